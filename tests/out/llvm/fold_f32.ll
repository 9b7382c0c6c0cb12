; ModuleID = 'systole_fold_f32'
source_filename = "systole_fold_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define void @systole_fold_f32_rows(i64 %0, i64 %1, ptr addrspace(1) noalias readonly %2, i64 %3, i64 %4, ptr addrspace(1) noalias nocapture writeonly %5, ptr addrspace(1) noalias nocapture readnone %6, ptr addrspace(1) noalias nocapture readnone %7, i64 %8, i64 %9) local_unnamed_addr #0 {
entry:
  %call = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg = zext nneg i32 %call to i64
  %call1 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %sreg2 = zext nneg i32 %call1 to i64
  %call3 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %sreg4 = zext nneg i32 %call3 to i64
  %mul5 = mul nuw nsw i64 %sreg4, %sreg2
  %add = add nuw nsw i64 %mul5, %sreg
  %call6 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %sreg7 = zext nneg i32 %call6 to i64
  %mul8 = mul nuw nsw i64 %sreg2, %sreg7
  %warp9 = lshr i64 %mul8, 5
  %lane = and i64 %sreg, 31
  %cmp = icmp eq i64 %lane, 0
  %cmp10 = icmp slt i64 %4, 17
  br i1 %cmp10, label %then, label %else

then:                                             ; preds = %entry
  %cmp11 = icmp slt i64 %add, %3
  br i1 %cmp11, label %stride.body.preheader, label %endif

stride.body.preheader:                            ; preds = %then
  %cmp225 = icmp sgt i64 %4, 0
  %xtraiter = and i64 %4, 7
  %10 = icmp ult i64 %4, 8
  %unroll_iter = and i64 %4, 9223372036854775800
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br label %stride.body

else:                                             ; preds = %entry
  %warp = lshr i64 %add, 5
  %cmp249 = icmp slt i64 %warp, %3
  br i1 %cmp249, label %stride.body247.preheader, label %endif

stride.body247.preheader:                         ; preds = %else
  %full447 = lshr i64 %4, 8
  %cmp253.not = icmp ugt i64 %4, 255
  %mul312 = and i64 %4, 9223372036854775552
  %add314 = or disjoint i64 %mul312, %lane
  %call316 = add nsw i64 %4, -1
  %cmp318 = icmp ult i64 %add314, %4
  %11 = tail call i64 @llvm.umin.i64(i64 %add314, i64 %call316)
  %add324 = or disjoint i64 %add314, 32
  %cmp325 = icmp ult i64 %add324, %4
  %12 = tail call i64 @llvm.umin.i64(i64 %add324, i64 %call316)
  %add331 = or disjoint i64 %add314, 64
  %cmp332 = icmp ult i64 %add331, %4
  %13 = tail call i64 @llvm.umin.i64(i64 %add331, i64 %call316)
  %add338 = or disjoint i64 %add314, 96
  %cmp339 = icmp ult i64 %add338, %4
  %14 = tail call i64 @llvm.umin.i64(i64 %add338, i64 %call316)
  %add345 = or disjoint i64 %add314, 128
  %cmp346 = icmp ult i64 %add345, %4
  %15 = tail call i64 @llvm.umin.i64(i64 %add345, i64 %call316)
  %add352 = or disjoint i64 %add314, 160
  %cmp353 = icmp ult i64 %add352, %4
  %16 = tail call i64 @llvm.umin.i64(i64 %add352, i64 %call316)
  %add359 = or disjoint i64 %add314, 192
  %cmp360 = icmp ult i64 %add359, %4
  %17 = tail call i64 @llvm.umin.i64(i64 %add359, i64 %call316)
  %add366 = or disjoint i64 %add314, 224
  %cmp367 = icmp ult i64 %add366, %4
  %18 = tail call i64 @llvm.umin.i64(i64 %add366, i64 %call316)
  %19 = tail call i64 @llvm.umin.i64(i64 %4, i64 32)
  %add407 = add nuw nsw i64 %lane, 1
  %cmp408 = icmp ugt i64 %19, %add407
  %add414 = add nuw nsw i64 %lane, 2
  %cmp415 = icmp ult i64 %add414, %19
  %add421 = add nuw nsw i64 %lane, 4
  %cmp422 = icmp ult i64 %add421, %19
  %add428 = add nuw nsw i64 %lane, 8
  %cmp429 = icmp ult i64 %add428, %19
  %add265.peel = or disjoint i64 %lane, 32
  %add270.peel = or disjoint i64 %lane, 64
  %add275.peel = or disjoint i64 %lane, 96
  %add280.peel = or disjoint i64 %lane, 128
  %add285.peel = or disjoint i64 %lane, 160
  %add290.peel = or disjoint i64 %lane, 192
  %add295.peel = or disjoint i64 %lane, 224
  %exitcond.peel.not = icmp eq i64 %full447, 1
  br label %stride.body247

endif:                                            ; preds = %endif443, %endif15, %else, %then
  ret void

stride.body:                                      ; preds = %stride.body.preheader, %endif15
  %i = phi i64 [ %add245, %endif15 ], [ %add, %stride.body.preheader ]
  switch i64 %4, label %else183 [
    i64 0, label %endif15
    i64 1, label %then17
    i64 2, label %then23
    i64 3, label %then37
    i64 4, label %then56
    i64 5, label %then80
    i64 6, label %then109
    i64 7, label %then143
    i64 8, label %then182
  ]

endif15.loopexit.unr-lcssa:                       ; preds = %fold.body, %fold.body.preheader
  %fadd231.lcssa.ph = phi float [ poison, %fold.body.preheader ], [ %fadd231.7, %fold.body ]
  %i226.unr = phi i64 [ 0, %fold.body.preheader ], [ %add232.7, %fold.body ]
  %phi.unr = phi float [ 0.000000e+00, %fold.body.preheader ], [ %fadd231.7, %fold.body ]
  br i1 %lcmp.mod.not, label %endif15, label %fold.body.epil

fold.body.epil:                                   ; preds = %endif15.loopexit.unr-lcssa, %fold.body.epil
  %i226.epil = phi i64 [ %add232.epil, %fold.body.epil ], [ %i226.unr, %endif15.loopexit.unr-lcssa ]
  %phi.epil = phi float [ %fadd231.epil, %fold.body.epil ], [ %phi.unr, %endif15.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %fold.body.epil ], [ 0, %endif15.loopexit.unr-lcssa ]
  %p229.epil = getelementptr float, ptr addrspace(1) %20, i64 %i226.epil
  %v230.epil = load float, ptr addrspace(1) %p229.epil, align 4
  %fadd231.epil = fadd reassoc contract float %phi.epil, %v230.epil
  %add232.epil = add nuw nsw i64 %i226.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %endif15, label %fold.body.epil, !llvm.loop !4

endif15:                                          ; preds = %endif15.loopexit.unr-lcssa, %fold.body.epil, %else183, %then182, %then143, %stride.body, %then109, %then80, %then56, %then37, %then23, %then17
  %phi243 = phi float [ 0.000000e+00, %stride.body ], [ %fadd, %then17 ], [ %fadd35, %then23 ], [ %fadd54, %then37 ], [ %fadd78, %then56 ], [ %fadd107, %then80 ], [ %fadd141, %then109 ], [ %fadd180, %then143 ], [ %fadd224, %then182 ], [ 0.000000e+00, %else183 ], [ %fadd231.lcssa.ph, %endif15.loopexit.unr-lcssa ], [ %fadd231.epil, %fold.body.epil ]
  %p244 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %i
  store float %phi243, ptr addrspace(1) %p244, align 4
  %add245 = add i64 %i, %mul8
  %cmp246 = icmp slt i64 %add245, %3
  br i1 %cmp246, label %stride.body, label %endif

then17:                                           ; preds = %stride.body
  %p = getelementptr inbounds float, ptr addrspace(1) %2, i64 %i
  %v = load float, ptr addrspace(1) %p, align 4
  %fadd = fadd reassoc contract float %v, 0.000000e+00
  br label %endif15

then23:                                           ; preds = %stride.body
  %p28.idx = shl i64 %i, 3
  %p28 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %p28.idx
  %v29 = load float, ptr addrspace(1) %p28, align 4
  %p32 = getelementptr i8, ptr addrspace(1) %p28, i64 4
  %v33 = load float, ptr addrspace(1) %p32, align 4
  %fadd34 = fadd reassoc contract float %v29, 0.000000e+00
  %fadd35 = fadd reassoc contract float %fadd34, %v33
  br label %endif15

then37:                                           ; preds = %stride.body
  %p42.idx = mul i64 %i, 12
  %p42 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %p42.idx
  %v43 = load float, ptr addrspace(1) %p42, align 4
  %p46 = getelementptr i8, ptr addrspace(1) %p42, i64 4
  %v47 = load float, ptr addrspace(1) %p46, align 4
  %p50 = getelementptr i8, ptr addrspace(1) %p42, i64 8
  %v51 = load float, ptr addrspace(1) %p50, align 4
  %fadd52 = fadd reassoc contract float %v43, 0.000000e+00
  %fadd53 = fadd reassoc contract float %fadd52, %v47
  %fadd54 = fadd reassoc contract float %fadd53, %v51
  br label %endif15

then56:                                           ; preds = %stride.body
  %p61.idx = shl i64 %i, 4
  %p61 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %p61.idx
  %v62 = load float, ptr addrspace(1) %p61, align 4
  %p65 = getelementptr i8, ptr addrspace(1) %p61, i64 4
  %v66 = load float, ptr addrspace(1) %p65, align 4
  %p69 = getelementptr i8, ptr addrspace(1) %p61, i64 8
  %v70 = load float, ptr addrspace(1) %p69, align 4
  %p73 = getelementptr i8, ptr addrspace(1) %p61, i64 12
  %v74 = load float, ptr addrspace(1) %p73, align 4
  %fadd75 = fadd reassoc contract float %v62, 0.000000e+00
  %fadd76 = fadd reassoc contract float %fadd75, %v66
  %fadd77 = fadd reassoc contract float %fadd76, %v70
  %fadd78 = fadd reassoc contract float %fadd77, %v74
  br label %endif15

then80:                                           ; preds = %stride.body
  %p85.idx = mul i64 %i, 20
  %p85 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %p85.idx
  %v86 = load float, ptr addrspace(1) %p85, align 4
  %p89 = getelementptr i8, ptr addrspace(1) %p85, i64 4
  %v90 = load float, ptr addrspace(1) %p89, align 4
  %p93 = getelementptr i8, ptr addrspace(1) %p85, i64 8
  %v94 = load float, ptr addrspace(1) %p93, align 4
  %p97 = getelementptr i8, ptr addrspace(1) %p85, i64 12
  %v98 = load float, ptr addrspace(1) %p97, align 4
  %p101 = getelementptr i8, ptr addrspace(1) %p85, i64 16
  %v102 = load float, ptr addrspace(1) %p101, align 4
  %fadd103 = fadd reassoc contract float %v86, 0.000000e+00
  %fadd104 = fadd reassoc contract float %fadd103, %v90
  %fadd105 = fadd reassoc contract float %fadd104, %v94
  %fadd106 = fadd reassoc contract float %fadd105, %v98
  %fadd107 = fadd reassoc contract float %fadd106, %v102
  br label %endif15

then109:                                          ; preds = %stride.body
  %p114.idx = mul i64 %i, 24
  %p114 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %p114.idx
  %v115 = load float, ptr addrspace(1) %p114, align 4
  %p118 = getelementptr i8, ptr addrspace(1) %p114, i64 4
  %v119 = load float, ptr addrspace(1) %p118, align 4
  %p122 = getelementptr i8, ptr addrspace(1) %p114, i64 8
  %v123 = load float, ptr addrspace(1) %p122, align 4
  %p126 = getelementptr i8, ptr addrspace(1) %p114, i64 12
  %v127 = load float, ptr addrspace(1) %p126, align 4
  %p130 = getelementptr i8, ptr addrspace(1) %p114, i64 16
  %v131 = load float, ptr addrspace(1) %p130, align 4
  %p134 = getelementptr i8, ptr addrspace(1) %p114, i64 20
  %v135 = load float, ptr addrspace(1) %p134, align 4
  %fadd136 = fadd reassoc contract float %v115, 0.000000e+00
  %fadd137 = fadd reassoc contract float %fadd136, %v119
  %fadd138 = fadd reassoc contract float %fadd137, %v123
  %fadd139 = fadd reassoc contract float %fadd138, %v127
  %fadd140 = fadd reassoc contract float %fadd139, %v131
  %fadd141 = fadd reassoc contract float %fadd140, %v135
  br label %endif15

then143:                                          ; preds = %stride.body
  %p148.idx = mul i64 %i, 28
  %p148 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %p148.idx
  %v149 = load float, ptr addrspace(1) %p148, align 4
  %p152 = getelementptr i8, ptr addrspace(1) %p148, i64 4
  %v153 = load float, ptr addrspace(1) %p152, align 4
  %p156 = getelementptr i8, ptr addrspace(1) %p148, i64 8
  %v157 = load float, ptr addrspace(1) %p156, align 4
  %p160 = getelementptr i8, ptr addrspace(1) %p148, i64 12
  %v161 = load float, ptr addrspace(1) %p160, align 4
  %p164 = getelementptr i8, ptr addrspace(1) %p148, i64 16
  %v165 = load float, ptr addrspace(1) %p164, align 4
  %p168 = getelementptr i8, ptr addrspace(1) %p148, i64 20
  %v169 = load float, ptr addrspace(1) %p168, align 4
  %p172 = getelementptr i8, ptr addrspace(1) %p148, i64 24
  %v173 = load float, ptr addrspace(1) %p172, align 4
  %fadd174 = fadd reassoc contract float %v149, 0.000000e+00
  %fadd175 = fadd reassoc contract float %fadd174, %v153
  %fadd176 = fadd reassoc contract float %fadd175, %v157
  %fadd177 = fadd reassoc contract float %fadd176, %v161
  %fadd178 = fadd reassoc contract float %fadd177, %v165
  %fadd179 = fadd reassoc contract float %fadd178, %v169
  %fadd180 = fadd reassoc contract float %fadd179, %v173
  br label %endif15

then182:                                          ; preds = %stride.body
  %p187.idx = shl i64 %i, 5
  %p187 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %p187.idx
  %v188 = load float, ptr addrspace(1) %p187, align 4
  %p191 = getelementptr i8, ptr addrspace(1) %p187, i64 4
  %v192 = load float, ptr addrspace(1) %p191, align 4
  %p195 = getelementptr i8, ptr addrspace(1) %p187, i64 8
  %v196 = load float, ptr addrspace(1) %p195, align 4
  %p199 = getelementptr i8, ptr addrspace(1) %p187, i64 12
  %v200 = load float, ptr addrspace(1) %p199, align 4
  %p203 = getelementptr i8, ptr addrspace(1) %p187, i64 16
  %v204 = load float, ptr addrspace(1) %p203, align 4
  %p207 = getelementptr i8, ptr addrspace(1) %p187, i64 20
  %v208 = load float, ptr addrspace(1) %p207, align 4
  %p211 = getelementptr i8, ptr addrspace(1) %p187, i64 24
  %v212 = load float, ptr addrspace(1) %p211, align 4
  %p215 = getelementptr i8, ptr addrspace(1) %p187, i64 28
  %v216 = load float, ptr addrspace(1) %p215, align 4
  %fadd217 = fadd reassoc contract float %v188, 0.000000e+00
  %fadd218 = fadd reassoc contract float %fadd217, %v192
  %fadd219 = fadd reassoc contract float %fadd218, %v196
  %fadd220 = fadd reassoc contract float %fadd219, %v200
  %fadd221 = fadd reassoc contract float %fadd220, %v204
  %fadd222 = fadd reassoc contract float %fadd221, %v208
  %fadd223 = fadd reassoc contract float %fadd222, %v212
  %fadd224 = fadd reassoc contract float %fadd223, %v216
  br label %endif15

else183:                                          ; preds = %stride.body
  br i1 %cmp225, label %fold.body.preheader, label %endif15

