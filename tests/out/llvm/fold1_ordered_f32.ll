; ModuleID = 'systole_fold1_ordered_f32'
source_filename = "systole_fold1_ordered_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: norecurse nounwind memory(read, argmem: readwrite, inaccessiblemem: readwrite)
define void @systole_fold1_ordered_f32_rows(i64 %0, i64 %1, ptr addrspace(1) noalias nocapture readonly %2, i64 %3, i64 %4, ptr addrspace(1) noalias nocapture writeonly %5, ptr addrspace(1) noalias nocapture readnone %6, ptr addrspace(1) noalias nocapture readnone %7, i64 %8, i64 %9) local_unnamed_addr #0 {
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
  %mul11 = shl nuw nsw i64 %mul8, 1
  %cmp12 = icmp slt i64 %add, %3
  br i1 %cmp12, label %stride.body.preheader, label %endif

stride.body.preheader:                            ; preds = %then
  %invariant.gep = getelementptr i8, ptr addrspace(1) %2, i64 28
  %invariant.gep604 = getelementptr i8, ptr addrspace(1) %2, i64 24
  %invariant.gep608 = getelementptr i8, ptr addrspace(1) %2, i64 20
  %invariant.gep612 = getelementptr i8, ptr addrspace(1) %2, i64 16
  %invariant.gep616 = getelementptr i8, ptr addrspace(1) %2, i64 12
  %invariant.gep620 = getelementptr i8, ptr addrspace(1) %2, i64 8
  %invariant.gep624 = getelementptr i8, ptr addrspace(1) %2, i64 4
  %cmp350 = icmp sgt i64 %4, 1
  %10 = add i64 %4, -1
  %spec.select.idx = select i1 %cmp350, i64 %10, i64 0
  %invariant.gep632 = getelementptr float, ptr addrspace(1) %2, i64 %spec.select.idx
  %spec.select629.idx = select i1 %cmp350, i64 %10, i64 0
  %invariant.gep634 = getelementptr float, ptr addrspace(1) %2, i64 %spec.select629.idx
  br label %stride.body

else:                                             ; preds = %entry
  %warp = lshr i64 %add, 5
  %cmp401 = icmp slt i64 %warp, %3
  br i1 %cmp401, label %stride.body399.preheader, label %endif

stride.body399.preheader:                         ; preds = %else
  %add403 = add nuw i64 %4, 127
  %tiles = sdiv i64 %add403, 128
  %call406 = add nsw i64 %4, -1
  %cmp409.not = icmp slt i64 %add403, 128
  %add457 = add nuw nsw i64 %lane, 1
  %add463 = add nuw nsw i64 %lane, 2
  %add469 = add nuw nsw i64 %lane, 4
  %add475 = add nuw nsw i64 %lane, 8
  %add481 = add nuw nsw i64 %lane, 16
  br label %stride.body399

endif:                                            ; preds = %endif597, %endif395, %else, %then
  ret void

stride.body:                                      ; preds = %stride.body.preheader, %endif395
  %i = phi i64 [ %add397, %endif395 ], [ %add, %stride.body.preheader ]
  %add14 = add i64 %i, %mul8
  %cmp15 = icmp slt i64 %add14, %3
  %sel = select i1 %cmp15, i64 %add14, i64 %i
  switch i64 %4, label %else280 [
    i64 0, label %endif19
    i64 1, label %then27
    i64 2, label %then39
    i64 3, label %then59
    i64 4, label %then87
    i64 5, label %then123
    i64 6, label %then167
    i64 7, label %then219
    i64 8, label %then279
  ]

endif19:                                          ; preds = %stride.body, %else280, %then279, %then219, %then167, %then123, %then87, %then59, %then39, %then27
  %phi391.in = phi ptr addrspace(1) [ %p32, %then27 ], [ %gep625, %then39 ], [ %gep621, %then59 ], [ %gep617, %then87 ], [ %gep613, %then123 ], [ %gep609, %then167 ], [ %gep605, %then219 ], [ %gep, %then279 ], [ %gep633, %else280 ], [ %2, %stride.body ]
  %phi392.in = phi ptr addrspace(1) [ %p36, %then27 ], [ %gep627, %then39 ], [ %gep623, %then59 ], [ %gep619, %then87 ], [ %gep615, %then123 ], [ %gep611, %then167 ], [ %gep607, %then219 ], [ %gep603, %then279 ], [ %gep635, %else280 ], [ %2, %stride.body ]
  %phi391 = load float, ptr addrspace(1) %phi391.in, align 4
  %phi392 = load float, ptr addrspace(1) %phi392.in, align 4
  %p393 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %i
  store float %phi391, ptr addrspace(1) %p393, align 4
  br i1 %cmp15, label %then394, label %endif395

then27:                                           ; preds = %stride.body
  %p32 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %i
  %p36 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %sel
  br label %endif19

then39:                                           ; preds = %stride.body
  %gep625.idx = shl i64 %i, 3
  %gep625 = getelementptr i8, ptr addrspace(1) %invariant.gep624, i64 %gep625.idx
  %gep627.idx = shl i64 %sel, 3
  %gep627 = getelementptr i8, ptr addrspace(1) %invariant.gep624, i64 %gep627.idx
  br label %endif19

then59:                                           ; preds = %stride.body
  %gep621.idx = mul i64 %i, 12
  %gep621 = getelementptr i8, ptr addrspace(1) %invariant.gep620, i64 %gep621.idx
  %gep623.idx = mul i64 %sel, 12
  %gep623 = getelementptr i8, ptr addrspace(1) %invariant.gep620, i64 %gep623.idx
  br label %endif19

then87:                                           ; preds = %stride.body
  %gep617.idx = shl i64 %i, 4
  %gep617 = getelementptr i8, ptr addrspace(1) %invariant.gep616, i64 %gep617.idx
  %gep619.idx = shl i64 %sel, 4
  %gep619 = getelementptr i8, ptr addrspace(1) %invariant.gep616, i64 %gep619.idx
  br label %endif19

then123:                                          ; preds = %stride.body
  %gep613.idx = mul i64 %i, 20
  %gep613 = getelementptr i8, ptr addrspace(1) %invariant.gep612, i64 %gep613.idx
  %gep615.idx = mul i64 %sel, 20
  %gep615 = getelementptr i8, ptr addrspace(1) %invariant.gep612, i64 %gep615.idx
  br label %endif19

then167:                                          ; preds = %stride.body
  %gep609.idx = mul i64 %i, 24
  %gep609 = getelementptr i8, ptr addrspace(1) %invariant.gep608, i64 %gep609.idx
  %gep611.idx = mul i64 %sel, 24
  %gep611 = getelementptr i8, ptr addrspace(1) %invariant.gep608, i64 %gep611.idx
  br label %endif19

then219:                                          ; preds = %stride.body
  %gep605.idx = mul i64 %i, 28
  %gep605 = getelementptr i8, ptr addrspace(1) %invariant.gep604, i64 %gep605.idx
  %gep607.idx = mul i64 %sel, 28
  %gep607 = getelementptr i8, ptr addrspace(1) %invariant.gep604, i64 %gep607.idx
  br label %endif19

then279:                                          ; preds = %stride.body
  %gep.idx = shl i64 %i, 5
  %gep = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %gep.idx
  %gep603.idx = shl i64 %sel, 5
  %gep603 = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %gep603.idx
  br label %endif19

else280:                                          ; preds = %stride.body
  %mul346 = mul i64 %i, %4
  %gep633 = getelementptr float, ptr addrspace(1) %invariant.gep632, i64 %mul346
  %mul359 = mul i64 %sel, %4
  %gep635 = getelementptr float, ptr addrspace(1) %invariant.gep634, i64 %mul359
  br label %endif19

then394:                                          ; preds = %endif19
  %p396 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add14
  store float %phi392, ptr addrspace(1) %p396, align 4
  br label %endif395

endif395:                                         ; preds = %then394, %endif19
  %add397 = add i64 %i, %mul11
  %cmp398 = icmp slt i64 %add397, %3
  br i1 %cmp398, label %stride.body, label %endif

