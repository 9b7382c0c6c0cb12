; ModuleID = 'systole_persistent_band_j2d5pt_f32'
source_filename = "systole_persistent_band_j2d5pt_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@band.columns = internal addrspace(3) global [2432 x float] undef, align 16

define void @systole_persistent_band_j2d5pt_f32_band(ptr addrspace(1) noalias nocapture readonly %0, ptr addrspace(1) noalias nocapture writeonly %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i64 %4, i64 %5, i64 %6) local_unnamed_addr {
entry:
  %call = tail call range(i32 0, 608) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg = zext nneg i32 %call to i64
  %call1 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %sreg2 = zext nneg i32 %call1 to i64
  %call3 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %sreg4 = zext nneg i32 %call3 to i64
  %warp = lshr i64 %sreg, 5
  %lane = and i64 %sreg, 31
  %mul = mul nuw nsw i64 %warp, 56
  %mul7 = shl nuw nsw i64 %lane, 1
  %sub = add nsw i64 %mul7, -4
  %add = add nsw i64 %sub, %mul
  %mul8 = shl nuw nsw i64 %sreg2, 3
  %sub12 = add i64 %4, -1
  %cmp16 = icmp sgt i64 %add, -1
  %cmp17 = icmp slt i64 %add, %5
  %sub19 = add i64 %5, -1
  %call20 = tail call i64 @llvm.smin.i64(i64 %add, i64 %sub19)
  %call21 = tail call i64 @llvm.smax.i64(i64 %call20, i64 0)
  %add24 = or disjoint i64 %add, 1
  %cmp26 = icmp slt i64 %add24, %5
  %call29 = tail call i64 @llvm.smin.i64(i64 %add24, i64 %sub19)
  %call30 = tail call i64 @llvm.smax.i64(i64 %call29, i64 0)
  %cmp124 = icmp slt i64 %mul8, %4
  %call127 = tail call i64 @llvm.smin.i64(i64 %mul8, i64 %sub12)
  %call128 = tail call i64 @llvm.smax.i64(i64 %call127, i64 0)
  %mul136 = mul i64 %call128, %5
  %7 = getelementptr float, ptr addrspace(1) %0, i64 %mul136
  %p138 = getelementptr float, ptr addrspace(1) %7, i64 %call21
  %v139 = load float, ptr addrspace(1) %p138, align 4
  %p149 = getelementptr float, ptr addrspace(1) %7, i64 %call30
  %v150 = load float, ptr addrspace(1) %p149, align 4
  %add151 = or disjoint i64 %mul8, 1
  %call156 = tail call i64 @llvm.smin.i64(i64 %add151, i64 %sub12)
  %call157 = tail call i64 @llvm.smax.i64(i64 %call156, i64 0)
  %mul165 = mul i64 %call157, %5
  %8 = getelementptr float, ptr addrspace(1) %0, i64 %mul165
  %p167 = getelementptr float, ptr addrspace(1) %8, i64 %call21
  %v168 = load float, ptr addrspace(1) %p167, align 4
  %p178 = getelementptr float, ptr addrspace(1) %8, i64 %call30
  %v179 = load float, ptr addrspace(1) %p178, align 4
  %add180 = or disjoint i64 %mul8, 2
  %call185 = tail call i64 @llvm.smin.i64(i64 %add180, i64 %sub12)
  %call186 = tail call i64 @llvm.smax.i64(i64 %call185, i64 0)
  %mul194 = mul i64 %call186, %5
  %9 = getelementptr float, ptr addrspace(1) %0, i64 %mul194
  %p196 = getelementptr float, ptr addrspace(1) %9, i64 %call21
  %v197 = load float, ptr addrspace(1) %p196, align 4
  %p207 = getelementptr float, ptr addrspace(1) %9, i64 %call30
  %v208 = load float, ptr addrspace(1) %p207, align 4
  %add209 = or disjoint i64 %mul8, 3
  %call214 = tail call i64 @llvm.smin.i64(i64 %add209, i64 %sub12)
  %call215 = tail call i64 @llvm.smax.i64(i64 %call214, i64 0)
  %mul223 = mul i64 %call215, %5
  %10 = getelementptr float, ptr addrspace(1) %0, i64 %mul223
  %p225 = getelementptr float, ptr addrspace(1) %10, i64 %call21
  %v226 = load float, ptr addrspace(1) %p225, align 4
  %p236 = getelementptr float, ptr addrspace(1) %10, i64 %call30
  %v237 = load float, ptr addrspace(1) %p236, align 4
  %add238 = or disjoint i64 %mul8, 4
  %call243 = tail call i64 @llvm.smin.i64(i64 %add238, i64 %sub12)
  %call244 = tail call i64 @llvm.smax.i64(i64 %call243, i64 0)
  %mul252 = mul i64 %call244, %5
  %11 = getelementptr float, ptr addrspace(1) %0, i64 %mul252
  %p254 = getelementptr float, ptr addrspace(1) %11, i64 %call21
  %v255 = load float, ptr addrspace(1) %p254, align 4
  %p265 = getelementptr float, ptr addrspace(1) %11, i64 %call30
  %v266 = load float, ptr addrspace(1) %p265, align 4
  %add267 = or disjoint i64 %mul8, 5
  %call272 = tail call i64 @llvm.smin.i64(i64 %add267, i64 %sub12)
  %call273 = tail call i64 @llvm.smax.i64(i64 %call272, i64 0)
  %mul281 = mul i64 %call273, %5
  %12 = getelementptr float, ptr addrspace(1) %0, i64 %mul281
  %p283 = getelementptr float, ptr addrspace(1) %12, i64 %call21
  %v284 = load float, ptr addrspace(1) %p283, align 4
  %p294 = getelementptr float, ptr addrspace(1) %12, i64 %call30
  %v295 = load float, ptr addrspace(1) %p294, align 4
  %add296 = or disjoint i64 %mul8, 6
  %call301 = tail call i64 @llvm.smin.i64(i64 %add296, i64 %sub12)
  %call302 = tail call i64 @llvm.smax.i64(i64 %call301, i64 0)
  %mul310 = mul i64 %call302, %5
  %13 = getelementptr float, ptr addrspace(1) %0, i64 %mul310
  %p312 = getelementptr float, ptr addrspace(1) %13, i64 %call21
  %v313 = load float, ptr addrspace(1) %p312, align 4
  %p323 = getelementptr float, ptr addrspace(1) %13, i64 %call30
  %v324 = load float, ptr addrspace(1) %p323, align 4
  %add325 = or disjoint i64 %mul8, 7
  %call330 = tail call i64 @llvm.smin.i64(i64 %add325, i64 %sub12)
  %call331 = tail call i64 @llvm.smax.i64(i64 %call330, i64 0)
  %mul339 = mul i64 %call331, %5
  %14 = getelementptr float, ptr addrspace(1) %0, i64 %mul339
  %p341 = getelementptr float, ptr addrspace(1) %14, i64 %call21
  %v342 = load float, ptr addrspace(1) %p341, align 4
  %p352 = getelementptr float, ptr addrspace(1) %14, i64 %call30
  %v353 = load float, ptr addrspace(1) %p352, align 4
  %cmp470 = icmp eq i32 %call1, 0
  %sub471 = add nsw i64 %sreg4, -1
  %cmp472 = icmp eq i64 %sub471, %sreg2
  %epochs = sdiv i64 %6, 4
  %cmp473 = icmp sgt i64 %6, 3
  br i1 %cmp473, label %fold.body.preheader, label %fold.exit

fold.body.preheader:                              ; preds = %entry
  %mul507 = shl nuw nsw i64 %sreg, 1
  %inside = icmp ult i64 %sub, 4
  %15 = and i64 %sreg, 30
  %inside648 = icmp eq i64 %15, 28
  %sub708 = add nsw i64 %mul7, -3
  %inside709 = icmp ult i64 %sub708, 4
  %sub768 = add nsw i64 %mul7, -55
  %inside769 = icmp ult i64 %sub768, 4
  %mul594 = shl nuw nsw i64 %warp, 3
  %add595 = add nuw nsw i64 %sub, %mul594
  %add651 = add nsw i64 %mul7, -52
  %add655 = add nuw nsw i64 %add651, %mul594
  %add716 = add nuw nsw i64 %sub708, %mul594
  %add772 = add nsw i64 %mul7, -51
  %add776 = add nuw nsw i64 %add772, %mul594
  %cmp828 = icmp eq i32 %call, 0
  %flag = getelementptr i32, ptr addrspace(1) %3, i64 %sreg2
  %address = ptrtoint ptr addrspace(1) %flag to i64
  %cmp834 = icmp ugt i32 %call, 31
  %cmp835 = icmp ult i32 %call, 576
  %cmp837 = icmp ult i64 %lane, 2
  %from_before = and i1 %cmp834, %cmp837
  %sub838 = add nsw i64 %mul7, -60
  %after = icmp ult i64 %sub838, 4
  %from_after = and i1 %cmp835, %after
  %add839 = add nuw nsw i64 %mul7, 4
  %mul842 = add nsw i64 %mul594, -8
  %add843 = add nsw i64 %add839, %mul842
  %mul849 = add nuw nsw i64 %mul594, 8
  %add850 = add nsw i64 %mul849, %sub838
  %sub955 = add nsw i64 %mul7, -59
  %after956 = icmp ult i64 %sub955, 4
  %from_after957 = and i1 %cmp835, %after956
  %add958 = add nuw nsw i64 %mul7, 5
  %add962 = add nsw i64 %add958, %mul842
  %add969 = add nsw i64 %mul849, %sub955
  %cmp1071 = icmp ult i32 %call, 32
  %cmp1075 = icmp eq i64 %lane, 1
  %cmp1143 = icmp eq i64 %warp, 18
  %cmp1150 = icmp eq i64 %lane, 10
  %16 = add nsw i32 %call1, -1
  %exists = icmp ult i32 %16, %call3
  %cmp1391 = icmp eq i32 %call, 1
  %waits = and i1 %cmp1391, %exists
  %flag1394 = getelementptr i8, ptr addrspace(1) %flag, i64 -4
  %address1395 = ptrtoint ptr addrspace(1) %flag1394 to i64
  %add1397 = add nuw nsw i64 %sreg2, 1
  %cmp1399 = icmp ult i64 %add1397, %sreg4
  %cmp1401 = icmp eq i32 %call, 32
  %waits1402 = and i1 %cmp1401, %cmp1399
  %flag1407 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add1397
  %address1408 = ptrtoint ptr addrspace(1) %flag1407 to i64
  %sub1411 = add nsw i64 %sreg2, -1
  %cmp1423 = icmp ugt i64 %lane, 29
  %after1425 = and i1 %cmp835, %cmp1423
  %shift = select i1 %after1425, i64 8, i64 0
  %shift1426 = select i1 %from_before, i64 -8, i64 %shift
  %add1427 = add nsw i64 %shift1426, %mul507
  %call1429 = tail call i64 @llvm.smin.i64(i64 %sub1411, i64 %sub471)
  %call1430 = tail call i64 @llvm.smax.i64(i64 %call1429, i64 0)
  %17 = tail call i64 @llvm.umin.i64(i64 %add1397, i64 %sub471)
  br label %fold.body

fold.body:                                        ; preds = %fold.body.preheader, %endif3497
  %i = phi i64 [ %add506, %endif3497 ], [ 0, %fold.body.preheader ]
  %phi481 = phi float [ %phi3546, %endif3497 ], [ %v139, %fold.body.preheader ]
  %phi482 = phi float [ %phi3471, %endif3497 ], [ %v150, %fold.body.preheader ]
  %phi483 = phi float [ %phi3548, %endif3497 ], [ %v168, %fold.body.preheader ]
  %phi484 = phi float [ %phi3473, %endif3497 ], [ %v179, %fold.body.preheader ]
  %phi485 = phi float [ %phi3550, %endif3497 ], [ %v197, %fold.body.preheader ]
  %phi486 = phi float [ %phi3475, %endif3497 ], [ %v208, %fold.body.preheader ]
  %phi487 = phi float [ %phi3552, %endif3497 ], [ %v226, %fold.body.preheader ]
  %phi488 = phi float [ %phi3477, %endif3497 ], [ %v237, %fold.body.preheader ]
  %phi489 = phi float [ %phi3554, %endif3497 ], [ %v255, %fold.body.preheader ]
  %phi490 = phi float [ %phi3479, %endif3497 ], [ %v266, %fold.body.preheader ]
  %phi491 = phi float [ %phi3556, %endif3497 ], [ %v284, %fold.body.preheader ]
  %phi492 = phi float [ %phi3481, %endif3497 ], [ %v295, %fold.body.preheader ]
  %phi493 = phi float [ %phi3558, %endif3497 ], [ %v313, %fold.body.preheader ]
  %phi494 = phi float [ %phi3483, %endif3497 ], [ %v324, %fold.body.preheader ]
  %phi495 = phi float [ %phi3560, %endif3497 ], [ %v342, %fold.body.preheader ]
  %phi496 = phi float [ %phi3485, %endif3497 ], [ %v353, %fold.body.preheader ]
  %add506 = add nuw nsw i64 %i, 1
  %parity = and i64 %add506, 1
  %mul508 = mul nuw nsw i64 %parity, %sreg4
  %add509 = add nuw nsw i64 %mul508, %sreg2
  %v515 = insertelement <2 x float> poison, float %phi481, i64 0
  %v516 = insertelement <2 x float> %v515, float %phi482, i64 1
  %.idx = mul nuw nsw i64 %add509, 38912
  %18 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %.idx
  %p517 = getelementptr inbounds float, ptr addrspace(1) %18, i64 %mul507
  store <2 x float> %v516, ptr addrspace(1) %p517, align 8
  %v525 = insertelement <2 x float> poison, float %phi483, i64 0
  %v526 = insertelement <2 x float> %v525, float %phi484, i64 1
  %19 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 4864
  %p527 = getelementptr inbounds float, ptr addrspace(1) %19, i64 %mul507
  store <2 x float> %v526, ptr addrspace(1) %p527, align 8
  %v535 = insertelement <2 x float> poison, float %phi485, i64 0
  %v536 = insertelement <2 x float> %v535, float %phi486, i64 1
  %20 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 9728
  %p537 = getelementptr inbounds float, ptr addrspace(1) %20, i64 %mul507
  store <2 x float> %v536, ptr addrspace(1) %p537, align 8
  %v545 = insertelement <2 x float> poison, float %phi487, i64 0
  %v546 = insertelement <2 x float> %v545, float %phi488, i64 1
  %21 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 14592
  %p547 = getelementptr inbounds float, ptr addrspace(1) %21, i64 %mul507
  store <2 x float> %v546, ptr addrspace(1) %p547, align 8
  %v555 = insertelement <2 x float> poison, float %phi489, i64 0
  %v556 = insertelement <2 x float> %v555, float %phi490, i64 1
  %22 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 19456
  %p557 = getelementptr inbounds float, ptr addrspace(1) %22, i64 %mul507
  store <2 x float> %v556, ptr addrspace(1) %p557, align 8
  %v565 = insertelement <2 x float> poison, float %phi491, i64 0
  %v566 = insertelement <2 x float> %v565, float %phi492, i64 1
  %23 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 24320
  %p567 = getelementptr inbounds float, ptr addrspace(1) %23, i64 %mul507
  store <2 x float> %v566, ptr addrspace(1) %p567, align 8
  %v575 = insertelement <2 x float> poison, float %phi493, i64 0
  %v576 = insertelement <2 x float> %v575, float %phi494, i64 1
  %24 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 29184
  %p577 = getelementptr inbounds float, ptr addrspace(1) %24, i64 %mul507
  store <2 x float> %v576, ptr addrspace(1) %p577, align 8
  %v585 = insertelement <2 x float> poison, float %phi495, i64 0
  %v586 = insertelement <2 x float> %v585, float %phi496, i64 1
  %25 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 34048
  %p587 = getelementptr inbounds float, ptr addrspace(1) %25, i64 %mul507
  store <2 x float> %v586, ptr addrspace(1) %p587, align 8
  br i1 %inside, label %then, label %endif

fold.exit:                                        ; preds = %endif3497, %entry
  %phi3580 = phi float [ %v139, %entry ], [ %phi3546, %endif3497 ]
  %phi3581 = phi float [ %v150, %entry ], [ %phi3471, %endif3497 ]
  %phi3582 = phi float [ %v168, %entry ], [ %phi3548, %endif3497 ]
  %phi3583 = phi float [ %v179, %entry ], [ %phi3473, %endif3497 ]
  %phi3584 = phi float [ %v197, %entry ], [ %phi3550, %endif3497 ]
  %phi3585 = phi float [ %v208, %entry ], [ %phi3475, %endif3497 ]
  %phi3586 = phi float [ %v226, %entry ], [ %phi3552, %endif3497 ]
  %phi3587 = phi float [ %v237, %entry ], [ %phi3477, %endif3497 ]
  %phi3588 = phi float [ %v255, %entry ], [ %phi3554, %endif3497 ]
  %phi3589 = phi float [ %v266, %entry ], [ %phi3479, %endif3497 ]
  %phi3590 = phi float [ %v284, %entry ], [ %phi3556, %endif3497 ]
  %phi3591 = phi float [ %v295, %entry ], [ %phi3481, %endif3497 ]
  %phi3592 = phi float [ %v313, %entry ], [ %phi3558, %endif3497 ]
  %phi3593 = phi float [ %v324, %entry ], [ %phi3483, %endif3497 ]
  %phi3594 = phi float [ %v342, %entry ], [ %phi3560, %endif3497 ]
  %phi3595 = phi float [ %v353, %entry ], [ %phi3485, %endif3497 ]
  %mul3604 = shl nsw i64 %epochs, 2
  %cmp3605 = icmp slt i64 %mul3604, %6
  br i1 %cmp3605, label %then3606, label %endif3608

then:                                             ; preds = %fold.body
  %.idx6459 = mul nuw nsw i64 %parity, 4864
  %26 = getelementptr inbounds i8, ptr addrspace(3) @band.columns, i64 %.idx6459
  %p597 = getelementptr inbounds float, ptr addrspace(3) %26, i64 %add595
  store float %phi481, ptr addrspace(3) %p597, align 8
  %27 = getelementptr inbounds i8, ptr addrspace(3) %26, i64 608
  %p604 = getelementptr inbounds float, ptr addrspace(3) %27, i64 %add595
  store float %phi483, ptr addrspace(3) %p604, align 8
  %28 = getelementptr inbounds i8, ptr addrspace(3) %26, i64 1216
  %p611 = getelementptr inbounds float, ptr addrspace(3) %28, i64 %add595
  store float %phi485, ptr addrspace(3) %p611, align 8
  %29 = getelementptr inbounds i8, ptr addrspace(3) %26, i64 1824
  %p618 = getelementptr inbounds float, ptr addrspace(3) %29, i64 %add595
  store float %phi487, ptr addrspace(3) %p618, align 8
  %30 = getelementptr inbounds i8, ptr addrspace(3) %26, i64 2432
  %p625 = getelementptr inbounds float, ptr addrspace(3) %30, i64 %add595
  store float %phi489, ptr addrspace(3) %p625, align 8
  %31 = getelementptr inbounds i8, ptr addrspace(3) %26, i64 3040
  %p632 = getelementptr inbounds float, ptr addrspace(3) %31, i64 %add595
  store float %phi491, ptr addrspace(3) %p632, align 8
  %32 = getelementptr inbounds i8, ptr addrspace(3) %26, i64 3648
  %p639 = getelementptr inbounds float, ptr addrspace(3) %32, i64 %add595
  store float %phi493, ptr addrspace(3) %p639, align 8
  %33 = getelementptr inbounds i8, ptr addrspace(3) %26, i64 4256
  %p646 = getelementptr inbounds float, ptr addrspace(3) %33, i64 %add595
  store float %phi495, ptr addrspace(3) %p646, align 8
  br label %endif

endif:                                            ; preds = %then, %fold.body
  br i1 %inside648, label %then649, label %endif650

then649:                                          ; preds = %endif
  %.idx6460 = mul nuw nsw i64 %parity, 4864
  %34 = getelementptr inbounds i8, ptr addrspace(3) @band.columns, i64 %.idx6460
  %p657 = getelementptr inbounds float, ptr addrspace(3) %34, i64 %add655
  store float %phi481, ptr addrspace(3) %p657, align 8
  %35 = getelementptr inbounds i8, ptr addrspace(3) %34, i64 608
  %p664 = getelementptr inbounds float, ptr addrspace(3) %35, i64 %add655
  store float %phi483, ptr addrspace(3) %p664, align 8
  %36 = getelementptr inbounds i8, ptr addrspace(3) %34, i64 1216
  %p671 = getelementptr inbounds float, ptr addrspace(3) %36, i64 %add655
  store float %phi485, ptr addrspace(3) %p671, align 8
  %37 = getelementptr inbounds i8, ptr addrspace(3) %34, i64 1824
  %p678 = getelementptr inbounds float, ptr addrspace(3) %37, i64 %add655
  store float %phi487, ptr addrspace(3) %p678, align 8
  %38 = getelementptr inbounds i8, ptr addrspace(3) %34, i64 2432
  %p685 = getelementptr inbounds float, ptr addrspace(3) %38, i64 %add655
  store float %phi489, ptr addrspace(3) %p685, align 8
  %39 = getelementptr inbounds i8, ptr addrspace(3) %34, i64 3040
  %p692 = getelementptr inbounds float, ptr addrspace(3) %39, i64 %add655
  store float %phi491, ptr addrspace(3) %p692, align 8
  %40 = getelementptr inbounds i8, ptr addrspace(3) %34, i64 3648
  %p699 = getelementptr inbounds float, ptr addrspace(3) %40, i64 %add655
  store float %phi493, ptr addrspace(3) %p699, align 8
  %41 = getelementptr inbounds i8, ptr addrspace(3) %34, i64 4256
  %p706 = getelementptr inbounds float, ptr addrspace(3) %41, i64 %add655
  store float %phi495, ptr addrspace(3) %p706, align 8
  br label %endif650

endif650:                                         ; preds = %then649, %endif
  br i1 %inside709, label %then710, label %endif711

then710:                                          ; preds = %endif650
  %.idx6461 = mul nuw nsw i64 %parity, 4864
  %42 = getelementptr inbounds i8, ptr addrspace(3) @band.columns, i64 %.idx6461
  %p718 = getelementptr inbounds float, ptr addrspace(3) %42, i64 %add716
  store float %phi482, ptr addrspace(3) %p718, align 4
  %43 = getelementptr inbounds i8, ptr addrspace(3) %42, i64 608
  %p725 = getelementptr inbounds float, ptr addrspace(3) %43, i64 %add716
  store float %phi484, ptr addrspace(3) %p725, align 4
  %44 = getelementptr inbounds i8, ptr addrspace(3) %42, i64 1216
  %p732 = getelementptr inbounds float, ptr addrspace(3) %44, i64 %add716
  store float %phi486, ptr addrspace(3) %p732, align 4
  %45 = getelementptr inbounds i8, ptr addrspace(3) %42, i64 1824
  %p739 = getelementptr inbounds float, ptr addrspace(3) %45, i64 %add716
  store float %phi488, ptr addrspace(3) %p739, align 4
  %46 = getelementptr inbounds i8, ptr addrspace(3) %42, i64 2432
  %p746 = getelementptr inbounds float, ptr addrspace(3) %46, i64 %add716
  store float %phi490, ptr addrspace(3) %p746, align 4
  %47 = getelementptr inbounds i8, ptr addrspace(3) %42, i64 3040
  %p753 = getelementptr inbounds float, ptr addrspace(3) %47, i64 %add716
  store float %phi492, ptr addrspace(3) %p753, align 4
  %48 = getelementptr inbounds i8, ptr addrspace(3) %42, i64 3648
  %p760 = getelementptr inbounds float, ptr addrspace(3) %48, i64 %add716
  store float %phi494, ptr addrspace(3) %p760, align 4
  %49 = getelementptr inbounds i8, ptr addrspace(3) %42, i64 4256
  %p767 = getelementptr inbounds float, ptr addrspace(3) %49, i64 %add716
  store float %phi496, ptr addrspace(3) %p767, align 4
  br label %endif711

endif711:                                         ; preds = %then710, %endif650
  br i1 %inside769, label %then770, label %endif771

then770:                                          ; preds = %endif711
  %.idx6462 = mul nuw nsw i64 %parity, 4864
  %50 = getelementptr i8, ptr addrspace(3) @band.columns, i64 %.idx6462
  %p778 = getelementptr float, ptr addrspace(3) %50, i64 %add776
  store float %phi482, ptr addrspace(3) %p778, align 4
  %51 = getelementptr i8, ptr addrspace(3) %50, i64 608
  %p785 = getelementptr float, ptr addrspace(3) %51, i64 %add776
  store float %phi484, ptr addrspace(3) %p785, align 4
  %52 = getelementptr i8, ptr addrspace(3) %50, i64 1216
  %p792 = getelementptr float, ptr addrspace(3) %52, i64 %add776
  store float %phi486, ptr addrspace(3) %p792, align 4
  %53 = getelementptr i8, ptr addrspace(3) %50, i64 1824
  %p799 = getelementptr float, ptr addrspace(3) %53, i64 %add776
  store float %phi488, ptr addrspace(3) %p799, align 4
  %54 = getelementptr i8, ptr addrspace(3) %50, i64 2432
  %p806 = getelementptr float, ptr addrspace(3) %54, i64 %add776
  store float %phi490, ptr addrspace(3) %p806, align 4
  %55 = getelementptr i8, ptr addrspace(3) %50, i64 3040
  %p813 = getelementptr float, ptr addrspace(3) %55, i64 %add776
  store float %phi492, ptr addrspace(3) %p813, align 4
  %56 = getelementptr i8, ptr addrspace(3) %50, i64 3648
  %p820 = getelementptr float, ptr addrspace(3) %56, i64 %add776
  store float %phi494, ptr addrspace(3) %p820, align 4
  %57 = getelementptr i8, ptr addrspace(3) %50, i64 4256
  %p827 = getelementptr float, ptr addrspace(3) %57, i64 %add776
  store float %phi496, ptr addrspace(3) %p827, align 4
  br label %endif771

endif771:                                         ; preds = %then770, %endif711
  %epoch = trunc i64 %add506 to i32
  tail call void @llvm.nvvm.barrier0()
  br i1 %cmp828, label %then829, label %endif830

then829:                                          ; preds = %endif771
  tail call void asm sideeffect "st.release.gpu.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %address, i32 %epoch) #4
  br label %endif830

endif830:                                         ; preds = %then829, %endif771
  %mul840 = mul nuw nsw i64 %parity, 1216
  %58 = getelementptr float, ptr addrspace(3) @band.columns, i64 %mul840
  %p845 = getelementptr float, ptr addrspace(3) %58, i64 %add843
  %address846 = ptrtoint ptr addrspace(3) %p845 to i64
  %59 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address846, i1 %from_before, float %phi481) #4
  %p852 = getelementptr float, ptr addrspace(3) %58, i64 %add850
  %address853 = ptrtoint ptr addrspace(3) %p852 to i64
  %60 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address853, i1 %from_after, float %59) #4
  %gep = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.columns, i64 608), i64 %mul840
  %p859 = getelementptr float, ptr addrspace(3) %gep, i64 %add843
  %address860 = ptrtoint ptr addrspace(3) %p859 to i64
  %61 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address860, i1 %from_before, float %phi483) #4
  %p866 = getelementptr float, ptr addrspace(3) %gep, i64 %add850
  %address867 = ptrtoint ptr addrspace(3) %p866 to i64
  %62 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address867, i1 %from_after, float %61) #4
  %gep6467 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.columns, i64 1216), i64 %mul840
  %p873 = getelementptr float, ptr addrspace(3) %gep6467, i64 %add843
  %address874 = ptrtoint ptr addrspace(3) %p873 to i64
  %63 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address874, i1 %from_before, float %phi485) #4
  %p880 = getelementptr float, ptr addrspace(3) %gep6467, i64 %add850
  %address881 = ptrtoint ptr addrspace(3) %p880 to i64
  %64 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address881, i1 %from_after, float %63) #4
  %gep6468 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.columns, i64 1824), i64 %mul840
  %p887 = getelementptr float, ptr addrspace(3) %gep6468, i64 %add843
  %address888 = ptrtoint ptr addrspace(3) %p887 to i64
  %65 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address888, i1 %from_before, float %phi487) #4
  %p894 = getelementptr float, ptr addrspace(3) %gep6468, i64 %add850
  %address895 = ptrtoint ptr addrspace(3) %p894 to i64
  %66 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address895, i1 %from_after, float %65) #4
  %gep6469 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.columns, i64 2432), i64 %mul840
  %p901 = getelementptr float, ptr addrspace(3) %gep6469, i64 %add843
  %address902 = ptrtoint ptr addrspace(3) %p901 to i64
  %67 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address902, i1 %from_before, float %phi489) #4
  %p908 = getelementptr float, ptr addrspace(3) %gep6469, i64 %add850
  %address909 = ptrtoint ptr addrspace(3) %p908 to i64
  %68 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address909, i1 %from_after, float %67) #4
  %gep6470 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.columns, i64 3040), i64 %mul840
  %p915 = getelementptr float, ptr addrspace(3) %gep6470, i64 %add843
  %address916 = ptrtoint ptr addrspace(3) %p915 to i64
  %69 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address916, i1 %from_before, float %phi491) #4
  %p922 = getelementptr float, ptr addrspace(3) %gep6470, i64 %add850
  %address923 = ptrtoint ptr addrspace(3) %p922 to i64
  %70 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address923, i1 %from_after, float %69) #4
  %gep6471 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.columns, i64 3648), i64 %mul840
  %p929 = getelementptr float, ptr addrspace(3) %gep6471, i64 %add843
  %address930 = ptrtoint ptr addrspace(3) %p929 to i64
  %71 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address930, i1 %from_before, float %phi493) #4
  %p936 = getelementptr float, ptr addrspace(3) %gep6471, i64 %add850
  %address937 = ptrtoint ptr addrspace(3) %p936 to i64
  %72 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address937, i1 %from_after, float %71) #4
  %gep6472 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.columns, i64 4256), i64 %mul840
  %p943 = getelementptr float, ptr addrspace(3) %gep6472, i64 %add843
  %address944 = ptrtoint ptr addrspace(3) %p943 to i64
  %73 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address944, i1 %from_before, float %phi495) #4
  %p950 = getelementptr float, ptr addrspace(3) %gep6472, i64 %add850
  %address951 = ptrtoint ptr addrspace(3) %p950 to i64
  %74 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address951, i1 %from_after, float %73) #4
  %p964 = getelementptr float, ptr addrspace(3) %58, i64 %add962
  %address965 = ptrtoint ptr addrspace(3) %p964 to i64
  %75 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address965, i1 %from_before, float %phi482) #4
  %p971 = getelementptr float, ptr addrspace(3) %58, i64 %add969
  %address972 = ptrtoint ptr addrspace(3) %p971 to i64
  %76 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address972, i1 %from_after957, float %75) #4
  %p978 = getelementptr float, ptr addrspace(3) %gep, i64 %add962
  %address979 = ptrtoint ptr addrspace(3) %p978 to i64
  %77 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address979, i1 %from_before, float %phi484) #4
  %p985 = getelementptr float, ptr addrspace(3) %gep, i64 %add969
  %address986 = ptrtoint ptr addrspace(3) %p985 to i64
  %78 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address986, i1 %from_after957, float %77) #4
  %p992 = getelementptr float, ptr addrspace(3) %gep6467, i64 %add962
  %address993 = ptrtoint ptr addrspace(3) %p992 to i64
  %79 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address993, i1 %from_before, float %phi486) #4
  %p999 = getelementptr float, ptr addrspace(3) %gep6467, i64 %add969
  %address1000 = ptrtoint ptr addrspace(3) %p999 to i64
  %80 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1000, i1 %from_after957, float %79) #4
  %p1006 = getelementptr float, ptr addrspace(3) %gep6468, i64 %add962
  %address1007 = ptrtoint ptr addrspace(3) %p1006 to i64
  %81 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1007, i1 %from_before, float %phi488) #4
  %p1013 = getelementptr float, ptr addrspace(3) %gep6468, i64 %add969
  %address1014 = ptrtoint ptr addrspace(3) %p1013 to i64
  %82 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1014, i1 %from_after957, float %81) #4
  %p1020 = getelementptr float, ptr addrspace(3) %gep6469, i64 %add962
  %address1021 = ptrtoint ptr addrspace(3) %p1020 to i64
  %83 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1021, i1 %from_before, float %phi490) #4
  %p1027 = getelementptr float, ptr addrspace(3) %gep6469, i64 %add969
  %address1028 = ptrtoint ptr addrspace(3) %p1027 to i64
  %84 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1028, i1 %from_after957, float %83) #4
  %p1034 = getelementptr float, ptr addrspace(3) %gep6470, i64 %add962
  %address1035 = ptrtoint ptr addrspace(3) %p1034 to i64
  %85 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1035, i1 %from_before, float %phi492) #4
  %p1041 = getelementptr float, ptr addrspace(3) %gep6470, i64 %add969
  %address1042 = ptrtoint ptr addrspace(3) %p1041 to i64
  %86 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1042, i1 %from_after957, float %85) #4
  %p1048 = getelementptr float, ptr addrspace(3) %gep6471, i64 %add962
  %address1049 = ptrtoint ptr addrspace(3) %p1048 to i64
  %87 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1049, i1 %from_before, float %phi494) #4
  %p1055 = getelementptr float, ptr addrspace(3) %gep6471, i64 %add969
  %address1056 = ptrtoint ptr addrspace(3) %p1055 to i64
  %88 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1056, i1 %from_after957, float %87) #4
  %p1062 = getelementptr float, ptr addrspace(3) %gep6472, i64 %add962
  %address1063 = ptrtoint ptr addrspace(3) %p1062 to i64
  %89 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1063, i1 %from_before, float %phi496) #4
  %p1069 = getelementptr float, ptr addrspace(3) %gep6472, i64 %add969
  %address1070 = ptrtoint ptr addrspace(3) %p1069 to i64
  %90 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1070, i1 %from_after957, float %89) #4
  br i1 %cmp1071, label %then1072, label %endif1073

