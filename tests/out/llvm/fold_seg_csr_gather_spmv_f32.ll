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
  %call38 = tail call i64 @llvm.smin.i64(i64 %8, i64 2147483647)
  %n = trunc i64 %call38 to i32
  %address88 = ptrtoint ptr addrspace(1) %long to i64
  %cmp91.not = icmp eq i64 %lane, 31
  %cmp96 = icmp ult i64 %lane, 30
  %cmp101 = icmp ult i64 %lane, 28
  %cmp106 = icmp ult i64 %lane, 24
  %cmp111 = icmp ult i64 %lane, 16
  %sub1268 = add i64 %4, -1
  %call1269 = tail call i64 @llvm.smin.i64(i64 %sub1268, i64 2147483647)
  %bound1270 = trunc i64 %call1269 to i32
  br label %repeat.body

else:                                             ; preds = %entry
  %call1696 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp23)
  %cmp1697.not = icmp eq i32 %call1696, 0
  %enter1699 = and i1 %cmp22, %cmp1697.not
  br i1 %enter1699, label %repeat.body1700.preheader, label %endif

repeat.body1700.preheader:                        ; preds = %else
  %call1717 = tail call i64 @llvm.smin.i64(i64 %8, i64 2147483647)
  %n1718 = trunc i64 %call1717 to i32
  %address1773 = ptrtoint ptr addrspace(1) %long to i64
  %cmp1776.not = icmp eq i64 %lane, 31
  %cmp1781 = icmp ult i64 %lane, 30
  %cmp1786 = icmp ult i64 %lane, 28
  %cmp1791 = icmp ult i64 %lane, 24
  %cmp1796 = icmp ult i64 %lane, 16
  %sub3421 = add i64 %0, -1
  %sub3426 = add i64 %2, -1
  %sub3432 = add i64 %4, -1
  %call3433 = tail call i64 @llvm.smin.i64(i64 %sub3432, i64 2147483647)
  %bound3434 = trunc i64 %call3433 to i32
  br label %repeat.body1700

endif:                                            ; preds = %endif1753, %endif72, %else, %then
  ret void

repeat.body:                                      ; preds = %repeat.body.preheader, %endif72
  %phi = phi i64 [ %add1690, %endif72 ], [ %warp, %repeat.body.preheader ]
  %17 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address) #5
  %cmp27 = icmp ne i64 %17, 0
  %call28 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp27)
  %mul30 = shl i64 %phi, 6
  %add32 = or disjoint i64 %mul30, %lane
  %cmp33 = icmp slt i64 %add32, %call9
  %call34 = tail call i64 @llvm.smin.i64(i64 %add32, i64 %call13)
  %p = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %call34
  %v = load i32, ptr addrspace(1) %p, align 4
  %p36 = getelementptr i8, ptr addrspace(1) %p, i64 4
  %v37 = load i32, ptr addrspace(1) %p36, align 4
  %call39 = tail call i32 @llvm.smax.i32(i32 %v, i32 0)
  %call40 = tail call i32 @llvm.smin.i32(i32 %call39, i32 %n)
  %call41 = tail call i32 @llvm.smax.i32(i32 %v37, i32 %call40)
  %call42 = tail call i32 @llvm.smin.i32(i32 %call41, i32 %n)
  %sub43 = sub i32 %call42, %call40
  %sel = select i1 %cmp33, i32 %sub43, i32 0
  %sub44 = add i32 %call42, -1
  %call45 = tail call i32 @llvm.smax.i32(i32 %sub44, i32 0)
  %add48 = or disjoint i64 %add32, 32
  %cmp49 = icmp slt i64 %add48, %call9
  %call50 = tail call i64 @llvm.smin.i64(i64 %add48, i64 %call13)
  %p51 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %call50
  %v52 = load i32, ptr addrspace(1) %p51, align 4
  %p54 = getelementptr i8, ptr addrspace(1) %p51, i64 4
  %v55 = load i32, ptr addrspace(1) %p54, align 4
  %call58 = tail call i32 @llvm.smax.i32(i32 %v52, i32 0)
  %call59 = tail call i32 @llvm.smin.i32(i32 %call58, i32 %n)
  %call60 = tail call i32 @llvm.smax.i32(i32 %v55, i32 %call59)
  %call61 = tail call i32 @llvm.smin.i32(i32 %call60, i32 %n)
  %sub62 = sub i32 %call61, %call59
  %sel63 = select i1 %cmp49, i32 %sub62, i32 0
  %sub64 = add i32 %call61, -1
  %call65 = tail call i32 @llvm.smax.i32(i32 %sub64, i32 0)
  %call66 = tail call i32 @llvm.smax.i32(i32 %sel, i32 %sel63)
  %cmp67 = icmp sgt i32 %call66, 16
  %call68 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp67)
  %cmp69.not = icmp eq i32 %call68, 0
  br i1 %cmp69.not, label %else71, label %then70

then70:                                           ; preds = %repeat.body
  %cmp73 = icmp sgt i32 %sel, 4096
  %listed = and i1 %cmp, %cmp73
  %cmp74 = icmp sgt i32 %sel, 16
  %left = xor i1 %cmp74, %listed
  %cmp75 = icmp sgt i32 %sel63, 4096
  %listed76 = and i1 %cmp, %cmp75
  %cmp77 = icmp sgt i32 %sel63, 16
  %left79 = xor i1 %cmp77, %listed76
  %unlisted80 = or i1 %left, %left79
  %call81 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %unlisted80)
  br i1 %cmp15, label %then83, label %endif72

else71:                                           ; preds = %repeat.body
  %call89 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %call66, i32 1, i32 31)
  %call92 = tail call i32 @llvm.smax.i32(i32 %call66, i32 %call89)
  %sel93 = select i1 %cmp91.not, i32 %call66, i32 %call92
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

endif72:                                          ; preds = %endif1682, %then1687, %then83, %then86, %then70
  %add1690 = add nuw nsw i64 %phi, %warp8
  %cmp1691 = icmp slt i64 %add1690, %groups
  %18 = or i32 %call68, %call28
  %quit.not = icmp eq i32 %18, 0
  %again = and i1 %cmp1691, %quit.not
  br i1 %again, label %repeat.body, label %endif

then83:                                           ; preds = %then70
  %cmp82.not = icmp eq i32 %call81, 0
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br i1 %cmp82.not, label %endif72, label %then86

then86:                                           ; preds = %then83
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address88, i64 1) #5
  br label %endif72

then115:                                          ; preds = %else71
  %call1575 = tail call i32 @llvm.smin.i32(i32 %call40, i32 %call45)
  %wide1576 = zext nneg i32 %call1575 to i64
  %p1577 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1576
  %v1578 = load float, ptr addrspace(1) %p1577, align 4
  %p1579 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide1576
  %v1580 = load i32, ptr addrspace(1) %p1579, align 4
  %call1585 = tail call i32 @llvm.smin.i32(i32 %v1580, i32 %bound1270)
  %call1586 = tail call i32 @llvm.smax.i32(i32 %call1585, i32 0)
  %at1587 = zext nneg i32 %call1586 to i64
  %p1588 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1587
  %v1589 = load float, ptr addrspace(1) %p1588, align 4
  %fmul1590 = fmul float %v1578, %v1589
  switch i32 %call114, label %else1258 [
    i32 0, label %then119
    i32 1, label %then152
    i32 2, label %then190
    i32 3, label %then267
    i32 4, label %then385
    i32 5, label %then543
    i32 6, label %then741
    i32 7, label %then979
    i32 8, label %then1257
  ]

endif117:                                         ; preds = %fold.body, %else1258, %then1257, %then979, %then741, %then543, %then385, %then267, %then190, %then152, %then119, %else71
  %phi1676 = phi float [ 0.000000e+00, %else71 ], [ %fmul1590, %then119 ], [ %fmul1590, %then152 ], [ %sel262, %then190 ], [ %sel377, %then267 ], [ %sel532, %then385 ], [ %sel727, %then543 ], [ %sel962, %then741 ], [ %sel1237, %then979 ], [ %sel1552, %then1257 ], [ %fmul1590, %else1258 ], [ %sel1649, %fold.body ]
  %phi1677 = phi float [ 0.000000e+00, %else71 ], [ %fmul150, %then119 ], [ %fmul188, %then152 ], [ %sel265, %then190 ], [ %sel383, %then267 ], [ %sel541, %then385 ], [ %sel739, %then543 ], [ %sel977, %then741 ], [ %sel1255, %then979 ], [ %sel1573, %then1257 ], [ %fmul1607, %else1258 ], [ %sel1653, %fold.body ]
  br i1 %cmp33, label %then1681, label %endif1682

then119:                                          ; preds = %then115
  %call135 = tail call i32 @llvm.smin.i32(i32 %call59, i32 %call65)
  %wide136 = zext nneg i32 %call135 to i64
  %p137 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide136
  %v138 = load float, ptr addrspace(1) %p137, align 4
  %p139 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide136
  %v140 = load i32, ptr addrspace(1) %p139, align 4
  %call145 = tail call i32 @llvm.smin.i32(i32 %v140, i32 %bound1270)
  %call146 = tail call i32 @llvm.smax.i32(i32 %call145, i32 0)
  %at147 = zext nneg i32 %call146 to i64
  %p148 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at147
  %v149 = load float, ptr addrspace(1) %p148, align 4
  %fmul150 = fmul float %v138, %v149
  br label %endif117

then152:                                          ; preds = %then115
  %call173 = tail call i32 @llvm.smin.i32(i32 %call59, i32 %call65)
  %wide174 = zext nneg i32 %call173 to i64
  %p175 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide174
  %v176 = load float, ptr addrspace(1) %p175, align 4
  %p177 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide174
  %v178 = load i32, ptr addrspace(1) %p177, align 4
  %call183 = tail call i32 @llvm.smin.i32(i32 %v178, i32 %bound1270)
  %call184 = tail call i32 @llvm.smax.i32(i32 %call183, i32 0)
  %at185 = zext nneg i32 %call184 to i64
  %p186 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at185
  %v187 = load float, ptr addrspace(1) %p186, align 4
  %fmul188 = fmul float %v176, %v187
  br label %endif117

then190:                                          ; preds = %then115
  %add210 = add nuw i32 %call40, 1
  %call211 = tail call i32 @llvm.smin.i32(i32 %add210, i32 %call45)
  %wide212 = zext i32 %call211 to i64
  %p213 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide212
  %v214 = load float, ptr addrspace(1) %p213, align 4
  %p215 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide212
  %v216 = load i32, ptr addrspace(1) %p215, align 4
  %call221 = tail call i32 @llvm.smin.i32(i32 %v216, i32 %bound1270)
  %call222 = tail call i32 @llvm.smax.i32(i32 %call221, i32 0)
  %at223 = zext nneg i32 %call222 to i64
  %p224 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at223
  %v225 = load float, ptr addrspace(1) %p224, align 4
  %fmul226 = fmul float %v214, %v225
  %call228 = tail call i32 @llvm.smin.i32(i32 %call59, i32 %call65)
  %wide229 = zext nneg i32 %call228 to i64
  %p230 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide229
  %v231 = load float, ptr addrspace(1) %p230, align 4
  %p232 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide229
  %v233 = load i32, ptr addrspace(1) %p232, align 4
  %call238 = tail call i32 @llvm.smin.i32(i32 %v233, i32 %bound1270)
  %call239 = tail call i32 @llvm.smax.i32(i32 %call238, i32 0)
  %at240 = zext nneg i32 %call239 to i64
  %p241 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at240
  %v242 = load float, ptr addrspace(1) %p241, align 4
  %fmul243 = fmul float %v231, %v242
  %add244 = add nuw i32 %call59, 1
  %call245 = tail call i32 @llvm.smin.i32(i32 %add244, i32 %call65)
  %wide246 = zext i32 %call245 to i64
  %p247 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide246
  %v248 = load float, ptr addrspace(1) %p247, align 4
  %p249 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide246
  %v250 = load i32, ptr addrspace(1) %p249, align 4
  %call255 = tail call i32 @llvm.smin.i32(i32 %v250, i32 %bound1270)
  %call256 = tail call i32 @llvm.smax.i32(i32 %call255, i32 0)
  %at257 = zext nneg i32 %call256 to i64
  %p258 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at257
  %v259 = load float, ptr addrspace(1) %p258, align 4
  %fmul260 = fmul float %v248, %v259
  %cmp261 = icmp sgt i32 %sel, 1
  %fadd = fadd reassoc contract float %fmul1590, %fmul226
  %sel262 = select i1 %cmp261, float %fadd, float %fmul1590
  %cmp263 = icmp sgt i32 %sel63, 1
  %fadd264 = fadd reassoc contract float %fmul243, %fmul260
  %sel265 = select i1 %cmp263, float %fadd264, float %fmul243
  br label %endif117

then267:                                          ; preds = %then115
  %add287 = add nuw i32 %call40, 1
  %call288 = tail call i32 @llvm.smin.i32(i32 %add287, i32 %call45)
  %wide289 = zext i32 %call288 to i64
  %p290 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide289
  %v291 = load float, ptr addrspace(1) %p290, align 4
  %p292 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide289
  %v293 = load i32, ptr addrspace(1) %p292, align 4
  %call298 = tail call i32 @llvm.smin.i32(i32 %v293, i32 %bound1270)
  %call299 = tail call i32 @llvm.smax.i32(i32 %call298, i32 0)
  %at300 = zext nneg i32 %call299 to i64
  %p301 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at300
  %v302 = load float, ptr addrspace(1) %p301, align 4
  %fmul303 = fmul float %v291, %v302
  %add304 = add nuw i32 %call40, 2
  %call305 = tail call i32 @llvm.smin.i32(i32 %add304, i32 %call45)
  %wide306 = zext i32 %call305 to i64
  %p307 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide306
  %v308 = load float, ptr addrspace(1) %p307, align 4
  %p309 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide306
  %v310 = load i32, ptr addrspace(1) %p309, align 4
  %call315 = tail call i32 @llvm.smin.i32(i32 %v310, i32 %bound1270)
  %call316 = tail call i32 @llvm.smax.i32(i32 %call315, i32 0)
  %at317 = zext nneg i32 %call316 to i64
  %p318 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at317
  %v319 = load float, ptr addrspace(1) %p318, align 4
  %fmul320 = fmul float %v308, %v319
  %call322 = tail call i32 @llvm.smin.i32(i32 %call59, i32 %call65)
  %wide323 = zext nneg i32 %call322 to i64
  %p324 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide323
  %v325 = load float, ptr addrspace(1) %p324, align 4
  %p326 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide323
  %v327 = load i32, ptr addrspace(1) %p326, align 4
  %call332 = tail call i32 @llvm.smin.i32(i32 %v327, i32 %bound1270)
  %call333 = tail call i32 @llvm.smax.i32(i32 %call332, i32 0)
  %at334 = zext nneg i32 %call333 to i64
  %p335 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at334
  %v336 = load float, ptr addrspace(1) %p335, align 4
  %fmul337 = fmul float %v325, %v336
  %add338 = add nuw i32 %call59, 1
  %call339 = tail call i32 @llvm.smin.i32(i32 %add338, i32 %call65)
  %wide340 = zext i32 %call339 to i64
  %p341 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide340
  %v342 = load float, ptr addrspace(1) %p341, align 4
  %p343 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide340
  %v344 = load i32, ptr addrspace(1) %p343, align 4
  %call349 = tail call i32 @llvm.smin.i32(i32 %v344, i32 %bound1270)
  %call350 = tail call i32 @llvm.smax.i32(i32 %call349, i32 0)
  %at351 = zext nneg i32 %call350 to i64
  %p352 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at351
  %v353 = load float, ptr addrspace(1) %p352, align 4
  %fmul354 = fmul float %v342, %v353
  %add355 = add nuw i32 %call59, 2
  %call356 = tail call i32 @llvm.smin.i32(i32 %add355, i32 %call65)
  %wide357 = zext i32 %call356 to i64
  %p358 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide357
  %v359 = load float, ptr addrspace(1) %p358, align 4
  %p360 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide357
  %v361 = load i32, ptr addrspace(1) %p360, align 4
  %call366 = tail call i32 @llvm.smin.i32(i32 %v361, i32 %bound1270)
  %call367 = tail call i32 @llvm.smax.i32(i32 %call366, i32 0)
  %at368 = zext nneg i32 %call367 to i64
  %p369 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at368
  %v370 = load float, ptr addrspace(1) %p369, align 4
  %fmul371 = fmul float %v359, %v370
  %cmp372 = icmp sgt i32 %sel, 1
  %fadd373 = fadd reassoc contract float %fmul1590, %fmul303
  %sel374 = select i1 %cmp372, float %fadd373, float %fmul1590
  %cmp375 = icmp sgt i32 %sel, 2
  %fadd376 = fadd reassoc contract float %sel374, %fmul320
  %sel377 = select i1 %cmp375, float %fadd376, float %sel374
  %cmp378 = icmp sgt i32 %sel63, 1
  %fadd379 = fadd reassoc contract float %fmul337, %fmul354
  %sel380 = select i1 %cmp378, float %fadd379, float %fmul337
  %cmp381 = icmp sgt i32 %sel63, 2
  %fadd382 = fadd reassoc contract float %sel380, %fmul371
  %sel383 = select i1 %cmp381, float %fadd382, float %sel380
  br label %endif117

then385:                                          ; preds = %then115
  %add405 = add nuw i32 %call40, 1
  %call406 = tail call i32 @llvm.smin.i32(i32 %add405, i32 %call45)
  %wide407 = zext i32 %call406 to i64
  %p408 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide407
  %v409 = load float, ptr addrspace(1) %p408, align 4
  %p410 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide407
  %v411 = load i32, ptr addrspace(1) %p410, align 4
  %call416 = tail call i32 @llvm.smin.i32(i32 %v411, i32 %bound1270)
  %call417 = tail call i32 @llvm.smax.i32(i32 %call416, i32 0)
  %at418 = zext nneg i32 %call417 to i64
  %p419 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at418
  %v420 = load float, ptr addrspace(1) %p419, align 4
  %fmul421 = fmul float %v409, %v420
  %add422 = add nuw i32 %call40, 2
  %call423 = tail call i32 @llvm.smin.i32(i32 %add422, i32 %call45)
  %wide424 = zext i32 %call423 to i64
  %p425 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide424
  %v426 = load float, ptr addrspace(1) %p425, align 4
  %p427 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide424
  %v428 = load i32, ptr addrspace(1) %p427, align 4
  %call433 = tail call i32 @llvm.smin.i32(i32 %v428, i32 %bound1270)
  %call434 = tail call i32 @llvm.smax.i32(i32 %call433, i32 0)
  %at435 = zext nneg i32 %call434 to i64
  %p436 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at435
  %v437 = load float, ptr addrspace(1) %p436, align 4
  %fmul438 = fmul float %v426, %v437
  %add439 = add nuw i32 %call40, 3
  %call440 = tail call i32 @llvm.smin.i32(i32 %add439, i32 %call45)
  %wide441 = zext i32 %call440 to i64
  %p442 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide441
  %v443 = load float, ptr addrspace(1) %p442, align 4
  %p444 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide441
  %v445 = load i32, ptr addrspace(1) %p444, align 4
  %call450 = tail call i32 @llvm.smin.i32(i32 %v445, i32 %bound1270)
  %call451 = tail call i32 @llvm.smax.i32(i32 %call450, i32 0)
  %at452 = zext nneg i32 %call451 to i64
  %p453 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at452
  %v454 = load float, ptr addrspace(1) %p453, align 4
  %fmul455 = fmul float %v443, %v454
  %call457 = tail call i32 @llvm.smin.i32(i32 %call59, i32 %call65)
  %wide458 = zext nneg i32 %call457 to i64
  %p459 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide458
  %v460 = load float, ptr addrspace(1) %p459, align 4
  %p461 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide458
  %v462 = load i32, ptr addrspace(1) %p461, align 4
  %call467 = tail call i32 @llvm.smin.i32(i32 %v462, i32 %bound1270)
  %call468 = tail call i32 @llvm.smax.i32(i32 %call467, i32 0)
  %at469 = zext nneg i32 %call468 to i64
  %p470 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at469
  %v471 = load float, ptr addrspace(1) %p470, align 4
  %fmul472 = fmul float %v460, %v471
  %add473 = add nuw i32 %call59, 1
  %call474 = tail call i32 @llvm.smin.i32(i32 %add473, i32 %call65)
  %wide475 = zext i32 %call474 to i64
  %p476 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide475
  %v477 = load float, ptr addrspace(1) %p476, align 4
  %p478 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide475
  %v479 = load i32, ptr addrspace(1) %p478, align 4
  %call484 = tail call i32 @llvm.smin.i32(i32 %v479, i32 %bound1270)
  %call485 = tail call i32 @llvm.smax.i32(i32 %call484, i32 0)
  %at486 = zext nneg i32 %call485 to i64
  %p487 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at486
  %v488 = load float, ptr addrspace(1) %p487, align 4
  %fmul489 = fmul float %v477, %v488
  %add490 = add nuw i32 %call59, 2
  %call491 = tail call i32 @llvm.smin.i32(i32 %add490, i32 %call65)
  %wide492 = zext i32 %call491 to i64
  %p493 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide492
  %v494 = load float, ptr addrspace(1) %p493, align 4
  %p495 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide492
  %v496 = load i32, ptr addrspace(1) %p495, align 4
  %call501 = tail call i32 @llvm.smin.i32(i32 %v496, i32 %bound1270)
  %call502 = tail call i32 @llvm.smax.i32(i32 %call501, i32 0)
  %at503 = zext nneg i32 %call502 to i64
  %p504 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at503
  %v505 = load float, ptr addrspace(1) %p504, align 4
  %fmul506 = fmul float %v494, %v505
  %add507 = add nuw i32 %call59, 3
  %call508 = tail call i32 @llvm.smin.i32(i32 %add507, i32 %call65)
  %wide509 = zext i32 %call508 to i64
  %p510 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide509
  %v511 = load float, ptr addrspace(1) %p510, align 4
  %p512 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide509
  %v513 = load i32, ptr addrspace(1) %p512, align 4
  %call518 = tail call i32 @llvm.smin.i32(i32 %v513, i32 %bound1270)
  %call519 = tail call i32 @llvm.smax.i32(i32 %call518, i32 0)
  %at520 = zext nneg i32 %call519 to i64
  %p521 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at520
  %v522 = load float, ptr addrspace(1) %p521, align 4
  %fmul523 = fmul float %v511, %v522
  %cmp524 = icmp sgt i32 %sel, 1
  %fadd525 = fadd reassoc contract float %fmul1590, %fmul421
  %sel526 = select i1 %cmp524, float %fadd525, float %fmul1590
  %cmp527 = icmp sgt i32 %sel, 2
  %fadd528 = fadd reassoc contract float %sel526, %fmul438
  %sel529 = select i1 %cmp527, float %fadd528, float %sel526
  %cmp530 = icmp sgt i32 %sel, 3
  %fadd531 = fadd reassoc contract float %sel529, %fmul455
  %sel532 = select i1 %cmp530, float %fadd531, float %sel529
  %cmp533 = icmp sgt i32 %sel63, 1
  %fadd534 = fadd reassoc contract float %fmul472, %fmul489
  %sel535 = select i1 %cmp533, float %fadd534, float %fmul472
  %cmp536 = icmp sgt i32 %sel63, 2
  %fadd537 = fadd reassoc contract float %sel535, %fmul506
  %sel538 = select i1 %cmp536, float %fadd537, float %sel535
  %cmp539 = icmp sgt i32 %sel63, 3
  %fadd540 = fadd reassoc contract float %sel538, %fmul523
  %sel541 = select i1 %cmp539, float %fadd540, float %sel538
  br label %endif117

then543:                                          ; preds = %then115
  %add563 = add nuw i32 %call40, 1
  %call564 = tail call i32 @llvm.smin.i32(i32 %add563, i32 %call45)
  %wide565 = zext i32 %call564 to i64
  %p566 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide565
  %v567 = load float, ptr addrspace(1) %p566, align 4
  %p568 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide565
  %v569 = load i32, ptr addrspace(1) %p568, align 4
  %call574 = tail call i32 @llvm.smin.i32(i32 %v569, i32 %bound1270)
  %call575 = tail call i32 @llvm.smax.i32(i32 %call574, i32 0)
  %at576 = zext nneg i32 %call575 to i64
  %p577 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at576
  %v578 = load float, ptr addrspace(1) %p577, align 4
  %fmul579 = fmul float %v567, %v578
  %add580 = add nuw i32 %call40, 2
  %call581 = tail call i32 @llvm.smin.i32(i32 %add580, i32 %call45)
  %wide582 = zext i32 %call581 to i64
  %p583 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide582
  %v584 = load float, ptr addrspace(1) %p583, align 4
  %p585 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide582
  %v586 = load i32, ptr addrspace(1) %p585, align 4
  %call591 = tail call i32 @llvm.smin.i32(i32 %v586, i32 %bound1270)
  %call592 = tail call i32 @llvm.smax.i32(i32 %call591, i32 0)
  %at593 = zext nneg i32 %call592 to i64
  %p594 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at593
  %v595 = load float, ptr addrspace(1) %p594, align 4
  %fmul596 = fmul float %v584, %v595
  %add597 = add nuw i32 %call40, 3
  %call598 = tail call i32 @llvm.smin.i32(i32 %add597, i32 %call45)
  %wide599 = zext i32 %call598 to i64
  %p600 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide599
  %v601 = load float, ptr addrspace(1) %p600, align 4
  %p602 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide599
  %v603 = load i32, ptr addrspace(1) %p602, align 4
  %call608 = tail call i32 @llvm.smin.i32(i32 %v603, i32 %bound1270)
  %call609 = tail call i32 @llvm.smax.i32(i32 %call608, i32 0)
  %at610 = zext nneg i32 %call609 to i64
  %p611 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at610
  %v612 = load float, ptr addrspace(1) %p611, align 4
  %fmul613 = fmul float %v601, %v612
  %add614 = add nuw i32 %call40, 4
  %call615 = tail call i32 @llvm.smin.i32(i32 %add614, i32 %call45)
  %wide616 = zext i32 %call615 to i64
  %p617 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide616
  %v618 = load float, ptr addrspace(1) %p617, align 4
  %p619 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide616
  %v620 = load i32, ptr addrspace(1) %p619, align 4
  %call625 = tail call i32 @llvm.smin.i32(i32 %v620, i32 %bound1270)
  %call626 = tail call i32 @llvm.smax.i32(i32 %call625, i32 0)
  %at627 = zext nneg i32 %call626 to i64
  %p628 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at627
  %v629 = load float, ptr addrspace(1) %p628, align 4
  %fmul630 = fmul float %v618, %v629
  %call632 = tail call i32 @llvm.smin.i32(i32 %call59, i32 %call65)
  %wide633 = zext nneg i32 %call632 to i64
  %p634 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide633
  %v635 = load float, ptr addrspace(1) %p634, align 4
  %p636 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide633
  %v637 = load i32, ptr addrspace(1) %p636, align 4
  %call642 = tail call i32 @llvm.smin.i32(i32 %v637, i32 %bound1270)
  %call643 = tail call i32 @llvm.smax.i32(i32 %call642, i32 0)
  %at644 = zext nneg i32 %call643 to i64
  %p645 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at644
  %v646 = load float, ptr addrspace(1) %p645, align 4
  %fmul647 = fmul float %v635, %v646
  %add648 = add nuw i32 %call59, 1
  %call649 = tail call i32 @llvm.smin.i32(i32 %add648, i32 %call65)
  %wide650 = zext i32 %call649 to i64
  %p651 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide650
  %v652 = load float, ptr addrspace(1) %p651, align 4
  %p653 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide650
  %v654 = load i32, ptr addrspace(1) %p653, align 4
  %call659 = tail call i32 @llvm.smin.i32(i32 %v654, i32 %bound1270)
  %call660 = tail call i32 @llvm.smax.i32(i32 %call659, i32 0)
  %at661 = zext nneg i32 %call660 to i64
  %p662 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at661
  %v663 = load float, ptr addrspace(1) %p662, align 4
  %fmul664 = fmul float %v652, %v663
  %add665 = add nuw i32 %call59, 2
  %call666 = tail call i32 @llvm.smin.i32(i32 %add665, i32 %call65)
  %wide667 = zext i32 %call666 to i64
  %p668 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide667
  %v669 = load float, ptr addrspace(1) %p668, align 4
  %p670 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide667
  %v671 = load i32, ptr addrspace(1) %p670, align 4
  %call676 = tail call i32 @llvm.smin.i32(i32 %v671, i32 %bound1270)
  %call677 = tail call i32 @llvm.smax.i32(i32 %call676, i32 0)
  %at678 = zext nneg i32 %call677 to i64
  %p679 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at678
  %v680 = load float, ptr addrspace(1) %p679, align 4
  %fmul681 = fmul float %v669, %v680
  %add682 = add nuw i32 %call59, 3
  %call683 = tail call i32 @llvm.smin.i32(i32 %add682, i32 %call65)
  %wide684 = zext i32 %call683 to i64
  %p685 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide684
  %v686 = load float, ptr addrspace(1) %p685, align 4
  %p687 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide684
  %v688 = load i32, ptr addrspace(1) %p687, align 4
  %call693 = tail call i32 @llvm.smin.i32(i32 %v688, i32 %bound1270)
  %call694 = tail call i32 @llvm.smax.i32(i32 %call693, i32 0)
  %at695 = zext nneg i32 %call694 to i64
  %p696 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at695
  %v697 = load float, ptr addrspace(1) %p696, align 4
  %fmul698 = fmul float %v686, %v697
  %add699 = add nuw i32 %call59, 4
  %call700 = tail call i32 @llvm.smin.i32(i32 %add699, i32 %call65)
  %wide701 = zext i32 %call700 to i64
  %p702 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide701
  %v703 = load float, ptr addrspace(1) %p702, align 4
  %p704 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide701
  %v705 = load i32, ptr addrspace(1) %p704, align 4
  %call710 = tail call i32 @llvm.smin.i32(i32 %v705, i32 %bound1270)
  %call711 = tail call i32 @llvm.smax.i32(i32 %call710, i32 0)
  %at712 = zext nneg i32 %call711 to i64
  %p713 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at712
  %v714 = load float, ptr addrspace(1) %p713, align 4
  %fmul715 = fmul float %v703, %v714
  %cmp716 = icmp sgt i32 %sel, 1
  %fadd717 = fadd reassoc contract float %fmul1590, %fmul579
  %sel718 = select i1 %cmp716, float %fadd717, float %fmul1590
  %cmp719 = icmp sgt i32 %sel, 2
  %fadd720 = fadd reassoc contract float %sel718, %fmul596
  %sel721 = select i1 %cmp719, float %fadd720, float %sel718
  %cmp722 = icmp sgt i32 %sel, 3
  %fadd723 = fadd reassoc contract float %sel721, %fmul613
  %sel724 = select i1 %cmp722, float %fadd723, float %sel721
  %cmp725 = icmp sgt i32 %sel, 4
  %fadd726 = fadd reassoc contract float %sel724, %fmul630
  %sel727 = select i1 %cmp725, float %fadd726, float %sel724
  %cmp728 = icmp sgt i32 %sel63, 1
  %fadd729 = fadd reassoc contract float %fmul647, %fmul664
  %sel730 = select i1 %cmp728, float %fadd729, float %fmul647
  %cmp731 = icmp sgt i32 %sel63, 2
  %fadd732 = fadd reassoc contract float %sel730, %fmul681
  %sel733 = select i1 %cmp731, float %fadd732, float %sel730
  %cmp734 = icmp sgt i32 %sel63, 3
  %fadd735 = fadd reassoc contract float %sel733, %fmul698
  %sel736 = select i1 %cmp734, float %fadd735, float %sel733
  %cmp737 = icmp sgt i32 %sel63, 4
  %fadd738 = fadd reassoc contract float %sel736, %fmul715
  %sel739 = select i1 %cmp737, float %fadd738, float %sel736
  br label %endif117