stride.body399:                                   ; preds = %stride.body399.preheader, %endif597
  %i402 = phi i64 [ %add599, %endif597 ], [ %warp, %stride.body399.preheader ]
  br i1 %cmp409.not, label %fold.exit408, label %fold.body407.preheader

fold.body407.preheader:                           ; preds = %stride.body399
  %mul421 = mul i64 %i402, %4
  %11 = getelementptr float, ptr addrspace(1) %2, i64 %mul421
  br label %fold.body407

fold.body407:                                     ; preds = %fold.body407.preheader, %fold.body407
  %i410 = phi i64 [ %add592, %fold.body407 ], [ 0, %fold.body407.preheader ]
  %phi411 = phi float [ %sel590, %fold.body407 ], [ 0.000000e+00, %fold.body407.preheader ]
  %mul413 = shl i64 %i410, 7
  %add416 = or disjoint i64 %mul413, %lane
  %sub417 = sub i64 %4, %mul413
  %call418 = tail call i64 @llvm.smin.i64(i64 %sub417, i64 32)
  %call420 = tail call i64 @llvm.smin.i64(i64 %add416, i64 %call406)
  %p423 = getelementptr float, ptr addrspace(1) %11, i64 %call420
  %v424 = load float, ptr addrspace(1) %p423, align 4
  %add425 = or disjoint i64 %mul413, 32
  %add426 = or disjoint i64 %add425, %lane
  %sub427 = sub i64 %4, %add425
  %call428 = tail call i64 @llvm.smin.i64(i64 %sub427, i64 32)
  %call430 = tail call i64 @llvm.smin.i64(i64 %add426, i64 %call406)
  %p433 = getelementptr float, ptr addrspace(1) %11, i64 %call430
  %v434 = load float, ptr addrspace(1) %p433, align 4
  %add435 = or disjoint i64 %mul413, 64
  %add436 = or disjoint i64 %add435, %lane
  %sub437 = sub i64 %4, %add435
  %call438 = tail call i64 @llvm.smin.i64(i64 %sub437, i64 32)
  %call440 = tail call i64 @llvm.smin.i64(i64 %add436, i64 %call406)
  %p443 = getelementptr float, ptr addrspace(1) %11, i64 %call440
  %v444 = load float, ptr addrspace(1) %p443, align 4
  %add445 = or disjoint i64 %mul413, 96
  %add446 = or disjoint i64 %add445, %lane
  %sub447 = sub i64 %4, %add445
  %call448 = tail call i64 @llvm.smin.i64(i64 %sub447, i64 32)
  %call450 = tail call i64 @llvm.smin.i64(i64 %add446, i64 %call406)
  %p453 = getelementptr float, ptr addrspace(1) %11, i64 %call450
  %v454 = load float, ptr addrspace(1) %p453, align 4
  %call455 = tail call i64 @llvm.smax.i64(i64 %call418, i64 1)
  %bits = bitcast float %v424 to i32
  %call456 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits, i32 1, i32 31)
  %leaf = bitcast i32 %call456 to float
  %cmp458 = icmp sgt i64 %call418, %add457
  %sel459 = select i1 %cmp458, float %leaf, float %v424
  %bits460 = bitcast float %sel459 to i32
  %call461 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits460, i32 2, i32 31)
  %leaf462 = bitcast i32 %call461 to float
  %cmp464 = icmp ult i64 %add463, %call455
  %sel465 = select i1 %cmp464, float %leaf462, float %sel459
  %bits466 = bitcast float %sel465 to i32
  %call467 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits466, i32 4, i32 31)
  %leaf468 = bitcast i32 %call467 to float
  %cmp470 = icmp ult i64 %add469, %call455
  %sel471 = select i1 %cmp470, float %leaf468, float %sel465
  %bits472 = bitcast float %sel471 to i32
  %call473 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits472, i32 8, i32 31)
  %leaf474 = bitcast i32 %call473 to float
  %cmp476 = icmp ult i64 %add475, %call455
  %sel477 = select i1 %cmp476, float %leaf474, float %sel471
  %bits478 = bitcast float %sel477 to i32
  %call479 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits478, i32 16, i32 31)
  %leaf480 = bitcast i32 %call479 to float
  %cmp482 = icmp ult i64 %add481, %call455
  %sel483 = select i1 %cmp482, float %leaf480, float %sel477
  %call484 = tail call i64 @llvm.smax.i64(i64 %call428, i64 1)
  %bits485 = bitcast float %v434 to i32
  %call486 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits485, i32 1, i32 31)
  %leaf487 = bitcast i32 %call486 to float
  %cmp489 = icmp sgt i64 %call428, %add457
  %sel490 = select i1 %cmp489, float %leaf487, float %v434
  %bits491 = bitcast float %sel490 to i32
  %call492 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits491, i32 2, i32 31)
  %leaf493 = bitcast i32 %call492 to float
  %cmp495 = icmp ult i64 %add463, %call484
  %sel496 = select i1 %cmp495, float %leaf493, float %sel490
  %bits497 = bitcast float %sel496 to i32
  %call498 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits497, i32 4, i32 31)
  %leaf499 = bitcast i32 %call498 to float
  %cmp501 = icmp ult i64 %add469, %call484
  %sel502 = select i1 %cmp501, float %leaf499, float %sel496
  %bits503 = bitcast float %sel502 to i32
  %call504 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits503, i32 8, i32 31)
  %leaf505 = bitcast i32 %call504 to float
  %cmp507 = icmp ult i64 %add475, %call484
  %sel508 = select i1 %cmp507, float %leaf505, float %sel502
  %bits509 = bitcast float %sel508 to i32
  %call510 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits509, i32 16, i32 31)
  %leaf511 = bitcast i32 %call510 to float
  %cmp513 = icmp ult i64 %add481, %call484
  %sel514 = select i1 %cmp513, float %leaf511, float %sel508
  %call515 = tail call i64 @llvm.smax.i64(i64 %call438, i64 1)
  %bits516 = bitcast float %v444 to i32
  %call517 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits516, i32 1, i32 31)
  %leaf518 = bitcast i32 %call517 to float
  %cmp520 = icmp sgt i64 %call438, %add457
  %sel521 = select i1 %cmp520, float %leaf518, float %v444
  %bits522 = bitcast float %sel521 to i32
  %call523 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits522, i32 2, i32 31)
  %leaf524 = bitcast i32 %call523 to float
  %cmp526 = icmp ult i64 %add463, %call515
  %sel527 = select i1 %cmp526, float %leaf524, float %sel521
  %bits528 = bitcast float %sel527 to i32
  %call529 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits528, i32 4, i32 31)
  %leaf530 = bitcast i32 %call529 to float
  %cmp532 = icmp ult i64 %add469, %call515
  %sel533 = select i1 %cmp532, float %leaf530, float %sel527
  %bits534 = bitcast float %sel533 to i32
  %call535 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits534, i32 8, i32 31)
  %leaf536 = bitcast i32 %call535 to float
  %cmp538 = icmp ult i64 %add475, %call515
  %sel539 = select i1 %cmp538, float %leaf536, float %sel533
  %bits540 = bitcast float %sel539 to i32
  %call541 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits540, i32 16, i32 31)
  %leaf542 = bitcast i32 %call541 to float
  %cmp544 = icmp ult i64 %add481, %call515
  %sel545 = select i1 %cmp544, float %leaf542, float %sel539
  %call546 = tail call i64 @llvm.smax.i64(i64 %call448, i64 1)
  %bits547 = bitcast float %v454 to i32
  %call548 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits547, i32 1, i32 31)
  %leaf549 = bitcast i32 %call548 to float
  %cmp551 = icmp sgt i64 %call448, %add457
  %sel552 = select i1 %cmp551, float %leaf549, float %v454
  %bits553 = bitcast float %sel552 to i32
  %call554 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits553, i32 2, i32 31)
  %leaf555 = bitcast i32 %call554 to float
  %cmp557 = icmp ult i64 %add463, %call546
  %sel558 = select i1 %cmp557, float %leaf555, float %sel552
  %bits559 = bitcast float %sel558 to i32
  %call560 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits559, i32 4, i32 31)
  %leaf561 = bitcast i32 %call560 to float
  %cmp563 = icmp ult i64 %add469, %call546
  %sel564 = select i1 %cmp563, float %leaf561, float %sel558
  %bits565 = bitcast float %sel564 to i32
  %call566 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits565, i32 8, i32 31)
  %leaf567 = bitcast i32 %call566 to float
  %cmp569 = icmp ult i64 %add475, %call546
  %sel570 = select i1 %cmp569, float %leaf567, float %sel564
  %bits571 = bitcast float %sel570 to i32
  %call572 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits571, i32 16, i32 31)
  %leaf573 = bitcast i32 %call572 to float
  %cmp575 = icmp ult i64 %add481, %call546
  %sel576 = select i1 %cmp575, float %leaf573, float %sel570
  %cmp577 = icmp sgt i64 %sub417, 0
  %sel579 = select i1 %cmp577, float %sel483, float %phi411
  %cmp580 = icmp sgt i64 %sub427, 0
  %sel582 = select i1 %cmp580, float %sel514, float %sel579
  %cmp584 = icmp sgt i64 %sub437, 0
  %sel586 = select i1 %cmp584, float %sel545, float %sel582
  %cmp588 = icmp sgt i64 %sub447, 0
  %sel590 = select i1 %cmp588, float %sel576, float %sel586
  %add592 = add nuw nsw i64 %i410, 1
  %exitcond.not = icmp eq i64 %add592, %tiles
  br i1 %exitcond.not, label %fold.exit408, label %fold.body407

