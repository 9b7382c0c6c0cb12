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
  %cmp15 = icmp slt i64 %8, 4294967296
  %cmp16 = icmp sgt i64 %8, 0
  %cmp18 = icmp sle i64 %8, %0
  %cmp20 = icmp sle i64 %8, %2
  %fits21 = and i1 %cmp18, %cmp20
  %cmp22 = icmp slt i64 %warp, %groups
  %address = ptrtoint ptr addrspace(1) %long to i64
  %16 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address) #5
  %cmp23 = icmp ne i64 %16, 0
  br i1 %fits21, label %then, label %else

then:                                             ; preds = %entry
  %call24 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp23)
  %cmp25.not = icmp eq i32 %call24, 0
  %enter = and i1 %cmp22, %cmp25.not
  br i1 %enter, label %repeat.body.preheader, label %endif

repeat.body.preheader:                            ; preds = %then
  %list76 = getelementptr i8, ptr addrspace(1) %14, i64 16
  %most = sdiv i64 %8, 4097
  %most85 = sdiv i64 %8, 2048
  %add86 = add nsw i64 %most85, %most
  %cmp160.not = icmp eq i64 %lane, 31
  %cmp165 = icmp ult i64 %lane, 30
  %cmp170 = icmp ult i64 %lane, 28
  %cmp175 = icmp ult i64 %lane, 24
  %cmp180 = icmp ult i64 %lane, 16
  %sub193 = add i64 %4, -1
  %call194 = tail call i64 @llvm.smin.i64(i64 %sub193, i64 2147483647)
  %bound = trunc i64 %call194 to i32
  br label %repeat.body

else:                                             ; preds = %entry
  %call1813 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp23)
  %cmp1814.not = icmp eq i32 %call1813, 0
  %enter1816 = and i1 %cmp22, %cmp1814.not
  br i1 %enter1816, label %repeat.body1817.preheader, label %endif

repeat.body1817.preheader:                        ; preds = %else
  %list1875 = getelementptr i8, ptr addrspace(1) %14, i64 16
  %most1888 = sdiv i64 %8, 4097
  %most1889 = sdiv i64 %8, 2048
  %add1890 = add nsw i64 %most1889, %most1888
  %cmp1968.not = icmp eq i64 %lane, 31
  %cmp1973 = icmp ult i64 %lane, 30
  %cmp1978 = icmp ult i64 %lane, 28
  %cmp1983 = icmp ult i64 %lane, 24
  %cmp1988 = icmp ult i64 %lane, 16
  %sub2000 = add i64 %0, -1
  %sub2005 = add i64 %2, -1
  %sub2011 = add i64 %4, -1
  %call2012 = tail call i64 @llvm.smin.i64(i64 %sub2011, i64 2147483647)
  %bound2013 = trunc i64 %call2012 to i32
  br label %repeat.body1817

endif:                                            ; preds = %endif1870, %endif72, %else, %then
  ret void

repeat.body:                                      ; preds = %repeat.body.preheader, %endif72
  %phi = phi i64 [ %add1807, %endif72 ], [ %warp, %repeat.body.preheader ]
  %17 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address) #5
  %cmp27 = icmp ne i64 %17, 0
  %call28 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp27)
  %cmp29 = icmp ne i32 %call28, 0
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
  %listed = and i1 %cmp15, %cmp73
  br i1 %listed, label %then74, label %endif75

else71:                                           ; preds = %repeat.body
  %len274 = trunc i64 %call66 to i32
  %call275 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %len274, i32 1, i32 31)
  %call278 = tail call i32 @llvm.smax.i32(i32 %len274, i32 %call275)
  %sel279 = select i1 %cmp160.not, i32 %len274, i32 %call278
  %call280 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel279, i32 2, i32 31)
  %call283 = tail call i32 @llvm.smax.i32(i32 %sel279, i32 %call280)
  %sel284 = select i1 %cmp165, i32 %call283, i32 %sel279
  %call285 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel284, i32 4, i32 31)
  %call288 = tail call i32 @llvm.smax.i32(i32 %sel284, i32 %call285)
  %sel289 = select i1 %cmp170, i32 %call288, i32 %sel284
  %call290 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel289, i32 8, i32 31)
  %call293 = tail call i32 @llvm.smax.i32(i32 %sel289, i32 %call290)
  %sel294 = select i1 %cmp175, i32 %call293, i32 %sel289
  %call295 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel294, i32 16, i32 31)
  %call298 = tail call i32 @llvm.smax.i32(i32 %sel294, i32 %call295)
  %sel299 = select i1 %cmp180, i32 %call298, i32 %sel294
  %call300 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %sel299, i32 0, i32 31)
  %widest301 = sext i32 %call300 to i64
  br i1 %cmp16, label %then302, label %endif304

endif72.sink.split:                               ; preds = %endif1797, %endif265
  %sel147.sink = phi i64 [ %sel147, %endif265 ], [ %sub62, %endif1797 ]
  %phi260.sink = phi float [ %phi260, %endif265 ], [ %phi1792, %endif1797 ]
  %p272 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add48
  %cmp267 = icmp sgt i64 %sel147.sink, 0
  %fadd268 = fadd reassoc contract float %phi260.sink, 0.000000e+00
  %sel269 = select i1 %cmp267, float %fadd268, float 0.000000e+00
  store float %sel269, ptr addrspace(1) %p272, align 4
  br label %endif72

endif72:                                          ; preds = %endif72.sink.split, %endif152, %endif265, %endif1797
  %phi1805 = phi i1 [ false, %endif1797 ], [ false, %endif265 ], [ true, %endif152 ], [ false, %endif72.sink.split ]
  %add1807 = add nuw nsw i64 %phi, %warp8
  %cmp1808 = icmp sge i64 %add1807, %groups
  %quit = or i1 %cmp29, %phi1805
  %again.not = or i1 %cmp1808, %quit
  br i1 %again.not, label %endif, label %repeat.body

then74:                                           ; preds = %then70
  %add77 = add nuw i64 %sel, 4095
  %ceil = sdiv i64 %add77, 4096
  %call78 = tail call i64 @llvm.smax.i64(i64 %ceil, i64 2048)
  %20 = trunc i64 %sel to i32
  %narrow = add i32 %20, -1
  %narrow80 = trunc i64 %call78 to i32
  %chunks = udiv i32 %narrow, %narrow80
  %chunks81 = zext i32 %chunks to i64
  %add82 = add nuw nsw i64 %chunks81, 1
  %add83 = add nuw nsw i64 %chunks81, 4294967297
  %21 = atomicrmw add ptr addrspace(1) %list76, i64 %add83 monotonic, align 8
  %entry84 = lshr i64 %21, 32
  %first = and i64 %21, 4294967295
  %cmp87 = icmp slt i64 %entry84, %most
  %add88 = add nuw nsw i64 %add82, %first
  %cmp89 = icmp sle i64 %add88, %add86
  %room = and i1 %cmp87, %cmp89
  br i1 %room, label %then90, label %else91

endif75:                                          ; preds = %then90, %else91, %then70
  %sel105 = phi i64 [ 0, %then90 ], [ 0, %else91 ], [ %sel, %then70 ]
  %cmp103 = icmp sgt i64 %sel, 16
  %left = xor i1 %cmp103, %listed
  %cmp106 = icmp sgt i64 %sel63, 4096
  %listed107 = and i1 %cmp15, %cmp106
  br i1 %listed107, label %then108, label %endif109

then90:                                           ; preds = %then74
  %.idx4289 = mul nuw nsw i64 %entry84, 24
  %22 = getelementptr inbounds i8, ptr addrspace(1) %list76, i64 %.idx4289
  %p95 = getelementptr inbounds i8, ptr addrspace(1) %22, i64 8
  store i64 %add32, ptr addrspace(1) %p95, align 4
  %p98 = getelementptr inbounds i8, ptr addrspace(1) %22, i64 16
  store i64 %first, ptr addrspace(1) %p98, align 4
  %p101 = getelementptr inbounds i8, ptr addrspace(1) %22, i64 24
  store i64 0, ptr addrspace(1) %p101, align 4
  br label %endif75

else91:                                           ; preds = %then74
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif75

then108:                                          ; preds = %endif75
  %add111 = add nuw i64 %sel63, 4095
  %ceil112 = sdiv i64 %add111, 4096
  %call113 = tail call i64 @llvm.smax.i64(i64 %ceil112, i64 2048)
  %23 = trunc i64 %sel63 to i32
  %narrow115 = add i32 %23, -1
  %narrow116 = trunc i64 %call113 to i32
  %chunks117 = udiv i32 %narrow115, %narrow116
  %chunks118 = zext i32 %chunks117 to i64
  %add119 = add nuw nsw i64 %chunks118, 1
  %add120 = add nuw nsw i64 %chunks118, 4294967297
  %24 = atomicrmw add ptr addrspace(1) %list76, i64 %add120 monotonic, align 8
  %entry121 = lshr i64 %24, 32
  %first122 = and i64 %24, 4294967295
  %cmp126 = icmp slt i64 %entry121, %most
  %add127 = add nuw nsw i64 %add119, %first122
  %cmp128 = icmp sle i64 %add127, %add86
  %room129 = and i1 %cmp126, %cmp128
  br i1 %room129, label %then130, label %else131

endif109:                                         ; preds = %then130, %else131, %endif75
  %sel147 = phi i64 [ 0, %then130 ], [ 0, %else131 ], [ %sel63, %endif75 ]
  %cmp143 = icmp sgt i64 %sel63, 16
  %left145 = xor i1 %cmp143, %listed107
  %unlisted146 = or i1 %left, %left145
  %call148 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %unlisted146)
  %cmp149 = icmp ne i32 %call148, 0
  %first150 = and i1 %cmp, %cmp149
  br i1 %first150, label %then151, label %endif152

then130:                                          ; preds = %then108
  %.idx4290 = mul nuw nsw i64 %entry121, 24
  %25 = getelementptr inbounds i8, ptr addrspace(1) %list76, i64 %.idx4290
  %p135 = getelementptr inbounds i8, ptr addrspace(1) %25, i64 8
  store i64 %add48, ptr addrspace(1) %p135, align 4
  %p138 = getelementptr inbounds i8, ptr addrspace(1) %25, i64 16
  store i64 %first122, ptr addrspace(1) %p138, align 4
  %p141 = getelementptr inbounds i8, ptr addrspace(1) %25, i64 24
  store i64 0, ptr addrspace(1) %p141, align 4
  br label %endif109

else131:                                          ; preds = %then108
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif109

then151:                                          ; preds = %endif109
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif152

endif152:                                         ; preds = %then151, %endif109
  br i1 %cmp149, label %endif72, label %else155

else155:                                          ; preds = %endif152
  %call157 = tail call i64 @llvm.smax.i64(i64 %sel105, i64 %sel147)
  %len = trunc i64 %call157 to i32
  %call158 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %len, i32 1, i32 31)
  %call161 = tail call i32 @llvm.smax.i32(i32 %len, i32 %call158)
  %sel162 = select i1 %cmp160.not, i32 %len, i32 %call161
  %call163 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel162, i32 2, i32 31)
  %call166 = tail call i32 @llvm.smax.i32(i32 %sel162, i32 %call163)
  %sel167 = select i1 %cmp165, i32 %call166, i32 %sel162
  %call168 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel167, i32 4, i32 31)
  %call171 = tail call i32 @llvm.smax.i32(i32 %sel167, i32 %call168)
  %sel172 = select i1 %cmp170, i32 %call171, i32 %sel167
  %call173 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel172, i32 8, i32 31)
  %call176 = tail call i32 @llvm.smax.i32(i32 %sel172, i32 %call173)
  %sel177 = select i1 %cmp175, i32 %call176, i32 %sel172
  %call178 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel177, i32 16, i32 31)
  %call181 = tail call i32 @llvm.smax.i32(i32 %sel177, i32 %call178)
  %sel182 = select i1 %cmp180, i32 %call181, i32 %sel177
  %call183 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %sel182, i32 0, i32 31)
  %widest = sext i32 %call183 to i64
  br i1 %cmp16, label %then184, label %endif186

then184:                                          ; preds = %else155
  %call188 = tail call i64 @llvm.smin.i64(i64 %call36, i64 %call45)
  %p189 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call188
  %v190 = load float, ptr addrspace(1) %p189, align 4
  %p191 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call188
  %v192 = load i32, ptr addrspace(1) %p191, align 4
  %call195 = tail call i32 @llvm.smin.i32(i32 %v192, i32 %bound)
  %call196 = tail call i32 @llvm.smax.i32(i32 %call195, i32 0)
  %at = zext nneg i32 %call196 to i64
  %p197 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at
  %v198 = load float, ptr addrspace(1) %p197, align 4
  %fmul = fmul float %v190, %v198
  %call200 = tail call i64 @llvm.smin.i64(i64 %call55, i64 %call65)
  %p201 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call200
  %v202 = load float, ptr addrspace(1) %p201, align 4
  %p203 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call200
  %v204 = load i32, ptr addrspace(1) %p203, align 4
  %call209 = tail call i32 @llvm.smin.i32(i32 %v204, i32 %bound)
  %call210 = tail call i32 @llvm.smax.i32(i32 %call209, i32 0)
  %at211 = zext nneg i32 %call210 to i64
  %p212 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at211
  %v213 = load float, ptr addrspace(1) %p212, align 4
  %fmul214 = fmul float %v202, %v213
  %cmp215 = icmp sgt i32 %call183, 1
  br i1 %cmp215, label %fold.body, label %endif186

endif186:                                         ; preds = %fold.body, %then184, %else155
  %phi259 = phi float [ 0.000000e+00, %else155 ], [ %fmul, %then184 ], [ %sel251, %fold.body ]
  %phi260 = phi float [ 0.000000e+00, %else155 ], [ %fmul214, %then184 ], [ %sel254, %fold.body ]
  br i1 %cmp33, label %then264, label %endif265

fold.body:                                        ; preds = %then184, %fold.body
  %i = phi i64 [ %add255, %fold.body ], [ 1, %then184 ]
  %phi216 = phi float [ %sel251, %fold.body ], [ %fmul, %then184 ]
  %phi217 = phi float [ %sel254, %fold.body ], [ %fmul214, %then184 ]
  %add218 = add nuw nsw i64 %i, %call36
  %call219 = tail call i64 @llvm.smin.i64(i64 %add218, i64 %call45)
  %p220 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call219
  %v221 = load float, ptr addrspace(1) %p220, align 4
  %p222 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call219
  %v223 = load i32, ptr addrspace(1) %p222, align 4
  %call228 = tail call i32 @llvm.smin.i32(i32 %v223, i32 %bound)
  %call229 = tail call i32 @llvm.smax.i32(i32 %call228, i32 0)
  %at230 = zext nneg i32 %call229 to i64
  %p231 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at230
  %v232 = load float, ptr addrspace(1) %p231, align 4
  %fmul233 = fmul float %v221, %v232
  %add234 = add nuw nsw i64 %i, %call55
  %call235 = tail call i64 @llvm.smin.i64(i64 %add234, i64 %call65)
  %p236 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call235
  %v237 = load float, ptr addrspace(1) %p236, align 4
  %p238 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call235
  %v239 = load i32, ptr addrspace(1) %p238, align 4
  %call244 = tail call i32 @llvm.smin.i32(i32 %v239, i32 %bound)
  %call245 = tail call i32 @llvm.smax.i32(i32 %call244, i32 0)
  %at246 = zext nneg i32 %call245 to i64
  %p247 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at246
  %v248 = load float, ptr addrspace(1) %p247, align 4
  %fmul249 = fmul float %v237, %v248
  %cmp250 = icmp slt i64 %i, %sel105
  %fadd = fadd reassoc contract float %phi216, %fmul233
  %sel251 = select i1 %cmp250, float %fadd, float %phi216
  %cmp252 = icmp slt i64 %i, %sel147
  %fadd253 = fadd reassoc contract float %phi217, %fmul249
  %sel254 = select i1 %cmp252, float %fadd253, float %phi217
  %add255 = add nuw nsw i64 %i, 1
  %exitcond4294.not = icmp eq i64 %add255, %widest
  br i1 %exitcond4294.not, label %endif186, label %fold.body

then264:                                          ; preds = %endif186
  %p266 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add32
  %cmp261 = icmp sgt i64 %sel105, 0
  %fadd262 = fadd reassoc contract float %phi259, 0.000000e+00
  %sel263 = select i1 %cmp261, float %fadd262, float 0.000000e+00
  store float %sel263, ptr addrspace(1) %p266, align 4
  br label %endif265

endif265:                                         ; preds = %then264, %endif186
  br i1 %cmp49, label %endif72.sink.split, label %endif72

then302:                                          ; preds = %else71
  %call1694 = tail call i64 @llvm.smin.i64(i64 %call36, i64 %call45)
  %p1695 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1694
  %v1696 = load float, ptr addrspace(1) %p1695, align 4
  %p1697 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1694
  %v1698 = load i32, ptr addrspace(1) %p1697, align 4
  %call1703 = tail call i32 @llvm.smin.i32(i32 %v1698, i32 %bound)
  %call1704 = tail call i32 @llvm.smax.i32(i32 %call1703, i32 0)
  %at1705 = zext nneg i32 %call1704 to i64
  %p1706 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1705
  %v1707 = load float, ptr addrspace(1) %p1706, align 4
  %fmul1708 = fmul float %v1696, %v1707
  switch i32 %call300, label %else1393 [
    i32 0, label %then306
    i32 1, label %then342
    i32 2, label %then378
    i32 3, label %then452
    i32 4, label %then564
    i32 5, label %then714
    i32 6, label %then902
    i32 7, label %then1128
    i32 8, label %then1392
  ]

endif304:                                         ; preds = %fold.body1725, %else1393, %then1392, %then1128, %then902, %then714, %then564, %then452, %then378, %then342, %then306, %else71
  %phi1791 = phi float [ 0.000000e+00, %else71 ], [ %fmul1708, %then306 ], [ %fmul1708, %then342 ], [ %sel447, %then378 ], [ %sel556, %then452 ], [ %sel703, %then564 ], [ %sel888, %then714 ], [ %sel1111, %then902 ], [ %sel1372, %then1128 ], [ %sel1671, %then1392 ], [ %fmul1708, %else1393 ], [ %sel1765, %fold.body1725 ]
  %phi1792 = phi float [ 0.000000e+00, %else71 ], [ %fmul340, %then306 ], [ %fmul376, %then342 ], [ %sel450, %then378 ], [ %sel562, %then452 ], [ %sel712, %then564 ], [ %sel900, %then714 ], [ %sel1126, %then902 ], [ %sel1390, %then1128 ], [ %sel1692, %then1392 ], [ %fmul1724, %else1393 ], [ %sel1768, %fold.body1725 ]
  br i1 %cmp33, label %then1796, label %endif1797

then306:                                          ; preds = %then302
  %call326 = tail call i64 @llvm.smin.i64(i64 %call55, i64 %call65)
  %p327 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call326
  %v328 = load float, ptr addrspace(1) %p327, align 4
  %p329 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call326
  %v330 = load i32, ptr addrspace(1) %p329, align 4
  %call335 = tail call i32 @llvm.smin.i32(i32 %v330, i32 %bound)
  %call336 = tail call i32 @llvm.smax.i32(i32 %call335, i32 0)
  %at337 = zext nneg i32 %call336 to i64
  %p338 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at337
  %v339 = load float, ptr addrspace(1) %p338, align 4
  %fmul340 = fmul float %v328, %v339
  br label %endif304

then342:                                          ; preds = %then302
  %call362 = tail call i64 @llvm.smin.i64(i64 %call55, i64 %call65)
  %p363 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call362
  %v364 = load float, ptr addrspace(1) %p363, align 4
  %p365 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call362
  %v366 = load i32, ptr addrspace(1) %p365, align 4
  %call371 = tail call i32 @llvm.smin.i32(i32 %v366, i32 %bound)
  %call372 = tail call i32 @llvm.smax.i32(i32 %call371, i32 0)
  %at373 = zext nneg i32 %call372 to i64
  %p374 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at373
  %v375 = load float, ptr addrspace(1) %p374, align 4
  %fmul376 = fmul float %v364, %v375
  br label %endif304

then378:                                          ; preds = %then302
  %add397 = add nuw nsw i64 %call36, 1
  %call398 = tail call i64 @llvm.smin.i64(i64 %add397, i64 %call45)
  %p399 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call398
  %v400 = load float, ptr addrspace(1) %p399, align 4
  %p401 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call398
  %v402 = load i32, ptr addrspace(1) %p401, align 4
  %call407 = tail call i32 @llvm.smin.i32(i32 %v402, i32 %bound)
  %call408 = tail call i32 @llvm.smax.i32(i32 %call407, i32 0)
  %at409 = zext nneg i32 %call408 to i64
  %p410 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at409
  %v411 = load float, ptr addrspace(1) %p410, align 4
  %fmul412 = fmul float %v400, %v411
  %call414 = tail call i64 @llvm.smin.i64(i64 %call55, i64 %call65)
  %p415 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call414
  %v416 = load float, ptr addrspace(1) %p415, align 4
  %p417 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call414
  %v418 = load i32, ptr addrspace(1) %p417, align 4
  %call423 = tail call i32 @llvm.smin.i32(i32 %v418, i32 %bound)
  %call424 = tail call i32 @llvm.smax.i32(i32 %call423, i32 0)
  %at425 = zext nneg i32 %call424 to i64
  %p426 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at425
  %v427 = load float, ptr addrspace(1) %p426, align 4
  %fmul428 = fmul float %v416, %v427
  %add429 = add nuw nsw i64 %call55, 1
  %call430 = tail call i64 @llvm.smin.i64(i64 %add429, i64 %call65)
  %p431 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call430
  %v432 = load float, ptr addrspace(1) %p431, align 4
  %p433 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call430
  %v434 = load i32, ptr addrspace(1) %p433, align 4
  %call439 = tail call i32 @llvm.smin.i32(i32 %v434, i32 %bound)
  %call440 = tail call i32 @llvm.smax.i32(i32 %call439, i32 0)
  %at441 = zext nneg i32 %call440 to i64
  %p442 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at441
  %v443 = load float, ptr addrspace(1) %p442, align 4
  %fmul444 = fmul float %v432, %v443
  %cmp445 = icmp sgt i64 %sel, 1
  %fadd446 = fadd reassoc contract float %fmul1708, %fmul412
  %sel447 = select i1 %cmp445, float %fadd446, float %fmul1708
  %cmp448 = icmp sgt i64 %sel63, 1
  %fadd449 = fadd reassoc contract float %fmul428, %fmul444
  %sel450 = select i1 %cmp448, float %fadd449, float %fmul428
  br label %endif304