then1072:                                         ; preds = %endif830
  %bits = bitcast float %60 to i32
  %call1074 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits, i32 2, i32 31)
  %leaf = bitcast i32 %call1074 to float
  %sel = select i1 %cmp1075, float %leaf, float %76
  %bits1076 = bitcast float %62 to i32
  %call1077 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1076, i32 2, i32 31)
  %leaf1078 = bitcast i32 %call1077 to float
  %sel1080 = select i1 %cmp1075, float %leaf1078, float %78
  %bits1081 = bitcast float %64 to i32
  %call1082 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1081, i32 2, i32 31)
  %leaf1083 = bitcast i32 %call1082 to float
  %sel1085 = select i1 %cmp1075, float %leaf1083, float %80
  %bits1086 = bitcast float %66 to i32
  %call1087 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1086, i32 2, i32 31)
  %leaf1088 = bitcast i32 %call1087 to float
  %sel1090 = select i1 %cmp1075, float %leaf1088, float %82
  %bits1091 = bitcast float %68 to i32
  %call1092 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1091, i32 2, i32 31)
  %leaf1093 = bitcast i32 %call1092 to float
  %sel1095 = select i1 %cmp1075, float %leaf1093, float %84
  %bits1096 = bitcast float %70 to i32
  %call1097 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1096, i32 2, i32 31)
  %leaf1098 = bitcast i32 %call1097 to float
  %sel1100 = select i1 %cmp1075, float %leaf1098, float %86
  %bits1101 = bitcast float %72 to i32
  %call1102 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1101, i32 2, i32 31)
  %leaf1103 = bitcast i32 %call1102 to float
  %sel1105 = select i1 %cmp1075, float %leaf1103, float %88
  %bits1106 = bitcast float %74 to i32
  %call1107 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1106, i32 2, i32 31)
  %leaf1108 = bitcast i32 %call1107 to float
  %sel1110 = select i1 %cmp1075, float %leaf1108, float %90
  br label %endif1073

endif1073:                                        ; preds = %endif830, %then1072
  %phi1120 = phi float [ %sel, %then1072 ], [ %76, %endif830 ]
  %phi1122 = phi float [ %sel1080, %then1072 ], [ %78, %endif830 ]
  %phi1124 = phi float [ %sel1085, %then1072 ], [ %80, %endif830 ]
  %phi1126 = phi float [ %sel1090, %then1072 ], [ %82, %endif830 ]
  %phi1128 = phi float [ %sel1095, %then1072 ], [ %84, %endif830 ]
  %phi1130 = phi float [ %sel1100, %then1072 ], [ %86, %endif830 ]
  %phi1132 = phi float [ %sel1105, %then1072 ], [ %88, %endif830 ]
  %phi1134 = phi float [ %sel1110, %then1072 ], [ %90, %endif830 ]
  br i1 %cmp1143, label %then1144, label %endif1073.endif1146_crit_edge

endif1073.endif1146_crit_edge:                    ; preds = %endif1073
  %.pre = bitcast float %phi1122 to i32
  %.pre6473 = bitcast float %phi1124 to i32
  %.pre6474 = bitcast float %phi1126 to i32
  br label %endif1146

then1144:                                         ; preds = %endif1073
  %bits1147 = bitcast float %phi1120 to i32
  %call1148 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1147, i32 9, i32 31)
  %leaf1149 = bitcast i32 %call1148 to float
  %sel1151 = select i1 %cmp1150, float %leaf1149, float %60
  %bits1152 = bitcast float %phi1122 to i32
  %call1153 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1152, i32 9, i32 31)
  %leaf1154 = bitcast i32 %call1153 to float
  %sel1156 = select i1 %cmp1150, float %leaf1154, float %62
  %bits1157 = bitcast float %phi1124 to i32
  %call1158 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1157, i32 9, i32 31)
  %leaf1159 = bitcast i32 %call1158 to float
  %sel1161 = select i1 %cmp1150, float %leaf1159, float %64
  %bits1162 = bitcast float %phi1126 to i32
  %call1163 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1162, i32 9, i32 31)
  %leaf1164 = bitcast i32 %call1163 to float
  %sel1166 = select i1 %cmp1150, float %leaf1164, float %66
  %bits1167 = bitcast float %phi1128 to i32
  %call1168 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1167, i32 9, i32 31)
  %leaf1169 = bitcast i32 %call1168 to float
  %sel1171 = select i1 %cmp1150, float %leaf1169, float %68
  %bits1172 = bitcast float %phi1130 to i32
  %call1173 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1172, i32 9, i32 31)
  %leaf1174 = bitcast i32 %call1173 to float
  %sel1176 = select i1 %cmp1150, float %leaf1174, float %70
  %bits1177 = bitcast float %phi1132 to i32
  %call1178 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1177, i32 9, i32 31)
  %leaf1179 = bitcast i32 %call1178 to float
  %sel1181 = select i1 %cmp1150, float %leaf1179, float %72
  %bits1182 = bitcast float %phi1134 to i32
  %call1183 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1182, i32 9, i32 31)
  %leaf1184 = bitcast i32 %call1183 to float
  %sel1186 = select i1 %cmp1150, float %leaf1184, float %74
  br label %endif1146

endif1146:                                        ; preds = %endif1073.endif1146_crit_edge, %then1144
  %bits1264.pre-phi = phi i32 [ %.pre6474, %endif1073.endif1146_crit_edge ], [ %bits1162, %then1144 ]
  %bits1242.pre-phi = phi i32 [ %.pre6473, %endif1073.endif1146_crit_edge ], [ %bits1157, %then1144 ]
  %bits1222.pre-phi = phi i32 [ %.pre, %endif1073.endif1146_crit_edge ], [ %bits1152, %then1144 ]
  %phi1195 = phi float [ %60, %endif1073.endif1146_crit_edge ], [ %sel1151, %then1144 ]
  %phi1197 = phi float [ %62, %endif1073.endif1146_crit_edge ], [ %sel1156, %then1144 ]
  %phi1199 = phi float [ %64, %endif1073.endif1146_crit_edge ], [ %sel1161, %then1144 ]
  %phi1201 = phi float [ %66, %endif1073.endif1146_crit_edge ], [ %sel1166, %then1144 ]
  %phi1203 = phi float [ %68, %endif1073.endif1146_crit_edge ], [ %sel1171, %then1144 ]
  %phi1205 = phi float [ %70, %endif1073.endif1146_crit_edge ], [ %sel1176, %then1144 ]
  %phi1207 = phi float [ %72, %endif1073.endif1146_crit_edge ], [ %sel1181, %then1144 ]
  %phi1209 = phi float [ %74, %endif1073.endif1146_crit_edge ], [ %sel1186, %then1144 ]
  %call1223 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1222.pre-phi, i32 1, i32 0)
  %leaf1224 = bitcast i32 %call1223 to float
  %fmul = fmul float %leaf1224, 2.000000e+00
  %fadd = fadd float %phi1195, %fmul
  %fmul1225 = fmul float %phi1197, 3.000000e+00
  %fadd1226 = fadd float %fmul1225, %fadd
  %fmul1227 = fmul float %phi1122, 4.000000e+00
  %fadd1228 = fadd float %fmul1227, %fadd1226
  %fmul1229 = fmul float %phi1199, 5.000000e+00
  %fadd1230 = fadd float %fmul1229, %fadd1228
  %bits1231 = bitcast float %phi1197 to i32
  %call1232 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1231, i32 1, i32 31)
  %leaf1233 = bitcast i32 %call1232 to float
  %fmul1234 = fmul float %phi1197, 2.000000e+00
  %fadd1235 = fadd float %phi1120, %fmul1234
  %fmul1236 = fmul float %phi1122, 3.000000e+00
  %fadd1237 = fadd float %fmul1236, %fadd1235
  %fmul1238 = fmul float %leaf1233, 4.000000e+00
  %fadd1239 = fadd float %fadd1237, %fmul1238
  %fmul1240 = fmul float %phi1124, 5.000000e+00
  %fadd1241 = fadd float %fmul1240, %fadd1239
  %call1243 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1242.pre-phi, i32 1, i32 0)
  %leaf1244 = bitcast i32 %call1243 to float
  %fmul1245 = fmul float %leaf1244, 2.000000e+00
  %fadd1246 = fadd float %phi1197, %fmul1245
  %fmul1247 = fmul float %phi1199, 3.000000e+00
  %fadd1248 = fadd float %fmul1247, %fadd1246
  %fmul1249 = fmul float %phi1124, 4.000000e+00
  %fadd1250 = fadd float %fmul1249, %fadd1248
  %fmul1251 = fmul float %phi1201, 5.000000e+00
  %fadd1252 = fadd float %fmul1251, %fadd1250
  %bits1253 = bitcast float %phi1199 to i32
  %call1254 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1253, i32 1, i32 31)
  %leaf1255 = bitcast i32 %call1254 to float
  %fmul1256 = fmul float %phi1199, 2.000000e+00
  %fadd1257 = fadd float %phi1122, %fmul1256
  %fmul1258 = fmul float %phi1124, 3.000000e+00
  %fadd1259 = fadd float %fmul1258, %fadd1257
  %fmul1260 = fmul float %leaf1255, 4.000000e+00
  %fadd1261 = fadd float %fadd1259, %fmul1260
  %fmul1262 = fmul float %phi1126, 5.000000e+00
  %fadd1263 = fadd float %fmul1262, %fadd1261
  %call1265 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1264.pre-phi, i32 1, i32 0)
  %leaf1266 = bitcast i32 %call1265 to float
  %fmul1267 = fmul float %leaf1266, 2.000000e+00
  %fadd1268 = fadd float %phi1199, %fmul1267
  %fmul1269 = fmul float %phi1201, 3.000000e+00
  %fadd1270 = fadd float %fmul1269, %fadd1268
  %fmul1271 = fmul float %phi1126, 4.000000e+00
  %fadd1272 = fadd float %fmul1271, %fadd1270
  %fmul1273 = fmul float %phi1203, 5.000000e+00
  %fadd1274 = fadd float %fmul1273, %fadd1272
  %bits1275 = bitcast float %phi1201 to i32
  %call1276 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1275, i32 1, i32 31)
  %leaf1277 = bitcast i32 %call1276 to float
  %fmul1278 = fmul float %phi1201, 2.000000e+00
  %fadd1279 = fadd float %phi1124, %fmul1278
  %fmul1280 = fmul float %phi1126, 3.000000e+00
  %fadd1281 = fadd float %fmul1280, %fadd1279
  %fmul1282 = fmul float %leaf1277, 4.000000e+00
  %fadd1283 = fadd float %fadd1281, %fmul1282
  %fmul1284 = fmul float %phi1128, 5.000000e+00
  %fadd1285 = fadd float %fmul1284, %fadd1283
  br i1 %cmp1071, label %then1287, label %endif1289

then1287:                                         ; preds = %endif1146
  %bits1290 = bitcast float %fadd1230 to i32
  %call1291 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1290, i32 2, i32 31)
  %leaf1292 = bitcast i32 %call1291 to float
  %sel1294 = select i1 %cmp1075, float %leaf1292, float %fadd1241
  %bits1295 = bitcast float %fadd1252 to i32
  %call1296 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1295, i32 2, i32 31)
  %leaf1297 = bitcast i32 %call1296 to float
  %sel1299 = select i1 %cmp1075, float %leaf1297, float %fadd1263
  %bits1300 = bitcast float %fadd1274 to i32
  %call1301 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1300, i32 2, i32 31)
  %leaf1302 = bitcast i32 %call1301 to float
  %sel1304 = select i1 %cmp1075, float %leaf1302, float %fadd1285
  br label %endif1289

endif1289:                                        ; preds = %endif1146, %then1287
  %phi1316 = phi float [ %sel1294, %then1287 ], [ %fadd1241, %endif1146 ]
  %phi1318 = phi float [ %sel1299, %then1287 ], [ %fadd1263, %endif1146 ]
  %phi1320 = phi float [ %sel1304, %then1287 ], [ %fadd1285, %endif1146 ]
  br i1 %cmp1143, label %then1338, label %endif1340

then1338:                                         ; preds = %endif1289
  %bits1341 = bitcast float %phi1316 to i32
  %call1342 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1341, i32 9, i32 31)
  %leaf1343 = bitcast i32 %call1342 to float
  %sel1345 = select i1 %cmp1150, float %leaf1343, float %fadd1230
  %bits1346 = bitcast float %phi1318 to i32
  %call1347 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1346, i32 9, i32 31)
  %leaf1348 = bitcast i32 %call1347 to float
  %sel1350 = select i1 %cmp1150, float %leaf1348, float %fadd1252
  %bits1351 = bitcast float %phi1320 to i32
  %call1352 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1351, i32 9, i32 31)
  %leaf1353 = bitcast i32 %call1352 to float
  %sel1355 = select i1 %cmp1150, float %leaf1353, float %fadd1274
  br label %endif1340

endif1340:                                        ; preds = %endif1289, %then1338
  %phi1366 = phi float [ %sel1345, %then1338 ], [ %fadd1230, %endif1289 ]
  %phi1368 = phi float [ %sel1350, %then1338 ], [ %fadd1252, %endif1289 ]
  %phi1370 = phi float [ %sel1355, %then1338 ], [ %fadd1274, %endif1289 ]
  br i1 %waits, label %repeat.body, label %endif1393

endif1393:                                        ; preds = %repeat.body, %endif1340
  br i1 %waits1402, label %repeat.body1405, label %endif1404

repeat.body:                                      ; preds = %endif1340, %repeat.body
  %91 = tail call i32 asm sideeffect "ld.acquire.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %address1395) #4
  %behind = sub i32 %91, %epoch
  %cmp1396 = icmp slt i32 %behind, 0
  br i1 %cmp1396, label %repeat.body, label %endif1393

endif1404:                                        ; preds = %repeat.body1405, %endif1393
  tail call void @llvm.nvvm.barrier0()
  %add1432 = add nuw nsw i64 %mul508, %call1430
  %.idx6435 = mul nuw nsw i64 %add1432, 38912
  %92 = getelementptr i8, ptr addrspace(1) %2, i64 %.idx6435
  %93 = getelementptr i8, ptr addrspace(1) %92, i64 19456
  %p1438 = getelementptr float, ptr addrspace(1) %93, i64 %add1427
  %row = load volatile <2 x float>, ptr addrspace(1) %p1438, align 8
  %column = extractelement <2 x float> %row, i64 0
  %column1439 = extractelement <2 x float> %row, i64 1
  %94 = getelementptr i8, ptr addrspace(1) %92, i64 24320
  %p1450 = getelementptr float, ptr addrspace(1) %94, i64 %add1427
  %row1451 = load volatile <2 x float>, ptr addrspace(1) %p1450, align 8
  %column1452 = extractelement <2 x float> %row1451, i64 0
  %column1453 = extractelement <2 x float> %row1451, i64 1
  %95 = getelementptr i8, ptr addrspace(1) %92, i64 29184
  %p1464 = getelementptr float, ptr addrspace(1) %95, i64 %add1427
  %row1465 = load volatile <2 x float>, ptr addrspace(1) %p1464, align 8
  %column1466 = extractelement <2 x float> %row1465, i64 0
  %column1467 = extractelement <2 x float> %row1465, i64 1
  %96 = getelementptr i8, ptr addrspace(1) %92, i64 34048
  %p1478 = getelementptr float, ptr addrspace(1) %96, i64 %add1427
  %row1479 = load volatile <2 x float>, ptr addrspace(1) %p1478, align 8
  %column1480 = extractelement <2 x float> %row1479, i64 0
  %column1481 = extractelement <2 x float> %row1479, i64 1
  %add1486 = add nuw nsw i64 %mul508, %17
  %.idx6439 = mul nuw nsw i64 %add1486, 38912
  %97 = getelementptr i8, ptr addrspace(1) %2, i64 %.idx6439
  %p1492 = getelementptr float, ptr addrspace(1) %97, i64 %add1427
  %row1493 = load volatile <2 x float>, ptr addrspace(1) %p1492, align 8
  %column1494 = extractelement <2 x float> %row1493, i64 0
  %column1495 = extractelement <2 x float> %row1493, i64 1
  %98 = getelementptr i8, ptr addrspace(1) %97, i64 4864
  %p1506 = getelementptr float, ptr addrspace(1) %98, i64 %add1427
  %row1507 = load volatile <2 x float>, ptr addrspace(1) %p1506, align 8
  %column1508 = extractelement <2 x float> %row1507, i64 0
  %column1509 = extractelement <2 x float> %row1507, i64 1
  %99 = getelementptr i8, ptr addrspace(1) %97, i64 9728
  %p1520 = getelementptr float, ptr addrspace(1) %99, i64 %add1427
  %row1521 = load volatile <2 x float>, ptr addrspace(1) %p1520, align 8
  %column1522 = extractelement <2 x float> %row1521, i64 0
  %column1523 = extractelement <2 x float> %row1521, i64 1
  %100 = getelementptr i8, ptr addrspace(1) %97, i64 14592
  %p1534 = getelementptr float, ptr addrspace(1) %100, i64 %add1427
  %row1535 = load volatile <2 x float>, ptr addrspace(1) %p1534, align 8
  %column1536 = extractelement <2 x float> %row1535, i64 0
  %column1537 = extractelement <2 x float> %row1535, i64 1
  br i1 %cmp1071, label %then1539, label %endif1541

repeat.body1405:                                  ; preds = %endif1393, %repeat.body1405
  %101 = tail call i32 asm sideeffect "ld.acquire.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %address1408) #4
  %behind1409 = sub i32 %101, %epoch
  %cmp1410 = icmp slt i32 %behind1409, 0
  br i1 %cmp1410, label %repeat.body1405, label %endif1404

then1539:                                         ; preds = %endif1404
  %bits1542 = bitcast float %column to i32
  %call1543 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1542, i32 2, i32 31)
  %leaf1544 = bitcast i32 %call1543 to float
  %sel1546 = select i1 %cmp1075, float %leaf1544, float %column1439
  %bits1547 = bitcast float %column1452 to i32
  %call1548 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1547, i32 2, i32 31)
  %leaf1549 = bitcast i32 %call1548 to float
  %sel1551 = select i1 %cmp1075, float %leaf1549, float %column1453
  %bits1552 = bitcast float %column1466 to i32
  %call1553 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1552, i32 2, i32 31)
  %leaf1554 = bitcast i32 %call1553 to float
  %sel1556 = select i1 %cmp1075, float %leaf1554, float %column1467
  %bits1557 = bitcast float %column1480 to i32
  %call1558 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1557, i32 2, i32 31)
  %leaf1559 = bitcast i32 %call1558 to float
  %sel1561 = select i1 %cmp1075, float %leaf1559, float %column1481
  br label %endif1541

endif1541:                                        ; preds = %endif1404, %then1539
  %phi1563 = phi float [ %sel1546, %then1539 ], [ %column1439, %endif1404 ]
  %phi1565 = phi float [ %sel1551, %then1539 ], [ %column1453, %endif1404 ]
  %phi1567 = phi float [ %sel1556, %then1539 ], [ %column1467, %endif1404 ]
  %phi1569 = phi float [ %sel1561, %then1539 ], [ %column1481, %endif1404 ]
  br i1 %cmp1143, label %then1595, label %endif1597

then1595:                                         ; preds = %endif1541
  %bits1598 = bitcast float %phi1563 to i32
  %call1599 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1598, i32 9, i32 31)
  %leaf1600 = bitcast i32 %call1599 to float
  %sel1602 = select i1 %cmp1150, float %leaf1600, float %column
  %bits1603 = bitcast float %phi1565 to i32
  %call1604 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1603, i32 9, i32 31)
  %leaf1605 = bitcast i32 %call1604 to float
  %sel1607 = select i1 %cmp1150, float %leaf1605, float %column1452
  %bits1608 = bitcast float %phi1567 to i32
  %call1609 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1608, i32 9, i32 31)
  %leaf1610 = bitcast i32 %call1609 to float
  %sel1612 = select i1 %cmp1150, float %leaf1610, float %column1466
  %bits1613 = bitcast float %phi1569 to i32
  %call1614 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1613, i32 9, i32 31)
  %leaf1615 = bitcast i32 %call1614 to float
  %sel1617 = select i1 %cmp1150, float %leaf1615, float %column1480
  br label %endif1597

endif1597:                                        ; preds = %endif1541, %then1595
  %phi1618 = phi float [ %sel1602, %then1595 ], [ %column, %endif1541 ]
  %phi1620 = phi float [ %sel1607, %then1595 ], [ %column1452, %endif1541 ]
  %phi1622 = phi float [ %sel1612, %then1595 ], [ %column1466, %endif1541 ]
  %phi1624 = phi float [ %sel1617, %then1595 ], [ %column1480, %endif1541 ]
  br i1 %cmp1071, label %then1651, label %endif1653

then1651:                                         ; preds = %endif1597
  %bits1654 = bitcast float %column1494 to i32
  %call1655 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1654, i32 2, i32 31)
  %leaf1656 = bitcast i32 %call1655 to float
  %sel1658 = select i1 %cmp1075, float %leaf1656, float %column1495
  %bits1659 = bitcast float %column1508 to i32
  %call1660 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1659, i32 2, i32 31)
  %leaf1661 = bitcast i32 %call1660 to float
  %sel1663 = select i1 %cmp1075, float %leaf1661, float %column1509
  %bits1664 = bitcast float %column1522 to i32
  %call1665 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1664, i32 2, i32 31)
  %leaf1666 = bitcast i32 %call1665 to float
  %sel1668 = select i1 %cmp1075, float %leaf1666, float %column1523
  %bits1669 = bitcast float %column1536 to i32
  %call1670 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1669, i32 2, i32 31)
  %leaf1671 = bitcast i32 %call1670 to float
  %sel1673 = select i1 %cmp1075, float %leaf1671, float %column1537
  br label %endif1653

endif1653:                                        ; preds = %endif1597, %then1651
  %phi1699 = phi float [ %sel1658, %then1651 ], [ %column1495, %endif1597 ]
  %phi1701 = phi float [ %sel1663, %then1651 ], [ %column1509, %endif1597 ]
  %phi1703 = phi float [ %sel1668, %then1651 ], [ %column1523, %endif1597 ]
  %phi1705 = phi float [ %sel1673, %then1651 ], [ %column1537, %endif1597 ]
  br i1 %cmp1143, label %then1707, label %endif1709

then1707:                                         ; preds = %endif1653
  %bits1710 = bitcast float %phi1699 to i32
  %call1711 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1710, i32 9, i32 31)
  %leaf1712 = bitcast i32 %call1711 to float
  %sel1714 = select i1 %cmp1150, float %leaf1712, float %column1494
  %bits1715 = bitcast float %phi1701 to i32
  %call1716 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1715, i32 9, i32 31)
  %leaf1717 = bitcast i32 %call1716 to float
  %sel1719 = select i1 %cmp1150, float %leaf1717, float %column1508
  %bits1720 = bitcast float %phi1703 to i32
  %call1721 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1720, i32 9, i32 31)
  %leaf1722 = bitcast i32 %call1721 to float
  %sel1724 = select i1 %cmp1150, float %leaf1722, float %column1522
  %bits1725 = bitcast float %phi1705 to i32
  %call1726 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1725, i32 9, i32 31)
  %leaf1727 = bitcast i32 %call1726 to float
  %sel1729 = select i1 %cmp1150, float %leaf1727, float %column1536
  br label %endif1709

endif1709:                                        ; preds = %endif1653, %then1707
  %phi1754 = phi float [ %sel1714, %then1707 ], [ %column1494, %endif1653 ]
  %phi1756 = phi float [ %sel1719, %then1707 ], [ %column1508, %endif1653 ]
  %phi1758 = phi float [ %sel1724, %then1707 ], [ %column1522, %endif1653 ]
  %phi1760 = phi float [ %sel1729, %then1707 ], [ %column1536, %endif1653 ]
  %sel1762 = select i1 %cmp470, float %phi1195, float %phi1618
  %sel1763 = select i1 %cmp470, float %phi1120, float %phi1563
  %sel1764 = select i1 %cmp470, float %phi1195, float %phi1620
  %sel1765 = select i1 %cmp470, float %phi1120, float %phi1565
  %sel1766 = select i1 %cmp470, float %phi1195, float %phi1622
  %sel1767 = select i1 %cmp470, float %phi1120, float %phi1567
  %sel1768 = select i1 %cmp470, float %phi1195, float %phi1624
  %sel1769 = select i1 %cmp470, float %phi1120, float %phi1569
  %sel1770 = select i1 %cmp472, float %phi1209, float %phi1754
  %sel1771 = select i1 %cmp472, float %phi1134, float %phi1699
  %sel1772 = select i1 %cmp472, float %phi1209, float %phi1756
  %sel1773 = select i1 %cmp472, float %phi1134, float %phi1701
  %sel1774 = select i1 %cmp472, float %phi1209, float %phi1758
  %sel1775 = select i1 %cmp472, float %phi1134, float %phi1703
  %sel1776 = select i1 %cmp472, float %phi1209, float %phi1760
  %sel1777 = select i1 %cmp472, float %phi1134, float %phi1705
  %bits1781 = bitcast float %phi1128 to i32
  %call1782 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1781, i32 1, i32 0)
  %leaf1783 = bitcast i32 %call1782 to float
  %fmul1784 = fmul float %leaf1783, 2.000000e+00
  %fadd1785 = fadd float %phi1201, %fmul1784
  %fmul1786 = fmul float %phi1203, 3.000000e+00
  %fadd1787 = fadd float %fmul1786, %fadd1785
  %fmul1788 = fmul float %phi1128, 4.000000e+00
  %fadd1789 = fadd float %fmul1788, %fadd1787
  %fmul1790 = fmul float %phi1205, 5.000000e+00
  %fadd1791 = fadd float %fmul1790, %fadd1789
  %bits1792 = bitcast float %phi1203 to i32
  %call1793 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1792, i32 1, i32 31)
  %leaf1794 = bitcast i32 %call1793 to float
  %fmul1795 = fmul float %phi1203, 2.000000e+00
  %fadd1796 = fadd float %phi1126, %fmul1795
  %fmul1797 = fmul float %phi1128, 3.000000e+00
  %fadd1798 = fadd float %fmul1797, %fadd1796
  %fmul1799 = fmul float %leaf1794, 4.000000e+00
  %fadd1800 = fadd float %fadd1798, %fmul1799
  %fmul1801 = fmul float %phi1130, 5.000000e+00
  %fadd1802 = fadd float %fmul1801, %fadd1800
  %bits1803 = bitcast float %phi1130 to i32
  %call1804 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1803, i32 1, i32 0)
  %leaf1805 = bitcast i32 %call1804 to float
  %fmul1806 = fmul float %leaf1805, 2.000000e+00
  %fadd1807 = fadd float %phi1203, %fmul1806
  %fmul1808 = fmul float %phi1205, 3.000000e+00
  %fadd1809 = fadd float %fmul1808, %fadd1807
  %fmul1810 = fmul float %phi1130, 4.000000e+00
  %fadd1811 = fadd float %fmul1810, %fadd1809
  %fmul1812 = fmul float %phi1207, 5.000000e+00
  %fadd1813 = fadd float %fmul1812, %fadd1811
  %bits1814 = bitcast float %phi1205 to i32
  %call1815 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1814, i32 1, i32 31)
  %leaf1816 = bitcast i32 %call1815 to float
  %fmul1817 = fmul float %phi1205, 2.000000e+00
  %fadd1818 = fadd float %phi1128, %fmul1817
  %fmul1819 = fmul float %phi1130, 3.000000e+00
  %fadd1820 = fadd float %fmul1819, %fadd1818
  %fmul1821 = fmul float %leaf1816, 4.000000e+00
  %fadd1822 = fadd float %fadd1820, %fmul1821
  %fmul1823 = fmul float %phi1132, 5.000000e+00
  %fadd1824 = fadd float %fmul1823, %fadd1822
  %bits1825 = bitcast float %phi1132 to i32
  %call1826 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1825, i32 1, i32 0)
  %leaf1827 = bitcast i32 %call1826 to float
  %fmul1828 = fmul float %leaf1827, 2.000000e+00
  %fadd1829 = fadd float %phi1205, %fmul1828
  %fmul1830 = fmul float %phi1207, 3.000000e+00
  %fadd1831 = fadd float %fmul1830, %fadd1829
  %fmul1832 = fmul float %phi1132, 4.000000e+00
  %fadd1833 = fadd float %fmul1832, %fadd1831
  %fmul1834 = fmul float %phi1209, 5.000000e+00
  %fadd1835 = fadd float %fmul1834, %fadd1833
  %bits1836 = bitcast float %phi1207 to i32
  %call1837 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1836, i32 1, i32 31)
  %leaf1838 = bitcast i32 %call1837 to float
  %fmul1839 = fmul float %phi1207, 2.000000e+00
  %fadd1840 = fadd float %phi1130, %fmul1839
  %fmul1841 = fmul float %phi1132, 3.000000e+00
  %fadd1842 = fadd float %fmul1841, %fadd1840
  %fmul1843 = fmul float %leaf1838, 4.000000e+00
  %fadd1844 = fadd float %fadd1842, %fmul1843
  %fmul1845 = fmul float %phi1134, 5.000000e+00
  %fadd1846 = fadd float %fmul1845, %fadd1844
  br i1 %cmp1071, label %then1848, label %endif1850

then1848:                                         ; preds = %endif1709
  %bits1851 = bitcast float %fadd1791 to i32
  %call1852 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1851, i32 2, i32 31)
  %leaf1853 = bitcast i32 %call1852 to float
  %sel1855 = select i1 %cmp1075, float %leaf1853, float %fadd1802
  %bits1856 = bitcast float %fadd1813 to i32
  %call1857 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1856, i32 2, i32 31)
  %leaf1858 = bitcast i32 %call1857 to float
  %sel1860 = select i1 %cmp1075, float %leaf1858, float %fadd1824
  %bits1861 = bitcast float %fadd1835 to i32
  %call1862 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1861, i32 2, i32 31)
  %leaf1863 = bitcast i32 %call1862 to float
  %sel1865 = select i1 %cmp1075, float %leaf1863, float %fadd1846
  br label %endif1850

endif1850:                                        ; preds = %endif1709, %then1848
  %phi1883 = phi float [ %sel1855, %then1848 ], [ %fadd1802, %endif1709 ]
  %phi1885 = phi float [ %sel1860, %then1848 ], [ %fadd1824, %endif1709 ]
  %phi1887 = phi float [ %sel1865, %then1848 ], [ %fadd1846, %endif1709 ]
  br i1 %cmp1143, label %then1899, label %endif1901

then1899:                                         ; preds = %endif1850
  %bits1902 = bitcast float %phi1883 to i32
  %call1903 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1902, i32 9, i32 31)
  %leaf1904 = bitcast i32 %call1903 to float
  %sel1906 = select i1 %cmp1150, float %leaf1904, float %fadd1791
  %bits1907 = bitcast float %phi1885 to i32
  %call1908 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1907, i32 9, i32 31)
  %leaf1909 = bitcast i32 %call1908 to float
  %sel1911 = select i1 %cmp1150, float %leaf1909, float %fadd1813
  %bits1912 = bitcast float %phi1887 to i32
  %call1913 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1912, i32 9, i32 31)
  %leaf1914 = bitcast i32 %call1913 to float
  %sel1916 = select i1 %cmp1150, float %leaf1914, float %fadd1835
  br label %endif1901

endif1901:                                        ; preds = %endif1850, %then1899
  %phi1933 = phi float [ %sel1906, %then1899 ], [ %fadd1791, %endif1850 ]
  %phi1935 = phi float [ %sel1911, %then1899 ], [ %fadd1813, %endif1850 ]
  %phi1937 = phi float [ %sel1916, %then1899 ], [ %fadd1835, %endif1850 ]
  %bits1952 = bitcast float %sel1765 to i32
  %call1953 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1952, i32 1, i32 0)
  %leaf1954 = bitcast i32 %call1953 to float
  %fmul1955 = fmul float %leaf1954, 2.000000e+00
  %fadd1956 = fadd float %sel1762, %fmul1955
  %fmul1957 = fmul float %sel1764, 3.000000e+00
  %fadd1958 = fadd float %fmul1957, %fadd1956
  %fmul1959 = fmul float %sel1765, 4.000000e+00
  %fadd1960 = fadd float %fmul1959, %fadd1958
  %fmul1961 = fmul float %sel1766, 5.000000e+00
  %fadd1962 = fadd float %fmul1961, %fadd1960
  %bits1963 = bitcast float %sel1764 to i32
  %call1964 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1963, i32 1, i32 31)
  %leaf1965 = bitcast i32 %call1964 to float
  %fmul1966 = fmul float %sel1764, 2.000000e+00
  %fadd1967 = fadd float %sel1763, %fmul1966
  %fmul1968 = fmul float %sel1765, 3.000000e+00
  %fadd1969 = fadd float %fmul1968, %fadd1967
  %fmul1970 = fmul float %leaf1965, 4.000000e+00
  %fadd1971 = fadd float %fadd1969, %fmul1970
  %fmul1972 = fmul float %sel1767, 5.000000e+00
  %fadd1973 = fadd float %fmul1972, %fadd1971
  %bits1974 = bitcast float %sel1767 to i32
  %call1975 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1974, i32 1, i32 0)
  %leaf1976 = bitcast i32 %call1975 to float
  %fmul1977 = fmul float %leaf1976, 2.000000e+00
  %fadd1978 = fadd float %sel1764, %fmul1977
  %fmul1979 = fmul float %sel1766, 3.000000e+00
  %fadd1980 = fadd float %fmul1979, %fadd1978
  %fmul1981 = fmul float %sel1767, 4.000000e+00
  %fadd1982 = fadd float %fmul1981, %fadd1980
  %fmul1983 = fmul float %sel1768, 5.000000e+00
  %fadd1984 = fadd float %fmul1983, %fadd1982
  %bits1985 = bitcast float %sel1766 to i32
  %call1986 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1985, i32 1, i32 31)
  %leaf1987 = bitcast i32 %call1986 to float
  %fmul1988 = fmul float %sel1766, 2.000000e+00
  %fadd1989 = fadd float %sel1765, %fmul1988
  %fmul1990 = fmul float %sel1767, 3.000000e+00
  %fadd1991 = fadd float %fmul1990, %fadd1989
  %fmul1992 = fmul float %leaf1987, 4.000000e+00
  %fadd1993 = fadd float %fadd1991, %fmul1992
  %fmul1994 = fmul float %sel1769, 5.000000e+00
  %fadd1995 = fadd float %fmul1994, %fadd1993
  %bits1996 = bitcast float %sel1769 to i32
  %call1997 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1996, i32 1, i32 0)
  %leaf1998 = bitcast i32 %call1997 to float
  %fmul1999 = fmul float %leaf1998, 2.000000e+00
  %fadd2000 = fadd float %sel1766, %fmul1999
  %fmul2001 = fmul float %sel1768, 3.000000e+00
  %fadd2002 = fadd float %fmul2001, %fadd2000
  %fmul2003 = fmul float %sel1769, 4.000000e+00
  %fadd2004 = fadd float %fmul2003, %fadd2002
  %fmul2005 = fmul float %phi1195, 5.000000e+00
  %fadd2006 = fadd float %fmul2005, %fadd2004
  %bits2007 = bitcast float %sel1768 to i32
  %call2008 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2007, i32 1, i32 31)
  %leaf2009 = bitcast i32 %call2008 to float
  %fmul2010 = fmul float %sel1768, 2.000000e+00
  %fadd2011 = fadd float %sel1767, %fmul2010
  %fmul2012 = fmul float %sel1769, 3.000000e+00
  %fadd2013 = fadd float %fmul2012, %fadd2011
  %fmul2014 = fmul float %leaf2009, 4.000000e+00
  %fadd2015 = fadd float %fadd2013, %fmul2014
  %fmul2016 = fmul float %phi1120, 5.000000e+00
  %fadd2017 = fadd float %fmul2016, %fadd2015
  %bits2018 = bitcast float %phi1120 to i32
  %call2019 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2018, i32 1, i32 0)
  %leaf2020 = bitcast i32 %call2019 to float
  %fmul2021 = fmul float %leaf2020, 2.000000e+00
  %fadd2022 = fadd float %sel1768, %fmul2021
  %fmul2023 = fmul float %phi1195, 3.000000e+00
  %fadd2024 = fadd float %fmul2023, %fadd2022
  %fmul2025 = fmul float %phi1120, 4.000000e+00
  %fadd2026 = fadd float %fmul2025, %fadd2024
  %fmul2027 = fmul float %phi1197, 5.000000e+00
  %fadd2028 = fadd float %fmul2027, %fadd2026
  %bits2029 = bitcast float %phi1195 to i32
  %call2030 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2029, i32 1, i32 31)
  %leaf2031 = bitcast i32 %call2030 to float
  %fmul2032 = fmul float %phi1195, 2.000000e+00
  %fadd2033 = fadd float %fmul2032, %sel1769
  %fmul2034 = fmul float %phi1120, 3.000000e+00
  %fadd2035 = fadd float %fmul2034, %fadd2033
  %fmul2036 = fmul float %leaf2031, 4.000000e+00
  %fadd2037 = fadd float %fadd2035, %fmul2036
  %fmul2038 = fmul float %phi1122, 5.000000e+00
  %fadd2039 = fadd float %fmul2038, %fadd2037
  br i1 %cmp1071, label %then2041, label %endif2043

