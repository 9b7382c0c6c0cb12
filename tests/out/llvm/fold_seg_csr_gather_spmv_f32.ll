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
  %stopped = getelementptr i8, ptr addrspace(1) %14, i64 16
  %cmp = icmp slt i64 %8, 4294967296
  %15 = tail call i64 @llvm.smax.i64(i64 %sub, i64 1)
  %call13 = add nsw i64 %15, -1
  %add14 = add nuw i64 %call9, 63
  %groups = sdiv i64 %add14, 64
  %cmp15 = icmp eq i64 %lane, 0
  %cmp16 = icmp sgt i64 %8, 0
  %cmp18 = icmp sle i64 %8, %0
  %cmp20 = icmp sle i64 %8, %2
  %fits21 = and i1 %cmp18, %cmp20
  %cmp22 = icmp slt i64 %warp, %groups
  %address = ptrtoint ptr addrspace(1) %stopped to i64
  %16 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address) #5
  %cmp23 = icmp ne i64 %16, 0
  br i1 %fits21, label %then, label %else

then:                                             ; preds = %entry
  %call24 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp23)
  %cmp25.not = icmp eq i32 %call24, 0
  %enter = and i1 %cmp22, %cmp25.not
  br i1 %enter, label %repeat.body.preheader, label %endif

repeat.body.preheader:                            ; preds = %then
  %address88 = ptrtoint ptr addrspace(1) %long to i64
  %cmp91.not = icmp eq i64 %lane, 31
  %cmp96 = icmp ult i64 %lane, 30
  %cmp101 = icmp ult i64 %lane, 28
  %cmp106 = icmp ult i64 %lane, 24
  %cmp111 = icmp ult i64 %lane, 16
  %sub1210 = add i64 %4, -1
  %call1211 = tail call i64 @llvm.smin.i64(i64 %sub1210, i64 2147483647)
  %bound1212 = trunc i64 %call1211 to i32
  br label %repeat.body

else:                                             ; preds = %entry
  %call1616 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp23)
  %cmp1617.not = icmp eq i32 %call1616, 0
  %enter1619 = and i1 %cmp22, %cmp1617.not
  br i1 %enter1619, label %repeat.body1620.preheader, label %endif

repeat.body1620.preheader:                        ; preds = %else
  %address1693 = ptrtoint ptr addrspace(1) %long to i64
  %cmp1697.not = icmp eq i64 %lane, 31
  %cmp1702 = icmp ult i64 %lane, 30
  %cmp1707 = icmp ult i64 %lane, 28
  %cmp1712 = icmp ult i64 %lane, 24
  %cmp1717 = icmp ult i64 %lane, 16
  %sub3283 = add i64 %0, -1
  %sub3288 = add i64 %2, -1
  %sub3294 = add i64 %4, -1
  %call3295 = tail call i64 @llvm.smin.i64(i64 %sub3294, i64 2147483647)
  %bound3296 = trunc i64 %call3295 to i32
  br label %repeat.body1620

endif:                                            ; preds = %endif1673, %endif72, %else, %then
  ret void

repeat.body:                                      ; preds = %repeat.body.preheader, %endif72
  %phi = phi i64 [ %add1610, %endif72 ], [ %warp, %repeat.body.preheader ]
  %17 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address) #5
  %cmp27 = icmp ne i64 %17, 0
  %call28 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp27)
  %mul30 = shl i64 %phi, 6
  %add32 = or disjoint i64 %mul30, %lane
  %cmp33 = icmp slt i64 %add32, %call9
  %call34 = tail call i64 @llvm.smin.i64(i64 %add32, i64 %call13)
  %p = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %call34
  %v = load i32, ptr addrspace(1) %p, align 4
  %18 = tail call i32 @llvm.smax.i32(i32 %v, i32 0)
  %call35 = zext nneg i32 %18 to i64
  %call36 = tail call i64 @llvm.smin.i64(i64 %call35, i64 %8)
  %p38 = getelementptr i8, ptr addrspace(1) %p, i64 4
  %v39 = load i32, ptr addrspace(1) %p38, align 4
  %offset40 = sext i32 %v39 to i64
  %call41 = tail call i64 @llvm.smax.i64(i64 %offset40, i64 %call36)
  %call42 = tail call i64 @llvm.smin.i64(i64 %call41, i64 %8)
  %sub43 = sub i64 %call42, %call36
  %sel = select i1 %cmp33, i64 %sub43, i64 0
  %sub44 = add i64 %call42, -1
  %call45 = tail call i64 @llvm.smax.i64(i64 %sub44, i64 0)
  %add48 = or disjoint i64 %add32, 32
  %cmp49 = icmp slt i64 %add48, %call9
  %call50 = tail call i64 @llvm.smin.i64(i64 %add48, i64 %call13)
  %p51 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %call50
  %v52 = load i32, ptr addrspace(1) %p51, align 4
  %19 = tail call i32 @llvm.smax.i32(i32 %v52, i32 0)
  %call54 = zext nneg i32 %19 to i64
  %call55 = tail call i64 @llvm.smin.i64(i64 %call54, i64 %8)
  %p57 = getelementptr i8, ptr addrspace(1) %p51, i64 4
  %v58 = load i32, ptr addrspace(1) %p57, align 4
  %offset59 = sext i32 %v58 to i64
  %call60 = tail call i64 @llvm.smax.i64(i64 %offset59, i64 %call55)
  %call61 = tail call i64 @llvm.smin.i64(i64 %call60, i64 %8)
  %sub62 = sub i64 %call61, %call55
  %sel63 = select i1 %cmp49, i64 %sub62, i64 0
  %sub64 = add i64 %call61, -1
  %call65 = tail call i64 @llvm.smax.i64(i64 %sub64, i64 0)
  %call66 = tail call i64 @llvm.smax.i64(i64 %sel, i64 %sel63)
  %cmp67 = icmp sgt i64 %call66, 16
  %call68 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp67)
  %cmp69.not = icmp eq i32 %call68, 0
  br i1 %cmp69.not, label %else71, label %then70

then70:                                           ; preds = %repeat.body
  %cmp73 = icmp sgt i64 %sel, 4096
  %listed = and i1 %cmp, %cmp73
  %cmp74 = icmp sgt i64 %sel, 16
  %left = xor i1 %cmp74, %listed
  %cmp75 = icmp sgt i64 %sel63, 4096
  %listed76 = and i1 %cmp, %cmp75
  %cmp77 = icmp sgt i64 %sel63, 16
  %left79 = xor i1 %cmp77, %listed76
  %unlisted80 = or i1 %left, %left79
  %call81 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %unlisted80)
  br i1 %cmp15, label %then83, label %endif72

else71:                                           ; preds = %repeat.body
  %len = trunc i64 %call66 to i32
  %call89 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %len, i32 1, i32 31)
  %call92 = tail call i32 @llvm.smax.i32(i32 %len, i32 %call89)
  %sel93 = select i1 %cmp91.not, i32 %len, i32 %call92
  %call94 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel93, i32 2, i32 31)
  %call97 = tail call i32 @llvm.smax.i32(i32 %sel93, i32 %call94)
  %sel98 = select i1 %cmp96, i32 %call97, i32 %sel93
  %call99 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel98, i32 4, i32 31)
  %call102 = tail call i32 @llvm.smax.i32(i32 %sel98, i32 %call99)
  %sel103 = select i1 %cmp101, i32 %call102, i32 %sel98
  %call104 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel103, i32 8, i32 31)
  %call107 = tail call i32 @llvm.smax.i32(i32 %sel103, i32 %call104)
  %sel108 = select i1 %cmp106, i32 %call107, i32 %sel103
  %call109 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel108, i32 16, i32 31)
  %call112 = tail call i32 @llvm.smax.i32(i32 %sel108, i32 %call109)
  %sel113 = select i1 %cmp111, i32 %call112, i32 %sel108
  %call114 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %sel113, i32 0, i32 31)
  %widest = sext i32 %call114 to i64
  br i1 %cmp16, label %then115, label %endif117

endif72:                                          ; preds = %endif1602, %then1607, %then83, %then86, %then70
  %add1610 = add nuw nsw i64 %phi, %warp8
  %cmp1611 = icmp slt i64 %add1610, %groups
  %20 = or i32 %call68, %call28
  %quit.not = icmp eq i32 %20, 0
  %again = and i1 %cmp1611, %quit.not
  br i1 %again, label %repeat.body, label %endif

then83:                                           ; preds = %then70
  %cmp82.not = icmp eq i32 %call81, 0
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br i1 %cmp82.not, label %endif72, label %then86

then86:                                           ; preds = %then83
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address88, i64 1) #5
  br label %endif72

then115:                                          ; preds = %else71
  %call1502 = tail call i64 @llvm.smin.i64(i64 %call36, i64 %call45)
  %p1503 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1502
  %v1504 = load float, ptr addrspace(1) %p1503, align 4
  %p1505 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1502
  %v1506 = load i32, ptr addrspace(1) %p1505, align 4
  %call1511 = tail call i32 @llvm.smin.i32(i32 %v1506, i32 %bound1212)
  %call1512 = tail call i32 @llvm.smax.i32(i32 %call1511, i32 0)
  %at1513 = zext nneg i32 %call1512 to i64
  %p1514 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1513
  %v1515 = load float, ptr addrspace(1) %p1514, align 4
  %fmul1516 = fmul float %v1504, %v1515
  switch i32 %call114, label %else1201 [
    i32 0, label %then119
    i32 1, label %then151
    i32 2, label %then187
    i32 3, label %then260
    i32 4, label %then372
    i32 5, label %then522
    i32 6, label %then710
    i32 7, label %then936
    i32 8, label %then1200
  ]

endif117:                                         ; preds = %fold.body, %else1201, %then1200, %then936, %then710, %then522, %then372, %then260, %then187, %then151, %then119, %else71
  %phi1596 = phi float [ 0.000000e+00, %else71 ], [ %fmul1516, %then119 ], [ %fmul1516, %then151 ], [ %sel255, %then187 ], [ %sel364, %then260 ], [ %sel511, %then372 ], [ %sel696, %then522 ], [ %sel919, %then710 ], [ %sel1180, %then936 ], [ %sel1479, %then1200 ], [ %fmul1516, %else1201 ], [ %sel1570, %fold.body ]
  %phi1597 = phi float [ 0.000000e+00, %else71 ], [ %fmul149, %then119 ], [ %fmul185, %then151 ], [ %sel258, %then187 ], [ %sel370, %then260 ], [ %sel520, %then372 ], [ %sel708, %then522 ], [ %sel934, %then710 ], [ %sel1198, %then936 ], [ %sel1500, %then1200 ], [ %fmul1532, %else1201 ], [ %sel1573, %fold.body ]
  br i1 %cmp33, label %then1601, label %endif1602

then119:                                          ; preds = %then115
  %call135 = tail call i64 @llvm.smin.i64(i64 %call55, i64 %call65)
  %p136 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call135
  %v137 = load float, ptr addrspace(1) %p136, align 4
  %p138 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call135
  %v139 = load i32, ptr addrspace(1) %p138, align 4
  %call144 = tail call i32 @llvm.smin.i32(i32 %v139, i32 %bound1212)
  %call145 = tail call i32 @llvm.smax.i32(i32 %call144, i32 0)
  %at146 = zext nneg i32 %call145 to i64
  %p147 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at146
  %v148 = load float, ptr addrspace(1) %p147, align 4
  %fmul149 = fmul float %v137, %v148
  br label %endif117

then151:                                          ; preds = %then115
  %call171 = tail call i64 @llvm.smin.i64(i64 %call55, i64 %call65)
  %p172 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call171
  %v173 = load float, ptr addrspace(1) %p172, align 4
  %p174 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call171
  %v175 = load i32, ptr addrspace(1) %p174, align 4
  %call180 = tail call i32 @llvm.smin.i32(i32 %v175, i32 %bound1212)
  %call181 = tail call i32 @llvm.smax.i32(i32 %call180, i32 0)
  %at182 = zext nneg i32 %call181 to i64
  %p183 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at182
  %v184 = load float, ptr addrspace(1) %p183, align 4
  %fmul185 = fmul float %v173, %v184
  br label %endif117

then187:                                          ; preds = %then115
  %add206 = add nuw nsw i64 %call36, 1
  %call207 = tail call i64 @llvm.smin.i64(i64 %add206, i64 %call45)
  %p208 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call207
  %v209 = load float, ptr addrspace(1) %p208, align 4
  %p210 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call207
  %v211 = load i32, ptr addrspace(1) %p210, align 4
  %call216 = tail call i32 @llvm.smin.i32(i32 %v211, i32 %bound1212)
  %call217 = tail call i32 @llvm.smax.i32(i32 %call216, i32 0)
  %at218 = zext nneg i32 %call217 to i64
  %p219 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at218
  %v220 = load float, ptr addrspace(1) %p219, align 4
  %fmul221 = fmul float %v209, %v220
  %call223 = tail call i64 @llvm.smin.i64(i64 %call55, i64 %call65)
  %p224 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call223
  %v225 = load float, ptr addrspace(1) %p224, align 4
  %p226 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call223
  %v227 = load i32, ptr addrspace(1) %p226, align 4
  %call232 = tail call i32 @llvm.smin.i32(i32 %v227, i32 %bound1212)
  %call233 = tail call i32 @llvm.smax.i32(i32 %call232, i32 0)
  %at234 = zext nneg i32 %call233 to i64
  %p235 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at234
  %v236 = load float, ptr addrspace(1) %p235, align 4
  %fmul237 = fmul float %v225, %v236
  %add238 = add nuw nsw i64 %call55, 1
  %call239 = tail call i64 @llvm.smin.i64(i64 %add238, i64 %call65)
  %p240 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call239
  %v241 = load float, ptr addrspace(1) %p240, align 4
  %p242 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call239
  %v243 = load i32, ptr addrspace(1) %p242, align 4
  %call248 = tail call i32 @llvm.smin.i32(i32 %v243, i32 %bound1212)
  %call249 = tail call i32 @llvm.smax.i32(i32 %call248, i32 0)
  %at250 = zext nneg i32 %call249 to i64
  %p251 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at250
  %v252 = load float, ptr addrspace(1) %p251, align 4
  %fmul253 = fmul float %v241, %v252
  %cmp254 = icmp sgt i64 %sel, 1
  %fadd = fadd reassoc contract float %fmul1516, %fmul221
  %sel255 = select i1 %cmp254, float %fadd, float %fmul1516
  %cmp256 = icmp sgt i64 %sel63, 1
  %fadd257 = fadd reassoc contract float %fmul237, %fmul253
  %sel258 = select i1 %cmp256, float %fadd257, float %fmul237
  br label %endif117

then260:                                          ; preds = %then115
  %add279 = add nuw nsw i64 %call36, 1
  %call280 = tail call i64 @llvm.smin.i64(i64 %add279, i64 %call45)
  %p281 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call280
  %v282 = load float, ptr addrspace(1) %p281, align 4
  %p283 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call280
  %v284 = load i32, ptr addrspace(1) %p283, align 4
  %call289 = tail call i32 @llvm.smin.i32(i32 %v284, i32 %bound1212)
  %call290 = tail call i32 @llvm.smax.i32(i32 %call289, i32 0)
  %at291 = zext nneg i32 %call290 to i64
  %p292 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at291
  %v293 = load float, ptr addrspace(1) %p292, align 4
  %fmul294 = fmul float %v282, %v293
  %add295 = add nuw nsw i64 %call36, 2
  %call296 = tail call i64 @llvm.smin.i64(i64 %add295, i64 %call45)
  %p297 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call296
  %v298 = load float, ptr addrspace(1) %p297, align 4
  %p299 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call296
  %v300 = load i32, ptr addrspace(1) %p299, align 4
  %call305 = tail call i32 @llvm.smin.i32(i32 %v300, i32 %bound1212)
  %call306 = tail call i32 @llvm.smax.i32(i32 %call305, i32 0)
  %at307 = zext nneg i32 %call306 to i64
  %p308 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at307
  %v309 = load float, ptr addrspace(1) %p308, align 4
  %fmul310 = fmul float %v298, %v309
  %call312 = tail call i64 @llvm.smin.i64(i64 %call55, i64 %call65)
  %p313 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call312
  %v314 = load float, ptr addrspace(1) %p313, align 4
  %p315 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call312
  %v316 = load i32, ptr addrspace(1) %p315, align 4
  %call321 = tail call i32 @llvm.smin.i32(i32 %v316, i32 %bound1212)
  %call322 = tail call i32 @llvm.smax.i32(i32 %call321, i32 0)
  %at323 = zext nneg i32 %call322 to i64
  %p324 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at323
  %v325 = load float, ptr addrspace(1) %p324, align 4
  %fmul326 = fmul float %v314, %v325
  %add327 = add nuw nsw i64 %call55, 1
  %call328 = tail call i64 @llvm.smin.i64(i64 %add327, i64 %call65)
  %p329 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call328
  %v330 = load float, ptr addrspace(1) %p329, align 4
  %p331 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call328
  %v332 = load i32, ptr addrspace(1) %p331, align 4
  %call337 = tail call i32 @llvm.smin.i32(i32 %v332, i32 %bound1212)
  %call338 = tail call i32 @llvm.smax.i32(i32 %call337, i32 0)
  %at339 = zext nneg i32 %call338 to i64
  %p340 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at339
  %v341 = load float, ptr addrspace(1) %p340, align 4
  %fmul342 = fmul float %v330, %v341
  %add343 = add nuw nsw i64 %call55, 2
  %call344 = tail call i64 @llvm.smin.i64(i64 %add343, i64 %call65)
  %p345 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call344
  %v346 = load float, ptr addrspace(1) %p345, align 4
  %p347 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call344
  %v348 = load i32, ptr addrspace(1) %p347, align 4
  %call353 = tail call i32 @llvm.smin.i32(i32 %v348, i32 %bound1212)
  %call354 = tail call i32 @llvm.smax.i32(i32 %call353, i32 0)
  %at355 = zext nneg i32 %call354 to i64
  %p356 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at355
  %v357 = load float, ptr addrspace(1) %p356, align 4
  %fmul358 = fmul float %v346, %v357
  %cmp359 = icmp sgt i64 %sel, 1
  %fadd360 = fadd reassoc contract float %fmul1516, %fmul294
  %sel361 = select i1 %cmp359, float %fadd360, float %fmul1516
  %cmp362 = icmp sgt i64 %sel, 2
  %fadd363 = fadd reassoc contract float %sel361, %fmul310
  %sel364 = select i1 %cmp362, float %fadd363, float %sel361
  %cmp365 = icmp sgt i64 %sel63, 1
  %fadd366 = fadd reassoc contract float %fmul326, %fmul342
  %sel367 = select i1 %cmp365, float %fadd366, float %fmul326
  %cmp368 = icmp sgt i64 %sel63, 2
  %fadd369 = fadd reassoc contract float %sel367, %fmul358
  %sel370 = select i1 %cmp368, float %fadd369, float %sel367
  br label %endif117

then372:                                          ; preds = %then115
  %add391 = add nuw nsw i64 %call36, 1
  %call392 = tail call i64 @llvm.smin.i64(i64 %add391, i64 %call45)
  %p393 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call392
  %v394 = load float, ptr addrspace(1) %p393, align 4
  %p395 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call392
  %v396 = load i32, ptr addrspace(1) %p395, align 4
  %call401 = tail call i32 @llvm.smin.i32(i32 %v396, i32 %bound1212)
  %call402 = tail call i32 @llvm.smax.i32(i32 %call401, i32 0)
  %at403 = zext nneg i32 %call402 to i64
  %p404 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at403
  %v405 = load float, ptr addrspace(1) %p404, align 4
  %fmul406 = fmul float %v394, %v405
  %add407 = add nuw nsw i64 %call36, 2
  %call408 = tail call i64 @llvm.smin.i64(i64 %add407, i64 %call45)
  %p409 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call408
  %v410 = load float, ptr addrspace(1) %p409, align 4
  %p411 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call408
  %v412 = load i32, ptr addrspace(1) %p411, align 4
  %call417 = tail call i32 @llvm.smin.i32(i32 %v412, i32 %bound1212)
  %call418 = tail call i32 @llvm.smax.i32(i32 %call417, i32 0)
  %at419 = zext nneg i32 %call418 to i64
  %p420 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at419
  %v421 = load float, ptr addrspace(1) %p420, align 4
  %fmul422 = fmul float %v410, %v421
  %add423 = add nuw nsw i64 %call36, 3
  %call424 = tail call i64 @llvm.smin.i64(i64 %add423, i64 %call45)
  %p425 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call424
  %v426 = load float, ptr addrspace(1) %p425, align 4
  %p427 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call424
  %v428 = load i32, ptr addrspace(1) %p427, align 4
  %call433 = tail call i32 @llvm.smin.i32(i32 %v428, i32 %bound1212)
  %call434 = tail call i32 @llvm.smax.i32(i32 %call433, i32 0)
  %at435 = zext nneg i32 %call434 to i64
  %p436 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at435
  %v437 = load float, ptr addrspace(1) %p436, align 4
  %fmul438 = fmul float %v426, %v437
  %call440 = tail call i64 @llvm.smin.i64(i64 %call55, i64 %call65)
  %p441 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call440
  %v442 = load float, ptr addrspace(1) %p441, align 4
  %p443 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call440
  %v444 = load i32, ptr addrspace(1) %p443, align 4
  %call449 = tail call i32 @llvm.smin.i32(i32 %v444, i32 %bound1212)
  %call450 = tail call i32 @llvm.smax.i32(i32 %call449, i32 0)
  %at451 = zext nneg i32 %call450 to i64
  %p452 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at451
  %v453 = load float, ptr addrspace(1) %p452, align 4
  %fmul454 = fmul float %v442, %v453
  %add455 = add nuw nsw i64 %call55, 1
  %call456 = tail call i64 @llvm.smin.i64(i64 %add455, i64 %call65)
  %p457 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call456
  %v458 = load float, ptr addrspace(1) %p457, align 4
  %p459 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call456
  %v460 = load i32, ptr addrspace(1) %p459, align 4
  %call465 = tail call i32 @llvm.smin.i32(i32 %v460, i32 %bound1212)
  %call466 = tail call i32 @llvm.smax.i32(i32 %call465, i32 0)
  %at467 = zext nneg i32 %call466 to i64
  %p468 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at467
  %v469 = load float, ptr addrspace(1) %p468, align 4
  %fmul470 = fmul float %v458, %v469
  %add471 = add nuw nsw i64 %call55, 2
  %call472 = tail call i64 @llvm.smin.i64(i64 %add471, i64 %call65)
  %p473 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call472
  %v474 = load float, ptr addrspace(1) %p473, align 4
  %p475 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call472
  %v476 = load i32, ptr addrspace(1) %p475, align 4
  %call481 = tail call i32 @llvm.smin.i32(i32 %v476, i32 %bound1212)
  %call482 = tail call i32 @llvm.smax.i32(i32 %call481, i32 0)
  %at483 = zext nneg i32 %call482 to i64
  %p484 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at483
  %v485 = load float, ptr addrspace(1) %p484, align 4
  %fmul486 = fmul float %v474, %v485
  %add487 = add nuw nsw i64 %call55, 3
  %call488 = tail call i64 @llvm.smin.i64(i64 %add487, i64 %call65)
  %p489 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call488
  %v490 = load float, ptr addrspace(1) %p489, align 4
  %p491 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call488
  %v492 = load i32, ptr addrspace(1) %p491, align 4
  %call497 = tail call i32 @llvm.smin.i32(i32 %v492, i32 %bound1212)
  %call498 = tail call i32 @llvm.smax.i32(i32 %call497, i32 0)
  %at499 = zext nneg i32 %call498 to i64
  %p500 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at499
  %v501 = load float, ptr addrspace(1) %p500, align 4
  %fmul502 = fmul float %v490, %v501
  %cmp503 = icmp sgt i64 %sel, 1
  %fadd504 = fadd reassoc contract float %fmul1516, %fmul406
  %sel505 = select i1 %cmp503, float %fadd504, float %fmul1516
  %cmp506 = icmp sgt i64 %sel, 2
  %fadd507 = fadd reassoc contract float %sel505, %fmul422
  %sel508 = select i1 %cmp506, float %fadd507, float %sel505
  %cmp509 = icmp sgt i64 %sel, 3
  %fadd510 = fadd reassoc contract float %sel508, %fmul438
  %sel511 = select i1 %cmp509, float %fadd510, float %sel508
  %cmp512 = icmp sgt i64 %sel63, 1
  %fadd513 = fadd reassoc contract float %fmul454, %fmul470
  %sel514 = select i1 %cmp512, float %fadd513, float %fmul454
  %cmp515 = icmp sgt i64 %sel63, 2
  %fadd516 = fadd reassoc contract float %sel514, %fmul486
  %sel517 = select i1 %cmp515, float %fadd516, float %sel514
  %cmp518 = icmp sgt i64 %sel63, 3
  %fadd519 = fadd reassoc contract float %sel517, %fmul502
  %sel520 = select i1 %cmp518, float %fadd519, float %sel517
  br label %endif117

then522:                                          ; preds = %then115
  %add541 = add nuw nsw i64 %call36, 1
  %call542 = tail call i64 @llvm.smin.i64(i64 %add541, i64 %call45)
  %p543 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call542
  %v544 = load float, ptr addrspace(1) %p543, align 4
  %p545 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call542
  %v546 = load i32, ptr addrspace(1) %p545, align 4
  %call551 = tail call i32 @llvm.smin.i32(i32 %v546, i32 %bound1212)
  %call552 = tail call i32 @llvm.smax.i32(i32 %call551, i32 0)
  %at553 = zext nneg i32 %call552 to i64
  %p554 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at553
  %v555 = load float, ptr addrspace(1) %p554, align 4
  %fmul556 = fmul float %v544, %v555
  %add557 = add nuw nsw i64 %call36, 2
  %call558 = tail call i64 @llvm.smin.i64(i64 %add557, i64 %call45)
  %p559 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call558
  %v560 = load float, ptr addrspace(1) %p559, align 4
  %p561 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call558
  %v562 = load i32, ptr addrspace(1) %p561, align 4
  %call567 = tail call i32 @llvm.smin.i32(i32 %v562, i32 %bound1212)
  %call568 = tail call i32 @llvm.smax.i32(i32 %call567, i32 0)
  %at569 = zext nneg i32 %call568 to i64
  %p570 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at569
  %v571 = load float, ptr addrspace(1) %p570, align 4
  %fmul572 = fmul float %v560, %v571
  %add573 = add nuw nsw i64 %call36, 3
  %call574 = tail call i64 @llvm.smin.i64(i64 %add573, i64 %call45)
  %p575 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call574
  %v576 = load float, ptr addrspace(1) %p575, align 4
  %p577 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call574
  %v578 = load i32, ptr addrspace(1) %p577, align 4
  %call583 = tail call i32 @llvm.smin.i32(i32 %v578, i32 %bound1212)
  %call584 = tail call i32 @llvm.smax.i32(i32 %call583, i32 0)
  %at585 = zext nneg i32 %call584 to i64
  %p586 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at585
  %v587 = load float, ptr addrspace(1) %p586, align 4
  %fmul588 = fmul float %v576, %v587
  %add589 = add nuw nsw i64 %call36, 4
  %call590 = tail call i64 @llvm.smin.i64(i64 %add589, i64 %call45)
  %p591 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call590
  %v592 = load float, ptr addrspace(1) %p591, align 4
  %p593 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call590
  %v594 = load i32, ptr addrspace(1) %p593, align 4
  %call599 = tail call i32 @llvm.smin.i32(i32 %v594, i32 %bound1212)
  %call600 = tail call i32 @llvm.smax.i32(i32 %call599, i32 0)
  %at601 = zext nneg i32 %call600 to i64
  %p602 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at601
  %v603 = load float, ptr addrspace(1) %p602, align 4
  %fmul604 = fmul float %v592, %v603
  %call606 = tail call i64 @llvm.smin.i64(i64 %call55, i64 %call65)
  %p607 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call606
  %v608 = load float, ptr addrspace(1) %p607, align 4
  %p609 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call606
  %v610 = load i32, ptr addrspace(1) %p609, align 4
  %call615 = tail call i32 @llvm.smin.i32(i32 %v610, i32 %bound1212)
  %call616 = tail call i32 @llvm.smax.i32(i32 %call615, i32 0)
  %at617 = zext nneg i32 %call616 to i64
  %p618 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at617
  %v619 = load float, ptr addrspace(1) %p618, align 4
  %fmul620 = fmul float %v608, %v619
  %add621 = add nuw nsw i64 %call55, 1
  %call622 = tail call i64 @llvm.smin.i64(i64 %add621, i64 %call65)
  %p623 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call622
  %v624 = load float, ptr addrspace(1) %p623, align 4
  %p625 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call622
  %v626 = load i32, ptr addrspace(1) %p625, align 4
  %call631 = tail call i32 @llvm.smin.i32(i32 %v626, i32 %bound1212)
  %call632 = tail call i32 @llvm.smax.i32(i32 %call631, i32 0)
  %at633 = zext nneg i32 %call632 to i64
  %p634 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at633
  %v635 = load float, ptr addrspace(1) %p634, align 4
  %fmul636 = fmul float %v624, %v635
  %add637 = add nuw nsw i64 %call55, 2
  %call638 = tail call i64 @llvm.smin.i64(i64 %add637, i64 %call65)
  %p639 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call638
  %v640 = load float, ptr addrspace(1) %p639, align 4
  %p641 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call638
  %v642 = load i32, ptr addrspace(1) %p641, align 4
  %call647 = tail call i32 @llvm.smin.i32(i32 %v642, i32 %bound1212)
  %call648 = tail call i32 @llvm.smax.i32(i32 %call647, i32 0)
  %at649 = zext nneg i32 %call648 to i64
  %p650 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at649
  %v651 = load float, ptr addrspace(1) %p650, align 4
  %fmul652 = fmul float %v640, %v651
  %add653 = add nuw nsw i64 %call55, 3
  %call654 = tail call i64 @llvm.smin.i64(i64 %add653, i64 %call65)
  %p655 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call654
  %v656 = load float, ptr addrspace(1) %p655, align 4
  %p657 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call654
  %v658 = load i32, ptr addrspace(1) %p657, align 4
  %call663 = tail call i32 @llvm.smin.i32(i32 %v658, i32 %bound1212)
  %call664 = tail call i32 @llvm.smax.i32(i32 %call663, i32 0)
  %at665 = zext nneg i32 %call664 to i64
  %p666 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at665
  %v667 = load float, ptr addrspace(1) %p666, align 4
  %fmul668 = fmul float %v656, %v667
  %add669 = add nuw nsw i64 %call55, 4
  %call670 = tail call i64 @llvm.smin.i64(i64 %add669, i64 %call65)
  %p671 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call670
  %v672 = load float, ptr addrspace(1) %p671, align 4
  %p673 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call670
  %v674 = load i32, ptr addrspace(1) %p673, align 4
  %call679 = tail call i32 @llvm.smin.i32(i32 %v674, i32 %bound1212)
  %call680 = tail call i32 @llvm.smax.i32(i32 %call679, i32 0)
  %at681 = zext nneg i32 %call680 to i64
  %p682 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at681
  %v683 = load float, ptr addrspace(1) %p682, align 4
  %fmul684 = fmul float %v672, %v683
  %cmp685 = icmp sgt i64 %sel, 1
  %fadd686 = fadd reassoc contract float %fmul1516, %fmul556
  %sel687 = select i1 %cmp685, float %fadd686, float %fmul1516
  %cmp688 = icmp sgt i64 %sel, 2
  %fadd689 = fadd reassoc contract float %sel687, %fmul572
  %sel690 = select i1 %cmp688, float %fadd689, float %sel687
  %cmp691 = icmp sgt i64 %sel, 3
  %fadd692 = fadd reassoc contract float %sel690, %fmul588
  %sel693 = select i1 %cmp691, float %fadd692, float %sel690
  %cmp694 = icmp sgt i64 %sel, 4
  %fadd695 = fadd reassoc contract float %sel693, %fmul604
  %sel696 = select i1 %cmp694, float %fadd695, float %sel693
  %cmp697 = icmp sgt i64 %sel63, 1
  %fadd698 = fadd reassoc contract float %fmul620, %fmul636
  %sel699 = select i1 %cmp697, float %fadd698, float %fmul620
  %cmp700 = icmp sgt i64 %sel63, 2
  %fadd701 = fadd reassoc contract float %sel699, %fmul652
  %sel702 = select i1 %cmp700, float %fadd701, float %sel699
  %cmp703 = icmp sgt i64 %sel63, 3
  %fadd704 = fadd reassoc contract float %sel702, %fmul668
  %sel705 = select i1 %cmp703, float %fadd704, float %sel702
  %cmp706 = icmp sgt i64 %sel63, 4
  %fadd707 = fadd reassoc contract float %sel705, %fmul684
  %sel708 = select i1 %cmp706, float %fadd707, float %sel705
  br label %endif117

then710:                                          ; preds = %then115
  %add729 = add nuw nsw i64 %call36, 1
  %call730 = tail call i64 @llvm.smin.i64(i64 %add729, i64 %call45)
  %p731 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call730
  %v732 = load float, ptr addrspace(1) %p731, align 4
  %p733 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call730
  %v734 = load i32, ptr addrspace(1) %p733, align 4
  %call739 = tail call i32 @llvm.smin.i32(i32 %v734, i32 %bound1212)
  %call740 = tail call i32 @llvm.smax.i32(i32 %call739, i32 0)
  %at741 = zext nneg i32 %call740 to i64
  %p742 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at741
  %v743 = load float, ptr addrspace(1) %p742, align 4
  %fmul744 = fmul float %v732, %v743
  %add745 = add nuw nsw i64 %call36, 2
  %call746 = tail call i64 @llvm.smin.i64(i64 %add745, i64 %call45)
  %p747 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call746
  %v748 = load float, ptr addrspace(1) %p747, align 4
  %p749 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call746
  %v750 = load i32, ptr addrspace(1) %p749, align 4
  %call755 = tail call i32 @llvm.smin.i32(i32 %v750, i32 %bound1212)
  %call756 = tail call i32 @llvm.smax.i32(i32 %call755, i32 0)
  %at757 = zext nneg i32 %call756 to i64
  %p758 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at757
  %v759 = load float, ptr addrspace(1) %p758, align 4
  %fmul760 = fmul float %v748, %v759
  %add761 = add nuw nsw i64 %call36, 3
  %call762 = tail call i64 @llvm.smin.i64(i64 %add761, i64 %call45)
  %p763 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call762
  %v764 = load float, ptr addrspace(1) %p763, align 4
  %p765 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call762
  %v766 = load i32, ptr addrspace(1) %p765, align 4
  %call771 = tail call i32 @llvm.smin.i32(i32 %v766, i32 %bound1212)
  %call772 = tail call i32 @llvm.smax.i32(i32 %call771, i32 0)
  %at773 = zext nneg i32 %call772 to i64
  %p774 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at773
  %v775 = load float, ptr addrspace(1) %p774, align 4
  %fmul776 = fmul float %v764, %v775
  %add777 = add nuw nsw i64 %call36, 4
  %call778 = tail call i64 @llvm.smin.i64(i64 %add777, i64 %call45)
  %p779 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call778
  %v780 = load float, ptr addrspace(1) %p779, align 4
  %p781 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call778
  %v782 = load i32, ptr addrspace(1) %p781, align 4
  %call787 = tail call i32 @llvm.smin.i32(i32 %v782, i32 %bound1212)
  %call788 = tail call i32 @llvm.smax.i32(i32 %call787, i32 0)
  %at789 = zext nneg i32 %call788 to i64
  %p790 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at789
  %v791 = load float, ptr addrspace(1) %p790, align 4
  %fmul792 = fmul float %v780, %v791
  %add793 = add nuw nsw i64 %call36, 5
  %call794 = tail call i64 @llvm.smin.i64(i64 %add793, i64 %call45)
  %p795 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call794
  %v796 = load float, ptr addrspace(1) %p795, align 4
  %p797 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call794
  %v798 = load i32, ptr addrspace(1) %p797, align 4
  %call803 = tail call i32 @llvm.smin.i32(i32 %v798, i32 %bound1212)
  %call804 = tail call i32 @llvm.smax.i32(i32 %call803, i32 0)
  %at805 = zext nneg i32 %call804 to i64
  %p806 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at805
  %v807 = load float, ptr addrspace(1) %p806, align 4
  %fmul808 = fmul float %v796, %v807
  %call810 = tail call i64 @llvm.smin.i64(i64 %call55, i64 %call65)
  %p811 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call810
  %v812 = load float, ptr addrspace(1) %p811, align 4
  %p813 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call810
  %v814 = load i32, ptr addrspace(1) %p813, align 4
  %call819 = tail call i32 @llvm.smin.i32(i32 %v814, i32 %bound1212)
  %call820 = tail call i32 @llvm.smax.i32(i32 %call819, i32 0)
  %at821 = zext nneg i32 %call820 to i64
  %p822 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at821
  %v823 = load float, ptr addrspace(1) %p822, align 4
  %fmul824 = fmul float %v812, %v823
  %add825 = add nuw nsw i64 %call55, 1
  %call826 = tail call i64 @llvm.smin.i64(i64 %add825, i64 %call65)
  %p827 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call826
  %v828 = load float, ptr addrspace(1) %p827, align 4
  %p829 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call826
  %v830 = load i32, ptr addrspace(1) %p829, align 4
  %call835 = tail call i32 @llvm.smin.i32(i32 %v830, i32 %bound1212)
  %call836 = tail call i32 @llvm.smax.i32(i32 %call835, i32 0)
  %at837 = zext nneg i32 %call836 to i64
  %p838 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at837
  %v839 = load float, ptr addrspace(1) %p838, align 4
  %fmul840 = fmul float %v828, %v839
  %add841 = add nuw nsw i64 %call55, 2
  %call842 = tail call i64 @llvm.smin.i64(i64 %add841, i64 %call65)
  %p843 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call842
  %v844 = load float, ptr addrspace(1) %p843, align 4
  %p845 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call842
  %v846 = load i32, ptr addrspace(1) %p845, align 4
  %call851 = tail call i32 @llvm.smin.i32(i32 %v846, i32 %bound1212)
  %call852 = tail call i32 @llvm.smax.i32(i32 %call851, i32 0)
  %at853 = zext nneg i32 %call852 to i64
  %p854 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at853
  %v855 = load float, ptr addrspace(1) %p854, align 4
  %fmul856 = fmul float %v844, %v855
  %add857 = add nuw nsw i64 %call55, 3
  %call858 = tail call i64 @llvm.smin.i64(i64 %add857, i64 %call65)
  %p859 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call858
  %v860 = load float, ptr addrspace(1) %p859, align 4
  %p861 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call858
  %v862 = load i32, ptr addrspace(1) %p861, align 4
  %call867 = tail call i32 @llvm.smin.i32(i32 %v862, i32 %bound1212)
  %call868 = tail call i32 @llvm.smax.i32(i32 %call867, i32 0)
  %at869 = zext nneg i32 %call868 to i64
  %p870 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at869
  %v871 = load float, ptr addrspace(1) %p870, align 4
  %fmul872 = fmul float %v860, %v871
  %add873 = add nuw nsw i64 %call55, 4
  %call874 = tail call i64 @llvm.smin.i64(i64 %add873, i64 %call65)
  %p875 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call874
  %v876 = load float, ptr addrspace(1) %p875, align 4
  %p877 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call874
  %v878 = load i32, ptr addrspace(1) %p877, align 4
  %call883 = tail call i32 @llvm.smin.i32(i32 %v878, i32 %bound1212)
  %call884 = tail call i32 @llvm.smax.i32(i32 %call883, i32 0)
  %at885 = zext nneg i32 %call884 to i64
  %p886 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at885
  %v887 = load float, ptr addrspace(1) %p886, align 4
  %fmul888 = fmul float %v876, %v887
  %add889 = add nuw nsw i64 %call55, 5
  %call890 = tail call i64 @llvm.smin.i64(i64 %add889, i64 %call65)
  %p891 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call890
  %v892 = load float, ptr addrspace(1) %p891, align 4
  %p893 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call890
  %v894 = load i32, ptr addrspace(1) %p893, align 4
  %call899 = tail call i32 @llvm.smin.i32(i32 %v894, i32 %bound1212)
  %call900 = tail call i32 @llvm.smax.i32(i32 %call899, i32 0)
  %at901 = zext nneg i32 %call900 to i64
  %p902 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at901
  %v903 = load float, ptr addrspace(1) %p902, align 4
  %fmul904 = fmul float %v892, %v903
  %cmp905 = icmp sgt i64 %sel, 1
  %fadd906 = fadd reassoc contract float %fmul1516, %fmul744
  %sel907 = select i1 %cmp905, float %fadd906, float %fmul1516
  %cmp908 = icmp sgt i64 %sel, 2
  %fadd909 = fadd reassoc contract float %sel907, %fmul760
  %sel910 = select i1 %cmp908, float %fadd909, float %sel907
  %cmp911 = icmp sgt i64 %sel, 3
  %fadd912 = fadd reassoc contract float %sel910, %fmul776
  %sel913 = select i1 %cmp911, float %fadd912, float %sel910
  %cmp914 = icmp sgt i64 %sel, 4
  %fadd915 = fadd reassoc contract float %sel913, %fmul792
  %sel916 = select i1 %cmp914, float %fadd915, float %sel913
  %cmp917 = icmp sgt i64 %sel, 5
  %fadd918 = fadd reassoc contract float %sel916, %fmul808
  %sel919 = select i1 %cmp917, float %fadd918, float %sel916
  %cmp920 = icmp sgt i64 %sel63, 1
  %fadd921 = fadd reassoc contract float %fmul824, %fmul840
  %sel922 = select i1 %cmp920, float %fadd921, float %fmul824
  %cmp923 = icmp sgt i64 %sel63, 2
  %fadd924 = fadd reassoc contract float %sel922, %fmul856
  %sel925 = select i1 %cmp923, float %fadd924, float %sel922
  %cmp926 = icmp sgt i64 %sel63, 3
  %fadd927 = fadd reassoc contract float %sel925, %fmul872
  %sel928 = select i1 %cmp926, float %fadd927, float %sel925
  %cmp929 = icmp sgt i64 %sel63, 4
  %fadd930 = fadd reassoc contract float %sel928, %fmul888
  %sel931 = select i1 %cmp929, float %fadd930, float %sel928
  %cmp932 = icmp sgt i64 %sel63, 5
  %fadd933 = fadd reassoc contract float %sel931, %fmul904
  %sel934 = select i1 %cmp932, float %fadd933, float %sel931
  br label %endif117

then936:                                          ; preds = %then115
  %add955 = add nuw nsw i64 %call36, 1
  %call956 = tail call i64 @llvm.smin.i64(i64 %add955, i64 %call45)
  %p957 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call956
  %v958 = load float, ptr addrspace(1) %p957, align 4
  %p959 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call956
  %v960 = load i32, ptr addrspace(1) %p959, align 4
  %call965 = tail call i32 @llvm.smin.i32(i32 %v960, i32 %bound1212)
  %call966 = tail call i32 @llvm.smax.i32(i32 %call965, i32 0)
  %at967 = zext nneg i32 %call966 to i64
  %p968 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at967
  %v969 = load float, ptr addrspace(1) %p968, align 4
  %fmul970 = fmul float %v958, %v969
  %add971 = add nuw nsw i64 %call36, 2
  %call972 = tail call i64 @llvm.smin.i64(i64 %add971, i64 %call45)
  %p973 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call972
  %v974 = load float, ptr addrspace(1) %p973, align 4
  %p975 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call972
  %v976 = load i32, ptr addrspace(1) %p975, align 4
  %call981 = tail call i32 @llvm.smin.i32(i32 %v976, i32 %bound1212)
  %call982 = tail call i32 @llvm.smax.i32(i32 %call981, i32 0)
  %at983 = zext nneg i32 %call982 to i64
  %p984 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at983
  %v985 = load float, ptr addrspace(1) %p984, align 4
  %fmul986 = fmul float %v974, %v985
  %add987 = add nuw nsw i64 %call36, 3
  %call988 = tail call i64 @llvm.smin.i64(i64 %add987, i64 %call45)
  %p989 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call988
  %v990 = load float, ptr addrspace(1) %p989, align 4
  %p991 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call988
  %v992 = load i32, ptr addrspace(1) %p991, align 4
  %call997 = tail call i32 @llvm.smin.i32(i32 %v992, i32 %bound1212)
  %call998 = tail call i32 @llvm.smax.i32(i32 %call997, i32 0)
  %at999 = zext nneg i32 %call998 to i64
  %p1000 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at999
  %v1001 = load float, ptr addrspace(1) %p1000, align 4
  %fmul1002 = fmul float %v990, %v1001
  %add1003 = add nuw nsw i64 %call36, 4
  %call1004 = tail call i64 @llvm.smin.i64(i64 %add1003, i64 %call45)
  %p1005 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1004
  %v1006 = load float, ptr addrspace(1) %p1005, align 4
  %p1007 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1004
  %v1008 = load i32, ptr addrspace(1) %p1007, align 4
  %call1013 = tail call i32 @llvm.smin.i32(i32 %v1008, i32 %bound1212)
  %call1014 = tail call i32 @llvm.smax.i32(i32 %call1013, i32 0)
  %at1015 = zext nneg i32 %call1014 to i64
  %p1016 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1015
  %v1017 = load float, ptr addrspace(1) %p1016, align 4
  %fmul1018 = fmul float %v1006, %v1017
  %add1019 = add nuw nsw i64 %call36, 5
  %call1020 = tail call i64 @llvm.smin.i64(i64 %add1019, i64 %call45)
  %p1021 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1020
  %v1022 = load float, ptr addrspace(1) %p1021, align 4
  %p1023 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1020
  %v1024 = load i32, ptr addrspace(1) %p1023, align 4
  %call1029 = tail call i32 @llvm.smin.i32(i32 %v1024, i32 %bound1212)
  %call1030 = tail call i32 @llvm.smax.i32(i32 %call1029, i32 0)
  %at1031 = zext nneg i32 %call1030 to i64
  %p1032 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1031
  %v1033 = load float, ptr addrspace(1) %p1032, align 4
  %fmul1034 = fmul float %v1022, %v1033
  %add1035 = add nuw nsw i64 %call36, 6
  %call1036 = tail call i64 @llvm.smin.i64(i64 %add1035, i64 %call45)
  %p1037 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1036
  %v1038 = load float, ptr addrspace(1) %p1037, align 4
  %p1039 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1036
  %v1040 = load i32, ptr addrspace(1) %p1039, align 4
  %call1045 = tail call i32 @llvm.smin.i32(i32 %v1040, i32 %bound1212)
  %call1046 = tail call i32 @llvm.smax.i32(i32 %call1045, i32 0)
  %at1047 = zext nneg i32 %call1046 to i64
  %p1048 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1047
  %v1049 = load float, ptr addrspace(1) %p1048, align 4
  %fmul1050 = fmul float %v1038, %v1049
  %call1052 = tail call i64 @llvm.smin.i64(i64 %call55, i64 %call65)
  %p1053 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1052
  %v1054 = load float, ptr addrspace(1) %p1053, align 4
  %p1055 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1052
  %v1056 = load i32, ptr addrspace(1) %p1055, align 4
  %call1061 = tail call i32 @llvm.smin.i32(i32 %v1056, i32 %bound1212)
  %call1062 = tail call i32 @llvm.smax.i32(i32 %call1061, i32 0)
  %at1063 = zext nneg i32 %call1062 to i64
  %p1064 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1063
  %v1065 = load float, ptr addrspace(1) %p1064, align 4
  %fmul1066 = fmul float %v1054, %v1065
  %add1067 = add nuw nsw i64 %call55, 1
  %call1068 = tail call i64 @llvm.smin.i64(i64 %add1067, i64 %call65)
  %p1069 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1068
  %v1070 = load float, ptr addrspace(1) %p1069, align 4
  %p1071 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1068
  %v1072 = load i32, ptr addrspace(1) %p1071, align 4
  %call1077 = tail call i32 @llvm.smin.i32(i32 %v1072, i32 %bound1212)
  %call1078 = tail call i32 @llvm.smax.i32(i32 %call1077, i32 0)
  %at1079 = zext nneg i32 %call1078 to i64
  %p1080 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1079
  %v1081 = load float, ptr addrspace(1) %p1080, align 4
  %fmul1082 = fmul float %v1070, %v1081
  %add1083 = add nuw nsw i64 %call55, 2
  %call1084 = tail call i64 @llvm.smin.i64(i64 %add1083, i64 %call65)
  %p1085 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1084
  %v1086 = load float, ptr addrspace(1) %p1085, align 4
  %p1087 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1084
  %v1088 = load i32, ptr addrspace(1) %p1087, align 4
  %call1093 = tail call i32 @llvm.smin.i32(i32 %v1088, i32 %bound1212)
  %call1094 = tail call i32 @llvm.smax.i32(i32 %call1093, i32 0)
  %at1095 = zext nneg i32 %call1094 to i64
  %p1096 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1095
  %v1097 = load float, ptr addrspace(1) %p1096, align 4
  %fmul1098 = fmul float %v1086, %v1097
  %add1099 = add nuw nsw i64 %call55, 3
  %call1100 = tail call i64 @llvm.smin.i64(i64 %add1099, i64 %call65)
  %p1101 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1100
  %v1102 = load float, ptr addrspace(1) %p1101, align 4
  %p1103 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1100
  %v1104 = load i32, ptr addrspace(1) %p1103, align 4
  %call1109 = tail call i32 @llvm.smin.i32(i32 %v1104, i32 %bound1212)
  %call1110 = tail call i32 @llvm.smax.i32(i32 %call1109, i32 0)
  %at1111 = zext nneg i32 %call1110 to i64
  %p1112 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1111
  %v1113 = load float, ptr addrspace(1) %p1112, align 4
  %fmul1114 = fmul float %v1102, %v1113
  %add1115 = add nuw nsw i64 %call55, 4
  %call1116 = tail call i64 @llvm.smin.i64(i64 %add1115, i64 %call65)
  %p1117 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1116
  %v1118 = load float, ptr addrspace(1) %p1117, align 4
  %p1119 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1116
  %v1120 = load i32, ptr addrspace(1) %p1119, align 4
  %call1125 = tail call i32 @llvm.smin.i32(i32 %v1120, i32 %bound1212)
  %call1126 = tail call i32 @llvm.smax.i32(i32 %call1125, i32 0)
  %at1127 = zext nneg i32 %call1126 to i64
  %p1128 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1127
  %v1129 = load float, ptr addrspace(1) %p1128, align 4
  %fmul1130 = fmul float %v1118, %v1129
  %add1131 = add nuw nsw i64 %call55, 5
  %call1132 = tail call i64 @llvm.smin.i64(i64 %add1131, i64 %call65)
  %p1133 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1132
  %v1134 = load float, ptr addrspace(1) %p1133, align 4
  %p1135 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1132
  %v1136 = load i32, ptr addrspace(1) %p1135, align 4
  %call1141 = tail call i32 @llvm.smin.i32(i32 %v1136, i32 %bound1212)
  %call1142 = tail call i32 @llvm.smax.i32(i32 %call1141, i32 0)
  %at1143 = zext nneg i32 %call1142 to i64
  %p1144 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1143
  %v1145 = load float, ptr addrspace(1) %p1144, align 4
  %fmul1146 = fmul float %v1134, %v1145
  %add1147 = add nuw nsw i64 %call55, 6
  %call1148 = tail call i64 @llvm.smin.i64(i64 %add1147, i64 %call65)
  %p1149 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1148
  %v1150 = load float, ptr addrspace(1) %p1149, align 4
  %p1151 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1148
  %v1152 = load i32, ptr addrspace(1) %p1151, align 4
  %call1157 = tail call i32 @llvm.smin.i32(i32 %v1152, i32 %bound1212)
  %call1158 = tail call i32 @llvm.smax.i32(i32 %call1157, i32 0)
  %at1159 = zext nneg i32 %call1158 to i64
  %p1160 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1159
  %v1161 = load float, ptr addrspace(1) %p1160, align 4
  %fmul1162 = fmul float %v1150, %v1161
  %cmp1163 = icmp sgt i64 %sel, 1
  %fadd1164 = fadd reassoc contract float %fmul1516, %fmul970
  %sel1165 = select i1 %cmp1163, float %fadd1164, float %fmul1516
  %cmp1166 = icmp sgt i64 %sel, 2
  %fadd1167 = fadd reassoc contract float %sel1165, %fmul986
  %sel1168 = select i1 %cmp1166, float %fadd1167, float %sel1165
  %cmp1169 = icmp sgt i64 %sel, 3
  %fadd1170 = fadd reassoc contract float %sel1168, %fmul1002
  %sel1171 = select i1 %cmp1169, float %fadd1170, float %sel1168
  %cmp1172 = icmp sgt i64 %sel, 4
  %fadd1173 = fadd reassoc contract float %sel1171, %fmul1018
  %sel1174 = select i1 %cmp1172, float %fadd1173, float %sel1171
  %cmp1175 = icmp sgt i64 %sel, 5
  %fadd1176 = fadd reassoc contract float %sel1174, %fmul1034
  %sel1177 = select i1 %cmp1175, float %fadd1176, float %sel1174
  %cmp1178 = icmp sgt i64 %sel, 6
  %fadd1179 = fadd reassoc contract float %sel1177, %fmul1050
  %sel1180 = select i1 %cmp1178, float %fadd1179, float %sel1177
  %cmp1181 = icmp sgt i64 %sel63, 1
  %fadd1182 = fadd reassoc contract float %fmul1066, %fmul1082
  %sel1183 = select i1 %cmp1181, float %fadd1182, float %fmul1066
  %cmp1184 = icmp sgt i64 %sel63, 2
  %fadd1185 = fadd reassoc contract float %sel1183, %fmul1098
  %sel1186 = select i1 %cmp1184, float %fadd1185, float %sel1183
  %cmp1187 = icmp sgt i64 %sel63, 3
  %fadd1188 = fadd reassoc contract float %sel1186, %fmul1114
  %sel1189 = select i1 %cmp1187, float %fadd1188, float %sel1186
  %cmp1190 = icmp sgt i64 %sel63, 4
  %fadd1191 = fadd reassoc contract float %sel1189, %fmul1130
  %sel1192 = select i1 %cmp1190, float %fadd1191, float %sel1189
  %cmp1193 = icmp sgt i64 %sel63, 5
  %fadd1194 = fadd reassoc contract float %sel1192, %fmul1146
  %sel1195 = select i1 %cmp1193, float %fadd1194, float %sel1192
  %cmp1196 = icmp sgt i64 %sel63, 6
  %fadd1197 = fadd reassoc contract float %sel1195, %fmul1162
  %sel1198 = select i1 %cmp1196, float %fadd1197, float %sel1195
  br label %endif117

then1200:                                         ; preds = %then115
  %add1219 = add nuw nsw i64 %call36, 1
  %call1220 = tail call i64 @llvm.smin.i64(i64 %add1219, i64 %call45)
  %p1221 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1220
  %v1222 = load float, ptr addrspace(1) %p1221, align 4
  %p1223 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1220
  %v1224 = load i32, ptr addrspace(1) %p1223, align 4
  %call1229 = tail call i32 @llvm.smin.i32(i32 %v1224, i32 %bound1212)
  %call1230 = tail call i32 @llvm.smax.i32(i32 %call1229, i32 0)
  %at1231 = zext nneg i32 %call1230 to i64
  %p1232 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1231
  %v1233 = load float, ptr addrspace(1) %p1232, align 4
  %fmul1234 = fmul float %v1222, %v1233
  %add1235 = add nuw nsw i64 %call36, 2
  %call1236 = tail call i64 @llvm.smin.i64(i64 %add1235, i64 %call45)
  %p1237 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1236
  %v1238 = load float, ptr addrspace(1) %p1237, align 4
  %p1239 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1236
  %v1240 = load i32, ptr addrspace(1) %p1239, align 4
  %call1245 = tail call i32 @llvm.smin.i32(i32 %v1240, i32 %bound1212)
  %call1246 = tail call i32 @llvm.smax.i32(i32 %call1245, i32 0)
  %at1247 = zext nneg i32 %call1246 to i64
  %p1248 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1247
  %v1249 = load float, ptr addrspace(1) %p1248, align 4
  %fmul1250 = fmul float %v1238, %v1249
  %add1251 = add nuw nsw i64 %call36, 3
  %call1252 = tail call i64 @llvm.smin.i64(i64 %add1251, i64 %call45)
  %p1253 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1252
  %v1254 = load float, ptr addrspace(1) %p1253, align 4
  %p1255 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1252
  %v1256 = load i32, ptr addrspace(1) %p1255, align 4
  %call1261 = tail call i32 @llvm.smin.i32(i32 %v1256, i32 %bound1212)
  %call1262 = tail call i32 @llvm.smax.i32(i32 %call1261, i32 0)
  %at1263 = zext nneg i32 %call1262 to i64
  %p1264 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1263
  %v1265 = load float, ptr addrspace(1) %p1264, align 4
  %fmul1266 = fmul float %v1254, %v1265
  %add1267 = add nuw nsw i64 %call36, 4
  %call1268 = tail call i64 @llvm.smin.i64(i64 %add1267, i64 %call45)
  %p1269 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1268
  %v1270 = load float, ptr addrspace(1) %p1269, align 4
  %p1271 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1268
  %v1272 = load i32, ptr addrspace(1) %p1271, align 4
  %call1277 = tail call i32 @llvm.smin.i32(i32 %v1272, i32 %bound1212)
  %call1278 = tail call i32 @llvm.smax.i32(i32 %call1277, i32 0)
  %at1279 = zext nneg i32 %call1278 to i64
  %p1280 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1279
  %v1281 = load float, ptr addrspace(1) %p1280, align 4
  %fmul1282 = fmul float %v1270, %v1281
  %add1283 = add nuw nsw i64 %call36, 5
  %call1284 = tail call i64 @llvm.smin.i64(i64 %add1283, i64 %call45)
  %p1285 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1284
  %v1286 = load float, ptr addrspace(1) %p1285, align 4
  %p1287 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1284
  %v1288 = load i32, ptr addrspace(1) %p1287, align 4
  %call1293 = tail call i32 @llvm.smin.i32(i32 %v1288, i32 %bound1212)
  %call1294 = tail call i32 @llvm.smax.i32(i32 %call1293, i32 0)
  %at1295 = zext nneg i32 %call1294 to i64
  %p1296 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1295
  %v1297 = load float, ptr addrspace(1) %p1296, align 4
  %fmul1298 = fmul float %v1286, %v1297
  %add1299 = add nuw nsw i64 %call36, 6
  %call1300 = tail call i64 @llvm.smin.i64(i64 %add1299, i64 %call45)
  %p1301 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1300
  %v1302 = load float, ptr addrspace(1) %p1301, align 4
  %p1303 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1300
  %v1304 = load i32, ptr addrspace(1) %p1303, align 4
  %call1309 = tail call i32 @llvm.smin.i32(i32 %v1304, i32 %bound1212)
  %call1310 = tail call i32 @llvm.smax.i32(i32 %call1309, i32 0)
  %at1311 = zext nneg i32 %call1310 to i64
  %p1312 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1311
  %v1313 = load float, ptr addrspace(1) %p1312, align 4
  %fmul1314 = fmul float %v1302, %v1313
  %add1315 = add nuw nsw i64 %call36, 7
  %call1316 = tail call i64 @llvm.smin.i64(i64 %add1315, i64 %call45)
  %p1317 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1316
  %v1318 = load float, ptr addrspace(1) %p1317, align 4
  %p1319 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1316
  %v1320 = load i32, ptr addrspace(1) %p1319, align 4
  %call1325 = tail call i32 @llvm.smin.i32(i32 %v1320, i32 %bound1212)
  %call1326 = tail call i32 @llvm.smax.i32(i32 %call1325, i32 0)
  %at1327 = zext nneg i32 %call1326 to i64
  %p1328 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1327
  %v1329 = load float, ptr addrspace(1) %p1328, align 4
  %fmul1330 = fmul float %v1318, %v1329
  %call1332 = tail call i64 @llvm.smin.i64(i64 %call55, i64 %call65)
  %p1333 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1332
  %v1334 = load float, ptr addrspace(1) %p1333, align 4
  %p1335 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1332
  %v1336 = load i32, ptr addrspace(1) %p1335, align 4
  %call1341 = tail call i32 @llvm.smin.i32(i32 %v1336, i32 %bound1212)
  %call1342 = tail call i32 @llvm.smax.i32(i32 %call1341, i32 0)
  %at1343 = zext nneg i32 %call1342 to i64
  %p1344 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1343
  %v1345 = load float, ptr addrspace(1) %p1344, align 4
  %fmul1346 = fmul float %v1334, %v1345
  %add1347 = add nuw nsw i64 %call55, 1
  %call1348 = tail call i64 @llvm.smin.i64(i64 %add1347, i64 %call65)
  %p1349 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1348
  %v1350 = load float, ptr addrspace(1) %p1349, align 4
  %p1351 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1348
  %v1352 = load i32, ptr addrspace(1) %p1351, align 4
  %call1357 = tail call i32 @llvm.smin.i32(i32 %v1352, i32 %bound1212)
  %call1358 = tail call i32 @llvm.smax.i32(i32 %call1357, i32 0)
  %at1359 = zext nneg i32 %call1358 to i64
  %p1360 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1359
  %v1361 = load float, ptr addrspace(1) %p1360, align 4
  %fmul1362 = fmul float %v1350, %v1361
  %add1363 = add nuw nsw i64 %call55, 2
  %call1364 = tail call i64 @llvm.smin.i64(i64 %add1363, i64 %call65)
  %p1365 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1364
  %v1366 = load float, ptr addrspace(1) %p1365, align 4
  %p1367 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1364
  %v1368 = load i32, ptr addrspace(1) %p1367, align 4
  %call1373 = tail call i32 @llvm.smin.i32(i32 %v1368, i32 %bound1212)
  %call1374 = tail call i32 @llvm.smax.i32(i32 %call1373, i32 0)
  %at1375 = zext nneg i32 %call1374 to i64
  %p1376 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1375
  %v1377 = load float, ptr addrspace(1) %p1376, align 4
  %fmul1378 = fmul float %v1366, %v1377
  %add1379 = add nuw nsw i64 %call55, 3
  %call1380 = tail call i64 @llvm.smin.i64(i64 %add1379, i64 %call65)
  %p1381 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1380
  %v1382 = load float, ptr addrspace(1) %p1381, align 4
  %p1383 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1380
  %v1384 = load i32, ptr addrspace(1) %p1383, align 4
  %call1389 = tail call i32 @llvm.smin.i32(i32 %v1384, i32 %bound1212)
  %call1390 = tail call i32 @llvm.smax.i32(i32 %call1389, i32 0)
  %at1391 = zext nneg i32 %call1390 to i64
  %p1392 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1391
  %v1393 = load float, ptr addrspace(1) %p1392, align 4
  %fmul1394 = fmul float %v1382, %v1393
  %add1395 = add nuw nsw i64 %call55, 4
  %call1396 = tail call i64 @llvm.smin.i64(i64 %add1395, i64 %call65)
  %p1397 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1396
  %v1398 = load float, ptr addrspace(1) %p1397, align 4
  %p1399 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1396
  %v1400 = load i32, ptr addrspace(1) %p1399, align 4
  %call1405 = tail call i32 @llvm.smin.i32(i32 %v1400, i32 %bound1212)
  %call1406 = tail call i32 @llvm.smax.i32(i32 %call1405, i32 0)
  %at1407 = zext nneg i32 %call1406 to i64
  %p1408 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1407
  %v1409 = load float, ptr addrspace(1) %p1408, align 4
  %fmul1410 = fmul float %v1398, %v1409
  %add1411 = add nuw nsw i64 %call55, 5
  %call1412 = tail call i64 @llvm.smin.i64(i64 %add1411, i64 %call65)
  %p1413 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1412
  %v1414 = load float, ptr addrspace(1) %p1413, align 4
  %p1415 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1412
  %v1416 = load i32, ptr addrspace(1) %p1415, align 4
  %call1421 = tail call i32 @llvm.smin.i32(i32 %v1416, i32 %bound1212)
  %call1422 = tail call i32 @llvm.smax.i32(i32 %call1421, i32 0)
  %at1423 = zext nneg i32 %call1422 to i64
  %p1424 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1423
  %v1425 = load float, ptr addrspace(1) %p1424, align 4
  %fmul1426 = fmul float %v1414, %v1425
  %add1427 = add nuw nsw i64 %call55, 6
  %call1428 = tail call i64 @llvm.smin.i64(i64 %add1427, i64 %call65)
  %p1429 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1428
  %v1430 = load float, ptr addrspace(1) %p1429, align 4
  %p1431 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1428
  %v1432 = load i32, ptr addrspace(1) %p1431, align 4
  %call1437 = tail call i32 @llvm.smin.i32(i32 %v1432, i32 %bound1212)
  %call1438 = tail call i32 @llvm.smax.i32(i32 %call1437, i32 0)
  %at1439 = zext nneg i32 %call1438 to i64
  %p1440 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1439
  %v1441 = load float, ptr addrspace(1) %p1440, align 4
  %fmul1442 = fmul float %v1430, %v1441
  %add1443 = add nuw nsw i64 %call55, 7
  %call1444 = tail call i64 @llvm.smin.i64(i64 %add1443, i64 %call65)
  %p1445 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1444
  %v1446 = load float, ptr addrspace(1) %p1445, align 4
  %p1447 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1444
  %v1448 = load i32, ptr addrspace(1) %p1447, align 4
  %call1453 = tail call i32 @llvm.smin.i32(i32 %v1448, i32 %bound1212)
  %call1454 = tail call i32 @llvm.smax.i32(i32 %call1453, i32 0)
  %at1455 = zext nneg i32 %call1454 to i64
  %p1456 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1455
  %v1457 = load float, ptr addrspace(1) %p1456, align 4
  %fmul1458 = fmul float %v1446, %v1457
  %cmp1459 = icmp sgt i64 %sel, 1
  %fadd1460 = fadd reassoc contract float %fmul1516, %fmul1234
  %sel1461 = select i1 %cmp1459, float %fadd1460, float %fmul1516
  %cmp1462 = icmp sgt i64 %sel, 2
  %fadd1463 = fadd reassoc contract float %sel1461, %fmul1250
  %sel1464 = select i1 %cmp1462, float %fadd1463, float %sel1461
  %cmp1465 = icmp sgt i64 %sel, 3
  %fadd1466 = fadd reassoc contract float %sel1464, %fmul1266
  %sel1467 = select i1 %cmp1465, float %fadd1466, float %sel1464
  %cmp1468 = icmp sgt i64 %sel, 4
  %fadd1469 = fadd reassoc contract float %sel1467, %fmul1282
  %sel1470 = select i1 %cmp1468, float %fadd1469, float %sel1467
  %cmp1471 = icmp sgt i64 %sel, 5
  %fadd1472 = fadd reassoc contract float %sel1470, %fmul1298
  %sel1473 = select i1 %cmp1471, float %fadd1472, float %sel1470
  %cmp1474 = icmp sgt i64 %sel, 6
  %fadd1475 = fadd reassoc contract float %sel1473, %fmul1314
  %sel1476 = select i1 %cmp1474, float %fadd1475, float %sel1473
  %cmp1477 = icmp sgt i64 %sel, 7
  %fadd1478 = fadd reassoc contract float %sel1476, %fmul1330
  %sel1479 = select i1 %cmp1477, float %fadd1478, float %sel1476
  %cmp1480 = icmp sgt i64 %sel63, 1
  %fadd1481 = fadd reassoc contract float %fmul1346, %fmul1362
  %sel1482 = select i1 %cmp1480, float %fadd1481, float %fmul1346
  %cmp1483 = icmp sgt i64 %sel63, 2
  %fadd1484 = fadd reassoc contract float %sel1482, %fmul1378
  %sel1485 = select i1 %cmp1483, float %fadd1484, float %sel1482
  %cmp1486 = icmp sgt i64 %sel63, 3
  %fadd1487 = fadd reassoc contract float %sel1485, %fmul1394
  %sel1488 = select i1 %cmp1486, float %fadd1487, float %sel1485
  %cmp1489 = icmp sgt i64 %sel63, 4
  %fadd1490 = fadd reassoc contract float %sel1488, %fmul1410
  %sel1491 = select i1 %cmp1489, float %fadd1490, float %sel1488
  %cmp1492 = icmp sgt i64 %sel63, 5
  %fadd1493 = fadd reassoc contract float %sel1491, %fmul1426
  %sel1494 = select i1 %cmp1492, float %fadd1493, float %sel1491
  %cmp1495 = icmp sgt i64 %sel63, 6
  %fadd1496 = fadd reassoc contract float %sel1494, %fmul1442
  %sel1497 = select i1 %cmp1495, float %fadd1496, float %sel1494
  %cmp1498 = icmp sgt i64 %sel63, 7
  %fadd1499 = fadd reassoc contract float %sel1497, %fmul1458
  %sel1500 = select i1 %cmp1498, float %fadd1499, float %sel1497
  br label %endif117

else1201:                                         ; preds = %then115
  %call1518 = tail call i64 @llvm.smin.i64(i64 %call55, i64 %call65)
  %p1519 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1518
  %v1520 = load float, ptr addrspace(1) %p1519, align 4
  %p1521 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1518
  %v1522 = load i32, ptr addrspace(1) %p1521, align 4
  %call1527 = tail call i32 @llvm.smin.i32(i32 %v1522, i32 %bound1212)
  %call1528 = tail call i32 @llvm.smax.i32(i32 %call1527, i32 0)
  %at1529 = zext nneg i32 %call1528 to i64
  %p1530 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1529
  %v1531 = load float, ptr addrspace(1) %p1530, align 4
  %fmul1532 = fmul float %v1520, %v1531
  %cmp1533 = icmp sgt i32 %call114, 1
  br i1 %cmp1533, label %fold.body, label %endif117

fold.body:                                        ; preds = %else1201, %fold.body
  %i = phi i64 [ %add1574, %fold.body ], [ 1, %else1201 ]
  %phi1534 = phi float [ %sel1570, %fold.body ], [ %fmul1516, %else1201 ]
  %phi1535 = phi float [ %sel1573, %fold.body ], [ %fmul1532, %else1201 ]
  %add1536 = add nuw nsw i64 %i, %call36
  %call1537 = tail call i64 @llvm.smin.i64(i64 %add1536, i64 %call45)
  %p1538 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1537
  %v1539 = load float, ptr addrspace(1) %p1538, align 4
  %p1540 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1537
  %v1541 = load i32, ptr addrspace(1) %p1540, align 4
  %call1546 = tail call i32 @llvm.smin.i32(i32 %v1541, i32 %bound1212)
  %call1547 = tail call i32 @llvm.smax.i32(i32 %call1546, i32 0)
  %at1548 = zext nneg i32 %call1547 to i64
  %p1549 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1548
  %v1550 = load float, ptr addrspace(1) %p1549, align 4
  %fmul1551 = fmul float %v1539, %v1550
  %add1552 = add nuw nsw i64 %i, %call55
  %call1553 = tail call i64 @llvm.smin.i64(i64 %add1552, i64 %call65)
  %p1554 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1553
  %v1555 = load float, ptr addrspace(1) %p1554, align 4
  %p1556 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1553
  %v1557 = load i32, ptr addrspace(1) %p1556, align 4
  %call1562 = tail call i32 @llvm.smin.i32(i32 %v1557, i32 %bound1212)
  %call1563 = tail call i32 @llvm.smax.i32(i32 %call1562, i32 0)
  %at1564 = zext nneg i32 %call1563 to i64
  %p1565 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1564
  %v1566 = load float, ptr addrspace(1) %p1565, align 4
  %fmul1567 = fmul float %v1555, %v1566
  %cmp1568 = icmp slt i64 %i, %sel
  %fadd1569 = fadd reassoc contract float %phi1534, %fmul1551
  %sel1570 = select i1 %cmp1568, float %fadd1569, float %phi1534
  %cmp1571 = icmp slt i64 %i, %sel63
  %fadd1572 = fadd reassoc contract float %phi1535, %fmul1567
  %sel1573 = select i1 %cmp1571, float %fadd1572, float %phi1535
  %add1574 = add nuw nsw i64 %i, 1
  %exitcond3857.not = icmp eq i64 %add1574, %widest
  br i1 %exitcond3857.not, label %endif117, label %fold.body

then1601:                                         ; preds = %endif117
  %p1603 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add32
  %cmp1598 = icmp sgt i64 %sub43, 0
  %fadd1599 = fadd reassoc contract float %phi1596, 0.000000e+00
  %sel1600 = select i1 %cmp1598, float %fadd1599, float 0.000000e+00
  store float %sel1600, ptr addrspace(1) %p1603, align 4
  br label %endif1602

endif1602:                                        ; preds = %then1601, %endif117
  br i1 %cmp49, label %then1607, label %endif72

then1607:                                         ; preds = %endif1602
  %p1609 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add48
  %cmp1604 = icmp sgt i64 %sub62, 0
  %fadd1605 = fadd reassoc contract float %phi1597, 0.000000e+00
  %sel1606 = select i1 %cmp1604, float %fadd1605, float 0.000000e+00
  store float %sel1606, ptr addrspace(1) %p1609, align 4
  br label %endif72

repeat.body1620:                                  ; preds = %repeat.body1620.preheader, %endif1673
  %phi1622 = phi i64 [ %add3849, %endif1673 ], [ %warp, %repeat.body1620.preheader ]
  %21 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address) #5
  %cmp1624 = icmp ne i64 %21, 0
  %call1625 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1624)
  %mul1627 = shl i64 %phi1622, 6
  %add1629 = or disjoint i64 %mul1627, %lane
  %cmp1630 = icmp slt i64 %add1629, %call9
  %call1631 = tail call i64 @llvm.smin.i64(i64 %add1629, i64 %call13)
  %p1632 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %call1631
  %v1633 = load i32, ptr addrspace(1) %p1632, align 4
  %22 = tail call i32 @llvm.smax.i32(i32 %v1633, i32 0)
  %call1635 = zext nneg i32 %22 to i64
  %call1636 = tail call i64 @llvm.smin.i64(i64 %call1635, i64 %8)
  %p1638 = getelementptr i8, ptr addrspace(1) %p1632, i64 4
  %v1639 = load i32, ptr addrspace(1) %p1638, align 4
  %offset1640 = sext i32 %v1639 to i64
  %call1641 = tail call i64 @llvm.smax.i64(i64 %offset1640, i64 %call1636)
  %call1642 = tail call i64 @llvm.smin.i64(i64 %call1641, i64 %8)
  %sub1643 = sub i64 %call1642, %call1636
  %sel1644 = select i1 %cmp1630, i64 %sub1643, i64 0
  %sub1645 = add i64 %call1642, -1
  %call1646 = tail call i64 @llvm.smax.i64(i64 %sub1645, i64 0)
  %add1649 = or disjoint i64 %add1629, 32
  %cmp1650 = icmp slt i64 %add1649, %call9
  %call1651 = tail call i64 @llvm.smin.i64(i64 %add1649, i64 %call13)
  %p1652 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %call1651
  %v1653 = load i32, ptr addrspace(1) %p1652, align 4
  %23 = tail call i32 @llvm.smax.i32(i32 %v1653, i32 0)
  %call1655 = zext nneg i32 %23 to i64
  %call1656 = tail call i64 @llvm.smin.i64(i64 %call1655, i64 %8)
  %p1658 = getelementptr i8, ptr addrspace(1) %p1652, i64 4
  %v1659 = load i32, ptr addrspace(1) %p1658, align 4
  %offset1660 = sext i32 %v1659 to i64
  %call1661 = tail call i64 @llvm.smax.i64(i64 %offset1660, i64 %call1656)
  %call1662 = tail call i64 @llvm.smin.i64(i64 %call1661, i64 %8)
  %sub1663 = sub i64 %call1662, %call1656
  %sel1664 = select i1 %cmp1650, i64 %sub1663, i64 0
  %sub1665 = add i64 %call1662, -1
  %call1666 = tail call i64 @llvm.smax.i64(i64 %sub1665, i64 0)
  %call1667 = tail call i64 @llvm.smax.i64(i64 %sel1644, i64 %sel1664)
  %cmp1668 = icmp sgt i64 %call1667, 16
  %call1669 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1668)
  %cmp1670.not = icmp eq i32 %call1669, 0
  br i1 %cmp1670.not, label %else1672, label %then1671

then1671:                                         ; preds = %repeat.body1620
  %cmp1674 = icmp sgt i64 %sel1644, 4096
  %listed1675 = and i1 %cmp, %cmp1674
  %cmp1676 = icmp sgt i64 %sel1644, 16
  %left1678 = xor i1 %cmp1676, %listed1675
  %cmp1680 = icmp sgt i64 %sel1664, 4096
  %listed1681 = and i1 %cmp, %cmp1680
  %cmp1682 = icmp sgt i64 %sel1664, 16
  %left1684 = xor i1 %cmp1682, %listed1681
  %unlisted1685 = or i1 %left1678, %left1684
  %call1686 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %unlisted1685)
  br i1 %cmp15, label %then1688, label %endif1673

else1672:                                         ; preds = %repeat.body1620
  %len1694 = trunc i64 %call1667 to i32
  %call1695 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %len1694, i32 1, i32 31)
  %call1698 = tail call i32 @llvm.smax.i32(i32 %len1694, i32 %call1695)
  %sel1699 = select i1 %cmp1697.not, i32 %len1694, i32 %call1698
  %call1700 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel1699, i32 2, i32 31)
  %call1703 = tail call i32 @llvm.smax.i32(i32 %sel1699, i32 %call1700)
  %sel1704 = select i1 %cmp1702, i32 %call1703, i32 %sel1699
  %call1705 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel1704, i32 4, i32 31)
  %call1708 = tail call i32 @llvm.smax.i32(i32 %sel1704, i32 %call1705)
  %sel1709 = select i1 %cmp1707, i32 %call1708, i32 %sel1704
  %call1710 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel1709, i32 8, i32 31)
  %call1713 = tail call i32 @llvm.smax.i32(i32 %sel1709, i32 %call1710)
  %sel1714 = select i1 %cmp1712, i32 %call1713, i32 %sel1709
  %call1715 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel1714, i32 16, i32 31)
  %call1718 = tail call i32 @llvm.smax.i32(i32 %sel1714, i32 %call1715)
  %sel1719 = select i1 %cmp1717, i32 %call1718, i32 %sel1714
  %call1720 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %sel1719, i32 0, i32 31)
  %widest1721 = sext i32 %call1720 to i64
  br i1 %cmp16, label %then1722, label %endif1724

endif1673:                                        ; preds = %endif3841, %then3846, %then1688, %then1691, %then1671
  %add3849 = add nuw nsw i64 %phi1622, %warp8
  %cmp3850 = icmp slt i64 %add3849, %groups
  %24 = or i32 %call1669, %call1625
  %quit3851.not = icmp eq i32 %24, 0
  %again3853 = and i1 %cmp3850, %quit3851.not
  br i1 %again3853, label %repeat.body1620, label %endif

then1688:                                         ; preds = %then1671
  %cmp1687.not = icmp eq i32 %call1686, 0
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br i1 %cmp1687.not, label %endif1673, label %then1691

then1691:                                         ; preds = %then1688
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address1693, i64 1) #5
  br label %endif1673

then1722:                                         ; preds = %else1672
  %call3706 = tail call i64 @llvm.smin.i64(i64 %call1636, i64 %call1646)
  %call3710 = tail call i64 @llvm.smin.i64(i64 %call3706, i64 %sub3283)
  %call3711 = tail call i64 @llvm.smax.i64(i64 %call3710, i64 0)
  %p3712 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3711
  %v3713 = load float, ptr addrspace(1) %p3712, align 4
  %call3715 = tail call i64 @llvm.smin.i64(i64 %call3706, i64 %sub3288)
  %call3716 = tail call i64 @llvm.smax.i64(i64 %call3715, i64 0)
  %p3717 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3716
  %v3718 = load i32, ptr addrspace(1) %p3717, align 4
  %call3723 = tail call i32 @llvm.smin.i32(i32 %v3718, i32 %bound3296)
  %call3724 = tail call i32 @llvm.smax.i32(i32 %call3723, i32 0)
  %at3725 = zext nneg i32 %call3724 to i64
  %p3726 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3725
  %v3727 = load float, ptr addrspace(1) %p3726, align 4
  %fmul3728 = fmul float %v3713, %v3727
  switch i32 %call1720, label %else3277 [
    i32 0, label %then1726
    i32 1, label %then1778
    i32 2, label %then1830
    i32 3, label %then1936
    i32 4, label %then2096
    i32 5, label %then2310
    i32 6, label %then2578
    i32 7, label %then2900
    i32 8, label %then3276
  ]

endif1724:                                        ; preds = %fold.body3753, %else3277, %then3276, %then2900, %then2578, %then2310, %then2096, %then1936, %then1830, %then1778, %then1726, %else1672
  %phi3835 = phi float [ 0.000000e+00, %else1672 ], [ %fmul3728, %then1726 ], [ %fmul3728, %then1778 ], [ %sel1931, %then1830 ], [ %sel2088, %then1936 ], [ %sel2299, %then2096 ], [ %sel2564, %then2310 ], [ %sel2883, %then2578 ], [ %sel3256, %then2900 ], [ %sel3683, %then3276 ], [ %fmul3728, %else3277 ], [ %sel3809, %fold.body3753 ]
  %phi3836 = phi float [ 0.000000e+00, %else1672 ], [ %fmul1776, %then1726 ], [ %fmul1828, %then1778 ], [ %sel1934, %then1830 ], [ %sel2094, %then1936 ], [ %sel2308, %then2096 ], [ %sel2576, %then2310 ], [ %sel2898, %then2578 ], [ %sel3274, %then2900 ], [ %sel3704, %then3276 ], [ %fmul3752, %else3277 ], [ %sel3812, %fold.body3753 ]
  br i1 %cmp1630, label %then3840, label %endif3841

then1726:                                         ; preds = %then1722
  %call1754 = tail call i64 @llvm.smin.i64(i64 %call1656, i64 %call1666)
  %call1758 = tail call i64 @llvm.smin.i64(i64 %call1754, i64 %sub3283)
  %call1759 = tail call i64 @llvm.smax.i64(i64 %call1758, i64 0)
  %p1760 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1759
  %v1761 = load float, ptr addrspace(1) %p1760, align 4
  %call1763 = tail call i64 @llvm.smin.i64(i64 %call1754, i64 %sub3288)
  %call1764 = tail call i64 @llvm.smax.i64(i64 %call1763, i64 0)
  %p1765 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1764
  %v1766 = load i32, ptr addrspace(1) %p1765, align 4
  %call1771 = tail call i32 @llvm.smin.i32(i32 %v1766, i32 %bound3296)
  %call1772 = tail call i32 @llvm.smax.i32(i32 %call1771, i32 0)
  %at1773 = zext nneg i32 %call1772 to i64
  %p1774 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1773
  %v1775 = load float, ptr addrspace(1) %p1774, align 4
  %fmul1776 = fmul float %v1761, %v1775
  br label %endif1724

then1778:                                         ; preds = %then1722
  %call1806 = tail call i64 @llvm.smin.i64(i64 %call1656, i64 %call1666)
  %call1810 = tail call i64 @llvm.smin.i64(i64 %call1806, i64 %sub3283)
  %call1811 = tail call i64 @llvm.smax.i64(i64 %call1810, i64 0)
  %p1812 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1811
  %v1813 = load float, ptr addrspace(1) %p1812, align 4
  %call1815 = tail call i64 @llvm.smin.i64(i64 %call1806, i64 %sub3288)
  %call1816 = tail call i64 @llvm.smax.i64(i64 %call1815, i64 0)
  %p1817 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1816
  %v1818 = load i32, ptr addrspace(1) %p1817, align 4
  %call1823 = tail call i32 @llvm.smin.i32(i32 %v1818, i32 %bound3296)
  %call1824 = tail call i32 @llvm.smax.i32(i32 %call1823, i32 0)
  %at1825 = zext nneg i32 %call1824 to i64
  %p1826 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1825
  %v1827 = load float, ptr addrspace(1) %p1826, align 4
  %fmul1828 = fmul float %v1813, %v1827
  br label %endif1724

then1830:                                         ; preds = %then1722
  %add1857 = add nuw nsw i64 %call1636, 1
  %call1858 = tail call i64 @llvm.smin.i64(i64 %add1857, i64 %call1646)
  %call1862 = tail call i64 @llvm.smin.i64(i64 %call1858, i64 %sub3283)
  %call1863 = tail call i64 @llvm.smax.i64(i64 %call1862, i64 0)
  %p1864 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1863
  %v1865 = load float, ptr addrspace(1) %p1864, align 4
  %call1867 = tail call i64 @llvm.smin.i64(i64 %call1858, i64 %sub3288)
  %call1868 = tail call i64 @llvm.smax.i64(i64 %call1867, i64 0)
  %p1869 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1868
  %v1870 = load i32, ptr addrspace(1) %p1869, align 4
  %call1875 = tail call i32 @llvm.smin.i32(i32 %v1870, i32 %bound3296)
  %call1876 = tail call i32 @llvm.smax.i32(i32 %call1875, i32 0)
  %at1877 = zext nneg i32 %call1876 to i64
  %p1878 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1877
  %v1879 = load float, ptr addrspace(1) %p1878, align 4
  %fmul1880 = fmul float %v1865, %v1879
  %call1882 = tail call i64 @llvm.smin.i64(i64 %call1656, i64 %call1666)
  %call1886 = tail call i64 @llvm.smin.i64(i64 %call1882, i64 %sub3283)
  %call1887 = tail call i64 @llvm.smax.i64(i64 %call1886, i64 0)
  %p1888 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1887
  %v1889 = load float, ptr addrspace(1) %p1888, align 4
  %call1891 = tail call i64 @llvm.smin.i64(i64 %call1882, i64 %sub3288)
  %call1892 = tail call i64 @llvm.smax.i64(i64 %call1891, i64 0)
  %p1893 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1892
  %v1894 = load i32, ptr addrspace(1) %p1893, align 4
  %call1899 = tail call i32 @llvm.smin.i32(i32 %v1894, i32 %bound3296)
  %call1900 = tail call i32 @llvm.smax.i32(i32 %call1899, i32 0)
  %at1901 = zext nneg i32 %call1900 to i64
  %p1902 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1901
  %v1903 = load float, ptr addrspace(1) %p1902, align 4
  %fmul1904 = fmul float %v1889, %v1903
  %add1905 = add nuw nsw i64 %call1656, 1
  %call1906 = tail call i64 @llvm.smin.i64(i64 %add1905, i64 %call1666)
  %call1910 = tail call i64 @llvm.smin.i64(i64 %call1906, i64 %sub3283)
  %call1911 = tail call i64 @llvm.smax.i64(i64 %call1910, i64 0)
  %p1912 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1911
  %v1913 = load float, ptr addrspace(1) %p1912, align 4
  %call1915 = tail call i64 @llvm.smin.i64(i64 %call1906, i64 %sub3288)
  %call1916 = tail call i64 @llvm.smax.i64(i64 %call1915, i64 0)
  %p1917 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1916
  %v1918 = load i32, ptr addrspace(1) %p1917, align 4
  %call1923 = tail call i32 @llvm.smin.i32(i32 %v1918, i32 %bound3296)
  %call1924 = tail call i32 @llvm.smax.i32(i32 %call1923, i32 0)
  %at1925 = zext nneg i32 %call1924 to i64
  %p1926 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1925
  %v1927 = load float, ptr addrspace(1) %p1926, align 4
  %fmul1928 = fmul float %v1913, %v1927
  %cmp1929 = icmp sgt i64 %sel1644, 1
  %fadd1930 = fadd reassoc contract float %fmul3728, %fmul1880
  %sel1931 = select i1 %cmp1929, float %fadd1930, float %fmul3728
  %cmp1932 = icmp sgt i64 %sel1664, 1
  %fadd1933 = fadd reassoc contract float %fmul1904, %fmul1928
  %sel1934 = select i1 %cmp1932, float %fadd1933, float %fmul1904
  br label %endif1724

then1936:                                         ; preds = %then1722
  %add1963 = add nuw nsw i64 %call1636, 1
  %call1964 = tail call i64 @llvm.smin.i64(i64 %add1963, i64 %call1646)
  %call1968 = tail call i64 @llvm.smin.i64(i64 %call1964, i64 %sub3283)
  %call1969 = tail call i64 @llvm.smax.i64(i64 %call1968, i64 0)
  %p1970 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1969
  %v1971 = load float, ptr addrspace(1) %p1970, align 4
  %call1973 = tail call i64 @llvm.smin.i64(i64 %call1964, i64 %sub3288)
  %call1974 = tail call i64 @llvm.smax.i64(i64 %call1973, i64 0)
  %p1975 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1974
  %v1976 = load i32, ptr addrspace(1) %p1975, align 4
  %call1981 = tail call i32 @llvm.smin.i32(i32 %v1976, i32 %bound3296)
  %call1982 = tail call i32 @llvm.smax.i32(i32 %call1981, i32 0)
  %at1983 = zext nneg i32 %call1982 to i64
  %p1984 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1983
  %v1985 = load float, ptr addrspace(1) %p1984, align 4
  %fmul1986 = fmul float %v1971, %v1985
  %add1987 = add nuw nsw i64 %call1636, 2
  %call1988 = tail call i64 @llvm.smin.i64(i64 %add1987, i64 %call1646)
  %call1992 = tail call i64 @llvm.smin.i64(i64 %call1988, i64 %sub3283)
  %call1993 = tail call i64 @llvm.smax.i64(i64 %call1992, i64 0)
  %p1994 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1993
  %v1995 = load float, ptr addrspace(1) %p1994, align 4
  %call1997 = tail call i64 @llvm.smin.i64(i64 %call1988, i64 %sub3288)
  %call1998 = tail call i64 @llvm.smax.i64(i64 %call1997, i64 0)
  %p1999 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1998
  %v2000 = load i32, ptr addrspace(1) %p1999, align 4
  %call2005 = tail call i32 @llvm.smin.i32(i32 %v2000, i32 %bound3296)
  %call2006 = tail call i32 @llvm.smax.i32(i32 %call2005, i32 0)
  %at2007 = zext nneg i32 %call2006 to i64
  %p2008 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2007
  %v2009 = load float, ptr addrspace(1) %p2008, align 4
  %fmul2010 = fmul float %v1995, %v2009
  %call2012 = tail call i64 @llvm.smin.i64(i64 %call1656, i64 %call1666)
  %call2016 = tail call i64 @llvm.smin.i64(i64 %call2012, i64 %sub3283)
  %call2017 = tail call i64 @llvm.smax.i64(i64 %call2016, i64 0)
  %p2018 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2017
  %v2019 = load float, ptr addrspace(1) %p2018, align 4
  %call2021 = tail call i64 @llvm.smin.i64(i64 %call2012, i64 %sub3288)
  %call2022 = tail call i64 @llvm.smax.i64(i64 %call2021, i64 0)
  %p2023 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2022
  %v2024 = load i32, ptr addrspace(1) %p2023, align 4
  %call2029 = tail call i32 @llvm.smin.i32(i32 %v2024, i32 %bound3296)
  %call2030 = tail call i32 @llvm.smax.i32(i32 %call2029, i32 0)
  %at2031 = zext nneg i32 %call2030 to i64
  %p2032 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2031
  %v2033 = load float, ptr addrspace(1) %p2032, align 4
  %fmul2034 = fmul float %v2019, %v2033
  %add2035 = add nuw nsw i64 %call1656, 1
  %call2036 = tail call i64 @llvm.smin.i64(i64 %add2035, i64 %call1666)
  %call2040 = tail call i64 @llvm.smin.i64(i64 %call2036, i64 %sub3283)
  %call2041 = tail call i64 @llvm.smax.i64(i64 %call2040, i64 0)
  %p2042 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2041
  %v2043 = load float, ptr addrspace(1) %p2042, align 4
  %call2045 = tail call i64 @llvm.smin.i64(i64 %call2036, i64 %sub3288)
  %call2046 = tail call i64 @llvm.smax.i64(i64 %call2045, i64 0)
  %p2047 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2046
  %v2048 = load i32, ptr addrspace(1) %p2047, align 4
  %call2053 = tail call i32 @llvm.smin.i32(i32 %v2048, i32 %bound3296)
  %call2054 = tail call i32 @llvm.smax.i32(i32 %call2053, i32 0)
  %at2055 = zext nneg i32 %call2054 to i64
  %p2056 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2055
  %v2057 = load float, ptr addrspace(1) %p2056, align 4
  %fmul2058 = fmul float %v2043, %v2057
  %add2059 = add nuw nsw i64 %call1656, 2
  %call2060 = tail call i64 @llvm.smin.i64(i64 %add2059, i64 %call1666)
  %call2064 = tail call i64 @llvm.smin.i64(i64 %call2060, i64 %sub3283)
  %call2065 = tail call i64 @llvm.smax.i64(i64 %call2064, i64 0)
  %p2066 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2065
  %v2067 = load float, ptr addrspace(1) %p2066, align 4
  %call2069 = tail call i64 @llvm.smin.i64(i64 %call2060, i64 %sub3288)
  %call2070 = tail call i64 @llvm.smax.i64(i64 %call2069, i64 0)
  %p2071 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2070
  %v2072 = load i32, ptr addrspace(1) %p2071, align 4
  %call2077 = tail call i32 @llvm.smin.i32(i32 %v2072, i32 %bound3296)
  %call2078 = tail call i32 @llvm.smax.i32(i32 %call2077, i32 0)
  %at2079 = zext nneg i32 %call2078 to i64
  %p2080 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2079
  %v2081 = load float, ptr addrspace(1) %p2080, align 4
  %fmul2082 = fmul float %v2067, %v2081
  %cmp2083 = icmp sgt i64 %sel1644, 1
  %fadd2084 = fadd reassoc contract float %fmul3728, %fmul1986
  %sel2085 = select i1 %cmp2083, float %fadd2084, float %fmul3728
  %cmp2086 = icmp sgt i64 %sel1644, 2
  %fadd2087 = fadd reassoc contract float %sel2085, %fmul2010
  %sel2088 = select i1 %cmp2086, float %fadd2087, float %sel2085
  %cmp2089 = icmp sgt i64 %sel1664, 1
  %fadd2090 = fadd reassoc contract float %fmul2034, %fmul2058
  %sel2091 = select i1 %cmp2089, float %fadd2090, float %fmul2034
  %cmp2092 = icmp sgt i64 %sel1664, 2
  %fadd2093 = fadd reassoc contract float %sel2091, %fmul2082
  %sel2094 = select i1 %cmp2092, float %fadd2093, float %sel2091
  br label %endif1724

then2096:                                         ; preds = %then1722
  %add2123 = add nuw nsw i64 %call1636, 1
  %call2124 = tail call i64 @llvm.smin.i64(i64 %add2123, i64 %call1646)
  %call2128 = tail call i64 @llvm.smin.i64(i64 %call2124, i64 %sub3283)
  %call2129 = tail call i64 @llvm.smax.i64(i64 %call2128, i64 0)
  %p2130 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2129
  %v2131 = load float, ptr addrspace(1) %p2130, align 4
  %call2133 = tail call i64 @llvm.smin.i64(i64 %call2124, i64 %sub3288)
  %call2134 = tail call i64 @llvm.smax.i64(i64 %call2133, i64 0)
  %p2135 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2134
  %v2136 = load i32, ptr addrspace(1) %p2135, align 4
  %call2141 = tail call i32 @llvm.smin.i32(i32 %v2136, i32 %bound3296)
  %call2142 = tail call i32 @llvm.smax.i32(i32 %call2141, i32 0)
  %at2143 = zext nneg i32 %call2142 to i64
  %p2144 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2143
  %v2145 = load float, ptr addrspace(1) %p2144, align 4
  %fmul2146 = fmul float %v2131, %v2145
  %add2147 = add nuw nsw i64 %call1636, 2
  %call2148 = tail call i64 @llvm.smin.i64(i64 %add2147, i64 %call1646)
  %call2152 = tail call i64 @llvm.smin.i64(i64 %call2148, i64 %sub3283)
  %call2153 = tail call i64 @llvm.smax.i64(i64 %call2152, i64 0)
  %p2154 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2153
  %v2155 = load float, ptr addrspace(1) %p2154, align 4
  %call2157 = tail call i64 @llvm.smin.i64(i64 %call2148, i64 %sub3288)
  %call2158 = tail call i64 @llvm.smax.i64(i64 %call2157, i64 0)
  %p2159 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2158
  %v2160 = load i32, ptr addrspace(1) %p2159, align 4
  %call2165 = tail call i32 @llvm.smin.i32(i32 %v2160, i32 %bound3296)
  %call2166 = tail call i32 @llvm.smax.i32(i32 %call2165, i32 0)
  %at2167 = zext nneg i32 %call2166 to i64
  %p2168 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2167
  %v2169 = load float, ptr addrspace(1) %p2168, align 4
  %fmul2170 = fmul float %v2155, %v2169
  %add2171 = add nuw nsw i64 %call1636, 3
  %call2172 = tail call i64 @llvm.smin.i64(i64 %add2171, i64 %call1646)
  %call2176 = tail call i64 @llvm.smin.i64(i64 %call2172, i64 %sub3283)
  %call2177 = tail call i64 @llvm.smax.i64(i64 %call2176, i64 0)
  %p2178 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2177
  %v2179 = load float, ptr addrspace(1) %p2178, align 4
  %call2181 = tail call i64 @llvm.smin.i64(i64 %call2172, i64 %sub3288)
  %call2182 = tail call i64 @llvm.smax.i64(i64 %call2181, i64 0)
  %p2183 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2182
  %v2184 = load i32, ptr addrspace(1) %p2183, align 4
  %call2189 = tail call i32 @llvm.smin.i32(i32 %v2184, i32 %bound3296)
  %call2190 = tail call i32 @llvm.smax.i32(i32 %call2189, i32 0)
  %at2191 = zext nneg i32 %call2190 to i64
  %p2192 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2191
  %v2193 = load float, ptr addrspace(1) %p2192, align 4
  %fmul2194 = fmul float %v2179, %v2193
  %call2196 = tail call i64 @llvm.smin.i64(i64 %call1656, i64 %call1666)
  %call2200 = tail call i64 @llvm.smin.i64(i64 %call2196, i64 %sub3283)
  %call2201 = tail call i64 @llvm.smax.i64(i64 %call2200, i64 0)
  %p2202 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2201
  %v2203 = load float, ptr addrspace(1) %p2202, align 4
  %call2205 = tail call i64 @llvm.smin.i64(i64 %call2196, i64 %sub3288)
  %call2206 = tail call i64 @llvm.smax.i64(i64 %call2205, i64 0)
  %p2207 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2206
  %v2208 = load i32, ptr addrspace(1) %p2207, align 4
  %call2213 = tail call i32 @llvm.smin.i32(i32 %v2208, i32 %bound3296)
  %call2214 = tail call i32 @llvm.smax.i32(i32 %call2213, i32 0)
  %at2215 = zext nneg i32 %call2214 to i64
  %p2216 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2215
  %v2217 = load float, ptr addrspace(1) %p2216, align 4
  %fmul2218 = fmul float %v2203, %v2217
  %add2219 = add nuw nsw i64 %call1656, 1
  %call2220 = tail call i64 @llvm.smin.i64(i64 %add2219, i64 %call1666)
  %call2224 = tail call i64 @llvm.smin.i64(i64 %call2220, i64 %sub3283)
  %call2225 = tail call i64 @llvm.smax.i64(i64 %call2224, i64 0)
  %p2226 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2225
  %v2227 = load float, ptr addrspace(1) %p2226, align 4
  %call2229 = tail call i64 @llvm.smin.i64(i64 %call2220, i64 %sub3288)
  %call2230 = tail call i64 @llvm.smax.i64(i64 %call2229, i64 0)
  %p2231 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2230
  %v2232 = load i32, ptr addrspace(1) %p2231, align 4
  %call2237 = tail call i32 @llvm.smin.i32(i32 %v2232, i32 %bound3296)
  %call2238 = tail call i32 @llvm.smax.i32(i32 %call2237, i32 0)
  %at2239 = zext nneg i32 %call2238 to i64
  %p2240 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2239
  %v2241 = load float, ptr addrspace(1) %p2240, align 4
  %fmul2242 = fmul float %v2227, %v2241
  %add2243 = add nuw nsw i64 %call1656, 2
  %call2244 = tail call i64 @llvm.smin.i64(i64 %add2243, i64 %call1666)
  %call2248 = tail call i64 @llvm.smin.i64(i64 %call2244, i64 %sub3283)
  %call2249 = tail call i64 @llvm.smax.i64(i64 %call2248, i64 0)
  %p2250 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2249
  %v2251 = load float, ptr addrspace(1) %p2250, align 4
  %call2253 = tail call i64 @llvm.smin.i64(i64 %call2244, i64 %sub3288)
  %call2254 = tail call i64 @llvm.smax.i64(i64 %call2253, i64 0)
  %p2255 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2254
  %v2256 = load i32, ptr addrspace(1) %p2255, align 4
  %call2261 = tail call i32 @llvm.smin.i32(i32 %v2256, i32 %bound3296)
  %call2262 = tail call i32 @llvm.smax.i32(i32 %call2261, i32 0)
  %at2263 = zext nneg i32 %call2262 to i64
  %p2264 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2263
  %v2265 = load float, ptr addrspace(1) %p2264, align 4
  %fmul2266 = fmul float %v2251, %v2265
  %add2267 = add nuw nsw i64 %call1656, 3
  %call2268 = tail call i64 @llvm.smin.i64(i64 %add2267, i64 %call1666)
  %call2272 = tail call i64 @llvm.smin.i64(i64 %call2268, i64 %sub3283)
  %call2273 = tail call i64 @llvm.smax.i64(i64 %call2272, i64 0)
  %p2274 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2273
  %v2275 = load float, ptr addrspace(1) %p2274, align 4
  %call2277 = tail call i64 @llvm.smin.i64(i64 %call2268, i64 %sub3288)
  %call2278 = tail call i64 @llvm.smax.i64(i64 %call2277, i64 0)
  %p2279 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2278
  %v2280 = load i32, ptr addrspace(1) %p2279, align 4
  %call2285 = tail call i32 @llvm.smin.i32(i32 %v2280, i32 %bound3296)
  %call2286 = tail call i32 @llvm.smax.i32(i32 %call2285, i32 0)
  %at2287 = zext nneg i32 %call2286 to i64
  %p2288 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2287
  %v2289 = load float, ptr addrspace(1) %p2288, align 4
  %fmul2290 = fmul float %v2275, %v2289
  %cmp2291 = icmp sgt i64 %sel1644, 1
  %fadd2292 = fadd reassoc contract float %fmul3728, %fmul2146
  %sel2293 = select i1 %cmp2291, float %fadd2292, float %fmul3728
  %cmp2294 = icmp sgt i64 %sel1644, 2
  %fadd2295 = fadd reassoc contract float %sel2293, %fmul2170
  %sel2296 = select i1 %cmp2294, float %fadd2295, float %sel2293
  %cmp2297 = icmp sgt i64 %sel1644, 3
  %fadd2298 = fadd reassoc contract float %sel2296, %fmul2194
  %sel2299 = select i1 %cmp2297, float %fadd2298, float %sel2296
  %cmp2300 = icmp sgt i64 %sel1664, 1
  %fadd2301 = fadd reassoc contract float %fmul2218, %fmul2242
  %sel2302 = select i1 %cmp2300, float %fadd2301, float %fmul2218
  %cmp2303 = icmp sgt i64 %sel1664, 2
  %fadd2304 = fadd reassoc contract float %sel2302, %fmul2266
  %sel2305 = select i1 %cmp2303, float %fadd2304, float %sel2302
  %cmp2306 = icmp sgt i64 %sel1664, 3
  %fadd2307 = fadd reassoc contract float %sel2305, %fmul2290
  %sel2308 = select i1 %cmp2306, float %fadd2307, float %sel2305
  br label %endif1724

then2310:                                         ; preds = %then1722
  %add2337 = add nuw nsw i64 %call1636, 1
  %call2338 = tail call i64 @llvm.smin.i64(i64 %add2337, i64 %call1646)
  %call2342 = tail call i64 @llvm.smin.i64(i64 %call2338, i64 %sub3283)
  %call2343 = tail call i64 @llvm.smax.i64(i64 %call2342, i64 0)
  %p2344 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2343
  %v2345 = load float, ptr addrspace(1) %p2344, align 4
  %call2347 = tail call i64 @llvm.smin.i64(i64 %call2338, i64 %sub3288)
  %call2348 = tail call i64 @llvm.smax.i64(i64 %call2347, i64 0)
  %p2349 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2348
  %v2350 = load i32, ptr addrspace(1) %p2349, align 4
  %call2355 = tail call i32 @llvm.smin.i32(i32 %v2350, i32 %bound3296)
  %call2356 = tail call i32 @llvm.smax.i32(i32 %call2355, i32 0)
  %at2357 = zext nneg i32 %call2356 to i64
  %p2358 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2357
  %v2359 = load float, ptr addrspace(1) %p2358, align 4
  %fmul2360 = fmul float %v2345, %v2359
  %add2361 = add nuw nsw i64 %call1636, 2
  %call2362 = tail call i64 @llvm.smin.i64(i64 %add2361, i64 %call1646)
  %call2366 = tail call i64 @llvm.smin.i64(i64 %call2362, i64 %sub3283)
  %call2367 = tail call i64 @llvm.smax.i64(i64 %call2366, i64 0)
  %p2368 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2367
  %v2369 = load float, ptr addrspace(1) %p2368, align 4
  %call2371 = tail call i64 @llvm.smin.i64(i64 %call2362, i64 %sub3288)
  %call2372 = tail call i64 @llvm.smax.i64(i64 %call2371, i64 0)
  %p2373 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2372
  %v2374 = load i32, ptr addrspace(1) %p2373, align 4
  %call2379 = tail call i32 @llvm.smin.i32(i32 %v2374, i32 %bound3296)
  %call2380 = tail call i32 @llvm.smax.i32(i32 %call2379, i32 0)
  %at2381 = zext nneg i32 %call2380 to i64
  %p2382 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2381
  %v2383 = load float, ptr addrspace(1) %p2382, align 4
  %fmul2384 = fmul float %v2369, %v2383
  %add2385 = add nuw nsw i64 %call1636, 3
  %call2386 = tail call i64 @llvm.smin.i64(i64 %add2385, i64 %call1646)
  %call2390 = tail call i64 @llvm.smin.i64(i64 %call2386, i64 %sub3283)
  %call2391 = tail call i64 @llvm.smax.i64(i64 %call2390, i64 0)
  %p2392 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2391
  %v2393 = load float, ptr addrspace(1) %p2392, align 4
  %call2395 = tail call i64 @llvm.smin.i64(i64 %call2386, i64 %sub3288)
  %call2396 = tail call i64 @llvm.smax.i64(i64 %call2395, i64 0)
  %p2397 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2396
  %v2398 = load i32, ptr addrspace(1) %p2397, align 4
  %call2403 = tail call i32 @llvm.smin.i32(i32 %v2398, i32 %bound3296)
  %call2404 = tail call i32 @llvm.smax.i32(i32 %call2403, i32 0)
  %at2405 = zext nneg i32 %call2404 to i64
  %p2406 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2405
  %v2407 = load float, ptr addrspace(1) %p2406, align 4
  %fmul2408 = fmul float %v2393, %v2407
  %add2409 = add nuw nsw i64 %call1636, 4
  %call2410 = tail call i64 @llvm.smin.i64(i64 %add2409, i64 %call1646)
  %call2414 = tail call i64 @llvm.smin.i64(i64 %call2410, i64 %sub3283)
  %call2415 = tail call i64 @llvm.smax.i64(i64 %call2414, i64 0)
  %p2416 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2415
  %v2417 = load float, ptr addrspace(1) %p2416, align 4
  %call2419 = tail call i64 @llvm.smin.i64(i64 %call2410, i64 %sub3288)
  %call2420 = tail call i64 @llvm.smax.i64(i64 %call2419, i64 0)
  %p2421 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2420
  %v2422 = load i32, ptr addrspace(1) %p2421, align 4
  %call2427 = tail call i32 @llvm.smin.i32(i32 %v2422, i32 %bound3296)
  %call2428 = tail call i32 @llvm.smax.i32(i32 %call2427, i32 0)
  %at2429 = zext nneg i32 %call2428 to i64
  %p2430 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2429
  %v2431 = load float, ptr addrspace(1) %p2430, align 4
  %fmul2432 = fmul float %v2417, %v2431
  %call2434 = tail call i64 @llvm.smin.i64(i64 %call1656, i64 %call1666)
  %call2438 = tail call i64 @llvm.smin.i64(i64 %call2434, i64 %sub3283)
  %call2439 = tail call i64 @llvm.smax.i64(i64 %call2438, i64 0)
  %p2440 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2439
  %v2441 = load float, ptr addrspace(1) %p2440, align 4
  %call2443 = tail call i64 @llvm.smin.i64(i64 %call2434, i64 %sub3288)
  %call2444 = tail call i64 @llvm.smax.i64(i64 %call2443, i64 0)
  %p2445 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2444
  %v2446 = load i32, ptr addrspace(1) %p2445, align 4
  %call2451 = tail call i32 @llvm.smin.i32(i32 %v2446, i32 %bound3296)
  %call2452 = tail call i32 @llvm.smax.i32(i32 %call2451, i32 0)
  %at2453 = zext nneg i32 %call2452 to i64
  %p2454 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2453
  %v2455 = load float, ptr addrspace(1) %p2454, align 4
  %fmul2456 = fmul float %v2441, %v2455
  %add2457 = add nuw nsw i64 %call1656, 1
  %call2458 = tail call i64 @llvm.smin.i64(i64 %add2457, i64 %call1666)
  %call2462 = tail call i64 @llvm.smin.i64(i64 %call2458, i64 %sub3283)
  %call2463 = tail call i64 @llvm.smax.i64(i64 %call2462, i64 0)
  %p2464 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2463
  %v2465 = load float, ptr addrspace(1) %p2464, align 4
  %call2467 = tail call i64 @llvm.smin.i64(i64 %call2458, i64 %sub3288)
  %call2468 = tail call i64 @llvm.smax.i64(i64 %call2467, i64 0)
  %p2469 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2468
  %v2470 = load i32, ptr addrspace(1) %p2469, align 4
  %call2475 = tail call i32 @llvm.smin.i32(i32 %v2470, i32 %bound3296)
  %call2476 = tail call i32 @llvm.smax.i32(i32 %call2475, i32 0)
  %at2477 = zext nneg i32 %call2476 to i64
  %p2478 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2477
  %v2479 = load float, ptr addrspace(1) %p2478, align 4
  %fmul2480 = fmul float %v2465, %v2479
  %add2481 = add nuw nsw i64 %call1656, 2
  %call2482 = tail call i64 @llvm.smin.i64(i64 %add2481, i64 %call1666)
  %call2486 = tail call i64 @llvm.smin.i64(i64 %call2482, i64 %sub3283)
  %call2487 = tail call i64 @llvm.smax.i64(i64 %call2486, i64 0)
  %p2488 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2487
  %v2489 = load float, ptr addrspace(1) %p2488, align 4
  %call2491 = tail call i64 @llvm.smin.i64(i64 %call2482, i64 %sub3288)
  %call2492 = tail call i64 @llvm.smax.i64(i64 %call2491, i64 0)
  %p2493 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2492
  %v2494 = load i32, ptr addrspace(1) %p2493, align 4
  %call2499 = tail call i32 @llvm.smin.i32(i32 %v2494, i32 %bound3296)
  %call2500 = tail call i32 @llvm.smax.i32(i32 %call2499, i32 0)
  %at2501 = zext nneg i32 %call2500 to i64
  %p2502 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2501
  %v2503 = load float, ptr addrspace(1) %p2502, align 4
  %fmul2504 = fmul float %v2489, %v2503
  %add2505 = add nuw nsw i64 %call1656, 3
  %call2506 = tail call i64 @llvm.smin.i64(i64 %add2505, i64 %call1666)
  %call2510 = tail call i64 @llvm.smin.i64(i64 %call2506, i64 %sub3283)
  %call2511 = tail call i64 @llvm.smax.i64(i64 %call2510, i64 0)
  %p2512 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2511
  %v2513 = load float, ptr addrspace(1) %p2512, align 4
  %call2515 = tail call i64 @llvm.smin.i64(i64 %call2506, i64 %sub3288)
  %call2516 = tail call i64 @llvm.smax.i64(i64 %call2515, i64 0)
  %p2517 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2516
  %v2518 = load i32, ptr addrspace(1) %p2517, align 4
  %call2523 = tail call i32 @llvm.smin.i32(i32 %v2518, i32 %bound3296)
  %call2524 = tail call i32 @llvm.smax.i32(i32 %call2523, i32 0)
  %at2525 = zext nneg i32 %call2524 to i64
  %p2526 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2525
  %v2527 = load float, ptr addrspace(1) %p2526, align 4
  %fmul2528 = fmul float %v2513, %v2527
  %add2529 = add nuw nsw i64 %call1656, 4
  %call2530 = tail call i64 @llvm.smin.i64(i64 %add2529, i64 %call1666)
  %call2534 = tail call i64 @llvm.smin.i64(i64 %call2530, i64 %sub3283)
  %call2535 = tail call i64 @llvm.smax.i64(i64 %call2534, i64 0)
  %p2536 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2535
  %v2537 = load float, ptr addrspace(1) %p2536, align 4
  %call2539 = tail call i64 @llvm.smin.i64(i64 %call2530, i64 %sub3288)
  %call2540 = tail call i64 @llvm.smax.i64(i64 %call2539, i64 0)
  %p2541 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2540
  %v2542 = load i32, ptr addrspace(1) %p2541, align 4
  %call2547 = tail call i32 @llvm.smin.i32(i32 %v2542, i32 %bound3296)
  %call2548 = tail call i32 @llvm.smax.i32(i32 %call2547, i32 0)
  %at2549 = zext nneg i32 %call2548 to i64
  %p2550 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2549
  %v2551 = load float, ptr addrspace(1) %p2550, align 4
  %fmul2552 = fmul float %v2537, %v2551
  %cmp2553 = icmp sgt i64 %sel1644, 1
  %fadd2554 = fadd reassoc contract float %fmul3728, %fmul2360
  %sel2555 = select i1 %cmp2553, float %fadd2554, float %fmul3728
  %cmp2556 = icmp sgt i64 %sel1644, 2
  %fadd2557 = fadd reassoc contract float %sel2555, %fmul2384
  %sel2558 = select i1 %cmp2556, float %fadd2557, float %sel2555
  %cmp2559 = icmp sgt i64 %sel1644, 3
  %fadd2560 = fadd reassoc contract float %sel2558, %fmul2408
  %sel2561 = select i1 %cmp2559, float %fadd2560, float %sel2558
  %cmp2562 = icmp sgt i64 %sel1644, 4
  %fadd2563 = fadd reassoc contract float %sel2561, %fmul2432
  %sel2564 = select i1 %cmp2562, float %fadd2563, float %sel2561
  %cmp2565 = icmp sgt i64 %sel1664, 1
  %fadd2566 = fadd reassoc contract float %fmul2456, %fmul2480
  %sel2567 = select i1 %cmp2565, float %fadd2566, float %fmul2456
  %cmp2568 = icmp sgt i64 %sel1664, 2
  %fadd2569 = fadd reassoc contract float %sel2567, %fmul2504
  %sel2570 = select i1 %cmp2568, float %fadd2569, float %sel2567
  %cmp2571 = icmp sgt i64 %sel1664, 3
  %fadd2572 = fadd reassoc contract float %sel2570, %fmul2528
  %sel2573 = select i1 %cmp2571, float %fadd2572, float %sel2570
  %cmp2574 = icmp sgt i64 %sel1664, 4
  %fadd2575 = fadd reassoc contract float %sel2573, %fmul2552
  %sel2576 = select i1 %cmp2574, float %fadd2575, float %sel2573
  br label %endif1724

then2578:                                         ; preds = %then1722
  %add2605 = add nuw nsw i64 %call1636, 1
  %call2606 = tail call i64 @llvm.smin.i64(i64 %add2605, i64 %call1646)
  %call2610 = tail call i64 @llvm.smin.i64(i64 %call2606, i64 %sub3283)
  %call2611 = tail call i64 @llvm.smax.i64(i64 %call2610, i64 0)
  %p2612 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2611
  %v2613 = load float, ptr addrspace(1) %p2612, align 4
  %call2615 = tail call i64 @llvm.smin.i64(i64 %call2606, i64 %sub3288)
  %call2616 = tail call i64 @llvm.smax.i64(i64 %call2615, i64 0)
  %p2617 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2616
  %v2618 = load i32, ptr addrspace(1) %p2617, align 4
  %call2623 = tail call i32 @llvm.smin.i32(i32 %v2618, i32 %bound3296)
  %call2624 = tail call i32 @llvm.smax.i32(i32 %call2623, i32 0)
  %at2625 = zext nneg i32 %call2624 to i64
  %p2626 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2625
  %v2627 = load float, ptr addrspace(1) %p2626, align 4
  %fmul2628 = fmul float %v2613, %v2627
  %add2629 = add nuw nsw i64 %call1636, 2
  %call2630 = tail call i64 @llvm.smin.i64(i64 %add2629, i64 %call1646)
  %call2634 = tail call i64 @llvm.smin.i64(i64 %call2630, i64 %sub3283)
  %call2635 = tail call i64 @llvm.smax.i64(i64 %call2634, i64 0)
  %p2636 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2635
  %v2637 = load float, ptr addrspace(1) %p2636, align 4
  %call2639 = tail call i64 @llvm.smin.i64(i64 %call2630, i64 %sub3288)
  %call2640 = tail call i64 @llvm.smax.i64(i64 %call2639, i64 0)
  %p2641 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2640
  %v2642 = load i32, ptr addrspace(1) %p2641, align 4
  %call2647 = tail call i32 @llvm.smin.i32(i32 %v2642, i32 %bound3296)
  %call2648 = tail call i32 @llvm.smax.i32(i32 %call2647, i32 0)
  %at2649 = zext nneg i32 %call2648 to i64
  %p2650 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2649
  %v2651 = load float, ptr addrspace(1) %p2650, align 4
  %fmul2652 = fmul float %v2637, %v2651
  %add2653 = add nuw nsw i64 %call1636, 3
  %call2654 = tail call i64 @llvm.smin.i64(i64 %add2653, i64 %call1646)
  %call2658 = tail call i64 @llvm.smin.i64(i64 %call2654, i64 %sub3283)
  %call2659 = tail call i64 @llvm.smax.i64(i64 %call2658, i64 0)
  %p2660 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2659
  %v2661 = load float, ptr addrspace(1) %p2660, align 4
  %call2663 = tail call i64 @llvm.smin.i64(i64 %call2654, i64 %sub3288)
  %call2664 = tail call i64 @llvm.smax.i64(i64 %call2663, i64 0)
  %p2665 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2664
  %v2666 = load i32, ptr addrspace(1) %p2665, align 4
  %call2671 = tail call i32 @llvm.smin.i32(i32 %v2666, i32 %bound3296)
  %call2672 = tail call i32 @llvm.smax.i32(i32 %call2671, i32 0)
  %at2673 = zext nneg i32 %call2672 to i64
  %p2674 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2673
  %v2675 = load float, ptr addrspace(1) %p2674, align 4
  %fmul2676 = fmul float %v2661, %v2675
  %add2677 = add nuw nsw i64 %call1636, 4
  %call2678 = tail call i64 @llvm.smin.i64(i64 %add2677, i64 %call1646)
  %call2682 = tail call i64 @llvm.smin.i64(i64 %call2678, i64 %sub3283)
  %call2683 = tail call i64 @llvm.smax.i64(i64 %call2682, i64 0)
  %p2684 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2683
  %v2685 = load float, ptr addrspace(1) %p2684, align 4
  %call2687 = tail call i64 @llvm.smin.i64(i64 %call2678, i64 %sub3288)
  %call2688 = tail call i64 @llvm.smax.i64(i64 %call2687, i64 0)
  %p2689 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2688
  %v2690 = load i32, ptr addrspace(1) %p2689, align 4
  %call2695 = tail call i32 @llvm.smin.i32(i32 %v2690, i32 %bound3296)
  %call2696 = tail call i32 @llvm.smax.i32(i32 %call2695, i32 0)
  %at2697 = zext nneg i32 %call2696 to i64
  %p2698 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2697
  %v2699 = load float, ptr addrspace(1) %p2698, align 4
  %fmul2700 = fmul float %v2685, %v2699
  %add2701 = add nuw nsw i64 %call1636, 5
  %call2702 = tail call i64 @llvm.smin.i64(i64 %add2701, i64 %call1646)
  %call2706 = tail call i64 @llvm.smin.i64(i64 %call2702, i64 %sub3283)
  %call2707 = tail call i64 @llvm.smax.i64(i64 %call2706, i64 0)
  %p2708 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2707
  %v2709 = load float, ptr addrspace(1) %p2708, align 4
  %call2711 = tail call i64 @llvm.smin.i64(i64 %call2702, i64 %sub3288)
  %call2712 = tail call i64 @llvm.smax.i64(i64 %call2711, i64 0)
  %p2713 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2712
  %v2714 = load i32, ptr addrspace(1) %p2713, align 4
  %call2719 = tail call i32 @llvm.smin.i32(i32 %v2714, i32 %bound3296)
  %call2720 = tail call i32 @llvm.smax.i32(i32 %call2719, i32 0)
  %at2721 = zext nneg i32 %call2720 to i64
  %p2722 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2721
  %v2723 = load float, ptr addrspace(1) %p2722, align 4
  %fmul2724 = fmul float %v2709, %v2723
  %call2726 = tail call i64 @llvm.smin.i64(i64 %call1656, i64 %call1666)
  %call2730 = tail call i64 @llvm.smin.i64(i64 %call2726, i64 %sub3283)
  %call2731 = tail call i64 @llvm.smax.i64(i64 %call2730, i64 0)
  %p2732 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2731
  %v2733 = load float, ptr addrspace(1) %p2732, align 4
  %call2735 = tail call i64 @llvm.smin.i64(i64 %call2726, i64 %sub3288)
  %call2736 = tail call i64 @llvm.smax.i64(i64 %call2735, i64 0)
  %p2737 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2736
  %v2738 = load i32, ptr addrspace(1) %p2737, align 4
  %call2743 = tail call i32 @llvm.smin.i32(i32 %v2738, i32 %bound3296)
  %call2744 = tail call i32 @llvm.smax.i32(i32 %call2743, i32 0)
  %at2745 = zext nneg i32 %call2744 to i64
  %p2746 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2745
  %v2747 = load float, ptr addrspace(1) %p2746, align 4
  %fmul2748 = fmul float %v2733, %v2747
  %add2749 = add nuw nsw i64 %call1656, 1
  %call2750 = tail call i64 @llvm.smin.i64(i64 %add2749, i64 %call1666)
  %call2754 = tail call i64 @llvm.smin.i64(i64 %call2750, i64 %sub3283)
  %call2755 = tail call i64 @llvm.smax.i64(i64 %call2754, i64 0)
  %p2756 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2755
  %v2757 = load float, ptr addrspace(1) %p2756, align 4
  %call2759 = tail call i64 @llvm.smin.i64(i64 %call2750, i64 %sub3288)
  %call2760 = tail call i64 @llvm.smax.i64(i64 %call2759, i64 0)
  %p2761 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2760
  %v2762 = load i32, ptr addrspace(1) %p2761, align 4
  %call2767 = tail call i32 @llvm.smin.i32(i32 %v2762, i32 %bound3296)
  %call2768 = tail call i32 @llvm.smax.i32(i32 %call2767, i32 0)
  %at2769 = zext nneg i32 %call2768 to i64
  %p2770 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2769
  %v2771 = load float, ptr addrspace(1) %p2770, align 4
  %fmul2772 = fmul float %v2757, %v2771
  %add2773 = add nuw nsw i64 %call1656, 2
  %call2774 = tail call i64 @llvm.smin.i64(i64 %add2773, i64 %call1666)
  %call2778 = tail call i64 @llvm.smin.i64(i64 %call2774, i64 %sub3283)
  %call2779 = tail call i64 @llvm.smax.i64(i64 %call2778, i64 0)
  %p2780 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2779
  %v2781 = load float, ptr addrspace(1) %p2780, align 4
  %call2783 = tail call i64 @llvm.smin.i64(i64 %call2774, i64 %sub3288)
  %call2784 = tail call i64 @llvm.smax.i64(i64 %call2783, i64 0)
  %p2785 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2784
  %v2786 = load i32, ptr addrspace(1) %p2785, align 4
  %call2791 = tail call i32 @llvm.smin.i32(i32 %v2786, i32 %bound3296)
  %call2792 = tail call i32 @llvm.smax.i32(i32 %call2791, i32 0)
  %at2793 = zext nneg i32 %call2792 to i64
  %p2794 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2793
  %v2795 = load float, ptr addrspace(1) %p2794, align 4
  %fmul2796 = fmul float %v2781, %v2795
  %add2797 = add nuw nsw i64 %call1656, 3
  %call2798 = tail call i64 @llvm.smin.i64(i64 %add2797, i64 %call1666)
  %call2802 = tail call i64 @llvm.smin.i64(i64 %call2798, i64 %sub3283)
  %call2803 = tail call i64 @llvm.smax.i64(i64 %call2802, i64 0)
  %p2804 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2803
  %v2805 = load float, ptr addrspace(1) %p2804, align 4
  %call2807 = tail call i64 @llvm.smin.i64(i64 %call2798, i64 %sub3288)
  %call2808 = tail call i64 @llvm.smax.i64(i64 %call2807, i64 0)
  %p2809 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2808
  %v2810 = load i32, ptr addrspace(1) %p2809, align 4
  %call2815 = tail call i32 @llvm.smin.i32(i32 %v2810, i32 %bound3296)
  %call2816 = tail call i32 @llvm.smax.i32(i32 %call2815, i32 0)
  %at2817 = zext nneg i32 %call2816 to i64
  %p2818 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2817
  %v2819 = load float, ptr addrspace(1) %p2818, align 4
  %fmul2820 = fmul float %v2805, %v2819
  %add2821 = add nuw nsw i64 %call1656, 4
  %call2822 = tail call i64 @llvm.smin.i64(i64 %add2821, i64 %call1666)
  %call2826 = tail call i64 @llvm.smin.i64(i64 %call2822, i64 %sub3283)
  %call2827 = tail call i64 @llvm.smax.i64(i64 %call2826, i64 0)
  %p2828 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2827
  %v2829 = load float, ptr addrspace(1) %p2828, align 4
  %call2831 = tail call i64 @llvm.smin.i64(i64 %call2822, i64 %sub3288)
  %call2832 = tail call i64 @llvm.smax.i64(i64 %call2831, i64 0)
  %p2833 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2832
  %v2834 = load i32, ptr addrspace(1) %p2833, align 4
  %call2839 = tail call i32 @llvm.smin.i32(i32 %v2834, i32 %bound3296)
  %call2840 = tail call i32 @llvm.smax.i32(i32 %call2839, i32 0)
  %at2841 = zext nneg i32 %call2840 to i64
  %p2842 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2841
  %v2843 = load float, ptr addrspace(1) %p2842, align 4
  %fmul2844 = fmul float %v2829, %v2843
  %add2845 = add nuw nsw i64 %call1656, 5
  %call2846 = tail call i64 @llvm.smin.i64(i64 %add2845, i64 %call1666)
  %call2850 = tail call i64 @llvm.smin.i64(i64 %call2846, i64 %sub3283)
  %call2851 = tail call i64 @llvm.smax.i64(i64 %call2850, i64 0)
  %p2852 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2851
  %v2853 = load float, ptr addrspace(1) %p2852, align 4
  %call2855 = tail call i64 @llvm.smin.i64(i64 %call2846, i64 %sub3288)
  %call2856 = tail call i64 @llvm.smax.i64(i64 %call2855, i64 0)
  %p2857 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2856
  %v2858 = load i32, ptr addrspace(1) %p2857, align 4
  %call2863 = tail call i32 @llvm.smin.i32(i32 %v2858, i32 %bound3296)
  %call2864 = tail call i32 @llvm.smax.i32(i32 %call2863, i32 0)
  %at2865 = zext nneg i32 %call2864 to i64
  %p2866 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2865
  %v2867 = load float, ptr addrspace(1) %p2866, align 4
  %fmul2868 = fmul float %v2853, %v2867
  %cmp2869 = icmp sgt i64 %sel1644, 1
  %fadd2870 = fadd reassoc contract float %fmul3728, %fmul2628
  %sel2871 = select i1 %cmp2869, float %fadd2870, float %fmul3728
  %cmp2872 = icmp sgt i64 %sel1644, 2
  %fadd2873 = fadd reassoc contract float %sel2871, %fmul2652
  %sel2874 = select i1 %cmp2872, float %fadd2873, float %sel2871
  %cmp2875 = icmp sgt i64 %sel1644, 3
  %fadd2876 = fadd reassoc contract float %sel2874, %fmul2676
  %sel2877 = select i1 %cmp2875, float %fadd2876, float %sel2874
  %cmp2878 = icmp sgt i64 %sel1644, 4
  %fadd2879 = fadd reassoc contract float %sel2877, %fmul2700
  %sel2880 = select i1 %cmp2878, float %fadd2879, float %sel2877
  %cmp2881 = icmp sgt i64 %sel1644, 5
  %fadd2882 = fadd reassoc contract float %sel2880, %fmul2724
  %sel2883 = select i1 %cmp2881, float %fadd2882, float %sel2880
  %cmp2884 = icmp sgt i64 %sel1664, 1
  %fadd2885 = fadd reassoc contract float %fmul2748, %fmul2772
  %sel2886 = select i1 %cmp2884, float %fadd2885, float %fmul2748
  %cmp2887 = icmp sgt i64 %sel1664, 2
  %fadd2888 = fadd reassoc contract float %sel2886, %fmul2796
  %sel2889 = select i1 %cmp2887, float %fadd2888, float %sel2886
  %cmp2890 = icmp sgt i64 %sel1664, 3
  %fadd2891 = fadd reassoc contract float %sel2889, %fmul2820
  %sel2892 = select i1 %cmp2890, float %fadd2891, float %sel2889
  %cmp2893 = icmp sgt i64 %sel1664, 4
  %fadd2894 = fadd reassoc contract float %sel2892, %fmul2844
  %sel2895 = select i1 %cmp2893, float %fadd2894, float %sel2892
  %cmp2896 = icmp sgt i64 %sel1664, 5
  %fadd2897 = fadd reassoc contract float %sel2895, %fmul2868
  %sel2898 = select i1 %cmp2896, float %fadd2897, float %sel2895
  br label %endif1724

then2900:                                         ; preds = %then1722
  %add2927 = add nuw nsw i64 %call1636, 1
  %call2928 = tail call i64 @llvm.smin.i64(i64 %add2927, i64 %call1646)
  %call2932 = tail call i64 @llvm.smin.i64(i64 %call2928, i64 %sub3283)
  %call2933 = tail call i64 @llvm.smax.i64(i64 %call2932, i64 0)
  %p2934 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2933
  %v2935 = load float, ptr addrspace(1) %p2934, align 4
  %call2937 = tail call i64 @llvm.smin.i64(i64 %call2928, i64 %sub3288)
  %call2938 = tail call i64 @llvm.smax.i64(i64 %call2937, i64 0)
  %p2939 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2938
  %v2940 = load i32, ptr addrspace(1) %p2939, align 4
  %call2945 = tail call i32 @llvm.smin.i32(i32 %v2940, i32 %bound3296)
  %call2946 = tail call i32 @llvm.smax.i32(i32 %call2945, i32 0)
  %at2947 = zext nneg i32 %call2946 to i64
  %p2948 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2947
  %v2949 = load float, ptr addrspace(1) %p2948, align 4
  %fmul2950 = fmul float %v2935, %v2949
  %add2951 = add nuw nsw i64 %call1636, 2
  %call2952 = tail call i64 @llvm.smin.i64(i64 %add2951, i64 %call1646)
  %call2956 = tail call i64 @llvm.smin.i64(i64 %call2952, i64 %sub3283)
  %call2957 = tail call i64 @llvm.smax.i64(i64 %call2956, i64 0)
  %p2958 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2957
  %v2959 = load float, ptr addrspace(1) %p2958, align 4
  %call2961 = tail call i64 @llvm.smin.i64(i64 %call2952, i64 %sub3288)
  %call2962 = tail call i64 @llvm.smax.i64(i64 %call2961, i64 0)
  %p2963 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2962
  %v2964 = load i32, ptr addrspace(1) %p2963, align 4
  %call2969 = tail call i32 @llvm.smin.i32(i32 %v2964, i32 %bound3296)
  %call2970 = tail call i32 @llvm.smax.i32(i32 %call2969, i32 0)
  %at2971 = zext nneg i32 %call2970 to i64
  %p2972 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2971
  %v2973 = load float, ptr addrspace(1) %p2972, align 4
  %fmul2974 = fmul float %v2959, %v2973
  %add2975 = add nuw nsw i64 %call1636, 3
  %call2976 = tail call i64 @llvm.smin.i64(i64 %add2975, i64 %call1646)
  %call2980 = tail call i64 @llvm.smin.i64(i64 %call2976, i64 %sub3283)
  %call2981 = tail call i64 @llvm.smax.i64(i64 %call2980, i64 0)
  %p2982 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2981
  %v2983 = load float, ptr addrspace(1) %p2982, align 4
  %call2985 = tail call i64 @llvm.smin.i64(i64 %call2976, i64 %sub3288)
  %call2986 = tail call i64 @llvm.smax.i64(i64 %call2985, i64 0)
  %p2987 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2986
  %v2988 = load i32, ptr addrspace(1) %p2987, align 4
  %call2993 = tail call i32 @llvm.smin.i32(i32 %v2988, i32 %bound3296)
  %call2994 = tail call i32 @llvm.smax.i32(i32 %call2993, i32 0)
  %at2995 = zext nneg i32 %call2994 to i64
  %p2996 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2995
  %v2997 = load float, ptr addrspace(1) %p2996, align 4
  %fmul2998 = fmul float %v2983, %v2997
  %add2999 = add nuw nsw i64 %call1636, 4
  %call3000 = tail call i64 @llvm.smin.i64(i64 %add2999, i64 %call1646)
  %call3004 = tail call i64 @llvm.smin.i64(i64 %call3000, i64 %sub3283)
  %call3005 = tail call i64 @llvm.smax.i64(i64 %call3004, i64 0)
  %p3006 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3005
  %v3007 = load float, ptr addrspace(1) %p3006, align 4
  %call3009 = tail call i64 @llvm.smin.i64(i64 %call3000, i64 %sub3288)
  %call3010 = tail call i64 @llvm.smax.i64(i64 %call3009, i64 0)
  %p3011 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3010
  %v3012 = load i32, ptr addrspace(1) %p3011, align 4
  %call3017 = tail call i32 @llvm.smin.i32(i32 %v3012, i32 %bound3296)
  %call3018 = tail call i32 @llvm.smax.i32(i32 %call3017, i32 0)
  %at3019 = zext nneg i32 %call3018 to i64
  %p3020 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3019
  %v3021 = load float, ptr addrspace(1) %p3020, align 4
  %fmul3022 = fmul float %v3007, %v3021
  %add3023 = add nuw nsw i64 %call1636, 5
  %call3024 = tail call i64 @llvm.smin.i64(i64 %add3023, i64 %call1646)
  %call3028 = tail call i64 @llvm.smin.i64(i64 %call3024, i64 %sub3283)
  %call3029 = tail call i64 @llvm.smax.i64(i64 %call3028, i64 0)
  %p3030 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3029
  %v3031 = load float, ptr addrspace(1) %p3030, align 4
  %call3033 = tail call i64 @llvm.smin.i64(i64 %call3024, i64 %sub3288)
  %call3034 = tail call i64 @llvm.smax.i64(i64 %call3033, i64 0)
  %p3035 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3034
  %v3036 = load i32, ptr addrspace(1) %p3035, align 4
  %call3041 = tail call i32 @llvm.smin.i32(i32 %v3036, i32 %bound3296)
  %call3042 = tail call i32 @llvm.smax.i32(i32 %call3041, i32 0)
  %at3043 = zext nneg i32 %call3042 to i64
  %p3044 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3043
  %v3045 = load float, ptr addrspace(1) %p3044, align 4
  %fmul3046 = fmul float %v3031, %v3045
  %add3047 = add nuw nsw i64 %call1636, 6
  %call3048 = tail call i64 @llvm.smin.i64(i64 %add3047, i64 %call1646)
  %call3052 = tail call i64 @llvm.smin.i64(i64 %call3048, i64 %sub3283)
  %call3053 = tail call i64 @llvm.smax.i64(i64 %call3052, i64 0)
  %p3054 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3053
  %v3055 = load float, ptr addrspace(1) %p3054, align 4
  %call3057 = tail call i64 @llvm.smin.i64(i64 %call3048, i64 %sub3288)
  %call3058 = tail call i64 @llvm.smax.i64(i64 %call3057, i64 0)
  %p3059 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3058
  %v3060 = load i32, ptr addrspace(1) %p3059, align 4
  %call3065 = tail call i32 @llvm.smin.i32(i32 %v3060, i32 %bound3296)
  %call3066 = tail call i32 @llvm.smax.i32(i32 %call3065, i32 0)
  %at3067 = zext nneg i32 %call3066 to i64
  %p3068 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3067
  %v3069 = load float, ptr addrspace(1) %p3068, align 4
  %fmul3070 = fmul float %v3055, %v3069
  %call3072 = tail call i64 @llvm.smin.i64(i64 %call1656, i64 %call1666)
  %call3076 = tail call i64 @llvm.smin.i64(i64 %call3072, i64 %sub3283)
  %call3077 = tail call i64 @llvm.smax.i64(i64 %call3076, i64 0)
  %p3078 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3077
  %v3079 = load float, ptr addrspace(1) %p3078, align 4
  %call3081 = tail call i64 @llvm.smin.i64(i64 %call3072, i64 %sub3288)
  %call3082 = tail call i64 @llvm.smax.i64(i64 %call3081, i64 0)
  %p3083 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3082
  %v3084 = load i32, ptr addrspace(1) %p3083, align 4
  %call3089 = tail call i32 @llvm.smin.i32(i32 %v3084, i32 %bound3296)
  %call3090 = tail call i32 @llvm.smax.i32(i32 %call3089, i32 0)
  %at3091 = zext nneg i32 %call3090 to i64
  %p3092 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3091
  %v3093 = load float, ptr addrspace(1) %p3092, align 4
  %fmul3094 = fmul float %v3079, %v3093
  %add3095 = add nuw nsw i64 %call1656, 1
  %call3096 = tail call i64 @llvm.smin.i64(i64 %add3095, i64 %call1666)
  %call3100 = tail call i64 @llvm.smin.i64(i64 %call3096, i64 %sub3283)
  %call3101 = tail call i64 @llvm.smax.i64(i64 %call3100, i64 0)
  %p3102 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3101
  %v3103 = load float, ptr addrspace(1) %p3102, align 4
  %call3105 = tail call i64 @llvm.smin.i64(i64 %call3096, i64 %sub3288)
  %call3106 = tail call i64 @llvm.smax.i64(i64 %call3105, i64 0)
  %p3107 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3106
  %v3108 = load i32, ptr addrspace(1) %p3107, align 4
  %call3113 = tail call i32 @llvm.smin.i32(i32 %v3108, i32 %bound3296)
  %call3114 = tail call i32 @llvm.smax.i32(i32 %call3113, i32 0)
  %at3115 = zext nneg i32 %call3114 to i64
  %p3116 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3115
  %v3117 = load float, ptr addrspace(1) %p3116, align 4
  %fmul3118 = fmul float %v3103, %v3117
  %add3119 = add nuw nsw i64 %call1656, 2
  %call3120 = tail call i64 @llvm.smin.i64(i64 %add3119, i64 %call1666)
  %call3124 = tail call i64 @llvm.smin.i64(i64 %call3120, i64 %sub3283)
  %call3125 = tail call i64 @llvm.smax.i64(i64 %call3124, i64 0)
  %p3126 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3125
  %v3127 = load float, ptr addrspace(1) %p3126, align 4
  %call3129 = tail call i64 @llvm.smin.i64(i64 %call3120, i64 %sub3288)
  %call3130 = tail call i64 @llvm.smax.i64(i64 %call3129, i64 0)
  %p3131 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3130
  %v3132 = load i32, ptr addrspace(1) %p3131, align 4
  %call3137 = tail call i32 @llvm.smin.i32(i32 %v3132, i32 %bound3296)
  %call3138 = tail call i32 @llvm.smax.i32(i32 %call3137, i32 0)
  %at3139 = zext nneg i32 %call3138 to i64
  %p3140 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3139
  %v3141 = load float, ptr addrspace(1) %p3140, align 4
  %fmul3142 = fmul float %v3127, %v3141
  %add3143 = add nuw nsw i64 %call1656, 3
  %call3144 = tail call i64 @llvm.smin.i64(i64 %add3143, i64 %call1666)
  %call3148 = tail call i64 @llvm.smin.i64(i64 %call3144, i64 %sub3283)
  %call3149 = tail call i64 @llvm.smax.i64(i64 %call3148, i64 0)
  %p3150 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3149
  %v3151 = load float, ptr addrspace(1) %p3150, align 4
  %call3153 = tail call i64 @llvm.smin.i64(i64 %call3144, i64 %sub3288)
  %call3154 = tail call i64 @llvm.smax.i64(i64 %call3153, i64 0)
  %p3155 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3154
  %v3156 = load i32, ptr addrspace(1) %p3155, align 4
  %call3161 = tail call i32 @llvm.smin.i32(i32 %v3156, i32 %bound3296)
  %call3162 = tail call i32 @llvm.smax.i32(i32 %call3161, i32 0)
  %at3163 = zext nneg i32 %call3162 to i64
  %p3164 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3163
  %v3165 = load float, ptr addrspace(1) %p3164, align 4
  %fmul3166 = fmul float %v3151, %v3165
  %add3167 = add nuw nsw i64 %call1656, 4
  %call3168 = tail call i64 @llvm.smin.i64(i64 %add3167, i64 %call1666)
  %call3172 = tail call i64 @llvm.smin.i64(i64 %call3168, i64 %sub3283)
  %call3173 = tail call i64 @llvm.smax.i64(i64 %call3172, i64 0)
  %p3174 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3173
  %v3175 = load float, ptr addrspace(1) %p3174, align 4
  %call3177 = tail call i64 @llvm.smin.i64(i64 %call3168, i64 %sub3288)
  %call3178 = tail call i64 @llvm.smax.i64(i64 %call3177, i64 0)
  %p3179 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3178
  %v3180 = load i32, ptr addrspace(1) %p3179, align 4
  %call3185 = tail call i32 @llvm.smin.i32(i32 %v3180, i32 %bound3296)
  %call3186 = tail call i32 @llvm.smax.i32(i32 %call3185, i32 0)
  %at3187 = zext nneg i32 %call3186 to i64
  %p3188 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3187
  %v3189 = load float, ptr addrspace(1) %p3188, align 4
  %fmul3190 = fmul float %v3175, %v3189
  %add3191 = add nuw nsw i64 %call1656, 5
  %call3192 = tail call i64 @llvm.smin.i64(i64 %add3191, i64 %call1666)
  %call3196 = tail call i64 @llvm.smin.i64(i64 %call3192, i64 %sub3283)
  %call3197 = tail call i64 @llvm.smax.i64(i64 %call3196, i64 0)
  %p3198 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3197
  %v3199 = load float, ptr addrspace(1) %p3198, align 4
  %call3201 = tail call i64 @llvm.smin.i64(i64 %call3192, i64 %sub3288)
  %call3202 = tail call i64 @llvm.smax.i64(i64 %call3201, i64 0)
  %p3203 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3202
  %v3204 = load i32, ptr addrspace(1) %p3203, align 4
  %call3209 = tail call i32 @llvm.smin.i32(i32 %v3204, i32 %bound3296)
  %call3210 = tail call i32 @llvm.smax.i32(i32 %call3209, i32 0)
  %at3211 = zext nneg i32 %call3210 to i64
  %p3212 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3211
  %v3213 = load float, ptr addrspace(1) %p3212, align 4
  %fmul3214 = fmul float %v3199, %v3213
  %add3215 = add nuw nsw i64 %call1656, 6
  %call3216 = tail call i64 @llvm.smin.i64(i64 %add3215, i64 %call1666)
  %call3220 = tail call i64 @llvm.smin.i64(i64 %call3216, i64 %sub3283)
  %call3221 = tail call i64 @llvm.smax.i64(i64 %call3220, i64 0)
  %p3222 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3221
  %v3223 = load float, ptr addrspace(1) %p3222, align 4
  %call3225 = tail call i64 @llvm.smin.i64(i64 %call3216, i64 %sub3288)
  %call3226 = tail call i64 @llvm.smax.i64(i64 %call3225, i64 0)
  %p3227 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3226
  %v3228 = load i32, ptr addrspace(1) %p3227, align 4
  %call3233 = tail call i32 @llvm.smin.i32(i32 %v3228, i32 %bound3296)
  %call3234 = tail call i32 @llvm.smax.i32(i32 %call3233, i32 0)
  %at3235 = zext nneg i32 %call3234 to i64
  %p3236 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3235
  %v3237 = load float, ptr addrspace(1) %p3236, align 4
  %fmul3238 = fmul float %v3223, %v3237
  %cmp3239 = icmp sgt i64 %sel1644, 1
  %fadd3240 = fadd reassoc contract float %fmul3728, %fmul2950
  %sel3241 = select i1 %cmp3239, float %fadd3240, float %fmul3728
  %cmp3242 = icmp sgt i64 %sel1644, 2
  %fadd3243 = fadd reassoc contract float %sel3241, %fmul2974
  %sel3244 = select i1 %cmp3242, float %fadd3243, float %sel3241
  %cmp3245 = icmp sgt i64 %sel1644, 3
  %fadd3246 = fadd reassoc contract float %sel3244, %fmul2998
  %sel3247 = select i1 %cmp3245, float %fadd3246, float %sel3244
  %cmp3248 = icmp sgt i64 %sel1644, 4
  %fadd3249 = fadd reassoc contract float %sel3247, %fmul3022
  %sel3250 = select i1 %cmp3248, float %fadd3249, float %sel3247
  %cmp3251 = icmp sgt i64 %sel1644, 5
  %fadd3252 = fadd reassoc contract float %sel3250, %fmul3046
  %sel3253 = select i1 %cmp3251, float %fadd3252, float %sel3250
  %cmp3254 = icmp sgt i64 %sel1644, 6
  %fadd3255 = fadd reassoc contract float %sel3253, %fmul3070
  %sel3256 = select i1 %cmp3254, float %fadd3255, float %sel3253
  %cmp3257 = icmp sgt i64 %sel1664, 1
  %fadd3258 = fadd reassoc contract float %fmul3094, %fmul3118
  %sel3259 = select i1 %cmp3257, float %fadd3258, float %fmul3094
  %cmp3260 = icmp sgt i64 %sel1664, 2
  %fadd3261 = fadd reassoc contract float %sel3259, %fmul3142
  %sel3262 = select i1 %cmp3260, float %fadd3261, float %sel3259
  %cmp3263 = icmp sgt i64 %sel1664, 3
  %fadd3264 = fadd reassoc contract float %sel3262, %fmul3166
  %sel3265 = select i1 %cmp3263, float %fadd3264, float %sel3262
  %cmp3266 = icmp sgt i64 %sel1664, 4
  %fadd3267 = fadd reassoc contract float %sel3265, %fmul3190
  %sel3268 = select i1 %cmp3266, float %fadd3267, float %sel3265
  %cmp3269 = icmp sgt i64 %sel1664, 5
  %fadd3270 = fadd reassoc contract float %sel3268, %fmul3214
  %sel3271 = select i1 %cmp3269, float %fadd3270, float %sel3268
  %cmp3272 = icmp sgt i64 %sel1664, 6
  %fadd3273 = fadd reassoc contract float %sel3271, %fmul3238
  %sel3274 = select i1 %cmp3272, float %fadd3273, float %sel3271
  br label %endif1724

then3276:                                         ; preds = %then1722
  %add3303 = add nuw nsw i64 %call1636, 1
  %call3304 = tail call i64 @llvm.smin.i64(i64 %add3303, i64 %call1646)
  %call3308 = tail call i64 @llvm.smin.i64(i64 %call3304, i64 %sub3283)
  %call3309 = tail call i64 @llvm.smax.i64(i64 %call3308, i64 0)
  %p3310 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3309
  %v3311 = load float, ptr addrspace(1) %p3310, align 4
  %call3313 = tail call i64 @llvm.smin.i64(i64 %call3304, i64 %sub3288)
  %call3314 = tail call i64 @llvm.smax.i64(i64 %call3313, i64 0)
  %p3315 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3314
  %v3316 = load i32, ptr addrspace(1) %p3315, align 4
  %call3321 = tail call i32 @llvm.smin.i32(i32 %v3316, i32 %bound3296)
  %call3322 = tail call i32 @llvm.smax.i32(i32 %call3321, i32 0)
  %at3323 = zext nneg i32 %call3322 to i64
  %p3324 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3323
  %v3325 = load float, ptr addrspace(1) %p3324, align 4
  %fmul3326 = fmul float %v3311, %v3325
  %add3327 = add nuw nsw i64 %call1636, 2
  %call3328 = tail call i64 @llvm.smin.i64(i64 %add3327, i64 %call1646)
  %call3332 = tail call i64 @llvm.smin.i64(i64 %call3328, i64 %sub3283)
  %call3333 = tail call i64 @llvm.smax.i64(i64 %call3332, i64 0)
  %p3334 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3333
  %v3335 = load float, ptr addrspace(1) %p3334, align 4
  %call3337 = tail call i64 @llvm.smin.i64(i64 %call3328, i64 %sub3288)
  %call3338 = tail call i64 @llvm.smax.i64(i64 %call3337, i64 0)
  %p3339 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3338
  %v3340 = load i32, ptr addrspace(1) %p3339, align 4
  %call3345 = tail call i32 @llvm.smin.i32(i32 %v3340, i32 %bound3296)
  %call3346 = tail call i32 @llvm.smax.i32(i32 %call3345, i32 0)
  %at3347 = zext nneg i32 %call3346 to i64
  %p3348 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3347
  %v3349 = load float, ptr addrspace(1) %p3348, align 4
  %fmul3350 = fmul float %v3335, %v3349
  %add3351 = add nuw nsw i64 %call1636, 3
  %call3352 = tail call i64 @llvm.smin.i64(i64 %add3351, i64 %call1646)
  %call3356 = tail call i64 @llvm.smin.i64(i64 %call3352, i64 %sub3283)
  %call3357 = tail call i64 @llvm.smax.i64(i64 %call3356, i64 0)
  %p3358 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3357
  %v3359 = load float, ptr addrspace(1) %p3358, align 4
  %call3361 = tail call i64 @llvm.smin.i64(i64 %call3352, i64 %sub3288)
  %call3362 = tail call i64 @llvm.smax.i64(i64 %call3361, i64 0)
  %p3363 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3362
  %v3364 = load i32, ptr addrspace(1) %p3363, align 4
  %call3369 = tail call i32 @llvm.smin.i32(i32 %v3364, i32 %bound3296)
  %call3370 = tail call i32 @llvm.smax.i32(i32 %call3369, i32 0)
  %at3371 = zext nneg i32 %call3370 to i64
  %p3372 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3371
  %v3373 = load float, ptr addrspace(1) %p3372, align 4
  %fmul3374 = fmul float %v3359, %v3373
  %add3375 = add nuw nsw i64 %call1636, 4
  %call3376 = tail call i64 @llvm.smin.i64(i64 %add3375, i64 %call1646)
  %call3380 = tail call i64 @llvm.smin.i64(i64 %call3376, i64 %sub3283)
  %call3381 = tail call i64 @llvm.smax.i64(i64 %call3380, i64 0)
  %p3382 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3381
  %v3383 = load float, ptr addrspace(1) %p3382, align 4
  %call3385 = tail call i64 @llvm.smin.i64(i64 %call3376, i64 %sub3288)
  %call3386 = tail call i64 @llvm.smax.i64(i64 %call3385, i64 0)
  %p3387 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3386
  %v3388 = load i32, ptr addrspace(1) %p3387, align 4
  %call3393 = tail call i32 @llvm.smin.i32(i32 %v3388, i32 %bound3296)
  %call3394 = tail call i32 @llvm.smax.i32(i32 %call3393, i32 0)
  %at3395 = zext nneg i32 %call3394 to i64
  %p3396 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3395
  %v3397 = load float, ptr addrspace(1) %p3396, align 4
  %fmul3398 = fmul float %v3383, %v3397
  %add3399 = add nuw nsw i64 %call1636, 5
  %call3400 = tail call i64 @llvm.smin.i64(i64 %add3399, i64 %call1646)
  %call3404 = tail call i64 @llvm.smin.i64(i64 %call3400, i64 %sub3283)
  %call3405 = tail call i64 @llvm.smax.i64(i64 %call3404, i64 0)
  %p3406 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3405
  %v3407 = load float, ptr addrspace(1) %p3406, align 4
  %call3409 = tail call i64 @llvm.smin.i64(i64 %call3400, i64 %sub3288)
  %call3410 = tail call i64 @llvm.smax.i64(i64 %call3409, i64 0)
  %p3411 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3410
  %v3412 = load i32, ptr addrspace(1) %p3411, align 4
  %call3417 = tail call i32 @llvm.smin.i32(i32 %v3412, i32 %bound3296)
  %call3418 = tail call i32 @llvm.smax.i32(i32 %call3417, i32 0)
  %at3419 = zext nneg i32 %call3418 to i64
  %p3420 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3419
  %v3421 = load float, ptr addrspace(1) %p3420, align 4
  %fmul3422 = fmul float %v3407, %v3421
  %add3423 = add nuw nsw i64 %call1636, 6
  %call3424 = tail call i64 @llvm.smin.i64(i64 %add3423, i64 %call1646)
  %call3428 = tail call i64 @llvm.smin.i64(i64 %call3424, i64 %sub3283)
  %call3429 = tail call i64 @llvm.smax.i64(i64 %call3428, i64 0)
  %p3430 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3429
  %v3431 = load float, ptr addrspace(1) %p3430, align 4
  %call3433 = tail call i64 @llvm.smin.i64(i64 %call3424, i64 %sub3288)
  %call3434 = tail call i64 @llvm.smax.i64(i64 %call3433, i64 0)
  %p3435 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3434
  %v3436 = load i32, ptr addrspace(1) %p3435, align 4
  %call3441 = tail call i32 @llvm.smin.i32(i32 %v3436, i32 %bound3296)
  %call3442 = tail call i32 @llvm.smax.i32(i32 %call3441, i32 0)
  %at3443 = zext nneg i32 %call3442 to i64
  %p3444 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3443
  %v3445 = load float, ptr addrspace(1) %p3444, align 4
  %fmul3446 = fmul float %v3431, %v3445
  %add3447 = add nuw nsw i64 %call1636, 7
  %call3448 = tail call i64 @llvm.smin.i64(i64 %add3447, i64 %call1646)
  %call3452 = tail call i64 @llvm.smin.i64(i64 %call3448, i64 %sub3283)
  %call3453 = tail call i64 @llvm.smax.i64(i64 %call3452, i64 0)
  %p3454 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3453
  %v3455 = load float, ptr addrspace(1) %p3454, align 4
  %call3457 = tail call i64 @llvm.smin.i64(i64 %call3448, i64 %sub3288)
  %call3458 = tail call i64 @llvm.smax.i64(i64 %call3457, i64 0)
  %p3459 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3458
  %v3460 = load i32, ptr addrspace(1) %p3459, align 4
  %call3465 = tail call i32 @llvm.smin.i32(i32 %v3460, i32 %bound3296)
  %call3466 = tail call i32 @llvm.smax.i32(i32 %call3465, i32 0)
  %at3467 = zext nneg i32 %call3466 to i64
  %p3468 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3467
  %v3469 = load float, ptr addrspace(1) %p3468, align 4
  %fmul3470 = fmul float %v3455, %v3469
  %call3472 = tail call i64 @llvm.smin.i64(i64 %call1656, i64 %call1666)
  %call3476 = tail call i64 @llvm.smin.i64(i64 %call3472, i64 %sub3283)
  %call3477 = tail call i64 @llvm.smax.i64(i64 %call3476, i64 0)
  %p3478 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3477
  %v3479 = load float, ptr addrspace(1) %p3478, align 4
  %call3481 = tail call i64 @llvm.smin.i64(i64 %call3472, i64 %sub3288)
  %call3482 = tail call i64 @llvm.smax.i64(i64 %call3481, i64 0)
  %p3483 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3482
  %v3484 = load i32, ptr addrspace(1) %p3483, align 4
  %call3489 = tail call i32 @llvm.smin.i32(i32 %v3484, i32 %bound3296)
  %call3490 = tail call i32 @llvm.smax.i32(i32 %call3489, i32 0)
  %at3491 = zext nneg i32 %call3490 to i64
  %p3492 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3491
  %v3493 = load float, ptr addrspace(1) %p3492, align 4
  %fmul3494 = fmul float %v3479, %v3493
  %add3495 = add nuw nsw i64 %call1656, 1
  %call3496 = tail call i64 @llvm.smin.i64(i64 %add3495, i64 %call1666)
  %call3500 = tail call i64 @llvm.smin.i64(i64 %call3496, i64 %sub3283)
  %call3501 = tail call i64 @llvm.smax.i64(i64 %call3500, i64 0)
  %p3502 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3501
  %v3503 = load float, ptr addrspace(1) %p3502, align 4
  %call3505 = tail call i64 @llvm.smin.i64(i64 %call3496, i64 %sub3288)
  %call3506 = tail call i64 @llvm.smax.i64(i64 %call3505, i64 0)
  %p3507 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3506
  %v3508 = load i32, ptr addrspace(1) %p3507, align 4
  %call3513 = tail call i32 @llvm.smin.i32(i32 %v3508, i32 %bound3296)
  %call3514 = tail call i32 @llvm.smax.i32(i32 %call3513, i32 0)
  %at3515 = zext nneg i32 %call3514 to i64
  %p3516 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3515
  %v3517 = load float, ptr addrspace(1) %p3516, align 4
  %fmul3518 = fmul float %v3503, %v3517
  %add3519 = add nuw nsw i64 %call1656, 2
  %call3520 = tail call i64 @llvm.smin.i64(i64 %add3519, i64 %call1666)
  %call3524 = tail call i64 @llvm.smin.i64(i64 %call3520, i64 %sub3283)
  %call3525 = tail call i64 @llvm.smax.i64(i64 %call3524, i64 0)
  %p3526 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3525
  %v3527 = load float, ptr addrspace(1) %p3526, align 4
  %call3529 = tail call i64 @llvm.smin.i64(i64 %call3520, i64 %sub3288)
  %call3530 = tail call i64 @llvm.smax.i64(i64 %call3529, i64 0)
  %p3531 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3530
  %v3532 = load i32, ptr addrspace(1) %p3531, align 4
  %call3537 = tail call i32 @llvm.smin.i32(i32 %v3532, i32 %bound3296)
  %call3538 = tail call i32 @llvm.smax.i32(i32 %call3537, i32 0)
  %at3539 = zext nneg i32 %call3538 to i64
  %p3540 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3539
  %v3541 = load float, ptr addrspace(1) %p3540, align 4
  %fmul3542 = fmul float %v3527, %v3541
  %add3543 = add nuw nsw i64 %call1656, 3
  %call3544 = tail call i64 @llvm.smin.i64(i64 %add3543, i64 %call1666)
  %call3548 = tail call i64 @llvm.smin.i64(i64 %call3544, i64 %sub3283)
  %call3549 = tail call i64 @llvm.smax.i64(i64 %call3548, i64 0)
  %p3550 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3549
  %v3551 = load float, ptr addrspace(1) %p3550, align 4
  %call3553 = tail call i64 @llvm.smin.i64(i64 %call3544, i64 %sub3288)
  %call3554 = tail call i64 @llvm.smax.i64(i64 %call3553, i64 0)
  %p3555 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3554
  %v3556 = load i32, ptr addrspace(1) %p3555, align 4
  %call3561 = tail call i32 @llvm.smin.i32(i32 %v3556, i32 %bound3296)
  %call3562 = tail call i32 @llvm.smax.i32(i32 %call3561, i32 0)
  %at3563 = zext nneg i32 %call3562 to i64
  %p3564 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3563
  %v3565 = load float, ptr addrspace(1) %p3564, align 4
  %fmul3566 = fmul float %v3551, %v3565
  %add3567 = add nuw nsw i64 %call1656, 4
  %call3568 = tail call i64 @llvm.smin.i64(i64 %add3567, i64 %call1666)
  %call3572 = tail call i64 @llvm.smin.i64(i64 %call3568, i64 %sub3283)
  %call3573 = tail call i64 @llvm.smax.i64(i64 %call3572, i64 0)
  %p3574 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3573
  %v3575 = load float, ptr addrspace(1) %p3574, align 4
  %call3577 = tail call i64 @llvm.smin.i64(i64 %call3568, i64 %sub3288)
  %call3578 = tail call i64 @llvm.smax.i64(i64 %call3577, i64 0)
  %p3579 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3578
  %v3580 = load i32, ptr addrspace(1) %p3579, align 4
  %call3585 = tail call i32 @llvm.smin.i32(i32 %v3580, i32 %bound3296)
  %call3586 = tail call i32 @llvm.smax.i32(i32 %call3585, i32 0)
  %at3587 = zext nneg i32 %call3586 to i64
  %p3588 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3587
  %v3589 = load float, ptr addrspace(1) %p3588, align 4
  %fmul3590 = fmul float %v3575, %v3589
  %add3591 = add nuw nsw i64 %call1656, 5
  %call3592 = tail call i64 @llvm.smin.i64(i64 %add3591, i64 %call1666)
  %call3596 = tail call i64 @llvm.smin.i64(i64 %call3592, i64 %sub3283)
  %call3597 = tail call i64 @llvm.smax.i64(i64 %call3596, i64 0)
  %p3598 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3597
  %v3599 = load float, ptr addrspace(1) %p3598, align 4
  %call3601 = tail call i64 @llvm.smin.i64(i64 %call3592, i64 %sub3288)
  %call3602 = tail call i64 @llvm.smax.i64(i64 %call3601, i64 0)
  %p3603 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3602
  %v3604 = load i32, ptr addrspace(1) %p3603, align 4
  %call3609 = tail call i32 @llvm.smin.i32(i32 %v3604, i32 %bound3296)
  %call3610 = tail call i32 @llvm.smax.i32(i32 %call3609, i32 0)
  %at3611 = zext nneg i32 %call3610 to i64
  %p3612 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3611
  %v3613 = load float, ptr addrspace(1) %p3612, align 4
  %fmul3614 = fmul float %v3599, %v3613
  %add3615 = add nuw nsw i64 %call1656, 6
  %call3616 = tail call i64 @llvm.smin.i64(i64 %add3615, i64 %call1666)
  %call3620 = tail call i64 @llvm.smin.i64(i64 %call3616, i64 %sub3283)
  %call3621 = tail call i64 @llvm.smax.i64(i64 %call3620, i64 0)
  %p3622 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3621
  %v3623 = load float, ptr addrspace(1) %p3622, align 4
  %call3625 = tail call i64 @llvm.smin.i64(i64 %call3616, i64 %sub3288)
  %call3626 = tail call i64 @llvm.smax.i64(i64 %call3625, i64 0)
  %p3627 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3626
  %v3628 = load i32, ptr addrspace(1) %p3627, align 4
  %call3633 = tail call i32 @llvm.smin.i32(i32 %v3628, i32 %bound3296)
  %call3634 = tail call i32 @llvm.smax.i32(i32 %call3633, i32 0)
  %at3635 = zext nneg i32 %call3634 to i64
  %p3636 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3635
  %v3637 = load float, ptr addrspace(1) %p3636, align 4
  %fmul3638 = fmul float %v3623, %v3637
  %add3639 = add nuw nsw i64 %call1656, 7
  %call3640 = tail call i64 @llvm.smin.i64(i64 %add3639, i64 %call1666)
  %call3644 = tail call i64 @llvm.smin.i64(i64 %call3640, i64 %sub3283)
  %call3645 = tail call i64 @llvm.smax.i64(i64 %call3644, i64 0)
  %p3646 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3645
  %v3647 = load float, ptr addrspace(1) %p3646, align 4
  %call3649 = tail call i64 @llvm.smin.i64(i64 %call3640, i64 %sub3288)
  %call3650 = tail call i64 @llvm.smax.i64(i64 %call3649, i64 0)
  %p3651 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3650
  %v3652 = load i32, ptr addrspace(1) %p3651, align 4
  %call3657 = tail call i32 @llvm.smin.i32(i32 %v3652, i32 %bound3296)
  %call3658 = tail call i32 @llvm.smax.i32(i32 %call3657, i32 0)
  %at3659 = zext nneg i32 %call3658 to i64
  %p3660 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3659
  %v3661 = load float, ptr addrspace(1) %p3660, align 4
  %fmul3662 = fmul float %v3647, %v3661
  %cmp3663 = icmp sgt i64 %sel1644, 1
  %fadd3664 = fadd reassoc contract float %fmul3728, %fmul3326
  %sel3665 = select i1 %cmp3663, float %fadd3664, float %fmul3728
  %cmp3666 = icmp sgt i64 %sel1644, 2
  %fadd3667 = fadd reassoc contract float %sel3665, %fmul3350
  %sel3668 = select i1 %cmp3666, float %fadd3667, float %sel3665
  %cmp3669 = icmp sgt i64 %sel1644, 3
  %fadd3670 = fadd reassoc contract float %sel3668, %fmul3374
  %sel3671 = select i1 %cmp3669, float %fadd3670, float %sel3668
  %cmp3672 = icmp sgt i64 %sel1644, 4
  %fadd3673 = fadd reassoc contract float %sel3671, %fmul3398
  %sel3674 = select i1 %cmp3672, float %fadd3673, float %sel3671
  %cmp3675 = icmp sgt i64 %sel1644, 5
  %fadd3676 = fadd reassoc contract float %sel3674, %fmul3422
  %sel3677 = select i1 %cmp3675, float %fadd3676, float %sel3674
  %cmp3678 = icmp sgt i64 %sel1644, 6
  %fadd3679 = fadd reassoc contract float %sel3677, %fmul3446
  %sel3680 = select i1 %cmp3678, float %fadd3679, float %sel3677
  %cmp3681 = icmp sgt i64 %sel1644, 7
  %fadd3682 = fadd reassoc contract float %sel3680, %fmul3470
  %sel3683 = select i1 %cmp3681, float %fadd3682, float %sel3680
  %cmp3684 = icmp sgt i64 %sel1664, 1
  %fadd3685 = fadd reassoc contract float %fmul3494, %fmul3518
  %sel3686 = select i1 %cmp3684, float %fadd3685, float %fmul3494
  %cmp3687 = icmp sgt i64 %sel1664, 2
  %fadd3688 = fadd reassoc contract float %sel3686, %fmul3542
  %sel3689 = select i1 %cmp3687, float %fadd3688, float %sel3686
  %cmp3690 = icmp sgt i64 %sel1664, 3
  %fadd3691 = fadd reassoc contract float %sel3689, %fmul3566
  %sel3692 = select i1 %cmp3690, float %fadd3691, float %sel3689
  %cmp3693 = icmp sgt i64 %sel1664, 4
  %fadd3694 = fadd reassoc contract float %sel3692, %fmul3590
  %sel3695 = select i1 %cmp3693, float %fadd3694, float %sel3692
  %cmp3696 = icmp sgt i64 %sel1664, 5
  %fadd3697 = fadd reassoc contract float %sel3695, %fmul3614
  %sel3698 = select i1 %cmp3696, float %fadd3697, float %sel3695
  %cmp3699 = icmp sgt i64 %sel1664, 6
  %fadd3700 = fadd reassoc contract float %sel3698, %fmul3638
  %sel3701 = select i1 %cmp3699, float %fadd3700, float %sel3698
  %cmp3702 = icmp sgt i64 %sel1664, 7
  %fadd3703 = fadd reassoc contract float %sel3701, %fmul3662
  %sel3704 = select i1 %cmp3702, float %fadd3703, float %sel3701
  br label %endif1724

else3277:                                         ; preds = %then1722
  %call3730 = tail call i64 @llvm.smin.i64(i64 %call1656, i64 %call1666)
  %call3734 = tail call i64 @llvm.smin.i64(i64 %call3730, i64 %sub3283)
  %call3735 = tail call i64 @llvm.smax.i64(i64 %call3734, i64 0)
  %p3736 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3735
  %v3737 = load float, ptr addrspace(1) %p3736, align 4
  %call3739 = tail call i64 @llvm.smin.i64(i64 %call3730, i64 %sub3288)
  %call3740 = tail call i64 @llvm.smax.i64(i64 %call3739, i64 0)
  %p3741 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3740
  %v3742 = load i32, ptr addrspace(1) %p3741, align 4
  %call3747 = tail call i32 @llvm.smin.i32(i32 %v3742, i32 %bound3296)
  %call3748 = tail call i32 @llvm.smax.i32(i32 %call3747, i32 0)
  %at3749 = zext nneg i32 %call3748 to i64
  %p3750 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3749
  %v3751 = load float, ptr addrspace(1) %p3750, align 4
  %fmul3752 = fmul float %v3737, %v3751
  %cmp3755 = icmp sgt i32 %call1720, 1
  br i1 %cmp3755, label %fold.body3753, label %endif1724

fold.body3753:                                    ; preds = %else3277, %fold.body3753
  %i3756 = phi i64 [ %add3813, %fold.body3753 ], [ 1, %else3277 ]
  %phi3757 = phi float [ %sel3809, %fold.body3753 ], [ %fmul3728, %else3277 ]
  %phi3758 = phi float [ %sel3812, %fold.body3753 ], [ %fmul3752, %else3277 ]
  %add3759 = add nuw nsw i64 %i3756, %call1636
  %call3760 = tail call i64 @llvm.smin.i64(i64 %add3759, i64 %call1646)
  %call3764 = tail call i64 @llvm.smin.i64(i64 %call3760, i64 %sub3283)
  %call3765 = tail call i64 @llvm.smax.i64(i64 %call3764, i64 0)
  %p3766 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3765
  %v3767 = load float, ptr addrspace(1) %p3766, align 4
  %call3769 = tail call i64 @llvm.smin.i64(i64 %call3760, i64 %sub3288)
  %call3770 = tail call i64 @llvm.smax.i64(i64 %call3769, i64 0)
  %p3771 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3770
  %v3772 = load i32, ptr addrspace(1) %p3771, align 4
  %call3777 = tail call i32 @llvm.smin.i32(i32 %v3772, i32 %bound3296)
  %call3778 = tail call i32 @llvm.smax.i32(i32 %call3777, i32 0)
  %at3779 = zext nneg i32 %call3778 to i64
  %p3780 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3779
  %v3781 = load float, ptr addrspace(1) %p3780, align 4
  %fmul3782 = fmul float %v3767, %v3781
  %add3783 = add nuw nsw i64 %i3756, %call1656
  %call3784 = tail call i64 @llvm.smin.i64(i64 %add3783, i64 %call1666)
  %call3788 = tail call i64 @llvm.smin.i64(i64 %call3784, i64 %sub3283)
  %call3789 = tail call i64 @llvm.smax.i64(i64 %call3788, i64 0)
  %p3790 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3789
  %v3791 = load float, ptr addrspace(1) %p3790, align 4
  %call3793 = tail call i64 @llvm.smin.i64(i64 %call3784, i64 %sub3288)
  %call3794 = tail call i64 @llvm.smax.i64(i64 %call3793, i64 0)
  %p3795 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3794
  %v3796 = load i32, ptr addrspace(1) %p3795, align 4
  %call3801 = tail call i32 @llvm.smin.i32(i32 %v3796, i32 %bound3296)
  %call3802 = tail call i32 @llvm.smax.i32(i32 %call3801, i32 0)
  %at3803 = zext nneg i32 %call3802 to i64
  %p3804 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3803
  %v3805 = load float, ptr addrspace(1) %p3804, align 4
  %fmul3806 = fmul float %v3791, %v3805
  %cmp3807 = icmp slt i64 %i3756, %sel1644
  %fadd3808 = fadd reassoc contract float %phi3757, %fmul3782
  %sel3809 = select i1 %cmp3807, float %fadd3808, float %phi3757
  %cmp3810 = icmp slt i64 %i3756, %sel1664
  %fadd3811 = fadd reassoc contract float %phi3758, %fmul3806
  %sel3812 = select i1 %cmp3810, float %fadd3811, float %phi3758
  %add3813 = add nuw nsw i64 %i3756, 1
  %exitcond.not = icmp eq i64 %add3813, %widest1721
  br i1 %exitcond.not, label %endif1724, label %fold.body3753

then3840:                                         ; preds = %endif1724
  %p3842 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add1629
  %cmp3837 = icmp sgt i64 %sub1643, 0
  %fadd3838 = fadd reassoc contract float %phi3835, 0.000000e+00
  %sel3839 = select i1 %cmp3837, float %fadd3838, float 0.000000e+00
  store float %sel3839, ptr addrspace(1) %p3842, align 4
  br label %endif3841

endif3841:                                        ; preds = %then3840, %endif1724
  br i1 %cmp1650, label %then3846, label %endif1673

then3846:                                         ; preds = %endif3841
  %p3848 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add1649
  %cmp3843 = icmp sgt i64 %sub1663, 0
  %fadd3844 = fadd reassoc contract float %phi3836, 0.000000e+00
  %sel3845 = select i1 %cmp3843, float %fadd3844, float 0.000000e+00
  store float %sel3845, ptr addrspace(1) %p3848, align 4
  br label %endif1673
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

define void @systole_fold_seg_csr_gather_spmv_f32_listing(i64 %0, ptr addrspace(1) noalias nocapture readonly %1, i64 %2, ptr addrspace(1) noalias nocapture readonly %3, i64 %4, ptr addrspace(1) noalias nocapture readonly %5, i64 %6, ptr addrspace(1) noalias nocapture readonly %7, i64 %8, ptr addrspace(1) noalias nocapture writeonly %9, ptr addrspace(1) noalias nocapture readnone %10, ptr addrspace(1) noalias %11, i64 %12, i64 %13) local_unnamed_addr {
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
  %stopped = getelementptr i8, ptr addrspace(1) %14, i64 16
  %list = getelementptr i8, ptr addrspace(1) %14, i64 24
  %cmp = icmp slt i64 %8, 4294967296
  %15 = tail call i64 @llvm.smax.i64(i64 %sub, i64 1)
  %call13 = add nsw i64 %15, -1
  %add14 = add nuw i64 %call9, 127
  %groups = sdiv i64 %add14, 128
  %cmp15 = icmp eq i64 %lane, 0
  %cmp16 = icmp sgt i64 %8, 0
  %cmp18 = icmp sle i64 %8, %0
  %cmp20 = icmp sle i64 %8, %2
  %fits21 = and i1 %cmp18, %cmp20
  %cmp22 = icmp slt i64 %warp, %groups
  %address = ptrtoint ptr addrspace(1) %long to i64
  %16 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address) #5
  %cmp23 = icmp ne i64 %16, 0
  %address26 = ptrtoint ptr addrspace(1) %stopped to i64
  br i1 %fits21, label %then, label %else

then:                                             ; preds = %entry
  %call24 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp23)
  %cmp25.not = icmp eq i32 %call24, 0
  %17 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address26) #5
  %cmp27 = icmp ne i64 %17, 0
  %18 = and i1 %cmp25.not, %cmp27
  %listing = and i1 %18, %cmp22
  br i1 %listing, label %repeat.body.preheader, label %endif

repeat.body.preheader:                            ; preds = %then
  %most = sdiv i64 %8, 4097
  %most128 = sdiv i64 %8, 2048
  %add129 = add nsw i64 %most128, %most
  %cmp285.not = icmp eq i64 %lane, 31
  %cmp290 = icmp ult i64 %lane, 30
  %cmp295 = icmp ult i64 %lane, 28
  %cmp300 = icmp ult i64 %lane, 24
  %cmp305 = icmp ult i64 %lane, 16
  %sub318 = add i64 %4, -1
  %call319 = tail call i64 @llvm.smin.i64(i64 %sub318, i64 2147483647)
  %bound = trunc i64 %call319 to i32
  br label %repeat.body

else:                                             ; preds = %entry
  %call707 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp23)
  %cmp708.not = icmp eq i32 %call707, 0
  %19 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address26) #5
  %cmp712 = icmp ne i64 %19, 0
  %20 = and i1 %cmp708.not, %cmp712
  %listing713 = and i1 %20, %cmp22
  br i1 %listing713, label %repeat.body714.preheader, label %endif

repeat.body714.preheader:                         ; preds = %else
  %most826 = sdiv i64 %8, 4097
  %most827 = sdiv i64 %8, 2048
  %add828 = add nsw i64 %most827, %most826
  %cmp989.not = icmp eq i64 %lane, 31
  %cmp994 = icmp ult i64 %lane, 30
  %cmp999 = icmp ult i64 %lane, 28
  %cmp1004 = icmp ult i64 %lane, 24
  %cmp1009 = icmp ult i64 %lane, 16
  %sub1021 = add i64 %0, -1
  %sub1026 = add i64 %2, -1
  %sub1032 = add i64 %4, -1
  %call1033 = tail call i64 @llvm.smin.i64(i64 %sub1032, i64 2147483647)
  %bound1034 = trunc i64 %call1033 to i32
  br label %repeat.body714

endif:                                            ; preds = %endif809, %endif116, %else, %then
  ret void

repeat.body:                                      ; preds = %repeat.body.preheader, %endif116
  %phi = phi i64 [ %add701, %endif116 ], [ %warp, %repeat.body.preheader ]
  %21 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address) #5
  %cmp29 = icmp ne i64 %21, 0
  %call30 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp29)
  %cmp31 = icmp ne i32 %call30, 0
  %mul32 = shl i64 %phi, 7
  %add34 = or disjoint i64 %mul32, %lane
  %cmp35 = icmp slt i64 %add34, %call9
  %call36 = tail call i64 @llvm.smin.i64(i64 %add34, i64 %call13)
  %p = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %call36
  %v = load i32, ptr addrspace(1) %p, align 4
  %22 = tail call i32 @llvm.smax.i32(i32 %v, i32 0)
  %call37 = zext nneg i32 %22 to i64
  %call38 = tail call i64 @llvm.smin.i64(i64 %call37, i64 %8)
  %p40 = getelementptr i8, ptr addrspace(1) %p, i64 4
  %v41 = load i32, ptr addrspace(1) %p40, align 4
  %offset42 = sext i32 %v41 to i64
  %call43 = tail call i64 @llvm.smax.i64(i64 %offset42, i64 %call38)
  %call44 = tail call i64 @llvm.smin.i64(i64 %call43, i64 %8)
  %sub45 = sub i64 %call44, %call38
  %sel = select i1 %cmp35, i64 %sub45, i64 0
  %sub46 = add i64 %call44, -1
  %call47 = tail call i64 @llvm.smax.i64(i64 %sub46, i64 0)
  %add50 = or disjoint i64 %add34, 32
  %cmp51 = icmp slt i64 %add50, %call9
  %call52 = tail call i64 @llvm.smin.i64(i64 %add50, i64 %call13)
  %p53 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %call52
  %v54 = load i32, ptr addrspace(1) %p53, align 4
  %23 = tail call i32 @llvm.smax.i32(i32 %v54, i32 0)
  %call56 = zext nneg i32 %23 to i64
  %call57 = tail call i64 @llvm.smin.i64(i64 %call56, i64 %8)
  %p59 = getelementptr i8, ptr addrspace(1) %p53, i64 4
  %v60 = load i32, ptr addrspace(1) %p59, align 4
  %offset61 = sext i32 %v60 to i64
  %call62 = tail call i64 @llvm.smax.i64(i64 %offset61, i64 %call57)
  %call63 = tail call i64 @llvm.smin.i64(i64 %call62, i64 %8)
  %sub64 = sub i64 %call63, %call57
  %sel65 = select i1 %cmp51, i64 %sub64, i64 0
  %sub66 = add i64 %call63, -1
  %call67 = tail call i64 @llvm.smax.i64(i64 %sub66, i64 0)
  %add70 = or disjoint i64 %add34, 64
  %cmp71 = icmp slt i64 %add70, %call9
  %call72 = tail call i64 @llvm.smin.i64(i64 %add70, i64 %call13)
  %p73 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %call72
  %v74 = load i32, ptr addrspace(1) %p73, align 4
  %24 = tail call i32 @llvm.smax.i32(i32 %v74, i32 0)
  %call76 = zext nneg i32 %24 to i64
  %call77 = tail call i64 @llvm.smin.i64(i64 %call76, i64 %8)
  %p79 = getelementptr i8, ptr addrspace(1) %p73, i64 4
  %v80 = load i32, ptr addrspace(1) %p79, align 4
  %offset81 = sext i32 %v80 to i64
  %call82 = tail call i64 @llvm.smax.i64(i64 %offset81, i64 %call77)
  %call83 = tail call i64 @llvm.smin.i64(i64 %call82, i64 %8)
  %sub84 = sub i64 %call83, %call77
  %sel85 = select i1 %cmp71, i64 %sub84, i64 0
  %sub86 = add i64 %call83, -1
  %call87 = tail call i64 @llvm.smax.i64(i64 %sub86, i64 0)
  %add90 = or disjoint i64 %add34, 96
  %cmp91 = icmp slt i64 %add90, %call9
  %call92 = tail call i64 @llvm.smin.i64(i64 %add90, i64 %call13)
  %p93 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %call92
  %v94 = load i32, ptr addrspace(1) %p93, align 4
  %25 = tail call i32 @llvm.smax.i32(i32 %v94, i32 0)
  %call96 = zext nneg i32 %25 to i64
  %call97 = tail call i64 @llvm.smin.i64(i64 %call96, i64 %8)
  %p99 = getelementptr i8, ptr addrspace(1) %p93, i64 4
  %v100 = load i32, ptr addrspace(1) %p99, align 4
  %offset101 = sext i32 %v100 to i64
  %call102 = tail call i64 @llvm.smax.i64(i64 %offset101, i64 %call97)
  %call103 = tail call i64 @llvm.smin.i64(i64 %call102, i64 %8)
  %sub104 = sub i64 %call103, %call97
  %sel105 = select i1 %cmp91, i64 %sub104, i64 0
  %sub106 = add i64 %call103, -1
  %call107 = tail call i64 @llvm.smax.i64(i64 %sub106, i64 0)
  %call108 = tail call i64 @llvm.smax.i64(i64 %sel, i64 %sel65)
  %call109 = tail call i64 @llvm.smax.i64(i64 %call108, i64 %sel85)
  %call110 = tail call i64 @llvm.smax.i64(i64 %call109, i64 %sel105)
  %cmp111 = icmp sgt i64 %call110, 16
  %call112 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp111)
  %cmp113.not = icmp eq i32 %call112, 0
  br i1 %cmp113.not, label %else115, label %then114

then114:                                          ; preds = %repeat.body
  %cmp117 = icmp sgt i64 %sel, 4096
  %listed = and i1 %cmp, %cmp117
  br i1 %listed, label %then118, label %endif119

else115:                                          ; preds = %repeat.body
  %len486 = trunc i64 %call110 to i32
  %call487 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %len486, i32 1, i32 31)
  %call490 = tail call i32 @llvm.smax.i32(i32 %len486, i32 %call487)
  %sel491 = select i1 %cmp285.not, i32 %len486, i32 %call490
  %call492 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel491, i32 2, i32 31)
  %call495 = tail call i32 @llvm.smax.i32(i32 %sel491, i32 %call492)
  %sel496 = select i1 %cmp290, i32 %call495, i32 %sel491
  %call497 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel496, i32 4, i32 31)
  %call500 = tail call i32 @llvm.smax.i32(i32 %sel496, i32 %call497)
  %sel501 = select i1 %cmp295, i32 %call500, i32 %sel496
  %call502 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel501, i32 8, i32 31)
  %call505 = tail call i32 @llvm.smax.i32(i32 %sel501, i32 %call502)
  %sel506 = select i1 %cmp300, i32 %call505, i32 %sel501
  %call507 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel506, i32 16, i32 31)
  %call510 = tail call i32 @llvm.smax.i32(i32 %sel506, i32 %call507)
  %sel511 = select i1 %cmp305, i32 %call510, i32 %sel506
  %call512 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %sel511, i32 0, i32 31)
  %widest513 = sext i32 %call512 to i64
  br i1 %cmp16, label %then514, label %endif516

endif116.sink.split:                              ; preds = %endif691, %endif478
  %sel270.sink = phi i64 [ %sel270, %endif478 ], [ %sub104, %endif691 ]
  %phi461.sink = phi float [ %phi461, %endif478 ], [ %phi674, %endif691 ]
  %p485 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add90
  %cmp480 = icmp sgt i64 %sel270.sink, 0
  %fadd481 = fadd reassoc contract float %phi461.sink, 0.000000e+00
  %sel482 = select i1 %cmp480, float %fadd481, float 0.000000e+00
  store float %sel482, ptr addrspace(1) %p485, align 4
  br label %endif116

endif116:                                         ; preds = %endif116.sink.split, %endif275, %endif478, %endif691
  %phi699 = phi i1 [ false, %endif691 ], [ false, %endif478 ], [ true, %endif275 ], [ false, %endif116.sink.split ]
  %add701 = add nuw nsw i64 %phi, %warp8
  %cmp702 = icmp sge i64 %add701, %groups
  %quit = or i1 %cmp31, %phi699
  %again.not = or i1 %cmp702, %quit
  br i1 %again.not, label %endif, label %repeat.body

then118:                                          ; preds = %then114
  %add120 = add nuw i64 %sel, 4095
  %ceil = sdiv i64 %add120, 4096
  %call121 = tail call i64 @llvm.smax.i64(i64 %ceil, i64 2048)
  %26 = trunc i64 %sel to i32
  %narrow = add i32 %26, -1
  %narrow123 = trunc i64 %call121 to i32
  %chunks = udiv i32 %narrow, %narrow123
  %chunks124 = zext i32 %chunks to i64
  %add125 = add nuw nsw i64 %chunks124, 1
  %add126 = add nuw nsw i64 %chunks124, 4294967297
  %27 = atomicrmw add ptr addrspace(1) %list, i64 %add126 monotonic, align 8
  %entry127 = lshr i64 %27, 32
  %first = and i64 %27, 4294967295
  %cmp130 = icmp slt i64 %entry127, %most
  %add131 = add nuw nsw i64 %add125, %first
  %cmp132 = icmp sle i64 %add131, %add129
  %room = and i1 %cmp130, %cmp132
  br i1 %room, label %then133, label %else134

endif119:                                         ; preds = %then133, %else134, %then114
  %sel147 = phi i64 [ 0, %then133 ], [ 0, %else134 ], [ %sel, %then114 ]
  %cmp146 = icmp sgt i64 %sel, 16
  %left = xor i1 %cmp146, %listed
  %cmp148 = icmp sgt i64 %sel65, 4096
  %listed149 = and i1 %cmp, %cmp148
  br i1 %listed149, label %then150, label %endif151

then133:                                          ; preds = %then118
  %.idx1553 = mul nuw nsw i64 %entry127, 24
  %28 = getelementptr inbounds i8, ptr addrspace(1) %list, i64 %.idx1553
  %p138 = getelementptr inbounds i8, ptr addrspace(1) %28, i64 8
  store i64 %add34, ptr addrspace(1) %p138, align 4
  %p141 = getelementptr inbounds i8, ptr addrspace(1) %28, i64 16
  store i64 %first, ptr addrspace(1) %p141, align 4
  %p144 = getelementptr inbounds i8, ptr addrspace(1) %28, i64 24
  store i64 0, ptr addrspace(1) %p144, align 4
  br label %endif119

else134:                                          ; preds = %then118
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif119

then150:                                          ; preds = %endif119
  %add152 = add nuw i64 %sel65, 4095
  %ceil153 = sdiv i64 %add152, 4096
  %call154 = tail call i64 @llvm.smax.i64(i64 %ceil153, i64 2048)
  %29 = trunc i64 %sel65 to i32
  %narrow156 = add i32 %29, -1
  %narrow157 = trunc i64 %call154 to i32
  %chunks158 = udiv i32 %narrow156, %narrow157
  %chunks159 = zext i32 %chunks158 to i64
  %add160 = add nuw nsw i64 %chunks159, 1
  %add161 = add nuw nsw i64 %chunks159, 4294967297
  %30 = atomicrmw add ptr addrspace(1) %list, i64 %add161 monotonic, align 8
  %entry162 = lshr i64 %30, 32
  %first163 = and i64 %30, 4294967295
  %cmp167 = icmp slt i64 %entry162, %most
  %add168 = add nuw nsw i64 %add160, %first163
  %cmp169 = icmp sle i64 %add168, %add129
  %room170 = and i1 %cmp167, %cmp169
  br i1 %room170, label %then171, label %else172

endif151:                                         ; preds = %then171, %else172, %endif119
  %sel188 = phi i64 [ 0, %then171 ], [ 0, %else172 ], [ %sel65, %endif119 ]
  %cmp184 = icmp sgt i64 %sel65, 16
  %left186 = xor i1 %cmp184, %listed149
  %unlisted187 = or i1 %left, %left186
  %cmp189 = icmp sgt i64 %sel85, 4096
  %listed190 = and i1 %cmp, %cmp189
  br i1 %listed190, label %then191, label %endif192

then171:                                          ; preds = %then150
  %.idx1554 = mul nuw nsw i64 %entry162, 24
  %31 = getelementptr inbounds i8, ptr addrspace(1) %list, i64 %.idx1554
  %p176 = getelementptr inbounds i8, ptr addrspace(1) %31, i64 8
  store i64 %add50, ptr addrspace(1) %p176, align 4
  %p179 = getelementptr inbounds i8, ptr addrspace(1) %31, i64 16
  store i64 %first163, ptr addrspace(1) %p179, align 4
  %p182 = getelementptr inbounds i8, ptr addrspace(1) %31, i64 24
  store i64 0, ptr addrspace(1) %p182, align 4
  br label %endif151

else172:                                          ; preds = %then150
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif151

then191:                                          ; preds = %endif151
  %add193 = add nuw i64 %sel85, 4095
  %ceil194 = sdiv i64 %add193, 4096
  %call195 = tail call i64 @llvm.smax.i64(i64 %ceil194, i64 2048)
  %32 = trunc i64 %sel85 to i32
  %narrow197 = add i32 %32, -1
  %narrow198 = trunc i64 %call195 to i32
  %chunks199 = udiv i32 %narrow197, %narrow198
  %chunks200 = zext i32 %chunks199 to i64
  %add201 = add nuw nsw i64 %chunks200, 1
  %add202 = add nuw nsw i64 %chunks200, 4294967297
  %33 = atomicrmw add ptr addrspace(1) %list, i64 %add202 monotonic, align 8
  %entry203 = lshr i64 %33, 32
  %first204 = and i64 %33, 4294967295
  %cmp208 = icmp slt i64 %entry203, %most
  %add209 = add nuw nsw i64 %add201, %first204
  %cmp210 = icmp sle i64 %add209, %add129
  %room211 = and i1 %cmp208, %cmp210
  br i1 %room211, label %then212, label %else213

endif192:                                         ; preds = %then212, %else213, %endif151
  %sel229 = phi i64 [ 0, %then212 ], [ 0, %else213 ], [ %sel85, %endif151 ]
  %cmp225 = icmp sgt i64 %sel85, 16
  %left227 = xor i1 %cmp225, %listed190
  %unlisted228 = or i1 %unlisted187, %left227
  %cmp230 = icmp sgt i64 %sel105, 4096
  %listed231 = and i1 %cmp, %cmp230
  br i1 %listed231, label %then232, label %endif233

then212:                                          ; preds = %then191
  %.idx1555 = mul nuw nsw i64 %entry203, 24
  %34 = getelementptr inbounds i8, ptr addrspace(1) %list, i64 %.idx1555
  %p217 = getelementptr inbounds i8, ptr addrspace(1) %34, i64 8
  store i64 %add70, ptr addrspace(1) %p217, align 4
  %p220 = getelementptr inbounds i8, ptr addrspace(1) %34, i64 16
  store i64 %first204, ptr addrspace(1) %p220, align 4
  %p223 = getelementptr inbounds i8, ptr addrspace(1) %34, i64 24
  store i64 0, ptr addrspace(1) %p223, align 4
  br label %endif192

else213:                                          ; preds = %then191
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif192

then232:                                          ; preds = %endif192
  %add234 = add nuw i64 %sel105, 4095
  %ceil235 = sdiv i64 %add234, 4096
  %call236 = tail call i64 @llvm.smax.i64(i64 %ceil235, i64 2048)
  %35 = trunc i64 %sel105 to i32
  %narrow238 = add i32 %35, -1
  %narrow239 = trunc i64 %call236 to i32
  %chunks240 = udiv i32 %narrow238, %narrow239
  %chunks241 = zext i32 %chunks240 to i64
  %add242 = add nuw nsw i64 %chunks241, 1
  %add243 = add nuw nsw i64 %chunks241, 4294967297
  %36 = atomicrmw add ptr addrspace(1) %list, i64 %add243 monotonic, align 8
  %entry244 = lshr i64 %36, 32
  %first245 = and i64 %36, 4294967295
  %cmp249 = icmp slt i64 %entry244, %most
  %add250 = add nuw nsw i64 %add242, %first245
  %cmp251 = icmp sle i64 %add250, %add129
  %room252 = and i1 %cmp249, %cmp251
  br i1 %room252, label %then253, label %else254

endif233:                                         ; preds = %then253, %else254, %endif192
  %sel270 = phi i64 [ 0, %then253 ], [ 0, %else254 ], [ %sel105, %endif192 ]
  %cmp266 = icmp sgt i64 %sel105, 16
  %left268 = xor i1 %cmp266, %listed231
  %unlisted269 = or i1 %unlisted228, %left268
  %call271 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %unlisted269)
  %cmp272 = icmp ne i32 %call271, 0
  %first273 = and i1 %cmp15, %cmp272
  br i1 %first273, label %then274, label %endif275

then253:                                          ; preds = %then232
  %.idx1556 = mul nuw nsw i64 %entry244, 24
  %37 = getelementptr inbounds i8, ptr addrspace(1) %list, i64 %.idx1556
  %p258 = getelementptr inbounds i8, ptr addrspace(1) %37, i64 8
  store i64 %add90, ptr addrspace(1) %p258, align 4
  %p261 = getelementptr inbounds i8, ptr addrspace(1) %37, i64 16
  store i64 %first245, ptr addrspace(1) %p261, align 4
  %p264 = getelementptr inbounds i8, ptr addrspace(1) %37, i64 24
  store i64 0, ptr addrspace(1) %p264, align 4
  br label %endif233

else254:                                          ; preds = %then232
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif233

then274:                                          ; preds = %endif233
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif275

endif275:                                         ; preds = %then274, %endif233
  br i1 %cmp272, label %endif116, label %else278

else278:                                          ; preds = %endif275
  %call280 = tail call i64 @llvm.smax.i64(i64 %sel147, i64 %sel188)
  %call281 = tail call i64 @llvm.smax.i64(i64 %call280, i64 %sel229)
  %call282 = tail call i64 @llvm.smax.i64(i64 %call281, i64 %sel270)
  %len = trunc i64 %call282 to i32
  %call283 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %len, i32 1, i32 31)
  %call286 = tail call i32 @llvm.smax.i32(i32 %len, i32 %call283)
  %sel287 = select i1 %cmp285.not, i32 %len, i32 %call286
  %call288 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel287, i32 2, i32 31)
  %call291 = tail call i32 @llvm.smax.i32(i32 %sel287, i32 %call288)
  %sel292 = select i1 %cmp290, i32 %call291, i32 %sel287
  %call293 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel292, i32 4, i32 31)
  %call296 = tail call i32 @llvm.smax.i32(i32 %sel292, i32 %call293)
  %sel297 = select i1 %cmp295, i32 %call296, i32 %sel292
  %call298 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel297, i32 8, i32 31)
  %call301 = tail call i32 @llvm.smax.i32(i32 %sel297, i32 %call298)
  %sel302 = select i1 %cmp300, i32 %call301, i32 %sel297
  %call303 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel302, i32 16, i32 31)
  %call306 = tail call i32 @llvm.smax.i32(i32 %sel302, i32 %call303)
  %sel307 = select i1 %cmp305, i32 %call306, i32 %sel302
  %call308 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %sel307, i32 0, i32 31)
  %widest = sext i32 %call308 to i64
  br i1 %cmp16, label %then309, label %endif311

then309:                                          ; preds = %else278
  %call313 = tail call i64 @llvm.smin.i64(i64 %call38, i64 %call47)
  %p314 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call313
  %v315 = load float, ptr addrspace(1) %p314, align 4
  %p316 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call313
  %v317 = load i32, ptr addrspace(1) %p316, align 4
  %call320 = tail call i32 @llvm.smin.i32(i32 %v317, i32 %bound)
  %call321 = tail call i32 @llvm.smax.i32(i32 %call320, i32 0)
  %at = zext nneg i32 %call321 to i64
  %p322 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at
  %v323 = load float, ptr addrspace(1) %p322, align 4
  %fmul = fmul float %v315, %v323
  %call325 = tail call i64 @llvm.smin.i64(i64 %call57, i64 %call67)
  %p326 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call325
  %v327 = load float, ptr addrspace(1) %p326, align 4
  %p328 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call325
  %v329 = load i32, ptr addrspace(1) %p328, align 4
  %call334 = tail call i32 @llvm.smin.i32(i32 %v329, i32 %bound)
  %call335 = tail call i32 @llvm.smax.i32(i32 %call334, i32 0)
  %at336 = zext nneg i32 %call335 to i64
  %p337 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at336
  %v338 = load float, ptr addrspace(1) %p337, align 4
  %fmul339 = fmul float %v327, %v338
  %call341 = tail call i64 @llvm.smin.i64(i64 %call77, i64 %call87)
  %p342 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call341
  %v343 = load float, ptr addrspace(1) %p342, align 4
  %p344 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call341
  %v345 = load i32, ptr addrspace(1) %p344, align 4
  %call350 = tail call i32 @llvm.smin.i32(i32 %v345, i32 %bound)
  %call351 = tail call i32 @llvm.smax.i32(i32 %call350, i32 0)
  %at352 = zext nneg i32 %call351 to i64
  %p353 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at352
  %v354 = load float, ptr addrspace(1) %p353, align 4
  %fmul355 = fmul float %v343, %v354
  %call357 = tail call i64 @llvm.smin.i64(i64 %call97, i64 %call107)
  %p358 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call357
  %v359 = load float, ptr addrspace(1) %p358, align 4
  %p360 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call357
  %v361 = load i32, ptr addrspace(1) %p360, align 4
  %call366 = tail call i32 @llvm.smin.i32(i32 %v361, i32 %bound)
  %call367 = tail call i32 @llvm.smax.i32(i32 %call366, i32 0)
  %at368 = zext nneg i32 %call367 to i64
  %p369 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at368
  %v370 = load float, ptr addrspace(1) %p369, align 4
  %fmul371 = fmul float %v359, %v370
  %cmp372 = icmp sgt i32 %call308, 1
  br i1 %cmp372, label %fold.body, label %endif311

endif311:                                         ; preds = %fold.body, %then309, %else278
  %phi458 = phi float [ 0.000000e+00, %else278 ], [ %fmul, %then309 ], [ %sel442, %fold.body ]
  %phi459 = phi float [ 0.000000e+00, %else278 ], [ %fmul339, %then309 ], [ %sel445, %fold.body ]
  %phi460 = phi float [ 0.000000e+00, %else278 ], [ %fmul355, %then309 ], [ %sel448, %fold.body ]
  %phi461 = phi float [ 0.000000e+00, %else278 ], [ %fmul371, %then309 ], [ %sel451, %fold.body ]
  br i1 %cmp35, label %then465, label %endif466

fold.body:                                        ; preds = %then309, %fold.body
  %i = phi i64 [ %add452, %fold.body ], [ 1, %then309 ]
  %phi373 = phi float [ %sel442, %fold.body ], [ %fmul, %then309 ]
  %phi374 = phi float [ %sel445, %fold.body ], [ %fmul339, %then309 ]
  %phi375 = phi float [ %sel448, %fold.body ], [ %fmul355, %then309 ]
  %phi376 = phi float [ %sel451, %fold.body ], [ %fmul371, %then309 ]
  %add377 = add nuw nsw i64 %i, %call38
  %call378 = tail call i64 @llvm.smin.i64(i64 %add377, i64 %call47)
  %p379 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call378
  %v380 = load float, ptr addrspace(1) %p379, align 4
  %p381 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call378
  %v382 = load i32, ptr addrspace(1) %p381, align 4
  %call387 = tail call i32 @llvm.smin.i32(i32 %v382, i32 %bound)
  %call388 = tail call i32 @llvm.smax.i32(i32 %call387, i32 0)
  %at389 = zext nneg i32 %call388 to i64
  %p390 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at389
  %v391 = load float, ptr addrspace(1) %p390, align 4
  %fmul392 = fmul float %v380, %v391
  %add393 = add nuw nsw i64 %i, %call57
  %call394 = tail call i64 @llvm.smin.i64(i64 %add393, i64 %call67)
  %p395 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call394
  %v396 = load float, ptr addrspace(1) %p395, align 4
  %p397 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call394
  %v398 = load i32, ptr addrspace(1) %p397, align 4
  %call403 = tail call i32 @llvm.smin.i32(i32 %v398, i32 %bound)
  %call404 = tail call i32 @llvm.smax.i32(i32 %call403, i32 0)
  %at405 = zext nneg i32 %call404 to i64
  %p406 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at405
  %v407 = load float, ptr addrspace(1) %p406, align 4
  %fmul408 = fmul float %v396, %v407
  %add409 = add nuw nsw i64 %i, %call77
  %call410 = tail call i64 @llvm.smin.i64(i64 %add409, i64 %call87)
  %p411 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call410
  %v412 = load float, ptr addrspace(1) %p411, align 4
  %p413 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call410
  %v414 = load i32, ptr addrspace(1) %p413, align 4
  %call419 = tail call i32 @llvm.smin.i32(i32 %v414, i32 %bound)
  %call420 = tail call i32 @llvm.smax.i32(i32 %call419, i32 0)
  %at421 = zext nneg i32 %call420 to i64
  %p422 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at421
  %v423 = load float, ptr addrspace(1) %p422, align 4
  %fmul424 = fmul float %v412, %v423
  %add425 = add nuw nsw i64 %i, %call97
  %call426 = tail call i64 @llvm.smin.i64(i64 %add425, i64 %call107)
  %p427 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call426
  %v428 = load float, ptr addrspace(1) %p427, align 4
  %p429 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call426
  %v430 = load i32, ptr addrspace(1) %p429, align 4
  %call435 = tail call i32 @llvm.smin.i32(i32 %v430, i32 %bound)
  %call436 = tail call i32 @llvm.smax.i32(i32 %call435, i32 0)
  %at437 = zext nneg i32 %call436 to i64
  %p438 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at437
  %v439 = load float, ptr addrspace(1) %p438, align 4
  %fmul440 = fmul float %v428, %v439
  %cmp441 = icmp slt i64 %i, %sel147
  %fadd = fadd reassoc contract float %phi373, %fmul392
  %sel442 = select i1 %cmp441, float %fadd, float %phi373
  %cmp443 = icmp slt i64 %i, %sel188
  %fadd444 = fadd reassoc contract float %phi374, %fmul408
  %sel445 = select i1 %cmp443, float %fadd444, float %phi374
  %cmp446 = icmp slt i64 %i, %sel229
  %fadd447 = fadd reassoc contract float %phi375, %fmul424
  %sel448 = select i1 %cmp446, float %fadd447, float %phi375
  %cmp449 = icmp slt i64 %i, %sel270
  %fadd450 = fadd reassoc contract float %phi376, %fmul440
  %sel451 = select i1 %cmp449, float %fadd450, float %phi376
  %add452 = add nuw nsw i64 %i, 1
  %exitcond1560.not = icmp eq i64 %add452, %widest
  br i1 %exitcond1560.not, label %endif311, label %fold.body

then465:                                          ; preds = %endif311
  %p467 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add34
  %cmp462 = icmp sgt i64 %sel147, 0
  %fadd463 = fadd reassoc contract float %phi458, 0.000000e+00
  %sel464 = select i1 %cmp462, float %fadd463, float 0.000000e+00
  store float %sel464, ptr addrspace(1) %p467, align 4
  br label %endif466

endif466:                                         ; preds = %then465, %endif311
  br i1 %cmp51, label %then471, label %endif472

then471:                                          ; preds = %endif466
  %p473 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add50
  %cmp468 = icmp sgt i64 %sel188, 0
  %fadd469 = fadd reassoc contract float %phi459, 0.000000e+00
  %sel470 = select i1 %cmp468, float %fadd469, float 0.000000e+00
  store float %sel470, ptr addrspace(1) %p473, align 4
  br label %endif472

endif472:                                         ; preds = %then471, %endif466
  br i1 %cmp71, label %then477, label %endif478

then477:                                          ; preds = %endif472
  %p479 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add70
  %cmp474 = icmp sgt i64 %sel229, 0
  %fadd475 = fadd reassoc contract float %phi460, 0.000000e+00
  %sel476 = select i1 %cmp474, float %fadd475, float 0.000000e+00
  store float %sel476, ptr addrspace(1) %p479, align 4
  br label %endif478

endif478:                                         ; preds = %then477, %endif472
  br i1 %cmp91, label %endif116.sink.split, label %endif116

then514:                                          ; preds = %else115
  %call518 = tail call i64 @llvm.smin.i64(i64 %call38, i64 %call47)
  %p519 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call518
  %v520 = load float, ptr addrspace(1) %p519, align 4
  %p521 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call518
  %v522 = load i32, ptr addrspace(1) %p521, align 4
  %call527 = tail call i32 @llvm.smin.i32(i32 %v522, i32 %bound)
  %call528 = tail call i32 @llvm.smax.i32(i32 %call527, i32 0)
  %at529 = zext nneg i32 %call528 to i64
  %p530 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at529
  %v531 = load float, ptr addrspace(1) %p530, align 4
  %fmul532 = fmul float %v520, %v531
  %call534 = tail call i64 @llvm.smin.i64(i64 %call57, i64 %call67)
  %p535 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call534
  %v536 = load float, ptr addrspace(1) %p535, align 4
  %p537 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call534
  %v538 = load i32, ptr addrspace(1) %p537, align 4
  %call543 = tail call i32 @llvm.smin.i32(i32 %v538, i32 %bound)
  %call544 = tail call i32 @llvm.smax.i32(i32 %call543, i32 0)
  %at545 = zext nneg i32 %call544 to i64
  %p546 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at545
  %v547 = load float, ptr addrspace(1) %p546, align 4
  %fmul548 = fmul float %v536, %v547
  %call550 = tail call i64 @llvm.smin.i64(i64 %call77, i64 %call87)
  %p551 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call550
  %v552 = load float, ptr addrspace(1) %p551, align 4
  %p553 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call550
  %v554 = load i32, ptr addrspace(1) %p553, align 4
  %call559 = tail call i32 @llvm.smin.i32(i32 %v554, i32 %bound)
  %call560 = tail call i32 @llvm.smax.i32(i32 %call559, i32 0)
  %at561 = zext nneg i32 %call560 to i64
  %p562 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at561
  %v563 = load float, ptr addrspace(1) %p562, align 4
  %fmul564 = fmul float %v552, %v563
  %call566 = tail call i64 @llvm.smin.i64(i64 %call97, i64 %call107)
  %p567 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call566
  %v568 = load float, ptr addrspace(1) %p567, align 4
  %p569 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call566
  %v570 = load i32, ptr addrspace(1) %p569, align 4
  %call575 = tail call i32 @llvm.smin.i32(i32 %v570, i32 %bound)
  %call576 = tail call i32 @llvm.smax.i32(i32 %call575, i32 0)
  %at577 = zext nneg i32 %call576 to i64
  %p578 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at577
  %v579 = load float, ptr addrspace(1) %p578, align 4
  %fmul580 = fmul float %v568, %v579
  %cmp583 = icmp sgt i32 %call512, 1
  br i1 %cmp583, label %fold.body581, label %endif516

endif516:                                         ; preds = %fold.body581, %then514, %else115
  %phi671 = phi float [ 0.000000e+00, %else115 ], [ %fmul532, %then514 ], [ %sel655, %fold.body581 ]
  %phi672 = phi float [ 0.000000e+00, %else115 ], [ %fmul548, %then514 ], [ %sel658, %fold.body581 ]
  %phi673 = phi float [ 0.000000e+00, %else115 ], [ %fmul564, %then514 ], [ %sel661, %fold.body581 ]
  %phi674 = phi float [ 0.000000e+00, %else115 ], [ %fmul580, %then514 ], [ %sel664, %fold.body581 ]
  br i1 %cmp35, label %then678, label %endif679

fold.body581:                                     ; preds = %then514, %fold.body581
  %i584 = phi i64 [ %add665, %fold.body581 ], [ 1, %then514 ]
  %phi585 = phi float [ %sel655, %fold.body581 ], [ %fmul532, %then514 ]
  %phi586 = phi float [ %sel658, %fold.body581 ], [ %fmul548, %then514 ]
  %phi587 = phi float [ %sel661, %fold.body581 ], [ %fmul564, %then514 ]
  %phi588 = phi float [ %sel664, %fold.body581 ], [ %fmul580, %then514 ]
  %add589 = add nuw nsw i64 %i584, %call38
  %call590 = tail call i64 @llvm.smin.i64(i64 %add589, i64 %call47)
  %p591 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call590
  %v592 = load float, ptr addrspace(1) %p591, align 4
  %p593 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call590
  %v594 = load i32, ptr addrspace(1) %p593, align 4
  %call599 = tail call i32 @llvm.smin.i32(i32 %v594, i32 %bound)
  %call600 = tail call i32 @llvm.smax.i32(i32 %call599, i32 0)
  %at601 = zext nneg i32 %call600 to i64
  %p602 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at601
  %v603 = load float, ptr addrspace(1) %p602, align 4
  %fmul604 = fmul float %v592, %v603
  %add605 = add nuw nsw i64 %i584, %call57
  %call606 = tail call i64 @llvm.smin.i64(i64 %add605, i64 %call67)
  %p607 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call606
  %v608 = load float, ptr addrspace(1) %p607, align 4
  %p609 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call606
  %v610 = load i32, ptr addrspace(1) %p609, align 4
  %call615 = tail call i32 @llvm.smin.i32(i32 %v610, i32 %bound)
  %call616 = tail call i32 @llvm.smax.i32(i32 %call615, i32 0)
  %at617 = zext nneg i32 %call616 to i64
  %p618 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at617
  %v619 = load float, ptr addrspace(1) %p618, align 4
  %fmul620 = fmul float %v608, %v619
  %add621 = add nuw nsw i64 %i584, %call77
  %call622 = tail call i64 @llvm.smin.i64(i64 %add621, i64 %call87)
  %p623 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call622
  %v624 = load float, ptr addrspace(1) %p623, align 4
  %p625 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call622
  %v626 = load i32, ptr addrspace(1) %p625, align 4
  %call631 = tail call i32 @llvm.smin.i32(i32 %v626, i32 %bound)
  %call632 = tail call i32 @llvm.smax.i32(i32 %call631, i32 0)
  %at633 = zext nneg i32 %call632 to i64
  %p634 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at633
  %v635 = load float, ptr addrspace(1) %p634, align 4
  %fmul636 = fmul float %v624, %v635
  %add637 = add nuw nsw i64 %i584, %call97
  %call638 = tail call i64 @llvm.smin.i64(i64 %add637, i64 %call107)
  %p639 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call638
  %v640 = load float, ptr addrspace(1) %p639, align 4
  %p641 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call638
  %v642 = load i32, ptr addrspace(1) %p641, align 4
  %call647 = tail call i32 @llvm.smin.i32(i32 %v642, i32 %bound)
  %call648 = tail call i32 @llvm.smax.i32(i32 %call647, i32 0)
  %at649 = zext nneg i32 %call648 to i64
  %p650 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at649
  %v651 = load float, ptr addrspace(1) %p650, align 4
  %fmul652 = fmul float %v640, %v651
  %cmp653 = icmp slt i64 %i584, %sel
  %fadd654 = fadd reassoc contract float %phi585, %fmul604
  %sel655 = select i1 %cmp653, float %fadd654, float %phi585
  %cmp656 = icmp slt i64 %i584, %sel65
  %fadd657 = fadd reassoc contract float %phi586, %fmul620
  %sel658 = select i1 %cmp656, float %fadd657, float %phi586
  %cmp659 = icmp slt i64 %i584, %sel85
  %fadd660 = fadd reassoc contract float %phi587, %fmul636
  %sel661 = select i1 %cmp659, float %fadd660, float %phi587
  %cmp662 = icmp slt i64 %i584, %sel105
  %fadd663 = fadd reassoc contract float %phi588, %fmul652
  %sel664 = select i1 %cmp662, float %fadd663, float %phi588
  %add665 = add nuw nsw i64 %i584, 1
  %exitcond1561.not = icmp eq i64 %add665, %widest513
  br i1 %exitcond1561.not, label %endif516, label %fold.body581

then678:                                          ; preds = %endif516
  %p680 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add34
  %cmp675 = icmp sgt i64 %sub45, 0
  %fadd676 = fadd reassoc contract float %phi671, 0.000000e+00
  %sel677 = select i1 %cmp675, float %fadd676, float 0.000000e+00
  store float %sel677, ptr addrspace(1) %p680, align 4
  br label %endif679

endif679:                                         ; preds = %then678, %endif516
  br i1 %cmp51, label %then684, label %endif685

then684:                                          ; preds = %endif679
  %p686 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add50
  %cmp681 = icmp sgt i64 %sub64, 0
  %fadd682 = fadd reassoc contract float %phi672, 0.000000e+00
  %sel683 = select i1 %cmp681, float %fadd682, float 0.000000e+00
  store float %sel683, ptr addrspace(1) %p686, align 4
  br label %endif685

endif685:                                         ; preds = %then684, %endif679
  br i1 %cmp71, label %then690, label %endif691

then690:                                          ; preds = %endif685
  %p692 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add70
  %cmp687 = icmp sgt i64 %sub84, 0
  %fadd688 = fadd reassoc contract float %phi673, 0.000000e+00
  %sel689 = select i1 %cmp687, float %fadd688, float 0.000000e+00
  store float %sel689, ptr addrspace(1) %p692, align 4
  br label %endif691

endif691:                                         ; preds = %then690, %endif685
  br i1 %cmp91, label %endif116.sink.split, label %endif116

repeat.body714:                                   ; preds = %repeat.body714.preheader, %endif809
  %phi716 = phi i64 [ %add1543, %endif809 ], [ %warp, %repeat.body714.preheader ]
  %38 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address) #5
  %cmp718 = icmp ne i64 %38, 0
  %call719 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp718)
  %cmp720 = icmp ne i32 %call719, 0
  %mul721 = shl i64 %phi716, 7
  %add723 = or disjoint i64 %mul721, %lane
  %cmp724 = icmp slt i64 %add723, %call9
  %call725 = tail call i64 @llvm.smin.i64(i64 %add723, i64 %call13)
  %p726 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %call725
  %v727 = load i32, ptr addrspace(1) %p726, align 4
  %39 = tail call i32 @llvm.smax.i32(i32 %v727, i32 0)
  %call729 = zext nneg i32 %39 to i64
  %call730 = tail call i64 @llvm.smin.i64(i64 %call729, i64 %8)
  %p732 = getelementptr i8, ptr addrspace(1) %p726, i64 4
  %v733 = load i32, ptr addrspace(1) %p732, align 4
  %offset734 = sext i32 %v733 to i64
  %call735 = tail call i64 @llvm.smax.i64(i64 %offset734, i64 %call730)
  %call736 = tail call i64 @llvm.smin.i64(i64 %call735, i64 %8)
  %sub737 = sub i64 %call736, %call730
  %sel738 = select i1 %cmp724, i64 %sub737, i64 0
  %sub739 = add i64 %call736, -1
  %call740 = tail call i64 @llvm.smax.i64(i64 %sub739, i64 0)
  %add743 = or disjoint i64 %add723, 32
  %cmp744 = icmp slt i64 %add743, %call9
  %call745 = tail call i64 @llvm.smin.i64(i64 %add743, i64 %call13)
  %p746 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %call745
  %v747 = load i32, ptr addrspace(1) %p746, align 4
  %40 = tail call i32 @llvm.smax.i32(i32 %v747, i32 0)
  %call749 = zext nneg i32 %40 to i64
  %call750 = tail call i64 @llvm.smin.i64(i64 %call749, i64 %8)
  %p752 = getelementptr i8, ptr addrspace(1) %p746, i64 4
  %v753 = load i32, ptr addrspace(1) %p752, align 4
  %offset754 = sext i32 %v753 to i64
  %call755 = tail call i64 @llvm.smax.i64(i64 %offset754, i64 %call750)
  %call756 = tail call i64 @llvm.smin.i64(i64 %call755, i64 %8)
  %sub757 = sub i64 %call756, %call750
  %sel758 = select i1 %cmp744, i64 %sub757, i64 0
  %sub759 = add i64 %call756, -1
  %call760 = tail call i64 @llvm.smax.i64(i64 %sub759, i64 0)
  %add763 = or disjoint i64 %add723, 64
  %cmp764 = icmp slt i64 %add763, %call9
  %call765 = tail call i64 @llvm.smin.i64(i64 %add763, i64 %call13)
  %p766 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %call765
  %v767 = load i32, ptr addrspace(1) %p766, align 4
  %41 = tail call i32 @llvm.smax.i32(i32 %v767, i32 0)
  %call769 = zext nneg i32 %41 to i64
  %call770 = tail call i64 @llvm.smin.i64(i64 %call769, i64 %8)
  %p772 = getelementptr i8, ptr addrspace(1) %p766, i64 4
  %v773 = load i32, ptr addrspace(1) %p772, align 4
  %offset774 = sext i32 %v773 to i64
  %call775 = tail call i64 @llvm.smax.i64(i64 %offset774, i64 %call770)
  %call776 = tail call i64 @llvm.smin.i64(i64 %call775, i64 %8)
  %sub777 = sub i64 %call776, %call770
  %sel778 = select i1 %cmp764, i64 %sub777, i64 0
  %sub779 = add i64 %call776, -1
  %call780 = tail call i64 @llvm.smax.i64(i64 %sub779, i64 0)
  %add783 = or disjoint i64 %add723, 96
  %cmp784 = icmp slt i64 %add783, %call9
  %call785 = tail call i64 @llvm.smin.i64(i64 %add783, i64 %call13)
  %p786 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %call785
  %v787 = load i32, ptr addrspace(1) %p786, align 4
  %42 = tail call i32 @llvm.smax.i32(i32 %v787, i32 0)
  %call789 = zext nneg i32 %42 to i64
  %call790 = tail call i64 @llvm.smin.i64(i64 %call789, i64 %8)
  %p792 = getelementptr i8, ptr addrspace(1) %p786, i64 4
  %v793 = load i32, ptr addrspace(1) %p792, align 4
  %offset794 = sext i32 %v793 to i64
  %call795 = tail call i64 @llvm.smax.i64(i64 %offset794, i64 %call790)
  %call796 = tail call i64 @llvm.smin.i64(i64 %call795, i64 %8)
  %sub797 = sub i64 %call796, %call790
  %sel798 = select i1 %cmp784, i64 %sub797, i64 0
  %sub799 = add i64 %call796, -1
  %call800 = tail call i64 @llvm.smax.i64(i64 %sub799, i64 0)
  %call801 = tail call i64 @llvm.smax.i64(i64 %sel738, i64 %sel758)
  %call802 = tail call i64 @llvm.smax.i64(i64 %call801, i64 %sel778)
  %call803 = tail call i64 @llvm.smax.i64(i64 %call802, i64 %sel798)
  %cmp804 = icmp sgt i64 %call803, 16
  %call805 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp804)
  %cmp806.not = icmp eq i32 %call805, 0
  br i1 %cmp806.not, label %else808, label %then807

then807:                                          ; preds = %repeat.body714
  %cmp810 = icmp sgt i64 %sel738, 4096
  %listed811 = and i1 %cmp, %cmp810
  br i1 %listed811, label %then812, label %endif813

else808:                                          ; preds = %repeat.body714
  %len1264 = trunc i64 %call803 to i32
  %call1265 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %len1264, i32 1, i32 31)
  %call1268 = tail call i32 @llvm.smax.i32(i32 %len1264, i32 %call1265)
  %sel1269 = select i1 %cmp989.not, i32 %len1264, i32 %call1268
  %call1270 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel1269, i32 2, i32 31)
  %call1273 = tail call i32 @llvm.smax.i32(i32 %sel1269, i32 %call1270)
  %sel1274 = select i1 %cmp994, i32 %call1273, i32 %sel1269
  %call1275 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel1274, i32 4, i32 31)
  %call1278 = tail call i32 @llvm.smax.i32(i32 %sel1274, i32 %call1275)
  %sel1279 = select i1 %cmp999, i32 %call1278, i32 %sel1274
  %call1280 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel1279, i32 8, i32 31)
  %call1283 = tail call i32 @llvm.smax.i32(i32 %sel1279, i32 %call1280)
  %sel1284 = select i1 %cmp1004, i32 %call1283, i32 %sel1279
  %call1285 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel1284, i32 16, i32 31)
  %call1288 = tail call i32 @llvm.smax.i32(i32 %sel1284, i32 %call1285)
  %sel1289 = select i1 %cmp1009, i32 %call1288, i32 %sel1284
  %call1290 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %sel1289, i32 0, i32 31)
  %widest1291 = sext i32 %call1290 to i64
  br i1 %cmp16, label %then1292, label %endif1294

endif809.sink.split:                              ; preds = %endif1533, %endif1255
  %sel973.sink = phi i64 [ %sel973, %endif1255 ], [ %sub797, %endif1533 ]
  %phi1238.sink = phi float [ %phi1238, %endif1255 ], [ %phi1516, %endif1533 ]
  %p1262 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add783
  %cmp1257 = icmp sgt i64 %sel973.sink, 0
  %fadd1258 = fadd reassoc contract float %phi1238.sink, 0.000000e+00
  %sel1259 = select i1 %cmp1257, float %fadd1258, float 0.000000e+00
  store float %sel1259, ptr addrspace(1) %p1262, align 4
  br label %endif809

endif809:                                         ; preds = %endif809.sink.split, %endif978, %endif1255, %endif1533
  %phi1541 = phi i1 [ false, %endif1533 ], [ false, %endif1255 ], [ true, %endif978 ], [ false, %endif809.sink.split ]
  %add1543 = add nuw nsw i64 %phi716, %warp8
  %cmp1544 = icmp sge i64 %add1543, %groups
  %quit1545 = or i1 %cmp720, %phi1541
  %again1547.not = or i1 %cmp1544, %quit1545
  br i1 %again1547.not, label %endif, label %repeat.body714

then812:                                          ; preds = %then807
  %add814 = add nuw i64 %sel738, 4095
  %ceil815 = sdiv i64 %add814, 4096
  %call816 = tail call i64 @llvm.smax.i64(i64 %ceil815, i64 2048)
  %43 = trunc i64 %sel738 to i32
  %narrow818 = add i32 %43, -1
  %narrow819 = trunc i64 %call816 to i32
  %chunks820 = udiv i32 %narrow818, %narrow819
  %chunks821 = zext i32 %chunks820 to i64
  %add822 = add nuw nsw i64 %chunks821, 1
  %add823 = add nuw nsw i64 %chunks821, 4294967297
  %44 = atomicrmw add ptr addrspace(1) %list, i64 %add823 monotonic, align 8
  %entry824 = lshr i64 %44, 32
  %first825 = and i64 %44, 4294967295
  %cmp829 = icmp slt i64 %entry824, %most826
  %add830 = add nuw nsw i64 %add822, %first825
  %cmp831 = icmp sle i64 %add830, %add828
  %room832 = and i1 %cmp829, %cmp831
  br i1 %room832, label %then833, label %else834

endif813:                                         ; preds = %then833, %else834, %then807
  %sel850 = phi i64 [ 0, %then833 ], [ 0, %else834 ], [ %sel738, %then807 ]
  %cmp846 = icmp sgt i64 %sel738, 16
  %left848 = xor i1 %cmp846, %listed811
  %cmp851 = icmp sgt i64 %sel758, 4096
  %listed852 = and i1 %cmp, %cmp851
  br i1 %listed852, label %then853, label %endif854

then833:                                          ; preds = %then812
  %.idx1549 = mul nuw nsw i64 %entry824, 24
  %45 = getelementptr inbounds i8, ptr addrspace(1) %list, i64 %.idx1549
  %p838 = getelementptr inbounds i8, ptr addrspace(1) %45, i64 8
  store i64 %add723, ptr addrspace(1) %p838, align 4
  %p841 = getelementptr inbounds i8, ptr addrspace(1) %45, i64 16
  store i64 %first825, ptr addrspace(1) %p841, align 4
  %p844 = getelementptr inbounds i8, ptr addrspace(1) %45, i64 24
  store i64 0, ptr addrspace(1) %p844, align 4
  br label %endif813

else834:                                          ; preds = %then812
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif813

then853:                                          ; preds = %endif813
  %add855 = add nuw i64 %sel758, 4095
  %ceil856 = sdiv i64 %add855, 4096
  %call857 = tail call i64 @llvm.smax.i64(i64 %ceil856, i64 2048)
  %46 = trunc i64 %sel758 to i32
  %narrow859 = add i32 %46, -1
  %narrow860 = trunc i64 %call857 to i32
  %chunks861 = udiv i32 %narrow859, %narrow860
  %chunks862 = zext i32 %chunks861 to i64
  %add863 = add nuw nsw i64 %chunks862, 1
  %add864 = add nuw nsw i64 %chunks862, 4294967297
  %47 = atomicrmw add ptr addrspace(1) %list, i64 %add864 monotonic, align 8
  %entry865 = lshr i64 %47, 32
  %first866 = and i64 %47, 4294967295
  %cmp870 = icmp slt i64 %entry865, %most826
  %add871 = add nuw nsw i64 %add863, %first866
  %cmp872 = icmp sle i64 %add871, %add828
  %room873 = and i1 %cmp870, %cmp872
  br i1 %room873, label %then874, label %else875

endif854:                                         ; preds = %then874, %else875, %endif813
  %sel891 = phi i64 [ 0, %then874 ], [ 0, %else875 ], [ %sel758, %endif813 ]
  %cmp887 = icmp sgt i64 %sel758, 16
  %left889 = xor i1 %cmp887, %listed852
  %unlisted890 = or i1 %left848, %left889
  %cmp892 = icmp sgt i64 %sel778, 4096
  %listed893 = and i1 %cmp, %cmp892
  br i1 %listed893, label %then894, label %endif895

then874:                                          ; preds = %then853
  %.idx1550 = mul nuw nsw i64 %entry865, 24
  %48 = getelementptr inbounds i8, ptr addrspace(1) %list, i64 %.idx1550
  %p879 = getelementptr inbounds i8, ptr addrspace(1) %48, i64 8
  store i64 %add743, ptr addrspace(1) %p879, align 4
  %p882 = getelementptr inbounds i8, ptr addrspace(1) %48, i64 16
  store i64 %first866, ptr addrspace(1) %p882, align 4
  %p885 = getelementptr inbounds i8, ptr addrspace(1) %48, i64 24
  store i64 0, ptr addrspace(1) %p885, align 4
  br label %endif854

else875:                                          ; preds = %then853
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif854

then894:                                          ; preds = %endif854
  %add896 = add nuw i64 %sel778, 4095
  %ceil897 = sdiv i64 %add896, 4096
  %call898 = tail call i64 @llvm.smax.i64(i64 %ceil897, i64 2048)
  %49 = trunc i64 %sel778 to i32
  %narrow900 = add i32 %49, -1
  %narrow901 = trunc i64 %call898 to i32
  %chunks902 = udiv i32 %narrow900, %narrow901
  %chunks903 = zext i32 %chunks902 to i64
  %add904 = add nuw nsw i64 %chunks903, 1
  %add905 = add nuw nsw i64 %chunks903, 4294967297
  %50 = atomicrmw add ptr addrspace(1) %list, i64 %add905 monotonic, align 8
  %entry906 = lshr i64 %50, 32
  %first907 = and i64 %50, 4294967295
  %cmp911 = icmp slt i64 %entry906, %most826
  %add912 = add nuw nsw i64 %add904, %first907
  %cmp913 = icmp sle i64 %add912, %add828
  %room914 = and i1 %cmp911, %cmp913
  br i1 %room914, label %then915, label %else916

endif895:                                         ; preds = %then915, %else916, %endif854
  %sel932 = phi i64 [ 0, %then915 ], [ 0, %else916 ], [ %sel778, %endif854 ]
  %cmp928 = icmp sgt i64 %sel778, 16
  %left930 = xor i1 %cmp928, %listed893
  %unlisted931 = or i1 %unlisted890, %left930
  %cmp933 = icmp sgt i64 %sel798, 4096
  %listed934 = and i1 %cmp, %cmp933
  br i1 %listed934, label %then935, label %endif936

then915:                                          ; preds = %then894
  %.idx1551 = mul nuw nsw i64 %entry906, 24
  %51 = getelementptr inbounds i8, ptr addrspace(1) %list, i64 %.idx1551
  %p920 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 8
  store i64 %add763, ptr addrspace(1) %p920, align 4
  %p923 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 16
  store i64 %first907, ptr addrspace(1) %p923, align 4
  %p926 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 24
  store i64 0, ptr addrspace(1) %p926, align 4
  br label %endif895

else916:                                          ; preds = %then894
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif895

then935:                                          ; preds = %endif895
  %add937 = add nuw i64 %sel798, 4095
  %ceil938 = sdiv i64 %add937, 4096
  %call939 = tail call i64 @llvm.smax.i64(i64 %ceil938, i64 2048)
  %52 = trunc i64 %sel798 to i32
  %narrow941 = add i32 %52, -1
  %narrow942 = trunc i64 %call939 to i32
  %chunks943 = udiv i32 %narrow941, %narrow942
  %chunks944 = zext i32 %chunks943 to i64
  %add945 = add nuw nsw i64 %chunks944, 1
  %add946 = add nuw nsw i64 %chunks944, 4294967297
  %53 = atomicrmw add ptr addrspace(1) %list, i64 %add946 monotonic, align 8
  %entry947 = lshr i64 %53, 32
  %first948 = and i64 %53, 4294967295
  %cmp952 = icmp slt i64 %entry947, %most826
  %add953 = add nuw nsw i64 %add945, %first948
  %cmp954 = icmp sle i64 %add953, %add828
  %room955 = and i1 %cmp952, %cmp954
  br i1 %room955, label %then956, label %else957

endif936:                                         ; preds = %then956, %else957, %endif895
  %sel973 = phi i64 [ 0, %then956 ], [ 0, %else957 ], [ %sel798, %endif895 ]
  %cmp969 = icmp sgt i64 %sel798, 16
  %left971 = xor i1 %cmp969, %listed934
  %unlisted972 = or i1 %unlisted931, %left971
  %call974 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %unlisted972)
  %cmp975 = icmp ne i32 %call974, 0
  %first976 = and i1 %cmp15, %cmp975
  br i1 %first976, label %then977, label %endif978

then956:                                          ; preds = %then935
  %.idx1552 = mul nuw nsw i64 %entry947, 24
  %54 = getelementptr inbounds i8, ptr addrspace(1) %list, i64 %.idx1552
  %p961 = getelementptr inbounds i8, ptr addrspace(1) %54, i64 8
  store i64 %add783, ptr addrspace(1) %p961, align 4
  %p964 = getelementptr inbounds i8, ptr addrspace(1) %54, i64 16
  store i64 %first948, ptr addrspace(1) %p964, align 4
  %p967 = getelementptr inbounds i8, ptr addrspace(1) %54, i64 24
  store i64 0, ptr addrspace(1) %p967, align 4
  br label %endif936

else957:                                          ; preds = %then935
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif936

then977:                                          ; preds = %endif936
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif978

endif978:                                         ; preds = %then977, %endif936
  br i1 %cmp975, label %endif809, label %else981

else981:                                          ; preds = %endif978
  %call983 = tail call i64 @llvm.smax.i64(i64 %sel850, i64 %sel891)
  %call984 = tail call i64 @llvm.smax.i64(i64 %call983, i64 %sel932)
  %call985 = tail call i64 @llvm.smax.i64(i64 %call984, i64 %sel973)
  %len986 = trunc i64 %call985 to i32
  %call987 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %len986, i32 1, i32 31)
  %call990 = tail call i32 @llvm.smax.i32(i32 %len986, i32 %call987)
  %sel991 = select i1 %cmp989.not, i32 %len986, i32 %call990
  %call992 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel991, i32 2, i32 31)
  %call995 = tail call i32 @llvm.smax.i32(i32 %sel991, i32 %call992)
  %sel996 = select i1 %cmp994, i32 %call995, i32 %sel991
  %call997 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel996, i32 4, i32 31)
  %call1000 = tail call i32 @llvm.smax.i32(i32 %sel996, i32 %call997)
  %sel1001 = select i1 %cmp999, i32 %call1000, i32 %sel996
  %call1002 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel1001, i32 8, i32 31)
  %call1005 = tail call i32 @llvm.smax.i32(i32 %sel1001, i32 %call1002)
  %sel1006 = select i1 %cmp1004, i32 %call1005, i32 %sel1001
  %call1007 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel1006, i32 16, i32 31)
  %call1010 = tail call i32 @llvm.smax.i32(i32 %sel1006, i32 %call1007)
  %sel1011 = select i1 %cmp1009, i32 %call1010, i32 %sel1006
  %call1012 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %sel1011, i32 0, i32 31)
  %widest1013 = sext i32 %call1012 to i64
  br i1 %cmp16, label %then1014, label %endif1016

then1014:                                         ; preds = %else981
  %call1018 = tail call i64 @llvm.smin.i64(i64 %call730, i64 %call740)
  %call1022 = tail call i64 @llvm.smin.i64(i64 %call1018, i64 %sub1021)
  %call1023 = tail call i64 @llvm.smax.i64(i64 %call1022, i64 0)
  %p1024 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1023
  %v1025 = load float, ptr addrspace(1) %p1024, align 4
  %call1027 = tail call i64 @llvm.smin.i64(i64 %call1018, i64 %sub1026)
  %call1028 = tail call i64 @llvm.smax.i64(i64 %call1027, i64 0)
  %p1029 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1028
  %v1030 = load i32, ptr addrspace(1) %p1029, align 4
  %call1035 = tail call i32 @llvm.smin.i32(i32 %v1030, i32 %bound1034)
  %call1036 = tail call i32 @llvm.smax.i32(i32 %call1035, i32 0)
  %at1037 = zext nneg i32 %call1036 to i64
  %p1038 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1037
  %v1039 = load float, ptr addrspace(1) %p1038, align 4
  %fmul1040 = fmul float %v1025, %v1039
  %call1042 = tail call i64 @llvm.smin.i64(i64 %call750, i64 %call760)
  %call1046 = tail call i64 @llvm.smin.i64(i64 %call1042, i64 %sub1021)
  %call1047 = tail call i64 @llvm.smax.i64(i64 %call1046, i64 0)
  %p1048 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1047
  %v1049 = load float, ptr addrspace(1) %p1048, align 4
  %call1051 = tail call i64 @llvm.smin.i64(i64 %call1042, i64 %sub1026)
  %call1052 = tail call i64 @llvm.smax.i64(i64 %call1051, i64 0)
  %p1053 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1052
  %v1054 = load i32, ptr addrspace(1) %p1053, align 4
  %call1059 = tail call i32 @llvm.smin.i32(i32 %v1054, i32 %bound1034)
  %call1060 = tail call i32 @llvm.smax.i32(i32 %call1059, i32 0)
  %at1061 = zext nneg i32 %call1060 to i64
  %p1062 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1061
  %v1063 = load float, ptr addrspace(1) %p1062, align 4
  %fmul1064 = fmul float %v1049, %v1063
  %call1066 = tail call i64 @llvm.smin.i64(i64 %call770, i64 %call780)
  %call1070 = tail call i64 @llvm.smin.i64(i64 %call1066, i64 %sub1021)
  %call1071 = tail call i64 @llvm.smax.i64(i64 %call1070, i64 0)
  %p1072 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1071
  %v1073 = load float, ptr addrspace(1) %p1072, align 4
  %call1075 = tail call i64 @llvm.smin.i64(i64 %call1066, i64 %sub1026)
  %call1076 = tail call i64 @llvm.smax.i64(i64 %call1075, i64 0)
  %p1077 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1076
  %v1078 = load i32, ptr addrspace(1) %p1077, align 4
  %call1083 = tail call i32 @llvm.smin.i32(i32 %v1078, i32 %bound1034)
  %call1084 = tail call i32 @llvm.smax.i32(i32 %call1083, i32 0)
  %at1085 = zext nneg i32 %call1084 to i64
  %p1086 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1085
  %v1087 = load float, ptr addrspace(1) %p1086, align 4
  %fmul1088 = fmul float %v1073, %v1087
  %call1090 = tail call i64 @llvm.smin.i64(i64 %call790, i64 %call800)
  %call1094 = tail call i64 @llvm.smin.i64(i64 %call1090, i64 %sub1021)
  %call1095 = tail call i64 @llvm.smax.i64(i64 %call1094, i64 0)
  %p1096 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1095
  %v1097 = load float, ptr addrspace(1) %p1096, align 4
  %call1099 = tail call i64 @llvm.smin.i64(i64 %call1090, i64 %sub1026)
  %call1100 = tail call i64 @llvm.smax.i64(i64 %call1099, i64 0)
  %p1101 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1100
  %v1102 = load i32, ptr addrspace(1) %p1101, align 4
  %call1107 = tail call i32 @llvm.smin.i32(i32 %v1102, i32 %bound1034)
  %call1108 = tail call i32 @llvm.smax.i32(i32 %call1107, i32 0)
  %at1109 = zext nneg i32 %call1108 to i64
  %p1110 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1109
  %v1111 = load float, ptr addrspace(1) %p1110, align 4
  %fmul1112 = fmul float %v1097, %v1111
  %cmp1115 = icmp sgt i32 %call1012, 1
  br i1 %cmp1115, label %fold.body1113, label %endif1016

endif1016:                                        ; preds = %fold.body1113, %then1014, %else981
  %phi1235 = phi float [ 0.000000e+00, %else981 ], [ %fmul1040, %then1014 ], [ %sel1219, %fold.body1113 ]
  %phi1236 = phi float [ 0.000000e+00, %else981 ], [ %fmul1064, %then1014 ], [ %sel1222, %fold.body1113 ]
  %phi1237 = phi float [ 0.000000e+00, %else981 ], [ %fmul1088, %then1014 ], [ %sel1225, %fold.body1113 ]
  %phi1238 = phi float [ 0.000000e+00, %else981 ], [ %fmul1112, %then1014 ], [ %sel1228, %fold.body1113 ]
  br i1 %cmp724, label %then1242, label %endif1243

fold.body1113:                                    ; preds = %then1014, %fold.body1113
  %i1116 = phi i64 [ %add1229, %fold.body1113 ], [ 1, %then1014 ]
  %phi1117 = phi float [ %sel1219, %fold.body1113 ], [ %fmul1040, %then1014 ]
  %phi1118 = phi float [ %sel1222, %fold.body1113 ], [ %fmul1064, %then1014 ]
  %phi1119 = phi float [ %sel1225, %fold.body1113 ], [ %fmul1088, %then1014 ]
  %phi1120 = phi float [ %sel1228, %fold.body1113 ], [ %fmul1112, %then1014 ]
  %add1121 = add nuw nsw i64 %i1116, %call730
  %call1122 = tail call i64 @llvm.smin.i64(i64 %add1121, i64 %call740)
  %call1126 = tail call i64 @llvm.smin.i64(i64 %call1122, i64 %sub1021)
  %call1127 = tail call i64 @llvm.smax.i64(i64 %call1126, i64 0)
  %p1128 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1127
  %v1129 = load float, ptr addrspace(1) %p1128, align 4
  %call1131 = tail call i64 @llvm.smin.i64(i64 %call1122, i64 %sub1026)
  %call1132 = tail call i64 @llvm.smax.i64(i64 %call1131, i64 0)
  %p1133 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1132
  %v1134 = load i32, ptr addrspace(1) %p1133, align 4
  %call1139 = tail call i32 @llvm.smin.i32(i32 %v1134, i32 %bound1034)
  %call1140 = tail call i32 @llvm.smax.i32(i32 %call1139, i32 0)
  %at1141 = zext nneg i32 %call1140 to i64
  %p1142 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1141
  %v1143 = load float, ptr addrspace(1) %p1142, align 4
  %fmul1144 = fmul float %v1129, %v1143
  %add1145 = add nuw nsw i64 %i1116, %call750
  %call1146 = tail call i64 @llvm.smin.i64(i64 %add1145, i64 %call760)
  %call1150 = tail call i64 @llvm.smin.i64(i64 %call1146, i64 %sub1021)
  %call1151 = tail call i64 @llvm.smax.i64(i64 %call1150, i64 0)
  %p1152 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1151
  %v1153 = load float, ptr addrspace(1) %p1152, align 4
  %call1155 = tail call i64 @llvm.smin.i64(i64 %call1146, i64 %sub1026)
  %call1156 = tail call i64 @llvm.smax.i64(i64 %call1155, i64 0)
  %p1157 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1156
  %v1158 = load i32, ptr addrspace(1) %p1157, align 4
  %call1163 = tail call i32 @llvm.smin.i32(i32 %v1158, i32 %bound1034)
  %call1164 = tail call i32 @llvm.smax.i32(i32 %call1163, i32 0)
  %at1165 = zext nneg i32 %call1164 to i64
  %p1166 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1165
  %v1167 = load float, ptr addrspace(1) %p1166, align 4
  %fmul1168 = fmul float %v1153, %v1167
  %add1169 = add nuw nsw i64 %i1116, %call770
  %call1170 = tail call i64 @llvm.smin.i64(i64 %add1169, i64 %call780)
  %call1174 = tail call i64 @llvm.smin.i64(i64 %call1170, i64 %sub1021)
  %call1175 = tail call i64 @llvm.smax.i64(i64 %call1174, i64 0)
  %p1176 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1175
  %v1177 = load float, ptr addrspace(1) %p1176, align 4
  %call1179 = tail call i64 @llvm.smin.i64(i64 %call1170, i64 %sub1026)
  %call1180 = tail call i64 @llvm.smax.i64(i64 %call1179, i64 0)
  %p1181 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1180
  %v1182 = load i32, ptr addrspace(1) %p1181, align 4
  %call1187 = tail call i32 @llvm.smin.i32(i32 %v1182, i32 %bound1034)
  %call1188 = tail call i32 @llvm.smax.i32(i32 %call1187, i32 0)
  %at1189 = zext nneg i32 %call1188 to i64
  %p1190 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1189
  %v1191 = load float, ptr addrspace(1) %p1190, align 4
  %fmul1192 = fmul float %v1177, %v1191
  %add1193 = add nuw nsw i64 %i1116, %call790
  %call1194 = tail call i64 @llvm.smin.i64(i64 %add1193, i64 %call800)
  %call1198 = tail call i64 @llvm.smin.i64(i64 %call1194, i64 %sub1021)
  %call1199 = tail call i64 @llvm.smax.i64(i64 %call1198, i64 0)
  %p1200 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1199
  %v1201 = load float, ptr addrspace(1) %p1200, align 4
  %call1203 = tail call i64 @llvm.smin.i64(i64 %call1194, i64 %sub1026)
  %call1204 = tail call i64 @llvm.smax.i64(i64 %call1203, i64 0)
  %p1205 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1204
  %v1206 = load i32, ptr addrspace(1) %p1205, align 4
  %call1211 = tail call i32 @llvm.smin.i32(i32 %v1206, i32 %bound1034)
  %call1212 = tail call i32 @llvm.smax.i32(i32 %call1211, i32 0)
  %at1213 = zext nneg i32 %call1212 to i64
  %p1214 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1213
  %v1215 = load float, ptr addrspace(1) %p1214, align 4
  %fmul1216 = fmul float %v1201, %v1215
  %cmp1217 = icmp slt i64 %i1116, %sel850
  %fadd1218 = fadd reassoc contract float %phi1117, %fmul1144
  %sel1219 = select i1 %cmp1217, float %fadd1218, float %phi1117
  %cmp1220 = icmp slt i64 %i1116, %sel891
  %fadd1221 = fadd reassoc contract float %phi1118, %fmul1168
  %sel1222 = select i1 %cmp1220, float %fadd1221, float %phi1118
  %cmp1223 = icmp slt i64 %i1116, %sel932
  %fadd1224 = fadd reassoc contract float %phi1119, %fmul1192
  %sel1225 = select i1 %cmp1223, float %fadd1224, float %phi1119
  %cmp1226 = icmp slt i64 %i1116, %sel973
  %fadd1227 = fadd reassoc contract float %phi1120, %fmul1216
  %sel1228 = select i1 %cmp1226, float %fadd1227, float %phi1120
  %add1229 = add nuw nsw i64 %i1116, 1
  %exitcond.not = icmp eq i64 %add1229, %widest1013
  br i1 %exitcond.not, label %endif1016, label %fold.body1113

then1242:                                         ; preds = %endif1016
  %p1244 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add723
  %cmp1239 = icmp sgt i64 %sel850, 0
  %fadd1240 = fadd reassoc contract float %phi1235, 0.000000e+00
  %sel1241 = select i1 %cmp1239, float %fadd1240, float 0.000000e+00
  store float %sel1241, ptr addrspace(1) %p1244, align 4
  br label %endif1243

endif1243:                                        ; preds = %then1242, %endif1016
  br i1 %cmp744, label %then1248, label %endif1249

then1248:                                         ; preds = %endif1243
  %p1250 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add743
  %cmp1245 = icmp sgt i64 %sel891, 0
  %fadd1246 = fadd reassoc contract float %phi1236, 0.000000e+00
  %sel1247 = select i1 %cmp1245, float %fadd1246, float 0.000000e+00
  store float %sel1247, ptr addrspace(1) %p1250, align 4
  br label %endif1249

endif1249:                                        ; preds = %then1248, %endif1243
  br i1 %cmp764, label %then1254, label %endif1255

then1254:                                         ; preds = %endif1249
  %p1256 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add763
  %cmp1251 = icmp sgt i64 %sel932, 0
  %fadd1252 = fadd reassoc contract float %phi1237, 0.000000e+00
  %sel1253 = select i1 %cmp1251, float %fadd1252, float 0.000000e+00
  store float %sel1253, ptr addrspace(1) %p1256, align 4
  br label %endif1255

endif1255:                                        ; preds = %then1254, %endif1249
  br i1 %cmp784, label %endif809.sink.split, label %endif809

then1292:                                         ; preds = %else808
  %call1296 = tail call i64 @llvm.smin.i64(i64 %call730, i64 %call740)
  %call1300 = tail call i64 @llvm.smin.i64(i64 %call1296, i64 %sub1021)
  %call1301 = tail call i64 @llvm.smax.i64(i64 %call1300, i64 0)
  %p1302 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1301
  %v1303 = load float, ptr addrspace(1) %p1302, align 4
  %call1305 = tail call i64 @llvm.smin.i64(i64 %call1296, i64 %sub1026)
  %call1306 = tail call i64 @llvm.smax.i64(i64 %call1305, i64 0)
  %p1307 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1306
  %v1308 = load i32, ptr addrspace(1) %p1307, align 4
  %call1313 = tail call i32 @llvm.smin.i32(i32 %v1308, i32 %bound1034)
  %call1314 = tail call i32 @llvm.smax.i32(i32 %call1313, i32 0)
  %at1315 = zext nneg i32 %call1314 to i64
  %p1316 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1315
  %v1317 = load float, ptr addrspace(1) %p1316, align 4
  %fmul1318 = fmul float %v1303, %v1317
  %call1320 = tail call i64 @llvm.smin.i64(i64 %call750, i64 %call760)
  %call1324 = tail call i64 @llvm.smin.i64(i64 %call1320, i64 %sub1021)
  %call1325 = tail call i64 @llvm.smax.i64(i64 %call1324, i64 0)
  %p1326 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1325
  %v1327 = load float, ptr addrspace(1) %p1326, align 4
  %call1329 = tail call i64 @llvm.smin.i64(i64 %call1320, i64 %sub1026)
  %call1330 = tail call i64 @llvm.smax.i64(i64 %call1329, i64 0)
  %p1331 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1330
  %v1332 = load i32, ptr addrspace(1) %p1331, align 4
  %call1337 = tail call i32 @llvm.smin.i32(i32 %v1332, i32 %bound1034)
  %call1338 = tail call i32 @llvm.smax.i32(i32 %call1337, i32 0)
  %at1339 = zext nneg i32 %call1338 to i64
  %p1340 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1339
  %v1341 = load float, ptr addrspace(1) %p1340, align 4
  %fmul1342 = fmul float %v1327, %v1341
  %call1344 = tail call i64 @llvm.smin.i64(i64 %call770, i64 %call780)
  %call1348 = tail call i64 @llvm.smin.i64(i64 %call1344, i64 %sub1021)
  %call1349 = tail call i64 @llvm.smax.i64(i64 %call1348, i64 0)
  %p1350 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1349
  %v1351 = load float, ptr addrspace(1) %p1350, align 4
  %call1353 = tail call i64 @llvm.smin.i64(i64 %call1344, i64 %sub1026)
  %call1354 = tail call i64 @llvm.smax.i64(i64 %call1353, i64 0)
  %p1355 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1354
  %v1356 = load i32, ptr addrspace(1) %p1355, align 4
  %call1361 = tail call i32 @llvm.smin.i32(i32 %v1356, i32 %bound1034)
  %call1362 = tail call i32 @llvm.smax.i32(i32 %call1361, i32 0)
  %at1363 = zext nneg i32 %call1362 to i64
  %p1364 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1363
  %v1365 = load float, ptr addrspace(1) %p1364, align 4
  %fmul1366 = fmul float %v1351, %v1365
  %call1368 = tail call i64 @llvm.smin.i64(i64 %call790, i64 %call800)
  %call1372 = tail call i64 @llvm.smin.i64(i64 %call1368, i64 %sub1021)
  %call1373 = tail call i64 @llvm.smax.i64(i64 %call1372, i64 0)
  %p1374 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1373
  %v1375 = load float, ptr addrspace(1) %p1374, align 4
  %call1377 = tail call i64 @llvm.smin.i64(i64 %call1368, i64 %sub1026)
  %call1378 = tail call i64 @llvm.smax.i64(i64 %call1377, i64 0)
  %p1379 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1378
  %v1380 = load i32, ptr addrspace(1) %p1379, align 4
  %call1385 = tail call i32 @llvm.smin.i32(i32 %v1380, i32 %bound1034)
  %call1386 = tail call i32 @llvm.smax.i32(i32 %call1385, i32 0)
  %at1387 = zext nneg i32 %call1386 to i64
  %p1388 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1387
  %v1389 = load float, ptr addrspace(1) %p1388, align 4
  %fmul1390 = fmul float %v1375, %v1389
  %cmp1393 = icmp sgt i32 %call1290, 1
  br i1 %cmp1393, label %fold.body1391, label %endif1294

endif1294:                                        ; preds = %fold.body1391, %then1292, %else808
  %phi1513 = phi float [ 0.000000e+00, %else808 ], [ %fmul1318, %then1292 ], [ %sel1497, %fold.body1391 ]
  %phi1514 = phi float [ 0.000000e+00, %else808 ], [ %fmul1342, %then1292 ], [ %sel1500, %fold.body1391 ]
  %phi1515 = phi float [ 0.000000e+00, %else808 ], [ %fmul1366, %then1292 ], [ %sel1503, %fold.body1391 ]
  %phi1516 = phi float [ 0.000000e+00, %else808 ], [ %fmul1390, %then1292 ], [ %sel1506, %fold.body1391 ]
  br i1 %cmp724, label %then1520, label %endif1521

fold.body1391:                                    ; preds = %then1292, %fold.body1391
  %i1394 = phi i64 [ %add1507, %fold.body1391 ], [ 1, %then1292 ]
  %phi1395 = phi float [ %sel1497, %fold.body1391 ], [ %fmul1318, %then1292 ]
  %phi1396 = phi float [ %sel1500, %fold.body1391 ], [ %fmul1342, %then1292 ]
  %phi1397 = phi float [ %sel1503, %fold.body1391 ], [ %fmul1366, %then1292 ]
  %phi1398 = phi float [ %sel1506, %fold.body1391 ], [ %fmul1390, %then1292 ]
  %add1399 = add nuw nsw i64 %i1394, %call730
  %call1400 = tail call i64 @llvm.smin.i64(i64 %add1399, i64 %call740)
  %call1404 = tail call i64 @llvm.smin.i64(i64 %call1400, i64 %sub1021)
  %call1405 = tail call i64 @llvm.smax.i64(i64 %call1404, i64 0)
  %p1406 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1405
  %v1407 = load float, ptr addrspace(1) %p1406, align 4
  %call1409 = tail call i64 @llvm.smin.i64(i64 %call1400, i64 %sub1026)
  %call1410 = tail call i64 @llvm.smax.i64(i64 %call1409, i64 0)
  %p1411 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1410
  %v1412 = load i32, ptr addrspace(1) %p1411, align 4
  %call1417 = tail call i32 @llvm.smin.i32(i32 %v1412, i32 %bound1034)
  %call1418 = tail call i32 @llvm.smax.i32(i32 %call1417, i32 0)
  %at1419 = zext nneg i32 %call1418 to i64
  %p1420 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1419
  %v1421 = load float, ptr addrspace(1) %p1420, align 4
  %fmul1422 = fmul float %v1407, %v1421
  %add1423 = add nuw nsw i64 %i1394, %call750
  %call1424 = tail call i64 @llvm.smin.i64(i64 %add1423, i64 %call760)
  %call1428 = tail call i64 @llvm.smin.i64(i64 %call1424, i64 %sub1021)
  %call1429 = tail call i64 @llvm.smax.i64(i64 %call1428, i64 0)
  %p1430 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1429
  %v1431 = load float, ptr addrspace(1) %p1430, align 4
  %call1433 = tail call i64 @llvm.smin.i64(i64 %call1424, i64 %sub1026)
  %call1434 = tail call i64 @llvm.smax.i64(i64 %call1433, i64 0)
  %p1435 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1434
  %v1436 = load i32, ptr addrspace(1) %p1435, align 4
  %call1441 = tail call i32 @llvm.smin.i32(i32 %v1436, i32 %bound1034)
  %call1442 = tail call i32 @llvm.smax.i32(i32 %call1441, i32 0)
  %at1443 = zext nneg i32 %call1442 to i64
  %p1444 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1443
  %v1445 = load float, ptr addrspace(1) %p1444, align 4
  %fmul1446 = fmul float %v1431, %v1445
  %add1447 = add nuw nsw i64 %i1394, %call770
  %call1448 = tail call i64 @llvm.smin.i64(i64 %add1447, i64 %call780)
  %call1452 = tail call i64 @llvm.smin.i64(i64 %call1448, i64 %sub1021)
  %call1453 = tail call i64 @llvm.smax.i64(i64 %call1452, i64 0)
  %p1454 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1453
  %v1455 = load float, ptr addrspace(1) %p1454, align 4
  %call1457 = tail call i64 @llvm.smin.i64(i64 %call1448, i64 %sub1026)
  %call1458 = tail call i64 @llvm.smax.i64(i64 %call1457, i64 0)
  %p1459 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1458
  %v1460 = load i32, ptr addrspace(1) %p1459, align 4
  %call1465 = tail call i32 @llvm.smin.i32(i32 %v1460, i32 %bound1034)
  %call1466 = tail call i32 @llvm.smax.i32(i32 %call1465, i32 0)
  %at1467 = zext nneg i32 %call1466 to i64
  %p1468 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1467
  %v1469 = load float, ptr addrspace(1) %p1468, align 4
  %fmul1470 = fmul float %v1455, %v1469
  %add1471 = add nuw nsw i64 %i1394, %call790
  %call1472 = tail call i64 @llvm.smin.i64(i64 %add1471, i64 %call800)
  %call1476 = tail call i64 @llvm.smin.i64(i64 %call1472, i64 %sub1021)
  %call1477 = tail call i64 @llvm.smax.i64(i64 %call1476, i64 0)
  %p1478 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1477
  %v1479 = load float, ptr addrspace(1) %p1478, align 4
  %call1481 = tail call i64 @llvm.smin.i64(i64 %call1472, i64 %sub1026)
  %call1482 = tail call i64 @llvm.smax.i64(i64 %call1481, i64 0)
  %p1483 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1482
  %v1484 = load i32, ptr addrspace(1) %p1483, align 4
  %call1489 = tail call i32 @llvm.smin.i32(i32 %v1484, i32 %bound1034)
  %call1490 = tail call i32 @llvm.smax.i32(i32 %call1489, i32 0)
  %at1491 = zext nneg i32 %call1490 to i64
  %p1492 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1491
  %v1493 = load float, ptr addrspace(1) %p1492, align 4
  %fmul1494 = fmul float %v1479, %v1493
  %cmp1495 = icmp slt i64 %i1394, %sel738
  %fadd1496 = fadd reassoc contract float %phi1395, %fmul1422
  %sel1497 = select i1 %cmp1495, float %fadd1496, float %phi1395
  %cmp1498 = icmp slt i64 %i1394, %sel758
  %fadd1499 = fadd reassoc contract float %phi1396, %fmul1446
  %sel1500 = select i1 %cmp1498, float %fadd1499, float %phi1396
  %cmp1501 = icmp slt i64 %i1394, %sel778
  %fadd1502 = fadd reassoc contract float %phi1397, %fmul1470
  %sel1503 = select i1 %cmp1501, float %fadd1502, float %phi1397
  %cmp1504 = icmp slt i64 %i1394, %sel798
  %fadd1505 = fadd reassoc contract float %phi1398, %fmul1494
  %sel1506 = select i1 %cmp1504, float %fadd1505, float %phi1398
  %add1507 = add nuw nsw i64 %i1394, 1
  %exitcond1559.not = icmp eq i64 %add1507, %widest1291
  br i1 %exitcond1559.not, label %endif1294, label %fold.body1391

then1520:                                         ; preds = %endif1294
  %p1522 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add723
  %cmp1517 = icmp sgt i64 %sub737, 0
  %fadd1518 = fadd reassoc contract float %phi1513, 0.000000e+00
  %sel1519 = select i1 %cmp1517, float %fadd1518, float 0.000000e+00
  store float %sel1519, ptr addrspace(1) %p1522, align 4
  br label %endif1521

endif1521:                                        ; preds = %then1520, %endif1294
  br i1 %cmp744, label %then1526, label %endif1527

then1526:                                         ; preds = %endif1521
  %p1528 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add743
  %cmp1523 = icmp sgt i64 %sub757, 0
  %fadd1524 = fadd reassoc contract float %phi1514, 0.000000e+00
  %sel1525 = select i1 %cmp1523, float %fadd1524, float 0.000000e+00
  store float %sel1525, ptr addrspace(1) %p1528, align 4
  br label %endif1527

endif1527:                                        ; preds = %then1526, %endif1521
  br i1 %cmp764, label %then1532, label %endif1533

then1532:                                         ; preds = %endif1527
  %p1534 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add763
  %cmp1529 = icmp sgt i64 %sub777, 0
  %fadd1530 = fadd reassoc contract float %phi1515, 0.000000e+00
  %sel1531 = select i1 %cmp1529, float %fadd1530, float 0.000000e+00
  store float %sel1531, ptr addrspace(1) %p1534, align 4
  br label %endif1533

endif1533:                                        ; preds = %then1532, %endif1527
  br i1 %cmp784, label %endif809.sink.split, label %endif809
}

define void @systole_fold_seg_csr_gather_spmv_f32_search(i64 %0, ptr addrspace(1) noalias nocapture readonly %1, i64 %2, ptr addrspace(1) noalias nocapture readonly %3, i64 %4, ptr addrspace(1) noalias nocapture readonly %5, i64 %6, ptr addrspace(1) noalias nocapture readonly %7, i64 %8, ptr addrspace(1) noalias nocapture writeonly %9, ptr addrspace(1) noalias %10, ptr addrspace(1) noalias %11, i64 %12, i64 %13) local_unnamed_addr {
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
  %sub = add i64 %6, -1
  %call9 = tail call i64 @llvm.smax.i64(i64 %sub, i64 0)
  %.idx = mul i64 %12, 24
  %14 = getelementptr i8, ptr addrspace(1) %11, i64 %.idx
  %long = getelementptr i8, ptr addrspace(1) %14, i64 8
  %list = getelementptr i8, ptr addrspace(1) %14, i64 24
  %address = ptrtoint ptr addrspace(1) %long to i64
  %15 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address) #5
  %cmp.not = icmp eq i64 %15, 0
  br i1 %cmp.not, label %folded, label %merge_path

merge_path:                                       ; preds = %entry
  %v1479 = load i32, ptr addrspace(1) %7, align 4
  %16 = tail call i32 @llvm.smax.i32(i32 %v1479, i32 0)
  %call1481 = zext nneg i32 %16 to i64
  %call1482 = tail call i64 @llvm.smin.i64(i64 %call1481, i64 %8)
  %17 = tail call i64 @llvm.smax.i64(i64 %sub, i64 1)
  %p1486 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %17
  %v1487 = load i32, ptr addrspace(1) %p1486, align 4
  %offset1488 = sext i32 %v1487 to i64
  %call1489 = tail call i64 @llvm.smax.i64(i64 %offset1488, i64 %call1482)
  %call1490 = tail call i64 @llvm.smin.i64(i64 %call1489, i64 %8)
  %sub1491 = sub i64 %call1490, %call1482
  %add1492 = add i64 %sub1491, %call9
  %add1493 = add i64 %12, 1
  %cmp1494 = icmp slt i64 %add, %add1493
  br i1 %cmp1494, label %stride.body.preheader, label %common.ret

stride.body.preheader:                            ; preds = %merge_path
  %invariant.gep = getelementptr i8, ptr addrspace(1) %7, i64 4
  %.idx1644 = shl i64 %12, 4
  %18 = getelementptr i8, ptr addrspace(1) %11, i64 %.idx1644
  br label %stride.body

folded:                                           ; preds = %entry
  %warp8 = lshr i64 %mul7, 5
  %warp = lshr i64 %add, 5
  %mul12 = shl i64 %12, 1
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
  %19 = tail call i64 @llvm.umax.i64(i64 %entries, i64 1)
  %call20 = add nsw i64 %19, -1
  %cmp21 = icmp slt i64 %mul15, %call17
  br i1 %cmp21, label %then, label %common.ret

then:                                             ; preds = %folded
  %cmp22.not = icmp ult i64 %v, 4294967296
  br i1 %cmp22.not, label %repeat.exit, label %repeat.body.preheader

repeat.body.preheader:                            ; preds = %then
  %invariant.gep1647 = getelementptr i8, ptr addrspace(1) %14, i64 40
  br label %repeat.body

common.ret:                                       ; preds = %repeat.exit1503, %endif929, %merge_path, %folded
  ret void

repeat.body:                                      ; preds = %repeat.body.preheader, %repeat.body
  %phi = phi i64 [ %sel, %repeat.body ], [ 0, %repeat.body.preheader ]
  %phi23 = phi i64 [ %sel31, %repeat.body ], [ %entries, %repeat.body.preheader ]
  %add24 = add i64 %phi23, %phi
  %mid = lshr i64 %add24, 1
  %.idx1641 = mul i64 %mid, 24
  %gep1648 = getelementptr i8, ptr addrspace(1) %invariant.gep1647, i64 %.idx1641
  %v28 = load i64, ptr addrspace(1) %gep1648, align 4
  %cmp29.not = icmp sgt i64 %v28, %mul15
  %add30 = add nuw i64 %mid, 1
  %sel = select i1 %cmp29.not, i64 %phi, i64 %add30
  %sel31 = select i1 %cmp29.not, i64 %mid, i64 %phi23
  %cmp32 = icmp slt i64 %sel, %sel31
  br i1 %cmp32, label %repeat.body, label %repeat.exit

repeat.exit:                                      ; preds = %repeat.body, %then
  %phi33 = phi i64 [ 0, %then ], [ %sel, %repeat.body ]
  %20 = tail call i64 @llvm.smax.i64(i64 %phi33, i64 1)
  %call36 = add nsw i64 %20, -1
  %invariant.gep1649 = getelementptr i8, ptr addrspace(1) %14, i64 40
  %cmp79 = icmp sle i64 %8, %0
  %cmp81 = icmp sle i64 %8, %2
  %fits82 = and i1 %cmp79, %cmp81
  %sub444 = add i64 %0, -1
  %sub449 = add i64 %2, -1
  %sub455 = add i64 %4, -1
  %call456 = tail call i64 @llvm.smin.i64(i64 %sub455, i64 2147483647)
  %bound457 = trunc i64 %call456 to i32
  %add880 = add nuw nsw i64 %lane, 1
  %add887 = add nuw nsw i64 %lane, 2
  %add894 = add nuw nsw i64 %lane, 4
  %add901 = add nuw nsw i64 %lane, 8
  %add908 = add nuw nsw i64 %lane, 16
  %21 = getelementptr float, ptr addrspace(1) %10, i64 %mul12
  br label %fold.body

fold.body:                                        ; preds = %repeat.exit, %endif929
  %i = phi i64 [ %mul15, %repeat.exit ], [ %add1475, %endif929 ]
  %phi38 = phi i64 [ %call36, %repeat.exit ], [ %sel46, %endif929 ]
  %add39 = add i64 %phi38, 1
  %call40 = tail call i64 @llvm.smin.i64(i64 %add39, i64 %call20)
  %.idx1642 = mul i64 %call40, 24
  %gep1650 = getelementptr i8, ptr addrspace(1) %invariant.gep1649, i64 %.idx1642
  %v44 = load i64, ptr addrspace(1) %gep1650, align 4
  %cmp45.not = icmp sgt i64 %v44, %i
  %sel46 = select i1 %cmp45.not, i64 %phi38, i64 %call40
  %.idx1645 = mul i64 %sel46, 24
  %22 = getelementptr i8, ptr addrspace(1) %list, i64 %.idx1645
  %p49 = getelementptr i8, ptr addrspace(1) %22, i64 8
  %v50 = load i64, ptr addrspace(1) %p49, align 4
  %p53 = getelementptr i8, ptr addrspace(1) %22, i64 16
  %v54 = load i64, ptr addrspace(1) %p53, align 4
  %p55 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %v50
  %v56 = load i32, ptr addrspace(1) %p55, align 4
  %23 = tail call i32 @llvm.smax.i32(i32 %v56, i32 0)
  %call57 = zext nneg i32 %23 to i64
  %call58 = tail call i64 @llvm.smin.i64(i64 %call57, i64 %8)
  %p60 = getelementptr i8, ptr addrspace(1) %p55, i64 4
  %v61 = load i32, ptr addrspace(1) %p60, align 4
  %offset62 = sext i32 %v61 to i64
  %call63 = tail call i64 @llvm.smax.i64(i64 %offset62, i64 %call58)
  %call64 = tail call i64 @llvm.smin.i64(i64 %call63, i64 %8)
  %sub65 = sub i64 %call64, %call58
  %add66 = add i64 %sub65, 4095
  %ceil = sdiv i64 %add66, 4096
  %call67 = tail call i64 @llvm.smax.i64(i64 %ceil, i64 2048)
  %24 = trunc i64 %sub65 to i32
  %narrow = add i32 %24, -1
  %narrow69 = trunc i64 %call67 to i32
  %chunks70 = udiv i32 %narrow, %narrow69
  %chunks71 = zext i32 %chunks70 to i64
  %add72 = add nuw nsw i64 %chunks71, 1
  %sub73 = sub i64 %i, %v54
  %mul74 = mul i64 %call67, %sub73
  %add75 = add i64 %mul74, %call58
  %add76 = add i64 %add75, %call67
  %call77 = tail call i64 @llvm.smin.i64(i64 %add76, i64 %call64)
  %sub85 = sub i64 %call77, %add75
  %full = sdiv i64 %sub85, 256
  %cmp88 = icmp sgt i64 %sub85, 255
  %add93 = add i64 %add75, %lane
  br i1 %fits82, label %then83, label %else

then83:                                           ; preds = %fold.body
  br i1 %cmp88, label %fold.body86.preheader, label %fold.exit87

fold.body86.preheader:                            ; preds = %then83
  %p96.peel = getelementptr inbounds float, ptr addrspace(1) %1, i64 %add93
  %v97.peel = load float, ptr addrspace(1) %p96.peel, align 4
  %p98.peel = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add93
  %v99.peel = load i32, ptr addrspace(1) %p98.peel, align 4
  %call102.peel = tail call i32 @llvm.smin.i32(i32 %v99.peel, i32 %bound457)
  %call103.peel = tail call i32 @llvm.smax.i32(i32 %call102.peel, i32 0)
  %at.peel = zext nneg i32 %call103.peel to i64
  %p104.peel = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at.peel
  %v105.peel = load float, ptr addrspace(1) %p104.peel, align 4
  %fmul.peel = fmul float %v97.peel, %v105.peel
  %add106.peel = add i64 %add93, 32
  %p107.peel = getelementptr inbounds float, ptr addrspace(1) %1, i64 %add106.peel
  %v108.peel = load float, ptr addrspace(1) %p107.peel, align 4
  %p109.peel = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add106.peel
  %v110.peel = load i32, ptr addrspace(1) %p109.peel, align 4
  %call115.peel = tail call i32 @llvm.smin.i32(i32 %v110.peel, i32 %bound457)
  %call116.peel = tail call i32 @llvm.smax.i32(i32 %call115.peel, i32 0)
  %at117.peel = zext nneg i32 %call116.peel to i64
  %p118.peel = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at117.peel
  %v119.peel = load float, ptr addrspace(1) %p118.peel, align 4
  %fmul120.peel = fmul float %v108.peel, %v119.peel
  %add121.peel = add i64 %add93, 64
  %p122.peel = getelementptr inbounds float, ptr addrspace(1) %1, i64 %add121.peel
  %v123.peel = load float, ptr addrspace(1) %p122.peel, align 4
  %p124.peel = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add121.peel
  %v125.peel = load i32, ptr addrspace(1) %p124.peel, align 4
  %call130.peel = tail call i32 @llvm.smin.i32(i32 %v125.peel, i32 %bound457)
  %call131.peel = tail call i32 @llvm.smax.i32(i32 %call130.peel, i32 0)
  %at132.peel = zext nneg i32 %call131.peel to i64
  %p133.peel = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at132.peel
  %v134.peel = load float, ptr addrspace(1) %p133.peel, align 4
  %fmul135.peel = fmul float %v123.peel, %v134.peel
  %add136.peel = add i64 %add93, 96
  %p137.peel = getelementptr inbounds float, ptr addrspace(1) %1, i64 %add136.peel
  %v138.peel = load float, ptr addrspace(1) %p137.peel, align 4
  %p139.peel = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add136.peel
  %v140.peel = load i32, ptr addrspace(1) %p139.peel, align 4
  %call145.peel = tail call i32 @llvm.smin.i32(i32 %v140.peel, i32 %bound457)
  %call146.peel = tail call i32 @llvm.smax.i32(i32 %call145.peel, i32 0)
  %at147.peel = zext nneg i32 %call146.peel to i64
  %p148.peel = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at147.peel
  %v149.peel = load float, ptr addrspace(1) %p148.peel, align 4
  %fmul150.peel = fmul float %v138.peel, %v149.peel
  %add151.peel = add i64 %add93, 128
  %p152.peel = getelementptr inbounds float, ptr addrspace(1) %1, i64 %add151.peel
  %v153.peel = load float, ptr addrspace(1) %p152.peel, align 4
  %p154.peel = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add151.peel
  %v155.peel = load i32, ptr addrspace(1) %p154.peel, align 4
  %call160.peel = tail call i32 @llvm.smin.i32(i32 %v155.peel, i32 %bound457)
  %call161.peel = tail call i32 @llvm.smax.i32(i32 %call160.peel, i32 0)
  %at162.peel = zext nneg i32 %call161.peel to i64
  %p163.peel = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at162.peel
  %v164.peel = load float, ptr addrspace(1) %p163.peel, align 4
  %fmul165.peel = fmul float %v153.peel, %v164.peel
  %add166.peel = add i64 %add93, 160
  %p167.peel = getelementptr inbounds float, ptr addrspace(1) %1, i64 %add166.peel
  %v168.peel = load float, ptr addrspace(1) %p167.peel, align 4
  %p169.peel = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add166.peel
  %v170.peel = load i32, ptr addrspace(1) %p169.peel, align 4
  %call175.peel = tail call i32 @llvm.smin.i32(i32 %v170.peel, i32 %bound457)
  %call176.peel = tail call i32 @llvm.smax.i32(i32 %call175.peel, i32 0)
  %at177.peel = zext nneg i32 %call176.peel to i64
  %p178.peel = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at177.peel
  %v179.peel = load float, ptr addrspace(1) %p178.peel, align 4
  %fmul180.peel = fmul float %v168.peel, %v179.peel
  %add181.peel = add i64 %add93, 192
  %p182.peel = getelementptr inbounds float, ptr addrspace(1) %1, i64 %add181.peel
  %v183.peel = load float, ptr addrspace(1) %p182.peel, align 4
  %p184.peel = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add181.peel
  %v185.peel = load i32, ptr addrspace(1) %p184.peel, align 4
  %call190.peel = tail call i32 @llvm.smin.i32(i32 %v185.peel, i32 %bound457)
  %call191.peel = tail call i32 @llvm.smax.i32(i32 %call190.peel, i32 0)
  %at192.peel = zext nneg i32 %call191.peel to i64
  %p193.peel = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at192.peel
  %v194.peel = load float, ptr addrspace(1) %p193.peel, align 4
  %fmul195.peel = fmul float %v183.peel, %v194.peel
  %add196.peel = add i64 %add93, 224
  %p197.peel = getelementptr inbounds float, ptr addrspace(1) %1, i64 %add196.peel
  %v198.peel = load float, ptr addrspace(1) %p197.peel, align 4
  %p199.peel = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add196.peel
  %v200.peel = load i32, ptr addrspace(1) %p199.peel, align 4
  %call205.peel = tail call i32 @llvm.smin.i32(i32 %v200.peel, i32 %bound457)
  %call206.peel = tail call i32 @llvm.smax.i32(i32 %call205.peel, i32 0)
  %at207.peel = zext nneg i32 %call206.peel to i64
  %p208.peel = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at207.peel
  %v209.peel = load float, ptr addrspace(1) %p208.peel, align 4
  %fmul210.peel = fmul float %v198.peel, %v209.peel
  %fadd212.peel = fadd reassoc contract float %fmul.peel, %fmul120.peel
  %fadd213.peel = fadd reassoc contract float %fadd212.peel, %fmul135.peel
  %fadd214.peel = fadd reassoc contract float %fadd213.peel, %fmul150.peel
  %fadd215.peel = fadd reassoc contract float %fadd214.peel, %fmul165.peel
  %fadd216.peel = fadd reassoc contract float %fadd215.peel, %fmul180.peel
  %fadd217.peel = fadd reassoc contract float %fadd216.peel, %fmul195.peel
  %fadd218.peel = fadd reassoc contract float %fadd217.peel, %fmul210.peel
  %25 = and i64 %sub85, 9223372036854775552
  %exitcond1652.peel.not = icmp eq i64 %25, 256
  br i1 %exitcond1652.peel.not, label %fold.exit87, label %fold.body86

else:                                             ; preds = %fold.body
  br i1 %cmp88, label %fold.body432, label %fold.exit433

endif84:                                          ; preds = %fold.exit433, %fold.exit87
  %call906.sink = phi i32 [ %call906, %fold.exit433 ], [ %call424, %fold.exit87 ]
  %call876.sink = phi i64 [ %call876, %fold.exit433 ], [ %call396, %fold.exit87 ]
  %sel904.sink1656 = phi float [ %sel904, %fold.exit433 ], [ %sel422, %fold.exit87 ]
  br i1 %cmp18, label %then914, label %endif922

fold.body86:                                      ; preds = %fold.body86.preheader, %fold.body86
  %i89 = phi i64 [ %add219, %fold.body86 ], [ 1, %fold.body86.preheader ]
  %phi90 = phi float [ %fadd218, %fold.body86 ], [ %fadd218.peel, %fold.body86.preheader ]
  %mul92 = shl i64 %i89, 8
  %add94 = add i64 %add93, %mul92
  %p96 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %add94
  %v97 = load float, ptr addrspace(1) %p96, align 4
  %p98 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add94
  %v99 = load i32, ptr addrspace(1) %p98, align 4
  %call102 = tail call i32 @llvm.smin.i32(i32 %v99, i32 %bound457)
  %call103 = tail call i32 @llvm.smax.i32(i32 %call102, i32 0)
  %at = zext nneg i32 %call103 to i64
  %p104 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at
  %v105 = load float, ptr addrspace(1) %p104, align 4
  %fmul = fmul float %v97, %v105
  %add106 = add i64 %add94, 32
  %p107 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %add106
  %v108 = load float, ptr addrspace(1) %p107, align 4
  %p109 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add106
  %v110 = load i32, ptr addrspace(1) %p109, align 4
  %call115 = tail call i32 @llvm.smin.i32(i32 %v110, i32 %bound457)
  %call116 = tail call i32 @llvm.smax.i32(i32 %call115, i32 0)
  %at117 = zext nneg i32 %call116 to i64
  %p118 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at117
  %v119 = load float, ptr addrspace(1) %p118, align 4
  %fmul120 = fmul float %v108, %v119
  %add121 = add i64 %add94, 64
  %p122 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %add121
  %v123 = load float, ptr addrspace(1) %p122, align 4
  %p124 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add121
  %v125 = load i32, ptr addrspace(1) %p124, align 4
  %call130 = tail call i32 @llvm.smin.i32(i32 %v125, i32 %bound457)
  %call131 = tail call i32 @llvm.smax.i32(i32 %call130, i32 0)
  %at132 = zext nneg i32 %call131 to i64
  %p133 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at132
  %v134 = load float, ptr addrspace(1) %p133, align 4
  %fmul135 = fmul float %v123, %v134
  %add136 = add i64 %add94, 96
  %p137 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %add136
  %v138 = load float, ptr addrspace(1) %p137, align 4
  %p139 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add136
  %v140 = load i32, ptr addrspace(1) %p139, align 4
  %call145 = tail call i32 @llvm.smin.i32(i32 %v140, i32 %bound457)
  %call146 = tail call i32 @llvm.smax.i32(i32 %call145, i32 0)
  %at147 = zext nneg i32 %call146 to i64
  %p148 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at147
  %v149 = load float, ptr addrspace(1) %p148, align 4
  %fmul150 = fmul float %v138, %v149
  %add151 = add i64 %add94, 128
  %p152 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %add151
  %v153 = load float, ptr addrspace(1) %p152, align 4
  %p154 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add151
  %v155 = load i32, ptr addrspace(1) %p154, align 4
  %call160 = tail call i32 @llvm.smin.i32(i32 %v155, i32 %bound457)
  %call161 = tail call i32 @llvm.smax.i32(i32 %call160, i32 0)
  %at162 = zext nneg i32 %call161 to i64
  %p163 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at162
  %v164 = load float, ptr addrspace(1) %p163, align 4
  %fmul165 = fmul float %v153, %v164
  %add166 = add i64 %add94, 160
  %p167 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %add166
  %v168 = load float, ptr addrspace(1) %p167, align 4
  %p169 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add166
  %v170 = load i32, ptr addrspace(1) %p169, align 4
  %call175 = tail call i32 @llvm.smin.i32(i32 %v170, i32 %bound457)
  %call176 = tail call i32 @llvm.smax.i32(i32 %call175, i32 0)
  %at177 = zext nneg i32 %call176 to i64
  %p178 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at177
  %v179 = load float, ptr addrspace(1) %p178, align 4
  %fmul180 = fmul float %v168, %v179
  %add181 = add i64 %add94, 192
  %p182 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %add181
  %v183 = load float, ptr addrspace(1) %p182, align 4
  %p184 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add181
  %v185 = load i32, ptr addrspace(1) %p184, align 4
  %call190 = tail call i32 @llvm.smin.i32(i32 %v185, i32 %bound457)
  %call191 = tail call i32 @llvm.smax.i32(i32 %call190, i32 0)
  %at192 = zext nneg i32 %call191 to i64
  %p193 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at192
  %v194 = load float, ptr addrspace(1) %p193, align 4
  %fmul195 = fmul float %v183, %v194
  %add196 = add i64 %add94, 224
  %p197 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %add196
  %v198 = load float, ptr addrspace(1) %p197, align 4
  %p199 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add196
  %v200 = load i32, ptr addrspace(1) %p199, align 4
  %call205 = tail call i32 @llvm.smin.i32(i32 %v200, i32 %bound457)
  %call206 = tail call i32 @llvm.smax.i32(i32 %call205, i32 0)
  %at207 = zext nneg i32 %call206 to i64
  %p208 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at207
  %v209 = load float, ptr addrspace(1) %p208, align 4
  %fmul210 = fmul float %v198, %v209
  %fadd = fadd reassoc contract float %phi90, %fmul
  %fadd212 = fadd reassoc contract float %fadd, %fmul120
  %fadd213 = fadd reassoc contract float %fadd212, %fmul135
  %fadd214 = fadd reassoc contract float %fadd213, %fmul150
  %fadd215 = fadd reassoc contract float %fadd214, %fmul165
  %fadd216 = fadd reassoc contract float %fadd215, %fmul180
  %fadd217 = fadd reassoc contract float %fadd216, %fmul195
  %fadd218 = fadd reassoc contract float %fadd217, %fmul210
  %add219 = add nuw nsw i64 %i89, 1
  %exitcond1652.not = icmp eq i64 %add219, %full
  br i1 %exitcond1652.not, label %fold.exit87, label %fold.body86, !llvm.loop !7

fold.exit87:                                      ; preds = %fold.body86, %fold.body86.preheader, %then83
  %phi221 = phi float [ 0.000000e+00, %then83 ], [ %fadd218.peel, %fold.body86.preheader ], [ %fadd218, %fold.body86 ]
  %mul223 = shl nsw i64 %full, 8
  %add225 = add i64 %add93, %mul223
  %sub226 = add i64 %call77, -1
  %call227 = tail call i64 @llvm.smax.i64(i64 %sub226, i64 %add75)
  %cmp229 = icmp slt i64 %add225, %call77
  %call230 = tail call i64 @llvm.smin.i64(i64 %add225, i64 %call227)
  %p231 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call230
  %v232 = load float, ptr addrspace(1) %p231, align 4
  %p233 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call230
  %v234 = load i32, ptr addrspace(1) %p233, align 4
  %call239 = tail call i32 @llvm.smin.i32(i32 %v234, i32 %bound457)
  %call240 = tail call i32 @llvm.smax.i32(i32 %call239, i32 0)
  %at241 = zext nneg i32 %call240 to i64
  %p242 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at241
  %v243 = load float, ptr addrspace(1) %p242, align 4
  %fmul244 = fmul float %v232, %v243
  %add245 = add i64 %add225, 32
  %cmp246 = icmp slt i64 %add245, %call77
  %call247 = tail call i64 @llvm.smin.i64(i64 %add245, i64 %call227)
  %p248 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call247
  %v249 = load float, ptr addrspace(1) %p248, align 4
  %p250 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call247
  %v251 = load i32, ptr addrspace(1) %p250, align 4
  %call256 = tail call i32 @llvm.smin.i32(i32 %v251, i32 %bound457)
  %call257 = tail call i32 @llvm.smax.i32(i32 %call256, i32 0)
  %at258 = zext nneg i32 %call257 to i64
  %p259 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at258
  %v260 = load float, ptr addrspace(1) %p259, align 4
  %fmul261 = fmul float %v249, %v260
  %add262 = add i64 %add225, 64
  %cmp263 = icmp slt i64 %add262, %call77
  %call264 = tail call i64 @llvm.smin.i64(i64 %add262, i64 %call227)
  %p265 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call264
  %v266 = load float, ptr addrspace(1) %p265, align 4
  %p267 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call264
  %v268 = load i32, ptr addrspace(1) %p267, align 4
  %call273 = tail call i32 @llvm.smin.i32(i32 %v268, i32 %bound457)
  %call274 = tail call i32 @llvm.smax.i32(i32 %call273, i32 0)
  %at275 = zext nneg i32 %call274 to i64
  %p276 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at275
  %v277 = load float, ptr addrspace(1) %p276, align 4
  %fmul278 = fmul float %v266, %v277
  %add279 = add i64 %add225, 96
  %cmp280 = icmp slt i64 %add279, %call77
  %call281 = tail call i64 @llvm.smin.i64(i64 %add279, i64 %call227)
  %p282 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call281
  %v283 = load float, ptr addrspace(1) %p282, align 4
  %p284 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call281
  %v285 = load i32, ptr addrspace(1) %p284, align 4
  %call290 = tail call i32 @llvm.smin.i32(i32 %v285, i32 %bound457)
  %call291 = tail call i32 @llvm.smax.i32(i32 %call290, i32 0)
  %at292 = zext nneg i32 %call291 to i64
  %p293 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at292
  %v294 = load float, ptr addrspace(1) %p293, align 4
  %fmul295 = fmul float %v283, %v294
  %add296 = add i64 %add225, 128
  %cmp297 = icmp slt i64 %add296, %call77
  %call298 = tail call i64 @llvm.smin.i64(i64 %add296, i64 %call227)
  %p299 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call298
  %v300 = load float, ptr addrspace(1) %p299, align 4
  %p301 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call298
  %v302 = load i32, ptr addrspace(1) %p301, align 4
  %call307 = tail call i32 @llvm.smin.i32(i32 %v302, i32 %bound457)
  %call308 = tail call i32 @llvm.smax.i32(i32 %call307, i32 0)
  %at309 = zext nneg i32 %call308 to i64
  %p310 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at309
  %v311 = load float, ptr addrspace(1) %p310, align 4
  %fmul312 = fmul float %v300, %v311
  %add313 = add i64 %add225, 160
  %cmp314 = icmp slt i64 %add313, %call77
  %call315 = tail call i64 @llvm.smin.i64(i64 %add313, i64 %call227)
  %p316 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call315
  %v317 = load float, ptr addrspace(1) %p316, align 4
  %p318 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call315
  %v319 = load i32, ptr addrspace(1) %p318, align 4
  %call324 = tail call i32 @llvm.smin.i32(i32 %v319, i32 %bound457)
  %call325 = tail call i32 @llvm.smax.i32(i32 %call324, i32 0)
  %at326 = zext nneg i32 %call325 to i64
  %p327 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at326
  %v328 = load float, ptr addrspace(1) %p327, align 4
  %fmul329 = fmul float %v317, %v328
  %add330 = add i64 %add225, 192
  %cmp331 = icmp slt i64 %add330, %call77
  %call332 = tail call i64 @llvm.smin.i64(i64 %add330, i64 %call227)
  %p333 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call332
  %v334 = load float, ptr addrspace(1) %p333, align 4
  %p335 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call332
  %v336 = load i32, ptr addrspace(1) %p335, align 4
  %call341 = tail call i32 @llvm.smin.i32(i32 %v336, i32 %bound457)
  %call342 = tail call i32 @llvm.smax.i32(i32 %call341, i32 0)
  %at343 = zext nneg i32 %call342 to i64
  %p344 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at343
  %v345 = load float, ptr addrspace(1) %p344, align 4
  %fmul346 = fmul float %v334, %v345
  %add347 = add i64 %add225, 224
  %cmp348 = icmp slt i64 %add347, %call77
  %call349 = tail call i64 @llvm.smin.i64(i64 %add347, i64 %call227)
  %p350 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call349
  %v351 = load float, ptr addrspace(1) %p350, align 4
  %p352 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call349
  %v353 = load i32, ptr addrspace(1) %p352, align 4
  %call358 = tail call i32 @llvm.smin.i32(i32 %v353, i32 %bound457)
  %call359 = tail call i32 @llvm.smax.i32(i32 %call358, i32 0)
  %at360 = zext nneg i32 %call359 to i64
  %p361 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at360
  %v362 = load float, ptr addrspace(1) %p361, align 4
  %fmul363 = fmul float %v351, %v362
  %fadd364 = fadd reassoc contract float %phi221, %fmul244
  %sel365 = select i1 %cmp88, float %fadd364, float %fmul244
  %sel366 = select i1 %cmp229, float %sel365, float %phi221
  %has = or i1 %cmp88, %cmp229
  %fadd367 = fadd reassoc contract float %sel366, %fmul261
  %sel368 = select i1 %has, float %fadd367, float %fmul261
  %sel369 = select i1 %cmp246, float %sel368, float %sel366
  %has370 = or i1 %has, %cmp246
  %fadd371 = fadd reassoc contract float %sel369, %fmul278
  %sel372 = select i1 %has370, float %fadd371, float %fmul278
  %sel373 = select i1 %cmp263, float %sel372, float %sel369
  %has374 = or i1 %cmp263, %has370
  %fadd375 = fadd reassoc contract float %sel373, %fmul295
  %sel376 = select i1 %has374, float %fadd375, float %fmul295
  %sel377 = select i1 %cmp280, float %sel376, float %sel373
  %has378 = or i1 %cmp280, %has374
  %fadd379 = fadd reassoc contract float %sel377, %fmul312
  %sel380 = select i1 %has378, float %fadd379, float %fmul312
  %sel381 = select i1 %cmp297, float %sel380, float %sel377
  %has382 = or i1 %cmp297, %has378
  %fadd383 = fadd reassoc contract float %sel381, %fmul329
  %sel384 = select i1 %has382, float %fadd383, float %fmul329
  %sel385 = select i1 %cmp314, float %sel384, float %sel381
  %has386 = or i1 %cmp314, %has382
  %fadd387 = fadd reassoc contract float %sel385, %fmul346
  %sel388 = select i1 %has386, float %fadd387, float %fmul346
  %sel389 = select i1 %cmp331, float %sel388, float %sel385
  %has390 = or i1 %cmp331, %has386
  %fadd391 = fadd reassoc contract float %sel389, %fmul363
  %sel392 = select i1 %has390, float %fadd391, float %fmul363
  %sel393 = select i1 %cmp348, float %sel392, float %sel389
  %call395 = tail call i64 @llvm.smin.i64(i64 %sub85, i64 32)
  %call396 = tail call i64 @llvm.smax.i64(i64 %call395, i64 1)
  %bits = bitcast float %sel393 to i32
  %call397 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits, i32 1, i32 31)
  %leaf = bitcast i32 %call397 to float
  %cmp399 = icmp sgt i64 %call395, %add880
  %fadd400 = fadd reassoc contract float %sel393, %leaf
  %sel401 = select i1 %cmp399, float %fadd400, float %sel393
  %bits402 = bitcast float %sel401 to i32
  %call403 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits402, i32 2, i32 31)
  %leaf404 = bitcast i32 %call403 to float
  %cmp406 = icmp ult i64 %add887, %call396
  %fadd407 = fadd reassoc contract float %sel401, %leaf404
  %sel408 = select i1 %cmp406, float %fadd407, float %sel401
  %bits409 = bitcast float %sel408 to i32
  %call410 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits409, i32 4, i32 31)
  %leaf411 = bitcast i32 %call410 to float
  %cmp413 = icmp ult i64 %add894, %call396
  %fadd414 = fadd reassoc contract float %sel408, %leaf411
  %sel415 = select i1 %cmp413, float %fadd414, float %sel408
  %bits416 = bitcast float %sel415 to i32
  %call417 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits416, i32 8, i32 31)
  %leaf418 = bitcast i32 %call417 to float
  %cmp420 = icmp ult i64 %add901, %call396
  %fadd421 = fadd reassoc contract float %sel415, %leaf418
  %sel422 = select i1 %cmp420, float %fadd421, float %sel415
  %bits423 = bitcast float %sel422 to i32
  %call424 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits423, i32 16, i32 31)
  br label %endif84

fold.body432:                                     ; preds = %else, %fold.body432
  %i435 = phi i64 [ %add634, %fold.body432 ], [ 0, %else ]
  %phi436 = phi float [ %fadd633, %fold.body432 ], [ 0.000000e+00, %else ]
  %phi437 = phi i1 [ true, %fold.body432 ], [ false, %else ]
  %mul438 = shl i64 %i435, 8
  %add440 = add i64 %add93, %mul438
  %call445 = tail call i64 @llvm.smin.i64(i64 %add440, i64 %sub444)
  %call446 = tail call i64 @llvm.smax.i64(i64 %call445, i64 0)
  %p447 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call446
  %v448 = load float, ptr addrspace(1) %p447, align 4
  %call450 = tail call i64 @llvm.smin.i64(i64 %add440, i64 %sub449)
  %call451 = tail call i64 @llvm.smax.i64(i64 %call450, i64 0)
  %p452 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call451
  %v453 = load i32, ptr addrspace(1) %p452, align 4
  %call458 = tail call i32 @llvm.smin.i32(i32 %v453, i32 %bound457)
  %call459 = tail call i32 @llvm.smax.i32(i32 %call458, i32 0)
  %at460 = zext nneg i32 %call459 to i64
  %p461 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at460
  %v462 = load float, ptr addrspace(1) %p461, align 4
  %fmul463 = fmul float %v448, %v462
  %add464 = add i64 %add440, 32
  %call468 = tail call i64 @llvm.smin.i64(i64 %add464, i64 %sub444)
  %call469 = tail call i64 @llvm.smax.i64(i64 %call468, i64 0)
  %p470 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call469
  %v471 = load float, ptr addrspace(1) %p470, align 4
  %call473 = tail call i64 @llvm.smin.i64(i64 %add464, i64 %sub449)
  %call474 = tail call i64 @llvm.smax.i64(i64 %call473, i64 0)
  %p475 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call474
  %v476 = load i32, ptr addrspace(1) %p475, align 4
  %call481 = tail call i32 @llvm.smin.i32(i32 %v476, i32 %bound457)
  %call482 = tail call i32 @llvm.smax.i32(i32 %call481, i32 0)
  %at483 = zext nneg i32 %call482 to i64
  %p484 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at483
  %v485 = load float, ptr addrspace(1) %p484, align 4
  %fmul486 = fmul float %v471, %v485
  %add487 = add i64 %add440, 64
  %call491 = tail call i64 @llvm.smin.i64(i64 %add487, i64 %sub444)
  %call492 = tail call i64 @llvm.smax.i64(i64 %call491, i64 0)
  %p493 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call492
  %v494 = load float, ptr addrspace(1) %p493, align 4
  %call496 = tail call i64 @llvm.smin.i64(i64 %add487, i64 %sub449)
  %call497 = tail call i64 @llvm.smax.i64(i64 %call496, i64 0)
  %p498 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call497
  %v499 = load i32, ptr addrspace(1) %p498, align 4
  %call504 = tail call i32 @llvm.smin.i32(i32 %v499, i32 %bound457)
  %call505 = tail call i32 @llvm.smax.i32(i32 %call504, i32 0)
  %at506 = zext nneg i32 %call505 to i64
  %p507 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at506
  %v508 = load float, ptr addrspace(1) %p507, align 4
  %fmul509 = fmul float %v494, %v508
  %add510 = add i64 %add440, 96
  %call514 = tail call i64 @llvm.smin.i64(i64 %add510, i64 %sub444)
  %call515 = tail call i64 @llvm.smax.i64(i64 %call514, i64 0)
  %p516 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call515
  %v517 = load float, ptr addrspace(1) %p516, align 4
  %call519 = tail call i64 @llvm.smin.i64(i64 %add510, i64 %sub449)
  %call520 = tail call i64 @llvm.smax.i64(i64 %call519, i64 0)
  %p521 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call520
  %v522 = load i32, ptr addrspace(1) %p521, align 4
  %call527 = tail call i32 @llvm.smin.i32(i32 %v522, i32 %bound457)
  %call528 = tail call i32 @llvm.smax.i32(i32 %call527, i32 0)
  %at529 = zext nneg i32 %call528 to i64
  %p530 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at529
  %v531 = load float, ptr addrspace(1) %p530, align 4
  %fmul532 = fmul float %v517, %v531
  %add533 = add i64 %add440, 128
  %call537 = tail call i64 @llvm.smin.i64(i64 %add533, i64 %sub444)
  %call538 = tail call i64 @llvm.smax.i64(i64 %call537, i64 0)
  %p539 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call538
  %v540 = load float, ptr addrspace(1) %p539, align 4
  %call542 = tail call i64 @llvm.smin.i64(i64 %add533, i64 %sub449)
  %call543 = tail call i64 @llvm.smax.i64(i64 %call542, i64 0)
  %p544 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call543
  %v545 = load i32, ptr addrspace(1) %p544, align 4
  %call550 = tail call i32 @llvm.smin.i32(i32 %v545, i32 %bound457)
  %call551 = tail call i32 @llvm.smax.i32(i32 %call550, i32 0)
  %at552 = zext nneg i32 %call551 to i64
  %p553 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at552
  %v554 = load float, ptr addrspace(1) %p553, align 4
  %fmul555 = fmul float %v540, %v554
  %add556 = add i64 %add440, 160
  %call560 = tail call i64 @llvm.smin.i64(i64 %add556, i64 %sub444)
  %call561 = tail call i64 @llvm.smax.i64(i64 %call560, i64 0)
  %p562 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call561
  %v563 = load float, ptr addrspace(1) %p562, align 4
  %call565 = tail call i64 @llvm.smin.i64(i64 %add556, i64 %sub449)
  %call566 = tail call i64 @llvm.smax.i64(i64 %call565, i64 0)
  %p567 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call566
  %v568 = load i32, ptr addrspace(1) %p567, align 4
  %call573 = tail call i32 @llvm.smin.i32(i32 %v568, i32 %bound457)
  %call574 = tail call i32 @llvm.smax.i32(i32 %call573, i32 0)
  %at575 = zext nneg i32 %call574 to i64
  %p576 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at575
  %v577 = load float, ptr addrspace(1) %p576, align 4
  %fmul578 = fmul float %v563, %v577
  %add579 = add i64 %add440, 192
  %call583 = tail call i64 @llvm.smin.i64(i64 %add579, i64 %sub444)
  %call584 = tail call i64 @llvm.smax.i64(i64 %call583, i64 0)
  %p585 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call584
  %v586 = load float, ptr addrspace(1) %p585, align 4
  %call588 = tail call i64 @llvm.smin.i64(i64 %add579, i64 %sub449)
  %call589 = tail call i64 @llvm.smax.i64(i64 %call588, i64 0)
  %p590 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call589
  %v591 = load i32, ptr addrspace(1) %p590, align 4
  %call596 = tail call i32 @llvm.smin.i32(i32 %v591, i32 %bound457)
  %call597 = tail call i32 @llvm.smax.i32(i32 %call596, i32 0)
  %at598 = zext nneg i32 %call597 to i64
  %p599 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at598
  %v600 = load float, ptr addrspace(1) %p599, align 4
  %fmul601 = fmul float %v586, %v600
  %add602 = add i64 %add440, 224
  %call606 = tail call i64 @llvm.smin.i64(i64 %add602, i64 %sub444)
  %call607 = tail call i64 @llvm.smax.i64(i64 %call606, i64 0)
  %p608 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call607
  %v609 = load float, ptr addrspace(1) %p608, align 4
  %call611 = tail call i64 @llvm.smin.i64(i64 %add602, i64 %sub449)
  %call612 = tail call i64 @llvm.smax.i64(i64 %call611, i64 0)
  %p613 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call612
  %v614 = load i32, ptr addrspace(1) %p613, align 4
  %call619 = tail call i32 @llvm.smin.i32(i32 %v614, i32 %bound457)
  %call620 = tail call i32 @llvm.smax.i32(i32 %call619, i32 0)
  %at621 = zext nneg i32 %call620 to i64
  %p622 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at621
  %v623 = load float, ptr addrspace(1) %p622, align 4
  %fmul624 = fmul float %v609, %v623
  %fadd625 = fadd reassoc contract float %phi436, %fmul463
  %sel626 = select i1 %phi437, float %fadd625, float %fmul463
  %fadd627 = fadd reassoc contract float %sel626, %fmul486
  %fadd628 = fadd reassoc contract float %fadd627, %fmul509
  %fadd629 = fadd reassoc contract float %fadd628, %fmul532
  %fadd630 = fadd reassoc contract float %fadd629, %fmul555
  %fadd631 = fadd reassoc contract float %fadd630, %fmul578
  %fadd632 = fadd reassoc contract float %fadd631, %fmul601
  %fadd633 = fadd reassoc contract float %fadd632, %fmul624
  %add634 = add nuw nsw i64 %i435, 1
  %exitcond.not = icmp eq i64 %add634, %full
  br i1 %exitcond.not, label %fold.exit433, label %fold.body432

fold.exit433:                                     ; preds = %fold.body432, %else
  %phi636 = phi float [ 0.000000e+00, %else ], [ %fadd633, %fold.body432 ]
  %mul638 = shl nsw i64 %full, 8
  %add640 = add i64 %add93, %mul638
  %sub641 = add i64 %call77, -1
  %call642 = tail call i64 @llvm.smax.i64(i64 %sub641, i64 %add75)
  %cmp644 = icmp slt i64 %add640, %call77
  %call645 = tail call i64 @llvm.smin.i64(i64 %add640, i64 %call642)
  %call649 = tail call i64 @llvm.smin.i64(i64 %call645, i64 %sub444)
  %call650 = tail call i64 @llvm.smax.i64(i64 %call649, i64 0)
  %p651 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call650
  %v652 = load float, ptr addrspace(1) %p651, align 4
  %call654 = tail call i64 @llvm.smin.i64(i64 %call645, i64 %sub449)
  %call655 = tail call i64 @llvm.smax.i64(i64 %call654, i64 0)
  %p656 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call655
  %v657 = load i32, ptr addrspace(1) %p656, align 4
  %call662 = tail call i32 @llvm.smin.i32(i32 %v657, i32 %bound457)
  %call663 = tail call i32 @llvm.smax.i32(i32 %call662, i32 0)
  %at664 = zext nneg i32 %call663 to i64
  %p665 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at664
  %v666 = load float, ptr addrspace(1) %p665, align 4
  %fmul667 = fmul float %v652, %v666
  %add668 = add i64 %add640, 32
  %cmp669 = icmp slt i64 %add668, %call77
  %call670 = tail call i64 @llvm.smin.i64(i64 %add668, i64 %call642)
  %call674 = tail call i64 @llvm.smin.i64(i64 %call670, i64 %sub444)
  %call675 = tail call i64 @llvm.smax.i64(i64 %call674, i64 0)
  %p676 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call675
  %v677 = load float, ptr addrspace(1) %p676, align 4
  %call679 = tail call i64 @llvm.smin.i64(i64 %call670, i64 %sub449)
  %call680 = tail call i64 @llvm.smax.i64(i64 %call679, i64 0)
  %p681 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call680
  %v682 = load i32, ptr addrspace(1) %p681, align 4
  %call687 = tail call i32 @llvm.smin.i32(i32 %v682, i32 %bound457)
  %call688 = tail call i32 @llvm.smax.i32(i32 %call687, i32 0)
  %at689 = zext nneg i32 %call688 to i64
  %p690 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at689
  %v691 = load float, ptr addrspace(1) %p690, align 4
  %fmul692 = fmul float %v677, %v691
  %add693 = add i64 %add640, 64
  %cmp694 = icmp slt i64 %add693, %call77
  %call695 = tail call i64 @llvm.smin.i64(i64 %add693, i64 %call642)
  %call699 = tail call i64 @llvm.smin.i64(i64 %call695, i64 %sub444)
  %call700 = tail call i64 @llvm.smax.i64(i64 %call699, i64 0)
  %p701 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call700
  %v702 = load float, ptr addrspace(1) %p701, align 4
  %call704 = tail call i64 @llvm.smin.i64(i64 %call695, i64 %sub449)
  %call705 = tail call i64 @llvm.smax.i64(i64 %call704, i64 0)
  %p706 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call705
  %v707 = load i32, ptr addrspace(1) %p706, align 4
  %call712 = tail call i32 @llvm.smin.i32(i32 %v707, i32 %bound457)
  %call713 = tail call i32 @llvm.smax.i32(i32 %call712, i32 0)
  %at714 = zext nneg i32 %call713 to i64
  %p715 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at714
  %v716 = load float, ptr addrspace(1) %p715, align 4
  %fmul717 = fmul float %v702, %v716
  %add718 = add i64 %add640, 96
  %cmp719 = icmp slt i64 %add718, %call77
  %call720 = tail call i64 @llvm.smin.i64(i64 %add718, i64 %call642)
  %call724 = tail call i64 @llvm.smin.i64(i64 %call720, i64 %sub444)
  %call725 = tail call i64 @llvm.smax.i64(i64 %call724, i64 0)
  %p726 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call725
  %v727 = load float, ptr addrspace(1) %p726, align 4
  %call729 = tail call i64 @llvm.smin.i64(i64 %call720, i64 %sub449)
  %call730 = tail call i64 @llvm.smax.i64(i64 %call729, i64 0)
  %p731 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call730
  %v732 = load i32, ptr addrspace(1) %p731, align 4
  %call737 = tail call i32 @llvm.smin.i32(i32 %v732, i32 %bound457)
  %call738 = tail call i32 @llvm.smax.i32(i32 %call737, i32 0)
  %at739 = zext nneg i32 %call738 to i64
  %p740 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at739
  %v741 = load float, ptr addrspace(1) %p740, align 4
  %fmul742 = fmul float %v727, %v741
  %add743 = add i64 %add640, 128
  %cmp744 = icmp slt i64 %add743, %call77
  %call745 = tail call i64 @llvm.smin.i64(i64 %add743, i64 %call642)
  %call749 = tail call i64 @llvm.smin.i64(i64 %call745, i64 %sub444)
  %call750 = tail call i64 @llvm.smax.i64(i64 %call749, i64 0)
  %p751 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call750
  %v752 = load float, ptr addrspace(1) %p751, align 4
  %call754 = tail call i64 @llvm.smin.i64(i64 %call745, i64 %sub449)
  %call755 = tail call i64 @llvm.smax.i64(i64 %call754, i64 0)
  %p756 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call755
  %v757 = load i32, ptr addrspace(1) %p756, align 4
  %call762 = tail call i32 @llvm.smin.i32(i32 %v757, i32 %bound457)
  %call763 = tail call i32 @llvm.smax.i32(i32 %call762, i32 0)
  %at764 = zext nneg i32 %call763 to i64
  %p765 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at764
  %v766 = load float, ptr addrspace(1) %p765, align 4
  %fmul767 = fmul float %v752, %v766
  %add768 = add i64 %add640, 160
  %cmp769 = icmp slt i64 %add768, %call77
  %call770 = tail call i64 @llvm.smin.i64(i64 %add768, i64 %call642)
  %call774 = tail call i64 @llvm.smin.i64(i64 %call770, i64 %sub444)
  %call775 = tail call i64 @llvm.smax.i64(i64 %call774, i64 0)
  %p776 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call775
  %v777 = load float, ptr addrspace(1) %p776, align 4
  %call779 = tail call i64 @llvm.smin.i64(i64 %call770, i64 %sub449)
  %call780 = tail call i64 @llvm.smax.i64(i64 %call779, i64 0)
  %p781 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call780
  %v782 = load i32, ptr addrspace(1) %p781, align 4
  %call787 = tail call i32 @llvm.smin.i32(i32 %v782, i32 %bound457)
  %call788 = tail call i32 @llvm.smax.i32(i32 %call787, i32 0)
  %at789 = zext nneg i32 %call788 to i64
  %p790 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at789
  %v791 = load float, ptr addrspace(1) %p790, align 4
  %fmul792 = fmul float %v777, %v791
  %add793 = add i64 %add640, 192
  %cmp794 = icmp slt i64 %add793, %call77
  %call795 = tail call i64 @llvm.smin.i64(i64 %add793, i64 %call642)
  %call799 = tail call i64 @llvm.smin.i64(i64 %call795, i64 %sub444)
  %call800 = tail call i64 @llvm.smax.i64(i64 %call799, i64 0)
  %p801 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call800
  %v802 = load float, ptr addrspace(1) %p801, align 4
  %call804 = tail call i64 @llvm.smin.i64(i64 %call795, i64 %sub449)
  %call805 = tail call i64 @llvm.smax.i64(i64 %call804, i64 0)
  %p806 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call805
  %v807 = load i32, ptr addrspace(1) %p806, align 4
  %call812 = tail call i32 @llvm.smin.i32(i32 %v807, i32 %bound457)
  %call813 = tail call i32 @llvm.smax.i32(i32 %call812, i32 0)
  %at814 = zext nneg i32 %call813 to i64
  %p815 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at814
  %v816 = load float, ptr addrspace(1) %p815, align 4
  %fmul817 = fmul float %v802, %v816
  %add818 = add i64 %add640, 224
  %cmp819 = icmp slt i64 %add818, %call77
  %call820 = tail call i64 @llvm.smin.i64(i64 %add818, i64 %call642)
  %call824 = tail call i64 @llvm.smin.i64(i64 %call820, i64 %sub444)
  %call825 = tail call i64 @llvm.smax.i64(i64 %call824, i64 0)
  %p826 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call825
  %v827 = load float, ptr addrspace(1) %p826, align 4
  %call829 = tail call i64 @llvm.smin.i64(i64 %call820, i64 %sub449)
  %call830 = tail call i64 @llvm.smax.i64(i64 %call829, i64 0)
  %p831 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call830
  %v832 = load i32, ptr addrspace(1) %p831, align 4
  %call837 = tail call i32 @llvm.smin.i32(i32 %v832, i32 %bound457)
  %call838 = tail call i32 @llvm.smax.i32(i32 %call837, i32 0)
  %at839 = zext nneg i32 %call838 to i64
  %p840 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at839
  %v841 = load float, ptr addrspace(1) %p840, align 4
  %fmul842 = fmul float %v827, %v841
  %fadd843 = fadd reassoc contract float %phi636, %fmul667
  %sel844 = select i1 %cmp88, float %fadd843, float %fmul667
  %sel845 = select i1 %cmp644, float %sel844, float %phi636
  %has846 = or i1 %cmp88, %cmp644
  %fadd847 = fadd reassoc contract float %sel845, %fmul692
  %sel848 = select i1 %has846, float %fadd847, float %fmul692
  %sel849 = select i1 %cmp669, float %sel848, float %sel845
  %has850 = or i1 %has846, %cmp669
  %fadd851 = fadd reassoc contract float %sel849, %fmul717
  %sel852 = select i1 %has850, float %fadd851, float %fmul717
  %sel853 = select i1 %cmp694, float %sel852, float %sel849
  %has854 = or i1 %cmp694, %has850
  %fadd855 = fadd reassoc contract float %sel853, %fmul742
  %sel856 = select i1 %has854, float %fadd855, float %fmul742
  %sel857 = select i1 %cmp719, float %sel856, float %sel853
  %has858 = or i1 %cmp719, %has854
  %fadd859 = fadd reassoc contract float %sel857, %fmul767
  %sel860 = select i1 %has858, float %fadd859, float %fmul767
  %sel861 = select i1 %cmp744, float %sel860, float %sel857
  %has862 = or i1 %cmp744, %has858
  %fadd863 = fadd reassoc contract float %sel861, %fmul792
  %sel864 = select i1 %has862, float %fadd863, float %fmul792
  %sel865 = select i1 %cmp769, float %sel864, float %sel861
  %has866 = or i1 %cmp769, %has862
  %fadd867 = fadd reassoc contract float %sel865, %fmul817
  %sel868 = select i1 %has866, float %fadd867, float %fmul817
  %sel869 = select i1 %cmp794, float %sel868, float %sel865
  %has870 = or i1 %cmp794, %has866
  %fadd871 = fadd reassoc contract float %sel869, %fmul842
  %sel872 = select i1 %has870, float %fadd871, float %fmul842
  %sel873 = select i1 %cmp819, float %sel872, float %sel869
  %call875 = tail call i64 @llvm.smin.i64(i64 %sub85, i64 32)
  %call876 = tail call i64 @llvm.smax.i64(i64 %call875, i64 1)
  %bits877 = bitcast float %sel873 to i32
  %call878 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits877, i32 1, i32 31)
  %leaf879 = bitcast i32 %call878 to float
  %cmp881 = icmp sgt i64 %call875, %add880
  %fadd882 = fadd reassoc contract float %sel873, %leaf879
  %sel883 = select i1 %cmp881, float %fadd882, float %sel873
  %bits884 = bitcast float %sel883 to i32
  %call885 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits884, i32 2, i32 31)
  %leaf886 = bitcast i32 %call885 to float
  %cmp888 = icmp ult i64 %add887, %call876
  %fadd889 = fadd reassoc contract float %sel883, %leaf886
  %sel890 = select i1 %cmp888, float %fadd889, float %sel883
  %bits891 = bitcast float %sel890 to i32
  %call892 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits891, i32 4, i32 31)
  %leaf893 = bitcast i32 %call892 to float
  %cmp895 = icmp ult i64 %add894, %call876
  %fadd896 = fadd reassoc contract float %sel890, %leaf893
  %sel897 = select i1 %cmp895, float %fadd896, float %sel890
  %bits898 = bitcast float %sel897 to i32
  %call899 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits898, i32 8, i32 31)
  %leaf900 = bitcast i32 %call899 to float
  %cmp902 = icmp ult i64 %add901, %call876
  %fadd903 = fadd reassoc contract float %sel897, %leaf900
  %sel904 = select i1 %cmp902, float %fadd903, float %sel897
  %bits905 = bitcast float %sel904 to i32
  %call906 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits905, i32 16, i32 31)
  br label %endif84

then914:                                          ; preds = %endif84
  %cmp909 = icmp ult i64 %add908, %call876.sink
  %leaf907 = bitcast i32 %call906.sink to float
  %fadd910 = fadd reassoc contract float %sel904.sink1656, %leaf907
  %sel911 = select i1 %cmp909, float %fadd910, float %sel904.sink1656
  %counter = getelementptr i8, ptr addrspace(1) %22, i64 24
  %p916 = getelementptr float, ptr addrspace(1) %21, i64 %i
  store float %sel911, ptr addrspace(1) %p916, align 4
  tail call void @llvm.nvvm.membar.gl()
  %26 = atomicrmw add ptr addrspace(1) %counter, i32 1 monotonic, align 4
  br label %endif922

endif922:                                         ; preds = %endif84, %then914
  %phi924 = phi i32 [ %26, %then914 ], [ 0, %endif84 ]
  %call925 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %phi924, i32 0, i32 31)
  %cmp927 = icmp eq i32 %call925, %chunks70
  br i1 %cmp927, label %then928, label %endif929

then928:                                          ; preds = %endif922
  tail call void @llvm.nvvm.membar.gl()
  %add930 = add i64 %v54, %mul12
  %full9321643 = lshr i64 %add72, 10
  %cmp935.not = icmp ugt i32 %chunks70, 1022
  br i1 %cmp935.not, label %fold.body933.preheader, label %fold.exit934

fold.body933.preheader:                           ; preds = %then928
  %27 = getelementptr float, ptr addrspace(1) %10, i64 %add930
  br label %fold.body933

endif929:                                         ; preds = %fold.exit934, %then1472, %endif922
  %add1475 = add nsw i64 %i, 1
  %cmp1476 = icmp slt i64 %add1475, %call17
  br i1 %cmp1476, label %fold.body, label %common.ret

fold.body933:                                     ; preds = %fold.body933.preheader, %fold.body933
  %i936 = phi i64 [ %add1103, %fold.body933 ], [ 0, %fold.body933.preheader ]
  %phi937 = phi float [ %fadd1102, %fold.body933 ], [ 0.000000e+00, %fold.body933.preheader ]
  %phi938 = phi i1 [ true, %fold.body933 ], [ false, %fold.body933.preheader ]
  %mul939 = shl i64 %i936, 10
  %add941 = or disjoint i64 %mul939, %lane
  %p944 = getelementptr float, ptr addrspace(1) %27, i64 %add941
  %v945 = load volatile float, ptr addrspace(1) %p944, align 4
  %add946 = or disjoint i64 %add941, 32
  %p948 = getelementptr float, ptr addrspace(1) %27, i64 %add946
  %v949 = load volatile float, ptr addrspace(1) %p948, align 4
  %add950 = or disjoint i64 %add941, 64
  %p952 = getelementptr float, ptr addrspace(1) %27, i64 %add950
  %v953 = load volatile float, ptr addrspace(1) %p952, align 4
  %add954 = or disjoint i64 %add941, 96
  %p956 = getelementptr float, ptr addrspace(1) %27, i64 %add954
  %v957 = load volatile float, ptr addrspace(1) %p956, align 4
  %add958 = or disjoint i64 %add941, 128
  %p960 = getelementptr float, ptr addrspace(1) %27, i64 %add958
  %v961 = load volatile float, ptr addrspace(1) %p960, align 4
  %add962 = or disjoint i64 %add941, 160
  %p964 = getelementptr float, ptr addrspace(1) %27, i64 %add962
  %v965 = load volatile float, ptr addrspace(1) %p964, align 4
  %add966 = or disjoint i64 %add941, 192
  %p968 = getelementptr float, ptr addrspace(1) %27, i64 %add966
  %v969 = load volatile float, ptr addrspace(1) %p968, align 4
  %add970 = or disjoint i64 %add941, 224
  %p972 = getelementptr float, ptr addrspace(1) %27, i64 %add970
  %v973 = load volatile float, ptr addrspace(1) %p972, align 4
  %add974 = or disjoint i64 %add941, 256
  %p976 = getelementptr float, ptr addrspace(1) %27, i64 %add974
  %v977 = load volatile float, ptr addrspace(1) %p976, align 4
  %add978 = or disjoint i64 %add941, 288
  %p980 = getelementptr float, ptr addrspace(1) %27, i64 %add978
  %v981 = load volatile float, ptr addrspace(1) %p980, align 4
  %add982 = or disjoint i64 %add941, 320
  %p984 = getelementptr float, ptr addrspace(1) %27, i64 %add982
  %v985 = load volatile float, ptr addrspace(1) %p984, align 4
  %add986 = or disjoint i64 %add941, 352
  %p988 = getelementptr float, ptr addrspace(1) %27, i64 %add986
  %v989 = load volatile float, ptr addrspace(1) %p988, align 4
  %add990 = or disjoint i64 %add941, 384
  %p992 = getelementptr float, ptr addrspace(1) %27, i64 %add990
  %v993 = load volatile float, ptr addrspace(1) %p992, align 4
  %add994 = or disjoint i64 %add941, 416
  %p996 = getelementptr float, ptr addrspace(1) %27, i64 %add994
  %v997 = load volatile float, ptr addrspace(1) %p996, align 4
  %add998 = or disjoint i64 %add941, 448
  %p1000 = getelementptr float, ptr addrspace(1) %27, i64 %add998
  %v1001 = load volatile float, ptr addrspace(1) %p1000, align 4
  %add1002 = or disjoint i64 %add941, 480
  %p1004 = getelementptr float, ptr addrspace(1) %27, i64 %add1002
  %v1005 = load volatile float, ptr addrspace(1) %p1004, align 4
  %add1006 = or disjoint i64 %add941, 512
  %p1008 = getelementptr float, ptr addrspace(1) %27, i64 %add1006
  %v1009 = load volatile float, ptr addrspace(1) %p1008, align 4
  %add1010 = or disjoint i64 %add941, 544
  %p1012 = getelementptr float, ptr addrspace(1) %27, i64 %add1010
  %v1013 = load volatile float, ptr addrspace(1) %p1012, align 4
  %add1014 = or disjoint i64 %add941, 576
  %p1016 = getelementptr float, ptr addrspace(1) %27, i64 %add1014
  %v1017 = load volatile float, ptr addrspace(1) %p1016, align 4
  %add1018 = or disjoint i64 %add941, 608
  %p1020 = getelementptr float, ptr addrspace(1) %27, i64 %add1018
  %v1021 = load volatile float, ptr addrspace(1) %p1020, align 4
  %add1022 = or disjoint i64 %add941, 640
  %p1024 = getelementptr float, ptr addrspace(1) %27, i64 %add1022
  %v1025 = load volatile float, ptr addrspace(1) %p1024, align 4
  %add1026 = or disjoint i64 %add941, 672
  %p1028 = getelementptr float, ptr addrspace(1) %27, i64 %add1026
  %v1029 = load volatile float, ptr addrspace(1) %p1028, align 4
  %add1030 = or disjoint i64 %add941, 704
  %p1032 = getelementptr float, ptr addrspace(1) %27, i64 %add1030
  %v1033 = load volatile float, ptr addrspace(1) %p1032, align 4
  %add1034 = or disjoint i64 %add941, 736
  %p1036 = getelementptr float, ptr addrspace(1) %27, i64 %add1034
  %v1037 = load volatile float, ptr addrspace(1) %p1036, align 4
  %add1038 = or disjoint i64 %add941, 768
  %p1040 = getelementptr float, ptr addrspace(1) %27, i64 %add1038
  %v1041 = load volatile float, ptr addrspace(1) %p1040, align 4
  %add1042 = or disjoint i64 %add941, 800
  %p1044 = getelementptr float, ptr addrspace(1) %27, i64 %add1042
  %v1045 = load volatile float, ptr addrspace(1) %p1044, align 4
  %add1046 = or disjoint i64 %add941, 832
  %p1048 = getelementptr float, ptr addrspace(1) %27, i64 %add1046
  %v1049 = load volatile float, ptr addrspace(1) %p1048, align 4
  %add1050 = or disjoint i64 %add941, 864
  %p1052 = getelementptr float, ptr addrspace(1) %27, i64 %add1050
  %v1053 = load volatile float, ptr addrspace(1) %p1052, align 4
  %add1054 = or disjoint i64 %add941, 896
  %p1056 = getelementptr float, ptr addrspace(1) %27, i64 %add1054
  %v1057 = load volatile float, ptr addrspace(1) %p1056, align 4
  %add1058 = or disjoint i64 %add941, 928
  %p1060 = getelementptr float, ptr addrspace(1) %27, i64 %add1058
  %v1061 = load volatile float, ptr addrspace(1) %p1060, align 4
  %add1062 = or disjoint i64 %add941, 960
  %p1064 = getelementptr float, ptr addrspace(1) %27, i64 %add1062
  %v1065 = load volatile float, ptr addrspace(1) %p1064, align 4
  %add1066 = or disjoint i64 %add941, 992
  %p1068 = getelementptr float, ptr addrspace(1) %27, i64 %add1066
  %v1069 = load volatile float, ptr addrspace(1) %p1068, align 4
  %fadd1070 = fadd reassoc contract float %phi937, %v945
  %sel1071 = select i1 %phi938, float %fadd1070, float %v945
  %fadd1072 = fadd reassoc contract float %v949, %sel1071
  %fadd1073 = fadd reassoc contract float %v953, %fadd1072
  %fadd1074 = fadd reassoc contract float %v957, %fadd1073
  %fadd1075 = fadd reassoc contract float %v961, %fadd1074
  %fadd1076 = fadd reassoc contract float %v965, %fadd1075
  %fadd1077 = fadd reassoc contract float %v969, %fadd1076
  %fadd1078 = fadd reassoc contract float %v973, %fadd1077
  %fadd1079 = fadd reassoc contract float %v977, %fadd1078
  %fadd1080 = fadd reassoc contract float %v981, %fadd1079
  %fadd1081 = fadd reassoc contract float %v985, %fadd1080
  %fadd1082 = fadd reassoc contract float %v989, %fadd1081
  %fadd1083 = fadd reassoc contract float %v993, %fadd1082
  %fadd1084 = fadd reassoc contract float %v997, %fadd1083
  %fadd1085 = fadd reassoc contract float %v1001, %fadd1084
  %fadd1086 = fadd reassoc contract float %v1005, %fadd1085
  %fadd1087 = fadd reassoc contract float %v1009, %fadd1086
  %fadd1088 = fadd reassoc contract float %v1013, %fadd1087
  %fadd1089 = fadd reassoc contract float %v1017, %fadd1088
  %fadd1090 = fadd reassoc contract float %v1021, %fadd1089
  %fadd1091 = fadd reassoc contract float %v1025, %fadd1090
  %fadd1092 = fadd reassoc contract float %v1029, %fadd1091
  %fadd1093 = fadd reassoc contract float %v1033, %fadd1092
  %fadd1094 = fadd reassoc contract float %v1037, %fadd1093
  %fadd1095 = fadd reassoc contract float %v1041, %fadd1094
  %fadd1096 = fadd reassoc contract float %v1045, %fadd1095
  %fadd1097 = fadd reassoc contract float %v1049, %fadd1096
  %fadd1098 = fadd reassoc contract float %v1053, %fadd1097
  %fadd1099 = fadd reassoc contract float %v1057, %fadd1098
  %fadd1100 = fadd reassoc contract float %v1061, %fadd1099
  %fadd1101 = fadd reassoc contract float %v1065, %fadd1100
  %fadd1102 = fadd reassoc contract float %v1069, %fadd1101
  %add1103 = add nuw nsw i64 %i936, 1
  %cmp1104 = icmp ult i64 %add1103, %full9321643
  br i1 %cmp1104, label %fold.body933, label %fold.exit934

fold.exit934:                                     ; preds = %fold.body933, %then928
  %phi1105 = phi float [ 0.000000e+00, %then928 ], [ %fadd1102, %fold.body933 ]
  %mul1107 = and i64 %add72, 8589933568
  %add1109 = or disjoint i64 %mul1107, %lane
  %cmp1113.not = icmp ugt i64 %add1109, %chunks71
  %call1114 = tail call i64 @llvm.smin.i64(i64 %add1109, i64 %chunks71)
  %28 = getelementptr float, ptr addrspace(1) %10, i64 %add930
  %p1116 = getelementptr float, ptr addrspace(1) %28, i64 %call1114
  %v1117 = load volatile float, ptr addrspace(1) %p1116, align 4
  %add1118 = or disjoint i64 %add1109, 32
  %cmp1119.not = icmp ugt i64 %add1118, %chunks71
  %call1120 = tail call i64 @llvm.smin.i64(i64 %add1118, i64 %chunks71)
  %p1122 = getelementptr float, ptr addrspace(1) %28, i64 %call1120
  %v1123 = load volatile float, ptr addrspace(1) %p1122, align 4
  %add1124 = or disjoint i64 %add1109, 64
  %cmp1125.not = icmp ugt i64 %add1124, %chunks71
  %call1126 = tail call i64 @llvm.smin.i64(i64 %add1124, i64 %chunks71)
  %p1128 = getelementptr float, ptr addrspace(1) %28, i64 %call1126
  %v1129 = load volatile float, ptr addrspace(1) %p1128, align 4
  %add1130 = or disjoint i64 %add1109, 96
  %cmp1131.not = icmp ugt i64 %add1130, %chunks71
  %call1132 = tail call i64 @llvm.smin.i64(i64 %add1130, i64 %chunks71)
  %p1134 = getelementptr float, ptr addrspace(1) %28, i64 %call1132
  %v1135 = load volatile float, ptr addrspace(1) %p1134, align 4
  %add1136 = or disjoint i64 %add1109, 128
  %cmp1137.not = icmp ugt i64 %add1136, %chunks71
  %call1138 = tail call i64 @llvm.smin.i64(i64 %add1136, i64 %chunks71)
  %p1140 = getelementptr float, ptr addrspace(1) %28, i64 %call1138
  %v1141 = load volatile float, ptr addrspace(1) %p1140, align 4
  %add1142 = or disjoint i64 %add1109, 160
  %cmp1143.not = icmp ugt i64 %add1142, %chunks71
  %call1144 = tail call i64 @llvm.smin.i64(i64 %add1142, i64 %chunks71)
  %p1146 = getelementptr float, ptr addrspace(1) %28, i64 %call1144
  %v1147 = load volatile float, ptr addrspace(1) %p1146, align 4
  %add1148 = or disjoint i64 %add1109, 192
  %cmp1149.not = icmp ugt i64 %add1148, %chunks71
  %call1150 = tail call i64 @llvm.smin.i64(i64 %add1148, i64 %chunks71)
  %p1152 = getelementptr float, ptr addrspace(1) %28, i64 %call1150
  %v1153 = load volatile float, ptr addrspace(1) %p1152, align 4
  %add1154 = or disjoint i64 %add1109, 224
  %cmp1155.not = icmp ugt i64 %add1154, %chunks71
  %call1156 = tail call i64 @llvm.smin.i64(i64 %add1154, i64 %chunks71)
  %p1158 = getelementptr float, ptr addrspace(1) %28, i64 %call1156
  %v1159 = load volatile float, ptr addrspace(1) %p1158, align 4
  %add1160 = or disjoint i64 %add1109, 256
  %cmp1161.not = icmp ugt i64 %add1160, %chunks71
  %call1162 = tail call i64 @llvm.smin.i64(i64 %add1160, i64 %chunks71)
  %p1164 = getelementptr float, ptr addrspace(1) %28, i64 %call1162
  %v1165 = load volatile float, ptr addrspace(1) %p1164, align 4
  %add1166 = or disjoint i64 %add1109, 288
  %cmp1167.not = icmp ugt i64 %add1166, %chunks71
  %call1168 = tail call i64 @llvm.smin.i64(i64 %add1166, i64 %chunks71)
  %p1170 = getelementptr float, ptr addrspace(1) %28, i64 %call1168
  %v1171 = load volatile float, ptr addrspace(1) %p1170, align 4
  %add1172 = or disjoint i64 %add1109, 320
  %cmp1173.not = icmp ugt i64 %add1172, %chunks71
  %call1174 = tail call i64 @llvm.smin.i64(i64 %add1172, i64 %chunks71)
  %p1176 = getelementptr float, ptr addrspace(1) %28, i64 %call1174
  %v1177 = load volatile float, ptr addrspace(1) %p1176, align 4
  %add1178 = or disjoint i64 %add1109, 352
  %cmp1179.not = icmp ugt i64 %add1178, %chunks71
  %call1180 = tail call i64 @llvm.smin.i64(i64 %add1178, i64 %chunks71)
  %p1182 = getelementptr float, ptr addrspace(1) %28, i64 %call1180
  %v1183 = load volatile float, ptr addrspace(1) %p1182, align 4
  %add1184 = or disjoint i64 %add1109, 384
  %cmp1185.not = icmp ugt i64 %add1184, %chunks71
  %call1186 = tail call i64 @llvm.smin.i64(i64 %add1184, i64 %chunks71)
  %p1188 = getelementptr float, ptr addrspace(1) %28, i64 %call1186
  %v1189 = load volatile float, ptr addrspace(1) %p1188, align 4
  %add1190 = or disjoint i64 %add1109, 416
  %cmp1191.not = icmp ugt i64 %add1190, %chunks71
  %call1192 = tail call i64 @llvm.smin.i64(i64 %add1190, i64 %chunks71)
  %p1194 = getelementptr float, ptr addrspace(1) %28, i64 %call1192
  %v1195 = load volatile float, ptr addrspace(1) %p1194, align 4
  %add1196 = or disjoint i64 %add1109, 448
  %cmp1197.not = icmp ugt i64 %add1196, %chunks71
  %call1198 = tail call i64 @llvm.smin.i64(i64 %add1196, i64 %chunks71)
  %p1200 = getelementptr float, ptr addrspace(1) %28, i64 %call1198
  %v1201 = load volatile float, ptr addrspace(1) %p1200, align 4
  %add1202 = or disjoint i64 %add1109, 480
  %cmp1203.not = icmp ugt i64 %add1202, %chunks71
  %call1204 = tail call i64 @llvm.smin.i64(i64 %add1202, i64 %chunks71)
  %p1206 = getelementptr float, ptr addrspace(1) %28, i64 %call1204
  %v1207 = load volatile float, ptr addrspace(1) %p1206, align 4
  %add1208 = or disjoint i64 %add1109, 512
  %cmp1209.not = icmp ugt i64 %add1208, %chunks71
  %call1210 = tail call i64 @llvm.smin.i64(i64 %add1208, i64 %chunks71)
  %p1212 = getelementptr float, ptr addrspace(1) %28, i64 %call1210
  %v1213 = load volatile float, ptr addrspace(1) %p1212, align 4
  %add1214 = or disjoint i64 %add1109, 544
  %cmp1215.not = icmp ugt i64 %add1214, %chunks71
  %call1216 = tail call i64 @llvm.smin.i64(i64 %add1214, i64 %chunks71)
  %p1218 = getelementptr float, ptr addrspace(1) %28, i64 %call1216
  %v1219 = load volatile float, ptr addrspace(1) %p1218, align 4
  %add1220 = or disjoint i64 %add1109, 576
  %cmp1221.not = icmp ugt i64 %add1220, %chunks71
  %call1222 = tail call i64 @llvm.smin.i64(i64 %add1220, i64 %chunks71)
  %p1224 = getelementptr float, ptr addrspace(1) %28, i64 %call1222
  %v1225 = load volatile float, ptr addrspace(1) %p1224, align 4
  %add1226 = or disjoint i64 %add1109, 608
  %cmp1227.not = icmp ugt i64 %add1226, %chunks71
  %call1228 = tail call i64 @llvm.smin.i64(i64 %add1226, i64 %chunks71)
  %p1230 = getelementptr float, ptr addrspace(1) %28, i64 %call1228
  %v1231 = load volatile float, ptr addrspace(1) %p1230, align 4
  %add1232 = or disjoint i64 %add1109, 640
  %cmp1233.not = icmp ugt i64 %add1232, %chunks71
  %call1234 = tail call i64 @llvm.smin.i64(i64 %add1232, i64 %chunks71)
  %p1236 = getelementptr float, ptr addrspace(1) %28, i64 %call1234
  %v1237 = load volatile float, ptr addrspace(1) %p1236, align 4
  %add1238 = or disjoint i64 %add1109, 672
  %cmp1239.not = icmp ugt i64 %add1238, %chunks71
  %call1240 = tail call i64 @llvm.smin.i64(i64 %add1238, i64 %chunks71)
  %p1242 = getelementptr float, ptr addrspace(1) %28, i64 %call1240
  %v1243 = load volatile float, ptr addrspace(1) %p1242, align 4
  %add1244 = or disjoint i64 %add1109, 704
  %cmp1245.not = icmp ugt i64 %add1244, %chunks71
  %call1246 = tail call i64 @llvm.smin.i64(i64 %add1244, i64 %chunks71)
  %p1248 = getelementptr float, ptr addrspace(1) %28, i64 %call1246
  %v1249 = load volatile float, ptr addrspace(1) %p1248, align 4
  %add1250 = or disjoint i64 %add1109, 736
  %cmp1251.not = icmp ugt i64 %add1250, %chunks71
  %call1252 = tail call i64 @llvm.smin.i64(i64 %add1250, i64 %chunks71)
  %p1254 = getelementptr float, ptr addrspace(1) %28, i64 %call1252
  %v1255 = load volatile float, ptr addrspace(1) %p1254, align 4
  %add1256 = or disjoint i64 %add1109, 768
  %cmp1257.not = icmp ugt i64 %add1256, %chunks71
  %call1258 = tail call i64 @llvm.smin.i64(i64 %add1256, i64 %chunks71)
  %p1260 = getelementptr float, ptr addrspace(1) %28, i64 %call1258
  %v1261 = load volatile float, ptr addrspace(1) %p1260, align 4
  %add1262 = or disjoint i64 %add1109, 800
  %cmp1263.not = icmp ugt i64 %add1262, %chunks71
  %call1264 = tail call i64 @llvm.smin.i64(i64 %add1262, i64 %chunks71)
  %p1266 = getelementptr float, ptr addrspace(1) %28, i64 %call1264
  %v1267 = load volatile float, ptr addrspace(1) %p1266, align 4
  %add1268 = or disjoint i64 %add1109, 832
  %cmp1269.not = icmp ugt i64 %add1268, %chunks71
  %call1270 = tail call i64 @llvm.smin.i64(i64 %add1268, i64 %chunks71)
  %p1272 = getelementptr float, ptr addrspace(1) %28, i64 %call1270
  %v1273 = load volatile float, ptr addrspace(1) %p1272, align 4
  %add1274 = or disjoint i64 %add1109, 864
  %cmp1275.not = icmp ugt i64 %add1274, %chunks71
  %call1276 = tail call i64 @llvm.smin.i64(i64 %add1274, i64 %chunks71)
  %p1278 = getelementptr float, ptr addrspace(1) %28, i64 %call1276
  %v1279 = load volatile float, ptr addrspace(1) %p1278, align 4
  %add1280 = or disjoint i64 %add1109, 896
  %cmp1281.not = icmp ugt i64 %add1280, %chunks71
  %call1282 = tail call i64 @llvm.smin.i64(i64 %add1280, i64 %chunks71)
  %p1284 = getelementptr float, ptr addrspace(1) %28, i64 %call1282
  %v1285 = load volatile float, ptr addrspace(1) %p1284, align 4
  %add1286 = or disjoint i64 %add1109, 928
  %cmp1287.not = icmp ugt i64 %add1286, %chunks71
  %call1288 = tail call i64 @llvm.smin.i64(i64 %add1286, i64 %chunks71)
  %p1290 = getelementptr float, ptr addrspace(1) %28, i64 %call1288
  %v1291 = load volatile float, ptr addrspace(1) %p1290, align 4
  %add1292 = or disjoint i64 %add1109, 960
  %cmp1293.not = icmp ugt i64 %add1292, %chunks71
  %call1294 = tail call i64 @llvm.smin.i64(i64 %add1292, i64 %chunks71)
  %p1296 = getelementptr float, ptr addrspace(1) %28, i64 %call1294
  %v1297 = load volatile float, ptr addrspace(1) %p1296, align 4
  %add1298 = or disjoint i64 %add1109, 992
  %cmp1299.not = icmp ugt i64 %add1298, %chunks71
  %call1300 = tail call i64 @llvm.smin.i64(i64 %add1298, i64 %chunks71)
  %p1302 = getelementptr float, ptr addrspace(1) %28, i64 %call1300
  %v1303 = load volatile float, ptr addrspace(1) %p1302, align 4
  %fadd1304 = fadd reassoc contract float %phi1105, %v1117
  %sel1305 = select i1 %cmp935.not, float %fadd1304, float %v1117
  %sel1306 = select i1 %cmp1113.not, float %phi1105, float %sel1305
  %fadd1308 = fadd reassoc contract float %v1123, %sel1306
  %sel1310 = select i1 %cmp1119.not, float %sel1306, float %fadd1308
  %fadd1312 = fadd reassoc contract float %v1129, %sel1310
  %sel1314 = select i1 %cmp1125.not, float %sel1310, float %fadd1312
  %fadd1316 = fadd reassoc contract float %v1135, %sel1314
  %sel1318 = select i1 %cmp1131.not, float %sel1314, float %fadd1316
  %fadd1320 = fadd reassoc contract float %v1141, %sel1318
  %sel1322 = select i1 %cmp1137.not, float %sel1318, float %fadd1320
  %fadd1324 = fadd reassoc contract float %v1147, %sel1322
  %sel1326 = select i1 %cmp1143.not, float %sel1322, float %fadd1324
  %fadd1328 = fadd reassoc contract float %v1153, %sel1326
  %sel1330 = select i1 %cmp1149.not, float %sel1326, float %fadd1328
  %fadd1332 = fadd reassoc contract float %v1159, %sel1330
  %sel1334 = select i1 %cmp1155.not, float %sel1330, float %fadd1332
  %fadd1336 = fadd reassoc contract float %v1165, %sel1334
  %sel1338 = select i1 %cmp1161.not, float %sel1334, float %fadd1336
  %fadd1340 = fadd reassoc contract float %v1171, %sel1338
  %sel1342 = select i1 %cmp1167.not, float %sel1338, float %fadd1340
  %fadd1344 = fadd reassoc contract float %v1177, %sel1342
  %sel1346 = select i1 %cmp1173.not, float %sel1342, float %fadd1344
  %fadd1348 = fadd reassoc contract float %v1183, %sel1346
  %sel1350 = select i1 %cmp1179.not, float %sel1346, float %fadd1348
  %fadd1352 = fadd reassoc contract float %v1189, %sel1350
  %sel1354 = select i1 %cmp1185.not, float %sel1350, float %fadd1352
  %fadd1356 = fadd reassoc contract float %v1195, %sel1354
  %sel1358 = select i1 %cmp1191.not, float %sel1354, float %fadd1356
  %fadd1360 = fadd reassoc contract float %v1201, %sel1358
  %sel1362 = select i1 %cmp1197.not, float %sel1358, float %fadd1360
  %fadd1364 = fadd reassoc contract float %v1207, %sel1362
  %sel1366 = select i1 %cmp1203.not, float %sel1362, float %fadd1364
  %fadd1368 = fadd reassoc contract float %v1213, %sel1366
  %sel1370 = select i1 %cmp1209.not, float %sel1366, float %fadd1368
  %fadd1372 = fadd reassoc contract float %v1219, %sel1370
  %sel1374 = select i1 %cmp1215.not, float %sel1370, float %fadd1372
  %fadd1376 = fadd reassoc contract float %v1225, %sel1374
  %sel1378 = select i1 %cmp1221.not, float %sel1374, float %fadd1376
  %fadd1380 = fadd reassoc contract float %v1231, %sel1378
  %sel1382 = select i1 %cmp1227.not, float %sel1378, float %fadd1380
  %fadd1384 = fadd reassoc contract float %v1237, %sel1382
  %sel1386 = select i1 %cmp1233.not, float %sel1382, float %fadd1384
  %fadd1388 = fadd reassoc contract float %v1243, %sel1386
  %sel1390 = select i1 %cmp1239.not, float %sel1386, float %fadd1388
  %fadd1392 = fadd reassoc contract float %v1249, %sel1390
  %sel1394 = select i1 %cmp1245.not, float %sel1390, float %fadd1392
  %fadd1396 = fadd reassoc contract float %v1255, %sel1394
  %sel1398 = select i1 %cmp1251.not, float %sel1394, float %fadd1396
  %fadd1400 = fadd reassoc contract float %v1261, %sel1398
  %sel1402 = select i1 %cmp1257.not, float %sel1398, float %fadd1400
  %fadd1404 = fadd reassoc contract float %v1267, %sel1402
  %sel1406 = select i1 %cmp1263.not, float %sel1402, float %fadd1404
  %fadd1408 = fadd reassoc contract float %v1273, %sel1406
  %sel1410 = select i1 %cmp1269.not, float %sel1406, float %fadd1408
  %fadd1412 = fadd reassoc contract float %v1279, %sel1410
  %sel1414 = select i1 %cmp1275.not, float %sel1410, float %fadd1412
  %fadd1416 = fadd reassoc contract float %v1285, %sel1414
  %sel1418 = select i1 %cmp1281.not, float %sel1414, float %fadd1416
  %fadd1420 = fadd reassoc contract float %v1291, %sel1418
  %sel1422 = select i1 %cmp1287.not, float %sel1418, float %fadd1420
  %fadd1424 = fadd reassoc contract float %v1297, %sel1422
  %sel1426 = select i1 %cmp1293.not, float %sel1422, float %fadd1424
  %fadd1428 = fadd reassoc contract float %v1303, %sel1426
  %sel1430 = select i1 %cmp1299.not, float %sel1426, float %fadd1428
  %call1432 = tail call i64 @llvm.smin.i64(i64 %add72, i64 32)
  %call1433 = tail call i64 @llvm.smax.i64(i64 %call1432, i64 1)
  %bits1434 = bitcast float %sel1430 to i32
  %call1435 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1434, i32 1, i32 31)
  %leaf1436 = bitcast i32 %call1435 to float
  %cmp1438 = icmp ugt i64 %call1432, %add880
  %fadd1439 = fadd reassoc contract float %sel1430, %leaf1436
  %sel1440 = select i1 %cmp1438, float %fadd1439, float %sel1430
  %bits1441 = bitcast float %sel1440 to i32
  %call1442 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1441, i32 2, i32 31)
  %leaf1443 = bitcast i32 %call1442 to float
  %cmp1445 = icmp ult i64 %add887, %call1433
  %fadd1446 = fadd reassoc contract float %sel1440, %leaf1443
  %sel1447 = select i1 %cmp1445, float %fadd1446, float %sel1440
  %bits1448 = bitcast float %sel1447 to i32
  %call1449 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1448, i32 4, i32 31)
  %leaf1450 = bitcast i32 %call1449 to float
  %cmp1452 = icmp ult i64 %add894, %call1433
  %fadd1453 = fadd reassoc contract float %sel1447, %leaf1450
  %sel1454 = select i1 %cmp1452, float %fadd1453, float %sel1447
  %bits1455 = bitcast float %sel1454 to i32
  %call1456 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1455, i32 8, i32 31)
  %leaf1457 = bitcast i32 %call1456 to float
  %cmp1459 = icmp ult i64 %add901, %call1433
  %fadd1460 = fadd reassoc contract float %sel1454, %leaf1457
  %sel1461 = select i1 %cmp1459, float %fadd1460, float %sel1454
  %bits1462 = bitcast float %sel1461 to i32
  %call1463 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1462, i32 16, i32 31)
  br i1 %cmp18, label %then1472, label %endif929

then1472:                                         ; preds = %fold.exit934
  %cmp1466 = icmp ugt i32 %chunks70, 15
  %leaf1464 = bitcast i32 %call1463 to float
  %fadd1467 = fadd reassoc contract float %sel1461, %leaf1464
  %sel1468 = select i1 %cmp1466, float %fadd1467, float %sel1461
  %fadd1470 = fadd reassoc contract float %sel1468, 0.000000e+00
  %p1474 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %v50
  store float %fadd1470, ptr addrspace(1) %p1474, align 4
  br label %endif929

stride.body:                                      ; preds = %stride.body.preheader, %repeat.exit1503
  %i1495 = phi i64 [ %add1639, %repeat.exit1503 ], [ %add, %stride.body.preheader ]
  %mul1496 = mul i64 %i1495, 768
  %call1497 = tail call i64 @llvm.smin.i64(i64 %mul1496, i64 %add1492)
  %sub1498 = sub i64 %call1497, %sub1491
  %call1499 = tail call i64 @llvm.smax.i64(i64 %sub1498, i64 0)
  %call1500 = tail call i64 @llvm.smin.i64(i64 %call1497, i64 %call9)
  %cmp1501 = icmp slt i64 %call1499, %call1500
  br i1 %cmp1501, label %repeat.body1502, label %repeat.exit1503

repeat.body1502:                                  ; preds = %stride.body, %repeat.body1502
  %phi1504 = phi i64 [ %sel1610, %repeat.body1502 ], [ %call1499, %stride.body ]
  %phi1505 = phi i64 [ %sel1617, %repeat.body1502 ], [ %call1500, %stride.body ]
  %sub1506 = sub i64 %phi1505, %phi1504
  %part = lshr i64 %sub1506, 3
  %add1508 = add i64 %part, %phi1504
  %29 = lshr i64 %sub1506, 2
  %part1510 = and i64 %29, 2305843009213693951
  %add1511 = add i64 %part1510, %phi1504
  %mul1512 = mul i64 %sub1506, 3
  %part1513 = lshr i64 %mul1512, 3
  %add1514 = add i64 %part1513, %phi1504
  %30 = lshr i64 %sub1506, 1
  %part1516 = and i64 %30, 2305843009213693951
  %add1517 = add i64 %part1516, %phi1504
  %mul1518 = mul i64 %sub1506, 5
  %part1519 = lshr i64 %mul1518, 3
  %add1520 = add i64 %part1519, %phi1504
  %mul1521 = mul i64 %sub1506, 6
  %part1522 = lshr i64 %mul1521, 3
  %add1523 = add i64 %part1522, %phi1504
  %mul1524 = mul i64 %sub1506, 7
  %part1525 = lshr i64 %mul1524, 3
  %add1526 = add i64 %part1525, %phi1504
  %add1527 = add i64 %add1508, 1
  %p1528 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %add1527
  %v1529 = load i32, ptr addrspace(1) %p1528, align 4
  %offset1530 = sext i32 %v1529 to i64
  %call1531 = tail call i64 @llvm.smax.i64(i64 %offset1530, i64 %call1482)
  %call1532 = tail call i64 @llvm.smin.i64(i64 %call1531, i64 %8)
  %sub1533 = sub i64 %call1532, %call1482
  %31 = xor i64 %add1508, -1
  %sub1535 = add i64 %call1497, %31
  %cmp1536.not = icmp sgt i64 %sub1533, %sub1535
  %add1537 = add i64 %add1511, 1
  %p1538 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %add1537
  %v1539 = load i32, ptr addrspace(1) %p1538, align 4
  %offset1540 = sext i32 %v1539 to i64
  %call1541 = tail call i64 @llvm.smax.i64(i64 %offset1540, i64 %call1482)
  %call1542 = tail call i64 @llvm.smin.i64(i64 %call1541, i64 %8)
  %sub1543 = sub i64 %call1542, %call1482
  %32 = xor i64 %add1511, -1
  %sub1545 = add i64 %call1497, %32
  %cmp1546.not = icmp sgt i64 %sub1543, %sub1545
  %add1547 = add i64 %add1514, 1
  %p1548 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %add1547
  %v1549 = load i32, ptr addrspace(1) %p1548, align 4
  %offset1550 = sext i32 %v1549 to i64
  %call1551 = tail call i64 @llvm.smax.i64(i64 %offset1550, i64 %call1482)
  %call1552 = tail call i64 @llvm.smin.i64(i64 %call1551, i64 %8)
  %sub1553 = sub i64 %call1552, %call1482
  %33 = xor i64 %add1514, -1
  %sub1555 = add i64 %call1497, %33
  %cmp1556.not = icmp sgt i64 %sub1553, %sub1555
  %add1557 = add i64 %add1517, 1
  %p1558 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %add1557
  %v1559 = load i32, ptr addrspace(1) %p1558, align 4
  %offset1560 = sext i32 %v1559 to i64
  %call1561 = tail call i64 @llvm.smax.i64(i64 %offset1560, i64 %call1482)
  %call1562 = tail call i64 @llvm.smin.i64(i64 %call1561, i64 %8)
  %sub1563 = sub i64 %call1562, %call1482
  %34 = xor i64 %add1517, -1
  %sub1565 = add i64 %call1497, %34
  %cmp1566.not = icmp sgt i64 %sub1563, %sub1565
  %add1567 = add i64 %add1520, 1
  %p1568 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %add1567
  %v1569 = load i32, ptr addrspace(1) %p1568, align 4
  %offset1570 = sext i32 %v1569 to i64
  %call1571 = tail call i64 @llvm.smax.i64(i64 %offset1570, i64 %call1482)
  %call1572 = tail call i64 @llvm.smin.i64(i64 %call1571, i64 %8)
  %sub1573 = sub i64 %call1572, %call1482
  %35 = xor i64 %add1520, -1
  %sub1575 = add i64 %call1497, %35
  %cmp1576.not = icmp sgt i64 %sub1573, %sub1575
  %add1577 = add i64 %add1523, 1
  %p1578 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %add1577
  %v1579 = load i32, ptr addrspace(1) %p1578, align 4
  %offset1580 = sext i32 %v1579 to i64
  %call1581 = tail call i64 @llvm.smax.i64(i64 %offset1580, i64 %call1482)
  %call1582 = tail call i64 @llvm.smin.i64(i64 %call1581, i64 %8)
  %sub1583 = sub i64 %call1582, %call1482
  %36 = xor i64 %add1523, -1
  %sub1585 = add i64 %call1497, %36
  %cmp1586.not = icmp sgt i64 %sub1583, %sub1585
  %add1587 = add i64 %add1526, 1
  %p1588 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %add1587
  %v1589 = load i32, ptr addrspace(1) %p1588, align 4
  %offset1590 = sext i32 %v1589 to i64
  %call1591 = tail call i64 @llvm.smax.i64(i64 %offset1590, i64 %call1482)
  %call1592 = tail call i64 @llvm.smin.i64(i64 %call1591, i64 %8)
  %sub1593 = sub i64 %call1592, %call1482
  %37 = xor i64 %add1526, -1
  %sub1595 = add i64 %call1497, %37
  %cmp1596.not = icmp sgt i64 %sub1593, %sub1595
  %sel1598 = select i1 %cmp1536.not, i64 %phi1504, i64 %add1527
  %sel1600 = select i1 %cmp1546.not, i64 %sel1598, i64 %add1537
  %sel1602 = select i1 %cmp1556.not, i64 %sel1600, i64 %add1547
  %sel1604 = select i1 %cmp1566.not, i64 %sel1602, i64 %add1557
  %sel1606 = select i1 %cmp1576.not, i64 %sel1604, i64 %add1567
  %sel1608 = select i1 %cmp1586.not, i64 %sel1606, i64 %add1577
  %sel1610 = select i1 %cmp1596.not, i64 %sel1608, i64 %add1587
  %sel1611 = select i1 %cmp1596.not, i64 %add1526, i64 %phi1505
  %sel1612 = select i1 %cmp1586.not, i64 %add1523, i64 %sel1611
  %sel1613 = select i1 %cmp1576.not, i64 %add1520, i64 %sel1612
  %sel1614 = select i1 %cmp1566.not, i64 %add1517, i64 %sel1613
  %sel1615 = select i1 %cmp1556.not, i64 %add1514, i64 %sel1614
  %sel1616 = select i1 %cmp1546.not, i64 %add1511, i64 %sel1615
  %sel1617 = select i1 %cmp1536.not, i64 %add1508, i64 %sel1616
  %cmp1618 = icmp slt i64 %sel1610, %sel1617
  br i1 %cmp1618, label %repeat.body1502, label %repeat.exit1503

repeat.exit1503:                                  ; preds = %repeat.body1502, %stride.body
  %phi1619 = phi i64 [ %call1499, %stride.body ], [ %sel1610, %repeat.body1502 ]
  %cmp1621 = icmp eq i64 %phi1619, 0
  %sub1622 = add i64 %phi1619, -1
  %call1623 = tail call i64 @llvm.smax.i64(i64 %sub1622, i64 0)
  %gep = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call1623
  %v1626 = load i32, ptr addrspace(1) %gep, align 4
  %offset1627 = sext i32 %v1626 to i64
  %call1628 = tail call i64 @llvm.smax.i64(i64 %offset1627, i64 %call1482)
  %call1629 = tail call i64 @llvm.smin.i64(i64 %call1628, i64 %8)
  %sub1630 = sub i64 %call1629, %call1482
  %sel1631 = select i1 %cmp1621, i64 0, i64 %sub1630
  %sub1632 = sub i64 %call1497, %phi1619
  %cmp1633 = icmp sgt i64 %sub1632, %sel1631
  %c = zext i1 %cmp1633 to i64
  %mul1636 = shl i64 %phi1619, 1
  %add1637 = or disjoint i64 %mul1636, %c
  %p1638 = getelementptr i64, ptr addrspace(1) %18, i64 %i1495
  store i64 %add1637, ptr addrspace(1) %p1638, align 4
  %add1639 = add i64 %i1495, %mul7
  %cmp1640 = icmp slt i64 %add1639, %add1493
  br i1 %cmp1640, label %stride.body, label %common.ret
}

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #2

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
  %15 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address) #5
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
  %45 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %46 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address406, i64 %45) #5
  %p407 = getelementptr inbounds i32, ptr addrspace(1) %from404, i64 %m
  %address408 = ptrtoint ptr addrspace(1) %p407 to i64
  %47 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %48 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address408, i64 %47) #5
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
  %49 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %50 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address422, i64 %49) #5
  %p423 = getelementptr inbounds i32, ptr addrspace(1) %from404, i64 %m417
  %address424 = ptrtoint ptr addrspace(1) %p423 to i64
  %51 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %52 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address424, i64 %51) #5
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
  %53 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %54 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address442, i64 %53) #5
  %p443 = getelementptr inbounds i32, ptr addrspace(1) %from404, i64 %m437
  %address444 = ptrtoint ptr addrspace(1) %p443 to i64
  %55 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %56 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address444, i64 %55) #5
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
  %57 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %58 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address462, i64 %57) #5
  %p463 = getelementptr inbounds i32, ptr addrspace(1) %from404, i64 %m457
  %address464 = ptrtoint ptr addrspace(1) %p463 to i64
  %59 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %60 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address464, i64 %59) #5
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
  %61 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %62 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address482, i64 %61) #5
  %p483 = getelementptr inbounds i32, ptr addrspace(1) %from404, i64 %m477
  %address484 = ptrtoint ptr addrspace(1) %p483 to i64
  %63 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %64 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address484, i64 %63) #5
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
  %65 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %66 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address502, i64 %65) #5
  %p503 = getelementptr inbounds i32, ptr addrspace(1) %from404, i64 %m497
  %address504 = ptrtoint ptr addrspace(1) %p503 to i64
  %67 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %68 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address504, i64 %67) #5
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
  %69 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %70 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address522, i64 %69) #5
  %p523 = getelementptr inbounds i32, ptr addrspace(1) %from404, i64 %m517
  %address524 = ptrtoint ptr addrspace(1) %p523 to i64
  %71 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %72 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address524, i64 %71) #5
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
  %73 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %74 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address542, i64 %73) #5
  %p543 = getelementptr inbounds i32, ptr addrspace(1) %from404, i64 %m537
  %address544 = ptrtoint ptr addrspace(1) %p543 to i64
  %75 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %76 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address544, i64 %75) #5
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
  %77 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %78 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address562, i64 %77) #5
  %p563 = getelementptr inbounds i32, ptr addrspace(1) %from404, i64 %m557
  %address564 = ptrtoint ptr addrspace(1) %p563 to i64
  %79 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %80 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address564, i64 %79) #5
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
  %81 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %82 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address582, i64 %81) #5
  %p583 = getelementptr inbounds i32, ptr addrspace(1) %from404, i64 %m577
  %address584 = ptrtoint ptr addrspace(1) %p583 to i64
  %83 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %84 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address584, i64 %83) #5
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
  %85 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %86 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address602, i64 %85) #5
  %p603 = getelementptr inbounds i32, ptr addrspace(1) %from404, i64 %m597
  %address604 = ptrtoint ptr addrspace(1) %p603 to i64
  %87 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %88 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address604, i64 %87) #5
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
  %89 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %90 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address622, i64 %89) #5
  %p623 = getelementptr inbounds i32, ptr addrspace(1) %from404, i64 %m617
  %address624 = ptrtoint ptr addrspace(1) %p623 to i64
  %91 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %92 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address624, i64 %91) #5
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
  %93 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %94 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address986, i64 %93) #5
  %p987 = getelementptr inbounds i32, ptr addrspace(1) %from984, i64 %m981
  %address988 = ptrtoint ptr addrspace(1) %p987 to i64
  %95 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %96 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address988, i64 %95) #5
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
  %97 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %98 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address1006, i64 %97) #5
  %p1007 = getelementptr inbounds i32, ptr addrspace(1) %from984, i64 %m1001
  %address1008 = ptrtoint ptr addrspace(1) %p1007 to i64
  %99 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %100 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address1008, i64 %99) #5
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
  %101 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %102 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address1026, i64 %101) #5
  %p1027 = getelementptr inbounds i32, ptr addrspace(1) %from984, i64 %m1021
  %address1028 = ptrtoint ptr addrspace(1) %p1027 to i64
  %103 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %104 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address1028, i64 %103) #5
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
  %105 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %106 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address1046, i64 %105) #5
  %p1047 = getelementptr inbounds i32, ptr addrspace(1) %from984, i64 %m1041
  %address1048 = ptrtoint ptr addrspace(1) %p1047 to i64
  %107 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %108 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address1048, i64 %107) #5
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
  %109 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %110 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address1066, i64 %109) #5
  %p1067 = getelementptr inbounds i32, ptr addrspace(1) %from984, i64 %m1061
  %address1068 = ptrtoint ptr addrspace(1) %p1067 to i64
  %111 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %112 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address1068, i64 %111) #5
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
  %113 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %114 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address1086, i64 %113) #5
  %p1087 = getelementptr inbounds i32, ptr addrspace(1) %from984, i64 %m1081
  %address1088 = ptrtoint ptr addrspace(1) %p1087 to i64
  %115 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %116 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address1088, i64 %115) #5
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
  %117 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %118 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address1106, i64 %117) #5
  %p1107 = getelementptr inbounds i32, ptr addrspace(1) %from984, i64 %m1101
  %address1108 = ptrtoint ptr addrspace(1) %p1107 to i64
  %119 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %120 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address1108, i64 %119) #5
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
  %121 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %122 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address1126, i64 %121) #5
  %p1127 = getelementptr inbounds i32, ptr addrspace(1) %from984, i64 %m1121
  %address1128 = ptrtoint ptr addrspace(1) %p1127 to i64
  %123 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %124 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address1128, i64 %123) #5
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
  %125 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %126 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address1146, i64 %125) #5
  %p1147 = getelementptr inbounds i32, ptr addrspace(1) %from984, i64 %m1141
  %address1148 = ptrtoint ptr addrspace(1) %p1147 to i64
  %127 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %128 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address1148, i64 %127) #5
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
  %129 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %130 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address1166, i64 %129) #5
  %p1167 = getelementptr inbounds i32, ptr addrspace(1) %from984, i64 %m1161
  %address1168 = ptrtoint ptr addrspace(1) %p1167 to i64
  %131 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %132 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address1168, i64 %131) #5
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
  %133 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %134 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address1186, i64 %133) #5
  %p1187 = getelementptr inbounds i32, ptr addrspace(1) %from984, i64 %m1181
  %address1188 = ptrtoint ptr addrspace(1) %p1187 to i64
  %135 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %136 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address1188, i64 %135) #5
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
  %137 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %138 = tail call float asm "ld.global.nc.L1::no_allocate.L2::cache_hint.f32 $0, [$1], $2;", "=f,l,l"(i64 %address1206, i64 %137) #5
  %p1207 = getelementptr inbounds i32, ptr addrspace(1) %from984, i64 %m1201
  %address1208 = ptrtoint ptr addrspace(1) %p1207 to i64
  %139 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %140 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address1208, i64 %139) #5
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
declare void @llvm.nvvm.bar.warp.sync(i32) #3

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
  %15 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address) #5
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #4

attributes #0 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { nocallback nounwind }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6}

!0 = !{ptr @systole_fold_seg_csr_gather_spmv_f32_rows, !"kernel", i32 1}
!1 = !{ptr @systole_fold_seg_csr_gather_spmv_f32_listing, !"kernel", i32 1}
!2 = !{ptr @systole_fold_seg_csr_gather_spmv_f32_search, !"kernel", i32 1}
!3 = !{ptr @systole_fold_seg_csr_gather_spmv_f32_segment, !"kernel", i32 1}
!4 = !{ptr @systole_fold_seg_csr_gather_spmv_f32_segment, !"maxntidx", i32 160}
!5 = !{ptr @systole_fold_seg_csr_gather_spmv_f32_segment, !"minctasm", i32 3}
!6 = !{ptr @systole_fold_seg_csr_gather_spmv_f32_finish, !"kernel", i32 1}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.peeled.count", i32 1}
!9 = distinct !{!9, !8}