then452:                                          ; preds = %then302
  %add471 = add nuw nsw i64 %call36, 1
  %call472 = tail call i64 @llvm.smin.i64(i64 %add471, i64 %call45)
  %p473 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call472
  %v474 = load float, ptr addrspace(1) %p473, align 4
  %p475 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call472
  %v476 = load i32, ptr addrspace(1) %p475, align 4
  %call481 = tail call i32 @llvm.smin.i32(i32 %v476, i32 %bound)
  %call482 = tail call i32 @llvm.smax.i32(i32 %call481, i32 0)
  %at483 = zext nneg i32 %call482 to i64
  %p484 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at483
  %v485 = load float, ptr addrspace(1) %p484, align 4
  %fmul486 = fmul float %v474, %v485
  %add487 = add nuw nsw i64 %call36, 2
  %call488 = tail call i64 @llvm.smin.i64(i64 %add487, i64 %call45)
  %p489 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call488
  %v490 = load float, ptr addrspace(1) %p489, align 4
  %p491 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call488
  %v492 = load i32, ptr addrspace(1) %p491, align 4
  %call497 = tail call i32 @llvm.smin.i32(i32 %v492, i32 %bound)
  %call498 = tail call i32 @llvm.smax.i32(i32 %call497, i32 0)
  %at499 = zext nneg i32 %call498 to i64
  %p500 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at499
  %v501 = load float, ptr addrspace(1) %p500, align 4
  %fmul502 = fmul float %v490, %v501
  %call504 = tail call i64 @llvm.smin.i64(i64 %call55, i64 %call65)
  %p505 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call504
  %v506 = load float, ptr addrspace(1) %p505, align 4
  %p507 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call504
  %v508 = load i32, ptr addrspace(1) %p507, align 4
  %call513 = tail call i32 @llvm.smin.i32(i32 %v508, i32 %bound)
  %call514 = tail call i32 @llvm.smax.i32(i32 %call513, i32 0)
  %at515 = zext nneg i32 %call514 to i64
  %p516 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at515
  %v517 = load float, ptr addrspace(1) %p516, align 4
  %fmul518 = fmul float %v506, %v517
  %add519 = add nuw nsw i64 %call55, 1
  %call520 = tail call i64 @llvm.smin.i64(i64 %add519, i64 %call65)
  %p521 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call520
  %v522 = load float, ptr addrspace(1) %p521, align 4
  %p523 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call520
  %v524 = load i32, ptr addrspace(1) %p523, align 4
  %call529 = tail call i32 @llvm.smin.i32(i32 %v524, i32 %bound)
  %call530 = tail call i32 @llvm.smax.i32(i32 %call529, i32 0)
  %at531 = zext nneg i32 %call530 to i64
  %p532 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at531
  %v533 = load float, ptr addrspace(1) %p532, align 4
  %fmul534 = fmul float %v522, %v533
  %add535 = add nuw nsw i64 %call55, 2
  %call536 = tail call i64 @llvm.smin.i64(i64 %add535, i64 %call65)
  %p537 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call536
  %v538 = load float, ptr addrspace(1) %p537, align 4
  %p539 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call536
  %v540 = load i32, ptr addrspace(1) %p539, align 4
  %call545 = tail call i32 @llvm.smin.i32(i32 %v540, i32 %bound)
  %call546 = tail call i32 @llvm.smax.i32(i32 %call545, i32 0)
  %at547 = zext nneg i32 %call546 to i64
  %p548 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at547
  %v549 = load float, ptr addrspace(1) %p548, align 4
  %fmul550 = fmul float %v538, %v549
  %cmp551 = icmp sgt i64 %sel, 1
  %fadd552 = fadd reassoc contract float %fmul1708, %fmul486
  %sel553 = select i1 %cmp551, float %fadd552, float %fmul1708
  %cmp554 = icmp sgt i64 %sel, 2
  %fadd555 = fadd reassoc contract float %sel553, %fmul502
  %sel556 = select i1 %cmp554, float %fadd555, float %sel553
  %cmp557 = icmp sgt i64 %sel63, 1
  %fadd558 = fadd reassoc contract float %fmul518, %fmul534
  %sel559 = select i1 %cmp557, float %fadd558, float %fmul518
  %cmp560 = icmp sgt i64 %sel63, 2
  %fadd561 = fadd reassoc contract float %sel559, %fmul550
  %sel562 = select i1 %cmp560, float %fadd561, float %sel559
  br label %endif304

then564:                                          ; preds = %then302
  %add583 = add nuw nsw i64 %call36, 1
  %call584 = tail call i64 @llvm.smin.i64(i64 %add583, i64 %call45)
  %p585 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call584
  %v586 = load float, ptr addrspace(1) %p585, align 4
  %p587 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call584
  %v588 = load i32, ptr addrspace(1) %p587, align 4
  %call593 = tail call i32 @llvm.smin.i32(i32 %v588, i32 %bound)
  %call594 = tail call i32 @llvm.smax.i32(i32 %call593, i32 0)
  %at595 = zext nneg i32 %call594 to i64
  %p596 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at595
  %v597 = load float, ptr addrspace(1) %p596, align 4
  %fmul598 = fmul float %v586, %v597
  %add599 = add nuw nsw i64 %call36, 2
  %call600 = tail call i64 @llvm.smin.i64(i64 %add599, i64 %call45)
  %p601 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call600
  %v602 = load float, ptr addrspace(1) %p601, align 4
  %p603 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call600
  %v604 = load i32, ptr addrspace(1) %p603, align 4
  %call609 = tail call i32 @llvm.smin.i32(i32 %v604, i32 %bound)
  %call610 = tail call i32 @llvm.smax.i32(i32 %call609, i32 0)
  %at611 = zext nneg i32 %call610 to i64
  %p612 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at611
  %v613 = load float, ptr addrspace(1) %p612, align 4
  %fmul614 = fmul float %v602, %v613
  %add615 = add nuw nsw i64 %call36, 3
  %call616 = tail call i64 @llvm.smin.i64(i64 %add615, i64 %call45)
  %p617 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call616
  %v618 = load float, ptr addrspace(1) %p617, align 4
  %p619 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call616
  %v620 = load i32, ptr addrspace(1) %p619, align 4
  %call625 = tail call i32 @llvm.smin.i32(i32 %v620, i32 %bound)
  %call626 = tail call i32 @llvm.smax.i32(i32 %call625, i32 0)
  %at627 = zext nneg i32 %call626 to i64
  %p628 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at627
  %v629 = load float, ptr addrspace(1) %p628, align 4
  %fmul630 = fmul float %v618, %v629
  %call632 = tail call i64 @llvm.smin.i64(i64 %call55, i64 %call65)
  %p633 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call632
  %v634 = load float, ptr addrspace(1) %p633, align 4
  %p635 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call632
  %v636 = load i32, ptr addrspace(1) %p635, align 4
  %call641 = tail call i32 @llvm.smin.i32(i32 %v636, i32 %bound)
  %call642 = tail call i32 @llvm.smax.i32(i32 %call641, i32 0)
  %at643 = zext nneg i32 %call642 to i64
  %p644 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at643
  %v645 = load float, ptr addrspace(1) %p644, align 4
  %fmul646 = fmul float %v634, %v645
  %add647 = add nuw nsw i64 %call55, 1
  %call648 = tail call i64 @llvm.smin.i64(i64 %add647, i64 %call65)
  %p649 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call648
  %v650 = load float, ptr addrspace(1) %p649, align 4
  %p651 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call648
  %v652 = load i32, ptr addrspace(1) %p651, align 4
  %call657 = tail call i32 @llvm.smin.i32(i32 %v652, i32 %bound)
  %call658 = tail call i32 @llvm.smax.i32(i32 %call657, i32 0)
  %at659 = zext nneg i32 %call658 to i64
  %p660 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at659
  %v661 = load float, ptr addrspace(1) %p660, align 4
  %fmul662 = fmul float %v650, %v661
  %add663 = add nuw nsw i64 %call55, 2
  %call664 = tail call i64 @llvm.smin.i64(i64 %add663, i64 %call65)
  %p665 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call664
  %v666 = load float, ptr addrspace(1) %p665, align 4
  %p667 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call664
  %v668 = load i32, ptr addrspace(1) %p667, align 4
  %call673 = tail call i32 @llvm.smin.i32(i32 %v668, i32 %bound)
  %call674 = tail call i32 @llvm.smax.i32(i32 %call673, i32 0)
  %at675 = zext nneg i32 %call674 to i64
  %p676 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at675
  %v677 = load float, ptr addrspace(1) %p676, align 4
  %fmul678 = fmul float %v666, %v677
  %add679 = add nuw nsw i64 %call55, 3
  %call680 = tail call i64 @llvm.smin.i64(i64 %add679, i64 %call65)
  %p681 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call680
  %v682 = load float, ptr addrspace(1) %p681, align 4
  %p683 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call680
  %v684 = load i32, ptr addrspace(1) %p683, align 4
  %call689 = tail call i32 @llvm.smin.i32(i32 %v684, i32 %bound)
  %call690 = tail call i32 @llvm.smax.i32(i32 %call689, i32 0)
  %at691 = zext nneg i32 %call690 to i64
  %p692 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at691
  %v693 = load float, ptr addrspace(1) %p692, align 4
  %fmul694 = fmul float %v682, %v693
  %cmp695 = icmp sgt i64 %sel, 1
  %fadd696 = fadd reassoc contract float %fmul1708, %fmul598
  %sel697 = select i1 %cmp695, float %fadd696, float %fmul1708
  %cmp698 = icmp sgt i64 %sel, 2
  %fadd699 = fadd reassoc contract float %sel697, %fmul614
  %sel700 = select i1 %cmp698, float %fadd699, float %sel697
  %cmp701 = icmp sgt i64 %sel, 3
  %fadd702 = fadd reassoc contract float %sel700, %fmul630
  %sel703 = select i1 %cmp701, float %fadd702, float %sel700
  %cmp704 = icmp sgt i64 %sel63, 1
  %fadd705 = fadd reassoc contract float %fmul646, %fmul662
  %sel706 = select i1 %cmp704, float %fadd705, float %fmul646
  %cmp707 = icmp sgt i64 %sel63, 2
  %fadd708 = fadd reassoc contract float %sel706, %fmul678
  %sel709 = select i1 %cmp707, float %fadd708, float %sel706
  %cmp710 = icmp sgt i64 %sel63, 3
  %fadd711 = fadd reassoc contract float %sel709, %fmul694
  %sel712 = select i1 %cmp710, float %fadd711, float %sel709
  br label %endif304

then714:                                          ; preds = %then302
  %add733 = add nuw nsw i64 %call36, 1
  %call734 = tail call i64 @llvm.smin.i64(i64 %add733, i64 %call45)
  %p735 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call734
  %v736 = load float, ptr addrspace(1) %p735, align 4
  %p737 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call734
  %v738 = load i32, ptr addrspace(1) %p737, align 4
  %call743 = tail call i32 @llvm.smin.i32(i32 %v738, i32 %bound)
  %call744 = tail call i32 @llvm.smax.i32(i32 %call743, i32 0)
  %at745 = zext nneg i32 %call744 to i64
  %p746 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at745
  %v747 = load float, ptr addrspace(1) %p746, align 4
  %fmul748 = fmul float %v736, %v747
  %add749 = add nuw nsw i64 %call36, 2
  %call750 = tail call i64 @llvm.smin.i64(i64 %add749, i64 %call45)
  %p751 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call750
  %v752 = load float, ptr addrspace(1) %p751, align 4
  %p753 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call750
  %v754 = load i32, ptr addrspace(1) %p753, align 4
  %call759 = tail call i32 @llvm.smin.i32(i32 %v754, i32 %bound)
  %call760 = tail call i32 @llvm.smax.i32(i32 %call759, i32 0)
  %at761 = zext nneg i32 %call760 to i64
  %p762 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at761
  %v763 = load float, ptr addrspace(1) %p762, align 4
  %fmul764 = fmul float %v752, %v763
  %add765 = add nuw nsw i64 %call36, 3
  %call766 = tail call i64 @llvm.smin.i64(i64 %add765, i64 %call45)
  %p767 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call766
  %v768 = load float, ptr addrspace(1) %p767, align 4
  %p769 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call766
  %v770 = load i32, ptr addrspace(1) %p769, align 4
  %call775 = tail call i32 @llvm.smin.i32(i32 %v770, i32 %bound)
  %call776 = tail call i32 @llvm.smax.i32(i32 %call775, i32 0)
  %at777 = zext nneg i32 %call776 to i64
  %p778 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at777
  %v779 = load float, ptr addrspace(1) %p778, align 4
  %fmul780 = fmul float %v768, %v779
  %add781 = add nuw nsw i64 %call36, 4
  %call782 = tail call i64 @llvm.smin.i64(i64 %add781, i64 %call45)
  %p783 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call782
  %v784 = load float, ptr addrspace(1) %p783, align 4
  %p785 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call782
  %v786 = load i32, ptr addrspace(1) %p785, align 4
  %call791 = tail call i32 @llvm.smin.i32(i32 %v786, i32 %bound)
  %call792 = tail call i32 @llvm.smax.i32(i32 %call791, i32 0)
  %at793 = zext nneg i32 %call792 to i64
  %p794 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at793
  %v795 = load float, ptr addrspace(1) %p794, align 4
  %fmul796 = fmul float %v784, %v795
  %call798 = tail call i64 @llvm.smin.i64(i64 %call55, i64 %call65)
  %p799 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call798
  %v800 = load float, ptr addrspace(1) %p799, align 4
  %p801 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call798
  %v802 = load i32, ptr addrspace(1) %p801, align 4
  %call807 = tail call i32 @llvm.smin.i32(i32 %v802, i32 %bound)
  %call808 = tail call i32 @llvm.smax.i32(i32 %call807, i32 0)
  %at809 = zext nneg i32 %call808 to i64
  %p810 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at809
  %v811 = load float, ptr addrspace(1) %p810, align 4
  %fmul812 = fmul float %v800, %v811
  %add813 = add nuw nsw i64 %call55, 1
  %call814 = tail call i64 @llvm.smin.i64(i64 %add813, i64 %call65)
  %p815 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call814
  %v816 = load float, ptr addrspace(1) %p815, align 4
  %p817 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call814
  %v818 = load i32, ptr addrspace(1) %p817, align 4
  %call823 = tail call i32 @llvm.smin.i32(i32 %v818, i32 %bound)
  %call824 = tail call i32 @llvm.smax.i32(i32 %call823, i32 0)
  %at825 = zext nneg i32 %call824 to i64
  %p826 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at825
  %v827 = load float, ptr addrspace(1) %p826, align 4
  %fmul828 = fmul float %v816, %v827
  %add829 = add nuw nsw i64 %call55, 2
  %call830 = tail call i64 @llvm.smin.i64(i64 %add829, i64 %call65)
  %p831 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call830
  %v832 = load float, ptr addrspace(1) %p831, align 4
  %p833 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call830
  %v834 = load i32, ptr addrspace(1) %p833, align 4
  %call839 = tail call i32 @llvm.smin.i32(i32 %v834, i32 %bound)
  %call840 = tail call i32 @llvm.smax.i32(i32 %call839, i32 0)
  %at841 = zext nneg i32 %call840 to i64
  %p842 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at841
  %v843 = load float, ptr addrspace(1) %p842, align 4
  %fmul844 = fmul float %v832, %v843
  %add845 = add nuw nsw i64 %call55, 3
  %call846 = tail call i64 @llvm.smin.i64(i64 %add845, i64 %call65)
  %p847 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call846
  %v848 = load float, ptr addrspace(1) %p847, align 4
  %p849 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call846
  %v850 = load i32, ptr addrspace(1) %p849, align 4
  %call855 = tail call i32 @llvm.smin.i32(i32 %v850, i32 %bound)
  %call856 = tail call i32 @llvm.smax.i32(i32 %call855, i32 0)
  %at857 = zext nneg i32 %call856 to i64
  %p858 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at857
  %v859 = load float, ptr addrspace(1) %p858, align 4
  %fmul860 = fmul float %v848, %v859
  %add861 = add nuw nsw i64 %call55, 4
  %call862 = tail call i64 @llvm.smin.i64(i64 %add861, i64 %call65)
  %p863 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call862
  %v864 = load float, ptr addrspace(1) %p863, align 4
  %p865 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call862
  %v866 = load i32, ptr addrspace(1) %p865, align 4
  %call871 = tail call i32 @llvm.smin.i32(i32 %v866, i32 %bound)
  %call872 = tail call i32 @llvm.smax.i32(i32 %call871, i32 0)
  %at873 = zext nneg i32 %call872 to i64
  %p874 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at873
  %v875 = load float, ptr addrspace(1) %p874, align 4
  %fmul876 = fmul float %v864, %v875
  %cmp877 = icmp sgt i64 %sel, 1
  %fadd878 = fadd reassoc contract float %fmul1708, %fmul748
  %sel879 = select i1 %cmp877, float %fadd878, float %fmul1708
  %cmp880 = icmp sgt i64 %sel, 2
  %fadd881 = fadd reassoc contract float %sel879, %fmul764
  %sel882 = select i1 %cmp880, float %fadd881, float %sel879
  %cmp883 = icmp sgt i64 %sel, 3
  %fadd884 = fadd reassoc contract float %sel882, %fmul780
  %sel885 = select i1 %cmp883, float %fadd884, float %sel882
  %cmp886 = icmp sgt i64 %sel, 4
  %fadd887 = fadd reassoc contract float %sel885, %fmul796
  %sel888 = select i1 %cmp886, float %fadd887, float %sel885
  %cmp889 = icmp sgt i64 %sel63, 1
  %fadd890 = fadd reassoc contract float %fmul812, %fmul828
  %sel891 = select i1 %cmp889, float %fadd890, float %fmul812
  %cmp892 = icmp sgt i64 %sel63, 2
  %fadd893 = fadd reassoc contract float %sel891, %fmul844
  %sel894 = select i1 %cmp892, float %fadd893, float %sel891
  %cmp895 = icmp sgt i64 %sel63, 3
  %fadd896 = fadd reassoc contract float %sel894, %fmul860
  %sel897 = select i1 %cmp895, float %fadd896, float %sel894
  %cmp898 = icmp sgt i64 %sel63, 4
  %fadd899 = fadd reassoc contract float %sel897, %fmul876
  %sel900 = select i1 %cmp898, float %fadd899, float %sel897
  br label %endif304

then902:                                          ; preds = %then302
  %add921 = add nuw nsw i64 %call36, 1
  %call922 = tail call i64 @llvm.smin.i64(i64 %add921, i64 %call45)
  %p923 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call922
  %v924 = load float, ptr addrspace(1) %p923, align 4
  %p925 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call922
  %v926 = load i32, ptr addrspace(1) %p925, align 4
  %call931 = tail call i32 @llvm.smin.i32(i32 %v926, i32 %bound)
  %call932 = tail call i32 @llvm.smax.i32(i32 %call931, i32 0)
  %at933 = zext nneg i32 %call932 to i64
  %p934 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at933
  %v935 = load float, ptr addrspace(1) %p934, align 4
  %fmul936 = fmul float %v924, %v935
  %add937 = add nuw nsw i64 %call36, 2
  %call938 = tail call i64 @llvm.smin.i64(i64 %add937, i64 %call45)
  %p939 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call938
  %v940 = load float, ptr addrspace(1) %p939, align 4
  %p941 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call938
  %v942 = load i32, ptr addrspace(1) %p941, align 4
  %call947 = tail call i32 @llvm.smin.i32(i32 %v942, i32 %bound)
  %call948 = tail call i32 @llvm.smax.i32(i32 %call947, i32 0)
  %at949 = zext nneg i32 %call948 to i64
  %p950 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at949
  %v951 = load float, ptr addrspace(1) %p950, align 4
  %fmul952 = fmul float %v940, %v951
  %add953 = add nuw nsw i64 %call36, 3
  %call954 = tail call i64 @llvm.smin.i64(i64 %add953, i64 %call45)
  %p955 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call954
  %v956 = load float, ptr addrspace(1) %p955, align 4
  %p957 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call954
  %v958 = load i32, ptr addrspace(1) %p957, align 4
  %call963 = tail call i32 @llvm.smin.i32(i32 %v958, i32 %bound)
  %call964 = tail call i32 @llvm.smax.i32(i32 %call963, i32 0)
  %at965 = zext nneg i32 %call964 to i64
  %p966 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at965
  %v967 = load float, ptr addrspace(1) %p966, align 4
  %fmul968 = fmul float %v956, %v967
  %add969 = add nuw nsw i64 %call36, 4
  %call970 = tail call i64 @llvm.smin.i64(i64 %add969, i64 %call45)
  %p971 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call970
  %v972 = load float, ptr addrspace(1) %p971, align 4
  %p973 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call970
  %v974 = load i32, ptr addrspace(1) %p973, align 4
  %call979 = tail call i32 @llvm.smin.i32(i32 %v974, i32 %bound)
  %call980 = tail call i32 @llvm.smax.i32(i32 %call979, i32 0)
  %at981 = zext nneg i32 %call980 to i64
  %p982 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at981
  %v983 = load float, ptr addrspace(1) %p982, align 4
  %fmul984 = fmul float %v972, %v983
  %add985 = add nuw nsw i64 %call36, 5
  %call986 = tail call i64 @llvm.smin.i64(i64 %add985, i64 %call45)
  %p987 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call986
  %v988 = load float, ptr addrspace(1) %p987, align 4
  %p989 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call986
  %v990 = load i32, ptr addrspace(1) %p989, align 4
  %call995 = tail call i32 @llvm.smin.i32(i32 %v990, i32 %bound)
  %call996 = tail call i32 @llvm.smax.i32(i32 %call995, i32 0)
  %at997 = zext nneg i32 %call996 to i64
  %p998 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at997
  %v999 = load float, ptr addrspace(1) %p998, align 4
  %fmul1000 = fmul float %v988, %v999
  %call1002 = tail call i64 @llvm.smin.i64(i64 %call55, i64 %call65)
  %p1003 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1002
  %v1004 = load float, ptr addrspace(1) %p1003, align 4
  %p1005 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1002
  %v1006 = load i32, ptr addrspace(1) %p1005, align 4
  %call1011 = tail call i32 @llvm.smin.i32(i32 %v1006, i32 %bound)
  %call1012 = tail call i32 @llvm.smax.i32(i32 %call1011, i32 0)
  %at1013 = zext nneg i32 %call1012 to i64
  %p1014 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1013
  %v1015 = load float, ptr addrspace(1) %p1014, align 4
  %fmul1016 = fmul float %v1004, %v1015
  %add1017 = add nuw nsw i64 %call55, 1
  %call1018 = tail call i64 @llvm.smin.i64(i64 %add1017, i64 %call65)
  %p1019 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1018
  %v1020 = load float, ptr addrspace(1) %p1019, align 4
  %p1021 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1018
  %v1022 = load i32, ptr addrspace(1) %p1021, align 4
  %call1027 = tail call i32 @llvm.smin.i32(i32 %v1022, i32 %bound)
  %call1028 = tail call i32 @llvm.smax.i32(i32 %call1027, i32 0)
  %at1029 = zext nneg i32 %call1028 to i64
  %p1030 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1029
  %v1031 = load float, ptr addrspace(1) %p1030, align 4
  %fmul1032 = fmul float %v1020, %v1031
  %add1033 = add nuw nsw i64 %call55, 2
  %call1034 = tail call i64 @llvm.smin.i64(i64 %add1033, i64 %call65)
  %p1035 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1034
  %v1036 = load float, ptr addrspace(1) %p1035, align 4
  %p1037 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1034
  %v1038 = load i32, ptr addrspace(1) %p1037, align 4
  %call1043 = tail call i32 @llvm.smin.i32(i32 %v1038, i32 %bound)
  %call1044 = tail call i32 @llvm.smax.i32(i32 %call1043, i32 0)
  %at1045 = zext nneg i32 %call1044 to i64
  %p1046 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1045
  %v1047 = load float, ptr addrspace(1) %p1046, align 4
  %fmul1048 = fmul float %v1036, %v1047
  %add1049 = add nuw nsw i64 %call55, 3
  %call1050 = tail call i64 @llvm.smin.i64(i64 %add1049, i64 %call65)
  %p1051 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1050
  %v1052 = load float, ptr addrspace(1) %p1051, align 4
  %p1053 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1050
  %v1054 = load i32, ptr addrspace(1) %p1053, align 4
  %call1059 = tail call i32 @llvm.smin.i32(i32 %v1054, i32 %bound)
  %call1060 = tail call i32 @llvm.smax.i32(i32 %call1059, i32 0)
  %at1061 = zext nneg i32 %call1060 to i64
  %p1062 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1061
  %v1063 = load float, ptr addrspace(1) %p1062, align 4
  %fmul1064 = fmul float %v1052, %v1063
  %add1065 = add nuw nsw i64 %call55, 4
  %call1066 = tail call i64 @llvm.smin.i64(i64 %add1065, i64 %call65)
  %p1067 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1066
  %v1068 = load float, ptr addrspace(1) %p1067, align 4
  %p1069 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1066
  %v1070 = load i32, ptr addrspace(1) %p1069, align 4
  %call1075 = tail call i32 @llvm.smin.i32(i32 %v1070, i32 %bound)
  %call1076 = tail call i32 @llvm.smax.i32(i32 %call1075, i32 0)
  %at1077 = zext nneg i32 %call1076 to i64
  %p1078 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1077
  %v1079 = load float, ptr addrspace(1) %p1078, align 4
  %fmul1080 = fmul float %v1068, %v1079
  %add1081 = add nuw nsw i64 %call55, 5
  %call1082 = tail call i64 @llvm.smin.i64(i64 %add1081, i64 %call65)
  %p1083 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1082
  %v1084 = load float, ptr addrspace(1) %p1083, align 4
  %p1085 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1082
  %v1086 = load i32, ptr addrspace(1) %p1085, align 4
  %call1091 = tail call i32 @llvm.smin.i32(i32 %v1086, i32 %bound)
  %call1092 = tail call i32 @llvm.smax.i32(i32 %call1091, i32 0)
  %at1093 = zext nneg i32 %call1092 to i64
  %p1094 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1093
  %v1095 = load float, ptr addrspace(1) %p1094, align 4
  %fmul1096 = fmul float %v1084, %v1095
  %cmp1097 = icmp sgt i64 %sel, 1
  %fadd1098 = fadd reassoc contract float %fmul1708, %fmul936
  %sel1099 = select i1 %cmp1097, float %fadd1098, float %fmul1708
  %cmp1100 = icmp sgt i64 %sel, 2
  %fadd1101 = fadd reassoc contract float %sel1099, %fmul952
  %sel1102 = select i1 %cmp1100, float %fadd1101, float %sel1099
  %cmp1103 = icmp sgt i64 %sel, 3
  %fadd1104 = fadd reassoc contract float %sel1102, %fmul968
  %sel1105 = select i1 %cmp1103, float %fadd1104, float %sel1102
  %cmp1106 = icmp sgt i64 %sel, 4
  %fadd1107 = fadd reassoc contract float %sel1105, %fmul984
  %sel1108 = select i1 %cmp1106, float %fadd1107, float %sel1105
  %cmp1109 = icmp sgt i64 %sel, 5
  %fadd1110 = fadd reassoc contract float %sel1108, %fmul1000
  %sel1111 = select i1 %cmp1109, float %fadd1110, float %sel1108
  %cmp1112 = icmp sgt i64 %sel63, 1
  %fadd1113 = fadd reassoc contract float %fmul1016, %fmul1032
  %sel1114 = select i1 %cmp1112, float %fadd1113, float %fmul1016
  %cmp1115 = icmp sgt i64 %sel63, 2
  %fadd1116 = fadd reassoc contract float %sel1114, %fmul1048
  %sel1117 = select i1 %cmp1115, float %fadd1116, float %sel1114
  %cmp1118 = icmp sgt i64 %sel63, 3
  %fadd1119 = fadd reassoc contract float %sel1117, %fmul1064
  %sel1120 = select i1 %cmp1118, float %fadd1119, float %sel1117
  %cmp1121 = icmp sgt i64 %sel63, 4
  %fadd1122 = fadd reassoc contract float %sel1120, %fmul1080
  %sel1123 = select i1 %cmp1121, float %fadd1122, float %sel1120
  %cmp1124 = icmp sgt i64 %sel63, 5
  %fadd1125 = fadd reassoc contract float %sel1123, %fmul1096
  %sel1126 = select i1 %cmp1124, float %fadd1125, float %sel1123
  br label %endif304

