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
  %invariant.gep11462 = getelementptr i8, ptr addrspace(1) %2, i64 34816
  %invariant.gep11464 = getelementptr i8, ptr addrspace(1) %2, i64 43520
  %invariant.gep11466 = getelementptr i8, ptr addrspace(1) %2, i64 8704
  %invariant.gep11468 = getelementptr i8, ptr addrspace(1) %2, i64 17408
  br label %fold.body

fold.body:                                        ; preds = %fold.body.preheader, %endif6019
  %i = phi i64 [ %add1237, %endif6019 ], [ 0, %fold.body.preheader ]
  %phi1216 = phi float [ %fadd5886, %endif6019 ], [ %v179, %fold.body.preheader ]
  %phi1217 = phi float [ %fadd5894, %endif6019 ], [ %v190, %fold.body.preheader ]
  %phi1218 = phi float [ %phi5990, %endif6019 ], [ %v201, %fold.body.preheader ]
  %phi1219 = phi float [ %phi6055, %endif6019 ], [ %v212, %fold.body.preheader ]
  %phi1220 = phi float [ %fadd5924, %endif6019 ], [ %v944, %fold.body.preheader ]
  %phi1221 = phi float [ %fadd5932, %endif6019 ], [ %v955, %fold.body.preheader ]
  %phi1222 = phi float [ %phi6002, %endif6019 ], [ %v966, %fold.body.preheader ]
  %phi1223 = phi float [ %phi6067, %endif6019 ], [ %v977, %fold.body.preheader ]
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
  %row = load <4 x float>, ptr addrspace(3) %base, align 16
  %26 = getelementptr i8, ptr addrspace(1) %25, i64 8704
  %p1278 = getelementptr float, ptr addrspace(1) %26, i64 %mul1251
  store <4 x float> %row, ptr addrspace(1) %p1278, align 16
  %slot1284 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 8704
  %row1285 = load <4 x float>, ptr addrspace(3) %slot1284, align 16
  %27 = getelementptr i8, ptr addrspace(1) %25, i64 17408
  %p1296 = getelementptr float, ptr addrspace(1) %27, i64 %mul1251
  store <4 x float> %row1285, ptr addrspace(1) %p1296, align 16
  %slot1302 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 104448
  %row1303 = load <4 x float>, ptr addrspace(3) %slot1302, align 16
  %28 = getelementptr i8, ptr addrspace(1) %25, i64 26112
  %p1314 = getelementptr float, ptr addrspace(1) %28, i64 %mul1251
  store <4 x float> %row1303, ptr addrspace(1) %p1314, align 16
  %slot1320 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 113152
  %row1321 = load <4 x float>, ptr addrspace(3) %slot1320, align 16
  %29 = getelementptr i8, ptr addrspace(1) %25, i64 34816
  %p1332 = getelementptr float, ptr addrspace(1) %29, i64 %mul1251
  store <4 x float> %row1321, ptr addrspace(1) %p1332, align 16
  %v1340 = insertelement <4 x float> poison, float %phi1220, i64 0
  %v1341 = insertelement <4 x float> %v1340, float %phi1221, i64 1
  %v1342 = insertelement <4 x float> %v1341, float %phi1222, i64 2
  %v1343 = insertelement <4 x float> %v1342, float %phi1223, i64 3
  %30 = getelementptr i8, ptr addrspace(1) %25, i64 43520
  %p1344 = getelementptr float, ptr addrspace(1) %30, i64 %mul1251
  store <4 x float> %v1343, ptr addrspace(1) %p1344, align 16
  %sub1347 = add nsw i64 %mul1249, -3
  %inside = icmp ult i64 %sub1347, 3
  br i1 %inside, label %then, label %endif

fold.exit:                                        ; preds = %endif6019, %entry
  %phi6094 = phi float [ %v179, %entry ], [ %fadd5886, %endif6019 ]
  %phi6095 = phi float [ %v190, %entry ], [ %fadd5894, %endif6019 ]
  %phi6096 = phi float [ %v201, %entry ], [ %phi5990, %endif6019 ]
  %phi6097 = phi float [ %v212, %entry ], [ %phi6055, %endif6019 ]
  %phi6098 = phi float [ %v944, %entry ], [ %fadd5924, %endif6019 ]
  %phi6099 = phi float [ %v955, %entry ], [ %fadd5932, %endif6019 ]
  %phi6100 = phi float [ %v966, %entry ], [ %phi6002, %endif6019 ]
  %phi6101 = phi float [ %v977, %entry ], [ %phi6067, %endif6019 ]
  %mul6114 = mul nsw i64 %epochs, 3
  %cmp6115 = icmp slt i64 %mul6114, %6
  br i1 %cmp6115, label %then6116, label %endif6118

then:                                             ; preds = %fold.body
  %mul1351 = mul nuw nsw i64 %warp1243, 6
  %add1352 = or disjoint i64 %sub1347, %mul1351
  %.idx11449 = mul nuw nsw i64 %parity, 6528
  %31 = getelementptr inbounds i8, ptr addrspace(3) @band.columns, i64 %.idx11449
  %p1354 = getelementptr inbounds float, ptr addrspace(3) %31, i64 %add1352
  store float %phi1216, ptr addrspace(3) %p1354, align 4
  %32 = getelementptr inbounds i8, ptr addrspace(3) %31, i64 6120
  %p1361 = getelementptr inbounds float, ptr addrspace(3) %32, i64 %add1352
  store float %phi1220, ptr addrspace(3) %p1361, align 4
  br label %endif

endif:                                            ; preds = %then, %fold.body
  %inside1363 = icmp eq i64 %lane1244, 31
  br i1 %inside1363, label %then1364, label %endif1365

then1364:                                         ; preds = %endif
  %add1366 = add nsw i64 %mul1249, -119
  %mul1369 = mul nuw nsw i64 %warp1243, 6
  %add1370 = add nuw nsw i64 %add1366, %mul1369
  %.idx11450 = mul nuw nsw i64 %parity, 6528
  %33 = getelementptr inbounds i8, ptr addrspace(3) @band.columns, i64 %.idx11450
  %p1372 = getelementptr inbounds float, ptr addrspace(3) %33, i64 %add1370
  store float %phi1216, ptr addrspace(3) %p1372, align 4
  %34 = getelementptr inbounds i8, ptr addrspace(3) %33, i64 6120
  %p1379 = getelementptr inbounds float, ptr addrspace(3) %34, i64 %add1370
  store float %phi1220, ptr addrspace(3) %p1379, align 4
  br label %endif1365

endif1365:                                        ; preds = %then1364, %endif
  %add1380 = or disjoint i64 %mul1249, 1
  %inside1382 = icmp eq i64 %lane1244, 1
  br i1 %inside1382, label %then1383, label %endif1402

then1383:                                         ; preds = %endif1365
  %mul1388 = mul nuw nsw i64 %warp1243, 6
  %add1389 = add nuw nsw i64 %mul1388, 2
  %.idx11451 = mul nuw nsw i64 %parity, 6528
  %35 = getelementptr inbounds i8, ptr addrspace(3) @band.columns, i64 %.idx11451
  %p1391 = getelementptr inbounds float, ptr addrspace(3) %35, i64 %add1389
  store float %phi1217, ptr addrspace(3) %p1391, align 8
  %36 = getelementptr inbounds i8, ptr addrspace(3) %35, i64 6120
  %p1398 = getelementptr inbounds float, ptr addrspace(3) %36, i64 %add1389
  store float %phi1221, ptr addrspace(3) %p1398, align 8
  br label %endif1402

endif1402:                                        ; preds = %endif1365, %then1383
  %add1417 = or disjoint i64 %mul1249, 2
  %inside1437 = icmp eq i64 %lane1244, 30
  br i1 %inside1437, label %then1438, label %endif1439

then1438:                                         ; preds = %endif1402
  %add1440 = add nsw i64 %mul1249, -117
  %mul1443 = mul nuw nsw i64 %warp1243, 6
  %add1444 = add nuw nsw i64 %add1440, %mul1443
  %.idx11452 = mul nuw nsw i64 %parity, 6528
  %37 = getelementptr inbounds i8, ptr addrspace(3) @band.columns, i64 %.idx11452
  %p1446 = getelementptr inbounds float, ptr addrspace(3) %37, i64 %add1444
  store float %phi1218, ptr addrspace(3) %p1446, align 4
  %38 = getelementptr inbounds i8, ptr addrspace(3) %37, i64 6120
  %p1453 = getelementptr inbounds float, ptr addrspace(3) %38, i64 %add1444
  store float %phi1222, ptr addrspace(3) %p1453, align 4
  br label %endif1439

endif1439:                                        ; preds = %then1438, %endif1402
  %add1454 = or disjoint i64 %mul1249, 3
  %inside1456 = icmp eq i64 %lane1244, 0
  br i1 %inside1456, label %then1457, label %endif1458

then1457:                                         ; preds = %endif1439
  %.idx11453 = mul nuw nsw i64 %parity, 6528
  %39 = getelementptr inbounds i8, ptr addrspace(3) @band.columns, i64 %.idx11453
  %40 = getelementptr inbounds i8, ptr addrspace(3) %39, i64 6120
  %mul1462 = mul nuw nsw i64 %warp1243, 6
  %p1472 = getelementptr inbounds float, ptr addrspace(3) %40, i64 %mul1462
  %p1465 = getelementptr inbounds float, ptr addrspace(3) %39, i64 %mul1462
  store float %phi1219, ptr addrspace(3) %p1465, align 8
  store float %phi1223, ptr addrspace(3) %p1472, align 8
  br label %endif1458

endif1458:                                        ; preds = %then1457, %endif1439
  %sub1473 = add nsw i64 %mul1249, -119
  %inside1474 = icmp ult i64 %sub1473, 3
  br i1 %inside1474, label %then1475, label %endif1476

then1475:                                         ; preds = %endif1458
  %add1477 = add nsw i64 %mul1249, -116
  %mul1480 = mul nuw nsw i64 %warp1243, 6
  %add1481 = add nuw nsw i64 %add1477, %mul1480
  %.idx11454 = mul nuw nsw i64 %parity, 6528
  %41 = getelementptr i8, ptr addrspace(3) @band.columns, i64 %.idx11454
  %p1483 = getelementptr float, ptr addrspace(3) %41, i64 %add1481
  store float %phi1219, ptr addrspace(3) %p1483, align 8
  %42 = getelementptr i8, ptr addrspace(3) %41, i64 6120
  %p1490 = getelementptr float, ptr addrspace(3) %42, i64 %add1481
  store float %phi1223, ptr addrspace(3) %p1490, align 8
  br label %endif1476

endif1476:                                        ; preds = %then1475, %endif1458
  %epoch = trunc i64 %add1237 to i32
  tail call void @llvm.nvvm.barrier0()
  %cmp1491 = icmp eq i64 %add1240, 0
  br i1 %cmp1491, label %then1492, label %endif1493

then1492:                                         ; preds = %endif1476
  %flag = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add1241
  %address = ptrtoint ptr addrspace(1) %flag to i64
  tail call void asm sideeffect "st.release.gpu.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %address, i32 %epoch) #3
  br label %endif1493

endif1493:                                        ; preds = %then1492, %endif1476
  %cmp1497 = icmp ugt i64 %add1240, 31
  %cmp1498 = icmp ult i64 %add1240, 512
  %from_before = and i1 %cmp1497, %inside1456
  %sub1501 = or disjoint i64 %mul1249, -125
  br i1 %from_before, label %then1503, label %endif1504

then1503:                                         ; preds = %endif1493
  %p1506 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 -24
  %v1507 = load float, ptr addrspace(3) %p1506, align 4
  store float %v1507, ptr addrspace(3) %base, align 4
  %p1510 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 8680
  %v1511 = load float, ptr addrspace(3) %p1510, align 4
  store float %v1511, ptr addrspace(3) %slot1284, align 4
  %p1514 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 17384
  %v1515 = load float, ptr addrspace(3) %p1514, align 4
  %p1516 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 17408
  store float %v1515, ptr addrspace(3) %p1516, align 4
  %p1518 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 26088
  %v1519 = load float, ptr addrspace(3) %p1518, align 4
  %p1520 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 26112
  store float %v1519, ptr addrspace(3) %p1520, align 4
  %p1522 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 34792
  %v1523 = load float, ptr addrspace(3) %p1522, align 4
  %p1524 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 34816
  store float %v1523, ptr addrspace(3) %p1524, align 4
  %p1526 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 43496
  %v1527 = load float, ptr addrspace(3) %p1526, align 4
  %p1528 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 43520
  store float %v1527, ptr addrspace(3) %p1528, align 4
  %p1530 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 52200
  %v1531 = load float, ptr addrspace(3) %p1530, align 4
  %p1532 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 52224
  store float %v1531, ptr addrspace(3) %p1532, align 4
  %p1534 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 60904
  %v1535 = load float, ptr addrspace(3) %p1534, align 4
  %p1536 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 60928
  store float %v1535, ptr addrspace(3) %p1536, align 4
  %p1538 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 69608
  %v1539 = load float, ptr addrspace(3) %p1538, align 4
  %p1540 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 69632
  store float %v1539, ptr addrspace(3) %p1540, align 4
  %p1542 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 78312
  %v1543 = load float, ptr addrspace(3) %p1542, align 4
  %p1544 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 78336
  store float %v1543, ptr addrspace(3) %p1544, align 4
  %p1546 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 87016
  %v1547 = load float, ptr addrspace(3) %p1546, align 4
  %p1548 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 87040
  store float %v1547, ptr addrspace(3) %p1548, align 4
  %p1550 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 95720
  %v1551 = load float, ptr addrspace(3) %p1550, align 4
  %p1552 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 95744
  store float %v1551, ptr addrspace(3) %p1552, align 4
  %p1554 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 104424
  %v1555 = load float, ptr addrspace(3) %p1554, align 4
  store float %v1555, ptr addrspace(3) %slot1302, align 4
  %p1558 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 113128
  %v1559 = load float, ptr addrspace(3) %p1558, align 4
  store float %v1559, ptr addrspace(3) %slot1320, align 4
  br label %endif1504

endif1504:                                        ; preds = %then1503, %endif1493
  %mul1561 = mul nuw nsw i64 %parity, 1632
  %43 = mul nuw nsw i64 %warp1243, 6
  %mul1563 = add nsw i64 %43, -6
  %add1564 = add nsw i64 %mul1563, %add1454
  %44 = getelementptr float, ptr addrspace(3) @band.columns, i64 %mul1561
  %p1566 = getelementptr float, ptr addrspace(3) %44, i64 %add1564
  %address1567 = ptrtoint ptr addrspace(3) %p1566 to i64
  %45 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1567, i1 %from_before, float %phi1216) #3
  %mul1570 = add nuw nsw i64 %43, 6
  %add1571 = add nsw i64 %mul1570, %sub1501
  %p1573 = getelementptr float, ptr addrspace(3) %44, i64 %add1571
  %address1574 = ptrtoint ptr addrspace(3) %p1573 to i64
  %46 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1574, i1 false, float %45) #3
  %gep = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.columns, i64 6120), i64 %mul1561
  %p1580 = getelementptr float, ptr addrspace(3) %gep, i64 %add1564
  %address1581 = ptrtoint ptr addrspace(3) %p1580 to i64
  %47 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1581, i1 %from_before, float %phi1220) #3
  %p1587 = getelementptr float, ptr addrspace(3) %gep, i64 %add1571
  %address1588 = ptrtoint ptr addrspace(3) %p1587 to i64
  %48 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1588, i1 false, float %47) #3
  %cmp1590 = icmp ult i64 %add1380, 3
  %from_before1591 = and i1 %cmp1497, %cmp1590
  %sub1592 = add nsw i64 %mul1249, -124
  %after1593 = icmp eq i64 %sub1592, 0
  %from_after1594 = and i1 %cmp1498, %after1593
  %add1595 = add nuw nsw i64 %mul1249, 4
  %moved1596 = or i1 %from_before1591, %from_after1594
  br i1 %moved1596, label %then1598, label %endif1599

then1598:                                         ; preds = %endif1504
  %shift1597 = select i1 %from_before1591, i64 -6, i64 6
  %add1600 = or disjoint i64 %shift1597, 1
  %p1601 = getelementptr inbounds float, ptr addrspace(3) %base, i64 %add1600
  %v1602 = load float, ptr addrspace(3) %p1601, align 4
  %p1603 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 4
  store float %v1602, ptr addrspace(3) %p1603, align 4
  %49 = getelementptr float, ptr addrspace(3) %base, i64 %shift1597
  %p1605 = getelementptr i8, ptr addrspace(3) %49, i64 8708
  %v1606 = load float, ptr addrspace(3) %p1605, align 4
  %p1607 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 8708
  store float %v1606, ptr addrspace(3) %p1607, align 4
  %p1609 = getelementptr i8, ptr addrspace(3) %49, i64 17412
  %v1610 = load float, ptr addrspace(3) %p1609, align 4
  %p1611 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 17412
  store float %v1610, ptr addrspace(3) %p1611, align 4
  %p1613 = getelementptr i8, ptr addrspace(3) %49, i64 26116
  %v1614 = load float, ptr addrspace(3) %p1613, align 4
  %p1615 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 26116
  store float %v1614, ptr addrspace(3) %p1615, align 4
  %p1617 = getelementptr i8, ptr addrspace(3) %49, i64 34820
  %v1618 = load float, ptr addrspace(3) %p1617, align 4
  %p1619 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 34820
  store float %v1618, ptr addrspace(3) %p1619, align 4
  %p1621 = getelementptr i8, ptr addrspace(3) %49, i64 43524
  %v1622 = load float, ptr addrspace(3) %p1621, align 4
  %p1623 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 43524
  store float %v1622, ptr addrspace(3) %p1623, align 4
  %p1625 = getelementptr i8, ptr addrspace(3) %49, i64 52228
  %v1626 = load float, ptr addrspace(3) %p1625, align 4
  %p1627 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 52228
  store float %v1626, ptr addrspace(3) %p1627, align 4
  %p1629 = getelementptr i8, ptr addrspace(3) %49, i64 60932
  %v1630 = load float, ptr addrspace(3) %p1629, align 4
  %p1631 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 60932
  store float %v1630, ptr addrspace(3) %p1631, align 4
  %p1633 = getelementptr i8, ptr addrspace(3) %49, i64 69636
  %v1634 = load float, ptr addrspace(3) %p1633, align 4
  %p1635 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 69636
  store float %v1634, ptr addrspace(3) %p1635, align 4
  %p1637 = getelementptr i8, ptr addrspace(3) %49, i64 78340
  %v1638 = load float, ptr addrspace(3) %p1637, align 4
  %p1639 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 78340
  store float %v1638, ptr addrspace(3) %p1639, align 4
  %p1641 = getelementptr i8, ptr addrspace(3) %49, i64 87044
  %v1642 = load float, ptr addrspace(3) %p1641, align 4
  %p1643 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 87044
  store float %v1642, ptr addrspace(3) %p1643, align 4
  %p1645 = getelementptr i8, ptr addrspace(3) %49, i64 95748
  %v1646 = load float, ptr addrspace(3) %p1645, align 4
  %p1647 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 95748
  store float %v1646, ptr addrspace(3) %p1647, align 4
  %p1649 = getelementptr i8, ptr addrspace(3) %49, i64 104452
  %v1650 = load float, ptr addrspace(3) %p1649, align 4
  %p1651 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 104452
  store float %v1650, ptr addrspace(3) %p1651, align 4
  %p1653 = getelementptr i8, ptr addrspace(3) %49, i64 113156
  %v1654 = load float, ptr addrspace(3) %p1653, align 4
  %p1655 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 113156
  store float %v1654, ptr addrspace(3) %p1655, align 4
  br label %endif1599

endif1599:                                        ; preds = %then1598, %endif1504
  %add1659 = add nsw i64 %add1595, %mul1563
  %p1661 = getelementptr float, ptr addrspace(3) %44, i64 %add1659
  %address1662 = ptrtoint ptr addrspace(3) %p1661 to i64
  %50 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1662, i1 %from_before1591, float %phi1217) #3
  %add1666 = add nsw i64 %mul1570, %sub1592
  %p1668 = getelementptr float, ptr addrspace(3) %44, i64 %add1666
  %address1669 = ptrtoint ptr addrspace(3) %p1668 to i64
  %51 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1669, i1 %from_after1594, float %50) #3
  %p1675 = getelementptr float, ptr addrspace(3) %gep, i64 %add1659
  %address1676 = ptrtoint ptr addrspace(3) %p1675 to i64
  %52 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1676, i1 %from_before1591, float %phi1221) #3
  %p1682 = getelementptr float, ptr addrspace(3) %gep, i64 %add1666
  %address1683 = ptrtoint ptr addrspace(3) %p1682 to i64
  %53 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1683, i1 %from_after1594, float %52) #3
  %sub1687 = add nsw i64 %mul1249, -123
  %after1688 = icmp ult i64 %sub1687, 3
  %from_after1689 = and i1 %cmp1498, %after1688
  %add1690 = add nuw nsw i64 %mul1249, 5
  %moved1691 = or i1 %from_before, %from_after1689
  br i1 %moved1691, label %then1693, label %endif1694

then1693:                                         ; preds = %endif1599
  %shift1692 = select i1 %from_before, i64 -6, i64 6
  %54 = getelementptr float, ptr addrspace(3) %base, i64 %shift1692
  %p1696 = getelementptr i8, ptr addrspace(3) %54, i64 8
  %v1697 = load float, ptr addrspace(3) %p1696, align 4
  %p1698 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 8
  store float %v1697, ptr addrspace(3) %p1698, align 4
  %p1700 = getelementptr i8, ptr addrspace(3) %54, i64 8712
  %v1701 = load float, ptr addrspace(3) %p1700, align 4
  %p1702 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 8712
  store float %v1701, ptr addrspace(3) %p1702, align 4
  %p1704 = getelementptr i8, ptr addrspace(3) %54, i64 17416
  %v1705 = load float, ptr addrspace(3) %p1704, align 4
  %p1706 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 17416
  store float %v1705, ptr addrspace(3) %p1706, align 4
  %p1708 = getelementptr i8, ptr addrspace(3) %54, i64 26120
  %v1709 = load float, ptr addrspace(3) %p1708, align 4
  %p1710 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 26120
  store float %v1709, ptr addrspace(3) %p1710, align 4
  %p1712 = getelementptr i8, ptr addrspace(3) %54, i64 34824
  %v1713 = load float, ptr addrspace(3) %p1712, align 4
  %p1714 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 34824
  store float %v1713, ptr addrspace(3) %p1714, align 4
  %p1716 = getelementptr i8, ptr addrspace(3) %54, i64 43528
  %v1717 = load float, ptr addrspace(3) %p1716, align 4
  %p1718 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 43528
  store float %v1717, ptr addrspace(3) %p1718, align 4
  %p1720 = getelementptr i8, ptr addrspace(3) %54, i64 52232
  %v1721 = load float, ptr addrspace(3) %p1720, align 4
  %p1722 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 52232
  store float %v1721, ptr addrspace(3) %p1722, align 4
  %p1724 = getelementptr i8, ptr addrspace(3) %54, i64 60936
  %v1725 = load float, ptr addrspace(3) %p1724, align 4
  %p1726 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 60936
  store float %v1725, ptr addrspace(3) %p1726, align 4
  %p1728 = getelementptr i8, ptr addrspace(3) %54, i64 69640
  %v1729 = load float, ptr addrspace(3) %p1728, align 4
  %p1730 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 69640
  store float %v1729, ptr addrspace(3) %p1730, align 4
  %p1732 = getelementptr i8, ptr addrspace(3) %54, i64 78344
  %v1733 = load float, ptr addrspace(3) %p1732, align 4
  %p1734 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 78344
  store float %v1733, ptr addrspace(3) %p1734, align 4
  %p1736 = getelementptr i8, ptr addrspace(3) %54, i64 87048
  %v1737 = load float, ptr addrspace(3) %p1736, align 4
  %p1738 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 87048
  store float %v1737, ptr addrspace(3) %p1738, align 4
  %p1740 = getelementptr i8, ptr addrspace(3) %54, i64 95752
  %v1741 = load float, ptr addrspace(3) %p1740, align 4
  %p1742 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 95752
  store float %v1741, ptr addrspace(3) %p1742, align 4
  %p1744 = getelementptr i8, ptr addrspace(3) %54, i64 104456
  %v1745 = load float, ptr addrspace(3) %p1744, align 4
  %p1746 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 104456
  store float %v1745, ptr addrspace(3) %p1746, align 4
  %p1748 = getelementptr i8, ptr addrspace(3) %54, i64 113160
  %v1749 = load float, ptr addrspace(3) %p1748, align 4
  %p1750 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 113160
  store float %v1749, ptr addrspace(3) %p1750, align 4
  br label %endif1694

endif1694:                                        ; preds = %then1693, %endif1599
  %add1754 = add nsw i64 %add1690, %mul1563
  %p1756 = getelementptr float, ptr addrspace(3) %44, i64 %add1754
  %address1757 = ptrtoint ptr addrspace(3) %p1756 to i64
  %55 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1757, i1 %from_before, float %phi1218) #3
  %add1761 = add nsw i64 %mul1570, %sub1687
  %p1763 = getelementptr float, ptr addrspace(3) %44, i64 %add1761
  %address1764 = ptrtoint ptr addrspace(3) %p1763 to i64
  %56 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1764, i1 %from_after1689, float %55) #3
  %p1770 = getelementptr float, ptr addrspace(3) %gep, i64 %add1754
  %address1771 = ptrtoint ptr addrspace(3) %p1770 to i64
  %57 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1771, i1 %from_before, float %phi1222) #3
  %p1777 = getelementptr float, ptr addrspace(3) %gep, i64 %add1761
  %address1778 = ptrtoint ptr addrspace(3) %p1777 to i64
  %58 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1778, i1 %from_after1689, float %57) #3
  %sub1782 = add nsw i64 %mul1249, -122
  %after1783 = icmp eq i64 %sub1782, 2
  %from_after1784 = and i1 %cmp1498, %after1783
  br i1 %from_after1784, label %then1788, label %endif1789

then1788:                                         ; preds = %endif1694
  %p1791 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 36
  %v1792 = load float, ptr addrspace(3) %p1791, align 4
  %p1793 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 12
  store float %v1792, ptr addrspace(3) %p1793, align 4
  %p1795 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 8740
  %v1796 = load float, ptr addrspace(3) %p1795, align 4
  %p1797 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 8716
  store float %v1796, ptr addrspace(3) %p1797, align 4
  %p1799 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 17444
  %v1800 = load float, ptr addrspace(3) %p1799, align 4
  %p1801 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 17420
  store float %v1800, ptr addrspace(3) %p1801, align 4
  %p1803 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 26148
  %v1804 = load float, ptr addrspace(3) %p1803, align 4
  %p1805 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 26124
  store float %v1804, ptr addrspace(3) %p1805, align 4
  %p1807 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 34852
  %v1808 = load float, ptr addrspace(3) %p1807, align 4
  %p1809 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 34828
  store float %v1808, ptr addrspace(3) %p1809, align 4
  %p1811 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 43556
  %v1812 = load float, ptr addrspace(3) %p1811, align 4
  %p1813 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 43532
  store float %v1812, ptr addrspace(3) %p1813, align 4
  %p1815 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 52260
  %v1816 = load float, ptr addrspace(3) %p1815, align 4
  %p1817 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 52236
  store float %v1816, ptr addrspace(3) %p1817, align 4
  %p1819 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 60964
  %v1820 = load float, ptr addrspace(3) %p1819, align 4
  %p1821 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 60940
  store float %v1820, ptr addrspace(3) %p1821, align 4
  %p1823 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 69668
  %v1824 = load float, ptr addrspace(3) %p1823, align 4
  %p1825 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 69644
  store float %v1824, ptr addrspace(3) %p1825, align 4
  %p1827 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 78372
  %v1828 = load float, ptr addrspace(3) %p1827, align 4
  %p1829 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 78348
  store float %v1828, ptr addrspace(3) %p1829, align 4
  %p1831 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 87076
  %v1832 = load float, ptr addrspace(3) %p1831, align 4
  %p1833 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 87052
  store float %v1832, ptr addrspace(3) %p1833, align 4
  %p1835 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 95780
  %v1836 = load float, ptr addrspace(3) %p1835, align 4
  %p1837 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 95756
  store float %v1836, ptr addrspace(3) %p1837, align 4
  %p1839 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 104484
  %v1840 = load float, ptr addrspace(3) %p1839, align 4
  %p1841 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 104460
  store float %v1840, ptr addrspace(3) %p1841, align 4
  %p1843 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 113188
  %v1844 = load float, ptr addrspace(3) %p1843, align 4
  %p1845 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 113164
  store float %v1844, ptr addrspace(3) %p1845, align 4
  br label %endif1789

endif1789:                                        ; preds = %then1788, %endif1694
  %add1849 = add nuw nsw i64 %43, %mul1249
  %p1851 = getelementptr float, ptr addrspace(3) %44, i64 %add1849
  %address1852 = ptrtoint ptr addrspace(3) %p1851 to i64
  %59 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1852, i1 false, float %phi1219) #3
  %add1856 = add nsw i64 %mul1570, %sub1782
  %p1858 = getelementptr float, ptr addrspace(3) %44, i64 %add1856
  %address1859 = ptrtoint ptr addrspace(3) %p1858 to i64
  %60 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1859, i1 %from_after1784, float %59) #3
  %p1865 = getelementptr float, ptr addrspace(3) %gep, i64 %add1849
  %address1866 = ptrtoint ptr addrspace(3) %p1865 to i64
  %61 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1866, i1 false, float %phi1223) #3
  %p1872 = getelementptr float, ptr addrspace(3) %gep, i64 %add1856
  %address1873 = ptrtoint ptr addrspace(3) %p1872 to i64
  %62 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1873, i1 %from_after1784, float %61) #3
  %cmp1874 = icmp ult i64 %add1240, 32
  br i1 %cmp1874, label %then1875, label %endif1876

then1875:                                         ; preds = %endif1789
  %bits = bitcast float %60 to i32
  %call1877 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits, i32 0, i32 31)
  %leaf = bitcast i32 %call1877 to float
  %sel = select i1 %inside1456, float %leaf, float %56
  %bits1879 = bitcast float %62 to i32
  %call1880 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1879, i32 0, i32 31)
  %leaf1881 = bitcast i32 %call1880 to float
  %sel1883 = select i1 %inside1456, float %leaf1881, float %58
  br label %endif1876

endif1876:                                        ; preds = %endif1789, %then1875
  %phi1898 = phi float [ %sel, %then1875 ], [ %56, %endif1789 ]
  %phi1902 = phi float [ %sel1883, %then1875 ], [ %58, %endif1789 ]
  %cmp1916 = icmp eq i64 %warp1243, 16
  br i1 %cmp1916, label %then1917, label %endif1919

then1917:                                         ; preds = %endif1876
  %bits1920 = bitcast float %phi1898 to i32
  %call1921 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1920, i32 24, i32 31)
  %leaf1922 = bitcast i32 %call1921 to float
  %cmp1923 = icmp eq i64 %lane1244, 24
  %sel1924 = select i1 %cmp1923, float %leaf1922, float %60
  %bits1925 = bitcast float %phi1902 to i32
  %call1926 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1925, i32 24, i32 31)
  %leaf1927 = bitcast i32 %call1926 to float
  %sel1929 = select i1 %cmp1923, float %leaf1927, float %62
  br label %endif1919

endif1919:                                        ; preds = %endif1876, %then1917
  %phi1945 = phi float [ %sel1924, %then1917 ], [ %60, %endif1876 ]
  %phi1949 = phi float [ %sel1929, %then1917 ], [ %62, %endif1876 ]
  %x1964 = load float, ptr addrspace(3) %base, align 16
  %63 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 4
  %x1965 = load float, ptr addrspace(3) %63, align 4
  %64 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 8
  %x1966 = load float, ptr addrspace(3) %64, align 8
  %65 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 12
  %x1967 = load float, ptr addrspace(3) %65, align 4
  %x1970 = load float, ptr addrspace(3) %slot1320, align 16
  %66 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 113156
  %x1971 = load float, ptr addrspace(3) %66, align 4
  %67 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 113160
  %x1972 = load float, ptr addrspace(3) %67, align 8
  %68 = getelementptr inbounds i8, ptr addrspace(3) %base, i64 113164
  %x1973 = load float, ptr addrspace(3) %68, align 4
  %add1974 = add i64 %add1241, -1
  %cmp1975 = icmp sgt i64 %add1974, -1
  %cmp1976 = icmp slt i64 %add1974, %add1242
  %exists = and i1 %cmp1975, %cmp1976
  %cmp1977 = icmp eq i64 %add1240, 1
  %waits = and i1 %cmp1977, %exists
  br i1 %waits, label %repeat.body.preheader, label %endif1979

repeat.body.preheader:                            ; preds = %endif1919
  %flag1980 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add1974
  %address1981 = ptrtoint ptr addrspace(1) %flag1980 to i64
  br label %repeat.body

endif1979:                                        ; preds = %repeat.body, %endif1919
  %add1983 = add i64 %add1241, 1
  %cmp1984 = icmp sgt i64 %add1983, -1
  %cmp1985 = icmp slt i64 %add1983, %add1242
  %exists1986 = and i1 %cmp1984, %cmp1985
  %cmp1987 = icmp eq i64 %add1240, 32
  %waits1988 = and i1 %cmp1987, %exists1986
  br i1 %waits1988, label %repeat.body1991.preheader, label %endif1990

repeat.body1991.preheader:                        ; preds = %endif1979
  %flag1993 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add1983
  %address1994 = ptrtoint ptr addrspace(1) %flag1993 to i64
  br label %repeat.body1991

repeat.body:                                      ; preds = %repeat.body.preheader, %repeat.body
  %69 = tail call i32 asm sideeffect "ld.acquire.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %address1981) #3
  %behind = sub i32 %69, %epoch
  %cmp1982 = icmp slt i32 %behind, 0
  br i1 %cmp1982, label %repeat.body, label %endif1979

endif1990:                                        ; preds = %repeat.body1991, %endif1979
  tail call void @llvm.nvvm.barrier0()
  %shift2013 = select i1 %from_before, i64 -6, i64 0
  %add2014 = add i64 %shift2013, %mul1251
  %add2016 = or disjoint i64 %mul1251, 1
  %70 = and i64 %add1240, -481
  %after2022 = icmp eq i64 %70, 31
  %shift2023 = select i1 %after2022, i64 6, i64 0
  %shift2024 = select i1 %from_before1591, i64 -6, i64 %shift2023
  %add2025 = add i64 %shift2024, %add2016
  %add2027 = or disjoint i64 %mul1251, 2
  %cmp2031 = icmp ugt i64 %add1417, 124
  %after2033 = and i1 %cmp1498, %cmp2031
  %shift2034 = select i1 %after2033, i64 6, i64 0
  %shift2035 = select i1 %from_before, i64 -6, i64 %shift2034
  %add2036 = add i64 %shift2035, %add2027
  %add2038 = or disjoint i64 %mul1251, 3
  %cmp2042 = icmp ugt i64 %add1454, 124
  %after2044 = and i1 %cmp1498, %cmp2042
  %shift2045 = select i1 %after2044, i64 6, i64 0
  %add2047 = add i64 %shift2045, %add2038
  %sub2048 = add i64 %add1242, -1
  %call2049 = tail call i64 @llvm.smin.i64(i64 %add1974, i64 %sub2048)
  %call2050 = tail call i64 @llvm.smax.i64(i64 %call2049, i64 0)
  %add2052 = add i64 %call2050, %mul1252
  %71 = mul i64 %add2052, 13056
  %gep11461 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %71
  %p2057 = getelementptr float, ptr addrspace(1) %gep11461, i64 %add2014
  %v2058 = load volatile float, ptr addrspace(1) %p2057, align 4
  %p2060 = getelementptr float, ptr addrspace(1) %gep11461, i64 %add2025
  %v2061 = load volatile float, ptr addrspace(1) %p2060, align 4
  %p2063 = getelementptr float, ptr addrspace(1) %gep11461, i64 %add2036
  %v2064 = load volatile float, ptr addrspace(1) %p2063, align 4
  %p2066 = getelementptr float, ptr addrspace(1) %gep11461, i64 %add2047
  %v2067 = load volatile float, ptr addrspace(1) %p2066, align 4
  %gep11463 = getelementptr float, ptr addrspace(1) %invariant.gep11462, i64 %71
  %p2077 = getelementptr float, ptr addrspace(1) %gep11463, i64 %add2014
  %v2078 = load volatile float, ptr addrspace(1) %p2077, align 4
  %p2080 = getelementptr float, ptr addrspace(1) %gep11463, i64 %add2025
  %v2081 = load volatile float, ptr addrspace(1) %p2080, align 4
  %p2083 = getelementptr float, ptr addrspace(1) %gep11463, i64 %add2036
  %v2084 = load volatile float, ptr addrspace(1) %p2083, align 4
  %p2086 = getelementptr float, ptr addrspace(1) %gep11463, i64 %add2047
  %v2087 = load volatile float, ptr addrspace(1) %p2086, align 4
  %gep11465 = getelementptr float, ptr addrspace(1) %invariant.gep11464, i64 %71
  %p2097 = getelementptr float, ptr addrspace(1) %gep11465, i64 %add2014
  %v2098 = load volatile float, ptr addrspace(1) %p2097, align 4
  %p2100 = getelementptr float, ptr addrspace(1) %gep11465, i64 %add2025
  %v2101 = load volatile float, ptr addrspace(1) %p2100, align 4
  %p2103 = getelementptr float, ptr addrspace(1) %gep11465, i64 %add2036
  %v2104 = load volatile float, ptr addrspace(1) %p2103, align 4
  %p2106 = getelementptr float, ptr addrspace(1) %gep11465, i64 %add2047
  %v2107 = load volatile float, ptr addrspace(1) %p2106, align 4
  %call2109 = tail call i64 @llvm.smin.i64(i64 %add1983, i64 %sub2048)
  %call2110 = tail call i64 @llvm.smax.i64(i64 %call2109, i64 0)
  %add2112 = add i64 %call2110, %mul1252
  %mul2115 = mul i64 %add2112, 13056
  %72 = getelementptr float, ptr addrspace(1) %2, i64 %mul2115
  %p2117 = getelementptr float, ptr addrspace(1) %72, i64 %add2014
  %v2118 = load volatile float, ptr addrspace(1) %p2117, align 4
  %p2120 = getelementptr float, ptr addrspace(1) %72, i64 %add2025
  %v2121 = load volatile float, ptr addrspace(1) %p2120, align 4
  %p2123 = getelementptr float, ptr addrspace(1) %72, i64 %add2036
  %v2124 = load volatile float, ptr addrspace(1) %p2123, align 4
  %p2126 = getelementptr float, ptr addrspace(1) %72, i64 %add2047
  %v2127 = load volatile float, ptr addrspace(1) %p2126, align 4
  %gep11467 = getelementptr float, ptr addrspace(1) %invariant.gep11466, i64 %mul2115
  %p2137 = getelementptr float, ptr addrspace(1) %gep11467, i64 %add2014
  %v2138 = load volatile float, ptr addrspace(1) %p2137, align 4
  %p2140 = getelementptr float, ptr addrspace(1) %gep11467, i64 %add2025
  %v2141 = load volatile float, ptr addrspace(1) %p2140, align 4
  %p2143 = getelementptr float, ptr addrspace(1) %gep11467, i64 %add2036
  %v2144 = load volatile float, ptr addrspace(1) %p2143, align 4
  %p2146 = getelementptr float, ptr addrspace(1) %gep11467, i64 %add2047
  %v2147 = load volatile float, ptr addrspace(1) %p2146, align 4
  %gep11469 = getelementptr float, ptr addrspace(1) %invariant.gep11468, i64 %mul2115
  %p2157 = getelementptr float, ptr addrspace(1) %gep11469, i64 %add2014
  %v2158 = load volatile float, ptr addrspace(1) %p2157, align 4
  %p2160 = getelementptr float, ptr addrspace(1) %gep11469, i64 %add2025
  %v2161 = load volatile float, ptr addrspace(1) %p2160, align 4
  %p2163 = getelementptr float, ptr addrspace(1) %gep11469, i64 %add2036
  %v2164 = load volatile float, ptr addrspace(1) %p2163, align 4
  %p2166 = getelementptr float, ptr addrspace(1) %gep11469, i64 %add2047
  %v2167 = load volatile float, ptr addrspace(1) %p2166, align 4
  br i1 %cmp1874, label %then2169, label %endif2171

repeat.body1991:                                  ; preds = %repeat.body1991.preheader, %repeat.body1991
  %73 = tail call i32 asm sideeffect "ld.acquire.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %address1994) #3
  %behind1995 = sub i32 %73, %epoch
  %cmp1996 = icmp slt i32 %behind1995, 0
  br i1 %cmp1996, label %repeat.body1991, label %endif1990

then2169:                                         ; preds = %endif1990
  %bits2172 = bitcast float %v2067 to i32
  %call2173 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2172, i32 0, i32 31)
  %leaf2174 = bitcast i32 %call2173 to float
  %sel2176 = select i1 %inside1456, float %leaf2174, float %v2064
  %bits2177 = bitcast float %v2087 to i32
  %call2178 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2177, i32 0, i32 31)
  %leaf2179 = bitcast i32 %call2178 to float
  %sel2181 = select i1 %inside1456, float %leaf2179, float %v2084
  %bits2182 = bitcast float %v2107 to i32
  %call2183 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2182, i32 0, i32 31)
  %leaf2184 = bitcast i32 %call2183 to float
  %sel2186 = select i1 %inside1456, float %leaf2184, float %v2104
  br label %endif2171

endif2171:                                        ; preds = %endif1990, %then2169
  %phi2189 = phi float [ %sel2176, %then2169 ], [ %v2064, %endif1990 ]
  %phi2193 = phi float [ %sel2181, %then2169 ], [ %v2084, %endif1990 ]
  %phi2197 = phi float [ %sel2186, %then2169 ], [ %v2104, %endif1990 ]
  br i1 %cmp1916, label %then2228, label %endif2230

then2228:                                         ; preds = %endif2171
  %bits2231 = bitcast float %phi2189 to i32
  %call2232 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2231, i32 24, i32 31)
  %leaf2233 = bitcast i32 %call2232 to float
  %cmp2234 = icmp eq i64 %lane1244, 24
  %sel2235 = select i1 %cmp2234, float %leaf2233, float %v2067
  %bits2236 = bitcast float %phi2193 to i32
  %call2237 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2236, i32 24, i32 31)
  %leaf2238 = bitcast i32 %call2237 to float
  %sel2240 = select i1 %cmp2234, float %leaf2238, float %v2087
  %bits2241 = bitcast float %phi2197 to i32
  %call2242 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2241, i32 24, i32 31)
  %leaf2243 = bitcast i32 %call2242 to float
  %sel2245 = select i1 %cmp2234, float %leaf2243, float %v2107
  br label %endif2230

endif2230:                                        ; preds = %endif2171, %then2228
  %phi2249 = phi float [ %sel2235, %then2228 ], [ %v2067, %endif2171 ]
  %phi2253 = phi float [ %sel2240, %then2228 ], [ %v2087, %endif2171 ]
  %phi2257 = phi float [ %sel2245, %then2228 ], [ %v2107, %endif2171 ]
  br i1 %cmp1874, label %then2287, label %endif2289

then2287:                                         ; preds = %endif2230
  %bits2290 = bitcast float %v2127 to i32
  %call2291 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2290, i32 0, i32 31)
  %leaf2292 = bitcast i32 %call2291 to float
  %sel2294 = select i1 %inside1456, float %leaf2292, float %v2124
  %bits2295 = bitcast float %v2147 to i32
  %call2296 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2295, i32 0, i32 31)
  %leaf2297 = bitcast i32 %call2296 to float
  %sel2299 = select i1 %inside1456, float %leaf2297, float %v2144
  %bits2300 = bitcast float %v2167 to i32
  %call2301 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2300, i32 0, i32 31)
  %leaf2302 = bitcast i32 %call2301 to float
  %sel2304 = select i1 %inside1456, float %leaf2302, float %v2164
  br label %endif2289

endif2289:                                        ; preds = %endif2230, %then2287
  %phi2335 = phi float [ %sel2294, %then2287 ], [ %v2124, %endif2230 ]
  %phi2339 = phi float [ %sel2299, %then2287 ], [ %v2144, %endif2230 ]
  %phi2343 = phi float [ %sel2304, %then2287 ], [ %v2164, %endif2230 ]
  br i1 %cmp1916, label %then2346, label %endif2348

then2346:                                         ; preds = %endif2289
  %bits2349 = bitcast float %phi2335 to i32
  %call2350 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2349, i32 24, i32 31)
  %leaf2351 = bitcast i32 %call2350 to float
  %cmp2352 = icmp eq i64 %lane1244, 24
  %sel2353 = select i1 %cmp2352, float %leaf2351, float %v2127
  %bits2354 = bitcast float %phi2339 to i32
  %call2355 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2354, i32 24, i32 31)
  %leaf2356 = bitcast i32 %call2355 to float
  %sel2358 = select i1 %cmp2352, float %leaf2356, float %v2147
  %bits2359 = bitcast float %phi2343 to i32
  %call2360 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2359, i32 24, i32 31)
  %leaf2361 = bitcast i32 %call2360 to float
  %sel2363 = select i1 %cmp2352, float %leaf2361, float %v2167
  br label %endif2348

endif2348:                                        ; preds = %endif2289, %then2346
  %phi2395 = phi float [ %sel2353, %then2346 ], [ %v2127, %endif2289 ]
  %phi2399 = phi float [ %sel2358, %then2346 ], [ %v2147, %endif2289 ]
  %phi2403 = phi float [ %sel2363, %then2346 ], [ %v2167, %endif2289 ]
  %sel2404 = select i1 %cmp1201, float %46, float %v2058
  %sel2405 = select i1 %cmp1201, float %51, float %v2061
  %sel2406 = select i1 %cmp1201, float %phi1898, float %phi2189
  %sel2407 = select i1 %cmp1201, float %phi1945, float %phi2249
  %sel2408 = select i1 %cmp1201, float %46, float %v2078
  %sel2409 = select i1 %cmp1201, float %51, float %v2081
  %sel2410 = select i1 %cmp1201, float %phi1898, float %phi2193
  %sel2411 = select i1 %cmp1201, float %phi1945, float %phi2253
  %sel2412 = select i1 %cmp1201, float %46, float %v2098
  %sel2413 = select i1 %cmp1201, float %51, float %v2101
  %sel2414 = select i1 %cmp1201, float %phi1898, float %phi2197
  %sel2415 = select i1 %cmp1201, float %phi1945, float %phi2257
  %sel2416 = select i1 %cmp1203, float %48, float %v2118
  %sel2417 = select i1 %cmp1203, float %53, float %v2121
  %sel2418 = select i1 %cmp1203, float %phi1902, float %phi2335
  %sel2419 = select i1 %cmp1203, float %phi1949, float %phi2395
  %sel2420 = select i1 %cmp1203, float %48, float %v2138
  %sel2421 = select i1 %cmp1203, float %53, float %v2141
  %sel2422 = select i1 %cmp1203, float %phi1902, float %phi2339
  %sel2423 = select i1 %cmp1203, float %phi1949, float %phi2399
  %sel2424 = select i1 %cmp1203, float %48, float %v2158
  %sel2425 = select i1 %cmp1203, float %53, float %v2161
  %sel2426 = select i1 %cmp1203, float %phi1902, float %phi2343
  %sel2427 = select i1 %cmp1203, float %phi1949, float %phi2403
  %74 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %mul1236) #3
  %sub2429 = sub i64 %74, %mul1236
  %base2430 = getelementptr inbounds float, ptr addrspace(3) %slots, i64 %sub2429
  %75 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %mul1236) #3
  %sub2431 = sub i64 %75, %mul1236
  %add2432 = add i64 %sub2431, %add1240
  %slot2443 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 8704
  %x2445 = load float, ptr addrspace(3) %slot2443, align 16
  %76 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 8708
  %x2446 = load float, ptr addrspace(3) %76, align 4
  %77 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 8712
  %x2447 = load float, ptr addrspace(3) %77, align 8
  %78 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 8716
  %x2448 = load float, ptr addrspace(3) %78, align 4
  %slot2449 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 17408
  %x2451 = load float, ptr addrspace(3) %slot2449, align 16
  %79 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 17412
  %x2452 = load float, ptr addrspace(3) %79, align 4
  %80 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 17416
  %x2453 = load float, ptr addrspace(3) %80, align 8
  %81 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 17420
  %x2454 = load float, ptr addrspace(3) %81, align 4
  %bits2457 = bitcast float %x1967 to i32
  %call2458 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2457, i32 1, i32 0)
  %leaf2459 = bitcast i32 %call2458 to float
  %fmul = fmul float %leaf2459, 2.000000e+00
  %fadd = fadd float %46, %fmul
  %fmul2460 = fmul float %x1964, 3.000000e+00
  %fadd2461 = fadd float %fmul2460, %fadd
  %fmul2462 = fmul float %x1965, 4.000000e+00
  %fadd2463 = fadd float %fmul2462, %fadd2461
  %fmul2464 = fmul float %x2445, 5.000000e+00
  %fadd2465 = fadd float %fmul2464, %fadd2463
  %fmul2466 = fmul float %x1964, 2.000000e+00
  %fadd2467 = fadd float %51, %fmul2466
  %fmul2468 = fmul float %x1965, 3.000000e+00
  %fadd2469 = fadd float %fmul2468, %fadd2467
  %fmul2470 = fmul float %x1966, 4.000000e+00
  %fadd2471 = fadd float %fmul2470, %fadd2469
  %fmul2472 = fmul float %x2446, 5.000000e+00
  %fadd2473 = fadd float %fadd2471, %fmul2472
  %fmul2474 = fmul float %x1965, 2.000000e+00
  %fadd2475 = fadd float %phi1898, %fmul2474
  %fmul2476 = fmul float %x1966, 3.000000e+00
  %fadd2477 = fadd float %fmul2476, %fadd2475
  %fmul2478 = fmul float %x1967, 4.000000e+00
  %fadd2479 = fadd float %fmul2478, %fadd2477
  %fmul2480 = fmul float %x2447, 5.000000e+00
  %fadd2481 = fadd float %fadd2479, %fmul2480
  %bits2482 = bitcast float %x1964 to i32
  %call2483 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2482, i32 1, i32 31)
  %leaf2484 = bitcast i32 %call2483 to float
  %fmul2485 = fmul float %x1966, 2.000000e+00
  %fadd2486 = fadd float %phi1945, %fmul2485
  %fmul2487 = fmul float %x1967, 3.000000e+00
  %fadd2488 = fadd float %fmul2487, %fadd2486
  %fmul2489 = fmul float %leaf2484, 4.000000e+00
  %fadd2490 = fadd float %fadd2488, %fmul2489
  %fmul2491 = fmul float %x2448, 5.000000e+00
  %fadd2492 = fadd float %fmul2491, %fadd2490
  %cmp2493 = icmp ult i64 %add2432, 32
  %edge = icmp eq i64 %add2432, 0
  %sel2495 = select i1 %edge, float %fadd2492, float %fadd2481
  %warp2435.mask = and i64 %add2432, -32
  %cmp2496 = icmp eq i64 %warp2435.mask, 512
  %edge2498 = icmp eq i64 %add2432, 536
  %sel2499 = select i1 %edge2498, float %fadd2481, float %fadd2492
  %v2500 = insertelement <4 x float> poison, float %fadd2465, i64 0
  %v2501 = insertelement <4 x float> %v2500, float %fadd2473, i64 1
  %v2502 = insertelement <4 x float> %v2501, float %sel2495, i64 2
  %v2503 = insertelement <4 x float> %v2502, float %sel2499, i64 3
  store <4 x float> %v2503, ptr addrspace(3) %base2430, align 16
  %slot2505 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 26112
  %x2507 = load float, ptr addrspace(3) %slot2505, align 16
  %82 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 26116
  %x2508 = load float, ptr addrspace(3) %82, align 4
  %83 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 26120
  %x2509 = load float, ptr addrspace(3) %83, align 8
  %84 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 26124
  %x2510 = load float, ptr addrspace(3) %84, align 4
  %bits2513 = bitcast float %x2448 to i32
  %call2514 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2513, i32 1, i32 0)
  %leaf2515 = bitcast i32 %call2514 to float
  %fmul2516 = fmul float %leaf2515, 2.000000e+00
  %fadd2517 = fadd float %x1964, %fmul2516
  %fmul2518 = fmul float %x2445, 3.000000e+00
  %fadd2519 = fadd float %fmul2518, %fadd2517
  %fmul2520 = fmul float %x2446, 4.000000e+00
  %fadd2521 = fadd float %fmul2520, %fadd2519
  %fmul2522 = fmul float %x2451, 5.000000e+00
  %fadd2523 = fadd float %fmul2522, %fadd2521
  %fmul2524 = fmul float %x2445, 2.000000e+00
  %fadd2525 = fadd float %x1965, %fmul2524
  %fmul2526 = fmul float %x2446, 3.000000e+00
  %fadd2527 = fadd float %fmul2526, %fadd2525
  %fmul2528 = fmul float %x2447, 4.000000e+00
  %fadd2529 = fadd float %fmul2528, %fadd2527
  %fmul2530 = fmul float %x2452, 5.000000e+00
  %fadd2531 = fadd float %fmul2530, %fadd2529
  %fmul2532 = fmul float %x2446, 2.000000e+00
  %fadd2533 = fadd float %x1966, %fmul2532
  %fmul2534 = fmul float %x2447, 3.000000e+00
  %fadd2535 = fadd float %fmul2534, %fadd2533
  %fmul2536 = fmul float %x2448, 4.000000e+00
  %fadd2537 = fadd float %fmul2536, %fadd2535
  %fmul2538 = fmul float %x2453, 5.000000e+00
  %fadd2539 = fadd float %fmul2538, %fadd2537
  %bits2540 = bitcast float %x2445 to i32
  %call2541 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2540, i32 1, i32 31)
  %leaf2542 = bitcast i32 %call2541 to float
  %fmul2543 = fmul float %x2447, 2.000000e+00
  %fadd2544 = fadd float %x1967, %fmul2543
  %fmul2545 = fmul float %x2448, 3.000000e+00
  %fadd2546 = fadd float %fmul2545, %fadd2544
  %fmul2547 = fmul float %leaf2542, 4.000000e+00
  %fadd2548 = fadd float %fadd2546, %fmul2547
  %fmul2549 = fmul float %x2454, 5.000000e+00
  %fadd2550 = fadd float %fmul2549, %fadd2548
  %sel2554 = select i1 %edge, float %fadd2550, float %fadd2539
  %sel2558 = select i1 %edge2498, float %fadd2539, float %fadd2550
  %v2559 = insertelement <4 x float> poison, float %fadd2523, i64 0
  %v2560 = insertelement <4 x float> %v2559, float %fadd2531, i64 1
  %v2561 = insertelement <4 x float> %v2560, float %sel2554, i64 2
  %v2562 = insertelement <4 x float> %v2561, float %sel2558, i64 3
  store <4 x float> %v2562, ptr addrspace(3) %slot2443, align 16
  %slot2564 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 34816
  %x2566 = load float, ptr addrspace(3) %slot2564, align 16
  %85 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 34820
  %x2567 = load float, ptr addrspace(3) %85, align 4
  %86 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 34824
  %x2568 = load float, ptr addrspace(3) %86, align 8
  %87 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 34828
  %x2569 = load float, ptr addrspace(3) %87, align 4
  %bits2572 = bitcast float %x2454 to i32
  %call2573 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2572, i32 1, i32 0)
  %leaf2574 = bitcast i32 %call2573 to float
  %fmul2575 = fmul float %leaf2574, 2.000000e+00
  %fadd2576 = fadd float %x2445, %fmul2575
  %fmul2577 = fmul float %x2451, 3.000000e+00
  %fadd2578 = fadd float %fmul2577, %fadd2576
  %fmul2579 = fmul float %x2452, 4.000000e+00
  %fadd2580 = fadd float %fmul2579, %fadd2578
  %fmul2581 = fmul float %x2507, 5.000000e+00
  %fadd2582 = fadd float %fmul2581, %fadd2580
  %fmul2583 = fmul float %x2451, 2.000000e+00
  %fadd2584 = fadd float %x2446, %fmul2583
  %fmul2585 = fmul float %x2452, 3.000000e+00
  %fadd2586 = fadd float %fmul2585, %fadd2584
  %fmul2587 = fmul float %x2453, 4.000000e+00
  %fadd2588 = fadd float %fmul2587, %fadd2586
  %fmul2589 = fmul float %x2508, 5.000000e+00
  %fadd2590 = fadd float %fadd2588, %fmul2589
  %fmul2591 = fmul float %x2452, 2.000000e+00
  %fadd2592 = fadd float %x2447, %fmul2591
  %fmul2593 = fmul float %x2453, 3.000000e+00
  %fadd2594 = fadd float %fmul2593, %fadd2592
  %fmul2595 = fmul float %x2454, 4.000000e+00
  %fadd2596 = fadd float %fmul2595, %fadd2594
  %fmul2597 = fmul float %x2509, 5.000000e+00
  %fadd2598 = fadd float %fadd2596, %fmul2597
  %bits2599 = bitcast float %x2451 to i32
  %call2600 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2599, i32 1, i32 31)
  %leaf2601 = bitcast i32 %call2600 to float
  %fmul2602 = fmul float %x2453, 2.000000e+00
  %fadd2603 = fadd float %x2448, %fmul2602
  %fmul2604 = fmul float %x2454, 3.000000e+00
  %fadd2605 = fadd float %fmul2604, %fadd2603
  %fmul2606 = fmul float %leaf2601, 4.000000e+00
  %fadd2607 = fadd float %fadd2605, %fmul2606
  %fmul2608 = fmul float %x2510, 5.000000e+00
  %fadd2609 = fadd float %fmul2608, %fadd2607
  %sel2613 = select i1 %edge, float %fadd2609, float %fadd2598
  %sel2617 = select i1 %edge2498, float %fadd2598, float %fadd2609
  %v2618 = insertelement <4 x float> poison, float %fadd2582, i64 0
  %v2619 = insertelement <4 x float> %v2618, float %fadd2590, i64 1
  %v2620 = insertelement <4 x float> %v2619, float %sel2613, i64 2
  %v2621 = insertelement <4 x float> %v2620, float %sel2617, i64 3
  store <4 x float> %v2621, ptr addrspace(3) %slot2449, align 16
  %slot2623 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 43520
  %x2625 = load float, ptr addrspace(3) %slot2623, align 16
  %88 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 43524
  %x2626 = load float, ptr addrspace(3) %88, align 4
  %89 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 43528
  %x2627 = load float, ptr addrspace(3) %89, align 8
  %90 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 43532
  %x2628 = load float, ptr addrspace(3) %90, align 4
  %bits2631 = bitcast float %x2510 to i32
  %call2632 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2631, i32 1, i32 0)
  %leaf2633 = bitcast i32 %call2632 to float
  %fmul2634 = fmul float %leaf2633, 2.000000e+00
  %fadd2635 = fadd float %x2451, %fmul2634
  %fmul2636 = fmul float %x2507, 3.000000e+00
  %fadd2637 = fadd float %fmul2636, %fadd2635
  %fmul2638 = fmul float %x2508, 4.000000e+00
  %fadd2639 = fadd float %fmul2638, %fadd2637
  %fmul2640 = fmul float %x2566, 5.000000e+00
  %fadd2641 = fadd float %fmul2640, %fadd2639
  %fmul2642 = fmul float %x2507, 2.000000e+00
  %fadd2643 = fadd float %x2452, %fmul2642
  %fmul2644 = fmul float %x2508, 3.000000e+00
  %fadd2645 = fadd float %fmul2644, %fadd2643
  %fmul2646 = fmul float %x2509, 4.000000e+00
  %fadd2647 = fadd float %fmul2646, %fadd2645
  %fmul2648 = fmul float %x2567, 5.000000e+00
  %fadd2649 = fadd float %fadd2647, %fmul2648
  %fmul2650 = fmul float %x2508, 2.000000e+00
  %fadd2651 = fadd float %x2453, %fmul2650
  %fmul2652 = fmul float %x2509, 3.000000e+00
  %fadd2653 = fadd float %fmul2652, %fadd2651
  %fmul2654 = fmul float %x2510, 4.000000e+00
  %fadd2655 = fadd float %fmul2654, %fadd2653
  %fmul2656 = fmul float %x2568, 5.000000e+00
  %fadd2657 = fadd float %fadd2655, %fmul2656
  %bits2658 = bitcast float %x2507 to i32
  %call2659 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2658, i32 1, i32 31)
  %leaf2660 = bitcast i32 %call2659 to float
  %fmul2661 = fmul float %x2509, 2.000000e+00
  %fadd2662 = fadd float %x2454, %fmul2661
  %fmul2663 = fmul float %x2510, 3.000000e+00
  %fadd2664 = fadd float %fmul2663, %fadd2662
  %fmul2665 = fmul float %leaf2660, 4.000000e+00
  %fadd2666 = fadd float %fadd2664, %fmul2665
  %fmul2667 = fmul float %x2569, 5.000000e+00
  %fadd2668 = fadd float %fmul2667, %fadd2666
  %sel2672 = select i1 %edge, float %fadd2668, float %fadd2657
  %sel2676 = select i1 %edge2498, float %fadd2657, float %fadd2668
  %v2677 = insertelement <4 x float> poison, float %fadd2641, i64 0
  %v2678 = insertelement <4 x float> %v2677, float %fadd2649, i64 1
  %v2679 = insertelement <4 x float> %v2678, float %sel2672, i64 2
  %v2680 = insertelement <4 x float> %v2679, float %sel2676, i64 3
  store <4 x float> %v2680, ptr addrspace(3) %slot2505, align 16
  %slot2682 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 52224
  %x2684 = load float, ptr addrspace(3) %slot2682, align 16
  %91 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 52228
  %x2685 = load float, ptr addrspace(3) %91, align 4
  %92 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 52232
  %x2686 = load float, ptr addrspace(3) %92, align 8
  %93 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 52236
  %x2687 = load float, ptr addrspace(3) %93, align 4
  %bits2690 = bitcast float %x2569 to i32
  %call2691 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2690, i32 1, i32 0)
  %leaf2692 = bitcast i32 %call2691 to float
  %fmul2693 = fmul float %leaf2692, 2.000000e+00
  %fadd2694 = fadd float %x2507, %fmul2693
  %fmul2695 = fmul float %x2566, 3.000000e+00
  %fadd2696 = fadd float %fmul2695, %fadd2694
  %fmul2697 = fmul float %x2567, 4.000000e+00
  %fadd2698 = fadd float %fmul2697, %fadd2696
  %fmul2699 = fmul float %x2625, 5.000000e+00
  %fadd2700 = fadd float %fmul2699, %fadd2698
  %fmul2701 = fmul float %x2566, 2.000000e+00
  %fadd2702 = fadd float %x2508, %fmul2701
  %fmul2703 = fmul float %x2567, 3.000000e+00
  %fadd2704 = fadd float %fmul2703, %fadd2702
  %fmul2705 = fmul float %x2568, 4.000000e+00
  %fadd2706 = fadd float %fmul2705, %fadd2704
  %fmul2707 = fmul float %x2626, 5.000000e+00
  %fadd2708 = fadd float %fadd2706, %fmul2707
  %fmul2709 = fmul float %x2567, 2.000000e+00
  %fadd2710 = fadd float %x2509, %fmul2709
  %fmul2711 = fmul float %x2568, 3.000000e+00
  %fadd2712 = fadd float %fmul2711, %fadd2710
  %fmul2713 = fmul float %x2569, 4.000000e+00
  %fadd2714 = fadd float %fmul2713, %fadd2712
  %fmul2715 = fmul float %x2627, 5.000000e+00
  %fadd2716 = fadd float %fadd2714, %fmul2715
  %bits2717 = bitcast float %x2566 to i32
  %call2718 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2717, i32 1, i32 31)
  %leaf2719 = bitcast i32 %call2718 to float
  %fmul2720 = fmul float %x2568, 2.000000e+00
  %fadd2721 = fadd float %x2510, %fmul2720
  %fmul2722 = fmul float %x2569, 3.000000e+00
  %fadd2723 = fadd float %fmul2722, %fadd2721
  %fmul2724 = fmul float %leaf2719, 4.000000e+00
  %fadd2725 = fadd float %fadd2723, %fmul2724
  %fmul2726 = fmul float %x2628, 5.000000e+00
  %fadd2727 = fadd float %fmul2726, %fadd2725
  %sel2731 = select i1 %edge, float %fadd2727, float %fadd2716
  %sel2735 = select i1 %edge2498, float %fadd2716, float %fadd2727
  %v2736 = insertelement <4 x float> poison, float %fadd2700, i64 0
  %v2737 = insertelement <4 x float> %v2736, float %fadd2708, i64 1
  %v2738 = insertelement <4 x float> %v2737, float %sel2731, i64 2
  %v2739 = insertelement <4 x float> %v2738, float %sel2735, i64 3
  store <4 x float> %v2739, ptr addrspace(3) %slot2564, align 16
  %slot2741 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 60928
  %x2743 = load float, ptr addrspace(3) %slot2741, align 16
  %94 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 60932
  %x2744 = load float, ptr addrspace(3) %94, align 4
  %95 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 60936
  %x2745 = load float, ptr addrspace(3) %95, align 8
  %96 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 60940
  %x2746 = load float, ptr addrspace(3) %96, align 4
  %bits2749 = bitcast float %x2628 to i32
  %call2750 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2749, i32 1, i32 0)
  %leaf2751 = bitcast i32 %call2750 to float
  %fmul2752 = fmul float %leaf2751, 2.000000e+00
  %fadd2753 = fadd float %x2566, %fmul2752
  %fmul2754 = fmul float %x2625, 3.000000e+00
  %fadd2755 = fadd float %fmul2754, %fadd2753
  %fmul2756 = fmul float %x2626, 4.000000e+00
  %fadd2757 = fadd float %fmul2756, %fadd2755
  %fmul2758 = fmul float %x2684, 5.000000e+00
  %fadd2759 = fadd float %fmul2758, %fadd2757
  %fmul2760 = fmul float %x2625, 2.000000e+00
  %fadd2761 = fadd float %x2567, %fmul2760
  %fmul2762 = fmul float %x2626, 3.000000e+00
  %fadd2763 = fadd float %fmul2762, %fadd2761
  %fmul2764 = fmul float %x2627, 4.000000e+00
  %fadd2765 = fadd float %fmul2764, %fadd2763
  %fmul2766 = fmul float %x2685, 5.000000e+00
  %fadd2767 = fadd float %fadd2765, %fmul2766
  %fmul2768 = fmul float %x2626, 2.000000e+00
  %fadd2769 = fadd float %x2568, %fmul2768
  %fmul2770 = fmul float %x2627, 3.000000e+00
  %fadd2771 = fadd float %fmul2770, %fadd2769
  %fmul2772 = fmul float %x2628, 4.000000e+00
  %fadd2773 = fadd float %fmul2772, %fadd2771
  %fmul2774 = fmul float %x2686, 5.000000e+00
  %fadd2775 = fadd float %fadd2773, %fmul2774
  %bits2776 = bitcast float %x2625 to i32
  %call2777 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2776, i32 1, i32 31)
  %leaf2778 = bitcast i32 %call2777 to float
  %fmul2779 = fmul float %x2627, 2.000000e+00
  %fadd2780 = fadd float %x2569, %fmul2779
  %fmul2781 = fmul float %x2628, 3.000000e+00
  %fadd2782 = fadd float %fmul2781, %fadd2780
  %fmul2783 = fmul float %leaf2778, 4.000000e+00
  %fadd2784 = fadd float %fadd2782, %fmul2783
  %fmul2785 = fmul float %x2687, 5.000000e+00
  %fadd2786 = fadd float %fmul2785, %fadd2784
  %sel2790 = select i1 %edge, float %fadd2786, float %fadd2775
  %sel2794 = select i1 %edge2498, float %fadd2775, float %fadd2786
  %v2795 = insertelement <4 x float> poison, float %fadd2759, i64 0
  %v2796 = insertelement <4 x float> %v2795, float %fadd2767, i64 1
  %v2797 = insertelement <4 x float> %v2796, float %sel2790, i64 2
  %v2798 = insertelement <4 x float> %v2797, float %sel2794, i64 3
  store <4 x float> %v2798, ptr addrspace(3) %slot2623, align 16
  %slot2800 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 69632
  %x2802 = load float, ptr addrspace(3) %slot2800, align 16
  %97 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 69636
  %x2803 = load float, ptr addrspace(3) %97, align 4
  %98 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 69640
  %x2804 = load float, ptr addrspace(3) %98, align 8
  %99 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 69644
  %x2805 = load float, ptr addrspace(3) %99, align 4
  %bits2808 = bitcast float %x2687 to i32
  %call2809 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2808, i32 1, i32 0)
  %leaf2810 = bitcast i32 %call2809 to float
  %fmul2811 = fmul float %leaf2810, 2.000000e+00
  %fadd2812 = fadd float %x2625, %fmul2811
  %fmul2813 = fmul float %x2684, 3.000000e+00
  %fadd2814 = fadd float %fmul2813, %fadd2812
  %fmul2815 = fmul float %x2685, 4.000000e+00
  %fadd2816 = fadd float %fmul2815, %fadd2814
  %fmul2817 = fmul float %x2743, 5.000000e+00
  %fadd2818 = fadd float %fmul2817, %fadd2816
  %fmul2819 = fmul float %x2684, 2.000000e+00
  %fadd2820 = fadd float %x2626, %fmul2819
  %fmul2821 = fmul float %x2685, 3.000000e+00
  %fadd2822 = fadd float %fmul2821, %fadd2820
  %fmul2823 = fmul float %x2686, 4.000000e+00
  %fadd2824 = fadd float %fmul2823, %fadd2822
  %fmul2825 = fmul float %x2744, 5.000000e+00
  %fadd2826 = fadd float %fadd2824, %fmul2825
  %fmul2827 = fmul float %x2685, 2.000000e+00
  %fadd2828 = fadd float %x2627, %fmul2827
  %fmul2829 = fmul float %x2686, 3.000000e+00
  %fadd2830 = fadd float %fmul2829, %fadd2828
  %fmul2831 = fmul float %x2687, 4.000000e+00
  %fadd2832 = fadd float %fmul2831, %fadd2830
  %fmul2833 = fmul float %x2745, 5.000000e+00
  %fadd2834 = fadd float %fadd2832, %fmul2833
  %bits2835 = bitcast float %x2684 to i32
  %call2836 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2835, i32 1, i32 31)
  %leaf2837 = bitcast i32 %call2836 to float
  %fmul2838 = fmul float %x2686, 2.000000e+00
  %fadd2839 = fadd float %x2628, %fmul2838
  %fmul2840 = fmul float %x2687, 3.000000e+00
  %fadd2841 = fadd float %fmul2840, %fadd2839
  %fmul2842 = fmul float %leaf2837, 4.000000e+00
  %fadd2843 = fadd float %fadd2841, %fmul2842
  %fmul2844 = fmul float %x2746, 5.000000e+00
  %fadd2845 = fadd float %fmul2844, %fadd2843
  %sel2849 = select i1 %edge, float %fadd2845, float %fadd2834
  %sel2853 = select i1 %edge2498, float %fadd2834, float %fadd2845
  %v2854 = insertelement <4 x float> poison, float %fadd2818, i64 0
  %v2855 = insertelement <4 x float> %v2854, float %fadd2826, i64 1
  %v2856 = insertelement <4 x float> %v2855, float %sel2849, i64 2
  %v2857 = insertelement <4 x float> %v2856, float %sel2853, i64 3
  store <4 x float> %v2857, ptr addrspace(3) %slot2682, align 16
  %slot2859 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 78336
  %x2861 = load float, ptr addrspace(3) %slot2859, align 16
  %100 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 78340
  %x2862 = load float, ptr addrspace(3) %100, align 4
  %101 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 78344
  %x2863 = load float, ptr addrspace(3) %101, align 8
  %102 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 78348
  %x2864 = load float, ptr addrspace(3) %102, align 4
  %bits2867 = bitcast float %x2746 to i32
  %call2868 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2867, i32 1, i32 0)
  %leaf2869 = bitcast i32 %call2868 to float
  %fmul2870 = fmul float %leaf2869, 2.000000e+00
  %fadd2871 = fadd float %x2684, %fmul2870
  %fmul2872 = fmul float %x2743, 3.000000e+00
  %fadd2873 = fadd float %fmul2872, %fadd2871
  %fmul2874 = fmul float %x2744, 4.000000e+00
  %fadd2875 = fadd float %fmul2874, %fadd2873
  %fmul2876 = fmul float %x2802, 5.000000e+00
  %fadd2877 = fadd float %fmul2876, %fadd2875
  %fmul2878 = fmul float %x2743, 2.000000e+00
  %fadd2879 = fadd float %x2685, %fmul2878
  %fmul2880 = fmul float %x2744, 3.000000e+00
  %fadd2881 = fadd float %fmul2880, %fadd2879
  %fmul2882 = fmul float %x2745, 4.000000e+00
  %fadd2883 = fadd float %fmul2882, %fadd2881
  %fmul2884 = fmul float %x2803, 5.000000e+00
  %fadd2885 = fadd float %fadd2883, %fmul2884
  %fmul2886 = fmul float %x2744, 2.000000e+00
  %fadd2887 = fadd float %x2686, %fmul2886
  %fmul2888 = fmul float %x2745, 3.000000e+00
  %fadd2889 = fadd float %fmul2888, %fadd2887
  %fmul2890 = fmul float %x2746, 4.000000e+00
  %fadd2891 = fadd float %fmul2890, %fadd2889
  %fmul2892 = fmul float %x2804, 5.000000e+00
  %fadd2893 = fadd float %fadd2891, %fmul2892
  %bits2894 = bitcast float %x2743 to i32
  %call2895 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2894, i32 1, i32 31)
  %leaf2896 = bitcast i32 %call2895 to float
  %fmul2897 = fmul float %x2745, 2.000000e+00
  %fadd2898 = fadd float %x2687, %fmul2897
  %fmul2899 = fmul float %x2746, 3.000000e+00
  %fadd2900 = fadd float %fmul2899, %fadd2898
  %fmul2901 = fmul float %leaf2896, 4.000000e+00
  %fadd2902 = fadd float %fadd2900, %fmul2901
  %fmul2903 = fmul float %x2805, 5.000000e+00
  %fadd2904 = fadd float %fmul2903, %fadd2902
  %sel2908 = select i1 %edge, float %fadd2904, float %fadd2893
  %sel2912 = select i1 %edge2498, float %fadd2893, float %fadd2904
  %v2913 = insertelement <4 x float> poison, float %fadd2877, i64 0
  %v2914 = insertelement <4 x float> %v2913, float %fadd2885, i64 1
  %v2915 = insertelement <4 x float> %v2914, float %sel2908, i64 2
  %v2916 = insertelement <4 x float> %v2915, float %sel2912, i64 3
  store <4 x float> %v2916, ptr addrspace(3) %slot2741, align 16
  %slot2918 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 87040
  %x2920 = load float, ptr addrspace(3) %slot2918, align 16
  %103 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 87044
  %x2921 = load float, ptr addrspace(3) %103, align 4
  %104 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 87048
  %x2922 = load float, ptr addrspace(3) %104, align 8
  %105 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 87052
  %x2923 = load float, ptr addrspace(3) %105, align 4
  %bits2926 = bitcast float %x2805 to i32
  %call2927 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2926, i32 1, i32 0)
  %leaf2928 = bitcast i32 %call2927 to float
  %fmul2929 = fmul float %leaf2928, 2.000000e+00
  %fadd2930 = fadd float %x2743, %fmul2929
  %fmul2931 = fmul float %x2802, 3.000000e+00
  %fadd2932 = fadd float %fmul2931, %fadd2930
  %fmul2933 = fmul float %x2803, 4.000000e+00
  %fadd2934 = fadd float %fmul2933, %fadd2932
  %fmul2935 = fmul float %x2861, 5.000000e+00
  %fadd2936 = fadd float %fmul2935, %fadd2934
  %fmul2937 = fmul float %x2802, 2.000000e+00
  %fadd2938 = fadd float %x2744, %fmul2937
  %fmul2939 = fmul float %x2803, 3.000000e+00
  %fadd2940 = fadd float %fmul2939, %fadd2938
  %fmul2941 = fmul float %x2804, 4.000000e+00
  %fadd2942 = fadd float %fmul2941, %fadd2940
  %fmul2943 = fmul float %x2862, 5.000000e+00
  %fadd2944 = fadd float %fadd2942, %fmul2943
  %fmul2945 = fmul float %x2803, 2.000000e+00
  %fadd2946 = fadd float %x2745, %fmul2945
  %fmul2947 = fmul float %x2804, 3.000000e+00
  %fadd2948 = fadd float %fmul2947, %fadd2946
  %fmul2949 = fmul float %x2805, 4.000000e+00
  %fadd2950 = fadd float %fmul2949, %fadd2948
  %fmul2951 = fmul float %x2863, 5.000000e+00
  %fadd2952 = fadd float %fadd2950, %fmul2951
  %bits2953 = bitcast float %x2802 to i32
  %call2954 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2953, i32 1, i32 31)
  %leaf2955 = bitcast i32 %call2954 to float
  %fmul2956 = fmul float %x2804, 2.000000e+00
  %fadd2957 = fadd float %x2746, %fmul2956
  %fmul2958 = fmul float %x2805, 3.000000e+00
  %fadd2959 = fadd float %fmul2958, %fadd2957
  %fmul2960 = fmul float %leaf2955, 4.000000e+00
  %fadd2961 = fadd float %fadd2959, %fmul2960
  %fmul2962 = fmul float %x2864, 5.000000e+00
  %fadd2963 = fadd float %fmul2962, %fadd2961
  %sel2967 = select i1 %edge, float %fadd2963, float %fadd2952
  %sel2971 = select i1 %edge2498, float %fadd2952, float %fadd2963
  %v2972 = insertelement <4 x float> poison, float %fadd2936, i64 0
  %v2973 = insertelement <4 x float> %v2972, float %fadd2944, i64 1
  %v2974 = insertelement <4 x float> %v2973, float %sel2967, i64 2
  %v2975 = insertelement <4 x float> %v2974, float %sel2971, i64 3
  store <4 x float> %v2975, ptr addrspace(3) %slot2800, align 16
  %slot2977 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 95744
  %x2979 = load float, ptr addrspace(3) %slot2977, align 16
  %106 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 95748
  %x2980 = load float, ptr addrspace(3) %106, align 4
  %107 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 95752
  %x2981 = load float, ptr addrspace(3) %107, align 8
  %108 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 95756
  %x2982 = load float, ptr addrspace(3) %108, align 4
  %bits2985 = bitcast float %x2864 to i32
  %call2986 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2985, i32 1, i32 0)
  %leaf2987 = bitcast i32 %call2986 to float
  %fmul2988 = fmul float %leaf2987, 2.000000e+00
  %fadd2989 = fadd float %x2802, %fmul2988
  %fmul2990 = fmul float %x2861, 3.000000e+00
  %fadd2991 = fadd float %fmul2990, %fadd2989
  %fmul2992 = fmul float %x2862, 4.000000e+00
  %fadd2993 = fadd float %fmul2992, %fadd2991
  %fmul2994 = fmul float %x2920, 5.000000e+00
  %fadd2995 = fadd float %fmul2994, %fadd2993
  %fmul2996 = fmul float %x2861, 2.000000e+00
  %fadd2997 = fadd float %x2803, %fmul2996
  %fmul2998 = fmul float %x2862, 3.000000e+00
  %fadd2999 = fadd float %fmul2998, %fadd2997
  %fmul3000 = fmul float %x2863, 4.000000e+00
  %fadd3001 = fadd float %fmul3000, %fadd2999
  %fmul3002 = fmul float %x2921, 5.000000e+00
  %fadd3003 = fadd float %fadd3001, %fmul3002
  %fmul3004 = fmul float %x2862, 2.000000e+00
  %fadd3005 = fadd float %x2804, %fmul3004
  %fmul3006 = fmul float %x2863, 3.000000e+00
  %fadd3007 = fadd float %fmul3006, %fadd3005
  %fmul3008 = fmul float %x2864, 4.000000e+00
  %fadd3009 = fadd float %fmul3008, %fadd3007
  %fmul3010 = fmul float %x2922, 5.000000e+00
  %fadd3011 = fadd float %fadd3009, %fmul3010
  %bits3012 = bitcast float %x2861 to i32
  %call3013 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3012, i32 1, i32 31)
  %leaf3014 = bitcast i32 %call3013 to float
  %fmul3015 = fmul float %x2863, 2.000000e+00
  %fadd3016 = fadd float %x2805, %fmul3015
  %fmul3017 = fmul float %x2864, 3.000000e+00
  %fadd3018 = fadd float %fmul3017, %fadd3016
  %fmul3019 = fmul float %leaf3014, 4.000000e+00
  %fadd3020 = fadd float %fadd3018, %fmul3019
  %fmul3021 = fmul float %x2923, 5.000000e+00
  %fadd3022 = fadd float %fmul3021, %fadd3020
  %sel3026 = select i1 %edge, float %fadd3022, float %fadd3011
  %sel3030 = select i1 %edge2498, float %fadd3011, float %fadd3022
  %v3031 = insertelement <4 x float> poison, float %fadd2995, i64 0
  %v3032 = insertelement <4 x float> %v3031, float %fadd3003, i64 1
  %v3033 = insertelement <4 x float> %v3032, float %sel3026, i64 2
  %v3034 = insertelement <4 x float> %v3033, float %sel3030, i64 3
  store <4 x float> %v3034, ptr addrspace(3) %slot2859, align 16
  %slot3036 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 104448
  %x3038 = load float, ptr addrspace(3) %slot3036, align 16
  %109 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 104452
  %x3039 = load float, ptr addrspace(3) %109, align 4
  %110 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 104456
  %x3040 = load float, ptr addrspace(3) %110, align 8
  %111 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 104460
  %x3041 = load float, ptr addrspace(3) %111, align 4
  %bits3044 = bitcast float %x2923 to i32
  %call3045 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3044, i32 1, i32 0)
  %leaf3046 = bitcast i32 %call3045 to float
  %fmul3047 = fmul float %leaf3046, 2.000000e+00
  %fadd3048 = fadd float %x2861, %fmul3047
  %fmul3049 = fmul float %x2920, 3.000000e+00
  %fadd3050 = fadd float %fmul3049, %fadd3048
  %fmul3051 = fmul float %x2921, 4.000000e+00
  %fadd3052 = fadd float %fmul3051, %fadd3050
  %fmul3053 = fmul float %x2979, 5.000000e+00
  %fadd3054 = fadd float %fmul3053, %fadd3052
  %fmul3055 = fmul float %x2920, 2.000000e+00
  %fadd3056 = fadd float %x2862, %fmul3055
  %fmul3057 = fmul float %x2921, 3.000000e+00
  %fadd3058 = fadd float %fmul3057, %fadd3056
  %fmul3059 = fmul float %x2922, 4.000000e+00
  %fadd3060 = fadd float %fmul3059, %fadd3058
  %fmul3061 = fmul float %x2980, 5.000000e+00
  %fadd3062 = fadd float %fadd3060, %fmul3061
  %fmul3063 = fmul float %x2921, 2.000000e+00
  %fadd3064 = fadd float %x2863, %fmul3063
  %fmul3065 = fmul float %x2922, 3.000000e+00
  %fadd3066 = fadd float %fmul3065, %fadd3064
  %fmul3067 = fmul float %x2923, 4.000000e+00
  %fadd3068 = fadd float %fmul3067, %fadd3066
  %fmul3069 = fmul float %x2981, 5.000000e+00
  %fadd3070 = fadd float %fadd3068, %fmul3069
  %bits3071 = bitcast float %x2920 to i32
  %call3072 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3071, i32 1, i32 31)
  %leaf3073 = bitcast i32 %call3072 to float
  %fmul3074 = fmul float %x2922, 2.000000e+00
  %fadd3075 = fadd float %x2864, %fmul3074
  %fmul3076 = fmul float %x2923, 3.000000e+00
  %fadd3077 = fadd float %fmul3076, %fadd3075
  %fmul3078 = fmul float %leaf3073, 4.000000e+00
  %fadd3079 = fadd float %fadd3077, %fmul3078
  %fmul3080 = fmul float %x2982, 5.000000e+00
  %fadd3081 = fadd float %fmul3080, %fadd3079
  %sel3085 = select i1 %edge, float %fadd3081, float %fadd3070
  %sel3089 = select i1 %edge2498, float %fadd3070, float %fadd3081
  %v3090 = insertelement <4 x float> poison, float %fadd3054, i64 0
  %v3091 = insertelement <4 x float> %v3090, float %fadd3062, i64 1
  %v3092 = insertelement <4 x float> %v3091, float %sel3085, i64 2
  %v3093 = insertelement <4 x float> %v3092, float %sel3089, i64 3
  store <4 x float> %v3093, ptr addrspace(3) %slot2918, align 16
  %bits3097 = bitcast float %x2982 to i32
  %call3098 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3097, i32 1, i32 0)
  %leaf3099 = bitcast i32 %call3098 to float
  %fmul3100 = fmul float %leaf3099, 2.000000e+00
  %fadd3101 = fadd float %x2920, %fmul3100
  %fmul3102 = fmul float %x2979, 3.000000e+00
  %fadd3103 = fadd float %fmul3102, %fadd3101
  %fmul3104 = fmul float %x2980, 4.000000e+00
  %fadd3105 = fadd float %fmul3104, %fadd3103
  %fmul3106 = fmul float %x3038, 5.000000e+00
  %fadd3107 = fadd float %fmul3106, %fadd3105
  %fmul3108 = fmul float %x2979, 2.000000e+00
  %fadd3109 = fadd float %x2921, %fmul3108
  %fmul3110 = fmul float %x2980, 3.000000e+00
  %fadd3111 = fadd float %fmul3110, %fadd3109
  %fmul3112 = fmul float %x2981, 4.000000e+00
  %fadd3113 = fadd float %fmul3112, %fadd3111
  %fmul3114 = fmul float %x3039, 5.000000e+00
  %fadd3115 = fadd float %fadd3113, %fmul3114
  %fmul3116 = fmul float %x2980, 2.000000e+00
  %fadd3117 = fadd float %x2922, %fmul3116
  %fmul3118 = fmul float %x2981, 3.000000e+00
  %fadd3119 = fadd float %fmul3118, %fadd3117
  %fmul3120 = fmul float %x2982, 4.000000e+00
  %fadd3121 = fadd float %fmul3120, %fadd3119
  %fmul3122 = fmul float %x3040, 5.000000e+00
  %fadd3123 = fadd float %fadd3121, %fmul3122
  %bits3124 = bitcast float %x2979 to i32
  %call3125 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3124, i32 1, i32 31)
  %leaf3126 = bitcast i32 %call3125 to float
  %fmul3127 = fmul float %x2981, 2.000000e+00
  %fadd3128 = fadd float %x2923, %fmul3127
  %fmul3129 = fmul float %x2982, 3.000000e+00
  %fadd3130 = fadd float %fmul3129, %fadd3128
  %fmul3131 = fmul float %leaf3126, 4.000000e+00
  %fadd3132 = fadd float %fadd3130, %fmul3131
  %fmul3133 = fmul float %x3041, 5.000000e+00
  %fadd3134 = fadd float %fmul3133, %fadd3132
  %sel3138 = select i1 %edge, float %fadd3134, float %fadd3123
  %sel3142 = select i1 %edge2498, float %fadd3123, float %fadd3134
  %v3143 = insertelement <4 x float> poison, float %fadd3107, i64 0
  %v3144 = insertelement <4 x float> %v3143, float %fadd3115, i64 1
  %v3145 = insertelement <4 x float> %v3144, float %sel3138, i64 2
  %v3146 = insertelement <4 x float> %v3145, float %sel3142, i64 3
  store <4 x float> %v3146, ptr addrspace(3) %slot2977, align 16
  %bits3150 = bitcast float %x3041 to i32
  %call3151 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3150, i32 1, i32 0)
  %leaf3152 = bitcast i32 %call3151 to float
  %fmul3153 = fmul float %leaf3152, 2.000000e+00
  %fadd3154 = fadd float %x2979, %fmul3153
  %fmul3155 = fmul float %x3038, 3.000000e+00
  %fadd3156 = fadd float %fmul3155, %fadd3154
  %fmul3157 = fmul float %x3039, 4.000000e+00
  %fadd3158 = fadd float %fmul3157, %fadd3156
  %fmul3159 = fmul float %x1970, 5.000000e+00
  %fadd3160 = fadd float %fmul3159, %fadd3158
  %fmul3161 = fmul float %x3038, 2.000000e+00
  %fadd3162 = fadd float %x2980, %fmul3161
  %fmul3163 = fmul float %x3039, 3.000000e+00
  %fadd3164 = fadd float %fmul3163, %fadd3162
  %fmul3165 = fmul float %x3040, 4.000000e+00
  %fadd3166 = fadd float %fmul3165, %fadd3164
  %fmul3167 = fmul float %x1971, 5.000000e+00
  %fadd3168 = fadd float %fmul3167, %fadd3166
  %fmul3169 = fmul float %x3039, 2.000000e+00
  %fadd3170 = fadd float %x2981, %fmul3169
  %fmul3171 = fmul float %x3040, 3.000000e+00
  %fadd3172 = fadd float %fmul3171, %fadd3170
  %fmul3173 = fmul float %x3041, 4.000000e+00
  %fadd3174 = fadd float %fmul3173, %fadd3172
  %fmul3175 = fmul float %x1972, 5.000000e+00
  %fadd3176 = fadd float %fmul3175, %fadd3174
  %bits3177 = bitcast float %x3038 to i32
  %call3178 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3177, i32 1, i32 31)
  %leaf3179 = bitcast i32 %call3178 to float
  %fmul3180 = fmul float %x3040, 2.000000e+00
  %fadd3181 = fadd float %x2982, %fmul3180
  %fmul3182 = fmul float %x3041, 3.000000e+00
  %fadd3183 = fadd float %fmul3182, %fadd3181
  %fmul3184 = fmul float %leaf3179, 4.000000e+00
  %fadd3185 = fadd float %fadd3183, %fmul3184
  %fmul3186 = fmul float %x1973, 5.000000e+00
  %fadd3187 = fadd float %fmul3186, %fadd3185
  %sel3191 = select i1 %edge, float %fadd3187, float %fadd3176
  %sel3195 = select i1 %edge2498, float %fadd3176, float %fadd3187
  %v3196 = insertelement <4 x float> poison, float %fadd3160, i64 0
  %v3197 = insertelement <4 x float> %v3196, float %fadd3168, i64 1
  %v3198 = insertelement <4 x float> %v3197, float %sel3191, i64 2
  %v3199 = insertelement <4 x float> %v3198, float %sel3195, i64 3
  store <4 x float> %v3199, ptr addrspace(3) %slot3036, align 16
  %bits3203 = bitcast float %x1973 to i32
  %call3204 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3203, i32 1, i32 0)
  %leaf3205 = bitcast i32 %call3204 to float
  %fmul3206 = fmul float %leaf3205, 2.000000e+00
  %fadd3207 = fadd float %x3038, %fmul3206
  %fmul3208 = fmul float %x1970, 3.000000e+00
  %fadd3209 = fadd float %fmul3208, %fadd3207
  %fmul3210 = fmul float %x1971, 4.000000e+00
  %fadd3211 = fadd float %fmul3210, %fadd3209
  %fmul3212 = fmul float %48, 5.000000e+00
  %fadd3213 = fadd float %fmul3212, %fadd3211
  %fmul3214 = fmul float %x1970, 2.000000e+00
  %fadd3215 = fadd float %fmul3214, %x3039
  %fmul3216 = fmul float %x1971, 3.000000e+00
  %fadd3217 = fadd float %fmul3216, %fadd3215
  %fmul3218 = fmul float %x1972, 4.000000e+00
  %fadd3219 = fadd float %fmul3218, %fadd3217
  %fmul3220 = fmul float %53, 5.000000e+00
  %fadd3221 = fadd float %fmul3220, %fadd3219
  %fmul3222 = fmul float %x1971, 2.000000e+00
  %fadd3223 = fadd float %fmul3222, %x3040
  %fmul3224 = fmul float %x1972, 3.000000e+00
  %fadd3225 = fadd float %fmul3224, %fadd3223
  %fmul3226 = fmul float %x1973, 4.000000e+00
  %fadd3227 = fadd float %fmul3226, %fadd3225
  %fmul3228 = fmul float %phi1902, 5.000000e+00
  %fadd3229 = fadd float %fmul3228, %fadd3227
  %bits3230 = bitcast float %x1970 to i32
  %call3231 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3230, i32 1, i32 31)
  %leaf3232 = bitcast i32 %call3231 to float
  %fmul3233 = fmul float %x1972, 2.000000e+00
  %fadd3234 = fadd float %fmul3233, %x3041
  %fmul3235 = fmul float %x1973, 3.000000e+00
  %fadd3236 = fadd float %fmul3235, %fadd3234
  %fmul3237 = fmul float %leaf3232, 4.000000e+00
  %fadd3238 = fadd float %fadd3236, %fmul3237
  %fmul3239 = fmul float %phi1949, 5.000000e+00
  %fadd3240 = fadd float %fmul3239, %fadd3238
  %sel3244 = select i1 %edge, float %fadd3240, float %fadd3229
  %sel3248 = select i1 %edge2498, float %fadd3229, float %fadd3240
  %v3249 = insertelement <4 x float> poison, float %fadd3213, i64 0
  %v3250 = insertelement <4 x float> %v3249, float %fadd3221, i64 1
  %v3251 = insertelement <4 x float> %v3250, float %sel3244, i64 2
  %v3252 = insertelement <4 x float> %v3251, float %sel3248, i64 3
  %p3253 = getelementptr inbounds i8, ptr addrspace(3) %base2430, i64 113152
  store <4 x float> %v3252, ptr addrspace(3) %p3253, align 16
  br i1 %cmp2493, label %then3257, label %endif3259

then3257:                                         ; preds = %endif2348
  %call3261 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2457, i32 0, i32 31)
  %leaf3262 = bitcast i32 %call3261 to float
  %sel3264 = select i1 %edge, float %leaf3262, float %x1966
  %call3266 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3203, i32 0, i32 31)
  %leaf3267 = bitcast i32 %call3266 to float
  %sel3269 = select i1 %edge, float %leaf3267, float %x1972
  br label %endif3259

endif3259:                                        ; preds = %endif2348, %then3257
  %phi3288 = phi float [ %sel3264, %then3257 ], [ %x1966, %endif2348 ]
  %phi3292 = phi float [ %sel3269, %then3257 ], [ %x1972, %endif2348 ]
  br i1 %cmp2496, label %then3311, label %endif3313

then3311:                                         ; preds = %endif3259
  %bits3319 = bitcast float %phi3292 to i32
  %bits3314 = bitcast float %phi3288 to i32
  %call3315 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3314, i32 24, i32 31)
  %call3320 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3319, i32 24, i32 31)
  br label %endif3313

endif3313:                                        ; preds = %endif3259, %then3311
  %112 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %mul1236) #3
  %113 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %mul1236) #3
  %sub3367 = sub i64 %113, %mul1236
  %add3368 = add i64 %sub3367, %add1240
  %lane3372 = and i64 %add3368, 31
  %bits3381 = bitcast float %sel2411 to i32
  %call3382 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3381, i32 1, i32 0)
  %leaf3383 = bitcast i32 %call3382 to float
  %fmul3384 = fmul float %leaf3383, 2.000000e+00
  %fadd3385 = fadd float %sel2404, %fmul3384
  %fmul3386 = fmul float %sel2408, 3.000000e+00
  %fadd3387 = fadd float %fmul3386, %fadd3385
  %fmul3388 = fmul float %sel2409, 4.000000e+00
  %fadd3389 = fadd float %fmul3388, %fadd3387
  %fmul3390 = fmul float %sel2412, 5.000000e+00
  %fadd3391 = fadd float %fmul3390, %fadd3389
  %fmul3392 = fmul float %sel2408, 2.000000e+00
  %fadd3393 = fadd float %sel2405, %fmul3392
  %fmul3394 = fmul float %sel2409, 3.000000e+00
  %fadd3395 = fadd float %fadd3393, %fmul3394
  %fmul3396 = fmul float %sel2410, 4.000000e+00
  %fadd3397 = fadd float %fadd3395, %fmul3396
  %fmul3398 = fmul float %sel2413, 5.000000e+00
  %fadd3399 = fadd float %fmul3398, %fadd3397
  %fmul3400 = fmul float %sel2409, 2.000000e+00
  %fadd3401 = fadd float %fmul3400, %sel2406
  %fmul3402 = fmul float %sel2410, 3.000000e+00
  %fadd3403 = fadd float %fadd3401, %fmul3402
  %fmul3404 = fmul float %sel2411, 4.000000e+00
  %fadd3405 = fadd float %fadd3403, %fmul3404
  %fmul3406 = fmul float %sel2414, 5.000000e+00
  %fadd3407 = fadd float %fmul3406, %fadd3405
  %bits3408 = bitcast float %sel2408 to i32
  %call3409 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3408, i32 1, i32 31)
  %leaf3410 = bitcast i32 %call3409 to float
  %fmul3411 = fmul float %sel2410, 2.000000e+00
  %fadd3412 = fadd float %fmul3411, %sel2407
  %fmul3413 = fmul float %sel2411, 3.000000e+00
  %fadd3414 = fadd float %fadd3412, %fmul3413
  %fmul3415 = fmul float %leaf3410, 4.000000e+00
  %fadd3416 = fadd float %fadd3414, %fmul3415
  %fmul3417 = fmul float %sel2415, 5.000000e+00
  %fadd3418 = fadd float %fmul3417, %fadd3416
  %bits3419 = bitcast float %sel2415 to i32
  %call3420 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3419, i32 1, i32 0)
  %leaf3421 = bitcast i32 %call3420 to float
  %fmul3422 = fmul float %leaf3421, 2.000000e+00
  %fadd3423 = fadd float %sel2408, %fmul3422
  %fmul3424 = fmul float %sel2412, 3.000000e+00
  %fadd3425 = fadd float %fmul3424, %fadd3423
  %fmul3426 = fmul float %sel2413, 4.000000e+00
  %fadd3427 = fadd float %fmul3426, %fadd3425
  %fmul3428 = fmul float %46, 5.000000e+00
  %fadd3429 = fadd float %fmul3428, %fadd3427
  %fmul3430 = fmul float %sel2412, 2.000000e+00
  %fadd3431 = fadd float %sel2409, %fmul3430
  %fmul3432 = fmul float %sel2413, 3.000000e+00
  %fadd3433 = fadd float %fadd3431, %fmul3432
  %fmul3434 = fmul float %sel2414, 4.000000e+00
  %fadd3435 = fadd float %fadd3433, %fmul3434
  %fmul3436 = fmul float %51, 5.000000e+00
  %fadd3437 = fadd float %fmul3436, %fadd3435
  %fmul3438 = fmul float %sel2413, 2.000000e+00
  %fadd3439 = fadd float %fmul3438, %sel2410
  %fmul3440 = fmul float %sel2414, 3.000000e+00
  %fadd3441 = fadd float %fadd3439, %fmul3440
  %fmul3442 = fmul float %sel2415, 4.000000e+00
  %fadd3443 = fadd float %fadd3441, %fmul3442
  %fmul3444 = fmul float %phi1898, 5.000000e+00
  %fadd3445 = fadd float %fmul3444, %fadd3443
  %bits3446 = bitcast float %sel2412 to i32
  %call3447 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3446, i32 1, i32 31)
  %leaf3448 = bitcast i32 %call3447 to float
  %fmul3449 = fmul float %sel2414, 2.000000e+00
  %fadd3450 = fadd float %fmul3449, %sel2411
  %fmul3451 = fmul float %sel2415, 3.000000e+00
  %fadd3452 = fadd float %fadd3450, %fmul3451
  %fmul3453 = fmul float %leaf3448, 4.000000e+00
  %fadd3454 = fadd float %fadd3452, %fmul3453
  %fmul3455 = fmul float %phi1945, 5.000000e+00
  %fadd3456 = fadd float %fmul3455, %fadd3454
  %bits3457 = bitcast float %phi1945 to i32
  %call3458 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3457, i32 1, i32 0)
  %leaf3459 = bitcast i32 %call3458 to float
  %fmul3460 = fmul float %leaf3459, 2.000000e+00
  %fadd3461 = fadd float %sel2412, %fmul3460
  %fmul3462 = fmul float %46, 3.000000e+00
  %fadd3463 = fadd float %fmul3462, %fadd3461
  %fmul3464 = fmul float %51, 4.000000e+00
  %fadd3465 = fadd float %fmul3464, %fadd3463
  %fmul3466 = fmul float %x1964, 5.000000e+00
  %fadd3467 = fadd float %fmul3466, %fadd3465
  %fmul3468 = fmul float %46, 2.000000e+00
  %fadd3469 = fadd float %fmul3468, %sel2413
  %fmul3470 = fmul float %51, 3.000000e+00
  %fadd3471 = fadd float %fmul3470, %fadd3469
  %fmul3472 = fmul float %phi1898, 4.000000e+00
  %fadd3473 = fadd float %fmul3472, %fadd3471
  %fmul3474 = fmul float %x1965, 5.000000e+00
  %fadd3475 = fadd float %fmul3474, %fadd3473
  %fmul3476 = fmul float %51, 2.000000e+00
  %fadd3477 = fadd float %fmul3476, %sel2414
  %fmul3478 = fmul float %phi1898, 3.000000e+00
  %fadd3479 = fadd float %fmul3478, %fadd3477
  %fmul3480 = fmul float %phi1945, 4.000000e+00
  %fadd3481 = fadd float %fmul3480, %fadd3479
  %fmul3482 = fmul float %x1966, 5.000000e+00
  %fadd3483 = fadd float %fmul3482, %fadd3481
  %bits3484 = bitcast float %46 to i32
  %call3485 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3484, i32 1, i32 31)
  %leaf3486 = bitcast i32 %call3485 to float
  %fmul3487 = fmul float %phi1898, 2.000000e+00
  %fadd3488 = fadd float %fmul3487, %sel2415
  %fmul3489 = fmul float %phi1945, 3.000000e+00
  %fadd3490 = fadd float %fmul3489, %fadd3488
  %fmul3491 = fmul float %leaf3486, 4.000000e+00
  %fadd3492 = fadd float %fadd3490, %fmul3491
  %fmul3493 = fmul float %x1967, 5.000000e+00
  %fadd3494 = fadd float %fmul3493, %fadd3492
  %cmp3495 = icmp ult i64 %add3368, 32
  br i1 %cmp3495, label %then3496, label %endif3498

then3496:                                         ; preds = %endif3313
  %bits3499 = bitcast float %fadd3418 to i32
  %call3500 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3499, i32 0, i32 31)
  %leaf3501 = bitcast i32 %call3500 to float
  %cmp3502 = icmp eq i64 %lane3372, 0
  %sel3503 = select i1 %cmp3502, float %leaf3501, float %fadd3407
  %bits3504 = bitcast float %fadd3456 to i32
  %call3505 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3504, i32 0, i32 31)
  %leaf3506 = bitcast i32 %call3505 to float
  %sel3508 = select i1 %cmp3502, float %leaf3506, float %fadd3445
  %bits3509 = bitcast float %fadd3494 to i32
  %call3510 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3509, i32 0, i32 31)
  %leaf3511 = bitcast i32 %call3510 to float
  %sel3513 = select i1 %cmp3502, float %leaf3511, float %fadd3483
  br label %endif3498

endif3498:                                        ; preds = %endif3313, %then3496
  %phi3520 = phi float [ %sel3503, %then3496 ], [ %fadd3407, %endif3313 ]
  %phi3524 = phi float [ %sel3508, %then3496 ], [ %fadd3445, %endif3313 ]
  %phi3528 = phi float [ %sel3513, %then3496 ], [ %fadd3483, %endif3313 ]
  %warp3371.mask = and i64 %add3368, -32
  %cmp3554 = icmp eq i64 %warp3371.mask, 512
  br i1 %cmp3554, label %then3555, label %endif3557

then3555:                                         ; preds = %endif3498
  %bits3558 = bitcast float %phi3520 to i32
  %call3559 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3558, i32 24, i32 31)
  %leaf3560 = bitcast i32 %call3559 to float
  %cmp3561 = icmp eq i64 %lane3372, 24
  %sel3562 = select i1 %cmp3561, float %leaf3560, float %fadd3418
  %bits3563 = bitcast float %phi3524 to i32
  %call3564 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3563, i32 24, i32 31)
  %leaf3565 = bitcast i32 %call3564 to float
  %sel3567 = select i1 %cmp3561, float %leaf3565, float %fadd3456
  %bits3568 = bitcast float %phi3528 to i32
  %call3569 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3568, i32 24, i32 31)
  %leaf3570 = bitcast i32 %call3569 to float
  %sel3572 = select i1 %cmp3561, float %leaf3570, float %fadd3494
  br label %endif3557

endif3557:                                        ; preds = %endif3498, %then3555
  %phi3580 = phi float [ %sel3562, %then3555 ], [ %fadd3418, %endif3498 ]
  %phi3584 = phi float [ %sel3567, %then3555 ], [ %fadd3456, %endif3498 ]
  %phi3588 = phi float [ %sel3572, %then3555 ], [ %fadd3494, %endif3498 ]
  %sel3613 = select i1 %cmp1201, float %fadd3467, float %fadd3391
  %sel3614 = select i1 %cmp1201, float %fadd3475, float %fadd3399
  %sel3615 = select i1 %cmp1201, float %phi3528, float %phi3520
  %sel3616 = select i1 %cmp1201, float %phi3588, float %phi3580
  %sel3617 = select i1 %cmp1201, float %fadd3467, float %fadd3429
  %sel3618 = select i1 %cmp1201, float %fadd3475, float %fadd3437
  %sel3619 = select i1 %cmp1201, float %phi3528, float %phi3524
  %sel3620 = select i1 %cmp1201, float %phi3588, float %phi3584
  %114 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %mul1236) #3
  %115 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %mul1236) #3
  %sub3624 = sub i64 %115, %mul1236
  %add3625 = add i64 %sub3624, %add1240
  %lane3629 = and i64 %add3625, 31
  %bits3638 = bitcast float %phi1949 to i32
  %call3639 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3638, i32 1, i32 0)
  %leaf3640 = bitcast i32 %call3639 to float
  %fmul3641 = fmul float %leaf3640, 2.000000e+00
  %fadd3642 = fadd float %x1970, %fmul3641
  %fmul3643 = fmul float %48, 3.000000e+00
  %fadd3644 = fadd float %fmul3643, %fadd3642
  %fmul3645 = fmul float %53, 4.000000e+00
  %fadd3646 = fadd float %fmul3645, %fadd3644
  %fmul3647 = fmul float %sel2416, 5.000000e+00
  %fadd3648 = fadd float %fmul3647, %fadd3646
  %fmul3649 = fmul float %48, 2.000000e+00
  %fadd3650 = fadd float %fmul3649, %x1971
  %fmul3651 = fmul float %53, 3.000000e+00
  %fadd3652 = fadd float %fmul3651, %fadd3650
  %fmul3653 = fmul float %phi1902, 4.000000e+00
  %fadd3654 = fadd float %fmul3653, %fadd3652
  %fmul3655 = fmul float %sel2417, 5.000000e+00
  %fadd3656 = fadd float %fadd3654, %fmul3655
  %fmul3657 = fmul float %53, 2.000000e+00
  %fadd3658 = fadd float %fmul3657, %x1972
  %fmul3659 = fmul float %phi1902, 3.000000e+00
  %fadd3660 = fadd float %fmul3659, %fadd3658
  %fmul3661 = fmul float %phi1949, 4.000000e+00
  %fadd3662 = fadd float %fmul3661, %fadd3660
  %fmul3663 = fmul float %sel2418, 5.000000e+00
  %fadd3664 = fadd float %fadd3662, %fmul3663
  %bits3665 = bitcast float %48 to i32
  %call3666 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3665, i32 1, i32 31)
  %leaf3667 = bitcast i32 %call3666 to float
  %fmul3668 = fmul float %phi1902, 2.000000e+00
  %fadd3669 = fadd float %fmul3668, %x1973
  %fmul3670 = fmul float %phi1949, 3.000000e+00
  %fadd3671 = fadd float %fmul3670, %fadd3669
  %fmul3672 = fmul float %leaf3667, 4.000000e+00
  %fadd3673 = fadd float %fadd3671, %fmul3672
  %fmul3674 = fmul float %sel2419, 5.000000e+00
  %fadd3675 = fadd float %fmul3674, %fadd3673
  %bits3676 = bitcast float %sel2419 to i32
  %call3677 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3676, i32 1, i32 0)
  %leaf3678 = bitcast i32 %call3677 to float
  %fmul3679 = fmul float %leaf3678, 2.000000e+00
  %fadd3680 = fadd float %48, %fmul3679
  %fmul3681 = fmul float %sel2416, 3.000000e+00
  %fadd3682 = fadd float %fmul3681, %fadd3680
  %fmul3683 = fmul float %sel2417, 4.000000e+00
  %fadd3684 = fadd float %fmul3683, %fadd3682
  %fmul3685 = fmul float %sel2420, 5.000000e+00
  %fadd3686 = fadd float %fmul3685, %fadd3684
  %fmul3687 = fmul float %sel2416, 2.000000e+00
  %fadd3688 = fadd float %53, %fmul3687
  %fmul3689 = fmul float %sel2417, 3.000000e+00
  %fadd3690 = fadd float %fadd3688, %fmul3689
  %fmul3691 = fmul float %sel2418, 4.000000e+00
  %fadd3692 = fadd float %fadd3690, %fmul3691
  %fmul3693 = fmul float %sel2421, 5.000000e+00
  %fadd3694 = fadd float %fmul3693, %fadd3692
  %fmul3695 = fmul float %sel2417, 2.000000e+00
  %fadd3696 = fadd float %phi1902, %fmul3695
  %fmul3697 = fmul float %sel2418, 3.000000e+00
  %fadd3698 = fadd float %fadd3696, %fmul3697
  %fmul3699 = fmul float %sel2419, 4.000000e+00
  %fadd3700 = fadd float %fadd3698, %fmul3699
  %fmul3701 = fmul float %sel2422, 5.000000e+00
  %fadd3702 = fadd float %fmul3701, %fadd3700
  %bits3703 = bitcast float %sel2416 to i32
  %call3704 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3703, i32 1, i32 31)
  %leaf3705 = bitcast i32 %call3704 to float
  %fmul3706 = fmul float %sel2418, 2.000000e+00
  %fadd3707 = fadd float %phi1949, %fmul3706
  %fmul3708 = fmul float %sel2419, 3.000000e+00
  %fadd3709 = fadd float %fadd3707, %fmul3708
  %fmul3710 = fmul float %leaf3705, 4.000000e+00
  %fadd3711 = fadd float %fadd3709, %fmul3710
  %fmul3712 = fmul float %sel2423, 5.000000e+00
  %fadd3713 = fadd float %fmul3712, %fadd3711
  %bits3714 = bitcast float %sel2423 to i32
  %call3715 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3714, i32 1, i32 0)
  %leaf3716 = bitcast i32 %call3715 to float
  %fmul3717 = fmul float %leaf3716, 2.000000e+00
  %fadd3718 = fadd float %sel2416, %fmul3717
  %fmul3719 = fmul float %sel2420, 3.000000e+00
  %fadd3720 = fadd float %fmul3719, %fadd3718
  %fmul3721 = fmul float %sel2421, 4.000000e+00
  %fadd3722 = fadd float %fmul3721, %fadd3720
  %fmul3723 = fmul float %sel2424, 5.000000e+00
  %fadd3724 = fadd float %fmul3723, %fadd3722
  %fmul3725 = fmul float %sel2420, 2.000000e+00
  %fadd3726 = fadd float %sel2417, %fmul3725
  %fmul3727 = fmul float %sel2421, 3.000000e+00
  %fadd3728 = fadd float %fadd3726, %fmul3727
  %fmul3729 = fmul float %sel2422, 4.000000e+00
  %fadd3730 = fadd float %fadd3728, %fmul3729
  %fmul3731 = fmul float %sel2425, 5.000000e+00
  %fadd3732 = fadd float %fmul3731, %fadd3730
  %fmul3733 = fmul float %sel2421, 2.000000e+00
  %fadd3734 = fadd float %fmul3733, %sel2418
  %fmul3735 = fmul float %sel2422, 3.000000e+00
  %fadd3736 = fadd float %fadd3734, %fmul3735
  %fmul3737 = fmul float %sel2423, 4.000000e+00
  %fadd3738 = fadd float %fadd3736, %fmul3737
  %fmul3739 = fmul float %sel2426, 5.000000e+00
  %fadd3740 = fadd float %fmul3739, %fadd3738
  %bits3741 = bitcast float %sel2420 to i32
  %call3742 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3741, i32 1, i32 31)
  %leaf3743 = bitcast i32 %call3742 to float
  %fmul3744 = fmul float %sel2422, 2.000000e+00
  %fadd3745 = fadd float %fmul3744, %sel2419
  %fmul3746 = fmul float %sel2423, 3.000000e+00
  %fadd3747 = fadd float %fadd3745, %fmul3746
  %fmul3748 = fmul float %leaf3743, 4.000000e+00
  %fadd3749 = fadd float %fadd3747, %fmul3748
  %fmul3750 = fmul float %sel2427, 5.000000e+00
  %fadd3751 = fadd float %fmul3750, %fadd3749
  %cmp3752 = icmp ult i64 %add3625, 32
  br i1 %cmp3752, label %then3753, label %endif3755

then3753:                                         ; preds = %endif3557
  %bits3756 = bitcast float %fadd3675 to i32
  %call3757 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3756, i32 0, i32 31)
  %leaf3758 = bitcast i32 %call3757 to float
  %cmp3759 = icmp eq i64 %lane3629, 0
  %sel3760 = select i1 %cmp3759, float %leaf3758, float %fadd3664
  %bits3761 = bitcast float %fadd3713 to i32
  %call3762 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3761, i32 0, i32 31)
  %leaf3763 = bitcast i32 %call3762 to float
  %sel3765 = select i1 %cmp3759, float %leaf3763, float %fadd3702
  %bits3766 = bitcast float %fadd3751 to i32
  %call3767 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3766, i32 0, i32 31)
  %leaf3768 = bitcast i32 %call3767 to float
  %sel3770 = select i1 %cmp3759, float %leaf3768, float %fadd3740
  br label %endif3755

endif3755:                                        ; preds = %endif3557, %then3753
  %phi3797 = phi float [ %sel3760, %then3753 ], [ %fadd3664, %endif3557 ]
  %phi3801 = phi float [ %sel3765, %then3753 ], [ %fadd3702, %endif3557 ]
  %phi3805 = phi float [ %sel3770, %then3753 ], [ %fadd3740, %endif3557 ]
  %warp3628.mask = and i64 %add3625, -32
  %cmp3811 = icmp eq i64 %warp3628.mask, 512
  br i1 %cmp3811, label %then3812, label %endif3814

then3812:                                         ; preds = %endif3755
  %bits3815 = bitcast float %phi3797 to i32
  %call3816 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3815, i32 24, i32 31)
  %leaf3817 = bitcast i32 %call3816 to float
  %cmp3818 = icmp eq i64 %lane3629, 24
  %sel3819 = select i1 %cmp3818, float %leaf3817, float %fadd3675
  %bits3820 = bitcast float %phi3801 to i32
  %call3821 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3820, i32 24, i32 31)
  %leaf3822 = bitcast i32 %call3821 to float
  %sel3824 = select i1 %cmp3818, float %leaf3822, float %fadd3713
  %bits3825 = bitcast float %phi3805 to i32
  %call3826 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3825, i32 24, i32 31)
  %leaf3827 = bitcast i32 %call3826 to float
  %sel3829 = select i1 %cmp3818, float %leaf3827, float %fadd3751
  br label %endif3814

endif3814:                                        ; preds = %endif3755, %then3812
  %phi3857 = phi float [ %sel3819, %then3812 ], [ %fadd3675, %endif3755 ]
  %phi3861 = phi float [ %sel3824, %then3812 ], [ %fadd3713, %endif3755 ]
  %phi3865 = phi float [ %sel3829, %then3812 ], [ %fadd3751, %endif3755 ]
  %sel3870 = select i1 %cmp1203, float %fadd3648, float %fadd3686
  %sel3871 = select i1 %cmp1203, float %fadd3656, float %fadd3694
  %sel3872 = select i1 %cmp1203, float %phi3797, float %phi3801
  %sel3873 = select i1 %cmp1203, float %phi3857, float %phi3861
  %sel3874 = select i1 %cmp1203, float %fadd3648, float %fadd3724
  %sel3875 = select i1 %cmp1203, float %fadd3656, float %fadd3732
  %sel3876 = select i1 %cmp1203, float %phi3797, float %phi3805
  %sel3877 = select i1 %cmp1203, float %phi3857, float %phi3865
  %add3879 = add nuw i64 %mul1236, 1
  %116 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %add3879) #3
  %sub3881 = sub i64 %116, %add3879
  %base3882 = getelementptr inbounds float, ptr addrspace(3) %slots, i64 %sub3881
  %117 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %add3879) #3
  %sub3883 = sub i64 %117, %add3879
  %add3884 = add i64 %sub3883, %sreg
  %lane3888 = and i64 %add3884, 31
  %x3897 = load float, ptr addrspace(3) %base3882, align 16
  %118 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 4
  %x3898 = load float, ptr addrspace(3) %118, align 4
  %119 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 8
  %x3899 = load float, ptr addrspace(3) %119, align 8
  %120 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 12
  %x3900 = load float, ptr addrspace(3) %120, align 4
  %slot3901 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 113152
  %x3903 = load float, ptr addrspace(3) %slot3901, align 16
  %121 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 113156
  %x3904 = load float, ptr addrspace(3) %121, align 4
  %122 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 113160
  %x3905 = load float, ptr addrspace(3) %122, align 8
  %123 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 113164
  %x3906 = load float, ptr addrspace(3) %123, align 4
  %slot3907 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 8704
  %x3909 = load float, ptr addrspace(3) %slot3907, align 16
  %124 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 8708
  %x3910 = load float, ptr addrspace(3) %124, align 4
  %125 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 8712
  %x3911 = load float, ptr addrspace(3) %125, align 8
  %126 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 8716
  %x3912 = load float, ptr addrspace(3) %126, align 4
  %slot3913 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 17408
  %x3915 = load float, ptr addrspace(3) %slot3913, align 16
  %127 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 17412
  %x3916 = load float, ptr addrspace(3) %127, align 4
  %128 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 17416
  %x3917 = load float, ptr addrspace(3) %128, align 8
  %129 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 17420
  %x3918 = load float, ptr addrspace(3) %129, align 4
  %bits3921 = bitcast float %x3900 to i32
  %call3922 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3921, i32 1, i32 0)
  %leaf3923 = bitcast i32 %call3922 to float
  %fmul3924 = fmul float %leaf3923, 2.000000e+00
  %fadd3925 = fadd float %fadd3467, %fmul3924
  %fmul3926 = fmul float %x3897, 3.000000e+00
  %fadd3927 = fadd float %fmul3926, %fadd3925
  %fmul3928 = fmul float %x3898, 4.000000e+00
  %fadd3929 = fadd float %fmul3928, %fadd3927
  %fmul3930 = fmul float %x3909, 5.000000e+00
  %fadd3931 = fadd float %fmul3930, %fadd3929
  %fmul3932 = fmul float %x3897, 2.000000e+00
  %fadd3933 = fadd float %fadd3475, %fmul3932
  %fmul3934 = fmul float %x3898, 3.000000e+00
  %fadd3935 = fadd float %fmul3934, %fadd3933
  %fmul3936 = fmul float %x3899, 4.000000e+00
  %fadd3937 = fadd float %fmul3936, %fadd3935
  %fmul3938 = fmul float %x3910, 5.000000e+00
  %fadd3939 = fadd float %fmul3938, %fadd3937
  %fmul3940 = fmul float %x3898, 2.000000e+00
  %fadd3941 = fadd float %phi3528, %fmul3940
  %fmul3942 = fmul float %x3899, 3.000000e+00
  %fadd3943 = fadd float %fmul3942, %fadd3941
  %fmul3944 = fmul float %x3900, 4.000000e+00
  %fadd3945 = fadd float %fmul3944, %fadd3943
  %fmul3946 = fmul float %x3911, 5.000000e+00
  %fadd3947 = fadd float %fmul3946, %fadd3945
  %bits3948 = bitcast float %x3897 to i32
  %call3949 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3948, i32 1, i32 31)
  %leaf3950 = bitcast i32 %call3949 to float
  %fmul3951 = fmul float %x3899, 2.000000e+00
  %fadd3952 = fadd float %phi3588, %fmul3951
  %fmul3953 = fmul float %x3900, 3.000000e+00
  %fadd3954 = fadd float %fmul3953, %fadd3952
  %fmul3955 = fmul float %leaf3950, 4.000000e+00
  %fadd3956 = fadd float %fadd3954, %fmul3955
  %fmul3957 = fmul float %x3912, 5.000000e+00
  %fadd3958 = fadd float %fmul3957, %fadd3956
  %cmp3959 = icmp ult i64 %add3884, 32
  %edge3961 = icmp eq i64 %add3884, 0
  %sel3962 = select i1 %edge3961, float %fadd3958, float %fadd3947
  %warp3887.mask = and i64 %add3884, -32
  %cmp3963 = icmp eq i64 %warp3887.mask, 512
  %cmp3964 = icmp eq i64 %lane3888, 24
  %edge3965 = icmp eq i64 %add3884, 536
  %sel3966 = select i1 %edge3965, float %fadd3947, float %fadd3958
  %v3967 = insertelement <4 x float> poison, float %fadd3931, i64 0
  %v3968 = insertelement <4 x float> %v3967, float %fadd3939, i64 1
  %v3969 = insertelement <4 x float> %v3968, float %sel3962, i64 2
  %v3970 = insertelement <4 x float> %v3969, float %sel3966, i64 3
  store <4 x float> %v3970, ptr addrspace(3) %base3882, align 16
  %slot3972 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 26112
  %x3974 = load float, ptr addrspace(3) %slot3972, align 16
  %130 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 26116
  %x3975 = load float, ptr addrspace(3) %130, align 4
  %131 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 26120
  %x3976 = load float, ptr addrspace(3) %131, align 8
  %132 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 26124
  %x3977 = load float, ptr addrspace(3) %132, align 4
  %bits3980 = bitcast float %x3912 to i32
  %call3981 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3980, i32 1, i32 0)
  %leaf3982 = bitcast i32 %call3981 to float
  %fmul3983 = fmul float %leaf3982, 2.000000e+00
  %fadd3984 = fadd float %x3897, %fmul3983
  %fmul3985 = fmul float %x3909, 3.000000e+00
  %fadd3986 = fadd float %fmul3985, %fadd3984
  %fmul3987 = fmul float %x3910, 4.000000e+00
  %fadd3988 = fadd float %fmul3987, %fadd3986
  %fmul3989 = fmul float %x3915, 5.000000e+00
  %fadd3990 = fadd float %fmul3989, %fadd3988
  %fmul3991 = fmul float %x3909, 2.000000e+00
  %fadd3992 = fadd float %x3898, %fmul3991
  %fmul3993 = fmul float %x3910, 3.000000e+00
  %fadd3994 = fadd float %fmul3993, %fadd3992
  %fmul3995 = fmul float %x3911, 4.000000e+00
  %fadd3996 = fadd float %fmul3995, %fadd3994
  %fmul3997 = fmul float %x3916, 5.000000e+00
  %fadd3998 = fadd float %fmul3997, %fadd3996
  %fmul3999 = fmul float %x3910, 2.000000e+00
  %fadd4000 = fadd float %x3899, %fmul3999
  %fmul4001 = fmul float %x3911, 3.000000e+00
  %fadd4002 = fadd float %fmul4001, %fadd4000
  %fmul4003 = fmul float %x3912, 4.000000e+00
  %fadd4004 = fadd float %fmul4003, %fadd4002
  %fmul4005 = fmul float %x3917, 5.000000e+00
  %fadd4006 = fadd float %fmul4005, %fadd4004
  %bits4007 = bitcast float %x3909 to i32
  %call4008 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4007, i32 1, i32 31)
  %leaf4009 = bitcast i32 %call4008 to float
  %fmul4010 = fmul float %x3911, 2.000000e+00
  %fadd4011 = fadd float %x3900, %fmul4010
  %fmul4012 = fmul float %x3912, 3.000000e+00
  %fadd4013 = fadd float %fmul4012, %fadd4011
  %fmul4014 = fmul float %leaf4009, 4.000000e+00
  %fadd4015 = fadd float %fadd4013, %fmul4014
  %fmul4016 = fmul float %x3918, 5.000000e+00
  %fadd4017 = fadd float %fmul4016, %fadd4015
  %sel4021 = select i1 %edge3961, float %fadd4017, float %fadd4006
  %sel4025 = select i1 %edge3965, float %fadd4006, float %fadd4017
  %v4026 = insertelement <4 x float> poison, float %fadd3990, i64 0
  %v4027 = insertelement <4 x float> %v4026, float %fadd3998, i64 1
  %v4028 = insertelement <4 x float> %v4027, float %sel4021, i64 2
  %v4029 = insertelement <4 x float> %v4028, float %sel4025, i64 3
  store <4 x float> %v4029, ptr addrspace(3) %slot3907, align 16
  %slot4031 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 34816
  %x4033 = load float, ptr addrspace(3) %slot4031, align 16
  %133 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 34820
  %x4034 = load float, ptr addrspace(3) %133, align 4
  %134 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 34824
  %x4035 = load float, ptr addrspace(3) %134, align 8
  %135 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 34828
  %x4036 = load float, ptr addrspace(3) %135, align 4
  %bits4039 = bitcast float %x3918 to i32
  %call4040 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4039, i32 1, i32 0)
  %leaf4041 = bitcast i32 %call4040 to float
  %fmul4042 = fmul float %leaf4041, 2.000000e+00
  %fadd4043 = fadd float %x3909, %fmul4042
  %fmul4044 = fmul float %x3915, 3.000000e+00
  %fadd4045 = fadd float %fmul4044, %fadd4043
  %fmul4046 = fmul float %x3916, 4.000000e+00
  %fadd4047 = fadd float %fmul4046, %fadd4045
  %fmul4048 = fmul float %x3974, 5.000000e+00
  %fadd4049 = fadd float %fmul4048, %fadd4047
  %fmul4050 = fmul float %x3915, 2.000000e+00
  %fadd4051 = fadd float %x3910, %fmul4050
  %fmul4052 = fmul float %x3916, 3.000000e+00
  %fadd4053 = fadd float %fmul4052, %fadd4051
  %fmul4054 = fmul float %x3917, 4.000000e+00
  %fadd4055 = fadd float %fmul4054, %fadd4053
  %fmul4056 = fmul float %x3975, 5.000000e+00
  %fadd4057 = fadd float %fadd4055, %fmul4056
  %fmul4058 = fmul float %x3916, 2.000000e+00
  %fadd4059 = fadd float %x3911, %fmul4058
  %fmul4060 = fmul float %x3917, 3.000000e+00
  %fadd4061 = fadd float %fmul4060, %fadd4059
  %fmul4062 = fmul float %x3918, 4.000000e+00
  %fadd4063 = fadd float %fmul4062, %fadd4061
  %fmul4064 = fmul float %x3976, 5.000000e+00
  %fadd4065 = fadd float %fadd4063, %fmul4064
  %bits4066 = bitcast float %x3915 to i32
  %call4067 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4066, i32 1, i32 31)
  %leaf4068 = bitcast i32 %call4067 to float
  %fmul4069 = fmul float %x3917, 2.000000e+00
  %fadd4070 = fadd float %x3912, %fmul4069
  %fmul4071 = fmul float %x3918, 3.000000e+00
  %fadd4072 = fadd float %fmul4071, %fadd4070
  %fmul4073 = fmul float %leaf4068, 4.000000e+00
  %fadd4074 = fadd float %fadd4072, %fmul4073
  %fmul4075 = fmul float %x3977, 5.000000e+00
  %fadd4076 = fadd float %fmul4075, %fadd4074
  %sel4080 = select i1 %edge3961, float %fadd4076, float %fadd4065
  %sel4084 = select i1 %edge3965, float %fadd4065, float %fadd4076
  %v4085 = insertelement <4 x float> poison, float %fadd4049, i64 0
  %v4086 = insertelement <4 x float> %v4085, float %fadd4057, i64 1
  %v4087 = insertelement <4 x float> %v4086, float %sel4080, i64 2
  %v4088 = insertelement <4 x float> %v4087, float %sel4084, i64 3
  store <4 x float> %v4088, ptr addrspace(3) %slot3913, align 16
  %slot4090 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 43520
  %x4092 = load float, ptr addrspace(3) %slot4090, align 16
  %136 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 43524
  %x4093 = load float, ptr addrspace(3) %136, align 4
  %137 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 43528
  %x4094 = load float, ptr addrspace(3) %137, align 8
  %138 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 43532
  %x4095 = load float, ptr addrspace(3) %138, align 4
  %bits4098 = bitcast float %x3977 to i32
  %call4099 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4098, i32 1, i32 0)
  %leaf4100 = bitcast i32 %call4099 to float
  %fmul4101 = fmul float %leaf4100, 2.000000e+00
  %fadd4102 = fadd float %x3915, %fmul4101
  %fmul4103 = fmul float %x3974, 3.000000e+00
  %fadd4104 = fadd float %fmul4103, %fadd4102
  %fmul4105 = fmul float %x3975, 4.000000e+00
  %fadd4106 = fadd float %fmul4105, %fadd4104
  %fmul4107 = fmul float %x4033, 5.000000e+00
  %fadd4108 = fadd float %fmul4107, %fadd4106
  %fmul4109 = fmul float %x3974, 2.000000e+00
  %fadd4110 = fadd float %x3916, %fmul4109
  %fmul4111 = fmul float %x3975, 3.000000e+00
  %fadd4112 = fadd float %fmul4111, %fadd4110
  %fmul4113 = fmul float %x3976, 4.000000e+00
  %fadd4114 = fadd float %fmul4113, %fadd4112
  %fmul4115 = fmul float %x4034, 5.000000e+00
  %fadd4116 = fadd float %fadd4114, %fmul4115
  %fmul4117 = fmul float %x3975, 2.000000e+00
  %fadd4118 = fadd float %x3917, %fmul4117
  %fmul4119 = fmul float %x3976, 3.000000e+00
  %fadd4120 = fadd float %fmul4119, %fadd4118
  %fmul4121 = fmul float %x3977, 4.000000e+00
  %fadd4122 = fadd float %fmul4121, %fadd4120
  %fmul4123 = fmul float %x4035, 5.000000e+00
  %fadd4124 = fadd float %fadd4122, %fmul4123
  %bits4125 = bitcast float %x3974 to i32
  %call4126 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4125, i32 1, i32 31)
  %leaf4127 = bitcast i32 %call4126 to float
  %fmul4128 = fmul float %x3976, 2.000000e+00
  %fadd4129 = fadd float %x3918, %fmul4128
  %fmul4130 = fmul float %x3977, 3.000000e+00
  %fadd4131 = fadd float %fmul4130, %fadd4129
  %fmul4132 = fmul float %leaf4127, 4.000000e+00
  %fadd4133 = fadd float %fadd4131, %fmul4132
  %fmul4134 = fmul float %x4036, 5.000000e+00
  %fadd4135 = fadd float %fmul4134, %fadd4133
  %sel4139 = select i1 %edge3961, float %fadd4135, float %fadd4124
  %sel4143 = select i1 %edge3965, float %fadd4124, float %fadd4135
  %v4144 = insertelement <4 x float> poison, float %fadd4108, i64 0
  %v4145 = insertelement <4 x float> %v4144, float %fadd4116, i64 1
  %v4146 = insertelement <4 x float> %v4145, float %sel4139, i64 2
  %v4147 = insertelement <4 x float> %v4146, float %sel4143, i64 3
  store <4 x float> %v4147, ptr addrspace(3) %slot3972, align 16
  %slot4149 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 52224
  %x4151 = load float, ptr addrspace(3) %slot4149, align 16
  %139 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 52228
  %x4152 = load float, ptr addrspace(3) %139, align 4
  %140 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 52232
  %x4153 = load float, ptr addrspace(3) %140, align 8
  %141 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 52236
  %x4154 = load float, ptr addrspace(3) %141, align 4
  %bits4157 = bitcast float %x4036 to i32
  %call4158 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4157, i32 1, i32 0)
  %leaf4159 = bitcast i32 %call4158 to float
  %fmul4160 = fmul float %leaf4159, 2.000000e+00
  %fadd4161 = fadd float %x3974, %fmul4160
  %fmul4162 = fmul float %x4033, 3.000000e+00
  %fadd4163 = fadd float %fmul4162, %fadd4161
  %fmul4164 = fmul float %x4034, 4.000000e+00
  %fadd4165 = fadd float %fmul4164, %fadd4163
  %fmul4166 = fmul float %x4092, 5.000000e+00
  %fadd4167 = fadd float %fmul4166, %fadd4165
  %fmul4168 = fmul float %x4033, 2.000000e+00
  %fadd4169 = fadd float %x3975, %fmul4168
  %fmul4170 = fmul float %x4034, 3.000000e+00
  %fadd4171 = fadd float %fmul4170, %fadd4169
  %fmul4172 = fmul float %x4035, 4.000000e+00
  %fadd4173 = fadd float %fmul4172, %fadd4171
  %fmul4174 = fmul float %x4093, 5.000000e+00
  %fadd4175 = fadd float %fadd4173, %fmul4174
  %fmul4176 = fmul float %x4034, 2.000000e+00
  %fadd4177 = fadd float %x3976, %fmul4176
  %fmul4178 = fmul float %x4035, 3.000000e+00
  %fadd4179 = fadd float %fmul4178, %fadd4177
  %fmul4180 = fmul float %x4036, 4.000000e+00
  %fadd4181 = fadd float %fmul4180, %fadd4179
  %fmul4182 = fmul float %x4094, 5.000000e+00
  %fadd4183 = fadd float %fadd4181, %fmul4182
  %bits4184 = bitcast float %x4033 to i32
  %call4185 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4184, i32 1, i32 31)
  %leaf4186 = bitcast i32 %call4185 to float
  %fmul4187 = fmul float %x4035, 2.000000e+00
  %fadd4188 = fadd float %x3977, %fmul4187
  %fmul4189 = fmul float %x4036, 3.000000e+00
  %fadd4190 = fadd float %fmul4189, %fadd4188
  %fmul4191 = fmul float %leaf4186, 4.000000e+00
  %fadd4192 = fadd float %fadd4190, %fmul4191
  %fmul4193 = fmul float %x4095, 5.000000e+00
  %fadd4194 = fadd float %fmul4193, %fadd4192
  %sel4198 = select i1 %edge3961, float %fadd4194, float %fadd4183
  %sel4202 = select i1 %edge3965, float %fadd4183, float %fadd4194
  %v4203 = insertelement <4 x float> poison, float %fadd4167, i64 0
  %v4204 = insertelement <4 x float> %v4203, float %fadd4175, i64 1
  %v4205 = insertelement <4 x float> %v4204, float %sel4198, i64 2
  %v4206 = insertelement <4 x float> %v4205, float %sel4202, i64 3
  store <4 x float> %v4206, ptr addrspace(3) %slot4031, align 16
  %slot4208 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 60928
  %x4210 = load float, ptr addrspace(3) %slot4208, align 16
  %142 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 60932
  %x4211 = load float, ptr addrspace(3) %142, align 4
  %143 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 60936
  %x4212 = load float, ptr addrspace(3) %143, align 8
  %144 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 60940
  %x4213 = load float, ptr addrspace(3) %144, align 4
  %bits4216 = bitcast float %x4095 to i32
  %call4217 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4216, i32 1, i32 0)
  %leaf4218 = bitcast i32 %call4217 to float
  %fmul4219 = fmul float %leaf4218, 2.000000e+00
  %fadd4220 = fadd float %x4033, %fmul4219
  %fmul4221 = fmul float %x4092, 3.000000e+00
  %fadd4222 = fadd float %fmul4221, %fadd4220
  %fmul4223 = fmul float %x4093, 4.000000e+00
  %fadd4224 = fadd float %fmul4223, %fadd4222
  %fmul4225 = fmul float %x4151, 5.000000e+00
  %fadd4226 = fadd float %fmul4225, %fadd4224
  %fmul4227 = fmul float %x4092, 2.000000e+00
  %fadd4228 = fadd float %x4034, %fmul4227
  %fmul4229 = fmul float %x4093, 3.000000e+00
  %fadd4230 = fadd float %fmul4229, %fadd4228
  %fmul4231 = fmul float %x4094, 4.000000e+00
  %fadd4232 = fadd float %fmul4231, %fadd4230
  %fmul4233 = fmul float %x4152, 5.000000e+00
  %fadd4234 = fadd float %fadd4232, %fmul4233
  %fmul4235 = fmul float %x4093, 2.000000e+00
  %fadd4236 = fadd float %x4035, %fmul4235
  %fmul4237 = fmul float %x4094, 3.000000e+00
  %fadd4238 = fadd float %fmul4237, %fadd4236
  %fmul4239 = fmul float %x4095, 4.000000e+00
  %fadd4240 = fadd float %fmul4239, %fadd4238
  %fmul4241 = fmul float %x4153, 5.000000e+00
  %fadd4242 = fadd float %fadd4240, %fmul4241
  %bits4243 = bitcast float %x4092 to i32
  %call4244 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4243, i32 1, i32 31)
  %leaf4245 = bitcast i32 %call4244 to float
  %fmul4246 = fmul float %x4094, 2.000000e+00
  %fadd4247 = fadd float %x4036, %fmul4246
  %fmul4248 = fmul float %x4095, 3.000000e+00
  %fadd4249 = fadd float %fmul4248, %fadd4247
  %fmul4250 = fmul float %leaf4245, 4.000000e+00
  %fadd4251 = fadd float %fadd4249, %fmul4250
  %fmul4252 = fmul float %x4154, 5.000000e+00
  %fadd4253 = fadd float %fmul4252, %fadd4251
  %sel4257 = select i1 %edge3961, float %fadd4253, float %fadd4242
  %sel4261 = select i1 %edge3965, float %fadd4242, float %fadd4253
  %v4262 = insertelement <4 x float> poison, float %fadd4226, i64 0
  %v4263 = insertelement <4 x float> %v4262, float %fadd4234, i64 1
  %v4264 = insertelement <4 x float> %v4263, float %sel4257, i64 2
  %v4265 = insertelement <4 x float> %v4264, float %sel4261, i64 3
  store <4 x float> %v4265, ptr addrspace(3) %slot4090, align 16
  %slot4267 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 69632
  %x4269 = load float, ptr addrspace(3) %slot4267, align 16
  %145 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 69636
  %x4270 = load float, ptr addrspace(3) %145, align 4
  %146 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 69640
  %x4271 = load float, ptr addrspace(3) %146, align 8
  %147 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 69644
  %x4272 = load float, ptr addrspace(3) %147, align 4
  %bits4275 = bitcast float %x4154 to i32
  %call4276 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4275, i32 1, i32 0)
  %leaf4277 = bitcast i32 %call4276 to float
  %fmul4278 = fmul float %leaf4277, 2.000000e+00
  %fadd4279 = fadd float %x4092, %fmul4278
  %fmul4280 = fmul float %x4151, 3.000000e+00
  %fadd4281 = fadd float %fmul4280, %fadd4279
  %fmul4282 = fmul float %x4152, 4.000000e+00
  %fadd4283 = fadd float %fmul4282, %fadd4281
  %fmul4284 = fmul float %x4210, 5.000000e+00
  %fadd4285 = fadd float %fmul4284, %fadd4283
  %fmul4286 = fmul float %x4151, 2.000000e+00
  %fadd4287 = fadd float %x4093, %fmul4286
  %fmul4288 = fmul float %x4152, 3.000000e+00
  %fadd4289 = fadd float %fmul4288, %fadd4287
  %fmul4290 = fmul float %x4153, 4.000000e+00
  %fadd4291 = fadd float %fmul4290, %fadd4289
  %fmul4292 = fmul float %x4211, 5.000000e+00
  %fadd4293 = fadd float %fadd4291, %fmul4292
  %fmul4294 = fmul float %x4152, 2.000000e+00
  %fadd4295 = fadd float %x4094, %fmul4294
  %fmul4296 = fmul float %x4153, 3.000000e+00
  %fadd4297 = fadd float %fmul4296, %fadd4295
  %fmul4298 = fmul float %x4154, 4.000000e+00
  %fadd4299 = fadd float %fmul4298, %fadd4297
  %fmul4300 = fmul float %x4212, 5.000000e+00
  %fadd4301 = fadd float %fadd4299, %fmul4300
  %bits4302 = bitcast float %x4151 to i32
  %call4303 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4302, i32 1, i32 31)
  %leaf4304 = bitcast i32 %call4303 to float
  %fmul4305 = fmul float %x4153, 2.000000e+00
  %fadd4306 = fadd float %x4095, %fmul4305
  %fmul4307 = fmul float %x4154, 3.000000e+00
  %fadd4308 = fadd float %fmul4307, %fadd4306
  %fmul4309 = fmul float %leaf4304, 4.000000e+00
  %fadd4310 = fadd float %fadd4308, %fmul4309
  %fmul4311 = fmul float %x4213, 5.000000e+00
  %fadd4312 = fadd float %fmul4311, %fadd4310
  %sel4316 = select i1 %edge3961, float %fadd4312, float %fadd4301
  %sel4320 = select i1 %edge3965, float %fadd4301, float %fadd4312
  %v4321 = insertelement <4 x float> poison, float %fadd4285, i64 0
  %v4322 = insertelement <4 x float> %v4321, float %fadd4293, i64 1
  %v4323 = insertelement <4 x float> %v4322, float %sel4316, i64 2
  %v4324 = insertelement <4 x float> %v4323, float %sel4320, i64 3
  store <4 x float> %v4324, ptr addrspace(3) %slot4149, align 16
  %slot4326 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 78336
  %x4328 = load float, ptr addrspace(3) %slot4326, align 16
  %148 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 78340
  %x4329 = load float, ptr addrspace(3) %148, align 4
  %149 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 78344
  %x4330 = load float, ptr addrspace(3) %149, align 8
  %150 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 78348
  %x4331 = load float, ptr addrspace(3) %150, align 4
  %bits4334 = bitcast float %x4213 to i32
  %call4335 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4334, i32 1, i32 0)
  %leaf4336 = bitcast i32 %call4335 to float
  %fmul4337 = fmul float %leaf4336, 2.000000e+00
  %fadd4338 = fadd float %x4151, %fmul4337
  %fmul4339 = fmul float %x4210, 3.000000e+00
  %fadd4340 = fadd float %fmul4339, %fadd4338
  %fmul4341 = fmul float %x4211, 4.000000e+00
  %fadd4342 = fadd float %fmul4341, %fadd4340
  %fmul4343 = fmul float %x4269, 5.000000e+00
  %fadd4344 = fadd float %fmul4343, %fadd4342
  %fmul4345 = fmul float %x4210, 2.000000e+00
  %fadd4346 = fadd float %x4152, %fmul4345
  %fmul4347 = fmul float %x4211, 3.000000e+00
  %fadd4348 = fadd float %fmul4347, %fadd4346
  %fmul4349 = fmul float %x4212, 4.000000e+00
  %fadd4350 = fadd float %fmul4349, %fadd4348
  %fmul4351 = fmul float %x4270, 5.000000e+00
  %fadd4352 = fadd float %fadd4350, %fmul4351
  %fmul4353 = fmul float %x4211, 2.000000e+00
  %fadd4354 = fadd float %x4153, %fmul4353
  %fmul4355 = fmul float %x4212, 3.000000e+00
  %fadd4356 = fadd float %fmul4355, %fadd4354
  %fmul4357 = fmul float %x4213, 4.000000e+00
  %fadd4358 = fadd float %fmul4357, %fadd4356
  %fmul4359 = fmul float %x4271, 5.000000e+00
  %fadd4360 = fadd float %fadd4358, %fmul4359
  %bits4361 = bitcast float %x4210 to i32
  %call4362 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4361, i32 1, i32 31)
  %leaf4363 = bitcast i32 %call4362 to float
  %fmul4364 = fmul float %x4212, 2.000000e+00
  %fadd4365 = fadd float %x4154, %fmul4364
  %fmul4366 = fmul float %x4213, 3.000000e+00
  %fadd4367 = fadd float %fmul4366, %fadd4365
  %fmul4368 = fmul float %leaf4363, 4.000000e+00
  %fadd4369 = fadd float %fadd4367, %fmul4368
  %fmul4370 = fmul float %x4272, 5.000000e+00
  %fadd4371 = fadd float %fmul4370, %fadd4369
  %sel4375 = select i1 %edge3961, float %fadd4371, float %fadd4360
  %sel4379 = select i1 %edge3965, float %fadd4360, float %fadd4371
  %v4380 = insertelement <4 x float> poison, float %fadd4344, i64 0
  %v4381 = insertelement <4 x float> %v4380, float %fadd4352, i64 1
  %v4382 = insertelement <4 x float> %v4381, float %sel4375, i64 2
  %v4383 = insertelement <4 x float> %v4382, float %sel4379, i64 3
  store <4 x float> %v4383, ptr addrspace(3) %slot4208, align 16
  %slot4385 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 87040
  %x4387 = load float, ptr addrspace(3) %slot4385, align 16
  %151 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 87044
  %x4388 = load float, ptr addrspace(3) %151, align 4
  %152 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 87048
  %x4389 = load float, ptr addrspace(3) %152, align 8
  %153 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 87052
  %x4390 = load float, ptr addrspace(3) %153, align 4
  %bits4393 = bitcast float %x4272 to i32
  %call4394 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4393, i32 1, i32 0)
  %leaf4395 = bitcast i32 %call4394 to float
  %fmul4396 = fmul float %leaf4395, 2.000000e+00
  %fadd4397 = fadd float %x4210, %fmul4396
  %fmul4398 = fmul float %x4269, 3.000000e+00
  %fadd4399 = fadd float %fmul4398, %fadd4397
  %fmul4400 = fmul float %x4270, 4.000000e+00
  %fadd4401 = fadd float %fmul4400, %fadd4399
  %fmul4402 = fmul float %x4328, 5.000000e+00
  %fadd4403 = fadd float %fmul4402, %fadd4401
  %fmul4404 = fmul float %x4269, 2.000000e+00
  %fadd4405 = fadd float %x4211, %fmul4404
  %fmul4406 = fmul float %x4270, 3.000000e+00
  %fadd4407 = fadd float %fmul4406, %fadd4405
  %fmul4408 = fmul float %x4271, 4.000000e+00
  %fadd4409 = fadd float %fmul4408, %fadd4407
  %fmul4410 = fmul float %x4329, 5.000000e+00
  %fadd4411 = fadd float %fadd4409, %fmul4410
  %fmul4412 = fmul float %x4270, 2.000000e+00
  %fadd4413 = fadd float %x4212, %fmul4412
  %fmul4414 = fmul float %x4271, 3.000000e+00
  %fadd4415 = fadd float %fmul4414, %fadd4413
  %fmul4416 = fmul float %x4272, 4.000000e+00
  %fadd4417 = fadd float %fmul4416, %fadd4415
  %fmul4418 = fmul float %x4330, 5.000000e+00
  %fadd4419 = fadd float %fadd4417, %fmul4418
  %bits4420 = bitcast float %x4269 to i32
  %call4421 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4420, i32 1, i32 31)
  %leaf4422 = bitcast i32 %call4421 to float
  %fmul4423 = fmul float %x4271, 2.000000e+00
  %fadd4424 = fadd float %x4213, %fmul4423
  %fmul4425 = fmul float %x4272, 3.000000e+00
  %fadd4426 = fadd float %fmul4425, %fadd4424
  %fmul4427 = fmul float %leaf4422, 4.000000e+00
  %fadd4428 = fadd float %fadd4426, %fmul4427
  %fmul4429 = fmul float %x4331, 5.000000e+00
  %fadd4430 = fadd float %fmul4429, %fadd4428
  %sel4434 = select i1 %edge3961, float %fadd4430, float %fadd4419
  %sel4438 = select i1 %edge3965, float %fadd4419, float %fadd4430
  %v4439 = insertelement <4 x float> poison, float %fadd4403, i64 0
  %v4440 = insertelement <4 x float> %v4439, float %fadd4411, i64 1
  %v4441 = insertelement <4 x float> %v4440, float %sel4434, i64 2
  %v4442 = insertelement <4 x float> %v4441, float %sel4438, i64 3
  store <4 x float> %v4442, ptr addrspace(3) %slot4267, align 16
  %slot4444 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 95744
  %x4446 = load float, ptr addrspace(3) %slot4444, align 16
  %154 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 95748
  %x4447 = load float, ptr addrspace(3) %154, align 4
  %155 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 95752
  %x4448 = load float, ptr addrspace(3) %155, align 8
  %156 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 95756
  %x4449 = load float, ptr addrspace(3) %156, align 4
  %bits4452 = bitcast float %x4331 to i32
  %call4453 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4452, i32 1, i32 0)
  %leaf4454 = bitcast i32 %call4453 to float
  %fmul4455 = fmul float %leaf4454, 2.000000e+00
  %fadd4456 = fadd float %x4269, %fmul4455
  %fmul4457 = fmul float %x4328, 3.000000e+00
  %fadd4458 = fadd float %fmul4457, %fadd4456
  %fmul4459 = fmul float %x4329, 4.000000e+00
  %fadd4460 = fadd float %fmul4459, %fadd4458
  %fmul4461 = fmul float %x4387, 5.000000e+00
  %fadd4462 = fadd float %fmul4461, %fadd4460
  %fmul4463 = fmul float %x4328, 2.000000e+00
  %fadd4464 = fadd float %x4270, %fmul4463
  %fmul4465 = fmul float %x4329, 3.000000e+00
  %fadd4466 = fadd float %fmul4465, %fadd4464
  %fmul4467 = fmul float %x4330, 4.000000e+00
  %fadd4468 = fadd float %fmul4467, %fadd4466
  %fmul4469 = fmul float %x4388, 5.000000e+00
  %fadd4470 = fadd float %fadd4468, %fmul4469
  %fmul4471 = fmul float %x4329, 2.000000e+00
  %fadd4472 = fadd float %x4271, %fmul4471
  %fmul4473 = fmul float %x4330, 3.000000e+00
  %fadd4474 = fadd float %fmul4473, %fadd4472
  %fmul4475 = fmul float %x4331, 4.000000e+00
  %fadd4476 = fadd float %fmul4475, %fadd4474
  %fmul4477 = fmul float %x4389, 5.000000e+00
  %fadd4478 = fadd float %fadd4476, %fmul4477
  %bits4479 = bitcast float %x4328 to i32
  %call4480 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4479, i32 1, i32 31)
  %leaf4481 = bitcast i32 %call4480 to float
  %fmul4482 = fmul float %x4330, 2.000000e+00
  %fadd4483 = fadd float %x4272, %fmul4482
  %fmul4484 = fmul float %x4331, 3.000000e+00
  %fadd4485 = fadd float %fmul4484, %fadd4483
  %fmul4486 = fmul float %leaf4481, 4.000000e+00
  %fadd4487 = fadd float %fadd4485, %fmul4486
  %fmul4488 = fmul float %x4390, 5.000000e+00
  %fadd4489 = fadd float %fmul4488, %fadd4487
  %sel4493 = select i1 %edge3961, float %fadd4489, float %fadd4478
  %sel4497 = select i1 %edge3965, float %fadd4478, float %fadd4489
  %v4498 = insertelement <4 x float> poison, float %fadd4462, i64 0
  %v4499 = insertelement <4 x float> %v4498, float %fadd4470, i64 1
  %v4500 = insertelement <4 x float> %v4499, float %sel4493, i64 2
  %v4501 = insertelement <4 x float> %v4500, float %sel4497, i64 3
  store <4 x float> %v4501, ptr addrspace(3) %slot4326, align 16
  %slot4503 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 104448
  %x4505 = load float, ptr addrspace(3) %slot4503, align 16
  %157 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 104452
  %x4506 = load float, ptr addrspace(3) %157, align 4
  %158 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 104456
  %x4507 = load float, ptr addrspace(3) %158, align 8
  %159 = getelementptr inbounds i8, ptr addrspace(3) %base3882, i64 104460
  %x4508 = load float, ptr addrspace(3) %159, align 4
  %bits4511 = bitcast float %x4390 to i32
  %call4512 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4511, i32 1, i32 0)
  %leaf4513 = bitcast i32 %call4512 to float
  %fmul4514 = fmul float %leaf4513, 2.000000e+00
  %fadd4515 = fadd float %x4328, %fmul4514
  %fmul4516 = fmul float %x4387, 3.000000e+00
  %fadd4517 = fadd float %fmul4516, %fadd4515
  %fmul4518 = fmul float %x4388, 4.000000e+00
  %fadd4519 = fadd float %fmul4518, %fadd4517
  %fmul4520 = fmul float %x4446, 5.000000e+00
  %fadd4521 = fadd float %fmul4520, %fadd4519
  %fmul4522 = fmul float %x4387, 2.000000e+00
  %fadd4523 = fadd float %x4329, %fmul4522
  %fmul4524 = fmul float %x4388, 3.000000e+00
  %fadd4525 = fadd float %fmul4524, %fadd4523
  %fmul4526 = fmul float %x4389, 4.000000e+00
  %fadd4527 = fadd float %fmul4526, %fadd4525
  %fmul4528 = fmul float %x4447, 5.000000e+00
  %fadd4529 = fadd float %fadd4527, %fmul4528
  %fmul4530 = fmul float %x4388, 2.000000e+00
  %fadd4531 = fadd float %x4330, %fmul4530
  %fmul4532 = fmul float %x4389, 3.000000e+00
  %fadd4533 = fadd float %fmul4532, %fadd4531
  %fmul4534 = fmul float %x4390, 4.000000e+00
  %fadd4535 = fadd float %fmul4534, %fadd4533
  %fmul4536 = fmul float %x4448, 5.000000e+00
  %fadd4537 = fadd float %fadd4535, %fmul4536
  %bits4538 = bitcast float %x4387 to i32
  %call4539 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4538, i32 1, i32 31)
  %leaf4540 = bitcast i32 %call4539 to float
  %fmul4541 = fmul float %x4389, 2.000000e+00
  %fadd4542 = fadd float %x4331, %fmul4541
  %fmul4543 = fmul float %x4390, 3.000000e+00
  %fadd4544 = fadd float %fmul4543, %fadd4542
  %fmul4545 = fmul float %leaf4540, 4.000000e+00
  %fadd4546 = fadd float %fadd4544, %fmul4545
  %fmul4547 = fmul float %x4449, 5.000000e+00
  %fadd4548 = fadd float %fmul4547, %fadd4546
  %sel4552 = select i1 %edge3961, float %fadd4548, float %fadd4537
  %sel4556 = select i1 %edge3965, float %fadd4537, float %fadd4548
  %v4557 = insertelement <4 x float> poison, float %fadd4521, i64 0
  %v4558 = insertelement <4 x float> %v4557, float %fadd4529, i64 1
  %v4559 = insertelement <4 x float> %v4558, float %sel4552, i64 2
  %v4560 = insertelement <4 x float> %v4559, float %sel4556, i64 3
  store <4 x float> %v4560, ptr addrspace(3) %slot4385, align 16
  %bits4564 = bitcast float %x4449 to i32
  %call4565 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4564, i32 1, i32 0)
  %leaf4566 = bitcast i32 %call4565 to float
  %fmul4567 = fmul float %leaf4566, 2.000000e+00
  %fadd4568 = fadd float %x4387, %fmul4567
  %fmul4569 = fmul float %x4446, 3.000000e+00
  %fadd4570 = fadd float %fmul4569, %fadd4568
  %fmul4571 = fmul float %x4447, 4.000000e+00
  %fadd4572 = fadd float %fmul4571, %fadd4570
  %fmul4573 = fmul float %x4505, 5.000000e+00
  %fadd4574 = fadd float %fmul4573, %fadd4572
  %fmul4575 = fmul float %x4446, 2.000000e+00
  %fadd4576 = fadd float %x4388, %fmul4575
  %fmul4577 = fmul float %x4447, 3.000000e+00
  %fadd4578 = fadd float %fmul4577, %fadd4576
  %fmul4579 = fmul float %x4448, 4.000000e+00
  %fadd4580 = fadd float %fmul4579, %fadd4578
  %fmul4581 = fmul float %x4506, 5.000000e+00
  %fadd4582 = fadd float %fadd4580, %fmul4581
  %fmul4583 = fmul float %x4447, 2.000000e+00
  %fadd4584 = fadd float %x4389, %fmul4583
  %fmul4585 = fmul float %x4448, 3.000000e+00
  %fadd4586 = fadd float %fmul4585, %fadd4584
  %fmul4587 = fmul float %x4449, 4.000000e+00
  %fadd4588 = fadd float %fmul4587, %fadd4586
  %fmul4589 = fmul float %x4507, 5.000000e+00
  %fadd4590 = fadd float %fadd4588, %fmul4589
  %bits4591 = bitcast float %x4446 to i32
  %call4592 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4591, i32 1, i32 31)
  %leaf4593 = bitcast i32 %call4592 to float
  %fmul4594 = fmul float %x4448, 2.000000e+00
  %fadd4595 = fadd float %x4390, %fmul4594
  %fmul4596 = fmul float %x4449, 3.000000e+00
  %fadd4597 = fadd float %fmul4596, %fadd4595
  %fmul4598 = fmul float %leaf4593, 4.000000e+00
  %fadd4599 = fadd float %fadd4597, %fmul4598
  %fmul4600 = fmul float %x4508, 5.000000e+00
  %fadd4601 = fadd float %fmul4600, %fadd4599
  %sel4605 = select i1 %edge3961, float %fadd4601, float %fadd4590
  %sel4609 = select i1 %edge3965, float %fadd4590, float %fadd4601
  %v4610 = insertelement <4 x float> poison, float %fadd4574, i64 0
  %v4611 = insertelement <4 x float> %v4610, float %fadd4582, i64 1
  %v4612 = insertelement <4 x float> %v4611, float %sel4605, i64 2
  %v4613 = insertelement <4 x float> %v4612, float %sel4609, i64 3
  store <4 x float> %v4613, ptr addrspace(3) %slot4444, align 16
  %bits4617 = bitcast float %x4508 to i32
  %call4618 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4617, i32 1, i32 0)
  %leaf4619 = bitcast i32 %call4618 to float
  %fmul4620 = fmul float %leaf4619, 2.000000e+00
  %fadd4621 = fadd float %x4446, %fmul4620
  %fmul4622 = fmul float %x4505, 3.000000e+00
  %fadd4623 = fadd float %fmul4622, %fadd4621
  %fmul4624 = fmul float %x4506, 4.000000e+00
  %fadd4625 = fadd float %fmul4624, %fadd4623
  %fmul4626 = fmul float %x3903, 5.000000e+00
  %fadd4627 = fadd float %fmul4626, %fadd4625
  %fmul4628 = fmul float %x4505, 2.000000e+00
  %fadd4629 = fadd float %x4447, %fmul4628
  %fmul4630 = fmul float %x4506, 3.000000e+00
  %fadd4631 = fadd float %fmul4630, %fadd4629
  %fmul4632 = fmul float %x4507, 4.000000e+00
  %fadd4633 = fadd float %fmul4632, %fadd4631
  %fmul4634 = fmul float %x3904, 5.000000e+00
  %fadd4635 = fadd float %fmul4634, %fadd4633
  %fmul4636 = fmul float %x4506, 2.000000e+00
  %fadd4637 = fadd float %x4448, %fmul4636
  %fmul4638 = fmul float %x4507, 3.000000e+00
  %fadd4639 = fadd float %fmul4638, %fadd4637
  %fmul4640 = fmul float %x4508, 4.000000e+00
  %fadd4641 = fadd float %fmul4640, %fadd4639
  %fmul4642 = fmul float %x3905, 5.000000e+00
  %fadd4643 = fadd float %fmul4642, %fadd4641
  %bits4644 = bitcast float %x4505 to i32
  %call4645 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4644, i32 1, i32 31)
  %leaf4646 = bitcast i32 %call4645 to float
  %fmul4647 = fmul float %x4507, 2.000000e+00
  %fadd4648 = fadd float %x4449, %fmul4647
  %fmul4649 = fmul float %x4508, 3.000000e+00
  %fadd4650 = fadd float %fmul4649, %fadd4648
  %fmul4651 = fmul float %leaf4646, 4.000000e+00
  %fadd4652 = fadd float %fadd4650, %fmul4651
  %fmul4653 = fmul float %x3906, 5.000000e+00
  %fadd4654 = fadd float %fmul4653, %fadd4652
  %sel4658 = select i1 %edge3961, float %fadd4654, float %fadd4643
  %sel4662 = select i1 %edge3965, float %fadd4643, float %fadd4654
  %v4663 = insertelement <4 x float> poison, float %fadd4627, i64 0
  %v4664 = insertelement <4 x float> %v4663, float %fadd4635, i64 1
  %v4665 = insertelement <4 x float> %v4664, float %sel4658, i64 2
  %v4666 = insertelement <4 x float> %v4665, float %sel4662, i64 3
  store <4 x float> %v4666, ptr addrspace(3) %slot4503, align 16
  %bits4670 = bitcast float %x3906 to i32
  %call4671 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4670, i32 1, i32 0)
  %leaf4672 = bitcast i32 %call4671 to float
  %fmul4673 = fmul float %leaf4672, 2.000000e+00
  %fadd4674 = fadd float %x4505, %fmul4673
  %fmul4675 = fmul float %x3903, 3.000000e+00
  %fadd4676 = fadd float %fmul4675, %fadd4674
  %fmul4677 = fmul float %x3904, 4.000000e+00
  %fadd4678 = fadd float %fmul4677, %fadd4676
  %fmul4679 = fmul float %fadd3648, 5.000000e+00
  %fadd4680 = fadd float %fmul4679, %fadd4678
  %fmul4681 = fmul float %x3903, 2.000000e+00
  %fadd4682 = fadd float %fmul4681, %x4506
  %fmul4683 = fmul float %x3904, 3.000000e+00
  %fadd4684 = fadd float %fmul4683, %fadd4682
  %fmul4685 = fmul float %x3905, 4.000000e+00
  %fadd4686 = fadd float %fmul4685, %fadd4684
  %fmul4687 = fmul float %fadd3656, 5.000000e+00
  %fadd4688 = fadd float %fmul4687, %fadd4686
  %fmul4689 = fmul float %x3904, 2.000000e+00
  %fadd4690 = fadd float %fmul4689, %x4507
  %fmul4691 = fmul float %x3905, 3.000000e+00
  %fadd4692 = fadd float %fmul4691, %fadd4690
  %fmul4693 = fmul float %x3906, 4.000000e+00
  %fadd4694 = fadd float %fmul4693, %fadd4692
  %fmul4695 = fmul float %phi3797, 5.000000e+00
  %fadd4696 = fadd float %fmul4695, %fadd4694
  %bits4697 = bitcast float %x3903 to i32
  %call4698 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4697, i32 1, i32 31)
  %leaf4699 = bitcast i32 %call4698 to float
  %fmul4700 = fmul float %x3905, 2.000000e+00
  %fadd4701 = fadd float %fmul4700, %x4508
  %fmul4702 = fmul float %x3906, 3.000000e+00
  %fadd4703 = fadd float %fmul4702, %fadd4701
  %fmul4704 = fmul float %leaf4699, 4.000000e+00
  %fadd4705 = fadd float %fadd4703, %fmul4704
  %fmul4706 = fmul float %phi3857, 5.000000e+00
  %fadd4707 = fadd float %fmul4706, %fadd4705
  %sel4711 = select i1 %edge3961, float %fadd4707, float %fadd4696
  %sel4715 = select i1 %edge3965, float %fadd4696, float %fadd4707
  %v4716 = insertelement <4 x float> poison, float %fadd4680, i64 0
  %v4717 = insertelement <4 x float> %v4716, float %fadd4688, i64 1
  %v4718 = insertelement <4 x float> %v4717, float %sel4711, i64 2
  %v4719 = insertelement <4 x float> %v4718, float %sel4715, i64 3
  store <4 x float> %v4719, ptr addrspace(3) %slot3901, align 16
  %bits4723 = bitcast float %sel3620 to i32
  %call4724 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4723, i32 1, i32 0)
  %leaf4725 = bitcast i32 %call4724 to float
  %fmul4726 = fmul float %leaf4725, 2.000000e+00
  %fadd4727 = fadd float %sel3613, %fmul4726
  %fmul4728 = fmul float %sel3617, 3.000000e+00
  %fadd4729 = fadd float %fmul4728, %fadd4727
  %fmul4730 = fmul float %sel3618, 4.000000e+00
  %fadd4731 = fadd float %fmul4730, %fadd4729
  %fmul4732 = fmul float %fadd3467, 5.000000e+00
  %fadd4733 = fadd float %fmul4732, %fadd4731
  %fmul4734 = fmul float %sel3617, 2.000000e+00
  %fadd4735 = fadd float %sel3614, %fmul4734
  %fmul4736 = fmul float %sel3618, 3.000000e+00
  %fadd4737 = fadd float %fmul4736, %fadd4735
  %fmul4738 = fmul float %sel3619, 4.000000e+00
  %fadd4739 = fadd float %fadd4737, %fmul4738
  %fmul4740 = fmul float %fadd3475, 5.000000e+00
  %fadd4741 = fadd float %fmul4740, %fadd4739
  %fmul4742 = fmul float %sel3618, 2.000000e+00
  %fadd4743 = fadd float %fmul4742, %sel3615
  %fmul4744 = fmul float %sel3619, 3.000000e+00
  %fadd4745 = fadd float %fadd4743, %fmul4744
  %fmul4746 = fmul float %sel3620, 4.000000e+00
  %fadd4747 = fadd float %fadd4745, %fmul4746
  %fmul4748 = fmul float %phi3528, 5.000000e+00
  %fadd4749 = fadd float %fmul4748, %fadd4747
  %bits4750 = bitcast float %sel3617 to i32
  %call4751 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4750, i32 1, i32 31)
  %leaf4752 = bitcast i32 %call4751 to float
  %fmul4753 = fmul float %sel3619, 2.000000e+00
  %fadd4754 = fadd float %fmul4753, %sel3616
  %fmul4755 = fmul float %sel3620, 3.000000e+00
  %fadd4756 = fadd float %fadd4754, %fmul4755
  %fmul4757 = fmul float %leaf4752, 4.000000e+00
  %fadd4758 = fadd float %fadd4756, %fmul4757
  %fmul4759 = fmul float %phi3588, 5.000000e+00
  %fadd4760 = fadd float %fmul4759, %fadd4758
  %bits4761 = bitcast float %phi3588 to i32
  %call4762 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4761, i32 1, i32 0)
  %leaf4763 = bitcast i32 %call4762 to float
  %fmul4764 = fmul float %leaf4763, 2.000000e+00
  %fadd4765 = fadd float %sel3617, %fmul4764
  %fmul4766 = fmul float %fadd3467, 3.000000e+00
  %fadd4767 = fadd float %fmul4766, %fadd4765
  %fmul4768 = fmul float %fadd3475, 4.000000e+00
  %fadd4769 = fadd float %fmul4768, %fadd4767
  %fmul4770 = fmul float %x3897, 5.000000e+00
  %fadd4771 = fadd float %fmul4770, %fadd4769
  %fmul4772 = fmul float %fadd3467, 2.000000e+00
  %fadd4773 = fadd float %sel3618, %fmul4772
  %fmul4774 = fmul float %fadd3475, 3.000000e+00
  %fadd4775 = fadd float %fmul4774, %fadd4773
  %fmul4776 = fmul float %phi3528, 4.000000e+00
  %fadd4777 = fadd float %fadd4775, %fmul4776
  %fmul4778 = fmul float %x3898, 5.000000e+00
  %fadd4779 = fadd float %fadd4777, %fmul4778
  %fmul4780 = fmul float %fadd3475, 2.000000e+00
  %fadd4781 = fadd float %fmul4780, %sel3619
  %fmul4782 = fmul float %phi3528, 3.000000e+00
  %fadd4783 = fadd float %fmul4782, %fadd4781
  %fmul4784 = fmul float %phi3588, 4.000000e+00
  %fadd4785 = fadd float %fadd4783, %fmul4784
  %fmul4786 = fmul float %x3899, 5.000000e+00
  %fadd4787 = fadd float %fadd4785, %fmul4786
  %bits4788 = bitcast float %fadd3467 to i32
  %call4789 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4788, i32 1, i32 31)
  %leaf4790 = bitcast i32 %call4789 to float
  %fmul4791 = fmul float %phi3528, 2.000000e+00
  %fadd4792 = fadd float %fmul4791, %sel3620
  %fmul4793 = fmul float %phi3588, 3.000000e+00
  %fadd4794 = fadd float %fmul4793, %fadd4792
  %fmul4795 = fmul float %leaf4790, 4.000000e+00
  %fadd4796 = fadd float %fadd4794, %fmul4795
  %fmul4797 = fmul float %x3900, 5.000000e+00
  %fadd4798 = fadd float %fmul4797, %fadd4796
  %bits4799 = bitcast float %phi3857 to i32
  %call4800 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4799, i32 1, i32 0)
  %leaf4801 = bitcast i32 %call4800 to float
  %fmul4802 = fmul float %leaf4801, 2.000000e+00
  %fadd4803 = fadd float %x3903, %fmul4802
  %fmul4804 = fmul float %fadd3648, 3.000000e+00
  %fadd4805 = fadd float %fmul4804, %fadd4803
  %fmul4806 = fmul float %fadd3656, 4.000000e+00
  %fadd4807 = fadd float %fmul4806, %fadd4805
  %fmul4808 = fmul float %sel3870, 5.000000e+00
  %fadd4809 = fadd float %fmul4808, %fadd4807
  %fmul4810 = fmul float %fadd3648, 2.000000e+00
  %fadd4811 = fadd float %fmul4810, %x3904
  %fmul4812 = fmul float %fadd3656, 3.000000e+00
  %fadd4813 = fadd float %fmul4812, %fadd4811
  %fmul4814 = fmul float %phi3797, 4.000000e+00
  %fadd4815 = fadd float %fmul4814, %fadd4813
  %fmul4816 = fmul float %sel3871, 5.000000e+00
  %fadd4817 = fadd float %fmul4816, %fadd4815
  %fmul4818 = fmul float %fadd3656, 2.000000e+00
  %fadd4819 = fadd float %fmul4818, %x3905
  %fmul4820 = fmul float %phi3797, 3.000000e+00
  %fadd4821 = fadd float %fmul4820, %fadd4819
  %fmul4822 = fmul float %phi3857, 4.000000e+00
  %fadd4823 = fadd float %fmul4822, %fadd4821
  %fmul4824 = fmul float %sel3872, 5.000000e+00
  %fadd4825 = fadd float %fmul4824, %fadd4823
  %bits4826 = bitcast float %fadd3648 to i32
  %call4827 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4826, i32 1, i32 31)
  %leaf4828 = bitcast i32 %call4827 to float
  %fmul4829 = fmul float %phi3797, 2.000000e+00
  %fadd4830 = fadd float %fmul4829, %x3906
  %fmul4831 = fmul float %phi3857, 3.000000e+00
  %fadd4832 = fadd float %fmul4831, %fadd4830
  %fmul4833 = fmul float %leaf4828, 4.000000e+00
  %fadd4834 = fadd float %fadd4832, %fmul4833
  %fmul4835 = fmul float %sel3873, 5.000000e+00
  %fadd4836 = fadd float %fmul4835, %fadd4834
  %bits4837 = bitcast float %sel3873 to i32
  %call4838 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4837, i32 1, i32 0)
  %leaf4839 = bitcast i32 %call4838 to float
  %fmul4840 = fmul float %leaf4839, 2.000000e+00
  %fadd4841 = fadd float %fadd3648, %fmul4840
  %fmul4842 = fmul float %sel3870, 3.000000e+00
  %fadd4843 = fadd float %fmul4842, %fadd4841
  %fmul4844 = fmul float %sel3871, 4.000000e+00
  %fadd4845 = fadd float %fmul4844, %fadd4843
  %fmul4846 = fmul float %sel3874, 5.000000e+00
  %fadd4847 = fadd float %fmul4846, %fadd4845
  %fmul4848 = fmul float %sel3870, 2.000000e+00
  %fadd4849 = fadd float %fadd3656, %fmul4848
  %fmul4850 = fmul float %sel3871, 3.000000e+00
  %fadd4851 = fadd float %fmul4850, %fadd4849
  %fmul4852 = fmul float %sel3872, 4.000000e+00
  %fadd4853 = fadd float %fadd4851, %fmul4852
  %fmul4854 = fmul float %sel3875, 5.000000e+00
  %fadd4855 = fadd float %fmul4854, %fadd4853
  %fmul4856 = fmul float %sel3871, 2.000000e+00
  %fadd4857 = fadd float %fmul4856, %phi3797
  %fmul4858 = fmul float %sel3872, 3.000000e+00
  %fadd4859 = fadd float %fadd4857, %fmul4858
  %fmul4860 = fmul float %sel3873, 4.000000e+00
  %fadd4861 = fadd float %fadd4859, %fmul4860
  %fmul4862 = fmul float %sel3876, 5.000000e+00
  %fadd4863 = fadd float %fmul4862, %fadd4861
  %bits4864 = bitcast float %sel3870 to i32
  %call4865 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4864, i32 1, i32 31)
  %leaf4866 = bitcast i32 %call4865 to float
  %fmul4867 = fmul float %sel3872, 2.000000e+00
  %fadd4868 = fadd float %fmul4867, %phi3857
  %fmul4869 = fmul float %sel3873, 3.000000e+00
  %fadd4870 = fadd float %fadd4868, %fmul4869
  %fmul4871 = fmul float %leaf4866, 4.000000e+00
  %fadd4872 = fadd float %fadd4870, %fmul4871
  %fmul4873 = fmul float %sel3877, 5.000000e+00
  %fadd4874 = fadd float %fmul4873, %fadd4872
  br i1 %cmp3959, label %then4876, label %endif4878

then4876:                                         ; preds = %endif3814
  %cmp3960 = icmp eq i64 %lane3888, 0
  %bits4879 = bitcast float %fadd4760 to i32
  %call4880 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4879, i32 0, i32 31)
  %leaf4881 = bitcast i32 %call4880 to float
  %sel4883 = select i1 %cmp3960, float %leaf4881, float %fadd4749
  %bits4884 = bitcast float %fadd4798 to i32
  %call4885 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4884, i32 0, i32 31)
  %leaf4886 = bitcast i32 %call4885 to float
  %sel4888 = select i1 %cmp3960, float %leaf4886, float %fadd4787
  %call4890 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3921, i32 0, i32 31)
  %leaf4891 = bitcast i32 %call4890 to float
  %sel4893 = select i1 %cmp3960, float %leaf4891, float %x3899
  %call4895 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4670, i32 0, i32 31)
  %leaf4896 = bitcast i32 %call4895 to float
  %sel4898 = select i1 %cmp3960, float %leaf4896, float %x3905
  %bits4899 = bitcast float %fadd4836 to i32
  %call4900 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4899, i32 0, i32 31)
  %leaf4901 = bitcast i32 %call4900 to float
  %sel4903 = select i1 %cmp3960, float %leaf4901, float %fadd4825
  %bits4904 = bitcast float %fadd4874 to i32
  %call4905 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4904, i32 0, i32 31)
  %leaf4906 = bitcast i32 %call4905 to float
  %sel4908 = select i1 %cmp3960, float %leaf4906, float %fadd4863
  br label %endif4878

endif4878:                                        ; preds = %endif3814, %then4876
  %phi4919 = phi float [ %sel4883, %then4876 ], [ %fadd4749, %endif3814 ]
  %phi4923 = phi float [ %sel4888, %then4876 ], [ %fadd4787, %endif3814 ]
  %phi4927 = phi float [ %sel4893, %then4876 ], [ %x3899, %endif3814 ]
  %phi4931 = phi float [ %sel4898, %then4876 ], [ %x3905, %endif3814 ]
  %phi4935 = phi float [ %sel4903, %then4876 ], [ %fadd4825, %endif3814 ]
  %phi4939 = phi float [ %sel4908, %then4876 ], [ %fadd4863, %endif3814 ]
  br i1 %cmp3963, label %then4950, label %endif4952

then4950:                                         ; preds = %endif4878
  %bits4953 = bitcast float %phi4919 to i32
  %call4954 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4953, i32 24, i32 31)
  %leaf4955 = bitcast i32 %call4954 to float
  %sel4957 = select i1 %cmp3964, float %leaf4955, float %fadd4760
  %bits4958 = bitcast float %phi4923 to i32
  %call4959 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4958, i32 24, i32 31)
  %leaf4960 = bitcast i32 %call4959 to float
  %sel4962 = select i1 %cmp3964, float %leaf4960, float %fadd4798
  %bits4963 = bitcast float %phi4927 to i32
  %call4964 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4963, i32 24, i32 31)
  %bits4968 = bitcast float %phi4931 to i32
  %call4969 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4968, i32 24, i32 31)
  %bits4973 = bitcast float %phi4935 to i32
  %call4974 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4973, i32 24, i32 31)
  %leaf4975 = bitcast i32 %call4974 to float
  %sel4977 = select i1 %cmp3964, float %leaf4975, float %fadd4836
  %bits4978 = bitcast float %phi4939 to i32
  %call4979 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4978, i32 24, i32 31)
  %leaf4980 = bitcast i32 %call4979 to float
  %sel4982 = select i1 %cmp3964, float %leaf4980, float %fadd4874
  br label %endif4952

endif4952:                                        ; preds = %endif4878, %then4950
  %phi4994 = phi float [ %sel4957, %then4950 ], [ %fadd4760, %endif4878 ]
  %phi4998 = phi float [ %sel4962, %then4950 ], [ %fadd4798, %endif4878 ]
  %phi5010 = phi float [ %sel4977, %then4950 ], [ %fadd4836, %endif4878 ]
  %phi5014 = phi float [ %sel4982, %then4950 ], [ %fadd4874, %endif4878 ]
  %sel5023 = select i1 %cmp1201, float %fadd4771, float %fadd4733
  %sel5024 = select i1 %cmp1201, float %fadd4779, float %fadd4741
  %sel5025 = select i1 %cmp1201, float %phi4923, float %phi4919
  %sel5026 = select i1 %cmp1201, float %phi4998, float %phi4994
  %sel5027 = select i1 %cmp1203, float %fadd4809, float %fadd4847
  %sel5028 = select i1 %cmp1203, float %fadd4817, float %fadd4855
  %sel5029 = select i1 %cmp1203, float %phi4935, float %phi4939
  %sel5030 = select i1 %cmp1203, float %phi5010, float %phi5014
  %add5032 = add nuw i64 %mul1236, 2
  %160 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %add5032) #3
  %sub5034 = sub i64 %160, %add5032
  %base5035 = getelementptr inbounds float, ptr addrspace(3) %slots, i64 %sub5034
  %161 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %add5032) #3
  %sub5036 = sub i64 %161, %add5032
  %add5037 = add i64 %sub5036, %sreg
  %lane5041 = and i64 %add5037, 31
  %x5050 = load float, ptr addrspace(3) %base5035, align 16
  %162 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 4
  %x5051 = load float, ptr addrspace(3) %162, align 4
  %163 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 8
  %x5052 = load float, ptr addrspace(3) %163, align 8
  %164 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 12
  %x5053 = load float, ptr addrspace(3) %164, align 4
  %slot5054 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 113152
  %x5056 = load float, ptr addrspace(3) %slot5054, align 16
  %165 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 113156
  %x5057 = load float, ptr addrspace(3) %165, align 4
  %166 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 113160
  %x5058 = load float, ptr addrspace(3) %166, align 8
  %167 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 113164
  %x5059 = load float, ptr addrspace(3) %167, align 4
  %slot5060 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 8704
  %x5062 = load float, ptr addrspace(3) %slot5060, align 16
  %168 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 8708
  %x5063 = load float, ptr addrspace(3) %168, align 4
  %169 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 8712
  %x5064 = load float, ptr addrspace(3) %169, align 8
  %170 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 8716
  %x5065 = load float, ptr addrspace(3) %170, align 4
  %slot5066 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 17408
  %x5068 = load float, ptr addrspace(3) %slot5066, align 16
  %171 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 17412
  %x5069 = load float, ptr addrspace(3) %171, align 4
  %172 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 17416
  %x5070 = load float, ptr addrspace(3) %172, align 8
  %173 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 17420
  %x5071 = load float, ptr addrspace(3) %173, align 4
  %bits5074 = bitcast float %x5053 to i32
  %call5075 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5074, i32 1, i32 0)
  %leaf5076 = bitcast i32 %call5075 to float
  %fmul5077 = fmul float %leaf5076, 2.000000e+00
  %fadd5078 = fadd float %fadd4771, %fmul5077
  %fmul5079 = fmul float %x5050, 3.000000e+00
  %fadd5080 = fadd float %fmul5079, %fadd5078
  %fmul5081 = fmul float %x5051, 4.000000e+00
  %fadd5082 = fadd float %fmul5081, %fadd5080
  %fmul5083 = fmul float %x5062, 5.000000e+00
  %fadd5084 = fadd float %fmul5083, %fadd5082
  %fmul5085 = fmul float %x5050, 2.000000e+00
  %fadd5086 = fadd float %fadd4779, %fmul5085
  %fmul5087 = fmul float %x5051, 3.000000e+00
  %fadd5088 = fadd float %fmul5087, %fadd5086
  %fmul5089 = fmul float %x5052, 4.000000e+00
  %fadd5090 = fadd float %fmul5089, %fadd5088
  %fmul5091 = fmul float %x5063, 5.000000e+00
  %fadd5092 = fadd float %fmul5091, %fadd5090
  %fmul5093 = fmul float %x5051, 2.000000e+00
  %fadd5094 = fadd float %phi4923, %fmul5093
  %fmul5095 = fmul float %x5052, 3.000000e+00
  %fadd5096 = fadd float %fmul5095, %fadd5094
  %fmul5097 = fmul float %x5053, 4.000000e+00
  %fadd5098 = fadd float %fmul5097, %fadd5096
  %fmul5099 = fmul float %x5064, 5.000000e+00
  %fadd5100 = fadd float %fmul5099, %fadd5098
  %bits5101 = bitcast float %x5050 to i32
  %call5102 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5101, i32 1, i32 31)
  %leaf5103 = bitcast i32 %call5102 to float
  %fmul5104 = fmul float %x5052, 2.000000e+00
  %fadd5105 = fadd float %phi4998, %fmul5104
  %fmul5106 = fmul float %x5053, 3.000000e+00
  %fadd5107 = fadd float %fmul5106, %fadd5105
  %fmul5108 = fmul float %leaf5103, 4.000000e+00
  %fadd5109 = fadd float %fadd5107, %fmul5108
  %fmul5110 = fmul float %x5065, 5.000000e+00
  %fadd5111 = fadd float %fmul5110, %fadd5109
  %cmp5112 = icmp ult i64 %add5037, 32
  %edge5114 = icmp eq i64 %add5037, 0
  %sel5115 = select i1 %edge5114, float %fadd5111, float %fadd5100
  %warp5040.mask = and i64 %add5037, -32
  %cmp5116 = icmp eq i64 %warp5040.mask, 512
  %cmp5117 = icmp eq i64 %lane5041, 24
  %edge5118 = icmp eq i64 %add5037, 536
  %sel5119 = select i1 %edge5118, float %fadd5100, float %fadd5111
  %v5120 = insertelement <4 x float> poison, float %fadd5084, i64 0
  %v5121 = insertelement <4 x float> %v5120, float %fadd5092, i64 1
  %v5122 = insertelement <4 x float> %v5121, float %sel5115, i64 2
  %v5123 = insertelement <4 x float> %v5122, float %sel5119, i64 3
  store <4 x float> %v5123, ptr addrspace(3) %base5035, align 16
  %slot5125 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 26112
  %x5127 = load float, ptr addrspace(3) %slot5125, align 16
  %174 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 26116
  %x5128 = load float, ptr addrspace(3) %174, align 4
  %175 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 26120
  %x5129 = load float, ptr addrspace(3) %175, align 8
  %176 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 26124
  %x5130 = load float, ptr addrspace(3) %176, align 4
  %bits5133 = bitcast float %x5065 to i32
  %call5134 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5133, i32 1, i32 0)
  %leaf5135 = bitcast i32 %call5134 to float
  %fmul5136 = fmul float %leaf5135, 2.000000e+00
  %fadd5137 = fadd float %x5050, %fmul5136
  %fmul5138 = fmul float %x5062, 3.000000e+00
  %fadd5139 = fadd float %fmul5138, %fadd5137
  %fmul5140 = fmul float %x5063, 4.000000e+00
  %fadd5141 = fadd float %fmul5140, %fadd5139
  %fmul5142 = fmul float %x5068, 5.000000e+00
  %fadd5143 = fadd float %fmul5142, %fadd5141
  %fmul5144 = fmul float %x5062, 2.000000e+00
  %fadd5145 = fadd float %x5051, %fmul5144
  %fmul5146 = fmul float %x5063, 3.000000e+00
  %fadd5147 = fadd float %fmul5146, %fadd5145
  %fmul5148 = fmul float %x5064, 4.000000e+00
  %fadd5149 = fadd float %fmul5148, %fadd5147
  %fmul5150 = fmul float %x5069, 5.000000e+00
  %fadd5151 = fadd float %fmul5150, %fadd5149
  %fmul5152 = fmul float %x5063, 2.000000e+00
  %fadd5153 = fadd float %x5052, %fmul5152
  %fmul5154 = fmul float %x5064, 3.000000e+00
  %fadd5155 = fadd float %fmul5154, %fadd5153
  %fmul5156 = fmul float %x5065, 4.000000e+00
  %fadd5157 = fadd float %fmul5156, %fadd5155
  %fmul5158 = fmul float %x5070, 5.000000e+00
  %fadd5159 = fadd float %fmul5158, %fadd5157
  %bits5160 = bitcast float %x5062 to i32
  %call5161 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5160, i32 1, i32 31)
  %leaf5162 = bitcast i32 %call5161 to float
  %fmul5163 = fmul float %x5064, 2.000000e+00
  %fadd5164 = fadd float %x5053, %fmul5163
  %fmul5165 = fmul float %x5065, 3.000000e+00
  %fadd5166 = fadd float %fmul5165, %fadd5164
  %fmul5167 = fmul float %leaf5162, 4.000000e+00
  %fadd5168 = fadd float %fadd5166, %fmul5167
  %fmul5169 = fmul float %x5071, 5.000000e+00
  %fadd5170 = fadd float %fmul5169, %fadd5168
  %sel5174 = select i1 %edge5114, float %fadd5170, float %fadd5159
  %sel5178 = select i1 %edge5118, float %fadd5159, float %fadd5170
  %v5179 = insertelement <4 x float> poison, float %fadd5143, i64 0
  %v5180 = insertelement <4 x float> %v5179, float %fadd5151, i64 1
  %v5181 = insertelement <4 x float> %v5180, float %sel5174, i64 2
  %v5182 = insertelement <4 x float> %v5181, float %sel5178, i64 3
  store <4 x float> %v5182, ptr addrspace(3) %slot5060, align 16
  %slot5184 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 34816
  %x5186 = load float, ptr addrspace(3) %slot5184, align 16
  %177 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 34820
  %x5187 = load float, ptr addrspace(3) %177, align 4
  %178 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 34824
  %x5188 = load float, ptr addrspace(3) %178, align 8
  %179 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 34828
  %x5189 = load float, ptr addrspace(3) %179, align 4
  %bits5192 = bitcast float %x5071 to i32
  %call5193 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5192, i32 1, i32 0)
  %leaf5194 = bitcast i32 %call5193 to float
  %fmul5195 = fmul float %leaf5194, 2.000000e+00
  %fadd5196 = fadd float %x5062, %fmul5195
  %fmul5197 = fmul float %x5068, 3.000000e+00
  %fadd5198 = fadd float %fmul5197, %fadd5196
  %fmul5199 = fmul float %x5069, 4.000000e+00
  %fadd5200 = fadd float %fmul5199, %fadd5198
  %fmul5201 = fmul float %x5127, 5.000000e+00
  %fadd5202 = fadd float %fmul5201, %fadd5200
  %fmul5203 = fmul float %x5068, 2.000000e+00
  %fadd5204 = fadd float %x5063, %fmul5203
  %fmul5205 = fmul float %x5069, 3.000000e+00
  %fadd5206 = fadd float %fmul5205, %fadd5204
  %fmul5207 = fmul float %x5070, 4.000000e+00
  %fadd5208 = fadd float %fmul5207, %fadd5206
  %fmul5209 = fmul float %x5128, 5.000000e+00
  %fadd5210 = fadd float %fadd5208, %fmul5209
  %fmul5211 = fmul float %x5069, 2.000000e+00
  %fadd5212 = fadd float %x5064, %fmul5211
  %fmul5213 = fmul float %x5070, 3.000000e+00
  %fadd5214 = fadd float %fmul5213, %fadd5212
  %fmul5215 = fmul float %x5071, 4.000000e+00
  %fadd5216 = fadd float %fmul5215, %fadd5214
  %fmul5217 = fmul float %x5129, 5.000000e+00
  %fadd5218 = fadd float %fadd5216, %fmul5217
  %bits5219 = bitcast float %x5068 to i32
  %call5220 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5219, i32 1, i32 31)
  %leaf5221 = bitcast i32 %call5220 to float
  %fmul5222 = fmul float %x5070, 2.000000e+00
  %fadd5223 = fadd float %x5065, %fmul5222
  %fmul5224 = fmul float %x5071, 3.000000e+00
  %fadd5225 = fadd float %fmul5224, %fadd5223
  %fmul5226 = fmul float %leaf5221, 4.000000e+00
  %fadd5227 = fadd float %fadd5225, %fmul5226
  %fmul5228 = fmul float %x5130, 5.000000e+00
  %fadd5229 = fadd float %fmul5228, %fadd5227
  %sel5233 = select i1 %edge5114, float %fadd5229, float %fadd5218
  %sel5237 = select i1 %edge5118, float %fadd5218, float %fadd5229
  %v5238 = insertelement <4 x float> poison, float %fadd5202, i64 0
  %v5239 = insertelement <4 x float> %v5238, float %fadd5210, i64 1
  %v5240 = insertelement <4 x float> %v5239, float %sel5233, i64 2
  %v5241 = insertelement <4 x float> %v5240, float %sel5237, i64 3
  store <4 x float> %v5241, ptr addrspace(3) %slot5066, align 16
  %slot5243 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 43520
  %x5245 = load float, ptr addrspace(3) %slot5243, align 16
  %180 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 43524
  %x5246 = load float, ptr addrspace(3) %180, align 4
  %181 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 43528
  %x5247 = load float, ptr addrspace(3) %181, align 8
  %182 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 43532
  %x5248 = load float, ptr addrspace(3) %182, align 4
  %bits5251 = bitcast float %x5130 to i32
  %call5252 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5251, i32 1, i32 0)
  %leaf5253 = bitcast i32 %call5252 to float
  %fmul5254 = fmul float %leaf5253, 2.000000e+00
  %fadd5255 = fadd float %x5068, %fmul5254
  %fmul5256 = fmul float %x5127, 3.000000e+00
  %fadd5257 = fadd float %fmul5256, %fadd5255
  %fmul5258 = fmul float %x5128, 4.000000e+00
  %fadd5259 = fadd float %fmul5258, %fadd5257
  %fmul5260 = fmul float %x5186, 5.000000e+00
  %fadd5261 = fadd float %fmul5260, %fadd5259
  %fmul5262 = fmul float %x5127, 2.000000e+00
  %fadd5263 = fadd float %x5069, %fmul5262
  %fmul5264 = fmul float %x5128, 3.000000e+00
  %fadd5265 = fadd float %fmul5264, %fadd5263
  %fmul5266 = fmul float %x5129, 4.000000e+00
  %fadd5267 = fadd float %fmul5266, %fadd5265
  %fmul5268 = fmul float %x5187, 5.000000e+00
  %fadd5269 = fadd float %fadd5267, %fmul5268
  %fmul5270 = fmul float %x5128, 2.000000e+00
  %fadd5271 = fadd float %x5070, %fmul5270
  %fmul5272 = fmul float %x5129, 3.000000e+00
  %fadd5273 = fadd float %fmul5272, %fadd5271
  %fmul5274 = fmul float %x5130, 4.000000e+00
  %fadd5275 = fadd float %fmul5274, %fadd5273
  %fmul5276 = fmul float %x5188, 5.000000e+00
  %fadd5277 = fadd float %fadd5275, %fmul5276
  %bits5278 = bitcast float %x5127 to i32
  %call5279 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5278, i32 1, i32 31)
  %leaf5280 = bitcast i32 %call5279 to float
  %fmul5281 = fmul float %x5129, 2.000000e+00
  %fadd5282 = fadd float %x5071, %fmul5281
  %fmul5283 = fmul float %x5130, 3.000000e+00
  %fadd5284 = fadd float %fmul5283, %fadd5282
  %fmul5285 = fmul float %leaf5280, 4.000000e+00
  %fadd5286 = fadd float %fadd5284, %fmul5285
  %fmul5287 = fmul float %x5189, 5.000000e+00
  %fadd5288 = fadd float %fmul5287, %fadd5286
  %sel5292 = select i1 %edge5114, float %fadd5288, float %fadd5277
  %sel5296 = select i1 %edge5118, float %fadd5277, float %fadd5288
  %v5297 = insertelement <4 x float> poison, float %fadd5261, i64 0
  %v5298 = insertelement <4 x float> %v5297, float %fadd5269, i64 1
  %v5299 = insertelement <4 x float> %v5298, float %sel5292, i64 2
  %v5300 = insertelement <4 x float> %v5299, float %sel5296, i64 3
  store <4 x float> %v5300, ptr addrspace(3) %slot5125, align 16
  %slot5302 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 52224
  %x5304 = load float, ptr addrspace(3) %slot5302, align 16
  %183 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 52228
  %x5305 = load float, ptr addrspace(3) %183, align 4
  %184 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 52232
  %x5306 = load float, ptr addrspace(3) %184, align 8
  %185 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 52236
  %x5307 = load float, ptr addrspace(3) %185, align 4
  %bits5310 = bitcast float %x5189 to i32
  %call5311 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5310, i32 1, i32 0)
  %leaf5312 = bitcast i32 %call5311 to float
  %fmul5313 = fmul float %leaf5312, 2.000000e+00
  %fadd5314 = fadd float %x5127, %fmul5313
  %fmul5315 = fmul float %x5186, 3.000000e+00
  %fadd5316 = fadd float %fmul5315, %fadd5314
  %fmul5317 = fmul float %x5187, 4.000000e+00
  %fadd5318 = fadd float %fmul5317, %fadd5316
  %fmul5319 = fmul float %x5245, 5.000000e+00
  %fadd5320 = fadd float %fmul5319, %fadd5318
  %fmul5321 = fmul float %x5186, 2.000000e+00
  %fadd5322 = fadd float %x5128, %fmul5321
  %fmul5323 = fmul float %x5187, 3.000000e+00
  %fadd5324 = fadd float %fmul5323, %fadd5322
  %fmul5325 = fmul float %x5188, 4.000000e+00
  %fadd5326 = fadd float %fmul5325, %fadd5324
  %fmul5327 = fmul float %x5246, 5.000000e+00
  %fadd5328 = fadd float %fadd5326, %fmul5327
  %fmul5329 = fmul float %x5187, 2.000000e+00
  %fadd5330 = fadd float %x5129, %fmul5329
  %fmul5331 = fmul float %x5188, 3.000000e+00
  %fadd5332 = fadd float %fmul5331, %fadd5330
  %fmul5333 = fmul float %x5189, 4.000000e+00
  %fadd5334 = fadd float %fmul5333, %fadd5332
  %fmul5335 = fmul float %x5247, 5.000000e+00
  %fadd5336 = fadd float %fadd5334, %fmul5335
  %bits5337 = bitcast float %x5186 to i32
  %call5338 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5337, i32 1, i32 31)
  %leaf5339 = bitcast i32 %call5338 to float
  %fmul5340 = fmul float %x5188, 2.000000e+00
  %fadd5341 = fadd float %x5130, %fmul5340
  %fmul5342 = fmul float %x5189, 3.000000e+00
  %fadd5343 = fadd float %fmul5342, %fadd5341
  %fmul5344 = fmul float %leaf5339, 4.000000e+00
  %fadd5345 = fadd float %fadd5343, %fmul5344
  %fmul5346 = fmul float %x5248, 5.000000e+00
  %fadd5347 = fadd float %fmul5346, %fadd5345
  %sel5351 = select i1 %edge5114, float %fadd5347, float %fadd5336
  %sel5355 = select i1 %edge5118, float %fadd5336, float %fadd5347
  %v5356 = insertelement <4 x float> poison, float %fadd5320, i64 0
  %v5357 = insertelement <4 x float> %v5356, float %fadd5328, i64 1
  %v5358 = insertelement <4 x float> %v5357, float %sel5351, i64 2
  %v5359 = insertelement <4 x float> %v5358, float %sel5355, i64 3
  store <4 x float> %v5359, ptr addrspace(3) %slot5184, align 16
  %slot5361 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 60928
  %x5363 = load float, ptr addrspace(3) %slot5361, align 16
  %186 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 60932
  %x5364 = load float, ptr addrspace(3) %186, align 4
  %187 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 60936
  %x5365 = load float, ptr addrspace(3) %187, align 8
  %188 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 60940
  %x5366 = load float, ptr addrspace(3) %188, align 4
  %bits5369 = bitcast float %x5248 to i32
  %call5370 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5369, i32 1, i32 0)
  %leaf5371 = bitcast i32 %call5370 to float
  %fmul5372 = fmul float %leaf5371, 2.000000e+00
  %fadd5373 = fadd float %x5186, %fmul5372
  %fmul5374 = fmul float %x5245, 3.000000e+00
  %fadd5375 = fadd float %fmul5374, %fadd5373
  %fmul5376 = fmul float %x5246, 4.000000e+00
  %fadd5377 = fadd float %fmul5376, %fadd5375
  %fmul5378 = fmul float %x5304, 5.000000e+00
  %fadd5379 = fadd float %fmul5378, %fadd5377
  %fmul5380 = fmul float %x5245, 2.000000e+00
  %fadd5381 = fadd float %x5187, %fmul5380
  %fmul5382 = fmul float %x5246, 3.000000e+00
  %fadd5383 = fadd float %fmul5382, %fadd5381
  %fmul5384 = fmul float %x5247, 4.000000e+00
  %fadd5385 = fadd float %fmul5384, %fadd5383
  %fmul5386 = fmul float %x5305, 5.000000e+00
  %fadd5387 = fadd float %fadd5385, %fmul5386
  %fmul5388 = fmul float %x5246, 2.000000e+00
  %fadd5389 = fadd float %x5188, %fmul5388
  %fmul5390 = fmul float %x5247, 3.000000e+00
  %fadd5391 = fadd float %fmul5390, %fadd5389
  %fmul5392 = fmul float %x5248, 4.000000e+00
  %fadd5393 = fadd float %fmul5392, %fadd5391
  %fmul5394 = fmul float %x5306, 5.000000e+00
  %fadd5395 = fadd float %fadd5393, %fmul5394
  %bits5396 = bitcast float %x5245 to i32
  %call5397 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5396, i32 1, i32 31)
  %leaf5398 = bitcast i32 %call5397 to float
  %fmul5399 = fmul float %x5247, 2.000000e+00
  %fadd5400 = fadd float %x5189, %fmul5399
  %fmul5401 = fmul float %x5248, 3.000000e+00
  %fadd5402 = fadd float %fmul5401, %fadd5400
  %fmul5403 = fmul float %leaf5398, 4.000000e+00
  %fadd5404 = fadd float %fadd5402, %fmul5403
  %fmul5405 = fmul float %x5307, 5.000000e+00
  %fadd5406 = fadd float %fmul5405, %fadd5404
  %sel5410 = select i1 %edge5114, float %fadd5406, float %fadd5395
  %sel5414 = select i1 %edge5118, float %fadd5395, float %fadd5406
  %v5415 = insertelement <4 x float> poison, float %fadd5379, i64 0
  %v5416 = insertelement <4 x float> %v5415, float %fadd5387, i64 1
  %v5417 = insertelement <4 x float> %v5416, float %sel5410, i64 2
  %v5418 = insertelement <4 x float> %v5417, float %sel5414, i64 3
  store <4 x float> %v5418, ptr addrspace(3) %slot5243, align 16
  %slot5420 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 69632
  %x5422 = load float, ptr addrspace(3) %slot5420, align 16
  %189 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 69636
  %x5423 = load float, ptr addrspace(3) %189, align 4
  %190 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 69640
  %x5424 = load float, ptr addrspace(3) %190, align 8
  %191 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 69644
  %x5425 = load float, ptr addrspace(3) %191, align 4
  %bits5428 = bitcast float %x5307 to i32
  %call5429 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5428, i32 1, i32 0)
  %leaf5430 = bitcast i32 %call5429 to float
  %fmul5431 = fmul float %leaf5430, 2.000000e+00
  %fadd5432 = fadd float %x5245, %fmul5431
  %fmul5433 = fmul float %x5304, 3.000000e+00
  %fadd5434 = fadd float %fmul5433, %fadd5432
  %fmul5435 = fmul float %x5305, 4.000000e+00
  %fadd5436 = fadd float %fmul5435, %fadd5434
  %fmul5437 = fmul float %x5363, 5.000000e+00
  %fadd5438 = fadd float %fmul5437, %fadd5436
  %fmul5439 = fmul float %x5304, 2.000000e+00
  %fadd5440 = fadd float %x5246, %fmul5439
  %fmul5441 = fmul float %x5305, 3.000000e+00
  %fadd5442 = fadd float %fmul5441, %fadd5440
  %fmul5443 = fmul float %x5306, 4.000000e+00
  %fadd5444 = fadd float %fmul5443, %fadd5442
  %fmul5445 = fmul float %x5364, 5.000000e+00
  %fadd5446 = fadd float %fadd5444, %fmul5445
  %fmul5447 = fmul float %x5305, 2.000000e+00
  %fadd5448 = fadd float %x5247, %fmul5447
  %fmul5449 = fmul float %x5306, 3.000000e+00
  %fadd5450 = fadd float %fmul5449, %fadd5448
  %fmul5451 = fmul float %x5307, 4.000000e+00
  %fadd5452 = fadd float %fmul5451, %fadd5450
  %fmul5453 = fmul float %x5365, 5.000000e+00
  %fadd5454 = fadd float %fadd5452, %fmul5453
  %bits5455 = bitcast float %x5304 to i32
  %call5456 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5455, i32 1, i32 31)
  %leaf5457 = bitcast i32 %call5456 to float
  %fmul5458 = fmul float %x5306, 2.000000e+00
  %fadd5459 = fadd float %x5248, %fmul5458
  %fmul5460 = fmul float %x5307, 3.000000e+00
  %fadd5461 = fadd float %fmul5460, %fadd5459
  %fmul5462 = fmul float %leaf5457, 4.000000e+00
  %fadd5463 = fadd float %fadd5461, %fmul5462
  %fmul5464 = fmul float %x5366, 5.000000e+00
  %fadd5465 = fadd float %fmul5464, %fadd5463
  %sel5469 = select i1 %edge5114, float %fadd5465, float %fadd5454
  %sel5473 = select i1 %edge5118, float %fadd5454, float %fadd5465
  %v5474 = insertelement <4 x float> poison, float %fadd5438, i64 0
  %v5475 = insertelement <4 x float> %v5474, float %fadd5446, i64 1
  %v5476 = insertelement <4 x float> %v5475, float %sel5469, i64 2
  %v5477 = insertelement <4 x float> %v5476, float %sel5473, i64 3
  store <4 x float> %v5477, ptr addrspace(3) %slot5302, align 16
  %slot5479 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 78336
  %x5481 = load float, ptr addrspace(3) %slot5479, align 16
  %192 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 78340
  %x5482 = load float, ptr addrspace(3) %192, align 4
  %193 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 78344
  %x5483 = load float, ptr addrspace(3) %193, align 8
  %194 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 78348
  %x5484 = load float, ptr addrspace(3) %194, align 4
  %bits5487 = bitcast float %x5366 to i32
  %call5488 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5487, i32 1, i32 0)
  %leaf5489 = bitcast i32 %call5488 to float
  %fmul5490 = fmul float %leaf5489, 2.000000e+00
  %fadd5491 = fadd float %x5304, %fmul5490
  %fmul5492 = fmul float %x5363, 3.000000e+00
  %fadd5493 = fadd float %fmul5492, %fadd5491
  %fmul5494 = fmul float %x5364, 4.000000e+00
  %fadd5495 = fadd float %fmul5494, %fadd5493
  %fmul5496 = fmul float %x5422, 5.000000e+00
  %fadd5497 = fadd float %fmul5496, %fadd5495
  %fmul5498 = fmul float %x5363, 2.000000e+00
  %fadd5499 = fadd float %x5305, %fmul5498
  %fmul5500 = fmul float %x5364, 3.000000e+00
  %fadd5501 = fadd float %fmul5500, %fadd5499
  %fmul5502 = fmul float %x5365, 4.000000e+00
  %fadd5503 = fadd float %fmul5502, %fadd5501
  %fmul5504 = fmul float %x5423, 5.000000e+00
  %fadd5505 = fadd float %fadd5503, %fmul5504
  %fmul5506 = fmul float %x5364, 2.000000e+00
  %fadd5507 = fadd float %x5306, %fmul5506
  %fmul5508 = fmul float %x5365, 3.000000e+00
  %fadd5509 = fadd float %fmul5508, %fadd5507
  %fmul5510 = fmul float %x5366, 4.000000e+00
  %fadd5511 = fadd float %fmul5510, %fadd5509
  %fmul5512 = fmul float %x5424, 5.000000e+00
  %fadd5513 = fadd float %fadd5511, %fmul5512
  %bits5514 = bitcast float %x5363 to i32
  %call5515 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5514, i32 1, i32 31)
  %leaf5516 = bitcast i32 %call5515 to float
  %fmul5517 = fmul float %x5365, 2.000000e+00
  %fadd5518 = fadd float %x5307, %fmul5517
  %fmul5519 = fmul float %x5366, 3.000000e+00
  %fadd5520 = fadd float %fmul5519, %fadd5518
  %fmul5521 = fmul float %leaf5516, 4.000000e+00
  %fadd5522 = fadd float %fadd5520, %fmul5521
  %fmul5523 = fmul float %x5425, 5.000000e+00
  %fadd5524 = fadd float %fmul5523, %fadd5522
  %sel5528 = select i1 %edge5114, float %fadd5524, float %fadd5513
  %sel5532 = select i1 %edge5118, float %fadd5513, float %fadd5524
  %v5533 = insertelement <4 x float> poison, float %fadd5497, i64 0
  %v5534 = insertelement <4 x float> %v5533, float %fadd5505, i64 1
  %v5535 = insertelement <4 x float> %v5534, float %sel5528, i64 2
  %v5536 = insertelement <4 x float> %v5535, float %sel5532, i64 3
  store <4 x float> %v5536, ptr addrspace(3) %slot5361, align 16
  %slot5538 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 87040
  %x5540 = load float, ptr addrspace(3) %slot5538, align 16
  %195 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 87044
  %x5541 = load float, ptr addrspace(3) %195, align 4
  %196 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 87048
  %x5542 = load float, ptr addrspace(3) %196, align 8
  %197 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 87052
  %x5543 = load float, ptr addrspace(3) %197, align 4
  %bits5546 = bitcast float %x5425 to i32
  %call5547 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5546, i32 1, i32 0)
  %leaf5548 = bitcast i32 %call5547 to float
  %fmul5549 = fmul float %leaf5548, 2.000000e+00
  %fadd5550 = fadd float %x5363, %fmul5549
  %fmul5551 = fmul float %x5422, 3.000000e+00
  %fadd5552 = fadd float %fmul5551, %fadd5550
  %fmul5553 = fmul float %x5423, 4.000000e+00
  %fadd5554 = fadd float %fmul5553, %fadd5552
  %fmul5555 = fmul float %x5481, 5.000000e+00
  %fadd5556 = fadd float %fmul5555, %fadd5554
  %fmul5557 = fmul float %x5422, 2.000000e+00
  %fadd5558 = fadd float %x5364, %fmul5557
  %fmul5559 = fmul float %x5423, 3.000000e+00
  %fadd5560 = fadd float %fmul5559, %fadd5558
  %fmul5561 = fmul float %x5424, 4.000000e+00
  %fadd5562 = fadd float %fmul5561, %fadd5560
  %fmul5563 = fmul float %x5482, 5.000000e+00
  %fadd5564 = fadd float %fadd5562, %fmul5563
  %fmul5565 = fmul float %x5423, 2.000000e+00
  %fadd5566 = fadd float %x5365, %fmul5565
  %fmul5567 = fmul float %x5424, 3.000000e+00
  %fadd5568 = fadd float %fmul5567, %fadd5566
  %fmul5569 = fmul float %x5425, 4.000000e+00
  %fadd5570 = fadd float %fmul5569, %fadd5568
  %fmul5571 = fmul float %x5483, 5.000000e+00
  %fadd5572 = fadd float %fadd5570, %fmul5571
  %bits5573 = bitcast float %x5422 to i32
  %call5574 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5573, i32 1, i32 31)
  %leaf5575 = bitcast i32 %call5574 to float
  %fmul5576 = fmul float %x5424, 2.000000e+00
  %fadd5577 = fadd float %x5366, %fmul5576
  %fmul5578 = fmul float %x5425, 3.000000e+00
  %fadd5579 = fadd float %fmul5578, %fadd5577
  %fmul5580 = fmul float %leaf5575, 4.000000e+00
  %fadd5581 = fadd float %fadd5579, %fmul5580
  %fmul5582 = fmul float %x5484, 5.000000e+00
  %fadd5583 = fadd float %fmul5582, %fadd5581
  %sel5587 = select i1 %edge5114, float %fadd5583, float %fadd5572
  %sel5591 = select i1 %edge5118, float %fadd5572, float %fadd5583
  %v5592 = insertelement <4 x float> poison, float %fadd5556, i64 0
  %v5593 = insertelement <4 x float> %v5592, float %fadd5564, i64 1
  %v5594 = insertelement <4 x float> %v5593, float %sel5587, i64 2
  %v5595 = insertelement <4 x float> %v5594, float %sel5591, i64 3
  store <4 x float> %v5595, ptr addrspace(3) %slot5420, align 16
  %slot5597 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 95744
  %x5599 = load float, ptr addrspace(3) %slot5597, align 16
  %198 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 95748
  %x5600 = load float, ptr addrspace(3) %198, align 4
  %199 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 95752
  %x5601 = load float, ptr addrspace(3) %199, align 8
  %200 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 95756
  %x5602 = load float, ptr addrspace(3) %200, align 4
  %bits5605 = bitcast float %x5484 to i32
  %call5606 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5605, i32 1, i32 0)
  %leaf5607 = bitcast i32 %call5606 to float
  %fmul5608 = fmul float %leaf5607, 2.000000e+00
  %fadd5609 = fadd float %x5422, %fmul5608
  %fmul5610 = fmul float %x5481, 3.000000e+00
  %fadd5611 = fadd float %fmul5610, %fadd5609
  %fmul5612 = fmul float %x5482, 4.000000e+00
  %fadd5613 = fadd float %fmul5612, %fadd5611
  %fmul5614 = fmul float %x5540, 5.000000e+00
  %fadd5615 = fadd float %fmul5614, %fadd5613
  %fmul5616 = fmul float %x5481, 2.000000e+00
  %fadd5617 = fadd float %x5423, %fmul5616
  %fmul5618 = fmul float %x5482, 3.000000e+00
  %fadd5619 = fadd float %fmul5618, %fadd5617
  %fmul5620 = fmul float %x5483, 4.000000e+00
  %fadd5621 = fadd float %fmul5620, %fadd5619
  %fmul5622 = fmul float %x5541, 5.000000e+00
  %fadd5623 = fadd float %fadd5621, %fmul5622
  %fmul5624 = fmul float %x5482, 2.000000e+00
  %fadd5625 = fadd float %x5424, %fmul5624
  %fmul5626 = fmul float %x5483, 3.000000e+00
  %fadd5627 = fadd float %fmul5626, %fadd5625
  %fmul5628 = fmul float %x5484, 4.000000e+00
  %fadd5629 = fadd float %fmul5628, %fadd5627
  %fmul5630 = fmul float %x5542, 5.000000e+00
  %fadd5631 = fadd float %fadd5629, %fmul5630
  %bits5632 = bitcast float %x5481 to i32
  %call5633 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5632, i32 1, i32 31)
  %leaf5634 = bitcast i32 %call5633 to float
  %fmul5635 = fmul float %x5483, 2.000000e+00
  %fadd5636 = fadd float %x5425, %fmul5635
  %fmul5637 = fmul float %x5484, 3.000000e+00
  %fadd5638 = fadd float %fmul5637, %fadd5636
  %fmul5639 = fmul float %leaf5634, 4.000000e+00
  %fadd5640 = fadd float %fadd5638, %fmul5639
  %fmul5641 = fmul float %x5543, 5.000000e+00
  %fadd5642 = fadd float %fmul5641, %fadd5640
  %sel5646 = select i1 %edge5114, float %fadd5642, float %fadd5631
  %sel5650 = select i1 %edge5118, float %fadd5631, float %fadd5642
  %v5651 = insertelement <4 x float> poison, float %fadd5615, i64 0
  %v5652 = insertelement <4 x float> %v5651, float %fadd5623, i64 1
  %v5653 = insertelement <4 x float> %v5652, float %sel5646, i64 2
  %v5654 = insertelement <4 x float> %v5653, float %sel5650, i64 3
  store <4 x float> %v5654, ptr addrspace(3) %slot5479, align 16
  %slot5656 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 104448
  %x5658 = load float, ptr addrspace(3) %slot5656, align 16
  %201 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 104452
  %x5659 = load float, ptr addrspace(3) %201, align 4
  %202 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 104456
  %x5660 = load float, ptr addrspace(3) %202, align 8
  %203 = getelementptr inbounds i8, ptr addrspace(3) %base5035, i64 104460
  %x5661 = load float, ptr addrspace(3) %203, align 4
  %bits5664 = bitcast float %x5543 to i32
  %call5665 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5664, i32 1, i32 0)
  %leaf5666 = bitcast i32 %call5665 to float
  %fmul5667 = fmul float %leaf5666, 2.000000e+00
  %fadd5668 = fadd float %x5481, %fmul5667
  %fmul5669 = fmul float %x5540, 3.000000e+00
  %fadd5670 = fadd float %fmul5669, %fadd5668
  %fmul5671 = fmul float %x5541, 4.000000e+00
  %fadd5672 = fadd float %fmul5671, %fadd5670
  %fmul5673 = fmul float %x5599, 5.000000e+00
  %fadd5674 = fadd float %fmul5673, %fadd5672
  %fmul5675 = fmul float %x5540, 2.000000e+00
  %fadd5676 = fadd float %x5482, %fmul5675
  %fmul5677 = fmul float %x5541, 3.000000e+00
  %fadd5678 = fadd float %fmul5677, %fadd5676
  %fmul5679 = fmul float %x5542, 4.000000e+00
  %fadd5680 = fadd float %fmul5679, %fadd5678
  %fmul5681 = fmul float %x5600, 5.000000e+00
  %fadd5682 = fadd float %fadd5680, %fmul5681
  %fmul5683 = fmul float %x5541, 2.000000e+00
  %fadd5684 = fadd float %x5483, %fmul5683
  %fmul5685 = fmul float %x5542, 3.000000e+00
  %fadd5686 = fadd float %fmul5685, %fadd5684
  %fmul5687 = fmul float %x5543, 4.000000e+00
  %fadd5688 = fadd float %fmul5687, %fadd5686
  %fmul5689 = fmul float %x5601, 5.000000e+00
  %fadd5690 = fadd float %fadd5688, %fmul5689
  %bits5691 = bitcast float %x5540 to i32
  %call5692 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5691, i32 1, i32 31)
  %leaf5693 = bitcast i32 %call5692 to float
  %fmul5694 = fmul float %x5542, 2.000000e+00
  %fadd5695 = fadd float %x5484, %fmul5694
  %fmul5696 = fmul float %x5543, 3.000000e+00
  %fadd5697 = fadd float %fmul5696, %fadd5695
  %fmul5698 = fmul float %leaf5693, 4.000000e+00
  %fadd5699 = fadd float %fadd5697, %fmul5698
  %fmul5700 = fmul float %x5602, 5.000000e+00
  %fadd5701 = fadd float %fmul5700, %fadd5699
  %sel5705 = select i1 %edge5114, float %fadd5701, float %fadd5690
  %sel5709 = select i1 %edge5118, float %fadd5690, float %fadd5701
  %v5710 = insertelement <4 x float> poison, float %fadd5674, i64 0
  %v5711 = insertelement <4 x float> %v5710, float %fadd5682, i64 1
  %v5712 = insertelement <4 x float> %v5711, float %sel5705, i64 2
  %v5713 = insertelement <4 x float> %v5712, float %sel5709, i64 3
  store <4 x float> %v5713, ptr addrspace(3) %slot5538, align 16
  %bits5717 = bitcast float %x5602 to i32
  %call5718 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5717, i32 1, i32 0)
  %leaf5719 = bitcast i32 %call5718 to float
  %fmul5720 = fmul float %leaf5719, 2.000000e+00
  %fadd5721 = fadd float %x5540, %fmul5720
  %fmul5722 = fmul float %x5599, 3.000000e+00
  %fadd5723 = fadd float %fmul5722, %fadd5721
  %fmul5724 = fmul float %x5600, 4.000000e+00
  %fadd5725 = fadd float %fmul5724, %fadd5723
  %fmul5726 = fmul float %x5658, 5.000000e+00
  %fadd5727 = fadd float %fmul5726, %fadd5725
  %fmul5728 = fmul float %x5599, 2.000000e+00
  %fadd5729 = fadd float %x5541, %fmul5728
  %fmul5730 = fmul float %x5600, 3.000000e+00
  %fadd5731 = fadd float %fmul5730, %fadd5729
  %fmul5732 = fmul float %x5601, 4.000000e+00
  %fadd5733 = fadd float %fmul5732, %fadd5731
  %fmul5734 = fmul float %x5659, 5.000000e+00
  %fadd5735 = fadd float %fadd5733, %fmul5734
  %fmul5736 = fmul float %x5600, 2.000000e+00
  %fadd5737 = fadd float %x5542, %fmul5736
  %fmul5738 = fmul float %x5601, 3.000000e+00
  %fadd5739 = fadd float %fmul5738, %fadd5737
  %fmul5740 = fmul float %x5602, 4.000000e+00
  %fadd5741 = fadd float %fmul5740, %fadd5739
  %fmul5742 = fmul float %x5660, 5.000000e+00
  %fadd5743 = fadd float %fadd5741, %fmul5742
  %bits5744 = bitcast float %x5599 to i32
  %call5745 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5744, i32 1, i32 31)
  %leaf5746 = bitcast i32 %call5745 to float
  %fmul5747 = fmul float %x5601, 2.000000e+00
  %fadd5748 = fadd float %x5543, %fmul5747
  %fmul5749 = fmul float %x5602, 3.000000e+00
  %fadd5750 = fadd float %fmul5749, %fadd5748
  %fmul5751 = fmul float %leaf5746, 4.000000e+00
  %fadd5752 = fadd float %fadd5750, %fmul5751
  %fmul5753 = fmul float %x5661, 5.000000e+00
  %fadd5754 = fadd float %fmul5753, %fadd5752
  %sel5758 = select i1 %edge5114, float %fadd5754, float %fadd5743
  %sel5762 = select i1 %edge5118, float %fadd5743, float %fadd5754
  %v5763 = insertelement <4 x float> poison, float %fadd5727, i64 0
  %v5764 = insertelement <4 x float> %v5763, float %fadd5735, i64 1
  %v5765 = insertelement <4 x float> %v5764, float %sel5758, i64 2
  %v5766 = insertelement <4 x float> %v5765, float %sel5762, i64 3
  store <4 x float> %v5766, ptr addrspace(3) %slot5597, align 16
  %bits5770 = bitcast float %x5661 to i32
  %call5771 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5770, i32 1, i32 0)
  %leaf5772 = bitcast i32 %call5771 to float
  %fmul5773 = fmul float %leaf5772, 2.000000e+00
  %fadd5774 = fadd float %x5599, %fmul5773
  %fmul5775 = fmul float %x5658, 3.000000e+00
  %fadd5776 = fadd float %fmul5775, %fadd5774
  %fmul5777 = fmul float %x5659, 4.000000e+00
  %fadd5778 = fadd float %fmul5777, %fadd5776
  %fmul5779 = fmul float %x5056, 5.000000e+00
  %fadd5780 = fadd float %fmul5779, %fadd5778
  %fmul5781 = fmul float %x5658, 2.000000e+00
  %fadd5782 = fadd float %x5600, %fmul5781
  %fmul5783 = fmul float %x5659, 3.000000e+00
  %fadd5784 = fadd float %fmul5783, %fadd5782
  %fmul5785 = fmul float %x5660, 4.000000e+00
  %fadd5786 = fadd float %fmul5785, %fadd5784
  %fmul5787 = fmul float %x5057, 5.000000e+00
  %fadd5788 = fadd float %fmul5787, %fadd5786
  %fmul5789 = fmul float %x5659, 2.000000e+00
  %fadd5790 = fadd float %x5601, %fmul5789
  %fmul5791 = fmul float %x5660, 3.000000e+00
  %fadd5792 = fadd float %fmul5791, %fadd5790
  %fmul5793 = fmul float %x5661, 4.000000e+00
  %fadd5794 = fadd float %fmul5793, %fadd5792
  %fmul5795 = fmul float %x5058, 5.000000e+00
  %fadd5796 = fadd float %fmul5795, %fadd5794
  %bits5797 = bitcast float %x5658 to i32
  %call5798 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5797, i32 1, i32 31)
  %leaf5799 = bitcast i32 %call5798 to float
  %fmul5800 = fmul float %x5660, 2.000000e+00
  %fadd5801 = fadd float %x5602, %fmul5800
  %fmul5802 = fmul float %x5661, 3.000000e+00
  %fadd5803 = fadd float %fmul5802, %fadd5801
  %fmul5804 = fmul float %leaf5799, 4.000000e+00
  %fadd5805 = fadd float %fadd5803, %fmul5804
  %fmul5806 = fmul float %x5059, 5.000000e+00
  %fadd5807 = fadd float %fmul5806, %fadd5805
  %sel5811 = select i1 %edge5114, float %fadd5807, float %fadd5796
  %sel5815 = select i1 %edge5118, float %fadd5796, float %fadd5807
  %v5816 = insertelement <4 x float> poison, float %fadd5780, i64 0
  %v5817 = insertelement <4 x float> %v5816, float %fadd5788, i64 1
  %v5818 = insertelement <4 x float> %v5817, float %sel5811, i64 2
  %v5819 = insertelement <4 x float> %v5818, float %sel5815, i64 3
  store <4 x float> %v5819, ptr addrspace(3) %slot5656, align 16
  %bits5823 = bitcast float %x5059 to i32
  %call5824 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5823, i32 1, i32 0)
  %leaf5825 = bitcast i32 %call5824 to float
  %fmul5826 = fmul float %leaf5825, 2.000000e+00
  %fadd5827 = fadd float %x5658, %fmul5826
  %fmul5828 = fmul float %x5056, 3.000000e+00
  %fadd5829 = fadd float %fmul5828, %fadd5827
  %fmul5830 = fmul float %x5057, 4.000000e+00
  %fadd5831 = fadd float %fmul5830, %fadd5829
  %fmul5832 = fmul float %fadd4809, 5.000000e+00
  %fadd5833 = fadd float %fmul5832, %fadd5831
  %fmul5834 = fmul float %x5056, 2.000000e+00
  %fadd5835 = fadd float %fmul5834, %x5659
  %fmul5836 = fmul float %x5057, 3.000000e+00
  %fadd5837 = fadd float %fmul5836, %fadd5835
  %fmul5838 = fmul float %x5058, 4.000000e+00
  %fadd5839 = fadd float %fmul5838, %fadd5837
  %fmul5840 = fmul float %fadd4817, 5.000000e+00
  %fadd5841 = fadd float %fmul5840, %fadd5839
  %fmul5842 = fmul float %x5057, 2.000000e+00
  %fadd5843 = fadd float %fmul5842, %x5660
  %fmul5844 = fmul float %x5058, 3.000000e+00
  %fadd5845 = fadd float %fmul5844, %fadd5843
  %fmul5846 = fmul float %x5059, 4.000000e+00
  %fadd5847 = fadd float %fmul5846, %fadd5845
  %fmul5848 = fmul float %phi4935, 5.000000e+00
  %fadd5849 = fadd float %fmul5848, %fadd5847
  %bits5850 = bitcast float %x5056 to i32
  %call5851 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5850, i32 1, i32 31)
  %leaf5852 = bitcast i32 %call5851 to float
  %fmul5853 = fmul float %x5058, 2.000000e+00
  %fadd5854 = fadd float %fmul5853, %x5661
  %fmul5855 = fmul float %x5059, 3.000000e+00
  %fadd5856 = fadd float %fmul5855, %fadd5854
  %fmul5857 = fmul float %leaf5852, 4.000000e+00
  %fadd5858 = fadd float %fadd5856, %fmul5857
  %fmul5859 = fmul float %phi5010, 5.000000e+00
  %fadd5860 = fadd float %fmul5859, %fadd5858
  %sel5864 = select i1 %edge5114, float %fadd5860, float %fadd5849
  %sel5868 = select i1 %edge5118, float %fadd5849, float %fadd5860
  %v5869 = insertelement <4 x float> poison, float %fadd5833, i64 0
  %v5870 = insertelement <4 x float> %v5869, float %fadd5841, i64 1
  %v5871 = insertelement <4 x float> %v5870, float %sel5864, i64 2
  %v5872 = insertelement <4 x float> %v5871, float %sel5868, i64 3
  store <4 x float> %v5872, ptr addrspace(3) %slot5054, align 16
  %bits5876 = bitcast float %phi4998 to i32
  %call5877 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5876, i32 1, i32 0)
  %leaf5878 = bitcast i32 %call5877 to float
  %fmul5879 = fmul float %leaf5878, 2.000000e+00
  %fadd5880 = fadd float %sel5023, %fmul5879
  %fmul5881 = fmul float %fadd4771, 3.000000e+00
  %fadd5882 = fadd float %fmul5881, %fadd5880
  %fmul5883 = fmul float %fadd4779, 4.000000e+00
  %fadd5884 = fadd float %fmul5883, %fadd5882
  %fmul5885 = fmul float %x5050, 5.000000e+00
  %fadd5886 = fadd float %fmul5885, %fadd5884
  %fmul5887 = fmul float %fadd4771, 2.000000e+00
  %fadd5888 = fadd float %sel5024, %fmul5887
  %fmul5889 = fmul float %fadd4779, 3.000000e+00
  %fadd5890 = fadd float %fmul5889, %fadd5888
  %fmul5891 = fmul float %phi4923, 4.000000e+00
  %fadd5892 = fadd float %fadd5890, %fmul5891
  %fmul5893 = fmul float %x5051, 5.000000e+00
  %fadd5894 = fadd float %fadd5892, %fmul5893
  %fmul5895 = fmul float %fadd4779, 2.000000e+00
  %fadd5896 = fadd float %fmul5895, %sel5025
  %fmul5897 = fmul float %phi4923, 3.000000e+00
  %fadd5898 = fadd float %fmul5897, %fadd5896
  %fmul5899 = fmul float %phi4998, 4.000000e+00
  %fadd5900 = fadd float %fadd5898, %fmul5899
  %fmul5901 = fmul float %x5052, 5.000000e+00
  %fadd5902 = fadd float %fadd5900, %fmul5901
  %bits5903 = bitcast float %fadd4771 to i32
  %call5904 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5903, i32 1, i32 31)
  %leaf5905 = bitcast i32 %call5904 to float
  %fmul5906 = fmul float %phi4923, 2.000000e+00
  %fadd5907 = fadd float %fmul5906, %sel5026
  %fmul5908 = fmul float %phi4998, 3.000000e+00
  %fadd5909 = fadd float %fmul5908, %fadd5907
  %fmul5910 = fmul float %leaf5905, 4.000000e+00
  %fadd5911 = fadd float %fadd5909, %fmul5910
  %fmul5912 = fmul float %x5053, 5.000000e+00
  %fadd5913 = fadd float %fmul5912, %fadd5911
  %bits5914 = bitcast float %phi5010 to i32
  %call5915 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5914, i32 1, i32 0)
  %leaf5916 = bitcast i32 %call5915 to float
  %fmul5917 = fmul float %leaf5916, 2.000000e+00
  %fadd5918 = fadd float %x5056, %fmul5917
  %fmul5919 = fmul float %fadd4809, 3.000000e+00
  %fadd5920 = fadd float %fmul5919, %fadd5918
  %fmul5921 = fmul float %fadd4817, 4.000000e+00
  %fadd5922 = fadd float %fmul5921, %fadd5920
  %fmul5923 = fmul float %sel5027, 5.000000e+00
  %fadd5924 = fadd float %fmul5923, %fadd5922
  %fmul5925 = fmul float %fadd4809, 2.000000e+00
  %fadd5926 = fadd float %fmul5925, %x5057
  %fmul5927 = fmul float %fadd4817, 3.000000e+00
  %fadd5928 = fadd float %fmul5927, %fadd5926
  %fmul5929 = fmul float %phi4935, 4.000000e+00
  %fadd5930 = fadd float %fmul5929, %fadd5928
  %fmul5931 = fmul float %sel5028, 5.000000e+00
  %fadd5932 = fadd float %fmul5931, %fadd5930
  %fmul5933 = fmul float %fadd4817, 2.000000e+00
  %fadd5934 = fadd float %fmul5933, %x5058
  %fmul5935 = fmul float %phi4935, 3.000000e+00
  %fadd5936 = fadd float %fmul5935, %fadd5934
  %fmul5937 = fmul float %phi5010, 4.000000e+00
  %fadd5938 = fadd float %fmul5937, %fadd5936
  %fmul5939 = fmul float %sel5029, 5.000000e+00
  %fadd5940 = fadd float %fmul5939, %fadd5938
  %bits5941 = bitcast float %fadd4809 to i32
  %call5942 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5941, i32 1, i32 31)
  %leaf5943 = bitcast i32 %call5942 to float
  %fmul5944 = fmul float %phi4935, 2.000000e+00
  %fadd5945 = fadd float %fmul5944, %x5059
  %fmul5946 = fmul float %phi5010, 3.000000e+00
  %fadd5947 = fadd float %fmul5946, %fadd5945
  %fmul5948 = fmul float %leaf5943, 4.000000e+00
  %fadd5949 = fadd float %fadd5947, %fmul5948
  %fmul5950 = fmul float %sel5030, 5.000000e+00
  %fadd5951 = fadd float %fmul5950, %fadd5949
  br i1 %cmp5112, label %then5953, label %endif5955

then5953:                                         ; preds = %endif4952
  %cmp5113 = icmp eq i64 %lane5041, 0
  %bits5956 = bitcast float %fadd5913 to i32
  %call5957 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5956, i32 0, i32 31)
  %leaf5958 = bitcast i32 %call5957 to float
  %sel5960 = select i1 %cmp5113, float %leaf5958, float %fadd5902
  %call5962 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5074, i32 0, i32 31)
  %leaf5963 = bitcast i32 %call5962 to float
  %sel5965 = select i1 %cmp5113, float %leaf5963, float %x5052
  %call5967 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5823, i32 0, i32 31)
  %leaf5968 = bitcast i32 %call5967 to float
  %sel5970 = select i1 %cmp5113, float %leaf5968, float %x5058
  %bits5971 = bitcast float %fadd5951 to i32
  %call5972 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5971, i32 0, i32 31)
  %leaf5973 = bitcast i32 %call5972 to float
  %sel5975 = select i1 %cmp5113, float %leaf5973, float %fadd5940
  br label %endif5955

endif5955:                                        ; preds = %endif4952, %then5953
  %phi5990 = phi float [ %sel5960, %then5953 ], [ %fadd5902, %endif4952 ]
  %phi5994 = phi float [ %sel5965, %then5953 ], [ %x5052, %endif4952 ]
  %phi5998 = phi float [ %sel5970, %then5953 ], [ %x5058, %endif4952 ]
  %phi6002 = phi float [ %sel5975, %then5953 ], [ %fadd5940, %endif4952 ]
  br i1 %cmp5116, label %then6017, label %endif6019

then6017:                                         ; preds = %endif5955
  %bits6020 = bitcast float %phi5990 to i32
  %call6021 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6020, i32 24, i32 31)
  %leaf6022 = bitcast i32 %call6021 to float
  %sel6024 = select i1 %cmp5117, float %leaf6022, float %fadd5913
  %bits6025 = bitcast float %phi5994 to i32
  %call6026 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6025, i32 24, i32 31)
  %bits6030 = bitcast float %phi5998 to i32
  %call6031 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6030, i32 24, i32 31)
  %bits6035 = bitcast float %phi6002 to i32
  %call6036 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6035, i32 24, i32 31)
  %leaf6037 = bitcast i32 %call6036 to float
  %sel6039 = select i1 %cmp5117, float %leaf6037, float %fadd5951
  br label %endif6019

endif6019:                                        ; preds = %endif5955, %then6017
  %phi6055 = phi float [ %sel6024, %then6017 ], [ %fadd5913, %endif5955 ]
  %phi6067 = phi float [ %sel6039, %then6017 ], [ %fadd5951, %endif5955 ]
  %exitcond.not = icmp eq i64 %add1237, %epochs
  br i1 %exitcond.not, label %fold.exit, label %fold.body

then6116:                                         ; preds = %fold.exit
  %add6119 = add nsw i64 %epochs, 1
  %parity6120 = and i64 %add6119, 1
  %204 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %mul6114) #3
  %sub6121 = sub i64 %204, %mul6114
  %base6122 = getelementptr inbounds float, ptr addrspace(3) %slots, i64 %sub6121
  %205 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %mul6114) #3
  %sub6123 = sub i64 %205, %mul6114
  %add6124 = add i64 %sub6123, %sreg
  %add6125 = add i64 %sub6123, %sreg4
  %add6126 = add i64 %sub6123, %sreg6
  %warp6127 = lshr i64 %add6124, 5
  %lane6128 = and i64 %add6124, 31
  %mul6133 = shl nuw nsw i64 %lane6128, 2
  %mul6135 = shl i64 %add6124, 2
  %mul6136 = mul nuw nsw i64 %add6126, %parity6120
  %add6137 = add i64 %mul6136, %add6125
  %v6143 = insertelement <4 x float> poison, float %phi6094, i64 0
  %v6144 = insertelement <4 x float> %v6143, float %phi6095, i64 1
  %v6145 = insertelement <4 x float> %v6144, float %phi6096, i64 2
  %v6146 = insertelement <4 x float> %v6145, float %phi6097, i64 3
  %.idx11443 = mul i64 %add6137, 52224
  %206 = getelementptr i8, ptr addrspace(1) %2, i64 %.idx11443
  %p6147 = getelementptr float, ptr addrspace(1) %206, i64 %mul6135
  store <4 x float> %v6146, ptr addrspace(1) %p6147, align 16
  %row6154 = load <4 x float>, ptr addrspace(3) %base6122, align 16
  %207 = getelementptr i8, ptr addrspace(1) %206, i64 8704
  %p6165 = getelementptr float, ptr addrspace(1) %207, i64 %mul6135
  store <4 x float> %row6154, ptr addrspace(1) %p6165, align 16
  %slot6171 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 8704
  %row6172 = load <4 x float>, ptr addrspace(3) %slot6171, align 16
  %208 = getelementptr i8, ptr addrspace(1) %206, i64 17408
  %p6183 = getelementptr float, ptr addrspace(1) %208, i64 %mul6135
  store <4 x float> %row6172, ptr addrspace(1) %p6183, align 16
  %slot6189 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 104448
  %row6190 = load <4 x float>, ptr addrspace(3) %slot6189, align 16
  %209 = getelementptr i8, ptr addrspace(1) %206, i64 26112
  %p6201 = getelementptr float, ptr addrspace(1) %209, i64 %mul6135
  store <4 x float> %row6190, ptr addrspace(1) %p6201, align 16
  %slot6207 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 113152
  %row6208 = load <4 x float>, ptr addrspace(3) %slot6207, align 16
  %210 = getelementptr i8, ptr addrspace(1) %206, i64 34816
  %p6219 = getelementptr float, ptr addrspace(1) %210, i64 %mul6135
  store <4 x float> %row6208, ptr addrspace(1) %p6219, align 16
  %v6227 = insertelement <4 x float> poison, float %phi6098, i64 0
  %v6228 = insertelement <4 x float> %v6227, float %phi6099, i64 1
  %v6229 = insertelement <4 x float> %v6228, float %phi6100, i64 2
  %v6230 = insertelement <4 x float> %v6229, float %phi6101, i64 3
  %211 = getelementptr i8, ptr addrspace(1) %206, i64 43520
  %p6231 = getelementptr float, ptr addrspace(1) %211, i64 %mul6135
  store <4 x float> %v6230, ptr addrspace(1) %p6231, align 16
  %sub6234 = add nsw i64 %mul6133, -3
  %inside6235 = icmp ult i64 %sub6234, 3
  br i1 %inside6235, label %then6236, label %endif6237

endif6118:                                        ; preds = %endif9984, %endif8725, %fold.exit
  %phi10127 = phi float [ %phi6094, %fold.exit ], [ %fadd8378, %endif8725 ], [ %fadd9755, %endif9984 ]
  %phi10128 = phi float [ %phi6095, %fold.exit ], [ %fadd8386, %endif8725 ], [ %fadd9763, %endif9984 ]
  %phi10129 = phi float [ %phi6096, %fold.exit ], [ %phi8439, %endif8725 ], [ %phi9955, %endif9984 ]
  %phi10130 = phi float [ %phi6097, %fold.exit ], [ %phi8499, %endif8725 ], [ %phi10040, %endif9984 ]
  %phi10131 = phi float [ %phi6098, %fold.exit ], [ %fadd8559, %endif8725 ], [ %fadd9793, %endif9984 ]
  %phi10132 = phi float [ %phi6099, %fold.exit ], [ %fadd8567, %endif8725 ], [ %fadd9801, %endif9984 ]
  %phi10133 = phi float [ %phi6100, %fold.exit ], [ %phi8708, %endif8725 ], [ %phi9967, %endif9984 ]
  %phi10134 = phi float [ %phi6101, %fold.exit ], [ %phi8768, %endif8725 ], [ %phi10052, %endif9984 ]
  %212 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %6) #3
  %sub10147 = sub i64 %212, %6
  %add10148 = add i64 %sub10147, %sreg
  %add10149 = add i64 %sub10147, %sreg4
  %warp10153 = lshr i64 %add10148, 5
  %mul10155 = mul i64 %warp10153, 122
  %lane10152 = shl i64 %add10148, 2
  %mul10157 = and i64 %lane10152, 124
  %sub10156 = add nsw i64 %mul10157, -3
  %add10158 = add i64 %sub10156, %mul10155
  %mul10159 = shl i64 %add10149, 4
  %cmp10163 = icmp sgt i64 %add10158, -1
  %cmp10164 = icmp slt i64 %add10158, %5
  %in10165 = and i1 %cmp10163, %cmp10164
  %own = icmp ult i64 %sub10156, 122
  %owns = and i1 %own, %in10165
  %cmp10168 = icmp sgt i64 %mul10159, -1
  %cmp10169 = icmp slt i64 %mul10159, %4
  %in10170 = and i1 %cmp10168, %cmp10169
  %inside10171 = and i1 %in10170, %owns
  %mul10172 = mul i64 %mul10159, %5
  br i1 %inside10171, label %then10174, label %endif10175

then6236:                                         ; preds = %then6116
  %mul6241 = mul nuw nsw i64 %warp6127, 6
  %add6242 = or disjoint i64 %sub6234, %mul6241
  %.idx11455 = mul nuw nsw i64 %parity6120, 6528
  %213 = getelementptr inbounds i8, ptr addrspace(3) @band.columns, i64 %.idx11455
  %p6244 = getelementptr inbounds float, ptr addrspace(3) %213, i64 %add6242
  store float %phi6094, ptr addrspace(3) %p6244, align 4
  %214 = getelementptr inbounds i8, ptr addrspace(3) %213, i64 6120
  %p6251 = getelementptr inbounds float, ptr addrspace(3) %214, i64 %add6242
  store float %phi6098, ptr addrspace(3) %p6251, align 4
  br label %endif6237

endif6237:                                        ; preds = %then6236, %then6116
  %inside6253 = icmp eq i64 %lane6128, 31
  br i1 %inside6253, label %then6254, label %endif6255

then6254:                                         ; preds = %endif6237
  %add6256 = add nsw i64 %mul6133, -119
  %mul6259 = mul nuw nsw i64 %warp6127, 6
  %add6260 = add nuw nsw i64 %add6256, %mul6259
  %.idx11456 = mul nuw nsw i64 %parity6120, 6528
  %215 = getelementptr inbounds i8, ptr addrspace(3) @band.columns, i64 %.idx11456
  %p6262 = getelementptr inbounds float, ptr addrspace(3) %215, i64 %add6260
  store float %phi6094, ptr addrspace(3) %p6262, align 4
  %216 = getelementptr inbounds i8, ptr addrspace(3) %215, i64 6120
  %p6269 = getelementptr inbounds float, ptr addrspace(3) %216, i64 %add6260
  store float %phi6098, ptr addrspace(3) %p6269, align 4
  br label %endif6255

endif6255:                                        ; preds = %then6254, %endif6237
  %add6270 = or disjoint i64 %mul6133, 1
  %inside6272 = icmp eq i64 %lane6128, 1
  br i1 %inside6272, label %then6273, label %endif6292

then6273:                                         ; preds = %endif6255
  %mul6278 = mul nuw nsw i64 %warp6127, 6
  %add6279 = add nuw nsw i64 %mul6278, 2
  %.idx11457 = mul nuw nsw i64 %parity6120, 6528
  %217 = getelementptr inbounds i8, ptr addrspace(3) @band.columns, i64 %.idx11457
  %p6281 = getelementptr inbounds float, ptr addrspace(3) %217, i64 %add6279
  store float %phi6095, ptr addrspace(3) %p6281, align 8
  %218 = getelementptr inbounds i8, ptr addrspace(3) %217, i64 6120
  %p6288 = getelementptr inbounds float, ptr addrspace(3) %218, i64 %add6279
  store float %phi6099, ptr addrspace(3) %p6288, align 8
  br label %endif6292

endif6292:                                        ; preds = %endif6255, %then6273
  %add6307 = or disjoint i64 %mul6133, 2
  %inside6327 = icmp eq i64 %lane6128, 30
  br i1 %inside6327, label %then6328, label %endif6329

then6328:                                         ; preds = %endif6292
  %add6330 = add nsw i64 %mul6133, -117
  %mul6333 = mul nuw nsw i64 %warp6127, 6
  %add6334 = add nuw nsw i64 %add6330, %mul6333
  %.idx11458 = mul nuw nsw i64 %parity6120, 6528
  %219 = getelementptr inbounds i8, ptr addrspace(3) @band.columns, i64 %.idx11458
  %p6336 = getelementptr inbounds float, ptr addrspace(3) %219, i64 %add6334
  store float %phi6096, ptr addrspace(3) %p6336, align 4
  %220 = getelementptr inbounds i8, ptr addrspace(3) %219, i64 6120
  %p6343 = getelementptr inbounds float, ptr addrspace(3) %220, i64 %add6334
  store float %phi6100, ptr addrspace(3) %p6343, align 4
  br label %endif6329

endif6329:                                        ; preds = %then6328, %endif6292
  %add6344 = or disjoint i64 %mul6133, 3
  %inside6346 = icmp eq i64 %lane6128, 0
  br i1 %inside6346, label %then6347, label %endif6348

then6347:                                         ; preds = %endif6329
  %.idx11459 = mul nuw nsw i64 %parity6120, 6528
  %221 = getelementptr inbounds i8, ptr addrspace(3) @band.columns, i64 %.idx11459
  %222 = getelementptr inbounds i8, ptr addrspace(3) %221, i64 6120
  %mul6352 = mul nuw nsw i64 %warp6127, 6
  %p6362 = getelementptr inbounds float, ptr addrspace(3) %222, i64 %mul6352
  %p6355 = getelementptr inbounds float, ptr addrspace(3) %221, i64 %mul6352
  store float %phi6097, ptr addrspace(3) %p6355, align 8
  store float %phi6101, ptr addrspace(3) %p6362, align 8
  br label %endif6348

endif6348:                                        ; preds = %then6347, %endif6329
  %sub6363 = add nsw i64 %mul6133, -119
  %inside6364 = icmp ult i64 %sub6363, 3
  br i1 %inside6364, label %then6365, label %endif6366

then6365:                                         ; preds = %endif6348
  %add6367 = add nsw i64 %mul6133, -116
  %mul6370 = mul nuw nsw i64 %warp6127, 6
  %add6371 = add nuw nsw i64 %add6367, %mul6370
  %.idx11460 = mul nuw nsw i64 %parity6120, 6528
  %223 = getelementptr i8, ptr addrspace(3) @band.columns, i64 %.idx11460
  %p6373 = getelementptr float, ptr addrspace(3) %223, i64 %add6371
  store float %phi6097, ptr addrspace(3) %p6373, align 8
  %224 = getelementptr i8, ptr addrspace(3) %223, i64 6120
  %p6380 = getelementptr float, ptr addrspace(3) %224, i64 %add6371
  store float %phi6101, ptr addrspace(3) %p6380, align 8
  br label %endif6366

endif6366:                                        ; preds = %then6365, %endif6348
  %epoch6381 = trunc i64 %add6119 to i32
  tail call void @llvm.nvvm.barrier0()
  %cmp6382 = icmp eq i64 %add6124, 0
  br i1 %cmp6382, label %then6383, label %endif6384

then6383:                                         ; preds = %endif6366
  %flag6385 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add6125
  %address6386 = ptrtoint ptr addrspace(1) %flag6385 to i64
  tail call void asm sideeffect "st.release.gpu.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %address6386, i32 %epoch6381) #3
  br label %endif6384

endif6384:                                        ; preds = %then6383, %endif6366
  %cmp6390 = icmp ugt i64 %add6124, 31
  %cmp6391 = icmp ult i64 %add6124, 512
  %from_before6394 = and i1 %cmp6390, %inside6346
  %sub6395 = or disjoint i64 %mul6133, -125
  br i1 %from_before6394, label %then6401, label %endif6402

then6401:                                         ; preds = %endif6384
  %p6404 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 -24
  %v6405 = load float, ptr addrspace(3) %p6404, align 4
  store float %v6405, ptr addrspace(3) %base6122, align 4
  %p6408 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 8680
  %v6409 = load float, ptr addrspace(3) %p6408, align 4
  store float %v6409, ptr addrspace(3) %slot6171, align 4
  %p6412 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 17384
  %v6413 = load float, ptr addrspace(3) %p6412, align 4
  %p6414 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 17408
  store float %v6413, ptr addrspace(3) %p6414, align 4
  %p6416 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 26088
  %v6417 = load float, ptr addrspace(3) %p6416, align 4
  %p6418 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 26112
  store float %v6417, ptr addrspace(3) %p6418, align 4
  %p6420 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 34792
  %v6421 = load float, ptr addrspace(3) %p6420, align 4
  %p6422 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 34816
  store float %v6421, ptr addrspace(3) %p6422, align 4
  %p6424 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 43496
  %v6425 = load float, ptr addrspace(3) %p6424, align 4
  %p6426 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 43520
  store float %v6425, ptr addrspace(3) %p6426, align 4
  %p6428 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 52200
  %v6429 = load float, ptr addrspace(3) %p6428, align 4
  %p6430 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 52224
  store float %v6429, ptr addrspace(3) %p6430, align 4
  %p6432 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 60904
  %v6433 = load float, ptr addrspace(3) %p6432, align 4
  %p6434 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 60928
  store float %v6433, ptr addrspace(3) %p6434, align 4
  %p6436 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 69608
  %v6437 = load float, ptr addrspace(3) %p6436, align 4
  %p6438 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 69632
  store float %v6437, ptr addrspace(3) %p6438, align 4
  %p6440 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 78312
  %v6441 = load float, ptr addrspace(3) %p6440, align 4
  %p6442 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 78336
  store float %v6441, ptr addrspace(3) %p6442, align 4
  %p6444 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 87016
  %v6445 = load float, ptr addrspace(3) %p6444, align 4
  %p6446 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 87040
  store float %v6445, ptr addrspace(3) %p6446, align 4
  %p6448 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 95720
  %v6449 = load float, ptr addrspace(3) %p6448, align 4
  %p6450 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 95744
  store float %v6449, ptr addrspace(3) %p6450, align 4
  %p6452 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 104424
  %v6453 = load float, ptr addrspace(3) %p6452, align 4
  store float %v6453, ptr addrspace(3) %slot6189, align 4
  %p6456 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 113128
  %v6457 = load float, ptr addrspace(3) %p6456, align 4
  store float %v6457, ptr addrspace(3) %slot6207, align 4
  br label %endif6402

endif6402:                                        ; preds = %then6401, %endif6384
  %225 = mul nuw nsw i64 %warp6127, 6
  %mul6461 = add nsw i64 %225, -6
  %add6462 = add nsw i64 %mul6461, %add6344
  %.idx11470 = mul nuw nsw i64 %parity6120, 6528
  %226 = getelementptr i8, ptr addrspace(3) @band.columns, i64 %.idx11470
  %p6464 = getelementptr float, ptr addrspace(3) %226, i64 %add6462
  %address6465 = ptrtoint ptr addrspace(3) %p6464 to i64
  %227 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address6465, i1 %from_before6394, float %phi6094) #3
  %mul6468 = add nuw nsw i64 %225, 6
  %add6469 = add nsw i64 %mul6468, %sub6395
  %p6471 = getelementptr float, ptr addrspace(3) %226, i64 %add6469
  %address6472 = ptrtoint ptr addrspace(3) %p6471 to i64
  %228 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address6472, i1 false, float %227) #3
  %229 = getelementptr i8, ptr addrspace(3) %226, i64 6120
  %p6478 = getelementptr float, ptr addrspace(3) %229, i64 %add6462
  %address6479 = ptrtoint ptr addrspace(3) %p6478 to i64
  %230 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address6479, i1 %from_before6394, float %phi6098) #3
  %p6485 = getelementptr float, ptr addrspace(3) %229, i64 %add6469
  %address6486 = ptrtoint ptr addrspace(3) %p6485 to i64
  %231 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address6486, i1 false, float %230) #3
  %cmp6488 = icmp ult i64 %add6270, 3
  %from_before6489 = and i1 %cmp6390, %cmp6488
  %sub6490 = add nsw i64 %mul6133, -124
  %after6491 = icmp eq i64 %sub6490, 0
  %from_after6492 = and i1 %cmp6391, %after6491
  %add6493 = add nuw nsw i64 %mul6133, 4
  %moved6494 = or i1 %from_before6489, %from_after6492
  br i1 %moved6494, label %then6496, label %endif6497

then6496:                                         ; preds = %endif6402
  %shift6495 = select i1 %from_before6489, i64 -6, i64 6
  %add6498 = or disjoint i64 %shift6495, 1
  %p6499 = getelementptr inbounds float, ptr addrspace(3) %base6122, i64 %add6498
  %v6500 = load float, ptr addrspace(3) %p6499, align 4
  %p6501 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 4
  store float %v6500, ptr addrspace(3) %p6501, align 4
  %232 = getelementptr float, ptr addrspace(3) %base6122, i64 %shift6495
  %p6503 = getelementptr i8, ptr addrspace(3) %232, i64 8708
  %v6504 = load float, ptr addrspace(3) %p6503, align 4
  %p6505 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 8708
  store float %v6504, ptr addrspace(3) %p6505, align 4
  %p6507 = getelementptr i8, ptr addrspace(3) %232, i64 17412
  %v6508 = load float, ptr addrspace(3) %p6507, align 4
  %p6509 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 17412
  store float %v6508, ptr addrspace(3) %p6509, align 4
  %p6511 = getelementptr i8, ptr addrspace(3) %232, i64 26116
  %v6512 = load float, ptr addrspace(3) %p6511, align 4
  %p6513 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 26116
  store float %v6512, ptr addrspace(3) %p6513, align 4
  %p6515 = getelementptr i8, ptr addrspace(3) %232, i64 34820
  %v6516 = load float, ptr addrspace(3) %p6515, align 4
  %p6517 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 34820
  store float %v6516, ptr addrspace(3) %p6517, align 4
  %p6519 = getelementptr i8, ptr addrspace(3) %232, i64 43524
  %v6520 = load float, ptr addrspace(3) %p6519, align 4
  %p6521 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 43524
  store float %v6520, ptr addrspace(3) %p6521, align 4
  %p6523 = getelementptr i8, ptr addrspace(3) %232, i64 52228
  %v6524 = load float, ptr addrspace(3) %p6523, align 4
  %p6525 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 52228
  store float %v6524, ptr addrspace(3) %p6525, align 4
  %p6527 = getelementptr i8, ptr addrspace(3) %232, i64 60932
  %v6528 = load float, ptr addrspace(3) %p6527, align 4
  %p6529 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 60932
  store float %v6528, ptr addrspace(3) %p6529, align 4
  %p6531 = getelementptr i8, ptr addrspace(3) %232, i64 69636
  %v6532 = load float, ptr addrspace(3) %p6531, align 4
  %p6533 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 69636
  store float %v6532, ptr addrspace(3) %p6533, align 4
  %p6535 = getelementptr i8, ptr addrspace(3) %232, i64 78340
  %v6536 = load float, ptr addrspace(3) %p6535, align 4
  %p6537 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 78340
  store float %v6536, ptr addrspace(3) %p6537, align 4
  %p6539 = getelementptr i8, ptr addrspace(3) %232, i64 87044
  %v6540 = load float, ptr addrspace(3) %p6539, align 4
  %p6541 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 87044
  store float %v6540, ptr addrspace(3) %p6541, align 4
  %p6543 = getelementptr i8, ptr addrspace(3) %232, i64 95748
  %v6544 = load float, ptr addrspace(3) %p6543, align 4
  %p6545 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 95748
  store float %v6544, ptr addrspace(3) %p6545, align 4
  %p6547 = getelementptr i8, ptr addrspace(3) %232, i64 104452
  %v6548 = load float, ptr addrspace(3) %p6547, align 4
  %p6549 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 104452
  store float %v6548, ptr addrspace(3) %p6549, align 4
  %p6551 = getelementptr i8, ptr addrspace(3) %232, i64 113156
  %v6552 = load float, ptr addrspace(3) %p6551, align 4
  %p6553 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 113156
  store float %v6552, ptr addrspace(3) %p6553, align 4
  br label %endif6497

endif6497:                                        ; preds = %then6496, %endif6402
  %add6557 = add nsw i64 %add6493, %mul6461
  %p6559 = getelementptr float, ptr addrspace(3) %226, i64 %add6557
  %address6560 = ptrtoint ptr addrspace(3) %p6559 to i64
  %233 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address6560, i1 %from_before6489, float %phi6095) #3
  %add6564 = add nsw i64 %mul6468, %sub6490
  %p6566 = getelementptr float, ptr addrspace(3) %226, i64 %add6564
  %address6567 = ptrtoint ptr addrspace(3) %p6566 to i64
  %234 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address6567, i1 %from_after6492, float %233) #3
  %p6573 = getelementptr float, ptr addrspace(3) %229, i64 %add6557
  %address6574 = ptrtoint ptr addrspace(3) %p6573 to i64
  %235 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address6574, i1 %from_before6489, float %phi6099) #3
  %p6580 = getelementptr float, ptr addrspace(3) %229, i64 %add6564
  %address6581 = ptrtoint ptr addrspace(3) %p6580 to i64
  %236 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address6581, i1 %from_after6492, float %235) #3
  %sub6585 = add nsw i64 %mul6133, -123
  %after6586 = icmp ult i64 %sub6585, 3
  %from_after6587 = and i1 %cmp6391, %after6586
  %add6588 = add nuw nsw i64 %mul6133, 5
  %moved6589 = or i1 %from_before6394, %from_after6587
  br i1 %moved6589, label %then6591, label %endif6592

then6591:                                         ; preds = %endif6497
  %shift6590 = select i1 %from_before6394, i64 -6, i64 6
  %237 = getelementptr float, ptr addrspace(3) %base6122, i64 %shift6590
  %p6594 = getelementptr i8, ptr addrspace(3) %237, i64 8
  %v6595 = load float, ptr addrspace(3) %p6594, align 4
  %p6596 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 8
  store float %v6595, ptr addrspace(3) %p6596, align 4
  %p6598 = getelementptr i8, ptr addrspace(3) %237, i64 8712
  %v6599 = load float, ptr addrspace(3) %p6598, align 4
  %p6600 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 8712
  store float %v6599, ptr addrspace(3) %p6600, align 4
  %p6602 = getelementptr i8, ptr addrspace(3) %237, i64 17416
  %v6603 = load float, ptr addrspace(3) %p6602, align 4
  %p6604 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 17416
  store float %v6603, ptr addrspace(3) %p6604, align 4
  %p6606 = getelementptr i8, ptr addrspace(3) %237, i64 26120
  %v6607 = load float, ptr addrspace(3) %p6606, align 4
  %p6608 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 26120
  store float %v6607, ptr addrspace(3) %p6608, align 4
  %p6610 = getelementptr i8, ptr addrspace(3) %237, i64 34824
  %v6611 = load float, ptr addrspace(3) %p6610, align 4
  %p6612 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 34824
  store float %v6611, ptr addrspace(3) %p6612, align 4
  %p6614 = getelementptr i8, ptr addrspace(3) %237, i64 43528
  %v6615 = load float, ptr addrspace(3) %p6614, align 4
  %p6616 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 43528
  store float %v6615, ptr addrspace(3) %p6616, align 4
  %p6618 = getelementptr i8, ptr addrspace(3) %237, i64 52232
  %v6619 = load float, ptr addrspace(3) %p6618, align 4
  %p6620 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 52232
  store float %v6619, ptr addrspace(3) %p6620, align 4
  %p6622 = getelementptr i8, ptr addrspace(3) %237, i64 60936
  %v6623 = load float, ptr addrspace(3) %p6622, align 4
  %p6624 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 60936
  store float %v6623, ptr addrspace(3) %p6624, align 4
  %p6626 = getelementptr i8, ptr addrspace(3) %237, i64 69640
  %v6627 = load float, ptr addrspace(3) %p6626, align 4
  %p6628 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 69640
  store float %v6627, ptr addrspace(3) %p6628, align 4
  %p6630 = getelementptr i8, ptr addrspace(3) %237, i64 78344
  %v6631 = load float, ptr addrspace(3) %p6630, align 4
  %p6632 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 78344
  store float %v6631, ptr addrspace(3) %p6632, align 4
  %p6634 = getelementptr i8, ptr addrspace(3) %237, i64 87048
  %v6635 = load float, ptr addrspace(3) %p6634, align 4
  %p6636 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 87048
  store float %v6635, ptr addrspace(3) %p6636, align 4
  %p6638 = getelementptr i8, ptr addrspace(3) %237, i64 95752
  %v6639 = load float, ptr addrspace(3) %p6638, align 4
  %p6640 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 95752
  store float %v6639, ptr addrspace(3) %p6640, align 4
  %p6642 = getelementptr i8, ptr addrspace(3) %237, i64 104456
  %v6643 = load float, ptr addrspace(3) %p6642, align 4
  %p6644 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 104456
  store float %v6643, ptr addrspace(3) %p6644, align 4
  %p6646 = getelementptr i8, ptr addrspace(3) %237, i64 113160
  %v6647 = load float, ptr addrspace(3) %p6646, align 4
  %p6648 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 113160
  store float %v6647, ptr addrspace(3) %p6648, align 4
  br label %endif6592

endif6592:                                        ; preds = %then6591, %endif6497
  %add6652 = add nsw i64 %add6588, %mul6461
  %p6654 = getelementptr float, ptr addrspace(3) %226, i64 %add6652
  %address6655 = ptrtoint ptr addrspace(3) %p6654 to i64
  %238 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address6655, i1 %from_before6394, float %phi6096) #3
  %add6659 = add nsw i64 %mul6468, %sub6585
  %p6661 = getelementptr float, ptr addrspace(3) %226, i64 %add6659
  %address6662 = ptrtoint ptr addrspace(3) %p6661 to i64
  %239 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address6662, i1 %from_after6587, float %238) #3
  %p6668 = getelementptr float, ptr addrspace(3) %229, i64 %add6652
  %address6669 = ptrtoint ptr addrspace(3) %p6668 to i64
  %240 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address6669, i1 %from_before6394, float %phi6100) #3
  %p6675 = getelementptr float, ptr addrspace(3) %229, i64 %add6659
  %address6676 = ptrtoint ptr addrspace(3) %p6675 to i64
  %241 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address6676, i1 %from_after6587, float %240) #3
  %sub6680 = add nsw i64 %mul6133, -122
  %after6681 = icmp eq i64 %sub6680, 2
  %from_after6682 = and i1 %cmp6391, %after6681
  br i1 %from_after6682, label %then6686, label %endif6687

then6686:                                         ; preds = %endif6592
  %p6689 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 36
  %v6690 = load float, ptr addrspace(3) %p6689, align 4
  %p6691 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 12
  store float %v6690, ptr addrspace(3) %p6691, align 4
  %p6693 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 8740
  %v6694 = load float, ptr addrspace(3) %p6693, align 4
  %p6695 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 8716
  store float %v6694, ptr addrspace(3) %p6695, align 4
  %p6697 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 17444
  %v6698 = load float, ptr addrspace(3) %p6697, align 4
  %p6699 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 17420
  store float %v6698, ptr addrspace(3) %p6699, align 4
  %p6701 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 26148
  %v6702 = load float, ptr addrspace(3) %p6701, align 4
  %p6703 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 26124
  store float %v6702, ptr addrspace(3) %p6703, align 4
  %p6705 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 34852
  %v6706 = load float, ptr addrspace(3) %p6705, align 4
  %p6707 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 34828
  store float %v6706, ptr addrspace(3) %p6707, align 4
  %p6709 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 43556
  %v6710 = load float, ptr addrspace(3) %p6709, align 4
  %p6711 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 43532
  store float %v6710, ptr addrspace(3) %p6711, align 4
  %p6713 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 52260
  %v6714 = load float, ptr addrspace(3) %p6713, align 4
  %p6715 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 52236
  store float %v6714, ptr addrspace(3) %p6715, align 4
  %p6717 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 60964
  %v6718 = load float, ptr addrspace(3) %p6717, align 4
  %p6719 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 60940
  store float %v6718, ptr addrspace(3) %p6719, align 4
  %p6721 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 69668
  %v6722 = load float, ptr addrspace(3) %p6721, align 4
  %p6723 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 69644
  store float %v6722, ptr addrspace(3) %p6723, align 4
  %p6725 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 78372
  %v6726 = load float, ptr addrspace(3) %p6725, align 4
  %p6727 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 78348
  store float %v6726, ptr addrspace(3) %p6727, align 4
  %p6729 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 87076
  %v6730 = load float, ptr addrspace(3) %p6729, align 4
  %p6731 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 87052
  store float %v6730, ptr addrspace(3) %p6731, align 4
  %p6733 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 95780
  %v6734 = load float, ptr addrspace(3) %p6733, align 4
  %p6735 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 95756
  store float %v6734, ptr addrspace(3) %p6735, align 4
  %p6737 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 104484
  %v6738 = load float, ptr addrspace(3) %p6737, align 4
  %p6739 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 104460
  store float %v6738, ptr addrspace(3) %p6739, align 4
  %p6741 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 113188
  %v6742 = load float, ptr addrspace(3) %p6741, align 4
  %p6743 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 113164
  store float %v6742, ptr addrspace(3) %p6743, align 4
  br label %endif6687

endif6687:                                        ; preds = %then6686, %endif6592
  %add6747 = add nuw nsw i64 %225, %mul6133
  %p6749 = getelementptr float, ptr addrspace(3) %226, i64 %add6747
  %address6750 = ptrtoint ptr addrspace(3) %p6749 to i64
  %242 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address6750, i1 false, float %phi6097) #3
  %add6754 = add nsw i64 %mul6468, %sub6680
  %p6756 = getelementptr float, ptr addrspace(3) %226, i64 %add6754
  %address6757 = ptrtoint ptr addrspace(3) %p6756 to i64
  %243 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address6757, i1 %from_after6682, float %242) #3
  %p6763 = getelementptr float, ptr addrspace(3) %229, i64 %add6747
  %address6764 = ptrtoint ptr addrspace(3) %p6763 to i64
  %244 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address6764, i1 false, float %phi6101) #3
  %p6770 = getelementptr float, ptr addrspace(3) %229, i64 %add6754
  %address6771 = ptrtoint ptr addrspace(3) %p6770 to i64
  %245 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address6771, i1 %from_after6682, float %244) #3
  %cmp6772 = icmp ult i64 %add6124, 32
  br i1 %cmp6772, label %then6773, label %endif6775

then6773:                                         ; preds = %endif6687
  %bits6776 = bitcast float %243 to i32
  %call6777 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6776, i32 0, i32 31)
  %leaf6778 = bitcast i32 %call6777 to float
  %sel6780 = select i1 %inside6346, float %leaf6778, float %239
  %bits6781 = bitcast float %245 to i32
  %call6782 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6781, i32 0, i32 31)
  %leaf6783 = bitcast i32 %call6782 to float
  %sel6785 = select i1 %inside6346, float %leaf6783, float %241
  br label %endif6775

endif6775:                                        ; preds = %endif6687, %then6773
  %phi6800 = phi float [ %sel6780, %then6773 ], [ %239, %endif6687 ]
  %phi6804 = phi float [ %sel6785, %then6773 ], [ %241, %endif6687 ]
  %cmp6818 = icmp eq i64 %warp6127, 16
  br i1 %cmp6818, label %then6819, label %endif6821

then6819:                                         ; preds = %endif6775
  %bits6822 = bitcast float %phi6800 to i32
  %call6823 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6822, i32 24, i32 31)
  %leaf6824 = bitcast i32 %call6823 to float
  %cmp6825 = icmp eq i64 %lane6128, 24
  %sel6826 = select i1 %cmp6825, float %leaf6824, float %243
  %bits6827 = bitcast float %phi6804 to i32
  %call6828 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6827, i32 24, i32 31)
  %leaf6829 = bitcast i32 %call6828 to float
  %sel6831 = select i1 %cmp6825, float %leaf6829, float %245
  br label %endif6821

endif6821:                                        ; preds = %endif6775, %then6819
  %phi6847 = phi float [ %sel6826, %then6819 ], [ %243, %endif6775 ]
  %phi6851 = phi float [ %sel6831, %then6819 ], [ %245, %endif6775 ]
  %x6866 = load float, ptr addrspace(3) %base6122, align 16
  %246 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 4
  %x6867 = load float, ptr addrspace(3) %246, align 4
  %247 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 8
  %x6868 = load float, ptr addrspace(3) %247, align 8
  %248 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 12
  %x6869 = load float, ptr addrspace(3) %248, align 4
  %x6872 = load float, ptr addrspace(3) %slot6207, align 16
  %249 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 113156
  %x6873 = load float, ptr addrspace(3) %249, align 4
  %250 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 113160
  %x6874 = load float, ptr addrspace(3) %250, align 8
  %251 = getelementptr inbounds i8, ptr addrspace(3) %base6122, i64 113164
  %x6875 = load float, ptr addrspace(3) %251, align 4
  %add6876 = add i64 %add6125, -1
  %cmp6877 = icmp sgt i64 %add6876, -1
  %cmp6878 = icmp slt i64 %add6876, %add6126
  %exists6879 = and i1 %cmp6877, %cmp6878
  %cmp6880 = icmp eq i64 %add6124, 1
  %waits6881 = and i1 %cmp6880, %exists6879
  br i1 %waits6881, label %repeat.body6884.preheader, label %endif6883

repeat.body6884.preheader:                        ; preds = %endif6821
  %flag6886 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add6876
  %address6887 = ptrtoint ptr addrspace(1) %flag6886 to i64
  br label %repeat.body6884

endif6883:                                        ; preds = %repeat.body6884, %endif6821
  %add6890 = add i64 %add6125, 1
  %cmp6891 = icmp sgt i64 %add6890, -1
  %cmp6892 = icmp slt i64 %add6890, %add6126
  %exists6893 = and i1 %cmp6891, %cmp6892
  %cmp6894 = icmp eq i64 %add6124, 32
  %waits6895 = and i1 %cmp6894, %exists6893
  br i1 %waits6895, label %repeat.body6898.preheader, label %endif6897

repeat.body6898.preheader:                        ; preds = %endif6883
  %flag6900 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add6890
  %address6901 = ptrtoint ptr addrspace(1) %flag6900 to i64
  br label %repeat.body6898

repeat.body6884:                                  ; preds = %repeat.body6884.preheader, %repeat.body6884
  %252 = tail call i32 asm sideeffect "ld.acquire.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %address6887) #3
  %behind6888 = sub i32 %252, %epoch6381
  %cmp6889 = icmp slt i32 %behind6888, 0
  br i1 %cmp6889, label %repeat.body6884, label %endif6883

endif6897:                                        ; preds = %repeat.body6898, %endif6883
  tail call void @llvm.nvvm.barrier0()
  %shift6921 = select i1 %from_before6394, i64 -6, i64 0
  %add6922 = add i64 %shift6921, %mul6135
  %add6924 = or disjoint i64 %mul6135, 1
  %253 = and i64 %add6124, -481
  %after6930 = icmp eq i64 %253, 31
  %shift6931 = select i1 %after6930, i64 6, i64 0
  %shift6932 = select i1 %from_before6489, i64 -6, i64 %shift6931
  %add6933 = add i64 %shift6932, %add6924
  %add6935 = or disjoint i64 %mul6135, 2
  %cmp6939 = icmp ugt i64 %add6307, 124
  %after6941 = and i1 %cmp6391, %cmp6939
  %shift6942 = select i1 %after6941, i64 6, i64 0
  %shift6943 = select i1 %from_before6394, i64 -6, i64 %shift6942
  %add6944 = add i64 %shift6943, %add6935
  %add6946 = or disjoint i64 %mul6135, 3
  %cmp6950 = icmp ugt i64 %add6344, 124
  %after6952 = and i1 %cmp6391, %cmp6950
  %shift6953 = select i1 %after6952, i64 6, i64 0
  %add6955 = add i64 %shift6953, %add6946
  %sub6956 = add i64 %add6126, -1
  %call6957 = tail call i64 @llvm.smin.i64(i64 %add6876, i64 %sub6956)
  %call6958 = tail call i64 @llvm.smax.i64(i64 %call6957, i64 0)
  %add6960 = add i64 %call6958, %mul6136
  %.idx11471 = mul i64 %add6960, 52224
  %254 = getelementptr i8, ptr addrspace(1) %2, i64 %.idx11471
  %255 = getelementptr i8, ptr addrspace(1) %254, i64 26112
  %p6965 = getelementptr float, ptr addrspace(1) %255, i64 %add6922
  %v6966 = load volatile float, ptr addrspace(1) %p6965, align 4
  %p6968 = getelementptr float, ptr addrspace(1) %255, i64 %add6933
  %v6969 = load volatile float, ptr addrspace(1) %p6968, align 4
  %p6971 = getelementptr float, ptr addrspace(1) %255, i64 %add6944
  %v6972 = load volatile float, ptr addrspace(1) %p6971, align 4
  %p6974 = getelementptr float, ptr addrspace(1) %255, i64 %add6955
  %v6975 = load volatile float, ptr addrspace(1) %p6974, align 4
  %256 = getelementptr i8, ptr addrspace(1) %254, i64 34816
  %p6985 = getelementptr float, ptr addrspace(1) %256, i64 %add6922
  %v6986 = load volatile float, ptr addrspace(1) %p6985, align 4
  %p6988 = getelementptr float, ptr addrspace(1) %256, i64 %add6933
  %v6989 = load volatile float, ptr addrspace(1) %p6988, align 4
  %p6991 = getelementptr float, ptr addrspace(1) %256, i64 %add6944
  %v6992 = load volatile float, ptr addrspace(1) %p6991, align 4
  %p6994 = getelementptr float, ptr addrspace(1) %256, i64 %add6955
  %v6995 = load volatile float, ptr addrspace(1) %p6994, align 4
  %257 = getelementptr i8, ptr addrspace(1) %254, i64 43520
  %p7005 = getelementptr float, ptr addrspace(1) %257, i64 %add6922
  %v7006 = load volatile float, ptr addrspace(1) %p7005, align 4
  %p7008 = getelementptr float, ptr addrspace(1) %257, i64 %add6933
  %v7009 = load volatile float, ptr addrspace(1) %p7008, align 4
  %p7011 = getelementptr float, ptr addrspace(1) %257, i64 %add6944
  %v7012 = load volatile float, ptr addrspace(1) %p7011, align 4
  %p7014 = getelementptr float, ptr addrspace(1) %257, i64 %add6955
  %v7015 = load volatile float, ptr addrspace(1) %p7014, align 4
  %call7017 = tail call i64 @llvm.smin.i64(i64 %add6890, i64 %sub6956)
  %call7018 = tail call i64 @llvm.smax.i64(i64 %call7017, i64 0)
  %add7020 = add i64 %call7018, %mul6136
  %.idx11472 = mul i64 %add7020, 52224
  %258 = getelementptr i8, ptr addrspace(1) %2, i64 %.idx11472
  %p7025 = getelementptr float, ptr addrspace(1) %258, i64 %add6922
  %v7026 = load volatile float, ptr addrspace(1) %p7025, align 4
  %p7028 = getelementptr float, ptr addrspace(1) %258, i64 %add6933
  %v7029 = load volatile float, ptr addrspace(1) %p7028, align 4
  %p7031 = getelementptr float, ptr addrspace(1) %258, i64 %add6944
  %v7032 = load volatile float, ptr addrspace(1) %p7031, align 4
  %p7034 = getelementptr float, ptr addrspace(1) %258, i64 %add6955
  %v7035 = load volatile float, ptr addrspace(1) %p7034, align 4
  %259 = getelementptr i8, ptr addrspace(1) %258, i64 8704
  %p7045 = getelementptr float, ptr addrspace(1) %259, i64 %add6922
  %v7046 = load volatile float, ptr addrspace(1) %p7045, align 4
  %p7048 = getelementptr float, ptr addrspace(1) %259, i64 %add6933
  %v7049 = load volatile float, ptr addrspace(1) %p7048, align 4
  %p7051 = getelementptr float, ptr addrspace(1) %259, i64 %add6944
  %v7052 = load volatile float, ptr addrspace(1) %p7051, align 4
  %p7054 = getelementptr float, ptr addrspace(1) %259, i64 %add6955
  %v7055 = load volatile float, ptr addrspace(1) %p7054, align 4
  %260 = getelementptr i8, ptr addrspace(1) %258, i64 17408
  %p7065 = getelementptr float, ptr addrspace(1) %260, i64 %add6922
  %v7066 = load volatile float, ptr addrspace(1) %p7065, align 4
  %p7068 = getelementptr float, ptr addrspace(1) %260, i64 %add6933
  %v7069 = load volatile float, ptr addrspace(1) %p7068, align 4
  %p7071 = getelementptr float, ptr addrspace(1) %260, i64 %add6944
  %v7072 = load volatile float, ptr addrspace(1) %p7071, align 4
  %p7074 = getelementptr float, ptr addrspace(1) %260, i64 %add6955
  %v7075 = load volatile float, ptr addrspace(1) %p7074, align 4
  br i1 %cmp6772, label %then7077, label %endif7079

repeat.body6898:                                  ; preds = %repeat.body6898.preheader, %repeat.body6898
  %261 = tail call i32 asm sideeffect "ld.acquire.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %address6901) #3
  %behind6902 = sub i32 %261, %epoch6381
  %cmp6903 = icmp slt i32 %behind6902, 0
  br i1 %cmp6903, label %repeat.body6898, label %endif6897

then7077:                                         ; preds = %endif6897
  %bits7080 = bitcast float %v6975 to i32
  %call7081 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits7080, i32 0, i32 31)
  %leaf7082 = bitcast i32 %call7081 to float
  %sel7084 = select i1 %inside6346, float %leaf7082, float %v6972
  %bits7085 = bitcast float %v6995 to i32
  %call7086 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits7085, i32 0, i32 31)
  %leaf7087 = bitcast i32 %call7086 to float
  %sel7089 = select i1 %inside6346, float %leaf7087, float %v6992
  %bits7090 = bitcast float %v7015 to i32
  %call7091 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits7090, i32 0, i32 31)
  %leaf7092 = bitcast i32 %call7091 to float
  %sel7094 = select i1 %inside6346, float %leaf7092, float %v7012
  br label %endif7079

endif7079:                                        ; preds = %endif6897, %then7077
  %phi7097 = phi float [ %sel7084, %then7077 ], [ %v6972, %endif6897 ]
  %phi7101 = phi float [ %sel7089, %then7077 ], [ %v6992, %endif6897 ]
  %phi7105 = phi float [ %sel7094, %then7077 ], [ %v7012, %endif6897 ]
  br i1 %cmp6818, label %then7136, label %endif7138

then7136:                                         ; preds = %endif7079
  %bits7139 = bitcast float %phi7097 to i32
  %call7140 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits7139, i32 24, i32 31)
  %leaf7141 = bitcast i32 %call7140 to float
  %cmp7142 = icmp eq i64 %lane6128, 24
  %sel7143 = select i1 %cmp7142, float %leaf7141, float %v6975
  %bits7144 = bitcast float %phi7101 to i32
  %call7145 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits7144, i32 24, i32 31)
  %leaf7146 = bitcast i32 %call7145 to float
  %sel7148 = select i1 %cmp7142, float %leaf7146, float %v6995
  %bits7149 = bitcast float %phi7105 to i32
  %call7150 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits7149, i32 24, i32 31)
  %leaf7151 = bitcast i32 %call7150 to float
  %sel7153 = select i1 %cmp7142, float %leaf7151, float %v7015
  br label %endif7138

endif7138:                                        ; preds = %endif7079, %then7136
  %phi7157 = phi float [ %sel7143, %then7136 ], [ %v6975, %endif7079 ]
  %phi7161 = phi float [ %sel7148, %then7136 ], [ %v6995, %endif7079 ]
  %phi7165 = phi float [ %sel7153, %then7136 ], [ %v7015, %endif7079 ]
  br i1 %cmp6772, label %then7195, label %endif7197

then7195:                                         ; preds = %endif7138
  %bits7198 = bitcast float %v7035 to i32
  %call7199 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits7198, i32 0, i32 31)
  %leaf7200 = bitcast i32 %call7199 to float
  %sel7202 = select i1 %inside6346, float %leaf7200, float %v7032
  %bits7203 = bitcast float %v7055 to i32
  %call7204 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits7203, i32 0, i32 31)
  %leaf7205 = bitcast i32 %call7204 to float
  %sel7207 = select i1 %inside6346, float %leaf7205, float %v7052
  %bits7208 = bitcast float %v7075 to i32
  %call7209 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits7208, i32 0, i32 31)
  %leaf7210 = bitcast i32 %call7209 to float
  %sel7212 = select i1 %inside6346, float %leaf7210, float %v7072
  br label %endif7197

endif7197:                                        ; preds = %endif7138, %then7195
  %phi7243 = phi float [ %sel7202, %then7195 ], [ %v7032, %endif7138 ]
  %phi7247 = phi float [ %sel7207, %then7195 ], [ %v7052, %endif7138 ]
  %phi7251 = phi float [ %sel7212, %then7195 ], [ %v7072, %endif7138 ]
  br i1 %cmp6818, label %then7254, label %endif7256

then7254:                                         ; preds = %endif7197
  %bits7257 = bitcast float %phi7243 to i32
  %call7258 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits7257, i32 24, i32 31)
  %leaf7259 = bitcast i32 %call7258 to float
  %cmp7260 = icmp eq i64 %lane6128, 24
  %sel7261 = select i1 %cmp7260, float %leaf7259, float %v7035
  %bits7262 = bitcast float %phi7247 to i32
  %call7263 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits7262, i32 24, i32 31)
  %leaf7264 = bitcast i32 %call7263 to float
  %sel7266 = select i1 %cmp7260, float %leaf7264, float %v7055
  %bits7267 = bitcast float %phi7251 to i32
  %call7268 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits7267, i32 24, i32 31)
  %leaf7269 = bitcast i32 %call7268 to float
  %sel7271 = select i1 %cmp7260, float %leaf7269, float %v7075
  br label %endif7256

endif7256:                                        ; preds = %endif7197, %then7254
  %phi7303 = phi float [ %sel7261, %then7254 ], [ %v7035, %endif7197 ]
  %phi7307 = phi float [ %sel7266, %then7254 ], [ %v7055, %endif7197 ]
  %phi7311 = phi float [ %sel7271, %then7254 ], [ %v7075, %endif7197 ]
  %sel7312 = select i1 %cmp1201, float %228, float %v6966
  %sel7313 = select i1 %cmp1201, float %234, float %v6969
  %sel7314 = select i1 %cmp1201, float %phi6800, float %phi7097
  %sel7315 = select i1 %cmp1201, float %phi6847, float %phi7157
  %sel7316 = select i1 %cmp1201, float %228, float %v6986
  %sel7317 = select i1 %cmp1201, float %234, float %v6989
  %sel7318 = select i1 %cmp1201, float %phi6800, float %phi7101
  %sel7319 = select i1 %cmp1201, float %phi6847, float %phi7161
  %sel7320 = select i1 %cmp1201, float %228, float %v7006
  %sel7321 = select i1 %cmp1201, float %234, float %v7009
  %sel7322 = select i1 %cmp1201, float %phi6800, float %phi7105
  %sel7323 = select i1 %cmp1201, float %phi6847, float %phi7165
  %sel7324 = select i1 %cmp1203, float %231, float %v7026
  %sel7325 = select i1 %cmp1203, float %236, float %v7029
  %sel7326 = select i1 %cmp1203, float %phi6804, float %phi7243
  %sel7327 = select i1 %cmp1203, float %phi6851, float %phi7303
  %sel7328 = select i1 %cmp1203, float %231, float %v7046
  %sel7329 = select i1 %cmp1203, float %236, float %v7049
  %sel7330 = select i1 %cmp1203, float %phi6804, float %phi7247
  %sel7331 = select i1 %cmp1203, float %phi6851, float %phi7307
  %sel7332 = select i1 %cmp1203, float %231, float %v7066
  %sel7333 = select i1 %cmp1203, float %236, float %v7069
  %sel7334 = select i1 %cmp1203, float %phi6804, float %phi7251
  %sel7335 = select i1 %cmp1203, float %phi6851, float %phi7311
  %262 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %mul6114) #3
  %sub7337 = sub i64 %262, %mul6114
  %base7338 = getelementptr inbounds float, ptr addrspace(3) %slots, i64 %sub7337
  %263 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %mul6114) #3
  %sub7339 = sub i64 %263, %mul6114
  %add7340 = add i64 %sub7339, %add6124
  %slot7351 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 8704
  %x7353 = load float, ptr addrspace(3) %slot7351, align 16
  %264 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 8708
  %x7354 = load float, ptr addrspace(3) %264, align 4
  %265 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 8712
  %x7355 = load float, ptr addrspace(3) %265, align 8
  %266 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 8716
  %x7356 = load float, ptr addrspace(3) %266, align 4
  %slot7357 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 17408
  %x7359 = load float, ptr addrspace(3) %slot7357, align 16
  %267 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 17412
  %x7360 = load float, ptr addrspace(3) %267, align 4
  %268 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 17416
  %x7361 = load float, ptr addrspace(3) %268, align 8
  %269 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 17420
  %x7362 = load float, ptr addrspace(3) %269, align 4
  %bits7365 = bitcast float %x6869 to i32
  %call7366 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits7365, i32 1, i32 0)
  %leaf7367 = bitcast i32 %call7366 to float
  %fmul7368 = fmul float %leaf7367, 2.000000e+00
  %fadd7369 = fadd float %228, %fmul7368
  %fmul7370 = fmul float %x6866, 3.000000e+00
  %fadd7371 = fadd float %fmul7370, %fadd7369
  %fmul7372 = fmul float %x6867, 4.000000e+00
  %fadd7373 = fadd float %fmul7372, %fadd7371
  %fmul7374 = fmul float %x7353, 5.000000e+00
  %fadd7375 = fadd float %fmul7374, %fadd7373
  %fmul7376 = fmul float %x6866, 2.000000e+00
  %fadd7377 = fadd float %234, %fmul7376
  %fmul7378 = fmul float %x6867, 3.000000e+00
  %fadd7379 = fadd float %fmul7378, %fadd7377
  %fmul7380 = fmul float %x6868, 4.000000e+00
  %fadd7381 = fadd float %fmul7380, %fadd7379
  %fmul7382 = fmul float %x7354, 5.000000e+00
  %fadd7383 = fadd float %fadd7381, %fmul7382
  %fmul7384 = fmul float %x6867, 2.000000e+00
  %fadd7385 = fadd float %phi6800, %fmul7384
  %fmul7386 = fmul float %x6868, 3.000000e+00
  %fadd7387 = fadd float %fmul7386, %fadd7385
  %fmul7388 = fmul float %x6869, 4.000000e+00
  %fadd7389 = fadd float %fmul7388, %fadd7387
  %fmul7390 = fmul float %x7355, 5.000000e+00
  %fadd7391 = fadd float %fadd7389, %fmul7390
  %bits7392 = bitcast float %x6866 to i32
  %call7393 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits7392, i32 1, i32 31)
  %leaf7394 = bitcast i32 %call7393 to float
  %fmul7395 = fmul float %x6868, 2.000000e+00
  %fadd7396 = fadd float %phi6847, %fmul7395
  %fmul7397 = fmul float %x6869, 3.000000e+00
  %fadd7398 = fadd float %fmul7397, %fadd7396
  %fmul7399 = fmul float %leaf7394, 4.000000e+00
  %fadd7400 = fadd float %fadd7398, %fmul7399
  %fmul7401 = fmul float %x7356, 5.000000e+00
  %fadd7402 = fadd float %fmul7401, %fadd7400
  %cmp7403 = icmp ult i64 %add7340, 32
  %edge7405 = icmp eq i64 %add7340, 0
  %sel7406 = select i1 %edge7405, float %fadd7402, float %fadd7391
  %warp7343.mask = and i64 %add7340, -32
  %cmp7407 = icmp eq i64 %warp7343.mask, 512
  %edge7409 = icmp eq i64 %add7340, 536
  %sel7410 = select i1 %edge7409, float %fadd7391, float %fadd7402
  %v7411 = insertelement <4 x float> poison, float %fadd7375, i64 0
  %v7412 = insertelement <4 x float> %v7411, float %fadd7383, i64 1
  %v7413 = insertelement <4 x float> %v7412, float %sel7406, i64 2
  %v7414 = insertelement <4 x float> %v7413, float %sel7410, i64 3
  store <4 x float> %v7414, ptr addrspace(3) %base7338, align 16
  %slot7416 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 26112
  %x7418 = load float, ptr addrspace(3) %slot7416, align 16
  %270 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 26116
  %x7419 = load float, ptr addrspace(3) %270, align 4
  %271 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 26120
  %x7420 = load float, ptr addrspace(3) %271, align 8
  %272 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 26124
  %x7421 = load float, ptr addrspace(3) %272, align 4
  %bits7424 = bitcast float %x7356 to i32
  %call7425 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits7424, i32 1, i32 0)
  %leaf7426 = bitcast i32 %call7425 to float
  %fmul7427 = fmul float %leaf7426, 2.000000e+00
  %fadd7428 = fadd float %x6866, %fmul7427
  %fmul7429 = fmul float %x7353, 3.000000e+00
  %fadd7430 = fadd float %fmul7429, %fadd7428
  %fmul7431 = fmul float %x7354, 4.000000e+00
  %fadd7432 = fadd float %fmul7431, %fadd7430
  %fmul7433 = fmul float %x7359, 5.000000e+00
  %fadd7434 = fadd float %fmul7433, %fadd7432
  %fmul7435 = fmul float %x7353, 2.000000e+00
  %fadd7436 = fadd float %x6867, %fmul7435
  %fmul7437 = fmul float %x7354, 3.000000e+00
  %fadd7438 = fadd float %fmul7437, %fadd7436
  %fmul7439 = fmul float %x7355, 4.000000e+00
  %fadd7440 = fadd float %fmul7439, %fadd7438
  %fmul7441 = fmul float %x7360, 5.000000e+00
  %fadd7442 = fadd float %fmul7441, %fadd7440
  %fmul7443 = fmul float %x7354, 2.000000e+00
  %fadd7444 = fadd float %x6868, %fmul7443
  %fmul7445 = fmul float %x7355, 3.000000e+00
  %fadd7446 = fadd float %fmul7445, %fadd7444
  %fmul7447 = fmul float %x7356, 4.000000e+00
  %fadd7448 = fadd float %fmul7447, %fadd7446
  %fmul7449 = fmul float %x7361, 5.000000e+00
  %fadd7450 = fadd float %fmul7449, %fadd7448
  %bits7451 = bitcast float %x7353 to i32
  %call7452 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits7451, i32 1, i32 31)
  %leaf7453 = bitcast i32 %call7452 to float
  %fmul7454 = fmul float %x7355, 2.000000e+00
  %fadd7455 = fadd float %x6869, %fmul7454
  %fmul7456 = fmul float %x7356, 3.000000e+00
  %fadd7457 = fadd float %fmul7456, %fadd7455
  %fmul7458 = fmul float %leaf7453, 4.000000e+00
  %fadd7459 = fadd float %fadd7457, %fmul7458
  %fmul7460 = fmul float %x7362, 5.000000e+00
  %fadd7461 = fadd float %fmul7460, %fadd7459
  %sel7465 = select i1 %edge7405, float %fadd7461, float %fadd7450
  %sel7469 = select i1 %edge7409, float %fadd7450, float %fadd7461
  %v7470 = insertelement <4 x float> poison, float %fadd7434, i64 0
  %v7471 = insertelement <4 x float> %v7470, float %fadd7442, i64 1
  %v7472 = insertelement <4 x float> %v7471, float %sel7465, i64 2
  %v7473 = insertelement <4 x float> %v7472, float %sel7469, i64 3
  store <4 x float> %v7473, ptr addrspace(3) %slot7351, align 16
  %slot7475 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 34816
  %x7477 = load float, ptr addrspace(3) %slot7475, align 16
  %273 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 34820
  %x7478 = load float, ptr addrspace(3) %273, align 4
  %274 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 34824
  %x7479 = load float, ptr addrspace(3) %274, align 8
  %275 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 34828
  %x7480 = load float, ptr addrspace(3) %275, align 4
  %bits7483 = bitcast float %x7362 to i32
  %call7484 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits7483, i32 1, i32 0)
  %leaf7485 = bitcast i32 %call7484 to float
  %fmul7486 = fmul float %leaf7485, 2.000000e+00
  %fadd7487 = fadd float %x7353, %fmul7486
  %fmul7488 = fmul float %x7359, 3.000000e+00
  %fadd7489 = fadd float %fmul7488, %fadd7487
  %fmul7490 = fmul float %x7360, 4.000000e+00
  %fadd7491 = fadd float %fmul7490, %fadd7489
  %fmul7492 = fmul float %x7418, 5.000000e+00
  %fadd7493 = fadd float %fmul7492, %fadd7491
  %fmul7494 = fmul float %x7359, 2.000000e+00
  %fadd7495 = fadd float %x7354, %fmul7494
  %fmul7496 = fmul float %x7360, 3.000000e+00
  %fadd7497 = fadd float %fmul7496, %fadd7495
  %fmul7498 = fmul float %x7361, 4.000000e+00
  %fadd7499 = fadd float %fmul7498, %fadd7497
  %fmul7500 = fmul float %x7419, 5.000000e+00
  %fadd7501 = fadd float %fadd7499, %fmul7500
  %fmul7502 = fmul float %x7360, 2.000000e+00
  %fadd7503 = fadd float %x7355, %fmul7502
  %fmul7504 = fmul float %x7361, 3.000000e+00
  %fadd7505 = fadd float %fmul7504, %fadd7503
  %fmul7506 = fmul float %x7362, 4.000000e+00
  %fadd7507 = fadd float %fmul7506, %fadd7505
  %fmul7508 = fmul float %x7420, 5.000000e+00
  %fadd7509 = fadd float %fadd7507, %fmul7508
  %bits7510 = bitcast float %x7359 to i32
  %call7511 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits7510, i32 1, i32 31)
  %leaf7512 = bitcast i32 %call7511 to float
  %fmul7513 = fmul float %x7361, 2.000000e+00
  %fadd7514 = fadd float %x7356, %fmul7513
  %fmul7515 = fmul float %x7362, 3.000000e+00
  %fadd7516 = fadd float %fmul7515, %fadd7514
  %fmul7517 = fmul float %leaf7512, 4.000000e+00
  %fadd7518 = fadd float %fadd7516, %fmul7517
  %fmul7519 = fmul float %x7421, 5.000000e+00
  %fadd7520 = fadd float %fmul7519, %fadd7518
  %sel7524 = select i1 %edge7405, float %fadd7520, float %fadd7509
  %sel7528 = select i1 %edge7409, float %fadd7509, float %fadd7520
  %v7529 = insertelement <4 x float> poison, float %fadd7493, i64 0
  %v7530 = insertelement <4 x float> %v7529, float %fadd7501, i64 1
  %v7531 = insertelement <4 x float> %v7530, float %sel7524, i64 2
  %v7532 = insertelement <4 x float> %v7531, float %sel7528, i64 3
  store <4 x float> %v7532, ptr addrspace(3) %slot7357, align 16
  %slot7534 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 43520
  %x7536 = load float, ptr addrspace(3) %slot7534, align 16
  %276 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 43524
  %x7537 = load float, ptr addrspace(3) %276, align 4
  %277 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 43528
  %x7538 = load float, ptr addrspace(3) %277, align 8
  %278 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 43532
  %x7539 = load float, ptr addrspace(3) %278, align 4
  %bits7542 = bitcast float %x7421 to i32
  %call7543 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits7542, i32 1, i32 0)
  %leaf7544 = bitcast i32 %call7543 to float
  %fmul7545 = fmul float %leaf7544, 2.000000e+00
  %fadd7546 = fadd float %x7359, %fmul7545
  %fmul7547 = fmul float %x7418, 3.000000e+00
  %fadd7548 = fadd float %fmul7547, %fadd7546
  %fmul7549 = fmul float %x7419, 4.000000e+00
  %fadd7550 = fadd float %fmul7549, %fadd7548
  %fmul7551 = fmul float %x7477, 5.000000e+00
  %fadd7552 = fadd float %fmul7551, %fadd7550
  %fmul7553 = fmul float %x7418, 2.000000e+00
  %fadd7554 = fadd float %x7360, %fmul7553
  %fmul7555 = fmul float %x7419, 3.000000e+00
  %fadd7556 = fadd float %fmul7555, %fadd7554
  %fmul7557 = fmul float %x7420, 4.000000e+00
  %fadd7558 = fadd float %fmul7557, %fadd7556
  %fmul7559 = fmul float %x7478, 5.000000e+00
  %fadd7560 = fadd float %fadd7558, %fmul7559
  %fmul7561 = fmul float %x7419, 2.000000e+00
  %fadd7562 = fadd float %x7361, %fmul7561
  %fmul7563 = fmul float %x7420, 3.000000e+00
  %fadd7564 = fadd float %fmul7563, %fadd7562
  %fmul7565 = fmul float %x7421, 4.000000e+00
  %fadd7566 = fadd float %fmul7565, %fadd7564
  %fmul7567 = fmul float %x7479, 5.000000e+00
  %fadd7568 = fadd float %fadd7566, %fmul7567
  %bits7569 = bitcast float %x7418 to i32
  %call7570 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits7569, i32 1, i32 31)
  %leaf7571 = bitcast i32 %call7570 to float
  %fmul7572 = fmul float %x7420, 2.000000e+00
  %fadd7573 = fadd float %x7362, %fmul7572
  %fmul7574 = fmul float %x7421, 3.000000e+00
  %fadd7575 = fadd float %fmul7574, %fadd7573
  %fmul7576 = fmul float %leaf7571, 4.000000e+00
  %fadd7577 = fadd float %fadd7575, %fmul7576
  %fmul7578 = fmul float %x7480, 5.000000e+00
  %fadd7579 = fadd float %fmul7578, %fadd7577
  %sel7583 = select i1 %edge7405, float %fadd7579, float %fadd7568
  %sel7587 = select i1 %edge7409, float %fadd7568, float %fadd7579
  %v7588 = insertelement <4 x float> poison, float %fadd7552, i64 0
  %v7589 = insertelement <4 x float> %v7588, float %fadd7560, i64 1
  %v7590 = insertelement <4 x float> %v7589, float %sel7583, i64 2
  %v7591 = insertelement <4 x float> %v7590, float %sel7587, i64 3
  store <4 x float> %v7591, ptr addrspace(3) %slot7416, align 16
  %slot7593 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 52224
  %x7595 = load float, ptr addrspace(3) %slot7593, align 16
  %279 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 52228
  %x7596 = load float, ptr addrspace(3) %279, align 4
  %280 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 52232
  %x7597 = load float, ptr addrspace(3) %280, align 8
  %281 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 52236
  %x7598 = load float, ptr addrspace(3) %281, align 4
  %bits7601 = bitcast float %x7480 to i32
  %call7602 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits7601, i32 1, i32 0)
  %leaf7603 = bitcast i32 %call7602 to float
  %fmul7604 = fmul float %leaf7603, 2.000000e+00
  %fadd7605 = fadd float %x7418, %fmul7604
  %fmul7606 = fmul float %x7477, 3.000000e+00
  %fadd7607 = fadd float %fmul7606, %fadd7605
  %fmul7608 = fmul float %x7478, 4.000000e+00
  %fadd7609 = fadd float %fmul7608, %fadd7607
  %fmul7610 = fmul float %x7536, 5.000000e+00
  %fadd7611 = fadd float %fmul7610, %fadd7609
  %fmul7612 = fmul float %x7477, 2.000000e+00
  %fadd7613 = fadd float %x7419, %fmul7612
  %fmul7614 = fmul float %x7478, 3.000000e+00
  %fadd7615 = fadd float %fmul7614, %fadd7613
  %fmul7616 = fmul float %x7479, 4.000000e+00
  %fadd7617 = fadd float %fmul7616, %fadd7615
  %fmul7618 = fmul float %x7537, 5.000000e+00
  %fadd7619 = fadd float %fadd7617, %fmul7618
  %fmul7620 = fmul float %x7478, 2.000000e+00
  %fadd7621 = fadd float %x7420, %fmul7620
  %fmul7622 = fmul float %x7479, 3.000000e+00
  %fadd7623 = fadd float %fmul7622, %fadd7621
  %fmul7624 = fmul float %x7480, 4.000000e+00
  %fadd7625 = fadd float %fmul7624, %fadd7623
  %fmul7626 = fmul float %x7538, 5.000000e+00
  %fadd7627 = fadd float %fadd7625, %fmul7626
  %bits7628 = bitcast float %x7477 to i32
  %call7629 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits7628, i32 1, i32 31)
  %leaf7630 = bitcast i32 %call7629 to float
  %fmul7631 = fmul float %x7479, 2.000000e+00
  %fadd7632 = fadd float %x7421, %fmul7631
  %fmul7633 = fmul float %x7480, 3.000000e+00
  %fadd7634 = fadd float %fmul7633, %fadd7632
  %fmul7635 = fmul float %leaf7630, 4.000000e+00
  %fadd7636 = fadd float %fadd7634, %fmul7635
  %fmul7637 = fmul float %x7539, 5.000000e+00
  %fadd7638 = fadd float %fmul7637, %fadd7636
  %sel7642 = select i1 %edge7405, float %fadd7638, float %fadd7627
  %sel7646 = select i1 %edge7409, float %fadd7627, float %fadd7638
  %v7647 = insertelement <4 x float> poison, float %fadd7611, i64 0
  %v7648 = insertelement <4 x float> %v7647, float %fadd7619, i64 1
  %v7649 = insertelement <4 x float> %v7648, float %sel7642, i64 2
  %v7650 = insertelement <4 x float> %v7649, float %sel7646, i64 3
  store <4 x float> %v7650, ptr addrspace(3) %slot7475, align 16
  %slot7652 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 60928
  %x7654 = load float, ptr addrspace(3) %slot7652, align 16
  %282 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 60932
  %x7655 = load float, ptr addrspace(3) %282, align 4
  %283 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 60936
  %x7656 = load float, ptr addrspace(3) %283, align 8
  %284 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 60940
  %x7657 = load float, ptr addrspace(3) %284, align 4
  %bits7660 = bitcast float %x7539 to i32
  %call7661 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits7660, i32 1, i32 0)
  %leaf7662 = bitcast i32 %call7661 to float
  %fmul7663 = fmul float %leaf7662, 2.000000e+00
  %fadd7664 = fadd float %x7477, %fmul7663
  %fmul7665 = fmul float %x7536, 3.000000e+00
  %fadd7666 = fadd float %fmul7665, %fadd7664
  %fmul7667 = fmul float %x7537, 4.000000e+00
  %fadd7668 = fadd float %fmul7667, %fadd7666
  %fmul7669 = fmul float %x7595, 5.000000e+00
  %fadd7670 = fadd float %fmul7669, %fadd7668
  %fmul7671 = fmul float %x7536, 2.000000e+00
  %fadd7672 = fadd float %x7478, %fmul7671
  %fmul7673 = fmul float %x7537, 3.000000e+00
  %fadd7674 = fadd float %fmul7673, %fadd7672
  %fmul7675 = fmul float %x7538, 4.000000e+00
  %fadd7676 = fadd float %fmul7675, %fadd7674
  %fmul7677 = fmul float %x7596, 5.000000e+00
  %fadd7678 = fadd float %fadd7676, %fmul7677
  %fmul7679 = fmul float %x7537, 2.000000e+00
  %fadd7680 = fadd float %x7479, %fmul7679
  %fmul7681 = fmul float %x7538, 3.000000e+00
  %fadd7682 = fadd float %fmul7681, %fadd7680
  %fmul7683 = fmul float %x7539, 4.000000e+00
  %fadd7684 = fadd float %fmul7683, %fadd7682
  %fmul7685 = fmul float %x7597, 5.000000e+00
  %fadd7686 = fadd float %fadd7684, %fmul7685
  %bits7687 = bitcast float %x7536 to i32
  %call7688 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits7687, i32 1, i32 31)
  %leaf7689 = bitcast i32 %call7688 to float
  %fmul7690 = fmul float %x7538, 2.000000e+00
  %fadd7691 = fadd float %x7480, %fmul7690
  %fmul7692 = fmul float %x7539, 3.000000e+00
  %fadd7693 = fadd float %fmul7692, %fadd7691
  %fmul7694 = fmul float %leaf7689, 4.000000e+00
  %fadd7695 = fadd float %fadd7693, %fmul7694
  %fmul7696 = fmul float %x7598, 5.000000e+00
  %fadd7697 = fadd float %fmul7696, %fadd7695
  %sel7701 = select i1 %edge7405, float %fadd7697, float %fadd7686
  %sel7705 = select i1 %edge7409, float %fadd7686, float %fadd7697
  %v7706 = insertelement <4 x float> poison, float %fadd7670, i64 0
  %v7707 = insertelement <4 x float> %v7706, float %fadd7678, i64 1
  %v7708 = insertelement <4 x float> %v7707, float %sel7701, i64 2
  %v7709 = insertelement <4 x float> %v7708, float %sel7705, i64 3
  store <4 x float> %v7709, ptr addrspace(3) %slot7534, align 16
  %slot7711 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 69632
  %x7713 = load float, ptr addrspace(3) %slot7711, align 16
  %285 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 69636
  %x7714 = load float, ptr addrspace(3) %285, align 4
  %286 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 69640
  %x7715 = load float, ptr addrspace(3) %286, align 8
  %287 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 69644
  %x7716 = load float, ptr addrspace(3) %287, align 4
  %bits7719 = bitcast float %x7598 to i32
  %call7720 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits7719, i32 1, i32 0)
  %leaf7721 = bitcast i32 %call7720 to float
  %fmul7722 = fmul float %leaf7721, 2.000000e+00
  %fadd7723 = fadd float %x7536, %fmul7722
  %fmul7724 = fmul float %x7595, 3.000000e+00
  %fadd7725 = fadd float %fmul7724, %fadd7723
  %fmul7726 = fmul float %x7596, 4.000000e+00
  %fadd7727 = fadd float %fmul7726, %fadd7725
  %fmul7728 = fmul float %x7654, 5.000000e+00
  %fadd7729 = fadd float %fmul7728, %fadd7727
  %fmul7730 = fmul float %x7595, 2.000000e+00
  %fadd7731 = fadd float %x7537, %fmul7730
  %fmul7732 = fmul float %x7596, 3.000000e+00
  %fadd7733 = fadd float %fmul7732, %fadd7731
  %fmul7734 = fmul float %x7597, 4.000000e+00
  %fadd7735 = fadd float %fmul7734, %fadd7733
  %fmul7736 = fmul float %x7655, 5.000000e+00
  %fadd7737 = fadd float %fadd7735, %fmul7736
  %fmul7738 = fmul float %x7596, 2.000000e+00
  %fadd7739 = fadd float %x7538, %fmul7738
  %fmul7740 = fmul float %x7597, 3.000000e+00
  %fadd7741 = fadd float %fmul7740, %fadd7739
  %fmul7742 = fmul float %x7598, 4.000000e+00
  %fadd7743 = fadd float %fmul7742, %fadd7741
  %fmul7744 = fmul float %x7656, 5.000000e+00
  %fadd7745 = fadd float %fadd7743, %fmul7744
  %bits7746 = bitcast float %x7595 to i32
  %call7747 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits7746, i32 1, i32 31)
  %leaf7748 = bitcast i32 %call7747 to float
  %fmul7749 = fmul float %x7597, 2.000000e+00
  %fadd7750 = fadd float %x7539, %fmul7749
  %fmul7751 = fmul float %x7598, 3.000000e+00
  %fadd7752 = fadd float %fmul7751, %fadd7750
  %fmul7753 = fmul float %leaf7748, 4.000000e+00
  %fadd7754 = fadd float %fadd7752, %fmul7753
  %fmul7755 = fmul float %x7657, 5.000000e+00
  %fadd7756 = fadd float %fmul7755, %fadd7754
  %sel7760 = select i1 %edge7405, float %fadd7756, float %fadd7745
  %sel7764 = select i1 %edge7409, float %fadd7745, float %fadd7756
  %v7765 = insertelement <4 x float> poison, float %fadd7729, i64 0
  %v7766 = insertelement <4 x float> %v7765, float %fadd7737, i64 1
  %v7767 = insertelement <4 x float> %v7766, float %sel7760, i64 2
  %v7768 = insertelement <4 x float> %v7767, float %sel7764, i64 3
  store <4 x float> %v7768, ptr addrspace(3) %slot7593, align 16
  %slot7770 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 78336
  %x7772 = load float, ptr addrspace(3) %slot7770, align 16
  %288 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 78340
  %x7773 = load float, ptr addrspace(3) %288, align 4
  %289 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 78344
  %x7774 = load float, ptr addrspace(3) %289, align 8
  %290 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 78348
  %x7775 = load float, ptr addrspace(3) %290, align 4
  %bits7778 = bitcast float %x7657 to i32
  %call7779 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits7778, i32 1, i32 0)
  %leaf7780 = bitcast i32 %call7779 to float
  %fmul7781 = fmul float %leaf7780, 2.000000e+00
  %fadd7782 = fadd float %x7595, %fmul7781
  %fmul7783 = fmul float %x7654, 3.000000e+00
  %fadd7784 = fadd float %fmul7783, %fadd7782
  %fmul7785 = fmul float %x7655, 4.000000e+00
  %fadd7786 = fadd float %fmul7785, %fadd7784
  %fmul7787 = fmul float %x7713, 5.000000e+00
  %fadd7788 = fadd float %fmul7787, %fadd7786
  %fmul7789 = fmul float %x7654, 2.000000e+00
  %fadd7790 = fadd float %x7596, %fmul7789
  %fmul7791 = fmul float %x7655, 3.000000e+00
  %fadd7792 = fadd float %fmul7791, %fadd7790
  %fmul7793 = fmul float %x7656, 4.000000e+00
  %fadd7794 = fadd float %fmul7793, %fadd7792
  %fmul7795 = fmul float %x7714, 5.000000e+00
  %fadd7796 = fadd float %fadd7794, %fmul7795
  %fmul7797 = fmul float %x7655, 2.000000e+00
  %fadd7798 = fadd float %x7597, %fmul7797
  %fmul7799 = fmul float %x7656, 3.000000e+00
  %fadd7800 = fadd float %fmul7799, %fadd7798
  %fmul7801 = fmul float %x7657, 4.000000e+00
  %fadd7802 = fadd float %fmul7801, %fadd7800
  %fmul7803 = fmul float %x7715, 5.000000e+00
  %fadd7804 = fadd float %fadd7802, %fmul7803
  %bits7805 = bitcast float %x7654 to i32
  %call7806 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits7805, i32 1, i32 31)
  %leaf7807 = bitcast i32 %call7806 to float
  %fmul7808 = fmul float %x7656, 2.000000e+00
  %fadd7809 = fadd float %x7598, %fmul7808
  %fmul7810 = fmul float %x7657, 3.000000e+00
  %fadd7811 = fadd float %fmul7810, %fadd7809
  %fmul7812 = fmul float %leaf7807, 4.000000e+00
  %fadd7813 = fadd float %fadd7811, %fmul7812
  %fmul7814 = fmul float %x7716, 5.000000e+00
  %fadd7815 = fadd float %fmul7814, %fadd7813
  %sel7819 = select i1 %edge7405, float %fadd7815, float %fadd7804
  %sel7823 = select i1 %edge7409, float %fadd7804, float %fadd7815
  %v7824 = insertelement <4 x float> poison, float %fadd7788, i64 0
  %v7825 = insertelement <4 x float> %v7824, float %fadd7796, i64 1
  %v7826 = insertelement <4 x float> %v7825, float %sel7819, i64 2
  %v7827 = insertelement <4 x float> %v7826, float %sel7823, i64 3
  store <4 x float> %v7827, ptr addrspace(3) %slot7652, align 16
  %slot7829 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 87040
  %x7831 = load float, ptr addrspace(3) %slot7829, align 16
  %291 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 87044
  %x7832 = load float, ptr addrspace(3) %291, align 4
  %292 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 87048
  %x7833 = load float, ptr addrspace(3) %292, align 8
  %293 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 87052
  %x7834 = load float, ptr addrspace(3) %293, align 4
  %bits7837 = bitcast float %x7716 to i32
  %call7838 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits7837, i32 1, i32 0)
  %leaf7839 = bitcast i32 %call7838 to float
  %fmul7840 = fmul float %leaf7839, 2.000000e+00
  %fadd7841 = fadd float %x7654, %fmul7840
  %fmul7842 = fmul float %x7713, 3.000000e+00
  %fadd7843 = fadd float %fmul7842, %fadd7841
  %fmul7844 = fmul float %x7714, 4.000000e+00
  %fadd7845 = fadd float %fmul7844, %fadd7843
  %fmul7846 = fmul float %x7772, 5.000000e+00
  %fadd7847 = fadd float %fmul7846, %fadd7845
  %fmul7848 = fmul float %x7713, 2.000000e+00
  %fadd7849 = fadd float %x7655, %fmul7848
  %fmul7850 = fmul float %x7714, 3.000000e+00
  %fadd7851 = fadd float %fmul7850, %fadd7849
  %fmul7852 = fmul float %x7715, 4.000000e+00
  %fadd7853 = fadd float %fmul7852, %fadd7851
  %fmul7854 = fmul float %x7773, 5.000000e+00
  %fadd7855 = fadd float %fadd7853, %fmul7854
  %fmul7856 = fmul float %x7714, 2.000000e+00
  %fadd7857 = fadd float %x7656, %fmul7856
  %fmul7858 = fmul float %x7715, 3.000000e+00
  %fadd7859 = fadd float %fmul7858, %fadd7857
  %fmul7860 = fmul float %x7716, 4.000000e+00
  %fadd7861 = fadd float %fmul7860, %fadd7859
  %fmul7862 = fmul float %x7774, 5.000000e+00
  %fadd7863 = fadd float %fadd7861, %fmul7862
  %bits7864 = bitcast float %x7713 to i32
  %call7865 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits7864, i32 1, i32 31)
  %leaf7866 = bitcast i32 %call7865 to float
  %fmul7867 = fmul float %x7715, 2.000000e+00
  %fadd7868 = fadd float %x7657, %fmul7867
  %fmul7869 = fmul float %x7716, 3.000000e+00
  %fadd7870 = fadd float %fmul7869, %fadd7868
  %fmul7871 = fmul float %leaf7866, 4.000000e+00
  %fadd7872 = fadd float %fadd7870, %fmul7871
  %fmul7873 = fmul float %x7775, 5.000000e+00
  %fadd7874 = fadd float %fmul7873, %fadd7872
  %sel7878 = select i1 %edge7405, float %fadd7874, float %fadd7863
  %sel7882 = select i1 %edge7409, float %fadd7863, float %fadd7874
  %v7883 = insertelement <4 x float> poison, float %fadd7847, i64 0
  %v7884 = insertelement <4 x float> %v7883, float %fadd7855, i64 1
  %v7885 = insertelement <4 x float> %v7884, float %sel7878, i64 2
  %v7886 = insertelement <4 x float> %v7885, float %sel7882, i64 3
  store <4 x float> %v7886, ptr addrspace(3) %slot7711, align 16
  %slot7888 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 95744
  %x7890 = load float, ptr addrspace(3) %slot7888, align 16
  %294 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 95748
  %x7891 = load float, ptr addrspace(3) %294, align 4
  %295 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 95752
  %x7892 = load float, ptr addrspace(3) %295, align 8
  %296 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 95756
  %x7893 = load float, ptr addrspace(3) %296, align 4
  %bits7896 = bitcast float %x7775 to i32
  %call7897 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits7896, i32 1, i32 0)
  %leaf7898 = bitcast i32 %call7897 to float
  %fmul7899 = fmul float %leaf7898, 2.000000e+00
  %fadd7900 = fadd float %x7713, %fmul7899
  %fmul7901 = fmul float %x7772, 3.000000e+00
  %fadd7902 = fadd float %fmul7901, %fadd7900
  %fmul7903 = fmul float %x7773, 4.000000e+00
  %fadd7904 = fadd float %fmul7903, %fadd7902
  %fmul7905 = fmul float %x7831, 5.000000e+00
  %fadd7906 = fadd float %fmul7905, %fadd7904
  %fmul7907 = fmul float %x7772, 2.000000e+00
  %fadd7908 = fadd float %x7714, %fmul7907
  %fmul7909 = fmul float %x7773, 3.000000e+00
  %fadd7910 = fadd float %fmul7909, %fadd7908
  %fmul7911 = fmul float %x7774, 4.000000e+00
  %fadd7912 = fadd float %fmul7911, %fadd7910
  %fmul7913 = fmul float %x7832, 5.000000e+00
  %fadd7914 = fadd float %fadd7912, %fmul7913
  %fmul7915 = fmul float %x7773, 2.000000e+00
  %fadd7916 = fadd float %x7715, %fmul7915
  %fmul7917 = fmul float %x7774, 3.000000e+00
  %fadd7918 = fadd float %fmul7917, %fadd7916
  %fmul7919 = fmul float %x7775, 4.000000e+00
  %fadd7920 = fadd float %fmul7919, %fadd7918
  %fmul7921 = fmul float %x7833, 5.000000e+00
  %fadd7922 = fadd float %fadd7920, %fmul7921
  %bits7923 = bitcast float %x7772 to i32
  %call7924 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits7923, i32 1, i32 31)
  %leaf7925 = bitcast i32 %call7924 to float
  %fmul7926 = fmul float %x7774, 2.000000e+00
  %fadd7927 = fadd float %x7716, %fmul7926
  %fmul7928 = fmul float %x7775, 3.000000e+00
  %fadd7929 = fadd float %fmul7928, %fadd7927
  %fmul7930 = fmul float %leaf7925, 4.000000e+00
  %fadd7931 = fadd float %fadd7929, %fmul7930
  %fmul7932 = fmul float %x7834, 5.000000e+00
  %fadd7933 = fadd float %fmul7932, %fadd7931
  %sel7937 = select i1 %edge7405, float %fadd7933, float %fadd7922
  %sel7941 = select i1 %edge7409, float %fadd7922, float %fadd7933
  %v7942 = insertelement <4 x float> poison, float %fadd7906, i64 0
  %v7943 = insertelement <4 x float> %v7942, float %fadd7914, i64 1
  %v7944 = insertelement <4 x float> %v7943, float %sel7937, i64 2
  %v7945 = insertelement <4 x float> %v7944, float %sel7941, i64 3
  store <4 x float> %v7945, ptr addrspace(3) %slot7770, align 16
  %slot7947 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 104448
  %x7949 = load float, ptr addrspace(3) %slot7947, align 16
  %297 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 104452
  %x7950 = load float, ptr addrspace(3) %297, align 4
  %298 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 104456
  %x7951 = load float, ptr addrspace(3) %298, align 8
  %299 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 104460
  %x7952 = load float, ptr addrspace(3) %299, align 4
  %bits7955 = bitcast float %x7834 to i32
  %call7956 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits7955, i32 1, i32 0)
  %leaf7957 = bitcast i32 %call7956 to float
  %fmul7958 = fmul float %leaf7957, 2.000000e+00
  %fadd7959 = fadd float %x7772, %fmul7958
  %fmul7960 = fmul float %x7831, 3.000000e+00
  %fadd7961 = fadd float %fmul7960, %fadd7959
  %fmul7962 = fmul float %x7832, 4.000000e+00
  %fadd7963 = fadd float %fmul7962, %fadd7961
  %fmul7964 = fmul float %x7890, 5.000000e+00
  %fadd7965 = fadd float %fmul7964, %fadd7963
  %fmul7966 = fmul float %x7831, 2.000000e+00
  %fadd7967 = fadd float %x7773, %fmul7966
  %fmul7968 = fmul float %x7832, 3.000000e+00
  %fadd7969 = fadd float %fmul7968, %fadd7967
  %fmul7970 = fmul float %x7833, 4.000000e+00
  %fadd7971 = fadd float %fmul7970, %fadd7969
  %fmul7972 = fmul float %x7891, 5.000000e+00
  %fadd7973 = fadd float %fadd7971, %fmul7972
  %fmul7974 = fmul float %x7832, 2.000000e+00
  %fadd7975 = fadd float %x7774, %fmul7974
  %fmul7976 = fmul float %x7833, 3.000000e+00
  %fadd7977 = fadd float %fmul7976, %fadd7975
  %fmul7978 = fmul float %x7834, 4.000000e+00
  %fadd7979 = fadd float %fmul7978, %fadd7977
  %fmul7980 = fmul float %x7892, 5.000000e+00
  %fadd7981 = fadd float %fadd7979, %fmul7980
  %bits7982 = bitcast float %x7831 to i32
  %call7983 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits7982, i32 1, i32 31)
  %leaf7984 = bitcast i32 %call7983 to float
  %fmul7985 = fmul float %x7833, 2.000000e+00
  %fadd7986 = fadd float %x7775, %fmul7985
  %fmul7987 = fmul float %x7834, 3.000000e+00
  %fadd7988 = fadd float %fmul7987, %fadd7986
  %fmul7989 = fmul float %leaf7984, 4.000000e+00
  %fadd7990 = fadd float %fadd7988, %fmul7989
  %fmul7991 = fmul float %x7893, 5.000000e+00
  %fadd7992 = fadd float %fmul7991, %fadd7990
  %sel7996 = select i1 %edge7405, float %fadd7992, float %fadd7981
  %sel8000 = select i1 %edge7409, float %fadd7981, float %fadd7992
  %v8001 = insertelement <4 x float> poison, float %fadd7965, i64 0
  %v8002 = insertelement <4 x float> %v8001, float %fadd7973, i64 1
  %v8003 = insertelement <4 x float> %v8002, float %sel7996, i64 2
  %v8004 = insertelement <4 x float> %v8003, float %sel8000, i64 3
  store <4 x float> %v8004, ptr addrspace(3) %slot7829, align 16
  %bits8008 = bitcast float %x7893 to i32
  %call8009 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits8008, i32 1, i32 0)
  %leaf8010 = bitcast i32 %call8009 to float
  %fmul8011 = fmul float %leaf8010, 2.000000e+00
  %fadd8012 = fadd float %x7831, %fmul8011
  %fmul8013 = fmul float %x7890, 3.000000e+00
  %fadd8014 = fadd float %fmul8013, %fadd8012
  %fmul8015 = fmul float %x7891, 4.000000e+00
  %fadd8016 = fadd float %fmul8015, %fadd8014
  %fmul8017 = fmul float %x7949, 5.000000e+00
  %fadd8018 = fadd float %fmul8017, %fadd8016
  %fmul8019 = fmul float %x7890, 2.000000e+00
  %fadd8020 = fadd float %x7832, %fmul8019
  %fmul8021 = fmul float %x7891, 3.000000e+00
  %fadd8022 = fadd float %fmul8021, %fadd8020
  %fmul8023 = fmul float %x7892, 4.000000e+00
  %fadd8024 = fadd float %fmul8023, %fadd8022
  %fmul8025 = fmul float %x7950, 5.000000e+00
  %fadd8026 = fadd float %fadd8024, %fmul8025
  %fmul8027 = fmul float %x7891, 2.000000e+00
  %fadd8028 = fadd float %x7833, %fmul8027
  %fmul8029 = fmul float %x7892, 3.000000e+00
  %fadd8030 = fadd float %fmul8029, %fadd8028
  %fmul8031 = fmul float %x7893, 4.000000e+00
  %fadd8032 = fadd float %fmul8031, %fadd8030
  %fmul8033 = fmul float %x7951, 5.000000e+00
  %fadd8034 = fadd float %fadd8032, %fmul8033
  %bits8035 = bitcast float %x7890 to i32
  %call8036 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits8035, i32 1, i32 31)
  %leaf8037 = bitcast i32 %call8036 to float
  %fmul8038 = fmul float %x7892, 2.000000e+00
  %fadd8039 = fadd float %x7834, %fmul8038
  %fmul8040 = fmul float %x7893, 3.000000e+00
  %fadd8041 = fadd float %fmul8040, %fadd8039
  %fmul8042 = fmul float %leaf8037, 4.000000e+00
  %fadd8043 = fadd float %fadd8041, %fmul8042
  %fmul8044 = fmul float %x7952, 5.000000e+00
  %fadd8045 = fadd float %fmul8044, %fadd8043
  %sel8049 = select i1 %edge7405, float %fadd8045, float %fadd8034
  %sel8053 = select i1 %edge7409, float %fadd8034, float %fadd8045
  %v8054 = insertelement <4 x float> poison, float %fadd8018, i64 0
  %v8055 = insertelement <4 x float> %v8054, float %fadd8026, i64 1
  %v8056 = insertelement <4 x float> %v8055, float %sel8049, i64 2
  %v8057 = insertelement <4 x float> %v8056, float %sel8053, i64 3
  store <4 x float> %v8057, ptr addrspace(3) %slot7888, align 16
  %bits8061 = bitcast float %x7952 to i32
  %call8062 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits8061, i32 1, i32 0)
  %leaf8063 = bitcast i32 %call8062 to float
  %fmul8064 = fmul float %leaf8063, 2.000000e+00
  %fadd8065 = fadd float %x7890, %fmul8064
  %fmul8066 = fmul float %x7949, 3.000000e+00
  %fadd8067 = fadd float %fmul8066, %fadd8065
  %fmul8068 = fmul float %x7950, 4.000000e+00
  %fadd8069 = fadd float %fmul8068, %fadd8067
  %fmul8070 = fmul float %x6872, 5.000000e+00
  %fadd8071 = fadd float %fmul8070, %fadd8069
  %fmul8072 = fmul float %x7949, 2.000000e+00
  %fadd8073 = fadd float %x7891, %fmul8072
  %fmul8074 = fmul float %x7950, 3.000000e+00
  %fadd8075 = fadd float %fmul8074, %fadd8073
  %fmul8076 = fmul float %x7951, 4.000000e+00
  %fadd8077 = fadd float %fmul8076, %fadd8075
  %fmul8078 = fmul float %x6873, 5.000000e+00
  %fadd8079 = fadd float %fmul8078, %fadd8077
  %fmul8080 = fmul float %x7950, 2.000000e+00
  %fadd8081 = fadd float %x7892, %fmul8080
  %fmul8082 = fmul float %x7951, 3.000000e+00
  %fadd8083 = fadd float %fmul8082, %fadd8081
  %fmul8084 = fmul float %x7952, 4.000000e+00
  %fadd8085 = fadd float %fmul8084, %fadd8083
  %fmul8086 = fmul float %x6874, 5.000000e+00
  %fadd8087 = fadd float %fmul8086, %fadd8085
  %bits8088 = bitcast float %x7949 to i32
  %call8089 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits8088, i32 1, i32 31)
  %leaf8090 = bitcast i32 %call8089 to float
  %fmul8091 = fmul float %x7951, 2.000000e+00
  %fadd8092 = fadd float %x7893, %fmul8091
  %fmul8093 = fmul float %x7952, 3.000000e+00
  %fadd8094 = fadd float %fmul8093, %fadd8092
  %fmul8095 = fmul float %leaf8090, 4.000000e+00
  %fadd8096 = fadd float %fadd8094, %fmul8095
  %fmul8097 = fmul float %x6875, 5.000000e+00
  %fadd8098 = fadd float %fmul8097, %fadd8096
  %sel8102 = select i1 %edge7405, float %fadd8098, float %fadd8087
  %sel8106 = select i1 %edge7409, float %fadd8087, float %fadd8098
  %v8107 = insertelement <4 x float> poison, float %fadd8071, i64 0
  %v8108 = insertelement <4 x float> %v8107, float %fadd8079, i64 1
  %v8109 = insertelement <4 x float> %v8108, float %sel8102, i64 2
  %v8110 = insertelement <4 x float> %v8109, float %sel8106, i64 3
  store <4 x float> %v8110, ptr addrspace(3) %slot7947, align 16
  %bits8114 = bitcast float %x6875 to i32
  %call8115 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits8114, i32 1, i32 0)
  %leaf8116 = bitcast i32 %call8115 to float
  %fmul8117 = fmul float %leaf8116, 2.000000e+00
  %fadd8118 = fadd float %x7949, %fmul8117
  %fmul8119 = fmul float %x6872, 3.000000e+00
  %fadd8120 = fadd float %fmul8119, %fadd8118
  %fmul8121 = fmul float %x6873, 4.000000e+00
  %fadd8122 = fadd float %fmul8121, %fadd8120
  %fmul8123 = fmul float %231, 5.000000e+00
  %fadd8124 = fadd float %fmul8123, %fadd8122
  %fmul8125 = fmul float %x6872, 2.000000e+00
  %fadd8126 = fadd float %fmul8125, %x7950
  %fmul8127 = fmul float %x6873, 3.000000e+00
  %fadd8128 = fadd float %fmul8127, %fadd8126
  %fmul8129 = fmul float %x6874, 4.000000e+00
  %fadd8130 = fadd float %fmul8129, %fadd8128
  %fmul8131 = fmul float %236, 5.000000e+00
  %fadd8132 = fadd float %fmul8131, %fadd8130
  %fmul8133 = fmul float %x6873, 2.000000e+00
  %fadd8134 = fadd float %fmul8133, %x7951
  %fmul8135 = fmul float %x6874, 3.000000e+00
  %fadd8136 = fadd float %fmul8135, %fadd8134
  %fmul8137 = fmul float %x6875, 4.000000e+00
  %fadd8138 = fadd float %fmul8137, %fadd8136
  %fmul8139 = fmul float %phi6804, 5.000000e+00
  %fadd8140 = fadd float %fmul8139, %fadd8138
  %bits8141 = bitcast float %x6872 to i32
  %call8142 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits8141, i32 1, i32 31)
  %leaf8143 = bitcast i32 %call8142 to float
  %fmul8144 = fmul float %x6874, 2.000000e+00
  %fadd8145 = fadd float %fmul8144, %x7952
  %fmul8146 = fmul float %x6875, 3.000000e+00
  %fadd8147 = fadd float %fmul8146, %fadd8145
  %fmul8148 = fmul float %leaf8143, 4.000000e+00
  %fadd8149 = fadd float %fadd8147, %fmul8148
  %fmul8150 = fmul float %phi6851, 5.000000e+00
  %fadd8151 = fadd float %fmul8150, %fadd8149
  %sel8155 = select i1 %edge7405, float %fadd8151, float %fadd8140
  %sel8159 = select i1 %edge7409, float %fadd8140, float %fadd8151
  %v8160 = insertelement <4 x float> poison, float %fadd8124, i64 0
  %v8161 = insertelement <4 x float> %v8160, float %fadd8132, i64 1
  %v8162 = insertelement <4 x float> %v8161, float %sel8155, i64 2
  %v8163 = insertelement <4 x float> %v8162, float %sel8159, i64 3
  %p8164 = getelementptr inbounds i8, ptr addrspace(3) %base7338, i64 113152
  store <4 x float> %v8163, ptr addrspace(3) %p8164, align 16
  br i1 %cmp7403, label %then8168, label %endif8170

then8168:                                         ; preds = %endif7256
  %call8172 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits7365, i32 0, i32 31)
  %leaf8173 = bitcast i32 %call8172 to float
  %sel8175 = select i1 %edge7405, float %leaf8173, float %x6868
  %call8177 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits8114, i32 0, i32 31)
  %leaf8178 = bitcast i32 %call8177 to float
  %sel8180 = select i1 %edge7405, float %leaf8178, float %x6874
  br label %endif8170

endif8170:                                        ; preds = %endif7256, %then8168
  %phi8199 = phi float [ %sel8175, %then8168 ], [ %x6868, %endif7256 ]
  %phi8203 = phi float [ %sel8180, %then8168 ], [ %x6874, %endif7256 ]
  br i1 %cmp7407, label %then8222, label %endif8224

then8222:                                         ; preds = %endif8170
  %bits8230 = bitcast float %phi8203 to i32
  %bits8225 = bitcast float %phi8199 to i32
  %call8226 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits8225, i32 24, i32 31)
  %call8231 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits8230, i32 24, i32 31)
  br label %endif8224

endif8224:                                        ; preds = %endif8170, %then8222
  %300 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %mul6114) #3
  %301 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %mul6114) #3
  %sub8278 = sub i64 %301, %mul6114
  %add8279 = add i64 %sub8278, %add6124
  %lane8283 = and i64 %add8279, 31
  %bits8292 = bitcast float %sel7319 to i32
  %call8293 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits8292, i32 1, i32 0)
  %leaf8294 = bitcast i32 %call8293 to float
  %fmul8295 = fmul float %leaf8294, 2.000000e+00
  %fadd8296 = fadd float %sel7312, %fmul8295
  %fmul8297 = fmul float %sel7316, 3.000000e+00
  %fadd8298 = fadd float %fmul8297, %fadd8296
  %fmul8299 = fmul float %sel7317, 4.000000e+00
  %fadd8300 = fadd float %fmul8299, %fadd8298
  %fmul8301 = fmul float %sel7320, 5.000000e+00
  %fadd8302 = fadd float %fmul8301, %fadd8300
  %fmul8303 = fmul float %sel7316, 2.000000e+00
  %fadd8304 = fadd float %sel7313, %fmul8303
  %fmul8305 = fmul float %sel7317, 3.000000e+00
  %fadd8306 = fadd float %fadd8304, %fmul8305
  %fmul8307 = fmul float %sel7318, 4.000000e+00
  %fadd8308 = fadd float %fadd8306, %fmul8307
  %fmul8309 = fmul float %sel7321, 5.000000e+00
  %fadd8310 = fadd float %fmul8309, %fadd8308
  %fmul8311 = fmul float %sel7317, 2.000000e+00
  %fadd8312 = fadd float %fmul8311, %sel7314
  %fmul8313 = fmul float %sel7318, 3.000000e+00
  %fadd8314 = fadd float %fadd8312, %fmul8313
  %fmul8315 = fmul float %sel7319, 4.000000e+00
  %fadd8316 = fadd float %fadd8314, %fmul8315
  %fmul8317 = fmul float %sel7322, 5.000000e+00
  %fadd8318 = fadd float %fmul8317, %fadd8316
  %bits8319 = bitcast float %sel7316 to i32
  %call8320 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits8319, i32 1, i32 31)
  %leaf8321 = bitcast i32 %call8320 to float
  %fmul8322 = fmul float %sel7318, 2.000000e+00
  %fadd8323 = fadd float %fmul8322, %sel7315
  %fmul8324 = fmul float %sel7319, 3.000000e+00
  %fadd8325 = fadd float %fadd8323, %fmul8324
  %fmul8326 = fmul float %leaf8321, 4.000000e+00
  %fadd8327 = fadd float %fadd8325, %fmul8326
  %fmul8328 = fmul float %sel7323, 5.000000e+00
  %fadd8329 = fadd float %fmul8328, %fadd8327
  %bits8330 = bitcast float %sel7323 to i32
  %call8331 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits8330, i32 1, i32 0)
  %leaf8332 = bitcast i32 %call8331 to float
  %fmul8333 = fmul float %leaf8332, 2.000000e+00
  %fadd8334 = fadd float %sel7316, %fmul8333
  %fmul8335 = fmul float %sel7320, 3.000000e+00
  %fadd8336 = fadd float %fmul8335, %fadd8334
  %fmul8337 = fmul float %sel7321, 4.000000e+00
  %fadd8338 = fadd float %fmul8337, %fadd8336
  %fmul8339 = fmul float %228, 5.000000e+00
  %fadd8340 = fadd float %fmul8339, %fadd8338
  %fmul8341 = fmul float %sel7320, 2.000000e+00
  %fadd8342 = fadd float %sel7317, %fmul8341
  %fmul8343 = fmul float %sel7321, 3.000000e+00
  %fadd8344 = fadd float %fadd8342, %fmul8343
  %fmul8345 = fmul float %sel7322, 4.000000e+00
  %fadd8346 = fadd float %fadd8344, %fmul8345
  %fmul8347 = fmul float %234, 5.000000e+00
  %fadd8348 = fadd float %fmul8347, %fadd8346
  %fmul8349 = fmul float %sel7321, 2.000000e+00
  %fadd8350 = fadd float %fmul8349, %sel7318
  %fmul8351 = fmul float %sel7322, 3.000000e+00
  %fadd8352 = fadd float %fadd8350, %fmul8351
  %fmul8353 = fmul float %sel7323, 4.000000e+00
  %fadd8354 = fadd float %fadd8352, %fmul8353
  %fmul8355 = fmul float %phi6800, 5.000000e+00
  %fadd8356 = fadd float %fmul8355, %fadd8354
  %bits8357 = bitcast float %sel7320 to i32
  %call8358 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits8357, i32 1, i32 31)
  %leaf8359 = bitcast i32 %call8358 to float
  %fmul8360 = fmul float %sel7322, 2.000000e+00
  %fadd8361 = fadd float %fmul8360, %sel7319
  %fmul8362 = fmul float %sel7323, 3.000000e+00
  %fadd8363 = fadd float %fadd8361, %fmul8362
  %fmul8364 = fmul float %leaf8359, 4.000000e+00
  %fadd8365 = fadd float %fadd8363, %fmul8364
  %fmul8366 = fmul float %phi6847, 5.000000e+00
  %fadd8367 = fadd float %fmul8366, %fadd8365
  %bits8368 = bitcast float %phi6847 to i32
  %call8369 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits8368, i32 1, i32 0)
  %leaf8370 = bitcast i32 %call8369 to float
  %fmul8371 = fmul float %leaf8370, 2.000000e+00
  %fadd8372 = fadd float %sel7320, %fmul8371
  %fmul8373 = fmul float %228, 3.000000e+00
  %fadd8374 = fadd float %fmul8373, %fadd8372
  %fmul8375 = fmul float %234, 4.000000e+00
  %fadd8376 = fadd float %fmul8375, %fadd8374
  %fmul8377 = fmul float %x6866, 5.000000e+00
  %fadd8378 = fadd float %fmul8377, %fadd8376
  %fmul8379 = fmul float %228, 2.000000e+00
  %fadd8380 = fadd float %fmul8379, %sel7321
  %fmul8381 = fmul float %234, 3.000000e+00
  %fadd8382 = fadd float %fmul8381, %fadd8380
  %fmul8383 = fmul float %phi6800, 4.000000e+00
  %fadd8384 = fadd float %fmul8383, %fadd8382
  %fmul8385 = fmul float %x6867, 5.000000e+00
  %fadd8386 = fadd float %fmul8385, %fadd8384
  %fmul8387 = fmul float %234, 2.000000e+00
  %fadd8388 = fadd float %fmul8387, %sel7322
  %fmul8389 = fmul float %phi6800, 3.000000e+00
  %fadd8390 = fadd float %fmul8389, %fadd8388
  %fmul8391 = fmul float %phi6847, 4.000000e+00
  %fadd8392 = fadd float %fmul8391, %fadd8390
  %fmul8393 = fmul float %x6868, 5.000000e+00
  %fadd8394 = fadd float %fmul8393, %fadd8392
  %bits8395 = bitcast float %228 to i32
  %call8396 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits8395, i32 1, i32 31)
  %leaf8397 = bitcast i32 %call8396 to float
  %fmul8398 = fmul float %phi6800, 2.000000e+00
  %fadd8399 = fadd float %fmul8398, %sel7323
  %fmul8400 = fmul float %phi6847, 3.000000e+00
  %fadd8401 = fadd float %fmul8400, %fadd8399
  %fmul8402 = fmul float %leaf8397, 4.000000e+00
  %fadd8403 = fadd float %fadd8401, %fmul8402
  %fmul8404 = fmul float %x6869, 5.000000e+00
  %fadd8405 = fadd float %fmul8404, %fadd8403
  %cmp8406 = icmp ult i64 %add8279, 32
  br i1 %cmp8406, label %then8407, label %endif8409

then8407:                                         ; preds = %endif8224
  %bits8410 = bitcast float %fadd8329 to i32
  %call8411 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits8410, i32 0, i32 31)
  %leaf8412 = bitcast i32 %call8411 to float
  %cmp8413 = icmp eq i64 %lane8283, 0
  %sel8414 = select i1 %cmp8413, float %leaf8412, float %fadd8318
  %bits8415 = bitcast float %fadd8367 to i32
  %call8416 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits8415, i32 0, i32 31)
  %leaf8417 = bitcast i32 %call8416 to float
  %sel8419 = select i1 %cmp8413, float %leaf8417, float %fadd8356
  %bits8420 = bitcast float %fadd8405 to i32
  %call8421 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits8420, i32 0, i32 31)
  %leaf8422 = bitcast i32 %call8421 to float
  %sel8424 = select i1 %cmp8413, float %leaf8422, float %fadd8394
  br label %endif8409

endif8409:                                        ; preds = %endif8224, %then8407
  %phi8431 = phi float [ %sel8414, %then8407 ], [ %fadd8318, %endif8224 ]
  %phi8435 = phi float [ %sel8419, %then8407 ], [ %fadd8356, %endif8224 ]
  %phi8439 = phi float [ %sel8424, %then8407 ], [ %fadd8394, %endif8224 ]
  %warp8282.mask = and i64 %add8279, -32
  %cmp8465 = icmp eq i64 %warp8282.mask, 512
  br i1 %cmp8465, label %then8466, label %endif8468

then8466:                                         ; preds = %endif8409
  %bits8469 = bitcast float %phi8431 to i32
  %call8470 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits8469, i32 24, i32 31)
  %leaf8471 = bitcast i32 %call8470 to float
  %cmp8472 = icmp eq i64 %lane8283, 24
  %sel8473 = select i1 %cmp8472, float %leaf8471, float %fadd8329
  %bits8474 = bitcast float %phi8435 to i32
  %call8475 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits8474, i32 24, i32 31)
  %leaf8476 = bitcast i32 %call8475 to float
  %sel8478 = select i1 %cmp8472, float %leaf8476, float %fadd8367
  %bits8479 = bitcast float %phi8439 to i32
  %call8480 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits8479, i32 24, i32 31)
  %leaf8481 = bitcast i32 %call8480 to float
  %sel8483 = select i1 %cmp8472, float %leaf8481, float %fadd8405
  br label %endif8468

endif8468:                                        ; preds = %endif8409, %then8466
  %phi8491 = phi float [ %sel8473, %then8466 ], [ %fadd8329, %endif8409 ]
  %phi8495 = phi float [ %sel8478, %then8466 ], [ %fadd8367, %endif8409 ]
  %phi8499 = phi float [ %sel8483, %then8466 ], [ %fadd8405, %endif8409 ]
  %sel8524 = select i1 %cmp1201, float %fadd8378, float %fadd8302
  %sel8525 = select i1 %cmp1201, float %fadd8386, float %fadd8310
  %sel8526 = select i1 %cmp1201, float %phi8439, float %phi8431
  %sel8527 = select i1 %cmp1201, float %phi8499, float %phi8491
  %sel8528 = select i1 %cmp1201, float %fadd8378, float %fadd8340
  %sel8529 = select i1 %cmp1201, float %fadd8386, float %fadd8348
  %sel8530 = select i1 %cmp1201, float %phi8439, float %phi8435
  %sel8531 = select i1 %cmp1201, float %phi8499, float %phi8495
  %302 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %mul6114) #3
  %303 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %mul6114) #3
  %sub8535 = sub i64 %303, %mul6114
  %add8536 = add i64 %sub8535, %add6124
  %lane8540 = and i64 %add8536, 31
  %bits8549 = bitcast float %phi6851 to i32
  %call8550 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits8549, i32 1, i32 0)
  %leaf8551 = bitcast i32 %call8550 to float
  %fmul8552 = fmul float %leaf8551, 2.000000e+00
  %fadd8553 = fadd float %x6872, %fmul8552
  %fmul8554 = fmul float %231, 3.000000e+00
  %fadd8555 = fadd float %fmul8554, %fadd8553
  %fmul8556 = fmul float %236, 4.000000e+00
  %fadd8557 = fadd float %fmul8556, %fadd8555
  %fmul8558 = fmul float %sel7324, 5.000000e+00
  %fadd8559 = fadd float %fmul8558, %fadd8557
  %fmul8560 = fmul float %231, 2.000000e+00
  %fadd8561 = fadd float %fmul8560, %x6873
  %fmul8562 = fmul float %236, 3.000000e+00
  %fadd8563 = fadd float %fmul8562, %fadd8561
  %fmul8564 = fmul float %phi6804, 4.000000e+00
  %fadd8565 = fadd float %fmul8564, %fadd8563
  %fmul8566 = fmul float %sel7325, 5.000000e+00
  %fadd8567 = fadd float %fadd8565, %fmul8566
  %fmul8568 = fmul float %236, 2.000000e+00
  %fadd8569 = fadd float %fmul8568, %x6874
  %fmul8570 = fmul float %phi6804, 3.000000e+00
  %fadd8571 = fadd float %fmul8570, %fadd8569
  %fmul8572 = fmul float %phi6851, 4.000000e+00
  %fadd8573 = fadd float %fmul8572, %fadd8571
  %fmul8574 = fmul float %sel7326, 5.000000e+00
  %fadd8575 = fadd float %fadd8573, %fmul8574
  %bits8576 = bitcast float %231 to i32
  %call8577 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits8576, i32 1, i32 31)
  %leaf8578 = bitcast i32 %call8577 to float
  %fmul8579 = fmul float %phi6804, 2.000000e+00
  %fadd8580 = fadd float %fmul8579, %x6875
  %fmul8581 = fmul float %phi6851, 3.000000e+00
  %fadd8582 = fadd float %fmul8581, %fadd8580
  %fmul8583 = fmul float %leaf8578, 4.000000e+00
  %fadd8584 = fadd float %fadd8582, %fmul8583
  %fmul8585 = fmul float %sel7327, 5.000000e+00
  %fadd8586 = fadd float %fmul8585, %fadd8584
  %bits8587 = bitcast float %sel7327 to i32
  %call8588 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits8587, i32 1, i32 0)
  %leaf8589 = bitcast i32 %call8588 to float
  %fmul8590 = fmul float %leaf8589, 2.000000e+00
  %fadd8591 = fadd float %231, %fmul8590
  %fmul8592 = fmul float %sel7324, 3.000000e+00
  %fadd8593 = fadd float %fmul8592, %fadd8591
  %fmul8594 = fmul float %sel7325, 4.000000e+00
  %fadd8595 = fadd float %fmul8594, %fadd8593
  %fmul8596 = fmul float %sel7328, 5.000000e+00
  %fadd8597 = fadd float %fmul8596, %fadd8595
  %fmul8598 = fmul float %sel7324, 2.000000e+00
  %fadd8599 = fadd float %236, %fmul8598
  %fmul8600 = fmul float %sel7325, 3.000000e+00
  %fadd8601 = fadd float %fadd8599, %fmul8600
  %fmul8602 = fmul float %sel7326, 4.000000e+00
  %fadd8603 = fadd float %fadd8601, %fmul8602
  %fmul8604 = fmul float %sel7329, 5.000000e+00
  %fadd8605 = fadd float %fmul8604, %fadd8603
  %fmul8606 = fmul float %sel7325, 2.000000e+00
  %fadd8607 = fadd float %phi6804, %fmul8606
  %fmul8608 = fmul float %sel7326, 3.000000e+00
  %fadd8609 = fadd float %fadd8607, %fmul8608
  %fmul8610 = fmul float %sel7327, 4.000000e+00
  %fadd8611 = fadd float %fadd8609, %fmul8610
  %fmul8612 = fmul float %sel7330, 5.000000e+00
  %fadd8613 = fadd float %fmul8612, %fadd8611
  %bits8614 = bitcast float %sel7324 to i32
  %call8615 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits8614, i32 1, i32 31)
  %leaf8616 = bitcast i32 %call8615 to float
  %fmul8617 = fmul float %sel7326, 2.000000e+00
  %fadd8618 = fadd float %phi6851, %fmul8617
  %fmul8619 = fmul float %sel7327, 3.000000e+00
  %fadd8620 = fadd float %fadd8618, %fmul8619
  %fmul8621 = fmul float %leaf8616, 4.000000e+00
  %fadd8622 = fadd float %fadd8620, %fmul8621
  %fmul8623 = fmul float %sel7331, 5.000000e+00
  %fadd8624 = fadd float %fmul8623, %fadd8622
  %bits8625 = bitcast float %sel7331 to i32
  %call8626 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits8625, i32 1, i32 0)
  %leaf8627 = bitcast i32 %call8626 to float
  %fmul8628 = fmul float %leaf8627, 2.000000e+00
  %fadd8629 = fadd float %sel7324, %fmul8628
  %fmul8630 = fmul float %sel7328, 3.000000e+00
  %fadd8631 = fadd float %fmul8630, %fadd8629
  %fmul8632 = fmul float %sel7329, 4.000000e+00
  %fadd8633 = fadd float %fmul8632, %fadd8631
  %fmul8634 = fmul float %sel7332, 5.000000e+00
  %fadd8635 = fadd float %fmul8634, %fadd8633
  %fmul8636 = fmul float %sel7328, 2.000000e+00
  %fadd8637 = fadd float %sel7325, %fmul8636
  %fmul8638 = fmul float %sel7329, 3.000000e+00
  %fadd8639 = fadd float %fadd8637, %fmul8638
  %fmul8640 = fmul float %sel7330, 4.000000e+00
  %fadd8641 = fadd float %fadd8639, %fmul8640
  %fmul8642 = fmul float %sel7333, 5.000000e+00
  %fadd8643 = fadd float %fmul8642, %fadd8641
  %fmul8644 = fmul float %sel7329, 2.000000e+00
  %fadd8645 = fadd float %fmul8644, %sel7326
  %fmul8646 = fmul float %sel7330, 3.000000e+00
  %fadd8647 = fadd float %fadd8645, %fmul8646
  %fmul8648 = fmul float %sel7331, 4.000000e+00
  %fadd8649 = fadd float %fadd8647, %fmul8648
  %fmul8650 = fmul float %sel7334, 5.000000e+00
  %fadd8651 = fadd float %fmul8650, %fadd8649
  %bits8652 = bitcast float %sel7328 to i32
  %call8653 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits8652, i32 1, i32 31)
  %leaf8654 = bitcast i32 %call8653 to float
  %fmul8655 = fmul float %sel7330, 2.000000e+00
  %fadd8656 = fadd float %fmul8655, %sel7327
  %fmul8657 = fmul float %sel7331, 3.000000e+00
  %fadd8658 = fadd float %fadd8656, %fmul8657
  %fmul8659 = fmul float %leaf8654, 4.000000e+00
  %fadd8660 = fadd float %fadd8658, %fmul8659
  %fmul8661 = fmul float %sel7335, 5.000000e+00
  %fadd8662 = fadd float %fmul8661, %fadd8660
  %cmp8663 = icmp ult i64 %add8536, 32
  br i1 %cmp8663, label %then8664, label %endif8666

then8664:                                         ; preds = %endif8468
  %bits8667 = bitcast float %fadd8586 to i32
  %call8668 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits8667, i32 0, i32 31)
  %leaf8669 = bitcast i32 %call8668 to float
  %cmp8670 = icmp eq i64 %lane8540, 0
  %sel8671 = select i1 %cmp8670, float %leaf8669, float %fadd8575
  %bits8672 = bitcast float %fadd8624 to i32
  %call8673 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits8672, i32 0, i32 31)
  %leaf8674 = bitcast i32 %call8673 to float
  %sel8676 = select i1 %cmp8670, float %leaf8674, float %fadd8613
  %bits8677 = bitcast float %fadd8662 to i32
  %call8678 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits8677, i32 0, i32 31)
  %leaf8679 = bitcast i32 %call8678 to float
  %sel8681 = select i1 %cmp8670, float %leaf8679, float %fadd8651
  br label %endif8666

endif8666:                                        ; preds = %endif8468, %then8664
  %phi8708 = phi float [ %sel8671, %then8664 ], [ %fadd8575, %endif8468 ]
  %phi8712 = phi float [ %sel8676, %then8664 ], [ %fadd8613, %endif8468 ]
  %phi8716 = phi float [ %sel8681, %then8664 ], [ %fadd8651, %endif8468 ]
  %warp8539.mask = and i64 %add8536, -32
  %cmp8722 = icmp eq i64 %warp8539.mask, 512
  br i1 %cmp8722, label %then8723, label %endif8725

then8723:                                         ; preds = %endif8666
  %bits8726 = bitcast float %phi8708 to i32
  %call8727 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits8726, i32 24, i32 31)
  %leaf8728 = bitcast i32 %call8727 to float
  %cmp8729 = icmp eq i64 %lane8540, 24
  %sel8730 = select i1 %cmp8729, float %leaf8728, float %fadd8586
  %bits8731 = bitcast float %phi8712 to i32
  %call8732 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits8731, i32 24, i32 31)
  %leaf8733 = bitcast i32 %call8732 to float
  %sel8735 = select i1 %cmp8729, float %leaf8733, float %fadd8624
  %bits8736 = bitcast float %phi8716 to i32
  %call8737 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits8736, i32 24, i32 31)
  %leaf8738 = bitcast i32 %call8737 to float
  %sel8740 = select i1 %cmp8729, float %leaf8738, float %fadd8662
  br label %endif8725

endif8725:                                        ; preds = %endif8666, %then8723
  %phi8768 = phi float [ %sel8730, %then8723 ], [ %fadd8586, %endif8666 ]
  %phi8772 = phi float [ %sel8735, %then8723 ], [ %fadd8624, %endif8666 ]
  %phi8776 = phi float [ %sel8740, %then8723 ], [ %fadd8662, %endif8666 ]
  %add8789 = add nsw i64 %mul6114, 1
  %cmp8792 = icmp slt i64 %add8789, %6
  br i1 %cmp8792, label %fold.body8790.preheader, label %endif6118

fold.body8790.preheader:                          ; preds = %endif8725
  %sel8788 = select i1 %cmp1203, float %phi8768, float %phi8776
  %sel8787 = select i1 %cmp1203, float %phi8708, float %phi8716
  %sel8786 = select i1 %cmp1203, float %fadd8567, float %fadd8643
  %sel8785 = select i1 %cmp1203, float %fadd8559, float %fadd8635
  %sel8784 = select i1 %cmp1203, float %phi8768, float %phi8772
  %sel8783 = select i1 %cmp1203, float %phi8708, float %phi8712
  %sel8782 = select i1 %cmp1203, float %fadd8567, float %fadd8605
  %sel8781 = select i1 %cmp1203, float %fadd8559, float %fadd8597
  br label %fold.body8790

fold.body8790:                                    ; preds = %fold.body8790.preheader, %endif9984
  %i8793 = phi i64 [ %add10081, %endif9984 ], [ %add8789, %fold.body8790.preheader ]
  %phi8798 = phi float [ %sel10065, %endif9984 ], [ %sel8524, %fold.body8790.preheader ]
  %phi8799 = phi float [ %sel10066, %endif9984 ], [ %sel8525, %fold.body8790.preheader ]
  %phi8800 = phi float [ %sel10067, %endif9984 ], [ %sel8526, %fold.body8790.preheader ]
  %phi8801 = phi float [ %sel10068, %endif9984 ], [ %sel8527, %fold.body8790.preheader ]
  %phi8802 = phi float [ %sel10069, %endif9984 ], [ %sel8528, %fold.body8790.preheader ]
  %phi8803 = phi float [ %sel10070, %endif9984 ], [ %sel8529, %fold.body8790.preheader ]
  %phi8804 = phi float [ %sel10071, %endif9984 ], [ %sel8530, %fold.body8790.preheader ]
  %phi8805 = phi float [ %sel10072, %endif9984 ], [ %sel8531, %fold.body8790.preheader ]
  %phi8806 = phi float [ %fadd9755, %endif9984 ], [ %fadd8378, %fold.body8790.preheader ]
  %phi8807 = phi float [ %fadd9763, %endif9984 ], [ %fadd8386, %fold.body8790.preheader ]
  %phi8808 = phi float [ %phi9955, %endif9984 ], [ %phi8439, %fold.body8790.preheader ]
  %phi8809 = phi float [ %phi10040, %endif9984 ], [ %phi8499, %fold.body8790.preheader ]
  %phi8810 = phi float [ %fadd9793, %endif9984 ], [ %fadd8559, %fold.body8790.preheader ]
  %phi8811 = phi float [ %fadd9801, %endif9984 ], [ %fadd8567, %fold.body8790.preheader ]
  %phi8812 = phi float [ %phi9967, %endif9984 ], [ %phi8708, %fold.body8790.preheader ]
  %phi8813 = phi float [ %phi10052, %endif9984 ], [ %phi8768, %fold.body8790.preheader ]
  %phi8814 = phi float [ %sel10073, %endif9984 ], [ %sel8781, %fold.body8790.preheader ]
  %phi8815 = phi float [ %sel10074, %endif9984 ], [ %sel8782, %fold.body8790.preheader ]
  %phi8816 = phi float [ %sel10075, %endif9984 ], [ %sel8783, %fold.body8790.preheader ]
  %phi8817 = phi float [ %sel10076, %endif9984 ], [ %sel8784, %fold.body8790.preheader ]
  %phi8818 = phi float [ %sel10077, %endif9984 ], [ %sel8785, %fold.body8790.preheader ]
  %phi8819 = phi float [ %sel10078, %endif9984 ], [ %sel8786, %fold.body8790.preheader ]
  %phi8820 = phi float [ %sel10079, %endif9984 ], [ %sel8787, %fold.body8790.preheader ]
  %phi8821 = phi float [ %sel10080, %endif9984 ], [ %sel8788, %fold.body8790.preheader ]
  %304 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %i8793) #3
  %sub8827 = sub i64 %304, %i8793
  %base8828 = getelementptr inbounds float, ptr addrspace(3) %slots, i64 %sub8827
  %305 = tail call i64 asm "mov.b64 $0, $1;", "=l,l"(i64 %i8793) #3
  %sub8829 = sub i64 %305, %i8793
  %add8830 = add i64 %sub8829, %sreg
  %lane8834 = and i64 %add8830, 31
  %x8843 = load float, ptr addrspace(3) %base8828, align 16
  %306 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 4
  %x8844 = load float, ptr addrspace(3) %306, align 4
  %307 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 8
  %x8845 = load float, ptr addrspace(3) %307, align 8
  %308 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 12
  %x8846 = load float, ptr addrspace(3) %308, align 4
  %slot8847 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 113152
  %x8849 = load float, ptr addrspace(3) %slot8847, align 16
  %309 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 113156
  %x8850 = load float, ptr addrspace(3) %309, align 4
  %310 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 113160
  %x8851 = load float, ptr addrspace(3) %310, align 8
  %311 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 113164
  %x8852 = load float, ptr addrspace(3) %311, align 4
  %slot8853 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 8704
  %x8855 = load float, ptr addrspace(3) %slot8853, align 16
  %312 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 8708
  %x8856 = load float, ptr addrspace(3) %312, align 4
  %313 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 8712
  %x8857 = load float, ptr addrspace(3) %313, align 8
  %314 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 8716
  %x8858 = load float, ptr addrspace(3) %314, align 4
  %slot8859 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 17408
  %x8861 = load float, ptr addrspace(3) %slot8859, align 16
  %315 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 17412
  %x8862 = load float, ptr addrspace(3) %315, align 4
  %316 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 17416
  %x8863 = load float, ptr addrspace(3) %316, align 8
  %317 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 17420
  %x8864 = load float, ptr addrspace(3) %317, align 4
  %bits8867 = bitcast float %x8846 to i32
  %call8868 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits8867, i32 1, i32 0)
  %leaf8869 = bitcast i32 %call8868 to float
  %fmul8870 = fmul float %leaf8869, 2.000000e+00
  %fadd8871 = fadd float %phi8806, %fmul8870
  %fmul8872 = fmul float %x8843, 3.000000e+00
  %fadd8873 = fadd float %fmul8872, %fadd8871
  %fmul8874 = fmul float %x8844, 4.000000e+00
  %fadd8875 = fadd float %fmul8874, %fadd8873
  %fmul8876 = fmul float %x8855, 5.000000e+00
  %fadd8877 = fadd float %fmul8876, %fadd8875
  %fmul8878 = fmul float %x8843, 2.000000e+00
  %fadd8879 = fadd float %phi8807, %fmul8878
  %fmul8880 = fmul float %x8844, 3.000000e+00
  %fadd8881 = fadd float %fmul8880, %fadd8879
  %fmul8882 = fmul float %x8845, 4.000000e+00
  %fadd8883 = fadd float %fmul8882, %fadd8881
  %fmul8884 = fmul float %x8856, 5.000000e+00
  %fadd8885 = fadd float %fmul8884, %fadd8883
  %fmul8886 = fmul float %x8844, 2.000000e+00
  %fadd8887 = fadd float %phi8808, %fmul8886
  %fmul8888 = fmul float %x8845, 3.000000e+00
  %fadd8889 = fadd float %fmul8888, %fadd8887
  %fmul8890 = fmul float %x8846, 4.000000e+00
  %fadd8891 = fadd float %fmul8890, %fadd8889
  %fmul8892 = fmul float %x8857, 5.000000e+00
  %fadd8893 = fadd float %fmul8892, %fadd8891
  %bits8894 = bitcast float %x8843 to i32
  %call8895 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits8894, i32 1, i32 31)
  %leaf8896 = bitcast i32 %call8895 to float
  %fmul8897 = fmul float %x8845, 2.000000e+00
  %fadd8898 = fadd float %phi8809, %fmul8897
  %fmul8899 = fmul float %x8846, 3.000000e+00
  %fadd8900 = fadd float %fmul8899, %fadd8898
  %fmul8901 = fmul float %leaf8896, 4.000000e+00
  %fadd8902 = fadd float %fadd8900, %fmul8901
  %fmul8903 = fmul float %x8858, 5.000000e+00
  %fadd8904 = fadd float %fmul8903, %fadd8902
  %cmp8905 = icmp ult i64 %add8830, 32
  %edge8907 = icmp eq i64 %add8830, 0
  %sel8908 = select i1 %edge8907, float %fadd8904, float %fadd8893
  %warp8833.mask = and i64 %add8830, -32
  %cmp8909 = icmp eq i64 %warp8833.mask, 512
  %cmp8910 = icmp eq i64 %lane8834, 24
  %edge8911 = icmp eq i64 %add8830, 536
  %sel8912 = select i1 %edge8911, float %fadd8893, float %fadd8904
  %v8913 = insertelement <4 x float> poison, float %fadd8877, i64 0
  %v8914 = insertelement <4 x float> %v8913, float %fadd8885, i64 1
  %v8915 = insertelement <4 x float> %v8914, float %sel8908, i64 2
  %v8916 = insertelement <4 x float> %v8915, float %sel8912, i64 3
  store <4 x float> %v8916, ptr addrspace(3) %base8828, align 16
  %slot8918 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 26112
  %x8920 = load float, ptr addrspace(3) %slot8918, align 16
  %318 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 26116
  %x8921 = load float, ptr addrspace(3) %318, align 4
  %319 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 26120
  %x8922 = load float, ptr addrspace(3) %319, align 8
  %320 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 26124
  %x8923 = load float, ptr addrspace(3) %320, align 4
  %bits8926 = bitcast float %x8858 to i32
  %call8927 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits8926, i32 1, i32 0)
  %leaf8928 = bitcast i32 %call8927 to float
  %fmul8929 = fmul float %leaf8928, 2.000000e+00
  %fadd8930 = fadd float %x8843, %fmul8929
  %fmul8931 = fmul float %x8855, 3.000000e+00
  %fadd8932 = fadd float %fmul8931, %fadd8930
  %fmul8933 = fmul float %x8856, 4.000000e+00
  %fadd8934 = fadd float %fmul8933, %fadd8932
  %fmul8935 = fmul float %x8861, 5.000000e+00
  %fadd8936 = fadd float %fmul8935, %fadd8934
  %fmul8937 = fmul float %x8855, 2.000000e+00
  %fadd8938 = fadd float %x8844, %fmul8937
  %fmul8939 = fmul float %x8856, 3.000000e+00
  %fadd8940 = fadd float %fmul8939, %fadd8938
  %fmul8941 = fmul float %x8857, 4.000000e+00
  %fadd8942 = fadd float %fmul8941, %fadd8940
  %fmul8943 = fmul float %x8862, 5.000000e+00
  %fadd8944 = fadd float %fmul8943, %fadd8942
  %fmul8945 = fmul float %x8856, 2.000000e+00
  %fadd8946 = fadd float %x8845, %fmul8945
  %fmul8947 = fmul float %x8857, 3.000000e+00
  %fadd8948 = fadd float %fmul8947, %fadd8946
  %fmul8949 = fmul float %x8858, 4.000000e+00
  %fadd8950 = fadd float %fmul8949, %fadd8948
  %fmul8951 = fmul float %x8863, 5.000000e+00
  %fadd8952 = fadd float %fmul8951, %fadd8950
  %bits8953 = bitcast float %x8855 to i32
  %call8954 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits8953, i32 1, i32 31)
  %leaf8955 = bitcast i32 %call8954 to float
  %fmul8956 = fmul float %x8857, 2.000000e+00
  %fadd8957 = fadd float %x8846, %fmul8956
  %fmul8958 = fmul float %x8858, 3.000000e+00
  %fadd8959 = fadd float %fmul8958, %fadd8957
  %fmul8960 = fmul float %leaf8955, 4.000000e+00
  %fadd8961 = fadd float %fadd8959, %fmul8960
  %fmul8962 = fmul float %x8864, 5.000000e+00
  %fadd8963 = fadd float %fmul8962, %fadd8961
  %sel8967 = select i1 %edge8907, float %fadd8963, float %fadd8952
  %sel8971 = select i1 %edge8911, float %fadd8952, float %fadd8963
  %v8972 = insertelement <4 x float> poison, float %fadd8936, i64 0
  %v8973 = insertelement <4 x float> %v8972, float %fadd8944, i64 1
  %v8974 = insertelement <4 x float> %v8973, float %sel8967, i64 2
  %v8975 = insertelement <4 x float> %v8974, float %sel8971, i64 3
  store <4 x float> %v8975, ptr addrspace(3) %slot8853, align 16
  %slot8977 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 34816
  %x8979 = load float, ptr addrspace(3) %slot8977, align 16
  %321 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 34820
  %x8980 = load float, ptr addrspace(3) %321, align 4
  %322 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 34824
  %x8981 = load float, ptr addrspace(3) %322, align 8
  %323 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 34828
  %x8982 = load float, ptr addrspace(3) %323, align 4
  %bits8985 = bitcast float %x8864 to i32
  %call8986 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits8985, i32 1, i32 0)
  %leaf8987 = bitcast i32 %call8986 to float
  %fmul8988 = fmul float %leaf8987, 2.000000e+00
  %fadd8989 = fadd float %x8855, %fmul8988
  %fmul8990 = fmul float %x8861, 3.000000e+00
  %fadd8991 = fadd float %fmul8990, %fadd8989
  %fmul8992 = fmul float %x8862, 4.000000e+00
  %fadd8993 = fadd float %fmul8992, %fadd8991
  %fmul8994 = fmul float %x8920, 5.000000e+00
  %fadd8995 = fadd float %fmul8994, %fadd8993
  %fmul8996 = fmul float %x8861, 2.000000e+00
  %fadd8997 = fadd float %x8856, %fmul8996
  %fmul8998 = fmul float %x8862, 3.000000e+00
  %fadd8999 = fadd float %fmul8998, %fadd8997
  %fmul9000 = fmul float %x8863, 4.000000e+00
  %fadd9001 = fadd float %fmul9000, %fadd8999
  %fmul9002 = fmul float %x8921, 5.000000e+00
  %fadd9003 = fadd float %fadd9001, %fmul9002
  %fmul9004 = fmul float %x8862, 2.000000e+00
  %fadd9005 = fadd float %x8857, %fmul9004
  %fmul9006 = fmul float %x8863, 3.000000e+00
  %fadd9007 = fadd float %fmul9006, %fadd9005
  %fmul9008 = fmul float %x8864, 4.000000e+00
  %fadd9009 = fadd float %fmul9008, %fadd9007
  %fmul9010 = fmul float %x8922, 5.000000e+00
  %fadd9011 = fadd float %fadd9009, %fmul9010
  %bits9012 = bitcast float %x8861 to i32
  %call9013 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits9012, i32 1, i32 31)
  %leaf9014 = bitcast i32 %call9013 to float
  %fmul9015 = fmul float %x8863, 2.000000e+00
  %fadd9016 = fadd float %x8858, %fmul9015
  %fmul9017 = fmul float %x8864, 3.000000e+00
  %fadd9018 = fadd float %fmul9017, %fadd9016
  %fmul9019 = fmul float %leaf9014, 4.000000e+00
  %fadd9020 = fadd float %fadd9018, %fmul9019
  %fmul9021 = fmul float %x8923, 5.000000e+00
  %fadd9022 = fadd float %fmul9021, %fadd9020
  %sel9026 = select i1 %edge8907, float %fadd9022, float %fadd9011
  %sel9030 = select i1 %edge8911, float %fadd9011, float %fadd9022
  %v9031 = insertelement <4 x float> poison, float %fadd8995, i64 0
  %v9032 = insertelement <4 x float> %v9031, float %fadd9003, i64 1
  %v9033 = insertelement <4 x float> %v9032, float %sel9026, i64 2
  %v9034 = insertelement <4 x float> %v9033, float %sel9030, i64 3
  store <4 x float> %v9034, ptr addrspace(3) %slot8859, align 16
  %slot9036 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 43520
  %x9038 = load float, ptr addrspace(3) %slot9036, align 16
  %324 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 43524
  %x9039 = load float, ptr addrspace(3) %324, align 4
  %325 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 43528
  %x9040 = load float, ptr addrspace(3) %325, align 8
  %326 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 43532
  %x9041 = load float, ptr addrspace(3) %326, align 4
  %bits9044 = bitcast float %x8923 to i32
  %call9045 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits9044, i32 1, i32 0)
  %leaf9046 = bitcast i32 %call9045 to float
  %fmul9047 = fmul float %leaf9046, 2.000000e+00
  %fadd9048 = fadd float %x8861, %fmul9047
  %fmul9049 = fmul float %x8920, 3.000000e+00
  %fadd9050 = fadd float %fmul9049, %fadd9048
  %fmul9051 = fmul float %x8921, 4.000000e+00
  %fadd9052 = fadd float %fmul9051, %fadd9050
  %fmul9053 = fmul float %x8979, 5.000000e+00
  %fadd9054 = fadd float %fmul9053, %fadd9052
  %fmul9055 = fmul float %x8920, 2.000000e+00
  %fadd9056 = fadd float %x8862, %fmul9055
  %fmul9057 = fmul float %x8921, 3.000000e+00
  %fadd9058 = fadd float %fmul9057, %fadd9056
  %fmul9059 = fmul float %x8922, 4.000000e+00
  %fadd9060 = fadd float %fmul9059, %fadd9058
  %fmul9061 = fmul float %x8980, 5.000000e+00
  %fadd9062 = fadd float %fadd9060, %fmul9061
  %fmul9063 = fmul float %x8921, 2.000000e+00
  %fadd9064 = fadd float %x8863, %fmul9063
  %fmul9065 = fmul float %x8922, 3.000000e+00
  %fadd9066 = fadd float %fmul9065, %fadd9064
  %fmul9067 = fmul float %x8923, 4.000000e+00
  %fadd9068 = fadd float %fmul9067, %fadd9066
  %fmul9069 = fmul float %x8981, 5.000000e+00
  %fadd9070 = fadd float %fadd9068, %fmul9069
  %bits9071 = bitcast float %x8920 to i32
  %call9072 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits9071, i32 1, i32 31)
  %leaf9073 = bitcast i32 %call9072 to float
  %fmul9074 = fmul float %x8922, 2.000000e+00
  %fadd9075 = fadd float %x8864, %fmul9074
  %fmul9076 = fmul float %x8923, 3.000000e+00
  %fadd9077 = fadd float %fmul9076, %fadd9075
  %fmul9078 = fmul float %leaf9073, 4.000000e+00
  %fadd9079 = fadd float %fadd9077, %fmul9078
  %fmul9080 = fmul float %x8982, 5.000000e+00
  %fadd9081 = fadd float %fmul9080, %fadd9079
  %sel9085 = select i1 %edge8907, float %fadd9081, float %fadd9070
  %sel9089 = select i1 %edge8911, float %fadd9070, float %fadd9081
  %v9090 = insertelement <4 x float> poison, float %fadd9054, i64 0
  %v9091 = insertelement <4 x float> %v9090, float %fadd9062, i64 1
  %v9092 = insertelement <4 x float> %v9091, float %sel9085, i64 2
  %v9093 = insertelement <4 x float> %v9092, float %sel9089, i64 3
  store <4 x float> %v9093, ptr addrspace(3) %slot8918, align 16
  %slot9095 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 52224
  %x9097 = load float, ptr addrspace(3) %slot9095, align 16
  %327 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 52228
  %x9098 = load float, ptr addrspace(3) %327, align 4
  %328 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 52232
  %x9099 = load float, ptr addrspace(3) %328, align 8
  %329 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 52236
  %x9100 = load float, ptr addrspace(3) %329, align 4
  %bits9103 = bitcast float %x8982 to i32
  %call9104 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits9103, i32 1, i32 0)
  %leaf9105 = bitcast i32 %call9104 to float
  %fmul9106 = fmul float %leaf9105, 2.000000e+00
  %fadd9107 = fadd float %x8920, %fmul9106
  %fmul9108 = fmul float %x8979, 3.000000e+00
  %fadd9109 = fadd float %fmul9108, %fadd9107
  %fmul9110 = fmul float %x8980, 4.000000e+00
  %fadd9111 = fadd float %fmul9110, %fadd9109
  %fmul9112 = fmul float %x9038, 5.000000e+00
  %fadd9113 = fadd float %fmul9112, %fadd9111
  %fmul9114 = fmul float %x8979, 2.000000e+00
  %fadd9115 = fadd float %x8921, %fmul9114
  %fmul9116 = fmul float %x8980, 3.000000e+00
  %fadd9117 = fadd float %fmul9116, %fadd9115
  %fmul9118 = fmul float %x8981, 4.000000e+00
  %fadd9119 = fadd float %fmul9118, %fadd9117
  %fmul9120 = fmul float %x9039, 5.000000e+00
  %fadd9121 = fadd float %fadd9119, %fmul9120
  %fmul9122 = fmul float %x8980, 2.000000e+00
  %fadd9123 = fadd float %x8922, %fmul9122
  %fmul9124 = fmul float %x8981, 3.000000e+00
  %fadd9125 = fadd float %fmul9124, %fadd9123
  %fmul9126 = fmul float %x8982, 4.000000e+00
  %fadd9127 = fadd float %fmul9126, %fadd9125
  %fmul9128 = fmul float %x9040, 5.000000e+00
  %fadd9129 = fadd float %fadd9127, %fmul9128
  %bits9130 = bitcast float %x8979 to i32
  %call9131 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits9130, i32 1, i32 31)
  %leaf9132 = bitcast i32 %call9131 to float
  %fmul9133 = fmul float %x8981, 2.000000e+00
  %fadd9134 = fadd float %x8923, %fmul9133
  %fmul9135 = fmul float %x8982, 3.000000e+00
  %fadd9136 = fadd float %fmul9135, %fadd9134
  %fmul9137 = fmul float %leaf9132, 4.000000e+00
  %fadd9138 = fadd float %fadd9136, %fmul9137
  %fmul9139 = fmul float %x9041, 5.000000e+00
  %fadd9140 = fadd float %fmul9139, %fadd9138
  %sel9144 = select i1 %edge8907, float %fadd9140, float %fadd9129
  %sel9148 = select i1 %edge8911, float %fadd9129, float %fadd9140
  %v9149 = insertelement <4 x float> poison, float %fadd9113, i64 0
  %v9150 = insertelement <4 x float> %v9149, float %fadd9121, i64 1
  %v9151 = insertelement <4 x float> %v9150, float %sel9144, i64 2
  %v9152 = insertelement <4 x float> %v9151, float %sel9148, i64 3
  store <4 x float> %v9152, ptr addrspace(3) %slot8977, align 16
  %slot9154 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 60928
  %x9156 = load float, ptr addrspace(3) %slot9154, align 16
  %330 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 60932
  %x9157 = load float, ptr addrspace(3) %330, align 4
  %331 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 60936
  %x9158 = load float, ptr addrspace(3) %331, align 8
  %332 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 60940
  %x9159 = load float, ptr addrspace(3) %332, align 4
  %bits9162 = bitcast float %x9041 to i32
  %call9163 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits9162, i32 1, i32 0)
  %leaf9164 = bitcast i32 %call9163 to float
  %fmul9165 = fmul float %leaf9164, 2.000000e+00
  %fadd9166 = fadd float %x8979, %fmul9165
  %fmul9167 = fmul float %x9038, 3.000000e+00
  %fadd9168 = fadd float %fmul9167, %fadd9166
  %fmul9169 = fmul float %x9039, 4.000000e+00
  %fadd9170 = fadd float %fmul9169, %fadd9168
  %fmul9171 = fmul float %x9097, 5.000000e+00
  %fadd9172 = fadd float %fmul9171, %fadd9170
  %fmul9173 = fmul float %x9038, 2.000000e+00
  %fadd9174 = fadd float %x8980, %fmul9173
  %fmul9175 = fmul float %x9039, 3.000000e+00
  %fadd9176 = fadd float %fmul9175, %fadd9174
  %fmul9177 = fmul float %x9040, 4.000000e+00
  %fadd9178 = fadd float %fmul9177, %fadd9176
  %fmul9179 = fmul float %x9098, 5.000000e+00
  %fadd9180 = fadd float %fadd9178, %fmul9179
  %fmul9181 = fmul float %x9039, 2.000000e+00
  %fadd9182 = fadd float %x8981, %fmul9181
  %fmul9183 = fmul float %x9040, 3.000000e+00
  %fadd9184 = fadd float %fmul9183, %fadd9182
  %fmul9185 = fmul float %x9041, 4.000000e+00
  %fadd9186 = fadd float %fmul9185, %fadd9184
  %fmul9187 = fmul float %x9099, 5.000000e+00
  %fadd9188 = fadd float %fadd9186, %fmul9187
  %bits9189 = bitcast float %x9038 to i32
  %call9190 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits9189, i32 1, i32 31)
  %leaf9191 = bitcast i32 %call9190 to float
  %fmul9192 = fmul float %x9040, 2.000000e+00
  %fadd9193 = fadd float %x8982, %fmul9192
  %fmul9194 = fmul float %x9041, 3.000000e+00
  %fadd9195 = fadd float %fmul9194, %fadd9193
  %fmul9196 = fmul float %leaf9191, 4.000000e+00
  %fadd9197 = fadd float %fadd9195, %fmul9196
  %fmul9198 = fmul float %x9100, 5.000000e+00
  %fadd9199 = fadd float %fmul9198, %fadd9197
  %sel9203 = select i1 %edge8907, float %fadd9199, float %fadd9188
  %sel9207 = select i1 %edge8911, float %fadd9188, float %fadd9199
  %v9208 = insertelement <4 x float> poison, float %fadd9172, i64 0
  %v9209 = insertelement <4 x float> %v9208, float %fadd9180, i64 1
  %v9210 = insertelement <4 x float> %v9209, float %sel9203, i64 2
  %v9211 = insertelement <4 x float> %v9210, float %sel9207, i64 3
  store <4 x float> %v9211, ptr addrspace(3) %slot9036, align 16
  %slot9213 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 69632
  %x9215 = load float, ptr addrspace(3) %slot9213, align 16
  %333 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 69636
  %x9216 = load float, ptr addrspace(3) %333, align 4
  %334 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 69640
  %x9217 = load float, ptr addrspace(3) %334, align 8
  %335 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 69644
  %x9218 = load float, ptr addrspace(3) %335, align 4
  %bits9221 = bitcast float %x9100 to i32
  %call9222 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits9221, i32 1, i32 0)
  %leaf9223 = bitcast i32 %call9222 to float
  %fmul9224 = fmul float %leaf9223, 2.000000e+00
  %fadd9225 = fadd float %x9038, %fmul9224
  %fmul9226 = fmul float %x9097, 3.000000e+00
  %fadd9227 = fadd float %fmul9226, %fadd9225
  %fmul9228 = fmul float %x9098, 4.000000e+00
  %fadd9229 = fadd float %fmul9228, %fadd9227
  %fmul9230 = fmul float %x9156, 5.000000e+00
  %fadd9231 = fadd float %fmul9230, %fadd9229
  %fmul9232 = fmul float %x9097, 2.000000e+00
  %fadd9233 = fadd float %x9039, %fmul9232
  %fmul9234 = fmul float %x9098, 3.000000e+00
  %fadd9235 = fadd float %fmul9234, %fadd9233
  %fmul9236 = fmul float %x9099, 4.000000e+00
  %fadd9237 = fadd float %fmul9236, %fadd9235
  %fmul9238 = fmul float %x9157, 5.000000e+00
  %fadd9239 = fadd float %fadd9237, %fmul9238
  %fmul9240 = fmul float %x9098, 2.000000e+00
  %fadd9241 = fadd float %x9040, %fmul9240
  %fmul9242 = fmul float %x9099, 3.000000e+00
  %fadd9243 = fadd float %fmul9242, %fadd9241
  %fmul9244 = fmul float %x9100, 4.000000e+00
  %fadd9245 = fadd float %fmul9244, %fadd9243
  %fmul9246 = fmul float %x9158, 5.000000e+00
  %fadd9247 = fadd float %fadd9245, %fmul9246
  %bits9248 = bitcast float %x9097 to i32
  %call9249 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits9248, i32 1, i32 31)
  %leaf9250 = bitcast i32 %call9249 to float
  %fmul9251 = fmul float %x9099, 2.000000e+00
  %fadd9252 = fadd float %x9041, %fmul9251
  %fmul9253 = fmul float %x9100, 3.000000e+00
  %fadd9254 = fadd float %fmul9253, %fadd9252
  %fmul9255 = fmul float %leaf9250, 4.000000e+00
  %fadd9256 = fadd float %fadd9254, %fmul9255
  %fmul9257 = fmul float %x9159, 5.000000e+00
  %fadd9258 = fadd float %fmul9257, %fadd9256
  %sel9262 = select i1 %edge8907, float %fadd9258, float %fadd9247
  %sel9266 = select i1 %edge8911, float %fadd9247, float %fadd9258
  %v9267 = insertelement <4 x float> poison, float %fadd9231, i64 0
  %v9268 = insertelement <4 x float> %v9267, float %fadd9239, i64 1
  %v9269 = insertelement <4 x float> %v9268, float %sel9262, i64 2
  %v9270 = insertelement <4 x float> %v9269, float %sel9266, i64 3
  store <4 x float> %v9270, ptr addrspace(3) %slot9095, align 16
  %slot9272 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 78336
  %x9274 = load float, ptr addrspace(3) %slot9272, align 16
  %336 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 78340
  %x9275 = load float, ptr addrspace(3) %336, align 4
  %337 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 78344
  %x9276 = load float, ptr addrspace(3) %337, align 8
  %338 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 78348
  %x9277 = load float, ptr addrspace(3) %338, align 4
  %bits9280 = bitcast float %x9159 to i32
  %call9281 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits9280, i32 1, i32 0)
  %leaf9282 = bitcast i32 %call9281 to float
  %fmul9283 = fmul float %leaf9282, 2.000000e+00
  %fadd9284 = fadd float %x9097, %fmul9283
  %fmul9285 = fmul float %x9156, 3.000000e+00
  %fadd9286 = fadd float %fmul9285, %fadd9284
  %fmul9287 = fmul float %x9157, 4.000000e+00
  %fadd9288 = fadd float %fmul9287, %fadd9286
  %fmul9289 = fmul float %x9215, 5.000000e+00
  %fadd9290 = fadd float %fmul9289, %fadd9288
  %fmul9291 = fmul float %x9156, 2.000000e+00
  %fadd9292 = fadd float %x9098, %fmul9291
  %fmul9293 = fmul float %x9157, 3.000000e+00
  %fadd9294 = fadd float %fmul9293, %fadd9292
  %fmul9295 = fmul float %x9158, 4.000000e+00
  %fadd9296 = fadd float %fmul9295, %fadd9294
  %fmul9297 = fmul float %x9216, 5.000000e+00
  %fadd9298 = fadd float %fadd9296, %fmul9297
  %fmul9299 = fmul float %x9157, 2.000000e+00
  %fadd9300 = fadd float %x9099, %fmul9299
  %fmul9301 = fmul float %x9158, 3.000000e+00
  %fadd9302 = fadd float %fmul9301, %fadd9300
  %fmul9303 = fmul float %x9159, 4.000000e+00
  %fadd9304 = fadd float %fmul9303, %fadd9302
  %fmul9305 = fmul float %x9217, 5.000000e+00
  %fadd9306 = fadd float %fadd9304, %fmul9305
  %bits9307 = bitcast float %x9156 to i32
  %call9308 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits9307, i32 1, i32 31)
  %leaf9309 = bitcast i32 %call9308 to float
  %fmul9310 = fmul float %x9158, 2.000000e+00
  %fadd9311 = fadd float %x9100, %fmul9310
  %fmul9312 = fmul float %x9159, 3.000000e+00
  %fadd9313 = fadd float %fmul9312, %fadd9311
  %fmul9314 = fmul float %leaf9309, 4.000000e+00
  %fadd9315 = fadd float %fadd9313, %fmul9314
  %fmul9316 = fmul float %x9218, 5.000000e+00
  %fadd9317 = fadd float %fmul9316, %fadd9315
  %sel9321 = select i1 %edge8907, float %fadd9317, float %fadd9306
  %sel9325 = select i1 %edge8911, float %fadd9306, float %fadd9317
  %v9326 = insertelement <4 x float> poison, float %fadd9290, i64 0
  %v9327 = insertelement <4 x float> %v9326, float %fadd9298, i64 1
  %v9328 = insertelement <4 x float> %v9327, float %sel9321, i64 2
  %v9329 = insertelement <4 x float> %v9328, float %sel9325, i64 3
  store <4 x float> %v9329, ptr addrspace(3) %slot9154, align 16
  %slot9331 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 87040
  %x9333 = load float, ptr addrspace(3) %slot9331, align 16
  %339 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 87044
  %x9334 = load float, ptr addrspace(3) %339, align 4
  %340 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 87048
  %x9335 = load float, ptr addrspace(3) %340, align 8
  %341 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 87052
  %x9336 = load float, ptr addrspace(3) %341, align 4
  %bits9339 = bitcast float %x9218 to i32
  %call9340 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits9339, i32 1, i32 0)
  %leaf9341 = bitcast i32 %call9340 to float
  %fmul9342 = fmul float %leaf9341, 2.000000e+00
  %fadd9343 = fadd float %x9156, %fmul9342
  %fmul9344 = fmul float %x9215, 3.000000e+00
  %fadd9345 = fadd float %fmul9344, %fadd9343
  %fmul9346 = fmul float %x9216, 4.000000e+00
  %fadd9347 = fadd float %fmul9346, %fadd9345
  %fmul9348 = fmul float %x9274, 5.000000e+00
  %fadd9349 = fadd float %fmul9348, %fadd9347
  %fmul9350 = fmul float %x9215, 2.000000e+00
  %fadd9351 = fadd float %x9157, %fmul9350
  %fmul9352 = fmul float %x9216, 3.000000e+00
  %fadd9353 = fadd float %fmul9352, %fadd9351
  %fmul9354 = fmul float %x9217, 4.000000e+00
  %fadd9355 = fadd float %fmul9354, %fadd9353
  %fmul9356 = fmul float %x9275, 5.000000e+00
  %fadd9357 = fadd float %fadd9355, %fmul9356
  %fmul9358 = fmul float %x9216, 2.000000e+00
  %fadd9359 = fadd float %x9158, %fmul9358
  %fmul9360 = fmul float %x9217, 3.000000e+00
  %fadd9361 = fadd float %fmul9360, %fadd9359
  %fmul9362 = fmul float %x9218, 4.000000e+00
  %fadd9363 = fadd float %fmul9362, %fadd9361
  %fmul9364 = fmul float %x9276, 5.000000e+00
  %fadd9365 = fadd float %fadd9363, %fmul9364
  %bits9366 = bitcast float %x9215 to i32
  %call9367 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits9366, i32 1, i32 31)
  %leaf9368 = bitcast i32 %call9367 to float
  %fmul9369 = fmul float %x9217, 2.000000e+00
  %fadd9370 = fadd float %x9159, %fmul9369
  %fmul9371 = fmul float %x9218, 3.000000e+00
  %fadd9372 = fadd float %fmul9371, %fadd9370
  %fmul9373 = fmul float %leaf9368, 4.000000e+00
  %fadd9374 = fadd float %fadd9372, %fmul9373
  %fmul9375 = fmul float %x9277, 5.000000e+00
  %fadd9376 = fadd float %fmul9375, %fadd9374
  %sel9380 = select i1 %edge8907, float %fadd9376, float %fadd9365
  %sel9384 = select i1 %edge8911, float %fadd9365, float %fadd9376
  %v9385 = insertelement <4 x float> poison, float %fadd9349, i64 0
  %v9386 = insertelement <4 x float> %v9385, float %fadd9357, i64 1
  %v9387 = insertelement <4 x float> %v9386, float %sel9380, i64 2
  %v9388 = insertelement <4 x float> %v9387, float %sel9384, i64 3
  store <4 x float> %v9388, ptr addrspace(3) %slot9213, align 16
  %slot9390 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 95744
  %x9392 = load float, ptr addrspace(3) %slot9390, align 16
  %342 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 95748
  %x9393 = load float, ptr addrspace(3) %342, align 4
  %343 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 95752
  %x9394 = load float, ptr addrspace(3) %343, align 8
  %344 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 95756
  %x9395 = load float, ptr addrspace(3) %344, align 4
  %bits9398 = bitcast float %x9277 to i32
  %call9399 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits9398, i32 1, i32 0)
  %leaf9400 = bitcast i32 %call9399 to float
  %fmul9401 = fmul float %leaf9400, 2.000000e+00
  %fadd9402 = fadd float %x9215, %fmul9401
  %fmul9403 = fmul float %x9274, 3.000000e+00
  %fadd9404 = fadd float %fmul9403, %fadd9402
  %fmul9405 = fmul float %x9275, 4.000000e+00
  %fadd9406 = fadd float %fmul9405, %fadd9404
  %fmul9407 = fmul float %x9333, 5.000000e+00
  %fadd9408 = fadd float %fmul9407, %fadd9406
  %fmul9409 = fmul float %x9274, 2.000000e+00
  %fadd9410 = fadd float %x9216, %fmul9409
  %fmul9411 = fmul float %x9275, 3.000000e+00
  %fadd9412 = fadd float %fmul9411, %fadd9410
  %fmul9413 = fmul float %x9276, 4.000000e+00
  %fadd9414 = fadd float %fmul9413, %fadd9412
  %fmul9415 = fmul float %x9334, 5.000000e+00
  %fadd9416 = fadd float %fadd9414, %fmul9415
  %fmul9417 = fmul float %x9275, 2.000000e+00
  %fadd9418 = fadd float %x9217, %fmul9417
  %fmul9419 = fmul float %x9276, 3.000000e+00
  %fadd9420 = fadd float %fmul9419, %fadd9418
  %fmul9421 = fmul float %x9277, 4.000000e+00
  %fadd9422 = fadd float %fmul9421, %fadd9420
  %fmul9423 = fmul float %x9335, 5.000000e+00
  %fadd9424 = fadd float %fadd9422, %fmul9423
  %bits9425 = bitcast float %x9274 to i32
  %call9426 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits9425, i32 1, i32 31)
  %leaf9427 = bitcast i32 %call9426 to float
  %fmul9428 = fmul float %x9276, 2.000000e+00
  %fadd9429 = fadd float %x9218, %fmul9428
  %fmul9430 = fmul float %x9277, 3.000000e+00
  %fadd9431 = fadd float %fmul9430, %fadd9429
  %fmul9432 = fmul float %leaf9427, 4.000000e+00
  %fadd9433 = fadd float %fadd9431, %fmul9432
  %fmul9434 = fmul float %x9336, 5.000000e+00
  %fadd9435 = fadd float %fmul9434, %fadd9433
  %sel9439 = select i1 %edge8907, float %fadd9435, float %fadd9424
  %sel9443 = select i1 %edge8911, float %fadd9424, float %fadd9435
  %v9444 = insertelement <4 x float> poison, float %fadd9408, i64 0
  %v9445 = insertelement <4 x float> %v9444, float %fadd9416, i64 1
  %v9446 = insertelement <4 x float> %v9445, float %sel9439, i64 2
  %v9447 = insertelement <4 x float> %v9446, float %sel9443, i64 3
  store <4 x float> %v9447, ptr addrspace(3) %slot9272, align 16
  %slot9449 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 104448
  %x9451 = load float, ptr addrspace(3) %slot9449, align 16
  %345 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 104452
  %x9452 = load float, ptr addrspace(3) %345, align 4
  %346 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 104456
  %x9453 = load float, ptr addrspace(3) %346, align 8
  %347 = getelementptr inbounds i8, ptr addrspace(3) %base8828, i64 104460
  %x9454 = load float, ptr addrspace(3) %347, align 4
  %bits9457 = bitcast float %x9336 to i32
  %call9458 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits9457, i32 1, i32 0)
  %leaf9459 = bitcast i32 %call9458 to float
  %fmul9460 = fmul float %leaf9459, 2.000000e+00
  %fadd9461 = fadd float %x9274, %fmul9460
  %fmul9462 = fmul float %x9333, 3.000000e+00
  %fadd9463 = fadd float %fmul9462, %fadd9461
  %fmul9464 = fmul float %x9334, 4.000000e+00
  %fadd9465 = fadd float %fmul9464, %fadd9463
  %fmul9466 = fmul float %x9392, 5.000000e+00
  %fadd9467 = fadd float %fmul9466, %fadd9465
  %fmul9468 = fmul float %x9333, 2.000000e+00
  %fadd9469 = fadd float %x9275, %fmul9468
  %fmul9470 = fmul float %x9334, 3.000000e+00
  %fadd9471 = fadd float %fmul9470, %fadd9469
  %fmul9472 = fmul float %x9335, 4.000000e+00
  %fadd9473 = fadd float %fmul9472, %fadd9471
  %fmul9474 = fmul float %x9393, 5.000000e+00
  %fadd9475 = fadd float %fadd9473, %fmul9474
  %fmul9476 = fmul float %x9334, 2.000000e+00
  %fadd9477 = fadd float %x9276, %fmul9476
  %fmul9478 = fmul float %x9335, 3.000000e+00
  %fadd9479 = fadd float %fmul9478, %fadd9477
  %fmul9480 = fmul float %x9336, 4.000000e+00
  %fadd9481 = fadd float %fmul9480, %fadd9479
  %fmul9482 = fmul float %x9394, 5.000000e+00
  %fadd9483 = fadd float %fadd9481, %fmul9482
  %bits9484 = bitcast float %x9333 to i32
  %call9485 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits9484, i32 1, i32 31)
  %leaf9486 = bitcast i32 %call9485 to float
  %fmul9487 = fmul float %x9335, 2.000000e+00
  %fadd9488 = fadd float %x9277, %fmul9487
  %fmul9489 = fmul float %x9336, 3.000000e+00
  %fadd9490 = fadd float %fmul9489, %fadd9488
  %fmul9491 = fmul float %leaf9486, 4.000000e+00
  %fadd9492 = fadd float %fadd9490, %fmul9491
  %fmul9493 = fmul float %x9395, 5.000000e+00
  %fadd9494 = fadd float %fmul9493, %fadd9492
  %sel9498 = select i1 %edge8907, float %fadd9494, float %fadd9483
  %sel9502 = select i1 %edge8911, float %fadd9483, float %fadd9494
  %v9503 = insertelement <4 x float> poison, float %fadd9467, i64 0
  %v9504 = insertelement <4 x float> %v9503, float %fadd9475, i64 1
  %v9505 = insertelement <4 x float> %v9504, float %sel9498, i64 2
  %v9506 = insertelement <4 x float> %v9505, float %sel9502, i64 3
  store <4 x float> %v9506, ptr addrspace(3) %slot9331, align 16
  %bits9510 = bitcast float %x9395 to i32
  %call9511 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits9510, i32 1, i32 0)
  %leaf9512 = bitcast i32 %call9511 to float
  %fmul9513 = fmul float %leaf9512, 2.000000e+00
  %fadd9514 = fadd float %x9333, %fmul9513
  %fmul9515 = fmul float %x9392, 3.000000e+00
  %fadd9516 = fadd float %fmul9515, %fadd9514
  %fmul9517 = fmul float %x9393, 4.000000e+00
  %fadd9518 = fadd float %fmul9517, %fadd9516
  %fmul9519 = fmul float %x9451, 5.000000e+00
  %fadd9520 = fadd float %fmul9519, %fadd9518
  %fmul9521 = fmul float %x9392, 2.000000e+00
  %fadd9522 = fadd float %x9334, %fmul9521
  %fmul9523 = fmul float %x9393, 3.000000e+00
  %fadd9524 = fadd float %fmul9523, %fadd9522
  %fmul9525 = fmul float %x9394, 4.000000e+00
  %fadd9526 = fadd float %fmul9525, %fadd9524
  %fmul9527 = fmul float %x9452, 5.000000e+00
  %fadd9528 = fadd float %fadd9526, %fmul9527
  %fmul9529 = fmul float %x9393, 2.000000e+00
  %fadd9530 = fadd float %x9335, %fmul9529
  %fmul9531 = fmul float %x9394, 3.000000e+00
  %fadd9532 = fadd float %fmul9531, %fadd9530
  %fmul9533 = fmul float %x9395, 4.000000e+00
  %fadd9534 = fadd float %fmul9533, %fadd9532
  %fmul9535 = fmul float %x9453, 5.000000e+00
  %fadd9536 = fadd float %fadd9534, %fmul9535
  %bits9537 = bitcast float %x9392 to i32
  %call9538 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits9537, i32 1, i32 31)
  %leaf9539 = bitcast i32 %call9538 to float
  %fmul9540 = fmul float %x9394, 2.000000e+00
  %fadd9541 = fadd float %x9336, %fmul9540
  %fmul9542 = fmul float %x9395, 3.000000e+00
  %fadd9543 = fadd float %fmul9542, %fadd9541
  %fmul9544 = fmul float %leaf9539, 4.000000e+00
  %fadd9545 = fadd float %fadd9543, %fmul9544
  %fmul9546 = fmul float %x9454, 5.000000e+00
  %fadd9547 = fadd float %fmul9546, %fadd9545
  %sel9551 = select i1 %edge8907, float %fadd9547, float %fadd9536
  %sel9555 = select i1 %edge8911, float %fadd9536, float %fadd9547
  %v9556 = insertelement <4 x float> poison, float %fadd9520, i64 0
  %v9557 = insertelement <4 x float> %v9556, float %fadd9528, i64 1
  %v9558 = insertelement <4 x float> %v9557, float %sel9551, i64 2
  %v9559 = insertelement <4 x float> %v9558, float %sel9555, i64 3
  store <4 x float> %v9559, ptr addrspace(3) %slot9390, align 16
  %bits9563 = bitcast float %x9454 to i32
  %call9564 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits9563, i32 1, i32 0)
  %leaf9565 = bitcast i32 %call9564 to float
  %fmul9566 = fmul float %leaf9565, 2.000000e+00
  %fadd9567 = fadd float %x9392, %fmul9566
  %fmul9568 = fmul float %x9451, 3.000000e+00
  %fadd9569 = fadd float %fmul9568, %fadd9567
  %fmul9570 = fmul float %x9452, 4.000000e+00
  %fadd9571 = fadd float %fmul9570, %fadd9569
  %fmul9572 = fmul float %x8849, 5.000000e+00
  %fadd9573 = fadd float %fmul9572, %fadd9571
  %fmul9574 = fmul float %x9451, 2.000000e+00
  %fadd9575 = fadd float %x9393, %fmul9574
  %fmul9576 = fmul float %x9452, 3.000000e+00
  %fadd9577 = fadd float %fmul9576, %fadd9575
  %fmul9578 = fmul float %x9453, 4.000000e+00
  %fadd9579 = fadd float %fmul9578, %fadd9577
  %fmul9580 = fmul float %x8850, 5.000000e+00
  %fadd9581 = fadd float %fmul9580, %fadd9579
  %fmul9582 = fmul float %x9452, 2.000000e+00
  %fadd9583 = fadd float %x9394, %fmul9582
  %fmul9584 = fmul float %x9453, 3.000000e+00
  %fadd9585 = fadd float %fmul9584, %fadd9583
  %fmul9586 = fmul float %x9454, 4.000000e+00
  %fadd9587 = fadd float %fmul9586, %fadd9585
  %fmul9588 = fmul float %x8851, 5.000000e+00
  %fadd9589 = fadd float %fmul9588, %fadd9587
  %bits9590 = bitcast float %x9451 to i32
  %call9591 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits9590, i32 1, i32 31)
  %leaf9592 = bitcast i32 %call9591 to float
  %fmul9593 = fmul float %x9453, 2.000000e+00
  %fadd9594 = fadd float %x9395, %fmul9593
  %fmul9595 = fmul float %x9454, 3.000000e+00
  %fadd9596 = fadd float %fmul9595, %fadd9594
  %fmul9597 = fmul float %leaf9592, 4.000000e+00
  %fadd9598 = fadd float %fadd9596, %fmul9597
  %fmul9599 = fmul float %x8852, 5.000000e+00
  %fadd9600 = fadd float %fmul9599, %fadd9598
  %sel9604 = select i1 %edge8907, float %fadd9600, float %fadd9589
  %sel9608 = select i1 %edge8911, float %fadd9589, float %fadd9600
  %v9609 = insertelement <4 x float> poison, float %fadd9573, i64 0
  %v9610 = insertelement <4 x float> %v9609, float %fadd9581, i64 1
  %v9611 = insertelement <4 x float> %v9610, float %sel9604, i64 2
  %v9612 = insertelement <4 x float> %v9611, float %sel9608, i64 3
  store <4 x float> %v9612, ptr addrspace(3) %slot9449, align 16
  %bits9616 = bitcast float %x8852 to i32
  %call9617 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits9616, i32 1, i32 0)
  %leaf9618 = bitcast i32 %call9617 to float
  %fmul9619 = fmul float %leaf9618, 2.000000e+00
  %fadd9620 = fadd float %x9451, %fmul9619
  %fmul9621 = fmul float %x8849, 3.000000e+00
  %fadd9622 = fadd float %fmul9621, %fadd9620
  %fmul9623 = fmul float %x8850, 4.000000e+00
  %fadd9624 = fadd float %fmul9623, %fadd9622
  %fmul9625 = fmul float %phi8810, 5.000000e+00
  %fadd9626 = fadd float %fmul9625, %fadd9624
  %fmul9627 = fmul float %x8849, 2.000000e+00
  %fadd9628 = fadd float %fmul9627, %x9452
  %fmul9629 = fmul float %x8850, 3.000000e+00
  %fadd9630 = fadd float %fmul9629, %fadd9628
  %fmul9631 = fmul float %x8851, 4.000000e+00
  %fadd9632 = fadd float %fmul9631, %fadd9630
  %fmul9633 = fmul float %phi8811, 5.000000e+00
  %fadd9634 = fadd float %fmul9633, %fadd9632
  %fmul9635 = fmul float %x8850, 2.000000e+00
  %fadd9636 = fadd float %fmul9635, %x9453
  %fmul9637 = fmul float %x8851, 3.000000e+00
  %fadd9638 = fadd float %fmul9637, %fadd9636
  %fmul9639 = fmul float %x8852, 4.000000e+00
  %fadd9640 = fadd float %fmul9639, %fadd9638
  %fmul9641 = fmul float %phi8812, 5.000000e+00
  %fadd9642 = fadd float %fmul9641, %fadd9640
  %bits9643 = bitcast float %x8849 to i32
  %call9644 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits9643, i32 1, i32 31)
  %leaf9645 = bitcast i32 %call9644 to float
  %fmul9646 = fmul float %x8851, 2.000000e+00
  %fadd9647 = fadd float %fmul9646, %x9454
  %fmul9648 = fmul float %x8852, 3.000000e+00
  %fadd9649 = fadd float %fmul9648, %fadd9647
  %fmul9650 = fmul float %leaf9645, 4.000000e+00
  %fadd9651 = fadd float %fadd9649, %fmul9650
  %fmul9652 = fmul float %phi8813, 5.000000e+00
  %fadd9653 = fadd float %fmul9652, %fadd9651
  %sel9657 = select i1 %edge8907, float %fadd9653, float %fadd9642
  %sel9661 = select i1 %edge8911, float %fadd9642, float %fadd9653
  %v9662 = insertelement <4 x float> poison, float %fadd9626, i64 0
  %v9663 = insertelement <4 x float> %v9662, float %fadd9634, i64 1
  %v9664 = insertelement <4 x float> %v9663, float %sel9657, i64 2
  %v9665 = insertelement <4 x float> %v9664, float %sel9661, i64 3
  store <4 x float> %v9665, ptr addrspace(3) %slot8847, align 16
  %bits9669 = bitcast float %phi8801 to i32
  %call9670 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits9669, i32 1, i32 0)
  %leaf9671 = bitcast i32 %call9670 to float
  %fmul9672 = fmul float %leaf9671, 2.000000e+00
  %fadd9673 = fadd float %sel7312, %fmul9672
  %fmul9674 = fmul float %phi8798, 3.000000e+00
  %fadd9675 = fadd float %fmul9674, %fadd9673
  %fmul9676 = fmul float %phi8799, 4.000000e+00
  %fadd9677 = fadd float %fmul9676, %fadd9675
  %fmul9678 = fmul float %phi8802, 5.000000e+00
  %fadd9679 = fadd float %fmul9678, %fadd9677
  %fmul9680 = fmul float %phi8798, 2.000000e+00
  %fadd9681 = fadd float %sel7313, %fmul9680
  %fmul9682 = fmul float %phi8799, 3.000000e+00
  %fadd9683 = fadd float %fadd9681, %fmul9682
  %fmul9684 = fmul float %phi8800, 4.000000e+00
  %fadd9685 = fadd float %fadd9683, %fmul9684
  %fmul9686 = fmul float %phi8803, 5.000000e+00
  %fadd9687 = fadd float %fadd9685, %fmul9686
  %fmul9688 = fmul float %phi8799, 2.000000e+00
  %fadd9689 = fadd float %sel7314, %fmul9688
  %fmul9690 = fmul float %phi8800, 3.000000e+00
  %fadd9691 = fadd float %fadd9689, %fmul9690
  %fmul9692 = fmul float %phi8801, 4.000000e+00
  %fadd9693 = fadd float %fadd9691, %fmul9692
  %fmul9694 = fmul float %phi8804, 5.000000e+00
  %fadd9695 = fadd float %fadd9693, %fmul9694
  %bits9696 = bitcast float %phi8798 to i32
  %call9697 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits9696, i32 1, i32 31)
  %leaf9698 = bitcast i32 %call9697 to float
  %fmul9699 = fmul float %phi8800, 2.000000e+00
  %fadd9700 = fadd float %sel7315, %fmul9699
  %fmul9701 = fmul float %phi8801, 3.000000e+00
  %fadd9702 = fadd float %fadd9700, %fmul9701
  %fmul9703 = fmul float %leaf9698, 4.000000e+00
  %fadd9704 = fadd float %fadd9702, %fmul9703
  %fmul9705 = fmul float %phi8805, 5.000000e+00
  %fadd9706 = fadd float %fmul9705, %fadd9704
  %bits9707 = bitcast float %phi8805 to i32
  %call9708 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits9707, i32 1, i32 0)
  %leaf9709 = bitcast i32 %call9708 to float
  %fmul9710 = fmul float %leaf9709, 2.000000e+00
  %fadd9711 = fadd float %phi8798, %fmul9710
  %fmul9712 = fmul float %phi8802, 3.000000e+00
  %fadd9713 = fadd float %fmul9712, %fadd9711
  %fmul9714 = fmul float %phi8803, 4.000000e+00
  %fadd9715 = fadd float %fmul9714, %fadd9713
  %fmul9716 = fmul float %phi8806, 5.000000e+00
  %fadd9717 = fadd float %fmul9716, %fadd9715
  %fmul9718 = fmul float %phi8802, 2.000000e+00
  %fadd9719 = fadd float %phi8799, %fmul9718
  %fmul9720 = fmul float %phi8803, 3.000000e+00
  %fadd9721 = fadd float %fadd9719, %fmul9720
  %fmul9722 = fmul float %phi8804, 4.000000e+00
  %fadd9723 = fadd float %fadd9721, %fmul9722
  %fmul9724 = fmul float %phi8807, 5.000000e+00
  %fadd9725 = fadd float %fadd9723, %fmul9724
  %fmul9726 = fmul float %phi8803, 2.000000e+00
  %fadd9727 = fadd float %phi8800, %fmul9726
  %fmul9728 = fmul float %phi8804, 3.000000e+00
  %fadd9729 = fadd float %fadd9727, %fmul9728
  %fmul9730 = fmul float %phi8805, 4.000000e+00
  %fadd9731 = fadd float %fadd9729, %fmul9730
  %fmul9732 = fmul float %phi8808, 5.000000e+00
  %fadd9733 = fadd float %fadd9731, %fmul9732
  %bits9734 = bitcast float %phi8802 to i32
  %call9735 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits9734, i32 1, i32 31)
  %leaf9736 = bitcast i32 %call9735 to float
  %fmul9737 = fmul float %phi8804, 2.000000e+00
  %fadd9738 = fadd float %phi8801, %fmul9737
  %fmul9739 = fmul float %phi8805, 3.000000e+00
  %fadd9740 = fadd float %fadd9738, %fmul9739
  %fmul9741 = fmul float %leaf9736, 4.000000e+00
  %fadd9742 = fadd float %fadd9740, %fmul9741
  %fmul9743 = fmul float %phi8809, 5.000000e+00
  %fadd9744 = fadd float %fmul9743, %fadd9742
  %bits9745 = bitcast float %phi8809 to i32
  %call9746 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits9745, i32 1, i32 0)
  %leaf9747 = bitcast i32 %call9746 to float
  %fmul9748 = fmul float %leaf9747, 2.000000e+00
  %fadd9749 = fadd float %phi8802, %fmul9748
  %fmul9750 = fmul float %phi8806, 3.000000e+00
  %fadd9751 = fadd float %fmul9750, %fadd9749
  %fmul9752 = fmul float %phi8807, 4.000000e+00
  %fadd9753 = fadd float %fmul9752, %fadd9751
  %fmul9754 = fmul float %x8843, 5.000000e+00
  %fadd9755 = fadd float %fmul9754, %fadd9753
  %fmul9756 = fmul float %phi8806, 2.000000e+00
  %fadd9757 = fadd float %phi8803, %fmul9756
  %fmul9758 = fmul float %phi8807, 3.000000e+00
  %fadd9759 = fadd float %fadd9757, %fmul9758
  %fmul9760 = fmul float %phi8808, 4.000000e+00
  %fadd9761 = fadd float %fadd9759, %fmul9760
  %fmul9762 = fmul float %x8844, 5.000000e+00
  %fadd9763 = fadd float %fadd9761, %fmul9762
  %fmul9764 = fmul float %phi8807, 2.000000e+00
  %fadd9765 = fadd float %phi8804, %fmul9764
  %fmul9766 = fmul float %phi8808, 3.000000e+00
  %fadd9767 = fadd float %fadd9765, %fmul9766
  %fmul9768 = fmul float %phi8809, 4.000000e+00
  %fadd9769 = fadd float %fadd9767, %fmul9768
  %fmul9770 = fmul float %x8845, 5.000000e+00
  %fadd9771 = fadd float %fadd9769, %fmul9770
  %bits9772 = bitcast float %phi8806 to i32
  %call9773 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits9772, i32 1, i32 31)
  %leaf9774 = bitcast i32 %call9773 to float
  %fmul9775 = fmul float %phi8808, 2.000000e+00
  %fadd9776 = fadd float %phi8805, %fmul9775
  %fmul9777 = fmul float %phi8809, 3.000000e+00
  %fadd9778 = fadd float %fadd9776, %fmul9777
  %fmul9779 = fmul float %leaf9774, 4.000000e+00
  %fadd9780 = fadd float %fadd9778, %fmul9779
  %fmul9781 = fmul float %x8846, 5.000000e+00
  %fadd9782 = fadd float %fmul9781, %fadd9780
  %bits9783 = bitcast float %phi8813 to i32
  %call9784 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits9783, i32 1, i32 0)
  %leaf9785 = bitcast i32 %call9784 to float
  %fmul9786 = fmul float %leaf9785, 2.000000e+00
  %fadd9787 = fadd float %x8849, %fmul9786
  %fmul9788 = fmul float %phi8810, 3.000000e+00
  %fadd9789 = fadd float %fmul9788, %fadd9787
  %fmul9790 = fmul float %phi8811, 4.000000e+00
  %fadd9791 = fadd float %fmul9790, %fadd9789
  %fmul9792 = fmul float %phi8814, 5.000000e+00
  %fadd9793 = fadd float %fmul9792, %fadd9791
  %fmul9794 = fmul float %phi8810, 2.000000e+00
  %fadd9795 = fadd float %fmul9794, %x8850
  %fmul9796 = fmul float %phi8811, 3.000000e+00
  %fadd9797 = fadd float %fmul9796, %fadd9795
  %fmul9798 = fmul float %phi8812, 4.000000e+00
  %fadd9799 = fadd float %fmul9798, %fadd9797
  %fmul9800 = fmul float %phi8815, 5.000000e+00
  %fadd9801 = fadd float %fmul9800, %fadd9799
  %fmul9802 = fmul float %phi8811, 2.000000e+00
  %fadd9803 = fadd float %fmul9802, %x8851
  %fmul9804 = fmul float %phi8812, 3.000000e+00
  %fadd9805 = fadd float %fmul9804, %fadd9803
  %fmul9806 = fmul float %phi8813, 4.000000e+00
  %fadd9807 = fadd float %fmul9806, %fadd9805
  %fmul9808 = fmul float %phi8816, 5.000000e+00
  %fadd9809 = fadd float %fmul9808, %fadd9807
  %bits9810 = bitcast float %phi8810 to i32
  %call9811 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits9810, i32 1, i32 31)
  %leaf9812 = bitcast i32 %call9811 to float
  %fmul9813 = fmul float %phi8812, 2.000000e+00
  %fadd9814 = fadd float %fmul9813, %x8852
  %fmul9815 = fmul float %phi8813, 3.000000e+00
  %fadd9816 = fadd float %fmul9815, %fadd9814
  %fmul9817 = fmul float %leaf9812, 4.000000e+00
  %fadd9818 = fadd float %fadd9816, %fmul9817
  %fmul9819 = fmul float %phi8817, 5.000000e+00
  %fadd9820 = fadd float %fmul9819, %fadd9818
  %bits9821 = bitcast float %phi8817 to i32
  %call9822 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits9821, i32 1, i32 0)
  %leaf9823 = bitcast i32 %call9822 to float
  %fmul9824 = fmul float %leaf9823, 2.000000e+00
  %fadd9825 = fadd float %phi8810, %fmul9824
  %fmul9826 = fmul float %phi8814, 3.000000e+00
  %fadd9827 = fadd float %fmul9826, %fadd9825
  %fmul9828 = fmul float %phi8815, 4.000000e+00
  %fadd9829 = fadd float %fmul9828, %fadd9827
  %fmul9830 = fmul float %phi8818, 5.000000e+00
  %fadd9831 = fadd float %fmul9830, %fadd9829
  %fmul9832 = fmul float %phi8814, 2.000000e+00
  %fadd9833 = fadd float %phi8811, %fmul9832
  %fmul9834 = fmul float %phi8815, 3.000000e+00
  %fadd9835 = fadd float %fadd9833, %fmul9834
  %fmul9836 = fmul float %phi8816, 4.000000e+00
  %fadd9837 = fadd float %fadd9835, %fmul9836
  %fmul9838 = fmul float %phi8819, 5.000000e+00
  %fadd9839 = fadd float %fadd9837, %fmul9838
  %fmul9840 = fmul float %phi8815, 2.000000e+00
  %fadd9841 = fadd float %phi8812, %fmul9840
  %fmul9842 = fmul float %phi8816, 3.000000e+00
  %fadd9843 = fadd float %fadd9841, %fmul9842
  %fmul9844 = fmul float %phi8817, 4.000000e+00
  %fadd9845 = fadd float %fadd9843, %fmul9844
  %fmul9846 = fmul float %phi8820, 5.000000e+00
  %fadd9847 = fadd float %fadd9845, %fmul9846
  %bits9848 = bitcast float %phi8814 to i32
  %call9849 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits9848, i32 1, i32 31)
  %leaf9850 = bitcast i32 %call9849 to float
  %fmul9851 = fmul float %phi8816, 2.000000e+00
  %fadd9852 = fadd float %phi8813, %fmul9851
  %fmul9853 = fmul float %phi8817, 3.000000e+00
  %fadd9854 = fadd float %fadd9852, %fmul9853
  %fmul9855 = fmul float %leaf9850, 4.000000e+00
  %fadd9856 = fadd float %fadd9854, %fmul9855
  %fmul9857 = fmul float %phi8821, 5.000000e+00
  %fadd9858 = fadd float %fmul9857, %fadd9856
  %bits9859 = bitcast float %phi8821 to i32
  %call9860 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits9859, i32 1, i32 0)
  %leaf9861 = bitcast i32 %call9860 to float
  %fmul9862 = fmul float %leaf9861, 2.000000e+00
  %fadd9863 = fadd float %phi8814, %fmul9862
  %fmul9864 = fmul float %phi8818, 3.000000e+00
  %fadd9865 = fadd float %fmul9864, %fadd9863
  %fmul9866 = fmul float %phi8819, 4.000000e+00
  %fadd9867 = fadd float %fmul9866, %fadd9865
  %fadd9869 = fadd float %fmul8634, %fadd9867
  %fmul9870 = fmul float %phi8818, 2.000000e+00
  %fadd9871 = fadd float %phi8815, %fmul9870
  %fmul9872 = fmul float %phi8819, 3.000000e+00
  %fadd9873 = fadd float %fadd9871, %fmul9872
  %fmul9874 = fmul float %phi8820, 4.000000e+00
  %fadd9875 = fadd float %fadd9873, %fmul9874
  %fadd9877 = fadd float %fmul8642, %fadd9875
  %fmul9878 = fmul float %phi8819, 2.000000e+00
  %fadd9879 = fadd float %phi8816, %fmul9878
  %fmul9880 = fmul float %phi8820, 3.000000e+00
  %fadd9881 = fadd float %fadd9879, %fmul9880
  %fmul9882 = fmul float %phi8821, 4.000000e+00
  %fadd9883 = fadd float %fadd9881, %fmul9882
  %fadd9885 = fadd float %fmul8650, %fadd9883
  %bits9886 = bitcast float %phi8818 to i32
  %call9887 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits9886, i32 1, i32 31)
  %leaf9888 = bitcast i32 %call9887 to float
  %fmul9889 = fmul float %phi8820, 2.000000e+00
  %fadd9890 = fadd float %phi8817, %fmul9889
  %fmul9891 = fmul float %phi8821, 3.000000e+00
  %fadd9892 = fadd float %fadd9890, %fmul9891
  %fmul9893 = fmul float %leaf9888, 4.000000e+00
  %fadd9894 = fadd float %fadd9892, %fmul9893
  %fadd9896 = fadd float %fmul8661, %fadd9894
  br i1 %cmp8905, label %then9898, label %endif9900

then9898:                                         ; preds = %fold.body8790
  %cmp8906 = icmp eq i64 %lane8834, 0
  %bits9901 = bitcast float %fadd9706 to i32
  %call9902 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits9901, i32 0, i32 31)
  %leaf9903 = bitcast i32 %call9902 to float
  %sel9905 = select i1 %cmp8906, float %leaf9903, float %fadd9695
  %bits9906 = bitcast float %fadd9744 to i32
  %call9907 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits9906, i32 0, i32 31)
  %leaf9908 = bitcast i32 %call9907 to float
  %sel9910 = select i1 %cmp8906, float %leaf9908, float %fadd9733
  %bits9911 = bitcast float %fadd9782 to i32
  %call9912 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits9911, i32 0, i32 31)
  %leaf9913 = bitcast i32 %call9912 to float
  %sel9915 = select i1 %cmp8906, float %leaf9913, float %fadd9771
  %call9917 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits8867, i32 0, i32 31)
  %leaf9918 = bitcast i32 %call9917 to float
  %sel9920 = select i1 %cmp8906, float %leaf9918, float %x8845
  %call9922 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits9616, i32 0, i32 31)
  %leaf9923 = bitcast i32 %call9922 to float
  %sel9925 = select i1 %cmp8906, float %leaf9923, float %x8851
  %bits9926 = bitcast float %fadd9820 to i32
  %call9927 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits9926, i32 0, i32 31)
  %leaf9928 = bitcast i32 %call9927 to float
  %sel9930 = select i1 %cmp8906, float %leaf9928, float %fadd9809
  %bits9931 = bitcast float %fadd9858 to i32
  %call9932 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits9931, i32 0, i32 31)
  %leaf9933 = bitcast i32 %call9932 to float
  %sel9935 = select i1 %cmp8906, float %leaf9933, float %fadd9847
  %bits9936 = bitcast float %fadd9896 to i32
  %call9937 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits9936, i32 0, i32 31)
  %leaf9938 = bitcast i32 %call9937 to float
  %sel9940 = select i1 %cmp8906, float %leaf9938, float %fadd9885
  br label %endif9900

endif9900:                                        ; preds = %fold.body8790, %then9898
  %phi9947 = phi float [ %sel9905, %then9898 ], [ %fadd9695, %fold.body8790 ]
  %phi9951 = phi float [ %sel9910, %then9898 ], [ %fadd9733, %fold.body8790 ]
  %phi9955 = phi float [ %sel9915, %then9898 ], [ %fadd9771, %fold.body8790 ]
  %phi9959 = phi float [ %sel9920, %then9898 ], [ %x8845, %fold.body8790 ]
  %phi9963 = phi float [ %sel9925, %then9898 ], [ %x8851, %fold.body8790 ]
  %phi9967 = phi float [ %sel9930, %then9898 ], [ %fadd9809, %fold.body8790 ]
  %phi9971 = phi float [ %sel9935, %then9898 ], [ %fadd9847, %fold.body8790 ]
  %phi9975 = phi float [ %sel9940, %then9898 ], [ %fadd9885, %fold.body8790 ]
  br i1 %cmp8909, label %then9982, label %endif9984

then9982:                                         ; preds = %endif9900
  %bits9985 = bitcast float %phi9947 to i32
  %call9986 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits9985, i32 24, i32 31)
  %leaf9987 = bitcast i32 %call9986 to float
  %sel9989 = select i1 %cmp8910, float %leaf9987, float %fadd9706
  %bits9990 = bitcast float %phi9951 to i32
  %call9991 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits9990, i32 24, i32 31)
  %leaf9992 = bitcast i32 %call9991 to float
  %sel9994 = select i1 %cmp8910, float %leaf9992, float %fadd9744
  %bits9995 = bitcast float %phi9955 to i32
  %call9996 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits9995, i32 24, i32 31)
  %leaf9997 = bitcast i32 %call9996 to float
  %sel9999 = select i1 %cmp8910, float %leaf9997, float %fadd9782
  %bits10000 = bitcast float %phi9959 to i32
  %call10001 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits10000, i32 24, i32 31)
  %bits10005 = bitcast float %phi9963 to i32
  %call10006 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits10005, i32 24, i32 31)
  %bits10010 = bitcast float %phi9967 to i32
  %call10011 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits10010, i32 24, i32 31)
  %leaf10012 = bitcast i32 %call10011 to float
  %sel10014 = select i1 %cmp8910, float %leaf10012, float %fadd9820
  %bits10015 = bitcast float %phi9971 to i32
  %call10016 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits10015, i32 24, i32 31)
  %leaf10017 = bitcast i32 %call10016 to float
  %sel10019 = select i1 %cmp8910, float %leaf10017, float %fadd9858
  %bits10020 = bitcast float %phi9975 to i32
  %call10021 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits10020, i32 24, i32 31)
  %leaf10022 = bitcast i32 %call10021 to float
  %sel10024 = select i1 %cmp8910, float %leaf10022, float %fadd9896
  br label %endif9984

endif9984:                                        ; preds = %endif9900, %then9982
  %phi10032 = phi float [ %sel9989, %then9982 ], [ %fadd9706, %endif9900 ]
  %phi10036 = phi float [ %sel9994, %then9982 ], [ %fadd9744, %endif9900 ]
  %phi10040 = phi float [ %sel9999, %then9982 ], [ %fadd9782, %endif9900 ]
  %phi10052 = phi float [ %sel10014, %then9982 ], [ %fadd9820, %endif9900 ]
  %phi10056 = phi float [ %sel10019, %then9982 ], [ %fadd9858, %endif9900 ]
  %phi10060 = phi float [ %sel10024, %then9982 ], [ %fadd9896, %endif9900 ]
  %sel10065 = select i1 %cmp1201, float %fadd9755, float %fadd9679
  %sel10066 = select i1 %cmp1201, float %fadd9763, float %fadd9687
  %sel10067 = select i1 %cmp1201, float %phi9955, float %phi9947
  %sel10068 = select i1 %cmp1201, float %phi10040, float %phi10032
  %sel10069 = select i1 %cmp1201, float %fadd9755, float %fadd9717
  %sel10070 = select i1 %cmp1201, float %fadd9763, float %fadd9725
  %sel10071 = select i1 %cmp1201, float %phi9955, float %phi9951
  %sel10072 = select i1 %cmp1201, float %phi10040, float %phi10036
  %sel10073 = select i1 %cmp1203, float %fadd9793, float %fadd9831
  %sel10074 = select i1 %cmp1203, float %fadd9801, float %fadd9839
  %sel10075 = select i1 %cmp1203, float %phi9967, float %phi9971
  %sel10076 = select i1 %cmp1203, float %phi10052, float %phi10056
  %sel10077 = select i1 %cmp1203, float %fadd9793, float %fadd9869
  %sel10078 = select i1 %cmp1203, float %fadd9801, float %fadd9877
  %sel10079 = select i1 %cmp1203, float %phi9967, float %phi9975
  %sel10080 = select i1 %cmp1203, float %phi10052, float %phi10060
  %add10081 = add nsw i64 %i8793, 1
  %cmp10082 = icmp slt i64 %add10081, %6
  br i1 %cmp10082, label %fold.body8790, label %endif6118

then10174:                                        ; preds = %endif6118
  %348 = getelementptr float, ptr addrspace(1) %1, i64 %mul10172
  %p10176 = getelementptr float, ptr addrspace(1) %348, i64 %add10158
  store float %phi10127, ptr addrspace(1) %p10176, align 4
  br label %endif10175

endif10175:                                       ; preds = %then10174, %endif6118
  %add10177 = add i64 %add10158, 1
  %cmp10179 = icmp sgt i64 %add10177, -1
  %cmp10180 = icmp slt i64 %add10177, %5
  %in10181 = and i1 %cmp10179, %cmp10180
  %add10183 = add nsw i64 %mul10157, -2
  %own10184 = icmp ult i64 %add10183, 122
  %owns10185 = and i1 %own10184, %in10181
  %inside10189 = and i1 %in10170, %owns10185
  br i1 %inside10189, label %then10192, label %endif10193

then10192:                                        ; preds = %endif10175
  %349 = getelementptr float, ptr addrspace(1) %1, i64 %mul10172
  %p10194 = getelementptr float, ptr addrspace(1) %349, i64 %add10177
  store float %phi10128, ptr addrspace(1) %p10194, align 4
  br label %endif10193

endif10193:                                       ; preds = %then10192, %endif10175
  %add10195 = add i64 %add10158, 2
  %cmp10197 = icmp sgt i64 %add10195, -1
  %cmp10198 = icmp slt i64 %add10195, %5
  %in10199 = and i1 %cmp10197, %cmp10198
  %add10201 = add nsw i64 %mul10157, -1
  %own10202 = icmp ult i64 %add10201, 122
  %owns10203 = and i1 %own10202, %in10199
  %inside10207 = and i1 %in10170, %owns10203
  br i1 %inside10207, label %then10210, label %endif10211

then10210:                                        ; preds = %endif10193
  %350 = getelementptr float, ptr addrspace(1) %1, i64 %mul10172
  %p10212 = getelementptr float, ptr addrspace(1) %350, i64 %add10195
  store float %phi10129, ptr addrspace(1) %p10212, align 4
  br label %endif10211

endif10211:                                       ; preds = %then10210, %endif10193
  %add10213 = add i64 %mul10155, %mul10157
  %cmp10215 = icmp sgt i64 %add10213, -1
  %cmp10216 = icmp slt i64 %add10213, %5
  %in10217 = and i1 %cmp10215, %cmp10216
  %own10220 = icmp ult i64 %mul10157, 122
  %owns10221 = and i1 %own10220, %in10217
  %inside10225 = and i1 %in10170, %owns10221
  br i1 %inside10225, label %then10228, label %endif10229

then10228:                                        ; preds = %endif10211
  %351 = getelementptr float, ptr addrspace(1) %1, i64 %mul10172
  %p10230 = getelementptr float, ptr addrspace(1) %351, i64 %add10213
  store float %phi10130, ptr addrspace(1) %p10230, align 4
  br label %endif10229

endif10229:                                       ; preds = %then10228, %endif10211
  %add10231 = or disjoint i64 %mul10159, 1
  %cmp10242 = icmp slt i64 %add10231, %4
  %in10243 = and i1 %cmp10168, %cmp10242
  %inside10244 = and i1 %in10243, %owns
  %mul10245 = mul i64 %add10231, %5
  br i1 %inside10244, label %then10247, label %endif10248

then10247:                                        ; preds = %endif10229
  %352 = getelementptr float, ptr addrspace(1) %1, i64 %mul10245
  %p10251 = getelementptr float, ptr addrspace(1) %352, i64 %add10158
  %v10250 = load float, ptr addrspace(3) %slots, align 16
  store float %v10250, ptr addrspace(1) %p10251, align 4
  br label %endif10248

endif10248:                                       ; preds = %then10247, %endif10229
  %inside10264 = and i1 %in10243, %owns10185
  br i1 %inside10264, label %then10267, label %endif10268

then10267:                                        ; preds = %endif10248
  %353 = getelementptr float, ptr addrspace(1) %1, i64 %mul10245
  %p10271 = getelementptr float, ptr addrspace(1) %353, i64 %add10177
  %p10269 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 4
  %v10270 = load float, ptr addrspace(3) %p10269, align 4
  store float %v10270, ptr addrspace(1) %p10271, align 4
  br label %endif10268

endif10268:                                       ; preds = %then10267, %endif10248
  %inside10284 = and i1 %in10243, %owns10203
  br i1 %inside10284, label %then10287, label %endif10288

then10287:                                        ; preds = %endif10268
  %354 = getelementptr float, ptr addrspace(1) %1, i64 %mul10245
  %p10291 = getelementptr float, ptr addrspace(1) %354, i64 %add10195
  %p10289 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 8
  %v10290 = load float, ptr addrspace(3) %p10289, align 8
  store float %v10290, ptr addrspace(1) %p10291, align 4
  br label %endif10288

endif10288:                                       ; preds = %then10287, %endif10268
  %inside10304 = and i1 %in10243, %owns10221
  br i1 %inside10304, label %then10307, label %endif10308

then10307:                                        ; preds = %endif10288
  %355 = getelementptr float, ptr addrspace(1) %1, i64 %mul10245
  %p10311 = getelementptr float, ptr addrspace(1) %355, i64 %add10213
  %p10309 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 12
  %v10310 = load float, ptr addrspace(3) %p10309, align 4
  store float %v10310, ptr addrspace(1) %p10311, align 4
  br label %endif10308

endif10308:                                       ; preds = %then10307, %endif10288
  %add10312 = or disjoint i64 %mul10159, 2
  %cmp10323 = icmp slt i64 %add10312, %4
  %in10324 = and i1 %cmp10168, %cmp10323
  %inside10325 = and i1 %in10324, %owns
  %mul10326 = mul i64 %add10312, %5
  br i1 %inside10325, label %then10328, label %endif10329

then10328:                                        ; preds = %endif10308
  %356 = getelementptr float, ptr addrspace(1) %1, i64 %mul10326
  %p10332 = getelementptr float, ptr addrspace(1) %356, i64 %add10158
  %v10331 = load float, ptr addrspace(3) %p1140, align 16
  store float %v10331, ptr addrspace(1) %p10332, align 4
  br label %endif10329

endif10329:                                       ; preds = %then10328, %endif10308
  %inside10345 = and i1 %in10324, %owns10185
  br i1 %inside10345, label %then10348, label %endif10349

then10348:                                        ; preds = %endif10329
  %357 = getelementptr float, ptr addrspace(1) %1, i64 %mul10326
  %p10352 = getelementptr float, ptr addrspace(1) %357, i64 %add10177
  %p10350 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 8708
  %v10351 = load float, ptr addrspace(3) %p10350, align 4
  store float %v10351, ptr addrspace(1) %p10352, align 4
  br label %endif10349

endif10349:                                       ; preds = %then10348, %endif10329
  %inside10365 = and i1 %in10324, %owns10203
  br i1 %inside10365, label %then10368, label %endif10369

then10368:                                        ; preds = %endif10349
  %358 = getelementptr float, ptr addrspace(1) %1, i64 %mul10326
  %p10372 = getelementptr float, ptr addrspace(1) %358, i64 %add10195
  %p10370 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 8712
  %v10371 = load float, ptr addrspace(3) %p10370, align 8
  store float %v10371, ptr addrspace(1) %p10372, align 4
  br label %endif10369

endif10369:                                       ; preds = %then10368, %endif10349
  %inside10385 = and i1 %in10324, %owns10221
  br i1 %inside10385, label %then10388, label %endif10389

then10388:                                        ; preds = %endif10369
  %359 = getelementptr float, ptr addrspace(1) %1, i64 %mul10326
  %p10392 = getelementptr float, ptr addrspace(1) %359, i64 %add10213
  %p10390 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 8716
  %v10391 = load float, ptr addrspace(3) %p10390, align 4
  store float %v10391, ptr addrspace(1) %p10392, align 4
  br label %endif10389

endif10389:                                       ; preds = %then10388, %endif10369
  %add10393 = or disjoint i64 %mul10159, 3
  %cmp10404 = icmp slt i64 %add10393, %4
  %in10405 = and i1 %cmp10168, %cmp10404
  %inside10406 = and i1 %in10405, %owns
  %mul10407 = mul i64 %add10393, %5
  br i1 %inside10406, label %then10409, label %endif10410

then10409:                                        ; preds = %endif10389
  %360 = getelementptr float, ptr addrspace(1) %1, i64 %mul10407
  %p10413 = getelementptr float, ptr addrspace(1) %360, i64 %add10158
  %v10412 = load float, ptr addrspace(3) %p1145, align 16
  store float %v10412, ptr addrspace(1) %p10413, align 4
  br label %endif10410

endif10410:                                       ; preds = %then10409, %endif10389
  %inside10426 = and i1 %in10405, %owns10185
  br i1 %inside10426, label %then10429, label %endif10430

then10429:                                        ; preds = %endif10410
  %361 = getelementptr float, ptr addrspace(1) %1, i64 %mul10407
  %p10433 = getelementptr float, ptr addrspace(1) %361, i64 %add10177
  %p10431 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 17412
  %v10432 = load float, ptr addrspace(3) %p10431, align 4
  store float %v10432, ptr addrspace(1) %p10433, align 4
  br label %endif10430

endif10430:                                       ; preds = %then10429, %endif10410
  %inside10446 = and i1 %in10405, %owns10203
  br i1 %inside10446, label %then10449, label %endif10450

then10449:                                        ; preds = %endif10430
  %362 = getelementptr float, ptr addrspace(1) %1, i64 %mul10407
  %p10453 = getelementptr float, ptr addrspace(1) %362, i64 %add10195
  %p10451 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 17416
  %v10452 = load float, ptr addrspace(3) %p10451, align 8
  store float %v10452, ptr addrspace(1) %p10453, align 4
  br label %endif10450

endif10450:                                       ; preds = %then10449, %endif10430
  %inside10466 = and i1 %in10405, %owns10221
  br i1 %inside10466, label %then10469, label %endif10470

then10469:                                        ; preds = %endif10450
  %363 = getelementptr float, ptr addrspace(1) %1, i64 %mul10407
  %p10473 = getelementptr float, ptr addrspace(1) %363, i64 %add10213
  %p10471 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 17420
  %v10472 = load float, ptr addrspace(3) %p10471, align 4
  store float %v10472, ptr addrspace(1) %p10473, align 4
  br label %endif10470

endif10470:                                       ; preds = %then10469, %endif10450
  %add10474 = or disjoint i64 %mul10159, 4
  %cmp10485 = icmp slt i64 %add10474, %4
  %in10486 = and i1 %cmp10168, %cmp10485
  %inside10487 = and i1 %in10486, %owns
  %mul10488 = mul i64 %add10474, %5
  br i1 %inside10487, label %then10490, label %endif10491

then10490:                                        ; preds = %endif10470
  %364 = getelementptr float, ptr addrspace(1) %1, i64 %mul10488
  %p10494 = getelementptr float, ptr addrspace(1) %364, i64 %add10158
  %v10493 = load float, ptr addrspace(3) %p1150, align 16
  store float %v10493, ptr addrspace(1) %p10494, align 4
  br label %endif10491

endif10491:                                       ; preds = %then10490, %endif10470
  %inside10507 = and i1 %in10486, %owns10185
  br i1 %inside10507, label %then10510, label %endif10511

then10510:                                        ; preds = %endif10491
  %365 = getelementptr float, ptr addrspace(1) %1, i64 %mul10488
  %p10514 = getelementptr float, ptr addrspace(1) %365, i64 %add10177
  %p10512 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 26116
  %v10513 = load float, ptr addrspace(3) %p10512, align 4
  store float %v10513, ptr addrspace(1) %p10514, align 4
  br label %endif10511

endif10511:                                       ; preds = %then10510, %endif10491
  %inside10527 = and i1 %in10486, %owns10203
  br i1 %inside10527, label %then10530, label %endif10531

then10530:                                        ; preds = %endif10511
  %366 = getelementptr float, ptr addrspace(1) %1, i64 %mul10488
  %p10534 = getelementptr float, ptr addrspace(1) %366, i64 %add10195
  %p10532 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 26120
  %v10533 = load float, ptr addrspace(3) %p10532, align 8
  store float %v10533, ptr addrspace(1) %p10534, align 4
  br label %endif10531

endif10531:                                       ; preds = %then10530, %endif10511
  %inside10547 = and i1 %in10486, %owns10221
  br i1 %inside10547, label %then10550, label %endif10551

then10550:                                        ; preds = %endif10531
  %367 = getelementptr float, ptr addrspace(1) %1, i64 %mul10488
  %p10554 = getelementptr float, ptr addrspace(1) %367, i64 %add10213
  %p10552 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 26124
  %v10553 = load float, ptr addrspace(3) %p10552, align 4
  store float %v10553, ptr addrspace(1) %p10554, align 4
  br label %endif10551

endif10551:                                       ; preds = %then10550, %endif10531
  %add10555 = or disjoint i64 %mul10159, 5
  %cmp10566 = icmp slt i64 %add10555, %4
  %in10567 = and i1 %cmp10168, %cmp10566
  %inside10568 = and i1 %in10567, %owns
  %mul10569 = mul i64 %add10555, %5
  br i1 %inside10568, label %then10571, label %endif10572

then10571:                                        ; preds = %endif10551
  %368 = getelementptr float, ptr addrspace(1) %1, i64 %mul10569
  %p10575 = getelementptr float, ptr addrspace(1) %368, i64 %add10158
  %v10574 = load float, ptr addrspace(3) %p1155, align 16
  store float %v10574, ptr addrspace(1) %p10575, align 4
  br label %endif10572

endif10572:                                       ; preds = %then10571, %endif10551
  %inside10588 = and i1 %in10567, %owns10185
  br i1 %inside10588, label %then10591, label %endif10592

then10591:                                        ; preds = %endif10572
  %369 = getelementptr float, ptr addrspace(1) %1, i64 %mul10569
  %p10595 = getelementptr float, ptr addrspace(1) %369, i64 %add10177
  %p10593 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 34820
  %v10594 = load float, ptr addrspace(3) %p10593, align 4
  store float %v10594, ptr addrspace(1) %p10595, align 4
  br label %endif10592

endif10592:                                       ; preds = %then10591, %endif10572
  %inside10608 = and i1 %in10567, %owns10203
  br i1 %inside10608, label %then10611, label %endif10612

then10611:                                        ; preds = %endif10592
  %370 = getelementptr float, ptr addrspace(1) %1, i64 %mul10569
  %p10615 = getelementptr float, ptr addrspace(1) %370, i64 %add10195
  %p10613 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 34824
  %v10614 = load float, ptr addrspace(3) %p10613, align 8
  store float %v10614, ptr addrspace(1) %p10615, align 4
  br label %endif10612

endif10612:                                       ; preds = %then10611, %endif10592
  %inside10628 = and i1 %in10567, %owns10221
  br i1 %inside10628, label %then10631, label %endif10632

then10631:                                        ; preds = %endif10612
  %371 = getelementptr float, ptr addrspace(1) %1, i64 %mul10569
  %p10635 = getelementptr float, ptr addrspace(1) %371, i64 %add10213
  %p10633 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 34828
  %v10634 = load float, ptr addrspace(3) %p10633, align 4
  store float %v10634, ptr addrspace(1) %p10635, align 4
  br label %endif10632

endif10632:                                       ; preds = %then10631, %endif10612
  %add10636 = or disjoint i64 %mul10159, 6
  %cmp10647 = icmp slt i64 %add10636, %4
  %in10648 = and i1 %cmp10168, %cmp10647
  %inside10649 = and i1 %in10648, %owns
  %mul10650 = mul i64 %add10636, %5
  br i1 %inside10649, label %then10652, label %endif10653

then10652:                                        ; preds = %endif10632
  %372 = getelementptr float, ptr addrspace(1) %1, i64 %mul10650
  %p10656 = getelementptr float, ptr addrspace(1) %372, i64 %add10158
  %v10655 = load float, ptr addrspace(3) %p1160, align 16
  store float %v10655, ptr addrspace(1) %p10656, align 4
  br label %endif10653

endif10653:                                       ; preds = %then10652, %endif10632
  %inside10669 = and i1 %in10648, %owns10185
  br i1 %inside10669, label %then10672, label %endif10673

then10672:                                        ; preds = %endif10653
  %373 = getelementptr float, ptr addrspace(1) %1, i64 %mul10650
  %p10676 = getelementptr float, ptr addrspace(1) %373, i64 %add10177
  %p10674 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 43524
  %v10675 = load float, ptr addrspace(3) %p10674, align 4
  store float %v10675, ptr addrspace(1) %p10676, align 4
  br label %endif10673

endif10673:                                       ; preds = %then10672, %endif10653
  %inside10689 = and i1 %in10648, %owns10203
  br i1 %inside10689, label %then10692, label %endif10693

then10692:                                        ; preds = %endif10673
  %374 = getelementptr float, ptr addrspace(1) %1, i64 %mul10650
  %p10696 = getelementptr float, ptr addrspace(1) %374, i64 %add10195
  %p10694 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 43528
  %v10695 = load float, ptr addrspace(3) %p10694, align 8
  store float %v10695, ptr addrspace(1) %p10696, align 4
  br label %endif10693

endif10693:                                       ; preds = %then10692, %endif10673
  %inside10709 = and i1 %in10648, %owns10221
  br i1 %inside10709, label %then10712, label %endif10713

then10712:                                        ; preds = %endif10693
  %375 = getelementptr float, ptr addrspace(1) %1, i64 %mul10650
  %p10716 = getelementptr float, ptr addrspace(1) %375, i64 %add10213
  %p10714 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 43532
  %v10715 = load float, ptr addrspace(3) %p10714, align 4
  store float %v10715, ptr addrspace(1) %p10716, align 4
  br label %endif10713

endif10713:                                       ; preds = %then10712, %endif10693
  %add10717 = or disjoint i64 %mul10159, 7
  %cmp10728 = icmp slt i64 %add10717, %4
  %in10729 = and i1 %cmp10168, %cmp10728
  %inside10730 = and i1 %in10729, %owns
  %mul10731 = mul i64 %add10717, %5
  br i1 %inside10730, label %then10733, label %endif10734

then10733:                                        ; preds = %endif10713
  %376 = getelementptr float, ptr addrspace(1) %1, i64 %mul10731
  %p10737 = getelementptr float, ptr addrspace(1) %376, i64 %add10158
  %v10736 = load float, ptr addrspace(3) %p1165, align 16
  store float %v10736, ptr addrspace(1) %p10737, align 4
  br label %endif10734

endif10734:                                       ; preds = %then10733, %endif10713
  %inside10750 = and i1 %in10729, %owns10185
  br i1 %inside10750, label %then10753, label %endif10754

then10753:                                        ; preds = %endif10734
  %377 = getelementptr float, ptr addrspace(1) %1, i64 %mul10731
  %p10757 = getelementptr float, ptr addrspace(1) %377, i64 %add10177
  %p10755 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 52228
  %v10756 = load float, ptr addrspace(3) %p10755, align 4
  store float %v10756, ptr addrspace(1) %p10757, align 4
  br label %endif10754

endif10754:                                       ; preds = %then10753, %endif10734
  %inside10770 = and i1 %in10729, %owns10203
  br i1 %inside10770, label %then10773, label %endif10774

then10773:                                        ; preds = %endif10754
  %378 = getelementptr float, ptr addrspace(1) %1, i64 %mul10731
  %p10777 = getelementptr float, ptr addrspace(1) %378, i64 %add10195
  %p10775 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 52232
  %v10776 = load float, ptr addrspace(3) %p10775, align 8
  store float %v10776, ptr addrspace(1) %p10777, align 4
  br label %endif10774

endif10774:                                       ; preds = %then10773, %endif10754
  %inside10790 = and i1 %in10729, %owns10221
  br i1 %inside10790, label %then10793, label %endif10794

then10793:                                        ; preds = %endif10774
  %379 = getelementptr float, ptr addrspace(1) %1, i64 %mul10731
  %p10797 = getelementptr float, ptr addrspace(1) %379, i64 %add10213
  %p10795 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 52236
  %v10796 = load float, ptr addrspace(3) %p10795, align 4
  store float %v10796, ptr addrspace(1) %p10797, align 4
  br label %endif10794

endif10794:                                       ; preds = %then10793, %endif10774
  %add10798 = or disjoint i64 %mul10159, 8
  %cmp10809 = icmp slt i64 %add10798, %4
  %in10810 = and i1 %cmp10168, %cmp10809
  %inside10811 = and i1 %in10810, %owns
  %mul10812 = mul i64 %add10798, %5
  br i1 %inside10811, label %then10814, label %endif10815

then10814:                                        ; preds = %endif10794
  %380 = getelementptr float, ptr addrspace(1) %1, i64 %mul10812
  %p10818 = getelementptr float, ptr addrspace(1) %380, i64 %add10158
  %v10817 = load float, ptr addrspace(3) %p1170, align 16
  store float %v10817, ptr addrspace(1) %p10818, align 4
  br label %endif10815

endif10815:                                       ; preds = %then10814, %endif10794
  %inside10831 = and i1 %in10810, %owns10185
  br i1 %inside10831, label %then10834, label %endif10835

then10834:                                        ; preds = %endif10815
  %381 = getelementptr float, ptr addrspace(1) %1, i64 %mul10812
  %p10838 = getelementptr float, ptr addrspace(1) %381, i64 %add10177
  %p10836 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 60932
  %v10837 = load float, ptr addrspace(3) %p10836, align 4
  store float %v10837, ptr addrspace(1) %p10838, align 4
  br label %endif10835

endif10835:                                       ; preds = %then10834, %endif10815
  %inside10851 = and i1 %in10810, %owns10203
  br i1 %inside10851, label %then10854, label %endif10855

then10854:                                        ; preds = %endif10835
  %382 = getelementptr float, ptr addrspace(1) %1, i64 %mul10812
  %p10858 = getelementptr float, ptr addrspace(1) %382, i64 %add10195
  %p10856 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 60936
  %v10857 = load float, ptr addrspace(3) %p10856, align 8
  store float %v10857, ptr addrspace(1) %p10858, align 4
  br label %endif10855

endif10855:                                       ; preds = %then10854, %endif10835
  %inside10871 = and i1 %in10810, %owns10221
  br i1 %inside10871, label %then10874, label %endif10875

then10874:                                        ; preds = %endif10855
  %383 = getelementptr float, ptr addrspace(1) %1, i64 %mul10812
  %p10878 = getelementptr float, ptr addrspace(1) %383, i64 %add10213
  %p10876 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 60940
  %v10877 = load float, ptr addrspace(3) %p10876, align 4
  store float %v10877, ptr addrspace(1) %p10878, align 4
  br label %endif10875

endif10875:                                       ; preds = %then10874, %endif10855
  %add10879 = or disjoint i64 %mul10159, 9
  %cmp10890 = icmp slt i64 %add10879, %4
  %in10891 = and i1 %cmp10168, %cmp10890
  %inside10892 = and i1 %in10891, %owns
  %mul10893 = mul i64 %add10879, %5
  br i1 %inside10892, label %then10895, label %endif10896

then10895:                                        ; preds = %endif10875
  %384 = getelementptr float, ptr addrspace(1) %1, i64 %mul10893
  %p10899 = getelementptr float, ptr addrspace(1) %384, i64 %add10158
  %v10898 = load float, ptr addrspace(3) %p1175, align 16
  store float %v10898, ptr addrspace(1) %p10899, align 4
  br label %endif10896

endif10896:                                       ; preds = %then10895, %endif10875
  %inside10912 = and i1 %in10891, %owns10185
  br i1 %inside10912, label %then10915, label %endif10916

then10915:                                        ; preds = %endif10896
  %385 = getelementptr float, ptr addrspace(1) %1, i64 %mul10893
  %p10919 = getelementptr float, ptr addrspace(1) %385, i64 %add10177
  %p10917 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 69636
  %v10918 = load float, ptr addrspace(3) %p10917, align 4
  store float %v10918, ptr addrspace(1) %p10919, align 4
  br label %endif10916

endif10916:                                       ; preds = %then10915, %endif10896
  %inside10932 = and i1 %in10891, %owns10203
  br i1 %inside10932, label %then10935, label %endif10936

then10935:                                        ; preds = %endif10916
  %386 = getelementptr float, ptr addrspace(1) %1, i64 %mul10893
  %p10939 = getelementptr float, ptr addrspace(1) %386, i64 %add10195
  %p10937 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 69640
  %v10938 = load float, ptr addrspace(3) %p10937, align 8
  store float %v10938, ptr addrspace(1) %p10939, align 4
  br label %endif10936

endif10936:                                       ; preds = %then10935, %endif10916
  %inside10952 = and i1 %in10891, %owns10221
  br i1 %inside10952, label %then10955, label %endif10956

then10955:                                        ; preds = %endif10936
  %387 = getelementptr float, ptr addrspace(1) %1, i64 %mul10893
  %p10959 = getelementptr float, ptr addrspace(1) %387, i64 %add10213
  %p10957 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 69644
  %v10958 = load float, ptr addrspace(3) %p10957, align 4
  store float %v10958, ptr addrspace(1) %p10959, align 4
  br label %endif10956

endif10956:                                       ; preds = %then10955, %endif10936
  %add10960 = or disjoint i64 %mul10159, 10
  %cmp10971 = icmp slt i64 %add10960, %4
  %in10972 = and i1 %cmp10168, %cmp10971
  %inside10973 = and i1 %in10972, %owns
  %mul10974 = mul i64 %add10960, %5
  br i1 %inside10973, label %then10976, label %endif10977

then10976:                                        ; preds = %endif10956
  %388 = getelementptr float, ptr addrspace(1) %1, i64 %mul10974
  %p10980 = getelementptr float, ptr addrspace(1) %388, i64 %add10158
  %v10979 = load float, ptr addrspace(3) %p1180, align 16
  store float %v10979, ptr addrspace(1) %p10980, align 4
  br label %endif10977

endif10977:                                       ; preds = %then10976, %endif10956
  %inside10993 = and i1 %in10972, %owns10185
  br i1 %inside10993, label %then10996, label %endif10997

then10996:                                        ; preds = %endif10977
  %389 = getelementptr float, ptr addrspace(1) %1, i64 %mul10974
  %p11000 = getelementptr float, ptr addrspace(1) %389, i64 %add10177
  %p10998 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 78340
  %v10999 = load float, ptr addrspace(3) %p10998, align 4
  store float %v10999, ptr addrspace(1) %p11000, align 4
  br label %endif10997

endif10997:                                       ; preds = %then10996, %endif10977
  %inside11013 = and i1 %in10972, %owns10203
  br i1 %inside11013, label %then11016, label %endif11017

then11016:                                        ; preds = %endif10997
  %390 = getelementptr float, ptr addrspace(1) %1, i64 %mul10974
  %p11020 = getelementptr float, ptr addrspace(1) %390, i64 %add10195
  %p11018 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 78344
  %v11019 = load float, ptr addrspace(3) %p11018, align 8
  store float %v11019, ptr addrspace(1) %p11020, align 4
  br label %endif11017

endif11017:                                       ; preds = %then11016, %endif10997
  %inside11033 = and i1 %in10972, %owns10221
  br i1 %inside11033, label %then11036, label %endif11037

then11036:                                        ; preds = %endif11017
  %391 = getelementptr float, ptr addrspace(1) %1, i64 %mul10974
  %p11040 = getelementptr float, ptr addrspace(1) %391, i64 %add10213
  %p11038 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 78348
  %v11039 = load float, ptr addrspace(3) %p11038, align 4
  store float %v11039, ptr addrspace(1) %p11040, align 4
  br label %endif11037

endif11037:                                       ; preds = %then11036, %endif11017
  %add11041 = or disjoint i64 %mul10159, 11
  %cmp11052 = icmp slt i64 %add11041, %4
  %in11053 = and i1 %cmp10168, %cmp11052
  %inside11054 = and i1 %in11053, %owns
  %mul11055 = mul i64 %add11041, %5
  br i1 %inside11054, label %then11057, label %endif11058

then11057:                                        ; preds = %endif11037
  %392 = getelementptr float, ptr addrspace(1) %1, i64 %mul11055
  %p11061 = getelementptr float, ptr addrspace(1) %392, i64 %add10158
  %v11060 = load float, ptr addrspace(3) %p1185, align 16
  store float %v11060, ptr addrspace(1) %p11061, align 4
  br label %endif11058

endif11058:                                       ; preds = %then11057, %endif11037
  %inside11074 = and i1 %in11053, %owns10185
  br i1 %inside11074, label %then11077, label %endif11078

then11077:                                        ; preds = %endif11058
  %393 = getelementptr float, ptr addrspace(1) %1, i64 %mul11055
  %p11081 = getelementptr float, ptr addrspace(1) %393, i64 %add10177
  %p11079 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 87044
  %v11080 = load float, ptr addrspace(3) %p11079, align 4
  store float %v11080, ptr addrspace(1) %p11081, align 4
  br label %endif11078

endif11078:                                       ; preds = %then11077, %endif11058
  %inside11094 = and i1 %in11053, %owns10203
  br i1 %inside11094, label %then11097, label %endif11098

then11097:                                        ; preds = %endif11078
  %394 = getelementptr float, ptr addrspace(1) %1, i64 %mul11055
  %p11101 = getelementptr float, ptr addrspace(1) %394, i64 %add10195
  %p11099 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 87048
  %v11100 = load float, ptr addrspace(3) %p11099, align 8
  store float %v11100, ptr addrspace(1) %p11101, align 4
  br label %endif11098

endif11098:                                       ; preds = %then11097, %endif11078
  %inside11114 = and i1 %in11053, %owns10221
  br i1 %inside11114, label %then11117, label %endif11118

then11117:                                        ; preds = %endif11098
  %395 = getelementptr float, ptr addrspace(1) %1, i64 %mul11055
  %p11121 = getelementptr float, ptr addrspace(1) %395, i64 %add10213
  %p11119 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 87052
  %v11120 = load float, ptr addrspace(3) %p11119, align 4
  store float %v11120, ptr addrspace(1) %p11121, align 4
  br label %endif11118

endif11118:                                       ; preds = %then11117, %endif11098
  %add11122 = or disjoint i64 %mul10159, 12
  %cmp11133 = icmp slt i64 %add11122, %4
  %in11134 = and i1 %cmp10168, %cmp11133
  %inside11135 = and i1 %in11134, %owns
  %mul11136 = mul i64 %add11122, %5
  br i1 %inside11135, label %then11138, label %endif11139

then11138:                                        ; preds = %endif11118
  %396 = getelementptr float, ptr addrspace(1) %1, i64 %mul11136
  %p11142 = getelementptr float, ptr addrspace(1) %396, i64 %add10158
  %v11141 = load float, ptr addrspace(3) %p1190, align 16
  store float %v11141, ptr addrspace(1) %p11142, align 4
  br label %endif11139

endif11139:                                       ; preds = %then11138, %endif11118
  %inside11155 = and i1 %in11134, %owns10185
  br i1 %inside11155, label %then11158, label %endif11159

then11158:                                        ; preds = %endif11139
  %397 = getelementptr float, ptr addrspace(1) %1, i64 %mul11136
  %p11162 = getelementptr float, ptr addrspace(1) %397, i64 %add10177
  %p11160 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 95748
  %v11161 = load float, ptr addrspace(3) %p11160, align 4
  store float %v11161, ptr addrspace(1) %p11162, align 4
  br label %endif11159

endif11159:                                       ; preds = %then11158, %endif11139
  %inside11175 = and i1 %in11134, %owns10203
  br i1 %inside11175, label %then11178, label %endif11179

then11178:                                        ; preds = %endif11159
  %398 = getelementptr float, ptr addrspace(1) %1, i64 %mul11136
  %p11182 = getelementptr float, ptr addrspace(1) %398, i64 %add10195
  %p11180 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 95752
  %v11181 = load float, ptr addrspace(3) %p11180, align 8
  store float %v11181, ptr addrspace(1) %p11182, align 4
  br label %endif11179

endif11179:                                       ; preds = %then11178, %endif11159
  %inside11195 = and i1 %in11134, %owns10221
  br i1 %inside11195, label %then11198, label %endif11199

then11198:                                        ; preds = %endif11179
  %399 = getelementptr float, ptr addrspace(1) %1, i64 %mul11136
  %p11202 = getelementptr float, ptr addrspace(1) %399, i64 %add10213
  %p11200 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 95756
  %v11201 = load float, ptr addrspace(3) %p11200, align 4
  store float %v11201, ptr addrspace(1) %p11202, align 4
  br label %endif11199

endif11199:                                       ; preds = %then11198, %endif11179
  %add11203 = or disjoint i64 %mul10159, 13
  %cmp11214 = icmp slt i64 %add11203, %4
  %in11215 = and i1 %cmp10168, %cmp11214
  %inside11216 = and i1 %in11215, %owns
  %mul11217 = mul i64 %add11203, %5
  br i1 %inside11216, label %then11219, label %endif11220

then11219:                                        ; preds = %endif11199
  %400 = getelementptr float, ptr addrspace(1) %1, i64 %mul11217
  %p11223 = getelementptr float, ptr addrspace(1) %400, i64 %add10158
  %v11222 = load float, ptr addrspace(3) %p1195, align 16
  store float %v11222, ptr addrspace(1) %p11223, align 4
  br label %endif11220

endif11220:                                       ; preds = %then11219, %endif11199
  %inside11236 = and i1 %in11215, %owns10185
  br i1 %inside11236, label %then11239, label %endif11240

then11239:                                        ; preds = %endif11220
  %401 = getelementptr float, ptr addrspace(1) %1, i64 %mul11217
  %p11243 = getelementptr float, ptr addrspace(1) %401, i64 %add10177
  %p11241 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 104452
  %v11242 = load float, ptr addrspace(3) %p11241, align 4
  store float %v11242, ptr addrspace(1) %p11243, align 4
  br label %endif11240

endif11240:                                       ; preds = %then11239, %endif11220
  %inside11256 = and i1 %in11215, %owns10203
  br i1 %inside11256, label %then11259, label %endif11260

then11259:                                        ; preds = %endif11240
  %402 = getelementptr float, ptr addrspace(1) %1, i64 %mul11217
  %p11263 = getelementptr float, ptr addrspace(1) %402, i64 %add10195
  %p11261 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 104456
  %v11262 = load float, ptr addrspace(3) %p11261, align 8
  store float %v11262, ptr addrspace(1) %p11263, align 4
  br label %endif11260

endif11260:                                       ; preds = %then11259, %endif11240
  %inside11276 = and i1 %in11215, %owns10221
  br i1 %inside11276, label %then11279, label %endif11280

then11279:                                        ; preds = %endif11260
  %403 = getelementptr float, ptr addrspace(1) %1, i64 %mul11217
  %p11283 = getelementptr float, ptr addrspace(1) %403, i64 %add10213
  %p11281 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 104460
  %v11282 = load float, ptr addrspace(3) %p11281, align 4
  store float %v11282, ptr addrspace(1) %p11283, align 4
  br label %endif11280

endif11280:                                       ; preds = %then11279, %endif11260
  %add11284 = or disjoint i64 %mul10159, 14
  %cmp11295 = icmp slt i64 %add11284, %4
  %in11296 = and i1 %cmp10168, %cmp11295
  %inside11297 = and i1 %in11296, %owns
  %mul11298 = mul i64 %add11284, %5
  br i1 %inside11297, label %then11300, label %endif11301

then11300:                                        ; preds = %endif11280
  %404 = getelementptr float, ptr addrspace(1) %1, i64 %mul11298
  %p11304 = getelementptr float, ptr addrspace(1) %404, i64 %add10158
  %v11303 = load float, ptr addrspace(3) %p1200, align 16
  store float %v11303, ptr addrspace(1) %p11304, align 4
  br label %endif11301

endif11301:                                       ; preds = %then11300, %endif11280
  %inside11317 = and i1 %in11296, %owns10185
  br i1 %inside11317, label %then11320, label %endif11321

then11320:                                        ; preds = %endif11301
  %405 = getelementptr float, ptr addrspace(1) %1, i64 %mul11298
  %p11324 = getelementptr float, ptr addrspace(1) %405, i64 %add10177
  %p11322 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 113156
  %v11323 = load float, ptr addrspace(3) %p11322, align 4
  store float %v11323, ptr addrspace(1) %p11324, align 4
  br label %endif11321

endif11321:                                       ; preds = %then11320, %endif11301
  %inside11337 = and i1 %in11296, %owns10203
  br i1 %inside11337, label %then11340, label %endif11341

then11340:                                        ; preds = %endif11321
  %406 = getelementptr float, ptr addrspace(1) %1, i64 %mul11298
  %p11344 = getelementptr float, ptr addrspace(1) %406, i64 %add10195
  %p11342 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 113160
  %v11343 = load float, ptr addrspace(3) %p11342, align 8
  store float %v11343, ptr addrspace(1) %p11344, align 4
  br label %endif11341

endif11341:                                       ; preds = %then11340, %endif11321
  %inside11357 = and i1 %in11296, %owns10221
  br i1 %inside11357, label %then11360, label %endif11361

then11360:                                        ; preds = %endif11341
  %407 = getelementptr float, ptr addrspace(1) %1, i64 %mul11298
  %p11364 = getelementptr float, ptr addrspace(1) %407, i64 %add10213
  %p11362 = getelementptr inbounds i8, ptr addrspace(3) %slots, i64 113164
  %v11363 = load float, ptr addrspace(3) %p11362, align 4
  store float %v11363, ptr addrspace(1) %p11364, align 4
  br label %endif11361

endif11361:                                       ; preds = %then11360, %endif11341
  %add11365 = or disjoint i64 %mul10159, 15
  %cmp11376 = icmp slt i64 %add11365, %4
  %in11377 = and i1 %cmp10168, %cmp11376
  %inside11378 = and i1 %in11377, %owns
  %mul11379 = mul i64 %add11365, %5
  br i1 %inside11378, label %then11381, label %endif11382

then11381:                                        ; preds = %endif11361
  %408 = getelementptr float, ptr addrspace(1) %1, i64 %mul11379
  %p11383 = getelementptr float, ptr addrspace(1) %408, i64 %add10158
  store float %phi10131, ptr addrspace(1) %p11383, align 4
  br label %endif11382

endif11382:                                       ; preds = %then11381, %endif11361
  %inside11396 = and i1 %in11377, %owns10185
  br i1 %inside11396, label %then11399, label %endif11400

then11399:                                        ; preds = %endif11382
  %409 = getelementptr float, ptr addrspace(1) %1, i64 %mul11379
  %p11401 = getelementptr float, ptr addrspace(1) %409, i64 %add10177
  store float %phi10132, ptr addrspace(1) %p11401, align 4
  br label %endif11400

endif11400:                                       ; preds = %then11399, %endif11382
  %inside11414 = and i1 %in11377, %owns10203
  br i1 %inside11414, label %then11417, label %endif11418

then11417:                                        ; preds = %endif11400
  %410 = getelementptr float, ptr addrspace(1) %1, i64 %mul11379
  %p11419 = getelementptr float, ptr addrspace(1) %410, i64 %add10195
  store float %phi10133, ptr addrspace(1) %p11419, align 4
  br label %endif11418

endif11418:                                       ; preds = %then11417, %endif11400
  %inside11432 = and i1 %in11377, %owns10221
  br i1 %inside11432, label %then11435, label %endif11436

then11435:                                        ; preds = %endif11418
  %411 = getelementptr float, ptr addrspace(1) %1, i64 %mul11379
  %p11437 = getelementptr float, ptr addrspace(1) %411, i64 %add10213
  store float %phi10134, ptr addrspace(1) %p11437, align 4
  br label %endif11436

endif11436:                                       ; preds = %then11435, %endif11418
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