fold.body.preheader:                              ; preds = %else183
  %mul227 = mul i64 %i, %4
  %20 = getelementptr float, ptr addrspace(1) %2, i64 %mul227
  br i1 %10, label %endif15.loopexit.unr-lcssa, label %fold.body

fold.body:                                        ; preds = %fold.body.preheader, %fold.body
  %i226 = phi i64 [ %add232.7, %fold.body ], [ 0, %fold.body.preheader ]
  %phi = phi float [ %fadd231.7, %fold.body ], [ 0.000000e+00, %fold.body.preheader ]
  %niter = phi i64 [ %niter.next.7, %fold.body ], [ 0, %fold.body.preheader ]
  %p229 = getelementptr float, ptr addrspace(1) %20, i64 %i226
  %v230 = load float, ptr addrspace(1) %p229, align 4
  %fadd231 = fadd reassoc contract float %phi, %v230
  %add232 = or disjoint i64 %i226, 1
  %p229.1 = getelementptr float, ptr addrspace(1) %20, i64 %add232
  %v230.1 = load float, ptr addrspace(1) %p229.1, align 4
  %fadd231.1 = fadd reassoc contract float %fadd231, %v230.1
  %add232.1 = or disjoint i64 %i226, 2
  %p229.2 = getelementptr float, ptr addrspace(1) %20, i64 %add232.1
  %v230.2 = load float, ptr addrspace(1) %p229.2, align 4
  %fadd231.2 = fadd reassoc contract float %fadd231.1, %v230.2
  %add232.2 = or disjoint i64 %i226, 3
  %p229.3 = getelementptr float, ptr addrspace(1) %20, i64 %add232.2
  %v230.3 = load float, ptr addrspace(1) %p229.3, align 4
  %fadd231.3 = fadd reassoc contract float %fadd231.2, %v230.3
  %add232.3 = or disjoint i64 %i226, 4
  %p229.4 = getelementptr float, ptr addrspace(1) %20, i64 %add232.3
  %v230.4 = load float, ptr addrspace(1) %p229.4, align 4
  %fadd231.4 = fadd reassoc contract float %fadd231.3, %v230.4
  %add232.4 = or disjoint i64 %i226, 5
  %p229.5 = getelementptr float, ptr addrspace(1) %20, i64 %add232.4
  %v230.5 = load float, ptr addrspace(1) %p229.5, align 4
  %fadd231.5 = fadd reassoc contract float %fadd231.4, %v230.5
  %add232.5 = or disjoint i64 %i226, 6
  %p229.6 = getelementptr float, ptr addrspace(1) %20, i64 %add232.5
  %v230.6 = load float, ptr addrspace(1) %p229.6, align 4
  %fadd231.6 = fadd reassoc contract float %fadd231.5, %v230.6
  %add232.6 = or disjoint i64 %i226, 7
  %p229.7 = getelementptr float, ptr addrspace(1) %20, i64 %add232.6
  %v230.7 = load float, ptr addrspace(1) %p229.7, align 4
  %fadd231.7 = fadd reassoc contract float %fadd231.6, %v230.7
  %add232.7 = add nuw nsw i64 %i226, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %endif15.loopexit.unr-lcssa, label %fold.body

stride.body247:                                   ; preds = %stride.body247.preheader, %endif443
  %i250 = phi i64 [ %add445, %endif443 ], [ %warp, %stride.body247.preheader ]
  %mul261 = mul i64 %i250, %4
  br i1 %cmp253.not, label %fold.body251.preheader, label %fold.exit252

fold.body251.preheader:                           ; preds = %stride.body247
  %21 = getelementptr float, ptr addrspace(1) %2, i64 %mul261
  %p263.peel = getelementptr float, ptr addrspace(1) %21, i64 %lane
  %v264.peel = load float, ptr addrspace(1) %p263.peel, align 4
  %p268.peel = getelementptr float, ptr addrspace(1) %21, i64 %add265.peel
  %v269.peel = load float, ptr addrspace(1) %p268.peel, align 4
  %p273.peel = getelementptr float, ptr addrspace(1) %21, i64 %add270.peel
  %v274.peel = load float, ptr addrspace(1) %p273.peel, align 4
  %p278.peel = getelementptr float, ptr addrspace(1) %21, i64 %add275.peel
  %v279.peel = load float, ptr addrspace(1) %p278.peel, align 4
  %p283.peel = getelementptr float, ptr addrspace(1) %21, i64 %add280.peel
  %v284.peel = load float, ptr addrspace(1) %p283.peel, align 4
  %p288.peel = getelementptr float, ptr addrspace(1) %21, i64 %add285.peel
  %v289.peel = load float, ptr addrspace(1) %p288.peel, align 4
  %p293.peel = getelementptr float, ptr addrspace(1) %21, i64 %add290.peel
  %v294.peel = load float, ptr addrspace(1) %p293.peel, align 4
  %p298.peel = getelementptr float, ptr addrspace(1) %21, i64 %add295.peel
  %v299.peel = load float, ptr addrspace(1) %p298.peel, align 4
  %fadd301.peel = fadd reassoc contract float %v269.peel, %v264.peel
  %fadd302.peel = fadd reassoc contract float %v274.peel, %fadd301.peel
  %fadd303.peel = fadd reassoc contract float %v279.peel, %fadd302.peel
  %fadd304.peel = fadd reassoc contract float %v284.peel, %fadd303.peel
  %fadd305.peel = fadd reassoc contract float %v289.peel, %fadd304.peel
  %fadd306.peel = fadd reassoc contract float %v294.peel, %fadd305.peel
  %fadd307.peel = fadd reassoc contract float %v299.peel, %fadd306.peel
  br i1 %exitcond.peel.not, label %fold.exit252, label %fold.body251

fold.body251:                                     ; preds = %fold.body251.preheader, %fold.body251
  %i254 = phi i64 [ %add308, %fold.body251 ], [ 1, %fold.body251.preheader ]
  %phi255 = phi float [ %fadd307, %fold.body251 ], [ %fadd307.peel, %fold.body251.preheader ]
  %mul257 = shl i64 %i254, 8
  %add259 = or disjoint i64 %mul257, %lane
  %p263 = getelementptr float, ptr addrspace(1) %21, i64 %add259
  %v264 = load float, ptr addrspace(1) %p263, align 4
  %add265 = or disjoint i64 %add259, 32
  %p268 = getelementptr float, ptr addrspace(1) %21, i64 %add265
  %v269 = load float, ptr addrspace(1) %p268, align 4
  %add270 = or disjoint i64 %add259, 64
  %p273 = getelementptr float, ptr addrspace(1) %21, i64 %add270
  %v274 = load float, ptr addrspace(1) %p273, align 4
  %add275 = or disjoint i64 %add259, 96
  %p278 = getelementptr float, ptr addrspace(1) %21, i64 %add275
  %v279 = load float, ptr addrspace(1) %p278, align 4
  %add280 = or disjoint i64 %add259, 128
  %p283 = getelementptr float, ptr addrspace(1) %21, i64 %add280
  %v284 = load float, ptr addrspace(1) %p283, align 4
  %add285 = or disjoint i64 %add259, 160
  %p288 = getelementptr float, ptr addrspace(1) %21, i64 %add285
  %v289 = load float, ptr addrspace(1) %p288, align 4
  %add290 = or disjoint i64 %add259, 192
  %p293 = getelementptr float, ptr addrspace(1) %21, i64 %add290
  %v294 = load float, ptr addrspace(1) %p293, align 4
  %add295 = or disjoint i64 %add259, 224
  %p298 = getelementptr float, ptr addrspace(1) %21, i64 %add295
  %v299 = load float, ptr addrspace(1) %p298, align 4
  %fadd300 = fadd reassoc contract float %phi255, %v264
  %fadd301 = fadd reassoc contract float %v269, %fadd300
  %fadd302 = fadd reassoc contract float %v274, %fadd301
  %fadd303 = fadd reassoc contract float %v279, %fadd302
  %fadd304 = fadd reassoc contract float %v284, %fadd303
  %fadd305 = fadd reassoc contract float %v289, %fadd304
  %fadd306 = fadd reassoc contract float %v294, %fadd305
  %fadd307 = fadd reassoc contract float %v299, %fadd306
  %add308 = add nuw nsw i64 %i254, 1
  %exitcond.not = icmp eq i64 %add308, %full447
  br i1 %exitcond.not, label %fold.exit252, label %fold.body251, !llvm.loop !6

fold.exit252:                                     ; preds = %fold.body251, %fold.body251.preheader, %stride.body247
  %phi310 = phi float [ 0.000000e+00, %stride.body247 ], [ %fadd307.peel, %fold.body251.preheader ], [ %fadd307, %fold.body251 ]
  %22 = getelementptr float, ptr addrspace(1) %2, i64 %mul261
  %p322 = getelementptr float, ptr addrspace(1) %22, i64 %11
  %v323 = load float, ptr addrspace(1) %p322, align 4
  %p329 = getelementptr float, ptr addrspace(1) %22, i64 %12
  %v330 = load float, ptr addrspace(1) %p329, align 4
  %p336 = getelementptr float, ptr addrspace(1) %22, i64 %13
  %v337 = load float, ptr addrspace(1) %p336, align 4
  %p343 = getelementptr float, ptr addrspace(1) %22, i64 %14
  %v344 = load float, ptr addrspace(1) %p343, align 4
  %p350 = getelementptr float, ptr addrspace(1) %22, i64 %15
  %v351 = load float, ptr addrspace(1) %p350, align 4
  %p357 = getelementptr float, ptr addrspace(1) %22, i64 %16
  %v358 = load float, ptr addrspace(1) %p357, align 4
  %p364 = getelementptr float, ptr addrspace(1) %22, i64 %17
  %v365 = load float, ptr addrspace(1) %p364, align 4
  %p371 = getelementptr float, ptr addrspace(1) %22, i64 %18
  %v372 = load float, ptr addrspace(1) %p371, align 4
  %fadd373 = fadd reassoc contract float %phi310, %v323
  %sel374 = select i1 %cmp253.not, float %fadd373, float %v323
  %sel375 = select i1 %cmp318, float %sel374, float %phi310
  %fadd376 = fadd reassoc contract float %v330, %sel375
  %sel378 = select i1 %cmp325, float %fadd376, float %sel375
  %fadd380 = fadd reassoc contract float %v337, %sel378
  %sel382 = select i1 %cmp332, float %fadd380, float %sel378
  %fadd384 = fadd reassoc contract float %v344, %sel382
  %sel386 = select i1 %cmp339, float %fadd384, float %sel382
  %fadd388 = fadd reassoc contract float %v351, %sel386
  %sel390 = select i1 %cmp346, float %fadd388, float %sel386
  %fadd392 = fadd reassoc contract float %v358, %sel390
  %sel394 = select i1 %cmp353, float %fadd392, float %sel390
  %fadd396 = fadd reassoc contract float %v365, %sel394
  %sel398 = select i1 %cmp360, float %fadd396, float %sel394
  %fadd400 = fadd reassoc contract float %v372, %sel398
  %sel402 = select i1 %cmp367, float %fadd400, float %sel398
  %bits = bitcast float %sel402 to i32
  %call406 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits, i32 1, i32 31)
  %leaf = bitcast i32 %call406 to float
  %fadd409 = fadd reassoc contract float %sel402, %leaf
  %sel410 = select i1 %cmp408, float %fadd409, float %sel402
  %bits411 = bitcast float %sel410 to i32
  %call412 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits411, i32 2, i32 31)
  %leaf413 = bitcast i32 %call412 to float
  %fadd416 = fadd reassoc contract float %sel410, %leaf413
  %sel417 = select i1 %cmp415, float %fadd416, float %sel410
  %bits418 = bitcast float %sel417 to i32
  %call419 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits418, i32 4, i32 31)
  %leaf420 = bitcast i32 %call419 to float
  %fadd423 = fadd reassoc contract float %sel417, %leaf420
  %sel424 = select i1 %cmp422, float %fadd423, float %sel417
  %bits425 = bitcast float %sel424 to i32
  %call426 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits425, i32 8, i32 31)
  %leaf427 = bitcast i32 %call426 to float
  %fadd430 = fadd reassoc contract float %sel424, %leaf427
  %sel431 = select i1 %cmp429, float %fadd430, float %sel424
  %bits432 = bitcast float %sel431 to i32
  %call433 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits432, i32 16, i32 31)
  br i1 %cmp, label %then442, label %endif443

then442:                                          ; preds = %fold.exit252
  %leaf434 = bitcast i32 %call433 to float
  %fadd437 = fadd reassoc contract float %sel431, %leaf434
  %fadd440 = fadd reassoc contract float %fadd437, 0.000000e+00
  %p444 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %i250
  store float %fadd440, ptr addrspace(1) %p444, align 4
  br label %endif443

endif443:                                         ; preds = %then442, %fold.exit252
  %add445 = add i64 %i250, %warp9
  %cmp446 = icmp slt i64 %add445, %3
  br i1 %cmp446, label %stride.body247, label %endif
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

; Function Attrs: norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define void @systole_fold_f32_segment(i64 %0, i64 %1, ptr addrspace(1) noalias nocapture readonly %2, i64 %3, i64 %4, ptr addrspace(1) noalias nocapture readnone %5, ptr addrspace(1) noalias nocapture writeonly %6, ptr addrspace(1) noalias nocapture readnone %7, i64 %8, i64 %9) local_unnamed_addr #0 {
entry:
  %call = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg = zext nneg i32 %call to i64
  %call1 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %sreg2 = zext nneg i32 %call1 to i64
  %call3 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %sreg4 = zext nneg i32 %call3 to i64
  %mul5 = mul nuw nsw i64 %sreg4, %sreg2
  %add = add nuw nsw i64 %mul5, %sreg
  %warp = lshr i64 %add, 5
  %call6 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %sreg7 = zext nneg i32 %call6 to i64
  %mul8 = mul nuw nsw i64 %sreg2, %sreg7
  %warp9 = lshr i64 %mul8, 5
  %lane = and i64 %sreg, 31
  %cmp = icmp eq i64 %lane, 0
  %mul10 = mul i64 %8, %3
  %cmp11 = icmp slt i64 %warp, %mul10
  br i1 %cmp11, label %stride.body.preheader, label %stride.exit

stride.body.preheader:                            ; preds = %entry
  %add167 = add nuw nsw i64 %lane, 1
  %add174 = add nuw nsw i64 %lane, 2
  %add181 = add nuw nsw i64 %lane, 4
  %add188 = add nuw nsw i64 %lane, 8
  %add195 = add nuw nsw i64 %lane, 16
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %endif
  %i = phi i64 [ %add200, %endif ], [ %warp, %stride.body.preheader ]
  %row = sdiv i64 %i, %8
  %mul12 = mul i64 %row, %8
  %sub = sub i64 %i, %mul12
  %mul13 = mul i64 %sub, %9
  %add14 = add i64 %mul13, %9
  %call15 = tail call i64 @llvm.smin.i64(i64 %add14, i64 %4)
  %sub16 = sub i64 %call15, %mul13
  %full = sdiv i64 %sub16, 256
  %cmp17 = icmp sgt i64 %sub16, 255
  %mul24 = mul i64 %row, %4
  br i1 %cmp17, label %fold.body.preheader, label %fold.exit