then1128:                                         ; preds = %then302
  %add1147 = add nuw nsw i64 %call36, 1
  %call1148 = tail call i64 @llvm.smin.i64(i64 %add1147, i64 %call45)
  %p1149 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1148
  %v1150 = load float, ptr addrspace(1) %p1149, align 4
  %p1151 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1148
  %v1152 = load i32, ptr addrspace(1) %p1151, align 4
  %call1157 = tail call i32 @llvm.smin.i32(i32 %v1152, i32 %bound)
  %call1158 = tail call i32 @llvm.smax.i32(i32 %call1157, i32 0)
  %at1159 = zext nneg i32 %call1158 to i64
  %p1160 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1159
  %v1161 = load float, ptr addrspace(1) %p1160, align 4
  %fmul1162 = fmul float %v1150, %v1161
  %add1163 = add nuw nsw i64 %call36, 2
  %call1164 = tail call i64 @llvm.smin.i64(i64 %add1163, i64 %call45)
  %p1165 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1164
  %v1166 = load float, ptr addrspace(1) %p1165, align 4
  %p1167 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1164
  %v1168 = load i32, ptr addrspace(1) %p1167, align 4
  %call1173 = tail call i32 @llvm.smin.i32(i32 %v1168, i32 %bound)
  %call1174 = tail call i32 @llvm.smax.i32(i32 %call1173, i32 0)
  %at1175 = zext nneg i32 %call1174 to i64
  %p1176 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1175
  %v1177 = load float, ptr addrspace(1) %p1176, align 4
  %fmul1178 = fmul float %v1166, %v1177
  %add1179 = add nuw nsw i64 %call36, 3
  %call1180 = tail call i64 @llvm.smin.i64(i64 %add1179, i64 %call45)
  %p1181 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1180
  %v1182 = load float, ptr addrspace(1) %p1181, align 4
  %p1183 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1180
  %v1184 = load i32, ptr addrspace(1) %p1183, align 4
  %call1189 = tail call i32 @llvm.smin.i32(i32 %v1184, i32 %bound)
  %call1190 = tail call i32 @llvm.smax.i32(i32 %call1189, i32 0)
  %at1191 = zext nneg i32 %call1190 to i64
  %p1192 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1191
  %v1193 = load float, ptr addrspace(1) %p1192, align 4
  %fmul1194 = fmul float %v1182, %v1193
  %add1195 = add nuw nsw i64 %call36, 4
  %call1196 = tail call i64 @llvm.smin.i64(i64 %add1195, i64 %call45)
  %p1197 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1196
  %v1198 = load float, ptr addrspace(1) %p1197, align 4
  %p1199 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1196
  %v1200 = load i32, ptr addrspace(1) %p1199, align 4
  %call1205 = tail call i32 @llvm.smin.i32(i32 %v1200, i32 %bound)
  %call1206 = tail call i32 @llvm.smax.i32(i32 %call1205, i32 0)
  %at1207 = zext nneg i32 %call1206 to i64
  %p1208 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1207
  %v1209 = load float, ptr addrspace(1) %p1208, align 4
  %fmul1210 = fmul float %v1198, %v1209
  %add1211 = add nuw nsw i64 %call36, 5
  %call1212 = tail call i64 @llvm.smin.i64(i64 %add1211, i64 %call45)
  %p1213 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1212
  %v1214 = load float, ptr addrspace(1) %p1213, align 4
  %p1215 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1212
  %v1216 = load i32, ptr addrspace(1) %p1215, align 4
  %call1221 = tail call i32 @llvm.smin.i32(i32 %v1216, i32 %bound)
  %call1222 = tail call i32 @llvm.smax.i32(i32 %call1221, i32 0)
  %at1223 = zext nneg i32 %call1222 to i64
  %p1224 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1223
  %v1225 = load float, ptr addrspace(1) %p1224, align 4
  %fmul1226 = fmul float %v1214, %v1225
  %add1227 = add nuw nsw i64 %call36, 6
  %call1228 = tail call i64 @llvm.smin.i64(i64 %add1227, i64 %call45)
  %p1229 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1228
  %v1230 = load float, ptr addrspace(1) %p1229, align 4
  %p1231 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1228
  %v1232 = load i32, ptr addrspace(1) %p1231, align 4
  %call1237 = tail call i32 @llvm.smin.i32(i32 %v1232, i32 %bound)
  %call1238 = tail call i32 @llvm.smax.i32(i32 %call1237, i32 0)
  %at1239 = zext nneg i32 %call1238 to i64
  %p1240 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1239
  %v1241 = load float, ptr addrspace(1) %p1240, align 4
  %fmul1242 = fmul float %v1230, %v1241
  %call1244 = tail call i64 @llvm.smin.i64(i64 %call55, i64 %call65)
  %p1245 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1244
  %v1246 = load float, ptr addrspace(1) %p1245, align 4
  %p1247 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1244
  %v1248 = load i32, ptr addrspace(1) %p1247, align 4
  %call1253 = tail call i32 @llvm.smin.i32(i32 %v1248, i32 %bound)
  %call1254 = tail call i32 @llvm.smax.i32(i32 %call1253, i32 0)
  %at1255 = zext nneg i32 %call1254 to i64
  %p1256 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1255
  %v1257 = load float, ptr addrspace(1) %p1256, align 4
  %fmul1258 = fmul float %v1246, %v1257
  %add1259 = add nuw nsw i64 %call55, 1
  %call1260 = tail call i64 @llvm.smin.i64(i64 %add1259, i64 %call65)
  %p1261 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1260
  %v1262 = load float, ptr addrspace(1) %p1261, align 4
  %p1263 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1260
  %v1264 = load i32, ptr addrspace(1) %p1263, align 4
  %call1269 = tail call i32 @llvm.smin.i32(i32 %v1264, i32 %bound)
  %call1270 = tail call i32 @llvm.smax.i32(i32 %call1269, i32 0)
  %at1271 = zext nneg i32 %call1270 to i64
  %p1272 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1271
  %v1273 = load float, ptr addrspace(1) %p1272, align 4
  %fmul1274 = fmul float %v1262, %v1273
  %add1275 = add nuw nsw i64 %call55, 2
  %call1276 = tail call i64 @llvm.smin.i64(i64 %add1275, i64 %call65)
  %p1277 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1276
  %v1278 = load float, ptr addrspace(1) %p1277, align 4
  %p1279 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1276
  %v1280 = load i32, ptr addrspace(1) %p1279, align 4
  %call1285 = tail call i32 @llvm.smin.i32(i32 %v1280, i32 %bound)
  %call1286 = tail call i32 @llvm.smax.i32(i32 %call1285, i32 0)
  %at1287 = zext nneg i32 %call1286 to i64
  %p1288 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1287
  %v1289 = load float, ptr addrspace(1) %p1288, align 4
  %fmul1290 = fmul float %v1278, %v1289
  %add1291 = add nuw nsw i64 %call55, 3
  %call1292 = tail call i64 @llvm.smin.i64(i64 %add1291, i64 %call65)
  %p1293 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1292
  %v1294 = load float, ptr addrspace(1) %p1293, align 4
  %p1295 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1292
  %v1296 = load i32, ptr addrspace(1) %p1295, align 4
  %call1301 = tail call i32 @llvm.smin.i32(i32 %v1296, i32 %bound)
  %call1302 = tail call i32 @llvm.smax.i32(i32 %call1301, i32 0)
  %at1303 = zext nneg i32 %call1302 to i64
  %p1304 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1303
  %v1305 = load float, ptr addrspace(1) %p1304, align 4
  %fmul1306 = fmul float %v1294, %v1305
  %add1307 = add nuw nsw i64 %call55, 4
  %call1308 = tail call i64 @llvm.smin.i64(i64 %add1307, i64 %call65)
  %p1309 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1308
  %v1310 = load float, ptr addrspace(1) %p1309, align 4
  %p1311 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1308
  %v1312 = load i32, ptr addrspace(1) %p1311, align 4
  %call1317 = tail call i32 @llvm.smin.i32(i32 %v1312, i32 %bound)
  %call1318 = tail call i32 @llvm.smax.i32(i32 %call1317, i32 0)
  %at1319 = zext nneg i32 %call1318 to i64
  %p1320 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1319
  %v1321 = load float, ptr addrspace(1) %p1320, align 4
  %fmul1322 = fmul float %v1310, %v1321
  %add1323 = add nuw nsw i64 %call55, 5
  %call1324 = tail call i64 @llvm.smin.i64(i64 %add1323, i64 %call65)
  %p1325 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1324
  %v1326 = load float, ptr addrspace(1) %p1325, align 4
  %p1327 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1324
  %v1328 = load i32, ptr addrspace(1) %p1327, align 4
  %call1333 = tail call i32 @llvm.smin.i32(i32 %v1328, i32 %bound)
  %call1334 = tail call i32 @llvm.smax.i32(i32 %call1333, i32 0)
  %at1335 = zext nneg i32 %call1334 to i64
  %p1336 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1335
  %v1337 = load float, ptr addrspace(1) %p1336, align 4
  %fmul1338 = fmul float %v1326, %v1337
  %add1339 = add nuw nsw i64 %call55, 6
  %call1340 = tail call i64 @llvm.smin.i64(i64 %add1339, i64 %call65)
  %p1341 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1340
  %v1342 = load float, ptr addrspace(1) %p1341, align 4
  %p1343 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1340
  %v1344 = load i32, ptr addrspace(1) %p1343, align 4
  %call1349 = tail call i32 @llvm.smin.i32(i32 %v1344, i32 %bound)
  %call1350 = tail call i32 @llvm.smax.i32(i32 %call1349, i32 0)
  %at1351 = zext nneg i32 %call1350 to i64
  %p1352 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1351
  %v1353 = load float, ptr addrspace(1) %p1352, align 4
  %fmul1354 = fmul float %v1342, %v1353
  %cmp1355 = icmp sgt i64 %sel, 1
  %fadd1356 = fadd reassoc contract float %fmul1708, %fmul1162
  %sel1357 = select i1 %cmp1355, float %fadd1356, float %fmul1708
  %cmp1358 = icmp sgt i64 %sel, 2
  %fadd1359 = fadd reassoc contract float %sel1357, %fmul1178
  %sel1360 = select i1 %cmp1358, float %fadd1359, float %sel1357
  %cmp1361 = icmp sgt i64 %sel, 3
  %fadd1362 = fadd reassoc contract float %sel1360, %fmul1194
  %sel1363 = select i1 %cmp1361, float %fadd1362, float %sel1360
  %cmp1364 = icmp sgt i64 %sel, 4
  %fadd1365 = fadd reassoc contract float %sel1363, %fmul1210
  %sel1366 = select i1 %cmp1364, float %fadd1365, float %sel1363
  %cmp1367 = icmp sgt i64 %sel, 5
  %fadd1368 = fadd reassoc contract float %sel1366, %fmul1226
  %sel1369 = select i1 %cmp1367, float %fadd1368, float %sel1366
  %cmp1370 = icmp sgt i64 %sel, 6
  %fadd1371 = fadd reassoc contract float %sel1369, %fmul1242
  %sel1372 = select i1 %cmp1370, float %fadd1371, float %sel1369
  %cmp1373 = icmp sgt i64 %sel63, 1
  %fadd1374 = fadd reassoc contract float %fmul1258, %fmul1274
  %sel1375 = select i1 %cmp1373, float %fadd1374, float %fmul1258
  %cmp1376 = icmp sgt i64 %sel63, 2
  %fadd1377 = fadd reassoc contract float %sel1375, %fmul1290
  %sel1378 = select i1 %cmp1376, float %fadd1377, float %sel1375
  %cmp1379 = icmp sgt i64 %sel63, 3
  %fadd1380 = fadd reassoc contract float %sel1378, %fmul1306
  %sel1381 = select i1 %cmp1379, float %fadd1380, float %sel1378
  %cmp1382 = icmp sgt i64 %sel63, 4
  %fadd1383 = fadd reassoc contract float %sel1381, %fmul1322
  %sel1384 = select i1 %cmp1382, float %fadd1383, float %sel1381
  %cmp1385 = icmp sgt i64 %sel63, 5
  %fadd1386 = fadd reassoc contract float %sel1384, %fmul1338
  %sel1387 = select i1 %cmp1385, float %fadd1386, float %sel1384
  %cmp1388 = icmp sgt i64 %sel63, 6
  %fadd1389 = fadd reassoc contract float %sel1387, %fmul1354
  %sel1390 = select i1 %cmp1388, float %fadd1389, float %sel1387
  br label %endif304

then1392:                                         ; preds = %then302
  %add1411 = add nuw nsw i64 %call36, 1
  %call1412 = tail call i64 @llvm.smin.i64(i64 %add1411, i64 %call45)
  %p1413 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1412
  %v1414 = load float, ptr addrspace(1) %p1413, align 4
  %p1415 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1412
  %v1416 = load i32, ptr addrspace(1) %p1415, align 4
  %call1421 = tail call i32 @llvm.smin.i32(i32 %v1416, i32 %bound)
  %call1422 = tail call i32 @llvm.smax.i32(i32 %call1421, i32 0)
  %at1423 = zext nneg i32 %call1422 to i64
  %p1424 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1423
  %v1425 = load float, ptr addrspace(1) %p1424, align 4
  %fmul1426 = fmul float %v1414, %v1425
  %add1427 = add nuw nsw i64 %call36, 2
  %call1428 = tail call i64 @llvm.smin.i64(i64 %add1427, i64 %call45)
  %p1429 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1428
  %v1430 = load float, ptr addrspace(1) %p1429, align 4
  %p1431 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1428
  %v1432 = load i32, ptr addrspace(1) %p1431, align 4
  %call1437 = tail call i32 @llvm.smin.i32(i32 %v1432, i32 %bound)
  %call1438 = tail call i32 @llvm.smax.i32(i32 %call1437, i32 0)
  %at1439 = zext nneg i32 %call1438 to i64
  %p1440 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1439
  %v1441 = load float, ptr addrspace(1) %p1440, align 4
  %fmul1442 = fmul float %v1430, %v1441
  %add1443 = add nuw nsw i64 %call36, 3
  %call1444 = tail call i64 @llvm.smin.i64(i64 %add1443, i64 %call45)
  %p1445 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1444
  %v1446 = load float, ptr addrspace(1) %p1445, align 4
  %p1447 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1444
  %v1448 = load i32, ptr addrspace(1) %p1447, align 4
  %call1453 = tail call i32 @llvm.smin.i32(i32 %v1448, i32 %bound)
  %call1454 = tail call i32 @llvm.smax.i32(i32 %call1453, i32 0)
  %at1455 = zext nneg i32 %call1454 to i64
  %p1456 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1455
  %v1457 = load float, ptr addrspace(1) %p1456, align 4
  %fmul1458 = fmul float %v1446, %v1457
  %add1459 = add nuw nsw i64 %call36, 4
  %call1460 = tail call i64 @llvm.smin.i64(i64 %add1459, i64 %call45)
  %p1461 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1460
  %v1462 = load float, ptr addrspace(1) %p1461, align 4
  %p1463 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1460
  %v1464 = load i32, ptr addrspace(1) %p1463, align 4
  %call1469 = tail call i32 @llvm.smin.i32(i32 %v1464, i32 %bound)
  %call1470 = tail call i32 @llvm.smax.i32(i32 %call1469, i32 0)
  %at1471 = zext nneg i32 %call1470 to i64
  %p1472 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1471
  %v1473 = load float, ptr addrspace(1) %p1472, align 4
  %fmul1474 = fmul float %v1462, %v1473
  %add1475 = add nuw nsw i64 %call36, 5
  %call1476 = tail call i64 @llvm.smin.i64(i64 %add1475, i64 %call45)
  %p1477 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1476
  %v1478 = load float, ptr addrspace(1) %p1477, align 4
  %p1479 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1476
  %v1480 = load i32, ptr addrspace(1) %p1479, align 4
  %call1485 = tail call i32 @llvm.smin.i32(i32 %v1480, i32 %bound)
  %call1486 = tail call i32 @llvm.smax.i32(i32 %call1485, i32 0)
  %at1487 = zext nneg i32 %call1486 to i64
  %p1488 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1487
  %v1489 = load float, ptr addrspace(1) %p1488, align 4
  %fmul1490 = fmul float %v1478, %v1489
  %add1491 = add nuw nsw i64 %call36, 6
  %call1492 = tail call i64 @llvm.smin.i64(i64 %add1491, i64 %call45)
  %p1493 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1492
  %v1494 = load float, ptr addrspace(1) %p1493, align 4
  %p1495 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1492
  %v1496 = load i32, ptr addrspace(1) %p1495, align 4
  %call1501 = tail call i32 @llvm.smin.i32(i32 %v1496, i32 %bound)
  %call1502 = tail call i32 @llvm.smax.i32(i32 %call1501, i32 0)
  %at1503 = zext nneg i32 %call1502 to i64
  %p1504 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1503
  %v1505 = load float, ptr addrspace(1) %p1504, align 4
  %fmul1506 = fmul float %v1494, %v1505
  %add1507 = add nuw nsw i64 %call36, 7
  %call1508 = tail call i64 @llvm.smin.i64(i64 %add1507, i64 %call45)
  %p1509 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1508
  %v1510 = load float, ptr addrspace(1) %p1509, align 4
  %p1511 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1508
  %v1512 = load i32, ptr addrspace(1) %p1511, align 4
  %call1517 = tail call i32 @llvm.smin.i32(i32 %v1512, i32 %bound)
  %call1518 = tail call i32 @llvm.smax.i32(i32 %call1517, i32 0)
  %at1519 = zext nneg i32 %call1518 to i64
  %p1520 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1519
  %v1521 = load float, ptr addrspace(1) %p1520, align 4
  %fmul1522 = fmul float %v1510, %v1521
  %call1524 = tail call i64 @llvm.smin.i64(i64 %call55, i64 %call65)
  %p1525 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1524
  %v1526 = load float, ptr addrspace(1) %p1525, align 4
  %p1527 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1524
  %v1528 = load i32, ptr addrspace(1) %p1527, align 4
  %call1533 = tail call i32 @llvm.smin.i32(i32 %v1528, i32 %bound)
  %call1534 = tail call i32 @llvm.smax.i32(i32 %call1533, i32 0)
  %at1535 = zext nneg i32 %call1534 to i64
  %p1536 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1535
  %v1537 = load float, ptr addrspace(1) %p1536, align 4
  %fmul1538 = fmul float %v1526, %v1537
  %add1539 = add nuw nsw i64 %call55, 1
  %call1540 = tail call i64 @llvm.smin.i64(i64 %add1539, i64 %call65)
  %p1541 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1540
  %v1542 = load float, ptr addrspace(1) %p1541, align 4
  %p1543 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1540
  %v1544 = load i32, ptr addrspace(1) %p1543, align 4
  %call1549 = tail call i32 @llvm.smin.i32(i32 %v1544, i32 %bound)
  %call1550 = tail call i32 @llvm.smax.i32(i32 %call1549, i32 0)
  %at1551 = zext nneg i32 %call1550 to i64
  %p1552 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1551
  %v1553 = load float, ptr addrspace(1) %p1552, align 4
  %fmul1554 = fmul float %v1542, %v1553
  %add1555 = add nuw nsw i64 %call55, 2
  %call1556 = tail call i64 @llvm.smin.i64(i64 %add1555, i64 %call65)
  %p1557 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1556
  %v1558 = load float, ptr addrspace(1) %p1557, align 4
  %p1559 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1556
  %v1560 = load i32, ptr addrspace(1) %p1559, align 4
  %call1565 = tail call i32 @llvm.smin.i32(i32 %v1560, i32 %bound)
  %call1566 = tail call i32 @llvm.smax.i32(i32 %call1565, i32 0)
  %at1567 = zext nneg i32 %call1566 to i64
  %p1568 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1567
  %v1569 = load float, ptr addrspace(1) %p1568, align 4
  %fmul1570 = fmul float %v1558, %v1569
  %add1571 = add nuw nsw i64 %call55, 3
  %call1572 = tail call i64 @llvm.smin.i64(i64 %add1571, i64 %call65)
  %p1573 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1572
  %v1574 = load float, ptr addrspace(1) %p1573, align 4
  %p1575 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1572
  %v1576 = load i32, ptr addrspace(1) %p1575, align 4
  %call1581 = tail call i32 @llvm.smin.i32(i32 %v1576, i32 %bound)
  %call1582 = tail call i32 @llvm.smax.i32(i32 %call1581, i32 0)
  %at1583 = zext nneg i32 %call1582 to i64
  %p1584 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1583
  %v1585 = load float, ptr addrspace(1) %p1584, align 4
  %fmul1586 = fmul float %v1574, %v1585
  %add1587 = add nuw nsw i64 %call55, 4
  %call1588 = tail call i64 @llvm.smin.i64(i64 %add1587, i64 %call65)
  %p1589 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1588
  %v1590 = load float, ptr addrspace(1) %p1589, align 4
  %p1591 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1588
  %v1592 = load i32, ptr addrspace(1) %p1591, align 4
  %call1597 = tail call i32 @llvm.smin.i32(i32 %v1592, i32 %bound)
  %call1598 = tail call i32 @llvm.smax.i32(i32 %call1597, i32 0)
  %at1599 = zext nneg i32 %call1598 to i64
  %p1600 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1599
  %v1601 = load float, ptr addrspace(1) %p1600, align 4
  %fmul1602 = fmul float %v1590, %v1601
  %add1603 = add nuw nsw i64 %call55, 5
  %call1604 = tail call i64 @llvm.smin.i64(i64 %add1603, i64 %call65)
  %p1605 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1604
  %v1606 = load float, ptr addrspace(1) %p1605, align 4
  %p1607 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1604
  %v1608 = load i32, ptr addrspace(1) %p1607, align 4
  %call1613 = tail call i32 @llvm.smin.i32(i32 %v1608, i32 %bound)
  %call1614 = tail call i32 @llvm.smax.i32(i32 %call1613, i32 0)
  %at1615 = zext nneg i32 %call1614 to i64
  %p1616 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1615
  %v1617 = load float, ptr addrspace(1) %p1616, align 4
  %fmul1618 = fmul float %v1606, %v1617
  %add1619 = add nuw nsw i64 %call55, 6
  %call1620 = tail call i64 @llvm.smin.i64(i64 %add1619, i64 %call65)
  %p1621 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1620
  %v1622 = load float, ptr addrspace(1) %p1621, align 4
  %p1623 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1620
  %v1624 = load i32, ptr addrspace(1) %p1623, align 4
  %call1629 = tail call i32 @llvm.smin.i32(i32 %v1624, i32 %bound)
  %call1630 = tail call i32 @llvm.smax.i32(i32 %call1629, i32 0)
  %at1631 = zext nneg i32 %call1630 to i64
  %p1632 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1631
  %v1633 = load float, ptr addrspace(1) %p1632, align 4
  %fmul1634 = fmul float %v1622, %v1633
  %add1635 = add nuw nsw i64 %call55, 7
  %call1636 = tail call i64 @llvm.smin.i64(i64 %add1635, i64 %call65)
  %p1637 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1636
  %v1638 = load float, ptr addrspace(1) %p1637, align 4
  %p1639 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1636
  %v1640 = load i32, ptr addrspace(1) %p1639, align 4
  %call1645 = tail call i32 @llvm.smin.i32(i32 %v1640, i32 %bound)
  %call1646 = tail call i32 @llvm.smax.i32(i32 %call1645, i32 0)
  %at1647 = zext nneg i32 %call1646 to i64
  %p1648 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1647
  %v1649 = load float, ptr addrspace(1) %p1648, align 4
  %fmul1650 = fmul float %v1638, %v1649
  %cmp1651 = icmp sgt i64 %sel, 1
  %fadd1652 = fadd reassoc contract float %fmul1708, %fmul1426
  %sel1653 = select i1 %cmp1651, float %fadd1652, float %fmul1708
  %cmp1654 = icmp sgt i64 %sel, 2
  %fadd1655 = fadd reassoc contract float %sel1653, %fmul1442
  %sel1656 = select i1 %cmp1654, float %fadd1655, float %sel1653
  %cmp1657 = icmp sgt i64 %sel, 3
  %fadd1658 = fadd reassoc contract float %sel1656, %fmul1458
  %sel1659 = select i1 %cmp1657, float %fadd1658, float %sel1656
  %cmp1660 = icmp sgt i64 %sel, 4
  %fadd1661 = fadd reassoc contract float %sel1659, %fmul1474
  %sel1662 = select i1 %cmp1660, float %fadd1661, float %sel1659
  %cmp1663 = icmp sgt i64 %sel, 5
  %fadd1664 = fadd reassoc contract float %sel1662, %fmul1490
  %sel1665 = select i1 %cmp1663, float %fadd1664, float %sel1662
  %cmp1666 = icmp sgt i64 %sel, 6
  %fadd1667 = fadd reassoc contract float %sel1665, %fmul1506
  %sel1668 = select i1 %cmp1666, float %fadd1667, float %sel1665
  %cmp1669 = icmp sgt i64 %sel, 7
  %fadd1670 = fadd reassoc contract float %sel1668, %fmul1522
  %sel1671 = select i1 %cmp1669, float %fadd1670, float %sel1668
  %cmp1672 = icmp sgt i64 %sel63, 1
  %fadd1673 = fadd reassoc contract float %fmul1538, %fmul1554
  %sel1674 = select i1 %cmp1672, float %fadd1673, float %fmul1538
  %cmp1675 = icmp sgt i64 %sel63, 2
  %fadd1676 = fadd reassoc contract float %sel1674, %fmul1570
  %sel1677 = select i1 %cmp1675, float %fadd1676, float %sel1674
  %cmp1678 = icmp sgt i64 %sel63, 3
  %fadd1679 = fadd reassoc contract float %sel1677, %fmul1586
  %sel1680 = select i1 %cmp1678, float %fadd1679, float %sel1677
  %cmp1681 = icmp sgt i64 %sel63, 4
  %fadd1682 = fadd reassoc contract float %sel1680, %fmul1602
  %sel1683 = select i1 %cmp1681, float %fadd1682, float %sel1680
  %cmp1684 = icmp sgt i64 %sel63, 5
  %fadd1685 = fadd reassoc contract float %sel1683, %fmul1618
  %sel1686 = select i1 %cmp1684, float %fadd1685, float %sel1683
  %cmp1687 = icmp sgt i64 %sel63, 6
  %fadd1688 = fadd reassoc contract float %sel1686, %fmul1634
  %sel1689 = select i1 %cmp1687, float %fadd1688, float %sel1686
  %cmp1690 = icmp sgt i64 %sel63, 7
  %fadd1691 = fadd reassoc contract float %sel1689, %fmul1650
  %sel1692 = select i1 %cmp1690, float %fadd1691, float %sel1689
  br label %endif304