fold.exit408:                                     ; preds = %fold.body407, %stride.body399
  %phi594 = phi float [ 0.000000e+00, %stride.body399 ], [ %sel590, %fold.body407 ]
  br i1 %cmp, label %then596, label %endif597

then596:                                          ; preds = %fold.exit408
  %p598 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %i402
  store float %phi594, ptr addrspace(1) %p598, align 4
  br label %endif597

endif597:                                         ; preds = %then596, %fold.exit408
  %add599 = add i64 %i402, %warp9
  %cmp600 = icmp slt i64 %add599, %3
  br i1 %cmp600, label %stride.body399, label %endif
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
define void @systole_fold1_ordered_f32_segment(i64 %0, i64 %1, ptr addrspace(1) noalias nocapture readonly %2, i64 %3, i64 %4, ptr addrspace(1) noalias nocapture readnone %5, ptr addrspace(1) noalias nocapture writeonly %6, ptr addrspace(1) noalias nocapture readnone %7, i64 %8, i64 %9) local_unnamed_addr #3 {
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
  %add66 = add nuw nsw i64 %lane, 1
  %add71 = add nuw nsw i64 %lane, 2
  %add77 = add nuw nsw i64 %lane, 4
  %add83 = add nuw nsw i64 %lane, 8
  %add89 = add nuw nsw i64 %lane, 16
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %endif
  %i = phi i64 [ %add205, %endif ], [ %warp, %stride.body.preheader ]
  %row = sdiv i64 %i, %8
  %mul12 = mul i64 %row, %8
  %sub = sub i64 %i, %mul12
  %mul13 = mul i64 %sub, %9
  %add14 = add i64 %mul13, %9
  %call15 = tail call i64 @llvm.smin.i64(i64 %add14, i64 %4)
  %sub16 = sub i64 %call15, %mul13
  %add17 = add i64 %sub16, 127
  %tiles = sdiv i64 %add17, 128
  %sub19 = add i64 %call15, -1
  %call20 = tail call i64 @llvm.smax.i64(i64 %sub19, i64 %mul13)
  %cmp21.not = icmp slt i64 %add17, 128
  br i1 %cmp21.not, label %fold.exit, label %fold.body.preheader

fold.body.preheader:                              ; preds = %stride.body
  %mul32 = mul i64 %row, %4
  %10 = getelementptr float, ptr addrspace(1) %2, i64 %mul32
  br label %fold.body

stride.exit:                                      ; preds = %endif, %entry
  ret void