fold.body.preheader:                              ; preds = %stride.body
  %10 = getelementptr float, ptr addrspace(1) %2, i64 %mul24
  %11 = getelementptr float, ptr addrspace(1) %10, i64 %mul13
  %invariant.gep = getelementptr float, ptr addrspace(1) %11, i64 %lane
  %v.peel = load float, ptr addrspace(1) %invariant.gep, align 4
  %p29.peel = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 128
  %v30.peel = load float, ptr addrspace(1) %p29.peel, align 4
  %p34.peel = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 256
  %v35.peel = load float, ptr addrspace(1) %p34.peel, align 4
  %p39.peel = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 384
  %v40.peel = load float, ptr addrspace(1) %p39.peel, align 4
  %p44.peel = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 512
  %v45.peel = load float, ptr addrspace(1) %p44.peel, align 4
  %p49.peel = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 640
  %v50.peel = load float, ptr addrspace(1) %p49.peel, align 4
  %p54.peel = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 768
  %v55.peel = load float, ptr addrspace(1) %p54.peel, align 4
  %p59.peel = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 896
  %v60.peel = load float, ptr addrspace(1) %p59.peel, align 4
  %fadd61.peel = fadd reassoc contract float %v30.peel, %v.peel
  %fadd62.peel = fadd reassoc contract float %v35.peel, %fadd61.peel
  %fadd63.peel = fadd reassoc contract float %v40.peel, %fadd62.peel
  %fadd64.peel = fadd reassoc contract float %v45.peel, %fadd63.peel
  %fadd65.peel = fadd reassoc contract float %v50.peel, %fadd64.peel
  %fadd66.peel = fadd reassoc contract float %v55.peel, %fadd65.peel
  %fadd67.peel = fadd reassoc contract float %v60.peel, %fadd66.peel
  %12 = and i64 %sub16, 9223372036854775552
  %exitcond.peel.not = icmp eq i64 %12, 256
  br i1 %exitcond.peel.not, label %fold.exit, label %fold.body.preheader205

fold.body.preheader205:                           ; preds = %fold.body.preheader
  %13 = add nsw i64 %full, -1
  %xtraiter = and i64 %13, 1
  %14 = and i64 %sub16, 9223372036854775552
  %15 = icmp eq i64 %14, 512
  br i1 %15, label %fold.exit.loopexit.unr-lcssa, label %fold.body.preheader205.new

fold.body.preheader205.new:                       ; preds = %fold.body.preheader205
  %unroll_iter = and i64 %13, -2
  br label %fold.body

stride.exit:                                      ; preds = %endif, %entry
  ret void

fold.body:                                        ; preds = %fold.body, %fold.body.preheader205.new
  %i18 = phi i64 [ 1, %fold.body.preheader205.new ], [ %add68.1, %fold.body ]
  %phi = phi float [ %fadd67.peel, %fold.body.preheader205.new ], [ %fadd67.1, %fold.body ]
  %niter = phi i64 [ 0, %fold.body.preheader205.new ], [ %niter.next.1, %fold.body ]
  %.idx = shl i64 %i18, 10
  %gep = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %.idx
  %v = load float, ptr addrspace(1) %gep, align 4
  %p29 = getelementptr i8, ptr addrspace(1) %gep, i64 128
  %v30 = load float, ptr addrspace(1) %p29, align 4
  %p34 = getelementptr i8, ptr addrspace(1) %gep, i64 256
  %v35 = load float, ptr addrspace(1) %p34, align 4
  %p39 = getelementptr i8, ptr addrspace(1) %gep, i64 384
  %v40 = load float, ptr addrspace(1) %p39, align 4
  %p44 = getelementptr i8, ptr addrspace(1) %gep, i64 512
  %v45 = load float, ptr addrspace(1) %p44, align 4
  %p49 = getelementptr i8, ptr addrspace(1) %gep, i64 640
  %v50 = load float, ptr addrspace(1) %p49, align 4
  %p54 = getelementptr i8, ptr addrspace(1) %gep, i64 768
  %v55 = load float, ptr addrspace(1) %p54, align 4
  %p59 = getelementptr i8, ptr addrspace(1) %gep, i64 896
  %v60 = load float, ptr addrspace(1) %p59, align 4
  %fadd = fadd reassoc contract float %phi, %v
  %fadd61 = fadd reassoc contract float %v30, %fadd
  %fadd62 = fadd reassoc contract float %v35, %fadd61
  %fadd63 = fadd reassoc contract float %v40, %fadd62
  %fadd64 = fadd reassoc contract float %v45, %fadd63
  %fadd65 = fadd reassoc contract float %v50, %fadd64
  %fadd66 = fadd reassoc contract float %v55, %fadd65
  %fadd67 = fadd reassoc contract float %v60, %fadd66
  %add68 = shl i64 %i18, 10
  %16 = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %add68
  %gep.1 = getelementptr i8, ptr addrspace(1) %16, i64 1024
  %v.1 = load float, ptr addrspace(1) %gep.1, align 4
  %p29.1 = getelementptr i8, ptr addrspace(1) %16, i64 1152
  %v30.1 = load float, ptr addrspace(1) %p29.1, align 4
  %p34.1 = getelementptr i8, ptr addrspace(1) %16, i64 1280
  %v35.1 = load float, ptr addrspace(1) %p34.1, align 4
  %p39.1 = getelementptr i8, ptr addrspace(1) %16, i64 1408
  %v40.1 = load float, ptr addrspace(1) %p39.1, align 4
  %p44.1 = getelementptr i8, ptr addrspace(1) %16, i64 1536
  %v45.1 = load float, ptr addrspace(1) %p44.1, align 4
  %p49.1 = getelementptr i8, ptr addrspace(1) %16, i64 1664
  %v50.1 = load float, ptr addrspace(1) %p49.1, align 4
  %p54.1 = getelementptr i8, ptr addrspace(1) %16, i64 1792
  %v55.1 = load float, ptr addrspace(1) %p54.1, align 4
  %p59.1 = getelementptr i8, ptr addrspace(1) %16, i64 1920
  %v60.1 = load float, ptr addrspace(1) %p59.1, align 4
  %fadd.1 = fadd reassoc contract float %fadd67, %v.1
  %fadd61.1 = fadd reassoc contract float %v30.1, %fadd.1
  %fadd62.1 = fadd reassoc contract float %v35.1, %fadd61.1
  %fadd63.1 = fadd reassoc contract float %v40.1, %fadd62.1
  %fadd64.1 = fadd reassoc contract float %v45.1, %fadd63.1
  %fadd65.1 = fadd reassoc contract float %v50.1, %fadd64.1
  %fadd66.1 = fadd reassoc contract float %v55.1, %fadd65.1
  %fadd67.1 = fadd reassoc contract float %v60.1, %fadd66.1
  %add68.1 = add nuw nsw i64 %i18, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %fold.exit.loopexit.unr-lcssa, label %fold.body, !llvm.loop !8

fold.exit.loopexit.unr-lcssa:                     ; preds = %fold.body, %fold.body.preheader205
  %fadd67.lcssa.ph = phi float [ poison, %fold.body.preheader205 ], [ %fadd67.1, %fold.body ]
  %i18.unr = phi i64 [ 1, %fold.body.preheader205 ], [ %add68.1, %fold.body ]
  %phi.unr = phi float [ %fadd67.peel, %fold.body.preheader205 ], [ %fadd67.1, %fold.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %fold.exit, label %fold.body.epil

fold.body.epil:                                   ; preds = %fold.exit.loopexit.unr-lcssa
  %.idx.epil = shl i64 %i18.unr, 10
  %gep.epil = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %.idx.epil
  %v.epil = load float, ptr addrspace(1) %gep.epil, align 4
  %p29.epil = getelementptr i8, ptr addrspace(1) %gep.epil, i64 128
  %v30.epil = load float, ptr addrspace(1) %p29.epil, align 4
  %p34.epil = getelementptr i8, ptr addrspace(1) %gep.epil, i64 256
  %v35.epil = load float, ptr addrspace(1) %p34.epil, align 4
  %p39.epil = getelementptr i8, ptr addrspace(1) %gep.epil, i64 384
  %v40.epil = load float, ptr addrspace(1) %p39.epil, align 4
  %p44.epil = getelementptr i8, ptr addrspace(1) %gep.epil, i64 512
  %v45.epil = load float, ptr addrspace(1) %p44.epil, align 4
  %p49.epil = getelementptr i8, ptr addrspace(1) %gep.epil, i64 640
  %v50.epil = load float, ptr addrspace(1) %p49.epil, align 4
  %p54.epil = getelementptr i8, ptr addrspace(1) %gep.epil, i64 768
  %v55.epil = load float, ptr addrspace(1) %p54.epil, align 4
  %p59.epil = getelementptr i8, ptr addrspace(1) %gep.epil, i64 896
  %v60.epil = load float, ptr addrspace(1) %p59.epil, align 4
  %fadd.epil = fadd reassoc contract float %phi.unr, %v.epil
  %fadd61.epil = fadd reassoc contract float %v30.epil, %fadd.epil
  %fadd62.epil = fadd reassoc contract float %v35.epil, %fadd61.epil
  %fadd63.epil = fadd reassoc contract float %v40.epil, %fadd62.epil
  %fadd64.epil = fadd reassoc contract float %v45.epil, %fadd63.epil
  %fadd65.epil = fadd reassoc contract float %v50.epil, %fadd64.epil
  %fadd66.epil = fadd reassoc contract float %v55.epil, %fadd65.epil
  %fadd67.epil = fadd reassoc contract float %v60.epil, %fadd66.epil
  br label %fold.exit

fold.exit:                                        ; preds = %fold.body.epil, %fold.exit.loopexit.unr-lcssa, %fold.body.preheader, %stride.body
  %phi70 = phi float [ 0.000000e+00, %stride.body ], [ %fadd67.peel, %fold.body.preheader ], [ %fadd67.lcssa.ph, %fold.exit.loopexit.unr-lcssa ], [ %fadd67.epil, %fold.body.epil ]
  %mul72 = shl nsw i64 %full, 8
  %add73 = add i64 %mul13, %lane
  %add74 = add i64 %add73, %mul72
  %sub75 = add i64 %call15, -1
  %call76 = tail call i64 @llvm.smax.i64(i64 %sub75, i64 %mul13)
  %cmp78 = icmp slt i64 %add74, %call15
  %call79 = tail call i64 @llvm.smin.i64(i64 %add74, i64 %call76)
  %17 = getelementptr float, ptr addrspace(1) %2, i64 %mul24
  %p82 = getelementptr float, ptr addrspace(1) %17, i64 %call79
  %v83 = load float, ptr addrspace(1) %p82, align 4
  %add84 = add i64 %add74, 32
  %cmp85 = icmp slt i64 %add84, %call15
  %call86 = tail call i64 @llvm.smin.i64(i64 %add84, i64 %call76)
  %p89 = getelementptr float, ptr addrspace(1) %17, i64 %call86
  %v90 = load float, ptr addrspace(1) %p89, align 4
  %add91 = add i64 %add74, 64
  %cmp92 = icmp slt i64 %add91, %call15
  %call93 = tail call i64 @llvm.smin.i64(i64 %add91, i64 %call76)
  %p96 = getelementptr float, ptr addrspace(1) %17, i64 %call93
  %v97 = load float, ptr addrspace(1) %p96, align 4
  %add98 = add i64 %add74, 96
  %cmp99 = icmp slt i64 %add98, %call15
  %call100 = tail call i64 @llvm.smin.i64(i64 %add98, i64 %call76)
  %p103 = getelementptr float, ptr addrspace(1) %17, i64 %call100
  %v104 = load float, ptr addrspace(1) %p103, align 4
  %add105 = add i64 %add74, 128
  %cmp106 = icmp slt i64 %add105, %call15
  %call107 = tail call i64 @llvm.smin.i64(i64 %add105, i64 %call76)
  %p110 = getelementptr float, ptr addrspace(1) %17, i64 %call107
  %v111 = load float, ptr addrspace(1) %p110, align 4
  %add112 = add i64 %add74, 160
  %cmp113 = icmp slt i64 %add112, %call15
  %call114 = tail call i64 @llvm.smin.i64(i64 %add112, i64 %call76)
  %p117 = getelementptr float, ptr addrspace(1) %17, i64 %call114
  %v118 = load float, ptr addrspace(1) %p117, align 4
  %add119 = add i64 %add74, 192
  %cmp120 = icmp slt i64 %add119, %call15
  %call121 = tail call i64 @llvm.smin.i64(i64 %add119, i64 %call76)
  %p124 = getelementptr float, ptr addrspace(1) %17, i64 %call121
  %v125 = load float, ptr addrspace(1) %p124, align 4
  %add126 = add i64 %add74, 224
  %cmp127 = icmp slt i64 %add126, %call15
  %call128 = tail call i64 @llvm.smin.i64(i64 %add126, i64 %call76)
  %p131 = getelementptr float, ptr addrspace(1) %17, i64 %call128
  %v132 = load float, ptr addrspace(1) %p131, align 4
  %fadd133 = fadd reassoc contract float %phi70, %v83
  %sel134 = select i1 %cmp17, float %fadd133, float %v83
  %sel135 = select i1 %cmp78, float %sel134, float %phi70
  %has = or i1 %cmp17, %cmp78
  %fadd136 = fadd reassoc contract float %v90, %sel135
  %sel137 = select i1 %has, float %fadd136, float %v90
  %sel138 = select i1 %cmp85, float %sel137, float %sel135
  %has139 = or i1 %has, %cmp85
  %fadd140 = fadd reassoc contract float %v97, %sel138
  %sel141 = select i1 %has139, float %fadd140, float %v97
  %sel142 = select i1 %cmp92, float %sel141, float %sel138
  %has143 = or i1 %cmp92, %has139
  %fadd144 = fadd reassoc contract float %v104, %sel142
  %sel145 = select i1 %has143, float %fadd144, float %v104
  %sel146 = select i1 %cmp99, float %sel145, float %sel142
  %has147 = or i1 %cmp99, %has143
  %fadd148 = fadd reassoc contract float %v111, %sel146
  %sel149 = select i1 %has147, float %fadd148, float %v111
  %sel150 = select i1 %cmp106, float %sel149, float %sel146
  %has151 = or i1 %cmp106, %has147
  %fadd152 = fadd reassoc contract float %v118, %sel150
  %sel153 = select i1 %has151, float %fadd152, float %v118
  %sel154 = select i1 %cmp113, float %sel153, float %sel150
  %has155 = or i1 %cmp113, %has151
  %fadd156 = fadd reassoc contract float %v125, %sel154
  %sel157 = select i1 %has155, float %fadd156, float %v125
  %sel158 = select i1 %cmp120, float %sel157, float %sel154
  %has159 = or i1 %cmp120, %has155
  %fadd160 = fadd reassoc contract float %v132, %sel158
  %sel161 = select i1 %has159, float %fadd160, float %v132
  %sel162 = select i1 %cmp127, float %sel161, float %sel158
  %call164 = tail call i64 @llvm.smin.i64(i64 %sub16, i64 32)
  %call165 = tail call i64 @llvm.smax.i64(i64 %call164, i64 1)
  %bits = bitcast float %sel162 to i32
  %call166 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits, i32 1, i32 31)
  %leaf = bitcast i32 %call166 to float
  %cmp168 = icmp sgt i64 %call164, %add167
  %fadd169 = fadd reassoc contract float %sel162, %leaf
  %sel170 = select i1 %cmp168, float %fadd169, float %sel162
  %bits171 = bitcast float %sel170 to i32
  %call172 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits171, i32 2, i32 31)
  %leaf173 = bitcast i32 %call172 to float
  %cmp175 = icmp ult i64 %add174, %call165
  %fadd176 = fadd reassoc contract float %sel170, %leaf173
  %sel177 = select i1 %cmp175, float %fadd176, float %sel170
  %bits178 = bitcast float %sel177 to i32
  %call179 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits178, i32 4, i32 31)
  %leaf180 = bitcast i32 %call179 to float
  %cmp182 = icmp ult i64 %add181, %call165
  %fadd183 = fadd reassoc contract float %sel177, %leaf180
  %sel184 = select i1 %cmp182, float %fadd183, float %sel177
  %bits185 = bitcast float %sel184 to i32
  %call186 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits185, i32 8, i32 31)
  %leaf187 = bitcast i32 %call186 to float
  %cmp189 = icmp ult i64 %add188, %call165
  %fadd190 = fadd reassoc contract float %sel184, %leaf187
  %sel191 = select i1 %cmp189, float %fadd190, float %sel184
  %bits192 = bitcast float %sel191 to i32
  %call193 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits192, i32 16, i32 31)
  br i1 %cmp, label %then, label %endif