else1393:                                         ; preds = %then302
  %call1710 = tail call i64 @llvm.smin.i64(i64 %call55, i64 %call65)
  %p1711 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1710
  %v1712 = load float, ptr addrspace(1) %p1711, align 4
  %p1713 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1710
  %v1714 = load i32, ptr addrspace(1) %p1713, align 4
  %call1719 = tail call i32 @llvm.smin.i32(i32 %v1714, i32 %bound)
  %call1720 = tail call i32 @llvm.smax.i32(i32 %call1719, i32 0)
  %at1721 = zext nneg i32 %call1720 to i64
  %p1722 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1721
  %v1723 = load float, ptr addrspace(1) %p1722, align 4
  %fmul1724 = fmul float %v1712, %v1723
  %cmp1727 = icmp sgt i32 %call300, 1
  br i1 %cmp1727, label %fold.body1725, label %endif304

fold.body1725:                                    ; preds = %else1393, %fold.body1725
  %i1728 = phi i64 [ %add1769, %fold.body1725 ], [ 1, %else1393 ]
  %phi1729 = phi float [ %sel1765, %fold.body1725 ], [ %fmul1708, %else1393 ]
  %phi1730 = phi float [ %sel1768, %fold.body1725 ], [ %fmul1724, %else1393 ]
  %add1731 = add nuw nsw i64 %i1728, %call36
  %call1732 = tail call i64 @llvm.smin.i64(i64 %add1731, i64 %call45)
  %p1733 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1732
  %v1734 = load float, ptr addrspace(1) %p1733, align 4
  %p1735 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1732
  %v1736 = load i32, ptr addrspace(1) %p1735, align 4
  %call1741 = tail call i32 @llvm.smin.i32(i32 %v1736, i32 %bound)
  %call1742 = tail call i32 @llvm.smax.i32(i32 %call1741, i32 0)
  %at1743 = zext nneg i32 %call1742 to i64
  %p1744 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1743
  %v1745 = load float, ptr addrspace(1) %p1744, align 4
  %fmul1746 = fmul float %v1734, %v1745
  %add1747 = add nuw nsw i64 %i1728, %call55
  %call1748 = tail call i64 @llvm.smin.i64(i64 %add1747, i64 %call65)
  %p1749 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call1748
  %v1750 = load float, ptr addrspace(1) %p1749, align 4
  %p1751 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call1748
  %v1752 = load i32, ptr addrspace(1) %p1751, align 4
  %call1757 = tail call i32 @llvm.smin.i32(i32 %v1752, i32 %bound)
  %call1758 = tail call i32 @llvm.smax.i32(i32 %call1757, i32 0)
  %at1759 = zext nneg i32 %call1758 to i64
  %p1760 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at1759
  %v1761 = load float, ptr addrspace(1) %p1760, align 4
  %fmul1762 = fmul float %v1750, %v1761
  %cmp1763 = icmp slt i64 %i1728, %sel
  %fadd1764 = fadd reassoc contract float %phi1729, %fmul1746
  %sel1765 = select i1 %cmp1763, float %fadd1764, float %phi1729
  %cmp1766 = icmp slt i64 %i1728, %sel63
  %fadd1767 = fadd reassoc contract float %phi1730, %fmul1762
  %sel1768 = select i1 %cmp1766, float %fadd1767, float %phi1730
  %add1769 = add nuw nsw i64 %i1728, 1
  %exitcond4295.not = icmp eq i64 %add1769, %widest301
  br i1 %exitcond4295.not, label %endif304, label %fold.body1725

then1796:                                         ; preds = %endif304
  %p1798 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add32
  %cmp1793 = icmp sgt i64 %sub43, 0
  %fadd1794 = fadd reassoc contract float %phi1791, 0.000000e+00
  %sel1795 = select i1 %cmp1793, float %fadd1794, float 0.000000e+00
  store float %sel1795, ptr addrspace(1) %p1798, align 4
  br label %endif1797

endif1797:                                        ; preds = %then1796, %endif304
  br i1 %cmp49, label %endif72.sink.split, label %endif72

repeat.body1817:                                  ; preds = %repeat.body1817.preheader, %endif1870
  %phi1819 = phi i64 [ %add4281, %endif1870 ], [ %warp, %repeat.body1817.preheader ]
  %26 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address) #5
  %cmp1821 = icmp ne i64 %26, 0
  %call1822 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1821)
  %cmp1823 = icmp ne i32 %call1822, 0
  %mul1824 = shl i64 %phi1819, 6
  %add1826 = or disjoint i64 %mul1824, %lane
  %cmp1827 = icmp slt i64 %add1826, %call9
  %call1828 = tail call i64 @llvm.smin.i64(i64 %add1826, i64 %call13)
  %p1829 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %call1828
  %v1830 = load i32, ptr addrspace(1) %p1829, align 4
  %27 = tail call i32 @llvm.smax.i32(i32 %v1830, i32 0)
  %call1832 = zext nneg i32 %27 to i64
  %call1833 = tail call i64 @llvm.smin.i64(i64 %call1832, i64 %8)
  %p1835 = getelementptr i8, ptr addrspace(1) %p1829, i64 4
  %v1836 = load i32, ptr addrspace(1) %p1835, align 4
  %offset1837 = sext i32 %v1836 to i64
  %call1838 = tail call i64 @llvm.smax.i64(i64 %offset1837, i64 %call1833)
  %call1839 = tail call i64 @llvm.smin.i64(i64 %call1838, i64 %8)
  %sub1840 = sub i64 %call1839, %call1833
  %sel1841 = select i1 %cmp1827, i64 %sub1840, i64 0
  %sub1842 = add i64 %call1839, -1
  %call1843 = tail call i64 @llvm.smax.i64(i64 %sub1842, i64 0)
  %add1846 = or disjoint i64 %add1826, 32
  %cmp1847 = icmp slt i64 %add1846, %call9
  %call1848 = tail call i64 @llvm.smin.i64(i64 %add1846, i64 %call13)
  %p1849 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %call1848
  %v1850 = load i32, ptr addrspace(1) %p1849, align 4
  %28 = tail call i32 @llvm.smax.i32(i32 %v1850, i32 0)
  %call1852 = zext nneg i32 %28 to i64
  %call1853 = tail call i64 @llvm.smin.i64(i64 %call1852, i64 %8)
  %p1855 = getelementptr i8, ptr addrspace(1) %p1849, i64 4
  %v1856 = load i32, ptr addrspace(1) %p1855, align 4
  %offset1857 = sext i32 %v1856 to i64
  %call1858 = tail call i64 @llvm.smax.i64(i64 %offset1857, i64 %call1853)
  %call1859 = tail call i64 @llvm.smin.i64(i64 %call1858, i64 %8)
  %sub1860 = sub i64 %call1859, %call1853
  %sel1861 = select i1 %cmp1847, i64 %sub1860, i64 0
  %sub1862 = add i64 %call1859, -1
  %call1863 = tail call i64 @llvm.smax.i64(i64 %sub1862, i64 0)
  %call1864 = tail call i64 @llvm.smax.i64(i64 %sel1841, i64 %sel1861)
  %cmp1865 = icmp sgt i64 %call1864, 16
  %call1866 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1865)
  %cmp1867.not = icmp eq i32 %call1866, 0
  br i1 %cmp1867.not, label %else1869, label %then1868

then1868:                                         ; preds = %repeat.body1817
  %cmp1871 = icmp sgt i64 %sel1841, 4096
  %listed1872 = and i1 %cmp15, %cmp1871
  br i1 %listed1872, label %then1873, label %endif1874

else1869:                                         ; preds = %repeat.body1817
  %len2124 = trunc i64 %call1864 to i32
  %call2125 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %len2124, i32 1, i32 31)
  %call2128 = tail call i32 @llvm.smax.i32(i32 %len2124, i32 %call2125)
  %sel2129 = select i1 %cmp1968.not, i32 %len2124, i32 %call2128
  %call2130 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel2129, i32 2, i32 31)
  %call2133 = tail call i32 @llvm.smax.i32(i32 %sel2129, i32 %call2130)
  %sel2134 = select i1 %cmp1973, i32 %call2133, i32 %sel2129
  %call2135 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel2134, i32 4, i32 31)
  %call2138 = tail call i32 @llvm.smax.i32(i32 %sel2134, i32 %call2135)
  %sel2139 = select i1 %cmp1978, i32 %call2138, i32 %sel2134
  %call2140 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel2139, i32 8, i32 31)
  %call2143 = tail call i32 @llvm.smax.i32(i32 %sel2139, i32 %call2140)
  %sel2144 = select i1 %cmp1983, i32 %call2143, i32 %sel2139
  %call2145 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel2144, i32 16, i32 31)
  %call2148 = tail call i32 @llvm.smax.i32(i32 %sel2144, i32 %call2145)
  %sel2149 = select i1 %cmp1988, i32 %call2148, i32 %sel2144
  %call2150 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %sel2149, i32 0, i32 31)
  %widest2151 = sext i32 %call2150 to i64
  br i1 %cmp16, label %then2152, label %endif2154

endif1870.sink.split:                             ; preds = %endif4271, %endif2114
  %sel1954.sink = phi i64 [ %sel1954, %endif2114 ], [ %sub1860, %endif4271 ]
  %phi2109.sink = phi float [ %phi2109, %endif2114 ], [ %phi4266, %endif4271 ]
  %p2121 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add1846
  %cmp2116 = icmp sgt i64 %sel1954.sink, 0
  %fadd2117 = fadd reassoc contract float %phi2109.sink, 0.000000e+00
  %sel2118 = select i1 %cmp2116, float %fadd2117, float 0.000000e+00
  store float %sel2118, ptr addrspace(1) %p2121, align 4
  br label %endif1870

endif1870:                                        ; preds = %endif1870.sink.split, %endif1959, %endif2114, %endif4271
  %phi4279 = phi i1 [ false, %endif4271 ], [ false, %endif2114 ], [ true, %endif1959 ], [ false, %endif1870.sink.split ]
  %add4281 = add nuw nsw i64 %phi1819, %warp8
  %cmp4282 = icmp sge i64 %add4281, %groups
  %quit4283 = or i1 %cmp1823, %phi4279
  %again4285.not = or i1 %cmp4282, %quit4283
  br i1 %again4285.not, label %endif, label %repeat.body1817

then1873:                                         ; preds = %then1868
  %add1876 = add nuw i64 %sel1841, 4095
  %ceil1877 = sdiv i64 %add1876, 4096
  %call1878 = tail call i64 @llvm.smax.i64(i64 %ceil1877, i64 2048)
  %29 = trunc i64 %sel1841 to i32
  %narrow1880 = add i32 %29, -1
  %narrow1881 = trunc i64 %call1878 to i32
  %chunks1882 = udiv i32 %narrow1880, %narrow1881
  %chunks1883 = zext i32 %chunks1882 to i64
  %add1884 = add nuw nsw i64 %chunks1883, 1
  %add1885 = add nuw nsw i64 %chunks1883, 4294967297
  %30 = atomicrmw add ptr addrspace(1) %list1875, i64 %add1885 monotonic, align 8
  %entry1886 = lshr i64 %30, 32
  %first1887 = and i64 %30, 4294967295
  %cmp1891 = icmp slt i64 %entry1886, %most1888
  %add1892 = add nuw nsw i64 %add1884, %first1887
  %cmp1893 = icmp sle i64 %add1892, %add1890
  %room1894 = and i1 %cmp1891, %cmp1893
  br i1 %room1894, label %then1895, label %else1896

endif1874:                                        ; preds = %then1895, %else1896, %then1868
  %sel1912 = phi i64 [ 0, %then1895 ], [ 0, %else1896 ], [ %sel1841, %then1868 ]
  %cmp1908 = icmp sgt i64 %sel1841, 16
  %left1910 = xor i1 %cmp1908, %listed1872
  %cmp1913 = icmp sgt i64 %sel1861, 4096
  %listed1914 = and i1 %cmp15, %cmp1913
  br i1 %listed1914, label %then1915, label %endif1916

then1895:                                         ; preds = %then1873
  %.idx4287 = mul nuw nsw i64 %entry1886, 24
  %31 = getelementptr inbounds i8, ptr addrspace(1) %list1875, i64 %.idx4287
  %p1900 = getelementptr inbounds i8, ptr addrspace(1) %31, i64 8
  store i64 %add1826, ptr addrspace(1) %p1900, align 4
  %p1903 = getelementptr inbounds i8, ptr addrspace(1) %31, i64 16
  store i64 %first1887, ptr addrspace(1) %p1903, align 4
  %p1906 = getelementptr inbounds i8, ptr addrspace(1) %31, i64 24
  store i64 0, ptr addrspace(1) %p1906, align 4
  br label %endif1874

else1896:                                         ; preds = %then1873
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif1874

then1915:                                         ; preds = %endif1874
  %add1918 = add nuw i64 %sel1861, 4095
  %ceil1919 = sdiv i64 %add1918, 4096
  %call1920 = tail call i64 @llvm.smax.i64(i64 %ceil1919, i64 2048)
  %32 = trunc i64 %sel1861 to i32
  %narrow1922 = add i32 %32, -1
  %narrow1923 = trunc i64 %call1920 to i32
  %chunks1924 = udiv i32 %narrow1922, %narrow1923
  %chunks1925 = zext i32 %chunks1924 to i64
  %add1926 = add nuw nsw i64 %chunks1925, 1
  %add1927 = add nuw nsw i64 %chunks1925, 4294967297
  %33 = atomicrmw add ptr addrspace(1) %list1875, i64 %add1927 monotonic, align 8
  %entry1928 = lshr i64 %33, 32
  %first1929 = and i64 %33, 4294967295
  %cmp1933 = icmp slt i64 %entry1928, %most1888
  %add1934 = add nuw nsw i64 %add1926, %first1929
  %cmp1935 = icmp sle i64 %add1934, %add1890
  %room1936 = and i1 %cmp1933, %cmp1935
  br i1 %room1936, label %then1937, label %else1938

endif1916:                                        ; preds = %then1937, %else1938, %endif1874
  %sel1954 = phi i64 [ 0, %then1937 ], [ 0, %else1938 ], [ %sel1861, %endif1874 ]
  %cmp1950 = icmp sgt i64 %sel1861, 16
  %left1952 = xor i1 %cmp1950, %listed1914
  %unlisted1953 = or i1 %left1910, %left1952
  %call1955 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %unlisted1953)
  %cmp1956 = icmp ne i32 %call1955, 0
  %first1957 = and i1 %cmp, %cmp1956
  br i1 %first1957, label %then1958, label %endif1959

then1937:                                         ; preds = %then1915
  %.idx4288 = mul nuw nsw i64 %entry1928, 24
  %34 = getelementptr inbounds i8, ptr addrspace(1) %list1875, i64 %.idx4288
  %p1942 = getelementptr inbounds i8, ptr addrspace(1) %34, i64 8
  store i64 %add1846, ptr addrspace(1) %p1942, align 4
  %p1945 = getelementptr inbounds i8, ptr addrspace(1) %34, i64 16
  store i64 %first1929, ptr addrspace(1) %p1945, align 4
  %p1948 = getelementptr inbounds i8, ptr addrspace(1) %34, i64 24
  store i64 0, ptr addrspace(1) %p1948, align 4
  br label %endif1916

else1938:                                         ; preds = %then1915
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif1916

then1958:                                         ; preds = %endif1916
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif1959

endif1959:                                        ; preds = %then1958, %endif1916
  br i1 %cmp1956, label %endif1870, label %else1962

else1962:                                         ; preds = %endif1959
  %call1964 = tail call i64 @llvm.smax.i64(i64 %sel1912, i64 %sel1954)
  %len1965 = trunc i64 %call1964 to i32
  %call1966 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %len1965, i32 1, i32 31)
  %call1969 = tail call i32 @llvm.smax.i32(i32 %len1965, i32 %call1966)
  %sel1970 = select i1 %cmp1968.not, i32 %len1965, i32 %call1969
  %call1971 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel1970, i32 2, i32 31)
  %call1974 = tail call i32 @llvm.smax.i32(i32 %sel1970, i32 %call1971)
  %sel1975 = select i1 %cmp1973, i32 %call1974, i32 %sel1970
  %call1976 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel1975, i32 4, i32 31)
  %call1979 = tail call i32 @llvm.smax.i32(i32 %sel1975, i32 %call1976)
  %sel1980 = select i1 %cmp1978, i32 %call1979, i32 %sel1975
  %call1981 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel1980, i32 8, i32 31)
  %call1984 = tail call i32 @llvm.smax.i32(i32 %sel1980, i32 %call1981)
  %sel1985 = select i1 %cmp1983, i32 %call1984, i32 %sel1980
  %call1986 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel1985, i32 16, i32 31)
  %call1989 = tail call i32 @llvm.smax.i32(i32 %sel1985, i32 %call1986)
  %sel1990 = select i1 %cmp1988, i32 %call1989, i32 %sel1985
  %call1991 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %sel1990, i32 0, i32 31)
  %widest1992 = sext i32 %call1991 to i64
  br i1 %cmp16, label %then1993, label %endif1995

then1993:                                         ; preds = %else1962
  %call1997 = tail call i64 @llvm.smin.i64(i64 %call1833, i64 %call1843)
  %call2001 = tail call i64 @llvm.smin.i64(i64 %call1997, i64 %sub2000)
  %call2002 = tail call i64 @llvm.smax.i64(i64 %call2001, i64 0)
  %p2003 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2002
  %v2004 = load float, ptr addrspace(1) %p2003, align 4
  %call2006 = tail call i64 @llvm.smin.i64(i64 %call1997, i64 %sub2005)
  %call2007 = tail call i64 @llvm.smax.i64(i64 %call2006, i64 0)
  %p2008 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2007
  %v2009 = load i32, ptr addrspace(1) %p2008, align 4
  %call2014 = tail call i32 @llvm.smin.i32(i32 %v2009, i32 %bound2013)
  %call2015 = tail call i32 @llvm.smax.i32(i32 %call2014, i32 0)
  %at2016 = zext nneg i32 %call2015 to i64
  %p2017 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2016
  %v2018 = load float, ptr addrspace(1) %p2017, align 4
  %fmul2019 = fmul float %v2004, %v2018
  %call2021 = tail call i64 @llvm.smin.i64(i64 %call1853, i64 %call1863)
  %call2025 = tail call i64 @llvm.smin.i64(i64 %call2021, i64 %sub2000)
  %call2026 = tail call i64 @llvm.smax.i64(i64 %call2025, i64 0)
  %p2027 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2026
  %v2028 = load float, ptr addrspace(1) %p2027, align 4
  %call2030 = tail call i64 @llvm.smin.i64(i64 %call2021, i64 %sub2005)
  %call2031 = tail call i64 @llvm.smax.i64(i64 %call2030, i64 0)
  %p2032 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2031
  %v2033 = load i32, ptr addrspace(1) %p2032, align 4
  %call2038 = tail call i32 @llvm.smin.i32(i32 %v2033, i32 %bound2013)
  %call2039 = tail call i32 @llvm.smax.i32(i32 %call2038, i32 0)
  %at2040 = zext nneg i32 %call2039 to i64
  %p2041 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2040
  %v2042 = load float, ptr addrspace(1) %p2041, align 4
  %fmul2043 = fmul float %v2028, %v2042
  %cmp2046 = icmp sgt i32 %call1991, 1
  br i1 %cmp2046, label %fold.body2044, label %endif1995

endif1995:                                        ; preds = %fold.body2044, %then1993, %else1962
  %phi2108 = phi float [ 0.000000e+00, %else1962 ], [ %fmul2019, %then1993 ], [ %sel2100, %fold.body2044 ]
  %phi2109 = phi float [ 0.000000e+00, %else1962 ], [ %fmul2043, %then1993 ], [ %sel2103, %fold.body2044 ]
  br i1 %cmp1827, label %then2113, label %endif2114