then741:                                          ; preds = %then115
  %add761 = add nuw i32 %call40, 1
  %call762 = tail call i32 @llvm.smin.i32(i32 %add761, i32 %call45)
  %wide763 = zext i32 %call762 to i64
  %p764 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide763
  %v765 = load float, ptr addrspace(1) %p764, align 4
  %p766 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide763
  %v767 = load i32, ptr addrspace(1) %p766, align 4
  %call772 = tail call i32 @llvm.smin.i32(i32 %v767, i32 %bound1270)
  %call773 = tail call i32 @llvm.smax.i32(i32 %call772, i32 0)
  %at774 = zext nneg i32 %call773 to i64
  %p775 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at774
  %v776 = load float, ptr addrspace(1) %p775, align 4
  %fmul777 = fmul float %v765, %v776
  %add778 = add nuw i32 %call40, 2
  %call779 = tail call i32 @llvm.smin.i32(i32 %add778, i32 %call45)
  %wide780 = zext i32 %call779 to i64
  %p781 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide780
  %v782 = load float, ptr addrspace(1) %p781, align 4
  %p783 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide780
  %v784 = load i32, ptr addrspace(1) %p783, align 4
  %call789 = tail call i32 @llvm.smin.i32(i32 %v784, i32 %bound1270)
  %call790 = tail call i32 @llvm.smax.i32(i32 %call789, i32 0)
  %at791 = zext nneg i32 %call790 to i64
  %p792 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at791
  %v793 = load float, ptr addrspace(1) %p792, align 4
  %fmul794 = fmul float %v782, %v793
  %add795 = add nuw i32 %call40, 3
  %call796 = tail call i32 @llvm.smin.i32(i32 %add795, i32 %call45)
  %wide797 = zext i32 %call796 to i64
  %p798 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide797
  %v799 = load float, ptr addrspace(1) %p798, align 4
  %p800 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide797
  %v801 = load i32, ptr addrspace(1) %p800, align 4
  %call806 = tail call i32 @llvm.smin.i32(i32 %v801, i32 %bound1270)
  %call807 = tail call i32 @llvm.smax.i32(i32 %call806, i32 0)
  %at808 = zext nneg i32 %call807 to i64
  %p809 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at808
  %v810 = load float, ptr addrspace(1) %p809, align 4
  %fmul811 = fmul float %v799, %v810
  %add812 = add nuw i32 %call40, 4
  %call813 = tail call i32 @llvm.smin.i32(i32 %add812, i32 %call45)
  %wide814 = zext i32 %call813 to i64
  %p815 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide814
  %v816 = load float, ptr addrspace(1) %p815, align 4
  %p817 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide814
  %v818 = load i32, ptr addrspace(1) %p817, align 4
  %call823 = tail call i32 @llvm.smin.i32(i32 %v818, i32 %bound1270)
  %call824 = tail call i32 @llvm.smax.i32(i32 %call823, i32 0)
  %at825 = zext nneg i32 %call824 to i64
  %p826 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at825
  %v827 = load float, ptr addrspace(1) %p826, align 4
  %fmul828 = fmul float %v816, %v827
  %add829 = add nuw i32 %call40, 5
  %call830 = tail call i32 @llvm.smin.i32(i32 %add829, i32 %call45)
  %wide831 = zext i32 %call830 to i64
  %p832 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide831
  %v833 = load float, ptr addrspace(1) %p832, align 4
  %p834 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide831
  %v835 = load i32, ptr addrspace(1) %p834, align 4
  %call840 = tail call i32 @llvm.smin.i32(i32 %v835, i32 %bound1270)
  %call841 = tail call i32 @llvm.smax.i32(i32 %call840, i32 0)
  %at842 = zext nneg i32 %call841 to i64
  %p843 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at842
  %v844 = load float, ptr addrspace(1) %p843, align 4
  %fmul845 = fmul float %v833, %v844
  %call847 = tail call i32 @llvm.smin.i32(i32 %call59, i32 %call65)
  %wide848 = zext nneg i32 %call847 to i64
  %p849 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide848
  %v850 = load float, ptr addrspace(1) %p849, align 4
  %p851 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide848
  %v852 = load i32, ptr addrspace(1) %p851, align 4
  %call857 = tail call i32 @llvm.smin.i32(i32 %v852, i32 %bound1270)
  %call858 = tail call i32 @llvm.smax.i32(i32 %call857, i32 0)
  %at859 = zext nneg i32 %call858 to i64
  %p860 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at859
  %v861 = load float, ptr addrspace(1) %p860, align 4
  %fmul862 = fmul float %v850, %v861
  %add863 = add nuw i32 %call59, 1
  %call864 = tail call i32 @llvm.smin.i32(i32 %add863, i32 %call65)
  %wide865 = zext i32 %call864 to i64
  %p866 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide865
  %v867 = load float, ptr addrspace(1) %p866, align 4
  %p868 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide865
  %v869 = load i32, ptr addrspace(1) %p868, align 4
  %call874 = tail call i32 @llvm.smin.i32(i32 %v869, i32 %bound1270)
  %call875 = tail call i32 @llvm.smax.i32(i32 %call874, i32 0)
  %at876 = zext nneg i32 %call875 to i64
  %p877 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at876
  %v878 = load float, ptr addrspace(1) %p877, align 4
  %fmul879 = fmul float %v867, %v878
  %add880 = add nuw i32 %call59, 2
  %call881 = tail call i32 @llvm.smin.i32(i32 %add880, i32 %call65)
  %wide882 = zext i32 %call881 to i64
  %p883 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide882
  %v884 = load float, ptr addrspace(1) %p883, align 4
  %p885 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide882
  %v886 = load i32, ptr addrspace(1) %p885, align 4
  %call891 = tail call i32 @llvm.smin.i32(i32 %v886, i32 %bound1270)
  %call892 = tail call i32 @llvm.smax.i32(i32 %call891, i32 0)
  %at893 = zext nneg i32 %call892 to i64
  %p894 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at893
  %v895 = load float, ptr addrspace(1) %p894, align 4
  %fmul896 = fmul float %v884, %v895
  %add897 = add nuw i32 %call59, 3
  %call898 = tail call i32 @llvm.smin.i32(i32 %add897, i32 %call65)
  %wide899 = zext i32 %call898 to i64
  %p900 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide899
  %v901 = load float, ptr addrspace(1) %p900, align 4
  %p902 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide899
  %v903 = load i32, ptr addrspace(1) %p902, align 4
  %call908 = tail call i32 @llvm.smin.i32(i32 %v903, i32 %bound1270)
  %call909 = tail call i32 @llvm.smax.i32(i32 %call908, i32 0)
  %at910 = zext nneg i32 %call909 to i64
  %p911 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at910
  %v912 = load float, ptr addrspace(1) %p911, align 4
  %fmul913 = fmul float %v901, %v912
  %add914 = add nuw i32 %call59, 4
  %call915 = tail call i32 @llvm.smin.i32(i32 %add914, i32 %call65)
  %wide916 = zext i32 %call915 to i64
  %p917 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide916
  %v918 = load float, ptr addrspace(1) %p917, align 4
  %p919 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide916
  %v920 = load i32, ptr addrspace(1) %p919, align 4
  %call925 = tail call i32 @llvm.smin.i32(i32 %v920, i32 %bound1270)
  %call926 = tail call i32 @llvm.smax.i32(i32 %call925, i32 0)
  %at927 = zext nneg i32 %call926 to i64
  %p928 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at927
  %v929 = load float, ptr addrspace(1) %p928, align 4
  %fmul930 = fmul float %v918, %v929
  %add931 = add nuw i32 %call59, 5
  %call932 = tail call i32 @llvm.smin.i32(i32 %add931, i32 %call65)
  %wide933 = zext i32 %call932 to i64
  %p934 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide933
  %v935 = load float, ptr addrspace(1) %p934, align 4
  %p936 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide933
  %v937 = load i32, ptr addrspace(1) %p936, align 4
  %call942 = tail call i32 @llvm.smin.i32(i32 %v937, i32 %bound1270)
  %call943 = tail call i32 @llvm.smax.i32(i32 %call942, i32 0)
  %at944 = zext nneg i32 %call943 to i64
  %p945 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at944
  %v946 = load float, ptr addrspace(1) %p945, align 4
  %fmul947 = fmul float %v935, %v946
  %cmp948 = icmp sgt i32 %sel, 1
  %fadd949 = fadd reassoc contract float %fmul1590, %fmul777
  %sel950 = select i1 %cmp948, float %fadd949, float %fmul1590
  %cmp951 = icmp sgt i32 %sel, 2
  %fadd952 = fadd reassoc contract float %sel950, %fmul794
  %sel953 = select i1 %cmp951, float %fadd952, float %sel950
  %cmp954 = icmp sgt i32 %sel, 3
  %fadd955 = fadd reassoc contract float %sel953, %fmul811
  %sel956 = select i1 %cmp954, float %fadd955, float %sel953
  %cmp957 = icmp sgt i32 %sel, 4
  %fadd958 = fadd reassoc contract float %sel956, %fmul828
  %sel959 = select i1 %cmp957, float %fadd958, float %sel956
  %cmp960 = icmp sgt i32 %sel, 5
  %fadd961 = fadd reassoc contract float %sel959, %fmul845
  %sel962 = select i1 %cmp960, float %fadd961, float %sel959
  %cmp963 = icmp sgt i32 %sel63, 1
  %fadd964 = fadd reassoc contract float %fmul862, %fmul879
  %sel965 = select i1 %cmp963, float %fadd964, float %fmul862
  %cmp966 = icmp sgt i32 %sel63, 2
  %fadd967 = fadd reassoc contract float %sel965, %fmul896
  %sel968 = select i1 %cmp966, float %fadd967, float %sel965
  %cmp969 = icmp sgt i32 %sel63, 3
  %fadd970 = fadd reassoc contract float %sel968, %fmul913
  %sel971 = select i1 %cmp969, float %fadd970, float %sel968
  %cmp972 = icmp sgt i32 %sel63, 4
  %fadd973 = fadd reassoc contract float %sel971, %fmul930
  %sel974 = select i1 %cmp972, float %fadd973, float %sel971
  %cmp975 = icmp sgt i32 %sel63, 5
  %fadd976 = fadd reassoc contract float %sel974, %fmul947
  %sel977 = select i1 %cmp975, float %fadd976, float %sel974
  br label %endif117

then979:                                          ; preds = %then115
  %add999 = add nuw i32 %call40, 1
  %call1000 = tail call i32 @llvm.smin.i32(i32 %add999, i32 %call45)
  %wide1001 = zext i32 %call1000 to i64
  %p1002 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1001
  %v1003 = load float, ptr addrspace(1) %p1002, align 4
  %p1004 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide1001
  %v1005 = load i32, ptr addrspace(1) %p1004, align 4
  %call1010 = tail call i32 @llvm.smin.i32(i32 %v1005, i32 %bound1270)
  %call1011 = tail call i32 @llvm.smax.i32(i32 %call1010, i32 0)
  %at1012 = zext nneg i32 %call1011 to i64
  %p1013 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1012
  %v1014 = load float, ptr addrspace(1) %p1013, align 4
  %fmul1015 = fmul float %v1003, %v1014
  %add1016 = add nuw i32 %call40, 2
  %call1017 = tail call i32 @llvm.smin.i32(i32 %add1016, i32 %call45)
  %wide1018 = zext i32 %call1017 to i64
  %p1019 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1018
  %v1020 = load float, ptr addrspace(1) %p1019, align 4
  %p1021 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide1018
  %v1022 = load i32, ptr addrspace(1) %p1021, align 4
  %call1027 = tail call i32 @llvm.smin.i32(i32 %v1022, i32 %bound1270)
  %call1028 = tail call i32 @llvm.smax.i32(i32 %call1027, i32 0)
  %at1029 = zext nneg i32 %call1028 to i64
  %p1030 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1029
  %v1031 = load float, ptr addrspace(1) %p1030, align 4
  %fmul1032 = fmul float %v1020, %v1031
  %add1033 = add nuw i32 %call40, 3
  %call1034 = tail call i32 @llvm.smin.i32(i32 %add1033, i32 %call45)
  %wide1035 = zext i32 %call1034 to i64
  %p1036 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1035
  %v1037 = load float, ptr addrspace(1) %p1036, align 4
  %p1038 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide1035
  %v1039 = load i32, ptr addrspace(1) %p1038, align 4
  %call1044 = tail call i32 @llvm.smin.i32(i32 %v1039, i32 %bound1270)
  %call1045 = tail call i32 @llvm.smax.i32(i32 %call1044, i32 0)
  %at1046 = zext nneg i32 %call1045 to i64
  %p1047 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1046
  %v1048 = load float, ptr addrspace(1) %p1047, align 4
  %fmul1049 = fmul float %v1037, %v1048
  %add1050 = add nuw i32 %call40, 4
  %call1051 = tail call i32 @llvm.smin.i32(i32 %add1050, i32 %call45)
  %wide1052 = zext i32 %call1051 to i64
  %p1053 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1052
  %v1054 = load float, ptr addrspace(1) %p1053, align 4
  %p1055 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide1052
  %v1056 = load i32, ptr addrspace(1) %p1055, align 4
  %call1061 = tail call i32 @llvm.smin.i32(i32 %v1056, i32 %bound1270)
  %call1062 = tail call i32 @llvm.smax.i32(i32 %call1061, i32 0)
  %at1063 = zext nneg i32 %call1062 to i64
  %p1064 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1063
  %v1065 = load float, ptr addrspace(1) %p1064, align 4
  %fmul1066 = fmul float %v1054, %v1065
  %add1067 = add nuw i32 %call40, 5
  %call1068 = tail call i32 @llvm.smin.i32(i32 %add1067, i32 %call45)
  %wide1069 = zext i32 %call1068 to i64
  %p1070 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1069
  %v1071 = load float, ptr addrspace(1) %p1070, align 4
  %p1072 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide1069
  %v1073 = load i32, ptr addrspace(1) %p1072, align 4
  %call1078 = tail call i32 @llvm.smin.i32(i32 %v1073, i32 %bound1270)
  %call1079 = tail call i32 @llvm.smax.i32(i32 %call1078, i32 0)
  %at1080 = zext nneg i32 %call1079 to i64
  %p1081 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1080
  %v1082 = load float, ptr addrspace(1) %p1081, align 4
  %fmul1083 = fmul float %v1071, %v1082
  %add1084 = add nuw i32 %call40, 6
  %call1085 = tail call i32 @llvm.smin.i32(i32 %add1084, i32 %call45)
  %wide1086 = zext i32 %call1085 to i64
  %p1087 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1086
  %v1088 = load float, ptr addrspace(1) %p1087, align 4
  %p1089 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide1086
  %v1090 = load i32, ptr addrspace(1) %p1089, align 4
  %call1095 = tail call i32 @llvm.smin.i32(i32 %v1090, i32 %bound1270)
  %call1096 = tail call i32 @llvm.smax.i32(i32 %call1095, i32 0)
  %at1097 = zext nneg i32 %call1096 to i64
  %p1098 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1097
  %v1099 = load float, ptr addrspace(1) %p1098, align 4
  %fmul1100 = fmul float %v1088, %v1099
  %call1102 = tail call i32 @llvm.smin.i32(i32 %call59, i32 %call65)
  %wide1103 = zext nneg i32 %call1102 to i64
  %p1104 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1103
  %v1105 = load float, ptr addrspace(1) %p1104, align 4
  %p1106 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide1103
  %v1107 = load i32, ptr addrspace(1) %p1106, align 4
  %call1112 = tail call i32 @llvm.smin.i32(i32 %v1107, i32 %bound1270)
  %call1113 = tail call i32 @llvm.smax.i32(i32 %call1112, i32 0)
  %at1114 = zext nneg i32 %call1113 to i64
  %p1115 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1114
  %v1116 = load float, ptr addrspace(1) %p1115, align 4
  %fmul1117 = fmul float %v1105, %v1116
  %add1118 = add nuw i32 %call59, 1
  %call1119 = tail call i32 @llvm.smin.i32(i32 %add1118, i32 %call65)
  %wide1120 = zext i32 %call1119 to i64
  %p1121 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1120
  %v1122 = load float, ptr addrspace(1) %p1121, align 4
  %p1123 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide1120
  %v1124 = load i32, ptr addrspace(1) %p1123, align 4
  %call1129 = tail call i32 @llvm.smin.i32(i32 %v1124, i32 %bound1270)
  %call1130 = tail call i32 @llvm.smax.i32(i32 %call1129, i32 0)
  %at1131 = zext nneg i32 %call1130 to i64
  %p1132 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1131
  %v1133 = load float, ptr addrspace(1) %p1132, align 4
  %fmul1134 = fmul float %v1122, %v1133
  %add1135 = add nuw i32 %call59, 2
  %call1136 = tail call i32 @llvm.smin.i32(i32 %add1135, i32 %call65)
  %wide1137 = zext i32 %call1136 to i64
  %p1138 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1137
  %v1139 = load float, ptr addrspace(1) %p1138, align 4
  %p1140 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide1137
  %v1141 = load i32, ptr addrspace(1) %p1140, align 4
  %call1146 = tail call i32 @llvm.smin.i32(i32 %v1141, i32 %bound1270)
  %call1147 = tail call i32 @llvm.smax.i32(i32 %call1146, i32 0)
  %at1148 = zext nneg i32 %call1147 to i64
  %p1149 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1148
  %v1150 = load float, ptr addrspace(1) %p1149, align 4
  %fmul1151 = fmul float %v1139, %v1150
  %add1152 = add nuw i32 %call59, 3
  %call1153 = tail call i32 @llvm.smin.i32(i32 %add1152, i32 %call65)
  %wide1154 = zext i32 %call1153 to i64
  %p1155 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1154
  %v1156 = load float, ptr addrspace(1) %p1155, align 4
  %p1157 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide1154
  %v1158 = load i32, ptr addrspace(1) %p1157, align 4
  %call1163 = tail call i32 @llvm.smin.i32(i32 %v1158, i32 %bound1270)
  %call1164 = tail call i32 @llvm.smax.i32(i32 %call1163, i32 0)
  %at1165 = zext nneg i32 %call1164 to i64
  %p1166 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1165
  %v1167 = load float, ptr addrspace(1) %p1166, align 4
  %fmul1168 = fmul float %v1156, %v1167
  %add1169 = add nuw i32 %call59, 4
  %call1170 = tail call i32 @llvm.smin.i32(i32 %add1169, i32 %call65)
  %wide1171 = zext i32 %call1170 to i64
  %p1172 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1171
  %v1173 = load float, ptr addrspace(1) %p1172, align 4
  %p1174 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide1171
  %v1175 = load i32, ptr addrspace(1) %p1174, align 4
  %call1180 = tail call i32 @llvm.smin.i32(i32 %v1175, i32 %bound1270)
  %call1181 = tail call i32 @llvm.smax.i32(i32 %call1180, i32 0)
  %at1182 = zext nneg i32 %call1181 to i64
  %p1183 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1182
  %v1184 = load float, ptr addrspace(1) %p1183, align 4
  %fmul1185 = fmul float %v1173, %v1184
  %add1186 = add nuw i32 %call59, 5
  %call1187 = tail call i32 @llvm.smin.i32(i32 %add1186, i32 %call65)
  %wide1188 = zext i32 %call1187 to i64
  %p1189 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1188
  %v1190 = load float, ptr addrspace(1) %p1189, align 4
  %p1191 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide1188
  %v1192 = load i32, ptr addrspace(1) %p1191, align 4
  %call1197 = tail call i32 @llvm.smin.i32(i32 %v1192, i32 %bound1270)
  %call1198 = tail call i32 @llvm.smax.i32(i32 %call1197, i32 0)
  %at1199 = zext nneg i32 %call1198 to i64
  %p1200 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1199
  %v1201 = load float, ptr addrspace(1) %p1200, align 4
  %fmul1202 = fmul float %v1190, %v1201
  %add1203 = add nuw i32 %call59, 6
  %call1204 = tail call i32 @llvm.smin.i32(i32 %add1203, i32 %call65)
  %wide1205 = zext i32 %call1204 to i64
  %p1206 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1205
  %v1207 = load float, ptr addrspace(1) %p1206, align 4
  %p1208 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide1205
  %v1209 = load i32, ptr addrspace(1) %p1208, align 4
  %call1214 = tail call i32 @llvm.smin.i32(i32 %v1209, i32 %bound1270)
  %call1215 = tail call i32 @llvm.smax.i32(i32 %call1214, i32 0)
  %at1216 = zext nneg i32 %call1215 to i64
  %p1217 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1216
  %v1218 = load float, ptr addrspace(1) %p1217, align 4
  %fmul1219 = fmul float %v1207, %v1218
  %cmp1220 = icmp sgt i32 %sel, 1
  %fadd1221 = fadd reassoc contract float %fmul1590, %fmul1015
  %sel1222 = select i1 %cmp1220, float %fadd1221, float %fmul1590
  %cmp1223 = icmp sgt i32 %sel, 2
  %fadd1224 = fadd reassoc contract float %sel1222, %fmul1032
  %sel1225 = select i1 %cmp1223, float %fadd1224, float %sel1222
  %cmp1226 = icmp sgt i32 %sel, 3
  %fadd1227 = fadd reassoc contract float %sel1225, %fmul1049
  %sel1228 = select i1 %cmp1226, float %fadd1227, float %sel1225
  %cmp1229 = icmp sgt i32 %sel, 4
  %fadd1230 = fadd reassoc contract float %sel1228, %fmul1066
  %sel1231 = select i1 %cmp1229, float %fadd1230, float %sel1228
  %cmp1232 = icmp sgt i32 %sel, 5
  %fadd1233 = fadd reassoc contract float %sel1231, %fmul1083
  %sel1234 = select i1 %cmp1232, float %fadd1233, float %sel1231
  %cmp1235 = icmp sgt i32 %sel, 6
  %fadd1236 = fadd reassoc contract float %sel1234, %fmul1100
  %sel1237 = select i1 %cmp1235, float %fadd1236, float %sel1234
  %cmp1238 = icmp sgt i32 %sel63, 1
  %fadd1239 = fadd reassoc contract float %fmul1117, %fmul1134
  %sel1240 = select i1 %cmp1238, float %fadd1239, float %fmul1117
  %cmp1241 = icmp sgt i32 %sel63, 2
  %fadd1242 = fadd reassoc contract float %sel1240, %fmul1151
  %sel1243 = select i1 %cmp1241, float %fadd1242, float %sel1240
  %cmp1244 = icmp sgt i32 %sel63, 3
  %fadd1245 = fadd reassoc contract float %sel1243, %fmul1168
  %sel1246 = select i1 %cmp1244, float %fadd1245, float %sel1243
  %cmp1247 = icmp sgt i32 %sel63, 4
  %fadd1248 = fadd reassoc contract float %sel1246, %fmul1185
  %sel1249 = select i1 %cmp1247, float %fadd1248, float %sel1246
  %cmp1250 = icmp sgt i32 %sel63, 5
  %fadd1251 = fadd reassoc contract float %sel1249, %fmul1202
  %sel1252 = select i1 %cmp1250, float %fadd1251, float %sel1249
  %cmp1253 = icmp sgt i32 %sel63, 6
  %fadd1254 = fadd reassoc contract float %sel1252, %fmul1219
  %sel1255 = select i1 %cmp1253, float %fadd1254, float %sel1252
  br label %endif117

then1257:                                         ; preds = %then115
  %add1277 = add nuw i32 %call40, 1
  %call1278 = tail call i32 @llvm.smin.i32(i32 %add1277, i32 %call45)
  %wide1279 = zext i32 %call1278 to i64
  %p1280 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1279
  %v1281 = load float, ptr addrspace(1) %p1280, align 4
  %p1282 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide1279
  %v1283 = load i32, ptr addrspace(1) %p1282, align 4
  %call1288 = tail call i32 @llvm.smin.i32(i32 %v1283, i32 %bound1270)
  %call1289 = tail call i32 @llvm.smax.i32(i32 %call1288, i32 0)
  %at1290 = zext nneg i32 %call1289 to i64
  %p1291 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1290
  %v1292 = load float, ptr addrspace(1) %p1291, align 4
  %fmul1293 = fmul float %v1281, %v1292
  %add1294 = add nuw i32 %call40, 2
  %call1295 = tail call i32 @llvm.smin.i32(i32 %add1294, i32 %call45)
  %wide1296 = zext i32 %call1295 to i64
  %p1297 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1296
  %v1298 = load float, ptr addrspace(1) %p1297, align 4
  %p1299 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide1296
  %v1300 = load i32, ptr addrspace(1) %p1299, align 4
  %call1305 = tail call i32 @llvm.smin.i32(i32 %v1300, i32 %bound1270)
  %call1306 = tail call i32 @llvm.smax.i32(i32 %call1305, i32 0)
  %at1307 = zext nneg i32 %call1306 to i64
  %p1308 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1307
  %v1309 = load float, ptr addrspace(1) %p1308, align 4
  %fmul1310 = fmul float %v1298, %v1309
  %add1311 = add nuw i32 %call40, 3
  %call1312 = tail call i32 @llvm.smin.i32(i32 %add1311, i32 %call45)
  %wide1313 = zext i32 %call1312 to i64
  %p1314 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1313
  %v1315 = load float, ptr addrspace(1) %p1314, align 4
  %p1316 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide1313
  %v1317 = load i32, ptr addrspace(1) %p1316, align 4
  %call1322 = tail call i32 @llvm.smin.i32(i32 %v1317, i32 %bound1270)
  %call1323 = tail call i32 @llvm.smax.i32(i32 %call1322, i32 0)
  %at1324 = zext nneg i32 %call1323 to i64
  %p1325 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1324
  %v1326 = load float, ptr addrspace(1) %p1325, align 4
  %fmul1327 = fmul float %v1315, %v1326
  %add1328 = add nuw i32 %call40, 4
  %call1329 = tail call i32 @llvm.smin.i32(i32 %add1328, i32 %call45)
  %wide1330 = zext i32 %call1329 to i64
  %p1331 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1330
  %v1332 = load float, ptr addrspace(1) %p1331, align 4
  %p1333 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide1330
  %v1334 = load i32, ptr addrspace(1) %p1333, align 4
  %call1339 = tail call i32 @llvm.smin.i32(i32 %v1334, i32 %bound1270)
  %call1340 = tail call i32 @llvm.smax.i32(i32 %call1339, i32 0)
  %at1341 = zext nneg i32 %call1340 to i64
  %p1342 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1341
  %v1343 = load float, ptr addrspace(1) %p1342, align 4
  %fmul1344 = fmul float %v1332, %v1343
  %add1345 = add nuw i32 %call40, 5
  %call1346 = tail call i32 @llvm.smin.i32(i32 %add1345, i32 %call45)
  %wide1347 = zext i32 %call1346 to i64
  %p1348 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1347
  %v1349 = load float, ptr addrspace(1) %p1348, align 4
  %p1350 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide1347
  %v1351 = load i32, ptr addrspace(1) %p1350, align 4
  %call1356 = tail call i32 @llvm.smin.i32(i32 %v1351, i32 %bound1270)
  %call1357 = tail call i32 @llvm.smax.i32(i32 %call1356, i32 0)
  %at1358 = zext nneg i32 %call1357 to i64
  %p1359 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1358
  %v1360 = load float, ptr addrspace(1) %p1359, align 4
  %fmul1361 = fmul float %v1349, %v1360
  %add1362 = add nuw i32 %call40, 6
  %call1363 = tail call i32 @llvm.smin.i32(i32 %add1362, i32 %call45)
  %wide1364 = zext i32 %call1363 to i64
  %p1365 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1364
  %v1366 = load float, ptr addrspace(1) %p1365, align 4
  %p1367 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide1364
  %v1368 = load i32, ptr addrspace(1) %p1367, align 4
  %call1373 = tail call i32 @llvm.smin.i32(i32 %v1368, i32 %bound1270)
  %call1374 = tail call i32 @llvm.smax.i32(i32 %call1373, i32 0)
  %at1375 = zext nneg i32 %call1374 to i64
  %p1376 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1375
  %v1377 = load float, ptr addrspace(1) %p1376, align 4
  %fmul1378 = fmul float %v1366, %v1377
  %add1379 = add nuw i32 %call40, 7
  %call1380 = tail call i32 @llvm.smin.i32(i32 %add1379, i32 %call45)
  %wide1381 = zext i32 %call1380 to i64
  %p1382 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1381
  %v1383 = load float, ptr addrspace(1) %p1382, align 4
  %p1384 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide1381
  %v1385 = load i32, ptr addrspace(1) %p1384, align 4
  %call1390 = tail call i32 @llvm.smin.i32(i32 %v1385, i32 %bound1270)
  %call1391 = tail call i32 @llvm.smax.i32(i32 %call1390, i32 0)
  %at1392 = zext nneg i32 %call1391 to i64
  %p1393 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1392
  %v1394 = load float, ptr addrspace(1) %p1393, align 4
  %fmul1395 = fmul float %v1383, %v1394
  %call1397 = tail call i32 @llvm.smin.i32(i32 %call59, i32 %call65)
  %wide1398 = zext nneg i32 %call1397 to i64
  %p1399 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1398
  %v1400 = load float, ptr addrspace(1) %p1399, align 4
  %p1401 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide1398
  %v1402 = load i32, ptr addrspace(1) %p1401, align 4
  %call1407 = tail call i32 @llvm.smin.i32(i32 %v1402, i32 %bound1270)
  %call1408 = tail call i32 @llvm.smax.i32(i32 %call1407, i32 0)
  %at1409 = zext nneg i32 %call1408 to i64
  %p1410 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1409
  %v1411 = load float, ptr addrspace(1) %p1410, align 4
  %fmul1412 = fmul float %v1400, %v1411
  %add1413 = add nuw i32 %call59, 1
  %call1414 = tail call i32 @llvm.smin.i32(i32 %add1413, i32 %call65)
  %wide1415 = zext i32 %call1414 to i64
  %p1416 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1415
  %v1417 = load float, ptr addrspace(1) %p1416, align 4
  %p1418 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide1415
  %v1419 = load i32, ptr addrspace(1) %p1418, align 4
  %call1424 = tail call i32 @llvm.smin.i32(i32 %v1419, i32 %bound1270)
  %call1425 = tail call i32 @llvm.smax.i32(i32 %call1424, i32 0)
  %at1426 = zext nneg i32 %call1425 to i64
  %p1427 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1426
  %v1428 = load float, ptr addrspace(1) %p1427, align 4
  %fmul1429 = fmul float %v1417, %v1428
  %add1430 = add nuw i32 %call59, 2
  %call1431 = tail call i32 @llvm.smin.i32(i32 %add1430, i32 %call65)
  %wide1432 = zext i32 %call1431 to i64
  %p1433 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1432
  %v1434 = load float, ptr addrspace(1) %p1433, align 4
  %p1435 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide1432
  %v1436 = load i32, ptr addrspace(1) %p1435, align 4
  %call1441 = tail call i32 @llvm.smin.i32(i32 %v1436, i32 %bound1270)
  %call1442 = tail call i32 @llvm.smax.i32(i32 %call1441, i32 0)
  %at1443 = zext nneg i32 %call1442 to i64
  %p1444 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1443
  %v1445 = load float, ptr addrspace(1) %p1444, align 4
  %fmul1446 = fmul float %v1434, %v1445
  %add1447 = add nuw i32 %call59, 3
  %call1448 = tail call i32 @llvm.smin.i32(i32 %add1447, i32 %call65)
  %wide1449 = zext i32 %call1448 to i64
  %p1450 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1449
  %v1451 = load float, ptr addrspace(1) %p1450, align 4
  %p1452 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide1449
  %v1453 = load i32, ptr addrspace(1) %p1452, align 4
  %call1458 = tail call i32 @llvm.smin.i32(i32 %v1453, i32 %bound1270)
  %call1459 = tail call i32 @llvm.smax.i32(i32 %call1458, i32 0)
  %at1460 = zext nneg i32 %call1459 to i64
  %p1461 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1460
  %v1462 = load float, ptr addrspace(1) %p1461, align 4
  %fmul1463 = fmul float %v1451, %v1462
  %add1464 = add nuw i32 %call59, 4
  %call1465 = tail call i32 @llvm.smin.i32(i32 %add1464, i32 %call65)
  %wide1466 = zext i32 %call1465 to i64
  %p1467 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1466
  %v1468 = load float, ptr addrspace(1) %p1467, align 4
  %p1469 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide1466
  %v1470 = load i32, ptr addrspace(1) %p1469, align 4
  %call1475 = tail call i32 @llvm.smin.i32(i32 %v1470, i32 %bound1270)
  %call1476 = tail call i32 @llvm.smax.i32(i32 %call1475, i32 0)
  %at1477 = zext nneg i32 %call1476 to i64
  %p1478 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1477
  %v1479 = load float, ptr addrspace(1) %p1478, align 4
  %fmul1480 = fmul float %v1468, %v1479
  %add1481 = add nuw i32 %call59, 5
  %call1482 = tail call i32 @llvm.smin.i32(i32 %add1481, i32 %call65)
  %wide1483 = zext i32 %call1482 to i64
  %p1484 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1483
  %v1485 = load float, ptr addrspace(1) %p1484, align 4
  %p1486 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide1483
  %v1487 = load i32, ptr addrspace(1) %p1486, align 4
  %call1492 = tail call i32 @llvm.smin.i32(i32 %v1487, i32 %bound1270)
  %call1493 = tail call i32 @llvm.smax.i32(i32 %call1492, i32 0)
  %at1494 = zext nneg i32 %call1493 to i64
  %p1495 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1494
  %v1496 = load float, ptr addrspace(1) %p1495, align 4
  %fmul1497 = fmul float %v1485, %v1496
  %add1498 = add nuw i32 %call59, 6
  %call1499 = tail call i32 @llvm.smin.i32(i32 %add1498, i32 %call65)
  %wide1500 = zext i32 %call1499 to i64
  %p1501 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1500
  %v1502 = load float, ptr addrspace(1) %p1501, align 4
  %p1503 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide1500
  %v1504 = load i32, ptr addrspace(1) %p1503, align 4
  %call1509 = tail call i32 @llvm.smin.i32(i32 %v1504, i32 %bound1270)
  %call1510 = tail call i32 @llvm.smax.i32(i32 %call1509, i32 0)
  %at1511 = zext nneg i32 %call1510 to i64
  %p1512 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1511
  %v1513 = load float, ptr addrspace(1) %p1512, align 4
  %fmul1514 = fmul float %v1502, %v1513
  %add1515 = add nuw i32 %call59, 7
  %call1516 = tail call i32 @llvm.smin.i32(i32 %add1515, i32 %call65)
  %wide1517 = zext i32 %call1516 to i64
  %p1518 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1517
  %v1519 = load float, ptr addrspace(1) %p1518, align 4
  %p1520 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide1517
  %v1521 = load i32, ptr addrspace(1) %p1520, align 4
  %call1526 = tail call i32 @llvm.smin.i32(i32 %v1521, i32 %bound1270)
  %call1527 = tail call i32 @llvm.smax.i32(i32 %call1526, i32 0)
  %at1528 = zext nneg i32 %call1527 to i64
  %p1529 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1528
  %v1530 = load float, ptr addrspace(1) %p1529, align 4
  %fmul1531 = fmul float %v1519, %v1530
  %cmp1532 = icmp sgt i32 %sel, 1
  %fadd1533 = fadd reassoc contract float %fmul1590, %fmul1293
  %sel1534 = select i1 %cmp1532, float %fadd1533, float %fmul1590
  %cmp1535 = icmp sgt i32 %sel, 2
  %fadd1536 = fadd reassoc contract float %sel1534, %fmul1310
  %sel1537 = select i1 %cmp1535, float %fadd1536, float %sel1534
  %cmp1538 = icmp sgt i32 %sel, 3
  %fadd1539 = fadd reassoc contract float %sel1537, %fmul1327
  %sel1540 = select i1 %cmp1538, float %fadd1539, float %sel1537
  %cmp1541 = icmp sgt i32 %sel, 4
  %fadd1542 = fadd reassoc contract float %sel1540, %fmul1344
  %sel1543 = select i1 %cmp1541, float %fadd1542, float %sel1540
  %cmp1544 = icmp sgt i32 %sel, 5
  %fadd1545 = fadd reassoc contract float %sel1543, %fmul1361
  %sel1546 = select i1 %cmp1544, float %fadd1545, float %sel1543
  %cmp1547 = icmp sgt i32 %sel, 6
  %fadd1548 = fadd reassoc contract float %sel1546, %fmul1378
  %sel1549 = select i1 %cmp1547, float %fadd1548, float %sel1546
  %cmp1550 = icmp sgt i32 %sel, 7
  %fadd1551 = fadd reassoc contract float %sel1549, %fmul1395
  %sel1552 = select i1 %cmp1550, float %fadd1551, float %sel1549
  %cmp1553 = icmp sgt i32 %sel63, 1
  %fadd1554 = fadd reassoc contract float %fmul1412, %fmul1429
  %sel1555 = select i1 %cmp1553, float %fadd1554, float %fmul1412
  %cmp1556 = icmp sgt i32 %sel63, 2
  %fadd1557 = fadd reassoc contract float %sel1555, %fmul1446
  %sel1558 = select i1 %cmp1556, float %fadd1557, float %sel1555
  %cmp1559 = icmp sgt i32 %sel63, 3
  %fadd1560 = fadd reassoc contract float %sel1558, %fmul1463
  %sel1561 = select i1 %cmp1559, float %fadd1560, float %sel1558
  %cmp1562 = icmp sgt i32 %sel63, 4
  %fadd1563 = fadd reassoc contract float %sel1561, %fmul1480
  %sel1564 = select i1 %cmp1562, float %fadd1563, float %sel1561
  %cmp1565 = icmp sgt i32 %sel63, 5
  %fadd1566 = fadd reassoc contract float %sel1564, %fmul1497
  %sel1567 = select i1 %cmp1565, float %fadd1566, float %sel1564
  %cmp1568 = icmp sgt i32 %sel63, 6
  %fadd1569 = fadd reassoc contract float %sel1567, %fmul1514
  %sel1570 = select i1 %cmp1568, float %fadd1569, float %sel1567
  %cmp1571 = icmp sgt i32 %sel63, 7
  %fadd1572 = fadd reassoc contract float %sel1570, %fmul1531
  %sel1573 = select i1 %cmp1571, float %fadd1572, float %sel1570
  br label %endif117