then:                                             ; preds = %fold.exit
  %p199 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %i
  %cmp196 = icmp ult i64 %add195, %call165
  %leaf194 = bitcast i32 %call193 to float
  %fadd197 = fadd reassoc contract float %sel191, %leaf194
  %sel198 = select i1 %cmp196, float %fadd197, float %sel191
  store float %sel198, ptr addrspace(1) %p199, align 4
  br label %endif

endif:                                            ; preds = %then, %fold.exit
  %add200 = add i64 %i, %warp9
  %cmp201 = icmp slt i64 %add200, %mul10
  br i1 %cmp201, label %stride.body, label %stride.exit
}

; Function Attrs: norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define void @systole_fold_f32_finish(i64 %0, i64 %1, ptr addrspace(1) noalias nocapture readonly %2, i64 %3, i64 %4, ptr addrspace(1) noalias nocapture writeonly %5, ptr addrspace(1) noalias readonly %6, ptr addrspace(1) noalias nocapture readnone %7, i64 %8, i64 %9) local_unnamed_addr #0 {
entry:
  %call = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg = zext nneg i32 %call to i64
  %call1 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %sreg2 = zext nneg i32 %call1 to i64
  %call3 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %sreg4 = zext nneg i32 %call3 to i64
  %mul5 = mul nuw nsw i64 %sreg4, %sreg2
  %add = add nuw nsw i64 %mul5, %sreg
  %warp = lshr i64 %add, 5
  %call6 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %sreg7 = zext nneg i32 %call6 to i64
  %mul8 = mul nuw nsw i64 %sreg2, %sreg7
  %warp9 = lshr i64 %mul8, 5
  %lane = and i64 %sreg, 31
  %cmp = icmp eq i64 %lane, 0
  %cmp10 = icmp slt i64 %warp, %3
  br i1 %cmp10, label %stride.body.preheader, label %stride.exit

stride.body.preheader:                            ; preds = %entry
  %full = sdiv i64 %8, 1024
  %cmp12 = icmp sgt i64 %8, 1023
  %mul179 = shl nsw i64 %full, 10
  %add181 = or disjoint i64 %mul179, %lane
  %sub182 = add i64 %8, -1
  %call183 = tail call i64 @llvm.smax.i64(i64 %sub182, i64 0)
  %cmp185 = icmp slt i64 %add181, %8
  %call186 = tail call i64 @llvm.smin.i64(i64 %add181, i64 %call183)
  %add190 = or disjoint i64 %add181, 32
  %cmp191 = icmp slt i64 %add190, %8
  %call192 = tail call i64 @llvm.smin.i64(i64 %add190, i64 %call183)
  %add196 = or disjoint i64 %add181, 64
  %cmp197 = icmp slt i64 %add196, %8
  %call198 = tail call i64 @llvm.smin.i64(i64 %add196, i64 %call183)
  %add202 = or disjoint i64 %add181, 96
  %cmp203 = icmp slt i64 %add202, %8
  %call204 = tail call i64 @llvm.smin.i64(i64 %add202, i64 %call183)
  %add208 = or disjoint i64 %add181, 128
  %cmp209 = icmp slt i64 %add208, %8
  %call210 = tail call i64 @llvm.smin.i64(i64 %add208, i64 %call183)
  %add214 = or disjoint i64 %add181, 160
  %cmp215 = icmp slt i64 %add214, %8
  %call216 = tail call i64 @llvm.smin.i64(i64 %add214, i64 %call183)
  %add220 = or disjoint i64 %add181, 192
  %cmp221 = icmp slt i64 %add220, %8
  %call222 = tail call i64 @llvm.smin.i64(i64 %add220, i64 %call183)
  %add226 = or disjoint i64 %add181, 224
  %cmp227 = icmp slt i64 %add226, %8
  %call228 = tail call i64 @llvm.smin.i64(i64 %add226, i64 %call183)
  %add232 = or disjoint i64 %add181, 256
  %cmp233 = icmp slt i64 %add232, %8
  %call234 = tail call i64 @llvm.smin.i64(i64 %add232, i64 %call183)
  %add238 = or disjoint i64 %add181, 288
  %cmp239 = icmp slt i64 %add238, %8
  %call240 = tail call i64 @llvm.smin.i64(i64 %add238, i64 %call183)
  %add244 = or disjoint i64 %add181, 320
  %cmp245 = icmp slt i64 %add244, %8
  %call246 = tail call i64 @llvm.smin.i64(i64 %add244, i64 %call183)
  %add250 = or disjoint i64 %add181, 352
  %cmp251 = icmp slt i64 %add250, %8
  %call252 = tail call i64 @llvm.smin.i64(i64 %add250, i64 %call183)
  %add256 = or disjoint i64 %add181, 384
  %cmp257 = icmp slt i64 %add256, %8
  %call258 = tail call i64 @llvm.smin.i64(i64 %add256, i64 %call183)
  %add262 = or disjoint i64 %add181, 416
  %cmp263 = icmp slt i64 %add262, %8
  %call264 = tail call i64 @llvm.smin.i64(i64 %add262, i64 %call183)
  %add268 = or disjoint i64 %add181, 448
  %cmp269 = icmp slt i64 %add268, %8
  %call270 = tail call i64 @llvm.smin.i64(i64 %add268, i64 %call183)
  %add274 = or disjoint i64 %add181, 480
  %cmp275 = icmp slt i64 %add274, %8
  %call276 = tail call i64 @llvm.smin.i64(i64 %add274, i64 %call183)
  %add280 = or disjoint i64 %add181, 512
  %cmp281 = icmp slt i64 %add280, %8
  %call282 = tail call i64 @llvm.smin.i64(i64 %add280, i64 %call183)
  %add286 = or disjoint i64 %add181, 544
  %cmp287 = icmp slt i64 %add286, %8
  %call288 = tail call i64 @llvm.smin.i64(i64 %add286, i64 %call183)
  %add292 = or disjoint i64 %add181, 576
  %cmp293 = icmp slt i64 %add292, %8
  %call294 = tail call i64 @llvm.smin.i64(i64 %add292, i64 %call183)
  %add298 = or disjoint i64 %add181, 608
  %cmp299 = icmp slt i64 %add298, %8
  %call300 = tail call i64 @llvm.smin.i64(i64 %add298, i64 %call183)
  %add304 = or disjoint i64 %add181, 640
  %cmp305 = icmp slt i64 %add304, %8
  %call306 = tail call i64 @llvm.smin.i64(i64 %add304, i64 %call183)
  %add310 = or disjoint i64 %add181, 672
  %cmp311 = icmp slt i64 %add310, %8
  %call312 = tail call i64 @llvm.smin.i64(i64 %add310, i64 %call183)
  %add316 = or disjoint i64 %add181, 704
  %cmp317 = icmp slt i64 %add316, %8
  %call318 = tail call i64 @llvm.smin.i64(i64 %add316, i64 %call183)
  %add322 = or disjoint i64 %add181, 736
  %cmp323 = icmp slt i64 %add322, %8
  %call324 = tail call i64 @llvm.smin.i64(i64 %add322, i64 %call183)
  %add328 = or disjoint i64 %add181, 768
  %cmp329 = icmp slt i64 %add328, %8
  %call330 = tail call i64 @llvm.smin.i64(i64 %add328, i64 %call183)
  %add334 = or disjoint i64 %add181, 800
  %cmp335 = icmp slt i64 %add334, %8
  %call336 = tail call i64 @llvm.smin.i64(i64 %add334, i64 %call183)
  %add340 = or disjoint i64 %add181, 832
  %cmp341 = icmp slt i64 %add340, %8
  %call342 = tail call i64 @llvm.smin.i64(i64 %add340, i64 %call183)
  %add346 = or disjoint i64 %add181, 864
  %cmp347 = icmp slt i64 %add346, %8
  %call348 = tail call i64 @llvm.smin.i64(i64 %add346, i64 %call183)
  %add352 = or disjoint i64 %add181, 896
  %cmp353 = icmp slt i64 %add352, %8
  %call354 = tail call i64 @llvm.smin.i64(i64 %add352, i64 %call183)
  %add358 = or disjoint i64 %add181, 928
  %cmp359 = icmp slt i64 %add358, %8
  %call360 = tail call i64 @llvm.smin.i64(i64 %add358, i64 %call183)
  %add364 = or disjoint i64 %add181, 960
  %cmp365 = icmp slt i64 %add364, %8
  %call366 = tail call i64 @llvm.smin.i64(i64 %add364, i64 %call183)
  %add370 = or disjoint i64 %add181, 992
  %cmp371 = icmp slt i64 %add370, %8
  %call372 = tail call i64 @llvm.smin.i64(i64 %add370, i64 %call183)
  %call503 = tail call i64 @llvm.smin.i64(i64 %8, i64 32)
  %call504 = tail call i64 @llvm.smax.i64(i64 %call503, i64 1)
  %add506 = add nuw nsw i64 %lane, 1
  %cmp507 = icmp sgt i64 %call503, %add506
  %add513 = add nuw nsw i64 %lane, 2
  %cmp514 = icmp ult i64 %add513, %call504
  %add520 = add nuw nsw i64 %lane, 4
  %cmp521 = icmp ult i64 %add520, %call504
  %add527 = add nuw nsw i64 %lane, 8
  %cmp528 = icmp ult i64 %add527, %call504
  %cmp538 = icmp sgt i64 %8, 0
  %cmp535 = icmp sgt i64 %8, 16
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %endif
  %i = phi i64 [ %add542, %endif ], [ %warp, %stride.body.preheader ]
  %mul11 = mul i64 %i, %8
  br i1 %cmp12, label %fold.body.preheader, label %fold.exit

fold.body.preheader:                              ; preds = %stride.body
  %10 = getelementptr float, ptr addrspace(1) %6, i64 %mul11
  br label %fold.body

stride.exit:                                      ; preds = %endif, %entry
  ret void

fold.body:                                        ; preds = %fold.body.preheader, %fold.body
  %i13 = phi i64 [ %add175, %fold.body ], [ 0, %fold.body.preheader ]
  %phi = phi float [ %fadd174, %fold.body ], [ 0.000000e+00, %fold.body.preheader ]
  %phi14 = phi i1 [ true, %fold.body ], [ false, %fold.body.preheader ]
  %mul15 = shl i64 %i13, 10
  %add17 = or disjoint i64 %mul15, %lane
  %p = getelementptr float, ptr addrspace(1) %10, i64 %add17
  %v = load float, ptr addrspace(1) %p, align 4
  %add20 = or disjoint i64 %add17, 32
  %p22 = getelementptr float, ptr addrspace(1) %10, i64 %add20
  %v23 = load float, ptr addrspace(1) %p22, align 4
  %add24 = or disjoint i64 %add17, 64
  %p26 = getelementptr float, ptr addrspace(1) %10, i64 %add24
  %v27 = load float, ptr addrspace(1) %p26, align 4
  %add28 = or disjoint i64 %add17, 96
  %p30 = getelementptr float, ptr addrspace(1) %10, i64 %add28
  %v31 = load float, ptr addrspace(1) %p30, align 4
  %add32 = or disjoint i64 %add17, 128
  %p34 = getelementptr float, ptr addrspace(1) %10, i64 %add32
  %v35 = load float, ptr addrspace(1) %p34, align 4
  %add36 = or disjoint i64 %add17, 160
  %p38 = getelementptr float, ptr addrspace(1) %10, i64 %add36
  %v39 = load float, ptr addrspace(1) %p38, align 4
  %add40 = or disjoint i64 %add17, 192
  %p42 = getelementptr float, ptr addrspace(1) %10, i64 %add40
  %v43 = load float, ptr addrspace(1) %p42, align 4
  %add44 = or disjoint i64 %add17, 224
  %p46 = getelementptr float, ptr addrspace(1) %10, i64 %add44
  %v47 = load float, ptr addrspace(1) %p46, align 4
  %add48 = or disjoint i64 %add17, 256
  %p50 = getelementptr float, ptr addrspace(1) %10, i64 %add48
  %v51 = load float, ptr addrspace(1) %p50, align 4
  %add52 = or disjoint i64 %add17, 288
  %p54 = getelementptr float, ptr addrspace(1) %10, i64 %add52
  %v55 = load float, ptr addrspace(1) %p54, align 4
  %add56 = or disjoint i64 %add17, 320
  %p58 = getelementptr float, ptr addrspace(1) %10, i64 %add56
  %v59 = load float, ptr addrspace(1) %p58, align 4
  %add60 = or disjoint i64 %add17, 352
  %p62 = getelementptr float, ptr addrspace(1) %10, i64 %add60
  %v63 = load float, ptr addrspace(1) %p62, align 4
  %add64 = or disjoint i64 %add17, 384
  %p66 = getelementptr float, ptr addrspace(1) %10, i64 %add64
  %v67 = load float, ptr addrspace(1) %p66, align 4
  %add68 = or disjoint i64 %add17, 416
  %p70 = getelementptr float, ptr addrspace(1) %10, i64 %add68
  %v71 = load float, ptr addrspace(1) %p70, align 4
  %add72 = or disjoint i64 %add17, 448
  %p74 = getelementptr float, ptr addrspace(1) %10, i64 %add72
  %v75 = load float, ptr addrspace(1) %p74, align 4
  %add76 = or disjoint i64 %add17, 480
  %p78 = getelementptr float, ptr addrspace(1) %10, i64 %add76
  %v79 = load float, ptr addrspace(1) %p78, align 4
  %add80 = or disjoint i64 %add17, 512
  %p82 = getelementptr float, ptr addrspace(1) %10, i64 %add80
  %v83 = load float, ptr addrspace(1) %p82, align 4
  %add84 = or disjoint i64 %add17, 544
  %p86 = getelementptr float, ptr addrspace(1) %10, i64 %add84
  %v87 = load float, ptr addrspace(1) %p86, align 4
  %add88 = or disjoint i64 %add17, 576
  %p90 = getelementptr float, ptr addrspace(1) %10, i64 %add88
  %v91 = load float, ptr addrspace(1) %p90, align 4
  %add92 = or disjoint i64 %add17, 608
  %p94 = getelementptr float, ptr addrspace(1) %10, i64 %add92
  %v95 = load float, ptr addrspace(1) %p94, align 4
  %add96 = or disjoint i64 %add17, 640
  %p98 = getelementptr float, ptr addrspace(1) %10, i64 %add96
  %v99 = load float, ptr addrspace(1) %p98, align 4
  %add100 = or disjoint i64 %add17, 672
  %p102 = getelementptr float, ptr addrspace(1) %10, i64 %add100
  %v103 = load float, ptr addrspace(1) %p102, align 4
  %add104 = or disjoint i64 %add17, 704
  %p106 = getelementptr float, ptr addrspace(1) %10, i64 %add104
  %v107 = load float, ptr addrspace(1) %p106, align 4
  %add108 = or disjoint i64 %add17, 736
  %p110 = getelementptr float, ptr addrspace(1) %10, i64 %add108
  %v111 = load float, ptr addrspace(1) %p110, align 4
  %add112 = or disjoint i64 %add17, 768
  %p114 = getelementptr float, ptr addrspace(1) %10, i64 %add112
  %v115 = load float, ptr addrspace(1) %p114, align 4
  %add116 = or disjoint i64 %add17, 800
  %p118 = getelementptr float, ptr addrspace(1) %10, i64 %add116
  %v119 = load float, ptr addrspace(1) %p118, align 4
  %add120 = or disjoint i64 %add17, 832
  %p122 = getelementptr float, ptr addrspace(1) %10, i64 %add120
  %v123 = load float, ptr addrspace(1) %p122, align 4
  %add124 = or disjoint i64 %add17, 864
  %p126 = getelementptr float, ptr addrspace(1) %10, i64 %add124
  %v127 = load float, ptr addrspace(1) %p126, align 4
  %add128 = or disjoint i64 %add17, 896
  %p130 = getelementptr float, ptr addrspace(1) %10, i64 %add128
  %v131 = load float, ptr addrspace(1) %p130, align 4
  %add132 = or disjoint i64 %add17, 928
  %p134 = getelementptr float, ptr addrspace(1) %10, i64 %add132
  %v135 = load float, ptr addrspace(1) %p134, align 4
  %add136 = or disjoint i64 %add17, 960
  %p138 = getelementptr float, ptr addrspace(1) %10, i64 %add136
  %v139 = load float, ptr addrspace(1) %p138, align 4
  %add140 = or disjoint i64 %add17, 992
  %p142 = getelementptr float, ptr addrspace(1) %10, i64 %add140
  %v143 = load float, ptr addrspace(1) %p142, align 4
  %fadd = fadd reassoc contract float %phi, %v
  %sel = select i1 %phi14, float %fadd, float %v
  %fadd144 = fadd reassoc contract float %v23, %sel
  %fadd145 = fadd reassoc contract float %v27, %fadd144
  %fadd146 = fadd reassoc contract float %v31, %fadd145
  %fadd147 = fadd reassoc contract float %v35, %fadd146
  %fadd148 = fadd reassoc contract float %v39, %fadd147
  %fadd149 = fadd reassoc contract float %v43, %fadd148
  %fadd150 = fadd reassoc contract float %v47, %fadd149
  %fadd151 = fadd reassoc contract float %v51, %fadd150
  %fadd152 = fadd reassoc contract float %v55, %fadd151
  %fadd153 = fadd reassoc contract float %v59, %fadd152
  %fadd154 = fadd reassoc contract float %v63, %fadd153
  %fadd155 = fadd reassoc contract float %v67, %fadd154
  %fadd156 = fadd reassoc contract float %v71, %fadd155
  %fadd157 = fadd reassoc contract float %v75, %fadd156
  %fadd158 = fadd reassoc contract float %v79, %fadd157
  %fadd159 = fadd reassoc contract float %v83, %fadd158
  %fadd160 = fadd reassoc contract float %v87, %fadd159
  %fadd161 = fadd reassoc contract float %v91, %fadd160
  %fadd162 = fadd reassoc contract float %v95, %fadd161
  %fadd163 = fadd reassoc contract float %v99, %fadd162
  %fadd164 = fadd reassoc contract float %v103, %fadd163
  %fadd165 = fadd reassoc contract float %v107, %fadd164
  %fadd166 = fadd reassoc contract float %v111, %fadd165
  %fadd167 = fadd reassoc contract float %v115, %fadd166
  %fadd168 = fadd reassoc contract float %v119, %fadd167
  %fadd169 = fadd reassoc contract float %v123, %fadd168
  %fadd170 = fadd reassoc contract float %v127, %fadd169
  %fadd171 = fadd reassoc contract float %v131, %fadd170
  %fadd172 = fadd reassoc contract float %v135, %fadd171
  %fadd173 = fadd reassoc contract float %v139, %fadd172
  %fadd174 = fadd reassoc contract float %v143, %fadd173
  %add175 = add nuw nsw i64 %i13, 1
  %exitcond.not = icmp eq i64 %add175, %full
  br i1 %exitcond.not, label %fold.exit, label %fold.body