fold.body2044:                                    ; preds = %then1993, %fold.body2044
  %i2047 = phi i64 [ %add2104, %fold.body2044 ], [ 1, %then1993 ]
  %phi2048 = phi float [ %sel2100, %fold.body2044 ], [ %fmul2019, %then1993 ]
  %phi2049 = phi float [ %sel2103, %fold.body2044 ], [ %fmul2043, %then1993 ]
  %add2050 = add nuw nsw i64 %i2047, %call1833
  %call2051 = tail call i64 @llvm.smin.i64(i64 %add2050, i64 %call1843)
  %call2055 = tail call i64 @llvm.smin.i64(i64 %call2051, i64 %sub2000)
  %call2056 = tail call i64 @llvm.smax.i64(i64 %call2055, i64 0)
  %p2057 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2056
  %v2058 = load float, ptr addrspace(1) %p2057, align 4
  %call2060 = tail call i64 @llvm.smin.i64(i64 %call2051, i64 %sub2005)
  %call2061 = tail call i64 @llvm.smax.i64(i64 %call2060, i64 0)
  %p2062 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2061
  %v2063 = load i32, ptr addrspace(1) %p2062, align 4
  %call2068 = tail call i32 @llvm.smin.i32(i32 %v2063, i32 %bound2013)
  %call2069 = tail call i32 @llvm.smax.i32(i32 %call2068, i32 0)
  %at2070 = zext nneg i32 %call2069 to i64
  %p2071 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2070
  %v2072 = load float, ptr addrspace(1) %p2071, align 4
  %fmul2073 = fmul float %v2058, %v2072
  %add2074 = add nuw nsw i64 %i2047, %call1853
  %call2075 = tail call i64 @llvm.smin.i64(i64 %add2074, i64 %call1863)
  %call2079 = tail call i64 @llvm.smin.i64(i64 %call2075, i64 %sub2000)
  %call2080 = tail call i64 @llvm.smax.i64(i64 %call2079, i64 0)
  %p2081 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2080
  %v2082 = load float, ptr addrspace(1) %p2081, align 4
  %call2084 = tail call i64 @llvm.smin.i64(i64 %call2075, i64 %sub2005)
  %call2085 = tail call i64 @llvm.smax.i64(i64 %call2084, i64 0)
  %p2086 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2085
  %v2087 = load i32, ptr addrspace(1) %p2086, align 4
  %call2092 = tail call i32 @llvm.smin.i32(i32 %v2087, i32 %bound2013)
  %call2093 = tail call i32 @llvm.smax.i32(i32 %call2092, i32 0)
  %at2094 = zext nneg i32 %call2093 to i64
  %p2095 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2094
  %v2096 = load float, ptr addrspace(1) %p2095, align 4
  %fmul2097 = fmul float %v2082, %v2096
  %cmp2098 = icmp slt i64 %i2047, %sel1912
  %fadd2099 = fadd reassoc contract float %phi2048, %fmul2073
  %sel2100 = select i1 %cmp2098, float %fadd2099, float %phi2048
  %cmp2101 = icmp slt i64 %i2047, %sel1954
  %fadd2102 = fadd reassoc contract float %phi2049, %fmul2097
  %sel2103 = select i1 %cmp2101, float %fadd2102, float %phi2049
  %add2104 = add nuw nsw i64 %i2047, 1
  %exitcond.not = icmp eq i64 %add2104, %widest1992
  br i1 %exitcond.not, label %endif1995, label %fold.body2044

then2113:                                         ; preds = %endif1995
  %p2115 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add1826
  %cmp2110 = icmp sgt i64 %sel1912, 0
  %fadd2111 = fadd reassoc contract float %phi2108, 0.000000e+00
  %sel2112 = select i1 %cmp2110, float %fadd2111, float 0.000000e+00
  store float %sel2112, ptr addrspace(1) %p2115, align 4
  br label %endif2114

endif2114:                                        ; preds = %then2113, %endif1995
  br i1 %cmp1847, label %endif1870.sink.split, label %endif1870

then2152:                                         ; preds = %else1869
  %call4136 = tail call i64 @llvm.smin.i64(i64 %call1833, i64 %call1843)
  %call4140 = tail call i64 @llvm.smin.i64(i64 %call4136, i64 %sub2000)
  %call4141 = tail call i64 @llvm.smax.i64(i64 %call4140, i64 0)
  %p4142 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call4141
  %v4143 = load float, ptr addrspace(1) %p4142, align 4
  %call4145 = tail call i64 @llvm.smin.i64(i64 %call4136, i64 %sub2005)
  %call4146 = tail call i64 @llvm.smax.i64(i64 %call4145, i64 0)
  %p4147 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call4146
  %v4148 = load i32, ptr addrspace(1) %p4147, align 4
  %call4153 = tail call i32 @llvm.smin.i32(i32 %v4148, i32 %bound2013)
  %call4154 = tail call i32 @llvm.smax.i32(i32 %call4153, i32 0)
  %at4155 = zext nneg i32 %call4154 to i64
  %p4156 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at4155
  %v4157 = load float, ptr addrspace(1) %p4156, align 4
  %fmul4158 = fmul float %v4143, %v4157
  switch i32 %call2150, label %else3707 [
    i32 0, label %then2156
    i32 1, label %then2208
    i32 2, label %then2260
    i32 3, label %then2366
    i32 4, label %then2526
    i32 5, label %then2740
    i32 6, label %then3008
    i32 7, label %then3330
    i32 8, label %then3706
  ]

endif2154:                                        ; preds = %fold.body4183, %else3707, %then3706, %then3330, %then3008, %then2740, %then2526, %then2366, %then2260, %then2208, %then2156, %else1869
  %phi4265 = phi float [ 0.000000e+00, %else1869 ], [ %fmul4158, %then2156 ], [ %fmul4158, %then2208 ], [ %sel2361, %then2260 ], [ %sel2518, %then2366 ], [ %sel2729, %then2526 ], [ %sel2994, %then2740 ], [ %sel3313, %then3008 ], [ %sel3686, %then3330 ], [ %sel4113, %then3706 ], [ %fmul4158, %else3707 ], [ %sel4239, %fold.body4183 ]
  %phi4266 = phi float [ 0.000000e+00, %else1869 ], [ %fmul2206, %then2156 ], [ %fmul2258, %then2208 ], [ %sel2364, %then2260 ], [ %sel2524, %then2366 ], [ %sel2738, %then2526 ], [ %sel3006, %then2740 ], [ %sel3328, %then3008 ], [ %sel3704, %then3330 ], [ %sel4134, %then3706 ], [ %fmul4182, %else3707 ], [ %sel4242, %fold.body4183 ]
  br i1 %cmp1827, label %then4270, label %endif4271

then2156:                                         ; preds = %then2152
  %call2184 = tail call i64 @llvm.smin.i64(i64 %call1853, i64 %call1863)
  %call2188 = tail call i64 @llvm.smin.i64(i64 %call2184, i64 %sub2000)
  %call2189 = tail call i64 @llvm.smax.i64(i64 %call2188, i64 0)
  %p2190 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2189
  %v2191 = load float, ptr addrspace(1) %p2190, align 4
  %call2193 = tail call i64 @llvm.smin.i64(i64 %call2184, i64 %sub2005)
  %call2194 = tail call i64 @llvm.smax.i64(i64 %call2193, i64 0)
  %p2195 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2194
  %v2196 = load i32, ptr addrspace(1) %p2195, align 4
  %call2201 = tail call i32 @llvm.smin.i32(i32 %v2196, i32 %bound2013)
  %call2202 = tail call i32 @llvm.smax.i32(i32 %call2201, i32 0)
  %at2203 = zext nneg i32 %call2202 to i64
  %p2204 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2203
  %v2205 = load float, ptr addrspace(1) %p2204, align 4
  %fmul2206 = fmul float %v2191, %v2205
  br label %endif2154

then2208:                                         ; preds = %then2152
  %call2236 = tail call i64 @llvm.smin.i64(i64 %call1853, i64 %call1863)
  %call2240 = tail call i64 @llvm.smin.i64(i64 %call2236, i64 %sub2000)
  %call2241 = tail call i64 @llvm.smax.i64(i64 %call2240, i64 0)
  %p2242 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2241
  %v2243 = load float, ptr addrspace(1) %p2242, align 4
  %call2245 = tail call i64 @llvm.smin.i64(i64 %call2236, i64 %sub2005)
  %call2246 = tail call i64 @llvm.smax.i64(i64 %call2245, i64 0)
  %p2247 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2246
  %v2248 = load i32, ptr addrspace(1) %p2247, align 4
  %call2253 = tail call i32 @llvm.smin.i32(i32 %v2248, i32 %bound2013)
  %call2254 = tail call i32 @llvm.smax.i32(i32 %call2253, i32 0)
  %at2255 = zext nneg i32 %call2254 to i64
  %p2256 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2255
  %v2257 = load float, ptr addrspace(1) %p2256, align 4
  %fmul2258 = fmul float %v2243, %v2257
  br label %endif2154

then2260:                                         ; preds = %then2152
  %add2287 = add nuw nsw i64 %call1833, 1
  %call2288 = tail call i64 @llvm.smin.i64(i64 %add2287, i64 %call1843)
  %call2292 = tail call i64 @llvm.smin.i64(i64 %call2288, i64 %sub2000)
  %call2293 = tail call i64 @llvm.smax.i64(i64 %call2292, i64 0)
  %p2294 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2293
  %v2295 = load float, ptr addrspace(1) %p2294, align 4
  %call2297 = tail call i64 @llvm.smin.i64(i64 %call2288, i64 %sub2005)
  %call2298 = tail call i64 @llvm.smax.i64(i64 %call2297, i64 0)
  %p2299 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2298
  %v2300 = load i32, ptr addrspace(1) %p2299, align 4
  %call2305 = tail call i32 @llvm.smin.i32(i32 %v2300, i32 %bound2013)
  %call2306 = tail call i32 @llvm.smax.i32(i32 %call2305, i32 0)
  %at2307 = zext nneg i32 %call2306 to i64
  %p2308 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2307
  %v2309 = load float, ptr addrspace(1) %p2308, align 4
  %fmul2310 = fmul float %v2295, %v2309
  %call2312 = tail call i64 @llvm.smin.i64(i64 %call1853, i64 %call1863)
  %call2316 = tail call i64 @llvm.smin.i64(i64 %call2312, i64 %sub2000)
  %call2317 = tail call i64 @llvm.smax.i64(i64 %call2316, i64 0)
  %p2318 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2317
  %v2319 = load float, ptr addrspace(1) %p2318, align 4
  %call2321 = tail call i64 @llvm.smin.i64(i64 %call2312, i64 %sub2005)
  %call2322 = tail call i64 @llvm.smax.i64(i64 %call2321, i64 0)
  %p2323 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2322
  %v2324 = load i32, ptr addrspace(1) %p2323, align 4
  %call2329 = tail call i32 @llvm.smin.i32(i32 %v2324, i32 %bound2013)
  %call2330 = tail call i32 @llvm.smax.i32(i32 %call2329, i32 0)
  %at2331 = zext nneg i32 %call2330 to i64
  %p2332 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2331
  %v2333 = load float, ptr addrspace(1) %p2332, align 4
  %fmul2334 = fmul float %v2319, %v2333
  %add2335 = add nuw nsw i64 %call1853, 1
  %call2336 = tail call i64 @llvm.smin.i64(i64 %add2335, i64 %call1863)
  %call2340 = tail call i64 @llvm.smin.i64(i64 %call2336, i64 %sub2000)
  %call2341 = tail call i64 @llvm.smax.i64(i64 %call2340, i64 0)
  %p2342 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2341
  %v2343 = load float, ptr addrspace(1) %p2342, align 4
  %call2345 = tail call i64 @llvm.smin.i64(i64 %call2336, i64 %sub2005)
  %call2346 = tail call i64 @llvm.smax.i64(i64 %call2345, i64 0)
  %p2347 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2346
  %v2348 = load i32, ptr addrspace(1) %p2347, align 4
  %call2353 = tail call i32 @llvm.smin.i32(i32 %v2348, i32 %bound2013)
  %call2354 = tail call i32 @llvm.smax.i32(i32 %call2353, i32 0)
  %at2355 = zext nneg i32 %call2354 to i64
  %p2356 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2355
  %v2357 = load float, ptr addrspace(1) %p2356, align 4
  %fmul2358 = fmul float %v2343, %v2357
  %cmp2359 = icmp sgt i64 %sel1841, 1
  %fadd2360 = fadd reassoc contract float %fmul4158, %fmul2310
  %sel2361 = select i1 %cmp2359, float %fadd2360, float %fmul4158
  %cmp2362 = icmp sgt i64 %sel1861, 1
  %fadd2363 = fadd reassoc contract float %fmul2334, %fmul2358
  %sel2364 = select i1 %cmp2362, float %fadd2363, float %fmul2334
  br label %endif2154

then2366:                                         ; preds = %then2152
  %add2393 = add nuw nsw i64 %call1833, 1
  %call2394 = tail call i64 @llvm.smin.i64(i64 %add2393, i64 %call1843)
  %call2398 = tail call i64 @llvm.smin.i64(i64 %call2394, i64 %sub2000)
  %call2399 = tail call i64 @llvm.smax.i64(i64 %call2398, i64 0)
  %p2400 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2399
  %v2401 = load float, ptr addrspace(1) %p2400, align 4
  %call2403 = tail call i64 @llvm.smin.i64(i64 %call2394, i64 %sub2005)
  %call2404 = tail call i64 @llvm.smax.i64(i64 %call2403, i64 0)
  %p2405 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2404
  %v2406 = load i32, ptr addrspace(1) %p2405, align 4
  %call2411 = tail call i32 @llvm.smin.i32(i32 %v2406, i32 %bound2013)
  %call2412 = tail call i32 @llvm.smax.i32(i32 %call2411, i32 0)
  %at2413 = zext nneg i32 %call2412 to i64
  %p2414 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2413
  %v2415 = load float, ptr addrspace(1) %p2414, align 4
  %fmul2416 = fmul float %v2401, %v2415
  %add2417 = add nuw nsw i64 %call1833, 2
  %call2418 = tail call i64 @llvm.smin.i64(i64 %add2417, i64 %call1843)
  %call2422 = tail call i64 @llvm.smin.i64(i64 %call2418, i64 %sub2000)
  %call2423 = tail call i64 @llvm.smax.i64(i64 %call2422, i64 0)
  %p2424 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2423
  %v2425 = load float, ptr addrspace(1) %p2424, align 4
  %call2427 = tail call i64 @llvm.smin.i64(i64 %call2418, i64 %sub2005)
  %call2428 = tail call i64 @llvm.smax.i64(i64 %call2427, i64 0)
  %p2429 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2428
  %v2430 = load i32, ptr addrspace(1) %p2429, align 4
  %call2435 = tail call i32 @llvm.smin.i32(i32 %v2430, i32 %bound2013)
  %call2436 = tail call i32 @llvm.smax.i32(i32 %call2435, i32 0)
  %at2437 = zext nneg i32 %call2436 to i64
  %p2438 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2437
  %v2439 = load float, ptr addrspace(1) %p2438, align 4
  %fmul2440 = fmul float %v2425, %v2439
  %call2442 = tail call i64 @llvm.smin.i64(i64 %call1853, i64 %call1863)
  %call2446 = tail call i64 @llvm.smin.i64(i64 %call2442, i64 %sub2000)
  %call2447 = tail call i64 @llvm.smax.i64(i64 %call2446, i64 0)
  %p2448 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2447
  %v2449 = load float, ptr addrspace(1) %p2448, align 4
  %call2451 = tail call i64 @llvm.smin.i64(i64 %call2442, i64 %sub2005)
  %call2452 = tail call i64 @llvm.smax.i64(i64 %call2451, i64 0)
  %p2453 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2452
  %v2454 = load i32, ptr addrspace(1) %p2453, align 4
  %call2459 = tail call i32 @llvm.smin.i32(i32 %v2454, i32 %bound2013)
  %call2460 = tail call i32 @llvm.smax.i32(i32 %call2459, i32 0)
  %at2461 = zext nneg i32 %call2460 to i64
  %p2462 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2461
  %v2463 = load float, ptr addrspace(1) %p2462, align 4
  %fmul2464 = fmul float %v2449, %v2463
  %add2465 = add nuw nsw i64 %call1853, 1
  %call2466 = tail call i64 @llvm.smin.i64(i64 %add2465, i64 %call1863)
  %call2470 = tail call i64 @llvm.smin.i64(i64 %call2466, i64 %sub2000)
  %call2471 = tail call i64 @llvm.smax.i64(i64 %call2470, i64 0)
  %p2472 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2471
  %v2473 = load float, ptr addrspace(1) %p2472, align 4
  %call2475 = tail call i64 @llvm.smin.i64(i64 %call2466, i64 %sub2005)
  %call2476 = tail call i64 @llvm.smax.i64(i64 %call2475, i64 0)
  %p2477 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2476
  %v2478 = load i32, ptr addrspace(1) %p2477, align 4
  %call2483 = tail call i32 @llvm.smin.i32(i32 %v2478, i32 %bound2013)
  %call2484 = tail call i32 @llvm.smax.i32(i32 %call2483, i32 0)
  %at2485 = zext nneg i32 %call2484 to i64
  %p2486 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2485
  %v2487 = load float, ptr addrspace(1) %p2486, align 4
  %fmul2488 = fmul float %v2473, %v2487
  %add2489 = add nuw nsw i64 %call1853, 2
  %call2490 = tail call i64 @llvm.smin.i64(i64 %add2489, i64 %call1863)
  %call2494 = tail call i64 @llvm.smin.i64(i64 %call2490, i64 %sub2000)
  %call2495 = tail call i64 @llvm.smax.i64(i64 %call2494, i64 0)
  %p2496 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2495
  %v2497 = load float, ptr addrspace(1) %p2496, align 4
  %call2499 = tail call i64 @llvm.smin.i64(i64 %call2490, i64 %sub2005)
  %call2500 = tail call i64 @llvm.smax.i64(i64 %call2499, i64 0)
  %p2501 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2500
  %v2502 = load i32, ptr addrspace(1) %p2501, align 4
  %call2507 = tail call i32 @llvm.smin.i32(i32 %v2502, i32 %bound2013)
  %call2508 = tail call i32 @llvm.smax.i32(i32 %call2507, i32 0)
  %at2509 = zext nneg i32 %call2508 to i64
  %p2510 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2509
  %v2511 = load float, ptr addrspace(1) %p2510, align 4
  %fmul2512 = fmul float %v2497, %v2511
  %cmp2513 = icmp sgt i64 %sel1841, 1
  %fadd2514 = fadd reassoc contract float %fmul4158, %fmul2416
  %sel2515 = select i1 %cmp2513, float %fadd2514, float %fmul4158
  %cmp2516 = icmp sgt i64 %sel1841, 2
  %fadd2517 = fadd reassoc contract float %sel2515, %fmul2440
  %sel2518 = select i1 %cmp2516, float %fadd2517, float %sel2515
  %cmp2519 = icmp sgt i64 %sel1861, 1
  %fadd2520 = fadd reassoc contract float %fmul2464, %fmul2488
  %sel2521 = select i1 %cmp2519, float %fadd2520, float %fmul2464
  %cmp2522 = icmp sgt i64 %sel1861, 2
  %fadd2523 = fadd reassoc contract float %sel2521, %fmul2512
  %sel2524 = select i1 %cmp2522, float %fadd2523, float %sel2521
  br label %endif2154

then2526:                                         ; preds = %then2152
  %add2553 = add nuw nsw i64 %call1833, 1
  %call2554 = tail call i64 @llvm.smin.i64(i64 %add2553, i64 %call1843)
  %call2558 = tail call i64 @llvm.smin.i64(i64 %call2554, i64 %sub2000)
  %call2559 = tail call i64 @llvm.smax.i64(i64 %call2558, i64 0)
  %p2560 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2559
  %v2561 = load float, ptr addrspace(1) %p2560, align 4
  %call2563 = tail call i64 @llvm.smin.i64(i64 %call2554, i64 %sub2005)
  %call2564 = tail call i64 @llvm.smax.i64(i64 %call2563, i64 0)
  %p2565 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2564
  %v2566 = load i32, ptr addrspace(1) %p2565, align 4
  %call2571 = tail call i32 @llvm.smin.i32(i32 %v2566, i32 %bound2013)
  %call2572 = tail call i32 @llvm.smax.i32(i32 %call2571, i32 0)
  %at2573 = zext nneg i32 %call2572 to i64
  %p2574 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2573
  %v2575 = load float, ptr addrspace(1) %p2574, align 4
  %fmul2576 = fmul float %v2561, %v2575
  %add2577 = add nuw nsw i64 %call1833, 2
  %call2578 = tail call i64 @llvm.smin.i64(i64 %add2577, i64 %call1843)
  %call2582 = tail call i64 @llvm.smin.i64(i64 %call2578, i64 %sub2000)
  %call2583 = tail call i64 @llvm.smax.i64(i64 %call2582, i64 0)
  %p2584 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2583
  %v2585 = load float, ptr addrspace(1) %p2584, align 4
  %call2587 = tail call i64 @llvm.smin.i64(i64 %call2578, i64 %sub2005)
  %call2588 = tail call i64 @llvm.smax.i64(i64 %call2587, i64 0)
  %p2589 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2588
  %v2590 = load i32, ptr addrspace(1) %p2589, align 4
  %call2595 = tail call i32 @llvm.smin.i32(i32 %v2590, i32 %bound2013)
  %call2596 = tail call i32 @llvm.smax.i32(i32 %call2595, i32 0)
  %at2597 = zext nneg i32 %call2596 to i64
  %p2598 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2597
  %v2599 = load float, ptr addrspace(1) %p2598, align 4
  %fmul2600 = fmul float %v2585, %v2599
  %add2601 = add nuw nsw i64 %call1833, 3
  %call2602 = tail call i64 @llvm.smin.i64(i64 %add2601, i64 %call1843)
  %call2606 = tail call i64 @llvm.smin.i64(i64 %call2602, i64 %sub2000)
  %call2607 = tail call i64 @llvm.smax.i64(i64 %call2606, i64 0)
  %p2608 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2607
  %v2609 = load float, ptr addrspace(1) %p2608, align 4
  %call2611 = tail call i64 @llvm.smin.i64(i64 %call2602, i64 %sub2005)
  %call2612 = tail call i64 @llvm.smax.i64(i64 %call2611, i64 0)
  %p2613 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2612
  %v2614 = load i32, ptr addrspace(1) %p2613, align 4
  %call2619 = tail call i32 @llvm.smin.i32(i32 %v2614, i32 %bound2013)
  %call2620 = tail call i32 @llvm.smax.i32(i32 %call2619, i32 0)
  %at2621 = zext nneg i32 %call2620 to i64
  %p2622 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2621
  %v2623 = load float, ptr addrspace(1) %p2622, align 4
  %fmul2624 = fmul float %v2609, %v2623
  %call2626 = tail call i64 @llvm.smin.i64(i64 %call1853, i64 %call1863)
  %call2630 = tail call i64 @llvm.smin.i64(i64 %call2626, i64 %sub2000)
  %call2631 = tail call i64 @llvm.smax.i64(i64 %call2630, i64 0)
  %p2632 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2631
  %v2633 = load float, ptr addrspace(1) %p2632, align 4
  %call2635 = tail call i64 @llvm.smin.i64(i64 %call2626, i64 %sub2005)
  %call2636 = tail call i64 @llvm.smax.i64(i64 %call2635, i64 0)
  %p2637 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2636
  %v2638 = load i32, ptr addrspace(1) %p2637, align 4
  %call2643 = tail call i32 @llvm.smin.i32(i32 %v2638, i32 %bound2013)
  %call2644 = tail call i32 @llvm.smax.i32(i32 %call2643, i32 0)
  %at2645 = zext nneg i32 %call2644 to i64
  %p2646 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2645
  %v2647 = load float, ptr addrspace(1) %p2646, align 4
  %fmul2648 = fmul float %v2633, %v2647
  %add2649 = add nuw nsw i64 %call1853, 1
  %call2650 = tail call i64 @llvm.smin.i64(i64 %add2649, i64 %call1863)
  %call2654 = tail call i64 @llvm.smin.i64(i64 %call2650, i64 %sub2000)
  %call2655 = tail call i64 @llvm.smax.i64(i64 %call2654, i64 0)
  %p2656 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2655
  %v2657 = load float, ptr addrspace(1) %p2656, align 4
  %call2659 = tail call i64 @llvm.smin.i64(i64 %call2650, i64 %sub2005)
  %call2660 = tail call i64 @llvm.smax.i64(i64 %call2659, i64 0)
  %p2661 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2660
  %v2662 = load i32, ptr addrspace(1) %p2661, align 4
  %call2667 = tail call i32 @llvm.smin.i32(i32 %v2662, i32 %bound2013)
  %call2668 = tail call i32 @llvm.smax.i32(i32 %call2667, i32 0)
  %at2669 = zext nneg i32 %call2668 to i64
  %p2670 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2669
  %v2671 = load float, ptr addrspace(1) %p2670, align 4
  %fmul2672 = fmul float %v2657, %v2671
  %add2673 = add nuw nsw i64 %call1853, 2
  %call2674 = tail call i64 @llvm.smin.i64(i64 %add2673, i64 %call1863)
  %call2678 = tail call i64 @llvm.smin.i64(i64 %call2674, i64 %sub2000)
  %call2679 = tail call i64 @llvm.smax.i64(i64 %call2678, i64 0)
  %p2680 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2679
  %v2681 = load float, ptr addrspace(1) %p2680, align 4
  %call2683 = tail call i64 @llvm.smin.i64(i64 %call2674, i64 %sub2005)
  %call2684 = tail call i64 @llvm.smax.i64(i64 %call2683, i64 0)
  %p2685 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2684
  %v2686 = load i32, ptr addrspace(1) %p2685, align 4
  %call2691 = tail call i32 @llvm.smin.i32(i32 %v2686, i32 %bound2013)
  %call2692 = tail call i32 @llvm.smax.i32(i32 %call2691, i32 0)
  %at2693 = zext nneg i32 %call2692 to i64
  %p2694 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2693
  %v2695 = load float, ptr addrspace(1) %p2694, align 4
  %fmul2696 = fmul float %v2681, %v2695
  %add2697 = add nuw nsw i64 %call1853, 3
  %call2698 = tail call i64 @llvm.smin.i64(i64 %add2697, i64 %call1863)
  %call2702 = tail call i64 @llvm.smin.i64(i64 %call2698, i64 %sub2000)
  %call2703 = tail call i64 @llvm.smax.i64(i64 %call2702, i64 0)
  %p2704 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2703
  %v2705 = load float, ptr addrspace(1) %p2704, align 4
  %call2707 = tail call i64 @llvm.smin.i64(i64 %call2698, i64 %sub2005)
  %call2708 = tail call i64 @llvm.smax.i64(i64 %call2707, i64 0)
  %p2709 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2708
  %v2710 = load i32, ptr addrspace(1) %p2709, align 4
  %call2715 = tail call i32 @llvm.smin.i32(i32 %v2710, i32 %bound2013)
  %call2716 = tail call i32 @llvm.smax.i32(i32 %call2715, i32 0)
  %at2717 = zext nneg i32 %call2716 to i64
  %p2718 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2717
  %v2719 = load float, ptr addrspace(1) %p2718, align 4
  %fmul2720 = fmul float %v2705, %v2719
  %cmp2721 = icmp sgt i64 %sel1841, 1
  %fadd2722 = fadd reassoc contract float %fmul4158, %fmul2576
  %sel2723 = select i1 %cmp2721, float %fadd2722, float %fmul4158
  %cmp2724 = icmp sgt i64 %sel1841, 2
  %fadd2725 = fadd reassoc contract float %sel2723, %fmul2600
  %sel2726 = select i1 %cmp2724, float %fadd2725, float %sel2723
  %cmp2727 = icmp sgt i64 %sel1841, 3
  %fadd2728 = fadd reassoc contract float %sel2726, %fmul2624
  %sel2729 = select i1 %cmp2727, float %fadd2728, float %sel2726
  %cmp2730 = icmp sgt i64 %sel1861, 1
  %fadd2731 = fadd reassoc contract float %fmul2648, %fmul2672
  %sel2732 = select i1 %cmp2730, float %fadd2731, float %fmul2648
  %cmp2733 = icmp sgt i64 %sel1861, 2
  %fadd2734 = fadd reassoc contract float %sel2732, %fmul2696
  %sel2735 = select i1 %cmp2733, float %fadd2734, float %sel2732
  %cmp2736 = icmp sgt i64 %sel1861, 3
  %fadd2737 = fadd reassoc contract float %sel2735, %fmul2720
  %sel2738 = select i1 %cmp2736, float %fadd2737, float %sel2735
  br label %endif2154