else1258:                                         ; preds = %then115
  %call1592 = tail call i32 @llvm.smin.i32(i32 %call59, i32 %call65)
  %wide1593 = zext nneg i32 %call1592 to i64
  %p1594 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1593
  %v1595 = load float, ptr addrspace(1) %p1594, align 4
  %p1596 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide1593
  %v1597 = load i32, ptr addrspace(1) %p1596, align 4
  %call1602 = tail call i32 @llvm.smin.i32(i32 %v1597, i32 %bound1270)
  %call1603 = tail call i32 @llvm.smax.i32(i32 %call1602, i32 0)
  %at1604 = zext nneg i32 %call1603 to i64
  %p1605 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1604
  %v1606 = load float, ptr addrspace(1) %p1605, align 4
  %fmul1607 = fmul float %v1595, %v1606
  %cmp1608 = icmp sgt i32 %call114, 1
  br i1 %cmp1608, label %fold.body, label %endif117

fold.body:                                        ; preds = %else1258, %fold.body
  %i = phi i64 [ %add1654, %fold.body ], [ 1, %else1258 ]
  %phi1609 = phi float [ %sel1649, %fold.body ], [ %fmul1590, %else1258 ]
  %phi1610 = phi float [ %sel1653, %fold.body ], [ %fmul1607, %else1258 ]
  %j = trunc i64 %i to i32
  %add1611 = add i32 %call40, %j
  %call1612 = tail call i32 @llvm.smin.i32(i32 %add1611, i32 %call45)
  %wide1613 = zext i32 %call1612 to i64
  %p1614 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1613
  %v1615 = load float, ptr addrspace(1) %p1614, align 4
  %p1616 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide1613
  %v1617 = load i32, ptr addrspace(1) %p1616, align 4
  %call1622 = tail call i32 @llvm.smin.i32(i32 %v1617, i32 %bound1270)
  %call1623 = tail call i32 @llvm.smax.i32(i32 %call1622, i32 0)
  %at1624 = zext nneg i32 %call1623 to i64
  %p1625 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1624
  %v1626 = load float, ptr addrspace(1) %p1625, align 4
  %fmul1627 = fmul float %v1615, %v1626
  %add1629 = add i32 %call59, %j
  %call1630 = tail call i32 @llvm.smin.i32(i32 %add1629, i32 %call65)
  %wide1631 = zext i32 %call1630 to i64
  %p1632 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide1631
  %v1633 = load float, ptr addrspace(1) %p1632, align 4
  %p1634 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide1631
  %v1635 = load i32, ptr addrspace(1) %p1634, align 4
  %call1640 = tail call i32 @llvm.smin.i32(i32 %v1635, i32 %bound1270)
  %call1641 = tail call i32 @llvm.smax.i32(i32 %call1640, i32 0)
  %at1642 = zext nneg i32 %call1641 to i64
  %p1643 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1642
  %v1644 = load float, ptr addrspace(1) %p1643, align 4
  %fmul1645 = fmul float %v1633, %v1644
  %cmp1647 = icmp sgt i32 %sel, %j
  %fadd1648 = fadd reassoc contract float %phi1609, %fmul1627
  %sel1649 = select i1 %cmp1647, float %fadd1648, float %phi1609
  %cmp1651 = icmp sgt i32 %sel63, %j
  %fadd1652 = fadd reassoc contract float %phi1610, %fmul1645
  %sel1653 = select i1 %cmp1651, float %fadd1652, float %phi1610
  %add1654 = add nuw nsw i64 %i, 1
  %exitcond4018.not = icmp eq i64 %add1654, %widest
  br i1 %exitcond4018.not, label %endif117, label %fold.body

then1681:                                         ; preds = %endif117
  %p1683 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add32
  %cmp1678 = icmp sgt i32 %sub43, 0
  %fadd1679 = fadd reassoc contract float %phi1676, 0.000000e+00
  %sel1680 = select i1 %cmp1678, float %fadd1679, float 0.000000e+00
  store float %sel1680, ptr addrspace(1) %p1683, align 4
  br label %endif1682

endif1682:                                        ; preds = %then1681, %endif117
  br i1 %cmp49, label %then1687, label %endif72

then1687:                                         ; preds = %endif1682
  %p1689 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add48
  %cmp1684 = icmp sgt i32 %sub62, 0
  %fadd1685 = fadd reassoc contract float %phi1677, 0.000000e+00
  %sel1686 = select i1 %cmp1684, float %fadd1685, float 0.000000e+00
  store float %sel1686, ptr addrspace(1) %p1689, align 4
  br label %endif72

repeat.body1700:                                  ; preds = %repeat.body1700.preheader, %endif1753
  %phi1702 = phi i64 [ %add4010, %endif1753 ], [ %warp, %repeat.body1700.preheader ]
  %19 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address) #5
  %cmp1704 = icmp ne i64 %19, 0
  %call1705 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1704)
  %mul1707 = shl i64 %phi1702, 6
  %add1709 = or disjoint i64 %mul1707, %lane
  %cmp1710 = icmp slt i64 %add1709, %call9
  %call1711 = tail call i64 @llvm.smin.i64(i64 %add1709, i64 %call13)
  %p1712 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %call1711
  %v1713 = load i32, ptr addrspace(1) %p1712, align 4
  %p1715 = getelementptr i8, ptr addrspace(1) %p1712, i64 4
  %v1716 = load i32, ptr addrspace(1) %p1715, align 4
  %call1719 = tail call i32 @llvm.smax.i32(i32 %v1713, i32 0)
  %call1720 = tail call i32 @llvm.smin.i32(i32 %call1719, i32 %n1718)
  %call1721 = tail call i32 @llvm.smax.i32(i32 %v1716, i32 %call1720)
  %call1722 = tail call i32 @llvm.smin.i32(i32 %call1721, i32 %n1718)
  %sub1723 = sub i32 %call1722, %call1720
  %sel1724 = select i1 %cmp1710, i32 %sub1723, i32 0
  %sub1725 = add i32 %call1722, -1
  %call1726 = tail call i32 @llvm.smax.i32(i32 %sub1725, i32 0)
  %add1729 = or disjoint i64 %add1709, 32
  %cmp1730 = icmp slt i64 %add1729, %call9
  %call1731 = tail call i64 @llvm.smin.i64(i64 %add1729, i64 %call13)
  %p1732 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %call1731
  %v1733 = load i32, ptr addrspace(1) %p1732, align 4
  %p1735 = getelementptr i8, ptr addrspace(1) %p1732, i64 4
  %v1736 = load i32, ptr addrspace(1) %p1735, align 4
  %call1739 = tail call i32 @llvm.smax.i32(i32 %v1733, i32 0)
  %call1740 = tail call i32 @llvm.smin.i32(i32 %call1739, i32 %n1718)
  %call1741 = tail call i32 @llvm.smax.i32(i32 %v1736, i32 %call1740)
  %call1742 = tail call i32 @llvm.smin.i32(i32 %call1741, i32 %n1718)
  %sub1743 = sub i32 %call1742, %call1740
  %sel1744 = select i1 %cmp1730, i32 %sub1743, i32 0
  %sub1745 = add i32 %call1742, -1
  %call1746 = tail call i32 @llvm.smax.i32(i32 %sub1745, i32 0)
  %call1747 = tail call i32 @llvm.smax.i32(i32 %sel1724, i32 %sel1744)
  %cmp1748 = icmp sgt i32 %call1747, 16
  %call1749 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1748)
  %cmp1750.not = icmp eq i32 %call1749, 0
  br i1 %cmp1750.not, label %else1752, label %then1751

then1751:                                         ; preds = %repeat.body1700
  %cmp1754 = icmp sgt i32 %sel1724, 4096
  %listed1755 = and i1 %cmp, %cmp1754
  %cmp1756 = icmp sgt i32 %sel1724, 16
  %left1758 = xor i1 %cmp1756, %listed1755
  %cmp1760 = icmp sgt i32 %sel1744, 4096
  %listed1761 = and i1 %cmp, %cmp1760
  %cmp1762 = icmp sgt i32 %sel1744, 16
  %left1764 = xor i1 %cmp1762, %listed1761
  %unlisted1765 = or i1 %left1758, %left1764
  %call1766 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %unlisted1765)
  br i1 %cmp15, label %then1768, label %endif1753

else1752:                                         ; preds = %repeat.body1700
  %call1774 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %call1747, i32 1, i32 31)
  %call1777 = tail call i32 @llvm.smax.i32(i32 %call1747, i32 %call1774)
  %sel1778 = select i1 %cmp1776.not, i32 %call1747, i32 %call1777
  %call1779 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel1778, i32 2, i32 31)
  %call1782 = tail call i32 @llvm.smax.i32(i32 %sel1778, i32 %call1779)
  %sel1783 = select i1 %cmp1781, i32 %call1782, i32 %sel1778
  %call1784 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel1783, i32 4, i32 31)
  %call1787 = tail call i32 @llvm.smax.i32(i32 %sel1783, i32 %call1784)
  %sel1788 = select i1 %cmp1786, i32 %call1787, i32 %sel1783
  %call1789 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel1788, i32 8, i32 31)
  %call1792 = tail call i32 @llvm.smax.i32(i32 %sel1788, i32 %call1789)
  %sel1793 = select i1 %cmp1791, i32 %call1792, i32 %sel1788
  %call1794 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel1793, i32 16, i32 31)
  %call1797 = tail call i32 @llvm.smax.i32(i32 %sel1793, i32 %call1794)
  %sel1798 = select i1 %cmp1796, i32 %call1797, i32 %sel1793
  %call1799 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %sel1798, i32 0, i32 31)
  %widest1800 = sext i32 %call1799 to i64
  br i1 %cmp16, label %then1801, label %endif1803

endif1753:                                        ; preds = %endif4002, %then4007, %then1768, %then1771, %then1751
  %add4010 = add nuw nsw i64 %phi1702, %warp8
  %cmp4011 = icmp slt i64 %add4010, %groups
  %20 = or i32 %call1749, %call1705
  %quit4012.not = icmp eq i32 %20, 0
  %again4014 = and i1 %cmp4011, %quit4012.not
  br i1 %again4014, label %repeat.body1700, label %endif

then1768:                                         ; preds = %then1751
  %cmp1767.not = icmp eq i32 %call1766, 0
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br i1 %cmp1767.not, label %endif1753, label %then1771

then1771:                                         ; preds = %then1768
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address1773, i64 1) #5
  br label %endif1753

then1801:                                         ; preds = %else1752
  %call3859 = tail call i32 @llvm.smin.i32(i32 %call1720, i32 %call1726)
  %wide3860 = zext nneg i32 %call3859 to i64
  %call3864 = tail call i64 @llvm.smin.i64(i64 %wide3860, i64 %sub3421)
  %call3865 = tail call i64 @llvm.smax.i64(i64 %call3864, i64 0)
  %p3866 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3865
  %v3867 = load float, ptr addrspace(1) %p3866, align 4
  %call3869 = tail call i64 @llvm.smin.i64(i64 %wide3860, i64 %sub3426)
  %call3870 = tail call i64 @llvm.smax.i64(i64 %call3869, i64 0)
  %p3871 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3870
  %v3872 = load i32, ptr addrspace(1) %p3871, align 4
  %call3877 = tail call i32 @llvm.smin.i32(i32 %v3872, i32 %bound3434)
  %call3878 = tail call i32 @llvm.smax.i32(i32 %call3877, i32 0)
  %at3879 = zext nneg i32 %call3878 to i64
  %p3880 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3879
  %v3881 = load float, ptr addrspace(1) %p3880, align 4
  %fmul3882 = fmul float %v3867, %v3881
  switch i32 %call1799, label %else3414 [
    i32 0, label %then1805
    i32 1, label %then1859
    i32 2, label %then1913
    i32 3, label %then2023
    i32 4, label %then2189
    i32 5, label %then2411
    i32 6, label %then2689
    i32 7, label %then3023
    i32 8, label %then3413
  ]

endif1803:                                        ; preds = %fold.body3908, %else3414, %then3413, %then3023, %then2689, %then2411, %then2189, %then2023, %then1913, %then1859, %then1805, %else1752
  %phi3996 = phi float [ 0.000000e+00, %else1752 ], [ %fmul3882, %then1805 ], [ %fmul3882, %then1859 ], [ %sel2018, %then1913 ], [ %sel2181, %then2023 ], [ %sel2400, %then2189 ], [ %sel2675, %then2411 ], [ %sel3006, %then2689 ], [ %sel3393, %then3023 ], [ %sel3836, %then3413 ], [ %fmul3882, %else3414 ], [ %sel3969, %fold.body3908 ]
  %phi3997 = phi float [ 0.000000e+00, %else1752 ], [ %fmul1857, %then1805 ], [ %fmul1911, %then1859 ], [ %sel2021, %then1913 ], [ %sel2187, %then2023 ], [ %sel2409, %then2189 ], [ %sel2687, %then2411 ], [ %sel3021, %then2689 ], [ %sel3411, %then3023 ], [ %sel3857, %then3413 ], [ %fmul3907, %else3414 ], [ %sel3973, %fold.body3908 ]
  br i1 %cmp1710, label %then4001, label %endif4002

then1805:                                         ; preds = %then1801
  %call1834 = tail call i32 @llvm.smin.i32(i32 %call1740, i32 %call1746)
  %wide1835 = zext nneg i32 %call1834 to i64
  %call1839 = tail call i64 @llvm.smin.i64(i64 %wide1835, i64 %sub3421)
  %call1840 = tail call i64 @llvm.smax.i64(i64 %call1839, i64 0)
  %p1841 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1840
  %v1842 = load float, ptr addrspace(1) %p1841, align 4
  %call1844 = tail call i64 @llvm.smin.i64(i64 %wide1835, i64 %sub3426)
  %call1845 = tail call i64 @llvm.smax.i64(i64 %call1844, i64 0)
  %p1846 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1845
  %v1847 = load i32, ptr addrspace(1) %p1846, align 4
  %call1852 = tail call i32 @llvm.smin.i32(i32 %v1847, i32 %bound3434)
  %call1853 = tail call i32 @llvm.smax.i32(i32 %call1852, i32 0)
  %at1854 = zext nneg i32 %call1853 to i64
  %p1855 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1854
  %v1856 = load float, ptr addrspace(1) %p1855, align 4
  %fmul1857 = fmul float %v1842, %v1856
  br label %endif1803

then1859:                                         ; preds = %then1801
  %call1888 = tail call i32 @llvm.smin.i32(i32 %call1740, i32 %call1746)
  %wide1889 = zext nneg i32 %call1888 to i64
  %call1893 = tail call i64 @llvm.smin.i64(i64 %wide1889, i64 %sub3421)
  %call1894 = tail call i64 @llvm.smax.i64(i64 %call1893, i64 0)
  %p1895 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1894
  %v1896 = load float, ptr addrspace(1) %p1895, align 4
  %call1898 = tail call i64 @llvm.smin.i64(i64 %wide1889, i64 %sub3426)
  %call1899 = tail call i64 @llvm.smax.i64(i64 %call1898, i64 0)
  %p1900 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1899
  %v1901 = load i32, ptr addrspace(1) %p1900, align 4
  %call1906 = tail call i32 @llvm.smin.i32(i32 %v1901, i32 %bound3434)
  %call1907 = tail call i32 @llvm.smax.i32(i32 %call1906, i32 0)
  %at1908 = zext nneg i32 %call1907 to i64
  %p1909 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1908
  %v1910 = load float, ptr addrspace(1) %p1909, align 4
  %fmul1911 = fmul float %v1896, %v1910
  br label %endif1803

then1913:                                         ; preds = %then1801
  %add1941 = add nuw i32 %call1720, 1
  %call1942 = tail call i32 @llvm.smin.i32(i32 %add1941, i32 %call1726)
  %wide1943 = zext i32 %call1942 to i64
  %call1947 = tail call i64 @llvm.smin.i64(i64 %wide1943, i64 %sub3421)
  %call1948 = tail call i64 @llvm.smax.i64(i64 %call1947, i64 0)
  %p1949 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1948
  %v1950 = load float, ptr addrspace(1) %p1949, align 4
  %call1952 = tail call i64 @llvm.smin.i64(i64 %wide1943, i64 %sub3426)
  %call1953 = tail call i64 @llvm.smax.i64(i64 %call1952, i64 0)
  %p1954 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1953
  %v1955 = load i32, ptr addrspace(1) %p1954, align 4
  %call1960 = tail call i32 @llvm.smin.i32(i32 %v1955, i32 %bound3434)
  %call1961 = tail call i32 @llvm.smax.i32(i32 %call1960, i32 0)
  %at1962 = zext nneg i32 %call1961 to i64
  %p1963 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1962
  %v1964 = load float, ptr addrspace(1) %p1963, align 4
  %fmul1965 = fmul float %v1950, %v1964
  %call1967 = tail call i32 @llvm.smin.i32(i32 %call1740, i32 %call1746)
  %wide1968 = zext nneg i32 %call1967 to i64
  %call1972 = tail call i64 @llvm.smin.i64(i64 %wide1968, i64 %sub3421)
  %call1973 = tail call i64 @llvm.smax.i64(i64 %call1972, i64 0)
  %p1974 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1973
  %v1975 = load float, ptr addrspace(1) %p1974, align 4
  %call1977 = tail call i64 @llvm.smin.i64(i64 %wide1968, i64 %sub3426)
  %call1978 = tail call i64 @llvm.smax.i64(i64 %call1977, i64 0)
  %p1979 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1978
  %v1980 = load i32, ptr addrspace(1) %p1979, align 4
  %call1985 = tail call i32 @llvm.smin.i32(i32 %v1980, i32 %bound3434)
  %call1986 = tail call i32 @llvm.smax.i32(i32 %call1985, i32 0)
  %at1987 = zext nneg i32 %call1986 to i64
  %p1988 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1987
  %v1989 = load float, ptr addrspace(1) %p1988, align 4
  %fmul1990 = fmul float %v1975, %v1989
  %add1991 = add nuw i32 %call1740, 1
  %call1992 = tail call i32 @llvm.smin.i32(i32 %add1991, i32 %call1746)
  %wide1993 = zext i32 %call1992 to i64
  %call1997 = tail call i64 @llvm.smin.i64(i64 %wide1993, i64 %sub3421)
  %call1998 = tail call i64 @llvm.smax.i64(i64 %call1997, i64 0)
  %p1999 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1998
  %v2000 = load float, ptr addrspace(1) %p1999, align 4
  %call2002 = tail call i64 @llvm.smin.i64(i64 %wide1993, i64 %sub3426)
  %call2003 = tail call i64 @llvm.smax.i64(i64 %call2002, i64 0)
  %p2004 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2003
  %v2005 = load i32, ptr addrspace(1) %p2004, align 4
  %call2010 = tail call i32 @llvm.smin.i32(i32 %v2005, i32 %bound3434)
  %call2011 = tail call i32 @llvm.smax.i32(i32 %call2010, i32 0)
  %at2012 = zext nneg i32 %call2011 to i64
  %p2013 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2012
  %v2014 = load float, ptr addrspace(1) %p2013, align 4
  %fmul2015 = fmul float %v2000, %v2014
  %cmp2016 = icmp sgt i32 %sel1724, 1
  %fadd2017 = fadd reassoc contract float %fmul3882, %fmul1965
  %sel2018 = select i1 %cmp2016, float %fadd2017, float %fmul3882
  %cmp2019 = icmp sgt i32 %sel1744, 1
  %fadd2020 = fadd reassoc contract float %fmul1990, %fmul2015
  %sel2021 = select i1 %cmp2019, float %fadd2020, float %fmul1990
  br label %endif1803

then2023:                                         ; preds = %then1801
  %add2051 = add nuw i32 %call1720, 1
  %call2052 = tail call i32 @llvm.smin.i32(i32 %add2051, i32 %call1726)
  %wide2053 = zext i32 %call2052 to i64
  %call2057 = tail call i64 @llvm.smin.i64(i64 %wide2053, i64 %sub3421)
  %call2058 = tail call i64 @llvm.smax.i64(i64 %call2057, i64 0)
  %p2059 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2058
  %v2060 = load float, ptr addrspace(1) %p2059, align 4
  %call2062 = tail call i64 @llvm.smin.i64(i64 %wide2053, i64 %sub3426)
  %call2063 = tail call i64 @llvm.smax.i64(i64 %call2062, i64 0)
  %p2064 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2063
  %v2065 = load i32, ptr addrspace(1) %p2064, align 4
  %call2070 = tail call i32 @llvm.smin.i32(i32 %v2065, i32 %bound3434)
  %call2071 = tail call i32 @llvm.smax.i32(i32 %call2070, i32 0)
  %at2072 = zext nneg i32 %call2071 to i64
  %p2073 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2072
  %v2074 = load float, ptr addrspace(1) %p2073, align 4
  %fmul2075 = fmul float %v2060, %v2074
  %add2076 = add nuw i32 %call1720, 2
  %call2077 = tail call i32 @llvm.smin.i32(i32 %add2076, i32 %call1726)
  %wide2078 = zext i32 %call2077 to i64
  %call2082 = tail call i64 @llvm.smin.i64(i64 %wide2078, i64 %sub3421)
  %call2083 = tail call i64 @llvm.smax.i64(i64 %call2082, i64 0)
  %p2084 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2083
  %v2085 = load float, ptr addrspace(1) %p2084, align 4
  %call2087 = tail call i64 @llvm.smin.i64(i64 %wide2078, i64 %sub3426)
  %call2088 = tail call i64 @llvm.smax.i64(i64 %call2087, i64 0)
  %p2089 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2088
  %v2090 = load i32, ptr addrspace(1) %p2089, align 4
  %call2095 = tail call i32 @llvm.smin.i32(i32 %v2090, i32 %bound3434)
  %call2096 = tail call i32 @llvm.smax.i32(i32 %call2095, i32 0)
  %at2097 = zext nneg i32 %call2096 to i64
  %p2098 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2097
  %v2099 = load float, ptr addrspace(1) %p2098, align 4
  %fmul2100 = fmul float %v2085, %v2099
  %call2102 = tail call i32 @llvm.smin.i32(i32 %call1740, i32 %call1746)
  %wide2103 = zext nneg i32 %call2102 to i64
  %call2107 = tail call i64 @llvm.smin.i64(i64 %wide2103, i64 %sub3421)
  %call2108 = tail call i64 @llvm.smax.i64(i64 %call2107, i64 0)
  %p2109 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2108
  %v2110 = load float, ptr addrspace(1) %p2109, align 4
  %call2112 = tail call i64 @llvm.smin.i64(i64 %wide2103, i64 %sub3426)
  %call2113 = tail call i64 @llvm.smax.i64(i64 %call2112, i64 0)
  %p2114 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2113
  %v2115 = load i32, ptr addrspace(1) %p2114, align 4
  %call2120 = tail call i32 @llvm.smin.i32(i32 %v2115, i32 %bound3434)
  %call2121 = tail call i32 @llvm.smax.i32(i32 %call2120, i32 0)
  %at2122 = zext nneg i32 %call2121 to i64
  %p2123 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2122
  %v2124 = load float, ptr addrspace(1) %p2123, align 4
  %fmul2125 = fmul float %v2110, %v2124
  %add2126 = add nuw i32 %call1740, 1
  %call2127 = tail call i32 @llvm.smin.i32(i32 %add2126, i32 %call1746)
  %wide2128 = zext i32 %call2127 to i64
  %call2132 = tail call i64 @llvm.smin.i64(i64 %wide2128, i64 %sub3421)
  %call2133 = tail call i64 @llvm.smax.i64(i64 %call2132, i64 0)
  %p2134 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2133
  %v2135 = load float, ptr addrspace(1) %p2134, align 4
  %call2137 = tail call i64 @llvm.smin.i64(i64 %wide2128, i64 %sub3426)
  %call2138 = tail call i64 @llvm.smax.i64(i64 %call2137, i64 0)
  %p2139 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2138
  %v2140 = load i32, ptr addrspace(1) %p2139, align 4
  %call2145 = tail call i32 @llvm.smin.i32(i32 %v2140, i32 %bound3434)
  %call2146 = tail call i32 @llvm.smax.i32(i32 %call2145, i32 0)
  %at2147 = zext nneg i32 %call2146 to i64
  %p2148 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2147
  %v2149 = load float, ptr addrspace(1) %p2148, align 4
  %fmul2150 = fmul float %v2135, %v2149
  %add2151 = add nuw i32 %call1740, 2
  %call2152 = tail call i32 @llvm.smin.i32(i32 %add2151, i32 %call1746)
  %wide2153 = zext i32 %call2152 to i64
  %call2157 = tail call i64 @llvm.smin.i64(i64 %wide2153, i64 %sub3421)
  %call2158 = tail call i64 @llvm.smax.i64(i64 %call2157, i64 0)
  %p2159 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2158
  %v2160 = load float, ptr addrspace(1) %p2159, align 4
  %call2162 = tail call i64 @llvm.smin.i64(i64 %wide2153, i64 %sub3426)
  %call2163 = tail call i64 @llvm.smax.i64(i64 %call2162, i64 0)
  %p2164 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2163
  %v2165 = load i32, ptr addrspace(1) %p2164, align 4
  %call2170 = tail call i32 @llvm.smin.i32(i32 %v2165, i32 %bound3434)
  %call2171 = tail call i32 @llvm.smax.i32(i32 %call2170, i32 0)
  %at2172 = zext nneg i32 %call2171 to i64
  %p2173 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2172
  %v2174 = load float, ptr addrspace(1) %p2173, align 4
  %fmul2175 = fmul float %v2160, %v2174
  %cmp2176 = icmp sgt i32 %sel1724, 1
  %fadd2177 = fadd reassoc contract float %fmul3882, %fmul2075
  %sel2178 = select i1 %cmp2176, float %fadd2177, float %fmul3882
  %cmp2179 = icmp sgt i32 %sel1724, 2
  %fadd2180 = fadd reassoc contract float %sel2178, %fmul2100
  %sel2181 = select i1 %cmp2179, float %fadd2180, float %sel2178
  %cmp2182 = icmp sgt i32 %sel1744, 1
  %fadd2183 = fadd reassoc contract float %fmul2125, %fmul2150
  %sel2184 = select i1 %cmp2182, float %fadd2183, float %fmul2125
  %cmp2185 = icmp sgt i32 %sel1744, 2
  %fadd2186 = fadd reassoc contract float %sel2184, %fmul2175
  %sel2187 = select i1 %cmp2185, float %fadd2186, float %sel2184
  br label %endif1803