fold.exit:                                        ; preds = %fold.body, %stride.body
  %phi177 = phi float [ 0.000000e+00, %stride.body ], [ %fadd174, %fold.body ]
  %11 = getelementptr float, ptr addrspace(1) %6, i64 %mul11
  %p188 = getelementptr float, ptr addrspace(1) %11, i64 %call186
  %v189 = load float, ptr addrspace(1) %p188, align 4
  %p194 = getelementptr float, ptr addrspace(1) %11, i64 %call192
  %v195 = load float, ptr addrspace(1) %p194, align 4
  %p200 = getelementptr float, ptr addrspace(1) %11, i64 %call198
  %v201 = load float, ptr addrspace(1) %p200, align 4
  %p206 = getelementptr float, ptr addrspace(1) %11, i64 %call204
  %v207 = load float, ptr addrspace(1) %p206, align 4
  %p212 = getelementptr float, ptr addrspace(1) %11, i64 %call210
  %v213 = load float, ptr addrspace(1) %p212, align 4
  %p218 = getelementptr float, ptr addrspace(1) %11, i64 %call216
  %v219 = load float, ptr addrspace(1) %p218, align 4
  %p224 = getelementptr float, ptr addrspace(1) %11, i64 %call222
  %v225 = load float, ptr addrspace(1) %p224, align 4
  %p230 = getelementptr float, ptr addrspace(1) %11, i64 %call228
  %v231 = load float, ptr addrspace(1) %p230, align 4
  %p236 = getelementptr float, ptr addrspace(1) %11, i64 %call234
  %v237 = load float, ptr addrspace(1) %p236, align 4
  %p242 = getelementptr float, ptr addrspace(1) %11, i64 %call240
  %v243 = load float, ptr addrspace(1) %p242, align 4
  %p248 = getelementptr float, ptr addrspace(1) %11, i64 %call246
  %v249 = load float, ptr addrspace(1) %p248, align 4
  %p254 = getelementptr float, ptr addrspace(1) %11, i64 %call252
  %v255 = load float, ptr addrspace(1) %p254, align 4
  %p260 = getelementptr float, ptr addrspace(1) %11, i64 %call258
  %v261 = load float, ptr addrspace(1) %p260, align 4
  %p266 = getelementptr float, ptr addrspace(1) %11, i64 %call264
  %v267 = load float, ptr addrspace(1) %p266, align 4
  %p272 = getelementptr float, ptr addrspace(1) %11, i64 %call270
  %v273 = load float, ptr addrspace(1) %p272, align 4
  %p278 = getelementptr float, ptr addrspace(1) %11, i64 %call276
  %v279 = load float, ptr addrspace(1) %p278, align 4
  %p284 = getelementptr float, ptr addrspace(1) %11, i64 %call282
  %v285 = load float, ptr addrspace(1) %p284, align 4
  %p290 = getelementptr float, ptr addrspace(1) %11, i64 %call288
  %v291 = load float, ptr addrspace(1) %p290, align 4
  %p296 = getelementptr float, ptr addrspace(1) %11, i64 %call294
  %v297 = load float, ptr addrspace(1) %p296, align 4
  %p302 = getelementptr float, ptr addrspace(1) %11, i64 %call300
  %v303 = load float, ptr addrspace(1) %p302, align 4
  %p308 = getelementptr float, ptr addrspace(1) %11, i64 %call306
  %v309 = load float, ptr addrspace(1) %p308, align 4
  %p314 = getelementptr float, ptr addrspace(1) %11, i64 %call312
  %v315 = load float, ptr addrspace(1) %p314, align 4
  %p320 = getelementptr float, ptr addrspace(1) %11, i64 %call318
  %v321 = load float, ptr addrspace(1) %p320, align 4
  %p326 = getelementptr float, ptr addrspace(1) %11, i64 %call324
  %v327 = load float, ptr addrspace(1) %p326, align 4
  %p332 = getelementptr float, ptr addrspace(1) %11, i64 %call330
  %v333 = load float, ptr addrspace(1) %p332, align 4
  %p338 = getelementptr float, ptr addrspace(1) %11, i64 %call336
  %v339 = load float, ptr addrspace(1) %p338, align 4
  %p344 = getelementptr float, ptr addrspace(1) %11, i64 %call342
  %v345 = load float, ptr addrspace(1) %p344, align 4
  %p350 = getelementptr float, ptr addrspace(1) %11, i64 %call348
  %v351 = load float, ptr addrspace(1) %p350, align 4
  %p356 = getelementptr float, ptr addrspace(1) %11, i64 %call354
  %v357 = load float, ptr addrspace(1) %p356, align 4
  %p362 = getelementptr float, ptr addrspace(1) %11, i64 %call360
  %v363 = load float, ptr addrspace(1) %p362, align 4
  %p368 = getelementptr float, ptr addrspace(1) %11, i64 %call366
  %v369 = load float, ptr addrspace(1) %p368, align 4
  %p374 = getelementptr float, ptr addrspace(1) %11, i64 %call372
  %v375 = load float, ptr addrspace(1) %p374, align 4
  %fadd376 = fadd reassoc contract float %phi177, %v189
  %sel377 = select i1 %cmp12, float %fadd376, float %v189
  %sel378 = select i1 %cmp185, float %sel377, float %phi177
  %fadd379 = fadd reassoc contract float %v195, %sel378
  %sel381 = select i1 %cmp191, float %fadd379, float %sel378
  %fadd383 = fadd reassoc contract float %v201, %sel381
  %sel385 = select i1 %cmp197, float %fadd383, float %sel381
  %fadd387 = fadd reassoc contract float %v207, %sel385
  %sel389 = select i1 %cmp203, float %fadd387, float %sel385
  %fadd391 = fadd reassoc contract float %v213, %sel389
  %sel393 = select i1 %cmp209, float %fadd391, float %sel389
  %fadd395 = fadd reassoc contract float %v219, %sel393
  %sel397 = select i1 %cmp215, float %fadd395, float %sel393
  %fadd399 = fadd reassoc contract float %v225, %sel397
  %sel401 = select i1 %cmp221, float %fadd399, float %sel397
  %fadd403 = fadd reassoc contract float %v231, %sel401
  %sel405 = select i1 %cmp227, float %fadd403, float %sel401
  %fadd407 = fadd reassoc contract float %v237, %sel405
  %sel409 = select i1 %cmp233, float %fadd407, float %sel405
  %fadd411 = fadd reassoc contract float %v243, %sel409
  %sel413 = select i1 %cmp239, float %fadd411, float %sel409
  %fadd415 = fadd reassoc contract float %v249, %sel413
  %sel417 = select i1 %cmp245, float %fadd415, float %sel413
  %fadd419 = fadd reassoc contract float %v255, %sel417
  %sel421 = select i1 %cmp251, float %fadd419, float %sel417
  %fadd423 = fadd reassoc contract float %v261, %sel421
  %sel425 = select i1 %cmp257, float %fadd423, float %sel421
  %fadd427 = fadd reassoc contract float %v267, %sel425
  %sel429 = select i1 %cmp263, float %fadd427, float %sel425
  %fadd431 = fadd reassoc contract float %v273, %sel429
  %sel433 = select i1 %cmp269, float %fadd431, float %sel429
  %fadd435 = fadd reassoc contract float %v279, %sel433
  %sel437 = select i1 %cmp275, float %fadd435, float %sel433
  %fadd439 = fadd reassoc contract float %v285, %sel437
  %sel441 = select i1 %cmp281, float %fadd439, float %sel437
  %fadd443 = fadd reassoc contract float %v291, %sel441
  %sel445 = select i1 %cmp287, float %fadd443, float %sel441
  %fadd447 = fadd reassoc contract float %v297, %sel445
  %sel449 = select i1 %cmp293, float %fadd447, float %sel445
  %fadd451 = fadd reassoc contract float %v303, %sel449
  %sel453 = select i1 %cmp299, float %fadd451, float %sel449
  %fadd455 = fadd reassoc contract float %v309, %sel453
  %sel457 = select i1 %cmp305, float %fadd455, float %sel453
  %fadd459 = fadd reassoc contract float %v315, %sel457
  %sel461 = select i1 %cmp311, float %fadd459, float %sel457
  %fadd463 = fadd reassoc contract float %v321, %sel461
  %sel465 = select i1 %cmp317, float %fadd463, float %sel461
  %fadd467 = fadd reassoc contract float %v327, %sel465
  %sel469 = select i1 %cmp323, float %fadd467, float %sel465
  %fadd471 = fadd reassoc contract float %v333, %sel469
  %sel473 = select i1 %cmp329, float %fadd471, float %sel469
  %fadd475 = fadd reassoc contract float %v339, %sel473
  %sel477 = select i1 %cmp335, float %fadd475, float %sel473
  %fadd479 = fadd reassoc contract float %v345, %sel477
  %sel481 = select i1 %cmp341, float %fadd479, float %sel477
  %fadd483 = fadd reassoc contract float %v351, %sel481
  %sel485 = select i1 %cmp347, float %fadd483, float %sel481
  %fadd487 = fadd reassoc contract float %v357, %sel485
  %sel489 = select i1 %cmp353, float %fadd487, float %sel485
  %fadd491 = fadd reassoc contract float %v363, %sel489
  %sel493 = select i1 %cmp359, float %fadd491, float %sel489
  %fadd495 = fadd reassoc contract float %v369, %sel493
  %sel497 = select i1 %cmp365, float %fadd495, float %sel493
  %fadd499 = fadd reassoc contract float %v375, %sel497
  %sel501 = select i1 %cmp371, float %fadd499, float %sel497
  %bits = bitcast float %sel501 to i32
  %call505 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits, i32 1, i32 31)
  %leaf = bitcast i32 %call505 to float
  %fadd508 = fadd reassoc contract float %sel501, %leaf
  %sel509 = select i1 %cmp507, float %fadd508, float %sel501
  %bits510 = bitcast float %sel509 to i32
  %call511 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits510, i32 2, i32 31)
  %leaf512 = bitcast i32 %call511 to float
  %fadd515 = fadd reassoc contract float %sel509, %leaf512
  %sel516 = select i1 %cmp514, float %fadd515, float %sel509
  %bits517 = bitcast float %sel516 to i32
  %call518 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits517, i32 4, i32 31)
  %leaf519 = bitcast i32 %call518 to float
  %fadd522 = fadd reassoc contract float %sel516, %leaf519
  %sel523 = select i1 %cmp521, float %fadd522, float %sel516
  %bits524 = bitcast float %sel523 to i32
  %call525 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits524, i32 8, i32 31)
  %leaf526 = bitcast i32 %call525 to float
  %fadd529 = fadd reassoc contract float %sel523, %leaf526
  %sel530 = select i1 %cmp528, float %fadd529, float %sel523
  %bits531 = bitcast float %sel530 to i32
  %call532 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits531, i32 16, i32 31)
  br i1 %cmp, label %then, label %endif

then:                                             ; preds = %fold.exit
  %leaf533 = bitcast i32 %call532 to float
  %fadd536 = fadd reassoc contract float %sel530, %leaf533
  %sel537 = select i1 %cmp535, float %fadd536, float %sel530
  %fadd539 = fadd reassoc contract float %sel537, 0.000000e+00
  %sel540 = select i1 %cmp538, float %fadd539, float 0.000000e+00
  %p541 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %i
  store float %sel540, ptr addrspace(1) %p541, align 4
  br label %endif

endif:                                            ; preds = %then, %fold.exit
  %add542 = add i64 %i, %warp9
  %cmp543 = icmp slt i64 %add542, %3
  br i1 %cmp543, label %stride.body, label %stride.exit
}

; Function Attrs: norecurse nounwind
define void @systole_fold_f32_one_pass(i64 %0, i64 %1, ptr addrspace(1) noalias nocapture readonly %2, i64 %3, i64 %4, ptr addrspace(1) noalias nocapture writeonly %5, ptr addrspace(1) noalias %6, ptr addrspace(1) noalias nocapture %7, i64 %8, i64 %9) local_unnamed_addr #3 {
entry:
  %call = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg = zext nneg i32 %call to i64
  %call1 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %sreg2 = zext nneg i32 %call1 to i64
  %call3 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %sreg4 = zext nneg i32 %call3 to i64
  %mul5 = mul nuw nsw i64 %sreg4, %sreg2
  %add = add nuw nsw i64 %mul5, %sreg
  %warp = lshr i64 %add, 5
  %call6 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %sreg7 = zext nneg i32 %call6 to i64
  %mul8 = mul nuw nsw i64 %sreg2, %sreg7
  %warp9 = lshr i64 %mul8, 5
  %lane = and i64 %sreg, 31
  %cmp = icmp eq i64 %lane, 0
  %mul10 = mul i64 %8, %3
  %cmp11 = icmp slt i64 %warp, %mul10
  br i1 %cmp11, label %stride.body.preheader, label %stride.exit

