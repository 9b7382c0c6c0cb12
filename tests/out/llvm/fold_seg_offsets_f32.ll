; ModuleID = 'systole_fold_seg_offsets_f32'
source_filename = "systole_fold_seg_offsets_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@scan.shared = internal unnamed_addr addrspace(3) global [3845 x i32] undef, align 8
@scan.shared.1 = internal unnamed_addr addrspace(3) global [3845 x float] undef, align 8
@scan.shared.2 = internal unnamed_addr addrspace(3) global [3845 x float] undef, align 8

define void @systole_fold_seg_offsets_f32_rows(i64 %0, ptr addrspace(1) noalias readonly %1, i64 %2, ptr addrspace(1) noalias nocapture readonly %3, i64 %4, ptr addrspace(1) noalias nocapture writeonly %5, ptr addrspace(1) noalias nocapture readnone %6, ptr addrspace(1) noalias %7, i64 %8, i64 %9) local_unnamed_addr {
entry:
  %call = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg = zext nneg i32 %call to i64
  %call1 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %sreg2 = zext nneg i32 %call1 to i64
  %call3 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %sreg4 = zext nneg i32 %call3 to i64
  %mul = mul nuw nsw i64 %sreg4, %sreg2
  %add = add nuw nsw i64 %mul, %sreg
  %warp = lshr i64 %add, 5
  %call5 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %sreg6 = zext nneg i32 %call5 to i64
  %mul7 = mul nuw nsw i64 %sreg2, %sreg6
  %warp8 = lshr i64 %mul7, 5
  %lane = and i64 %sreg, 31
  %sub = add i64 %2, -1
  %call9 = tail call i64 @llvm.smax.i64(i64 %sub, i64 0)
  %.idx = mul i64 %8, 24
  %10 = getelementptr i8, ptr addrspace(1) %7, i64 %.idx
  %stopped = getelementptr i8, ptr addrspace(1) %10, i64 16
  %cmp = icmp slt i64 %4, 4294967296
  %11 = tail call i64 @llvm.smax.i64(i64 %sub, i64 1)
  %call13 = add nsw i64 %11, -1
  %add14 = add nuw i64 %call9, 127
  %groups = sdiv i64 %add14, 128
  %cmp15 = icmp eq i64 %lane, 0
  %cmp16 = icmp sgt i64 %4, 0
  %cmp17 = icmp slt i64 %warp, %groups
  %address = ptrtoint ptr addrspace(1) %stopped to i64
  %12 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address) #5
  %cmp18 = icmp ne i64 %12, 0
  %call19 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp18)
  %cmp20.not = icmp eq i32 %call19, 0
  %enter = and i1 %cmp17, %cmp20.not
  br i1 %enter, label %repeat.body.preheader, label %repeat.exit

repeat.body.preheader:                            ; preds = %entry
  %long = getelementptr i8, ptr addrspace(1) %10, i64 8
  %call33 = tail call i64 @llvm.smin.i64(i64 %4, i64 2147483647)
  %n = trunc i64 %call33 to i32
  %address134 = ptrtoint ptr addrspace(1) %long to i64
  %cmp137.not = icmp eq i64 %lane, 31
  %cmp142 = icmp ult i64 %lane, 30
  %cmp147 = icmp ult i64 %lane, 28
  %cmp152 = icmp ult i64 %lane, 24
  %cmp157 = icmp ult i64 %lane, 16
  br label %repeat.body

repeat.body:                                      ; preds = %repeat.body.preheader, %endif
  %phi = phi i64 [ %add1720, %endif ], [ %warp, %repeat.body.preheader ]
  %13 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address) #5
  %cmp22 = icmp ne i64 %13, 0
  %call23 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp22)
  %mul25 = shl i64 %phi, 7
  %add27 = or disjoint i64 %mul25, %lane
  %cmp28 = icmp slt i64 %add27, %call9
  %call29 = tail call i64 @llvm.smin.i64(i64 %add27, i64 %call13)
  %p = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call29
  %v = load i32, ptr addrspace(1) %p, align 4
  %p31 = getelementptr i8, ptr addrspace(1) %p, i64 4
  %v32 = load i32, ptr addrspace(1) %p31, align 4
  %call34 = tail call i32 @llvm.smax.i32(i32 %v, i32 0)
  %call35 = tail call i32 @llvm.smin.i32(i32 %call34, i32 %n)
  %call36 = tail call i32 @llvm.smax.i32(i32 %v32, i32 %call35)
  %call37 = tail call i32 @llvm.smin.i32(i32 %call36, i32 %n)
  %sub38 = sub i32 %call37, %call35
  %sel = select i1 %cmp28, i32 %sub38, i32 0
  %sub39 = add i32 %call37, -1
  %call40 = tail call i32 @llvm.smax.i32(i32 %sub39, i32 0)
  %add43 = or disjoint i64 %add27, 32
  %cmp44 = icmp slt i64 %add43, %call9
  %call45 = tail call i64 @llvm.smin.i64(i64 %add43, i64 %call13)
  %p46 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call45
  %v47 = load i32, ptr addrspace(1) %p46, align 4
  %p49 = getelementptr i8, ptr addrspace(1) %p46, i64 4
  %v50 = load i32, ptr addrspace(1) %p49, align 4
  %call53 = tail call i32 @llvm.smax.i32(i32 %v47, i32 0)
  %call54 = tail call i32 @llvm.smin.i32(i32 %call53, i32 %n)
  %call55 = tail call i32 @llvm.smax.i32(i32 %v50, i32 %call54)
  %call56 = tail call i32 @llvm.smin.i32(i32 %call55, i32 %n)
  %sub57 = sub i32 %call56, %call54
  %sel58 = select i1 %cmp44, i32 %sub57, i32 0
  %sub59 = add i32 %call56, -1
  %call60 = tail call i32 @llvm.smax.i32(i32 %sub59, i32 0)
  %add63 = or disjoint i64 %add27, 64
  %cmp64 = icmp slt i64 %add63, %call9
  %call65 = tail call i64 @llvm.smin.i64(i64 %add63, i64 %call13)
  %p66 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call65
  %v67 = load i32, ptr addrspace(1) %p66, align 4
  %p69 = getelementptr i8, ptr addrspace(1) %p66, i64 4
  %v70 = load i32, ptr addrspace(1) %p69, align 4
  %call73 = tail call i32 @llvm.smax.i32(i32 %v67, i32 0)
  %call74 = tail call i32 @llvm.smin.i32(i32 %call73, i32 %n)
  %call75 = tail call i32 @llvm.smax.i32(i32 %v70, i32 %call74)
  %call76 = tail call i32 @llvm.smin.i32(i32 %call75, i32 %n)
  %sub77 = sub i32 %call76, %call74
  %sel78 = select i1 %cmp64, i32 %sub77, i32 0
  %sub79 = add i32 %call76, -1
  %call80 = tail call i32 @llvm.smax.i32(i32 %sub79, i32 0)
  %add83 = or disjoint i64 %add27, 96
  %cmp84 = icmp slt i64 %add83, %call9
  %call85 = tail call i64 @llvm.smin.i64(i64 %add83, i64 %call13)
  %p86 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call85
  %v87 = load i32, ptr addrspace(1) %p86, align 4
  %p89 = getelementptr i8, ptr addrspace(1) %p86, i64 4
  %v90 = load i32, ptr addrspace(1) %p89, align 4
  %call93 = tail call i32 @llvm.smax.i32(i32 %v87, i32 0)
  %call94 = tail call i32 @llvm.smin.i32(i32 %call93, i32 %n)
  %call95 = tail call i32 @llvm.smax.i32(i32 %v90, i32 %call94)
  %call96 = tail call i32 @llvm.smin.i32(i32 %call95, i32 %n)
  %sub97 = sub i32 %call96, %call94
  %sel98 = select i1 %cmp84, i32 %sub97, i32 0
  %sub99 = add i32 %call96, -1
  %call100 = tail call i32 @llvm.smax.i32(i32 %sub99, i32 0)
  %call101 = tail call i32 @llvm.smax.i32(i32 %sel, i32 %sel58)
  %call102 = tail call i32 @llvm.smax.i32(i32 %call101, i32 %sel78)
  %call103 = tail call i32 @llvm.smax.i32(i32 %call102, i32 %sel98)
  %cmp104 = icmp sgt i32 %call103, 16
  %call105 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp104)
  %cmp106.not = icmp eq i32 %call105, 0
  br i1 %cmp106.not, label %else, label %then

repeat.exit:                                      ; preds = %endif, %entry
  ret void

then:                                             ; preds = %repeat.body
  %cmp107 = icmp sgt i32 %sel, 4096
  %listed = and i1 %cmp, %cmp107
  %cmp108 = icmp sgt i32 %sel, 16
  %left = xor i1 %cmp108, %listed
  %cmp109 = icmp sgt i32 %sel58, 4096
  %listed110 = and i1 %cmp, %cmp109
  %cmp111 = icmp sgt i32 %sel58, 16
  %left113 = xor i1 %cmp111, %listed110
  %unlisted114 = or i1 %left, %left113
  %cmp115 = icmp sgt i32 %sel78, 4096
  %listed116 = and i1 %cmp, %cmp115
  %cmp117 = icmp sgt i32 %sel78, 16
  %left119 = xor i1 %cmp117, %listed116
  %unlisted120 = or i1 %unlisted114, %left119
  %cmp121 = icmp sgt i32 %sel98, 4096
  %listed122 = and i1 %cmp, %cmp121
  %cmp123 = icmp sgt i32 %sel98, 16
  %left125 = xor i1 %cmp123, %listed122
  %unlisted126 = or i1 %unlisted120, %left125
  %call127 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %unlisted126)
  br i1 %cmp15, label %then129, label %endif

else:                                             ; preds = %repeat.body
  %call135 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %call103, i32 1, i32 31)
  %call138 = tail call i32 @llvm.smax.i32(i32 %call103, i32 %call135)
  %sel139 = select i1 %cmp137.not, i32 %call103, i32 %call138
  %call140 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel139, i32 2, i32 31)
  %call143 = tail call i32 @llvm.smax.i32(i32 %sel139, i32 %call140)
  %sel144 = select i1 %cmp142, i32 %call143, i32 %sel139
  %call145 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel144, i32 4, i32 31)
  %call148 = tail call i32 @llvm.smax.i32(i32 %sel144, i32 %call145)
  %sel149 = select i1 %cmp147, i32 %call148, i32 %sel144
  %call150 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel149, i32 8, i32 31)
  %call153 = tail call i32 @llvm.smax.i32(i32 %sel149, i32 %call150)
  %sel154 = select i1 %cmp152, i32 %call153, i32 %sel149
  %call155 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel154, i32 16, i32 31)
  %call158 = tail call i32 @llvm.smax.i32(i32 %sel154, i32 %call155)
  %sel159 = select i1 %cmp157, i32 %call158, i32 %sel154
  %call160 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %sel159, i32 0, i32 31)
  %widest = sext i32 %call160 to i64
  br i1 %cmp16, label %then161, label %endif163

endif:                                            ; preds = %endif1712, %then1717, %then129, %then132, %then
  %add1720 = add i64 %phi, %warp8
  %cmp1721 = icmp slt i64 %add1720, %groups
  %14 = or i32 %call105, %call23
  %quit.not = icmp eq i32 %14, 0
  %again = and i1 %cmp1721, %quit.not
  br i1 %again, label %repeat.body, label %repeat.exit

then129:                                          ; preds = %then
  %cmp128.not = icmp eq i32 %call127, 0
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br i1 %cmp128.not, label %endif, label %then132

then132:                                          ; preds = %then129
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address134, i64 1) #5
  br label %endif

then161:                                          ; preds = %else
  %call1571 = tail call i32 @llvm.umin.i32(i32 %call35, i32 %call40)
  %wide1572 = zext nneg i32 %call1571 to i64
  %p1575 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1572
  %v1576 = load float, ptr addrspace(1) %p1575, align 4
  switch i32 %call160, label %else1260 [
    i32 0, label %then165
    i32 1, label %then196
    i32 2, label %then228
    i32 3, label %then299
    i32 4, label %then411
    i32 5, label %then563
    i32 6, label %then755
    i32 7, label %then987
    i32 8, label %then1259
  ]

endif163:                                         ; preds = %fold.body, %else1260, %then1259, %then987, %then755, %then563, %then411, %then299, %then228, %then196, %then165, %else
  %phi1692 = phi float [ 0.000000e+00, %else ], [ %v1576, %then165 ], [ %v1576, %then196 ], [ %sel288, %then228 ], [ %sel391, %then299 ], [ %sel534, %then411 ], [ %sel717, %then563 ], [ %sel940, %then755 ], [ %sel1203, %then987 ], [ %sel1506, %then1259 ], [ %v1576, %else1260 ], [ %sel1637, %fold.body ]
  %phi1693 = phi float [ 0.000000e+00, %else ], [ %v180, %then165 ], [ %v212, %then196 ], [ %sel291, %then228 ], [ %sel397, %then299 ], [ %sel543, %then411 ], [ %sel729, %then563 ], [ %sel955, %then755 ], [ %sel1221, %then987 ], [ %sel1527, %then1259 ], [ %v1583, %else1260 ], [ %sel1641, %fold.body ]
  %phi1694 = phi float [ 0.000000e+00, %else ], [ %v187, %then165 ], [ %v219, %then196 ], [ %sel294, %then228 ], [ %sel403, %then299 ], [ %sel552, %then411 ], [ %sel741, %then563 ], [ %sel970, %then755 ], [ %sel1239, %then987 ], [ %sel1548, %then1259 ], [ %v1590, %else1260 ], [ %sel1645, %fold.body ]
  %phi1695 = phi float [ 0.000000e+00, %else ], [ %v194, %then165 ], [ %v226, %then196 ], [ %sel297, %then228 ], [ %sel409, %then299 ], [ %sel561, %then411 ], [ %sel753, %then563 ], [ %sel985, %then755 ], [ %sel1257, %then987 ], [ %sel1569, %then1259 ], [ %v1597, %else1260 ], [ %sel1649, %fold.body ]
  br i1 %cmp28, label %then1699, label %endif1700

then165:                                          ; preds = %then161
  %call175 = tail call i32 @llvm.umin.i32(i32 %call54, i32 %call60)
  %wide176 = zext nneg i32 %call175 to i64
  %p179 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide176
  %v180 = load float, ptr addrspace(1) %p179, align 4
  %call182 = tail call i32 @llvm.umin.i32(i32 %call74, i32 %call80)
  %wide183 = zext nneg i32 %call182 to i64
  %p186 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide183
  %v187 = load float, ptr addrspace(1) %p186, align 4
  %call189 = tail call i32 @llvm.umin.i32(i32 %call94, i32 %call100)
  %wide190 = zext nneg i32 %call189 to i64
  %p193 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide190
  %v194 = load float, ptr addrspace(1) %p193, align 4
  br label %endif163

then196:                                          ; preds = %then161
  %call207 = tail call i32 @llvm.umin.i32(i32 %call54, i32 %call60)
  %wide208 = zext nneg i32 %call207 to i64
  %p211 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide208
  %v212 = load float, ptr addrspace(1) %p211, align 4
  %call214 = tail call i32 @llvm.umin.i32(i32 %call74, i32 %call80)
  %wide215 = zext nneg i32 %call214 to i64
  %p218 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide215
  %v219 = load float, ptr addrspace(1) %p218, align 4
  %call221 = tail call i32 @llvm.umin.i32(i32 %call94, i32 %call100)
  %wide222 = zext nneg i32 %call221 to i64
  %p225 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide222
  %v226 = load float, ptr addrspace(1) %p225, align 4
  br label %endif163

then228:                                          ; preds = %then161
  %add238 = add nuw i32 %call35, 1
  %call239 = tail call i32 @llvm.umin.i32(i32 %add238, i32 %call40)
  %wide240 = zext nneg i32 %call239 to i64
  %p243 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide240
  %v244 = load float, ptr addrspace(1) %p243, align 4
  %call246 = tail call i32 @llvm.umin.i32(i32 %call54, i32 %call60)
  %wide247 = zext nneg i32 %call246 to i64
  %p250 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide247
  %v251 = load float, ptr addrspace(1) %p250, align 4
  %add252 = add nuw i32 %call54, 1
  %call253 = tail call i32 @llvm.umin.i32(i32 %add252, i32 %call60)
  %wide254 = zext nneg i32 %call253 to i64
  %p257 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide254
  %v258 = load float, ptr addrspace(1) %p257, align 4
  %call260 = tail call i32 @llvm.umin.i32(i32 %call74, i32 %call80)
  %wide261 = zext nneg i32 %call260 to i64
  %p264 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide261
  %v265 = load float, ptr addrspace(1) %p264, align 4
  %add266 = add nuw i32 %call74, 1
  %call267 = tail call i32 @llvm.umin.i32(i32 %add266, i32 %call80)
  %wide268 = zext nneg i32 %call267 to i64
  %p271 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide268
  %v272 = load float, ptr addrspace(1) %p271, align 4
  %call274 = tail call i32 @llvm.umin.i32(i32 %call94, i32 %call100)
  %wide275 = zext nneg i32 %call274 to i64
  %p278 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide275
  %v279 = load float, ptr addrspace(1) %p278, align 4
  %add280 = add nuw i32 %call94, 1
  %call281 = tail call i32 @llvm.umin.i32(i32 %add280, i32 %call100)
  %wide282 = zext nneg i32 %call281 to i64
  %p285 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide282
  %v286 = load float, ptr addrspace(1) %p285, align 4
  %cmp287 = icmp sgt i32 %sel, 1
  %fadd = fadd reassoc contract float %v1576, %v244
  %sel288 = select i1 %cmp287, float %fadd, float %v1576
  %cmp289 = icmp sgt i32 %sel58, 1
  %fadd290 = fadd reassoc contract float %v251, %v258
  %sel291 = select i1 %cmp289, float %fadd290, float %v251
  %cmp292 = icmp sgt i32 %sel78, 1
  %fadd293 = fadd reassoc contract float %v265, %v272
  %sel294 = select i1 %cmp292, float %fadd293, float %v265
  %cmp295 = icmp sgt i32 %sel98, 1
  %fadd296 = fadd reassoc contract float %v279, %v286
  %sel297 = select i1 %cmp295, float %fadd296, float %v279
  br label %endif163

then299:                                          ; preds = %then161
  %add309 = add nuw i32 %call35, 1
  %call310 = tail call i32 @llvm.umin.i32(i32 %add309, i32 %call40)
  %wide311 = zext nneg i32 %call310 to i64
  %p314 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide311
  %v315 = load float, ptr addrspace(1) %p314, align 4
  %add316 = add nuw i32 %call35, 2
  %call317 = tail call i32 @llvm.umin.i32(i32 %add316, i32 %call40)
  %wide318 = zext nneg i32 %call317 to i64
  %p321 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide318
  %v322 = load float, ptr addrspace(1) %p321, align 4
  %call324 = tail call i32 @llvm.umin.i32(i32 %call54, i32 %call60)
  %wide325 = zext nneg i32 %call324 to i64
  %p328 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide325
  %v329 = load float, ptr addrspace(1) %p328, align 4
  %add330 = add nuw i32 %call54, 1
  %call331 = tail call i32 @llvm.umin.i32(i32 %add330, i32 %call60)
  %wide332 = zext nneg i32 %call331 to i64
  %p335 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide332
  %v336 = load float, ptr addrspace(1) %p335, align 4
  %add337 = add nuw i32 %call54, 2
  %call338 = tail call i32 @llvm.umin.i32(i32 %add337, i32 %call60)
  %wide339 = zext nneg i32 %call338 to i64
  %p342 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide339
  %v343 = load float, ptr addrspace(1) %p342, align 4
  %call345 = tail call i32 @llvm.umin.i32(i32 %call74, i32 %call80)
  %wide346 = zext nneg i32 %call345 to i64
  %p349 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide346
  %v350 = load float, ptr addrspace(1) %p349, align 4
  %add351 = add nuw i32 %call74, 1
  %call352 = tail call i32 @llvm.umin.i32(i32 %add351, i32 %call80)
  %wide353 = zext nneg i32 %call352 to i64
  %p356 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide353
  %v357 = load float, ptr addrspace(1) %p356, align 4
  %add358 = add nuw i32 %call74, 2
  %call359 = tail call i32 @llvm.umin.i32(i32 %add358, i32 %call80)
  %wide360 = zext nneg i32 %call359 to i64
  %p363 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide360
  %v364 = load float, ptr addrspace(1) %p363, align 4
  %call366 = tail call i32 @llvm.umin.i32(i32 %call94, i32 %call100)
  %wide367 = zext nneg i32 %call366 to i64
  %p370 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide367
  %v371 = load float, ptr addrspace(1) %p370, align 4
  %add372 = add nuw i32 %call94, 1
  %call373 = tail call i32 @llvm.umin.i32(i32 %add372, i32 %call100)
  %wide374 = zext nneg i32 %call373 to i64
  %p377 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide374
  %v378 = load float, ptr addrspace(1) %p377, align 4
  %add379 = add nuw i32 %call94, 2
  %call380 = tail call i32 @llvm.umin.i32(i32 %add379, i32 %call100)
  %wide381 = zext nneg i32 %call380 to i64
  %p384 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide381
  %v385 = load float, ptr addrspace(1) %p384, align 4
  %cmp386 = icmp sgt i32 %sel, 1
  %fadd387 = fadd reassoc contract float %v1576, %v315
  %sel388 = select i1 %cmp386, float %fadd387, float %v1576
  %cmp389 = icmp sgt i32 %sel, 2
  %fadd390 = fadd reassoc contract float %v322, %sel388
  %sel391 = select i1 %cmp389, float %fadd390, float %sel388
  %cmp392 = icmp sgt i32 %sel58, 1
  %fadd393 = fadd reassoc contract float %v329, %v336
  %sel394 = select i1 %cmp392, float %fadd393, float %v329
  %cmp395 = icmp sgt i32 %sel58, 2
  %fadd396 = fadd reassoc contract float %v343, %sel394
  %sel397 = select i1 %cmp395, float %fadd396, float %sel394
  %cmp398 = icmp sgt i32 %sel78, 1
  %fadd399 = fadd reassoc contract float %v350, %v357
  %sel400 = select i1 %cmp398, float %fadd399, float %v350
  %cmp401 = icmp sgt i32 %sel78, 2
  %fadd402 = fadd reassoc contract float %v364, %sel400
  %sel403 = select i1 %cmp401, float %fadd402, float %sel400
  %cmp404 = icmp sgt i32 %sel98, 1
  %fadd405 = fadd reassoc contract float %v371, %v378
  %sel406 = select i1 %cmp404, float %fadd405, float %v371
  %cmp407 = icmp sgt i32 %sel98, 2
  %fadd408 = fadd reassoc contract float %v385, %sel406
  %sel409 = select i1 %cmp407, float %fadd408, float %sel406
  br label %endif163

then411:                                          ; preds = %then161
  %add421 = add nuw i32 %call35, 1
  %call422 = tail call i32 @llvm.umin.i32(i32 %add421, i32 %call40)
  %wide423 = zext nneg i32 %call422 to i64
  %p426 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide423
  %v427 = load float, ptr addrspace(1) %p426, align 4
  %add428 = add nuw i32 %call35, 2
  %call429 = tail call i32 @llvm.umin.i32(i32 %add428, i32 %call40)
  %wide430 = zext nneg i32 %call429 to i64
  %p433 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide430
  %v434 = load float, ptr addrspace(1) %p433, align 4
  %add435 = add nuw i32 %call35, 3
  %call436 = tail call i32 @llvm.umin.i32(i32 %add435, i32 %call40)
  %wide437 = zext nneg i32 %call436 to i64
  %p440 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide437
  %v441 = load float, ptr addrspace(1) %p440, align 4
  %call443 = tail call i32 @llvm.umin.i32(i32 %call54, i32 %call60)
  %wide444 = zext nneg i32 %call443 to i64
  %p447 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide444
  %v448 = load float, ptr addrspace(1) %p447, align 4
  %add449 = add nuw i32 %call54, 1
  %call450 = tail call i32 @llvm.umin.i32(i32 %add449, i32 %call60)
  %wide451 = zext nneg i32 %call450 to i64
  %p454 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide451
  %v455 = load float, ptr addrspace(1) %p454, align 4
  %add456 = add nuw i32 %call54, 2
  %call457 = tail call i32 @llvm.umin.i32(i32 %add456, i32 %call60)
  %wide458 = zext nneg i32 %call457 to i64
  %p461 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide458
  %v462 = load float, ptr addrspace(1) %p461, align 4
  %add463 = add nuw i32 %call54, 3
  %call464 = tail call i32 @llvm.umin.i32(i32 %add463, i32 %call60)
  %wide465 = zext nneg i32 %call464 to i64
  %p468 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide465
  %v469 = load float, ptr addrspace(1) %p468, align 4
  %call471 = tail call i32 @llvm.umin.i32(i32 %call74, i32 %call80)
  %wide472 = zext nneg i32 %call471 to i64
  %p475 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide472
  %v476 = load float, ptr addrspace(1) %p475, align 4
  %add477 = add nuw i32 %call74, 1
  %call478 = tail call i32 @llvm.umin.i32(i32 %add477, i32 %call80)
  %wide479 = zext nneg i32 %call478 to i64
  %p482 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide479
  %v483 = load float, ptr addrspace(1) %p482, align 4
  %add484 = add nuw i32 %call74, 2
  %call485 = tail call i32 @llvm.umin.i32(i32 %add484, i32 %call80)
  %wide486 = zext nneg i32 %call485 to i64
  %p489 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide486
  %v490 = load float, ptr addrspace(1) %p489, align 4
  %add491 = add nuw i32 %call74, 3
  %call492 = tail call i32 @llvm.umin.i32(i32 %add491, i32 %call80)
  %wide493 = zext nneg i32 %call492 to i64
  %p496 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide493
  %v497 = load float, ptr addrspace(1) %p496, align 4
  %call499 = tail call i32 @llvm.umin.i32(i32 %call94, i32 %call100)
  %wide500 = zext nneg i32 %call499 to i64
  %p503 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide500
  %v504 = load float, ptr addrspace(1) %p503, align 4
  %add505 = add nuw i32 %call94, 1
  %call506 = tail call i32 @llvm.umin.i32(i32 %add505, i32 %call100)
  %wide507 = zext nneg i32 %call506 to i64
  %p510 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide507
  %v511 = load float, ptr addrspace(1) %p510, align 4
  %add512 = add nuw i32 %call94, 2
  %call513 = tail call i32 @llvm.umin.i32(i32 %add512, i32 %call100)
  %wide514 = zext nneg i32 %call513 to i64
  %p517 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide514
  %v518 = load float, ptr addrspace(1) %p517, align 4
  %add519 = add nuw i32 %call94, 3
  %call520 = tail call i32 @llvm.umin.i32(i32 %add519, i32 %call100)
  %wide521 = zext nneg i32 %call520 to i64
  %p524 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide521
  %v525 = load float, ptr addrspace(1) %p524, align 4
  %cmp526 = icmp sgt i32 %sel, 1
  %fadd527 = fadd reassoc contract float %v1576, %v427
  %sel528 = select i1 %cmp526, float %fadd527, float %v1576
  %cmp529 = icmp sgt i32 %sel, 2
  %fadd530 = fadd reassoc contract float %v434, %sel528
  %sel531 = select i1 %cmp529, float %fadd530, float %sel528
  %cmp532 = icmp sgt i32 %sel, 3
  %fadd533 = fadd reassoc contract float %v441, %sel531
  %sel534 = select i1 %cmp532, float %fadd533, float %sel531
  %cmp535 = icmp sgt i32 %sel58, 1
  %fadd536 = fadd reassoc contract float %v448, %v455
  %sel537 = select i1 %cmp535, float %fadd536, float %v448
  %cmp538 = icmp sgt i32 %sel58, 2
  %fadd539 = fadd reassoc contract float %v462, %sel537
  %sel540 = select i1 %cmp538, float %fadd539, float %sel537
  %cmp541 = icmp sgt i32 %sel58, 3
  %fadd542 = fadd reassoc contract float %v469, %sel540
  %sel543 = select i1 %cmp541, float %fadd542, float %sel540
  %cmp544 = icmp sgt i32 %sel78, 1
  %fadd545 = fadd reassoc contract float %v476, %v483
  %sel546 = select i1 %cmp544, float %fadd545, float %v476
  %cmp547 = icmp sgt i32 %sel78, 2
  %fadd548 = fadd reassoc contract float %v490, %sel546
  %sel549 = select i1 %cmp547, float %fadd548, float %sel546
  %cmp550 = icmp sgt i32 %sel78, 3
  %fadd551 = fadd reassoc contract float %v497, %sel549
  %sel552 = select i1 %cmp550, float %fadd551, float %sel549
  %cmp553 = icmp sgt i32 %sel98, 1
  %fadd554 = fadd reassoc contract float %v504, %v511
  %sel555 = select i1 %cmp553, float %fadd554, float %v504
  %cmp556 = icmp sgt i32 %sel98, 2
  %fadd557 = fadd reassoc contract float %v518, %sel555
  %sel558 = select i1 %cmp556, float %fadd557, float %sel555
  %cmp559 = icmp sgt i32 %sel98, 3
  %fadd560 = fadd reassoc contract float %v525, %sel558
  %sel561 = select i1 %cmp559, float %fadd560, float %sel558
  br label %endif163

then563:                                          ; preds = %then161
  %add573 = add nuw i32 %call35, 1
  %call574 = tail call i32 @llvm.umin.i32(i32 %add573, i32 %call40)
  %wide575 = zext nneg i32 %call574 to i64
  %p578 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide575
  %v579 = load float, ptr addrspace(1) %p578, align 4
  %add580 = add nuw i32 %call35, 2
  %call581 = tail call i32 @llvm.umin.i32(i32 %add580, i32 %call40)
  %wide582 = zext nneg i32 %call581 to i64
  %p585 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide582
  %v586 = load float, ptr addrspace(1) %p585, align 4
  %add587 = add nuw i32 %call35, 3
  %call588 = tail call i32 @llvm.umin.i32(i32 %add587, i32 %call40)
  %wide589 = zext nneg i32 %call588 to i64
  %p592 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide589
  %v593 = load float, ptr addrspace(1) %p592, align 4
  %add594 = add nuw i32 %call35, 4
  %call595 = tail call i32 @llvm.umin.i32(i32 %add594, i32 %call40)
  %wide596 = zext nneg i32 %call595 to i64
  %p599 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide596
  %v600 = load float, ptr addrspace(1) %p599, align 4
  %call602 = tail call i32 @llvm.umin.i32(i32 %call54, i32 %call60)
  %wide603 = zext nneg i32 %call602 to i64
  %p606 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide603
  %v607 = load float, ptr addrspace(1) %p606, align 4
  %add608 = add nuw i32 %call54, 1
  %call609 = tail call i32 @llvm.umin.i32(i32 %add608, i32 %call60)
  %wide610 = zext nneg i32 %call609 to i64
  %p613 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide610
  %v614 = load float, ptr addrspace(1) %p613, align 4
  %add615 = add nuw i32 %call54, 2
  %call616 = tail call i32 @llvm.umin.i32(i32 %add615, i32 %call60)
  %wide617 = zext nneg i32 %call616 to i64
  %p620 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide617
  %v621 = load float, ptr addrspace(1) %p620, align 4
  %add622 = add nuw i32 %call54, 3
  %call623 = tail call i32 @llvm.umin.i32(i32 %add622, i32 %call60)
  %wide624 = zext nneg i32 %call623 to i64
  %p627 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide624
  %v628 = load float, ptr addrspace(1) %p627, align 4
  %add629 = add nuw i32 %call54, 4
  %call630 = tail call i32 @llvm.umin.i32(i32 %add629, i32 %call60)
  %wide631 = zext nneg i32 %call630 to i64
  %p634 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide631
  %v635 = load float, ptr addrspace(1) %p634, align 4
  %call637 = tail call i32 @llvm.umin.i32(i32 %call74, i32 %call80)
  %wide638 = zext nneg i32 %call637 to i64
  %p641 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide638
  %v642 = load float, ptr addrspace(1) %p641, align 4
  %add643 = add nuw i32 %call74, 1
  %call644 = tail call i32 @llvm.umin.i32(i32 %add643, i32 %call80)
  %wide645 = zext nneg i32 %call644 to i64
  %p648 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide645
  %v649 = load float, ptr addrspace(1) %p648, align 4
  %add650 = add nuw i32 %call74, 2
  %call651 = tail call i32 @llvm.umin.i32(i32 %add650, i32 %call80)
  %wide652 = zext nneg i32 %call651 to i64
  %p655 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide652
  %v656 = load float, ptr addrspace(1) %p655, align 4
  %add657 = add nuw i32 %call74, 3
  %call658 = tail call i32 @llvm.umin.i32(i32 %add657, i32 %call80)
  %wide659 = zext nneg i32 %call658 to i64
  %p662 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide659
  %v663 = load float, ptr addrspace(1) %p662, align 4
  %add664 = add nuw i32 %call74, 4
  %call665 = tail call i32 @llvm.umin.i32(i32 %add664, i32 %call80)
  %wide666 = zext nneg i32 %call665 to i64
  %p669 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide666
  %v670 = load float, ptr addrspace(1) %p669, align 4
  %call672 = tail call i32 @llvm.umin.i32(i32 %call94, i32 %call100)
  %wide673 = zext nneg i32 %call672 to i64
  %p676 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide673
  %v677 = load float, ptr addrspace(1) %p676, align 4
  %add678 = add nuw i32 %call94, 1
  %call679 = tail call i32 @llvm.umin.i32(i32 %add678, i32 %call100)
  %wide680 = zext nneg i32 %call679 to i64
  %p683 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide680
  %v684 = load float, ptr addrspace(1) %p683, align 4
  %add685 = add nuw i32 %call94, 2
  %call686 = tail call i32 @llvm.umin.i32(i32 %add685, i32 %call100)
  %wide687 = zext nneg i32 %call686 to i64
  %p690 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide687
  %v691 = load float, ptr addrspace(1) %p690, align 4
  %add692 = add nuw i32 %call94, 3
  %call693 = tail call i32 @llvm.umin.i32(i32 %add692, i32 %call100)
  %wide694 = zext nneg i32 %call693 to i64
  %p697 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide694
  %v698 = load float, ptr addrspace(1) %p697, align 4
  %add699 = add nuw i32 %call94, 4
  %call700 = tail call i32 @llvm.umin.i32(i32 %add699, i32 %call100)
  %wide701 = zext nneg i32 %call700 to i64
  %p704 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide701
  %v705 = load float, ptr addrspace(1) %p704, align 4
  %cmp706 = icmp sgt i32 %sel, 1
  %fadd707 = fadd reassoc contract float %v1576, %v579
  %sel708 = select i1 %cmp706, float %fadd707, float %v1576
  %cmp709 = icmp sgt i32 %sel, 2
  %fadd710 = fadd reassoc contract float %v586, %sel708
  %sel711 = select i1 %cmp709, float %fadd710, float %sel708
  %cmp712 = icmp sgt i32 %sel, 3
  %fadd713 = fadd reassoc contract float %v593, %sel711
  %sel714 = select i1 %cmp712, float %fadd713, float %sel711
  %cmp715 = icmp sgt i32 %sel, 4
  %fadd716 = fadd reassoc contract float %v600, %sel714
  %sel717 = select i1 %cmp715, float %fadd716, float %sel714
  %cmp718 = icmp sgt i32 %sel58, 1
  %fadd719 = fadd reassoc contract float %v607, %v614
  %sel720 = select i1 %cmp718, float %fadd719, float %v607
  %cmp721 = icmp sgt i32 %sel58, 2
  %fadd722 = fadd reassoc contract float %v621, %sel720
  %sel723 = select i1 %cmp721, float %fadd722, float %sel720
  %cmp724 = icmp sgt i32 %sel58, 3
  %fadd725 = fadd reassoc contract float %v628, %sel723
  %sel726 = select i1 %cmp724, float %fadd725, float %sel723
  %cmp727 = icmp sgt i32 %sel58, 4
  %fadd728 = fadd reassoc contract float %v635, %sel726
  %sel729 = select i1 %cmp727, float %fadd728, float %sel726
  %cmp730 = icmp sgt i32 %sel78, 1
  %fadd731 = fadd reassoc contract float %v642, %v649
  %sel732 = select i1 %cmp730, float %fadd731, float %v642
  %cmp733 = icmp sgt i32 %sel78, 2
  %fadd734 = fadd reassoc contract float %v656, %sel732
  %sel735 = select i1 %cmp733, float %fadd734, float %sel732
  %cmp736 = icmp sgt i32 %sel78, 3
  %fadd737 = fadd reassoc contract float %v663, %sel735
  %sel738 = select i1 %cmp736, float %fadd737, float %sel735
  %cmp739 = icmp sgt i32 %sel78, 4
  %fadd740 = fadd reassoc contract float %v670, %sel738
  %sel741 = select i1 %cmp739, float %fadd740, float %sel738
  %cmp742 = icmp sgt i32 %sel98, 1
  %fadd743 = fadd reassoc contract float %v677, %v684
  %sel744 = select i1 %cmp742, float %fadd743, float %v677
  %cmp745 = icmp sgt i32 %sel98, 2
  %fadd746 = fadd reassoc contract float %v691, %sel744
  %sel747 = select i1 %cmp745, float %fadd746, float %sel744
  %cmp748 = icmp sgt i32 %sel98, 3
  %fadd749 = fadd reassoc contract float %v698, %sel747
  %sel750 = select i1 %cmp748, float %fadd749, float %sel747
  %cmp751 = icmp sgt i32 %sel98, 4
  %fadd752 = fadd reassoc contract float %v705, %sel750
  %sel753 = select i1 %cmp751, float %fadd752, float %sel750
  br label %endif163

then755:                                          ; preds = %then161
  %add765 = add nuw i32 %call35, 1
  %call766 = tail call i32 @llvm.umin.i32(i32 %add765, i32 %call40)
  %wide767 = zext nneg i32 %call766 to i64
  %p770 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide767
  %v771 = load float, ptr addrspace(1) %p770, align 4
  %add772 = add nuw i32 %call35, 2
  %call773 = tail call i32 @llvm.umin.i32(i32 %add772, i32 %call40)
  %wide774 = zext nneg i32 %call773 to i64
  %p777 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide774
  %v778 = load float, ptr addrspace(1) %p777, align 4
  %add779 = add nuw i32 %call35, 3
  %call780 = tail call i32 @llvm.umin.i32(i32 %add779, i32 %call40)
  %wide781 = zext nneg i32 %call780 to i64
  %p784 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide781
  %v785 = load float, ptr addrspace(1) %p784, align 4
  %add786 = add nuw i32 %call35, 4
  %call787 = tail call i32 @llvm.umin.i32(i32 %add786, i32 %call40)
  %wide788 = zext nneg i32 %call787 to i64
  %p791 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide788
  %v792 = load float, ptr addrspace(1) %p791, align 4
  %add793 = add nuw i32 %call35, 5
  %call794 = tail call i32 @llvm.umin.i32(i32 %add793, i32 %call40)
  %wide795 = zext nneg i32 %call794 to i64
  %p798 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide795
  %v799 = load float, ptr addrspace(1) %p798, align 4
  %call801 = tail call i32 @llvm.umin.i32(i32 %call54, i32 %call60)
  %wide802 = zext nneg i32 %call801 to i64
  %p805 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide802
  %v806 = load float, ptr addrspace(1) %p805, align 4
  %add807 = add nuw i32 %call54, 1
  %call808 = tail call i32 @llvm.umin.i32(i32 %add807, i32 %call60)
  %wide809 = zext nneg i32 %call808 to i64
  %p812 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide809
  %v813 = load float, ptr addrspace(1) %p812, align 4
  %add814 = add nuw i32 %call54, 2
  %call815 = tail call i32 @llvm.umin.i32(i32 %add814, i32 %call60)
  %wide816 = zext nneg i32 %call815 to i64
  %p819 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide816
  %v820 = load float, ptr addrspace(1) %p819, align 4
  %add821 = add nuw i32 %call54, 3
  %call822 = tail call i32 @llvm.umin.i32(i32 %add821, i32 %call60)
  %wide823 = zext nneg i32 %call822 to i64
  %p826 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide823
  %v827 = load float, ptr addrspace(1) %p826, align 4
  %add828 = add nuw i32 %call54, 4
  %call829 = tail call i32 @llvm.umin.i32(i32 %add828, i32 %call60)
  %wide830 = zext nneg i32 %call829 to i64
  %p833 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide830
  %v834 = load float, ptr addrspace(1) %p833, align 4
  %add835 = add nuw i32 %call54, 5
  %call836 = tail call i32 @llvm.umin.i32(i32 %add835, i32 %call60)
  %wide837 = zext nneg i32 %call836 to i64
  %p840 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide837
  %v841 = load float, ptr addrspace(1) %p840, align 4
  %call843 = tail call i32 @llvm.umin.i32(i32 %call74, i32 %call80)
  %wide844 = zext nneg i32 %call843 to i64
  %p847 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide844
  %v848 = load float, ptr addrspace(1) %p847, align 4
  %add849 = add nuw i32 %call74, 1
  %call850 = tail call i32 @llvm.umin.i32(i32 %add849, i32 %call80)
  %wide851 = zext nneg i32 %call850 to i64
  %p854 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide851
  %v855 = load float, ptr addrspace(1) %p854, align 4
  %add856 = add nuw i32 %call74, 2
  %call857 = tail call i32 @llvm.umin.i32(i32 %add856, i32 %call80)
  %wide858 = zext nneg i32 %call857 to i64
  %p861 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide858
  %v862 = load float, ptr addrspace(1) %p861, align 4
  %add863 = add nuw i32 %call74, 3
  %call864 = tail call i32 @llvm.umin.i32(i32 %add863, i32 %call80)
  %wide865 = zext nneg i32 %call864 to i64
  %p868 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide865
  %v869 = load float, ptr addrspace(1) %p868, align 4
  %add870 = add nuw i32 %call74, 4
  %call871 = tail call i32 @llvm.umin.i32(i32 %add870, i32 %call80)
  %wide872 = zext nneg i32 %call871 to i64
  %p875 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide872
  %v876 = load float, ptr addrspace(1) %p875, align 4
  %add877 = add nuw i32 %call74, 5
  %call878 = tail call i32 @llvm.umin.i32(i32 %add877, i32 %call80)
  %wide879 = zext nneg i32 %call878 to i64
  %p882 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide879
  %v883 = load float, ptr addrspace(1) %p882, align 4
  %call885 = tail call i32 @llvm.umin.i32(i32 %call94, i32 %call100)
  %wide886 = zext nneg i32 %call885 to i64
  %p889 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide886
  %v890 = load float, ptr addrspace(1) %p889, align 4
  %add891 = add nuw i32 %call94, 1
  %call892 = tail call i32 @llvm.umin.i32(i32 %add891, i32 %call100)
  %wide893 = zext nneg i32 %call892 to i64
  %p896 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide893
  %v897 = load float, ptr addrspace(1) %p896, align 4
  %add898 = add nuw i32 %call94, 2
  %call899 = tail call i32 @llvm.umin.i32(i32 %add898, i32 %call100)
  %wide900 = zext nneg i32 %call899 to i64
  %p903 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide900
  %v904 = load float, ptr addrspace(1) %p903, align 4
  %add905 = add nuw i32 %call94, 3
  %call906 = tail call i32 @llvm.umin.i32(i32 %add905, i32 %call100)
  %wide907 = zext nneg i32 %call906 to i64
  %p910 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide907
  %v911 = load float, ptr addrspace(1) %p910, align 4
  %add912 = add nuw i32 %call94, 4
  %call913 = tail call i32 @llvm.umin.i32(i32 %add912, i32 %call100)
  %wide914 = zext nneg i32 %call913 to i64
  %p917 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide914
  %v918 = load float, ptr addrspace(1) %p917, align 4
  %add919 = add nuw i32 %call94, 5
  %call920 = tail call i32 @llvm.umin.i32(i32 %add919, i32 %call100)
  %wide921 = zext nneg i32 %call920 to i64
  %p924 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide921
  %v925 = load float, ptr addrspace(1) %p924, align 4
  %cmp926 = icmp sgt i32 %sel, 1
  %fadd927 = fadd reassoc contract float %v1576, %v771
  %sel928 = select i1 %cmp926, float %fadd927, float %v1576
  %cmp929 = icmp sgt i32 %sel, 2
  %fadd930 = fadd reassoc contract float %v778, %sel928
  %sel931 = select i1 %cmp929, float %fadd930, float %sel928
  %cmp932 = icmp sgt i32 %sel, 3
  %fadd933 = fadd reassoc contract float %v785, %sel931
  %sel934 = select i1 %cmp932, float %fadd933, float %sel931
  %cmp935 = icmp sgt i32 %sel, 4
  %fadd936 = fadd reassoc contract float %v792, %sel934
  %sel937 = select i1 %cmp935, float %fadd936, float %sel934
  %cmp938 = icmp sgt i32 %sel, 5
  %fadd939 = fadd reassoc contract float %v799, %sel937
  %sel940 = select i1 %cmp938, float %fadd939, float %sel937
  %cmp941 = icmp sgt i32 %sel58, 1
  %fadd942 = fadd reassoc contract float %v806, %v813
  %sel943 = select i1 %cmp941, float %fadd942, float %v806
  %cmp944 = icmp sgt i32 %sel58, 2
  %fadd945 = fadd reassoc contract float %v820, %sel943
  %sel946 = select i1 %cmp944, float %fadd945, float %sel943
  %cmp947 = icmp sgt i32 %sel58, 3
  %fadd948 = fadd reassoc contract float %v827, %sel946
  %sel949 = select i1 %cmp947, float %fadd948, float %sel946
  %cmp950 = icmp sgt i32 %sel58, 4
  %fadd951 = fadd reassoc contract float %v834, %sel949
  %sel952 = select i1 %cmp950, float %fadd951, float %sel949
  %cmp953 = icmp sgt i32 %sel58, 5
  %fadd954 = fadd reassoc contract float %v841, %sel952
  %sel955 = select i1 %cmp953, float %fadd954, float %sel952
  %cmp956 = icmp sgt i32 %sel78, 1
  %fadd957 = fadd reassoc contract float %v848, %v855
  %sel958 = select i1 %cmp956, float %fadd957, float %v848
  %cmp959 = icmp sgt i32 %sel78, 2
  %fadd960 = fadd reassoc contract float %v862, %sel958
  %sel961 = select i1 %cmp959, float %fadd960, float %sel958
  %cmp962 = icmp sgt i32 %sel78, 3
  %fadd963 = fadd reassoc contract float %v869, %sel961
  %sel964 = select i1 %cmp962, float %fadd963, float %sel961
  %cmp965 = icmp sgt i32 %sel78, 4
  %fadd966 = fadd reassoc contract float %v876, %sel964
  %sel967 = select i1 %cmp965, float %fadd966, float %sel964
  %cmp968 = icmp sgt i32 %sel78, 5
  %fadd969 = fadd reassoc contract float %v883, %sel967
  %sel970 = select i1 %cmp968, float %fadd969, float %sel967
  %cmp971 = icmp sgt i32 %sel98, 1
  %fadd972 = fadd reassoc contract float %v890, %v897
  %sel973 = select i1 %cmp971, float %fadd972, float %v890
  %cmp974 = icmp sgt i32 %sel98, 2
  %fadd975 = fadd reassoc contract float %v904, %sel973
  %sel976 = select i1 %cmp974, float %fadd975, float %sel973
  %cmp977 = icmp sgt i32 %sel98, 3
  %fadd978 = fadd reassoc contract float %v911, %sel976
  %sel979 = select i1 %cmp977, float %fadd978, float %sel976
  %cmp980 = icmp sgt i32 %sel98, 4
  %fadd981 = fadd reassoc contract float %v918, %sel979
  %sel982 = select i1 %cmp980, float %fadd981, float %sel979
  %cmp983 = icmp sgt i32 %sel98, 5
  %fadd984 = fadd reassoc contract float %v925, %sel982
  %sel985 = select i1 %cmp983, float %fadd984, float %sel982
  br label %endif163

then987:                                          ; preds = %then161
  %add997 = add nuw i32 %call35, 1
  %call998 = tail call i32 @llvm.umin.i32(i32 %add997, i32 %call40)
  %wide999 = zext nneg i32 %call998 to i64
  %p1002 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide999
  %v1003 = load float, ptr addrspace(1) %p1002, align 4
  %add1004 = add nuw i32 %call35, 2
  %call1005 = tail call i32 @llvm.umin.i32(i32 %add1004, i32 %call40)
  %wide1006 = zext nneg i32 %call1005 to i64
  %p1009 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1006
  %v1010 = load float, ptr addrspace(1) %p1009, align 4
  %add1011 = add nuw i32 %call35, 3
  %call1012 = tail call i32 @llvm.umin.i32(i32 %add1011, i32 %call40)
  %wide1013 = zext nneg i32 %call1012 to i64
  %p1016 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1013
  %v1017 = load float, ptr addrspace(1) %p1016, align 4
  %add1018 = add nuw i32 %call35, 4
  %call1019 = tail call i32 @llvm.umin.i32(i32 %add1018, i32 %call40)
  %wide1020 = zext nneg i32 %call1019 to i64
  %p1023 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1020
  %v1024 = load float, ptr addrspace(1) %p1023, align 4
  %add1025 = add nuw i32 %call35, 5
  %call1026 = tail call i32 @llvm.umin.i32(i32 %add1025, i32 %call40)
  %wide1027 = zext nneg i32 %call1026 to i64
  %p1030 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1027
  %v1031 = load float, ptr addrspace(1) %p1030, align 4
  %add1032 = add nuw i32 %call35, 6
  %call1033 = tail call i32 @llvm.umin.i32(i32 %add1032, i32 %call40)
  %wide1034 = zext nneg i32 %call1033 to i64
  %p1037 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1034
  %v1038 = load float, ptr addrspace(1) %p1037, align 4
  %call1040 = tail call i32 @llvm.umin.i32(i32 %call54, i32 %call60)
  %wide1041 = zext nneg i32 %call1040 to i64
  %p1044 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1041
  %v1045 = load float, ptr addrspace(1) %p1044, align 4
  %add1046 = add nuw i32 %call54, 1
  %call1047 = tail call i32 @llvm.umin.i32(i32 %add1046, i32 %call60)
  %wide1048 = zext nneg i32 %call1047 to i64
  %p1051 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1048
  %v1052 = load float, ptr addrspace(1) %p1051, align 4
  %add1053 = add nuw i32 %call54, 2
  %call1054 = tail call i32 @llvm.umin.i32(i32 %add1053, i32 %call60)
  %wide1055 = zext nneg i32 %call1054 to i64
  %p1058 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1055
  %v1059 = load float, ptr addrspace(1) %p1058, align 4
  %add1060 = add nuw i32 %call54, 3
  %call1061 = tail call i32 @llvm.umin.i32(i32 %add1060, i32 %call60)
  %wide1062 = zext nneg i32 %call1061 to i64
  %p1065 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1062
  %v1066 = load float, ptr addrspace(1) %p1065, align 4
  %add1067 = add nuw i32 %call54, 4
  %call1068 = tail call i32 @llvm.umin.i32(i32 %add1067, i32 %call60)
  %wide1069 = zext nneg i32 %call1068 to i64
  %p1072 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1069
  %v1073 = load float, ptr addrspace(1) %p1072, align 4
  %add1074 = add nuw i32 %call54, 5
  %call1075 = tail call i32 @llvm.umin.i32(i32 %add1074, i32 %call60)
  %wide1076 = zext nneg i32 %call1075 to i64
  %p1079 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1076
  %v1080 = load float, ptr addrspace(1) %p1079, align 4
  %add1081 = add nuw i32 %call54, 6
  %call1082 = tail call i32 @llvm.umin.i32(i32 %add1081, i32 %call60)
  %wide1083 = zext nneg i32 %call1082 to i64
  %p1086 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1083
  %v1087 = load float, ptr addrspace(1) %p1086, align 4
  %call1089 = tail call i32 @llvm.umin.i32(i32 %call74, i32 %call80)
  %wide1090 = zext nneg i32 %call1089 to i64
  %p1093 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1090
  %v1094 = load float, ptr addrspace(1) %p1093, align 4
  %add1095 = add nuw i32 %call74, 1
  %call1096 = tail call i32 @llvm.umin.i32(i32 %add1095, i32 %call80)
  %wide1097 = zext nneg i32 %call1096 to i64
  %p1100 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1097
  %v1101 = load float, ptr addrspace(1) %p1100, align 4
  %add1102 = add nuw i32 %call74, 2
  %call1103 = tail call i32 @llvm.umin.i32(i32 %add1102, i32 %call80)
  %wide1104 = zext nneg i32 %call1103 to i64
  %p1107 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1104
  %v1108 = load float, ptr addrspace(1) %p1107, align 4
  %add1109 = add nuw i32 %call74, 3
  %call1110 = tail call i32 @llvm.umin.i32(i32 %add1109, i32 %call80)
  %wide1111 = zext nneg i32 %call1110 to i64
  %p1114 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1111
  %v1115 = load float, ptr addrspace(1) %p1114, align 4
  %add1116 = add nuw i32 %call74, 4
  %call1117 = tail call i32 @llvm.umin.i32(i32 %add1116, i32 %call80)
  %wide1118 = zext nneg i32 %call1117 to i64
  %p1121 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1118
  %v1122 = load float, ptr addrspace(1) %p1121, align 4
  %add1123 = add nuw i32 %call74, 5
  %call1124 = tail call i32 @llvm.umin.i32(i32 %add1123, i32 %call80)
  %wide1125 = zext nneg i32 %call1124 to i64
  %p1128 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1125
  %v1129 = load float, ptr addrspace(1) %p1128, align 4
  %add1130 = add nuw i32 %call74, 6
  %call1131 = tail call i32 @llvm.umin.i32(i32 %add1130, i32 %call80)
  %wide1132 = zext nneg i32 %call1131 to i64
  %p1135 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1132
  %v1136 = load float, ptr addrspace(1) %p1135, align 4
  %call1138 = tail call i32 @llvm.umin.i32(i32 %call94, i32 %call100)
  %wide1139 = zext nneg i32 %call1138 to i64
  %p1142 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1139
  %v1143 = load float, ptr addrspace(1) %p1142, align 4
  %add1144 = add nuw i32 %call94, 1
  %call1145 = tail call i32 @llvm.umin.i32(i32 %add1144, i32 %call100)
  %wide1146 = zext nneg i32 %call1145 to i64
  %p1149 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1146
  %v1150 = load float, ptr addrspace(1) %p1149, align 4
  %add1151 = add nuw i32 %call94, 2
  %call1152 = tail call i32 @llvm.umin.i32(i32 %add1151, i32 %call100)
  %wide1153 = zext nneg i32 %call1152 to i64
  %p1156 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1153
  %v1157 = load float, ptr addrspace(1) %p1156, align 4
  %add1158 = add nuw i32 %call94, 3
  %call1159 = tail call i32 @llvm.umin.i32(i32 %add1158, i32 %call100)
  %wide1160 = zext nneg i32 %call1159 to i64
  %p1163 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1160
  %v1164 = load float, ptr addrspace(1) %p1163, align 4
  %add1165 = add nuw i32 %call94, 4
  %call1166 = tail call i32 @llvm.umin.i32(i32 %add1165, i32 %call100)
  %wide1167 = zext nneg i32 %call1166 to i64
  %p1170 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1167
  %v1171 = load float, ptr addrspace(1) %p1170, align 4
  %add1172 = add nuw i32 %call94, 5
  %call1173 = tail call i32 @llvm.umin.i32(i32 %add1172, i32 %call100)
  %wide1174 = zext nneg i32 %call1173 to i64
  %p1177 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1174
  %v1178 = load float, ptr addrspace(1) %p1177, align 4
  %add1179 = add nuw i32 %call94, 6
  %call1180 = tail call i32 @llvm.umin.i32(i32 %add1179, i32 %call100)
  %wide1181 = zext nneg i32 %call1180 to i64
  %p1184 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1181
  %v1185 = load float, ptr addrspace(1) %p1184, align 4
  %cmp1186 = icmp sgt i32 %sel, 1
  %fadd1187 = fadd reassoc contract float %v1576, %v1003
  %sel1188 = select i1 %cmp1186, float %fadd1187, float %v1576
  %cmp1189 = icmp sgt i32 %sel, 2
  %fadd1190 = fadd reassoc contract float %v1010, %sel1188
  %sel1191 = select i1 %cmp1189, float %fadd1190, float %sel1188
  %cmp1192 = icmp sgt i32 %sel, 3
  %fadd1193 = fadd reassoc contract float %v1017, %sel1191
  %sel1194 = select i1 %cmp1192, float %fadd1193, float %sel1191
  %cmp1195 = icmp sgt i32 %sel, 4
  %fadd1196 = fadd reassoc contract float %v1024, %sel1194
  %sel1197 = select i1 %cmp1195, float %fadd1196, float %sel1194
  %cmp1198 = icmp sgt i32 %sel, 5
  %fadd1199 = fadd reassoc contract float %v1031, %sel1197
  %sel1200 = select i1 %cmp1198, float %fadd1199, float %sel1197
  %cmp1201 = icmp sgt i32 %sel, 6
  %fadd1202 = fadd reassoc contract float %v1038, %sel1200
  %sel1203 = select i1 %cmp1201, float %fadd1202, float %sel1200
  %cmp1204 = icmp sgt i32 %sel58, 1
  %fadd1205 = fadd reassoc contract float %v1045, %v1052
  %sel1206 = select i1 %cmp1204, float %fadd1205, float %v1045
  %cmp1207 = icmp sgt i32 %sel58, 2
  %fadd1208 = fadd reassoc contract float %v1059, %sel1206
  %sel1209 = select i1 %cmp1207, float %fadd1208, float %sel1206
  %cmp1210 = icmp sgt i32 %sel58, 3
  %fadd1211 = fadd reassoc contract float %v1066, %sel1209
  %sel1212 = select i1 %cmp1210, float %fadd1211, float %sel1209
  %cmp1213 = icmp sgt i32 %sel58, 4
  %fadd1214 = fadd reassoc contract float %v1073, %sel1212
  %sel1215 = select i1 %cmp1213, float %fadd1214, float %sel1212
  %cmp1216 = icmp sgt i32 %sel58, 5
  %fadd1217 = fadd reassoc contract float %v1080, %sel1215
  %sel1218 = select i1 %cmp1216, float %fadd1217, float %sel1215
  %cmp1219 = icmp sgt i32 %sel58, 6
  %fadd1220 = fadd reassoc contract float %v1087, %sel1218
  %sel1221 = select i1 %cmp1219, float %fadd1220, float %sel1218
  %cmp1222 = icmp sgt i32 %sel78, 1
  %fadd1223 = fadd reassoc contract float %v1094, %v1101
  %sel1224 = select i1 %cmp1222, float %fadd1223, float %v1094
  %cmp1225 = icmp sgt i32 %sel78, 2
  %fadd1226 = fadd reassoc contract float %v1108, %sel1224
  %sel1227 = select i1 %cmp1225, float %fadd1226, float %sel1224
  %cmp1228 = icmp sgt i32 %sel78, 3
  %fadd1229 = fadd reassoc contract float %v1115, %sel1227
  %sel1230 = select i1 %cmp1228, float %fadd1229, float %sel1227
  %cmp1231 = icmp sgt i32 %sel78, 4
  %fadd1232 = fadd reassoc contract float %v1122, %sel1230
  %sel1233 = select i1 %cmp1231, float %fadd1232, float %sel1230
  %cmp1234 = icmp sgt i32 %sel78, 5
  %fadd1235 = fadd reassoc contract float %v1129, %sel1233
  %sel1236 = select i1 %cmp1234, float %fadd1235, float %sel1233
  %cmp1237 = icmp sgt i32 %sel78, 6
  %fadd1238 = fadd reassoc contract float %v1136, %sel1236
  %sel1239 = select i1 %cmp1237, float %fadd1238, float %sel1236
  %cmp1240 = icmp sgt i32 %sel98, 1
  %fadd1241 = fadd reassoc contract float %v1143, %v1150
  %sel1242 = select i1 %cmp1240, float %fadd1241, float %v1143
  %cmp1243 = icmp sgt i32 %sel98, 2
  %fadd1244 = fadd reassoc contract float %v1157, %sel1242
  %sel1245 = select i1 %cmp1243, float %fadd1244, float %sel1242
  %cmp1246 = icmp sgt i32 %sel98, 3
  %fadd1247 = fadd reassoc contract float %v1164, %sel1245
  %sel1248 = select i1 %cmp1246, float %fadd1247, float %sel1245
  %cmp1249 = icmp sgt i32 %sel98, 4
  %fadd1250 = fadd reassoc contract float %v1171, %sel1248
  %sel1251 = select i1 %cmp1249, float %fadd1250, float %sel1248
  %cmp1252 = icmp sgt i32 %sel98, 5
  %fadd1253 = fadd reassoc contract float %v1178, %sel1251
  %sel1254 = select i1 %cmp1252, float %fadd1253, float %sel1251
  %cmp1255 = icmp sgt i32 %sel98, 6
  %fadd1256 = fadd reassoc contract float %v1185, %sel1254
  %sel1257 = select i1 %cmp1255, float %fadd1256, float %sel1254
  br label %endif163

then1259:                                         ; preds = %then161
  %add1269 = add nuw i32 %call35, 1
  %call1270 = tail call i32 @llvm.umin.i32(i32 %add1269, i32 %call40)
  %wide1271 = zext nneg i32 %call1270 to i64
  %p1274 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1271
  %v1275 = load float, ptr addrspace(1) %p1274, align 4
  %add1276 = add nuw i32 %call35, 2
  %call1277 = tail call i32 @llvm.umin.i32(i32 %add1276, i32 %call40)
  %wide1278 = zext nneg i32 %call1277 to i64
  %p1281 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1278
  %v1282 = load float, ptr addrspace(1) %p1281, align 4
  %add1283 = add nuw i32 %call35, 3
  %call1284 = tail call i32 @llvm.umin.i32(i32 %add1283, i32 %call40)
  %wide1285 = zext nneg i32 %call1284 to i64
  %p1288 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1285
  %v1289 = load float, ptr addrspace(1) %p1288, align 4
  %add1290 = add nuw i32 %call35, 4
  %call1291 = tail call i32 @llvm.umin.i32(i32 %add1290, i32 %call40)
  %wide1292 = zext nneg i32 %call1291 to i64
  %p1295 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1292
  %v1296 = load float, ptr addrspace(1) %p1295, align 4
  %add1297 = add nuw i32 %call35, 5
  %call1298 = tail call i32 @llvm.umin.i32(i32 %add1297, i32 %call40)
  %wide1299 = zext nneg i32 %call1298 to i64
  %p1302 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1299
  %v1303 = load float, ptr addrspace(1) %p1302, align 4
  %add1304 = add nuw i32 %call35, 6
  %call1305 = tail call i32 @llvm.umin.i32(i32 %add1304, i32 %call40)
  %wide1306 = zext nneg i32 %call1305 to i64
  %p1309 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1306
  %v1310 = load float, ptr addrspace(1) %p1309, align 4
  %add1311 = add nuw i32 %call35, 7
  %call1312 = tail call i32 @llvm.umin.i32(i32 %add1311, i32 %call40)
  %wide1313 = zext nneg i32 %call1312 to i64
  %p1316 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1313
  %v1317 = load float, ptr addrspace(1) %p1316, align 4
  %call1319 = tail call i32 @llvm.umin.i32(i32 %call54, i32 %call60)
  %wide1320 = zext nneg i32 %call1319 to i64
  %p1323 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1320
  %v1324 = load float, ptr addrspace(1) %p1323, align 4
  %add1325 = add nuw i32 %call54, 1
  %call1326 = tail call i32 @llvm.umin.i32(i32 %add1325, i32 %call60)
  %wide1327 = zext nneg i32 %call1326 to i64
  %p1330 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1327
  %v1331 = load float, ptr addrspace(1) %p1330, align 4
  %add1332 = add nuw i32 %call54, 2
  %call1333 = tail call i32 @llvm.umin.i32(i32 %add1332, i32 %call60)
  %wide1334 = zext nneg i32 %call1333 to i64
  %p1337 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1334
  %v1338 = load float, ptr addrspace(1) %p1337, align 4
  %add1339 = add nuw i32 %call54, 3
  %call1340 = tail call i32 @llvm.umin.i32(i32 %add1339, i32 %call60)
  %wide1341 = zext nneg i32 %call1340 to i64
  %p1344 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1341
  %v1345 = load float, ptr addrspace(1) %p1344, align 4
  %add1346 = add nuw i32 %call54, 4
  %call1347 = tail call i32 @llvm.umin.i32(i32 %add1346, i32 %call60)
  %wide1348 = zext nneg i32 %call1347 to i64
  %p1351 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1348
  %v1352 = load float, ptr addrspace(1) %p1351, align 4
  %add1353 = add nuw i32 %call54, 5
  %call1354 = tail call i32 @llvm.umin.i32(i32 %add1353, i32 %call60)
  %wide1355 = zext nneg i32 %call1354 to i64
  %p1358 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1355
  %v1359 = load float, ptr addrspace(1) %p1358, align 4
  %add1360 = add nuw i32 %call54, 6
  %call1361 = tail call i32 @llvm.umin.i32(i32 %add1360, i32 %call60)
  %wide1362 = zext nneg i32 %call1361 to i64
  %p1365 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1362
  %v1366 = load float, ptr addrspace(1) %p1365, align 4
  %add1367 = add nuw i32 %call54, 7
  %call1368 = tail call i32 @llvm.umin.i32(i32 %add1367, i32 %call60)
  %wide1369 = zext nneg i32 %call1368 to i64
  %p1372 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1369
  %v1373 = load float, ptr addrspace(1) %p1372, align 4
  %call1375 = tail call i32 @llvm.umin.i32(i32 %call74, i32 %call80)
  %wide1376 = zext nneg i32 %call1375 to i64
  %p1379 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1376
  %v1380 = load float, ptr addrspace(1) %p1379, align 4
  %add1381 = add nuw i32 %call74, 1
  %call1382 = tail call i32 @llvm.umin.i32(i32 %add1381, i32 %call80)
  %wide1383 = zext nneg i32 %call1382 to i64
  %p1386 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1383
  %v1387 = load float, ptr addrspace(1) %p1386, align 4
  %add1388 = add nuw i32 %call74, 2
  %call1389 = tail call i32 @llvm.umin.i32(i32 %add1388, i32 %call80)
  %wide1390 = zext nneg i32 %call1389 to i64
  %p1393 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1390
  %v1394 = load float, ptr addrspace(1) %p1393, align 4
  %add1395 = add nuw i32 %call74, 3
  %call1396 = tail call i32 @llvm.umin.i32(i32 %add1395, i32 %call80)
  %wide1397 = zext nneg i32 %call1396 to i64
  %p1400 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1397
  %v1401 = load float, ptr addrspace(1) %p1400, align 4
  %add1402 = add nuw i32 %call74, 4
  %call1403 = tail call i32 @llvm.umin.i32(i32 %add1402, i32 %call80)
  %wide1404 = zext nneg i32 %call1403 to i64
  %p1407 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1404
  %v1408 = load float, ptr addrspace(1) %p1407, align 4
  %add1409 = add nuw i32 %call74, 5
  %call1410 = tail call i32 @llvm.umin.i32(i32 %add1409, i32 %call80)
  %wide1411 = zext nneg i32 %call1410 to i64
  %p1414 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1411
  %v1415 = load float, ptr addrspace(1) %p1414, align 4
  %add1416 = add nuw i32 %call74, 6
  %call1417 = tail call i32 @llvm.umin.i32(i32 %add1416, i32 %call80)
  %wide1418 = zext nneg i32 %call1417 to i64
  %p1421 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1418
  %v1422 = load float, ptr addrspace(1) %p1421, align 4
  %add1423 = add nuw i32 %call74, 7
  %call1424 = tail call i32 @llvm.umin.i32(i32 %add1423, i32 %call80)
  %wide1425 = zext nneg i32 %call1424 to i64
  %p1428 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1425
  %v1429 = load float, ptr addrspace(1) %p1428, align 4
  %call1431 = tail call i32 @llvm.umin.i32(i32 %call94, i32 %call100)
  %wide1432 = zext nneg i32 %call1431 to i64
  %p1435 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1432
  %v1436 = load float, ptr addrspace(1) %p1435, align 4
  %add1437 = add nuw i32 %call94, 1
  %call1438 = tail call i32 @llvm.umin.i32(i32 %add1437, i32 %call100)
  %wide1439 = zext nneg i32 %call1438 to i64
  %p1442 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1439
  %v1443 = load float, ptr addrspace(1) %p1442, align 4
  %add1444 = add nuw i32 %call94, 2
  %call1445 = tail call i32 @llvm.umin.i32(i32 %add1444, i32 %call100)
  %wide1446 = zext nneg i32 %call1445 to i64
  %p1449 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1446
  %v1450 = load float, ptr addrspace(1) %p1449, align 4
  %add1451 = add nuw i32 %call94, 3
  %call1452 = tail call i32 @llvm.umin.i32(i32 %add1451, i32 %call100)
  %wide1453 = zext nneg i32 %call1452 to i64
  %p1456 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1453
  %v1457 = load float, ptr addrspace(1) %p1456, align 4
  %add1458 = add nuw i32 %call94, 4
  %call1459 = tail call i32 @llvm.umin.i32(i32 %add1458, i32 %call100)
  %wide1460 = zext nneg i32 %call1459 to i64
  %p1463 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1460
  %v1464 = load float, ptr addrspace(1) %p1463, align 4
  %add1465 = add nuw i32 %call94, 5
  %call1466 = tail call i32 @llvm.umin.i32(i32 %add1465, i32 %call100)
  %wide1467 = zext nneg i32 %call1466 to i64
  %p1470 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1467
  %v1471 = load float, ptr addrspace(1) %p1470, align 4
  %add1472 = add nuw i32 %call94, 6
  %call1473 = tail call i32 @llvm.umin.i32(i32 %add1472, i32 %call100)
  %wide1474 = zext nneg i32 %call1473 to i64
  %p1477 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1474
  %v1478 = load float, ptr addrspace(1) %p1477, align 4
  %add1479 = add nuw i32 %call94, 7
  %call1480 = tail call i32 @llvm.umin.i32(i32 %add1479, i32 %call100)
  %wide1481 = zext nneg i32 %call1480 to i64
  %p1484 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1481
  %v1485 = load float, ptr addrspace(1) %p1484, align 4
  %cmp1486 = icmp sgt i32 %sel, 1
  %fadd1487 = fadd reassoc contract float %v1576, %v1275
  %sel1488 = select i1 %cmp1486, float %fadd1487, float %v1576
  %cmp1489 = icmp sgt i32 %sel, 2
  %fadd1490 = fadd reassoc contract float %v1282, %sel1488
  %sel1491 = select i1 %cmp1489, float %fadd1490, float %sel1488
  %cmp1492 = icmp sgt i32 %sel, 3
  %fadd1493 = fadd reassoc contract float %v1289, %sel1491
  %sel1494 = select i1 %cmp1492, float %fadd1493, float %sel1491
  %cmp1495 = icmp sgt i32 %sel, 4
  %fadd1496 = fadd reassoc contract float %v1296, %sel1494
  %sel1497 = select i1 %cmp1495, float %fadd1496, float %sel1494
  %cmp1498 = icmp sgt i32 %sel, 5
  %fadd1499 = fadd reassoc contract float %v1303, %sel1497
  %sel1500 = select i1 %cmp1498, float %fadd1499, float %sel1497
  %cmp1501 = icmp sgt i32 %sel, 6
  %fadd1502 = fadd reassoc contract float %v1310, %sel1500
  %sel1503 = select i1 %cmp1501, float %fadd1502, float %sel1500
  %cmp1504 = icmp sgt i32 %sel, 7
  %fadd1505 = fadd reassoc contract float %v1317, %sel1503
  %sel1506 = select i1 %cmp1504, float %fadd1505, float %sel1503
  %cmp1507 = icmp sgt i32 %sel58, 1
  %fadd1508 = fadd reassoc contract float %v1324, %v1331
  %sel1509 = select i1 %cmp1507, float %fadd1508, float %v1324
  %cmp1510 = icmp sgt i32 %sel58, 2
  %fadd1511 = fadd reassoc contract float %v1338, %sel1509
  %sel1512 = select i1 %cmp1510, float %fadd1511, float %sel1509
  %cmp1513 = icmp sgt i32 %sel58, 3
  %fadd1514 = fadd reassoc contract float %v1345, %sel1512
  %sel1515 = select i1 %cmp1513, float %fadd1514, float %sel1512
  %cmp1516 = icmp sgt i32 %sel58, 4
  %fadd1517 = fadd reassoc contract float %v1352, %sel1515
  %sel1518 = select i1 %cmp1516, float %fadd1517, float %sel1515
  %cmp1519 = icmp sgt i32 %sel58, 5
  %fadd1520 = fadd reassoc contract float %v1359, %sel1518
  %sel1521 = select i1 %cmp1519, float %fadd1520, float %sel1518
  %cmp1522 = icmp sgt i32 %sel58, 6
  %fadd1523 = fadd reassoc contract float %v1366, %sel1521
  %sel1524 = select i1 %cmp1522, float %fadd1523, float %sel1521
  %cmp1525 = icmp sgt i32 %sel58, 7
  %fadd1526 = fadd reassoc contract float %v1373, %sel1524
  %sel1527 = select i1 %cmp1525, float %fadd1526, float %sel1524
  %cmp1528 = icmp sgt i32 %sel78, 1
  %fadd1529 = fadd reassoc contract float %v1380, %v1387
  %sel1530 = select i1 %cmp1528, float %fadd1529, float %v1380
  %cmp1531 = icmp sgt i32 %sel78, 2
  %fadd1532 = fadd reassoc contract float %v1394, %sel1530
  %sel1533 = select i1 %cmp1531, float %fadd1532, float %sel1530
  %cmp1534 = icmp sgt i32 %sel78, 3
  %fadd1535 = fadd reassoc contract float %v1401, %sel1533
  %sel1536 = select i1 %cmp1534, float %fadd1535, float %sel1533
  %cmp1537 = icmp sgt i32 %sel78, 4
  %fadd1538 = fadd reassoc contract float %v1408, %sel1536
  %sel1539 = select i1 %cmp1537, float %fadd1538, float %sel1536
  %cmp1540 = icmp sgt i32 %sel78, 5
  %fadd1541 = fadd reassoc contract float %v1415, %sel1539
  %sel1542 = select i1 %cmp1540, float %fadd1541, float %sel1539
  %cmp1543 = icmp sgt i32 %sel78, 6
  %fadd1544 = fadd reassoc contract float %v1422, %sel1542
  %sel1545 = select i1 %cmp1543, float %fadd1544, float %sel1542
  %cmp1546 = icmp sgt i32 %sel78, 7
  %fadd1547 = fadd reassoc contract float %v1429, %sel1545
  %sel1548 = select i1 %cmp1546, float %fadd1547, float %sel1545
  %cmp1549 = icmp sgt i32 %sel98, 1
  %fadd1550 = fadd reassoc contract float %v1436, %v1443
  %sel1551 = select i1 %cmp1549, float %fadd1550, float %v1436
  %cmp1552 = icmp sgt i32 %sel98, 2
  %fadd1553 = fadd reassoc contract float %v1450, %sel1551
  %sel1554 = select i1 %cmp1552, float %fadd1553, float %sel1551
  %cmp1555 = icmp sgt i32 %sel98, 3
  %fadd1556 = fadd reassoc contract float %v1457, %sel1554
  %sel1557 = select i1 %cmp1555, float %fadd1556, float %sel1554
  %cmp1558 = icmp sgt i32 %sel98, 4
  %fadd1559 = fadd reassoc contract float %v1464, %sel1557
  %sel1560 = select i1 %cmp1558, float %fadd1559, float %sel1557
  %cmp1561 = icmp sgt i32 %sel98, 5
  %fadd1562 = fadd reassoc contract float %v1471, %sel1560
  %sel1563 = select i1 %cmp1561, float %fadd1562, float %sel1560
  %cmp1564 = icmp sgt i32 %sel98, 6
  %fadd1565 = fadd reassoc contract float %v1478, %sel1563
  %sel1566 = select i1 %cmp1564, float %fadd1565, float %sel1563
  %cmp1567 = icmp sgt i32 %sel98, 7
  %fadd1568 = fadd reassoc contract float %v1485, %sel1566
  %sel1569 = select i1 %cmp1567, float %fadd1568, float %sel1566
  br label %endif163

else1260:                                         ; preds = %then161
  %call1578 = tail call i32 @llvm.umin.i32(i32 %call54, i32 %call60)
  %wide1579 = zext nneg i32 %call1578 to i64
  %p1582 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1579
  %v1583 = load float, ptr addrspace(1) %p1582, align 4
  %call1585 = tail call i32 @llvm.umin.i32(i32 %call74, i32 %call80)
  %wide1586 = zext nneg i32 %call1585 to i64
  %p1589 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1586
  %v1590 = load float, ptr addrspace(1) %p1589, align 4
  %call1592 = tail call i32 @llvm.umin.i32(i32 %call94, i32 %call100)
  %wide1593 = zext nneg i32 %call1592 to i64
  %p1596 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1593
  %v1597 = load float, ptr addrspace(1) %p1596, align 4
  %cmp1598 = icmp sgt i32 %call160, 1
  br i1 %cmp1598, label %fold.body, label %endif163

fold.body:                                        ; preds = %else1260, %fold.body
  %i = phi i64 [ %add1650, %fold.body ], [ 1, %else1260 ]
  %phi1599 = phi float [ %sel1637, %fold.body ], [ %v1576, %else1260 ]
  %phi1600 = phi float [ %sel1641, %fold.body ], [ %v1583, %else1260 ]
  %phi1601 = phi float [ %sel1645, %fold.body ], [ %v1590, %else1260 ]
  %phi1602 = phi float [ %sel1649, %fold.body ], [ %v1597, %else1260 ]
  %j = trunc i64 %i to i32
  %add1603 = add i32 %call35, %j
  %call1604 = tail call i32 @llvm.umin.i32(i32 %add1603, i32 %call40)
  %wide1605 = zext nneg i32 %call1604 to i64
  %p1608 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1605
  %v1609 = load float, ptr addrspace(1) %p1608, align 4
  %add1611 = add i32 %call54, %j
  %call1612 = tail call i32 @llvm.umin.i32(i32 %add1611, i32 %call60)
  %wide1613 = zext nneg i32 %call1612 to i64
  %p1616 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1613
  %v1617 = load float, ptr addrspace(1) %p1616, align 4
  %add1619 = add i32 %call74, %j
  %call1620 = tail call i32 @llvm.umin.i32(i32 %add1619, i32 %call80)
  %wide1621 = zext nneg i32 %call1620 to i64
  %p1624 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1621
  %v1625 = load float, ptr addrspace(1) %p1624, align 4
  %add1627 = add i32 %call94, %j
  %call1628 = tail call i32 @llvm.umin.i32(i32 %add1627, i32 %call100)
  %wide1629 = zext nneg i32 %call1628 to i64
  %p1632 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1629
  %v1633 = load float, ptr addrspace(1) %p1632, align 4
  %cmp1635 = icmp sgt i32 %sel, %j
  %fadd1636 = fadd reassoc contract float %phi1599, %v1609
  %sel1637 = select i1 %cmp1635, float %fadd1636, float %phi1599
  %cmp1639 = icmp sgt i32 %sel58, %j
  %fadd1640 = fadd reassoc contract float %phi1600, %v1617
  %sel1641 = select i1 %cmp1639, float %fadd1640, float %phi1600
  %cmp1643 = icmp sgt i32 %sel78, %j
  %fadd1644 = fadd reassoc contract float %phi1601, %v1625
  %sel1645 = select i1 %cmp1643, float %fadd1644, float %phi1601
  %cmp1647 = icmp sgt i32 %sel98, %j
  %fadd1648 = fadd reassoc contract float %phi1602, %v1633
  %sel1649 = select i1 %cmp1647, float %fadd1648, float %phi1602
  %add1650 = add nuw nsw i64 %i, 1
  %exitcond.not = icmp eq i64 %add1650, %widest
  br i1 %exitcond.not, label %endif163, label %fold.body

then1699:                                         ; preds = %endif163
  %p1701 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add27
  %cmp1696 = icmp sgt i32 %sub38, 0
  %fadd1697 = fadd reassoc contract float %phi1692, 0.000000e+00
  %sel1698 = select i1 %cmp1696, float %fadd1697, float 0.000000e+00
  store float %sel1698, ptr addrspace(1) %p1701, align 4
  br label %endif1700

endif1700:                                        ; preds = %then1699, %endif163
  br i1 %cmp44, label %then1705, label %endif1706

then1705:                                         ; preds = %endif1700
  %p1707 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add43
  %cmp1702 = icmp sgt i32 %sub57, 0
  %fadd1703 = fadd reassoc contract float %phi1693, 0.000000e+00
  %sel1704 = select i1 %cmp1702, float %fadd1703, float 0.000000e+00
  store float %sel1704, ptr addrspace(1) %p1707, align 4
  br label %endif1706

endif1706:                                        ; preds = %then1705, %endif1700
  br i1 %cmp64, label %then1711, label %endif1712

then1711:                                         ; preds = %endif1706
  %p1713 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add63
  %cmp1708 = icmp sgt i32 %sub77, 0
  %fadd1709 = fadd reassoc contract float %phi1694, 0.000000e+00
  %sel1710 = select i1 %cmp1708, float %fadd1709, float 0.000000e+00
  store float %sel1710, ptr addrspace(1) %p1713, align 4
  br label %endif1712

endif1712:                                        ; preds = %then1711, %endif1706
  br i1 %cmp84, label %then1717, label %endif

then1717:                                         ; preds = %endif1712
  %p1719 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add83
  %cmp1714 = icmp sgt i32 %sub97, 0
  %fadd1715 = fadd reassoc contract float %phi1695, 0.000000e+00
  %sel1716 = select i1 %cmp1714, float %fadd1715, float 0.000000e+00
  store float %sel1716, ptr addrspace(1) %p1719, align 4
  br label %endif
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #0

define void @systole_fold_seg_offsets_f32_listing(i64 %0, ptr addrspace(1) noalias nocapture readonly %1, i64 %2, ptr addrspace(1) noalias nocapture readonly %3, i64 %4, ptr addrspace(1) noalias nocapture writeonly %5, ptr addrspace(1) noalias nocapture readnone %6, ptr addrspace(1) noalias %7, i64 %8, i64 %9) local_unnamed_addr {
entry:
  %call = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg = zext nneg i32 %call to i64
  %call1 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %sreg2 = zext nneg i32 %call1 to i64
  %call3 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %sreg4 = zext nneg i32 %call3 to i64
  %mul = mul nuw nsw i64 %sreg4, %sreg2
  %add = add nuw nsw i64 %mul, %sreg
  %warp = lshr i64 %add, 5
  %call5 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %sreg6 = zext nneg i32 %call5 to i64
  %mul7 = mul nuw nsw i64 %sreg2, %sreg6
  %warp8 = lshr i64 %mul7, 5
  %lane = and i64 %sreg, 31
  %sub = add i64 %2, -1
  %call9 = tail call i64 @llvm.smax.i64(i64 %sub, i64 0)
  %.idx = mul i64 %8, 24
  %10 = getelementptr i8, ptr addrspace(1) %7, i64 %.idx
  %long = getelementptr i8, ptr addrspace(1) %10, i64 8
  %stopped = getelementptr i8, ptr addrspace(1) %10, i64 16
  %list = getelementptr i8, ptr addrspace(1) %10, i64 24
  %cmp = icmp slt i64 %4, 4294967296
  %11 = tail call i64 @llvm.smax.i64(i64 %sub, i64 1)
  %call13 = add nsw i64 %11, -1
  %add14 = add nuw i64 %call9, 255
  %groups = sdiv i64 %add14, 256
  %cmp15 = icmp eq i64 %lane, 0
  %cmp16 = icmp sgt i64 %4, 0
  %cmp17 = icmp slt i64 %warp, %groups
  %address = ptrtoint ptr addrspace(1) %long to i64
  %12 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address) #5
  %cmp18 = icmp ne i64 %12, 0
  %call19 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp18)
  %cmp20.not = icmp eq i32 %call19, 0
  %enter = and i1 %cmp17, %cmp20.not
  %address21 = ptrtoint ptr addrspace(1) %stopped to i64
  %13 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address21) #5
  %cmp22 = icmp ne i64 %13, 0
  %listing = and i1 %enter, %cmp22
  br i1 %listing, label %repeat.body.preheader, label %repeat.exit

repeat.body.preheader:                            ; preds = %entry
  %call35 = tail call i64 @llvm.smin.i64(i64 %4, i64 2147483647)
  %n = trunc i64 %call35 to i32
  %most = sdiv i64 %4, 4097
  %most204 = sdiv i64 %4, 2048
  %add205 = add nsw i64 %most204, %most
  %cmp536.not = icmp eq i64 %lane, 31
  %cmp541 = icmp ult i64 %lane, 30
  %cmp546 = icmp ult i64 %lane, 28
  %cmp551 = icmp ult i64 %lane, 24
  %cmp556 = icmp ult i64 %lane, 16
  br label %repeat.body

repeat.body:                                      ; preds = %repeat.body.preheader, %endif
  %phi = phi i64 [ %add1050, %endif ], [ %warp, %repeat.body.preheader ]
  %14 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address) #5
  %cmp24 = icmp ne i64 %14, 0
  %call25 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp24)
  %cmp26 = icmp ne i32 %call25, 0
  %mul27 = shl i64 %phi, 8
  %add29 = or disjoint i64 %mul27, %lane
  %cmp30 = icmp slt i64 %add29, %call9
  %call31 = tail call i64 @llvm.smin.i64(i64 %add29, i64 %call13)
  %p = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call31
  %v = load i32, ptr addrspace(1) %p, align 4
  %p33 = getelementptr i8, ptr addrspace(1) %p, i64 4
  %v34 = load i32, ptr addrspace(1) %p33, align 4
  %call36 = tail call i32 @llvm.smax.i32(i32 %v, i32 0)
  %call37 = tail call i32 @llvm.smin.i32(i32 %call36, i32 %n)
  %call38 = tail call i32 @llvm.smax.i32(i32 %v34, i32 %call37)
  %call39 = tail call i32 @llvm.smin.i32(i32 %call38, i32 %n)
  %sub40 = sub i32 %call39, %call37
  %sel = select i1 %cmp30, i32 %sub40, i32 0
  %sub41 = add i32 %call39, -1
  %call42 = tail call i32 @llvm.smax.i32(i32 %sub41, i32 0)
  %add45 = or disjoint i64 %add29, 32
  %cmp46 = icmp slt i64 %add45, %call9
  %call47 = tail call i64 @llvm.smin.i64(i64 %add45, i64 %call13)
  %p48 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call47
  %v49 = load i32, ptr addrspace(1) %p48, align 4
  %p51 = getelementptr i8, ptr addrspace(1) %p48, i64 4
  %v52 = load i32, ptr addrspace(1) %p51, align 4
  %call55 = tail call i32 @llvm.smax.i32(i32 %v49, i32 0)
  %call56 = tail call i32 @llvm.smin.i32(i32 %call55, i32 %n)
  %call57 = tail call i32 @llvm.smax.i32(i32 %v52, i32 %call56)
  %call58 = tail call i32 @llvm.smin.i32(i32 %call57, i32 %n)
  %sub59 = sub i32 %call58, %call56
  %sel60 = select i1 %cmp46, i32 %sub59, i32 0
  %sub61 = add i32 %call58, -1
  %call62 = tail call i32 @llvm.smax.i32(i32 %sub61, i32 0)
  %add65 = or disjoint i64 %add29, 64
  %cmp66 = icmp slt i64 %add65, %call9
  %call67 = tail call i64 @llvm.smin.i64(i64 %add65, i64 %call13)
  %p68 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call67
  %v69 = load i32, ptr addrspace(1) %p68, align 4
  %p71 = getelementptr i8, ptr addrspace(1) %p68, i64 4
  %v72 = load i32, ptr addrspace(1) %p71, align 4
  %call75 = tail call i32 @llvm.smax.i32(i32 %v69, i32 0)
  %call76 = tail call i32 @llvm.smin.i32(i32 %call75, i32 %n)
  %call77 = tail call i32 @llvm.smax.i32(i32 %v72, i32 %call76)
  %call78 = tail call i32 @llvm.smin.i32(i32 %call77, i32 %n)
  %sub79 = sub i32 %call78, %call76
  %sel80 = select i1 %cmp66, i32 %sub79, i32 0
  %sub81 = add i32 %call78, -1
  %call82 = tail call i32 @llvm.smax.i32(i32 %sub81, i32 0)
  %add85 = or disjoint i64 %add29, 96
  %cmp86 = icmp slt i64 %add85, %call9
  %call87 = tail call i64 @llvm.smin.i64(i64 %add85, i64 %call13)
  %p88 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call87
  %v89 = load i32, ptr addrspace(1) %p88, align 4
  %p91 = getelementptr i8, ptr addrspace(1) %p88, i64 4
  %v92 = load i32, ptr addrspace(1) %p91, align 4
  %call95 = tail call i32 @llvm.smax.i32(i32 %v89, i32 0)
  %call96 = tail call i32 @llvm.smin.i32(i32 %call95, i32 %n)
  %call97 = tail call i32 @llvm.smax.i32(i32 %v92, i32 %call96)
  %call98 = tail call i32 @llvm.smin.i32(i32 %call97, i32 %n)
  %sub99 = sub i32 %call98, %call96
  %sel100 = select i1 %cmp86, i32 %sub99, i32 0
  %sub101 = add i32 %call98, -1
  %call102 = tail call i32 @llvm.smax.i32(i32 %sub101, i32 0)
  %add105 = or disjoint i64 %add29, 128
  %cmp106 = icmp slt i64 %add105, %call9
  %call107 = tail call i64 @llvm.smin.i64(i64 %add105, i64 %call13)
  %p108 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call107
  %v109 = load i32, ptr addrspace(1) %p108, align 4
  %p111 = getelementptr i8, ptr addrspace(1) %p108, i64 4
  %v112 = load i32, ptr addrspace(1) %p111, align 4
  %call115 = tail call i32 @llvm.smax.i32(i32 %v109, i32 0)
  %call116 = tail call i32 @llvm.smin.i32(i32 %call115, i32 %n)
  %call117 = tail call i32 @llvm.smax.i32(i32 %v112, i32 %call116)
  %call118 = tail call i32 @llvm.smin.i32(i32 %call117, i32 %n)
  %sub119 = sub i32 %call118, %call116
  %sel120 = select i1 %cmp106, i32 %sub119, i32 0
  %sub121 = add i32 %call118, -1
  %call122 = tail call i32 @llvm.smax.i32(i32 %sub121, i32 0)
  %add125 = or disjoint i64 %add29, 160
  %cmp126 = icmp slt i64 %add125, %call9
  %call127 = tail call i64 @llvm.smin.i64(i64 %add125, i64 %call13)
  %p128 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call127
  %v129 = load i32, ptr addrspace(1) %p128, align 4
  %p131 = getelementptr i8, ptr addrspace(1) %p128, i64 4
  %v132 = load i32, ptr addrspace(1) %p131, align 4
  %call135 = tail call i32 @llvm.smax.i32(i32 %v129, i32 0)
  %call136 = tail call i32 @llvm.smin.i32(i32 %call135, i32 %n)
  %call137 = tail call i32 @llvm.smax.i32(i32 %v132, i32 %call136)
  %call138 = tail call i32 @llvm.smin.i32(i32 %call137, i32 %n)
  %sub139 = sub i32 %call138, %call136
  %sel140 = select i1 %cmp126, i32 %sub139, i32 0
  %sub141 = add i32 %call138, -1
  %call142 = tail call i32 @llvm.smax.i32(i32 %sub141, i32 0)
  %add145 = or disjoint i64 %add29, 192
  %cmp146 = icmp slt i64 %add145, %call9
  %call147 = tail call i64 @llvm.smin.i64(i64 %add145, i64 %call13)
  %p148 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call147
  %v149 = load i32, ptr addrspace(1) %p148, align 4
  %p151 = getelementptr i8, ptr addrspace(1) %p148, i64 4
  %v152 = load i32, ptr addrspace(1) %p151, align 4
  %call155 = tail call i32 @llvm.smax.i32(i32 %v149, i32 0)
  %call156 = tail call i32 @llvm.smin.i32(i32 %call155, i32 %n)
  %call157 = tail call i32 @llvm.smax.i32(i32 %v152, i32 %call156)
  %call158 = tail call i32 @llvm.smin.i32(i32 %call157, i32 %n)
  %sub159 = sub i32 %call158, %call156
  %sel160 = select i1 %cmp146, i32 %sub159, i32 0
  %sub161 = add i32 %call158, -1
  %call162 = tail call i32 @llvm.smax.i32(i32 %sub161, i32 0)
  %add165 = or disjoint i64 %add29, 224
  %cmp166 = icmp slt i64 %add165, %call9
  %call167 = tail call i64 @llvm.smin.i64(i64 %add165, i64 %call13)
  %p168 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call167
  %v169 = load i32, ptr addrspace(1) %p168, align 4
  %p171 = getelementptr i8, ptr addrspace(1) %p168, i64 4
  %v172 = load i32, ptr addrspace(1) %p171, align 4
  %call175 = tail call i32 @llvm.smax.i32(i32 %v169, i32 0)
  %call176 = tail call i32 @llvm.smin.i32(i32 %call175, i32 %n)
  %call177 = tail call i32 @llvm.smax.i32(i32 %v172, i32 %call176)
  %call178 = tail call i32 @llvm.smin.i32(i32 %call177, i32 %n)
  %sub179 = sub i32 %call178, %call176
  %sel180 = select i1 %cmp166, i32 %sub179, i32 0
  %sub181 = add i32 %call178, -1
  %call182 = tail call i32 @llvm.smax.i32(i32 %sub181, i32 0)
  %call183 = tail call i32 @llvm.smax.i32(i32 %sel, i32 %sel60)
  %call184 = tail call i32 @llvm.smax.i32(i32 %call183, i32 %sel80)
  %call185 = tail call i32 @llvm.smax.i32(i32 %call184, i32 %sel100)
  %call186 = tail call i32 @llvm.smax.i32(i32 %call185, i32 %sel120)
  %call187 = tail call i32 @llvm.smax.i32(i32 %call186, i32 %sel140)
  %call188 = tail call i32 @llvm.smax.i32(i32 %call187, i32 %sel160)
  %call189 = tail call i32 @llvm.smax.i32(i32 %call188, i32 %sel180)
  %cmp190 = icmp sgt i32 %call189, 16
  %call191 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp190)
  %cmp192.not = icmp eq i32 %call191, 0
  br i1 %cmp192.not, label %else, label %then

repeat.exit:                                      ; preds = %endif, %entry
  ret void

then:                                             ; preds = %repeat.body
  %cmp193 = icmp sgt i32 %sel, 4096
  %listed = and i1 %cmp, %cmp193
  br i1 %listed, label %then194, label %endif195

else:                                             ; preds = %repeat.body
  %call788 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %call189, i32 1, i32 31)
  %call791 = tail call i32 @llvm.smax.i32(i32 %call189, i32 %call788)
  %sel792 = select i1 %cmp536.not, i32 %call189, i32 %call791
  %call793 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel792, i32 2, i32 31)
  %call796 = tail call i32 @llvm.smax.i32(i32 %sel792, i32 %call793)
  %sel797 = select i1 %cmp541, i32 %call796, i32 %sel792
  %call798 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel797, i32 4, i32 31)
  %call801 = tail call i32 @llvm.smax.i32(i32 %sel797, i32 %call798)
  %sel802 = select i1 %cmp546, i32 %call801, i32 %sel797
  %call803 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel802, i32 8, i32 31)
  %call806 = tail call i32 @llvm.smax.i32(i32 %sel802, i32 %call803)
  %sel807 = select i1 %cmp551, i32 %call806, i32 %sel802
  %call808 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel807, i32 16, i32 31)
  %call811 = tail call i32 @llvm.smax.i32(i32 %sel807, i32 %call808)
  %sel812 = select i1 %cmp556, i32 %call811, i32 %sel807
  %call813 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %sel812, i32 0, i32 31)
  %widest814 = sext i32 %call813 to i64
  br i1 %cmp16, label %then815, label %endif817

endif.sink.split:                                 ; preds = %endif1040, %endif780
  %sel517.sink = phi i32 [ %sel517, %endif780 ], [ %sub179, %endif1040 ]
  %phi739.sink = phi float [ %phi739, %endif780 ], [ %phi999, %endif1040 ]
  %p787 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add165
  %cmp782 = icmp sgt i32 %sel517.sink, 0
  %fadd783 = fadd reassoc contract float %phi739.sink, 0.000000e+00
  %sel784 = select i1 %cmp782, float %fadd783, float 0.000000e+00
  store float %sel784, ptr addrspace(1) %p787, align 4
  br label %endif

endif:                                            ; preds = %endif.sink.split, %endif522, %endif780, %endif1040
  %phi1048 = phi i1 [ false, %endif1040 ], [ false, %endif780 ], [ true, %endif522 ], [ false, %endif.sink.split ]
  %add1050 = add i64 %phi, %warp8
  %cmp1051 = icmp sge i64 %add1050, %groups
  %quit = or i1 %cmp26, %phi1048
  %again.not = or i1 %cmp1051, %quit
  br i1 %again.not, label %repeat.exit, label %repeat.body

then194:                                          ; preds = %then
  %narrow = add nuw i32 %sel, 4095
  %15 = lshr i32 %narrow, 12
  %16 = tail call i32 @llvm.umax.i32(i32 %15, i32 2048)
  %sub198 = add nsw i32 %sel, -1
  %chunks = udiv i32 %sub198, %16
  %chunks200 = zext nneg i32 %chunks to i64
  %add201 = add nuw nsw i64 %chunks200, 1
  %add202 = add nuw nsw i64 %chunks200, 4294967297
  %17 = atomicrmw add ptr addrspace(1) %list, i64 %add202 monotonic, align 8
  %entry203 = lshr i64 %17, 32
  %first = and i64 %17, 4294967295
  %cmp206 = icmp slt i64 %entry203, %most
  %add207 = add nuw nsw i64 %add201, %first
  %cmp208 = icmp sle i64 %add207, %add205
  %room = and i1 %cmp206, %cmp208
  br i1 %room, label %then209, label %else210

endif195:                                         ; preds = %then209, %else210, %then
  %sel223 = phi i32 [ 0, %then209 ], [ 0, %else210 ], [ %sel, %then ]
  %cmp222 = icmp sgt i32 %sel, 16
  %left = xor i1 %cmp222, %listed
  %cmp224 = icmp sgt i32 %sel60, 4096
  %listed225 = and i1 %cmp, %cmp224
  br i1 %listed225, label %then226, label %endif227

then209:                                          ; preds = %then194
  %.idx1068 = mul nuw nsw i64 %entry203, 24
  %18 = getelementptr inbounds i8, ptr addrspace(1) %list, i64 %.idx1068
  %p214 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 8
  store i64 %add29, ptr addrspace(1) %p214, align 4
  %p217 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 16
  store i64 %first, ptr addrspace(1) %p217, align 4
  %p220 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 24
  store i64 0, ptr addrspace(1) %p220, align 4
  br label %endif195

else210:                                          ; preds = %then194
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif195

then226:                                          ; preds = %endif195
  %narrow1055 = add nuw i32 %sel60, 4095
  %19 = lshr i32 %narrow1055, 12
  %20 = tail call i32 @llvm.umax.i32(i32 %19, i32 2048)
  %sub232 = add nsw i32 %sel60, -1
  %chunks235 = udiv i32 %sub232, %20
  %chunks236 = zext nneg i32 %chunks235 to i64
  %add237 = add nuw nsw i64 %chunks236, 1
  %add238 = add nuw nsw i64 %chunks236, 4294967297
  %21 = atomicrmw add ptr addrspace(1) %list, i64 %add238 monotonic, align 8
  %entry239 = lshr i64 %21, 32
  %first240 = and i64 %21, 4294967295
  %cmp244 = icmp slt i64 %entry239, %most
  %add245 = add nuw nsw i64 %add237, %first240
  %cmp246 = icmp sle i64 %add245, %add205
  %room247 = and i1 %cmp244, %cmp246
  br i1 %room247, label %then248, label %else249

endif227:                                         ; preds = %then248, %else249, %endif195
  %sel265 = phi i32 [ 0, %then248 ], [ 0, %else249 ], [ %sel60, %endif195 ]
  %cmp261 = icmp sgt i32 %sel60, 16
  %left263 = xor i1 %cmp261, %listed225
  %unlisted264 = or i1 %left, %left263
  %cmp266 = icmp sgt i32 %sel80, 4096
  %listed267 = and i1 %cmp, %cmp266
  br i1 %listed267, label %then268, label %endif269

then248:                                          ; preds = %then226
  %.idx1069 = mul nuw nsw i64 %entry239, 24
  %22 = getelementptr inbounds i8, ptr addrspace(1) %list, i64 %.idx1069
  %p253 = getelementptr inbounds i8, ptr addrspace(1) %22, i64 8
  store i64 %add45, ptr addrspace(1) %p253, align 4
  %p256 = getelementptr inbounds i8, ptr addrspace(1) %22, i64 16
  store i64 %first240, ptr addrspace(1) %p256, align 4
  %p259 = getelementptr inbounds i8, ptr addrspace(1) %22, i64 24
  store i64 0, ptr addrspace(1) %p259, align 4
  br label %endif227

else249:                                          ; preds = %then226
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif227

then268:                                          ; preds = %endif227
  %narrow1057 = add nuw i32 %sel80, 4095
  %23 = lshr i32 %narrow1057, 12
  %24 = tail call i32 @llvm.umax.i32(i32 %23, i32 2048)
  %sub274 = add nsw i32 %sel80, -1
  %chunks277 = udiv i32 %sub274, %24
  %chunks278 = zext nneg i32 %chunks277 to i64
  %add279 = add nuw nsw i64 %chunks278, 1
  %add280 = add nuw nsw i64 %chunks278, 4294967297
  %25 = atomicrmw add ptr addrspace(1) %list, i64 %add280 monotonic, align 8
  %entry281 = lshr i64 %25, 32
  %first282 = and i64 %25, 4294967295
  %cmp286 = icmp slt i64 %entry281, %most
  %add287 = add nuw nsw i64 %add279, %first282
  %cmp288 = icmp sle i64 %add287, %add205
  %room289 = and i1 %cmp286, %cmp288
  br i1 %room289, label %then290, label %else291

endif269:                                         ; preds = %then290, %else291, %endif227
  %sel307 = phi i32 [ 0, %then290 ], [ 0, %else291 ], [ %sel80, %endif227 ]
  %cmp303 = icmp sgt i32 %sel80, 16
  %left305 = xor i1 %cmp303, %listed267
  %unlisted306 = or i1 %unlisted264, %left305
  %cmp308 = icmp sgt i32 %sel100, 4096
  %listed309 = and i1 %cmp, %cmp308
  br i1 %listed309, label %then310, label %endif311

then290:                                          ; preds = %then268
  %.idx1070 = mul nuw nsw i64 %entry281, 24
  %26 = getelementptr inbounds i8, ptr addrspace(1) %list, i64 %.idx1070
  %p295 = getelementptr inbounds i8, ptr addrspace(1) %26, i64 8
  store i64 %add65, ptr addrspace(1) %p295, align 4
  %p298 = getelementptr inbounds i8, ptr addrspace(1) %26, i64 16
  store i64 %first282, ptr addrspace(1) %p298, align 4
  %p301 = getelementptr inbounds i8, ptr addrspace(1) %26, i64 24
  store i64 0, ptr addrspace(1) %p301, align 4
  br label %endif269

else291:                                          ; preds = %then268
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif269

then310:                                          ; preds = %endif269
  %narrow1059 = add nuw i32 %sel100, 4095
  %27 = lshr i32 %narrow1059, 12
  %28 = tail call i32 @llvm.umax.i32(i32 %27, i32 2048)
  %sub316 = add nsw i32 %sel100, -1
  %chunks319 = udiv i32 %sub316, %28
  %chunks320 = zext nneg i32 %chunks319 to i64
  %add321 = add nuw nsw i64 %chunks320, 1
  %add322 = add nuw nsw i64 %chunks320, 4294967297
  %29 = atomicrmw add ptr addrspace(1) %list, i64 %add322 monotonic, align 8
  %entry323 = lshr i64 %29, 32
  %first324 = and i64 %29, 4294967295
  %cmp328 = icmp slt i64 %entry323, %most
  %add329 = add nuw nsw i64 %add321, %first324
  %cmp330 = icmp sle i64 %add329, %add205
  %room331 = and i1 %cmp328, %cmp330
  br i1 %room331, label %then332, label %else333

endif311:                                         ; preds = %then332, %else333, %endif269
  %sel349 = phi i32 [ 0, %then332 ], [ 0, %else333 ], [ %sel100, %endif269 ]
  %cmp345 = icmp sgt i32 %sel100, 16
  %left347 = xor i1 %cmp345, %listed309
  %unlisted348 = or i1 %unlisted306, %left347
  %cmp350 = icmp sgt i32 %sel120, 4096
  %listed351 = and i1 %cmp, %cmp350
  br i1 %listed351, label %then352, label %endif353

then332:                                          ; preds = %then310
  %.idx1071 = mul nuw nsw i64 %entry323, 24
  %30 = getelementptr inbounds i8, ptr addrspace(1) %list, i64 %.idx1071
  %p337 = getelementptr inbounds i8, ptr addrspace(1) %30, i64 8
  store i64 %add85, ptr addrspace(1) %p337, align 4
  %p340 = getelementptr inbounds i8, ptr addrspace(1) %30, i64 16
  store i64 %first324, ptr addrspace(1) %p340, align 4
  %p343 = getelementptr inbounds i8, ptr addrspace(1) %30, i64 24
  store i64 0, ptr addrspace(1) %p343, align 4
  br label %endif311

else333:                                          ; preds = %then310
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif311

then352:                                          ; preds = %endif311
  %narrow1061 = add nuw i32 %sel120, 4095
  %31 = lshr i32 %narrow1061, 12
  %32 = tail call i32 @llvm.umax.i32(i32 %31, i32 2048)
  %sub358 = add nsw i32 %sel120, -1
  %chunks361 = udiv i32 %sub358, %32
  %chunks362 = zext nneg i32 %chunks361 to i64
  %add363 = add nuw nsw i64 %chunks362, 1
  %add364 = add nuw nsw i64 %chunks362, 4294967297
  %33 = atomicrmw add ptr addrspace(1) %list, i64 %add364 monotonic, align 8
  %entry365 = lshr i64 %33, 32
  %first366 = and i64 %33, 4294967295
  %cmp370 = icmp slt i64 %entry365, %most
  %add371 = add nuw nsw i64 %add363, %first366
  %cmp372 = icmp sle i64 %add371, %add205
  %room373 = and i1 %cmp370, %cmp372
  br i1 %room373, label %then374, label %else375

endif353:                                         ; preds = %then374, %else375, %endif311
  %sel391 = phi i32 [ 0, %then374 ], [ 0, %else375 ], [ %sel120, %endif311 ]
  %cmp387 = icmp sgt i32 %sel120, 16
  %left389 = xor i1 %cmp387, %listed351
  %unlisted390 = or i1 %unlisted348, %left389
  %cmp392 = icmp sgt i32 %sel140, 4096
  %listed393 = and i1 %cmp, %cmp392
  br i1 %listed393, label %then394, label %endif395

then374:                                          ; preds = %then352
  %.idx1072 = mul nuw nsw i64 %entry365, 24
  %34 = getelementptr inbounds i8, ptr addrspace(1) %list, i64 %.idx1072
  %p379 = getelementptr inbounds i8, ptr addrspace(1) %34, i64 8
  store i64 %add105, ptr addrspace(1) %p379, align 4
  %p382 = getelementptr inbounds i8, ptr addrspace(1) %34, i64 16
  store i64 %first366, ptr addrspace(1) %p382, align 4
  %p385 = getelementptr inbounds i8, ptr addrspace(1) %34, i64 24
  store i64 0, ptr addrspace(1) %p385, align 4
  br label %endif353

else375:                                          ; preds = %then352
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif353

then394:                                          ; preds = %endif353
  %narrow1063 = add nuw i32 %sel140, 4095
  %35 = lshr i32 %narrow1063, 12
  %36 = tail call i32 @llvm.umax.i32(i32 %35, i32 2048)
  %sub400 = add nsw i32 %sel140, -1
  %chunks403 = udiv i32 %sub400, %36
  %chunks404 = zext nneg i32 %chunks403 to i64
  %add405 = add nuw nsw i64 %chunks404, 1
  %add406 = add nuw nsw i64 %chunks404, 4294967297
  %37 = atomicrmw add ptr addrspace(1) %list, i64 %add406 monotonic, align 8
  %entry407 = lshr i64 %37, 32
  %first408 = and i64 %37, 4294967295
  %cmp412 = icmp slt i64 %entry407, %most
  %add413 = add nuw nsw i64 %add405, %first408
  %cmp414 = icmp sle i64 %add413, %add205
  %room415 = and i1 %cmp412, %cmp414
  br i1 %room415, label %then416, label %else417

endif395:                                         ; preds = %then416, %else417, %endif353
  %sel433 = phi i32 [ 0, %then416 ], [ 0, %else417 ], [ %sel140, %endif353 ]
  %cmp429 = icmp sgt i32 %sel140, 16
  %left431 = xor i1 %cmp429, %listed393
  %unlisted432 = or i1 %unlisted390, %left431
  %cmp434 = icmp sgt i32 %sel160, 4096
  %listed435 = and i1 %cmp, %cmp434
  br i1 %listed435, label %then436, label %endif437

then416:                                          ; preds = %then394
  %.idx1073 = mul nuw nsw i64 %entry407, 24
  %38 = getelementptr inbounds i8, ptr addrspace(1) %list, i64 %.idx1073
  %p421 = getelementptr inbounds i8, ptr addrspace(1) %38, i64 8
  store i64 %add125, ptr addrspace(1) %p421, align 4
  %p424 = getelementptr inbounds i8, ptr addrspace(1) %38, i64 16
  store i64 %first408, ptr addrspace(1) %p424, align 4
  %p427 = getelementptr inbounds i8, ptr addrspace(1) %38, i64 24
  store i64 0, ptr addrspace(1) %p427, align 4
  br label %endif395

else417:                                          ; preds = %then394
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif395

then436:                                          ; preds = %endif395
  %narrow1065 = add nuw i32 %sel160, 4095
  %39 = lshr i32 %narrow1065, 12
  %40 = tail call i32 @llvm.umax.i32(i32 %39, i32 2048)
  %sub442 = add nsw i32 %sel160, -1
  %chunks445 = udiv i32 %sub442, %40
  %chunks446 = zext nneg i32 %chunks445 to i64
  %add447 = add nuw nsw i64 %chunks446, 1
  %add448 = add nuw nsw i64 %chunks446, 4294967297
  %41 = atomicrmw add ptr addrspace(1) %list, i64 %add448 monotonic, align 8
  %entry449 = lshr i64 %41, 32
  %first450 = and i64 %41, 4294967295
  %cmp454 = icmp slt i64 %entry449, %most
  %add455 = add nuw nsw i64 %add447, %first450
  %cmp456 = icmp sle i64 %add455, %add205
  %room457 = and i1 %cmp454, %cmp456
  br i1 %room457, label %then458, label %else459

endif437:                                         ; preds = %then458, %else459, %endif395
  %sel475 = phi i32 [ 0, %then458 ], [ 0, %else459 ], [ %sel160, %endif395 ]
  %cmp471 = icmp sgt i32 %sel160, 16
  %left473 = xor i1 %cmp471, %listed435
  %unlisted474 = or i1 %unlisted432, %left473
  %cmp476 = icmp sgt i32 %sel180, 4096
  %listed477 = and i1 %cmp, %cmp476
  br i1 %listed477, label %then478, label %endif479

then458:                                          ; preds = %then436
  %.idx1074 = mul nuw nsw i64 %entry449, 24
  %42 = getelementptr inbounds i8, ptr addrspace(1) %list, i64 %.idx1074
  %p463 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 8
  store i64 %add145, ptr addrspace(1) %p463, align 4
  %p466 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 16
  store i64 %first450, ptr addrspace(1) %p466, align 4
  %p469 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 24
  store i64 0, ptr addrspace(1) %p469, align 4
  br label %endif437

else459:                                          ; preds = %then436
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif437

then478:                                          ; preds = %endif437
  %narrow1067 = add nuw i32 %sel180, 4095
  %43 = lshr i32 %narrow1067, 12
  %44 = tail call i32 @llvm.umax.i32(i32 %43, i32 2048)
  %sub484 = add nsw i32 %sel180, -1
  %chunks487 = udiv i32 %sub484, %44
  %chunks488 = zext nneg i32 %chunks487 to i64
  %add489 = add nuw nsw i64 %chunks488, 1
  %add490 = add nuw nsw i64 %chunks488, 4294967297
  %45 = atomicrmw add ptr addrspace(1) %list, i64 %add490 monotonic, align 8
  %entry491 = lshr i64 %45, 32
  %first492 = and i64 %45, 4294967295
  %cmp496 = icmp slt i64 %entry491, %most
  %add497 = add nuw nsw i64 %add489, %first492
  %cmp498 = icmp sle i64 %add497, %add205
  %room499 = and i1 %cmp496, %cmp498
  br i1 %room499, label %then500, label %else501

endif479:                                         ; preds = %then500, %else501, %endif437
  %sel517 = phi i32 [ 0, %then500 ], [ 0, %else501 ], [ %sel180, %endif437 ]
  %cmp513 = icmp sgt i32 %sel180, 16
  %left515 = xor i1 %cmp513, %listed477
  %unlisted516 = or i1 %unlisted474, %left515
  %call518 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %unlisted516)
  %cmp519 = icmp ne i32 %call518, 0
  %first520 = and i1 %cmp15, %cmp519
  br i1 %first520, label %then521, label %endif522

then500:                                          ; preds = %then478
  %.idx1075 = mul nuw nsw i64 %entry491, 24
  %46 = getelementptr inbounds i8, ptr addrspace(1) %list, i64 %.idx1075
  %p505 = getelementptr inbounds i8, ptr addrspace(1) %46, i64 8
  store i64 %add165, ptr addrspace(1) %p505, align 4
  %p508 = getelementptr inbounds i8, ptr addrspace(1) %46, i64 16
  store i64 %first492, ptr addrspace(1) %p508, align 4
  %p511 = getelementptr inbounds i8, ptr addrspace(1) %46, i64 24
  store i64 0, ptr addrspace(1) %p511, align 4
  br label %endif479

else501:                                          ; preds = %then478
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif479

then521:                                          ; preds = %endif479
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif522

endif522:                                         ; preds = %then521, %endif479
  br i1 %cmp519, label %endif, label %else525

else525:                                          ; preds = %endif522
  %call527 = tail call i32 @llvm.smax.i32(i32 %sel223, i32 %sel265)
  %call528 = tail call i32 @llvm.smax.i32(i32 %call527, i32 %sel307)
  %call529 = tail call i32 @llvm.smax.i32(i32 %call528, i32 %sel349)
  %call530 = tail call i32 @llvm.smax.i32(i32 %call529, i32 %sel391)
  %call531 = tail call i32 @llvm.smax.i32(i32 %call530, i32 %sel433)
  %call532 = tail call i32 @llvm.smax.i32(i32 %call531, i32 %sel475)
  %call533 = tail call i32 @llvm.smax.i32(i32 %call532, i32 %sel517)
  %call534 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %call533, i32 1, i32 31)
  %call537 = tail call i32 @llvm.smax.i32(i32 %call533, i32 %call534)
  %sel538 = select i1 %cmp536.not, i32 %call533, i32 %call537
  %call539 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel538, i32 2, i32 31)
  %call542 = tail call i32 @llvm.smax.i32(i32 %sel538, i32 %call539)
  %sel543 = select i1 %cmp541, i32 %call542, i32 %sel538
  %call544 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel543, i32 4, i32 31)
  %call547 = tail call i32 @llvm.smax.i32(i32 %sel543, i32 %call544)
  %sel548 = select i1 %cmp546, i32 %call547, i32 %sel543
  %call549 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel548, i32 8, i32 31)
  %call552 = tail call i32 @llvm.smax.i32(i32 %sel548, i32 %call549)
  %sel553 = select i1 %cmp551, i32 %call552, i32 %sel548
  %call554 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel553, i32 16, i32 31)
  %call557 = tail call i32 @llvm.smax.i32(i32 %sel553, i32 %call554)
  %sel558 = select i1 %cmp556, i32 %call557, i32 %sel553
  %call559 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %sel558, i32 0, i32 31)
  %widest = sext i32 %call559 to i64
  br i1 %cmp16, label %then560, label %endif562

then560:                                          ; preds = %else525
  %call564 = tail call i32 @llvm.umin.i32(i32 %call37, i32 %call42)
  %wide565 = zext nneg i32 %call564 to i64
  %p568 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide565
  %v569 = load float, ptr addrspace(1) %p568, align 4
  %call571 = tail call i32 @llvm.umin.i32(i32 %call56, i32 %call62)
  %wide572 = zext nneg i32 %call571 to i64
  %p575 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide572
  %v576 = load float, ptr addrspace(1) %p575, align 4
  %call578 = tail call i32 @llvm.umin.i32(i32 %call76, i32 %call82)
  %wide579 = zext nneg i32 %call578 to i64
  %p582 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide579
  %v583 = load float, ptr addrspace(1) %p582, align 4
  %call585 = tail call i32 @llvm.umin.i32(i32 %call96, i32 %call102)
  %wide586 = zext nneg i32 %call585 to i64
  %p589 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide586
  %v590 = load float, ptr addrspace(1) %p589, align 4
  %call592 = tail call i32 @llvm.umin.i32(i32 %call116, i32 %call122)
  %wide593 = zext nneg i32 %call592 to i64
  %p596 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide593
  %v597 = load float, ptr addrspace(1) %p596, align 4
  %call599 = tail call i32 @llvm.umin.i32(i32 %call136, i32 %call142)
  %wide600 = zext nneg i32 %call599 to i64
  %p603 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide600
  %v604 = load float, ptr addrspace(1) %p603, align 4
  %call606 = tail call i32 @llvm.umin.i32(i32 %call156, i32 %call162)
  %wide607 = zext nneg i32 %call606 to i64
  %p610 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide607
  %v611 = load float, ptr addrspace(1) %p610, align 4
  %call613 = tail call i32 @llvm.umin.i32(i32 %call176, i32 %call182)
  %wide614 = zext nneg i32 %call613 to i64
  %p617 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide614
  %v618 = load float, ptr addrspace(1) %p617, align 4
  %cmp619 = icmp sgt i32 %call559, 1
  br i1 %cmp619, label %fold.body, label %endif562

endif562:                                         ; preds = %fold.body, %then560, %else525
  %phi732 = phi float [ 0.000000e+00, %else525 ], [ %v569, %then560 ], [ %sel693, %fold.body ]
  %phi733 = phi float [ 0.000000e+00, %else525 ], [ %v576, %then560 ], [ %sel697, %fold.body ]
  %phi734 = phi float [ 0.000000e+00, %else525 ], [ %v583, %then560 ], [ %sel701, %fold.body ]
  %phi735 = phi float [ 0.000000e+00, %else525 ], [ %v590, %then560 ], [ %sel705, %fold.body ]
  %phi736 = phi float [ 0.000000e+00, %else525 ], [ %v597, %then560 ], [ %sel709, %fold.body ]
  %phi737 = phi float [ 0.000000e+00, %else525 ], [ %v604, %then560 ], [ %sel713, %fold.body ]
  %phi738 = phi float [ 0.000000e+00, %else525 ], [ %v611, %then560 ], [ %sel717, %fold.body ]
  %phi739 = phi float [ 0.000000e+00, %else525 ], [ %v618, %then560 ], [ %sel721, %fold.body ]
  br i1 %cmp30, label %then743, label %endif744

fold.body:                                        ; preds = %then560, %fold.body
  %i = phi i64 [ %add722, %fold.body ], [ 1, %then560 ]
  %phi620 = phi float [ %sel693, %fold.body ], [ %v569, %then560 ]
  %phi621 = phi float [ %sel697, %fold.body ], [ %v576, %then560 ]
  %phi622 = phi float [ %sel701, %fold.body ], [ %v583, %then560 ]
  %phi623 = phi float [ %sel705, %fold.body ], [ %v590, %then560 ]
  %phi624 = phi float [ %sel709, %fold.body ], [ %v597, %then560 ]
  %phi625 = phi float [ %sel713, %fold.body ], [ %v604, %then560 ]
  %phi626 = phi float [ %sel717, %fold.body ], [ %v611, %then560 ]
  %phi627 = phi float [ %sel721, %fold.body ], [ %v618, %then560 ]
  %j = trunc i64 %i to i32
  %add628 = add i32 %call37, %j
  %call629 = tail call i32 @llvm.umin.i32(i32 %add628, i32 %call42)
  %wide630 = zext nneg i32 %call629 to i64
  %p633 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide630
  %v634 = load float, ptr addrspace(1) %p633, align 4
  %add636 = add i32 %call56, %j
  %call637 = tail call i32 @llvm.umin.i32(i32 %add636, i32 %call62)
  %wide638 = zext nneg i32 %call637 to i64
  %p641 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide638
  %v642 = load float, ptr addrspace(1) %p641, align 4
  %add644 = add i32 %call76, %j
  %call645 = tail call i32 @llvm.umin.i32(i32 %add644, i32 %call82)
  %wide646 = zext nneg i32 %call645 to i64
  %p649 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide646
  %v650 = load float, ptr addrspace(1) %p649, align 4
  %add652 = add i32 %call96, %j
  %call653 = tail call i32 @llvm.umin.i32(i32 %add652, i32 %call102)
  %wide654 = zext nneg i32 %call653 to i64
  %p657 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide654
  %v658 = load float, ptr addrspace(1) %p657, align 4
  %add660 = add i32 %call116, %j
  %call661 = tail call i32 @llvm.umin.i32(i32 %add660, i32 %call122)
  %wide662 = zext nneg i32 %call661 to i64
  %p665 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide662
  %v666 = load float, ptr addrspace(1) %p665, align 4
  %add668 = add i32 %call136, %j
  %call669 = tail call i32 @llvm.umin.i32(i32 %add668, i32 %call142)
  %wide670 = zext nneg i32 %call669 to i64
  %p673 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide670
  %v674 = load float, ptr addrspace(1) %p673, align 4
  %add676 = add i32 %call156, %j
  %call677 = tail call i32 @llvm.umin.i32(i32 %add676, i32 %call162)
  %wide678 = zext nneg i32 %call677 to i64
  %p681 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide678
  %v682 = load float, ptr addrspace(1) %p681, align 4
  %add684 = add i32 %call176, %j
  %call685 = tail call i32 @llvm.umin.i32(i32 %add684, i32 %call182)
  %wide686 = zext nneg i32 %call685 to i64
  %p689 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide686
  %v690 = load float, ptr addrspace(1) %p689, align 4
  %cmp692 = icmp sgt i32 %sel223, %j
  %fadd = fadd reassoc contract float %phi620, %v634
  %sel693 = select i1 %cmp692, float %fadd, float %phi620
  %cmp695 = icmp sgt i32 %sel265, %j
  %fadd696 = fadd reassoc contract float %phi621, %v642
  %sel697 = select i1 %cmp695, float %fadd696, float %phi621
  %cmp699 = icmp sgt i32 %sel307, %j
  %fadd700 = fadd reassoc contract float %phi622, %v650
  %sel701 = select i1 %cmp699, float %fadd700, float %phi622
  %cmp703 = icmp sgt i32 %sel349, %j
  %fadd704 = fadd reassoc contract float %phi623, %v658
  %sel705 = select i1 %cmp703, float %fadd704, float %phi623
  %cmp707 = icmp sgt i32 %sel391, %j
  %fadd708 = fadd reassoc contract float %phi624, %v666
  %sel709 = select i1 %cmp707, float %fadd708, float %phi624
  %cmp711 = icmp sgt i32 %sel433, %j
  %fadd712 = fadd reassoc contract float %phi625, %v674
  %sel713 = select i1 %cmp711, float %fadd712, float %phi625
  %cmp715 = icmp sgt i32 %sel475, %j
  %fadd716 = fadd reassoc contract float %phi626, %v682
  %sel717 = select i1 %cmp715, float %fadd716, float %phi626
  %cmp719 = icmp sgt i32 %sel517, %j
  %fadd720 = fadd reassoc contract float %phi627, %v690
  %sel721 = select i1 %cmp719, float %fadd720, float %phi627
  %add722 = add nuw nsw i64 %i, 1
  %exitcond.not = icmp eq i64 %add722, %widest
  br i1 %exitcond.not, label %endif562, label %fold.body

then743:                                          ; preds = %endif562
  %p745 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add29
  %cmp740 = icmp sgt i32 %sel223, 0
  %fadd741 = fadd reassoc contract float %phi732, 0.000000e+00
  %sel742 = select i1 %cmp740, float %fadd741, float 0.000000e+00
  store float %sel742, ptr addrspace(1) %p745, align 4
  br label %endif744

endif744:                                         ; preds = %then743, %endif562
  br i1 %cmp46, label %then749, label %endif750

then749:                                          ; preds = %endif744
  %p751 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add45
  %cmp746 = icmp sgt i32 %sel265, 0
  %fadd747 = fadd reassoc contract float %phi733, 0.000000e+00
  %sel748 = select i1 %cmp746, float %fadd747, float 0.000000e+00
  store float %sel748, ptr addrspace(1) %p751, align 4
  br label %endif750

endif750:                                         ; preds = %then749, %endif744
  br i1 %cmp66, label %then755, label %endif756

then755:                                          ; preds = %endif750
  %p757 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add65
  %cmp752 = icmp sgt i32 %sel307, 0
  %fadd753 = fadd reassoc contract float %phi734, 0.000000e+00
  %sel754 = select i1 %cmp752, float %fadd753, float 0.000000e+00
  store float %sel754, ptr addrspace(1) %p757, align 4
  br label %endif756

endif756:                                         ; preds = %then755, %endif750
  br i1 %cmp86, label %then761, label %endif762

then761:                                          ; preds = %endif756
  %p763 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add85
  %cmp758 = icmp sgt i32 %sel349, 0
  %fadd759 = fadd reassoc contract float %phi735, 0.000000e+00
  %sel760 = select i1 %cmp758, float %fadd759, float 0.000000e+00
  store float %sel760, ptr addrspace(1) %p763, align 4
  br label %endif762

endif762:                                         ; preds = %then761, %endif756
  br i1 %cmp106, label %then767, label %endif768

then767:                                          ; preds = %endif762
  %p769 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add105
  %cmp764 = icmp sgt i32 %sel391, 0
  %fadd765 = fadd reassoc contract float %phi736, 0.000000e+00
  %sel766 = select i1 %cmp764, float %fadd765, float 0.000000e+00
  store float %sel766, ptr addrspace(1) %p769, align 4
  br label %endif768

endif768:                                         ; preds = %then767, %endif762
  br i1 %cmp126, label %then773, label %endif774

then773:                                          ; preds = %endif768
  %p775 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add125
  %cmp770 = icmp sgt i32 %sel433, 0
  %fadd771 = fadd reassoc contract float %phi737, 0.000000e+00
  %sel772 = select i1 %cmp770, float %fadd771, float 0.000000e+00
  store float %sel772, ptr addrspace(1) %p775, align 4
  br label %endif774

endif774:                                         ; preds = %then773, %endif768
  br i1 %cmp146, label %then779, label %endif780

then779:                                          ; preds = %endif774
  %p781 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add145
  %cmp776 = icmp sgt i32 %sel475, 0
  %fadd777 = fadd reassoc contract float %phi738, 0.000000e+00
  %sel778 = select i1 %cmp776, float %fadd777, float 0.000000e+00
  store float %sel778, ptr addrspace(1) %p781, align 4
  br label %endif780

endif780:                                         ; preds = %then779, %endif774
  br i1 %cmp166, label %endif.sink.split, label %endif

then815:                                          ; preds = %else
  %call819 = tail call i32 @llvm.umin.i32(i32 %call37, i32 %call42)
  %wide820 = zext nneg i32 %call819 to i64
  %p823 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide820
  %v824 = load float, ptr addrspace(1) %p823, align 4
  %call826 = tail call i32 @llvm.umin.i32(i32 %call56, i32 %call62)
  %wide827 = zext nneg i32 %call826 to i64
  %p830 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide827
  %v831 = load float, ptr addrspace(1) %p830, align 4
  %call833 = tail call i32 @llvm.umin.i32(i32 %call76, i32 %call82)
  %wide834 = zext nneg i32 %call833 to i64
  %p837 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide834
  %v838 = load float, ptr addrspace(1) %p837, align 4
  %call840 = tail call i32 @llvm.umin.i32(i32 %call96, i32 %call102)
  %wide841 = zext nneg i32 %call840 to i64
  %p844 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide841
  %v845 = load float, ptr addrspace(1) %p844, align 4
  %call847 = tail call i32 @llvm.umin.i32(i32 %call116, i32 %call122)
  %wide848 = zext nneg i32 %call847 to i64
  %p851 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide848
  %v852 = load float, ptr addrspace(1) %p851, align 4
  %call854 = tail call i32 @llvm.umin.i32(i32 %call136, i32 %call142)
  %wide855 = zext nneg i32 %call854 to i64
  %p858 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide855
  %v859 = load float, ptr addrspace(1) %p858, align 4
  %call861 = tail call i32 @llvm.umin.i32(i32 %call156, i32 %call162)
  %wide862 = zext nneg i32 %call861 to i64
  %p865 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide862
  %v866 = load float, ptr addrspace(1) %p865, align 4
  %call868 = tail call i32 @llvm.umin.i32(i32 %call176, i32 %call182)
  %wide869 = zext nneg i32 %call868 to i64
  %p872 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide869
  %v873 = load float, ptr addrspace(1) %p872, align 4
  %cmp876 = icmp sgt i32 %call813, 1
  br i1 %cmp876, label %fold.body874, label %endif817

endif817:                                         ; preds = %fold.body874, %then815, %else
  %phi992 = phi float [ 0.000000e+00, %else ], [ %v824, %then815 ], [ %sel953, %fold.body874 ]
  %phi993 = phi float [ 0.000000e+00, %else ], [ %v831, %then815 ], [ %sel957, %fold.body874 ]
  %phi994 = phi float [ 0.000000e+00, %else ], [ %v838, %then815 ], [ %sel961, %fold.body874 ]
  %phi995 = phi float [ 0.000000e+00, %else ], [ %v845, %then815 ], [ %sel965, %fold.body874 ]
  %phi996 = phi float [ 0.000000e+00, %else ], [ %v852, %then815 ], [ %sel969, %fold.body874 ]
  %phi997 = phi float [ 0.000000e+00, %else ], [ %v859, %then815 ], [ %sel973, %fold.body874 ]
  %phi998 = phi float [ 0.000000e+00, %else ], [ %v866, %then815 ], [ %sel977, %fold.body874 ]
  %phi999 = phi float [ 0.000000e+00, %else ], [ %v873, %then815 ], [ %sel981, %fold.body874 ]
  br i1 %cmp30, label %then1003, label %endif1004

fold.body874:                                     ; preds = %then815, %fold.body874
  %i877 = phi i64 [ %add982, %fold.body874 ], [ 1, %then815 ]
  %phi878 = phi float [ %sel953, %fold.body874 ], [ %v824, %then815 ]
  %phi879 = phi float [ %sel957, %fold.body874 ], [ %v831, %then815 ]
  %phi880 = phi float [ %sel961, %fold.body874 ], [ %v838, %then815 ]
  %phi881 = phi float [ %sel965, %fold.body874 ], [ %v845, %then815 ]
  %phi882 = phi float [ %sel969, %fold.body874 ], [ %v852, %then815 ]
  %phi883 = phi float [ %sel973, %fold.body874 ], [ %v859, %then815 ]
  %phi884 = phi float [ %sel977, %fold.body874 ], [ %v866, %then815 ]
  %phi885 = phi float [ %sel981, %fold.body874 ], [ %v873, %then815 ]
  %j886 = trunc i64 %i877 to i32
  %add887 = add i32 %call37, %j886
  %call888 = tail call i32 @llvm.umin.i32(i32 %add887, i32 %call42)
  %wide889 = zext nneg i32 %call888 to i64
  %p892 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide889
  %v893 = load float, ptr addrspace(1) %p892, align 4
  %add895 = add i32 %call56, %j886
  %call896 = tail call i32 @llvm.umin.i32(i32 %add895, i32 %call62)
  %wide897 = zext nneg i32 %call896 to i64
  %p900 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide897
  %v901 = load float, ptr addrspace(1) %p900, align 4
  %add903 = add i32 %call76, %j886
  %call904 = tail call i32 @llvm.umin.i32(i32 %add903, i32 %call82)
  %wide905 = zext nneg i32 %call904 to i64
  %p908 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide905
  %v909 = load float, ptr addrspace(1) %p908, align 4
  %add911 = add i32 %call96, %j886
  %call912 = tail call i32 @llvm.umin.i32(i32 %add911, i32 %call102)
  %wide913 = zext nneg i32 %call912 to i64
  %p916 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide913
  %v917 = load float, ptr addrspace(1) %p916, align 4
  %add919 = add i32 %call116, %j886
  %call920 = tail call i32 @llvm.umin.i32(i32 %add919, i32 %call122)
  %wide921 = zext nneg i32 %call920 to i64
  %p924 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide921
  %v925 = load float, ptr addrspace(1) %p924, align 4
  %add927 = add i32 %call136, %j886
  %call928 = tail call i32 @llvm.umin.i32(i32 %add927, i32 %call142)
  %wide929 = zext nneg i32 %call928 to i64
  %p932 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide929
  %v933 = load float, ptr addrspace(1) %p932, align 4
  %add935 = add i32 %call156, %j886
  %call936 = tail call i32 @llvm.umin.i32(i32 %add935, i32 %call162)
  %wide937 = zext nneg i32 %call936 to i64
  %p940 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide937
  %v941 = load float, ptr addrspace(1) %p940, align 4
  %add943 = add i32 %call176, %j886
  %call944 = tail call i32 @llvm.umin.i32(i32 %add943, i32 %call182)
  %wide945 = zext nneg i32 %call944 to i64
  %p948 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide945
  %v949 = load float, ptr addrspace(1) %p948, align 4
  %cmp951 = icmp sgt i32 %sel, %j886
  %fadd952 = fadd reassoc contract float %phi878, %v893
  %sel953 = select i1 %cmp951, float %fadd952, float %phi878
  %cmp955 = icmp sgt i32 %sel60, %j886
  %fadd956 = fadd reassoc contract float %phi879, %v901
  %sel957 = select i1 %cmp955, float %fadd956, float %phi879
  %cmp959 = icmp sgt i32 %sel80, %j886
  %fadd960 = fadd reassoc contract float %phi880, %v909
  %sel961 = select i1 %cmp959, float %fadd960, float %phi880
  %cmp963 = icmp sgt i32 %sel100, %j886
  %fadd964 = fadd reassoc contract float %phi881, %v917
  %sel965 = select i1 %cmp963, float %fadd964, float %phi881
  %cmp967 = icmp sgt i32 %sel120, %j886
  %fadd968 = fadd reassoc contract float %phi882, %v925
  %sel969 = select i1 %cmp967, float %fadd968, float %phi882
  %cmp971 = icmp sgt i32 %sel140, %j886
  %fadd972 = fadd reassoc contract float %phi883, %v933
  %sel973 = select i1 %cmp971, float %fadd972, float %phi883
  %cmp975 = icmp sgt i32 %sel160, %j886
  %fadd976 = fadd reassoc contract float %phi884, %v941
  %sel977 = select i1 %cmp975, float %fadd976, float %phi884
  %cmp979 = icmp sgt i32 %sel180, %j886
  %fadd980 = fadd reassoc contract float %phi885, %v949
  %sel981 = select i1 %cmp979, float %fadd980, float %phi885
  %add982 = add nuw nsw i64 %i877, 1
  %exitcond1076.not = icmp eq i64 %add982, %widest814
  br i1 %exitcond1076.not, label %endif817, label %fold.body874

then1003:                                         ; preds = %endif817
  %p1005 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add29
  %cmp1000 = icmp sgt i32 %sub40, 0
  %fadd1001 = fadd reassoc contract float %phi992, 0.000000e+00
  %sel1002 = select i1 %cmp1000, float %fadd1001, float 0.000000e+00
  store float %sel1002, ptr addrspace(1) %p1005, align 4
  br label %endif1004

endif1004:                                        ; preds = %then1003, %endif817
  br i1 %cmp46, label %then1009, label %endif1010

then1009:                                         ; preds = %endif1004
  %p1011 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add45
  %cmp1006 = icmp sgt i32 %sub59, 0
  %fadd1007 = fadd reassoc contract float %phi993, 0.000000e+00
  %sel1008 = select i1 %cmp1006, float %fadd1007, float 0.000000e+00
  store float %sel1008, ptr addrspace(1) %p1011, align 4
  br label %endif1010

endif1010:                                        ; preds = %then1009, %endif1004
  br i1 %cmp66, label %then1015, label %endif1016

then1015:                                         ; preds = %endif1010
  %p1017 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add65
  %cmp1012 = icmp sgt i32 %sub79, 0
  %fadd1013 = fadd reassoc contract float %phi994, 0.000000e+00
  %sel1014 = select i1 %cmp1012, float %fadd1013, float 0.000000e+00
  store float %sel1014, ptr addrspace(1) %p1017, align 4
  br label %endif1016

endif1016:                                        ; preds = %then1015, %endif1010
  br i1 %cmp86, label %then1021, label %endif1022

then1021:                                         ; preds = %endif1016
  %p1023 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add85
  %cmp1018 = icmp sgt i32 %sub99, 0
  %fadd1019 = fadd reassoc contract float %phi995, 0.000000e+00
  %sel1020 = select i1 %cmp1018, float %fadd1019, float 0.000000e+00
  store float %sel1020, ptr addrspace(1) %p1023, align 4
  br label %endif1022

endif1022:                                        ; preds = %then1021, %endif1016
  br i1 %cmp106, label %then1027, label %endif1028

then1027:                                         ; preds = %endif1022
  %p1029 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add105
  %cmp1024 = icmp sgt i32 %sub119, 0
  %fadd1025 = fadd reassoc contract float %phi996, 0.000000e+00
  %sel1026 = select i1 %cmp1024, float %fadd1025, float 0.000000e+00
  store float %sel1026, ptr addrspace(1) %p1029, align 4
  br label %endif1028

endif1028:                                        ; preds = %then1027, %endif1022
  br i1 %cmp126, label %then1033, label %endif1034

then1033:                                         ; preds = %endif1028
  %p1035 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add125
  %cmp1030 = icmp sgt i32 %sub139, 0
  %fadd1031 = fadd reassoc contract float %phi997, 0.000000e+00
  %sel1032 = select i1 %cmp1030, float %fadd1031, float 0.000000e+00
  store float %sel1032, ptr addrspace(1) %p1035, align 4
  br label %endif1034

endif1034:                                        ; preds = %then1033, %endif1028
  br i1 %cmp146, label %then1039, label %endif1040

then1039:                                         ; preds = %endif1034
  %p1041 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add145
  %cmp1036 = icmp sgt i32 %sub159, 0
  %fadd1037 = fadd reassoc contract float %phi998, 0.000000e+00
  %sel1038 = select i1 %cmp1036, float %fadd1037, float 0.000000e+00
  store float %sel1038, ptr addrspace(1) %p1041, align 4
  br label %endif1040

endif1040:                                        ; preds = %then1039, %endif1034
  br i1 %cmp166, label %endif.sink.split, label %endif
}

define void @systole_fold_seg_offsets_f32_search(i64 %0, ptr addrspace(1) noalias nocapture readonly %1, i64 %2, ptr addrspace(1) noalias nocapture readonly %3, i64 %4, ptr addrspace(1) noalias nocapture writeonly %5, ptr addrspace(1) noalias %6, ptr addrspace(1) noalias %7, i64 %8, i64 %9) local_unnamed_addr {
entry:
  %call = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg = zext nneg i32 %call to i64
  %call1 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %sreg2 = zext nneg i32 %call1 to i64
  %call3 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %sreg4 = zext nneg i32 %call3 to i64
  %mul = mul nuw nsw i64 %sreg4, %sreg2
  %add = add nuw nsw i64 %mul, %sreg
  %call5 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %sreg6 = zext nneg i32 %call5 to i64
  %mul7 = mul nuw nsw i64 %sreg2, %sreg6
  %lane = and i64 %sreg, 31
  %sub = add i64 %2, -1
  %call9 = tail call i64 @llvm.smax.i64(i64 %sub, i64 0)
  %.idx = mul i64 %8, 24
  %10 = getelementptr i8, ptr addrspace(1) %7, i64 %.idx
  %long = getelementptr i8, ptr addrspace(1) %10, i64 8
  %list = getelementptr i8, ptr addrspace(1) %10, i64 24
  %address = ptrtoint ptr addrspace(1) %long to i64
  %11 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address) #5
  %cmp.not = icmp eq i64 %11, 0
  br i1 %cmp.not, label %folded, label %merge_path

merge_path:                                       ; preds = %entry
  %v832 = load i32, ptr addrspace(1) %3, align 4
  %12 = tail call i32 @llvm.smax.i32(i32 %v832, i32 0)
  %call834 = zext nneg i32 %12 to i64
  %call835 = tail call i64 @llvm.smin.i64(i64 %call834, i64 %4)
  %13 = tail call i64 @llvm.smax.i64(i64 %sub, i64 1)
  %p839 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %13
  %v840 = load i32, ptr addrspace(1) %p839, align 4
  %offset841 = sext i32 %v840 to i64
  %call842 = tail call i64 @llvm.smax.i64(i64 %offset841, i64 %call835)
  %call843 = tail call i64 @llvm.smin.i64(i64 %call842, i64 %4)
  %sub844 = sub i64 %call843, %call835
  %add845 = add i64 %sub844, %call9
  %add846 = add i64 %8, 1
  %cmp847 = icmp slt i64 %add, %add846
  br i1 %cmp847, label %stride.body.preheader, label %common.ret

stride.body.preheader:                            ; preds = %merge_path
  %invariant.gep = getelementptr i8, ptr addrspace(1) %3, i64 4
  %.idx997 = shl i64 %8, 4
  %14 = getelementptr i8, ptr addrspace(1) %7, i64 %.idx997
  br label %stride.body

folded:                                           ; preds = %entry
  %warp8 = lshr i64 %mul7, 5
  %warp = lshr i64 %add, 5
  %mul12 = shl i64 %8, 1
  %v = load i64, ptr addrspace(1) %list, align 4
  %entries = lshr i64 %v, 32
  %chunks = and i64 %v, 4294967295
  %sub13 = add nsw i64 %warp8, -1
  %add14 = add nsw i64 %sub13, %chunks
  %each = sdiv i64 %add14, %warp8
  %mul15 = mul i64 %each, %warp
  %add16 = add i64 %mul15, %each
  %call17 = tail call i64 @llvm.smin.i64(i64 %add16, i64 %chunks)
  %cmp18 = icmp eq i64 %lane, 0
  %15 = tail call i64 @llvm.umax.i64(i64 %entries, i64 1)
  %call20 = add nsw i64 %15, -1
  %cmp21 = icmp slt i64 %mul15, %call17
  br i1 %cmp21, label %then, label %common.ret

then:                                             ; preds = %folded
  %cmp22.not = icmp ult i64 %v, 4294967296
  br i1 %cmp22.not, label %repeat.exit, label %repeat.body.preheader

repeat.body.preheader:                            ; preds = %then
  %invariant.gep1001 = getelementptr i8, ptr addrspace(1) %10, i64 40
  br label %repeat.body

common.ret:                                       ; preds = %repeat.exit856, %endif282, %merge_path, %folded
  ret void

repeat.body:                                      ; preds = %repeat.body.preheader, %repeat.body
  %phi = phi i64 [ %sel, %repeat.body ], [ 0, %repeat.body.preheader ]
  %phi23 = phi i64 [ %sel31, %repeat.body ], [ %entries, %repeat.body.preheader ]
  %add24 = add i64 %phi23, %phi
  %mid = lshr i64 %add24, 1
  %.idx994 = mul i64 %mid, 24
  %gep1002 = getelementptr i8, ptr addrspace(1) %invariant.gep1001, i64 %.idx994
  %v28 = load i64, ptr addrspace(1) %gep1002, align 4
  %cmp29.not = icmp sgt i64 %v28, %mul15
  %add30 = add nuw i64 %mid, 1
  %sel = select i1 %cmp29.not, i64 %phi, i64 %add30
  %sel31 = select i1 %cmp29.not, i64 %mid, i64 %phi23
  %cmp32 = icmp slt i64 %sel, %sel31
  br i1 %cmp32, label %repeat.body, label %repeat.exit

repeat.exit:                                      ; preds = %repeat.body, %then
  %phi33 = phi i64 [ 0, %then ], [ %sel, %repeat.body ]
  %16 = tail call i64 @llvm.smax.i64(i64 %phi33, i64 1)
  %call36 = add nsw i64 %16, -1
  %invariant.gep1005 = getelementptr i8, ptr addrspace(1) %10, i64 40
  %invariant.gep1007 = getelementptr float, ptr addrspace(1) %1, i64 %lane
  %add235 = add nuw nsw i64 %lane, 1
  %add242 = add nuw nsw i64 %lane, 2
  %add249 = add nuw nsw i64 %lane, 4
  %add256 = add nuw nsw i64 %lane, 8
  %add263 = add nuw nsw i64 %lane, 16
  %17 = getelementptr float, ptr addrspace(1) %6, i64 %mul12
  br label %fold.body

fold.body:                                        ; preds = %repeat.exit, %endif282
  %i = phi i64 [ %mul15, %repeat.exit ], [ %add828, %endif282 ]
  %phi38 = phi i64 [ %call36, %repeat.exit ], [ %sel46, %endif282 ]
  %add39 = add i64 %phi38, 1
  %call40 = tail call i64 @llvm.smin.i64(i64 %add39, i64 %call20)
  %.idx995 = mul i64 %call40, 24
  %gep1006 = getelementptr i8, ptr addrspace(1) %invariant.gep1005, i64 %.idx995
  %v44 = load i64, ptr addrspace(1) %gep1006, align 4
  %cmp45.not = icmp sgt i64 %v44, %i
  %sel46 = select i1 %cmp45.not, i64 %phi38, i64 %call40
  %.idx998 = mul i64 %sel46, 24
  %18 = getelementptr i8, ptr addrspace(1) %list, i64 %.idx998
  %p49 = getelementptr i8, ptr addrspace(1) %18, i64 8
  %v50 = load i64, ptr addrspace(1) %p49, align 4
  %p53 = getelementptr i8, ptr addrspace(1) %18, i64 16
  %v54 = load i64, ptr addrspace(1) %p53, align 4
  %p55 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %v50
  %v56 = load i32, ptr addrspace(1) %p55, align 4
  %p58 = getelementptr i8, ptr addrspace(1) %p55, i64 4
  %v59 = load i32, ptr addrspace(1) %p58, align 4
  %offset60 = sext i32 %v59 to i64
  %19 = tail call i32 @llvm.smax.i32(i32 %v56, i32 0)
  %call61 = zext nneg i32 %19 to i64
  %call62 = tail call i64 @llvm.smin.i64(i64 %call61, i64 %4)
  %call63 = tail call i64 @llvm.smax.i64(i64 %offset60, i64 %call62)
  %call64 = tail call i64 @llvm.smin.i64(i64 %call63, i64 %4)
  %sub65 = sub i64 %call64, %call62
  %add66 = add i64 %sub65, 4095
  %ceil = sdiv i64 %add66, 4096
  %call67 = tail call i64 @llvm.smax.i64(i64 %ceil, i64 2048)
  %20 = trunc i64 %sub65 to i32
  %narrow = add i32 %20, -1
  %narrow69 = trunc i64 %call67 to i32
  %chunks70 = udiv i32 %narrow, %narrow69
  %chunks71 = zext i32 %chunks70 to i64
  %add72 = add nuw nsw i64 %chunks71, 1
  %sub73 = sub i64 %i, %v54
  %mul74 = mul i64 %call67, %sub73
  %add75 = add i64 %mul74, %call62
  %add76 = add i64 %add75, %call67
  %call77 = tail call i64 @llvm.smin.i64(i64 %add76, i64 %call64)
  %sub78 = sub i64 %call77, %add75
  %full = sdiv i64 %sub78, 256
  %cmp81 = icmp sgt i64 %sub78, 255
  br i1 %cmp81, label %fold.body79.preheader, label %fold.exit80

fold.body79.preheader:                            ; preds = %fold.body
  %gep1008 = getelementptr float, ptr addrspace(1) %invariant.gep1007, i64 %add75
  %v92.peel = load float, ptr addrspace(1) %gep1008, align 4
  %p96.peel = getelementptr i8, ptr addrspace(1) %gep1008, i64 128
  %v97.peel = load float, ptr addrspace(1) %p96.peel, align 4
  %p101.peel = getelementptr i8, ptr addrspace(1) %gep1008, i64 256
  %v102.peel = load float, ptr addrspace(1) %p101.peel, align 4
  %p106.peel = getelementptr i8, ptr addrspace(1) %gep1008, i64 384
  %v107.peel = load float, ptr addrspace(1) %p106.peel, align 4
  %p111.peel = getelementptr i8, ptr addrspace(1) %gep1008, i64 512
  %v112.peel = load float, ptr addrspace(1) %p111.peel, align 4
  %p116.peel = getelementptr i8, ptr addrspace(1) %gep1008, i64 640
  %v117.peel = load float, ptr addrspace(1) %p116.peel, align 4
  %p121.peel = getelementptr i8, ptr addrspace(1) %gep1008, i64 768
  %v122.peel = load float, ptr addrspace(1) %p121.peel, align 4
  %p126.peel = getelementptr i8, ptr addrspace(1) %gep1008, i64 896
  %v127.peel = load float, ptr addrspace(1) %p126.peel, align 4
  %fadd129.peel = fadd reassoc contract float %v97.peel, %v92.peel
  %fadd130.peel = fadd reassoc contract float %v102.peel, %fadd129.peel
  %fadd131.peel = fadd reassoc contract float %v107.peel, %fadd130.peel
  %fadd132.peel = fadd reassoc contract float %v112.peel, %fadd131.peel
  %fadd133.peel = fadd reassoc contract float %v117.peel, %fadd132.peel
  %fadd134.peel = fadd reassoc contract float %v122.peel, %fadd133.peel
  %fadd135.peel = fadd reassoc contract float %v127.peel, %fadd134.peel
  %21 = and i64 %sub78, 9223372036854775552
  %exitcond.peel.not = icmp eq i64 %21, 256
  br i1 %exitcond.peel.not, label %fold.exit80, label %fold.body79.preheader1014

fold.body79.preheader1014:                        ; preds = %fold.body79.preheader
  %22 = add nsw i64 %full, -1
  %xtraiter = and i64 %22, 1
  %23 = and i64 %sub78, 9223372036854775552
  %24 = icmp eq i64 %23, 512
  br i1 %24, label %fold.exit80.loopexit.unr-lcssa, label %fold.body79.preheader1014.new

fold.body79.preheader1014.new:                    ; preds = %fold.body79.preheader1014
  %unroll_iter = and i64 %22, -2
  br label %fold.body79

fold.body79:                                      ; preds = %fold.body79, %fold.body79.preheader1014.new
  %i82 = phi i64 [ 1, %fold.body79.preheader1014.new ], [ %add136.1, %fold.body79 ]
  %phi83 = phi float [ %fadd135.peel, %fold.body79.preheader1014.new ], [ %fadd135.1, %fold.body79 ]
  %niter = phi i64 [ 0, %fold.body79.preheader1014.new ], [ %niter.next.1, %fold.body79 ]
  %.idx999 = shl i64 %i82, 10
  %gep1004 = getelementptr i8, ptr addrspace(1) %gep1008, i64 %.idx999
  %v92 = load float, ptr addrspace(1) %gep1004, align 4
  %p96 = getelementptr i8, ptr addrspace(1) %gep1004, i64 128
  %v97 = load float, ptr addrspace(1) %p96, align 4
  %p101 = getelementptr i8, ptr addrspace(1) %gep1004, i64 256
  %v102 = load float, ptr addrspace(1) %p101, align 4
  %p106 = getelementptr i8, ptr addrspace(1) %gep1004, i64 384
  %v107 = load float, ptr addrspace(1) %p106, align 4
  %p111 = getelementptr i8, ptr addrspace(1) %gep1004, i64 512
  %v112 = load float, ptr addrspace(1) %p111, align 4
  %p116 = getelementptr i8, ptr addrspace(1) %gep1004, i64 640
  %v117 = load float, ptr addrspace(1) %p116, align 4
  %p121 = getelementptr i8, ptr addrspace(1) %gep1004, i64 768
  %v122 = load float, ptr addrspace(1) %p121, align 4
  %p126 = getelementptr i8, ptr addrspace(1) %gep1004, i64 896
  %v127 = load float, ptr addrspace(1) %p126, align 4
  %fadd = fadd reassoc contract float %phi83, %v92
  %fadd129 = fadd reassoc contract float %v97, %fadd
  %fadd130 = fadd reassoc contract float %v102, %fadd129
  %fadd131 = fadd reassoc contract float %v107, %fadd130
  %fadd132 = fadd reassoc contract float %v112, %fadd131
  %fadd133 = fadd reassoc contract float %v117, %fadd132
  %fadd134 = fadd reassoc contract float %v122, %fadd133
  %fadd135 = fadd reassoc contract float %v127, %fadd134
  %add136 = shl i64 %i82, 10
  %25 = getelementptr i8, ptr addrspace(1) %gep1008, i64 %add136
  %gep1004.1 = getelementptr i8, ptr addrspace(1) %25, i64 1024
  %v92.1 = load float, ptr addrspace(1) %gep1004.1, align 4
  %p96.1 = getelementptr i8, ptr addrspace(1) %25, i64 1152
  %v97.1 = load float, ptr addrspace(1) %p96.1, align 4
  %p101.1 = getelementptr i8, ptr addrspace(1) %25, i64 1280
  %v102.1 = load float, ptr addrspace(1) %p101.1, align 4
  %p106.1 = getelementptr i8, ptr addrspace(1) %25, i64 1408
  %v107.1 = load float, ptr addrspace(1) %p106.1, align 4
  %p111.1 = getelementptr i8, ptr addrspace(1) %25, i64 1536
  %v112.1 = load float, ptr addrspace(1) %p111.1, align 4
  %p116.1 = getelementptr i8, ptr addrspace(1) %25, i64 1664
  %v117.1 = load float, ptr addrspace(1) %p116.1, align 4
  %p121.1 = getelementptr i8, ptr addrspace(1) %25, i64 1792
  %v122.1 = load float, ptr addrspace(1) %p121.1, align 4
  %p126.1 = getelementptr i8, ptr addrspace(1) %25, i64 1920
  %v127.1 = load float, ptr addrspace(1) %p126.1, align 4
  %fadd.1 = fadd reassoc contract float %fadd135, %v92.1
  %fadd129.1 = fadd reassoc contract float %v97.1, %fadd.1
  %fadd130.1 = fadd reassoc contract float %v102.1, %fadd129.1
  %fadd131.1 = fadd reassoc contract float %v107.1, %fadd130.1
  %fadd132.1 = fadd reassoc contract float %v112.1, %fadd131.1
  %fadd133.1 = fadd reassoc contract float %v117.1, %fadd132.1
  %fadd134.1 = fadd reassoc contract float %v122.1, %fadd133.1
  %fadd135.1 = fadd reassoc contract float %v127.1, %fadd134.1
  %add136.1 = add nuw nsw i64 %i82, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %fold.exit80.loopexit.unr-lcssa, label %fold.body79, !llvm.loop !7

fold.exit80.loopexit.unr-lcssa:                   ; preds = %fold.body79, %fold.body79.preheader1014
  %fadd135.lcssa.ph = phi float [ poison, %fold.body79.preheader1014 ], [ %fadd135.1, %fold.body79 ]
  %i82.unr = phi i64 [ 1, %fold.body79.preheader1014 ], [ %add136.1, %fold.body79 ]
  %phi83.unr = phi float [ %fadd135.peel, %fold.body79.preheader1014 ], [ %fadd135.1, %fold.body79 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %fold.exit80, label %fold.body79.epil

fold.body79.epil:                                 ; preds = %fold.exit80.loopexit.unr-lcssa
  %.idx999.epil = shl i64 %i82.unr, 10
  %gep1004.epil = getelementptr i8, ptr addrspace(1) %gep1008, i64 %.idx999.epil
  %v92.epil = load float, ptr addrspace(1) %gep1004.epil, align 4
  %p96.epil = getelementptr i8, ptr addrspace(1) %gep1004.epil, i64 128
  %v97.epil = load float, ptr addrspace(1) %p96.epil, align 4
  %p101.epil = getelementptr i8, ptr addrspace(1) %gep1004.epil, i64 256
  %v102.epil = load float, ptr addrspace(1) %p101.epil, align 4
  %p106.epil = getelementptr i8, ptr addrspace(1) %gep1004.epil, i64 384
  %v107.epil = load float, ptr addrspace(1) %p106.epil, align 4
  %p111.epil = getelementptr i8, ptr addrspace(1) %gep1004.epil, i64 512
  %v112.epil = load float, ptr addrspace(1) %p111.epil, align 4
  %p116.epil = getelementptr i8, ptr addrspace(1) %gep1004.epil, i64 640
  %v117.epil = load float, ptr addrspace(1) %p116.epil, align 4
  %p121.epil = getelementptr i8, ptr addrspace(1) %gep1004.epil, i64 768
  %v122.epil = load float, ptr addrspace(1) %p121.epil, align 4
  %p126.epil = getelementptr i8, ptr addrspace(1) %gep1004.epil, i64 896
  %v127.epil = load float, ptr addrspace(1) %p126.epil, align 4
  %fadd.epil = fadd reassoc contract float %phi83.unr, %v92.epil
  %fadd129.epil = fadd reassoc contract float %v97.epil, %fadd.epil
  %fadd130.epil = fadd reassoc contract float %v102.epil, %fadd129.epil
  %fadd131.epil = fadd reassoc contract float %v107.epil, %fadd130.epil
  %fadd132.epil = fadd reassoc contract float %v112.epil, %fadd131.epil
  %fadd133.epil = fadd reassoc contract float %v117.epil, %fadd132.epil
  %fadd134.epil = fadd reassoc contract float %v122.epil, %fadd133.epil
  %fadd135.epil = fadd reassoc contract float %v127.epil, %fadd134.epil
  br label %fold.exit80

fold.exit80:                                      ; preds = %fold.body79.epil, %fold.exit80.loopexit.unr-lcssa, %fold.body79.preheader, %fold.body
  %phi138 = phi float [ 0.000000e+00, %fold.body ], [ %fadd135.peel, %fold.body79.preheader ], [ %fadd135.lcssa.ph, %fold.exit80.loopexit.unr-lcssa ], [ %fadd135.epil, %fold.body79.epil ]
  %mul140 = shl nsw i64 %full, 8
  %add141 = add i64 %add75, %lane
  %add142 = add i64 %add141, %mul140
  %sub143 = add i64 %call77, -1
  %call144 = tail call i64 @llvm.smax.i64(i64 %sub143, i64 %add75)
  %cmp146 = icmp slt i64 %add142, %call77
  %call147 = tail call i64 @llvm.smin.i64(i64 %add142, i64 %call144)
  %p150 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call147
  %v151 = load float, ptr addrspace(1) %p150, align 4
  %add152 = add i64 %add142, 32
  %cmp153 = icmp slt i64 %add152, %call77
  %call154 = tail call i64 @llvm.smin.i64(i64 %add152, i64 %call144)
  %p157 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call154
  %v158 = load float, ptr addrspace(1) %p157, align 4
  %add159 = add i64 %add142, 64
  %cmp160 = icmp slt i64 %add159, %call77
  %call161 = tail call i64 @llvm.smin.i64(i64 %add159, i64 %call144)
  %p164 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call161
  %v165 = load float, ptr addrspace(1) %p164, align 4
  %add166 = add i64 %add142, 96
  %cmp167 = icmp slt i64 %add166, %call77
  %call168 = tail call i64 @llvm.smin.i64(i64 %add166, i64 %call144)
  %p171 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call168
  %v172 = load float, ptr addrspace(1) %p171, align 4
  %add173 = add i64 %add142, 128
  %cmp174 = icmp slt i64 %add173, %call77
  %call175 = tail call i64 @llvm.smin.i64(i64 %add173, i64 %call144)
  %p178 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call175
  %v179 = load float, ptr addrspace(1) %p178, align 4
  %add180 = add i64 %add142, 160
  %cmp181 = icmp slt i64 %add180, %call77
  %call182 = tail call i64 @llvm.smin.i64(i64 %add180, i64 %call144)
  %p185 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call182
  %v186 = load float, ptr addrspace(1) %p185, align 4
  %add187 = add i64 %add142, 192
  %cmp188 = icmp slt i64 %add187, %call77
  %call189 = tail call i64 @llvm.smin.i64(i64 %add187, i64 %call144)
  %p192 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call189
  %v193 = load float, ptr addrspace(1) %p192, align 4
  %add194 = add i64 %add142, 224
  %cmp195 = icmp slt i64 %add194, %call77
  %call196 = tail call i64 @llvm.smin.i64(i64 %add194, i64 %call144)
  %p199 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call196
  %v200 = load float, ptr addrspace(1) %p199, align 4
  %fadd201 = fadd reassoc contract float %phi138, %v151
  %sel202 = select i1 %cmp81, float %fadd201, float %v151
  %sel203 = select i1 %cmp146, float %sel202, float %phi138
  %has = or i1 %cmp81, %cmp146
  %fadd204 = fadd reassoc contract float %v158, %sel203
  %sel205 = select i1 %has, float %fadd204, float %v158
  %sel206 = select i1 %cmp153, float %sel205, float %sel203
  %has207 = or i1 %has, %cmp153
  %fadd208 = fadd reassoc contract float %v165, %sel206
  %sel209 = select i1 %has207, float %fadd208, float %v165
  %sel210 = select i1 %cmp160, float %sel209, float %sel206
  %has211 = or i1 %cmp160, %has207
  %fadd212 = fadd reassoc contract float %v172, %sel210
  %sel213 = select i1 %has211, float %fadd212, float %v172
  %sel214 = select i1 %cmp167, float %sel213, float %sel210
  %has215 = or i1 %cmp167, %has211
  %fadd216 = fadd reassoc contract float %v179, %sel214
  %sel217 = select i1 %has215, float %fadd216, float %v179
  %sel218 = select i1 %cmp174, float %sel217, float %sel214
  %has219 = or i1 %cmp174, %has215
  %fadd220 = fadd reassoc contract float %v186, %sel218
  %sel221 = select i1 %has219, float %fadd220, float %v186
  %sel222 = select i1 %cmp181, float %sel221, float %sel218
  %has223 = or i1 %cmp181, %has219
  %fadd224 = fadd reassoc contract float %v193, %sel222
  %sel225 = select i1 %has223, float %fadd224, float %v193
  %sel226 = select i1 %cmp188, float %sel225, float %sel222
  %has227 = or i1 %cmp188, %has223
  %fadd228 = fadd reassoc contract float %v200, %sel226
  %sel229 = select i1 %has227, float %fadd228, float %v200
  %sel230 = select i1 %cmp195, float %sel229, float %sel226
  %call232 = tail call i64 @llvm.smin.i64(i64 %sub78, i64 32)
  %call233 = tail call i64 @llvm.smax.i64(i64 %call232, i64 1)
  %bits = bitcast float %sel230 to i32
  %call234 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits, i32 1, i32 31)
  %leaf = bitcast i32 %call234 to float
  %cmp236 = icmp sgt i64 %call232, %add235
  %fadd237 = fadd reassoc contract float %sel230, %leaf
  %sel238 = select i1 %cmp236, float %fadd237, float %sel230
  %bits239 = bitcast float %sel238 to i32
  %call240 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits239, i32 2, i32 31)
  %leaf241 = bitcast i32 %call240 to float
  %cmp243 = icmp ult i64 %add242, %call233
  %fadd244 = fadd reassoc contract float %sel238, %leaf241
  %sel245 = select i1 %cmp243, float %fadd244, float %sel238
  %bits246 = bitcast float %sel245 to i32
  %call247 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits246, i32 4, i32 31)
  %leaf248 = bitcast i32 %call247 to float
  %cmp250 = icmp ult i64 %add249, %call233
  %fadd251 = fadd reassoc contract float %sel245, %leaf248
  %sel252 = select i1 %cmp250, float %fadd251, float %sel245
  %bits253 = bitcast float %sel252 to i32
  %call254 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits253, i32 8, i32 31)
  %leaf255 = bitcast i32 %call254 to float
  %cmp257 = icmp ult i64 %add256, %call233
  %fadd258 = fadd reassoc contract float %sel252, %leaf255
  %sel259 = select i1 %cmp257, float %fadd258, float %sel252
  %bits260 = bitcast float %sel259 to i32
  %call261 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits260, i32 16, i32 31)
  br i1 %cmp18, label %then268, label %endif275

then268:                                          ; preds = %fold.exit80
  %counter = getelementptr i8, ptr addrspace(1) %18, i64 24
  %p270 = getelementptr float, ptr addrspace(1) %17, i64 %i
  %cmp264 = icmp ult i64 %add263, %call233
  %leaf262 = bitcast i32 %call261 to float
  %fadd265 = fadd reassoc contract float %sel259, %leaf262
  %sel266 = select i1 %cmp264, float %fadd265, float %sel259
  store float %sel266, ptr addrspace(1) %p270, align 4
  tail call void @llvm.nvvm.membar.gl()
  %26 = atomicrmw add ptr addrspace(1) %counter, i32 1 monotonic, align 4
  br label %endif275

endif275:                                         ; preds = %fold.exit80, %then268
  %phi277 = phi i32 [ %26, %then268 ], [ 0, %fold.exit80 ]
  %call278 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %phi277, i32 0, i32 31)
  %cmp280 = icmp eq i32 %call278, %chunks70
  br i1 %cmp280, label %then281, label %endif282

then281:                                          ; preds = %endif275
  tail call void @llvm.nvvm.membar.gl()
  %add283 = add i64 %v54, %mul12
  %full285996 = lshr i64 %add72, 10
  %cmp288.not = icmp ugt i32 %chunks70, 1022
  br i1 %cmp288.not, label %fold.body286.preheader, label %fold.exit287

fold.body286.preheader:                           ; preds = %then281
  %27 = getelementptr float, ptr addrspace(1) %6, i64 %add283
  br label %fold.body286

endif282:                                         ; preds = %fold.exit287, %then825, %endif275
  %add828 = add nsw i64 %i, 1
  %cmp829 = icmp slt i64 %add828, %call17
  br i1 %cmp829, label %fold.body, label %common.ret

fold.body286:                                     ; preds = %fold.body286.preheader, %fold.body286
  %i289 = phi i64 [ %add456, %fold.body286 ], [ 0, %fold.body286.preheader ]
  %phi290 = phi float [ %fadd455, %fold.body286 ], [ 0.000000e+00, %fold.body286.preheader ]
  %phi291 = phi i1 [ true, %fold.body286 ], [ false, %fold.body286.preheader ]
  %mul292 = shl i64 %i289, 10
  %add294 = or disjoint i64 %mul292, %lane
  %p297 = getelementptr float, ptr addrspace(1) %27, i64 %add294
  %v298 = load volatile float, ptr addrspace(1) %p297, align 4
  %add299 = or disjoint i64 %add294, 32
  %p301 = getelementptr float, ptr addrspace(1) %27, i64 %add299
  %v302 = load volatile float, ptr addrspace(1) %p301, align 4
  %add303 = or disjoint i64 %add294, 64
  %p305 = getelementptr float, ptr addrspace(1) %27, i64 %add303
  %v306 = load volatile float, ptr addrspace(1) %p305, align 4
  %add307 = or disjoint i64 %add294, 96
  %p309 = getelementptr float, ptr addrspace(1) %27, i64 %add307
  %v310 = load volatile float, ptr addrspace(1) %p309, align 4
  %add311 = or disjoint i64 %add294, 128
  %p313 = getelementptr float, ptr addrspace(1) %27, i64 %add311
  %v314 = load volatile float, ptr addrspace(1) %p313, align 4
  %add315 = or disjoint i64 %add294, 160
  %p317 = getelementptr float, ptr addrspace(1) %27, i64 %add315
  %v318 = load volatile float, ptr addrspace(1) %p317, align 4
  %add319 = or disjoint i64 %add294, 192
  %p321 = getelementptr float, ptr addrspace(1) %27, i64 %add319
  %v322 = load volatile float, ptr addrspace(1) %p321, align 4
  %add323 = or disjoint i64 %add294, 224
  %p325 = getelementptr float, ptr addrspace(1) %27, i64 %add323
  %v326 = load volatile float, ptr addrspace(1) %p325, align 4
  %add327 = or disjoint i64 %add294, 256
  %p329 = getelementptr float, ptr addrspace(1) %27, i64 %add327
  %v330 = load volatile float, ptr addrspace(1) %p329, align 4
  %add331 = or disjoint i64 %add294, 288
  %p333 = getelementptr float, ptr addrspace(1) %27, i64 %add331
  %v334 = load volatile float, ptr addrspace(1) %p333, align 4
  %add335 = or disjoint i64 %add294, 320
  %p337 = getelementptr float, ptr addrspace(1) %27, i64 %add335
  %v338 = load volatile float, ptr addrspace(1) %p337, align 4
  %add339 = or disjoint i64 %add294, 352
  %p341 = getelementptr float, ptr addrspace(1) %27, i64 %add339
  %v342 = load volatile float, ptr addrspace(1) %p341, align 4
  %add343 = or disjoint i64 %add294, 384
  %p345 = getelementptr float, ptr addrspace(1) %27, i64 %add343
  %v346 = load volatile float, ptr addrspace(1) %p345, align 4
  %add347 = or disjoint i64 %add294, 416
  %p349 = getelementptr float, ptr addrspace(1) %27, i64 %add347
  %v350 = load volatile float, ptr addrspace(1) %p349, align 4
  %add351 = or disjoint i64 %add294, 448
  %p353 = getelementptr float, ptr addrspace(1) %27, i64 %add351
  %v354 = load volatile float, ptr addrspace(1) %p353, align 4
  %add355 = or disjoint i64 %add294, 480
  %p357 = getelementptr float, ptr addrspace(1) %27, i64 %add355
  %v358 = load volatile float, ptr addrspace(1) %p357, align 4
  %add359 = or disjoint i64 %add294, 512
  %p361 = getelementptr float, ptr addrspace(1) %27, i64 %add359
  %v362 = load volatile float, ptr addrspace(1) %p361, align 4
  %add363 = or disjoint i64 %add294, 544
  %p365 = getelementptr float, ptr addrspace(1) %27, i64 %add363
  %v366 = load volatile float, ptr addrspace(1) %p365, align 4
  %add367 = or disjoint i64 %add294, 576
  %p369 = getelementptr float, ptr addrspace(1) %27, i64 %add367
  %v370 = load volatile float, ptr addrspace(1) %p369, align 4
  %add371 = or disjoint i64 %add294, 608
  %p373 = getelementptr float, ptr addrspace(1) %27, i64 %add371
  %v374 = load volatile float, ptr addrspace(1) %p373, align 4
  %add375 = or disjoint i64 %add294, 640
  %p377 = getelementptr float, ptr addrspace(1) %27, i64 %add375
  %v378 = load volatile float, ptr addrspace(1) %p377, align 4
  %add379 = or disjoint i64 %add294, 672
  %p381 = getelementptr float, ptr addrspace(1) %27, i64 %add379
  %v382 = load volatile float, ptr addrspace(1) %p381, align 4
  %add383 = or disjoint i64 %add294, 704
  %p385 = getelementptr float, ptr addrspace(1) %27, i64 %add383
  %v386 = load volatile float, ptr addrspace(1) %p385, align 4
  %add387 = or disjoint i64 %add294, 736
  %p389 = getelementptr float, ptr addrspace(1) %27, i64 %add387
  %v390 = load volatile float, ptr addrspace(1) %p389, align 4
  %add391 = or disjoint i64 %add294, 768
  %p393 = getelementptr float, ptr addrspace(1) %27, i64 %add391
  %v394 = load volatile float, ptr addrspace(1) %p393, align 4
  %add395 = or disjoint i64 %add294, 800
  %p397 = getelementptr float, ptr addrspace(1) %27, i64 %add395
  %v398 = load volatile float, ptr addrspace(1) %p397, align 4
  %add399 = or disjoint i64 %add294, 832
  %p401 = getelementptr float, ptr addrspace(1) %27, i64 %add399
  %v402 = load volatile float, ptr addrspace(1) %p401, align 4
  %add403 = or disjoint i64 %add294, 864
  %p405 = getelementptr float, ptr addrspace(1) %27, i64 %add403
  %v406 = load volatile float, ptr addrspace(1) %p405, align 4
  %add407 = or disjoint i64 %add294, 896
  %p409 = getelementptr float, ptr addrspace(1) %27, i64 %add407
  %v410 = load volatile float, ptr addrspace(1) %p409, align 4
  %add411 = or disjoint i64 %add294, 928
  %p413 = getelementptr float, ptr addrspace(1) %27, i64 %add411
  %v414 = load volatile float, ptr addrspace(1) %p413, align 4
  %add415 = or disjoint i64 %add294, 960
  %p417 = getelementptr float, ptr addrspace(1) %27, i64 %add415
  %v418 = load volatile float, ptr addrspace(1) %p417, align 4
  %add419 = or disjoint i64 %add294, 992
  %p421 = getelementptr float, ptr addrspace(1) %27, i64 %add419
  %v422 = load volatile float, ptr addrspace(1) %p421, align 4
  %fadd423 = fadd reassoc contract float %phi290, %v298
  %sel424 = select i1 %phi291, float %fadd423, float %v298
  %fadd425 = fadd reassoc contract float %v302, %sel424
  %fadd426 = fadd reassoc contract float %v306, %fadd425
  %fadd427 = fadd reassoc contract float %v310, %fadd426
  %fadd428 = fadd reassoc contract float %v314, %fadd427
  %fadd429 = fadd reassoc contract float %v318, %fadd428
  %fadd430 = fadd reassoc contract float %v322, %fadd429
  %fadd431 = fadd reassoc contract float %v326, %fadd430
  %fadd432 = fadd reassoc contract float %v330, %fadd431
  %fadd433 = fadd reassoc contract float %v334, %fadd432
  %fadd434 = fadd reassoc contract float %v338, %fadd433
  %fadd435 = fadd reassoc contract float %v342, %fadd434
  %fadd436 = fadd reassoc contract float %v346, %fadd435
  %fadd437 = fadd reassoc contract float %v350, %fadd436
  %fadd438 = fadd reassoc contract float %v354, %fadd437
  %fadd439 = fadd reassoc contract float %v358, %fadd438
  %fadd440 = fadd reassoc contract float %v362, %fadd439
  %fadd441 = fadd reassoc contract float %v366, %fadd440
  %fadd442 = fadd reassoc contract float %v370, %fadd441
  %fadd443 = fadd reassoc contract float %v374, %fadd442
  %fadd444 = fadd reassoc contract float %v378, %fadd443
  %fadd445 = fadd reassoc contract float %v382, %fadd444
  %fadd446 = fadd reassoc contract float %v386, %fadd445
  %fadd447 = fadd reassoc contract float %v390, %fadd446
  %fadd448 = fadd reassoc contract float %v394, %fadd447
  %fadd449 = fadd reassoc contract float %v398, %fadd448
  %fadd450 = fadd reassoc contract float %v402, %fadd449
  %fadd451 = fadd reassoc contract float %v406, %fadd450
  %fadd452 = fadd reassoc contract float %v410, %fadd451
  %fadd453 = fadd reassoc contract float %v414, %fadd452
  %fadd454 = fadd reassoc contract float %v418, %fadd453
  %fadd455 = fadd reassoc contract float %v422, %fadd454
  %add456 = add nuw nsw i64 %i289, 1
  %cmp457 = icmp ult i64 %add456, %full285996
  br i1 %cmp457, label %fold.body286, label %fold.exit287

fold.exit287:                                     ; preds = %fold.body286, %then281
  %phi458 = phi float [ 0.000000e+00, %then281 ], [ %fadd455, %fold.body286 ]
  %mul460 = and i64 %add72, 8589933568
  %add462 = or disjoint i64 %mul460, %lane
  %cmp466.not = icmp ugt i64 %add462, %chunks71
  %call467 = tail call i64 @llvm.smin.i64(i64 %add462, i64 %chunks71)
  %28 = getelementptr float, ptr addrspace(1) %6, i64 %add283
  %p469 = getelementptr float, ptr addrspace(1) %28, i64 %call467
  %v470 = load volatile float, ptr addrspace(1) %p469, align 4
  %add471 = or disjoint i64 %add462, 32
  %cmp472.not = icmp ugt i64 %add471, %chunks71
  %call473 = tail call i64 @llvm.smin.i64(i64 %add471, i64 %chunks71)
  %p475 = getelementptr float, ptr addrspace(1) %28, i64 %call473
  %v476 = load volatile float, ptr addrspace(1) %p475, align 4
  %add477 = or disjoint i64 %add462, 64
  %cmp478.not = icmp ugt i64 %add477, %chunks71
  %call479 = tail call i64 @llvm.smin.i64(i64 %add477, i64 %chunks71)
  %p481 = getelementptr float, ptr addrspace(1) %28, i64 %call479
  %v482 = load volatile float, ptr addrspace(1) %p481, align 4
  %add483 = or disjoint i64 %add462, 96
  %cmp484.not = icmp ugt i64 %add483, %chunks71
  %call485 = tail call i64 @llvm.smin.i64(i64 %add483, i64 %chunks71)
  %p487 = getelementptr float, ptr addrspace(1) %28, i64 %call485
  %v488 = load volatile float, ptr addrspace(1) %p487, align 4
  %add489 = or disjoint i64 %add462, 128
  %cmp490.not = icmp ugt i64 %add489, %chunks71
  %call491 = tail call i64 @llvm.smin.i64(i64 %add489, i64 %chunks71)
  %p493 = getelementptr float, ptr addrspace(1) %28, i64 %call491
  %v494 = load volatile float, ptr addrspace(1) %p493, align 4
  %add495 = or disjoint i64 %add462, 160
  %cmp496.not = icmp ugt i64 %add495, %chunks71
  %call497 = tail call i64 @llvm.smin.i64(i64 %add495, i64 %chunks71)
  %p499 = getelementptr float, ptr addrspace(1) %28, i64 %call497
  %v500 = load volatile float, ptr addrspace(1) %p499, align 4
  %add501 = or disjoint i64 %add462, 192
  %cmp502.not = icmp ugt i64 %add501, %chunks71
  %call503 = tail call i64 @llvm.smin.i64(i64 %add501, i64 %chunks71)
  %p505 = getelementptr float, ptr addrspace(1) %28, i64 %call503
  %v506 = load volatile float, ptr addrspace(1) %p505, align 4
  %add507 = or disjoint i64 %add462, 224
  %cmp508.not = icmp ugt i64 %add507, %chunks71
  %call509 = tail call i64 @llvm.smin.i64(i64 %add507, i64 %chunks71)
  %p511 = getelementptr float, ptr addrspace(1) %28, i64 %call509
  %v512 = load volatile float, ptr addrspace(1) %p511, align 4
  %add513 = or disjoint i64 %add462, 256
  %cmp514.not = icmp ugt i64 %add513, %chunks71
  %call515 = tail call i64 @llvm.smin.i64(i64 %add513, i64 %chunks71)
  %p517 = getelementptr float, ptr addrspace(1) %28, i64 %call515
  %v518 = load volatile float, ptr addrspace(1) %p517, align 4
  %add519 = or disjoint i64 %add462, 288
  %cmp520.not = icmp ugt i64 %add519, %chunks71
  %call521 = tail call i64 @llvm.smin.i64(i64 %add519, i64 %chunks71)
  %p523 = getelementptr float, ptr addrspace(1) %28, i64 %call521
  %v524 = load volatile float, ptr addrspace(1) %p523, align 4
  %add525 = or disjoint i64 %add462, 320
  %cmp526.not = icmp ugt i64 %add525, %chunks71
  %call527 = tail call i64 @llvm.smin.i64(i64 %add525, i64 %chunks71)
  %p529 = getelementptr float, ptr addrspace(1) %28, i64 %call527
  %v530 = load volatile float, ptr addrspace(1) %p529, align 4
  %add531 = or disjoint i64 %add462, 352
  %cmp532.not = icmp ugt i64 %add531, %chunks71
  %call533 = tail call i64 @llvm.smin.i64(i64 %add531, i64 %chunks71)
  %p535 = getelementptr float, ptr addrspace(1) %28, i64 %call533
  %v536 = load volatile float, ptr addrspace(1) %p535, align 4
  %add537 = or disjoint i64 %add462, 384
  %cmp538.not = icmp ugt i64 %add537, %chunks71
  %call539 = tail call i64 @llvm.smin.i64(i64 %add537, i64 %chunks71)
  %p541 = getelementptr float, ptr addrspace(1) %28, i64 %call539
  %v542 = load volatile float, ptr addrspace(1) %p541, align 4
  %add543 = or disjoint i64 %add462, 416
  %cmp544.not = icmp ugt i64 %add543, %chunks71
  %call545 = tail call i64 @llvm.smin.i64(i64 %add543, i64 %chunks71)
  %p547 = getelementptr float, ptr addrspace(1) %28, i64 %call545
  %v548 = load volatile float, ptr addrspace(1) %p547, align 4
  %add549 = or disjoint i64 %add462, 448
  %cmp550.not = icmp ugt i64 %add549, %chunks71
  %call551 = tail call i64 @llvm.smin.i64(i64 %add549, i64 %chunks71)
  %p553 = getelementptr float, ptr addrspace(1) %28, i64 %call551
  %v554 = load volatile float, ptr addrspace(1) %p553, align 4
  %add555 = or disjoint i64 %add462, 480
  %cmp556.not = icmp ugt i64 %add555, %chunks71
  %call557 = tail call i64 @llvm.smin.i64(i64 %add555, i64 %chunks71)
  %p559 = getelementptr float, ptr addrspace(1) %28, i64 %call557
  %v560 = load volatile float, ptr addrspace(1) %p559, align 4
  %add561 = or disjoint i64 %add462, 512
  %cmp562.not = icmp ugt i64 %add561, %chunks71
  %call563 = tail call i64 @llvm.smin.i64(i64 %add561, i64 %chunks71)
  %p565 = getelementptr float, ptr addrspace(1) %28, i64 %call563
  %v566 = load volatile float, ptr addrspace(1) %p565, align 4
  %add567 = or disjoint i64 %add462, 544
  %cmp568.not = icmp ugt i64 %add567, %chunks71
  %call569 = tail call i64 @llvm.smin.i64(i64 %add567, i64 %chunks71)
  %p571 = getelementptr float, ptr addrspace(1) %28, i64 %call569
  %v572 = load volatile float, ptr addrspace(1) %p571, align 4
  %add573 = or disjoint i64 %add462, 576
  %cmp574.not = icmp ugt i64 %add573, %chunks71
  %call575 = tail call i64 @llvm.smin.i64(i64 %add573, i64 %chunks71)
  %p577 = getelementptr float, ptr addrspace(1) %28, i64 %call575
  %v578 = load volatile float, ptr addrspace(1) %p577, align 4
  %add579 = or disjoint i64 %add462, 608
  %cmp580.not = icmp ugt i64 %add579, %chunks71
  %call581 = tail call i64 @llvm.smin.i64(i64 %add579, i64 %chunks71)
  %p583 = getelementptr float, ptr addrspace(1) %28, i64 %call581
  %v584 = load volatile float, ptr addrspace(1) %p583, align 4
  %add585 = or disjoint i64 %add462, 640
  %cmp586.not = icmp ugt i64 %add585, %chunks71
  %call587 = tail call i64 @llvm.smin.i64(i64 %add585, i64 %chunks71)
  %p589 = getelementptr float, ptr addrspace(1) %28, i64 %call587
  %v590 = load volatile float, ptr addrspace(1) %p589, align 4
  %add591 = or disjoint i64 %add462, 672
  %cmp592.not = icmp ugt i64 %add591, %chunks71
  %call593 = tail call i64 @llvm.smin.i64(i64 %add591, i64 %chunks71)
  %p595 = getelementptr float, ptr addrspace(1) %28, i64 %call593
  %v596 = load volatile float, ptr addrspace(1) %p595, align 4
  %add597 = or disjoint i64 %add462, 704
  %cmp598.not = icmp ugt i64 %add597, %chunks71
  %call599 = tail call i64 @llvm.smin.i64(i64 %add597, i64 %chunks71)
  %p601 = getelementptr float, ptr addrspace(1) %28, i64 %call599
  %v602 = load volatile float, ptr addrspace(1) %p601, align 4
  %add603 = or disjoint i64 %add462, 736
  %cmp604.not = icmp ugt i64 %add603, %chunks71
  %call605 = tail call i64 @llvm.smin.i64(i64 %add603, i64 %chunks71)
  %p607 = getelementptr float, ptr addrspace(1) %28, i64 %call605
  %v608 = load volatile float, ptr addrspace(1) %p607, align 4
  %add609 = or disjoint i64 %add462, 768
  %cmp610.not = icmp ugt i64 %add609, %chunks71
  %call611 = tail call i64 @llvm.smin.i64(i64 %add609, i64 %chunks71)
  %p613 = getelementptr float, ptr addrspace(1) %28, i64 %call611
  %v614 = load volatile float, ptr addrspace(1) %p613, align 4
  %add615 = or disjoint i64 %add462, 800
  %cmp616.not = icmp ugt i64 %add615, %chunks71
  %call617 = tail call i64 @llvm.smin.i64(i64 %add615, i64 %chunks71)
  %p619 = getelementptr float, ptr addrspace(1) %28, i64 %call617
  %v620 = load volatile float, ptr addrspace(1) %p619, align 4
  %add621 = or disjoint i64 %add462, 832
  %cmp622.not = icmp ugt i64 %add621, %chunks71
  %call623 = tail call i64 @llvm.smin.i64(i64 %add621, i64 %chunks71)
  %p625 = getelementptr float, ptr addrspace(1) %28, i64 %call623
  %v626 = load volatile float, ptr addrspace(1) %p625, align 4
  %add627 = or disjoint i64 %add462, 864
  %cmp628.not = icmp ugt i64 %add627, %chunks71
  %call629 = tail call i64 @llvm.smin.i64(i64 %add627, i64 %chunks71)
  %p631 = getelementptr float, ptr addrspace(1) %28, i64 %call629
  %v632 = load volatile float, ptr addrspace(1) %p631, align 4
  %add633 = or disjoint i64 %add462, 896
  %cmp634.not = icmp ugt i64 %add633, %chunks71
  %call635 = tail call i64 @llvm.smin.i64(i64 %add633, i64 %chunks71)
  %p637 = getelementptr float, ptr addrspace(1) %28, i64 %call635
  %v638 = load volatile float, ptr addrspace(1) %p637, align 4
  %add639 = or disjoint i64 %add462, 928
  %cmp640.not = icmp ugt i64 %add639, %chunks71
  %call641 = tail call i64 @llvm.smin.i64(i64 %add639, i64 %chunks71)
  %p643 = getelementptr float, ptr addrspace(1) %28, i64 %call641
  %v644 = load volatile float, ptr addrspace(1) %p643, align 4
  %add645 = or disjoint i64 %add462, 960
  %cmp646.not = icmp ugt i64 %add645, %chunks71
  %call647 = tail call i64 @llvm.smin.i64(i64 %add645, i64 %chunks71)
  %p649 = getelementptr float, ptr addrspace(1) %28, i64 %call647
  %v650 = load volatile float, ptr addrspace(1) %p649, align 4
  %add651 = or disjoint i64 %add462, 992
  %cmp652.not = icmp ugt i64 %add651, %chunks71
  %call653 = tail call i64 @llvm.smin.i64(i64 %add651, i64 %chunks71)
  %p655 = getelementptr float, ptr addrspace(1) %28, i64 %call653
  %v656 = load volatile float, ptr addrspace(1) %p655, align 4
  %fadd657 = fadd reassoc contract float %phi458, %v470
  %sel658 = select i1 %cmp288.not, float %fadd657, float %v470
  %sel659 = select i1 %cmp466.not, float %phi458, float %sel658
  %fadd661 = fadd reassoc contract float %v476, %sel659
  %sel663 = select i1 %cmp472.not, float %sel659, float %fadd661
  %fadd665 = fadd reassoc contract float %v482, %sel663
  %sel667 = select i1 %cmp478.not, float %sel663, float %fadd665
  %fadd669 = fadd reassoc contract float %v488, %sel667
  %sel671 = select i1 %cmp484.not, float %sel667, float %fadd669
  %fadd673 = fadd reassoc contract float %v494, %sel671
  %sel675 = select i1 %cmp490.not, float %sel671, float %fadd673
  %fadd677 = fadd reassoc contract float %v500, %sel675
  %sel679 = select i1 %cmp496.not, float %sel675, float %fadd677
  %fadd681 = fadd reassoc contract float %v506, %sel679
  %sel683 = select i1 %cmp502.not, float %sel679, float %fadd681
  %fadd685 = fadd reassoc contract float %v512, %sel683
  %sel687 = select i1 %cmp508.not, float %sel683, float %fadd685
  %fadd689 = fadd reassoc contract float %v518, %sel687
  %sel691 = select i1 %cmp514.not, float %sel687, float %fadd689
  %fadd693 = fadd reassoc contract float %v524, %sel691
  %sel695 = select i1 %cmp520.not, float %sel691, float %fadd693
  %fadd697 = fadd reassoc contract float %v530, %sel695
  %sel699 = select i1 %cmp526.not, float %sel695, float %fadd697
  %fadd701 = fadd reassoc contract float %v536, %sel699
  %sel703 = select i1 %cmp532.not, float %sel699, float %fadd701
  %fadd705 = fadd reassoc contract float %v542, %sel703
  %sel707 = select i1 %cmp538.not, float %sel703, float %fadd705
  %fadd709 = fadd reassoc contract float %v548, %sel707
  %sel711 = select i1 %cmp544.not, float %sel707, float %fadd709
  %fadd713 = fadd reassoc contract float %v554, %sel711
  %sel715 = select i1 %cmp550.not, float %sel711, float %fadd713
  %fadd717 = fadd reassoc contract float %v560, %sel715
  %sel719 = select i1 %cmp556.not, float %sel715, float %fadd717
  %fadd721 = fadd reassoc contract float %v566, %sel719
  %sel723 = select i1 %cmp562.not, float %sel719, float %fadd721
  %fadd725 = fadd reassoc contract float %v572, %sel723
  %sel727 = select i1 %cmp568.not, float %sel723, float %fadd725
  %fadd729 = fadd reassoc contract float %v578, %sel727
  %sel731 = select i1 %cmp574.not, float %sel727, float %fadd729
  %fadd733 = fadd reassoc contract float %v584, %sel731
  %sel735 = select i1 %cmp580.not, float %sel731, float %fadd733
  %fadd737 = fadd reassoc contract float %v590, %sel735
  %sel739 = select i1 %cmp586.not, float %sel735, float %fadd737
  %fadd741 = fadd reassoc contract float %v596, %sel739
  %sel743 = select i1 %cmp592.not, float %sel739, float %fadd741
  %fadd745 = fadd reassoc contract float %v602, %sel743
  %sel747 = select i1 %cmp598.not, float %sel743, float %fadd745
  %fadd749 = fadd reassoc contract float %v608, %sel747
  %sel751 = select i1 %cmp604.not, float %sel747, float %fadd749
  %fadd753 = fadd reassoc contract float %v614, %sel751
  %sel755 = select i1 %cmp610.not, float %sel751, float %fadd753
  %fadd757 = fadd reassoc contract float %v620, %sel755
  %sel759 = select i1 %cmp616.not, float %sel755, float %fadd757
  %fadd761 = fadd reassoc contract float %v626, %sel759
  %sel763 = select i1 %cmp622.not, float %sel759, float %fadd761
  %fadd765 = fadd reassoc contract float %v632, %sel763
  %sel767 = select i1 %cmp628.not, float %sel763, float %fadd765
  %fadd769 = fadd reassoc contract float %v638, %sel767
  %sel771 = select i1 %cmp634.not, float %sel767, float %fadd769
  %fadd773 = fadd reassoc contract float %v644, %sel771
  %sel775 = select i1 %cmp640.not, float %sel771, float %fadd773
  %fadd777 = fadd reassoc contract float %v650, %sel775
  %sel779 = select i1 %cmp646.not, float %sel775, float %fadd777
  %fadd781 = fadd reassoc contract float %v656, %sel779
  %sel783 = select i1 %cmp652.not, float %sel779, float %fadd781
  %call785 = tail call i64 @llvm.smin.i64(i64 %add72, i64 32)
  %call786 = tail call i64 @llvm.smax.i64(i64 %call785, i64 1)
  %bits787 = bitcast float %sel783 to i32
  %call788 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits787, i32 1, i32 31)
  %leaf789 = bitcast i32 %call788 to float
  %cmp791 = icmp ugt i64 %call785, %add235
  %fadd792 = fadd reassoc contract float %sel783, %leaf789
  %sel793 = select i1 %cmp791, float %fadd792, float %sel783
  %bits794 = bitcast float %sel793 to i32
  %call795 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits794, i32 2, i32 31)
  %leaf796 = bitcast i32 %call795 to float
  %cmp798 = icmp ult i64 %add242, %call786
  %fadd799 = fadd reassoc contract float %sel793, %leaf796
  %sel800 = select i1 %cmp798, float %fadd799, float %sel793
  %bits801 = bitcast float %sel800 to i32
  %call802 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits801, i32 4, i32 31)
  %leaf803 = bitcast i32 %call802 to float
  %cmp805 = icmp ult i64 %add249, %call786
  %fadd806 = fadd reassoc contract float %sel800, %leaf803
  %sel807 = select i1 %cmp805, float %fadd806, float %sel800
  %bits808 = bitcast float %sel807 to i32
  %call809 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits808, i32 8, i32 31)
  %leaf810 = bitcast i32 %call809 to float
  %cmp812 = icmp ult i64 %add256, %call786
  %fadd813 = fadd reassoc contract float %sel807, %leaf810
  %sel814 = select i1 %cmp812, float %fadd813, float %sel807
  %bits815 = bitcast float %sel814 to i32
  %call816 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits815, i32 16, i32 31)
  br i1 %cmp18, label %then825, label %endif282

then825:                                          ; preds = %fold.exit287
  %p827 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %v50
  %cmp819 = icmp ult i64 %add263, %call786
  %leaf817 = bitcast i32 %call816 to float
  %fadd820 = fadd reassoc contract float %sel814, %leaf817
  %sel821 = select i1 %cmp819, float %fadd820, float %sel814
  %fadd823 = fadd reassoc contract float %sel821, 0.000000e+00
  store float %fadd823, ptr addrspace(1) %p827, align 4
  br label %endif282

stride.body:                                      ; preds = %stride.body.preheader, %repeat.exit856
  %i848 = phi i64 [ %add992, %repeat.exit856 ], [ %add, %stride.body.preheader ]
  %mul849 = mul i64 %i848, 768
  %call850 = tail call i64 @llvm.smin.i64(i64 %mul849, i64 %add845)
  %sub851 = sub i64 %call850, %sub844
  %call852 = tail call i64 @llvm.smax.i64(i64 %sub851, i64 0)
  %call853 = tail call i64 @llvm.smin.i64(i64 %call850, i64 %call9)
  %cmp854 = icmp slt i64 %call852, %call853
  br i1 %cmp854, label %repeat.body855, label %repeat.exit856

repeat.body855:                                   ; preds = %stride.body, %repeat.body855
  %phi857 = phi i64 [ %sel963, %repeat.body855 ], [ %call852, %stride.body ]
  %phi858 = phi i64 [ %sel970, %repeat.body855 ], [ %call853, %stride.body ]
  %sub859 = sub i64 %phi858, %phi857
  %part = lshr i64 %sub859, 3
  %add861 = add i64 %part, %phi857
  %29 = lshr i64 %sub859, 2
  %part863 = and i64 %29, 2305843009213693951
  %add864 = add i64 %part863, %phi857
  %mul865 = mul i64 %sub859, 3
  %part866 = lshr i64 %mul865, 3
  %add867 = add i64 %part866, %phi857
  %30 = lshr i64 %sub859, 1
  %part869 = and i64 %30, 2305843009213693951
  %add870 = add i64 %part869, %phi857
  %mul871 = mul i64 %sub859, 5
  %part872 = lshr i64 %mul871, 3
  %add873 = add i64 %part872, %phi857
  %mul874 = mul i64 %sub859, 6
  %part875 = lshr i64 %mul874, 3
  %add876 = add i64 %part875, %phi857
  %mul877 = mul i64 %sub859, 7
  %part878 = lshr i64 %mul877, 3
  %add879 = add i64 %part878, %phi857
  %add880 = add i64 %add861, 1
  %p881 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add880
  %v882 = load i32, ptr addrspace(1) %p881, align 4
  %offset883 = sext i32 %v882 to i64
  %call884 = tail call i64 @llvm.smax.i64(i64 %offset883, i64 %call835)
  %call885 = tail call i64 @llvm.smin.i64(i64 %call884, i64 %4)
  %sub886 = sub i64 %call885, %call835
  %31 = xor i64 %add861, -1
  %sub888 = add i64 %call850, %31
  %cmp889.not = icmp sgt i64 %sub886, %sub888
  %add890 = add i64 %add864, 1
  %p891 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add890
  %v892 = load i32, ptr addrspace(1) %p891, align 4
  %offset893 = sext i32 %v892 to i64
  %call894 = tail call i64 @llvm.smax.i64(i64 %offset893, i64 %call835)
  %call895 = tail call i64 @llvm.smin.i64(i64 %call894, i64 %4)
  %sub896 = sub i64 %call895, %call835
  %32 = xor i64 %add864, -1
  %sub898 = add i64 %call850, %32
  %cmp899.not = icmp sgt i64 %sub896, %sub898
  %add900 = add i64 %add867, 1
  %p901 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add900
  %v902 = load i32, ptr addrspace(1) %p901, align 4
  %offset903 = sext i32 %v902 to i64
  %call904 = tail call i64 @llvm.smax.i64(i64 %offset903, i64 %call835)
  %call905 = tail call i64 @llvm.smin.i64(i64 %call904, i64 %4)
  %sub906 = sub i64 %call905, %call835
  %33 = xor i64 %add867, -1
  %sub908 = add i64 %call850, %33
  %cmp909.not = icmp sgt i64 %sub906, %sub908
  %add910 = add i64 %add870, 1
  %p911 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add910
  %v912 = load i32, ptr addrspace(1) %p911, align 4
  %offset913 = sext i32 %v912 to i64
  %call914 = tail call i64 @llvm.smax.i64(i64 %offset913, i64 %call835)
  %call915 = tail call i64 @llvm.smin.i64(i64 %call914, i64 %4)
  %sub916 = sub i64 %call915, %call835
  %34 = xor i64 %add870, -1
  %sub918 = add i64 %call850, %34
  %cmp919.not = icmp sgt i64 %sub916, %sub918
  %add920 = add i64 %add873, 1
  %p921 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add920
  %v922 = load i32, ptr addrspace(1) %p921, align 4
  %offset923 = sext i32 %v922 to i64
  %call924 = tail call i64 @llvm.smax.i64(i64 %offset923, i64 %call835)
  %call925 = tail call i64 @llvm.smin.i64(i64 %call924, i64 %4)
  %sub926 = sub i64 %call925, %call835
  %35 = xor i64 %add873, -1
  %sub928 = add i64 %call850, %35
  %cmp929.not = icmp sgt i64 %sub926, %sub928
  %add930 = add i64 %add876, 1
  %p931 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add930
  %v932 = load i32, ptr addrspace(1) %p931, align 4
  %offset933 = sext i32 %v932 to i64
  %call934 = tail call i64 @llvm.smax.i64(i64 %offset933, i64 %call835)
  %call935 = tail call i64 @llvm.smin.i64(i64 %call934, i64 %4)
  %sub936 = sub i64 %call935, %call835
  %36 = xor i64 %add876, -1
  %sub938 = add i64 %call850, %36
  %cmp939.not = icmp sgt i64 %sub936, %sub938
  %add940 = add i64 %add879, 1
  %p941 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add940
  %v942 = load i32, ptr addrspace(1) %p941, align 4
  %offset943 = sext i32 %v942 to i64
  %call944 = tail call i64 @llvm.smax.i64(i64 %offset943, i64 %call835)
  %call945 = tail call i64 @llvm.smin.i64(i64 %call944, i64 %4)
  %sub946 = sub i64 %call945, %call835
  %37 = xor i64 %add879, -1
  %sub948 = add i64 %call850, %37
  %cmp949.not = icmp sgt i64 %sub946, %sub948
  %sel951 = select i1 %cmp889.not, i64 %phi857, i64 %add880
  %sel953 = select i1 %cmp899.not, i64 %sel951, i64 %add890
  %sel955 = select i1 %cmp909.not, i64 %sel953, i64 %add900
  %sel957 = select i1 %cmp919.not, i64 %sel955, i64 %add910
  %sel959 = select i1 %cmp929.not, i64 %sel957, i64 %add920
  %sel961 = select i1 %cmp939.not, i64 %sel959, i64 %add930
  %sel963 = select i1 %cmp949.not, i64 %sel961, i64 %add940
  %sel964 = select i1 %cmp949.not, i64 %add879, i64 %phi858
  %sel965 = select i1 %cmp939.not, i64 %add876, i64 %sel964
  %sel966 = select i1 %cmp929.not, i64 %add873, i64 %sel965
  %sel967 = select i1 %cmp919.not, i64 %add870, i64 %sel966
  %sel968 = select i1 %cmp909.not, i64 %add867, i64 %sel967
  %sel969 = select i1 %cmp899.not, i64 %add864, i64 %sel968
  %sel970 = select i1 %cmp889.not, i64 %add861, i64 %sel969
  %cmp971 = icmp slt i64 %sel963, %sel970
  br i1 %cmp971, label %repeat.body855, label %repeat.exit856

repeat.exit856:                                   ; preds = %repeat.body855, %stride.body
  %phi972 = phi i64 [ %call852, %stride.body ], [ %sel963, %repeat.body855 ]
  %cmp974 = icmp eq i64 %phi972, 0
  %sub975 = add i64 %phi972, -1
  %call976 = tail call i64 @llvm.smax.i64(i64 %sub975, i64 0)
  %gep = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call976
  %v979 = load i32, ptr addrspace(1) %gep, align 4
  %offset980 = sext i32 %v979 to i64
  %call981 = tail call i64 @llvm.smax.i64(i64 %offset980, i64 %call835)
  %call982 = tail call i64 @llvm.smin.i64(i64 %call981, i64 %4)
  %sub983 = sub i64 %call982, %call835
  %sel984 = select i1 %cmp974, i64 0, i64 %sub983
  %sub985 = sub i64 %call850, %phi972
  %cmp986 = icmp sgt i64 %sub985, %sel984
  %c = zext i1 %cmp986 to i64
  %mul989 = shl i64 %phi972, 1
  %add990 = or disjoint i64 %mul989, %c
  %p991 = getelementptr i64, ptr addrspace(1) %14, i64 %i848
  store i64 %add990, ptr addrspace(1) %p991, align 4
  %add992 = add i64 %i848, %mul7
  %cmp993 = icmp slt i64 %add992, %add846
  br i1 %cmp993, label %stride.body, label %common.ret
}

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #2

define void @systole_fold_seg_offsets_f32_segment(i64 %0, ptr addrspace(1) noalias nocapture readonly %1, i64 %2, ptr addrspace(1) noalias nocapture readonly %3, i64 %4, ptr addrspace(1) noalias nocapture writeonly %5, ptr addrspace(1) noalias nocapture writeonly %6, ptr addrspace(1) noalias %7, i64 %8, i64 %9) local_unnamed_addr {
entry:
  %call1 = tail call range(i32 1, 161) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %sreg2 = zext nneg i32 %call1 to i64
  %call5 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %sreg6 = zext nneg i32 %call5 to i64
  %mul7 = mul nuw nsw i64 %sreg2, %sreg6
  %warp8 = lshr i64 %mul7, 5
  %sub = add i64 %2, -1
  %call9 = tail call i64 @llvm.smax.i64(i64 %sub, i64 0)
  %.idx = mul i64 %8, 24
  %10 = getelementptr i8, ptr addrspace(1) %7, i64 %.idx
  %long = getelementptr i8, ptr addrspace(1) %10, i64 8
  %address = ptrtoint ptr addrspace(1) %long to i64
  %11 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address) #5
  %cmp.not = icmp eq i64 %11, 0
  br i1 %cmp.not, label %common.ret, label %merge_path

merge_path:                                       ; preds = %entry
  %call = tail call range(i32 0, 160) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg = zext nneg i32 %call to i64
  %lane = and i32 %call, 31
  %call3 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %sreg4 = zext nneg i32 %call3 to i64
  %mul = mul nuw nsw i64 %sreg4, %sreg2
  %add = add nuw nsw i64 %mul, %sreg
  %warp = lshr i64 %add, 5
  %v = load i32, ptr addrspace(1) %3, align 4
  %12 = tail call i32 @llvm.smax.i32(i32 %v, i32 0)
  %call12 = zext nneg i32 %12 to i64
  %call13 = tail call i64 @llvm.smin.i64(i64 %call12, i64 %4)
  %13 = tail call i64 @llvm.smax.i64(i64 %sub, i64 1)
  %call15 = add nsw i64 %13, -1
  %p17 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %13
  %v18 = load i32, ptr addrspace(1) %p17, align 4
  %offset19 = sext i32 %v18 to i64
  %call20 = tail call i64 @llvm.smax.i64(i64 %offset19, i64 %call13)
  %call21 = tail call i64 @llvm.smin.i64(i64 %call20, i64 %4)
  %sub22 = sub i64 %call21, %call13
  %add23 = add i64 %sub22, %call9
  %w = lshr i64 %sreg, 5
  %mul26 = mul nuw nsw i64 %w, 769
  %stage = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %mul26
  %stage27 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.1, i64 %mul26
  %stage28 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.2, i64 %mul26
  %cmp30 = icmp slt i64 %warp, %8
  br i1 %cmp30, label %stride.body.preheader, label %common.ret

stride.body.preheader:                            ; preds = %merge_path
  %.idx2100 = shl i64 %8, 4
  %14 = getelementptr i8, ptr addrspace(1) %7, i64 %.idx2100
  %invariant.gep = getelementptr i8, ptr addrspace(1) %3, i64 4
  %invariant.gep2147 = getelementptr i8, ptr addrspace(3) %stage, i64 -4
  %add61 = or disjoint i32 %lane, 32
  %add62 = or disjoint i32 %lane, 64
  %add63 = or disjoint i32 %lane, 96
  %15 = zext nneg i32 %lane to i64
  %p98 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %15
  %16 = zext nneg i32 %add61 to i64
  %p102 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %16
  %17 = zext nneg i32 %add62 to i64
  %p106 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %17
  %18 = zext nneg i32 %add63 to i64
  %p110 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %18
  %add114 = or disjoint i32 %lane, 128
  %add115 = or disjoint i32 %lane, 160
  %add116 = or disjoint i32 %lane, 192
  %add117 = or i32 %call, 224
  %19 = zext nneg i32 %add114 to i64
  %p153 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %19
  %20 = zext nneg i32 %add115 to i64
  %p157 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %20
  %21 = zext nneg i32 %add116 to i64
  %p161 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %21
  %22 = zext nneg i32 %add117 to i64
  %p165 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %22
  %add169 = or disjoint i32 %lane, 256
  %add170 = or disjoint i32 %lane, 288
  %add171 = or disjoint i32 %lane, 320
  %add172 = or disjoint i32 %lane, 352
  %add173 = or disjoint i32 %lane, 384
  %add174 = or disjoint i32 %lane, 416
  %add175 = or disjoint i32 %lane, 448
  %add176 = or i32 %call, 480
  %23 = zext nneg i32 %add169 to i64
  %p244 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %23
  %24 = zext nneg i32 %add170 to i64
  %p248 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %24
  %25 = zext nneg i32 %add171 to i64
  %p252 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %25
  %26 = zext nneg i32 %add172 to i64
  %p256 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %26
  %27 = zext nneg i32 %add173 to i64
  %p260 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %27
  %28 = zext nneg i32 %add174 to i64
  %p264 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %28
  %29 = zext nneg i32 %add175 to i64
  %p268 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %29
  %30 = zext nneg i32 %add176 to i64
  %p272 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %30
  %add276 = or disjoint i32 %lane, 512
  %add277 = or disjoint i32 %lane, 544
  %add278 = or disjoint i32 %lane, 576
  %add279 = or disjoint i32 %lane, 608
  %add280 = or disjoint i32 %lane, 640
  %add281 = or disjoint i32 %lane, 672
  %add282 = or disjoint i32 %lane, 704
  %add283 = or i32 %call, 736
  %31 = zext nneg i32 %add276 to i64
  %p351 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %31
  %32 = zext nneg i32 %add277 to i64
  %p355 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %32
  %33 = zext nneg i32 %add278 to i64
  %p359 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %33
  %34 = zext nneg i32 %add279 to i64
  %p363 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %34
  %35 = zext nneg i32 %add280 to i64
  %p367 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %35
  %36 = zext nneg i32 %add281 to i64
  %p371 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %36
  %37 = zext nneg i32 %add282 to i64
  %p375 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %37
  %38 = zext nneg i32 %add283 to i64
  %p379 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %38
  %cmp385 = icmp eq i32 %lane, 0
  %p613 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %15
  %p615 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %16
  %p617 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %17
  %p619 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %18
  %p621 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %19
  %p623 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %20
  %p625 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %21
  %p627 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %22
  %p629 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %23
  %p631 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %24
  %p633 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %25
  %p635 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %26
  %p637 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %27
  %p639 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %28
  %p641 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %29
  %p643 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %30
  %p645 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %31
  %p647 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %32
  %p649 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %33
  %p651 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %34
  %p653 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %35
  %p655 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %36
  %p657 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %37
  %p659 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %38
  %mul660 = mul nuw nsw i32 %lane, 24
  %not.cmp1594 = xor i1 %cmp385, true
  %cmp1612 = icmp ult i32 %lane, 2
  %not.cmp1612 = xor i1 %cmp1612, true
  %cmp1633 = icmp ult i32 %lane, 4
  %not.cmp1633 = xor i1 %cmp1633, true
  %cmp1654 = icmp ult i32 %lane, 8
  %not.cmp1654 = xor i1 %cmp1654, true
  %cmp1675 = icmp ult i32 %lane, 16
  %not.cmp1675 = xor i1 %cmp1675, true
  %cmp1720 = icmp eq i32 %lane, 31
  %invariant.gep2149 = getelementptr float, ptr addrspace(1) %5, i64 %15
  %p1739 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %15
  %invariant.gep2151 = getelementptr float, ptr addrspace(1) %5, i64 %16
  %p1754 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %16
  %invariant.gep2153 = getelementptr float, ptr addrspace(1) %5, i64 %17
  %p1769 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %17
  %invariant.gep2155 = getelementptr float, ptr addrspace(1) %5, i64 %18
  %p1784 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %18
  %invariant.gep2157 = getelementptr float, ptr addrspace(1) %5, i64 %19
  %p1802 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %19
  %invariant.gep2159 = getelementptr float, ptr addrspace(1) %5, i64 %20
  %p1817 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %20
  %invariant.gep2161 = getelementptr float, ptr addrspace(1) %5, i64 %21
  %p1832 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %21
  %invariant.gep2163 = getelementptr float, ptr addrspace(1) %5, i64 %22
  %p1847 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %22
  %invariant.gep2165 = getelementptr float, ptr addrspace(1) %5, i64 %23
  %p1865 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %23
  %invariant.gep2167 = getelementptr float, ptr addrspace(1) %5, i64 %24
  %p1880 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %24
  %invariant.gep2169 = getelementptr float, ptr addrspace(1) %5, i64 %25
  %p1895 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %25
  %invariant.gep2171 = getelementptr float, ptr addrspace(1) %5, i64 %26
  %p1910 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %26
  %invariant.gep2173 = getelementptr float, ptr addrspace(1) %5, i64 %27
  %p1925 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %27
  %invariant.gep2175 = getelementptr float, ptr addrspace(1) %5, i64 %28
  %p1940 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %28
  %invariant.gep2177 = getelementptr float, ptr addrspace(1) %5, i64 %29
  %p1955 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %29
  %invariant.gep2179 = getelementptr float, ptr addrspace(1) %5, i64 %30
  %p1970 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %30
  %invariant.gep2181 = getelementptr float, ptr addrspace(1) %5, i64 %31
  %p1988 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %31
  %invariant.gep2183 = getelementptr float, ptr addrspace(1) %5, i64 %32
  %p2003 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %32
  %invariant.gep2185 = getelementptr float, ptr addrspace(1) %5, i64 %33
  %p2018 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %33
  %invariant.gep2187 = getelementptr float, ptr addrspace(1) %5, i64 %34
  %p2033 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %34
  %invariant.gep2189 = getelementptr float, ptr addrspace(1) %5, i64 %35
  %p2048 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %35
  %invariant.gep2191 = getelementptr float, ptr addrspace(1) %5, i64 %36
  %p2063 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %36
  %invariant.gep2193 = getelementptr float, ptr addrspace(1) %5, i64 %37
  %p2078 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %37
  %invariant.gep2195 = getelementptr float, ptr addrspace(1) %5, i64 %38
  %p2093 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %38
  br label %stride.body

common.ret:                                       ; preds = %endif1977, %merge_path, %entry
  ret void

stride.body:                                      ; preds = %stride.body.preheader, %endif1977
  %i = phi i64 [ %add2098, %endif1977 ], [ %warp, %stride.body.preheader ]
  %mul31 = mul i64 %i, 768
  %call32 = tail call i64 @llvm.smin.i64(i64 %mul31, i64 %add23)
  %add33 = add i64 %call32, 768
  %call34 = tail call i64 @llvm.smin.i64(i64 %add33, i64 %add23)
  %p37 = getelementptr i64, ptr addrspace(1) %14, i64 %i
  %v38 = load i64, ptr addrspace(1) %p37, align 4
  %p40 = getelementptr i8, ptr addrspace(1) %p37, i64 8
  %v41 = load i64, ptr addrspace(1) %p40, align 4
  %it = ashr i64 %v38, 1
  %ie = ashr i64 %v41, 1
  %sub42 = sub i64 %call32, %it
  %39 = trunc i64 %v38 to i32
  %local = and i32 %39, 1
  %sub43 = sub nsw i32 0, %local
  %cmp44 = icmp ne i32 %local, 0
  %sub45 = sub i64 %call34, %call32
  %local46 = trunc i64 %sub45 to i32
  %sub47 = sub i64 %call9, %it
  %call48 = tail call i64 @llvm.smin.i64(i64 %sub47, i64 769)
  %local49 = trunc i64 %call48 to i32
  %call50 = tail call i32 @llvm.smin.i32(i32 %local49, i32 %local46)
  %sub51 = sub nsw i64 %ie, %it
  %call52 = tail call i64 @llvm.smin.i64(i64 %sub51, i64 768)
  %call53 = tail call i64 @llvm.smax.i64(i64 %call52, i64 0)
  %local54 = trunc nuw nsw i64 %call53 to i32
  %call55 = tail call i32 @llvm.smin.i32(i32 %local54, i32 %call50)
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add56 = add i64 %sub42, %call13
  %sub57 = sub i64 %4, %add56
  %call58 = tail call i64 @llvm.umin.i64(i64 %sub57, i64 769)
  %cmp59 = icmp sgt i32 %call55, 0
  br i1 %cmp59, label %then, label %endif

then:                                             ; preds = %stride.body
  %call64 = tail call i32 @llvm.smin.i32(i32 %lane, i32 %call55)
  %wide = zext nneg i32 %call64 to i64
  %add65 = add nsw i64 %it, %wide
  %call66 = tail call i64 @llvm.smin.i64(i64 %add65, i64 %call15)
  %gep = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call66
  %v69 = load i32, ptr addrspace(1) %gep, align 4
  %offset70 = sext i32 %v69 to i64
  %call71 = tail call i32 @llvm.smin.i32(i32 %add61, i32 %call55)
  %wide72 = zext nneg i32 %call71 to i64
  %add73 = add nsw i64 %it, %wide72
  %call74 = tail call i64 @llvm.smin.i64(i64 %add73, i64 %call15)
  %gep2102 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call74
  %v77 = load i32, ptr addrspace(1) %gep2102, align 4
  %offset78 = sext i32 %v77 to i64
  %call79 = tail call i32 @llvm.smin.i32(i32 %add62, i32 %call55)
  %wide80 = zext nneg i32 %call79 to i64
  %add81 = add nsw i64 %it, %wide80
  %call82 = tail call i64 @llvm.smin.i64(i64 %add81, i64 %call15)
  %gep2104 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call82
  %v85 = load i32, ptr addrspace(1) %gep2104, align 4
  %offset86 = sext i32 %v85 to i64
  %call87 = tail call i32 @llvm.smin.i32(i32 %add63, i32 %call55)
  %wide88 = zext nneg i32 %call87 to i64
  %add89 = add nsw i64 %it, %wide88
  %call90 = tail call i64 @llvm.smin.i64(i64 %add89, i64 %call15)
  %gep2106 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call90
  %v93 = load i32, ptr addrspace(1) %gep2106, align 4
  %offset94 = sext i32 %v93 to i64
  %sub95 = sub i64 %offset70, %add56
  %call96 = tail call i64 @llvm.umin.i64(i64 %sub95, i64 %call58)
  %local97 = trunc nuw nsw i64 %call96 to i32
  store i32 %local97, ptr addrspace(3) %p98, align 4
  %sub99 = sub i64 %offset78, %add56
  %call100 = tail call i64 @llvm.umin.i64(i64 %sub99, i64 %call58)
  %local101 = trunc nuw nsw i64 %call100 to i32
  store i32 %local101, ptr addrspace(3) %p102, align 4
  %sub103 = sub i64 %offset86, %add56
  %call104 = tail call i64 @llvm.umin.i64(i64 %sub103, i64 %call58)
  %local105 = trunc nuw nsw i64 %call104 to i32
  store i32 %local105, ptr addrspace(3) %p106, align 4
  %sub107 = sub i64 %offset94, %add56
  %call108 = tail call i64 @llvm.umin.i64(i64 %sub107, i64 %call58)
  %local109 = trunc nuw nsw i64 %call108 to i32
  store i32 %local109, ptr addrspace(3) %p110, align 4
  br label %endif

endif:                                            ; preds = %then, %stride.body
  %cmp111 = icmp sgt i32 %call55, 128
  br i1 %cmp111, label %then112, label %endif113

then112:                                          ; preds = %endif
  %call118 = tail call i32 @llvm.smin.i32(i32 %add114, i32 %call55)
  %wide119 = zext nneg i32 %call118 to i64
  %add120 = add nsw i64 %it, %wide119
  %call121 = tail call i64 @llvm.smin.i64(i64 %add120, i64 %call15)
  %gep2108 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call121
  %v124 = load i32, ptr addrspace(1) %gep2108, align 4
  %offset125 = sext i32 %v124 to i64
  %call126 = tail call i32 @llvm.smin.i32(i32 %add115, i32 %call55)
  %wide127 = zext nneg i32 %call126 to i64
  %add128 = add nsw i64 %it, %wide127
  %call129 = tail call i64 @llvm.smin.i64(i64 %add128, i64 %call15)
  %gep2110 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call129
  %v132 = load i32, ptr addrspace(1) %gep2110, align 4
  %offset133 = sext i32 %v132 to i64
  %call134 = tail call i32 @llvm.smin.i32(i32 %add116, i32 %call55)
  %wide135 = zext nneg i32 %call134 to i64
  %add136 = add nsw i64 %it, %wide135
  %call137 = tail call i64 @llvm.smin.i64(i64 %add136, i64 %call15)
  %gep2112 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call137
  %v140 = load i32, ptr addrspace(1) %gep2112, align 4
  %offset141 = sext i32 %v140 to i64
  %call142 = tail call i32 @llvm.smin.i32(i32 %add117, i32 %call55)
  %wide143 = zext nneg i32 %call142 to i64
  %add144 = add nsw i64 %it, %wide143
  %call145 = tail call i64 @llvm.smin.i64(i64 %add144, i64 %call15)
  %gep2114 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call145
  %v148 = load i32, ptr addrspace(1) %gep2114, align 4
  %offset149 = sext i32 %v148 to i64
  %sub150 = sub i64 %offset125, %add56
  %call151 = tail call i64 @llvm.umin.i64(i64 %sub150, i64 %call58)
  %local152 = trunc nuw nsw i64 %call151 to i32
  store i32 %local152, ptr addrspace(3) %p153, align 4
  %sub154 = sub i64 %offset133, %add56
  %call155 = tail call i64 @llvm.umin.i64(i64 %sub154, i64 %call58)
  %local156 = trunc nuw nsw i64 %call155 to i32
  store i32 %local156, ptr addrspace(3) %p157, align 4
  %sub158 = sub i64 %offset141, %add56
  %call159 = tail call i64 @llvm.umin.i64(i64 %sub158, i64 %call58)
  %local160 = trunc nuw nsw i64 %call159 to i32
  store i32 %local160, ptr addrspace(3) %p161, align 4
  %sub162 = sub i64 %offset149, %add56
  %call163 = tail call i64 @llvm.umin.i64(i64 %sub162, i64 %call58)
  %local164 = trunc nuw nsw i64 %call163 to i32
  store i32 %local164, ptr addrspace(3) %p165, align 4
  br label %endif113

endif113:                                         ; preds = %then112, %endif
  %cmp166 = icmp sgt i32 %call55, 256
  br i1 %cmp166, label %then167, label %endif168

then167:                                          ; preds = %endif113
  %call177 = tail call i32 @llvm.smin.i32(i32 %add169, i32 %call55)
  %wide178 = zext nneg i32 %call177 to i64
  %add179 = add nsw i64 %it, %wide178
  %call180 = tail call i64 @llvm.smin.i64(i64 %add179, i64 %call15)
  %gep2116 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call180
  %v183 = load i32, ptr addrspace(1) %gep2116, align 4
  %offset184 = sext i32 %v183 to i64
  %call185 = tail call i32 @llvm.smin.i32(i32 %add170, i32 %call55)
  %wide186 = zext nneg i32 %call185 to i64
  %add187 = add nsw i64 %it, %wide186
  %call188 = tail call i64 @llvm.smin.i64(i64 %add187, i64 %call15)
  %gep2118 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call188
  %v191 = load i32, ptr addrspace(1) %gep2118, align 4
  %offset192 = sext i32 %v191 to i64
  %call193 = tail call i32 @llvm.smin.i32(i32 %add171, i32 %call55)
  %wide194 = zext nneg i32 %call193 to i64
  %add195 = add nsw i64 %it, %wide194
  %call196 = tail call i64 @llvm.smin.i64(i64 %add195, i64 %call15)
  %gep2120 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call196
  %v199 = load i32, ptr addrspace(1) %gep2120, align 4
  %offset200 = sext i32 %v199 to i64
  %call201 = tail call i32 @llvm.smin.i32(i32 %add172, i32 %call55)
  %wide202 = zext nneg i32 %call201 to i64
  %add203 = add nsw i64 %it, %wide202
  %call204 = tail call i64 @llvm.smin.i64(i64 %add203, i64 %call15)
  %gep2122 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call204
  %v207 = load i32, ptr addrspace(1) %gep2122, align 4
  %offset208 = sext i32 %v207 to i64
  %call209 = tail call i32 @llvm.smin.i32(i32 %add173, i32 %call55)
  %wide210 = zext nneg i32 %call209 to i64
  %add211 = add nsw i64 %it, %wide210
  %call212 = tail call i64 @llvm.smin.i64(i64 %add211, i64 %call15)
  %gep2124 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call212
  %v215 = load i32, ptr addrspace(1) %gep2124, align 4
  %offset216 = sext i32 %v215 to i64
  %call217 = tail call i32 @llvm.smin.i32(i32 %add174, i32 %call55)
  %wide218 = zext nneg i32 %call217 to i64
  %add219 = add nsw i64 %it, %wide218
  %call220 = tail call i64 @llvm.smin.i64(i64 %add219, i64 %call15)
  %gep2126 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call220
  %v223 = load i32, ptr addrspace(1) %gep2126, align 4
  %offset224 = sext i32 %v223 to i64
  %call225 = tail call i32 @llvm.smin.i32(i32 %add175, i32 %call55)
  %wide226 = zext nneg i32 %call225 to i64
  %add227 = add nsw i64 %it, %wide226
  %call228 = tail call i64 @llvm.smin.i64(i64 %add227, i64 %call15)
  %gep2128 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call228
  %v231 = load i32, ptr addrspace(1) %gep2128, align 4
  %offset232 = sext i32 %v231 to i64
  %call233 = tail call i32 @llvm.smin.i32(i32 %add176, i32 %call55)
  %wide234 = zext nneg i32 %call233 to i64
  %add235 = add nsw i64 %it, %wide234
  %call236 = tail call i64 @llvm.smin.i64(i64 %add235, i64 %call15)
  %gep2130 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call236
  %v239 = load i32, ptr addrspace(1) %gep2130, align 4
  %offset240 = sext i32 %v239 to i64
  %sub241 = sub i64 %offset184, %add56
  %call242 = tail call i64 @llvm.umin.i64(i64 %sub241, i64 %call58)
  %local243 = trunc nuw nsw i64 %call242 to i32
  store i32 %local243, ptr addrspace(3) %p244, align 4
  %sub245 = sub i64 %offset192, %add56
  %call246 = tail call i64 @llvm.umin.i64(i64 %sub245, i64 %call58)
  %local247 = trunc nuw nsw i64 %call246 to i32
  store i32 %local247, ptr addrspace(3) %p248, align 4
  %sub249 = sub i64 %offset200, %add56
  %call250 = tail call i64 @llvm.umin.i64(i64 %sub249, i64 %call58)
  %local251 = trunc nuw nsw i64 %call250 to i32
  store i32 %local251, ptr addrspace(3) %p252, align 4
  %sub253 = sub i64 %offset208, %add56
  %call254 = tail call i64 @llvm.umin.i64(i64 %sub253, i64 %call58)
  %local255 = trunc nuw nsw i64 %call254 to i32
  store i32 %local255, ptr addrspace(3) %p256, align 4
  %sub257 = sub i64 %offset216, %add56
  %call258 = tail call i64 @llvm.umin.i64(i64 %sub257, i64 %call58)
  %local259 = trunc nuw nsw i64 %call258 to i32
  store i32 %local259, ptr addrspace(3) %p260, align 4
  %sub261 = sub i64 %offset224, %add56
  %call262 = tail call i64 @llvm.umin.i64(i64 %sub261, i64 %call58)
  %local263 = trunc nuw nsw i64 %call262 to i32
  store i32 %local263, ptr addrspace(3) %p264, align 4
  %sub265 = sub i64 %offset232, %add56
  %call266 = tail call i64 @llvm.umin.i64(i64 %sub265, i64 %call58)
  %local267 = trunc nuw nsw i64 %call266 to i32
  store i32 %local267, ptr addrspace(3) %p268, align 4
  %sub269 = sub i64 %offset240, %add56
  %call270 = tail call i64 @llvm.umin.i64(i64 %sub269, i64 %call58)
  %local271 = trunc nuw nsw i64 %call270 to i32
  store i32 %local271, ptr addrspace(3) %p272, align 4
  br label %endif168

endif168:                                         ; preds = %then167, %endif113
  %cmp273 = icmp sgt i32 %call55, 512
  br i1 %cmp273, label %then274, label %endif275

then274:                                          ; preds = %endif168
  %call284 = tail call i32 @llvm.smin.i32(i32 %add276, i32 %call55)
  %wide285 = zext nneg i32 %call284 to i64
  %add286 = add nsw i64 %it, %wide285
  %call287 = tail call i64 @llvm.smin.i64(i64 %add286, i64 %call15)
  %gep2132 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call287
  %v290 = load i32, ptr addrspace(1) %gep2132, align 4
  %offset291 = sext i32 %v290 to i64
  %call292 = tail call i32 @llvm.smin.i32(i32 %add277, i32 %call55)
  %wide293 = zext nneg i32 %call292 to i64
  %add294 = add nsw i64 %it, %wide293
  %call295 = tail call i64 @llvm.smin.i64(i64 %add294, i64 %call15)
  %gep2134 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call295
  %v298 = load i32, ptr addrspace(1) %gep2134, align 4
  %offset299 = sext i32 %v298 to i64
  %call300 = tail call i32 @llvm.smin.i32(i32 %add278, i32 %call55)
  %wide301 = zext nneg i32 %call300 to i64
  %add302 = add nsw i64 %it, %wide301
  %call303 = tail call i64 @llvm.smin.i64(i64 %add302, i64 %call15)
  %gep2136 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call303
  %v306 = load i32, ptr addrspace(1) %gep2136, align 4
  %offset307 = sext i32 %v306 to i64
  %call308 = tail call i32 @llvm.smin.i32(i32 %add279, i32 %call55)
  %wide309 = zext nneg i32 %call308 to i64
  %add310 = add nsw i64 %it, %wide309
  %call311 = tail call i64 @llvm.smin.i64(i64 %add310, i64 %call15)
  %gep2138 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call311
  %v314 = load i32, ptr addrspace(1) %gep2138, align 4
  %offset315 = sext i32 %v314 to i64
  %call316 = tail call i32 @llvm.smin.i32(i32 %add280, i32 %call55)
  %wide317 = zext nneg i32 %call316 to i64
  %add318 = add nsw i64 %it, %wide317
  %call319 = tail call i64 @llvm.smin.i64(i64 %add318, i64 %call15)
  %gep2140 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call319
  %v322 = load i32, ptr addrspace(1) %gep2140, align 4
  %offset323 = sext i32 %v322 to i64
  %call324 = tail call i32 @llvm.smin.i32(i32 %add281, i32 %call55)
  %wide325 = zext nneg i32 %call324 to i64
  %add326 = add nsw i64 %it, %wide325
  %call327 = tail call i64 @llvm.smin.i64(i64 %add326, i64 %call15)
  %gep2142 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call327
  %v330 = load i32, ptr addrspace(1) %gep2142, align 4
  %offset331 = sext i32 %v330 to i64
  %call332 = tail call i32 @llvm.smin.i32(i32 %add282, i32 %call55)
  %wide333 = zext nneg i32 %call332 to i64
  %add334 = add nsw i64 %it, %wide333
  %call335 = tail call i64 @llvm.smin.i64(i64 %add334, i64 %call15)
  %gep2144 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call335
  %v338 = load i32, ptr addrspace(1) %gep2144, align 4
  %offset339 = sext i32 %v338 to i64
  %call340 = tail call i32 @llvm.smin.i32(i32 %add283, i32 %call55)
  %wide341 = zext nneg i32 %call340 to i64
  %add342 = add nsw i64 %it, %wide341
  %call343 = tail call i64 @llvm.smin.i64(i64 %add342, i64 %call15)
  %gep2146 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call343
  %v346 = load i32, ptr addrspace(1) %gep2146, align 4
  %offset347 = sext i32 %v346 to i64
  %sub348 = sub i64 %offset291, %add56
  %call349 = tail call i64 @llvm.umin.i64(i64 %sub348, i64 %call58)
  %local350 = trunc nuw nsw i64 %call349 to i32
  store i32 %local350, ptr addrspace(3) %p351, align 4
  %sub352 = sub i64 %offset299, %add56
  %call353 = tail call i64 @llvm.umin.i64(i64 %sub352, i64 %call58)
  %local354 = trunc nuw nsw i64 %call353 to i32
  store i32 %local354, ptr addrspace(3) %p355, align 4
  %sub356 = sub i64 %offset307, %add56
  %call357 = tail call i64 @llvm.umin.i64(i64 %sub356, i64 %call58)
  %local358 = trunc nuw nsw i64 %call357 to i32
  store i32 %local358, ptr addrspace(3) %p359, align 4
  %sub360 = sub i64 %offset315, %add56
  %call361 = tail call i64 @llvm.umin.i64(i64 %sub360, i64 %call58)
  %local362 = trunc nuw nsw i64 %call361 to i32
  store i32 %local362, ptr addrspace(3) %p363, align 4
  %sub364 = sub i64 %offset323, %add56
  %call365 = tail call i64 @llvm.umin.i64(i64 %sub364, i64 %call58)
  %local366 = trunc nuw nsw i64 %call365 to i32
  store i32 %local366, ptr addrspace(3) %p367, align 4
  %sub368 = sub i64 %offset331, %add56
  %call369 = tail call i64 @llvm.umin.i64(i64 %sub368, i64 %call58)
  %local370 = trunc nuw nsw i64 %call369 to i32
  store i32 %local370, ptr addrspace(3) %p371, align 4
  %sub372 = sub i64 %offset339, %add56
  %call373 = tail call i64 @llvm.umin.i64(i64 %sub372, i64 %call58)
  %local374 = trunc nuw nsw i64 %call373 to i32
  store i32 %local374, ptr addrspace(3) %p375, align 4
  %sub376 = sub i64 %offset347, %add56
  %call377 = tail call i64 @llvm.umin.i64(i64 %sub376, i64 %call58)
  %local378 = trunc nuw nsw i64 %call377 to i32
  store i32 %local378, ptr addrspace(3) %p379, align 4
  br label %endif275

endif275:                                         ; preds = %then274, %endif168
  %sub380 = sub i32 %local46, %call55
  %sub381 = sub i64 %sub22, %sub42
  %call382 = tail call i64 @llvm.smin.i64(i64 %sub381, i64 769)
  %local383 = trunc i64 %call382 to i32
  %call384 = tail call i32 @llvm.smin.i32(i32 %sub380, i32 %local383)
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %cmp385, label %then386, label %endif387

then386:                                          ; preds = %endif275
  %40 = sext i32 %call55 to i64
  %p388 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %40
  store i32 %call384, ptr addrspace(3) %p388, align 4
  br label %endif387

endif387:                                         ; preds = %then386, %endif275
  %cmp389 = icmp sgt i32 %call384, 0
  br i1 %cmp389, label %then390, label %endif391

then390:                                          ; preds = %endif387
  %sub392 = add nsw i32 %call384, -1
  %call394 = tail call i32 @llvm.smin.i32(i32 %lane, i32 %sub392)
  %m = zext nneg i32 %call394 to i64
  %41 = getelementptr float, ptr addrspace(1) %1, i64 %add56
  %p398 = getelementptr float, ptr addrspace(1) %41, i64 %m
  %v399 = load float, ptr addrspace(1) %p398, align 4
  %call401 = tail call i32 @llvm.smin.i32(i32 %add61, i32 %sub392)
  %m402 = zext nneg i32 %call401 to i64
  %p406 = getelementptr float, ptr addrspace(1) %41, i64 %m402
  %v407 = load float, ptr addrspace(1) %p406, align 4
  %call409 = tail call i32 @llvm.smin.i32(i32 %add62, i32 %sub392)
  %m410 = zext nneg i32 %call409 to i64
  %p414 = getelementptr float, ptr addrspace(1) %41, i64 %m410
  %v415 = load float, ptr addrspace(1) %p414, align 4
  %call417 = tail call i32 @llvm.smin.i32(i32 %add63, i32 %sub392)
  %m418 = zext nneg i32 %call417 to i64
  %p422 = getelementptr float, ptr addrspace(1) %41, i64 %m418
  %v423 = load float, ptr addrspace(1) %p422, align 4
  %call425 = tail call i32 @llvm.smin.i32(i32 %add114, i32 %sub392)
  %m426 = zext nneg i32 %call425 to i64
  %p430 = getelementptr float, ptr addrspace(1) %41, i64 %m426
  %v431 = load float, ptr addrspace(1) %p430, align 4
  %call433 = tail call i32 @llvm.smin.i32(i32 %add115, i32 %sub392)
  %m434 = zext nneg i32 %call433 to i64
  %p438 = getelementptr float, ptr addrspace(1) %41, i64 %m434
  %v439 = load float, ptr addrspace(1) %p438, align 4
  %call441 = tail call i32 @llvm.smin.i32(i32 %add116, i32 %sub392)
  %m442 = zext nneg i32 %call441 to i64
  %p446 = getelementptr float, ptr addrspace(1) %41, i64 %m442
  %v447 = load float, ptr addrspace(1) %p446, align 4
  %call449 = tail call i32 @llvm.smin.i32(i32 %add117, i32 %sub392)
  %m450 = zext nneg i32 %call449 to i64
  %p454 = getelementptr float, ptr addrspace(1) %41, i64 %m450
  %v455 = load float, ptr addrspace(1) %p454, align 4
  %call457 = tail call i32 @llvm.smin.i32(i32 %add169, i32 %sub392)
  %m458 = zext nneg i32 %call457 to i64
  %p462 = getelementptr float, ptr addrspace(1) %41, i64 %m458
  %v463 = load float, ptr addrspace(1) %p462, align 4
  %call465 = tail call i32 @llvm.smin.i32(i32 %add170, i32 %sub392)
  %m466 = zext nneg i32 %call465 to i64
  %p470 = getelementptr float, ptr addrspace(1) %41, i64 %m466
  %v471 = load float, ptr addrspace(1) %p470, align 4
  %call473 = tail call i32 @llvm.smin.i32(i32 %add171, i32 %sub392)
  %m474 = zext nneg i32 %call473 to i64
  %p478 = getelementptr float, ptr addrspace(1) %41, i64 %m474
  %v479 = load float, ptr addrspace(1) %p478, align 4
  %call481 = tail call i32 @llvm.smin.i32(i32 %add172, i32 %sub392)
  %m482 = zext nneg i32 %call481 to i64
  %p486 = getelementptr float, ptr addrspace(1) %41, i64 %m482
  %v487 = load float, ptr addrspace(1) %p486, align 4
  br label %endif391

endif391:                                         ; preds = %endif387, %then390
  %phi = phi float [ %v399, %then390 ], [ 0.000000e+00, %endif387 ]
  %phi488 = phi float [ %v407, %then390 ], [ 0.000000e+00, %endif387 ]
  %phi489 = phi float [ %v415, %then390 ], [ 0.000000e+00, %endif387 ]
  %phi490 = phi float [ %v423, %then390 ], [ 0.000000e+00, %endif387 ]
  %phi491 = phi float [ %v431, %then390 ], [ 0.000000e+00, %endif387 ]
  %phi492 = phi float [ %v439, %then390 ], [ 0.000000e+00, %endif387 ]
  %phi493 = phi float [ %v447, %then390 ], [ 0.000000e+00, %endif387 ]
  %phi494 = phi float [ %v455, %then390 ], [ 0.000000e+00, %endif387 ]
  %phi495 = phi float [ %v463, %then390 ], [ 0.000000e+00, %endif387 ]
  %phi496 = phi float [ %v471, %then390 ], [ 0.000000e+00, %endif387 ]
  %phi497 = phi float [ %v479, %then390 ], [ 0.000000e+00, %endif387 ]
  %phi498 = phi float [ %v487, %then390 ], [ 0.000000e+00, %endif387 ]
  %cmp499 = icmp sgt i32 %call384, 384
  br i1 %cmp499, label %then500, label %endif502

then500:                                          ; preds = %endif391
  %sub503 = add nsw i32 %call384, -1
  %call505 = tail call i32 @llvm.smin.i32(i32 %add173, i32 %sub503)
  %m506 = zext nneg i32 %call505 to i64
  %42 = getelementptr float, ptr addrspace(1) %1, i64 %add56
  %p510 = getelementptr float, ptr addrspace(1) %42, i64 %m506
  %v511 = load float, ptr addrspace(1) %p510, align 4
  %call513 = tail call i32 @llvm.smin.i32(i32 %add174, i32 %sub503)
  %m514 = zext nneg i32 %call513 to i64
  %p518 = getelementptr float, ptr addrspace(1) %42, i64 %m514
  %v519 = load float, ptr addrspace(1) %p518, align 4
  %call521 = tail call i32 @llvm.smin.i32(i32 %add175, i32 %sub503)
  %m522 = zext nneg i32 %call521 to i64
  %p526 = getelementptr float, ptr addrspace(1) %42, i64 %m522
  %v527 = load float, ptr addrspace(1) %p526, align 4
  %call529 = tail call i32 @llvm.smin.i32(i32 %add176, i32 %sub503)
  %m530 = zext nneg i32 %call529 to i64
  %p534 = getelementptr float, ptr addrspace(1) %42, i64 %m530
  %v535 = load float, ptr addrspace(1) %p534, align 4
  %call537 = tail call i32 @llvm.smin.i32(i32 %add276, i32 %sub503)
  %m538 = zext nneg i32 %call537 to i64
  %p542 = getelementptr float, ptr addrspace(1) %42, i64 %m538
  %v543 = load float, ptr addrspace(1) %p542, align 4
  %call545 = tail call i32 @llvm.smin.i32(i32 %add277, i32 %sub503)
  %m546 = zext nneg i32 %call545 to i64
  %p550 = getelementptr float, ptr addrspace(1) %42, i64 %m546
  %v551 = load float, ptr addrspace(1) %p550, align 4
  %call553 = tail call i32 @llvm.smin.i32(i32 %add278, i32 %sub503)
  %m554 = zext nneg i32 %call553 to i64
  %p558 = getelementptr float, ptr addrspace(1) %42, i64 %m554
  %v559 = load float, ptr addrspace(1) %p558, align 4
  %call561 = tail call i32 @llvm.smin.i32(i32 %add279, i32 %sub503)
  %m562 = zext nneg i32 %call561 to i64
  %p566 = getelementptr float, ptr addrspace(1) %42, i64 %m562
  %v567 = load float, ptr addrspace(1) %p566, align 4
  %call569 = tail call i32 @llvm.smin.i32(i32 %add280, i32 %sub503)
  %m570 = zext nneg i32 %call569 to i64
  %p574 = getelementptr float, ptr addrspace(1) %42, i64 %m570
  %v575 = load float, ptr addrspace(1) %p574, align 4
  %call577 = tail call i32 @llvm.smin.i32(i32 %add281, i32 %sub503)
  %m578 = zext nneg i32 %call577 to i64
  %p582 = getelementptr float, ptr addrspace(1) %42, i64 %m578
  %v583 = load float, ptr addrspace(1) %p582, align 4
  %call585 = tail call i32 @llvm.smin.i32(i32 %add282, i32 %sub503)
  %m586 = zext nneg i32 %call585 to i64
  %p590 = getelementptr float, ptr addrspace(1) %42, i64 %m586
  %v591 = load float, ptr addrspace(1) %p590, align 4
  %call593 = tail call i32 @llvm.smin.i32(i32 %add283, i32 %sub503)
  %m594 = zext nneg i32 %call593 to i64
  %p598 = getelementptr float, ptr addrspace(1) %42, i64 %m594
  %v599 = load float, ptr addrspace(1) %p598, align 4
  br label %endif502

endif502:                                         ; preds = %endif391, %then500
  %phi600 = phi float [ %v511, %then500 ], [ 0.000000e+00, %endif391 ]
  %phi601 = phi float [ %v519, %then500 ], [ 0.000000e+00, %endif391 ]
  %phi602 = phi float [ %v527, %then500 ], [ 0.000000e+00, %endif391 ]
  %phi603 = phi float [ %v535, %then500 ], [ 0.000000e+00, %endif391 ]
  %phi604 = phi float [ %v543, %then500 ], [ 0.000000e+00, %endif391 ]
  %phi605 = phi float [ %v551, %then500 ], [ 0.000000e+00, %endif391 ]
  %phi606 = phi float [ %v559, %then500 ], [ 0.000000e+00, %endif391 ]
  %phi607 = phi float [ %v567, %then500 ], [ 0.000000e+00, %endif391 ]
  %phi608 = phi float [ %v575, %then500 ], [ 0.000000e+00, %endif391 ]
  %phi609 = phi float [ %v583, %then500 ], [ 0.000000e+00, %endif391 ]
  %phi610 = phi float [ %v591, %then500 ], [ 0.000000e+00, %endif391 ]
  %phi611 = phi float [ %v599, %then500 ], [ 0.000000e+00, %endif391 ]
  store float %phi, ptr addrspace(3) %p613, align 4
  store float %phi488, ptr addrspace(3) %p615, align 4
  store float %phi489, ptr addrspace(3) %p617, align 4
  store float %phi490, ptr addrspace(3) %p619, align 4
  store float %phi491, ptr addrspace(3) %p621, align 4
  store float %phi492, ptr addrspace(3) %p623, align 4
  store float %phi493, ptr addrspace(3) %p625, align 4
  store float %phi494, ptr addrspace(3) %p627, align 4
  store float %phi495, ptr addrspace(3) %p629, align 4
  store float %phi496, ptr addrspace(3) %p631, align 4
  store float %phi497, ptr addrspace(3) %p633, align 4
  store float %phi498, ptr addrspace(3) %p635, align 4
  store float %phi600, ptr addrspace(3) %p637, align 4
  store float %phi601, ptr addrspace(3) %p639, align 4
  store float %phi602, ptr addrspace(3) %p641, align 4
  store float %phi603, ptr addrspace(3) %p643, align 4
  store float %phi604, ptr addrspace(3) %p645, align 4
  store float %phi605, ptr addrspace(3) %p647, align 4
  store float %phi606, ptr addrspace(3) %p649, align 4
  store float %phi607, ptr addrspace(3) %p651, align 4
  store float %phi608, ptr addrspace(3) %p653, align 4
  store float %phi609, ptr addrspace(3) %p655, align 4
  store float %phi610, ptr addrspace(3) %p657, align 4
  store float %phi611, ptr addrspace(3) %p659, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %call661 = tail call i32 @llvm.smin.i32(i32 %mul660, i32 %local46)
  %add662 = add nsw i32 %call661, 24
  %call663 = tail call i32 @llvm.smin.i32(i32 %add662, i32 %local46)
  %sub664 = sub i32 %call663, %call661
  %sub665 = sub i32 %call661, %call384
  %call666 = tail call i32 @llvm.smax.i32(i32 %sub665, i32 0)
  %call667 = tail call i32 @llvm.smin.i32(i32 %call661, i32 %call55)
  %cmp668 = icmp slt i32 %call666, %call667
  br i1 %cmp668, label %repeat.body, label %repeat.exit

repeat.body:                                      ; preds = %endif502, %repeat.body
  %phi669 = phi i32 [ %sel, %repeat.body ], [ %call666, %endif502 ]
  %phi670 = phi i32 [ %sel677, %repeat.body ], [ %call667, %endif502 ]
  %add671 = add nuw nsw i32 %phi670, %phi669
  %mid = lshr i32 %add671, 1
  %43 = zext nneg i32 %mid to i64
  %p672 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %43
  %v673 = load i32, ptr addrspace(3) %p672, align 4
  %add674 = add i32 %mid, %v673
  %cmp675 = icmp slt i32 %add674, %call661
  %add676 = add nuw nsw i32 %mid, 1
  %sel = select i1 %cmp675, i32 %add676, i32 %phi669
  %sel677 = select i1 %cmp675, i32 %phi670, i32 %mid
  %cmp678 = icmp slt i32 %sel, %sel677
  br i1 %cmp678, label %repeat.body, label %repeat.exit

repeat.exit:                                      ; preds = %repeat.body, %endif502
  %phi679 = phi i32 [ %call666, %endif502 ], [ %sel, %repeat.body ]
  %sub681 = sub i32 %call661, %phi679
  %cmp682 = icmp eq i32 %phi679, 0
  %44 = tail call i32 @llvm.smax.i32(i32 %phi679, i32 1)
  %45 = zext nneg i32 %44 to i64
  %gep2148 = getelementptr i32, ptr addrspace(3) %invariant.gep2147, i64 %45
  %v686 = load i32, ptr addrspace(3) %gep2148, align 4
  %sel687 = select i1 %cmp682, i32 %sub43, i32 %v686
  %cmp688 = icmp sgt i32 %sub681, %sel687
  %46 = zext nneg i32 %phi679 to i64
  %p689 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %46
  %v690 = load i32, ptr addrspace(3) %p689, align 4
  %cmp691 = icmp sgt i32 %sub664, 0
  %cmp692 = icmp slt i32 %sub681, %v690
  %element = and i1 %cmp691, %cmp692
  %end = xor i1 %cmp691, %element
  %47 = sext i32 %sub681 to i64
  %p693 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %47
  %v694 = load float, ptr addrspace(3) %p693, align 4
  %w697 = xor i1 %cmp688, true
  %write = and i1 %end, %w697
  %cmp698 = icmp slt i32 %phi679, %local49
  %in = and i1 %cmp698, %write
  br i1 %in, label %then699, label %endif700

then699:                                          ; preds = %repeat.exit
  %p701 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %46
  store float 0.000000e+00, ptr addrspace(3) %p701, align 4
  br label %endif700

endif700:                                         ; preds = %then699, %repeat.exit
  %step = zext i1 %end to i32
  %add704 = add nuw i32 %phi679, %step
  %step705 = zext i1 %element to i32
  %add706 = add i32 %sub681, %step705
  %48 = sext i32 %add704 to i64
  %p707 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %48
  %v708 = load i32, ptr addrspace(3) %p707, align 4
  %sel709 = select i1 %end, i32 %v708, i32 %v690
  %sel711 = select i1 %element, float %v694, float 0.000000e+00
  %cmp714 = icmp sgt i32 %sub664, 1
  %cmp715 = icmp slt i32 %add706, %sel709
  %element716 = and i1 %cmp714, %cmp715
  %end718 = xor i1 %cmp714, %element716
  %49 = sext i32 %add706 to i64
  %p719 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %49
  %v720 = load float, ptr addrspace(3) %p719, align 4
  %fadd721 = fadd reassoc contract float %v694, %v720
  %sel723 = select i1 %element, float %fadd721, float %v720
  %first = xor i1 %end, true
  %defer724 = and i1 %cmp688, %first
  %w725 = xor i1 %defer724, true
  %cmp727 = icmp slt i32 %add704, %local49
  %50 = and i1 %cmp727, %w725
  %in728 = and i1 %50, %end718
  br i1 %in728, label %then729, label %endif730

then729:                                          ; preds = %endif700
  %p733 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %48
  %fadd731 = fadd reassoc contract float %v694, 0.000000e+00
  %sel732 = select i1 %element, float %fadd731, float 0.000000e+00
  store float %sel732, ptr addrspace(3) %p733, align 4
  br label %endif730

endif730:                                         ; preds = %then729, %endif700
  %keep734 = and i1 %defer724, %end718
  %sel735 = select i1 %keep734, float %sel711, float 0.000000e+00
  %sel736 = and i1 %cmp692, %keep734
  %step737 = zext i1 %end718 to i32
  %add738 = add nuw i32 %add704, %step737
  %step739 = zext i1 %element716 to i32
  %add740 = add i32 %add706, %step739
  %51 = sext i32 %add738 to i64
  %p741 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %51
  %v742 = load i32, ptr addrspace(3) %p741, align 4
  %sel743 = select i1 %end718, i32 %v742, i32 %sel709
  %sel744 = select i1 %end718, float 0.000000e+00, float %sel711
  %sel745 = select i1 %element716, float %sel723, float %sel744
  %sel747 = select i1 %cmp714, i1 %cmp715, i1 %element
  %ended748 = or i1 %end, %end718
  %cmp749 = icmp sgt i32 %sub664, 2
  %cmp750 = icmp slt i32 %add740, %sel743
  %element751 = and i1 %cmp749, %cmp750
  %end753 = xor i1 %cmp749, %element751
  %52 = sext i32 %add740 to i64
  %p754 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %52
  %v755 = load float, ptr addrspace(3) %p754, align 4
  %fadd757 = fadd reassoc contract float %sel745, %v755
  %sel759 = select i1 %sel747, float %fadd757, float %v755
  %first761 = xor i1 %ended748, true
  %defer762 = and i1 %cmp688, %first761
  %w763 = xor i1 %defer762, true
  %cmp765 = icmp slt i32 %add738, %local49
  %53 = and i1 %cmp765, %w763
  %in766 = and i1 %53, %end753
  br i1 %in766, label %then767, label %endif768

then767:                                          ; preds = %endif730
  %p771 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %51
  %fadd769 = fadd reassoc contract float %sel745, 0.000000e+00
  %sel770 = select i1 %sel747, float %fadd769, float 0.000000e+00
  store float %sel770, ptr addrspace(3) %p771, align 4
  br label %endif768

endif768:                                         ; preds = %then767, %endif730
  %keep772 = and i1 %defer762, %end753
  %sel773 = select i1 %keep772, float %sel745, float %sel735
  %sel774 = select i1 %keep772, i1 %sel747, i1 %sel736
  %step775 = zext i1 %end753 to i32
  %add776 = add nuw i32 %add738, %step775
  %step777 = zext i1 %element751 to i32
  %add778 = add i32 %add740, %step777
  %54 = sext i32 %add776 to i64
  %p779 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %54
  %v780 = load i32, ptr addrspace(3) %p779, align 4
  %sel781 = select i1 %end753, i32 %v780, i32 %sel743
  %sel782 = select i1 %end753, float 0.000000e+00, float %sel745
  %sel783 = select i1 %element751, float %sel759, float %sel782
  %sel785 = select i1 %cmp749, i1 %cmp750, i1 %sel747
  %ended786 = or i1 %ended748, %end753
  %cmp787 = icmp sgt i32 %sub664, 3
  %cmp788 = icmp slt i32 %add778, %sel781
  %element789 = and i1 %cmp787, %cmp788
  %end791 = xor i1 %cmp787, %element789
  %55 = sext i32 %add778 to i64
  %p792 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %55
  %v793 = load float, ptr addrspace(3) %p792, align 4
  %fadd795 = fadd reassoc contract float %sel783, %v793
  %sel797 = select i1 %sel785, float %fadd795, float %v793
  %first799 = xor i1 %ended786, true
  %defer800 = and i1 %cmp688, %first799
  %w801 = xor i1 %defer800, true
  %cmp803 = icmp slt i32 %add776, %local49
  %56 = and i1 %cmp803, %w801
  %in804 = and i1 %56, %end791
  br i1 %in804, label %then805, label %endif806

then805:                                          ; preds = %endif768
  %p809 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %54
  %fadd807 = fadd reassoc contract float %sel783, 0.000000e+00
  %sel808 = select i1 %sel785, float %fadd807, float 0.000000e+00
  store float %sel808, ptr addrspace(3) %p809, align 4
  br label %endif806

endif806:                                         ; preds = %then805, %endif768
  %keep810 = and i1 %defer800, %end791
  %sel811 = select i1 %keep810, float %sel783, float %sel773
  %sel812 = select i1 %keep810, i1 %sel785, i1 %sel774
  %step813 = zext i1 %end791 to i32
  %add814 = add nuw i32 %add776, %step813
  %step815 = zext i1 %element789 to i32
  %add816 = add i32 %add778, %step815
  %57 = sext i32 %add814 to i64
  %p817 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %57
  %v818 = load i32, ptr addrspace(3) %p817, align 4
  %sel819 = select i1 %end791, i32 %v818, i32 %sel781
  %sel820 = select i1 %end791, float 0.000000e+00, float %sel783
  %sel821 = select i1 %element789, float %sel797, float %sel820
  %sel823 = select i1 %cmp787, i1 %cmp788, i1 %sel785
  %ended824 = or i1 %ended786, %end791
  %cmp825 = icmp sgt i32 %sub664, 4
  %cmp826 = icmp slt i32 %add816, %sel819
  %element827 = and i1 %cmp825, %cmp826
  %end829 = xor i1 %cmp825, %element827
  %58 = sext i32 %add816 to i64
  %p830 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %58
  %v831 = load float, ptr addrspace(3) %p830, align 4
  %fadd833 = fadd reassoc contract float %sel821, %v831
  %sel835 = select i1 %sel823, float %fadd833, float %v831
  %first837 = xor i1 %ended824, true
  %defer838 = and i1 %cmp688, %first837
  %w839 = xor i1 %defer838, true
  %cmp841 = icmp slt i32 %add814, %local49
  %59 = and i1 %cmp841, %w839
  %in842 = and i1 %59, %end829
  br i1 %in842, label %then843, label %endif844

then843:                                          ; preds = %endif806
  %p847 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %57
  %fadd845 = fadd reassoc contract float %sel821, 0.000000e+00
  %sel846 = select i1 %sel823, float %fadd845, float 0.000000e+00
  store float %sel846, ptr addrspace(3) %p847, align 4
  br label %endif844

endif844:                                         ; preds = %then843, %endif806
  %keep848 = and i1 %defer838, %end829
  %sel849 = select i1 %keep848, float %sel821, float %sel811
  %sel850 = select i1 %keep848, i1 %sel823, i1 %sel812
  %step851 = zext i1 %end829 to i32
  %add852 = add nuw i32 %add814, %step851
  %step853 = zext i1 %element827 to i32
  %add854 = add i32 %add816, %step853
  %60 = sext i32 %add852 to i64
  %p855 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %60
  %v856 = load i32, ptr addrspace(3) %p855, align 4
  %sel857 = select i1 %end829, i32 %v856, i32 %sel819
  %sel858 = select i1 %end829, float 0.000000e+00, float %sel821
  %sel859 = select i1 %element827, float %sel835, float %sel858
  %sel861 = select i1 %cmp825, i1 %cmp826, i1 %sel823
  %ended862 = or i1 %ended824, %end829
  %cmp863 = icmp sgt i32 %sub664, 5
  %cmp864 = icmp slt i32 %add854, %sel857
  %element865 = and i1 %cmp863, %cmp864
  %end867 = xor i1 %cmp863, %element865
  %61 = sext i32 %add854 to i64
  %p868 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %61
  %v869 = load float, ptr addrspace(3) %p868, align 4
  %fadd871 = fadd reassoc contract float %sel859, %v869
  %sel873 = select i1 %sel861, float %fadd871, float %v869
  %first875 = xor i1 %ended862, true
  %defer876 = and i1 %cmp688, %first875
  %w877 = xor i1 %defer876, true
  %cmp879 = icmp slt i32 %add852, %local49
  %62 = and i1 %cmp879, %w877
  %in880 = and i1 %62, %end867
  br i1 %in880, label %then881, label %endif882

then881:                                          ; preds = %endif844
  %p885 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %60
  %fadd883 = fadd reassoc contract float %sel859, 0.000000e+00
  %sel884 = select i1 %sel861, float %fadd883, float 0.000000e+00
  store float %sel884, ptr addrspace(3) %p885, align 4
  br label %endif882

endif882:                                         ; preds = %then881, %endif844
  %keep886 = and i1 %defer876, %end867
  %sel887 = select i1 %keep886, float %sel859, float %sel849
  %sel888 = select i1 %keep886, i1 %sel861, i1 %sel850
  %step889 = zext i1 %end867 to i32
  %add890 = add nuw i32 %add852, %step889
  %step891 = zext i1 %element865 to i32
  %add892 = add i32 %add854, %step891
  %63 = sext i32 %add890 to i64
  %p893 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %63
  %v894 = load i32, ptr addrspace(3) %p893, align 4
  %sel895 = select i1 %end867, i32 %v894, i32 %sel857
  %sel896 = select i1 %end867, float 0.000000e+00, float %sel859
  %sel897 = select i1 %element865, float %sel873, float %sel896
  %sel899 = select i1 %cmp863, i1 %cmp864, i1 %sel861
  %ended900 = or i1 %ended862, %end867
  %cmp901 = icmp sgt i32 %sub664, 6
  %cmp902 = icmp slt i32 %add892, %sel895
  %element903 = and i1 %cmp901, %cmp902
  %end905 = xor i1 %cmp901, %element903
  %64 = sext i32 %add892 to i64
  %p906 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %64
  %v907 = load float, ptr addrspace(3) %p906, align 4
  %fadd909 = fadd reassoc contract float %sel897, %v907
  %sel911 = select i1 %sel899, float %fadd909, float %v907
  %first913 = xor i1 %ended900, true
  %defer914 = and i1 %cmp688, %first913
  %w915 = xor i1 %defer914, true
  %cmp917 = icmp slt i32 %add890, %local49
  %65 = and i1 %cmp917, %w915
  %in918 = and i1 %65, %end905
  br i1 %in918, label %then919, label %endif920

then919:                                          ; preds = %endif882
  %p923 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %63
  %fadd921 = fadd reassoc contract float %sel897, 0.000000e+00
  %sel922 = select i1 %sel899, float %fadd921, float 0.000000e+00
  store float %sel922, ptr addrspace(3) %p923, align 4
  br label %endif920

endif920:                                         ; preds = %then919, %endif882
  %keep924 = and i1 %defer914, %end905
  %sel925 = select i1 %keep924, float %sel897, float %sel887
  %sel926 = select i1 %keep924, i1 %sel899, i1 %sel888
  %step927 = zext i1 %end905 to i32
  %add928 = add nuw i32 %add890, %step927
  %step929 = zext i1 %element903 to i32
  %add930 = add i32 %add892, %step929
  %66 = sext i32 %add928 to i64
  %p931 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %66
  %v932 = load i32, ptr addrspace(3) %p931, align 4
  %sel933 = select i1 %end905, i32 %v932, i32 %sel895
  %sel934 = select i1 %end905, float 0.000000e+00, float %sel897
  %sel935 = select i1 %element903, float %sel911, float %sel934
  %sel937 = select i1 %cmp901, i1 %cmp902, i1 %sel899
  %ended938 = or i1 %ended900, %end905
  %cmp939 = icmp sgt i32 %sub664, 7
  %cmp940 = icmp slt i32 %add930, %sel933
  %element941 = and i1 %cmp939, %cmp940
  %end943 = xor i1 %cmp939, %element941
  %67 = sext i32 %add930 to i64
  %p944 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %67
  %v945 = load float, ptr addrspace(3) %p944, align 4
  %fadd947 = fadd reassoc contract float %sel935, %v945
  %sel949 = select i1 %sel937, float %fadd947, float %v945
  %first951 = xor i1 %ended938, true
  %defer952 = and i1 %cmp688, %first951
  %w953 = xor i1 %defer952, true
  %cmp955 = icmp slt i32 %add928, %local49
  %68 = and i1 %cmp955, %w953
  %in956 = and i1 %68, %end943
  br i1 %in956, label %then957, label %endif958

then957:                                          ; preds = %endif920
  %p961 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %66
  %fadd959 = fadd reassoc contract float %sel935, 0.000000e+00
  %sel960 = select i1 %sel937, float %fadd959, float 0.000000e+00
  store float %sel960, ptr addrspace(3) %p961, align 4
  br label %endif958

endif958:                                         ; preds = %then957, %endif920
  %keep962 = and i1 %defer952, %end943
  %sel963 = select i1 %keep962, float %sel935, float %sel925
  %sel964 = select i1 %keep962, i1 %sel937, i1 %sel926
  %step965 = zext i1 %end943 to i32
  %add966 = add nuw i32 %add928, %step965
  %step967 = zext i1 %element941 to i32
  %add968 = add i32 %add930, %step967
  %69 = sext i32 %add966 to i64
  %p969 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %69
  %v970 = load i32, ptr addrspace(3) %p969, align 4
  %sel971 = select i1 %end943, i32 %v970, i32 %sel933
  %sel972 = select i1 %end943, float 0.000000e+00, float %sel935
  %sel973 = select i1 %element941, float %sel949, float %sel972
  %sel975 = select i1 %cmp939, i1 %cmp940, i1 %sel937
  %ended976 = or i1 %ended938, %end943
  %cmp977 = icmp sgt i32 %sub664, 8
  %cmp978 = icmp slt i32 %add968, %sel971
  %element979 = and i1 %cmp977, %cmp978
  %end981 = xor i1 %cmp977, %element979
  %70 = sext i32 %add968 to i64
  %p982 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %70
  %v983 = load float, ptr addrspace(3) %p982, align 4
  %fadd985 = fadd reassoc contract float %sel973, %v983
  %sel987 = select i1 %sel975, float %fadd985, float %v983
  %first989 = xor i1 %ended976, true
  %defer990 = and i1 %cmp688, %first989
  %w991 = xor i1 %defer990, true
  %cmp993 = icmp slt i32 %add966, %local49
  %71 = and i1 %cmp993, %w991
  %in994 = and i1 %71, %end981
  br i1 %in994, label %then995, label %endif996

then995:                                          ; preds = %endif958
  %p999 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %69
  %fadd997 = fadd reassoc contract float %sel973, 0.000000e+00
  %sel998 = select i1 %sel975, float %fadd997, float 0.000000e+00
  store float %sel998, ptr addrspace(3) %p999, align 4
  br label %endif996

endif996:                                         ; preds = %then995, %endif958
  %keep1000 = and i1 %defer990, %end981
  %sel1001 = select i1 %keep1000, float %sel973, float %sel963
  %sel1002 = select i1 %keep1000, i1 %sel975, i1 %sel964
  %step1003 = zext i1 %end981 to i32
  %add1004 = add nuw i32 %add966, %step1003
  %step1005 = zext i1 %element979 to i32
  %add1006 = add i32 %add968, %step1005
  %72 = sext i32 %add1004 to i64
  %p1007 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %72
  %v1008 = load i32, ptr addrspace(3) %p1007, align 4
  %sel1009 = select i1 %end981, i32 %v1008, i32 %sel971
  %sel1010 = select i1 %end981, float 0.000000e+00, float %sel973
  %sel1011 = select i1 %element979, float %sel987, float %sel1010
  %not.end981 = xor i1 %end981, true
  %sel1012 = and i1 %sel975, %not.end981
  %sel1013 = select i1 %element979, i1 true, i1 %sel1012
  %ended1014 = or i1 %ended976, %end981
  %cmp1015 = icmp sgt i32 %sub664, 9
  %cmp1016 = icmp slt i32 %add1006, %sel1009
  %element1017 = and i1 %cmp1015, %cmp1016
  %end1019 = xor i1 %cmp1015, %element1017
  %73 = sext i32 %add1006 to i64
  %p1020 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %73
  %v1021 = load float, ptr addrspace(3) %p1020, align 4
  %fadd1023 = fadd reassoc contract float %sel1011, %v1021
  %sel1025 = select i1 %sel1013, float %fadd1023, float %v1021
  %first1027 = xor i1 %ended1014, true
  %defer1028 = and i1 %cmp688, %first1027
  %w1029 = xor i1 %defer1028, true
  %cmp1031 = icmp slt i32 %add1004, %local49
  %74 = and i1 %cmp1031, %w1029
  %in1032 = and i1 %74, %end1019
  br i1 %in1032, label %then1033, label %endif1034

then1033:                                         ; preds = %endif996
  %p1037 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %72
  %fadd1035 = fadd reassoc contract float %sel1011, 0.000000e+00
  %sel1036 = select i1 %sel1013, float %fadd1035, float 0.000000e+00
  store float %sel1036, ptr addrspace(3) %p1037, align 4
  br label %endif1034

endif1034:                                        ; preds = %then1033, %endif996
  %keep1038 = and i1 %defer1028, %end1019
  %sel1039 = select i1 %keep1038, float %sel1011, float %sel1001
  %sel1040 = select i1 %keep1038, i1 %sel1013, i1 %sel1002
  %step1041 = zext i1 %end1019 to i32
  %add1042 = add nuw i32 %add1004, %step1041
  %step1043 = zext i1 %element1017 to i32
  %add1044 = add i32 %add1006, %step1043
  %75 = sext i32 %add1042 to i64
  %p1045 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %75
  %v1046 = load i32, ptr addrspace(3) %p1045, align 4
  %sel1047 = select i1 %end1019, i32 %v1046, i32 %sel1009
  %sel1048 = select i1 %end1019, float 0.000000e+00, float %sel1011
  %sel1049 = select i1 %element1017, float %sel1025, float %sel1048
  %not.end1019 = xor i1 %end1019, true
  %sel1050 = select i1 %not.end1019, i1 %sel1013, i1 false
  %sel1051 = select i1 %element1017, i1 true, i1 %sel1050
  %ended1052 = or i1 %ended1014, %end1019
  %cmp1053 = icmp sgt i32 %sub664, 10
  %cmp1054 = icmp slt i32 %add1044, %sel1047
  %element1055 = and i1 %cmp1053, %cmp1054
  %end1057 = xor i1 %cmp1053, %element1055
  %76 = sext i32 %add1044 to i64
  %p1058 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %76
  %v1059 = load float, ptr addrspace(3) %p1058, align 4
  %fadd1061 = fadd reassoc contract float %sel1049, %v1059
  %sel1063 = select i1 %sel1051, float %fadd1061, float %v1059
  %first1065 = xor i1 %ended1052, true
  %defer1066 = and i1 %cmp688, %first1065
  %w1067 = xor i1 %defer1066, true
  %cmp1069 = icmp slt i32 %add1042, %local49
  %77 = and i1 %cmp1069, %w1067
  %in1070 = and i1 %77, %end1057
  br i1 %in1070, label %then1071, label %endif1072

then1071:                                         ; preds = %endif1034
  %p1075 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %75
  %fadd1073 = fadd reassoc contract float %sel1049, 0.000000e+00
  %sel1074 = select i1 %sel1051, float %fadd1073, float 0.000000e+00
  store float %sel1074, ptr addrspace(3) %p1075, align 4
  br label %endif1072

endif1072:                                        ; preds = %then1071, %endif1034
  %keep1076 = and i1 %defer1066, %end1057
  %sel1077 = select i1 %keep1076, float %sel1049, float %sel1039
  %sel1078 = select i1 %keep1076, i1 %sel1051, i1 %sel1040
  %step1079 = zext i1 %end1057 to i32
  %add1080 = add nuw i32 %add1042, %step1079
  %step1081 = zext i1 %element1055 to i32
  %add1082 = add i32 %add1044, %step1081
  %78 = sext i32 %add1080 to i64
  %p1083 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %78
  %v1084 = load i32, ptr addrspace(3) %p1083, align 4
  %sel1085 = select i1 %end1057, i32 %v1084, i32 %sel1047
  %sel1086 = select i1 %end1057, float 0.000000e+00, float %sel1049
  %sel1087 = select i1 %element1055, float %sel1063, float %sel1086
  %not.end1057 = xor i1 %end1057, true
  %sel1088 = select i1 %not.end1057, i1 %sel1051, i1 false
  %sel1089 = select i1 %element1055, i1 true, i1 %sel1088
  %ended1090 = or i1 %ended1052, %end1057
  %cmp1091 = icmp sgt i32 %sub664, 11
  %cmp1092 = icmp slt i32 %add1082, %sel1085
  %element1093 = and i1 %cmp1091, %cmp1092
  %end1095 = xor i1 %cmp1091, %element1093
  %79 = sext i32 %add1082 to i64
  %p1096 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %79
  %v1097 = load float, ptr addrspace(3) %p1096, align 4
  %fadd1099 = fadd reassoc contract float %sel1087, %v1097
  %sel1101 = select i1 %sel1089, float %fadd1099, float %v1097
  %first1103 = xor i1 %ended1090, true
  %defer1104 = and i1 %cmp688, %first1103
  %w1105 = xor i1 %defer1104, true
  %cmp1107 = icmp slt i32 %add1080, %local49
  %80 = and i1 %cmp1107, %w1105
  %in1108 = and i1 %80, %end1095
  br i1 %in1108, label %then1109, label %endif1110

then1109:                                         ; preds = %endif1072
  %p1113 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %78
  %fadd1111 = fadd reassoc contract float %sel1087, 0.000000e+00
  %sel1112 = select i1 %sel1089, float %fadd1111, float 0.000000e+00
  store float %sel1112, ptr addrspace(3) %p1113, align 4
  br label %endif1110

endif1110:                                        ; preds = %then1109, %endif1072
  %keep1114 = and i1 %defer1104, %end1095
  %sel1115 = select i1 %keep1114, float %sel1087, float %sel1077
  %sel1116 = select i1 %keep1114, i1 %sel1089, i1 %sel1078
  %step1117 = zext i1 %end1095 to i32
  %add1118 = add nuw i32 %add1080, %step1117
  %step1119 = zext i1 %element1093 to i32
  %add1120 = add i32 %add1082, %step1119
  %81 = sext i32 %add1118 to i64
  %p1121 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %81
  %v1122 = load i32, ptr addrspace(3) %p1121, align 4
  %sel1123 = select i1 %end1095, i32 %v1122, i32 %sel1085
  %sel1124 = select i1 %end1095, float 0.000000e+00, float %sel1087
  %sel1125 = select i1 %element1093, float %sel1101, float %sel1124
  %not.end1095 = xor i1 %end1095, true
  %sel1126 = select i1 %not.end1095, i1 %sel1089, i1 false
  %sel1127 = select i1 %element1093, i1 true, i1 %sel1126
  %ended1128 = or i1 %ended1090, %end1095
  %cmp1129 = icmp sgt i32 %sub664, 12
  %cmp1130 = icmp slt i32 %add1120, %sel1123
  %element1131 = and i1 %cmp1129, %cmp1130
  %end1133 = xor i1 %cmp1129, %element1131
  %82 = sext i32 %add1120 to i64
  %p1134 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %82
  %v1135 = load float, ptr addrspace(3) %p1134, align 4
  %fadd1137 = fadd reassoc contract float %sel1125, %v1135
  %sel1139 = select i1 %sel1127, float %fadd1137, float %v1135
  %first1141 = xor i1 %ended1128, true
  %defer1142 = and i1 %cmp688, %first1141
  %w1143 = xor i1 %defer1142, true
  %cmp1145 = icmp slt i32 %add1118, %local49
  %83 = and i1 %cmp1145, %w1143
  %in1146 = and i1 %83, %end1133
  br i1 %in1146, label %then1147, label %endif1148

then1147:                                         ; preds = %endif1110
  %p1151 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %81
  %fadd1149 = fadd reassoc contract float %sel1125, 0.000000e+00
  %sel1150 = select i1 %sel1127, float %fadd1149, float 0.000000e+00
  store float %sel1150, ptr addrspace(3) %p1151, align 4
  br label %endif1148

endif1148:                                        ; preds = %then1147, %endif1110
  %keep1152 = and i1 %defer1142, %end1133
  %sel1153 = select i1 %keep1152, float %sel1125, float %sel1115
  %sel1154 = select i1 %keep1152, i1 %sel1127, i1 %sel1116
  %step1155 = zext i1 %end1133 to i32
  %add1156 = add nuw i32 %add1118, %step1155
  %step1157 = zext i1 %element1131 to i32
  %add1158 = add i32 %add1120, %step1157
  %84 = sext i32 %add1156 to i64
  %p1159 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %84
  %v1160 = load i32, ptr addrspace(3) %p1159, align 4
  %sel1161 = select i1 %end1133, i32 %v1160, i32 %sel1123
  %sel1162 = select i1 %end1133, float 0.000000e+00, float %sel1125
  %sel1163 = select i1 %element1131, float %sel1139, float %sel1162
  %not.end1133 = xor i1 %end1133, true
  %sel1164 = select i1 %not.end1133, i1 %sel1127, i1 false
  %sel1165 = select i1 %element1131, i1 true, i1 %sel1164
  %ended1166 = or i1 %ended1128, %end1133
  %cmp1167 = icmp sgt i32 %sub664, 13
  %cmp1168 = icmp slt i32 %add1158, %sel1161
  %element1169 = and i1 %cmp1167, %cmp1168
  %end1171 = xor i1 %cmp1167, %element1169
  %85 = sext i32 %add1158 to i64
  %p1172 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %85
  %v1173 = load float, ptr addrspace(3) %p1172, align 4
  %fadd1175 = fadd reassoc contract float %sel1163, %v1173
  %sel1177 = select i1 %sel1165, float %fadd1175, float %v1173
  %first1179 = xor i1 %ended1166, true
  %defer1180 = and i1 %cmp688, %first1179
  %w1181 = xor i1 %defer1180, true
  %cmp1183 = icmp slt i32 %add1156, %local49
  %86 = and i1 %cmp1183, %w1181
  %in1184 = and i1 %86, %end1171
  br i1 %in1184, label %then1185, label %endif1186

then1185:                                         ; preds = %endif1148
  %p1189 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %84
  %fadd1187 = fadd reassoc contract float %sel1163, 0.000000e+00
  %sel1188 = select i1 %sel1165, float %fadd1187, float 0.000000e+00
  store float %sel1188, ptr addrspace(3) %p1189, align 4
  br label %endif1186

endif1186:                                        ; preds = %then1185, %endif1148
  %keep1190 = and i1 %defer1180, %end1171
  %sel1191 = select i1 %keep1190, float %sel1163, float %sel1153
  %sel1192 = select i1 %keep1190, i1 %sel1165, i1 %sel1154
  %step1193 = zext i1 %end1171 to i32
  %add1194 = add nuw i32 %add1156, %step1193
  %step1195 = zext i1 %element1169 to i32
  %add1196 = add i32 %add1158, %step1195
  %87 = sext i32 %add1194 to i64
  %p1197 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %87
  %v1198 = load i32, ptr addrspace(3) %p1197, align 4
  %sel1199 = select i1 %end1171, i32 %v1198, i32 %sel1161
  %sel1200 = select i1 %end1171, float 0.000000e+00, float %sel1163
  %sel1201 = select i1 %element1169, float %sel1177, float %sel1200
  %not.end1171 = xor i1 %end1171, true
  %sel1202 = select i1 %not.end1171, i1 %sel1165, i1 false
  %sel1203 = select i1 %element1169, i1 true, i1 %sel1202
  %ended1204 = or i1 %ended1166, %end1171
  %cmp1205 = icmp sgt i32 %sub664, 14
  %cmp1206 = icmp slt i32 %add1196, %sel1199
  %element1207 = and i1 %cmp1205, %cmp1206
  %end1209 = xor i1 %cmp1205, %element1207
  %88 = sext i32 %add1196 to i64
  %p1210 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %88
  %v1211 = load float, ptr addrspace(3) %p1210, align 4
  %fadd1213 = fadd reassoc contract float %sel1201, %v1211
  %sel1215 = select i1 %sel1203, float %fadd1213, float %v1211
  %first1217 = xor i1 %ended1204, true
  %defer1218 = and i1 %cmp688, %first1217
  %w1219 = xor i1 %defer1218, true
  %cmp1221 = icmp slt i32 %add1194, %local49
  %89 = and i1 %cmp1221, %w1219
  %in1222 = and i1 %89, %end1209
  br i1 %in1222, label %then1223, label %endif1224

then1223:                                         ; preds = %endif1186
  %p1227 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %87
  %fadd1225 = fadd reassoc contract float %sel1201, 0.000000e+00
  %sel1226 = select i1 %sel1203, float %fadd1225, float 0.000000e+00
  store float %sel1226, ptr addrspace(3) %p1227, align 4
  br label %endif1224

endif1224:                                        ; preds = %then1223, %endif1186
  %keep1228 = and i1 %defer1218, %end1209
  %sel1229 = select i1 %keep1228, float %sel1201, float %sel1191
  %sel1230 = select i1 %keep1228, i1 %sel1203, i1 %sel1192
  %step1231 = zext i1 %end1209 to i32
  %add1232 = add nuw i32 %add1194, %step1231
  %step1233 = zext i1 %element1207 to i32
  %add1234 = add i32 %add1196, %step1233
  %90 = sext i32 %add1232 to i64
  %p1235 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %90
  %v1236 = load i32, ptr addrspace(3) %p1235, align 4
  %sel1237 = select i1 %end1209, i32 %v1236, i32 %sel1199
  %sel1238 = select i1 %end1209, float 0.000000e+00, float %sel1201
  %sel1239 = select i1 %element1207, float %sel1215, float %sel1238
  %not.end1209 = xor i1 %end1209, true
  %sel1240 = select i1 %not.end1209, i1 %sel1203, i1 false
  %sel1241 = select i1 %element1207, i1 true, i1 %sel1240
  %ended1242 = or i1 %ended1204, %end1209
  %cmp1243 = icmp sgt i32 %sub664, 15
  %cmp1244 = icmp slt i32 %add1234, %sel1237
  %element1245 = and i1 %cmp1243, %cmp1244
  %end1247 = xor i1 %cmp1243, %element1245
  %91 = sext i32 %add1234 to i64
  %p1248 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %91
  %v1249 = load float, ptr addrspace(3) %p1248, align 4
  %fadd1251 = fadd reassoc contract float %sel1239, %v1249
  %sel1253 = select i1 %sel1241, float %fadd1251, float %v1249
  %first1255 = xor i1 %ended1242, true
  %defer1256 = and i1 %cmp688, %first1255
  %w1257 = xor i1 %defer1256, true
  %cmp1259 = icmp slt i32 %add1232, %local49
  %92 = and i1 %cmp1259, %w1257
  %in1260 = and i1 %92, %end1247
  br i1 %in1260, label %then1261, label %endif1262

then1261:                                         ; preds = %endif1224
  %p1265 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %90
  %fadd1263 = fadd reassoc contract float %sel1239, 0.000000e+00
  %sel1264 = select i1 %sel1241, float %fadd1263, float 0.000000e+00
  store float %sel1264, ptr addrspace(3) %p1265, align 4
  br label %endif1262

endif1262:                                        ; preds = %then1261, %endif1224
  %keep1266 = and i1 %defer1256, %end1247
  %sel1267 = select i1 %keep1266, float %sel1239, float %sel1229
  %sel1268 = select i1 %keep1266, i1 %sel1241, i1 %sel1230
  %step1269 = zext i1 %end1247 to i32
  %add1270 = add nuw i32 %add1232, %step1269
  %step1271 = zext i1 %element1245 to i32
  %add1272 = add i32 %add1234, %step1271
  %93 = sext i32 %add1270 to i64
  %p1273 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %93
  %v1274 = load i32, ptr addrspace(3) %p1273, align 4
  %sel1275 = select i1 %end1247, i32 %v1274, i32 %sel1237
  %sel1276 = select i1 %end1247, float 0.000000e+00, float %sel1239
  %sel1277 = select i1 %element1245, float %sel1253, float %sel1276
  %not.end1247 = xor i1 %end1247, true
  %sel1278 = select i1 %not.end1247, i1 %sel1241, i1 false
  %sel1279 = select i1 %element1245, i1 true, i1 %sel1278
  %ended1280 = or i1 %ended1242, %end1247
  %cmp1281 = icmp sgt i32 %sub664, 16
  %cmp1282 = icmp slt i32 %add1272, %sel1275
  %element1283 = and i1 %cmp1281, %cmp1282
  %end1285 = xor i1 %cmp1281, %element1283
  %94 = sext i32 %add1272 to i64
  %p1286 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %94
  %v1287 = load float, ptr addrspace(3) %p1286, align 4
  %fadd1289 = fadd reassoc contract float %sel1277, %v1287
  %sel1291 = select i1 %sel1279, float %fadd1289, float %v1287
  %first1293 = xor i1 %ended1280, true
  %defer1294 = and i1 %cmp688, %first1293
  %w1295 = xor i1 %defer1294, true
  %cmp1297 = icmp slt i32 %add1270, %local49
  %95 = and i1 %cmp1297, %w1295
  %in1298 = and i1 %95, %end1285
  br i1 %in1298, label %then1299, label %endif1300

then1299:                                         ; preds = %endif1262
  %p1303 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %93
  %fadd1301 = fadd reassoc contract float %sel1277, 0.000000e+00
  %sel1302 = select i1 %sel1279, float %fadd1301, float 0.000000e+00
  store float %sel1302, ptr addrspace(3) %p1303, align 4
  br label %endif1300

endif1300:                                        ; preds = %then1299, %endif1262
  %keep1304 = and i1 %defer1294, %end1285
  %sel1305 = select i1 %keep1304, float %sel1277, float %sel1267
  %sel1306 = select i1 %keep1304, i1 %sel1279, i1 %sel1268
  %step1307 = zext i1 %end1285 to i32
  %add1308 = add nuw i32 %add1270, %step1307
  %step1309 = zext i1 %element1283 to i32
  %add1310 = add i32 %add1272, %step1309
  %96 = sext i32 %add1308 to i64
  %p1311 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %96
  %v1312 = load i32, ptr addrspace(3) %p1311, align 4
  %sel1313 = select i1 %end1285, i32 %v1312, i32 %sel1275
  %sel1314 = select i1 %end1285, float 0.000000e+00, float %sel1277
  %sel1315 = select i1 %element1283, float %sel1291, float %sel1314
  %not.end1285 = xor i1 %end1285, true
  %sel1316 = select i1 %not.end1285, i1 %sel1279, i1 false
  %sel1317 = select i1 %element1283, i1 true, i1 %sel1316
  %ended1318 = or i1 %ended1280, %end1285
  %cmp1319 = icmp sgt i32 %sub664, 17
  %cmp1320 = icmp slt i32 %add1310, %sel1313
  %element1321 = and i1 %cmp1319, %cmp1320
  %end1323 = xor i1 %cmp1319, %element1321
  %97 = sext i32 %add1310 to i64
  %p1324 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %97
  %v1325 = load float, ptr addrspace(3) %p1324, align 4
  %fadd1327 = fadd reassoc contract float %sel1315, %v1325
  %sel1329 = select i1 %sel1317, float %fadd1327, float %v1325
  %first1331 = xor i1 %ended1318, true
  %defer1332 = and i1 %cmp688, %first1331
  %w1333 = xor i1 %defer1332, true
  %cmp1335 = icmp slt i32 %add1308, %local49
  %98 = and i1 %cmp1335, %w1333
  %in1336 = and i1 %98, %end1323
  br i1 %in1336, label %then1337, label %endif1338

then1337:                                         ; preds = %endif1300
  %p1341 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %96
  %fadd1339 = fadd reassoc contract float %sel1315, 0.000000e+00
  %sel1340 = select i1 %sel1317, float %fadd1339, float 0.000000e+00
  store float %sel1340, ptr addrspace(3) %p1341, align 4
  br label %endif1338

endif1338:                                        ; preds = %then1337, %endif1300
  %keep1342 = and i1 %defer1332, %end1323
  %sel1343 = select i1 %keep1342, float %sel1315, float %sel1305
  %sel1344 = select i1 %keep1342, i1 %sel1317, i1 %sel1306
  %step1345 = zext i1 %end1323 to i32
  %add1346 = add nuw i32 %add1308, %step1345
  %step1347 = zext i1 %element1321 to i32
  %add1348 = add i32 %add1310, %step1347
  %99 = sext i32 %add1346 to i64
  %p1349 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %99
  %v1350 = load i32, ptr addrspace(3) %p1349, align 4
  %sel1351 = select i1 %end1323, i32 %v1350, i32 %sel1313
  %sel1352 = select i1 %end1323, float 0.000000e+00, float %sel1315
  %sel1353 = select i1 %element1321, float %sel1329, float %sel1352
  %not.end1323 = xor i1 %end1323, true
  %sel1354 = select i1 %not.end1323, i1 %sel1317, i1 false
  %sel1355 = select i1 %element1321, i1 true, i1 %sel1354
  %ended1356 = or i1 %ended1318, %end1323
  %cmp1357 = icmp sgt i32 %sub664, 18
  %cmp1358 = icmp slt i32 %add1348, %sel1351
  %element1359 = and i1 %cmp1357, %cmp1358
  %end1361 = xor i1 %cmp1357, %element1359
  %100 = sext i32 %add1348 to i64
  %p1362 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %100
  %v1363 = load float, ptr addrspace(3) %p1362, align 4
  %fadd1365 = fadd reassoc contract float %sel1353, %v1363
  %sel1367 = select i1 %sel1355, float %fadd1365, float %v1363
  %first1369 = xor i1 %ended1356, true
  %defer1370 = and i1 %cmp688, %first1369
  %w1371 = xor i1 %defer1370, true
  %cmp1373 = icmp slt i32 %add1346, %local49
  %101 = and i1 %cmp1373, %w1371
  %in1374 = and i1 %101, %end1361
  br i1 %in1374, label %then1375, label %endif1376

then1375:                                         ; preds = %endif1338
  %p1379 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %99
  %fadd1377 = fadd reassoc contract float %sel1353, 0.000000e+00
  %sel1378 = select i1 %sel1355, float %fadd1377, float 0.000000e+00
  store float %sel1378, ptr addrspace(3) %p1379, align 4
  br label %endif1376

endif1376:                                        ; preds = %then1375, %endif1338
  %keep1380 = and i1 %defer1370, %end1361
  %sel1381 = select i1 %keep1380, float %sel1353, float %sel1343
  %sel1382 = select i1 %keep1380, i1 %sel1355, i1 %sel1344
  %step1383 = zext i1 %end1361 to i32
  %add1384 = add nuw i32 %add1346, %step1383
  %step1385 = zext i1 %element1359 to i32
  %add1386 = add i32 %add1348, %step1385
  %102 = sext i32 %add1384 to i64
  %p1387 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %102
  %v1388 = load i32, ptr addrspace(3) %p1387, align 4
  %sel1389 = select i1 %end1361, i32 %v1388, i32 %sel1351
  %sel1390 = select i1 %end1361, float 0.000000e+00, float %sel1353
  %sel1391 = select i1 %element1359, float %sel1367, float %sel1390
  %not.end1361 = xor i1 %end1361, true
  %sel1392 = select i1 %not.end1361, i1 %sel1355, i1 false
  %sel1393 = select i1 %element1359, i1 true, i1 %sel1392
  %ended1394 = or i1 %ended1356, %end1361
  %cmp1395 = icmp sgt i32 %sub664, 19
  %cmp1396 = icmp slt i32 %add1386, %sel1389
  %element1397 = and i1 %cmp1395, %cmp1396
  %end1399 = xor i1 %cmp1395, %element1397
  %103 = sext i32 %add1386 to i64
  %p1400 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %103
  %v1401 = load float, ptr addrspace(3) %p1400, align 4
  %fadd1403 = fadd reassoc contract float %sel1391, %v1401
  %sel1405 = select i1 %sel1393, float %fadd1403, float %v1401
  %first1407 = xor i1 %ended1394, true
  %defer1408 = and i1 %cmp688, %first1407
  %w1409 = xor i1 %defer1408, true
  %cmp1411 = icmp slt i32 %add1384, %local49
  %104 = and i1 %cmp1411, %w1409
  %in1412 = and i1 %104, %end1399
  br i1 %in1412, label %then1413, label %endif1414

then1413:                                         ; preds = %endif1376
  %p1417 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %102
  %fadd1415 = fadd reassoc contract float %sel1391, 0.000000e+00
  %sel1416 = select i1 %sel1393, float %fadd1415, float 0.000000e+00
  store float %sel1416, ptr addrspace(3) %p1417, align 4
  br label %endif1414

endif1414:                                        ; preds = %then1413, %endif1376
  %keep1418 = and i1 %defer1408, %end1399
  %sel1419 = select i1 %keep1418, float %sel1391, float %sel1381
  %sel1420 = select i1 %keep1418, i1 %sel1393, i1 %sel1382
  %step1421 = zext i1 %end1399 to i32
  %add1422 = add nuw i32 %add1384, %step1421
  %step1423 = zext i1 %element1397 to i32
  %add1424 = add i32 %add1386, %step1423
  %105 = sext i32 %add1422 to i64
  %p1425 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %105
  %v1426 = load i32, ptr addrspace(3) %p1425, align 4
  %sel1427 = select i1 %end1399, i32 %v1426, i32 %sel1389
  %sel1428 = select i1 %end1399, float 0.000000e+00, float %sel1391
  %sel1429 = select i1 %element1397, float %sel1405, float %sel1428
  %not.end1399 = xor i1 %end1399, true
  %sel1430 = select i1 %not.end1399, i1 %sel1393, i1 false
  %sel1431 = select i1 %element1397, i1 true, i1 %sel1430
  %ended1432 = or i1 %ended1394, %end1399
  %cmp1433 = icmp sgt i32 %sub664, 20
  %cmp1434 = icmp slt i32 %add1424, %sel1427
  %element1435 = and i1 %cmp1433, %cmp1434
  %end1437 = xor i1 %cmp1433, %element1435
  %106 = sext i32 %add1424 to i64
  %p1438 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %106
  %v1439 = load float, ptr addrspace(3) %p1438, align 4
  %fadd1441 = fadd reassoc contract float %sel1429, %v1439
  %sel1443 = select i1 %sel1431, float %fadd1441, float %v1439
  %first1445 = xor i1 %ended1432, true
  %defer1446 = and i1 %cmp688, %first1445
  %w1447 = xor i1 %defer1446, true
  %cmp1449 = icmp slt i32 %add1422, %local49
  %107 = and i1 %cmp1449, %w1447
  %in1450 = and i1 %107, %end1437
  br i1 %in1450, label %then1451, label %endif1452

then1451:                                         ; preds = %endif1414
  %p1455 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %105
  %fadd1453 = fadd reassoc contract float %sel1429, 0.000000e+00
  %sel1454 = select i1 %sel1431, float %fadd1453, float 0.000000e+00
  store float %sel1454, ptr addrspace(3) %p1455, align 4
  br label %endif1452

endif1452:                                        ; preds = %then1451, %endif1414
  %keep1456 = and i1 %defer1446, %end1437
  %sel1457 = select i1 %keep1456, float %sel1429, float %sel1419
  %sel1458 = select i1 %keep1456, i1 %sel1431, i1 %sel1420
  %step1459 = zext i1 %end1437 to i32
  %add1460 = add nuw i32 %add1422, %step1459
  %step1461 = zext i1 %element1435 to i32
  %add1462 = add i32 %add1424, %step1461
  %108 = sext i32 %add1460 to i64
  %p1463 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %108
  %v1464 = load i32, ptr addrspace(3) %p1463, align 4
  %sel1465 = select i1 %end1437, i32 %v1464, i32 %sel1427
  %sel1466 = select i1 %end1437, float 0.000000e+00, float %sel1429
  %sel1467 = select i1 %element1435, float %sel1443, float %sel1466
  %not.end1437 = xor i1 %end1437, true
  %sel1468 = select i1 %not.end1437, i1 %sel1431, i1 false
  %sel1469 = select i1 %element1435, i1 true, i1 %sel1468
  %ended1470 = or i1 %ended1432, %end1437
  %cmp1471 = icmp sgt i32 %sub664, 21
  %cmp1472 = icmp slt i32 %add1462, %sel1465
  %element1473 = and i1 %cmp1471, %cmp1472
  %end1475 = xor i1 %cmp1471, %element1473
  %109 = sext i32 %add1462 to i64
  %p1476 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %109
  %v1477 = load float, ptr addrspace(3) %p1476, align 4
  %fadd1479 = fadd reassoc contract float %sel1467, %v1477
  %sel1481 = select i1 %sel1469, float %fadd1479, float %v1477
  %first1483 = xor i1 %ended1470, true
  %defer1484 = and i1 %cmp688, %first1483
  %w1485 = xor i1 %defer1484, true
  %cmp1487 = icmp slt i32 %add1460, %local49
  %110 = and i1 %cmp1487, %w1485
  %in1488 = and i1 %110, %end1475
  br i1 %in1488, label %then1489, label %endif1490

then1489:                                         ; preds = %endif1452
  %p1493 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %108
  %fadd1491 = fadd reassoc contract float %sel1467, 0.000000e+00
  %sel1492 = select i1 %sel1469, float %fadd1491, float 0.000000e+00
  store float %sel1492, ptr addrspace(3) %p1493, align 4
  br label %endif1490

endif1490:                                        ; preds = %then1489, %endif1452
  %keep1494 = and i1 %defer1484, %end1475
  %sel1495 = select i1 %keep1494, float %sel1467, float %sel1457
  %sel1496 = select i1 %keep1494, i1 %sel1469, i1 %sel1458
  %step1497 = zext i1 %end1475 to i32
  %add1498 = add nuw i32 %add1460, %step1497
  %step1499 = zext i1 %element1473 to i32
  %add1500 = add i32 %add1462, %step1499
  %111 = sext i32 %add1498 to i64
  %p1501 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %111
  %v1502 = load i32, ptr addrspace(3) %p1501, align 4
  %sel1503 = select i1 %end1475, i32 %v1502, i32 %sel1465
  %sel1504 = select i1 %end1475, float 0.000000e+00, float %sel1467
  %sel1505 = select i1 %element1473, float %sel1481, float %sel1504
  %not.end1475 = xor i1 %end1475, true
  %sel1506 = select i1 %not.end1475, i1 %sel1469, i1 false
  %sel1507 = select i1 %element1473, i1 true, i1 %sel1506
  %ended1508 = or i1 %ended1470, %end1475
  %cmp1509 = icmp sgt i32 %sub664, 22
  %cmp1510 = icmp slt i32 %add1500, %sel1503
  %element1511 = and i1 %cmp1509, %cmp1510
  %end1513 = xor i1 %cmp1509, %element1511
  %112 = sext i32 %add1500 to i64
  %p1514 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %112
  %v1515 = load float, ptr addrspace(3) %p1514, align 4
  %fadd1517 = fadd reassoc contract float %sel1505, %v1515
  %sel1519 = select i1 %sel1507, float %fadd1517, float %v1515
  %first1521 = xor i1 %ended1508, true
  %defer1522 = and i1 %cmp688, %first1521
  %w1523 = xor i1 %defer1522, true
  %cmp1525 = icmp slt i32 %add1498, %local49
  %113 = and i1 %cmp1525, %w1523
  %in1526 = and i1 %113, %end1513
  br i1 %in1526, label %then1527, label %endif1528

then1527:                                         ; preds = %endif1490
  %p1531 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %111
  %fadd1529 = fadd reassoc contract float %sel1505, 0.000000e+00
  %sel1530 = select i1 %sel1507, float %fadd1529, float 0.000000e+00
  store float %sel1530, ptr addrspace(3) %p1531, align 4
  br label %endif1528

endif1528:                                        ; preds = %then1527, %endif1490
  %keep1532 = and i1 %defer1522, %end1513
  %sel1533 = select i1 %keep1532, float %sel1505, float %sel1495
  %sel1534 = select i1 %keep1532, i1 %sel1507, i1 %sel1496
  %step1535 = zext i1 %end1513 to i32
  %add1536 = add nuw i32 %add1498, %step1535
  %step1537 = zext i1 %element1511 to i32
  %add1538 = add i32 %add1500, %step1537
  %114 = sext i32 %add1536 to i64
  %p1539 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %114
  %v1540 = load i32, ptr addrspace(3) %p1539, align 4
  %sel1541 = select i1 %end1513, i32 %v1540, i32 %sel1503
  %sel1542 = select i1 %end1513, float 0.000000e+00, float %sel1505
  %sel1543 = select i1 %element1511, float %sel1519, float %sel1542
  %not.end1513 = xor i1 %end1513, true
  %sel1544 = select i1 %not.end1513, i1 %sel1507, i1 false
  %sel1545 = select i1 %element1511, i1 true, i1 %sel1544
  %ended1546 = or i1 %ended1508, %end1513
  %cmp1547 = icmp sgt i32 %sub664, 23
  %cmp1548 = icmp slt i32 %add1538, %sel1541
  %element1549 = and i1 %cmp1547, %cmp1548
  %end1551 = xor i1 %cmp1547, %element1549
  %115 = sext i32 %add1538 to i64
  %p1552 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %115
  %v1553 = load float, ptr addrspace(3) %p1552, align 4
  %fadd1555 = fadd reassoc contract float %sel1543, %v1553
  %sel1557 = select i1 %sel1545, float %fadd1555, float %v1553
  %first1559 = xor i1 %ended1546, true
  %defer1560 = and i1 %cmp688, %first1559
  %w1561 = xor i1 %defer1560, true
  %cmp1563 = icmp slt i32 %add1536, %local49
  %116 = and i1 %cmp1563, %w1561
  %in1564 = and i1 %116, %end1551
  br i1 %in1564, label %then1565, label %endif1566

then1565:                                         ; preds = %endif1528
  %p1569 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %114
  %fadd1567 = fadd reassoc contract float %sel1543, 0.000000e+00
  %sel1568 = select i1 %sel1545, float %fadd1567, float 0.000000e+00
  store float %sel1568, ptr addrspace(3) %p1569, align 4
  br label %endif1566

endif1566:                                        ; preds = %then1565, %endif1528
  %keep1570 = and i1 %defer1560, %end1551
  %sel1571 = select i1 %keep1570, float %sel1543, float %sel1533
  %sel1572 = select i1 %keep1570, i1 %sel1545, i1 %sel1534
  %step1573 = zext i1 %end1551 to i32
  %add1574 = add nuw i32 %add1536, %step1573
  %sel1580 = select i1 %end1551, float 0.000000e+00, float %sel1543
  %sel1581 = select i1 %element1549, float %sel1557, float %sel1580
  %not.end1551 = xor i1 %end1551, true
  %sel1582 = select i1 %not.end1551, i1 %sel1545, i1 false
  %sel1583 = select i1 %element1549, i1 true, i1 %sel1582
  %ended1584 = or i1 %ended1546, %end1551
  %wide1585 = sext i32 %add1574 to i64
  %add1586 = add nsw i64 %it, %wide1585
  %wide1587 = zext i1 %ended1584 to i32
  %call1588 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1587, i32 1, i32 0)
  %leaf = trunc i32 %call1588 to i1
  %bits = bitcast float %sel1581 to i32
  %call1589 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits, i32 1, i32 0)
  %leaf1590 = bitcast i32 %call1589 to float
  %wide1591 = zext i1 %sel1583 to i32
  %call1592 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1591, i32 1, i32 0)
  %leaf1593 = trunc i32 %call1592 to i1
  %fadd1596 = fadd reassoc contract float %sel1581, %leaf1590
  %sel1597 = select i1 %sel1583, float %fadd1596, float %leaf1590
  %sel1598 = select i1 %leaf1593, float %sel1597, float %sel1581
  %take.not = or i1 %cmp385, %ended1584
  %sel1600 = select i1 %take.not, float %sel1581, float %sel1598
  %not.take.not = xor i1 %take.not, true
  %has1599 = select i1 %not.take.not, i1 %leaf1593, i1 false
  %sel1601 = or i1 %sel1583, %has1599
  %f = select i1 %not.cmp1594, i1 %leaf, i1 false
  %sel1602 = or i1 %ended1584, %f
  %wide1603 = zext i1 %sel1602 to i32
  %call1604 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1603, i32 2, i32 0)
  %leaf1605 = trunc i32 %call1604 to i1
  %bits1606 = bitcast float %sel1600 to i32
  %call1607 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1606, i32 2, i32 0)
  %leaf1608 = bitcast i32 %call1607 to float
  %wide1609 = zext i1 %sel1601 to i32
  %call1610 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1609, i32 2, i32 0)
  %leaf1611 = trunc i32 %call1610 to i1
  %fadd1614 = fadd reassoc contract float %sel1600, %leaf1608
  %sel1615 = select i1 %sel1601, float %fadd1614, float %leaf1608
  %sel1616 = select i1 %leaf1611, float %sel1615, float %sel1600
  %take1619.not = or i1 %cmp1612, %sel1602
  %sel1620 = select i1 %take1619.not, float %sel1600, float %sel1616
  %not.take1619.not = xor i1 %take1619.not, true
  %has1617 = select i1 %not.take1619.not, i1 %leaf1611, i1 false
  %sel1621 = or i1 %sel1601, %has1617
  %f1622 = select i1 %not.cmp1612, i1 %leaf1605, i1 false
  %sel1623 = or i1 %sel1602, %f1622
  %wide1624 = zext i1 %sel1623 to i32
  %call1625 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1624, i32 4, i32 0)
  %leaf1626 = trunc i32 %call1625 to i1
  %bits1627 = bitcast float %sel1620 to i32
  %call1628 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1627, i32 4, i32 0)
  %leaf1629 = bitcast i32 %call1628 to float
  %wide1630 = zext i1 %sel1621 to i32
  %call1631 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1630, i32 4, i32 0)
  %leaf1632 = trunc i32 %call1631 to i1
  %fadd1635 = fadd reassoc contract float %sel1620, %leaf1629
  %sel1636 = select i1 %sel1621, float %fadd1635, float %leaf1629
  %sel1637 = select i1 %leaf1632, float %sel1636, float %sel1620
  %take1640.not = or i1 %cmp1633, %sel1623
  %sel1641 = select i1 %take1640.not, float %sel1620, float %sel1637
  %not.take1640.not = xor i1 %take1640.not, true
  %has1638 = select i1 %not.take1640.not, i1 %leaf1632, i1 false
  %sel1642 = or i1 %sel1621, %has1638
  %f1643 = select i1 %not.cmp1633, i1 %leaf1626, i1 false
  %sel1644 = or i1 %sel1623, %f1643
  %wide1645 = zext i1 %sel1644 to i32
  %call1646 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1645, i32 8, i32 0)
  %leaf1647 = trunc i32 %call1646 to i1
  %bits1648 = bitcast float %sel1641 to i32
  %call1649 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1648, i32 8, i32 0)
  %leaf1650 = bitcast i32 %call1649 to float
  %wide1651 = zext i1 %sel1642 to i32
  %call1652 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1651, i32 8, i32 0)
  %leaf1653 = trunc i32 %call1652 to i1
  %fadd1656 = fadd reassoc contract float %sel1641, %leaf1650
  %sel1657 = select i1 %sel1642, float %fadd1656, float %leaf1650
  %sel1658 = select i1 %leaf1653, float %sel1657, float %sel1641
  %take1661.not = or i1 %cmp1654, %sel1644
  %sel1662 = select i1 %take1661.not, float %sel1641, float %sel1658
  %not.take1661.not = xor i1 %take1661.not, true
  %has1659 = select i1 %not.take1661.not, i1 %leaf1653, i1 false
  %sel1663 = or i1 %sel1642, %has1659
  %f1664 = select i1 %not.cmp1654, i1 %leaf1647, i1 false
  %sel1665 = or i1 %sel1644, %f1664
  %wide1666 = zext i1 %sel1665 to i32
  %call1667 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1666, i32 16, i32 0)
  %leaf1668 = trunc i32 %call1667 to i1
  %bits1669 = bitcast float %sel1662 to i32
  %call1670 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1669, i32 16, i32 0)
  %leaf1671 = bitcast i32 %call1670 to float
  %wide1672 = zext i1 %sel1663 to i32
  %call1673 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1672, i32 16, i32 0)
  %leaf1674 = trunc i32 %call1673 to i1
  %fadd1677 = fadd reassoc contract float %sel1662, %leaf1671
  %sel1678 = select i1 %sel1663, float %fadd1677, float %leaf1671
  %sel1679 = select i1 %leaf1674, float %sel1678, float %sel1662
  %take1682.not = or i1 %cmp1675, %sel1665
  %sel1683 = select i1 %take1682.not, float %sel1662, float %sel1679
  %not.take1682.not = xor i1 %take1682.not, true
  %has1680 = select i1 %not.take1682.not, i1 %leaf1674, i1 false
  %sel1684 = or i1 %sel1663, %has1680
  %f1685 = select i1 %not.cmp1675, i1 %leaf1668, i1 false
  %sel1686 = or i1 %sel1665, %f1685
  %wide1687 = zext i1 %sel1686 to i32
  %call1688 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1687, i32 1, i32 0)
  %bits1690 = bitcast float %sel1683 to i32
  %call1691 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1690, i32 1, i32 0)
  %leaf1692 = bitcast i32 %call1691 to float
  %wide1693 = zext i1 %sel1684 to i32
  %call1694 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1693, i32 1, i32 0)
  %leaf1695 = trunc i32 %call1694 to i1
  %p1697 = and i1 %not.cmp1594, %leaf1695
  %call1698 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %ended1584)
  %deferred = and i1 %cmp688, %ended1584
  %in1701 = and i1 %cmp698, %deferred
  %fadd1703 = fadd reassoc contract float %sel1571, %leaf1692
  %sel1704 = select i1 %sel1572, float %fadd1703, float %leaf1692
  %sel1705 = select i1 %p1697, float %sel1704, float %sel1571
  %has1706 = or i1 %sel1572, %p1697
  br i1 %in1701, label %then1708, label %endif1709

then1708:                                         ; preds = %endif1566
  %call1699 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %call1698, i1 false)
  %cmp1707 = icmp eq i32 %lane, %call1699
  %tile = and i1 %cmp44, %cmp1707
  br i1 %tile, label %then1710, label %else1711

endif1709:                                        ; preds = %then1710, %else1711, %endif1566
  br i1 %cmp1720, label %then1721, label %endif1722

then1710:                                         ; preds = %then1708
  %mul1713 = shl i64 %i, 1
  %add1714 = or disjoint i64 %mul1713, 1
  %p1715 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %add1714
  store float %sel1705, ptr addrspace(1) %p1715, align 4
  %flag = zext i1 %has1706 to i64
  %p1716 = getelementptr inbounds i64, ptr addrspace(1) %7, i64 %add1714
  store i64 %flag, ptr addrspace(1) %p1716, align 4
  br label %endif1709

else1711:                                         ; preds = %then1708
  %fadd1717 = fadd reassoc contract float %sel1705, 0.000000e+00
  %sel1718 = select i1 %has1706, float %fadd1717, float 0.000000e+00
  %p1719 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %46
  store float %sel1718, ptr addrspace(3) %p1719, align 4
  br label %endif1709

then1721:                                         ; preds = %endif1709
  %mul1723 = shl i64 %i, 1
  %p1728 = getelementptr inbounds i64, ptr addrspace(1) %7, i64 %mul1723
  %mul1726 = shl i64 %add1586, 1
  %has1725 = zext i1 %sel1684 to i64
  %add1727 = or disjoint i64 %mul1726, %has1725
  %p1724 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %mul1723
  store float %sel1683, ptr addrspace(1) %p1724, align 4
  store i64 %add1727, ptr addrspace(1) %p1728, align 4
  br label %endif1722

endif1722:                                        ; preds = %then1721, %endif1709
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1730 = icmp slt i32 %lane, %call55
  %first1732 = and i1 %cmp385, %cmp44
  %w1733 = xor i1 %first1732, true
  %w1734 = and i1 %cmp1730, %w1733
  %cmp1735 = icmp slt i32 %lane, %local49
  %in1736 = and i1 %cmp1735, %w1734
  br i1 %in1736, label %then1737, label %endif1738

then1737:                                         ; preds = %endif1722
  %gep2150 = getelementptr float, ptr addrspace(1) %invariant.gep2149, i64 %it
  %v1740 = load float, ptr addrspace(3) %p1739, align 4
  store float %v1740, ptr addrspace(1) %gep2150, align 4
  br label %endif1738

endif1738:                                        ; preds = %then1737, %endif1722
  %cmp1745 = icmp slt i32 %add61, %call55
  %cmp1750 = icmp slt i32 %add61, %local49
  %in1751 = and i1 %cmp1750, %cmp1745
  br i1 %in1751, label %then1752, label %endif1753

then1752:                                         ; preds = %endif1738
  %gep2152 = getelementptr float, ptr addrspace(1) %invariant.gep2151, i64 %it
  %v1755 = load float, ptr addrspace(3) %p1754, align 4
  store float %v1755, ptr addrspace(1) %gep2152, align 4
  br label %endif1753

endif1753:                                        ; preds = %then1752, %endif1738
  %cmp1760 = icmp slt i32 %add62, %call55
  %cmp1765 = icmp slt i32 %add62, %local49
  %in1766 = and i1 %cmp1765, %cmp1760
  br i1 %in1766, label %then1767, label %endif1768

then1767:                                         ; preds = %endif1753
  %gep2154 = getelementptr float, ptr addrspace(1) %invariant.gep2153, i64 %it
  %v1770 = load float, ptr addrspace(3) %p1769, align 4
  store float %v1770, ptr addrspace(1) %gep2154, align 4
  br label %endif1768

endif1768:                                        ; preds = %then1767, %endif1753
  %cmp1775 = icmp slt i32 %add63, %call55
  %cmp1780 = icmp slt i32 %add63, %local49
  %in1781 = and i1 %cmp1780, %cmp1775
  br i1 %in1781, label %then1782, label %endif1783

then1782:                                         ; preds = %endif1768
  %gep2156 = getelementptr float, ptr addrspace(1) %invariant.gep2155, i64 %it
  %v1785 = load float, ptr addrspace(3) %p1784, align 4
  store float %v1785, ptr addrspace(1) %gep2156, align 4
  br label %endif1783

endif1783:                                        ; preds = %then1782, %endif1768
  br i1 %cmp111, label %then1790, label %endif1791

then1790:                                         ; preds = %endif1783
  %cmp1793 = icmp slt i32 %add114, %call55
  %cmp1798 = icmp slt i32 %add114, %local49
  %in1799 = and i1 %cmp1798, %cmp1793
  br i1 %in1799, label %then1800, label %endif1801

endif1791:                                        ; preds = %endif1831, %then1845, %endif1783
  br i1 %cmp166, label %then1853, label %endif1854

then1800:                                         ; preds = %then1790
  %gep2158 = getelementptr float, ptr addrspace(1) %invariant.gep2157, i64 %it
  %v1803 = load float, ptr addrspace(3) %p1802, align 4
  store float %v1803, ptr addrspace(1) %gep2158, align 4
  br label %endif1801

endif1801:                                        ; preds = %then1800, %then1790
  %cmp1808 = icmp slt i32 %add115, %call55
  %cmp1813 = icmp slt i32 %add115, %local49
  %in1814 = and i1 %cmp1813, %cmp1808
  br i1 %in1814, label %then1815, label %endif1816

then1815:                                         ; preds = %endif1801
  %gep2160 = getelementptr float, ptr addrspace(1) %invariant.gep2159, i64 %it
  %v1818 = load float, ptr addrspace(3) %p1817, align 4
  store float %v1818, ptr addrspace(1) %gep2160, align 4
  br label %endif1816

endif1816:                                        ; preds = %then1815, %endif1801
  %cmp1823 = icmp slt i32 %add116, %call55
  %cmp1828 = icmp slt i32 %add116, %local49
  %in1829 = and i1 %cmp1828, %cmp1823
  br i1 %in1829, label %then1830, label %endif1831

then1830:                                         ; preds = %endif1816
  %gep2162 = getelementptr float, ptr addrspace(1) %invariant.gep2161, i64 %it
  %v1833 = load float, ptr addrspace(3) %p1832, align 4
  store float %v1833, ptr addrspace(1) %gep2162, align 4
  br label %endif1831

endif1831:                                        ; preds = %then1830, %endif1816
  %cmp1838 = icmp slt i32 %add117, %call55
  %cmp1843 = icmp slt i32 %add117, %local49
  %in1844 = and i1 %cmp1843, %cmp1838
  br i1 %in1844, label %then1845, label %endif1791

then1845:                                         ; preds = %endif1831
  %gep2164 = getelementptr float, ptr addrspace(1) %invariant.gep2163, i64 %it
  %v1848 = load float, ptr addrspace(3) %p1847, align 4
  store float %v1848, ptr addrspace(1) %gep2164, align 4
  br label %endif1791

then1853:                                         ; preds = %endif1791
  %cmp1856 = icmp slt i32 %add169, %call55
  %cmp1861 = icmp slt i32 %add169, %local49
  %in1862 = and i1 %cmp1861, %cmp1856
  br i1 %in1862, label %then1863, label %endif1864

endif1854:                                        ; preds = %endif1954, %then1968, %endif1791
  br i1 %cmp273, label %then1976, label %endif1977

then1863:                                         ; preds = %then1853
  %gep2166 = getelementptr float, ptr addrspace(1) %invariant.gep2165, i64 %it
  %v1866 = load float, ptr addrspace(3) %p1865, align 4
  store float %v1866, ptr addrspace(1) %gep2166, align 4
  br label %endif1864

endif1864:                                        ; preds = %then1863, %then1853
  %cmp1871 = icmp slt i32 %add170, %call55
  %cmp1876 = icmp slt i32 %add170, %local49
  %in1877 = and i1 %cmp1876, %cmp1871
  br i1 %in1877, label %then1878, label %endif1879

then1878:                                         ; preds = %endif1864
  %gep2168 = getelementptr float, ptr addrspace(1) %invariant.gep2167, i64 %it
  %v1881 = load float, ptr addrspace(3) %p1880, align 4
  store float %v1881, ptr addrspace(1) %gep2168, align 4
  br label %endif1879

endif1879:                                        ; preds = %then1878, %endif1864
  %cmp1886 = icmp slt i32 %add171, %call55
  %cmp1891 = icmp slt i32 %add171, %local49
  %in1892 = and i1 %cmp1891, %cmp1886
  br i1 %in1892, label %then1893, label %endif1894

then1893:                                         ; preds = %endif1879
  %gep2170 = getelementptr float, ptr addrspace(1) %invariant.gep2169, i64 %it
  %v1896 = load float, ptr addrspace(3) %p1895, align 4
  store float %v1896, ptr addrspace(1) %gep2170, align 4
  br label %endif1894

endif1894:                                        ; preds = %then1893, %endif1879
  %cmp1901 = icmp slt i32 %add172, %call55
  %cmp1906 = icmp slt i32 %add172, %local49
  %in1907 = and i1 %cmp1906, %cmp1901
  br i1 %in1907, label %then1908, label %endif1909

then1908:                                         ; preds = %endif1894
  %gep2172 = getelementptr float, ptr addrspace(1) %invariant.gep2171, i64 %it
  %v1911 = load float, ptr addrspace(3) %p1910, align 4
  store float %v1911, ptr addrspace(1) %gep2172, align 4
  br label %endif1909

endif1909:                                        ; preds = %then1908, %endif1894
  %cmp1916 = icmp slt i32 %add173, %call55
  %cmp1921 = icmp slt i32 %add173, %local49
  %in1922 = and i1 %cmp1921, %cmp1916
  br i1 %in1922, label %then1923, label %endif1924

then1923:                                         ; preds = %endif1909
  %gep2174 = getelementptr float, ptr addrspace(1) %invariant.gep2173, i64 %it
  %v1926 = load float, ptr addrspace(3) %p1925, align 4
  store float %v1926, ptr addrspace(1) %gep2174, align 4
  br label %endif1924

endif1924:                                        ; preds = %then1923, %endif1909
  %cmp1931 = icmp slt i32 %add174, %call55
  %cmp1936 = icmp slt i32 %add174, %local49
  %in1937 = and i1 %cmp1936, %cmp1931
  br i1 %in1937, label %then1938, label %endif1939

then1938:                                         ; preds = %endif1924
  %gep2176 = getelementptr float, ptr addrspace(1) %invariant.gep2175, i64 %it
  %v1941 = load float, ptr addrspace(3) %p1940, align 4
  store float %v1941, ptr addrspace(1) %gep2176, align 4
  br label %endif1939

endif1939:                                        ; preds = %then1938, %endif1924
  %cmp1946 = icmp slt i32 %add175, %call55
  %cmp1951 = icmp slt i32 %add175, %local49
  %in1952 = and i1 %cmp1951, %cmp1946
  br i1 %in1952, label %then1953, label %endif1954

then1953:                                         ; preds = %endif1939
  %gep2178 = getelementptr float, ptr addrspace(1) %invariant.gep2177, i64 %it
  %v1956 = load float, ptr addrspace(3) %p1955, align 4
  store float %v1956, ptr addrspace(1) %gep2178, align 4
  br label %endif1954

endif1954:                                        ; preds = %then1953, %endif1939
  %cmp1961 = icmp slt i32 %add176, %call55
  %cmp1966 = icmp slt i32 %add176, %local49
  %in1967 = and i1 %cmp1966, %cmp1961
  br i1 %in1967, label %then1968, label %endif1854

then1968:                                         ; preds = %endif1954
  %gep2180 = getelementptr float, ptr addrspace(1) %invariant.gep2179, i64 %it
  %v1971 = load float, ptr addrspace(3) %p1970, align 4
  store float %v1971, ptr addrspace(1) %gep2180, align 4
  br label %endif1854

then1976:                                         ; preds = %endif1854
  %cmp1979 = icmp slt i32 %add276, %call55
  %cmp1984 = icmp slt i32 %add276, %local49
  %in1985 = and i1 %cmp1984, %cmp1979
  br i1 %in1985, label %then1986, label %endif1987

endif1977:                                        ; preds = %endif2077, %then2091, %endif1854
  %add2098 = add i64 %i, %warp8
  %cmp2099 = icmp slt i64 %add2098, %8
  br i1 %cmp2099, label %stride.body, label %common.ret

then1986:                                         ; preds = %then1976
  %gep2182 = getelementptr float, ptr addrspace(1) %invariant.gep2181, i64 %it
  %v1989 = load float, ptr addrspace(3) %p1988, align 4
  store float %v1989, ptr addrspace(1) %gep2182, align 4
  br label %endif1987

endif1987:                                        ; preds = %then1986, %then1976
  %cmp1994 = icmp slt i32 %add277, %call55
  %cmp1999 = icmp slt i32 %add277, %local49
  %in2000 = and i1 %cmp1999, %cmp1994
  br i1 %in2000, label %then2001, label %endif2002

then2001:                                         ; preds = %endif1987
  %gep2184 = getelementptr float, ptr addrspace(1) %invariant.gep2183, i64 %it
  %v2004 = load float, ptr addrspace(3) %p2003, align 4
  store float %v2004, ptr addrspace(1) %gep2184, align 4
  br label %endif2002

endif2002:                                        ; preds = %then2001, %endif1987
  %cmp2009 = icmp slt i32 %add278, %call55
  %cmp2014 = icmp slt i32 %add278, %local49
  %in2015 = and i1 %cmp2014, %cmp2009
  br i1 %in2015, label %then2016, label %endif2017

then2016:                                         ; preds = %endif2002
  %gep2186 = getelementptr float, ptr addrspace(1) %invariant.gep2185, i64 %it
  %v2019 = load float, ptr addrspace(3) %p2018, align 4
  store float %v2019, ptr addrspace(1) %gep2186, align 4
  br label %endif2017

endif2017:                                        ; preds = %then2016, %endif2002
  %cmp2024 = icmp slt i32 %add279, %call55
  %cmp2029 = icmp slt i32 %add279, %local49
  %in2030 = and i1 %cmp2029, %cmp2024
  br i1 %in2030, label %then2031, label %endif2032

then2031:                                         ; preds = %endif2017
  %gep2188 = getelementptr float, ptr addrspace(1) %invariant.gep2187, i64 %it
  %v2034 = load float, ptr addrspace(3) %p2033, align 4
  store float %v2034, ptr addrspace(1) %gep2188, align 4
  br label %endif2032

endif2032:                                        ; preds = %then2031, %endif2017
  %cmp2039 = icmp slt i32 %add280, %call55
  %cmp2044 = icmp slt i32 %add280, %local49
  %in2045 = and i1 %cmp2044, %cmp2039
  br i1 %in2045, label %then2046, label %endif2047

then2046:                                         ; preds = %endif2032
  %gep2190 = getelementptr float, ptr addrspace(1) %invariant.gep2189, i64 %it
  %v2049 = load float, ptr addrspace(3) %p2048, align 4
  store float %v2049, ptr addrspace(1) %gep2190, align 4
  br label %endif2047

endif2047:                                        ; preds = %then2046, %endif2032
  %cmp2054 = icmp slt i32 %add281, %call55
  %cmp2059 = icmp slt i32 %add281, %local49
  %in2060 = and i1 %cmp2059, %cmp2054
  br i1 %in2060, label %then2061, label %endif2062

then2061:                                         ; preds = %endif2047
  %gep2192 = getelementptr float, ptr addrspace(1) %invariant.gep2191, i64 %it
  %v2064 = load float, ptr addrspace(3) %p2063, align 4
  store float %v2064, ptr addrspace(1) %gep2192, align 4
  br label %endif2062

endif2062:                                        ; preds = %then2061, %endif2047
  %cmp2069 = icmp slt i32 %add282, %call55
  %cmp2074 = icmp slt i32 %add282, %local49
  %in2075 = and i1 %cmp2074, %cmp2069
  br i1 %in2075, label %then2076, label %endif2077

then2076:                                         ; preds = %endif2062
  %gep2194 = getelementptr float, ptr addrspace(1) %invariant.gep2193, i64 %it
  %v2079 = load float, ptr addrspace(3) %p2078, align 4
  store float %v2079, ptr addrspace(1) %gep2194, align 4
  br label %endif2077

endif2077:                                        ; preds = %then2076, %endif2062
  %cmp2084 = icmp slt i32 %add283, %call55
  %cmp2089 = icmp slt i32 %add283, %local49
  %in2090 = and i1 %cmp2089, %cmp2084
  br i1 %in2090, label %then2091, label %endif1977

then2091:                                         ; preds = %endif2077
  %gep2196 = getelementptr float, ptr addrspace(1) %invariant.gep2195, i64 %it
  %v2094 = load float, ptr addrspace(3) %p2093, align 4
  store float %v2094, ptr addrspace(1) %gep2196, align 4
  br label %endif1977
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #0

define void @systole_fold_seg_offsets_f32_finish(i64 %0, ptr addrspace(1) noalias nocapture readonly %1, i64 %2, ptr addrspace(1) noalias nocapture readonly %3, i64 %4, ptr addrspace(1) noalias nocapture writeonly %5, ptr addrspace(1) noalias readonly %6, ptr addrspace(1) noalias %7, i64 %8, i64 %9) local_unnamed_addr {
entry:
  %call = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg = zext nneg i32 %call to i64
  %call1 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %sreg2 = zext nneg i32 %call1 to i64
  %call5 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %sreg6 = zext nneg i32 %call5 to i64
  %mul7 = mul nuw nsw i64 %sreg2, %sreg6
  %warp8 = lshr i64 %mul7, 5
  %lane = and i64 %sreg, 31
  %sub = add i64 %2, -1
  %call9 = tail call i64 @llvm.smax.i64(i64 %sub, i64 0)
  %.idx = mul i64 %8, 24
  %10 = getelementptr i8, ptr addrspace(1) %7, i64 %.idx
  %long = getelementptr i8, ptr addrspace(1) %10, i64 8
  %address = ptrtoint ptr addrspace(1) %long to i64
  %11 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address) #5
  %cmp.not = icmp eq i64 %11, 0
  br i1 %cmp.not, label %common.ret, label %merge_path

merge_path:                                       ; preds = %entry
  %call3 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %sreg4 = zext nneg i32 %call3 to i64
  %mul = mul nuw nsw i64 %sreg4, %sreg2
  %add = add nuw nsw i64 %mul, %sreg
  %warp = lshr i64 %add, 5
  %cmp24 = icmp eq i64 %lane, 0
  %sub25 = add i64 %8, -1
  %call26 = tail call i64 @llvm.smax.i64(i64 %sub25, i64 0)
  %add27 = add i64 %8, 31
  %g = lshr i64 %add27, 5
  %cmp28 = icmp ult i64 %warp, %g
  br i1 %cmp28, label %stride.body.preheader, label %common.ret

stride.body.preheader:                            ; preds = %merge_path
  %add611 = add nuw nsw i64 %lane, 1
  %add618 = add nuw nsw i64 %lane, 2
  %add625 = add nuw nsw i64 %lane, 4
  %add632 = add nuw nsw i64 %lane, 8
  br label %stride.body

common.ret:                                       ; preds = %repeat.exit, %merge_path, %entry
  ret void

stride.body:                                      ; preds = %stride.body.preheader, %repeat.exit
  %i = phi i64 [ %add663, %repeat.exit ], [ %warp, %stride.body.preheader ]
  %mul29 = shl i64 %i, 5
  %add30 = or disjoint i64 %mul29, %lane
  %call31 = tail call i64 @llvm.smin.i64(i64 %add30, i64 %call26)
  %cmp33 = icmp slt i64 %add30, %8
  %mul34 = shl i64 %call31, 1
  %p35 = getelementptr inbounds i64, ptr addrspace(1) %7, i64 %mul34
  %v36 = load i64, ptr addrspace(1) %p35, align 4
  %key = ashr i64 %v36, 1
  %sub37 = add i64 %call31, -1
  %call38 = tail call i64 @llvm.smax.i64(i64 %sub37, i64 0)
  %p40.idx = shl i64 %call38, 4
  %p40 = getelementptr inbounds i8, ptr addrspace(1) %7, i64 %p40.idx
  %v41 = load i64, ptr addrspace(1) %p40, align 4
  %key42 = ashr i64 %v41, 1
  %cmp43 = icmp eq i64 %call31, 0
  %cmp44 = icmp ne i64 %key42, %key
  %starts = or i1 %cmp43, %cmp44
  %cmp45 = icmp slt i64 %key, %call9
  %s = and i1 %cmp45, %starts
  %run = and i1 %cmp33, %s
  %add46 = add i64 %call31, 1
  %cmp47 = icmp slt i64 %add30, %call26
  %call48 = tail call i64 @llvm.smin.i64(i64 %add46, i64 %call26)
  %p50.idx = shl i64 %call48, 4
  %p50 = getelementptr inbounds i8, ptr addrspace(1) %7, i64 %p50.idx
  %v51 = load i64, ptr addrspace(1) %p50, align 4
  %key52 = ashr i64 %v51, 1
  %cmp53 = icmp sgt i64 %key52, %key
  %one = and i1 %cmp47, %cmp53
  %has = and i64 %v36, 1
  %cmp57 = icmp ne i64 %has, 0
  %12 = and i1 %cmp57, %one
  %join = and i1 %12, %run
  br i1 %join, label %then, label %endif

then:                                             ; preds = %stride.body
  %p59 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %mul34
  %v60 = load float, ptr addrspace(1) %p59, align 4
  %mul61 = shl i64 %add46, 1
  %add62 = or disjoint i64 %mul61, 1
  %p63 = getelementptr inbounds i64, ptr addrspace(1) %7, i64 %add62
  %v64 = load i64, ptr addrspace(1) %p63, align 4
  %p65 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %add62
  %v66 = load float, ptr addrspace(1) %p65, align 4
  %cmp67.not = icmp eq i64 %v64, 0
  %fadd = fadd reassoc contract float %v60, %v66
  %sel68 = select i1 %cmp67.not, float %v60, float %fadd
  %fadd70 = fadd reassoc contract float %sel68, 0.000000e+00
  %p72 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %key
  store float %fadd70, ptr addrspace(1) %p72, align 4
  br label %endif

endif:                                            ; preds = %then, %stride.body
  %n = xor i1 %one, true
  %long73 = and i1 %run, %n
  %call74 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %long73)
  %cmp75.not = icmp eq i32 %call74, 0
  br i1 %cmp75.not, label %repeat.exit, label %repeat.body

repeat.body:                                      ; preds = %endif, %endif109
  %phi = phi i32 [ %rest, %endif109 ], [ %call74, %endif ]
  %call76 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %phi, i1 true)
  %k = zext nneg i32 %call76 to i64
  %add77 = or disjoint i64 %mul29, %k
  %p79.idx = shl i64 %add77, 4
  %p79 = getelementptr inbounds i8, ptr addrspace(1) %7, i64 %p79.idx
  %v80 = load i64, ptr addrspace(1) %p79, align 4
  %key81 = ashr i64 %v80, 1
  %add82 = add i64 %add77, 1
  %cmp83 = icmp slt i64 %add82, %8
  br i1 %cmp83, label %repeat.body84, label %repeat.exit85

repeat.exit:                                      ; preds = %endif109, %endif
  %add663 = add nuw nsw i64 %i, %warp8
  %cmp664 = icmp ult i64 %add663, %g
  br i1 %cmp664, label %stride.body, label %common.ret

repeat.body84:                                    ; preds = %repeat.body, %repeat.body84
  %phi86 = phi i64 [ %sel95, %repeat.body84 ], [ %add82, %repeat.body ]
  %phi87 = phi i64 [ %sel96, %repeat.body84 ], [ %8, %repeat.body ]
  %add88 = add i64 %phi87, %phi86
  %mid = lshr i64 %add88, 1
  %mul89 = and i64 %add88, -2
  %p90 = getelementptr inbounds i64, ptr addrspace(1) %7, i64 %mul89
  %v91 = load i64, ptr addrspace(1) %p90, align 4
  %key92 = ashr i64 %v91, 1
  %cmp93.not = icmp sgt i64 %key92, %key81
  %add94 = add nuw i64 %mid, 1
  %sel95 = select i1 %cmp93.not, i64 %phi86, i64 %add94
  %sel96 = select i1 %cmp93.not, i64 %mid, i64 %phi87
  %cmp97 = icmp slt i64 %sel95, %sel96
  br i1 %cmp97, label %repeat.body84, label %repeat.exit85

repeat.exit85:                                    ; preds = %repeat.body84, %repeat.body
  %phi98 = phi i64 [ %add82, %repeat.body ], [ %sel95, %repeat.body84 ]
  %call100 = tail call i64 @llvm.smin.i64(i64 %phi98, i64 %call26)
  %has104 = and i64 %v80, 1
  %skip = xor i64 %has104, 1
  %add106 = add i64 %add77, %skip
  %cmp107 = icmp slt i64 %add106, %call100
  br i1 %cmp107, label %then108, label %endif109

then108:                                          ; preds = %repeat.exit85
  %sub110 = sub i64 %call100, %add106
  %full = sdiv i64 %sub110, 1024
  %cmp111 = icmp sgt i64 %sub110, 1023
  %add116 = add i64 %add106, %lane
  br i1 %cmp111, label %fold.body.preheader, label %fold.exit

fold.body.preheader:                              ; preds = %then108
  %13 = shl i64 %add116, 3
  %p120.peel = getelementptr i8, ptr addrspace(1) %6, i64 %13
  %v121.peel = load float, ptr addrspace(1) %p120.peel, align 4
  %p124.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 256
  %v125.peel = load float, ptr addrspace(1) %p124.peel, align 4
  %p128.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 512
  %v129.peel = load float, ptr addrspace(1) %p128.peel, align 4
  %p132.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 768
  %v133.peel = load float, ptr addrspace(1) %p132.peel, align 4
  %p136.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 1024
  %v137.peel = load float, ptr addrspace(1) %p136.peel, align 4
  %p140.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 1280
  %v141.peel = load float, ptr addrspace(1) %p140.peel, align 4
  %p144.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 1536
  %v145.peel = load float, ptr addrspace(1) %p144.peel, align 4
  %p148.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 1792
  %v149.peel = load float, ptr addrspace(1) %p148.peel, align 4
  %p152.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 2048
  %v153.peel = load float, ptr addrspace(1) %p152.peel, align 4
  %p156.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 2304
  %v157.peel = load float, ptr addrspace(1) %p156.peel, align 4
  %p160.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 2560
  %v161.peel = load float, ptr addrspace(1) %p160.peel, align 4
  %p164.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 2816
  %v165.peel = load float, ptr addrspace(1) %p164.peel, align 4
  %p168.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 3072
  %v169.peel = load float, ptr addrspace(1) %p168.peel, align 4
  %p172.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 3328
  %v173.peel = load float, ptr addrspace(1) %p172.peel, align 4
  %p176.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 3584
  %v177.peel = load float, ptr addrspace(1) %p176.peel, align 4
  %p180.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 3840
  %v181.peel = load float, ptr addrspace(1) %p180.peel, align 4
  %p184.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 4096
  %v185.peel = load float, ptr addrspace(1) %p184.peel, align 4
  %p188.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 4352
  %v189.peel = load float, ptr addrspace(1) %p188.peel, align 4
  %p192.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 4608
  %v193.peel = load float, ptr addrspace(1) %p192.peel, align 4
  %p196.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 4864
  %v197.peel = load float, ptr addrspace(1) %p196.peel, align 4
  %p200.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 5120
  %v201.peel = load float, ptr addrspace(1) %p200.peel, align 4
  %p204.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 5376
  %v205.peel = load float, ptr addrspace(1) %p204.peel, align 4
  %p208.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 5632
  %v209.peel = load float, ptr addrspace(1) %p208.peel, align 4
  %p212.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 5888
  %v213.peel = load float, ptr addrspace(1) %p212.peel, align 4
  %p216.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 6144
  %v217.peel = load float, ptr addrspace(1) %p216.peel, align 4
  %p220.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 6400
  %v221.peel = load float, ptr addrspace(1) %p220.peel, align 4
  %p224.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 6656
  %v225.peel = load float, ptr addrspace(1) %p224.peel, align 4
  %p228.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 6912
  %v229.peel = load float, ptr addrspace(1) %p228.peel, align 4
  %p232.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 7168
  %v233.peel = load float, ptr addrspace(1) %p232.peel, align 4
  %p236.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 7424
  %v237.peel = load float, ptr addrspace(1) %p236.peel, align 4
  %p240.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 7680
  %v241.peel = load float, ptr addrspace(1) %p240.peel, align 4
  %p244.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 7936
  %v245.peel = load float, ptr addrspace(1) %p244.peel, align 4
  %fadd248.peel = fadd reassoc contract float %v125.peel, %v121.peel
  %fadd249.peel = fadd reassoc contract float %v129.peel, %fadd248.peel
  %fadd250.peel = fadd reassoc contract float %v133.peel, %fadd249.peel
  %fadd251.peel = fadd reassoc contract float %v137.peel, %fadd250.peel
  %fadd252.peel = fadd reassoc contract float %v141.peel, %fadd251.peel
  %fadd253.peel = fadd reassoc contract float %v145.peel, %fadd252.peel
  %fadd254.peel = fadd reassoc contract float %v149.peel, %fadd253.peel
  %fadd255.peel = fadd reassoc contract float %v153.peel, %fadd254.peel
  %fadd256.peel = fadd reassoc contract float %v157.peel, %fadd255.peel
  %fadd257.peel = fadd reassoc contract float %v161.peel, %fadd256.peel
  %fadd258.peel = fadd reassoc contract float %v165.peel, %fadd257.peel
  %fadd259.peel = fadd reassoc contract float %v169.peel, %fadd258.peel
  %fadd260.peel = fadd reassoc contract float %v173.peel, %fadd259.peel
  %fadd261.peel = fadd reassoc contract float %v177.peel, %fadd260.peel
  %fadd262.peel = fadd reassoc contract float %v181.peel, %fadd261.peel
  %fadd263.peel = fadd reassoc contract float %v185.peel, %fadd262.peel
  %fadd264.peel = fadd reassoc contract float %v189.peel, %fadd263.peel
  %fadd265.peel = fadd reassoc contract float %v193.peel, %fadd264.peel
  %fadd266.peel = fadd reassoc contract float %v197.peel, %fadd265.peel
  %fadd267.peel = fadd reassoc contract float %v201.peel, %fadd266.peel
  %fadd268.peel = fadd reassoc contract float %v205.peel, %fadd267.peel
  %fadd269.peel = fadd reassoc contract float %v209.peel, %fadd268.peel
  %fadd270.peel = fadd reassoc contract float %v213.peel, %fadd269.peel
  %fadd271.peel = fadd reassoc contract float %v217.peel, %fadd270.peel
  %fadd272.peel = fadd reassoc contract float %v221.peel, %fadd271.peel
  %fadd273.peel = fadd reassoc contract float %v225.peel, %fadd272.peel
  %fadd274.peel = fadd reassoc contract float %v229.peel, %fadd273.peel
  %fadd275.peel = fadd reassoc contract float %v233.peel, %fadd274.peel
  %fadd276.peel = fadd reassoc contract float %v237.peel, %fadd275.peel
  %fadd277.peel = fadd reassoc contract float %v241.peel, %fadd276.peel
  %fadd278.peel = fadd reassoc contract float %v245.peel, %fadd277.peel
  %14 = and i64 %sub110, 9223372036854774784
  %exitcond.peel.not = icmp eq i64 %14, 1024
  br i1 %exitcond.peel.not, label %fold.exit, label %fold.body.peel.next

fold.body.peel.next:                              ; preds = %fold.body.preheader
  %invariant.gep = getelementptr i8, ptr addrspace(1) %6, i64 %13
  br label %fold.body

endif109:                                         ; preds = %fold.exit, %then655, %repeat.exit85
  %sub660 = add i32 %phi, -1
  %rest = and i32 %sub660, %phi
  %cmp661.not = icmp eq i32 %rest, 0
  br i1 %cmp661.not, label %repeat.exit, label %repeat.body

fold.body:                                        ; preds = %fold.body.peel.next, %fold.body
  %i112 = phi i64 [ %add279, %fold.body ], [ 1, %fold.body.peel.next ]
  %phi113 = phi float [ %fadd278, %fold.body ], [ %fadd278.peel, %fold.body.peel.next ]
  %15 = shl i64 %i112, 13
  %gep = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %15
  %v121 = load float, ptr addrspace(1) %gep, align 4
  %p124 = getelementptr i8, ptr addrspace(1) %gep, i64 256
  %v125 = load float, ptr addrspace(1) %p124, align 4
  %p128 = getelementptr i8, ptr addrspace(1) %gep, i64 512
  %v129 = load float, ptr addrspace(1) %p128, align 4
  %p132 = getelementptr i8, ptr addrspace(1) %gep, i64 768
  %v133 = load float, ptr addrspace(1) %p132, align 4
  %p136 = getelementptr i8, ptr addrspace(1) %gep, i64 1024
  %v137 = load float, ptr addrspace(1) %p136, align 4
  %p140 = getelementptr i8, ptr addrspace(1) %gep, i64 1280
  %v141 = load float, ptr addrspace(1) %p140, align 4
  %p144 = getelementptr i8, ptr addrspace(1) %gep, i64 1536
  %v145 = load float, ptr addrspace(1) %p144, align 4
  %p148 = getelementptr i8, ptr addrspace(1) %gep, i64 1792
  %v149 = load float, ptr addrspace(1) %p148, align 4
  %p152 = getelementptr i8, ptr addrspace(1) %gep, i64 2048
  %v153 = load float, ptr addrspace(1) %p152, align 4
  %p156 = getelementptr i8, ptr addrspace(1) %gep, i64 2304
  %v157 = load float, ptr addrspace(1) %p156, align 4
  %p160 = getelementptr i8, ptr addrspace(1) %gep, i64 2560
  %v161 = load float, ptr addrspace(1) %p160, align 4
  %p164 = getelementptr i8, ptr addrspace(1) %gep, i64 2816
  %v165 = load float, ptr addrspace(1) %p164, align 4
  %p168 = getelementptr i8, ptr addrspace(1) %gep, i64 3072
  %v169 = load float, ptr addrspace(1) %p168, align 4
  %p172 = getelementptr i8, ptr addrspace(1) %gep, i64 3328
  %v173 = load float, ptr addrspace(1) %p172, align 4
  %p176 = getelementptr i8, ptr addrspace(1) %gep, i64 3584
  %v177 = load float, ptr addrspace(1) %p176, align 4
  %p180 = getelementptr i8, ptr addrspace(1) %gep, i64 3840
  %v181 = load float, ptr addrspace(1) %p180, align 4
  %p184 = getelementptr i8, ptr addrspace(1) %gep, i64 4096
  %v185 = load float, ptr addrspace(1) %p184, align 4
  %p188 = getelementptr i8, ptr addrspace(1) %gep, i64 4352
  %v189 = load float, ptr addrspace(1) %p188, align 4
  %p192 = getelementptr i8, ptr addrspace(1) %gep, i64 4608
  %v193 = load float, ptr addrspace(1) %p192, align 4
  %p196 = getelementptr i8, ptr addrspace(1) %gep, i64 4864
  %v197 = load float, ptr addrspace(1) %p196, align 4
  %p200 = getelementptr i8, ptr addrspace(1) %gep, i64 5120
  %v201 = load float, ptr addrspace(1) %p200, align 4
  %p204 = getelementptr i8, ptr addrspace(1) %gep, i64 5376
  %v205 = load float, ptr addrspace(1) %p204, align 4
  %p208 = getelementptr i8, ptr addrspace(1) %gep, i64 5632
  %v209 = load float, ptr addrspace(1) %p208, align 4
  %p212 = getelementptr i8, ptr addrspace(1) %gep, i64 5888
  %v213 = load float, ptr addrspace(1) %p212, align 4
  %p216 = getelementptr i8, ptr addrspace(1) %gep, i64 6144
  %v217 = load float, ptr addrspace(1) %p216, align 4
  %p220 = getelementptr i8, ptr addrspace(1) %gep, i64 6400
  %v221 = load float, ptr addrspace(1) %p220, align 4
  %p224 = getelementptr i8, ptr addrspace(1) %gep, i64 6656
  %v225 = load float, ptr addrspace(1) %p224, align 4
  %p228 = getelementptr i8, ptr addrspace(1) %gep, i64 6912
  %v229 = load float, ptr addrspace(1) %p228, align 4
  %p232 = getelementptr i8, ptr addrspace(1) %gep, i64 7168
  %v233 = load float, ptr addrspace(1) %p232, align 4
  %p236 = getelementptr i8, ptr addrspace(1) %gep, i64 7424
  %v237 = load float, ptr addrspace(1) %p236, align 4
  %p240 = getelementptr i8, ptr addrspace(1) %gep, i64 7680
  %v241 = load float, ptr addrspace(1) %p240, align 4
  %p244 = getelementptr i8, ptr addrspace(1) %gep, i64 7936
  %v245 = load float, ptr addrspace(1) %p244, align 4
  %fadd246 = fadd reassoc contract float %phi113, %v121
  %fadd248 = fadd reassoc contract float %v125, %fadd246
  %fadd249 = fadd reassoc contract float %v129, %fadd248
  %fadd250 = fadd reassoc contract float %v133, %fadd249
  %fadd251 = fadd reassoc contract float %v137, %fadd250
  %fadd252 = fadd reassoc contract float %v141, %fadd251
  %fadd253 = fadd reassoc contract float %v145, %fadd252
  %fadd254 = fadd reassoc contract float %v149, %fadd253
  %fadd255 = fadd reassoc contract float %v153, %fadd254
  %fadd256 = fadd reassoc contract float %v157, %fadd255
  %fadd257 = fadd reassoc contract float %v161, %fadd256
  %fadd258 = fadd reassoc contract float %v165, %fadd257
  %fadd259 = fadd reassoc contract float %v169, %fadd258
  %fadd260 = fadd reassoc contract float %v173, %fadd259
  %fadd261 = fadd reassoc contract float %v177, %fadd260
  %fadd262 = fadd reassoc contract float %v181, %fadd261
  %fadd263 = fadd reassoc contract float %v185, %fadd262
  %fadd264 = fadd reassoc contract float %v189, %fadd263
  %fadd265 = fadd reassoc contract float %v193, %fadd264
  %fadd266 = fadd reassoc contract float %v197, %fadd265
  %fadd267 = fadd reassoc contract float %v201, %fadd266
  %fadd268 = fadd reassoc contract float %v205, %fadd267
  %fadd269 = fadd reassoc contract float %v209, %fadd268
  %fadd270 = fadd reassoc contract float %v213, %fadd269
  %fadd271 = fadd reassoc contract float %v217, %fadd270
  %fadd272 = fadd reassoc contract float %v221, %fadd271
  %fadd273 = fadd reassoc contract float %v225, %fadd272
  %fadd274 = fadd reassoc contract float %v229, %fadd273
  %fadd275 = fadd reassoc contract float %v233, %fadd274
  %fadd276 = fadd reassoc contract float %v237, %fadd275
  %fadd277 = fadd reassoc contract float %v241, %fadd276
  %fadd278 = fadd reassoc contract float %v245, %fadd277
  %add279 = add nuw nsw i64 %i112, 1
  %exitcond.not = icmp eq i64 %add279, %full
  br i1 %exitcond.not, label %fold.exit, label %fold.body, !llvm.loop !9

fold.exit:                                        ; preds = %fold.body, %fold.body.preheader, %then108
  %phi281 = phi float [ 0.000000e+00, %then108 ], [ %fadd278.peel, %fold.body.preheader ], [ %fadd278, %fold.body ]
  %mul283 = shl nsw i64 %full, 10
  %add285 = add i64 %add116, %mul283
  %sub286 = add i64 %call100, -1
  %call287 = tail call i64 @llvm.smax.i64(i64 %sub286, i64 %add106)
  %cmp289 = icmp slt i64 %add285, %call100
  %call290 = tail call i64 @llvm.smin.i64(i64 %add285, i64 %call287)
  %p292.idx = shl i64 %call290, 3
  %p292 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p292.idx
  %v293 = load float, ptr addrspace(1) %p292, align 4
  %add294 = add i64 %add285, 32
  %cmp295 = icmp slt i64 %add294, %call100
  %call296 = tail call i64 @llvm.smin.i64(i64 %add294, i64 %call287)
  %p298.idx = shl i64 %call296, 3
  %p298 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p298.idx
  %v299 = load float, ptr addrspace(1) %p298, align 4
  %add300 = add i64 %add285, 64
  %cmp301 = icmp slt i64 %add300, %call100
  %call302 = tail call i64 @llvm.smin.i64(i64 %add300, i64 %call287)
  %p304.idx = shl i64 %call302, 3
  %p304 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p304.idx
  %v305 = load float, ptr addrspace(1) %p304, align 4
  %add306 = add i64 %add285, 96
  %cmp307 = icmp slt i64 %add306, %call100
  %call308 = tail call i64 @llvm.smin.i64(i64 %add306, i64 %call287)
  %p310.idx = shl i64 %call308, 3
  %p310 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p310.idx
  %v311 = load float, ptr addrspace(1) %p310, align 4
  %add312 = add i64 %add285, 128
  %cmp313 = icmp slt i64 %add312, %call100
  %call314 = tail call i64 @llvm.smin.i64(i64 %add312, i64 %call287)
  %p316.idx = shl i64 %call314, 3
  %p316 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p316.idx
  %v317 = load float, ptr addrspace(1) %p316, align 4
  %add318 = add i64 %add285, 160
  %cmp319 = icmp slt i64 %add318, %call100
  %call320 = tail call i64 @llvm.smin.i64(i64 %add318, i64 %call287)
  %p322.idx = shl i64 %call320, 3
  %p322 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p322.idx
  %v323 = load float, ptr addrspace(1) %p322, align 4
  %add324 = add i64 %add285, 192
  %cmp325 = icmp slt i64 %add324, %call100
  %call326 = tail call i64 @llvm.smin.i64(i64 %add324, i64 %call287)
  %p328.idx = shl i64 %call326, 3
  %p328 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p328.idx
  %v329 = load float, ptr addrspace(1) %p328, align 4
  %add330 = add i64 %add285, 224
  %cmp331 = icmp slt i64 %add330, %call100
  %call332 = tail call i64 @llvm.smin.i64(i64 %add330, i64 %call287)
  %p334.idx = shl i64 %call332, 3
  %p334 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p334.idx
  %v335 = load float, ptr addrspace(1) %p334, align 4
  %add336 = add i64 %add285, 256
  %cmp337 = icmp slt i64 %add336, %call100
  %call338 = tail call i64 @llvm.smin.i64(i64 %add336, i64 %call287)
  %p340.idx = shl i64 %call338, 3
  %p340 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p340.idx
  %v341 = load float, ptr addrspace(1) %p340, align 4
  %add342 = add i64 %add285, 288
  %cmp343 = icmp slt i64 %add342, %call100
  %call344 = tail call i64 @llvm.smin.i64(i64 %add342, i64 %call287)
  %p346.idx = shl i64 %call344, 3
  %p346 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p346.idx
  %v347 = load float, ptr addrspace(1) %p346, align 4
  %add348 = add i64 %add285, 320
  %cmp349 = icmp slt i64 %add348, %call100
  %call350 = tail call i64 @llvm.smin.i64(i64 %add348, i64 %call287)
  %p352.idx = shl i64 %call350, 3
  %p352 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p352.idx
  %v353 = load float, ptr addrspace(1) %p352, align 4
  %add354 = add i64 %add285, 352
  %cmp355 = icmp slt i64 %add354, %call100
  %call356 = tail call i64 @llvm.smin.i64(i64 %add354, i64 %call287)
  %p358.idx = shl i64 %call356, 3
  %p358 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p358.idx
  %v359 = load float, ptr addrspace(1) %p358, align 4
  %add360 = add i64 %add285, 384
  %cmp361 = icmp slt i64 %add360, %call100
  %call362 = tail call i64 @llvm.smin.i64(i64 %add360, i64 %call287)
  %p364.idx = shl i64 %call362, 3
  %p364 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p364.idx
  %v365 = load float, ptr addrspace(1) %p364, align 4
  %add366 = add i64 %add285, 416
  %cmp367 = icmp slt i64 %add366, %call100
  %call368 = tail call i64 @llvm.smin.i64(i64 %add366, i64 %call287)
  %p370.idx = shl i64 %call368, 3
  %p370 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p370.idx
  %v371 = load float, ptr addrspace(1) %p370, align 4
  %add372 = add i64 %add285, 448
  %cmp373 = icmp slt i64 %add372, %call100
  %call374 = tail call i64 @llvm.smin.i64(i64 %add372, i64 %call287)
  %p376.idx = shl i64 %call374, 3
  %p376 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p376.idx
  %v377 = load float, ptr addrspace(1) %p376, align 4
  %add378 = add i64 %add285, 480
  %cmp379 = icmp slt i64 %add378, %call100
  %call380 = tail call i64 @llvm.smin.i64(i64 %add378, i64 %call287)
  %p382.idx = shl i64 %call380, 3
  %p382 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p382.idx
  %v383 = load float, ptr addrspace(1) %p382, align 4
  %add384 = add i64 %add285, 512
  %cmp385 = icmp slt i64 %add384, %call100
  %call386 = tail call i64 @llvm.smin.i64(i64 %add384, i64 %call287)
  %p388.idx = shl i64 %call386, 3
  %p388 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p388.idx
  %v389 = load float, ptr addrspace(1) %p388, align 4
  %add390 = add i64 %add285, 544
  %cmp391 = icmp slt i64 %add390, %call100
  %call392 = tail call i64 @llvm.smin.i64(i64 %add390, i64 %call287)
  %p394.idx = shl i64 %call392, 3
  %p394 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p394.idx
  %v395 = load float, ptr addrspace(1) %p394, align 4
  %add396 = add i64 %add285, 576
  %cmp397 = icmp slt i64 %add396, %call100
  %call398 = tail call i64 @llvm.smin.i64(i64 %add396, i64 %call287)
  %p400.idx = shl i64 %call398, 3
  %p400 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p400.idx
  %v401 = load float, ptr addrspace(1) %p400, align 4
  %add402 = add i64 %add285, 608
  %cmp403 = icmp slt i64 %add402, %call100
  %call404 = tail call i64 @llvm.smin.i64(i64 %add402, i64 %call287)
  %p406.idx = shl i64 %call404, 3
  %p406 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p406.idx
  %v407 = load float, ptr addrspace(1) %p406, align 4
  %add408 = add i64 %add285, 640
  %cmp409 = icmp slt i64 %add408, %call100
  %call410 = tail call i64 @llvm.smin.i64(i64 %add408, i64 %call287)
  %p412.idx = shl i64 %call410, 3
  %p412 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p412.idx
  %v413 = load float, ptr addrspace(1) %p412, align 4
  %add414 = add i64 %add285, 672
  %cmp415 = icmp slt i64 %add414, %call100
  %call416 = tail call i64 @llvm.smin.i64(i64 %add414, i64 %call287)
  %p418.idx = shl i64 %call416, 3
  %p418 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p418.idx
  %v419 = load float, ptr addrspace(1) %p418, align 4
  %add420 = add i64 %add285, 704
  %cmp421 = icmp slt i64 %add420, %call100
  %call422 = tail call i64 @llvm.smin.i64(i64 %add420, i64 %call287)
  %p424.idx = shl i64 %call422, 3
  %p424 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p424.idx
  %v425 = load float, ptr addrspace(1) %p424, align 4
  %add426 = add i64 %add285, 736
  %cmp427 = icmp slt i64 %add426, %call100
  %call428 = tail call i64 @llvm.smin.i64(i64 %add426, i64 %call287)
  %p430.idx = shl i64 %call428, 3
  %p430 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p430.idx
  %v431 = load float, ptr addrspace(1) %p430, align 4
  %add432 = add i64 %add285, 768
  %cmp433 = icmp slt i64 %add432, %call100
  %call434 = tail call i64 @llvm.smin.i64(i64 %add432, i64 %call287)
  %p436.idx = shl i64 %call434, 3
  %p436 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p436.idx
  %v437 = load float, ptr addrspace(1) %p436, align 4
  %add438 = add i64 %add285, 800
  %cmp439 = icmp slt i64 %add438, %call100
  %call440 = tail call i64 @llvm.smin.i64(i64 %add438, i64 %call287)
  %p442.idx = shl i64 %call440, 3
  %p442 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p442.idx
  %v443 = load float, ptr addrspace(1) %p442, align 4
  %add444 = add i64 %add285, 832
  %cmp445 = icmp slt i64 %add444, %call100
  %call446 = tail call i64 @llvm.smin.i64(i64 %add444, i64 %call287)
  %p448.idx = shl i64 %call446, 3
  %p448 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p448.idx
  %v449 = load float, ptr addrspace(1) %p448, align 4
  %add450 = add i64 %add285, 864
  %cmp451 = icmp slt i64 %add450, %call100
  %call452 = tail call i64 @llvm.smin.i64(i64 %add450, i64 %call287)
  %p454.idx = shl i64 %call452, 3
  %p454 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p454.idx
  %v455 = load float, ptr addrspace(1) %p454, align 4
  %add456 = add i64 %add285, 896
  %cmp457 = icmp slt i64 %add456, %call100
  %call458 = tail call i64 @llvm.smin.i64(i64 %add456, i64 %call287)
  %p460.idx = shl i64 %call458, 3
  %p460 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p460.idx
  %v461 = load float, ptr addrspace(1) %p460, align 4
  %add462 = add i64 %add285, 928
  %cmp463 = icmp slt i64 %add462, %call100
  %call464 = tail call i64 @llvm.smin.i64(i64 %add462, i64 %call287)
  %p466.idx = shl i64 %call464, 3
  %p466 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p466.idx
  %v467 = load float, ptr addrspace(1) %p466, align 4
  %add468 = add i64 %add285, 960
  %cmp469 = icmp slt i64 %add468, %call100
  %call470 = tail call i64 @llvm.smin.i64(i64 %add468, i64 %call287)
  %p472.idx = shl i64 %call470, 3
  %p472 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p472.idx
  %v473 = load float, ptr addrspace(1) %p472, align 4
  %add474 = add i64 %add285, 992
  %cmp475 = icmp slt i64 %add474, %call100
  %call476 = tail call i64 @llvm.smin.i64(i64 %add474, i64 %call287)
  %p478.idx = shl i64 %call476, 3
  %p478 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p478.idx
  %v479 = load float, ptr addrspace(1) %p478, align 4
  %fadd480 = fadd reassoc contract float %phi281, %v293
  %sel481 = select i1 %cmp111, float %fadd480, float %v293
  %sel482 = select i1 %cmp289, float %sel481, float %phi281
  %has483 = or i1 %cmp111, %cmp289
  %fadd484 = fadd reassoc contract float %v299, %sel482
  %sel485 = select i1 %has483, float %fadd484, float %v299
  %sel486 = select i1 %cmp295, float %sel485, float %sel482
  %has487 = or i1 %has483, %cmp295
  %fadd488 = fadd reassoc contract float %v305, %sel486
  %sel489 = select i1 %has487, float %fadd488, float %v305
  %sel490 = select i1 %cmp301, float %sel489, float %sel486
  %has491 = or i1 %cmp301, %has487
  %fadd492 = fadd reassoc contract float %v311, %sel490
  %sel493 = select i1 %has491, float %fadd492, float %v311
  %sel494 = select i1 %cmp307, float %sel493, float %sel490
  %has495 = or i1 %cmp307, %has491
  %fadd496 = fadd reassoc contract float %v317, %sel494
  %sel497 = select i1 %has495, float %fadd496, float %v317
  %sel498 = select i1 %cmp313, float %sel497, float %sel494
  %has499 = or i1 %cmp313, %has495
  %fadd500 = fadd reassoc contract float %v323, %sel498
  %sel501 = select i1 %has499, float %fadd500, float %v323
  %sel502 = select i1 %cmp319, float %sel501, float %sel498
  %has503 = or i1 %cmp319, %has499
  %fadd504 = fadd reassoc contract float %v329, %sel502
  %sel505 = select i1 %has503, float %fadd504, float %v329
  %sel506 = select i1 %cmp325, float %sel505, float %sel502
  %has507 = or i1 %cmp325, %has503
  %fadd508 = fadd reassoc contract float %v335, %sel506
  %sel509 = select i1 %has507, float %fadd508, float %v335
  %sel510 = select i1 %cmp331, float %sel509, float %sel506
  %has511 = or i1 %cmp331, %has507
  %fadd512 = fadd reassoc contract float %v341, %sel510
  %sel513 = select i1 %has511, float %fadd512, float %v341
  %sel514 = select i1 %cmp337, float %sel513, float %sel510
  %has515 = or i1 %cmp337, %has511
  %fadd516 = fadd reassoc contract float %v347, %sel514
  %sel517 = select i1 %has515, float %fadd516, float %v347
  %sel518 = select i1 %cmp343, float %sel517, float %sel514
  %has519 = or i1 %cmp343, %has515
  %fadd520 = fadd reassoc contract float %v353, %sel518
  %sel521 = select i1 %has519, float %fadd520, float %v353
  %sel522 = select i1 %cmp349, float %sel521, float %sel518
  %has523 = or i1 %cmp349, %has519
  %fadd524 = fadd reassoc contract float %v359, %sel522
  %sel525 = select i1 %has523, float %fadd524, float %v359
  %sel526 = select i1 %cmp355, float %sel525, float %sel522
  %has527 = or i1 %cmp355, %has523
  %fadd528 = fadd reassoc contract float %v365, %sel526
  %sel529 = select i1 %has527, float %fadd528, float %v365
  %sel530 = select i1 %cmp361, float %sel529, float %sel526
  %has531 = or i1 %cmp361, %has527
  %fadd532 = fadd reassoc contract float %v371, %sel530
  %sel533 = select i1 %has531, float %fadd532, float %v371
  %sel534 = select i1 %cmp367, float %sel533, float %sel530
  %has535 = or i1 %cmp367, %has531
  %fadd536 = fadd reassoc contract float %v377, %sel534
  %sel537 = select i1 %has535, float %fadd536, float %v377
  %sel538 = select i1 %cmp373, float %sel537, float %sel534
  %has539 = or i1 %cmp373, %has535
  %fadd540 = fadd reassoc contract float %v383, %sel538
  %sel541 = select i1 %has539, float %fadd540, float %v383
  %sel542 = select i1 %cmp379, float %sel541, float %sel538
  %has543 = or i1 %cmp379, %has539
  %fadd544 = fadd reassoc contract float %v389, %sel542
  %sel545 = select i1 %has543, float %fadd544, float %v389
  %sel546 = select i1 %cmp385, float %sel545, float %sel542
  %has547 = or i1 %cmp385, %has543
  %fadd548 = fadd reassoc contract float %v395, %sel546
  %sel549 = select i1 %has547, float %fadd548, float %v395
  %sel550 = select i1 %cmp391, float %sel549, float %sel546
  %has551 = or i1 %cmp391, %has547
  %fadd552 = fadd reassoc contract float %v401, %sel550
  %sel553 = select i1 %has551, float %fadd552, float %v401
  %sel554 = select i1 %cmp397, float %sel553, float %sel550
  %has555 = or i1 %cmp397, %has551
  %fadd556 = fadd reassoc contract float %v407, %sel554
  %sel557 = select i1 %has555, float %fadd556, float %v407
  %sel558 = select i1 %cmp403, float %sel557, float %sel554
  %has559 = or i1 %cmp403, %has555
  %fadd560 = fadd reassoc contract float %v413, %sel558
  %sel561 = select i1 %has559, float %fadd560, float %v413
  %sel562 = select i1 %cmp409, float %sel561, float %sel558
  %has563 = or i1 %cmp409, %has559
  %fadd564 = fadd reassoc contract float %v419, %sel562
  %sel565 = select i1 %has563, float %fadd564, float %v419
  %sel566 = select i1 %cmp415, float %sel565, float %sel562
  %has567 = or i1 %cmp415, %has563
  %fadd568 = fadd reassoc contract float %v425, %sel566
  %sel569 = select i1 %has567, float %fadd568, float %v425
  %sel570 = select i1 %cmp421, float %sel569, float %sel566
  %has571 = or i1 %cmp421, %has567
  %fadd572 = fadd reassoc contract float %v431, %sel570
  %sel573 = select i1 %has571, float %fadd572, float %v431
  %sel574 = select i1 %cmp427, float %sel573, float %sel570
  %has575 = or i1 %cmp427, %has571
  %fadd576 = fadd reassoc contract float %v437, %sel574
  %sel577 = select i1 %has575, float %fadd576, float %v437
  %sel578 = select i1 %cmp433, float %sel577, float %sel574
  %has579 = or i1 %cmp433, %has575
  %fadd580 = fadd reassoc contract float %v443, %sel578
  %sel581 = select i1 %has579, float %fadd580, float %v443
  %sel582 = select i1 %cmp439, float %sel581, float %sel578
  %has583 = or i1 %cmp439, %has579
  %fadd584 = fadd reassoc contract float %v449, %sel582
  %sel585 = select i1 %has583, float %fadd584, float %v449
  %sel586 = select i1 %cmp445, float %sel585, float %sel582
  %has587 = or i1 %cmp445, %has583
  %fadd588 = fadd reassoc contract float %v455, %sel586
  %sel589 = select i1 %has587, float %fadd588, float %v455
  %sel590 = select i1 %cmp451, float %sel589, float %sel586
  %has591 = or i1 %cmp451, %has587
  %fadd592 = fadd reassoc contract float %v461, %sel590
  %sel593 = select i1 %has591, float %fadd592, float %v461
  %sel594 = select i1 %cmp457, float %sel593, float %sel590
  %has595 = or i1 %cmp457, %has591
  %fadd596 = fadd reassoc contract float %v467, %sel594
  %sel597 = select i1 %has595, float %fadd596, float %v467
  %sel598 = select i1 %cmp463, float %sel597, float %sel594
  %has599 = or i1 %cmp463, %has595
  %fadd600 = fadd reassoc contract float %v473, %sel598
  %sel601 = select i1 %has599, float %fadd600, float %v473
  %sel602 = select i1 %cmp469, float %sel601, float %sel598
  %has603 = or i1 %cmp469, %has599
  %fadd604 = fadd reassoc contract float %v479, %sel602
  %sel605 = select i1 %has603, float %fadd604, float %v479
  %sel606 = select i1 %cmp475, float %sel605, float %sel602
  %call608 = tail call i64 @llvm.smin.i64(i64 %sub110, i64 32)
  %call609 = tail call i64 @llvm.smax.i64(i64 %call608, i64 1)
  %bits = bitcast float %sel606 to i32
  %call610 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits, i32 1, i32 31)
  %leaf = bitcast i32 %call610 to float
  %cmp612 = icmp sgt i64 %call608, %add611
  %fadd613 = fadd reassoc contract float %sel606, %leaf
  %sel614 = select i1 %cmp612, float %fadd613, float %sel606
  %bits615 = bitcast float %sel614 to i32
  %call616 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits615, i32 2, i32 31)
  %leaf617 = bitcast i32 %call616 to float
  %cmp619 = icmp ult i64 %add618, %call609
  %fadd620 = fadd reassoc contract float %sel614, %leaf617
  %sel621 = select i1 %cmp619, float %fadd620, float %sel614
  %bits622 = bitcast float %sel621 to i32
  %call623 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits622, i32 4, i32 31)
  %leaf624 = bitcast i32 %call623 to float
  %cmp626 = icmp ult i64 %add625, %call609
  %fadd627 = fadd reassoc contract float %sel621, %leaf624
  %sel628 = select i1 %cmp626, float %fadd627, float %sel621
  %bits629 = bitcast float %sel628 to i32
  %call630 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits629, i32 8, i32 31)
  %leaf631 = bitcast i32 %call630 to float
  %cmp633 = icmp ult i64 %add632, %call609
  %fadd634 = fadd reassoc contract float %sel628, %leaf631
  %sel635 = select i1 %cmp633, float %fadd634, float %sel628
  %bits636 = bitcast float %sel635 to i32
  %call637 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits636, i32 16, i32 31)
  br i1 %cmp24, label %then655, label %endif109

then655:                                          ; preds = %fold.exit
  %mul643 = shl i64 %call100, 1
  %add644 = or disjoint i64 %mul643, 1
  %p645 = getelementptr inbounds i64, ptr addrspace(1) %7, i64 %add644
  %v646 = load i64, ptr addrspace(1) %p645, align 4
  %cmp649.not = icmp eq i64 %v646, 0
  %cmp640 = icmp sgt i64 %sub110, 16
  %leaf638 = bitcast i32 %call637 to float
  %fadd641 = fadd reassoc contract float %sel635, %leaf638
  %sel642 = select i1 %cmp640, float %fadd641, float %sel635
  %p647 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %add644
  %v648 = load float, ptr addrspace(1) %p647, align 4
  %fadd651 = fadd reassoc contract float %sel642, %v648
  %sel653 = select i1 %cmp649.not, float %sel642, float %fadd651
  %fadd657 = fadd reassoc contract float %sel653, 0.000000e+00
  %p659 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %key81
  store float %fadd657, ptr addrspace(1) %p659, align 4
  br label %endif109
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #4

attributes #0 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { nocallback nounwind }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6}

!0 = !{ptr @systole_fold_seg_offsets_f32_rows, !"kernel", i32 1}
!1 = !{ptr @systole_fold_seg_offsets_f32_listing, !"kernel", i32 1}
!2 = !{ptr @systole_fold_seg_offsets_f32_search, !"kernel", i32 1}
!3 = !{ptr @systole_fold_seg_offsets_f32_segment, !"kernel", i32 1}
!4 = !{ptr @systole_fold_seg_offsets_f32_segment, !"maxntidx", i32 160}
!5 = !{ptr @systole_fold_seg_offsets_f32_segment, !"minctasm", i32 3}
!6 = !{ptr @systole_fold_seg_offsets_f32_finish, !"kernel", i32 1}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.peeled.count", i32 1}
!9 = distinct !{!9, !8}