then2189:                                         ; preds = %then1801
  %add2217 = add nuw i32 %call1720, 1
  %call2218 = tail call i32 @llvm.smin.i32(i32 %add2217, i32 %call1726)
  %wide2219 = zext i32 %call2218 to i64
  %call2223 = tail call i64 @llvm.smin.i64(i64 %wide2219, i64 %sub3421)
  %call2224 = tail call i64 @llvm.smax.i64(i64 %call2223, i64 0)
  %p2225 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2224
  %v2226 = load float, ptr addrspace(1) %p2225, align 4
  %call2228 = tail call i64 @llvm.smin.i64(i64 %wide2219, i64 %sub3426)
  %call2229 = tail call i64 @llvm.smax.i64(i64 %call2228, i64 0)
  %p2230 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2229
  %v2231 = load i32, ptr addrspace(1) %p2230, align 4
  %call2236 = tail call i32 @llvm.smin.i32(i32 %v2231, i32 %bound3434)
  %call2237 = tail call i32 @llvm.smax.i32(i32 %call2236, i32 0)
  %at2238 = zext nneg i32 %call2237 to i64
  %p2239 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2238
  %v2240 = load float, ptr addrspace(1) %p2239, align 4
  %fmul2241 = fmul float %v2226, %v2240
  %add2242 = add nuw i32 %call1720, 2
  %call2243 = tail call i32 @llvm.smin.i32(i32 %add2242, i32 %call1726)
  %wide2244 = zext i32 %call2243 to i64
  %call2248 = tail call i64 @llvm.smin.i64(i64 %wide2244, i64 %sub3421)
  %call2249 = tail call i64 @llvm.smax.i64(i64 %call2248, i64 0)
  %p2250 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2249
  %v2251 = load float, ptr addrspace(1) %p2250, align 4
  %call2253 = tail call i64 @llvm.smin.i64(i64 %wide2244, i64 %sub3426)
  %call2254 = tail call i64 @llvm.smax.i64(i64 %call2253, i64 0)
  %p2255 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2254
  %v2256 = load i32, ptr addrspace(1) %p2255, align 4
  %call2261 = tail call i32 @llvm.smin.i32(i32 %v2256, i32 %bound3434)
  %call2262 = tail call i32 @llvm.smax.i32(i32 %call2261, i32 0)
  %at2263 = zext nneg i32 %call2262 to i64
  %p2264 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2263
  %v2265 = load float, ptr addrspace(1) %p2264, align 4
  %fmul2266 = fmul float %v2251, %v2265
  %add2267 = add nuw i32 %call1720, 3
  %call2268 = tail call i32 @llvm.smin.i32(i32 %add2267, i32 %call1726)
  %wide2269 = zext i32 %call2268 to i64
  %call2273 = tail call i64 @llvm.smin.i64(i64 %wide2269, i64 %sub3421)
  %call2274 = tail call i64 @llvm.smax.i64(i64 %call2273, i64 0)
  %p2275 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2274
  %v2276 = load float, ptr addrspace(1) %p2275, align 4
  %call2278 = tail call i64 @llvm.smin.i64(i64 %wide2269, i64 %sub3426)
  %call2279 = tail call i64 @llvm.smax.i64(i64 %call2278, i64 0)
  %p2280 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2279
  %v2281 = load i32, ptr addrspace(1) %p2280, align 4
  %call2286 = tail call i32 @llvm.smin.i32(i32 %v2281, i32 %bound3434)
  %call2287 = tail call i32 @llvm.smax.i32(i32 %call2286, i32 0)
  %at2288 = zext nneg i32 %call2287 to i64
  %p2289 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2288
  %v2290 = load float, ptr addrspace(1) %p2289, align 4
  %fmul2291 = fmul float %v2276, %v2290
  %call2293 = tail call i32 @llvm.smin.i32(i32 %call1740, i32 %call1746)
  %wide2294 = zext nneg i32 %call2293 to i64
  %call2298 = tail call i64 @llvm.smin.i64(i64 %wide2294, i64 %sub3421)
  %call2299 = tail call i64 @llvm.smax.i64(i64 %call2298, i64 0)
  %p2300 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2299
  %v2301 = load float, ptr addrspace(1) %p2300, align 4
  %call2303 = tail call i64 @llvm.smin.i64(i64 %wide2294, i64 %sub3426)
  %call2304 = tail call i64 @llvm.smax.i64(i64 %call2303, i64 0)
  %p2305 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2304
  %v2306 = load i32, ptr addrspace(1) %p2305, align 4
  %call2311 = tail call i32 @llvm.smin.i32(i32 %v2306, i32 %bound3434)
  %call2312 = tail call i32 @llvm.smax.i32(i32 %call2311, i32 0)
  %at2313 = zext nneg i32 %call2312 to i64
  %p2314 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2313
  %v2315 = load float, ptr addrspace(1) %p2314, align 4
  %fmul2316 = fmul float %v2301, %v2315
  %add2317 = add nuw i32 %call1740, 1
  %call2318 = tail call i32 @llvm.smin.i32(i32 %add2317, i32 %call1746)
  %wide2319 = zext i32 %call2318 to i64
  %call2323 = tail call i64 @llvm.smin.i64(i64 %wide2319, i64 %sub3421)
  %call2324 = tail call i64 @llvm.smax.i64(i64 %call2323, i64 0)
  %p2325 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2324
  %v2326 = load float, ptr addrspace(1) %p2325, align 4
  %call2328 = tail call i64 @llvm.smin.i64(i64 %wide2319, i64 %sub3426)
  %call2329 = tail call i64 @llvm.smax.i64(i64 %call2328, i64 0)
  %p2330 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2329
  %v2331 = load i32, ptr addrspace(1) %p2330, align 4
  %call2336 = tail call i32 @llvm.smin.i32(i32 %v2331, i32 %bound3434)
  %call2337 = tail call i32 @llvm.smax.i32(i32 %call2336, i32 0)
  %at2338 = zext nneg i32 %call2337 to i64
  %p2339 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2338
  %v2340 = load float, ptr addrspace(1) %p2339, align 4
  %fmul2341 = fmul float %v2326, %v2340
  %add2342 = add nuw i32 %call1740, 2
  %call2343 = tail call i32 @llvm.smin.i32(i32 %add2342, i32 %call1746)
  %wide2344 = zext i32 %call2343 to i64
  %call2348 = tail call i64 @llvm.smin.i64(i64 %wide2344, i64 %sub3421)
  %call2349 = tail call i64 @llvm.smax.i64(i64 %call2348, i64 0)
  %p2350 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2349
  %v2351 = load float, ptr addrspace(1) %p2350, align 4
  %call2353 = tail call i64 @llvm.smin.i64(i64 %wide2344, i64 %sub3426)
  %call2354 = tail call i64 @llvm.smax.i64(i64 %call2353, i64 0)
  %p2355 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2354
  %v2356 = load i32, ptr addrspace(1) %p2355, align 4
  %call2361 = tail call i32 @llvm.smin.i32(i32 %v2356, i32 %bound3434)
  %call2362 = tail call i32 @llvm.smax.i32(i32 %call2361, i32 0)
  %at2363 = zext nneg i32 %call2362 to i64
  %p2364 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2363
  %v2365 = load float, ptr addrspace(1) %p2364, align 4
  %fmul2366 = fmul float %v2351, %v2365
  %add2367 = add nuw i32 %call1740, 3
  %call2368 = tail call i32 @llvm.smin.i32(i32 %add2367, i32 %call1746)
  %wide2369 = zext i32 %call2368 to i64
  %call2373 = tail call i64 @llvm.smin.i64(i64 %wide2369, i64 %sub3421)
  %call2374 = tail call i64 @llvm.smax.i64(i64 %call2373, i64 0)
  %p2375 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2374
  %v2376 = load float, ptr addrspace(1) %p2375, align 4
  %call2378 = tail call i64 @llvm.smin.i64(i64 %wide2369, i64 %sub3426)
  %call2379 = tail call i64 @llvm.smax.i64(i64 %call2378, i64 0)
  %p2380 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2379
  %v2381 = load i32, ptr addrspace(1) %p2380, align 4
  %call2386 = tail call i32 @llvm.smin.i32(i32 %v2381, i32 %bound3434)
  %call2387 = tail call i32 @llvm.smax.i32(i32 %call2386, i32 0)
  %at2388 = zext nneg i32 %call2387 to i64
  %p2389 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2388
  %v2390 = load float, ptr addrspace(1) %p2389, align 4
  %fmul2391 = fmul float %v2376, %v2390
  %cmp2392 = icmp sgt i32 %sel1724, 1
  %fadd2393 = fadd reassoc contract float %fmul3882, %fmul2241
  %sel2394 = select i1 %cmp2392, float %fadd2393, float %fmul3882
  %cmp2395 = icmp sgt i32 %sel1724, 2
  %fadd2396 = fadd reassoc contract float %sel2394, %fmul2266
  %sel2397 = select i1 %cmp2395, float %fadd2396, float %sel2394
  %cmp2398 = icmp sgt i32 %sel1724, 3
  %fadd2399 = fadd reassoc contract float %sel2397, %fmul2291
  %sel2400 = select i1 %cmp2398, float %fadd2399, float %sel2397
  %cmp2401 = icmp sgt i32 %sel1744, 1
  %fadd2402 = fadd reassoc contract float %fmul2316, %fmul2341
  %sel2403 = select i1 %cmp2401, float %fadd2402, float %fmul2316
  %cmp2404 = icmp sgt i32 %sel1744, 2
  %fadd2405 = fadd reassoc contract float %sel2403, %fmul2366
  %sel2406 = select i1 %cmp2404, float %fadd2405, float %sel2403
  %cmp2407 = icmp sgt i32 %sel1744, 3
  %fadd2408 = fadd reassoc contract float %sel2406, %fmul2391
  %sel2409 = select i1 %cmp2407, float %fadd2408, float %sel2406
  br label %endif1803

then2411:                                         ; preds = %then1801
  %add2439 = add nuw i32 %call1720, 1
  %call2440 = tail call i32 @llvm.smin.i32(i32 %add2439, i32 %call1726)
  %wide2441 = zext i32 %call2440 to i64
  %call2445 = tail call i64 @llvm.smin.i64(i64 %wide2441, i64 %sub3421)
  %call2446 = tail call i64 @llvm.smax.i64(i64 %call2445, i64 0)
  %p2447 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2446
  %v2448 = load float, ptr addrspace(1) %p2447, align 4
  %call2450 = tail call i64 @llvm.smin.i64(i64 %wide2441, i64 %sub3426)
  %call2451 = tail call i64 @llvm.smax.i64(i64 %call2450, i64 0)
  %p2452 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2451
  %v2453 = load i32, ptr addrspace(1) %p2452, align 4
  %call2458 = tail call i32 @llvm.smin.i32(i32 %v2453, i32 %bound3434)
  %call2459 = tail call i32 @llvm.smax.i32(i32 %call2458, i32 0)
  %at2460 = zext nneg i32 %call2459 to i64
  %p2461 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2460
  %v2462 = load float, ptr addrspace(1) %p2461, align 4
  %fmul2463 = fmul float %v2448, %v2462
  %add2464 = add nuw i32 %call1720, 2
  %call2465 = tail call i32 @llvm.smin.i32(i32 %add2464, i32 %call1726)
  %wide2466 = zext i32 %call2465 to i64
  %call2470 = tail call i64 @llvm.smin.i64(i64 %wide2466, i64 %sub3421)
  %call2471 = tail call i64 @llvm.smax.i64(i64 %call2470, i64 0)
  %p2472 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2471
  %v2473 = load float, ptr addrspace(1) %p2472, align 4
  %call2475 = tail call i64 @llvm.smin.i64(i64 %wide2466, i64 %sub3426)
  %call2476 = tail call i64 @llvm.smax.i64(i64 %call2475, i64 0)
  %p2477 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2476
  %v2478 = load i32, ptr addrspace(1) %p2477, align 4
  %call2483 = tail call i32 @llvm.smin.i32(i32 %v2478, i32 %bound3434)
  %call2484 = tail call i32 @llvm.smax.i32(i32 %call2483, i32 0)
  %at2485 = zext nneg i32 %call2484 to i64
  %p2486 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2485
  %v2487 = load float, ptr addrspace(1) %p2486, align 4
  %fmul2488 = fmul float %v2473, %v2487
  %add2489 = add nuw i32 %call1720, 3
  %call2490 = tail call i32 @llvm.smin.i32(i32 %add2489, i32 %call1726)
  %wide2491 = zext i32 %call2490 to i64
  %call2495 = tail call i64 @llvm.smin.i64(i64 %wide2491, i64 %sub3421)
  %call2496 = tail call i64 @llvm.smax.i64(i64 %call2495, i64 0)
  %p2497 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2496
  %v2498 = load float, ptr addrspace(1) %p2497, align 4
  %call2500 = tail call i64 @llvm.smin.i64(i64 %wide2491, i64 %sub3426)
  %call2501 = tail call i64 @llvm.smax.i64(i64 %call2500, i64 0)
  %p2502 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2501
  %v2503 = load i32, ptr addrspace(1) %p2502, align 4
  %call2508 = tail call i32 @llvm.smin.i32(i32 %v2503, i32 %bound3434)
  %call2509 = tail call i32 @llvm.smax.i32(i32 %call2508, i32 0)
  %at2510 = zext nneg i32 %call2509 to i64
  %p2511 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2510
  %v2512 = load float, ptr addrspace(1) %p2511, align 4
  %fmul2513 = fmul float %v2498, %v2512
  %add2514 = add nuw i32 %call1720, 4
  %call2515 = tail call i32 @llvm.smin.i32(i32 %add2514, i32 %call1726)
  %wide2516 = zext i32 %call2515 to i64
  %call2520 = tail call i64 @llvm.smin.i64(i64 %wide2516, i64 %sub3421)
  %call2521 = tail call i64 @llvm.smax.i64(i64 %call2520, i64 0)
  %p2522 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2521
  %v2523 = load float, ptr addrspace(1) %p2522, align 4
  %call2525 = tail call i64 @llvm.smin.i64(i64 %wide2516, i64 %sub3426)
  %call2526 = tail call i64 @llvm.smax.i64(i64 %call2525, i64 0)
  %p2527 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2526
  %v2528 = load i32, ptr addrspace(1) %p2527, align 4
  %call2533 = tail call i32 @llvm.smin.i32(i32 %v2528, i32 %bound3434)
  %call2534 = tail call i32 @llvm.smax.i32(i32 %call2533, i32 0)
  %at2535 = zext nneg i32 %call2534 to i64
  %p2536 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2535
  %v2537 = load float, ptr addrspace(1) %p2536, align 4
  %fmul2538 = fmul float %v2523, %v2537
  %call2540 = tail call i32 @llvm.smin.i32(i32 %call1740, i32 %call1746)
  %wide2541 = zext nneg i32 %call2540 to i64
  %call2545 = tail call i64 @llvm.smin.i64(i64 %wide2541, i64 %sub3421)
  %call2546 = tail call i64 @llvm.smax.i64(i64 %call2545, i64 0)
  %p2547 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2546
  %v2548 = load float, ptr addrspace(1) %p2547, align 4
  %call2550 = tail call i64 @llvm.smin.i64(i64 %wide2541, i64 %sub3426)
  %call2551 = tail call i64 @llvm.smax.i64(i64 %call2550, i64 0)
  %p2552 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2551
  %v2553 = load i32, ptr addrspace(1) %p2552, align 4
  %call2558 = tail call i32 @llvm.smin.i32(i32 %v2553, i32 %bound3434)
  %call2559 = tail call i32 @llvm.smax.i32(i32 %call2558, i32 0)
  %at2560 = zext nneg i32 %call2559 to i64
  %p2561 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2560
  %v2562 = load float, ptr addrspace(1) %p2561, align 4
  %fmul2563 = fmul float %v2548, %v2562
  %add2564 = add nuw i32 %call1740, 1
  %call2565 = tail call i32 @llvm.smin.i32(i32 %add2564, i32 %call1746)
  %wide2566 = zext i32 %call2565 to i64
  %call2570 = tail call i64 @llvm.smin.i64(i64 %wide2566, i64 %sub3421)
  %call2571 = tail call i64 @llvm.smax.i64(i64 %call2570, i64 0)
  %p2572 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2571
  %v2573 = load float, ptr addrspace(1) %p2572, align 4
  %call2575 = tail call i64 @llvm.smin.i64(i64 %wide2566, i64 %sub3426)
  %call2576 = tail call i64 @llvm.smax.i64(i64 %call2575, i64 0)
  %p2577 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2576
  %v2578 = load i32, ptr addrspace(1) %p2577, align 4
  %call2583 = tail call i32 @llvm.smin.i32(i32 %v2578, i32 %bound3434)
  %call2584 = tail call i32 @llvm.smax.i32(i32 %call2583, i32 0)
  %at2585 = zext nneg i32 %call2584 to i64
  %p2586 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2585
  %v2587 = load float, ptr addrspace(1) %p2586, align 4
  %fmul2588 = fmul float %v2573, %v2587
  %add2589 = add nuw i32 %call1740, 2
  %call2590 = tail call i32 @llvm.smin.i32(i32 %add2589, i32 %call1746)
  %wide2591 = zext i32 %call2590 to i64
  %call2595 = tail call i64 @llvm.smin.i64(i64 %wide2591, i64 %sub3421)
  %call2596 = tail call i64 @llvm.smax.i64(i64 %call2595, i64 0)
  %p2597 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2596
  %v2598 = load float, ptr addrspace(1) %p2597, align 4
  %call2600 = tail call i64 @llvm.smin.i64(i64 %wide2591, i64 %sub3426)
  %call2601 = tail call i64 @llvm.smax.i64(i64 %call2600, i64 0)
  %p2602 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2601
  %v2603 = load i32, ptr addrspace(1) %p2602, align 4
  %call2608 = tail call i32 @llvm.smin.i32(i32 %v2603, i32 %bound3434)
  %call2609 = tail call i32 @llvm.smax.i32(i32 %call2608, i32 0)
  %at2610 = zext nneg i32 %call2609 to i64
  %p2611 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2610
  %v2612 = load float, ptr addrspace(1) %p2611, align 4
  %fmul2613 = fmul float %v2598, %v2612
  %add2614 = add nuw i32 %call1740, 3
  %call2615 = tail call i32 @llvm.smin.i32(i32 %add2614, i32 %call1746)
  %wide2616 = zext i32 %call2615 to i64
  %call2620 = tail call i64 @llvm.smin.i64(i64 %wide2616, i64 %sub3421)
  %call2621 = tail call i64 @llvm.smax.i64(i64 %call2620, i64 0)
  %p2622 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2621
  %v2623 = load float, ptr addrspace(1) %p2622, align 4
  %call2625 = tail call i64 @llvm.smin.i64(i64 %wide2616, i64 %sub3426)
  %call2626 = tail call i64 @llvm.smax.i64(i64 %call2625, i64 0)
  %p2627 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2626
  %v2628 = load i32, ptr addrspace(1) %p2627, align 4
  %call2633 = tail call i32 @llvm.smin.i32(i32 %v2628, i32 %bound3434)
  %call2634 = tail call i32 @llvm.smax.i32(i32 %call2633, i32 0)
  %at2635 = zext nneg i32 %call2634 to i64
  %p2636 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2635
  %v2637 = load float, ptr addrspace(1) %p2636, align 4
  %fmul2638 = fmul float %v2623, %v2637
  %add2639 = add nuw i32 %call1740, 4
  %call2640 = tail call i32 @llvm.smin.i32(i32 %add2639, i32 %call1746)
  %wide2641 = zext i32 %call2640 to i64
  %call2645 = tail call i64 @llvm.smin.i64(i64 %wide2641, i64 %sub3421)
  %call2646 = tail call i64 @llvm.smax.i64(i64 %call2645, i64 0)
  %p2647 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2646
  %v2648 = load float, ptr addrspace(1) %p2647, align 4
  %call2650 = tail call i64 @llvm.smin.i64(i64 %wide2641, i64 %sub3426)
  %call2651 = tail call i64 @llvm.smax.i64(i64 %call2650, i64 0)
  %p2652 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2651
  %v2653 = load i32, ptr addrspace(1) %p2652, align 4
  %call2658 = tail call i32 @llvm.smin.i32(i32 %v2653, i32 %bound3434)
  %call2659 = tail call i32 @llvm.smax.i32(i32 %call2658, i32 0)
  %at2660 = zext nneg i32 %call2659 to i64
  %p2661 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2660
  %v2662 = load float, ptr addrspace(1) %p2661, align 4
  %fmul2663 = fmul float %v2648, %v2662
  %cmp2664 = icmp sgt i32 %sel1724, 1
  %fadd2665 = fadd reassoc contract float %fmul3882, %fmul2463
  %sel2666 = select i1 %cmp2664, float %fadd2665, float %fmul3882
  %cmp2667 = icmp sgt i32 %sel1724, 2
  %fadd2668 = fadd reassoc contract float %sel2666, %fmul2488
  %sel2669 = select i1 %cmp2667, float %fadd2668, float %sel2666
  %cmp2670 = icmp sgt i32 %sel1724, 3
  %fadd2671 = fadd reassoc contract float %sel2669, %fmul2513
  %sel2672 = select i1 %cmp2670, float %fadd2671, float %sel2669
  %cmp2673 = icmp sgt i32 %sel1724, 4
  %fadd2674 = fadd reassoc contract float %sel2672, %fmul2538
  %sel2675 = select i1 %cmp2673, float %fadd2674, float %sel2672
  %cmp2676 = icmp sgt i32 %sel1744, 1
  %fadd2677 = fadd reassoc contract float %fmul2563, %fmul2588
  %sel2678 = select i1 %cmp2676, float %fadd2677, float %fmul2563
  %cmp2679 = icmp sgt i32 %sel1744, 2
  %fadd2680 = fadd reassoc contract float %sel2678, %fmul2613
  %sel2681 = select i1 %cmp2679, float %fadd2680, float %sel2678
  %cmp2682 = icmp sgt i32 %sel1744, 3
  %fadd2683 = fadd reassoc contract float %sel2681, %fmul2638
  %sel2684 = select i1 %cmp2682, float %fadd2683, float %sel2681
  %cmp2685 = icmp sgt i32 %sel1744, 4
  %fadd2686 = fadd reassoc contract float %sel2684, %fmul2663
  %sel2687 = select i1 %cmp2685, float %fadd2686, float %sel2684
  br label %endif1803

then2689:                                         ; preds = %then1801
  %add2717 = add nuw i32 %call1720, 1
  %call2718 = tail call i32 @llvm.smin.i32(i32 %add2717, i32 %call1726)
  %wide2719 = zext i32 %call2718 to i64
  %call2723 = tail call i64 @llvm.smin.i64(i64 %wide2719, i64 %sub3421)
  %call2724 = tail call i64 @llvm.smax.i64(i64 %call2723, i64 0)
  %p2725 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2724
  %v2726 = load float, ptr addrspace(1) %p2725, align 4
  %call2728 = tail call i64 @llvm.smin.i64(i64 %wide2719, i64 %sub3426)
  %call2729 = tail call i64 @llvm.smax.i64(i64 %call2728, i64 0)
  %p2730 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2729
  %v2731 = load i32, ptr addrspace(1) %p2730, align 4
  %call2736 = tail call i32 @llvm.smin.i32(i32 %v2731, i32 %bound3434)
  %call2737 = tail call i32 @llvm.smax.i32(i32 %call2736, i32 0)
  %at2738 = zext nneg i32 %call2737 to i64
  %p2739 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2738
  %v2740 = load float, ptr addrspace(1) %p2739, align 4
  %fmul2741 = fmul float %v2726, %v2740
  %add2742 = add nuw i32 %call1720, 2
  %call2743 = tail call i32 @llvm.smin.i32(i32 %add2742, i32 %call1726)
  %wide2744 = zext i32 %call2743 to i64
  %call2748 = tail call i64 @llvm.smin.i64(i64 %wide2744, i64 %sub3421)
  %call2749 = tail call i64 @llvm.smax.i64(i64 %call2748, i64 0)
  %p2750 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2749
  %v2751 = load float, ptr addrspace(1) %p2750, align 4
  %call2753 = tail call i64 @llvm.smin.i64(i64 %wide2744, i64 %sub3426)
  %call2754 = tail call i64 @llvm.smax.i64(i64 %call2753, i64 0)
  %p2755 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2754
  %v2756 = load i32, ptr addrspace(1) %p2755, align 4
  %call2761 = tail call i32 @llvm.smin.i32(i32 %v2756, i32 %bound3434)
  %call2762 = tail call i32 @llvm.smax.i32(i32 %call2761, i32 0)
  %at2763 = zext nneg i32 %call2762 to i64
  %p2764 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2763
  %v2765 = load float, ptr addrspace(1) %p2764, align 4
  %fmul2766 = fmul float %v2751, %v2765
  %add2767 = add nuw i32 %call1720, 3
  %call2768 = tail call i32 @llvm.smin.i32(i32 %add2767, i32 %call1726)
  %wide2769 = zext i32 %call2768 to i64
  %call2773 = tail call i64 @llvm.smin.i64(i64 %wide2769, i64 %sub3421)
  %call2774 = tail call i64 @llvm.smax.i64(i64 %call2773, i64 0)
  %p2775 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2774
  %v2776 = load float, ptr addrspace(1) %p2775, align 4
  %call2778 = tail call i64 @llvm.smin.i64(i64 %wide2769, i64 %sub3426)
  %call2779 = tail call i64 @llvm.smax.i64(i64 %call2778, i64 0)
  %p2780 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2779
  %v2781 = load i32, ptr addrspace(1) %p2780, align 4
  %call2786 = tail call i32 @llvm.smin.i32(i32 %v2781, i32 %bound3434)
  %call2787 = tail call i32 @llvm.smax.i32(i32 %call2786, i32 0)
  %at2788 = zext nneg i32 %call2787 to i64
  %p2789 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2788
  %v2790 = load float, ptr addrspace(1) %p2789, align 4
  %fmul2791 = fmul float %v2776, %v2790
  %add2792 = add nuw i32 %call1720, 4
  %call2793 = tail call i32 @llvm.smin.i32(i32 %add2792, i32 %call1726)
  %wide2794 = zext i32 %call2793 to i64
  %call2798 = tail call i64 @llvm.smin.i64(i64 %wide2794, i64 %sub3421)
  %call2799 = tail call i64 @llvm.smax.i64(i64 %call2798, i64 0)
  %p2800 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2799
  %v2801 = load float, ptr addrspace(1) %p2800, align 4
  %call2803 = tail call i64 @llvm.smin.i64(i64 %wide2794, i64 %sub3426)
  %call2804 = tail call i64 @llvm.smax.i64(i64 %call2803, i64 0)
  %p2805 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2804
  %v2806 = load i32, ptr addrspace(1) %p2805, align 4
  %call2811 = tail call i32 @llvm.smin.i32(i32 %v2806, i32 %bound3434)
  %call2812 = tail call i32 @llvm.smax.i32(i32 %call2811, i32 0)
  %at2813 = zext nneg i32 %call2812 to i64
  %p2814 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2813
  %v2815 = load float, ptr addrspace(1) %p2814, align 4
  %fmul2816 = fmul float %v2801, %v2815
  %add2817 = add nuw i32 %call1720, 5
  %call2818 = tail call i32 @llvm.smin.i32(i32 %add2817, i32 %call1726)
  %wide2819 = zext i32 %call2818 to i64
  %call2823 = tail call i64 @llvm.smin.i64(i64 %wide2819, i64 %sub3421)
  %call2824 = tail call i64 @llvm.smax.i64(i64 %call2823, i64 0)
  %p2825 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2824
  %v2826 = load float, ptr addrspace(1) %p2825, align 4
  %call2828 = tail call i64 @llvm.smin.i64(i64 %wide2819, i64 %sub3426)
  %call2829 = tail call i64 @llvm.smax.i64(i64 %call2828, i64 0)
  %p2830 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2829
  %v2831 = load i32, ptr addrspace(1) %p2830, align 4
  %call2836 = tail call i32 @llvm.smin.i32(i32 %v2831, i32 %bound3434)
  %call2837 = tail call i32 @llvm.smax.i32(i32 %call2836, i32 0)
  %at2838 = zext nneg i32 %call2837 to i64
  %p2839 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2838
  %v2840 = load float, ptr addrspace(1) %p2839, align 4
  %fmul2841 = fmul float %v2826, %v2840
  %call2843 = tail call i32 @llvm.smin.i32(i32 %call1740, i32 %call1746)
  %wide2844 = zext nneg i32 %call2843 to i64
  %call2848 = tail call i64 @llvm.smin.i64(i64 %wide2844, i64 %sub3421)
  %call2849 = tail call i64 @llvm.smax.i64(i64 %call2848, i64 0)
  %p2850 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2849
  %v2851 = load float, ptr addrspace(1) %p2850, align 4
  %call2853 = tail call i64 @llvm.smin.i64(i64 %wide2844, i64 %sub3426)
  %call2854 = tail call i64 @llvm.smax.i64(i64 %call2853, i64 0)
  %p2855 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2854
  %v2856 = load i32, ptr addrspace(1) %p2855, align 4
  %call2861 = tail call i32 @llvm.smin.i32(i32 %v2856, i32 %bound3434)
  %call2862 = tail call i32 @llvm.smax.i32(i32 %call2861, i32 0)
  %at2863 = zext nneg i32 %call2862 to i64
  %p2864 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2863
  %v2865 = load float, ptr addrspace(1) %p2864, align 4
  %fmul2866 = fmul float %v2851, %v2865
  %add2867 = add nuw i32 %call1740, 1
  %call2868 = tail call i32 @llvm.smin.i32(i32 %add2867, i32 %call1746)
  %wide2869 = zext i32 %call2868 to i64
  %call2873 = tail call i64 @llvm.smin.i64(i64 %wide2869, i64 %sub3421)
  %call2874 = tail call i64 @llvm.smax.i64(i64 %call2873, i64 0)
  %p2875 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2874
  %v2876 = load float, ptr addrspace(1) %p2875, align 4
  %call2878 = tail call i64 @llvm.smin.i64(i64 %wide2869, i64 %sub3426)
  %call2879 = tail call i64 @llvm.smax.i64(i64 %call2878, i64 0)
  %p2880 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2879
  %v2881 = load i32, ptr addrspace(1) %p2880, align 4
  %call2886 = tail call i32 @llvm.smin.i32(i32 %v2881, i32 %bound3434)
  %call2887 = tail call i32 @llvm.smax.i32(i32 %call2886, i32 0)
  %at2888 = zext nneg i32 %call2887 to i64
  %p2889 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2888
  %v2890 = load float, ptr addrspace(1) %p2889, align 4
  %fmul2891 = fmul float %v2876, %v2890
  %add2892 = add nuw i32 %call1740, 2
  %call2893 = tail call i32 @llvm.smin.i32(i32 %add2892, i32 %call1746)
  %wide2894 = zext i32 %call2893 to i64
  %call2898 = tail call i64 @llvm.smin.i64(i64 %wide2894, i64 %sub3421)
  %call2899 = tail call i64 @llvm.smax.i64(i64 %call2898, i64 0)
  %p2900 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2899
  %v2901 = load float, ptr addrspace(1) %p2900, align 4
  %call2903 = tail call i64 @llvm.smin.i64(i64 %wide2894, i64 %sub3426)
  %call2904 = tail call i64 @llvm.smax.i64(i64 %call2903, i64 0)
  %p2905 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2904
  %v2906 = load i32, ptr addrspace(1) %p2905, align 4
  %call2911 = tail call i32 @llvm.smin.i32(i32 %v2906, i32 %bound3434)
  %call2912 = tail call i32 @llvm.smax.i32(i32 %call2911, i32 0)
  %at2913 = zext nneg i32 %call2912 to i64
  %p2914 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2913
  %v2915 = load float, ptr addrspace(1) %p2914, align 4
  %fmul2916 = fmul float %v2901, %v2915
  %add2917 = add nuw i32 %call1740, 3
  %call2918 = tail call i32 @llvm.smin.i32(i32 %add2917, i32 %call1746)
  %wide2919 = zext i32 %call2918 to i64
  %call2923 = tail call i64 @llvm.smin.i64(i64 %wide2919, i64 %sub3421)
  %call2924 = tail call i64 @llvm.smax.i64(i64 %call2923, i64 0)
  %p2925 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2924
  %v2926 = load float, ptr addrspace(1) %p2925, align 4
  %call2928 = tail call i64 @llvm.smin.i64(i64 %wide2919, i64 %sub3426)
  %call2929 = tail call i64 @llvm.smax.i64(i64 %call2928, i64 0)
  %p2930 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2929
  %v2931 = load i32, ptr addrspace(1) %p2930, align 4
  %call2936 = tail call i32 @llvm.smin.i32(i32 %v2931, i32 %bound3434)
  %call2937 = tail call i32 @llvm.smax.i32(i32 %call2936, i32 0)
  %at2938 = zext nneg i32 %call2937 to i64
  %p2939 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2938
  %v2940 = load float, ptr addrspace(1) %p2939, align 4
  %fmul2941 = fmul float %v2926, %v2940
  %add2942 = add nuw i32 %call1740, 4
  %call2943 = tail call i32 @llvm.smin.i32(i32 %add2942, i32 %call1746)
  %wide2944 = zext i32 %call2943 to i64
  %call2948 = tail call i64 @llvm.smin.i64(i64 %wide2944, i64 %sub3421)
  %call2949 = tail call i64 @llvm.smax.i64(i64 %call2948, i64 0)
  %p2950 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2949
  %v2951 = load float, ptr addrspace(1) %p2950, align 4
  %call2953 = tail call i64 @llvm.smin.i64(i64 %wide2944, i64 %sub3426)
  %call2954 = tail call i64 @llvm.smax.i64(i64 %call2953, i64 0)
  %p2955 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2954
  %v2956 = load i32, ptr addrspace(1) %p2955, align 4
  %call2961 = tail call i32 @llvm.smin.i32(i32 %v2956, i32 %bound3434)
  %call2962 = tail call i32 @llvm.smax.i32(i32 %call2961, i32 0)
  %at2963 = zext nneg i32 %call2962 to i64
  %p2964 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2963
  %v2965 = load float, ptr addrspace(1) %p2964, align 4
  %fmul2966 = fmul float %v2951, %v2965
  %add2967 = add nuw i32 %call1740, 5
  %call2968 = tail call i32 @llvm.smin.i32(i32 %add2967, i32 %call1746)
  %wide2969 = zext i32 %call2968 to i64
  %call2973 = tail call i64 @llvm.smin.i64(i64 %wide2969, i64 %sub3421)
  %call2974 = tail call i64 @llvm.smax.i64(i64 %call2973, i64 0)
  %p2975 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2974
  %v2976 = load float, ptr addrspace(1) %p2975, align 4
  %call2978 = tail call i64 @llvm.smin.i64(i64 %wide2969, i64 %sub3426)
  %call2979 = tail call i64 @llvm.smax.i64(i64 %call2978, i64 0)
  %p2980 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2979
  %v2981 = load i32, ptr addrspace(1) %p2980, align 4
  %call2986 = tail call i32 @llvm.smin.i32(i32 %v2981, i32 %bound3434)
  %call2987 = tail call i32 @llvm.smax.i32(i32 %call2986, i32 0)
  %at2988 = zext nneg i32 %call2987 to i64
  %p2989 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2988
  %v2990 = load float, ptr addrspace(1) %p2989, align 4
  %fmul2991 = fmul float %v2976, %v2990
  %cmp2992 = icmp sgt i32 %sel1724, 1
  %fadd2993 = fadd reassoc contract float %fmul3882, %fmul2741
  %sel2994 = select i1 %cmp2992, float %fadd2993, float %fmul3882
  %cmp2995 = icmp sgt i32 %sel1724, 2
  %fadd2996 = fadd reassoc contract float %sel2994, %fmul2766
  %sel2997 = select i1 %cmp2995, float %fadd2996, float %sel2994
  %cmp2998 = icmp sgt i32 %sel1724, 3
  %fadd2999 = fadd reassoc contract float %sel2997, %fmul2791
  %sel3000 = select i1 %cmp2998, float %fadd2999, float %sel2997
  %cmp3001 = icmp sgt i32 %sel1724, 4
  %fadd3002 = fadd reassoc contract float %sel3000, %fmul2816
  %sel3003 = select i1 %cmp3001, float %fadd3002, float %sel3000
  %cmp3004 = icmp sgt i32 %sel1724, 5
  %fadd3005 = fadd reassoc contract float %sel3003, %fmul2841
  %sel3006 = select i1 %cmp3004, float %fadd3005, float %sel3003
  %cmp3007 = icmp sgt i32 %sel1744, 1
  %fadd3008 = fadd reassoc contract float %fmul2866, %fmul2891
  %sel3009 = select i1 %cmp3007, float %fadd3008, float %fmul2866
  %cmp3010 = icmp sgt i32 %sel1744, 2
  %fadd3011 = fadd reassoc contract float %sel3009, %fmul2916
  %sel3012 = select i1 %cmp3010, float %fadd3011, float %sel3009
  %cmp3013 = icmp sgt i32 %sel1744, 3
  %fadd3014 = fadd reassoc contract float %sel3012, %fmul2941
  %sel3015 = select i1 %cmp3013, float %fadd3014, float %sel3012
  %cmp3016 = icmp sgt i32 %sel1744, 4
  %fadd3017 = fadd reassoc contract float %sel3015, %fmul2966
  %sel3018 = select i1 %cmp3016, float %fadd3017, float %sel3015
  %cmp3019 = icmp sgt i32 %sel1744, 5
  %fadd3020 = fadd reassoc contract float %sel3018, %fmul2991
  %sel3021 = select i1 %cmp3019, float %fadd3020, float %sel3018
  br label %endif1803