then2740:                                         ; preds = %then2152
  %add2767 = add nuw nsw i64 %call1833, 1
  %call2768 = tail call i64 @llvm.smin.i64(i64 %add2767, i64 %call1843)
  %call2772 = tail call i64 @llvm.smin.i64(i64 %call2768, i64 %sub2000)
  %call2773 = tail call i64 @llvm.smax.i64(i64 %call2772, i64 0)
  %p2774 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2773
  %v2775 = load float, ptr addrspace(1) %p2774, align 4
  %call2777 = tail call i64 @llvm.smin.i64(i64 %call2768, i64 %sub2005)
  %call2778 = tail call i64 @llvm.smax.i64(i64 %call2777, i64 0)
  %p2779 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2778
  %v2780 = load i32, ptr addrspace(1) %p2779, align 4
  %call2785 = tail call i32 @llvm.smin.i32(i32 %v2780, i32 %bound2013)
  %call2786 = tail call i32 @llvm.smax.i32(i32 %call2785, i32 0)
  %at2787 = zext nneg i32 %call2786 to i64
  %p2788 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2787
  %v2789 = load float, ptr addrspace(1) %p2788, align 4
  %fmul2790 = fmul float %v2775, %v2789
  %add2791 = add nuw nsw i64 %call1833, 2
  %call2792 = tail call i64 @llvm.smin.i64(i64 %add2791, i64 %call1843)
  %call2796 = tail call i64 @llvm.smin.i64(i64 %call2792, i64 %sub2000)
  %call2797 = tail call i64 @llvm.smax.i64(i64 %call2796, i64 0)
  %p2798 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2797
  %v2799 = load float, ptr addrspace(1) %p2798, align 4
  %call2801 = tail call i64 @llvm.smin.i64(i64 %call2792, i64 %sub2005)
  %call2802 = tail call i64 @llvm.smax.i64(i64 %call2801, i64 0)
  %p2803 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2802
  %v2804 = load i32, ptr addrspace(1) %p2803, align 4
  %call2809 = tail call i32 @llvm.smin.i32(i32 %v2804, i32 %bound2013)
  %call2810 = tail call i32 @llvm.smax.i32(i32 %call2809, i32 0)
  %at2811 = zext nneg i32 %call2810 to i64
  %p2812 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2811
  %v2813 = load float, ptr addrspace(1) %p2812, align 4
  %fmul2814 = fmul float %v2799, %v2813
  %add2815 = add nuw nsw i64 %call1833, 3
  %call2816 = tail call i64 @llvm.smin.i64(i64 %add2815, i64 %call1843)
  %call2820 = tail call i64 @llvm.smin.i64(i64 %call2816, i64 %sub2000)
  %call2821 = tail call i64 @llvm.smax.i64(i64 %call2820, i64 0)
  %p2822 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2821
  %v2823 = load float, ptr addrspace(1) %p2822, align 4
  %call2825 = tail call i64 @llvm.smin.i64(i64 %call2816, i64 %sub2005)
  %call2826 = tail call i64 @llvm.smax.i64(i64 %call2825, i64 0)
  %p2827 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2826
  %v2828 = load i32, ptr addrspace(1) %p2827, align 4
  %call2833 = tail call i32 @llvm.smin.i32(i32 %v2828, i32 %bound2013)
  %call2834 = tail call i32 @llvm.smax.i32(i32 %call2833, i32 0)
  %at2835 = zext nneg i32 %call2834 to i64
  %p2836 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2835
  %v2837 = load float, ptr addrspace(1) %p2836, align 4
  %fmul2838 = fmul float %v2823, %v2837
  %add2839 = add nuw nsw i64 %call1833, 4
  %call2840 = tail call i64 @llvm.smin.i64(i64 %add2839, i64 %call1843)
  %call2844 = tail call i64 @llvm.smin.i64(i64 %call2840, i64 %sub2000)
  %call2845 = tail call i64 @llvm.smax.i64(i64 %call2844, i64 0)
  %p2846 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2845
  %v2847 = load float, ptr addrspace(1) %p2846, align 4
  %call2849 = tail call i64 @llvm.smin.i64(i64 %call2840, i64 %sub2005)
  %call2850 = tail call i64 @llvm.smax.i64(i64 %call2849, i64 0)
  %p2851 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2850
  %v2852 = load i32, ptr addrspace(1) %p2851, align 4
  %call2857 = tail call i32 @llvm.smin.i32(i32 %v2852, i32 %bound2013)
  %call2858 = tail call i32 @llvm.smax.i32(i32 %call2857, i32 0)
  %at2859 = zext nneg i32 %call2858 to i64
  %p2860 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2859
  %v2861 = load float, ptr addrspace(1) %p2860, align 4
  %fmul2862 = fmul float %v2847, %v2861
  %call2864 = tail call i64 @llvm.smin.i64(i64 %call1853, i64 %call1863)
  %call2868 = tail call i64 @llvm.smin.i64(i64 %call2864, i64 %sub2000)
  %call2869 = tail call i64 @llvm.smax.i64(i64 %call2868, i64 0)
  %p2870 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2869
  %v2871 = load float, ptr addrspace(1) %p2870, align 4
  %call2873 = tail call i64 @llvm.smin.i64(i64 %call2864, i64 %sub2005)
  %call2874 = tail call i64 @llvm.smax.i64(i64 %call2873, i64 0)
  %p2875 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2874
  %v2876 = load i32, ptr addrspace(1) %p2875, align 4
  %call2881 = tail call i32 @llvm.smin.i32(i32 %v2876, i32 %bound2013)
  %call2882 = tail call i32 @llvm.smax.i32(i32 %call2881, i32 0)
  %at2883 = zext nneg i32 %call2882 to i64
  %p2884 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2883
  %v2885 = load float, ptr addrspace(1) %p2884, align 4
  %fmul2886 = fmul float %v2871, %v2885
  %add2887 = add nuw nsw i64 %call1853, 1
  %call2888 = tail call i64 @llvm.smin.i64(i64 %add2887, i64 %call1863)
  %call2892 = tail call i64 @llvm.smin.i64(i64 %call2888, i64 %sub2000)
  %call2893 = tail call i64 @llvm.smax.i64(i64 %call2892, i64 0)
  %p2894 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2893
  %v2895 = load float, ptr addrspace(1) %p2894, align 4
  %call2897 = tail call i64 @llvm.smin.i64(i64 %call2888, i64 %sub2005)
  %call2898 = tail call i64 @llvm.smax.i64(i64 %call2897, i64 0)
  %p2899 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2898
  %v2900 = load i32, ptr addrspace(1) %p2899, align 4
  %call2905 = tail call i32 @llvm.smin.i32(i32 %v2900, i32 %bound2013)
  %call2906 = tail call i32 @llvm.smax.i32(i32 %call2905, i32 0)
  %at2907 = zext nneg i32 %call2906 to i64
  %p2908 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2907
  %v2909 = load float, ptr addrspace(1) %p2908, align 4
  %fmul2910 = fmul float %v2895, %v2909
  %add2911 = add nuw nsw i64 %call1853, 2
  %call2912 = tail call i64 @llvm.smin.i64(i64 %add2911, i64 %call1863)
  %call2916 = tail call i64 @llvm.smin.i64(i64 %call2912, i64 %sub2000)
  %call2917 = tail call i64 @llvm.smax.i64(i64 %call2916, i64 0)
  %p2918 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2917
  %v2919 = load float, ptr addrspace(1) %p2918, align 4
  %call2921 = tail call i64 @llvm.smin.i64(i64 %call2912, i64 %sub2005)
  %call2922 = tail call i64 @llvm.smax.i64(i64 %call2921, i64 0)
  %p2923 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2922
  %v2924 = load i32, ptr addrspace(1) %p2923, align 4
  %call2929 = tail call i32 @llvm.smin.i32(i32 %v2924, i32 %bound2013)
  %call2930 = tail call i32 @llvm.smax.i32(i32 %call2929, i32 0)
  %at2931 = zext nneg i32 %call2930 to i64
  %p2932 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2931
  %v2933 = load float, ptr addrspace(1) %p2932, align 4
  %fmul2934 = fmul float %v2919, %v2933
  %add2935 = add nuw nsw i64 %call1853, 3
  %call2936 = tail call i64 @llvm.smin.i64(i64 %add2935, i64 %call1863)
  %call2940 = tail call i64 @llvm.smin.i64(i64 %call2936, i64 %sub2000)
  %call2941 = tail call i64 @llvm.smax.i64(i64 %call2940, i64 0)
  %p2942 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2941
  %v2943 = load float, ptr addrspace(1) %p2942, align 4
  %call2945 = tail call i64 @llvm.smin.i64(i64 %call2936, i64 %sub2005)
  %call2946 = tail call i64 @llvm.smax.i64(i64 %call2945, i64 0)
  %p2947 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2946
  %v2948 = load i32, ptr addrspace(1) %p2947, align 4
  %call2953 = tail call i32 @llvm.smin.i32(i32 %v2948, i32 %bound2013)
  %call2954 = tail call i32 @llvm.smax.i32(i32 %call2953, i32 0)
  %at2955 = zext nneg i32 %call2954 to i64
  %p2956 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2955
  %v2957 = load float, ptr addrspace(1) %p2956, align 4
  %fmul2958 = fmul float %v2943, %v2957
  %add2959 = add nuw nsw i64 %call1853, 4
  %call2960 = tail call i64 @llvm.smin.i64(i64 %add2959, i64 %call1863)
  %call2964 = tail call i64 @llvm.smin.i64(i64 %call2960, i64 %sub2000)
  %call2965 = tail call i64 @llvm.smax.i64(i64 %call2964, i64 0)
  %p2966 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call2965
  %v2967 = load float, ptr addrspace(1) %p2966, align 4
  %call2969 = tail call i64 @llvm.smin.i64(i64 %call2960, i64 %sub2005)
  %call2970 = tail call i64 @llvm.smax.i64(i64 %call2969, i64 0)
  %p2971 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call2970
  %v2972 = load i32, ptr addrspace(1) %p2971, align 4
  %call2977 = tail call i32 @llvm.smin.i32(i32 %v2972, i32 %bound2013)
  %call2978 = tail call i32 @llvm.smax.i32(i32 %call2977, i32 0)
  %at2979 = zext nneg i32 %call2978 to i64
  %p2980 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at2979
  %v2981 = load float, ptr addrspace(1) %p2980, align 4
  %fmul2982 = fmul float %v2967, %v2981
  %cmp2983 = icmp sgt i64 %sel1841, 1
  %fadd2984 = fadd reassoc contract float %fmul4158, %fmul2790
  %sel2985 = select i1 %cmp2983, float %fadd2984, float %fmul4158
  %cmp2986 = icmp sgt i64 %sel1841, 2
  %fadd2987 = fadd reassoc contract float %sel2985, %fmul2814
  %sel2988 = select i1 %cmp2986, float %fadd2987, float %sel2985
  %cmp2989 = icmp sgt i64 %sel1841, 3
  %fadd2990 = fadd reassoc contract float %sel2988, %fmul2838
  %sel2991 = select i1 %cmp2989, float %fadd2990, float %sel2988
  %cmp2992 = icmp sgt i64 %sel1841, 4
  %fadd2993 = fadd reassoc contract float %sel2991, %fmul2862
  %sel2994 = select i1 %cmp2992, float %fadd2993, float %sel2991
  %cmp2995 = icmp sgt i64 %sel1861, 1
  %fadd2996 = fadd reassoc contract float %fmul2886, %fmul2910
  %sel2997 = select i1 %cmp2995, float %fadd2996, float %fmul2886
  %cmp2998 = icmp sgt i64 %sel1861, 2
  %fadd2999 = fadd reassoc contract float %sel2997, %fmul2934
  %sel3000 = select i1 %cmp2998, float %fadd2999, float %sel2997
  %cmp3001 = icmp sgt i64 %sel1861, 3
  %fadd3002 = fadd reassoc contract float %sel3000, %fmul2958
  %sel3003 = select i1 %cmp3001, float %fadd3002, float %sel3000
  %cmp3004 = icmp sgt i64 %sel1861, 4
  %fadd3005 = fadd reassoc contract float %sel3003, %fmul2982
  %sel3006 = select i1 %cmp3004, float %fadd3005, float %sel3003
  br label %endif2154

then3008:                                         ; preds = %then2152
  %add3035 = add nuw nsw i64 %call1833, 1
  %call3036 = tail call i64 @llvm.smin.i64(i64 %add3035, i64 %call1843)
  %call3040 = tail call i64 @llvm.smin.i64(i64 %call3036, i64 %sub2000)
  %call3041 = tail call i64 @llvm.smax.i64(i64 %call3040, i64 0)
  %p3042 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3041
  %v3043 = load float, ptr addrspace(1) %p3042, align 4
  %call3045 = tail call i64 @llvm.smin.i64(i64 %call3036, i64 %sub2005)
  %call3046 = tail call i64 @llvm.smax.i64(i64 %call3045, i64 0)
  %p3047 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3046
  %v3048 = load i32, ptr addrspace(1) %p3047, align 4
  %call3053 = tail call i32 @llvm.smin.i32(i32 %v3048, i32 %bound2013)
  %call3054 = tail call i32 @llvm.smax.i32(i32 %call3053, i32 0)
  %at3055 = zext nneg i32 %call3054 to i64
  %p3056 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3055
  %v3057 = load float, ptr addrspace(1) %p3056, align 4
  %fmul3058 = fmul float %v3043, %v3057
  %add3059 = add nuw nsw i64 %call1833, 2
  %call3060 = tail call i64 @llvm.smin.i64(i64 %add3059, i64 %call1843)
  %call3064 = tail call i64 @llvm.smin.i64(i64 %call3060, i64 %sub2000)
  %call3065 = tail call i64 @llvm.smax.i64(i64 %call3064, i64 0)
  %p3066 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3065
  %v3067 = load float, ptr addrspace(1) %p3066, align 4
  %call3069 = tail call i64 @llvm.smin.i64(i64 %call3060, i64 %sub2005)
  %call3070 = tail call i64 @llvm.smax.i64(i64 %call3069, i64 0)
  %p3071 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3070
  %v3072 = load i32, ptr addrspace(1) %p3071, align 4
  %call3077 = tail call i32 @llvm.smin.i32(i32 %v3072, i32 %bound2013)
  %call3078 = tail call i32 @llvm.smax.i32(i32 %call3077, i32 0)
  %at3079 = zext nneg i32 %call3078 to i64
  %p3080 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3079
  %v3081 = load float, ptr addrspace(1) %p3080, align 4
  %fmul3082 = fmul float %v3067, %v3081
  %add3083 = add nuw nsw i64 %call1833, 3
  %call3084 = tail call i64 @llvm.smin.i64(i64 %add3083, i64 %call1843)
  %call3088 = tail call i64 @llvm.smin.i64(i64 %call3084, i64 %sub2000)
  %call3089 = tail call i64 @llvm.smax.i64(i64 %call3088, i64 0)
  %p3090 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3089
  %v3091 = load float, ptr addrspace(1) %p3090, align 4
  %call3093 = tail call i64 @llvm.smin.i64(i64 %call3084, i64 %sub2005)
  %call3094 = tail call i64 @llvm.smax.i64(i64 %call3093, i64 0)
  %p3095 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3094
  %v3096 = load i32, ptr addrspace(1) %p3095, align 4
  %call3101 = tail call i32 @llvm.smin.i32(i32 %v3096, i32 %bound2013)
  %call3102 = tail call i32 @llvm.smax.i32(i32 %call3101, i32 0)
  %at3103 = zext nneg i32 %call3102 to i64
  %p3104 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3103
  %v3105 = load float, ptr addrspace(1) %p3104, align 4
  %fmul3106 = fmul float %v3091, %v3105
  %add3107 = add nuw nsw i64 %call1833, 4
  %call3108 = tail call i64 @llvm.smin.i64(i64 %add3107, i64 %call1843)
  %call3112 = tail call i64 @llvm.smin.i64(i64 %call3108, i64 %sub2000)
  %call3113 = tail call i64 @llvm.smax.i64(i64 %call3112, i64 0)
  %p3114 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3113
  %v3115 = load float, ptr addrspace(1) %p3114, align 4
  %call3117 = tail call i64 @llvm.smin.i64(i64 %call3108, i64 %sub2005)
  %call3118 = tail call i64 @llvm.smax.i64(i64 %call3117, i64 0)
  %p3119 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3118
  %v3120 = load i32, ptr addrspace(1) %p3119, align 4
  %call3125 = tail call i32 @llvm.smin.i32(i32 %v3120, i32 %bound2013)
  %call3126 = tail call i32 @llvm.smax.i32(i32 %call3125, i32 0)
  %at3127 = zext nneg i32 %call3126 to i64
  %p3128 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3127
  %v3129 = load float, ptr addrspace(1) %p3128, align 4
  %fmul3130 = fmul float %v3115, %v3129
  %add3131 = add nuw nsw i64 %call1833, 5
  %call3132 = tail call i64 @llvm.smin.i64(i64 %add3131, i64 %call1843)
  %call3136 = tail call i64 @llvm.smin.i64(i64 %call3132, i64 %sub2000)
  %call3137 = tail call i64 @llvm.smax.i64(i64 %call3136, i64 0)
  %p3138 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3137
  %v3139 = load float, ptr addrspace(1) %p3138, align 4
  %call3141 = tail call i64 @llvm.smin.i64(i64 %call3132, i64 %sub2005)
  %call3142 = tail call i64 @llvm.smax.i64(i64 %call3141, i64 0)
  %p3143 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3142
  %v3144 = load i32, ptr addrspace(1) %p3143, align 4
  %call3149 = tail call i32 @llvm.smin.i32(i32 %v3144, i32 %bound2013)
  %call3150 = tail call i32 @llvm.smax.i32(i32 %call3149, i32 0)
  %at3151 = zext nneg i32 %call3150 to i64
  %p3152 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3151
  %v3153 = load float, ptr addrspace(1) %p3152, align 4
  %fmul3154 = fmul float %v3139, %v3153
  %call3156 = tail call i64 @llvm.smin.i64(i64 %call1853, i64 %call1863)
  %call3160 = tail call i64 @llvm.smin.i64(i64 %call3156, i64 %sub2000)
  %call3161 = tail call i64 @llvm.smax.i64(i64 %call3160, i64 0)
  %p3162 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3161
  %v3163 = load float, ptr addrspace(1) %p3162, align 4
  %call3165 = tail call i64 @llvm.smin.i64(i64 %call3156, i64 %sub2005)
  %call3166 = tail call i64 @llvm.smax.i64(i64 %call3165, i64 0)
  %p3167 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3166
  %v3168 = load i32, ptr addrspace(1) %p3167, align 4
  %call3173 = tail call i32 @llvm.smin.i32(i32 %v3168, i32 %bound2013)
  %call3174 = tail call i32 @llvm.smax.i32(i32 %call3173, i32 0)
  %at3175 = zext nneg i32 %call3174 to i64
  %p3176 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3175
  %v3177 = load float, ptr addrspace(1) %p3176, align 4
  %fmul3178 = fmul float %v3163, %v3177
  %add3179 = add nuw nsw i64 %call1853, 1
  %call3180 = tail call i64 @llvm.smin.i64(i64 %add3179, i64 %call1863)
  %call3184 = tail call i64 @llvm.smin.i64(i64 %call3180, i64 %sub2000)
  %call3185 = tail call i64 @llvm.smax.i64(i64 %call3184, i64 0)
  %p3186 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3185
  %v3187 = load float, ptr addrspace(1) %p3186, align 4
  %call3189 = tail call i64 @llvm.smin.i64(i64 %call3180, i64 %sub2005)
  %call3190 = tail call i64 @llvm.smax.i64(i64 %call3189, i64 0)
  %p3191 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3190
  %v3192 = load i32, ptr addrspace(1) %p3191, align 4
  %call3197 = tail call i32 @llvm.smin.i32(i32 %v3192, i32 %bound2013)
  %call3198 = tail call i32 @llvm.smax.i32(i32 %call3197, i32 0)
  %at3199 = zext nneg i32 %call3198 to i64
  %p3200 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3199
  %v3201 = load float, ptr addrspace(1) %p3200, align 4
  %fmul3202 = fmul float %v3187, %v3201
  %add3203 = add nuw nsw i64 %call1853, 2
  %call3204 = tail call i64 @llvm.smin.i64(i64 %add3203, i64 %call1863)
  %call3208 = tail call i64 @llvm.smin.i64(i64 %call3204, i64 %sub2000)
  %call3209 = tail call i64 @llvm.smax.i64(i64 %call3208, i64 0)
  %p3210 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3209
  %v3211 = load float, ptr addrspace(1) %p3210, align 4
  %call3213 = tail call i64 @llvm.smin.i64(i64 %call3204, i64 %sub2005)
  %call3214 = tail call i64 @llvm.smax.i64(i64 %call3213, i64 0)
  %p3215 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3214
  %v3216 = load i32, ptr addrspace(1) %p3215, align 4
  %call3221 = tail call i32 @llvm.smin.i32(i32 %v3216, i32 %bound2013)
  %call3222 = tail call i32 @llvm.smax.i32(i32 %call3221, i32 0)
  %at3223 = zext nneg i32 %call3222 to i64
  %p3224 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3223
  %v3225 = load float, ptr addrspace(1) %p3224, align 4
  %fmul3226 = fmul float %v3211, %v3225
  %add3227 = add nuw nsw i64 %call1853, 3
  %call3228 = tail call i64 @llvm.smin.i64(i64 %add3227, i64 %call1863)
  %call3232 = tail call i64 @llvm.smin.i64(i64 %call3228, i64 %sub2000)
  %call3233 = tail call i64 @llvm.smax.i64(i64 %call3232, i64 0)
  %p3234 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3233
  %v3235 = load float, ptr addrspace(1) %p3234, align 4
  %call3237 = tail call i64 @llvm.smin.i64(i64 %call3228, i64 %sub2005)
  %call3238 = tail call i64 @llvm.smax.i64(i64 %call3237, i64 0)
  %p3239 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3238
  %v3240 = load i32, ptr addrspace(1) %p3239, align 4
  %call3245 = tail call i32 @llvm.smin.i32(i32 %v3240, i32 %bound2013)
  %call3246 = tail call i32 @llvm.smax.i32(i32 %call3245, i32 0)
  %at3247 = zext nneg i32 %call3246 to i64
  %p3248 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3247
  %v3249 = load float, ptr addrspace(1) %p3248, align 4
  %fmul3250 = fmul float %v3235, %v3249
  %add3251 = add nuw nsw i64 %call1853, 4
  %call3252 = tail call i64 @llvm.smin.i64(i64 %add3251, i64 %call1863)
  %call3256 = tail call i64 @llvm.smin.i64(i64 %call3252, i64 %sub2000)
  %call3257 = tail call i64 @llvm.smax.i64(i64 %call3256, i64 0)
  %p3258 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3257
  %v3259 = load float, ptr addrspace(1) %p3258, align 4
  %call3261 = tail call i64 @llvm.smin.i64(i64 %call3252, i64 %sub2005)
  %call3262 = tail call i64 @llvm.smax.i64(i64 %call3261, i64 0)
  %p3263 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3262
  %v3264 = load i32, ptr addrspace(1) %p3263, align 4
  %call3269 = tail call i32 @llvm.smin.i32(i32 %v3264, i32 %bound2013)
  %call3270 = tail call i32 @llvm.smax.i32(i32 %call3269, i32 0)
  %at3271 = zext nneg i32 %call3270 to i64
  %p3272 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3271
  %v3273 = load float, ptr addrspace(1) %p3272, align 4
  %fmul3274 = fmul float %v3259, %v3273
  %add3275 = add nuw nsw i64 %call1853, 5
  %call3276 = tail call i64 @llvm.smin.i64(i64 %add3275, i64 %call1863)
  %call3280 = tail call i64 @llvm.smin.i64(i64 %call3276, i64 %sub2000)
  %call3281 = tail call i64 @llvm.smax.i64(i64 %call3280, i64 0)
  %p3282 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3281
  %v3283 = load float, ptr addrspace(1) %p3282, align 4
  %call3285 = tail call i64 @llvm.smin.i64(i64 %call3276, i64 %sub2005)
  %call3286 = tail call i64 @llvm.smax.i64(i64 %call3285, i64 0)
  %p3287 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3286
  %v3288 = load i32, ptr addrspace(1) %p3287, align 4
  %call3293 = tail call i32 @llvm.smin.i32(i32 %v3288, i32 %bound2013)
  %call3294 = tail call i32 @llvm.smax.i32(i32 %call3293, i32 0)
  %at3295 = zext nneg i32 %call3294 to i64
  %p3296 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3295
  %v3297 = load float, ptr addrspace(1) %p3296, align 4
  %fmul3298 = fmul float %v3283, %v3297
  %cmp3299 = icmp sgt i64 %sel1841, 1
  %fadd3300 = fadd reassoc contract float %fmul4158, %fmul3058
  %sel3301 = select i1 %cmp3299, float %fadd3300, float %fmul4158
  %cmp3302 = icmp sgt i64 %sel1841, 2
  %fadd3303 = fadd reassoc contract float %sel3301, %fmul3082
  %sel3304 = select i1 %cmp3302, float %fadd3303, float %sel3301
  %cmp3305 = icmp sgt i64 %sel1841, 3
  %fadd3306 = fadd reassoc contract float %sel3304, %fmul3106
  %sel3307 = select i1 %cmp3305, float %fadd3306, float %sel3304
  %cmp3308 = icmp sgt i64 %sel1841, 4
  %fadd3309 = fadd reassoc contract float %sel3307, %fmul3130
  %sel3310 = select i1 %cmp3308, float %fadd3309, float %sel3307
  %cmp3311 = icmp sgt i64 %sel1841, 5
  %fadd3312 = fadd reassoc contract float %sel3310, %fmul3154
  %sel3313 = select i1 %cmp3311, float %fadd3312, float %sel3310
  %cmp3314 = icmp sgt i64 %sel1861, 1
  %fadd3315 = fadd reassoc contract float %fmul3178, %fmul3202
  %sel3316 = select i1 %cmp3314, float %fadd3315, float %fmul3178
  %cmp3317 = icmp sgt i64 %sel1861, 2
  %fadd3318 = fadd reassoc contract float %sel3316, %fmul3226
  %sel3319 = select i1 %cmp3317, float %fadd3318, float %sel3316
  %cmp3320 = icmp sgt i64 %sel1861, 3
  %fadd3321 = fadd reassoc contract float %sel3319, %fmul3250
  %sel3322 = select i1 %cmp3320, float %fadd3321, float %sel3319
  %cmp3323 = icmp sgt i64 %sel1861, 4
  %fadd3324 = fadd reassoc contract float %sel3322, %fmul3274
  %sel3325 = select i1 %cmp3323, float %fadd3324, float %sel3322
  %cmp3326 = icmp sgt i64 %sel1861, 5
  %fadd3327 = fadd reassoc contract float %sel3325, %fmul3298
  %sel3328 = select i1 %cmp3326, float %fadd3327, float %sel3325
  br label %endif2154