fold.body:                                        ; preds = %fold.body.preheader, %fold.body
  %i22 = phi i64 [ %add200, %fold.body ], [ 0, %fold.body.preheader ]
  %phi = phi float [ %sel198, %fold.body ], [ 0.000000e+00, %fold.body.preheader ]
  %mul24 = shl i64 %i22, 7
  %add25 = add i64 %mul24, %mul13
  %add27 = add i64 %add25, %lane
  %sub28 = sub i64 %call15, %add25
  %call29 = tail call i64 @llvm.smin.i64(i64 %sub28, i64 32)
  %call31 = tail call i64 @llvm.smin.i64(i64 %add27, i64 %call20)
  %p = getelementptr float, ptr addrspace(1) %10, i64 %call31
  %v = load float, ptr addrspace(1) %p, align 4
  %add34 = add i64 %add25, 32
  %add35 = add i64 %add34, %lane
  %sub36 = sub i64 %call15, %add34
  %call37 = tail call i64 @llvm.smin.i64(i64 %sub36, i64 32)
  %call39 = tail call i64 @llvm.smin.i64(i64 %add35, i64 %call20)
  %p42 = getelementptr float, ptr addrspace(1) %10, i64 %call39
  %v43 = load float, ptr addrspace(1) %p42, align 4
  %add44 = add i64 %add25, 64
  %add45 = add i64 %add44, %lane
  %sub46 = sub i64 %call15, %add44
  %call47 = tail call i64 @llvm.smin.i64(i64 %sub46, i64 32)
  %call49 = tail call i64 @llvm.smin.i64(i64 %add45, i64 %call20)
  %p52 = getelementptr float, ptr addrspace(1) %10, i64 %call49
  %v53 = load float, ptr addrspace(1) %p52, align 4
  %add54 = add i64 %add25, 96
  %add55 = add i64 %add54, %lane
  %sub56 = sub i64 %call15, %add54
  %call57 = tail call i64 @llvm.smin.i64(i64 %sub56, i64 32)
  %call59 = tail call i64 @llvm.smin.i64(i64 %add55, i64 %call20)
  %p62 = getelementptr float, ptr addrspace(1) %10, i64 %call59
  %v63 = load float, ptr addrspace(1) %p62, align 4
  %call64 = tail call i64 @llvm.smax.i64(i64 %call29, i64 1)
  %bits = bitcast float %v to i32
  %call65 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits, i32 1, i32 31)
  %leaf = bitcast i32 %call65 to float
  %cmp67 = icmp sgt i64 %call29, %add66
  %sel = select i1 %cmp67, float %leaf, float %v
  %bits68 = bitcast float %sel to i32
  %call69 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits68, i32 2, i32 31)
  %leaf70 = bitcast i32 %call69 to float
  %cmp72 = icmp ult i64 %add71, %call64
  %sel73 = select i1 %cmp72, float %leaf70, float %sel
  %bits74 = bitcast float %sel73 to i32
  %call75 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits74, i32 4, i32 31)
  %leaf76 = bitcast i32 %call75 to float
  %cmp78 = icmp ult i64 %add77, %call64
  %sel79 = select i1 %cmp78, float %leaf76, float %sel73
  %bits80 = bitcast float %sel79 to i32
  %call81 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits80, i32 8, i32 31)
  %leaf82 = bitcast i32 %call81 to float
  %cmp84 = icmp ult i64 %add83, %call64
  %sel85 = select i1 %cmp84, float %leaf82, float %sel79
  %bits86 = bitcast float %sel85 to i32
  %call87 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits86, i32 16, i32 31)
  %leaf88 = bitcast i32 %call87 to float
  %cmp90 = icmp ult i64 %add89, %call64
  %sel91 = select i1 %cmp90, float %leaf88, float %sel85
  %call92 = tail call i64 @llvm.smax.i64(i64 %call37, i64 1)
  %bits93 = bitcast float %v43 to i32
  %call94 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits93, i32 1, i32 31)
  %leaf95 = bitcast i32 %call94 to float
  %cmp97 = icmp sgt i64 %call37, %add66
  %sel98 = select i1 %cmp97, float %leaf95, float %v43
  %bits99 = bitcast float %sel98 to i32
  %call100 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits99, i32 2, i32 31)
  %leaf101 = bitcast i32 %call100 to float
  %cmp103 = icmp ult i64 %add71, %call92
  %sel104 = select i1 %cmp103, float %leaf101, float %sel98
  %bits105 = bitcast float %sel104 to i32
  %call106 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits105, i32 4, i32 31)
  %leaf107 = bitcast i32 %call106 to float
  %cmp109 = icmp ult i64 %add77, %call92
  %sel110 = select i1 %cmp109, float %leaf107, float %sel104
  %bits111 = bitcast float %sel110 to i32
  %call112 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits111, i32 8, i32 31)
  %leaf113 = bitcast i32 %call112 to float
  %cmp115 = icmp ult i64 %add83, %call92
  %sel116 = select i1 %cmp115, float %leaf113, float %sel110
  %bits117 = bitcast float %sel116 to i32
  %call118 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits117, i32 16, i32 31)
  %leaf119 = bitcast i32 %call118 to float
  %cmp121 = icmp ult i64 %add89, %call92
  %sel122 = select i1 %cmp121, float %leaf119, float %sel116
  %call123 = tail call i64 @llvm.smax.i64(i64 %call47, i64 1)
  %bits124 = bitcast float %v53 to i32
  %call125 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits124, i32 1, i32 31)
  %leaf126 = bitcast i32 %call125 to float
  %cmp128 = icmp sgt i64 %call47, %add66
  %sel129 = select i1 %cmp128, float %leaf126, float %v53
  %bits130 = bitcast float %sel129 to i32
  %call131 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits130, i32 2, i32 31)
  %leaf132 = bitcast i32 %call131 to float
  %cmp134 = icmp ult i64 %add71, %call123
  %sel135 = select i1 %cmp134, float %leaf132, float %sel129
  %bits136 = bitcast float %sel135 to i32
  %call137 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits136, i32 4, i32 31)
  %leaf138 = bitcast i32 %call137 to float
  %cmp140 = icmp ult i64 %add77, %call123
  %sel141 = select i1 %cmp140, float %leaf138, float %sel135
  %bits142 = bitcast float %sel141 to i32
  %call143 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits142, i32 8, i32 31)
  %leaf144 = bitcast i32 %call143 to float
  %cmp146 = icmp ult i64 %add83, %call123
  %sel147 = select i1 %cmp146, float %leaf144, float %sel141
  %bits148 = bitcast float %sel147 to i32
  %call149 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits148, i32 16, i32 31)
  %leaf150 = bitcast i32 %call149 to float
  %cmp152 = icmp ult i64 %add89, %call123
  %sel153 = select i1 %cmp152, float %leaf150, float %sel147
  %call154 = tail call i64 @llvm.smax.i64(i64 %call57, i64 1)
  %bits155 = bitcast float %v63 to i32
  %call156 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits155, i32 1, i32 31)
  %leaf157 = bitcast i32 %call156 to float
  %cmp159 = icmp sgt i64 %call57, %add66
  %sel160 = select i1 %cmp159, float %leaf157, float %v63
  %bits161 = bitcast float %sel160 to i32
  %call162 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits161, i32 2, i32 31)
  %leaf163 = bitcast i32 %call162 to float
  %cmp165 = icmp ult i64 %add71, %call154
  %sel166 = select i1 %cmp165, float %leaf163, float %sel160
  %bits167 = bitcast float %sel166 to i32
  %call168 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits167, i32 4, i32 31)
  %leaf169 = bitcast i32 %call168 to float
  %cmp171 = icmp ult i64 %add77, %call154
  %sel172 = select i1 %cmp171, float %leaf169, float %sel166
  %bits173 = bitcast float %sel172 to i32
  %call174 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits173, i32 8, i32 31)
  %leaf175 = bitcast i32 %call174 to float
  %cmp177 = icmp ult i64 %add83, %call154
  %sel178 = select i1 %cmp177, float %leaf175, float %sel172
  %bits179 = bitcast float %sel178 to i32
  %call180 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits179, i32 16, i32 31)
  %leaf181 = bitcast i32 %call180 to float
  %cmp183 = icmp ult i64 %add89, %call154
  %sel184 = select i1 %cmp183, float %leaf181, float %sel178
  %cmp185 = icmp sgt i64 %sub28, 0
  %sel187 = select i1 %cmp185, float %sel91, float %phi
  %cmp188 = icmp sgt i64 %sub36, 0
  %sel190 = select i1 %cmp188, float %sel122, float %sel187
  %cmp192 = icmp sgt i64 %sub46, 0
  %sel194 = select i1 %cmp192, float %sel153, float %sel190
  %cmp196 = icmp sgt i64 %sub56, 0
  %sel198 = select i1 %cmp196, float %sel184, float %sel194
  %add200 = add nuw nsw i64 %i22, 1
  %exitcond.not = icmp eq i64 %add200, %tiles
  br i1 %exitcond.not, label %fold.exit, label %fold.body

fold.exit:                                        ; preds = %fold.body, %stride.body
  %phi202 = phi float [ 0.000000e+00, %stride.body ], [ %sel198, %fold.body ]
  br i1 %cmp, label %then, label %endif

then:                                             ; preds = %fold.exit
  %p204 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %i
  store float %phi202, ptr addrspace(1) %p204, align 4
  br label %endif

endif:                                            ; preds = %then, %fold.exit
  %add205 = add i64 %i, %warp9
  %cmp206 = icmp slt i64 %add205, %mul10
  br i1 %cmp206, label %stride.body, label %stride.exit
}

; Function Attrs: norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define void @systole_fold1_ordered_f32_finish(i64 %0, i64 %1, ptr addrspace(1) noalias nocapture readonly %2, i64 %3, i64 %4, ptr addrspace(1) noalias nocapture writeonly %5, ptr addrspace(1) noalias nocapture readonly %6, ptr addrspace(1) noalias nocapture readnone %7, i64 %8, i64 %9) local_unnamed_addr #3 {
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
  %add12 = add i64 %8, 127
  %tiles = sdiv i64 %add12, 128
  %sub14 = add i64 %8, -1
  %call15 = tail call i64 @llvm.smax.i64(i64 %sub14, i64 0)
  %cmp16.not = icmp slt i64 %add12, 128
  %add57 = add nuw nsw i64 %lane, 1
  %add62 = add nuw nsw i64 %lane, 2
  %add68 = add nuw nsw i64 %lane, 4
  %add74 = add nuw nsw i64 %lane, 8
  %add80 = add nuw nsw i64 %lane, 16
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %endif
  %i = phi i64 [ %add196, %endif ], [ %warp, %stride.body.preheader ]
  br i1 %cmp16.not, label %fold.exit, label %fold.body.preheader

fold.body.preheader:                              ; preds = %stride.body
  %mul11 = mul i64 %i, %8
  %10 = getelementptr float, ptr addrspace(1) %6, i64 %mul11
  br label %fold.body

stride.exit:                                      ; preds = %endif, %entry
  ret void