then3023:                                         ; preds = %then1801
  %add3051 = add nuw i32 %call1720, 1
  %call3052 = tail call i32 @llvm.smin.i32(i32 %add3051, i32 %call1726)
  %wide3053 = zext i32 %call3052 to i64
  %call3057 = tail call i64 @llvm.smin.i64(i64 %wide3053, i64 %sub3421)
  %call3058 = tail call i64 @llvm.smax.i64(i64 %call3057, i64 0)
  %p3059 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3058
  %v3060 = load float, ptr addrspace(1) %p3059, align 4
  %call3062 = tail call i64 @llvm.smin.i64(i64 %wide3053, i64 %sub3426)
  %call3063 = tail call i64 @llvm.smax.i64(i64 %call3062, i64 0)
  %p3064 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3063
  %v3065 = load i32, ptr addrspace(1) %p3064, align 4
  %call3070 = tail call i32 @llvm.smin.i32(i32 %v3065, i32 %bound3434)
  %call3071 = tail call i32 @llvm.smax.i32(i32 %call3070, i32 0)
  %at3072 = zext nneg i32 %call3071 to i64
  %p3073 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3072
  %v3074 = load float, ptr addrspace(1) %p3073, align 4
  %fmul3075 = fmul float %v3060, %v3074
  %add3076 = add nuw i32 %call1720, 2
  %call3077 = tail call i32 @llvm.smin.i32(i32 %add3076, i32 %call1726)
  %wide3078 = zext i32 %call3077 to i64
  %call3082 = tail call i64 @llvm.smin.i64(i64 %wide3078, i64 %sub3421)
  %call3083 = tail call i64 @llvm.smax.i64(i64 %call3082, i64 0)
  %p3084 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3083
  %v3085 = load float, ptr addrspace(1) %p3084, align 4
  %call3087 = tail call i64 @llvm.smin.i64(i64 %wide3078, i64 %sub3426)
  %call3088 = tail call i64 @llvm.smax.i64(i64 %call3087, i64 0)
  %p3089 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3088
  %v3090 = load i32, ptr addrspace(1) %p3089, align 4
  %call3095 = tail call i32 @llvm.smin.i32(i32 %v3090, i32 %bound3434)
  %call3096 = tail call i32 @llvm.smax.i32(i32 %call3095, i32 0)
  %at3097 = zext nneg i32 %call3096 to i64
  %p3098 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3097
  %v3099 = load float, ptr addrspace(1) %p3098, align 4
  %fmul3100 = fmul float %v3085, %v3099
  %add3101 = add nuw i32 %call1720, 3
  %call3102 = tail call i32 @llvm.smin.i32(i32 %add3101, i32 %call1726)
  %wide3103 = zext i32 %call3102 to i64
  %call3107 = tail call i64 @llvm.smin.i64(i64 %wide3103, i64 %sub3421)
  %call3108 = tail call i64 @llvm.smax.i64(i64 %call3107, i64 0)
  %p3109 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3108
  %v3110 = load float, ptr addrspace(1) %p3109, align 4
  %call3112 = tail call i64 @llvm.smin.i64(i64 %wide3103, i64 %sub3426)
  %call3113 = tail call i64 @llvm.smax.i64(i64 %call3112, i64 0)
  %p3114 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3113
  %v3115 = load i32, ptr addrspace(1) %p3114, align 4
  %call3120 = tail call i32 @llvm.smin.i32(i32 %v3115, i32 %bound3434)
  %call3121 = tail call i32 @llvm.smax.i32(i32 %call3120, i32 0)
  %at3122 = zext nneg i32 %call3121 to i64
  %p3123 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3122
  %v3124 = load float, ptr addrspace(1) %p3123, align 4
  %fmul3125 = fmul float %v3110, %v3124
  %add3126 = add nuw i32 %call1720, 4
  %call3127 = tail call i32 @llvm.smin.i32(i32 %add3126, i32 %call1726)
  %wide3128 = zext i32 %call3127 to i64
  %call3132 = tail call i64 @llvm.smin.i64(i64 %wide3128, i64 %sub3421)
  %call3133 = tail call i64 @llvm.smax.i64(i64 %call3132, i64 0)
  %p3134 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3133
  %v3135 = load float, ptr addrspace(1) %p3134, align 4
  %call3137 = tail call i64 @llvm.smin.i64(i64 %wide3128, i64 %sub3426)
  %call3138 = tail call i64 @llvm.smax.i64(i64 %call3137, i64 0)
  %p3139 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3138
  %v3140 = load i32, ptr addrspace(1) %p3139, align 4
  %call3145 = tail call i32 @llvm.smin.i32(i32 %v3140, i32 %bound3434)
  %call3146 = tail call i32 @llvm.smax.i32(i32 %call3145, i32 0)
  %at3147 = zext nneg i32 %call3146 to i64
  %p3148 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3147
  %v3149 = load float, ptr addrspace(1) %p3148, align 4
  %fmul3150 = fmul float %v3135, %v3149
  %add3151 = add nuw i32 %call1720, 5
  %call3152 = tail call i32 @llvm.smin.i32(i32 %add3151, i32 %call1726)
  %wide3153 = zext i32 %call3152 to i64
  %call3157 = tail call i64 @llvm.smin.i64(i64 %wide3153, i64 %sub3421)
  %call3158 = tail call i64 @llvm.smax.i64(i64 %call3157, i64 0)
  %p3159 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3158
  %v3160 = load float, ptr addrspace(1) %p3159, align 4
  %call3162 = tail call i64 @llvm.smin.i64(i64 %wide3153, i64 %sub3426)
  %call3163 = tail call i64 @llvm.smax.i64(i64 %call3162, i64 0)
  %p3164 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3163
  %v3165 = load i32, ptr addrspace(1) %p3164, align 4
  %call3170 = tail call i32 @llvm.smin.i32(i32 %v3165, i32 %bound3434)
  %call3171 = tail call i32 @llvm.smax.i32(i32 %call3170, i32 0)
  %at3172 = zext nneg i32 %call3171 to i64
  %p3173 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3172
  %v3174 = load float, ptr addrspace(1) %p3173, align 4
  %fmul3175 = fmul float %v3160, %v3174
  %add3176 = add nuw i32 %call1720, 6
  %call3177 = tail call i32 @llvm.smin.i32(i32 %add3176, i32 %call1726)
  %wide3178 = zext i32 %call3177 to i64
  %call3182 = tail call i64 @llvm.smin.i64(i64 %wide3178, i64 %sub3421)
  %call3183 = tail call i64 @llvm.smax.i64(i64 %call3182, i64 0)
  %p3184 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3183
  %v3185 = load float, ptr addrspace(1) %p3184, align 4
  %call3187 = tail call i64 @llvm.smin.i64(i64 %wide3178, i64 %sub3426)
  %call3188 = tail call i64 @llvm.smax.i64(i64 %call3187, i64 0)
  %p3189 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3188
  %v3190 = load i32, ptr addrspace(1) %p3189, align 4
  %call3195 = tail call i32 @llvm.smin.i32(i32 %v3190, i32 %bound3434)
  %call3196 = tail call i32 @llvm.smax.i32(i32 %call3195, i32 0)
  %at3197 = zext nneg i32 %call3196 to i64
  %p3198 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3197
  %v3199 = load float, ptr addrspace(1) %p3198, align 4
  %fmul3200 = fmul float %v3185, %v3199
  %call3202 = tail call i32 @llvm.smin.i32(i32 %call1740, i32 %call1746)
  %wide3203 = zext nneg i32 %call3202 to i64
  %call3207 = tail call i64 @llvm.smin.i64(i64 %wide3203, i64 %sub3421)
  %call3208 = tail call i64 @llvm.smax.i64(i64 %call3207, i64 0)
  %p3209 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3208
  %v3210 = load float, ptr addrspace(1) %p3209, align 4
  %call3212 = tail call i64 @llvm.smin.i64(i64 %wide3203, i64 %sub3426)
  %call3213 = tail call i64 @llvm.smax.i64(i64 %call3212, i64 0)
  %p3214 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3213
  %v3215 = load i32, ptr addrspace(1) %p3214, align 4
  %call3220 = tail call i32 @llvm.smin.i32(i32 %v3215, i32 %bound3434)
  %call3221 = tail call i32 @llvm.smax.i32(i32 %call3220, i32 0)
  %at3222 = zext nneg i32 %call3221 to i64
  %p3223 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3222
  %v3224 = load float, ptr addrspace(1) %p3223, align 4
  %fmul3225 = fmul float %v3210, %v3224
  %add3226 = add nuw i32 %call1740, 1
  %call3227 = tail call i32 @llvm.smin.i32(i32 %add3226, i32 %call1746)
  %wide3228 = zext i32 %call3227 to i64
  %call3232 = tail call i64 @llvm.smin.i64(i64 %wide3228, i64 %sub3421)
  %call3233 = tail call i64 @llvm.smax.i64(i64 %call3232, i64 0)
  %p3234 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3233
  %v3235 = load float, ptr addrspace(1) %p3234, align 4
  %call3237 = tail call i64 @llvm.smin.i64(i64 %wide3228, i64 %sub3426)
  %call3238 = tail call i64 @llvm.smax.i64(i64 %call3237, i64 0)
  %p3239 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3238
  %v3240 = load i32, ptr addrspace(1) %p3239, align 4
  %call3245 = tail call i32 @llvm.smin.i32(i32 %v3240, i32 %bound3434)
  %call3246 = tail call i32 @llvm.smax.i32(i32 %call3245, i32 0)
  %at3247 = zext nneg i32 %call3246 to i64
  %p3248 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3247
  %v3249 = load float, ptr addrspace(1) %p3248, align 4
  %fmul3250 = fmul float %v3235, %v3249
  %add3251 = add nuw i32 %call1740, 2
  %call3252 = tail call i32 @llvm.smin.i32(i32 %add3251, i32 %call1746)
  %wide3253 = zext i32 %call3252 to i64
  %call3257 = tail call i64 @llvm.smin.i64(i64 %wide3253, i64 %sub3421)
  %call3258 = tail call i64 @llvm.smax.i64(i64 %call3257, i64 0)
  %p3259 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3258
  %v3260 = load float, ptr addrspace(1) %p3259, align 4
  %call3262 = tail call i64 @llvm.smin.i64(i64 %wide3253, i64 %sub3426)
  %call3263 = tail call i64 @llvm.smax.i64(i64 %call3262, i64 0)
  %p3264 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3263
  %v3265 = load i32, ptr addrspace(1) %p3264, align 4
  %call3270 = tail call i32 @llvm.smin.i32(i32 %v3265, i32 %bound3434)
  %call3271 = tail call i32 @llvm.smax.i32(i32 %call3270, i32 0)
  %at3272 = zext nneg i32 %call3271 to i64
  %p3273 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3272
  %v3274 = load float, ptr addrspace(1) %p3273, align 4
  %fmul3275 = fmul float %v3260, %v3274
  %add3276 = add nuw i32 %call1740, 3
  %call3277 = tail call i32 @llvm.smin.i32(i32 %add3276, i32 %call1746)
  %wide3278 = zext i32 %call3277 to i64
  %call3282 = tail call i64 @llvm.smin.i64(i64 %wide3278, i64 %sub3421)
  %call3283 = tail call i64 @llvm.smax.i64(i64 %call3282, i64 0)
  %p3284 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3283
  %v3285 = load float, ptr addrspace(1) %p3284, align 4
  %call3287 = tail call i64 @llvm.smin.i64(i64 %wide3278, i64 %sub3426)
  %call3288 = tail call i64 @llvm.smax.i64(i64 %call3287, i64 0)
  %p3289 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3288
  %v3290 = load i32, ptr addrspace(1) %p3289, align 4
  %call3295 = tail call i32 @llvm.smin.i32(i32 %v3290, i32 %bound3434)
  %call3296 = tail call i32 @llvm.smax.i32(i32 %call3295, i32 0)
  %at3297 = zext nneg i32 %call3296 to i64
  %p3298 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3297
  %v3299 = load float, ptr addrspace(1) %p3298, align 4
  %fmul3300 = fmul float %v3285, %v3299
  %add3301 = add nuw i32 %call1740, 4
  %call3302 = tail call i32 @llvm.smin.i32(i32 %add3301, i32 %call1746)
  %wide3303 = zext i32 %call3302 to i64
  %call3307 = tail call i64 @llvm.smin.i64(i64 %wide3303, i64 %sub3421)
  %call3308 = tail call i64 @llvm.smax.i64(i64 %call3307, i64 0)
  %p3309 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3308
  %v3310 = load float, ptr addrspace(1) %p3309, align 4
  %call3312 = tail call i64 @llvm.smin.i64(i64 %wide3303, i64 %sub3426)
  %call3313 = tail call i64 @llvm.smax.i64(i64 %call3312, i64 0)
  %p3314 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3313
  %v3315 = load i32, ptr addrspace(1) %p3314, align 4
  %call3320 = tail call i32 @llvm.smin.i32(i32 %v3315, i32 %bound3434)
  %call3321 = tail call i32 @llvm.smax.i32(i32 %call3320, i32 0)
  %at3322 = zext nneg i32 %call3321 to i64
  %p3323 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3322
  %v3324 = load float, ptr addrspace(1) %p3323, align 4
  %fmul3325 = fmul float %v3310, %v3324
  %add3326 = add nuw i32 %call1740, 5
  %call3327 = tail call i32 @llvm.smin.i32(i32 %add3326, i32 %call1746)
  %wide3328 = zext i32 %call3327 to i64
  %call3332 = tail call i64 @llvm.smin.i64(i64 %wide3328, i64 %sub3421)
  %call3333 = tail call i64 @llvm.smax.i64(i64 %call3332, i64 0)
  %p3334 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3333
  %v3335 = load float, ptr addrspace(1) %p3334, align 4
  %call3337 = tail call i64 @llvm.smin.i64(i64 %wide3328, i64 %sub3426)
  %call3338 = tail call i64 @llvm.smax.i64(i64 %call3337, i64 0)
  %p3339 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3338
  %v3340 = load i32, ptr addrspace(1) %p3339, align 4
  %call3345 = tail call i32 @llvm.smin.i32(i32 %v3340, i32 %bound3434)
  %call3346 = tail call i32 @llvm.smax.i32(i32 %call3345, i32 0)
  %at3347 = zext nneg i32 %call3346 to i64
  %p3348 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3347
  %v3349 = load float, ptr addrspace(1) %p3348, align 4
  %fmul3350 = fmul float %v3335, %v3349
  %add3351 = add nuw i32 %call1740, 6
  %call3352 = tail call i32 @llvm.smin.i32(i32 %add3351, i32 %call1746)
  %wide3353 = zext i32 %call3352 to i64
  %call3357 = tail call i64 @llvm.smin.i64(i64 %wide3353, i64 %sub3421)
  %call3358 = tail call i64 @llvm.smax.i64(i64 %call3357, i64 0)
  %p3359 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3358
  %v3360 = load float, ptr addrspace(1) %p3359, align 4
  %call3362 = tail call i64 @llvm.smin.i64(i64 %wide3353, i64 %sub3426)
  %call3363 = tail call i64 @llvm.smax.i64(i64 %call3362, i64 0)
  %p3364 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3363
  %v3365 = load i32, ptr addrspace(1) %p3364, align 4
  %call3370 = tail call i32 @llvm.smin.i32(i32 %v3365, i32 %bound3434)
  %call3371 = tail call i32 @llvm.smax.i32(i32 %call3370, i32 0)
  %at3372 = zext nneg i32 %call3371 to i64
  %p3373 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3372
  %v3374 = load float, ptr addrspace(1) %p3373, align 4
  %fmul3375 = fmul float %v3360, %v3374
  %cmp3376 = icmp sgt i32 %sel1724, 1
  %fadd3377 = fadd reassoc contract float %fmul3882, %fmul3075
  %sel3378 = select i1 %cmp3376, float %fadd3377, float %fmul3882
  %cmp3379 = icmp sgt i32 %sel1724, 2
  %fadd3380 = fadd reassoc contract float %sel3378, %fmul3100
  %sel3381 = select i1 %cmp3379, float %fadd3380, float %sel3378
  %cmp3382 = icmp sgt i32 %sel1724, 3
  %fadd3383 = fadd reassoc contract float %sel3381, %fmul3125
  %sel3384 = select i1 %cmp3382, float %fadd3383, float %sel3381
  %cmp3385 = icmp sgt i32 %sel1724, 4
  %fadd3386 = fadd reassoc contract float %sel3384, %fmul3150
  %sel3387 = select i1 %cmp3385, float %fadd3386, float %sel3384
  %cmp3388 = icmp sgt i32 %sel1724, 5
  %fadd3389 = fadd reassoc contract float %sel3387, %fmul3175
  %sel3390 = select i1 %cmp3388, float %fadd3389, float %sel3387
  %cmp3391 = icmp sgt i32 %sel1724, 6
  %fadd3392 = fadd reassoc contract float %sel3390, %fmul3200
  %sel3393 = select i1 %cmp3391, float %fadd3392, float %sel3390
  %cmp3394 = icmp sgt i32 %sel1744, 1
  %fadd3395 = fadd reassoc contract float %fmul3225, %fmul3250
  %sel3396 = select i1 %cmp3394, float %fadd3395, float %fmul3225
  %cmp3397 = icmp sgt i32 %sel1744, 2
  %fadd3398 = fadd reassoc contract float %sel3396, %fmul3275
  %sel3399 = select i1 %cmp3397, float %fadd3398, float %sel3396
  %cmp3400 = icmp sgt i32 %sel1744, 3
  %fadd3401 = fadd reassoc contract float %sel3399, %fmul3300
  %sel3402 = select i1 %cmp3400, float %fadd3401, float %sel3399
  %cmp3403 = icmp sgt i32 %sel1744, 4
  %fadd3404 = fadd reassoc contract float %sel3402, %fmul3325
  %sel3405 = select i1 %cmp3403, float %fadd3404, float %sel3402
  %cmp3406 = icmp sgt i32 %sel1744, 5
  %fadd3407 = fadd reassoc contract float %sel3405, %fmul3350
  %sel3408 = select i1 %cmp3406, float %fadd3407, float %sel3405
  %cmp3409 = icmp sgt i32 %sel1744, 6
  %fadd3410 = fadd reassoc contract float %sel3408, %fmul3375
  %sel3411 = select i1 %cmp3409, float %fadd3410, float %sel3408
  br label %endif1803

then3413:                                         ; preds = %then1801
  %add3441 = add nuw i32 %call1720, 1
  %call3442 = tail call i32 @llvm.smin.i32(i32 %add3441, i32 %call1726)
  %wide3443 = zext i32 %call3442 to i64
  %call3447 = tail call i64 @llvm.smin.i64(i64 %wide3443, i64 %sub3421)
  %call3448 = tail call i64 @llvm.smax.i64(i64 %call3447, i64 0)
  %p3449 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3448
  %v3450 = load float, ptr addrspace(1) %p3449, align 4
  %call3452 = tail call i64 @llvm.smin.i64(i64 %wide3443, i64 %sub3426)
  %call3453 = tail call i64 @llvm.smax.i64(i64 %call3452, i64 0)
  %p3454 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3453
  %v3455 = load i32, ptr addrspace(1) %p3454, align 4
  %call3460 = tail call i32 @llvm.smin.i32(i32 %v3455, i32 %bound3434)
  %call3461 = tail call i32 @llvm.smax.i32(i32 %call3460, i32 0)
  %at3462 = zext nneg i32 %call3461 to i64
  %p3463 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3462
  %v3464 = load float, ptr addrspace(1) %p3463, align 4
  %fmul3465 = fmul float %v3450, %v3464
  %add3466 = add nuw i32 %call1720, 2
  %call3467 = tail call i32 @llvm.smin.i32(i32 %add3466, i32 %call1726)
  %wide3468 = zext i32 %call3467 to i64
  %call3472 = tail call i64 @llvm.smin.i64(i64 %wide3468, i64 %sub3421)
  %call3473 = tail call i64 @llvm.smax.i64(i64 %call3472, i64 0)
  %p3474 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3473
  %v3475 = load float, ptr addrspace(1) %p3474, align 4
  %call3477 = tail call i64 @llvm.smin.i64(i64 %wide3468, i64 %sub3426)
  %call3478 = tail call i64 @llvm.smax.i64(i64 %call3477, i64 0)
  %p3479 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3478
  %v3480 = load i32, ptr addrspace(1) %p3479, align 4
  %call3485 = tail call i32 @llvm.smin.i32(i32 %v3480, i32 %bound3434)
  %call3486 = tail call i32 @llvm.smax.i32(i32 %call3485, i32 0)
  %at3487 = zext nneg i32 %call3486 to i64
  %p3488 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3487
  %v3489 = load float, ptr addrspace(1) %p3488, align 4
  %fmul3490 = fmul float %v3475, %v3489
  %add3491 = add nuw i32 %call1720, 3
  %call3492 = tail call i32 @llvm.smin.i32(i32 %add3491, i32 %call1726)
  %wide3493 = zext i32 %call3492 to i64
  %call3497 = tail call i64 @llvm.smin.i64(i64 %wide3493, i64 %sub3421)
  %call3498 = tail call i64 @llvm.smax.i64(i64 %call3497, i64 0)
  %p3499 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3498
  %v3500 = load float, ptr addrspace(1) %p3499, align 4
  %call3502 = tail call i64 @llvm.smin.i64(i64 %wide3493, i64 %sub3426)
  %call3503 = tail call i64 @llvm.smax.i64(i64 %call3502, i64 0)
  %p3504 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3503
  %v3505 = load i32, ptr addrspace(1) %p3504, align 4
  %call3510 = tail call i32 @llvm.smin.i32(i32 %v3505, i32 %bound3434)
  %call3511 = tail call i32 @llvm.smax.i32(i32 %call3510, i32 0)
  %at3512 = zext nneg i32 %call3511 to i64
  %p3513 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3512
  %v3514 = load float, ptr addrspace(1) %p3513, align 4
  %fmul3515 = fmul float %v3500, %v3514
  %add3516 = add nuw i32 %call1720, 4
  %call3517 = tail call i32 @llvm.smin.i32(i32 %add3516, i32 %call1726)
  %wide3518 = zext i32 %call3517 to i64
  %call3522 = tail call i64 @llvm.smin.i64(i64 %wide3518, i64 %sub3421)
  %call3523 = tail call i64 @llvm.smax.i64(i64 %call3522, i64 0)
  %p3524 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3523
  %v3525 = load float, ptr addrspace(1) %p3524, align 4
  %call3527 = tail call i64 @llvm.smin.i64(i64 %wide3518, i64 %sub3426)
  %call3528 = tail call i64 @llvm.smax.i64(i64 %call3527, i64 0)
  %p3529 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3528
  %v3530 = load i32, ptr addrspace(1) %p3529, align 4
  %call3535 = tail call i32 @llvm.smin.i32(i32 %v3530, i32 %bound3434)
  %call3536 = tail call i32 @llvm.smax.i32(i32 %call3535, i32 0)
  %at3537 = zext nneg i32 %call3536 to i64
  %p3538 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3537
  %v3539 = load float, ptr addrspace(1) %p3538, align 4
  %fmul3540 = fmul float %v3525, %v3539
  %add3541 = add nuw i32 %call1720, 5
  %call3542 = tail call i32 @llvm.smin.i32(i32 %add3541, i32 %call1726)
  %wide3543 = zext i32 %call3542 to i64
  %call3547 = tail call i64 @llvm.smin.i64(i64 %wide3543, i64 %sub3421)
  %call3548 = tail call i64 @llvm.smax.i64(i64 %call3547, i64 0)
  %p3549 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3548
  %v3550 = load float, ptr addrspace(1) %p3549, align 4
  %call3552 = tail call i64 @llvm.smin.i64(i64 %wide3543, i64 %sub3426)
  %call3553 = tail call i64 @llvm.smax.i64(i64 %call3552, i64 0)
  %p3554 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3553
  %v3555 = load i32, ptr addrspace(1) %p3554, align 4
  %call3560 = tail call i32 @llvm.smin.i32(i32 %v3555, i32 %bound3434)
  %call3561 = tail call i32 @llvm.smax.i32(i32 %call3560, i32 0)
  %at3562 = zext nneg i32 %call3561 to i64
  %p3563 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3562
  %v3564 = load float, ptr addrspace(1) %p3563, align 4
  %fmul3565 = fmul float %v3550, %v3564
  %add3566 = add nuw i32 %call1720, 6
  %call3567 = tail call i32 @llvm.smin.i32(i32 %add3566, i32 %call1726)
  %wide3568 = zext i32 %call3567 to i64
  %call3572 = tail call i64 @llvm.smin.i64(i64 %wide3568, i64 %sub3421)
  %call3573 = tail call i64 @llvm.smax.i64(i64 %call3572, i64 0)
  %p3574 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3573
  %v3575 = load float, ptr addrspace(1) %p3574, align 4
  %call3577 = tail call i64 @llvm.smin.i64(i64 %wide3568, i64 %sub3426)
  %call3578 = tail call i64 @llvm.smax.i64(i64 %call3577, i64 0)
  %p3579 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3578
  %v3580 = load i32, ptr addrspace(1) %p3579, align 4
  %call3585 = tail call i32 @llvm.smin.i32(i32 %v3580, i32 %bound3434)
  %call3586 = tail call i32 @llvm.smax.i32(i32 %call3585, i32 0)
  %at3587 = zext nneg i32 %call3586 to i64
  %p3588 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3587
  %v3589 = load float, ptr addrspace(1) %p3588, align 4
  %fmul3590 = fmul float %v3575, %v3589
  %add3591 = add nuw i32 %call1720, 7
  %call3592 = tail call i32 @llvm.smin.i32(i32 %add3591, i32 %call1726)
  %wide3593 = zext i32 %call3592 to i64
  %call3597 = tail call i64 @llvm.smin.i64(i64 %wide3593, i64 %sub3421)
  %call3598 = tail call i64 @llvm.smax.i64(i64 %call3597, i64 0)
  %p3599 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3598
  %v3600 = load float, ptr addrspace(1) %p3599, align 4
  %call3602 = tail call i64 @llvm.smin.i64(i64 %wide3593, i64 %sub3426)
  %call3603 = tail call i64 @llvm.smax.i64(i64 %call3602, i64 0)
  %p3604 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3603
  %v3605 = load i32, ptr addrspace(1) %p3604, align 4
  %call3610 = tail call i32 @llvm.smin.i32(i32 %v3605, i32 %bound3434)
  %call3611 = tail call i32 @llvm.smax.i32(i32 %call3610, i32 0)
  %at3612 = zext nneg i32 %call3611 to i64
  %p3613 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3612
  %v3614 = load float, ptr addrspace(1) %p3613, align 4
  %fmul3615 = fmul float %v3600, %v3614
  %call3617 = tail call i32 @llvm.smin.i32(i32 %call1740, i32 %call1746)
  %wide3618 = zext nneg i32 %call3617 to i64
  %call3622 = tail call i64 @llvm.smin.i64(i64 %wide3618, i64 %sub3421)
  %call3623 = tail call i64 @llvm.smax.i64(i64 %call3622, i64 0)
  %p3624 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3623
  %v3625 = load float, ptr addrspace(1) %p3624, align 4
  %call3627 = tail call i64 @llvm.smin.i64(i64 %wide3618, i64 %sub3426)
  %call3628 = tail call i64 @llvm.smax.i64(i64 %call3627, i64 0)
  %p3629 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3628
  %v3630 = load i32, ptr addrspace(1) %p3629, align 4
  %call3635 = tail call i32 @llvm.smin.i32(i32 %v3630, i32 %bound3434)
  %call3636 = tail call i32 @llvm.smax.i32(i32 %call3635, i32 0)
  %at3637 = zext nneg i32 %call3636 to i64
  %p3638 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3637
  %v3639 = load float, ptr addrspace(1) %p3638, align 4
  %fmul3640 = fmul float %v3625, %v3639
  %add3641 = add nuw i32 %call1740, 1
  %call3642 = tail call i32 @llvm.smin.i32(i32 %add3641, i32 %call1746)
  %wide3643 = zext i32 %call3642 to i64
  %call3647 = tail call i64 @llvm.smin.i64(i64 %wide3643, i64 %sub3421)
  %call3648 = tail call i64 @llvm.smax.i64(i64 %call3647, i64 0)
  %p3649 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3648
  %v3650 = load float, ptr addrspace(1) %p3649, align 4
  %call3652 = tail call i64 @llvm.smin.i64(i64 %wide3643, i64 %sub3426)
  %call3653 = tail call i64 @llvm.smax.i64(i64 %call3652, i64 0)
  %p3654 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3653
  %v3655 = load i32, ptr addrspace(1) %p3654, align 4
  %call3660 = tail call i32 @llvm.smin.i32(i32 %v3655, i32 %bound3434)
  %call3661 = tail call i32 @llvm.smax.i32(i32 %call3660, i32 0)
  %at3662 = zext nneg i32 %call3661 to i64
  %p3663 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3662
  %v3664 = load float, ptr addrspace(1) %p3663, align 4
  %fmul3665 = fmul float %v3650, %v3664
  %add3666 = add nuw i32 %call1740, 2
  %call3667 = tail call i32 @llvm.smin.i32(i32 %add3666, i32 %call1746)
  %wide3668 = zext i32 %call3667 to i64
  %call3672 = tail call i64 @llvm.smin.i64(i64 %wide3668, i64 %sub3421)
  %call3673 = tail call i64 @llvm.smax.i64(i64 %call3672, i64 0)
  %p3674 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3673
  %v3675 = load float, ptr addrspace(1) %p3674, align 4
  %call3677 = tail call i64 @llvm.smin.i64(i64 %wide3668, i64 %sub3426)
  %call3678 = tail call i64 @llvm.smax.i64(i64 %call3677, i64 0)
  %p3679 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3678
  %v3680 = load i32, ptr addrspace(1) %p3679, align 4
  %call3685 = tail call i32 @llvm.smin.i32(i32 %v3680, i32 %bound3434)
  %call3686 = tail call i32 @llvm.smax.i32(i32 %call3685, i32 0)
  %at3687 = zext nneg i32 %call3686 to i64
  %p3688 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3687
  %v3689 = load float, ptr addrspace(1) %p3688, align 4
  %fmul3690 = fmul float %v3675, %v3689
  %add3691 = add nuw i32 %call1740, 3
  %call3692 = tail call i32 @llvm.smin.i32(i32 %add3691, i32 %call1746)
  %wide3693 = zext i32 %call3692 to i64
  %call3697 = tail call i64 @llvm.smin.i64(i64 %wide3693, i64 %sub3421)
  %call3698 = tail call i64 @llvm.smax.i64(i64 %call3697, i64 0)
  %p3699 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3698
  %v3700 = load float, ptr addrspace(1) %p3699, align 4
  %call3702 = tail call i64 @llvm.smin.i64(i64 %wide3693, i64 %sub3426)
  %call3703 = tail call i64 @llvm.smax.i64(i64 %call3702, i64 0)
  %p3704 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3703
  %v3705 = load i32, ptr addrspace(1) %p3704, align 4
  %call3710 = tail call i32 @llvm.smin.i32(i32 %v3705, i32 %bound3434)
  %call3711 = tail call i32 @llvm.smax.i32(i32 %call3710, i32 0)
  %at3712 = zext nneg i32 %call3711 to i64
  %p3713 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3712
  %v3714 = load float, ptr addrspace(1) %p3713, align 4
  %fmul3715 = fmul float %v3700, %v3714
  %add3716 = add nuw i32 %call1740, 4
  %call3717 = tail call i32 @llvm.smin.i32(i32 %add3716, i32 %call1746)
  %wide3718 = zext i32 %call3717 to i64
  %call3722 = tail call i64 @llvm.smin.i64(i64 %wide3718, i64 %sub3421)
  %call3723 = tail call i64 @llvm.smax.i64(i64 %call3722, i64 0)
  %p3724 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3723
  %v3725 = load float, ptr addrspace(1) %p3724, align 4
  %call3727 = tail call i64 @llvm.smin.i64(i64 %wide3718, i64 %sub3426)
  %call3728 = tail call i64 @llvm.smax.i64(i64 %call3727, i64 0)
  %p3729 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3728
  %v3730 = load i32, ptr addrspace(1) %p3729, align 4
  %call3735 = tail call i32 @llvm.smin.i32(i32 %v3730, i32 %bound3434)
  %call3736 = tail call i32 @llvm.smax.i32(i32 %call3735, i32 0)
  %at3737 = zext nneg i32 %call3736 to i64
  %p3738 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3737
  %v3739 = load float, ptr addrspace(1) %p3738, align 4
  %fmul3740 = fmul float %v3725, %v3739
  %add3741 = add nuw i32 %call1740, 5
  %call3742 = tail call i32 @llvm.smin.i32(i32 %add3741, i32 %call1746)
  %wide3743 = zext i32 %call3742 to i64
  %call3747 = tail call i64 @llvm.smin.i64(i64 %wide3743, i64 %sub3421)
  %call3748 = tail call i64 @llvm.smax.i64(i64 %call3747, i64 0)
  %p3749 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3748
  %v3750 = load float, ptr addrspace(1) %p3749, align 4
  %call3752 = tail call i64 @llvm.smin.i64(i64 %wide3743, i64 %sub3426)
  %call3753 = tail call i64 @llvm.smax.i64(i64 %call3752, i64 0)
  %p3754 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3753
  %v3755 = load i32, ptr addrspace(1) %p3754, align 4
  %call3760 = tail call i32 @llvm.smin.i32(i32 %v3755, i32 %bound3434)
  %call3761 = tail call i32 @llvm.smax.i32(i32 %call3760, i32 0)
  %at3762 = zext nneg i32 %call3761 to i64
  %p3763 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3762
  %v3764 = load float, ptr addrspace(1) %p3763, align 4
  %fmul3765 = fmul float %v3750, %v3764
  %add3766 = add nuw i32 %call1740, 6
  %call3767 = tail call i32 @llvm.smin.i32(i32 %add3766, i32 %call1746)
  %wide3768 = zext i32 %call3767 to i64
  %call3772 = tail call i64 @llvm.smin.i64(i64 %wide3768, i64 %sub3421)
  %call3773 = tail call i64 @llvm.smax.i64(i64 %call3772, i64 0)
  %p3774 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3773
  %v3775 = load float, ptr addrspace(1) %p3774, align 4
  %call3777 = tail call i64 @llvm.smin.i64(i64 %wide3768, i64 %sub3426)
  %call3778 = tail call i64 @llvm.smax.i64(i64 %call3777, i64 0)
  %p3779 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3778
  %v3780 = load i32, ptr addrspace(1) %p3779, align 4
  %call3785 = tail call i32 @llvm.smin.i32(i32 %v3780, i32 %bound3434)
  %call3786 = tail call i32 @llvm.smax.i32(i32 %call3785, i32 0)
  %at3787 = zext nneg i32 %call3786 to i64
  %p3788 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3787
  %v3789 = load float, ptr addrspace(1) %p3788, align 4
  %fmul3790 = fmul float %v3775, %v3789
  %add3791 = add nuw i32 %call1740, 7
  %call3792 = tail call i32 @llvm.smin.i32(i32 %add3791, i32 %call1746)
  %wide3793 = zext i32 %call3792 to i64
  %call3797 = tail call i64 @llvm.smin.i64(i64 %wide3793, i64 %sub3421)
  %call3798 = tail call i64 @llvm.smax.i64(i64 %call3797, i64 0)
  %p3799 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3798
  %v3800 = load float, ptr addrspace(1) %p3799, align 4
  %call3802 = tail call i64 @llvm.smin.i64(i64 %wide3793, i64 %sub3426)
  %call3803 = tail call i64 @llvm.smax.i64(i64 %call3802, i64 0)
  %p3804 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3803
  %v3805 = load i32, ptr addrspace(1) %p3804, align 4
  %call3810 = tail call i32 @llvm.smin.i32(i32 %v3805, i32 %bound3434)
  %call3811 = tail call i32 @llvm.smax.i32(i32 %call3810, i32 0)
  %at3812 = zext nneg i32 %call3811 to i64
  %p3813 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3812
  %v3814 = load float, ptr addrspace(1) %p3813, align 4
  %fmul3815 = fmul float %v3800, %v3814
  %cmp3816 = icmp sgt i32 %sel1724, 1
  %fadd3817 = fadd reassoc contract float %fmul3882, %fmul3465
  %sel3818 = select i1 %cmp3816, float %fadd3817, float %fmul3882
  %cmp3819 = icmp sgt i32 %sel1724, 2
  %fadd3820 = fadd reassoc contract float %sel3818, %fmul3490
  %sel3821 = select i1 %cmp3819, float %fadd3820, float %sel3818
  %cmp3822 = icmp sgt i32 %sel1724, 3
  %fadd3823 = fadd reassoc contract float %sel3821, %fmul3515
  %sel3824 = select i1 %cmp3822, float %fadd3823, float %sel3821
  %cmp3825 = icmp sgt i32 %sel1724, 4
  %fadd3826 = fadd reassoc contract float %sel3824, %fmul3540
  %sel3827 = select i1 %cmp3825, float %fadd3826, float %sel3824
  %cmp3828 = icmp sgt i32 %sel1724, 5
  %fadd3829 = fadd reassoc contract float %sel3827, %fmul3565
  %sel3830 = select i1 %cmp3828, float %fadd3829, float %sel3827
  %cmp3831 = icmp sgt i32 %sel1724, 6
  %fadd3832 = fadd reassoc contract float %sel3830, %fmul3590
  %sel3833 = select i1 %cmp3831, float %fadd3832, float %sel3830
  %cmp3834 = icmp sgt i32 %sel1724, 7
  %fadd3835 = fadd reassoc contract float %sel3833, %fmul3615
  %sel3836 = select i1 %cmp3834, float %fadd3835, float %sel3833
  %cmp3837 = icmp sgt i32 %sel1744, 1
  %fadd3838 = fadd reassoc contract float %fmul3640, %fmul3665
  %sel3839 = select i1 %cmp3837, float %fadd3838, float %fmul3640
  %cmp3840 = icmp sgt i32 %sel1744, 2
  %fadd3841 = fadd reassoc contract float %sel3839, %fmul3690
  %sel3842 = select i1 %cmp3840, float %fadd3841, float %sel3839
  %cmp3843 = icmp sgt i32 %sel1744, 3
  %fadd3844 = fadd reassoc contract float %sel3842, %fmul3715
  %sel3845 = select i1 %cmp3843, float %fadd3844, float %sel3842
  %cmp3846 = icmp sgt i32 %sel1744, 4
  %fadd3847 = fadd reassoc contract float %sel3845, %fmul3740
  %sel3848 = select i1 %cmp3846, float %fadd3847, float %sel3845
  %cmp3849 = icmp sgt i32 %sel1744, 5
  %fadd3850 = fadd reassoc contract float %sel3848, %fmul3765
  %sel3851 = select i1 %cmp3849, float %fadd3850, float %sel3848
  %cmp3852 = icmp sgt i32 %sel1744, 6
  %fadd3853 = fadd reassoc contract float %sel3851, %fmul3790
  %sel3854 = select i1 %cmp3852, float %fadd3853, float %sel3851
  %cmp3855 = icmp sgt i32 %sel1744, 7
  %fadd3856 = fadd reassoc contract float %sel3854, %fmul3815
  %sel3857 = select i1 %cmp3855, float %fadd3856, float %sel3854
  br label %endif1803