then3330:                                         ; preds = %then2152
  %add3357 = add nuw nsw i64 %call1833, 1
  %call3358 = tail call i64 @llvm.smin.i64(i64 %add3357, i64 %call1843)
  %call3362 = tail call i64 @llvm.smin.i64(i64 %call3358, i64 %sub2000)
  %call3363 = tail call i64 @llvm.smax.i64(i64 %call3362, i64 0)
  %p3364 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3363
  %v3365 = load float, ptr addrspace(1) %p3364, align 4
  %call3367 = tail call i64 @llvm.smin.i64(i64 %call3358, i64 %sub2005)
  %call3368 = tail call i64 @llvm.smax.i64(i64 %call3367, i64 0)
  %p3369 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3368
  %v3370 = load i32, ptr addrspace(1) %p3369, align 4
  %call3375 = tail call i32 @llvm.smin.i32(i32 %v3370, i32 %bound2013)
  %call3376 = tail call i32 @llvm.smax.i32(i32 %call3375, i32 0)
  %at3377 = zext nneg i32 %call3376 to i64
  %p3378 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3377
  %v3379 = load float, ptr addrspace(1) %p3378, align 4
  %fmul3380 = fmul float %v3365, %v3379
  %add3381 = add nuw nsw i64 %call1833, 2
  %call3382 = tail call i64 @llvm.smin.i64(i64 %add3381, i64 %call1843)
  %call3386 = tail call i64 @llvm.smin.i64(i64 %call3382, i64 %sub2000)
  %call3387 = tail call i64 @llvm.smax.i64(i64 %call3386, i64 0)
  %p3388 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3387
  %v3389 = load float, ptr addrspace(1) %p3388, align 4
  %call3391 = tail call i64 @llvm.smin.i64(i64 %call3382, i64 %sub2005)
  %call3392 = tail call i64 @llvm.smax.i64(i64 %call3391, i64 0)
  %p3393 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3392
  %v3394 = load i32, ptr addrspace(1) %p3393, align 4
  %call3399 = tail call i32 @llvm.smin.i32(i32 %v3394, i32 %bound2013)
  %call3400 = tail call i32 @llvm.smax.i32(i32 %call3399, i32 0)
  %at3401 = zext nneg i32 %call3400 to i64
  %p3402 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3401
  %v3403 = load float, ptr addrspace(1) %p3402, align 4
  %fmul3404 = fmul float %v3389, %v3403
  %add3405 = add nuw nsw i64 %call1833, 3
  %call3406 = tail call i64 @llvm.smin.i64(i64 %add3405, i64 %call1843)
  %call3410 = tail call i64 @llvm.smin.i64(i64 %call3406, i64 %sub2000)
  %call3411 = tail call i64 @llvm.smax.i64(i64 %call3410, i64 0)
  %p3412 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3411
  %v3413 = load float, ptr addrspace(1) %p3412, align 4
  %call3415 = tail call i64 @llvm.smin.i64(i64 %call3406, i64 %sub2005)
  %call3416 = tail call i64 @llvm.smax.i64(i64 %call3415, i64 0)
  %p3417 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3416
  %v3418 = load i32, ptr addrspace(1) %p3417, align 4
  %call3423 = tail call i32 @llvm.smin.i32(i32 %v3418, i32 %bound2013)
  %call3424 = tail call i32 @llvm.smax.i32(i32 %call3423, i32 0)
  %at3425 = zext nneg i32 %call3424 to i64
  %p3426 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3425
  %v3427 = load float, ptr addrspace(1) %p3426, align 4
  %fmul3428 = fmul float %v3413, %v3427
  %add3429 = add nuw nsw i64 %call1833, 4
  %call3430 = tail call i64 @llvm.smin.i64(i64 %add3429, i64 %call1843)
  %call3434 = tail call i64 @llvm.smin.i64(i64 %call3430, i64 %sub2000)
  %call3435 = tail call i64 @llvm.smax.i64(i64 %call3434, i64 0)
  %p3436 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3435
  %v3437 = load float, ptr addrspace(1) %p3436, align 4
  %call3439 = tail call i64 @llvm.smin.i64(i64 %call3430, i64 %sub2005)
  %call3440 = tail call i64 @llvm.smax.i64(i64 %call3439, i64 0)
  %p3441 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3440
  %v3442 = load i32, ptr addrspace(1) %p3441, align 4
  %call3447 = tail call i32 @llvm.smin.i32(i32 %v3442, i32 %bound2013)
  %call3448 = tail call i32 @llvm.smax.i32(i32 %call3447, i32 0)
  %at3449 = zext nneg i32 %call3448 to i64
  %p3450 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3449
  %v3451 = load float, ptr addrspace(1) %p3450, align 4
  %fmul3452 = fmul float %v3437, %v3451
  %add3453 = add nuw nsw i64 %call1833, 5
  %call3454 = tail call i64 @llvm.smin.i64(i64 %add3453, i64 %call1843)
  %call3458 = tail call i64 @llvm.smin.i64(i64 %call3454, i64 %sub2000)
  %call3459 = tail call i64 @llvm.smax.i64(i64 %call3458, i64 0)
  %p3460 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3459
  %v3461 = load float, ptr addrspace(1) %p3460, align 4
  %call3463 = tail call i64 @llvm.smin.i64(i64 %call3454, i64 %sub2005)
  %call3464 = tail call i64 @llvm.smax.i64(i64 %call3463, i64 0)
  %p3465 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3464
  %v3466 = load i32, ptr addrspace(1) %p3465, align 4
  %call3471 = tail call i32 @llvm.smin.i32(i32 %v3466, i32 %bound2013)
  %call3472 = tail call i32 @llvm.smax.i32(i32 %call3471, i32 0)
  %at3473 = zext nneg i32 %call3472 to i64
  %p3474 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3473
  %v3475 = load float, ptr addrspace(1) %p3474, align 4
  %fmul3476 = fmul float %v3461, %v3475
  %add3477 = add nuw nsw i64 %call1833, 6
  %call3478 = tail call i64 @llvm.smin.i64(i64 %add3477, i64 %call1843)
  %call3482 = tail call i64 @llvm.smin.i64(i64 %call3478, i64 %sub2000)
  %call3483 = tail call i64 @llvm.smax.i64(i64 %call3482, i64 0)
  %p3484 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3483
  %v3485 = load float, ptr addrspace(1) %p3484, align 4
  %call3487 = tail call i64 @llvm.smin.i64(i64 %call3478, i64 %sub2005)
  %call3488 = tail call i64 @llvm.smax.i64(i64 %call3487, i64 0)
  %p3489 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3488
  %v3490 = load i32, ptr addrspace(1) %p3489, align 4
  %call3495 = tail call i32 @llvm.smin.i32(i32 %v3490, i32 %bound2013)
  %call3496 = tail call i32 @llvm.smax.i32(i32 %call3495, i32 0)
  %at3497 = zext nneg i32 %call3496 to i64
  %p3498 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3497
  %v3499 = load float, ptr addrspace(1) %p3498, align 4
  %fmul3500 = fmul float %v3485, %v3499
  %call3502 = tail call i64 @llvm.smin.i64(i64 %call1853, i64 %call1863)
  %call3506 = tail call i64 @llvm.smin.i64(i64 %call3502, i64 %sub2000)
  %call3507 = tail call i64 @llvm.smax.i64(i64 %call3506, i64 0)
  %p3508 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3507
  %v3509 = load float, ptr addrspace(1) %p3508, align 4
  %call3511 = tail call i64 @llvm.smin.i64(i64 %call3502, i64 %sub2005)
  %call3512 = tail call i64 @llvm.smax.i64(i64 %call3511, i64 0)
  %p3513 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3512
  %v3514 = load i32, ptr addrspace(1) %p3513, align 4
  %call3519 = tail call i32 @llvm.smin.i32(i32 %v3514, i32 %bound2013)
  %call3520 = tail call i32 @llvm.smax.i32(i32 %call3519, i32 0)
  %at3521 = zext nneg i32 %call3520 to i64
  %p3522 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3521
  %v3523 = load float, ptr addrspace(1) %p3522, align 4
  %fmul3524 = fmul float %v3509, %v3523
  %add3525 = add nuw nsw i64 %call1853, 1
  %call3526 = tail call i64 @llvm.smin.i64(i64 %add3525, i64 %call1863)
  %call3530 = tail call i64 @llvm.smin.i64(i64 %call3526, i64 %sub2000)
  %call3531 = tail call i64 @llvm.smax.i64(i64 %call3530, i64 0)
  %p3532 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3531
  %v3533 = load float, ptr addrspace(1) %p3532, align 4
  %call3535 = tail call i64 @llvm.smin.i64(i64 %call3526, i64 %sub2005)
  %call3536 = tail call i64 @llvm.smax.i64(i64 %call3535, i64 0)
  %p3537 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3536
  %v3538 = load i32, ptr addrspace(1) %p3537, align 4
  %call3543 = tail call i32 @llvm.smin.i32(i32 %v3538, i32 %bound2013)
  %call3544 = tail call i32 @llvm.smax.i32(i32 %call3543, i32 0)
  %at3545 = zext nneg i32 %call3544 to i64
  %p3546 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3545
  %v3547 = load float, ptr addrspace(1) %p3546, align 4
  %fmul3548 = fmul float %v3533, %v3547
  %add3549 = add nuw nsw i64 %call1853, 2
  %call3550 = tail call i64 @llvm.smin.i64(i64 %add3549, i64 %call1863)
  %call3554 = tail call i64 @llvm.smin.i64(i64 %call3550, i64 %sub2000)
  %call3555 = tail call i64 @llvm.smax.i64(i64 %call3554, i64 0)
  %p3556 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3555
  %v3557 = load float, ptr addrspace(1) %p3556, align 4
  %call3559 = tail call i64 @llvm.smin.i64(i64 %call3550, i64 %sub2005)
  %call3560 = tail call i64 @llvm.smax.i64(i64 %call3559, i64 0)
  %p3561 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3560
  %v3562 = load i32, ptr addrspace(1) %p3561, align 4
  %call3567 = tail call i32 @llvm.smin.i32(i32 %v3562, i32 %bound2013)
  %call3568 = tail call i32 @llvm.smax.i32(i32 %call3567, i32 0)
  %at3569 = zext nneg i32 %call3568 to i64
  %p3570 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3569
  %v3571 = load float, ptr addrspace(1) %p3570, align 4
  %fmul3572 = fmul float %v3557, %v3571
  %add3573 = add nuw nsw i64 %call1853, 3
  %call3574 = tail call i64 @llvm.smin.i64(i64 %add3573, i64 %call1863)
  %call3578 = tail call i64 @llvm.smin.i64(i64 %call3574, i64 %sub2000)
  %call3579 = tail call i64 @llvm.smax.i64(i64 %call3578, i64 0)
  %p3580 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3579
  %v3581 = load float, ptr addrspace(1) %p3580, align 4
  %call3583 = tail call i64 @llvm.smin.i64(i64 %call3574, i64 %sub2005)
  %call3584 = tail call i64 @llvm.smax.i64(i64 %call3583, i64 0)
  %p3585 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3584
  %v3586 = load i32, ptr addrspace(1) %p3585, align 4
  %call3591 = tail call i32 @llvm.smin.i32(i32 %v3586, i32 %bound2013)
  %call3592 = tail call i32 @llvm.smax.i32(i32 %call3591, i32 0)
  %at3593 = zext nneg i32 %call3592 to i64
  %p3594 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3593
  %v3595 = load float, ptr addrspace(1) %p3594, align 4
  %fmul3596 = fmul float %v3581, %v3595
  %add3597 = add nuw nsw i64 %call1853, 4
  %call3598 = tail call i64 @llvm.smin.i64(i64 %add3597, i64 %call1863)
  %call3602 = tail call i64 @llvm.smin.i64(i64 %call3598, i64 %sub2000)
  %call3603 = tail call i64 @llvm.smax.i64(i64 %call3602, i64 0)
  %p3604 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3603
  %v3605 = load float, ptr addrspace(1) %p3604, align 4
  %call3607 = tail call i64 @llvm.smin.i64(i64 %call3598, i64 %sub2005)
  %call3608 = tail call i64 @llvm.smax.i64(i64 %call3607, i64 0)
  %p3609 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3608
  %v3610 = load i32, ptr addrspace(1) %p3609, align 4
  %call3615 = tail call i32 @llvm.smin.i32(i32 %v3610, i32 %bound2013)
  %call3616 = tail call i32 @llvm.smax.i32(i32 %call3615, i32 0)
  %at3617 = zext nneg i32 %call3616 to i64
  %p3618 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3617
  %v3619 = load float, ptr addrspace(1) %p3618, align 4
  %fmul3620 = fmul float %v3605, %v3619
  %add3621 = add nuw nsw i64 %call1853, 5
  %call3622 = tail call i64 @llvm.smin.i64(i64 %add3621, i64 %call1863)
  %call3626 = tail call i64 @llvm.smin.i64(i64 %call3622, i64 %sub2000)
  %call3627 = tail call i64 @llvm.smax.i64(i64 %call3626, i64 0)
  %p3628 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3627
  %v3629 = load float, ptr addrspace(1) %p3628, align 4
  %call3631 = tail call i64 @llvm.smin.i64(i64 %call3622, i64 %sub2005)
  %call3632 = tail call i64 @llvm.smax.i64(i64 %call3631, i64 0)
  %p3633 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3632
  %v3634 = load i32, ptr addrspace(1) %p3633, align 4
  %call3639 = tail call i32 @llvm.smin.i32(i32 %v3634, i32 %bound2013)
  %call3640 = tail call i32 @llvm.smax.i32(i32 %call3639, i32 0)
  %at3641 = zext nneg i32 %call3640 to i64
  %p3642 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3641
  %v3643 = load float, ptr addrspace(1) %p3642, align 4
  %fmul3644 = fmul float %v3629, %v3643
  %add3645 = add nuw nsw i64 %call1853, 6
  %call3646 = tail call i64 @llvm.smin.i64(i64 %add3645, i64 %call1863)
  %call3650 = tail call i64 @llvm.smin.i64(i64 %call3646, i64 %sub2000)
  %call3651 = tail call i64 @llvm.smax.i64(i64 %call3650, i64 0)
  %p3652 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3651
  %v3653 = load float, ptr addrspace(1) %p3652, align 4
  %call3655 = tail call i64 @llvm.smin.i64(i64 %call3646, i64 %sub2005)
  %call3656 = tail call i64 @llvm.smax.i64(i64 %call3655, i64 0)
  %p3657 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3656
  %v3658 = load i32, ptr addrspace(1) %p3657, align 4
  %call3663 = tail call i32 @llvm.smin.i32(i32 %v3658, i32 %bound2013)
  %call3664 = tail call i32 @llvm.smax.i32(i32 %call3663, i32 0)
  %at3665 = zext nneg i32 %call3664 to i64
  %p3666 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3665
  %v3667 = load float, ptr addrspace(1) %p3666, align 4
  %fmul3668 = fmul float %v3653, %v3667
  %cmp3669 = icmp sgt i64 %sel1841, 1
  %fadd3670 = fadd reassoc contract float %fmul4158, %fmul3380
  %sel3671 = select i1 %cmp3669, float %fadd3670, float %fmul4158
  %cmp3672 = icmp sgt i64 %sel1841, 2
  %fadd3673 = fadd reassoc contract float %sel3671, %fmul3404
  %sel3674 = select i1 %cmp3672, float %fadd3673, float %sel3671
  %cmp3675 = icmp sgt i64 %sel1841, 3
  %fadd3676 = fadd reassoc contract float %sel3674, %fmul3428
  %sel3677 = select i1 %cmp3675, float %fadd3676, float %sel3674
  %cmp3678 = icmp sgt i64 %sel1841, 4
  %fadd3679 = fadd reassoc contract float %sel3677, %fmul3452
  %sel3680 = select i1 %cmp3678, float %fadd3679, float %sel3677
  %cmp3681 = icmp sgt i64 %sel1841, 5
  %fadd3682 = fadd reassoc contract float %sel3680, %fmul3476
  %sel3683 = select i1 %cmp3681, float %fadd3682, float %sel3680
  %cmp3684 = icmp sgt i64 %sel1841, 6
  %fadd3685 = fadd reassoc contract float %sel3683, %fmul3500
  %sel3686 = select i1 %cmp3684, float %fadd3685, float %sel3683
  %cmp3687 = icmp sgt i64 %sel1861, 1
  %fadd3688 = fadd reassoc contract float %fmul3524, %fmul3548
  %sel3689 = select i1 %cmp3687, float %fadd3688, float %fmul3524
  %cmp3690 = icmp sgt i64 %sel1861, 2
  %fadd3691 = fadd reassoc contract float %sel3689, %fmul3572
  %sel3692 = select i1 %cmp3690, float %fadd3691, float %sel3689
  %cmp3693 = icmp sgt i64 %sel1861, 3
  %fadd3694 = fadd reassoc contract float %sel3692, %fmul3596
  %sel3695 = select i1 %cmp3693, float %fadd3694, float %sel3692
  %cmp3696 = icmp sgt i64 %sel1861, 4
  %fadd3697 = fadd reassoc contract float %sel3695, %fmul3620
  %sel3698 = select i1 %cmp3696, float %fadd3697, float %sel3695
  %cmp3699 = icmp sgt i64 %sel1861, 5
  %fadd3700 = fadd reassoc contract float %sel3698, %fmul3644
  %sel3701 = select i1 %cmp3699, float %fadd3700, float %sel3698
  %cmp3702 = icmp sgt i64 %sel1861, 6
  %fadd3703 = fadd reassoc contract float %sel3701, %fmul3668
  %sel3704 = select i1 %cmp3702, float %fadd3703, float %sel3701
  br label %endif2154