then2041:                                         ; preds = %endif1901
  %bits2044 = bitcast float %fadd1962 to i32
  %call2045 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2044, i32 2, i32 31)
  %leaf2046 = bitcast i32 %call2045 to float
  %sel2048 = select i1 %cmp1075, float %leaf2046, float %fadd1973
  %bits2049 = bitcast float %fadd1984 to i32
  %call2050 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2049, i32 2, i32 31)
  %leaf2051 = bitcast i32 %call2050 to float
  %sel2053 = select i1 %cmp1075, float %leaf2051, float %fadd1995
  %bits2054 = bitcast float %fadd2006 to i32
  %call2055 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2054, i32 2, i32 31)
  %leaf2056 = bitcast i32 %call2055 to float
  %sel2058 = select i1 %cmp1075, float %leaf2056, float %fadd2017
  %bits2059 = bitcast float %fadd2028 to i32
  %call2060 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2059, i32 2, i32 31)
  %leaf2061 = bitcast i32 %call2060 to float
  %sel2063 = select i1 %cmp1075, float %leaf2061, float %fadd2039
  br label %endif2043

endif2043:                                        ; preds = %endif1901, %then2041
  %phi2067 = phi float [ %sel2048, %then2041 ], [ %fadd1973, %endif1901 ]
  %phi2069 = phi float [ %sel2053, %then2041 ], [ %fadd1995, %endif1901 ]
  %phi2071 = phi float [ %sel2058, %then2041 ], [ %fadd2017, %endif1901 ]
  %phi2073 = phi float [ %sel2063, %then2041 ], [ %fadd2039, %endif1901 ]
  br i1 %cmp1143, label %then2097, label %endif2099

then2097:                                         ; preds = %endif2043
  %bits2100 = bitcast float %phi2067 to i32
  %call2101 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2100, i32 9, i32 31)
  %leaf2102 = bitcast i32 %call2101 to float
  %sel2104 = select i1 %cmp1150, float %leaf2102, float %fadd1962
  %bits2105 = bitcast float %phi2069 to i32
  %call2106 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2105, i32 9, i32 31)
  %leaf2107 = bitcast i32 %call2106 to float
  %sel2109 = select i1 %cmp1150, float %leaf2107, float %fadd1984
  %bits2110 = bitcast float %phi2071 to i32
  %call2111 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2110, i32 9, i32 31)
  %leaf2112 = bitcast i32 %call2111 to float
  %sel2114 = select i1 %cmp1150, float %leaf2112, float %fadd2006
  %bits2115 = bitcast float %phi2073 to i32
  %call2116 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2115, i32 9, i32 31)
  %leaf2117 = bitcast i32 %call2116 to float
  %sel2119 = select i1 %cmp1150, float %leaf2117, float %fadd2028
  br label %endif2099

endif2099:                                        ; preds = %endif2043, %then2097
  %phi2122 = phi float [ %sel2104, %then2097 ], [ %fadd1962, %endif2043 ]
  %phi2124 = phi float [ %sel2109, %then2097 ], [ %fadd1984, %endif2043 ]
  %phi2126 = phi float [ %sel2114, %then2097 ], [ %fadd2006, %endif2043 ]
  %phi2128 = phi float [ %sel2119, %then2097 ], [ %fadd2028, %endif2043 ]
  %sel2152 = select i1 %cmp470, float %phi2128, float %phi2122
  %sel2153 = select i1 %cmp470, float %phi2073, float %phi2067
  %sel2154 = select i1 %cmp470, float %phi2128, float %phi2124
  %sel2155 = select i1 %cmp470, float %phi2073, float %phi2069
  %sel2156 = select i1 %cmp470, float %phi2128, float %phi2126
  %sel2157 = select i1 %cmp470, float %phi2073, float %phi2071
  %bits2161 = bitcast float %phi1134 to i32
  %call2162 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2161, i32 1, i32 0)
  %leaf2163 = bitcast i32 %call2162 to float
  %fmul2164 = fmul float %leaf2163, 2.000000e+00
  %fadd2165 = fadd float %phi1207, %fmul2164
  %fmul2166 = fmul float %phi1209, 3.000000e+00
  %fadd2167 = fadd float %fmul2166, %fadd2165
  %fmul2168 = fmul float %phi1134, 4.000000e+00
  %fadd2169 = fadd float %fmul2168, %fadd2167
  %fmul2170 = fmul float %sel1770, 5.000000e+00
  %fadd2171 = fadd float %fmul2170, %fadd2169
  %bits2172 = bitcast float %phi1209 to i32
  %call2173 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2172, i32 1, i32 31)
  %leaf2174 = bitcast i32 %call2173 to float
  %fmul2175 = fmul float %phi1209, 2.000000e+00
  %fadd2176 = fadd float %phi1132, %fmul2175
  %fmul2177 = fmul float %phi1134, 3.000000e+00
  %fadd2178 = fadd float %fmul2177, %fadd2176
  %fmul2179 = fmul float %leaf2174, 4.000000e+00
  %fadd2180 = fadd float %fadd2178, %fmul2179
  %fmul2181 = fmul float %sel1771, 5.000000e+00
  %fadd2182 = fadd float %fmul2181, %fadd2180
  %bits2183 = bitcast float %sel1771 to i32
  %call2184 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2183, i32 1, i32 0)
  %leaf2185 = bitcast i32 %call2184 to float
  %fmul2186 = fmul float %leaf2185, 2.000000e+00
  %fadd2187 = fadd float %phi1209, %fmul2186
  %fmul2188 = fmul float %sel1770, 3.000000e+00
  %fadd2189 = fadd float %fmul2188, %fadd2187
  %fmul2190 = fmul float %sel1771, 4.000000e+00
  %fadd2191 = fadd float %fmul2190, %fadd2189
  %fmul2192 = fmul float %sel1772, 5.000000e+00
  %fadd2193 = fadd float %fmul2192, %fadd2191
  %bits2194 = bitcast float %sel1770 to i32
  %call2195 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2194, i32 1, i32 31)
  %leaf2196 = bitcast i32 %call2195 to float
  %fmul2197 = fmul float %sel1770, 2.000000e+00
  %fadd2198 = fadd float %phi1134, %fmul2197
  %fmul2199 = fmul float %sel1771, 3.000000e+00
  %fadd2200 = fadd float %fmul2199, %fadd2198
  %fmul2201 = fmul float %leaf2196, 4.000000e+00
  %fadd2202 = fadd float %fadd2200, %fmul2201
  %fmul2203 = fmul float %sel1773, 5.000000e+00
  %fadd2204 = fadd float %fmul2203, %fadd2202
  %bits2205 = bitcast float %sel1773 to i32
  %call2206 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2205, i32 1, i32 0)
  %leaf2207 = bitcast i32 %call2206 to float
  %fmul2208 = fmul float %leaf2207, 2.000000e+00
  %fadd2209 = fadd float %sel1770, %fmul2208
  %fmul2210 = fmul float %sel1772, 3.000000e+00
  %fadd2211 = fadd float %fmul2210, %fadd2209
  %fmul2212 = fmul float %sel1773, 4.000000e+00
  %fadd2213 = fadd float %fmul2212, %fadd2211
  %fmul2214 = fmul float %sel1774, 5.000000e+00
  %fadd2215 = fadd float %fmul2214, %fadd2213
  %bits2216 = bitcast float %sel1772 to i32
  %call2217 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2216, i32 1, i32 31)
  %leaf2218 = bitcast i32 %call2217 to float
  %fmul2219 = fmul float %sel1772, 2.000000e+00
  %fadd2220 = fadd float %sel1771, %fmul2219
  %fmul2221 = fmul float %sel1773, 3.000000e+00
  %fadd2222 = fadd float %fmul2221, %fadd2220
  %fmul2223 = fmul float %leaf2218, 4.000000e+00
  %fadd2224 = fadd float %fadd2222, %fmul2223
  %fmul2225 = fmul float %sel1775, 5.000000e+00
  %fadd2226 = fadd float %fmul2225, %fadd2224
  %bits2227 = bitcast float %sel1775 to i32
  %call2228 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2227, i32 1, i32 0)
  %leaf2229 = bitcast i32 %call2228 to float
  %fmul2230 = fmul float %leaf2229, 2.000000e+00
  %fadd2231 = fadd float %sel1772, %fmul2230
  %fmul2232 = fmul float %sel1774, 3.000000e+00
  %fadd2233 = fadd float %fmul2232, %fadd2231
  %fmul2234 = fmul float %sel1775, 4.000000e+00
  %fadd2235 = fadd float %fmul2234, %fadd2233
  %fmul2236 = fmul float %sel1776, 5.000000e+00
  %fadd2237 = fadd float %fmul2236, %fadd2235
  %bits2238 = bitcast float %sel1774 to i32
  %call2239 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2238, i32 1, i32 31)
  %leaf2240 = bitcast i32 %call2239 to float
  %fmul2241 = fmul float %sel1774, 2.000000e+00
  %fadd2242 = fadd float %sel1773, %fmul2241
  %fmul2243 = fmul float %sel1775, 3.000000e+00
  %fadd2244 = fadd float %fmul2243, %fadd2242
  %fmul2245 = fmul float %leaf2240, 4.000000e+00
  %fadd2246 = fadd float %fadd2244, %fmul2245
  %fmul2247 = fmul float %sel1777, 5.000000e+00
  %fadd2248 = fadd float %fmul2247, %fadd2246
  br i1 %cmp1071, label %then2250, label %endif2252

then2250:                                         ; preds = %endif2099
  %bits2253 = bitcast float %fadd2171 to i32
  %call2254 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2253, i32 2, i32 31)
  %leaf2255 = bitcast i32 %call2254 to float
  %sel2257 = select i1 %cmp1075, float %leaf2255, float %fadd2182
  %bits2258 = bitcast float %fadd2193 to i32
  %call2259 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2258, i32 2, i32 31)
  %leaf2260 = bitcast i32 %call2259 to float
  %sel2262 = select i1 %cmp1075, float %leaf2260, float %fadd2204
  %bits2263 = bitcast float %fadd2215 to i32
  %call2264 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2263, i32 2, i32 31)
  %leaf2265 = bitcast i32 %call2264 to float
  %sel2267 = select i1 %cmp1075, float %leaf2265, float %fadd2226
  %bits2268 = bitcast float %fadd2237 to i32
  %call2269 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2268, i32 2, i32 31)
  %leaf2270 = bitcast i32 %call2269 to float
  %sel2272 = select i1 %cmp1075, float %leaf2270, float %fadd2248
  br label %endif2252

endif2252:                                        ; preds = %endif2099, %then2250
  %phi2296 = phi float [ %sel2257, %then2250 ], [ %fadd2182, %endif2099 ]
  %phi2298 = phi float [ %sel2262, %then2250 ], [ %fadd2204, %endif2099 ]
  %phi2300 = phi float [ %sel2267, %then2250 ], [ %fadd2226, %endif2099 ]
  %phi2302 = phi float [ %sel2272, %then2250 ], [ %fadd2248, %endif2099 ]
  %bits2309 = bitcast float %phi2296 to i32
  br i1 %cmp1143, label %then2306, label %endif2308

then2306:                                         ; preds = %endif2252
  %call2310 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2309, i32 9, i32 31)
  %leaf2311 = bitcast i32 %call2310 to float
  %sel2313 = select i1 %cmp1150, float %leaf2311, float %fadd2171
  %bits2314 = bitcast float %phi2298 to i32
  %call2315 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2314, i32 9, i32 31)
  %leaf2316 = bitcast i32 %call2315 to float
  %sel2318 = select i1 %cmp1150, float %leaf2316, float %fadd2193
  %bits2319 = bitcast float %phi2300 to i32
  %call2320 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2319, i32 9, i32 31)
  %leaf2321 = bitcast i32 %call2320 to float
  %sel2323 = select i1 %cmp1150, float %leaf2321, float %fadd2215
  %bits2324 = bitcast float %phi2302 to i32
  %call2325 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2324, i32 9, i32 31)
  %leaf2326 = bitcast i32 %call2325 to float
  %sel2328 = select i1 %cmp1150, float %leaf2326, float %fadd2237
  br label %endif2308

endif2308:                                        ; preds = %endif2252, %then2306
  %phi2351 = phi float [ %sel2313, %then2306 ], [ %fadd2171, %endif2252 ]
  %phi2353 = phi float [ %sel2318, %then2306 ], [ %fadd2193, %endif2252 ]
  %phi2355 = phi float [ %sel2323, %then2306 ], [ %fadd2215, %endif2252 ]
  %phi2357 = phi float [ %sel2328, %then2306 ], [ %fadd2237, %endif2252 ]
  %sel2361 = select i1 %cmp472, float %phi2351, float %phi2353
  %sel2362 = select i1 %cmp472, float %phi2296, float %phi2298
  %sel2363 = select i1 %cmp472, float %phi2351, float %phi2355
  %sel2364 = select i1 %cmp472, float %phi2296, float %phi2300
  %sel2365 = select i1 %cmp472, float %phi2351, float %phi2357
  %sel2366 = select i1 %cmp472, float %phi2296, float %phi2302
  %bits2372 = bitcast float %sel2155 to i32
  %call2373 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2372, i32 1, i32 0)
  %leaf2374 = bitcast i32 %call2373 to float
  %fmul2375 = fmul float %leaf2374, 2.000000e+00
  %fadd2376 = fadd float %sel2152, %fmul2375
  %fmul2377 = fmul float %sel2154, 3.000000e+00
  %fadd2378 = fadd float %fmul2377, %fadd2376
  %fmul2379 = fmul float %sel2155, 4.000000e+00
  %fadd2380 = fadd float %fmul2379, %fadd2378
  %fmul2381 = fmul float %sel2156, 5.000000e+00
  %fadd2382 = fadd float %fmul2381, %fadd2380
  %bits2383 = bitcast float %sel2154 to i32
  %call2384 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2383, i32 1, i32 31)
  %leaf2385 = bitcast i32 %call2384 to float
  %fmul2386 = fmul float %sel2154, 2.000000e+00
  %fadd2387 = fadd float %sel2153, %fmul2386
  %fmul2388 = fmul float %sel2155, 3.000000e+00
  %fadd2389 = fadd float %fmul2388, %fadd2387
  %fmul2390 = fmul float %leaf2385, 4.000000e+00
  %fadd2391 = fadd float %fadd2389, %fmul2390
  %fmul2392 = fmul float %sel2157, 5.000000e+00
  %fadd2393 = fadd float %fmul2392, %fadd2391
  %bits2394 = bitcast float %sel2157 to i32
  %call2395 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2394, i32 1, i32 0)
  %leaf2396 = bitcast i32 %call2395 to float
  %fmul2397 = fmul float %leaf2396, 2.000000e+00
  %fadd2398 = fadd float %sel2154, %fmul2397
  %fmul2399 = fmul float %sel2156, 3.000000e+00
  %fadd2400 = fadd float %fmul2399, %fadd2398
  %fmul2401 = fmul float %sel2157, 4.000000e+00
  %fadd2402 = fadd float %fmul2401, %fadd2400
  %fmul2403 = fmul float %phi2128, 5.000000e+00
  %fadd2404 = fadd float %fmul2403, %fadd2402
  %bits2405 = bitcast float %sel2156 to i32
  %call2406 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2405, i32 1, i32 31)
  %leaf2407 = bitcast i32 %call2406 to float
  %fmul2408 = fmul float %sel2156, 2.000000e+00
  %fadd2409 = fadd float %sel2155, %fmul2408
  %fmul2410 = fmul float %sel2157, 3.000000e+00
  %fadd2411 = fadd float %fmul2410, %fadd2409
  %fmul2412 = fmul float %leaf2407, 4.000000e+00
  %fadd2413 = fadd float %fadd2411, %fmul2412
  %fmul2414 = fmul float %phi2073, 5.000000e+00
  %fadd2415 = fadd float %fmul2414, %fadd2413
  %bits2416 = bitcast float %phi2073 to i32
  %call2417 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2416, i32 1, i32 0)
  %leaf2418 = bitcast i32 %call2417 to float
  %fmul2419 = fmul float %leaf2418, 2.000000e+00
  %fadd2420 = fadd float %sel2156, %fmul2419
  %fmul2421 = fmul float %phi2128, 3.000000e+00
  %fadd2422 = fadd float %fmul2421, %fadd2420
  %fmul2423 = fmul float %phi2073, 4.000000e+00
  %fadd2424 = fadd float %fmul2423, %fadd2422
  %fmul2425 = fmul float %phi1366, 5.000000e+00
  %fadd2426 = fadd float %fmul2425, %fadd2424
  %bits2427 = bitcast float %phi2128 to i32
  %call2428 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2427, i32 1, i32 31)
  %leaf2429 = bitcast i32 %call2428 to float
  %fmul2430 = fmul float %phi2128, 2.000000e+00
  %fadd2431 = fadd float %sel2157, %fmul2430
  %fmul2432 = fmul float %phi2073, 3.000000e+00
  %fadd2433 = fadd float %fmul2432, %fadd2431
  %fmul2434 = fmul float %leaf2429, 4.000000e+00
  %fadd2435 = fadd float %fadd2433, %fmul2434
  %fmul2436 = fmul float %phi1316, 5.000000e+00
  %fadd2437 = fadd float %fmul2436, %fadd2435
  %bits2438 = bitcast float %phi1316 to i32
  %call2439 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2438, i32 1, i32 0)
  %leaf2440 = bitcast i32 %call2439 to float
  %fmul2441 = fmul float %leaf2440, 2.000000e+00
  %fadd2442 = fadd float %phi2128, %fmul2441
  %fmul2443 = fmul float %phi1366, 3.000000e+00
  %fadd2444 = fadd float %fmul2443, %fadd2442
  %fmul2445 = fmul float %phi1316, 4.000000e+00
  %fadd2446 = fadd float %fmul2445, %fadd2444
  %fmul2447 = fmul float %phi1368, 5.000000e+00
  %fadd2448 = fadd float %fmul2447, %fadd2446
  %bits2449 = bitcast float %phi1366 to i32
  %call2450 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2449, i32 1, i32 31)
  %leaf2451 = bitcast i32 %call2450 to float
  %fmul2452 = fmul float %phi1366, 2.000000e+00
  %fadd2453 = fadd float %fmul2452, %phi2073
  %fmul2454 = fmul float %phi1316, 3.000000e+00
  %fadd2455 = fadd float %fmul2454, %fadd2453
  %fmul2456 = fmul float %leaf2451, 4.000000e+00
  %fadd2457 = fadd float %fadd2455, %fmul2456
  %fmul2458 = fmul float %phi1318, 5.000000e+00
  %fadd2459 = fadd float %fmul2458, %fadd2457
  %bits2460 = bitcast float %phi1318 to i32
  %call2461 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2460, i32 1, i32 0)
  %leaf2462 = bitcast i32 %call2461 to float
  %fmul2463 = fmul float %leaf2462, 2.000000e+00
  %fadd2464 = fadd float %phi1366, %fmul2463
  %fmul2465 = fmul float %phi1368, 3.000000e+00
  %fadd2466 = fadd float %fmul2465, %fadd2464
  %fmul2467 = fmul float %phi1318, 4.000000e+00
  %fadd2468 = fadd float %fmul2467, %fadd2466
  %fmul2469 = fmul float %phi1370, 5.000000e+00
  %fadd2470 = fadd float %fmul2469, %fadd2468
  %bits2471 = bitcast float %phi1368 to i32
  %call2472 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2471, i32 1, i32 31)
  %leaf2473 = bitcast i32 %call2472 to float
  %fmul2474 = fmul float %phi1368, 2.000000e+00
  %fadd2475 = fadd float %phi1316, %fmul2474
  %fmul2476 = fmul float %phi1318, 3.000000e+00
  %fadd2477 = fadd float %fmul2476, %fadd2475
  %fmul2478 = fmul float %leaf2473, 4.000000e+00
  %fadd2479 = fadd float %fadd2477, %fmul2478
  %fmul2480 = fmul float %phi1320, 5.000000e+00
  %fadd2481 = fadd float %fmul2480, %fadd2479
  %bits2482 = bitcast float %phi1320 to i32
  %call2483 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2482, i32 1, i32 0)
  %leaf2484 = bitcast i32 %call2483 to float
  %fmul2485 = fmul float %leaf2484, 2.000000e+00
  %fadd2486 = fadd float %phi1368, %fmul2485
  %fmul2487 = fmul float %phi1370, 3.000000e+00
  %fadd2488 = fadd float %fmul2487, %fadd2486
  %fmul2489 = fmul float %phi1320, 4.000000e+00
  %fadd2490 = fadd float %fmul2489, %fadd2488
  %fmul2491 = fmul float %phi1933, 5.000000e+00
  %fadd2492 = fadd float %fmul2491, %fadd2490
  %bits2493 = bitcast float %phi1370 to i32
  %call2494 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2493, i32 1, i32 31)
  %leaf2495 = bitcast i32 %call2494 to float
  %fmul2496 = fmul float %phi1370, 2.000000e+00
  %fadd2497 = fadd float %phi1318, %fmul2496
  %fmul2498 = fmul float %phi1320, 3.000000e+00
  %fadd2499 = fadd float %fmul2498, %fadd2497
  %fmul2500 = fmul float %leaf2495, 4.000000e+00
  %fadd2501 = fadd float %fadd2499, %fmul2500
  %fmul2502 = fmul float %phi1883, 5.000000e+00
  %fadd2503 = fadd float %fmul2502, %fadd2501
  %bits2504 = bitcast float %phi1883 to i32
  %call2505 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2504, i32 1, i32 0)
  %leaf2506 = bitcast i32 %call2505 to float
  %fmul2507 = fmul float %leaf2506, 2.000000e+00
  %fadd2508 = fadd float %phi1370, %fmul2507
  %fmul2509 = fmul float %phi1933, 3.000000e+00
  %fadd2510 = fadd float %fmul2509, %fadd2508
  %fmul2511 = fmul float %phi1883, 4.000000e+00
  %fadd2512 = fadd float %fmul2511, %fadd2510
  %fmul2513 = fmul float %phi1935, 5.000000e+00
  %fadd2514 = fadd float %fmul2513, %fadd2512
  %bits2515 = bitcast float %phi1933 to i32
  %call2516 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2515, i32 1, i32 31)
  %leaf2517 = bitcast i32 %call2516 to float
  %fmul2518 = fmul float %phi1933, 2.000000e+00
  %fadd2519 = fadd float %phi1320, %fmul2518
  %fmul2520 = fmul float %phi1883, 3.000000e+00
  %fadd2521 = fadd float %fmul2520, %fadd2519
  %fmul2522 = fmul float %leaf2517, 4.000000e+00
  %fadd2523 = fadd float %fadd2521, %fmul2522
  %fmul2524 = fmul float %phi1885, 5.000000e+00
  %fadd2525 = fadd float %fmul2524, %fadd2523
  %bits2526 = bitcast float %phi1885 to i32
  %call2527 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2526, i32 1, i32 0)
  %leaf2528 = bitcast i32 %call2527 to float
  %fmul2529 = fmul float %leaf2528, 2.000000e+00
  %fadd2530 = fadd float %phi1933, %fmul2529
  %fmul2531 = fmul float %phi1935, 3.000000e+00
  %fadd2532 = fadd float %fmul2531, %fadd2530
  %fmul2533 = fmul float %phi1885, 4.000000e+00
  %fadd2534 = fadd float %fmul2533, %fadd2532
  %fmul2535 = fmul float %phi1937, 5.000000e+00
  %fadd2536 = fadd float %fmul2535, %fadd2534
  %bits2537 = bitcast float %phi1935 to i32
  %call2538 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2537, i32 1, i32 31)
  %leaf2539 = bitcast i32 %call2538 to float
  %fmul2540 = fmul float %phi1935, 2.000000e+00
  %fadd2541 = fadd float %phi1883, %fmul2540
  %fmul2542 = fmul float %phi1885, 3.000000e+00
  %fadd2543 = fadd float %fmul2542, %fadd2541
  %fmul2544 = fmul float %leaf2539, 4.000000e+00
  %fadd2545 = fadd float %fadd2543, %fmul2544
  %fmul2546 = fmul float %phi1887, 5.000000e+00
  %fadd2547 = fadd float %fmul2546, %fadd2545
  %bits2548 = bitcast float %phi1887 to i32
  %call2549 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2548, i32 1, i32 0)
  %leaf2550 = bitcast i32 %call2549 to float
  %fmul2551 = fmul float %leaf2550, 2.000000e+00
  %fadd2552 = fadd float %phi1935, %fmul2551
  %fmul2553 = fmul float %phi1937, 3.000000e+00
  %fadd2554 = fadd float %fmul2553, %fadd2552
  %fmul2555 = fmul float %phi1887, 4.000000e+00
  %fadd2556 = fadd float %fmul2555, %fadd2554
  %fmul2557 = fmul float %phi2351, 5.000000e+00
  %fadd2558 = fadd float %fmul2557, %fadd2556
  %bits2559 = bitcast float %phi1937 to i32
  %call2560 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2559, i32 1, i32 31)
  %leaf2561 = bitcast i32 %call2560 to float
  %fmul2562 = fmul float %phi1937, 2.000000e+00
  %fadd2563 = fadd float %phi1885, %fmul2562
  %fmul2564 = fmul float %phi1887, 3.000000e+00
  %fadd2565 = fadd float %fmul2564, %fadd2563
  %fmul2566 = fmul float %leaf2561, 4.000000e+00
  %fadd2567 = fadd float %fadd2565, %fmul2566
  %fmul2568 = fmul float %phi2296, 5.000000e+00
  %fadd2569 = fadd float %fmul2568, %fadd2567
  %call2571 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2309, i32 1, i32 0)
  %leaf2572 = bitcast i32 %call2571 to float
  %fmul2573 = fmul float %leaf2572, 2.000000e+00
  %fadd2574 = fadd float %phi1937, %fmul2573
  %fmul2575 = fmul float %phi2351, 3.000000e+00
  %fadd2576 = fadd float %fmul2575, %fadd2574
  %fmul2577 = fmul float %phi2296, 4.000000e+00
  %fadd2578 = fadd float %fmul2577, %fadd2576
  %fmul2579 = fmul float %sel2361, 5.000000e+00
  %fadd2580 = fadd float %fmul2579, %fadd2578
  %bits2581 = bitcast float %phi2351 to i32
  %call2582 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2581, i32 1, i32 31)
  %leaf2583 = bitcast i32 %call2582 to float
  %fmul2584 = fmul float %phi2351, 2.000000e+00
  %fadd2585 = fadd float %phi1887, %fmul2584
  %fmul2586 = fmul float %phi2296, 3.000000e+00
  %fadd2587 = fadd float %fmul2586, %fadd2585
  %fmul2588 = fmul float %leaf2583, 4.000000e+00
  %fadd2589 = fadd float %fadd2587, %fmul2588
  %fmul2590 = fmul float %sel2362, 5.000000e+00
  %fadd2591 = fadd float %fmul2590, %fadd2589
  %bits2592 = bitcast float %sel2362 to i32
  %call2593 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2592, i32 1, i32 0)
  %leaf2594 = bitcast i32 %call2593 to float
  %fmul2595 = fmul float %leaf2594, 2.000000e+00
  %fadd2596 = fadd float %phi2351, %fmul2595
  %fmul2597 = fmul float %sel2361, 3.000000e+00
  %fadd2598 = fadd float %fmul2597, %fadd2596
  %fmul2599 = fmul float %sel2362, 4.000000e+00
  %fadd2600 = fadd float %fmul2599, %fadd2598
  %fmul2601 = fmul float %sel2363, 5.000000e+00
  %fadd2602 = fadd float %fmul2601, %fadd2600
  %bits2603 = bitcast float %sel2361 to i32
  %call2604 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2603, i32 1, i32 31)
  %leaf2605 = bitcast i32 %call2604 to float
  %fmul2606 = fmul float %sel2361, 2.000000e+00
  %fadd2607 = fadd float %phi2296, %fmul2606
  %fmul2608 = fmul float %sel2362, 3.000000e+00
  %fadd2609 = fadd float %fmul2608, %fadd2607
  %fmul2610 = fmul float %leaf2605, 4.000000e+00
  %fadd2611 = fadd float %fadd2609, %fmul2610
  %fmul2612 = fmul float %sel2364, 5.000000e+00
  %fadd2613 = fadd float %fmul2612, %fadd2611
  %bits2614 = bitcast float %sel2364 to i32
  %call2615 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2614, i32 1, i32 0)
  %leaf2616 = bitcast i32 %call2615 to float
  %fmul2617 = fmul float %leaf2616, 2.000000e+00
  %fadd2618 = fadd float %sel2361, %fmul2617
  %fmul2619 = fmul float %sel2363, 3.000000e+00
  %fadd2620 = fadd float %fmul2619, %fadd2618
  %fmul2621 = fmul float %sel2364, 4.000000e+00
  %fadd2622 = fadd float %fmul2621, %fadd2620
  %fmul2623 = fmul float %sel2365, 5.000000e+00
  %fadd2624 = fadd float %fmul2623, %fadd2622
  %bits2625 = bitcast float %sel2363 to i32
  %call2626 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2625, i32 1, i32 31)
  %leaf2627 = bitcast i32 %call2626 to float
  %fmul2628 = fmul float %sel2363, 2.000000e+00
  %fadd2629 = fadd float %sel2362, %fmul2628
  %fmul2630 = fmul float %sel2364, 3.000000e+00
  %fadd2631 = fadd float %fmul2630, %fadd2629
  %fmul2632 = fmul float %leaf2627, 4.000000e+00
  %fadd2633 = fadd float %fadd2631, %fmul2632
  %fmul2634 = fmul float %sel2366, 5.000000e+00
  %fadd2635 = fadd float %fmul2634, %fadd2633
  br i1 %cmp1071, label %then2637, label %endif2639

then2637:                                         ; preds = %endif2308
  %bits2640 = bitcast float %fadd2382 to i32
  %call2641 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2640, i32 2, i32 31)
  %leaf2642 = bitcast i32 %call2641 to float
  %sel2644 = select i1 %cmp1075, float %leaf2642, float %fadd2393
  %bits2645 = bitcast float %fadd2404 to i32
  %call2646 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2645, i32 2, i32 31)
  %leaf2647 = bitcast i32 %call2646 to float
  %sel2649 = select i1 %cmp1075, float %leaf2647, float %fadd2415
  %bits2650 = bitcast float %fadd2426 to i32
  %call2651 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2650, i32 2, i32 31)
  %leaf2652 = bitcast i32 %call2651 to float
  %sel2654 = select i1 %cmp1075, float %leaf2652, float %fadd2437
  %bits2655 = bitcast float %fadd2448 to i32
  %call2656 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2655, i32 2, i32 31)
  %leaf2657 = bitcast i32 %call2656 to float
  %sel2659 = select i1 %cmp1075, float %leaf2657, float %fadd2459
  %bits2660 = bitcast float %fadd2470 to i32
  %call2661 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2660, i32 2, i32 31)
  %leaf2662 = bitcast i32 %call2661 to float
  %sel2664 = select i1 %cmp1075, float %leaf2662, float %fadd2481
  %bits2665 = bitcast float %fadd2492 to i32
  %call2666 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2665, i32 2, i32 31)
  %leaf2667 = bitcast i32 %call2666 to float
  %sel2669 = select i1 %cmp1075, float %leaf2667, float %fadd2503
  %bits2670 = bitcast float %fadd2514 to i32
  %call2671 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2670, i32 2, i32 31)
  %leaf2672 = bitcast i32 %call2671 to float
  %sel2674 = select i1 %cmp1075, float %leaf2672, float %fadd2525
  %bits2675 = bitcast float %fadd2536 to i32
  %call2676 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2675, i32 2, i32 31)
  %leaf2677 = bitcast i32 %call2676 to float
  %sel2679 = select i1 %cmp1075, float %leaf2677, float %fadd2547
  %bits2680 = bitcast float %fadd2558 to i32
  %call2681 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2680, i32 2, i32 31)
  %leaf2682 = bitcast i32 %call2681 to float
  %sel2684 = select i1 %cmp1075, float %leaf2682, float %fadd2569
  %bits2685 = bitcast float %fadd2580 to i32
  %call2686 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2685, i32 2, i32 31)
  %leaf2687 = bitcast i32 %call2686 to float
  %sel2689 = select i1 %cmp1075, float %leaf2687, float %fadd2591
  %bits2690 = bitcast float %fadd2602 to i32
  %call2691 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2690, i32 2, i32 31)
  %leaf2692 = bitcast i32 %call2691 to float
  %sel2694 = select i1 %cmp1075, float %leaf2692, float %fadd2613
  %bits2695 = bitcast float %fadd2624 to i32
  %call2696 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2695, i32 2, i32 31)
  %leaf2697 = bitcast i32 %call2696 to float
  %sel2699 = select i1 %cmp1075, float %leaf2697, float %fadd2635
  br label %endif2639

