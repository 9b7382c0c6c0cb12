; ModuleID = 'systole_persistent_band_shared_j2d5pt_f32'
source_filename = "systole_persistent_band_shared_j2d5pt_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@band_rows = external local_unnamed_addr addrspace(3) global [0 x float], align 16
@band.columns = internal addrspace(3) global [3264 x float] undef, align 16

define void @systole_persistent_band_shared_j2d5pt_f32_band(ptr addrspace(1) noalias readonly %0, ptr addrspace(1) noalias writeonly %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i64 %4, i64 %5, i64 %6) local_unnamed_addr {
entry:
  %call = tail call range(i32 0, 544) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg = zext nneg i32 %call to i64
  %slots.idx = shl nuw nsw i64 %sreg, 4
  %slots = getelementptr inbounds i8, ptr addrspace(3) @band_rows, i64 %slots.idx
  %call3 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %sreg4 = zext nneg i32 %call3 to i64
  %call5 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %sreg6 = zext nneg i32 %call5 to i64
  %warp7 = lshr i64 %sreg, 5
  %mul9 = mul nuw nsw i64 %warp7, 122
  %lane8 = shl nuw nsw i64 %sreg, 2
  %mul10 = and i64 %lane8, 124
  %sub = add nuw nsw i64 %mul10, %mul9
  %add = add nsw i64 %sub, -3
  %mul11 = shl nuw nsw i64 %sreg4, 4
  %sub15 = add i64 %4, -1
  %sub22 = add i64 %5, -1
  %call23 = tail call i64 @llvm.smin.i64(i64 %add, i64 %sub22)
  %call24 = tail call i64 @llvm.smax.i64(i64 %call23, i64 0)
  %add27 = add nsw i64 %sub, -2
  %call32 = tail call i64 @llvm.smin.i64(i64 %add27, i64 %sub22)
  %call33 = tail call i64 @llvm.smax.i64(i64 %call32, i64 0)
  %add38 = add nsw i64 %sub, -1
  %call43 = tail call i64 @llvm.smin.i64(i64 %add38, i64 %sub22)
  %call44 = tail call i64 @llvm.smax.i64(i64 %call43, i64 0)
  %call54 = tail call i64 @llvm.smin.i64(i64 %sub, i64 %sub22)
  %call55 = tail call i64 @llvm.smax.i64(i64 %call54, i64 0)
  %call167 = tail call i64 @llvm.smin.i64(i64 %mul11, i64 %sub15)
  %call168 = tail call i64 @llvm.smax.i64(i64 %call167, i64 0)
  %mul176 = mul i64 %call168, %5
  %7 = getelementptr float, ptr addrspace(1) %0, i64 %mul176
  %p178 = getelementptr float, ptr addrspace(1) %7, i64 %call24
  %v179 = load float, ptr addrspace(1) %p178, align 4
  %p189 = getelementptr float, ptr addrspace(1) %7, i64 %call33
  %v190 = load float, ptr addrspace(1) %p189, align 4
  %p200 = getelementptr float, ptr addrspace(1) %7, i64 %call44
  %v201 = load float, ptr addrspace(1) %p200, align 4
  %p211 = getelementptr float, ptr addrspace(1) %7, i64 %call55
  %v212 = load float, ptr addrspace(1) %p211, align 4
  %add213 = or disjoint i64 %mul11, 1
  %call218 = tail call i64 @llvm.smin.i64(i64 %add213, i64 %sub15)
  %call219 = tail call i64 @llvm.smax.i64(i64 %call218, i64 0)
  %mul227 = mul i64 %call219, %5
  %8 = getelementptr float, ptr addrspace(1) %0, i64 %mul227
  %p229 = getelementptr float, ptr addrspace(1) %8, i64 %call24
  %v230 = load float, ptr addrspace(1) %p229, align 4
  %p240 = getelementptr float, ptr addrspace(1) %8, i64 %call33
  %v241 = load float, ptr addrspace(1) %p240, align 4
  %p251 = getelementptr float, ptr addrspace(1) %8, i64 %call44
  %v252 = load float, ptr addrspace(1) %p251, align 4
  %p262 = getelementptr float, ptr addrspace(1) %8, i64 %call55
  %v263 = load float, ptr addrspace(1) %p262, align 4
  %add264 = or disjoint i64 %mul11, 2
  %call269 = tail call i64 @llvm.smin.i64(i64 %add264, i64 %sub15)
  %call270 = tail call i64 @llvm.smax.i64(i64 %call269, i64 0)
  %mul278 = mul i64 %call270, %5
  %9 = getelementptr float, ptr addrspace(1) %0, i64 %mul278
  %p280 = getelementptr float, ptr addrspace(1) %9, i64 %call24
  %v281 = load float, ptr addrspace(1) %p280, align 4
  %p291 = getelementptr float, ptr addrspace(1) %9, i64 %call33
  %v292 = load float, ptr addrspace(1) %p291, align 4
  %p302 = getelementptr float, ptr addrspace(1) %9, i64 %call44
  %v303 = load float, ptr addrspace(1) %p302, align 4
  %p313 = getelementptr float, ptr addrspace(1) %9, i64 %call55
  %v314 = load float, ptr addrspace(1) %p313, align 4
  %add315 = or disjoint i64 %mul11, 3
  %call320 = tail call i64 @llvm.smin.i64(i64 %add315, i64 %sub15)
  %call321 = tail call i64 @llvm.smax.i64(i64 %call320, i64 0)
  %mul329 = mul i64 %call321, %5
  %10 = getelementptr float, ptr addrspace(1) %0, i64 %mul329
  %p331 = getelementptr float, ptr addrspace(1) %10, i64 %call24
  %v332 = load float, ptr addrspace(1) %p331, align 4
  %p342 = getelementptr float, ptr addrspace(1) %10, i64 %call33
  %v343 = load float, ptr addrspace(1) %p342, align 4
  %p353 = getelementptr float, ptr addrspace(1) %10, i64 %call44
  %v354 = load float, ptr addrspace(1) %p353, align 4
  %p364 = getelementptr float, ptr addrspace(1) %10, i64 %call55
  %v365 = load float, ptr addrspace(1) %p364, align 4
  %add366 = or disjoint i64 %mul11, 4
  %call371 = tail call i64 @llvm.smin.i64(i64 %add366, i64 %sub15)
  %call372 = tail call i64 @llvm.smax.i64(i64 %call371, i64 0)
  %mul380 = mul i64 %call372, %5
  %11 = getelementptr float, ptr addrspace(1) %0, i64 %mul380
  %p382 = getelementptr float, ptr addrspace(1) %11, i64 %call24
  %v383 = load float, ptr addrspace(1) %p382, align 4
  %p393 = getelementptr float, ptr addrspace(1) %11, i64 %call33
  %v394 = load float, ptr addrspace(1) %p393, align 4
  %p404 = getelementptr float, ptr addrspace(1) %11, i64 %call44
  %v405 = load float, ptr addrspace(1) %p404, align 4
  %p415 = getelementptr float, ptr addrspace(1) %11, i64 %call55
  %v416 = load float, ptr addrspace(1) %p415, align 4
  %add417 = or disjoint i64 %mul11, 5
  %call422 = tail call i64 @llvm.smin.i64(i64 %add417, i64 %sub15)
  %call423 = tail call i64 @llvm.smax.i64(i64 %call422, i64 0)
  %mul431 = mul i64 %call423, %5
  %12 = getelementptr float, ptr addrspace(1) %0, i64 %mul431
  %p433 = getelementptr float, ptr addrspace(1) %12, i64 %call24
  %v434 = load float, ptr addrspace(1) %p433, align 4
  %p444 = getelementptr float, ptr addrspace(1) %12, i64 %call33
  %v445 = load float, ptr addrspace(1) %p444, align 4
  %p455 = getelementptr float, ptr addrspace(1) %12, i64 %call44
  %v456 = load float, ptr addrspace(1) %p455, align 4
  %p466 = getelementptr float, ptr addrspace(1) %12, i64 %call55
  %v467 = load float, ptr addrspace(1) %p466, align 4
  %add468 = or disjoint i64 %mul11, 6
  %call473 = tail call i64 @llvm.smin.i64(i64 %add468, i64 %sub15)
  %call474 = tail call i64 @llvm.smax.i64(i64 %call473, i64 0)
  %mul482 = mul i64 %call474, %5
  %13 = getelementptr float, ptr addrspace(1) %0, i64 %mul482
  %p484 = getelementptr float, ptr addrspace(1) %13, i64 %call24
  %v485 = load float, ptr addrspace(1) %p484, align 4
  %p495 = getelementptr float, ptr addrspace(1) %13, i64 %call33
  %v496 = load float, ptr addrspace(1) %p495, align 4
  %p506 = getelementptr float, ptr addrspace(1) %13, i64 %call44
  %v507 = load float, ptr addrspace(1) %p506, align 4
  %p517 = getelementptr float, ptr addrspace(1) %13, i64 %call55
  %v518 = load float, ptr addrspace(1) %p517, align 4
  %add519 = or disjoint i64 %mul11, 7
  %call524 = tail call i64 @llvm.smin.i64(i64 %add519, i64 %sub15)
  %call525 = tail call i64 @llvm.smax.i64(i64 %call524, i64 0)
  %mul533 = mul i64 %call525, %5
  %14 = getelementptr float, ptr addrspace(1) %0, i64 %mul533
  %p535 = getelementptr float, ptr addrspace(1) %14, i64 %call24
  %v536 = load float, ptr addrspace(1) %p535, align 4
  %p546 = getelementptr float, ptr addrspace(1) %14, i64 %call33
  %v547 = load float, ptr addrspace(1) %p546, align 4
  %p557 = getelementptr float, ptr addrspace(1) %14, i64 %call44
  %v558 = load float, ptr addrspace(1) %p557, align 4
  %p568 = getelementptr float, ptr addrspace(1) %14, i64 %call55
  %v569 = load float, ptr addrspace(1) %p568, align 4
  %add570 = or disjoint i64 %mul11, 8
  %call575 = tail call i64 @llvm.smin.i64(i64 %add570, i64 %sub15)
  %call576 = tail call i64 @llvm.smax.i64(i64 %call575, i64 0)
  %mul584 = mul i64 %call576, %5
  %15 = getelementptr float, ptr addrspace(1) %0, i64 %mul584
  %p586 = getelementptr float, ptr addrspace(1) %15, i64 %call24
  %v587 = load float, ptr addrspace(1) %p586, align 4
  %p597 = getelementptr float, ptr addrspace(1) %15, i64 %call33
  %v598 = load float, ptr addrspace(1) %p597, align 4
  %p608 = getelementptr float, ptr addrspace(1) %15, i64 %call44
  %v609 = load float, ptr addrspace(1) %p608, align 4
  %p619 = getelementptr float, ptr addrspace(1) %15, i64 %call55
  %v620 = load float, ptr addrspace(1) %p619, align 4
  %add621 = or disjoint i64 %mul11, 9
  %call626 = tail call i64 @llvm.smin.i64(i64 %add621, i64 %sub15)
  %call627 = tail call i64 @llvm.smax.i64(i64 %call626, i64 0)
  %mul635 = mul i64 %call627, %5
  %16 = getelementptr float, ptr addrspace(1) %0, i64 %mul635
  %p637 = getelementptr float, ptr addrspace(1) %16, i64 %call24
  %v638 = load float, ptr addrspace(1) %p637, align 4
  %p648 = getelementptr float, ptr addrspace(1) %16, i64 %call33
  %v649 = load float, ptr addrspace(1) %p648, align 4
  %p659 = getelementptr float, ptr addrspace(1) %16, i64 %call44
  %v660 = load float, ptr addrspace(1) %p659, align 4
  %p670 = getelementptr float, ptr addrspace(1) %16, i64 %call55
  %v671 = load float, ptr addrspace(1) %p670, align 4
  %add672 = or disjoint i64 %mul11, 10
  %call677 = tail call i64 @llvm.smin.i64(i64 %add672, i64 %sub15)
  %call678 = tail call i64 @llvm.smax.i64(i64 %call677, i64 0)
  %mul686 = mul i64 %call678, %5
  %17 = getelementptr float, ptr addrspace(1) %0, i64 %mul686
  %p688 = getelementptr float, ptr addrspace(1) %17, i64 %call24
  %v689 = load float, ptr addrspace(1) %p688, align 4
  %p699 = getelementptr float, ptr addrspace(1) %17, i64 %call33
  %v700 = load float, ptr addrspace(1) %p699, align 4
  %p710 = getelementptr float, ptr addrspace(1) %17, i64 %call44
  %v711 = load float, ptr addrspace(1) %p710, align 4
  %p721 = getelementptr float, ptr addrspace(1) %17, i64 %call55
  %v722 = load float, ptr addrspace(1) %p721, align 4
  %add723 = or disjoint i64 %mul11, 11
  %call728 = tail call i64 @llvm.smin.i64(i64 %add723, i64 %sub15)
  %call729 = tail call i64 @llvm.smax.i64(i64 %call728, i64 0)
  %mul737 = mul i64 %call729, %5
  %18 = getelementptr float, ptr addrspace(1) %0, i64 %mul737
  %p739 = getelementptr float, ptr addrspace(1) %18, i64 %call24
  %v740 = load float, ptr addrspace(1) %p739, align 4
  %p750 = getelementptr float, ptr addrspace(1) %18, i64 %call33
  %v751 = load float, ptr addrspace(1) %p750, align 4
  %p761 = getelementptr float, ptr addrspace(1) %18, i64 %call44
  %v762 = load float, ptr addrspace(1) %p761, align 4
  %p772 = getelementptr float, ptr addrspace(1) %18, i64 %call55
  %v773 = load float, ptr addrspace(1) %p772, align 4
  %add774 = or disjoint i64 %mul11, 12
  %call779 = tail call i64 @llvm.smin.i64(i64 %add774, i64 %sub15)
  %call780 = tail call i64 @llvm.smax.i64(i64 %call779, i64 0)
  %mul788 = mul i64 %call780, %5
  %19 = getelementptr float, ptr addrspace(1) %0, i64 %mul788
  %p790 = getelementptr float, ptr addrspace(1) %19, i64 %call24
  %v791 = load float, ptr addrspace(1) %p790, align 4
  %p801 = getelementptr float, ptr addrspace(1) %19, i64 %call33
  %v802 = load float, ptr addrspace(1) %p801, align 4
  %p812 = getelementptr float, ptr addrspace(1) %19, i64 %call44
  %v813 = load float, ptr addrspace(1) %p812, align 4
  %p823 = getelementptr float, ptr addrspace(1) %19, i64 %call55
  %v824 = load float, ptr addrspace(1) %p823, align 4
  %add825 = or disjoint i64 %mul11, 13
  %call830 = tail call i64 @llvm.smin.i64(i64 %add825, i64 %sub15)
  %call831 = tail call i64 @llvm.smax.i64(i64 %call830, i64 0)
  %mul839 = mul i64 %call831, %5
  %20 = getelementptr float, ptr addrspace(1) %0, i64 %mul839
  %p841 = getelementptr float, ptr addrspace(1) %20, i64 %call24
  %v842 = load float, ptr addrspace(1) %p841, align 4
  %p852 = getelementptr float, ptr addrspace(1) %20, i64 %call33
  %v853 = load float, ptr addrspace(1) %p852, align 4
  %p863 = getelementptr float, ptr addrspace(1) %20, i64 %call44
  %v864 = load float, ptr addrspace(1) %p863, align 4
  %p874 = getelementptr float, ptr addrspace(1) %20, i64 %call55
  %v875 = load float, ptr addrspace(1) %p874, align 4
  %add876 = or disjoint i64 %mul11, 14
  %call881 = tail call i64 @llvm.smin.i64(i64 %add876, i64 %sub15)
  %call882 = tail call i64 @llvm.smax.i64(i64 %call881, i64 0)
  %mul890 = mul i64 %call882, %5
  %21 = getelementptr float, ptr addrspace(1) %0, i64 %mul890
  %p892 = getelementptr float, ptr addrspace(1) %21, i64 %call24
  %v893 = load float, ptr addrspace(1) %p892, align 4
  %p903 = getelementptr float, ptr addrspace(1) %21, i64 %call33
  %v904 = load float, ptr addrspace(1) %p903, align 4
  %p914 = getelementptr float, ptr addrspace(1) %21, i64 %call44
  %v915 = load float, ptr addrspace(1) %p914, align 4
  %p925 = getelementptr float, ptr addrspace(1) %21, i64 %call55
  %v926 = load float, ptr addrspace(1) %p925, align 4
  %add927 = or disjoint i64 %mul11, 15
  %call932 = tail call i64 @llvm.smin.i64(i64 %add927, i64 %sub15)
  %call933 = tail call i64 @llvm.smax.i64(i64 %call932, i64 0)
  %mul941 = mul i64 %call933, %5
  %22 = getelementptr float, ptr addrspace(1) %0, i64 %mul941
  %p943 = getelementptr float, ptr addrspace(1) %22, i64 %call24
  %v944 = load float, ptr addrspace(1) %p943, align 4
  %p954 = getelementptr float, ptr addrspace(1) %22, i64 %call33
  %v955 = load float, ptr addrspace(1) %p954, align 4
  %p965 = getelementptr float, ptr addrspace(1) %22, i64 %call44
  %v966 = load float, ptr addrspace(1) %p965, align 4
  %p976 = getelementptr float, ptr addrspace(1) %22, i64 %call55
  %v977 = load float, ptr addrspace(1) %p976, align 4
  %v1131 = insertelement <4 x float> poison, float %v230, i64 0
  %v1132 = insertelement <4 x float> %v1131, float %v241, i64 1
  %v1133 = insertelement <4 x float> %v1132, float %v252, i64 2
  %v1134 = insertelement <4 x float> %v1133, float %v263, i64 3
  store <4 x float> %v1134, ptr addrspace(3) %slots, align 16
  %v1136 = insertelement <4 x float> poison, float %v281, i64 0
  %v1137 = insertelement <4 x float> %v1136, float %v292, i64 1
  %v1138 = insertelement <4 x float> %v1137, float %v303, i64 2
  %v1139 = insertelement <4 x float> %v1138, float %v314, i64 3
  %p1140 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 8704
  store <4 x float> %v1139, ptr addrspace(3) %p1140, align 16
  %v1141 = insertelement <4 x float> poison, float %v332, i64 0
  %v1142 = insertelement <4 x float> %v1141, float %v343, i64 1
  %v1143 = insertelement <4 x float> %v1142, float %v354, i64 2
  %v1144 = insertelement <4 x float> %v1143, float %v365, i64 3
  %p1145 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 17408
  store <4 x float> %v1144, ptr addrspace(3) %p1145, align 16
  %v1146 = insertelement <4 x float> poison, float %v383, i64 0
  %v1147 = insertelement <4 x float> %v1146, float %v394, i64 1
  %v1148 = insertelement <4 x float> %v1147, float %v405, i64 2
  %v1149 = insertelement <4 x float> %v1148, float %v416, i64 3
  %p1150 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 26112
  store <4 x float> %v1149, ptr addrspace(3) %p1150, align 16
  %v1151 = insertelement <4 x float> poison, float %v434, i64 0
  %v1152 = insertelement <4 x float> %v1151, float %v445, i64 1
  %v1153 = insertelement <4 x float> %v1152, float %v456, i64 2
  %v1154 = insertelement <4 x float> %v1153, float %v467, i64 3
  %p1155 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 34816
  store <4 x float> %v1154, ptr addrspace(3) %p1155, align 16
  %v1156 = insertelement <4 x float> poison, float %v485, i64 0
  %v1157 = insertelement <4 x float> %v1156, float %v496, i64 1
  %v1158 = insertelement <4 x float> %v1157, float %v507, i64 2
  %v1159 = insertelement <4 x float> %v1158, float %v518, i64 3
  %p1160 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 43520
  store <4 x float> %v1159, ptr addrspace(3) %p1160, align 16
  %v1161 = insertelement <4 x float> poison, float %v536, i64 0
  %v1162 = insertelement <4 x float> %v1161, float %v547, i64 1
  %v1163 = insertelement <4 x float> %v1162, float %v558, i64 2
  %v1164 = insertelement <4 x float> %v1163, float %v569, i64 3
  %p1165 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 52224
  store <4 x float> %v1164, ptr addrspace(3) %p1165, align 16
  %v1166 = insertelement <4 x float> poison, float %v587, i64 0
  %v1167 = insertelement <4 x float> %v1166, float %v598, i64 1
  %v1168 = insertelement <4 x float> %v1167, float %v609, i64 2
  %v1169 = insertelement <4 x float> %v1168, float %v620, i64 3
  %p1170 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 60928
  store <4 x float> %v1169, ptr addrspace(3) %p1170, align 16
  %v1171 = insertelement <4 x float> poison, float %v638, i64 0
  %v1172 = insertelement <4 x float> %v1171, float %v649, i64 1
  %v1173 = insertelement <4 x float> %v1172, float %v660, i64 2
  %v1174 = insertelement <4 x float> %v1173, float %v671, i64 3
  %p1175 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 69632
  store <4 x float> %v1174, ptr addrspace(3) %p1175, align 16
  %v1176 = insertelement <4 x float> poison, float %v689, i64 0
  %v1177 = insertelement <4 x float> %v1176, float %v700, i64 1
  %v1178 = insertelement <4 x float> %v1177, float %v711, i64 2
  %v1179 = insertelement <4 x float> %v1178, float %v722, i64 3
  %p1180 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 78336
  store <4 x float> %v1179, ptr addrspace(3) %p1180, align 16
  %v1181 = insertelement <4 x float> poison, float %v740, i64 0
  %v1182 = insertelement <4 x float> %v1181, float %v751, i64 1
  %v1183 = insertelement <4 x float> %v1182, float %v762, i64 2
  %v1184 = insertelement <4 x float> %v1183, float %v773, i64 3
  %p1185 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 87040
  store <4 x float> %v1184, ptr addrspace(3) %p1185, align 16
  %v1186 = insertelement <4 x float> poison, float %v791, i64 0
  %v1187 = insertelement <4 x float> %v1186, float %v802, i64 1
  %v1188 = insertelement <4 x float> %v1187, float %v813, i64 2
  %v1189 = insertelement <4 x float> %v1188, float %v824, i64 3
  %p1190 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 95744
  store <4 x float> %v1189, ptr addrspace(3) %p1190, align 16
  %v1191 = insertelement <4 x float> poison, float %v842, i64 0
  %v1192 = insertelement <4 x float> %v1191, float %v853, i64 1
  %v1193 = insertelement <4 x float> %v1192, float %v864, i64 2
  %v1194 = insertelement <4 x float> %v1193, float %v875, i64 3
  %p1195 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 104448
  store <4 x float> %v1194, ptr addrspace(3) %p1195, align 16
  %v1196 = insertelement <4 x float> poison, float %v893, i64 0
  %v1197 = insertelement <4 x float> %v1196, float %v904, i64 1
  %v1198 = insertelement <4 x float> %v1197, float %v915, i64 2
  %v1199 = insertelement <4 x float> %v1198, float %v926, i64 3
  %p1200 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 113152
  store <4 x float> %v1199, ptr addrspace(3) %p1200, align 16
  %cmp1201 = icmp eq i32 %call3, 0
  %sub1202 = add nsw i64 %sreg6, -1
  %cmp1203 = icmp eq i64 %sub1202, %sreg4
  %epochs = sdiv i64 %6, 3
  %cmp1204 = icmp sgt i64 %6, 2
  br i1 %cmp1204, label %fold.body.preheader, label %fold.exit

fold.body.preheader:                              ; preds = %entry
  %invariant.gep = getelementptr i8, ptr addrspace(1) %2, i64 26112
  %invariant.gep11478 = getelementptr i8, ptr addrspace(1) %2, i64 34816
  %invariant.gep11480 = getelementptr i8, ptr addrspace(1) %2, i64 43520
  %invariant.gep11482 = getelementptr i8, ptr addrspace(1) %2, i64 8704
  %invariant.gep11484 = getelementptr i8, ptr addrspace(1) %2, i64 17408
  br label %fold.body

fold.body:                                        ; preds = %fold.body.preheader, %endif6027
  %i = phi i64 [ %add1237, %endif6027 ], [ 0, %fold.body.preheader ]
  %phi1216 = phi float [ %fadd5894, %endif6027 ], [ %v179, %fold.body.preheader ]
  %phi1217 = phi float [ %fadd5902, %endif6027 ], [ %v190, %fold.body.preheader ]
  %phi1218 = phi float [ %phi5998, %endif6027 ], [ %v201, %fold.body.preheader ]
  %phi1219 = phi float [ %phi6063, %endif6027 ], [ %v212, %fold.body.preheader ]
  %phi1220 = phi float [ %fadd5932, %endif6027 ], [ %v944, %fold.body.preheader ]
  %phi1221 = phi float [ %fadd5940, %endif6027 ], [ %v955, %fold.body.preheader ]
  %phi1222 = phi float [ %phi6010, %endif6027 ], [ %v966, %fold.body.preheader ]
  %phi1223 = phi float [ %phi6075, %endif6027 ], [ %v977, %fold.body.preheader ]
  %mul1236 = mul nuw i64 %i, 3
  %add1237 = add nuw nsw i64 %i, 1
  %parity = and i64 %add1237, 1
  %23 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %mul1236) #3
  %sub1238 = sub i64 %23, %mul1236
  %base = getelementptr inbounds float, ptr addrspace(3) %slots, i64 %sub1238
  %24 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %mul1236) #3
  %sub1239 = sub i64 %24, %mul1236
  %add1240 = add i64 %sub1239, %sreg
  %add1241 = add i64 %sub1239, %sreg4
  %add1242 = add i64 %sub1239, %sreg6
  %warp1243 = lshr i64 %add1240, 5
  %lane1244 = and i64 %add1240, 31
  %mul1249 = shl nuw nsw i64 %lane1244, 2
  %mul1251 = shl i64 %add1240, 2
  %mul1252 = mul nuw nsw i64 %add1242, %parity
  %add1253 = add i64 %mul1252, %add1241
  %v1259 = insertelement <4 x float> poison, float %phi1216, i64 0
  %v1260 = insertelement <4 x float> %v1259, float %phi1217, i64 1
  %v1261 = insertelement <4 x float> %v1260, float %phi1218, i64 2
  %v1262 = insertelement <4 x float> %v1261, float %phi1219, i64 3
  %.idx = mul i64 %add1253, 52224
  %25 = getelementptr i8, ptr addrspace(1) %2, i64 %.idx
  %p1263 = getelementptr float, ptr addrspace(1) %25, i64 %mul1251
  store <4 x float> %v1262, ptr addrspace(1) %p1263, align 16
  %v1270 = load float, ptr addrspace(3) %base, align 4
  %p1271 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 4
  %v1272 = load float, ptr addrspace(3) %p1271, align 4
  %p1273 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 8
  %v1274 = load float, ptr addrspace(3) %p1273, align 4
  %p1275 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 12
  %v1276 = load float, ptr addrspace(3) %p1275, align 4
  %v1279 = insertelement <4 x float> poison, float %v1270, i64 0
  %v1280 = insertelement <4 x float> %v1279, float %v1272, i64 1
  %v1281 = insertelement <4 x float> %v1280, float %v1274, i64 2
  %v1282 = insertelement <4 x float> %v1281, float %v1276, i64 3
  %26 = getelementptr i8, ptr addrspace(1) %25, i64 8704
  %p1283 = getelementptr float, ptr addrspace(1) %26, i64 %mul1251
  store <4 x float> %v1282, ptr addrspace(1) %p1283, align 16
  %p1289 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 8704
  %v1290 = load float, ptr addrspace(3) %p1289, align 4
  %p1291 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 8708
  %v1292 = load float, ptr addrspace(3) %p1291, align 4
  %p1293 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 8712
  %v1294 = load float, ptr addrspace(3) %p1293, align 4
  %p1295 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 8716
  %v1296 = load float, ptr addrspace(3) %p1295, align 4
  %v1299 = insertelement <4 x float> poison, float %v1290, i64 0
  %v1300 = insertelement <4 x float> %v1299, float %v1292, i64 1
  %v1301 = insertelement <4 x float> %v1300, float %v1294, i64 2
  %v1302 = insertelement <4 x float> %v1301, float %v1296, i64 3
  %27 = getelementptr i8, ptr addrspace(1) %25, i64 17408
  %p1303 = getelementptr float, ptr addrspace(1) %27, i64 %mul1251
  store <4 x float> %v1302, ptr addrspace(1) %p1303, align 16
  %p1309 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 104448
  %v1310 = load float, ptr addrspace(3) %p1309, align 4
  %p1311 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 104452
  %v1312 = load float, ptr addrspace(3) %p1311, align 4
  %p1313 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 104456
  %v1314 = load float, ptr addrspace(3) %p1313, align 4
  %p1315 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 104460
  %v1316 = load float, ptr addrspace(3) %p1315, align 4
  %v1319 = insertelement <4 x float> poison, float %v1310, i64 0
  %v1320 = insertelement <4 x float> %v1319, float %v1312, i64 1
  %v1321 = insertelement <4 x float> %v1320, float %v1314, i64 2
  %v1322 = insertelement <4 x float> %v1321, float %v1316, i64 3
  %28 = getelementptr i8, ptr addrspace(1) %25, i64 26112
  %p1323 = getelementptr float, ptr addrspace(1) %28, i64 %mul1251
  store <4 x float> %v1322, ptr addrspace(1) %p1323, align 16
  %p1329 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 113152
  %v1330 = load float, ptr addrspace(3) %p1329, align 4
  %p1331 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 113156
  %v1332 = load float, ptr addrspace(3) %p1331, align 4
  %p1333 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 113160
  %v1334 = load float, ptr addrspace(3) %p1333, align 4
  %p1335 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 113164
  %v1336 = load float, ptr addrspace(3) %p1335, align 4
  %v1339 = insertelement <4 x float> poison, float %v1330, i64 0
  %v1340 = insertelement <4 x float> %v1339, float %v1332, i64 1
  %v1341 = insertelement <4 x float> %v1340, float %v1334, i64 2
  %v1342 = insertelement <4 x float> %v1341, float %v1336, i64 3
  %29 = getelementptr i8, ptr addrspace(1) %25, i64 34816
  %p1343 = getelementptr float, ptr addrspace(1) %29, i64 %mul1251
  store <4 x float> %v1342, ptr addrspace(1) %p1343, align 16
  %v1351 = insertelement <4 x float> poison, float %phi1220, i64 0
  %v1352 = insertelement <4 x float> %v1351, float %phi1221, i64 1
  %v1353 = insertelement <4 x float> %v1352, float %phi1222, i64 2
  %v1354 = insertelement <4 x float> %v1353, float %phi1223, i64 3
  %30 = getelementptr i8, ptr addrspace(1) %25, i64 43520
  %p1355 = getelementptr float, ptr addrspace(1) %30, i64 %mul1251
  store <4 x float> %v1354, ptr addrspace(1) %p1355, align 16
  %sub1358 = add nsw i64 %mul1249, -3
  %inside = icmp ult i64 %sub1358, 3
  br i1 %inside, label %then, label %endif

fold.exit:                                        ; preds = %endif6027, %entry
  %phi6102 = phi float [ %v179, %entry ], [ %fadd5894, %endif6027 ]
  %phi6103 = phi float [ %v190, %entry ], [ %fadd5902, %endif6027 ]
  %phi6104 = phi float [ %v201, %entry ], [ %phi5998, %endif6027 ]
  %phi6105 = phi float [ %v212, %entry ], [ %phi6063, %endif6027 ]
  %phi6106 = phi float [ %v944, %entry ], [ %fadd5932, %endif6027 ]
  %phi6107 = phi float [ %v955, %entry ], [ %fadd5940, %endif6027 ]
  %phi6108 = phi float [ %v966, %entry ], [ %phi6010, %endif6027 ]
  %phi6109 = phi float [ %v977, %entry ], [ %phi6075, %endif6027 ]
  %mul6122 = mul nsw i64 %epochs, 3
  %cmp6123 = icmp slt i64 %mul6122, %6
  br i1 %cmp6123, label %then6124, label %endif6126

then:                                             ; preds = %fold.body
  %mul1362 = mul nuw nsw i64 %warp1243, 6
  %add1363 = or disjoint i64 %sub1358, %mul1362
  %.idx11465 = mul nuw nsw i64 %parity, 6528
  %31 = getelementptr inbounds i8, ptr addrspace(3) @band.columns, i64 %.idx11465
  %p1365 = getelementptr inbounds float, ptr addrspace(3) %31, i64 %add1363
  store float %phi1216, ptr addrspace(3) %p1365, align 4
  %32 = getelementptr inbounds i8, ptr addrspace(3) %31, i64 6120
  %p1372 = getelementptr inbounds float, ptr addrspace(3) %32, i64 %add1363
  store float %phi1220, ptr addrspace(3) %p1372, align 4
  br label %endif

endif:                                            ; preds = %then, %fold.body
  %inside1374 = icmp eq i64 %lane1244, 31
  br i1 %inside1374, label %then1375, label %endif1376

then1375:                                         ; preds = %endif
  %add1377 = add nsw i64 %mul1249, -119
  %mul1380 = mul nuw nsw i64 %warp1243, 6
  %add1381 = add nuw nsw i64 %add1377, %mul1380
  %.idx11466 = mul nuw nsw i64 %parity, 6528
  %33 = getelementptr inbounds i8, ptr addrspace(3) @band.columns, i64 %.idx11466
  %p1383 = getelementptr inbounds float, ptr addrspace(3) %33, i64 %add1381
  store float %phi1216, ptr addrspace(3) %p1383, align 4
  %34 = getelementptr inbounds i8, ptr addrspace(3) %33, i64 6120
  %p1390 = getelementptr inbounds float, ptr addrspace(3) %34, i64 %add1381
  store float %phi1220, ptr addrspace(3) %p1390, align 4
  br label %endif1376

endif1376:                                        ; preds = %then1375, %endif
  %add1391 = or disjoint i64 %mul1249, 1
  %inside1393 = icmp eq i64 %lane1244, 1
  br i1 %inside1393, label %then1394, label %endif1413

then1394:                                         ; preds = %endif1376
  %mul1399 = mul nuw nsw i64 %warp1243, 6
  %add1400 = add nuw nsw i64 %mul1399, 2
  %.idx11467 = mul nuw nsw i64 %parity, 6528
  %35 = getelementptr inbounds i8, ptr addrspace(3) @band.columns, i64 %.idx11467
  %p1402 = getelementptr inbounds float, ptr addrspace(3) %35, i64 %add1400
  store float %phi1217, ptr addrspace(3) %p1402, align 8
  %36 = getelementptr inbounds i8, ptr addrspace(3) %35, i64 6120
  %p1409 = getelementptr inbounds float, ptr addrspace(3) %36, i64 %add1400
  store float %phi1221, ptr addrspace(3) %p1409, align 8
  br label %endif1413

endif1413:                                        ; preds = %endif1376, %then1394
  %add1428 = or disjoint i64 %mul1249, 2
  %inside1448 = icmp eq i64 %lane1244, 30
  br i1 %inside1448, label %then1449, label %endif1450

then1449:                                         ; preds = %endif1413
  %add1451 = add nsw i64 %mul1249, -117
  %mul1454 = mul nuw nsw i64 %warp1243, 6
  %add1455 = add nuw nsw i64 %add1451, %mul1454
  %.idx11468 = mul nuw nsw i64 %parity, 6528
  %37 = getelementptr inbounds i8, ptr addrspace(3) @band.columns, i64 %.idx11468
  %p1457 = getelementptr inbounds float, ptr addrspace(3) %37, i64 %add1455
  store float %phi1218, ptr addrspace(3) %p1457, align 4
  %38 = getelementptr inbounds i8, ptr addrspace(3) %37, i64 6120
  %p1464 = getelementptr inbounds float, ptr addrspace(3) %38, i64 %add1455
  store float %phi1222, ptr addrspace(3) %p1464, align 4
  br label %endif1450

endif1450:                                        ; preds = %then1449, %endif1413
  %add1465 = or disjoint i64 %mul1249, 3
  %inside1467 = icmp eq i64 %lane1244, 0
  br i1 %inside1467, label %then1468, label %endif1469

then1468:                                         ; preds = %endif1450
  %.idx11469 = mul nuw nsw i64 %parity, 6528
  %39 = getelementptr inbounds i8, ptr addrspace(3) @band.columns, i64 %.idx11469
  %40 = getelementptr inbounds i8, ptr addrspace(3) %39, i64 6120
  %mul1473 = mul nuw nsw i64 %warp1243, 6
  %p1483 = getelementptr inbounds float, ptr addrspace(3) %40, i64 %mul1473
  %p1476 = getelementptr inbounds float, ptr addrspace(3) %39, i64 %mul1473
  store float %phi1219, ptr addrspace(3) %p1476, align 8
  store float %phi1223, ptr addrspace(3) %p1483, align 8
  br label %endif1469

endif1469:                                        ; preds = %then1468, %endif1450
  %sub1484 = add nsw i64 %mul1249, -119
  %inside1485 = icmp ult i64 %sub1484, 3
  br i1 %inside1485, label %then1486, label %endif1487

then1486:                                         ; preds = %endif1469
  %add1488 = add nsw i64 %mul1249, -116
  %mul1491 = mul nuw nsw i64 %warp1243, 6
  %add1492 = add nuw nsw i64 %add1488, %mul1491
  %.idx11470 = mul nuw nsw i64 %parity, 6528
  %41 = getelementptr i8, ptr addrspace(3) @band.columns, i64 %.idx11470
  %p1494 = getelementptr float, ptr addrspace(3) %41, i64 %add1492
  store float %phi1219, ptr addrspace(3) %p1494, align 8
  %42 = getelementptr i8, ptr addrspace(3) %41, i64 6120
  %p1501 = getelementptr float, ptr addrspace(3) %42, i64 %add1492
  store float %phi1223, ptr addrspace(3) %p1501, align 8
  br label %endif1487

endif1487:                                        ; preds = %then1486, %endif1469
  %epoch = trunc i64 %add1237 to i32
  tail call void @llvm.nvvm.barrier0()
  %cmp1502 = icmp eq i64 %add1240, 0
  br i1 %cmp1502, label %then1503, label %endif1504

then1503:                                         ; preds = %endif1487
  %flag = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add1241
  %address = ptrtoint ptr addrspace(1) %flag to i64
  tail call void asm sideeffect "st.release.gpu.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %address, i32 %epoch) #3
  br label %endif1504

endif1504:                                        ; preds = %then1503, %endif1487
  %cmp1508 = icmp ugt i64 %add1240, 31
  %cmp1509 = icmp ult i64 %add1240, 512
  %from_before = and i1 %cmp1508, %inside1467
  %sub1512 = or disjoint i64 %mul1249, -125
  br i1 %from_before, label %then1514, label %endif1515

then1514:                                         ; preds = %endif1504
  %p1517 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 -24
  %v1518 = load float, ptr addrspace(3) %p1517, align 4
  store float %v1518, ptr addrspace(3) %base, align 4
  %p1521 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 8680
  %v1522 = load float, ptr addrspace(3) %p1521, align 4
  store float %v1522, ptr addrspace(3) %p1289, align 4
  %p1525 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 17384
  %v1526 = load float, ptr addrspace(3) %p1525, align 4
  %p1527 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 17408
  store float %v1526, ptr addrspace(3) %p1527, align 4
  %p1529 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 26088
  %v1530 = load float, ptr addrspace(3) %p1529, align 4
  %p1531 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 26112
  store float %v1530, ptr addrspace(3) %p1531, align 4
  %p1533 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 34792
  %v1534 = load float, ptr addrspace(3) %p1533, align 4
  %p1535 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 34816
  store float %v1534, ptr addrspace(3) %p1535, align 4
  %p1537 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 43496
  %v1538 = load float, ptr addrspace(3) %p1537, align 4
  %p1539 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 43520
  store float %v1538, ptr addrspace(3) %p1539, align 4
  %p1541 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 52200
  %v1542 = load float, ptr addrspace(3) %p1541, align 4
  %p1543 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 52224
  store float %v1542, ptr addrspace(3) %p1543, align 4
  %p1545 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 60904
  %v1546 = load float, ptr addrspace(3) %p1545, align 4
  %p1547 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 60928
  store float %v1546, ptr addrspace(3) %p1547, align 4
  %p1549 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 69608
  %v1550 = load float, ptr addrspace(3) %p1549, align 4
  %p1551 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 69632
  store float %v1550, ptr addrspace(3) %p1551, align 4
  %p1553 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 78312
  %v1554 = load float, ptr addrspace(3) %p1553, align 4
  %p1555 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 78336
  store float %v1554, ptr addrspace(3) %p1555, align 4
  %p1557 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 87016
  %v1558 = load float, ptr addrspace(3) %p1557, align 4
  %p1559 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 87040
  store float %v1558, ptr addrspace(3) %p1559, align 4
  %p1561 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 95720
  %v1562 = load float, ptr addrspace(3) %p1561, align 4
  %p1563 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 95744
  store float %v1562, ptr addrspace(3) %p1563, align 4
  %p1565 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 104424
  %v1566 = load float, ptr addrspace(3) %p1565, align 4
  store float %v1566, ptr addrspace(3) %p1309, align 4
  %p1569 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 113128
  %v1570 = load float, ptr addrspace(3) %p1569, align 4
  store float %v1570, ptr addrspace(3) %p1329, align 4
  br label %endif1515

endif1515:                                        ; preds = %then1514, %endif1504
  %mul1572 = mul nuw nsw i64 %parity, 1632
  %43 = mul nuw nsw i64 %warp1243, 6
  %mul1574 = add nsw i64 %43, -6
  %add1575 = add nsw i64 %mul1574, %add1465
  %44 = getelementptr float, ptr addrspace(3) @band.columns, i64 %mul1572
  %p1577 = getelementptr float, ptr addrspace(3) %44, i64 %add1575
  %address1578 = ptrtoint ptr addrspace(3) %p1577 to i64
  %45 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1578, i1 %from_before, float %phi1216) #3
  %mul1581 = add nuw nsw i64 %43, 6
  %add1582 = add nsw i64 %mul1581, %sub1512
  %p1584 = getelementptr float, ptr addrspace(3) %44, i64 %add1582
  %address1585 = ptrtoint ptr addrspace(3) %p1584 to i64
  %46 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1585, i1 false, float %45) #3
  %gep = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.columns, i64 6120), i64 %mul1572
  %p1591 = getelementptr float, ptr addrspace(3) %gep, i64 %add1575
  %address1592 = ptrtoint ptr addrspace(3) %p1591 to i64
  %47 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1592, i1 %from_before, float %phi1220) #3
  %p1598 = getelementptr float, ptr addrspace(3) %gep, i64 %add1582
  %address1599 = ptrtoint ptr addrspace(3) %p1598 to i64
  %48 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1599, i1 false, float %47) #3
  %cmp1601 = icmp ult i64 %add1391, 3
  %from_before1602 = and i1 %cmp1508, %cmp1601
  %sub1603 = add nsw i64 %mul1249, -124
  %after1604 = icmp eq i64 %sub1603, 0
  %from_after1605 = and i1 %cmp1509, %after1604
  %add1606 = add nuw nsw i64 %mul1249, 4
  %moved1607 = or i1 %from_before1602, %from_after1605
  br i1 %moved1607, label %then1609, label %endif1610

then1609:                                         ; preds = %endif1515
  %shift1608 = select i1 %from_before1602, i64 -6, i64 6
  %add1611 = or disjoint i64 %shift1608, 1
  %p1612 = getelementptr inbounds float, ptr addrspace(3) %base, i64 %add1611
  %v1613 = load float, ptr addrspace(3) %p1612, align 4
  store float %v1613, ptr addrspace(3) %p1271, align 4
  %49 = getelementptr float, ptr addrspace(3) %base, i64 %shift1608
  %p1616 = getelementptr i8, ptr addrspace(3) %49, i64 8708
  %v1617 = load float, ptr addrspace(3) %p1616, align 4
  store float %v1617, ptr addrspace(3) %p1291, align 4
  %p1620 = getelementptr i8, ptr addrspace(3) %49, i64 17412
  %v1621 = load float, ptr addrspace(3) %p1620, align 4
  %p1622 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 17412
  store float %v1621, ptr addrspace(3) %p1622, align 4
  %p1624 = getelementptr i8, ptr addrspace(3) %49, i64 26116
  %v1625 = load float, ptr addrspace(3) %p1624, align 4
  %p1626 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 26116
  store float %v1625, ptr addrspace(3) %p1626, align 4
  %p1628 = getelementptr i8, ptr addrspace(3) %49, i64 34820
  %v1629 = load float, ptr addrspace(3) %p1628, align 4
  %p1630 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 34820
  store float %v1629, ptr addrspace(3) %p1630, align 4
  %p1632 = getelementptr i8, ptr addrspace(3) %49, i64 43524
  %v1633 = load float, ptr addrspace(3) %p1632, align 4
  %p1634 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 43524
  store float %v1633, ptr addrspace(3) %p1634, align 4
  %p1636 = getelementptr i8, ptr addrspace(3) %49, i64 52228
  %v1637 = load float, ptr addrspace(3) %p1636, align 4
  %p1638 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 52228
  store float %v1637, ptr addrspace(3) %p1638, align 4
  %p1640 = getelementptr i8, ptr addrspace(3) %49, i64 60932
  %v1641 = load float, ptr addrspace(3) %p1640, align 4
  %p1642 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 60932
  store float %v1641, ptr addrspace(3) %p1642, align 4
  %p1644 = getelementptr i8, ptr addrspace(3) %49, i64 69636
  %v1645 = load float, ptr addrspace(3) %p1644, align 4
  %p1646 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 69636
  store float %v1645, ptr addrspace(3) %p1646, align 4
  %p1648 = getelementptr i8, ptr addrspace(3) %49, i64 78340
  %v1649 = load float, ptr addrspace(3) %p1648, align 4
  %p1650 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 78340
  store float %v1649, ptr addrspace(3) %p1650, align 4
  %p1652 = getelementptr i8, ptr addrspace(3) %49, i64 87044
  %v1653 = load float, ptr addrspace(3) %p1652, align 4
  %p1654 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 87044
  store float %v1653, ptr addrspace(3) %p1654, align 4
  %p1656 = getelementptr i8, ptr addrspace(3) %49, i64 95748
  %v1657 = load float, ptr addrspace(3) %p1656, align 4
  %p1658 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 95748
  store float %v1657, ptr addrspace(3) %p1658, align 4
  %p1660 = getelementptr i8, ptr addrspace(3) %49, i64 104452
  %v1661 = load float, ptr addrspace(3) %p1660, align 4
  store float %v1661, ptr addrspace(3) %p1311, align 4
  %p1664 = getelementptr i8, ptr addrspace(3) %49, i64 113156
  %v1665 = load float, ptr addrspace(3) %p1664, align 4
  store float %v1665, ptr addrspace(3) %p1331, align 4
  br label %endif1610

endif1610:                                        ; preds = %then1609, %endif1515
  %add1670 = add nsw i64 %add1606, %mul1574
  %p1672 = getelementptr float, ptr addrspace(3) %44, i64 %add1670
  %address1673 = ptrtoint ptr addrspace(3) %p1672 to i64
  %50 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1673, i1 %from_before1602, float %phi1217) #3
  %add1677 = add nsw i64 %mul1581, %sub1603
  %p1679 = getelementptr float, ptr addrspace(3) %44, i64 %add1677
  %address1680 = ptrtoint ptr addrspace(3) %p1679 to i64
  %51 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1680, i1 %from_after1605, float %50) #3
  %p1686 = getelementptr float, ptr addrspace(3) %gep, i64 %add1670
  %address1687 = ptrtoint ptr addrspace(3) %p1686 to i64
  %52 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1687, i1 %from_before1602, float %phi1221) #3
  %p1693 = getelementptr float, ptr addrspace(3) %gep, i64 %add1677
  %address1694 = ptrtoint ptr addrspace(3) %p1693 to i64
  %53 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1694, i1 %from_after1605, float %52) #3
  %sub1698 = add nsw i64 %mul1249, -123
  %after1699 = icmp ult i64 %sub1698, 3
  %from_after1700 = and i1 %cmp1509, %after1699
  %add1701 = add nuw nsw i64 %mul1249, 5
  %moved1702 = or i1 %from_before, %from_after1700
  br i1 %moved1702, label %then1704, label %endif1705

then1704:                                         ; preds = %endif1610
  %shift1703 = select i1 %from_before, i64 -6, i64 6
  %54 = getelementptr float, ptr addrspace(3) %base, i64 %shift1703
  %p1707 = getelementptr i8, ptr addrspace(3) %54, i64 8
  %v1708 = load float, ptr addrspace(3) %p1707, align 4
  store float %v1708, ptr addrspace(3) %p1273, align 4
  %p1711 = getelementptr i8, ptr addrspace(3) %54, i64 8712
  %v1712 = load float, ptr addrspace(3) %p1711, align 4
  store float %v1712, ptr addrspace(3) %p1293, align 4
  %p1715 = getelementptr i8, ptr addrspace(3) %54, i64 17416
  %v1716 = load float, ptr addrspace(3) %p1715, align 4
  %p1717 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 17416
  store float %v1716, ptr addrspace(3) %p1717, align 4
  %p1719 = getelementptr i8, ptr addrspace(3) %54, i64 26120
  %v1720 = load float, ptr addrspace(3) %p1719, align 4
  %p1721 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 26120
  store float %v1720, ptr addrspace(3) %p1721, align 4
  %p1723 = getelementptr i8, ptr addrspace(3) %54, i64 34824
  %v1724 = load float, ptr addrspace(3) %p1723, align 4
  %p1725 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 34824
  store float %v1724, ptr addrspace(3) %p1725, align 4
  %p1727 = getelementptr i8, ptr addrspace(3) %54, i64 43528
  %v1728 = load float, ptr addrspace(3) %p1727, align 4
  %p1729 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 43528
  store float %v1728, ptr addrspace(3) %p1729, align 4
  %p1731 = getelementptr i8, ptr addrspace(3) %54, i64 52232
  %v1732 = load float, ptr addrspace(3) %p1731, align 4
  %p1733 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 52232
  store float %v1732, ptr addrspace(3) %p1733, align 4
  %p1735 = getelementptr i8, ptr addrspace(3) %54, i64 60936
  %v1736 = load float, ptr addrspace(3) %p1735, align 4
  %p1737 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 60936
  store float %v1736, ptr addrspace(3) %p1737, align 4
  %p1739 = getelementptr i8, ptr addrspace(3) %54, i64 69640
  %v1740 = load float, ptr addrspace(3) %p1739, align 4
  %p1741 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 69640
  store float %v1740, ptr addrspace(3) %p1741, align 4
  %p1743 = getelementptr i8, ptr addrspace(3) %54, i64 78344
  %v1744 = load float, ptr addrspace(3) %p1743, align 4
  %p1745 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 78344
  store float %v1744, ptr addrspace(3) %p1745, align 4
  %p1747 = getelementptr i8, ptr addrspace(3) %54, i64 87048
  %v1748 = load float, ptr addrspace(3) %p1747, align 4
  %p1749 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 87048
  store float %v1748, ptr addrspace(3) %p1749, align 4
  %p1751 = getelementptr i8, ptr addrspace(3) %54, i64 95752
  %v1752 = load float, ptr addrspace(3) %p1751, align 4
  %p1753 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 95752
  store float %v1752, ptr addrspace(3) %p1753, align 4
  %p1755 = getelementptr i8, ptr addrspace(3) %54, i64 104456
  %v1756 = load float, ptr addrspace(3) %p1755, align 4
  store float %v1756, ptr addrspace(3) %p1313, align 4
  %p1759 = getelementptr i8, ptr addrspace(3) %54, i64 113160
  %v1760 = load float, ptr addrspace(3) %p1759, align 4
  store float %v1760, ptr addrspace(3) %p1333, align 4
  br label %endif1705

endif1705:                                        ; preds = %then1704, %endif1610
  %add1765 = add nsw i64 %add1701, %mul1574
  %p1767 = getelementptr float, ptr addrspace(3) %44, i64 %add1765
  %address1768 = ptrtoint ptr addrspace(3) %p1767 to i64
  %55 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1768, i1 %from_before, float %phi1218) #3
  %add1772 = add nsw i64 %mul1581, %sub1698
  %p1774 = getelementptr float, ptr addrspace(3) %44, i64 %add1772
  %address1775 = ptrtoint ptr addrspace(3) %p1774 to i64
  %56 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1775, i1 %from_after1700, float %55) #3
  %p1781 = getelementptr float, ptr addrspace(3) %gep, i64 %add1765
  %address1782 = ptrtoint ptr addrspace(3) %p1781 to i64
  %57 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1782, i1 %from_before, float %phi1222) #3
  %p1788 = getelementptr float, ptr addrspace(3) %gep, i64 %add1772
  %address1789 = ptrtoint ptr addrspace(3) %p1788 to i64
  %58 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1789, i1 %from_after1700, float %57) #3
  %sub1793 = add nsw i64 %mul1249, -122
  %after1794 = icmp eq i64 %sub1793, 2
  %from_after1795 = and i1 %cmp1509, %after1794
  br i1 %from_after1795, label %then1799, label %endif1800

then1799:                                         ; preds = %endif1705
  %p1802 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 36
  %v1803 = load float, ptr addrspace(3) %p1802, align 4
  store float %v1803, ptr addrspace(3) %p1275, align 4
  %p1806 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 8740
  %v1807 = load float, ptr addrspace(3) %p1806, align 4
  store float %v1807, ptr addrspace(3) %p1295, align 4
  %p1810 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 17444
  %v1811 = load float, ptr addrspace(3) %p1810, align 4
  %p1812 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 17420
  store float %v1811, ptr addrspace(3) %p1812, align 4
  %p1814 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 26148
  %v1815 = load float, ptr addrspace(3) %p1814, align 4
  %p1816 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 26124
  store float %v1815, ptr addrspace(3) %p1816, align 4
  %p1818 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 34852
  %v1819 = load float, ptr addrspace(3) %p1818, align 4
  %p1820 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 34828
  store float %v1819, ptr addrspace(3) %p1820, align 4
  %p1822 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 43556
  %v1823 = load float, ptr addrspace(3) %p1822, align 4
  %p1824 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 43532
  store float %v1823, ptr addrspace(3) %p1824, align 4
  %p1826 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 52260
  %v1827 = load float, ptr addrspace(3) %p1826, align 4
  %p1828 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 52236
  store float %v1827, ptr addrspace(3) %p1828, align 4
  %p1830 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 60964
  %v1831 = load float, ptr addrspace(3) %p1830, align 4
  %p1832 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 60940
  store float %v1831, ptr addrspace(3) %p1832, align 4
  %p1834 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 69668
  %v1835 = load float, ptr addrspace(3) %p1834, align 4
  %p1836 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 69644
  store float %v1835, ptr addrspace(3) %p1836, align 4
  %p1838 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 78372
  %v1839 = load float, ptr addrspace(3) %p1838, align 4
  %p1840 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 78348
  store float %v1839, ptr addrspace(3) %p1840, align 4
  %p1842 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 87076
  %v1843 = load float, ptr addrspace(3) %p1842, align 4
  %p1844 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 87052
  store float %v1843, ptr addrspace(3) %p1844, align 4
  %p1846 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 95780
  %v1847 = load float, ptr addrspace(3) %p1846, align 4
  %p1848 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 95756
  store float %v1847, ptr addrspace(3) %p1848, align 4
  %p1850 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 104484
  %v1851 = load float, ptr addrspace(3) %p1850, align 4
  store float %v1851, ptr addrspace(3) %p1315, align 4
  %p1854 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 113188
  %v1855 = load float, ptr addrspace(3) %p1854, align 4
  store float %v1855, ptr addrspace(3) %p1335, align 4
  br label %endif1800

endif1800:                                        ; preds = %then1799, %endif1705
  %add1860 = add nuw nsw i64 %43, %mul1249
  %p1862 = getelementptr float, ptr addrspace(3) %44, i64 %add1860
  %address1863 = ptrtoint ptr addrspace(3) %p1862 to i64
  %59 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1863, i1 false, float %phi1219) #3
  %add1867 = add nsw i64 %mul1581, %sub1793
  %p1869 = getelementptr float, ptr addrspace(3) %44, i64 %add1867
  %address1870 = ptrtoint ptr addrspace(3) %p1869 to i64
  %60 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1870, i1 %from_after1795, float %59) #3
  %p1876 = getelementptr float, ptr addrspace(3) %gep, i64 %add1860
  %address1877 = ptrtoint ptr addrspace(3) %p1876 to i64
  %61 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1877, i1 false, float %phi1223) #3
  %p1883 = getelementptr float, ptr addrspace(3) %gep, i64 %add1867
  %address1884 = ptrtoint ptr addrspace(3) %p1883 to i64
  %62 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1884, i1 %from_after1795, float %61) #3
  %cmp1885 = icmp ult i64 %add1240, 32
  br i1 %cmp1885, label %then1886, label %endif1887

then1886:                                         ; preds = %endif1800
  %bits = bitcast float %60 to i32
  %call1888 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits, i32 0, i32 31)
  %leaf = bitcast i32 %call1888 to float
  %sel = select i1 %inside1467, float %leaf, float %56
  %bits1890 = bitcast float %62 to i32
  %call1891 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1890, i32 0, i32 31)
  %leaf1892 = bitcast i32 %call1891 to float
  %sel1894 = select i1 %inside1467, float %leaf1892, float %58
  br label %endif1887

endif1887:                                        ; preds = %endif1800, %then1886
  %phi1909 = phi float [ %sel, %then1886 ], [ %56, %endif1800 ]
  %phi1913 = phi float [ %sel1894, %then1886 ], [ %58, %endif1800 ]
  %cmp1927 = icmp eq i64 %warp1243, 16
  br i1 %cmp1927, label %then1928, label %endif1930

then1928:                                         ; preds = %endif1887
  %bits1931 = bitcast float %phi1909 to i32
  %call1932 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1931, i32 24, i32 31)
  %leaf1933 = bitcast i32 %call1932 to float
  %cmp1934 = icmp eq i64 %lane1244, 24
  %sel1935 = select i1 %cmp1934, float %leaf1933, float %60
  %bits1936 = bitcast float %phi1913 to i32
  %call1937 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1936, i32 24, i32 31)
  %leaf1938 = bitcast i32 %call1937 to float
  %sel1940 = select i1 %cmp1934, float %leaf1938, float %62
  br label %endif1930

endif1930:                                        ; preds = %endif1887, %then1928
  %phi1956 = phi float [ %sel1935, %then1928 ], [ %60, %endif1887 ]
  %phi1960 = phi float [ %sel1940, %then1928 ], [ %62, %endif1887 ]
  %x = load float, ptr addrspace(3) %base, align 16
  %x1973 = load float, ptr addrspace(3) %p1271, align 4
  %x1974 = load float, ptr addrspace(3) %p1273, align 8
  %x1975 = load float, ptr addrspace(3) %p1275, align 4
  %x1978 = load float, ptr addrspace(3) %p1329, align 16
  %63 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 113156
  %x1979 = load float, ptr addrspace(3) %63, align 4
  %64 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 113160
  %x1980 = load float, ptr addrspace(3) %64, align 8
  %65 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 113164
  %x1981 = load float, ptr addrspace(3) %65, align 4
  %add1982 = add i64 %add1241, -1
  %cmp1983 = icmp sgt i64 %add1982, -1
  %cmp1984 = icmp slt i64 %add1982, %add1242
  %exists = and i1 %cmp1983, %cmp1984
  %cmp1985 = icmp eq i64 %add1240, 1
  %waits = and i1 %cmp1985, %exists
  br i1 %waits, label %repeat.body.preheader, label %endif1987

repeat.body.preheader:                            ; preds = %endif1930
  %flag1988 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add1982
  %address1989 = ptrtoint ptr addrspace(1) %flag1988 to i64
  br label %repeat.body

endif1987:                                        ; preds = %repeat.body, %endif1930
  %add1991 = add i64 %add1241, 1
  %cmp1992 = icmp sgt i64 %add1991, -1
  %cmp1993 = icmp slt i64 %add1991, %add1242
  %exists1994 = and i1 %cmp1992, %cmp1993
  %cmp1995 = icmp eq i64 %add1240, 32
  %waits1996 = and i1 %cmp1995, %exists1994
  br i1 %waits1996, label %repeat.body1999.preheader, label %endif1998

repeat.body1999.preheader:                        ; preds = %endif1987
  %flag2001 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add1991
  %address2002 = ptrtoint ptr addrspace(1) %flag2001 to i64
  br label %repeat.body1999

repeat.body:                                      ; preds = %repeat.body.preheader, %repeat.body
  %66 = tail call i32 asm sideeffect "ld.acquire.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %address1989) #3
  %behind = sub i32 %66, %epoch
  %cmp1990 = icmp slt i32 %behind, 0
  br i1 %cmp1990, label %repeat.body, label %endif1987

endif1998:                                        ; preds = %repeat.body1999, %endif1987
  tail call void @llvm.nvvm.barrier0()
  %shift2021 = select i1 %from_before, i64 -6, i64 0
  %add2022 = add i64 %shift2021, %mul1251
  %add2024 = or disjoint i64 %mul1251, 1
  %67 = and i64 %add1240, -481
  %after2030 = icmp eq i64 %67, 31
  %shift2031 = select i1 %after2030, i64 6, i64 0
  %shift2032 = select i1 %from_before1602, i64 -6, i64 %shift2031
  %add2033 = add i64 %shift2032, %add2024
  %add2035 = or disjoint i64 %mul1251, 2
  %cmp2039 = icmp ugt i64 %add1428, 124
  %after2041 = and i1 %cmp1509, %cmp2039
  %shift2042 = select i1 %after2041, i64 6, i64 0
  %shift2043 = select i1 %from_before, i64 -6, i64 %shift2042
  %add2044 = add i64 %shift2043, %add2035
  %add2046 = or disjoint i64 %mul1251, 3
  %cmp2050 = icmp ugt i64 %add1465, 124
  %after2052 = and i1 %cmp1509, %cmp2050
  %shift2053 = select i1 %after2052, i64 6, i64 0
  %add2055 = add i64 %shift2053, %add2046
  %sub2056 = add i64 %add1242, -1
  %call2057 = tail call i64 @llvm.smin.i64(i64 %add1982, i64 %sub2056)
  %call2058 = tail call i64 @llvm.smax.i64(i64 %call2057, i64 0)
  %add2060 = add i64 %call2058, %mul1252
  %68 = mul i64 %add2060, 13056
  %gep11477 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %68
  %p2065 = getelementptr float, ptr addrspace(1) %gep11477, i64 %add2022
  %v2066 = load volatile float, ptr addrspace(1) %p2065, align 4
  %p2068 = getelementptr float, ptr addrspace(1) %gep11477, i64 %add2033
  %v2069 = load volatile float, ptr addrspace(1) %p2068, align 4
  %p2071 = getelementptr float, ptr addrspace(1) %gep11477, i64 %add2044
  %v2072 = load volatile float, ptr addrspace(1) %p2071, align 4
  %p2074 = getelementptr float, ptr addrspace(1) %gep11477, i64 %add2055
  %v2075 = load volatile float, ptr addrspace(1) %p2074, align 4
  %gep11479 = getelementptr float, ptr addrspace(1) %invariant.gep11478, i64 %68
  %p2085 = getelementptr float, ptr addrspace(1) %gep11479, i64 %add2022
  %v2086 = load volatile float, ptr addrspace(1) %p2085, align 4
  %p2088 = getelementptr float, ptr addrspace(1) %gep11479, i64 %add2033
  %v2089 = load volatile float, ptr addrspace(1) %p2088, align 4
  %p2091 = getelementptr float, ptr addrspace(1) %gep11479, i64 %add2044
  %v2092 = load volatile float, ptr addrspace(1) %p2091, align 4
  %p2094 = getelementptr float, ptr addrspace(1) %gep11479, i64 %add2055
  %v2095 = load volatile float, ptr addrspace(1) %p2094, align 4
  %gep11481 = getelementptr float, ptr addrspace(1) %invariant.gep11480, i64 %68
  %p2105 = getelementptr float, ptr addrspace(1) %gep11481, i64 %add2022
  %v2106 = load volatile float, ptr addrspace(1) %p2105, align 4
  %p2108 = getelementptr float, ptr addrspace(1) %gep11481, i64 %add2033
  %v2109 = load volatile float, ptr addrspace(1) %p2108, align 4
  %p2111 = getelementptr float, ptr addrspace(1) %gep11481, i64 %add2044
  %v2112 = load volatile float, ptr addrspace(1) %p2111, align 4
  %p2114 = getelementptr float, ptr addrspace(1) %gep11481, i64 %add2055
  %v2115 = load volatile float, ptr addrspace(1) %p2114, align 4
  %call2117 = tail call i64 @llvm.smin.i64(i64 %add1991, i64 %sub2056)
  %call2118 = tail call i64 @llvm.smax.i64(i64 %call2117, i64 0)
  %add2120 = add i64 %call2118, %mul1252
  %mul2123 = mul i64 %add2120, 13056
  %69 = getelementptr float, ptr addrspace(1) %2, i64 %mul2123
  %p2125 = getelementptr float, ptr addrspace(1) %69, i64 %add2022
  %v2126 = load volatile float, ptr addrspace(1) %p2125, align 4
  %p2128 = getelementptr float, ptr addrspace(1) %69, i64 %add2033
  %v2129 = load volatile float, ptr addrspace(1) %p2128, align 4
  %p2131 = getelementptr float, ptr addrspace(1) %69, i64 %add2044
  %v2132 = load volatile float, ptr addrspace(1) %p2131, align 4
  %p2134 = getelementptr float, ptr addrspace(1) %69, i64 %add2055
  %v2135 = load volatile float, ptr addrspace(1) %p2134, align 4
  %gep11483 = getelementptr float, ptr addrspace(1) %invariant.gep11482, i64 %mul2123
  %p2145 = getelementptr float, ptr addrspace(1) %gep11483, i64 %add2022
  %v2146 = load volatile float, ptr addrspace(1) %p2145, align 4
  %p2148 = getelementptr float, ptr addrspace(1) %gep11483, i64 %add2033
  %v2149 = load volatile float, ptr addrspace(1) %p2148, align 4
  %p2151 = getelementptr float, ptr addrspace(1) %gep11483, i64 %add2044
  %v2152 = load volatile float, ptr addrspace(1) %p2151, align 4
  %p2154 = getelementptr float, ptr addrspace(1) %gep11483, i64 %add2055
  %v2155 = load volatile float, ptr addrspace(1) %p2154, align 4
  %gep11485 = getelementptr float, ptr addrspace(1) %invariant.gep11484, i64 %mul2123
  %p2165 = getelementptr float, ptr addrspace(1) %gep11485, i64 %add2022
  %v2166 = load volatile float, ptr addrspace(1) %p2165, align 4
  %p2168 = getelementptr float, ptr addrspace(1) %gep11485, i64 %add2033
  %v2169 = load volatile float, ptr addrspace(1) %p2168, align 4
  %p2171 = getelementptr float, ptr addrspace(1) %gep11485, i64 %add2044
  %v2172 = load volatile float, ptr addrspace(1) %p2171, align 4
  %p2174 = getelementptr float, ptr addrspace(1) %gep11485, i64 %add2055
  %v2175 = load volatile float, ptr addrspace(1) %p2174, align 4
  br i1 %cmp1885, label %then2177, label %endif2179

repeat.body1999:                                  ; preds = %repeat.body1999.preheader, %repeat.body1999
  %70 = tail call i32 asm sideeffect "ld.acquire.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %address2002) #3
  %behind2003 = sub i32 %70, %epoch
  %cmp2004 = icmp slt i32 %behind2003, 0
  br i1 %cmp2004, label %repeat.body1999, label %endif1998

then2177:                                         ; preds = %endif1998
  %bits2180 = bitcast float %v2075 to i32
  %call2181 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2180, i32 0, i32 31)
  %leaf2182 = bitcast i32 %call2181 to float
  %sel2184 = select i1 %inside1467, float %leaf2182, float %v2072
  %bits2185 = bitcast float %v2095 to i32
  %call2186 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2185, i32 0, i32 31)
  %leaf2187 = bitcast i32 %call2186 to float
  %sel2189 = select i1 %inside1467, float %leaf2187, float %v2092
  %bits2190 = bitcast float %v2115 to i32
  %call2191 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2190, i32 0, i32 31)
  %leaf2192 = bitcast i32 %call2191 to float
  %sel2194 = select i1 %inside1467, float %leaf2192, float %v2112
  br label %endif2179

endif2179:                                        ; preds = %endif1998, %then2177
  %phi2197 = phi float [ %sel2184, %then2177 ], [ %v2072, %endif1998 ]
  %phi2201 = phi float [ %sel2189, %then2177 ], [ %v2092, %endif1998 ]
  %phi2205 = phi float [ %sel2194, %then2177 ], [ %v2112, %endif1998 ]
  br i1 %cmp1927, label %then2236, label %endif2238

then2236:                                         ; preds = %endif2179
  %bits2239 = bitcast float %phi2197 to i32
  %call2240 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2239, i32 24, i32 31)
  %leaf2241 = bitcast i32 %call2240 to float
  %cmp2242 = icmp eq i64 %lane1244, 24
  %sel2243 = select i1 %cmp2242, float %leaf2241, float %v2075
  %bits2244 = bitcast float %phi2201 to i32
  %call2245 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2244, i32 24, i32 31)
  %leaf2246 = bitcast i32 %call2245 to float
  %sel2248 = select i1 %cmp2242, float %leaf2246, float %v2095
  %bits2249 = bitcast float %phi2205 to i32
  %call2250 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2249, i32 24, i32 31)
  %leaf2251 = bitcast i32 %call2250 to float
  %sel2253 = select i1 %cmp2242, float %leaf2251, float %v2115
  br label %endif2238

endif2238:                                        ; preds = %endif2179, %then2236
  %phi2257 = phi float [ %sel2243, %then2236 ], [ %v2075, %endif2179 ]
  %phi2261 = phi float [ %sel2248, %then2236 ], [ %v2095, %endif2179 ]
  %phi2265 = phi float [ %sel2253, %then2236 ], [ %v2115, %endif2179 ]
  br i1 %cmp1885, label %then2295, label %endif2297

then2295:                                         ; preds = %endif2238
  %bits2298 = bitcast float %v2135 to i32
  %call2299 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2298, i32 0, i32 31)
  %leaf2300 = bitcast i32 %call2299 to float
  %sel2302 = select i1 %inside1467, float %leaf2300, float %v2132
  %bits2303 = bitcast float %v2155 to i32
  %call2304 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2303, i32 0, i32 31)
  %leaf2305 = bitcast i32 %call2304 to float
  %sel2307 = select i1 %inside1467, float %leaf2305, float %v2152
  %bits2308 = bitcast float %v2175 to i32
  %call2309 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2308, i32 0, i32 31)
  %leaf2310 = bitcast i32 %call2309 to float
  %sel2312 = select i1 %inside1467, float %leaf2310, float %v2172
  br label %endif2297

endif2297:                                        ; preds = %endif2238, %then2295
  %phi2343 = phi float [ %sel2302, %then2295 ], [ %v2132, %endif2238 ]
  %phi2347 = phi float [ %sel2307, %then2295 ], [ %v2152, %endif2238 ]
  %phi2351 = phi float [ %sel2312, %then2295 ], [ %v2172, %endif2238 ]
  br i1 %cmp1927, label %then2354, label %endif2356

then2354:                                         ; preds = %endif2297
  %bits2357 = bitcast float %phi2343 to i32
  %call2358 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2357, i32 24, i32 31)
  %leaf2359 = bitcast i32 %call2358 to float
  %cmp2360 = icmp eq i64 %lane1244, 24
  %sel2361 = select i1 %cmp2360, float %leaf2359, float %v2135
  %bits2362 = bitcast float %phi2347 to i32
  %call2363 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2362, i32 24, i32 31)
  %leaf2364 = bitcast i32 %call2363 to float
  %sel2366 = select i1 %cmp2360, float %leaf2364, float %v2155
  %bits2367 = bitcast float %phi2351 to i32
  %call2368 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2367, i32 24, i32 31)
  %leaf2369 = bitcast i32 %call2368 to float
  %sel2371 = select i1 %cmp2360, float %leaf2369, float %v2175
  br label %endif2356

endif2356:                                        ; preds = %endif2297, %then2354
  %phi2403 = phi float [ %sel2361, %then2354 ], [ %v2135, %endif2297 ]
  %phi2407 = phi float [ %sel2366, %then2354 ], [ %v2155, %endif2297 ]
  %phi2411 = phi float [ %sel2371, %then2354 ], [ %v2175, %endif2297 ]
  %sel2412 = select i1 %cmp1201, float %46, float %v2066
  %sel2413 = select i1 %cmp1201, float %51, float %v2069
  %sel2414 = select i1 %cmp1201, float %phi1909, float %phi2197
  %sel2415 = select i1 %cmp1201, float %phi1956, float %phi2257
  %sel2416 = select i1 %cmp1201, float %46, float %v2086
  %sel2417 = select i1 %cmp1201, float %51, float %v2089
  %sel2418 = select i1 %cmp1201, float %phi1909, float %phi2201
  %sel2419 = select i1 %cmp1201, float %phi1956, float %phi2261
  %sel2420 = select i1 %cmp1201, float %46, float %v2106
  %sel2421 = select i1 %cmp1201, float %51, float %v2109
  %sel2422 = select i1 %cmp1201, float %phi1909, float %phi2205
  %sel2423 = select i1 %cmp1201, float %phi1956, float %phi2265
  %sel2424 = select i1 %cmp1203, float %48, float %v2126
  %sel2425 = select i1 %cmp1203, float %53, float %v2129
  %sel2426 = select i1 %cmp1203, float %phi1913, float %phi2343
  %sel2427 = select i1 %cmp1203, float %phi1960, float %phi2403
  %sel2428 = select i1 %cmp1203, float %48, float %v2146
  %sel2429 = select i1 %cmp1203, float %53, float %v2149
  %sel2430 = select i1 %cmp1203, float %phi1913, float %phi2347
  %sel2431 = select i1 %cmp1203, float %phi1960, float %phi2407
  %sel2432 = select i1 %cmp1203, float %48, float %v2166
  %sel2433 = select i1 %cmp1203, float %53, float %v2169
  %sel2434 = select i1 %cmp1203, float %phi1913, float %phi2351
  %sel2435 = select i1 %cmp1203, float %phi1960, float %phi2411
  %71 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %mul1236) #3
  %sub2437 = sub i64 %71, %mul1236
  %base2438 = getelementptr inbounds float, ptr addrspace(3) %slots, i64 %sub2437
  %72 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %mul1236) #3
  %sub2439 = sub i64 %72, %mul1236
  %add2440 = add i64 %sub2439, %add1240
  %slot2451 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 8704
  %x2453 = load float, ptr addrspace(3) %slot2451, align 16
  %73 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 8708
  %x2454 = load float, ptr addrspace(3) %73, align 4
  %74 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 8712
  %x2455 = load float, ptr addrspace(3) %74, align 8
  %75 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 8716
  %x2456 = load float, ptr addrspace(3) %75, align 4
  %slot2457 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 17408
  %x2459 = load float, ptr addrspace(3) %slot2457, align 16
  %76 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 17412
  %x2460 = load float, ptr addrspace(3) %76, align 4
  %77 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 17416
  %x2461 = load float, ptr addrspace(3) %77, align 8
  %78 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 17420
  %x2462 = load float, ptr addrspace(3) %78, align 4
  %bits2465 = bitcast float %x1975 to i32
  %call2466 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2465, i32 1, i32 0)
  %leaf2467 = bitcast i32 %call2466 to float
  %fmul = fmul float %leaf2467, 2.000000e+00
  %fadd = fadd float %46, %fmul
  %fmul2468 = fmul float %x, 3.000000e+00
  %fadd2469 = fadd float %fmul2468, %fadd
  %fmul2470 = fmul float %x1973, 4.000000e+00
  %fadd2471 = fadd float %fmul2470, %fadd2469
  %fmul2472 = fmul float %x2453, 5.000000e+00
  %fadd2473 = fadd float %fmul2472, %fadd2471
  %fmul2474 = fmul float %x, 2.000000e+00
  %fadd2475 = fadd float %51, %fmul2474
  %fmul2476 = fmul float %x1973, 3.000000e+00
  %fadd2477 = fadd float %fmul2476, %fadd2475
  %fmul2478 = fmul float %x1974, 4.000000e+00
  %fadd2479 = fadd float %fmul2478, %fadd2477
  %fmul2480 = fmul float %x2454, 5.000000e+00
  %fadd2481 = fadd float %fadd2479, %fmul2480
  %fmul2482 = fmul float %x1973, 2.000000e+00
  %fadd2483 = fadd float %phi1909, %fmul2482
  %fmul2484 = fmul float %x1974, 3.000000e+00
  %fadd2485 = fadd float %fmul2484, %fadd2483
  %fmul2486 = fmul float %x1975, 4.000000e+00
  %fadd2487 = fadd float %fmul2486, %fadd2485
  %fmul2488 = fmul float %x2455, 5.000000e+00
  %fadd2489 = fadd float %fadd2487, %fmul2488
  %bits2490 = bitcast float %x to i32
  %call2491 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2490, i32 1, i32 31)
  %leaf2492 = bitcast i32 %call2491 to float
  %fmul2493 = fmul float %x1974, 2.000000e+00
  %fadd2494 = fadd float %phi1956, %fmul2493
  %fmul2495 = fmul float %x1975, 3.000000e+00
  %fadd2496 = fadd float %fmul2495, %fadd2494
  %fmul2497 = fmul float %leaf2492, 4.000000e+00
  %fadd2498 = fadd float %fadd2496, %fmul2497
  %fmul2499 = fmul float %x2456, 5.000000e+00
  %fadd2500 = fadd float %fmul2499, %fadd2498
  %cmp2501 = icmp ult i64 %add2440, 32
  %edge = icmp eq i64 %add2440, 0
  %sel2503 = select i1 %edge, float %fadd2500, float %fadd2489
  %warp2443.mask = and i64 %add2440, -32
  %cmp2504 = icmp eq i64 %warp2443.mask, 512
  %edge2506 = icmp eq i64 %add2440, 536
  %sel2507 = select i1 %edge2506, float %fadd2489, float %fadd2500
  %v2508 = insertelement <4 x float> poison, float %fadd2473, i64 0
  %v2509 = insertelement <4 x float> %v2508, float %fadd2481, i64 1
  %v2510 = insertelement <4 x float> %v2509, float %sel2503, i64 2
  %v2511 = insertelement <4 x float> %v2510, float %sel2507, i64 3
  store <4 x float> %v2511, ptr addrspace(3) %base2438, align 16
  %slot2513 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 26112
  %x2515 = load float, ptr addrspace(3) %slot2513, align 16
  %79 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 26116
  %x2516 = load float, ptr addrspace(3) %79, align 4
  %80 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 26120
  %x2517 = load float, ptr addrspace(3) %80, align 8
  %81 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 26124
  %x2518 = load float, ptr addrspace(3) %81, align 4
  %bits2521 = bitcast float %x2456 to i32
  %call2522 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2521, i32 1, i32 0)
  %leaf2523 = bitcast i32 %call2522 to float
  %fmul2524 = fmul float %leaf2523, 2.000000e+00
  %fadd2525 = fadd float %x, %fmul2524
  %fmul2526 = fmul float %x2453, 3.000000e+00
  %fadd2527 = fadd float %fmul2526, %fadd2525
  %fmul2528 = fmul float %x2454, 4.000000e+00
  %fadd2529 = fadd float %fmul2528, %fadd2527
  %fmul2530 = fmul float %x2459, 5.000000e+00
  %fadd2531 = fadd float %fmul2530, %fadd2529
  %fmul2532 = fmul float %x2453, 2.000000e+00
  %fadd2533 = fadd float %x1973, %fmul2532
  %fmul2534 = fmul float %x2454, 3.000000e+00
  %fadd2535 = fadd float %fmul2534, %fadd2533
  %fmul2536 = fmul float %x2455, 4.000000e+00
  %fadd2537 = fadd float %fmul2536, %fadd2535
  %fmul2538 = fmul float %x2460, 5.000000e+00
  %fadd2539 = fadd float %fmul2538, %fadd2537
  %fmul2540 = fmul float %x2454, 2.000000e+00
  %fadd2541 = fadd float %x1974, %fmul2540
  %fmul2542 = fmul float %x2455, 3.000000e+00
  %fadd2543 = fadd float %fmul2542, %fadd2541
  %fmul2544 = fmul float %x2456, 4.000000e+00
  %fadd2545 = fadd float %fmul2544, %fadd2543
  %fmul2546 = fmul float %x2461, 5.000000e+00
  %fadd2547 = fadd float %fmul2546, %fadd2545
  %bits2548 = bitcast float %x2453 to i32
  %call2549 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2548, i32 1, i32 31)
  %leaf2550 = bitcast i32 %call2549 to float
  %fmul2551 = fmul float %x2455, 2.000000e+00
  %fadd2552 = fadd float %x1975, %fmul2551
  %fmul2553 = fmul float %x2456, 3.000000e+00
  %fadd2554 = fadd float %fmul2553, %fadd2552
  %fmul2555 = fmul float %leaf2550, 4.000000e+00
  %fadd2556 = fadd float %fadd2554, %fmul2555
  %fmul2557 = fmul float %x2462, 5.000000e+00
  %fadd2558 = fadd float %fmul2557, %fadd2556
  %sel2562 = select i1 %edge, float %fadd2558, float %fadd2547
  %sel2566 = select i1 %edge2506, float %fadd2547, float %fadd2558
  %v2567 = insertelement <4 x float> poison, float %fadd2531, i64 0
  %v2568 = insertelement <4 x float> %v2567, float %fadd2539, i64 1
  %v2569 = insertelement <4 x float> %v2568, float %sel2562, i64 2
  %v2570 = insertelement <4 x float> %v2569, float %sel2566, i64 3
  store <4 x float> %v2570, ptr addrspace(3) %slot2451, align 16
  %slot2572 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 34816
  %x2574 = load float, ptr addrspace(3) %slot2572, align 16
  %82 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 34820
  %x2575 = load float, ptr addrspace(3) %82, align 4
  %83 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 34824
  %x2576 = load float, ptr addrspace(3) %83, align 8
  %84 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 34828
  %x2577 = load float, ptr addrspace(3) %84, align 4
  %bits2580 = bitcast float %x2462 to i32
  %call2581 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2580, i32 1, i32 0)
  %leaf2582 = bitcast i32 %call2581 to float
  %fmul2583 = fmul float %leaf2582, 2.000000e+00
  %fadd2584 = fadd float %x2453, %fmul2583
  %fmul2585 = fmul float %x2459, 3.000000e+00
  %fadd2586 = fadd float %fmul2585, %fadd2584
  %fmul2587 = fmul float %x2460, 4.000000e+00
  %fadd2588 = fadd float %fmul2587, %fadd2586
  %fmul2589 = fmul float %x2515, 5.000000e+00
  %fadd2590 = fadd float %fmul2589, %fadd2588
  %fmul2591 = fmul float %x2459, 2.000000e+00
  %fadd2592 = fadd float %x2454, %fmul2591
  %fmul2593 = fmul float %x2460, 3.000000e+00
  %fadd2594 = fadd float %fmul2593, %fadd2592
  %fmul2595 = fmul float %x2461, 4.000000e+00
  %fadd2596 = fadd float %fmul2595, %fadd2594
  %fmul2597 = fmul float %x2516, 5.000000e+00
  %fadd2598 = fadd float %fadd2596, %fmul2597
  %fmul2599 = fmul float %x2460, 2.000000e+00
  %fadd2600 = fadd float %x2455, %fmul2599
  %fmul2601 = fmul float %x2461, 3.000000e+00
  %fadd2602 = fadd float %fmul2601, %fadd2600
  %fmul2603 = fmul float %x2462, 4.000000e+00
  %fadd2604 = fadd float %fmul2603, %fadd2602
  %fmul2605 = fmul float %x2517, 5.000000e+00
  %fadd2606 = fadd float %fadd2604, %fmul2605
  %bits2607 = bitcast float %x2459 to i32
  %call2608 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2607, i32 1, i32 31)
  %leaf2609 = bitcast i32 %call2608 to float
  %fmul2610 = fmul float %x2461, 2.000000e+00
  %fadd2611 = fadd float %x2456, %fmul2610
  %fmul2612 = fmul float %x2462, 3.000000e+00
  %fadd2613 = fadd float %fmul2612, %fadd2611
  %fmul2614 = fmul float %leaf2609, 4.000000e+00
  %fadd2615 = fadd float %fadd2613, %fmul2614
  %fmul2616 = fmul float %x2518, 5.000000e+00
  %fadd2617 = fadd float %fmul2616, %fadd2615
  %sel2621 = select i1 %edge, float %fadd2617, float %fadd2606
  %sel2625 = select i1 %edge2506, float %fadd2606, float %fadd2617
  %v2626 = insertelement <4 x float> poison, float %fadd2590, i64 0
  %v2627 = insertelement <4 x float> %v2626, float %fadd2598, i64 1
  %v2628 = insertelement <4 x float> %v2627, float %sel2621, i64 2
  %v2629 = insertelement <4 x float> %v2628, float %sel2625, i64 3
  store <4 x float> %v2629, ptr addrspace(3) %slot2457, align 16
  %slot2631 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 43520
  %x2633 = load float, ptr addrspace(3) %slot2631, align 16
  %85 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 43524
  %x2634 = load float, ptr addrspace(3) %85, align 4
  %86 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 43528
  %x2635 = load float, ptr addrspace(3) %86, align 8
  %87 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 43532
  %x2636 = load float, ptr addrspace(3) %87, align 4
  %bits2639 = bitcast float %x2518 to i32
  %call2640 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2639, i32 1, i32 0)
  %leaf2641 = bitcast i32 %call2640 to float
  %fmul2642 = fmul float %leaf2641, 2.000000e+00
  %fadd2643 = fadd float %x2459, %fmul2642
  %fmul2644 = fmul float %x2515, 3.000000e+00
  %fadd2645 = fadd float %fmul2644, %fadd2643
  %fmul2646 = fmul float %x2516, 4.000000e+00
  %fadd2647 = fadd float %fmul2646, %fadd2645
  %fmul2648 = fmul float %x2574, 5.000000e+00
  %fadd2649 = fadd float %fmul2648, %fadd2647
  %fmul2650 = fmul float %x2515, 2.000000e+00
  %fadd2651 = fadd float %x2460, %fmul2650
  %fmul2652 = fmul float %x2516, 3.000000e+00
  %fadd2653 = fadd float %fmul2652, %fadd2651
  %fmul2654 = fmul float %x2517, 4.000000e+00
  %fadd2655 = fadd float %fmul2654, %fadd2653
  %fmul2656 = fmul float %x2575, 5.000000e+00
  %fadd2657 = fadd float %fadd2655, %fmul2656
  %fmul2658 = fmul float %x2516, 2.000000e+00
  %fadd2659 = fadd float %x2461, %fmul2658
  %fmul2660 = fmul float %x2517, 3.000000e+00
  %fadd2661 = fadd float %fmul2660, %fadd2659
  %fmul2662 = fmul float %x2518, 4.000000e+00
  %fadd2663 = fadd float %fmul2662, %fadd2661
  %fmul2664 = fmul float %x2576, 5.000000e+00
  %fadd2665 = fadd float %fadd2663, %fmul2664
  %bits2666 = bitcast float %x2515 to i32
  %call2667 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2666, i32 1, i32 31)
  %leaf2668 = bitcast i32 %call2667 to float
  %fmul2669 = fmul float %x2517, 2.000000e+00
  %fadd2670 = fadd float %x2462, %fmul2669
  %fmul2671 = fmul float %x2518, 3.000000e+00
  %fadd2672 = fadd float %fmul2671, %fadd2670
  %fmul2673 = fmul float %leaf2668, 4.000000e+00
  %fadd2674 = fadd float %fadd2672, %fmul2673
  %fmul2675 = fmul float %x2577, 5.000000e+00
  %fadd2676 = fadd float %fmul2675, %fadd2674
  %sel2680 = select i1 %edge, float %fadd2676, float %fadd2665
  %sel2684 = select i1 %edge2506, float %fadd2665, float %fadd2676
  %v2685 = insertelement <4 x float> poison, float %fadd2649, i64 0
  %v2686 = insertelement <4 x float> %v2685, float %fadd2657, i64 1
  %v2687 = insertelement <4 x float> %v2686, float %sel2680, i64 2
  %v2688 = insertelement <4 x float> %v2687, float %sel2684, i64 3
  store <4 x float> %v2688, ptr addrspace(3) %slot2513, align 16
  %slot2690 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 52224
  %x2692 = load float, ptr addrspace(3) %slot2690, align 16
  %88 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 52228
  %x2693 = load float, ptr addrspace(3) %88, align 4
  %89 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 52232
  %x2694 = load float, ptr addrspace(3) %89, align 8
  %90 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 52236
  %x2695 = load float, ptr addrspace(3) %90, align 4
  %bits2698 = bitcast float %x2577 to i32
  %call2699 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2698, i32 1, i32 0)
  %leaf2700 = bitcast i32 %call2699 to float
  %fmul2701 = fmul float %leaf2700, 2.000000e+00
  %fadd2702 = fadd float %x2515, %fmul2701
  %fmul2703 = fmul float %x2574, 3.000000e+00
  %fadd2704 = fadd float %fmul2703, %fadd2702
  %fmul2705 = fmul float %x2575, 4.000000e+00
  %fadd2706 = fadd float %fmul2705, %fadd2704
  %fmul2707 = fmul float %x2633, 5.000000e+00
  %fadd2708 = fadd float %fmul2707, %fadd2706
  %fmul2709 = fmul float %x2574, 2.000000e+00
  %fadd2710 = fadd float %x2516, %fmul2709
  %fmul2711 = fmul float %x2575, 3.000000e+00
  %fadd2712 = fadd float %fmul2711, %fadd2710
  %fmul2713 = fmul float %x2576, 4.000000e+00
  %fadd2714 = fadd float %fmul2713, %fadd2712
  %fmul2715 = fmul float %x2634, 5.000000e+00
  %fadd2716 = fadd float %fadd2714, %fmul2715
  %fmul2717 = fmul float %x2575, 2.000000e+00
  %fadd2718 = fadd float %x2517, %fmul2717
  %fmul2719 = fmul float %x2576, 3.000000e+00
  %fadd2720 = fadd float %fmul2719, %fadd2718
  %fmul2721 = fmul float %x2577, 4.000000e+00
  %fadd2722 = fadd float %fmul2721, %fadd2720
  %fmul2723 = fmul float %x2635, 5.000000e+00
  %fadd2724 = fadd float %fadd2722, %fmul2723
  %bits2725 = bitcast float %x2574 to i32
  %call2726 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2725, i32 1, i32 31)
  %leaf2727 = bitcast i32 %call2726 to float
  %fmul2728 = fmul float %x2576, 2.000000e+00
  %fadd2729 = fadd float %x2518, %fmul2728
  %fmul2730 = fmul float %x2577, 3.000000e+00
  %fadd2731 = fadd float %fmul2730, %fadd2729
  %fmul2732 = fmul float %leaf2727, 4.000000e+00
  %fadd2733 = fadd float %fadd2731, %fmul2732
  %fmul2734 = fmul float %x2636, 5.000000e+00
  %fadd2735 = fadd float %fmul2734, %fadd2733
  %sel2739 = select i1 %edge, float %fadd2735, float %fadd2724
  %sel2743 = select i1 %edge2506, float %fadd2724, float %fadd2735
  %v2744 = insertelement <4 x float> poison, float %fadd2708, i64 0
  %v2745 = insertelement <4 x float> %v2744, float %fadd2716, i64 1
  %v2746 = insertelement <4 x float> %v2745, float %sel2739, i64 2
  %v2747 = insertelement <4 x float> %v2746, float %sel2743, i64 3
  store <4 x float> %v2747, ptr addrspace(3) %slot2572, align 16
  %slot2749 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 60928
  %x2751 = load float, ptr addrspace(3) %slot2749, align 16
  %91 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 60932
  %x2752 = load float, ptr addrspace(3) %91, align 4
  %92 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 60936
  %x2753 = load float, ptr addrspace(3) %92, align 8
  %93 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 60940
  %x2754 = load float, ptr addrspace(3) %93, align 4
  %bits2757 = bitcast float %x2636 to i32
  %call2758 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2757, i32 1, i32 0)
  %leaf2759 = bitcast i32 %call2758 to float
  %fmul2760 = fmul float %leaf2759, 2.000000e+00
  %fadd2761 = fadd float %x2574, %fmul2760
  %fmul2762 = fmul float %x2633, 3.000000e+00
  %fadd2763 = fadd float %fmul2762, %fadd2761
  %fmul2764 = fmul float %x2634, 4.000000e+00
  %fadd2765 = fadd float %fmul2764, %fadd2763
  %fmul2766 = fmul float %x2692, 5.000000e+00
  %fadd2767 = fadd float %fmul2766, %fadd2765
  %fmul2768 = fmul float %x2633, 2.000000e+00
  %fadd2769 = fadd float %x2575, %fmul2768
  %fmul2770 = fmul float %x2634, 3.000000e+00
  %fadd2771 = fadd float %fmul2770, %fadd2769
  %fmul2772 = fmul float %x2635, 4.000000e+00
  %fadd2773 = fadd float %fmul2772, %fadd2771
  %fmul2774 = fmul float %x2693, 5.000000e+00
  %fadd2775 = fadd float %fadd2773, %fmul2774
  %fmul2776 = fmul float %x2634, 2.000000e+00
  %fadd2777 = fadd float %x2576, %fmul2776
  %fmul2778 = fmul float %x2635, 3.000000e+00
  %fadd2779 = fadd float %fmul2778, %fadd2777
  %fmul2780 = fmul float %x2636, 4.000000e+00
  %fadd2781 = fadd float %fmul2780, %fadd2779
  %fmul2782 = fmul float %x2694, 5.000000e+00
  %fadd2783 = fadd float %fadd2781, %fmul2782
  %bits2784 = bitcast float %x2633 to i32
  %call2785 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2784, i32 1, i32 31)
  %leaf2786 = bitcast i32 %call2785 to float
  %fmul2787 = fmul float %x2635, 2.000000e+00
  %fadd2788 = fadd float %x2577, %fmul2787
  %fmul2789 = fmul float %x2636, 3.000000e+00
  %fadd2790 = fadd float %fmul2789, %fadd2788
  %fmul2791 = fmul float %leaf2786, 4.000000e+00
  %fadd2792 = fadd float %fadd2790, %fmul2791
  %fmul2793 = fmul float %x2695, 5.000000e+00
  %fadd2794 = fadd float %fmul2793, %fadd2792
  %sel2798 = select i1 %edge, float %fadd2794, float %fadd2783
  %sel2802 = select i1 %edge2506, float %fadd2783, float %fadd2794
  %v2803 = insertelement <4 x float> poison, float %fadd2767, i64 0
  %v2804 = insertelement <4 x float> %v2803, float %fadd2775, i64 1
  %v2805 = insertelement <4 x float> %v2804, float %sel2798, i64 2
  %v2806 = insertelement <4 x float> %v2805, float %sel2802, i64 3
  store <4 x float> %v2806, ptr addrspace(3) %slot2631, align 16
  %slot2808 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 69632
  %x2810 = load float, ptr addrspace(3) %slot2808, align 16
  %94 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 69636
  %x2811 = load float, ptr addrspace(3) %94, align 4
  %95 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 69640
  %x2812 = load float, ptr addrspace(3) %95, align 8
  %96 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 69644
  %x2813 = load float, ptr addrspace(3) %96, align 4
  %bits2816 = bitcast float %x2695 to i32
  %call2817 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2816, i32 1, i32 0)
  %leaf2818 = bitcast i32 %call2817 to float
  %fmul2819 = fmul float %leaf2818, 2.000000e+00
  %fadd2820 = fadd float %x2633, %fmul2819
  %fmul2821 = fmul float %x2692, 3.000000e+00
  %fadd2822 = fadd float %fmul2821, %fadd2820
  %fmul2823 = fmul float %x2693, 4.000000e+00
  %fadd2824 = fadd float %fmul2823, %fadd2822
  %fmul2825 = fmul float %x2751, 5.000000e+00
  %fadd2826 = fadd float %fmul2825, %fadd2824
  %fmul2827 = fmul float %x2692, 2.000000e+00
  %fadd2828 = fadd float %x2634, %fmul2827
  %fmul2829 = fmul float %x2693, 3.000000e+00
  %fadd2830 = fadd float %fmul2829, %fadd2828
  %fmul2831 = fmul float %x2694, 4.000000e+00
  %fadd2832 = fadd float %fmul2831, %fadd2830
  %fmul2833 = fmul float %x2752, 5.000000e+00
  %fadd2834 = fadd float %fadd2832, %fmul2833
  %fmul2835 = fmul float %x2693, 2.000000e+00
  %fadd2836 = fadd float %x2635, %fmul2835
  %fmul2837 = fmul float %x2694, 3.000000e+00
  %fadd2838 = fadd float %fmul2837, %fadd2836
  %fmul2839 = fmul float %x2695, 4.000000e+00
  %fadd2840 = fadd float %fmul2839, %fadd2838
  %fmul2841 = fmul float %x2753, 5.000000e+00
  %fadd2842 = fadd float %fadd2840, %fmul2841
  %bits2843 = bitcast float %x2692 to i32
  %call2844 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2843, i32 1, i32 31)
  %leaf2845 = bitcast i32 %call2844 to float
  %fmul2846 = fmul float %x2694, 2.000000e+00
  %fadd2847 = fadd float %x2636, %fmul2846
  %fmul2848 = fmul float %x2695, 3.000000e+00
  %fadd2849 = fadd float %fmul2848, %fadd2847
  %fmul2850 = fmul float %leaf2845, 4.000000e+00
  %fadd2851 = fadd float %fadd2849, %fmul2850
  %fmul2852 = fmul float %x2754, 5.000000e+00
  %fadd2853 = fadd float %fmul2852, %fadd2851
  %sel2857 = select i1 %edge, float %fadd2853, float %fadd2842
  %sel2861 = select i1 %edge2506, float %fadd2842, float %fadd2853
  %v2862 = insertelement <4 x float> poison, float %fadd2826, i64 0
  %v2863 = insertelement <4 x float> %v2862, float %fadd2834, i64 1
  %v2864 = insertelement <4 x float> %v2863, float %sel2857, i64 2
  %v2865 = insertelement <4 x float> %v2864, float %sel2861, i64 3
  store <4 x float> %v2865, ptr addrspace(3) %slot2690, align 16
  %slot2867 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 78336
  %x2869 = load float, ptr addrspace(3) %slot2867, align 16
  %97 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 78340
  %x2870 = load float, ptr addrspace(3) %97, align 4
  %98 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 78344
  %x2871 = load float, ptr addrspace(3) %98, align 8
  %99 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 78348
  %x2872 = load float, ptr addrspace(3) %99, align 4
  %bits2875 = bitcast float %x2754 to i32
  %call2876 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2875, i32 1, i32 0)
  %leaf2877 = bitcast i32 %call2876 to float
  %fmul2878 = fmul float %leaf2877, 2.000000e+00
  %fadd2879 = fadd float %x2692, %fmul2878
  %fmul2880 = fmul float %x2751, 3.000000e+00
  %fadd2881 = fadd float %fmul2880, %fadd2879
  %fmul2882 = fmul float %x2752, 4.000000e+00
  %fadd2883 = fadd float %fmul2882, %fadd2881
  %fmul2884 = fmul float %x2810, 5.000000e+00
  %fadd2885 = fadd float %fmul2884, %fadd2883
  %fmul2886 = fmul float %x2751, 2.000000e+00
  %fadd2887 = fadd float %x2693, %fmul2886
  %fmul2888 = fmul float %x2752, 3.000000e+00
  %fadd2889 = fadd float %fmul2888, %fadd2887
  %fmul2890 = fmul float %x2753, 4.000000e+00
  %fadd2891 = fadd float %fmul2890, %fadd2889
  %fmul2892 = fmul float %x2811, 5.000000e+00
  %fadd2893 = fadd float %fadd2891, %fmul2892
  %fmul2894 = fmul float %x2752, 2.000000e+00
  %fadd2895 = fadd float %x2694, %fmul2894
  %fmul2896 = fmul float %x2753, 3.000000e+00
  %fadd2897 = fadd float %fmul2896, %fadd2895
  %fmul2898 = fmul float %x2754, 4.000000e+00
  %fadd2899 = fadd float %fmul2898, %fadd2897
  %fmul2900 = fmul float %x2812, 5.000000e+00
  %fadd2901 = fadd float %fadd2899, %fmul2900
  %bits2902 = bitcast float %x2751 to i32
  %call2903 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2902, i32 1, i32 31)
  %leaf2904 = bitcast i32 %call2903 to float
  %fmul2905 = fmul float %x2753, 2.000000e+00
  %fadd2906 = fadd float %x2695, %fmul2905
  %fmul2907 = fmul float %x2754, 3.000000e+00
  %fadd2908 = fadd float %fmul2907, %fadd2906
  %fmul2909 = fmul float %leaf2904, 4.000000e+00
  %fadd2910 = fadd float %fadd2908, %fmul2909
  %fmul2911 = fmul float %x2813, 5.000000e+00
  %fadd2912 = fadd float %fmul2911, %fadd2910
  %sel2916 = select i1 %edge, float %fadd2912, float %fadd2901
  %sel2920 = select i1 %edge2506, float %fadd2901, float %fadd2912
  %v2921 = insertelement <4 x float> poison, float %fadd2885, i64 0
  %v2922 = insertelement <4 x float> %v2921, float %fadd2893, i64 1
  %v2923 = insertelement <4 x float> %v2922, float %sel2916, i64 2
  %v2924 = insertelement <4 x float> %v2923, float %sel2920, i64 3
  store <4 x float> %v2924, ptr addrspace(3) %slot2749, align 16
  %slot2926 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 87040
  %x2928 = load float, ptr addrspace(3) %slot2926, align 16
  %100 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 87044
  %x2929 = load float, ptr addrspace(3) %100, align 4
  %101 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 87048
  %x2930 = load float, ptr addrspace(3) %101, align 8
  %102 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 87052
  %x2931 = load float, ptr addrspace(3) %102, align 4
  %bits2934 = bitcast float %x2813 to i32
  %call2935 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2934, i32 1, i32 0)
  %leaf2936 = bitcast i32 %call2935 to float
  %fmul2937 = fmul float %leaf2936, 2.000000e+00
  %fadd2938 = fadd float %x2751, %fmul2937
  %fmul2939 = fmul float %x2810, 3.000000e+00
  %fadd2940 = fadd float %fmul2939, %fadd2938
  %fmul2941 = fmul float %x2811, 4.000000e+00
  %fadd2942 = fadd float %fmul2941, %fadd2940
  %fmul2943 = fmul float %x2869, 5.000000e+00
  %fadd2944 = fadd float %fmul2943, %fadd2942
  %fmul2945 = fmul float %x2810, 2.000000e+00
  %fadd2946 = fadd float %x2752, %fmul2945
  %fmul2947 = fmul float %x2811, 3.000000e+00
  %fadd2948 = fadd float %fmul2947, %fadd2946
  %fmul2949 = fmul float %x2812, 4.000000e+00
  %fadd2950 = fadd float %fmul2949, %fadd2948
  %fmul2951 = fmul float %x2870, 5.000000e+00
  %fadd2952 = fadd float %fadd2950, %fmul2951
  %fmul2953 = fmul float %x2811, 2.000000e+00
  %fadd2954 = fadd float %x2753, %fmul2953
  %fmul2955 = fmul float %x2812, 3.000000e+00
  %fadd2956 = fadd float %fmul2955, %fadd2954
  %fmul2957 = fmul float %x2813, 4.000000e+00
  %fadd2958 = fadd float %fmul2957, %fadd2956
  %fmul2959 = fmul float %x2871, 5.000000e+00
  %fadd2960 = fadd float %fadd2958, %fmul2959
  %bits2961 = bitcast float %x2810 to i32
  %call2962 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2961, i32 1, i32 31)
  %leaf2963 = bitcast i32 %call2962 to float
  %fmul2964 = fmul float %x2812, 2.000000e+00
  %fadd2965 = fadd float %x2754, %fmul2964
  %fmul2966 = fmul float %x2813, 3.000000e+00
  %fadd2967 = fadd float %fmul2966, %fadd2965
  %fmul2968 = fmul float %leaf2963, 4.000000e+00
  %fadd2969 = fadd float %fadd2967, %fmul2968
  %fmul2970 = fmul float %x2872, 5.000000e+00
  %fadd2971 = fadd float %fmul2970, %fadd2969
  %sel2975 = select i1 %edge, float %fadd2971, float %fadd2960
  %sel2979 = select i1 %edge2506, float %fadd2960, float %fadd2971
  %v2980 = insertelement <4 x float> poison, float %fadd2944, i64 0
  %v2981 = insertelement <4 x float> %v2980, float %fadd2952, i64 1
  %v2982 = insertelement <4 x float> %v2981, float %sel2975, i64 2
  %v2983 = insertelement <4 x float> %v2982, float %sel2979, i64 3
  store <4 x float> %v2983, ptr addrspace(3) %slot2808, align 16
  %slot2985 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 95744
  %x2987 = load float, ptr addrspace(3) %slot2985, align 16
  %103 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 95748
  %x2988 = load float, ptr addrspace(3) %103, align 4
  %104 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 95752
  %x2989 = load float, ptr addrspace(3) %104, align 8
  %105 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 95756
  %x2990 = load float, ptr addrspace(3) %105, align 4
  %bits2993 = bitcast float %x2872 to i32
  %call2994 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2993, i32 1, i32 0)
  %leaf2995 = bitcast i32 %call2994 to float
  %fmul2996 = fmul float %leaf2995, 2.000000e+00
  %fadd2997 = fadd float %x2810, %fmul2996
  %fmul2998 = fmul float %x2869, 3.000000e+00
  %fadd2999 = fadd float %fmul2998, %fadd2997
  %fmul3000 = fmul float %x2870, 4.000000e+00
  %fadd3001 = fadd float %fmul3000, %fadd2999
  %fmul3002 = fmul float %x2928, 5.000000e+00
  %fadd3003 = fadd float %fmul3002, %fadd3001
  %fmul3004 = fmul float %x2869, 2.000000e+00
  %fadd3005 = fadd float %x2811, %fmul3004
  %fmul3006 = fmul float %x2870, 3.000000e+00
  %fadd3007 = fadd float %fmul3006, %fadd3005
  %fmul3008 = fmul float %x2871, 4.000000e+00
  %fadd3009 = fadd float %fmul3008, %fadd3007
  %fmul3010 = fmul float %x2929, 5.000000e+00
  %fadd3011 = fadd float %fadd3009, %fmul3010
  %fmul3012 = fmul float %x2870, 2.000000e+00
  %fadd3013 = fadd float %x2812, %fmul3012
  %fmul3014 = fmul float %x2871, 3.000000e+00
  %fadd3015 = fadd float %fmul3014, %fadd3013
  %fmul3016 = fmul float %x2872, 4.000000e+00
  %fadd3017 = fadd float %fmul3016, %fadd3015
  %fmul3018 = fmul float %x2930, 5.000000e+00
  %fadd3019 = fadd float %fadd3017, %fmul3018
  %bits3020 = bitcast float %x2869 to i32
  %call3021 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3020, i32 1, i32 31)
  %leaf3022 = bitcast i32 %call3021 to float
  %fmul3023 = fmul float %x2871, 2.000000e+00
  %fadd3024 = fadd float %x2813, %fmul3023
  %fmul3025 = fmul float %x2872, 3.000000e+00
  %fadd3026 = fadd float %fmul3025, %fadd3024
  %fmul3027 = fmul float %leaf3022, 4.000000e+00
  %fadd3028 = fadd float %fadd3026, %fmul3027
  %fmul3029 = fmul float %x2931, 5.000000e+00
  %fadd3030 = fadd float %fmul3029, %fadd3028
  %sel3034 = select i1 %edge, float %fadd3030, float %fadd3019
  %sel3038 = select i1 %edge2506, float %fadd3019, float %fadd3030
  %v3039 = insertelement <4 x float> poison, float %fadd3003, i64 0
  %v3040 = insertelement <4 x float> %v3039, float %fadd3011, i64 1
  %v3041 = insertelement <4 x float> %v3040, float %sel3034, i64 2
  %v3042 = insertelement <4 x float> %v3041, float %sel3038, i64 3
  store <4 x float> %v3042, ptr addrspace(3) %slot2867, align 16
  %slot3044 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 104448
  %x3046 = load float, ptr addrspace(3) %slot3044, align 16
  %106 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 104452
  %x3047 = load float, ptr addrspace(3) %106, align 4
  %107 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 104456
  %x3048 = load float, ptr addrspace(3) %107, align 8
  %108 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 104460
  %x3049 = load float, ptr addrspace(3) %108, align 4
  %bits3052 = bitcast float %x2931 to i32
  %call3053 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3052, i32 1, i32 0)
  %leaf3054 = bitcast i32 %call3053 to float
  %fmul3055 = fmul float %leaf3054, 2.000000e+00
  %fadd3056 = fadd float %x2869, %fmul3055
  %fmul3057 = fmul float %x2928, 3.000000e+00
  %fadd3058 = fadd float %fmul3057, %fadd3056
  %fmul3059 = fmul float %x2929, 4.000000e+00
  %fadd3060 = fadd float %fmul3059, %fadd3058
  %fmul3061 = fmul float %x2987, 5.000000e+00
  %fadd3062 = fadd float %fmul3061, %fadd3060
  %fmul3063 = fmul float %x2928, 2.000000e+00
  %fadd3064 = fadd float %x2870, %fmul3063
  %fmul3065 = fmul float %x2929, 3.000000e+00
  %fadd3066 = fadd float %fmul3065, %fadd3064
  %fmul3067 = fmul float %x2930, 4.000000e+00
  %fadd3068 = fadd float %fmul3067, %fadd3066
  %fmul3069 = fmul float %x2988, 5.000000e+00
  %fadd3070 = fadd float %fadd3068, %fmul3069
  %fmul3071 = fmul float %x2929, 2.000000e+00
  %fadd3072 = fadd float %x2871, %fmul3071
  %fmul3073 = fmul float %x2930, 3.000000e+00
  %fadd3074 = fadd float %fmul3073, %fadd3072
  %fmul3075 = fmul float %x2931, 4.000000e+00
  %fadd3076 = fadd float %fmul3075, %fadd3074
  %fmul3077 = fmul float %x2989, 5.000000e+00
  %fadd3078 = fadd float %fadd3076, %fmul3077
  %bits3079 = bitcast float %x2928 to i32
  %call3080 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3079, i32 1, i32 31)
  %leaf3081 = bitcast i32 %call3080 to float
  %fmul3082 = fmul float %x2930, 2.000000e+00
  %fadd3083 = fadd float %x2872, %fmul3082
  %fmul3084 = fmul float %x2931, 3.000000e+00
  %fadd3085 = fadd float %fmul3084, %fadd3083
  %fmul3086 = fmul float %leaf3081, 4.000000e+00
  %fadd3087 = fadd float %fadd3085, %fmul3086
  %fmul3088 = fmul float %x2990, 5.000000e+00
  %fadd3089 = fadd float %fmul3088, %fadd3087
  %sel3093 = select i1 %edge, float %fadd3089, float %fadd3078
  %sel3097 = select i1 %edge2506, float %fadd3078, float %fadd3089
  %v3098 = insertelement <4 x float> poison, float %fadd3062, i64 0
  %v3099 = insertelement <4 x float> %v3098, float %fadd3070, i64 1
  %v3100 = insertelement <4 x float> %v3099, float %sel3093, i64 2
  %v3101 = insertelement <4 x float> %v3100, float %sel3097, i64 3
  store <4 x float> %v3101, ptr addrspace(3) %slot2926, align 16
  %bits3105 = bitcast float %x2990 to i32
  %call3106 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3105, i32 1, i32 0)
  %leaf3107 = bitcast i32 %call3106 to float
  %fmul3108 = fmul float %leaf3107, 2.000000e+00
  %fadd3109 = fadd float %x2928, %fmul3108
  %fmul3110 = fmul float %x2987, 3.000000e+00
  %fadd3111 = fadd float %fmul3110, %fadd3109
  %fmul3112 = fmul float %x2988, 4.000000e+00
  %fadd3113 = fadd float %fmul3112, %fadd3111
  %fmul3114 = fmul float %x3046, 5.000000e+00
  %fadd3115 = fadd float %fmul3114, %fadd3113
  %fmul3116 = fmul float %x2987, 2.000000e+00
  %fadd3117 = fadd float %x2929, %fmul3116
  %fmul3118 = fmul float %x2988, 3.000000e+00
  %fadd3119 = fadd float %fmul3118, %fadd3117
  %fmul3120 = fmul float %x2989, 4.000000e+00
  %fadd3121 = fadd float %fmul3120, %fadd3119
  %fmul3122 = fmul float %x3047, 5.000000e+00
  %fadd3123 = fadd float %fadd3121, %fmul3122
  %fmul3124 = fmul float %x2988, 2.000000e+00
  %fadd3125 = fadd float %x2930, %fmul3124
  %fmul3126 = fmul float %x2989, 3.000000e+00
  %fadd3127 = fadd float %fmul3126, %fadd3125
  %fmul3128 = fmul float %x2990, 4.000000e+00
  %fadd3129 = fadd float %fmul3128, %fadd3127
  %fmul3130 = fmul float %x3048, 5.000000e+00
  %fadd3131 = fadd float %fadd3129, %fmul3130
  %bits3132 = bitcast float %x2987 to i32
  %call3133 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3132, i32 1, i32 31)
  %leaf3134 = bitcast i32 %call3133 to float
  %fmul3135 = fmul float %x2989, 2.000000e+00
  %fadd3136 = fadd float %x2931, %fmul3135
  %fmul3137 = fmul float %x2990, 3.000000e+00
  %fadd3138 = fadd float %fmul3137, %fadd3136
  %fmul3139 = fmul float %leaf3134, 4.000000e+00
  %fadd3140 = fadd float %fadd3138, %fmul3139
  %fmul3141 = fmul float %x3049, 5.000000e+00
  %fadd3142 = fadd float %fmul3141, %fadd3140
  %sel3146 = select i1 %edge, float %fadd3142, float %fadd3131
  %sel3150 = select i1 %edge2506, float %fadd3131, float %fadd3142
  %v3151 = insertelement <4 x float> poison, float %fadd3115, i64 0
  %v3152 = insertelement <4 x float> %v3151, float %fadd3123, i64 1
  %v3153 = insertelement <4 x float> %v3152, float %sel3146, i64 2
  %v3154 = insertelement <4 x float> %v3153, float %sel3150, i64 3
  store <4 x float> %v3154, ptr addrspace(3) %slot2985, align 16
  %bits3158 = bitcast float %x3049 to i32
  %call3159 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3158, i32 1, i32 0)
  %leaf3160 = bitcast i32 %call3159 to float
  %fmul3161 = fmul float %leaf3160, 2.000000e+00
  %fadd3162 = fadd float %x2987, %fmul3161
  %fmul3163 = fmul float %x3046, 3.000000e+00
  %fadd3164 = fadd float %fmul3163, %fadd3162
  %fmul3165 = fmul float %x3047, 4.000000e+00
  %fadd3166 = fadd float %fmul3165, %fadd3164
  %fmul3167 = fmul float %x1978, 5.000000e+00
  %fadd3168 = fadd float %fmul3167, %fadd3166
  %fmul3169 = fmul float %x3046, 2.000000e+00
  %fadd3170 = fadd float %x2988, %fmul3169
  %fmul3171 = fmul float %x3047, 3.000000e+00
  %fadd3172 = fadd float %fmul3171, %fadd3170
  %fmul3173 = fmul float %x3048, 4.000000e+00
  %fadd3174 = fadd float %fmul3173, %fadd3172
  %fmul3175 = fmul float %x1979, 5.000000e+00
  %fadd3176 = fadd float %fmul3175, %fadd3174
  %fmul3177 = fmul float %x3047, 2.000000e+00
  %fadd3178 = fadd float %x2989, %fmul3177
  %fmul3179 = fmul float %x3048, 3.000000e+00
  %fadd3180 = fadd float %fmul3179, %fadd3178
  %fmul3181 = fmul float %x3049, 4.000000e+00
  %fadd3182 = fadd float %fmul3181, %fadd3180
  %fmul3183 = fmul float %x1980, 5.000000e+00
  %fadd3184 = fadd float %fmul3183, %fadd3182
  %bits3185 = bitcast float %x3046 to i32
  %call3186 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3185, i32 1, i32 31)
  %leaf3187 = bitcast i32 %call3186 to float
  %fmul3188 = fmul float %x3048, 2.000000e+00
  %fadd3189 = fadd float %x2990, %fmul3188
  %fmul3190 = fmul float %x3049, 3.000000e+00
  %fadd3191 = fadd float %fmul3190, %fadd3189
  %fmul3192 = fmul float %leaf3187, 4.000000e+00
  %fadd3193 = fadd float %fadd3191, %fmul3192
  %fmul3194 = fmul float %x1981, 5.000000e+00
  %fadd3195 = fadd float %fmul3194, %fadd3193
  %sel3199 = select i1 %edge, float %fadd3195, float %fadd3184
  %sel3203 = select i1 %edge2506, float %fadd3184, float %fadd3195
  %v3204 = insertelement <4 x float> poison, float %fadd3168, i64 0
  %v3205 = insertelement <4 x float> %v3204, float %fadd3176, i64 1
  %v3206 = insertelement <4 x float> %v3205, float %sel3199, i64 2
  %v3207 = insertelement <4 x float> %v3206, float %sel3203, i64 3
  store <4 x float> %v3207, ptr addrspace(3) %slot3044, align 16
  %bits3211 = bitcast float %x1981 to i32
  %call3212 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3211, i32 1, i32 0)
  %leaf3213 = bitcast i32 %call3212 to float
  %fmul3214 = fmul float %leaf3213, 2.000000e+00
  %fadd3215 = fadd float %x3046, %fmul3214
  %fmul3216 = fmul float %x1978, 3.000000e+00
  %fadd3217 = fadd float %fmul3216, %fadd3215
  %fmul3218 = fmul float %x1979, 4.000000e+00
  %fadd3219 = fadd float %fmul3218, %fadd3217
  %fmul3220 = fmul float %48, 5.000000e+00
  %fadd3221 = fadd float %fmul3220, %fadd3219
  %fmul3222 = fmul float %x1978, 2.000000e+00
  %fadd3223 = fadd float %fmul3222, %x3047
  %fmul3224 = fmul float %x1979, 3.000000e+00
  %fadd3225 = fadd float %fmul3224, %fadd3223
  %fmul3226 = fmul float %x1980, 4.000000e+00
  %fadd3227 = fadd float %fmul3226, %fadd3225
  %fmul3228 = fmul float %53, 5.000000e+00
  %fadd3229 = fadd float %fmul3228, %fadd3227
  %fmul3230 = fmul float %x1979, 2.000000e+00
  %fadd3231 = fadd float %fmul3230, %x3048
  %fmul3232 = fmul float %x1980, 3.000000e+00
  %fadd3233 = fadd float %fmul3232, %fadd3231
  %fmul3234 = fmul float %x1981, 4.000000e+00
  %fadd3235 = fadd float %fmul3234, %fadd3233
  %fmul3236 = fmul float %phi1913, 5.000000e+00
  %fadd3237 = fadd float %fmul3236, %fadd3235
  %bits3238 = bitcast float %x1978 to i32
  %call3239 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3238, i32 1, i32 31)
  %leaf3240 = bitcast i32 %call3239 to float
  %fmul3241 = fmul float %x1980, 2.000000e+00
  %fadd3242 = fadd float %fmul3241, %x3049
  %fmul3243 = fmul float %x1981, 3.000000e+00
  %fadd3244 = fadd float %fmul3243, %fadd3242
  %fmul3245 = fmul float %leaf3240, 4.000000e+00
  %fadd3246 = fadd float %fadd3244, %fmul3245
  %fmul3247 = fmul float %phi1960, 5.000000e+00
  %fadd3248 = fadd float %fmul3247, %fadd3246
  %sel3252 = select i1 %edge, float %fadd3248, float %fadd3237
  %sel3256 = select i1 %edge2506, float %fadd3237, float %fadd3248
  %v3257 = insertelement <4 x float> poison, float %fadd3221, i64 0
  %v3258 = insertelement <4 x float> %v3257, float %fadd3229, i64 1
  %v3259 = insertelement <4 x float> %v3258, float %sel3252, i64 2
  %v3260 = insertelement <4 x float> %v3259, float %sel3256, i64 3
  %p3261 = getelementptr inbounds i8, ptr addrspace(3) %base2438, i64 113152
  store <4 x float> %v3260, ptr addrspace(3) %p3261, align 16
  br i1 %cmp2501, label %then3265, label %endif3267

then3265:                                         ; preds = %endif2356
  %call3269 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2465, i32 0, i32 31)
  %leaf3270 = bitcast i32 %call3269 to float
  %sel3272 = select i1 %edge, float %leaf3270, float %x1974
  %call3274 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3211, i32 0, i32 31)
  %leaf3275 = bitcast i32 %call3274 to float
  %sel3277 = select i1 %edge, float %leaf3275, float %x1980
  br label %endif3267

endif3267:                                        ; preds = %endif2356, %then3265
  %phi3296 = phi float [ %sel3272, %then3265 ], [ %x1974, %endif2356 ]
  %phi3300 = phi float [ %sel3277, %then3265 ], [ %x1980, %endif2356 ]
  br i1 %cmp2504, label %then3319, label %endif3321

then3319:                                         ; preds = %endif3267
  %bits3327 = bitcast float %phi3300 to i32
  %bits3322 = bitcast float %phi3296 to i32
  %call3323 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3322, i32 24, i32 31)
  %call3328 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3327, i32 24, i32 31)
  br label %endif3321

endif3321:                                        ; preds = %endif3267, %then3319
  %109 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %mul1236) #3
  %110 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %mul1236) #3
  %sub3375 = sub i64 %110, %mul1236
  %add3376 = add i64 %sub3375, %add1240
  %lane3380 = and i64 %add3376, 31
  %bits3389 = bitcast float %sel2419 to i32
  %call3390 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3389, i32 1, i32 0)
  %leaf3391 = bitcast i32 %call3390 to float
  %fmul3392 = fmul float %leaf3391, 2.000000e+00
  %fadd3393 = fadd float %sel2412, %fmul3392
  %fmul3394 = fmul float %sel2416, 3.000000e+00
  %fadd3395 = fadd float %fmul3394, %fadd3393
  %fmul3396 = fmul float %sel2417, 4.000000e+00
  %fadd3397 = fadd float %fmul3396, %fadd3395
  %fmul3398 = fmul float %sel2420, 5.000000e+00
  %fadd3399 = fadd float %fmul3398, %fadd3397
  %fmul3400 = fmul float %sel2416, 2.000000e+00
  %fadd3401 = fadd float %sel2413, %fmul3400
  %fmul3402 = fmul float %sel2417, 3.000000e+00
  %fadd3403 = fadd float %fadd3401, %fmul3402
  %fmul3404 = fmul float %sel2418, 4.000000e+00
  %fadd3405 = fadd float %fadd3403, %fmul3404
  %fmul3406 = fmul float %sel2421, 5.000000e+00
  %fadd3407 = fadd float %fmul3406, %fadd3405
  %fmul3408 = fmul float %sel2417, 2.000000e+00
  %fadd3409 = fadd float %fmul3408, %sel2414
  %fmul3410 = fmul float %sel2418, 3.000000e+00
  %fadd3411 = fadd float %fadd3409, %fmul3410
  %fmul3412 = fmul float %sel2419, 4.000000e+00
  %fadd3413 = fadd float %fadd3411, %fmul3412
  %fmul3414 = fmul float %sel2422, 5.000000e+00
  %fadd3415 = fadd float %fmul3414, %fadd3413
  %bits3416 = bitcast float %sel2416 to i32
  %call3417 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3416, i32 1, i32 31)
  %leaf3418 = bitcast i32 %call3417 to float
  %fmul3419 = fmul float %sel2418, 2.000000e+00
  %fadd3420 = fadd float %fmul3419, %sel2415
  %fmul3421 = fmul float %sel2419, 3.000000e+00
  %fadd3422 = fadd float %fadd3420, %fmul3421
  %fmul3423 = fmul float %leaf3418, 4.000000e+00
  %fadd3424 = fadd float %fadd3422, %fmul3423
  %fmul3425 = fmul float %sel2423, 5.000000e+00
  %fadd3426 = fadd float %fmul3425, %fadd3424
  %bits3427 = bitcast float %sel2423 to i32
  %call3428 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3427, i32 1, i32 0)
  %leaf3429 = bitcast i32 %call3428 to float
  %fmul3430 = fmul float %leaf3429, 2.000000e+00
  %fadd3431 = fadd float %sel2416, %fmul3430
  %fmul3432 = fmul float %sel2420, 3.000000e+00
  %fadd3433 = fadd float %fmul3432, %fadd3431
  %fmul3434 = fmul float %sel2421, 4.000000e+00
  %fadd3435 = fadd float %fmul3434, %fadd3433
  %fmul3436 = fmul float %46, 5.000000e+00
  %fadd3437 = fadd float %fmul3436, %fadd3435
  %fmul3438 = fmul float %sel2420, 2.000000e+00
  %fadd3439 = fadd float %sel2417, %fmul3438
  %fmul3440 = fmul float %sel2421, 3.000000e+00
  %fadd3441 = fadd float %fadd3439, %fmul3440
  %fmul3442 = fmul float %sel2422, 4.000000e+00
  %fadd3443 = fadd float %fadd3441, %fmul3442
  %fmul3444 = fmul float %51, 5.000000e+00
  %fadd3445 = fadd float %fmul3444, %fadd3443
  %fmul3446 = fmul float %sel2421, 2.000000e+00
  %fadd3447 = fadd float %fmul3446, %sel2418
  %fmul3448 = fmul float %sel2422, 3.000000e+00
  %fadd3449 = fadd float %fadd3447, %fmul3448
  %fmul3450 = fmul float %sel2423, 4.000000e+00
  %fadd3451 = fadd float %fadd3449, %fmul3450
  %fmul3452 = fmul float %phi1909, 5.000000e+00
  %fadd3453 = fadd float %fmul3452, %fadd3451
  %bits3454 = bitcast float %sel2420 to i32
  %call3455 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3454, i32 1, i32 31)
  %leaf3456 = bitcast i32 %call3455 to float
  %fmul3457 = fmul float %sel2422, 2.000000e+00
  %fadd3458 = fadd float %fmul3457, %sel2419
  %fmul3459 = fmul float %sel2423, 3.000000e+00
  %fadd3460 = fadd float %fadd3458, %fmul3459
  %fmul3461 = fmul float %leaf3456, 4.000000e+00
  %fadd3462 = fadd float %fadd3460, %fmul3461
  %fmul3463 = fmul float %phi1956, 5.000000e+00
  %fadd3464 = fadd float %fmul3463, %fadd3462
  %bits3465 = bitcast float %phi1956 to i32
  %call3466 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3465, i32 1, i32 0)
  %leaf3467 = bitcast i32 %call3466 to float
  %fmul3468 = fmul float %leaf3467, 2.000000e+00
  %fadd3469 = fadd float %sel2420, %fmul3468
  %fmul3470 = fmul float %46, 3.000000e+00
  %fadd3471 = fadd float %fmul3470, %fadd3469
  %fmul3472 = fmul float %51, 4.000000e+00
  %fadd3473 = fadd float %fmul3472, %fadd3471
  %fmul3474 = fmul float %x, 5.000000e+00
  %fadd3475 = fadd float %fmul3474, %fadd3473
  %fmul3476 = fmul float %46, 2.000000e+00
  %fadd3477 = fadd float %fmul3476, %sel2421
  %fmul3478 = fmul float %51, 3.000000e+00
  %fadd3479 = fadd float %fmul3478, %fadd3477
  %fmul3480 = fmul float %phi1909, 4.000000e+00
  %fadd3481 = fadd float %fmul3480, %fadd3479
  %fmul3482 = fmul float %x1973, 5.000000e+00
  %fadd3483 = fadd float %fmul3482, %fadd3481
  %fmul3484 = fmul float %51, 2.000000e+00
  %fadd3485 = fadd float %fmul3484, %sel2422
  %fmul3486 = fmul float %phi1909, 3.000000e+00
  %fadd3487 = fadd float %fmul3486, %fadd3485
  %fmul3488 = fmul float %phi1956, 4.000000e+00
  %fadd3489 = fadd float %fmul3488, %fadd3487
  %fmul3490 = fmul float %x1974, 5.000000e+00
  %fadd3491 = fadd float %fmul3490, %fadd3489
  %bits3492 = bitcast float %46 to i32
  %call3493 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3492, i32 1, i32 31)
  %leaf3494 = bitcast i32 %call3493 to float
  %fmul3495 = fmul float %phi1909, 2.000000e+00
  %fadd3496 = fadd float %fmul3495, %sel2423
  %fmul3497 = fmul float %phi1956, 3.000000e+00
  %fadd3498 = fadd float %fmul3497, %fadd3496
  %fmul3499 = fmul float %leaf3494, 4.000000e+00
  %fadd3500 = fadd float %fadd3498, %fmul3499
  %fmul3501 = fmul float %x1975, 5.000000e+00
  %fadd3502 = fadd float %fmul3501, %fadd3500
  %cmp3503 = icmp ult i64 %add3376, 32
  br i1 %cmp3503, label %then3504, label %endif3506

then3504:                                         ; preds = %endif3321
  %bits3507 = bitcast float %fadd3426 to i32
  %call3508 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3507, i32 0, i32 31)
  %leaf3509 = bitcast i32 %call3508 to float
  %cmp3510 = icmp eq i64 %lane3380, 0
  %sel3511 = select i1 %cmp3510, float %leaf3509, float %fadd3415
  %bits3512 = bitcast float %fadd3464 to i32
  %call3513 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3512, i32 0, i32 31)
  %leaf3514 = bitcast i32 %call3513 to float
  %sel3516 = select i1 %cmp3510, float %leaf3514, float %fadd3453
  %bits3517 = bitcast float %fadd3502 to i32
  %call3518 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3517, i32 0, i32 31)
  %leaf3519 = bitcast i32 %call3518 to float
  %sel3521 = select i1 %cmp3510, float %leaf3519, float %fadd3491
  br label %endif3506

endif3506:                                        ; preds = %endif3321, %then3504
  %phi3528 = phi float [ %sel3511, %then3504 ], [ %fadd3415, %endif3321 ]
  %phi3532 = phi float [ %sel3516, %then3504 ], [ %fadd3453, %endif3321 ]
  %phi3536 = phi float [ %sel3521, %then3504 ], [ %fadd3491, %endif3321 ]
  %warp3379.mask = and i64 %add3376, -32
  %cmp3562 = icmp eq i64 %warp3379.mask, 512
  br i1 %cmp3562, label %then3563, label %endif3565

then3563:                                         ; preds = %endif3506
  %bits3566 = bitcast float %phi3528 to i32
  %call3567 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3566, i32 24, i32 31)
  %leaf3568 = bitcast i32 %call3567 to float
  %cmp3569 = icmp eq i64 %lane3380, 24
  %sel3570 = select i1 %cmp3569, float %leaf3568, float %fadd3426
  %bits3571 = bitcast float %phi3532 to i32
  %call3572 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3571, i32 24, i32 31)
  %leaf3573 = bitcast i32 %call3572 to float
  %sel3575 = select i1 %cmp3569, float %leaf3573, float %fadd3464
  %bits3576 = bitcast float %phi3536 to i32
  %call3577 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3576, i32 24, i32 31)
  %leaf3578 = bitcast i32 %call3577 to float
  %sel3580 = select i1 %cmp3569, float %leaf3578, float %fadd3502
  br label %endif3565

endif3565:                                        ; preds = %endif3506, %then3563
  %phi3588 = phi float [ %sel3570, %then3563 ], [ %fadd3426, %endif3506 ]
  %phi3592 = phi float [ %sel3575, %then3563 ], [ %fadd3464, %endif3506 ]
  %phi3596 = phi float [ %sel3580, %then3563 ], [ %fadd3502, %endif3506 ]
  %sel3621 = select i1 %cmp1201, float %fadd3475, float %fadd3399
  %sel3622 = select i1 %cmp1201, float %fadd3483, float %fadd3407
  %sel3623 = select i1 %cmp1201, float %phi3536, float %phi3528
  %sel3624 = select i1 %cmp1201, float %phi3596, float %phi3588
  %sel3625 = select i1 %cmp1201, float %fadd3475, float %fadd3437
  %sel3626 = select i1 %cmp1201, float %fadd3483, float %fadd3445
  %sel3627 = select i1 %cmp1201, float %phi3536, float %phi3532
  %sel3628 = select i1 %cmp1201, float %phi3596, float %phi3592
  %111 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %mul1236) #3
  %112 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %mul1236) #3
  %sub3632 = sub i64 %112, %mul1236
  %add3633 = add i64 %sub3632, %add1240
  %lane3637 = and i64 %add3633, 31
  %bits3646 = bitcast float %phi1960 to i32
  %call3647 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3646, i32 1, i32 0)
  %leaf3648 = bitcast i32 %call3647 to float
  %fmul3649 = fmul float %leaf3648, 2.000000e+00
  %fadd3650 = fadd float %x1978, %fmul3649
  %fmul3651 = fmul float %48, 3.000000e+00
  %fadd3652 = fadd float %fmul3651, %fadd3650
  %fmul3653 = fmul float %53, 4.000000e+00
  %fadd3654 = fadd float %fmul3653, %fadd3652
  %fmul3655 = fmul float %sel2424, 5.000000e+00
  %fadd3656 = fadd float %fmul3655, %fadd3654
  %fmul3657 = fmul float %48, 2.000000e+00
  %fadd3658 = fadd float %fmul3657, %x1979
  %fmul3659 = fmul float %53, 3.000000e+00
  %fadd3660 = fadd float %fmul3659, %fadd3658
  %fmul3661 = fmul float %phi1913, 4.000000e+00
  %fadd3662 = fadd float %fmul3661, %fadd3660
  %fmul3663 = fmul float %sel2425, 5.000000e+00
  %fadd3664 = fadd float %fadd3662, %fmul3663
  %fmul3665 = fmul float %53, 2.000000e+00
  %fadd3666 = fadd float %fmul3665, %x1980
  %fmul3667 = fmul float %phi1913, 3.000000e+00
  %fadd3668 = fadd float %fmul3667, %fadd3666
  %fmul3669 = fmul float %phi1960, 4.000000e+00
  %fadd3670 = fadd float %fmul3669, %fadd3668
  %fmul3671 = fmul float %sel2426, 5.000000e+00
  %fadd3672 = fadd float %fadd3670, %fmul3671
  %bits3673 = bitcast float %48 to i32
  %call3674 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3673, i32 1, i32 31)
  %leaf3675 = bitcast i32 %call3674 to float
  %fmul3676 = fmul float %phi1913, 2.000000e+00
  %fadd3677 = fadd float %fmul3676, %x1981
  %fmul3678 = fmul float %phi1960, 3.000000e+00
  %fadd3679 = fadd float %fmul3678, %fadd3677
  %fmul3680 = fmul float %leaf3675, 4.000000e+00
  %fadd3681 = fadd float %fadd3679, %fmul3680
  %fmul3682 = fmul float %sel2427, 5.000000e+00
  %fadd3683 = fadd float %fmul3682, %fadd3681
  %bits3684 = bitcast float %sel2427 to i32
  %call3685 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3684, i32 1, i32 0)
  %leaf3686 = bitcast i32 %call3685 to float
  %fmul3687 = fmul float %leaf3686, 2.000000e+00
  %fadd3688 = fadd float %48, %fmul3687
  %fmul3689 = fmul float %sel2424, 3.000000e+00
  %fadd3690 = fadd float %fmul3689, %fadd3688
  %fmul3691 = fmul float %sel2425, 4.000000e+00
  %fadd3692 = fadd float %fmul3691, %fadd3690
  %fmul3693 = fmul float %sel2428, 5.000000e+00
  %fadd3694 = fadd float %fmul3693, %fadd3692
  %fmul3695 = fmul float %sel2424, 2.000000e+00
  %fadd3696 = fadd float %53, %fmul3695
  %fmul3697 = fmul float %sel2425, 3.000000e+00
  %fadd3698 = fadd float %fadd3696, %fmul3697
  %fmul3699 = fmul float %sel2426, 4.000000e+00
  %fadd3700 = fadd float %fadd3698, %fmul3699
  %fmul3701 = fmul float %sel2429, 5.000000e+00
  %fadd3702 = fadd float %fmul3701, %fadd3700
  %fmul3703 = fmul float %sel2425, 2.000000e+00
  %fadd3704 = fadd float %phi1913, %fmul3703
  %fmul3705 = fmul float %sel2426, 3.000000e+00
  %fadd3706 = fadd float %fadd3704, %fmul3705
  %fmul3707 = fmul float %sel2427, 4.000000e+00
  %fadd3708 = fadd float %fadd3706, %fmul3707
  %fmul3709 = fmul float %sel2430, 5.000000e+00
  %fadd3710 = fadd float %fmul3709, %fadd3708
  %bits3711 = bitcast float %sel2424 to i32
  %call3712 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3711, i32 1, i32 31)
  %leaf3713 = bitcast i32 %call3712 to float
  %fmul3714 = fmul float %sel2426, 2.000000e+00
  %fadd3715 = fadd float %phi1960, %fmul3714
  %fmul3716 = fmul float %sel2427, 3.000000e+00
  %fadd3717 = fadd float %fadd3715, %fmul3716
  %fmul3718 = fmul float %leaf3713, 4.000000e+00
  %fadd3719 = fadd float %fadd3717, %fmul3718
  %fmul3720 = fmul float %sel2431, 5.000000e+00
  %fadd3721 = fadd float %fmul3720, %fadd3719
  %bits3722 = bitcast float %sel2431 to i32
  %call3723 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3722, i32 1, i32 0)
  %leaf3724 = bitcast i32 %call3723 to float
  %fmul3725 = fmul float %leaf3724, 2.000000e+00
  %fadd3726 = fadd float %sel2424, %fmul3725
  %fmul3727 = fmul float %sel2428, 3.000000e+00
  %fadd3728 = fadd float %fmul3727, %fadd3726
  %fmul3729 = fmul float %sel2429, 4.000000e+00
  %fadd3730 = fadd float %fmul3729, %fadd3728
  %fmul3731 = fmul float %sel2432, 5.000000e+00
  %fadd3732 = fadd float %fmul3731, %fadd3730
  %fmul3733 = fmul float %sel2428, 2.000000e+00
  %fadd3734 = fadd float %sel2425, %fmul3733
  %fmul3735 = fmul float %sel2429, 3.000000e+00
  %fadd3736 = fadd float %fadd3734, %fmul3735
  %fmul3737 = fmul float %sel2430, 4.000000e+00
  %fadd3738 = fadd float %fadd3736, %fmul3737
  %fmul3739 = fmul float %sel2433, 5.000000e+00
  %fadd3740 = fadd float %fmul3739, %fadd3738
  %fmul3741 = fmul float %sel2429, 2.000000e+00
  %fadd3742 = fadd float %fmul3741, %sel2426
  %fmul3743 = fmul float %sel2430, 3.000000e+00
  %fadd3744 = fadd float %fadd3742, %fmul3743
  %fmul3745 = fmul float %sel2431, 4.000000e+00
  %fadd3746 = fadd float %fadd3744, %fmul3745
  %fmul3747 = fmul float %sel2434, 5.000000e+00
  %fadd3748 = fadd float %fmul3747, %fadd3746
  %bits3749 = bitcast float %sel2428 to i32
  %call3750 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3749, i32 1, i32 31)
  %leaf3751 = bitcast i32 %call3750 to float
  %fmul3752 = fmul float %sel2430, 2.000000e+00
  %fadd3753 = fadd float %fmul3752, %sel2427
  %fmul3754 = fmul float %sel2431, 3.000000e+00
  %fadd3755 = fadd float %fadd3753, %fmul3754
  %fmul3756 = fmul float %leaf3751, 4.000000e+00
  %fadd3757 = fadd float %fadd3755, %fmul3756
  %fmul3758 = fmul float %sel2435, 5.000000e+00
  %fadd3759 = fadd float %fmul3758, %fadd3757
  %cmp3760 = icmp ult i64 %add3633, 32
  br i1 %cmp3760, label %then3761, label %endif3763

then3761:                                         ; preds = %endif3565
  %bits3764 = bitcast float %fadd3683 to i32
  %call3765 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3764, i32 0, i32 31)
  %leaf3766 = bitcast i32 %call3765 to float
  %cmp3767 = icmp eq i64 %lane3637, 0
  %sel3768 = select i1 %cmp3767, float %leaf3766, float %fadd3672
  %bits3769 = bitcast float %fadd3721 to i32
  %call3770 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3769, i32 0, i32 31)
  %leaf3771 = bitcast i32 %call3770 to float
  %sel3773 = select i1 %cmp3767, float %leaf3771, float %fadd3710
  %bits3774 = bitcast float %fadd3759 to i32
  %call3775 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3774, i32 0, i32 31)
  %leaf3776 = bitcast i32 %call3775 to float
  %sel3778 = select i1 %cmp3767, float %leaf3776, float %fadd3748
  br label %endif3763

endif3763:                                        ; preds = %endif3565, %then3761
  %phi3805 = phi float [ %sel3768, %then3761 ], [ %fadd3672, %endif3565 ]
  %phi3809 = phi float [ %sel3773, %then3761 ], [ %fadd3710, %endif3565 ]
  %phi3813 = phi float [ %sel3778, %then3761 ], [ %fadd3748, %endif3565 ]
  %warp3636.mask = and i64 %add3633, -32
  %cmp3819 = icmp eq i64 %warp3636.mask, 512
  br i1 %cmp3819, label %then3820, label %endif3822

then3820:                                         ; preds = %endif3763
  %bits3823 = bitcast float %phi3805 to i32
  %call3824 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3823, i32 24, i32 31)
  %leaf3825 = bitcast i32 %call3824 to float
  %cmp3826 = icmp eq i64 %lane3637, 24
  %sel3827 = select i1 %cmp3826, float %leaf3825, float %fadd3683
  %bits3828 = bitcast float %phi3809 to i32
  %call3829 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3828, i32 24, i32 31)
  %leaf3830 = bitcast i32 %call3829 to float
  %sel3832 = select i1 %cmp3826, float %leaf3830, float %fadd3721
  %bits3833 = bitcast float %phi3813 to i32
  %call3834 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3833, i32 24, i32 31)
  %leaf3835 = bitcast i32 %call3834 to float
  %sel3837 = select i1 %cmp3826, float %leaf3835, float %fadd3759
  br label %endif3822

endif3822:                                        ; preds = %endif3763, %then3820
  %phi3865 = phi float [ %sel3827, %then3820 ], [ %fadd3683, %endif3763 ]
  %phi3869 = phi float [ %sel3832, %then3820 ], [ %fadd3721, %endif3763 ]
  %phi3873 = phi float [ %sel3837, %then3820 ], [ %fadd3759, %endif3763 ]
  %sel3878 = select i1 %cmp1203, float %fadd3656, float %fadd3694
  %sel3879 = select i1 %cmp1203, float %fadd3664, float %fadd3702
  %sel3880 = select i1 %cmp1203, float %phi3805, float %phi3809
  %sel3881 = select i1 %cmp1203, float %phi3865, float %phi3869
  %sel3882 = select i1 %cmp1203, float %fadd3656, float %fadd3732
  %sel3883 = select i1 %cmp1203, float %fadd3664, float %fadd3740
  %sel3884 = select i1 %cmp1203, float %phi3805, float %phi3813
  %sel3885 = select i1 %cmp1203, float %phi3865, float %phi3873
  %add3887 = add nuw i64 %mul1236, 1
  %113 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %add3887) #3
  %sub3889 = sub i64 %113, %add3887
  %base3890 = getelementptr inbounds float, ptr addrspace(3) %slots, i64 %sub3889
  %114 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %add3887) #3
  %sub3891 = sub i64 %114, %add3887
  %add3892 = add i64 %sub3891, %sreg
  %lane3896 = and i64 %add3892, 31
  %x3905 = load float, ptr addrspace(3) %base3890, align 16
  %115 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 4
  %x3906 = load float, ptr addrspace(3) %115, align 4
  %116 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 8
  %x3907 = load float, ptr addrspace(3) %116, align 8
  %117 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 12
  %x3908 = load float, ptr addrspace(3) %117, align 4
  %slot3909 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 113152
  %x3911 = load float, ptr addrspace(3) %slot3909, align 16
  %118 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 113156
  %x3912 = load float, ptr addrspace(3) %118, align 4
  %119 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 113160
  %x3913 = load float, ptr addrspace(3) %119, align 8
  %120 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 113164
  %x3914 = load float, ptr addrspace(3) %120, align 4
  %slot3915 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 8704
  %x3917 = load float, ptr addrspace(3) %slot3915, align 16
  %121 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 8708
  %x3918 = load float, ptr addrspace(3) %121, align 4
  %122 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 8712
  %x3919 = load float, ptr addrspace(3) %122, align 8
  %123 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 8716
  %x3920 = load float, ptr addrspace(3) %123, align 4
  %slot3921 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 17408
  %x3923 = load float, ptr addrspace(3) %slot3921, align 16
  %124 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 17412
  %x3924 = load float, ptr addrspace(3) %124, align 4
  %125 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 17416
  %x3925 = load float, ptr addrspace(3) %125, align 8
  %126 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 17420
  %x3926 = load float, ptr addrspace(3) %126, align 4
  %bits3929 = bitcast float %x3908 to i32
  %call3930 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3929, i32 1, i32 0)
  %leaf3931 = bitcast i32 %call3930 to float
  %fmul3932 = fmul float %leaf3931, 2.000000e+00
  %fadd3933 = fadd float %fadd3475, %fmul3932
  %fmul3934 = fmul float %x3905, 3.000000e+00
  %fadd3935 = fadd float %fmul3934, %fadd3933
  %fmul3936 = fmul float %x3906, 4.000000e+00
  %fadd3937 = fadd float %fmul3936, %fadd3935
  %fmul3938 = fmul float %x3917, 5.000000e+00
  %fadd3939 = fadd float %fmul3938, %fadd3937
  %fmul3940 = fmul float %x3905, 2.000000e+00
  %fadd3941 = fadd float %fadd3483, %fmul3940
  %fmul3942 = fmul float %x3906, 3.000000e+00
  %fadd3943 = fadd float %fmul3942, %fadd3941
  %fmul3944 = fmul float %x3907, 4.000000e+00
  %fadd3945 = fadd float %fmul3944, %fadd3943
  %fmul3946 = fmul float %x3918, 5.000000e+00
  %fadd3947 = fadd float %fmul3946, %fadd3945
  %fmul3948 = fmul float %x3906, 2.000000e+00
  %fadd3949 = fadd float %phi3536, %fmul3948
  %fmul3950 = fmul float %x3907, 3.000000e+00
  %fadd3951 = fadd float %fmul3950, %fadd3949
  %fmul3952 = fmul float %x3908, 4.000000e+00
  %fadd3953 = fadd float %fmul3952, %fadd3951
  %fmul3954 = fmul float %x3919, 5.000000e+00
  %fadd3955 = fadd float %fmul3954, %fadd3953
  %bits3956 = bitcast float %x3905 to i32
  %call3957 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3956, i32 1, i32 31)
  %leaf3958 = bitcast i32 %call3957 to float
  %fmul3959 = fmul float %x3907, 2.000000e+00
  %fadd3960 = fadd float %phi3596, %fmul3959
  %fmul3961 = fmul float %x3908, 3.000000e+00
  %fadd3962 = fadd float %fmul3961, %fadd3960
  %fmul3963 = fmul float %leaf3958, 4.000000e+00
  %fadd3964 = fadd float %fadd3962, %fmul3963
  %fmul3965 = fmul float %x3920, 5.000000e+00
  %fadd3966 = fadd float %fmul3965, %fadd3964
  %cmp3967 = icmp ult i64 %add3892, 32
  %edge3969 = icmp eq i64 %add3892, 0
  %sel3970 = select i1 %edge3969, float %fadd3966, float %fadd3955
  %warp3895.mask = and i64 %add3892, -32
  %cmp3971 = icmp eq i64 %warp3895.mask, 512
  %cmp3972 = icmp eq i64 %lane3896, 24
  %edge3973 = icmp eq i64 %add3892, 536
  %sel3974 = select i1 %edge3973, float %fadd3955, float %fadd3966
  %v3975 = insertelement <4 x float> poison, float %fadd3939, i64 0
  %v3976 = insertelement <4 x float> %v3975, float %fadd3947, i64 1
  %v3977 = insertelement <4 x float> %v3976, float %sel3970, i64 2
  %v3978 = insertelement <4 x float> %v3977, float %sel3974, i64 3
  store <4 x float> %v3978, ptr addrspace(3) %base3890, align 16
  %slot3980 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 26112
  %x3982 = load float, ptr addrspace(3) %slot3980, align 16
  %127 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 26116
  %x3983 = load float, ptr addrspace(3) %127, align 4
  %128 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 26120
  %x3984 = load float, ptr addrspace(3) %128, align 8
  %129 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 26124
  %x3985 = load float, ptr addrspace(3) %129, align 4
  %bits3988 = bitcast float %x3920 to i32
  %call3989 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3988, i32 1, i32 0)
  %leaf3990 = bitcast i32 %call3989 to float
  %fmul3991 = fmul float %leaf3990, 2.000000e+00
  %fadd3992 = fadd float %x3905, %fmul3991
  %fmul3993 = fmul float %x3917, 3.000000e+00
  %fadd3994 = fadd float %fmul3993, %fadd3992
  %fmul3995 = fmul float %x3918, 4.000000e+00
  %fadd3996 = fadd float %fmul3995, %fadd3994
  %fmul3997 = fmul float %x3923, 5.000000e+00
  %fadd3998 = fadd float %fmul3997, %fadd3996
  %fmul3999 = fmul float %x3917, 2.000000e+00
  %fadd4000 = fadd float %x3906, %fmul3999
  %fmul4001 = fmul float %x3918, 3.000000e+00
  %fadd4002 = fadd float %fmul4001, %fadd4000
  %fmul4003 = fmul float %x3919, 4.000000e+00
  %fadd4004 = fadd float %fmul4003, %fadd4002
  %fmul4005 = fmul float %x3924, 5.000000e+00
  %fadd4006 = fadd float %fmul4005, %fadd4004
  %fmul4007 = fmul float %x3918, 2.000000e+00
  %fadd4008 = fadd float %x3907, %fmul4007
  %fmul4009 = fmul float %x3919, 3.000000e+00
  %fadd4010 = fadd float %fmul4009, %fadd4008
  %fmul4011 = fmul float %x3920, 4.000000e+00
  %fadd4012 = fadd float %fmul4011, %fadd4010
  %fmul4013 = fmul float %x3925, 5.000000e+00
  %fadd4014 = fadd float %fmul4013, %fadd4012
  %bits4015 = bitcast float %x3917 to i32
  %call4016 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4015, i32 1, i32 31)
  %leaf4017 = bitcast i32 %call4016 to float
  %fmul4018 = fmul float %x3919, 2.000000e+00
  %fadd4019 = fadd float %x3908, %fmul4018
  %fmul4020 = fmul float %x3920, 3.000000e+00
  %fadd4021 = fadd float %fmul4020, %fadd4019
  %fmul4022 = fmul float %leaf4017, 4.000000e+00
  %fadd4023 = fadd float %fadd4021, %fmul4022
  %fmul4024 = fmul float %x3926, 5.000000e+00
  %fadd4025 = fadd float %fmul4024, %fadd4023
  %sel4029 = select i1 %edge3969, float %fadd4025, float %fadd4014
  %sel4033 = select i1 %edge3973, float %fadd4014, float %fadd4025
  %v4034 = insertelement <4 x float> poison, float %fadd3998, i64 0
  %v4035 = insertelement <4 x float> %v4034, float %fadd4006, i64 1
  %v4036 = insertelement <4 x float> %v4035, float %sel4029, i64 2
  %v4037 = insertelement <4 x float> %v4036, float %sel4033, i64 3
  store <4 x float> %v4037, ptr addrspace(3) %slot3915, align 16
  %slot4039 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 34816
  %x4041 = load float, ptr addrspace(3) %slot4039, align 16
  %130 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 34820
  %x4042 = load float, ptr addrspace(3) %130, align 4
  %131 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 34824
  %x4043 = load float, ptr addrspace(3) %131, align 8
  %132 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 34828
  %x4044 = load float, ptr addrspace(3) %132, align 4
  %bits4047 = bitcast float %x3926 to i32
  %call4048 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4047, i32 1, i32 0)
  %leaf4049 = bitcast i32 %call4048 to float
  %fmul4050 = fmul float %leaf4049, 2.000000e+00
  %fadd4051 = fadd float %x3917, %fmul4050
  %fmul4052 = fmul float %x3923, 3.000000e+00
  %fadd4053 = fadd float %fmul4052, %fadd4051
  %fmul4054 = fmul float %x3924, 4.000000e+00
  %fadd4055 = fadd float %fmul4054, %fadd4053
  %fmul4056 = fmul float %x3982, 5.000000e+00
  %fadd4057 = fadd float %fmul4056, %fadd4055
  %fmul4058 = fmul float %x3923, 2.000000e+00
  %fadd4059 = fadd float %x3918, %fmul4058
  %fmul4060 = fmul float %x3924, 3.000000e+00
  %fadd4061 = fadd float %fmul4060, %fadd4059
  %fmul4062 = fmul float %x3925, 4.000000e+00
  %fadd4063 = fadd float %fmul4062, %fadd4061
  %fmul4064 = fmul float %x3983, 5.000000e+00
  %fadd4065 = fadd float %fadd4063, %fmul4064
  %fmul4066 = fmul float %x3924, 2.000000e+00
  %fadd4067 = fadd float %x3919, %fmul4066
  %fmul4068 = fmul float %x3925, 3.000000e+00
  %fadd4069 = fadd float %fmul4068, %fadd4067
  %fmul4070 = fmul float %x3926, 4.000000e+00
  %fadd4071 = fadd float %fmul4070, %fadd4069
  %fmul4072 = fmul float %x3984, 5.000000e+00
  %fadd4073 = fadd float %fadd4071, %fmul4072
  %bits4074 = bitcast float %x3923 to i32
  %call4075 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4074, i32 1, i32 31)
  %leaf4076 = bitcast i32 %call4075 to float
  %fmul4077 = fmul float %x3925, 2.000000e+00
  %fadd4078 = fadd float %x3920, %fmul4077
  %fmul4079 = fmul float %x3926, 3.000000e+00
  %fadd4080 = fadd float %fmul4079, %fadd4078
  %fmul4081 = fmul float %leaf4076, 4.000000e+00
  %fadd4082 = fadd float %fadd4080, %fmul4081
  %fmul4083 = fmul float %x3985, 5.000000e+00
  %fadd4084 = fadd float %fmul4083, %fadd4082
  %sel4088 = select i1 %edge3969, float %fadd4084, float %fadd4073
  %sel4092 = select i1 %edge3973, float %fadd4073, float %fadd4084
  %v4093 = insertelement <4 x float> poison, float %fadd4057, i64 0
  %v4094 = insertelement <4 x float> %v4093, float %fadd4065, i64 1
  %v4095 = insertelement <4 x float> %v4094, float %sel4088, i64 2
  %v4096 = insertelement <4 x float> %v4095, float %sel4092, i64 3
  store <4 x float> %v4096, ptr addrspace(3) %slot3921, align 16
  %slot4098 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 43520
  %x4100 = load float, ptr addrspace(3) %slot4098, align 16
  %133 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 43524
  %x4101 = load float, ptr addrspace(3) %133, align 4
  %134 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 43528
  %x4102 = load float, ptr addrspace(3) %134, align 8
  %135 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 43532
  %x4103 = load float, ptr addrspace(3) %135, align 4
  %bits4106 = bitcast float %x3985 to i32
  %call4107 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4106, i32 1, i32 0)
  %leaf4108 = bitcast i32 %call4107 to float
  %fmul4109 = fmul float %leaf4108, 2.000000e+00
  %fadd4110 = fadd float %x3923, %fmul4109
  %fmul4111 = fmul float %x3982, 3.000000e+00
  %fadd4112 = fadd float %fmul4111, %fadd4110
  %fmul4113 = fmul float %x3983, 4.000000e+00
  %fadd4114 = fadd float %fmul4113, %fadd4112
  %fmul4115 = fmul float %x4041, 5.000000e+00
  %fadd4116 = fadd float %fmul4115, %fadd4114
  %fmul4117 = fmul float %x3982, 2.000000e+00
  %fadd4118 = fadd float %x3924, %fmul4117
  %fmul4119 = fmul float %x3983, 3.000000e+00
  %fadd4120 = fadd float %fmul4119, %fadd4118
  %fmul4121 = fmul float %x3984, 4.000000e+00
  %fadd4122 = fadd float %fmul4121, %fadd4120
  %fmul4123 = fmul float %x4042, 5.000000e+00
  %fadd4124 = fadd float %fadd4122, %fmul4123
  %fmul4125 = fmul float %x3983, 2.000000e+00
  %fadd4126 = fadd float %x3925, %fmul4125
  %fmul4127 = fmul float %x3984, 3.000000e+00
  %fadd4128 = fadd float %fmul4127, %fadd4126
  %fmul4129 = fmul float %x3985, 4.000000e+00
  %fadd4130 = fadd float %fmul4129, %fadd4128
  %fmul4131 = fmul float %x4043, 5.000000e+00
  %fadd4132 = fadd float %fadd4130, %fmul4131
  %bits4133 = bitcast float %x3982 to i32
  %call4134 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4133, i32 1, i32 31)
  %leaf4135 = bitcast i32 %call4134 to float
  %fmul4136 = fmul float %x3984, 2.000000e+00
  %fadd4137 = fadd float %x3926, %fmul4136
  %fmul4138 = fmul float %x3985, 3.000000e+00
  %fadd4139 = fadd float %fmul4138, %fadd4137
  %fmul4140 = fmul float %leaf4135, 4.000000e+00
  %fadd4141 = fadd float %fadd4139, %fmul4140
  %fmul4142 = fmul float %x4044, 5.000000e+00
  %fadd4143 = fadd float %fmul4142, %fadd4141
  %sel4147 = select i1 %edge3969, float %fadd4143, float %fadd4132
  %sel4151 = select i1 %edge3973, float %fadd4132, float %fadd4143
  %v4152 = insertelement <4 x float> poison, float %fadd4116, i64 0
  %v4153 = insertelement <4 x float> %v4152, float %fadd4124, i64 1
  %v4154 = insertelement <4 x float> %v4153, float %sel4147, i64 2
  %v4155 = insertelement <4 x float> %v4154, float %sel4151, i64 3
  store <4 x float> %v4155, ptr addrspace(3) %slot3980, align 16
  %slot4157 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 52224
  %x4159 = load float, ptr addrspace(3) %slot4157, align 16
  %136 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 52228
  %x4160 = load float, ptr addrspace(3) %136, align 4
  %137 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 52232
  %x4161 = load float, ptr addrspace(3) %137, align 8
  %138 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 52236
  %x4162 = load float, ptr addrspace(3) %138, align 4
  %bits4165 = bitcast float %x4044 to i32
  %call4166 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4165, i32 1, i32 0)
  %leaf4167 = bitcast i32 %call4166 to float
  %fmul4168 = fmul float %leaf4167, 2.000000e+00
  %fadd4169 = fadd float %x3982, %fmul4168
  %fmul4170 = fmul float %x4041, 3.000000e+00
  %fadd4171 = fadd float %fmul4170, %fadd4169
  %fmul4172 = fmul float %x4042, 4.000000e+00
  %fadd4173 = fadd float %fmul4172, %fadd4171
  %fmul4174 = fmul float %x4100, 5.000000e+00
  %fadd4175 = fadd float %fmul4174, %fadd4173
  %fmul4176 = fmul float %x4041, 2.000000e+00
  %fadd4177 = fadd float %x3983, %fmul4176
  %fmul4178 = fmul float %x4042, 3.000000e+00
  %fadd4179 = fadd float %fmul4178, %fadd4177
  %fmul4180 = fmul float %x4043, 4.000000e+00
  %fadd4181 = fadd float %fmul4180, %fadd4179
  %fmul4182 = fmul float %x4101, 5.000000e+00
  %fadd4183 = fadd float %fadd4181, %fmul4182
  %fmul4184 = fmul float %x4042, 2.000000e+00
  %fadd4185 = fadd float %x3984, %fmul4184
  %fmul4186 = fmul float %x4043, 3.000000e+00
  %fadd4187 = fadd float %fmul4186, %fadd4185
  %fmul4188 = fmul float %x4044, 4.000000e+00
  %fadd4189 = fadd float %fmul4188, %fadd4187
  %fmul4190 = fmul float %x4102, 5.000000e+00
  %fadd4191 = fadd float %fadd4189, %fmul4190
  %bits4192 = bitcast float %x4041 to i32
  %call4193 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4192, i32 1, i32 31)
  %leaf4194 = bitcast i32 %call4193 to float
  %fmul4195 = fmul float %x4043, 2.000000e+00
  %fadd4196 = fadd float %x3985, %fmul4195
  %fmul4197 = fmul float %x4044, 3.000000e+00
  %fadd4198 = fadd float %fmul4197, %fadd4196
  %fmul4199 = fmul float %leaf4194, 4.000000e+00
  %fadd4200 = fadd float %fadd4198, %fmul4199
  %fmul4201 = fmul float %x4103, 5.000000e+00
  %fadd4202 = fadd float %fmul4201, %fadd4200
  %sel4206 = select i1 %edge3969, float %fadd4202, float %fadd4191
  %sel4210 = select i1 %edge3973, float %fadd4191, float %fadd4202
  %v4211 = insertelement <4 x float> poison, float %fadd4175, i64 0
  %v4212 = insertelement <4 x float> %v4211, float %fadd4183, i64 1
  %v4213 = insertelement <4 x float> %v4212, float %sel4206, i64 2
  %v4214 = insertelement <4 x float> %v4213, float %sel4210, i64 3
  store <4 x float> %v4214, ptr addrspace(3) %slot4039, align 16
  %slot4216 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 60928
  %x4218 = load float, ptr addrspace(3) %slot4216, align 16
  %139 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 60932
  %x4219 = load float, ptr addrspace(3) %139, align 4
  %140 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 60936
  %x4220 = load float, ptr addrspace(3) %140, align 8
  %141 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 60940
  %x4221 = load float, ptr addrspace(3) %141, align 4
  %bits4224 = bitcast float %x4103 to i32
  %call4225 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4224, i32 1, i32 0)
  %leaf4226 = bitcast i32 %call4225 to float
  %fmul4227 = fmul float %leaf4226, 2.000000e+00
  %fadd4228 = fadd float %x4041, %fmul4227
  %fmul4229 = fmul float %x4100, 3.000000e+00
  %fadd4230 = fadd float %fmul4229, %fadd4228
  %fmul4231 = fmul float %x4101, 4.000000e+00
  %fadd4232 = fadd float %fmul4231, %fadd4230
  %fmul4233 = fmul float %x4159, 5.000000e+00
  %fadd4234 = fadd float %fmul4233, %fadd4232
  %fmul4235 = fmul float %x4100, 2.000000e+00
  %fadd4236 = fadd float %x4042, %fmul4235
  %fmul4237 = fmul float %x4101, 3.000000e+00
  %fadd4238 = fadd float %fmul4237, %fadd4236
  %fmul4239 = fmul float %x4102, 4.000000e+00
  %fadd4240 = fadd float %fmul4239, %fadd4238
  %fmul4241 = fmul float %x4160, 5.000000e+00
  %fadd4242 = fadd float %fadd4240, %fmul4241
  %fmul4243 = fmul float %x4101, 2.000000e+00
  %fadd4244 = fadd float %x4043, %fmul4243
  %fmul4245 = fmul float %x4102, 3.000000e+00
  %fadd4246 = fadd float %fmul4245, %fadd4244
  %fmul4247 = fmul float %x4103, 4.000000e+00
  %fadd4248 = fadd float %fmul4247, %fadd4246
  %fmul4249 = fmul float %x4161, 5.000000e+00
  %fadd4250 = fadd float %fadd4248, %fmul4249
  %bits4251 = bitcast float %x4100 to i32
  %call4252 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4251, i32 1, i32 31)
  %leaf4253 = bitcast i32 %call4252 to float
  %fmul4254 = fmul float %x4102, 2.000000e+00
  %fadd4255 = fadd float %x4044, %fmul4254
  %fmul4256 = fmul float %x4103, 3.000000e+00
  %fadd4257 = fadd float %fmul4256, %fadd4255
  %fmul4258 = fmul float %leaf4253, 4.000000e+00
  %fadd4259 = fadd float %fadd4257, %fmul4258
  %fmul4260 = fmul float %x4162, 5.000000e+00
  %fadd4261 = fadd float %fmul4260, %fadd4259
  %sel4265 = select i1 %edge3969, float %fadd4261, float %fadd4250
  %sel4269 = select i1 %edge3973, float %fadd4250, float %fadd4261
  %v4270 = insertelement <4 x float> poison, float %fadd4234, i64 0
  %v4271 = insertelement <4 x float> %v4270, float %fadd4242, i64 1
  %v4272 = insertelement <4 x float> %v4271, float %sel4265, i64 2
  %v4273 = insertelement <4 x float> %v4272, float %sel4269, i64 3
  store <4 x float> %v4273, ptr addrspace(3) %slot4098, align 16
  %slot4275 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 69632
  %x4277 = load float, ptr addrspace(3) %slot4275, align 16
  %142 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 69636
  %x4278 = load float, ptr addrspace(3) %142, align 4
  %143 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 69640
  %x4279 = load float, ptr addrspace(3) %143, align 8
  %144 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 69644
  %x4280 = load float, ptr addrspace(3) %144, align 4
  %bits4283 = bitcast float %x4162 to i32
  %call4284 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4283, i32 1, i32 0)
  %leaf4285 = bitcast i32 %call4284 to float
  %fmul4286 = fmul float %leaf4285, 2.000000e+00
  %fadd4287 = fadd float %x4100, %fmul4286
  %fmul4288 = fmul float %x4159, 3.000000e+00
  %fadd4289 = fadd float %fmul4288, %fadd4287
  %fmul4290 = fmul float %x4160, 4.000000e+00
  %fadd4291 = fadd float %fmul4290, %fadd4289
  %fmul4292 = fmul float %x4218, 5.000000e+00
  %fadd4293 = fadd float %fmul4292, %fadd4291
  %fmul4294 = fmul float %x4159, 2.000000e+00
  %fadd4295 = fadd float %x4101, %fmul4294
  %fmul4296 = fmul float %x4160, 3.000000e+00
  %fadd4297 = fadd float %fmul4296, %fadd4295
  %fmul4298 = fmul float %x4161, 4.000000e+00
  %fadd4299 = fadd float %fmul4298, %fadd4297
  %fmul4300 = fmul float %x4219, 5.000000e+00
  %fadd4301 = fadd float %fadd4299, %fmul4300
  %fmul4302 = fmul float %x4160, 2.000000e+00
  %fadd4303 = fadd float %x4102, %fmul4302
  %fmul4304 = fmul float %x4161, 3.000000e+00
  %fadd4305 = fadd float %fmul4304, %fadd4303
  %fmul4306 = fmul float %x4162, 4.000000e+00
  %fadd4307 = fadd float %fmul4306, %fadd4305
  %fmul4308 = fmul float %x4220, 5.000000e+00
  %fadd4309 = fadd float %fadd4307, %fmul4308
  %bits4310 = bitcast float %x4159 to i32
  %call4311 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4310, i32 1, i32 31)
  %leaf4312 = bitcast i32 %call4311 to float
  %fmul4313 = fmul float %x4161, 2.000000e+00
  %fadd4314 = fadd float %x4103, %fmul4313
  %fmul4315 = fmul float %x4162, 3.000000e+00
  %fadd4316 = fadd float %fmul4315, %fadd4314
  %fmul4317 = fmul float %leaf4312, 4.000000e+00
  %fadd4318 = fadd float %fadd4316, %fmul4317
  %fmul4319 = fmul float %x4221, 5.000000e+00
  %fadd4320 = fadd float %fmul4319, %fadd4318
  %sel4324 = select i1 %edge3969, float %fadd4320, float %fadd4309
  %sel4328 = select i1 %edge3973, float %fadd4309, float %fadd4320
  %v4329 = insertelement <4 x float> poison, float %fadd4293, i64 0
  %v4330 = insertelement <4 x float> %v4329, float %fadd4301, i64 1
  %v4331 = insertelement <4 x float> %v4330, float %sel4324, i64 2
  %v4332 = insertelement <4 x float> %v4331, float %sel4328, i64 3
  store <4 x float> %v4332, ptr addrspace(3) %slot4157, align 16
  %slot4334 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 78336
  %x4336 = load float, ptr addrspace(3) %slot4334, align 16
  %145 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 78340
  %x4337 = load float, ptr addrspace(3) %145, align 4
  %146 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 78344
  %x4338 = load float, ptr addrspace(3) %146, align 8
  %147 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 78348
  %x4339 = load float, ptr addrspace(3) %147, align 4
  %bits4342 = bitcast float %x4221 to i32
  %call4343 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4342, i32 1, i32 0)
  %leaf4344 = bitcast i32 %call4343 to float
  %fmul4345 = fmul float %leaf4344, 2.000000e+00
  %fadd4346 = fadd float %x4159, %fmul4345
  %fmul4347 = fmul float %x4218, 3.000000e+00
  %fadd4348 = fadd float %fmul4347, %fadd4346
  %fmul4349 = fmul float %x4219, 4.000000e+00
  %fadd4350 = fadd float %fmul4349, %fadd4348
  %fmul4351 = fmul float %x4277, 5.000000e+00
  %fadd4352 = fadd float %fmul4351, %fadd4350
  %fmul4353 = fmul float %x4218, 2.000000e+00
  %fadd4354 = fadd float %x4160, %fmul4353
  %fmul4355 = fmul float %x4219, 3.000000e+00
  %fadd4356 = fadd float %fmul4355, %fadd4354
  %fmul4357 = fmul float %x4220, 4.000000e+00
  %fadd4358 = fadd float %fmul4357, %fadd4356
  %fmul4359 = fmul float %x4278, 5.000000e+00
  %fadd4360 = fadd float %fadd4358, %fmul4359
  %fmul4361 = fmul float %x4219, 2.000000e+00
  %fadd4362 = fadd float %x4161, %fmul4361
  %fmul4363 = fmul float %x4220, 3.000000e+00
  %fadd4364 = fadd float %fmul4363, %fadd4362
  %fmul4365 = fmul float %x4221, 4.000000e+00
  %fadd4366 = fadd float %fmul4365, %fadd4364
  %fmul4367 = fmul float %x4279, 5.000000e+00
  %fadd4368 = fadd float %fadd4366, %fmul4367
  %bits4369 = bitcast float %x4218 to i32
  %call4370 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4369, i32 1, i32 31)
  %leaf4371 = bitcast i32 %call4370 to float
  %fmul4372 = fmul float %x4220, 2.000000e+00
  %fadd4373 = fadd float %x4162, %fmul4372
  %fmul4374 = fmul float %x4221, 3.000000e+00
  %fadd4375 = fadd float %fmul4374, %fadd4373
  %fmul4376 = fmul float %leaf4371, 4.000000e+00
  %fadd4377 = fadd float %fadd4375, %fmul4376
  %fmul4378 = fmul float %x4280, 5.000000e+00
  %fadd4379 = fadd float %fmul4378, %fadd4377
  %sel4383 = select i1 %edge3969, float %fadd4379, float %fadd4368
  %sel4387 = select i1 %edge3973, float %fadd4368, float %fadd4379
  %v4388 = insertelement <4 x float> poison, float %fadd4352, i64 0
  %v4389 = insertelement <4 x float> %v4388, float %fadd4360, i64 1
  %v4390 = insertelement <4 x float> %v4389, float %sel4383, i64 2
  %v4391 = insertelement <4 x float> %v4390, float %sel4387, i64 3
  store <4 x float> %v4391, ptr addrspace(3) %slot4216, align 16
  %slot4393 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 87040
  %x4395 = load float, ptr addrspace(3) %slot4393, align 16
  %148 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 87044
  %x4396 = load float, ptr addrspace(3) %148, align 4
  %149 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 87048
  %x4397 = load float, ptr addrspace(3) %149, align 8
  %150 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 87052
  %x4398 = load float, ptr addrspace(3) %150, align 4
  %bits4401 = bitcast float %x4280 to i32
  %call4402 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4401, i32 1, i32 0)
  %leaf4403 = bitcast i32 %call4402 to float
  %fmul4404 = fmul float %leaf4403, 2.000000e+00
  %fadd4405 = fadd float %x4218, %fmul4404
  %fmul4406 = fmul float %x4277, 3.000000e+00
  %fadd4407 = fadd float %fmul4406, %fadd4405
  %fmul4408 = fmul float %x4278, 4.000000e+00
  %fadd4409 = fadd float %fmul4408, %fadd4407
  %fmul4410 = fmul float %x4336, 5.000000e+00
  %fadd4411 = fadd float %fmul4410, %fadd4409
  %fmul4412 = fmul float %x4277, 2.000000e+00
  %fadd4413 = fadd float %x4219, %fmul4412
  %fmul4414 = fmul float %x4278, 3.000000e+00
  %fadd4415 = fadd float %fmul4414, %fadd4413
  %fmul4416 = fmul float %x4279, 4.000000e+00
  %fadd4417 = fadd float %fmul4416, %fadd4415
  %fmul4418 = fmul float %x4337, 5.000000e+00
  %fadd4419 = fadd float %fadd4417, %fmul4418
  %fmul4420 = fmul float %x4278, 2.000000e+00
  %fadd4421 = fadd float %x4220, %fmul4420
  %fmul4422 = fmul float %x4279, 3.000000e+00
  %fadd4423 = fadd float %fmul4422, %fadd4421
  %fmul4424 = fmul float %x4280, 4.000000e+00
  %fadd4425 = fadd float %fmul4424, %fadd4423
  %fmul4426 = fmul float %x4338, 5.000000e+00
  %fadd4427 = fadd float %fadd4425, %fmul4426
  %bits4428 = bitcast float %x4277 to i32
  %call4429 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4428, i32 1, i32 31)
  %leaf4430 = bitcast i32 %call4429 to float
  %fmul4431 = fmul float %x4279, 2.000000e+00
  %fadd4432 = fadd float %x4221, %fmul4431
  %fmul4433 = fmul float %x4280, 3.000000e+00
  %fadd4434 = fadd float %fmul4433, %fadd4432
  %fmul4435 = fmul float %leaf4430, 4.000000e+00
  %fadd4436 = fadd float %fadd4434, %fmul4435
  %fmul4437 = fmul float %x4339, 5.000000e+00
  %fadd4438 = fadd float %fmul4437, %fadd4436
  %sel4442 = select i1 %edge3969, float %fadd4438, float %fadd4427
  %sel4446 = select i1 %edge3973, float %fadd4427, float %fadd4438
  %v4447 = insertelement <4 x float> poison, float %fadd4411, i64 0
  %v4448 = insertelement <4 x float> %v4447, float %fadd4419, i64 1
  %v4449 = insertelement <4 x float> %v4448, float %sel4442, i64 2
  %v4450 = insertelement <4 x float> %v4449, float %sel4446, i64 3
  store <4 x float> %v4450, ptr addrspace(3) %slot4275, align 16
  %slot4452 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 95744
  %x4454 = load float, ptr addrspace(3) %slot4452, align 16
  %151 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 95748
  %x4455 = load float, ptr addrspace(3) %151, align 4
  %152 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 95752
  %x4456 = load float, ptr addrspace(3) %152, align 8
  %153 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 95756
  %x4457 = load float, ptr addrspace(3) %153, align 4
  %bits4460 = bitcast float %x4339 to i32
  %call4461 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4460, i32 1, i32 0)
  %leaf4462 = bitcast i32 %call4461 to float
  %fmul4463 = fmul float %leaf4462, 2.000000e+00
  %fadd4464 = fadd float %x4277, %fmul4463
  %fmul4465 = fmul float %x4336, 3.000000e+00
  %fadd4466 = fadd float %fmul4465, %fadd4464
  %fmul4467 = fmul float %x4337, 4.000000e+00
  %fadd4468 = fadd float %fmul4467, %fadd4466
  %fmul4469 = fmul float %x4395, 5.000000e+00
  %fadd4470 = fadd float %fmul4469, %fadd4468
  %fmul4471 = fmul float %x4336, 2.000000e+00
  %fadd4472 = fadd float %x4278, %fmul4471
  %fmul4473 = fmul float %x4337, 3.000000e+00
  %fadd4474 = fadd float %fmul4473, %fadd4472
  %fmul4475 = fmul float %x4338, 4.000000e+00
  %fadd4476 = fadd float %fmul4475, %fadd4474
  %fmul4477 = fmul float %x4396, 5.000000e+00
  %fadd4478 = fadd float %fadd4476, %fmul4477
  %fmul4479 = fmul float %x4337, 2.000000e+00
  %fadd4480 = fadd float %x4279, %fmul4479
  %fmul4481 = fmul float %x4338, 3.000000e+00
  %fadd4482 = fadd float %fmul4481, %fadd4480
  %fmul4483 = fmul float %x4339, 4.000000e+00
  %fadd4484 = fadd float %fmul4483, %fadd4482
  %fmul4485 = fmul float %x4397, 5.000000e+00
  %fadd4486 = fadd float %fadd4484, %fmul4485
  %bits4487 = bitcast float %x4336 to i32
  %call4488 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4487, i32 1, i32 31)
  %leaf4489 = bitcast i32 %call4488 to float
  %fmul4490 = fmul float %x4338, 2.000000e+00
  %fadd4491 = fadd float %x4280, %fmul4490
  %fmul4492 = fmul float %x4339, 3.000000e+00
  %fadd4493 = fadd float %fmul4492, %fadd4491
  %fmul4494 = fmul float %leaf4489, 4.000000e+00
  %fadd4495 = fadd float %fadd4493, %fmul4494
  %fmul4496 = fmul float %x4398, 5.000000e+00
  %fadd4497 = fadd float %fmul4496, %fadd4495
  %sel4501 = select i1 %edge3969, float %fadd4497, float %fadd4486
  %sel4505 = select i1 %edge3973, float %fadd4486, float %fadd4497
  %v4506 = insertelement <4 x float> poison, float %fadd4470, i64 0
  %v4507 = insertelement <4 x float> %v4506, float %fadd4478, i64 1
  %v4508 = insertelement <4 x float> %v4507, float %sel4501, i64 2
  %v4509 = insertelement <4 x float> %v4508, float %sel4505, i64 3
  store <4 x float> %v4509, ptr addrspace(3) %slot4334, align 16
  %slot4511 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 104448
  %x4513 = load float, ptr addrspace(3) %slot4511, align 16
  %154 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 104452
  %x4514 = load float, ptr addrspace(3) %154, align 4
  %155 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 104456
  %x4515 = load float, ptr addrspace(3) %155, align 8
  %156 = getelementptr inbounds i8, ptr addrspace(3) %base3890, i64 104460
  %x4516 = load float, ptr addrspace(3) %156, align 4
  %bits4519 = bitcast float %x4398 to i32
  %call4520 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4519, i32 1, i32 0)
  %leaf4521 = bitcast i32 %call4520 to float
  %fmul4522 = fmul float %leaf4521, 2.000000e+00
  %fadd4523 = fadd float %x4336, %fmul4522
  %fmul4524 = fmul float %x4395, 3.000000e+00
  %fadd4525 = fadd float %fmul4524, %fadd4523
  %fmul4526 = fmul float %x4396, 4.000000e+00
  %fadd4527 = fadd float %fmul4526, %fadd4525
  %fmul4528 = fmul float %x4454, 5.000000e+00
  %fadd4529 = fadd float %fmul4528, %fadd4527
  %fmul4530 = fmul float %x4395, 2.000000e+00
  %fadd4531 = fadd float %x4337, %fmul4530
  %fmul4532 = fmul float %x4396, 3.000000e+00
  %fadd4533 = fadd float %fmul4532, %fadd4531
  %fmul4534 = fmul float %x4397, 4.000000e+00
  %fadd4535 = fadd float %fmul4534, %fadd4533
  %fmul4536 = fmul float %x4455, 5.000000e+00
  %fadd4537 = fadd float %fadd4535, %fmul4536
  %fmul4538 = fmul float %x4396, 2.000000e+00
  %fadd4539 = fadd float %x4338, %fmul4538
  %fmul4540 = fmul float %x4397, 3.000000e+00
  %fadd4541 = fadd float %fmul4540, %fadd4539
  %fmul4542 = fmul float %x4398, 4.000000e+00
  %fadd4543 = fadd float %fmul4542, %fadd4541
  %fmul4544 = fmul float %x4456, 5.000000e+00
  %fadd4545 = fadd float %fadd4543, %fmul4544
  %bits4546 = bitcast float %x4395 to i32
  %call4547 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4546, i32 1, i32 31)
  %leaf4548 = bitcast i32 %call4547 to float
  %fmul4549 = fmul float %x4397, 2.000000e+00
  %fadd4550 = fadd float %x4339, %fmul4549
  %fmul4551 = fmul float %x4398, 3.000000e+00
  %fadd4552 = fadd float %fmul4551, %fadd4550
  %fmul4553 = fmul float %leaf4548, 4.000000e+00
  %fadd4554 = fadd float %fadd4552, %fmul4553
  %fmul4555 = fmul float %x4457, 5.000000e+00
  %fadd4556 = fadd float %fmul4555, %fadd4554
  %sel4560 = select i1 %edge3969, float %fadd4556, float %fadd4545
  %sel4564 = select i1 %edge3973, float %fadd4545, float %fadd4556
  %v4565 = insertelement <4 x float> poison, float %fadd4529, i64 0
  %v4566 = insertelement <4 x float> %v4565, float %fadd4537, i64 1
  %v4567 = insertelement <4 x float> %v4566, float %sel4560, i64 2
  %v4568 = insertelement <4 x float> %v4567, float %sel4564, i64 3
  store <4 x float> %v4568, ptr addrspace(3) %slot4393, align 16
  %bits4572 = bitcast float %x4457 to i32
  %call4573 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4572, i32 1, i32 0)
  %leaf4574 = bitcast i32 %call4573 to float
  %fmul4575 = fmul float %leaf4574, 2.000000e+00
  %fadd4576 = fadd float %x4395, %fmul4575
  %fmul4577 = fmul float %x4454, 3.000000e+00
  %fadd4578 = fadd float %fmul4577, %fadd4576
  %fmul4579 = fmul float %x4455, 4.000000e+00
  %fadd4580 = fadd float %fmul4579, %fadd4578
  %fmul4581 = fmul float %x4513, 5.000000e+00
  %fadd4582 = fadd float %fmul4581, %fadd4580
  %fmul4583 = fmul float %x4454, 2.000000e+00
  %fadd4584 = fadd float %x4396, %fmul4583
  %fmul4585 = fmul float %x4455, 3.000000e+00
  %fadd4586 = fadd float %fmul4585, %fadd4584
  %fmul4587 = fmul float %x4456, 4.000000e+00
  %fadd4588 = fadd float %fmul4587, %fadd4586
  %fmul4589 = fmul float %x4514, 5.000000e+00
  %fadd4590 = fadd float %fadd4588, %fmul4589
  %fmul4591 = fmul float %x4455, 2.000000e+00
  %fadd4592 = fadd float %x4397, %fmul4591
  %fmul4593 = fmul float %x4456, 3.000000e+00
  %fadd4594 = fadd float %fmul4593, %fadd4592
  %fmul4595 = fmul float %x4457, 4.000000e+00
  %fadd4596 = fadd float %fmul4595, %fadd4594
  %fmul4597 = fmul float %x4515, 5.000000e+00
  %fadd4598 = fadd float %fadd4596, %fmul4597
  %bits4599 = bitcast float %x4454 to i32
  %call4600 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4599, i32 1, i32 31)
  %leaf4601 = bitcast i32 %call4600 to float
  %fmul4602 = fmul float %x4456, 2.000000e+00
  %fadd4603 = fadd float %x4398, %fmul4602
  %fmul4604 = fmul float %x4457, 3.000000e+00
  %fadd4605 = fadd float %fmul4604, %fadd4603
  %fmul4606 = fmul float %leaf4601, 4.000000e+00
  %fadd4607 = fadd float %fadd4605, %fmul4606
  %fmul4608 = fmul float %x4516, 5.000000e+00
  %fadd4609 = fadd float %fmul4608, %fadd4607
  %sel4613 = select i1 %edge3969, float %fadd4609, float %fadd4598
  %sel4617 = select i1 %edge3973, float %fadd4598, float %fadd4609
  %v4618 = insertelement <4 x float> poison, float %fadd4582, i64 0
  %v4619 = insertelement <4 x float> %v4618, float %fadd4590, i64 1
  %v4620 = insertelement <4 x float> %v4619, float %sel4613, i64 2
  %v4621 = insertelement <4 x float> %v4620, float %sel4617, i64 3
  store <4 x float> %v4621, ptr addrspace(3) %slot4452, align 16
  %bits4625 = bitcast float %x4516 to i32
  %call4626 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4625, i32 1, i32 0)
  %leaf4627 = bitcast i32 %call4626 to float
  %fmul4628 = fmul float %leaf4627, 2.000000e+00
  %fadd4629 = fadd float %x4454, %fmul4628
  %fmul4630 = fmul float %x4513, 3.000000e+00
  %fadd4631 = fadd float %fmul4630, %fadd4629
  %fmul4632 = fmul float %x4514, 4.000000e+00
  %fadd4633 = fadd float %fmul4632, %fadd4631
  %fmul4634 = fmul float %x3911, 5.000000e+00
  %fadd4635 = fadd float %fmul4634, %fadd4633
  %fmul4636 = fmul float %x4513, 2.000000e+00
  %fadd4637 = fadd float %x4455, %fmul4636
  %fmul4638 = fmul float %x4514, 3.000000e+00
  %fadd4639 = fadd float %fmul4638, %fadd4637
  %fmul4640 = fmul float %x4515, 4.000000e+00
  %fadd4641 = fadd float %fmul4640, %fadd4639
  %fmul4642 = fmul float %x3912, 5.000000e+00
  %fadd4643 = fadd float %fmul4642, %fadd4641
  %fmul4644 = fmul float %x4514, 2.000000e+00
  %fadd4645 = fadd float %x4456, %fmul4644
  %fmul4646 = fmul float %x4515, 3.000000e+00
  %fadd4647 = fadd float %fmul4646, %fadd4645
  %fmul4648 = fmul float %x4516, 4.000000e+00
  %fadd4649 = fadd float %fmul4648, %fadd4647
  %fmul4650 = fmul float %x3913, 5.000000e+00
  %fadd4651 = fadd float %fmul4650, %fadd4649
  %bits4652 = bitcast float %x4513 to i32
  %call4653 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4652, i32 1, i32 31)
  %leaf4654 = bitcast i32 %call4653 to float
  %fmul4655 = fmul float %x4515, 2.000000e+00
  %fadd4656 = fadd float %x4457, %fmul4655
  %fmul4657 = fmul float %x4516, 3.000000e+00
  %fadd4658 = fadd float %fmul4657, %fadd4656
  %fmul4659 = fmul float %leaf4654, 4.000000e+00
  %fadd4660 = fadd float %fadd4658, %fmul4659
  %fmul4661 = fmul float %x3914, 5.000000e+00
  %fadd4662 = fadd float %fmul4661, %fadd4660
  %sel4666 = select i1 %edge3969, float %fadd4662, float %fadd4651
  %sel4670 = select i1 %edge3973, float %fadd4651, float %fadd4662
  %v4671 = insertelement <4 x float> poison, float %fadd4635, i64 0
  %v4672 = insertelement <4 x float> %v4671, float %fadd4643, i64 1
  %v4673 = insertelement <4 x float> %v4672, float %sel4666, i64 2
  %v4674 = insertelement <4 x float> %v4673, float %sel4670, i64 3
  store <4 x float> %v4674, ptr addrspace(3) %slot4511, align 16
  %bits4678 = bitcast float %x3914 to i32
  %call4679 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4678, i32 1, i32 0)
  %leaf4680 = bitcast i32 %call4679 to float
  %fmul4681 = fmul float %leaf4680, 2.000000e+00
  %fadd4682 = fadd float %x4513, %fmul4681
  %fmul4683 = fmul float %x3911, 3.000000e+00
  %fadd4684 = fadd float %fmul4683, %fadd4682
  %fmul4685 = fmul float %x3912, 4.000000e+00
  %fadd4686 = fadd float %fmul4685, %fadd4684
  %fmul4687 = fmul float %fadd3656, 5.000000e+00
  %fadd4688 = fadd float %fmul4687, %fadd4686
  %fmul4689 = fmul float %x3911, 2.000000e+00
  %fadd4690 = fadd float %fmul4689, %x4514
  %fmul4691 = fmul float %x3912, 3.000000e+00
  %fadd4692 = fadd float %fmul4691, %fadd4690
  %fmul4693 = fmul float %x3913, 4.000000e+00
  %fadd4694 = fadd float %fmul4693, %fadd4692
  %fmul4695 = fmul float %fadd3664, 5.000000e+00
  %fadd4696 = fadd float %fmul4695, %fadd4694
  %fmul4697 = fmul float %x3912, 2.000000e+00
  %fadd4698 = fadd float %fmul4697, %x4515
  %fmul4699 = fmul float %x3913, 3.000000e+00
  %fadd4700 = fadd float %fmul4699, %fadd4698
  %fmul4701 = fmul float %x3914, 4.000000e+00
  %fadd4702 = fadd float %fmul4701, %fadd4700
  %fmul4703 = fmul float %phi3805, 5.000000e+00
  %fadd4704 = fadd float %fmul4703, %fadd4702
  %bits4705 = bitcast float %x3911 to i32
  %call4706 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4705, i32 1, i32 31)
  %leaf4707 = bitcast i32 %call4706 to float
  %fmul4708 = fmul float %x3913, 2.000000e+00
  %fadd4709 = fadd float %fmul4708, %x4516
  %fmul4710 = fmul float %x3914, 3.000000e+00
  %fadd4711 = fadd float %fmul4710, %fadd4709
  %fmul4712 = fmul float %leaf4707, 4.000000e+00
  %fadd4713 = fadd float %fadd4711, %fmul4712
  %fmul4714 = fmul float %phi3865, 5.000000e+00
  %fadd4715 = fadd float %fmul4714, %fadd4713
  %sel4719 = select i1 %edge3969, float %fadd4715, float %fadd4704
  %sel4723 = select i1 %edge3973, float %fadd4704, float %fadd4715
  %v4724 = insertelement <4 x float> poison, float %fadd4688, i64 0
  %v4725 = insertelement <4 x float> %v4724, float %fadd4696, i64 1
  %v4726 = insertelement <4 x float> %v4725, float %sel4719, i64 2
  %v4727 = insertelement <4 x float> %v4726, float %sel4723, i64 3
  store <4 x float> %v4727, ptr addrspace(3) %slot3909, align 16
  %bits4731 = bitcast float %sel3628 to i32
  %call4732 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4731, i32 1, i32 0)
  %leaf4733 = bitcast i32 %call4732 to float
  %fmul4734 = fmul float %leaf4733, 2.000000e+00
  %fadd4735 = fadd float %sel3621, %fmul4734
  %fmul4736 = fmul float %sel3625, 3.000000e+00
  %fadd4737 = fadd float %fmul4736, %fadd4735
  %fmul4738 = fmul float %sel3626, 4.000000e+00
  %fadd4739 = fadd float %fmul4738, %fadd4737
  %fmul4740 = fmul float %fadd3475, 5.000000e+00
  %fadd4741 = fadd float %fmul4740, %fadd4739
  %fmul4742 = fmul float %sel3625, 2.000000e+00
  %fadd4743 = fadd float %sel3622, %fmul4742
  %fmul4744 = fmul float %sel3626, 3.000000e+00
  %fadd4745 = fadd float %fmul4744, %fadd4743
  %fmul4746 = fmul float %sel3627, 4.000000e+00
  %fadd4747 = fadd float %fadd4745, %fmul4746
  %fmul4748 = fmul float %fadd3483, 5.000000e+00
  %fadd4749 = fadd float %fmul4748, %fadd4747
  %fmul4750 = fmul float %sel3626, 2.000000e+00
  %fadd4751 = fadd float %fmul4750, %sel3623
  %fmul4752 = fmul float %sel3627, 3.000000e+00
  %fadd4753 = fadd float %fadd4751, %fmul4752
  %fmul4754 = fmul float %sel3628, 4.000000e+00
  %fadd4755 = fadd float %fadd4753, %fmul4754
  %fmul4756 = fmul float %phi3536, 5.000000e+00
  %fadd4757 = fadd float %fmul4756, %fadd4755
  %bits4758 = bitcast float %sel3625 to i32
  %call4759 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4758, i32 1, i32 31)
  %leaf4760 = bitcast i32 %call4759 to float
  %fmul4761 = fmul float %sel3627, 2.000000e+00
  %fadd4762 = fadd float %fmul4761, %sel3624
  %fmul4763 = fmul float %sel3628, 3.000000e+00
  %fadd4764 = fadd float %fadd4762, %fmul4763
  %fmul4765 = fmul float %leaf4760, 4.000000e+00
  %fadd4766 = fadd float %fadd4764, %fmul4765
  %fmul4767 = fmul float %phi3596, 5.000000e+00
  %fadd4768 = fadd float %fmul4767, %fadd4766
  %bits4769 = bitcast float %phi3596 to i32
  %call4770 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4769, i32 1, i32 0)
  %leaf4771 = bitcast i32 %call4770 to float
  %fmul4772 = fmul float %leaf4771, 2.000000e+00
  %fadd4773 = fadd float %sel3625, %fmul4772
  %fmul4774 = fmul float %fadd3475, 3.000000e+00
  %fadd4775 = fadd float %fmul4774, %fadd4773
  %fmul4776 = fmul float %fadd3483, 4.000000e+00
  %fadd4777 = fadd float %fmul4776, %fadd4775
  %fmul4778 = fmul float %x3905, 5.000000e+00
  %fadd4779 = fadd float %fmul4778, %fadd4777
  %fmul4780 = fmul float %fadd3475, 2.000000e+00
  %fadd4781 = fadd float %sel3626, %fmul4780
  %fmul4782 = fmul float %fadd3483, 3.000000e+00
  %fadd4783 = fadd float %fmul4782, %fadd4781
  %fmul4784 = fmul float %phi3536, 4.000000e+00
  %fadd4785 = fadd float %fadd4783, %fmul4784
  %fmul4786 = fmul float %x3906, 5.000000e+00
  %fadd4787 = fadd float %fadd4785, %fmul4786
  %fmul4788 = fmul float %fadd3483, 2.000000e+00
  %fadd4789 = fadd float %fmul4788, %sel3627
  %fmul4790 = fmul float %phi3536, 3.000000e+00
  %fadd4791 = fadd float %fmul4790, %fadd4789
  %fmul4792 = fmul float %phi3596, 4.000000e+00
  %fadd4793 = fadd float %fadd4791, %fmul4792
  %fmul4794 = fmul float %x3907, 5.000000e+00
  %fadd4795 = fadd float %fadd4793, %fmul4794
  %bits4796 = bitcast float %fadd3475 to i32
  %call4797 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4796, i32 1, i32 31)
  %leaf4798 = bitcast i32 %call4797 to float
  %fmul4799 = fmul float %phi3536, 2.000000e+00
  %fadd4800 = fadd float %fmul4799, %sel3628
  %fmul4801 = fmul float %phi3596, 3.000000e+00
  %fadd4802 = fadd float %fmul4801, %fadd4800
  %fmul4803 = fmul float %leaf4798, 4.000000e+00
  %fadd4804 = fadd float %fadd4802, %fmul4803
  %fmul4805 = fmul float %x3908, 5.000000e+00
  %fadd4806 = fadd float %fmul4805, %fadd4804
  %bits4807 = bitcast float %phi3865 to i32
  %call4808 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4807, i32 1, i32 0)
  %leaf4809 = bitcast i32 %call4808 to float
  %fmul4810 = fmul float %leaf4809, 2.000000e+00
  %fadd4811 = fadd float %x3911, %fmul4810
  %fmul4812 = fmul float %fadd3656, 3.000000e+00
  %fadd4813 = fadd float %fmul4812, %fadd4811
  %fmul4814 = fmul float %fadd3664, 4.000000e+00
  %fadd4815 = fadd float %fmul4814, %fadd4813
  %fmul4816 = fmul float %sel3878, 5.000000e+00
  %fadd4817 = fadd float %fmul4816, %fadd4815
  %fmul4818 = fmul float %fadd3656, 2.000000e+00
  %fadd4819 = fadd float %fmul4818, %x3912
  %fmul4820 = fmul float %fadd3664, 3.000000e+00
  %fadd4821 = fadd float %fmul4820, %fadd4819
  %fmul4822 = fmul float %phi3805, 4.000000e+00
  %fadd4823 = fadd float %fmul4822, %fadd4821
  %fmul4824 = fmul float %sel3879, 5.000000e+00
  %fadd4825 = fadd float %fmul4824, %fadd4823
  %fmul4826 = fmul float %fadd3664, 2.000000e+00
  %fadd4827 = fadd float %fmul4826, %x3913
  %fmul4828 = fmul float %phi3805, 3.000000e+00
  %fadd4829 = fadd float %fmul4828, %fadd4827
  %fmul4830 = fmul float %phi3865, 4.000000e+00
  %fadd4831 = fadd float %fmul4830, %fadd4829
  %fmul4832 = fmul float %sel3880, 5.000000e+00
  %fadd4833 = fadd float %fmul4832, %fadd4831
  %bits4834 = bitcast float %fadd3656 to i32
  %call4835 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4834, i32 1, i32 31)
  %leaf4836 = bitcast i32 %call4835 to float
  %fmul4837 = fmul float %phi3805, 2.000000e+00
  %fadd4838 = fadd float %fmul4837, %x3914
  %fmul4839 = fmul float %phi3865, 3.000000e+00
  %fadd4840 = fadd float %fmul4839, %fadd4838
  %fmul4841 = fmul float %leaf4836, 4.000000e+00
  %fadd4842 = fadd float %fadd4840, %fmul4841
  %fmul4843 = fmul float %sel3881, 5.000000e+00
  %fadd4844 = fadd float %fmul4843, %fadd4842
  %bits4845 = bitcast float %sel3881 to i32
  %call4846 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4845, i32 1, i32 0)
  %leaf4847 = bitcast i32 %call4846 to float
  %fmul4848 = fmul float %leaf4847, 2.000000e+00
  %fadd4849 = fadd float %fadd3656, %fmul4848
  %fmul4850 = fmul float %sel3878, 3.000000e+00
  %fadd4851 = fadd float %fmul4850, %fadd4849
  %fmul4852 = fmul float %sel3879, 4.000000e+00
  %fadd4853 = fadd float %fmul4852, %fadd4851
  %fmul4854 = fmul float %sel3882, 5.000000e+00
  %fadd4855 = fadd float %fmul4854, %fadd4853
  %fmul4856 = fmul float %sel3878, 2.000000e+00
  %fadd4857 = fadd float %fadd3664, %fmul4856
  %fmul4858 = fmul float %sel3879, 3.000000e+00
  %fadd4859 = fadd float %fmul4858, %fadd4857
  %fmul4860 = fmul float %sel3880, 4.000000e+00
  %fadd4861 = fadd float %fadd4859, %fmul4860
  %fmul4862 = fmul float %sel3883, 5.000000e+00
  %fadd4863 = fadd float %fmul4862, %fadd4861
  %fmul4864 = fmul float %sel3879, 2.000000e+00
  %fadd4865 = fadd float %fmul4864, %phi3805
  %fmul4866 = fmul float %sel3880, 3.000000e+00
  %fadd4867 = fadd float %fadd4865, %fmul4866
  %fmul4868 = fmul float %sel3881, 4.000000e+00
  %fadd4869 = fadd float %fadd4867, %fmul4868
  %fmul4870 = fmul float %sel3884, 5.000000e+00
  %fadd4871 = fadd float %fmul4870, %fadd4869
  %bits4872 = bitcast float %sel3878 to i32
  %call4873 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4872, i32 1, i32 31)
  %leaf4874 = bitcast i32 %call4873 to float
  %fmul4875 = fmul float %sel3880, 2.000000e+00
  %fadd4876 = fadd float %fmul4875, %phi3865
  %fmul4877 = fmul float %sel3881, 3.000000e+00
  %fadd4878 = fadd float %fadd4876, %fmul4877
  %fmul4879 = fmul float %leaf4874, 4.000000e+00
  %fadd4880 = fadd float %fadd4878, %fmul4879
  %fmul4881 = fmul float %sel3885, 5.000000e+00
  %fadd4882 = fadd float %fmul4881, %fadd4880
  br i1 %cmp3967, label %then4884, label %endif4886

then4884:                                         ; preds = %endif3822
  %cmp3968 = icmp eq i64 %lane3896, 0
  %bits4887 = bitcast float %fadd4768 to i32
  %call4888 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4887, i32 0, i32 31)
  %leaf4889 = bitcast i32 %call4888 to float
  %sel4891 = select i1 %cmp3968, float %leaf4889, float %fadd4757
  %bits4892 = bitcast float %fadd4806 to i32
  %call4893 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4892, i32 0, i32 31)
  %leaf4894 = bitcast i32 %call4893 to float
  %sel4896 = select i1 %cmp3968, float %leaf4894, float %fadd4795
  %call4898 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3929, i32 0, i32 31)
  %leaf4899 = bitcast i32 %call4898 to float
  %sel4901 = select i1 %cmp3968, float %leaf4899, float %x3907
  %call4903 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4678, i32 0, i32 31)
  %leaf4904 = bitcast i32 %call4903 to float
  %sel4906 = select i1 %cmp3968, float %leaf4904, float %x3913
  %bits4907 = bitcast float %fadd4844 to i32
  %call4908 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4907, i32 0, i32 31)
  %leaf4909 = bitcast i32 %call4908 to float
  %sel4911 = select i1 %cmp3968, float %leaf4909, float %fadd4833
  %bits4912 = bitcast float %fadd4882 to i32
  %call4913 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4912, i32 0, i32 31)
  %leaf4914 = bitcast i32 %call4913 to float
  %sel4916 = select i1 %cmp3968, float %leaf4914, float %fadd4871
  br label %endif4886

endif4886:                                        ; preds = %endif3822, %then4884
  %phi4927 = phi float [ %sel4891, %then4884 ], [ %fadd4757, %endif3822 ]
  %phi4931 = phi float [ %sel4896, %then4884 ], [ %fadd4795, %endif3822 ]
  %phi4935 = phi float [ %sel4901, %then4884 ], [ %x3907, %endif3822 ]
  %phi4939 = phi float [ %sel4906, %then4884 ], [ %x3913, %endif3822 ]
  %phi4943 = phi float [ %sel4911, %then4884 ], [ %fadd4833, %endif3822 ]
  %phi4947 = phi float [ %sel4916, %then4884 ], [ %fadd4871, %endif3822 ]
  br i1 %cmp3971, label %then4958, label %endif4960

then4958:                                         ; preds = %endif4886
  %bits4961 = bitcast float %phi4927 to i32
  %call4962 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4961, i32 24, i32 31)
  %leaf4963 = bitcast i32 %call4962 to float
  %sel4965 = select i1 %cmp3972, float %leaf4963, float %fadd4768
  %bits4966 = bitcast float %phi4931 to i32
  %call4967 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4966, i32 24, i32 31)
  %leaf4968 = bitcast i32 %call4967 to float
  %sel4970 = select i1 %cmp3972, float %leaf4968, float %fadd4806
  %bits4971 = bitcast float %phi4935 to i32
  %call4972 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4971, i32 24, i32 31)
  %bits4976 = bitcast float %phi4939 to i32
  %call4977 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4976, i32 24, i32 31)
  %bits4981 = bitcast float %phi4943 to i32
  %call4982 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4981, i32 24, i32 31)
  %leaf4983 = bitcast i32 %call4982 to float
  %sel4985 = select i1 %cmp3972, float %leaf4983, float %fadd4844
  %bits4986 = bitcast float %phi4947 to i32
  %call4987 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4986, i32 24, i32 31)
  %leaf4988 = bitcast i32 %call4987 to float
  %sel4990 = select i1 %cmp3972, float %leaf4988, float %fadd4882
  br label %endif4960

endif4960:                                        ; preds = %endif4886, %then4958
  %phi5002 = phi float [ %sel4965, %then4958 ], [ %fadd4768, %endif4886 ]
  %phi5006 = phi float [ %sel4970, %then4958 ], [ %fadd4806, %endif4886 ]
  %phi5018 = phi float [ %sel4985, %then4958 ], [ %fadd4844, %endif4886 ]
  %phi5022 = phi float [ %sel4990, %then4958 ], [ %fadd4882, %endif4886 ]
  %sel5031 = select i1 %cmp1201, float %fadd4779, float %fadd4741
  %sel5032 = select i1 %cmp1201, float %fadd4787, float %fadd4749
  %sel5033 = select i1 %cmp1201, float %phi4931, float %phi4927
  %sel5034 = select i1 %cmp1201, float %phi5006, float %phi5002
  %sel5035 = select i1 %cmp1203, float %fadd4817, float %fadd4855
  %sel5036 = select i1 %cmp1203, float %fadd4825, float %fadd4863
  %sel5037 = select i1 %cmp1203, float %phi4943, float %phi4947
  %sel5038 = select i1 %cmp1203, float %phi5018, float %phi5022
  %add5040 = add nuw i64 %mul1236, 2
  %157 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %add5040) #3
  %sub5042 = sub i64 %157, %add5040
  %base5043 = getelementptr inbounds float, ptr addrspace(3) %slots, i64 %sub5042
  %158 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %add5040) #3
  %sub5044 = sub i64 %158, %add5040
  %add5045 = add i64 %sub5044, %sreg
  %lane5049 = and i64 %add5045, 31
  %x5058 = load float, ptr addrspace(3) %base5043, align 16
  %159 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 4
  %x5059 = load float, ptr addrspace(3) %159, align 4
  %160 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 8
  %x5060 = load float, ptr addrspace(3) %160, align 8
  %161 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 12
  %x5061 = load float, ptr addrspace(3) %161, align 4
  %slot5062 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 113152
  %x5064 = load float, ptr addrspace(3) %slot5062, align 16
  %162 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 113156
  %x5065 = load float, ptr addrspace(3) %162, align 4
  %163 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 113160
  %x5066 = load float, ptr addrspace(3) %163, align 8
  %164 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 113164
  %x5067 = load float, ptr addrspace(3) %164, align 4
  %slot5068 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 8704
  %x5070 = load float, ptr addrspace(3) %slot5068, align 16
  %165 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 8708
  %x5071 = load float, ptr addrspace(3) %165, align 4
  %166 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 8712
  %x5072 = load float, ptr addrspace(3) %166, align 8
  %167 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 8716
  %x5073 = load float, ptr addrspace(3) %167, align 4
  %slot5074 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 17408
  %x5076 = load float, ptr addrspace(3) %slot5074, align 16
  %168 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 17412
  %x5077 = load float, ptr addrspace(3) %168, align 4
  %169 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 17416
  %x5078 = load float, ptr addrspace(3) %169, align 8
  %170 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 17420
  %x5079 = load float, ptr addrspace(3) %170, align 4
  %bits5082 = bitcast float %x5061 to i32
  %call5083 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5082, i32 1, i32 0)
  %leaf5084 = bitcast i32 %call5083 to float
  %fmul5085 = fmul float %leaf5084, 2.000000e+00
  %fadd5086 = fadd float %fadd4779, %fmul5085
  %fmul5087 = fmul float %x5058, 3.000000e+00
  %fadd5088 = fadd float %fmul5087, %fadd5086
  %fmul5089 = fmul float %x5059, 4.000000e+00
  %fadd5090 = fadd float %fmul5089, %fadd5088
  %fmul5091 = fmul float %x5070, 5.000000e+00
  %fadd5092 = fadd float %fmul5091, %fadd5090
  %fmul5093 = fmul float %x5058, 2.000000e+00
  %fadd5094 = fadd float %fadd4787, %fmul5093
  %fmul5095 = fmul float %x5059, 3.000000e+00
  %fadd5096 = fadd float %fmul5095, %fadd5094
  %fmul5097 = fmul float %x5060, 4.000000e+00
  %fadd5098 = fadd float %fmul5097, %fadd5096
  %fmul5099 = fmul float %x5071, 5.000000e+00
  %fadd5100 = fadd float %fmul5099, %fadd5098
  %fmul5101 = fmul float %x5059, 2.000000e+00
  %fadd5102 = fadd float %phi4931, %fmul5101
  %fmul5103 = fmul float %x5060, 3.000000e+00
  %fadd5104 = fadd float %fmul5103, %fadd5102
  %fmul5105 = fmul float %x5061, 4.000000e+00
  %fadd5106 = fadd float %fmul5105, %fadd5104
  %fmul5107 = fmul float %x5072, 5.000000e+00
  %fadd5108 = fadd float %fmul5107, %fadd5106
  %bits5109 = bitcast float %x5058 to i32
  %call5110 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5109, i32 1, i32 31)
  %leaf5111 = bitcast i32 %call5110 to float
  %fmul5112 = fmul float %x5060, 2.000000e+00
  %fadd5113 = fadd float %phi5006, %fmul5112
  %fmul5114 = fmul float %x5061, 3.000000e+00
  %fadd5115 = fadd float %fmul5114, %fadd5113
  %fmul5116 = fmul float %leaf5111, 4.000000e+00
  %fadd5117 = fadd float %fadd5115, %fmul5116
  %fmul5118 = fmul float %x5073, 5.000000e+00
  %fadd5119 = fadd float %fmul5118, %fadd5117
  %cmp5120 = icmp ult i64 %add5045, 32
  %edge5122 = icmp eq i64 %add5045, 0
  %sel5123 = select i1 %edge5122, float %fadd5119, float %fadd5108
  %warp5048.mask = and i64 %add5045, -32
  %cmp5124 = icmp eq i64 %warp5048.mask, 512
  %cmp5125 = icmp eq i64 %lane5049, 24
  %edge5126 = icmp eq i64 %add5045, 536
  %sel5127 = select i1 %edge5126, float %fadd5108, float %fadd5119
  %v5128 = insertelement <4 x float> poison, float %fadd5092, i64 0
  %v5129 = insertelement <4 x float> %v5128, float %fadd5100, i64 1
  %v5130 = insertelement <4 x float> %v5129, float %sel5123, i64 2
  %v5131 = insertelement <4 x float> %v5130, float %sel5127, i64 3
  store <4 x float> %v5131, ptr addrspace(3) %base5043, align 16
  %slot5133 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 26112
  %x5135 = load float, ptr addrspace(3) %slot5133, align 16
  %171 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 26116
  %x5136 = load float, ptr addrspace(3) %171, align 4
  %172 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 26120
  %x5137 = load float, ptr addrspace(3) %172, align 8
  %173 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 26124
  %x5138 = load float, ptr addrspace(3) %173, align 4
  %bits5141 = bitcast float %x5073 to i32
  %call5142 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5141, i32 1, i32 0)
  %leaf5143 = bitcast i32 %call5142 to float
  %fmul5144 = fmul float %leaf5143, 2.000000e+00
  %fadd5145 = fadd float %x5058, %fmul5144
  %fmul5146 = fmul float %x5070, 3.000000e+00
  %fadd5147 = fadd float %fmul5146, %fadd5145
  %fmul5148 = fmul float %x5071, 4.000000e+00
  %fadd5149 = fadd float %fmul5148, %fadd5147
  %fmul5150 = fmul float %x5076, 5.000000e+00
  %fadd5151 = fadd float %fmul5150, %fadd5149
  %fmul5152 = fmul float %x5070, 2.000000e+00
  %fadd5153 = fadd float %x5059, %fmul5152
  %fmul5154 = fmul float %x5071, 3.000000e+00
  %fadd5155 = fadd float %fmul5154, %fadd5153
  %fmul5156 = fmul float %x5072, 4.000000e+00
  %fadd5157 = fadd float %fmul5156, %fadd5155
  %fmul5158 = fmul float %x5077, 5.000000e+00
  %fadd5159 = fadd float %fmul5158, %fadd5157
  %fmul5160 = fmul float %x5071, 2.000000e+00
  %fadd5161 = fadd float %x5060, %fmul5160
  %fmul5162 = fmul float %x5072, 3.000000e+00
  %fadd5163 = fadd float %fmul5162, %fadd5161
  %fmul5164 = fmul float %x5073, 4.000000e+00
  %fadd5165 = fadd float %fmul5164, %fadd5163
  %fmul5166 = fmul float %x5078, 5.000000e+00
  %fadd5167 = fadd float %fmul5166, %fadd5165
  %bits5168 = bitcast float %x5070 to i32
  %call5169 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5168, i32 1, i32 31)
  %leaf5170 = bitcast i32 %call5169 to float
  %fmul5171 = fmul float %x5072, 2.000000e+00
  %fadd5172 = fadd float %x5061, %fmul5171
  %fmul5173 = fmul float %x5073, 3.000000e+00
  %fadd5174 = fadd float %fmul5173, %fadd5172
  %fmul5175 = fmul float %leaf5170, 4.000000e+00
  %fadd5176 = fadd float %fadd5174, %fmul5175
  %fmul5177 = fmul float %x5079, 5.000000e+00
  %fadd5178 = fadd float %fmul5177, %fadd5176
  %sel5182 = select i1 %edge5122, float %fadd5178, float %fadd5167
  %sel5186 = select i1 %edge5126, float %fadd5167, float %fadd5178
  %v5187 = insertelement <4 x float> poison, float %fadd5151, i64 0
  %v5188 = insertelement <4 x float> %v5187, float %fadd5159, i64 1
  %v5189 = insertelement <4 x float> %v5188, float %sel5182, i64 2
  %v5190 = insertelement <4 x float> %v5189, float %sel5186, i64 3
  store <4 x float> %v5190, ptr addrspace(3) %slot5068, align 16
  %slot5192 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 34816
  %x5194 = load float, ptr addrspace(3) %slot5192, align 16
  %174 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 34820
  %x5195 = load float, ptr addrspace(3) %174, align 4
  %175 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 34824
  %x5196 = load float, ptr addrspace(3) %175, align 8
  %176 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 34828
  %x5197 = load float, ptr addrspace(3) %176, align 4
  %bits5200 = bitcast float %x5079 to i32
  %call5201 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5200, i32 1, i32 0)
  %leaf5202 = bitcast i32 %call5201 to float
  %fmul5203 = fmul float %leaf5202, 2.000000e+00
  %fadd5204 = fadd float %x5070, %fmul5203
  %fmul5205 = fmul float %x5076, 3.000000e+00
  %fadd5206 = fadd float %fmul5205, %fadd5204
  %fmul5207 = fmul float %x5077, 4.000000e+00
  %fadd5208 = fadd float %fmul5207, %fadd5206
  %fmul5209 = fmul float %x5135, 5.000000e+00
  %fadd5210 = fadd float %fmul5209, %fadd5208
  %fmul5211 = fmul float %x5076, 2.000000e+00
  %fadd5212 = fadd float %x5071, %fmul5211
  %fmul5213 = fmul float %x5077, 3.000000e+00
  %fadd5214 = fadd float %fmul5213, %fadd5212
  %fmul5215 = fmul float %x5078, 4.000000e+00
  %fadd5216 = fadd float %fmul5215, %fadd5214
  %fmul5217 = fmul float %x5136, 5.000000e+00
  %fadd5218 = fadd float %fadd5216, %fmul5217
  %fmul5219 = fmul float %x5077, 2.000000e+00
  %fadd5220 = fadd float %x5072, %fmul5219
  %fmul5221 = fmul float %x5078, 3.000000e+00
  %fadd5222 = fadd float %fmul5221, %fadd5220
  %fmul5223 = fmul float %x5079, 4.000000e+00
  %fadd5224 = fadd float %fmul5223, %fadd5222
  %fmul5225 = fmul float %x5137, 5.000000e+00
  %fadd5226 = fadd float %fadd5224, %fmul5225
  %bits5227 = bitcast float %x5076 to i32
  %call5228 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5227, i32 1, i32 31)
  %leaf5229 = bitcast i32 %call5228 to float
  %fmul5230 = fmul float %x5078, 2.000000e+00
  %fadd5231 = fadd float %x5073, %fmul5230
  %fmul5232 = fmul float %x5079, 3.000000e+00
  %fadd5233 = fadd float %fmul5232, %fadd5231
  %fmul5234 = fmul float %leaf5229, 4.000000e+00
  %fadd5235 = fadd float %fadd5233, %fmul5234
  %fmul5236 = fmul float %x5138, 5.000000e+00
  %fadd5237 = fadd float %fmul5236, %fadd5235
  %sel5241 = select i1 %edge5122, float %fadd5237, float %fadd5226
  %sel5245 = select i1 %edge5126, float %fadd5226, float %fadd5237
  %v5246 = insertelement <4 x float> poison, float %fadd5210, i64 0
  %v5247 = insertelement <4 x float> %v5246, float %fadd5218, i64 1
  %v5248 = insertelement <4 x float> %v5247, float %sel5241, i64 2
  %v5249 = insertelement <4 x float> %v5248, float %sel5245, i64 3
  store <4 x float> %v5249, ptr addrspace(3) %slot5074, align 16
  %slot5251 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 43520
  %x5253 = load float, ptr addrspace(3) %slot5251, align 16
  %177 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 43524
  %x5254 = load float, ptr addrspace(3) %177, align 4
  %178 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 43528
  %x5255 = load float, ptr addrspace(3) %178, align 8
  %179 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 43532
  %x5256 = load float, ptr addrspace(3) %179, align 4
  %bits5259 = bitcast float %x5138 to i32
  %call5260 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5259, i32 1, i32 0)
  %leaf5261 = bitcast i32 %call5260 to float
  %fmul5262 = fmul float %leaf5261, 2.000000e+00
  %fadd5263 = fadd float %x5076, %fmul5262
  %fmul5264 = fmul float %x5135, 3.000000e+00
  %fadd5265 = fadd float %fmul5264, %fadd5263
  %fmul5266 = fmul float %x5136, 4.000000e+00
  %fadd5267 = fadd float %fmul5266, %fadd5265
  %fmul5268 = fmul float %x5194, 5.000000e+00
  %fadd5269 = fadd float %fmul5268, %fadd5267
  %fmul5270 = fmul float %x5135, 2.000000e+00
  %fadd5271 = fadd float %x5077, %fmul5270
  %fmul5272 = fmul float %x5136, 3.000000e+00
  %fadd5273 = fadd float %fmul5272, %fadd5271
  %fmul5274 = fmul float %x5137, 4.000000e+00
  %fadd5275 = fadd float %fmul5274, %fadd5273
  %fmul5276 = fmul float %x5195, 5.000000e+00
  %fadd5277 = fadd float %fadd5275, %fmul5276
  %fmul5278 = fmul float %x5136, 2.000000e+00
  %fadd5279 = fadd float %x5078, %fmul5278
  %fmul5280 = fmul float %x5137, 3.000000e+00
  %fadd5281 = fadd float %fmul5280, %fadd5279
  %fmul5282 = fmul float %x5138, 4.000000e+00
  %fadd5283 = fadd float %fmul5282, %fadd5281
  %fmul5284 = fmul float %x5196, 5.000000e+00
  %fadd5285 = fadd float %fadd5283, %fmul5284
  %bits5286 = bitcast float %x5135 to i32
  %call5287 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5286, i32 1, i32 31)
  %leaf5288 = bitcast i32 %call5287 to float
  %fmul5289 = fmul float %x5137, 2.000000e+00
  %fadd5290 = fadd float %x5079, %fmul5289
  %fmul5291 = fmul float %x5138, 3.000000e+00
  %fadd5292 = fadd float %fmul5291, %fadd5290
  %fmul5293 = fmul float %leaf5288, 4.000000e+00
  %fadd5294 = fadd float %fadd5292, %fmul5293
  %fmul5295 = fmul float %x5197, 5.000000e+00
  %fadd5296 = fadd float %fmul5295, %fadd5294
  %sel5300 = select i1 %edge5122, float %fadd5296, float %fadd5285
  %sel5304 = select i1 %edge5126, float %fadd5285, float %fadd5296
  %v5305 = insertelement <4 x float> poison, float %fadd5269, i64 0
  %v5306 = insertelement <4 x float> %v5305, float %fadd5277, i64 1
  %v5307 = insertelement <4 x float> %v5306, float %sel5300, i64 2
  %v5308 = insertelement <4 x float> %v5307, float %sel5304, i64 3
  store <4 x float> %v5308, ptr addrspace(3) %slot5133, align 16
  %slot5310 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 52224
  %x5312 = load float, ptr addrspace(3) %slot5310, align 16
  %180 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 52228
  %x5313 = load float, ptr addrspace(3) %180, align 4
  %181 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 52232
  %x5314 = load float, ptr addrspace(3) %181, align 8
  %182 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 52236
  %x5315 = load float, ptr addrspace(3) %182, align 4
  %bits5318 = bitcast float %x5197 to i32
  %call5319 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5318, i32 1, i32 0)
  %leaf5320 = bitcast i32 %call5319 to float
  %fmul5321 = fmul float %leaf5320, 2.000000e+00
  %fadd5322 = fadd float %x5135, %fmul5321
  %fmul5323 = fmul float %x5194, 3.000000e+00
  %fadd5324 = fadd float %fmul5323, %fadd5322
  %fmul5325 = fmul float %x5195, 4.000000e+00
  %fadd5326 = fadd float %fmul5325, %fadd5324
  %fmul5327 = fmul float %x5253, 5.000000e+00
  %fadd5328 = fadd float %fmul5327, %fadd5326
  %fmul5329 = fmul float %x5194, 2.000000e+00
  %fadd5330 = fadd float %x5136, %fmul5329
  %fmul5331 = fmul float %x5195, 3.000000e+00
  %fadd5332 = fadd float %fmul5331, %fadd5330
  %fmul5333 = fmul float %x5196, 4.000000e+00
  %fadd5334 = fadd float %fmul5333, %fadd5332
  %fmul5335 = fmul float %x5254, 5.000000e+00
  %fadd5336 = fadd float %fadd5334, %fmul5335
  %fmul5337 = fmul float %x5195, 2.000000e+00
  %fadd5338 = fadd float %x5137, %fmul5337
  %fmul5339 = fmul float %x5196, 3.000000e+00
  %fadd5340 = fadd float %fmul5339, %fadd5338
  %fmul5341 = fmul float %x5197, 4.000000e+00
  %fadd5342 = fadd float %fmul5341, %fadd5340
  %fmul5343 = fmul float %x5255, 5.000000e+00
  %fadd5344 = fadd float %fadd5342, %fmul5343
  %bits5345 = bitcast float %x5194 to i32
  %call5346 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5345, i32 1, i32 31)
  %leaf5347 = bitcast i32 %call5346 to float
  %fmul5348 = fmul float %x5196, 2.000000e+00
  %fadd5349 = fadd float %x5138, %fmul5348
  %fmul5350 = fmul float %x5197, 3.000000e+00
  %fadd5351 = fadd float %fmul5350, %fadd5349
  %fmul5352 = fmul float %leaf5347, 4.000000e+00
  %fadd5353 = fadd float %fadd5351, %fmul5352
  %fmul5354 = fmul float %x5256, 5.000000e+00
  %fadd5355 = fadd float %fmul5354, %fadd5353
  %sel5359 = select i1 %edge5122, float %fadd5355, float %fadd5344
  %sel5363 = select i1 %edge5126, float %fadd5344, float %fadd5355
  %v5364 = insertelement <4 x float> poison, float %fadd5328, i64 0
  %v5365 = insertelement <4 x float> %v5364, float %fadd5336, i64 1
  %v5366 = insertelement <4 x float> %v5365, float %sel5359, i64 2
  %v5367 = insertelement <4 x float> %v5366, float %sel5363, i64 3
  store <4 x float> %v5367, ptr addrspace(3) %slot5192, align 16
  %slot5369 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 60928
  %x5371 = load float, ptr addrspace(3) %slot5369, align 16
  %183 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 60932
  %x5372 = load float, ptr addrspace(3) %183, align 4
  %184 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 60936
  %x5373 = load float, ptr addrspace(3) %184, align 8
  %185 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 60940
  %x5374 = load float, ptr addrspace(3) %185, align 4
  %bits5377 = bitcast float %x5256 to i32
  %call5378 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5377, i32 1, i32 0)
  %leaf5379 = bitcast i32 %call5378 to float
  %fmul5380 = fmul float %leaf5379, 2.000000e+00
  %fadd5381 = fadd float %x5194, %fmul5380
  %fmul5382 = fmul float %x5253, 3.000000e+00
  %fadd5383 = fadd float %fmul5382, %fadd5381
  %fmul5384 = fmul float %x5254, 4.000000e+00
  %fadd5385 = fadd float %fmul5384, %fadd5383
  %fmul5386 = fmul float %x5312, 5.000000e+00
  %fadd5387 = fadd float %fmul5386, %fadd5385
  %fmul5388 = fmul float %x5253, 2.000000e+00
  %fadd5389 = fadd float %x5195, %fmul5388
  %fmul5390 = fmul float %x5254, 3.000000e+00
  %fadd5391 = fadd float %fmul5390, %fadd5389
  %fmul5392 = fmul float %x5255, 4.000000e+00
  %fadd5393 = fadd float %fmul5392, %fadd5391
  %fmul5394 = fmul float %x5313, 5.000000e+00
  %fadd5395 = fadd float %fadd5393, %fmul5394
  %fmul5396 = fmul float %x5254, 2.000000e+00
  %fadd5397 = fadd float %x5196, %fmul5396
  %fmul5398 = fmul float %x5255, 3.000000e+00
  %fadd5399 = fadd float %fmul5398, %fadd5397
  %fmul5400 = fmul float %x5256, 4.000000e+00
  %fadd5401 = fadd float %fmul5400, %fadd5399
  %fmul5402 = fmul float %x5314, 5.000000e+00
  %fadd5403 = fadd float %fadd5401, %fmul5402
  %bits5404 = bitcast float %x5253 to i32
  %call5405 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5404, i32 1, i32 31)
  %leaf5406 = bitcast i32 %call5405 to float
  %fmul5407 = fmul float %x5255, 2.000000e+00
  %fadd5408 = fadd float %x5197, %fmul5407
  %fmul5409 = fmul float %x5256, 3.000000e+00
  %fadd5410 = fadd float %fmul5409, %fadd5408
  %fmul5411 = fmul float %leaf5406, 4.000000e+00
  %fadd5412 = fadd float %fadd5410, %fmul5411
  %fmul5413 = fmul float %x5315, 5.000000e+00
  %fadd5414 = fadd float %fmul5413, %fadd5412
  %sel5418 = select i1 %edge5122, float %fadd5414, float %fadd5403
  %sel5422 = select i1 %edge5126, float %fadd5403, float %fadd5414
  %v5423 = insertelement <4 x float> poison, float %fadd5387, i64 0
  %v5424 = insertelement <4 x float> %v5423, float %fadd5395, i64 1
  %v5425 = insertelement <4 x float> %v5424, float %sel5418, i64 2
  %v5426 = insertelement <4 x float> %v5425, float %sel5422, i64 3
  store <4 x float> %v5426, ptr addrspace(3) %slot5251, align 16
  %slot5428 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 69632
  %x5430 = load float, ptr addrspace(3) %slot5428, align 16
  %186 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 69636
  %x5431 = load float, ptr addrspace(3) %186, align 4
  %187 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 69640
  %x5432 = load float, ptr addrspace(3) %187, align 8
  %188 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 69644
  %x5433 = load float, ptr addrspace(3) %188, align 4
  %bits5436 = bitcast float %x5315 to i32
  %call5437 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5436, i32 1, i32 0)
  %leaf5438 = bitcast i32 %call5437 to float
  %fmul5439 = fmul float %leaf5438, 2.000000e+00
  %fadd5440 = fadd float %x5253, %fmul5439
  %fmul5441 = fmul float %x5312, 3.000000e+00
  %fadd5442 = fadd float %fmul5441, %fadd5440
  %fmul5443 = fmul float %x5313, 4.000000e+00
  %fadd5444 = fadd float %fmul5443, %fadd5442
  %fmul5445 = fmul float %x5371, 5.000000e+00
  %fadd5446 = fadd float %fmul5445, %fadd5444
  %fmul5447 = fmul float %x5312, 2.000000e+00
  %fadd5448 = fadd float %x5254, %fmul5447
  %fmul5449 = fmul float %x5313, 3.000000e+00
  %fadd5450 = fadd float %fmul5449, %fadd5448
  %fmul5451 = fmul float %x5314, 4.000000e+00
  %fadd5452 = fadd float %fmul5451, %fadd5450
  %fmul5453 = fmul float %x5372, 5.000000e+00
  %fadd5454 = fadd float %fadd5452, %fmul5453
  %fmul5455 = fmul float %x5313, 2.000000e+00
  %fadd5456 = fadd float %x5255, %fmul5455
  %fmul5457 = fmul float %x5314, 3.000000e+00
  %fadd5458 = fadd float %fmul5457, %fadd5456
  %fmul5459 = fmul float %x5315, 4.000000e+00
  %fadd5460 = fadd float %fmul5459, %fadd5458
  %fmul5461 = fmul float %x5373, 5.000000e+00
  %fadd5462 = fadd float %fadd5460, %fmul5461
  %bits5463 = bitcast float %x5312 to i32
  %call5464 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5463, i32 1, i32 31)
  %leaf5465 = bitcast i32 %call5464 to float
  %fmul5466 = fmul float %x5314, 2.000000e+00
  %fadd5467 = fadd float %x5256, %fmul5466
  %fmul5468 = fmul float %x5315, 3.000000e+00
  %fadd5469 = fadd float %fmul5468, %fadd5467
  %fmul5470 = fmul float %leaf5465, 4.000000e+00
  %fadd5471 = fadd float %fadd5469, %fmul5470
  %fmul5472 = fmul float %x5374, 5.000000e+00
  %fadd5473 = fadd float %fmul5472, %fadd5471
  %sel5477 = select i1 %edge5122, float %fadd5473, float %fadd5462
  %sel5481 = select i1 %edge5126, float %fadd5462, float %fadd5473
  %v5482 = insertelement <4 x float> poison, float %fadd5446, i64 0
  %v5483 = insertelement <4 x float> %v5482, float %fadd5454, i64 1
  %v5484 = insertelement <4 x float> %v5483, float %sel5477, i64 2
  %v5485 = insertelement <4 x float> %v5484, float %sel5481, i64 3
  store <4 x float> %v5485, ptr addrspace(3) %slot5310, align 16
  %slot5487 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 78336
  %x5489 = load float, ptr addrspace(3) %slot5487, align 16
  %189 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 78340
  %x5490 = load float, ptr addrspace(3) %189, align 4
  %190 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 78344
  %x5491 = load float, ptr addrspace(3) %190, align 8
  %191 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 78348
  %x5492 = load float, ptr addrspace(3) %191, align 4
  %bits5495 = bitcast float %x5374 to i32
  %call5496 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5495, i32 1, i32 0)
  %leaf5497 = bitcast i32 %call5496 to float
  %fmul5498 = fmul float %leaf5497, 2.000000e+00
  %fadd5499 = fadd float %x5312, %fmul5498
  %fmul5500 = fmul float %x5371, 3.000000e+00
  %fadd5501 = fadd float %fmul5500, %fadd5499
  %fmul5502 = fmul float %x5372, 4.000000e+00
  %fadd5503 = fadd float %fmul5502, %fadd5501
  %fmul5504 = fmul float %x5430, 5.000000e+00
  %fadd5505 = fadd float %fmul5504, %fadd5503
  %fmul5506 = fmul float %x5371, 2.000000e+00
  %fadd5507 = fadd float %x5313, %fmul5506
  %fmul5508 = fmul float %x5372, 3.000000e+00
  %fadd5509 = fadd float %fmul5508, %fadd5507
  %fmul5510 = fmul float %x5373, 4.000000e+00
  %fadd5511 = fadd float %fmul5510, %fadd5509
  %fmul5512 = fmul float %x5431, 5.000000e+00
  %fadd5513 = fadd float %fadd5511, %fmul5512
  %fmul5514 = fmul float %x5372, 2.000000e+00
  %fadd5515 = fadd float %x5314, %fmul5514
  %fmul5516 = fmul float %x5373, 3.000000e+00
  %fadd5517 = fadd float %fmul5516, %fadd5515
  %fmul5518 = fmul float %x5374, 4.000000e+00
  %fadd5519 = fadd float %fmul5518, %fadd5517
  %fmul5520 = fmul float %x5432, 5.000000e+00
  %fadd5521 = fadd float %fadd5519, %fmul5520
  %bits5522 = bitcast float %x5371 to i32
  %call5523 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5522, i32 1, i32 31)
  %leaf5524 = bitcast i32 %call5523 to float
  %fmul5525 = fmul float %x5373, 2.000000e+00
  %fadd5526 = fadd float %x5315, %fmul5525
  %fmul5527 = fmul float %x5374, 3.000000e+00
  %fadd5528 = fadd float %fmul5527, %fadd5526
  %fmul5529 = fmul float %leaf5524, 4.000000e+00
  %fadd5530 = fadd float %fadd5528, %fmul5529
  %fmul5531 = fmul float %x5433, 5.000000e+00
  %fadd5532 = fadd float %fmul5531, %fadd5530
  %sel5536 = select i1 %edge5122, float %fadd5532, float %fadd5521
  %sel5540 = select i1 %edge5126, float %fadd5521, float %fadd5532
  %v5541 = insertelement <4 x float> poison, float %fadd5505, i64 0
  %v5542 = insertelement <4 x float> %v5541, float %fadd5513, i64 1
  %v5543 = insertelement <4 x float> %v5542, float %sel5536, i64 2
  %v5544 = insertelement <4 x float> %v5543, float %sel5540, i64 3
  store <4 x float> %v5544, ptr addrspace(3) %slot5369, align 16
  %slot5546 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 87040
  %x5548 = load float, ptr addrspace(3) %slot5546, align 16
  %192 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 87044
  %x5549 = load float, ptr addrspace(3) %192, align 4
  %193 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 87048
  %x5550 = load float, ptr addrspace(3) %193, align 8
  %194 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 87052
  %x5551 = load float, ptr addrspace(3) %194, align 4
  %bits5554 = bitcast float %x5433 to i32
  %call5555 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5554, i32 1, i32 0)
  %leaf5556 = bitcast i32 %call5555 to float
  %fmul5557 = fmul float %leaf5556, 2.000000e+00
  %fadd5558 = fadd float %x5371, %fmul5557
  %fmul5559 = fmul float %x5430, 3.000000e+00
  %fadd5560 = fadd float %fmul5559, %fadd5558
  %fmul5561 = fmul float %x5431, 4.000000e+00
  %fadd5562 = fadd float %fmul5561, %fadd5560
  %fmul5563 = fmul float %x5489, 5.000000e+00
  %fadd5564 = fadd float %fmul5563, %fadd5562
  %fmul5565 = fmul float %x5430, 2.000000e+00
  %fadd5566 = fadd float %x5372, %fmul5565
  %fmul5567 = fmul float %x5431, 3.000000e+00
  %fadd5568 = fadd float %fmul5567, %fadd5566
  %fmul5569 = fmul float %x5432, 4.000000e+00
  %fadd5570 = fadd float %fmul5569, %fadd5568
  %fmul5571 = fmul float %x5490, 5.000000e+00
  %fadd5572 = fadd float %fadd5570, %fmul5571
  %fmul5573 = fmul float %x5431, 2.000000e+00
  %fadd5574 = fadd float %x5373, %fmul5573
  %fmul5575 = fmul float %x5432, 3.000000e+00
  %fadd5576 = fadd float %fmul5575, %fadd5574
  %fmul5577 = fmul float %x5433, 4.000000e+00
  %fadd5578 = fadd float %fmul5577, %fadd5576
  %fmul5579 = fmul float %x5491, 5.000000e+00
  %fadd5580 = fadd float %fadd5578, %fmul5579
  %bits5581 = bitcast float %x5430 to i32
  %call5582 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5581, i32 1, i32 31)
  %leaf5583 = bitcast i32 %call5582 to float
  %fmul5584 = fmul float %x5432, 2.000000e+00
  %fadd5585 = fadd float %x5374, %fmul5584
  %fmul5586 = fmul float %x5433, 3.000000e+00
  %fadd5587 = fadd float %fmul5586, %fadd5585
  %fmul5588 = fmul float %leaf5583, 4.000000e+00
  %fadd5589 = fadd float %fadd5587, %fmul5588
  %fmul5590 = fmul float %x5492, 5.000000e+00
  %fadd5591 = fadd float %fmul5590, %fadd5589
  %sel5595 = select i1 %edge5122, float %fadd5591, float %fadd5580
  %sel5599 = select i1 %edge5126, float %fadd5580, float %fadd5591
  %v5600 = insertelement <4 x float> poison, float %fadd5564, i64 0
  %v5601 = insertelement <4 x float> %v5600, float %fadd5572, i64 1
  %v5602 = insertelement <4 x float> %v5601, float %sel5595, i64 2
  %v5603 = insertelement <4 x float> %v5602, float %sel5599, i64 3
  store <4 x float> %v5603, ptr addrspace(3) %slot5428, align 16
  %slot5605 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 95744
  %x5607 = load float, ptr addrspace(3) %slot5605, align 16
  %195 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 95748
  %x5608 = load float, ptr addrspace(3) %195, align 4
  %196 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 95752
  %x5609 = load float, ptr addrspace(3) %196, align 8
  %197 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 95756
  %x5610 = load float, ptr addrspace(3) %197, align 4
  %bits5613 = bitcast float %x5492 to i32
  %call5614 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5613, i32 1, i32 0)
  %leaf5615 = bitcast i32 %call5614 to float
  %fmul5616 = fmul float %leaf5615, 2.000000e+00
  %fadd5617 = fadd float %x5430, %fmul5616
  %fmul5618 = fmul float %x5489, 3.000000e+00
  %fadd5619 = fadd float %fmul5618, %fadd5617
  %fmul5620 = fmul float %x5490, 4.000000e+00
  %fadd5621 = fadd float %fmul5620, %fadd5619
  %fmul5622 = fmul float %x5548, 5.000000e+00
  %fadd5623 = fadd float %fmul5622, %fadd5621
  %fmul5624 = fmul float %x5489, 2.000000e+00
  %fadd5625 = fadd float %x5431, %fmul5624
  %fmul5626 = fmul float %x5490, 3.000000e+00
  %fadd5627 = fadd float %fmul5626, %fadd5625
  %fmul5628 = fmul float %x5491, 4.000000e+00
  %fadd5629 = fadd float %fmul5628, %fadd5627
  %fmul5630 = fmul float %x5549, 5.000000e+00
  %fadd5631 = fadd float %fadd5629, %fmul5630
  %fmul5632 = fmul float %x5490, 2.000000e+00
  %fadd5633 = fadd float %x5432, %fmul5632
  %fmul5634 = fmul float %x5491, 3.000000e+00
  %fadd5635 = fadd float %fmul5634, %fadd5633
  %fmul5636 = fmul float %x5492, 4.000000e+00
  %fadd5637 = fadd float %fmul5636, %fadd5635
  %fmul5638 = fmul float %x5550, 5.000000e+00
  %fadd5639 = fadd float %fadd5637, %fmul5638
  %bits5640 = bitcast float %x5489 to i32
  %call5641 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5640, i32 1, i32 31)
  %leaf5642 = bitcast i32 %call5641 to float
  %fmul5643 = fmul float %x5491, 2.000000e+00
  %fadd5644 = fadd float %x5433, %fmul5643
  %fmul5645 = fmul float %x5492, 3.000000e+00
  %fadd5646 = fadd float %fmul5645, %fadd5644
  %fmul5647 = fmul float %leaf5642, 4.000000e+00
  %fadd5648 = fadd float %fadd5646, %fmul5647
  %fmul5649 = fmul float %x5551, 5.000000e+00
  %fadd5650 = fadd float %fmul5649, %fadd5648
  %sel5654 = select i1 %edge5122, float %fadd5650, float %fadd5639
  %sel5658 = select i1 %edge5126, float %fadd5639, float %fadd5650
  %v5659 = insertelement <4 x float> poison, float %fadd5623, i64 0
  %v5660 = insertelement <4 x float> %v5659, float %fadd5631, i64 1
  %v5661 = insertelement <4 x float> %v5660, float %sel5654, i64 2
  %v5662 = insertelement <4 x float> %v5661, float %sel5658, i64 3
  store <4 x float> %v5662, ptr addrspace(3) %slot5487, align 16
  %slot5664 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 104448
  %x5666 = load float, ptr addrspace(3) %slot5664, align 16
  %198 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 104452
  %x5667 = load float, ptr addrspace(3) %198, align 4
  %199 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 104456
  %x5668 = load float, ptr addrspace(3) %199, align 8
  %200 = getelementptr inbounds i8, ptr addrspace(3) %base5043, i64 104460
  %x5669 = load float, ptr addrspace(3) %200, align 4
  %bits5672 = bitcast float %x5551 to i32
  %call5673 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5672, i32 1, i32 0)
  %leaf5674 = bitcast i32 %call5673 to float
  %fmul5675 = fmul float %leaf5674, 2.000000e+00
  %fadd5676 = fadd float %x5489, %fmul5675
  %fmul5677 = fmul float %x5548, 3.000000e+00
  %fadd5678 = fadd float %fmul5677, %fadd5676
  %fmul5679 = fmul float %x5549, 4.000000e+00
  %fadd5680 = fadd float %fmul5679, %fadd5678
  %fmul5681 = fmul float %x5607, 5.000000e+00
  %fadd5682 = fadd float %fmul5681, %fadd5680
  %fmul5683 = fmul float %x5548, 2.000000e+00
  %fadd5684 = fadd float %x5490, %fmul5683
  %fmul5685 = fmul float %x5549, 3.000000e+00
  %fadd5686 = fadd float %fmul5685, %fadd5684
  %fmul5687 = fmul float %x5550, 4.000000e+00
  %fadd5688 = fadd float %fmul5687, %fadd5686
  %fmul5689 = fmul float %x5608, 5.000000e+00
  %fadd5690 = fadd float %fadd5688, %fmul5689
  %fmul5691 = fmul float %x5549, 2.000000e+00
  %fadd5692 = fadd float %x5491, %fmul5691
  %fmul5693 = fmul float %x5550, 3.000000e+00
  %fadd5694 = fadd float %fmul5693, %fadd5692
  %fmul5695 = fmul float %x5551, 4.000000e+00
  %fadd5696 = fadd float %fmul5695, %fadd5694
  %fmul5697 = fmul float %x5609, 5.000000e+00
  %fadd5698 = fadd float %fadd5696, %fmul5697
  %bits5699 = bitcast float %x5548 to i32
  %call5700 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5699, i32 1, i32 31)
  %leaf5701 = bitcast i32 %call5700 to float
  %fmul5702 = fmul float %x5550, 2.000000e+00
  %fadd5703 = fadd float %x5492, %fmul5702
  %fmul5704 = fmul float %x5551, 3.000000e+00
  %fadd5705 = fadd float %fmul5704, %fadd5703
  %fmul5706 = fmul float %leaf5701, 4.000000e+00
  %fadd5707 = fadd float %fadd5705, %fmul5706
  %fmul5708 = fmul float %x5610, 5.000000e+00
  %fadd5709 = fadd float %fmul5708, %fadd5707
  %sel5713 = select i1 %edge5122, float %fadd5709, float %fadd5698
  %sel5717 = select i1 %edge5126, float %fadd5698, float %fadd5709
  %v5718 = insertelement <4 x float> poison, float %fadd5682, i64 0
  %v5719 = insertelement <4 x float> %v5718, float %fadd5690, i64 1
  %v5720 = insertelement <4 x float> %v5719, float %sel5713, i64 2
  %v5721 = insertelement <4 x float> %v5720, float %sel5717, i64 3
  store <4 x float> %v5721, ptr addrspace(3) %slot5546, align 16
  %bits5725 = bitcast float %x5610 to i32
  %call5726 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5725, i32 1, i32 0)
  %leaf5727 = bitcast i32 %call5726 to float
  %fmul5728 = fmul float %leaf5727, 2.000000e+00
  %fadd5729 = fadd float %x5548, %fmul5728
  %fmul5730 = fmul float %x5607, 3.000000e+00
  %fadd5731 = fadd float %fmul5730, %fadd5729
  %fmul5732 = fmul float %x5608, 4.000000e+00
  %fadd5733 = fadd float %fmul5732, %fadd5731
  %fmul5734 = fmul float %x5666, 5.000000e+00
  %fadd5735 = fadd float %fmul5734, %fadd5733
  %fmul5736 = fmul float %x5607, 2.000000e+00
  %fadd5737 = fadd float %x5549, %fmul5736
  %fmul5738 = fmul float %x5608, 3.000000e+00
  %fadd5739 = fadd float %fmul5738, %fadd5737
  %fmul5740 = fmul float %x5609, 4.000000e+00
  %fadd5741 = fadd float %fmul5740, %fadd5739
  %fmul5742 = fmul float %x5667, 5.000000e+00
  %fadd5743 = fadd float %fadd5741, %fmul5742
  %fmul5744 = fmul float %x5608, 2.000000e+00
  %fadd5745 = fadd float %x5550, %fmul5744
  %fmul5746 = fmul float %x5609, 3.000000e+00
  %fadd5747 = fadd float %fmul5746, %fadd5745
  %fmul5748 = fmul float %x5610, 4.000000e+00
  %fadd5749 = fadd float %fmul5748, %fadd5747
  %fmul5750 = fmul float %x5668, 5.000000e+00
  %fadd5751 = fadd float %fadd5749, %fmul5750
  %bits5752 = bitcast float %x5607 to i32
  %call5753 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5752, i32 1, i32 31)
  %leaf5754 = bitcast i32 %call5753 to float
  %fmul5755 = fmul float %x5609, 2.000000e+00
  %fadd5756 = fadd float %x5551, %fmul5755
  %fmul5757 = fmul float %x5610, 3.000000e+00
  %fadd5758 = fadd float %fmul5757, %fadd5756
  %fmul5759 = fmul float %leaf5754, 4.000000e+00
  %fadd5760 = fadd float %fadd5758, %fmul5759
  %fmul5761 = fmul float %x5669, 5.000000e+00
  %fadd5762 = fadd float %fmul5761, %fadd5760
  %sel5766 = select i1 %edge5122, float %fadd5762, float %fadd5751
  %sel5770 = select i1 %edge5126, float %fadd5751, float %fadd5762
  %v5771 = insertelement <4 x float> poison, float %fadd5735, i64 0
  %v5772 = insertelement <4 x float> %v5771, float %fadd5743, i64 1
  %v5773 = insertelement <4 x float> %v5772, float %sel5766, i64 2
  %v5774 = insertelement <4 x float> %v5773, float %sel5770, i64 3
  store <4 x float> %v5774, ptr addrspace(3) %slot5605, align 16
  %bits5778 = bitcast float %x5669 to i32
  %call5779 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5778, i32 1, i32 0)
  %leaf5780 = bitcast i32 %call5779 to float
  %fmul5781 = fmul float %leaf5780, 2.000000e+00
  %fadd5782 = fadd float %x5607, %fmul5781
  %fmul5783 = fmul float %x5666, 3.000000e+00
  %fadd5784 = fadd float %fmul5783, %fadd5782
  %fmul5785 = fmul float %x5667, 4.000000e+00
  %fadd5786 = fadd float %fmul5785, %fadd5784
  %fmul5787 = fmul float %x5064, 5.000000e+00
  %fadd5788 = fadd float %fmul5787, %fadd5786
  %fmul5789 = fmul float %x5666, 2.000000e+00
  %fadd5790 = fadd float %x5608, %fmul5789
  %fmul5791 = fmul float %x5667, 3.000000e+00
  %fadd5792 = fadd float %fmul5791, %fadd5790
  %fmul5793 = fmul float %x5668, 4.000000e+00
  %fadd5794 = fadd float %fmul5793, %fadd5792
  %fmul5795 = fmul float %x5065, 5.000000e+00
  %fadd5796 = fadd float %fmul5795, %fadd5794
  %fmul5797 = fmul float %x5667, 2.000000e+00
  %fadd5798 = fadd float %x5609, %fmul5797
  %fmul5799 = fmul float %x5668, 3.000000e+00
  %fadd5800 = fadd float %fmul5799, %fadd5798
  %fmul5801 = fmul float %x5669, 4.000000e+00
  %fadd5802 = fadd float %fmul5801, %fadd5800
  %fmul5803 = fmul float %x5066, 5.000000e+00
  %fadd5804 = fadd float %fmul5803, %fadd5802
  %bits5805 = bitcast float %x5666 to i32
  %call5806 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5805, i32 1, i32 31)
  %leaf5807 = bitcast i32 %call5806 to float
  %fmul5808 = fmul float %x5668, 2.000000e+00
  %fadd5809 = fadd float %x5610, %fmul5808
  %fmul5810 = fmul float %x5669, 3.000000e+00
  %fadd5811 = fadd float %fmul5810, %fadd5809
  %fmul5812 = fmul float %leaf5807, 4.000000e+00
  %fadd5813 = fadd float %fadd5811, %fmul5812
  %fmul5814 = fmul float %x5067, 5.000000e+00
  %fadd5815 = fadd float %fmul5814, %fadd5813
  %sel5819 = select i1 %edge5122, float %fadd5815, float %fadd5804
  %sel5823 = select i1 %edge5126, float %fadd5804, float %fadd5815
  %v5824 = insertelement <4 x float> poison, float %fadd5788, i64 0
  %v5825 = insertelement <4 x float> %v5824, float %fadd5796, i64 1
  %v5826 = insertelement <4 x float> %v5825, float %sel5819, i64 2
  %v5827 = insertelement <4 x float> %v5826, float %sel5823, i64 3
  store <4 x float> %v5827, ptr addrspace(3) %slot5664, align 16
  %bits5831 = bitcast float %x5067 to i32
  %call5832 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5831, i32 1, i32 0)
  %leaf5833 = bitcast i32 %call5832 to float
  %fmul5834 = fmul float %leaf5833, 2.000000e+00
  %fadd5835 = fadd float %x5666, %fmul5834
  %fmul5836 = fmul float %x5064, 3.000000e+00
  %fadd5837 = fadd float %fmul5836, %fadd5835
  %fmul5838 = fmul float %x5065, 4.000000e+00
  %fadd5839 = fadd float %fmul5838, %fadd5837
  %fmul5840 = fmul float %fadd4817, 5.000000e+00
  %fadd5841 = fadd float %fmul5840, %fadd5839
  %fmul5842 = fmul float %x5064, 2.000000e+00
  %fadd5843 = fadd float %fmul5842, %x5667
  %fmul5844 = fmul float %x5065, 3.000000e+00
  %fadd5845 = fadd float %fmul5844, %fadd5843
  %fmul5846 = fmul float %x5066, 4.000000e+00
  %fadd5847 = fadd float %fmul5846, %fadd5845
  %fmul5848 = fmul float %fadd4825, 5.000000e+00
  %fadd5849 = fadd float %fmul5848, %fadd5847
  %fmul5850 = fmul float %x5065, 2.000000e+00
  %fadd5851 = fadd float %fmul5850, %x5668
  %fmul5852 = fmul float %x5066, 3.000000e+00
  %fadd5853 = fadd float %fmul5852, %fadd5851
  %fmul5854 = fmul float %x5067, 4.000000e+00
  %fadd5855 = fadd float %fmul5854, %fadd5853
  %fmul5856 = fmul float %phi4943, 5.000000e+00
  %fadd5857 = fadd float %fmul5856, %fadd5855
  %bits5858 = bitcast float %x5064 to i32
  %call5859 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5858, i32 1, i32 31)
  %leaf5860 = bitcast i32 %call5859 to float
  %fmul5861 = fmul float %x5066, 2.000000e+00
  %fadd5862 = fadd float %fmul5861, %x5669
  %fmul5863 = fmul float %x5067, 3.000000e+00
  %fadd5864 = fadd float %fmul5863, %fadd5862
  %fmul5865 = fmul float %leaf5860, 4.000000e+00
  %fadd5866 = fadd float %fadd5864, %fmul5865
  %fmul5867 = fmul float %phi5018, 5.000000e+00
  %fadd5868 = fadd float %fmul5867, %fadd5866
  %sel5872 = select i1 %edge5122, float %fadd5868, float %fadd5857
  %sel5876 = select i1 %edge5126, float %fadd5857, float %fadd5868
  %v5877 = insertelement <4 x float> poison, float %fadd5841, i64 0
  %v5878 = insertelement <4 x float> %v5877, float %fadd5849, i64 1
  %v5879 = insertelement <4 x float> %v5878, float %sel5872, i64 2
  %v5880 = insertelement <4 x float> %v5879, float %sel5876, i64 3
  store <4 x float> %v5880, ptr addrspace(3) %slot5062, align 16
  %bits5884 = bitcast float %phi5006 to i32
  %call5885 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5884, i32 1, i32 0)
  %leaf5886 = bitcast i32 %call5885 to float
  %fmul5887 = fmul float %leaf5886, 2.000000e+00
  %fadd5888 = fadd float %sel5031, %fmul5887
  %fmul5889 = fmul float %fadd4779, 3.000000e+00
  %fadd5890 = fadd float %fmul5889, %fadd5888
  %fmul5891 = fmul float %fadd4787, 4.000000e+00
  %fadd5892 = fadd float %fmul5891, %fadd5890
  %fmul5893 = fmul float %x5058, 5.000000e+00
  %fadd5894 = fadd float %fmul5893, %fadd5892
  %fmul5895 = fmul float %fadd4779, 2.000000e+00
  %fadd5896 = fadd float %sel5032, %fmul5895
  %fmul5897 = fmul float %fadd4787, 3.000000e+00
  %fadd5898 = fadd float %fmul5897, %fadd5896
  %fmul5899 = fmul float %phi4931, 4.000000e+00
  %fadd5900 = fadd float %fadd5898, %fmul5899
  %fmul5901 = fmul float %x5059, 5.000000e+00
  %fadd5902 = fadd float %fadd5900, %fmul5901
  %fmul5903 = fmul float %fadd4787, 2.000000e+00
  %fadd5904 = fadd float %fmul5903, %sel5033
  %fmul5905 = fmul float %phi4931, 3.000000e+00
  %fadd5906 = fadd float %fmul5905, %fadd5904
  %fmul5907 = fmul float %phi5006, 4.000000e+00
  %fadd5908 = fadd float %fadd5906, %fmul5907
  %fmul5909 = fmul float %x5060, 5.000000e+00
  %fadd5910 = fadd float %fadd5908, %fmul5909
  %bits5911 = bitcast float %fadd4779 to i32
  %call5912 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5911, i32 1, i32 31)
  %leaf5913 = bitcast i32 %call5912 to float
  %fmul5914 = fmul float %phi4931, 2.000000e+00
  %fadd5915 = fadd float %fmul5914, %sel5034
  %fmul5916 = fmul float %phi5006, 3.000000e+00
  %fadd5917 = fadd float %fmul5916, %fadd5915
  %fmul5918 = fmul float %leaf5913, 4.000000e+00
  %fadd5919 = fadd float %fadd5917, %fmul5918
  %fmul5920 = fmul float %x5061, 5.000000e+00
  %fadd5921 = fadd float %fmul5920, %fadd5919
  %bits5922 = bitcast float %phi5018 to i32
  %call5923 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5922, i32 1, i32 0)
  %leaf5924 = bitcast i32 %call5923 to float
  %fmul5925 = fmul float %leaf5924, 2.000000e+00
  %fadd5926 = fadd float %x5064, %fmul5925
  %fmul5927 = fmul float %fadd4817, 3.000000e+00
  %fadd5928 = fadd float %fmul5927, %fadd5926
  %fmul5929 = fmul float %fadd4825, 4.000000e+00
  %fadd5930 = fadd float %fmul5929, %fadd5928
  %fmul5931 = fmul float %sel5035, 5.000000e+00
  %fadd5932 = fadd float %fmul5931, %fadd5930
  %fmul5933 = fmul float %fadd4817, 2.000000e+00
  %fadd5934 = fadd float %fmul5933, %x5065
  %fmul5935 = fmul float %fadd4825, 3.000000e+00
  %fadd5936 = fadd float %fmul5935, %fadd5934
  %fmul5937 = fmul float %phi4943, 4.000000e+00
  %fadd5938 = fadd float %fmul5937, %fadd5936
  %fmul5939 = fmul float %sel5036, 5.000000e+00
  %fadd5940 = fadd float %fmul5939, %fadd5938
  %fmul5941 = fmul float %fadd4825, 2.000000e+00
  %fadd5942 = fadd float %fmul5941, %x5066
  %fmul5943 = fmul float %phi4943, 3.000000e+00
  %fadd5944 = fadd float %fmul5943, %fadd5942
  %fmul5945 = fmul float %phi5018, 4.000000e+00
  %fadd5946 = fadd float %fmul5945, %fadd5944
  %fmul5947 = fmul float %sel5037, 5.000000e+00
  %fadd5948 = fadd float %fmul5947, %fadd5946
  %bits5949 = bitcast float %fadd4817 to i32
  %call5950 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5949, i32 1, i32 31)
  %leaf5951 = bitcast i32 %call5950 to float
  %fmul5952 = fmul float %phi4943, 2.000000e+00
  %fadd5953 = fadd float %fmul5952, %x5067
  %fmul5954 = fmul float %phi5018, 3.000000e+00
  %fadd5955 = fadd float %fmul5954, %fadd5953
  %fmul5956 = fmul float %leaf5951, 4.000000e+00
  %fadd5957 = fadd float %fadd5955, %fmul5956
  %fmul5958 = fmul float %sel5038, 5.000000e+00
  %fadd5959 = fadd float %fmul5958, %fadd5957
  br i1 %cmp5120, label %then5961, label %endif5963

then5961:                                         ; preds = %endif4960
  %cmp5121 = icmp eq i64 %lane5049, 0
  %bits5964 = bitcast float %fadd5921 to i32
  %call5965 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5964, i32 0, i32 31)
  %leaf5966 = bitcast i32 %call5965 to float
  %sel5968 = select i1 %cmp5121, float %leaf5966, float %fadd5910
  %call5970 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5082, i32 0, i32 31)
  %leaf5971 = bitcast i32 %call5970 to float
  %sel5973 = select i1 %cmp5121, float %leaf5971, float %x5060
  %call5975 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5831, i32 0, i32 31)
  %leaf5976 = bitcast i32 %call5975 to float
  %sel5978 = select i1 %cmp5121, float %leaf5976, float %x5066
  %bits5979 = bitcast float %fadd5959 to i32
  %call5980 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5979, i32 0, i32 31)
  %leaf5981 = bitcast i32 %call5980 to float
  %sel5983 = select i1 %cmp5121, float %leaf5981, float %fadd5948
  br label %endif5963

endif5963:                                        ; preds = %endif4960, %then5961
  %phi5998 = phi float [ %sel5968, %then5961 ], [ %fadd5910, %endif4960 ]
  %phi6002 = phi float [ %sel5973, %then5961 ], [ %x5060, %endif4960 ]
  %phi6006 = phi float [ %sel5978, %then5961 ], [ %x5066, %endif4960 ]
  %phi6010 = phi float [ %sel5983, %then5961 ], [ %fadd5948, %endif4960 ]
  br i1 %cmp5124, label %then6025, label %endif6027

then6025:                                         ; preds = %endif5963
  %bits6028 = bitcast float %phi5998 to i32
  %call6029 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6028, i32 24, i32 31)
  %leaf6030 = bitcast i32 %call6029 to float
  %sel6032 = select i1 %cmp5125, float %leaf6030, float %fadd5921
  %bits6033 = bitcast float %phi6002 to i32
  %call6034 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6033, i32 24, i32 31)
  %bits6038 = bitcast float %phi6006 to i32
  %call6039 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6038, i32 24, i32 31)
  %bits6043 = bitcast float %phi6010 to i32
  %call6044 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6043, i32 24, i32 31)
  %leaf6045 = bitcast i32 %call6044 to float
  %sel6047 = select i1 %cmp5125, float %leaf6045, float %fadd5959
  br label %endif6027

endif6027:                                        ; preds = %endif5963, %then6025
  %phi6063 = phi float [ %sel6032, %then6025 ], [ %fadd5921, %endif5963 ]
  %phi6075 = phi float [ %sel6047, %then6025 ], [ %fadd5959, %endif5963 ]
  %exitcond.not = icmp eq i64 %add1237, %epochs
  br i1 %exitcond.not, label %fold.exit, label %fold.body

then6124:                                         ; preds = %fold.exit
  %add6127 = add nsw i64 %epochs, 1
  %parity6128 = and i64 %add6127, 1
  %201 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %mul6122) #3
  %sub6129 = sub i64 %201, %mul6122
  %base6130 = getelementptr inbounds float, ptr addrspace(3) %slots, i64 %sub6129
  %202 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %mul6122) #3
  %sub6131 = sub i64 %202, %mul6122
  %add6132 = add i64 %sub6131, %sreg
  %add6133 = add i64 %sub6131, %sreg4
  %add6134 = add i64 %sub6131, %sreg6
  %warp6135 = lshr i64 %add6132, 5
  %lane6136 = and i64 %add6132, 31
  %mul6141 = shl nuw nsw i64 %lane6136, 2
  %mul6143 = shl i64 %add6132, 2
  %mul6144 = mul nuw nsw i64 %add6134, %parity6128
  %add6145 = add i64 %mul6144, %add6133
  %v6151 = insertelement <4 x float> poison, float %phi6102, i64 0
  %v6152 = insertelement <4 x float> %v6151, float %phi6103, i64 1
  %v6153 = insertelement <4 x float> %v6152, float %phi6104, i64 2
  %v6154 = insertelement <4 x float> %v6153, float %phi6105, i64 3
  %.idx11459 = mul i64 %add6145, 52224
  %203 = getelementptr i8, ptr addrspace(1) %2, i64 %.idx11459
  %p6155 = getelementptr float, ptr addrspace(1) %203, i64 %mul6143
  store <4 x float> %v6154, ptr addrspace(1) %p6155, align 16
  %v6162 = load float, ptr addrspace(3) %base6130, align 4
  %p6163 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 4
  %v6164 = load float, ptr addrspace(3) %p6163, align 4
  %p6165 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 8
  %v6166 = load float, ptr addrspace(3) %p6165, align 4
  %p6167 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 12
  %v6168 = load float, ptr addrspace(3) %p6167, align 4
  %v6171 = insertelement <4 x float> poison, float %v6162, i64 0
  %v6172 = insertelement <4 x float> %v6171, float %v6164, i64 1
  %v6173 = insertelement <4 x float> %v6172, float %v6166, i64 2
  %v6174 = insertelement <4 x float> %v6173, float %v6168, i64 3
  %204 = getelementptr i8, ptr addrspace(1) %203, i64 8704
  %p6175 = getelementptr float, ptr addrspace(1) %204, i64 %mul6143
  store <4 x float> %v6174, ptr addrspace(1) %p6175, align 16
  %p6181 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 8704
  %v6182 = load float, ptr addrspace(3) %p6181, align 4
  %p6183 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 8708
  %v6184 = load float, ptr addrspace(3) %p6183, align 4
  %p6185 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 8712
  %v6186 = load float, ptr addrspace(3) %p6185, align 4
  %p6187 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 8716
  %v6188 = load float, ptr addrspace(3) %p6187, align 4
  %v6191 = insertelement <4 x float> poison, float %v6182, i64 0
  %v6192 = insertelement <4 x float> %v6191, float %v6184, i64 1
  %v6193 = insertelement <4 x float> %v6192, float %v6186, i64 2
  %v6194 = insertelement <4 x float> %v6193, float %v6188, i64 3
  %205 = getelementptr i8, ptr addrspace(1) %203, i64 17408
  %p6195 = getelementptr float, ptr addrspace(1) %205, i64 %mul6143
  store <4 x float> %v6194, ptr addrspace(1) %p6195, align 16
  %p6201 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 104448
  %v6202 = load float, ptr addrspace(3) %p6201, align 4
  %p6203 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 104452
  %v6204 = load float, ptr addrspace(3) %p6203, align 4
  %p6205 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 104456
  %v6206 = load float, ptr addrspace(3) %p6205, align 4
  %p6207 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 104460
  %v6208 = load float, ptr addrspace(3) %p6207, align 4
  %v6211 = insertelement <4 x float> poison, float %v6202, i64 0
  %v6212 = insertelement <4 x float> %v6211, float %v6204, i64 1
  %v6213 = insertelement <4 x float> %v6212, float %v6206, i64 2
  %v6214 = insertelement <4 x float> %v6213, float %v6208, i64 3
  %206 = getelementptr i8, ptr addrspace(1) %203, i64 26112
  %p6215 = getelementptr float, ptr addrspace(1) %206, i64 %mul6143
  store <4 x float> %v6214, ptr addrspace(1) %p6215, align 16
  %p6221 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 113152
  %v6222 = load float, ptr addrspace(3) %p6221, align 4
  %p6223 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 113156
  %v6224 = load float, ptr addrspace(3) %p6223, align 4
  %p6225 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 113160
  %v6226 = load float, ptr addrspace(3) %p6225, align 4
  %p6227 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 113164
  %v6228 = load float, ptr addrspace(3) %p6227, align 4
  %v6231 = insertelement <4 x float> poison, float %v6222, i64 0
  %v6232 = insertelement <4 x float> %v6231, float %v6224, i64 1
  %v6233 = insertelement <4 x float> %v6232, float %v6226, i64 2
  %v6234 = insertelement <4 x float> %v6233, float %v6228, i64 3
  %207 = getelementptr i8, ptr addrspace(1) %203, i64 34816
  %p6235 = getelementptr float, ptr addrspace(1) %207, i64 %mul6143
  store <4 x float> %v6234, ptr addrspace(1) %p6235, align 16
  %v6243 = insertelement <4 x float> poison, float %phi6106, i64 0
  %v6244 = insertelement <4 x float> %v6243, float %phi6107, i64 1
  %v6245 = insertelement <4 x float> %v6244, float %phi6108, i64 2
  %v6246 = insertelement <4 x float> %v6245, float %phi6109, i64 3
  %208 = getelementptr i8, ptr addrspace(1) %203, i64 43520
  %p6247 = getelementptr float, ptr addrspace(1) %208, i64 %mul6143
  store <4 x float> %v6246, ptr addrspace(1) %p6247, align 16
  %sub6250 = add nsw i64 %mul6141, -3
  %inside6251 = icmp ult i64 %sub6250, 3
  br i1 %inside6251, label %then6252, label %endif6253

endif6126:                                        ; preds = %endif10000, %endif8741, %fold.exit
  %phi10143 = phi float [ %phi6102, %fold.exit ], [ %fadd8394, %endif8741 ], [ %fadd9771, %endif10000 ]
  %phi10144 = phi float [ %phi6103, %fold.exit ], [ %fadd8402, %endif8741 ], [ %fadd9779, %endif10000 ]
  %phi10145 = phi float [ %phi6104, %fold.exit ], [ %phi8455, %endif8741 ], [ %phi9971, %endif10000 ]
  %phi10146 = phi float [ %phi6105, %fold.exit ], [ %phi8515, %endif8741 ], [ %phi10056, %endif10000 ]
  %phi10147 = phi float [ %phi6106, %fold.exit ], [ %fadd8575, %endif8741 ], [ %fadd9809, %endif10000 ]
  %phi10148 = phi float [ %phi6107, %fold.exit ], [ %fadd8583, %endif8741 ], [ %fadd9817, %endif10000 ]
  %phi10149 = phi float [ %phi6108, %fold.exit ], [ %phi8724, %endif8741 ], [ %phi9983, %endif10000 ]
  %phi10150 = phi float [ %phi6109, %fold.exit ], [ %phi8784, %endif8741 ], [ %phi10068, %endif10000 ]
  %209 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %6) #3
  %sub10163 = sub i64 %209, %6
  %add10164 = add i64 %sub10163, %sreg
  %add10165 = add i64 %sub10163, %sreg4
  %warp10169 = lshr i64 %add10164, 5
  %mul10171 = mul i64 %warp10169, 122
  %lane10168 = shl i64 %add10164, 2
  %mul10173 = and i64 %lane10168, 124
  %sub10172 = add nsw i64 %mul10173, -3
  %add10174 = add i64 %sub10172, %mul10171
  %mul10175 = shl i64 %add10165, 4
  %cmp10179 = icmp sgt i64 %add10174, -1
  %cmp10180 = icmp slt i64 %add10174, %5
  %in10181 = and i1 %cmp10179, %cmp10180
  %own = icmp ult i64 %sub10172, 122
  %owns = and i1 %own, %in10181
  %cmp10184 = icmp sgt i64 %mul10175, -1
  %cmp10185 = icmp slt i64 %mul10175, %4
  %in10186 = and i1 %cmp10184, %cmp10185
  %inside10187 = and i1 %in10186, %owns
  %mul10188 = mul i64 %mul10175, %5
  br i1 %inside10187, label %then10190, label %endif10191

then6252:                                         ; preds = %then6124
  %mul6257 = mul nuw nsw i64 %warp6135, 6
  %add6258 = or disjoint i64 %sub6250, %mul6257
  %.idx11471 = mul nuw nsw i64 %parity6128, 6528
  %210 = getelementptr inbounds i8, ptr addrspace(3) @band.columns, i64 %.idx11471
  %p6260 = getelementptr inbounds float, ptr addrspace(3) %210, i64 %add6258
  store float %phi6102, ptr addrspace(3) %p6260, align 4
  %211 = getelementptr inbounds i8, ptr addrspace(3) %210, i64 6120
  %p6267 = getelementptr inbounds float, ptr addrspace(3) %211, i64 %add6258
  store float %phi6106, ptr addrspace(3) %p6267, align 4
  br label %endif6253

endif6253:                                        ; preds = %then6252, %then6124
  %inside6269 = icmp eq i64 %lane6136, 31
  br i1 %inside6269, label %then6270, label %endif6271

then6270:                                         ; preds = %endif6253
  %add6272 = add nsw i64 %mul6141, -119
  %mul6275 = mul nuw nsw i64 %warp6135, 6
  %add6276 = add nuw nsw i64 %add6272, %mul6275
  %.idx11472 = mul nuw nsw i64 %parity6128, 6528
  %212 = getelementptr inbounds i8, ptr addrspace(3) @band.columns, i64 %.idx11472
  %p6278 = getelementptr inbounds float, ptr addrspace(3) %212, i64 %add6276
  store float %phi6102, ptr addrspace(3) %p6278, align 4
  %213 = getelementptr inbounds i8, ptr addrspace(3) %212, i64 6120
  %p6285 = getelementptr inbounds float, ptr addrspace(3) %213, i64 %add6276
  store float %phi6106, ptr addrspace(3) %p6285, align 4
  br label %endif6271

endif6271:                                        ; preds = %then6270, %endif6253
  %add6286 = or disjoint i64 %mul6141, 1
  %inside6288 = icmp eq i64 %lane6136, 1
  br i1 %inside6288, label %then6289, label %endif6308

then6289:                                         ; preds = %endif6271
  %mul6294 = mul nuw nsw i64 %warp6135, 6
  %add6295 = add nuw nsw i64 %mul6294, 2
  %.idx11473 = mul nuw nsw i64 %parity6128, 6528
  %214 = getelementptr inbounds i8, ptr addrspace(3) @band.columns, i64 %.idx11473
  %p6297 = getelementptr inbounds float, ptr addrspace(3) %214, i64 %add6295
  store float %phi6103, ptr addrspace(3) %p6297, align 8
  %215 = getelementptr inbounds i8, ptr addrspace(3) %214, i64 6120
  %p6304 = getelementptr inbounds float, ptr addrspace(3) %215, i64 %add6295
  store float %phi6107, ptr addrspace(3) %p6304, align 8
  br label %endif6308

endif6308:                                        ; preds = %endif6271, %then6289
  %add6323 = or disjoint i64 %mul6141, 2
  %inside6343 = icmp eq i64 %lane6136, 30
  br i1 %inside6343, label %then6344, label %endif6345

then6344:                                         ; preds = %endif6308
  %add6346 = add nsw i64 %mul6141, -117
  %mul6349 = mul nuw nsw i64 %warp6135, 6
  %add6350 = add nuw nsw i64 %add6346, %mul6349
  %.idx11474 = mul nuw nsw i64 %parity6128, 6528
  %216 = getelementptr inbounds i8, ptr addrspace(3) @band.columns, i64 %.idx11474
  %p6352 = getelementptr inbounds float, ptr addrspace(3) %216, i64 %add6350
  store float %phi6104, ptr addrspace(3) %p6352, align 4
  %217 = getelementptr inbounds i8, ptr addrspace(3) %216, i64 6120
  %p6359 = getelementptr inbounds float, ptr addrspace(3) %217, i64 %add6350
  store float %phi6108, ptr addrspace(3) %p6359, align 4
  br label %endif6345

endif6345:                                        ; preds = %then6344, %endif6308
  %add6360 = or disjoint i64 %mul6141, 3
  %inside6362 = icmp eq i64 %lane6136, 0
  br i1 %inside6362, label %then6363, label %endif6364

then6363:                                         ; preds = %endif6345
  %.idx11475 = mul nuw nsw i64 %parity6128, 6528
  %218 = getelementptr inbounds i8, ptr addrspace(3) @band.columns, i64 %.idx11475
  %219 = getelementptr inbounds i8, ptr addrspace(3) %218, i64 6120
  %mul6368 = mul nuw nsw i64 %warp6135, 6
  %p6378 = getelementptr inbounds float, ptr addrspace(3) %219, i64 %mul6368
  %p6371 = getelementptr inbounds float, ptr addrspace(3) %218, i64 %mul6368
  store float %phi6105, ptr addrspace(3) %p6371, align 8
  store float %phi6109, ptr addrspace(3) %p6378, align 8
  br label %endif6364

endif6364:                                        ; preds = %then6363, %endif6345
  %sub6379 = add nsw i64 %mul6141, -119
  %inside6380 = icmp ult i64 %sub6379, 3
  br i1 %inside6380, label %then6381, label %endif6382

then6381:                                         ; preds = %endif6364
  %add6383 = add nsw i64 %mul6141, -116
  %mul6386 = mul nuw nsw i64 %warp6135, 6
  %add6387 = add nuw nsw i64 %add6383, %mul6386
  %.idx11476 = mul nuw nsw i64 %parity6128, 6528
  %220 = getelementptr i8, ptr addrspace(3) @band.columns, i64 %.idx11476
  %p6389 = getelementptr float, ptr addrspace(3) %220, i64 %add6387
  store float %phi6105, ptr addrspace(3) %p6389, align 8
  %221 = getelementptr i8, ptr addrspace(3) %220, i64 6120
  %p6396 = getelementptr float, ptr addrspace(3) %221, i64 %add6387
  store float %phi6109, ptr addrspace(3) %p6396, align 8
  br label %endif6382

endif6382:                                        ; preds = %then6381, %endif6364
  %epoch6397 = trunc i64 %add6127 to i32
  tail call void @llvm.nvvm.barrier0()
  %cmp6398 = icmp eq i64 %add6132, 0
  br i1 %cmp6398, label %then6399, label %endif6400

then6399:                                         ; preds = %endif6382
  %flag6401 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add6133
  %address6402 = ptrtoint ptr addrspace(1) %flag6401 to i64
  tail call void asm sideeffect "st.release.gpu.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %address6402, i32 %epoch6397) #3
  br label %endif6400

endif6400:                                        ; preds = %then6399, %endif6382
  %cmp6406 = icmp ugt i64 %add6132, 31
  %cmp6407 = icmp ult i64 %add6132, 512
  %from_before6410 = and i1 %cmp6406, %inside6362
  %sub6411 = or disjoint i64 %mul6141, -125
  br i1 %from_before6410, label %then6417, label %endif6418

then6417:                                         ; preds = %endif6400
  %p6420 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 -24
  %v6421 = load float, ptr addrspace(3) %p6420, align 4
  store float %v6421, ptr addrspace(3) %base6130, align 4
  %p6424 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 8680
  %v6425 = load float, ptr addrspace(3) %p6424, align 4
  store float %v6425, ptr addrspace(3) %p6181, align 4
  %p6428 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 17384
  %v6429 = load float, ptr addrspace(3) %p6428, align 4
  %p6430 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 17408
  store float %v6429, ptr addrspace(3) %p6430, align 4
  %p6432 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 26088
  %v6433 = load float, ptr addrspace(3) %p6432, align 4
  %p6434 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 26112
  store float %v6433, ptr addrspace(3) %p6434, align 4
  %p6436 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 34792
  %v6437 = load float, ptr addrspace(3) %p6436, align 4
  %p6438 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 34816
  store float %v6437, ptr addrspace(3) %p6438, align 4
  %p6440 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 43496
  %v6441 = load float, ptr addrspace(3) %p6440, align 4
  %p6442 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 43520
  store float %v6441, ptr addrspace(3) %p6442, align 4
  %p6444 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 52200
  %v6445 = load float, ptr addrspace(3) %p6444, align 4
  %p6446 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 52224
  store float %v6445, ptr addrspace(3) %p6446, align 4
  %p6448 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 60904
  %v6449 = load float, ptr addrspace(3) %p6448, align 4
  %p6450 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 60928
  store float %v6449, ptr addrspace(3) %p6450, align 4
  %p6452 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 69608
  %v6453 = load float, ptr addrspace(3) %p6452, align 4
  %p6454 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 69632
  store float %v6453, ptr addrspace(3) %p6454, align 4
  %p6456 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 78312
  %v6457 = load float, ptr addrspace(3) %p6456, align 4
  %p6458 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 78336
  store float %v6457, ptr addrspace(3) %p6458, align 4
  %p6460 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 87016
  %v6461 = load float, ptr addrspace(3) %p6460, align 4
  %p6462 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 87040
  store float %v6461, ptr addrspace(3) %p6462, align 4
  %p6464 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 95720
  %v6465 = load float, ptr addrspace(3) %p6464, align 4
  %p6466 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 95744
  store float %v6465, ptr addrspace(3) %p6466, align 4
  %p6468 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 104424
  %v6469 = load float, ptr addrspace(3) %p6468, align 4
  store float %v6469, ptr addrspace(3) %p6201, align 4
  %p6472 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 113128
  %v6473 = load float, ptr addrspace(3) %p6472, align 4
  store float %v6473, ptr addrspace(3) %p6221, align 4
  br label %endif6418

endif6418:                                        ; preds = %then6417, %endif6400
  %222 = mul nuw nsw i64 %warp6135, 6
  %mul6477 = add nsw i64 %222, -6
  %add6478 = add nsw i64 %mul6477, %add6360
  %.idx11486 = mul nuw nsw i64 %parity6128, 6528
  %223 = getelementptr i8, ptr addrspace(3) @band.columns, i64 %.idx11486
  %p6480 = getelementptr float, ptr addrspace(3) %223, i64 %add6478
  %address6481 = ptrtoint ptr addrspace(3) %p6480 to i64
  %224 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address6481, i1 %from_before6410, float %phi6102) #3
  %mul6484 = add nuw nsw i64 %222, 6
  %add6485 = add nsw i64 %mul6484, %sub6411
  %p6487 = getelementptr float, ptr addrspace(3) %223, i64 %add6485
  %address6488 = ptrtoint ptr addrspace(3) %p6487 to i64
  %225 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address6488, i1 false, float %224) #3
  %226 = getelementptr i8, ptr addrspace(3) %223, i64 6120
  %p6494 = getelementptr float, ptr addrspace(3) %226, i64 %add6478
  %address6495 = ptrtoint ptr addrspace(3) %p6494 to i64
  %227 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address6495, i1 %from_before6410, float %phi6106) #3
  %p6501 = getelementptr float, ptr addrspace(3) %226, i64 %add6485
  %address6502 = ptrtoint ptr addrspace(3) %p6501 to i64
  %228 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address6502, i1 false, float %227) #3
  %cmp6504 = icmp ult i64 %add6286, 3
  %from_before6505 = and i1 %cmp6406, %cmp6504
  %sub6506 = add nsw i64 %mul6141, -124
  %after6507 = icmp eq i64 %sub6506, 0
  %from_after6508 = and i1 %cmp6407, %after6507
  %add6509 = add nuw nsw i64 %mul6141, 4
  %moved6510 = or i1 %from_before6505, %from_after6508
  br i1 %moved6510, label %then6512, label %endif6513

then6512:                                         ; preds = %endif6418
  %shift6511 = select i1 %from_before6505, i64 -6, i64 6
  %add6514 = or disjoint i64 %shift6511, 1
  %p6515 = getelementptr inbounds float, ptr addrspace(3) %base6130, i64 %add6514
  %v6516 = load float, ptr addrspace(3) %p6515, align 4
  store float %v6516, ptr addrspace(3) %p6163, align 4
  %229 = getelementptr float, ptr addrspace(3) %base6130, i64 %shift6511
  %p6519 = getelementptr i8, ptr addrspace(3) %229, i64 8708
  %v6520 = load float, ptr addrspace(3) %p6519, align 4
  store float %v6520, ptr addrspace(3) %p6183, align 4
  %p6523 = getelementptr i8, ptr addrspace(3) %229, i64 17412
  %v6524 = load float, ptr addrspace(3) %p6523, align 4
  %p6525 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 17412
  store float %v6524, ptr addrspace(3) %p6525, align 4
  %p6527 = getelementptr i8, ptr addrspace(3) %229, i64 26116
  %v6528 = load float, ptr addrspace(3) %p6527, align 4
  %p6529 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 26116
  store float %v6528, ptr addrspace(3) %p6529, align 4
  %p6531 = getelementptr i8, ptr addrspace(3) %229, i64 34820
  %v6532 = load float, ptr addrspace(3) %p6531, align 4
  %p6533 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 34820
  store float %v6532, ptr addrspace(3) %p6533, align 4
  %p6535 = getelementptr i8, ptr addrspace(3) %229, i64 43524
  %v6536 = load float, ptr addrspace(3) %p6535, align 4
  %p6537 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 43524
  store float %v6536, ptr addrspace(3) %p6537, align 4
  %p6539 = getelementptr i8, ptr addrspace(3) %229, i64 52228
  %v6540 = load float, ptr addrspace(3) %p6539, align 4
  %p6541 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 52228
  store float %v6540, ptr addrspace(3) %p6541, align 4
  %p6543 = getelementptr i8, ptr addrspace(3) %229, i64 60932
  %v6544 = load float, ptr addrspace(3) %p6543, align 4
  %p6545 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 60932
  store float %v6544, ptr addrspace(3) %p6545, align 4
  %p6547 = getelementptr i8, ptr addrspace(3) %229, i64 69636
  %v6548 = load float, ptr addrspace(3) %p6547, align 4
  %p6549 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 69636
  store float %v6548, ptr addrspace(3) %p6549, align 4
  %p6551 = getelementptr i8, ptr addrspace(3) %229, i64 78340
  %v6552 = load float, ptr addrspace(3) %p6551, align 4
  %p6553 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 78340
  store float %v6552, ptr addrspace(3) %p6553, align 4
  %p6555 = getelementptr i8, ptr addrspace(3) %229, i64 87044
  %v6556 = load float, ptr addrspace(3) %p6555, align 4
  %p6557 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 87044
  store float %v6556, ptr addrspace(3) %p6557, align 4
  %p6559 = getelementptr i8, ptr addrspace(3) %229, i64 95748
  %v6560 = load float, ptr addrspace(3) %p6559, align 4
  %p6561 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 95748
  store float %v6560, ptr addrspace(3) %p6561, align 4
  %p6563 = getelementptr i8, ptr addrspace(3) %229, i64 104452
  %v6564 = load float, ptr addrspace(3) %p6563, align 4
  store float %v6564, ptr addrspace(3) %p6203, align 4
  %p6567 = getelementptr i8, ptr addrspace(3) %229, i64 113156
  %v6568 = load float, ptr addrspace(3) %p6567, align 4
  store float %v6568, ptr addrspace(3) %p6223, align 4
  br label %endif6513

endif6513:                                        ; preds = %then6512, %endif6418
  %add6573 = add nsw i64 %add6509, %mul6477
  %p6575 = getelementptr float, ptr addrspace(3) %223, i64 %add6573
  %address6576 = ptrtoint ptr addrspace(3) %p6575 to i64
  %230 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address6576, i1 %from_before6505, float %phi6103) #3
  %add6580 = add nsw i64 %mul6484, %sub6506
  %p6582 = getelementptr float, ptr addrspace(3) %223, i64 %add6580
  %address6583 = ptrtoint ptr addrspace(3) %p6582 to i64
  %231 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address6583, i1 %from_after6508, float %230) #3
  %p6589 = getelementptr float, ptr addrspace(3) %226, i64 %add6573
  %address6590 = ptrtoint ptr addrspace(3) %p6589 to i64
  %232 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address6590, i1 %from_before6505, float %phi6107) #3
  %p6596 = getelementptr float, ptr addrspace(3) %226, i64 %add6580
  %address6597 = ptrtoint ptr addrspace(3) %p6596 to i64
  %233 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address6597, i1 %from_after6508, float %232) #3
  %sub6601 = add nsw i64 %mul6141, -123
  %after6602 = icmp ult i64 %sub6601, 3
  %from_after6603 = and i1 %cmp6407, %after6602
  %add6604 = add nuw nsw i64 %mul6141, 5
  %moved6605 = or i1 %from_before6410, %from_after6603
  br i1 %moved6605, label %then6607, label %endif6608

then6607:                                         ; preds = %endif6513
  %shift6606 = select i1 %from_before6410, i64 -6, i64 6
  %234 = getelementptr float, ptr addrspace(3) %base6130, i64 %shift6606
  %p6610 = getelementptr i8, ptr addrspace(3) %234, i64 8
  %v6611 = load float, ptr addrspace(3) %p6610, align 4
  store float %v6611, ptr addrspace(3) %p6165, align 4
  %p6614 = getelementptr i8, ptr addrspace(3) %234, i64 8712
  %v6615 = load float, ptr addrspace(3) %p6614, align 4
  store float %v6615, ptr addrspace(3) %p6185, align 4
  %p6618 = getelementptr i8, ptr addrspace(3) %234, i64 17416
  %v6619 = load float, ptr addrspace(3) %p6618, align 4
  %p6620 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 17416
  store float %v6619, ptr addrspace(3) %p6620, align 4
  %p6622 = getelementptr i8, ptr addrspace(3) %234, i64 26120
  %v6623 = load float, ptr addrspace(3) %p6622, align 4
  %p6624 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 26120
  store float %v6623, ptr addrspace(3) %p6624, align 4
  %p6626 = getelementptr i8, ptr addrspace(3) %234, i64 34824
  %v6627 = load float, ptr addrspace(3) %p6626, align 4
  %p6628 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 34824
  store float %v6627, ptr addrspace(3) %p6628, align 4
  %p6630 = getelementptr i8, ptr addrspace(3) %234, i64 43528
  %v6631 = load float, ptr addrspace(3) %p6630, align 4
  %p6632 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 43528
  store float %v6631, ptr addrspace(3) %p6632, align 4
  %p6634 = getelementptr i8, ptr addrspace(3) %234, i64 52232
  %v6635 = load float, ptr addrspace(3) %p6634, align 4
  %p6636 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 52232
  store float %v6635, ptr addrspace(3) %p6636, align 4
  %p6638 = getelementptr i8, ptr addrspace(3) %234, i64 60936
  %v6639 = load float, ptr addrspace(3) %p6638, align 4
  %p6640 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 60936
  store float %v6639, ptr addrspace(3) %p6640, align 4
  %p6642 = getelementptr i8, ptr addrspace(3) %234, i64 69640
  %v6643 = load float, ptr addrspace(3) %p6642, align 4
  %p6644 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 69640
  store float %v6643, ptr addrspace(3) %p6644, align 4
  %p6646 = getelementptr i8, ptr addrspace(3) %234, i64 78344
  %v6647 = load float, ptr addrspace(3) %p6646, align 4
  %p6648 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 78344
  store float %v6647, ptr addrspace(3) %p6648, align 4
  %p6650 = getelementptr i8, ptr addrspace(3) %234, i64 87048
  %v6651 = load float, ptr addrspace(3) %p6650, align 4
  %p6652 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 87048
  store float %v6651, ptr addrspace(3) %p6652, align 4
  %p6654 = getelementptr i8, ptr addrspace(3) %234, i64 95752
  %v6655 = load float, ptr addrspace(3) %p6654, align 4
  %p6656 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 95752
  store float %v6655, ptr addrspace(3) %p6656, align 4
  %p6658 = getelementptr i8, ptr addrspace(3) %234, i64 104456
  %v6659 = load float, ptr addrspace(3) %p6658, align 4
  store float %v6659, ptr addrspace(3) %p6205, align 4
  %p6662 = getelementptr i8, ptr addrspace(3) %234, i64 113160
  %v6663 = load float, ptr addrspace(3) %p6662, align 4
  store float %v6663, ptr addrspace(3) %p6225, align 4
  br label %endif6608

endif6608:                                        ; preds = %then6607, %endif6513
  %add6668 = add nsw i64 %add6604, %mul6477
  %p6670 = getelementptr float, ptr addrspace(3) %223, i64 %add6668
  %address6671 = ptrtoint ptr addrspace(3) %p6670 to i64
  %235 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address6671, i1 %from_before6410, float %phi6104) #3
  %add6675 = add nsw i64 %mul6484, %sub6601
  %p6677 = getelementptr float, ptr addrspace(3) %223, i64 %add6675
  %address6678 = ptrtoint ptr addrspace(3) %p6677 to i64
  %236 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address6678, i1 %from_after6603, float %235) #3
  %p6684 = getelementptr float, ptr addrspace(3) %226, i64 %add6668
  %address6685 = ptrtoint ptr addrspace(3) %p6684 to i64
  %237 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address6685, i1 %from_before6410, float %phi6108) #3
  %p6691 = getelementptr float, ptr addrspace(3) %226, i64 %add6675
  %address6692 = ptrtoint ptr addrspace(3) %p6691 to i64
  %238 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address6692, i1 %from_after6603, float %237) #3
  %sub6696 = add nsw i64 %mul6141, -122
  %after6697 = icmp eq i64 %sub6696, 2
  %from_after6698 = and i1 %cmp6407, %after6697
  br i1 %from_after6698, label %then6702, label %endif6703

then6702:                                         ; preds = %endif6608
  %p6705 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 36
  %v6706 = load float, ptr addrspace(3) %p6705, align 4
  store float %v6706, ptr addrspace(3) %p6167, align 4
  %p6709 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 8740
  %v6710 = load float, ptr addrspace(3) %p6709, align 4
  store float %v6710, ptr addrspace(3) %p6187, align 4
  %p6713 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 17444
  %v6714 = load float, ptr addrspace(3) %p6713, align 4
  %p6715 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 17420
  store float %v6714, ptr addrspace(3) %p6715, align 4
  %p6717 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 26148
  %v6718 = load float, ptr addrspace(3) %p6717, align 4
  %p6719 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 26124
  store float %v6718, ptr addrspace(3) %p6719, align 4
  %p6721 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 34852
  %v6722 = load float, ptr addrspace(3) %p6721, align 4
  %p6723 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 34828
  store float %v6722, ptr addrspace(3) %p6723, align 4
  %p6725 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 43556
  %v6726 = load float, ptr addrspace(3) %p6725, align 4
  %p6727 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 43532
  store float %v6726, ptr addrspace(3) %p6727, align 4
  %p6729 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 52260
  %v6730 = load float, ptr addrspace(3) %p6729, align 4
  %p6731 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 52236
  store float %v6730, ptr addrspace(3) %p6731, align 4
  %p6733 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 60964
  %v6734 = load float, ptr addrspace(3) %p6733, align 4
  %p6735 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 60940
  store float %v6734, ptr addrspace(3) %p6735, align 4
  %p6737 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 69668
  %v6738 = load float, ptr addrspace(3) %p6737, align 4
  %p6739 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 69644
  store float %v6738, ptr addrspace(3) %p6739, align 4
  %p6741 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 78372
  %v6742 = load float, ptr addrspace(3) %p6741, align 4
  %p6743 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 78348
  store float %v6742, ptr addrspace(3) %p6743, align 4
  %p6745 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 87076
  %v6746 = load float, ptr addrspace(3) %p6745, align 4
  %p6747 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 87052
  store float %v6746, ptr addrspace(3) %p6747, align 4
  %p6749 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 95780
  %v6750 = load float, ptr addrspace(3) %p6749, align 4
  %p6751 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 95756
  store float %v6750, ptr addrspace(3) %p6751, align 4
  %p6753 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 104484
  %v6754 = load float, ptr addrspace(3) %p6753, align 4
  store float %v6754, ptr addrspace(3) %p6207, align 4
  %p6757 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 113188
  %v6758 = load float, ptr addrspace(3) %p6757, align 4
  store float %v6758, ptr addrspace(3) %p6227, align 4
  br label %endif6703

endif6703:                                        ; preds = %then6702, %endif6608
  %add6763 = add nuw nsw i64 %222, %mul6141
  %p6765 = getelementptr float, ptr addrspace(3) %223, i64 %add6763
  %address6766 = ptrtoint ptr addrspace(3) %p6765 to i64
  %239 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address6766, i1 false, float %phi6105) #3
  %add6770 = add nsw i64 %mul6484, %sub6696
  %p6772 = getelementptr float, ptr addrspace(3) %223, i64 %add6770
  %address6773 = ptrtoint ptr addrspace(3) %p6772 to i64
  %240 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address6773, i1 %from_after6698, float %239) #3
  %p6779 = getelementptr float, ptr addrspace(3) %226, i64 %add6763
  %address6780 = ptrtoint ptr addrspace(3) %p6779 to i64
  %241 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address6780, i1 false, float %phi6109) #3
  %p6786 = getelementptr float, ptr addrspace(3) %226, i64 %add6770
  %address6787 = ptrtoint ptr addrspace(3) %p6786 to i64
  %242 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address6787, i1 %from_after6698, float %241) #3
  %cmp6788 = icmp ult i64 %add6132, 32
  br i1 %cmp6788, label %then6789, label %endif6791

then6789:                                         ; preds = %endif6703
  %bits6792 = bitcast float %240 to i32
  %call6793 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6792, i32 0, i32 31)
  %leaf6794 = bitcast i32 %call6793 to float
  %sel6796 = select i1 %inside6362, float %leaf6794, float %236
  %bits6797 = bitcast float %242 to i32
  %call6798 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6797, i32 0, i32 31)
  %leaf6799 = bitcast i32 %call6798 to float
  %sel6801 = select i1 %inside6362, float %leaf6799, float %238
  br label %endif6791

endif6791:                                        ; preds = %endif6703, %then6789
  %phi6816 = phi float [ %sel6796, %then6789 ], [ %236, %endif6703 ]
  %phi6820 = phi float [ %sel6801, %then6789 ], [ %238, %endif6703 ]
  %cmp6834 = icmp eq i64 %warp6135, 16
  br i1 %cmp6834, label %then6835, label %endif6837

then6835:                                         ; preds = %endif6791
  %bits6838 = bitcast float %phi6816 to i32
  %call6839 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6838, i32 24, i32 31)
  %leaf6840 = bitcast i32 %call6839 to float
  %cmp6841 = icmp eq i64 %lane6136, 24
  %sel6842 = select i1 %cmp6841, float %leaf6840, float %240
  %bits6843 = bitcast float %phi6820 to i32
  %call6844 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6843, i32 24, i32 31)
  %leaf6845 = bitcast i32 %call6844 to float
  %sel6847 = select i1 %cmp6841, float %leaf6845, float %242
  br label %endif6837

endif6837:                                        ; preds = %endif6791, %then6835
  %phi6863 = phi float [ %sel6842, %then6835 ], [ %240, %endif6791 ]
  %phi6867 = phi float [ %sel6847, %then6835 ], [ %242, %endif6791 ]
  %x6882 = load float, ptr addrspace(3) %base6130, align 16
  %x6883 = load float, ptr addrspace(3) %p6163, align 4
  %x6884 = load float, ptr addrspace(3) %p6165, align 8
  %x6885 = load float, ptr addrspace(3) %p6167, align 4
  %x6888 = load float, ptr addrspace(3) %p6221, align 16
  %243 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 113156
  %x6889 = load float, ptr addrspace(3) %243, align 4
  %244 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 113160
  %x6890 = load float, ptr addrspace(3) %244, align 8
  %245 = getelementptr inbounds i8, ptr addrspace(3) %base6130, i64 113164
  %x6891 = load float, ptr addrspace(3) %245, align 4
  %add6892 = add i64 %add6133, -1
  %cmp6893 = icmp sgt i64 %add6892, -1
  %cmp6894 = icmp slt i64 %add6892, %add6134
  %exists6895 = and i1 %cmp6893, %cmp6894
  %cmp6896 = icmp eq i64 %add6132, 1
  %waits6897 = and i1 %cmp6896, %exists6895
  br i1 %waits6897, label %repeat.body6900.preheader, label %endif6899

repeat.body6900.preheader:                        ; preds = %endif6837
  %flag6902 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add6892
  %address6903 = ptrtoint ptr addrspace(1) %flag6902 to i64
  br label %repeat.body6900

endif6899:                                        ; preds = %repeat.body6900, %endif6837
  %add6906 = add i64 %add6133, 1
  %cmp6907 = icmp sgt i64 %add6906, -1
  %cmp6908 = icmp slt i64 %add6906, %add6134
  %exists6909 = and i1 %cmp6907, %cmp6908
  %cmp6910 = icmp eq i64 %add6132, 32
  %waits6911 = and i1 %cmp6910, %exists6909
  br i1 %waits6911, label %repeat.body6914.preheader, label %endif6913

repeat.body6914.preheader:                        ; preds = %endif6899
  %flag6916 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add6906
  %address6917 = ptrtoint ptr addrspace(1) %flag6916 to i64
  br label %repeat.body6914

repeat.body6900:                                  ; preds = %repeat.body6900.preheader, %repeat.body6900
  %246 = tail call i32 asm sideeffect "ld.acquire.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %address6903) #3
  %behind6904 = sub i32 %246, %epoch6397
  %cmp6905 = icmp slt i32 %behind6904, 0
  br i1 %cmp6905, label %repeat.body6900, label %endif6899

endif6913:                                        ; preds = %repeat.body6914, %endif6899
  tail call void @llvm.nvvm.barrier0()
  %shift6937 = select i1 %from_before6410, i64 -6, i64 0
  %add6938 = add i64 %shift6937, %mul6143
  %add6940 = or disjoint i64 %mul6143, 1
  %247 = and i64 %add6132, -481
  %after6946 = icmp eq i64 %247, 31
  %shift6947 = select i1 %after6946, i64 6, i64 0
  %shift6948 = select i1 %from_before6505, i64 -6, i64 %shift6947
  %add6949 = add i64 %shift6948, %add6940
  %add6951 = or disjoint i64 %mul6143, 2
  %cmp6955 = icmp ugt i64 %add6323, 124
  %after6957 = and i1 %cmp6407, %cmp6955
  %shift6958 = select i1 %after6957, i64 6, i64 0
  %shift6959 = select i1 %from_before6410, i64 -6, i64 %shift6958
  %add6960 = add i64 %shift6959, %add6951
  %add6962 = or disjoint i64 %mul6143, 3
  %cmp6966 = icmp ugt i64 %add6360, 124
  %after6968 = and i1 %cmp6407, %cmp6966
  %shift6969 = select i1 %after6968, i64 6, i64 0
  %add6971 = add i64 %shift6969, %add6962
  %sub6972 = add i64 %add6134, -1
  %call6973 = tail call i64 @llvm.smin.i64(i64 %add6892, i64 %sub6972)
  %call6974 = tail call i64 @llvm.smax.i64(i64 %call6973, i64 0)
  %add6976 = add i64 %call6974, %mul6144
  %.idx11487 = mul i64 %add6976, 52224
  %248 = getelementptr i8, ptr addrspace(1) %2, i64 %.idx11487
  %249 = getelementptr i8, ptr addrspace(1) %248, i64 26112
  %p6981 = getelementptr float, ptr addrspace(1) %249, i64 %add6938
  %v6982 = load volatile float, ptr addrspace(1) %p6981, align 4
  %p6984 = getelementptr float, ptr addrspace(1) %249, i64 %add6949
  %v6985 = load volatile float, ptr addrspace(1) %p6984, align 4
  %p6987 = getelementptr float, ptr addrspace(1) %249, i64 %add6960
  %v6988 = load volatile float, ptr addrspace(1) %p6987, align 4
  %p6990 = getelementptr float, ptr addrspace(1) %249, i64 %add6971
  %v6991 = load volatile float, ptr addrspace(1) %p6990, align 4
  %250 = getelementptr i8, ptr addrspace(1) %248, i64 34816
  %p7001 = getelementptr float, ptr addrspace(1) %250, i64 %add6938
  %v7002 = load volatile float, ptr addrspace(1) %p7001, align 4
  %p7004 = getelementptr float, ptr addrspace(1) %250, i64 %add6949
  %v7005 = load volatile float, ptr addrspace(1) %p7004, align 4
  %p7007 = getelementptr float, ptr addrspace(1) %250, i64 %add6960
  %v7008 = load volatile float, ptr addrspace(1) %p7007, align 4
  %p7010 = getelementptr float, ptr addrspace(1) %250, i64 %add6971
  %v7011 = load volatile float, ptr addrspace(1) %p7010, align 4
  %251 = getelementptr i8, ptr addrspace(1) %248, i64 43520
  %p7021 = getelementptr float, ptr addrspace(1) %251, i64 %add6938
  %v7022 = load volatile float, ptr addrspace(1) %p7021, align 4
  %p7024 = getelementptr float, ptr addrspace(1) %251, i64 %add6949
  %v7025 = load volatile float, ptr addrspace(1) %p7024, align 4
  %p7027 = getelementptr float, ptr addrspace(1) %251, i64 %add6960
  %v7028 = load volatile float, ptr addrspace(1) %p7027, align 4
  %p7030 = getelementptr float, ptr addrspace(1) %251, i64 %add6971
  %v7031 = load volatile float, ptr addrspace(1) %p7030, align 4
  %call7033 = tail call i64 @llvm.smin.i64(i64 %add6906, i64 %sub6972)
  %call7034 = tail call i64 @llvm.smax.i64(i64 %call7033, i64 0)
  %add7036 = add i64 %call7034, %mul6144
  %.idx11488 = mul i64 %add7036, 52224
  %252 = getelementptr i8, ptr addrspace(1) %2, i64 %.idx11488
  %p7041 = getelementptr float, ptr addrspace(1) %252, i64 %add6938
  %v7042 = load volatile float, ptr addrspace(1) %p7041, align 4
  %p7044 = getelementptr float, ptr addrspace(1) %252, i64 %add6949
  %v7045 = load volatile float, ptr addrspace(1) %p7044, align 4
  %p7047 = getelementptr float, ptr addrspace(1) %252, i64 %add6960
  %v7048 = load volatile float, ptr addrspace(1) %p7047, align 4
  %p7050 = getelementptr float, ptr addrspace(1) %252, i64 %add6971
  %v7051 = load volatile float, ptr addrspace(1) %p7050, align 4
  %253 = getelementptr i8, ptr addrspace(1) %252, i64 8704
  %p7061 = getelementptr float, ptr addrspace(1) %253, i64 %add6938
  %v7062 = load volatile float, ptr addrspace(1) %p7061, align 4
  %p7064 = getelementptr float, ptr addrspace(1) %253, i64 %add6949
  %v7065 = load volatile float, ptr addrspace(1) %p7064, align 4
  %p7067 = getelementptr float, ptr addrspace(1) %253, i64 %add6960
  %v7068 = load volatile float, ptr addrspace(1) %p7067, align 4
  %p7070 = getelementptr float, ptr addrspace(1) %253, i64 %add6971
  %v7071 = load volatile float, ptr addrspace(1) %p7070, align 4
  %254 = getelementptr i8, ptr addrspace(1) %252, i64 17408
  %p7081 = getelementptr float, ptr addrspace(1) %254, i64 %add6938
  %v7082 = load volatile float, ptr addrspace(1) %p7081, align 4
  %p7084 = getelementptr float, ptr addrspace(1) %254, i64 %add6949
  %v7085 = load volatile float, ptr addrspace(1) %p7084, align 4
  %p7087 = getelementptr float, ptr addrspace(1) %254, i64 %add6960
  %v7088 = load volatile float, ptr addrspace(1) %p7087, align 4
  %p7090 = getelementptr float, ptr addrspace(1) %254, i64 %add6971
  %v7091 = load volatile float, ptr addrspace(1) %p7090, align 4
  br i1 %cmp6788, label %then7093, label %endif7095

repeat.body6914:                                  ; preds = %repeat.body6914.preheader, %repeat.body6914
  %255 = tail call i32 asm sideeffect "ld.acquire.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %address6917) #3
  %behind6918 = sub i32 %255, %epoch6397
  %cmp6919 = icmp slt i32 %behind6918, 0
  br i1 %cmp6919, label %repeat.body6914, label %endif6913

then7093:                                         ; preds = %endif6913
  %bits7096 = bitcast float %v6991 to i32
  %call7097 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits7096, i32 0, i32 31)
  %leaf7098 = bitcast i32 %call7097 to float
  %sel7100 = select i1 %inside6362, float %leaf7098, float %v6988
  %bits7101 = bitcast float %v7011 to i32
  %call7102 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits7101, i32 0, i32 31)
  %leaf7103 = bitcast i32 %call7102 to float
  %sel7105 = select i1 %inside6362, float %leaf7103, float %v7008
  %bits7106 = bitcast float %v7031 to i32
  %call7107 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits7106, i32 0, i32 31)
  %leaf7108 = bitcast i32 %call7107 to float
  %sel7110 = select i1 %inside6362, float %leaf7108, float %v7028
  br label %endif7095

endif7095:                                        ; preds = %endif6913, %then7093
  %phi7113 = phi float [ %sel7100, %then7093 ], [ %v6988, %endif6913 ]
  %phi7117 = phi float [ %sel7105, %then7093 ], [ %v7008, %endif6913 ]
  %phi7121 = phi float [ %sel7110, %then7093 ], [ %v7028, %endif6913 ]
  br i1 %cmp6834, label %then7152, label %endif7154

then7152:                                         ; preds = %endif7095
  %bits7155 = bitcast float %phi7113 to i32
  %call7156 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits7155, i32 24, i32 31)
  %leaf7157 = bitcast i32 %call7156 to float
  %cmp7158 = icmp eq i64 %lane6136, 24
  %sel7159 = select i1 %cmp7158, float %leaf7157, float %v6991
  %bits7160 = bitcast float %phi7117 to i32
  %call7161 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits7160, i32 24, i32 31)
  %leaf7162 = bitcast i32 %call7161 to float
  %sel7164 = select i1 %cmp7158, float %leaf7162, float %v7011
  %bits7165 = bitcast float %phi7121 to i32
  %call7166 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits7165, i32 24, i32 31)
  %leaf7167 = bitcast i32 %call7166 to float
  %sel7169 = select i1 %cmp7158, float %leaf7167, float %v7031
  br label %endif7154

endif7154:                                        ; preds = %endif7095, %then7152
  %phi7173 = phi float [ %sel7159, %then7152 ], [ %v6991, %endif7095 ]
  %phi7177 = phi float [ %sel7164, %then7152 ], [ %v7011, %endif7095 ]
  %phi7181 = phi float [ %sel7169, %then7152 ], [ %v7031, %endif7095 ]
  br i1 %cmp6788, label %then7211, label %endif7213

then7211:                                         ; preds = %endif7154
  %bits7214 = bitcast float %v7051 to i32
  %call7215 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits7214, i32 0, i32 31)
  %leaf7216 = bitcast i32 %call7215 to float
  %sel7218 = select i1 %inside6362, float %leaf7216, float %v7048
  %bits7219 = bitcast float %v7071 to i32
  %call7220 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits7219, i32 0, i32 31)
  %leaf7221 = bitcast i32 %call7220 to float
  %sel7223 = select i1 %inside6362, float %leaf7221, float %v7068
  %bits7224 = bitcast float %v7091 to i32
  %call7225 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits7224, i32 0, i32 31)
  %leaf7226 = bitcast i32 %call7225 to float
  %sel7228 = select i1 %inside6362, float %leaf7226, float %v7088
  br label %endif7213

endif7213:                                        ; preds = %endif7154, %then7211
  %phi7259 = phi float [ %sel7218, %then7211 ], [ %v7048, %endif7154 ]
  %phi7263 = phi float [ %sel7223, %then7211 ], [ %v7068, %endif7154 ]
  %phi7267 = phi float [ %sel7228, %then7211 ], [ %v7088, %endif7154 ]
  br i1 %cmp6834, label %then7270, label %endif7272

then7270:                                         ; preds = %endif7213
  %bits7273 = bitcast float %phi7259 to i32
  %call7274 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits7273, i32 24, i32 31)
  %leaf7275 = bitcast i32 %call7274 to float
  %cmp7276 = icmp eq i64 %lane6136, 24
  %sel7277 = select i1 %cmp7276, float %leaf7275, float %v7051
  %bits7278 = bitcast float %phi7263 to i32
  %call7279 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits7278, i32 24, i32 31)
  %leaf7280 = bitcast i32 %call7279 to float
  %sel7282 = select i1 %cmp7276, float %leaf7280, float %v7071
  %bits7283 = bitcast float %phi7267 to i32
  %call7284 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits7283, i32 24, i32 31)
  %leaf7285 = bitcast i32 %call7284 to float
  %sel7287 = select i1 %cmp7276, float %leaf7285, float %v7091
  br label %endif7272

endif7272:                                        ; preds = %endif7213, %then7270
  %phi7319 = phi float [ %sel7277, %then7270 ], [ %v7051, %endif7213 ]
  %phi7323 = phi float [ %sel7282, %then7270 ], [ %v7071, %endif7213 ]
  %phi7327 = phi float [ %sel7287, %then7270 ], [ %v7091, %endif7213 ]
  %sel7328 = select i1 %cmp1201, float %225, float %v6982
  %sel7329 = select i1 %cmp1201, float %231, float %v6985
  %sel7330 = select i1 %cmp1201, float %phi6816, float %phi7113
  %sel7331 = select i1 %cmp1201, float %phi6863, float %phi7173
  %sel7332 = select i1 %cmp1201, float %225, float %v7002
  %sel7333 = select i1 %cmp1201, float %231, float %v7005
  %sel7334 = select i1 %cmp1201, float %phi6816, float %phi7117
  %sel7335 = select i1 %cmp1201, float %phi6863, float %phi7177
  %sel7336 = select i1 %cmp1201, float %225, float %v7022
  %sel7337 = select i1 %cmp1201, float %231, float %v7025
  %sel7338 = select i1 %cmp1201, float %phi6816, float %phi7121
  %sel7339 = select i1 %cmp1201, float %phi6863, float %phi7181
  %sel7340 = select i1 %cmp1203, float %228, float %v7042
  %sel7341 = select i1 %cmp1203, float %233, float %v7045
  %sel7342 = select i1 %cmp1203, float %phi6820, float %phi7259
  %sel7343 = select i1 %cmp1203, float %phi6867, float %phi7319
  %sel7344 = select i1 %cmp1203, float %228, float %v7062
  %sel7345 = select i1 %cmp1203, float %233, float %v7065
  %sel7346 = select i1 %cmp1203, float %phi6820, float %phi7263
  %sel7347 = select i1 %cmp1203, float %phi6867, float %phi7323
  %sel7348 = select i1 %cmp1203, float %228, float %v7082
  %sel7349 = select i1 %cmp1203, float %233, float %v7085
  %sel7350 = select i1 %cmp1203, float %phi6820, float %phi7267
  %sel7351 = select i1 %cmp1203, float %phi6867, float %phi7327
  %256 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %mul6122) #3
  %sub7353 = sub i64 %256, %mul6122
  %base7354 = getelementptr inbounds float, ptr addrspace(3) %slots, i64 %sub7353
  %257 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %mul6122) #3
  %sub7355 = sub i64 %257, %mul6122
  %add7356 = add i64 %sub7355, %add6132
  %slot7367 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 8704
  %x7369 = load float, ptr addrspace(3) %slot7367, align 16
  %258 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 8708
  %x7370 = load float, ptr addrspace(3) %258, align 4
  %259 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 8712
  %x7371 = load float, ptr addrspace(3) %259, align 8
  %260 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 8716
  %x7372 = load float, ptr addrspace(3) %260, align 4
  %slot7373 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 17408
  %x7375 = load float, ptr addrspace(3) %slot7373, align 16
  %261 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 17412
  %x7376 = load float, ptr addrspace(3) %261, align 4
  %262 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 17416
  %x7377 = load float, ptr addrspace(3) %262, align 8
  %263 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 17420
  %x7378 = load float, ptr addrspace(3) %263, align 4
  %bits7381 = bitcast float %x6885 to i32
  %call7382 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits7381, i32 1, i32 0)
  %leaf7383 = bitcast i32 %call7382 to float
  %fmul7384 = fmul float %leaf7383, 2.000000e+00
  %fadd7385 = fadd float %225, %fmul7384
  %fmul7386 = fmul float %x6882, 3.000000e+00
  %fadd7387 = fadd float %fmul7386, %fadd7385
  %fmul7388 = fmul float %x6883, 4.000000e+00
  %fadd7389 = fadd float %fmul7388, %fadd7387
  %fmul7390 = fmul float %x7369, 5.000000e+00
  %fadd7391 = fadd float %fmul7390, %fadd7389
  %fmul7392 = fmul float %x6882, 2.000000e+00
  %fadd7393 = fadd float %231, %fmul7392
  %fmul7394 = fmul float %x6883, 3.000000e+00
  %fadd7395 = fadd float %fmul7394, %fadd7393
  %fmul7396 = fmul float %x6884, 4.000000e+00
  %fadd7397 = fadd float %fmul7396, %fadd7395
  %fmul7398 = fmul float %x7370, 5.000000e+00
  %fadd7399 = fadd float %fadd7397, %fmul7398
  %fmul7400 = fmul float %x6883, 2.000000e+00
  %fadd7401 = fadd float %phi6816, %fmul7400
  %fmul7402 = fmul float %x6884, 3.000000e+00
  %fadd7403 = fadd float %fmul7402, %fadd7401
  %fmul7404 = fmul float %x6885, 4.000000e+00
  %fadd7405 = fadd float %fmul7404, %fadd7403
  %fmul7406 = fmul float %x7371, 5.000000e+00
  %fadd7407 = fadd float %fadd7405, %fmul7406
  %bits7408 = bitcast float %x6882 to i32
  %call7409 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits7408, i32 1, i32 31)
  %leaf7410 = bitcast i32 %call7409 to float
  %fmul7411 = fmul float %x6884, 2.000000e+00
  %fadd7412 = fadd float %phi6863, %fmul7411
  %fmul7413 = fmul float %x6885, 3.000000e+00
  %fadd7414 = fadd float %fmul7413, %fadd7412
  %fmul7415 = fmul float %leaf7410, 4.000000e+00
  %fadd7416 = fadd float %fadd7414, %fmul7415
  %fmul7417 = fmul float %x7372, 5.000000e+00
  %fadd7418 = fadd float %fmul7417, %fadd7416
  %cmp7419 = icmp ult i64 %add7356, 32
  %edge7421 = icmp eq i64 %add7356, 0
  %sel7422 = select i1 %edge7421, float %fadd7418, float %fadd7407
  %warp7359.mask = and i64 %add7356, -32
  %cmp7423 = icmp eq i64 %warp7359.mask, 512
  %edge7425 = icmp eq i64 %add7356, 536
  %sel7426 = select i1 %edge7425, float %fadd7407, float %fadd7418
  %v7427 = insertelement <4 x float> poison, float %fadd7391, i64 0
  %v7428 = insertelement <4 x float> %v7427, float %fadd7399, i64 1
  %v7429 = insertelement <4 x float> %v7428, float %sel7422, i64 2
  %v7430 = insertelement <4 x float> %v7429, float %sel7426, i64 3
  store <4 x float> %v7430, ptr addrspace(3) %base7354, align 16
  %slot7432 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 26112
  %x7434 = load float, ptr addrspace(3) %slot7432, align 16
  %264 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 26116
  %x7435 = load float, ptr addrspace(3) %264, align 4
  %265 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 26120
  %x7436 = load float, ptr addrspace(3) %265, align 8
  %266 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 26124
  %x7437 = load float, ptr addrspace(3) %266, align 4
  %bits7440 = bitcast float %x7372 to i32
  %call7441 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits7440, i32 1, i32 0)
  %leaf7442 = bitcast i32 %call7441 to float
  %fmul7443 = fmul float %leaf7442, 2.000000e+00
  %fadd7444 = fadd float %x6882, %fmul7443
  %fmul7445 = fmul float %x7369, 3.000000e+00
  %fadd7446 = fadd float %fmul7445, %fadd7444
  %fmul7447 = fmul float %x7370, 4.000000e+00
  %fadd7448 = fadd float %fmul7447, %fadd7446
  %fmul7449 = fmul float %x7375, 5.000000e+00
  %fadd7450 = fadd float %fmul7449, %fadd7448
  %fmul7451 = fmul float %x7369, 2.000000e+00
  %fadd7452 = fadd float %x6883, %fmul7451
  %fmul7453 = fmul float %x7370, 3.000000e+00
  %fadd7454 = fadd float %fmul7453, %fadd7452
  %fmul7455 = fmul float %x7371, 4.000000e+00
  %fadd7456 = fadd float %fmul7455, %fadd7454
  %fmul7457 = fmul float %x7376, 5.000000e+00
  %fadd7458 = fadd float %fmul7457, %fadd7456
  %fmul7459 = fmul float %x7370, 2.000000e+00
  %fadd7460 = fadd float %x6884, %fmul7459
  %fmul7461 = fmul float %x7371, 3.000000e+00
  %fadd7462 = fadd float %fmul7461, %fadd7460
  %fmul7463 = fmul float %x7372, 4.000000e+00
  %fadd7464 = fadd float %fmul7463, %fadd7462
  %fmul7465 = fmul float %x7377, 5.000000e+00
  %fadd7466 = fadd float %fmul7465, %fadd7464
  %bits7467 = bitcast float %x7369 to i32
  %call7468 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits7467, i32 1, i32 31)
  %leaf7469 = bitcast i32 %call7468 to float
  %fmul7470 = fmul float %x7371, 2.000000e+00
  %fadd7471 = fadd float %x6885, %fmul7470
  %fmul7472 = fmul float %x7372, 3.000000e+00
  %fadd7473 = fadd float %fmul7472, %fadd7471
  %fmul7474 = fmul float %leaf7469, 4.000000e+00
  %fadd7475 = fadd float %fadd7473, %fmul7474
  %fmul7476 = fmul float %x7378, 5.000000e+00
  %fadd7477 = fadd float %fmul7476, %fadd7475
  %sel7481 = select i1 %edge7421, float %fadd7477, float %fadd7466
  %sel7485 = select i1 %edge7425, float %fadd7466, float %fadd7477
  %v7486 = insertelement <4 x float> poison, float %fadd7450, i64 0
  %v7487 = insertelement <4 x float> %v7486, float %fadd7458, i64 1
  %v7488 = insertelement <4 x float> %v7487, float %sel7481, i64 2
  %v7489 = insertelement <4 x float> %v7488, float %sel7485, i64 3
  store <4 x float> %v7489, ptr addrspace(3) %slot7367, align 16
  %slot7491 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 34816
  %x7493 = load float, ptr addrspace(3) %slot7491, align 16
  %267 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 34820
  %x7494 = load float, ptr addrspace(3) %267, align 4
  %268 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 34824
  %x7495 = load float, ptr addrspace(3) %268, align 8
  %269 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 34828
  %x7496 = load float, ptr addrspace(3) %269, align 4
  %bits7499 = bitcast float %x7378 to i32
  %call7500 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits7499, i32 1, i32 0)
  %leaf7501 = bitcast i32 %call7500 to float
  %fmul7502 = fmul float %leaf7501, 2.000000e+00
  %fadd7503 = fadd float %x7369, %fmul7502
  %fmul7504 = fmul float %x7375, 3.000000e+00
  %fadd7505 = fadd float %fmul7504, %fadd7503
  %fmul7506 = fmul float %x7376, 4.000000e+00
  %fadd7507 = fadd float %fmul7506, %fadd7505
  %fmul7508 = fmul float %x7434, 5.000000e+00
  %fadd7509 = fadd float %fmul7508, %fadd7507
  %fmul7510 = fmul float %x7375, 2.000000e+00
  %fadd7511 = fadd float %x7370, %fmul7510
  %fmul7512 = fmul float %x7376, 3.000000e+00
  %fadd7513 = fadd float %fmul7512, %fadd7511
  %fmul7514 = fmul float %x7377, 4.000000e+00
  %fadd7515 = fadd float %fmul7514, %fadd7513
  %fmul7516 = fmul float %x7435, 5.000000e+00
  %fadd7517 = fadd float %fadd7515, %fmul7516
  %fmul7518 = fmul float %x7376, 2.000000e+00
  %fadd7519 = fadd float %x7371, %fmul7518
  %fmul7520 = fmul float %x7377, 3.000000e+00
  %fadd7521 = fadd float %fmul7520, %fadd7519
  %fmul7522 = fmul float %x7378, 4.000000e+00
  %fadd7523 = fadd float %fmul7522, %fadd7521
  %fmul7524 = fmul float %x7436, 5.000000e+00
  %fadd7525 = fadd float %fadd7523, %fmul7524
  %bits7526 = bitcast float %x7375 to i32
  %call7527 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits7526, i32 1, i32 31)
  %leaf7528 = bitcast i32 %call7527 to float
  %fmul7529 = fmul float %x7377, 2.000000e+00
  %fadd7530 = fadd float %x7372, %fmul7529
  %fmul7531 = fmul float %x7378, 3.000000e+00
  %fadd7532 = fadd float %fmul7531, %fadd7530
  %fmul7533 = fmul float %leaf7528, 4.000000e+00
  %fadd7534 = fadd float %fadd7532, %fmul7533
  %fmul7535 = fmul float %x7437, 5.000000e+00
  %fadd7536 = fadd float %fmul7535, %fadd7534
  %sel7540 = select i1 %edge7421, float %fadd7536, float %fadd7525
  %sel7544 = select i1 %edge7425, float %fadd7525, float %fadd7536
  %v7545 = insertelement <4 x float> poison, float %fadd7509, i64 0
  %v7546 = insertelement <4 x float> %v7545, float %fadd7517, i64 1
  %v7547 = insertelement <4 x float> %v7546, float %sel7540, i64 2
  %v7548 = insertelement <4 x float> %v7547, float %sel7544, i64 3
  store <4 x float> %v7548, ptr addrspace(3) %slot7373, align 16
  %slot7550 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 43520
  %x7552 = load float, ptr addrspace(3) %slot7550, align 16
  %270 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 43524
  %x7553 = load float, ptr addrspace(3) %270, align 4
  %271 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 43528
  %x7554 = load float, ptr addrspace(3) %271, align 8
  %272 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 43532
  %x7555 = load float, ptr addrspace(3) %272, align 4
  %bits7558 = bitcast float %x7437 to i32
  %call7559 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits7558, i32 1, i32 0)
  %leaf7560 = bitcast i32 %call7559 to float
  %fmul7561 = fmul float %leaf7560, 2.000000e+00
  %fadd7562 = fadd float %x7375, %fmul7561
  %fmul7563 = fmul float %x7434, 3.000000e+00
  %fadd7564 = fadd float %fmul7563, %fadd7562
  %fmul7565 = fmul float %x7435, 4.000000e+00
  %fadd7566 = fadd float %fmul7565, %fadd7564
  %fmul7567 = fmul float %x7493, 5.000000e+00
  %fadd7568 = fadd float %fmul7567, %fadd7566
  %fmul7569 = fmul float %x7434, 2.000000e+00
  %fadd7570 = fadd float %x7376, %fmul7569
  %fmul7571 = fmul float %x7435, 3.000000e+00
  %fadd7572 = fadd float %fmul7571, %fadd7570
  %fmul7573 = fmul float %x7436, 4.000000e+00
  %fadd7574 = fadd float %fmul7573, %fadd7572
  %fmul7575 = fmul float %x7494, 5.000000e+00
  %fadd7576 = fadd float %fadd7574, %fmul7575
  %fmul7577 = fmul float %x7435, 2.000000e+00
  %fadd7578 = fadd float %x7377, %fmul7577
  %fmul7579 = fmul float %x7436, 3.000000e+00
  %fadd7580 = fadd float %fmul7579, %fadd7578
  %fmul7581 = fmul float %x7437, 4.000000e+00
  %fadd7582 = fadd float %fmul7581, %fadd7580
  %fmul7583 = fmul float %x7495, 5.000000e+00
  %fadd7584 = fadd float %fadd7582, %fmul7583
  %bits7585 = bitcast float %x7434 to i32
  %call7586 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits7585, i32 1, i32 31)
  %leaf7587 = bitcast i32 %call7586 to float
  %fmul7588 = fmul float %x7436, 2.000000e+00
  %fadd7589 = fadd float %x7378, %fmul7588
  %fmul7590 = fmul float %x7437, 3.000000e+00
  %fadd7591 = fadd float %fmul7590, %fadd7589
  %fmul7592 = fmul float %leaf7587, 4.000000e+00
  %fadd7593 = fadd float %fadd7591, %fmul7592
  %fmul7594 = fmul float %x7496, 5.000000e+00
  %fadd7595 = fadd float %fmul7594, %fadd7593
  %sel7599 = select i1 %edge7421, float %fadd7595, float %fadd7584
  %sel7603 = select i1 %edge7425, float %fadd7584, float %fadd7595
  %v7604 = insertelement <4 x float> poison, float %fadd7568, i64 0
  %v7605 = insertelement <4 x float> %v7604, float %fadd7576, i64 1
  %v7606 = insertelement <4 x float> %v7605, float %sel7599, i64 2
  %v7607 = insertelement <4 x float> %v7606, float %sel7603, i64 3
  store <4 x float> %v7607, ptr addrspace(3) %slot7432, align 16
  %slot7609 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 52224
  %x7611 = load float, ptr addrspace(3) %slot7609, align 16
  %273 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 52228
  %x7612 = load float, ptr addrspace(3) %273, align 4
  %274 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 52232
  %x7613 = load float, ptr addrspace(3) %274, align 8
  %275 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 52236
  %x7614 = load float, ptr addrspace(3) %275, align 4
  %bits7617 = bitcast float %x7496 to i32
  %call7618 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits7617, i32 1, i32 0)
  %leaf7619 = bitcast i32 %call7618 to float
  %fmul7620 = fmul float %leaf7619, 2.000000e+00
  %fadd7621 = fadd float %x7434, %fmul7620
  %fmul7622 = fmul float %x7493, 3.000000e+00
  %fadd7623 = fadd float %fmul7622, %fadd7621
  %fmul7624 = fmul float %x7494, 4.000000e+00
  %fadd7625 = fadd float %fmul7624, %fadd7623
  %fmul7626 = fmul float %x7552, 5.000000e+00
  %fadd7627 = fadd float %fmul7626, %fadd7625
  %fmul7628 = fmul float %x7493, 2.000000e+00
  %fadd7629 = fadd float %x7435, %fmul7628
  %fmul7630 = fmul float %x7494, 3.000000e+00
  %fadd7631 = fadd float %fmul7630, %fadd7629
  %fmul7632 = fmul float %x7495, 4.000000e+00
  %fadd7633 = fadd float %fmul7632, %fadd7631
  %fmul7634 = fmul float %x7553, 5.000000e+00
  %fadd7635 = fadd float %fadd7633, %fmul7634
  %fmul7636 = fmul float %x7494, 2.000000e+00
  %fadd7637 = fadd float %x7436, %fmul7636
  %fmul7638 = fmul float %x7495, 3.000000e+00
  %fadd7639 = fadd float %fmul7638, %fadd7637
  %fmul7640 = fmul float %x7496, 4.000000e+00
  %fadd7641 = fadd float %fmul7640, %fadd7639
  %fmul7642 = fmul float %x7554, 5.000000e+00
  %fadd7643 = fadd float %fadd7641, %fmul7642
  %bits7644 = bitcast float %x7493 to i32
  %call7645 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits7644, i32 1, i32 31)
  %leaf7646 = bitcast i32 %call7645 to float
  %fmul7647 = fmul float %x7495, 2.000000e+00
  %fadd7648 = fadd float %x7437, %fmul7647
  %fmul7649 = fmul float %x7496, 3.000000e+00
  %fadd7650 = fadd float %fmul7649, %fadd7648
  %fmul7651 = fmul float %leaf7646, 4.000000e+00
  %fadd7652 = fadd float %fadd7650, %fmul7651
  %fmul7653 = fmul float %x7555, 5.000000e+00
  %fadd7654 = fadd float %fmul7653, %fadd7652
  %sel7658 = select i1 %edge7421, float %fadd7654, float %fadd7643
  %sel7662 = select i1 %edge7425, float %fadd7643, float %fadd7654
  %v7663 = insertelement <4 x float> poison, float %fadd7627, i64 0
  %v7664 = insertelement <4 x float> %v7663, float %fadd7635, i64 1
  %v7665 = insertelement <4 x float> %v7664, float %sel7658, i64 2
  %v7666 = insertelement <4 x float> %v7665, float %sel7662, i64 3
  store <4 x float> %v7666, ptr addrspace(3) %slot7491, align 16
  %slot7668 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 60928
  %x7670 = load float, ptr addrspace(3) %slot7668, align 16
  %276 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 60932
  %x7671 = load float, ptr addrspace(3) %276, align 4
  %277 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 60936
  %x7672 = load float, ptr addrspace(3) %277, align 8
  %278 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 60940
  %x7673 = load float, ptr addrspace(3) %278, align 4
  %bits7676 = bitcast float %x7555 to i32
  %call7677 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits7676, i32 1, i32 0)
  %leaf7678 = bitcast i32 %call7677 to float
  %fmul7679 = fmul float %leaf7678, 2.000000e+00
  %fadd7680 = fadd float %x7493, %fmul7679
  %fmul7681 = fmul float %x7552, 3.000000e+00
  %fadd7682 = fadd float %fmul7681, %fadd7680
  %fmul7683 = fmul float %x7553, 4.000000e+00
  %fadd7684 = fadd float %fmul7683, %fadd7682
  %fmul7685 = fmul float %x7611, 5.000000e+00
  %fadd7686 = fadd float %fmul7685, %fadd7684
  %fmul7687 = fmul float %x7552, 2.000000e+00
  %fadd7688 = fadd float %x7494, %fmul7687
  %fmul7689 = fmul float %x7553, 3.000000e+00
  %fadd7690 = fadd float %fmul7689, %fadd7688
  %fmul7691 = fmul float %x7554, 4.000000e+00
  %fadd7692 = fadd float %fmul7691, %fadd7690
  %fmul7693 = fmul float %x7612, 5.000000e+00
  %fadd7694 = fadd float %fadd7692, %fmul7693
  %fmul7695 = fmul float %x7553, 2.000000e+00
  %fadd7696 = fadd float %x7495, %fmul7695
  %fmul7697 = fmul float %x7554, 3.000000e+00
  %fadd7698 = fadd float %fmul7697, %fadd7696
  %fmul7699 = fmul float %x7555, 4.000000e+00
  %fadd7700 = fadd float %fmul7699, %fadd7698
  %fmul7701 = fmul float %x7613, 5.000000e+00
  %fadd7702 = fadd float %fadd7700, %fmul7701
  %bits7703 = bitcast float %x7552 to i32
  %call7704 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits7703, i32 1, i32 31)
  %leaf7705 = bitcast i32 %call7704 to float
  %fmul7706 = fmul float %x7554, 2.000000e+00
  %fadd7707 = fadd float %x7496, %fmul7706
  %fmul7708 = fmul float %x7555, 3.000000e+00
  %fadd7709 = fadd float %fmul7708, %fadd7707
  %fmul7710 = fmul float %leaf7705, 4.000000e+00
  %fadd7711 = fadd float %fadd7709, %fmul7710
  %fmul7712 = fmul float %x7614, 5.000000e+00
  %fadd7713 = fadd float %fmul7712, %fadd7711
  %sel7717 = select i1 %edge7421, float %fadd7713, float %fadd7702
  %sel7721 = select i1 %edge7425, float %fadd7702, float %fadd7713
  %v7722 = insertelement <4 x float> poison, float %fadd7686, i64 0
  %v7723 = insertelement <4 x float> %v7722, float %fadd7694, i64 1
  %v7724 = insertelement <4 x float> %v7723, float %sel7717, i64 2
  %v7725 = insertelement <4 x float> %v7724, float %sel7721, i64 3
  store <4 x float> %v7725, ptr addrspace(3) %slot7550, align 16
  %slot7727 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 69632
  %x7729 = load float, ptr addrspace(3) %slot7727, align 16
  %279 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 69636
  %x7730 = load float, ptr addrspace(3) %279, align 4
  %280 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 69640
  %x7731 = load float, ptr addrspace(3) %280, align 8
  %281 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 69644
  %x7732 = load float, ptr addrspace(3) %281, align 4
  %bits7735 = bitcast float %x7614 to i32
  %call7736 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits7735, i32 1, i32 0)
  %leaf7737 = bitcast i32 %call7736 to float
  %fmul7738 = fmul float %leaf7737, 2.000000e+00
  %fadd7739 = fadd float %x7552, %fmul7738
  %fmul7740 = fmul float %x7611, 3.000000e+00
  %fadd7741 = fadd float %fmul7740, %fadd7739
  %fmul7742 = fmul float %x7612, 4.000000e+00
  %fadd7743 = fadd float %fmul7742, %fadd7741
  %fmul7744 = fmul float %x7670, 5.000000e+00
  %fadd7745 = fadd float %fmul7744, %fadd7743
  %fmul7746 = fmul float %x7611, 2.000000e+00
  %fadd7747 = fadd float %x7553, %fmul7746
  %fmul7748 = fmul float %x7612, 3.000000e+00
  %fadd7749 = fadd float %fmul7748, %fadd7747
  %fmul7750 = fmul float %x7613, 4.000000e+00
  %fadd7751 = fadd float %fmul7750, %fadd7749
  %fmul7752 = fmul float %x7671, 5.000000e+00
  %fadd7753 = fadd float %fadd7751, %fmul7752
  %fmul7754 = fmul float %x7612, 2.000000e+00
  %fadd7755 = fadd float %x7554, %fmul7754
  %fmul7756 = fmul float %x7613, 3.000000e+00
  %fadd7757 = fadd float %fmul7756, %fadd7755
  %fmul7758 = fmul float %x7614, 4.000000e+00
  %fadd7759 = fadd float %fmul7758, %fadd7757
  %fmul7760 = fmul float %x7672, 5.000000e+00
  %fadd7761 = fadd float %fadd7759, %fmul7760
  %bits7762 = bitcast float %x7611 to i32
  %call7763 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits7762, i32 1, i32 31)
  %leaf7764 = bitcast i32 %call7763 to float
  %fmul7765 = fmul float %x7613, 2.000000e+00
  %fadd7766 = fadd float %x7555, %fmul7765
  %fmul7767 = fmul float %x7614, 3.000000e+00
  %fadd7768 = fadd float %fmul7767, %fadd7766
  %fmul7769 = fmul float %leaf7764, 4.000000e+00
  %fadd7770 = fadd float %fadd7768, %fmul7769
  %fmul7771 = fmul float %x7673, 5.000000e+00
  %fadd7772 = fadd float %fmul7771, %fadd7770
  %sel7776 = select i1 %edge7421, float %fadd7772, float %fadd7761
  %sel7780 = select i1 %edge7425, float %fadd7761, float %fadd7772
  %v7781 = insertelement <4 x float> poison, float %fadd7745, i64 0
  %v7782 = insertelement <4 x float> %v7781, float %fadd7753, i64 1
  %v7783 = insertelement <4 x float> %v7782, float %sel7776, i64 2
  %v7784 = insertelement <4 x float> %v7783, float %sel7780, i64 3
  store <4 x float> %v7784, ptr addrspace(3) %slot7609, align 16
  %slot7786 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 78336
  %x7788 = load float, ptr addrspace(3) %slot7786, align 16
  %282 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 78340
  %x7789 = load float, ptr addrspace(3) %282, align 4
  %283 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 78344
  %x7790 = load float, ptr addrspace(3) %283, align 8
  %284 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 78348
  %x7791 = load float, ptr addrspace(3) %284, align 4
  %bits7794 = bitcast float %x7673 to i32
  %call7795 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits7794, i32 1, i32 0)
  %leaf7796 = bitcast i32 %call7795 to float
  %fmul7797 = fmul float %leaf7796, 2.000000e+00
  %fadd7798 = fadd float %x7611, %fmul7797
  %fmul7799 = fmul float %x7670, 3.000000e+00
  %fadd7800 = fadd float %fmul7799, %fadd7798
  %fmul7801 = fmul float %x7671, 4.000000e+00
  %fadd7802 = fadd float %fmul7801, %fadd7800
  %fmul7803 = fmul float %x7729, 5.000000e+00
  %fadd7804 = fadd float %fmul7803, %fadd7802
  %fmul7805 = fmul float %x7670, 2.000000e+00
  %fadd7806 = fadd float %x7612, %fmul7805
  %fmul7807 = fmul float %x7671, 3.000000e+00
  %fadd7808 = fadd float %fmul7807, %fadd7806
  %fmul7809 = fmul float %x7672, 4.000000e+00
  %fadd7810 = fadd float %fmul7809, %fadd7808
  %fmul7811 = fmul float %x7730, 5.000000e+00
  %fadd7812 = fadd float %fadd7810, %fmul7811
  %fmul7813 = fmul float %x7671, 2.000000e+00
  %fadd7814 = fadd float %x7613, %fmul7813
  %fmul7815 = fmul float %x7672, 3.000000e+00
  %fadd7816 = fadd float %fmul7815, %fadd7814
  %fmul7817 = fmul float %x7673, 4.000000e+00
  %fadd7818 = fadd float %fmul7817, %fadd7816
  %fmul7819 = fmul float %x7731, 5.000000e+00
  %fadd7820 = fadd float %fadd7818, %fmul7819
  %bits7821 = bitcast float %x7670 to i32
  %call7822 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits7821, i32 1, i32 31)
  %leaf7823 = bitcast i32 %call7822 to float
  %fmul7824 = fmul float %x7672, 2.000000e+00
  %fadd7825 = fadd float %x7614, %fmul7824
  %fmul7826 = fmul float %x7673, 3.000000e+00
  %fadd7827 = fadd float %fmul7826, %fadd7825
  %fmul7828 = fmul float %leaf7823, 4.000000e+00
  %fadd7829 = fadd float %fadd7827, %fmul7828
  %fmul7830 = fmul float %x7732, 5.000000e+00
  %fadd7831 = fadd float %fmul7830, %fadd7829
  %sel7835 = select i1 %edge7421, float %fadd7831, float %fadd7820
  %sel7839 = select i1 %edge7425, float %fadd7820, float %fadd7831
  %v7840 = insertelement <4 x float> poison, float %fadd7804, i64 0
  %v7841 = insertelement <4 x float> %v7840, float %fadd7812, i64 1
  %v7842 = insertelement <4 x float> %v7841, float %sel7835, i64 2
  %v7843 = insertelement <4 x float> %v7842, float %sel7839, i64 3
  store <4 x float> %v7843, ptr addrspace(3) %slot7668, align 16
  %slot7845 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 87040
  %x7847 = load float, ptr addrspace(3) %slot7845, align 16
  %285 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 87044
  %x7848 = load float, ptr addrspace(3) %285, align 4
  %286 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 87048
  %x7849 = load float, ptr addrspace(3) %286, align 8
  %287 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 87052
  %x7850 = load float, ptr addrspace(3) %287, align 4
  %bits7853 = bitcast float %x7732 to i32
  %call7854 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits7853, i32 1, i32 0)
  %leaf7855 = bitcast i32 %call7854 to float
  %fmul7856 = fmul float %leaf7855, 2.000000e+00
  %fadd7857 = fadd float %x7670, %fmul7856
  %fmul7858 = fmul float %x7729, 3.000000e+00
  %fadd7859 = fadd float %fmul7858, %fadd7857
  %fmul7860 = fmul float %x7730, 4.000000e+00
  %fadd7861 = fadd float %fmul7860, %fadd7859
  %fmul7862 = fmul float %x7788, 5.000000e+00
  %fadd7863 = fadd float %fmul7862, %fadd7861
  %fmul7864 = fmul float %x7729, 2.000000e+00
  %fadd7865 = fadd float %x7671, %fmul7864
  %fmul7866 = fmul float %x7730, 3.000000e+00
  %fadd7867 = fadd float %fmul7866, %fadd7865
  %fmul7868 = fmul float %x7731, 4.000000e+00
  %fadd7869 = fadd float %fmul7868, %fadd7867
  %fmul7870 = fmul float %x7789, 5.000000e+00
  %fadd7871 = fadd float %fadd7869, %fmul7870
  %fmul7872 = fmul float %x7730, 2.000000e+00
  %fadd7873 = fadd float %x7672, %fmul7872
  %fmul7874 = fmul float %x7731, 3.000000e+00
  %fadd7875 = fadd float %fmul7874, %fadd7873
  %fmul7876 = fmul float %x7732, 4.000000e+00
  %fadd7877 = fadd float %fmul7876, %fadd7875
  %fmul7878 = fmul float %x7790, 5.000000e+00
  %fadd7879 = fadd float %fadd7877, %fmul7878
  %bits7880 = bitcast float %x7729 to i32
  %call7881 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits7880, i32 1, i32 31)
  %leaf7882 = bitcast i32 %call7881 to float
  %fmul7883 = fmul float %x7731, 2.000000e+00
  %fadd7884 = fadd float %x7673, %fmul7883
  %fmul7885 = fmul float %x7732, 3.000000e+00
  %fadd7886 = fadd float %fmul7885, %fadd7884
  %fmul7887 = fmul float %leaf7882, 4.000000e+00
  %fadd7888 = fadd float %fadd7886, %fmul7887
  %fmul7889 = fmul float %x7791, 5.000000e+00
  %fadd7890 = fadd float %fmul7889, %fadd7888
  %sel7894 = select i1 %edge7421, float %fadd7890, float %fadd7879
  %sel7898 = select i1 %edge7425, float %fadd7879, float %fadd7890
  %v7899 = insertelement <4 x float> poison, float %fadd7863, i64 0
  %v7900 = insertelement <4 x float> %v7899, float %fadd7871, i64 1
  %v7901 = insertelement <4 x float> %v7900, float %sel7894, i64 2
  %v7902 = insertelement <4 x float> %v7901, float %sel7898, i64 3
  store <4 x float> %v7902, ptr addrspace(3) %slot7727, align 16
  %slot7904 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 95744
  %x7906 = load float, ptr addrspace(3) %slot7904, align 16
  %288 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 95748
  %x7907 = load float, ptr addrspace(3) %288, align 4
  %289 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 95752
  %x7908 = load float, ptr addrspace(3) %289, align 8
  %290 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 95756
  %x7909 = load float, ptr addrspace(3) %290, align 4
  %bits7912 = bitcast float %x7791 to i32
  %call7913 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits7912, i32 1, i32 0)
  %leaf7914 = bitcast i32 %call7913 to float
  %fmul7915 = fmul float %leaf7914, 2.000000e+00
  %fadd7916 = fadd float %x7729, %fmul7915
  %fmul7917 = fmul float %x7788, 3.000000e+00
  %fadd7918 = fadd float %fmul7917, %fadd7916
  %fmul7919 = fmul float %x7789, 4.000000e+00
  %fadd7920 = fadd float %fmul7919, %fadd7918
  %fmul7921 = fmul float %x7847, 5.000000e+00
  %fadd7922 = fadd float %fmul7921, %fadd7920
  %fmul7923 = fmul float %x7788, 2.000000e+00
  %fadd7924 = fadd float %x7730, %fmul7923
  %fmul7925 = fmul float %x7789, 3.000000e+00
  %fadd7926 = fadd float %fmul7925, %fadd7924
  %fmul7927 = fmul float %x7790, 4.000000e+00
  %fadd7928 = fadd float %fmul7927, %fadd7926
  %fmul7929 = fmul float %x7848, 5.000000e+00
  %fadd7930 = fadd float %fadd7928, %fmul7929
  %fmul7931 = fmul float %x7789, 2.000000e+00
  %fadd7932 = fadd float %x7731, %fmul7931
  %fmul7933 = fmul float %x7790, 3.000000e+00
  %fadd7934 = fadd float %fmul7933, %fadd7932
  %fmul7935 = fmul float %x7791, 4.000000e+00
  %fadd7936 = fadd float %fmul7935, %fadd7934
  %fmul7937 = fmul float %x7849, 5.000000e+00
  %fadd7938 = fadd float %fadd7936, %fmul7937
  %bits7939 = bitcast float %x7788 to i32
  %call7940 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits7939, i32 1, i32 31)
  %leaf7941 = bitcast i32 %call7940 to float
  %fmul7942 = fmul float %x7790, 2.000000e+00
  %fadd7943 = fadd float %x7732, %fmul7942
  %fmul7944 = fmul float %x7791, 3.000000e+00
  %fadd7945 = fadd float %fmul7944, %fadd7943
  %fmul7946 = fmul float %leaf7941, 4.000000e+00
  %fadd7947 = fadd float %fadd7945, %fmul7946
  %fmul7948 = fmul float %x7850, 5.000000e+00
  %fadd7949 = fadd float %fmul7948, %fadd7947
  %sel7953 = select i1 %edge7421, float %fadd7949, float %fadd7938
  %sel7957 = select i1 %edge7425, float %fadd7938, float %fadd7949
  %v7958 = insertelement <4 x float> poison, float %fadd7922, i64 0
  %v7959 = insertelement <4 x float> %v7958, float %fadd7930, i64 1
  %v7960 = insertelement <4 x float> %v7959, float %sel7953, i64 2
  %v7961 = insertelement <4 x float> %v7960, float %sel7957, i64 3
  store <4 x float> %v7961, ptr addrspace(3) %slot7786, align 16
  %slot7963 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 104448
  %x7965 = load float, ptr addrspace(3) %slot7963, align 16
  %291 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 104452
  %x7966 = load float, ptr addrspace(3) %291, align 4
  %292 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 104456
  %x7967 = load float, ptr addrspace(3) %292, align 8
  %293 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 104460
  %x7968 = load float, ptr addrspace(3) %293, align 4
  %bits7971 = bitcast float %x7850 to i32
  %call7972 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits7971, i32 1, i32 0)
  %leaf7973 = bitcast i32 %call7972 to float
  %fmul7974 = fmul float %leaf7973, 2.000000e+00
  %fadd7975 = fadd float %x7788, %fmul7974
  %fmul7976 = fmul float %x7847, 3.000000e+00
  %fadd7977 = fadd float %fmul7976, %fadd7975
  %fmul7978 = fmul float %x7848, 4.000000e+00
  %fadd7979 = fadd float %fmul7978, %fadd7977
  %fmul7980 = fmul float %x7906, 5.000000e+00
  %fadd7981 = fadd float %fmul7980, %fadd7979
  %fmul7982 = fmul float %x7847, 2.000000e+00
  %fadd7983 = fadd float %x7789, %fmul7982
  %fmul7984 = fmul float %x7848, 3.000000e+00
  %fadd7985 = fadd float %fmul7984, %fadd7983
  %fmul7986 = fmul float %x7849, 4.000000e+00
  %fadd7987 = fadd float %fmul7986, %fadd7985
  %fmul7988 = fmul float %x7907, 5.000000e+00
  %fadd7989 = fadd float %fadd7987, %fmul7988
  %fmul7990 = fmul float %x7848, 2.000000e+00
  %fadd7991 = fadd float %x7790, %fmul7990
  %fmul7992 = fmul float %x7849, 3.000000e+00
  %fadd7993 = fadd float %fmul7992, %fadd7991
  %fmul7994 = fmul float %x7850, 4.000000e+00
  %fadd7995 = fadd float %fmul7994, %fadd7993
  %fmul7996 = fmul float %x7908, 5.000000e+00
  %fadd7997 = fadd float %fadd7995, %fmul7996
  %bits7998 = bitcast float %x7847 to i32
  %call7999 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits7998, i32 1, i32 31)
  %leaf8000 = bitcast i32 %call7999 to float
  %fmul8001 = fmul float %x7849, 2.000000e+00
  %fadd8002 = fadd float %x7791, %fmul8001
  %fmul8003 = fmul float %x7850, 3.000000e+00
  %fadd8004 = fadd float %fmul8003, %fadd8002
  %fmul8005 = fmul float %leaf8000, 4.000000e+00
  %fadd8006 = fadd float %fadd8004, %fmul8005
  %fmul8007 = fmul float %x7909, 5.000000e+00
  %fadd8008 = fadd float %fmul8007, %fadd8006
  %sel8012 = select i1 %edge7421, float %fadd8008, float %fadd7997
  %sel8016 = select i1 %edge7425, float %fadd7997, float %fadd8008
  %v8017 = insertelement <4 x float> poison, float %fadd7981, i64 0
  %v8018 = insertelement <4 x float> %v8017, float %fadd7989, i64 1
  %v8019 = insertelement <4 x float> %v8018, float %sel8012, i64 2
  %v8020 = insertelement <4 x float> %v8019, float %sel8016, i64 3
  store <4 x float> %v8020, ptr addrspace(3) %slot7845, align 16
  %bits8024 = bitcast float %x7909 to i32
  %call8025 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits8024, i32 1, i32 0)
  %leaf8026 = bitcast i32 %call8025 to float
  %fmul8027 = fmul float %leaf8026, 2.000000e+00
  %fadd8028 = fadd float %x7847, %fmul8027
  %fmul8029 = fmul float %x7906, 3.000000e+00
  %fadd8030 = fadd float %fmul8029, %fadd8028
  %fmul8031 = fmul float %x7907, 4.000000e+00
  %fadd8032 = fadd float %fmul8031, %fadd8030
  %fmul8033 = fmul float %x7965, 5.000000e+00
  %fadd8034 = fadd float %fmul8033, %fadd8032
  %fmul8035 = fmul float %x7906, 2.000000e+00
  %fadd8036 = fadd float %x7848, %fmul8035
  %fmul8037 = fmul float %x7907, 3.000000e+00
  %fadd8038 = fadd float %fmul8037, %fadd8036
  %fmul8039 = fmul float %x7908, 4.000000e+00
  %fadd8040 = fadd float %fmul8039, %fadd8038
  %fmul8041 = fmul float %x7966, 5.000000e+00
  %fadd8042 = fadd float %fadd8040, %fmul8041
  %fmul8043 = fmul float %x7907, 2.000000e+00
  %fadd8044 = fadd float %x7849, %fmul8043
  %fmul8045 = fmul float %x7908, 3.000000e+00
  %fadd8046 = fadd float %fmul8045, %fadd8044
  %fmul8047 = fmul float %x7909, 4.000000e+00
  %fadd8048 = fadd float %fmul8047, %fadd8046
  %fmul8049 = fmul float %x7967, 5.000000e+00
  %fadd8050 = fadd float %fadd8048, %fmul8049
  %bits8051 = bitcast float %x7906 to i32
  %call8052 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits8051, i32 1, i32 31)
  %leaf8053 = bitcast i32 %call8052 to float
  %fmul8054 = fmul float %x7908, 2.000000e+00
  %fadd8055 = fadd float %x7850, %fmul8054
  %fmul8056 = fmul float %x7909, 3.000000e+00
  %fadd8057 = fadd float %fmul8056, %fadd8055
  %fmul8058 = fmul float %leaf8053, 4.000000e+00
  %fadd8059 = fadd float %fadd8057, %fmul8058
  %fmul8060 = fmul float %x7968, 5.000000e+00
  %fadd8061 = fadd float %fmul8060, %fadd8059
  %sel8065 = select i1 %edge7421, float %fadd8061, float %fadd8050
  %sel8069 = select i1 %edge7425, float %fadd8050, float %fadd8061
  %v8070 = insertelement <4 x float> poison, float %fadd8034, i64 0
  %v8071 = insertelement <4 x float> %v8070, float %fadd8042, i64 1
  %v8072 = insertelement <4 x float> %v8071, float %sel8065, i64 2
  %v8073 = insertelement <4 x float> %v8072, float %sel8069, i64 3
  store <4 x float> %v8073, ptr addrspace(3) %slot7904, align 16
  %bits8077 = bitcast float %x7968 to i32
  %call8078 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits8077, i32 1, i32 0)
  %leaf8079 = bitcast i32 %call8078 to float
  %fmul8080 = fmul float %leaf8079, 2.000000e+00
  %fadd8081 = fadd float %x7906, %fmul8080
  %fmul8082 = fmul float %x7965, 3.000000e+00
  %fadd8083 = fadd float %fmul8082, %fadd8081
  %fmul8084 = fmul float %x7966, 4.000000e+00
  %fadd8085 = fadd float %fmul8084, %fadd8083
  %fmul8086 = fmul float %x6888, 5.000000e+00
  %fadd8087 = fadd float %fmul8086, %fadd8085
  %fmul8088 = fmul float %x7965, 2.000000e+00
  %fadd8089 = fadd float %x7907, %fmul8088
  %fmul8090 = fmul float %x7966, 3.000000e+00
  %fadd8091 = fadd float %fmul8090, %fadd8089
  %fmul8092 = fmul float %x7967, 4.000000e+00
  %fadd8093 = fadd float %fmul8092, %fadd8091
  %fmul8094 = fmul float %x6889, 5.000000e+00
  %fadd8095 = fadd float %fmul8094, %fadd8093
  %fmul8096 = fmul float %x7966, 2.000000e+00
  %fadd8097 = fadd float %x7908, %fmul8096
  %fmul8098 = fmul float %x7967, 3.000000e+00
  %fadd8099 = fadd float %fmul8098, %fadd8097
  %fmul8100 = fmul float %x7968, 4.000000e+00
  %fadd8101 = fadd float %fmul8100, %fadd8099
  %fmul8102 = fmul float %x6890, 5.000000e+00
  %fadd8103 = fadd float %fmul8102, %fadd8101
  %bits8104 = bitcast float %x7965 to i32
  %call8105 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits8104, i32 1, i32 31)
  %leaf8106 = bitcast i32 %call8105 to float
  %fmul8107 = fmul float %x7967, 2.000000e+00
  %fadd8108 = fadd float %x7909, %fmul8107
  %fmul8109 = fmul float %x7968, 3.000000e+00
  %fadd8110 = fadd float %fmul8109, %fadd8108
  %fmul8111 = fmul float %leaf8106, 4.000000e+00
  %fadd8112 = fadd float %fadd8110, %fmul8111
  %fmul8113 = fmul float %x6891, 5.000000e+00
  %fadd8114 = fadd float %fmul8113, %fadd8112
  %sel8118 = select i1 %edge7421, float %fadd8114, float %fadd8103
  %sel8122 = select i1 %edge7425, float %fadd8103, float %fadd8114
  %v8123 = insertelement <4 x float> poison, float %fadd8087, i64 0
  %v8124 = insertelement <4 x float> %v8123, float %fadd8095, i64 1
  %v8125 = insertelement <4 x float> %v8124, float %sel8118, i64 2
  %v8126 = insertelement <4 x float> %v8125, float %sel8122, i64 3
  store <4 x float> %v8126, ptr addrspace(3) %slot7963, align 16
  %bits8130 = bitcast float %x6891 to i32
  %call8131 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits8130, i32 1, i32 0)
  %leaf8132 = bitcast i32 %call8131 to float
  %fmul8133 = fmul float %leaf8132, 2.000000e+00
  %fadd8134 = fadd float %x7965, %fmul8133
  %fmul8135 = fmul float %x6888, 3.000000e+00
  %fadd8136 = fadd float %fmul8135, %fadd8134
  %fmul8137 = fmul float %x6889, 4.000000e+00
  %fadd8138 = fadd float %fmul8137, %fadd8136
  %fmul8139 = fmul float %228, 5.000000e+00
  %fadd8140 = fadd float %fmul8139, %fadd8138
  %fmul8141 = fmul float %x6888, 2.000000e+00
  %fadd8142 = fadd float %fmul8141, %x7966
  %fmul8143 = fmul float %x6889, 3.000000e+00
  %fadd8144 = fadd float %fmul8143, %fadd8142
  %fmul8145 = fmul float %x6890, 4.000000e+00
  %fadd8146 = fadd float %fmul8145, %fadd8144
  %fmul8147 = fmul float %233, 5.000000e+00
  %fadd8148 = fadd float %fmul8147, %fadd8146
  %fmul8149 = fmul float %x6889, 2.000000e+00
  %fadd8150 = fadd float %fmul8149, %x7967
  %fmul8151 = fmul float %x6890, 3.000000e+00
  %fadd8152 = fadd float %fmul8151, %fadd8150
  %fmul8153 = fmul float %x6891, 4.000000e+00
  %fadd8154 = fadd float %fmul8153, %fadd8152
  %fmul8155 = fmul float %phi6820, 5.000000e+00
  %fadd8156 = fadd float %fmul8155, %fadd8154
  %bits8157 = bitcast float %x6888 to i32
  %call8158 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits8157, i32 1, i32 31)
  %leaf8159 = bitcast i32 %call8158 to float
  %fmul8160 = fmul float %x6890, 2.000000e+00
  %fadd8161 = fadd float %fmul8160, %x7968
  %fmul8162 = fmul float %x6891, 3.000000e+00
  %fadd8163 = fadd float %fmul8162, %fadd8161
  %fmul8164 = fmul float %leaf8159, 4.000000e+00
  %fadd8165 = fadd float %fadd8163, %fmul8164
  %fmul8166 = fmul float %phi6867, 5.000000e+00
  %fadd8167 = fadd float %fmul8166, %fadd8165
  %sel8171 = select i1 %edge7421, float %fadd8167, float %fadd8156
  %sel8175 = select i1 %edge7425, float %fadd8156, float %fadd8167
  %v8176 = insertelement <4 x float> poison, float %fadd8140, i64 0
  %v8177 = insertelement <4 x float> %v8176, float %fadd8148, i64 1
  %v8178 = insertelement <4 x float> %v8177, float %sel8171, i64 2
  %v8179 = insertelement <4 x float> %v8178, float %sel8175, i64 3
  %p8180 = getelementptr inbounds i8, ptr addrspace(3) %base7354, i64 113152
  store <4 x float> %v8179, ptr addrspace(3) %p8180, align 16
  br i1 %cmp7419, label %then8184, label %endif8186

then8184:                                         ; preds = %endif7272
  %call8188 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits7381, i32 0, i32 31)
  %leaf8189 = bitcast i32 %call8188 to float
  %sel8191 = select i1 %edge7421, float %leaf8189, float %x6884
  %call8193 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits8130, i32 0, i32 31)
  %leaf8194 = bitcast i32 %call8193 to float
  %sel8196 = select i1 %edge7421, float %leaf8194, float %x6890
  br label %endif8186

endif8186:                                        ; preds = %endif7272, %then8184
  %phi8215 = phi float [ %sel8191, %then8184 ], [ %x6884, %endif7272 ]
  %phi8219 = phi float [ %sel8196, %then8184 ], [ %x6890, %endif7272 ]
  br i1 %cmp7423, label %then8238, label %endif8240

then8238:                                         ; preds = %endif8186
  %bits8246 = bitcast float %phi8219 to i32
  %bits8241 = bitcast float %phi8215 to i32
  %call8242 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits8241, i32 24, i32 31)
  %call8247 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits8246, i32 24, i32 31)
  br label %endif8240

endif8240:                                        ; preds = %endif8186, %then8238
  %294 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %mul6122) #3
  %295 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %mul6122) #3
  %sub8294 = sub i64 %295, %mul6122
  %add8295 = add i64 %sub8294, %add6132
  %lane8299 = and i64 %add8295, 31
  %bits8308 = bitcast float %sel7335 to i32
  %call8309 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits8308, i32 1, i32 0)
  %leaf8310 = bitcast i32 %call8309 to float
  %fmul8311 = fmul float %leaf8310, 2.000000e+00
  %fadd8312 = fadd float %sel7328, %fmul8311
  %fmul8313 = fmul float %sel7332, 3.000000e+00
  %fadd8314 = fadd float %fmul8313, %fadd8312
  %fmul8315 = fmul float %sel7333, 4.000000e+00
  %fadd8316 = fadd float %fmul8315, %fadd8314
  %fmul8317 = fmul float %sel7336, 5.000000e+00
  %fadd8318 = fadd float %fmul8317, %fadd8316
  %fmul8319 = fmul float %sel7332, 2.000000e+00
  %fadd8320 = fadd float %sel7329, %fmul8319
  %fmul8321 = fmul float %sel7333, 3.000000e+00
  %fadd8322 = fadd float %fadd8320, %fmul8321
  %fmul8323 = fmul float %sel7334, 4.000000e+00
  %fadd8324 = fadd float %fadd8322, %fmul8323
  %fmul8325 = fmul float %sel7337, 5.000000e+00
  %fadd8326 = fadd float %fmul8325, %fadd8324
  %fmul8327 = fmul float %sel7333, 2.000000e+00
  %fadd8328 = fadd float %fmul8327, %sel7330
  %fmul8329 = fmul float %sel7334, 3.000000e+00
  %fadd8330 = fadd float %fadd8328, %fmul8329
  %fmul8331 = fmul float %sel7335, 4.000000e+00
  %fadd8332 = fadd float %fadd8330, %fmul8331
  %fmul8333 = fmul float %sel7338, 5.000000e+00
  %fadd8334 = fadd float %fmul8333, %fadd8332
  %bits8335 = bitcast float %sel7332 to i32
  %call8336 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits8335, i32 1, i32 31)
  %leaf8337 = bitcast i32 %call8336 to float
  %fmul8338 = fmul float %sel7334, 2.000000e+00
  %fadd8339 = fadd float %fmul8338, %sel7331
  %fmul8340 = fmul float %sel7335, 3.000000e+00
  %fadd8341 = fadd float %fadd8339, %fmul8340
  %fmul8342 = fmul float %leaf8337, 4.000000e+00
  %fadd8343 = fadd float %fadd8341, %fmul8342
  %fmul8344 = fmul float %sel7339, 5.000000e+00
  %fadd8345 = fadd float %fmul8344, %fadd8343
  %bits8346 = bitcast float %sel7339 to i32
  %call8347 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits8346, i32 1, i32 0)
  %leaf8348 = bitcast i32 %call8347 to float
  %fmul8349 = fmul float %leaf8348, 2.000000e+00
  %fadd8350 = fadd float %sel7332, %fmul8349
  %fmul8351 = fmul float %sel7336, 3.000000e+00
  %fadd8352 = fadd float %fmul8351, %fadd8350
  %fmul8353 = fmul float %sel7337, 4.000000e+00
  %fadd8354 = fadd float %fmul8353, %fadd8352
  %fmul8355 = fmul float %225, 5.000000e+00
  %fadd8356 = fadd float %fmul8355, %fadd8354
  %fmul8357 = fmul float %sel7336, 2.000000e+00
  %fadd8358 = fadd float %sel7333, %fmul8357
  %fmul8359 = fmul float %sel7337, 3.000000e+00
  %fadd8360 = fadd float %fadd8358, %fmul8359
  %fmul8361 = fmul float %sel7338, 4.000000e+00
  %fadd8362 = fadd float %fadd8360, %fmul8361
  %fmul8363 = fmul float %231, 5.000000e+00
  %fadd8364 = fadd float %fmul8363, %fadd8362
  %fmul8365 = fmul float %sel7337, 2.000000e+00
  %fadd8366 = fadd float %fmul8365, %sel7334
  %fmul8367 = fmul float %sel7338, 3.000000e+00
  %fadd8368 = fadd float %fadd8366, %fmul8367
  %fmul8369 = fmul float %sel7339, 4.000000e+00
  %fadd8370 = fadd float %fadd8368, %fmul8369
  %fmul8371 = fmul float %phi6816, 5.000000e+00
  %fadd8372 = fadd float %fmul8371, %fadd8370
  %bits8373 = bitcast float %sel7336 to i32
  %call8374 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits8373, i32 1, i32 31)
  %leaf8375 = bitcast i32 %call8374 to float
  %fmul8376 = fmul float %sel7338, 2.000000e+00
  %fadd8377 = fadd float %fmul8376, %sel7335
  %fmul8378 = fmul float %sel7339, 3.000000e+00
  %fadd8379 = fadd float %fadd8377, %fmul8378
  %fmul8380 = fmul float %leaf8375, 4.000000e+00
  %fadd8381 = fadd float %fadd8379, %fmul8380
  %fmul8382 = fmul float %phi6863, 5.000000e+00
  %fadd8383 = fadd float %fmul8382, %fadd8381
  %bits8384 = bitcast float %phi6863 to i32
  %call8385 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits8384, i32 1, i32 0)
  %leaf8386 = bitcast i32 %call8385 to float
  %fmul8387 = fmul float %leaf8386, 2.000000e+00
  %fadd8388 = fadd float %sel7336, %fmul8387
  %fmul8389 = fmul float %225, 3.000000e+00
  %fadd8390 = fadd float %fmul8389, %fadd8388
  %fmul8391 = fmul float %231, 4.000000e+00
  %fadd8392 = fadd float %fmul8391, %fadd8390
  %fmul8393 = fmul float %x6882, 5.000000e+00
  %fadd8394 = fadd float %fmul8393, %fadd8392
  %fmul8395 = fmul float %225, 2.000000e+00
  %fadd8396 = fadd float %fmul8395, %sel7337
  %fmul8397 = fmul float %231, 3.000000e+00
  %fadd8398 = fadd float %fmul8397, %fadd8396
  %fmul8399 = fmul float %phi6816, 4.000000e+00
  %fadd8400 = fadd float %fmul8399, %fadd8398
  %fmul8401 = fmul float %x6883, 5.000000e+00
  %fadd8402 = fadd float %fmul8401, %fadd8400
  %fmul8403 = fmul float %231, 2.000000e+00
  %fadd8404 = fadd float %fmul8403, %sel7338
  %fmul8405 = fmul float %phi6816, 3.000000e+00
  %fadd8406 = fadd float %fmul8405, %fadd8404
  %fmul8407 = fmul float %phi6863, 4.000000e+00
  %fadd8408 = fadd float %fmul8407, %fadd8406
  %fmul8409 = fmul float %x6884, 5.000000e+00
  %fadd8410 = fadd float %fmul8409, %fadd8408
  %bits8411 = bitcast float %225 to i32
  %call8412 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits8411, i32 1, i32 31)
  %leaf8413 = bitcast i32 %call8412 to float
  %fmul8414 = fmul float %phi6816, 2.000000e+00
  %fadd8415 = fadd float %fmul8414, %sel7339
  %fmul8416 = fmul float %phi6863, 3.000000e+00
  %fadd8417 = fadd float %fmul8416, %fadd8415
  %fmul8418 = fmul float %leaf8413, 4.000000e+00
  %fadd8419 = fadd float %fadd8417, %fmul8418
  %fmul8420 = fmul float %x6885, 5.000000e+00
  %fadd8421 = fadd float %fmul8420, %fadd8419
  %cmp8422 = icmp ult i64 %add8295, 32
  br i1 %cmp8422, label %then8423, label %endif8425

then8423:                                         ; preds = %endif8240
  %bits8426 = bitcast float %fadd8345 to i32
  %call8427 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits8426, i32 0, i32 31)
  %leaf8428 = bitcast i32 %call8427 to float
  %cmp8429 = icmp eq i64 %lane8299, 0
  %sel8430 = select i1 %cmp8429, float %leaf8428, float %fadd8334
  %bits8431 = bitcast float %fadd8383 to i32
  %call8432 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits8431, i32 0, i32 31)
  %leaf8433 = bitcast i32 %call8432 to float
  %sel8435 = select i1 %cmp8429, float %leaf8433, float %fadd8372
  %bits8436 = bitcast float %fadd8421 to i32
  %call8437 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits8436, i32 0, i32 31)
  %leaf8438 = bitcast i32 %call8437 to float
  %sel8440 = select i1 %cmp8429, float %leaf8438, float %fadd8410
  br label %endif8425

endif8425:                                        ; preds = %endif8240, %then8423
  %phi8447 = phi float [ %sel8430, %then8423 ], [ %fadd8334, %endif8240 ]
  %phi8451 = phi float [ %sel8435, %then8423 ], [ %fadd8372, %endif8240 ]
  %phi8455 = phi float [ %sel8440, %then8423 ], [ %fadd8410, %endif8240 ]
  %warp8298.mask = and i64 %add8295, -32
  %cmp8481 = icmp eq i64 %warp8298.mask, 512
  br i1 %cmp8481, label %then8482, label %endif8484

then8482:                                         ; preds = %endif8425
  %bits8485 = bitcast float %phi8447 to i32
  %call8486 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits8485, i32 24, i32 31)
  %leaf8487 = bitcast i32 %call8486 to float
  %cmp8488 = icmp eq i64 %lane8299, 24
  %sel8489 = select i1 %cmp8488, float %leaf8487, float %fadd8345
  %bits8490 = bitcast float %phi8451 to i32
  %call8491 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits8490, i32 24, i32 31)
  %leaf8492 = bitcast i32 %call8491 to float
  %sel8494 = select i1 %cmp8488, float %leaf8492, float %fadd8383
  %bits8495 = bitcast float %phi8455 to i32
  %call8496 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits8495, i32 24, i32 31)
  %leaf8497 = bitcast i32 %call8496 to float
  %sel8499 = select i1 %cmp8488, float %leaf8497, float %fadd8421
  br label %endif8484

endif8484:                                        ; preds = %endif8425, %then8482
  %phi8507 = phi float [ %sel8489, %then8482 ], [ %fadd8345, %endif8425 ]
  %phi8511 = phi float [ %sel8494, %then8482 ], [ %fadd8383, %endif8425 ]
  %phi8515 = phi float [ %sel8499, %then8482 ], [ %fadd8421, %endif8425 ]
  %sel8540 = select i1 %cmp1201, float %fadd8394, float %fadd8318
  %sel8541 = select i1 %cmp1201, float %fadd8402, float %fadd8326
  %sel8542 = select i1 %cmp1201, float %phi8455, float %phi8447
  %sel8543 = select i1 %cmp1201, float %phi8515, float %phi8507
  %sel8544 = select i1 %cmp1201, float %fadd8394, float %fadd8356
  %sel8545 = select i1 %cmp1201, float %fadd8402, float %fadd8364
  %sel8546 = select i1 %cmp1201, float %phi8455, float %phi8451
  %sel8547 = select i1 %cmp1201, float %phi8515, float %phi8511
  %296 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %mul6122) #3
  %297 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %mul6122) #3
  %sub8551 = sub i64 %297, %mul6122
  %add8552 = add i64 %sub8551, %add6132
  %lane8556 = and i64 %add8552, 31
  %bits8565 = bitcast float %phi6867 to i32
  %call8566 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits8565, i32 1, i32 0)
  %leaf8567 = bitcast i32 %call8566 to float
  %fmul8568 = fmul float %leaf8567, 2.000000e+00
  %fadd8569 = fadd float %x6888, %fmul8568
  %fmul8570 = fmul float %228, 3.000000e+00
  %fadd8571 = fadd float %fmul8570, %fadd8569
  %fmul8572 = fmul float %233, 4.000000e+00
  %fadd8573 = fadd float %fmul8572, %fadd8571
  %fmul8574 = fmul float %sel7340, 5.000000e+00
  %fadd8575 = fadd float %fmul8574, %fadd8573
  %fmul8576 = fmul float %228, 2.000000e+00
  %fadd8577 = fadd float %fmul8576, %x6889
  %fmul8578 = fmul float %233, 3.000000e+00
  %fadd8579 = fadd float %fmul8578, %fadd8577
  %fmul8580 = fmul float %phi6820, 4.000000e+00
  %fadd8581 = fadd float %fmul8580, %fadd8579
  %fmul8582 = fmul float %sel7341, 5.000000e+00
  %fadd8583 = fadd float %fadd8581, %fmul8582
  %fmul8584 = fmul float %233, 2.000000e+00
  %fadd8585 = fadd float %fmul8584, %x6890
  %fmul8586 = fmul float %phi6820, 3.000000e+00
  %fadd8587 = fadd float %fmul8586, %fadd8585
  %fmul8588 = fmul float %phi6867, 4.000000e+00
  %fadd8589 = fadd float %fmul8588, %fadd8587
  %fmul8590 = fmul float %sel7342, 5.000000e+00
  %fadd8591 = fadd float %fadd8589, %fmul8590
  %bits8592 = bitcast float %228 to i32
  %call8593 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits8592, i32 1, i32 31)
  %leaf8594 = bitcast i32 %call8593 to float
  %fmul8595 = fmul float %phi6820, 2.000000e+00
  %fadd8596 = fadd float %fmul8595, %x6891
  %fmul8597 = fmul float %phi6867, 3.000000e+00
  %fadd8598 = fadd float %fmul8597, %fadd8596
  %fmul8599 = fmul float %leaf8594, 4.000000e+00
  %fadd8600 = fadd float %fadd8598, %fmul8599
  %fmul8601 = fmul float %sel7343, 5.000000e+00
  %fadd8602 = fadd float %fmul8601, %fadd8600
  %bits8603 = bitcast float %sel7343 to i32
  %call8604 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits8603, i32 1, i32 0)
  %leaf8605 = bitcast i32 %call8604 to float
  %fmul8606 = fmul float %leaf8605, 2.000000e+00
  %fadd8607 = fadd float %228, %fmul8606
  %fmul8608 = fmul float %sel7340, 3.000000e+00
  %fadd8609 = fadd float %fmul8608, %fadd8607
  %fmul8610 = fmul float %sel7341, 4.000000e+00
  %fadd8611 = fadd float %fmul8610, %fadd8609
  %fmul8612 = fmul float %sel7344, 5.000000e+00
  %fadd8613 = fadd float %fmul8612, %fadd8611
  %fmul8614 = fmul float %sel7340, 2.000000e+00
  %fadd8615 = fadd float %233, %fmul8614
  %fmul8616 = fmul float %sel7341, 3.000000e+00
  %fadd8617 = fadd float %fadd8615, %fmul8616
  %fmul8618 = fmul float %sel7342, 4.000000e+00
  %fadd8619 = fadd float %fadd8617, %fmul8618
  %fmul8620 = fmul float %sel7345, 5.000000e+00
  %fadd8621 = fadd float %fmul8620, %fadd8619
  %fmul8622 = fmul float %sel7341, 2.000000e+00
  %fadd8623 = fadd float %phi6820, %fmul8622
  %fmul8624 = fmul float %sel7342, 3.000000e+00
  %fadd8625 = fadd float %fadd8623, %fmul8624
  %fmul8626 = fmul float %sel7343, 4.000000e+00
  %fadd8627 = fadd float %fadd8625, %fmul8626
  %fmul8628 = fmul float %sel7346, 5.000000e+00
  %fadd8629 = fadd float %fmul8628, %fadd8627
  %bits8630 = bitcast float %sel7340 to i32
  %call8631 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits8630, i32 1, i32 31)
  %leaf8632 = bitcast i32 %call8631 to float
  %fmul8633 = fmul float %sel7342, 2.000000e+00
  %fadd8634 = fadd float %phi6867, %fmul8633
  %fmul8635 = fmul float %sel7343, 3.000000e+00
  %fadd8636 = fadd float %fadd8634, %fmul8635
  %fmul8637 = fmul float %leaf8632, 4.000000e+00
  %fadd8638 = fadd float %fadd8636, %fmul8637
  %fmul8639 = fmul float %sel7347, 5.000000e+00
  %fadd8640 = fadd float %fmul8639, %fadd8638
  %bits8641 = bitcast float %sel7347 to i32
  %call8642 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits8641, i32 1, i32 0)
  %leaf8643 = bitcast i32 %call8642 to float
  %fmul8644 = fmul float %leaf8643, 2.000000e+00
  %fadd8645 = fadd float %sel7340, %fmul8644
  %fmul8646 = fmul float %sel7344, 3.000000e+00
  %fadd8647 = fadd float %fmul8646, %fadd8645
  %fmul8648 = fmul float %sel7345, 4.000000e+00
  %fadd8649 = fadd float %fmul8648, %fadd8647
  %fmul8650 = fmul float %sel7348, 5.000000e+00
  %fadd8651 = fadd float %fmul8650, %fadd8649
  %fmul8652 = fmul float %sel7344, 2.000000e+00
  %fadd8653 = fadd float %sel7341, %fmul8652
  %fmul8654 = fmul float %sel7345, 3.000000e+00
  %fadd8655 = fadd float %fadd8653, %fmul8654
  %fmul8656 = fmul float %sel7346, 4.000000e+00
  %fadd8657 = fadd float %fadd8655, %fmul8656
  %fmul8658 = fmul float %sel7349, 5.000000e+00
  %fadd8659 = fadd float %fmul8658, %fadd8657
  %fmul8660 = fmul float %sel7345, 2.000000e+00
  %fadd8661 = fadd float %fmul8660, %sel7342
  %fmul8662 = fmul float %sel7346, 3.000000e+00
  %fadd8663 = fadd float %fadd8661, %fmul8662
  %fmul8664 = fmul float %sel7347, 4.000000e+00
  %fadd8665 = fadd float %fadd8663, %fmul8664
  %fmul8666 = fmul float %sel7350, 5.000000e+00
  %fadd8667 = fadd float %fmul8666, %fadd8665
  %bits8668 = bitcast float %sel7344 to i32
  %call8669 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits8668, i32 1, i32 31)
  %leaf8670 = bitcast i32 %call8669 to float
  %fmul8671 = fmul float %sel7346, 2.000000e+00
  %fadd8672 = fadd float %fmul8671, %sel7343
  %fmul8673 = fmul float %sel7347, 3.000000e+00
  %fadd8674 = fadd float %fadd8672, %fmul8673
  %fmul8675 = fmul float %leaf8670, 4.000000e+00
  %fadd8676 = fadd float %fadd8674, %fmul8675
  %fmul8677 = fmul float %sel7351, 5.000000e+00
  %fadd8678 = fadd float %fmul8677, %fadd8676
  %cmp8679 = icmp ult i64 %add8552, 32
  br i1 %cmp8679, label %then8680, label %endif8682

then8680:                                         ; preds = %endif8484
  %bits8683 = bitcast float %fadd8602 to i32
  %call8684 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits8683, i32 0, i32 31)
  %leaf8685 = bitcast i32 %call8684 to float
  %cmp8686 = icmp eq i64 %lane8556, 0
  %sel8687 = select i1 %cmp8686, float %leaf8685, float %fadd8591
  %bits8688 = bitcast float %fadd8640 to i32
  %call8689 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits8688, i32 0, i32 31)
  %leaf8690 = bitcast i32 %call8689 to float
  %sel8692 = select i1 %cmp8686, float %leaf8690, float %fadd8629
  %bits8693 = bitcast float %fadd8678 to i32
  %call8694 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits8693, i32 0, i32 31)
  %leaf8695 = bitcast i32 %call8694 to float
  %sel8697 = select i1 %cmp8686, float %leaf8695, float %fadd8667
  br label %endif8682

endif8682:                                        ; preds = %endif8484, %then8680
  %phi8724 = phi float [ %sel8687, %then8680 ], [ %fadd8591, %endif8484 ]
  %phi8728 = phi float [ %sel8692, %then8680 ], [ %fadd8629, %endif8484 ]
  %phi8732 = phi float [ %sel8697, %then8680 ], [ %fadd8667, %endif8484 ]
  %warp8555.mask = and i64 %add8552, -32
  %cmp8738 = icmp eq i64 %warp8555.mask, 512
  br i1 %cmp8738, label %then8739, label %endif8741

then8739:                                         ; preds = %endif8682
  %bits8742 = bitcast float %phi8724 to i32
  %call8743 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits8742, i32 24, i32 31)
  %leaf8744 = bitcast i32 %call8743 to float
  %cmp8745 = icmp eq i64 %lane8556, 24
  %sel8746 = select i1 %cmp8745, float %leaf8744, float %fadd8602
  %bits8747 = bitcast float %phi8728 to i32
  %call8748 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits8747, i32 24, i32 31)
  %leaf8749 = bitcast i32 %call8748 to float
  %sel8751 = select i1 %cmp8745, float %leaf8749, float %fadd8640
  %bits8752 = bitcast float %phi8732 to i32
  %call8753 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits8752, i32 24, i32 31)
  %leaf8754 = bitcast i32 %call8753 to float
  %sel8756 = select i1 %cmp8745, float %leaf8754, float %fadd8678
  br label %endif8741

endif8741:                                        ; preds = %endif8682, %then8739
  %phi8784 = phi float [ %sel8746, %then8739 ], [ %fadd8602, %endif8682 ]
  %phi8788 = phi float [ %sel8751, %then8739 ], [ %fadd8640, %endif8682 ]
  %phi8792 = phi float [ %sel8756, %then8739 ], [ %fadd8678, %endif8682 ]
  %add8805 = add nsw i64 %mul6122, 1
  %cmp8808 = icmp slt i64 %add8805, %6
  br i1 %cmp8808, label %fold.body8806.preheader, label %endif6126

fold.body8806.preheader:                          ; preds = %endif8741
  %sel8804 = select i1 %cmp1203, float %phi8784, float %phi8792
  %sel8803 = select i1 %cmp1203, float %phi8724, float %phi8732
  %sel8802 = select i1 %cmp1203, float %fadd8583, float %fadd8659
  %sel8801 = select i1 %cmp1203, float %fadd8575, float %fadd8651
  %sel8800 = select i1 %cmp1203, float %phi8784, float %phi8788
  %sel8799 = select i1 %cmp1203, float %phi8724, float %phi8728
  %sel8798 = select i1 %cmp1203, float %fadd8583, float %fadd8621
  %sel8797 = select i1 %cmp1203, float %fadd8575, float %fadd8613
  br label %fold.body8806

fold.body8806:                                    ; preds = %fold.body8806.preheader, %endif10000
  %i8809 = phi i64 [ %add10097, %endif10000 ], [ %add8805, %fold.body8806.preheader ]
  %phi8814 = phi float [ %sel10081, %endif10000 ], [ %sel8540, %fold.body8806.preheader ]
  %phi8815 = phi float [ %sel10082, %endif10000 ], [ %sel8541, %fold.body8806.preheader ]
  %phi8816 = phi float [ %sel10083, %endif10000 ], [ %sel8542, %fold.body8806.preheader ]
  %phi8817 = phi float [ %sel10084, %endif10000 ], [ %sel8543, %fold.body8806.preheader ]
  %phi8818 = phi float [ %sel10085, %endif10000 ], [ %sel8544, %fold.body8806.preheader ]
  %phi8819 = phi float [ %sel10086, %endif10000 ], [ %sel8545, %fold.body8806.preheader ]
  %phi8820 = phi float [ %sel10087, %endif10000 ], [ %sel8546, %fold.body8806.preheader ]
  %phi8821 = phi float [ %sel10088, %endif10000 ], [ %sel8547, %fold.body8806.preheader ]
  %phi8822 = phi float [ %fadd9771, %endif10000 ], [ %fadd8394, %fold.body8806.preheader ]
  %phi8823 = phi float [ %fadd9779, %endif10000 ], [ %fadd8402, %fold.body8806.preheader ]
  %phi8824 = phi float [ %phi9971, %endif10000 ], [ %phi8455, %fold.body8806.preheader ]
  %phi8825 = phi float [ %phi10056, %endif10000 ], [ %phi8515, %fold.body8806.preheader ]
  %phi8826 = phi float [ %fadd9809, %endif10000 ], [ %fadd8575, %fold.body8806.preheader ]
  %phi8827 = phi float [ %fadd9817, %endif10000 ], [ %fadd8583, %fold.body8806.preheader ]
  %phi8828 = phi float [ %phi9983, %endif10000 ], [ %phi8724, %fold.body8806.preheader ]
  %phi8829 = phi float [ %phi10068, %endif10000 ], [ %phi8784, %fold.body8806.preheader ]
  %phi8830 = phi float [ %sel10089, %endif10000 ], [ %sel8797, %fold.body8806.preheader ]
  %phi8831 = phi float [ %sel10090, %endif10000 ], [ %sel8798, %fold.body8806.preheader ]
  %phi8832 = phi float [ %sel10091, %endif10000 ], [ %sel8799, %fold.body8806.preheader ]
  %phi8833 = phi float [ %sel10092, %endif10000 ], [ %sel8800, %fold.body8806.preheader ]
  %phi8834 = phi float [ %sel10093, %endif10000 ], [ %sel8801, %fold.body8806.preheader ]
  %phi8835 = phi float [ %sel10094, %endif10000 ], [ %sel8802, %fold.body8806.preheader ]
  %phi8836 = phi float [ %sel10095, %endif10000 ], [ %sel8803, %fold.body8806.preheader ]
  %phi8837 = phi float [ %sel10096, %endif10000 ], [ %sel8804, %fold.body8806.preheader ]
  %298 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %i8809) #3
  %sub8843 = sub i64 %298, %i8809
  %base8844 = getelementptr inbounds float, ptr addrspace(3) %slots, i64 %sub8843
  %299 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %i8809) #3
  %sub8845 = sub i64 %299, %i8809
  %add8846 = add i64 %sub8845, %sreg
  %lane8850 = and i64 %add8846, 31
  %x8859 = load float, ptr addrspace(3) %base8844, align 16
  %300 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 4
  %x8860 = load float, ptr addrspace(3) %300, align 4
  %301 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 8
  %x8861 = load float, ptr addrspace(3) %301, align 8
  %302 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 12
  %x8862 = load float, ptr addrspace(3) %302, align 4
  %slot8863 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 113152
  %x8865 = load float, ptr addrspace(3) %slot8863, align 16
  %303 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 113156
  %x8866 = load float, ptr addrspace(3) %303, align 4
  %304 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 113160
  %x8867 = load float, ptr addrspace(3) %304, align 8
  %305 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 113164
  %x8868 = load float, ptr addrspace(3) %305, align 4
  %slot8869 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 8704
  %x8871 = load float, ptr addrspace(3) %slot8869, align 16
  %306 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 8708
  %x8872 = load float, ptr addrspace(3) %306, align 4
  %307 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 8712
  %x8873 = load float, ptr addrspace(3) %307, align 8
  %308 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 8716
  %x8874 = load float, ptr addrspace(3) %308, align 4
  %slot8875 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 17408
  %x8877 = load float, ptr addrspace(3) %slot8875, align 16
  %309 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 17412
  %x8878 = load float, ptr addrspace(3) %309, align 4
  %310 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 17416
  %x8879 = load float, ptr addrspace(3) %310, align 8
  %311 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 17420
  %x8880 = load float, ptr addrspace(3) %311, align 4
  %bits8883 = bitcast float %x8862 to i32
  %call8884 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits8883, i32 1, i32 0)
  %leaf8885 = bitcast i32 %call8884 to float
  %fmul8886 = fmul float %leaf8885, 2.000000e+00
  %fadd8887 = fadd float %phi8822, %fmul8886
  %fmul8888 = fmul float %x8859, 3.000000e+00
  %fadd8889 = fadd float %fmul8888, %fadd8887
  %fmul8890 = fmul float %x8860, 4.000000e+00
  %fadd8891 = fadd float %fmul8890, %fadd8889
  %fmul8892 = fmul float %x8871, 5.000000e+00
  %fadd8893 = fadd float %fmul8892, %fadd8891
  %fmul8894 = fmul float %x8859, 2.000000e+00
  %fadd8895 = fadd float %phi8823, %fmul8894
  %fmul8896 = fmul float %x8860, 3.000000e+00
  %fadd8897 = fadd float %fmul8896, %fadd8895
  %fmul8898 = fmul float %x8861, 4.000000e+00
  %fadd8899 = fadd float %fmul8898, %fadd8897
  %fmul8900 = fmul float %x8872, 5.000000e+00
  %fadd8901 = fadd float %fmul8900, %fadd8899
  %fmul8902 = fmul float %x8860, 2.000000e+00
  %fadd8903 = fadd float %phi8824, %fmul8902
  %fmul8904 = fmul float %x8861, 3.000000e+00
  %fadd8905 = fadd float %fmul8904, %fadd8903
  %fmul8906 = fmul float %x8862, 4.000000e+00
  %fadd8907 = fadd float %fmul8906, %fadd8905
  %fmul8908 = fmul float %x8873, 5.000000e+00
  %fadd8909 = fadd float %fmul8908, %fadd8907
  %bits8910 = bitcast float %x8859 to i32
  %call8911 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits8910, i32 1, i32 31)
  %leaf8912 = bitcast i32 %call8911 to float
  %fmul8913 = fmul float %x8861, 2.000000e+00
  %fadd8914 = fadd float %phi8825, %fmul8913
  %fmul8915 = fmul float %x8862, 3.000000e+00
  %fadd8916 = fadd float %fmul8915, %fadd8914
  %fmul8917 = fmul float %leaf8912, 4.000000e+00
  %fadd8918 = fadd float %fadd8916, %fmul8917
  %fmul8919 = fmul float %x8874, 5.000000e+00
  %fadd8920 = fadd float %fmul8919, %fadd8918
  %cmp8921 = icmp ult i64 %add8846, 32
  %edge8923 = icmp eq i64 %add8846, 0
  %sel8924 = select i1 %edge8923, float %fadd8920, float %fadd8909
  %warp8849.mask = and i64 %add8846, -32
  %cmp8925 = icmp eq i64 %warp8849.mask, 512
  %cmp8926 = icmp eq i64 %lane8850, 24
  %edge8927 = icmp eq i64 %add8846, 536
  %sel8928 = select i1 %edge8927, float %fadd8909, float %fadd8920
  %v8929 = insertelement <4 x float> poison, float %fadd8893, i64 0
  %v8930 = insertelement <4 x float> %v8929, float %fadd8901, i64 1
  %v8931 = insertelement <4 x float> %v8930, float %sel8924, i64 2
  %v8932 = insertelement <4 x float> %v8931, float %sel8928, i64 3
  store <4 x float> %v8932, ptr addrspace(3) %base8844, align 16
  %slot8934 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 26112
  %x8936 = load float, ptr addrspace(3) %slot8934, align 16
  %312 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 26116
  %x8937 = load float, ptr addrspace(3) %312, align 4
  %313 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 26120
  %x8938 = load float, ptr addrspace(3) %313, align 8
  %314 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 26124
  %x8939 = load float, ptr addrspace(3) %314, align 4
  %bits8942 = bitcast float %x8874 to i32
  %call8943 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits8942, i32 1, i32 0)
  %leaf8944 = bitcast i32 %call8943 to float
  %fmul8945 = fmul float %leaf8944, 2.000000e+00
  %fadd8946 = fadd float %x8859, %fmul8945
  %fmul8947 = fmul float %x8871, 3.000000e+00
  %fadd8948 = fadd float %fmul8947, %fadd8946
  %fmul8949 = fmul float %x8872, 4.000000e+00
  %fadd8950 = fadd float %fmul8949, %fadd8948
  %fmul8951 = fmul float %x8877, 5.000000e+00
  %fadd8952 = fadd float %fmul8951, %fadd8950
  %fmul8953 = fmul float %x8871, 2.000000e+00
  %fadd8954 = fadd float %x8860, %fmul8953
  %fmul8955 = fmul float %x8872, 3.000000e+00
  %fadd8956 = fadd float %fmul8955, %fadd8954
  %fmul8957 = fmul float %x8873, 4.000000e+00
  %fadd8958 = fadd float %fmul8957, %fadd8956
  %fmul8959 = fmul float %x8878, 5.000000e+00
  %fadd8960 = fadd float %fmul8959, %fadd8958
  %fmul8961 = fmul float %x8872, 2.000000e+00
  %fadd8962 = fadd float %x8861, %fmul8961
  %fmul8963 = fmul float %x8873, 3.000000e+00
  %fadd8964 = fadd float %fmul8963, %fadd8962
  %fmul8965 = fmul float %x8874, 4.000000e+00
  %fadd8966 = fadd float %fmul8965, %fadd8964
  %fmul8967 = fmul float %x8879, 5.000000e+00
  %fadd8968 = fadd float %fmul8967, %fadd8966
  %bits8969 = bitcast float %x8871 to i32
  %call8970 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits8969, i32 1, i32 31)
  %leaf8971 = bitcast i32 %call8970 to float
  %fmul8972 = fmul float %x8873, 2.000000e+00
  %fadd8973 = fadd float %x8862, %fmul8972
  %fmul8974 = fmul float %x8874, 3.000000e+00
  %fadd8975 = fadd float %fmul8974, %fadd8973
  %fmul8976 = fmul float %leaf8971, 4.000000e+00
  %fadd8977 = fadd float %fadd8975, %fmul8976
  %fmul8978 = fmul float %x8880, 5.000000e+00
  %fadd8979 = fadd float %fmul8978, %fadd8977
  %sel8983 = select i1 %edge8923, float %fadd8979, float %fadd8968
  %sel8987 = select i1 %edge8927, float %fadd8968, float %fadd8979
  %v8988 = insertelement <4 x float> poison, float %fadd8952, i64 0
  %v8989 = insertelement <4 x float> %v8988, float %fadd8960, i64 1
  %v8990 = insertelement <4 x float> %v8989, float %sel8983, i64 2
  %v8991 = insertelement <4 x float> %v8990, float %sel8987, i64 3
  store <4 x float> %v8991, ptr addrspace(3) %slot8869, align 16
  %slot8993 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 34816
  %x8995 = load float, ptr addrspace(3) %slot8993, align 16
  %315 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 34820
  %x8996 = load float, ptr addrspace(3) %315, align 4
  %316 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 34824
  %x8997 = load float, ptr addrspace(3) %316, align 8
  %317 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 34828
  %x8998 = load float, ptr addrspace(3) %317, align 4
  %bits9001 = bitcast float %x8880 to i32
  %call9002 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits9001, i32 1, i32 0)
  %leaf9003 = bitcast i32 %call9002 to float
  %fmul9004 = fmul float %leaf9003, 2.000000e+00
  %fadd9005 = fadd float %x8871, %fmul9004
  %fmul9006 = fmul float %x8877, 3.000000e+00
  %fadd9007 = fadd float %fmul9006, %fadd9005
  %fmul9008 = fmul float %x8878, 4.000000e+00
  %fadd9009 = fadd float %fmul9008, %fadd9007
  %fmul9010 = fmul float %x8936, 5.000000e+00
  %fadd9011 = fadd float %fmul9010, %fadd9009
  %fmul9012 = fmul float %x8877, 2.000000e+00
  %fadd9013 = fadd float %x8872, %fmul9012
  %fmul9014 = fmul float %x8878, 3.000000e+00
  %fadd9015 = fadd float %fmul9014, %fadd9013
  %fmul9016 = fmul float %x8879, 4.000000e+00
  %fadd9017 = fadd float %fmul9016, %fadd9015
  %fmul9018 = fmul float %x8937, 5.000000e+00
  %fadd9019 = fadd float %fadd9017, %fmul9018
  %fmul9020 = fmul float %x8878, 2.000000e+00
  %fadd9021 = fadd float %x8873, %fmul9020
  %fmul9022 = fmul float %x8879, 3.000000e+00
  %fadd9023 = fadd float %fmul9022, %fadd9021
  %fmul9024 = fmul float %x8880, 4.000000e+00
  %fadd9025 = fadd float %fmul9024, %fadd9023
  %fmul9026 = fmul float %x8938, 5.000000e+00
  %fadd9027 = fadd float %fadd9025, %fmul9026
  %bits9028 = bitcast float %x8877 to i32
  %call9029 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits9028, i32 1, i32 31)
  %leaf9030 = bitcast i32 %call9029 to float
  %fmul9031 = fmul float %x8879, 2.000000e+00
  %fadd9032 = fadd float %x8874, %fmul9031
  %fmul9033 = fmul float %x8880, 3.000000e+00
  %fadd9034 = fadd float %fmul9033, %fadd9032
  %fmul9035 = fmul float %leaf9030, 4.000000e+00
  %fadd9036 = fadd float %fadd9034, %fmul9035
  %fmul9037 = fmul float %x8939, 5.000000e+00
  %fadd9038 = fadd float %fmul9037, %fadd9036
  %sel9042 = select i1 %edge8923, float %fadd9038, float %fadd9027
  %sel9046 = select i1 %edge8927, float %fadd9027, float %fadd9038
  %v9047 = insertelement <4 x float> poison, float %fadd9011, i64 0
  %v9048 = insertelement <4 x float> %v9047, float %fadd9019, i64 1
  %v9049 = insertelement <4 x float> %v9048, float %sel9042, i64 2
  %v9050 = insertelement <4 x float> %v9049, float %sel9046, i64 3
  store <4 x float> %v9050, ptr addrspace(3) %slot8875, align 16
  %slot9052 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 43520
  %x9054 = load float, ptr addrspace(3) %slot9052, align 16
  %318 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 43524
  %x9055 = load float, ptr addrspace(3) %318, align 4
  %319 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 43528
  %x9056 = load float, ptr addrspace(3) %319, align 8
  %320 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 43532
  %x9057 = load float, ptr addrspace(3) %320, align 4
  %bits9060 = bitcast float %x8939 to i32
  %call9061 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits9060, i32 1, i32 0)
  %leaf9062 = bitcast i32 %call9061 to float
  %fmul9063 = fmul float %leaf9062, 2.000000e+00
  %fadd9064 = fadd float %x8877, %fmul9063
  %fmul9065 = fmul float %x8936, 3.000000e+00
  %fadd9066 = fadd float %fmul9065, %fadd9064
  %fmul9067 = fmul float %x8937, 4.000000e+00
  %fadd9068 = fadd float %fmul9067, %fadd9066
  %fmul9069 = fmul float %x8995, 5.000000e+00
  %fadd9070 = fadd float %fmul9069, %fadd9068
  %fmul9071 = fmul float %x8936, 2.000000e+00
  %fadd9072 = fadd float %x8878, %fmul9071
  %fmul9073 = fmul float %x8937, 3.000000e+00
  %fadd9074 = fadd float %fmul9073, %fadd9072
  %fmul9075 = fmul float %x8938, 4.000000e+00
  %fadd9076 = fadd float %fmul9075, %fadd9074
  %fmul9077 = fmul float %x8996, 5.000000e+00
  %fadd9078 = fadd float %fadd9076, %fmul9077
  %fmul9079 = fmul float %x8937, 2.000000e+00
  %fadd9080 = fadd float %x8879, %fmul9079
  %fmul9081 = fmul float %x8938, 3.000000e+00
  %fadd9082 = fadd float %fmul9081, %fadd9080
  %fmul9083 = fmul float %x8939, 4.000000e+00
  %fadd9084 = fadd float %fmul9083, %fadd9082
  %fmul9085 = fmul float %x8997, 5.000000e+00
  %fadd9086 = fadd float %fadd9084, %fmul9085
  %bits9087 = bitcast float %x8936 to i32
  %call9088 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits9087, i32 1, i32 31)
  %leaf9089 = bitcast i32 %call9088 to float
  %fmul9090 = fmul float %x8938, 2.000000e+00
  %fadd9091 = fadd float %x8880, %fmul9090
  %fmul9092 = fmul float %x8939, 3.000000e+00
  %fadd9093 = fadd float %fmul9092, %fadd9091
  %fmul9094 = fmul float %leaf9089, 4.000000e+00
  %fadd9095 = fadd float %fadd9093, %fmul9094
  %fmul9096 = fmul float %x8998, 5.000000e+00
  %fadd9097 = fadd float %fmul9096, %fadd9095
  %sel9101 = select i1 %edge8923, float %fadd9097, float %fadd9086
  %sel9105 = select i1 %edge8927, float %fadd9086, float %fadd9097
  %v9106 = insertelement <4 x float> poison, float %fadd9070, i64 0
  %v9107 = insertelement <4 x float> %v9106, float %fadd9078, i64 1
  %v9108 = insertelement <4 x float> %v9107, float %sel9101, i64 2
  %v9109 = insertelement <4 x float> %v9108, float %sel9105, i64 3
  store <4 x float> %v9109, ptr addrspace(3) %slot8934, align 16
  %slot9111 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 52224
  %x9113 = load float, ptr addrspace(3) %slot9111, align 16
  %321 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 52228
  %x9114 = load float, ptr addrspace(3) %321, align 4
  %322 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 52232
  %x9115 = load float, ptr addrspace(3) %322, align 8
  %323 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 52236
  %x9116 = load float, ptr addrspace(3) %323, align 4
  %bits9119 = bitcast float %x8998 to i32
  %call9120 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits9119, i32 1, i32 0)
  %leaf9121 = bitcast i32 %call9120 to float
  %fmul9122 = fmul float %leaf9121, 2.000000e+00
  %fadd9123 = fadd float %x8936, %fmul9122
  %fmul9124 = fmul float %x8995, 3.000000e+00
  %fadd9125 = fadd float %fmul9124, %fadd9123
  %fmul9126 = fmul float %x8996, 4.000000e+00
  %fadd9127 = fadd float %fmul9126, %fadd9125
  %fmul9128 = fmul float %x9054, 5.000000e+00
  %fadd9129 = fadd float %fmul9128, %fadd9127
  %fmul9130 = fmul float %x8995, 2.000000e+00
  %fadd9131 = fadd float %x8937, %fmul9130
  %fmul9132 = fmul float %x8996, 3.000000e+00
  %fadd9133 = fadd float %fmul9132, %fadd9131
  %fmul9134 = fmul float %x8997, 4.000000e+00
  %fadd9135 = fadd float %fmul9134, %fadd9133
  %fmul9136 = fmul float %x9055, 5.000000e+00
  %fadd9137 = fadd float %fadd9135, %fmul9136
  %fmul9138 = fmul float %x8996, 2.000000e+00
  %fadd9139 = fadd float %x8938, %fmul9138
  %fmul9140 = fmul float %x8997, 3.000000e+00
  %fadd9141 = fadd float %fmul9140, %fadd9139
  %fmul9142 = fmul float %x8998, 4.000000e+00
  %fadd9143 = fadd float %fmul9142, %fadd9141
  %fmul9144 = fmul float %x9056, 5.000000e+00
  %fadd9145 = fadd float %fadd9143, %fmul9144
  %bits9146 = bitcast float %x8995 to i32
  %call9147 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits9146, i32 1, i32 31)
  %leaf9148 = bitcast i32 %call9147 to float
  %fmul9149 = fmul float %x8997, 2.000000e+00
  %fadd9150 = fadd float %x8939, %fmul9149
  %fmul9151 = fmul float %x8998, 3.000000e+00
  %fadd9152 = fadd float %fmul9151, %fadd9150
  %fmul9153 = fmul float %leaf9148, 4.000000e+00
  %fadd9154 = fadd float %fadd9152, %fmul9153
  %fmul9155 = fmul float %x9057, 5.000000e+00
  %fadd9156 = fadd float %fmul9155, %fadd9154
  %sel9160 = select i1 %edge8923, float %fadd9156, float %fadd9145
  %sel9164 = select i1 %edge8927, float %fadd9145, float %fadd9156
  %v9165 = insertelement <4 x float> poison, float %fadd9129, i64 0
  %v9166 = insertelement <4 x float> %v9165, float %fadd9137, i64 1
  %v9167 = insertelement <4 x float> %v9166, float %sel9160, i64 2
  %v9168 = insertelement <4 x float> %v9167, float %sel9164, i64 3
  store <4 x float> %v9168, ptr addrspace(3) %slot8993, align 16
  %slot9170 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 60928
  %x9172 = load float, ptr addrspace(3) %slot9170, align 16
  %324 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 60932
  %x9173 = load float, ptr addrspace(3) %324, align 4
  %325 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 60936
  %x9174 = load float, ptr addrspace(3) %325, align 8
  %326 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 60940
  %x9175 = load float, ptr addrspace(3) %326, align 4
  %bits9178 = bitcast float %x9057 to i32
  %call9179 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits9178, i32 1, i32 0)
  %leaf9180 = bitcast i32 %call9179 to float
  %fmul9181 = fmul float %leaf9180, 2.000000e+00
  %fadd9182 = fadd float %x8995, %fmul9181
  %fmul9183 = fmul float %x9054, 3.000000e+00
  %fadd9184 = fadd float %fmul9183, %fadd9182
  %fmul9185 = fmul float %x9055, 4.000000e+00
  %fadd9186 = fadd float %fmul9185, %fadd9184
  %fmul9187 = fmul float %x9113, 5.000000e+00
  %fadd9188 = fadd float %fmul9187, %fadd9186
  %fmul9189 = fmul float %x9054, 2.000000e+00
  %fadd9190 = fadd float %x8996, %fmul9189
  %fmul9191 = fmul float %x9055, 3.000000e+00
  %fadd9192 = fadd float %fmul9191, %fadd9190
  %fmul9193 = fmul float %x9056, 4.000000e+00
  %fadd9194 = fadd float %fmul9193, %fadd9192
  %fmul9195 = fmul float %x9114, 5.000000e+00
  %fadd9196 = fadd float %fadd9194, %fmul9195
  %fmul9197 = fmul float %x9055, 2.000000e+00
  %fadd9198 = fadd float %x8997, %fmul9197
  %fmul9199 = fmul float %x9056, 3.000000e+00
  %fadd9200 = fadd float %fmul9199, %fadd9198
  %fmul9201 = fmul float %x9057, 4.000000e+00
  %fadd9202 = fadd float %fmul9201, %fadd9200
  %fmul9203 = fmul float %x9115, 5.000000e+00
  %fadd9204 = fadd float %fadd9202, %fmul9203
  %bits9205 = bitcast float %x9054 to i32
  %call9206 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits9205, i32 1, i32 31)
  %leaf9207 = bitcast i32 %call9206 to float
  %fmul9208 = fmul float %x9056, 2.000000e+00
  %fadd9209 = fadd float %x8998, %fmul9208
  %fmul9210 = fmul float %x9057, 3.000000e+00
  %fadd9211 = fadd float %fmul9210, %fadd9209
  %fmul9212 = fmul float %leaf9207, 4.000000e+00
  %fadd9213 = fadd float %fadd9211, %fmul9212
  %fmul9214 = fmul float %x9116, 5.000000e+00
  %fadd9215 = fadd float %fmul9214, %fadd9213
  %sel9219 = select i1 %edge8923, float %fadd9215, float %fadd9204
  %sel9223 = select i1 %edge8927, float %fadd9204, float %fadd9215
  %v9224 = insertelement <4 x float> poison, float %fadd9188, i64 0
  %v9225 = insertelement <4 x float> %v9224, float %fadd9196, i64 1
  %v9226 = insertelement <4 x float> %v9225, float %sel9219, i64 2
  %v9227 = insertelement <4 x float> %v9226, float %sel9223, i64 3
  store <4 x float> %v9227, ptr addrspace(3) %slot9052, align 16
  %slot9229 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 69632
  %x9231 = load float, ptr addrspace(3) %slot9229, align 16
  %327 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 69636
  %x9232 = load float, ptr addrspace(3) %327, align 4
  %328 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 69640
  %x9233 = load float, ptr addrspace(3) %328, align 8
  %329 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 69644
  %x9234 = load float, ptr addrspace(3) %329, align 4
  %bits9237 = bitcast float %x9116 to i32
  %call9238 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits9237, i32 1, i32 0)
  %leaf9239 = bitcast i32 %call9238 to float
  %fmul9240 = fmul float %leaf9239, 2.000000e+00
  %fadd9241 = fadd float %x9054, %fmul9240
  %fmul9242 = fmul float %x9113, 3.000000e+00
  %fadd9243 = fadd float %fmul9242, %fadd9241
  %fmul9244 = fmul float %x9114, 4.000000e+00
  %fadd9245 = fadd float %fmul9244, %fadd9243
  %fmul9246 = fmul float %x9172, 5.000000e+00
  %fadd9247 = fadd float %fmul9246, %fadd9245
  %fmul9248 = fmul float %x9113, 2.000000e+00
  %fadd9249 = fadd float %x9055, %fmul9248
  %fmul9250 = fmul float %x9114, 3.000000e+00
  %fadd9251 = fadd float %fmul9250, %fadd9249
  %fmul9252 = fmul float %x9115, 4.000000e+00
  %fadd9253 = fadd float %fmul9252, %fadd9251
  %fmul9254 = fmul float %x9173, 5.000000e+00
  %fadd9255 = fadd float %fadd9253, %fmul9254
  %fmul9256 = fmul float %x9114, 2.000000e+00
  %fadd9257 = fadd float %x9056, %fmul9256
  %fmul9258 = fmul float %x9115, 3.000000e+00
  %fadd9259 = fadd float %fmul9258, %fadd9257
  %fmul9260 = fmul float %x9116, 4.000000e+00
  %fadd9261 = fadd float %fmul9260, %fadd9259
  %fmul9262 = fmul float %x9174, 5.000000e+00
  %fadd9263 = fadd float %fadd9261, %fmul9262
  %bits9264 = bitcast float %x9113 to i32
  %call9265 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits9264, i32 1, i32 31)
  %leaf9266 = bitcast i32 %call9265 to float
  %fmul9267 = fmul float %x9115, 2.000000e+00
  %fadd9268 = fadd float %x9057, %fmul9267
  %fmul9269 = fmul float %x9116, 3.000000e+00
  %fadd9270 = fadd float %fmul9269, %fadd9268
  %fmul9271 = fmul float %leaf9266, 4.000000e+00
  %fadd9272 = fadd float %fadd9270, %fmul9271
  %fmul9273 = fmul float %x9175, 5.000000e+00
  %fadd9274 = fadd float %fmul9273, %fadd9272
  %sel9278 = select i1 %edge8923, float %fadd9274, float %fadd9263
  %sel9282 = select i1 %edge8927, float %fadd9263, float %fadd9274
  %v9283 = insertelement <4 x float> poison, float %fadd9247, i64 0
  %v9284 = insertelement <4 x float> %v9283, float %fadd9255, i64 1
  %v9285 = insertelement <4 x float> %v9284, float %sel9278, i64 2
  %v9286 = insertelement <4 x float> %v9285, float %sel9282, i64 3
  store <4 x float> %v9286, ptr addrspace(3) %slot9111, align 16
  %slot9288 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 78336
  %x9290 = load float, ptr addrspace(3) %slot9288, align 16
  %330 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 78340
  %x9291 = load float, ptr addrspace(3) %330, align 4
  %331 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 78344
  %x9292 = load float, ptr addrspace(3) %331, align 8
  %332 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 78348
  %x9293 = load float, ptr addrspace(3) %332, align 4
  %bits9296 = bitcast float %x9175 to i32
  %call9297 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits9296, i32 1, i32 0)
  %leaf9298 = bitcast i32 %call9297 to float
  %fmul9299 = fmul float %leaf9298, 2.000000e+00
  %fadd9300 = fadd float %x9113, %fmul9299
  %fmul9301 = fmul float %x9172, 3.000000e+00
  %fadd9302 = fadd float %fmul9301, %fadd9300
  %fmul9303 = fmul float %x9173, 4.000000e+00
  %fadd9304 = fadd float %fmul9303, %fadd9302
  %fmul9305 = fmul float %x9231, 5.000000e+00
  %fadd9306 = fadd float %fmul9305, %fadd9304
  %fmul9307 = fmul float %x9172, 2.000000e+00
  %fadd9308 = fadd float %x9114, %fmul9307
  %fmul9309 = fmul float %x9173, 3.000000e+00
  %fadd9310 = fadd float %fmul9309, %fadd9308
  %fmul9311 = fmul float %x9174, 4.000000e+00
  %fadd9312 = fadd float %fmul9311, %fadd9310
  %fmul9313 = fmul float %x9232, 5.000000e+00
  %fadd9314 = fadd float %fadd9312, %fmul9313
  %fmul9315 = fmul float %x9173, 2.000000e+00
  %fadd9316 = fadd float %x9115, %fmul9315
  %fmul9317 = fmul float %x9174, 3.000000e+00
  %fadd9318 = fadd float %fmul9317, %fadd9316
  %fmul9319 = fmul float %x9175, 4.000000e+00
  %fadd9320 = fadd float %fmul9319, %fadd9318
  %fmul9321 = fmul float %x9233, 5.000000e+00
  %fadd9322 = fadd float %fadd9320, %fmul9321
  %bits9323 = bitcast float %x9172 to i32
  %call9324 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits9323, i32 1, i32 31)
  %leaf9325 = bitcast i32 %call9324 to float
  %fmul9326 = fmul float %x9174, 2.000000e+00
  %fadd9327 = fadd float %x9116, %fmul9326
  %fmul9328 = fmul float %x9175, 3.000000e+00
  %fadd9329 = fadd float %fmul9328, %fadd9327
  %fmul9330 = fmul float %leaf9325, 4.000000e+00
  %fadd9331 = fadd float %fadd9329, %fmul9330
  %fmul9332 = fmul float %x9234, 5.000000e+00
  %fadd9333 = fadd float %fmul9332, %fadd9331
  %sel9337 = select i1 %edge8923, float %fadd9333, float %fadd9322
  %sel9341 = select i1 %edge8927, float %fadd9322, float %fadd9333
  %v9342 = insertelement <4 x float> poison, float %fadd9306, i64 0
  %v9343 = insertelement <4 x float> %v9342, float %fadd9314, i64 1
  %v9344 = insertelement <4 x float> %v9343, float %sel9337, i64 2
  %v9345 = insertelement <4 x float> %v9344, float %sel9341, i64 3
  store <4 x float> %v9345, ptr addrspace(3) %slot9170, align 16
  %slot9347 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 87040
  %x9349 = load float, ptr addrspace(3) %slot9347, align 16
  %333 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 87044
  %x9350 = load float, ptr addrspace(3) %333, align 4
  %334 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 87048
  %x9351 = load float, ptr addrspace(3) %334, align 8
  %335 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 87052
  %x9352 = load float, ptr addrspace(3) %335, align 4
  %bits9355 = bitcast float %x9234 to i32
  %call9356 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits9355, i32 1, i32 0)
  %leaf9357 = bitcast i32 %call9356 to float
  %fmul9358 = fmul float %leaf9357, 2.000000e+00
  %fadd9359 = fadd float %x9172, %fmul9358
  %fmul9360 = fmul float %x9231, 3.000000e+00
  %fadd9361 = fadd float %fmul9360, %fadd9359
  %fmul9362 = fmul float %x9232, 4.000000e+00
  %fadd9363 = fadd float %fmul9362, %fadd9361
  %fmul9364 = fmul float %x9290, 5.000000e+00
  %fadd9365 = fadd float %fmul9364, %fadd9363
  %fmul9366 = fmul float %x9231, 2.000000e+00
  %fadd9367 = fadd float %x9173, %fmul9366
  %fmul9368 = fmul float %x9232, 3.000000e+00
  %fadd9369 = fadd float %fmul9368, %fadd9367
  %fmul9370 = fmul float %x9233, 4.000000e+00
  %fadd9371 = fadd float %fmul9370, %fadd9369
  %fmul9372 = fmul float %x9291, 5.000000e+00
  %fadd9373 = fadd float %fadd9371, %fmul9372
  %fmul9374 = fmul float %x9232, 2.000000e+00
  %fadd9375 = fadd float %x9174, %fmul9374
  %fmul9376 = fmul float %x9233, 3.000000e+00
  %fadd9377 = fadd float %fmul9376, %fadd9375
  %fmul9378 = fmul float %x9234, 4.000000e+00
  %fadd9379 = fadd float %fmul9378, %fadd9377
  %fmul9380 = fmul float %x9292, 5.000000e+00
  %fadd9381 = fadd float %fadd9379, %fmul9380
  %bits9382 = bitcast float %x9231 to i32
  %call9383 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits9382, i32 1, i32 31)
  %leaf9384 = bitcast i32 %call9383 to float
  %fmul9385 = fmul float %x9233, 2.000000e+00
  %fadd9386 = fadd float %x9175, %fmul9385
  %fmul9387 = fmul float %x9234, 3.000000e+00
  %fadd9388 = fadd float %fmul9387, %fadd9386
  %fmul9389 = fmul float %leaf9384, 4.000000e+00
  %fadd9390 = fadd float %fadd9388, %fmul9389
  %fmul9391 = fmul float %x9293, 5.000000e+00
  %fadd9392 = fadd float %fmul9391, %fadd9390
  %sel9396 = select i1 %edge8923, float %fadd9392, float %fadd9381
  %sel9400 = select i1 %edge8927, float %fadd9381, float %fadd9392
  %v9401 = insertelement <4 x float> poison, float %fadd9365, i64 0
  %v9402 = insertelement <4 x float> %v9401, float %fadd9373, i64 1
  %v9403 = insertelement <4 x float> %v9402, float %sel9396, i64 2
  %v9404 = insertelement <4 x float> %v9403, float %sel9400, i64 3
  store <4 x float> %v9404, ptr addrspace(3) %slot9229, align 16
  %slot9406 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 95744
  %x9408 = load float, ptr addrspace(3) %slot9406, align 16
  %336 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 95748
  %x9409 = load float, ptr addrspace(3) %336, align 4
  %337 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 95752
  %x9410 = load float, ptr addrspace(3) %337, align 8
  %338 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 95756
  %x9411 = load float, ptr addrspace(3) %338, align 4
  %bits9414 = bitcast float %x9293 to i32
  %call9415 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits9414, i32 1, i32 0)
  %leaf9416 = bitcast i32 %call9415 to float
  %fmul9417 = fmul float %leaf9416, 2.000000e+00
  %fadd9418 = fadd float %x9231, %fmul9417
  %fmul9419 = fmul float %x9290, 3.000000e+00
  %fadd9420 = fadd float %fmul9419, %fadd9418
  %fmul9421 = fmul float %x9291, 4.000000e+00
  %fadd9422 = fadd float %fmul9421, %fadd9420
  %fmul9423 = fmul float %x9349, 5.000000e+00
  %fadd9424 = fadd float %fmul9423, %fadd9422
  %fmul9425 = fmul float %x9290, 2.000000e+00
  %fadd9426 = fadd float %x9232, %fmul9425
  %fmul9427 = fmul float %x9291, 3.000000e+00
  %fadd9428 = fadd float %fmul9427, %fadd9426
  %fmul9429 = fmul float %x9292, 4.000000e+00
  %fadd9430 = fadd float %fmul9429, %fadd9428
  %fmul9431 = fmul float %x9350, 5.000000e+00
  %fadd9432 = fadd float %fadd9430, %fmul9431
  %fmul9433 = fmul float %x9291, 2.000000e+00
  %fadd9434 = fadd float %x9233, %fmul9433
  %fmul9435 = fmul float %x9292, 3.000000e+00
  %fadd9436 = fadd float %fmul9435, %fadd9434
  %fmul9437 = fmul float %x9293, 4.000000e+00
  %fadd9438 = fadd float %fmul9437, %fadd9436
  %fmul9439 = fmul float %x9351, 5.000000e+00
  %fadd9440 = fadd float %fadd9438, %fmul9439
  %bits9441 = bitcast float %x9290 to i32
  %call9442 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits9441, i32 1, i32 31)
  %leaf9443 = bitcast i32 %call9442 to float
  %fmul9444 = fmul float %x9292, 2.000000e+00
  %fadd9445 = fadd float %x9234, %fmul9444
  %fmul9446 = fmul float %x9293, 3.000000e+00
  %fadd9447 = fadd float %fmul9446, %fadd9445
  %fmul9448 = fmul float %leaf9443, 4.000000e+00
  %fadd9449 = fadd float %fadd9447, %fmul9448
  %fmul9450 = fmul float %x9352, 5.000000e+00
  %fadd9451 = fadd float %fmul9450, %fadd9449
  %sel9455 = select i1 %edge8923, float %fadd9451, float %fadd9440
  %sel9459 = select i1 %edge8927, float %fadd9440, float %fadd9451
  %v9460 = insertelement <4 x float> poison, float %fadd9424, i64 0
  %v9461 = insertelement <4 x float> %v9460, float %fadd9432, i64 1
  %v9462 = insertelement <4 x float> %v9461, float %sel9455, i64 2
  %v9463 = insertelement <4 x float> %v9462, float %sel9459, i64 3
  store <4 x float> %v9463, ptr addrspace(3) %slot9288, align 16
  %slot9465 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 104448
  %x9467 = load float, ptr addrspace(3) %slot9465, align 16
  %339 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 104452
  %x9468 = load float, ptr addrspace(3) %339, align 4
  %340 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 104456
  %x9469 = load float, ptr addrspace(3) %340, align 8
  %341 = getelementptr inbounds i8, ptr addrspace(3) %base8844, i64 104460
  %x9470 = load float, ptr addrspace(3) %341, align 4
  %bits9473 = bitcast float %x9352 to i32
  %call9474 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits9473, i32 1, i32 0)
  %leaf9475 = bitcast i32 %call9474 to float
  %fmul9476 = fmul float %leaf9475, 2.000000e+00
  %fadd9477 = fadd float %x9290, %fmul9476
  %fmul9478 = fmul float %x9349, 3.000000e+00
  %fadd9479 = fadd float %fmul9478, %fadd9477
  %fmul9480 = fmul float %x9350, 4.000000e+00
  %fadd9481 = fadd float %fmul9480, %fadd9479
  %fmul9482 = fmul float %x9408, 5.000000e+00
  %fadd9483 = fadd float %fmul9482, %fadd9481
  %fmul9484 = fmul float %x9349, 2.000000e+00
  %fadd9485 = fadd float %x9291, %fmul9484
  %fmul9486 = fmul float %x9350, 3.000000e+00
  %fadd9487 = fadd float %fmul9486, %fadd9485
  %fmul9488 = fmul float %x9351, 4.000000e+00
  %fadd9489 = fadd float %fmul9488, %fadd9487
  %fmul9490 = fmul float %x9409, 5.000000e+00
  %fadd9491 = fadd float %fadd9489, %fmul9490
  %fmul9492 = fmul float %x9350, 2.000000e+00
  %fadd9493 = fadd float %x9292, %fmul9492
  %fmul9494 = fmul float %x9351, 3.000000e+00
  %fadd9495 = fadd float %fmul9494, %fadd9493
  %fmul9496 = fmul float %x9352, 4.000000e+00
  %fadd9497 = fadd float %fmul9496, %fadd9495
  %fmul9498 = fmul float %x9410, 5.000000e+00
  %fadd9499 = fadd float %fadd9497, %fmul9498
  %bits9500 = bitcast float %x9349 to i32
  %call9501 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits9500, i32 1, i32 31)
  %leaf9502 = bitcast i32 %call9501 to float
  %fmul9503 = fmul float %x9351, 2.000000e+00
  %fadd9504 = fadd float %x9293, %fmul9503
  %fmul9505 = fmul float %x9352, 3.000000e+00
  %fadd9506 = fadd float %fmul9505, %fadd9504
  %fmul9507 = fmul float %leaf9502, 4.000000e+00
  %fadd9508 = fadd float %fadd9506, %fmul9507
  %fmul9509 = fmul float %x9411, 5.000000e+00
  %fadd9510 = fadd float %fmul9509, %fadd9508
  %sel9514 = select i1 %edge8923, float %fadd9510, float %fadd9499
  %sel9518 = select i1 %edge8927, float %fadd9499, float %fadd9510
  %v9519 = insertelement <4 x float> poison, float %fadd9483, i64 0
  %v9520 = insertelement <4 x float> %v9519, float %fadd9491, i64 1
  %v9521 = insertelement <4 x float> %v9520, float %sel9514, i64 2
  %v9522 = insertelement <4 x float> %v9521, float %sel9518, i64 3
  store <4 x float> %v9522, ptr addrspace(3) %slot9347, align 16
  %bits9526 = bitcast float %x9411 to i32
  %call9527 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits9526, i32 1, i32 0)
  %leaf9528 = bitcast i32 %call9527 to float
  %fmul9529 = fmul float %leaf9528, 2.000000e+00
  %fadd9530 = fadd float %x9349, %fmul9529
  %fmul9531 = fmul float %x9408, 3.000000e+00
  %fadd9532 = fadd float %fmul9531, %fadd9530
  %fmul9533 = fmul float %x9409, 4.000000e+00
  %fadd9534 = fadd float %fmul9533, %fadd9532
  %fmul9535 = fmul float %x9467, 5.000000e+00
  %fadd9536 = fadd float %fmul9535, %fadd9534
  %fmul9537 = fmul float %x9408, 2.000000e+00
  %fadd9538 = fadd float %x9350, %fmul9537
  %fmul9539 = fmul float %x9409, 3.000000e+00
  %fadd9540 = fadd float %fmul9539, %fadd9538
  %fmul9541 = fmul float %x9410, 4.000000e+00
  %fadd9542 = fadd float %fmul9541, %fadd9540
  %fmul9543 = fmul float %x9468, 5.000000e+00
  %fadd9544 = fadd float %fadd9542, %fmul9543
  %fmul9545 = fmul float %x9409, 2.000000e+00
  %fadd9546 = fadd float %x9351, %fmul9545
  %fmul9547 = fmul float %x9410, 3.000000e+00
  %fadd9548 = fadd float %fmul9547, %fadd9546
  %fmul9549 = fmul float %x9411, 4.000000e+00
  %fadd9550 = fadd float %fmul9549, %fadd9548
  %fmul9551 = fmul float %x9469, 5.000000e+00
  %fadd9552 = fadd float %fadd9550, %fmul9551
  %bits9553 = bitcast float %x9408 to i32
  %call9554 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits9553, i32 1, i32 31)
  %leaf9555 = bitcast i32 %call9554 to float
  %fmul9556 = fmul float %x9410, 2.000000e+00
  %fadd9557 = fadd float %x9352, %fmul9556
  %fmul9558 = fmul float %x9411, 3.000000e+00
  %fadd9559 = fadd float %fmul9558, %fadd9557
  %fmul9560 = fmul float %leaf9555, 4.000000e+00
  %fadd9561 = fadd float %fadd9559, %fmul9560
  %fmul9562 = fmul float %x9470, 5.000000e+00
  %fadd9563 = fadd float %fmul9562, %fadd9561
  %sel9567 = select i1 %edge8923, float %fadd9563, float %fadd9552
  %sel9571 = select i1 %edge8927, float %fadd9552, float %fadd9563
  %v9572 = insertelement <4 x float> poison, float %fadd9536, i64 0
  %v9573 = insertelement <4 x float> %v9572, float %fadd9544, i64 1
  %v9574 = insertelement <4 x float> %v9573, float %sel9567, i64 2
  %v9575 = insertelement <4 x float> %v9574, float %sel9571, i64 3
  store <4 x float> %v9575, ptr addrspace(3) %slot9406, align 16
  %bits9579 = bitcast float %x9470 to i32
  %call9580 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits9579, i32 1, i32 0)
  %leaf9581 = bitcast i32 %call9580 to float
  %fmul9582 = fmul float %leaf9581, 2.000000e+00
  %fadd9583 = fadd float %x9408, %fmul9582
  %fmul9584 = fmul float %x9467, 3.000000e+00
  %fadd9585 = fadd float %fmul9584, %fadd9583
  %fmul9586 = fmul float %x9468, 4.000000e+00
  %fadd9587 = fadd float %fmul9586, %fadd9585
  %fmul9588 = fmul float %x8865, 5.000000e+00
  %fadd9589 = fadd float %fmul9588, %fadd9587
  %fmul9590 = fmul float %x9467, 2.000000e+00
  %fadd9591 = fadd float %x9409, %fmul9590
  %fmul9592 = fmul float %x9468, 3.000000e+00
  %fadd9593 = fadd float %fmul9592, %fadd9591
  %fmul9594 = fmul float %x9469, 4.000000e+00
  %fadd9595 = fadd float %fmul9594, %fadd9593
  %fmul9596 = fmul float %x8866, 5.000000e+00
  %fadd9597 = fadd float %fmul9596, %fadd9595
  %fmul9598 = fmul float %x9468, 2.000000e+00
  %fadd9599 = fadd float %x9410, %fmul9598
  %fmul9600 = fmul float %x9469, 3.000000e+00
  %fadd9601 = fadd float %fmul9600, %fadd9599
  %fmul9602 = fmul float %x9470, 4.000000e+00
  %fadd9603 = fadd float %fmul9602, %fadd9601
  %fmul9604 = fmul float %x8867, 5.000000e+00
  %fadd9605 = fadd float %fmul9604, %fadd9603
  %bits9606 = bitcast float %x9467 to i32
  %call9607 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits9606, i32 1, i32 31)
  %leaf9608 = bitcast i32 %call9607 to float
  %fmul9609 = fmul float %x9469, 2.000000e+00
  %fadd9610 = fadd float %x9411, %fmul9609
  %fmul9611 = fmul float %x9470, 3.000000e+00
  %fadd9612 = fadd float %fmul9611, %fadd9610
  %fmul9613 = fmul float %leaf9608, 4.000000e+00
  %fadd9614 = fadd float %fadd9612, %fmul9613
  %fmul9615 = fmul float %x8868, 5.000000e+00
  %fadd9616 = fadd float %fmul9615, %fadd9614
  %sel9620 = select i1 %edge8923, float %fadd9616, float %fadd9605
  %sel9624 = select i1 %edge8927, float %fadd9605, float %fadd9616
  %v9625 = insertelement <4 x float> poison, float %fadd9589, i64 0
  %v9626 = insertelement <4 x float> %v9625, float %fadd9597, i64 1
  %v9627 = insertelement <4 x float> %v9626, float %sel9620, i64 2
  %v9628 = insertelement <4 x float> %v9627, float %sel9624, i64 3
  store <4 x float> %v9628, ptr addrspace(3) %slot9465, align 16
  %bits9632 = bitcast float %x8868 to i32
  %call9633 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits9632, i32 1, i32 0)
  %leaf9634 = bitcast i32 %call9633 to float
  %fmul9635 = fmul float %leaf9634, 2.000000e+00
  %fadd9636 = fadd float %x9467, %fmul9635
  %fmul9637 = fmul float %x8865, 3.000000e+00
  %fadd9638 = fadd float %fmul9637, %fadd9636
  %fmul9639 = fmul float %x8866, 4.000000e+00
  %fadd9640 = fadd float %fmul9639, %fadd9638
  %fmul9641 = fmul float %phi8826, 5.000000e+00
  %fadd9642 = fadd float %fmul9641, %fadd9640
  %fmul9643 = fmul float %x8865, 2.000000e+00
  %fadd9644 = fadd float %fmul9643, %x9468
  %fmul9645 = fmul float %x8866, 3.000000e+00
  %fadd9646 = fadd float %fmul9645, %fadd9644
  %fmul9647 = fmul float %x8867, 4.000000e+00
  %fadd9648 = fadd float %fmul9647, %fadd9646
  %fmul9649 = fmul float %phi8827, 5.000000e+00
  %fadd9650 = fadd float %fmul9649, %fadd9648
  %fmul9651 = fmul float %x8866, 2.000000e+00
  %fadd9652 = fadd float %fmul9651, %x9469
  %fmul9653 = fmul float %x8867, 3.000000e+00
  %fadd9654 = fadd float %fmul9653, %fadd9652
  %fmul9655 = fmul float %x8868, 4.000000e+00
  %fadd9656 = fadd float %fmul9655, %fadd9654
  %fmul9657 = fmul float %phi8828, 5.000000e+00
  %fadd9658 = fadd float %fmul9657, %fadd9656
  %bits9659 = bitcast float %x8865 to i32
  %call9660 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits9659, i32 1, i32 31)
  %leaf9661 = bitcast i32 %call9660 to float
  %fmul9662 = fmul float %x8867, 2.000000e+00
  %fadd9663 = fadd float %fmul9662, %x9470
  %fmul9664 = fmul float %x8868, 3.000000e+00
  %fadd9665 = fadd float %fmul9664, %fadd9663
  %fmul9666 = fmul float %leaf9661, 4.000000e+00
  %fadd9667 = fadd float %fadd9665, %fmul9666
  %fmul9668 = fmul float %phi8829, 5.000000e+00
  %fadd9669 = fadd float %fmul9668, %fadd9667
  %sel9673 = select i1 %edge8923, float %fadd9669, float %fadd9658
  %sel9677 = select i1 %edge8927, float %fadd9658, float %fadd9669
  %v9678 = insertelement <4 x float> poison, float %fadd9642, i64 0
  %v9679 = insertelement <4 x float> %v9678, float %fadd9650, i64 1
  %v9680 = insertelement <4 x float> %v9679, float %sel9673, i64 2
  %v9681 = insertelement <4 x float> %v9680, float %sel9677, i64 3
  store <4 x float> %v9681, ptr addrspace(3) %slot8863, align 16
  %bits9685 = bitcast float %phi8817 to i32
  %call9686 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits9685, i32 1, i32 0)
  %leaf9687 = bitcast i32 %call9686 to float
  %fmul9688 = fmul float %leaf9687, 2.000000e+00
  %fadd9689 = fadd float %sel7328, %fmul9688
  %fmul9690 = fmul float %phi8814, 3.000000e+00
  %fadd9691 = fadd float %fmul9690, %fadd9689
  %fmul9692 = fmul float %phi8815, 4.000000e+00
  %fadd9693 = fadd float %fmul9692, %fadd9691
  %fmul9694 = fmul float %phi8818, 5.000000e+00
  %fadd9695 = fadd float %fmul9694, %fadd9693
  %fmul9696 = fmul float %phi8814, 2.000000e+00
  %fadd9697 = fadd float %sel7329, %fmul9696
  %fmul9698 = fmul float %phi8815, 3.000000e+00
  %fadd9699 = fadd float %fadd9697, %fmul9698
  %fmul9700 = fmul float %phi8816, 4.000000e+00
  %fadd9701 = fadd float %fadd9699, %fmul9700
  %fmul9702 = fmul float %phi8819, 5.000000e+00
  %fadd9703 = fadd float %fadd9701, %fmul9702
  %fmul9704 = fmul float %phi8815, 2.000000e+00
  %fadd9705 = fadd float %sel7330, %fmul9704
  %fmul9706 = fmul float %phi8816, 3.000000e+00
  %fadd9707 = fadd float %fadd9705, %fmul9706
  %fmul9708 = fmul float %phi8817, 4.000000e+00
  %fadd9709 = fadd float %fadd9707, %fmul9708
  %fmul9710 = fmul float %phi8820, 5.000000e+00
  %fadd9711 = fadd float %fadd9709, %fmul9710
  %bits9712 = bitcast float %phi8814 to i32
  %call9713 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits9712, i32 1, i32 31)
  %leaf9714 = bitcast i32 %call9713 to float
  %fmul9715 = fmul float %phi8816, 2.000000e+00
  %fadd9716 = fadd float %sel7331, %fmul9715
  %fmul9717 = fmul float %phi8817, 3.000000e+00
  %fadd9718 = fadd float %fadd9716, %fmul9717
  %fmul9719 = fmul float %leaf9714, 4.000000e+00
  %fadd9720 = fadd float %fadd9718, %fmul9719
  %fmul9721 = fmul float %phi8821, 5.000000e+00
  %fadd9722 = fadd float %fmul9721, %fadd9720
  %bits9723 = bitcast float %phi8821 to i32
  %call9724 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits9723, i32 1, i32 0)
  %leaf9725 = bitcast i32 %call9724 to float
  %fmul9726 = fmul float %leaf9725, 2.000000e+00
  %fadd9727 = fadd float %phi8814, %fmul9726
  %fmul9728 = fmul float %phi8818, 3.000000e+00
  %fadd9729 = fadd float %fmul9728, %fadd9727
  %fmul9730 = fmul float %phi8819, 4.000000e+00
  %fadd9731 = fadd float %fmul9730, %fadd9729
  %fmul9732 = fmul float %phi8822, 5.000000e+00
  %fadd9733 = fadd float %fmul9732, %fadd9731
  %fmul9734 = fmul float %phi8818, 2.000000e+00
  %fadd9735 = fadd float %phi8815, %fmul9734
  %fmul9736 = fmul float %phi8819, 3.000000e+00
  %fadd9737 = fadd float %fadd9735, %fmul9736
  %fmul9738 = fmul float %phi8820, 4.000000e+00
  %fadd9739 = fadd float %fadd9737, %fmul9738
  %fmul9740 = fmul float %phi8823, 5.000000e+00
  %fadd9741 = fadd float %fadd9739, %fmul9740
  %fmul9742 = fmul float %phi8819, 2.000000e+00
  %fadd9743 = fadd float %phi8816, %fmul9742
  %fmul9744 = fmul float %phi8820, 3.000000e+00
  %fadd9745 = fadd float %fadd9743, %fmul9744
  %fmul9746 = fmul float %phi8821, 4.000000e+00
  %fadd9747 = fadd float %fadd9745, %fmul9746
  %fmul9748 = fmul float %phi8824, 5.000000e+00
  %fadd9749 = fadd float %fadd9747, %fmul9748
  %bits9750 = bitcast float %phi8818 to i32
  %call9751 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits9750, i32 1, i32 31)
  %leaf9752 = bitcast i32 %call9751 to float
  %fmul9753 = fmul float %phi8820, 2.000000e+00
  %fadd9754 = fadd float %phi8817, %fmul9753
  %fmul9755 = fmul float %phi8821, 3.000000e+00
  %fadd9756 = fadd float %fadd9754, %fmul9755
  %fmul9757 = fmul float %leaf9752, 4.000000e+00
  %fadd9758 = fadd float %fadd9756, %fmul9757
  %fmul9759 = fmul float %phi8825, 5.000000e+00
  %fadd9760 = fadd float %fmul9759, %fadd9758
  %bits9761 = bitcast float %phi8825 to i32
  %call9762 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits9761, i32 1, i32 0)
  %leaf9763 = bitcast i32 %call9762 to float
  %fmul9764 = fmul float %leaf9763, 2.000000e+00
  %fadd9765 = fadd float %phi8818, %fmul9764
  %fmul9766 = fmul float %phi8822, 3.000000e+00
  %fadd9767 = fadd float %fmul9766, %fadd9765
  %fmul9768 = fmul float %phi8823, 4.000000e+00
  %fadd9769 = fadd float %fmul9768, %fadd9767
  %fmul9770 = fmul float %x8859, 5.000000e+00
  %fadd9771 = fadd float %fmul9770, %fadd9769
  %fmul9772 = fmul float %phi8822, 2.000000e+00
  %fadd9773 = fadd float %phi8819, %fmul9772
  %fmul9774 = fmul float %phi8823, 3.000000e+00
  %fadd9775 = fadd float %fadd9773, %fmul9774
  %fmul9776 = fmul float %phi8824, 4.000000e+00
  %fadd9777 = fadd float %fadd9775, %fmul9776
  %fmul9778 = fmul float %x8860, 5.000000e+00
  %fadd9779 = fadd float %fadd9777, %fmul9778
  %fmul9780 = fmul float %phi8823, 2.000000e+00
  %fadd9781 = fadd float %phi8820, %fmul9780
  %fmul9782 = fmul float %phi8824, 3.000000e+00
  %fadd9783 = fadd float %fadd9781, %fmul9782
  %fmul9784 = fmul float %phi8825, 4.000000e+00
  %fadd9785 = fadd float %fadd9783, %fmul9784
  %fmul9786 = fmul float %x8861, 5.000000e+00
  %fadd9787 = fadd float %fadd9785, %fmul9786
  %bits9788 = bitcast float %phi8822 to i32
  %call9789 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits9788, i32 1, i32 31)
  %leaf9790 = bitcast i32 %call9789 to float
  %fmul9791 = fmul float %phi8824, 2.000000e+00
  %fadd9792 = fadd float %phi8821, %fmul9791
  %fmul9793 = fmul float %phi8825, 3.000000e+00
  %fadd9794 = fadd float %fadd9792, %fmul9793
  %fmul9795 = fmul float %leaf9790, 4.000000e+00
  %fadd9796 = fadd float %fadd9794, %fmul9795
  %fmul9797 = fmul float %x8862, 5.000000e+00
  %fadd9798 = fadd float %fmul9797, %fadd9796
  %bits9799 = bitcast float %phi8829 to i32
  %call9800 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits9799, i32 1, i32 0)
  %leaf9801 = bitcast i32 %call9800 to float
  %fmul9802 = fmul float %leaf9801, 2.000000e+00
  %fadd9803 = fadd float %x8865, %fmul9802
  %fmul9804 = fmul float %phi8826, 3.000000e+00
  %fadd9805 = fadd float %fmul9804, %fadd9803
  %fmul9806 = fmul float %phi8827, 4.000000e+00
  %fadd9807 = fadd float %fmul9806, %fadd9805
  %fmul9808 = fmul float %phi8830, 5.000000e+00
  %fadd9809 = fadd float %fmul9808, %fadd9807
  %fmul9810 = fmul float %phi8826, 2.000000e+00
  %fadd9811 = fadd float %fmul9810, %x8866
  %fmul9812 = fmul float %phi8827, 3.000000e+00
  %fadd9813 = fadd float %fmul9812, %fadd9811
  %fmul9814 = fmul float %phi8828, 4.000000e+00
  %fadd9815 = fadd float %fmul9814, %fadd9813
  %fmul9816 = fmul float %phi8831, 5.000000e+00
  %fadd9817 = fadd float %fmul9816, %fadd9815
  %fmul9818 = fmul float %phi8827, 2.000000e+00
  %fadd9819 = fadd float %fmul9818, %x8867
  %fmul9820 = fmul float %phi8828, 3.000000e+00
  %fadd9821 = fadd float %fmul9820, %fadd9819
  %fmul9822 = fmul float %phi8829, 4.000000e+00
  %fadd9823 = fadd float %fmul9822, %fadd9821
  %fmul9824 = fmul float %phi8832, 5.000000e+00
  %fadd9825 = fadd float %fmul9824, %fadd9823
  %bits9826 = bitcast float %phi8826 to i32
  %call9827 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits9826, i32 1, i32 31)
  %leaf9828 = bitcast i32 %call9827 to float
  %fmul9829 = fmul float %phi8828, 2.000000e+00
  %fadd9830 = fadd float %fmul9829, %x8868
  %fmul9831 = fmul float %phi8829, 3.000000e+00
  %fadd9832 = fadd float %fmul9831, %fadd9830
  %fmul9833 = fmul float %leaf9828, 4.000000e+00
  %fadd9834 = fadd float %fadd9832, %fmul9833
  %fmul9835 = fmul float %phi8833, 5.000000e+00
  %fadd9836 = fadd float %fmul9835, %fadd9834
  %bits9837 = bitcast float %phi8833 to i32
  %call9838 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits9837, i32 1, i32 0)
  %leaf9839 = bitcast i32 %call9838 to float
  %fmul9840 = fmul float %leaf9839, 2.000000e+00
  %fadd9841 = fadd float %phi8826, %fmul9840
  %fmul9842 = fmul float %phi8830, 3.000000e+00
  %fadd9843 = fadd float %fmul9842, %fadd9841
  %fmul9844 = fmul float %phi8831, 4.000000e+00
  %fadd9845 = fadd float %fmul9844, %fadd9843
  %fmul9846 = fmul float %phi8834, 5.000000e+00
  %fadd9847 = fadd float %fmul9846, %fadd9845
  %fmul9848 = fmul float %phi8830, 2.000000e+00
  %fadd9849 = fadd float %phi8827, %fmul9848
  %fmul9850 = fmul float %phi8831, 3.000000e+00
  %fadd9851 = fadd float %fadd9849, %fmul9850
  %fmul9852 = fmul float %phi8832, 4.000000e+00
  %fadd9853 = fadd float %fadd9851, %fmul9852
  %fmul9854 = fmul float %phi8835, 5.000000e+00
  %fadd9855 = fadd float %fadd9853, %fmul9854
  %fmul9856 = fmul float %phi8831, 2.000000e+00
  %fadd9857 = fadd float %phi8828, %fmul9856
  %fmul9858 = fmul float %phi8832, 3.000000e+00
  %fadd9859 = fadd float %fadd9857, %fmul9858
  %fmul9860 = fmul float %phi8833, 4.000000e+00
  %fadd9861 = fadd float %fadd9859, %fmul9860
  %fmul9862 = fmul float %phi8836, 5.000000e+00
  %fadd9863 = fadd float %fadd9861, %fmul9862
  %bits9864 = bitcast float %phi8830 to i32
  %call9865 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits9864, i32 1, i32 31)
  %leaf9866 = bitcast i32 %call9865 to float
  %fmul9867 = fmul float %phi8832, 2.000000e+00
  %fadd9868 = fadd float %phi8829, %fmul9867
  %fmul9869 = fmul float %phi8833, 3.000000e+00
  %fadd9870 = fadd float %fadd9868, %fmul9869
  %fmul9871 = fmul float %leaf9866, 4.000000e+00
  %fadd9872 = fadd float %fadd9870, %fmul9871
  %fmul9873 = fmul float %phi8837, 5.000000e+00
  %fadd9874 = fadd float %fmul9873, %fadd9872
  %bits9875 = bitcast float %phi8837 to i32
  %call9876 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits9875, i32 1, i32 0)
  %leaf9877 = bitcast i32 %call9876 to float
  %fmul9878 = fmul float %leaf9877, 2.000000e+00
  %fadd9879 = fadd float %phi8830, %fmul9878
  %fmul9880 = fmul float %phi8834, 3.000000e+00
  %fadd9881 = fadd float %fmul9880, %fadd9879
  %fmul9882 = fmul float %phi8835, 4.000000e+00
  %fadd9883 = fadd float %fmul9882, %fadd9881
  %fadd9885 = fadd float %fmul8650, %fadd9883
  %fmul9886 = fmul float %phi8834, 2.000000e+00
  %fadd9887 = fadd float %phi8831, %fmul9886
  %fmul9888 = fmul float %phi8835, 3.000000e+00
  %fadd9889 = fadd float %fadd9887, %fmul9888
  %fmul9890 = fmul float %phi8836, 4.000000e+00
  %fadd9891 = fadd float %fadd9889, %fmul9890
  %fadd9893 = fadd float %fmul8658, %fadd9891
  %fmul9894 = fmul float %phi8835, 2.000000e+00
  %fadd9895 = fadd float %phi8832, %fmul9894
  %fmul9896 = fmul float %phi8836, 3.000000e+00
  %fadd9897 = fadd float %fadd9895, %fmul9896
  %fmul9898 = fmul float %phi8837, 4.000000e+00
  %fadd9899 = fadd float %fadd9897, %fmul9898
  %fadd9901 = fadd float %fmul8666, %fadd9899
  %bits9902 = bitcast float %phi8834 to i32
  %call9903 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits9902, i32 1, i32 31)
  %leaf9904 = bitcast i32 %call9903 to float
  %fmul9905 = fmul float %phi8836, 2.000000e+00
  %fadd9906 = fadd float %phi8833, %fmul9905
  %fmul9907 = fmul float %phi8837, 3.000000e+00
  %fadd9908 = fadd float %fadd9906, %fmul9907
  %fmul9909 = fmul float %leaf9904, 4.000000e+00
  %fadd9910 = fadd float %fadd9908, %fmul9909
  %fadd9912 = fadd float %fmul8677, %fadd9910
  br i1 %cmp8921, label %then9914, label %endif9916

then9914:                                         ; preds = %fold.body8806
  %cmp8922 = icmp eq i64 %lane8850, 0
  %bits9917 = bitcast float %fadd9722 to i32
  %call9918 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits9917, i32 0, i32 31)
  %leaf9919 = bitcast i32 %call9918 to float
  %sel9921 = select i1 %cmp8922, float %leaf9919, float %fadd9711
  %bits9922 = bitcast float %fadd9760 to i32
  %call9923 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits9922, i32 0, i32 31)
  %leaf9924 = bitcast i32 %call9923 to float
  %sel9926 = select i1 %cmp8922, float %leaf9924, float %fadd9749
  %bits9927 = bitcast float %fadd9798 to i32
  %call9928 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits9927, i32 0, i32 31)
  %leaf9929 = bitcast i32 %call9928 to float
  %sel9931 = select i1 %cmp8922, float %leaf9929, float %fadd9787
  %call9933 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits8883, i32 0, i32 31)
  %leaf9934 = bitcast i32 %call9933 to float
  %sel9936 = select i1 %cmp8922, float %leaf9934, float %x8861
  %call9938 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits9632, i32 0, i32 31)
  %leaf9939 = bitcast i32 %call9938 to float
  %sel9941 = select i1 %cmp8922, float %leaf9939, float %x8867
  %bits9942 = bitcast float %fadd9836 to i32
  %call9943 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits9942, i32 0, i32 31)
  %leaf9944 = bitcast i32 %call9943 to float
  %sel9946 = select i1 %cmp8922, float %leaf9944, float %fadd9825
  %bits9947 = bitcast float %fadd9874 to i32
  %call9948 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits9947, i32 0, i32 31)
  %leaf9949 = bitcast i32 %call9948 to float
  %sel9951 = select i1 %cmp8922, float %leaf9949, float %fadd9863
  %bits9952 = bitcast float %fadd9912 to i32
  %call9953 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits9952, i32 0, i32 31)
  %leaf9954 = bitcast i32 %call9953 to float
  %sel9956 = select i1 %cmp8922, float %leaf9954, float %fadd9901
  br label %endif9916

endif9916:                                        ; preds = %fold.body8806, %then9914
  %phi9963 = phi float [ %sel9921, %then9914 ], [ %fadd9711, %fold.body8806 ]
  %phi9967 = phi float [ %sel9926, %then9914 ], [ %fadd9749, %fold.body8806 ]
  %phi9971 = phi float [ %sel9931, %then9914 ], [ %fadd9787, %fold.body8806 ]
  %phi9975 = phi float [ %sel9936, %then9914 ], [ %x8861, %fold.body8806 ]
  %phi9979 = phi float [ %sel9941, %then9914 ], [ %x8867, %fold.body8806 ]
  %phi9983 = phi float [ %sel9946, %then9914 ], [ %fadd9825, %fold.body8806 ]
  %phi9987 = phi float [ %sel9951, %then9914 ], [ %fadd9863, %fold.body8806 ]
  %phi9991 = phi float [ %sel9956, %then9914 ], [ %fadd9901, %fold.body8806 ]
  br i1 %cmp8925, label %then9998, label %endif10000

then9998:                                         ; preds = %endif9916
  %bits10001 = bitcast float %phi9963 to i32
  %call10002 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits10001, i32 24, i32 31)
  %leaf10003 = bitcast i32 %call10002 to float
  %sel10005 = select i1 %cmp8926, float %leaf10003, float %fadd9722
  %bits10006 = bitcast float %phi9967 to i32
  %call10007 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits10006, i32 24, i32 31)
  %leaf10008 = bitcast i32 %call10007 to float
  %sel10010 = select i1 %cmp8926, float %leaf10008, float %fadd9760
  %bits10011 = bitcast float %phi9971 to i32
  %call10012 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits10011, i32 24, i32 31)
  %leaf10013 = bitcast i32 %call10012 to float
  %sel10015 = select i1 %cmp8926, float %leaf10013, float %fadd9798
  %bits10016 = bitcast float %phi9975 to i32
  %call10017 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits10016, i32 24, i32 31)
  %bits10021 = bitcast float %phi9979 to i32
  %call10022 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits10021, i32 24, i32 31)
  %bits10026 = bitcast float %phi9983 to i32
  %call10027 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits10026, i32 24, i32 31)
  %leaf10028 = bitcast i32 %call10027 to float
  %sel10030 = select i1 %cmp8926, float %leaf10028, float %fadd9836
  %bits10031 = bitcast float %phi9987 to i32
  %call10032 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits10031, i32 24, i32 31)
  %leaf10033 = bitcast i32 %call10032 to float
  %sel10035 = select i1 %cmp8926, float %leaf10033, float %fadd9874
  %bits10036 = bitcast float %phi9991 to i32
  %call10037 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits10036, i32 24, i32 31)
  %leaf10038 = bitcast i32 %call10037 to float
  %sel10040 = select i1 %cmp8926, float %leaf10038, float %fadd9912
  br label %endif10000

endif10000:                                       ; preds = %endif9916, %then9998
  %phi10048 = phi float [ %sel10005, %then9998 ], [ %fadd9722, %endif9916 ]
  %phi10052 = phi float [ %sel10010, %then9998 ], [ %fadd9760, %endif9916 ]
  %phi10056 = phi float [ %sel10015, %then9998 ], [ %fadd9798, %endif9916 ]
  %phi10068 = phi float [ %sel10030, %then9998 ], [ %fadd9836, %endif9916 ]
  %phi10072 = phi float [ %sel10035, %then9998 ], [ %fadd9874, %endif9916 ]
  %phi10076 = phi float [ %sel10040, %then9998 ], [ %fadd9912, %endif9916 ]
  %sel10081 = select i1 %cmp1201, float %fadd9771, float %fadd9695
  %sel10082 = select i1 %cmp1201, float %fadd9779, float %fadd9703
  %sel10083 = select i1 %cmp1201, float %phi9971, float %phi9963
  %sel10084 = select i1 %cmp1201, float %phi10056, float %phi10048
  %sel10085 = select i1 %cmp1201, float %fadd9771, float %fadd9733
  %sel10086 = select i1 %cmp1201, float %fadd9779, float %fadd9741
  %sel10087 = select i1 %cmp1201, float %phi9971, float %phi9967
  %sel10088 = select i1 %cmp1201, float %phi10056, float %phi10052
  %sel10089 = select i1 %cmp1203, float %fadd9809, float %fadd9847
  %sel10090 = select i1 %cmp1203, float %fadd9817, float %fadd9855
  %sel10091 = select i1 %cmp1203, float %phi9983, float %phi9987
  %sel10092 = select i1 %cmp1203, float %phi10068, float %phi10072
  %sel10093 = select i1 %cmp1203, float %fadd9809, float %fadd9885
  %sel10094 = select i1 %cmp1203, float %fadd9817, float %fadd9893
  %sel10095 = select i1 %cmp1203, float %phi9983, float %phi9991
  %sel10096 = select i1 %cmp1203, float %phi10068, float %phi10076
  %add10097 = add nsw i64 %i8809, 1
  %cmp10098 = icmp slt i64 %add10097, %6
  br i1 %cmp10098, label %fold.body8806, label %endif6126

then10190:                                        ; preds = %endif6126
  %342 = getelementptr float, ptr addrspace(1) %1, i64 %mul10188
  %p10192 = getelementptr float, ptr addrspace(1) %342, i64 %add10174
  store float %phi10143, ptr addrspace(1) %p10192, align 4
  br label %endif10191

endif10191:                                       ; preds = %then10190, %endif6126
  %add10193 = add i64 %add10174, 1
  %cmp10195 = icmp sgt i64 %add10193, -1
  %cmp10196 = icmp slt i64 %add10193, %5
  %in10197 = and i1 %cmp10195, %cmp10196
  %add10199 = add nsw i64 %mul10173, -2
  %own10200 = icmp ult i64 %add10199, 122
  %owns10201 = and i1 %own10200, %in10197
  %inside10205 = and i1 %in10186, %owns10201
  br i1 %inside10205, label %then10208, label %endif10209

then10208:                                        ; preds = %endif10191
  %343 = getelementptr float, ptr addrspace(1) %1, i64 %mul10188
  %p10210 = getelementptr float, ptr addrspace(1) %343, i64 %add10193
  store float %phi10144, ptr addrspace(1) %p10210, align 4
  br label %endif10209

endif10209:                                       ; preds = %then10208, %endif10191
  %add10211 = add i64 %add10174, 2
  %cmp10213 = icmp sgt i64 %add10211, -1
  %cmp10214 = icmp slt i64 %add10211, %5
  %in10215 = and i1 %cmp10213, %cmp10214
  %add10217 = add nsw i64 %mul10173, -1
  %own10218 = icmp ult i64 %add10217, 122
  %owns10219 = and i1 %own10218, %in10215
  %inside10223 = and i1 %in10186, %owns10219
  br i1 %inside10223, label %then10226, label %endif10227

then10226:                                        ; preds = %endif10209
  %344 = getelementptr float, ptr addrspace(1) %1, i64 %mul10188
  %p10228 = getelementptr float, ptr addrspace(1) %344, i64 %add10211
  store float %phi10145, ptr addrspace(1) %p10228, align 4
  br label %endif10227

endif10227:                                       ; preds = %then10226, %endif10209
  %add10229 = add i64 %mul10171, %mul10173
  %cmp10231 = icmp sgt i64 %add10229, -1
  %cmp10232 = icmp slt i64 %add10229, %5
  %in10233 = and i1 %cmp10231, %cmp10232
  %own10236 = icmp ult i64 %mul10173, 122
  %owns10237 = and i1 %own10236, %in10233
  %inside10241 = and i1 %in10186, %owns10237
  br i1 %inside10241, label %then10244, label %endif10245

then10244:                                        ; preds = %endif10227
  %345 = getelementptr float, ptr addrspace(1) %1, i64 %mul10188
  %p10246 = getelementptr float, ptr addrspace(1) %345, i64 %add10229
  store float %phi10146, ptr addrspace(1) %p10246, align 4
  br label %endif10245

endif10245:                                       ; preds = %then10244, %endif10227
  %add10247 = or disjoint i64 %mul10175, 1
  %cmp10258 = icmp slt i64 %add10247, %4
  %in10259 = and i1 %cmp10184, %cmp10258
  %inside10260 = and i1 %in10259, %owns
  %mul10261 = mul i64 %add10247, %5
  br i1 %inside10260, label %then10263, label %endif10264

then10263:                                        ; preds = %endif10245
  %346 = getelementptr float, ptr addrspace(1) %1, i64 %mul10261
  %p10267 = getelementptr float, ptr addrspace(1) %346, i64 %add10174
  %v10266 = load float, ptr addrspace(3) %slots, align 16
  store float %v10266, ptr addrspace(1) %p10267, align 4
  br label %endif10264

endif10264:                                       ; preds = %then10263, %endif10245
  %inside10280 = and i1 %in10259, %owns10201
  br i1 %inside10280, label %then10283, label %endif10284

then10283:                                        ; preds = %endif10264
  %347 = getelementptr float, ptr addrspace(1) %1, i64 %mul10261
  %p10287 = getelementptr float, ptr addrspace(1) %347, i64 %add10193
  %p10285 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 4
  %v10286 = load float, ptr addrspace(3) %p10285, align 4
  store float %v10286, ptr addrspace(1) %p10287, align 4
  br label %endif10284

endif10284:                                       ; preds = %then10283, %endif10264
  %inside10300 = and i1 %in10259, %owns10219
  br i1 %inside10300, label %then10303, label %endif10304

then10303:                                        ; preds = %endif10284
  %348 = getelementptr float, ptr addrspace(1) %1, i64 %mul10261
  %p10307 = getelementptr float, ptr addrspace(1) %348, i64 %add10211
  %p10305 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 8
  %v10306 = load float, ptr addrspace(3) %p10305, align 8
  store float %v10306, ptr addrspace(1) %p10307, align 4
  br label %endif10304

endif10304:                                       ; preds = %then10303, %endif10284
  %inside10320 = and i1 %in10259, %owns10237
  br i1 %inside10320, label %then10323, label %endif10324

then10323:                                        ; preds = %endif10304
  %349 = getelementptr float, ptr addrspace(1) %1, i64 %mul10261
  %p10327 = getelementptr float, ptr addrspace(1) %349, i64 %add10229
  %p10325 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 12
  %v10326 = load float, ptr addrspace(3) %p10325, align 4
  store float %v10326, ptr addrspace(1) %p10327, align 4
  br label %endif10324

endif10324:                                       ; preds = %then10323, %endif10304
  %add10328 = or disjoint i64 %mul10175, 2
  %cmp10339 = icmp slt i64 %add10328, %4
  %in10340 = and i1 %cmp10184, %cmp10339
  %inside10341 = and i1 %in10340, %owns
  %mul10342 = mul i64 %add10328, %5
  br i1 %inside10341, label %then10344, label %endif10345

then10344:                                        ; preds = %endif10324
  %350 = getelementptr float, ptr addrspace(1) %1, i64 %mul10342
  %p10348 = getelementptr float, ptr addrspace(1) %350, i64 %add10174
  %v10347 = load float, ptr addrspace(3) %p1140, align 16
  store float %v10347, ptr addrspace(1) %p10348, align 4
  br label %endif10345

endif10345:                                       ; preds = %then10344, %endif10324
  %inside10361 = and i1 %in10340, %owns10201
  br i1 %inside10361, label %then10364, label %endif10365

then10364:                                        ; preds = %endif10345
  %351 = getelementptr float, ptr addrspace(1) %1, i64 %mul10342
  %p10368 = getelementptr float, ptr addrspace(1) %351, i64 %add10193
  %p10366 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 8708
  %v10367 = load float, ptr addrspace(3) %p10366, align 4
  store float %v10367, ptr addrspace(1) %p10368, align 4
  br label %endif10365

endif10365:                                       ; preds = %then10364, %endif10345
  %inside10381 = and i1 %in10340, %owns10219
  br i1 %inside10381, label %then10384, label %endif10385

then10384:                                        ; preds = %endif10365
  %352 = getelementptr float, ptr addrspace(1) %1, i64 %mul10342
  %p10388 = getelementptr float, ptr addrspace(1) %352, i64 %add10211
  %p10386 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 8712
  %v10387 = load float, ptr addrspace(3) %p10386, align 8
  store float %v10387, ptr addrspace(1) %p10388, align 4
  br label %endif10385

endif10385:                                       ; preds = %then10384, %endif10365
  %inside10401 = and i1 %in10340, %owns10237
  br i1 %inside10401, label %then10404, label %endif10405

then10404:                                        ; preds = %endif10385
  %353 = getelementptr float, ptr addrspace(1) %1, i64 %mul10342
  %p10408 = getelementptr float, ptr addrspace(1) %353, i64 %add10229
  %p10406 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 8716
  %v10407 = load float, ptr addrspace(3) %p10406, align 4
  store float %v10407, ptr addrspace(1) %p10408, align 4
  br label %endif10405

endif10405:                                       ; preds = %then10404, %endif10385
  %add10409 = or disjoint i64 %mul10175, 3
  %cmp10420 = icmp slt i64 %add10409, %4
  %in10421 = and i1 %cmp10184, %cmp10420
  %inside10422 = and i1 %in10421, %owns
  %mul10423 = mul i64 %add10409, %5
  br i1 %inside10422, label %then10425, label %endif10426

then10425:                                        ; preds = %endif10405
  %354 = getelementptr float, ptr addrspace(1) %1, i64 %mul10423
  %p10429 = getelementptr float, ptr addrspace(1) %354, i64 %add10174
  %v10428 = load float, ptr addrspace(3) %p1145, align 16
  store float %v10428, ptr addrspace(1) %p10429, align 4
  br label %endif10426

endif10426:                                       ; preds = %then10425, %endif10405
  %inside10442 = and i1 %in10421, %owns10201
  br i1 %inside10442, label %then10445, label %endif10446

then10445:                                        ; preds = %endif10426
  %355 = getelementptr float, ptr addrspace(1) %1, i64 %mul10423
  %p10449 = getelementptr float, ptr addrspace(1) %355, i64 %add10193
  %p10447 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 17412
  %v10448 = load float, ptr addrspace(3) %p10447, align 4
  store float %v10448, ptr addrspace(1) %p10449, align 4
  br label %endif10446

endif10446:                                       ; preds = %then10445, %endif10426
  %inside10462 = and i1 %in10421, %owns10219
  br i1 %inside10462, label %then10465, label %endif10466

then10465:                                        ; preds = %endif10446
  %356 = getelementptr float, ptr addrspace(1) %1, i64 %mul10423
  %p10469 = getelementptr float, ptr addrspace(1) %356, i64 %add10211
  %p10467 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 17416
  %v10468 = load float, ptr addrspace(3) %p10467, align 8
  store float %v10468, ptr addrspace(1) %p10469, align 4
  br label %endif10466

endif10466:                                       ; preds = %then10465, %endif10446
  %inside10482 = and i1 %in10421, %owns10237
  br i1 %inside10482, label %then10485, label %endif10486

then10485:                                        ; preds = %endif10466
  %357 = getelementptr float, ptr addrspace(1) %1, i64 %mul10423
  %p10489 = getelementptr float, ptr addrspace(1) %357, i64 %add10229
  %p10487 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 17420
  %v10488 = load float, ptr addrspace(3) %p10487, align 4
  store float %v10488, ptr addrspace(1) %p10489, align 4
  br label %endif10486

endif10486:                                       ; preds = %then10485, %endif10466
  %add10490 = or disjoint i64 %mul10175, 4
  %cmp10501 = icmp slt i64 %add10490, %4
  %in10502 = and i1 %cmp10184, %cmp10501
  %inside10503 = and i1 %in10502, %owns
  %mul10504 = mul i64 %add10490, %5
  br i1 %inside10503, label %then10506, label %endif10507

then10506:                                        ; preds = %endif10486
  %358 = getelementptr float, ptr addrspace(1) %1, i64 %mul10504
  %p10510 = getelementptr float, ptr addrspace(1) %358, i64 %add10174
  %v10509 = load float, ptr addrspace(3) %p1150, align 16
  store float %v10509, ptr addrspace(1) %p10510, align 4
  br label %endif10507

endif10507:                                       ; preds = %then10506, %endif10486
  %inside10523 = and i1 %in10502, %owns10201
  br i1 %inside10523, label %then10526, label %endif10527

then10526:                                        ; preds = %endif10507
  %359 = getelementptr float, ptr addrspace(1) %1, i64 %mul10504
  %p10530 = getelementptr float, ptr addrspace(1) %359, i64 %add10193
  %p10528 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 26116
  %v10529 = load float, ptr addrspace(3) %p10528, align 4
  store float %v10529, ptr addrspace(1) %p10530, align 4
  br label %endif10527

endif10527:                                       ; preds = %then10526, %endif10507
  %inside10543 = and i1 %in10502, %owns10219
  br i1 %inside10543, label %then10546, label %endif10547

then10546:                                        ; preds = %endif10527
  %360 = getelementptr float, ptr addrspace(1) %1, i64 %mul10504
  %p10550 = getelementptr float, ptr addrspace(1) %360, i64 %add10211
  %p10548 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 26120
  %v10549 = load float, ptr addrspace(3) %p10548, align 8
  store float %v10549, ptr addrspace(1) %p10550, align 4
  br label %endif10547

endif10547:                                       ; preds = %then10546, %endif10527
  %inside10563 = and i1 %in10502, %owns10237
  br i1 %inside10563, label %then10566, label %endif10567

then10566:                                        ; preds = %endif10547
  %361 = getelementptr float, ptr addrspace(1) %1, i64 %mul10504
  %p10570 = getelementptr float, ptr addrspace(1) %361, i64 %add10229
  %p10568 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 26124
  %v10569 = load float, ptr addrspace(3) %p10568, align 4
  store float %v10569, ptr addrspace(1) %p10570, align 4
  br label %endif10567

endif10567:                                       ; preds = %then10566, %endif10547
  %add10571 = or disjoint i64 %mul10175, 5
  %cmp10582 = icmp slt i64 %add10571, %4
  %in10583 = and i1 %cmp10184, %cmp10582
  %inside10584 = and i1 %in10583, %owns
  %mul10585 = mul i64 %add10571, %5
  br i1 %inside10584, label %then10587, label %endif10588

then10587:                                        ; preds = %endif10567
  %362 = getelementptr float, ptr addrspace(1) %1, i64 %mul10585
  %p10591 = getelementptr float, ptr addrspace(1) %362, i64 %add10174
  %v10590 = load float, ptr addrspace(3) %p1155, align 16
  store float %v10590, ptr addrspace(1) %p10591, align 4
  br label %endif10588

endif10588:                                       ; preds = %then10587, %endif10567
  %inside10604 = and i1 %in10583, %owns10201
  br i1 %inside10604, label %then10607, label %endif10608

then10607:                                        ; preds = %endif10588
  %363 = getelementptr float, ptr addrspace(1) %1, i64 %mul10585
  %p10611 = getelementptr float, ptr addrspace(1) %363, i64 %add10193
  %p10609 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 34820
  %v10610 = load float, ptr addrspace(3) %p10609, align 4
  store float %v10610, ptr addrspace(1) %p10611, align 4
  br label %endif10608

endif10608:                                       ; preds = %then10607, %endif10588
  %inside10624 = and i1 %in10583, %owns10219
  br i1 %inside10624, label %then10627, label %endif10628

then10627:                                        ; preds = %endif10608
  %364 = getelementptr float, ptr addrspace(1) %1, i64 %mul10585
  %p10631 = getelementptr float, ptr addrspace(1) %364, i64 %add10211
  %p10629 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 34824
  %v10630 = load float, ptr addrspace(3) %p10629, align 8
  store float %v10630, ptr addrspace(1) %p10631, align 4
  br label %endif10628

endif10628:                                       ; preds = %then10627, %endif10608
  %inside10644 = and i1 %in10583, %owns10237
  br i1 %inside10644, label %then10647, label %endif10648

then10647:                                        ; preds = %endif10628
  %365 = getelementptr float, ptr addrspace(1) %1, i64 %mul10585
  %p10651 = getelementptr float, ptr addrspace(1) %365, i64 %add10229
  %p10649 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 34828
  %v10650 = load float, ptr addrspace(3) %p10649, align 4
  store float %v10650, ptr addrspace(1) %p10651, align 4
  br label %endif10648

endif10648:                                       ; preds = %then10647, %endif10628
  %add10652 = or disjoint i64 %mul10175, 6
  %cmp10663 = icmp slt i64 %add10652, %4
  %in10664 = and i1 %cmp10184, %cmp10663
  %inside10665 = and i1 %in10664, %owns
  %mul10666 = mul i64 %add10652, %5
  br i1 %inside10665, label %then10668, label %endif10669

then10668:                                        ; preds = %endif10648
  %366 = getelementptr float, ptr addrspace(1) %1, i64 %mul10666
  %p10672 = getelementptr float, ptr addrspace(1) %366, i64 %add10174
  %v10671 = load float, ptr addrspace(3) %p1160, align 16
  store float %v10671, ptr addrspace(1) %p10672, align 4
  br label %endif10669

endif10669:                                       ; preds = %then10668, %endif10648
  %inside10685 = and i1 %in10664, %owns10201
  br i1 %inside10685, label %then10688, label %endif10689

then10688:                                        ; preds = %endif10669
  %367 = getelementptr float, ptr addrspace(1) %1, i64 %mul10666
  %p10692 = getelementptr float, ptr addrspace(1) %367, i64 %add10193
  %p10690 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 43524
  %v10691 = load float, ptr addrspace(3) %p10690, align 4
  store float %v10691, ptr addrspace(1) %p10692, align 4
  br label %endif10689

endif10689:                                       ; preds = %then10688, %endif10669
  %inside10705 = and i1 %in10664, %owns10219
  br i1 %inside10705, label %then10708, label %endif10709

then10708:                                        ; preds = %endif10689
  %368 = getelementptr float, ptr addrspace(1) %1, i64 %mul10666
  %p10712 = getelementptr float, ptr addrspace(1) %368, i64 %add10211
  %p10710 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 43528
  %v10711 = load float, ptr addrspace(3) %p10710, align 8
  store float %v10711, ptr addrspace(1) %p10712, align 4
  br label %endif10709

endif10709:                                       ; preds = %then10708, %endif10689
  %inside10725 = and i1 %in10664, %owns10237
  br i1 %inside10725, label %then10728, label %endif10729

then10728:                                        ; preds = %endif10709
  %369 = getelementptr float, ptr addrspace(1) %1, i64 %mul10666
  %p10732 = getelementptr float, ptr addrspace(1) %369, i64 %add10229
  %p10730 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 43532
  %v10731 = load float, ptr addrspace(3) %p10730, align 4
  store float %v10731, ptr addrspace(1) %p10732, align 4
  br label %endif10729

endif10729:                                       ; preds = %then10728, %endif10709
  %add10733 = or disjoint i64 %mul10175, 7
  %cmp10744 = icmp slt i64 %add10733, %4
  %in10745 = and i1 %cmp10184, %cmp10744
  %inside10746 = and i1 %in10745, %owns
  %mul10747 = mul i64 %add10733, %5
  br i1 %inside10746, label %then10749, label %endif10750

then10749:                                        ; preds = %endif10729
  %370 = getelementptr float, ptr addrspace(1) %1, i64 %mul10747
  %p10753 = getelementptr float, ptr addrspace(1) %370, i64 %add10174
  %v10752 = load float, ptr addrspace(3) %p1165, align 16
  store float %v10752, ptr addrspace(1) %p10753, align 4
  br label %endif10750

endif10750:                                       ; preds = %then10749, %endif10729
  %inside10766 = and i1 %in10745, %owns10201
  br i1 %inside10766, label %then10769, label %endif10770

then10769:                                        ; preds = %endif10750
  %371 = getelementptr float, ptr addrspace(1) %1, i64 %mul10747
  %p10773 = getelementptr float, ptr addrspace(1) %371, i64 %add10193
  %p10771 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 52228
  %v10772 = load float, ptr addrspace(3) %p10771, align 4
  store float %v10772, ptr addrspace(1) %p10773, align 4
  br label %endif10770

endif10770:                                       ; preds = %then10769, %endif10750
  %inside10786 = and i1 %in10745, %owns10219
  br i1 %inside10786, label %then10789, label %endif10790

then10789:                                        ; preds = %endif10770
  %372 = getelementptr float, ptr addrspace(1) %1, i64 %mul10747
  %p10793 = getelementptr float, ptr addrspace(1) %372, i64 %add10211
  %p10791 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 52232
  %v10792 = load float, ptr addrspace(3) %p10791, align 8
  store float %v10792, ptr addrspace(1) %p10793, align 4
  br label %endif10790

endif10790:                                       ; preds = %then10789, %endif10770
  %inside10806 = and i1 %in10745, %owns10237
  br i1 %inside10806, label %then10809, label %endif10810

then10809:                                        ; preds = %endif10790
  %373 = getelementptr float, ptr addrspace(1) %1, i64 %mul10747
  %p10813 = getelementptr float, ptr addrspace(1) %373, i64 %add10229
  %p10811 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 52236
  %v10812 = load float, ptr addrspace(3) %p10811, align 4
  store float %v10812, ptr addrspace(1) %p10813, align 4
  br label %endif10810

endif10810:                                       ; preds = %then10809, %endif10790
  %add10814 = or disjoint i64 %mul10175, 8
  %cmp10825 = icmp slt i64 %add10814, %4
  %in10826 = and i1 %cmp10184, %cmp10825
  %inside10827 = and i1 %in10826, %owns
  %mul10828 = mul i64 %add10814, %5
  br i1 %inside10827, label %then10830, label %endif10831

then10830:                                        ; preds = %endif10810
  %374 = getelementptr float, ptr addrspace(1) %1, i64 %mul10828
  %p10834 = getelementptr float, ptr addrspace(1) %374, i64 %add10174
  %v10833 = load float, ptr addrspace(3) %p1170, align 16
  store float %v10833, ptr addrspace(1) %p10834, align 4
  br label %endif10831

endif10831:                                       ; preds = %then10830, %endif10810
  %inside10847 = and i1 %in10826, %owns10201
  br i1 %inside10847, label %then10850, label %endif10851

then10850:                                        ; preds = %endif10831
  %375 = getelementptr float, ptr addrspace(1) %1, i64 %mul10828
  %p10854 = getelementptr float, ptr addrspace(1) %375, i64 %add10193
  %p10852 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 60932
  %v10853 = load float, ptr addrspace(3) %p10852, align 4
  store float %v10853, ptr addrspace(1) %p10854, align 4
  br label %endif10851

endif10851:                                       ; preds = %then10850, %endif10831
  %inside10867 = and i1 %in10826, %owns10219
  br i1 %inside10867, label %then10870, label %endif10871

then10870:                                        ; preds = %endif10851
  %376 = getelementptr float, ptr addrspace(1) %1, i64 %mul10828
  %p10874 = getelementptr float, ptr addrspace(1) %376, i64 %add10211
  %p10872 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 60936
  %v10873 = load float, ptr addrspace(3) %p10872, align 8
  store float %v10873, ptr addrspace(1) %p10874, align 4
  br label %endif10871

endif10871:                                       ; preds = %then10870, %endif10851
  %inside10887 = and i1 %in10826, %owns10237
  br i1 %inside10887, label %then10890, label %endif10891

then10890:                                        ; preds = %endif10871
  %377 = getelementptr float, ptr addrspace(1) %1, i64 %mul10828
  %p10894 = getelementptr float, ptr addrspace(1) %377, i64 %add10229
  %p10892 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 60940
  %v10893 = load float, ptr addrspace(3) %p10892, align 4
  store float %v10893, ptr addrspace(1) %p10894, align 4
  br label %endif10891

endif10891:                                       ; preds = %then10890, %endif10871
  %add10895 = or disjoint i64 %mul10175, 9
  %cmp10906 = icmp slt i64 %add10895, %4
  %in10907 = and i1 %cmp10184, %cmp10906
  %inside10908 = and i1 %in10907, %owns
  %mul10909 = mul i64 %add10895, %5
  br i1 %inside10908, label %then10911, label %endif10912

then10911:                                        ; preds = %endif10891
  %378 = getelementptr float, ptr addrspace(1) %1, i64 %mul10909
  %p10915 = getelementptr float, ptr addrspace(1) %378, i64 %add10174
  %v10914 = load float, ptr addrspace(3) %p1175, align 16
  store float %v10914, ptr addrspace(1) %p10915, align 4
  br label %endif10912

endif10912:                                       ; preds = %then10911, %endif10891
  %inside10928 = and i1 %in10907, %owns10201
  br i1 %inside10928, label %then10931, label %endif10932

then10931:                                        ; preds = %endif10912
  %379 = getelementptr float, ptr addrspace(1) %1, i64 %mul10909
  %p10935 = getelementptr float, ptr addrspace(1) %379, i64 %add10193
  %p10933 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 69636
  %v10934 = load float, ptr addrspace(3) %p10933, align 4
  store float %v10934, ptr addrspace(1) %p10935, align 4
  br label %endif10932

endif10932:                                       ; preds = %then10931, %endif10912
  %inside10948 = and i1 %in10907, %owns10219
  br i1 %inside10948, label %then10951, label %endif10952

then10951:                                        ; preds = %endif10932
  %380 = getelementptr float, ptr addrspace(1) %1, i64 %mul10909
  %p10955 = getelementptr float, ptr addrspace(1) %380, i64 %add10211
  %p10953 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 69640
  %v10954 = load float, ptr addrspace(3) %p10953, align 8
  store float %v10954, ptr addrspace(1) %p10955, align 4
  br label %endif10952

endif10952:                                       ; preds = %then10951, %endif10932
  %inside10968 = and i1 %in10907, %owns10237
  br i1 %inside10968, label %then10971, label %endif10972

then10971:                                        ; preds = %endif10952
  %381 = getelementptr float, ptr addrspace(1) %1, i64 %mul10909
  %p10975 = getelementptr float, ptr addrspace(1) %381, i64 %add10229
  %p10973 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 69644
  %v10974 = load float, ptr addrspace(3) %p10973, align 4
  store float %v10974, ptr addrspace(1) %p10975, align 4
  br label %endif10972

endif10972:                                       ; preds = %then10971, %endif10952
  %add10976 = or disjoint i64 %mul10175, 10
  %cmp10987 = icmp slt i64 %add10976, %4
  %in10988 = and i1 %cmp10184, %cmp10987
  %inside10989 = and i1 %in10988, %owns
  %mul10990 = mul i64 %add10976, %5
  br i1 %inside10989, label %then10992, label %endif10993

then10992:                                        ; preds = %endif10972
  %382 = getelementptr float, ptr addrspace(1) %1, i64 %mul10990
  %p10996 = getelementptr float, ptr addrspace(1) %382, i64 %add10174
  %v10995 = load float, ptr addrspace(3) %p1180, align 16
  store float %v10995, ptr addrspace(1) %p10996, align 4
  br label %endif10993

endif10993:                                       ; preds = %then10992, %endif10972
  %inside11009 = and i1 %in10988, %owns10201
  br i1 %inside11009, label %then11012, label %endif11013

then11012:                                        ; preds = %endif10993
  %383 = getelementptr float, ptr addrspace(1) %1, i64 %mul10990
  %p11016 = getelementptr float, ptr addrspace(1) %383, i64 %add10193
  %p11014 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 78340
  %v11015 = load float, ptr addrspace(3) %p11014, align 4
  store float %v11015, ptr addrspace(1) %p11016, align 4
  br label %endif11013

endif11013:                                       ; preds = %then11012, %endif10993
  %inside11029 = and i1 %in10988, %owns10219
  br i1 %inside11029, label %then11032, label %endif11033

then11032:                                        ; preds = %endif11013
  %384 = getelementptr float, ptr addrspace(1) %1, i64 %mul10990
  %p11036 = getelementptr float, ptr addrspace(1) %384, i64 %add10211
  %p11034 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 78344
  %v11035 = load float, ptr addrspace(3) %p11034, align 8
  store float %v11035, ptr addrspace(1) %p11036, align 4
  br label %endif11033

endif11033:                                       ; preds = %then11032, %endif11013
  %inside11049 = and i1 %in10988, %owns10237
  br i1 %inside11049, label %then11052, label %endif11053

then11052:                                        ; preds = %endif11033
  %385 = getelementptr float, ptr addrspace(1) %1, i64 %mul10990
  %p11056 = getelementptr float, ptr addrspace(1) %385, i64 %add10229
  %p11054 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 78348
  %v11055 = load float, ptr addrspace(3) %p11054, align 4
  store float %v11055, ptr addrspace(1) %p11056, align 4
  br label %endif11053

endif11053:                                       ; preds = %then11052, %endif11033
  %add11057 = or disjoint i64 %mul10175, 11
  %cmp11068 = icmp slt i64 %add11057, %4
  %in11069 = and i1 %cmp10184, %cmp11068
  %inside11070 = and i1 %in11069, %owns
  %mul11071 = mul i64 %add11057, %5
  br i1 %inside11070, label %then11073, label %endif11074

then11073:                                        ; preds = %endif11053
  %386 = getelementptr float, ptr addrspace(1) %1, i64 %mul11071
  %p11077 = getelementptr float, ptr addrspace(1) %386, i64 %add10174
  %v11076 = load float, ptr addrspace(3) %p1185, align 16
  store float %v11076, ptr addrspace(1) %p11077, align 4
  br label %endif11074

endif11074:                                       ; preds = %then11073, %endif11053
  %inside11090 = and i1 %in11069, %owns10201
  br i1 %inside11090, label %then11093, label %endif11094

then11093:                                        ; preds = %endif11074
  %387 = getelementptr float, ptr addrspace(1) %1, i64 %mul11071
  %p11097 = getelementptr float, ptr addrspace(1) %387, i64 %add10193
  %p11095 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 87044
  %v11096 = load float, ptr addrspace(3) %p11095, align 4
  store float %v11096, ptr addrspace(1) %p11097, align 4
  br label %endif11094

endif11094:                                       ; preds = %then11093, %endif11074
  %inside11110 = and i1 %in11069, %owns10219
  br i1 %inside11110, label %then11113, label %endif11114

then11113:                                        ; preds = %endif11094
  %388 = getelementptr float, ptr addrspace(1) %1, i64 %mul11071
  %p11117 = getelementptr float, ptr addrspace(1) %388, i64 %add10211
  %p11115 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 87048
  %v11116 = load float, ptr addrspace(3) %p11115, align 8
  store float %v11116, ptr addrspace(1) %p11117, align 4
  br label %endif11114

endif11114:                                       ; preds = %then11113, %endif11094
  %inside11130 = and i1 %in11069, %owns10237
  br i1 %inside11130, label %then11133, label %endif11134

then11133:                                        ; preds = %endif11114
  %389 = getelementptr float, ptr addrspace(1) %1, i64 %mul11071
  %p11137 = getelementptr float, ptr addrspace(1) %389, i64 %add10229
  %p11135 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 87052
  %v11136 = load float, ptr addrspace(3) %p11135, align 4
  store float %v11136, ptr addrspace(1) %p11137, align 4
  br label %endif11134

endif11134:                                       ; preds = %then11133, %endif11114
  %add11138 = or disjoint i64 %mul10175, 12
  %cmp11149 = icmp slt i64 %add11138, %4
  %in11150 = and i1 %cmp10184, %cmp11149
  %inside11151 = and i1 %in11150, %owns
  %mul11152 = mul i64 %add11138, %5
  br i1 %inside11151, label %then11154, label %endif11155

then11154:                                        ; preds = %endif11134
  %390 = getelementptr float, ptr addrspace(1) %1, i64 %mul11152
  %p11158 = getelementptr float, ptr addrspace(1) %390, i64 %add10174
  %v11157 = load float, ptr addrspace(3) %p1190, align 16
  store float %v11157, ptr addrspace(1) %p11158, align 4
  br label %endif11155

endif11155:                                       ; preds = %then11154, %endif11134
  %inside11171 = and i1 %in11150, %owns10201
  br i1 %inside11171, label %then11174, label %endif11175

then11174:                                        ; preds = %endif11155
  %391 = getelementptr float, ptr addrspace(1) %1, i64 %mul11152
  %p11178 = getelementptr float, ptr addrspace(1) %391, i64 %add10193
  %p11176 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 95748
  %v11177 = load float, ptr addrspace(3) %p11176, align 4
  store float %v11177, ptr addrspace(1) %p11178, align 4
  br label %endif11175

endif11175:                                       ; preds = %then11174, %endif11155
  %inside11191 = and i1 %in11150, %owns10219
  br i1 %inside11191, label %then11194, label %endif11195

then11194:                                        ; preds = %endif11175
  %392 = getelementptr float, ptr addrspace(1) %1, i64 %mul11152
  %p11198 = getelementptr float, ptr addrspace(1) %392, i64 %add10211
  %p11196 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 95752
  %v11197 = load float, ptr addrspace(3) %p11196, align 8
  store float %v11197, ptr addrspace(1) %p11198, align 4
  br label %endif11195

endif11195:                                       ; preds = %then11194, %endif11175
  %inside11211 = and i1 %in11150, %owns10237
  br i1 %inside11211, label %then11214, label %endif11215

then11214:                                        ; preds = %endif11195
  %393 = getelementptr float, ptr addrspace(1) %1, i64 %mul11152
  %p11218 = getelementptr float, ptr addrspace(1) %393, i64 %add10229
  %p11216 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 95756
  %v11217 = load float, ptr addrspace(3) %p11216, align 4
  store float %v11217, ptr addrspace(1) %p11218, align 4
  br label %endif11215

endif11215:                                       ; preds = %then11214, %endif11195
  %add11219 = or disjoint i64 %mul10175, 13
  %cmp11230 = icmp slt i64 %add11219, %4
  %in11231 = and i1 %cmp10184, %cmp11230
  %inside11232 = and i1 %in11231, %owns
  %mul11233 = mul i64 %add11219, %5
  br i1 %inside11232, label %then11235, label %endif11236

then11235:                                        ; preds = %endif11215
  %394 = getelementptr float, ptr addrspace(1) %1, i64 %mul11233
  %p11239 = getelementptr float, ptr addrspace(1) %394, i64 %add10174
  %v11238 = load float, ptr addrspace(3) %p1195, align 16
  store float %v11238, ptr addrspace(1) %p11239, align 4
  br label %endif11236

endif11236:                                       ; preds = %then11235, %endif11215
  %inside11252 = and i1 %in11231, %owns10201
  br i1 %inside11252, label %then11255, label %endif11256

then11255:                                        ; preds = %endif11236
  %395 = getelementptr float, ptr addrspace(1) %1, i64 %mul11233
  %p11259 = getelementptr float, ptr addrspace(1) %395, i64 %add10193
  %p11257 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 104452
  %v11258 = load float, ptr addrspace(3) %p11257, align 4
  store float %v11258, ptr addrspace(1) %p11259, align 4
  br label %endif11256

endif11256:                                       ; preds = %then11255, %endif11236
  %inside11272 = and i1 %in11231, %owns10219
  br i1 %inside11272, label %then11275, label %endif11276

then11275:                                        ; preds = %endif11256
  %396 = getelementptr float, ptr addrspace(1) %1, i64 %mul11233
  %p11279 = getelementptr float, ptr addrspace(1) %396, i64 %add10211
  %p11277 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 104456
  %v11278 = load float, ptr addrspace(3) %p11277, align 8
  store float %v11278, ptr addrspace(1) %p11279, align 4
  br label %endif11276

endif11276:                                       ; preds = %then11275, %endif11256
  %inside11292 = and i1 %in11231, %owns10237
  br i1 %inside11292, label %then11295, label %endif11296

then11295:                                        ; preds = %endif11276
  %397 = getelementptr float, ptr addrspace(1) %1, i64 %mul11233
  %p11299 = getelementptr float, ptr addrspace(1) %397, i64 %add10229
  %p11297 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 104460
  %v11298 = load float, ptr addrspace(3) %p11297, align 4
  store float %v11298, ptr addrspace(1) %p11299, align 4
  br label %endif11296

endif11296:                                       ; preds = %then11295, %endif11276
  %add11300 = or disjoint i64 %mul10175, 14
  %cmp11311 = icmp slt i64 %add11300, %4
  %in11312 = and i1 %cmp10184, %cmp11311
  %inside11313 = and i1 %in11312, %owns
  %mul11314 = mul i64 %add11300, %5
  br i1 %inside11313, label %then11316, label %endif11317

then11316:                                        ; preds = %endif11296
  %398 = getelementptr float, ptr addrspace(1) %1, i64 %mul11314
  %p11320 = getelementptr float, ptr addrspace(1) %398, i64 %add10174
  %v11319 = load float, ptr addrspace(3) %p1200, align 16
  store float %v11319, ptr addrspace(1) %p11320, align 4
  br label %endif11317

endif11317:                                       ; preds = %then11316, %endif11296
  %inside11333 = and i1 %in11312, %owns10201
  br i1 %inside11333, label %then11336, label %endif11337

then11336:                                        ; preds = %endif11317
  %399 = getelementptr float, ptr addrspace(1) %1, i64 %mul11314
  %p11340 = getelementptr float, ptr addrspace(1) %399, i64 %add10193
  %p11338 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 113156
  %v11339 = load float, ptr addrspace(3) %p11338, align 4
  store float %v11339, ptr addrspace(1) %p11340, align 4
  br label %endif11337

endif11337:                                       ; preds = %then11336, %endif11317
  %inside11353 = and i1 %in11312, %owns10219
  br i1 %inside11353, label %then11356, label %endif11357

then11356:                                        ; preds = %endif11337
  %400 = getelementptr float, ptr addrspace(1) %1, i64 %mul11314
  %p11360 = getelementptr float, ptr addrspace(1) %400, i64 %add10211
  %p11358 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 113160
  %v11359 = load float, ptr addrspace(3) %p11358, align 8
  store float %v11359, ptr addrspace(1) %p11360, align 4
  br label %endif11357

endif11357:                                       ; preds = %then11356, %endif11337
  %inside11373 = and i1 %in11312, %owns10237
  br i1 %inside11373, label %then11376, label %endif11377

then11376:                                        ; preds = %endif11357
  %401 = getelementptr float, ptr addrspace(1) %1, i64 %mul11314
  %p11380 = getelementptr float, ptr addrspace(1) %401, i64 %add10229
  %p11378 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 113164
  %v11379 = load float, ptr addrspace(3) %p11378, align 4
  store float %v11379, ptr addrspace(1) %p11380, align 4
  br label %endif11377

endif11377:                                       ; preds = %then11376, %endif11357
  %add11381 = or disjoint i64 %mul10175, 15
  %cmp11392 = icmp slt i64 %add11381, %4
  %in11393 = and i1 %cmp10184, %cmp11392
  %inside11394 = and i1 %in11393, %owns
  %mul11395 = mul i64 %add11381, %5
  br i1 %inside11394, label %then11397, label %endif11398

then11397:                                        ; preds = %endif11377
  %402 = getelementptr float, ptr addrspace(1) %1, i64 %mul11395
  %p11399 = getelementptr float, ptr addrspace(1) %402, i64 %add10174
  store float %phi10147, ptr addrspace(1) %p11399, align 4
  br label %endif11398

endif11398:                                       ; preds = %then11397, %endif11377
  %inside11412 = and i1 %in11393, %owns10201
  br i1 %inside11412, label %then11415, label %endif11416

then11415:                                        ; preds = %endif11398
  %403 = getelementptr float, ptr addrspace(1) %1, i64 %mul11395
  %p11417 = getelementptr float, ptr addrspace(1) %403, i64 %add10193
  store float %phi10148, ptr addrspace(1) %p11417, align 4
  br label %endif11416

endif11416:                                       ; preds = %then11415, %endif11398
  %inside11430 = and i1 %in11393, %owns10219
  br i1 %inside11430, label %then11433, label %endif11434

then11433:                                        ; preds = %endif11416
  %404 = getelementptr float, ptr addrspace(1) %1, i64 %mul11395
  %p11435 = getelementptr float, ptr addrspace(1) %404, i64 %add10211
  store float %phi10149, ptr addrspace(1) %p11435, align 4
  br label %endif11434

endif11434:                                       ; preds = %then11433, %endif11416
  %inside11448 = and i1 %in11393, %owns10237
  br i1 %inside11448, label %then11451, label %endif11452

then11451:                                        ; preds = %endif11434
  %405 = getelementptr float, ptr addrspace(1) %1, i64 %mul11395
  %p11453 = getelementptr float, ptr addrspace(1) %405, i64 %add10229
  store float %phi10150, ptr addrspace(1) %p11453, align 4
  br label %endif11452

endif11452:                                       ; preds = %then11451, %endif11434
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

attributes #0 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}

!0 = !{ptr @systole_persistent_band_shared_j2d5pt_f32_band, !"kernel", i32 1}
!1 = !{ptr @systole_persistent_band_shared_j2d5pt_f32_band, !"maxntidx", i32 544}
!2 = !{ptr @systole_persistent_band_shared_j2d5pt_f32_band, !"minctasm", i32 1}