fold.body:                                        ; preds = %fold.body.preheader, %fold.body
  %i17 = phi i64 [ %add191, %fold.body ], [ 0, %fold.body.preheader ]
  %phi = phi float [ %sel189, %fold.body ], [ 0.000000e+00, %fold.body.preheader ]
  %mul19 = shl i64 %i17, 7
  %add22 = or disjoint i64 %mul19, %lane
  %sub23 = sub i64 %8, %mul19
  %call24 = tail call i64 @llvm.smin.i64(i64 %sub23, i64 32)
  %call26 = tail call i64 @llvm.smin.i64(i64 %add22, i64 %call15)
  %p = getelementptr float, ptr addrspace(1) %10, i64 %call26
  %v = load float, ptr addrspace(1) %p, align 4
  %add28 = or disjoint i64 %mul19, 32
  %add29 = or disjoint i64 %add28, %lane
  %sub30 = sub i64 %8, %add28
  %call31 = tail call i64 @llvm.smin.i64(i64 %sub30, i64 32)
  %call33 = tail call i64 @llvm.smin.i64(i64 %add29, i64 %call15)
  %p35 = getelementptr float, ptr addrspace(1) %10, i64 %call33
  %v36 = load float, ptr addrspace(1) %p35, align 4
  %add37 = or disjoint i64 %mul19, 64
  %add38 = or disjoint i64 %add37, %lane
  %sub39 = sub i64 %8, %add37
  %call40 = tail call i64 @llvm.smin.i64(i64 %sub39, i64 32)
  %call42 = tail call i64 @llvm.smin.i64(i64 %add38, i64 %call15)
  %p44 = getelementptr float, ptr addrspace(1) %10, i64 %call42
  %v45 = load float, ptr addrspace(1) %p44, align 4
  %add46 = or disjoint i64 %mul19, 96
  %add47 = or disjoint i64 %add46, %lane
  %sub48 = sub i64 %8, %add46
  %call49 = tail call i64 @llvm.smin.i64(i64 %sub48, i64 32)
  %call51 = tail call i64 @llvm.smin.i64(i64 %add47, i64 %call15)
  %p53 = getelementptr float, ptr addrspace(1) %10, i64 %call51
  %v54 = load float, ptr addrspace(1) %p53, align 4
  %call55 = tail call i64 @llvm.smax.i64(i64 %call24, i64 1)
  %bits = bitcast float %v to i32
  %call56 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits, i32 1, i32 31)
  %leaf = bitcast i32 %call56 to float
  %cmp58 = icmp sgt i64 %call24, %add57
  %sel = select i1 %cmp58, float %leaf, float %v
  %bits59 = bitcast float %sel to i32
  %call60 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits59, i32 2, i32 31)
  %leaf61 = bitcast i32 %call60 to float
  %cmp63 = icmp ult i64 %add62, %call55
  %sel64 = select i1 %cmp63, float %leaf61, float %sel
  %bits65 = bitcast float %sel64 to i32
  %call66 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits65, i32 4, i32 31)
  %leaf67 = bitcast i32 %call66 to float
  %cmp69 = icmp ult i64 %add68, %call55
  %sel70 = select i1 %cmp69, float %leaf67, float %sel64
  %bits71 = bitcast float %sel70 to i32
  %call72 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits71, i32 8, i32 31)
  %leaf73 = bitcast i32 %call72 to float
  %cmp75 = icmp ult i64 %add74, %call55
  %sel76 = select i1 %cmp75, float %leaf73, float %sel70
  %bits77 = bitcast float %sel76 to i32
  %call78 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits77, i32 16, i32 31)
  %leaf79 = bitcast i32 %call78 to float
  %cmp81 = icmp ult i64 %add80, %call55
  %sel82 = select i1 %cmp81, float %leaf79, float %sel76
  %call83 = tail call i64 @llvm.smax.i64(i64 %call31, i64 1)
  %bits84 = bitcast float %v36 to i32
  %call85 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits84, i32 1, i32 31)
  %leaf86 = bitcast i32 %call85 to float
  %cmp88 = icmp sgt i64 %call31, %add57
  %sel89 = select i1 %cmp88, float %leaf86, float %v36
  %bits90 = bitcast float %sel89 to i32
  %call91 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits90, i32 2, i32 31)
  %leaf92 = bitcast i32 %call91 to float
  %cmp94 = icmp ult i64 %add62, %call83
  %sel95 = select i1 %cmp94, float %leaf92, float %sel89
  %bits96 = bitcast float %sel95 to i32
  %call97 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits96, i32 4, i32 31)
  %leaf98 = bitcast i32 %call97 to float
  %cmp100 = icmp ult i64 %add68, %call83
  %sel101 = select i1 %cmp100, float %leaf98, float %sel95
  %bits102 = bitcast float %sel101 to i32
  %call103 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits102, i32 8, i32 31)
  %leaf104 = bitcast i32 %call103 to float
  %cmp106 = icmp ult i64 %add74, %call83
  %sel107 = select i1 %cmp106, float %leaf104, float %sel101
  %bits108 = bitcast float %sel107 to i32
  %call109 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits108, i32 16, i32 31)
  %leaf110 = bitcast i32 %call109 to float
  %cmp112 = icmp ult i64 %add80, %call83
  %sel113 = select i1 %cmp112, float %leaf110, float %sel107
  %call114 = tail call i64 @llvm.smax.i64(i64 %call40, i64 1)
  %bits115 = bitcast float %v45 to i32
  %call116 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits115, i32 1, i32 31)
  %leaf117 = bitcast i32 %call116 to float
  %cmp119 = icmp sgt i64 %call40, %add57
  %sel120 = select i1 %cmp119, float %leaf117, float %v45
  %bits121 = bitcast float %sel120 to i32
  %call122 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits121, i32 2, i32 31)
  %leaf123 = bitcast i32 %call122 to float
  %cmp125 = icmp ult i64 %add62, %call114
  %sel126 = select i1 %cmp125, float %leaf123, float %sel120
  %bits127 = bitcast float %sel126 to i32
  %call128 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits127, i32 4, i32 31)
  %leaf129 = bitcast i32 %call128 to float
  %cmp131 = icmp ult i64 %add68, %call114
  %sel132 = select i1 %cmp131, float %leaf129, float %sel126
  %bits133 = bitcast float %sel132 to i32
  %call134 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits133, i32 8, i32 31)
  %leaf135 = bitcast i32 %call134 to float
  %cmp137 = icmp ult i64 %add74, %call114
  %sel138 = select i1 %cmp137, float %leaf135, float %sel132
  %bits139 = bitcast float %sel138 to i32
  %call140 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits139, i32 16, i32 31)
  %leaf141 = bitcast i32 %call140 to float
  %cmp143 = icmp ult i64 %add80, %call114
  %sel144 = select i1 %cmp143, float %leaf141, float %sel138
  %call145 = tail call i64 @llvm.smax.i64(i64 %call49, i64 1)
  %bits146 = bitcast float %v54 to i32
  %call147 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits146, i32 1, i32 31)
  %leaf148 = bitcast i32 %call147 to float
  %cmp150 = icmp sgt i64 %call49, %add57
  %sel151 = select i1 %cmp150, float %leaf148, float %v54
  %bits152 = bitcast float %sel151 to i32
  %call153 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits152, i32 2, i32 31)
  %leaf154 = bitcast i32 %call153 to float
  %cmp156 = icmp ult i64 %add62, %call145
  %sel157 = select i1 %cmp156, float %leaf154, float %sel151
  %bits158 = bitcast float %sel157 to i32
  %call159 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits158, i32 4, i32 31)
  %leaf160 = bitcast i32 %call159 to float
  %cmp162 = icmp ult i64 %add68, %call145
  %sel163 = select i1 %cmp162, float %leaf160, float %sel157
  %bits164 = bitcast float %sel163 to i32
  %call165 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits164, i32 8, i32 31)
  %leaf166 = bitcast i32 %call165 to float
  %cmp168 = icmp ult i64 %add74, %call145
  %sel169 = select i1 %cmp168, float %leaf166, float %sel163
  %bits170 = bitcast float %sel169 to i32
  %call171 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits170, i32 16, i32 31)
  %leaf172 = bitcast i32 %call171 to float
  %cmp174 = icmp ult i64 %add80, %call145
  %sel175 = select i1 %cmp174, float %leaf172, float %sel169
  %cmp176 = icmp sgt i64 %sub23, 0
  %sel178 = select i1 %cmp176, float %sel82, float %phi
  %cmp179 = icmp sgt i64 %sub30, 0
  %sel181 = select i1 %cmp179, float %sel113, float %sel178
  %cmp183 = icmp sgt i64 %sub39, 0
  %sel185 = select i1 %cmp183, float %sel144, float %sel181
  %cmp187 = icmp sgt i64 %sub48, 0
  %sel189 = select i1 %cmp187, float %sel175, float %sel185
  %add191 = add nuw nsw i64 %i17, 1
  %exitcond.not = icmp eq i64 %add191, %tiles
  br i1 %exitcond.not, label %fold.exit, label %fold.body

