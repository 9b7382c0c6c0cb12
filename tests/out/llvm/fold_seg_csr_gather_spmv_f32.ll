; ModuleID = 'systole_fold_seg_csr_gather_spmv_f32'
source_filename = "systole_fold_seg_csr_gather_spmv_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@scan.shared = internal unnamed_addr addrspace(3) global [3845 x i32] undef, align 8
@scan.shared.1 = internal unnamed_addr addrspace(3) global [3845 x float] undef, align 8
@scan.shared.2 = internal unnamed_addr addrspace(3) global [3845 x float] undef, align 8

define void @systole_fold_seg_csr_gather_spmv_f32_rows(i64 %0, ptr addrspace(1) noalias readonly %1, i64 %2, ptr addrspace(1) noalias readonly %3, i64 %4, ptr addrspace(1) noalias readonly %5, i64 %6, ptr addrspace(1) noalias nocapture readonly %7, i64 %8, ptr addrspace(1) noalias nocapture writeonly %9, ptr addrspace(1) noalias nocapture readnone %10, ptr addrspace(1) noalias %11, i64 %12, i64 %13) local_unnamed_addr {
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
  %sub = add i64 %6, -1
  %call9 = tail call i64 @llvm.smax.i64(i64 %sub, i64 0)
  %.idx = mul i64 %12, 24
  %14 = getelementptr i8, ptr addrspace(1) %11, i64 %.idx
  %long = getelementptr i8, ptr addrspace(1) %14, i64 8
  %15 = tail call i64 @llvm.smax.i64(i64 %sub, i64 1)
  %call13 = add nsw i64 %15, -1
  %add14 = add nuw i64 %call9, 63
  %groups = sdiv i64 %add14, 64
  %cmp = icmp eq i64 %lane, 0
  %cmp15 = icmp sgt i64 %8, 0
  %cmp17 = icmp sle i64 %8, %0
  %cmp19 = icmp sle i64 %8, %2
  %fits20 = and i1 %cmp17, %cmp19
  %cmp21 = icmp slt i64 %warp, %groups
  %address = ptrtoint ptr addrspace(1) %long to i64
  %16 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address) #3
  %cmp22 = icmp ne i64 %16, 0
  br i1 %fits20, label %then, label %else

then:                                             ; preds = %entry
  %call23 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp22)
  %cmp24.not = icmp eq i32 %call23, 0
  %enter = and i1 %cmp21, %cmp24.not
  br i1 %enter, label %repeat.body.preheader, label %endif

repeat.body.preheader:                            ; preds = %then
  %cmp77.not = icmp eq i64 %lane, 31
  %cmp82 = icmp ult i64 %lane, 30
  %cmp87 = icmp ult i64 %lane, 28
  %cmp92 = icmp ult i64 %lane, 24
  %cmp97 = icmp ult i64 %lane, 16
  %sub1196 = add i64 %4, -1
  %call1197 = tail call i64 @llvm.smin.i64(i64 %sub1196, i64 2147483647)
  %bound1198 = trunc i64 %call1197 to i32
  br label %repeat.body

else:                                             ; preds = %entry
  %call1602 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp22)
  %cmp1603.not = icmp eq i32 %call1602, 0
  %enter1605 = and i1 %cmp21, %cmp1603.not
  br i1 %enter1605, label %repeat.body1606.preheader, label %endif

repeat.body1606.preheader:                        ; preds = %else
  %cmp1666.not = icmp eq i64 %lane, 31
  %cmp1671 = icmp ult i64 %lane, 30
  %cmp1676 = icmp ult i64 %lane, 28
  %cmp1681 = icmp ult i64 %lane, 24
  %cmp1686 = icmp ult i64 %lane, 16
  %sub3252 = add i64 %0, -1
  %sub3257 = add i64 %2, -1
  %sub3263 = add i64 %4, -1
  %call3264 = tail call i64 @llvm.smin.i64(i64 %sub3263, i64 2147483647)
  %bound3265 = trunc i64 %call3264 to i32
  br label %repeat.body1606

endif:                                            ; preds = %endif1659, %endif71, %else, %then
  ret void

repeat.body:                                      ; preds = %repeat.body.preheader, %endif71
  %phi = phi i64 [ %add1596, %endif71 ], [ %warp, %repeat.body.preheader ]
  %17 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address) #3
  %cmp26 = icmp ne i64 %17, 0
  %call27 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp26)
  %mul29 = shl i64 %phi, 6
  %add31 = or disjoint i64 %mul29, %lane
  %cmp32 = icmp slt i64 %add31, %call9
  %call33 = tail call i64 @llvm.smin.i64(i64 %add31, i64 %call13)
  %p = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %call33
  %v = load i32, ptr addrspace(1) %p, align 4
  %18 = tail call i32 @llvm.smax.i32(i32 %v, i32 0)
  %call34 = zext nneg i32 %18 to i64
  %call35 = tail call i64 @llvm.smin.i64(i64 %call34, i64 %8)
  %p37 = getelementptr i8, ptr addrspace(1) %p, i64 4
  %v38 = load i32, ptr addrspace(1) %p37, align 4
  %offset39 = sext i32 %v38 to i64
  %call40 = tail call i64 @llvm.smax.i64(i64 %offset39, i64 %call35)
  %call41 = tail call i64 @llvm.smin.i64(i64 %call40, i64 %8)
  %sub42 = sub i64 %call41, %call35
  %sel = select i1 %cmp32, i64 %sub42, i64 0
  %sub43 = add i64 %call41, -1
  %call44 = tail call i64 @llvm.smax.i64(i64 %sub43, i64 0)
  %add47 = or disjoint i64 %add31, 32
  %cmp48 = icmp slt i64 %add47, %call9
  %call49 = tail call i64 @llvm.smin.i64(i64 %add47, i64 %call13)
  %p50 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %call49
  %v51 = load i32, ptr addrspace(1) %p50, align 4
  %19 = tail call i32 @llvm.smax.i32(i32 %v51, i32 0)
  %call53 = zext nneg i32 %19 to i64
  %call54 = tail call i64 @llvm.smin.i64(i64 %call53, i64 %8)
  %p56 = getelementptr i8, ptr addrspace(1) %p50, i64 4
  %v57 = load i32, ptr addrspace(1) %p56, align 4
  %offset58 = sext i32 %v57 to i64
  %call59 = tail call i64 @llvm.smax.i64(i64 %offset58, i64 %call54)
  %call60 = tail call i64 @llvm.smin.i64(i64 %call59, i64 %8)
  %sub61 = sub i64 %call60, %call54
  %sel62 = select i1 %cmp48, i64 %sub61, i64 0
  %sub63 = add i64 %call60, -1
  %call64 = tail call i64 @llvm.smax.i64(i64 %sub63, i64 0)
  %call65 = tail call i64 @llvm.smax.i64(i64 %sel, i64 %sel62)
  %cmp66 = icmp sgt i64 %call65, 16
  %call67 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp66)
  %cmp68.not = icmp eq i32 %call67, 0
  br i1 %cmp68.not, label %else70, label %then69

then69:                                           ; preds = %repeat.body
  br i1 %cmp, label %then72, label %endif71

else70:                                           ; preds = %repeat.body
  %len = trunc i64 %call65 to i32
  %call75 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %len, i32 1, i32 31)
  %call78 = tail call i32 @llvm.smax.i32(i32 %len, i32 %call75)
  %sel79 = select i1 %cmp77.not, i32 %len, i32 %call78
  %call80 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel79, i32 2, i32 31)
  %call83 = tail call i32 @llvm.smax.i32(i32 %sel79, i32 %call80)
  %sel84 = select i1 %cmp82, i32 %call83, i32 %sel79
  %call85 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel84, i32 4, i32 31)
  %call88 = tail call i32 @llvm.smax.i32(i32 %sel84, i32 %call85)
  %sel89 = select i1 %cmp87, i32 %call88, i32 %sel84
  %call90 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel89, i32 8, i32 31)
  %call93 = tail call i32 @llvm.smax.i32(i32 %sel89, i32 %call90)
  %sel94 = select i1 %cmp92, i32 %call93, i32 %sel89
  %call95 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel94, i32 16, i32 31)
  %call98 = tail call i32 @llvm.smax.i32(i32 %sel94, i32 %call95)
  %sel99 = select i1 %cmp97, i32 %call98, i32 %sel94
  %call100 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %sel99, i32 0, i32 31)
  %widest = sext i32 %call100 to i64
  br i1 %cmp15, label %then101, label %endif103

endif71:                                          ; preds = %endif1588, %then1593, %then69, %then72
  %add1596 = add nuw nsw i64 %phi, %warp8
  %cmp1597 = icmp slt i64 %add1596, %groups
  %20 = or i32 %call67, %call27
  %quit.not = icmp eq i32 %20, 0
  %again = and i1 %cmp1597, %quit.not
  br i1 %again, label %repeat.body, label %endif

then72:                                           ; preds = %then69
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #3
  br label %endif71

then101:                                          ; preds = %else70
  %call1488 = tail call i64 @llvm.smin.i64(i64 %call35, i64 %call44)
  %p1489 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1488
  %v1490 = load float, ptr addrspace(1) %p1489, align 4
  %p1491 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1488
  %v1492 = load i32, ptr addrspace(1) %p1491, align 4
  %call1497 = tail call i32 @llvm.smin.i32(i32 %v1492, i32 %bound1198)
  %call1498 = tail call i32 @llvm.smax.i32(i32 %call1497, i32 0)
  %at1499 = zext nneg i32 %call1498 to i64
  %p1500 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1499
  %v1501 = load float, ptr addrspace(1) %p1500, align 4
  %fmul1502 = fmul float %v1490, %v1501
  switch i32 %call100, label %else1187 [
    i32 0, label %then105
    i32 1, label %then137
    i32 2, label %then173
    i32 3, label %then246
    i32 4, label %then358
    i32 5, label %then508
    i32 6, label %then696
    i32 7, label %then922
    i32 8, label %then1186
  ]

endif103:                                         ; preds = %fold.body, %else1187, %then1186, %then922, %then696, %then508, %then358, %then246, %then173, %then137, %then105, %else70
  %phi1582 = phi float [ 0.000000e+00, %else70 ], [ %fmul1502, %then105 ], [ %fmul1502, %then137 ], [ %sel241, %then173 ], [ %sel350, %then246 ], [ %sel497, %then358 ], [ %sel682, %then508 ], [ %sel905, %then696 ], [ %sel1166, %then922 ], [ %sel1465, %then1186 ], [ %fmul1502, %else1187 ], [ %sel1556, %fold.body ]
  %phi1583 = phi float [ 0.000000e+00, %else70 ], [ %fmul135, %then105 ], [ %fmul171, %then137 ], [ %sel244, %then173 ], [ %sel356, %then246 ], [ %sel506, %then358 ], [ %sel694, %then508 ], [ %sel920, %then696 ], [ %sel1184, %then922 ], [ %sel1486, %then1186 ], [ %fmul1518, %else1187 ], [ %sel1559, %fold.body ]
  br i1 %cmp32, label %then1587, label %endif1588

then105:                                          ; preds = %then101
  %call121 = tail call i64 @llvm.smin.i64(i64 %call54, i64 %call64)
  %p122 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call121
  %v123 = load float, ptr addrspace(1) %p122, align 4
  %p124 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call121
  %v125 = load i32, ptr addrspace(1) %p124, align 4
  %call130 = tail call i32 @llvm.smin.i32(i32 %v125, i32 %bound1198)
  %call131 = tail call i32 @llvm.smax.i32(i32 %call130, i32 0)
  %at132 = zext nneg i32 %call131 to i64
  %p133 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at132
  %v134 = load float, ptr addrspace(1) %p133, align 4
  %fmul135 = fmul float %v123, %v134
  br label %endif103

then137:                                          ; preds = %then101
  %call157 = tail call i64 @llvm.smin.i64(i64 %call54, i64 %call64)
  %p158 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call157
  %v159 = load float, ptr addrspace(1) %p158, align 4
  %p160 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call157
  %v161 = load i32, ptr addrspace(1) %p160, align 4
  %call166 = tail call i32 @llvm.smin.i32(i32 %v161, i32 %bound1198)
  %call167 = tail call i32 @llvm.smax.i32(i32 %call166, i32 0)
  %at168 = zext nneg i32 %call167 to i64
  %p169 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at168
  %v170 = load float, ptr addrspace(1) %p169, align 4
  %fmul171 = fmul float %v159, %v170
  br label %endif103

then173:                                          ; preds = %then101
  %add192 = add nuw nsw i64 %call35, 1
  %call193 = tail call i64 @llvm.smin.i64(i64 %add192, i64 %call44)
  %p194 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call193
  %v195 = load float, ptr addrspace(1) %p194, align 4
  %p196 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call193
  %v197 = load i32, ptr addrspace(1) %p196, align 4
  %call202 = tail call i32 @llvm.smin.i32(i32 %v197, i32 %bound1198)
  %call203 = tail call i32 @llvm.smax.i32(i32 %call202, i32 0)
  %at204 = zext nneg i32 %call203 to i64
  %p205 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at204
  %v206 = load float, ptr addrspace(1) %p205, align 4
  %fmul207 = fmul float %v195, %v206
  %call209 = tail call i64 @llvm.smin.i64(i64 %call54, i64 %call64)
  %p210 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call209
  %v211 = load float, ptr addrspace(1) %p210, align 4
  %p212 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call209
  %v213 = load i32, ptr addrspace(1) %p212, align 4
  %call218 = tail call i32 @llvm.smin.i32(i32 %v213, i32 %bound1198)
  %call219 = tail call i32 @llvm.smax.i32(i32 %call218, i32 0)
  %at220 = zext nneg i32 %call219 to i64
  %p221 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at220
  %v222 = load float, ptr addrspace(1) %p221, align 4
  %fmul223 = fmul float %v211, %v222
  %add224 = add nuw nsw i64 %call54, 1
  %call225 = tail call i64 @llvm.smin.i64(i64 %add224, i64 %call64)
  %p226 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call225
  %v227 = load float, ptr addrspace(1) %p226, align 4
  %p228 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call225
  %v229 = load i32, ptr addrspace(1) %p228, align 4
  %call234 = tail call i32 @llvm.smin.i32(i32 %v229, i32 %bound1198)
  %call235 = tail call i32 @llvm.smax.i32(i32 %call234, i32 0)
  %at236 = zext nneg i32 %call235 to i64
  %p237 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at236
  %v238 = load float, ptr addrspace(1) %p237, align 4
  %fmul239 = fmul float %v227, %v238
  %cmp240 = icmp sgt i64 %sel, 1
  %fadd = fadd reassoc contract float %fmul1502, %fmul207
  %sel241 = select i1 %cmp240, float %fadd, float %fmul1502
  %cmp242 = icmp sgt i64 %sel62, 1
  %fadd243 = fadd reassoc contract float %fmul223, %fmul239
  %sel244 = select i1 %cmp242, float %fadd243, float %fmul223
  br label %endif103

then246:                                          ; preds = %then101
  %add265 = add nuw nsw i64 %call35, 1
  %call266 = tail call i64 @llvm.smin.i64(i64 %add265, i64 %call44)
  %p267 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call266
  %v268 = load float, ptr addrspace(1) %p267, align 4
  %p269 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call266
  %v270 = load i32, ptr addrspace(1) %p269, align 4
  %call275 = tail call i32 @llvm.smin.i32(i32 %v270, i32 %bound1198)
  %call276 = tail call i32 @llvm.smax.i32(i32 %call275, i32 0)
  %at277 = zext nneg i32 %call276 to i64
  %p278 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at277
  %v279 = load float, ptr addrspace(1) %p278, align 4
  %fmul280 = fmul float %v268, %v279
  %add281 = add nuw nsw i64 %call35, 2
  %call282 = tail call i64 @llvm.smin.i64(i64 %add281, i64 %call44)
  %p283 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call282
  %v284 = load float, ptr addrspace(1) %p283, align 4
  %p285 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call282
  %v286 = load i32, ptr addrspace(1) %p285, align 4
  %call291 = tail call i32 @llvm.smin.i32(i32 %v286, i32 %bound1198)
  %call292 = tail call i32 @llvm.smax.i32(i32 %call291, i32 0)
  %at293 = zext nneg i32 %call292 to i64
  %p294 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at293
  %v295 = load float, ptr addrspace(1) %p294, align 4
  %fmul296 = fmul float %v284, %v295
  %call298 = tail call i64 @llvm.smin.i64(i64 %call54, i64 %call64)
  %p299 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call298
  %v300 = load float, ptr addrspace(1) %p299, align 4
  %p301 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call298
  %v302 = load i32, ptr addrspace(1) %p301, align 4
  %call307 = tail call i32 @llvm.smin.i32(i32 %v302, i32 %bound1198)
  %call308 = tail call i32 @llvm.smax.i32(i32 %call307, i32 0)
  %at309 = zext nneg i32 %call308 to i64
  %p310 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at309
  %v311 = load float, ptr addrspace(1) %p310, align 4
  %fmul312 = fmul float %v300, %v311
  %add313 = add nuw nsw i64 %call54, 1
  %call314 = tail call i64 @llvm.smin.i64(i64 %add313, i64 %call64)
  %p315 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call314
  %v316 = load float, ptr addrspace(1) %p315, align 4
  %p317 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call314
  %v318 = load i32, ptr addrspace(1) %p317, align 4
  %call323 = tail call i32 @llvm.smin.i32(i32 %v318, i32 %bound1198)
  %call324 = tail call i32 @llvm.smax.i32(i32 %call323, i32 0)
  %at325 = zext nneg i32 %call324 to i64
  %p326 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at325
  %v327 = load float, ptr addrspace(1) %p326, align 4
  %fmul328 = fmul float %v316, %v327
  %add329 = add nuw nsw i64 %call54, 2
  %call330 = tail call i64 @llvm.smin.i64(i64 %add329, i64 %call64)
  %p331 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call330
  %v332 = load float, ptr addrspace(1) %p331, align 4
  %p333 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call330
  %v334 = load i32, ptr addrspace(1) %p333, align 4
  %call339 = tail call i32 @llvm.smin.i32(i32 %v334, i32 %bound1198)
  %call340 = tail call i32 @llvm.smax.i32(i32 %call339, i32 0)
  %at341 = zext nneg i32 %call340 to i64
  %p342 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at341
  %v343 = load float, ptr addrspace(1) %p342, align 4
  %fmul344 = fmul float %v332, %v343
  %cmp345 = icmp sgt i64 %sel, 1
  %fadd346 = fadd reassoc contract float %fmul1502, %fmul280
  %sel347 = select i1 %cmp345, float %fadd346, float %fmul1502
  %cmp348 = icmp sgt i64 %sel, 2
  %fadd349 = fadd reassoc contract float %sel347, %fmul296
  %sel350 = select i1 %cmp348, float %fadd349, float %sel347
  %cmp351 = icmp sgt i64 %sel62, 1
  %fadd352 = fadd reassoc contract float %fmul312, %fmul328
  %sel353 = select i1 %cmp351, float %fadd352, float %fmul312
  %cmp354 = icmp sgt i64 %sel62, 2
  %fadd355 = fadd reassoc contract float %sel353, %fmul344
  %sel356 = select i1 %cmp354, float %fadd355, float %sel353
  br label %endif103

then358:                                          ; preds = %then101
  %add377 = add nuw nsw i64 %call35, 1
  %call378 = tail call i64 @llvm.smin.i64(i64 %add377, i64 %call44)
  %p379 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call378
  %v380 = load float, ptr addrspace(1) %p379, align 4
  %p381 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call378
  %v382 = load i32, ptr addrspace(1) %p381, align 4
  %call387 = tail call i32 @llvm.smin.i32(i32 %v382, i32 %bound1198)
  %call388 = tail call i32 @llvm.smax.i32(i32 %call387, i32 0)
  %at389 = zext nneg i32 %call388 to i64
  %p390 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at389
  %v391 = load float, ptr addrspace(1) %p390, align 4
  %fmul392 = fmul float %v380, %v391
  %add393 = add nuw nsw i64 %call35, 2
  %call394 = tail call i64 @llvm.smin.i64(i64 %add393, i64 %call44)
  %p395 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call394
  %v396 = load float, ptr addrspace(1) %p395, align 4
  %p397 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call394
  %v398 = load i32, ptr addrspace(1) %p397, align 4
  %call403 = tail call i32 @llvm.smin.i32(i32 %v398, i32 %bound1198)
  %call404 = tail call i32 @llvm.smax.i32(i32 %call403, i32 0)
  %at405 = zext nneg i32 %call404 to i64
  %p406 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at405
  %v407 = load float, ptr addrspace(1) %p406, align 4
  %fmul408 = fmul float %v396, %v407
  %add409 = add nuw nsw i64 %call35, 3
  %call410 = tail call i64 @llvm.smin.i64(i64 %add409, i64 %call44)
  %p411 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call410
  %v412 = load float, ptr addrspace(1) %p411, align 4
  %p413 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call410
  %v414 = load i32, ptr addrspace(1) %p413, align 4
  %call419 = tail call i32 @llvm.smin.i32(i32 %v414, i32 %bound1198)
  %call420 = tail call i32 @llvm.smax.i32(i32 %call419, i32 0)
  %at421 = zext nneg i32 %call420 to i64
  %p422 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at421
  %v423 = load float, ptr addrspace(1) %p422, align 4
  %fmul424 = fmul float %v412, %v423
  %call426 = tail call i64 @llvm.smin.i64(i64 %call54, i64 %call64)
  %p427 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call426
  %v428 = load float, ptr addrspace(1) %p427, align 4
  %p429 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call426
  %v430 = load i32, ptr addrspace(1) %p429, align 4
  %call435 = tail call i32 @llvm.smin.i32(i32 %v430, i32 %bound1198)
  %call436 = tail call i32 @llvm.smax.i32(i32 %call435, i32 0)
  %at437 = zext nneg i32 %call436 to i64
  %p438 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at437
  %v439 = load float, ptr addrspace(1) %p438, align 4
  %fmul440 = fmul float %v428, %v439
  %add441 = add nuw nsw i64 %call54, 1
  %call442 = tail call i64 @llvm.smin.i64(i64 %add441, i64 %call64)
  %p443 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call442
  %v444 = load float, ptr addrspace(1) %p443, align 4
  %p445 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call442
  %v446 = load i32, ptr addrspace(1) %p445, align 4
  %call451 = tail call i32 @llvm.smin.i32(i32 %v446, i32 %bound1198)
  %call452 = tail call i32 @llvm.smax.i32(i32 %call451, i32 0)
  %at453 = zext nneg i32 %call452 to i64
  %p454 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at453
  %v455 = load float, ptr addrspace(1) %p454, align 4
  %fmul456 = fmul float %v444, %v455
  %add457 = add nuw nsw i64 %call54, 2
  %call458 = tail call i64 @llvm.smin.i64(i64 %add457, i64 %call64)
  %p459 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call458
  %v460 = load float, ptr addrspace(1) %p459, align 4
  %p461 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call458
  %v462 = load i32, ptr addrspace(1) %p461, align 4
  %call467 = tail call i32 @llvm.smin.i32(i32 %v462, i32 %bound1198)
  %call468 = tail call i32 @llvm.smax.i32(i32 %call467, i32 0)
  %at469 = zext nneg i32 %call468 to i64
  %p470 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at469
  %v471 = load float, ptr addrspace(1) %p470, align 4
  %fmul472 = fmul float %v460, %v471
  %add473 = add nuw nsw i64 %call54, 3
  %call474 = tail call i64 @llvm.smin.i64(i64 %add473, i64 %call64)
  %p475 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call474
  %v476 = load float, ptr addrspace(1) %p475, align 4
  %p477 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call474
  %v478 = load i32, ptr addrspace(1) %p477, align 4
  %call483 = tail call i32 @llvm.smin.i32(i32 %v478, i32 %bound1198)
  %call484 = tail call i32 @llvm.smax.i32(i32 %call483, i32 0)
  %at485 = zext nneg i32 %call484 to i64
  %p486 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at485
  %v487 = load float, ptr addrspace(1) %p486, align 4
  %fmul488 = fmul float %v476, %v487
  %cmp489 = icmp sgt i64 %sel, 1
  %fadd490 = fadd reassoc contract float %fmul1502, %fmul392
  %sel491 = select i1 %cmp489, float %fadd490, float %fmul1502
  %cmp492 = icmp sgt i64 %sel, 2
  %fadd493 = fadd reassoc contract float %sel491, %fmul408
  %sel494 = select i1 %cmp492, float %fadd493, float %sel491
  %cmp495 = icmp sgt i64 %sel, 3
  %fadd496 = fadd reassoc contract float %sel494, %fmul424
  %sel497 = select i1 %cmp495, float %fadd496, float %sel494
  %cmp498 = icmp sgt i64 %sel62, 1
  %fadd499 = fadd reassoc contract float %fmul440, %fmul456
  %sel500 = select i1 %cmp498, float %fadd499, float %fmul440
  %cmp501 = icmp sgt i64 %sel62, 2
  %fadd502 = fadd reassoc contract float %sel500, %fmul472
  %sel503 = select i1 %cmp501, float %fadd502, float %sel500
  %cmp504 = icmp sgt i64 %sel62, 3
  %fadd505 = fadd reassoc contract float %sel503, %fmul488
  %sel506 = select i1 %cmp504, float %fadd505, float %sel503
  br label %endif103

then508:                                          ; preds = %then101
  %add527 = add nuw nsw i64 %call35, 1
  %call528 = tail call i64 @llvm.smin.i64(i64 %add527, i64 %call44)
  %p529 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call528
  %v530 = load float, ptr addrspace(1) %p529, align 4
  %p531 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call528
  %v532 = load i32, ptr addrspace(1) %p531, align 4
  %call537 = tail call i32 @llvm.smin.i32(i32 %v532, i32 %bound1198)
  %call538 = tail call i32 @llvm.smax.i32(i32 %call537, i32 0)
  %at539 = zext nneg i32 %call538 to i64
  %p540 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at539
  %v541 = load float, ptr addrspace(1) %p540, align 4
  %fmul542 = fmul float %v530, %v541
  %add543 = add nuw nsw i64 %call35, 2
  %call544 = tail call i64 @llvm.smin.i64(i64 %add543, i64 %call44)
  %p545 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call544
  %v546 = load float, ptr addrspace(1) %p545, align 4
  %p547 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call544
  %v548 = load i32, ptr addrspace(1) %p547, align 4
  %call553 = tail call i32 @llvm.smin.i32(i32 %v548, i32 %bound1198)
  %call554 = tail call i32 @llvm.smax.i32(i32 %call553, i32 0)
  %at555 = zext nneg i32 %call554 to i64
  %p556 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at555
  %v557 = load float, ptr addrspace(1) %p556, align 4
  %fmul558 = fmul float %v546, %v557
  %add559 = add nuw nsw i64 %call35, 3
  %call560 = tail call i64 @llvm.smin.i64(i64 %add559, i64 %call44)
  %p561 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call560
  %v562 = load float, ptr addrspace(1) %p561, align 4
  %p563 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call560
  %v564 = load i32, ptr addrspace(1) %p563, align 4
  %call569 = tail call i32 @llvm.smin.i32(i32 %v564, i32 %bound1198)
  %call570 = tail call i32 @llvm.smax.i32(i32 %call569, i32 0)
  %at571 = zext nneg i32 %call570 to i64
  %p572 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at571
  %v573 = load float, ptr addrspace(1) %p572, align 4
  %fmul574 = fmul float %v562, %v573
  %add575 = add nuw nsw i64 %call35, 4
  %call576 = tail call i64 @llvm.smin.i64(i64 %add575, i64 %call44)
  %p577 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call576
  %v578 = load float, ptr addrspace(1) %p577, align 4
  %p579 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call576
  %v580 = load i32, ptr addrspace(1) %p579, align 4
  %call585 = tail call i32 @llvm.smin.i32(i32 %v580, i32 %bound1198)
  %call586 = tail call i32 @llvm.smax.i32(i32 %call585, i32 0)
  %at587 = zext nneg i32 %call586 to i64
  %p588 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at587
  %v589 = load float, ptr addrspace(1) %p588, align 4
  %fmul590 = fmul float %v578, %v589
  %call592 = tail call i64 @llvm.smin.i64(i64 %call54, i64 %call64)
  %p593 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call592
  %v594 = load float, ptr addrspace(1) %p593, align 4
  %p595 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call592
  %v596 = load i32, ptr addrspace(1) %p595, align 4
  %call601 = tail call i32 @llvm.smin.i32(i32 %v596, i32 %bound1198)
  %call602 = tail call i32 @llvm.smax.i32(i32 %call601, i32 0)
  %at603 = zext nneg i32 %call602 to i64
  %p604 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at603
  %v605 = load float, ptr addrspace(1) %p604, align 4
  %fmul606 = fmul float %v594, %v605
  %add607 = add nuw nsw i64 %call54, 1
  %call608 = tail call i64 @llvm.smin.i64(i64 %add607, i64 %call64)
  %p609 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call608
  %v610 = load float, ptr addrspace(1) %p609, align 4
  %p611 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call608
  %v612 = load i32, ptr addrspace(1) %p611, align 4
  %call617 = tail call i32 @llvm.smin.i32(i32 %v612, i32 %bound1198)
  %call618 = tail call i32 @llvm.smax.i32(i32 %call617, i32 0)
  %at619 = zext nneg i32 %call618 to i64
  %p620 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at619
  %v621 = load float, ptr addrspace(1) %p620, align 4
  %fmul622 = fmul float %v610, %v621
  %add623 = add nuw nsw i64 %call54, 2
  %call624 = tail call i64 @llvm.smin.i64(i64 %add623, i64 %call64)
  %p625 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call624
  %v626 = load float, ptr addrspace(1) %p625, align 4
  %p627 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call624
  %v628 = load i32, ptr addrspace(1) %p627, align 4
  %call633 = tail call i32 @llvm.smin.i32(i32 %v628, i32 %bound1198)
  %call634 = tail call i32 @llvm.smax.i32(i32 %call633, i32 0)
  %at635 = zext nneg i32 %call634 to i64
  %p636 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at635
  %v637 = load float, ptr addrspace(1) %p636, align 4
  %fmul638 = fmul float %v626, %v637
  %add639 = add nuw nsw i64 %call54, 3
  %call640 = tail call i64 @llvm.smin.i64(i64 %add639, i64 %call64)
  %p641 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call640
  %v642 = load float, ptr addrspace(1) %p641, align 4
  %p643 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call640
  %v644 = load i32, ptr addrspace(1) %p643, align 4
  %call649 = tail call i32 @llvm.smin.i32(i32 %v644, i32 %bound1198)
  %call650 = tail call i32 @llvm.smax.i32(i32 %call649, i32 0)
  %at651 = zext nneg i32 %call650 to i64
  %p652 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at651
  %v653 = load float, ptr addrspace(1) %p652, align 4
  %fmul654 = fmul float %v642, %v653
  %add655 = add nuw nsw i64 %call54, 4
  %call656 = tail call i64 @llvm.smin.i64(i64 %add655, i64 %call64)
  %p657 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call656
  %v658 = load float, ptr addrspace(1) %p657, align 4
  %p659 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call656
  %v660 = load i32, ptr addrspace(1) %p659, align 4
  %call665 = tail call i32 @llvm.smin.i32(i32 %v660, i32 %bound1198)
  %call666 = tail call i32 @llvm.smax.i32(i32 %call665, i32 0)
  %at667 = zext nneg i32 %call666 to i64
  %p668 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at667
  %v669 = load float, ptr addrspace(1) %p668, align 4
  %fmul670 = fmul float %v658, %v669
  %cmp671 = icmp sgt i64 %sel, 1
  %fadd672 = fadd reassoc contract float %fmul1502, %fmul542
  %sel673 = select i1 %cmp671, float %fadd672, float %fmul1502
  %cmp674 = icmp sgt i64 %sel, 2
  %fadd675 = fadd reassoc contract float %sel673, %fmul558
  %sel676 = select i1 %cmp674, float %fadd675, float %sel673
  %cmp677 = icmp sgt i64 %sel, 3
  %fadd678 = fadd reassoc contract float %sel676, %fmul574
  %sel679 = select i1 %cmp677, float %fadd678, float %sel676
  %cmp680 = icmp sgt i64 %sel, 4
  %fadd681 = fadd reassoc contract float %sel679, %fmul590
  %sel682 = select i1 %cmp680, float %fadd681, float %sel679
  %cmp683 = icmp sgt i64 %sel62, 1
  %fadd684 = fadd reassoc contract float %fmul606, %fmul622
  %sel685 = select i1 %cmp683, float %fadd684, float %fmul606
  %cmp686 = icmp sgt i64 %sel62, 2
  %fadd687 = fadd reassoc contract float %sel685, %fmul638
  %sel688 = select i1 %cmp686, float %fadd687, float %sel685
  %cmp689 = icmp sgt i64 %sel62, 3
  %fadd690 = fadd reassoc contract float %sel688, %fmul654
  %sel691 = select i1 %cmp689, float %fadd690, float %sel688
  %cmp692 = icmp sgt i64 %sel62, 4
  %fadd693 = fadd reassoc contract float %sel691, %fmul670
  %sel694 = select i1 %cmp692, float %fadd693, float %sel691
  br label %endif103

then696:                                          ; preds = %then101
  %add715 = add nuw nsw i64 %call35, 1
  %call716 = tail call i64 @llvm.smin.i64(i64 %add715, i64 %call44)
  %p717 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call716
  %v718 = load float, ptr addrspace(1) %p717, align 4
  %p719 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call716
  %v720 = load i32, ptr addrspace(1) %p719, align 4
  %call725 = tail call i32 @llvm.smin.i32(i32 %v720, i32 %bound1198)
  %call726 = tail call i32 @llvm.smax.i32(i32 %call725, i32 0)
  %at727 = zext nneg i32 %call726 to i64
  %p728 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at727
  %v729 = load float, ptr addrspace(1) %p728, align 4
  %fmul730 = fmul float %v718, %v729
  %add731 = add nuw nsw i64 %call35, 2
  %call732 = tail call i64 @llvm.smin.i64(i64 %add731, i64 %call44)
  %p733 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call732
  %v734 = load float, ptr addrspace(1) %p733, align 4
  %p735 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call732
  %v736 = load i32, ptr addrspace(1) %p735, align 4
  %call741 = tail call i32 @llvm.smin.i32(i32 %v736, i32 %bound1198)
  %call742 = tail call i32 @llvm.smax.i32(i32 %call741, i32 0)
  %at743 = zext nneg i32 %call742 to i64
  %p744 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at743
  %v745 = load float, ptr addrspace(1) %p744, align 4
  %fmul746 = fmul float %v734, %v745
  %add747 = add nuw nsw i64 %call35, 3
  %call748 = tail call i64 @llvm.smin.i64(i64 %add747, i64 %call44)
  %p749 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call748
  %v750 = load float, ptr addrspace(1) %p749, align 4
  %p751 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call748
  %v752 = load i32, ptr addrspace(1) %p751, align 4
  %call757 = tail call i32 @llvm.smin.i32(i32 %v752, i32 %bound1198)
  %call758 = tail call i32 @llvm.smax.i32(i32 %call757, i32 0)
  %at759 = zext nneg i32 %call758 to i64
  %p760 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at759
  %v761 = load float, ptr addrspace(1) %p760, align 4
  %fmul762 = fmul float %v750, %v761
  %add763 = add nuw nsw i64 %call35, 4
  %call764 = tail call i64 @llvm.smin.i64(i64 %add763, i64 %call44)
  %p765 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call764
  %v766 = load float, ptr addrspace(1) %p765, align 4
  %p767 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call764
  %v768 = load i32, ptr addrspace(1) %p767, align 4
  %call773 = tail call i32 @llvm.smin.i32(i32 %v768, i32 %bound1198)
  %call774 = tail call i32 @llvm.smax.i32(i32 %call773, i32 0)
  %at775 = zext nneg i32 %call774 to i64
  %p776 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at775
  %v777 = load float, ptr addrspace(1) %p776, align 4
  %fmul778 = fmul float %v766, %v777
  %add779 = add nuw nsw i64 %call35, 5
  %call780 = tail call i64 @llvm.smin.i64(i64 %add779, i64 %call44)
  %p781 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call780
  %v782 = load float, ptr addrspace(1) %p781, align 4
  %p783 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call780
  %v784 = load i32, ptr addrspace(1) %p783, align 4
  %call789 = tail call i32 @llvm.smin.i32(i32 %v784, i32 %bound1198)
  %call790 = tail call i32 @llvm.smax.i32(i32 %call789, i32 0)
  %at791 = zext nneg i32 %call790 to i64
  %p792 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at791
  %v793 = load float, ptr addrspace(1) %p792, align 4
  %fmul794 = fmul float %v782, %v793
  %call796 = tail call i64 @llvm.smin.i64(i64 %call54, i64 %call64)
  %p797 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call796
  %v798 = load float, ptr addrspace(1) %p797, align 4
  %p799 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call796
  %v800 = load i32, ptr addrspace(1) %p799, align 4
  %call805 = tail call i32 @llvm.smin.i32(i32 %v800, i32 %bound1198)
  %call806 = tail call i32 @llvm.smax.i32(i32 %call805, i32 0)
  %at807 = zext nneg i32 %call806 to i64
  %p808 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at807
  %v809 = load float, ptr addrspace(1) %p808, align 4
  %fmul810 = fmul float %v798, %v809
  %add811 = add nuw nsw i64 %call54, 1
  %call812 = tail call i64 @llvm.smin.i64(i64 %add811, i64 %call64)
  %p813 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call812
  %v814 = load float, ptr addrspace(1) %p813, align 4
  %p815 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call812
  %v816 = load i32, ptr addrspace(1) %p815, align 4
  %call821 = tail call i32 @llvm.smin.i32(i32 %v816, i32 %bound1198)
  %call822 = tail call i32 @llvm.smax.i32(i32 %call821, i32 0)
  %at823 = zext nneg i32 %call822 to i64
  %p824 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at823
  %v825 = load float, ptr addrspace(1) %p824, align 4
  %fmul826 = fmul float %v814, %v825
  %add827 = add nuw nsw i64 %call54, 2
  %call828 = tail call i64 @llvm.smin.i64(i64 %add827, i64 %call64)
  %p829 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call828
  %v830 = load float, ptr addrspace(1) %p829, align 4
  %p831 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call828
  %v832 = load i32, ptr addrspace(1) %p831, align 4
  %call837 = tail call i32 @llvm.smin.i32(i32 %v832, i32 %bound1198)
  %call838 = tail call i32 @llvm.smax.i32(i32 %call837, i32 0)
  %at839 = zext nneg i32 %call838 to i64
  %p840 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at839
  %v841 = load float, ptr addrspace(1) %p840, align 4
  %fmul842 = fmul float %v830, %v841
  %add843 = add nuw nsw i64 %call54, 3
  %call844 = tail call i64 @llvm.smin.i64(i64 %add843, i64 %call64)
  %p845 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call844
  %v846 = load float, ptr addrspace(1) %p845, align 4
  %p847 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call844
  %v848 = load i32, ptr addrspace(1) %p847, align 4
  %call853 = tail call i32 @llvm.smin.i32(i32 %v848, i32 %bound1198)
  %call854 = tail call i32 @llvm.smax.i32(i32 %call853, i32 0)
  %at855 = zext nneg i32 %call854 to i64
  %p856 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at855
  %v857 = load float, ptr addrspace(1) %p856, align 4
  %fmul858 = fmul float %v846, %v857
  %add859 = add nuw nsw i64 %call54, 4
  %call860 = tail call i64 @llvm.smin.i64(i64 %add859, i64 %call64)
  %p861 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call860
  %v862 = load float, ptr addrspace(1) %p861, align 4
  %p863 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call860
  %v864 = load i32, ptr addrspace(1) %p863, align 4
  %call869 = tail call i32 @llvm.smin.i32(i32 %v864, i32 %bound1198)
  %call870 = tail call i32 @llvm.smax.i32(i32 %call869, i32 0)
  %at871 = zext nneg i32 %call870 to i64
  %p872 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at871
  %v873 = load float, ptr addrspace(1) %p872, align 4
  %fmul874 = fmul float %v862, %v873
  %add875 = add nuw nsw i64 %call54, 5
  %call876 = tail call i64 @llvm.smin.i64(i64 %add875, i64 %call64)
  %p877 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call876
  %v878 = load float, ptr addrspace(1) %p877, align 4
  %p879 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call876
  %v880 = load i32, ptr addrspace(1) %p879, align 4
  %call885 = tail call i32 @llvm.smin.i32(i32 %v880, i32 %bound1198)
  %call886 = tail call i32 @llvm.smax.i32(i32 %call885, i32 0)
  %at887 = zext nneg i32 %call886 to i64
  %p888 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at887
  %v889 = load float, ptr addrspace(1) %p888, align 4
  %fmul890 = fmul float %v878, %v889
  %cmp891 = icmp sgt i64 %sel, 1
  %fadd892 = fadd reassoc contract float %fmul1502, %fmul730
  %sel893 = select i1 %cmp891, float %fadd892, float %fmul1502
  %cmp894 = icmp sgt i64 %sel, 2
  %fadd895 = fadd reassoc contract float %sel893, %fmul746
  %sel896 = select i1 %cmp894, float %fadd895, float %sel893
  %cmp897 = icmp sgt i64 %sel, 3
  %fadd898 = fadd reassoc contract float %sel896, %fmul762
  %sel899 = select i1 %cmp897, float %fadd898, float %sel896
  %cmp900 = icmp sgt i64 %sel, 4
  %fadd901 = fadd reassoc contract float %sel899, %fmul778
  %sel902 = select i1 %cmp900, float %fadd901, float %sel899
  %cmp903 = icmp sgt i64 %sel, 5
  %fadd904 = fadd reassoc contract float %sel902, %fmul794
  %sel905 = select i1 %cmp903, float %fadd904, float %sel902
  %cmp906 = icmp sgt i64 %sel62, 1
  %fadd907 = fadd reassoc contract float %fmul810, %fmul826
  %sel908 = select i1 %cmp906, float %fadd907, float %fmul810
  %cmp909 = icmp sgt i64 %sel62, 2
  %fadd910 = fadd reassoc contract float %sel908, %fmul842
  %sel911 = select i1 %cmp909, float %fadd910, float %sel908
  %cmp912 = icmp sgt i64 %sel62, 3
  %fadd913 = fadd reassoc contract float %sel911, %fmul858
  %sel914 = select i1 %cmp912, float %fadd913, float %sel911
  %cmp915 = icmp sgt i64 %sel62, 4
  %fadd916 = fadd reassoc contract float %sel914, %fmul874
  %sel917 = select i1 %cmp915, float %fadd916, float %sel914
  %cmp918 = icmp sgt i64 %sel62, 5
  %fadd919 = fadd reassoc contract float %sel917, %fmul890
  %sel920 = select i1 %cmp918, float %fadd919, float %sel917
  br label %endif103

then922:                                          ; preds = %then101
  %add941 = add nuw nsw i64 %call35, 1
  %call942 = tail call i64 @llvm.smin.i64(i64 %add941, i64 %call44)
  %p943 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call942
  %v944 = load float, ptr addrspace(1) %p943, align 4
  %p945 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call942
  %v946 = load i32, ptr addrspace(1) %p945, align 4
  %call951 = tail call i32 @llvm.smin.i32(i32 %v946, i32 %bound1198)
  %call952 = tail call i32 @llvm.smax.i32(i32 %call951, i32 0)
  %at953 = zext nneg i32 %call952 to i64
  %p954 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at953
  %v955 = load float, ptr addrspace(1) %p954, align 4
  %fmul956 = fmul float %v944, %v955
  %add957 = add nuw nsw i64 %call35, 2
  %call958 = tail call i64 @llvm.smin.i64(i64 %add957, i64 %call44)
  %p959 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call958
  %v960 = load float, ptr addrspace(1) %p959, align 4
  %p961 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call958
  %v962 = load i32, ptr addrspace(1) %p961, align 4
  %call967 = tail call i32 @llvm.smin.i32(i32 %v962, i32 %bound1198)
  %call968 = tail call i32 @llvm.smax.i32(i32 %call967, i32 0)
  %at969 = zext nneg i32 %call968 to i64
  %p970 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at969
  %v971 = load float, ptr addrspace(1) %p970, align 4
  %fmul972 = fmul float %v960, %v971
  %add973 = add nuw nsw i64 %call35, 3
  %call974 = tail call i64 @llvm.smin.i64(i64 %add973, i64 %call44)
  %p975 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call974
  %v976 = load float, ptr addrspace(1) %p975, align 4
  %p977 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call974
  %v978 = load i32, ptr addrspace(1) %p977, align 4
  %call983 = tail call i32 @llvm.smin.i32(i32 %v978, i32 %bound1198)
  %call984 = tail call i32 @llvm.smax.i32(i32 %call983, i32 0)
  %at985 = zext nneg i32 %call984 to i64
  %p986 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at985
  %v987 = load float, ptr addrspace(1) %p986, align 4
  %fmul988 = fmul float %v976, %v987
  %add989 = add nuw nsw i64 %call35, 4
  %call990 = tail call i64 @llvm.smin.i64(i64 %add989, i64 %call44)
  %p991 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call990
  %v992 = load float, ptr addrspace(1) %p991, align 4
  %p993 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call990
  %v994 = load i32, ptr addrspace(1) %p993, align 4
  %call999 = tail call i32 @llvm.smin.i32(i32 %v994, i32 %bound1198)
  %call1000 = tail call i32 @llvm.smax.i32(i32 %call999, i32 0)
  %at1001 = zext nneg i32 %call1000 to i64
  %p1002 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1001
  %v1003 = load float, ptr addrspace(1) %p1002, align 4
  %fmul1004 = fmul float %v992, %v1003
  %add1005 = add nuw nsw i64 %call35, 5
  %call1006 = tail call i64 @llvm.smin.i64(i64 %add1005, i64 %call44)
  %p1007 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1006
  %v1008 = load float, ptr addrspace(1) %p1007, align 4
  %p1009 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1006
  %v1010 = load i32, ptr addrspace(1) %p1009, align 4
  %call1015 = tail call i32 @llvm.smin.i32(i32 %v1010, i32 %bound1198)
  %call1016 = tail call i32 @llvm.smax.i32(i32 %call1015, i32 0)
  %at1017 = zext nneg i32 %call1016 to i64
  %p1018 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1017
  %v1019 = load float, ptr addrspace(1) %p1018, align 4
  %fmul1020 = fmul float %v1008, %v1019
  %add1021 = add nuw nsw i64 %call35, 6
  %call1022 = tail call i64 @llvm.smin.i64(i64 %add1021, i64 %call44)
  %p1023 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1022
  %v1024 = load float, ptr addrspace(1) %p1023, align 4
  %p1025 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1022
  %v1026 = load i32, ptr addrspace(1) %p1025, align 4
  %call1031 = tail call i32 @llvm.smin.i32(i32 %v1026, i32 %bound1198)
  %call1032 = tail call i32 @llvm.smax.i32(i32 %call1031, i32 0)
  %at1033 = zext nneg i32 %call1032 to i64
  %p1034 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1033
  %v1035 = load float, ptr addrspace(1) %p1034, align 4
  %fmul1036 = fmul float %v1024, %v1035
  %call1038 = tail call i64 @llvm.smin.i64(i64 %call54, i64 %call64)
  %p1039 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1038
  %v1040 = load float, ptr addrspace(1) %p1039, align 4
  %p1041 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1038
  %v1042 = load i32, ptr addrspace(1) %p1041, align 4
  %call1047 = tail call i32 @llvm.smin.i32(i32 %v1042, i32 %bound1198)
  %call1048 = tail call i32 @llvm.smax.i32(i32 %call1047, i32 0)
  %at1049 = zext nneg i32 %call1048 to i64
  %p1050 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1049
  %v1051 = load float, ptr addrspace(1) %p1050, align 4
  %fmul1052 = fmul float %v1040, %v1051
  %add1053 = add nuw nsw i64 %call54, 1
  %call1054 = tail call i64 @llvm.smin.i64(i64 %add1053, i64 %call64)
  %p1055 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1054
  %v1056 = load float, ptr addrspace(1) %p1055, align 4
  %p1057 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1054
  %v1058 = load i32, ptr addrspace(1) %p1057, align 4
  %call1063 = tail call i32 @llvm.smin.i32(i32 %v1058, i32 %bound1198)
  %call1064 = tail call i32 @llvm.smax.i32(i32 %call1063, i32 0)
  %at1065 = zext nneg i32 %call1064 to i64
  %p1066 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1065
  %v1067 = load float, ptr addrspace(1) %p1066, align 4
  %fmul1068 = fmul float %v1056, %v1067
  %add1069 = add nuw nsw i64 %call54, 2
  %call1070 = tail call i64 @llvm.smin.i64(i64 %add1069, i64 %call64)
  %p1071 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1070
  %v1072 = load float, ptr addrspace(1) %p1071, align 4
  %p1073 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1070
  %v1074 = load i32, ptr addrspace(1) %p1073, align 4
  %call1079 = tail call i32 @llvm.smin.i32(i32 %v1074, i32 %bound1198)
  %call1080 = tail call i32 @llvm.smax.i32(i32 %call1079, i32 0)
  %at1081 = zext nneg i32 %call1080 to i64
  %p1082 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1081
  %v1083 = load float, ptr addrspace(1) %p1082, align 4
  %fmul1084 = fmul float %v1072, %v1083
  %add1085 = add nuw nsw i64 %call54, 3
  %call1086 = tail call i64 @llvm.smin.i64(i64 %add1085, i64 %call64)
  %p1087 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1086
  %v1088 = load float, ptr addrspace(1) %p1087, align 4
  %p1089 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1086
  %v1090 = load i32, ptr addrspace(1) %p1089, align 4
  %call1095 = tail call i32 @llvm.smin.i32(i32 %v1090, i32 %bound1198)
  %call1096 = tail call i32 @llvm.smax.i32(i32 %call1095, i32 0)
  %at1097 = zext nneg i32 %call1096 to i64
  %p1098 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1097
  %v1099 = load float, ptr addrspace(1) %p1098, align 4
  %fmul1100 = fmul float %v1088, %v1099
  %add1101 = add nuw nsw i64 %call54, 4
  %call1102 = tail call i64 @llvm.smin.i64(i64 %add1101, i64 %call64)
  %p1103 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1102
  %v1104 = load float, ptr addrspace(1) %p1103, align 4
  %p1105 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1102
  %v1106 = load i32, ptr addrspace(1) %p1105, align 4
  %call1111 = tail call i32 @llvm.smin.i32(i32 %v1106, i32 %bound1198)
  %call1112 = tail call i32 @llvm.smax.i32(i32 %call1111, i32 0)
  %at1113 = zext nneg i32 %call1112 to i64
  %p1114 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1113
  %v1115 = load float, ptr addrspace(1) %p1114, align 4
  %fmul1116 = fmul float %v1104, %v1115
  %add1117 = add nuw nsw i64 %call54, 5
  %call1118 = tail call i64 @llvm.smin.i64(i64 %add1117, i64 %call64)
  %p1119 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1118
  %v1120 = load float, ptr addrspace(1) %p1119, align 4
  %p1121 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1118
  %v1122 = load i32, ptr addrspace(1) %p1121, align 4
  %call1127 = tail call i32 @llvm.smin.i32(i32 %v1122, i32 %bound1198)
  %call1128 = tail call i32 @llvm.smax.i32(i32 %call1127, i32 0)
  %at1129 = zext nneg i32 %call1128 to i64
  %p1130 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1129
  %v1131 = load float, ptr addrspace(1) %p1130, align 4
  %fmul1132 = fmul float %v1120, %v1131
  %add1133 = add nuw nsw i64 %call54, 6
  %call1134 = tail call i64 @llvm.smin.i64(i64 %add1133, i64 %call64)
  %p1135 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1134
  %v1136 = load float, ptr addrspace(1) %p1135, align 4
  %p1137 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1134
  %v1138 = load i32, ptr addrspace(1) %p1137, align 4
  %call1143 = tail call i32 @llvm.smin.i32(i32 %v1138, i32 %bound1198)
  %call1144 = tail call i32 @llvm.smax.i32(i32 %call1143, i32 0)
  %at1145 = zext nneg i32 %call1144 to i64
  %p1146 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1145
  %v1147 = load float, ptr addrspace(1) %p1146, align 4
  %fmul1148 = fmul float %v1136, %v1147
  %cmp1149 = icmp sgt i64 %sel, 1
  %fadd1150 = fadd reassoc contract float %fmul1502, %fmul956
  %sel1151 = select i1 %cmp1149, float %fadd1150, float %fmul1502
  %cmp1152 = icmp sgt i64 %sel, 2
  %fadd1153 = fadd reassoc contract float %sel1151, %fmul972
  %sel1154 = select i1 %cmp1152, float %fadd1153, float %sel1151
  %cmp1155 = icmp sgt i64 %sel, 3
  %fadd1156 = fadd reassoc contract float %sel1154, %fmul988
  %sel1157 = select i1 %cmp1155, float %fadd1156, float %sel1154
  %cmp1158 = icmp sgt i64 %sel, 4
  %fadd1159 = fadd reassoc contract float %sel1157, %fmul1004
  %sel1160 = select i1 %cmp1158, float %fadd1159, float %sel1157
  %cmp1161 = icmp sgt i64 %sel, 5
  %fadd1162 = fadd reassoc contract float %sel1160, %fmul1020
  %sel1163 = select i1 %cmp1161, float %fadd1162, float %sel1160
  %cmp1164 = icmp sgt i64 %sel, 6
  %fadd1165 = fadd reassoc contract float %sel1163, %fmul1036
  %sel1166 = select i1 %cmp1164, float %fadd1165, float %sel1163
  %cmp1167 = icmp sgt i64 %sel62, 1
  %fadd1168 = fadd reassoc contract float %fmul1052, %fmul1068
  %sel1169 = select i1 %cmp1167, float %fadd1168, float %fmul1052
  %cmp1170 = icmp sgt i64 %sel62, 2
  %fadd1171 = fadd reassoc contract float %sel1169, %fmul1084
  %sel1172 = select i1 %cmp1170, float %fadd1171, float %sel1169
  %cmp1173 = icmp sgt i64 %sel62, 3
  %fadd1174 = fadd reassoc contract float %sel1172, %fmul1100
  %sel1175 = select i1 %cmp1173, float %fadd1174, float %sel1172
  %cmp1176 = icmp sgt i64 %sel62, 4
  %fadd1177 = fadd reassoc contract float %sel1175, %fmul1116
  %sel1178 = select i1 %cmp1176, float %fadd1177, float %sel1175
  %cmp1179 = icmp sgt i64 %sel62, 5
  %fadd1180 = fadd reassoc contract float %sel1178, %fmul1132
  %sel1181 = select i1 %cmp1179, float %fadd1180, float %sel1178
  %cmp1182 = icmp sgt i64 %sel62, 6
  %fadd1183 = fadd reassoc contract float %sel1181, %fmul1148
  %sel1184 = select i1 %cmp1182, float %fadd1183, float %sel1181
  br label %endif103

then1186:                                         ; preds = %then101
  %add1205 = add nuw nsw i64 %call35, 1
  %call1206 = tail call i64 @llvm.smin.i64(i64 %add1205, i64 %call44)
  %p1207 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1206
  %v1208 = load float, ptr addrspace(1) %p1207, align 4
  %p1209 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1206
  %v1210 = load i32, ptr addrspace(1) %p1209, align 4
  %call1215 = tail call i32 @llvm.smin.i32(i32 %v1210, i32 %bound1198)
  %call1216 = tail call i32 @llvm.smax.i32(i32 %call1215, i32 0)
  %at1217 = zext nneg i32 %call1216 to i64
  %p1218 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1217
  %v1219 = load float, ptr addrspace(1) %p1218, align 4
  %fmul1220 = fmul float %v1208, %v1219
  %add1221 = add nuw nsw i64 %call35, 2
  %call1222 = tail call i64 @llvm.smin.i64(i64 %add1221, i64 %call44)
  %p1223 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1222
  %v1224 = load float, ptr addrspace(1) %p1223, align 4
  %p1225 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1222
  %v1226 = load i32, ptr addrspace(1) %p1225, align 4
  %call1231 = tail call i32 @llvm.smin.i32(i32 %v1226, i32 %bound1198)
  %call1232 = tail call i32 @llvm.smax.i32(i32 %call1231, i32 0)
  %at1233 = zext nneg i32 %call1232 to i64
  %p1234 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1233
  %v1235 = load float, ptr addrspace(1) %p1234, align 4
  %fmul1236 = fmul float %v1224, %v1235
  %add1237 = add nuw nsw i64 %call35, 3
  %call1238 = tail call i64 @llvm.smin.i64(i64 %add1237, i64 %call44)
  %p1239 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1238
  %v1240 = load float, ptr addrspace(1) %p1239, align 4
  %p1241 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1238
  %v1242 = load i32, ptr addrspace(1) %p1241, align 4
  %call1247 = tail call i32 @llvm.smin.i32(i32 %v1242, i32 %bound1198)
  %call1248 = tail call i32 @llvm.smax.i32(i32 %call1247, i32 0)
  %at1249 = zext nneg i32 %call1248 to i64
  %p1250 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1249
  %v1251 = load float, ptr addrspace(1) %p1250, align 4
  %fmul1252 = fmul float %v1240, %v1251
  %add1253 = add nuw nsw i64 %call35, 4
  %call1254 = tail call i64 @llvm.smin.i64(i64 %add1253, i64 %call44)
  %p1255 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1254
  %v1256 = load float, ptr addrspace(1) %p1255, align 4
  %p1257 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1254
  %v1258 = load i32, ptr addrspace(1) %p1257, align 4
  %call1263 = tail call i32 @llvm.smin.i32(i32 %v1258, i32 %bound1198)
  %call1264 = tail call i32 @llvm.smax.i32(i32 %call1263, i32 0)
  %at1265 = zext nneg i32 %call1264 to i64
  %p1266 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1265
  %v1267 = load float, ptr addrspace(1) %p1266, align 4
  %fmul1268 = fmul float %v1256, %v1267
  %add1269 = add nuw nsw i64 %call35, 5
  %call1270 = tail call i64 @llvm.smin.i64(i64 %add1269, i64 %call44)
  %p1271 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1270
  %v1272 = load float, ptr addrspace(1) %p1271, align 4
  %p1273 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1270
  %v1274 = load i32, ptr addrspace(1) %p1273, align 4
  %call1279 = tail call i32 @llvm.smin.i32(i32 %v1274, i32 %bound1198)
  %call1280 = tail call i32 @llvm.smax.i32(i32 %call1279, i32 0)
  %at1281 = zext nneg i32 %call1280 to i64
  %p1282 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1281
  %v1283 = load float, ptr addrspace(1) %p1282, align 4
  %fmul1284 = fmul float %v1272, %v1283
  %add1285 = add nuw nsw i64 %call35, 6
  %call1286 = tail call i64 @llvm.smin.i64(i64 %add1285, i64 %call44)
  %p1287 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1286
  %v1288 = load float, ptr addrspace(1) %p1287, align 4
  %p1289 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1286
  %v1290 = load i32, ptr addrspace(1) %p1289, align 4
  %call1295 = tail call i32 @llvm.smin.i32(i32 %v1290, i32 %bound1198)
  %call1296 = tail call i32 @llvm.smax.i32(i32 %call1295, i32 0)
  %at1297 = zext nneg i32 %call1296 to i64
  %p1298 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1297
  %v1299 = load float, ptr addrspace(1) %p1298, align 4
  %fmul1300 = fmul float %v1288, %v1299
  %add1301 = add nuw nsw i64 %call35, 7
  %call1302 = tail call i64 @llvm.smin.i64(i64 %add1301, i64 %call44)
  %p1303 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1302
  %v1304 = load float, ptr addrspace(1) %p1303, align 4
  %p1305 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1302
  %v1306 = load i32, ptr addrspace(1) %p1305, align 4
  %call1311 = tail call i32 @llvm.smin.i32(i32 %v1306, i32 %bound1198)
  %call1312 = tail call i32 @llvm.smax.i32(i32 %call1311, i32 0)
  %at1313 = zext nneg i32 %call1312 to i64
  %p1314 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1313
  %v1315 = load float, ptr addrspace(1) %p1314, align 4
  %fmul1316 = fmul float %v1304, %v1315
  %call1318 = tail call i64 @llvm.smin.i64(i64 %call54, i64 %call64)
  %p1319 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1318
  %v1320 = load float, ptr addrspace(1) %p1319, align 4
  %p1321 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1318
  %v1322 = load i32, ptr addrspace(1) %p1321, align 4
  %call1327 = tail call i32 @llvm.smin.i32(i32 %v1322, i32 %bound1198)
  %call1328 = tail call i32 @llvm.smax.i32(i32 %call1327, i32 0)
  %at1329 = zext nneg i32 %call1328 to i64
  %p1330 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1329
  %v1331 = load float, ptr addrspace(1) %p1330, align 4
  %fmul1332 = fmul float %v1320, %v1331
  %add1333 = add nuw nsw i64 %call54, 1
  %call1334 = tail call i64 @llvm.smin.i64(i64 %add1333, i64 %call64)
  %p1335 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1334
  %v1336 = load float, ptr addrspace(1) %p1335, align 4
  %p1337 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1334
  %v1338 = load i32, ptr addrspace(1) %p1337, align 4
  %call1343 = tail call i32 @llvm.smin.i32(i32 %v1338, i32 %bound1198)
  %call1344 = tail call i32 @llvm.smax.i32(i32 %call1343, i32 0)
  %at1345 = zext nneg i32 %call1344 to i64
  %p1346 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1345
  %v1347 = load float, ptr addrspace(1) %p1346, align 4
  %fmul1348 = fmul float %v1336, %v1347
  %add1349 = add nuw nsw i64 %call54, 2
  %call1350 = tail call i64 @llvm.smin.i64(i64 %add1349, i64 %call64)
  %p1351 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1350
  %v1352 = load float, ptr addrspace(1) %p1351, align 4
  %p1353 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1350
  %v1354 = load i32, ptr addrspace(1) %p1353, align 4
  %call1359 = tail call i32 @llvm.smin.i32(i32 %v1354, i32 %bound1198)
  %call1360 = tail call i32 @llvm.smax.i32(i32 %call1359, i32 0)
  %at1361 = zext nneg i32 %call1360 to i64
  %p1362 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1361
  %v1363 = load float, ptr addrspace(1) %p1362, align 4
  %fmul1364 = fmul float %v1352, %v1363
  %add1365 = add nuw nsw i64 %call54, 3
  %call1366 = tail call i64 @llvm.smin.i64(i64 %add1365, i64 %call64)
  %p1367 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1366
  %v1368 = load float, ptr addrspace(1) %p1367, align 4
  %p1369 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1366
  %v1370 = load i32, ptr addrspace(1) %p1369, align 4
  %call1375 = tail call i32 @llvm.smin.i32(i32 %v1370, i32 %bound1198)
  %call1376 = tail call i32 @llvm.smax.i32(i32 %call1375, i32 0)
  %at1377 = zext nneg i32 %call1376 to i64
  %p1378 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1377
  %v1379 = load float, ptr addrspace(1) %p1378, align 4
  %fmul1380 = fmul float %v1368, %v1379
  %add1381 = add nuw nsw i64 %call54, 4
  %call1382 = tail call i64 @llvm.smin.i64(i64 %add1381, i64 %call64)
  %p1383 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1382
  %v1384 = load float, ptr addrspace(1) %p1383, align 4
  %p1385 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1382
  %v1386 = load i32, ptr addrspace(1) %p1385, align 4
  %call1391 = tail call i32 @llvm.smin.i32(i32 %v1386, i32 %bound1198)
  %call1392 = tail call i32 @llvm.smax.i32(i32 %call1391, i32 0)
  %at1393 = zext nneg i32 %call1392 to i64
  %p1394 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1393
  %v1395 = load float, ptr addrspace(1) %p1394, align 4
  %fmul1396 = fmul float %v1384, %v1395
  %add1397 = add nuw nsw i64 %call54, 5
  %call1398 = tail call i64 @llvm.smin.i64(i64 %add1397, i64 %call64)
  %p1399 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1398
  %v1400 = load float, ptr addrspace(1) %p1399, align 4
  %p1401 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1398
  %v1402 = load i32, ptr addrspace(1) %p1401, align 4
  %call1407 = tail call i32 @llvm.smin.i32(i32 %v1402, i32 %bound1198)
  %call1408 = tail call i32 @llvm.smax.i32(i32 %call1407, i32 0)
  %at1409 = zext nneg i32 %call1408 to i64
  %p1410 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1409
  %v1411 = load float, ptr addrspace(1) %p1410, align 4
  %fmul1412 = fmul float %v1400, %v1411
  %add1413 = add nuw nsw i64 %call54, 6
  %call1414 = tail call i64 @llvm.smin.i64(i64 %add1413, i64 %call64)
  %p1415 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1414
  %v1416 = load float, ptr addrspace(1) %p1415, align 4
  %p1417 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1414
  %v1418 = load i32, ptr addrspace(1) %p1417, align 4
  %call1423 = tail call i32 @llvm.smin.i32(i32 %v1418, i32 %bound1198)
  %call1424 = tail call i32 @llvm.smax.i32(i32 %call1423, i32 0)
  %at1425 = zext nneg i32 %call1424 to i64
  %p1426 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1425
  %v1427 = load float, ptr addrspace(1) %p1426, align 4
  %fmul1428 = fmul float %v1416, %v1427
  %add1429 = add nuw nsw i64 %call54, 7
  %call1430 = tail call i64 @llvm.smin.i64(i64 %add1429, i64 %call64)
  %p1431 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1430
  %v1432 = load float, ptr addrspace(1) %p1431, align 4
  %p1433 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1430
  %v1434 = load i32, ptr addrspace(1) %p1433, align 4
  %call1439 = tail call i32 @llvm.smin.i32(i32 %v1434, i32 %bound1198)
  %call1440 = tail call i32 @llvm.smax.i32(i32 %call1439, i32 0)
  %at1441 = zext nneg i32 %call1440 to i64
  %p1442 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1441
  %v1443 = load float, ptr addrspace(1) %p1442, align 4
  %fmul1444 = fmul float %v1432, %v1443
  %cmp1445 = icmp sgt i64 %sel, 1
  %fadd1446 = fadd reassoc contract float %fmul1502, %fmul1220
  %sel1447 = select i1 %cmp1445, float %fadd1446, float %fmul1502
  %cmp1448 = icmp sgt i64 %sel, 2
  %fadd1449 = fadd reassoc contract float %sel1447, %fmul1236
  %sel1450 = select i1 %cmp1448, float %fadd1449, float %sel1447
  %cmp1451 = icmp sgt i64 %sel, 3
  %fadd1452 = fadd reassoc contract float %sel1450, %fmul1252
  %sel1453 = select i1 %cmp1451, float %fadd1452, float %sel1450
  %cmp1454 = icmp sgt i64 %sel, 4
  %fadd1455 = fadd reassoc contract float %sel1453, %fmul1268
  %sel1456 = select i1 %cmp1454, float %fadd1455, float %sel1453
  %cmp1457 = icmp sgt i64 %sel, 5
  %fadd1458 = fadd reassoc contract float %sel1456, %fmul1284
  %sel1459 = select i1 %cmp1457, float %fadd1458, float %sel1456
  %cmp1460 = icmp sgt i64 %sel, 6
  %fadd1461 = fadd reassoc contract float %sel1459, %fmul1300
  %sel1462 = select i1 %cmp1460, float %fadd1461, float %sel1459
  %cmp1463 = icmp sgt i64 %sel, 7
  %fadd1464 = fadd reassoc contract float %sel1462, %fmul1316
  %sel1465 = select i1 %cmp1463, float %fadd1464, float %sel1462
  %cmp1466 = icmp sgt i64 %sel62, 1
  %fadd1467 = fadd reassoc contract float %fmul1332, %fmul1348
  %sel1468 = select i1 %cmp1466, float %fadd1467, float %fmul1332
  %cmp1469 = icmp sgt i64 %sel62, 2
  %fadd1470 = fadd reassoc contract float %sel1468, %fmul1364
  %sel1471 = select i1 %cmp1469, float %fadd1470, float %sel1468
  %cmp1472 = icmp sgt i64 %sel62, 3
  %fadd1473 = fadd reassoc contract float %sel1471, %fmul1380
  %sel1474 = select i1 %cmp1472, float %fadd1473, float %sel1471
  %cmp1475 = icmp sgt i64 %sel62, 4
  %fadd1476 = fadd reassoc contract float %sel1474, %fmul1396
  %sel1477 = select i1 %cmp1475, float %fadd1476, float %sel1474
  %cmp1478 = icmp sgt i64 %sel62, 5
  %fadd1479 = fadd reassoc contract float %sel1477, %fmul1412
  %sel1480 = select i1 %cmp1478, float %fadd1479, float %sel1477
  %cmp1481 = icmp sgt i64 %sel62, 6
  %fadd1482 = fadd reassoc contract float %sel1480, %fmul1428
  %sel1483 = select i1 %cmp1481, float %fadd1482, float %sel1480
  %cmp1484 = icmp sgt i64 %sel62, 7
  %fadd1485 = fadd reassoc contract float %sel1483, %fmul1444
  %sel1486 = select i1 %cmp1484, float %fadd1485, float %sel1483
  br label %endif103

else1187:                                         ; preds = %then101
  %call1504 = tail call i64 @llvm.smin.i64(i64 %call54, i64 %call64)
  %p1505 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1504
  %v1506 = load float, ptr addrspace(1) %p1505, align 4
  %p1507 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1504
  %v1508 = load i32, ptr addrspace(1) %p1507, align 4
  %call1513 = tail call i32 @llvm.smin.i32(i32 %v1508, i32 %bound1198)
  %call1514 = tail call i32 @llvm.smax.i32(i32 %call1513, i32 0)
  %at1515 = zext nneg i32 %call1514 to i64
  %p1516 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1515
  %v1517 = load float, ptr addrspace(1) %p1516, align 4
  %fmul1518 = fmul float %v1506, %v1517
  %cmp1519 = icmp sgt i32 %call100, 1
  br i1 %cmp1519, label %fold.body, label %endif103

fold.body:                                        ; preds = %else1187, %fold.body
  %i = phi i64 [ %add1560, %fold.body ], [ 1, %else1187 ]
  %phi1520 = phi float [ %sel1556, %fold.body ], [ %fmul1502, %else1187 ]
  %phi1521 = phi float [ %sel1559, %fold.body ], [ %fmul1518, %else1187 ]
  %add1522 = add nuw nsw i64 %i, %call35
  %call1523 = tail call i64 @llvm.smin.i64(i64 %add1522, i64 %call44)
  %p1524 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1523
  %v1525 = load float, ptr addrspace(1) %p1524, align 4
  %p1526 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1523
  %v1527 = load i32, ptr addrspace(1) %p1526, align 4
  %call1532 = tail call i32 @llvm.smin.i32(i32 %v1527, i32 %bound1198)
  %call1533 = tail call i32 @llvm.smax.i32(i32 %call1532, i32 0)
  %at1534 = zext nneg i32 %call1533 to i64
  %p1535 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1534
  %v1536 = load float, ptr addrspace(1) %p1535, align 4
  %fmul1537 = fmul float %v1525, %v1536
  %add1538 = add nuw nsw i64 %i, %call54
  %call1539 = tail call i64 @llvm.smin.i64(i64 %add1538, i64 %call64)
  %p1540 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1539
  %v1541 = load float, ptr addrspace(1) %p1540, align 4
  %p1542 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1539
  %v1543 = load i32, ptr addrspace(1) %p1542, align 4
  %call1548 = tail call i32 @llvm.smin.i32(i32 %v1543, i32 %bound1198)
  %call1549 = tail call i32 @llvm.smax.i32(i32 %call1548, i32 0)
  %at1550 = zext nneg i32 %call1549 to i64
  %p1551 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1550
  %v1552 = load float, ptr addrspace(1) %p1551, align 4
  %fmul1553 = fmul float %v1541, %v1552
  %cmp1554 = icmp slt i64 %i, %sel
  %fadd1555 = fadd reassoc contract float %phi1520, %fmul1537
  %sel1556 = select i1 %cmp1554, float %fadd1555, float %phi1520
  %cmp1557 = icmp slt i64 %i, %sel62
  %fadd1558 = fadd reassoc contract float %phi1521, %fmul1553
  %sel1559 = select i1 %cmp1557, float %fadd1558, float %phi1521
  %add1560 = add nuw nsw i64 %i, 1
  %exitcond3826.not = icmp eq i64 %add1560, %widest
  br i1 %exitcond3826.not, label %endif103, label %fold.body

then1587:                                         ; preds = %endif103
  %p1589 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add31
  %cmp1584 = icmp sgt i64 %sub42, 0
  %fadd1585 = fadd reassoc contract float %phi1582, 0.000000e+00
  %sel1586 = select i1 %cmp1584, float %fadd1585, float 0.000000e+00
  store float %sel1586, ptr addrspace(1) %p1589, align 4
  br label %endif1588

endif1588:                                        ; preds = %then1587, %endif103
  br i1 %cmp48, label %then1593, label %endif71

then1593:                                         ; preds = %endif1588
  %p1595 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add47
  %cmp1590 = icmp sgt i64 %sub61, 0
  %fadd1591 = fadd reassoc contract float %phi1583, 0.000000e+00
  %sel1592 = select i1 %cmp1590, float %fadd1591, float 0.000000e+00
  store float %sel1592, ptr addrspace(1) %p1595, align 4
  br label %endif71

repeat.body1606:                                  ; preds = %repeat.body1606.preheader, %endif1659
  %phi1608 = phi i64 [ %add3818, %endif1659 ], [ %warp, %repeat.body1606.preheader ]
  %21 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address) #3
  %cmp1610 = icmp ne i64 %21, 0
  %call1611 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1610)
  %mul1613 = shl i64 %phi1608, 6
  %add1615 = or disjoint i64 %mul1613, %lane
  %cmp1616 = icmp slt i64 %add1615, %call9
  %call1617 = tail call i64 @llvm.smin.i64(i64 %add1615, i64 %call13)
  %p1618 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %call1617
  %v1619 = load i32, ptr addrspace(1) %p1618, align 4
  %22 = tail call i32 @llvm.smax.i32(i32 %v1619, i32 0)
  %call1621 = zext nneg i32 %22 to i64
  %call1622 = tail call i64 @llvm.smin.i64(i64 %call1621, i64 %8)
  %p1624 = getelementptr i8, ptr addrspace(1) %p1618, i64 4
  %v1625 = load i32, ptr addrspace(1) %p1624, align 4
  %offset1626 = sext i32 %v1625 to i64
  %call1627 = tail call i64 @llvm.smax.i64(i64 %offset1626, i64 %call1622)
  %call1628 = tail call i64 @llvm.smin.i64(i64 %call1627, i64 %8)
  %sub1629 = sub i64 %call1628, %call1622
  %sel1630 = select i1 %cmp1616, i64 %sub1629, i64 0
  %sub1631 = add i64 %call1628, -1
  %call1632 = tail call i64 @llvm.smax.i64(i64 %sub1631, i64 0)
  %add1635 = or disjoint i64 %add1615, 32
  %cmp1636 = icmp slt i64 %add1635, %call9
  %call1637 = tail call i64 @llvm.smin.i64(i64 %add1635, i64 %call13)
  %p1638 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %call1637
  %v1639 = load i32, ptr addrspace(1) %p1638, align 4
  %23 = tail call i32 @llvm.smax.i32(i32 %v1639, i32 0)
  %call1641 = zext nneg i32 %23 to i64
  %call1642 = tail call i64 @llvm.smin.i64(i64 %call1641, i64 %8)
  %p1644 = getelementptr i8, ptr addrspace(1) %p1638, i64 4
  %v1645 = load i32, ptr addrspace(1) %p1644, align 4
  %offset1646 = sext i32 %v1645 to i64
  %call1647 = tail call i64 @llvm.smax.i64(i64 %offset1646, i64 %call1642)
  %call1648 = tail call i64 @llvm.smin.i64(i64 %call1647, i64 %8)
  %sub1649 = sub i64 %call1648, %call1642
  %sel1650 = select i1 %cmp1636, i64 %sub1649, i64 0
  %sub1651 = add i64 %call1648, -1
  %call1652 = tail call i64 @llvm.smax.i64(i64 %sub1651, i64 0)
  %call1653 = tail call i64 @llvm.smax.i64(i64 %sel1630, i64 %sel1650)
  %cmp1654 = icmp sgt i64 %call1653, 16
  %call1655 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1654)
  %cmp1656.not = icmp eq i32 %call1655, 0
  br i1 %cmp1656.not, label %else1658, label %then1657

then1657:                                         ; preds = %repeat.body1606
  br i1 %cmp, label %then1660, label %endif1659

else1658:                                         ; preds = %repeat.body1606
  %len1663 = trunc i64 %call1653 to i32
  %call1664 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %len1663, i32 1, i32 31)
  %call1667 = tail call i32 @llvm.smax.i32(i32 %len1663, i32 %call1664)
  %sel1668 = select i1 %cmp1666.not, i32 %len1663, i32 %call1667
  %call1669 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel1668, i32 2, i32 31)
  %call1672 = tail call i32 @llvm.smax.i32(i32 %sel1668, i32 %call1669)
  %sel1673 = select i1 %cmp1671, i32 %call1672, i32 %sel1668
  %call1674 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel1673, i32 4, i32 31)
  %call1677 = tail call i32 @llvm.smax.i32(i32 %sel1673, i32 %call1674)
  %sel1678 = select i1 %cmp1676, i32 %call1677, i32 %sel1673
  %call1679 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel1678, i32 8, i32 31)
  %call1682 = tail call i32 @llvm.smax.i32(i32 %sel1678, i32 %call1679)
  %sel1683 = select i1 %cmp1681, i32 %call1682, i32 %sel1678
  %call1684 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel1683, i32 16, i32 31)
  %call1687 = tail call i32 @llvm.smax.i32(i32 %sel1683, i32 %call1684)
  %sel1688 = select i1 %cmp1686, i32 %call1687, i32 %sel1683
  %call1689 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %sel1688, i32 0, i32 31)
  %widest1690 = sext i32 %call1689 to i64
  br i1 %cmp15, label %then1691, label %endif1693

endif1659:                                        ; preds = %endif3810, %then3815, %then1657, %then1660
  %add3818 = add nuw nsw i64 %phi1608, %warp8
  %cmp3819 = icmp slt i64 %add3818, %groups
  %24 = or i32 %call1655, %call1611
  %quit3820.not = icmp eq i32 %24, 0
  %again3822 = and i1 %cmp3819, %quit3820.not
  br i1 %again3822, label %repeat.body1606, label %endif

then1660:                                         ; preds = %then1657
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #3
  br label %endif1659

then1691:                                         ; preds = %else1658
  %call3675 = tail call i64 @llvm.smin.i64(i64 %call1622, i64 %call1632)
  %call3679 = tail call i64 @llvm.smin.i64(i64 %call3675, i64 %sub3252)
  %call3680 = tail call i64 @llvm.smax.i64(i64 %call3679, i64 0)
  %p3681 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3680
  %v3682 = load float, ptr addrspace(1) %p3681, align 4
  %call3684 = tail call i64 @llvm.smin.i64(i64 %call3675, i64 %sub3257)
  %call3685 = tail call i64 @llvm.smax.i64(i64 %call3684, i64 0)
  %p3686 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3685
  %v3687 = load i32, ptr addrspace(1) %p3686, align 4
  %call3692 = tail call i32 @llvm.smin.i32(i32 %v3687, i32 %bound3265)
  %call3693 = tail call i32 @llvm.smax.i32(i32 %call3692, i32 0)
  %at3694 = zext nneg i32 %call3693 to i64
  %p3695 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3694
  %v3696 = load float, ptr addrspace(1) %p3695, align 4
  %fmul3697 = fmul float %v3682, %v3696
  switch i32 %call1689, label %else3246 [
    i32 0, label %then1695
    i32 1, label %then1747
    i32 2, label %then1799
    i32 3, label %then1905
    i32 4, label %then2065
    i32 5, label %then2279
    i32 6, label %then2547
    i32 7, label %then2869
    i32 8, label %then3245
  ]

endif1693:                                        ; preds = %fold.body3722, %else3246, %then3245, %then2869, %then2547, %then2279, %then2065, %then1905, %then1799, %then1747, %then1695, %else1658
  %phi3804 = phi float [ 0.000000e+00, %else1658 ], [ %fmul3697, %then1695 ], [ %fmul3697, %then1747 ], [ %sel1900, %then1799 ], [ %sel2057, %then1905 ], [ %sel2268, %then2065 ], [ %sel2533, %then2279 ], [ %sel2852, %then2547 ], [ %sel3225, %then2869 ], [ %sel3652, %then3245 ], [ %fmul3697, %else3246 ], [ %sel3778, %fold.body3722 ]
  %phi3805 = phi float [ 0.000000e+00, %else1658 ], [ %fmul1745, %then1695 ], [ %fmul1797, %then1747 ], [ %sel1903, %then1799 ], [ %sel2063, %then1905 ], [ %sel2277, %then2065 ], [ %sel2545, %then2279 ], [ %sel2867, %then2547 ], [ %sel3243, %then2869 ], [ %sel3673, %then3245 ], [ %fmul3721, %else3246 ], [ %sel3781, %fold.body3722 ]
  br i1 %cmp1616, label %then3809, label %endif3810

then1695:                                         ; preds = %then1691
  %call1723 = tail call i64 @llvm.smin.i64(i64 %call1642, i64 %call1652)
  %call1727 = tail call i64 @llvm.smin.i64(i64 %call1723, i64 %sub3252)
  %call1728 = tail call i64 @llvm.smax.i64(i64 %call1727, i64 0)
  %p1729 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1728
  %v1730 = load float, ptr addrspace(1) %p1729, align 4
  %call1732 = tail call i64 @llvm.smin.i64(i64 %call1723, i64 %sub3257)
  %call1733 = tail call i64 @llvm.smax.i64(i64 %call1732, i64 0)
  %p1734 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1733
  %v1735 = load i32, ptr addrspace(1) %p1734, align 4
  %call1740 = tail call i32 @llvm.smin.i32(i32 %v1735, i32 %bound3265)
  %call1741 = tail call i32 @llvm.smax.i32(i32 %call1740, i32 0)
  %at1742 = zext nneg i32 %call1741 to i64
  %p1743 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1742
  %v1744 = load float, ptr addrspace(1) %p1743, align 4
  %fmul1745 = fmul float %v1730, %v1744
  br label %endif1693

then1747:                                         ; preds = %then1691
  %call1775 = tail call i64 @llvm.smin.i64(i64 %call1642, i64 %call1652)
  %call1779 = tail call i64 @llvm.smin.i64(i64 %call1775, i64 %sub3252)
  %call1780 = tail call i64 @llvm.smax.i64(i64 %call1779, i64 0)
  %p1781 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1780
  %v1782 = load float, ptr addrspace(1) %p1781, align 4
  %call1784 = tail call i64 @llvm.smin.i64(i64 %call1775, i64 %sub3257)
  %call1785 = tail call i64 @llvm.smax.i64(i64 %call1784, i64 0)
  %p1786 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1785
  %v1787 = load i32, ptr addrspace(1) %p1786, align 4
  %call1792 = tail call i32 @llvm.smin.i32(i32 %v1787, i32 %bound3265)
  %call1793 = tail call i32 @llvm.smax.i32(i32 %call1792, i32 0)
  %at1794 = zext nneg i32 %call1793 to i64
  %p1795 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1794
  %v1796 = load float, ptr addrspace(1) %p1795, align 4
  %fmul1797 = fmul float %v1782, %v1796
  br label %endif1693

then1799:                                         ; preds = %then1691
  %add1826 = add nuw nsw i64 %call1622, 1
  %call1827 = tail call i64 @llvm.smin.i64(i64 %add1826, i64 %call1632)
  %call1831 = tail call i64 @llvm.smin.i64(i64 %call1827, i64 %sub3252)
  %call1832 = tail call i64 @llvm.smax.i64(i64 %call1831, i64 0)
  %p1833 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1832
  %v1834 = load float, ptr addrspace(1) %p1833, align 4
  %call1836 = tail call i64 @llvm.smin.i64(i64 %call1827, i64 %sub3257)
  %call1837 = tail call i64 @llvm.smax.i64(i64 %call1836, i64 0)
  %p1838 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1837
  %v1839 = load i32, ptr addrspace(1) %p1838, align 4
  %call1844 = tail call i32 @llvm.smin.i32(i32 %v1839, i32 %bound3265)
  %call1845 = tail call i32 @llvm.smax.i32(i32 %call1844, i32 0)
  %at1846 = zext nneg i32 %call1845 to i64
  %p1847 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1846
  %v1848 = load float, ptr addrspace(1) %p1847, align 4
  %fmul1849 = fmul float %v1834, %v1848
  %call1851 = tail call i64 @llvm.smin.i64(i64 %call1642, i64 %call1652)
  %call1855 = tail call i64 @llvm.smin.i64(i64 %call1851, i64 %sub3252)
  %call1856 = tail call i64 @llvm.smax.i64(i64 %call1855, i64 0)
  %p1857 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1856
  %v1858 = load float, ptr addrspace(1) %p1857, align 4
  %call1860 = tail call i64 @llvm.smin.i64(i64 %call1851, i64 %sub3257)
  %call1861 = tail call i64 @llvm.smax.i64(i64 %call1860, i64 0)
  %p1862 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1861
  %v1863 = load i32, ptr addrspace(1) %p1862, align 4
  %call1868 = tail call i32 @llvm.smin.i32(i32 %v1863, i32 %bound3265)
  %call1869 = tail call i32 @llvm.smax.i32(i32 %call1868, i32 0)
  %at1870 = zext nneg i32 %call1869 to i64
  %p1871 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1870
  %v1872 = load float, ptr addrspace(1) %p1871, align 4
  %fmul1873 = fmul float %v1858, %v1872
  %add1874 = add nuw nsw i64 %call1642, 1
  %call1875 = tail call i64 @llvm.smin.i64(i64 %add1874, i64 %call1652)
  %call1879 = tail call i64 @llvm.smin.i64(i64 %call1875, i64 %sub3252)
  %call1880 = tail call i64 @llvm.smax.i64(i64 %call1879, i64 0)
  %p1881 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1880
  %v1882 = load float, ptr addrspace(1) %p1881, align 4
  %call1884 = tail call i64 @llvm.smin.i64(i64 %call1875, i64 %sub3257)
  %call1885 = tail call i64 @llvm.smax.i64(i64 %call1884, i64 0)
  %p1886 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1885
  %v1887 = load i32, ptr addrspace(1) %p1886, align 4
  %call1892 = tail call i32 @llvm.smin.i32(i32 %v1887, i32 %bound3265)
  %call1893 = tail call i32 @llvm.smax.i32(i32 %call1892, i32 0)
  %at1894 = zext nneg i32 %call1893 to i64
  %p1895 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1894
  %v1896 = load float, ptr addrspace(1) %p1895, align 4
  %fmul1897 = fmul float %v1882, %v1896
  %cmp1898 = icmp sgt i64 %sel1630, 1
  %fadd1899 = fadd reassoc contract float %fmul3697, %fmul1849
  %sel1900 = select i1 %cmp1898, float %fadd1899, float %fmul3697
  %cmp1901 = icmp sgt i64 %sel1650, 1
  %fadd1902 = fadd reassoc contract float %fmul1873, %fmul1897
  %sel1903 = select i1 %cmp1901, float %fadd1902, float %fmul1873
  br label %endif1693

then1905:                                         ; preds = %then1691
  %add1932 = add nuw nsw i64 %call1622, 1
  %call1933 = tail call i64 @llvm.smin.i64(i64 %add1932, i64 %call1632)
  %call1937 = tail call i64 @llvm.smin.i64(i64 %call1933, i64 %sub3252)
  %call1938 = tail call i64 @llvm.smax.i64(i64 %call1937, i64 0)
  %p1939 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1938
  %v1940 = load float, ptr addrspace(1) %p1939, align 4
  %call1942 = tail call i64 @llvm.smin.i64(i64 %call1933, i64 %sub3257)
  %call1943 = tail call i64 @llvm.smax.i64(i64 %call1942, i64 0)
  %p1944 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1943
  %v1945 = load i32, ptr addrspace(1) %p1944, align 4
  %call1950 = tail call i32 @llvm.smin.i32(i32 %v1945, i32 %bound3265)
  %call1951 = tail call i32 @llvm.smax.i32(i32 %call1950, i32 0)
  %at1952 = zext nneg i32 %call1951 to i64
  %p1953 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1952
  %v1954 = load float, ptr addrspace(1) %p1953, align 4
  %fmul1955 = fmul float %v1940, %v1954
  %add1956 = add nuw nsw i64 %call1622, 2
  %call1957 = tail call i64 @llvm.smin.i64(i64 %add1956, i64 %call1632)
  %call1961 = tail call i64 @llvm.smin.i64(i64 %call1957, i64 %sub3252)
  %call1962 = tail call i64 @llvm.smax.i64(i64 %call1961, i64 0)
  %p1963 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1962
  %v1964 = load float, ptr addrspace(1) %p1963, align 4
  %call1966 = tail call i64 @llvm.smin.i64(i64 %call1957, i64 %sub3257)
  %call1967 = tail call i64 @llvm.smax.i64(i64 %call1966, i64 0)
  %p1968 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1967
  %v1969 = load i32, ptr addrspace(1) %p1968, align 4
  %call1974 = tail call i32 @llvm.smin.i32(i32 %v1969, i32 %bound3265)
  %call1975 = tail call i32 @llvm.smax.i32(i32 %call1974, i32 0)
  %at1976 = zext nneg i32 %call1975 to i64
  %p1977 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1976
  %v1978 = load float, ptr addrspace(1) %p1977, align 4
  %fmul1979 = fmul float %v1964, %v1978
  %call1981 = tail call i64 @llvm.smin.i64(i64 %call1642, i64 %call1652)
  %call1985 = tail call i64 @llvm.smin.i64(i64 %call1981, i64 %sub3252)
  %call1986 = tail call i64 @llvm.smax.i64(i64 %call1985, i64 0)
  %p1987 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1986
  %v1988 = load float, ptr addrspace(1) %p1987, align 4
  %call1990 = tail call i64 @llvm.smin.i64(i64 %call1981, i64 %sub3257)
  %call1991 = tail call i64 @llvm.smax.i64(i64 %call1990, i64 0)
  %p1992 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1991
  %v1993 = load i32, ptr addrspace(1) %p1992, align 4
  %call1998 = tail call i32 @llvm.smin.i32(i32 %v1993, i32 %bound3265)
  %call1999 = tail call i32 @llvm.smax.i32(i32 %call1998, i32 0)
  %at2000 = zext nneg i32 %call1999 to i64
  %p2001 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2000
  %v2002 = load float, ptr addrspace(1) %p2001, align 4
  %fmul2003 = fmul float %v1988, %v2002
  %add2004 = add nuw nsw i64 %call1642, 1
  %call2005 = tail call i64 @llvm.smin.i64(i64 %add2004, i64 %call1652)
  %call2009 = tail call i64 @llvm.smin.i64(i64 %call2005, i64 %sub3252)
  %call2010 = tail call i64 @llvm.smax.i64(i64 %call2009, i64 0)
  %p2011 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2010
  %v2012 = load float, ptr addrspace(1) %p2011, align 4
  %call2014 = tail call i64 @llvm.smin.i64(i64 %call2005, i64 %sub3257)
  %call2015 = tail call i64 @llvm.smax.i64(i64 %call2014, i64 0)
  %p2016 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2015
  %v2017 = load i32, ptr addrspace(1) %p2016, align 4
  %call2022 = tail call i32 @llvm.smin.i32(i32 %v2017, i32 %bound3265)
  %call2023 = tail call i32 @llvm.smax.i32(i32 %call2022, i32 0)
  %at2024 = zext nneg i32 %call2023 to i64
  %p2025 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2024
  %v2026 = load float, ptr addrspace(1) %p2025, align 4
  %fmul2027 = fmul float %v2012, %v2026
  %add2028 = add nuw nsw i64 %call1642, 2
  %call2029 = tail call i64 @llvm.smin.i64(i64 %add2028, i64 %call1652)
  %call2033 = tail call i64 @llvm.smin.i64(i64 %call2029, i64 %sub3252)
  %call2034 = tail call i64 @llvm.smax.i64(i64 %call2033, i64 0)
  %p2035 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2034
  %v2036 = load float, ptr addrspace(1) %p2035, align 4
  %call2038 = tail call i64 @llvm.smin.i64(i64 %call2029, i64 %sub3257)
  %call2039 = tail call i64 @llvm.smax.i64(i64 %call2038, i64 0)
  %p2040 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2039
  %v2041 = load i32, ptr addrspace(1) %p2040, align 4
  %call2046 = tail call i32 @llvm.smin.i32(i32 %v2041, i32 %bound3265)
  %call2047 = tail call i32 @llvm.smax.i32(i32 %call2046, i32 0)
  %at2048 = zext nneg i32 %call2047 to i64
  %p2049 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2048
  %v2050 = load float, ptr addrspace(1) %p2049, align 4
  %fmul2051 = fmul float %v2036, %v2050
  %cmp2052 = icmp sgt i64 %sel1630, 1
  %fadd2053 = fadd reassoc contract float %fmul3697, %fmul1955
  %sel2054 = select i1 %cmp2052, float %fadd2053, float %fmul3697
  %cmp2055 = icmp sgt i64 %sel1630, 2
  %fadd2056 = fadd reassoc contract float %sel2054, %fmul1979
  %sel2057 = select i1 %cmp2055, float %fadd2056, float %sel2054
  %cmp2058 = icmp sgt i64 %sel1650, 1
  %fadd2059 = fadd reassoc contract float %fmul2003, %fmul2027
  %sel2060 = select i1 %cmp2058, float %fadd2059, float %fmul2003
  %cmp2061 = icmp sgt i64 %sel1650, 2
  %fadd2062 = fadd reassoc contract float %sel2060, %fmul2051
  %sel2063 = select i1 %cmp2061, float %fadd2062, float %sel2060
  br label %endif1693

then2065:                                         ; preds = %then1691
  %add2092 = add nuw nsw i64 %call1622, 1
  %call2093 = tail call i64 @llvm.smin.i64(i64 %add2092, i64 %call1632)
  %call2097 = tail call i64 @llvm.smin.i64(i64 %call2093, i64 %sub3252)
  %call2098 = tail call i64 @llvm.smax.i64(i64 %call2097, i64 0)
  %p2099 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2098
  %v2100 = load float, ptr addrspace(1) %p2099, align 4
  %call2102 = tail call i64 @llvm.smin.i64(i64 %call2093, i64 %sub3257)
  %call2103 = tail call i64 @llvm.smax.i64(i64 %call2102, i64 0)
  %p2104 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2103
  %v2105 = load i32, ptr addrspace(1) %p2104, align 4
  %call2110 = tail call i32 @llvm.smin.i32(i32 %v2105, i32 %bound3265)
  %call2111 = tail call i32 @llvm.smax.i32(i32 %call2110, i32 0)
  %at2112 = zext nneg i32 %call2111 to i64
  %p2113 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2112
  %v2114 = load float, ptr addrspace(1) %p2113, align 4
  %fmul2115 = fmul float %v2100, %v2114
  %add2116 = add nuw nsw i64 %call1622, 2
  %call2117 = tail call i64 @llvm.smin.i64(i64 %add2116, i64 %call1632)
  %call2121 = tail call i64 @llvm.smin.i64(i64 %call2117, i64 %sub3252)
  %call2122 = tail call i64 @llvm.smax.i64(i64 %call2121, i64 0)
  %p2123 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2122
  %v2124 = load float, ptr addrspace(1) %p2123, align 4
  %call2126 = tail call i64 @llvm.smin.i64(i64 %call2117, i64 %sub3257)
  %call2127 = tail call i64 @llvm.smax.i64(i64 %call2126, i64 0)
  %p2128 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2127
  %v2129 = load i32, ptr addrspace(1) %p2128, align 4
  %call2134 = tail call i32 @llvm.smin.i32(i32 %v2129, i32 %bound3265)
  %call2135 = tail call i32 @llvm.smax.i32(i32 %call2134, i32 0)
  %at2136 = zext nneg i32 %call2135 to i64
  %p2137 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2136
  %v2138 = load float, ptr addrspace(1) %p2137, align 4
  %fmul2139 = fmul float %v2124, %v2138
  %add2140 = add nuw nsw i64 %call1622, 3
  %call2141 = tail call i64 @llvm.smin.i64(i64 %add2140, i64 %call1632)
  %call2145 = tail call i64 @llvm.smin.i64(i64 %call2141, i64 %sub3252)
  %call2146 = tail call i64 @llvm.smax.i64(i64 %call2145, i64 0)
  %p2147 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2146
  %v2148 = load float, ptr addrspace(1) %p2147, align 4
  %call2150 = tail call i64 @llvm.smin.i64(i64 %call2141, i64 %sub3257)
  %call2151 = tail call i64 @llvm.smax.i64(i64 %call2150, i64 0)
  %p2152 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2151
  %v2153 = load i32, ptr addrspace(1) %p2152, align 4
  %call2158 = tail call i32 @llvm.smin.i32(i32 %v2153, i32 %bound3265)
  %call2159 = tail call i32 @llvm.smax.i32(i32 %call2158, i32 0)
  %at2160 = zext nneg i32 %call2159 to i64
  %p2161 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2160
  %v2162 = load float, ptr addrspace(1) %p2161, align 4
  %fmul2163 = fmul float %v2148, %v2162
  %call2165 = tail call i64 @llvm.smin.i64(i64 %call1642, i64 %call1652)
  %call2169 = tail call i64 @llvm.smin.i64(i64 %call2165, i64 %sub3252)
  %call2170 = tail call i64 @llvm.smax.i64(i64 %call2169, i64 0)
  %p2171 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2170
  %v2172 = load float, ptr addrspace(1) %p2171, align 4
  %call2174 = tail call i64 @llvm.smin.i64(i64 %call2165, i64 %sub3257)
  %call2175 = tail call i64 @llvm.smax.i64(i64 %call2174, i64 0)
  %p2176 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2175
  %v2177 = load i32, ptr addrspace(1) %p2176, align 4
  %call2182 = tail call i32 @llvm.smin.i32(i32 %v2177, i32 %bound3265)
  %call2183 = tail call i32 @llvm.smax.i32(i32 %call2182, i32 0)
  %at2184 = zext nneg i32 %call2183 to i64
  %p2185 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2184
  %v2186 = load float, ptr addrspace(1) %p2185, align 4
  %fmul2187 = fmul float %v2172, %v2186
  %add2188 = add nuw nsw i64 %call1642, 1
  %call2189 = tail call i64 @llvm.smin.i64(i64 %add2188, i64 %call1652)
  %call2193 = tail call i64 @llvm.smin.i64(i64 %call2189, i64 %sub3252)
  %call2194 = tail call i64 @llvm.smax.i64(i64 %call2193, i64 0)
  %p2195 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2194
  %v2196 = load float, ptr addrspace(1) %p2195, align 4
  %call2198 = tail call i64 @llvm.smin.i64(i64 %call2189, i64 %sub3257)
  %call2199 = tail call i64 @llvm.smax.i64(i64 %call2198, i64 0)
  %p2200 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2199
  %v2201 = load i32, ptr addrspace(1) %p2200, align 4
  %call2206 = tail call i32 @llvm.smin.i32(i32 %v2201, i32 %bound3265)
  %call2207 = tail call i32 @llvm.smax.i32(i32 %call2206, i32 0)
  %at2208 = zext nneg i32 %call2207 to i64
  %p2209 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2208
  %v2210 = load float, ptr addrspace(1) %p2209, align 4
  %fmul2211 = fmul float %v2196, %v2210
  %add2212 = add nuw nsw i64 %call1642, 2
  %call2213 = tail call i64 @llvm.smin.i64(i64 %add2212, i64 %call1652)
  %call2217 = tail call i64 @llvm.smin.i64(i64 %call2213, i64 %sub3252)
  %call2218 = tail call i64 @llvm.smax.i64(i64 %call2217, i64 0)
  %p2219 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2218
  %v2220 = load float, ptr addrspace(1) %p2219, align 4
  %call2222 = tail call i64 @llvm.smin.i64(i64 %call2213, i64 %sub3257)
  %call2223 = tail call i64 @llvm.smax.i64(i64 %call2222, i64 0)
  %p2224 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2223
  %v2225 = load i32, ptr addrspace(1) %p2224, align 4
  %call2230 = tail call i32 @llvm.smin.i32(i32 %v2225, i32 %bound3265)
  %call2231 = tail call i32 @llvm.smax.i32(i32 %call2230, i32 0)
  %at2232 = zext nneg i32 %call2231 to i64
  %p2233 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2232
  %v2234 = load float, ptr addrspace(1) %p2233, align 4
  %fmul2235 = fmul float %v2220, %v2234
  %add2236 = add nuw nsw i64 %call1642, 3
  %call2237 = tail call i64 @llvm.smin.i64(i64 %add2236, i64 %call1652)
  %call2241 = tail call i64 @llvm.smin.i64(i64 %call2237, i64 %sub3252)
  %call2242 = tail call i64 @llvm.smax.i64(i64 %call2241, i64 0)
  %p2243 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2242
  %v2244 = load float, ptr addrspace(1) %p2243, align 4
  %call2246 = tail call i64 @llvm.smin.i64(i64 %call2237, i64 %sub3257)
  %call2247 = tail call i64 @llvm.smax.i64(i64 %call2246, i64 0)
  %p2248 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2247
  %v2249 = load i32, ptr addrspace(1) %p2248, align 4
  %call2254 = tail call i32 @llvm.smin.i32(i32 %v2249, i32 %bound3265)
  %call2255 = tail call i32 @llvm.smax.i32(i32 %call2254, i32 0)
  %at2256 = zext nneg i32 %call2255 to i64
  %p2257 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2256
  %v2258 = load float, ptr addrspace(1) %p2257, align 4
  %fmul2259 = fmul float %v2244, %v2258
  %cmp2260 = icmp sgt i64 %sel1630, 1
  %fadd2261 = fadd reassoc contract float %fmul3697, %fmul2115
  %sel2262 = select i1 %cmp2260, float %fadd2261, float %fmul3697
  %cmp2263 = icmp sgt i64 %sel1630, 2
  %fadd2264 = fadd reassoc contract float %sel2262, %fmul2139
  %sel2265 = select i1 %cmp2263, float %fadd2264, float %sel2262
  %cmp2266 = icmp sgt i64 %sel1630, 3
  %fadd2267 = fadd reassoc contract float %sel2265, %fmul2163
  %sel2268 = select i1 %cmp2266, float %fadd2267, float %sel2265
  %cmp2269 = icmp sgt i64 %sel1650, 1
  %fadd2270 = fadd reassoc contract float %fmul2187, %fmul2211
  %sel2271 = select i1 %cmp2269, float %fadd2270, float %fmul2187
  %cmp2272 = icmp sgt i64 %sel1650, 2
  %fadd2273 = fadd reassoc contract float %sel2271, %fmul2235
  %sel2274 = select i1 %cmp2272, float %fadd2273, float %sel2271
  %cmp2275 = icmp sgt i64 %sel1650, 3
  %fadd2276 = fadd reassoc contract float %sel2274, %fmul2259
  %sel2277 = select i1 %cmp2275, float %fadd2276, float %sel2274
  br label %endif1693

then2279:                                         ; preds = %then1691
  %add2306 = add nuw nsw i64 %call1622, 1
  %call2307 = tail call i64 @llvm.smin.i64(i64 %add2306, i64 %call1632)
  %call2311 = tail call i64 @llvm.smin.i64(i64 %call2307, i64 %sub3252)
  %call2312 = tail call i64 @llvm.smax.i64(i64 %call2311, i64 0)
  %p2313 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2312
  %v2314 = load float, ptr addrspace(1) %p2313, align 4
  %call2316 = tail call i64 @llvm.smin.i64(i64 %call2307, i64 %sub3257)
  %call2317 = tail call i64 @llvm.smax.i64(i64 %call2316, i64 0)
  %p2318 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2317
  %v2319 = load i32, ptr addrspace(1) %p2318, align 4
  %call2324 = tail call i32 @llvm.smin.i32(i32 %v2319, i32 %bound3265)
  %call2325 = tail call i32 @llvm.smax.i32(i32 %call2324, i32 0)
  %at2326 = zext nneg i32 %call2325 to i64
  %p2327 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2326
  %v2328 = load float, ptr addrspace(1) %p2327, align 4
  %fmul2329 = fmul float %v2314, %v2328
  %add2330 = add nuw nsw i64 %call1622, 2
  %call2331 = tail call i64 @llvm.smin.i64(i64 %add2330, i64 %call1632)
  %call2335 = tail call i64 @llvm.smin.i64(i64 %call2331, i64 %sub3252)
  %call2336 = tail call i64 @llvm.smax.i64(i64 %call2335, i64 0)
  %p2337 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2336
  %v2338 = load float, ptr addrspace(1) %p2337, align 4
  %call2340 = tail call i64 @llvm.smin.i64(i64 %call2331, i64 %sub3257)
  %call2341 = tail call i64 @llvm.smax.i64(i64 %call2340, i64 0)
  %p2342 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2341
  %v2343 = load i32, ptr addrspace(1) %p2342, align 4
  %call2348 = tail call i32 @llvm.smin.i32(i32 %v2343, i32 %bound3265)
  %call2349 = tail call i32 @llvm.smax.i32(i32 %call2348, i32 0)
  %at2350 = zext nneg i32 %call2349 to i64
  %p2351 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2350
  %v2352 = load float, ptr addrspace(1) %p2351, align 4
  %fmul2353 = fmul float %v2338, %v2352
  %add2354 = add nuw nsw i64 %call1622, 3
  %call2355 = tail call i64 @llvm.smin.i64(i64 %add2354, i64 %call1632)
  %call2359 = tail call i64 @llvm.smin.i64(i64 %call2355, i64 %sub3252)
  %call2360 = tail call i64 @llvm.smax.i64(i64 %call2359, i64 0)
  %p2361 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2360
  %v2362 = load float, ptr addrspace(1) %p2361, align 4
  %call2364 = tail call i64 @llvm.smin.i64(i64 %call2355, i64 %sub3257)
  %call2365 = tail call i64 @llvm.smax.i64(i64 %call2364, i64 0)
  %p2366 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2365
  %v2367 = load i32, ptr addrspace(1) %p2366, align 4
  %call2372 = tail call i32 @llvm.smin.i32(i32 %v2367, i32 %bound3265)
  %call2373 = tail call i32 @llvm.smax.i32(i32 %call2372, i32 0)
  %at2374 = zext nneg i32 %call2373 to i64
  %p2375 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2374
  %v2376 = load float, ptr addrspace(1) %p2375, align 4
  %fmul2377 = fmul float %v2362, %v2376
  %add2378 = add nuw nsw i64 %call1622, 4
  %call2379 = tail call i64 @llvm.smin.i64(i64 %add2378, i64 %call1632)
  %call2383 = tail call i64 @llvm.smin.i64(i64 %call2379, i64 %sub3252)
  %call2384 = tail call i64 @llvm.smax.i64(i64 %call2383, i64 0)
  %p2385 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2384
  %v2386 = load float, ptr addrspace(1) %p2385, align 4
  %call2388 = tail call i64 @llvm.smin.i64(i64 %call2379, i64 %sub3257)
  %call2389 = tail call i64 @llvm.smax.i64(i64 %call2388, i64 0)
  %p2390 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2389
  %v2391 = load i32, ptr addrspace(1) %p2390, align 4
  %call2396 = tail call i32 @llvm.smin.i32(i32 %v2391, i32 %bound3265)
  %call2397 = tail call i32 @llvm.smax.i32(i32 %call2396, i32 0)
  %at2398 = zext nneg i32 %call2397 to i64
  %p2399 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2398
  %v2400 = load float, ptr addrspace(1) %p2399, align 4
  %fmul2401 = fmul float %v2386, %v2400
  %call2403 = tail call i64 @llvm.smin.i64(i64 %call1642, i64 %call1652)
  %call2407 = tail call i64 @llvm.smin.i64(i64 %call2403, i64 %sub3252)
  %call2408 = tail call i64 @llvm.smax.i64(i64 %call2407, i64 0)
  %p2409 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2408
  %v2410 = load float, ptr addrspace(1) %p2409, align 4
  %call2412 = tail call i64 @llvm.smin.i64(i64 %call2403, i64 %sub3257)
  %call2413 = tail call i64 @llvm.smax.i64(i64 %call2412, i64 0)
  %p2414 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2413
  %v2415 = load i32, ptr addrspace(1) %p2414, align 4
  %call2420 = tail call i32 @llvm.smin.i32(i32 %v2415, i32 %bound3265)
  %call2421 = tail call i32 @llvm.smax.i32(i32 %call2420, i32 0)
  %at2422 = zext nneg i32 %call2421 to i64
  %p2423 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2422
  %v2424 = load float, ptr addrspace(1) %p2423, align 4
  %fmul2425 = fmul float %v2410, %v2424
  %add2426 = add nuw nsw i64 %call1642, 1
  %call2427 = tail call i64 @llvm.smin.i64(i64 %add2426, i64 %call1652)
  %call2431 = tail call i64 @llvm.smin.i64(i64 %call2427, i64 %sub3252)
  %call2432 = tail call i64 @llvm.smax.i64(i64 %call2431, i64 0)
  %p2433 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2432
  %v2434 = load float, ptr addrspace(1) %p2433, align 4
  %call2436 = tail call i64 @llvm.smin.i64(i64 %call2427, i64 %sub3257)
  %call2437 = tail call i64 @llvm.smax.i64(i64 %call2436, i64 0)
  %p2438 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2437
  %v2439 = load i32, ptr addrspace(1) %p2438, align 4
  %call2444 = tail call i32 @llvm.smin.i32(i32 %v2439, i32 %bound3265)
  %call2445 = tail call i32 @llvm.smax.i32(i32 %call2444, i32 0)
  %at2446 = zext nneg i32 %call2445 to i64
  %p2447 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2446
  %v2448 = load float, ptr addrspace(1) %p2447, align 4
  %fmul2449 = fmul float %v2434, %v2448
  %add2450 = add nuw nsw i64 %call1642, 2
  %call2451 = tail call i64 @llvm.smin.i64(i64 %add2450, i64 %call1652)
  %call2455 = tail call i64 @llvm.smin.i64(i64 %call2451, i64 %sub3252)
  %call2456 = tail call i64 @llvm.smax.i64(i64 %call2455, i64 0)
  %p2457 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2456
  %v2458 = load float, ptr addrspace(1) %p2457, align 4
  %call2460 = tail call i64 @llvm.smin.i64(i64 %call2451, i64 %sub3257)
  %call2461 = tail call i64 @llvm.smax.i64(i64 %call2460, i64 0)
  %p2462 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2461
  %v2463 = load i32, ptr addrspace(1) %p2462, align 4
  %call2468 = tail call i32 @llvm.smin.i32(i32 %v2463, i32 %bound3265)
  %call2469 = tail call i32 @llvm.smax.i32(i32 %call2468, i32 0)
  %at2470 = zext nneg i32 %call2469 to i64
  %p2471 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2470
  %v2472 = load float, ptr addrspace(1) %p2471, align 4
  %fmul2473 = fmul float %v2458, %v2472
  %add2474 = add nuw nsw i64 %call1642, 3
  %call2475 = tail call i64 @llvm.smin.i64(i64 %add2474, i64 %call1652)
  %call2479 = tail call i64 @llvm.smin.i64(i64 %call2475, i64 %sub3252)
  %call2480 = tail call i64 @llvm.smax.i64(i64 %call2479, i64 0)
  %p2481 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2480
  %v2482 = load float, ptr addrspace(1) %p2481, align 4
  %call2484 = tail call i64 @llvm.smin.i64(i64 %call2475, i64 %sub3257)
  %call2485 = tail call i64 @llvm.smax.i64(i64 %call2484, i64 0)
  %p2486 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2485
  %v2487 = load i32, ptr addrspace(1) %p2486, align 4
  %call2492 = tail call i32 @llvm.smin.i32(i32 %v2487, i32 %bound3265)
  %call2493 = tail call i32 @llvm.smax.i32(i32 %call2492, i32 0)
  %at2494 = zext nneg i32 %call2493 to i64
  %p2495 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2494
  %v2496 = load float, ptr addrspace(1) %p2495, align 4
  %fmul2497 = fmul float %v2482, %v2496
  %add2498 = add nuw nsw i64 %call1642, 4
  %call2499 = tail call i64 @llvm.smin.i64(i64 %add2498, i64 %call1652)
  %call2503 = tail call i64 @llvm.smin.i64(i64 %call2499, i64 %sub3252)
  %call2504 = tail call i64 @llvm.smax.i64(i64 %call2503, i64 0)
  %p2505 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2504
  %v2506 = load float, ptr addrspace(1) %p2505, align 4
  %call2508 = tail call i64 @llvm.smin.i64(i64 %call2499, i64 %sub3257)
  %call2509 = tail call i64 @llvm.smax.i64(i64 %call2508, i64 0)
  %p2510 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2509
  %v2511 = load i32, ptr addrspace(1) %p2510, align 4
  %call2516 = tail call i32 @llvm.smin.i32(i32 %v2511, i32 %bound3265)
  %call2517 = tail call i32 @llvm.smax.i32(i32 %call2516, i32 0)
  %at2518 = zext nneg i32 %call2517 to i64
  %p2519 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2518
  %v2520 = load float, ptr addrspace(1) %p2519, align 4
  %fmul2521 = fmul float %v2506, %v2520
  %cmp2522 = icmp sgt i64 %sel1630, 1
  %fadd2523 = fadd reassoc contract float %fmul3697, %fmul2329
  %sel2524 = select i1 %cmp2522, float %fadd2523, float %fmul3697
  %cmp2525 = icmp sgt i64 %sel1630, 2
  %fadd2526 = fadd reassoc contract float %sel2524, %fmul2353
  %sel2527 = select i1 %cmp2525, float %fadd2526, float %sel2524
  %cmp2528 = icmp sgt i64 %sel1630, 3
  %fadd2529 = fadd reassoc contract float %sel2527, %fmul2377
  %sel2530 = select i1 %cmp2528, float %fadd2529, float %sel2527
  %cmp2531 = icmp sgt i64 %sel1630, 4
  %fadd2532 = fadd reassoc contract float %sel2530, %fmul2401
  %sel2533 = select i1 %cmp2531, float %fadd2532, float %sel2530
  %cmp2534 = icmp sgt i64 %sel1650, 1
  %fadd2535 = fadd reassoc contract float %fmul2425, %fmul2449
  %sel2536 = select i1 %cmp2534, float %fadd2535, float %fmul2425
  %cmp2537 = icmp sgt i64 %sel1650, 2
  %fadd2538 = fadd reassoc contract float %sel2536, %fmul2473
  %sel2539 = select i1 %cmp2537, float %fadd2538, float %sel2536
  %cmp2540 = icmp sgt i64 %sel1650, 3
  %fadd2541 = fadd reassoc contract float %sel2539, %fmul2497
  %sel2542 = select i1 %cmp2540, float %fadd2541, float %sel2539
  %cmp2543 = icmp sgt i64 %sel1650, 4
  %fadd2544 = fadd reassoc contract float %sel2542, %fmul2521
  %sel2545 = select i1 %cmp2543, float %fadd2544, float %sel2542
  br label %endif1693

then2547:                                         ; preds = %then1691
  %add2574 = add nuw nsw i64 %call1622, 1
  %call2575 = tail call i64 @llvm.smin.i64(i64 %add2574, i64 %call1632)
  %call2579 = tail call i64 @llvm.smin.i64(i64 %call2575, i64 %sub3252)
  %call2580 = tail call i64 @llvm.smax.i64(i64 %call2579, i64 0)
  %p2581 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2580
  %v2582 = load float, ptr addrspace(1) %p2581, align 4
  %call2584 = tail call i64 @llvm.smin.i64(i64 %call2575, i64 %sub3257)
  %call2585 = tail call i64 @llvm.smax.i64(i64 %call2584, i64 0)
  %p2586 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2585
  %v2587 = load i32, ptr addrspace(1) %p2586, align 4
  %call2592 = tail call i32 @llvm.smin.i32(i32 %v2587, i32 %bound3265)
  %call2593 = tail call i32 @llvm.smax.i32(i32 %call2592, i32 0)
  %at2594 = zext nneg i32 %call2593 to i64
  %p2595 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2594
  %v2596 = load float, ptr addrspace(1) %p2595, align 4
  %fmul2597 = fmul float %v2582, %v2596
  %add2598 = add nuw nsw i64 %call1622, 2
  %call2599 = tail call i64 @llvm.smin.i64(i64 %add2598, i64 %call1632)
  %call2603 = tail call i64 @llvm.smin.i64(i64 %call2599, i64 %sub3252)
  %call2604 = tail call i64 @llvm.smax.i64(i64 %call2603, i64 0)
  %p2605 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2604
  %v2606 = load float, ptr addrspace(1) %p2605, align 4
  %call2608 = tail call i64 @llvm.smin.i64(i64 %call2599, i64 %sub3257)
  %call2609 = tail call i64 @llvm.smax.i64(i64 %call2608, i64 0)
  %p2610 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2609
  %v2611 = load i32, ptr addrspace(1) %p2610, align 4
  %call2616 = tail call i32 @llvm.smin.i32(i32 %v2611, i32 %bound3265)
  %call2617 = tail call i32 @llvm.smax.i32(i32 %call2616, i32 0)
  %at2618 = zext nneg i32 %call2617 to i64
  %p2619 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2618
  %v2620 = load float, ptr addrspace(1) %p2619, align 4
  %fmul2621 = fmul float %v2606, %v2620
  %add2622 = add nuw nsw i64 %call1622, 3
  %call2623 = tail call i64 @llvm.smin.i64(i64 %add2622, i64 %call1632)
  %call2627 = tail call i64 @llvm.smin.i64(i64 %call2623, i64 %sub3252)
  %call2628 = tail call i64 @llvm.smax.i64(i64 %call2627, i64 0)
  %p2629 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2628
  %v2630 = load float, ptr addrspace(1) %p2629, align 4
  %call2632 = tail call i64 @llvm.smin.i64(i64 %call2623, i64 %sub3257)
  %call2633 = tail call i64 @llvm.smax.i64(i64 %call2632, i64 0)
  %p2634 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2633
  %v2635 = load i32, ptr addrspace(1) %p2634, align 4
  %call2640 = tail call i32 @llvm.smin.i32(i32 %v2635, i32 %bound3265)
  %call2641 = tail call i32 @llvm.smax.i32(i32 %call2640, i32 0)
  %at2642 = zext nneg i32 %call2641 to i64
  %p2643 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2642
  %v2644 = load float, ptr addrspace(1) %p2643, align 4
  %fmul2645 = fmul float %v2630, %v2644
  %add2646 = add nuw nsw i64 %call1622, 4
  %call2647 = tail call i64 @llvm.smin.i64(i64 %add2646, i64 %call1632)
  %call2651 = tail call i64 @llvm.smin.i64(i64 %call2647, i64 %sub3252)
  %call2652 = tail call i64 @llvm.smax.i64(i64 %call2651, i64 0)
  %p2653 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2652
  %v2654 = load float, ptr addrspace(1) %p2653, align 4
  %call2656 = tail call i64 @llvm.smin.i64(i64 %call2647, i64 %sub3257)
  %call2657 = tail call i64 @llvm.smax.i64(i64 %call2656, i64 0)
  %p2658 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2657
  %v2659 = load i32, ptr addrspace(1) %p2658, align 4
  %call2664 = tail call i32 @llvm.smin.i32(i32 %v2659, i32 %bound3265)
  %call2665 = tail call i32 @llvm.smax.i32(i32 %call2664, i32 0)
  %at2666 = zext nneg i32 %call2665 to i64
  %p2667 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2666
  %v2668 = load float, ptr addrspace(1) %p2667, align 4
  %fmul2669 = fmul float %v2654, %v2668
  %add2670 = add nuw nsw i64 %call1622, 5
  %call2671 = tail call i64 @llvm.smin.i64(i64 %add2670, i64 %call1632)
  %call2675 = tail call i64 @llvm.smin.i64(i64 %call2671, i64 %sub3252)
  %call2676 = tail call i64 @llvm.smax.i64(i64 %call2675, i64 0)
  %p2677 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2676
  %v2678 = load float, ptr addrspace(1) %p2677, align 4
  %call2680 = tail call i64 @llvm.smin.i64(i64 %call2671, i64 %sub3257)
  %call2681 = tail call i64 @llvm.smax.i64(i64 %call2680, i64 0)
  %p2682 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2681
  %v2683 = load i32, ptr addrspace(1) %p2682, align 4
  %call2688 = tail call i32 @llvm.smin.i32(i32 %v2683, i32 %bound3265)
  %call2689 = tail call i32 @llvm.smax.i32(i32 %call2688, i32 0)
  %at2690 = zext nneg i32 %call2689 to i64
  %p2691 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2690
  %v2692 = load float, ptr addrspace(1) %p2691, align 4
  %fmul2693 = fmul float %v2678, %v2692
  %call2695 = tail call i64 @llvm.smin.i64(i64 %call1642, i64 %call1652)
  %call2699 = tail call i64 @llvm.smin.i64(i64 %call2695, i64 %sub3252)
  %call2700 = tail call i64 @llvm.smax.i64(i64 %call2699, i64 0)
  %p2701 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2700
  %v2702 = load float, ptr addrspace(1) %p2701, align 4
  %call2704 = tail call i64 @llvm.smin.i64(i64 %call2695, i64 %sub3257)
  %call2705 = tail call i64 @llvm.smax.i64(i64 %call2704, i64 0)
  %p2706 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2705
  %v2707 = load i32, ptr addrspace(1) %p2706, align 4
  %call2712 = tail call i32 @llvm.smin.i32(i32 %v2707, i32 %bound3265)
  %call2713 = tail call i32 @llvm.smax.i32(i32 %call2712, i32 0)
  %at2714 = zext nneg i32 %call2713 to i64
  %p2715 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2714
  %v2716 = load float, ptr addrspace(1) %p2715, align 4
  %fmul2717 = fmul float %v2702, %v2716
  %add2718 = add nuw nsw i64 %call1642, 1
  %call2719 = tail call i64 @llvm.smin.i64(i64 %add2718, i64 %call1652)
  %call2723 = tail call i64 @llvm.smin.i64(i64 %call2719, i64 %sub3252)
  %call2724 = tail call i64 @llvm.smax.i64(i64 %call2723, i64 0)
  %p2725 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2724
  %v2726 = load float, ptr addrspace(1) %p2725, align 4
  %call2728 = tail call i64 @llvm.smin.i64(i64 %call2719, i64 %sub3257)
  %call2729 = tail call i64 @llvm.smax.i64(i64 %call2728, i64 0)
  %p2730 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2729
  %v2731 = load i32, ptr addrspace(1) %p2730, align 4
  %call2736 = tail call i32 @llvm.smin.i32(i32 %v2731, i32 %bound3265)
  %call2737 = tail call i32 @llvm.smax.i32(i32 %call2736, i32 0)
  %at2738 = zext nneg i32 %call2737 to i64
  %p2739 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2738
  %v2740 = load float, ptr addrspace(1) %p2739, align 4
  %fmul2741 = fmul float %v2726, %v2740
  %add2742 = add nuw nsw i64 %call1642, 2
  %call2743 = tail call i64 @llvm.smin.i64(i64 %add2742, i64 %call1652)
  %call2747 = tail call i64 @llvm.smin.i64(i64 %call2743, i64 %sub3252)
  %call2748 = tail call i64 @llvm.smax.i64(i64 %call2747, i64 0)
  %p2749 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2748
  %v2750 = load float, ptr addrspace(1) %p2749, align 4
  %call2752 = tail call i64 @llvm.smin.i64(i64 %call2743, i64 %sub3257)
  %call2753 = tail call i64 @llvm.smax.i64(i64 %call2752, i64 0)
  %p2754 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2753
  %v2755 = load i32, ptr addrspace(1) %p2754, align 4
  %call2760 = tail call i32 @llvm.smin.i32(i32 %v2755, i32 %bound3265)
  %call2761 = tail call i32 @llvm.smax.i32(i32 %call2760, i32 0)
  %at2762 = zext nneg i32 %call2761 to i64
  %p2763 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2762
  %v2764 = load float, ptr addrspace(1) %p2763, align 4
  %fmul2765 = fmul float %v2750, %v2764
  %add2766 = add nuw nsw i64 %call1642, 3
  %call2767 = tail call i64 @llvm.smin.i64(i64 %add2766, i64 %call1652)
  %call2771 = tail call i64 @llvm.smin.i64(i64 %call2767, i64 %sub3252)
  %call2772 = tail call i64 @llvm.smax.i64(i64 %call2771, i64 0)
  %p2773 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2772
  %v2774 = load float, ptr addrspace(1) %p2773, align 4
  %call2776 = tail call i64 @llvm.smin.i64(i64 %call2767, i64 %sub3257)
  %call2777 = tail call i64 @llvm.smax.i64(i64 %call2776, i64 0)
  %p2778 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2777
  %v2779 = load i32, ptr addrspace(1) %p2778, align 4
  %call2784 = tail call i32 @llvm.smin.i32(i32 %v2779, i32 %bound3265)
  %call2785 = tail call i32 @llvm.smax.i32(i32 %call2784, i32 0)
  %at2786 = zext nneg i32 %call2785 to i64
  %p2787 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2786
  %v2788 = load float, ptr addrspace(1) %p2787, align 4
  %fmul2789 = fmul float %v2774, %v2788
  %add2790 = add nuw nsw i64 %call1642, 4
  %call2791 = tail call i64 @llvm.smin.i64(i64 %add2790, i64 %call1652)
  %call2795 = tail call i64 @llvm.smin.i64(i64 %call2791, i64 %sub3252)
  %call2796 = tail call i64 @llvm.smax.i64(i64 %call2795, i64 0)
  %p2797 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2796
  %v2798 = load float, ptr addrspace(1) %p2797, align 4
  %call2800 = tail call i64 @llvm.smin.i64(i64 %call2791, i64 %sub3257)
  %call2801 = tail call i64 @llvm.smax.i64(i64 %call2800, i64 0)
  %p2802 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2801
  %v2803 = load i32, ptr addrspace(1) %p2802, align 4
  %call2808 = tail call i32 @llvm.smin.i32(i32 %v2803, i32 %bound3265)
  %call2809 = tail call i32 @llvm.smax.i32(i32 %call2808, i32 0)
  %at2810 = zext nneg i32 %call2809 to i64
  %p2811 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2810
  %v2812 = load float, ptr addrspace(1) %p2811, align 4
  %fmul2813 = fmul float %v2798, %v2812
  %add2814 = add nuw nsw i64 %call1642, 5
  %call2815 = tail call i64 @llvm.smin.i64(i64 %add2814, i64 %call1652)
  %call2819 = tail call i64 @llvm.smin.i64(i64 %call2815, i64 %sub3252)
  %call2820 = tail call i64 @llvm.smax.i64(i64 %call2819, i64 0)
  %p2821 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2820
  %v2822 = load float, ptr addrspace(1) %p2821, align 4
  %call2824 = tail call i64 @llvm.smin.i64(i64 %call2815, i64 %sub3257)
  %call2825 = tail call i64 @llvm.smax.i64(i64 %call2824, i64 0)
  %p2826 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2825
  %v2827 = load i32, ptr addrspace(1) %p2826, align 4
  %call2832 = tail call i32 @llvm.smin.i32(i32 %v2827, i32 %bound3265)
  %call2833 = tail call i32 @llvm.smax.i32(i32 %call2832, i32 0)
  %at2834 = zext nneg i32 %call2833 to i64
  %p2835 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2834
  %v2836 = load float, ptr addrspace(1) %p2835, align 4
  %fmul2837 = fmul float %v2822, %v2836
  %cmp2838 = icmp sgt i64 %sel1630, 1
  %fadd2839 = fadd reassoc contract float %fmul3697, %fmul2597
  %sel2840 = select i1 %cmp2838, float %fadd2839, float %fmul3697
  %cmp2841 = icmp sgt i64 %sel1630, 2
  %fadd2842 = fadd reassoc contract float %sel2840, %fmul2621
  %sel2843 = select i1 %cmp2841, float %fadd2842, float %sel2840
  %cmp2844 = icmp sgt i64 %sel1630, 3
  %fadd2845 = fadd reassoc contract float %sel2843, %fmul2645
  %sel2846 = select i1 %cmp2844, float %fadd2845, float %sel2843
  %cmp2847 = icmp sgt i64 %sel1630, 4
  %fadd2848 = fadd reassoc contract float %sel2846, %fmul2669
  %sel2849 = select i1 %cmp2847, float %fadd2848, float %sel2846
  %cmp2850 = icmp sgt i64 %sel1630, 5
  %fadd2851 = fadd reassoc contract float %sel2849, %fmul2693
  %sel2852 = select i1 %cmp2850, float %fadd2851, float %sel2849
  %cmp2853 = icmp sgt i64 %sel1650, 1
  %fadd2854 = fadd reassoc contract float %fmul2717, %fmul2741
  %sel2855 = select i1 %cmp2853, float %fadd2854, float %fmul2717
  %cmp2856 = icmp sgt i64 %sel1650, 2
  %fadd2857 = fadd reassoc contract float %sel2855, %fmul2765
  %sel2858 = select i1 %cmp2856, float %fadd2857, float %sel2855
  %cmp2859 = icmp sgt i64 %sel1650, 3
  %fadd2860 = fadd reassoc contract float %sel2858, %fmul2789
  %sel2861 = select i1 %cmp2859, float %fadd2860, float %sel2858
  %cmp2862 = icmp sgt i64 %sel1650, 4
  %fadd2863 = fadd reassoc contract float %sel2861, %fmul2813
  %sel2864 = select i1 %cmp2862, float %fadd2863, float %sel2861
  %cmp2865 = icmp sgt i64 %sel1650, 5
  %fadd2866 = fadd reassoc contract float %sel2864, %fmul2837
  %sel2867 = select i1 %cmp2865, float %fadd2866, float %sel2864
  br label %endif1693

then2869:                                         ; preds = %then1691
  %add2896 = add nuw nsw i64 %call1622, 1
  %call2897 = tail call i64 @llvm.smin.i64(i64 %add2896, i64 %call1632)
  %call2901 = tail call i64 @llvm.smin.i64(i64 %call2897, i64 %sub3252)
  %call2902 = tail call i64 @llvm.smax.i64(i64 %call2901, i64 0)
  %p2903 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2902
  %v2904 = load float, ptr addrspace(1) %p2903, align 4
  %call2906 = tail call i64 @llvm.smin.i64(i64 %call2897, i64 %sub3257)
  %call2907 = tail call i64 @llvm.smax.i64(i64 %call2906, i64 0)
  %p2908 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2907
  %v2909 = load i32, ptr addrspace(1) %p2908, align 4
  %call2914 = tail call i32 @llvm.smin.i32(i32 %v2909, i32 %bound3265)
  %call2915 = tail call i32 @llvm.smax.i32(i32 %call2914, i32 0)
  %at2916 = zext nneg i32 %call2915 to i64
  %p2917 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2916
  %v2918 = load float, ptr addrspace(1) %p2917, align 4
  %fmul2919 = fmul float %v2904, %v2918
  %add2920 = add nuw nsw i64 %call1622, 2
  %call2921 = tail call i64 @llvm.smin.i64(i64 %add2920, i64 %call1632)
  %call2925 = tail call i64 @llvm.smin.i64(i64 %call2921, i64 %sub3252)
  %call2926 = tail call i64 @llvm.smax.i64(i64 %call2925, i64 0)
  %p2927 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2926
  %v2928 = load float, ptr addrspace(1) %p2927, align 4
  %call2930 = tail call i64 @llvm.smin.i64(i64 %call2921, i64 %sub3257)
  %call2931 = tail call i64 @llvm.smax.i64(i64 %call2930, i64 0)
  %p2932 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2931
  %v2933 = load i32, ptr addrspace(1) %p2932, align 4
  %call2938 = tail call i32 @llvm.smin.i32(i32 %v2933, i32 %bound3265)
  %call2939 = tail call i32 @llvm.smax.i32(i32 %call2938, i32 0)
  %at2940 = zext nneg i32 %call2939 to i64
  %p2941 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2940
  %v2942 = load float, ptr addrspace(1) %p2941, align 4
  %fmul2943 = fmul float %v2928, %v2942
  %add2944 = add nuw nsw i64 %call1622, 3
  %call2945 = tail call i64 @llvm.smin.i64(i64 %add2944, i64 %call1632)
  %call2949 = tail call i64 @llvm.smin.i64(i64 %call2945, i64 %sub3252)
  %call2950 = tail call i64 @llvm.smax.i64(i64 %call2949, i64 0)
  %p2951 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2950
  %v2952 = load float, ptr addrspace(1) %p2951, align 4
  %call2954 = tail call i64 @llvm.smin.i64(i64 %call2945, i64 %sub3257)
  %call2955 = tail call i64 @llvm.smax.i64(i64 %call2954, i64 0)
  %p2956 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2955
  %v2957 = load i32, ptr addrspace(1) %p2956, align 4
  %call2962 = tail call i32 @llvm.smin.i32(i32 %v2957, i32 %bound3265)
  %call2963 = tail call i32 @llvm.smax.i32(i32 %call2962, i32 0)
  %at2964 = zext nneg i32 %call2963 to i64
  %p2965 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2964
  %v2966 = load float, ptr addrspace(1) %p2965, align 4
  %fmul2967 = fmul float %v2952, %v2966
  %add2968 = add nuw nsw i64 %call1622, 4
  %call2969 = tail call i64 @llvm.smin.i64(i64 %add2968, i64 %call1632)
  %call2973 = tail call i64 @llvm.smin.i64(i64 %call2969, i64 %sub3252)
  %call2974 = tail call i64 @llvm.smax.i64(i64 %call2973, i64 0)
  %p2975 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2974
  %v2976 = load float, ptr addrspace(1) %p2975, align 4
  %call2978 = tail call i64 @llvm.smin.i64(i64 %call2969, i64 %sub3257)
  %call2979 = tail call i64 @llvm.smax.i64(i64 %call2978, i64 0)
  %p2980 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2979
  %v2981 = load i32, ptr addrspace(1) %p2980, align 4
  %call2986 = tail call i32 @llvm.smin.i32(i32 %v2981, i32 %bound3265)
  %call2987 = tail call i32 @llvm.smax.i32(i32 %call2986, i32 0)
  %at2988 = zext nneg i32 %call2987 to i64
  %p2989 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2988
  %v2990 = load float, ptr addrspace(1) %p2989, align 4
  %fmul2991 = fmul float %v2976, %v2990
  %add2992 = add nuw nsw i64 %call1622, 5
  %call2993 = tail call i64 @llvm.smin.i64(i64 %add2992, i64 %call1632)
  %call2997 = tail call i64 @llvm.smin.i64(i64 %call2993, i64 %sub3252)
  %call2998 = tail call i64 @llvm.smax.i64(i64 %call2997, i64 0)
  %p2999 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2998
  %v3000 = load float, ptr addrspace(1) %p2999, align 4
  %call3002 = tail call i64 @llvm.smin.i64(i64 %call2993, i64 %sub3257)
  %call3003 = tail call i64 @llvm.smax.i64(i64 %call3002, i64 0)
  %p3004 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3003
  %v3005 = load i32, ptr addrspace(1) %p3004, align 4
  %call3010 = tail call i32 @llvm.smin.i32(i32 %v3005, i32 %bound3265)
  %call3011 = tail call i32 @llvm.smax.i32(i32 %call3010, i32 0)
  %at3012 = zext nneg i32 %call3011 to i64
  %p3013 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3012
  %v3014 = load float, ptr addrspace(1) %p3013, align 4
  %fmul3015 = fmul float %v3000, %v3014
  %add3016 = add nuw nsw i64 %call1622, 6
  %call3017 = tail call i64 @llvm.smin.i64(i64 %add3016, i64 %call1632)
  %call3021 = tail call i64 @llvm.smin.i64(i64 %call3017, i64 %sub3252)
  %call3022 = tail call i64 @llvm.smax.i64(i64 %call3021, i64 0)
  %p3023 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3022
  %v3024 = load float, ptr addrspace(1) %p3023, align 4
  %call3026 = tail call i64 @llvm.smin.i64(i64 %call3017, i64 %sub3257)
  %call3027 = tail call i64 @llvm.smax.i64(i64 %call3026, i64 0)
  %p3028 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3027
  %v3029 = load i32, ptr addrspace(1) %p3028, align 4
  %call3034 = tail call i32 @llvm.smin.i32(i32 %v3029, i32 %bound3265)
  %call3035 = tail call i32 @llvm.smax.i32(i32 %call3034, i32 0)
  %at3036 = zext nneg i32 %call3035 to i64
  %p3037 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3036
  %v3038 = load float, ptr addrspace(1) %p3037, align 4
  %fmul3039 = fmul float %v3024, %v3038
  %call3041 = tail call i64 @llvm.smin.i64(i64 %call1642, i64 %call1652)
  %call3045 = tail call i64 @llvm.smin.i64(i64 %call3041, i64 %sub3252)
  %call3046 = tail call i64 @llvm.smax.i64(i64 %call3045, i64 0)
  %p3047 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3046
  %v3048 = load float, ptr addrspace(1) %p3047, align 4
  %call3050 = tail call i64 @llvm.smin.i64(i64 %call3041, i64 %sub3257)
  %call3051 = tail call i64 @llvm.smax.i64(i64 %call3050, i64 0)
  %p3052 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3051
  %v3053 = load i32, ptr addrspace(1) %p3052, align 4
  %call3058 = tail call i32 @llvm.smin.i32(i32 %v3053, i32 %bound3265)
  %call3059 = tail call i32 @llvm.smax.i32(i32 %call3058, i32 0)
  %at3060 = zext nneg i32 %call3059 to i64
  %p3061 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3060
  %v3062 = load float, ptr addrspace(1) %p3061, align 4
  %fmul3063 = fmul float %v3048, %v3062
  %add3064 = add nuw nsw i64 %call1642, 1
  %call3065 = tail call i64 @llvm.smin.i64(i64 %add3064, i64 %call1652)
  %call3069 = tail call i64 @llvm.smin.i64(i64 %call3065, i64 %sub3252)
  %call3070 = tail call i64 @llvm.smax.i64(i64 %call3069, i64 0)
  %p3071 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3070
  %v3072 = load float, ptr addrspace(1) %p3071, align 4
  %call3074 = tail call i64 @llvm.smin.i64(i64 %call3065, i64 %sub3257)
  %call3075 = tail call i64 @llvm.smax.i64(i64 %call3074, i64 0)
  %p3076 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3075
  %v3077 = load i32, ptr addrspace(1) %p3076, align 4
  %call3082 = tail call i32 @llvm.smin.i32(i32 %v3077, i32 %bound3265)
  %call3083 = tail call i32 @llvm.smax.i32(i32 %call3082, i32 0)
  %at3084 = zext nneg i32 %call3083 to i64
  %p3085 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3084
  %v3086 = load float, ptr addrspace(1) %p3085, align 4
  %fmul3087 = fmul float %v3072, %v3086
  %add3088 = add nuw nsw i64 %call1642, 2
  %call3089 = tail call i64 @llvm.smin.i64(i64 %add3088, i64 %call1652)
  %call3093 = tail call i64 @llvm.smin.i64(i64 %call3089, i64 %sub3252)
  %call3094 = tail call i64 @llvm.smax.i64(i64 %call3093, i64 0)
  %p3095 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3094
  %v3096 = load float, ptr addrspace(1) %p3095, align 4
  %call3098 = tail call i64 @llvm.smin.i64(i64 %call3089, i64 %sub3257)
  %call3099 = tail call i64 @llvm.smax.i64(i64 %call3098, i64 0)
  %p3100 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3099
  %v3101 = load i32, ptr addrspace(1) %p3100, align 4
  %call3106 = tail call i32 @llvm.smin.i32(i32 %v3101, i32 %bound3265)
  %call3107 = tail call i32 @llvm.smax.i32(i32 %call3106, i32 0)
  %at3108 = zext nneg i32 %call3107 to i64
  %p3109 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3108
  %v3110 = load float, ptr addrspace(1) %p3109, align 4
  %fmul3111 = fmul float %v3096, %v3110
  %add3112 = add nuw nsw i64 %call1642, 3
  %call3113 = tail call i64 @llvm.smin.i64(i64 %add3112, i64 %call1652)
  %call3117 = tail call i64 @llvm.smin.i64(i64 %call3113, i64 %sub3252)
  %call3118 = tail call i64 @llvm.smax.i64(i64 %call3117, i64 0)
  %p3119 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3118
  %v3120 = load float, ptr addrspace(1) %p3119, align 4
  %call3122 = tail call i64 @llvm.smin.i64(i64 %call3113, i64 %sub3257)
  %call3123 = tail call i64 @llvm.smax.i64(i64 %call3122, i64 0)
  %p3124 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3123
  %v3125 = load i32, ptr addrspace(1) %p3124, align 4
  %call3130 = tail call i32 @llvm.smin.i32(i32 %v3125, i32 %bound3265)
  %call3131 = tail call i32 @llvm.smax.i32(i32 %call3130, i32 0)
  %at3132 = zext nneg i32 %call3131 to i64
  %p3133 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3132
  %v3134 = load float, ptr addrspace(1) %p3133, align 4
  %fmul3135 = fmul float %v3120, %v3134
  %add3136 = add nuw nsw i64 %call1642, 4
  %call3137 = tail call i64 @llvm.smin.i64(i64 %add3136, i64 %call1652)
  %call3141 = tail call i64 @llvm.smin.i64(i64 %call3137, i64 %sub3252)
  %call3142 = tail call i64 @llvm.smax.i64(i64 %call3141, i64 0)
  %p3143 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3142
  %v3144 = load float, ptr addrspace(1) %p3143, align 4
  %call3146 = tail call i64 @llvm.smin.i64(i64 %call3137, i64 %sub3257)
  %call3147 = tail call i64 @llvm.smax.i64(i64 %call3146, i64 0)
  %p3148 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3147
  %v3149 = load i32, ptr addrspace(1) %p3148, align 4
  %call3154 = tail call i32 @llvm.smin.i32(i32 %v3149, i32 %bound3265)
  %call3155 = tail call i32 @llvm.smax.i32(i32 %call3154, i32 0)
  %at3156 = zext nneg i32 %call3155 to i64
  %p3157 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3156
  %v3158 = load float, ptr addrspace(1) %p3157, align 4
  %fmul3159 = fmul float %v3144, %v3158
  %add3160 = add nuw nsw i64 %call1642, 5
  %call3161 = tail call i64 @llvm.smin.i64(i64 %add3160, i64 %call1652)
  %call3165 = tail call i64 @llvm.smin.i64(i64 %call3161, i64 %sub3252)
  %call3166 = tail call i64 @llvm.smax.i64(i64 %call3165, i64 0)
  %p3167 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3166
  %v3168 = load float, ptr addrspace(1) %p3167, align 4
  %call3170 = tail call i64 @llvm.smin.i64(i64 %call3161, i64 %sub3257)
  %call3171 = tail call i64 @llvm.smax.i64(i64 %call3170, i64 0)
  %p3172 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3171
  %v3173 = load i32, ptr addrspace(1) %p3172, align 4
  %call3178 = tail call i32 @llvm.smin.i32(i32 %v3173, i32 %bound3265)
  %call3179 = tail call i32 @llvm.smax.i32(i32 %call3178, i32 0)
  %at3180 = zext nneg i32 %call3179 to i64
  %p3181 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3180
  %v3182 = load float, ptr addrspace(1) %p3181, align 4
  %fmul3183 = fmul float %v3168, %v3182
  %add3184 = add nuw nsw i64 %call1642, 6
  %call3185 = tail call i64 @llvm.smin.i64(i64 %add3184, i64 %call1652)
  %call3189 = tail call i64 @llvm.smin.i64(i64 %call3185, i64 %sub3252)
  %call3190 = tail call i64 @llvm.smax.i64(i64 %call3189, i64 0)
  %p3191 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3190
  %v3192 = load float, ptr addrspace(1) %p3191, align 4
  %call3194 = tail call i64 @llvm.smin.i64(i64 %call3185, i64 %sub3257)
  %call3195 = tail call i64 @llvm.smax.i64(i64 %call3194, i64 0)
  %p3196 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3195
  %v3197 = load i32, ptr addrspace(1) %p3196, align 4
  %call3202 = tail call i32 @llvm.smin.i32(i32 %v3197, i32 %bound3265)
  %call3203 = tail call i32 @llvm.smax.i32(i32 %call3202, i32 0)
  %at3204 = zext nneg i32 %call3203 to i64
  %p3205 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3204
  %v3206 = load float, ptr addrspace(1) %p3205, align 4
  %fmul3207 = fmul float %v3192, %v3206
  %cmp3208 = icmp sgt i64 %sel1630, 1
  %fadd3209 = fadd reassoc contract float %fmul3697, %fmul2919
  %sel3210 = select i1 %cmp3208, float %fadd3209, float %fmul3697
  %cmp3211 = icmp sgt i64 %sel1630, 2
  %fadd3212 = fadd reassoc contract float %sel3210, %fmul2943
  %sel3213 = select i1 %cmp3211, float %fadd3212, float %sel3210
  %cmp3214 = icmp sgt i64 %sel1630, 3
  %fadd3215 = fadd reassoc contract float %sel3213, %fmul2967
  %sel3216 = select i1 %cmp3214, float %fadd3215, float %sel3213
  %cmp3217 = icmp sgt i64 %sel1630, 4
  %fadd3218 = fadd reassoc contract float %sel3216, %fmul2991
  %sel3219 = select i1 %cmp3217, float %fadd3218, float %sel3216
  %cmp3220 = icmp sgt i64 %sel1630, 5
  %fadd3221 = fadd reassoc contract float %sel3219, %fmul3015
  %sel3222 = select i1 %cmp3220, float %fadd3221, float %sel3219
  %cmp3223 = icmp sgt i64 %sel1630, 6
  %fadd3224 = fadd reassoc contract float %sel3222, %fmul3039
  %sel3225 = select i1 %cmp3223, float %fadd3224, float %sel3222
  %cmp3226 = icmp sgt i64 %sel1650, 1
  %fadd3227 = fadd reassoc contract float %fmul3063, %fmul3087
  %sel3228 = select i1 %cmp3226, float %fadd3227, float %fmul3063
  %cmp3229 = icmp sgt i64 %sel1650, 2
  %fadd3230 = fadd reassoc contract float %sel3228, %fmul3111
  %sel3231 = select i1 %cmp3229, float %fadd3230, float %sel3228
  %cmp3232 = icmp sgt i64 %sel1650, 3
  %fadd3233 = fadd reassoc contract float %sel3231, %fmul3135
  %sel3234 = select i1 %cmp3232, float %fadd3233, float %sel3231
  %cmp3235 = icmp sgt i64 %sel1650, 4
  %fadd3236 = fadd reassoc contract float %sel3234, %fmul3159
  %sel3237 = select i1 %cmp3235, float %fadd3236, float %sel3234
  %cmp3238 = icmp sgt i64 %sel1650, 5
  %fadd3239 = fadd reassoc contract float %sel3237, %fmul3183
  %sel3240 = select i1 %cmp3238, float %fadd3239, float %sel3237
  %cmp3241 = icmp sgt i64 %sel1650, 6
  %fadd3242 = fadd reassoc contract float %sel3240, %fmul3207
  %sel3243 = select i1 %cmp3241, float %fadd3242, float %sel3240
  br label %endif1693

then3245:                                         ; preds = %then1691
  %add3272 = add nuw nsw i64 %call1622, 1
  %call3273 = tail call i64 @llvm.smin.i64(i64 %add3272, i64 %call1632)
  %call3277 = tail call i64 @llvm.smin.i64(i64 %call3273, i64 %sub3252)
  %call3278 = tail call i64 @llvm.smax.i64(i64 %call3277, i64 0)
  %p3279 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3278
  %v3280 = load float, ptr addrspace(1) %p3279, align 4
  %call3282 = tail call i64 @llvm.smin.i64(i64 %call3273, i64 %sub3257)
  %call3283 = tail call i64 @llvm.smax.i64(i64 %call3282, i64 0)
  %p3284 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3283
  %v3285 = load i32, ptr addrspace(1) %p3284, align 4
  %call3290 = tail call i32 @llvm.smin.i32(i32 %v3285, i32 %bound3265)
  %call3291 = tail call i32 @llvm.smax.i32(i32 %call3290, i32 0)
  %at3292 = zext nneg i32 %call3291 to i64
  %p3293 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3292
  %v3294 = load float, ptr addrspace(1) %p3293, align 4
  %fmul3295 = fmul float %v3280, %v3294
  %add3296 = add nuw nsw i64 %call1622, 2
  %call3297 = tail call i64 @llvm.smin.i64(i64 %add3296, i64 %call1632)
  %call3301 = tail call i64 @llvm.smin.i64(i64 %call3297, i64 %sub3252)
  %call3302 = tail call i64 @llvm.smax.i64(i64 %call3301, i64 0)
  %p3303 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3302
  %v3304 = load float, ptr addrspace(1) %p3303, align 4
  %call3306 = tail call i64 @llvm.smin.i64(i64 %call3297, i64 %sub3257)
  %call3307 = tail call i64 @llvm.smax.i64(i64 %call3306, i64 0)
  %p3308 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3307
  %v3309 = load i32, ptr addrspace(1) %p3308, align 4
  %call3314 = tail call i32 @llvm.smin.i32(i32 %v3309, i32 %bound3265)
  %call3315 = tail call i32 @llvm.smax.i32(i32 %call3314, i32 0)
  %at3316 = zext nneg i32 %call3315 to i64
  %p3317 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3316
  %v3318 = load float, ptr addrspace(1) %p3317, align 4
  %fmul3319 = fmul float %v3304, %v3318
  %add3320 = add nuw nsw i64 %call1622, 3
  %call3321 = tail call i64 @llvm.smin.i64(i64 %add3320, i64 %call1632)
  %call3325 = tail call i64 @llvm.smin.i64(i64 %call3321, i64 %sub3252)
  %call3326 = tail call i64 @llvm.smax.i64(i64 %call3325, i64 0)
  %p3327 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3326
  %v3328 = load float, ptr addrspace(1) %p3327, align 4
  %call3330 = tail call i64 @llvm.smin.i64(i64 %call3321, i64 %sub3257)
  %call3331 = tail call i64 @llvm.smax.i64(i64 %call3330, i64 0)
  %p3332 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3331
  %v3333 = load i32, ptr addrspace(1) %p3332, align 4
  %call3338 = tail call i32 @llvm.smin.i32(i32 %v3333, i32 %bound3265)
  %call3339 = tail call i32 @llvm.smax.i32(i32 %call3338, i32 0)
  %at3340 = zext nneg i32 %call3339 to i64
  %p3341 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3340
  %v3342 = load float, ptr addrspace(1) %p3341, align 4
  %fmul3343 = fmul float %v3328, %v3342
  %add3344 = add nuw nsw i64 %call1622, 4
  %call3345 = tail call i64 @llvm.smin.i64(i64 %add3344, i64 %call1632)
  %call3349 = tail call i64 @llvm.smin.i64(i64 %call3345, i64 %sub3252)
  %call3350 = tail call i64 @llvm.smax.i64(i64 %call3349, i64 0)
  %p3351 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3350
  %v3352 = load float, ptr addrspace(1) %p3351, align 4
  %call3354 = tail call i64 @llvm.smin.i64(i64 %call3345, i64 %sub3257)
  %call3355 = tail call i64 @llvm.smax.i64(i64 %call3354, i64 0)
  %p3356 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3355
  %v3357 = load i32, ptr addrspace(1) %p3356, align 4
  %call3362 = tail call i32 @llvm.smin.i32(i32 %v3357, i32 %bound3265)
  %call3363 = tail call i32 @llvm.smax.i32(i32 %call3362, i32 0)
  %at3364 = zext nneg i32 %call3363 to i64
  %p3365 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3364
  %v3366 = load float, ptr addrspace(1) %p3365, align 4
  %fmul3367 = fmul float %v3352, %v3366
  %add3368 = add nuw nsw i64 %call1622, 5
  %call3369 = tail call i64 @llvm.smin.i64(i64 %add3368, i64 %call1632)
  %call3373 = tail call i64 @llvm.smin.i64(i64 %call3369, i64 %sub3252)
  %call3374 = tail call i64 @llvm.smax.i64(i64 %call3373, i64 0)
  %p3375 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3374
  %v3376 = load float, ptr addrspace(1) %p3375, align 4
  %call3378 = tail call i64 @llvm.smin.i64(i64 %call3369, i64 %sub3257)
  %call3379 = tail call i64 @llvm.smax.i64(i64 %call3378, i64 0)
  %p3380 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3379
  %v3381 = load i32, ptr addrspace(1) %p3380, align 4
  %call3386 = tail call i32 @llvm.smin.i32(i32 %v3381, i32 %bound3265)
  %call3387 = tail call i32 @llvm.smax.i32(i32 %call3386, i32 0)
  %at3388 = zext nneg i32 %call3387 to i64
  %p3389 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3388
  %v3390 = load float, ptr addrspace(1) %p3389, align 4
  %fmul3391 = fmul float %v3376, %v3390
  %add3392 = add nuw nsw i64 %call1622, 6
  %call3393 = tail call i64 @llvm.smin.i64(i64 %add3392, i64 %call1632)
  %call3397 = tail call i64 @llvm.smin.i64(i64 %call3393, i64 %sub3252)
  %call3398 = tail call i64 @llvm.smax.i64(i64 %call3397, i64 0)
  %p3399 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3398
  %v3400 = load float, ptr addrspace(1) %p3399, align 4
  %call3402 = tail call i64 @llvm.smin.i64(i64 %call3393, i64 %sub3257)
  %call3403 = tail call i64 @llvm.smax.i64(i64 %call3402, i64 0)
  %p3404 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3403
  %v3405 = load i32, ptr addrspace(1) %p3404, align 4
  %call3410 = tail call i32 @llvm.smin.i32(i32 %v3405, i32 %bound3265)
  %call3411 = tail call i32 @llvm.smax.i32(i32 %call3410, i32 0)
  %at3412 = zext nneg i32 %call3411 to i64
  %p3413 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3412
  %v3414 = load float, ptr addrspace(1) %p3413, align 4
  %fmul3415 = fmul float %v3400, %v3414
  %add3416 = add nuw nsw i64 %call1622, 7
  %call3417 = tail call i64 @llvm.smin.i64(i64 %add3416, i64 %call1632)
  %call3421 = tail call i64 @llvm.smin.i64(i64 %call3417, i64 %sub3252)
  %call3422 = tail call i64 @llvm.smax.i64(i64 %call3421, i64 0)
  %p3423 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3422
  %v3424 = load float, ptr addrspace(1) %p3423, align 4
  %call3426 = tail call i64 @llvm.smin.i64(i64 %call3417, i64 %sub3257)
  %call3427 = tail call i64 @llvm.smax.i64(i64 %call3426, i64 0)
  %p3428 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3427
  %v3429 = load i32, ptr addrspace(1) %p3428, align 4
  %call3434 = tail call i32 @llvm.smin.i32(i32 %v3429, i32 %bound3265)
  %call3435 = tail call i32 @llvm.smax.i32(i32 %call3434, i32 0)
  %at3436 = zext nneg i32 %call3435 to i64
  %p3437 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3436
  %v3438 = load float, ptr addrspace(1) %p3437, align 4
  %fmul3439 = fmul float %v3424, %v3438
  %call3441 = tail call i64 @llvm.smin.i64(i64 %call1642, i64 %call1652)
  %call3445 = tail call i64 @llvm.smin.i64(i64 %call3441, i64 %sub3252)
  %call3446 = tail call i64 @llvm.smax.i64(i64 %call3445, i64 0)
  %p3447 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3446
  %v3448 = load float, ptr addrspace(1) %p3447, align 4
  %call3450 = tail call i64 @llvm.smin.i64(i64 %call3441, i64 %sub3257)
  %call3451 = tail call i64 @llvm.smax.i64(i64 %call3450, i64 0)
  %p3452 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3451
  %v3453 = load i32, ptr addrspace(1) %p3452, align 4
  %call3458 = tail call i32 @llvm.smin.i32(i32 %v3453, i32 %bound3265)
  %call3459 = tail call i32 @llvm.smax.i32(i32 %call3458, i32 0)
  %at3460 = zext nneg i32 %call3459 to i64
  %p3461 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3460
  %v3462 = load float, ptr addrspace(1) %p3461, align 4
  %fmul3463 = fmul float %v3448, %v3462
  %add3464 = add nuw nsw i64 %call1642, 1
  %call3465 = tail call i64 @llvm.smin.i64(i64 %add3464, i64 %call1652)
  %call3469 = tail call i64 @llvm.smin.i64(i64 %call3465, i64 %sub3252)
  %call3470 = tail call i64 @llvm.smax.i64(i64 %call3469, i64 0)
  %p3471 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3470
  %v3472 = load float, ptr addrspace(1) %p3471, align 4
  %call3474 = tail call i64 @llvm.smin.i64(i64 %call3465, i64 %sub3257)
  %call3475 = tail call i64 @llvm.smax.i64(i64 %call3474, i64 0)
  %p3476 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3475
  %v3477 = load i32, ptr addrspace(1) %p3476, align 4
  %call3482 = tail call i32 @llvm.smin.i32(i32 %v3477, i32 %bound3265)
  %call3483 = tail call i32 @llvm.smax.i32(i32 %call3482, i32 0)
  %at3484 = zext nneg i32 %call3483 to i64
  %p3485 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3484
  %v3486 = load float, ptr addrspace(1) %p3485, align 4
  %fmul3487 = fmul float %v3472, %v3486
  %add3488 = add nuw nsw i64 %call1642, 2
  %call3489 = tail call i64 @llvm.smin.i64(i64 %add3488, i64 %call1652)
  %call3493 = tail call i64 @llvm.smin.i64(i64 %call3489, i64 %sub3252)
  %call3494 = tail call i64 @llvm.smax.i64(i64 %call3493, i64 0)
  %p3495 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3494
  %v3496 = load float, ptr addrspace(1) %p3495, align 4
  %call3498 = tail call i64 @llvm.smin.i64(i64 %call3489, i64 %sub3257)
  %call3499 = tail call i64 @llvm.smax.i64(i64 %call3498, i64 0)
  %p3500 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3499
  %v3501 = load i32, ptr addrspace(1) %p3500, align 4
  %call3506 = tail call i32 @llvm.smin.i32(i32 %v3501, i32 %bound3265)
  %call3507 = tail call i32 @llvm.smax.i32(i32 %call3506, i32 0)
  %at3508 = zext nneg i32 %call3507 to i64
  %p3509 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3508
  %v3510 = load float, ptr addrspace(1) %p3509, align 4
  %fmul3511 = fmul float %v3496, %v3510
  %add3512 = add nuw nsw i64 %call1642, 3
  %call3513 = tail call i64 @llvm.smin.i64(i64 %add3512, i64 %call1652)
  %call3517 = tail call i64 @llvm.smin.i64(i64 %call3513, i64 %sub3252)
  %call3518 = tail call i64 @llvm.smax.i64(i64 %call3517, i64 0)
  %p3519 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3518
  %v3520 = load float, ptr addrspace(1) %p3519, align 4
  %call3522 = tail call i64 @llvm.smin.i64(i64 %call3513, i64 %sub3257)
  %call3523 = tail call i64 @llvm.smax.i64(i64 %call3522, i64 0)
  %p3524 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3523
  %v3525 = load i32, ptr addrspace(1) %p3524, align 4
  %call3530 = tail call i32 @llvm.smin.i32(i32 %v3525, i32 %bound3265)
  %call3531 = tail call i32 @llvm.smax.i32(i32 %call3530, i32 0)
  %at3532 = zext nneg i32 %call3531 to i64
  %p3533 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3532
  %v3534 = load float, ptr addrspace(1) %p3533, align 4
  %fmul3535 = fmul float %v3520, %v3534
  %add3536 = add nuw nsw i64 %call1642, 4
  %call3537 = tail call i64 @llvm.smin.i64(i64 %add3536, i64 %call1652)
  %call3541 = tail call i64 @llvm.smin.i64(i64 %call3537, i64 %sub3252)
  %call3542 = tail call i64 @llvm.smax.i64(i64 %call3541, i64 0)
  %p3543 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3542
  %v3544 = load float, ptr addrspace(1) %p3543, align 4
  %call3546 = tail call i64 @llvm.smin.i64(i64 %call3537, i64 %sub3257)
  %call3547 = tail call i64 @llvm.smax.i64(i64 %call3546, i64 0)
  %p3548 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3547
  %v3549 = load i32, ptr addrspace(1) %p3548, align 4
  %call3554 = tail call i32 @llvm.smin.i32(i32 %v3549, i32 %bound3265)
  %call3555 = tail call i32 @llvm.smax.i32(i32 %call3554, i32 0)
  %at3556 = zext nneg i32 %call3555 to i64
  %p3557 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3556
  %v3558 = load float, ptr addrspace(1) %p3557, align 4
  %fmul3559 = fmul float %v3544, %v3558
  %add3560 = add nuw nsw i64 %call1642, 5
  %call3561 = tail call i64 @llvm.smin.i64(i64 %add3560, i64 %call1652)
  %call3565 = tail call i64 @llvm.smin.i64(i64 %call3561, i64 %sub3252)
  %call3566 = tail call i64 @llvm.smax.i64(i64 %call3565, i64 0)
  %p3567 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3566
  %v3568 = load float, ptr addrspace(1) %p3567, align 4
  %call3570 = tail call i64 @llvm.smin.i64(i64 %call3561, i64 %sub3257)
  %call3571 = tail call i64 @llvm.smax.i64(i64 %call3570, i64 0)
  %p3572 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3571
  %v3573 = load i32, ptr addrspace(1) %p3572, align 4
  %call3578 = tail call i32 @llvm.smin.i32(i32 %v3573, i32 %bound3265)
  %call3579 = tail call i32 @llvm.smax.i32(i32 %call3578, i32 0)
  %at3580 = zext nneg i32 %call3579 to i64
  %p3581 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3580
  %v3582 = load float, ptr addrspace(1) %p3581, align 4
  %fmul3583 = fmul float %v3568, %v3582
  %add3584 = add nuw nsw i64 %call1642, 6
  %call3585 = tail call i64 @llvm.smin.i64(i64 %add3584, i64 %call1652)
  %call3589 = tail call i64 @llvm.smin.i64(i64 %call3585, i64 %sub3252)
  %call3590 = tail call i64 @llvm.smax.i64(i64 %call3589, i64 0)
  %p3591 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3590
  %v3592 = load float, ptr addrspace(1) %p3591, align 4
  %call3594 = tail call i64 @llvm.smin.i64(i64 %call3585, i64 %sub3257)
  %call3595 = tail call i64 @llvm.smax.i64(i64 %call3594, i64 0)
  %p3596 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3595
  %v3597 = load i32, ptr addrspace(1) %p3596, align 4
  %call3602 = tail call i32 @llvm.smin.i32(i32 %v3597, i32 %bound3265)
  %call3603 = tail call i32 @llvm.smax.i32(i32 %call3602, i32 0)
  %at3604 = zext nneg i32 %call3603 to i64
  %p3605 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3604
  %v3606 = load float, ptr addrspace(1) %p3605, align 4
  %fmul3607 = fmul float %v3592, %v3606
  %add3608 = add nuw nsw i64 %call1642, 7
  %call3609 = tail call i64 @llvm.smin.i64(i64 %add3608, i64 %call1652)
  %call3613 = tail call i64 @llvm.smin.i64(i64 %call3609, i64 %sub3252)
  %call3614 = tail call i64 @llvm.smax.i64(i64 %call3613, i64 0)
  %p3615 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3614
  %v3616 = load float, ptr addrspace(1) %p3615, align 4
  %call3618 = tail call i64 @llvm.smin.i64(i64 %call3609, i64 %sub3257)
  %call3619 = tail call i64 @llvm.smax.i64(i64 %call3618, i64 0)
  %p3620 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3619
  %v3621 = load i32, ptr addrspace(1) %p3620, align 4
  %call3626 = tail call i32 @llvm.smin.i32(i32 %v3621, i32 %bound3265)
  %call3627 = tail call i32 @llvm.smax.i32(i32 %call3626, i32 0)
  %at3628 = zext nneg i32 %call3627 to i64
  %p3629 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3628
  %v3630 = load float, ptr addrspace(1) %p3629, align 4
  %fmul3631 = fmul float %v3616, %v3630
  %cmp3632 = icmp sgt i64 %sel1630, 1
  %fadd3633 = fadd reassoc contract float %fmul3697, %fmul3295
  %sel3634 = select i1 %cmp3632, float %fadd3633, float %fmul3697
  %cmp3635 = icmp sgt i64 %sel1630, 2
  %fadd3636 = fadd reassoc contract float %sel3634, %fmul3319
  %sel3637 = select i1 %cmp3635, float %fadd3636, float %sel3634
  %cmp3638 = icmp sgt i64 %sel1630, 3
  %fadd3639 = fadd reassoc contract float %sel3637, %fmul3343
  %sel3640 = select i1 %cmp3638, float %fadd3639, float %sel3637
  %cmp3641 = icmp sgt i64 %sel1630, 4
  %fadd3642 = fadd reassoc contract float %sel3640, %fmul3367
  %sel3643 = select i1 %cmp3641, float %fadd3642, float %sel3640
  %cmp3644 = icmp sgt i64 %sel1630, 5
  %fadd3645 = fadd reassoc contract float %sel3643, %fmul3391
  %sel3646 = select i1 %cmp3644, float %fadd3645, float %sel3643
  %cmp3647 = icmp sgt i64 %sel1630, 6
  %fadd3648 = fadd reassoc contract float %sel3646, %fmul3415
  %sel3649 = select i1 %cmp3647, float %fadd3648, float %sel3646
  %cmp3650 = icmp sgt i64 %sel1630, 7
  %fadd3651 = fadd reassoc contract float %sel3649, %fmul3439
  %sel3652 = select i1 %cmp3650, float %fadd3651, float %sel3649
  %cmp3653 = icmp sgt i64 %sel1650, 1
  %fadd3654 = fadd reassoc contract float %fmul3463, %fmul3487
  %sel3655 = select i1 %cmp3653, float %fadd3654, float %fmul3463
  %cmp3656 = icmp sgt i64 %sel1650, 2
  %fadd3657 = fadd reassoc contract float %sel3655, %fmul3511
  %sel3658 = select i1 %cmp3656, float %fadd3657, float %sel3655
  %cmp3659 = icmp sgt i64 %sel1650, 3
  %fadd3660 = fadd reassoc contract float %sel3658, %fmul3535
  %sel3661 = select i1 %cmp3659, float %fadd3660, float %sel3658
  %cmp3662 = icmp sgt i64 %sel1650, 4
  %fadd3663 = fadd reassoc contract float %sel3661, %fmul3559
  %sel3664 = select i1 %cmp3662, float %fadd3663, float %sel3661
  %cmp3665 = icmp sgt i64 %sel1650, 5
  %fadd3666 = fadd reassoc contract float %sel3664, %fmul3583
  %sel3667 = select i1 %cmp3665, float %fadd3666, float %sel3664
  %cmp3668 = icmp sgt i64 %sel1650, 6
  %fadd3669 = fadd reassoc contract float %sel3667, %fmul3607
  %sel3670 = select i1 %cmp3668, float %fadd3669, float %sel3667
  %cmp3671 = icmp sgt i64 %sel1650, 7
  %fadd3672 = fadd reassoc contract float %sel3670, %fmul3631
  %sel3673 = select i1 %cmp3671, float %fadd3672, float %sel3670
  br label %endif1693

else3246:                                         ; preds = %then1691
  %call3699 = tail call i64 @llvm.smin.i64(i64 %call1642, i64 %call1652)
  %call3703 = tail call i64 @llvm.smin.i64(i64 %call3699, i64 %sub3252)
  %call3704 = tail call i64 @llvm.smax.i64(i64 %call3703, i64 0)
  %p3705 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3704
  %v3706 = load float, ptr addrspace(1) %p3705, align 4
  %call3708 = tail call i64 @llvm.smin.i64(i64 %call3699, i64 %sub3257)
  %call3709 = tail call i64 @llvm.smax.i64(i64 %call3708, i64 0)
  %p3710 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3709
  %v3711 = load i32, ptr addrspace(1) %p3710, align 4
  %call3716 = tail call i32 @llvm.smin.i32(i32 %v3711, i32 %bound3265)
  %call3717 = tail call i32 @llvm.smax.i32(i32 %call3716, i32 0)
  %at3718 = zext nneg i32 %call3717 to i64
  %p3719 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3718
  %v3720 = load float, ptr addrspace(1) %p3719, align 4
  %fmul3721 = fmul float %v3706, %v3720
  %cmp3724 = icmp sgt i32 %call1689, 1
  br i1 %cmp3724, label %fold.body3722, label %endif1693

fold.body3722:                                    ; preds = %else3246, %fold.body3722
  %i3725 = phi i64 [ %add3782, %fold.body3722 ], [ 1, %else3246 ]
  %phi3726 = phi float [ %sel3778, %fold.body3722 ], [ %fmul3697, %else3246 ]
  %phi3727 = phi float [ %sel3781, %fold.body3722 ], [ %fmul3721, %else3246 ]
  %add3728 = add nuw nsw i64 %i3725, %call1622
  %call3729 = tail call i64 @llvm.smin.i64(i64 %add3728, i64 %call1632)
  %call3733 = tail call i64 @llvm.smin.i64(i64 %call3729, i64 %sub3252)
  %call3734 = tail call i64 @llvm.smax.i64(i64 %call3733, i64 0)
  %p3735 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3734
  %v3736 = load float, ptr addrspace(1) %p3735, align 4
  %call3738 = tail call i64 @llvm.smin.i64(i64 %call3729, i64 %sub3257)
  %call3739 = tail call i64 @llvm.smax.i64(i64 %call3738, i64 0)
  %p3740 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3739
  %v3741 = load i32, ptr addrspace(1) %p3740, align 4
  %call3746 = tail call i32 @llvm.smin.i32(i32 %v3741, i32 %bound3265)
  %call3747 = tail call i32 @llvm.smax.i32(i32 %call3746, i32 0)
  %at3748 = zext nneg i32 %call3747 to i64
  %p3749 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3748
  %v3750 = load float, ptr addrspace(1) %p3749, align 4
  %fmul3751 = fmul float %v3736, %v3750
  %add3752 = add nuw nsw i64 %i3725, %call1642
  %call3753 = tail call i64 @llvm.smin.i64(i64 %add3752, i64 %call1652)
  %call3757 = tail call i64 @llvm.smin.i64(i64 %call3753, i64 %sub3252)
  %call3758 = tail call i64 @llvm.smax.i64(i64 %call3757, i64 0)
  %p3759 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3758
  %v3760 = load float, ptr addrspace(1) %p3759, align 4
  %call3762 = tail call i64 @llvm.smin.i64(i64 %call3753, i64 %sub3257)
  %call3763 = tail call i64 @llvm.smax.i64(i64 %call3762, i64 0)
  %p3764 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3763
  %v3765 = load i32, ptr addrspace(1) %p3764, align 4
  %call3770 = tail call i32 @llvm.smin.i32(i32 %v3765, i32 %bound3265)
  %call3771 = tail call i32 @llvm.smax.i32(i32 %call3770, i32 0)
  %at3772 = zext nneg i32 %call3771 to i64
  %p3773 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3772
  %v3774 = load float, ptr addrspace(1) %p3773, align 4
  %fmul3775 = fmul float %v3760, %v3774
  %cmp3776 = icmp slt i64 %i3725, %sel1630
  %fadd3777 = fadd reassoc contract float %phi3726, %fmul3751
  %sel3778 = select i1 %cmp3776, float %fadd3777, float %phi3726
  %cmp3779 = icmp slt i64 %i3725, %sel1650
  %fadd3780 = fadd reassoc contract float %phi3727, %fmul3775
  %sel3781 = select i1 %cmp3779, float %fadd3780, float %phi3727
  %add3782 = add nuw nsw i64 %i3725, 1
  %exitcond.not = icmp eq i64 %add3782, %widest1690
  br i1 %exitcond.not, label %endif1693, label %fold.body3722

then3809:                                         ; preds = %endif1693
  %p3811 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add1615
  %cmp3806 = icmp sgt i64 %sub1629, 0
  %fadd3807 = fadd reassoc contract float %phi3804, 0.000000e+00
  %sel3808 = select i1 %cmp3806, float %fadd3807, float 0.000000e+00
  store float %sel3808, ptr addrspace(1) %p3811, align 4
  br label %endif3810

endif3810:                                        ; preds = %then3809, %endif1693
  br i1 %cmp1636, label %then3815, label %endif1659

then3815:                                         ; preds = %endif3810
  %p3817 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add1635
  %cmp3812 = icmp sgt i64 %sub1649, 0
  %fadd3813 = fadd reassoc contract float %phi3805, 0.000000e+00
  %sel3814 = select i1 %cmp3812, float %fadd3813, float 0.000000e+00
  store float %sel3814, ptr addrspace(1) %p3817, align 4
  br label %endif1659
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

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #0

define void @systole_fold_seg_csr_gather_spmv_f32_search(i64 %0, ptr addrspace(1) noalias nocapture readonly %1, i64 %2, ptr addrspace(1) noalias nocapture readonly %3, i64 %4, ptr addrspace(1) noalias nocapture readonly %5, i64 %6, ptr addrspace(1) noalias nocapture readonly %7, i64 %8, ptr addrspace(1) noalias nocapture readnone %9, ptr addrspace(1) noalias nocapture readnone %10, ptr addrspace(1) noalias %11, i64 %12, i64 %13) local_unnamed_addr {
entry:
  %call1 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %sreg2 = zext nneg i32 %call1 to i64
  %call5 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %sreg6 = zext nneg i32 %call5 to i64
  %mul7 = mul nuw nsw i64 %sreg2, %sreg6
  %sub = add i64 %6, -1
  %call9 = tail call i64 @llvm.smax.i64(i64 %sub, i64 0)
  %.idx = mul i64 %12, 24
  %14 = getelementptr i8, ptr addrspace(1) %11, i64 %.idx
  %long = getelementptr i8, ptr addrspace(1) %14, i64 8
  %address = ptrtoint ptr addrspace(1) %long to i64
  %15 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address) #3
  %cmp.not = icmp eq i64 %15, 0
  br i1 %cmp.not, label %common.ret, label %merge_path

merge_path:                                       ; preds = %entry
  %call3 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %sreg4 = zext nneg i32 %call3 to i64
  %mul = mul nuw nsw i64 %sreg4, %sreg2
  %call = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg = zext nneg i32 %call to i64
  %add = add nuw nsw i64 %mul, %sreg
  %v = load i32, ptr addrspace(1) %7, align 4
  %16 = tail call i32 @llvm.smax.i32(i32 %v, i32 0)
  %call12 = zext nneg i32 %16 to i64
  %call13 = tail call i64 @llvm.smin.i64(i64 %call12, i64 %8)
  %17 = tail call i64 @llvm.smax.i64(i64 %sub, i64 1)
  %p17 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %17
  %v18 = load i32, ptr addrspace(1) %p17, align 4
  %offset19 = sext i32 %v18 to i64
  %call20 = tail call i64 @llvm.smax.i64(i64 %offset19, i64 %call13)
  %call21 = tail call i64 @llvm.smin.i64(i64 %call20, i64 %8)
  %sub22 = sub i64 %call21, %call13
  %add23 = add i64 %sub22, %call9
  %add24 = add i64 %12, 1
  %cmp25 = icmp slt i64 %add, %add24
  br i1 %cmp25, label %stride.body.preheader, label %common.ret

stride.body.preheader:                            ; preds = %merge_path
  %invariant.gep = getelementptr i8, ptr addrspace(1) %7, i64 4
  %.idx167 = shl i64 %12, 4
  %18 = getelementptr i8, ptr addrspace(1) %11, i64 %.idx167
  br label %stride.body

common.ret:                                       ; preds = %repeat.exit, %merge_path, %entry
  ret void

stride.body:                                      ; preds = %stride.body.preheader, %repeat.exit
  %i = phi i64 [ %add165, %repeat.exit ], [ %add, %stride.body.preheader ]
  %mul26 = mul i64 %i, 768
  %call27 = tail call i64 @llvm.smin.i64(i64 %mul26, i64 %add23)
  %sub28 = sub i64 %call27, %sub22
  %call29 = tail call i64 @llvm.smax.i64(i64 %sub28, i64 0)
  %call30 = tail call i64 @llvm.smin.i64(i64 %call27, i64 %call9)
  %cmp31 = icmp slt i64 %call29, %call30
  br i1 %cmp31, label %repeat.body, label %repeat.exit

repeat.body:                                      ; preds = %stride.body, %repeat.body
  %phi = phi i64 [ %sel136, %repeat.body ], [ %call29, %stride.body ]
  %phi32 = phi i64 [ %sel143, %repeat.body ], [ %call30, %stride.body ]
  %sub33 = sub i64 %phi32, %phi
  %part = lshr i64 %sub33, 3
  %add35 = add i64 %part, %phi
  %19 = lshr i64 %sub33, 2
  %part37 = and i64 %19, 2305843009213693951
  %add38 = add i64 %part37, %phi
  %mul39 = mul i64 %sub33, 3
  %part40 = lshr i64 %mul39, 3
  %add41 = add i64 %part40, %phi
  %20 = lshr i64 %sub33, 1
  %part43 = and i64 %20, 2305843009213693951
  %add44 = add i64 %part43, %phi
  %mul45 = mul i64 %sub33, 5
  %part46 = lshr i64 %mul45, 3
  %add47 = add i64 %part46, %phi
  %mul48 = mul i64 %sub33, 6
  %part49 = lshr i64 %mul48, 3
  %add50 = add i64 %part49, %phi
  %mul51 = mul i64 %sub33, 7
  %part52 = lshr i64 %mul51, 3
  %add53 = add i64 %part52, %phi
  %add54 = add i64 %add35, 1
  %p55 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %add54
  %v56 = load i32, ptr addrspace(1) %p55, align 4
  %offset57 = sext i32 %v56 to i64
  %call58 = tail call i64 @llvm.smax.i64(i64 %offset57, i64 %call13)
  %call59 = tail call i64 @llvm.smin.i64(i64 %call58, i64 %8)
  %sub60 = sub i64 %call59, %call13
  %21 = xor i64 %add35, -1
  %sub62 = add i64 %call27, %21
  %cmp63.not = icmp sgt i64 %sub60, %sub62
  %add64 = add i64 %add38, 1
  %p65 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %add64
  %v66 = load i32, ptr addrspace(1) %p65, align 4
  %offset67 = sext i32 %v66 to i64
  %call68 = tail call i64 @llvm.smax.i64(i64 %offset67, i64 %call13)
  %call69 = tail call i64 @llvm.smin.i64(i64 %call68, i64 %8)
  %sub70 = sub i64 %call69, %call13
  %22 = xor i64 %add38, -1
  %sub72 = add i64 %call27, %22
  %cmp73.not = icmp sgt i64 %sub70, %sub72
  %add74 = add i64 %add41, 1
  %p75 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %add74
  %v76 = load i32, ptr addrspace(1) %p75, align 4
  %offset77 = sext i32 %v76 to i64
  %call78 = tail call i64 @llvm.smax.i64(i64 %offset77, i64 %call13)
  %call79 = tail call i64 @llvm.smin.i64(i64 %call78, i64 %8)
  %sub80 = sub i64 %call79, %call13
  %23 = xor i64 %add41, -1
  %sub82 = add i64 %call27, %23
  %cmp83.not = icmp sgt i64 %sub80, %sub82
  %add84 = add i64 %add44, 1
  %p85 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %add84
  %v86 = load i32, ptr addrspace(1) %p85, align 4
  %offset87 = sext i32 %v86 to i64
  %call88 = tail call i64 @llvm.smax.i64(i64 %offset87, i64 %call13)
  %call89 = tail call i64 @llvm.smin.i64(i64 %call88, i64 %8)
  %sub90 = sub i64 %call89, %call13
  %24 = xor i64 %add44, -1
  %sub92 = add i64 %call27, %24
  %cmp93.not = icmp sgt i64 %sub90, %sub92
  %add94 = add i64 %add47, 1
  %p95 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %add94
  %v96 = load i32, ptr addrspace(1) %p95, align 4
  %offset97 = sext i32 %v96 to i64
  %call98 = tail call i64 @llvm.smax.i64(i64 %offset97, i64 %call13)
  %call99 = tail call i64 @llvm.smin.i64(i64 %call98, i64 %8)
  %sub100 = sub i64 %call99, %call13
  %25 = xor i64 %add47, -1
  %sub102 = add i64 %call27, %25
  %cmp103.not = icmp sgt i64 %sub100, %sub102
  %add104 = add i64 %add50, 1
  %p105 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %add104
  %v106 = load i32, ptr addrspace(1) %p105, align 4
  %offset107 = sext i32 %v106 to i64
  %call108 = tail call i64 @llvm.smax.i64(i64 %offset107, i64 %call13)
  %call109 = tail call i64 @llvm.smin.i64(i64 %call108, i64 %8)
  %sub110 = sub i64 %call109, %call13
  %26 = xor i64 %add50, -1
  %sub112 = add i64 %call27, %26
  %cmp113.not = icmp sgt i64 %sub110, %sub112
  %add114 = add i64 %add53, 1
  %p115 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %add114
  %v116 = load i32, ptr addrspace(1) %p115, align 4
  %offset117 = sext i32 %v116 to i64
  %call118 = tail call i64 @llvm.smax.i64(i64 %offset117, i64 %call13)
  %call119 = tail call i64 @llvm.smin.i64(i64 %call118, i64 %8)
  %sub120 = sub i64 %call119, %call13
  %27 = xor i64 %add53, -1
  %sub122 = add i64 %call27, %27
  %cmp123.not = icmp sgt i64 %sub120, %sub122
  %sel = select i1 %cmp63.not, i64 %phi, i64 %add54
  %sel126 = select i1 %cmp73.not, i64 %sel, i64 %add64
  %sel128 = select i1 %cmp83.not, i64 %sel126, i64 %add74
  %sel130 = select i1 %cmp93.not, i64 %sel128, i64 %add84
  %sel132 = select i1 %cmp103.not, i64 %sel130, i64 %add94
  %sel134 = select i1 %cmp113.not, i64 %sel132, i64 %add104
  %sel136 = select i1 %cmp123.not, i64 %sel134, i64 %add114
  %sel137 = select i1 %cmp123.not, i64 %add53, i64 %phi32
  %sel138 = select i1 %cmp113.not, i64 %add50, i64 %sel137
  %sel139 = select i1 %cmp103.not, i64 %add47, i64 %sel138
  %sel140 = select i1 %cmp93.not, i64 %add44, i64 %sel139
  %sel141 = select i1 %cmp83.not, i64 %add41, i64 %sel140
  %sel142 = select i1 %cmp73.not, i64 %add38, i64 %sel141
  %sel143 = select i1 %cmp63.not, i64 %add35, i64 %sel142
  %cmp144 = icmp slt i64 %sel136, %sel143
  br i1 %cmp144, label %repeat.body, label %repeat.exit

repeat.exit:                                      ; preds = %repeat.body, %stride.body
  %phi145 = phi i64 [ %call29, %stride.body ], [ %sel136, %repeat.body ]
  %cmp147 = icmp eq i64 %phi145, 0
  %sub148 = add i64 %phi145, -1
  %call149 = tail call i64 @llvm.smax.i64(i64 %sub148, i64 0)
  %gep = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call149
  %v152 = load i32, ptr addrspace(1) %gep, align 4
  %offset153 = sext i32 %v152 to i64
  %call154 = tail call i64 @llvm.smax.i64(i64 %offset153, i64 %call13)
  %call155 = tail call i64 @llvm.smin.i64(i64 %call154, i64 %8)
  %sub156 = sub i64 %call155, %call13
  %sel157 = select i1 %cmp147, i64 0, i64 %sub156
  %sub158 = sub i64 %call27, %phi145
  %cmp159 = icmp sgt i64 %sub158, %sel157
  %c = zext i1 %cmp159 to i64
  %mul162 = shl i64 %phi145, 1
  %add163 = or disjoint i64 %mul162, %c
  %p164 = getelementptr i64, ptr addrspace(1) %18, i64 %i
  store i64 %add163, ptr addrspace(1) %p164, align 4
  %add165 = add i64 %i, %mul7
  %cmp166 = icmp slt i64 %add165, %add24
  br i1 %cmp166, label %stride.body, label %common.ret
}

define void @systole_fold_seg_csr_gather_spmv_f32_segment(i64 %0, ptr addrspace(1) noalias readonly %1, i64 %2, ptr addrspace(1) noalias readonly %3, i64 %4, ptr addrspace(1) noalias nocapture readonly %5, i64 %6, ptr addrspace(1) noalias nocapture readonly %7, i64 %8, ptr addrspace(1) noalias nocapture writeonly %9, ptr addrspace(1) noalias nocapture writeonly %10, ptr addrspace(1) noalias %11, i64 %12, i64 %13) local_unnamed_addr {
entry:
  %call1 = tail call range(i32 1, 161) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %sreg2 = zext nneg i32 %call1 to i64
  %call5 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %sreg6 = zext nneg i32 %call5 to i64
  %mul7 = mul nuw nsw i64 %sreg2, %sreg6
  %warp8 = lshr i64 %mul7, 5
  %sub = add i64 %6, -1
  %call9 = tail call i64 @llvm.smax.i64(i64 %sub, i64 0)
  %.idx = mul i64 %12, 24
  %14 = getelementptr i8, ptr addrspace(1) %11, i64 %.idx
  %long = getelementptr i8, ptr addrspace(1) %14, i64 8
  %address = ptrtoint ptr addrspace(1) %long to i64
  %15 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address) #3
  %cmp.not = icmp eq i64 %15, 0
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
  %v = load i32, ptr addrspace(1) %7, align 4
  %16 = tail call i32 @llvm.smax.i32(i32 %v, i32 0)
  %call12 = zext nneg i32 %16 to i64
  %call13 = tail call i64 @llvm.smin.i64(i64 %call12, i64 %8)
  %17 = tail call i64 @llvm.smax.i64(i64 %sub, i64 1)
  %call15 = add nsw i64 %17, -1
  %p17 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %17
  %v18 = load i32, ptr addrspace(1) %p17, align 4
  %offset19 = sext i32 %v18 to i64
  %call20 = tail call i64 @llvm.smax.i64(i64 %offset19, i64 %call13)
  %call21 = tail call i64 @llvm.smin.i64(i64 %call20, i64 %8)
  %sub22 = sub i64 %call21, %call13
  %add23 = add i64 %sub22, %call9
  %w = lshr i64 %sreg, 5
  %mul26 = mul nuw nsw i64 %w, 769
  %stage = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %mul26
  %stage27 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.1, i64 %mul26
  %stage28 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.2, i64 %mul26
  %cmp31 = icmp sle i64 %8, %0
  %cmp33 = icmp sle i64 %8, %2
  %fits34 = and i1 %cmp31, %cmp33
  %cmp35 = icmp slt i64 %warp, %12
  br i1 %cmp35, label %stride.body.preheader, label %common.ret

stride.body.preheader:                            ; preds = %merge_path
  %.idx3044 = shl i64 %12, 4
  %18 = getelementptr i8, ptr addrspace(1) %11, i64 %.idx3044
  %invariant.gep = getelementptr i8, ptr addrspace(1) %7, i64 4
  %invariant.gep3091 = getelementptr i8, ptr addrspace(3) %stage, i64 -4
  %add66 = or disjoint i32 %lane, 32
  %add67 = or disjoint i32 %lane, 64
  %add68 = or disjoint i32 %lane, 96
  %19 = zext nneg i32 %lane to i64
  %p103 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %19
  %20 = zext nneg i32 %add66 to i64
  %p107 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %20
  %21 = zext nneg i32 %add67 to i64
  %p111 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %21
  %22 = zext nneg i32 %add68 to i64
  %p115 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %22
  %add119 = or disjoint i32 %lane, 128
  %add120 = or disjoint i32 %lane, 160
  %add121 = or disjoint i32 %lane, 192
  %add122 = or i32 %call, 224
  %23 = zext nneg i32 %add119 to i64
  %p158 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %23
  %24 = zext nneg i32 %add120 to i64
  %p162 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %24
  %25 = zext nneg i32 %add121 to i64
  %p166 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %25
  %26 = zext nneg i32 %add122 to i64
  %p170 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %26
  %add174 = or disjoint i32 %lane, 256
  %add175 = or disjoint i32 %lane, 288
  %add176 = or disjoint i32 %lane, 320
  %add177 = or disjoint i32 %lane, 352
  %add178 = or disjoint i32 %lane, 384
  %add179 = or disjoint i32 %lane, 416
  %add180 = or disjoint i32 %lane, 448
  %add181 = or i32 %call, 480
  %27 = zext nneg i32 %add174 to i64
  %p249 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %27
  %28 = zext nneg i32 %add175 to i64
  %p253 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %28
  %29 = zext nneg i32 %add176 to i64
  %p257 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %29
  %30 = zext nneg i32 %add177 to i64
  %p261 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %30
  %31 = zext nneg i32 %add178 to i64
  %p265 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %31
  %32 = zext nneg i32 %add179 to i64
  %p269 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %32
  %33 = zext nneg i32 %add180 to i64
  %p273 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %33
  %34 = zext nneg i32 %add181 to i64
  %p277 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %34
  %add281 = or disjoint i32 %lane, 512
  %add282 = or disjoint i32 %lane, 544
  %add283 = or disjoint i32 %lane, 576
  %add284 = or disjoint i32 %lane, 608
  %add285 = or disjoint i32 %lane, 640
  %add286 = or disjoint i32 %lane, 672
  %add287 = or disjoint i32 %lane, 704
  %add288 = or i32 %call, 736
  %35 = zext nneg i32 %add281 to i64
  %p356 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %35
  %36 = zext nneg i32 %add282 to i64
  %p360 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %36
  %37 = zext nneg i32 %add283 to i64
  %p364 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %37
  %38 = zext nneg i32 %add284 to i64
  %p368 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %38
  %39 = zext nneg i32 %add285 to i64
  %p372 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %39
  %40 = zext nneg i32 %add286 to i64
  %p376 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %40
  %41 = zext nneg i32 %add287 to i64
  %p380 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %41
  %42 = zext nneg i32 %add288 to i64
  %p384 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %42
  %cmp390 = icmp eq i32 %lane, 0
  %sub642 = add i64 %0, -1
  %sub647 = add i64 %2, -1
  %sub653 = add i64 %4, -1
  %call654 = tail call i64 @llvm.smin.i64(i64 %sub653, i64 2147483647)
  %bound655 = trunc i64 %call654 to i32
  %p1557 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %19
  %p1559 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %20
  %p1561 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %21
  %p1563 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %22
  %p1565 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %23
  %p1567 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %24
  %p1569 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %25
  %p1571 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %26
  %p1573 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %27
  %p1575 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %28
  %p1577 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %29
  %p1579 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %30
  %p1581 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %31
  %p1583 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %32
  %p1585 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %33
  %p1587 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %34
  %p1589 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %35
  %p1591 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %36
  %p1593 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %37
  %p1595 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %38
  %p1597 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %39
  %p1599 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %40
  %p1601 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %41
  %p1603 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %42
  %mul1604 = mul nuw nsw i32 %lane, 24
  %not.cmp2538 = xor i1 %cmp390, true
  %cmp2556 = icmp ult i32 %lane, 2
  %not.cmp2556 = xor i1 %cmp2556, true
  %cmp2577 = icmp ult i32 %lane, 4
  %not.cmp2577 = xor i1 %cmp2577, true
  %cmp2598 = icmp ult i32 %lane, 8
  %not.cmp2598 = xor i1 %cmp2598, true
  %cmp2619 = icmp ult i32 %lane, 16
  %not.cmp2619 = xor i1 %cmp2619, true
  %cmp2664 = icmp eq i32 %lane, 31
  %invariant.gep3093 = getelementptr float, ptr addrspace(1) %9, i64 %19
  %p2683 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %19
  %invariant.gep3095 = getelementptr float, ptr addrspace(1) %9, i64 %20
  %p2698 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %20
  %invariant.gep3097 = getelementptr float, ptr addrspace(1) %9, i64 %21
  %p2713 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %21
  %invariant.gep3099 = getelementptr float, ptr addrspace(1) %9, i64 %22
  %p2728 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %22
  %invariant.gep3101 = getelementptr float, ptr addrspace(1) %9, i64 %23
  %p2746 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %23
  %invariant.gep3103 = getelementptr float, ptr addrspace(1) %9, i64 %24
  %p2761 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %24
  %invariant.gep3105 = getelementptr float, ptr addrspace(1) %9, i64 %25
  %p2776 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %25
  %invariant.gep3107 = getelementptr float, ptr addrspace(1) %9, i64 %26
  %p2791 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %26
  %invariant.gep3109 = getelementptr float, ptr addrspace(1) %9, i64 %27
  %p2809 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %27
  %invariant.gep3111 = getelementptr float, ptr addrspace(1) %9, i64 %28
  %p2824 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %28
  %invariant.gep3113 = getelementptr float, ptr addrspace(1) %9, i64 %29
  %p2839 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %29
  %invariant.gep3115 = getelementptr float, ptr addrspace(1) %9, i64 %30
  %p2854 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %30
  %invariant.gep3117 = getelementptr float, ptr addrspace(1) %9, i64 %31
  %p2869 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %31
  %invariant.gep3119 = getelementptr float, ptr addrspace(1) %9, i64 %32
  %p2884 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %32
  %invariant.gep3121 = getelementptr float, ptr addrspace(1) %9, i64 %33
  %p2899 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %33
  %invariant.gep3123 = getelementptr float, ptr addrspace(1) %9, i64 %34
  %p2914 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %34
  %invariant.gep3125 = getelementptr float, ptr addrspace(1) %9, i64 %35
  %p2932 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %35
  %invariant.gep3127 = getelementptr float, ptr addrspace(1) %9, i64 %36
  %p2947 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %36
  %invariant.gep3129 = getelementptr float, ptr addrspace(1) %9, i64 %37
  %p2962 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %37
  %invariant.gep3131 = getelementptr float, ptr addrspace(1) %9, i64 %38
  %p2977 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %38
  %invariant.gep3133 = getelementptr float, ptr addrspace(1) %9, i64 %39
  %p2992 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %39
  %invariant.gep3135 = getelementptr float, ptr addrspace(1) %9, i64 %40
  %p3007 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %40
  %invariant.gep3137 = getelementptr float, ptr addrspace(1) %9, i64 %41
  %p3022 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %41
  %invariant.gep3139 = getelementptr float, ptr addrspace(1) %9, i64 %42
  %p3037 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %42
  br label %stride.body

common.ret:                                       ; preds = %endif2921, %merge_path, %entry
  ret void

stride.body:                                      ; preds = %stride.body.preheader, %endif2921
  %i = phi i64 [ %add3042, %endif2921 ], [ %warp, %stride.body.preheader ]
  %mul36 = mul i64 %i, 768
  %call37 = tail call i64 @llvm.smin.i64(i64 %mul36, i64 %add23)
  %add38 = add i64 %call37, 768
  %call39 = tail call i64 @llvm.smin.i64(i64 %add38, i64 %add23)
  %p42 = getelementptr i64, ptr addrspace(1) %18, i64 %i
  %v43 = load i64, ptr addrspace(1) %p42, align 4
  %p45 = getelementptr i8, ptr addrspace(1) %p42, i64 8
  %v46 = load i64, ptr addrspace(1) %p45, align 4
  %it = ashr i64 %v43, 1
  %ie = ashr i64 %v46, 1
  %sub47 = sub i64 %call37, %it
  %43 = trunc i64 %v43 to i32
  %local = and i32 %43, 1
  %sub48 = sub nsw i32 0, %local
  %cmp49 = icmp ne i32 %local, 0
  %sub50 = sub i64 %call39, %call37
  %local51 = trunc i64 %sub50 to i32
  %sub52 = sub i64 %call9, %it
  %call53 = tail call i64 @llvm.smin.i64(i64 %sub52, i64 769)
  %local54 = trunc i64 %call53 to i32
  %call55 = tail call i32 @llvm.smin.i32(i32 %local54, i32 %local51)
  %sub56 = sub nsw i64 %ie, %it
  %call57 = tail call i64 @llvm.smin.i64(i64 %sub56, i64 768)
  %call58 = tail call i64 @llvm.smax.i64(i64 %call57, i64 0)
  %local59 = trunc nuw nsw i64 %call58 to i32
  %call60 = tail call i32 @llvm.smin.i32(i32 %local59, i32 %call55)
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add61 = add i64 %sub47, %call13
  %sub62 = sub i64 %8, %add61
  %call63 = tail call i64 @llvm.umin.i64(i64 %sub62, i64 769)
  %cmp64 = icmp sgt i32 %call60, 0
  br i1 %cmp64, label %then, label %endif

then:                                             ; preds = %stride.body
  %call69 = tail call i32 @llvm.smin.i32(i32 %lane, i32 %call60)
  %wide = zext nneg i32 %call69 to i64
  %add70 = add nsw i64 %it, %wide
  %call71 = tail call i64 @llvm.smin.i64(i64 %add70, i64 %call15)
  %gep = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call71
  %v74 = load i32, ptr addrspace(1) %gep, align 4
  %offset75 = sext i32 %v74 to i64
  %call76 = tail call i32 @llvm.smin.i32(i32 %add66, i32 %call60)
  %wide77 = zext nneg i32 %call76 to i64
  %add78 = add nsw i64 %it, %wide77
  %call79 = tail call i64 @llvm.smin.i64(i64 %add78, i64 %call15)
  %gep3046 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call79
  %v82 = load i32, ptr addrspace(1) %gep3046, align 4
  %offset83 = sext i32 %v82 to i64
  %call84 = tail call i32 @llvm.smin.i32(i32 %add67, i32 %call60)
  %wide85 = zext nneg i32 %call84 to i64
  %add86 = add nsw i64 %it, %wide85
  %call87 = tail call i64 @llvm.smin.i64(i64 %add86, i64 %call15)
  %gep3048 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call87
  %v90 = load i32, ptr addrspace(1) %gep3048, align 4
  %offset91 = sext i32 %v90 to i64
  %call92 = tail call i32 @llvm.smin.i32(i32 %add68, i32 %call60)
  %wide93 = zext nneg i32 %call92 to i64
  %add94 = add nsw i64 %it, %wide93
  %call95 = tail call i64 @llvm.smin.i64(i64 %add94, i64 %call15)
  %gep3050 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call95
  %v98 = load i32, ptr addrspace(1) %gep3050, align 4
  %offset99 = sext i32 %v98 to i64
  %sub100 = sub i64 %offset75, %add61
  %call101 = tail call i64 @llvm.umin.i64(i64 %sub100, i64 %call63)
  %local102 = trunc nuw nsw i64 %call101 to i32
  store i32 %local102, ptr addrspace(3) %p103, align 4
  %sub104 = sub i64 %offset83, %add61
  %call105 = tail call i64 @llvm.umin.i64(i64 %sub104, i64 %call63)
  %local106 = trunc nuw nsw i64 %call105 to i32
  store i32 %local106, ptr addrspace(3) %p107, align 4
  %sub108 = sub i64 %offset91, %add61
  %call109 = tail call i64 @llvm.umin.i64(i64 %sub108, i64 %call63)
  %local110 = trunc nuw nsw i64 %call109 to i32
  store i32 %local110, ptr addrspace(3) %p111, align 4
  %sub112 = sub i64 %offset99, %add61
  %call113 = tail call i64 @llvm.umin.i64(i64 %sub112, i64 %call63)
  %local114 = trunc nuw nsw i64 %call113 to i32
  store i32 %local114, ptr addrspace(3) %p115, align 4
  br label %endif

endif:                                            ; preds = %then, %stride.body
  %cmp116 = icmp sgt i32 %call60, 128
  br i1 %cmp116, label %then117, label %endif118

then117:                                          ; preds = %endif
  %call123 = tail call i32 @llvm.smin.i32(i32 %add119, i32 %call60)
  %wide124 = zext nneg i32 %call123 to i64
  %add125 = add nsw i64 %it, %wide124
  %call126 = tail call i64 @llvm.smin.i64(i64 %add125, i64 %call15)
  %gep3052 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call126
  %v129 = load i32, ptr addrspace(1) %gep3052, align 4
  %offset130 = sext i32 %v129 to i64
  %call131 = tail call i32 @llvm.smin.i32(i32 %add120, i32 %call60)
  %wide132 = zext nneg i32 %call131 to i64
  %add133 = add nsw i64 %it, %wide132
  %call134 = tail call i64 @llvm.smin.i64(i64 %add133, i64 %call15)
  %gep3054 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call134
  %v137 = load i32, ptr addrspace(1) %gep3054, align 4
  %offset138 = sext i32 %v137 to i64
  %call139 = tail call i32 @llvm.smin.i32(i32 %add121, i32 %call60)
  %wide140 = zext nneg i32 %call139 to i64
  %add141 = add nsw i64 %it, %wide140
  %call142 = tail call i64 @llvm.smin.i64(i64 %add141, i64 %call15)
  %gep3056 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call142
  %v145 = load i32, ptr addrspace(1) %gep3056, align 4
  %offset146 = sext i32 %v145 to i64
  %call147 = tail call i32 @llvm.smin.i32(i32 %add122, i32 %call60)
  %wide148 = zext nneg i32 %call147 to i64
  %add149 = add nsw i64 %it, %wide148
  %call150 = tail call i64 @llvm.smin.i64(i64 %add149, i64 %call15)
  %gep3058 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call150
  %v153 = load i32, ptr addrspace(1) %gep3058, align 4
  %offset154 = sext i32 %v153 to i64
  %sub155 = sub i64 %offset130, %add61
  %call156 = tail call i64 @llvm.umin.i64(i64 %sub155, i64 %call63)
  %local157 = trunc nuw nsw i64 %call156 to i32
  store i32 %local157, ptr addrspace(3) %p158, align 4
  %sub159 = sub i64 %offset138, %add61
  %call160 = tail call i64 @llvm.umin.i64(i64 %sub159, i64 %call63)
  %local161 = trunc nuw nsw i64 %call160 to i32
  store i32 %local161, ptr addrspace(3) %p162, align 4
  %sub163 = sub i64 %offset146, %add61
  %call164 = tail call i64 @llvm.umin.i64(i64 %sub163, i64 %call63)
  %local165 = trunc nuw nsw i64 %call164 to i32
  store i32 %local165, ptr addrspace(3) %p166, align 4
  %sub167 = sub i64 %offset154, %add61
  %call168 = tail call i64 @llvm.umin.i64(i64 %sub167, i64 %call63)
  %local169 = trunc nuw nsw i64 %call168 to i32
  store i32 %local169, ptr addrspace(3) %p170, align 4
  br label %endif118

endif118:                                         ; preds = %then117, %endif
  %cmp171 = icmp sgt i32 %call60, 256
  br i1 %cmp171, label %then172, label %endif173

then172:                                          ; preds = %endif118
  %call182 = tail call i32 @llvm.smin.i32(i32 %add174, i32 %call60)
  %wide183 = zext nneg i32 %call182 to i64
  %add184 = add nsw i64 %it, %wide183
  %call185 = tail call i64 @llvm.smin.i64(i64 %add184, i64 %call15)
  %gep3060 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call185
  %v188 = load i32, ptr addrspace(1) %gep3060, align 4
  %offset189 = sext i32 %v188 to i64
  %call190 = tail call i32 @llvm.smin.i32(i32 %add175, i32 %call60)
  %wide191 = zext nneg i32 %call190 to i64
  %add192 = add nsw i64 %it, %wide191
  %call193 = tail call i64 @llvm.smin.i64(i64 %add192, i64 %call15)
  %gep3062 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call193
  %v196 = load i32, ptr addrspace(1) %gep3062, align 4
  %offset197 = sext i32 %v196 to i64
  %call198 = tail call i32 @llvm.smin.i32(i32 %add176, i32 %call60)
  %wide199 = zext nneg i32 %call198 to i64
  %add200 = add nsw i64 %it, %wide199
  %call201 = tail call i64 @llvm.smin.i64(i64 %add200, i64 %call15)
  %gep3064 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call201
  %v204 = load i32, ptr addrspace(1) %gep3064, align 4
  %offset205 = sext i32 %v204 to i64
  %call206 = tail call i32 @llvm.smin.i32(i32 %add177, i32 %call60)
  %wide207 = zext nneg i32 %call206 to i64
  %add208 = add nsw i64 %it, %wide207
  %call209 = tail call i64 @llvm.smin.i64(i64 %add208, i64 %call15)
  %gep3066 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call209
  %v212 = load i32, ptr addrspace(1) %gep3066, align 4
  %offset213 = sext i32 %v212 to i64
  %call214 = tail call i32 @llvm.smin.i32(i32 %add178, i32 %call60)
  %wide215 = zext nneg i32 %call214 to i64
  %add216 = add nsw i64 %it, %wide215
  %call217 = tail call i64 @llvm.smin.i64(i64 %add216, i64 %call15)
  %gep3068 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call217
  %v220 = load i32, ptr addrspace(1) %gep3068, align 4
  %offset221 = sext i32 %v220 to i64
  %call222 = tail call i32 @llvm.smin.i32(i32 %add179, i32 %call60)
  %wide223 = zext nneg i32 %call222 to i64
  %add224 = add nsw i64 %it, %wide223
  %call225 = tail call i64 @llvm.smin.i64(i64 %add224, i64 %call15)
  %gep3070 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call225
  %v228 = load i32, ptr addrspace(1) %gep3070, align 4
  %offset229 = sext i32 %v228 to i64
  %call230 = tail call i32 @llvm.smin.i32(i32 %add180, i32 %call60)
  %wide231 = zext nneg i32 %call230 to i64
  %add232 = add nsw i64 %it, %wide231
  %call233 = tail call i64 @llvm.smin.i64(i64 %add232, i64 %call15)
  %gep3072 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call233
  %v236 = load i32, ptr addrspace(1) %gep3072, align 4
  %offset237 = sext i32 %v236 to i64
  %call238 = tail call i32 @llvm.smin.i32(i32 %add181, i32 %call60)
  %wide239 = zext nneg i32 %call238 to i64
  %add240 = add nsw i64 %it, %wide239
  %call241 = tail call i64 @llvm.smin.i64(i64 %add240, i64 %call15)
  %gep3074 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call241
  %v244 = load i32, ptr addrspace(1) %gep3074, align 4
  %offset245 = sext i32 %v244 to i64
  %sub246 = sub i64 %offset189, %add61
  %call247 = tail call i64 @llvm.umin.i64(i64 %sub246, i64 %call63)
  %local248 = trunc nuw nsw i64 %call247 to i32
  store i32 %local248, ptr addrspace(3) %p249, align 4
  %sub250 = sub i64 %offset197, %add61
  %call251 = tail call i64 @llvm.umin.i64(i64 %sub250, i64 %call63)
  %local252 = trunc nuw nsw i64 %call251 to i32
  store i32 %local252, ptr addrspace(3) %p253, align 4
  %sub254 = sub i64 %offset205, %add61
  %call255 = tail call i64 @llvm.umin.i64(i64 %sub254, i64 %call63)
  %local256 = trunc nuw nsw i64 %call255 to i32
  store i32 %local256, ptr addrspace(3) %p257, align 4
  %sub258 = sub i64 %offset213, %add61
  %call259 = tail call i64 @llvm.umin.i64(i64 %sub258, i64 %call63)
  %local260 = trunc nuw nsw i64 %call259 to i32
  store i32 %local260, ptr addrspace(3) %p261, align 4
  %sub262 = sub i64 %offset221, %add61
  %call263 = tail call i64 @llvm.umin.i64(i64 %sub262, i64 %call63)
  %local264 = trunc nuw nsw i64 %call263 to i32
  store i32 %local264, ptr addrspace(3) %p265, align 4
  %sub266 = sub i64 %offset229, %add61
  %call267 = tail call i64 @llvm.umin.i64(i64 %sub266, i64 %call63)
  %local268 = trunc nuw nsw i64 %call267 to i32
  store i32 %local268, ptr addrspace(3) %p269, align 4
  %sub270 = sub i64 %offset237, %add61
  %call271 = tail call i64 @llvm.umin.i64(i64 %sub270, i64 %call63)
  %local272 = trunc nuw nsw i64 %call271 to i32
  store i32 %local272, ptr addrspace(3) %p273, align 4
  %sub274 = sub i64 %offset245, %add61
  %call275 = tail call i64 @llvm.umin.i64(i64 %sub274, i64 %call63)
  %local276 = trunc nuw nsw i64 %call275 to i32
  store i32 %local276, ptr addrspace(3) %p277, align 4
  br label %endif173

endif173:                                         ; preds = %then172, %endif118
  %cmp278 = icmp sgt i32 %call60, 512
  br i1 %cmp278, label %then279, label %endif280

then279:                                          ; preds = %endif173
  %call289 = tail call i32 @llvm.smin.i32(i32 %add281, i32 %call60)
  %wide290 = zext nneg i32 %call289 to i64
  %add291 = add nsw i64 %it, %wide290
  %call292 = tail call i64 @llvm.smin.i64(i64 %add291, i64 %call15)
  %gep3076 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call292
  %v295 = load i32, ptr addrspace(1) %gep3076, align 4
  %offset296 = sext i32 %v295 to i64
  %call297 = tail call i32 @llvm.smin.i32(i32 %add282, i32 %call60)
  %wide298 = zext nneg i32 %call297 to i64
  %add299 = add nsw i64 %it, %wide298
  %call300 = tail call i64 @llvm.smin.i64(i64 %add299, i64 %call15)
  %gep3078 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call300
  %v303 = load i32, ptr addrspace(1) %gep3078, align 4
  %offset304 = sext i32 %v303 to i64
  %call305 = tail call i32 @llvm.smin.i32(i32 %add283, i32 %call60)
  %wide306 = zext nneg i32 %call305 to i64
  %add307 = add nsw i64 %it, %wide306
  %call308 = tail call i64 @llvm.smin.i64(i64 %add307, i64 %call15)
  %gep3080 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call308
  %v311 = load i32, ptr addrspace(1) %gep3080, align 4
  %offset312 = sext i32 %v311 to i64
  %call313 = tail call i32 @llvm.smin.i32(i32 %add284, i32 %call60)
  %wide314 = zext nneg i32 %call313 to i64
  %add315 = add nsw i64 %it, %wide314
  %call316 = tail call i64 @llvm.smin.i64(i64 %add315, i64 %call15)
  %gep3082 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call316
  %v319 = load i32, ptr addrspace(1) %gep3082, align 4
  %offset320 = sext i32 %v319 to i64
  %call321 = tail call i32 @llvm.smin.i32(i32 %add285, i32 %call60)
  %wide322 = zext nneg i32 %call321 to i64
  %add323 = add nsw i64 %it, %wide322
  %call324 = tail call i64 @llvm.smin.i64(i64 %add323, i64 %call15)
  %gep3084 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call324
  %v327 = load i32, ptr addrspace(1) %gep3084, align 4
  %offset328 = sext i32 %v327 to i64
  %call329 = tail call i32 @llvm.smin.i32(i32 %add286, i32 %call60)
  %wide330 = zext nneg i32 %call329 to i64
  %add331 = add nsw i64 %it, %wide330
  %call332 = tail call i64 @llvm.smin.i64(i64 %add331, i64 %call15)
  %gep3086 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call332
  %v335 = load i32, ptr addrspace(1) %gep3086, align 4
  %offset336 = sext i32 %v335 to i64
  %call337 = tail call i32 @llvm.smin.i32(i32 %add287, i32 %call60)
  %wide338 = zext nneg i32 %call337 to i64
  %add339 = add nsw i64 %it, %wide338
  %call340 = tail call i64 @llvm.smin.i64(i64 %add339, i64 %call15)
  %gep3088 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call340
  %v343 = load i32, ptr addrspace(1) %gep3088, align 4
  %offset344 = sext i32 %v343 to i64
  %call345 = tail call i32 @llvm.smin.i32(i32 %add288, i32 %call60)
  %wide346 = zext nneg i32 %call345 to i64
  %add347 = add nsw i64 %it, %wide346
  %call348 = tail call i64 @llvm.smin.i64(i64 %add347, i64 %call15)
  %gep3090 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call348
  %v351 = load i32, ptr addrspace(1) %gep3090, align 4
  %offset352 = sext i32 %v351 to i64
  %sub353 = sub i64 %offset296, %add61
  %call354 = tail call i64 @llvm.umin.i64(i64 %sub353, i64 %call63)
  %local355 = trunc nuw nsw i64 %call354 to i32
  store i32 %local355, ptr addrspace(3) %p356, align 4
  %sub357 = sub i64 %offset304, %add61
  %call358 = tail call i64 @llvm.umin.i64(i64 %sub357, i64 %call63)
  %local359 = trunc nuw nsw i64 %call358 to i32
  store i32 %local359, ptr addrspace(3) %p360, align 4
  %sub361 = sub i64 %offset312, %add61
  %call362 = tail call i64 @llvm.umin.i64(i64 %sub361, i64 %call63)
  %local363 = trunc nuw nsw i64 %call362 to i32
  store i32 %local363, ptr addrspace(3) %p364, align 4
  %sub365 = sub i64 %offset320, %add61
  %call366 = tail call i64 @llvm.umin.i64(i64 %sub365, i64 %call63)
  %local367 = trunc nuw nsw i64 %call366 to i32
  store i32 %local367, ptr addrspace(3) %p368, align 4
  %sub369 = sub i64 %offset328, %add61
  %call370 = tail call i64 @llvm.umin.i64(i64 %sub369, i64 %call63)
  %local371 = trunc nuw nsw i64 %call370 to i32
  store i32 %local371, ptr addrspace(3) %p372, align 4
  %sub373 = sub i64 %offset336, %add61
  %call374 = tail call i64 @llvm.umin.i64(i64 %sub373, i64 %call63)
  %local375 = trunc nuw nsw i64 %call374 to i32
  store i32 %local375, ptr addrspace(3) %p376, align 4
  %sub377 = sub i64 %offset344, %add61
  %call378 = tail call i64 @llvm.umin.i64(i64 %sub377, i64 %call63)
  %local379 = trunc nuw nsw i64 %call378 to i32
  store i32 %local379, ptr addrspace(3) %p380, align 4
  %sub381 = sub i64 %offset352, %add61
  %call382 = tail call i64 @llvm.umin.i64(i64 %sub381, i64 %call63)
  %local383 = trunc nuw nsw i64 %call382 to i32
  store i32 %local383, ptr addrspace(3) %p384, align 4
  br label %endif280

endif280:                                         ; preds = %then279, %endif173
  %sub385 = sub i32 %local51, %call60
  %sub386 = sub i64 %sub22, %sub47
  %call387 = tail call i64 @llvm.smin.i64(i64 %sub386, i64 769)
  %local388 = trunc i64 %call387 to i32
  %call389 = tail call i32 @llvm.smin.i32(i32 %sub385, i32 %local388)
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %cmp390, label %then391, label %endif392

then391:                                          ; preds = %endif280
  %44 = sext i32 %call60 to i64
  %p393 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %44
  store i32 %call389, ptr addrspace(3) %p393, align 4
  br label %endif392

endif392:                                         ; preds = %then391, %endif280
  %cmp394 = icmp sgt i32 %call389, 0
  br i1 %cmp394, label %then395, label %endif396

then395:                                          ; preds = %endif392
  %sub400 = add nsw i32 %call389, -1
  %call402 = tail call i32 @llvm.smin.i32(i32 %lane, i32 %sub400)
  %m = zext nneg i32 %call402 to i64
  br i1 %fits34, label %then397, label %else398

endif396.sink.split:                              ; preds = %else398, %then397
  %.sink3141 = phi i32 [ %92, %then397 ], [ %v937, %else398 ]
  %.sink = phi float [ %90, %then397 ], [ %v932, %else398 ]
  %phi959.ph = phi float [ %fmul, %then397 ], [ %fmul661, %else398 ]
  %phi960.ph = phi float [ %fmul434, %then397 ], [ %fmul687, %else398 ]
  %phi961.ph = phi float [ %fmul454, %then397 ], [ %fmul713, %else398 ]
  %phi962.ph = phi float [ %fmul474, %then397 ], [ %fmul739, %else398 ]
  %phi963.ph = phi float [ %fmul494, %then397 ], [ %fmul765, %else398 ]
  %phi964.ph = phi float [ %fmul514, %then397 ], [ %fmul791, %else398 ]
  %phi965.ph = phi float [ %fmul534, %then397 ], [ %fmul817, %else398 ]
  %phi966.ph = phi float [ %fmul554, %then397 ], [ %fmul843, %else398 ]
  %phi967.ph = phi float [ %fmul574, %then397 ], [ %fmul869, %else398 ]
  %phi968.ph = phi float [ %fmul594, %then397 ], [ %fmul895, %else398 ]
  %phi969.ph = phi float [ %fmul614, %then397 ], [ %fmul921, %else398 ]
  %call629 = tail call i32 @llvm.smin.i32(i32 %.sink3141, i32 %bound655)
  %call630 = tail call i32 @llvm.smax.i32(i32 %call629, i32 0)
  %at631 = zext nneg i32 %call630 to i64
  %p632 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at631
  %v633 = load float, ptr addrspace(1) %p632, align 4
  %fmul634 = fmul float %.sink, %v633
  br label %endif396

endif396:                                         ; preds = %endif396.sink.split, %endif392
  %phi959 = phi float [ 0.000000e+00, %endif392 ], [ %phi959.ph, %endif396.sink.split ]
  %phi960 = phi float [ 0.000000e+00, %endif392 ], [ %phi960.ph, %endif396.sink.split ]
  %phi961 = phi float [ 0.000000e+00, %endif392 ], [ %phi961.ph, %endif396.sink.split ]
  %phi962 = phi float [ 0.000000e+00, %endif392 ], [ %phi962.ph, %endif396.sink.split ]
  %phi963 = phi float [ 0.000000e+00, %endif392 ], [ %phi963.ph, %endif396.sink.split ]
  %phi964 = phi float [ 0.000000e+00, %endif392 ], [ %phi964.ph, %endif396.sink.split ]
  %phi965 = phi float [ 0.000000e+00, %endif392 ], [ %phi965.ph, %endif396.sink.split ]
  %phi966 = phi float [ 0.000000e+00, %endif392 ], [ %phi966.ph, %endif396.sink.split ]
  %phi967 = phi float [ 0.000000e+00, %endif392 ], [ %phi967.ph, %endif396.sink.split ]
  %phi968 = phi float [ 0.000000e+00, %endif392 ], [ %phi968.ph, %endif396.sink.split ]
  %phi969 = phi float [ 0.000000e+00, %endif392 ], [ %phi969.ph, %endif396.sink.split ]
  %phi970 = phi float [ 0.000000e+00, %endif392 ], [ %fmul634, %endif396.sink.split ]
  %cmp971 = icmp sgt i32 %call389, 384
  br i1 %cmp971, label %then972, label %endif974

then397:                                          ; preds = %then395
  %from = getelementptr inbounds float, ptr addrspace(1) %1, i64 %add61
  %from404 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add61
  %p405 = getelementptr inbounds float, ptr addrspace(1) %from, i64 %m
  %address406 = ptrtoint ptr addrspace(1) %p405 to i64
  %45 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %46 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address406, i64 %45) #3
  %p407 = getelementptr inbounds i32, ptr addrspace(1) %from404, i64 %m
  %address408 = ptrtoint ptr addrspace(1) %p407 to i64
  %47 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %48 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address408, i64 %47) #3
  %call411 = tail call i32 @llvm.smin.i32(i32 %48, i32 %bound655)
  %call412 = tail call i32 @llvm.smax.i32(i32 %call411, i32 0)
  %at = zext nneg i32 %call412 to i64
  %p413 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at
  %v414 = load float, ptr addrspace(1) %p413, align 4
  %fmul = fmul float %46, %v414
  %call416 = tail call i32 @llvm.smin.i32(i32 %add66, i32 %sub400)
  %m417 = zext nneg i32 %call416 to i64
  %p421 = getelementptr inbounds float, ptr addrspace(1) %from, i64 %m417
  %address422 = ptrtoint ptr addrspace(1) %p421 to i64
  %49 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %50 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address422, i64 %49) #3
  %p423 = getelementptr inbounds i32, ptr addrspace(1) %from404, i64 %m417
  %address424 = ptrtoint ptr addrspace(1) %p423 to i64
  %51 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %52 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address424, i64 %51) #3
  %call429 = tail call i32 @llvm.smin.i32(i32 %52, i32 %bound655)
  %call430 = tail call i32 @llvm.smax.i32(i32 %call429, i32 0)
  %at431 = zext nneg i32 %call430 to i64
  %p432 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at431
  %v433 = load float, ptr addrspace(1) %p432, align 4
  %fmul434 = fmul float %50, %v433
  %call436 = tail call i32 @llvm.smin.i32(i32 %add67, i32 %sub400)
  %m437 = zext nneg i32 %call436 to i64
  %p441 = getelementptr inbounds float, ptr addrspace(1) %from, i64 %m437
  %address442 = ptrtoint ptr addrspace(1) %p441 to i64
  %53 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %54 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address442, i64 %53) #3
  %p443 = getelementptr inbounds i32, ptr addrspace(1) %from404, i64 %m437
  %address444 = ptrtoint ptr addrspace(1) %p443 to i64
  %55 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %56 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address444, i64 %55) #3
  %call449 = tail call i32 @llvm.smin.i32(i32 %56, i32 %bound655)
  %call450 = tail call i32 @llvm.smax.i32(i32 %call449, i32 0)
  %at451 = zext nneg i32 %call450 to i64
  %p452 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at451
  %v453 = load float, ptr addrspace(1) %p452, align 4
  %fmul454 = fmul float %54, %v453
  %call456 = tail call i32 @llvm.smin.i32(i32 %add68, i32 %sub400)
  %m457 = zext nneg i32 %call456 to i64
  %p461 = getelementptr inbounds float, ptr addrspace(1) %from, i64 %m457
  %address462 = ptrtoint ptr addrspace(1) %p461 to i64
  %57 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %58 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address462, i64 %57) #3
  %p463 = getelementptr inbounds i32, ptr addrspace(1) %from404, i64 %m457
  %address464 = ptrtoint ptr addrspace(1) %p463 to i64
  %59 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %60 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address464, i64 %59) #3
  %call469 = tail call i32 @llvm.smin.i32(i32 %60, i32 %bound655)
  %call470 = tail call i32 @llvm.smax.i32(i32 %call469, i32 0)
  %at471 = zext nneg i32 %call470 to i64
  %p472 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at471
  %v473 = load float, ptr addrspace(1) %p472, align 4
  %fmul474 = fmul float %58, %v473
  %call476 = tail call i32 @llvm.smin.i32(i32 %add119, i32 %sub400)
  %m477 = zext nneg i32 %call476 to i64
  %p481 = getelementptr inbounds float, ptr addrspace(1) %from, i64 %m477
  %address482 = ptrtoint ptr addrspace(1) %p481 to i64
  %61 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %62 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address482, i64 %61) #3
  %p483 = getelementptr inbounds i32, ptr addrspace(1) %from404, i64 %m477
  %address484 = ptrtoint ptr addrspace(1) %p483 to i64
  %63 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %64 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address484, i64 %63) #3
  %call489 = tail call i32 @llvm.smin.i32(i32 %64, i32 %bound655)
  %call490 = tail call i32 @llvm.smax.i32(i32 %call489, i32 0)
  %at491 = zext nneg i32 %call490 to i64
  %p492 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at491
  %v493 = load float, ptr addrspace(1) %p492, align 4
  %fmul494 = fmul float %62, %v493
  %call496 = tail call i32 @llvm.smin.i32(i32 %add120, i32 %sub400)
  %m497 = zext nneg i32 %call496 to i64
  %p501 = getelementptr inbounds float, ptr addrspace(1) %from, i64 %m497
  %address502 = ptrtoint ptr addrspace(1) %p501 to i64
  %65 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %66 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address502, i64 %65) #3
  %p503 = getelementptr inbounds i32, ptr addrspace(1) %from404, i64 %m497
  %address504 = ptrtoint ptr addrspace(1) %p503 to i64
  %67 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %68 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address504, i64 %67) #3
  %call509 = tail call i32 @llvm.smin.i32(i32 %68, i32 %bound655)
  %call510 = tail call i32 @llvm.smax.i32(i32 %call509, i32 0)
  %at511 = zext nneg i32 %call510 to i64
  %p512 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at511
  %v513 = load float, ptr addrspace(1) %p512, align 4
  %fmul514 = fmul float %66, %v513
  %call516 = tail call i32 @llvm.smin.i32(i32 %add121, i32 %sub400)
  %m517 = zext nneg i32 %call516 to i64
  %p521 = getelementptr inbounds float, ptr addrspace(1) %from, i64 %m517
  %address522 = ptrtoint ptr addrspace(1) %p521 to i64
  %69 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %70 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address522, i64 %69) #3
  %p523 = getelementptr inbounds i32, ptr addrspace(1) %from404, i64 %m517
  %address524 = ptrtoint ptr addrspace(1) %p523 to i64
  %71 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %72 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address524, i64 %71) #3
  %call529 = tail call i32 @llvm.smin.i32(i32 %72, i32 %bound655)
  %call530 = tail call i32 @llvm.smax.i32(i32 %call529, i32 0)
  %at531 = zext nneg i32 %call530 to i64
  %p532 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at531
  %v533 = load float, ptr addrspace(1) %p532, align 4
  %fmul534 = fmul float %70, %v533
  %call536 = tail call i32 @llvm.smin.i32(i32 %add122, i32 %sub400)
  %m537 = zext nneg i32 %call536 to i64
  %p541 = getelementptr inbounds float, ptr addrspace(1) %from, i64 %m537
  %address542 = ptrtoint ptr addrspace(1) %p541 to i64
  %73 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %74 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address542, i64 %73) #3
  %p543 = getelementptr inbounds i32, ptr addrspace(1) %from404, i64 %m537
  %address544 = ptrtoint ptr addrspace(1) %p543 to i64
  %75 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %76 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address544, i64 %75) #3
  %call549 = tail call i32 @llvm.smin.i32(i32 %76, i32 %bound655)
  %call550 = tail call i32 @llvm.smax.i32(i32 %call549, i32 0)
  %at551 = zext nneg i32 %call550 to i64
  %p552 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at551
  %v553 = load float, ptr addrspace(1) %p552, align 4
  %fmul554 = fmul float %74, %v553
  %call556 = tail call i32 @llvm.smin.i32(i32 %add174, i32 %sub400)
  %m557 = zext nneg i32 %call556 to i64
  %p561 = getelementptr inbounds float, ptr addrspace(1) %from, i64 %m557
  %address562 = ptrtoint ptr addrspace(1) %p561 to i64
  %77 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %78 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address562, i64 %77) #3
  %p563 = getelementptr inbounds i32, ptr addrspace(1) %from404, i64 %m557
  %address564 = ptrtoint ptr addrspace(1) %p563 to i64
  %79 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %80 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address564, i64 %79) #3
  %call569 = tail call i32 @llvm.smin.i32(i32 %80, i32 %bound655)
  %call570 = tail call i32 @llvm.smax.i32(i32 %call569, i32 0)
  %at571 = zext nneg i32 %call570 to i64
  %p572 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at571
  %v573 = load float, ptr addrspace(1) %p572, align 4
  %fmul574 = fmul float %78, %v573
  %call576 = tail call i32 @llvm.smin.i32(i32 %add175, i32 %sub400)
  %m577 = zext nneg i32 %call576 to i64
  %p581 = getelementptr inbounds float, ptr addrspace(1) %from, i64 %m577
  %address582 = ptrtoint ptr addrspace(1) %p581 to i64
  %81 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %82 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address582, i64 %81) #3
  %p583 = getelementptr inbounds i32, ptr addrspace(1) %from404, i64 %m577
  %address584 = ptrtoint ptr addrspace(1) %p583 to i64
  %83 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %84 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address584, i64 %83) #3
  %call589 = tail call i32 @llvm.smin.i32(i32 %84, i32 %bound655)
  %call590 = tail call i32 @llvm.smax.i32(i32 %call589, i32 0)
  %at591 = zext nneg i32 %call590 to i64
  %p592 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at591
  %v593 = load float, ptr addrspace(1) %p592, align 4
  %fmul594 = fmul float %82, %v593
  %call596 = tail call i32 @llvm.smin.i32(i32 %add176, i32 %sub400)
  %m597 = zext nneg i32 %call596 to i64
  %p601 = getelementptr inbounds float, ptr addrspace(1) %from, i64 %m597
  %address602 = ptrtoint ptr addrspace(1) %p601 to i64
  %85 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %86 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address602, i64 %85) #3
  %p603 = getelementptr inbounds i32, ptr addrspace(1) %from404, i64 %m597
  %address604 = ptrtoint ptr addrspace(1) %p603 to i64
  %87 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %88 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address604, i64 %87) #3
  %call609 = tail call i32 @llvm.smin.i32(i32 %88, i32 %bound655)
  %call610 = tail call i32 @llvm.smax.i32(i32 %call609, i32 0)
  %at611 = zext nneg i32 %call610 to i64
  %p612 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at611
  %v613 = load float, ptr addrspace(1) %p612, align 4
  %fmul614 = fmul float %86, %v613
  %call616 = tail call i32 @llvm.smin.i32(i32 %add177, i32 %sub400)
  %m617 = zext nneg i32 %call616 to i64
  %p621 = getelementptr inbounds float, ptr addrspace(1) %from, i64 %m617
  %address622 = ptrtoint ptr addrspace(1) %p621 to i64
  %89 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %90 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address622, i64 %89) #3
  %p623 = getelementptr inbounds i32, ptr addrspace(1) %from404, i64 %m617
  %address624 = ptrtoint ptr addrspace(1) %p623 to i64
  %91 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %92 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address624, i64 %91) #3
  br label %endif396.sink.split

else398:                                          ; preds = %then395
  %add639 = add i64 %add61, %m
  %call643 = tail call i64 @llvm.smin.i64(i64 %add639, i64 %sub642)
  %call644 = tail call i64 @llvm.smax.i64(i64 %call643, i64 0)
  %p645 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call644
  %v646 = load float, ptr addrspace(1) %p645, align 4
  %call648 = tail call i64 @llvm.smin.i64(i64 %add639, i64 %sub647)
  %call649 = tail call i64 @llvm.smax.i64(i64 %call648, i64 0)
  %p650 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call649
  %v651 = load i32, ptr addrspace(1) %p650, align 4
  %call656 = tail call i32 @llvm.smin.i32(i32 %v651, i32 %bound655)
  %call657 = tail call i32 @llvm.smax.i32(i32 %call656, i32 0)
  %at658 = zext nneg i32 %call657 to i64
  %p659 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at658
  %v660 = load float, ptr addrspace(1) %p659, align 4
  %fmul661 = fmul float %v646, %v660
  %call663 = tail call i32 @llvm.smin.i32(i32 %add66, i32 %sub400)
  %m664 = zext nneg i32 %call663 to i64
  %add665 = add i64 %add61, %m664
  %call669 = tail call i64 @llvm.smin.i64(i64 %add665, i64 %sub642)
  %call670 = tail call i64 @llvm.smax.i64(i64 %call669, i64 0)
  %p671 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call670
  %v672 = load float, ptr addrspace(1) %p671, align 4
  %call674 = tail call i64 @llvm.smin.i64(i64 %add665, i64 %sub647)
  %call675 = tail call i64 @llvm.smax.i64(i64 %call674, i64 0)
  %p676 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call675
  %v677 = load i32, ptr addrspace(1) %p676, align 4
  %call682 = tail call i32 @llvm.smin.i32(i32 %v677, i32 %bound655)
  %call683 = tail call i32 @llvm.smax.i32(i32 %call682, i32 0)
  %at684 = zext nneg i32 %call683 to i64
  %p685 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at684
  %v686 = load float, ptr addrspace(1) %p685, align 4
  %fmul687 = fmul float %v672, %v686
  %call689 = tail call i32 @llvm.smin.i32(i32 %add67, i32 %sub400)
  %m690 = zext nneg i32 %call689 to i64
  %add691 = add i64 %add61, %m690
  %call695 = tail call i64 @llvm.smin.i64(i64 %add691, i64 %sub642)
  %call696 = tail call i64 @llvm.smax.i64(i64 %call695, i64 0)
  %p697 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call696
  %v698 = load float, ptr addrspace(1) %p697, align 4
  %call700 = tail call i64 @llvm.smin.i64(i64 %add691, i64 %sub647)
  %call701 = tail call i64 @llvm.smax.i64(i64 %call700, i64 0)
  %p702 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call701
  %v703 = load i32, ptr addrspace(1) %p702, align 4
  %call708 = tail call i32 @llvm.smin.i32(i32 %v703, i32 %bound655)
  %call709 = tail call i32 @llvm.smax.i32(i32 %call708, i32 0)
  %at710 = zext nneg i32 %call709 to i64
  %p711 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at710
  %v712 = load float, ptr addrspace(1) %p711, align 4
  %fmul713 = fmul float %v698, %v712
  %call715 = tail call i32 @llvm.smin.i32(i32 %add68, i32 %sub400)
  %m716 = zext nneg i32 %call715 to i64
  %add717 = add i64 %add61, %m716
  %call721 = tail call i64 @llvm.smin.i64(i64 %add717, i64 %sub642)
  %call722 = tail call i64 @llvm.smax.i64(i64 %call721, i64 0)
  %p723 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call722
  %v724 = load float, ptr addrspace(1) %p723, align 4
  %call726 = tail call i64 @llvm.smin.i64(i64 %add717, i64 %sub647)
  %call727 = tail call i64 @llvm.smax.i64(i64 %call726, i64 0)
  %p728 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call727
  %v729 = load i32, ptr addrspace(1) %p728, align 4
  %call734 = tail call i32 @llvm.smin.i32(i32 %v729, i32 %bound655)
  %call735 = tail call i32 @llvm.smax.i32(i32 %call734, i32 0)
  %at736 = zext nneg i32 %call735 to i64
  %p737 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at736
  %v738 = load float, ptr addrspace(1) %p737, align 4
  %fmul739 = fmul float %v724, %v738
  %call741 = tail call i32 @llvm.smin.i32(i32 %add119, i32 %sub400)
  %m742 = zext nneg i32 %call741 to i64
  %add743 = add i64 %add61, %m742
  %call747 = tail call i64 @llvm.smin.i64(i64 %add743, i64 %sub642)
  %call748 = tail call i64 @llvm.smax.i64(i64 %call747, i64 0)
  %p749 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call748
  %v750 = load float, ptr addrspace(1) %p749, align 4
  %call752 = tail call i64 @llvm.smin.i64(i64 %add743, i64 %sub647)
  %call753 = tail call i64 @llvm.smax.i64(i64 %call752, i64 0)
  %p754 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call753
  %v755 = load i32, ptr addrspace(1) %p754, align 4
  %call760 = tail call i32 @llvm.smin.i32(i32 %v755, i32 %bound655)
  %call761 = tail call i32 @llvm.smax.i32(i32 %call760, i32 0)
  %at762 = zext nneg i32 %call761 to i64
  %p763 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at762
  %v764 = load float, ptr addrspace(1) %p763, align 4
  %fmul765 = fmul float %v750, %v764
  %call767 = tail call i32 @llvm.smin.i32(i32 %add120, i32 %sub400)
  %m768 = zext nneg i32 %call767 to i64
  %add769 = add i64 %add61, %m768
  %call773 = tail call i64 @llvm.smin.i64(i64 %add769, i64 %sub642)
  %call774 = tail call i64 @llvm.smax.i64(i64 %call773, i64 0)
  %p775 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call774
  %v776 = load float, ptr addrspace(1) %p775, align 4
  %call778 = tail call i64 @llvm.smin.i64(i64 %add769, i64 %sub647)
  %call779 = tail call i64 @llvm.smax.i64(i64 %call778, i64 0)
  %p780 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call779
  %v781 = load i32, ptr addrspace(1) %p780, align 4
  %call786 = tail call i32 @llvm.smin.i32(i32 %v781, i32 %bound655)
  %call787 = tail call i32 @llvm.smax.i32(i32 %call786, i32 0)
  %at788 = zext nneg i32 %call787 to i64
  %p789 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at788
  %v790 = load float, ptr addrspace(1) %p789, align 4
  %fmul791 = fmul float %v776, %v790
  %call793 = tail call i32 @llvm.smin.i32(i32 %add121, i32 %sub400)
  %m794 = zext nneg i32 %call793 to i64
  %add795 = add i64 %add61, %m794
  %call799 = tail call i64 @llvm.smin.i64(i64 %add795, i64 %sub642)
  %call800 = tail call i64 @llvm.smax.i64(i64 %call799, i64 0)
  %p801 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call800
  %v802 = load float, ptr addrspace(1) %p801, align 4
  %call804 = tail call i64 @llvm.smin.i64(i64 %add795, i64 %sub647)
  %call805 = tail call i64 @llvm.smax.i64(i64 %call804, i64 0)
  %p806 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call805
  %v807 = load i32, ptr addrspace(1) %p806, align 4
  %call812 = tail call i32 @llvm.smin.i32(i32 %v807, i32 %bound655)
  %call813 = tail call i32 @llvm.smax.i32(i32 %call812, i32 0)
  %at814 = zext nneg i32 %call813 to i64
  %p815 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at814
  %v816 = load float, ptr addrspace(1) %p815, align 4
  %fmul817 = fmul float %v802, %v816
  %call819 = tail call i32 @llvm.smin.i32(i32 %add122, i32 %sub400)
  %m820 = zext nneg i32 %call819 to i64
  %add821 = add i64 %add61, %m820
  %call825 = tail call i64 @llvm.smin.i64(i64 %add821, i64 %sub642)
  %call826 = tail call i64 @llvm.smax.i64(i64 %call825, i64 0)
  %p827 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call826
  %v828 = load float, ptr addrspace(1) %p827, align 4
  %call830 = tail call i64 @llvm.smin.i64(i64 %add821, i64 %sub647)
  %call831 = tail call i64 @llvm.smax.i64(i64 %call830, i64 0)
  %p832 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call831
  %v833 = load i32, ptr addrspace(1) %p832, align 4
  %call838 = tail call i32 @llvm.smin.i32(i32 %v833, i32 %bound655)
  %call839 = tail call i32 @llvm.smax.i32(i32 %call838, i32 0)
  %at840 = zext nneg i32 %call839 to i64
  %p841 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at840
  %v842 = load float, ptr addrspace(1) %p841, align 4
  %fmul843 = fmul float %v828, %v842
  %call845 = tail call i32 @llvm.smin.i32(i32 %add174, i32 %sub400)
  %m846 = zext nneg i32 %call845 to i64
  %add847 = add i64 %add61, %m846
  %call851 = tail call i64 @llvm.smin.i64(i64 %add847, i64 %sub642)
  %call852 = tail call i64 @llvm.smax.i64(i64 %call851, i64 0)
  %p853 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call852
  %v854 = load float, ptr addrspace(1) %p853, align 4
  %call856 = tail call i64 @llvm.smin.i64(i64 %add847, i64 %sub647)
  %call857 = tail call i64 @llvm.smax.i64(i64 %call856, i64 0)
  %p858 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call857
  %v859 = load i32, ptr addrspace(1) %p858, align 4
  %call864 = tail call i32 @llvm.smin.i32(i32 %v859, i32 %bound655)
  %call865 = tail call i32 @llvm.smax.i32(i32 %call864, i32 0)
  %at866 = zext nneg i32 %call865 to i64
  %p867 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at866
  %v868 = load float, ptr addrspace(1) %p867, align 4
  %fmul869 = fmul float %v854, %v868
  %call871 = tail call i32 @llvm.smin.i32(i32 %add175, i32 %sub400)
  %m872 = zext nneg i32 %call871 to i64
  %add873 = add i64 %add61, %m872
  %call877 = tail call i64 @llvm.smin.i64(i64 %add873, i64 %sub642)
  %call878 = tail call i64 @llvm.smax.i64(i64 %call877, i64 0)
  %p879 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call878
  %v880 = load float, ptr addrspace(1) %p879, align 4
  %call882 = tail call i64 @llvm.smin.i64(i64 %add873, i64 %sub647)
  %call883 = tail call i64 @llvm.smax.i64(i64 %call882, i64 0)
  %p884 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call883
  %v885 = load i32, ptr addrspace(1) %p884, align 4
  %call890 = tail call i32 @llvm.smin.i32(i32 %v885, i32 %bound655)
  %call891 = tail call i32 @llvm.smax.i32(i32 %call890, i32 0)
  %at892 = zext nneg i32 %call891 to i64
  %p893 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at892
  %v894 = load float, ptr addrspace(1) %p893, align 4
  %fmul895 = fmul float %v880, %v894
  %call897 = tail call i32 @llvm.smin.i32(i32 %add176, i32 %sub400)
  %m898 = zext nneg i32 %call897 to i64
  %add899 = add i64 %add61, %m898
  %call903 = tail call i64 @llvm.smin.i64(i64 %add899, i64 %sub642)
  %call904 = tail call i64 @llvm.smax.i64(i64 %call903, i64 0)
  %p905 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call904
  %v906 = load float, ptr addrspace(1) %p905, align 4
  %call908 = tail call i64 @llvm.smin.i64(i64 %add899, i64 %sub647)
  %call909 = tail call i64 @llvm.smax.i64(i64 %call908, i64 0)
  %p910 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call909
  %v911 = load i32, ptr addrspace(1) %p910, align 4
  %call916 = tail call i32 @llvm.smin.i32(i32 %v911, i32 %bound655)
  %call917 = tail call i32 @llvm.smax.i32(i32 %call916, i32 0)
  %at918 = zext nneg i32 %call917 to i64
  %p919 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at918
  %v920 = load float, ptr addrspace(1) %p919, align 4
  %fmul921 = fmul float %v906, %v920
  %call923 = tail call i32 @llvm.smin.i32(i32 %add177, i32 %sub400)
  %m924 = zext nneg i32 %call923 to i64
  %add925 = add i64 %add61, %m924
  %call929 = tail call i64 @llvm.smin.i64(i64 %add925, i64 %sub642)
  %call930 = tail call i64 @llvm.smax.i64(i64 %call929, i64 0)
  %p931 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call930
  %v932 = load float, ptr addrspace(1) %p931, align 4
  %call934 = tail call i64 @llvm.smin.i64(i64 %add925, i64 %sub647)
  %call935 = tail call i64 @llvm.smax.i64(i64 %call934, i64 0)
  %p936 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call935
  %v937 = load i32, ptr addrspace(1) %p936, align 4
  br label %endif396.sink.split

then972:                                          ; preds = %endif396
  %sub978 = add nsw i32 %call389, -1
  %call980 = tail call i32 @llvm.smin.i32(i32 %add178, i32 %sub978)
  %m981 = zext nneg i32 %call980 to i64
  br i1 %fits34, label %then975, label %else976

endif974.sink.split:                              ; preds = %else976, %then975
  %.sink3143 = phi i32 [ %140, %then975 ], [ %v1521, %else976 ]
  %.sink3142 = phi float [ %138, %then975 ], [ %v1516, %else976 ]
  %phi1544.ph = phi float [ %fmul998, %then975 ], [ %fmul1245, %else976 ]
  %phi1545.ph = phi float [ %fmul1018, %then975 ], [ %fmul1271, %else976 ]
  %phi1546.ph = phi float [ %fmul1038, %then975 ], [ %fmul1297, %else976 ]
  %phi1547.ph = phi float [ %fmul1058, %then975 ], [ %fmul1323, %else976 ]
  %phi1548.ph = phi float [ %fmul1078, %then975 ], [ %fmul1349, %else976 ]
  %phi1549.ph = phi float [ %fmul1098, %then975 ], [ %fmul1375, %else976 ]
  %phi1550.ph = phi float [ %fmul1118, %then975 ], [ %fmul1401, %else976 ]
  %phi1551.ph = phi float [ %fmul1138, %then975 ], [ %fmul1427, %else976 ]
  %phi1552.ph = phi float [ %fmul1158, %then975 ], [ %fmul1453, %else976 ]
  %phi1553.ph = phi float [ %fmul1178, %then975 ], [ %fmul1479, %else976 ]
  %phi1554.ph = phi float [ %fmul1198, %then975 ], [ %fmul1505, %else976 ]
  %call1213 = tail call i32 @llvm.smin.i32(i32 %.sink3143, i32 %bound655)
  %call1214 = tail call i32 @llvm.smax.i32(i32 %call1213, i32 0)
  %at1215 = zext nneg i32 %call1214 to i64
  %p1216 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1215
  %v1217 = load float, ptr addrspace(1) %p1216, align 4
  %fmul1218 = fmul float %.sink3142, %v1217
  br label %endif974

endif974:                                         ; preds = %endif974.sink.split, %endif396
  %phi1544 = phi float [ 0.000000e+00, %endif396 ], [ %phi1544.ph, %endif974.sink.split ]
  %phi1545 = phi float [ 0.000000e+00, %endif396 ], [ %phi1545.ph, %endif974.sink.split ]
  %phi1546 = phi float [ 0.000000e+00, %endif396 ], [ %phi1546.ph, %endif974.sink.split ]
  %phi1547 = phi float [ 0.000000e+00, %endif396 ], [ %phi1547.ph, %endif974.sink.split ]
  %phi1548 = phi float [ 0.000000e+00, %endif396 ], [ %phi1548.ph, %endif974.sink.split ]
  %phi1549 = phi float [ 0.000000e+00, %endif396 ], [ %phi1549.ph, %endif974.sink.split ]
  %phi1550 = phi float [ 0.000000e+00, %endif396 ], [ %phi1550.ph, %endif974.sink.split ]
  %phi1551 = phi float [ 0.000000e+00, %endif396 ], [ %phi1551.ph, %endif974.sink.split ]
  %phi1552 = phi float [ 0.000000e+00, %endif396 ], [ %phi1552.ph, %endif974.sink.split ]
  %phi1553 = phi float [ 0.000000e+00, %endif396 ], [ %phi1553.ph, %endif974.sink.split ]
  %phi1554 = phi float [ 0.000000e+00, %endif396 ], [ %phi1554.ph, %endif974.sink.split ]
  %phi1555 = phi float [ 0.000000e+00, %endif396 ], [ %fmul1218, %endif974.sink.split ]
  store float %phi959, ptr addrspace(3) %p1557, align 4
  store float %phi960, ptr addrspace(3) %p1559, align 4
  store float %phi961, ptr addrspace(3) %p1561, align 4
  store float %phi962, ptr addrspace(3) %p1563, align 4
  store float %phi963, ptr addrspace(3) %p1565, align 4
  store float %phi964, ptr addrspace(3) %p1567, align 4
  store float %phi965, ptr addrspace(3) %p1569, align 4
  store float %phi966, ptr addrspace(3) %p1571, align 4
  store float %phi967, ptr addrspace(3) %p1573, align 4
  store float %phi968, ptr addrspace(3) %p1575, align 4
  store float %phi969, ptr addrspace(3) %p1577, align 4
  store float %phi970, ptr addrspace(3) %p1579, align 4
  store float %phi1544, ptr addrspace(3) %p1581, align 4
  store float %phi1545, ptr addrspace(3) %p1583, align 4
  store float %phi1546, ptr addrspace(3) %p1585, align 4
  store float %phi1547, ptr addrspace(3) %p1587, align 4
  store float %phi1548, ptr addrspace(3) %p1589, align 4
  store float %phi1549, ptr addrspace(3) %p1591, align 4
  store float %phi1550, ptr addrspace(3) %p1593, align 4
  store float %phi1551, ptr addrspace(3) %p1595, align 4
  store float %phi1552, ptr addrspace(3) %p1597, align 4
  store float %phi1553, ptr addrspace(3) %p1599, align 4
  store float %phi1554, ptr addrspace(3) %p1601, align 4
  store float %phi1555, ptr addrspace(3) %p1603, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %call1605 = tail call i32 @llvm.smin.i32(i32 %mul1604, i32 %local51)
  %add1606 = add nsw i32 %call1605, 24
  %call1607 = tail call i32 @llvm.smin.i32(i32 %add1606, i32 %local51)
  %sub1608 = sub i32 %call1607, %call1605
  %sub1609 = sub i32 %call1605, %call389
  %call1610 = tail call i32 @llvm.smax.i32(i32 %sub1609, i32 0)
  %call1611 = tail call i32 @llvm.smin.i32(i32 %call1605, i32 %call60)
  %cmp1612 = icmp slt i32 %call1610, %call1611
  br i1 %cmp1612, label %repeat.body, label %repeat.exit

then975:                                          ; preds = %then972
  %from983 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %add61
  %from984 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add61
  %p985 = getelementptr inbounds float, ptr addrspace(1) %from983, i64 %m981
  %address986 = ptrtoint ptr addrspace(1) %p985 to i64
  %93 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %94 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address986, i64 %93) #3
  %p987 = getelementptr inbounds i32, ptr addrspace(1) %from984, i64 %m981
  %address988 = ptrtoint ptr addrspace(1) %p987 to i64
  %95 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %96 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address988, i64 %95) #3
  %call993 = tail call i32 @llvm.smin.i32(i32 %96, i32 %bound655)
  %call994 = tail call i32 @llvm.smax.i32(i32 %call993, i32 0)
  %at995 = zext nneg i32 %call994 to i64
  %p996 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at995
  %v997 = load float, ptr addrspace(1) %p996, align 4
  %fmul998 = fmul float %94, %v997
  %call1000 = tail call i32 @llvm.smin.i32(i32 %add179, i32 %sub978)
  %m1001 = zext nneg i32 %call1000 to i64
  %p1005 = getelementptr inbounds float, ptr addrspace(1) %from983, i64 %m1001
  %address1006 = ptrtoint ptr addrspace(1) %p1005 to i64
  %97 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %98 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address1006, i64 %97) #3
  %p1007 = getelementptr inbounds i32, ptr addrspace(1) %from984, i64 %m1001
  %address1008 = ptrtoint ptr addrspace(1) %p1007 to i64
  %99 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %100 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address1008, i64 %99) #3
  %call1013 = tail call i32 @llvm.smin.i32(i32 %100, i32 %bound655)
  %call1014 = tail call i32 @llvm.smax.i32(i32 %call1013, i32 0)
  %at1015 = zext nneg i32 %call1014 to i64
  %p1016 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1015
  %v1017 = load float, ptr addrspace(1) %p1016, align 4
  %fmul1018 = fmul float %98, %v1017
  %call1020 = tail call i32 @llvm.smin.i32(i32 %add180, i32 %sub978)
  %m1021 = zext nneg i32 %call1020 to i64
  %p1025 = getelementptr inbounds float, ptr addrspace(1) %from983, i64 %m1021
  %address1026 = ptrtoint ptr addrspace(1) %p1025 to i64
  %101 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %102 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address1026, i64 %101) #3
  %p1027 = getelementptr inbounds i32, ptr addrspace(1) %from984, i64 %m1021
  %address1028 = ptrtoint ptr addrspace(1) %p1027 to i64
  %103 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %104 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address1028, i64 %103) #3
  %call1033 = tail call i32 @llvm.smin.i32(i32 %104, i32 %bound655)
  %call1034 = tail call i32 @llvm.smax.i32(i32 %call1033, i32 0)
  %at1035 = zext nneg i32 %call1034 to i64
  %p1036 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1035
  %v1037 = load float, ptr addrspace(1) %p1036, align 4
  %fmul1038 = fmul float %102, %v1037
  %call1040 = tail call i32 @llvm.smin.i32(i32 %add181, i32 %sub978)
  %m1041 = zext nneg i32 %call1040 to i64
  %p1045 = getelementptr inbounds float, ptr addrspace(1) %from983, i64 %m1041
  %address1046 = ptrtoint ptr addrspace(1) %p1045 to i64
  %105 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %106 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address1046, i64 %105) #3
  %p1047 = getelementptr inbounds i32, ptr addrspace(1) %from984, i64 %m1041
  %address1048 = ptrtoint ptr addrspace(1) %p1047 to i64
  %107 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %108 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address1048, i64 %107) #3
  %call1053 = tail call i32 @llvm.smin.i32(i32 %108, i32 %bound655)
  %call1054 = tail call i32 @llvm.smax.i32(i32 %call1053, i32 0)
  %at1055 = zext nneg i32 %call1054 to i64
  %p1056 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1055
  %v1057 = load float, ptr addrspace(1) %p1056, align 4
  %fmul1058 = fmul float %106, %v1057
  %call1060 = tail call i32 @llvm.smin.i32(i32 %add281, i32 %sub978)
  %m1061 = zext nneg i32 %call1060 to i64
  %p1065 = getelementptr inbounds float, ptr addrspace(1) %from983, i64 %m1061
  %address1066 = ptrtoint ptr addrspace(1) %p1065 to i64
  %109 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %110 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address1066, i64 %109) #3
  %p1067 = getelementptr inbounds i32, ptr addrspace(1) %from984, i64 %m1061
  %address1068 = ptrtoint ptr addrspace(1) %p1067 to i64
  %111 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %112 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address1068, i64 %111) #3
  %call1073 = tail call i32 @llvm.smin.i32(i32 %112, i32 %bound655)
  %call1074 = tail call i32 @llvm.smax.i32(i32 %call1073, i32 0)
  %at1075 = zext nneg i32 %call1074 to i64
  %p1076 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1075
  %v1077 = load float, ptr addrspace(1) %p1076, align 4
  %fmul1078 = fmul float %110, %v1077
  %call1080 = tail call i32 @llvm.smin.i32(i32 %add282, i32 %sub978)
  %m1081 = zext nneg i32 %call1080 to i64
  %p1085 = getelementptr inbounds float, ptr addrspace(1) %from983, i64 %m1081
  %address1086 = ptrtoint ptr addrspace(1) %p1085 to i64
  %113 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %114 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address1086, i64 %113) #3
  %p1087 = getelementptr inbounds i32, ptr addrspace(1) %from984, i64 %m1081
  %address1088 = ptrtoint ptr addrspace(1) %p1087 to i64
  %115 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %116 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address1088, i64 %115) #3
  %call1093 = tail call i32 @llvm.smin.i32(i32 %116, i32 %bound655)
  %call1094 = tail call i32 @llvm.smax.i32(i32 %call1093, i32 0)
  %at1095 = zext nneg i32 %call1094 to i64
  %p1096 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1095
  %v1097 = load float, ptr addrspace(1) %p1096, align 4
  %fmul1098 = fmul float %114, %v1097
  %call1100 = tail call i32 @llvm.smin.i32(i32 %add283, i32 %sub978)
  %m1101 = zext nneg i32 %call1100 to i64
  %p1105 = getelementptr inbounds float, ptr addrspace(1) %from983, i64 %m1101
  %address1106 = ptrtoint ptr addrspace(1) %p1105 to i64
  %117 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %118 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address1106, i64 %117) #3
  %p1107 = getelementptr inbounds i32, ptr addrspace(1) %from984, i64 %m1101
  %address1108 = ptrtoint ptr addrspace(1) %p1107 to i64
  %119 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %120 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address1108, i64 %119) #3
  %call1113 = tail call i32 @llvm.smin.i32(i32 %120, i32 %bound655)
  %call1114 = tail call i32 @llvm.smax.i32(i32 %call1113, i32 0)
  %at1115 = zext nneg i32 %call1114 to i64
  %p1116 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1115
  %v1117 = load float, ptr addrspace(1) %p1116, align 4
  %fmul1118 = fmul float %118, %v1117
  %call1120 = tail call i32 @llvm.smin.i32(i32 %add284, i32 %sub978)
  %m1121 = zext nneg i32 %call1120 to i64
  %p1125 = getelementptr inbounds float, ptr addrspace(1) %from983, i64 %m1121
  %address1126 = ptrtoint ptr addrspace(1) %p1125 to i64
  %121 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %122 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address1126, i64 %121) #3
  %p1127 = getelementptr inbounds i32, ptr addrspace(1) %from984, i64 %m1121
  %address1128 = ptrtoint ptr addrspace(1) %p1127 to i64
  %123 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %124 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address1128, i64 %123) #3
  %call1133 = tail call i32 @llvm.smin.i32(i32 %124, i32 %bound655)
  %call1134 = tail call i32 @llvm.smax.i32(i32 %call1133, i32 0)
  %at1135 = zext nneg i32 %call1134 to i64
  %p1136 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1135
  %v1137 = load float, ptr addrspace(1) %p1136, align 4
  %fmul1138 = fmul float %122, %v1137
  %call1140 = tail call i32 @llvm.smin.i32(i32 %add285, i32 %sub978)
  %m1141 = zext nneg i32 %call1140 to i64
  %p1145 = getelementptr inbounds float, ptr addrspace(1) %from983, i64 %m1141
  %address1146 = ptrtoint ptr addrspace(1) %p1145 to i64
  %125 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %126 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address1146, i64 %125) #3
  %p1147 = getelementptr inbounds i32, ptr addrspace(1) %from984, i64 %m1141
  %address1148 = ptrtoint ptr addrspace(1) %p1147 to i64
  %127 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %128 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address1148, i64 %127) #3
  %call1153 = tail call i32 @llvm.smin.i32(i32 %128, i32 %bound655)
  %call1154 = tail call i32 @llvm.smax.i32(i32 %call1153, i32 0)
  %at1155 = zext nneg i32 %call1154 to i64
  %p1156 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1155
  %v1157 = load float, ptr addrspace(1) %p1156, align 4
  %fmul1158 = fmul float %126, %v1157
  %call1160 = tail call i32 @llvm.smin.i32(i32 %add286, i32 %sub978)
  %m1161 = zext nneg i32 %call1160 to i64
  %p1165 = getelementptr inbounds float, ptr addrspace(1) %from983, i64 %m1161
  %address1166 = ptrtoint ptr addrspace(1) %p1165 to i64
  %129 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %130 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address1166, i64 %129) #3
  %p1167 = getelementptr inbounds i32, ptr addrspace(1) %from984, i64 %m1161
  %address1168 = ptrtoint ptr addrspace(1) %p1167 to i64
  %131 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %132 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address1168, i64 %131) #3
  %call1173 = tail call i32 @llvm.smin.i32(i32 %132, i32 %bound655)
  %call1174 = tail call i32 @llvm.smax.i32(i32 %call1173, i32 0)
  %at1175 = zext nneg i32 %call1174 to i64
  %p1176 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1175
  %v1177 = load float, ptr addrspace(1) %p1176, align 4
  %fmul1178 = fmul float %130, %v1177
  %call1180 = tail call i32 @llvm.smin.i32(i32 %add287, i32 %sub978)
  %m1181 = zext nneg i32 %call1180 to i64
  %p1185 = getelementptr inbounds float, ptr addrspace(1) %from983, i64 %m1181
  %address1186 = ptrtoint ptr addrspace(1) %p1185 to i64
  %133 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %134 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address1186, i64 %133) #3
  %p1187 = getelementptr inbounds i32, ptr addrspace(1) %from984, i64 %m1181
  %address1188 = ptrtoint ptr addrspace(1) %p1187 to i64
  %135 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %136 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address1188, i64 %135) #3
  %call1193 = tail call i32 @llvm.smin.i32(i32 %136, i32 %bound655)
  %call1194 = tail call i32 @llvm.smax.i32(i32 %call1193, i32 0)
  %at1195 = zext nneg i32 %call1194 to i64
  %p1196 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1195
  %v1197 = load float, ptr addrspace(1) %p1196, align 4
  %fmul1198 = fmul float %134, %v1197
  %call1200 = tail call i32 @llvm.smin.i32(i32 %add288, i32 %sub978)
  %m1201 = zext nneg i32 %call1200 to i64
  %p1205 = getelementptr inbounds float, ptr addrspace(1) %from983, i64 %m1201
  %address1206 = ptrtoint ptr addrspace(1) %p1205 to i64
  %137 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %138 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address1206, i64 %137) #3
  %p1207 = getelementptr inbounds i32, ptr addrspace(1) %from984, i64 %m1201
  %address1208 = ptrtoint ptr addrspace(1) %p1207 to i64
  %139 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #3
  %140 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address1208, i64 %139) #3
  br label %endif974.sink.split

else976:                                          ; preds = %then972
  %add1223 = add i64 %add61, %m981
  %call1227 = tail call i64 @llvm.smin.i64(i64 %add1223, i64 %sub642)
  %call1228 = tail call i64 @llvm.smax.i64(i64 %call1227, i64 0)
  %p1229 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1228
  %v1230 = load float, ptr addrspace(1) %p1229, align 4
  %call1232 = tail call i64 @llvm.smin.i64(i64 %add1223, i64 %sub647)
  %call1233 = tail call i64 @llvm.smax.i64(i64 %call1232, i64 0)
  %p1234 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1233
  %v1235 = load i32, ptr addrspace(1) %p1234, align 4
  %call1240 = tail call i32 @llvm.smin.i32(i32 %v1235, i32 %bound655)
  %call1241 = tail call i32 @llvm.smax.i32(i32 %call1240, i32 0)
  %at1242 = zext nneg i32 %call1241 to i64
  %p1243 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1242
  %v1244 = load float, ptr addrspace(1) %p1243, align 4
  %fmul1245 = fmul float %v1230, %v1244
  %call1247 = tail call i32 @llvm.smin.i32(i32 %add179, i32 %sub978)
  %m1248 = zext nneg i32 %call1247 to i64
  %add1249 = add i64 %add61, %m1248
  %call1253 = tail call i64 @llvm.smin.i64(i64 %add1249, i64 %sub642)
  %call1254 = tail call i64 @llvm.smax.i64(i64 %call1253, i64 0)
  %p1255 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1254
  %v1256 = load float, ptr addrspace(1) %p1255, align 4
  %call1258 = tail call i64 @llvm.smin.i64(i64 %add1249, i64 %sub647)
  %call1259 = tail call i64 @llvm.smax.i64(i64 %call1258, i64 0)
  %p1260 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1259
  %v1261 = load i32, ptr addrspace(1) %p1260, align 4
  %call1266 = tail call i32 @llvm.smin.i32(i32 %v1261, i32 %bound655)
  %call1267 = tail call i32 @llvm.smax.i32(i32 %call1266, i32 0)
  %at1268 = zext nneg i32 %call1267 to i64
  %p1269 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1268
  %v1270 = load float, ptr addrspace(1) %p1269, align 4
  %fmul1271 = fmul float %v1256, %v1270
  %call1273 = tail call i32 @llvm.smin.i32(i32 %add180, i32 %sub978)
  %m1274 = zext nneg i32 %call1273 to i64
  %add1275 = add i64 %add61, %m1274
  %call1279 = tail call i64 @llvm.smin.i64(i64 %add1275, i64 %sub642)
  %call1280 = tail call i64 @llvm.smax.i64(i64 %call1279, i64 0)
  %p1281 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1280
  %v1282 = load float, ptr addrspace(1) %p1281, align 4
  %call1284 = tail call i64 @llvm.smin.i64(i64 %add1275, i64 %sub647)
  %call1285 = tail call i64 @llvm.smax.i64(i64 %call1284, i64 0)
  %p1286 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1285
  %v1287 = load i32, ptr addrspace(1) %p1286, align 4
  %call1292 = tail call i32 @llvm.smin.i32(i32 %v1287, i32 %bound655)
  %call1293 = tail call i32 @llvm.smax.i32(i32 %call1292, i32 0)
  %at1294 = zext nneg i32 %call1293 to i64
  %p1295 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1294
  %v1296 = load float, ptr addrspace(1) %p1295, align 4
  %fmul1297 = fmul float %v1282, %v1296
  %call1299 = tail call i32 @llvm.smin.i32(i32 %add181, i32 %sub978)
  %m1300 = zext nneg i32 %call1299 to i64
  %add1301 = add i64 %add61, %m1300
  %call1305 = tail call i64 @llvm.smin.i64(i64 %add1301, i64 %sub642)
  %call1306 = tail call i64 @llvm.smax.i64(i64 %call1305, i64 0)
  %p1307 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1306
  %v1308 = load float, ptr addrspace(1) %p1307, align 4
  %call1310 = tail call i64 @llvm.smin.i64(i64 %add1301, i64 %sub647)
  %call1311 = tail call i64 @llvm.smax.i64(i64 %call1310, i64 0)
  %p1312 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1311
  %v1313 = load i32, ptr addrspace(1) %p1312, align 4
  %call1318 = tail call i32 @llvm.smin.i32(i32 %v1313, i32 %bound655)
  %call1319 = tail call i32 @llvm.smax.i32(i32 %call1318, i32 0)
  %at1320 = zext nneg i32 %call1319 to i64
  %p1321 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1320
  %v1322 = load float, ptr addrspace(1) %p1321, align 4
  %fmul1323 = fmul float %v1308, %v1322
  %call1325 = tail call i32 @llvm.smin.i32(i32 %add281, i32 %sub978)
  %m1326 = zext nneg i32 %call1325 to i64
  %add1327 = add i64 %add61, %m1326
  %call1331 = tail call i64 @llvm.smin.i64(i64 %add1327, i64 %sub642)
  %call1332 = tail call i64 @llvm.smax.i64(i64 %call1331, i64 0)
  %p1333 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1332
  %v1334 = load float, ptr addrspace(1) %p1333, align 4
  %call1336 = tail call i64 @llvm.smin.i64(i64 %add1327, i64 %sub647)
  %call1337 = tail call i64 @llvm.smax.i64(i64 %call1336, i64 0)
  %p1338 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1337
  %v1339 = load i32, ptr addrspace(1) %p1338, align 4
  %call1344 = tail call i32 @llvm.smin.i32(i32 %v1339, i32 %bound655)
  %call1345 = tail call i32 @llvm.smax.i32(i32 %call1344, i32 0)
  %at1346 = zext nneg i32 %call1345 to i64
  %p1347 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1346
  %v1348 = load float, ptr addrspace(1) %p1347, align 4
  %fmul1349 = fmul float %v1334, %v1348
  %call1351 = tail call i32 @llvm.smin.i32(i32 %add282, i32 %sub978)
  %m1352 = zext nneg i32 %call1351 to i64
  %add1353 = add i64 %add61, %m1352
  %call1357 = tail call i64 @llvm.smin.i64(i64 %add1353, i64 %sub642)
  %call1358 = tail call i64 @llvm.smax.i64(i64 %call1357, i64 0)
  %p1359 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1358
  %v1360 = load float, ptr addrspace(1) %p1359, align 4
  %call1362 = tail call i64 @llvm.smin.i64(i64 %add1353, i64 %sub647)
  %call1363 = tail call i64 @llvm.smax.i64(i64 %call1362, i64 0)
  %p1364 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1363
  %v1365 = load i32, ptr addrspace(1) %p1364, align 4
  %call1370 = tail call i32 @llvm.smin.i32(i32 %v1365, i32 %bound655)
  %call1371 = tail call i32 @llvm.smax.i32(i32 %call1370, i32 0)
  %at1372 = zext nneg i32 %call1371 to i64
  %p1373 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1372
  %v1374 = load float, ptr addrspace(1) %p1373, align 4
  %fmul1375 = fmul float %v1360, %v1374
  %call1377 = tail call i32 @llvm.smin.i32(i32 %add283, i32 %sub978)
  %m1378 = zext nneg i32 %call1377 to i64
  %add1379 = add i64 %add61, %m1378
  %call1383 = tail call i64 @llvm.smin.i64(i64 %add1379, i64 %sub642)
  %call1384 = tail call i64 @llvm.smax.i64(i64 %call1383, i64 0)
  %p1385 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1384
  %v1386 = load float, ptr addrspace(1) %p1385, align 4
  %call1388 = tail call i64 @llvm.smin.i64(i64 %add1379, i64 %sub647)
  %call1389 = tail call i64 @llvm.smax.i64(i64 %call1388, i64 0)
  %p1390 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1389
  %v1391 = load i32, ptr addrspace(1) %p1390, align 4
  %call1396 = tail call i32 @llvm.smin.i32(i32 %v1391, i32 %bound655)
  %call1397 = tail call i32 @llvm.smax.i32(i32 %call1396, i32 0)
  %at1398 = zext nneg i32 %call1397 to i64
  %p1399 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1398
  %v1400 = load float, ptr addrspace(1) %p1399, align 4
  %fmul1401 = fmul float %v1386, %v1400
  %call1403 = tail call i32 @llvm.smin.i32(i32 %add284, i32 %sub978)
  %m1404 = zext nneg i32 %call1403 to i64
  %add1405 = add i64 %add61, %m1404
  %call1409 = tail call i64 @llvm.smin.i64(i64 %add1405, i64 %sub642)
  %call1410 = tail call i64 @llvm.smax.i64(i64 %call1409, i64 0)
  %p1411 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1410
  %v1412 = load float, ptr addrspace(1) %p1411, align 4
  %call1414 = tail call i64 @llvm.smin.i64(i64 %add1405, i64 %sub647)
  %call1415 = tail call i64 @llvm.smax.i64(i64 %call1414, i64 0)
  %p1416 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1415
  %v1417 = load i32, ptr addrspace(1) %p1416, align 4
  %call1422 = tail call i32 @llvm.smin.i32(i32 %v1417, i32 %bound655)
  %call1423 = tail call i32 @llvm.smax.i32(i32 %call1422, i32 0)
  %at1424 = zext nneg i32 %call1423 to i64
  %p1425 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1424
  %v1426 = load float, ptr addrspace(1) %p1425, align 4
  %fmul1427 = fmul float %v1412, %v1426
  %call1429 = tail call i32 @llvm.smin.i32(i32 %add285, i32 %sub978)
  %m1430 = zext nneg i32 %call1429 to i64
  %add1431 = add i64 %add61, %m1430
  %call1435 = tail call i64 @llvm.smin.i64(i64 %add1431, i64 %sub642)
  %call1436 = tail call i64 @llvm.smax.i64(i64 %call1435, i64 0)
  %p1437 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1436
  %v1438 = load float, ptr addrspace(1) %p1437, align 4
  %call1440 = tail call i64 @llvm.smin.i64(i64 %add1431, i64 %sub647)
  %call1441 = tail call i64 @llvm.smax.i64(i64 %call1440, i64 0)
  %p1442 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1441
  %v1443 = load i32, ptr addrspace(1) %p1442, align 4
  %call1448 = tail call i32 @llvm.smin.i32(i32 %v1443, i32 %bound655)
  %call1449 = tail call i32 @llvm.smax.i32(i32 %call1448, i32 0)
  %at1450 = zext nneg i32 %call1449 to i64
  %p1451 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1450
  %v1452 = load float, ptr addrspace(1) %p1451, align 4
  %fmul1453 = fmul float %v1438, %v1452
  %call1455 = tail call i32 @llvm.smin.i32(i32 %add286, i32 %sub978)
  %m1456 = zext nneg i32 %call1455 to i64
  %add1457 = add i64 %add61, %m1456
  %call1461 = tail call i64 @llvm.smin.i64(i64 %add1457, i64 %sub642)
  %call1462 = tail call i64 @llvm.smax.i64(i64 %call1461, i64 0)
  %p1463 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1462
  %v1464 = load float, ptr addrspace(1) %p1463, align 4
  %call1466 = tail call i64 @llvm.smin.i64(i64 %add1457, i64 %sub647)
  %call1467 = tail call i64 @llvm.smax.i64(i64 %call1466, i64 0)
  %p1468 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1467
  %v1469 = load i32, ptr addrspace(1) %p1468, align 4
  %call1474 = tail call i32 @llvm.smin.i32(i32 %v1469, i32 %bound655)
  %call1475 = tail call i32 @llvm.smax.i32(i32 %call1474, i32 0)
  %at1476 = zext nneg i32 %call1475 to i64
  %p1477 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1476
  %v1478 = load float, ptr addrspace(1) %p1477, align 4
  %fmul1479 = fmul float %v1464, %v1478
  %call1481 = tail call i32 @llvm.smin.i32(i32 %add287, i32 %sub978)
  %m1482 = zext nneg i32 %call1481 to i64
  %add1483 = add i64 %add61, %m1482
  %call1487 = tail call i64 @llvm.smin.i64(i64 %add1483, i64 %sub642)
  %call1488 = tail call i64 @llvm.smax.i64(i64 %call1487, i64 0)
  %p1489 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1488
  %v1490 = load float, ptr addrspace(1) %p1489, align 4
  %call1492 = tail call i64 @llvm.smin.i64(i64 %add1483, i64 %sub647)
  %call1493 = tail call i64 @llvm.smax.i64(i64 %call1492, i64 0)
  %p1494 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1493
  %v1495 = load i32, ptr addrspace(1) %p1494, align 4
  %call1500 = tail call i32 @llvm.smin.i32(i32 %v1495, i32 %bound655)
  %call1501 = tail call i32 @llvm.smax.i32(i32 %call1500, i32 0)
  %at1502 = zext nneg i32 %call1501 to i64
  %p1503 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1502
  %v1504 = load float, ptr addrspace(1) %p1503, align 4
  %fmul1505 = fmul float %v1490, %v1504
  %call1507 = tail call i32 @llvm.smin.i32(i32 %add288, i32 %sub978)
  %m1508 = zext nneg i32 %call1507 to i64
  %add1509 = add i64 %add61, %m1508
  %call1513 = tail call i64 @llvm.smin.i64(i64 %add1509, i64 %sub642)
  %call1514 = tail call i64 @llvm.smax.i64(i64 %call1513, i64 0)
  %p1515 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1514
  %v1516 = load float, ptr addrspace(1) %p1515, align 4
  %call1518 = tail call i64 @llvm.smin.i64(i64 %add1509, i64 %sub647)
  %call1519 = tail call i64 @llvm.smax.i64(i64 %call1518, i64 0)
  %p1520 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1519
  %v1521 = load i32, ptr addrspace(1) %p1520, align 4
  br label %endif974.sink.split

repeat.body:                                      ; preds = %endif974, %repeat.body
  %phi1613 = phi i32 [ %sel, %repeat.body ], [ %call1610, %endif974 ]
  %phi1614 = phi i32 [ %sel1621, %repeat.body ], [ %call1611, %endif974 ]
  %add1615 = add nuw nsw i32 %phi1614, %phi1613
  %mid = lshr i32 %add1615, 1
  %141 = zext nneg i32 %mid to i64
  %p1616 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %141
  %v1617 = load i32, ptr addrspace(3) %p1616, align 4
  %add1618 = add i32 %mid, %v1617
  %cmp1619 = icmp slt i32 %add1618, %call1605
  %add1620 = add nuw nsw i32 %mid, 1
  %sel = select i1 %cmp1619, i32 %add1620, i32 %phi1613
  %sel1621 = select i1 %cmp1619, i32 %phi1614, i32 %mid
  %cmp1622 = icmp slt i32 %sel, %sel1621
  br i1 %cmp1622, label %repeat.body, label %repeat.exit

repeat.exit:                                      ; preds = %repeat.body, %endif974
  %phi1623 = phi i32 [ %call1610, %endif974 ], [ %sel, %repeat.body ]
  %sub1625 = sub i32 %call1605, %phi1623
  %cmp1626 = icmp eq i32 %phi1623, 0
  %142 = tail call i32 @llvm.smax.i32(i32 %phi1623, i32 1)
  %143 = zext nneg i32 %142 to i64
  %gep3092 = getelementptr i32, ptr addrspace(3) %invariant.gep3091, i64 %143
  %v1630 = load i32, ptr addrspace(3) %gep3092, align 4
  %sel1631 = select i1 %cmp1626, i32 %sub48, i32 %v1630
  %cmp1632 = icmp sgt i32 %sub1625, %sel1631
  %144 = zext nneg i32 %phi1623 to i64
  %p1633 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %144
  %v1634 = load i32, ptr addrspace(3) %p1633, align 4
  %cmp1635 = icmp sgt i32 %sub1608, 0
  %cmp1636 = icmp slt i32 %sub1625, %v1634
  %element = and i1 %cmp1635, %cmp1636
  %end = xor i1 %cmp1635, %element
  %145 = sext i32 %sub1625 to i64
  %p1637 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %145
  %v1638 = load float, ptr addrspace(3) %p1637, align 4
  %w1641 = xor i1 %cmp1632, true
  %write = and i1 %end, %w1641
  %cmp1642 = icmp slt i32 %phi1623, %local54
  %in = and i1 %cmp1642, %write
  br i1 %in, label %then1643, label %endif1644

then1643:                                         ; preds = %repeat.exit
  %p1645 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %144
  store float 0.000000e+00, ptr addrspace(3) %p1645, align 4
  br label %endif1644

endif1644:                                        ; preds = %then1643, %repeat.exit
  %step = zext i1 %end to i32
  %add1648 = add nuw i32 %phi1623, %step
  %step1649 = zext i1 %element to i32
  %add1650 = add i32 %sub1625, %step1649
  %146 = sext i32 %add1648 to i64
  %p1651 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %146
  %v1652 = load i32, ptr addrspace(3) %p1651, align 4
  %sel1653 = select i1 %end, i32 %v1652, i32 %v1634
  %sel1655 = select i1 %element, float %v1638, float 0.000000e+00
  %cmp1658 = icmp sgt i32 %sub1608, 1
  %cmp1659 = icmp slt i32 %add1650, %sel1653
  %element1660 = and i1 %cmp1658, %cmp1659
  %end1662 = xor i1 %cmp1658, %element1660
  %147 = sext i32 %add1650 to i64
  %p1663 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %147
  %v1664 = load float, ptr addrspace(3) %p1663, align 4
  %fadd1665 = fadd reassoc contract float %v1638, %v1664
  %sel1667 = select i1 %element, float %fadd1665, float %v1664
  %first = xor i1 %end, true
  %defer1668 = and i1 %cmp1632, %first
  %w1669 = xor i1 %defer1668, true
  %cmp1671 = icmp slt i32 %add1648, %local54
  %148 = and i1 %cmp1671, %w1669
  %in1672 = and i1 %148, %end1662
  br i1 %in1672, label %then1673, label %endif1674

then1673:                                         ; preds = %endif1644
  %p1677 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %146
  %fadd1675 = fadd reassoc contract float %v1638, 0.000000e+00
  %sel1676 = select i1 %element, float %fadd1675, float 0.000000e+00
  store float %sel1676, ptr addrspace(3) %p1677, align 4
  br label %endif1674

endif1674:                                        ; preds = %then1673, %endif1644
  %keep1678 = and i1 %defer1668, %end1662
  %sel1679 = select i1 %keep1678, float %sel1655, float 0.000000e+00
  %sel1680 = and i1 %cmp1636, %keep1678
  %step1681 = zext i1 %end1662 to i32
  %add1682 = add nuw i32 %add1648, %step1681
  %step1683 = zext i1 %element1660 to i32
  %add1684 = add i32 %add1650, %step1683
  %149 = sext i32 %add1682 to i64
  %p1685 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %149
  %v1686 = load i32, ptr addrspace(3) %p1685, align 4
  %sel1687 = select i1 %end1662, i32 %v1686, i32 %sel1653
  %sel1688 = select i1 %end1662, float 0.000000e+00, float %sel1655
  %sel1689 = select i1 %element1660, float %sel1667, float %sel1688
  %sel1691 = select i1 %cmp1658, i1 %cmp1659, i1 %element
  %ended1692 = or i1 %end, %end1662
  %cmp1693 = icmp sgt i32 %sub1608, 2
  %cmp1694 = icmp slt i32 %add1684, %sel1687
  %element1695 = and i1 %cmp1693, %cmp1694
  %end1697 = xor i1 %cmp1693, %element1695
  %150 = sext i32 %add1684 to i64
  %p1698 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %150
  %v1699 = load float, ptr addrspace(3) %p1698, align 4
  %fadd1701 = fadd reassoc contract float %sel1689, %v1699
  %sel1703 = select i1 %sel1691, float %fadd1701, float %v1699
  %first1705 = xor i1 %ended1692, true
  %defer1706 = and i1 %cmp1632, %first1705
  %w1707 = xor i1 %defer1706, true
  %cmp1709 = icmp slt i32 %add1682, %local54
  %151 = and i1 %cmp1709, %w1707
  %in1710 = and i1 %151, %end1697
  br i1 %in1710, label %then1711, label %endif1712

then1711:                                         ; preds = %endif1674
  %p1715 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %149
  %fadd1713 = fadd reassoc contract float %sel1689, 0.000000e+00
  %sel1714 = select i1 %sel1691, float %fadd1713, float 0.000000e+00
  store float %sel1714, ptr addrspace(3) %p1715, align 4
  br label %endif1712

endif1712:                                        ; preds = %then1711, %endif1674
  %keep1716 = and i1 %defer1706, %end1697
  %sel1717 = select i1 %keep1716, float %sel1689, float %sel1679
  %sel1718 = select i1 %keep1716, i1 %sel1691, i1 %sel1680
  %step1719 = zext i1 %end1697 to i32
  %add1720 = add nuw i32 %add1682, %step1719
  %step1721 = zext i1 %element1695 to i32
  %add1722 = add i32 %add1684, %step1721
  %152 = sext i32 %add1720 to i64
  %p1723 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %152
  %v1724 = load i32, ptr addrspace(3) %p1723, align 4
  %sel1725 = select i1 %end1697, i32 %v1724, i32 %sel1687
  %sel1726 = select i1 %end1697, float 0.000000e+00, float %sel1689
  %sel1727 = select i1 %element1695, float %sel1703, float %sel1726
  %sel1729 = select i1 %cmp1693, i1 %cmp1694, i1 %sel1691
  %ended1730 = or i1 %ended1692, %end1697
  %cmp1731 = icmp sgt i32 %sub1608, 3
  %cmp1732 = icmp slt i32 %add1722, %sel1725
  %element1733 = and i1 %cmp1731, %cmp1732
  %end1735 = xor i1 %cmp1731, %element1733
  %153 = sext i32 %add1722 to i64
  %p1736 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %153
  %v1737 = load float, ptr addrspace(3) %p1736, align 4
  %fadd1739 = fadd reassoc contract float %sel1727, %v1737
  %sel1741 = select i1 %sel1729, float %fadd1739, float %v1737
  %first1743 = xor i1 %ended1730, true
  %defer1744 = and i1 %cmp1632, %first1743
  %w1745 = xor i1 %defer1744, true
  %cmp1747 = icmp slt i32 %add1720, %local54
  %154 = and i1 %cmp1747, %w1745
  %in1748 = and i1 %154, %end1735
  br i1 %in1748, label %then1749, label %endif1750

then1749:                                         ; preds = %endif1712
  %p1753 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %152
  %fadd1751 = fadd reassoc contract float %sel1727, 0.000000e+00
  %sel1752 = select i1 %sel1729, float %fadd1751, float 0.000000e+00
  store float %sel1752, ptr addrspace(3) %p1753, align 4
  br label %endif1750

endif1750:                                        ; preds = %then1749, %endif1712
  %keep1754 = and i1 %defer1744, %end1735
  %sel1755 = select i1 %keep1754, float %sel1727, float %sel1717
  %sel1756 = select i1 %keep1754, i1 %sel1729, i1 %sel1718
  %step1757 = zext i1 %end1735 to i32
  %add1758 = add nuw i32 %add1720, %step1757
  %step1759 = zext i1 %element1733 to i32
  %add1760 = add i32 %add1722, %step1759
  %155 = sext i32 %add1758 to i64
  %p1761 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %155
  %v1762 = load i32, ptr addrspace(3) %p1761, align 4
  %sel1763 = select i1 %end1735, i32 %v1762, i32 %sel1725
  %sel1764 = select i1 %end1735, float 0.000000e+00, float %sel1727
  %sel1765 = select i1 %element1733, float %sel1741, float %sel1764
  %sel1767 = select i1 %cmp1731, i1 %cmp1732, i1 %sel1729
  %ended1768 = or i1 %ended1730, %end1735
  %cmp1769 = icmp sgt i32 %sub1608, 4
  %cmp1770 = icmp slt i32 %add1760, %sel1763
  %element1771 = and i1 %cmp1769, %cmp1770
  %end1773 = xor i1 %cmp1769, %element1771
  %156 = sext i32 %add1760 to i64
  %p1774 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %156
  %v1775 = load float, ptr addrspace(3) %p1774, align 4
  %fadd1777 = fadd reassoc contract float %sel1765, %v1775
  %sel1779 = select i1 %sel1767, float %fadd1777, float %v1775
  %first1781 = xor i1 %ended1768, true
  %defer1782 = and i1 %cmp1632, %first1781
  %w1783 = xor i1 %defer1782, true
  %cmp1785 = icmp slt i32 %add1758, %local54
  %157 = and i1 %cmp1785, %w1783
  %in1786 = and i1 %157, %end1773
  br i1 %in1786, label %then1787, label %endif1788

then1787:                                         ; preds = %endif1750
  %p1791 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %155
  %fadd1789 = fadd reassoc contract float %sel1765, 0.000000e+00
  %sel1790 = select i1 %sel1767, float %fadd1789, float 0.000000e+00
  store float %sel1790, ptr addrspace(3) %p1791, align 4
  br label %endif1788

endif1788:                                        ; preds = %then1787, %endif1750
  %keep1792 = and i1 %defer1782, %end1773
  %sel1793 = select i1 %keep1792, float %sel1765, float %sel1755
  %sel1794 = select i1 %keep1792, i1 %sel1767, i1 %sel1756
  %step1795 = zext i1 %end1773 to i32
  %add1796 = add nuw i32 %add1758, %step1795
  %step1797 = zext i1 %element1771 to i32
  %add1798 = add i32 %add1760, %step1797
  %158 = sext i32 %add1796 to i64
  %p1799 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %158
  %v1800 = load i32, ptr addrspace(3) %p1799, align 4
  %sel1801 = select i1 %end1773, i32 %v1800, i32 %sel1763
  %sel1802 = select i1 %end1773, float 0.000000e+00, float %sel1765
  %sel1803 = select i1 %element1771, float %sel1779, float %sel1802
  %sel1805 = select i1 %cmp1769, i1 %cmp1770, i1 %sel1767
  %ended1806 = or i1 %ended1768, %end1773
  %cmp1807 = icmp sgt i32 %sub1608, 5
  %cmp1808 = icmp slt i32 %add1798, %sel1801
  %element1809 = and i1 %cmp1807, %cmp1808
  %end1811 = xor i1 %cmp1807, %element1809
  %159 = sext i32 %add1798 to i64
  %p1812 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %159
  %v1813 = load float, ptr addrspace(3) %p1812, align 4
  %fadd1815 = fadd reassoc contract float %sel1803, %v1813
  %sel1817 = select i1 %sel1805, float %fadd1815, float %v1813
  %first1819 = xor i1 %ended1806, true
  %defer1820 = and i1 %cmp1632, %first1819
  %w1821 = xor i1 %defer1820, true
  %cmp1823 = icmp slt i32 %add1796, %local54
  %160 = and i1 %cmp1823, %w1821
  %in1824 = and i1 %160, %end1811
  br i1 %in1824, label %then1825, label %endif1826

then1825:                                         ; preds = %endif1788
  %p1829 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %158
  %fadd1827 = fadd reassoc contract float %sel1803, 0.000000e+00
  %sel1828 = select i1 %sel1805, float %fadd1827, float 0.000000e+00
  store float %sel1828, ptr addrspace(3) %p1829, align 4
  br label %endif1826

endif1826:                                        ; preds = %then1825, %endif1788
  %keep1830 = and i1 %defer1820, %end1811
  %sel1831 = select i1 %keep1830, float %sel1803, float %sel1793
  %sel1832 = select i1 %keep1830, i1 %sel1805, i1 %sel1794
  %step1833 = zext i1 %end1811 to i32
  %add1834 = add nuw i32 %add1796, %step1833
  %step1835 = zext i1 %element1809 to i32
  %add1836 = add i32 %add1798, %step1835
  %161 = sext i32 %add1834 to i64
  %p1837 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %161
  %v1838 = load i32, ptr addrspace(3) %p1837, align 4
  %sel1839 = select i1 %end1811, i32 %v1838, i32 %sel1801
  %sel1840 = select i1 %end1811, float 0.000000e+00, float %sel1803
  %sel1841 = select i1 %element1809, float %sel1817, float %sel1840
  %sel1843 = select i1 %cmp1807, i1 %cmp1808, i1 %sel1805
  %ended1844 = or i1 %ended1806, %end1811
  %cmp1845 = icmp sgt i32 %sub1608, 6
  %cmp1846 = icmp slt i32 %add1836, %sel1839
  %element1847 = and i1 %cmp1845, %cmp1846
  %end1849 = xor i1 %cmp1845, %element1847
  %162 = sext i32 %add1836 to i64
  %p1850 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %162
  %v1851 = load float, ptr addrspace(3) %p1850, align 4
  %fadd1853 = fadd reassoc contract float %sel1841, %v1851
  %sel1855 = select i1 %sel1843, float %fadd1853, float %v1851
  %first1857 = xor i1 %ended1844, true
  %defer1858 = and i1 %cmp1632, %first1857
  %w1859 = xor i1 %defer1858, true
  %cmp1861 = icmp slt i32 %add1834, %local54
  %163 = and i1 %cmp1861, %w1859
  %in1862 = and i1 %163, %end1849
  br i1 %in1862, label %then1863, label %endif1864

then1863:                                         ; preds = %endif1826
  %p1867 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %161
  %fadd1865 = fadd reassoc contract float %sel1841, 0.000000e+00
  %sel1866 = select i1 %sel1843, float %fadd1865, float 0.000000e+00
  store float %sel1866, ptr addrspace(3) %p1867, align 4
  br label %endif1864

endif1864:                                        ; preds = %then1863, %endif1826
  %keep1868 = and i1 %defer1858, %end1849
  %sel1869 = select i1 %keep1868, float %sel1841, float %sel1831
  %sel1870 = select i1 %keep1868, i1 %sel1843, i1 %sel1832
  %step1871 = zext i1 %end1849 to i32
  %add1872 = add nuw i32 %add1834, %step1871
  %step1873 = zext i1 %element1847 to i32
  %add1874 = add i32 %add1836, %step1873
  %164 = sext i32 %add1872 to i64
  %p1875 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %164
  %v1876 = load i32, ptr addrspace(3) %p1875, align 4
  %sel1877 = select i1 %end1849, i32 %v1876, i32 %sel1839
  %sel1878 = select i1 %end1849, float 0.000000e+00, float %sel1841
  %sel1879 = select i1 %element1847, float %sel1855, float %sel1878
  %sel1881 = select i1 %cmp1845, i1 %cmp1846, i1 %sel1843
  %ended1882 = or i1 %ended1844, %end1849
  %cmp1883 = icmp sgt i32 %sub1608, 7
  %cmp1884 = icmp slt i32 %add1874, %sel1877
  %element1885 = and i1 %cmp1883, %cmp1884
  %end1887 = xor i1 %cmp1883, %element1885
  %165 = sext i32 %add1874 to i64
  %p1888 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %165
  %v1889 = load float, ptr addrspace(3) %p1888, align 4
  %fadd1891 = fadd reassoc contract float %sel1879, %v1889
  %sel1893 = select i1 %sel1881, float %fadd1891, float %v1889
  %first1895 = xor i1 %ended1882, true
  %defer1896 = and i1 %cmp1632, %first1895
  %w1897 = xor i1 %defer1896, true
  %cmp1899 = icmp slt i32 %add1872, %local54
  %166 = and i1 %cmp1899, %w1897
  %in1900 = and i1 %166, %end1887
  br i1 %in1900, label %then1901, label %endif1902

then1901:                                         ; preds = %endif1864
  %p1905 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %164
  %fadd1903 = fadd reassoc contract float %sel1879, 0.000000e+00
  %sel1904 = select i1 %sel1881, float %fadd1903, float 0.000000e+00
  store float %sel1904, ptr addrspace(3) %p1905, align 4
  br label %endif1902

endif1902:                                        ; preds = %then1901, %endif1864
  %keep1906 = and i1 %defer1896, %end1887
  %sel1907 = select i1 %keep1906, float %sel1879, float %sel1869
  %sel1908 = select i1 %keep1906, i1 %sel1881, i1 %sel1870
  %step1909 = zext i1 %end1887 to i32
  %add1910 = add nuw i32 %add1872, %step1909
  %step1911 = zext i1 %element1885 to i32
  %add1912 = add i32 %add1874, %step1911
  %167 = sext i32 %add1910 to i64
  %p1913 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %167
  %v1914 = load i32, ptr addrspace(3) %p1913, align 4
  %sel1915 = select i1 %end1887, i32 %v1914, i32 %sel1877
  %sel1916 = select i1 %end1887, float 0.000000e+00, float %sel1879
  %sel1917 = select i1 %element1885, float %sel1893, float %sel1916
  %sel1919 = select i1 %cmp1883, i1 %cmp1884, i1 %sel1881
  %ended1920 = or i1 %ended1882, %end1887
  %cmp1921 = icmp sgt i32 %sub1608, 8
  %cmp1922 = icmp slt i32 %add1912, %sel1915
  %element1923 = and i1 %cmp1921, %cmp1922
  %end1925 = xor i1 %cmp1921, %element1923
  %168 = sext i32 %add1912 to i64
  %p1926 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %168
  %v1927 = load float, ptr addrspace(3) %p1926, align 4
  %fadd1929 = fadd reassoc contract float %sel1917, %v1927
  %sel1931 = select i1 %sel1919, float %fadd1929, float %v1927
  %first1933 = xor i1 %ended1920, true
  %defer1934 = and i1 %cmp1632, %first1933
  %w1935 = xor i1 %defer1934, true
  %cmp1937 = icmp slt i32 %add1910, %local54
  %169 = and i1 %cmp1937, %w1935
  %in1938 = and i1 %169, %end1925
  br i1 %in1938, label %then1939, label %endif1940

then1939:                                         ; preds = %endif1902
  %p1943 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %167
  %fadd1941 = fadd reassoc contract float %sel1917, 0.000000e+00
  %sel1942 = select i1 %sel1919, float %fadd1941, float 0.000000e+00
  store float %sel1942, ptr addrspace(3) %p1943, align 4
  br label %endif1940

endif1940:                                        ; preds = %then1939, %endif1902
  %keep1944 = and i1 %defer1934, %end1925
  %sel1945 = select i1 %keep1944, float %sel1917, float %sel1907
  %sel1946 = select i1 %keep1944, i1 %sel1919, i1 %sel1908
  %step1947 = zext i1 %end1925 to i32
  %add1948 = add nuw i32 %add1910, %step1947
  %step1949 = zext i1 %element1923 to i32
  %add1950 = add i32 %add1912, %step1949
  %170 = sext i32 %add1948 to i64
  %p1951 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %170
  %v1952 = load i32, ptr addrspace(3) %p1951, align 4
  %sel1953 = select i1 %end1925, i32 %v1952, i32 %sel1915
  %sel1954 = select i1 %end1925, float 0.000000e+00, float %sel1917
  %sel1955 = select i1 %element1923, float %sel1931, float %sel1954
  %not.end1925 = xor i1 %end1925, true
  %sel1956 = and i1 %sel1919, %not.end1925
  %sel1957 = select i1 %element1923, i1 true, i1 %sel1956
  %ended1958 = or i1 %ended1920, %end1925
  %cmp1959 = icmp sgt i32 %sub1608, 9
  %cmp1960 = icmp slt i32 %add1950, %sel1953
  %element1961 = and i1 %cmp1959, %cmp1960
  %end1963 = xor i1 %cmp1959, %element1961
  %171 = sext i32 %add1950 to i64
  %p1964 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %171
  %v1965 = load float, ptr addrspace(3) %p1964, align 4
  %fadd1967 = fadd reassoc contract float %sel1955, %v1965
  %sel1969 = select i1 %sel1957, float %fadd1967, float %v1965
  %first1971 = xor i1 %ended1958, true
  %defer1972 = and i1 %cmp1632, %first1971
  %w1973 = xor i1 %defer1972, true
  %cmp1975 = icmp slt i32 %add1948, %local54
  %172 = and i1 %cmp1975, %w1973
  %in1976 = and i1 %172, %end1963
  br i1 %in1976, label %then1977, label %endif1978

then1977:                                         ; preds = %endif1940
  %p1981 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %170
  %fadd1979 = fadd reassoc contract float %sel1955, 0.000000e+00
  %sel1980 = select i1 %sel1957, float %fadd1979, float 0.000000e+00
  store float %sel1980, ptr addrspace(3) %p1981, align 4
  br label %endif1978

endif1978:                                        ; preds = %then1977, %endif1940
  %keep1982 = and i1 %defer1972, %end1963
  %sel1983 = select i1 %keep1982, float %sel1955, float %sel1945
  %sel1984 = select i1 %keep1982, i1 %sel1957, i1 %sel1946
  %step1985 = zext i1 %end1963 to i32
  %add1986 = add nuw i32 %add1948, %step1985
  %step1987 = zext i1 %element1961 to i32
  %add1988 = add i32 %add1950, %step1987
  %173 = sext i32 %add1986 to i64
  %p1989 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %173
  %v1990 = load i32, ptr addrspace(3) %p1989, align 4
  %sel1991 = select i1 %end1963, i32 %v1990, i32 %sel1953
  %sel1992 = select i1 %end1963, float 0.000000e+00, float %sel1955
  %sel1993 = select i1 %element1961, float %sel1969, float %sel1992
  %not.end1963 = xor i1 %end1963, true
  %sel1994 = select i1 %not.end1963, i1 %sel1957, i1 false
  %sel1995 = select i1 %element1961, i1 true, i1 %sel1994
  %ended1996 = or i1 %ended1958, %end1963
  %cmp1997 = icmp sgt i32 %sub1608, 10
  %cmp1998 = icmp slt i32 %add1988, %sel1991
  %element1999 = and i1 %cmp1997, %cmp1998
  %end2001 = xor i1 %cmp1997, %element1999
  %174 = sext i32 %add1988 to i64
  %p2002 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %174
  %v2003 = load float, ptr addrspace(3) %p2002, align 4
  %fadd2005 = fadd reassoc contract float %sel1993, %v2003
  %sel2007 = select i1 %sel1995, float %fadd2005, float %v2003
  %first2009 = xor i1 %ended1996, true
  %defer2010 = and i1 %cmp1632, %first2009
  %w2011 = xor i1 %defer2010, true
  %cmp2013 = icmp slt i32 %add1986, %local54
  %175 = and i1 %cmp2013, %w2011
  %in2014 = and i1 %175, %end2001
  br i1 %in2014, label %then2015, label %endif2016

then2015:                                         ; preds = %endif1978
  %p2019 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %173
  %fadd2017 = fadd reassoc contract float %sel1993, 0.000000e+00
  %sel2018 = select i1 %sel1995, float %fadd2017, float 0.000000e+00
  store float %sel2018, ptr addrspace(3) %p2019, align 4
  br label %endif2016

endif2016:                                        ; preds = %then2015, %endif1978
  %keep2020 = and i1 %defer2010, %end2001
  %sel2021 = select i1 %keep2020, float %sel1993, float %sel1983
  %sel2022 = select i1 %keep2020, i1 %sel1995, i1 %sel1984
  %step2023 = zext i1 %end2001 to i32
  %add2024 = add nuw i32 %add1986, %step2023
  %step2025 = zext i1 %element1999 to i32
  %add2026 = add i32 %add1988, %step2025
  %176 = sext i32 %add2024 to i64
  %p2027 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %176
  %v2028 = load i32, ptr addrspace(3) %p2027, align 4
  %sel2029 = select i1 %end2001, i32 %v2028, i32 %sel1991
  %sel2030 = select i1 %end2001, float 0.000000e+00, float %sel1993
  %sel2031 = select i1 %element1999, float %sel2007, float %sel2030
  %not.end2001 = xor i1 %end2001, true
  %sel2032 = select i1 %not.end2001, i1 %sel1995, i1 false
  %sel2033 = select i1 %element1999, i1 true, i1 %sel2032
  %ended2034 = or i1 %ended1996, %end2001
  %cmp2035 = icmp sgt i32 %sub1608, 11
  %cmp2036 = icmp slt i32 %add2026, %sel2029
  %element2037 = and i1 %cmp2035, %cmp2036
  %end2039 = xor i1 %cmp2035, %element2037
  %177 = sext i32 %add2026 to i64
  %p2040 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %177
  %v2041 = load float, ptr addrspace(3) %p2040, align 4
  %fadd2043 = fadd reassoc contract float %sel2031, %v2041
  %sel2045 = select i1 %sel2033, float %fadd2043, float %v2041
  %first2047 = xor i1 %ended2034, true
  %defer2048 = and i1 %cmp1632, %first2047
  %w2049 = xor i1 %defer2048, true
  %cmp2051 = icmp slt i32 %add2024, %local54
  %178 = and i1 %cmp2051, %w2049
  %in2052 = and i1 %178, %end2039
  br i1 %in2052, label %then2053, label %endif2054

then2053:                                         ; preds = %endif2016
  %p2057 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %176
  %fadd2055 = fadd reassoc contract float %sel2031, 0.000000e+00
  %sel2056 = select i1 %sel2033, float %fadd2055, float 0.000000e+00
  store float %sel2056, ptr addrspace(3) %p2057, align 4
  br label %endif2054

endif2054:                                        ; preds = %then2053, %endif2016
  %keep2058 = and i1 %defer2048, %end2039
  %sel2059 = select i1 %keep2058, float %sel2031, float %sel2021
  %sel2060 = select i1 %keep2058, i1 %sel2033, i1 %sel2022
  %step2061 = zext i1 %end2039 to i32
  %add2062 = add nuw i32 %add2024, %step2061
  %step2063 = zext i1 %element2037 to i32
  %add2064 = add i32 %add2026, %step2063
  %179 = sext i32 %add2062 to i64
  %p2065 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %179
  %v2066 = load i32, ptr addrspace(3) %p2065, align 4
  %sel2067 = select i1 %end2039, i32 %v2066, i32 %sel2029
  %sel2068 = select i1 %end2039, float 0.000000e+00, float %sel2031
  %sel2069 = select i1 %element2037, float %sel2045, float %sel2068
  %not.end2039 = xor i1 %end2039, true
  %sel2070 = select i1 %not.end2039, i1 %sel2033, i1 false
  %sel2071 = select i1 %element2037, i1 true, i1 %sel2070
  %ended2072 = or i1 %ended2034, %end2039
  %cmp2073 = icmp sgt i32 %sub1608, 12
  %cmp2074 = icmp slt i32 %add2064, %sel2067
  %element2075 = and i1 %cmp2073, %cmp2074
  %end2077 = xor i1 %cmp2073, %element2075
  %180 = sext i32 %add2064 to i64
  %p2078 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %180
  %v2079 = load float, ptr addrspace(3) %p2078, align 4
  %fadd2081 = fadd reassoc contract float %sel2069, %v2079
  %sel2083 = select i1 %sel2071, float %fadd2081, float %v2079
  %first2085 = xor i1 %ended2072, true
  %defer2086 = and i1 %cmp1632, %first2085
  %w2087 = xor i1 %defer2086, true
  %cmp2089 = icmp slt i32 %add2062, %local54
  %181 = and i1 %cmp2089, %w2087
  %in2090 = and i1 %181, %end2077
  br i1 %in2090, label %then2091, label %endif2092

then2091:                                         ; preds = %endif2054
  %p2095 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %179
  %fadd2093 = fadd reassoc contract float %sel2069, 0.000000e+00
  %sel2094 = select i1 %sel2071, float %fadd2093, float 0.000000e+00
  store float %sel2094, ptr addrspace(3) %p2095, align 4
  br label %endif2092

endif2092:                                        ; preds = %then2091, %endif2054
  %keep2096 = and i1 %defer2086, %end2077
  %sel2097 = select i1 %keep2096, float %sel2069, float %sel2059
  %sel2098 = select i1 %keep2096, i1 %sel2071, i1 %sel2060
  %step2099 = zext i1 %end2077 to i32
  %add2100 = add nuw i32 %add2062, %step2099
  %step2101 = zext i1 %element2075 to i32
  %add2102 = add i32 %add2064, %step2101
  %182 = sext i32 %add2100 to i64
  %p2103 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %182
  %v2104 = load i32, ptr addrspace(3) %p2103, align 4
  %sel2105 = select i1 %end2077, i32 %v2104, i32 %sel2067
  %sel2106 = select i1 %end2077, float 0.000000e+00, float %sel2069
  %sel2107 = select i1 %element2075, float %sel2083, float %sel2106
  %not.end2077 = xor i1 %end2077, true
  %sel2108 = select i1 %not.end2077, i1 %sel2071, i1 false
  %sel2109 = select i1 %element2075, i1 true, i1 %sel2108
  %ended2110 = or i1 %ended2072, %end2077
  %cmp2111 = icmp sgt i32 %sub1608, 13
  %cmp2112 = icmp slt i32 %add2102, %sel2105
  %element2113 = and i1 %cmp2111, %cmp2112
  %end2115 = xor i1 %cmp2111, %element2113
  %183 = sext i32 %add2102 to i64
  %p2116 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %183
  %v2117 = load float, ptr addrspace(3) %p2116, align 4
  %fadd2119 = fadd reassoc contract float %sel2107, %v2117
  %sel2121 = select i1 %sel2109, float %fadd2119, float %v2117
  %first2123 = xor i1 %ended2110, true
  %defer2124 = and i1 %cmp1632, %first2123
  %w2125 = xor i1 %defer2124, true
  %cmp2127 = icmp slt i32 %add2100, %local54
  %184 = and i1 %cmp2127, %w2125
  %in2128 = and i1 %184, %end2115
  br i1 %in2128, label %then2129, label %endif2130

then2129:                                         ; preds = %endif2092
  %p2133 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %182
  %fadd2131 = fadd reassoc contract float %sel2107, 0.000000e+00
  %sel2132 = select i1 %sel2109, float %fadd2131, float 0.000000e+00
  store float %sel2132, ptr addrspace(3) %p2133, align 4
  br label %endif2130

endif2130:                                        ; preds = %then2129, %endif2092
  %keep2134 = and i1 %defer2124, %end2115
  %sel2135 = select i1 %keep2134, float %sel2107, float %sel2097
  %sel2136 = select i1 %keep2134, i1 %sel2109, i1 %sel2098
  %step2137 = zext i1 %end2115 to i32
  %add2138 = add nuw i32 %add2100, %step2137
  %step2139 = zext i1 %element2113 to i32
  %add2140 = add i32 %add2102, %step2139
  %185 = sext i32 %add2138 to i64
  %p2141 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %185
  %v2142 = load i32, ptr addrspace(3) %p2141, align 4
  %sel2143 = select i1 %end2115, i32 %v2142, i32 %sel2105
  %sel2144 = select i1 %end2115, float 0.000000e+00, float %sel2107
  %sel2145 = select i1 %element2113, float %sel2121, float %sel2144
  %not.end2115 = xor i1 %end2115, true
  %sel2146 = select i1 %not.end2115, i1 %sel2109, i1 false
  %sel2147 = select i1 %element2113, i1 true, i1 %sel2146
  %ended2148 = or i1 %ended2110, %end2115
  %cmp2149 = icmp sgt i32 %sub1608, 14
  %cmp2150 = icmp slt i32 %add2140, %sel2143
  %element2151 = and i1 %cmp2149, %cmp2150
  %end2153 = xor i1 %cmp2149, %element2151
  %186 = sext i32 %add2140 to i64
  %p2154 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %186
  %v2155 = load float, ptr addrspace(3) %p2154, align 4
  %fadd2157 = fadd reassoc contract float %sel2145, %v2155
  %sel2159 = select i1 %sel2147, float %fadd2157, float %v2155
  %first2161 = xor i1 %ended2148, true
  %defer2162 = and i1 %cmp1632, %first2161
  %w2163 = xor i1 %defer2162, true
  %cmp2165 = icmp slt i32 %add2138, %local54
  %187 = and i1 %cmp2165, %w2163
  %in2166 = and i1 %187, %end2153
  br i1 %in2166, label %then2167, label %endif2168

then2167:                                         ; preds = %endif2130
  %p2171 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %185
  %fadd2169 = fadd reassoc contract float %sel2145, 0.000000e+00
  %sel2170 = select i1 %sel2147, float %fadd2169, float 0.000000e+00
  store float %sel2170, ptr addrspace(3) %p2171, align 4
  br label %endif2168

endif2168:                                        ; preds = %then2167, %endif2130
  %keep2172 = and i1 %defer2162, %end2153
  %sel2173 = select i1 %keep2172, float %sel2145, float %sel2135
  %sel2174 = select i1 %keep2172, i1 %sel2147, i1 %sel2136
  %step2175 = zext i1 %end2153 to i32
  %add2176 = add nuw i32 %add2138, %step2175
  %step2177 = zext i1 %element2151 to i32
  %add2178 = add i32 %add2140, %step2177
  %188 = sext i32 %add2176 to i64
  %p2179 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %188
  %v2180 = load i32, ptr addrspace(3) %p2179, align 4
  %sel2181 = select i1 %end2153, i32 %v2180, i32 %sel2143
  %sel2182 = select i1 %end2153, float 0.000000e+00, float %sel2145
  %sel2183 = select i1 %element2151, float %sel2159, float %sel2182
  %not.end2153 = xor i1 %end2153, true
  %sel2184 = select i1 %not.end2153, i1 %sel2147, i1 false
  %sel2185 = select i1 %element2151, i1 true, i1 %sel2184
  %ended2186 = or i1 %ended2148, %end2153
  %cmp2187 = icmp sgt i32 %sub1608, 15
  %cmp2188 = icmp slt i32 %add2178, %sel2181
  %element2189 = and i1 %cmp2187, %cmp2188
  %end2191 = xor i1 %cmp2187, %element2189
  %189 = sext i32 %add2178 to i64
  %p2192 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %189
  %v2193 = load float, ptr addrspace(3) %p2192, align 4
  %fadd2195 = fadd reassoc contract float %sel2183, %v2193
  %sel2197 = select i1 %sel2185, float %fadd2195, float %v2193
  %first2199 = xor i1 %ended2186, true
  %defer2200 = and i1 %cmp1632, %first2199
  %w2201 = xor i1 %defer2200, true
  %cmp2203 = icmp slt i32 %add2176, %local54
  %190 = and i1 %cmp2203, %w2201
  %in2204 = and i1 %190, %end2191
  br i1 %in2204, label %then2205, label %endif2206

then2205:                                         ; preds = %endif2168
  %p2209 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %188
  %fadd2207 = fadd reassoc contract float %sel2183, 0.000000e+00
  %sel2208 = select i1 %sel2185, float %fadd2207, float 0.000000e+00
  store float %sel2208, ptr addrspace(3) %p2209, align 4
  br label %endif2206

endif2206:                                        ; preds = %then2205, %endif2168
  %keep2210 = and i1 %defer2200, %end2191
  %sel2211 = select i1 %keep2210, float %sel2183, float %sel2173
  %sel2212 = select i1 %keep2210, i1 %sel2185, i1 %sel2174
  %step2213 = zext i1 %end2191 to i32
  %add2214 = add nuw i32 %add2176, %step2213
  %step2215 = zext i1 %element2189 to i32
  %add2216 = add i32 %add2178, %step2215
  %191 = sext i32 %add2214 to i64
  %p2217 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %191
  %v2218 = load i32, ptr addrspace(3) %p2217, align 4
  %sel2219 = select i1 %end2191, i32 %v2218, i32 %sel2181
  %sel2220 = select i1 %end2191, float 0.000000e+00, float %sel2183
  %sel2221 = select i1 %element2189, float %sel2197, float %sel2220
  %not.end2191 = xor i1 %end2191, true
  %sel2222 = select i1 %not.end2191, i1 %sel2185, i1 false
  %sel2223 = select i1 %element2189, i1 true, i1 %sel2222
  %ended2224 = or i1 %ended2186, %end2191
  %cmp2225 = icmp sgt i32 %sub1608, 16
  %cmp2226 = icmp slt i32 %add2216, %sel2219
  %element2227 = and i1 %cmp2225, %cmp2226
  %end2229 = xor i1 %cmp2225, %element2227
  %192 = sext i32 %add2216 to i64
  %p2230 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %192
  %v2231 = load float, ptr addrspace(3) %p2230, align 4
  %fadd2233 = fadd reassoc contract float %sel2221, %v2231
  %sel2235 = select i1 %sel2223, float %fadd2233, float %v2231
  %first2237 = xor i1 %ended2224, true
  %defer2238 = and i1 %cmp1632, %first2237
  %w2239 = xor i1 %defer2238, true
  %cmp2241 = icmp slt i32 %add2214, %local54
  %193 = and i1 %cmp2241, %w2239
  %in2242 = and i1 %193, %end2229
  br i1 %in2242, label %then2243, label %endif2244

then2243:                                         ; preds = %endif2206
  %p2247 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %191
  %fadd2245 = fadd reassoc contract float %sel2221, 0.000000e+00
  %sel2246 = select i1 %sel2223, float %fadd2245, float 0.000000e+00
  store float %sel2246, ptr addrspace(3) %p2247, align 4
  br label %endif2244

endif2244:                                        ; preds = %then2243, %endif2206
  %keep2248 = and i1 %defer2238, %end2229
  %sel2249 = select i1 %keep2248, float %sel2221, float %sel2211
  %sel2250 = select i1 %keep2248, i1 %sel2223, i1 %sel2212
  %step2251 = zext i1 %end2229 to i32
  %add2252 = add nuw i32 %add2214, %step2251
  %step2253 = zext i1 %element2227 to i32
  %add2254 = add i32 %add2216, %step2253
  %194 = sext i32 %add2252 to i64
  %p2255 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %194
  %v2256 = load i32, ptr addrspace(3) %p2255, align 4
  %sel2257 = select i1 %end2229, i32 %v2256, i32 %sel2219
  %sel2258 = select i1 %end2229, float 0.000000e+00, float %sel2221
  %sel2259 = select i1 %element2227, float %sel2235, float %sel2258
  %not.end2229 = xor i1 %end2229, true
  %sel2260 = select i1 %not.end2229, i1 %sel2223, i1 false
  %sel2261 = select i1 %element2227, i1 true, i1 %sel2260
  %ended2262 = or i1 %ended2224, %end2229
  %cmp2263 = icmp sgt i32 %sub1608, 17
  %cmp2264 = icmp slt i32 %add2254, %sel2257
  %element2265 = and i1 %cmp2263, %cmp2264
  %end2267 = xor i1 %cmp2263, %element2265
  %195 = sext i32 %add2254 to i64
  %p2268 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %195
  %v2269 = load float, ptr addrspace(3) %p2268, align 4
  %fadd2271 = fadd reassoc contract float %sel2259, %v2269
  %sel2273 = select i1 %sel2261, float %fadd2271, float %v2269
  %first2275 = xor i1 %ended2262, true
  %defer2276 = and i1 %cmp1632, %first2275
  %w2277 = xor i1 %defer2276, true
  %cmp2279 = icmp slt i32 %add2252, %local54
  %196 = and i1 %cmp2279, %w2277
  %in2280 = and i1 %196, %end2267
  br i1 %in2280, label %then2281, label %endif2282

then2281:                                         ; preds = %endif2244
  %p2285 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %194
  %fadd2283 = fadd reassoc contract float %sel2259, 0.000000e+00
  %sel2284 = select i1 %sel2261, float %fadd2283, float 0.000000e+00
  store float %sel2284, ptr addrspace(3) %p2285, align 4
  br label %endif2282

endif2282:                                        ; preds = %then2281, %endif2244
  %keep2286 = and i1 %defer2276, %end2267
  %sel2287 = select i1 %keep2286, float %sel2259, float %sel2249
  %sel2288 = select i1 %keep2286, i1 %sel2261, i1 %sel2250
  %step2289 = zext i1 %end2267 to i32
  %add2290 = add nuw i32 %add2252, %step2289
  %step2291 = zext i1 %element2265 to i32
  %add2292 = add i32 %add2254, %step2291
  %197 = sext i32 %add2290 to i64
  %p2293 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %197
  %v2294 = load i32, ptr addrspace(3) %p2293, align 4
  %sel2295 = select i1 %end2267, i32 %v2294, i32 %sel2257
  %sel2296 = select i1 %end2267, float 0.000000e+00, float %sel2259
  %sel2297 = select i1 %element2265, float %sel2273, float %sel2296
  %not.end2267 = xor i1 %end2267, true
  %sel2298 = select i1 %not.end2267, i1 %sel2261, i1 false
  %sel2299 = select i1 %element2265, i1 true, i1 %sel2298
  %ended2300 = or i1 %ended2262, %end2267
  %cmp2301 = icmp sgt i32 %sub1608, 18
  %cmp2302 = icmp slt i32 %add2292, %sel2295
  %element2303 = and i1 %cmp2301, %cmp2302
  %end2305 = xor i1 %cmp2301, %element2303
  %198 = sext i32 %add2292 to i64
  %p2306 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %198
  %v2307 = load float, ptr addrspace(3) %p2306, align 4
  %fadd2309 = fadd reassoc contract float %sel2297, %v2307
  %sel2311 = select i1 %sel2299, float %fadd2309, float %v2307
  %first2313 = xor i1 %ended2300, true
  %defer2314 = and i1 %cmp1632, %first2313
  %w2315 = xor i1 %defer2314, true
  %cmp2317 = icmp slt i32 %add2290, %local54
  %199 = and i1 %cmp2317, %w2315
  %in2318 = and i1 %199, %end2305
  br i1 %in2318, label %then2319, label %endif2320

then2319:                                         ; preds = %endif2282
  %p2323 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %197
  %fadd2321 = fadd reassoc contract float %sel2297, 0.000000e+00
  %sel2322 = select i1 %sel2299, float %fadd2321, float 0.000000e+00
  store float %sel2322, ptr addrspace(3) %p2323, align 4
  br label %endif2320

endif2320:                                        ; preds = %then2319, %endif2282
  %keep2324 = and i1 %defer2314, %end2305
  %sel2325 = select i1 %keep2324, float %sel2297, float %sel2287
  %sel2326 = select i1 %keep2324, i1 %sel2299, i1 %sel2288
  %step2327 = zext i1 %end2305 to i32
  %add2328 = add nuw i32 %add2290, %step2327
  %step2329 = zext i1 %element2303 to i32
  %add2330 = add i32 %add2292, %step2329
  %200 = sext i32 %add2328 to i64
  %p2331 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %200
  %v2332 = load i32, ptr addrspace(3) %p2331, align 4
  %sel2333 = select i1 %end2305, i32 %v2332, i32 %sel2295
  %sel2334 = select i1 %end2305, float 0.000000e+00, float %sel2297
  %sel2335 = select i1 %element2303, float %sel2311, float %sel2334
  %not.end2305 = xor i1 %end2305, true
  %sel2336 = select i1 %not.end2305, i1 %sel2299, i1 false
  %sel2337 = select i1 %element2303, i1 true, i1 %sel2336
  %ended2338 = or i1 %ended2300, %end2305
  %cmp2339 = icmp sgt i32 %sub1608, 19
  %cmp2340 = icmp slt i32 %add2330, %sel2333
  %element2341 = and i1 %cmp2339, %cmp2340
  %end2343 = xor i1 %cmp2339, %element2341
  %201 = sext i32 %add2330 to i64
  %p2344 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %201
  %v2345 = load float, ptr addrspace(3) %p2344, align 4
  %fadd2347 = fadd reassoc contract float %sel2335, %v2345
  %sel2349 = select i1 %sel2337, float %fadd2347, float %v2345
  %first2351 = xor i1 %ended2338, true
  %defer2352 = and i1 %cmp1632, %first2351
  %w2353 = xor i1 %defer2352, true
  %cmp2355 = icmp slt i32 %add2328, %local54
  %202 = and i1 %cmp2355, %w2353
  %in2356 = and i1 %202, %end2343
  br i1 %in2356, label %then2357, label %endif2358

then2357:                                         ; preds = %endif2320
  %p2361 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %200
  %fadd2359 = fadd reassoc contract float %sel2335, 0.000000e+00
  %sel2360 = select i1 %sel2337, float %fadd2359, float 0.000000e+00
  store float %sel2360, ptr addrspace(3) %p2361, align 4
  br label %endif2358

endif2358:                                        ; preds = %then2357, %endif2320
  %keep2362 = and i1 %defer2352, %end2343
  %sel2363 = select i1 %keep2362, float %sel2335, float %sel2325
  %sel2364 = select i1 %keep2362, i1 %sel2337, i1 %sel2326
  %step2365 = zext i1 %end2343 to i32
  %add2366 = add nuw i32 %add2328, %step2365
  %step2367 = zext i1 %element2341 to i32
  %add2368 = add i32 %add2330, %step2367
  %203 = sext i32 %add2366 to i64
  %p2369 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %203
  %v2370 = load i32, ptr addrspace(3) %p2369, align 4
  %sel2371 = select i1 %end2343, i32 %v2370, i32 %sel2333
  %sel2372 = select i1 %end2343, float 0.000000e+00, float %sel2335
  %sel2373 = select i1 %element2341, float %sel2349, float %sel2372
  %not.end2343 = xor i1 %end2343, true
  %sel2374 = select i1 %not.end2343, i1 %sel2337, i1 false
  %sel2375 = select i1 %element2341, i1 true, i1 %sel2374
  %ended2376 = or i1 %ended2338, %end2343
  %cmp2377 = icmp sgt i32 %sub1608, 20
  %cmp2378 = icmp slt i32 %add2368, %sel2371
  %element2379 = and i1 %cmp2377, %cmp2378
  %end2381 = xor i1 %cmp2377, %element2379
  %204 = sext i32 %add2368 to i64
  %p2382 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %204
  %v2383 = load float, ptr addrspace(3) %p2382, align 4
  %fadd2385 = fadd reassoc contract float %sel2373, %v2383
  %sel2387 = select i1 %sel2375, float %fadd2385, float %v2383
  %first2389 = xor i1 %ended2376, true
  %defer2390 = and i1 %cmp1632, %first2389
  %w2391 = xor i1 %defer2390, true
  %cmp2393 = icmp slt i32 %add2366, %local54
  %205 = and i1 %cmp2393, %w2391
  %in2394 = and i1 %205, %end2381
  br i1 %in2394, label %then2395, label %endif2396

then2395:                                         ; preds = %endif2358
  %p2399 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %203
  %fadd2397 = fadd reassoc contract float %sel2373, 0.000000e+00
  %sel2398 = select i1 %sel2375, float %fadd2397, float 0.000000e+00
  store float %sel2398, ptr addrspace(3) %p2399, align 4
  br label %endif2396

endif2396:                                        ; preds = %then2395, %endif2358
  %keep2400 = and i1 %defer2390, %end2381
  %sel2401 = select i1 %keep2400, float %sel2373, float %sel2363
  %sel2402 = select i1 %keep2400, i1 %sel2375, i1 %sel2364
  %step2403 = zext i1 %end2381 to i32
  %add2404 = add nuw i32 %add2366, %step2403
  %step2405 = zext i1 %element2379 to i32
  %add2406 = add i32 %add2368, %step2405
  %206 = sext i32 %add2404 to i64
  %p2407 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %206
  %v2408 = load i32, ptr addrspace(3) %p2407, align 4
  %sel2409 = select i1 %end2381, i32 %v2408, i32 %sel2371
  %sel2410 = select i1 %end2381, float 0.000000e+00, float %sel2373
  %sel2411 = select i1 %element2379, float %sel2387, float %sel2410
  %not.end2381 = xor i1 %end2381, true
  %sel2412 = select i1 %not.end2381, i1 %sel2375, i1 false
  %sel2413 = select i1 %element2379, i1 true, i1 %sel2412
  %ended2414 = or i1 %ended2376, %end2381
  %cmp2415 = icmp sgt i32 %sub1608, 21
  %cmp2416 = icmp slt i32 %add2406, %sel2409
  %element2417 = and i1 %cmp2415, %cmp2416
  %end2419 = xor i1 %cmp2415, %element2417
  %207 = sext i32 %add2406 to i64
  %p2420 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %207
  %v2421 = load float, ptr addrspace(3) %p2420, align 4
  %fadd2423 = fadd reassoc contract float %sel2411, %v2421
  %sel2425 = select i1 %sel2413, float %fadd2423, float %v2421
  %first2427 = xor i1 %ended2414, true
  %defer2428 = and i1 %cmp1632, %first2427
  %w2429 = xor i1 %defer2428, true
  %cmp2431 = icmp slt i32 %add2404, %local54
  %208 = and i1 %cmp2431, %w2429
  %in2432 = and i1 %208, %end2419
  br i1 %in2432, label %then2433, label %endif2434

then2433:                                         ; preds = %endif2396
  %p2437 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %206
  %fadd2435 = fadd reassoc contract float %sel2411, 0.000000e+00
  %sel2436 = select i1 %sel2413, float %fadd2435, float 0.000000e+00
  store float %sel2436, ptr addrspace(3) %p2437, align 4
  br label %endif2434

endif2434:                                        ; preds = %then2433, %endif2396
  %keep2438 = and i1 %defer2428, %end2419
  %sel2439 = select i1 %keep2438, float %sel2411, float %sel2401
  %sel2440 = select i1 %keep2438, i1 %sel2413, i1 %sel2402
  %step2441 = zext i1 %end2419 to i32
  %add2442 = add nuw i32 %add2404, %step2441
  %step2443 = zext i1 %element2417 to i32
  %add2444 = add i32 %add2406, %step2443
  %209 = sext i32 %add2442 to i64
  %p2445 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %209
  %v2446 = load i32, ptr addrspace(3) %p2445, align 4
  %sel2447 = select i1 %end2419, i32 %v2446, i32 %sel2409
  %sel2448 = select i1 %end2419, float 0.000000e+00, float %sel2411
  %sel2449 = select i1 %element2417, float %sel2425, float %sel2448
  %not.end2419 = xor i1 %end2419, true
  %sel2450 = select i1 %not.end2419, i1 %sel2413, i1 false
  %sel2451 = select i1 %element2417, i1 true, i1 %sel2450
  %ended2452 = or i1 %ended2414, %end2419
  %cmp2453 = icmp sgt i32 %sub1608, 22
  %cmp2454 = icmp slt i32 %add2444, %sel2447
  %element2455 = and i1 %cmp2453, %cmp2454
  %end2457 = xor i1 %cmp2453, %element2455
  %210 = sext i32 %add2444 to i64
  %p2458 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %210
  %v2459 = load float, ptr addrspace(3) %p2458, align 4
  %fadd2461 = fadd reassoc contract float %sel2449, %v2459
  %sel2463 = select i1 %sel2451, float %fadd2461, float %v2459
  %first2465 = xor i1 %ended2452, true
  %defer2466 = and i1 %cmp1632, %first2465
  %w2467 = xor i1 %defer2466, true
  %cmp2469 = icmp slt i32 %add2442, %local54
  %211 = and i1 %cmp2469, %w2467
  %in2470 = and i1 %211, %end2457
  br i1 %in2470, label %then2471, label %endif2472

then2471:                                         ; preds = %endif2434
  %p2475 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %209
  %fadd2473 = fadd reassoc contract float %sel2449, 0.000000e+00
  %sel2474 = select i1 %sel2451, float %fadd2473, float 0.000000e+00
  store float %sel2474, ptr addrspace(3) %p2475, align 4
  br label %endif2472

endif2472:                                        ; preds = %then2471, %endif2434
  %keep2476 = and i1 %defer2466, %end2457
  %sel2477 = select i1 %keep2476, float %sel2449, float %sel2439
  %sel2478 = select i1 %keep2476, i1 %sel2451, i1 %sel2440
  %step2479 = zext i1 %end2457 to i32
  %add2480 = add nuw i32 %add2442, %step2479
  %step2481 = zext i1 %element2455 to i32
  %add2482 = add i32 %add2444, %step2481
  %212 = sext i32 %add2480 to i64
  %p2483 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %212
  %v2484 = load i32, ptr addrspace(3) %p2483, align 4
  %sel2485 = select i1 %end2457, i32 %v2484, i32 %sel2447
  %sel2486 = select i1 %end2457, float 0.000000e+00, float %sel2449
  %sel2487 = select i1 %element2455, float %sel2463, float %sel2486
  %not.end2457 = xor i1 %end2457, true
  %sel2488 = select i1 %not.end2457, i1 %sel2451, i1 false
  %sel2489 = select i1 %element2455, i1 true, i1 %sel2488
  %ended2490 = or i1 %ended2452, %end2457
  %cmp2491 = icmp sgt i32 %sub1608, 23
  %cmp2492 = icmp slt i32 %add2482, %sel2485
  %element2493 = and i1 %cmp2491, %cmp2492
  %end2495 = xor i1 %cmp2491, %element2493
  %213 = sext i32 %add2482 to i64
  %p2496 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %213
  %v2497 = load float, ptr addrspace(3) %p2496, align 4
  %fadd2499 = fadd reassoc contract float %sel2487, %v2497
  %sel2501 = select i1 %sel2489, float %fadd2499, float %v2497
  %first2503 = xor i1 %ended2490, true
  %defer2504 = and i1 %cmp1632, %first2503
  %w2505 = xor i1 %defer2504, true
  %cmp2507 = icmp slt i32 %add2480, %local54
  %214 = and i1 %cmp2507, %w2505
  %in2508 = and i1 %214, %end2495
  br i1 %in2508, label %then2509, label %endif2510

then2509:                                         ; preds = %endif2472
  %p2513 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %212
  %fadd2511 = fadd reassoc contract float %sel2487, 0.000000e+00
  %sel2512 = select i1 %sel2489, float %fadd2511, float 0.000000e+00
  store float %sel2512, ptr addrspace(3) %p2513, align 4
  br label %endif2510

endif2510:                                        ; preds = %then2509, %endif2472
  %keep2514 = and i1 %defer2504, %end2495
  %sel2515 = select i1 %keep2514, float %sel2487, float %sel2477
  %sel2516 = select i1 %keep2514, i1 %sel2489, i1 %sel2478
  %step2517 = zext i1 %end2495 to i32
  %add2518 = add nuw i32 %add2480, %step2517
  %sel2524 = select i1 %end2495, float 0.000000e+00, float %sel2487
  %sel2525 = select i1 %element2493, float %sel2501, float %sel2524
  %not.end2495 = xor i1 %end2495, true
  %sel2526 = select i1 %not.end2495, i1 %sel2489, i1 false
  %sel2527 = select i1 %element2493, i1 true, i1 %sel2526
  %ended2528 = or i1 %ended2490, %end2495
  %wide2529 = sext i32 %add2518 to i64
  %add2530 = add nsw i64 %it, %wide2529
  %wide2531 = zext i1 %ended2528 to i32
  %call2532 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide2531, i32 1, i32 0)
  %leaf = trunc i32 %call2532 to i1
  %bits = bitcast float %sel2525 to i32
  %call2533 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits, i32 1, i32 0)
  %leaf2534 = bitcast i32 %call2533 to float
  %wide2535 = zext i1 %sel2527 to i32
  %call2536 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide2535, i32 1, i32 0)
  %leaf2537 = trunc i32 %call2536 to i1
  %fadd2540 = fadd reassoc contract float %sel2525, %leaf2534
  %sel2541 = select i1 %sel2527, float %fadd2540, float %leaf2534
  %sel2542 = select i1 %leaf2537, float %sel2541, float %sel2525
  %take.not = or i1 %cmp390, %ended2528
  %sel2544 = select i1 %take.not, float %sel2525, float %sel2542
  %not.take.not = xor i1 %take.not, true
  %has2543 = select i1 %not.take.not, i1 %leaf2537, i1 false
  %sel2545 = or i1 %sel2527, %has2543
  %f = select i1 %not.cmp2538, i1 %leaf, i1 false
  %sel2546 = or i1 %ended2528, %f
  %wide2547 = zext i1 %sel2546 to i32
  %call2548 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide2547, i32 2, i32 0)
  %leaf2549 = trunc i32 %call2548 to i1
  %bits2550 = bitcast float %sel2544 to i32
  %call2551 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2550, i32 2, i32 0)
  %leaf2552 = bitcast i32 %call2551 to float
  %wide2553 = zext i1 %sel2545 to i32
  %call2554 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide2553, i32 2, i32 0)
  %leaf2555 = trunc i32 %call2554 to i1
  %fadd2558 = fadd reassoc contract float %sel2544, %leaf2552
  %sel2559 = select i1 %sel2545, float %fadd2558, float %leaf2552
  %sel2560 = select i1 %leaf2555, float %sel2559, float %sel2544
  %take2563.not = or i1 %cmp2556, %sel2546
  %sel2564 = select i1 %take2563.not, float %sel2544, float %sel2560
  %not.take2563.not = xor i1 %take2563.not, true
  %has2561 = select i1 %not.take2563.not, i1 %leaf2555, i1 false
  %sel2565 = or i1 %sel2545, %has2561
  %f2566 = select i1 %not.cmp2556, i1 %leaf2549, i1 false
  %sel2567 = or i1 %sel2546, %f2566
  %wide2568 = zext i1 %sel2567 to i32
  %call2569 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide2568, i32 4, i32 0)
  %leaf2570 = trunc i32 %call2569 to i1
  %bits2571 = bitcast float %sel2564 to i32
  %call2572 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2571, i32 4, i32 0)
  %leaf2573 = bitcast i32 %call2572 to float
  %wide2574 = zext i1 %sel2565 to i32
  %call2575 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide2574, i32 4, i32 0)
  %leaf2576 = trunc i32 %call2575 to i1
  %fadd2579 = fadd reassoc contract float %sel2564, %leaf2573
  %sel2580 = select i1 %sel2565, float %fadd2579, float %leaf2573
  %sel2581 = select i1 %leaf2576, float %sel2580, float %sel2564
  %take2584.not = or i1 %cmp2577, %sel2567
  %sel2585 = select i1 %take2584.not, float %sel2564, float %sel2581
  %not.take2584.not = xor i1 %take2584.not, true
  %has2582 = select i1 %not.take2584.not, i1 %leaf2576, i1 false
  %sel2586 = or i1 %sel2565, %has2582
  %f2587 = select i1 %not.cmp2577, i1 %leaf2570, i1 false
  %sel2588 = or i1 %sel2567, %f2587
  %wide2589 = zext i1 %sel2588 to i32
  %call2590 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide2589, i32 8, i32 0)
  %leaf2591 = trunc i32 %call2590 to i1
  %bits2592 = bitcast float %sel2585 to i32
  %call2593 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2592, i32 8, i32 0)
  %leaf2594 = bitcast i32 %call2593 to float
  %wide2595 = zext i1 %sel2586 to i32
  %call2596 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide2595, i32 8, i32 0)
  %leaf2597 = trunc i32 %call2596 to i1
  %fadd2600 = fadd reassoc contract float %sel2585, %leaf2594
  %sel2601 = select i1 %sel2586, float %fadd2600, float %leaf2594
  %sel2602 = select i1 %leaf2597, float %sel2601, float %sel2585
  %take2605.not = or i1 %cmp2598, %sel2588
  %sel2606 = select i1 %take2605.not, float %sel2585, float %sel2602
  %not.take2605.not = xor i1 %take2605.not, true
  %has2603 = select i1 %not.take2605.not, i1 %leaf2597, i1 false
  %sel2607 = or i1 %sel2586, %has2603
  %f2608 = select i1 %not.cmp2598, i1 %leaf2591, i1 false
  %sel2609 = or i1 %sel2588, %f2608
  %wide2610 = zext i1 %sel2609 to i32
  %call2611 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide2610, i32 16, i32 0)
  %leaf2612 = trunc i32 %call2611 to i1
  %bits2613 = bitcast float %sel2606 to i32
  %call2614 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2613, i32 16, i32 0)
  %leaf2615 = bitcast i32 %call2614 to float
  %wide2616 = zext i1 %sel2607 to i32
  %call2617 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide2616, i32 16, i32 0)
  %leaf2618 = trunc i32 %call2617 to i1
  %fadd2621 = fadd reassoc contract float %sel2606, %leaf2615
  %sel2622 = select i1 %sel2607, float %fadd2621, float %leaf2615
  %sel2623 = select i1 %leaf2618, float %sel2622, float %sel2606
  %take2626.not = or i1 %cmp2619, %sel2609
  %sel2627 = select i1 %take2626.not, float %sel2606, float %sel2623
  %not.take2626.not = xor i1 %take2626.not, true
  %has2624 = select i1 %not.take2626.not, i1 %leaf2618, i1 false
  %sel2628 = or i1 %sel2607, %has2624
  %f2629 = select i1 %not.cmp2619, i1 %leaf2612, i1 false
  %sel2630 = or i1 %sel2609, %f2629
  %wide2631 = zext i1 %sel2630 to i32
  %call2632 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide2631, i32 1, i32 0)
  %bits2634 = bitcast float %sel2627 to i32
  %call2635 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2634, i32 1, i32 0)
  %leaf2636 = bitcast i32 %call2635 to float
  %wide2637 = zext i1 %sel2628 to i32
  %call2638 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide2637, i32 1, i32 0)
  %leaf2639 = trunc i32 %call2638 to i1
  %p2641 = and i1 %not.cmp2538, %leaf2639
  %call2642 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %ended2528)
  %deferred = and i1 %cmp1632, %ended2528
  %in2645 = and i1 %cmp1642, %deferred
  %fadd2647 = fadd reassoc contract float %sel2515, %leaf2636
  %sel2648 = select i1 %sel2516, float %fadd2647, float %leaf2636
  %sel2649 = select i1 %p2641, float %sel2648, float %sel2515
  %has2650 = or i1 %sel2516, %p2641
  br i1 %in2645, label %then2652, label %endif2653

then2652:                                         ; preds = %endif2510
  %call2643 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %call2642, i1 false)
  %cmp2651 = icmp eq i32 %lane, %call2643
  %tile = and i1 %cmp49, %cmp2651
  br i1 %tile, label %then2654, label %else2655

endif2653:                                        ; preds = %then2654, %else2655, %endif2510
  br i1 %cmp2664, label %then2665, label %endif2666

then2654:                                         ; preds = %then2652
  %mul2657 = shl i64 %i, 1
  %add2658 = or disjoint i64 %mul2657, 1
  %p2659 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %add2658
  store float %sel2649, ptr addrspace(1) %p2659, align 4
  %flag = zext i1 %has2650 to i64
  %p2660 = getelementptr inbounds i64, ptr addrspace(1) %11, i64 %add2658
  store i64 %flag, ptr addrspace(1) %p2660, align 4
  br label %endif2653

else2655:                                         ; preds = %then2652
  %fadd2661 = fadd reassoc contract float %sel2649, 0.000000e+00
  %sel2662 = select i1 %has2650, float %fadd2661, float 0.000000e+00
  %p2663 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %144
  store float %sel2662, ptr addrspace(3) %p2663, align 4
  br label %endif2653

then2665:                                         ; preds = %endif2653
  %mul2667 = shl i64 %i, 1
  %p2672 = getelementptr inbounds i64, ptr addrspace(1) %11, i64 %mul2667
  %mul2670 = shl i64 %add2530, 1
  %has2669 = zext i1 %sel2628 to i64
  %add2671 = or disjoint i64 %mul2670, %has2669
  %p2668 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %mul2667
  store float %sel2627, ptr addrspace(1) %p2668, align 4
  store i64 %add2671, ptr addrspace(1) %p2672, align 4
  br label %endif2666

endif2666:                                        ; preds = %then2665, %endif2653
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp2674 = icmp slt i32 %lane, %call60
  %first2676 = and i1 %cmp390, %cmp49
  %w2677 = xor i1 %first2676, true
  %w2678 = and i1 %cmp2674, %w2677
  %cmp2679 = icmp slt i32 %lane, %local54
  %in2680 = and i1 %cmp2679, %w2678
  br i1 %in2680, label %then2681, label %endif2682

then2681:                                         ; preds = %endif2666
  %gep3094 = getelementptr float, ptr addrspace(1) %invariant.gep3093, i64 %it
  %v2684 = load float, ptr addrspace(3) %p2683, align 4
  store float %v2684, ptr addrspace(1) %gep3094, align 4
  br label %endif2682

endif2682:                                        ; preds = %then2681, %endif2666
  %cmp2689 = icmp slt i32 %add66, %call60
  %cmp2694 = icmp slt i32 %add66, %local54
  %in2695 = and i1 %cmp2694, %cmp2689
  br i1 %in2695, label %then2696, label %endif2697

then2696:                                         ; preds = %endif2682
  %gep3096 = getelementptr float, ptr addrspace(1) %invariant.gep3095, i64 %it
  %v2699 = load float, ptr addrspace(3) %p2698, align 4
  store float %v2699, ptr addrspace(1) %gep3096, align 4
  br label %endif2697

endif2697:                                        ; preds = %then2696, %endif2682
  %cmp2704 = icmp slt i32 %add67, %call60
  %cmp2709 = icmp slt i32 %add67, %local54
  %in2710 = and i1 %cmp2709, %cmp2704
  br i1 %in2710, label %then2711, label %endif2712

then2711:                                         ; preds = %endif2697
  %gep3098 = getelementptr float, ptr addrspace(1) %invariant.gep3097, i64 %it
  %v2714 = load float, ptr addrspace(3) %p2713, align 4
  store float %v2714, ptr addrspace(1) %gep3098, align 4
  br label %endif2712

endif2712:                                        ; preds = %then2711, %endif2697
  %cmp2719 = icmp slt i32 %add68, %call60
  %cmp2724 = icmp slt i32 %add68, %local54
  %in2725 = and i1 %cmp2724, %cmp2719
  br i1 %in2725, label %then2726, label %endif2727

then2726:                                         ; preds = %endif2712
  %gep3100 = getelementptr float, ptr addrspace(1) %invariant.gep3099, i64 %it
  %v2729 = load float, ptr addrspace(3) %p2728, align 4
  store float %v2729, ptr addrspace(1) %gep3100, align 4
  br label %endif2727

endif2727:                                        ; preds = %then2726, %endif2712
  br i1 %cmp116, label %then2734, label %endif2735

then2734:                                         ; preds = %endif2727
  %cmp2737 = icmp slt i32 %add119, %call60
  %cmp2742 = icmp slt i32 %add119, %local54
  %in2743 = and i1 %cmp2742, %cmp2737
  br i1 %in2743, label %then2744, label %endif2745

endif2735:                                        ; preds = %endif2775, %then2789, %endif2727
  br i1 %cmp171, label %then2797, label %endif2798

then2744:                                         ; preds = %then2734
  %gep3102 = getelementptr float, ptr addrspace(1) %invariant.gep3101, i64 %it
  %v2747 = load float, ptr addrspace(3) %p2746, align 4
  store float %v2747, ptr addrspace(1) %gep3102, align 4
  br label %endif2745

endif2745:                                        ; preds = %then2744, %then2734
  %cmp2752 = icmp slt i32 %add120, %call60
  %cmp2757 = icmp slt i32 %add120, %local54
  %in2758 = and i1 %cmp2757, %cmp2752
  br i1 %in2758, label %then2759, label %endif2760

then2759:                                         ; preds = %endif2745
  %gep3104 = getelementptr float, ptr addrspace(1) %invariant.gep3103, i64 %it
  %v2762 = load float, ptr addrspace(3) %p2761, align 4
  store float %v2762, ptr addrspace(1) %gep3104, align 4
  br label %endif2760

endif2760:                                        ; preds = %then2759, %endif2745
  %cmp2767 = icmp slt i32 %add121, %call60
  %cmp2772 = icmp slt i32 %add121, %local54
  %in2773 = and i1 %cmp2772, %cmp2767
  br i1 %in2773, label %then2774, label %endif2775

then2774:                                         ; preds = %endif2760
  %gep3106 = getelementptr float, ptr addrspace(1) %invariant.gep3105, i64 %it
  %v2777 = load float, ptr addrspace(3) %p2776, align 4
  store float %v2777, ptr addrspace(1) %gep3106, align 4
  br label %endif2775

endif2775:                                        ; preds = %then2774, %endif2760
  %cmp2782 = icmp slt i32 %add122, %call60
  %cmp2787 = icmp slt i32 %add122, %local54
  %in2788 = and i1 %cmp2787, %cmp2782
  br i1 %in2788, label %then2789, label %endif2735

then2789:                                         ; preds = %endif2775
  %gep3108 = getelementptr float, ptr addrspace(1) %invariant.gep3107, i64 %it
  %v2792 = load float, ptr addrspace(3) %p2791, align 4
  store float %v2792, ptr addrspace(1) %gep3108, align 4
  br label %endif2735

then2797:                                         ; preds = %endif2735
  %cmp2800 = icmp slt i32 %add174, %call60
  %cmp2805 = icmp slt i32 %add174, %local54
  %in2806 = and i1 %cmp2805, %cmp2800
  br i1 %in2806, label %then2807, label %endif2808

endif2798:                                        ; preds = %endif2898, %then2912, %endif2735
  br i1 %cmp278, label %then2920, label %endif2921

then2807:                                         ; preds = %then2797
  %gep3110 = getelementptr float, ptr addrspace(1) %invariant.gep3109, i64 %it
  %v2810 = load float, ptr addrspace(3) %p2809, align 4
  store float %v2810, ptr addrspace(1) %gep3110, align 4
  br label %endif2808

endif2808:                                        ; preds = %then2807, %then2797
  %cmp2815 = icmp slt i32 %add175, %call60
  %cmp2820 = icmp slt i32 %add175, %local54
  %in2821 = and i1 %cmp2820, %cmp2815
  br i1 %in2821, label %then2822, label %endif2823

then2822:                                         ; preds = %endif2808
  %gep3112 = getelementptr float, ptr addrspace(1) %invariant.gep3111, i64 %it
  %v2825 = load float, ptr addrspace(3) %p2824, align 4
  store float %v2825, ptr addrspace(1) %gep3112, align 4
  br label %endif2823

endif2823:                                        ; preds = %then2822, %endif2808
  %cmp2830 = icmp slt i32 %add176, %call60
  %cmp2835 = icmp slt i32 %add176, %local54
  %in2836 = and i1 %cmp2835, %cmp2830
  br i1 %in2836, label %then2837, label %endif2838

then2837:                                         ; preds = %endif2823
  %gep3114 = getelementptr float, ptr addrspace(1) %invariant.gep3113, i64 %it
  %v2840 = load float, ptr addrspace(3) %p2839, align 4
  store float %v2840, ptr addrspace(1) %gep3114, align 4
  br label %endif2838

endif2838:                                        ; preds = %then2837, %endif2823
  %cmp2845 = icmp slt i32 %add177, %call60
  %cmp2850 = icmp slt i32 %add177, %local54
  %in2851 = and i1 %cmp2850, %cmp2845
  br i1 %in2851, label %then2852, label %endif2853

then2852:                                         ; preds = %endif2838
  %gep3116 = getelementptr float, ptr addrspace(1) %invariant.gep3115, i64 %it
  %v2855 = load float, ptr addrspace(3) %p2854, align 4
  store float %v2855, ptr addrspace(1) %gep3116, align 4
  br label %endif2853

endif2853:                                        ; preds = %then2852, %endif2838
  %cmp2860 = icmp slt i32 %add178, %call60
  %cmp2865 = icmp slt i32 %add178, %local54
  %in2866 = and i1 %cmp2865, %cmp2860
  br i1 %in2866, label %then2867, label %endif2868

then2867:                                         ; preds = %endif2853
  %gep3118 = getelementptr float, ptr addrspace(1) %invariant.gep3117, i64 %it
  %v2870 = load float, ptr addrspace(3) %p2869, align 4
  store float %v2870, ptr addrspace(1) %gep3118, align 4
  br label %endif2868

endif2868:                                        ; preds = %then2867, %endif2853
  %cmp2875 = icmp slt i32 %add179, %call60
  %cmp2880 = icmp slt i32 %add179, %local54
  %in2881 = and i1 %cmp2880, %cmp2875
  br i1 %in2881, label %then2882, label %endif2883

then2882:                                         ; preds = %endif2868
  %gep3120 = getelementptr float, ptr addrspace(1) %invariant.gep3119, i64 %it
  %v2885 = load float, ptr addrspace(3) %p2884, align 4
  store float %v2885, ptr addrspace(1) %gep3120, align 4
  br label %endif2883

endif2883:                                        ; preds = %then2882, %endif2868
  %cmp2890 = icmp slt i32 %add180, %call60
  %cmp2895 = icmp slt i32 %add180, %local54
  %in2896 = and i1 %cmp2895, %cmp2890
  br i1 %in2896, label %then2897, label %endif2898

then2897:                                         ; preds = %endif2883
  %gep3122 = getelementptr float, ptr addrspace(1) %invariant.gep3121, i64 %it
  %v2900 = load float, ptr addrspace(3) %p2899, align 4
  store float %v2900, ptr addrspace(1) %gep3122, align 4
  br label %endif2898

endif2898:                                        ; preds = %then2897, %endif2883
  %cmp2905 = icmp slt i32 %add181, %call60
  %cmp2910 = icmp slt i32 %add181, %local54
  %in2911 = and i1 %cmp2910, %cmp2905
  br i1 %in2911, label %then2912, label %endif2798

then2912:                                         ; preds = %endif2898
  %gep3124 = getelementptr float, ptr addrspace(1) %invariant.gep3123, i64 %it
  %v2915 = load float, ptr addrspace(3) %p2914, align 4
  store float %v2915, ptr addrspace(1) %gep3124, align 4
  br label %endif2798

then2920:                                         ; preds = %endif2798
  %cmp2923 = icmp slt i32 %add281, %call60
  %cmp2928 = icmp slt i32 %add281, %local54
  %in2929 = and i1 %cmp2928, %cmp2923
  br i1 %in2929, label %then2930, label %endif2931

endif2921:                                        ; preds = %endif3021, %then3035, %endif2798
  %add3042 = add i64 %i, %warp8
  %cmp3043 = icmp slt i64 %add3042, %12
  br i1 %cmp3043, label %stride.body, label %common.ret

then2930:                                         ; preds = %then2920
  %gep3126 = getelementptr float, ptr addrspace(1) %invariant.gep3125, i64 %it
  %v2933 = load float, ptr addrspace(3) %p2932, align 4
  store float %v2933, ptr addrspace(1) %gep3126, align 4
  br label %endif2931

endif2931:                                        ; preds = %then2930, %then2920
  %cmp2938 = icmp slt i32 %add282, %call60
  %cmp2943 = icmp slt i32 %add282, %local54
  %in2944 = and i1 %cmp2943, %cmp2938
  br i1 %in2944, label %then2945, label %endif2946

then2945:                                         ; preds = %endif2931
  %gep3128 = getelementptr float, ptr addrspace(1) %invariant.gep3127, i64 %it
  %v2948 = load float, ptr addrspace(3) %p2947, align 4
  store float %v2948, ptr addrspace(1) %gep3128, align 4
  br label %endif2946

endif2946:                                        ; preds = %then2945, %endif2931
  %cmp2953 = icmp slt i32 %add283, %call60
  %cmp2958 = icmp slt i32 %add283, %local54
  %in2959 = and i1 %cmp2958, %cmp2953
  br i1 %in2959, label %then2960, label %endif2961

then2960:                                         ; preds = %endif2946
  %gep3130 = getelementptr float, ptr addrspace(1) %invariant.gep3129, i64 %it
  %v2963 = load float, ptr addrspace(3) %p2962, align 4
  store float %v2963, ptr addrspace(1) %gep3130, align 4
  br label %endif2961

endif2961:                                        ; preds = %then2960, %endif2946
  %cmp2968 = icmp slt i32 %add284, %call60
  %cmp2973 = icmp slt i32 %add284, %local54
  %in2974 = and i1 %cmp2973, %cmp2968
  br i1 %in2974, label %then2975, label %endif2976

then2975:                                         ; preds = %endif2961
  %gep3132 = getelementptr float, ptr addrspace(1) %invariant.gep3131, i64 %it
  %v2978 = load float, ptr addrspace(3) %p2977, align 4
  store float %v2978, ptr addrspace(1) %gep3132, align 4
  br label %endif2976

endif2976:                                        ; preds = %then2975, %endif2961
  %cmp2983 = icmp slt i32 %add285, %call60
  %cmp2988 = icmp slt i32 %add285, %local54
  %in2989 = and i1 %cmp2988, %cmp2983
  br i1 %in2989, label %then2990, label %endif2991

then2990:                                         ; preds = %endif2976
  %gep3134 = getelementptr float, ptr addrspace(1) %invariant.gep3133, i64 %it
  %v2993 = load float, ptr addrspace(3) %p2992, align 4
  store float %v2993, ptr addrspace(1) %gep3134, align 4
  br label %endif2991

endif2991:                                        ; preds = %then2990, %endif2976
  %cmp2998 = icmp slt i32 %add286, %call60
  %cmp3003 = icmp slt i32 %add286, %local54
  %in3004 = and i1 %cmp3003, %cmp2998
  br i1 %in3004, label %then3005, label %endif3006

then3005:                                         ; preds = %endif2991
  %gep3136 = getelementptr float, ptr addrspace(1) %invariant.gep3135, i64 %it
  %v3008 = load float, ptr addrspace(3) %p3007, align 4
  store float %v3008, ptr addrspace(1) %gep3136, align 4
  br label %endif3006

endif3006:                                        ; preds = %then3005, %endif2991
  %cmp3013 = icmp slt i32 %add287, %call60
  %cmp3018 = icmp slt i32 %add287, %local54
  %in3019 = and i1 %cmp3018, %cmp3013
  br i1 %in3019, label %then3020, label %endif3021

then3020:                                         ; preds = %endif3006
  %gep3138 = getelementptr float, ptr addrspace(1) %invariant.gep3137, i64 %it
  %v3023 = load float, ptr addrspace(3) %p3022, align 4
  store float %v3023, ptr addrspace(1) %gep3138, align 4
  br label %endif3021

endif3021:                                        ; preds = %then3020, %endif3006
  %cmp3028 = icmp slt i32 %add288, %call60
  %cmp3033 = icmp slt i32 %add288, %local54
  %in3034 = and i1 %cmp3033, %cmp3028
  br i1 %in3034, label %then3035, label %endif2921

then3035:                                         ; preds = %endif3021
  %gep3140 = getelementptr float, ptr addrspace(1) %invariant.gep3139, i64 %it
  %v3038 = load float, ptr addrspace(3) %p3037, align 4
  store float %v3038, ptr addrspace(1) %gep3140, align 4
  br label %endif2921
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #0

define void @systole_fold_seg_csr_gather_spmv_f32_finish(i64 %0, ptr addrspace(1) noalias nocapture readonly %1, i64 %2, ptr addrspace(1) noalias nocapture readonly %3, i64 %4, ptr addrspace(1) noalias nocapture readonly %5, i64 %6, ptr addrspace(1) noalias nocapture readonly %7, i64 %8, ptr addrspace(1) noalias nocapture writeonly %9, ptr addrspace(1) noalias readonly %10, ptr addrspace(1) noalias %11, i64 %12, i64 %13) local_unnamed_addr {
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
  %sub = add i64 %6, -1
  %call9 = tail call i64 @llvm.smax.i64(i64 %sub, i64 0)
  %.idx = mul i64 %12, 24
  %14 = getelementptr i8, ptr addrspace(1) %11, i64 %.idx
  %long = getelementptr i8, ptr addrspace(1) %14, i64 8
  %address = ptrtoint ptr addrspace(1) %long to i64
  %15 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address) #3
  %cmp.not = icmp eq i64 %15, 0
  br i1 %cmp.not, label %common.ret, label %merge_path

merge_path:                                       ; preds = %entry
  %call3 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %sreg4 = zext nneg i32 %call3 to i64
  %mul = mul nuw nsw i64 %sreg4, %sreg2
  %add = add nuw nsw i64 %mul, %sreg
  %warp = lshr i64 %add, 5
  %cmp24 = icmp eq i64 %lane, 0
  %sub25 = add i64 %12, -1
  %call26 = tail call i64 @llvm.smax.i64(i64 %sub25, i64 0)
  %add27 = add i64 %12, 31
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
  %cmp33 = icmp slt i64 %add30, %12
  %mul34 = shl i64 %call31, 1
  %p35 = getelementptr inbounds i64, ptr addrspace(1) %11, i64 %mul34
  %v36 = load i64, ptr addrspace(1) %p35, align 4
  %key = ashr i64 %v36, 1
  %sub37 = add i64 %call31, -1
  %call38 = tail call i64 @llvm.smax.i64(i64 %sub37, i64 0)
  %p40.idx = shl i64 %call38, 4
  %p40 = getelementptr inbounds i8, ptr addrspace(1) %11, i64 %p40.idx
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
  %p50 = getelementptr inbounds i8, ptr addrspace(1) %11, i64 %p50.idx
  %v51 = load i64, ptr addrspace(1) %p50, align 4
  %key52 = ashr i64 %v51, 1
  %cmp53 = icmp sgt i64 %key52, %key
  %one = and i1 %cmp47, %cmp53
  %has = and i64 %v36, 1
  %cmp57 = icmp ne i64 %has, 0
  %16 = and i1 %cmp57, %one
  %join = and i1 %16, %run
  br i1 %join, label %then, label %endif

then:                                             ; preds = %stride.body
  %p59 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %mul34
  %v60 = load float, ptr addrspace(1) %p59, align 4
  %mul61 = shl i64 %add46, 1
  %add62 = or disjoint i64 %mul61, 1
  %p63 = getelementptr inbounds i64, ptr addrspace(1) %11, i64 %add62
  %v64 = load i64, ptr addrspace(1) %p63, align 4
  %p65 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %add62
  %v66 = load float, ptr addrspace(1) %p65, align 4
  %cmp67.not = icmp eq i64 %v64, 0
  %fadd = fadd reassoc contract float %v60, %v66
  %sel68 = select i1 %cmp67.not, float %v60, float %fadd
  %fadd70 = fadd reassoc contract float %sel68, 0.000000e+00
  %p72 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %key
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
  %p79 = getelementptr inbounds i8, ptr addrspace(1) %11, i64 %p79.idx
  %v80 = load i64, ptr addrspace(1) %p79, align 4
  %key81 = ashr i64 %v80, 1
  %add82 = add i64 %add77, 1
  %cmp83 = icmp slt i64 %add82, %12
  br i1 %cmp83, label %repeat.body84, label %repeat.exit85

repeat.exit:                                      ; preds = %endif109, %endif
  %add663 = add nuw nsw i64 %i, %warp8
  %cmp664 = icmp ult i64 %add663, %g
  br i1 %cmp664, label %stride.body, label %common.ret

repeat.body84:                                    ; preds = %repeat.body, %repeat.body84
  %phi86 = phi i64 [ %sel95, %repeat.body84 ], [ %add82, %repeat.body ]
  %phi87 = phi i64 [ %sel96, %repeat.body84 ], [ %12, %repeat.body ]
  %add88 = add i64 %phi87, %phi86
  %mid = lshr i64 %add88, 1
  %mul89 = and i64 %add88, -2
  %p90 = getelementptr inbounds i64, ptr addrspace(1) %11, i64 %mul89
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
  %17 = shl i64 %add116, 3
  %p120.peel = getelementptr i8, ptr addrspace(1) %10, i64 %17
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
  %18 = and i64 %sub110, 9223372036854774784
  %exitcond.peel.not = icmp eq i64 %18, 1024
  br i1 %exitcond.peel.not, label %fold.exit, label %fold.body.peel.next

fold.body.peel.next:                              ; preds = %fold.body.preheader
  %invariant.gep = getelementptr i8, ptr addrspace(1) %10, i64 %17
  br label %fold.body

endif109:                                         ; preds = %fold.exit, %then655, %repeat.exit85
  %sub660 = add i32 %phi, -1
  %rest = and i32 %sub660, %phi
  %cmp661.not = icmp eq i32 %rest, 0
  br i1 %cmp661.not, label %repeat.exit, label %repeat.body

fold.body:                                        ; preds = %fold.body.peel.next, %fold.body
  %i112 = phi i64 [ %add279, %fold.body ], [ 1, %fold.body.peel.next ]
  %phi113 = phi float [ %fadd278, %fold.body ], [ %fadd278.peel, %fold.body.peel.next ]
  %19 = shl i64 %i112, 13
  %gep = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %19
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
  br i1 %exitcond.not, label %fold.exit, label %fold.body, !llvm.loop !6

fold.exit:                                        ; preds = %fold.body, %fold.body.preheader, %then108
  %phi281 = phi float [ 0.000000e+00, %then108 ], [ %fadd278.peel, %fold.body.preheader ], [ %fadd278, %fold.body ]
  %mul283 = shl nsw i64 %full, 10
  %add285 = add i64 %add116, %mul283
  %sub286 = add i64 %call100, -1
  %call287 = tail call i64 @llvm.smax.i64(i64 %sub286, i64 %add106)
  %cmp289 = icmp slt i64 %add285, %call100
  %call290 = tail call i64 @llvm.smin.i64(i64 %add285, i64 %call287)
  %p292.idx = shl i64 %call290, 3
  %p292 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p292.idx
  %v293 = load float, ptr addrspace(1) %p292, align 4
  %add294 = add i64 %add285, 32
  %cmp295 = icmp slt i64 %add294, %call100
  %call296 = tail call i64 @llvm.smin.i64(i64 %add294, i64 %call287)
  %p298.idx = shl i64 %call296, 3
  %p298 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p298.idx
  %v299 = load float, ptr addrspace(1) %p298, align 4
  %add300 = add i64 %add285, 64
  %cmp301 = icmp slt i64 %add300, %call100
  %call302 = tail call i64 @llvm.smin.i64(i64 %add300, i64 %call287)
  %p304.idx = shl i64 %call302, 3
  %p304 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p304.idx
  %v305 = load float, ptr addrspace(1) %p304, align 4
  %add306 = add i64 %add285, 96
  %cmp307 = icmp slt i64 %add306, %call100
  %call308 = tail call i64 @llvm.smin.i64(i64 %add306, i64 %call287)
  %p310.idx = shl i64 %call308, 3
  %p310 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p310.idx
  %v311 = load float, ptr addrspace(1) %p310, align 4
  %add312 = add i64 %add285, 128
  %cmp313 = icmp slt i64 %add312, %call100
  %call314 = tail call i64 @llvm.smin.i64(i64 %add312, i64 %call287)
  %p316.idx = shl i64 %call314, 3
  %p316 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p316.idx
  %v317 = load float, ptr addrspace(1) %p316, align 4
  %add318 = add i64 %add285, 160
  %cmp319 = icmp slt i64 %add318, %call100
  %call320 = tail call i64 @llvm.smin.i64(i64 %add318, i64 %call287)
  %p322.idx = shl i64 %call320, 3
  %p322 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p322.idx
  %v323 = load float, ptr addrspace(1) %p322, align 4
  %add324 = add i64 %add285, 192
  %cmp325 = icmp slt i64 %add324, %call100
  %call326 = tail call i64 @llvm.smin.i64(i64 %add324, i64 %call287)
  %p328.idx = shl i64 %call326, 3
  %p328 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p328.idx
  %v329 = load float, ptr addrspace(1) %p328, align 4
  %add330 = add i64 %add285, 224
  %cmp331 = icmp slt i64 %add330, %call100
  %call332 = tail call i64 @llvm.smin.i64(i64 %add330, i64 %call287)
  %p334.idx = shl i64 %call332, 3
  %p334 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p334.idx
  %v335 = load float, ptr addrspace(1) %p334, align 4
  %add336 = add i64 %add285, 256
  %cmp337 = icmp slt i64 %add336, %call100
  %call338 = tail call i64 @llvm.smin.i64(i64 %add336, i64 %call287)
  %p340.idx = shl i64 %call338, 3
  %p340 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p340.idx
  %v341 = load float, ptr addrspace(1) %p340, align 4
  %add342 = add i64 %add285, 288
  %cmp343 = icmp slt i64 %add342, %call100
  %call344 = tail call i64 @llvm.smin.i64(i64 %add342, i64 %call287)
  %p346.idx = shl i64 %call344, 3
  %p346 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p346.idx
  %v347 = load float, ptr addrspace(1) %p346, align 4
  %add348 = add i64 %add285, 320
  %cmp349 = icmp slt i64 %add348, %call100
  %call350 = tail call i64 @llvm.smin.i64(i64 %add348, i64 %call287)
  %p352.idx = shl i64 %call350, 3
  %p352 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p352.idx
  %v353 = load float, ptr addrspace(1) %p352, align 4
  %add354 = add i64 %add285, 352
  %cmp355 = icmp slt i64 %add354, %call100
  %call356 = tail call i64 @llvm.smin.i64(i64 %add354, i64 %call287)
  %p358.idx = shl i64 %call356, 3
  %p358 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p358.idx
  %v359 = load float, ptr addrspace(1) %p358, align 4
  %add360 = add i64 %add285, 384
  %cmp361 = icmp slt i64 %add360, %call100
  %call362 = tail call i64 @llvm.smin.i64(i64 %add360, i64 %call287)
  %p364.idx = shl i64 %call362, 3
  %p364 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p364.idx
  %v365 = load float, ptr addrspace(1) %p364, align 4
  %add366 = add i64 %add285, 416
  %cmp367 = icmp slt i64 %add366, %call100
  %call368 = tail call i64 @llvm.smin.i64(i64 %add366, i64 %call287)
  %p370.idx = shl i64 %call368, 3
  %p370 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p370.idx
  %v371 = load float, ptr addrspace(1) %p370, align 4
  %add372 = add i64 %add285, 448
  %cmp373 = icmp slt i64 %add372, %call100
  %call374 = tail call i64 @llvm.smin.i64(i64 %add372, i64 %call287)
  %p376.idx = shl i64 %call374, 3
  %p376 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p376.idx
  %v377 = load float, ptr addrspace(1) %p376, align 4
  %add378 = add i64 %add285, 480
  %cmp379 = icmp slt i64 %add378, %call100
  %call380 = tail call i64 @llvm.smin.i64(i64 %add378, i64 %call287)
  %p382.idx = shl i64 %call380, 3
  %p382 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p382.idx
  %v383 = load float, ptr addrspace(1) %p382, align 4
  %add384 = add i64 %add285, 512
  %cmp385 = icmp slt i64 %add384, %call100
  %call386 = tail call i64 @llvm.smin.i64(i64 %add384, i64 %call287)
  %p388.idx = shl i64 %call386, 3
  %p388 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p388.idx
  %v389 = load float, ptr addrspace(1) %p388, align 4
  %add390 = add i64 %add285, 544
  %cmp391 = icmp slt i64 %add390, %call100
  %call392 = tail call i64 @llvm.smin.i64(i64 %add390, i64 %call287)
  %p394.idx = shl i64 %call392, 3
  %p394 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p394.idx
  %v395 = load float, ptr addrspace(1) %p394, align 4
  %add396 = add i64 %add285, 576
  %cmp397 = icmp slt i64 %add396, %call100
  %call398 = tail call i64 @llvm.smin.i64(i64 %add396, i64 %call287)
  %p400.idx = shl i64 %call398, 3
  %p400 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p400.idx
  %v401 = load float, ptr addrspace(1) %p400, align 4
  %add402 = add i64 %add285, 608
  %cmp403 = icmp slt i64 %add402, %call100
  %call404 = tail call i64 @llvm.smin.i64(i64 %add402, i64 %call287)
  %p406.idx = shl i64 %call404, 3
  %p406 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p406.idx
  %v407 = load float, ptr addrspace(1) %p406, align 4
  %add408 = add i64 %add285, 640
  %cmp409 = icmp slt i64 %add408, %call100
  %call410 = tail call i64 @llvm.smin.i64(i64 %add408, i64 %call287)
  %p412.idx = shl i64 %call410, 3
  %p412 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p412.idx
  %v413 = load float, ptr addrspace(1) %p412, align 4
  %add414 = add i64 %add285, 672
  %cmp415 = icmp slt i64 %add414, %call100
  %call416 = tail call i64 @llvm.smin.i64(i64 %add414, i64 %call287)
  %p418.idx = shl i64 %call416, 3
  %p418 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p418.idx
  %v419 = load float, ptr addrspace(1) %p418, align 4
  %add420 = add i64 %add285, 704
  %cmp421 = icmp slt i64 %add420, %call100
  %call422 = tail call i64 @llvm.smin.i64(i64 %add420, i64 %call287)
  %p424.idx = shl i64 %call422, 3
  %p424 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p424.idx
  %v425 = load float, ptr addrspace(1) %p424, align 4
  %add426 = add i64 %add285, 736
  %cmp427 = icmp slt i64 %add426, %call100
  %call428 = tail call i64 @llvm.smin.i64(i64 %add426, i64 %call287)
  %p430.idx = shl i64 %call428, 3
  %p430 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p430.idx
  %v431 = load float, ptr addrspace(1) %p430, align 4
  %add432 = add i64 %add285, 768
  %cmp433 = icmp slt i64 %add432, %call100
  %call434 = tail call i64 @llvm.smin.i64(i64 %add432, i64 %call287)
  %p436.idx = shl i64 %call434, 3
  %p436 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p436.idx
  %v437 = load float, ptr addrspace(1) %p436, align 4
  %add438 = add i64 %add285, 800
  %cmp439 = icmp slt i64 %add438, %call100
  %call440 = tail call i64 @llvm.smin.i64(i64 %add438, i64 %call287)
  %p442.idx = shl i64 %call440, 3
  %p442 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p442.idx
  %v443 = load float, ptr addrspace(1) %p442, align 4
  %add444 = add i64 %add285, 832
  %cmp445 = icmp slt i64 %add444, %call100
  %call446 = tail call i64 @llvm.smin.i64(i64 %add444, i64 %call287)
  %p448.idx = shl i64 %call446, 3
  %p448 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p448.idx
  %v449 = load float, ptr addrspace(1) %p448, align 4
  %add450 = add i64 %add285, 864
  %cmp451 = icmp slt i64 %add450, %call100
  %call452 = tail call i64 @llvm.smin.i64(i64 %add450, i64 %call287)
  %p454.idx = shl i64 %call452, 3
  %p454 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p454.idx
  %v455 = load float, ptr addrspace(1) %p454, align 4
  %add456 = add i64 %add285, 896
  %cmp457 = icmp slt i64 %add456, %call100
  %call458 = tail call i64 @llvm.smin.i64(i64 %add456, i64 %call287)
  %p460.idx = shl i64 %call458, 3
  %p460 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p460.idx
  %v461 = load float, ptr addrspace(1) %p460, align 4
  %add462 = add i64 %add285, 928
  %cmp463 = icmp slt i64 %add462, %call100
  %call464 = tail call i64 @llvm.smin.i64(i64 %add462, i64 %call287)
  %p466.idx = shl i64 %call464, 3
  %p466 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p466.idx
  %v467 = load float, ptr addrspace(1) %p466, align 4
  %add468 = add i64 %add285, 960
  %cmp469 = icmp slt i64 %add468, %call100
  %call470 = tail call i64 @llvm.smin.i64(i64 %add468, i64 %call287)
  %p472.idx = shl i64 %call470, 3
  %p472 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p472.idx
  %v473 = load float, ptr addrspace(1) %p472, align 4
  %add474 = add i64 %add285, 992
  %cmp475 = icmp slt i64 %add474, %call100
  %call476 = tail call i64 @llvm.smin.i64(i64 %add474, i64 %call287)
  %p478.idx = shl i64 %call476, 3
  %p478 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p478.idx
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
  %p645 = getelementptr inbounds i64, ptr addrspace(1) %11, i64 %add644
  %v646 = load i64, ptr addrspace(1) %p645, align 4
  %cmp649.not = icmp eq i64 %v646, 0
  %cmp640 = icmp sgt i64 %sub110, 16
  %leaf638 = bitcast i32 %call637 to float
  %fadd641 = fadd reassoc contract float %sel635, %leaf638
  %sel642 = select i1 %cmp640, float %fadd641, float %sel635
  %p647 = getelementptr inbounds float, ptr addrspace(1) %10, i64 %add644
  %v648 = load float, ptr addrspace(1) %p647, align 4
  %fadd651 = fadd reassoc contract float %sel642, %v648
  %sel653 = select i1 %cmp649.not, float %sel642, float %fadd651
  %fadd657 = fadd reassoc contract float %sel653, 0.000000e+00
  %p659 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %key81
  store float %fadd657, ptr addrspace(1) %p659, align 4
  br label %endif109
}

attributes #0 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}

!0 = !{ptr @systole_fold_seg_csr_gather_spmv_f32_rows, !"kernel", i32 1}
!1 = !{ptr @systole_fold_seg_csr_gather_spmv_f32_search, !"kernel", i32 1}
!2 = !{ptr @systole_fold_seg_csr_gather_spmv_f32_segment, !"kernel", i32 1}
!3 = !{ptr @systole_fold_seg_csr_gather_spmv_f32_segment, !"maxntidx", i32 160}
!4 = !{ptr @systole_fold_seg_csr_gather_spmv_f32_segment, !"minctasm", i32 3}
!5 = !{ptr @systole_fold_seg_csr_gather_spmv_f32_finish, !"kernel", i32 1}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.peeled.count", i32 1}