else3414:                                         ; preds = %then1801
  %call3884 = tail call i32 @llvm.smin.i32(i32 %call1740, i32 %call1746)
  %wide3885 = zext nneg i32 %call3884 to i64
  %call3889 = tail call i64 @llvm.smin.i64(i64 %wide3885, i64 %sub3421)
  %call3890 = tail call i64 @llvm.smax.i64(i64 %call3889, i64 0)
  %p3891 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3890
  %v3892 = load float, ptr addrspace(1) %p3891, align 4
  %call3894 = tail call i64 @llvm.smin.i64(i64 %wide3885, i64 %sub3426)
  %call3895 = tail call i64 @llvm.smax.i64(i64 %call3894, i64 0)
  %p3896 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3895
  %v3897 = load i32, ptr addrspace(1) %p3896, align 4
  %call3902 = tail call i32 @llvm.smin.i32(i32 %v3897, i32 %bound3434)
  %call3903 = tail call i32 @llvm.smax.i32(i32 %call3902, i32 0)
  %at3904 = zext nneg i32 %call3903 to i64
  %p3905 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3904
  %v3906 = load float, ptr addrspace(1) %p3905, align 4
  %fmul3907 = fmul float %v3892, %v3906
  %cmp3910 = icmp sgt i32 %call1799, 1
  br i1 %cmp3910, label %fold.body3908, label %endif1803

fold.body3908:                                    ; preds = %else3414, %fold.body3908
  %i3911 = phi i64 [ %add3974, %fold.body3908 ], [ 1, %else3414 ]
  %phi3912 = phi float [ %sel3969, %fold.body3908 ], [ %fmul3882, %else3414 ]
  %phi3913 = phi float [ %sel3973, %fold.body3908 ], [ %fmul3907, %else3414 ]
  %j3914 = trunc i64 %i3911 to i32
  %add3915 = add i32 %call1720, %j3914
  %call3916 = tail call i32 @llvm.smin.i32(i32 %add3915, i32 %call1726)
  %wide3917 = zext i32 %call3916 to i64
  %call3921 = tail call i64 @llvm.smin.i64(i64 %wide3917, i64 %sub3421)
  %call3922 = tail call i64 @llvm.smax.i64(i64 %call3921, i64 0)
  %p3923 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3922
  %v3924 = load float, ptr addrspace(1) %p3923, align 4
  %call3926 = tail call i64 @llvm.smin.i64(i64 %wide3917, i64 %sub3426)
  %call3927 = tail call i64 @llvm.smax.i64(i64 %call3926, i64 0)
  %p3928 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3927
  %v3929 = load i32, ptr addrspace(1) %p3928, align 4
  %call3934 = tail call i32 @llvm.smin.i32(i32 %v3929, i32 %bound3434)
  %call3935 = tail call i32 @llvm.smax.i32(i32 %call3934, i32 0)
  %at3936 = zext nneg i32 %call3935 to i64
  %p3937 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3936
  %v3938 = load float, ptr addrspace(1) %p3937, align 4
  %fmul3939 = fmul float %v3924, %v3938
  %add3941 = add i32 %call1740, %j3914
  %call3942 = tail call i32 @llvm.smin.i32(i32 %add3941, i32 %call1746)
  %wide3943 = zext i32 %call3942 to i64
  %call3947 = tail call i64 @llvm.smin.i64(i64 %wide3943, i64 %sub3421)
  %call3948 = tail call i64 @llvm.smax.i64(i64 %call3947, i64 0)
  %p3949 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3948
  %v3950 = load float, ptr addrspace(1) %p3949, align 4
  %call3952 = tail call i64 @llvm.smin.i64(i64 %wide3943, i64 %sub3426)
  %call3953 = tail call i64 @llvm.smax.i64(i64 %call3952, i64 0)
  %p3954 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3953
  %v3955 = load i32, ptr addrspace(1) %p3954, align 4
  %call3960 = tail call i32 @llvm.smin.i32(i32 %v3955, i32 %bound3434)
  %call3961 = tail call i32 @llvm.smax.i32(i32 %call3960, i32 0)
  %at3962 = zext nneg i32 %call3961 to i64
  %p3963 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3962
  %v3964 = load float, ptr addrspace(1) %p3963, align 4
  %fmul3965 = fmul float %v3950, %v3964
  %cmp3967 = icmp sgt i32 %sel1724, %j3914
  %fadd3968 = fadd reassoc contract float %phi3912, %fmul3939
  %sel3969 = select i1 %cmp3967, float %fadd3968, float %phi3912
  %cmp3971 = icmp sgt i32 %sel1744, %j3914
  %fadd3972 = fadd reassoc contract float %phi3913, %fmul3965
  %sel3973 = select i1 %cmp3971, float %fadd3972, float %phi3913
  %add3974 = add nuw nsw i64 %i3911, 1
  %exitcond.not = icmp eq i64 %add3974, %widest1800
  br i1 %exitcond.not, label %endif1803, label %fold.body3908

then4001:                                         ; preds = %endif1803
  %p4003 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add1709
  %cmp3998 = icmp sgt i32 %sub1723, 0
  %fadd3999 = fadd reassoc contract float %phi3996, 0.000000e+00
  %sel4000 = select i1 %cmp3998, float %fadd3999, float 0.000000e+00
  store float %sel4000, ptr addrspace(1) %p4003, align 4
  br label %endif4002

endif4002:                                        ; preds = %then4001, %endif1803
  br i1 %cmp1730, label %then4007, label %endif1753

then4007:                                         ; preds = %endif4002
  %p4009 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add1729
  %cmp4004 = icmp sgt i32 %sub1743, 0
  %fadd4005 = fadd reassoc contract float %phi3997, 0.000000e+00
  %sel4006 = select i1 %cmp4004, float %fadd4005, float 0.000000e+00
  store float %sel4006, ptr addrspace(1) %p4009, align 4
  br label %endif1753
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
  %call40 = tail call i64 @llvm.smin.i64(i64 %8, i64 2147483647)
  %n = trunc i64 %call40 to i32
  %most = sdiv i64 %8, 4097
  %most128 = sdiv i64 %8, 2048
  %add129 = add nsw i64 %most128, %most
  %cmp288.not = icmp eq i64 %lane, 31
  %cmp293 = icmp ult i64 %lane, 30
  %cmp298 = icmp ult i64 %lane, 28
  %cmp303 = icmp ult i64 %lane, 24
  %cmp308 = icmp ult i64 %lane, 16
  %sub322 = add i64 %4, -1
  %call323 = tail call i64 @llvm.smin.i64(i64 %sub322, i64 2147483647)
  %bound = trunc i64 %call323 to i32
  br label %repeat.body

else:                                             ; preds = %entry
  %call740 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp23)
  %cmp741.not = icmp eq i32 %call740, 0
  %19 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address26) #5
  %cmp745 = icmp ne i64 %19, 0
  %20 = and i1 %cmp741.not, %cmp745
  %listing746 = and i1 %20, %cmp22
  br i1 %listing746, label %repeat.body747.preheader, label %endif

repeat.body747.preheader:                         ; preds = %else
  %call764 = tail call i64 @llvm.smin.i64(i64 %8, i64 2147483647)
  %n765 = trunc i64 %call764 to i32
  %most860 = sdiv i64 %8, 4097
  %most861 = sdiv i64 %8, 2048
  %add862 = add nsw i64 %most861, %most860
  %cmp1025.not = icmp eq i64 %lane, 31
  %cmp1030 = icmp ult i64 %lane, 30
  %cmp1035 = icmp ult i64 %lane, 28
  %cmp1040 = icmp ult i64 %lane, 24
  %cmp1045 = icmp ult i64 %lane, 16
  %sub1058 = add i64 %0, -1
  %sub1063 = add i64 %2, -1
  %sub1069 = add i64 %4, -1
  %call1070 = tail call i64 @llvm.smin.i64(i64 %sub1069, i64 2147483647)
  %bound1071 = trunc i64 %call1070 to i32
  br label %repeat.body747

endif:                                            ; preds = %endif842, %endif116, %else, %then
  ret void

repeat.body:                                      ; preds = %repeat.body.preheader, %endif116
  %phi = phi i64 [ %add734, %endif116 ], [ %warp, %repeat.body.preheader ]
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
  %p38 = getelementptr i8, ptr addrspace(1) %p, i64 4
  %v39 = load i32, ptr addrspace(1) %p38, align 4
  %call41 = tail call i32 @llvm.smax.i32(i32 %v, i32 0)
  %call42 = tail call i32 @llvm.smin.i32(i32 %call41, i32 %n)
  %call43 = tail call i32 @llvm.smax.i32(i32 %v39, i32 %call42)
  %call44 = tail call i32 @llvm.smin.i32(i32 %call43, i32 %n)
  %sub45 = sub i32 %call44, %call42
  %sel = select i1 %cmp35, i32 %sub45, i32 0
  %sub46 = add i32 %call44, -1
  %call47 = tail call i32 @llvm.smax.i32(i32 %sub46, i32 0)
  %add50 = or disjoint i64 %add34, 32
  %cmp51 = icmp slt i64 %add50, %call9
  %call52 = tail call i64 @llvm.smin.i64(i64 %add50, i64 %call13)
  %p53 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %call52
  %v54 = load i32, ptr addrspace(1) %p53, align 4
  %p56 = getelementptr i8, ptr addrspace(1) %p53, i64 4
  %v57 = load i32, ptr addrspace(1) %p56, align 4
  %call60 = tail call i32 @llvm.smax.i32(i32 %v54, i32 0)
  %call61 = tail call i32 @llvm.smin.i32(i32 %call60, i32 %n)
  %call62 = tail call i32 @llvm.smax.i32(i32 %v57, i32 %call61)
  %call63 = tail call i32 @llvm.smin.i32(i32 %call62, i32 %n)
  %sub64 = sub i32 %call63, %call61
  %sel65 = select i1 %cmp51, i32 %sub64, i32 0
  %sub66 = add i32 %call63, -1
  %call67 = tail call i32 @llvm.smax.i32(i32 %sub66, i32 0)
  %add70 = or disjoint i64 %add34, 64
  %cmp71 = icmp slt i64 %add70, %call9
  %call72 = tail call i64 @llvm.smin.i64(i64 %add70, i64 %call13)
  %p73 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %call72
  %v74 = load i32, ptr addrspace(1) %p73, align 4
  %p76 = getelementptr i8, ptr addrspace(1) %p73, i64 4
  %v77 = load i32, ptr addrspace(1) %p76, align 4
  %call80 = tail call i32 @llvm.smax.i32(i32 %v74, i32 0)
  %call81 = tail call i32 @llvm.smin.i32(i32 %call80, i32 %n)
  %call82 = tail call i32 @llvm.smax.i32(i32 %v77, i32 %call81)
  %call83 = tail call i32 @llvm.smin.i32(i32 %call82, i32 %n)
  %sub84 = sub i32 %call83, %call81
  %sel85 = select i1 %cmp71, i32 %sub84, i32 0
  %sub86 = add i32 %call83, -1
  %call87 = tail call i32 @llvm.smax.i32(i32 %sub86, i32 0)
  %add90 = or disjoint i64 %add34, 96
  %cmp91 = icmp slt i64 %add90, %call9
  %call92 = tail call i64 @llvm.smin.i64(i64 %add90, i64 %call13)
  %p93 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %call92
  %v94 = load i32, ptr addrspace(1) %p93, align 4
  %p96 = getelementptr i8, ptr addrspace(1) %p93, i64 4
  %v97 = load i32, ptr addrspace(1) %p96, align 4
  %call100 = tail call i32 @llvm.smax.i32(i32 %v94, i32 0)
  %call101 = tail call i32 @llvm.smin.i32(i32 %call100, i32 %n)
  %call102 = tail call i32 @llvm.smax.i32(i32 %v97, i32 %call101)
  %call103 = tail call i32 @llvm.smin.i32(i32 %call102, i32 %n)
  %sub104 = sub i32 %call103, %call101
  %sel105 = select i1 %cmp91, i32 %sub104, i32 0
  %sub106 = add i32 %call103, -1
  %call107 = tail call i32 @llvm.smax.i32(i32 %sub106, i32 0)
  %call108 = tail call i32 @llvm.smax.i32(i32 %sel, i32 %sel65)
  %call109 = tail call i32 @llvm.smax.i32(i32 %call108, i32 %sel85)
  %call110 = tail call i32 @llvm.smax.i32(i32 %call109, i32 %sel105)
  %cmp111 = icmp sgt i32 %call110, 16
  %call112 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp111)
  %cmp113.not = icmp eq i32 %call112, 0
  br i1 %cmp113.not, label %else115, label %then114

then114:                                          ; preds = %repeat.body
  %cmp117 = icmp sgt i32 %sel, 4096
  %listed = and i1 %cmp, %cmp117
  br i1 %listed, label %then118, label %endif119

else115:                                          ; preds = %repeat.body
  %call504 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %call110, i32 1, i32 31)
  %call507 = tail call i32 @llvm.smax.i32(i32 %call110, i32 %call504)
  %sel508 = select i1 %cmp288.not, i32 %call110, i32 %call507
  %call509 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel508, i32 2, i32 31)
  %call512 = tail call i32 @llvm.smax.i32(i32 %sel508, i32 %call509)
  %sel513 = select i1 %cmp293, i32 %call512, i32 %sel508
  %call514 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel513, i32 4, i32 31)
  %call517 = tail call i32 @llvm.smax.i32(i32 %sel513, i32 %call514)
  %sel518 = select i1 %cmp298, i32 %call517, i32 %sel513
  %call519 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel518, i32 8, i32 31)
  %call522 = tail call i32 @llvm.smax.i32(i32 %sel518, i32 %call519)
  %sel523 = select i1 %cmp303, i32 %call522, i32 %sel518
  %call524 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel523, i32 16, i32 31)
  %call527 = tail call i32 @llvm.smax.i32(i32 %sel523, i32 %call524)
  %sel528 = select i1 %cmp308, i32 %call527, i32 %sel523
  %call529 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %sel528, i32 0, i32 31)
  %widest530 = sext i32 %call529 to i64
  br i1 %cmp16, label %then531, label %endif533

endif116.sink.split:                              ; preds = %endif724, %endif496
  %sel273.sink = phi i32 [ %sel273, %endif496 ], [ %sub104, %endif724 ]
  %phi479.sink = phi float [ %phi479, %endif496 ], [ %phi707, %endif724 ]
  %p503 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add90
  %cmp498 = icmp sgt i32 %sel273.sink, 0
  %fadd499 = fadd reassoc contract float %phi479.sink, 0.000000e+00
  %sel500 = select i1 %cmp498, float %fadd499, float 0.000000e+00
  store float %sel500, ptr addrspace(1) %p503, align 4
  br label %endif116

endif116:                                         ; preds = %endif116.sink.split, %endif278, %endif496, %endif724
  %phi732 = phi i1 [ false, %endif724 ], [ false, %endif496 ], [ true, %endif278 ], [ false, %endif116.sink.split ]
  %add734 = add nuw nsw i64 %phi, %warp8
  %cmp735 = icmp sge i64 %add734, %groups
  %quit = or i1 %cmp31, %phi732
  %again.not = or i1 %cmp735, %quit
  br i1 %again.not, label %endif, label %repeat.body

then118:                                          ; preds = %then114
  %narrow = add nuw i32 %sel, 4095
  %22 = lshr i32 %narrow, 12
  %23 = tail call i32 @llvm.umax.i32(i32 %22, i32 2048)
  %sub122 = add nsw i32 %sel, -1
  %chunks = udiv i32 %sub122, %23
  %chunks124 = zext nneg i32 %chunks to i64
  %add125 = add nuw nsw i64 %chunks124, 1
  %add126 = add nuw nsw i64 %chunks124, 4294967297
  %24 = atomicrmw add ptr addrspace(1) %list, i64 %add126 monotonic, align 8
  %entry127 = lshr i64 %24, 32
  %first = and i64 %24, 4294967295
  %cmp130 = icmp slt i64 %entry127, %most
  %add131 = add nuw nsw i64 %add125, %first
  %cmp132 = icmp sle i64 %add131, %add129
  %room = and i1 %cmp130, %cmp132
  br i1 %room, label %then133, label %else134

endif119:                                         ; preds = %then133, %else134, %then114
  %sel147 = phi i32 [ 0, %then133 ], [ 0, %else134 ], [ %sel, %then114 ]
  %cmp146 = icmp sgt i32 %sel, 16
  %left = xor i1 %cmp146, %listed
  %cmp148 = icmp sgt i32 %sel65, 4096
  %listed149 = and i1 %cmp, %cmp148
  br i1 %listed149, label %then150, label %endif151

then133:                                          ; preds = %then118
  %.idx1635 = mul nuw nsw i64 %entry127, 24
  %25 = getelementptr inbounds i8, ptr addrspace(1) %list, i64 %.idx1635
  %p138 = getelementptr inbounds i8, ptr addrspace(1) %25, i64 8
  store i64 %add34, ptr addrspace(1) %p138, align 4
  %p141 = getelementptr inbounds i8, ptr addrspace(1) %25, i64 16
  store i64 %first, ptr addrspace(1) %p141, align 4
  %p144 = getelementptr inbounds i8, ptr addrspace(1) %25, i64 24
  store i64 0, ptr addrspace(1) %p144, align 4
  br label %endif119

else134:                                          ; preds = %then118
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif119

then150:                                          ; preds = %endif119
  %narrow1626 = add nuw i32 %sel65, 4095
  %26 = lshr i32 %narrow1626, 12
  %27 = tail call i32 @llvm.umax.i32(i32 %26, i32 2048)
  %sub156 = add nsw i32 %sel65, -1
  %chunks159 = udiv i32 %sub156, %27
  %chunks160 = zext nneg i32 %chunks159 to i64
  %add161 = add nuw nsw i64 %chunks160, 1
  %add162 = add nuw nsw i64 %chunks160, 4294967297
  %28 = atomicrmw add ptr addrspace(1) %list, i64 %add162 monotonic, align 8
  %entry163 = lshr i64 %28, 32
  %first164 = and i64 %28, 4294967295
  %cmp168 = icmp slt i64 %entry163, %most
  %add169 = add nuw nsw i64 %add161, %first164
  %cmp170 = icmp sle i64 %add169, %add129
  %room171 = and i1 %cmp168, %cmp170
  br i1 %room171, label %then172, label %else173

endif151:                                         ; preds = %then172, %else173, %endif119
  %sel189 = phi i32 [ 0, %then172 ], [ 0, %else173 ], [ %sel65, %endif119 ]
  %cmp185 = icmp sgt i32 %sel65, 16
  %left187 = xor i1 %cmp185, %listed149
  %unlisted188 = or i1 %left, %left187
  %cmp190 = icmp sgt i32 %sel85, 4096
  %listed191 = and i1 %cmp, %cmp190
  br i1 %listed191, label %then192, label %endif193

then172:                                          ; preds = %then150
  %.idx1636 = mul nuw nsw i64 %entry163, 24
  %29 = getelementptr inbounds i8, ptr addrspace(1) %list, i64 %.idx1636
  %p177 = getelementptr inbounds i8, ptr addrspace(1) %29, i64 8
  store i64 %add50, ptr addrspace(1) %p177, align 4
  %p180 = getelementptr inbounds i8, ptr addrspace(1) %29, i64 16
  store i64 %first164, ptr addrspace(1) %p180, align 4
  %p183 = getelementptr inbounds i8, ptr addrspace(1) %29, i64 24
  store i64 0, ptr addrspace(1) %p183, align 4
  br label %endif151

else173:                                          ; preds = %then150
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif151

then192:                                          ; preds = %endif151
  %narrow1628 = add nuw i32 %sel85, 4095
  %30 = lshr i32 %narrow1628, 12
  %31 = tail call i32 @llvm.umax.i32(i32 %30, i32 2048)
  %sub198 = add nsw i32 %sel85, -1
  %chunks201 = udiv i32 %sub198, %31
  %chunks202 = zext nneg i32 %chunks201 to i64
  %add203 = add nuw nsw i64 %chunks202, 1
  %add204 = add nuw nsw i64 %chunks202, 4294967297
  %32 = atomicrmw add ptr addrspace(1) %list, i64 %add204 monotonic, align 8
  %entry205 = lshr i64 %32, 32
  %first206 = and i64 %32, 4294967295
  %cmp210 = icmp slt i64 %entry205, %most
  %add211 = add nuw nsw i64 %add203, %first206
  %cmp212 = icmp sle i64 %add211, %add129
  %room213 = and i1 %cmp210, %cmp212
  br i1 %room213, label %then214, label %else215

endif193:                                         ; preds = %then214, %else215, %endif151
  %sel231 = phi i32 [ 0, %then214 ], [ 0, %else215 ], [ %sel85, %endif151 ]
  %cmp227 = icmp sgt i32 %sel85, 16
  %left229 = xor i1 %cmp227, %listed191
  %unlisted230 = or i1 %unlisted188, %left229
  %cmp232 = icmp sgt i32 %sel105, 4096
  %listed233 = and i1 %cmp, %cmp232
  br i1 %listed233, label %then234, label %endif235

then214:                                          ; preds = %then192
  %.idx1637 = mul nuw nsw i64 %entry205, 24
  %33 = getelementptr inbounds i8, ptr addrspace(1) %list, i64 %.idx1637
  %p219 = getelementptr inbounds i8, ptr addrspace(1) %33, i64 8
  store i64 %add70, ptr addrspace(1) %p219, align 4
  %p222 = getelementptr inbounds i8, ptr addrspace(1) %33, i64 16
  store i64 %first206, ptr addrspace(1) %p222, align 4
  %p225 = getelementptr inbounds i8, ptr addrspace(1) %33, i64 24
  store i64 0, ptr addrspace(1) %p225, align 4
  br label %endif193

else215:                                          ; preds = %then192
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif193

then234:                                          ; preds = %endif193
  %narrow1630 = add nuw i32 %sel105, 4095
  %34 = lshr i32 %narrow1630, 12
  %35 = tail call i32 @llvm.umax.i32(i32 %34, i32 2048)
  %sub240 = add nsw i32 %sel105, -1
  %chunks243 = udiv i32 %sub240, %35
  %chunks244 = zext nneg i32 %chunks243 to i64
  %add245 = add nuw nsw i64 %chunks244, 1
  %add246 = add nuw nsw i64 %chunks244, 4294967297
  %36 = atomicrmw add ptr addrspace(1) %list, i64 %add246 monotonic, align 8
  %entry247 = lshr i64 %36, 32
  %first248 = and i64 %36, 4294967295
  %cmp252 = icmp slt i64 %entry247, %most
  %add253 = add nuw nsw i64 %add245, %first248
  %cmp254 = icmp sle i64 %add253, %add129
  %room255 = and i1 %cmp252, %cmp254
  br i1 %room255, label %then256, label %else257

endif235:                                         ; preds = %then256, %else257, %endif193
  %sel273 = phi i32 [ 0, %then256 ], [ 0, %else257 ], [ %sel105, %endif193 ]
  %cmp269 = icmp sgt i32 %sel105, 16
  %left271 = xor i1 %cmp269, %listed233
  %unlisted272 = or i1 %unlisted230, %left271
  %call274 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %unlisted272)
  %cmp275 = icmp ne i32 %call274, 0
  %first276 = and i1 %cmp15, %cmp275
  br i1 %first276, label %then277, label %endif278

then256:                                          ; preds = %then234
  %.idx1638 = mul nuw nsw i64 %entry247, 24
  %37 = getelementptr inbounds i8, ptr addrspace(1) %list, i64 %.idx1638
  %p261 = getelementptr inbounds i8, ptr addrspace(1) %37, i64 8
  store i64 %add90, ptr addrspace(1) %p261, align 4
  %p264 = getelementptr inbounds i8, ptr addrspace(1) %37, i64 16
  store i64 %first248, ptr addrspace(1) %p264, align 4
  %p267 = getelementptr inbounds i8, ptr addrspace(1) %37, i64 24
  store i64 0, ptr addrspace(1) %p267, align 4
  br label %endif235

else257:                                          ; preds = %then234
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif235

then277:                                          ; preds = %endif235
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif278

endif278:                                         ; preds = %then277, %endif235
  br i1 %cmp275, label %endif116, label %else281