fold.exit:                                        ; preds = %fold.body, %stride.body
  %phi193 = phi float [ 0.000000e+00, %stride.body ], [ %sel189, %fold.body ]
  br i1 %cmp, label %then, label %endif

then:                                             ; preds = %fold.exit
  %p195 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %i
  store float %phi193, ptr addrspace(1) %p195, align 4
  br label %endif

endif:                                            ; preds = %then, %fold.exit
  %add196 = add i64 %i, %warp9
  %cmp197 = icmp slt i64 %add196, %3
  br i1 %cmp197, label %stride.body, label %stride.exit
}

; Function Attrs: norecurse nounwind
define void @systole_fold1_ordered_f32_one_pass(i64 %0, i64 %1, ptr addrspace(1) noalias nocapture readonly %2, i64 %3, i64 %4, ptr addrspace(1) noalias nocapture writeonly %5, ptr addrspace(1) noalias %6, ptr addrspace(1) noalias nocapture %7, i64 %8, i64 %9) local_unnamed_addr #4 {
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
  %add66 = add nuw nsw i64 %lane, 1
  %add71 = add nuw nsw i64 %lane, 2
  %add77 = add nuw nsw i64 %lane, 4
  %add83 = add nuw nsw i64 %lane, 8
  %add89 = add nuw nsw i64 %lane, 16
  %sub210 = add i64 %8, -1
  %last = trunc i64 %sub210 to i32
  %add216 = add i64 %8, 127
  %tiles217 = sdiv i64 %add216, 128
  %call220 = tail call i64 @llvm.smax.i64(i64 %sub210, i64 0)
  %cmp223.not = icmp slt i64 %add216, 128
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %endif213
  %i = phi i64 [ %add413, %endif213 ], [ %warp, %stride.body.preheader ]
  %row = sdiv i64 %i, %8
  %mul12 = mul i64 %row, %8
  %sub = sub i64 %i, %mul12
  %mul13 = mul i64 %sub, %9
  %add14 = add i64 %mul13, %9
  %call15 = tail call i64 @llvm.smin.i64(i64 %add14, i64 %4)
  %sub16 = sub i64 %call15, %mul13
  %add17 = add i64 %sub16, 127
  %tiles = sdiv i64 %add17, 128
  %sub19 = add i64 %call15, -1
  %call20 = tail call i64 @llvm.smax.i64(i64 %sub19, i64 %mul13)
  %cmp21.not = icmp slt i64 %add17, 128
  br i1 %cmp21.not, label %fold.exit, label %fold.body.preheader

fold.body.preheader:                              ; preds = %stride.body
  %mul32 = mul i64 %row, %4
  %10 = getelementptr float, ptr addrspace(1) %2, i64 %mul32
  br label %fold.body

stride.exit:                                      ; preds = %endif213, %entry
  ret void

fold.body:                                        ; preds = %fold.body.preheader, %fold.body
  %i22 = phi i64 [ %add200, %fold.body ], [ 0, %fold.body.preheader ]
  %phi = phi float [ %sel198, %fold.body ], [ 0.000000e+00, %fold.body.preheader ]
  %mul24 = shl i64 %i22, 7
  %add25 = add i64 %mul24, %mul13
  %add27 = add i64 %add25, %lane
  %sub28 = sub i64 %call15, %add25
  %call29 = tail call i64 @llvm.smin.i64(i64 %sub28, i64 32)
  %call31 = tail call i64 @llvm.smin.i64(i64 %add27, i64 %call20)
  %p = getelementptr float, ptr addrspace(1) %10, i64 %call31
  %v = load float, ptr addrspace(1) %p, align 4
  %add34 = add i64 %add25, 32
  %add35 = add i64 %add34, %lane
  %sub36 = sub i64 %call15, %add34
  %call37 = tail call i64 @llvm.smin.i64(i64 %sub36, i64 32)
  %call39 = tail call i64 @llvm.smin.i64(i64 %add35, i64 %call20)
  %p42 = getelementptr float, ptr addrspace(1) %10, i64 %call39
  %v43 = load float, ptr addrspace(1) %p42, align 4
  %add44 = add i64 %add25, 64
  %add45 = add i64 %add44, %lane
  %sub46 = sub i64 %call15, %add44
  %call47 = tail call i64 @llvm.smin.i64(i64 %sub46, i64 32)
  %call49 = tail call i64 @llvm.smin.i64(i64 %add45, i64 %call20)
  %p52 = getelementptr float, ptr addrspace(1) %10, i64 %call49
  %v53 = load float, ptr addrspace(1) %p52, align 4
  %add54 = add i64 %add25, 96
  %add55 = add i64 %add54, %lane
  %sub56 = sub i64 %call15, %add54
  %call57 = tail call i64 @llvm.smin.i64(i64 %sub56, i64 32)
  %call59 = tail call i64 @llvm.smin.i64(i64 %add55, i64 %call20)
  %p62 = getelementptr float, ptr addrspace(1) %10, i64 %call59
  %v63 = load float, ptr addrspace(1) %p62, align 4
  %call64 = tail call i64 @llvm.smax.i64(i64 %call29, i64 1)
  %bits = bitcast float %v to i32
  %call65 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits, i32 1, i32 31)
  %leaf = bitcast i32 %call65 to float
  %cmp67 = icmp sgt i64 %call29, %add66
  %sel = select i1 %cmp67, float %leaf, float %v
  %bits68 = bitcast float %sel to i32
  %call69 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits68, i32 2, i32 31)
  %leaf70 = bitcast i32 %call69 to float
  %cmp72 = icmp ult i64 %add71, %call64
  %sel73 = select i1 %cmp72, float %leaf70, float %sel
  %bits74 = bitcast float %sel73 to i32
  %call75 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits74, i32 4, i32 31)
  %leaf76 = bitcast i32 %call75 to float
  %cmp78 = icmp ult i64 %add77, %call64
  %sel79 = select i1 %cmp78, float %leaf76, float %sel73
  %bits80 = bitcast float %sel79 to i32
  %call81 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits80, i32 8, i32 31)
  %leaf82 = bitcast i32 %call81 to float
  %cmp84 = icmp ult i64 %add83, %call64
  %sel85 = select i1 %cmp84, float %leaf82, float %sel79
  %bits86 = bitcast float %sel85 to i32
  %call87 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits86, i32 16, i32 31)
  %leaf88 = bitcast i32 %call87 to float
  %cmp90 = icmp ult i64 %add89, %call64
  %sel91 = select i1 %cmp90, float %leaf88, float %sel85
  %call92 = tail call i64 @llvm.smax.i64(i64 %call37, i64 1)
  %bits93 = bitcast float %v43 to i32
  %call94 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits93, i32 1, i32 31)
  %leaf95 = bitcast i32 %call94 to float
  %cmp97 = icmp sgt i64 %call37, %add66
  %sel98 = select i1 %cmp97, float %leaf95, float %v43
  %bits99 = bitcast float %sel98 to i32
  %call100 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits99, i32 2, i32 31)
  %leaf101 = bitcast i32 %call100 to float
  %cmp103 = icmp ult i64 %add71, %call92
  %sel104 = select i1 %cmp103, float %leaf101, float %sel98
  %bits105 = bitcast float %sel104 to i32
  %call106 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits105, i32 4, i32 31)
  %leaf107 = bitcast i32 %call106 to float
  %cmp109 = icmp ult i64 %add77, %call92
  %sel110 = select i1 %cmp109, float %leaf107, float %sel104
  %bits111 = bitcast float %sel110 to i32
  %call112 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits111, i32 8, i32 31)
  %leaf113 = bitcast i32 %call112 to float
  %cmp115 = icmp ult i64 %add83, %call92
  %sel116 = select i1 %cmp115, float %leaf113, float %sel110
  %bits117 = bitcast float %sel116 to i32
  %call118 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits117, i32 16, i32 31)
  %leaf119 = bitcast i32 %call118 to float
  %cmp121 = icmp ult i64 %add89, %call92
  %sel122 = select i1 %cmp121, float %leaf119, float %sel116
  %call123 = tail call i64 @llvm.smax.i64(i64 %call47, i64 1)
  %bits124 = bitcast float %v53 to i32
  %call125 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits124, i32 1, i32 31)
  %leaf126 = bitcast i32 %call125 to float
  %cmp128 = icmp sgt i64 %call47, %add66
  %sel129 = select i1 %cmp128, float %leaf126, float %v53
  %bits130 = bitcast float %sel129 to i32
  %call131 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits130, i32 2, i32 31)
  %leaf132 = bitcast i32 %call131 to float
  %cmp134 = icmp ult i64 %add71, %call123
  %sel135 = select i1 %cmp134, float %leaf132, float %sel129
  %bits136 = bitcast float %sel135 to i32
  %call137 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits136, i32 4, i32 31)
  %leaf138 = bitcast i32 %call137 to float
  %cmp140 = icmp ult i64 %add77, %call123
  %sel141 = select i1 %cmp140, float %leaf138, float %sel135
  %bits142 = bitcast float %sel141 to i32
  %call143 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits142, i32 8, i32 31)
  %leaf144 = bitcast i32 %call143 to float
  %cmp146 = icmp ult i64 %add83, %call123
  %sel147 = select i1 %cmp146, float %leaf144, float %sel141
  %bits148 = bitcast float %sel147 to i32
  %call149 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits148, i32 16, i32 31)
  %leaf150 = bitcast i32 %call149 to float
  %cmp152 = icmp ult i64 %add89, %call123
  %sel153 = select i1 %cmp152, float %leaf150, float %sel147
  %call154 = tail call i64 @llvm.smax.i64(i64 %call57, i64 1)
  %bits155 = bitcast float %v63 to i32
  %call156 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits155, i32 1, i32 31)
  %leaf157 = bitcast i32 %call156 to float
  %cmp159 = icmp sgt i64 %call57, %add66
  %sel160 = select i1 %cmp159, float %leaf157, float %v63
  %bits161 = bitcast float %sel160 to i32
  %call162 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits161, i32 2, i32 31)
  %leaf163 = bitcast i32 %call162 to float
  %cmp165 = icmp ult i64 %add71, %call154
  %sel166 = select i1 %cmp165, float %leaf163, float %sel160
  %bits167 = bitcast float %sel166 to i32
  %call168 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits167, i32 4, i32 31)
  %leaf169 = bitcast i32 %call168 to float
  %cmp171 = icmp ult i64 %add77, %call154
  %sel172 = select i1 %cmp171, float %leaf169, float %sel166
  %bits173 = bitcast float %sel172 to i32
  %call174 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits173, i32 8, i32 31)
  %leaf175 = bitcast i32 %call174 to float
  %cmp177 = icmp ult i64 %add83, %call154
  %sel178 = select i1 %cmp177, float %leaf175, float %sel172
  %bits179 = bitcast float %sel178 to i32
  %call180 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits179, i32 16, i32 31)
  %leaf181 = bitcast i32 %call180 to float
  %cmp183 = icmp ult i64 %add89, %call154
  %sel184 = select i1 %cmp183, float %leaf181, float %sel178
  %cmp185 = icmp sgt i64 %sub28, 0
  %sel187 = select i1 %cmp185, float %sel91, float %phi
  %cmp188 = icmp sgt i64 %sub36, 0
  %sel190 = select i1 %cmp188, float %sel122, float %sel187
  %cmp192 = icmp sgt i64 %sub46, 0
  %sel194 = select i1 %cmp192, float %sel153, float %sel190
  %cmp196 = icmp sgt i64 %sub56, 0
  %sel198 = select i1 %cmp196, float %sel184, float %sel194
  %add200 = add nuw nsw i64 %i22, 1
  %exitcond.not = icmp eq i64 %add200, %tiles
  br i1 %exitcond.not, label %fold.exit, label %fold.body