endif2639:                                        ; preds = %endif2308, %then2637
  %phi2705 = phi float [ %sel2644, %then2637 ], [ %fadd2393, %endif2308 ]
  %phi2707 = phi float [ %sel2649, %then2637 ], [ %fadd2415, %endif2308 ]
  %phi2709 = phi float [ %sel2654, %then2637 ], [ %fadd2437, %endif2308 ]
  %phi2711 = phi float [ %sel2659, %then2637 ], [ %fadd2459, %endif2308 ]
  %phi2713 = phi float [ %sel2664, %then2637 ], [ %fadd2481, %endif2308 ]
  %phi2715 = phi float [ %sel2669, %then2637 ], [ %fadd2503, %endif2308 ]
  %phi2717 = phi float [ %sel2674, %then2637 ], [ %fadd2525, %endif2308 ]
  %phi2719 = phi float [ %sel2679, %then2637 ], [ %fadd2547, %endif2308 ]
  %phi2721 = phi float [ %sel2684, %then2637 ], [ %fadd2569, %endif2308 ]
  %phi2723 = phi float [ %sel2689, %then2637 ], [ %fadd2591, %endif2308 ]
  %phi2725 = phi float [ %sel2694, %then2637 ], [ %fadd2613, %endif2308 ]
  %phi2727 = phi float [ %sel2699, %then2637 ], [ %fadd2635, %endif2308 ]
  br i1 %cmp1143, label %then2733, label %endif2639.endif2735_crit_edge

endif2639.endif2735_crit_edge:                    ; preds = %endif2639
  %.pre6476 = bitcast float %phi2709 to i32
  %.pre6477 = bitcast float %phi2711 to i32
  %.pre6478 = bitcast float %phi2713 to i32
  %.pre6479 = bitcast float %phi2715 to i32
  %.pre6480 = bitcast float %phi2717 to i32
  %.pre6481 = bitcast float %phi2719 to i32
  %.pre6482 = bitcast float %phi2721 to i32
  %.pre6483 = bitcast float %phi2723 to i32
  br label %endif2735

then2733:                                         ; preds = %endif2639
  %bits2736 = bitcast float %phi2705 to i32
  %call2737 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2736, i32 9, i32 31)
  %leaf2738 = bitcast i32 %call2737 to float
  %sel2740 = select i1 %cmp1150, float %leaf2738, float %fadd2382
  %bits2741 = bitcast float %phi2707 to i32
  %call2742 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2741, i32 9, i32 31)
  %leaf2743 = bitcast i32 %call2742 to float
  %sel2745 = select i1 %cmp1150, float %leaf2743, float %fadd2404
  %bits2746 = bitcast float %phi2709 to i32
  %call2747 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2746, i32 9, i32 31)
  %leaf2748 = bitcast i32 %call2747 to float
  %sel2750 = select i1 %cmp1150, float %leaf2748, float %fadd2426
  %bits2751 = bitcast float %phi2711 to i32
  %call2752 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2751, i32 9, i32 31)
  %leaf2753 = bitcast i32 %call2752 to float
  %sel2755 = select i1 %cmp1150, float %leaf2753, float %fadd2448
  %bits2756 = bitcast float %phi2713 to i32
  %call2757 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2756, i32 9, i32 31)
  %leaf2758 = bitcast i32 %call2757 to float
  %sel2760 = select i1 %cmp1150, float %leaf2758, float %fadd2470
  %bits2761 = bitcast float %phi2715 to i32
  %call2762 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2761, i32 9, i32 31)
  %leaf2763 = bitcast i32 %call2762 to float
  %sel2765 = select i1 %cmp1150, float %leaf2763, float %fadd2492
  %bits2766 = bitcast float %phi2717 to i32
  %call2767 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2766, i32 9, i32 31)
  %leaf2768 = bitcast i32 %call2767 to float
  %sel2770 = select i1 %cmp1150, float %leaf2768, float %fadd2514
  %bits2771 = bitcast float %phi2719 to i32
  %call2772 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2771, i32 9, i32 31)
  %leaf2773 = bitcast i32 %call2772 to float
  %sel2775 = select i1 %cmp1150, float %leaf2773, float %fadd2536
  %bits2776 = bitcast float %phi2721 to i32
  %call2777 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2776, i32 9, i32 31)
  %leaf2778 = bitcast i32 %call2777 to float
  %sel2780 = select i1 %cmp1150, float %leaf2778, float %fadd2558
  %bits2781 = bitcast float %phi2723 to i32
  %call2782 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2781, i32 9, i32 31)
  %leaf2783 = bitcast i32 %call2782 to float
  %sel2785 = select i1 %cmp1150, float %leaf2783, float %fadd2580
  %bits2786 = bitcast float %phi2725 to i32
  %call2787 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2786, i32 9, i32 31)
  %leaf2788 = bitcast i32 %call2787 to float
  %sel2790 = select i1 %cmp1150, float %leaf2788, float %fadd2602
  %bits2791 = bitcast float %phi2727 to i32
  %call2792 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2791, i32 9, i32 31)
  %leaf2793 = bitcast i32 %call2792 to float
  %sel2795 = select i1 %cmp1150, float %leaf2793, float %fadd2624
  br label %endif2735

endif2735:                                        ; preds = %endif2639.endif2735_crit_edge, %then2733
  %bits3017.pre-phi = phi i32 [ %.pre6483, %endif2639.endif2735_crit_edge ], [ %bits2781, %then2733 ]
  %bits2995.pre-phi = phi i32 [ %.pre6482, %endif2639.endif2735_crit_edge ], [ %bits2776, %then2733 ]
  %bits2973.pre-phi = phi i32 [ %.pre6481, %endif2639.endif2735_crit_edge ], [ %bits2771, %then2733 ]
  %bits2951.pre-phi = phi i32 [ %.pre6480, %endif2639.endif2735_crit_edge ], [ %bits2766, %then2733 ]
  %bits2929.pre-phi = phi i32 [ %.pre6479, %endif2639.endif2735_crit_edge ], [ %bits2761, %then2733 ]
  %bits2907.pre-phi = phi i32 [ %.pre6478, %endif2639.endif2735_crit_edge ], [ %bits2756, %then2733 ]
  %bits2885.pre-phi = phi i32 [ %.pre6477, %endif2639.endif2735_crit_edge ], [ %bits2751, %then2733 ]
  %bits2863.pre-phi = phi i32 [ %.pre6476, %endif2639.endif2735_crit_edge ], [ %bits2746, %then2733 ]
  %phi2800 = phi float [ %fadd2382, %endif2639.endif2735_crit_edge ], [ %sel2740, %then2733 ]
  %phi2802 = phi float [ %fadd2404, %endif2639.endif2735_crit_edge ], [ %sel2745, %then2733 ]
  %phi2804 = phi float [ %fadd2426, %endif2639.endif2735_crit_edge ], [ %sel2750, %then2733 ]
  %phi2806 = phi float [ %fadd2448, %endif2639.endif2735_crit_edge ], [ %sel2755, %then2733 ]
  %phi2808 = phi float [ %fadd2470, %endif2639.endif2735_crit_edge ], [ %sel2760, %then2733 ]
  %phi2810 = phi float [ %fadd2492, %endif2639.endif2735_crit_edge ], [ %sel2765, %then2733 ]
  %phi2812 = phi float [ %fadd2514, %endif2639.endif2735_crit_edge ], [ %sel2770, %then2733 ]
  %phi2814 = phi float [ %fadd2536, %endif2639.endif2735_crit_edge ], [ %sel2775, %then2733 ]
  %phi2816 = phi float [ %fadd2558, %endif2639.endif2735_crit_edge ], [ %sel2780, %then2733 ]
  %phi2818 = phi float [ %fadd2580, %endif2639.endif2735_crit_edge ], [ %sel2785, %then2733 ]
  %phi2820 = phi float [ %fadd2602, %endif2639.endif2735_crit_edge ], [ %sel2790, %then2733 ]
  %phi2822 = phi float [ %fadd2624, %endif2639.endif2735_crit_edge ], [ %sel2795, %then2733 ]
  %sel2828 = select i1 %cmp470, float %phi2804, float %phi2800
  %sel2829 = select i1 %cmp470, float %phi2709, float %phi2705
  %sel2830 = select i1 %cmp470, float %phi2804, float %phi2802
  %sel2831 = select i1 %cmp470, float %phi2709, float %phi2707
  %sel2832 = select i1 %cmp472, float %phi2818, float %phi2820
  %sel2833 = select i1 %cmp472, float %phi2723, float %phi2725
  %sel2834 = select i1 %cmp472, float %phi2818, float %phi2822
  %sel2835 = select i1 %cmp472, float %phi2723, float %phi2727
  %bits2841 = bitcast float %sel2831 to i32
  %call2842 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2841, i32 1, i32 0)
  %leaf2843 = bitcast i32 %call2842 to float
  %fmul2844 = fmul float %leaf2843, 2.000000e+00
  %fadd2845 = fadd float %sel2828, %fmul2844
  %fmul2846 = fmul float %sel2830, 3.000000e+00
  %fadd2847 = fadd float %fmul2846, %fadd2845
  %fmul2848 = fmul float %sel2831, 4.000000e+00
  %fadd2849 = fadd float %fmul2848, %fadd2847
  %fmul2850 = fmul float %phi2804, 5.000000e+00
  %fadd2851 = fadd float %fmul2850, %fadd2849
  %bits2852 = bitcast float %sel2830 to i32
  %call2853 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2852, i32 1, i32 31)
  %leaf2854 = bitcast i32 %call2853 to float
  %fmul2855 = fmul float %sel2830, 2.000000e+00
  %fadd2856 = fadd float %sel2829, %fmul2855
  %fmul2857 = fmul float %sel2831, 3.000000e+00
  %fadd2858 = fadd float %fmul2857, %fadd2856
  %fmul2859 = fmul float %leaf2854, 4.000000e+00
  %fadd2860 = fadd float %fadd2858, %fmul2859
  %fmul2861 = fmul float %phi2709, 5.000000e+00
  %fadd2862 = fadd float %fmul2861, %fadd2860
  %call2864 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2863.pre-phi, i32 1, i32 0)
  %leaf2865 = bitcast i32 %call2864 to float
  %fmul2866 = fmul float %leaf2865, 2.000000e+00
  %fadd2867 = fadd float %sel2830, %fmul2866
  %fmul2868 = fmul float %phi2804, 3.000000e+00
  %fadd2869 = fadd float %fmul2868, %fadd2867
  %fmul2870 = fmul float %phi2709, 4.000000e+00
  %fadd2871 = fadd float %fmul2870, %fadd2869
  %fmul2872 = fmul float %phi2806, 5.000000e+00
  %fadd2873 = fadd float %fmul2872, %fadd2871
  %bits2874 = bitcast float %phi2804 to i32
  %call2875 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2874, i32 1, i32 31)
  %leaf2876 = bitcast i32 %call2875 to float
  %fmul2877 = fmul float %phi2804, 2.000000e+00
  %fadd2878 = fadd float %sel2831, %fmul2877
  %fmul2879 = fmul float %phi2709, 3.000000e+00
  %fadd2880 = fadd float %fmul2879, %fadd2878
  %fmul2881 = fmul float %leaf2876, 4.000000e+00
  %fadd2882 = fadd float %fadd2880, %fmul2881
  %fmul2883 = fmul float %phi2711, 5.000000e+00
  %fadd2884 = fadd float %fmul2883, %fadd2882
  %call2886 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2885.pre-phi, i32 1, i32 0)
  %leaf2887 = bitcast i32 %call2886 to float
  %fmul2888 = fmul float %leaf2887, 2.000000e+00
  %fadd2889 = fadd float %phi2804, %fmul2888
  %fmul2890 = fmul float %phi2806, 3.000000e+00
  %fadd2891 = fadd float %fmul2890, %fadd2889
  %fmul2892 = fmul float %phi2711, 4.000000e+00
  %fadd2893 = fadd float %fmul2892, %fadd2891
  %fmul2894 = fmul float %phi2808, 5.000000e+00
  %fadd2895 = fadd float %fmul2894, %fadd2893
  %bits2896 = bitcast float %phi2806 to i32
  %call2897 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2896, i32 1, i32 31)
  %leaf2898 = bitcast i32 %call2897 to float
  %fmul2899 = fmul float %phi2806, 2.000000e+00
  %fadd2900 = fadd float %phi2709, %fmul2899
  %fmul2901 = fmul float %phi2711, 3.000000e+00
  %fadd2902 = fadd float %fmul2901, %fadd2900
  %fmul2903 = fmul float %leaf2898, 4.000000e+00
  %fadd2904 = fadd float %fadd2902, %fmul2903
  %fmul2905 = fmul float %phi2713, 5.000000e+00
  %fadd2906 = fadd float %fmul2905, %fadd2904
  %call2908 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2907.pre-phi, i32 1, i32 0)
  %leaf2909 = bitcast i32 %call2908 to float
  %fmul2910 = fmul float %leaf2909, 2.000000e+00
  %fadd2911 = fadd float %phi2806, %fmul2910
  %fmul2912 = fmul float %phi2808, 3.000000e+00
  %fadd2913 = fadd float %fmul2912, %fadd2911
  %fmul2914 = fmul float %phi2713, 4.000000e+00
  %fadd2915 = fadd float %fmul2914, %fadd2913
  %fmul2916 = fmul float %phi2810, 5.000000e+00
  %fadd2917 = fadd float %fmul2916, %fadd2915
  %bits2918 = bitcast float %phi2808 to i32
  %call2919 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2918, i32 1, i32 31)
  %leaf2920 = bitcast i32 %call2919 to float
  %fmul2921 = fmul float %phi2808, 2.000000e+00
  %fadd2922 = fadd float %phi2711, %fmul2921
  %fmul2923 = fmul float %phi2713, 3.000000e+00
  %fadd2924 = fadd float %fmul2923, %fadd2922
  %fmul2925 = fmul float %leaf2920, 4.000000e+00
  %fadd2926 = fadd float %fadd2924, %fmul2925
  %fmul2927 = fmul float %phi2715, 5.000000e+00
  %fadd2928 = fadd float %fmul2927, %fadd2926
  %call2930 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2929.pre-phi, i32 1, i32 0)
  %leaf2931 = bitcast i32 %call2930 to float
  %fmul2932 = fmul float %leaf2931, 2.000000e+00
  %fadd2933 = fadd float %phi2808, %fmul2932
  %fmul2934 = fmul float %phi2810, 3.000000e+00
  %fadd2935 = fadd float %fmul2934, %fadd2933
  %fmul2936 = fmul float %phi2715, 4.000000e+00
  %fadd2937 = fadd float %fmul2936, %fadd2935
  %fmul2938 = fmul float %phi2812, 5.000000e+00
  %fadd2939 = fadd float %fmul2938, %fadd2937
  %bits2940 = bitcast float %phi2810 to i32
  %call2941 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2940, i32 1, i32 31)
  %leaf2942 = bitcast i32 %call2941 to float
  %fmul2943 = fmul float %phi2810, 2.000000e+00
  %fadd2944 = fadd float %phi2713, %fmul2943
  %fmul2945 = fmul float %phi2715, 3.000000e+00
  %fadd2946 = fadd float %fmul2945, %fadd2944
  %fmul2947 = fmul float %leaf2942, 4.000000e+00
  %fadd2948 = fadd float %fadd2946, %fmul2947
  %fmul2949 = fmul float %phi2717, 5.000000e+00
  %fadd2950 = fadd float %fmul2949, %fadd2948
  %call2952 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2951.pre-phi, i32 1, i32 0)
  %leaf2953 = bitcast i32 %call2952 to float
  %fmul2954 = fmul float %leaf2953, 2.000000e+00
  %fadd2955 = fadd float %phi2810, %fmul2954
  %fmul2956 = fmul float %phi2812, 3.000000e+00
  %fadd2957 = fadd float %fmul2956, %fadd2955
  %fmul2958 = fmul float %phi2717, 4.000000e+00
  %fadd2959 = fadd float %fmul2958, %fadd2957
  %fmul2960 = fmul float %phi2814, 5.000000e+00
  %fadd2961 = fadd float %fmul2960, %fadd2959
  %bits2962 = bitcast float %phi2812 to i32
  %call2963 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2962, i32 1, i32 31)
  %leaf2964 = bitcast i32 %call2963 to float
  %fmul2965 = fmul float %phi2812, 2.000000e+00
  %fadd2966 = fadd float %phi2715, %fmul2965
  %fmul2967 = fmul float %phi2717, 3.000000e+00
  %fadd2968 = fadd float %fmul2967, %fadd2966
  %fmul2969 = fmul float %leaf2964, 4.000000e+00
  %fadd2970 = fadd float %fadd2968, %fmul2969
  %fmul2971 = fmul float %phi2719, 5.000000e+00
  %fadd2972 = fadd float %fmul2971, %fadd2970
  %call2974 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2973.pre-phi, i32 1, i32 0)
  %leaf2975 = bitcast i32 %call2974 to float
  %fmul2976 = fmul float %leaf2975, 2.000000e+00
  %fadd2977 = fadd float %phi2812, %fmul2976
  %fmul2978 = fmul float %phi2814, 3.000000e+00
  %fadd2979 = fadd float %fmul2978, %fadd2977
  %fmul2980 = fmul float %phi2719, 4.000000e+00
  %fadd2981 = fadd float %fmul2980, %fadd2979
  %fmul2982 = fmul float %phi2816, 5.000000e+00
  %fadd2983 = fadd float %fmul2982, %fadd2981
  %bits2984 = bitcast float %phi2814 to i32
  %call2985 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2984, i32 1, i32 31)
  %leaf2986 = bitcast i32 %call2985 to float
  %fmul2987 = fmul float %phi2814, 2.000000e+00
  %fadd2988 = fadd float %phi2717, %fmul2987
  %fmul2989 = fmul float %phi2719, 3.000000e+00
  %fadd2990 = fadd float %fmul2989, %fadd2988
  %fmul2991 = fmul float %leaf2986, 4.000000e+00
  %fadd2992 = fadd float %fadd2990, %fmul2991
  %fmul2993 = fmul float %phi2721, 5.000000e+00
  %fadd2994 = fadd float %fmul2993, %fadd2992
  %call2996 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2995.pre-phi, i32 1, i32 0)
  %leaf2997 = bitcast i32 %call2996 to float
  %fmul2998 = fmul float %leaf2997, 2.000000e+00
  %fadd2999 = fadd float %phi2814, %fmul2998
  %fmul3000 = fmul float %phi2816, 3.000000e+00
  %fadd3001 = fadd float %fmul3000, %fadd2999
  %fmul3002 = fmul float %phi2721, 4.000000e+00
  %fadd3003 = fadd float %fmul3002, %fadd3001
  %fmul3004 = fmul float %phi2818, 5.000000e+00
  %fadd3005 = fadd float %fmul3004, %fadd3003
  %bits3006 = bitcast float %phi2816 to i32
  %call3007 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3006, i32 1, i32 31)
  %leaf3008 = bitcast i32 %call3007 to float
  %fmul3009 = fmul float %phi2816, 2.000000e+00
  %fadd3010 = fadd float %phi2719, %fmul3009
  %fmul3011 = fmul float %phi2721, 3.000000e+00
  %fadd3012 = fadd float %fmul3011, %fadd3010
  %fmul3013 = fmul float %leaf3008, 4.000000e+00
  %fadd3014 = fadd float %fadd3012, %fmul3013
  %fmul3015 = fmul float %phi2723, 5.000000e+00
  %fadd3016 = fadd float %fmul3015, %fadd3014
  %call3018 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3017.pre-phi, i32 1, i32 0)
  %leaf3019 = bitcast i32 %call3018 to float
  %fmul3020 = fmul float %leaf3019, 2.000000e+00
  %fadd3021 = fadd float %phi2816, %fmul3020
  %fmul3022 = fmul float %phi2818, 3.000000e+00
  %fadd3023 = fadd float %fmul3022, %fadd3021
  %fmul3024 = fmul float %phi2723, 4.000000e+00
  %fadd3025 = fadd float %fmul3024, %fadd3023
  %fmul3026 = fmul float %sel2832, 5.000000e+00
  %fadd3027 = fadd float %fmul3026, %fadd3025
  %bits3028 = bitcast float %phi2818 to i32
  %call3029 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3028, i32 1, i32 31)
  %leaf3030 = bitcast i32 %call3029 to float
  %fmul3031 = fmul float %phi2818, 2.000000e+00
  %fadd3032 = fadd float %phi2721, %fmul3031
  %fmul3033 = fmul float %phi2723, 3.000000e+00
  %fadd3034 = fadd float %fmul3033, %fadd3032
  %fmul3035 = fmul float %leaf3030, 4.000000e+00
  %fadd3036 = fadd float %fadd3034, %fmul3035
  %fmul3037 = fmul float %sel2833, 5.000000e+00
  %fadd3038 = fadd float %fmul3037, %fadd3036
  %bits3039 = bitcast float %sel2833 to i32
  %call3040 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3039, i32 1, i32 0)
  %leaf3041 = bitcast i32 %call3040 to float
  %fmul3042 = fmul float %leaf3041, 2.000000e+00
  %fadd3043 = fadd float %phi2818, %fmul3042
  %fmul3044 = fmul float %sel2832, 3.000000e+00
  %fadd3045 = fadd float %fmul3044, %fadd3043
  %fmul3046 = fmul float %sel2833, 4.000000e+00
  %fadd3047 = fadd float %fmul3046, %fadd3045
  %fmul3048 = fmul float %sel2834, 5.000000e+00
  %fadd3049 = fadd float %fmul3048, %fadd3047
  %bits3050 = bitcast float %sel2832 to i32
  %call3051 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3050, i32 1, i32 31)
  %leaf3052 = bitcast i32 %call3051 to float
  %fmul3053 = fmul float %sel2832, 2.000000e+00
  %fadd3054 = fadd float %phi2723, %fmul3053
  %fmul3055 = fmul float %sel2833, 3.000000e+00
  %fadd3056 = fadd float %fmul3055, %fadd3054
  %fmul3057 = fmul float %leaf3052, 4.000000e+00
  %fadd3058 = fadd float %fadd3056, %fmul3057
  %fmul3059 = fmul float %sel2835, 5.000000e+00
  %fadd3060 = fadd float %fmul3059, %fadd3058
  br i1 %cmp1071, label %then3062, label %endif3064

then3062:                                         ; preds = %endif2735
  %bits3065 = bitcast float %fadd2851 to i32
  %call3066 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3065, i32 2, i32 31)
  %leaf3067 = bitcast i32 %call3066 to float
  %sel3069 = select i1 %cmp1075, float %leaf3067, float %fadd2862
  %bits3070 = bitcast float %fadd2873 to i32
  %call3071 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3070, i32 2, i32 31)
  %leaf3072 = bitcast i32 %call3071 to float
  %sel3074 = select i1 %cmp1075, float %leaf3072, float %fadd2884
  %bits3075 = bitcast float %fadd2895 to i32
  %call3076 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3075, i32 2, i32 31)
  %leaf3077 = bitcast i32 %call3076 to float
  %sel3079 = select i1 %cmp1075, float %leaf3077, float %fadd2906
  %bits3080 = bitcast float %fadd2917 to i32
  %call3081 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3080, i32 2, i32 31)
  %leaf3082 = bitcast i32 %call3081 to float
  %sel3084 = select i1 %cmp1075, float %leaf3082, float %fadd2928
  %bits3085 = bitcast float %fadd2939 to i32
  %call3086 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3085, i32 2, i32 31)
  %leaf3087 = bitcast i32 %call3086 to float
  %sel3089 = select i1 %cmp1075, float %leaf3087, float %fadd2950
  %bits3090 = bitcast float %fadd2961 to i32
  %call3091 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3090, i32 2, i32 31)
  %leaf3092 = bitcast i32 %call3091 to float
  %sel3094 = select i1 %cmp1075, float %leaf3092, float %fadd2972
  %bits3095 = bitcast float %fadd2983 to i32
  %call3096 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3095, i32 2, i32 31)
  %leaf3097 = bitcast i32 %call3096 to float
  %sel3099 = select i1 %cmp1075, float %leaf3097, float %fadd2994
  %bits3100 = bitcast float %fadd3005 to i32
  %call3101 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3100, i32 2, i32 31)
  %leaf3102 = bitcast i32 %call3101 to float
  %sel3104 = select i1 %cmp1075, float %leaf3102, float %fadd3016
  %bits3105 = bitcast float %fadd3027 to i32
  %call3106 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3105, i32 2, i32 31)
  %leaf3107 = bitcast i32 %call3106 to float
  %sel3109 = select i1 %cmp1075, float %leaf3107, float %fadd3038
  %bits3110 = bitcast float %fadd3049 to i32
  %call3111 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3110, i32 2, i32 31)
  %leaf3112 = bitcast i32 %call3111 to float
  %sel3114 = select i1 %cmp1075, float %leaf3112, float %fadd3060
  br label %endif3064

endif3064:                                        ; preds = %endif2735, %then3062
  %phi3122 = phi float [ %sel3069, %then3062 ], [ %fadd2862, %endif2735 ]
  %phi3124 = phi float [ %sel3074, %then3062 ], [ %fadd2884, %endif2735 ]
  %phi3126 = phi float [ %sel3079, %then3062 ], [ %fadd2906, %endif2735 ]
  %phi3128 = phi float [ %sel3084, %then3062 ], [ %fadd2928, %endif2735 ]
  %phi3130 = phi float [ %sel3089, %then3062 ], [ %fadd2950, %endif2735 ]
  %phi3132 = phi float [ %sel3094, %then3062 ], [ %fadd2972, %endif2735 ]
  %phi3134 = phi float [ %sel3099, %then3062 ], [ %fadd2994, %endif2735 ]
  %phi3136 = phi float [ %sel3104, %then3062 ], [ %fadd3016, %endif2735 ]
  %phi3138 = phi float [ %sel3109, %then3062 ], [ %fadd3038, %endif2735 ]
  %phi3140 = phi float [ %sel3114, %then3062 ], [ %fadd3060, %endif2735 ]
  br i1 %cmp1143, label %then3148, label %endif3064.endif3150_crit_edge

endif3064.endif3150_crit_edge:                    ; preds = %endif3064
  %.pre6484 = bitcast float %phi3124 to i32
  %.pre6485 = bitcast float %phi3126 to i32
  %.pre6486 = bitcast float %phi3128 to i32
  %.pre6487 = bitcast float %phi3130 to i32
  %.pre6488 = bitcast float %phi3132 to i32
  %.pre6489 = bitcast float %phi3134 to i32
  %.pre6490 = bitcast float %phi3136 to i32
  %.pre6491 = bitcast float %phi3138 to i32
  br label %endif3150

then3148:                                         ; preds = %endif3064
  %bits3151 = bitcast float %phi3122 to i32
  %call3152 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3151, i32 9, i32 31)
  %leaf3153 = bitcast i32 %call3152 to float
  %sel3155 = select i1 %cmp1150, float %leaf3153, float %fadd2851
  %bits3156 = bitcast float %phi3124 to i32
  %call3157 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3156, i32 9, i32 31)
  %leaf3158 = bitcast i32 %call3157 to float
  %sel3160 = select i1 %cmp1150, float %leaf3158, float %fadd2873
  %bits3161 = bitcast float %phi3126 to i32
  %call3162 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3161, i32 9, i32 31)
  %leaf3163 = bitcast i32 %call3162 to float
  %sel3165 = select i1 %cmp1150, float %leaf3163, float %fadd2895
  %bits3166 = bitcast float %phi3128 to i32
  %call3167 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3166, i32 9, i32 31)
  %leaf3168 = bitcast i32 %call3167 to float
  %sel3170 = select i1 %cmp1150, float %leaf3168, float %fadd2917
  %bits3171 = bitcast float %phi3130 to i32
  %call3172 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3171, i32 9, i32 31)
  %leaf3173 = bitcast i32 %call3172 to float
  %sel3175 = select i1 %cmp1150, float %leaf3173, float %fadd2939
  %bits3176 = bitcast float %phi3132 to i32
  %call3177 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3176, i32 9, i32 31)
  %leaf3178 = bitcast i32 %call3177 to float
  %sel3180 = select i1 %cmp1150, float %leaf3178, float %fadd2961
  %bits3181 = bitcast float %phi3134 to i32
  %call3182 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3181, i32 9, i32 31)
  %leaf3183 = bitcast i32 %call3182 to float
  %sel3185 = select i1 %cmp1150, float %leaf3183, float %fadd2983
  %bits3186 = bitcast float %phi3136 to i32
  %call3187 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3186, i32 9, i32 31)
  %leaf3188 = bitcast i32 %call3187 to float
  %sel3190 = select i1 %cmp1150, float %leaf3188, float %fadd3005
  %bits3191 = bitcast float %phi3138 to i32
  %call3192 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3191, i32 9, i32 31)
  %leaf3193 = bitcast i32 %call3192 to float
  %sel3195 = select i1 %cmp1150, float %leaf3193, float %fadd3027
  %bits3196 = bitcast float %phi3140 to i32
  %call3197 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3196, i32 9, i32 31)
  %leaf3198 = bitcast i32 %call3197 to float
  %sel3200 = select i1 %cmp1150, float %leaf3198, float %fadd3049
  br label %endif3150