else281:                                          ; preds = %endif278
  %call283 = tail call i32 @llvm.smax.i32(i32 %sel147, i32 %sel189)
  %call284 = tail call i32 @llvm.smax.i32(i32 %call283, i32 %sel231)
  %call285 = tail call i32 @llvm.smax.i32(i32 %call284, i32 %sel273)
  %call286 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %call285, i32 1, i32 31)
  %call289 = tail call i32 @llvm.smax.i32(i32 %call285, i32 %call286)
  %sel290 = select i1 %cmp288.not, i32 %call285, i32 %call289
  %call291 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel290, i32 2, i32 31)
  %call294 = tail call i32 @llvm.smax.i32(i32 %sel290, i32 %call291)
  %sel295 = select i1 %cmp293, i32 %call294, i32 %sel290
  %call296 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel295, i32 4, i32 31)
  %call299 = tail call i32 @llvm.smax.i32(i32 %sel295, i32 %call296)
  %sel300 = select i1 %cmp298, i32 %call299, i32 %sel295
  %call301 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel300, i32 8, i32 31)
  %call304 = tail call i32 @llvm.smax.i32(i32 %sel300, i32 %call301)
  %sel305 = select i1 %cmp303, i32 %call304, i32 %sel300
  %call306 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel305, i32 16, i32 31)
  %call309 = tail call i32 @llvm.smax.i32(i32 %sel305, i32 %call306)
  %sel310 = select i1 %cmp308, i32 %call309, i32 %sel305
  %call311 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %sel310, i32 0, i32 31)
  %widest = sext i32 %call311 to i64
  br i1 %cmp16, label %then312, label %endif314

then312:                                          ; preds = %else281
  %call316 = tail call i32 @llvm.smin.i32(i32 %call42, i32 %call47)
  %wide317 = zext nneg i32 %call316 to i64
  %p318 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide317
  %v319 = load float, ptr addrspace(1) %p318, align 4
  %p320 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide317
  %v321 = load i32, ptr addrspace(1) %p320, align 4
  %call324 = tail call i32 @llvm.smin.i32(i32 %v321, i32 %bound)
  %call325 = tail call i32 @llvm.smax.i32(i32 %call324, i32 0)
  %at = zext nneg i32 %call325 to i64
  %p326 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at
  %v327 = load float, ptr addrspace(1) %p326, align 4
  %fmul = fmul float %v319, %v327
  %call329 = tail call i32 @llvm.smin.i32(i32 %call61, i32 %call67)
  %wide330 = zext nneg i32 %call329 to i64
  %p331 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide330
  %v332 = load float, ptr addrspace(1) %p331, align 4
  %p333 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide330
  %v334 = load i32, ptr addrspace(1) %p333, align 4
  %call339 = tail call i32 @llvm.smin.i32(i32 %v334, i32 %bound)
  %call340 = tail call i32 @llvm.smax.i32(i32 %call339, i32 0)
  %at341 = zext nneg i32 %call340 to i64
  %p342 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at341
  %v343 = load float, ptr addrspace(1) %p342, align 4
  %fmul344 = fmul float %v332, %v343
  %call346 = tail call i32 @llvm.smin.i32(i32 %call81, i32 %call87)
  %wide347 = zext nneg i32 %call346 to i64
  %p348 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide347
  %v349 = load float, ptr addrspace(1) %p348, align 4
  %p350 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide347
  %v351 = load i32, ptr addrspace(1) %p350, align 4
  %call356 = tail call i32 @llvm.smin.i32(i32 %v351, i32 %bound)
  %call357 = tail call i32 @llvm.smax.i32(i32 %call356, i32 0)
  %at358 = zext nneg i32 %call357 to i64
  %p359 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at358
  %v360 = load float, ptr addrspace(1) %p359, align 4
  %fmul361 = fmul float %v349, %v360
  %call363 = tail call i32 @llvm.smin.i32(i32 %call101, i32 %call107)
  %wide364 = zext nneg i32 %call363 to i64
  %p365 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide364
  %v366 = load float, ptr addrspace(1) %p365, align 4
  %p367 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide364
  %v368 = load i32, ptr addrspace(1) %p367, align 4
  %call373 = tail call i32 @llvm.smin.i32(i32 %v368, i32 %bound)
  %call374 = tail call i32 @llvm.smax.i32(i32 %call373, i32 0)
  %at375 = zext nneg i32 %call374 to i64
  %p376 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at375
  %v377 = load float, ptr addrspace(1) %p376, align 4
  %fmul378 = fmul float %v366, %v377
  %cmp379 = icmp sgt i32 %call311, 1
  br i1 %cmp379, label %fold.body, label %endif314

endif314:                                         ; preds = %fold.body, %then312, %else281
  %phi476 = phi float [ 0.000000e+00, %else281 ], [ %fmul, %then312 ], [ %sel457, %fold.body ]
  %phi477 = phi float [ 0.000000e+00, %else281 ], [ %fmul344, %then312 ], [ %sel461, %fold.body ]
  %phi478 = phi float [ 0.000000e+00, %else281 ], [ %fmul361, %then312 ], [ %sel465, %fold.body ]
  %phi479 = phi float [ 0.000000e+00, %else281 ], [ %fmul378, %then312 ], [ %sel469, %fold.body ]
  br i1 %cmp35, label %then483, label %endif484

fold.body:                                        ; preds = %then312, %fold.body
  %i = phi i64 [ %add470, %fold.body ], [ 1, %then312 ]
  %phi380 = phi float [ %sel457, %fold.body ], [ %fmul, %then312 ]
  %phi381 = phi float [ %sel461, %fold.body ], [ %fmul344, %then312 ]
  %phi382 = phi float [ %sel465, %fold.body ], [ %fmul361, %then312 ]
  %phi383 = phi float [ %sel469, %fold.body ], [ %fmul378, %then312 ]
  %j = trunc i64 %i to i32
  %add384 = add i32 %call42, %j
  %call385 = tail call i32 @llvm.smin.i32(i32 %add384, i32 %call47)
  %wide386 = zext i32 %call385 to i64
  %p387 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide386
  %v388 = load float, ptr addrspace(1) %p387, align 4
  %p389 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide386
  %v390 = load i32, ptr addrspace(1) %p389, align 4
  %call395 = tail call i32 @llvm.smin.i32(i32 %v390, i32 %bound)
  %call396 = tail call i32 @llvm.smax.i32(i32 %call395, i32 0)
  %at397 = zext nneg i32 %call396 to i64
  %p398 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at397
  %v399 = load float, ptr addrspace(1) %p398, align 4
  %fmul400 = fmul float %v388, %v399
  %add402 = add i32 %call61, %j
  %call403 = tail call i32 @llvm.smin.i32(i32 %add402, i32 %call67)
  %wide404 = zext i32 %call403 to i64
  %p405 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide404
  %v406 = load float, ptr addrspace(1) %p405, align 4
  %p407 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide404
  %v408 = load i32, ptr addrspace(1) %p407, align 4
  %call413 = tail call i32 @llvm.smin.i32(i32 %v408, i32 %bound)
  %call414 = tail call i32 @llvm.smax.i32(i32 %call413, i32 0)
  %at415 = zext nneg i32 %call414 to i64
  %p416 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at415
  %v417 = load float, ptr addrspace(1) %p416, align 4
  %fmul418 = fmul float %v406, %v417
  %add420 = add i32 %call81, %j
  %call421 = tail call i32 @llvm.smin.i32(i32 %add420, i32 %call87)
  %wide422 = zext i32 %call421 to i64
  %p423 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide422
  %v424 = load float, ptr addrspace(1) %p423, align 4
  %p425 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide422
  %v426 = load i32, ptr addrspace(1) %p425, align 4
  %call431 = tail call i32 @llvm.smin.i32(i32 %v426, i32 %bound)
  %call432 = tail call i32 @llvm.smax.i32(i32 %call431, i32 0)
  %at433 = zext nneg i32 %call432 to i64
  %p434 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at433
  %v435 = load float, ptr addrspace(1) %p434, align 4
  %fmul436 = fmul float %v424, %v435
  %add438 = add i32 %call101, %j
  %call439 = tail call i32 @llvm.smin.i32(i32 %add438, i32 %call107)
  %wide440 = zext i32 %call439 to i64
  %p441 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide440
  %v442 = load float, ptr addrspace(1) %p441, align 4
  %p443 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide440
  %v444 = load i32, ptr addrspace(1) %p443, align 4
  %call449 = tail call i32 @llvm.smin.i32(i32 %v444, i32 %bound)
  %call450 = tail call i32 @llvm.smax.i32(i32 %call449, i32 0)
  %at451 = zext nneg i32 %call450 to i64
  %p452 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at451
  %v453 = load float, ptr addrspace(1) %p452, align 4
  %fmul454 = fmul float %v442, %v453
  %cmp456 = icmp sgt i32 %sel147, %j
  %fadd = fadd reassoc contract float %phi380, %fmul400
  %sel457 = select i1 %cmp456, float %fadd, float %phi380
  %cmp459 = icmp sgt i32 %sel189, %j
  %fadd460 = fadd reassoc contract float %phi381, %fmul418
  %sel461 = select i1 %cmp459, float %fadd460, float %phi381
  %cmp463 = icmp sgt i32 %sel231, %j
  %fadd464 = fadd reassoc contract float %phi382, %fmul436
  %sel465 = select i1 %cmp463, float %fadd464, float %phi382
  %cmp467 = icmp sgt i32 %sel273, %j
  %fadd468 = fadd reassoc contract float %phi383, %fmul454
  %sel469 = select i1 %cmp467, float %fadd468, float %phi383
  %add470 = add nuw nsw i64 %i, 1
  %exitcond1642.not = icmp eq i64 %add470, %widest
  br i1 %exitcond1642.not, label %endif314, label %fold.body

then483:                                          ; preds = %endif314
  %p485 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add34
  %cmp480 = icmp sgt i32 %sel147, 0
  %fadd481 = fadd reassoc contract float %phi476, 0.000000e+00
  %sel482 = select i1 %cmp480, float %fadd481, float 0.000000e+00
  store float %sel482, ptr addrspace(1) %p485, align 4
  br label %endif484

endif484:                                         ; preds = %then483, %endif314
  br i1 %cmp51, label %then489, label %endif490

then489:                                          ; preds = %endif484
  %p491 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add50
  %cmp486 = icmp sgt i32 %sel189, 0
  %fadd487 = fadd reassoc contract float %phi477, 0.000000e+00
  %sel488 = select i1 %cmp486, float %fadd487, float 0.000000e+00
  store float %sel488, ptr addrspace(1) %p491, align 4
  br label %endif490

endif490:                                         ; preds = %then489, %endif484
  br i1 %cmp71, label %then495, label %endif496

then495:                                          ; preds = %endif490
  %p497 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add70
  %cmp492 = icmp sgt i32 %sel231, 0
  %fadd493 = fadd reassoc contract float %phi478, 0.000000e+00
  %sel494 = select i1 %cmp492, float %fadd493, float 0.000000e+00
  store float %sel494, ptr addrspace(1) %p497, align 4
  br label %endif496

endif496:                                         ; preds = %then495, %endif490
  br i1 %cmp91, label %endif116.sink.split, label %endif116

then531:                                          ; preds = %else115
  %call535 = tail call i32 @llvm.smin.i32(i32 %call42, i32 %call47)
  %wide536 = zext nneg i32 %call535 to i64
  %p537 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide536
  %v538 = load float, ptr addrspace(1) %p537, align 4
  %p539 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide536
  %v540 = load i32, ptr addrspace(1) %p539, align 4
  %call545 = tail call i32 @llvm.smin.i32(i32 %v540, i32 %bound)
  %call546 = tail call i32 @llvm.smax.i32(i32 %call545, i32 0)
  %at547 = zext nneg i32 %call546 to i64
  %p548 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at547
  %v549 = load float, ptr addrspace(1) %p548, align 4
  %fmul550 = fmul float %v538, %v549
  %call552 = tail call i32 @llvm.smin.i32(i32 %call61, i32 %call67)
  %wide553 = zext nneg i32 %call552 to i64
  %p554 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide553
  %v555 = load float, ptr addrspace(1) %p554, align 4
  %p556 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide553
  %v557 = load i32, ptr addrspace(1) %p556, align 4
  %call562 = tail call i32 @llvm.smin.i32(i32 %v557, i32 %bound)
  %call563 = tail call i32 @llvm.smax.i32(i32 %call562, i32 0)
  %at564 = zext nneg i32 %call563 to i64
  %p565 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at564
  %v566 = load float, ptr addrspace(1) %p565, align 4
  %fmul567 = fmul float %v555, %v566
  %call569 = tail call i32 @llvm.smin.i32(i32 %call81, i32 %call87)
  %wide570 = zext nneg i32 %call569 to i64
  %p571 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide570
  %v572 = load float, ptr addrspace(1) %p571, align 4
  %p573 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide570
  %v574 = load i32, ptr addrspace(1) %p573, align 4
  %call579 = tail call i32 @llvm.smin.i32(i32 %v574, i32 %bound)
  %call580 = tail call i32 @llvm.smax.i32(i32 %call579, i32 0)
  %at581 = zext nneg i32 %call580 to i64
  %p582 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at581
  %v583 = load float, ptr addrspace(1) %p582, align 4
  %fmul584 = fmul float %v572, %v583
  %call586 = tail call i32 @llvm.smin.i32(i32 %call101, i32 %call107)
  %wide587 = zext nneg i32 %call586 to i64
  %p588 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide587
  %v589 = load float, ptr addrspace(1) %p588, align 4
  %p590 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide587
  %v591 = load i32, ptr addrspace(1) %p590, align 4
  %call596 = tail call i32 @llvm.smin.i32(i32 %v591, i32 %bound)
  %call597 = tail call i32 @llvm.smax.i32(i32 %call596, i32 0)
  %at598 = zext nneg i32 %call597 to i64
  %p599 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at598
  %v600 = load float, ptr addrspace(1) %p599, align 4
  %fmul601 = fmul float %v589, %v600
  %cmp604 = icmp sgt i32 %call529, 1
  br i1 %cmp604, label %fold.body602, label %endif533

endif533:                                         ; preds = %fold.body602, %then531, %else115
  %phi704 = phi float [ 0.000000e+00, %else115 ], [ %fmul550, %then531 ], [ %sel685, %fold.body602 ]
  %phi705 = phi float [ 0.000000e+00, %else115 ], [ %fmul567, %then531 ], [ %sel689, %fold.body602 ]
  %phi706 = phi float [ 0.000000e+00, %else115 ], [ %fmul584, %then531 ], [ %sel693, %fold.body602 ]
  %phi707 = phi float [ 0.000000e+00, %else115 ], [ %fmul601, %then531 ], [ %sel697, %fold.body602 ]
  br i1 %cmp35, label %then711, label %endif712

fold.body602:                                     ; preds = %then531, %fold.body602
  %i605 = phi i64 [ %add698, %fold.body602 ], [ 1, %then531 ]
  %phi606 = phi float [ %sel685, %fold.body602 ], [ %fmul550, %then531 ]
  %phi607 = phi float [ %sel689, %fold.body602 ], [ %fmul567, %then531 ]
  %phi608 = phi float [ %sel693, %fold.body602 ], [ %fmul584, %then531 ]
  %phi609 = phi float [ %sel697, %fold.body602 ], [ %fmul601, %then531 ]
  %j610 = trunc i64 %i605 to i32
  %add611 = add i32 %call42, %j610
  %call612 = tail call i32 @llvm.smin.i32(i32 %add611, i32 %call47)
  %wide613 = zext i32 %call612 to i64
  %p614 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide613
  %v615 = load float, ptr addrspace(1) %p614, align 4
  %p616 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide613
  %v617 = load i32, ptr addrspace(1) %p616, align 4
  %call622 = tail call i32 @llvm.smin.i32(i32 %v617, i32 %bound)
  %call623 = tail call i32 @llvm.smax.i32(i32 %call622, i32 0)
  %at624 = zext nneg i32 %call623 to i64
  %p625 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at624
  %v626 = load float, ptr addrspace(1) %p625, align 4
  %fmul627 = fmul float %v615, %v626
  %add629 = add i32 %call61, %j610
  %call630 = tail call i32 @llvm.smin.i32(i32 %add629, i32 %call67)
  %wide631 = zext i32 %call630 to i64
  %p632 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide631
  %v633 = load float, ptr addrspace(1) %p632, align 4
  %p634 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide631
  %v635 = load i32, ptr addrspace(1) %p634, align 4
  %call640 = tail call i32 @llvm.smin.i32(i32 %v635, i32 %bound)
  %call641 = tail call i32 @llvm.smax.i32(i32 %call640, i32 0)
  %at642 = zext nneg i32 %call641 to i64
  %p643 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at642
  %v644 = load float, ptr addrspace(1) %p643, align 4
  %fmul645 = fmul float %v633, %v644
  %add647 = add i32 %call81, %j610
  %call648 = tail call i32 @llvm.smin.i32(i32 %add647, i32 %call87)
  %wide649 = zext i32 %call648 to i64
  %p650 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide649
  %v651 = load float, ptr addrspace(1) %p650, align 4
  %p652 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide649
  %v653 = load i32, ptr addrspace(1) %p652, align 4
  %call658 = tail call i32 @llvm.smin.i32(i32 %v653, i32 %bound)
  %call659 = tail call i32 @llvm.smax.i32(i32 %call658, i32 0)
  %at660 = zext nneg i32 %call659 to i64
  %p661 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at660
  %v662 = load float, ptr addrspace(1) %p661, align 4
  %fmul663 = fmul float %v651, %v662
  %add665 = add i32 %call101, %j610
  %call666 = tail call i32 @llvm.smin.i32(i32 %add665, i32 %call107)
  %wide667 = zext i32 %call666 to i64
  %p668 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide667
  %v669 = load float, ptr addrspace(1) %p668, align 4
  %p670 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %wide667
  %v671 = load i32, ptr addrspace(1) %p670, align 4
  %call676 = tail call i32 @llvm.smin.i32(i32 %v671, i32 %bound)
  %call677 = tail call i32 @llvm.smax.i32(i32 %call676, i32 0)
  %at678 = zext nneg i32 %call677 to i64
  %p679 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at678
  %v680 = load float, ptr addrspace(1) %p679, align 4
  %fmul681 = fmul float %v669, %v680
  %cmp683 = icmp sgt i32 %sel, %j610
  %fadd684 = fadd reassoc contract float %phi606, %fmul627
  %sel685 = select i1 %cmp683, float %fadd684, float %phi606
  %cmp687 = icmp sgt i32 %sel65, %j610
  %fadd688 = fadd reassoc contract float %phi607, %fmul645
  %sel689 = select i1 %cmp687, float %fadd688, float %phi607
  %cmp691 = icmp sgt i32 %sel85, %j610
  %fadd692 = fadd reassoc contract float %phi608, %fmul663
  %sel693 = select i1 %cmp691, float %fadd692, float %phi608
  %cmp695 = icmp sgt i32 %sel105, %j610
  %fadd696 = fadd reassoc contract float %phi609, %fmul681
  %sel697 = select i1 %cmp695, float %fadd696, float %phi609
  %add698 = add nuw nsw i64 %i605, 1
  %exitcond1643.not = icmp eq i64 %add698, %widest530
  br i1 %exitcond1643.not, label %endif533, label %fold.body602

then711:                                          ; preds = %endif533
  %p713 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add34
  %cmp708 = icmp sgt i32 %sub45, 0
  %fadd709 = fadd reassoc contract float %phi704, 0.000000e+00
  %sel710 = select i1 %cmp708, float %fadd709, float 0.000000e+00
  store float %sel710, ptr addrspace(1) %p713, align 4
  br label %endif712

endif712:                                         ; preds = %then711, %endif533
  br i1 %cmp51, label %then717, label %endif718

then717:                                          ; preds = %endif712
  %p719 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add50
  %cmp714 = icmp sgt i32 %sub64, 0
  %fadd715 = fadd reassoc contract float %phi705, 0.000000e+00
  %sel716 = select i1 %cmp714, float %fadd715, float 0.000000e+00
  store float %sel716, ptr addrspace(1) %p719, align 4
  br label %endif718

endif718:                                         ; preds = %then717, %endif712
  br i1 %cmp71, label %then723, label %endif724

then723:                                          ; preds = %endif718
  %p725 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add70
  %cmp720 = icmp sgt i32 %sub84, 0
  %fadd721 = fadd reassoc contract float %phi706, 0.000000e+00
  %sel722 = select i1 %cmp720, float %fadd721, float 0.000000e+00
  store float %sel722, ptr addrspace(1) %p725, align 4
  br label %endif724

endif724:                                         ; preds = %then723, %endif718
  br i1 %cmp91, label %endif116.sink.split, label %endif116

repeat.body747:                                   ; preds = %repeat.body747.preheader, %endif842
  %phi749 = phi i64 [ %add1610, %endif842 ], [ %warp, %repeat.body747.preheader ]
  %38 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address) #5
  %cmp751 = icmp ne i64 %38, 0
  %call752 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp751)
  %cmp753 = icmp ne i32 %call752, 0
  %mul754 = shl i64 %phi749, 7
  %add756 = or disjoint i64 %mul754, %lane
  %cmp757 = icmp slt i64 %add756, %call9
  %call758 = tail call i64 @llvm.smin.i64(i64 %add756, i64 %call13)
  %p759 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %call758
  %v760 = load i32, ptr addrspace(1) %p759, align 4
  %p762 = getelementptr i8, ptr addrspace(1) %p759, i64 4
  %v763 = load i32, ptr addrspace(1) %p762, align 4
  %call766 = tail call i32 @llvm.smax.i32(i32 %v760, i32 0)
  %call767 = tail call i32 @llvm.smin.i32(i32 %call766, i32 %n765)
  %call768 = tail call i32 @llvm.smax.i32(i32 %v763, i32 %call767)
  %call769 = tail call i32 @llvm.smin.i32(i32 %call768, i32 %n765)
  %sub770 = sub i32 %call769, %call767
  %sel771 = select i1 %cmp757, i32 %sub770, i32 0
  %sub772 = add i32 %call769, -1
  %call773 = tail call i32 @llvm.smax.i32(i32 %sub772, i32 0)
  %add776 = or disjoint i64 %add756, 32
  %cmp777 = icmp slt i64 %add776, %call9
  %call778 = tail call i64 @llvm.smin.i64(i64 %add776, i64 %call13)
  %p779 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %call778
  %v780 = load i32, ptr addrspace(1) %p779, align 4
  %p782 = getelementptr i8, ptr addrspace(1) %p779, i64 4
  %v783 = load i32, ptr addrspace(1) %p782, align 4
  %call786 = tail call i32 @llvm.smax.i32(i32 %v780, i32 0)
  %call787 = tail call i32 @llvm.smin.i32(i32 %call786, i32 %n765)
  %call788 = tail call i32 @llvm.smax.i32(i32 %v783, i32 %call787)
  %call789 = tail call i32 @llvm.smin.i32(i32 %call788, i32 %n765)
  %sub790 = sub i32 %call789, %call787
  %sel791 = select i1 %cmp777, i32 %sub790, i32 0
  %sub792 = add i32 %call789, -1
  %call793 = tail call i32 @llvm.smax.i32(i32 %sub792, i32 0)
  %add796 = or disjoint i64 %add756, 64
  %cmp797 = icmp slt i64 %add796, %call9
  %call798 = tail call i64 @llvm.smin.i64(i64 %add796, i64 %call13)
  %p799 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %call798
  %v800 = load i32, ptr addrspace(1) %p799, align 4
  %p802 = getelementptr i8, ptr addrspace(1) %p799, i64 4
  %v803 = load i32, ptr addrspace(1) %p802, align 4
  %call806 = tail call i32 @llvm.smax.i32(i32 %v800, i32 0)
  %call807 = tail call i32 @llvm.smin.i32(i32 %call806, i32 %n765)
  %call808 = tail call i32 @llvm.smax.i32(i32 %v803, i32 %call807)
  %call809 = tail call i32 @llvm.smin.i32(i32 %call808, i32 %n765)
  %sub810 = sub i32 %call809, %call807
  %sel811 = select i1 %cmp797, i32 %sub810, i32 0
  %sub812 = add i32 %call809, -1
  %call813 = tail call i32 @llvm.smax.i32(i32 %sub812, i32 0)
  %add816 = or disjoint i64 %add756, 96
  %cmp817 = icmp slt i64 %add816, %call9
  %call818 = tail call i64 @llvm.smin.i64(i64 %add816, i64 %call13)
  %p819 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %call818
  %v820 = load i32, ptr addrspace(1) %p819, align 4
  %p822 = getelementptr i8, ptr addrspace(1) %p819, i64 4
  %v823 = load i32, ptr addrspace(1) %p822, align 4
  %call826 = tail call i32 @llvm.smax.i32(i32 %v820, i32 0)
  %call827 = tail call i32 @llvm.smin.i32(i32 %call826, i32 %n765)
  %call828 = tail call i32 @llvm.smax.i32(i32 %v823, i32 %call827)
  %call829 = tail call i32 @llvm.smin.i32(i32 %call828, i32 %n765)
  %sub830 = sub i32 %call829, %call827
  %sel831 = select i1 %cmp817, i32 %sub830, i32 0
  %sub832 = add i32 %call829, -1
  %call833 = tail call i32 @llvm.smax.i32(i32 %sub832, i32 0)
  %call834 = tail call i32 @llvm.smax.i32(i32 %sel771, i32 %sel791)
  %call835 = tail call i32 @llvm.smax.i32(i32 %call834, i32 %sel811)
  %call836 = tail call i32 @llvm.smax.i32(i32 %call835, i32 %sel831)
  %cmp837 = icmp sgt i32 %call836, 16
  %call838 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp837)
  %cmp839.not = icmp eq i32 %call838, 0
  br i1 %cmp839.not, label %else841, label %then840

then840:                                          ; preds = %repeat.body747
  %cmp843 = icmp sgt i32 %sel771, 4096
  %listed844 = and i1 %cmp, %cmp843
  br i1 %listed844, label %then845, label %endif846

else841:                                          ; preds = %repeat.body747
  %call1316 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %call836, i32 1, i32 31)
  %call1319 = tail call i32 @llvm.smax.i32(i32 %call836, i32 %call1316)
  %sel1320 = select i1 %cmp1025.not, i32 %call836, i32 %call1319
  %call1321 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel1320, i32 2, i32 31)
  %call1324 = tail call i32 @llvm.smax.i32(i32 %sel1320, i32 %call1321)
  %sel1325 = select i1 %cmp1030, i32 %call1324, i32 %sel1320
  %call1326 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel1325, i32 4, i32 31)
  %call1329 = tail call i32 @llvm.smax.i32(i32 %sel1325, i32 %call1326)
  %sel1330 = select i1 %cmp1035, i32 %call1329, i32 %sel1325
  %call1331 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel1330, i32 8, i32 31)
  %call1334 = tail call i32 @llvm.smax.i32(i32 %sel1330, i32 %call1331)
  %sel1335 = select i1 %cmp1040, i32 %call1334, i32 %sel1330
  %call1336 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel1335, i32 16, i32 31)
  %call1339 = tail call i32 @llvm.smax.i32(i32 %sel1335, i32 %call1336)
  %sel1340 = select i1 %cmp1045, i32 %call1339, i32 %sel1335
  %call1341 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %sel1340, i32 0, i32 31)
  %widest1342 = sext i32 %call1341 to i64
  br i1 %cmp16, label %then1343, label %endif1345

endif842.sink.split:                              ; preds = %endif1600, %endif1307
  %sel1010.sink = phi i32 [ %sel1010, %endif1307 ], [ %sub830, %endif1600 ]
  %phi1290.sink = phi float [ %phi1290, %endif1307 ], [ %phi1583, %endif1600 ]
  %p1314 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add816
  %cmp1309 = icmp sgt i32 %sel1010.sink, 0
  %fadd1310 = fadd reassoc contract float %phi1290.sink, 0.000000e+00
  %sel1311 = select i1 %cmp1309, float %fadd1310, float 0.000000e+00
  store float %sel1311, ptr addrspace(1) %p1314, align 4
  br label %endif842

endif842:                                         ; preds = %endif842.sink.split, %endif1015, %endif1307, %endif1600
  %phi1608 = phi i1 [ false, %endif1600 ], [ false, %endif1307 ], [ true, %endif1015 ], [ false, %endif842.sink.split ]
  %add1610 = add nuw nsw i64 %phi749, %warp8
  %cmp1611 = icmp sge i64 %add1610, %groups
  %quit1612 = or i1 %cmp753, %phi1608
  %again1614.not = or i1 %cmp1611, %quit1612
  br i1 %again1614.not, label %endif, label %repeat.body747

then845:                                          ; preds = %then840
  %narrow1617 = add nuw i32 %sel771, 4095
  %39 = lshr i32 %narrow1617, 12
  %40 = tail call i32 @llvm.umax.i32(i32 %39, i32 2048)
  %sub851 = add nsw i32 %sel771, -1
  %chunks854 = udiv i32 %sub851, %40
  %chunks855 = zext nneg i32 %chunks854 to i64
  %add856 = add nuw nsw i64 %chunks855, 1
  %add857 = add nuw nsw i64 %chunks855, 4294967297
  %41 = atomicrmw add ptr addrspace(1) %list, i64 %add857 monotonic, align 8
  %entry858 = lshr i64 %41, 32
  %first859 = and i64 %41, 4294967295
  %cmp863 = icmp slt i64 %entry858, %most860
  %add864 = add nuw nsw i64 %add856, %first859
  %cmp865 = icmp sle i64 %add864, %add862
  %room866 = and i1 %cmp863, %cmp865
  br i1 %room866, label %then867, label %else868

endif846:                                         ; preds = %then867, %else868, %then840
  %sel884 = phi i32 [ 0, %then867 ], [ 0, %else868 ], [ %sel771, %then840 ]
  %cmp880 = icmp sgt i32 %sel771, 16
  %left882 = xor i1 %cmp880, %listed844
  %cmp885 = icmp sgt i32 %sel791, 4096
  %listed886 = and i1 %cmp, %cmp885
  br i1 %listed886, label %then887, label %endif888

then867:                                          ; preds = %then845
  %.idx1631 = mul nuw nsw i64 %entry858, 24
  %42 = getelementptr inbounds i8, ptr addrspace(1) %list, i64 %.idx1631
  %p872 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 8
  store i64 %add756, ptr addrspace(1) %p872, align 4
  %p875 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 16
  store i64 %first859, ptr addrspace(1) %p875, align 4
  %p878 = getelementptr inbounds i8, ptr addrspace(1) %42, i64 24
  store i64 0, ptr addrspace(1) %p878, align 4
  br label %endif846

else868:                                          ; preds = %then845
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif846

then887:                                          ; preds = %endif846
  %narrow1619 = add nuw i32 %sel791, 4095
  %43 = lshr i32 %narrow1619, 12
  %44 = tail call i32 @llvm.umax.i32(i32 %43, i32 2048)
  %sub893 = add nsw i32 %sel791, -1
  %chunks896 = udiv i32 %sub893, %44
  %chunks897 = zext nneg i32 %chunks896 to i64
  %add898 = add nuw nsw i64 %chunks897, 1
  %add899 = add nuw nsw i64 %chunks897, 4294967297
  %45 = atomicrmw add ptr addrspace(1) %list, i64 %add899 monotonic, align 8
  %entry900 = lshr i64 %45, 32
  %first901 = and i64 %45, 4294967295
  %cmp905 = icmp slt i64 %entry900, %most860
  %add906 = add nuw nsw i64 %add898, %first901
  %cmp907 = icmp sle i64 %add906, %add862
  %room908 = and i1 %cmp905, %cmp907
  br i1 %room908, label %then909, label %else910

endif888:                                         ; preds = %then909, %else910, %endif846
  %sel926 = phi i32 [ 0, %then909 ], [ 0, %else910 ], [ %sel791, %endif846 ]
  %cmp922 = icmp sgt i32 %sel791, 16
  %left924 = xor i1 %cmp922, %listed886
  %unlisted925 = or i1 %left882, %left924
  %cmp927 = icmp sgt i32 %sel811, 4096
  %listed928 = and i1 %cmp, %cmp927
  br i1 %listed928, label %then929, label %endif930

then909:                                          ; preds = %then887
  %.idx1632 = mul nuw nsw i64 %entry900, 24
  %46 = getelementptr inbounds i8, ptr addrspace(1) %list, i64 %.idx1632
  %p914 = getelementptr inbounds i8, ptr addrspace(1) %46, i64 8
  store i64 %add776, ptr addrspace(1) %p914, align 4
  %p917 = getelementptr inbounds i8, ptr addrspace(1) %46, i64 16
  store i64 %first901, ptr addrspace(1) %p917, align 4
  %p920 = getelementptr inbounds i8, ptr addrspace(1) %46, i64 24
  store i64 0, ptr addrspace(1) %p920, align 4
  br label %endif888

else910:                                          ; preds = %then887
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif888

then929:                                          ; preds = %endif888
  %narrow1621 = add nuw i32 %sel811, 4095
  %47 = lshr i32 %narrow1621, 12
  %48 = tail call i32 @llvm.umax.i32(i32 %47, i32 2048)
  %sub935 = add nsw i32 %sel811, -1
  %chunks938 = udiv i32 %sub935, %48
  %chunks939 = zext nneg i32 %chunks938 to i64
  %add940 = add nuw nsw i64 %chunks939, 1
  %add941 = add nuw nsw i64 %chunks939, 4294967297
  %49 = atomicrmw add ptr addrspace(1) %list, i64 %add941 monotonic, align 8
  %entry942 = lshr i64 %49, 32
  %first943 = and i64 %49, 4294967295
  %cmp947 = icmp slt i64 %entry942, %most860
  %add948 = add nuw nsw i64 %add940, %first943
  %cmp949 = icmp sle i64 %add948, %add862
  %room950 = and i1 %cmp947, %cmp949
  br i1 %room950, label %then951, label %else952