fold.exit:                                        ; preds = %fold.body, %stride.body
  %phi202 = phi float [ 0.000000e+00, %stride.body ], [ %sel198, %fold.body ]
  br i1 %cmp, label %then, label %endif207

then:                                             ; preds = %fold.exit
  %counter = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %row
  %p204 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %i
  store float %phi202, ptr addrspace(1) %p204, align 4
  tail call void @llvm.nvvm.membar.gl()
  %11 = atomicrmw add ptr addrspace(1) %counter, i32 1 monotonic, align 4
  br label %endif207

endif207:                                         ; preds = %fold.exit, %then
  %phi208 = phi i32 [ %11, %then ], [ 0, %fold.exit ]
  %call209 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %phi208, i32 0, i32 31)
  %cmp211 = icmp eq i32 %call209, %last
  br i1 %cmp211, label %then212, label %endif213

then212:                                          ; preds = %endif207
  tail call void @llvm.nvvm.membar.gl()
  br i1 %cmp223.not, label %fold.exit222, label %fold.body221.preheader

fold.body221.preheader:                           ; preds = %then212
  %12 = getelementptr float, ptr addrspace(1) %6, i64 %mul12
  br label %fold.body221

endif213:                                         ; preds = %fold.exit222, %then409, %endif207
  %add413 = add i64 %i, %warp9
  %cmp414 = icmp slt i64 %add413, %mul10
  br i1 %cmp414, label %stride.body, label %stride.exit