stride.body.preheader:                            ; preds = %entry
  %add167 = add nuw nsw i64 %lane, 1
  %add174 = add nuw nsw i64 %lane, 2
  %add181 = add nuw nsw i64 %lane, 4
  %add188 = add nuw nsw i64 %lane, 8
  %add195 = add nuw nsw i64 %lane, 16
  %sub205 = add i64 %8, -1
  %last = trunc i64 %sub205 to i32
  %full211 = sdiv i64 %8, 1024
  %cmp214 = icmp sgt i64 %8, 1023
  %mul386 = shl nsw i64 %full211, 10
  %add388 = or disjoint i64 %mul386, %lane
  %call390 = tail call i64 @llvm.smax.i64(i64 %sub205, i64 0)
  %cmp392 = icmp slt i64 %add388, %8
  %call393 = tail call i64 @llvm.smin.i64(i64 %add388, i64 %call390)
  %add397 = or disjoint i64 %add388, 32
  %cmp398 = icmp slt i64 %add397, %8
  %call399 = tail call i64 @llvm.smin.i64(i64 %add397, i64 %call390)
  %add403 = or disjoint i64 %add388, 64
  %cmp404 = icmp slt i64 %add403, %8
  %call405 = tail call i64 @llvm.smin.i64(i64 %add403, i64 %call390)
  %add409 = or disjoint i64 %add388, 96
  %cmp410 = icmp slt i64 %add409, %8
  %call411 = tail call i64 @llvm.smin.i64(i64 %add409, i64 %call390)
  %add415 = or disjoint i64 %add388, 128
  %cmp416 = icmp slt i64 %add415, %8
  %call417 = tail call i64 @llvm.smin.i64(i64 %add415, i64 %call390)
  %add421 = or disjoint i64 %add388, 160
  %cmp422 = icmp slt i64 %add421, %8
  %call423 = tail call i64 @llvm.smin.i64(i64 %add421, i64 %call390)
  %add427 = or disjoint i64 %add388, 192
  %cmp428 = icmp slt i64 %add427, %8
  %call429 = tail call i64 @llvm.smin.i64(i64 %add427, i64 %call390)
  %add433 = or disjoint i64 %add388, 224
  %cmp434 = icmp slt i64 %add433, %8
  %call435 = tail call i64 @llvm.smin.i64(i64 %add433, i64 %call390)
  %add439 = or disjoint i64 %add388, 256
  %cmp440 = icmp slt i64 %add439, %8
  %call441 = tail call i64 @llvm.smin.i64(i64 %add439, i64 %call390)
  %add445 = or disjoint i64 %add388, 288
  %cmp446 = icmp slt i64 %add445, %8
  %call447 = tail call i64 @llvm.smin.i64(i64 %add445, i64 %call390)
  %add451 = or disjoint i64 %add388, 320
  %cmp452 = icmp slt i64 %add451, %8
  %call453 = tail call i64 @llvm.smin.i64(i64 %add451, i64 %call390)
  %add457 = or disjoint i64 %add388, 352
  %cmp458 = icmp slt i64 %add457, %8
  %call459 = tail call i64 @llvm.smin.i64(i64 %add457, i64 %call390)
  %add463 = or disjoint i64 %add388, 384
  %cmp464 = icmp slt i64 %add463, %8
  %call465 = tail call i64 @llvm.smin.i64(i64 %add463, i64 %call390)
  %add469 = or disjoint i64 %add388, 416
  %cmp470 = icmp slt i64 %add469, %8
  %call471 = tail call i64 @llvm.smin.i64(i64 %add469, i64 %call390)
  %add475 = or disjoint i64 %add388, 448
  %cmp476 = icmp slt i64 %add475, %8
  %call477 = tail call i64 @llvm.smin.i64(i64 %add475, i64 %call390)
  %add481 = or disjoint i64 %add388, 480
  %cmp482 = icmp slt i64 %add481, %8
  %call483 = tail call i64 @llvm.smin.i64(i64 %add481, i64 %call390)
  %add487 = or disjoint i64 %add388, 512
  %cmp488 = icmp slt i64 %add487, %8
  %call489 = tail call i64 @llvm.smin.i64(i64 %add487, i64 %call390)
  %add493 = or disjoint i64 %add388, 544
  %cmp494 = icmp slt i64 %add493, %8
  %call495 = tail call i64 @llvm.smin.i64(i64 %add493, i64 %call390)
  %add499 = or disjoint i64 %add388, 576
  %cmp500 = icmp slt i64 %add499, %8
  %call501 = tail call i64 @llvm.smin.i64(i64 %add499, i64 %call390)
  %add505 = or disjoint i64 %add388, 608
  %cmp506 = icmp slt i64 %add505, %8
  %call507 = tail call i64 @llvm.smin.i64(i64 %add505, i64 %call390)
  %add511 = or disjoint i64 %add388, 640
  %cmp512 = icmp slt i64 %add511, %8
  %call513 = tail call i64 @llvm.smin.i64(i64 %add511, i64 %call390)
  %add517 = or disjoint i64 %add388, 672
  %cmp518 = icmp slt i64 %add517, %8
  %call519 = tail call i64 @llvm.smin.i64(i64 %add517, i64 %call390)
  %add523 = or disjoint i64 %add388, 704
  %cmp524 = icmp slt i64 %add523, %8
  %call525 = tail call i64 @llvm.smin.i64(i64 %add523, i64 %call390)
  %add529 = or disjoint i64 %add388, 736
  %cmp530 = icmp slt i64 %add529, %8
  %call531 = tail call i64 @llvm.smin.i64(i64 %add529, i64 %call390)
  %add535 = or disjoint i64 %add388, 768
  %cmp536 = icmp slt i64 %add535, %8
  %call537 = tail call i64 @llvm.smin.i64(i64 %add535, i64 %call390)
  %add541 = or disjoint i64 %add388, 800
  %cmp542 = icmp slt i64 %add541, %8
  %call543 = tail call i64 @llvm.smin.i64(i64 %add541, i64 %call390)
  %add547 = or disjoint i64 %add388, 832
  %cmp548 = icmp slt i64 %add547, %8
  %call549 = tail call i64 @llvm.smin.i64(i64 %add547, i64 %call390)
  %add553 = or disjoint i64 %add388, 864
  %cmp554 = icmp slt i64 %add553, %8
  %call555 = tail call i64 @llvm.smin.i64(i64 %add553, i64 %call390)
  %add559 = or disjoint i64 %add388, 896
  %cmp560 = icmp slt i64 %add559, %8
  %call561 = tail call i64 @llvm.smin.i64(i64 %add559, i64 %call390)
  %add565 = or disjoint i64 %add388, 928
  %cmp566 = icmp slt i64 %add565, %8
  %call567 = tail call i64 @llvm.smin.i64(i64 %add565, i64 %call390)
  %add571 = or disjoint i64 %add388, 960
  %cmp572 = icmp slt i64 %add571, %8
  %call573 = tail call i64 @llvm.smin.i64(i64 %add571, i64 %call390)
  %add577 = or disjoint i64 %add388, 992
  %cmp578 = icmp slt i64 %add577, %8
  %call579 = tail call i64 @llvm.smin.i64(i64 %add577, i64 %call390)
  %call711 = tail call i64 @llvm.smin.i64(i64 %8, i64 32)
  %call712 = tail call i64 @llvm.smax.i64(i64 %call711, i64 1)
  %cmp717 = icmp sgt i64 %call711, %add167
  %cmp724 = icmp ult i64 %add174, %call712
  %cmp731 = icmp ult i64 %add181, %call712
  %cmp738 = icmp ult i64 %add188, %call712
  %cmp748 = icmp sgt i64 %8, 0
  %cmp745 = icmp ult i64 %add195, %call712
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %endif208
  %i = phi i64 [ %add755, %endif208 ], [ %warp, %stride.body.preheader ]
  %row = sdiv i64 %i, %8
  %mul12 = mul i64 %row, %8
  %sub = sub i64 %i, %mul12
  %mul13 = mul i64 %sub, %9
  %add14 = add i64 %mul13, %9
  %call15 = tail call i64 @llvm.smin.i64(i64 %add14, i64 %4)
  %sub16 = sub i64 %call15, %mul13
  %full = sdiv i64 %sub16, 256
  %cmp17 = icmp sgt i64 %sub16, 255
  %mul24 = mul i64 %row, %4
  br i1 %cmp17, label %fold.body.preheader, label %fold.exit

fold.body.preheader:                              ; preds = %stride.body
  %10 = getelementptr float, ptr addrspace(1) %2, i64 %mul24
  %11 = getelementptr float, ptr addrspace(1) %10, i64 %mul13
  %invariant.gep = getelementptr float, ptr addrspace(1) %11, i64 %lane
  %v.peel = load float, ptr addrspace(1) %invariant.gep, align 4
  %p29.peel = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 128
  %v30.peel = load float, ptr addrspace(1) %p29.peel, align 4
  %p34.peel = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 256
  %v35.peel = load float, ptr addrspace(1) %p34.peel, align 4
  %p39.peel = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 384
  %v40.peel = load float, ptr addrspace(1) %p39.peel, align 4
  %p44.peel = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 512
  %v45.peel = load float, ptr addrspace(1) %p44.peel, align 4
  %p49.peel = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 640
  %v50.peel = load float, ptr addrspace(1) %p49.peel, align 4
  %p54.peel = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 768
  %v55.peel = load float, ptr addrspace(1) %p54.peel, align 4
  %p59.peel = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 896
  %v60.peel = load float, ptr addrspace(1) %p59.peel, align 4
  %fadd61.peel = fadd reassoc contract float %v30.peel, %v.peel
  %fadd62.peel = fadd reassoc contract float %v35.peel, %fadd61.peel
  %fadd63.peel = fadd reassoc contract float %v40.peel, %fadd62.peel
  %fadd64.peel = fadd reassoc contract float %v45.peel, %fadd63.peel
  %fadd65.peel = fadd reassoc contract float %v50.peel, %fadd64.peel
  %fadd66.peel = fadd reassoc contract float %v55.peel, %fadd65.peel
  %fadd67.peel = fadd reassoc contract float %v60.peel, %fadd66.peel
  %12 = and i64 %sub16, 9223372036854775552
  %exitcond.peel.not = icmp eq i64 %12, 256
  br i1 %exitcond.peel.not, label %fold.exit, label %fold.body.preheader761

fold.body.preheader761:                           ; preds = %fold.body.preheader
  %13 = add nsw i64 %full, -1
  %xtraiter = and i64 %13, 1
  %14 = and i64 %sub16, 9223372036854775552
  %15 = icmp eq i64 %14, 512
  br i1 %15, label %fold.exit.loopexit.unr-lcssa, label %fold.body.preheader761.new

fold.body.preheader761.new:                       ; preds = %fold.body.preheader761
  %unroll_iter = and i64 %13, -2
  br label %fold.body

stride.exit:                                      ; preds = %endif208, %entry
  ret void

fold.body:                                        ; preds = %fold.body, %fold.body.preheader761.new
  %i18 = phi i64 [ 1, %fold.body.preheader761.new ], [ %add68.1, %fold.body ]
  %phi = phi float [ %fadd67.peel, %fold.body.preheader761.new ], [ %fadd67.1, %fold.body ]
  %niter = phi i64 [ 0, %fold.body.preheader761.new ], [ %niter.next.1, %fold.body ]
  %.idx = shl i64 %i18, 10
  %gep = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %.idx
  %v = load float, ptr addrspace(1) %gep, align 4
  %p29 = getelementptr i8, ptr addrspace(1) %gep, i64 128
  %v30 = load float, ptr addrspace(1) %p29, align 4
  %p34 = getelementptr i8, ptr addrspace(1) %gep, i64 256
  %v35 = load float, ptr addrspace(1) %p34, align 4
  %p39 = getelementptr i8, ptr addrspace(1) %gep, i64 384
  %v40 = load float, ptr addrspace(1) %p39, align 4
  %p44 = getelementptr i8, ptr addrspace(1) %gep, i64 512
  %v45 = load float, ptr addrspace(1) %p44, align 4
  %p49 = getelementptr i8, ptr addrspace(1) %gep, i64 640
  %v50 = load float, ptr addrspace(1) %p49, align 4
  %p54 = getelementptr i8, ptr addrspace(1) %gep, i64 768
  %v55 = load float, ptr addrspace(1) %p54, align 4
  %p59 = getelementptr i8, ptr addrspace(1) %gep, i64 896
  %v60 = load float, ptr addrspace(1) %p59, align 4
  %fadd = fadd reassoc contract float %phi, %v
  %fadd61 = fadd reassoc contract float %v30, %fadd
  %fadd62 = fadd reassoc contract float %v35, %fadd61
  %fadd63 = fadd reassoc contract float %v40, %fadd62
  %fadd64 = fadd reassoc contract float %v45, %fadd63
  %fadd65 = fadd reassoc contract float %v50, %fadd64
  %fadd66 = fadd reassoc contract float %v55, %fadd65
  %fadd67 = fadd reassoc contract float %v60, %fadd66
  %add68 = shl i64 %i18, 10
  %16 = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %add68
  %gep.1 = getelementptr i8, ptr addrspace(1) %16, i64 1024
  %v.1 = load float, ptr addrspace(1) %gep.1, align 4
  %p29.1 = getelementptr i8, ptr addrspace(1) %16, i64 1152
  %v30.1 = load float, ptr addrspace(1) %p29.1, align 4
  %p34.1 = getelementptr i8, ptr addrspace(1) %16, i64 1280
  %v35.1 = load float, ptr addrspace(1) %p34.1, align 4
  %p39.1 = getelementptr i8, ptr addrspace(1) %16, i64 1408
  %v40.1 = load float, ptr addrspace(1) %p39.1, align 4
  %p44.1 = getelementptr i8, ptr addrspace(1) %16, i64 1536
  %v45.1 = load float, ptr addrspace(1) %p44.1, align 4
  %p49.1 = getelementptr i8, ptr addrspace(1) %16, i64 1664
  %v50.1 = load float, ptr addrspace(1) %p49.1, align 4
  %p54.1 = getelementptr i8, ptr addrspace(1) %16, i64 1792
  %v55.1 = load float, ptr addrspace(1) %p54.1, align 4
  %p59.1 = getelementptr i8, ptr addrspace(1) %16, i64 1920
  %v60.1 = load float, ptr addrspace(1) %p59.1, align 4
  %fadd.1 = fadd reassoc contract float %fadd67, %v.1
  %fadd61.1 = fadd reassoc contract float %v30.1, %fadd.1
  %fadd62.1 = fadd reassoc contract float %v35.1, %fadd61.1
  %fadd63.1 = fadd reassoc contract float %v40.1, %fadd62.1
  %fadd64.1 = fadd reassoc contract float %v45.1, %fadd63.1
  %fadd65.1 = fadd reassoc contract float %v50.1, %fadd64.1
  %fadd66.1 = fadd reassoc contract float %v55.1, %fadd65.1
  %fadd67.1 = fadd reassoc contract float %v60.1, %fadd66.1
  %add68.1 = add nuw nsw i64 %i18, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %fold.exit.loopexit.unr-lcssa, label %fold.body, !llvm.loop !9