endif3150:                                        ; preds = %endif3064.endif3150_crit_edge, %then3148
  %bits3396.pre-phi = phi i32 [ %.pre6491, %endif3064.endif3150_crit_edge ], [ %bits3191, %then3148 ]
  %bits3374.pre-phi = phi i32 [ %.pre6490, %endif3064.endif3150_crit_edge ], [ %bits3186, %then3148 ]
  %bits3352.pre-phi = phi i32 [ %.pre6489, %endif3064.endif3150_crit_edge ], [ %bits3181, %then3148 ]
  %bits3330.pre-phi = phi i32 [ %.pre6488, %endif3064.endif3150_crit_edge ], [ %bits3176, %then3148 ]
  %bits3308.pre-phi = phi i32 [ %.pre6487, %endif3064.endif3150_crit_edge ], [ %bits3171, %then3148 ]
  %bits3286.pre-phi = phi i32 [ %.pre6486, %endif3064.endif3150_crit_edge ], [ %bits3166, %then3148 ]
  %bits3264.pre-phi = phi i32 [ %.pre6485, %endif3064.endif3150_crit_edge ], [ %bits3161, %then3148 ]
  %bits3242.pre-phi = phi i32 [ %.pre6484, %endif3064.endif3150_crit_edge ], [ %bits3156, %then3148 ]
  %phi3207 = phi float [ %fadd2851, %endif3064.endif3150_crit_edge ], [ %sel3155, %then3148 ]
  %phi3209 = phi float [ %fadd2873, %endif3064.endif3150_crit_edge ], [ %sel3160, %then3148 ]
  %phi3211 = phi float [ %fadd2895, %endif3064.endif3150_crit_edge ], [ %sel3165, %then3148 ]
  %phi3213 = phi float [ %fadd2917, %endif3064.endif3150_crit_edge ], [ %sel3170, %then3148 ]
  %phi3215 = phi float [ %fadd2939, %endif3064.endif3150_crit_edge ], [ %sel3175, %then3148 ]
  %phi3217 = phi float [ %fadd2961, %endif3064.endif3150_crit_edge ], [ %sel3180, %then3148 ]
  %phi3219 = phi float [ %fadd2983, %endif3064.endif3150_crit_edge ], [ %sel3185, %then3148 ]
  %phi3221 = phi float [ %fadd3005, %endif3064.endif3150_crit_edge ], [ %sel3190, %then3148 ]
  %phi3223 = phi float [ %fadd3027, %endif3064.endif3150_crit_edge ], [ %sel3195, %then3148 ]
  %phi3225 = phi float [ %fadd3049, %endif3064.endif3150_crit_edge ], [ %sel3200, %then3148 ]
  %sel3233 = select i1 %cmp470, float %phi3209, float %phi3207
  %sel3234 = select i1 %cmp470, float %phi3124, float %phi3122
  %sel3235 = select i1 %cmp472, float %phi3223, float %phi3225
  %sel3236 = select i1 %cmp472, float %phi3138, float %phi3140
  %call3243 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3242.pre-phi, i32 1, i32 0)
  %leaf3244 = bitcast i32 %call3243 to float
  %fmul3245 = fmul float %leaf3244, 2.000000e+00
  %fadd3246 = fadd float %sel3233, %fmul3245
  %fmul3247 = fmul float %phi3209, 3.000000e+00
  %fadd3248 = fadd float %fmul3247, %fadd3246
  %fmul3249 = fmul float %phi3124, 4.000000e+00
  %fadd3250 = fadd float %fmul3249, %fadd3248
  %fmul3251 = fmul float %phi3211, 5.000000e+00
  %fadd3252 = fadd float %fmul3251, %fadd3250
  %bits3253 = bitcast float %phi3209 to i32
  %call3254 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3253, i32 1, i32 31)
  %leaf3255 = bitcast i32 %call3254 to float
  %fmul3256 = fmul float %phi3209, 2.000000e+00
  %fadd3257 = fadd float %sel3234, %fmul3256
  %fmul3258 = fmul float %phi3124, 3.000000e+00
  %fadd3259 = fadd float %fmul3258, %fadd3257
  %fmul3260 = fmul float %leaf3255, 4.000000e+00
  %fadd3261 = fadd float %fadd3259, %fmul3260
  %fmul3262 = fmul float %phi3126, 5.000000e+00
  %fadd3263 = fadd float %fmul3262, %fadd3261
  %call3265 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3264.pre-phi, i32 1, i32 0)
  %leaf3266 = bitcast i32 %call3265 to float
  %fmul3267 = fmul float %leaf3266, 2.000000e+00
  %fadd3268 = fadd float %phi3209, %fmul3267
  %fmul3269 = fmul float %phi3211, 3.000000e+00
  %fadd3270 = fadd float %fmul3269, %fadd3268
  %fmul3271 = fmul float %phi3126, 4.000000e+00
  %fadd3272 = fadd float %fmul3271, %fadd3270
  %fmul3273 = fmul float %phi3213, 5.000000e+00
  %fadd3274 = fadd float %fmul3273, %fadd3272
  %bits3275 = bitcast float %phi3211 to i32
  %call3276 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3275, i32 1, i32 31)
  %leaf3277 = bitcast i32 %call3276 to float
  %fmul3278 = fmul float %phi3211, 2.000000e+00
  %fadd3279 = fadd float %phi3124, %fmul3278
  %fmul3280 = fmul float %phi3126, 3.000000e+00
  %fadd3281 = fadd float %fmul3280, %fadd3279
  %fmul3282 = fmul float %leaf3277, 4.000000e+00
  %fadd3283 = fadd float %fadd3281, %fmul3282
  %fmul3284 = fmul float %phi3128, 5.000000e+00
  %fadd3285 = fadd float %fmul3284, %fadd3283
  %call3287 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3286.pre-phi, i32 1, i32 0)
  %leaf3288 = bitcast i32 %call3287 to float
  %fmul3289 = fmul float %leaf3288, 2.000000e+00
  %fadd3290 = fadd float %phi3211, %fmul3289
  %fmul3291 = fmul float %phi3213, 3.000000e+00
  %fadd3292 = fadd float %fmul3291, %fadd3290
  %fmul3293 = fmul float %phi3128, 4.000000e+00
  %fadd3294 = fadd float %fmul3293, %fadd3292
  %fmul3295 = fmul float %phi3215, 5.000000e+00
  %fadd3296 = fadd float %fmul3295, %fadd3294
  %bits3297 = bitcast float %phi3213 to i32
  %call3298 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3297, i32 1, i32 31)
  %leaf3299 = bitcast i32 %call3298 to float
  %fmul3300 = fmul float %phi3213, 2.000000e+00
  %fadd3301 = fadd float %phi3126, %fmul3300
  %fmul3302 = fmul float %phi3128, 3.000000e+00
  %fadd3303 = fadd float %fmul3302, %fadd3301
  %fmul3304 = fmul float %leaf3299, 4.000000e+00
  %fadd3305 = fadd float %fadd3303, %fmul3304
  %fmul3306 = fmul float %phi3130, 5.000000e+00
  %fadd3307 = fadd float %fmul3306, %fadd3305
  %call3309 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3308.pre-phi, i32 1, i32 0)
  %leaf3310 = bitcast i32 %call3309 to float
  %fmul3311 = fmul float %leaf3310, 2.000000e+00
  %fadd3312 = fadd float %phi3213, %fmul3311
  %fmul3313 = fmul float %phi3215, 3.000000e+00
  %fadd3314 = fadd float %fmul3313, %fadd3312
  %fmul3315 = fmul float %phi3130, 4.000000e+00
  %fadd3316 = fadd float %fmul3315, %fadd3314
  %fmul3317 = fmul float %phi3217, 5.000000e+00
  %fadd3318 = fadd float %fmul3317, %fadd3316
  %bits3319 = bitcast float %phi3215 to i32
  %call3320 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3319, i32 1, i32 31)
  %leaf3321 = bitcast i32 %call3320 to float
  %fmul3322 = fmul float %phi3215, 2.000000e+00
  %fadd3323 = fadd float %phi3128, %fmul3322
  %fmul3324 = fmul float %phi3130, 3.000000e+00
  %fadd3325 = fadd float %fmul3324, %fadd3323
  %fmul3326 = fmul float %leaf3321, 4.000000e+00
  %fadd3327 = fadd float %fadd3325, %fmul3326
  %fmul3328 = fmul float %phi3132, 5.000000e+00
  %fadd3329 = fadd float %fmul3328, %fadd3327
  %call3331 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3330.pre-phi, i32 1, i32 0)
  %leaf3332 = bitcast i32 %call3331 to float
  %fmul3333 = fmul float %leaf3332, 2.000000e+00
  %fadd3334 = fadd float %phi3215, %fmul3333
  %fmul3335 = fmul float %phi3217, 3.000000e+00
  %fadd3336 = fadd float %fmul3335, %fadd3334
  %fmul3337 = fmul float %phi3132, 4.000000e+00
  %fadd3338 = fadd float %fmul3337, %fadd3336
  %fmul3339 = fmul float %phi3219, 5.000000e+00
  %fadd3340 = fadd float %fmul3339, %fadd3338
  %bits3341 = bitcast float %phi3217 to i32
  %call3342 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3341, i32 1, i32 31)
  %leaf3343 = bitcast i32 %call3342 to float
  %fmul3344 = fmul float %phi3217, 2.000000e+00
  %fadd3345 = fadd float %phi3130, %fmul3344
  %fmul3346 = fmul float %phi3132, 3.000000e+00
  %fadd3347 = fadd float %fmul3346, %fadd3345
  %fmul3348 = fmul float %leaf3343, 4.000000e+00
  %fadd3349 = fadd float %fadd3347, %fmul3348
  %fmul3350 = fmul float %phi3134, 5.000000e+00
  %fadd3351 = fadd float %fmul3350, %fadd3349
  %call3353 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3352.pre-phi, i32 1, i32 0)
  %leaf3354 = bitcast i32 %call3353 to float
  %fmul3355 = fmul float %leaf3354, 2.000000e+00
  %fadd3356 = fadd float %phi3217, %fmul3355
  %fmul3357 = fmul float %phi3219, 3.000000e+00
  %fadd3358 = fadd float %fmul3357, %fadd3356
  %fmul3359 = fmul float %phi3134, 4.000000e+00
  %fadd3360 = fadd float %fmul3359, %fadd3358
  %fmul3361 = fmul float %phi3221, 5.000000e+00
  %fadd3362 = fadd float %fmul3361, %fadd3360
  %bits3363 = bitcast float %phi3219 to i32
  %call3364 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3363, i32 1, i32 31)
  %leaf3365 = bitcast i32 %call3364 to float
  %fmul3366 = fmul float %phi3219, 2.000000e+00
  %fadd3367 = fadd float %phi3132, %fmul3366
  %fmul3368 = fmul float %phi3134, 3.000000e+00
  %fadd3369 = fadd float %fmul3368, %fadd3367
  %fmul3370 = fmul float %leaf3365, 4.000000e+00
  %fadd3371 = fadd float %fadd3369, %fmul3370
  %fmul3372 = fmul float %phi3136, 5.000000e+00
  %fadd3373 = fadd float %fmul3372, %fadd3371
  %call3375 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3374.pre-phi, i32 1, i32 0)
  %leaf3376 = bitcast i32 %call3375 to float
  %fmul3377 = fmul float %leaf3376, 2.000000e+00
  %fadd3378 = fadd float %phi3219, %fmul3377
  %fmul3379 = fmul float %phi3221, 3.000000e+00
  %fadd3380 = fadd float %fmul3379, %fadd3378
  %fmul3381 = fmul float %phi3136, 4.000000e+00
  %fadd3382 = fadd float %fmul3381, %fadd3380
  %fmul3383 = fmul float %phi3223, 5.000000e+00
  %fadd3384 = fadd float %fmul3383, %fadd3382
  %bits3385 = bitcast float %phi3221 to i32
  %call3386 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3385, i32 1, i32 31)
  %leaf3387 = bitcast i32 %call3386 to float
  %fmul3388 = fmul float %phi3221, 2.000000e+00
  %fadd3389 = fadd float %phi3134, %fmul3388
  %fmul3390 = fmul float %phi3136, 3.000000e+00
  %fadd3391 = fadd float %fmul3390, %fadd3389
  %fmul3392 = fmul float %leaf3387, 4.000000e+00
  %fadd3393 = fadd float %fadd3391, %fmul3392
  %fmul3394 = fmul float %phi3138, 5.000000e+00
  %fadd3395 = fadd float %fmul3394, %fadd3393
  %call3397 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3396.pre-phi, i32 1, i32 0)
  %leaf3398 = bitcast i32 %call3397 to float
  %fmul3399 = fmul float %leaf3398, 2.000000e+00
  %fadd3400 = fadd float %phi3221, %fmul3399
  %fmul3401 = fmul float %phi3223, 3.000000e+00
  %fadd3402 = fadd float %fmul3401, %fadd3400
  %fmul3403 = fmul float %phi3138, 4.000000e+00
  %fadd3404 = fadd float %fmul3403, %fadd3402
  %fmul3405 = fmul float %sel3235, 5.000000e+00
  %fadd3406 = fadd float %fmul3405, %fadd3404
  %bits3407 = bitcast float %phi3223 to i32
  %call3408 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3407, i32 1, i32 31)
  %leaf3409 = bitcast i32 %call3408 to float
  %fmul3410 = fmul float %phi3223, 2.000000e+00
  %fadd3411 = fadd float %phi3136, %fmul3410
  %fmul3412 = fmul float %phi3138, 3.000000e+00
  %fadd3413 = fadd float %fmul3412, %fadd3411
  %fmul3414 = fmul float %leaf3409, 4.000000e+00
  %fadd3415 = fadd float %fadd3413, %fmul3414
  %fmul3416 = fmul float %sel3236, 5.000000e+00
  %fadd3417 = fadd float %fmul3416, %fadd3415
  br i1 %cmp1071, label %then3419, label %endif3421

then3419:                                         ; preds = %endif3150
  %bits3422 = bitcast float %fadd3252 to i32
  %call3423 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3422, i32 2, i32 31)
  %leaf3424 = bitcast i32 %call3423 to float
  %sel3426 = select i1 %cmp1075, float %leaf3424, float %fadd3263
  %bits3427 = bitcast float %fadd3274 to i32
  %call3428 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3427, i32 2, i32 31)
  %leaf3429 = bitcast i32 %call3428 to float
  %sel3431 = select i1 %cmp1075, float %leaf3429, float %fadd3285
  %bits3432 = bitcast float %fadd3296 to i32
  %call3433 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3432, i32 2, i32 31)
  %leaf3434 = bitcast i32 %call3433 to float
  %sel3436 = select i1 %cmp1075, float %leaf3434, float %fadd3307
  %bits3437 = bitcast float %fadd3318 to i32
  %call3438 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3437, i32 2, i32 31)
  %leaf3439 = bitcast i32 %call3438 to float
  %sel3441 = select i1 %cmp1075, float %leaf3439, float %fadd3329
  %bits3442 = bitcast float %fadd3340 to i32
  %call3443 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3442, i32 2, i32 31)
  %leaf3444 = bitcast i32 %call3443 to float
  %sel3446 = select i1 %cmp1075, float %leaf3444, float %fadd3351
  %bits3447 = bitcast float %fadd3362 to i32
  %call3448 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3447, i32 2, i32 31)
  %leaf3449 = bitcast i32 %call3448 to float
  %sel3451 = select i1 %cmp1075, float %leaf3449, float %fadd3373
  %bits3452 = bitcast float %fadd3384 to i32
  %call3453 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3452, i32 2, i32 31)
  %leaf3454 = bitcast i32 %call3453 to float
  %sel3456 = select i1 %cmp1075, float %leaf3454, float %fadd3395
  %bits3457 = bitcast float %fadd3406 to i32
  %call3458 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3457, i32 2, i32 31)
  %leaf3459 = bitcast i32 %call3458 to float
  %sel3461 = select i1 %cmp1075, float %leaf3459, float %fadd3417
  br label %endif3421

endif3421:                                        ; preds = %endif3150, %then3419
  %phi3471 = phi float [ %sel3426, %then3419 ], [ %fadd3263, %endif3150 ]
  %phi3473 = phi float [ %sel3431, %then3419 ], [ %fadd3285, %endif3150 ]
  %phi3475 = phi float [ %sel3436, %then3419 ], [ %fadd3307, %endif3150 ]
  %phi3477 = phi float [ %sel3441, %then3419 ], [ %fadd3329, %endif3150 ]
  %phi3479 = phi float [ %sel3446, %then3419 ], [ %fadd3351, %endif3150 ]
  %phi3481 = phi float [ %sel3451, %then3419 ], [ %fadd3373, %endif3150 ]
  %phi3483 = phi float [ %sel3456, %then3419 ], [ %fadd3395, %endif3150 ]
  %phi3485 = phi float [ %sel3461, %then3419 ], [ %fadd3417, %endif3150 ]
  br i1 %cmp1143, label %then3495, label %endif3497

then3495:                                         ; preds = %endif3421
  %bits3498 = bitcast float %phi3471 to i32
  %call3499 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3498, i32 9, i32 31)
  %leaf3500 = bitcast i32 %call3499 to float
  %sel3502 = select i1 %cmp1150, float %leaf3500, float %fadd3252
  %bits3503 = bitcast float %phi3473 to i32
  %call3504 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3503, i32 9, i32 31)
  %leaf3505 = bitcast i32 %call3504 to float
  %sel3507 = select i1 %cmp1150, float %leaf3505, float %fadd3274
  %bits3508 = bitcast float %phi3475 to i32
  %call3509 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3508, i32 9, i32 31)
  %leaf3510 = bitcast i32 %call3509 to float
  %sel3512 = select i1 %cmp1150, float %leaf3510, float %fadd3296
  %bits3513 = bitcast float %phi3477 to i32
  %call3514 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3513, i32 9, i32 31)
  %leaf3515 = bitcast i32 %call3514 to float
  %sel3517 = select i1 %cmp1150, float %leaf3515, float %fadd3318
  %bits3518 = bitcast float %phi3479 to i32
  %call3519 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3518, i32 9, i32 31)
  %leaf3520 = bitcast i32 %call3519 to float
  %sel3522 = select i1 %cmp1150, float %leaf3520, float %fadd3340
  %bits3523 = bitcast float %phi3481 to i32
  %call3524 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3523, i32 9, i32 31)
  %leaf3525 = bitcast i32 %call3524 to float
  %sel3527 = select i1 %cmp1150, float %leaf3525, float %fadd3362
  %bits3528 = bitcast float %phi3483 to i32
  %call3529 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3528, i32 9, i32 31)
  %leaf3530 = bitcast i32 %call3529 to float
  %sel3532 = select i1 %cmp1150, float %leaf3530, float %fadd3384
  %bits3533 = bitcast float %phi3485 to i32
  %call3534 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3533, i32 9, i32 31)
  %leaf3535 = bitcast i32 %call3534 to float
  %sel3537 = select i1 %cmp1150, float %leaf3535, float %fadd3406
  br label %endif3497

endif3497:                                        ; preds = %endif3421, %then3495
  %phi3546 = phi float [ %sel3502, %then3495 ], [ %fadd3252, %endif3421 ]
  %phi3548 = phi float [ %sel3507, %then3495 ], [ %fadd3274, %endif3421 ]
  %phi3550 = phi float [ %sel3512, %then3495 ], [ %fadd3296, %endif3421 ]
  %phi3552 = phi float [ %sel3517, %then3495 ], [ %fadd3318, %endif3421 ]
  %phi3554 = phi float [ %sel3522, %then3495 ], [ %fadd3340, %endif3421 ]
  %phi3556 = phi float [ %sel3527, %then3495 ], [ %fadd3362, %endif3421 ]
  %phi3558 = phi float [ %sel3532, %then3495 ], [ %fadd3384, %endif3421 ]
  %phi3560 = phi float [ %sel3537, %then3495 ], [ %fadd3406, %endif3421 ]
  %exitcond.not = icmp eq i64 %add506, %epochs
  br i1 %exitcond.not, label %fold.exit, label %fold.body

then3606:                                         ; preds = %fold.exit
  %add3609 = add nsw i64 %epochs, 1
  %parity3610 = and i64 %add3609, 1
  %mul3611 = shl nuw nsw i64 %sreg, 1
  %mul3612 = mul nuw nsw i64 %parity3610, %sreg4
  %add3613 = add nuw nsw i64 %mul3612, %sreg2
  %v3619 = insertelement <2 x float> poison, float %phi3580, i64 0
  %v3620 = insertelement <2 x float> %v3619, float %phi3581, i64 1
  %.idx6443 = mul nuw nsw i64 %add3613, 38912
  %102 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 %.idx6443
  %p3621 = getelementptr inbounds float, ptr addrspace(1) %102, i64 %mul3611
  store <2 x float> %v3620, ptr addrspace(1) %p3621, align 8
  %v3629 = insertelement <2 x float> poison, float %phi3582, i64 0
  %v3630 = insertelement <2 x float> %v3629, float %phi3583, i64 1
  %103 = getelementptr inbounds i8, ptr addrspace(1) %102, i64 4864
  %p3631 = getelementptr inbounds float, ptr addrspace(1) %103, i64 %mul3611
  store <2 x float> %v3630, ptr addrspace(1) %p3631, align 8
  %v3639 = insertelement <2 x float> poison, float %phi3584, i64 0
  %v3640 = insertelement <2 x float> %v3639, float %phi3585, i64 1
  %104 = getelementptr inbounds i8, ptr addrspace(1) %102, i64 9728
  %p3641 = getelementptr inbounds float, ptr addrspace(1) %104, i64 %mul3611
  store <2 x float> %v3640, ptr addrspace(1) %p3641, align 8
  %v3649 = insertelement <2 x float> poison, float %phi3586, i64 0
  %v3650 = insertelement <2 x float> %v3649, float %phi3587, i64 1
  %105 = getelementptr inbounds i8, ptr addrspace(1) %102, i64 14592
  %p3651 = getelementptr inbounds float, ptr addrspace(1) %105, i64 %mul3611
  store <2 x float> %v3650, ptr addrspace(1) %p3651, align 8
  %v3659 = insertelement <2 x float> poison, float %phi3588, i64 0
  %v3660 = insertelement <2 x float> %v3659, float %phi3589, i64 1
  %106 = getelementptr inbounds i8, ptr addrspace(1) %102, i64 19456
  %p3661 = getelementptr inbounds float, ptr addrspace(1) %106, i64 %mul3611
  store <2 x float> %v3660, ptr addrspace(1) %p3661, align 8
  %v3669 = insertelement <2 x float> poison, float %phi3590, i64 0
  %v3670 = insertelement <2 x float> %v3669, float %phi3591, i64 1
  %107 = getelementptr inbounds i8, ptr addrspace(1) %102, i64 24320
  %p3671 = getelementptr inbounds float, ptr addrspace(1) %107, i64 %mul3611
  store <2 x float> %v3670, ptr addrspace(1) %p3671, align 8
  %v3679 = insertelement <2 x float> poison, float %phi3592, i64 0
  %v3680 = insertelement <2 x float> %v3679, float %phi3593, i64 1
  %108 = getelementptr inbounds i8, ptr addrspace(1) %102, i64 29184
  %p3681 = getelementptr inbounds float, ptr addrspace(1) %108, i64 %mul3611
  store <2 x float> %v3680, ptr addrspace(1) %p3681, align 8
  %v3689 = insertelement <2 x float> poison, float %phi3594, i64 0
  %v3690 = insertelement <2 x float> %v3689, float %phi3595, i64 1
  %109 = getelementptr inbounds i8, ptr addrspace(1) %102, i64 34048
  %p3691 = getelementptr inbounds float, ptr addrspace(1) %109, i64 %mul3611
  store <2 x float> %v3690, ptr addrspace(1) %p3691, align 8
  %inside3695 = icmp ult i64 %sub, 4
  br i1 %inside3695, label %then3696, label %endif3697

endif3608:                                        ; preds = %endif5952, %endif5436, %fold.exit
  %phi6109 = phi float [ %phi3580, %fold.exit ], [ %phi5256, %endif5436 ], [ %phi6031, %endif5952 ]
  %phi6110 = phi float [ %phi3581, %fold.exit ], [ %phi5201, %endif5436 ], [ %phi5926, %endif5952 ]
  %phi6111 = phi float [ %phi3582, %fold.exit ], [ %phi4485, %endif5436 ], [ %phi6033, %endif5952 ]
  %phi6112 = phi float [ %phi3583, %fold.exit ], [ %phi4435, %endif5436 ], [ %phi5928, %endif5952 ]
  %phi6113 = phi float [ %phi3584, %fold.exit ], [ %phi4487, %endif5436 ], [ %phi6035, %endif5952 ]
  %phi6114 = phi float [ %phi3585, %fold.exit ], [ %phi4437, %endif5436 ], [ %phi5930, %endif5952 ]
  %phi6115 = phi float [ %phi3586, %fold.exit ], [ %phi4489, %endif5436 ], [ %phi6037, %endif5952 ]
  %phi6116 = phi float [ %phi3587, %fold.exit ], [ %phi4439, %endif5436 ], [ %phi5932, %endif5952 ]
  %phi6117 = phi float [ %phi3588, %fold.exit ], [ %phi5061, %endif5436 ], [ %phi6039, %endif5952 ]
  %phi6118 = phi float [ %phi3589, %fold.exit ], [ %phi5011, %endif5436 ], [ %phi5934, %endif5952 ]
  %phi6119 = phi float [ %phi3590, %fold.exit ], [ %phi5063, %endif5436 ], [ %phi6041, %endif5952 ]
  %phi6120 = phi float [ %phi3591, %fold.exit ], [ %phi5013, %endif5436 ], [ %phi5936, %endif5952 ]
  %phi6121 = phi float [ %phi3592, %fold.exit ], [ %phi5065, %endif5436 ], [ %phi6043, %endif5952 ]
  %phi6122 = phi float [ %phi3593, %fold.exit ], [ %phi5015, %endif5436 ], [ %phi5938, %endif5952 ]
  %phi6123 = phi float [ %phi3594, %fold.exit ], [ %phi5479, %endif5436 ], [ %phi6045, %endif5952 ]
  %phi6124 = phi float [ %phi3595, %fold.exit ], [ %phi5424, %endif5436 ], [ %phi5940, %endif5952 ]
  %own = icmp ult i64 %sub, 56
  %110 = and i1 %own, %cmp17
  %owns = and i1 %cmp16, %110
  %inside6145 = and i1 %cmp124, %owns
  %mul6146 = mul i64 %mul8, %5
  br i1 %inside6145, label %then6148, label %endif6149

then3696:                                         ; preds = %then3606
  %mul3701 = shl nuw nsw i64 %warp, 3
  %add3702 = or disjoint i64 %sub, %mul3701
  %.idx6463 = mul nuw nsw i64 %parity3610, 4864
  %111 = getelementptr inbounds i8, ptr addrspace(3) @band.columns, i64 %.idx6463
  %p3704 = getelementptr inbounds float, ptr addrspace(3) %111, i64 %add3702
  store float %phi3580, ptr addrspace(3) %p3704, align 8
  %112 = getelementptr inbounds i8, ptr addrspace(3) %111, i64 608
  %p3711 = getelementptr inbounds float, ptr addrspace(3) %112, i64 %add3702
  store float %phi3582, ptr addrspace(3) %p3711, align 8
  %113 = getelementptr inbounds i8, ptr addrspace(3) %111, i64 1216
  %p3718 = getelementptr inbounds float, ptr addrspace(3) %113, i64 %add3702
  store float %phi3584, ptr addrspace(3) %p3718, align 8
  %114 = getelementptr inbounds i8, ptr addrspace(3) %111, i64 1824
  %p3725 = getelementptr inbounds float, ptr addrspace(3) %114, i64 %add3702
  store float %phi3586, ptr addrspace(3) %p3725, align 8
  %115 = getelementptr inbounds i8, ptr addrspace(3) %111, i64 2432
  %p3732 = getelementptr inbounds float, ptr addrspace(3) %115, i64 %add3702
  store float %phi3588, ptr addrspace(3) %p3732, align 8
  %116 = getelementptr inbounds i8, ptr addrspace(3) %111, i64 3040
  %p3739 = getelementptr inbounds float, ptr addrspace(3) %116, i64 %add3702
  store float %phi3590, ptr addrspace(3) %p3739, align 8
  %117 = getelementptr inbounds i8, ptr addrspace(3) %111, i64 3648
  %p3746 = getelementptr inbounds float, ptr addrspace(3) %117, i64 %add3702
  store float %phi3592, ptr addrspace(3) %p3746, align 8
  %118 = getelementptr inbounds i8, ptr addrspace(3) %111, i64 4256
  %p3753 = getelementptr inbounds float, ptr addrspace(3) %118, i64 %add3702
  store float %phi3594, ptr addrspace(3) %p3753, align 8
  br label %endif3697

endif3697:                                        ; preds = %then3696, %then3606
  %119 = and i64 %sreg, 30
  %inside3755 = icmp eq i64 %119, 28
  br i1 %inside3755, label %then3756, label %endif3757

then3756:                                         ; preds = %endif3697
  %add3758 = add nsw i64 %mul7, -52
  %mul3761 = shl nuw nsw i64 %warp, 3
  %add3762 = or disjoint i64 %add3758, %mul3761
  %.idx6464 = mul nuw nsw i64 %parity3610, 4864
  %120 = getelementptr inbounds i8, ptr addrspace(3) @band.columns, i64 %.idx6464
  %p3764 = getelementptr inbounds float, ptr addrspace(3) %120, i64 %add3762
  store float %phi3580, ptr addrspace(3) %p3764, align 8
  %121 = getelementptr inbounds i8, ptr addrspace(3) %120, i64 608
  %p3771 = getelementptr inbounds float, ptr addrspace(3) %121, i64 %add3762
  store float %phi3582, ptr addrspace(3) %p3771, align 8
  %122 = getelementptr inbounds i8, ptr addrspace(3) %120, i64 1216
  %p3778 = getelementptr inbounds float, ptr addrspace(3) %122, i64 %add3762
  store float %phi3584, ptr addrspace(3) %p3778, align 8
  %123 = getelementptr inbounds i8, ptr addrspace(3) %120, i64 1824
  %p3785 = getelementptr inbounds float, ptr addrspace(3) %123, i64 %add3762
  store float %phi3586, ptr addrspace(3) %p3785, align 8
  %124 = getelementptr inbounds i8, ptr addrspace(3) %120, i64 2432
  %p3792 = getelementptr inbounds float, ptr addrspace(3) %124, i64 %add3762
  store float %phi3588, ptr addrspace(3) %p3792, align 8
  %125 = getelementptr inbounds i8, ptr addrspace(3) %120, i64 3040
  %p3799 = getelementptr inbounds float, ptr addrspace(3) %125, i64 %add3762
  store float %phi3590, ptr addrspace(3) %p3799, align 8
  %126 = getelementptr inbounds i8, ptr addrspace(3) %120, i64 3648
  %p3806 = getelementptr inbounds float, ptr addrspace(3) %126, i64 %add3762
  store float %phi3592, ptr addrspace(3) %p3806, align 8
  %127 = getelementptr inbounds i8, ptr addrspace(3) %120, i64 4256
  %p3813 = getelementptr inbounds float, ptr addrspace(3) %127, i64 %add3762
  store float %phi3594, ptr addrspace(3) %p3813, align 8
  br label %endif3757

endif3757:                                        ; preds = %then3756, %endif3697
  %sub3815 = add nsw i64 %mul7, -3
  %inside3816 = icmp ult i64 %sub3815, 4
  br i1 %inside3816, label %then3817, label %endif3818

then3817:                                         ; preds = %endif3757
  %mul3822 = shl nuw nsw i64 %warp, 3
  %add3823 = or disjoint i64 %sub3815, %mul3822
  %.idx6465 = mul nuw nsw i64 %parity3610, 4864
  %128 = getelementptr inbounds i8, ptr addrspace(3) @band.columns, i64 %.idx6465
  %p3825 = getelementptr inbounds float, ptr addrspace(3) %128, i64 %add3823
  store float %phi3581, ptr addrspace(3) %p3825, align 4
  %129 = getelementptr inbounds i8, ptr addrspace(3) %128, i64 608
  %p3832 = getelementptr inbounds float, ptr addrspace(3) %129, i64 %add3823
  store float %phi3583, ptr addrspace(3) %p3832, align 4
  %130 = getelementptr inbounds i8, ptr addrspace(3) %128, i64 1216
  %p3839 = getelementptr inbounds float, ptr addrspace(3) %130, i64 %add3823
  store float %phi3585, ptr addrspace(3) %p3839, align 4
  %131 = getelementptr inbounds i8, ptr addrspace(3) %128, i64 1824
  %p3846 = getelementptr inbounds float, ptr addrspace(3) %131, i64 %add3823
  store float %phi3587, ptr addrspace(3) %p3846, align 4
  %132 = getelementptr inbounds i8, ptr addrspace(3) %128, i64 2432
  %p3853 = getelementptr inbounds float, ptr addrspace(3) %132, i64 %add3823
  store float %phi3589, ptr addrspace(3) %p3853, align 4
  %133 = getelementptr inbounds i8, ptr addrspace(3) %128, i64 3040
  %p3860 = getelementptr inbounds float, ptr addrspace(3) %133, i64 %add3823
  store float %phi3591, ptr addrspace(3) %p3860, align 4
  %134 = getelementptr inbounds i8, ptr addrspace(3) %128, i64 3648
  %p3867 = getelementptr inbounds float, ptr addrspace(3) %134, i64 %add3823
  store float %phi3593, ptr addrspace(3) %p3867, align 4
  %135 = getelementptr inbounds i8, ptr addrspace(3) %128, i64 4256
  %p3874 = getelementptr inbounds float, ptr addrspace(3) %135, i64 %add3823
  store float %phi3595, ptr addrspace(3) %p3874, align 4
  br label %endif3818

endif3818:                                        ; preds = %then3817, %endif3757
  %sub3875 = add nsw i64 %mul7, -55
  %inside3876 = icmp ult i64 %sub3875, 4
  br i1 %inside3876, label %then3877, label %endif3878

then3877:                                         ; preds = %endif3818
  %add3879 = add nsw i64 %mul7, -51
  %mul3882 = shl nuw nsw i64 %warp, 3
  %add3883 = add nuw nsw i64 %add3879, %mul3882
  %.idx6466 = mul nuw nsw i64 %parity3610, 4864
  %136 = getelementptr i8, ptr addrspace(3) @band.columns, i64 %.idx6466
  %p3885 = getelementptr float, ptr addrspace(3) %136, i64 %add3883
  store float %phi3581, ptr addrspace(3) %p3885, align 4
  %137 = getelementptr i8, ptr addrspace(3) %136, i64 608
  %p3892 = getelementptr float, ptr addrspace(3) %137, i64 %add3883
  store float %phi3583, ptr addrspace(3) %p3892, align 4
  %138 = getelementptr i8, ptr addrspace(3) %136, i64 1216
  %p3899 = getelementptr float, ptr addrspace(3) %138, i64 %add3883
  store float %phi3585, ptr addrspace(3) %p3899, align 4
  %139 = getelementptr i8, ptr addrspace(3) %136, i64 1824
  %p3906 = getelementptr float, ptr addrspace(3) %139, i64 %add3883
  store float %phi3587, ptr addrspace(3) %p3906, align 4
  %140 = getelementptr i8, ptr addrspace(3) %136, i64 2432
  %p3913 = getelementptr float, ptr addrspace(3) %140, i64 %add3883
  store float %phi3589, ptr addrspace(3) %p3913, align 4
  %141 = getelementptr i8, ptr addrspace(3) %136, i64 3040
  %p3920 = getelementptr float, ptr addrspace(3) %141, i64 %add3883
  store float %phi3591, ptr addrspace(3) %p3920, align 4
  %142 = getelementptr i8, ptr addrspace(3) %136, i64 3648
  %p3927 = getelementptr float, ptr addrspace(3) %142, i64 %add3883
  store float %phi3593, ptr addrspace(3) %p3927, align 4
  %143 = getelementptr i8, ptr addrspace(3) %136, i64 4256
  %p3934 = getelementptr float, ptr addrspace(3) %143, i64 %add3883
  store float %phi3595, ptr addrspace(3) %p3934, align 4
  br label %endif3878

endif3878:                                        ; preds = %then3877, %endif3818
  %epoch3935 = trunc i64 %add3609 to i32
  tail call void @llvm.nvvm.barrier0()
  %cmp3936 = icmp eq i32 %call, 0
  br i1 %cmp3936, label %then3937, label %endif3938

then3937:                                         ; preds = %endif3878
  %flag3939 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %sreg2
  %address3940 = ptrtoint ptr addrspace(1) %flag3939 to i64
  tail call void asm sideeffect "st.release.gpu.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %address3940, i32 %epoch3935) #4
  br label %endif3938