fold.body221:                                     ; preds = %fold.body221.preheader, %fold.body221
  %i224 = phi i64 [ %add405, %fold.body221 ], [ 0, %fold.body221.preheader ]
  %phi225 = phi float [ %sel403, %fold.body221 ], [ 0.000000e+00, %fold.body221.preheader ]
  %mul227 = shl i64 %i224, 7
  %add230 = or disjoint i64 %mul227, %lane
  %sub231 = sub i64 %8, %mul227
  %call232 = tail call i64 @llvm.smin.i64(i64 %sub231, i64 32)
  %call234 = tail call i64 @llvm.smin.i64(i64 %add230, i64 %call220)
  %p236 = getelementptr float, ptr addrspace(1) %12, i64 %call234
  %v237 = load volatile float, ptr addrspace(1) %p236, align 4
  %add238 = or disjoint i64 %mul227, 32
  %add239 = or disjoint i64 %add238, %lane
  %sub240 = sub i64 %8, %add238
  %call241 = tail call i64 @llvm.smin.i64(i64 %sub240, i64 32)
  %call243 = tail call i64 @llvm.smin.i64(i64 %add239, i64 %call220)
  %p245 = getelementptr float, ptr addrspace(1) %12, i64 %call243
  %v246 = load volatile float, ptr addrspace(1) %p245, align 4
  %add247 = or disjoint i64 %mul227, 64
  %add248 = or disjoint i64 %add247, %lane
  %sub249 = sub i64 %8, %add247
  %call250 = tail call i64 @llvm.smin.i64(i64 %sub249, i64 32)
  %call252 = tail call i64 @llvm.smin.i64(i64 %add248, i64 %call220)
  %p254 = getelementptr float, ptr addrspace(1) %12, i64 %call252
  %v255 = load volatile float, ptr addrspace(1) %p254, align 4
  %add256 = or disjoint i64 %mul227, 96
  %add257 = or disjoint i64 %add256, %lane
  %sub258 = sub i64 %8, %add256
  %call259 = tail call i64 @llvm.smin.i64(i64 %sub258, i64 32)
  %call261 = tail call i64 @llvm.smin.i64(i64 %add257, i64 %call220)
  %p263 = getelementptr float, ptr addrspace(1) %12, i64 %call261
  %v264 = load volatile float, ptr addrspace(1) %p263, align 4
  %call265 = tail call i64 @llvm.smax.i64(i64 %call232, i64 1)
  %bits266 = bitcast float %v237 to i32
  %call267 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits266, i32 1, i32 31)
  %leaf268 = bitcast i32 %call267 to float
  %cmp270 = icmp sgt i64 %call232, %add66
  %sel271 = select i1 %cmp270, float %leaf268, float %v237
  %bits272 = bitcast float %sel271 to i32
  %call273 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits272, i32 2, i32 31)
  %leaf274 = bitcast i32 %call273 to float
  %cmp276 = icmp ult i64 %add71, %call265
  %sel277 = select i1 %cmp276, float %leaf274, float %sel271
  %bits278 = bitcast float %sel277 to i32
  %call279 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits278, i32 4, i32 31)
  %leaf280 = bitcast i32 %call279 to float
  %cmp282 = icmp ult i64 %add77, %call265
  %sel283 = select i1 %cmp282, float %leaf280, float %sel277
  %bits284 = bitcast float %sel283 to i32
  %call285 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits284, i32 8, i32 31)
  %leaf286 = bitcast i32 %call285 to float
  %cmp288 = icmp ult i64 %add83, %call265
  %sel289 = select i1 %cmp288, float %leaf286, float %sel283
  %bits290 = bitcast float %sel289 to i32
  %call291 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits290, i32 16, i32 31)
  %leaf292 = bitcast i32 %call291 to float
  %cmp294 = icmp ult i64 %add89, %call265
  %sel295 = select i1 %cmp294, float %leaf292, float %sel289
  %call296 = tail call i64 @llvm.smax.i64(i64 %call241, i64 1)
  %bits297 = bitcast float %v246 to i32
  %call298 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits297, i32 1, i32 31)
  %leaf299 = bitcast i32 %call298 to float
  %cmp301 = icmp sgt i64 %call241, %add66
  %sel302 = select i1 %cmp301, float %leaf299, float %v246
  %bits303 = bitcast float %sel302 to i32
  %call304 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits303, i32 2, i32 31)
  %leaf305 = bitcast i32 %call304 to float
  %cmp307 = icmp ult i64 %add71, %call296
  %sel308 = select i1 %cmp307, float %leaf305, float %sel302
  %bits309 = bitcast float %sel308 to i32
  %call310 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits309, i32 4, i32 31)
  %leaf311 = bitcast i32 %call310 to float
  %cmp313 = icmp ult i64 %add77, %call296
  %sel314 = select i1 %cmp313, float %leaf311, float %sel308
  %bits315 = bitcast float %sel314 to i32
  %call316 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits315, i32 8, i32 31)
  %leaf317 = bitcast i32 %call316 to float
  %cmp319 = icmp ult i64 %add83, %call296
  %sel320 = select i1 %cmp319, float %leaf317, float %sel314
  %bits321 = bitcast float %sel320 to i32
  %call322 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits321, i32 16, i32 31)
  %leaf323 = bitcast i32 %call322 to float
  %cmp325 = icmp ult i64 %add89, %call296
  %sel326 = select i1 %cmp325, float %leaf323, float %sel320
  %call327 = tail call i64 @llvm.smax.i64(i64 %call250, i64 1)
  %bits328 = bitcast float %v255 to i32
  %call329 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits328, i32 1, i32 31)
  %leaf330 = bitcast i32 %call329 to float
  %cmp332 = icmp sgt i64 %call250, %add66
  %sel333 = select i1 %cmp332, float %leaf330, float %v255
  %bits334 = bitcast float %sel333 to i32
  %call335 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits334, i32 2, i32 31)
  %leaf336 = bitcast i32 %call335 to float
  %cmp338 = icmp ult i64 %add71, %call327
  %sel339 = select i1 %cmp338, float %leaf336, float %sel333
  %bits340 = bitcast float %sel339 to i32
  %call341 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits340, i32 4, i32 31)
  %leaf342 = bitcast i32 %call341 to float
  %cmp344 = icmp ult i64 %add77, %call327
  %sel345 = select i1 %cmp344, float %leaf342, float %sel339
  %bits346 = bitcast float %sel345 to i32
  %call347 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits346, i32 8, i32 31)
  %leaf348 = bitcast i32 %call347 to float
  %cmp350 = icmp ult i64 %add83, %call327
  %sel351 = select i1 %cmp350, float %leaf348, float %sel345
  %bits352 = bitcast float %sel351 to i32
  %call353 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits352, i32 16, i32 31)
  %leaf354 = bitcast i32 %call353 to float
  %cmp356 = icmp ult i64 %add89, %call327
  %sel357 = select i1 %cmp356, float %leaf354, float %sel351
  %call358 = tail call i64 @llvm.smax.i64(i64 %call259, i64 1)
  %bits359 = bitcast float %v264 to i32
  %call360 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits359, i32 1, i32 31)
  %leaf361 = bitcast i32 %call360 to float
  %cmp363 = icmp sgt i64 %call259, %add66
  %sel364 = select i1 %cmp363, float %leaf361, float %v264
  %bits365 = bitcast float %sel364 to i32
  %call366 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits365, i32 2, i32 31)
  %leaf367 = bitcast i32 %call366 to float
  %cmp369 = icmp ult i64 %add71, %call358
  %sel370 = select i1 %cmp369, float %leaf367, float %sel364
  %bits371 = bitcast float %sel370 to i32
  %call372 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits371, i32 4, i32 31)
  %leaf373 = bitcast i32 %call372 to float
  %cmp375 = icmp ult i64 %add77, %call358
  %sel376 = select i1 %cmp375, float %leaf373, float %sel370
  %bits377 = bitcast float %sel376 to i32
  %call378 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits377, i32 8, i32 31)
  %leaf379 = bitcast i32 %call378 to float
  %cmp381 = icmp ult i64 %add83, %call358
  %sel382 = select i1 %cmp381, float %leaf379, float %sel376
  %bits383 = bitcast float %sel382 to i32
  %call384 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits383, i32 16, i32 31)
  %leaf385 = bitcast i32 %call384 to float
  %cmp387 = icmp ult i64 %add89, %call358
  %sel388 = select i1 %cmp387, float %leaf385, float %sel382
  %cmp389 = icmp sgt i64 %sub231, 0
  %sel391 = select i1 %cmp389, float %sel295, float %phi225
  %cmp393 = icmp sgt i64 %sub240, 0
  %sel395 = select i1 %cmp393, float %sel326, float %sel391
  %cmp397 = icmp sgt i64 %sub249, 0
  %sel399 = select i1 %cmp397, float %sel357, float %sel395
  %cmp401 = icmp sgt i64 %sub258, 0
  %sel403 = select i1 %cmp401, float %sel388, float %sel399
  %add405 = add nuw nsw i64 %i224, 1
  %exitcond415.not = icmp eq i64 %add405, %tiles217
  br i1 %exitcond415.not, label %fold.exit222, label %fold.body221

fold.exit222:                                     ; preds = %fold.body221, %then212
  %phi407 = phi float [ 0.000000e+00, %then212 ], [ %sel403, %fold.body221 ]
  br i1 %cmp, label %then409, label %endif213

then409:                                          ; preds = %fold.exit222
  %counter412 = getelementptr inbounds i32, ptr addrspace(1) %7, i64 %row
  %p411 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %row
  store float %phi407, ptr addrspace(1) %p411, align 4
  %13 = atomicrmw xchg ptr addrspace(1) %counter412, i32 0 monotonic, align 4
  br label %endif213
}

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

attributes #0 = { norecurse nounwind memory(read, argmem: readwrite, inaccessiblemem: readwrite) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #4 = { norecurse nounwind }
attributes #5 = { nocallback nounwind }

!nvvm.annotations = !{!0, !1, !2, !3}

!0 = !{ptr @systole_fold1_ordered_f32_rows, !"kernel", i32 1}
!1 = !{ptr @systole_fold1_ordered_f32_segment, !"kernel", i32 1}
!2 = !{ptr @systole_fold1_ordered_f32_finish, !"kernel", i32 1}
!3 = !{ptr @systole_fold1_ordered_f32_one_pass, !"kernel", i32 1}