then3706:                                         ; preds = %then2152
  %add3733 = add nuw nsw i64 %call1833, 1
  %call3734 = tail call i64 @llvm.smin.i64(i64 %add3733, i64 %call1843)
  %call3738 = tail call i64 @llvm.smin.i64(i64 %call3734, i64 %sub2000)
  %call3739 = tail call i64 @llvm.smax.i64(i64 %call3738, i64 0)
  %p3740 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3739
  %v3741 = load float, ptr addrspace(1) %p3740, align 4
  %call3743 = tail call i64 @llvm.smin.i64(i64 %call3734, i64 %sub2005)
  %call3744 = tail call i64 @llvm.smax.i64(i64 %call3743, i64 0)
  %p3745 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3744
  %v3746 = load i32, ptr addrspace(1) %p3745, align 4
  %call3751 = tail call i32 @llvm.smin.i32(i32 %v3746, i32 %bound2013)
  %call3752 = tail call i32 @llvm.smax.i32(i32 %call3751, i32 0)
  %at3753 = zext nneg i32 %call3752 to i64
  %p3754 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3753
  %v3755 = load float, ptr addrspace(1) %p3754, align 4
  %fmul3756 = fmul float %v3741, %v3755
  %add3757 = add nuw nsw i64 %call1833, 2
  %call3758 = tail call i64 @llvm.smin.i64(i64 %add3757, i64 %call1843)
  %call3762 = tail call i64 @llvm.smin.i64(i64 %call3758, i64 %sub2000)
  %call3763 = tail call i64 @llvm.smax.i64(i64 %call3762, i64 0)
  %p3764 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3763
  %v3765 = load float, ptr addrspace(1) %p3764, align 4
  %call3767 = tail call i64 @llvm.smin.i64(i64 %call3758, i64 %sub2005)
  %call3768 = tail call i64 @llvm.smax.i64(i64 %call3767, i64 0)
  %p3769 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3768
  %v3770 = load i32, ptr addrspace(1) %p3769, align 4
  %call3775 = tail call i32 @llvm.smin.i32(i32 %v3770, i32 %bound2013)
  %call3776 = tail call i32 @llvm.smax.i32(i32 %call3775, i32 0)
  %at3777 = zext nneg i32 %call3776 to i64
  %p3778 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3777
  %v3779 = load float, ptr addrspace(1) %p3778, align 4
  %fmul3780 = fmul float %v3765, %v3779
  %add3781 = add nuw nsw i64 %call1833, 3
  %call3782 = tail call i64 @llvm.smin.i64(i64 %add3781, i64 %call1843)
  %call3786 = tail call i64 @llvm.smin.i64(i64 %call3782, i64 %sub2000)
  %call3787 = tail call i64 @llvm.smax.i64(i64 %call3786, i64 0)
  %p3788 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3787
  %v3789 = load float, ptr addrspace(1) %p3788, align 4
  %call3791 = tail call i64 @llvm.smin.i64(i64 %call3782, i64 %sub2005)
  %call3792 = tail call i64 @llvm.smax.i64(i64 %call3791, i64 0)
  %p3793 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3792
  %v3794 = load i32, ptr addrspace(1) %p3793, align 4
  %call3799 = tail call i32 @llvm.smin.i32(i32 %v3794, i32 %bound2013)
  %call3800 = tail call i32 @llvm.smax.i32(i32 %call3799, i32 0)
  %at3801 = zext nneg i32 %call3800 to i64
  %p3802 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3801
  %v3803 = load float, ptr addrspace(1) %p3802, align 4
  %fmul3804 = fmul float %v3789, %v3803
  %add3805 = add nuw nsw i64 %call1833, 4
  %call3806 = tail call i64 @llvm.smin.i64(i64 %add3805, i64 %call1843)
  %call3810 = tail call i64 @llvm.smin.i64(i64 %call3806, i64 %sub2000)
  %call3811 = tail call i64 @llvm.smax.i64(i64 %call3810, i64 0)
  %p3812 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3811
  %v3813 = load float, ptr addrspace(1) %p3812, align 4
  %call3815 = tail call i64 @llvm.smin.i64(i64 %call3806, i64 %sub2005)
  %call3816 = tail call i64 @llvm.smax.i64(i64 %call3815, i64 0)
  %p3817 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3816
  %v3818 = load i32, ptr addrspace(1) %p3817, align 4
  %call3823 = tail call i32 @llvm.smin.i32(i32 %v3818, i32 %bound2013)
  %call3824 = tail call i32 @llvm.smax.i32(i32 %call3823, i32 0)
  %at3825 = zext nneg i32 %call3824 to i64
  %p3826 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3825
  %v3827 = load float, ptr addrspace(1) %p3826, align 4
  %fmul3828 = fmul float %v3813, %v3827
  %add3829 = add nuw nsw i64 %call1833, 5
  %call3830 = tail call i64 @llvm.smin.i64(i64 %add3829, i64 %call1843)
  %call3834 = tail call i64 @llvm.smin.i64(i64 %call3830, i64 %sub2000)
  %call3835 = tail call i64 @llvm.smax.i64(i64 %call3834, i64 0)
  %p3836 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3835
  %v3837 = load float, ptr addrspace(1) %p3836, align 4
  %call3839 = tail call i64 @llvm.smin.i64(i64 %call3830, i64 %sub2005)
  %call3840 = tail call i64 @llvm.smax.i64(i64 %call3839, i64 0)
  %p3841 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3840
  %v3842 = load i32, ptr addrspace(1) %p3841, align 4
  %call3847 = tail call i32 @llvm.smin.i32(i32 %v3842, i32 %bound2013)
  %call3848 = tail call i32 @llvm.smax.i32(i32 %call3847, i32 0)
  %at3849 = zext nneg i32 %call3848 to i64
  %p3850 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3849
  %v3851 = load float, ptr addrspace(1) %p3850, align 4
  %fmul3852 = fmul float %v3837, %v3851
  %add3853 = add nuw nsw i64 %call1833, 6
  %call3854 = tail call i64 @llvm.smin.i64(i64 %add3853, i64 %call1843)
  %call3858 = tail call i64 @llvm.smin.i64(i64 %call3854, i64 %sub2000)
  %call3859 = tail call i64 @llvm.smax.i64(i64 %call3858, i64 0)
  %p3860 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3859
  %v3861 = load float, ptr addrspace(1) %p3860, align 4
  %call3863 = tail call i64 @llvm.smin.i64(i64 %call3854, i64 %sub2005)
  %call3864 = tail call i64 @llvm.smax.i64(i64 %call3863, i64 0)
  %p3865 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3864
  %v3866 = load i32, ptr addrspace(1) %p3865, align 4
  %call3871 = tail call i32 @llvm.smin.i32(i32 %v3866, i32 %bound2013)
  %call3872 = tail call i32 @llvm.smax.i32(i32 %call3871, i32 0)
  %at3873 = zext nneg i32 %call3872 to i64
  %p3874 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3873
  %v3875 = load float, ptr addrspace(1) %p3874, align 4
  %fmul3876 = fmul float %v3861, %v3875
  %add3877 = add nuw nsw i64 %call1833, 7
  %call3878 = tail call i64 @llvm.smin.i64(i64 %add3877, i64 %call1843)
  %call3882 = tail call i64 @llvm.smin.i64(i64 %call3878, i64 %sub2000)
  %call3883 = tail call i64 @llvm.smax.i64(i64 %call3882, i64 0)
  %p3884 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3883
  %v3885 = load float, ptr addrspace(1) %p3884, align 4
  %call3887 = tail call i64 @llvm.smin.i64(i64 %call3878, i64 %sub2005)
  %call3888 = tail call i64 @llvm.smax.i64(i64 %call3887, i64 0)
  %p3889 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3888
  %v3890 = load i32, ptr addrspace(1) %p3889, align 4
  %call3895 = tail call i32 @llvm.smin.i32(i32 %v3890, i32 %bound2013)
  %call3896 = tail call i32 @llvm.smax.i32(i32 %call3895, i32 0)
  %at3897 = zext nneg i32 %call3896 to i64
  %p3898 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3897
  %v3899 = load float, ptr addrspace(1) %p3898, align 4
  %fmul3900 = fmul float %v3885, %v3899
  %call3902 = tail call i64 @llvm.smin.i64(i64 %call1853, i64 %call1863)
  %call3906 = tail call i64 @llvm.smin.i64(i64 %call3902, i64 %sub2000)
  %call3907 = tail call i64 @llvm.smax.i64(i64 %call3906, i64 0)
  %p3908 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3907
  %v3909 = load float, ptr addrspace(1) %p3908, align 4
  %call3911 = tail call i64 @llvm.smin.i64(i64 %call3902, i64 %sub2005)
  %call3912 = tail call i64 @llvm.smax.i64(i64 %call3911, i64 0)
  %p3913 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3912
  %v3914 = load i32, ptr addrspace(1) %p3913, align 4
  %call3919 = tail call i32 @llvm.smin.i32(i32 %v3914, i32 %bound2013)
  %call3920 = tail call i32 @llvm.smax.i32(i32 %call3919, i32 0)
  %at3921 = zext nneg i32 %call3920 to i64
  %p3922 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3921
  %v3923 = load float, ptr addrspace(1) %p3922, align 4
  %fmul3924 = fmul float %v3909, %v3923
  %add3925 = add nuw nsw i64 %call1853, 1
  %call3926 = tail call i64 @llvm.smin.i64(i64 %add3925, i64 %call1863)
  %call3930 = tail call i64 @llvm.smin.i64(i64 %call3926, i64 %sub2000)
  %call3931 = tail call i64 @llvm.smax.i64(i64 %call3930, i64 0)
  %p3932 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3931
  %v3933 = load float, ptr addrspace(1) %p3932, align 4
  %call3935 = tail call i64 @llvm.smin.i64(i64 %call3926, i64 %sub2005)
  %call3936 = tail call i64 @llvm.smax.i64(i64 %call3935, i64 0)
  %p3937 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3936
  %v3938 = load i32, ptr addrspace(1) %p3937, align 4
  %call3943 = tail call i32 @llvm.smin.i32(i32 %v3938, i32 %bound2013)
  %call3944 = tail call i32 @llvm.smax.i32(i32 %call3943, i32 0)
  %at3945 = zext nneg i32 %call3944 to i64
  %p3946 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3945
  %v3947 = load float, ptr addrspace(1) %p3946, align 4
  %fmul3948 = fmul float %v3933, %v3947
  %add3949 = add nuw nsw i64 %call1853, 2
  %call3950 = tail call i64 @llvm.smin.i64(i64 %add3949, i64 %call1863)
  %call3954 = tail call i64 @llvm.smin.i64(i64 %call3950, i64 %sub2000)
  %call3955 = tail call i64 @llvm.smax.i64(i64 %call3954, i64 0)
  %p3956 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3955
  %v3957 = load float, ptr addrspace(1) %p3956, align 4
  %call3959 = tail call i64 @llvm.smin.i64(i64 %call3950, i64 %sub2005)
  %call3960 = tail call i64 @llvm.smax.i64(i64 %call3959, i64 0)
  %p3961 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3960
  %v3962 = load i32, ptr addrspace(1) %p3961, align 4
  %call3967 = tail call i32 @llvm.smin.i32(i32 %v3962, i32 %bound2013)
  %call3968 = tail call i32 @llvm.smax.i32(i32 %call3967, i32 0)
  %at3969 = zext nneg i32 %call3968 to i64
  %p3970 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3969
  %v3971 = load float, ptr addrspace(1) %p3970, align 4
  %fmul3972 = fmul float %v3957, %v3971
  %add3973 = add nuw nsw i64 %call1853, 3
  %call3974 = tail call i64 @llvm.smin.i64(i64 %add3973, i64 %call1863)
  %call3978 = tail call i64 @llvm.smin.i64(i64 %call3974, i64 %sub2000)
  %call3979 = tail call i64 @llvm.smax.i64(i64 %call3978, i64 0)
  %p3980 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call3979
  %v3981 = load float, ptr addrspace(1) %p3980, align 4
  %call3983 = tail call i64 @llvm.smin.i64(i64 %call3974, i64 %sub2005)
  %call3984 = tail call i64 @llvm.smax.i64(i64 %call3983, i64 0)
  %p3985 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call3984
  %v3986 = load i32, ptr addrspace(1) %p3985, align 4
  %call3991 = tail call i32 @llvm.smin.i32(i32 %v3986, i32 %bound2013)
  %call3992 = tail call i32 @llvm.smax.i32(i32 %call3991, i32 0)
  %at3993 = zext nneg i32 %call3992 to i64
  %p3994 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at3993
  %v3995 = load float, ptr addrspace(1) %p3994, align 4
  %fmul3996 = fmul float %v3981, %v3995
  %add3997 = add nuw nsw i64 %call1853, 4
  %call3998 = tail call i64 @llvm.smin.i64(i64 %add3997, i64 %call1863)
  %call4002 = tail call i64 @llvm.smin.i64(i64 %call3998, i64 %sub2000)
  %call4003 = tail call i64 @llvm.smax.i64(i64 %call4002, i64 0)
  %p4004 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call4003
  %v4005 = load float, ptr addrspace(1) %p4004, align 4
  %call4007 = tail call i64 @llvm.smin.i64(i64 %call3998, i64 %sub2005)
  %call4008 = tail call i64 @llvm.smax.i64(i64 %call4007, i64 0)
  %p4009 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call4008
  %v4010 = load i32, ptr addrspace(1) %p4009, align 4
  %call4015 = tail call i32 @llvm.smin.i32(i32 %v4010, i32 %bound2013)
  %call4016 = tail call i32 @llvm.smax.i32(i32 %call4015, i32 0)
  %at4017 = zext nneg i32 %call4016 to i64
  %p4018 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at4017
  %v4019 = load float, ptr addrspace(1) %p4018, align 4
  %fmul4020 = fmul float %v4005, %v4019
  %add4021 = add nuw nsw i64 %call1853, 5
  %call4022 = tail call i64 @llvm.smin.i64(i64 %add4021, i64 %call1863)
  %call4026 = tail call i64 @llvm.smin.i64(i64 %call4022, i64 %sub2000)
  %call4027 = tail call i64 @llvm.smax.i64(i64 %call4026, i64 0)
  %p4028 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call4027
  %v4029 = load float, ptr addrspace(1) %p4028, align 4
  %call4031 = tail call i64 @llvm.smin.i64(i64 %call4022, i64 %sub2005)
  %call4032 = tail call i64 @llvm.smax.i64(i64 %call4031, i64 0)
  %p4033 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call4032
  %v4034 = load i32, ptr addrspace(1) %p4033, align 4
  %call4039 = tail call i32 @llvm.smin.i32(i32 %v4034, i32 %bound2013)
  %call4040 = tail call i32 @llvm.smax.i32(i32 %call4039, i32 0)
  %at4041 = zext nneg i32 %call4040 to i64
  %p4042 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at4041
  %v4043 = load float, ptr addrspace(1) %p4042, align 4
  %fmul4044 = fmul float %v4029, %v4043
  %add4045 = add nuw nsw i64 %call1853, 6
  %call4046 = tail call i64 @llvm.smin.i64(i64 %add4045, i64 %call1863)
  %call4050 = tail call i64 @llvm.smin.i64(i64 %call4046, i64 %sub2000)
  %call4051 = tail call i64 @llvm.smax.i64(i64 %call4050, i64 0)
  %p4052 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call4051
  %v4053 = load float, ptr addrspace(1) %p4052, align 4
  %call4055 = tail call i64 @llvm.smin.i64(i64 %call4046, i64 %sub2005)
  %call4056 = tail call i64 @llvm.smax.i64(i64 %call4055, i64 0)
  %p4057 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call4056
  %v4058 = load i32, ptr addrspace(1) %p4057, align 4
  %call4063 = tail call i32 @llvm.smin.i32(i32 %v4058, i32 %bound2013)
  %call4064 = tail call i32 @llvm.smax.i32(i32 %call4063, i32 0)
  %at4065 = zext nneg i32 %call4064 to i64
  %p4066 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at4065
  %v4067 = load float, ptr addrspace(1) %p4066, align 4
  %fmul4068 = fmul float %v4053, %v4067
  %add4069 = add nuw nsw i64 %call1853, 7
  %call4070 = tail call i64 @llvm.smin.i64(i64 %add4069, i64 %call1863)
  %call4074 = tail call i64 @llvm.smin.i64(i64 %call4070, i64 %sub2000)
  %call4075 = tail call i64 @llvm.smax.i64(i64 %call4074, i64 0)
  %p4076 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call4075
  %v4077 = load float, ptr addrspace(1) %p4076, align 4
  %call4079 = tail call i64 @llvm.smin.i64(i64 %call4070, i64 %sub2005)
  %call4080 = tail call i64 @llvm.smax.i64(i64 %call4079, i64 0)
  %p4081 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call4080
  %v4082 = load i32, ptr addrspace(1) %p4081, align 4
  %call4087 = tail call i32 @llvm.smin.i32(i32 %v4082, i32 %bound2013)
  %call4088 = tail call i32 @llvm.smax.i32(i32 %call4087, i32 0)
  %at4089 = zext nneg i32 %call4088 to i64
  %p4090 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at4089
  %v4091 = load float, ptr addrspace(1) %p4090, align 4
  %fmul4092 = fmul float %v4077, %v4091
  %cmp4093 = icmp sgt i64 %sel1841, 1
  %fadd4094 = fadd reassoc contract float %fmul4158, %fmul3756
  %sel4095 = select i1 %cmp4093, float %fadd4094, float %fmul4158
  %cmp4096 = icmp sgt i64 %sel1841, 2
  %fadd4097 = fadd reassoc contract float %sel4095, %fmul3780
  %sel4098 = select i1 %cmp4096, float %fadd4097, float %sel4095
  %cmp4099 = icmp sgt i64 %sel1841, 3
  %fadd4100 = fadd reassoc contract float %sel4098, %fmul3804
  %sel4101 = select i1 %cmp4099, float %fadd4100, float %sel4098
  %cmp4102 = icmp sgt i64 %sel1841, 4
  %fadd4103 = fadd reassoc contract float %sel4101, %fmul3828
  %sel4104 = select i1 %cmp4102, float %fadd4103, float %sel4101
  %cmp4105 = icmp sgt i64 %sel1841, 5
  %fadd4106 = fadd reassoc contract float %sel4104, %fmul3852
  %sel4107 = select i1 %cmp4105, float %fadd4106, float %sel4104
  %cmp4108 = icmp sgt i64 %sel1841, 6
  %fadd4109 = fadd reassoc contract float %sel4107, %fmul3876
  %sel4110 = select i1 %cmp4108, float %fadd4109, float %sel4107
  %cmp4111 = icmp sgt i64 %sel1841, 7
  %fadd4112 = fadd reassoc contract float %sel4110, %fmul3900
  %sel4113 = select i1 %cmp4111, float %fadd4112, float %sel4110
  %cmp4114 = icmp sgt i64 %sel1861, 1
  %fadd4115 = fadd reassoc contract float %fmul3924, %fmul3948
  %sel4116 = select i1 %cmp4114, float %fadd4115, float %fmul3924
  %cmp4117 = icmp sgt i64 %sel1861, 2
  %fadd4118 = fadd reassoc contract float %sel4116, %fmul3972
  %sel4119 = select i1 %cmp4117, float %fadd4118, float %sel4116
  %cmp4120 = icmp sgt i64 %sel1861, 3
  %fadd4121 = fadd reassoc contract float %sel4119, %fmul3996
  %sel4122 = select i1 %cmp4120, float %fadd4121, float %sel4119
  %cmp4123 = icmp sgt i64 %sel1861, 4
  %fadd4124 = fadd reassoc contract float %sel4122, %fmul4020
  %sel4125 = select i1 %cmp4123, float %fadd4124, float %sel4122
  %cmp4126 = icmp sgt i64 %sel1861, 5
  %fadd4127 = fadd reassoc contract float %sel4125, %fmul4044
  %sel4128 = select i1 %cmp4126, float %fadd4127, float %sel4125
  %cmp4129 = icmp sgt i64 %sel1861, 6
  %fadd4130 = fadd reassoc contract float %sel4128, %fmul4068
  %sel4131 = select i1 %cmp4129, float %fadd4130, float %sel4128
  %cmp4132 = icmp sgt i64 %sel1861, 7
  %fadd4133 = fadd reassoc contract float %sel4131, %fmul4092
  %sel4134 = select i1 %cmp4132, float %fadd4133, float %sel4131
  br label %endif2154

else3707:                                         ; preds = %then2152
  %call4160 = tail call i64 @llvm.smin.i64(i64 %call1853, i64 %call1863)
  %call4164 = tail call i64 @llvm.smin.i64(i64 %call4160, i64 %sub2000)
  %call4165 = tail call i64 @llvm.smax.i64(i64 %call4164, i64 0)
  %p4166 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call4165
  %v4167 = load float, ptr addrspace(1) %p4166, align 4
  %call4169 = tail call i64 @llvm.smin.i64(i64 %call4160, i64 %sub2005)
  %call4170 = tail call i64 @llvm.smax.i64(i64 %call4169, i64 0)
  %p4171 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call4170
  %v4172 = load i32, ptr addrspace(1) %p4171, align 4
  %call4177 = tail call i32 @llvm.smin.i32(i32 %v4172, i32 %bound2013)
  %call4178 = tail call i32 @llvm.smax.i32(i32 %call4177, i32 0)
  %at4179 = zext nneg i32 %call4178 to i64
  %p4180 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at4179
  %v4181 = load float, ptr addrspace(1) %p4180, align 4
  %fmul4182 = fmul float %v4167, %v4181
  %cmp4185 = icmp sgt i32 %call2150, 1
  br i1 %cmp4185, label %fold.body4183, label %endif2154

fold.body4183:                                    ; preds = %else3707, %fold.body4183
  %i4186 = phi i64 [ %add4243, %fold.body4183 ], [ 1, %else3707 ]
  %phi4187 = phi float [ %sel4239, %fold.body4183 ], [ %fmul4158, %else3707 ]
  %phi4188 = phi float [ %sel4242, %fold.body4183 ], [ %fmul4182, %else3707 ]
  %add4189 = add nuw nsw i64 %i4186, %call1833
  %call4190 = tail call i64 @llvm.smin.i64(i64 %add4189, i64 %call1843)
  %call4194 = tail call i64 @llvm.smin.i64(i64 %call4190, i64 %sub2000)
  %call4195 = tail call i64 @llvm.smax.i64(i64 %call4194, i64 0)
  %p4196 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call4195
  %v4197 = load float, ptr addrspace(1) %p4196, align 4
  %call4199 = tail call i64 @llvm.smin.i64(i64 %call4190, i64 %sub2005)
  %call4200 = tail call i64 @llvm.smax.i64(i64 %call4199, i64 0)
  %p4201 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call4200
  %v4202 = load i32, ptr addrspace(1) %p4201, align 4
  %call4207 = tail call i32 @llvm.smin.i32(i32 %v4202, i32 %bound2013)
  %call4208 = tail call i32 @llvm.smax.i32(i32 %call4207, i32 0)
  %at4209 = zext nneg i32 %call4208 to i64
  %p4210 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at4209
  %v4211 = load float, ptr addrspace(1) %p4210, align 4
  %fmul4212 = fmul float %v4197, %v4211
  %add4213 = add nuw nsw i64 %i4186, %call1853
  %call4214 = tail call i64 @llvm.smin.i64(i64 %add4213, i64 %call1863)
  %call4218 = tail call i64 @llvm.smin.i64(i64 %call4214, i64 %sub2000)
  %call4219 = tail call i64 @llvm.smax.i64(i64 %call4218, i64 0)
  %p4220 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call4219
  %v4221 = load float, ptr addrspace(1) %p4220, align 4
  %call4223 = tail call i64 @llvm.smin.i64(i64 %call4214, i64 %sub2005)
  %call4224 = tail call i64 @llvm.smax.i64(i64 %call4223, i64 0)
  %p4225 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call4224
  %v4226 = load i32, ptr addrspace(1) %p4225, align 4
  %call4231 = tail call i32 @llvm.smin.i32(i32 %v4226, i32 %bound2013)
  %call4232 = tail call i32 @llvm.smax.i32(i32 %call4231, i32 0)
  %at4233 = zext nneg i32 %call4232 to i64
  %p4234 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %at4233
  %v4235 = load float, ptr addrspace(1) %p4234, align 4
  %fmul4236 = fmul float %v4221, %v4235
  %cmp4237 = icmp slt i64 %i4186, %sel1841
  %fadd4238 = fadd reassoc contract float %phi4187, %fmul4212
  %sel4239 = select i1 %cmp4237, float %fadd4238, float %phi4187
  %cmp4240 = icmp slt i64 %i4186, %sel1861
  %fadd4241 = fadd reassoc contract float %phi4188, %fmul4236
  %sel4242 = select i1 %cmp4240, float %fadd4241, float %phi4188
  %add4243 = add nuw nsw i64 %i4186, 1
  %exitcond4293.not = icmp eq i64 %add4243, %widest2151
  br i1 %exitcond4293.not, label %endif2154, label %fold.body4183

then4270:                                         ; preds = %endif2154
  %p4272 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add1826
  %cmp4267 = icmp sgt i64 %sub1840, 0
  %fadd4268 = fadd reassoc contract float %phi4265, 0.000000e+00
  %sel4269 = select i1 %cmp4267, float %fadd4268, float 0.000000e+00
  store float %sel4269, ptr addrspace(1) %p4272, align 4
  br label %endif4271

endif4271:                                        ; preds = %then4270, %endif2154
  br i1 %cmp1847, label %endif1870.sink.split, label %endif1870
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
  %list = getelementptr i8, ptr addrspace(1) %14, i64 16
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
  %invariant.gep1647 = getelementptr i8, ptr addrspace(1) %14, i64 32
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
  %invariant.gep1649 = getelementptr i8, ptr addrspace(1) %14, i64 32
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
  br i1 %exitcond1652.not, label %fold.exit87, label %fold.body86, !llvm.loop !6

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
  br i1 %exitcond.not, label %fold.exit, label %fold.body, !llvm.loop !8

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

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5}

!0 = !{ptr @systole_fold_seg_csr_gather_spmv_f32_rows, !"kernel", i32 1}
!1 = !{ptr @systole_fold_seg_csr_gather_spmv_f32_search, !"kernel", i32 1}
!2 = !{ptr @systole_fold_seg_csr_gather_spmv_f32_segment, !"kernel", i32 1}
!3 = !{ptr @systole_fold_seg_csr_gather_spmv_f32_segment, !"maxntidx", i32 160}
!4 = !{ptr @systole_fold_seg_csr_gather_spmv_f32_segment, !"minctasm", i32 3}
!5 = !{ptr @systole_fold_seg_csr_gather_spmv_f32_finish, !"kernel", i32 1}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.peeled.count", i32 1}
!8 = distinct !{!8, !7}