fold.exit.loopexit.unr-lcssa:                     ; preds = %fold.body, %fold.body.preheader761
  %fadd67.lcssa.ph = phi float [ poison, %fold.body.preheader761 ], [ %fadd67.1, %fold.body ]
  %i18.unr = phi i64 [ 1, %fold.body.preheader761 ], [ %add68.1, %fold.body ]
  %phi.unr = phi float [ %fadd67.peel, %fold.body.preheader761 ], [ %fadd67.1, %fold.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %fold.exit, label %fold.body.epil

fold.body.epil:                                   ; preds = %fold.exit.loopexit.unr-lcssa
  %.idx.epil = shl i64 %i18.unr, 10
  %gep.epil = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %.idx.epil
  %v.epil = load float, ptr addrspace(1) %gep.epil, align 4
  %p29.epil = getelementptr i8, ptr addrspace(1) %gep.epil, i64 128
  %v30.epil = load float, ptr addrspace(1) %p29.epil, align 4
  %p34.epil = getelementptr i8, ptr addrspace(1) %gep.epil, i64 256
  %v35.epil = load float, ptr addrspace(1) %p34.epil, align 4
  %p39.epil = getelementptr i8, ptr addrspace(1) %gep.epil, i64 384
  %v40.epil = load float, ptr addrspace(1) %p39.epil, align 4
  %p44.epil = getelementptr i8, ptr addrspace(1) %gep.epil, i64 512
  %v45.epil = load float, ptr addrspace(1) %p44.epil, align 4
  %p49.epil = getelementptr i8, ptr addrspace(1) %gep.epil, i64 640
  %v50.epil = load float, ptr addrspace(1) %p49.epil, align 4
  %p54.epil = getelementptr i8, ptr addrspace(1) %gep.epil, i64 768
  %v55.epil = load float, ptr addrspace(1) %p54.epil, align 4
  %p59.epil = getelementptr i8, ptr addrspace(1) %gep.epil, i64 896
  %v60.epil = load float, ptr addrspace(1) %p59.epil, align 4
  %fadd.epil = fadd reassoc contract float %phi.unr, %v.epil
  %fadd61.epil = fadd reassoc contract float %v30.epil, %fadd.epil
  %fadd62.epil = fadd reassoc contract float %v35.epil, %fadd61.epil
  %fadd63.epil = fadd reassoc contract float %v40.epil, %fadd62.epil
  %fadd64.epil = fadd reassoc contract float %v45.epil, %fadd63.epil
  %fadd65.epil = fadd reassoc contract float %v50.epil, %fadd64.epil
  %fadd66.epil = fadd reassoc contract float %v55.epil, %fadd65.epil
  %fadd67.epil = fadd reassoc contract float %v60.epil, %fadd66.epil
  br label %fold.exit

fold.exit:                                        ; preds = %fold.body.epil, %fold.exit.loopexit.unr-lcssa, %fold.body.preheader, %stride.body
  %phi70 = phi float [ 0.000000e+00, %stride.body ], [ %fadd67.peel, %fold.body.preheader ], [ %fadd67.lcssa.ph, %fold.exit.loopexit.unr-lcssa ], [ %fadd67.epil, %fold.body.epil ]
  %mul72 = shl nsw i64 %full, 8
  %add73 = add i64 %mul13, %lane
  %add74 = add i64 %add73, %mul72
  %sub75 = add i64 %call15, -1
  %call76 = tail call i64 @llvm.smax.i64(i64 %sub75, i64 %mul13)
  %cmp78 = icmp slt i64 %add74, %call15
  %call79 = tail call i64 @llvm.smin.i64(i64 %add74, i64 %call76)
  %17 = getelementptr float, ptr addrspace(1) %2, i64 %mul24
  %p82 = getelementptr float, ptr addrspace(1) %17, i64 %call79
  %v83 = load float, ptr addrspace(1) %p82, align 4
  %add84 = add i64 %add74, 32
  %cmp85 = icmp slt i64 %add84, %call15
  %call86 = tail call i64 @llvm.smin.i64(i64 %add84, i64 %call76)
  %p89 = getelementptr float, ptr addrspace(1) %17, i64 %call86
  %v90 = load float, ptr addrspace(1) %p89, align 4
  %add91 = add i64 %add74, 64
  %cmp92 = icmp slt i64 %add91, %call15
  %call93 = tail call i64 @llvm.smin.i64(i64 %add91, i64 %call76)
  %p96 = getelementptr float, ptr addrspace(1) %17, i64 %call93
  %v97 = load float, ptr addrspace(1) %p96, align 4
  %add98 = add i64 %add74, 96
  %cmp99 = icmp slt i64 %add98, %call15
  %call100 = tail call i64 @llvm.smin.i64(i64 %add98, i64 %call76)
  %p103 = getelementptr float, ptr addrspace(1) %17, i64 %call100
  %v104 = load float, ptr addrspace(1) %p103, align 4
  %add105 = add i64 %add74, 128
  %cmp106 = icmp slt i64 %add105, %call15
  %call107 = tail call i64 @llvm.smin.i64(i64 %add105, i64 %call76)
  %p110 = getelementptr float, ptr addrspace(1) %17, i64 %call107
  %v111 = load float, ptr addrspace(1) %p110, align 4
  %add112 = add i64 %add74, 160
  %cmp113 = icmp slt i64 %add112, %call15
  %call114 = tail call i64 @llvm.smin.i64(i64 %add112, i64 %call76)
  %p117 = getelementptr float, ptr addrspace(1) %17, i64 %call114
  %v118 = load float, ptr addrspace(1) %p117, align 4
  %add119 = add i64 %add74, 192
  %cmp120 = icmp slt i64 %add119, %call15
  %call121 = tail call i64 @llvm.smin.i64(i64 %add119, i64 %call76)
  %p124 = getelementptr float, ptr addrspace(1) %17, i64 %call121
  %v125 = load float, ptr addrspace(1) %p124, align 4
  %add126 = add i64 %add74, 224
  %cmp127 = icmp slt i64 %add126, %call15
  %call128 = tail call i64 @llvm.smin.i64(i64 %add126, i64 %call76)
  %p131 = getelementptr float, ptr addrspace(1) %17, i64 %call128
  %v132 = load float, ptr addrspace(1) %p131, align 4
  %fadd133 = fadd reassoc contract float %phi70, %v83
  %sel134 = select i1 %cmp17, float %fadd133, float %v83
  %sel135 = select i1 %cmp78, float %sel134, float %phi70
  %has = or i1 %cmp17, %cmp78
  %fadd136 = fadd reassoc contract float %v90, %sel135
  %sel137 = select i1 %has, float %fadd136, float %v90
  %sel138 = select i1 %cmp85, float %sel137, float %sel135
  %has139 = or i1 %has, %cmp85
  %fadd140 = fadd reassoc contract float %v97, %sel138
  %sel141 = select i1 %has139, float %fadd140, float %v97
  %sel142 = select i1 %cmp92, float %sel141, float %sel138
  %has143 = or i1 %cmp92, %has139
  %fadd144 = fadd reassoc contract float %v104, %sel142
  %sel145 = select i1 %has143, float %fadd144, float %v104
  %sel146 = select i1 %cmp99, float %sel145, float %sel142
  %has147 = or i1 %cmp99, %has143
  %fadd148 = fadd reassoc contract float %v111, %sel146
  %sel149 = select i1 %has147, float %fadd148, float %v111
  %sel150 = select i1 %cmp106, float %sel149, float %sel146
  %has151 = or i1 %cmp106, %has147
  %fadd152 = fadd reassoc contract float %v118, %sel150
  %sel153 = select i1 %has151, float %fadd152, float %v118
  %sel154 = select i1 %cmp113, float %sel153, float %sel150
  %has155 = or i1 %cmp113, %has151
  %fadd156 = fadd reassoc contract float %v125, %sel154
  %sel157 = select i1 %has155, float %fadd156, float %v125
  %sel158 = select i1 %cmp120, float %sel157, float %sel154
  %has159 = or i1 %cmp120, %has155
  %fadd160 = fadd reassoc contract float %v132, %sel158
  %sel161 = select i1 %has159, float %fadd160, float %v132
  %sel162 = select i1 %cmp127, float %sel161, float %sel158
  %call164 = tail call i64 @llvm.smin.i64(i64 %sub16, i64 32)
  %call165 = tail call i64 @llvm.smax.i64(i64 %call164, i64 1)
  %bits = bitcast float %sel162 to i32
  %call166 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits, i32 1, i32 31)
  %leaf = bitcast i32 %call166 to float
  %cmp168 = icmp sgt i64 %call164, %add167
  %fadd169 = fadd reassoc contract float %sel162, %leaf
  %sel170 = select i1 %cmp168, float %fadd169, float %sel162
  %bits171 = bitcast float %sel170 to i32
  %call172 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits171, i32 2, i32 31)
  %leaf173 = bitcast i32 %call172 to float
  %cmp175 = icmp ult i64 %add174, %call165
  %fadd176 = fadd reassoc contract float %sel170, %leaf173
  %sel177 = select i1 %cmp175, float %fadd176, float %sel170
  %bits178 = bitcast float %sel177 to i32
  %call179 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits178, i32 4, i32 31)
  %leaf180 = bitcast i32 %call179 to float
  %cmp182 = icmp ult i64 %add181, %call165
  %fadd183 = fadd reassoc contract float %sel177, %leaf180
  %sel184 = select i1 %cmp182, float %fadd183, float %sel177
  %bits185 = bitcast float %sel184 to i32
  %call186 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits185, i32 8, i32 31)
  %leaf187 = bitcast i32 %call186 to float
  %cmp189 = icmp ult i64 %add188, %call165
  %fadd190 = fadd reassoc contract float %sel184, %leaf187
  %sel191 = select i1 %cmp189, float %fadd190, float %sel184
  %bits192 = bitcast float %sel191 to i32
  %call193 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits192, i32 16, i32 31)
  br i1 %cmp, label %then, label %endif202

then:                                             ; preds = %fold.exit
  %counter = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %row
  %p199 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %i
  %cmp196 = icmp ult i64 %add195, %call165
  %leaf194 = bitcast i32 %call193 to float
  %fadd197 = fadd reassoc contract float %sel191, %leaf194
  %sel198 = select i1 %cmp196, float %fadd197, float %sel191
  store float %sel198, ptr addrspace(1) %p199, align 4
  tail call void @llvm.nvvm.membar.gl()
  %18 = atomicrmw add ptr addrspace(1) %counter, i32 1 monotonic, align 4
  br label %endif202

endif202:                                         ; preds = %fold.exit, %then
  %phi203 = phi i32 [ %18, %then ], [ 0, %fold.exit ]
  %call204 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %phi203, i32 0, i32 31)
  %cmp206 = icmp eq i32 %call204, %last
  br i1 %cmp206, label %then207, label %endif208

then207:                                          ; preds = %endif202
  tail call void @llvm.nvvm.membar.gl()
  br i1 %cmp214, label %fold.body212.preheader, label %fold.exit213

fold.body212.preheader:                           ; preds = %then207
  %19 = getelementptr float, ptr addrspace(1) %6, i64 %mul12
  br label %fold.body212

endif208:                                         ; preds = %fold.exit213, %then751, %endif202
  %add755 = add i64 %i, %warp9
  %cmp756 = icmp slt i64 %add755, %mul10
  br i1 %cmp756, label %stride.body, label %stride.exit

fold.body212:                                     ; preds = %fold.body212.preheader, %fold.body212
  %i215 = phi i64 [ %add382, %fold.body212 ], [ 0, %fold.body212.preheader ]
  %phi216 = phi float [ %fadd381, %fold.body212 ], [ 0.000000e+00, %fold.body212.preheader ]
  %phi217 = phi i1 [ true, %fold.body212 ], [ false, %fold.body212.preheader ]
  %mul218 = shl i64 %i215, 10
  %add220 = or disjoint i64 %mul218, %lane
  %p223 = getelementptr float, ptr addrspace(1) %19, i64 %add220
  %v224 = load volatile float, ptr addrspace(1) %p223, align 4
  %add225 = or disjoint i64 %add220, 32
  %p227 = getelementptr float, ptr addrspace(1) %19, i64 %add225
  %v228 = load volatile float, ptr addrspace(1) %p227, align 4
  %add229 = or disjoint i64 %add220, 64
  %p231 = getelementptr float, ptr addrspace(1) %19, i64 %add229
  %v232 = load volatile float, ptr addrspace(1) %p231, align 4
  %add233 = or disjoint i64 %add220, 96
  %p235 = getelementptr float, ptr addrspace(1) %19, i64 %add233
  %v236 = load volatile float, ptr addrspace(1) %p235, align 4
  %add237 = or disjoint i64 %add220, 128
  %p239 = getelementptr float, ptr addrspace(1) %19, i64 %add237
  %v240 = load volatile float, ptr addrspace(1) %p239, align 4
  %add241 = or disjoint i64 %add220, 160
  %p243 = getelementptr float, ptr addrspace(1) %19, i64 %add241
  %v244 = load volatile float, ptr addrspace(1) %p243, align 4
  %add245 = or disjoint i64 %add220, 192
  %p247 = getelementptr float, ptr addrspace(1) %19, i64 %add245
  %v248 = load volatile float, ptr addrspace(1) %p247, align 4
  %add249 = or disjoint i64 %add220, 224
  %p251 = getelementptr float, ptr addrspace(1) %19, i64 %add249
  %v252 = load volatile float, ptr addrspace(1) %p251, align 4
  %add253 = or disjoint i64 %add220, 256
  %p255 = getelementptr float, ptr addrspace(1) %19, i64 %add253
  %v256 = load volatile float, ptr addrspace(1) %p255, align 4
  %add257 = or disjoint i64 %add220, 288
  %p259 = getelementptr float, ptr addrspace(1) %19, i64 %add257
  %v260 = load volatile float, ptr addrspace(1) %p259, align 4
  %add261 = or disjoint i64 %add220, 320
  %p263 = getelementptr float, ptr addrspace(1) %19, i64 %add261
  %v264 = load volatile float, ptr addrspace(1) %p263, align 4
  %add265 = or disjoint i64 %add220, 352
  %p267 = getelementptr float, ptr addrspace(1) %19, i64 %add265
  %v268 = load volatile float, ptr addrspace(1) %p267, align 4
  %add269 = or disjoint i64 %add220, 384
  %p271 = getelementptr float, ptr addrspace(1) %19, i64 %add269
  %v272 = load volatile float, ptr addrspace(1) %p271, align 4
  %add273 = or disjoint i64 %add220, 416
  %p275 = getelementptr float, ptr addrspace(1) %19, i64 %add273
  %v276 = load volatile float, ptr addrspace(1) %p275, align 4
  %add277 = or disjoint i64 %add220, 448
  %p279 = getelementptr float, ptr addrspace(1) %19, i64 %add277
  %v280 = load volatile float, ptr addrspace(1) %p279, align 4
  %add281 = or disjoint i64 %add220, 480
  %p283 = getelementptr float, ptr addrspace(1) %19, i64 %add281
  %v284 = load volatile float, ptr addrspace(1) %p283, align 4
  %add285 = or disjoint i64 %add220, 512
  %p287 = getelementptr float, ptr addrspace(1) %19, i64 %add285
  %v288 = load volatile float, ptr addrspace(1) %p287, align 4
  %add289 = or disjoint i64 %add220, 544
  %p291 = getelementptr float, ptr addrspace(1) %19, i64 %add289
  %v292 = load volatile float, ptr addrspace(1) %p291, align 4
  %add293 = or disjoint i64 %add220, 576
  %p295 = getelementptr float, ptr addrspace(1) %19, i64 %add293
  %v296 = load volatile float, ptr addrspace(1) %p295, align 4
  %add297 = or disjoint i64 %add220, 608
  %p299 = getelementptr float, ptr addrspace(1) %19, i64 %add297
  %v300 = load volatile float, ptr addrspace(1) %p299, align 4
  %add301 = or disjoint i64 %add220, 640
  %p303 = getelementptr float, ptr addrspace(1) %19, i64 %add301
  %v304 = load volatile float, ptr addrspace(1) %p303, align 4
  %add305 = or disjoint i64 %add220, 672
  %p307 = getelementptr float, ptr addrspace(1) %19, i64 %add305
  %v308 = load volatile float, ptr addrspace(1) %p307, align 4
  %add309 = or disjoint i64 %add220, 704
  %p311 = getelementptr float, ptr addrspace(1) %19, i64 %add309
  %v312 = load volatile float, ptr addrspace(1) %p311, align 4
  %add313 = or disjoint i64 %add220, 736
  %p315 = getelementptr float, ptr addrspace(1) %19, i64 %add313
  %v316 = load volatile float, ptr addrspace(1) %p315, align 4
  %add317 = or disjoint i64 %add220, 768
  %p319 = getelementptr float, ptr addrspace(1) %19, i64 %add317
  %v320 = load volatile float, ptr addrspace(1) %p319, align 4
  %add321 = or disjoint i64 %add220, 800
  %p323 = getelementptr float, ptr addrspace(1) %19, i64 %add321
  %v324 = load volatile float, ptr addrspace(1) %p323, align 4
  %add325 = or disjoint i64 %add220, 832
  %p327 = getelementptr float, ptr addrspace(1) %19, i64 %add325
  %v328 = load volatile float, ptr addrspace(1) %p327, align 4
  %add329 = or disjoint i64 %add220, 864
  %p331 = getelementptr float, ptr addrspace(1) %19, i64 %add329
  %v332 = load volatile float, ptr addrspace(1) %p331, align 4
  %add333 = or disjoint i64 %add220, 896
  %p335 = getelementptr float, ptr addrspace(1) %19, i64 %add333
  %v336 = load volatile float, ptr addrspace(1) %p335, align 4
  %add337 = or disjoint i64 %add220, 928
  %p339 = getelementptr float, ptr addrspace(1) %19, i64 %add337
  %v340 = load volatile float, ptr addrspace(1) %p339, align 4
  %add341 = or disjoint i64 %add220, 960
  %p343 = getelementptr float, ptr addrspace(1) %19, i64 %add341
  %v344 = load volatile float, ptr addrspace(1) %p343, align 4
  %add345 = or disjoint i64 %add220, 992
  %p347 = getelementptr float, ptr addrspace(1) %19, i64 %add345
  %v348 = load volatile float, ptr addrspace(1) %p347, align 4
  %fadd349 = fadd reassoc contract float %phi216, %v224
  %sel350 = select i1 %phi217, float %fadd349, float %v224
  %fadd351 = fadd reassoc contract float %v228, %sel350
  %fadd352 = fadd reassoc contract float %v232, %fadd351
  %fadd353 = fadd reassoc contract float %v236, %fadd352
  %fadd354 = fadd reassoc contract float %v240, %fadd353
  %fadd355 = fadd reassoc contract float %v244, %fadd354
  %fadd356 = fadd reassoc contract float %v248, %fadd355
  %fadd357 = fadd reassoc contract float %v252, %fadd356
  %fadd358 = fadd reassoc contract float %v256, %fadd357
  %fadd359 = fadd reassoc contract float %v260, %fadd358
  %fadd360 = fadd reassoc contract float %v264, %fadd359
  %fadd361 = fadd reassoc contract float %v268, %fadd360
  %fadd362 = fadd reassoc contract float %v272, %fadd361
  %fadd363 = fadd reassoc contract float %v276, %fadd362
  %fadd364 = fadd reassoc contract float %v280, %fadd363
  %fadd365 = fadd reassoc contract float %v284, %fadd364
  %fadd366 = fadd reassoc contract float %v288, %fadd365
  %fadd367 = fadd reassoc contract float %v292, %fadd366
  %fadd368 = fadd reassoc contract float %v296, %fadd367
  %fadd369 = fadd reassoc contract float %v300, %fadd368
  %fadd370 = fadd reassoc contract float %v304, %fadd369
  %fadd371 = fadd reassoc contract float %v308, %fadd370
  %fadd372 = fadd reassoc contract float %v312, %fadd371
  %fadd373 = fadd reassoc contract float %v316, %fadd372
  %fadd374 = fadd reassoc contract float %v320, %fadd373
  %fadd375 = fadd reassoc contract float %v324, %fadd374
  %fadd376 = fadd reassoc contract float %v328, %fadd375
  %fadd377 = fadd reassoc contract float %v332, %fadd376
  %fadd378 = fadd reassoc contract float %v336, %fadd377
  %fadd379 = fadd reassoc contract float %v340, %fadd378
  %fadd380 = fadd reassoc contract float %v344, %fadd379
  %fadd381 = fadd reassoc contract float %v348, %fadd380
  %add382 = add nuw nsw i64 %i215, 1
  %exitcond758.not = icmp eq i64 %add382, %full211
  br i1 %exitcond758.not, label %fold.exit213, label %fold.body212