endif3938:                                        ; preds = %then3937, %endif3878
  %cmp3944 = icmp ugt i32 %call, 31
  %cmp3945 = icmp ult i32 %call, 576
  %cmp3947 = icmp ult i64 %lane, 2
  %from_before3948 = and i1 %cmp3944, %cmp3947
  %sub3949 = add nsw i64 %mul7, -60
  %after3950 = icmp ult i64 %sub3949, 4
  %from_after3951 = and i1 %cmp3945, %after3950
  %add3952 = add nuw nsw i64 %mul7, 4
  %sub3942 = shl nuw nsw i64 %warp, 3
  %mul3955 = add nsw i64 %sub3942, -8
  %add3956 = add nsw i64 %add3952, %mul3955
  %.idx6495 = mul nuw nsw i64 %parity3610, 4864
  %144 = getelementptr i8, ptr addrspace(3) @band.columns, i64 %.idx6495
  %p3958 = getelementptr float, ptr addrspace(3) %144, i64 %add3956
  %address3959 = ptrtoint ptr addrspace(3) %p3958 to i64
  %145 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3959, i1 %from_before3948, float %phi3580) #4
  %mul3962 = add nuw nsw i64 %sub3942, 8
  %add3963 = add nsw i64 %mul3962, %sub3949
  %p3965 = getelementptr float, ptr addrspace(3) %144, i64 %add3963
  %address3966 = ptrtoint ptr addrspace(3) %p3965 to i64
  %146 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3966, i1 %from_after3951, float %145) #4
  %147 = getelementptr i8, ptr addrspace(3) %144, i64 608
  %p3972 = getelementptr float, ptr addrspace(3) %147, i64 %add3956
  %address3973 = ptrtoint ptr addrspace(3) %p3972 to i64
  %148 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3973, i1 %from_before3948, float %phi3582) #4
  %p3979 = getelementptr float, ptr addrspace(3) %147, i64 %add3963
  %address3980 = ptrtoint ptr addrspace(3) %p3979 to i64
  %149 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3980, i1 %from_after3951, float %148) #4
  %150 = getelementptr i8, ptr addrspace(3) %144, i64 1216
  %p3986 = getelementptr float, ptr addrspace(3) %150, i64 %add3956
  %address3987 = ptrtoint ptr addrspace(3) %p3986 to i64
  %151 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3987, i1 %from_before3948, float %phi3584) #4
  %p3993 = getelementptr float, ptr addrspace(3) %150, i64 %add3963
  %address3994 = ptrtoint ptr addrspace(3) %p3993 to i64
  %152 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3994, i1 %from_after3951, float %151) #4
  %153 = getelementptr i8, ptr addrspace(3) %144, i64 1824
  %p4000 = getelementptr float, ptr addrspace(3) %153, i64 %add3956
  %address4001 = ptrtoint ptr addrspace(3) %p4000 to i64
  %154 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4001, i1 %from_before3948, float %phi3586) #4
  %p4007 = getelementptr float, ptr addrspace(3) %153, i64 %add3963
  %address4008 = ptrtoint ptr addrspace(3) %p4007 to i64
  %155 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4008, i1 %from_after3951, float %154) #4
  %156 = getelementptr i8, ptr addrspace(3) %144, i64 2432
  %p4014 = getelementptr float, ptr addrspace(3) %156, i64 %add3956
  %address4015 = ptrtoint ptr addrspace(3) %p4014 to i64
  %157 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4015, i1 %from_before3948, float %phi3588) #4
  %p4021 = getelementptr float, ptr addrspace(3) %156, i64 %add3963
  %address4022 = ptrtoint ptr addrspace(3) %p4021 to i64
  %158 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4022, i1 %from_after3951, float %157) #4
  %159 = getelementptr i8, ptr addrspace(3) %144, i64 3040
  %p4028 = getelementptr float, ptr addrspace(3) %159, i64 %add3956
  %address4029 = ptrtoint ptr addrspace(3) %p4028 to i64
  %160 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4029, i1 %from_before3948, float %phi3590) #4
  %p4035 = getelementptr float, ptr addrspace(3) %159, i64 %add3963
  %address4036 = ptrtoint ptr addrspace(3) %p4035 to i64
  %161 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4036, i1 %from_after3951, float %160) #4
  %162 = getelementptr i8, ptr addrspace(3) %144, i64 3648
  %p4042 = getelementptr float, ptr addrspace(3) %162, i64 %add3956
  %address4043 = ptrtoint ptr addrspace(3) %p4042 to i64
  %163 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4043, i1 %from_before3948, float %phi3592) #4
  %p4049 = getelementptr float, ptr addrspace(3) %162, i64 %add3963
  %address4050 = ptrtoint ptr addrspace(3) %p4049 to i64
  %164 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4050, i1 %from_after3951, float %163) #4
  %165 = getelementptr i8, ptr addrspace(3) %144, i64 4256
  %p4056 = getelementptr float, ptr addrspace(3) %165, i64 %add3956
  %address4057 = ptrtoint ptr addrspace(3) %p4056 to i64
  %166 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4057, i1 %from_before3948, float %phi3594) #4
  %p4063 = getelementptr float, ptr addrspace(3) %165, i64 %add3963
  %address4064 = ptrtoint ptr addrspace(3) %p4063 to i64
  %167 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4064, i1 %from_after3951, float %166) #4
  %sub4068 = add nsw i64 %mul7, -59
  %after4069 = icmp ult i64 %sub4068, 4
  %from_after4070 = and i1 %cmp3945, %after4069
  %add4071 = add nuw nsw i64 %mul7, 5
  %add4075 = add nsw i64 %add4071, %mul3955
  %p4077 = getelementptr float, ptr addrspace(3) %144, i64 %add4075
  %address4078 = ptrtoint ptr addrspace(3) %p4077 to i64
  %168 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4078, i1 %from_before3948, float %phi3581) #4
  %add4082 = add nsw i64 %mul3962, %sub4068
  %p4084 = getelementptr float, ptr addrspace(3) %144, i64 %add4082
  %address4085 = ptrtoint ptr addrspace(3) %p4084 to i64
  %169 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4085, i1 %from_after4070, float %168) #4
  %p4091 = getelementptr float, ptr addrspace(3) %147, i64 %add4075
  %address4092 = ptrtoint ptr addrspace(3) %p4091 to i64
  %170 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4092, i1 %from_before3948, float %phi3583) #4
  %p4098 = getelementptr float, ptr addrspace(3) %147, i64 %add4082
  %address4099 = ptrtoint ptr addrspace(3) %p4098 to i64
  %171 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4099, i1 %from_after4070, float %170) #4
  %p4105 = getelementptr float, ptr addrspace(3) %150, i64 %add4075
  %address4106 = ptrtoint ptr addrspace(3) %p4105 to i64
  %172 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4106, i1 %from_before3948, float %phi3585) #4
  %p4112 = getelementptr float, ptr addrspace(3) %150, i64 %add4082
  %address4113 = ptrtoint ptr addrspace(3) %p4112 to i64
  %173 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4113, i1 %from_after4070, float %172) #4
  %p4119 = getelementptr float, ptr addrspace(3) %153, i64 %add4075
  %address4120 = ptrtoint ptr addrspace(3) %p4119 to i64
  %174 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4120, i1 %from_before3948, float %phi3587) #4
  %p4126 = getelementptr float, ptr addrspace(3) %153, i64 %add4082
  %address4127 = ptrtoint ptr addrspace(3) %p4126 to i64
  %175 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4127, i1 %from_after4070, float %174) #4
  %p4133 = getelementptr float, ptr addrspace(3) %156, i64 %add4075
  %address4134 = ptrtoint ptr addrspace(3) %p4133 to i64
  %176 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4134, i1 %from_before3948, float %phi3589) #4
  %p4140 = getelementptr float, ptr addrspace(3) %156, i64 %add4082
  %address4141 = ptrtoint ptr addrspace(3) %p4140 to i64
  %177 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4141, i1 %from_after4070, float %176) #4
  %p4147 = getelementptr float, ptr addrspace(3) %159, i64 %add4075
  %address4148 = ptrtoint ptr addrspace(3) %p4147 to i64
  %178 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4148, i1 %from_before3948, float %phi3591) #4
  %p4154 = getelementptr float, ptr addrspace(3) %159, i64 %add4082
  %address4155 = ptrtoint ptr addrspace(3) %p4154 to i64
  %179 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4155, i1 %from_after4070, float %178) #4
  %p4161 = getelementptr float, ptr addrspace(3) %162, i64 %add4075
  %address4162 = ptrtoint ptr addrspace(3) %p4161 to i64
  %180 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4162, i1 %from_before3948, float %phi3593) #4
  %p4168 = getelementptr float, ptr addrspace(3) %162, i64 %add4082
  %address4169 = ptrtoint ptr addrspace(3) %p4168 to i64
  %181 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4169, i1 %from_after4070, float %180) #4
  %p4175 = getelementptr float, ptr addrspace(3) %165, i64 %add4075
  %address4176 = ptrtoint ptr addrspace(3) %p4175 to i64
  %182 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4176, i1 %from_before3948, float %phi3595) #4
  %p4182 = getelementptr float, ptr addrspace(3) %165, i64 %add4082
  %address4183 = ptrtoint ptr addrspace(3) %p4182 to i64
  %183 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4183, i1 %from_after4070, float %182) #4
  %cmp4184 = icmp ult i32 %call, 32
  br i1 %cmp4184, label %then4185, label %endif4187

then4185:                                         ; preds = %endif3938
  %bits4188 = bitcast float %146 to i32
  %call4189 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4188, i32 2, i32 31)
  %leaf4190 = bitcast i32 %call4189 to float
  %cmp4191 = icmp eq i64 %lane, 1
  %sel4192 = select i1 %cmp4191, float %leaf4190, float %169
  %bits4193 = bitcast float %149 to i32
  %call4194 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4193, i32 2, i32 31)
  %leaf4195 = bitcast i32 %call4194 to float
  %sel4197 = select i1 %cmp4191, float %leaf4195, float %171
  %bits4198 = bitcast float %152 to i32
  %call4199 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4198, i32 2, i32 31)
  %leaf4200 = bitcast i32 %call4199 to float
  %sel4202 = select i1 %cmp4191, float %leaf4200, float %173
  %bits4203 = bitcast float %155 to i32
  %call4204 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4203, i32 2, i32 31)
  %leaf4205 = bitcast i32 %call4204 to float
  %sel4207 = select i1 %cmp4191, float %leaf4205, float %175
  %bits4208 = bitcast float %158 to i32
  %call4209 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4208, i32 2, i32 31)
  %leaf4210 = bitcast i32 %call4209 to float
  %sel4212 = select i1 %cmp4191, float %leaf4210, float %177
  %bits4213 = bitcast float %161 to i32
  %call4214 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4213, i32 2, i32 31)
  %leaf4215 = bitcast i32 %call4214 to float
  %sel4217 = select i1 %cmp4191, float %leaf4215, float %179
  %bits4218 = bitcast float %164 to i32
  %call4219 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4218, i32 2, i32 31)
  %leaf4220 = bitcast i32 %call4219 to float
  %sel4222 = select i1 %cmp4191, float %leaf4220, float %181
  %bits4223 = bitcast float %167 to i32
  %call4224 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4223, i32 2, i32 31)
  %leaf4225 = bitcast i32 %call4224 to float
  %sel4227 = select i1 %cmp4191, float %leaf4225, float %183
  br label %endif4187

endif4187:                                        ; preds = %endif3938, %then4185
  %phi4237 = phi float [ %sel4192, %then4185 ], [ %169, %endif3938 ]
  %phi4239 = phi float [ %sel4197, %then4185 ], [ %171, %endif3938 ]
  %phi4241 = phi float [ %sel4202, %then4185 ], [ %173, %endif3938 ]
  %phi4243 = phi float [ %sel4207, %then4185 ], [ %175, %endif3938 ]
  %phi4245 = phi float [ %sel4212, %then4185 ], [ %177, %endif3938 ]
  %phi4247 = phi float [ %sel4217, %then4185 ], [ %179, %endif3938 ]
  %phi4249 = phi float [ %sel4222, %then4185 ], [ %181, %endif3938 ]
  %phi4251 = phi float [ %sel4227, %then4185 ], [ %183, %endif3938 ]
  %cmp4260 = icmp eq i64 %warp, 18
  br i1 %cmp4260, label %then4261, label %endif4187.endif4263_crit_edge

endif4187.endif4263_crit_edge:                    ; preds = %endif4187
  %.pre6492 = bitcast float %phi4239 to i32
  %.pre6493 = bitcast float %phi4241 to i32
  %.pre6494 = bitcast float %phi4243 to i32
  br label %endif4263

then4261:                                         ; preds = %endif4187
  %bits4264 = bitcast float %phi4237 to i32
  %call4265 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4264, i32 9, i32 31)
  %leaf4266 = bitcast i32 %call4265 to float
  %cmp4267 = icmp eq i64 %lane, 10
  %sel4268 = select i1 %cmp4267, float %leaf4266, float %146
  %bits4269 = bitcast float %phi4239 to i32
  %call4270 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4269, i32 9, i32 31)
  %leaf4271 = bitcast i32 %call4270 to float
  %sel4273 = select i1 %cmp4267, float %leaf4271, float %149
  %bits4274 = bitcast float %phi4241 to i32
  %call4275 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4274, i32 9, i32 31)
  %leaf4276 = bitcast i32 %call4275 to float
  %sel4278 = select i1 %cmp4267, float %leaf4276, float %152
  %bits4279 = bitcast float %phi4243 to i32
  %call4280 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4279, i32 9, i32 31)
  %leaf4281 = bitcast i32 %call4280 to float
  %sel4283 = select i1 %cmp4267, float %leaf4281, float %155
  %bits4284 = bitcast float %phi4245 to i32
  %call4285 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4284, i32 9, i32 31)
  %leaf4286 = bitcast i32 %call4285 to float
  %sel4288 = select i1 %cmp4267, float %leaf4286, float %158
  %bits4289 = bitcast float %phi4247 to i32
  %call4290 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4289, i32 9, i32 31)
  %leaf4291 = bitcast i32 %call4290 to float
  %sel4293 = select i1 %cmp4267, float %leaf4291, float %161
  %bits4294 = bitcast float %phi4249 to i32
  %call4295 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4294, i32 9, i32 31)
  %leaf4296 = bitcast i32 %call4295 to float
  %sel4298 = select i1 %cmp4267, float %leaf4296, float %164
  %bits4299 = bitcast float %phi4251 to i32
  %call4300 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4299, i32 9, i32 31)
  %leaf4301 = bitcast i32 %call4300 to float
  %sel4303 = select i1 %cmp4267, float %leaf4301, float %167
  br label %endif4263

endif4263:                                        ; preds = %endif4187.endif4263_crit_edge, %then4261
  %bits4383.pre-phi = phi i32 [ %.pre6494, %endif4187.endif4263_crit_edge ], [ %bits4279, %then4261 ]
  %bits4361.pre-phi = phi i32 [ %.pre6493, %endif4187.endif4263_crit_edge ], [ %bits4274, %then4261 ]
  %bits4339.pre-phi = phi i32 [ %.pre6492, %endif4187.endif4263_crit_edge ], [ %bits4269, %then4261 ]
  %phi4312 = phi float [ %146, %endif4187.endif4263_crit_edge ], [ %sel4268, %then4261 ]
  %phi4314 = phi float [ %149, %endif4187.endif4263_crit_edge ], [ %sel4273, %then4261 ]
  %phi4316 = phi float [ %152, %endif4187.endif4263_crit_edge ], [ %sel4278, %then4261 ]
  %phi4318 = phi float [ %155, %endif4187.endif4263_crit_edge ], [ %sel4283, %then4261 ]
  %phi4320 = phi float [ %158, %endif4187.endif4263_crit_edge ], [ %sel4288, %then4261 ]
  %phi4322 = phi float [ %161, %endif4187.endif4263_crit_edge ], [ %sel4293, %then4261 ]
  %phi4324 = phi float [ %164, %endif4187.endif4263_crit_edge ], [ %sel4298, %then4261 ]
  %phi4326 = phi float [ %167, %endif4187.endif4263_crit_edge ], [ %sel4303, %then4261 ]
  %call4340 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4339.pre-phi, i32 1, i32 0)
  %leaf4341 = bitcast i32 %call4340 to float
  %fmul4342 = fmul float %leaf4341, 2.000000e+00
  %fadd4343 = fadd float %phi4312, %fmul4342
  %fmul4344 = fmul float %phi4314, 3.000000e+00
  %fadd4345 = fadd float %fmul4344, %fadd4343
  %fmul4346 = fmul float %phi4239, 4.000000e+00
  %fadd4347 = fadd float %fmul4346, %fadd4345
  %fmul4348 = fmul float %phi4316, 5.000000e+00
  %fadd4349 = fadd float %fmul4348, %fadd4347
  %bits4350 = bitcast float %phi4314 to i32
  %call4351 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4350, i32 1, i32 31)
  %leaf4352 = bitcast i32 %call4351 to float
  %fmul4353 = fmul float %phi4314, 2.000000e+00
  %fadd4354 = fadd float %phi4237, %fmul4353
  %fmul4355 = fmul float %phi4239, 3.000000e+00
  %fadd4356 = fadd float %fmul4355, %fadd4354
  %fmul4357 = fmul float %leaf4352, 4.000000e+00
  %fadd4358 = fadd float %fadd4356, %fmul4357
  %fmul4359 = fmul float %phi4241, 5.000000e+00
  %fadd4360 = fadd float %fmul4359, %fadd4358
  %call4362 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4361.pre-phi, i32 1, i32 0)
  %leaf4363 = bitcast i32 %call4362 to float
  %fmul4364 = fmul float %leaf4363, 2.000000e+00
  %fadd4365 = fadd float %phi4314, %fmul4364
  %fmul4366 = fmul float %phi4316, 3.000000e+00
  %fadd4367 = fadd float %fmul4366, %fadd4365
  %fmul4368 = fmul float %phi4241, 4.000000e+00
  %fadd4369 = fadd float %fmul4368, %fadd4367
  %fmul4370 = fmul float %phi4318, 5.000000e+00
  %fadd4371 = fadd float %fmul4370, %fadd4369
  %bits4372 = bitcast float %phi4316 to i32
  %call4373 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4372, i32 1, i32 31)
  %leaf4374 = bitcast i32 %call4373 to float
  %fmul4375 = fmul float %phi4316, 2.000000e+00
  %fadd4376 = fadd float %phi4239, %fmul4375
  %fmul4377 = fmul float %phi4241, 3.000000e+00
  %fadd4378 = fadd float %fmul4377, %fadd4376
  %fmul4379 = fmul float %leaf4374, 4.000000e+00
  %fadd4380 = fadd float %fadd4378, %fmul4379
  %fmul4381 = fmul float %phi4243, 5.000000e+00
  %fadd4382 = fadd float %fmul4381, %fadd4380
  %call4384 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4383.pre-phi, i32 1, i32 0)
  %leaf4385 = bitcast i32 %call4384 to float
  %fmul4386 = fmul float %leaf4385, 2.000000e+00
  %fadd4387 = fadd float %phi4316, %fmul4386
  %fmul4388 = fmul float %phi4318, 3.000000e+00
  %fadd4389 = fadd float %fmul4388, %fadd4387
  %fmul4390 = fmul float %phi4243, 4.000000e+00
  %fadd4391 = fadd float %fmul4390, %fadd4389
  %fmul4392 = fmul float %phi4320, 5.000000e+00
  %fadd4393 = fadd float %fmul4392, %fadd4391
  %bits4394 = bitcast float %phi4318 to i32
  %call4395 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4394, i32 1, i32 31)
  %leaf4396 = bitcast i32 %call4395 to float
  %fmul4397 = fmul float %phi4318, 2.000000e+00
  %fadd4398 = fadd float %phi4241, %fmul4397
  %fmul4399 = fmul float %phi4243, 3.000000e+00
  %fadd4400 = fadd float %fmul4399, %fadd4398
  %fmul4401 = fmul float %leaf4396, 4.000000e+00
  %fadd4402 = fadd float %fadd4400, %fmul4401
  %fmul4403 = fmul float %phi4245, 5.000000e+00
  %fadd4404 = fadd float %fmul4403, %fadd4402
  br i1 %cmp4184, label %then4406, label %endif4408

then4406:                                         ; preds = %endif4263
  %bits4409 = bitcast float %fadd4349 to i32
  %call4410 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4409, i32 2, i32 31)
  %leaf4411 = bitcast i32 %call4410 to float
  %cmp4412 = icmp eq i64 %lane, 1
  %sel4413 = select i1 %cmp4412, float %leaf4411, float %fadd4360
  %bits4414 = bitcast float %fadd4371 to i32
  %call4415 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4414, i32 2, i32 31)
  %leaf4416 = bitcast i32 %call4415 to float
  %sel4418 = select i1 %cmp4412, float %leaf4416, float %fadd4382
  %bits4419 = bitcast float %fadd4393 to i32
  %call4420 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4419, i32 2, i32 31)
  %leaf4421 = bitcast i32 %call4420 to float
  %sel4423 = select i1 %cmp4412, float %leaf4421, float %fadd4404
  br label %endif4408

endif4408:                                        ; preds = %endif4263, %then4406
  %phi4435 = phi float [ %sel4413, %then4406 ], [ %fadd4360, %endif4263 ]
  %phi4437 = phi float [ %sel4418, %then4406 ], [ %fadd4382, %endif4263 ]
  %phi4439 = phi float [ %sel4423, %then4406 ], [ %fadd4404, %endif4263 ]
  br i1 %cmp4260, label %then4457, label %endif4459

then4457:                                         ; preds = %endif4408
  %bits4460 = bitcast float %phi4435 to i32
  %call4461 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4460, i32 9, i32 31)
  %leaf4462 = bitcast i32 %call4461 to float
  %cmp4463 = icmp eq i64 %lane, 10
  %sel4464 = select i1 %cmp4463, float %leaf4462, float %fadd4349
  %bits4465 = bitcast float %phi4437 to i32
  %call4466 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4465, i32 9, i32 31)
  %leaf4467 = bitcast i32 %call4466 to float
  %sel4469 = select i1 %cmp4463, float %leaf4467, float %fadd4371
  %bits4470 = bitcast float %phi4439 to i32
  %call4471 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4470, i32 9, i32 31)
  %leaf4472 = bitcast i32 %call4471 to float
  %sel4474 = select i1 %cmp4463, float %leaf4472, float %fadd4393
  br label %endif4459

endif4459:                                        ; preds = %endif4408, %then4457
  %phi4485 = phi float [ %sel4464, %then4457 ], [ %fadd4349, %endif4408 ]
  %phi4487 = phi float [ %sel4469, %then4457 ], [ %fadd4371, %endif4408 ]
  %phi4489 = phi float [ %sel4474, %then4457 ], [ %fadd4393, %endif4408 ]
  %184 = add nsw i32 %call1, -1
  %exists4510 = icmp ult i32 %184, %call3
  %cmp4511 = icmp eq i32 %call, 1
  %waits4512 = and i1 %cmp4511, %exists4510
  br i1 %waits4512, label %repeat.body4515.preheader, label %endif4514

repeat.body4515.preheader:                        ; preds = %endif4459
  %185 = getelementptr i32, ptr addrspace(1) %3, i64 %sreg2
  %flag4517 = getelementptr i8, ptr addrspace(1) %185, i64 -4
  %address4518 = ptrtoint ptr addrspace(1) %flag4517 to i64
  br label %repeat.body4515

endif4514:                                        ; preds = %repeat.body4515, %endif4459
  %add4521 = add nuw nsw i64 %sreg2, 1
  %cmp4523 = icmp ult i64 %add4521, %sreg4
  %cmp4525 = icmp eq i32 %call, 32
  %waits4526 = and i1 %cmp4525, %cmp4523
  br i1 %waits4526, label %repeat.body4529.preheader, label %endif4528

repeat.body4529.preheader:                        ; preds = %endif4514
  %flag4531 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add4521
  %address4532 = ptrtoint ptr addrspace(1) %flag4531 to i64
  br label %repeat.body4529

repeat.body4515:                                  ; preds = %repeat.body4515.preheader, %repeat.body4515
  %186 = tail call i32 asm sideeffect "ld.acquire.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %address4518) #4
  %behind4519 = sub i32 %186, %epoch3935
  %cmp4520 = icmp slt i32 %behind4519, 0
  br i1 %cmp4520, label %repeat.body4515, label %endif4514

endif4528:                                        ; preds = %repeat.body4529, %endif4514
  tail call void @llvm.nvvm.barrier0()
  %sub4535 = add nsw i64 %sreg2, -1
  %cmp4548 = icmp ugt i64 %lane, 29
  %after4550 = and i1 %cmp3945, %cmp4548
  %shift4551 = select i1 %after4550, i64 8, i64 0
  %shift4552 = select i1 %from_before3948, i64 -8, i64 %shift4551
  %add4553 = add nsw i64 %shift4552, %mul3611
  %call4555 = tail call i64 @llvm.smin.i64(i64 %sub4535, i64 %sub471)
  %call4556 = tail call i64 @llvm.smax.i64(i64 %call4555, i64 0)
  %add4558 = add nuw nsw i64 %mul3612, %call4556
  %.idx6451 = mul nuw nsw i64 %add4558, 38912
  %187 = getelementptr i8, ptr addrspace(1) %2, i64 %.idx6451
  %188 = getelementptr i8, ptr addrspace(1) %187, i64 19456
  %p4564 = getelementptr float, ptr addrspace(1) %188, i64 %add4553
  %row4565 = load volatile <2 x float>, ptr addrspace(1) %p4564, align 8
  %column4566 = extractelement <2 x float> %row4565, i64 0
  %column4567 = extractelement <2 x float> %row4565, i64 1
  %189 = getelementptr i8, ptr addrspace(1) %187, i64 24320
  %p4578 = getelementptr float, ptr addrspace(1) %189, i64 %add4553
  %row4579 = load volatile <2 x float>, ptr addrspace(1) %p4578, align 8
  %column4580 = extractelement <2 x float> %row4579, i64 0
  %column4581 = extractelement <2 x float> %row4579, i64 1
  %190 = getelementptr i8, ptr addrspace(1) %187, i64 29184
  %p4592 = getelementptr float, ptr addrspace(1) %190, i64 %add4553
  %row4593 = load volatile <2 x float>, ptr addrspace(1) %p4592, align 8
  %column4594 = extractelement <2 x float> %row4593, i64 0
  %column4595 = extractelement <2 x float> %row4593, i64 1
  %191 = getelementptr i8, ptr addrspace(1) %187, i64 34048
  %p4606 = getelementptr float, ptr addrspace(1) %191, i64 %add4553
  %row4607 = load volatile <2 x float>, ptr addrspace(1) %p4606, align 8
  %column4608 = extractelement <2 x float> %row4607, i64 0
  %column4609 = extractelement <2 x float> %row4607, i64 1
  %call4611 = tail call i64 @llvm.smin.i64(i64 %add4521, i64 %sub471)
  %call4612 = tail call i64 @llvm.smax.i64(i64 %call4611, i64 0)
  %add4614 = add nuw nsw i64 %mul3612, %call4612
  %.idx6455 = mul nuw nsw i64 %add4614, 38912
  %192 = getelementptr i8, ptr addrspace(1) %2, i64 %.idx6455
  %p4620 = getelementptr float, ptr addrspace(1) %192, i64 %add4553
  %row4621 = load volatile <2 x float>, ptr addrspace(1) %p4620, align 8
  %column4622 = extractelement <2 x float> %row4621, i64 0
  %column4623 = extractelement <2 x float> %row4621, i64 1
  %193 = getelementptr i8, ptr addrspace(1) %192, i64 4864
  %p4634 = getelementptr float, ptr addrspace(1) %193, i64 %add4553
  %row4635 = load volatile <2 x float>, ptr addrspace(1) %p4634, align 8
  %column4636 = extractelement <2 x float> %row4635, i64 0
  %column4637 = extractelement <2 x float> %row4635, i64 1
  %194 = getelementptr i8, ptr addrspace(1) %192, i64 9728
  %p4648 = getelementptr float, ptr addrspace(1) %194, i64 %add4553
  %row4649 = load volatile <2 x float>, ptr addrspace(1) %p4648, align 8
  %column4650 = extractelement <2 x float> %row4649, i64 0
  %column4651 = extractelement <2 x float> %row4649, i64 1
  %195 = getelementptr i8, ptr addrspace(1) %192, i64 14592
  %p4662 = getelementptr float, ptr addrspace(1) %195, i64 %add4553
  %row4663 = load volatile <2 x float>, ptr addrspace(1) %p4662, align 8
  %column4664 = extractelement <2 x float> %row4663, i64 0
  %column4665 = extractelement <2 x float> %row4663, i64 1
  br i1 %cmp4184, label %then4667, label %endif4669

repeat.body4529:                                  ; preds = %repeat.body4529.preheader, %repeat.body4529
  %196 = tail call i32 asm sideeffect "ld.acquire.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %address4532) #4
  %behind4533 = sub i32 %196, %epoch3935
  %cmp4534 = icmp slt i32 %behind4533, 0
  br i1 %cmp4534, label %repeat.body4529, label %endif4528

then4667:                                         ; preds = %endif4528
  %bits4670 = bitcast float %column4566 to i32
  %call4671 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4670, i32 2, i32 31)
  %leaf4672 = bitcast i32 %call4671 to float
  %cmp4673 = icmp eq i64 %lane, 1
  %sel4674 = select i1 %cmp4673, float %leaf4672, float %column4567
  %bits4675 = bitcast float %column4580 to i32
  %call4676 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4675, i32 2, i32 31)
  %leaf4677 = bitcast i32 %call4676 to float
  %sel4679 = select i1 %cmp4673, float %leaf4677, float %column4581
  %bits4680 = bitcast float %column4594 to i32
  %call4681 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4680, i32 2, i32 31)
  %leaf4682 = bitcast i32 %call4681 to float
  %sel4684 = select i1 %cmp4673, float %leaf4682, float %column4595
  %bits4685 = bitcast float %column4608 to i32
  %call4686 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4685, i32 2, i32 31)
  %leaf4687 = bitcast i32 %call4686 to float
  %sel4689 = select i1 %cmp4673, float %leaf4687, float %column4609
  br label %endif4669

endif4669:                                        ; preds = %endif4528, %then4667
  %phi4691 = phi float [ %sel4674, %then4667 ], [ %column4567, %endif4528 ]
  %phi4693 = phi float [ %sel4679, %then4667 ], [ %column4581, %endif4528 ]
  %phi4695 = phi float [ %sel4684, %then4667 ], [ %column4595, %endif4528 ]
  %phi4697 = phi float [ %sel4689, %then4667 ], [ %column4609, %endif4528 ]
  br i1 %cmp4260, label %then4723, label %endif4725

then4723:                                         ; preds = %endif4669
  %bits4726 = bitcast float %phi4691 to i32
  %call4727 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4726, i32 9, i32 31)
  %leaf4728 = bitcast i32 %call4727 to float
  %cmp4729 = icmp eq i64 %lane, 10
  %sel4730 = select i1 %cmp4729, float %leaf4728, float %column4566
  %bits4731 = bitcast float %phi4693 to i32
  %call4732 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4731, i32 9, i32 31)
  %leaf4733 = bitcast i32 %call4732 to float
  %sel4735 = select i1 %cmp4729, float %leaf4733, float %column4580
  %bits4736 = bitcast float %phi4695 to i32
  %call4737 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4736, i32 9, i32 31)
  %leaf4738 = bitcast i32 %call4737 to float
  %sel4740 = select i1 %cmp4729, float %leaf4738, float %column4594
  %bits4741 = bitcast float %phi4697 to i32
  %call4742 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4741, i32 9, i32 31)
  %leaf4743 = bitcast i32 %call4742 to float
  %sel4745 = select i1 %cmp4729, float %leaf4743, float %column4608
  br label %endif4725

endif4725:                                        ; preds = %endif4669, %then4723
  %phi4746 = phi float [ %sel4730, %then4723 ], [ %column4566, %endif4669 ]
  %phi4748 = phi float [ %sel4735, %then4723 ], [ %column4580, %endif4669 ]
  %phi4750 = phi float [ %sel4740, %then4723 ], [ %column4594, %endif4669 ]
  %phi4752 = phi float [ %sel4745, %then4723 ], [ %column4608, %endif4669 ]
  br i1 %cmp4184, label %then4779, label %endif4781

then4779:                                         ; preds = %endif4725
  %bits4782 = bitcast float %column4622 to i32
  %call4783 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4782, i32 2, i32 31)
  %leaf4784 = bitcast i32 %call4783 to float
  %cmp4785 = icmp eq i64 %lane, 1
  %sel4786 = select i1 %cmp4785, float %leaf4784, float %column4623
  %bits4787 = bitcast float %column4636 to i32
  %call4788 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4787, i32 2, i32 31)
  %leaf4789 = bitcast i32 %call4788 to float
  %sel4791 = select i1 %cmp4785, float %leaf4789, float %column4637
  %bits4792 = bitcast float %column4650 to i32
  %call4793 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4792, i32 2, i32 31)
  %leaf4794 = bitcast i32 %call4793 to float
  %sel4796 = select i1 %cmp4785, float %leaf4794, float %column4651
  %bits4797 = bitcast float %column4664 to i32
  %call4798 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4797, i32 2, i32 31)
  %leaf4799 = bitcast i32 %call4798 to float
  %sel4801 = select i1 %cmp4785, float %leaf4799, float %column4665
  br label %endif4781

endif4781:                                        ; preds = %endif4725, %then4779
  %phi4827 = phi float [ %sel4786, %then4779 ], [ %column4623, %endif4725 ]
  %phi4829 = phi float [ %sel4791, %then4779 ], [ %column4637, %endif4725 ]
  %phi4831 = phi float [ %sel4796, %then4779 ], [ %column4651, %endif4725 ]
  %phi4833 = phi float [ %sel4801, %then4779 ], [ %column4665, %endif4725 ]
  br i1 %cmp4260, label %then4835, label %endif4837

then4835:                                         ; preds = %endif4781
  %bits4838 = bitcast float %phi4827 to i32
  %call4839 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4838, i32 9, i32 31)
  %leaf4840 = bitcast i32 %call4839 to float
  %cmp4841 = icmp eq i64 %lane, 10
  %sel4842 = select i1 %cmp4841, float %leaf4840, float %column4622
  %bits4843 = bitcast float %phi4829 to i32
  %call4844 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4843, i32 9, i32 31)
  %leaf4845 = bitcast i32 %call4844 to float
  %sel4847 = select i1 %cmp4841, float %leaf4845, float %column4636
  %bits4848 = bitcast float %phi4831 to i32
  %call4849 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4848, i32 9, i32 31)
  %leaf4850 = bitcast i32 %call4849 to float
  %sel4852 = select i1 %cmp4841, float %leaf4850, float %column4650
  %bits4853 = bitcast float %phi4833 to i32
  %call4854 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4853, i32 9, i32 31)
  %leaf4855 = bitcast i32 %call4854 to float
  %sel4857 = select i1 %cmp4841, float %leaf4855, float %column4664
  br label %endif4837