endif930:                                         ; preds = %then951, %else952, %endif888
  %sel968 = phi i32 [ 0, %then951 ], [ 0, %else952 ], [ %sel811, %endif888 ]
  %cmp964 = icmp sgt i32 %sel811, 16
  %left966 = xor i1 %cmp964, %listed928
  %unlisted967 = or i1 %unlisted925, %left966
  %cmp969 = icmp sgt i32 %sel831, 4096
  %listed970 = and i1 %cmp, %cmp969
  br i1 %listed970, label %then971, label %endif972

then951:                                          ; preds = %then929
  %.idx1633 = mul nuw nsw i64 %entry942, 24
  %50 = getelementptr inbounds i8, ptr addrspace(1) %list, i64 %.idx1633
  %p956 = getelementptr inbounds i8, ptr addrspace(1) %50, i64 8
  store i64 %add796, ptr addrspace(1) %p956, align 4
  %p959 = getelementptr inbounds i8, ptr addrspace(1) %50, i64 16
  store i64 %first943, ptr addrspace(1) %p959, align 4
  %p962 = getelementptr inbounds i8, ptr addrspace(1) %50, i64 24
  store i64 0, ptr addrspace(1) %p962, align 4
  br label %endif930

else952:                                          ; preds = %then929
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif930

then971:                                          ; preds = %endif930
  %narrow1623 = add nuw i32 %sel831, 4095
  %51 = lshr i32 %narrow1623, 12
  %52 = tail call i32 @llvm.umax.i32(i32 %51, i32 2048)
  %sub977 = add nsw i32 %sel831, -1
  %chunks980 = udiv i32 %sub977, %52
  %chunks981 = zext nneg i32 %chunks980 to i64
  %add982 = add nuw nsw i64 %chunks981, 1
  %add983 = add nuw nsw i64 %chunks981, 4294967297
  %53 = atomicrmw add ptr addrspace(1) %list, i64 %add983 monotonic, align 8
  %entry984 = lshr i64 %53, 32
  %first985 = and i64 %53, 4294967295
  %cmp989 = icmp slt i64 %entry984, %most860
  %add990 = add nuw nsw i64 %add982, %first985
  %cmp991 = icmp sle i64 %add990, %add862
  %room992 = and i1 %cmp989, %cmp991
  br i1 %room992, label %then993, label %else994

endif972:                                         ; preds = %then993, %else994, %endif930
  %sel1010 = phi i32 [ 0, %then993 ], [ 0, %else994 ], [ %sel831, %endif930 ]
  %cmp1006 = icmp sgt i32 %sel831, 16
  %left1008 = xor i1 %cmp1006, %listed970
  %unlisted1009 = or i1 %unlisted967, %left1008
  %call1011 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %unlisted1009)
  %cmp1012 = icmp ne i32 %call1011, 0
  %first1013 = and i1 %cmp15, %cmp1012
  br i1 %first1013, label %then1014, label %endif1015

then993:                                          ; preds = %then971
  %.idx1634 = mul nuw nsw i64 %entry984, 24
  %54 = getelementptr inbounds i8, ptr addrspace(1) %list, i64 %.idx1634
  %p998 = getelementptr inbounds i8, ptr addrspace(1) %54, i64 8
  store i64 %add816, ptr addrspace(1) %p998, align 4
  %p1001 = getelementptr inbounds i8, ptr addrspace(1) %54, i64 16
  store i64 %first985, ptr addrspace(1) %p1001, align 4
  %p1004 = getelementptr inbounds i8, ptr addrspace(1) %54, i64 24
  store i64 0, ptr addrspace(1) %p1004, align 4
  br label %endif972

else994:                                          ; preds = %then971
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif972

then1014:                                         ; preds = %endif972
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif1015

endif1015:                                        ; preds = %then1014, %endif972
  br i1 %cmp1012, label %endif842, label %else1018

else1018:                                         ; preds = %endif1015
  %call1020 = tail call i32 @llvm.smax.i32(i32 %sel884, i32 %sel926)
  %call1021 = tail call i32 @llvm.smax.i32(i32 %call1020, i32 %sel968)
  %call1022 = tail call i32 @llvm.smax.i32(i32 %call1021, i32 %sel1010)
  %call1023 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %call1022, i32 1, i32 31)
  %call1026 = tail call i32 @llvm.smax.i32(i32 %call1022, i32 %call1023)
  %sel1027 = select i1 %cmp1025.not, i32 %call1022, i32 %call1026
  %call1028 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel1027, i32 2, i32 31)
  %call1031 = tail call i32 @llvm.smax.i32(i32 %sel1027, i32 %call1028)
  %sel1032 = select i1 %cmp1030, i32 %call1031, i32 %sel1027
  %call1033 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel1032, i32 4, i32 31)
  %call1036 = tail call i32 @llvm.smax.i32(i32 %sel1032, i32 %call1033)
  %sel1037 = select i1 %cmp1035, i32 %call1036, i32 %sel1032
  %call1038 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel1037, i32 8, i32 31)
  %call1041 = tail call i32 @llvm.smax.i32(i32 %sel1037, i32 %call1038)
  %sel1042 = select i1 %cmp1040, i32 %call1041, i32 %sel1037
  %call1043 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel1042, i32 16, i32 31)
  %call1046 = tail call i32 @llvm.smax.i32(i32 %sel1042, i32 %call1043)
  %sel1047 = select i1 %cmp1045, i32 %call1046, i32 %sel1042
  %call1048 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %sel1047, i32 0, i32 31)
  %widest1049 = sext i32 %call1048 to i64
  br i1 %cmp16, label %then1050, label %endif1052

then1050:                                         ; preds = %else1018
  %call1054 = tail call i32 @llvm.smin.i32(i32 %call767, i32 %call773)
  %wide1055 = zext nneg i32 %call1054 to i64
  %call1059 = tail call i64 @llvm.smin.i64(i64 %wide1055, i64 %sub1058)
  %call1060 = tail call i64 @llvm.smax.i64(i64 %call1059, i64 0)
  %p1061 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1060
  %v1062 = load float, ptr addrspace(1) %p1061, align 4
  %call1064 = tail call i64 @llvm.smin.i64(i64 %wide1055, i64 %sub1063)
  %call1065 = tail call i64 @llvm.smax.i64(i64 %call1064, i64 0)
  %p1066 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1065
  %v1067 = load i32, ptr addrspace(1) %p1066, align 4
  %call1072 = tail call i32 @llvm.smin.i32(i32 %v1067, i32 %bound1071)
  %call1073 = tail call i32 @llvm.smax.i32(i32 %call1072, i32 0)
  %at1074 = zext nneg i32 %call1073 to i64
  %p1075 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1074
  %v1076 = load float, ptr addrspace(1) %p1075, align 4
  %fmul1077 = fmul float %v1062, %v1076
  %call1079 = tail call i32 @llvm.smin.i32(i32 %call787, i32 %call793)
  %wide1080 = zext nneg i32 %call1079 to i64
  %call1084 = tail call i64 @llvm.smin.i64(i64 %wide1080, i64 %sub1058)
  %call1085 = tail call i64 @llvm.smax.i64(i64 %call1084, i64 0)
  %p1086 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1085
  %v1087 = load float, ptr addrspace(1) %p1086, align 4
  %call1089 = tail call i64 @llvm.smin.i64(i64 %wide1080, i64 %sub1063)
  %call1090 = tail call i64 @llvm.smax.i64(i64 %call1089, i64 0)
  %p1091 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1090
  %v1092 = load i32, ptr addrspace(1) %p1091, align 4
  %call1097 = tail call i32 @llvm.smin.i32(i32 %v1092, i32 %bound1071)
  %call1098 = tail call i32 @llvm.smax.i32(i32 %call1097, i32 0)
  %at1099 = zext nneg i32 %call1098 to i64
  %p1100 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1099
  %v1101 = load float, ptr addrspace(1) %p1100, align 4
  %fmul1102 = fmul float %v1087, %v1101
  %call1104 = tail call i32 @llvm.smin.i32(i32 %call807, i32 %call813)
  %wide1105 = zext nneg i32 %call1104 to i64
  %call1109 = tail call i64 @llvm.smin.i64(i64 %wide1105, i64 %sub1058)
  %call1110 = tail call i64 @llvm.smax.i64(i64 %call1109, i64 0)
  %p1111 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1110
  %v1112 = load float, ptr addrspace(1) %p1111, align 4
  %call1114 = tail call i64 @llvm.smin.i64(i64 %wide1105, i64 %sub1063)
  %call1115 = tail call i64 @llvm.smax.i64(i64 %call1114, i64 0)
  %p1116 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1115
  %v1117 = load i32, ptr addrspace(1) %p1116, align 4
  %call1122 = tail call i32 @llvm.smin.i32(i32 %v1117, i32 %bound1071)
  %call1123 = tail call i32 @llvm.smax.i32(i32 %call1122, i32 0)
  %at1124 = zext nneg i32 %call1123 to i64
  %p1125 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1124
  %v1126 = load float, ptr addrspace(1) %p1125, align 4
  %fmul1127 = fmul float %v1112, %v1126
  %call1129 = tail call i32 @llvm.smin.i32(i32 %call827, i32 %call833)
  %wide1130 = zext nneg i32 %call1129 to i64
  %call1134 = tail call i64 @llvm.smin.i64(i64 %wide1130, i64 %sub1058)
  %call1135 = tail call i64 @llvm.smax.i64(i64 %call1134, i64 0)
  %p1136 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1135
  %v1137 = load float, ptr addrspace(1) %p1136, align 4
  %call1139 = tail call i64 @llvm.smin.i64(i64 %wide1130, i64 %sub1063)
  %call1140 = tail call i64 @llvm.smax.i64(i64 %call1139, i64 0)
  %p1141 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1140
  %v1142 = load i32, ptr addrspace(1) %p1141, align 4
  %call1147 = tail call i32 @llvm.smin.i32(i32 %v1142, i32 %bound1071)
  %call1148 = tail call i32 @llvm.smax.i32(i32 %call1147, i32 0)
  %at1149 = zext nneg i32 %call1148 to i64
  %p1150 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1149
  %v1151 = load float, ptr addrspace(1) %p1150, align 4
  %fmul1152 = fmul float %v1137, %v1151
  %cmp1155 = icmp sgt i32 %call1048, 1
  br i1 %cmp1155, label %fold.body1153, label %endif1052

endif1052:                                        ; preds = %fold.body1153, %then1050, %else1018
  %phi1287 = phi float [ 0.000000e+00, %else1018 ], [ %fmul1077, %then1050 ], [ %sel1268, %fold.body1153 ]
  %phi1288 = phi float [ 0.000000e+00, %else1018 ], [ %fmul1102, %then1050 ], [ %sel1272, %fold.body1153 ]
  %phi1289 = phi float [ 0.000000e+00, %else1018 ], [ %fmul1127, %then1050 ], [ %sel1276, %fold.body1153 ]
  %phi1290 = phi float [ 0.000000e+00, %else1018 ], [ %fmul1152, %then1050 ], [ %sel1280, %fold.body1153 ]
  br i1 %cmp757, label %then1294, label %endif1295

fold.body1153:                                    ; preds = %then1050, %fold.body1153
  %i1156 = phi i64 [ %add1281, %fold.body1153 ], [ 1, %then1050 ]
  %phi1157 = phi float [ %sel1268, %fold.body1153 ], [ %fmul1077, %then1050 ]
  %phi1158 = phi float [ %sel1272, %fold.body1153 ], [ %fmul1102, %then1050 ]
  %phi1159 = phi float [ %sel1276, %fold.body1153 ], [ %fmul1127, %then1050 ]
  %phi1160 = phi float [ %sel1280, %fold.body1153 ], [ %fmul1152, %then1050 ]
  %j1161 = trunc i64 %i1156 to i32
  %add1162 = add i32 %call767, %j1161
  %call1163 = tail call i32 @llvm.smin.i32(i32 %add1162, i32 %call773)
  %wide1164 = zext i32 %call1163 to i64
  %call1168 = tail call i64 @llvm.smin.i64(i64 %wide1164, i64 %sub1058)
  %call1169 = tail call i64 @llvm.smax.i64(i64 %call1168, i64 0)
  %p1170 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1169
  %v1171 = load float, ptr addrspace(1) %p1170, align 4
  %call1173 = tail call i64 @llvm.smin.i64(i64 %wide1164, i64 %sub1063)
  %call1174 = tail call i64 @llvm.smax.i64(i64 %call1173, i64 0)
  %p1175 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1174
  %v1176 = load i32, ptr addrspace(1) %p1175, align 4
  %call1181 = tail call i32 @llvm.smin.i32(i32 %v1176, i32 %bound1071)
  %call1182 = tail call i32 @llvm.smax.i32(i32 %call1181, i32 0)
  %at1183 = zext nneg i32 %call1182 to i64
  %p1184 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1183
  %v1185 = load float, ptr addrspace(1) %p1184, align 4
  %fmul1186 = fmul float %v1171, %v1185
  %add1188 = add i32 %call787, %j1161
  %call1189 = tail call i32 @llvm.smin.i32(i32 %add1188, i32 %call793)
  %wide1190 = zext i32 %call1189 to i64
  %call1194 = tail call i64 @llvm.smin.i64(i64 %wide1190, i64 %sub1058)
  %call1195 = tail call i64 @llvm.smax.i64(i64 %call1194, i64 0)
  %p1196 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1195
  %v1197 = load float, ptr addrspace(1) %p1196, align 4
  %call1199 = tail call i64 @llvm.smin.i64(i64 %wide1190, i64 %sub1063)
  %call1200 = tail call i64 @llvm.smax.i64(i64 %call1199, i64 0)
  %p1201 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1200
  %v1202 = load i32, ptr addrspace(1) %p1201, align 4
  %call1207 = tail call i32 @llvm.smin.i32(i32 %v1202, i32 %bound1071)
  %call1208 = tail call i32 @llvm.smax.i32(i32 %call1207, i32 0)
  %at1209 = zext nneg i32 %call1208 to i64
  %p1210 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1209
  %v1211 = load float, ptr addrspace(1) %p1210, align 4
  %fmul1212 = fmul float %v1197, %v1211
  %add1214 = add i32 %call807, %j1161
  %call1215 = tail call i32 @llvm.smin.i32(i32 %add1214, i32 %call813)
  %wide1216 = zext i32 %call1215 to i64
  %call1220 = tail call i64 @llvm.smin.i64(i64 %wide1216, i64 %sub1058)
  %call1221 = tail call i64 @llvm.smax.i64(i64 %call1220, i64 0)
  %p1222 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1221
  %v1223 = load float, ptr addrspace(1) %p1222, align 4
  %call1225 = tail call i64 @llvm.smin.i64(i64 %wide1216, i64 %sub1063)
  %call1226 = tail call i64 @llvm.smax.i64(i64 %call1225, i64 0)
  %p1227 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1226
  %v1228 = load i32, ptr addrspace(1) %p1227, align 4
  %call1233 = tail call i32 @llvm.smin.i32(i32 %v1228, i32 %bound1071)
  %call1234 = tail call i32 @llvm.smax.i32(i32 %call1233, i32 0)
  %at1235 = zext nneg i32 %call1234 to i64
  %p1236 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1235
  %v1237 = load float, ptr addrspace(1) %p1236, align 4
  %fmul1238 = fmul float %v1223, %v1237
  %add1240 = add i32 %call827, %j1161
  %call1241 = tail call i32 @llvm.smin.i32(i32 %add1240, i32 %call833)
  %wide1242 = zext i32 %call1241 to i64
  %call1246 = tail call i64 @llvm.smin.i64(i64 %wide1242, i64 %sub1058)
  %call1247 = tail call i64 @llvm.smax.i64(i64 %call1246, i64 0)
  %p1248 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1247
  %v1249 = load float, ptr addrspace(1) %p1248, align 4
  %call1251 = tail call i64 @llvm.smin.i64(i64 %wide1242, i64 %sub1063)
  %call1252 = tail call i64 @llvm.smax.i64(i64 %call1251, i64 0)
  %p1253 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1252
  %v1254 = load i32, ptr addrspace(1) %p1253, align 4
  %call1259 = tail call i32 @llvm.smin.i32(i32 %v1254, i32 %bound1071)
  %call1260 = tail call i32 @llvm.smax.i32(i32 %call1259, i32 0)
  %at1261 = zext nneg i32 %call1260 to i64
  %p1262 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1261
  %v1263 = load float, ptr addrspace(1) %p1262, align 4
  %fmul1264 = fmul float %v1249, %v1263
  %cmp1266 = icmp sgt i32 %sel884, %j1161
  %fadd1267 = fadd reassoc contract float %phi1157, %fmul1186
  %sel1268 = select i1 %cmp1266, float %fadd1267, float %phi1157
  %cmp1270 = icmp sgt i32 %sel926, %j1161
  %fadd1271 = fadd reassoc contract float %phi1158, %fmul1212
  %sel1272 = select i1 %cmp1270, float %fadd1271, float %phi1158
  %cmp1274 = icmp sgt i32 %sel968, %j1161
  %fadd1275 = fadd reassoc contract float %phi1159, %fmul1238
  %sel1276 = select i1 %cmp1274, float %fadd1275, float %phi1159
  %cmp1278 = icmp sgt i32 %sel1010, %j1161
  %fadd1279 = fadd reassoc contract float %phi1160, %fmul1264
  %sel1280 = select i1 %cmp1278, float %fadd1279, float %phi1160
  %add1281 = add nuw nsw i64 %i1156, 1
  %exitcond.not = icmp eq i64 %add1281, %widest1049
  br i1 %exitcond.not, label %endif1052, label %fold.body1153

then1294:                                         ; preds = %endif1052
  %p1296 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add756
  %cmp1291 = icmp sgt i32 %sel884, 0
  %fadd1292 = fadd reassoc contract float %phi1287, 0.000000e+00
  %sel1293 = select i1 %cmp1291, float %fadd1292, float 0.000000e+00
  store float %sel1293, ptr addrspace(1) %p1296, align 4
  br label %endif1295

endif1295:                                        ; preds = %then1294, %endif1052
  br i1 %cmp777, label %then1300, label %endif1301

then1300:                                         ; preds = %endif1295
  %p1302 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add776
  %cmp1297 = icmp sgt i32 %sel926, 0
  %fadd1298 = fadd reassoc contract float %phi1288, 0.000000e+00
  %sel1299 = select i1 %cmp1297, float %fadd1298, float 0.000000e+00
  store float %sel1299, ptr addrspace(1) %p1302, align 4
  br label %endif1301

endif1301:                                        ; preds = %then1300, %endif1295
  br i1 %cmp797, label %then1306, label %endif1307

then1306:                                         ; preds = %endif1301
  %p1308 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add796
  %cmp1303 = icmp sgt i32 %sel968, 0
  %fadd1304 = fadd reassoc contract float %phi1289, 0.000000e+00
  %sel1305 = select i1 %cmp1303, float %fadd1304, float 0.000000e+00
  store float %sel1305, ptr addrspace(1) %p1308, align 4
  br label %endif1307

endif1307:                                        ; preds = %then1306, %endif1301
  br i1 %cmp817, label %endif842.sink.split, label %endif842

then1343:                                         ; preds = %else841
  %call1347 = tail call i32 @llvm.smin.i32(i32 %call767, i32 %call773)
  %wide1348 = zext nneg i32 %call1347 to i64
  %call1352 = tail call i64 @llvm.smin.i64(i64 %wide1348, i64 %sub1058)
  %call1353 = tail call i64 @llvm.smax.i64(i64 %call1352, i64 0)
  %p1354 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1353
  %v1355 = load float, ptr addrspace(1) %p1354, align 4
  %call1357 = tail call i64 @llvm.smin.i64(i64 %wide1348, i64 %sub1063)
  %call1358 = tail call i64 @llvm.smax.i64(i64 %call1357, i64 0)
  %p1359 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1358
  %v1360 = load i32, ptr addrspace(1) %p1359, align 4
  %call1365 = tail call i32 @llvm.smin.i32(i32 %v1360, i32 %bound1071)
  %call1366 = tail call i32 @llvm.smax.i32(i32 %call1365, i32 0)
  %at1367 = zext nneg i32 %call1366 to i64
  %p1368 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1367
  %v1369 = load float, ptr addrspace(1) %p1368, align 4
  %fmul1370 = fmul float %v1355, %v1369
  %call1372 = tail call i32 @llvm.smin.i32(i32 %call787, i32 %call793)
  %wide1373 = zext nneg i32 %call1372 to i64
  %call1377 = tail call i64 @llvm.smin.i64(i64 %wide1373, i64 %sub1058)
  %call1378 = tail call i64 @llvm.smax.i64(i64 %call1377, i64 0)
  %p1379 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1378
  %v1380 = load float, ptr addrspace(1) %p1379, align 4
  %call1382 = tail call i64 @llvm.smin.i64(i64 %wide1373, i64 %sub1063)
  %call1383 = tail call i64 @llvm.smax.i64(i64 %call1382, i64 0)
  %p1384 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1383
  %v1385 = load i32, ptr addrspace(1) %p1384, align 4
  %call1390 = tail call i32 @llvm.smin.i32(i32 %v1385, i32 %bound1071)
  %call1391 = tail call i32 @llvm.smax.i32(i32 %call1390, i32 0)
  %at1392 = zext nneg i32 %call1391 to i64
  %p1393 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1392
  %v1394 = load float, ptr addrspace(1) %p1393, align 4
  %fmul1395 = fmul float %v1380, %v1394
  %call1397 = tail call i32 @llvm.smin.i32(i32 %call807, i32 %call813)
  %wide1398 = zext nneg i32 %call1397 to i64
  %call1402 = tail call i64 @llvm.smin.i64(i64 %wide1398, i64 %sub1058)
  %call1403 = tail call i64 @llvm.smax.i64(i64 %call1402, i64 0)
  %p1404 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1403
  %v1405 = load float, ptr addrspace(1) %p1404, align 4
  %call1407 = tail call i64 @llvm.smin.i64(i64 %wide1398, i64 %sub1063)
  %call1408 = tail call i64 @llvm.smax.i64(i64 %call1407, i64 0)
  %p1409 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1408
  %v1410 = load i32, ptr addrspace(1) %p1409, align 4
  %call1415 = tail call i32 @llvm.smin.i32(i32 %v1410, i32 %bound1071)
  %call1416 = tail call i32 @llvm.smax.i32(i32 %call1415, i32 0)
  %at1417 = zext nneg i32 %call1416 to i64
  %p1418 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1417
  %v1419 = load float, ptr addrspace(1) %p1418, align 4
  %fmul1420 = fmul float %v1405, %v1419
  %call1422 = tail call i32 @llvm.smin.i32(i32 %call827, i32 %call833)
  %wide1423 = zext nneg i32 %call1422 to i64
  %call1427 = tail call i64 @llvm.smin.i64(i64 %wide1423, i64 %sub1058)
  %call1428 = tail call i64 @llvm.smax.i64(i64 %call1427, i64 0)
  %p1429 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1428
  %v1430 = load float, ptr addrspace(1) %p1429, align 4
  %call1432 = tail call i64 @llvm.smin.i64(i64 %wide1423, i64 %sub1063)
  %call1433 = tail call i64 @llvm.smax.i64(i64 %call1432, i64 0)
  %p1434 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1433
  %v1435 = load i32, ptr addrspace(1) %p1434, align 4
  %call1440 = tail call i32 @llvm.smin.i32(i32 %v1435, i32 %bound1071)
  %call1441 = tail call i32 @llvm.smax.i32(i32 %call1440, i32 0)
  %at1442 = zext nneg i32 %call1441 to i64
  %p1443 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1442
  %v1444 = load float, ptr addrspace(1) %p1443, align 4
  %fmul1445 = fmul float %v1430, %v1444
  %cmp1448 = icmp sgt i32 %call1341, 1
  br i1 %cmp1448, label %fold.body1446, label %endif1345

endif1345:                                        ; preds = %fold.body1446, %then1343, %else841
  %phi1580 = phi float [ 0.000000e+00, %else841 ], [ %fmul1370, %then1343 ], [ %sel1561, %fold.body1446 ]
  %phi1581 = phi float [ 0.000000e+00, %else841 ], [ %fmul1395, %then1343 ], [ %sel1565, %fold.body1446 ]
  %phi1582 = phi float [ 0.000000e+00, %else841 ], [ %fmul1420, %then1343 ], [ %sel1569, %fold.body1446 ]
  %phi1583 = phi float [ 0.000000e+00, %else841 ], [ %fmul1445, %then1343 ], [ %sel1573, %fold.body1446 ]
  br i1 %cmp757, label %then1587, label %endif1588

fold.body1446:                                    ; preds = %then1343, %fold.body1446
  %i1449 = phi i64 [ %add1574, %fold.body1446 ], [ 1, %then1343 ]
  %phi1450 = phi float [ %sel1561, %fold.body1446 ], [ %fmul1370, %then1343 ]
  %phi1451 = phi float [ %sel1565, %fold.body1446 ], [ %fmul1395, %then1343 ]
  %phi1452 = phi float [ %sel1569, %fold.body1446 ], [ %fmul1420, %then1343 ]
  %phi1453 = phi float [ %sel1573, %fold.body1446 ], [ %fmul1445, %then1343 ]
  %j1454 = trunc i64 %i1449 to i32
  %add1455 = add i32 %call767, %j1454
  %call1456 = tail call i32 @llvm.smin.i32(i32 %add1455, i32 %call773)
  %wide1457 = zext i32 %call1456 to i64
  %call1461 = tail call i64 @llvm.smin.i64(i64 %wide1457, i64 %sub1058)
  %call1462 = tail call i64 @llvm.smax.i64(i64 %call1461, i64 0)
  %p1463 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1462
  %v1464 = load float, ptr addrspace(1) %p1463, align 4
  %call1466 = tail call i64 @llvm.smin.i64(i64 %wide1457, i64 %sub1063)
  %call1467 = tail call i64 @llvm.smax.i64(i64 %call1466, i64 0)
  %p1468 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1467
  %v1469 = load i32, ptr addrspace(1) %p1468, align 4
  %call1474 = tail call i32 @llvm.smin.i32(i32 %v1469, i32 %bound1071)
  %call1475 = tail call i32 @llvm.smax.i32(i32 %call1474, i32 0)
  %at1476 = zext nneg i32 %call1475 to i64
  %p1477 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1476
  %v1478 = load float, ptr addrspace(1) %p1477, align 4
  %fmul1479 = fmul float %v1464, %v1478
  %add1481 = add i32 %call787, %j1454
  %call1482 = tail call i32 @llvm.smin.i32(i32 %add1481, i32 %call793)
  %wide1483 = zext i32 %call1482 to i64
  %call1487 = tail call i64 @llvm.smin.i64(i64 %wide1483, i64 %sub1058)
  %call1488 = tail call i64 @llvm.smax.i64(i64 %call1487, i64 0)
  %p1489 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1488
  %v1490 = load float, ptr addrspace(1) %p1489, align 4
  %call1492 = tail call i64 @llvm.smin.i64(i64 %wide1483, i64 %sub1063)
  %call1493 = tail call i64 @llvm.smax.i64(i64 %call1492, i64 0)
  %p1494 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1493
  %v1495 = load i32, ptr addrspace(1) %p1494, align 4
  %call1500 = tail call i32 @llvm.smin.i32(i32 %v1495, i32 %bound1071)
  %call1501 = tail call i32 @llvm.smax.i32(i32 %call1500, i32 0)
  %at1502 = zext nneg i32 %call1501 to i64
  %p1503 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1502
  %v1504 = load float, ptr addrspace(1) %p1503, align 4
  %fmul1505 = fmul float %v1490, %v1504
  %add1507 = add i32 %call807, %j1454
  %call1508 = tail call i32 @llvm.smin.i32(i32 %add1507, i32 %call813)
  %wide1509 = zext i32 %call1508 to i64
  %call1513 = tail call i64 @llvm.smin.i64(i64 %wide1509, i64 %sub1058)
  %call1514 = tail call i64 @llvm.smax.i64(i64 %call1513, i64 0)
  %p1515 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1514
  %v1516 = load float, ptr addrspace(1) %p1515, align 4
  %call1518 = tail call i64 @llvm.smin.i64(i64 %wide1509, i64 %sub1063)
  %call1519 = tail call i64 @llvm.smax.i64(i64 %call1518, i64 0)
  %p1520 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1519
  %v1521 = load i32, ptr addrspace(1) %p1520, align 4
  %call1526 = tail call i32 @llvm.smin.i32(i32 %v1521, i32 %bound1071)
  %call1527 = tail call i32 @llvm.smax.i32(i32 %call1526, i32 0)
  %at1528 = zext nneg i32 %call1527 to i64
  %p1529 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1528
  %v1530 = load float, ptr addrspace(1) %p1529, align 4
  %fmul1531 = fmul float %v1516, %v1530
  %add1533 = add i32 %call827, %j1454
  %call1534 = tail call i32 @llvm.smin.i32(i32 %add1533, i32 %call833)
  %wide1535 = zext i32 %call1534 to i64
  %call1539 = tail call i64 @llvm.smin.i64(i64 %wide1535, i64 %sub1058)
  %call1540 = tail call i64 @llvm.smax.i64(i64 %call1539, i64 0)
  %p1541 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1540
  %v1542 = load float, ptr addrspace(1) %p1541, align 4
  %call1544 = tail call i64 @llvm.smin.i64(i64 %wide1535, i64 %sub1063)
  %call1545 = tail call i64 @llvm.smax.i64(i64 %call1544, i64 0)
  %p1546 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1545
  %v1547 = load i32, ptr addrspace(1) %p1546, align 4
  %call1552 = tail call i32 @llvm.smin.i32(i32 %v1547, i32 %bound1071)
  %call1553 = tail call i32 @llvm.smax.i32(i32 %call1552, i32 0)
  %at1554 = zext nneg i32 %call1553 to i64
  %p1555 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1554
  %v1556 = load float, ptr addrspace(1) %p1555, align 4
  %fmul1557 = fmul float %v1542, %v1556
  %cmp1559 = icmp sgt i32 %sel771, %j1454
  %fadd1560 = fadd reassoc contract float %phi1450, %fmul1479
  %sel1561 = select i1 %cmp1559, float %fadd1560, float %phi1450
  %cmp1563 = icmp sgt i32 %sel791, %j1454
  %fadd1564 = fadd reassoc contract float %phi1451, %fmul1505
  %sel1565 = select i1 %cmp1563, float %fadd1564, float %phi1451
  %cmp1567 = icmp sgt i32 %sel811, %j1454
  %fadd1568 = fadd reassoc contract float %phi1452, %fmul1531
  %sel1569 = select i1 %cmp1567, float %fadd1568, float %phi1452
  %cmp1571 = icmp sgt i32 %sel831, %j1454
  %fadd1572 = fadd reassoc contract float %phi1453, %fmul1557
  %sel1573 = select i1 %cmp1571, float %fadd1572, float %phi1453
  %add1574 = add nuw nsw i64 %i1449, 1
  %exitcond1641.not = icmp eq i64 %add1574, %widest1342
  br i1 %exitcond1641.not, label %endif1345, label %fold.body1446

then1587:                                         ; preds = %endif1345
  %p1589 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add756
  %cmp1584 = icmp sgt i32 %sub770, 0
  %fadd1585 = fadd reassoc contract float %phi1580, 0.000000e+00
  %sel1586 = select i1 %cmp1584, float %fadd1585, float 0.000000e+00
  store float %sel1586, ptr addrspace(1) %p1589, align 4
  br label %endif1588

endif1588:                                        ; preds = %then1587, %endif1345
  br i1 %cmp777, label %then1593, label %endif1594

then1593:                                         ; preds = %endif1588
  %p1595 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add776
  %cmp1590 = icmp sgt i32 %sub790, 0
  %fadd1591 = fadd reassoc contract float %phi1581, 0.000000e+00
  %sel1592 = select i1 %cmp1590, float %fadd1591, float 0.000000e+00
  store float %sel1592, ptr addrspace(1) %p1595, align 4
  br label %endif1594

endif1594:                                        ; preds = %then1593, %endif1588
  br i1 %cmp797, label %then1599, label %endif1600

then1599:                                         ; preds = %endif1594
  %p1601 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add796
  %cmp1596 = icmp sgt i32 %sub810, 0
  %fadd1597 = fadd reassoc contract float %phi1582, 0.000000e+00
  %sel1598 = select i1 %cmp1596, float %fadd1597, float 0.000000e+00
  store float %sel1598, ptr addrspace(1) %p1601, align 4
  br label %endif1600

endif1600:                                        ; preds = %then1599, %endif1594
  br i1 %cmp817, label %endif842.sink.split, label %endif842
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #4

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