fold.exit213:                                     ; preds = %fold.body212, %then207
  %phi384 = phi float [ 0.000000e+00, %then207 ], [ %fadd381, %fold.body212 ]
  %20 = getelementptr float, ptr addrspace(1) %6, i64 %mul12
  %p395 = getelementptr float, ptr addrspace(1) %20, i64 %call393
  %v396 = load volatile float, ptr addrspace(1) %p395, align 4
  %p401 = getelementptr float, ptr addrspace(1) %20, i64 %call399
  %v402 = load volatile float, ptr addrspace(1) %p401, align 4
  %p407 = getelementptr float, ptr addrspace(1) %20, i64 %call405
  %v408 = load volatile float, ptr addrspace(1) %p407, align 4
  %p413 = getelementptr float, ptr addrspace(1) %20, i64 %call411
  %v414 = load volatile float, ptr addrspace(1) %p413, align 4
  %p419 = getelementptr float, ptr addrspace(1) %20, i64 %call417
  %v420 = load volatile float, ptr addrspace(1) %p419, align 4
  %p425 = getelementptr float, ptr addrspace(1) %20, i64 %call423
  %v426 = load volatile float, ptr addrspace(1) %p425, align 4
  %p431 = getelementptr float, ptr addrspace(1) %20, i64 %call429
  %v432 = load volatile float, ptr addrspace(1) %p431, align 4
  %p437 = getelementptr float, ptr addrspace(1) %20, i64 %call435
  %v438 = load volatile float, ptr addrspace(1) %p437, align 4
  %p443 = getelementptr float, ptr addrspace(1) %20, i64 %call441
  %v444 = load volatile float, ptr addrspace(1) %p443, align 4
  %p449 = getelementptr float, ptr addrspace(1) %20, i64 %call447
  %v450 = load volatile float, ptr addrspace(1) %p449, align 4
  %p455 = getelementptr float, ptr addrspace(1) %20, i64 %call453
  %v456 = load volatile float, ptr addrspace(1) %p455, align 4
  %p461 = getelementptr float, ptr addrspace(1) %20, i64 %call459
  %v462 = load volatile float, ptr addrspace(1) %p461, align 4
  %p467 = getelementptr float, ptr addrspace(1) %20, i64 %call465
  %v468 = load volatile float, ptr addrspace(1) %p467, align 4
  %p473 = getelementptr float, ptr addrspace(1) %20, i64 %call471
  %v474 = load volatile float, ptr addrspace(1) %p473, align 4
  %p479 = getelementptr float, ptr addrspace(1) %20, i64 %call477
  %v480 = load volatile float, ptr addrspace(1) %p479, align 4
  %p485 = getelementptr float, ptr addrspace(1) %20, i64 %call483
  %v486 = load volatile float, ptr addrspace(1) %p485, align 4
  %p491 = getelementptr float, ptr addrspace(1) %20, i64 %call489
  %v492 = load volatile float, ptr addrspace(1) %p491, align 4
  %p497 = getelementptr float, ptr addrspace(1) %20, i64 %call495
  %v498 = load volatile float, ptr addrspace(1) %p497, align 4
  %p503 = getelementptr float, ptr addrspace(1) %20, i64 %call501
  %v504 = load volatile float, ptr addrspace(1) %p503, align 4
  %p509 = getelementptr float, ptr addrspace(1) %20, i64 %call507
  %v510 = load volatile float, ptr addrspace(1) %p509, align 4
  %p515 = getelementptr float, ptr addrspace(1) %20, i64 %call513
  %v516 = load volatile float, ptr addrspace(1) %p515, align 4
  %p521 = getelementptr float, ptr addrspace(1) %20, i64 %call519
  %v522 = load volatile float, ptr addrspace(1) %p521, align 4
  %p527 = getelementptr float, ptr addrspace(1) %20, i64 %call525
  %v528 = load volatile float, ptr addrspace(1) %p527, align 4
  %p533 = getelementptr float, ptr addrspace(1) %20, i64 %call531
  %v534 = load volatile float, ptr addrspace(1) %p533, align 4
  %p539 = getelementptr float, ptr addrspace(1) %20, i64 %call537
  %v540 = load volatile float, ptr addrspace(1) %p539, align 4
  %p545 = getelementptr float, ptr addrspace(1) %20, i64 %call543
  %v546 = load volatile float, ptr addrspace(1) %p545, align 4
  %p551 = getelementptr float, ptr addrspace(1) %20, i64 %call549
  %v552 = load volatile float, ptr addrspace(1) %p551, align 4
  %p557 = getelementptr float, ptr addrspace(1) %20, i64 %call555
  %v558 = load volatile float, ptr addrspace(1) %p557, align 4
  %p563 = getelementptr float, ptr addrspace(1) %20, i64 %call561
  %v564 = load volatile float, ptr addrspace(1) %p563, align 4
  %p569 = getelementptr float, ptr addrspace(1) %20, i64 %call567
  %v570 = load volatile float, ptr addrspace(1) %p569, align 4
  %p575 = getelementptr float, ptr addrspace(1) %20, i64 %call573
  %v576 = load volatile float, ptr addrspace(1) %p575, align 4
  %p581 = getelementptr float, ptr addrspace(1) %20, i64 %call579
  %v582 = load volatile float, ptr addrspace(1) %p581, align 4
  %fadd583 = fadd reassoc contract float %phi384, %v396
  %sel584 = select i1 %cmp214, float %fadd583, float %v396
  %sel585 = select i1 %cmp392, float %sel584, float %phi384
  %fadd587 = fadd reassoc contract float %v402, %sel585
  %sel589 = select i1 %cmp398, float %fadd587, float %sel585
  %fadd591 = fadd reassoc contract float %v408, %sel589
  %sel593 = select i1 %cmp404, float %fadd591, float %sel589
  %fadd595 = fadd reassoc contract float %v414, %sel593
  %sel597 = select i1 %cmp410, float %fadd595, float %sel593
  %fadd599 = fadd reassoc contract float %v420, %sel597
  %sel601 = select i1 %cmp416, float %fadd599, float %sel597
  %fadd603 = fadd reassoc contract float %v426, %sel601
  %sel605 = select i1 %cmp422, float %fadd603, float %sel601
  %fadd607 = fadd reassoc contract float %v432, %sel605
  %sel609 = select i1 %cmp428, float %fadd607, float %sel605
  %fadd611 = fadd reassoc contract float %v438, %sel609
  %sel613 = select i1 %cmp434, float %fadd611, float %sel609
  %fadd615 = fadd reassoc contract float %v444, %sel613
  %sel617 = select i1 %cmp440, float %fadd615, float %sel613
  %fadd619 = fadd reassoc contract float %v450, %sel617
  %sel621 = select i1 %cmp446, float %fadd619, float %sel617
  %fadd623 = fadd reassoc contract float %v456, %sel621
  %sel625 = select i1 %cmp452, float %fadd623, float %sel621
  %fadd627 = fadd reassoc contract float %v462, %sel625
  %sel629 = select i1 %cmp458, float %fadd627, float %sel625
  %fadd631 = fadd reassoc contract float %v468, %sel629
  %sel633 = select i1 %cmp464, float %fadd631, float %sel629
  %fadd635 = fadd reassoc contract float %v474, %sel633
  %sel637 = select i1 %cmp470, float %fadd635, float %sel633
  %fadd639 = fadd reassoc contract float %v480, %sel637
  %sel641 = select i1 %cmp476, float %fadd639, float %sel637
  %fadd643 = fadd reassoc contract float %v486, %sel641
  %sel645 = select i1 %cmp482, float %fadd643, float %sel641
  %fadd647 = fadd reassoc contract float %v492, %sel645
  %sel649 = select i1 %cmp488, float %fadd647, float %sel645
  %fadd651 = fadd reassoc contract float %v498, %sel649
  %sel653 = select i1 %cmp494, float %fadd651, float %sel649
  %fadd655 = fadd reassoc contract float %v504, %sel653
  %sel657 = select i1 %cmp500, float %fadd655, float %sel653
  %fadd659 = fadd reassoc contract float %v510, %sel657
  %sel661 = select i1 %cmp506, float %fadd659, float %sel657
  %fadd663 = fadd reassoc contract float %v516, %sel661
  %sel665 = select i1 %cmp512, float %fadd663, float %sel661
  %fadd667 = fadd reassoc contract float %v522, %sel665
  %sel669 = select i1 %cmp518, float %fadd667, float %sel665
  %fadd671 = fadd reassoc contract float %v528, %sel669
  %sel673 = select i1 %cmp524, float %fadd671, float %sel669
  %fadd675 = fadd reassoc contract float %v534, %sel673
  %sel677 = select i1 %cmp530, float %fadd675, float %sel673
  %fadd679 = fadd reassoc contract float %v540, %sel677
  %sel681 = select i1 %cmp536, float %fadd679, float %sel677
  %fadd683 = fadd reassoc contract float %v546, %sel681
  %sel685 = select i1 %cmp542, float %fadd683, float %sel681
  %fadd687 = fadd reassoc contract float %v552, %sel685
  %sel689 = select i1 %cmp548, float %fadd687, float %sel685
  %fadd691 = fadd reassoc contract float %v558, %sel689
  %sel693 = select i1 %cmp554, float %fadd691, float %sel689
  %fadd695 = fadd reassoc contract float %v564, %sel693
  %sel697 = select i1 %cmp560, float %fadd695, float %sel693
  %fadd699 = fadd reassoc contract float %v570, %sel697
  %sel701 = select i1 %cmp566, float %fadd699, float %sel697
  %fadd703 = fadd reassoc contract float %v576, %sel701
  %sel705 = select i1 %cmp572, float %fadd703, float %sel701
  %fadd707 = fadd reassoc contract float %v582, %sel705
  %sel709 = select i1 %cmp578, float %fadd707, float %sel705
  %bits713 = bitcast float %sel709 to i32
  %call714 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits713, i32 1, i32 31)
  %leaf715 = bitcast i32 %call714 to float
  %fadd718 = fadd reassoc contract float %sel709, %leaf715
  %sel719 = select i1 %cmp717, float %fadd718, float %sel709
  %bits720 = bitcast float %sel719 to i32
  %call721 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits720, i32 2, i32 31)
  %leaf722 = bitcast i32 %call721 to float
  %fadd725 = fadd reassoc contract float %sel719, %leaf722
  %sel726 = select i1 %cmp724, float %fadd725, float %sel719
  %bits727 = bitcast float %sel726 to i32
  %call728 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits727, i32 4, i32 31)
  %leaf729 = bitcast i32 %call728 to float
  %fadd732 = fadd reassoc contract float %sel726, %leaf729
  %sel733 = select i1 %cmp731, float %fadd732, float %sel726
  %bits734 = bitcast float %sel733 to i32
  %call735 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits734, i32 8, i32 31)
  %leaf736 = bitcast i32 %call735 to float
  %fadd739 = fadd reassoc contract float %sel733, %leaf736
  %sel740 = select i1 %cmp738, float %fadd739, float %sel733
  %bits741 = bitcast float %sel740 to i32
  %call742 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits741, i32 16, i32 31)
  br i1 %cmp, label %then751, label %endif208

then751:                                          ; preds = %fold.exit213
  %leaf743 = bitcast i32 %call742 to float
  %fadd746 = fadd reassoc contract float %sel740, %leaf743
  %sel747 = select i1 %cmp745, float %fadd746, float %sel740
  %fadd749 = fadd reassoc contract float %sel747, 0.000000e+00
  %sel750 = select i1 %cmp748, float %fadd749, float 0.000000e+00
  %p753 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %row
  store float %sel750, ptr addrspace(1) %p753, align 4
  %counter754 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %row
  %21 = atomicrmw xchg ptr addrspace(1) %counter754, i32 0 monotonic, align 4
  br label %endif208
}

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #5

attributes #0 = { norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { norecurse nounwind }
attributes #4 = { nocallback nounwind }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3}

!0 = !{ptr @systole_fold_f32_rows, !"kernel", i32 1}
!1 = !{ptr @systole_fold_f32_segment, !"kernel", i32 1}
!2 = !{ptr @systole_fold_f32_finish, !"kernel", i32 1}
!3 = !{ptr @systole_fold_f32_one_pass, !"kernel", i32 1}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.unroll.disable"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.peeled.count", i32 1}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