endif4837:                                        ; preds = %endif4781, %then4835
  %phi4882 = phi float [ %sel4842, %then4835 ], [ %column4622, %endif4781 ]
  %phi4884 = phi float [ %sel4847, %then4835 ], [ %column4636, %endif4781 ]
  %phi4886 = phi float [ %sel4852, %then4835 ], [ %column4650, %endif4781 ]
  %phi4888 = phi float [ %sel4857, %then4835 ], [ %column4664, %endif4781 ]
  %sel4890 = select i1 %cmp470, float %phi4312, float %phi4746
  %sel4891 = select i1 %cmp470, float %phi4237, float %phi4691
  %sel4892 = select i1 %cmp470, float %phi4312, float %phi4748
  %sel4893 = select i1 %cmp470, float %phi4237, float %phi4693
  %sel4894 = select i1 %cmp470, float %phi4312, float %phi4750
  %sel4895 = select i1 %cmp470, float %phi4237, float %phi4695
  %sel4896 = select i1 %cmp470, float %phi4312, float %phi4752
  %sel4897 = select i1 %cmp470, float %phi4237, float %phi4697
  %sel4898 = select i1 %cmp472, float %phi4326, float %phi4882
  %sel4899 = select i1 %cmp472, float %phi4251, float %phi4827
  %sel4900 = select i1 %cmp472, float %phi4326, float %phi4884
  %sel4901 = select i1 %cmp472, float %phi4251, float %phi4829
  %sel4902 = select i1 %cmp472, float %phi4326, float %phi4886
  %sel4903 = select i1 %cmp472, float %phi4251, float %phi4831
  %sel4904 = select i1 %cmp472, float %phi4326, float %phi4888
  %sel4905 = select i1 %cmp472, float %phi4251, float %phi4833
  %bits4909 = bitcast float %phi4245 to i32
  %call4910 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4909, i32 1, i32 0)
  %leaf4911 = bitcast i32 %call4910 to float
  %fmul4912 = fmul float %leaf4911, 2.000000e+00
  %fadd4913 = fadd float %phi4318, %fmul4912
  %fmul4914 = fmul float %phi4320, 3.000000e+00
  %fadd4915 = fadd float %fmul4914, %fadd4913
  %fmul4916 = fmul float %phi4245, 4.000000e+00
  %fadd4917 = fadd float %fmul4916, %fadd4915
  %fmul4918 = fmul float %phi4322, 5.000000e+00
  %fadd4919 = fadd float %fmul4918, %fadd4917
  %bits4920 = bitcast float %phi4320 to i32
  %call4921 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4920, i32 1, i32 31)
  %leaf4922 = bitcast i32 %call4921 to float
  %fmul4923 = fmul float %phi4320, 2.000000e+00
  %fadd4924 = fadd float %phi4243, %fmul4923
  %fmul4925 = fmul float %phi4245, 3.000000e+00
  %fadd4926 = fadd float %fmul4925, %fadd4924
  %fmul4927 = fmul float %leaf4922, 4.000000e+00
  %fadd4928 = fadd float %fadd4926, %fmul4927
  %fmul4929 = fmul float %phi4247, 5.000000e+00
  %fadd4930 = fadd float %fmul4929, %fadd4928
  %bits4931 = bitcast float %phi4247 to i32
  %call4932 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4931, i32 1, i32 0)
  %leaf4933 = bitcast i32 %call4932 to float
  %fmul4934 = fmul float %leaf4933, 2.000000e+00
  %fadd4935 = fadd float %phi4320, %fmul4934
  %fmul4936 = fmul float %phi4322, 3.000000e+00
  %fadd4937 = fadd float %fmul4936, %fadd4935
  %fmul4938 = fmul float %phi4247, 4.000000e+00
  %fadd4939 = fadd float %fmul4938, %fadd4937
  %fmul4940 = fmul float %phi4324, 5.000000e+00
  %fadd4941 = fadd float %fmul4940, %fadd4939
  %bits4942 = bitcast float %phi4322 to i32
  %call4943 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4942, i32 1, i32 31)
  %leaf4944 = bitcast i32 %call4943 to float
  %fmul4945 = fmul float %phi4322, 2.000000e+00
  %fadd4946 = fadd float %phi4245, %fmul4945
  %fmul4947 = fmul float %phi4247, 3.000000e+00
  %fadd4948 = fadd float %fmul4947, %fadd4946
  %fmul4949 = fmul float %leaf4944, 4.000000e+00
  %fadd4950 = fadd float %fadd4948, %fmul4949
  %fmul4951 = fmul float %phi4249, 5.000000e+00
  %fadd4952 = fadd float %fmul4951, %fadd4950
  %bits4953 = bitcast float %phi4249 to i32
  %call4954 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4953, i32 1, i32 0)
  %leaf4955 = bitcast i32 %call4954 to float
  %fmul4956 = fmul float %leaf4955, 2.000000e+00
  %fadd4957 = fadd float %phi4322, %fmul4956
  %fmul4958 = fmul float %phi4324, 3.000000e+00
  %fadd4959 = fadd float %fmul4958, %fadd4957
  %fmul4960 = fmul float %phi4249, 4.000000e+00
  %fadd4961 = fadd float %fmul4960, %fadd4959
  %fmul4962 = fmul float %phi4326, 5.000000e+00
  %fadd4963 = fadd float %fmul4962, %fadd4961
  %bits4964 = bitcast float %phi4324 to i32
  %call4965 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4964, i32 1, i32 31)
  %leaf4966 = bitcast i32 %call4965 to float
  %fmul4967 = fmul float %phi4324, 2.000000e+00
  %fadd4968 = fadd float %phi4247, %fmul4967
  %fmul4969 = fmul float %phi4249, 3.000000e+00
  %fadd4970 = fadd float %fmul4969, %fadd4968
  %fmul4971 = fmul float %leaf4966, 4.000000e+00
  %fadd4972 = fadd float %fadd4970, %fmul4971
  %fmul4973 = fmul float %phi4251, 5.000000e+00
  %fadd4974 = fadd float %fmul4973, %fadd4972
  br i1 %cmp4184, label %then4976, label %endif4978

then4976:                                         ; preds = %endif4837
  %bits4979 = bitcast float %fadd4919 to i32
  %call4980 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4979, i32 2, i32 31)
  %leaf4981 = bitcast i32 %call4980 to float
  %cmp4982 = icmp eq i64 %lane, 1
  %sel4983 = select i1 %cmp4982, float %leaf4981, float %fadd4930
  %bits4984 = bitcast float %fadd4941 to i32
  %call4985 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4984, i32 2, i32 31)
  %leaf4986 = bitcast i32 %call4985 to float
  %sel4988 = select i1 %cmp4982, float %leaf4986, float %fadd4952
  %bits4989 = bitcast float %fadd4963 to i32
  %call4990 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4989, i32 2, i32 31)
  %leaf4991 = bitcast i32 %call4990 to float
  %sel4993 = select i1 %cmp4982, float %leaf4991, float %fadd4974
  br label %endif4978

endif4978:                                        ; preds = %endif4837, %then4976
  %phi5011 = phi float [ %sel4983, %then4976 ], [ %fadd4930, %endif4837 ]
  %phi5013 = phi float [ %sel4988, %then4976 ], [ %fadd4952, %endif4837 ]
  %phi5015 = phi float [ %sel4993, %then4976 ], [ %fadd4974, %endif4837 ]
  br i1 %cmp4260, label %then5027, label %endif5029

then5027:                                         ; preds = %endif4978
  %bits5030 = bitcast float %phi5011 to i32
  %call5031 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5030, i32 9, i32 31)
  %leaf5032 = bitcast i32 %call5031 to float
  %cmp5033 = icmp eq i64 %lane, 10
  %sel5034 = select i1 %cmp5033, float %leaf5032, float %fadd4919
  %bits5035 = bitcast float %phi5013 to i32
  %call5036 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5035, i32 9, i32 31)
  %leaf5037 = bitcast i32 %call5036 to float
  %sel5039 = select i1 %cmp5033, float %leaf5037, float %fadd4941
  %bits5040 = bitcast float %phi5015 to i32
  %call5041 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5040, i32 9, i32 31)
  %leaf5042 = bitcast i32 %call5041 to float
  %sel5044 = select i1 %cmp5033, float %leaf5042, float %fadd4963
  br label %endif5029

endif5029:                                        ; preds = %endif4978, %then5027
  %phi5061 = phi float [ %sel5034, %then5027 ], [ %fadd4919, %endif4978 ]
  %phi5063 = phi float [ %sel5039, %then5027 ], [ %fadd4941, %endif4978 ]
  %phi5065 = phi float [ %sel5044, %then5027 ], [ %fadd4963, %endif4978 ]
  %bits5080 = bitcast float %sel4893 to i32
  %call5081 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5080, i32 1, i32 0)
  %leaf5082 = bitcast i32 %call5081 to float
  %fmul5083 = fmul float %leaf5082, 2.000000e+00
  %fadd5084 = fadd float %sel4890, %fmul5083
  %fmul5085 = fmul float %sel4892, 3.000000e+00
  %fadd5086 = fadd float %fmul5085, %fadd5084
  %fmul5087 = fmul float %sel4893, 4.000000e+00
  %fadd5088 = fadd float %fmul5087, %fadd5086
  %fmul5089 = fmul float %sel4894, 5.000000e+00
  %fadd5090 = fadd float %fmul5089, %fadd5088
  %bits5091 = bitcast float %sel4892 to i32
  %call5092 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5091, i32 1, i32 31)
  %leaf5093 = bitcast i32 %call5092 to float
  %fmul5094 = fmul float %sel4892, 2.000000e+00
  %fadd5095 = fadd float %sel4891, %fmul5094
  %fmul5096 = fmul float %sel4893, 3.000000e+00
  %fadd5097 = fadd float %fmul5096, %fadd5095
  %fmul5098 = fmul float %leaf5093, 4.000000e+00
  %fadd5099 = fadd float %fadd5097, %fmul5098
  %fmul5100 = fmul float %sel4895, 5.000000e+00
  %fadd5101 = fadd float %fmul5100, %fadd5099
  %bits5102 = bitcast float %sel4895 to i32
  %call5103 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5102, i32 1, i32 0)
  %leaf5104 = bitcast i32 %call5103 to float
  %fmul5105 = fmul float %leaf5104, 2.000000e+00
  %fadd5106 = fadd float %sel4892, %fmul5105
  %fmul5107 = fmul float %sel4894, 3.000000e+00
  %fadd5108 = fadd float %fmul5107, %fadd5106
  %fmul5109 = fmul float %sel4895, 4.000000e+00
  %fadd5110 = fadd float %fmul5109, %fadd5108
  %fmul5111 = fmul float %sel4896, 5.000000e+00
  %fadd5112 = fadd float %fmul5111, %fadd5110
  %bits5113 = bitcast float %sel4894 to i32
  %call5114 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5113, i32 1, i32 31)
  %leaf5115 = bitcast i32 %call5114 to float
  %fmul5116 = fmul float %sel4894, 2.000000e+00
  %fadd5117 = fadd float %sel4893, %fmul5116
  %fmul5118 = fmul float %sel4895, 3.000000e+00
  %fadd5119 = fadd float %fmul5118, %fadd5117
  %fmul5120 = fmul float %leaf5115, 4.000000e+00
  %fadd5121 = fadd float %fadd5119, %fmul5120
  %fmul5122 = fmul float %sel4897, 5.000000e+00
  %fadd5123 = fadd float %fmul5122, %fadd5121
  %bits5124 = bitcast float %sel4897 to i32
  %call5125 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5124, i32 1, i32 0)
  %leaf5126 = bitcast i32 %call5125 to float
  %fmul5127 = fmul float %leaf5126, 2.000000e+00
  %fadd5128 = fadd float %sel4894, %fmul5127
  %fmul5129 = fmul float %sel4896, 3.000000e+00
  %fadd5130 = fadd float %fmul5129, %fadd5128
  %fmul5131 = fmul float %sel4897, 4.000000e+00
  %fadd5132 = fadd float %fmul5131, %fadd5130
  %fmul5133 = fmul float %phi4312, 5.000000e+00
  %fadd5134 = fadd float %fmul5133, %fadd5132
  %bits5135 = bitcast float %sel4896 to i32
  %call5136 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5135, i32 1, i32 31)
  %leaf5137 = bitcast i32 %call5136 to float
  %fmul5138 = fmul float %sel4896, 2.000000e+00
  %fadd5139 = fadd float %sel4895, %fmul5138
  %fmul5140 = fmul float %sel4897, 3.000000e+00
  %fadd5141 = fadd float %fmul5140, %fadd5139
  %fmul5142 = fmul float %leaf5137, 4.000000e+00
  %fadd5143 = fadd float %fadd5141, %fmul5142
  %fmul5144 = fmul float %phi4237, 5.000000e+00
  %fadd5145 = fadd float %fmul5144, %fadd5143
  %bits5146 = bitcast float %phi4237 to i32
  %call5147 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5146, i32 1, i32 0)
  %leaf5148 = bitcast i32 %call5147 to float
  %fmul5149 = fmul float %leaf5148, 2.000000e+00
  %fadd5150 = fadd float %sel4896, %fmul5149
  %fmul5151 = fmul float %phi4312, 3.000000e+00
  %fadd5152 = fadd float %fmul5151, %fadd5150
  %fmul5153 = fmul float %phi4237, 4.000000e+00
  %fadd5154 = fadd float %fmul5153, %fadd5152
  %fmul5155 = fmul float %phi4314, 5.000000e+00
  %fadd5156 = fadd float %fmul5155, %fadd5154
  %bits5157 = bitcast float %phi4312 to i32
  %call5158 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5157, i32 1, i32 31)
  %leaf5159 = bitcast i32 %call5158 to float
  %fmul5160 = fmul float %phi4312, 2.000000e+00
  %fadd5161 = fadd float %fmul5160, %sel4897
  %fmul5162 = fmul float %phi4237, 3.000000e+00
  %fadd5163 = fadd float %fmul5162, %fadd5161
  %fmul5164 = fmul float %leaf5159, 4.000000e+00
  %fadd5165 = fadd float %fadd5163, %fmul5164
  %fmul5166 = fmul float %phi4239, 5.000000e+00
  %fadd5167 = fadd float %fmul5166, %fadd5165
  br i1 %cmp4184, label %then5169, label %endif5171

then5169:                                         ; preds = %endif5029
  %bits5172 = bitcast float %fadd5090 to i32
  %call5173 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5172, i32 2, i32 31)
  %leaf5174 = bitcast i32 %call5173 to float
  %cmp5175 = icmp eq i64 %lane, 1
  %sel5176 = select i1 %cmp5175, float %leaf5174, float %fadd5101
  %bits5177 = bitcast float %fadd5112 to i32
  %call5178 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5177, i32 2, i32 31)
  %leaf5179 = bitcast i32 %call5178 to float
  %sel5181 = select i1 %cmp5175, float %leaf5179, float %fadd5123
  %bits5182 = bitcast float %fadd5134 to i32
  %call5183 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5182, i32 2, i32 31)
  %leaf5184 = bitcast i32 %call5183 to float
  %sel5186 = select i1 %cmp5175, float %leaf5184, float %fadd5145
  %bits5187 = bitcast float %fadd5156 to i32
  %call5188 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5187, i32 2, i32 31)
  %leaf5189 = bitcast i32 %call5188 to float
  %sel5191 = select i1 %cmp5175, float %leaf5189, float %fadd5167
  br label %endif5171

endif5171:                                        ; preds = %endif5029, %then5169
  %phi5195 = phi float [ %sel5176, %then5169 ], [ %fadd5101, %endif5029 ]
  %phi5197 = phi float [ %sel5181, %then5169 ], [ %fadd5123, %endif5029 ]
  %phi5199 = phi float [ %sel5186, %then5169 ], [ %fadd5145, %endif5029 ]
  %phi5201 = phi float [ %sel5191, %then5169 ], [ %fadd5167, %endif5029 ]
  br i1 %cmp4260, label %then5225, label %endif5227

then5225:                                         ; preds = %endif5171
  %bits5228 = bitcast float %phi5195 to i32
  %call5229 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5228, i32 9, i32 31)
  %leaf5230 = bitcast i32 %call5229 to float
  %cmp5231 = icmp eq i64 %lane, 10
  %sel5232 = select i1 %cmp5231, float %leaf5230, float %fadd5090
  %bits5233 = bitcast float %phi5197 to i32
  %call5234 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5233, i32 9, i32 31)
  %leaf5235 = bitcast i32 %call5234 to float
  %sel5237 = select i1 %cmp5231, float %leaf5235, float %fadd5112
  %bits5238 = bitcast float %phi5199 to i32
  %call5239 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5238, i32 9, i32 31)
  %leaf5240 = bitcast i32 %call5239 to float
  %sel5242 = select i1 %cmp5231, float %leaf5240, float %fadd5134
  %bits5243 = bitcast float %phi5201 to i32
  %call5244 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5243, i32 9, i32 31)
  %leaf5245 = bitcast i32 %call5244 to float
  %sel5247 = select i1 %cmp5231, float %leaf5245, float %fadd5156
  br label %endif5227

endif5227:                                        ; preds = %endif5171, %then5225
  %phi5250 = phi float [ %sel5232, %then5225 ], [ %fadd5090, %endif5171 ]
  %phi5252 = phi float [ %sel5237, %then5225 ], [ %fadd5112, %endif5171 ]
  %phi5254 = phi float [ %sel5242, %then5225 ], [ %fadd5134, %endif5171 ]
  %phi5256 = phi float [ %sel5247, %then5225 ], [ %fadd5156, %endif5171 ]
  %sel5280 = select i1 %cmp470, float %phi5256, float %phi5250
  %sel5281 = select i1 %cmp470, float %phi5201, float %phi5195
  %sel5282 = select i1 %cmp470, float %phi5256, float %phi5252
  %sel5283 = select i1 %cmp470, float %phi5201, float %phi5197
  %sel5284 = select i1 %cmp470, float %phi5256, float %phi5254
  %sel5285 = select i1 %cmp470, float %phi5201, float %phi5199
  %bits5289 = bitcast float %phi4251 to i32
  %call5290 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5289, i32 1, i32 0)
  %leaf5291 = bitcast i32 %call5290 to float
  %fmul5292 = fmul float %leaf5291, 2.000000e+00
  %fadd5293 = fadd float %phi4324, %fmul5292
  %fmul5294 = fmul float %phi4326, 3.000000e+00
  %fadd5295 = fadd float %fmul5294, %fadd5293
  %fmul5296 = fmul float %phi4251, 4.000000e+00
  %fadd5297 = fadd float %fmul5296, %fadd5295
  %fmul5298 = fmul float %sel4898, 5.000000e+00
  %fadd5299 = fadd float %fmul5298, %fadd5297
  %bits5300 = bitcast float %phi4326 to i32
  %call5301 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5300, i32 1, i32 31)
  %leaf5302 = bitcast i32 %call5301 to float
  %fmul5303 = fmul float %phi4326, 2.000000e+00
  %fadd5304 = fadd float %phi4249, %fmul5303
  %fmul5305 = fmul float %phi4251, 3.000000e+00
  %fadd5306 = fadd float %fmul5305, %fadd5304
  %fmul5307 = fmul float %leaf5302, 4.000000e+00
  %fadd5308 = fadd float %fadd5306, %fmul5307
  %fmul5309 = fmul float %sel4899, 5.000000e+00
  %fadd5310 = fadd float %fmul5309, %fadd5308
  %bits5311 = bitcast float %sel4899 to i32
  %call5312 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5311, i32 1, i32 0)
  %leaf5313 = bitcast i32 %call5312 to float
  %fmul5314 = fmul float %leaf5313, 2.000000e+00
  %fadd5315 = fadd float %phi4326, %fmul5314
  %fmul5316 = fmul float %sel4898, 3.000000e+00
  %fadd5317 = fadd float %fmul5316, %fadd5315
  %fmul5318 = fmul float %sel4899, 4.000000e+00
  %fadd5319 = fadd float %fmul5318, %fadd5317
  %fmul5320 = fmul float %sel4900, 5.000000e+00
  %fadd5321 = fadd float %fmul5320, %fadd5319
  %bits5322 = bitcast float %sel4898 to i32
  %call5323 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5322, i32 1, i32 31)
  %leaf5324 = bitcast i32 %call5323 to float
  %fmul5325 = fmul float %sel4898, 2.000000e+00
  %fadd5326 = fadd float %phi4251, %fmul5325
  %fmul5327 = fmul float %sel4899, 3.000000e+00
  %fadd5328 = fadd float %fmul5327, %fadd5326
  %fmul5329 = fmul float %leaf5324, 4.000000e+00
  %fadd5330 = fadd float %fadd5328, %fmul5329
  %fmul5331 = fmul float %sel4901, 5.000000e+00
  %fadd5332 = fadd float %fmul5331, %fadd5330
  %bits5333 = bitcast float %sel4901 to i32
  %call5334 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5333, i32 1, i32 0)
  %leaf5335 = bitcast i32 %call5334 to float
  %fmul5336 = fmul float %leaf5335, 2.000000e+00
  %fadd5337 = fadd float %sel4898, %fmul5336
  %fmul5338 = fmul float %sel4900, 3.000000e+00
  %fadd5339 = fadd float %fmul5338, %fadd5337
  %fmul5340 = fmul float %sel4901, 4.000000e+00
  %fadd5341 = fadd float %fmul5340, %fadd5339
  %fmul5342 = fmul float %sel4902, 5.000000e+00
  %fadd5343 = fadd float %fmul5342, %fadd5341
  %bits5344 = bitcast float %sel4900 to i32
  %call5345 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5344, i32 1, i32 31)
  %leaf5346 = bitcast i32 %call5345 to float
  %fmul5347 = fmul float %sel4900, 2.000000e+00
  %fadd5348 = fadd float %sel4899, %fmul5347
  %fmul5349 = fmul float %sel4901, 3.000000e+00
  %fadd5350 = fadd float %fmul5349, %fadd5348
  %fmul5351 = fmul float %leaf5346, 4.000000e+00
  %fadd5352 = fadd float %fadd5350, %fmul5351
  %fmul5353 = fmul float %sel4903, 5.000000e+00
  %fadd5354 = fadd float %fmul5353, %fadd5352
  %bits5355 = bitcast float %sel4903 to i32
  %call5356 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5355, i32 1, i32 0)
  %leaf5357 = bitcast i32 %call5356 to float
  %fmul5358 = fmul float %leaf5357, 2.000000e+00
  %fadd5359 = fadd float %sel4900, %fmul5358
  %fmul5360 = fmul float %sel4902, 3.000000e+00
  %fadd5361 = fadd float %fmul5360, %fadd5359
  %fmul5362 = fmul float %sel4903, 4.000000e+00
  %fadd5363 = fadd float %fmul5362, %fadd5361
  %fmul5364 = fmul float %sel4904, 5.000000e+00
  %fadd5365 = fadd float %fmul5364, %fadd5363
  %bits5366 = bitcast float %sel4902 to i32
  %call5367 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5366, i32 1, i32 31)
  %leaf5368 = bitcast i32 %call5367 to float
  %fmul5369 = fmul float %sel4902, 2.000000e+00
  %fadd5370 = fadd float %sel4901, %fmul5369
  %fmul5371 = fmul float %sel4903, 3.000000e+00
  %fadd5372 = fadd float %fmul5371, %fadd5370
  %fmul5373 = fmul float %leaf5368, 4.000000e+00
  %fadd5374 = fadd float %fadd5372, %fmul5373
  %fmul5375 = fmul float %sel4905, 5.000000e+00
  %fadd5376 = fadd float %fmul5375, %fadd5374
  br i1 %cmp4184, label %then5378, label %endif5380

then5378:                                         ; preds = %endif5227
  %bits5381 = bitcast float %fadd5299 to i32
  %call5382 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5381, i32 2, i32 31)
  %leaf5383 = bitcast i32 %call5382 to float
  %cmp5384 = icmp eq i64 %lane, 1
  %sel5385 = select i1 %cmp5384, float %leaf5383, float %fadd5310
  %bits5386 = bitcast float %fadd5321 to i32
  %call5387 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5386, i32 2, i32 31)
  %leaf5388 = bitcast i32 %call5387 to float
  %sel5390 = select i1 %cmp5384, float %leaf5388, float %fadd5332
  %bits5391 = bitcast float %fadd5343 to i32
  %call5392 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5391, i32 2, i32 31)
  %leaf5393 = bitcast i32 %call5392 to float
  %sel5395 = select i1 %cmp5384, float %leaf5393, float %fadd5354
  %bits5396 = bitcast float %fadd5365 to i32
  %call5397 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5396, i32 2, i32 31)
  %leaf5398 = bitcast i32 %call5397 to float
  %sel5400 = select i1 %cmp5384, float %leaf5398, float %fadd5376
  br label %endif5380

endif5380:                                        ; preds = %endif5227, %then5378
  %phi5424 = phi float [ %sel5385, %then5378 ], [ %fadd5310, %endif5227 ]
  %phi5426 = phi float [ %sel5390, %then5378 ], [ %fadd5332, %endif5227 ]
  %phi5428 = phi float [ %sel5395, %then5378 ], [ %fadd5354, %endif5227 ]
  %phi5430 = phi float [ %sel5400, %then5378 ], [ %fadd5376, %endif5227 ]
  br i1 %cmp4260, label %then5434, label %endif5436

then5434:                                         ; preds = %endif5380
  %bits5437 = bitcast float %phi5424 to i32
  %call5438 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5437, i32 9, i32 31)
  %leaf5439 = bitcast i32 %call5438 to float
  %cmp5440 = icmp eq i64 %lane, 10
  %sel5441 = select i1 %cmp5440, float %leaf5439, float %fadd5299
  %bits5442 = bitcast float %phi5426 to i32
  %call5443 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5442, i32 9, i32 31)
  %leaf5444 = bitcast i32 %call5443 to float
  %sel5446 = select i1 %cmp5440, float %leaf5444, float %fadd5321
  %bits5447 = bitcast float %phi5428 to i32
  %call5448 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5447, i32 9, i32 31)
  %leaf5449 = bitcast i32 %call5448 to float
  %sel5451 = select i1 %cmp5440, float %leaf5449, float %fadd5343
  %bits5452 = bitcast float %phi5430 to i32
  %call5453 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5452, i32 9, i32 31)
  %leaf5454 = bitcast i32 %call5453 to float
  %sel5456 = select i1 %cmp5440, float %leaf5454, float %fadd5365
  br label %endif5436

endif5436:                                        ; preds = %endif5380, %then5434
  %phi5479 = phi float [ %sel5441, %then5434 ], [ %fadd5299, %endif5380 ]
  %phi5481 = phi float [ %sel5446, %then5434 ], [ %fadd5321, %endif5380 ]
  %phi5483 = phi float [ %sel5451, %then5434 ], [ %fadd5343, %endif5380 ]
  %phi5485 = phi float [ %sel5456, %then5434 ], [ %fadd5365, %endif5380 ]
  %add5495 = or disjoint i64 %mul3604, 1
  %cmp5498 = icmp slt i64 %add5495, %6
  br i1 %cmp5498, label %fold.body5496.preheader, label %endif3608

fold.body5496.preheader:                          ; preds = %endif5436
  %sel5494 = select i1 %cmp472, float %phi5424, float %phi5430
  %sel5493 = select i1 %cmp472, float %phi5479, float %phi5485
  %sel5492 = select i1 %cmp472, float %phi5424, float %phi5428
  %sel5491 = select i1 %cmp472, float %phi5479, float %phi5483
  %sel5490 = select i1 %cmp472, float %phi5424, float %phi5426
  %sel5489 = select i1 %cmp472, float %phi5479, float %phi5481
  %cmp5850 = icmp eq i64 %lane, 1
  %cmp5956 = icmp eq i64 %lane, 10
  br label %fold.body5496

fold.body5496:                                    ; preds = %fold.body5496.preheader, %endif5952
  %i5499 = phi i64 [ %add6067, %endif5952 ], [ %add5495, %fold.body5496.preheader ]
  %phi5502 = phi float [ %sel6055, %endif5952 ], [ %sel5280, %fold.body5496.preheader ]
  %phi5503 = phi float [ %sel6056, %endif5952 ], [ %sel5281, %fold.body5496.preheader ]
  %phi5504 = phi float [ %sel6057, %endif5952 ], [ %sel5282, %fold.body5496.preheader ]
  %phi5505 = phi float [ %sel6058, %endif5952 ], [ %sel5283, %fold.body5496.preheader ]
  %phi5506 = phi float [ %sel6059, %endif5952 ], [ %sel5284, %fold.body5496.preheader ]
  %phi5507 = phi float [ %sel6060, %endif5952 ], [ %sel5285, %fold.body5496.preheader ]
  %phi5508 = phi float [ %phi6031, %endif5952 ], [ %phi5256, %fold.body5496.preheader ]
  %phi5509 = phi float [ %phi5926, %endif5952 ], [ %phi5201, %fold.body5496.preheader ]
  %phi5510 = phi float [ %phi6033, %endif5952 ], [ %phi4485, %fold.body5496.preheader ]
  %phi5511 = phi float [ %phi5928, %endif5952 ], [ %phi4435, %fold.body5496.preheader ]
  %phi5512 = phi float [ %phi6035, %endif5952 ], [ %phi4487, %fold.body5496.preheader ]
  %phi5513 = phi float [ %phi5930, %endif5952 ], [ %phi4437, %fold.body5496.preheader ]
  %phi5514 = phi float [ %phi6037, %endif5952 ], [ %phi4489, %fold.body5496.preheader ]
  %phi5515 = phi float [ %phi5932, %endif5952 ], [ %phi4439, %fold.body5496.preheader ]
  %phi5516 = phi float [ %phi6039, %endif5952 ], [ %phi5061, %fold.body5496.preheader ]
  %phi5517 = phi float [ %phi5934, %endif5952 ], [ %phi5011, %fold.body5496.preheader ]
  %phi5518 = phi float [ %phi6041, %endif5952 ], [ %phi5063, %fold.body5496.preheader ]
  %phi5519 = phi float [ %phi5936, %endif5952 ], [ %phi5013, %fold.body5496.preheader ]
  %phi5520 = phi float [ %phi6043, %endif5952 ], [ %phi5065, %fold.body5496.preheader ]
  %phi5521 = phi float [ %phi5938, %endif5952 ], [ %phi5015, %fold.body5496.preheader ]
  %phi5522 = phi float [ %phi6045, %endif5952 ], [ %phi5479, %fold.body5496.preheader ]
  %phi5523 = phi float [ %phi5940, %endif5952 ], [ %phi5424, %fold.body5496.preheader ]
  %phi5524 = phi float [ %sel6061, %endif5952 ], [ %sel5489, %fold.body5496.preheader ]
  %phi5525 = phi float [ %sel6062, %endif5952 ], [ %sel5490, %fold.body5496.preheader ]
  %phi5526 = phi float [ %sel6063, %endif5952 ], [ %sel5491, %fold.body5496.preheader ]
  %phi5527 = phi float [ %sel6064, %endif5952 ], [ %sel5492, %fold.body5496.preheader ]
  %phi5528 = phi float [ %sel6065, %endif5952 ], [ %sel5493, %fold.body5496.preheader ]
  %phi5529 = phi float [ %sel6066, %endif5952 ], [ %sel5494, %fold.body5496.preheader ]
  %bits5535 = bitcast float %phi5503 to i32
  %call5536 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5535, i32 1, i32 0)
  %leaf5537 = bitcast i32 %call5536 to float
  %fmul5538 = fmul float %leaf5537, 2.000000e+00
  %fadd5539 = fadd float %sel4890, %fmul5538
  %fmul5540 = fmul float %phi5502, 3.000000e+00
  %fadd5541 = fadd float %fmul5540, %fadd5539
  %fmul5542 = fmul float %phi5503, 4.000000e+00
  %fadd5543 = fadd float %fmul5542, %fadd5541
  %fmul5544 = fmul float %phi5504, 5.000000e+00
  %fadd5545 = fadd float %fmul5544, %fadd5543
  %bits5546 = bitcast float %phi5502 to i32
  %call5547 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5546, i32 1, i32 31)
  %leaf5548 = bitcast i32 %call5547 to float
  %fmul5549 = fmul float %phi5502, 2.000000e+00
  %fadd5550 = fadd float %sel4891, %fmul5549
  %fmul5551 = fmul float %phi5503, 3.000000e+00
  %fadd5552 = fadd float %fadd5550, %fmul5551
  %fmul5553 = fmul float %leaf5548, 4.000000e+00
  %fadd5554 = fadd float %fadd5552, %fmul5553
  %fmul5555 = fmul float %phi5505, 5.000000e+00
  %fadd5556 = fadd float %fmul5555, %fadd5554
  %bits5557 = bitcast float %phi5505 to i32
  %call5558 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5557, i32 1, i32 0)
  %leaf5559 = bitcast i32 %call5558 to float
  %fmul5560 = fmul float %leaf5559, 2.000000e+00
  %fadd5561 = fadd float %phi5502, %fmul5560
  %fmul5562 = fmul float %phi5504, 3.000000e+00
  %fadd5563 = fadd float %fmul5562, %fadd5561
  %fmul5564 = fmul float %phi5505, 4.000000e+00
  %fadd5565 = fadd float %fmul5564, %fadd5563
  %fmul5566 = fmul float %phi5506, 5.000000e+00
  %fadd5567 = fadd float %fmul5566, %fadd5565
  %bits5568 = bitcast float %phi5504 to i32
  %call5569 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5568, i32 1, i32 31)
  %leaf5570 = bitcast i32 %call5569 to float
  %fmul5571 = fmul float %phi5504, 2.000000e+00
  %fadd5572 = fadd float %phi5503, %fmul5571
  %fmul5573 = fmul float %phi5505, 3.000000e+00
  %fadd5574 = fadd float %fadd5572, %fmul5573
  %fmul5575 = fmul float %leaf5570, 4.000000e+00
  %fadd5576 = fadd float %fadd5574, %fmul5575
  %fmul5577 = fmul float %phi5507, 5.000000e+00
  %fadd5578 = fadd float %fmul5577, %fadd5576
  %bits5579 = bitcast float %phi5507 to i32
  %call5580 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5579, i32 1, i32 0)
  %leaf5581 = bitcast i32 %call5580 to float
  %fmul5582 = fmul float %leaf5581, 2.000000e+00
  %fadd5583 = fadd float %phi5504, %fmul5582
  %fmul5584 = fmul float %phi5506, 3.000000e+00
  %fadd5585 = fadd float %fmul5584, %fadd5583
  %fmul5586 = fmul float %phi5507, 4.000000e+00
  %fadd5587 = fadd float %fmul5586, %fadd5585
  %fmul5588 = fmul float %phi5508, 5.000000e+00
  %fadd5589 = fadd float %fmul5588, %fadd5587
  %bits5590 = bitcast float %phi5506 to i32
  %call5591 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5590, i32 1, i32 31)
  %leaf5592 = bitcast i32 %call5591 to float
  %fmul5593 = fmul float %phi5506, 2.000000e+00
  %fadd5594 = fadd float %phi5505, %fmul5593
  %fmul5595 = fmul float %phi5507, 3.000000e+00
  %fadd5596 = fadd float %fadd5594, %fmul5595
  %fmul5597 = fmul float %leaf5592, 4.000000e+00
  %fadd5598 = fadd float %fadd5596, %fmul5597
  %fmul5599 = fmul float %phi5509, 5.000000e+00
  %fadd5600 = fadd float %fmul5599, %fadd5598
  %bits5601 = bitcast float %phi5509 to i32
  %call5602 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5601, i32 1, i32 0)
  %leaf5603 = bitcast i32 %call5602 to float
  %fmul5604 = fmul float %leaf5603, 2.000000e+00
  %fadd5605 = fadd float %phi5506, %fmul5604
  %fmul5606 = fmul float %phi5508, 3.000000e+00
  %fadd5607 = fadd float %fmul5606, %fadd5605
  %fmul5608 = fmul float %phi5509, 4.000000e+00
  %fadd5609 = fadd float %fmul5608, %fadd5607
  %fmul5610 = fmul float %phi5510, 5.000000e+00
  %fadd5611 = fadd float %fmul5610, %fadd5609
  %bits5612 = bitcast float %phi5508 to i32
  %call5613 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5612, i32 1, i32 31)
  %leaf5614 = bitcast i32 %call5613 to float
  %fmul5615 = fmul float %phi5508, 2.000000e+00
  %fadd5616 = fadd float %phi5507, %fmul5615
  %fmul5617 = fmul float %phi5509, 3.000000e+00
  %fadd5618 = fadd float %fadd5616, %fmul5617
  %fmul5619 = fmul float %leaf5614, 4.000000e+00
  %fadd5620 = fadd float %fadd5618, %fmul5619
  %fmul5621 = fmul float %phi5511, 5.000000e+00
  %fadd5622 = fadd float %fmul5621, %fadd5620
  %bits5623 = bitcast float %phi5511 to i32
  %call5624 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5623, i32 1, i32 0)
  %leaf5625 = bitcast i32 %call5624 to float
  %fmul5626 = fmul float %leaf5625, 2.000000e+00
  %fadd5627 = fadd float %phi5508, %fmul5626
  %fmul5628 = fmul float %phi5510, 3.000000e+00
  %fadd5629 = fadd float %fmul5628, %fadd5627
  %fmul5630 = fmul float %phi5511, 4.000000e+00
  %fadd5631 = fadd float %fmul5630, %fadd5629
  %fmul5632 = fmul float %phi5512, 5.000000e+00
  %fadd5633 = fadd float %fmul5632, %fadd5631
  %bits5634 = bitcast float %phi5510 to i32
  %call5635 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5634, i32 1, i32 31)
  %leaf5636 = bitcast i32 %call5635 to float
  %fmul5637 = fmul float %phi5510, 2.000000e+00
  %fadd5638 = fadd float %phi5509, %fmul5637
  %fmul5639 = fmul float %phi5511, 3.000000e+00
  %fadd5640 = fadd float %fadd5638, %fmul5639
  %fmul5641 = fmul float %leaf5636, 4.000000e+00
  %fadd5642 = fadd float %fadd5640, %fmul5641
  %fmul5643 = fmul float %phi5513, 5.000000e+00
  %fadd5644 = fadd float %fmul5643, %fadd5642
  %bits5645 = bitcast float %phi5513 to i32
  %call5646 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5645, i32 1, i32 0)
  %leaf5647 = bitcast i32 %call5646 to float
  %fmul5648 = fmul float %leaf5647, 2.000000e+00
  %fadd5649 = fadd float %phi5510, %fmul5648
  %fmul5650 = fmul float %phi5512, 3.000000e+00
  %fadd5651 = fadd float %fmul5650, %fadd5649
  %fmul5652 = fmul float %phi5513, 4.000000e+00
  %fadd5653 = fadd float %fmul5652, %fadd5651
  %fmul5654 = fmul float %phi5514, 5.000000e+00
  %fadd5655 = fadd float %fmul5654, %fadd5653
  %bits5656 = bitcast float %phi5512 to i32
  %call5657 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5656, i32 1, i32 31)
  %leaf5658 = bitcast i32 %call5657 to float
  %fmul5659 = fmul float %phi5512, 2.000000e+00
  %fadd5660 = fadd float %phi5511, %fmul5659
  %fmul5661 = fmul float %phi5513, 3.000000e+00
  %fadd5662 = fadd float %fadd5660, %fmul5661
  %fmul5663 = fmul float %leaf5658, 4.000000e+00
  %fadd5664 = fadd float %fadd5662, %fmul5663
  %fmul5665 = fmul float %phi5515, 5.000000e+00
  %fadd5666 = fadd float %fmul5665, %fadd5664
  %bits5667 = bitcast float %phi5515 to i32
  %call5668 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5667, i32 1, i32 0)
  %leaf5669 = bitcast i32 %call5668 to float
  %fmul5670 = fmul float %leaf5669, 2.000000e+00
  %fadd5671 = fadd float %phi5512, %fmul5670
  %fmul5672 = fmul float %phi5514, 3.000000e+00
  %fadd5673 = fadd float %fmul5672, %fadd5671
  %fmul5674 = fmul float %phi5515, 4.000000e+00
  %fadd5675 = fadd float %fmul5674, %fadd5673
  %fmul5676 = fmul float %phi5516, 5.000000e+00
  %fadd5677 = fadd float %fmul5676, %fadd5675
  %bits5678 = bitcast float %phi5514 to i32
  %call5679 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5678, i32 1, i32 31)
  %leaf5680 = bitcast i32 %call5679 to float
  %fmul5681 = fmul float %phi5514, 2.000000e+00
  %fadd5682 = fadd float %phi5513, %fmul5681
  %fmul5683 = fmul float %phi5515, 3.000000e+00
  %fadd5684 = fadd float %fadd5682, %fmul5683
  %fmul5685 = fmul float %leaf5680, 4.000000e+00
  %fadd5686 = fadd float %fadd5684, %fmul5685
  %fmul5687 = fmul float %phi5517, 5.000000e+00
  %fadd5688 = fadd float %fmul5687, %fadd5686
  %bits5689 = bitcast float %phi5517 to i32
  %call5690 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5689, i32 1, i32 0)
  %leaf5691 = bitcast i32 %call5690 to float
  %fmul5692 = fmul float %leaf5691, 2.000000e+00
  %fadd5693 = fadd float %phi5514, %fmul5692
  %fmul5694 = fmul float %phi5516, 3.000000e+00
  %fadd5695 = fadd float %fmul5694, %fadd5693
  %fmul5696 = fmul float %phi5517, 4.000000e+00
  %fadd5697 = fadd float %fmul5696, %fadd5695
  %fmul5698 = fmul float %phi5518, 5.000000e+00
  %fadd5699 = fadd float %fmul5698, %fadd5697
  %bits5700 = bitcast float %phi5516 to i32
  %call5701 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5700, i32 1, i32 31)
  %leaf5702 = bitcast i32 %call5701 to float
  %fmul5703 = fmul float %phi5516, 2.000000e+00
  %fadd5704 = fadd float %phi5515, %fmul5703
  %fmul5705 = fmul float %phi5517, 3.000000e+00
  %fadd5706 = fadd float %fadd5704, %fmul5705
  %fmul5707 = fmul float %leaf5702, 4.000000e+00
  %fadd5708 = fadd float %fadd5706, %fmul5707
  %fmul5709 = fmul float %phi5519, 5.000000e+00
  %fadd5710 = fadd float %fmul5709, %fadd5708
  %bits5711 = bitcast float %phi5519 to i32
  %call5712 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5711, i32 1, i32 0)
  %leaf5713 = bitcast i32 %call5712 to float
  %fmul5714 = fmul float %leaf5713, 2.000000e+00
  %fadd5715 = fadd float %phi5516, %fmul5714
  %fmul5716 = fmul float %phi5518, 3.000000e+00
  %fadd5717 = fadd float %fmul5716, %fadd5715
  %fmul5718 = fmul float %phi5519, 4.000000e+00
  %fadd5719 = fadd float %fmul5718, %fadd5717
  %fmul5720 = fmul float %phi5520, 5.000000e+00
  %fadd5721 = fadd float %fmul5720, %fadd5719
  %bits5722 = bitcast float %phi5518 to i32
  %call5723 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5722, i32 1, i32 31)
  %leaf5724 = bitcast i32 %call5723 to float
  %fmul5725 = fmul float %phi5518, 2.000000e+00
  %fadd5726 = fadd float %phi5517, %fmul5725
  %fmul5727 = fmul float %phi5519, 3.000000e+00
  %fadd5728 = fadd float %fadd5726, %fmul5727
  %fmul5729 = fmul float %leaf5724, 4.000000e+00
  %fadd5730 = fadd float %fadd5728, %fmul5729
  %fmul5731 = fmul float %phi5521, 5.000000e+00
  %fadd5732 = fadd float %fmul5731, %fadd5730
  %bits5733 = bitcast float %phi5521 to i32
  %call5734 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5733, i32 1, i32 0)
  %leaf5735 = bitcast i32 %call5734 to float
  %fmul5736 = fmul float %leaf5735, 2.000000e+00
  %fadd5737 = fadd float %phi5518, %fmul5736
  %fmul5738 = fmul float %phi5520, 3.000000e+00
  %fadd5739 = fadd float %fmul5738, %fadd5737
  %fmul5740 = fmul float %phi5521, 4.000000e+00
  %fadd5741 = fadd float %fmul5740, %fadd5739
  %fmul5742 = fmul float %phi5522, 5.000000e+00
  %fadd5743 = fadd float %fmul5742, %fadd5741
  %bits5744 = bitcast float %phi5520 to i32
  %call5745 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5744, i32 1, i32 31)
  %leaf5746 = bitcast i32 %call5745 to float
  %fmul5747 = fmul float %phi5520, 2.000000e+00
  %fadd5748 = fadd float %phi5519, %fmul5747
  %fmul5749 = fmul float %phi5521, 3.000000e+00
  %fadd5750 = fadd float %fadd5748, %fmul5749
  %fmul5751 = fmul float %leaf5746, 4.000000e+00
  %fadd5752 = fadd float %fadd5750, %fmul5751
  %fmul5753 = fmul float %phi5523, 5.000000e+00
  %fadd5754 = fadd float %fmul5753, %fadd5752
  %bits5755 = bitcast float %phi5523 to i32
  %call5756 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5755, i32 1, i32 0)
  %leaf5757 = bitcast i32 %call5756 to float
  %fmul5758 = fmul float %leaf5757, 2.000000e+00
  %fadd5759 = fadd float %phi5520, %fmul5758
  %fmul5760 = fmul float %phi5522, 3.000000e+00
  %fadd5761 = fadd float %fmul5760, %fadd5759
  %fmul5762 = fmul float %phi5523, 4.000000e+00
  %fadd5763 = fadd float %fmul5762, %fadd5761
  %fmul5764 = fmul float %phi5524, 5.000000e+00
  %fadd5765 = fadd float %fmul5764, %fadd5763
  %bits5766 = bitcast float %phi5522 to i32
  %call5767 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5766, i32 1, i32 31)
  %leaf5768 = bitcast i32 %call5767 to float
  %fmul5769 = fmul float %phi5522, 2.000000e+00
  %fadd5770 = fadd float %phi5521, %fmul5769
  %fmul5771 = fmul float %phi5523, 3.000000e+00
  %fadd5772 = fadd float %fadd5770, %fmul5771
  %fmul5773 = fmul float %leaf5768, 4.000000e+00
  %fadd5774 = fadd float %fadd5772, %fmul5773
  %fmul5775 = fmul float %phi5525, 5.000000e+00
  %fadd5776 = fadd float %fmul5775, %fadd5774
  %bits5777 = bitcast float %phi5525 to i32
  %call5778 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5777, i32 1, i32 0)
  %leaf5779 = bitcast i32 %call5778 to float
  %fmul5780 = fmul float %leaf5779, 2.000000e+00
  %fadd5781 = fadd float %phi5522, %fmul5780
  %fmul5782 = fmul float %phi5524, 3.000000e+00
  %fadd5783 = fadd float %fmul5782, %fadd5781
  %fmul5784 = fmul float %phi5525, 4.000000e+00
  %fadd5785 = fadd float %fmul5784, %fadd5783
  %fmul5786 = fmul float %phi5526, 5.000000e+00
  %fadd5787 = fadd float %fmul5786, %fadd5785
  %bits5788 = bitcast float %phi5524 to i32
  %call5789 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5788, i32 1, i32 31)
  %leaf5790 = bitcast i32 %call5789 to float
  %fmul5791 = fmul float %phi5524, 2.000000e+00
  %fadd5792 = fadd float %phi5523, %fmul5791
  %fmul5793 = fmul float %phi5525, 3.000000e+00
  %fadd5794 = fadd float %fadd5792, %fmul5793
  %fmul5795 = fmul float %leaf5790, 4.000000e+00
  %fadd5796 = fadd float %fadd5794, %fmul5795
  %fmul5797 = fmul float %phi5527, 5.000000e+00
  %fadd5798 = fadd float %fmul5797, %fadd5796
  %bits5799 = bitcast float %phi5527 to i32
  %call5800 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5799, i32 1, i32 0)
  %leaf5801 = bitcast i32 %call5800 to float
  %fmul5802 = fmul float %leaf5801, 2.000000e+00
  %fadd5803 = fadd float %phi5524, %fmul5802
  %fmul5804 = fmul float %phi5526, 3.000000e+00
  %fadd5805 = fadd float %fmul5804, %fadd5803
  %fmul5806 = fmul float %phi5527, 4.000000e+00
  %fadd5807 = fadd float %fmul5806, %fadd5805
  %fmul5808 = fmul float %phi5528, 5.000000e+00
  %fadd5809 = fadd float %fmul5808, %fadd5807
  %bits5810 = bitcast float %phi5526 to i32
  %call5811 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5810, i32 1, i32 31)
  %leaf5812 = bitcast i32 %call5811 to float
  %fmul5813 = fmul float %phi5526, 2.000000e+00
  %fadd5814 = fadd float %phi5525, %fmul5813
  %fmul5815 = fmul float %phi5527, 3.000000e+00
  %fadd5816 = fadd float %fadd5814, %fmul5815
  %fmul5817 = fmul float %leaf5812, 4.000000e+00
  %fadd5818 = fadd float %fadd5816, %fmul5817
  %fmul5819 = fmul float %phi5529, 5.000000e+00
  %fadd5820 = fadd float %fmul5819, %fadd5818
  %bits5821 = bitcast float %phi5529 to i32
  %call5822 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5821, i32 1, i32 0)
  %leaf5823 = bitcast i32 %call5822 to float
  %fmul5824 = fmul float %leaf5823, 2.000000e+00
  %fadd5825 = fadd float %phi5526, %fmul5824
  %fmul5826 = fmul float %phi5528, 3.000000e+00
  %fadd5827 = fadd float %fmul5826, %fadd5825
  %fmul5828 = fmul float %phi5529, 4.000000e+00
  %fadd5829 = fadd float %fmul5828, %fadd5827
  %fadd5831 = fadd float %fmul5364, %fadd5829
  %bits5832 = bitcast float %phi5528 to i32
  %call5833 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5832, i32 1, i32 31)
  %leaf5834 = bitcast i32 %call5833 to float
  %fmul5835 = fmul float %phi5528, 2.000000e+00
  %fadd5836 = fadd float %phi5527, %fmul5835
  %fmul5837 = fmul float %phi5529, 3.000000e+00
  %fadd5838 = fadd float %fadd5836, %fmul5837
  %fmul5839 = fmul float %leaf5834, 4.000000e+00
  %fadd5840 = fadd float %fadd5838, %fmul5839
  %fadd5842 = fadd float %fmul5375, %fadd5840
  br i1 %cmp4184, label %then5844, label %endif5846

then5844:                                         ; preds = %fold.body5496
  %bits5847 = bitcast float %fadd5545 to i32
  %call5848 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5847, i32 2, i32 31)
  %leaf5849 = bitcast i32 %call5848 to float
  %sel5851 = select i1 %cmp5850, float %leaf5849, float %fadd5556
  %bits5852 = bitcast float %fadd5567 to i32
  %call5853 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5852, i32 2, i32 31)
  %leaf5854 = bitcast i32 %call5853 to float
  %sel5856 = select i1 %cmp5850, float %leaf5854, float %fadd5578
  %bits5857 = bitcast float %fadd5589 to i32
  %call5858 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5857, i32 2, i32 31)
  %leaf5859 = bitcast i32 %call5858 to float
  %sel5861 = select i1 %cmp5850, float %leaf5859, float %fadd5600
  %bits5862 = bitcast float %fadd5611 to i32
  %call5863 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5862, i32 2, i32 31)
  %leaf5864 = bitcast i32 %call5863 to float
  %sel5866 = select i1 %cmp5850, float %leaf5864, float %fadd5622
  %bits5867 = bitcast float %fadd5633 to i32
  %call5868 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5867, i32 2, i32 31)
  %leaf5869 = bitcast i32 %call5868 to float
  %sel5871 = select i1 %cmp5850, float %leaf5869, float %fadd5644
  %bits5872 = bitcast float %fadd5655 to i32
  %call5873 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5872, i32 2, i32 31)
  %leaf5874 = bitcast i32 %call5873 to float
  %sel5876 = select i1 %cmp5850, float %leaf5874, float %fadd5666
  %bits5877 = bitcast float %fadd5677 to i32
  %call5878 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5877, i32 2, i32 31)
  %leaf5879 = bitcast i32 %call5878 to float
  %sel5881 = select i1 %cmp5850, float %leaf5879, float %fadd5688
  %bits5882 = bitcast float %fadd5699 to i32
  %call5883 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5882, i32 2, i32 31)
  %leaf5884 = bitcast i32 %call5883 to float
  %sel5886 = select i1 %cmp5850, float %leaf5884, float %fadd5710
  %bits5887 = bitcast float %fadd5721 to i32
  %call5888 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5887, i32 2, i32 31)
  %leaf5889 = bitcast i32 %call5888 to float
  %sel5891 = select i1 %cmp5850, float %leaf5889, float %fadd5732
  %bits5892 = bitcast float %fadd5743 to i32
  %call5893 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5892, i32 2, i32 31)
  %leaf5894 = bitcast i32 %call5893 to float
  %sel5896 = select i1 %cmp5850, float %leaf5894, float %fadd5754
  %bits5897 = bitcast float %fadd5765 to i32
  %call5898 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5897, i32 2, i32 31)
  %leaf5899 = bitcast i32 %call5898 to float
  %sel5901 = select i1 %cmp5850, float %leaf5899, float %fadd5776
  %bits5902 = bitcast float %fadd5787 to i32
  %call5903 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5902, i32 2, i32 31)
  %leaf5904 = bitcast i32 %call5903 to float
  %sel5906 = select i1 %cmp5850, float %leaf5904, float %fadd5798
  %bits5907 = bitcast float %fadd5809 to i32
  %call5908 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5907, i32 2, i32 31)
  %leaf5909 = bitcast i32 %call5908 to float
  %sel5911 = select i1 %cmp5850, float %leaf5909, float %fadd5820
  %bits5912 = bitcast float %fadd5831 to i32
  %call5913 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5912, i32 2, i32 31)
  %leaf5914 = bitcast i32 %call5913 to float
  %sel5916 = select i1 %cmp5850, float %leaf5914, float %fadd5842
  br label %endif5846

endif5846:                                        ; preds = %fold.body5496, %then5844
  %phi5920 = phi float [ %sel5851, %then5844 ], [ %fadd5556, %fold.body5496 ]
  %phi5922 = phi float [ %sel5856, %then5844 ], [ %fadd5578, %fold.body5496 ]
  %phi5924 = phi float [ %sel5861, %then5844 ], [ %fadd5600, %fold.body5496 ]
  %phi5926 = phi float [ %sel5866, %then5844 ], [ %fadd5622, %fold.body5496 ]
  %phi5928 = phi float [ %sel5871, %then5844 ], [ %fadd5644, %fold.body5496 ]
  %phi5930 = phi float [ %sel5876, %then5844 ], [ %fadd5666, %fold.body5496 ]
  %phi5932 = phi float [ %sel5881, %then5844 ], [ %fadd5688, %fold.body5496 ]
  %phi5934 = phi float [ %sel5886, %then5844 ], [ %fadd5710, %fold.body5496 ]
  %phi5936 = phi float [ %sel5891, %then5844 ], [ %fadd5732, %fold.body5496 ]
  %phi5938 = phi float [ %sel5896, %then5844 ], [ %fadd5754, %fold.body5496 ]
  %phi5940 = phi float [ %sel5901, %then5844 ], [ %fadd5776, %fold.body5496 ]
  %phi5942 = phi float [ %sel5906, %then5844 ], [ %fadd5798, %fold.body5496 ]
  %phi5944 = phi float [ %sel5911, %then5844 ], [ %fadd5820, %fold.body5496 ]
  %phi5946 = phi float [ %sel5916, %then5844 ], [ %fadd5842, %fold.body5496 ]
  br i1 %cmp4260, label %then5950, label %endif5952

then5950:                                         ; preds = %endif5846
  %bits5953 = bitcast float %phi5920 to i32
  %call5954 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5953, i32 9, i32 31)
  %leaf5955 = bitcast i32 %call5954 to float
  %sel5957 = select i1 %cmp5956, float %leaf5955, float %fadd5545
  %bits5958 = bitcast float %phi5922 to i32
  %call5959 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5958, i32 9, i32 31)
  %leaf5960 = bitcast i32 %call5959 to float
  %sel5962 = select i1 %cmp5956, float %leaf5960, float %fadd5567
  %bits5963 = bitcast float %phi5924 to i32
  %call5964 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5963, i32 9, i32 31)
  %leaf5965 = bitcast i32 %call5964 to float
  %sel5967 = select i1 %cmp5956, float %leaf5965, float %fadd5589
  %bits5968 = bitcast float %phi5926 to i32
  %call5969 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5968, i32 9, i32 31)
  %leaf5970 = bitcast i32 %call5969 to float
  %sel5972 = select i1 %cmp5956, float %leaf5970, float %fadd5611
  %bits5973 = bitcast float %phi5928 to i32
  %call5974 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5973, i32 9, i32 31)
  %leaf5975 = bitcast i32 %call5974 to float
  %sel5977 = select i1 %cmp5956, float %leaf5975, float %fadd5633
  %bits5978 = bitcast float %phi5930 to i32
  %call5979 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5978, i32 9, i32 31)
  %leaf5980 = bitcast i32 %call5979 to float
  %sel5982 = select i1 %cmp5956, float %leaf5980, float %fadd5655
  %bits5983 = bitcast float %phi5932 to i32
  %call5984 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5983, i32 9, i32 31)
  %leaf5985 = bitcast i32 %call5984 to float
  %sel5987 = select i1 %cmp5956, float %leaf5985, float %fadd5677
  %bits5988 = bitcast float %phi5934 to i32
  %call5989 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5988, i32 9, i32 31)
  %leaf5990 = bitcast i32 %call5989 to float
  %sel5992 = select i1 %cmp5956, float %leaf5990, float %fadd5699
  %bits5993 = bitcast float %phi5936 to i32
  %call5994 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5993, i32 9, i32 31)
  %leaf5995 = bitcast i32 %call5994 to float
  %sel5997 = select i1 %cmp5956, float %leaf5995, float %fadd5721
  %bits5998 = bitcast float %phi5938 to i32
  %call5999 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5998, i32 9, i32 31)
  %leaf6000 = bitcast i32 %call5999 to float
  %sel6002 = select i1 %cmp5956, float %leaf6000, float %fadd5743
  %bits6003 = bitcast float %phi5940 to i32
  %call6004 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6003, i32 9, i32 31)
  %leaf6005 = bitcast i32 %call6004 to float
  %sel6007 = select i1 %cmp5956, float %leaf6005, float %fadd5765
  %bits6008 = bitcast float %phi5942 to i32
  %call6009 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6008, i32 9, i32 31)
  %leaf6010 = bitcast i32 %call6009 to float
  %sel6012 = select i1 %cmp5956, float %leaf6010, float %fadd5787
  %bits6013 = bitcast float %phi5944 to i32
  %call6014 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6013, i32 9, i32 31)
  %leaf6015 = bitcast i32 %call6014 to float
  %sel6017 = select i1 %cmp5956, float %leaf6015, float %fadd5809
  %bits6018 = bitcast float %phi5946 to i32
  %call6019 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6018, i32 9, i32 31)
  %leaf6020 = bitcast i32 %call6019 to float
  %sel6022 = select i1 %cmp5956, float %leaf6020, float %fadd5831
  br label %endif5952

endif5952:                                        ; preds = %endif5846, %then5950
  %phi6025 = phi float [ %sel5957, %then5950 ], [ %fadd5545, %endif5846 ]
  %phi6027 = phi float [ %sel5962, %then5950 ], [ %fadd5567, %endif5846 ]
  %phi6029 = phi float [ %sel5967, %then5950 ], [ %fadd5589, %endif5846 ]
  %phi6031 = phi float [ %sel5972, %then5950 ], [ %fadd5611, %endif5846 ]
  %phi6033 = phi float [ %sel5977, %then5950 ], [ %fadd5633, %endif5846 ]
  %phi6035 = phi float [ %sel5982, %then5950 ], [ %fadd5655, %endif5846 ]
  %phi6037 = phi float [ %sel5987, %then5950 ], [ %fadd5677, %endif5846 ]
  %phi6039 = phi float [ %sel5992, %then5950 ], [ %fadd5699, %endif5846 ]
  %phi6041 = phi float [ %sel5997, %then5950 ], [ %fadd5721, %endif5846 ]
  %phi6043 = phi float [ %sel6002, %then5950 ], [ %fadd5743, %endif5846 ]
  %phi6045 = phi float [ %sel6007, %then5950 ], [ %fadd5765, %endif5846 ]
  %phi6047 = phi float [ %sel6012, %then5950 ], [ %fadd5787, %endif5846 ]
  %phi6049 = phi float [ %sel6017, %then5950 ], [ %fadd5809, %endif5846 ]
  %phi6051 = phi float [ %sel6022, %then5950 ], [ %fadd5831, %endif5846 ]
  %sel6055 = select i1 %cmp470, float %phi6031, float %phi6025
  %sel6056 = select i1 %cmp470, float %phi5926, float %phi5920
  %sel6057 = select i1 %cmp470, float %phi6031, float %phi6027
  %sel6058 = select i1 %cmp470, float %phi5926, float %phi5922
  %sel6059 = select i1 %cmp470, float %phi6031, float %phi6029
  %sel6060 = select i1 %cmp470, float %phi5926, float %phi5924
  %sel6061 = select i1 %cmp472, float %phi6045, float %phi6047
  %sel6062 = select i1 %cmp472, float %phi5940, float %phi5942
  %sel6063 = select i1 %cmp472, float %phi6045, float %phi6049
  %sel6064 = select i1 %cmp472, float %phi5940, float %phi5944
  %sel6065 = select i1 %cmp472, float %phi6045, float %phi6051
  %sel6066 = select i1 %cmp472, float %phi5940, float %phi5946
  %add6067 = add nsw i64 %i5499, 1
  %cmp6068 = icmp slt i64 %add6067, %6
  br i1 %cmp6068, label %fold.body5496, label %endif3608

then6148:                                         ; preds = %endif3608
  %197 = getelementptr float, ptr addrspace(1) %1, i64 %mul6146
  %p6150 = getelementptr float, ptr addrspace(1) %197, i64 %add
  store float %phi6109, ptr addrspace(1) %p6150, align 4
  br label %endif6149

endif6149:                                        ; preds = %then6148, %endif3608
  %add6157 = add nsw i64 %mul7, -3
  %own6158 = icmp ult i64 %add6157, 56
  %198 = and i1 %own6158, %cmp26
  %owns6159 = and i1 %cmp16, %198
  %inside6163 = and i1 %cmp124, %owns6159
  br i1 %inside6163, label %then6166, label %endif6167

then6166:                                         ; preds = %endif6149
  %199 = getelementptr float, ptr addrspace(1) %1, i64 %mul6146
  %p6168 = getelementptr float, ptr addrspace(1) %199, i64 %add24
  store float %phi6110, ptr addrspace(1) %p6168, align 4
  br label %endif6167

endif6167:                                        ; preds = %then6166, %endif6149
  %cmp6180 = icmp slt i64 %add151, %4
  %inside6182 = and i1 %cmp6180, %owns
  %mul6183 = mul i64 %add151, %5
  br i1 %inside6182, label %then6185, label %endif6186

then6185:                                         ; preds = %endif6167
  %200 = getelementptr float, ptr addrspace(1) %1, i64 %mul6183
  %p6187 = getelementptr float, ptr addrspace(1) %200, i64 %add
  store float %phi6111, ptr addrspace(1) %p6187, align 4
  br label %endif6186

endif6186:                                        ; preds = %then6185, %endif6167
  %inside6200 = and i1 %cmp6180, %owns6159
  br i1 %inside6200, label %then6203, label %endif6204

then6203:                                         ; preds = %endif6186
  %201 = getelementptr float, ptr addrspace(1) %1, i64 %mul6183
  %p6205 = getelementptr float, ptr addrspace(1) %201, i64 %add24
  store float %phi6112, ptr addrspace(1) %p6205, align 4
  br label %endif6204

endif6204:                                        ; preds = %then6203, %endif6186
  %cmp6217 = icmp slt i64 %add180, %4
  %inside6219 = and i1 %cmp6217, %owns
  %mul6220 = mul i64 %add180, %5
  br i1 %inside6219, label %then6222, label %endif6223

then6222:                                         ; preds = %endif6204
  %202 = getelementptr float, ptr addrspace(1) %1, i64 %mul6220
  %p6224 = getelementptr float, ptr addrspace(1) %202, i64 %add
  store float %phi6113, ptr addrspace(1) %p6224, align 4
  br label %endif6223

endif6223:                                        ; preds = %then6222, %endif6204
  %inside6237 = and i1 %cmp6217, %owns6159
  br i1 %inside6237, label %then6240, label %endif6241

then6240:                                         ; preds = %endif6223
  %203 = getelementptr float, ptr addrspace(1) %1, i64 %mul6220
  %p6242 = getelementptr float, ptr addrspace(1) %203, i64 %add24
  store float %phi6114, ptr addrspace(1) %p6242, align 4
  br label %endif6241

endif6241:                                        ; preds = %then6240, %endif6223
  %cmp6254 = icmp slt i64 %add209, %4
  %inside6256 = and i1 %cmp6254, %owns
  %mul6257 = mul i64 %add209, %5
  br i1 %inside6256, label %then6259, label %endif6260

then6259:                                         ; preds = %endif6241
  %204 = getelementptr float, ptr addrspace(1) %1, i64 %mul6257
  %p6261 = getelementptr float, ptr addrspace(1) %204, i64 %add
  store float %phi6115, ptr addrspace(1) %p6261, align 4
  br label %endif6260

endif6260:                                        ; preds = %then6259, %endif6241
  %inside6274 = and i1 %cmp6254, %owns6159
  br i1 %inside6274, label %then6277, label %endif6278

then6277:                                         ; preds = %endif6260
  %205 = getelementptr float, ptr addrspace(1) %1, i64 %mul6257
  %p6279 = getelementptr float, ptr addrspace(1) %205, i64 %add24
  store float %phi6116, ptr addrspace(1) %p6279, align 4
  br label %endif6278

endif6278:                                        ; preds = %then6277, %endif6260
  %cmp6291 = icmp slt i64 %add238, %4
  %inside6293 = and i1 %cmp6291, %owns
  %mul6294 = mul i64 %add238, %5
  br i1 %inside6293, label %then6296, label %endif6297

then6296:                                         ; preds = %endif6278
  %206 = getelementptr float, ptr addrspace(1) %1, i64 %mul6294
  %p6298 = getelementptr float, ptr addrspace(1) %206, i64 %add
  store float %phi6117, ptr addrspace(1) %p6298, align 4
  br label %endif6297

endif6297:                                        ; preds = %then6296, %endif6278
  %inside6311 = and i1 %cmp6291, %owns6159
  br i1 %inside6311, label %then6314, label %endif6315

then6314:                                         ; preds = %endif6297
  %207 = getelementptr float, ptr addrspace(1) %1, i64 %mul6294
  %p6316 = getelementptr float, ptr addrspace(1) %207, i64 %add24
  store float %phi6118, ptr addrspace(1) %p6316, align 4
  br label %endif6315

endif6315:                                        ; preds = %then6314, %endif6297
  %cmp6328 = icmp slt i64 %add267, %4
  %inside6330 = and i1 %cmp6328, %owns
  %mul6331 = mul i64 %add267, %5
  br i1 %inside6330, label %then6333, label %endif6334

then6333:                                         ; preds = %endif6315
  %208 = getelementptr float, ptr addrspace(1) %1, i64 %mul6331
  %p6335 = getelementptr float, ptr addrspace(1) %208, i64 %add
  store float %phi6119, ptr addrspace(1) %p6335, align 4
  br label %endif6334

endif6334:                                        ; preds = %then6333, %endif6315
  %inside6348 = and i1 %cmp6328, %owns6159
  br i1 %inside6348, label %then6351, label %endif6352

then6351:                                         ; preds = %endif6334
  %209 = getelementptr float, ptr addrspace(1) %1, i64 %mul6331
  %p6353 = getelementptr float, ptr addrspace(1) %209, i64 %add24
  store float %phi6120, ptr addrspace(1) %p6353, align 4
  br label %endif6352

endif6352:                                        ; preds = %then6351, %endif6334
  %cmp6365 = icmp slt i64 %add296, %4
  %inside6367 = and i1 %cmp6365, %owns
  %mul6368 = mul i64 %add296, %5
  br i1 %inside6367, label %then6370, label %endif6371

then6370:                                         ; preds = %endif6352
  %210 = getelementptr float, ptr addrspace(1) %1, i64 %mul6368
  %p6372 = getelementptr float, ptr addrspace(1) %210, i64 %add
  store float %phi6121, ptr addrspace(1) %p6372, align 4
  br label %endif6371

endif6371:                                        ; preds = %then6370, %endif6352
  %inside6385 = and i1 %cmp6365, %owns6159
  br i1 %inside6385, label %then6388, label %endif6389

then6388:                                         ; preds = %endif6371
  %211 = getelementptr float, ptr addrspace(1) %1, i64 %mul6368
  %p6390 = getelementptr float, ptr addrspace(1) %211, i64 %add24
  store float %phi6122, ptr addrspace(1) %p6390, align 4
  br label %endif6389

endif6389:                                        ; preds = %then6388, %endif6371
  %cmp6402 = icmp slt i64 %add325, %4
  %inside6404 = and i1 %cmp6402, %owns
  %mul6405 = mul i64 %add325, %5
  br i1 %inside6404, label %then6407, label %endif6408

then6407:                                         ; preds = %endif6389
  %212 = getelementptr float, ptr addrspace(1) %1, i64 %mul6405
  %p6409 = getelementptr float, ptr addrspace(1) %212, i64 %add
  store float %phi6123, ptr addrspace(1) %p6409, align 4
  br label %endif6408

endif6408:                                        ; preds = %then6407, %endif6389
  %inside6422 = and i1 %cmp6402, %owns6159
  br i1 %inside6422, label %then6425, label %endif6426

then6425:                                         ; preds = %endif6408
  %213 = getelementptr float, ptr addrspace(1) %1, i64 %mul6405
  %p6427 = getelementptr float, ptr addrspace(1) %213, i64 %add24
  store float %phi6124, ptr addrspace(1) %p6427, align 4
  br label %endif6426

endif6426:                                        ; preds = %then6425, %endif6408
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #3

attributes #0 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}

!0 = !{ptr @systole_persistent_band_j2d5pt_f32_band, !"kernel", i32 1}
!1 = !{ptr @systole_persistent_band_j2d5pt_f32_band, !"maxntidx", i32 608}
!2 = !{ptr @systole_persistent_band_j2d5pt_f32_band, !"minctasm", i32 1}
