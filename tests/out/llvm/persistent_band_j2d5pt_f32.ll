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
  %own = icmp ult i64 %sub, 56
  %15 = and i1 %own, %cmp17
  %owns = and i1 %cmp16, %15
  %invariant.gep = getelementptr float, ptr addrspace(1) %2, i64 %add
  %add528 = add nsw i64 %mul7, -3
  %own529 = icmp ult i64 %add528, 56
  %16 = and i1 %own529, %cmp26
  %owns530 = and i1 %cmp16, %16
  %invariant.gep6879 = getelementptr float, ptr addrspace(1) %2, i64 %add24
  %inside = icmp ult i64 %sub, 4
  %17 = and i64 %sreg, 30
  %inside813 = icmp eq i64 %17, 28
  %inside874 = icmp ult i64 %add528, 4
  %sub933 = add nsw i64 %mul7, -55
  %inside934 = icmp ult i64 %sub933, 4
  %mul759 = shl nuw nsw i64 %warp, 3
  %add760 = add nuw nsw i64 %sub, %mul759
  %add816 = add nsw i64 %mul7, -52
  %add820 = add nuw nsw i64 %add816, %mul759
  %add881 = add nuw nsw i64 %add528, %mul759
  %add937 = add nsw i64 %mul7, -51
  %add941 = add nuw nsw i64 %add937, %mul759
  %cmp993 = icmp eq i32 %call, 0
  %flag = getelementptr i32, ptr addrspace(1) %3, i64 %sreg2
  %address = ptrtoint ptr addrspace(1) %flag to i64
  %cmp999 = icmp ugt i32 %call, 31
  %cmp1000 = icmp ult i32 %call, 576
  %cmp1002 = icmp ult i64 %lane, 2
  %from_before = and i1 %cmp999, %cmp1002
  %sub1003 = add nsw i64 %mul7, -60
  %after = icmp ult i64 %sub1003, 4
  %from_after = and i1 %cmp1000, %after
  %add1004 = add nuw nsw i64 %mul7, 4
  %mul1007 = add nsw i64 %mul759, -8
  %add1008 = add nsw i64 %add1004, %mul1007
  %mul1014 = add nuw nsw i64 %mul759, 8
  %add1015 = add nsw i64 %mul1014, %sub1003
  %sub1120 = add nsw i64 %mul7, -59
  %after1121 = icmp ult i64 %sub1120, 4
  %from_after1122 = and i1 %cmp1000, %after1121
  %add1123 = add nuw nsw i64 %mul7, 5
  %add1127 = add nsw i64 %add1123, %mul1007
  %add1134 = add nsw i64 %mul1014, %sub1120
  %cmp1236 = icmp ult i32 %call, 32
  %cmp1240 = icmp eq i64 %lane, 1
  %cmp1308 = icmp eq i64 %warp, 18
  %cmp1315 = icmp eq i64 %lane, 10
  %18 = add nsw i32 %call1, -1
  %exists = icmp ult i32 %18, %call3
  %cmp1556 = icmp eq i32 %call, 1
  %waits = and i1 %cmp1556, %exists
  %flag1559 = getelementptr i8, ptr addrspace(1) %flag, i64 -4
  %address1560 = ptrtoint ptr addrspace(1) %flag1559 to i64
  %add1562 = add nuw nsw i64 %sreg2, 1
  %cmp1564 = icmp ult i64 %add1562, %sreg4
  %cmp1566 = icmp eq i32 %call, 32
  %waits1567 = and i1 %cmp1566, %cmp1564
  %flag1572 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add1562
  %address1573 = ptrtoint ptr addrspace(1) %flag1572 to i64
  %sub1576 = add nsw i64 %sreg2, -1
  %call1585 = tail call i64 @llvm.smin.i64(i64 %sub1576, i64 %sub471)
  %call1586 = tail call i64 @llvm.smax.i64(i64 %call1585, i64 0)
  %19 = tail call i64 @llvm.umin.i64(i64 %add1562, i64 %sub471)
  br label %fold.body

fold.body:                                        ; preds = %fold.body.preheader, %endif3719
  %i = phi i64 [ %add506, %endif3719 ], [ 0, %fold.body.preheader ]
  %phi481 = phi float [ %phi3768, %endif3719 ], [ %v139, %fold.body.preheader ]
  %phi482 = phi float [ %phi3693, %endif3719 ], [ %v150, %fold.body.preheader ]
  %phi483 = phi float [ %phi3770, %endif3719 ], [ %v168, %fold.body.preheader ]
  %phi484 = phi float [ %phi3695, %endif3719 ], [ %v179, %fold.body.preheader ]
  %phi485 = phi float [ %phi3772, %endif3719 ], [ %v197, %fold.body.preheader ]
  %phi486 = phi float [ %phi3697, %endif3719 ], [ %v208, %fold.body.preheader ]
  %phi487 = phi float [ %phi3774, %endif3719 ], [ %v226, %fold.body.preheader ]
  %phi488 = phi float [ %phi3699, %endif3719 ], [ %v237, %fold.body.preheader ]
  %phi489 = phi float [ %phi3776, %endif3719 ], [ %v255, %fold.body.preheader ]
  %phi490 = phi float [ %phi3701, %endif3719 ], [ %v266, %fold.body.preheader ]
  %phi491 = phi float [ %phi3778, %endif3719 ], [ %v284, %fold.body.preheader ]
  %phi492 = phi float [ %phi3703, %endif3719 ], [ %v295, %fold.body.preheader ]
  %phi493 = phi float [ %phi3780, %endif3719 ], [ %v313, %fold.body.preheader ]
  %phi494 = phi float [ %phi3705, %endif3719 ], [ %v324, %fold.body.preheader ]
  %phi495 = phi float [ %phi3782, %endif3719 ], [ %v342, %fold.body.preheader ]
  %phi496 = phi float [ %phi3707, %endif3719 ], [ %v353, %fold.body.preheader ]
  %add506 = add nuw nsw i64 %i, 1
  %parity = and i64 %add506, 1
  %mul507 = mul nuw nsw i64 %parity, %sreg4
  %add508 = add nuw nsw i64 %mul507, %sreg2
  %mul509 = shl nuw nsw i64 %add508, 3
  %mul511 = mul i64 %mul509, %5
  br i1 %owns, label %then, label %endif

fold.exit:                                        ; preds = %endif3719, %entry
  %phi3802 = phi float [ %v139, %entry ], [ %phi3768, %endif3719 ]
  %phi3803 = phi float [ %v150, %entry ], [ %phi3693, %endif3719 ]
  %phi3804 = phi float [ %v168, %entry ], [ %phi3770, %endif3719 ]
  %phi3805 = phi float [ %v179, %entry ], [ %phi3695, %endif3719 ]
  %phi3806 = phi float [ %v197, %entry ], [ %phi3772, %endif3719 ]
  %phi3807 = phi float [ %v208, %entry ], [ %phi3697, %endif3719 ]
  %phi3808 = phi float [ %v226, %entry ], [ %phi3774, %endif3719 ]
  %phi3809 = phi float [ %v237, %entry ], [ %phi3699, %endif3719 ]
  %phi3810 = phi float [ %v255, %entry ], [ %phi3776, %endif3719 ]
  %phi3811 = phi float [ %v266, %entry ], [ %phi3701, %endif3719 ]
  %phi3812 = phi float [ %v284, %entry ], [ %phi3778, %endif3719 ]
  %phi3813 = phi float [ %v295, %entry ], [ %phi3703, %endif3719 ]
  %phi3814 = phi float [ %v313, %entry ], [ %phi3780, %endif3719 ]
  %phi3815 = phi float [ %v324, %entry ], [ %phi3705, %endif3719 ]
  %phi3816 = phi float [ %v342, %entry ], [ %phi3782, %endif3719 ]
  %phi3817 = phi float [ %v353, %entry ], [ %phi3707, %endif3719 ]
  %mul3826 = shl nsw i64 %epochs, 2
  %cmp3827 = icmp slt i64 %mul3826, %6
  br i1 %cmp3827, label %then3828, label %endif3830

then:                                             ; preds = %fold.body
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul511
  store float %phi481, ptr addrspace(1) %gep, align 4
  br label %endif

endif:                                            ; preds = %then, %fold.body
  br i1 %owns530, label %then531, label %endif532

then531:                                          ; preds = %endif
  %gep6880 = getelementptr float, ptr addrspace(1) %invariant.gep6879, i64 %mul511
  store float %phi482, ptr addrspace(1) %gep6880, align 4
  br label %endif532

endif532:                                         ; preds = %then531, %endif
  %add537 = or disjoint i64 %mul509, 1
  %mul538 = mul i64 %add537, %5
  br i1 %owns, label %then549, label %endif550

then549:                                          ; preds = %endif532
  %gep6882 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul538
  store float %phi483, ptr addrspace(1) %gep6882, align 4
  br label %endif550

endif550:                                         ; preds = %then549, %endif532
  br i1 %owns530, label %then562, label %endif563

then562:                                          ; preds = %endif550
  %gep6884 = getelementptr float, ptr addrspace(1) %invariant.gep6879, i64 %mul538
  store float %phi484, ptr addrspace(1) %gep6884, align 4
  br label %endif563

endif563:                                         ; preds = %then562, %endif550
  %add568 = or disjoint i64 %mul509, 2
  %mul569 = mul i64 %add568, %5
  br i1 %owns, label %then580, label %endif581

then580:                                          ; preds = %endif563
  %gep6886 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul569
  store float %phi485, ptr addrspace(1) %gep6886, align 4
  br label %endif581

endif581:                                         ; preds = %then580, %endif563
  br i1 %owns530, label %then593, label %endif594

then593:                                          ; preds = %endif581
  %gep6888 = getelementptr float, ptr addrspace(1) %invariant.gep6879, i64 %mul569
  store float %phi486, ptr addrspace(1) %gep6888, align 4
  br label %endif594

endif594:                                         ; preds = %then593, %endif581
  %add599 = or disjoint i64 %mul509, 3
  %mul600 = mul i64 %add599, %5
  br i1 %owns, label %then611, label %endif612

then611:                                          ; preds = %endif594
  %gep6890 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul600
  store float %phi487, ptr addrspace(1) %gep6890, align 4
  br label %endif612

endif612:                                         ; preds = %then611, %endif594
  br i1 %owns530, label %then624, label %endif625

then624:                                          ; preds = %endif612
  %gep6892 = getelementptr float, ptr addrspace(1) %invariant.gep6879, i64 %mul600
  store float %phi488, ptr addrspace(1) %gep6892, align 4
  br label %endif625

endif625:                                         ; preds = %then624, %endif612
  %add630 = or disjoint i64 %mul509, 4
  %mul631 = mul i64 %add630, %5
  br i1 %owns, label %then642, label %endif643

then642:                                          ; preds = %endif625
  %gep6894 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul631
  store float %phi489, ptr addrspace(1) %gep6894, align 4
  br label %endif643

endif643:                                         ; preds = %then642, %endif625
  br i1 %owns530, label %then655, label %endif656

then655:                                          ; preds = %endif643
  %gep6896 = getelementptr float, ptr addrspace(1) %invariant.gep6879, i64 %mul631
  store float %phi490, ptr addrspace(1) %gep6896, align 4
  br label %endif656

endif656:                                         ; preds = %then655, %endif643
  %add661 = or disjoint i64 %mul509, 5
  %mul662 = mul i64 %add661, %5
  br i1 %owns, label %then673, label %endif674

then673:                                          ; preds = %endif656
  %gep6898 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul662
  store float %phi491, ptr addrspace(1) %gep6898, align 4
  br label %endif674

endif674:                                         ; preds = %then673, %endif656
  br i1 %owns530, label %then686, label %endif687

then686:                                          ; preds = %endif674
  %gep6900 = getelementptr float, ptr addrspace(1) %invariant.gep6879, i64 %mul662
  store float %phi492, ptr addrspace(1) %gep6900, align 4
  br label %endif687

endif687:                                         ; preds = %then686, %endif674
  %add692 = or disjoint i64 %mul509, 6
  %mul693 = mul i64 %add692, %5
  br i1 %owns, label %then704, label %endif705

then704:                                          ; preds = %endif687
  %gep6902 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul693
  store float %phi493, ptr addrspace(1) %gep6902, align 4
  br label %endif705

endif705:                                         ; preds = %then704, %endif687
  br i1 %owns530, label %then717, label %endif718

then717:                                          ; preds = %endif705
  %gep6904 = getelementptr float, ptr addrspace(1) %invariant.gep6879, i64 %mul693
  store float %phi494, ptr addrspace(1) %gep6904, align 4
  br label %endif718

endif718:                                         ; preds = %then717, %endif705
  %add723 = or disjoint i64 %mul509, 7
  %mul724 = mul i64 %add723, %5
  br i1 %owns, label %then735, label %endif736

then735:                                          ; preds = %endif718
  %gep6906 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul724
  store float %phi495, ptr addrspace(1) %gep6906, align 4
  br label %endif736

endif736:                                         ; preds = %then735, %endif718
  br i1 %owns530, label %then748, label %endif749

then748:                                          ; preds = %endif736
  %gep6908 = getelementptr float, ptr addrspace(1) %invariant.gep6879, i64 %mul724
  store float %phi496, ptr addrspace(1) %gep6908, align 4
  br label %endif749

endif749:                                         ; preds = %then748, %endif736
  br i1 %inside, label %then754, label %endif755

then754:                                          ; preds = %endif749
  %.idx = mul nuw nsw i64 %parity, 4864
  %20 = getelementptr inbounds i8, ptr addrspace(3) @band.columns, i64 %.idx
  %p762 = getelementptr inbounds float, ptr addrspace(3) %20, i64 %add760
  store float %phi481, ptr addrspace(3) %p762, align 8
  %21 = getelementptr inbounds i8, ptr addrspace(3) %20, i64 608
  %p769 = getelementptr inbounds float, ptr addrspace(3) %21, i64 %add760
  store float %phi483, ptr addrspace(3) %p769, align 8
  %22 = getelementptr inbounds i8, ptr addrspace(3) %20, i64 1216
  %p776 = getelementptr inbounds float, ptr addrspace(3) %22, i64 %add760
  store float %phi485, ptr addrspace(3) %p776, align 8
  %23 = getelementptr inbounds i8, ptr addrspace(3) %20, i64 1824
  %p783 = getelementptr inbounds float, ptr addrspace(3) %23, i64 %add760
  store float %phi487, ptr addrspace(3) %p783, align 8
  %24 = getelementptr inbounds i8, ptr addrspace(3) %20, i64 2432
  %p790 = getelementptr inbounds float, ptr addrspace(3) %24, i64 %add760
  store float %phi489, ptr addrspace(3) %p790, align 8
  %25 = getelementptr inbounds i8, ptr addrspace(3) %20, i64 3040
  %p797 = getelementptr inbounds float, ptr addrspace(3) %25, i64 %add760
  store float %phi491, ptr addrspace(3) %p797, align 8
  %26 = getelementptr inbounds i8, ptr addrspace(3) %20, i64 3648
  %p804 = getelementptr inbounds float, ptr addrspace(3) %26, i64 %add760
  store float %phi493, ptr addrspace(3) %p804, align 8
  %27 = getelementptr inbounds i8, ptr addrspace(3) %20, i64 4256
  %p811 = getelementptr inbounds float, ptr addrspace(3) %27, i64 %add760
  store float %phi495, ptr addrspace(3) %p811, align 8
  br label %endif755

endif755:                                         ; preds = %then754, %endif749
  br i1 %inside813, label %then814, label %endif815

then814:                                          ; preds = %endif755
  %.idx6872 = mul nuw nsw i64 %parity, 4864
  %28 = getelementptr inbounds i8, ptr addrspace(3) @band.columns, i64 %.idx6872
  %p822 = getelementptr inbounds float, ptr addrspace(3) %28, i64 %add820
  store float %phi481, ptr addrspace(3) %p822, align 8
  %29 = getelementptr inbounds i8, ptr addrspace(3) %28, i64 608
  %p829 = getelementptr inbounds float, ptr addrspace(3) %29, i64 %add820
  store float %phi483, ptr addrspace(3) %p829, align 8
  %30 = getelementptr inbounds i8, ptr addrspace(3) %28, i64 1216
  %p836 = getelementptr inbounds float, ptr addrspace(3) %30, i64 %add820
  store float %phi485, ptr addrspace(3) %p836, align 8
  %31 = getelementptr inbounds i8, ptr addrspace(3) %28, i64 1824
  %p843 = getelementptr inbounds float, ptr addrspace(3) %31, i64 %add820
  store float %phi487, ptr addrspace(3) %p843, align 8
  %32 = getelementptr inbounds i8, ptr addrspace(3) %28, i64 2432
  %p850 = getelementptr inbounds float, ptr addrspace(3) %32, i64 %add820
  store float %phi489, ptr addrspace(3) %p850, align 8
  %33 = getelementptr inbounds i8, ptr addrspace(3) %28, i64 3040
  %p857 = getelementptr inbounds float, ptr addrspace(3) %33, i64 %add820
  store float %phi491, ptr addrspace(3) %p857, align 8
  %34 = getelementptr inbounds i8, ptr addrspace(3) %28, i64 3648
  %p864 = getelementptr inbounds float, ptr addrspace(3) %34, i64 %add820
  store float %phi493, ptr addrspace(3) %p864, align 8
  %35 = getelementptr inbounds i8, ptr addrspace(3) %28, i64 4256
  %p871 = getelementptr inbounds float, ptr addrspace(3) %35, i64 %add820
  store float %phi495, ptr addrspace(3) %p871, align 8
  br label %endif815

endif815:                                         ; preds = %then814, %endif755
  br i1 %inside874, label %then875, label %endif876

then875:                                          ; preds = %endif815
  %.idx6873 = mul nuw nsw i64 %parity, 4864
  %36 = getelementptr inbounds i8, ptr addrspace(3) @band.columns, i64 %.idx6873
  %p883 = getelementptr inbounds float, ptr addrspace(3) %36, i64 %add881
  store float %phi482, ptr addrspace(3) %p883, align 4
  %37 = getelementptr inbounds i8, ptr addrspace(3) %36, i64 608
  %p890 = getelementptr inbounds float, ptr addrspace(3) %37, i64 %add881
  store float %phi484, ptr addrspace(3) %p890, align 4
  %38 = getelementptr inbounds i8, ptr addrspace(3) %36, i64 1216
  %p897 = getelementptr inbounds float, ptr addrspace(3) %38, i64 %add881
  store float %phi486, ptr addrspace(3) %p897, align 4
  %39 = getelementptr inbounds i8, ptr addrspace(3) %36, i64 1824
  %p904 = getelementptr inbounds float, ptr addrspace(3) %39, i64 %add881
  store float %phi488, ptr addrspace(3) %p904, align 4
  %40 = getelementptr inbounds i8, ptr addrspace(3) %36, i64 2432
  %p911 = getelementptr inbounds float, ptr addrspace(3) %40, i64 %add881
  store float %phi490, ptr addrspace(3) %p911, align 4
  %41 = getelementptr inbounds i8, ptr addrspace(3) %36, i64 3040
  %p918 = getelementptr inbounds float, ptr addrspace(3) %41, i64 %add881
  store float %phi492, ptr addrspace(3) %p918, align 4
  %42 = getelementptr inbounds i8, ptr addrspace(3) %36, i64 3648
  %p925 = getelementptr inbounds float, ptr addrspace(3) %42, i64 %add881
  store float %phi494, ptr addrspace(3) %p925, align 4
  %43 = getelementptr inbounds i8, ptr addrspace(3) %36, i64 4256
  %p932 = getelementptr inbounds float, ptr addrspace(3) %43, i64 %add881
  store float %phi496, ptr addrspace(3) %p932, align 4
  br label %endif876

endif876:                                         ; preds = %then875, %endif815
  br i1 %inside934, label %then935, label %endif936

then935:                                          ; preds = %endif876
  %.idx6874 = mul nuw nsw i64 %parity, 4864
  %44 = getelementptr i8, ptr addrspace(3) @band.columns, i64 %.idx6874
  %p943 = getelementptr float, ptr addrspace(3) %44, i64 %add941
  store float %phi482, ptr addrspace(3) %p943, align 4
  %45 = getelementptr i8, ptr addrspace(3) %44, i64 608
  %p950 = getelementptr float, ptr addrspace(3) %45, i64 %add941
  store float %phi484, ptr addrspace(3) %p950, align 4
  %46 = getelementptr i8, ptr addrspace(3) %44, i64 1216
  %p957 = getelementptr float, ptr addrspace(3) %46, i64 %add941
  store float %phi486, ptr addrspace(3) %p957, align 4
  %47 = getelementptr i8, ptr addrspace(3) %44, i64 1824
  %p964 = getelementptr float, ptr addrspace(3) %47, i64 %add941
  store float %phi488, ptr addrspace(3) %p964, align 4
  %48 = getelementptr i8, ptr addrspace(3) %44, i64 2432
  %p971 = getelementptr float, ptr addrspace(3) %48, i64 %add941
  store float %phi490, ptr addrspace(3) %p971, align 4
  %49 = getelementptr i8, ptr addrspace(3) %44, i64 3040
  %p978 = getelementptr float, ptr addrspace(3) %49, i64 %add941
  store float %phi492, ptr addrspace(3) %p978, align 4
  %50 = getelementptr i8, ptr addrspace(3) %44, i64 3648
  %p985 = getelementptr float, ptr addrspace(3) %50, i64 %add941
  store float %phi494, ptr addrspace(3) %p985, align 4
  %51 = getelementptr i8, ptr addrspace(3) %44, i64 4256
  %p992 = getelementptr float, ptr addrspace(3) %51, i64 %add941
  store float %phi496, ptr addrspace(3) %p992, align 4
  br label %endif936

endif936:                                         ; preds = %then935, %endif876
  %epoch = trunc i64 %add506 to i32
  tail call void @llvm.nvvm.barrier0()
  br i1 %cmp993, label %then994, label %endif995

then994:                                          ; preds = %endif936
  tail call void asm sideeffect "st.release.gpu.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %address, i32 %epoch) #4
  br label %endif995

endif995:                                         ; preds = %then994, %endif936
  %mul1005 = mul nuw nsw i64 %parity, 1216
  %52 = getelementptr float, ptr addrspace(3) @band.columns, i64 %mul1005
  %p1010 = getelementptr float, ptr addrspace(3) %52, i64 %add1008
  %address1011 = ptrtoint ptr addrspace(3) %p1010 to i64
  %53 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1011, i1 %from_before, float %phi481) #4
  %p1017 = getelementptr float, ptr addrspace(3) %52, i64 %add1015
  %address1018 = ptrtoint ptr addrspace(3) %p1017 to i64
  %54 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1018, i1 %from_after, float %53) #4
  %gep6909 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.columns, i64 608), i64 %mul1005
  %p1024 = getelementptr float, ptr addrspace(3) %gep6909, i64 %add1008
  %address1025 = ptrtoint ptr addrspace(3) %p1024 to i64
  %55 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1025, i1 %from_before, float %phi483) #4
  %p1031 = getelementptr float, ptr addrspace(3) %gep6909, i64 %add1015
  %address1032 = ptrtoint ptr addrspace(3) %p1031 to i64
  %56 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1032, i1 %from_after, float %55) #4
  %gep6910 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.columns, i64 1216), i64 %mul1005
  %p1038 = getelementptr float, ptr addrspace(3) %gep6910, i64 %add1008
  %address1039 = ptrtoint ptr addrspace(3) %p1038 to i64
  %57 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1039, i1 %from_before, float %phi485) #4
  %p1045 = getelementptr float, ptr addrspace(3) %gep6910, i64 %add1015
  %address1046 = ptrtoint ptr addrspace(3) %p1045 to i64
  %58 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1046, i1 %from_after, float %57) #4
  %gep6911 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.columns, i64 1824), i64 %mul1005
  %p1052 = getelementptr float, ptr addrspace(3) %gep6911, i64 %add1008
  %address1053 = ptrtoint ptr addrspace(3) %p1052 to i64
  %59 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1053, i1 %from_before, float %phi487) #4
  %p1059 = getelementptr float, ptr addrspace(3) %gep6911, i64 %add1015
  %address1060 = ptrtoint ptr addrspace(3) %p1059 to i64
  %60 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1060, i1 %from_after, float %59) #4
  %gep6912 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.columns, i64 2432), i64 %mul1005
  %p1066 = getelementptr float, ptr addrspace(3) %gep6912, i64 %add1008
  %address1067 = ptrtoint ptr addrspace(3) %p1066 to i64
  %61 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1067, i1 %from_before, float %phi489) #4
  %p1073 = getelementptr float, ptr addrspace(3) %gep6912, i64 %add1015
  %address1074 = ptrtoint ptr addrspace(3) %p1073 to i64
  %62 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1074, i1 %from_after, float %61) #4
  %gep6913 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.columns, i64 3040), i64 %mul1005
  %p1080 = getelementptr float, ptr addrspace(3) %gep6913, i64 %add1008
  %address1081 = ptrtoint ptr addrspace(3) %p1080 to i64
  %63 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1081, i1 %from_before, float %phi491) #4
  %p1087 = getelementptr float, ptr addrspace(3) %gep6913, i64 %add1015
  %address1088 = ptrtoint ptr addrspace(3) %p1087 to i64
  %64 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1088, i1 %from_after, float %63) #4
  %gep6914 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.columns, i64 3648), i64 %mul1005
  %p1094 = getelementptr float, ptr addrspace(3) %gep6914, i64 %add1008
  %address1095 = ptrtoint ptr addrspace(3) %p1094 to i64
  %65 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1095, i1 %from_before, float %phi493) #4
  %p1101 = getelementptr float, ptr addrspace(3) %gep6914, i64 %add1015
  %address1102 = ptrtoint ptr addrspace(3) %p1101 to i64
  %66 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1102, i1 %from_after, float %65) #4
  %gep6915 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.columns, i64 4256), i64 %mul1005
  %p1108 = getelementptr float, ptr addrspace(3) %gep6915, i64 %add1008
  %address1109 = ptrtoint ptr addrspace(3) %p1108 to i64
  %67 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1109, i1 %from_before, float %phi495) #4
  %p1115 = getelementptr float, ptr addrspace(3) %gep6915, i64 %add1015
  %address1116 = ptrtoint ptr addrspace(3) %p1115 to i64
  %68 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1116, i1 %from_after, float %67) #4
  %p1129 = getelementptr float, ptr addrspace(3) %52, i64 %add1127
  %address1130 = ptrtoint ptr addrspace(3) %p1129 to i64
  %69 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1130, i1 %from_before, float %phi482) #4
  %p1136 = getelementptr float, ptr addrspace(3) %52, i64 %add1134
  %address1137 = ptrtoint ptr addrspace(3) %p1136 to i64
  %70 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1137, i1 %from_after1122, float %69) #4
  %p1143 = getelementptr float, ptr addrspace(3) %gep6909, i64 %add1127
  %address1144 = ptrtoint ptr addrspace(3) %p1143 to i64
  %71 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1144, i1 %from_before, float %phi484) #4
  %p1150 = getelementptr float, ptr addrspace(3) %gep6909, i64 %add1134
  %address1151 = ptrtoint ptr addrspace(3) %p1150 to i64
  %72 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1151, i1 %from_after1122, float %71) #4
  %p1157 = getelementptr float, ptr addrspace(3) %gep6910, i64 %add1127
  %address1158 = ptrtoint ptr addrspace(3) %p1157 to i64
  %73 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1158, i1 %from_before, float %phi486) #4
  %p1164 = getelementptr float, ptr addrspace(3) %gep6910, i64 %add1134
  %address1165 = ptrtoint ptr addrspace(3) %p1164 to i64
  %74 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1165, i1 %from_after1122, float %73) #4
  %p1171 = getelementptr float, ptr addrspace(3) %gep6911, i64 %add1127
  %address1172 = ptrtoint ptr addrspace(3) %p1171 to i64
  %75 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1172, i1 %from_before, float %phi488) #4
  %p1178 = getelementptr float, ptr addrspace(3) %gep6911, i64 %add1134
  %address1179 = ptrtoint ptr addrspace(3) %p1178 to i64
  %76 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1179, i1 %from_after1122, float %75) #4
  %p1185 = getelementptr float, ptr addrspace(3) %gep6912, i64 %add1127
  %address1186 = ptrtoint ptr addrspace(3) %p1185 to i64
  %77 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1186, i1 %from_before, float %phi490) #4
  %p1192 = getelementptr float, ptr addrspace(3) %gep6912, i64 %add1134
  %address1193 = ptrtoint ptr addrspace(3) %p1192 to i64
  %78 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1193, i1 %from_after1122, float %77) #4
  %p1199 = getelementptr float, ptr addrspace(3) %gep6913, i64 %add1127
  %address1200 = ptrtoint ptr addrspace(3) %p1199 to i64
  %79 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1200, i1 %from_before, float %phi492) #4
  %p1206 = getelementptr float, ptr addrspace(3) %gep6913, i64 %add1134
  %address1207 = ptrtoint ptr addrspace(3) %p1206 to i64
  %80 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1207, i1 %from_after1122, float %79) #4
  %p1213 = getelementptr float, ptr addrspace(3) %gep6914, i64 %add1127
  %address1214 = ptrtoint ptr addrspace(3) %p1213 to i64
  %81 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1214, i1 %from_before, float %phi494) #4
  %p1220 = getelementptr float, ptr addrspace(3) %gep6914, i64 %add1134
  %address1221 = ptrtoint ptr addrspace(3) %p1220 to i64
  %82 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1221, i1 %from_after1122, float %81) #4
  %p1227 = getelementptr float, ptr addrspace(3) %gep6915, i64 %add1127
  %address1228 = ptrtoint ptr addrspace(3) %p1227 to i64
  %83 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1228, i1 %from_before, float %phi496) #4
  %p1234 = getelementptr float, ptr addrspace(3) %gep6915, i64 %add1134
  %address1235 = ptrtoint ptr addrspace(3) %p1234 to i64
  %84 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1235, i1 %from_after1122, float %83) #4
  br i1 %cmp1236, label %then1237, label %endif1238

then1237:                                         ; preds = %endif995
  %bits = bitcast float %54 to i32
  %call1239 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits, i32 2, i32 31)
  %leaf = bitcast i32 %call1239 to float
  %sel = select i1 %cmp1240, float %leaf, float %70
  %bits1241 = bitcast float %56 to i32
  %call1242 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1241, i32 2, i32 31)
  %leaf1243 = bitcast i32 %call1242 to float
  %sel1245 = select i1 %cmp1240, float %leaf1243, float %72
  %bits1246 = bitcast float %58 to i32
  %call1247 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1246, i32 2, i32 31)
  %leaf1248 = bitcast i32 %call1247 to float
  %sel1250 = select i1 %cmp1240, float %leaf1248, float %74
  %bits1251 = bitcast float %60 to i32
  %call1252 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1251, i32 2, i32 31)
  %leaf1253 = bitcast i32 %call1252 to float
  %sel1255 = select i1 %cmp1240, float %leaf1253, float %76
  %bits1256 = bitcast float %62 to i32
  %call1257 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1256, i32 2, i32 31)
  %leaf1258 = bitcast i32 %call1257 to float
  %sel1260 = select i1 %cmp1240, float %leaf1258, float %78
  %bits1261 = bitcast float %64 to i32
  %call1262 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1261, i32 2, i32 31)
  %leaf1263 = bitcast i32 %call1262 to float
  %sel1265 = select i1 %cmp1240, float %leaf1263, float %80
  %bits1266 = bitcast float %66 to i32
  %call1267 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1266, i32 2, i32 31)
  %leaf1268 = bitcast i32 %call1267 to float
  %sel1270 = select i1 %cmp1240, float %leaf1268, float %82
  %bits1271 = bitcast float %68 to i32
  %call1272 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1271, i32 2, i32 31)
  %leaf1273 = bitcast i32 %call1272 to float
  %sel1275 = select i1 %cmp1240, float %leaf1273, float %84
  br label %endif1238

endif1238:                                        ; preds = %endif995, %then1237
  %phi1285 = phi float [ %sel, %then1237 ], [ %70, %endif995 ]
  %phi1287 = phi float [ %sel1245, %then1237 ], [ %72, %endif995 ]
  %phi1289 = phi float [ %sel1250, %then1237 ], [ %74, %endif995 ]
  %phi1291 = phi float [ %sel1255, %then1237 ], [ %76, %endif995 ]
  %phi1293 = phi float [ %sel1260, %then1237 ], [ %78, %endif995 ]
  %phi1295 = phi float [ %sel1265, %then1237 ], [ %80, %endif995 ]
  %phi1297 = phi float [ %sel1270, %then1237 ], [ %82, %endif995 ]
  %phi1299 = phi float [ %sel1275, %then1237 ], [ %84, %endif995 ]
  br i1 %cmp1308, label %then1309, label %endif1238.endif1311_crit_edge

endif1238.endif1311_crit_edge:                    ; preds = %endif1238
  %.pre = bitcast float %phi1287 to i32
  %.pre6916 = bitcast float %phi1289 to i32
  %.pre6917 = bitcast float %phi1291 to i32
  br label %endif1311

then1309:                                         ; preds = %endif1238
  %bits1312 = bitcast float %phi1285 to i32
  %call1313 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1312, i32 9, i32 31)
  %leaf1314 = bitcast i32 %call1313 to float
  %sel1316 = select i1 %cmp1315, float %leaf1314, float %54
  %bits1317 = bitcast float %phi1287 to i32
  %call1318 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1317, i32 9, i32 31)
  %leaf1319 = bitcast i32 %call1318 to float
  %sel1321 = select i1 %cmp1315, float %leaf1319, float %56
  %bits1322 = bitcast float %phi1289 to i32
  %call1323 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1322, i32 9, i32 31)
  %leaf1324 = bitcast i32 %call1323 to float
  %sel1326 = select i1 %cmp1315, float %leaf1324, float %58
  %bits1327 = bitcast float %phi1291 to i32
  %call1328 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1327, i32 9, i32 31)
  %leaf1329 = bitcast i32 %call1328 to float
  %sel1331 = select i1 %cmp1315, float %leaf1329, float %60
  %bits1332 = bitcast float %phi1293 to i32
  %call1333 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1332, i32 9, i32 31)
  %leaf1334 = bitcast i32 %call1333 to float
  %sel1336 = select i1 %cmp1315, float %leaf1334, float %62
  %bits1337 = bitcast float %phi1295 to i32
  %call1338 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1337, i32 9, i32 31)
  %leaf1339 = bitcast i32 %call1338 to float
  %sel1341 = select i1 %cmp1315, float %leaf1339, float %64
  %bits1342 = bitcast float %phi1297 to i32
  %call1343 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1342, i32 9, i32 31)
  %leaf1344 = bitcast i32 %call1343 to float
  %sel1346 = select i1 %cmp1315, float %leaf1344, float %66
  %bits1347 = bitcast float %phi1299 to i32
  %call1348 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1347, i32 9, i32 31)
  %leaf1349 = bitcast i32 %call1348 to float
  %sel1351 = select i1 %cmp1315, float %leaf1349, float %68
  br label %endif1311

endif1311:                                        ; preds = %endif1238.endif1311_crit_edge, %then1309
  %bits1429.pre-phi = phi i32 [ %.pre6917, %endif1238.endif1311_crit_edge ], [ %bits1327, %then1309 ]
  %bits1407.pre-phi = phi i32 [ %.pre6916, %endif1238.endif1311_crit_edge ], [ %bits1322, %then1309 ]
  %bits1387.pre-phi = phi i32 [ %.pre, %endif1238.endif1311_crit_edge ], [ %bits1317, %then1309 ]
  %phi1360 = phi float [ %54, %endif1238.endif1311_crit_edge ], [ %sel1316, %then1309 ]
  %phi1362 = phi float [ %56, %endif1238.endif1311_crit_edge ], [ %sel1321, %then1309 ]
  %phi1364 = phi float [ %58, %endif1238.endif1311_crit_edge ], [ %sel1326, %then1309 ]
  %phi1366 = phi float [ %60, %endif1238.endif1311_crit_edge ], [ %sel1331, %then1309 ]
  %phi1368 = phi float [ %62, %endif1238.endif1311_crit_edge ], [ %sel1336, %then1309 ]
  %phi1370 = phi float [ %64, %endif1238.endif1311_crit_edge ], [ %sel1341, %then1309 ]
  %phi1372 = phi float [ %66, %endif1238.endif1311_crit_edge ], [ %sel1346, %then1309 ]
  %phi1374 = phi float [ %68, %endif1238.endif1311_crit_edge ], [ %sel1351, %then1309 ]
  %call1388 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1387.pre-phi, i32 1, i32 0)
  %leaf1389 = bitcast i32 %call1388 to float
  %fmul = fmul float %leaf1389, 2.000000e+00
  %fadd = fadd float %phi1360, %fmul
  %fmul1390 = fmul float %phi1362, 3.000000e+00
  %fadd1391 = fadd float %fmul1390, %fadd
  %fmul1392 = fmul float %phi1287, 4.000000e+00
  %fadd1393 = fadd float %fmul1392, %fadd1391
  %fmul1394 = fmul float %phi1364, 5.000000e+00
  %fadd1395 = fadd float %fmul1394, %fadd1393
  %bits1396 = bitcast float %phi1362 to i32
  %call1397 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1396, i32 1, i32 31)
  %leaf1398 = bitcast i32 %call1397 to float
  %fmul1399 = fmul float %phi1362, 2.000000e+00
  %fadd1400 = fadd float %phi1285, %fmul1399
  %fmul1401 = fmul float %phi1287, 3.000000e+00
  %fadd1402 = fadd float %fmul1401, %fadd1400
  %fmul1403 = fmul float %leaf1398, 4.000000e+00
  %fadd1404 = fadd float %fadd1402, %fmul1403
  %fmul1405 = fmul float %phi1289, 5.000000e+00
  %fadd1406 = fadd float %fmul1405, %fadd1404
  %call1408 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1407.pre-phi, i32 1, i32 0)
  %leaf1409 = bitcast i32 %call1408 to float
  %fmul1410 = fmul float %leaf1409, 2.000000e+00
  %fadd1411 = fadd float %phi1362, %fmul1410
  %fmul1412 = fmul float %phi1364, 3.000000e+00
  %fadd1413 = fadd float %fmul1412, %fadd1411
  %fmul1414 = fmul float %phi1289, 4.000000e+00
  %fadd1415 = fadd float %fmul1414, %fadd1413
  %fmul1416 = fmul float %phi1366, 5.000000e+00
  %fadd1417 = fadd float %fmul1416, %fadd1415
  %bits1418 = bitcast float %phi1364 to i32
  %call1419 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1418, i32 1, i32 31)
  %leaf1420 = bitcast i32 %call1419 to float
  %fmul1421 = fmul float %phi1364, 2.000000e+00
  %fadd1422 = fadd float %phi1287, %fmul1421
  %fmul1423 = fmul float %phi1289, 3.000000e+00
  %fadd1424 = fadd float %fmul1423, %fadd1422
  %fmul1425 = fmul float %leaf1420, 4.000000e+00
  %fadd1426 = fadd float %fadd1424, %fmul1425
  %fmul1427 = fmul float %phi1291, 5.000000e+00
  %fadd1428 = fadd float %fmul1427, %fadd1426
  %call1430 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1429.pre-phi, i32 1, i32 0)
  %leaf1431 = bitcast i32 %call1430 to float
  %fmul1432 = fmul float %leaf1431, 2.000000e+00
  %fadd1433 = fadd float %phi1364, %fmul1432
  %fmul1434 = fmul float %phi1366, 3.000000e+00
  %fadd1435 = fadd float %fmul1434, %fadd1433
  %fmul1436 = fmul float %phi1291, 4.000000e+00
  %fadd1437 = fadd float %fmul1436, %fadd1435
  %fmul1438 = fmul float %phi1368, 5.000000e+00
  %fadd1439 = fadd float %fmul1438, %fadd1437
  %bits1440 = bitcast float %phi1366 to i32
  %call1441 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1440, i32 1, i32 31)
  %leaf1442 = bitcast i32 %call1441 to float
  %fmul1443 = fmul float %phi1366, 2.000000e+00
  %fadd1444 = fadd float %phi1289, %fmul1443
  %fmul1445 = fmul float %phi1291, 3.000000e+00
  %fadd1446 = fadd float %fmul1445, %fadd1444
  %fmul1447 = fmul float %leaf1442, 4.000000e+00
  %fadd1448 = fadd float %fadd1446, %fmul1447
  %fmul1449 = fmul float %phi1293, 5.000000e+00
  %fadd1450 = fadd float %fmul1449, %fadd1448
  br i1 %cmp1236, label %then1452, label %endif1454

then1452:                                         ; preds = %endif1311
  %bits1455 = bitcast float %fadd1395 to i32
  %call1456 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1455, i32 2, i32 31)
  %leaf1457 = bitcast i32 %call1456 to float
  %sel1459 = select i1 %cmp1240, float %leaf1457, float %fadd1406
  %bits1460 = bitcast float %fadd1417 to i32
  %call1461 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1460, i32 2, i32 31)
  %leaf1462 = bitcast i32 %call1461 to float
  %sel1464 = select i1 %cmp1240, float %leaf1462, float %fadd1428
  %bits1465 = bitcast float %fadd1439 to i32
  %call1466 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1465, i32 2, i32 31)
  %leaf1467 = bitcast i32 %call1466 to float
  %sel1469 = select i1 %cmp1240, float %leaf1467, float %fadd1450
  br label %endif1454

endif1454:                                        ; preds = %endif1311, %then1452
  %phi1481 = phi float [ %sel1459, %then1452 ], [ %fadd1406, %endif1311 ]
  %phi1483 = phi float [ %sel1464, %then1452 ], [ %fadd1428, %endif1311 ]
  %phi1485 = phi float [ %sel1469, %then1452 ], [ %fadd1450, %endif1311 ]
  br i1 %cmp1308, label %then1503, label %endif1505

then1503:                                         ; preds = %endif1454
  %bits1506 = bitcast float %phi1481 to i32
  %call1507 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1506, i32 9, i32 31)
  %leaf1508 = bitcast i32 %call1507 to float
  %sel1510 = select i1 %cmp1315, float %leaf1508, float %fadd1395
  %bits1511 = bitcast float %phi1483 to i32
  %call1512 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1511, i32 9, i32 31)
  %leaf1513 = bitcast i32 %call1512 to float
  %sel1515 = select i1 %cmp1315, float %leaf1513, float %fadd1417
  %bits1516 = bitcast float %phi1485 to i32
  %call1517 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1516, i32 9, i32 31)
  %leaf1518 = bitcast i32 %call1517 to float
  %sel1520 = select i1 %cmp1315, float %leaf1518, float %fadd1439
  br label %endif1505

endif1505:                                        ; preds = %endif1454, %then1503
  %phi1531 = phi float [ %sel1510, %then1503 ], [ %fadd1395, %endif1454 ]
  %phi1533 = phi float [ %sel1515, %then1503 ], [ %fadd1417, %endif1454 ]
  %phi1535 = phi float [ %sel1520, %then1503 ], [ %fadd1439, %endif1454 ]
  br i1 %waits, label %repeat.body, label %endif1558

endif1558:                                        ; preds = %repeat.body, %endif1505
  br i1 %waits1567, label %repeat.body1570, label %endif1569

repeat.body:                                      ; preds = %endif1505, %repeat.body
  %85 = tail call i32 asm sideeffect "ld.acquire.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %address1560) #4
  %behind = sub i32 %85, %epoch
  %cmp1561 = icmp slt i32 %behind, 0
  br i1 %cmp1561, label %repeat.body, label %endif1558

endif1569:                                        ; preds = %repeat.body1570, %endif1558
  tail call void @llvm.nvvm.barrier0()
  %add1588 = add nuw nsw i64 %mul507, %call1586
  %mul1589 = shl nuw nsw i64 %add1588, 3
  %add1590 = or disjoint i64 %mul1589, 4
  %mul1591 = mul i64 %add1590, %5
  %86 = getelementptr float, ptr addrspace(1) %2, i64 %mul1591
  %p1597 = getelementptr float, ptr addrspace(1) %86, i64 %call21
  %v1598 = load volatile float, ptr addrspace(1) %p1597, align 4
  %p1604 = getelementptr float, ptr addrspace(1) %86, i64 %call30
  %v1605 = load volatile float, ptr addrspace(1) %p1604, align 4
  %add1612 = or disjoint i64 %mul1589, 5
  %mul1613 = mul i64 %add1612, %5
  %87 = getelementptr float, ptr addrspace(1) %2, i64 %mul1613
  %p1619 = getelementptr float, ptr addrspace(1) %87, i64 %call21
  %v1620 = load volatile float, ptr addrspace(1) %p1619, align 4
  %p1626 = getelementptr float, ptr addrspace(1) %87, i64 %call30
  %v1627 = load volatile float, ptr addrspace(1) %p1626, align 4
  %add1634 = or disjoint i64 %mul1589, 6
  %mul1635 = mul i64 %add1634, %5
  %88 = getelementptr float, ptr addrspace(1) %2, i64 %mul1635
  %p1641 = getelementptr float, ptr addrspace(1) %88, i64 %call21
  %v1642 = load volatile float, ptr addrspace(1) %p1641, align 4
  %p1648 = getelementptr float, ptr addrspace(1) %88, i64 %call30
  %v1649 = load volatile float, ptr addrspace(1) %p1648, align 4
  %add1656 = or disjoint i64 %mul1589, 7
  %mul1657 = mul i64 %add1656, %5
  %89 = getelementptr float, ptr addrspace(1) %2, i64 %mul1657
  %p1663 = getelementptr float, ptr addrspace(1) %89, i64 %call21
  %v1664 = load volatile float, ptr addrspace(1) %p1663, align 4
  %p1670 = getelementptr float, ptr addrspace(1) %89, i64 %call30
  %v1671 = load volatile float, ptr addrspace(1) %p1670, align 4
  %add1676 = add nuw nsw i64 %mul507, %19
  %mul1677 = shl nuw nsw i64 %add1676, 3
  %mul1679 = mul i64 %mul1677, %5
  %90 = getelementptr float, ptr addrspace(1) %2, i64 %mul1679
  %p1685 = getelementptr float, ptr addrspace(1) %90, i64 %call21
  %v1686 = load volatile float, ptr addrspace(1) %p1685, align 4
  %p1692 = getelementptr float, ptr addrspace(1) %90, i64 %call30
  %v1693 = load volatile float, ptr addrspace(1) %p1692, align 4
  %add1700 = or disjoint i64 %mul1677, 1
  %mul1701 = mul i64 %add1700, %5
  %91 = getelementptr float, ptr addrspace(1) %2, i64 %mul1701
  %p1707 = getelementptr float, ptr addrspace(1) %91, i64 %call21
  %v1708 = load volatile float, ptr addrspace(1) %p1707, align 4
  %p1714 = getelementptr float, ptr addrspace(1) %91, i64 %call30
  %v1715 = load volatile float, ptr addrspace(1) %p1714, align 4
  %add1722 = or disjoint i64 %mul1677, 2
  %mul1723 = mul i64 %add1722, %5
  %92 = getelementptr float, ptr addrspace(1) %2, i64 %mul1723
  %p1729 = getelementptr float, ptr addrspace(1) %92, i64 %call21
  %v1730 = load volatile float, ptr addrspace(1) %p1729, align 4
  %p1736 = getelementptr float, ptr addrspace(1) %92, i64 %call30
  %v1737 = load volatile float, ptr addrspace(1) %p1736, align 4
  %add1744 = or disjoint i64 %mul1677, 3
  %mul1745 = mul i64 %add1744, %5
  %93 = getelementptr float, ptr addrspace(1) %2, i64 %mul1745
  %p1751 = getelementptr float, ptr addrspace(1) %93, i64 %call21
  %v1752 = load volatile float, ptr addrspace(1) %p1751, align 4
  %p1758 = getelementptr float, ptr addrspace(1) %93, i64 %call30
  %v1759 = load volatile float, ptr addrspace(1) %p1758, align 4
  br i1 %cmp1236, label %then1761, label %endif1763

repeat.body1570:                                  ; preds = %endif1558, %repeat.body1570
  %94 = tail call i32 asm sideeffect "ld.acquire.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %address1573) #4
  %behind1574 = sub i32 %94, %epoch
  %cmp1575 = icmp slt i32 %behind1574, 0
  br i1 %cmp1575, label %repeat.body1570, label %endif1569

then1761:                                         ; preds = %endif1569
  %bits1764 = bitcast float %v1598 to i32
  %call1765 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1764, i32 2, i32 31)
  %leaf1766 = bitcast i32 %call1765 to float
  %sel1768 = select i1 %cmp1240, float %leaf1766, float %v1605
  %bits1769 = bitcast float %v1620 to i32
  %call1770 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1769, i32 2, i32 31)
  %leaf1771 = bitcast i32 %call1770 to float
  %sel1773 = select i1 %cmp1240, float %leaf1771, float %v1627
  %bits1774 = bitcast float %v1642 to i32
  %call1775 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1774, i32 2, i32 31)
  %leaf1776 = bitcast i32 %call1775 to float
  %sel1778 = select i1 %cmp1240, float %leaf1776, float %v1649
  %bits1779 = bitcast float %v1664 to i32
  %call1780 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1779, i32 2, i32 31)
  %leaf1781 = bitcast i32 %call1780 to float
  %sel1783 = select i1 %cmp1240, float %leaf1781, float %v1671
  br label %endif1763

endif1763:                                        ; preds = %endif1569, %then1761
  %phi1785 = phi float [ %sel1768, %then1761 ], [ %v1605, %endif1569 ]
  %phi1787 = phi float [ %sel1773, %then1761 ], [ %v1627, %endif1569 ]
  %phi1789 = phi float [ %sel1778, %then1761 ], [ %v1649, %endif1569 ]
  %phi1791 = phi float [ %sel1783, %then1761 ], [ %v1671, %endif1569 ]
  br i1 %cmp1308, label %then1817, label %endif1819

then1817:                                         ; preds = %endif1763
  %bits1820 = bitcast float %phi1785 to i32
  %call1821 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1820, i32 9, i32 31)
  %leaf1822 = bitcast i32 %call1821 to float
  %sel1824 = select i1 %cmp1315, float %leaf1822, float %v1598
  %bits1825 = bitcast float %phi1787 to i32
  %call1826 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1825, i32 9, i32 31)
  %leaf1827 = bitcast i32 %call1826 to float
  %sel1829 = select i1 %cmp1315, float %leaf1827, float %v1620
  %bits1830 = bitcast float %phi1789 to i32
  %call1831 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1830, i32 9, i32 31)
  %leaf1832 = bitcast i32 %call1831 to float
  %sel1834 = select i1 %cmp1315, float %leaf1832, float %v1642
  %bits1835 = bitcast float %phi1791 to i32
  %call1836 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1835, i32 9, i32 31)
  %leaf1837 = bitcast i32 %call1836 to float
  %sel1839 = select i1 %cmp1315, float %leaf1837, float %v1664
  br label %endif1819

endif1819:                                        ; preds = %endif1763, %then1817
  %phi1840 = phi float [ %sel1824, %then1817 ], [ %v1598, %endif1763 ]
  %phi1842 = phi float [ %sel1829, %then1817 ], [ %v1620, %endif1763 ]
  %phi1844 = phi float [ %sel1834, %then1817 ], [ %v1642, %endif1763 ]
  %phi1846 = phi float [ %sel1839, %then1817 ], [ %v1664, %endif1763 ]
  br i1 %cmp1236, label %then1873, label %endif1875

then1873:                                         ; preds = %endif1819
  %bits1876 = bitcast float %v1686 to i32
  %call1877 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1876, i32 2, i32 31)
  %leaf1878 = bitcast i32 %call1877 to float
  %sel1880 = select i1 %cmp1240, float %leaf1878, float %v1693
  %bits1881 = bitcast float %v1708 to i32
  %call1882 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1881, i32 2, i32 31)
  %leaf1883 = bitcast i32 %call1882 to float
  %sel1885 = select i1 %cmp1240, float %leaf1883, float %v1715
  %bits1886 = bitcast float %v1730 to i32
  %call1887 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1886, i32 2, i32 31)
  %leaf1888 = bitcast i32 %call1887 to float
  %sel1890 = select i1 %cmp1240, float %leaf1888, float %v1737
  %bits1891 = bitcast float %v1752 to i32
  %call1892 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1891, i32 2, i32 31)
  %leaf1893 = bitcast i32 %call1892 to float
  %sel1895 = select i1 %cmp1240, float %leaf1893, float %v1759
  br label %endif1875

endif1875:                                        ; preds = %endif1819, %then1873
  %phi1921 = phi float [ %sel1880, %then1873 ], [ %v1693, %endif1819 ]
  %phi1923 = phi float [ %sel1885, %then1873 ], [ %v1715, %endif1819 ]
  %phi1925 = phi float [ %sel1890, %then1873 ], [ %v1737, %endif1819 ]
  %phi1927 = phi float [ %sel1895, %then1873 ], [ %v1759, %endif1819 ]
  br i1 %cmp1308, label %then1929, label %endif1931

then1929:                                         ; preds = %endif1875
  %bits1932 = bitcast float %phi1921 to i32
  %call1933 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1932, i32 9, i32 31)
  %leaf1934 = bitcast i32 %call1933 to float
  %sel1936 = select i1 %cmp1315, float %leaf1934, float %v1686
  %bits1937 = bitcast float %phi1923 to i32
  %call1938 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1937, i32 9, i32 31)
  %leaf1939 = bitcast i32 %call1938 to float
  %sel1941 = select i1 %cmp1315, float %leaf1939, float %v1708
  %bits1942 = bitcast float %phi1925 to i32
  %call1943 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1942, i32 9, i32 31)
  %leaf1944 = bitcast i32 %call1943 to float
  %sel1946 = select i1 %cmp1315, float %leaf1944, float %v1730
  %bits1947 = bitcast float %phi1927 to i32
  %call1948 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1947, i32 9, i32 31)
  %leaf1949 = bitcast i32 %call1948 to float
  %sel1951 = select i1 %cmp1315, float %leaf1949, float %v1752
  br label %endif1931

endif1931:                                        ; preds = %endif1875, %then1929
  %phi1976 = phi float [ %sel1936, %then1929 ], [ %v1686, %endif1875 ]
  %phi1978 = phi float [ %sel1941, %then1929 ], [ %v1708, %endif1875 ]
  %phi1980 = phi float [ %sel1946, %then1929 ], [ %v1730, %endif1875 ]
  %phi1982 = phi float [ %sel1951, %then1929 ], [ %v1752, %endif1875 ]
  %sel1984 = select i1 %cmp470, float %phi1360, float %phi1840
  %sel1985 = select i1 %cmp470, float %phi1285, float %phi1785
  %sel1986 = select i1 %cmp470, float %phi1360, float %phi1842
  %sel1987 = select i1 %cmp470, float %phi1285, float %phi1787
  %sel1988 = select i1 %cmp470, float %phi1360, float %phi1844
  %sel1989 = select i1 %cmp470, float %phi1285, float %phi1789
  %sel1990 = select i1 %cmp470, float %phi1360, float %phi1846
  %sel1991 = select i1 %cmp470, float %phi1285, float %phi1791
  %sel1992 = select i1 %cmp472, float %phi1374, float %phi1976
  %sel1993 = select i1 %cmp472, float %phi1299, float %phi1921
  %sel1994 = select i1 %cmp472, float %phi1374, float %phi1978
  %sel1995 = select i1 %cmp472, float %phi1299, float %phi1923
  %sel1996 = select i1 %cmp472, float %phi1374, float %phi1980
  %sel1997 = select i1 %cmp472, float %phi1299, float %phi1925
  %sel1998 = select i1 %cmp472, float %phi1374, float %phi1982
  %sel1999 = select i1 %cmp472, float %phi1299, float %phi1927
  %bits2003 = bitcast float %phi1293 to i32
  %call2004 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2003, i32 1, i32 0)
  %leaf2005 = bitcast i32 %call2004 to float
  %fmul2006 = fmul float %leaf2005, 2.000000e+00
  %fadd2007 = fadd float %phi1366, %fmul2006
  %fmul2008 = fmul float %phi1368, 3.000000e+00
  %fadd2009 = fadd float %fmul2008, %fadd2007
  %fmul2010 = fmul float %phi1293, 4.000000e+00
  %fadd2011 = fadd float %fmul2010, %fadd2009
  %fmul2012 = fmul float %phi1370, 5.000000e+00
  %fadd2013 = fadd float %fmul2012, %fadd2011
  %bits2014 = bitcast float %phi1368 to i32
  %call2015 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2014, i32 1, i32 31)
  %leaf2016 = bitcast i32 %call2015 to float
  %fmul2017 = fmul float %phi1368, 2.000000e+00
  %fadd2018 = fadd float %phi1291, %fmul2017
  %fmul2019 = fmul float %phi1293, 3.000000e+00
  %fadd2020 = fadd float %fmul2019, %fadd2018
  %fmul2021 = fmul float %leaf2016, 4.000000e+00
  %fadd2022 = fadd float %fadd2020, %fmul2021
  %fmul2023 = fmul float %phi1295, 5.000000e+00
  %fadd2024 = fadd float %fmul2023, %fadd2022
  %bits2025 = bitcast float %phi1295 to i32
  %call2026 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2025, i32 1, i32 0)
  %leaf2027 = bitcast i32 %call2026 to float
  %fmul2028 = fmul float %leaf2027, 2.000000e+00
  %fadd2029 = fadd float %phi1368, %fmul2028
  %fmul2030 = fmul float %phi1370, 3.000000e+00
  %fadd2031 = fadd float %fmul2030, %fadd2029
  %fmul2032 = fmul float %phi1295, 4.000000e+00
  %fadd2033 = fadd float %fmul2032, %fadd2031
  %fmul2034 = fmul float %phi1372, 5.000000e+00
  %fadd2035 = fadd float %fmul2034, %fadd2033
  %bits2036 = bitcast float %phi1370 to i32
  %call2037 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2036, i32 1, i32 31)
  %leaf2038 = bitcast i32 %call2037 to float
  %fmul2039 = fmul float %phi1370, 2.000000e+00
  %fadd2040 = fadd float %phi1293, %fmul2039
  %fmul2041 = fmul float %phi1295, 3.000000e+00
  %fadd2042 = fadd float %fmul2041, %fadd2040
  %fmul2043 = fmul float %leaf2038, 4.000000e+00
  %fadd2044 = fadd float %fadd2042, %fmul2043
  %fmul2045 = fmul float %phi1297, 5.000000e+00
  %fadd2046 = fadd float %fmul2045, %fadd2044
  %bits2047 = bitcast float %phi1297 to i32
  %call2048 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2047, i32 1, i32 0)
  %leaf2049 = bitcast i32 %call2048 to float
  %fmul2050 = fmul float %leaf2049, 2.000000e+00
  %fadd2051 = fadd float %phi1370, %fmul2050
  %fmul2052 = fmul float %phi1372, 3.000000e+00
  %fadd2053 = fadd float %fmul2052, %fadd2051
  %fmul2054 = fmul float %phi1297, 4.000000e+00
  %fadd2055 = fadd float %fmul2054, %fadd2053
  %fmul2056 = fmul float %phi1374, 5.000000e+00
  %fadd2057 = fadd float %fmul2056, %fadd2055
  %bits2058 = bitcast float %phi1372 to i32
  %call2059 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2058, i32 1, i32 31)
  %leaf2060 = bitcast i32 %call2059 to float
  %fmul2061 = fmul float %phi1372, 2.000000e+00
  %fadd2062 = fadd float %phi1295, %fmul2061
  %fmul2063 = fmul float %phi1297, 3.000000e+00
  %fadd2064 = fadd float %fmul2063, %fadd2062
  %fmul2065 = fmul float %leaf2060, 4.000000e+00
  %fadd2066 = fadd float %fadd2064, %fmul2065
  %fmul2067 = fmul float %phi1299, 5.000000e+00
  %fadd2068 = fadd float %fmul2067, %fadd2066
  br i1 %cmp1236, label %then2070, label %endif2072

then2070:                                         ; preds = %endif1931
  %bits2073 = bitcast float %fadd2013 to i32
  %call2074 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2073, i32 2, i32 31)
  %leaf2075 = bitcast i32 %call2074 to float
  %sel2077 = select i1 %cmp1240, float %leaf2075, float %fadd2024
  %bits2078 = bitcast float %fadd2035 to i32
  %call2079 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2078, i32 2, i32 31)
  %leaf2080 = bitcast i32 %call2079 to float
  %sel2082 = select i1 %cmp1240, float %leaf2080, float %fadd2046
  %bits2083 = bitcast float %fadd2057 to i32
  %call2084 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2083, i32 2, i32 31)
  %leaf2085 = bitcast i32 %call2084 to float
  %sel2087 = select i1 %cmp1240, float %leaf2085, float %fadd2068
  br label %endif2072

endif2072:                                        ; preds = %endif1931, %then2070
  %phi2105 = phi float [ %sel2077, %then2070 ], [ %fadd2024, %endif1931 ]
  %phi2107 = phi float [ %sel2082, %then2070 ], [ %fadd2046, %endif1931 ]
  %phi2109 = phi float [ %sel2087, %then2070 ], [ %fadd2068, %endif1931 ]
  br i1 %cmp1308, label %then2121, label %endif2123

then2121:                                         ; preds = %endif2072
  %bits2124 = bitcast float %phi2105 to i32
  %call2125 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2124, i32 9, i32 31)
  %leaf2126 = bitcast i32 %call2125 to float
  %sel2128 = select i1 %cmp1315, float %leaf2126, float %fadd2013
  %bits2129 = bitcast float %phi2107 to i32
  %call2130 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2129, i32 9, i32 31)
  %leaf2131 = bitcast i32 %call2130 to float
  %sel2133 = select i1 %cmp1315, float %leaf2131, float %fadd2035
  %bits2134 = bitcast float %phi2109 to i32
  %call2135 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2134, i32 9, i32 31)
  %leaf2136 = bitcast i32 %call2135 to float
  %sel2138 = select i1 %cmp1315, float %leaf2136, float %fadd2057
  br label %endif2123

endif2123:                                        ; preds = %endif2072, %then2121
  %phi2155 = phi float [ %sel2128, %then2121 ], [ %fadd2013, %endif2072 ]
  %phi2157 = phi float [ %sel2133, %then2121 ], [ %fadd2035, %endif2072 ]
  %phi2159 = phi float [ %sel2138, %then2121 ], [ %fadd2057, %endif2072 ]
  %bits2174 = bitcast float %sel1987 to i32
  %call2175 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2174, i32 1, i32 0)
  %leaf2176 = bitcast i32 %call2175 to float
  %fmul2177 = fmul float %leaf2176, 2.000000e+00
  %fadd2178 = fadd float %sel1984, %fmul2177
  %fmul2179 = fmul float %sel1986, 3.000000e+00
  %fadd2180 = fadd float %fmul2179, %fadd2178
  %fmul2181 = fmul float %sel1987, 4.000000e+00
  %fadd2182 = fadd float %fmul2181, %fadd2180
  %fmul2183 = fmul float %sel1988, 5.000000e+00
  %fadd2184 = fadd float %fmul2183, %fadd2182
  %bits2185 = bitcast float %sel1986 to i32
  %call2186 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2185, i32 1, i32 31)
  %leaf2187 = bitcast i32 %call2186 to float
  %fmul2188 = fmul float %sel1986, 2.000000e+00
  %fadd2189 = fadd float %sel1985, %fmul2188
  %fmul2190 = fmul float %sel1987, 3.000000e+00
  %fadd2191 = fadd float %fmul2190, %fadd2189
  %fmul2192 = fmul float %leaf2187, 4.000000e+00
  %fadd2193 = fadd float %fadd2191, %fmul2192
  %fmul2194 = fmul float %sel1989, 5.000000e+00
  %fadd2195 = fadd float %fmul2194, %fadd2193
  %bits2196 = bitcast float %sel1989 to i32
  %call2197 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2196, i32 1, i32 0)
  %leaf2198 = bitcast i32 %call2197 to float
  %fmul2199 = fmul float %leaf2198, 2.000000e+00
  %fadd2200 = fadd float %sel1986, %fmul2199
  %fmul2201 = fmul float %sel1988, 3.000000e+00
  %fadd2202 = fadd float %fmul2201, %fadd2200
  %fmul2203 = fmul float %sel1989, 4.000000e+00
  %fadd2204 = fadd float %fmul2203, %fadd2202
  %fmul2205 = fmul float %sel1990, 5.000000e+00
  %fadd2206 = fadd float %fmul2205, %fadd2204
  %bits2207 = bitcast float %sel1988 to i32
  %call2208 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2207, i32 1, i32 31)
  %leaf2209 = bitcast i32 %call2208 to float
  %fmul2210 = fmul float %sel1988, 2.000000e+00
  %fadd2211 = fadd float %sel1987, %fmul2210
  %fmul2212 = fmul float %sel1989, 3.000000e+00
  %fadd2213 = fadd float %fmul2212, %fadd2211
  %fmul2214 = fmul float %leaf2209, 4.000000e+00
  %fadd2215 = fadd float %fadd2213, %fmul2214
  %fmul2216 = fmul float %sel1991, 5.000000e+00
  %fadd2217 = fadd float %fmul2216, %fadd2215
  %bits2218 = bitcast float %sel1991 to i32
  %call2219 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2218, i32 1, i32 0)
  %leaf2220 = bitcast i32 %call2219 to float
  %fmul2221 = fmul float %leaf2220, 2.000000e+00
  %fadd2222 = fadd float %sel1988, %fmul2221
  %fmul2223 = fmul float %sel1990, 3.000000e+00
  %fadd2224 = fadd float %fmul2223, %fadd2222
  %fmul2225 = fmul float %sel1991, 4.000000e+00
  %fadd2226 = fadd float %fmul2225, %fadd2224
  %fmul2227 = fmul float %phi1360, 5.000000e+00
  %fadd2228 = fadd float %fmul2227, %fadd2226
  %bits2229 = bitcast float %sel1990 to i32
  %call2230 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2229, i32 1, i32 31)
  %leaf2231 = bitcast i32 %call2230 to float
  %fmul2232 = fmul float %sel1990, 2.000000e+00
  %fadd2233 = fadd float %sel1989, %fmul2232
  %fmul2234 = fmul float %sel1991, 3.000000e+00
  %fadd2235 = fadd float %fmul2234, %fadd2233
  %fmul2236 = fmul float %leaf2231, 4.000000e+00
  %fadd2237 = fadd float %fadd2235, %fmul2236
  %fmul2238 = fmul float %phi1285, 5.000000e+00
  %fadd2239 = fadd float %fmul2238, %fadd2237
  %bits2240 = bitcast float %phi1285 to i32
  %call2241 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2240, i32 1, i32 0)
  %leaf2242 = bitcast i32 %call2241 to float
  %fmul2243 = fmul float %leaf2242, 2.000000e+00
  %fadd2244 = fadd float %sel1990, %fmul2243
  %fmul2245 = fmul float %phi1360, 3.000000e+00
  %fadd2246 = fadd float %fmul2245, %fadd2244
  %fmul2247 = fmul float %phi1285, 4.000000e+00
  %fadd2248 = fadd float %fmul2247, %fadd2246
  %fmul2249 = fmul float %phi1362, 5.000000e+00
  %fadd2250 = fadd float %fmul2249, %fadd2248
  %bits2251 = bitcast float %phi1360 to i32
  %call2252 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2251, i32 1, i32 31)
  %leaf2253 = bitcast i32 %call2252 to float
  %fmul2254 = fmul float %phi1360, 2.000000e+00
  %fadd2255 = fadd float %fmul2254, %sel1991
  %fmul2256 = fmul float %phi1285, 3.000000e+00
  %fadd2257 = fadd float %fmul2256, %fadd2255
  %fmul2258 = fmul float %leaf2253, 4.000000e+00
  %fadd2259 = fadd float %fadd2257, %fmul2258
  %fmul2260 = fmul float %phi1287, 5.000000e+00
  %fadd2261 = fadd float %fmul2260, %fadd2259
  br i1 %cmp1236, label %then2263, label %endif2265

then2263:                                         ; preds = %endif2123
  %bits2266 = bitcast float %fadd2184 to i32
  %call2267 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2266, i32 2, i32 31)
  %leaf2268 = bitcast i32 %call2267 to float
  %sel2270 = select i1 %cmp1240, float %leaf2268, float %fadd2195
  %bits2271 = bitcast float %fadd2206 to i32
  %call2272 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2271, i32 2, i32 31)
  %leaf2273 = bitcast i32 %call2272 to float
  %sel2275 = select i1 %cmp1240, float %leaf2273, float %fadd2217
  %bits2276 = bitcast float %fadd2228 to i32
  %call2277 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2276, i32 2, i32 31)
  %leaf2278 = bitcast i32 %call2277 to float
  %sel2280 = select i1 %cmp1240, float %leaf2278, float %fadd2239
  %bits2281 = bitcast float %fadd2250 to i32
  %call2282 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2281, i32 2, i32 31)
  %leaf2283 = bitcast i32 %call2282 to float
  %sel2285 = select i1 %cmp1240, float %leaf2283, float %fadd2261
  br label %endif2265

endif2265:                                        ; preds = %endif2123, %then2263
  %phi2289 = phi float [ %sel2270, %then2263 ], [ %fadd2195, %endif2123 ]
  %phi2291 = phi float [ %sel2275, %then2263 ], [ %fadd2217, %endif2123 ]
  %phi2293 = phi float [ %sel2280, %then2263 ], [ %fadd2239, %endif2123 ]
  %phi2295 = phi float [ %sel2285, %then2263 ], [ %fadd2261, %endif2123 ]
  br i1 %cmp1308, label %then2319, label %endif2321

then2319:                                         ; preds = %endif2265
  %bits2322 = bitcast float %phi2289 to i32
  %call2323 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2322, i32 9, i32 31)
  %leaf2324 = bitcast i32 %call2323 to float
  %sel2326 = select i1 %cmp1315, float %leaf2324, float %fadd2184
  %bits2327 = bitcast float %phi2291 to i32
  %call2328 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2327, i32 9, i32 31)
  %leaf2329 = bitcast i32 %call2328 to float
  %sel2331 = select i1 %cmp1315, float %leaf2329, float %fadd2206
  %bits2332 = bitcast float %phi2293 to i32
  %call2333 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2332, i32 9, i32 31)
  %leaf2334 = bitcast i32 %call2333 to float
  %sel2336 = select i1 %cmp1315, float %leaf2334, float %fadd2228
  %bits2337 = bitcast float %phi2295 to i32
  %call2338 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2337, i32 9, i32 31)
  %leaf2339 = bitcast i32 %call2338 to float
  %sel2341 = select i1 %cmp1315, float %leaf2339, float %fadd2250
  br label %endif2321

endif2321:                                        ; preds = %endif2265, %then2319
  %phi2344 = phi float [ %sel2326, %then2319 ], [ %fadd2184, %endif2265 ]
  %phi2346 = phi float [ %sel2331, %then2319 ], [ %fadd2206, %endif2265 ]
  %phi2348 = phi float [ %sel2336, %then2319 ], [ %fadd2228, %endif2265 ]
  %phi2350 = phi float [ %sel2341, %then2319 ], [ %fadd2250, %endif2265 ]
  %sel2374 = select i1 %cmp470, float %phi2350, float %phi2344
  %sel2375 = select i1 %cmp470, float %phi2295, float %phi2289
  %sel2376 = select i1 %cmp470, float %phi2350, float %phi2346
  %sel2377 = select i1 %cmp470, float %phi2295, float %phi2291
  %sel2378 = select i1 %cmp470, float %phi2350, float %phi2348
  %sel2379 = select i1 %cmp470, float %phi2295, float %phi2293
  %bits2383 = bitcast float %phi1299 to i32
  %call2384 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2383, i32 1, i32 0)
  %leaf2385 = bitcast i32 %call2384 to float
  %fmul2386 = fmul float %leaf2385, 2.000000e+00
  %fadd2387 = fadd float %phi1372, %fmul2386
  %fmul2388 = fmul float %phi1374, 3.000000e+00
  %fadd2389 = fadd float %fmul2388, %fadd2387
  %fmul2390 = fmul float %phi1299, 4.000000e+00
  %fadd2391 = fadd float %fmul2390, %fadd2389
  %fmul2392 = fmul float %sel1992, 5.000000e+00
  %fadd2393 = fadd float %fmul2392, %fadd2391
  %bits2394 = bitcast float %phi1374 to i32
  %call2395 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2394, i32 1, i32 31)
  %leaf2396 = bitcast i32 %call2395 to float
  %fmul2397 = fmul float %phi1374, 2.000000e+00
  %fadd2398 = fadd float %phi1297, %fmul2397
  %fmul2399 = fmul float %phi1299, 3.000000e+00
  %fadd2400 = fadd float %fmul2399, %fadd2398
  %fmul2401 = fmul float %leaf2396, 4.000000e+00
  %fadd2402 = fadd float %fadd2400, %fmul2401
  %fmul2403 = fmul float %sel1993, 5.000000e+00
  %fadd2404 = fadd float %fmul2403, %fadd2402
  %bits2405 = bitcast float %sel1993 to i32
  %call2406 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2405, i32 1, i32 0)
  %leaf2407 = bitcast i32 %call2406 to float
  %fmul2408 = fmul float %leaf2407, 2.000000e+00
  %fadd2409 = fadd float %phi1374, %fmul2408
  %fmul2410 = fmul float %sel1992, 3.000000e+00
  %fadd2411 = fadd float %fmul2410, %fadd2409
  %fmul2412 = fmul float %sel1993, 4.000000e+00
  %fadd2413 = fadd float %fmul2412, %fadd2411
  %fmul2414 = fmul float %sel1994, 5.000000e+00
  %fadd2415 = fadd float %fmul2414, %fadd2413
  %bits2416 = bitcast float %sel1992 to i32
  %call2417 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2416, i32 1, i32 31)
  %leaf2418 = bitcast i32 %call2417 to float
  %fmul2419 = fmul float %sel1992, 2.000000e+00
  %fadd2420 = fadd float %phi1299, %fmul2419
  %fmul2421 = fmul float %sel1993, 3.000000e+00
  %fadd2422 = fadd float %fmul2421, %fadd2420
  %fmul2423 = fmul float %leaf2418, 4.000000e+00
  %fadd2424 = fadd float %fadd2422, %fmul2423
  %fmul2425 = fmul float %sel1995, 5.000000e+00
  %fadd2426 = fadd float %fmul2425, %fadd2424
  %bits2427 = bitcast float %sel1995 to i32
  %call2428 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2427, i32 1, i32 0)
  %leaf2429 = bitcast i32 %call2428 to float
  %fmul2430 = fmul float %leaf2429, 2.000000e+00
  %fadd2431 = fadd float %sel1992, %fmul2430
  %fmul2432 = fmul float %sel1994, 3.000000e+00
  %fadd2433 = fadd float %fmul2432, %fadd2431
  %fmul2434 = fmul float %sel1995, 4.000000e+00
  %fadd2435 = fadd float %fmul2434, %fadd2433
  %fmul2436 = fmul float %sel1996, 5.000000e+00
  %fadd2437 = fadd float %fmul2436, %fadd2435
  %bits2438 = bitcast float %sel1994 to i32
  %call2439 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2438, i32 1, i32 31)
  %leaf2440 = bitcast i32 %call2439 to float
  %fmul2441 = fmul float %sel1994, 2.000000e+00
  %fadd2442 = fadd float %sel1993, %fmul2441
  %fmul2443 = fmul float %sel1995, 3.000000e+00
  %fadd2444 = fadd float %fmul2443, %fadd2442
  %fmul2445 = fmul float %leaf2440, 4.000000e+00
  %fadd2446 = fadd float %fadd2444, %fmul2445
  %fmul2447 = fmul float %sel1997, 5.000000e+00
  %fadd2448 = fadd float %fmul2447, %fadd2446
  %bits2449 = bitcast float %sel1997 to i32
  %call2450 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2449, i32 1, i32 0)
  %leaf2451 = bitcast i32 %call2450 to float
  %fmul2452 = fmul float %leaf2451, 2.000000e+00
  %fadd2453 = fadd float %sel1994, %fmul2452
  %fmul2454 = fmul float %sel1996, 3.000000e+00
  %fadd2455 = fadd float %fmul2454, %fadd2453
  %fmul2456 = fmul float %sel1997, 4.000000e+00
  %fadd2457 = fadd float %fmul2456, %fadd2455
  %fmul2458 = fmul float %sel1998, 5.000000e+00
  %fadd2459 = fadd float %fmul2458, %fadd2457
  %bits2460 = bitcast float %sel1996 to i32
  %call2461 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2460, i32 1, i32 31)
  %leaf2462 = bitcast i32 %call2461 to float
  %fmul2463 = fmul float %sel1996, 2.000000e+00
  %fadd2464 = fadd float %sel1995, %fmul2463
  %fmul2465 = fmul float %sel1997, 3.000000e+00
  %fadd2466 = fadd float %fmul2465, %fadd2464
  %fmul2467 = fmul float %leaf2462, 4.000000e+00
  %fadd2468 = fadd float %fadd2466, %fmul2467
  %fmul2469 = fmul float %sel1999, 5.000000e+00
  %fadd2470 = fadd float %fmul2469, %fadd2468
  br i1 %cmp1236, label %then2472, label %endif2474

then2472:                                         ; preds = %endif2321
  %bits2475 = bitcast float %fadd2393 to i32
  %call2476 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2475, i32 2, i32 31)
  %leaf2477 = bitcast i32 %call2476 to float
  %sel2479 = select i1 %cmp1240, float %leaf2477, float %fadd2404
  %bits2480 = bitcast float %fadd2415 to i32
  %call2481 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2480, i32 2, i32 31)
  %leaf2482 = bitcast i32 %call2481 to float
  %sel2484 = select i1 %cmp1240, float %leaf2482, float %fadd2426
  %bits2485 = bitcast float %fadd2437 to i32
  %call2486 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2485, i32 2, i32 31)
  %leaf2487 = bitcast i32 %call2486 to float
  %sel2489 = select i1 %cmp1240, float %leaf2487, float %fadd2448
  %bits2490 = bitcast float %fadd2459 to i32
  %call2491 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2490, i32 2, i32 31)
  %leaf2492 = bitcast i32 %call2491 to float
  %sel2494 = select i1 %cmp1240, float %leaf2492, float %fadd2470
  br label %endif2474

endif2474:                                        ; preds = %endif2321, %then2472
  %phi2518 = phi float [ %sel2479, %then2472 ], [ %fadd2404, %endif2321 ]
  %phi2520 = phi float [ %sel2484, %then2472 ], [ %fadd2426, %endif2321 ]
  %phi2522 = phi float [ %sel2489, %then2472 ], [ %fadd2448, %endif2321 ]
  %phi2524 = phi float [ %sel2494, %then2472 ], [ %fadd2470, %endif2321 ]
  %bits2531 = bitcast float %phi2518 to i32
  br i1 %cmp1308, label %then2528, label %endif2530

then2528:                                         ; preds = %endif2474
  %call2532 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2531, i32 9, i32 31)
  %leaf2533 = bitcast i32 %call2532 to float
  %sel2535 = select i1 %cmp1315, float %leaf2533, float %fadd2393
  %bits2536 = bitcast float %phi2520 to i32
  %call2537 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2536, i32 9, i32 31)
  %leaf2538 = bitcast i32 %call2537 to float
  %sel2540 = select i1 %cmp1315, float %leaf2538, float %fadd2415
  %bits2541 = bitcast float %phi2522 to i32
  %call2542 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2541, i32 9, i32 31)
  %leaf2543 = bitcast i32 %call2542 to float
  %sel2545 = select i1 %cmp1315, float %leaf2543, float %fadd2437
  %bits2546 = bitcast float %phi2524 to i32
  %call2547 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2546, i32 9, i32 31)
  %leaf2548 = bitcast i32 %call2547 to float
  %sel2550 = select i1 %cmp1315, float %leaf2548, float %fadd2459
  br label %endif2530

endif2530:                                        ; preds = %endif2474, %then2528
  %phi2573 = phi float [ %sel2535, %then2528 ], [ %fadd2393, %endif2474 ]
  %phi2575 = phi float [ %sel2540, %then2528 ], [ %fadd2415, %endif2474 ]
  %phi2577 = phi float [ %sel2545, %then2528 ], [ %fadd2437, %endif2474 ]
  %phi2579 = phi float [ %sel2550, %then2528 ], [ %fadd2459, %endif2474 ]
  %sel2583 = select i1 %cmp472, float %phi2573, float %phi2575
  %sel2584 = select i1 %cmp472, float %phi2518, float %phi2520
  %sel2585 = select i1 %cmp472, float %phi2573, float %phi2577
  %sel2586 = select i1 %cmp472, float %phi2518, float %phi2522
  %sel2587 = select i1 %cmp472, float %phi2573, float %phi2579
  %sel2588 = select i1 %cmp472, float %phi2518, float %phi2524
  %bits2594 = bitcast float %sel2377 to i32
  %call2595 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2594, i32 1, i32 0)
  %leaf2596 = bitcast i32 %call2595 to float
  %fmul2597 = fmul float %leaf2596, 2.000000e+00
  %fadd2598 = fadd float %sel2374, %fmul2597
  %fmul2599 = fmul float %sel2376, 3.000000e+00
  %fadd2600 = fadd float %fmul2599, %fadd2598
  %fmul2601 = fmul float %sel2377, 4.000000e+00
  %fadd2602 = fadd float %fmul2601, %fadd2600
  %fmul2603 = fmul float %sel2378, 5.000000e+00
  %fadd2604 = fadd float %fmul2603, %fadd2602
  %bits2605 = bitcast float %sel2376 to i32
  %call2606 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2605, i32 1, i32 31)
  %leaf2607 = bitcast i32 %call2606 to float
  %fmul2608 = fmul float %sel2376, 2.000000e+00
  %fadd2609 = fadd float %sel2375, %fmul2608
  %fmul2610 = fmul float %sel2377, 3.000000e+00
  %fadd2611 = fadd float %fmul2610, %fadd2609
  %fmul2612 = fmul float %leaf2607, 4.000000e+00
  %fadd2613 = fadd float %fadd2611, %fmul2612
  %fmul2614 = fmul float %sel2379, 5.000000e+00
  %fadd2615 = fadd float %fmul2614, %fadd2613
  %bits2616 = bitcast float %sel2379 to i32
  %call2617 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2616, i32 1, i32 0)
  %leaf2618 = bitcast i32 %call2617 to float
  %fmul2619 = fmul float %leaf2618, 2.000000e+00
  %fadd2620 = fadd float %sel2376, %fmul2619
  %fmul2621 = fmul float %sel2378, 3.000000e+00
  %fadd2622 = fadd float %fmul2621, %fadd2620
  %fmul2623 = fmul float %sel2379, 4.000000e+00
  %fadd2624 = fadd float %fmul2623, %fadd2622
  %fmul2625 = fmul float %phi2350, 5.000000e+00
  %fadd2626 = fadd float %fmul2625, %fadd2624
  %bits2627 = bitcast float %sel2378 to i32
  %call2628 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2627, i32 1, i32 31)
  %leaf2629 = bitcast i32 %call2628 to float
  %fmul2630 = fmul float %sel2378, 2.000000e+00
  %fadd2631 = fadd float %sel2377, %fmul2630
  %fmul2632 = fmul float %sel2379, 3.000000e+00
  %fadd2633 = fadd float %fmul2632, %fadd2631
  %fmul2634 = fmul float %leaf2629, 4.000000e+00
  %fadd2635 = fadd float %fadd2633, %fmul2634
  %fmul2636 = fmul float %phi2295, 5.000000e+00
  %fadd2637 = fadd float %fmul2636, %fadd2635
  %bits2638 = bitcast float %phi2295 to i32
  %call2639 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2638, i32 1, i32 0)
  %leaf2640 = bitcast i32 %call2639 to float
  %fmul2641 = fmul float %leaf2640, 2.000000e+00
  %fadd2642 = fadd float %sel2378, %fmul2641
  %fmul2643 = fmul float %phi2350, 3.000000e+00
  %fadd2644 = fadd float %fmul2643, %fadd2642
  %fmul2645 = fmul float %phi2295, 4.000000e+00
  %fadd2646 = fadd float %fmul2645, %fadd2644
  %fmul2647 = fmul float %phi1531, 5.000000e+00
  %fadd2648 = fadd float %fmul2647, %fadd2646
  %bits2649 = bitcast float %phi2350 to i32
  %call2650 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2649, i32 1, i32 31)
  %leaf2651 = bitcast i32 %call2650 to float
  %fmul2652 = fmul float %phi2350, 2.000000e+00
  %fadd2653 = fadd float %sel2379, %fmul2652
  %fmul2654 = fmul float %phi2295, 3.000000e+00
  %fadd2655 = fadd float %fmul2654, %fadd2653
  %fmul2656 = fmul float %leaf2651, 4.000000e+00
  %fadd2657 = fadd float %fadd2655, %fmul2656
  %fmul2658 = fmul float %phi1481, 5.000000e+00
  %fadd2659 = fadd float %fmul2658, %fadd2657
  %bits2660 = bitcast float %phi1481 to i32
  %call2661 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2660, i32 1, i32 0)
  %leaf2662 = bitcast i32 %call2661 to float
  %fmul2663 = fmul float %leaf2662, 2.000000e+00
  %fadd2664 = fadd float %phi2350, %fmul2663
  %fmul2665 = fmul float %phi1531, 3.000000e+00
  %fadd2666 = fadd float %fmul2665, %fadd2664
  %fmul2667 = fmul float %phi1481, 4.000000e+00
  %fadd2668 = fadd float %fmul2667, %fadd2666
  %fmul2669 = fmul float %phi1533, 5.000000e+00
  %fadd2670 = fadd float %fmul2669, %fadd2668
  %bits2671 = bitcast float %phi1531 to i32
  %call2672 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2671, i32 1, i32 31)
  %leaf2673 = bitcast i32 %call2672 to float
  %fmul2674 = fmul float %phi1531, 2.000000e+00
  %fadd2675 = fadd float %fmul2674, %phi2295
  %fmul2676 = fmul float %phi1481, 3.000000e+00
  %fadd2677 = fadd float %fmul2676, %fadd2675
  %fmul2678 = fmul float %leaf2673, 4.000000e+00
  %fadd2679 = fadd float %fadd2677, %fmul2678
  %fmul2680 = fmul float %phi1483, 5.000000e+00
  %fadd2681 = fadd float %fmul2680, %fadd2679
  %bits2682 = bitcast float %phi1483 to i32
  %call2683 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2682, i32 1, i32 0)
  %leaf2684 = bitcast i32 %call2683 to float
  %fmul2685 = fmul float %leaf2684, 2.000000e+00
  %fadd2686 = fadd float %phi1531, %fmul2685
  %fmul2687 = fmul float %phi1533, 3.000000e+00
  %fadd2688 = fadd float %fmul2687, %fadd2686
  %fmul2689 = fmul float %phi1483, 4.000000e+00
  %fadd2690 = fadd float %fmul2689, %fadd2688
  %fmul2691 = fmul float %phi1535, 5.000000e+00
  %fadd2692 = fadd float %fmul2691, %fadd2690
  %bits2693 = bitcast float %phi1533 to i32
  %call2694 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2693, i32 1, i32 31)
  %leaf2695 = bitcast i32 %call2694 to float
  %fmul2696 = fmul float %phi1533, 2.000000e+00
  %fadd2697 = fadd float %phi1481, %fmul2696
  %fmul2698 = fmul float %phi1483, 3.000000e+00
  %fadd2699 = fadd float %fmul2698, %fadd2697
  %fmul2700 = fmul float %leaf2695, 4.000000e+00
  %fadd2701 = fadd float %fadd2699, %fmul2700
  %fmul2702 = fmul float %phi1485, 5.000000e+00
  %fadd2703 = fadd float %fmul2702, %fadd2701
  %bits2704 = bitcast float %phi1485 to i32
  %call2705 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2704, i32 1, i32 0)
  %leaf2706 = bitcast i32 %call2705 to float
  %fmul2707 = fmul float %leaf2706, 2.000000e+00
  %fadd2708 = fadd float %phi1533, %fmul2707
  %fmul2709 = fmul float %phi1535, 3.000000e+00
  %fadd2710 = fadd float %fmul2709, %fadd2708
  %fmul2711 = fmul float %phi1485, 4.000000e+00
  %fadd2712 = fadd float %fmul2711, %fadd2710
  %fmul2713 = fmul float %phi2155, 5.000000e+00
  %fadd2714 = fadd float %fmul2713, %fadd2712
  %bits2715 = bitcast float %phi1535 to i32
  %call2716 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2715, i32 1, i32 31)
  %leaf2717 = bitcast i32 %call2716 to float
  %fmul2718 = fmul float %phi1535, 2.000000e+00
  %fadd2719 = fadd float %phi1483, %fmul2718
  %fmul2720 = fmul float %phi1485, 3.000000e+00
  %fadd2721 = fadd float %fmul2720, %fadd2719
  %fmul2722 = fmul float %leaf2717, 4.000000e+00
  %fadd2723 = fadd float %fadd2721, %fmul2722
  %fmul2724 = fmul float %phi2105, 5.000000e+00
  %fadd2725 = fadd float %fmul2724, %fadd2723
  %bits2726 = bitcast float %phi2105 to i32
  %call2727 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2726, i32 1, i32 0)
  %leaf2728 = bitcast i32 %call2727 to float
  %fmul2729 = fmul float %leaf2728, 2.000000e+00
  %fadd2730 = fadd float %phi1535, %fmul2729
  %fmul2731 = fmul float %phi2155, 3.000000e+00
  %fadd2732 = fadd float %fmul2731, %fadd2730
  %fmul2733 = fmul float %phi2105, 4.000000e+00
  %fadd2734 = fadd float %fmul2733, %fadd2732
  %fmul2735 = fmul float %phi2157, 5.000000e+00
  %fadd2736 = fadd float %fmul2735, %fadd2734
  %bits2737 = bitcast float %phi2155 to i32
  %call2738 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2737, i32 1, i32 31)
  %leaf2739 = bitcast i32 %call2738 to float
  %fmul2740 = fmul float %phi2155, 2.000000e+00
  %fadd2741 = fadd float %phi1485, %fmul2740
  %fmul2742 = fmul float %phi2105, 3.000000e+00
  %fadd2743 = fadd float %fmul2742, %fadd2741
  %fmul2744 = fmul float %leaf2739, 4.000000e+00
  %fadd2745 = fadd float %fadd2743, %fmul2744
  %fmul2746 = fmul float %phi2107, 5.000000e+00
  %fadd2747 = fadd float %fmul2746, %fadd2745
  %bits2748 = bitcast float %phi2107 to i32
  %call2749 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2748, i32 1, i32 0)
  %leaf2750 = bitcast i32 %call2749 to float
  %fmul2751 = fmul float %leaf2750, 2.000000e+00
  %fadd2752 = fadd float %phi2155, %fmul2751
  %fmul2753 = fmul float %phi2157, 3.000000e+00
  %fadd2754 = fadd float %fmul2753, %fadd2752
  %fmul2755 = fmul float %phi2107, 4.000000e+00
  %fadd2756 = fadd float %fmul2755, %fadd2754
  %fmul2757 = fmul float %phi2159, 5.000000e+00
  %fadd2758 = fadd float %fmul2757, %fadd2756
  %bits2759 = bitcast float %phi2157 to i32
  %call2760 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2759, i32 1, i32 31)
  %leaf2761 = bitcast i32 %call2760 to float
  %fmul2762 = fmul float %phi2157, 2.000000e+00
  %fadd2763 = fadd float %phi2105, %fmul2762
  %fmul2764 = fmul float %phi2107, 3.000000e+00
  %fadd2765 = fadd float %fmul2764, %fadd2763
  %fmul2766 = fmul float %leaf2761, 4.000000e+00
  %fadd2767 = fadd float %fadd2765, %fmul2766
  %fmul2768 = fmul float %phi2109, 5.000000e+00
  %fadd2769 = fadd float %fmul2768, %fadd2767
  %bits2770 = bitcast float %phi2109 to i32
  %call2771 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2770, i32 1, i32 0)
  %leaf2772 = bitcast i32 %call2771 to float
  %fmul2773 = fmul float %leaf2772, 2.000000e+00
  %fadd2774 = fadd float %phi2157, %fmul2773
  %fmul2775 = fmul float %phi2159, 3.000000e+00
  %fadd2776 = fadd float %fmul2775, %fadd2774
  %fmul2777 = fmul float %phi2109, 4.000000e+00
  %fadd2778 = fadd float %fmul2777, %fadd2776
  %fmul2779 = fmul float %phi2573, 5.000000e+00
  %fadd2780 = fadd float %fmul2779, %fadd2778
  %bits2781 = bitcast float %phi2159 to i32
  %call2782 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2781, i32 1, i32 31)
  %leaf2783 = bitcast i32 %call2782 to float
  %fmul2784 = fmul float %phi2159, 2.000000e+00
  %fadd2785 = fadd float %phi2107, %fmul2784
  %fmul2786 = fmul float %phi2109, 3.000000e+00
  %fadd2787 = fadd float %fmul2786, %fadd2785
  %fmul2788 = fmul float %leaf2783, 4.000000e+00
  %fadd2789 = fadd float %fadd2787, %fmul2788
  %fmul2790 = fmul float %phi2518, 5.000000e+00
  %fadd2791 = fadd float %fmul2790, %fadd2789
  %call2793 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2531, i32 1, i32 0)
  %leaf2794 = bitcast i32 %call2793 to float
  %fmul2795 = fmul float %leaf2794, 2.000000e+00
  %fadd2796 = fadd float %phi2159, %fmul2795
  %fmul2797 = fmul float %phi2573, 3.000000e+00
  %fadd2798 = fadd float %fmul2797, %fadd2796
  %fmul2799 = fmul float %phi2518, 4.000000e+00
  %fadd2800 = fadd float %fmul2799, %fadd2798
  %fmul2801 = fmul float %sel2583, 5.000000e+00
  %fadd2802 = fadd float %fmul2801, %fadd2800
  %bits2803 = bitcast float %phi2573 to i32
  %call2804 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2803, i32 1, i32 31)
  %leaf2805 = bitcast i32 %call2804 to float
  %fmul2806 = fmul float %phi2573, 2.000000e+00
  %fadd2807 = fadd float %phi2109, %fmul2806
  %fmul2808 = fmul float %phi2518, 3.000000e+00
  %fadd2809 = fadd float %fmul2808, %fadd2807
  %fmul2810 = fmul float %leaf2805, 4.000000e+00
  %fadd2811 = fadd float %fadd2809, %fmul2810
  %fmul2812 = fmul float %sel2584, 5.000000e+00
  %fadd2813 = fadd float %fmul2812, %fadd2811
  %bits2814 = bitcast float %sel2584 to i32
  %call2815 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2814, i32 1, i32 0)
  %leaf2816 = bitcast i32 %call2815 to float
  %fmul2817 = fmul float %leaf2816, 2.000000e+00
  %fadd2818 = fadd float %phi2573, %fmul2817
  %fmul2819 = fmul float %sel2583, 3.000000e+00
  %fadd2820 = fadd float %fmul2819, %fadd2818
  %fmul2821 = fmul float %sel2584, 4.000000e+00
  %fadd2822 = fadd float %fmul2821, %fadd2820
  %fmul2823 = fmul float %sel2585, 5.000000e+00
  %fadd2824 = fadd float %fmul2823, %fadd2822
  %bits2825 = bitcast float %sel2583 to i32
  %call2826 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2825, i32 1, i32 31)
  %leaf2827 = bitcast i32 %call2826 to float
  %fmul2828 = fmul float %sel2583, 2.000000e+00
  %fadd2829 = fadd float %phi2518, %fmul2828
  %fmul2830 = fmul float %sel2584, 3.000000e+00
  %fadd2831 = fadd float %fmul2830, %fadd2829
  %fmul2832 = fmul float %leaf2827, 4.000000e+00
  %fadd2833 = fadd float %fadd2831, %fmul2832
  %fmul2834 = fmul float %sel2586, 5.000000e+00
  %fadd2835 = fadd float %fmul2834, %fadd2833
  %bits2836 = bitcast float %sel2586 to i32
  %call2837 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2836, i32 1, i32 0)
  %leaf2838 = bitcast i32 %call2837 to float
  %fmul2839 = fmul float %leaf2838, 2.000000e+00
  %fadd2840 = fadd float %sel2583, %fmul2839
  %fmul2841 = fmul float %sel2585, 3.000000e+00
  %fadd2842 = fadd float %fmul2841, %fadd2840
  %fmul2843 = fmul float %sel2586, 4.000000e+00
  %fadd2844 = fadd float %fmul2843, %fadd2842
  %fmul2845 = fmul float %sel2587, 5.000000e+00
  %fadd2846 = fadd float %fmul2845, %fadd2844
  %bits2847 = bitcast float %sel2585 to i32
  %call2848 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2847, i32 1, i32 31)
  %leaf2849 = bitcast i32 %call2848 to float
  %fmul2850 = fmul float %sel2585, 2.000000e+00
  %fadd2851 = fadd float %sel2584, %fmul2850
  %fmul2852 = fmul float %sel2586, 3.000000e+00
  %fadd2853 = fadd float %fmul2852, %fadd2851
  %fmul2854 = fmul float %leaf2849, 4.000000e+00
  %fadd2855 = fadd float %fadd2853, %fmul2854
  %fmul2856 = fmul float %sel2588, 5.000000e+00
  %fadd2857 = fadd float %fmul2856, %fadd2855
  br i1 %cmp1236, label %then2859, label %endif2861

then2859:                                         ; preds = %endif2530
  %bits2862 = bitcast float %fadd2604 to i32
  %call2863 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2862, i32 2, i32 31)
  %leaf2864 = bitcast i32 %call2863 to float
  %sel2866 = select i1 %cmp1240, float %leaf2864, float %fadd2615
  %bits2867 = bitcast float %fadd2626 to i32
  %call2868 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2867, i32 2, i32 31)
  %leaf2869 = bitcast i32 %call2868 to float
  %sel2871 = select i1 %cmp1240, float %leaf2869, float %fadd2637
  %bits2872 = bitcast float %fadd2648 to i32
  %call2873 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2872, i32 2, i32 31)
  %leaf2874 = bitcast i32 %call2873 to float
  %sel2876 = select i1 %cmp1240, float %leaf2874, float %fadd2659
  %bits2877 = bitcast float %fadd2670 to i32
  %call2878 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2877, i32 2, i32 31)
  %leaf2879 = bitcast i32 %call2878 to float
  %sel2881 = select i1 %cmp1240, float %leaf2879, float %fadd2681
  %bits2882 = bitcast float %fadd2692 to i32
  %call2883 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2882, i32 2, i32 31)
  %leaf2884 = bitcast i32 %call2883 to float
  %sel2886 = select i1 %cmp1240, float %leaf2884, float %fadd2703
  %bits2887 = bitcast float %fadd2714 to i32
  %call2888 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2887, i32 2, i32 31)
  %leaf2889 = bitcast i32 %call2888 to float
  %sel2891 = select i1 %cmp1240, float %leaf2889, float %fadd2725
  %bits2892 = bitcast float %fadd2736 to i32
  %call2893 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2892, i32 2, i32 31)
  %leaf2894 = bitcast i32 %call2893 to float
  %sel2896 = select i1 %cmp1240, float %leaf2894, float %fadd2747
  %bits2897 = bitcast float %fadd2758 to i32
  %call2898 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2897, i32 2, i32 31)
  %leaf2899 = bitcast i32 %call2898 to float
  %sel2901 = select i1 %cmp1240, float %leaf2899, float %fadd2769
  %bits2902 = bitcast float %fadd2780 to i32
  %call2903 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2902, i32 2, i32 31)
  %leaf2904 = bitcast i32 %call2903 to float
  %sel2906 = select i1 %cmp1240, float %leaf2904, float %fadd2791
  %bits2907 = bitcast float %fadd2802 to i32
  %call2908 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2907, i32 2, i32 31)
  %leaf2909 = bitcast i32 %call2908 to float
  %sel2911 = select i1 %cmp1240, float %leaf2909, float %fadd2813
  %bits2912 = bitcast float %fadd2824 to i32
  %call2913 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2912, i32 2, i32 31)
  %leaf2914 = bitcast i32 %call2913 to float
  %sel2916 = select i1 %cmp1240, float %leaf2914, float %fadd2835
  %bits2917 = bitcast float %fadd2846 to i32
  %call2918 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2917, i32 2, i32 31)
  %leaf2919 = bitcast i32 %call2918 to float
  %sel2921 = select i1 %cmp1240, float %leaf2919, float %fadd2857
  br label %endif2861

endif2861:                                        ; preds = %endif2530, %then2859
  %phi2927 = phi float [ %sel2866, %then2859 ], [ %fadd2615, %endif2530 ]
  %phi2929 = phi float [ %sel2871, %then2859 ], [ %fadd2637, %endif2530 ]
  %phi2931 = phi float [ %sel2876, %then2859 ], [ %fadd2659, %endif2530 ]
  %phi2933 = phi float [ %sel2881, %then2859 ], [ %fadd2681, %endif2530 ]
  %phi2935 = phi float [ %sel2886, %then2859 ], [ %fadd2703, %endif2530 ]
  %phi2937 = phi float [ %sel2891, %then2859 ], [ %fadd2725, %endif2530 ]
  %phi2939 = phi float [ %sel2896, %then2859 ], [ %fadd2747, %endif2530 ]
  %phi2941 = phi float [ %sel2901, %then2859 ], [ %fadd2769, %endif2530 ]
  %phi2943 = phi float [ %sel2906, %then2859 ], [ %fadd2791, %endif2530 ]
  %phi2945 = phi float [ %sel2911, %then2859 ], [ %fadd2813, %endif2530 ]
  %phi2947 = phi float [ %sel2916, %then2859 ], [ %fadd2835, %endif2530 ]
  %phi2949 = phi float [ %sel2921, %then2859 ], [ %fadd2857, %endif2530 ]
  br i1 %cmp1308, label %then2955, label %endif2861.endif2957_crit_edge

endif2861.endif2957_crit_edge:                    ; preds = %endif2861
  %.pre6919 = bitcast float %phi2931 to i32
  %.pre6920 = bitcast float %phi2933 to i32
  %.pre6921 = bitcast float %phi2935 to i32
  %.pre6922 = bitcast float %phi2937 to i32
  %.pre6923 = bitcast float %phi2939 to i32
  %.pre6924 = bitcast float %phi2941 to i32
  %.pre6925 = bitcast float %phi2943 to i32
  %.pre6926 = bitcast float %phi2945 to i32
  br label %endif2957

then2955:                                         ; preds = %endif2861
  %bits2958 = bitcast float %phi2927 to i32
  %call2959 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2958, i32 9, i32 31)
  %leaf2960 = bitcast i32 %call2959 to float
  %sel2962 = select i1 %cmp1315, float %leaf2960, float %fadd2604
  %bits2963 = bitcast float %phi2929 to i32
  %call2964 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2963, i32 9, i32 31)
  %leaf2965 = bitcast i32 %call2964 to float
  %sel2967 = select i1 %cmp1315, float %leaf2965, float %fadd2626
  %bits2968 = bitcast float %phi2931 to i32
  %call2969 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2968, i32 9, i32 31)
  %leaf2970 = bitcast i32 %call2969 to float
  %sel2972 = select i1 %cmp1315, float %leaf2970, float %fadd2648
  %bits2973 = bitcast float %phi2933 to i32
  %call2974 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2973, i32 9, i32 31)
  %leaf2975 = bitcast i32 %call2974 to float
  %sel2977 = select i1 %cmp1315, float %leaf2975, float %fadd2670
  %bits2978 = bitcast float %phi2935 to i32
  %call2979 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2978, i32 9, i32 31)
  %leaf2980 = bitcast i32 %call2979 to float
  %sel2982 = select i1 %cmp1315, float %leaf2980, float %fadd2692
  %bits2983 = bitcast float %phi2937 to i32
  %call2984 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2983, i32 9, i32 31)
  %leaf2985 = bitcast i32 %call2984 to float
  %sel2987 = select i1 %cmp1315, float %leaf2985, float %fadd2714
  %bits2988 = bitcast float %phi2939 to i32
  %call2989 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2988, i32 9, i32 31)
  %leaf2990 = bitcast i32 %call2989 to float
  %sel2992 = select i1 %cmp1315, float %leaf2990, float %fadd2736
  %bits2993 = bitcast float %phi2941 to i32
  %call2994 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2993, i32 9, i32 31)
  %leaf2995 = bitcast i32 %call2994 to float
  %sel2997 = select i1 %cmp1315, float %leaf2995, float %fadd2758
  %bits2998 = bitcast float %phi2943 to i32
  %call2999 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2998, i32 9, i32 31)
  %leaf3000 = bitcast i32 %call2999 to float
  %sel3002 = select i1 %cmp1315, float %leaf3000, float %fadd2780
  %bits3003 = bitcast float %phi2945 to i32
  %call3004 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3003, i32 9, i32 31)
  %leaf3005 = bitcast i32 %call3004 to float
  %sel3007 = select i1 %cmp1315, float %leaf3005, float %fadd2802
  %bits3008 = bitcast float %phi2947 to i32
  %call3009 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3008, i32 9, i32 31)
  %leaf3010 = bitcast i32 %call3009 to float
  %sel3012 = select i1 %cmp1315, float %leaf3010, float %fadd2824
  %bits3013 = bitcast float %phi2949 to i32
  %call3014 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3013, i32 9, i32 31)
  %leaf3015 = bitcast i32 %call3014 to float
  %sel3017 = select i1 %cmp1315, float %leaf3015, float %fadd2846
  br label %endif2957

endif2957:                                        ; preds = %endif2861.endif2957_crit_edge, %then2955
  %bits3239.pre-phi = phi i32 [ %.pre6926, %endif2861.endif2957_crit_edge ], [ %bits3003, %then2955 ]
  %bits3217.pre-phi = phi i32 [ %.pre6925, %endif2861.endif2957_crit_edge ], [ %bits2998, %then2955 ]
  %bits3195.pre-phi = phi i32 [ %.pre6924, %endif2861.endif2957_crit_edge ], [ %bits2993, %then2955 ]
  %bits3173.pre-phi = phi i32 [ %.pre6923, %endif2861.endif2957_crit_edge ], [ %bits2988, %then2955 ]
  %bits3151.pre-phi = phi i32 [ %.pre6922, %endif2861.endif2957_crit_edge ], [ %bits2983, %then2955 ]
  %bits3129.pre-phi = phi i32 [ %.pre6921, %endif2861.endif2957_crit_edge ], [ %bits2978, %then2955 ]
  %bits3107.pre-phi = phi i32 [ %.pre6920, %endif2861.endif2957_crit_edge ], [ %bits2973, %then2955 ]
  %bits3085.pre-phi = phi i32 [ %.pre6919, %endif2861.endif2957_crit_edge ], [ %bits2968, %then2955 ]
  %phi3022 = phi float [ %fadd2604, %endif2861.endif2957_crit_edge ], [ %sel2962, %then2955 ]
  %phi3024 = phi float [ %fadd2626, %endif2861.endif2957_crit_edge ], [ %sel2967, %then2955 ]
  %phi3026 = phi float [ %fadd2648, %endif2861.endif2957_crit_edge ], [ %sel2972, %then2955 ]
  %phi3028 = phi float [ %fadd2670, %endif2861.endif2957_crit_edge ], [ %sel2977, %then2955 ]
  %phi3030 = phi float [ %fadd2692, %endif2861.endif2957_crit_edge ], [ %sel2982, %then2955 ]
  %phi3032 = phi float [ %fadd2714, %endif2861.endif2957_crit_edge ], [ %sel2987, %then2955 ]
  %phi3034 = phi float [ %fadd2736, %endif2861.endif2957_crit_edge ], [ %sel2992, %then2955 ]
  %phi3036 = phi float [ %fadd2758, %endif2861.endif2957_crit_edge ], [ %sel2997, %then2955 ]
  %phi3038 = phi float [ %fadd2780, %endif2861.endif2957_crit_edge ], [ %sel3002, %then2955 ]
  %phi3040 = phi float [ %fadd2802, %endif2861.endif2957_crit_edge ], [ %sel3007, %then2955 ]
  %phi3042 = phi float [ %fadd2824, %endif2861.endif2957_crit_edge ], [ %sel3012, %then2955 ]
  %phi3044 = phi float [ %fadd2846, %endif2861.endif2957_crit_edge ], [ %sel3017, %then2955 ]
  %sel3050 = select i1 %cmp470, float %phi3026, float %phi3022
  %sel3051 = select i1 %cmp470, float %phi2931, float %phi2927
  %sel3052 = select i1 %cmp470, float %phi3026, float %phi3024
  %sel3053 = select i1 %cmp470, float %phi2931, float %phi2929
  %sel3054 = select i1 %cmp472, float %phi3040, float %phi3042
  %sel3055 = select i1 %cmp472, float %phi2945, float %phi2947
  %sel3056 = select i1 %cmp472, float %phi3040, float %phi3044
  %sel3057 = select i1 %cmp472, float %phi2945, float %phi2949
  %bits3063 = bitcast float %sel3053 to i32
  %call3064 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3063, i32 1, i32 0)
  %leaf3065 = bitcast i32 %call3064 to float
  %fmul3066 = fmul float %leaf3065, 2.000000e+00
  %fadd3067 = fadd float %sel3050, %fmul3066
  %fmul3068 = fmul float %sel3052, 3.000000e+00
  %fadd3069 = fadd float %fmul3068, %fadd3067
  %fmul3070 = fmul float %sel3053, 4.000000e+00
  %fadd3071 = fadd float %fmul3070, %fadd3069
  %fmul3072 = fmul float %phi3026, 5.000000e+00
  %fadd3073 = fadd float %fmul3072, %fadd3071
  %bits3074 = bitcast float %sel3052 to i32
  %call3075 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3074, i32 1, i32 31)
  %leaf3076 = bitcast i32 %call3075 to float
  %fmul3077 = fmul float %sel3052, 2.000000e+00
  %fadd3078 = fadd float %sel3051, %fmul3077
  %fmul3079 = fmul float %sel3053, 3.000000e+00
  %fadd3080 = fadd float %fmul3079, %fadd3078
  %fmul3081 = fmul float %leaf3076, 4.000000e+00
  %fadd3082 = fadd float %fadd3080, %fmul3081
  %fmul3083 = fmul float %phi2931, 5.000000e+00
  %fadd3084 = fadd float %fmul3083, %fadd3082
  %call3086 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3085.pre-phi, i32 1, i32 0)
  %leaf3087 = bitcast i32 %call3086 to float
  %fmul3088 = fmul float %leaf3087, 2.000000e+00
  %fadd3089 = fadd float %sel3052, %fmul3088
  %fmul3090 = fmul float %phi3026, 3.000000e+00
  %fadd3091 = fadd float %fmul3090, %fadd3089
  %fmul3092 = fmul float %phi2931, 4.000000e+00
  %fadd3093 = fadd float %fmul3092, %fadd3091
  %fmul3094 = fmul float %phi3028, 5.000000e+00
  %fadd3095 = fadd float %fmul3094, %fadd3093
  %bits3096 = bitcast float %phi3026 to i32
  %call3097 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3096, i32 1, i32 31)
  %leaf3098 = bitcast i32 %call3097 to float
  %fmul3099 = fmul float %phi3026, 2.000000e+00
  %fadd3100 = fadd float %sel3053, %fmul3099
  %fmul3101 = fmul float %phi2931, 3.000000e+00
  %fadd3102 = fadd float %fmul3101, %fadd3100
  %fmul3103 = fmul float %leaf3098, 4.000000e+00
  %fadd3104 = fadd float %fadd3102, %fmul3103
  %fmul3105 = fmul float %phi2933, 5.000000e+00
  %fadd3106 = fadd float %fmul3105, %fadd3104
  %call3108 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3107.pre-phi, i32 1, i32 0)
  %leaf3109 = bitcast i32 %call3108 to float
  %fmul3110 = fmul float %leaf3109, 2.000000e+00
  %fadd3111 = fadd float %phi3026, %fmul3110
  %fmul3112 = fmul float %phi3028, 3.000000e+00
  %fadd3113 = fadd float %fmul3112, %fadd3111
  %fmul3114 = fmul float %phi2933, 4.000000e+00
  %fadd3115 = fadd float %fmul3114, %fadd3113
  %fmul3116 = fmul float %phi3030, 5.000000e+00
  %fadd3117 = fadd float %fmul3116, %fadd3115
  %bits3118 = bitcast float %phi3028 to i32
  %call3119 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3118, i32 1, i32 31)
  %leaf3120 = bitcast i32 %call3119 to float
  %fmul3121 = fmul float %phi3028, 2.000000e+00
  %fadd3122 = fadd float %phi2931, %fmul3121
  %fmul3123 = fmul float %phi2933, 3.000000e+00
  %fadd3124 = fadd float %fmul3123, %fadd3122
  %fmul3125 = fmul float %leaf3120, 4.000000e+00
  %fadd3126 = fadd float %fadd3124, %fmul3125
  %fmul3127 = fmul float %phi2935, 5.000000e+00
  %fadd3128 = fadd float %fmul3127, %fadd3126
  %call3130 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3129.pre-phi, i32 1, i32 0)
  %leaf3131 = bitcast i32 %call3130 to float
  %fmul3132 = fmul float %leaf3131, 2.000000e+00
  %fadd3133 = fadd float %phi3028, %fmul3132
  %fmul3134 = fmul float %phi3030, 3.000000e+00
  %fadd3135 = fadd float %fmul3134, %fadd3133
  %fmul3136 = fmul float %phi2935, 4.000000e+00
  %fadd3137 = fadd float %fmul3136, %fadd3135
  %fmul3138 = fmul float %phi3032, 5.000000e+00
  %fadd3139 = fadd float %fmul3138, %fadd3137
  %bits3140 = bitcast float %phi3030 to i32
  %call3141 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3140, i32 1, i32 31)
  %leaf3142 = bitcast i32 %call3141 to float
  %fmul3143 = fmul float %phi3030, 2.000000e+00
  %fadd3144 = fadd float %phi2933, %fmul3143
  %fmul3145 = fmul float %phi2935, 3.000000e+00
  %fadd3146 = fadd float %fmul3145, %fadd3144
  %fmul3147 = fmul float %leaf3142, 4.000000e+00
  %fadd3148 = fadd float %fadd3146, %fmul3147
  %fmul3149 = fmul float %phi2937, 5.000000e+00
  %fadd3150 = fadd float %fmul3149, %fadd3148
  %call3152 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3151.pre-phi, i32 1, i32 0)
  %leaf3153 = bitcast i32 %call3152 to float
  %fmul3154 = fmul float %leaf3153, 2.000000e+00
  %fadd3155 = fadd float %phi3030, %fmul3154
  %fmul3156 = fmul float %phi3032, 3.000000e+00
  %fadd3157 = fadd float %fmul3156, %fadd3155
  %fmul3158 = fmul float %phi2937, 4.000000e+00
  %fadd3159 = fadd float %fmul3158, %fadd3157
  %fmul3160 = fmul float %phi3034, 5.000000e+00
  %fadd3161 = fadd float %fmul3160, %fadd3159
  %bits3162 = bitcast float %phi3032 to i32
  %call3163 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3162, i32 1, i32 31)
  %leaf3164 = bitcast i32 %call3163 to float
  %fmul3165 = fmul float %phi3032, 2.000000e+00
  %fadd3166 = fadd float %phi2935, %fmul3165
  %fmul3167 = fmul float %phi2937, 3.000000e+00
  %fadd3168 = fadd float %fmul3167, %fadd3166
  %fmul3169 = fmul float %leaf3164, 4.000000e+00
  %fadd3170 = fadd float %fadd3168, %fmul3169
  %fmul3171 = fmul float %phi2939, 5.000000e+00
  %fadd3172 = fadd float %fmul3171, %fadd3170
  %call3174 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3173.pre-phi, i32 1, i32 0)
  %leaf3175 = bitcast i32 %call3174 to float
  %fmul3176 = fmul float %leaf3175, 2.000000e+00
  %fadd3177 = fadd float %phi3032, %fmul3176
  %fmul3178 = fmul float %phi3034, 3.000000e+00
  %fadd3179 = fadd float %fmul3178, %fadd3177
  %fmul3180 = fmul float %phi2939, 4.000000e+00
  %fadd3181 = fadd float %fmul3180, %fadd3179
  %fmul3182 = fmul float %phi3036, 5.000000e+00
  %fadd3183 = fadd float %fmul3182, %fadd3181
  %bits3184 = bitcast float %phi3034 to i32
  %call3185 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3184, i32 1, i32 31)
  %leaf3186 = bitcast i32 %call3185 to float
  %fmul3187 = fmul float %phi3034, 2.000000e+00
  %fadd3188 = fadd float %phi2937, %fmul3187
  %fmul3189 = fmul float %phi2939, 3.000000e+00
  %fadd3190 = fadd float %fmul3189, %fadd3188
  %fmul3191 = fmul float %leaf3186, 4.000000e+00
  %fadd3192 = fadd float %fadd3190, %fmul3191
  %fmul3193 = fmul float %phi2941, 5.000000e+00
  %fadd3194 = fadd float %fmul3193, %fadd3192
  %call3196 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3195.pre-phi, i32 1, i32 0)
  %leaf3197 = bitcast i32 %call3196 to float
  %fmul3198 = fmul float %leaf3197, 2.000000e+00
  %fadd3199 = fadd float %phi3034, %fmul3198
  %fmul3200 = fmul float %phi3036, 3.000000e+00
  %fadd3201 = fadd float %fmul3200, %fadd3199
  %fmul3202 = fmul float %phi2941, 4.000000e+00
  %fadd3203 = fadd float %fmul3202, %fadd3201
  %fmul3204 = fmul float %phi3038, 5.000000e+00
  %fadd3205 = fadd float %fmul3204, %fadd3203
  %bits3206 = bitcast float %phi3036 to i32
  %call3207 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3206, i32 1, i32 31)
  %leaf3208 = bitcast i32 %call3207 to float
  %fmul3209 = fmul float %phi3036, 2.000000e+00
  %fadd3210 = fadd float %phi2939, %fmul3209
  %fmul3211 = fmul float %phi2941, 3.000000e+00
  %fadd3212 = fadd float %fmul3211, %fadd3210
  %fmul3213 = fmul float %leaf3208, 4.000000e+00
  %fadd3214 = fadd float %fadd3212, %fmul3213
  %fmul3215 = fmul float %phi2943, 5.000000e+00
  %fadd3216 = fadd float %fmul3215, %fadd3214
  %call3218 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3217.pre-phi, i32 1, i32 0)
  %leaf3219 = bitcast i32 %call3218 to float
  %fmul3220 = fmul float %leaf3219, 2.000000e+00
  %fadd3221 = fadd float %phi3036, %fmul3220
  %fmul3222 = fmul float %phi3038, 3.000000e+00
  %fadd3223 = fadd float %fmul3222, %fadd3221
  %fmul3224 = fmul float %phi2943, 4.000000e+00
  %fadd3225 = fadd float %fmul3224, %fadd3223
  %fmul3226 = fmul float %phi3040, 5.000000e+00
  %fadd3227 = fadd float %fmul3226, %fadd3225
  %bits3228 = bitcast float %phi3038 to i32
  %call3229 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3228, i32 1, i32 31)
  %leaf3230 = bitcast i32 %call3229 to float
  %fmul3231 = fmul float %phi3038, 2.000000e+00
  %fadd3232 = fadd float %phi2941, %fmul3231
  %fmul3233 = fmul float %phi2943, 3.000000e+00
  %fadd3234 = fadd float %fmul3233, %fadd3232
  %fmul3235 = fmul float %leaf3230, 4.000000e+00
  %fadd3236 = fadd float %fadd3234, %fmul3235
  %fmul3237 = fmul float %phi2945, 5.000000e+00
  %fadd3238 = fadd float %fmul3237, %fadd3236
  %call3240 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3239.pre-phi, i32 1, i32 0)
  %leaf3241 = bitcast i32 %call3240 to float
  %fmul3242 = fmul float %leaf3241, 2.000000e+00
  %fadd3243 = fadd float %phi3038, %fmul3242
  %fmul3244 = fmul float %phi3040, 3.000000e+00
  %fadd3245 = fadd float %fmul3244, %fadd3243
  %fmul3246 = fmul float %phi2945, 4.000000e+00
  %fadd3247 = fadd float %fmul3246, %fadd3245
  %fmul3248 = fmul float %sel3054, 5.000000e+00
  %fadd3249 = fadd float %fmul3248, %fadd3247
  %bits3250 = bitcast float %phi3040 to i32
  %call3251 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3250, i32 1, i32 31)
  %leaf3252 = bitcast i32 %call3251 to float
  %fmul3253 = fmul float %phi3040, 2.000000e+00
  %fadd3254 = fadd float %phi2943, %fmul3253
  %fmul3255 = fmul float %phi2945, 3.000000e+00
  %fadd3256 = fadd float %fmul3255, %fadd3254
  %fmul3257 = fmul float %leaf3252, 4.000000e+00
  %fadd3258 = fadd float %fadd3256, %fmul3257
  %fmul3259 = fmul float %sel3055, 5.000000e+00
  %fadd3260 = fadd float %fmul3259, %fadd3258
  %bits3261 = bitcast float %sel3055 to i32
  %call3262 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3261, i32 1, i32 0)
  %leaf3263 = bitcast i32 %call3262 to float
  %fmul3264 = fmul float %leaf3263, 2.000000e+00
  %fadd3265 = fadd float %phi3040, %fmul3264
  %fmul3266 = fmul float %sel3054, 3.000000e+00
  %fadd3267 = fadd float %fmul3266, %fadd3265
  %fmul3268 = fmul float %sel3055, 4.000000e+00
  %fadd3269 = fadd float %fmul3268, %fadd3267
  %fmul3270 = fmul float %sel3056, 5.000000e+00
  %fadd3271 = fadd float %fmul3270, %fadd3269
  %bits3272 = bitcast float %sel3054 to i32
  %call3273 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3272, i32 1, i32 31)
  %leaf3274 = bitcast i32 %call3273 to float
  %fmul3275 = fmul float %sel3054, 2.000000e+00
  %fadd3276 = fadd float %phi2945, %fmul3275
  %fmul3277 = fmul float %sel3055, 3.000000e+00
  %fadd3278 = fadd float %fmul3277, %fadd3276
  %fmul3279 = fmul float %leaf3274, 4.000000e+00
  %fadd3280 = fadd float %fadd3278, %fmul3279
  %fmul3281 = fmul float %sel3057, 5.000000e+00
  %fadd3282 = fadd float %fmul3281, %fadd3280
  br i1 %cmp1236, label %then3284, label %endif3286

then3284:                                         ; preds = %endif2957
  %bits3287 = bitcast float %fadd3073 to i32
  %call3288 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3287, i32 2, i32 31)
  %leaf3289 = bitcast i32 %call3288 to float
  %sel3291 = select i1 %cmp1240, float %leaf3289, float %fadd3084
  %bits3292 = bitcast float %fadd3095 to i32
  %call3293 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3292, i32 2, i32 31)
  %leaf3294 = bitcast i32 %call3293 to float
  %sel3296 = select i1 %cmp1240, float %leaf3294, float %fadd3106
  %bits3297 = bitcast float %fadd3117 to i32
  %call3298 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3297, i32 2, i32 31)
  %leaf3299 = bitcast i32 %call3298 to float
  %sel3301 = select i1 %cmp1240, float %leaf3299, float %fadd3128
  %bits3302 = bitcast float %fadd3139 to i32
  %call3303 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3302, i32 2, i32 31)
  %leaf3304 = bitcast i32 %call3303 to float
  %sel3306 = select i1 %cmp1240, float %leaf3304, float %fadd3150
  %bits3307 = bitcast float %fadd3161 to i32
  %call3308 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3307, i32 2, i32 31)
  %leaf3309 = bitcast i32 %call3308 to float
  %sel3311 = select i1 %cmp1240, float %leaf3309, float %fadd3172
  %bits3312 = bitcast float %fadd3183 to i32
  %call3313 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3312, i32 2, i32 31)
  %leaf3314 = bitcast i32 %call3313 to float
  %sel3316 = select i1 %cmp1240, float %leaf3314, float %fadd3194
  %bits3317 = bitcast float %fadd3205 to i32
  %call3318 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3317, i32 2, i32 31)
  %leaf3319 = bitcast i32 %call3318 to float
  %sel3321 = select i1 %cmp1240, float %leaf3319, float %fadd3216
  %bits3322 = bitcast float %fadd3227 to i32
  %call3323 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3322, i32 2, i32 31)
  %leaf3324 = bitcast i32 %call3323 to float
  %sel3326 = select i1 %cmp1240, float %leaf3324, float %fadd3238
  %bits3327 = bitcast float %fadd3249 to i32
  %call3328 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3327, i32 2, i32 31)
  %leaf3329 = bitcast i32 %call3328 to float
  %sel3331 = select i1 %cmp1240, float %leaf3329, float %fadd3260
  %bits3332 = bitcast float %fadd3271 to i32
  %call3333 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3332, i32 2, i32 31)
  %leaf3334 = bitcast i32 %call3333 to float
  %sel3336 = select i1 %cmp1240, float %leaf3334, float %fadd3282
  br label %endif3286

endif3286:                                        ; preds = %endif2957, %then3284
  %phi3344 = phi float [ %sel3291, %then3284 ], [ %fadd3084, %endif2957 ]
  %phi3346 = phi float [ %sel3296, %then3284 ], [ %fadd3106, %endif2957 ]
  %phi3348 = phi float [ %sel3301, %then3284 ], [ %fadd3128, %endif2957 ]
  %phi3350 = phi float [ %sel3306, %then3284 ], [ %fadd3150, %endif2957 ]
  %phi3352 = phi float [ %sel3311, %then3284 ], [ %fadd3172, %endif2957 ]
  %phi3354 = phi float [ %sel3316, %then3284 ], [ %fadd3194, %endif2957 ]
  %phi3356 = phi float [ %sel3321, %then3284 ], [ %fadd3216, %endif2957 ]
  %phi3358 = phi float [ %sel3326, %then3284 ], [ %fadd3238, %endif2957 ]
  %phi3360 = phi float [ %sel3331, %then3284 ], [ %fadd3260, %endif2957 ]
  %phi3362 = phi float [ %sel3336, %then3284 ], [ %fadd3282, %endif2957 ]
  br i1 %cmp1308, label %then3370, label %endif3286.endif3372_crit_edge

endif3286.endif3372_crit_edge:                    ; preds = %endif3286
  %.pre6927 = bitcast float %phi3346 to i32
  %.pre6928 = bitcast float %phi3348 to i32
  %.pre6929 = bitcast float %phi3350 to i32
  %.pre6930 = bitcast float %phi3352 to i32
  %.pre6931 = bitcast float %phi3354 to i32
  %.pre6932 = bitcast float %phi3356 to i32
  %.pre6933 = bitcast float %phi3358 to i32
  %.pre6934 = bitcast float %phi3360 to i32
  br label %endif3372

then3370:                                         ; preds = %endif3286
  %bits3373 = bitcast float %phi3344 to i32
  %call3374 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3373, i32 9, i32 31)
  %leaf3375 = bitcast i32 %call3374 to float
  %sel3377 = select i1 %cmp1315, float %leaf3375, float %fadd3073
  %bits3378 = bitcast float %phi3346 to i32
  %call3379 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3378, i32 9, i32 31)
  %leaf3380 = bitcast i32 %call3379 to float
  %sel3382 = select i1 %cmp1315, float %leaf3380, float %fadd3095
  %bits3383 = bitcast float %phi3348 to i32
  %call3384 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3383, i32 9, i32 31)
  %leaf3385 = bitcast i32 %call3384 to float
  %sel3387 = select i1 %cmp1315, float %leaf3385, float %fadd3117
  %bits3388 = bitcast float %phi3350 to i32
  %call3389 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3388, i32 9, i32 31)
  %leaf3390 = bitcast i32 %call3389 to float
  %sel3392 = select i1 %cmp1315, float %leaf3390, float %fadd3139
  %bits3393 = bitcast float %phi3352 to i32
  %call3394 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3393, i32 9, i32 31)
  %leaf3395 = bitcast i32 %call3394 to float
  %sel3397 = select i1 %cmp1315, float %leaf3395, float %fadd3161
  %bits3398 = bitcast float %phi3354 to i32
  %call3399 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3398, i32 9, i32 31)
  %leaf3400 = bitcast i32 %call3399 to float
  %sel3402 = select i1 %cmp1315, float %leaf3400, float %fadd3183
  %bits3403 = bitcast float %phi3356 to i32
  %call3404 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3403, i32 9, i32 31)
  %leaf3405 = bitcast i32 %call3404 to float
  %sel3407 = select i1 %cmp1315, float %leaf3405, float %fadd3205
  %bits3408 = bitcast float %phi3358 to i32
  %call3409 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3408, i32 9, i32 31)
  %leaf3410 = bitcast i32 %call3409 to float
  %sel3412 = select i1 %cmp1315, float %leaf3410, float %fadd3227
  %bits3413 = bitcast float %phi3360 to i32
  %call3414 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3413, i32 9, i32 31)
  %leaf3415 = bitcast i32 %call3414 to float
  %sel3417 = select i1 %cmp1315, float %leaf3415, float %fadd3249
  %bits3418 = bitcast float %phi3362 to i32
  %call3419 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3418, i32 9, i32 31)
  %leaf3420 = bitcast i32 %call3419 to float
  %sel3422 = select i1 %cmp1315, float %leaf3420, float %fadd3271
  br label %endif3372

endif3372:                                        ; preds = %endif3286.endif3372_crit_edge, %then3370
  %bits3618.pre-phi = phi i32 [ %.pre6934, %endif3286.endif3372_crit_edge ], [ %bits3413, %then3370 ]
  %bits3596.pre-phi = phi i32 [ %.pre6933, %endif3286.endif3372_crit_edge ], [ %bits3408, %then3370 ]
  %bits3574.pre-phi = phi i32 [ %.pre6932, %endif3286.endif3372_crit_edge ], [ %bits3403, %then3370 ]
  %bits3552.pre-phi = phi i32 [ %.pre6931, %endif3286.endif3372_crit_edge ], [ %bits3398, %then3370 ]
  %bits3530.pre-phi = phi i32 [ %.pre6930, %endif3286.endif3372_crit_edge ], [ %bits3393, %then3370 ]
  %bits3508.pre-phi = phi i32 [ %.pre6929, %endif3286.endif3372_crit_edge ], [ %bits3388, %then3370 ]
  %bits3486.pre-phi = phi i32 [ %.pre6928, %endif3286.endif3372_crit_edge ], [ %bits3383, %then3370 ]
  %bits3464.pre-phi = phi i32 [ %.pre6927, %endif3286.endif3372_crit_edge ], [ %bits3378, %then3370 ]
  %phi3429 = phi float [ %fadd3073, %endif3286.endif3372_crit_edge ], [ %sel3377, %then3370 ]
  %phi3431 = phi float [ %fadd3095, %endif3286.endif3372_crit_edge ], [ %sel3382, %then3370 ]
  %phi3433 = phi float [ %fadd3117, %endif3286.endif3372_crit_edge ], [ %sel3387, %then3370 ]
  %phi3435 = phi float [ %fadd3139, %endif3286.endif3372_crit_edge ], [ %sel3392, %then3370 ]
  %phi3437 = phi float [ %fadd3161, %endif3286.endif3372_crit_edge ], [ %sel3397, %then3370 ]
  %phi3439 = phi float [ %fadd3183, %endif3286.endif3372_crit_edge ], [ %sel3402, %then3370 ]
  %phi3441 = phi float [ %fadd3205, %endif3286.endif3372_crit_edge ], [ %sel3407, %then3370 ]
  %phi3443 = phi float [ %fadd3227, %endif3286.endif3372_crit_edge ], [ %sel3412, %then3370 ]
  %phi3445 = phi float [ %fadd3249, %endif3286.endif3372_crit_edge ], [ %sel3417, %then3370 ]
  %phi3447 = phi float [ %fadd3271, %endif3286.endif3372_crit_edge ], [ %sel3422, %then3370 ]
  %sel3455 = select i1 %cmp470, float %phi3431, float %phi3429
  %sel3456 = select i1 %cmp470, float %phi3346, float %phi3344
  %sel3457 = select i1 %cmp472, float %phi3445, float %phi3447
  %sel3458 = select i1 %cmp472, float %phi3360, float %phi3362
  %call3465 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3464.pre-phi, i32 1, i32 0)
  %leaf3466 = bitcast i32 %call3465 to float
  %fmul3467 = fmul float %leaf3466, 2.000000e+00
  %fadd3468 = fadd float %sel3455, %fmul3467
  %fmul3469 = fmul float %phi3431, 3.000000e+00
  %fadd3470 = fadd float %fmul3469, %fadd3468
  %fmul3471 = fmul float %phi3346, 4.000000e+00
  %fadd3472 = fadd float %fmul3471, %fadd3470
  %fmul3473 = fmul float %phi3433, 5.000000e+00
  %fadd3474 = fadd float %fmul3473, %fadd3472
  %bits3475 = bitcast float %phi3431 to i32
  %call3476 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3475, i32 1, i32 31)
  %leaf3477 = bitcast i32 %call3476 to float
  %fmul3478 = fmul float %phi3431, 2.000000e+00
  %fadd3479 = fadd float %sel3456, %fmul3478
  %fmul3480 = fmul float %phi3346, 3.000000e+00
  %fadd3481 = fadd float %fmul3480, %fadd3479
  %fmul3482 = fmul float %leaf3477, 4.000000e+00
  %fadd3483 = fadd float %fadd3481, %fmul3482
  %fmul3484 = fmul float %phi3348, 5.000000e+00
  %fadd3485 = fadd float %fmul3484, %fadd3483
  %call3487 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3486.pre-phi, i32 1, i32 0)
  %leaf3488 = bitcast i32 %call3487 to float
  %fmul3489 = fmul float %leaf3488, 2.000000e+00
  %fadd3490 = fadd float %phi3431, %fmul3489
  %fmul3491 = fmul float %phi3433, 3.000000e+00
  %fadd3492 = fadd float %fmul3491, %fadd3490
  %fmul3493 = fmul float %phi3348, 4.000000e+00
  %fadd3494 = fadd float %fmul3493, %fadd3492
  %fmul3495 = fmul float %phi3435, 5.000000e+00
  %fadd3496 = fadd float %fmul3495, %fadd3494
  %bits3497 = bitcast float %phi3433 to i32
  %call3498 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3497, i32 1, i32 31)
  %leaf3499 = bitcast i32 %call3498 to float
  %fmul3500 = fmul float %phi3433, 2.000000e+00
  %fadd3501 = fadd float %phi3346, %fmul3500
  %fmul3502 = fmul float %phi3348, 3.000000e+00
  %fadd3503 = fadd float %fmul3502, %fadd3501
  %fmul3504 = fmul float %leaf3499, 4.000000e+00
  %fadd3505 = fadd float %fadd3503, %fmul3504
  %fmul3506 = fmul float %phi3350, 5.000000e+00
  %fadd3507 = fadd float %fmul3506, %fadd3505
  %call3509 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3508.pre-phi, i32 1, i32 0)
  %leaf3510 = bitcast i32 %call3509 to float
  %fmul3511 = fmul float %leaf3510, 2.000000e+00
  %fadd3512 = fadd float %phi3433, %fmul3511
  %fmul3513 = fmul float %phi3435, 3.000000e+00
  %fadd3514 = fadd float %fmul3513, %fadd3512
  %fmul3515 = fmul float %phi3350, 4.000000e+00
  %fadd3516 = fadd float %fmul3515, %fadd3514
  %fmul3517 = fmul float %phi3437, 5.000000e+00
  %fadd3518 = fadd float %fmul3517, %fadd3516
  %bits3519 = bitcast float %phi3435 to i32
  %call3520 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3519, i32 1, i32 31)
  %leaf3521 = bitcast i32 %call3520 to float
  %fmul3522 = fmul float %phi3435, 2.000000e+00
  %fadd3523 = fadd float %phi3348, %fmul3522
  %fmul3524 = fmul float %phi3350, 3.000000e+00
  %fadd3525 = fadd float %fmul3524, %fadd3523
  %fmul3526 = fmul float %leaf3521, 4.000000e+00
  %fadd3527 = fadd float %fadd3525, %fmul3526
  %fmul3528 = fmul float %phi3352, 5.000000e+00
  %fadd3529 = fadd float %fmul3528, %fadd3527
  %call3531 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3530.pre-phi, i32 1, i32 0)
  %leaf3532 = bitcast i32 %call3531 to float
  %fmul3533 = fmul float %leaf3532, 2.000000e+00
  %fadd3534 = fadd float %phi3435, %fmul3533
  %fmul3535 = fmul float %phi3437, 3.000000e+00
  %fadd3536 = fadd float %fmul3535, %fadd3534
  %fmul3537 = fmul float %phi3352, 4.000000e+00
  %fadd3538 = fadd float %fmul3537, %fadd3536
  %fmul3539 = fmul float %phi3439, 5.000000e+00
  %fadd3540 = fadd float %fmul3539, %fadd3538
  %bits3541 = bitcast float %phi3437 to i32
  %call3542 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3541, i32 1, i32 31)
  %leaf3543 = bitcast i32 %call3542 to float
  %fmul3544 = fmul float %phi3437, 2.000000e+00
  %fadd3545 = fadd float %phi3350, %fmul3544
  %fmul3546 = fmul float %phi3352, 3.000000e+00
  %fadd3547 = fadd float %fmul3546, %fadd3545
  %fmul3548 = fmul float %leaf3543, 4.000000e+00
  %fadd3549 = fadd float %fadd3547, %fmul3548
  %fmul3550 = fmul float %phi3354, 5.000000e+00
  %fadd3551 = fadd float %fmul3550, %fadd3549
  %call3553 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3552.pre-phi, i32 1, i32 0)
  %leaf3554 = bitcast i32 %call3553 to float
  %fmul3555 = fmul float %leaf3554, 2.000000e+00
  %fadd3556 = fadd float %phi3437, %fmul3555
  %fmul3557 = fmul float %phi3439, 3.000000e+00
  %fadd3558 = fadd float %fmul3557, %fadd3556
  %fmul3559 = fmul float %phi3354, 4.000000e+00
  %fadd3560 = fadd float %fmul3559, %fadd3558
  %fmul3561 = fmul float %phi3441, 5.000000e+00
  %fadd3562 = fadd float %fmul3561, %fadd3560
  %bits3563 = bitcast float %phi3439 to i32
  %call3564 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3563, i32 1, i32 31)
  %leaf3565 = bitcast i32 %call3564 to float
  %fmul3566 = fmul float %phi3439, 2.000000e+00
  %fadd3567 = fadd float %phi3352, %fmul3566
  %fmul3568 = fmul float %phi3354, 3.000000e+00
  %fadd3569 = fadd float %fmul3568, %fadd3567
  %fmul3570 = fmul float %leaf3565, 4.000000e+00
  %fadd3571 = fadd float %fadd3569, %fmul3570
  %fmul3572 = fmul float %phi3356, 5.000000e+00
  %fadd3573 = fadd float %fmul3572, %fadd3571
  %call3575 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3574.pre-phi, i32 1, i32 0)
  %leaf3576 = bitcast i32 %call3575 to float
  %fmul3577 = fmul float %leaf3576, 2.000000e+00
  %fadd3578 = fadd float %phi3439, %fmul3577
  %fmul3579 = fmul float %phi3441, 3.000000e+00
  %fadd3580 = fadd float %fmul3579, %fadd3578
  %fmul3581 = fmul float %phi3356, 4.000000e+00
  %fadd3582 = fadd float %fmul3581, %fadd3580
  %fmul3583 = fmul float %phi3443, 5.000000e+00
  %fadd3584 = fadd float %fmul3583, %fadd3582
  %bits3585 = bitcast float %phi3441 to i32
  %call3586 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3585, i32 1, i32 31)
  %leaf3587 = bitcast i32 %call3586 to float
  %fmul3588 = fmul float %phi3441, 2.000000e+00
  %fadd3589 = fadd float %phi3354, %fmul3588
  %fmul3590 = fmul float %phi3356, 3.000000e+00
  %fadd3591 = fadd float %fmul3590, %fadd3589
  %fmul3592 = fmul float %leaf3587, 4.000000e+00
  %fadd3593 = fadd float %fadd3591, %fmul3592
  %fmul3594 = fmul float %phi3358, 5.000000e+00
  %fadd3595 = fadd float %fmul3594, %fadd3593
  %call3597 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3596.pre-phi, i32 1, i32 0)
  %leaf3598 = bitcast i32 %call3597 to float
  %fmul3599 = fmul float %leaf3598, 2.000000e+00
  %fadd3600 = fadd float %phi3441, %fmul3599
  %fmul3601 = fmul float %phi3443, 3.000000e+00
  %fadd3602 = fadd float %fmul3601, %fadd3600
  %fmul3603 = fmul float %phi3358, 4.000000e+00
  %fadd3604 = fadd float %fmul3603, %fadd3602
  %fmul3605 = fmul float %phi3445, 5.000000e+00
  %fadd3606 = fadd float %fmul3605, %fadd3604
  %bits3607 = bitcast float %phi3443 to i32
  %call3608 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3607, i32 1, i32 31)
  %leaf3609 = bitcast i32 %call3608 to float
  %fmul3610 = fmul float %phi3443, 2.000000e+00
  %fadd3611 = fadd float %phi3356, %fmul3610
  %fmul3612 = fmul float %phi3358, 3.000000e+00
  %fadd3613 = fadd float %fmul3612, %fadd3611
  %fmul3614 = fmul float %leaf3609, 4.000000e+00
  %fadd3615 = fadd float %fadd3613, %fmul3614
  %fmul3616 = fmul float %phi3360, 5.000000e+00
  %fadd3617 = fadd float %fmul3616, %fadd3615
  %call3619 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3618.pre-phi, i32 1, i32 0)
  %leaf3620 = bitcast i32 %call3619 to float
  %fmul3621 = fmul float %leaf3620, 2.000000e+00
  %fadd3622 = fadd float %phi3443, %fmul3621
  %fmul3623 = fmul float %phi3445, 3.000000e+00
  %fadd3624 = fadd float %fmul3623, %fadd3622
  %fmul3625 = fmul float %phi3360, 4.000000e+00
  %fadd3626 = fadd float %fmul3625, %fadd3624
  %fmul3627 = fmul float %sel3457, 5.000000e+00
  %fadd3628 = fadd float %fmul3627, %fadd3626
  %bits3629 = bitcast float %phi3445 to i32
  %call3630 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3629, i32 1, i32 31)
  %leaf3631 = bitcast i32 %call3630 to float
  %fmul3632 = fmul float %phi3445, 2.000000e+00
  %fadd3633 = fadd float %phi3358, %fmul3632
  %fmul3634 = fmul float %phi3360, 3.000000e+00
  %fadd3635 = fadd float %fmul3634, %fadd3633
  %fmul3636 = fmul float %leaf3631, 4.000000e+00
  %fadd3637 = fadd float %fadd3635, %fmul3636
  %fmul3638 = fmul float %sel3458, 5.000000e+00
  %fadd3639 = fadd float %fmul3638, %fadd3637
  br i1 %cmp1236, label %then3641, label %endif3643

then3641:                                         ; preds = %endif3372
  %bits3644 = bitcast float %fadd3474 to i32
  %call3645 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3644, i32 2, i32 31)
  %leaf3646 = bitcast i32 %call3645 to float
  %sel3648 = select i1 %cmp1240, float %leaf3646, float %fadd3485
  %bits3649 = bitcast float %fadd3496 to i32
  %call3650 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3649, i32 2, i32 31)
  %leaf3651 = bitcast i32 %call3650 to float
  %sel3653 = select i1 %cmp1240, float %leaf3651, float %fadd3507
  %bits3654 = bitcast float %fadd3518 to i32
  %call3655 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3654, i32 2, i32 31)
  %leaf3656 = bitcast i32 %call3655 to float
  %sel3658 = select i1 %cmp1240, float %leaf3656, float %fadd3529
  %bits3659 = bitcast float %fadd3540 to i32
  %call3660 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3659, i32 2, i32 31)
  %leaf3661 = bitcast i32 %call3660 to float
  %sel3663 = select i1 %cmp1240, float %leaf3661, float %fadd3551
  %bits3664 = bitcast float %fadd3562 to i32
  %call3665 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3664, i32 2, i32 31)
  %leaf3666 = bitcast i32 %call3665 to float
  %sel3668 = select i1 %cmp1240, float %leaf3666, float %fadd3573
  %bits3669 = bitcast float %fadd3584 to i32
  %call3670 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3669, i32 2, i32 31)
  %leaf3671 = bitcast i32 %call3670 to float
  %sel3673 = select i1 %cmp1240, float %leaf3671, float %fadd3595
  %bits3674 = bitcast float %fadd3606 to i32
  %call3675 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3674, i32 2, i32 31)
  %leaf3676 = bitcast i32 %call3675 to float
  %sel3678 = select i1 %cmp1240, float %leaf3676, float %fadd3617
  %bits3679 = bitcast float %fadd3628 to i32
  %call3680 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3679, i32 2, i32 31)
  %leaf3681 = bitcast i32 %call3680 to float
  %sel3683 = select i1 %cmp1240, float %leaf3681, float %fadd3639
  br label %endif3643

endif3643:                                        ; preds = %endif3372, %then3641
  %phi3693 = phi float [ %sel3648, %then3641 ], [ %fadd3485, %endif3372 ]
  %phi3695 = phi float [ %sel3653, %then3641 ], [ %fadd3507, %endif3372 ]
  %phi3697 = phi float [ %sel3658, %then3641 ], [ %fadd3529, %endif3372 ]
  %phi3699 = phi float [ %sel3663, %then3641 ], [ %fadd3551, %endif3372 ]
  %phi3701 = phi float [ %sel3668, %then3641 ], [ %fadd3573, %endif3372 ]
  %phi3703 = phi float [ %sel3673, %then3641 ], [ %fadd3595, %endif3372 ]
  %phi3705 = phi float [ %sel3678, %then3641 ], [ %fadd3617, %endif3372 ]
  %phi3707 = phi float [ %sel3683, %then3641 ], [ %fadd3639, %endif3372 ]
  br i1 %cmp1308, label %then3717, label %endif3719

then3717:                                         ; preds = %endif3643
  %bits3720 = bitcast float %phi3693 to i32
  %call3721 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3720, i32 9, i32 31)
  %leaf3722 = bitcast i32 %call3721 to float
  %sel3724 = select i1 %cmp1315, float %leaf3722, float %fadd3474
  %bits3725 = bitcast float %phi3695 to i32
  %call3726 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3725, i32 9, i32 31)
  %leaf3727 = bitcast i32 %call3726 to float
  %sel3729 = select i1 %cmp1315, float %leaf3727, float %fadd3496
  %bits3730 = bitcast float %phi3697 to i32
  %call3731 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3730, i32 9, i32 31)
  %leaf3732 = bitcast i32 %call3731 to float
  %sel3734 = select i1 %cmp1315, float %leaf3732, float %fadd3518
  %bits3735 = bitcast float %phi3699 to i32
  %call3736 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3735, i32 9, i32 31)
  %leaf3737 = bitcast i32 %call3736 to float
  %sel3739 = select i1 %cmp1315, float %leaf3737, float %fadd3540
  %bits3740 = bitcast float %phi3701 to i32
  %call3741 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3740, i32 9, i32 31)
  %leaf3742 = bitcast i32 %call3741 to float
  %sel3744 = select i1 %cmp1315, float %leaf3742, float %fadd3562
  %bits3745 = bitcast float %phi3703 to i32
  %call3746 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3745, i32 9, i32 31)
  %leaf3747 = bitcast i32 %call3746 to float
  %sel3749 = select i1 %cmp1315, float %leaf3747, float %fadd3584
  %bits3750 = bitcast float %phi3705 to i32
  %call3751 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3750, i32 9, i32 31)
  %leaf3752 = bitcast i32 %call3751 to float
  %sel3754 = select i1 %cmp1315, float %leaf3752, float %fadd3606
  %bits3755 = bitcast float %phi3707 to i32
  %call3756 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3755, i32 9, i32 31)
  %leaf3757 = bitcast i32 %call3756 to float
  %sel3759 = select i1 %cmp1315, float %leaf3757, float %fadd3628
  br label %endif3719

endif3719:                                        ; preds = %endif3643, %then3717
  %phi3768 = phi float [ %sel3724, %then3717 ], [ %fadd3474, %endif3643 ]
  %phi3770 = phi float [ %sel3729, %then3717 ], [ %fadd3496, %endif3643 ]
  %phi3772 = phi float [ %sel3734, %then3717 ], [ %fadd3518, %endif3643 ]
  %phi3774 = phi float [ %sel3739, %then3717 ], [ %fadd3540, %endif3643 ]
  %phi3776 = phi float [ %sel3744, %then3717 ], [ %fadd3562, %endif3643 ]
  %phi3778 = phi float [ %sel3749, %then3717 ], [ %fadd3584, %endif3643 ]
  %phi3780 = phi float [ %sel3754, %then3717 ], [ %fadd3606, %endif3643 ]
  %phi3782 = phi float [ %sel3759, %then3717 ], [ %fadd3628, %endif3643 ]
  %exitcond.not = icmp eq i64 %add506, %epochs
  br i1 %exitcond.not, label %fold.exit, label %fold.body

then3828:                                         ; preds = %fold.exit
  %add3831 = add nsw i64 %epochs, 1
  %parity3832 = and i64 %add3831, 1
  %mul3833 = mul nuw nsw i64 %parity3832, %sreg4
  %add3834 = add nuw nsw i64 %mul3833, %sreg2
  %mul3835 = shl nuw nsw i64 %add3834, 3
  %mul3837 = mul i64 %mul3835, %5
  %own3846 = icmp ult i64 %sub, 56
  %95 = and i1 %own3846, %cmp17
  %owns3847 = and i1 %cmp16, %95
  br i1 %owns3847, label %then3848, label %endif3849

endif3830:                                        ; preds = %endif6394, %fold.exit, %endif5878
  %phi6551 = phi float [ %phi5698, %endif5878 ], [ %phi3802, %fold.exit ], [ %phi6473, %endif6394 ]
  %phi6552 = phi float [ %phi5643, %endif5878 ], [ %phi3803, %fold.exit ], [ %phi6368, %endif6394 ]
  %phi6553 = phi float [ %phi4874, %endif5878 ], [ %phi3804, %fold.exit ], [ %phi6475, %endif6394 ]
  %phi6554 = phi float [ %phi4824, %endif5878 ], [ %phi3805, %fold.exit ], [ %phi6370, %endif6394 ]
  %phi6555 = phi float [ %phi4876, %endif5878 ], [ %phi3806, %fold.exit ], [ %phi6477, %endif6394 ]
  %phi6556 = phi float [ %phi4826, %endif5878 ], [ %phi3807, %fold.exit ], [ %phi6372, %endif6394 ]
  %phi6557 = phi float [ %phi4878, %endif5878 ], [ %phi3808, %fold.exit ], [ %phi6479, %endif6394 ]
  %phi6558 = phi float [ %phi4828, %endif5878 ], [ %phi3809, %fold.exit ], [ %phi6374, %endif6394 ]
  %phi6559 = phi float [ %phi5503, %endif5878 ], [ %phi3810, %fold.exit ], [ %phi6481, %endif6394 ]
  %phi6560 = phi float [ %phi5453, %endif5878 ], [ %phi3811, %fold.exit ], [ %phi6376, %endif6394 ]
  %phi6561 = phi float [ %phi5505, %endif5878 ], [ %phi3812, %fold.exit ], [ %phi6483, %endif6394 ]
  %phi6562 = phi float [ %phi5455, %endif5878 ], [ %phi3813, %fold.exit ], [ %phi6378, %endif6394 ]
  %phi6563 = phi float [ %phi5507, %endif5878 ], [ %phi3814, %fold.exit ], [ %phi6485, %endif6394 ]
  %phi6564 = phi float [ %phi5457, %endif5878 ], [ %phi3815, %fold.exit ], [ %phi6380, %endif6394 ]
  %phi6565 = phi float [ %phi5921, %endif5878 ], [ %phi3816, %fold.exit ], [ %phi6487, %endif6394 ]
  %phi6566 = phi float [ %phi5866, %endif5878 ], [ %phi3817, %fold.exit ], [ %phi6382, %endif6394 ]
  %own6584 = icmp ult i64 %sub, 56
  %96 = and i1 %own6584, %cmp17
  %owns6585 = and i1 %cmp16, %96
  %inside6589 = and i1 %cmp124, %owns6585
  %mul6590 = mul i64 %mul8, %5
  br i1 %inside6589, label %then6592, label %endif6593

then3848:                                         ; preds = %then3828
  %97 = getelementptr float, ptr addrspace(1) %2, i64 %mul3837
  %p3850 = getelementptr float, ptr addrspace(1) %97, i64 %add
  store float %phi3802, ptr addrspace(1) %p3850, align 4
  br label %endif3849

endif3849:                                        ; preds = %then3848, %then3828
  %add3858 = add nsw i64 %mul7, -3
  %own3859 = icmp ult i64 %add3858, 56
  %98 = and i1 %own3859, %cmp26
  %owns3860 = and i1 %cmp16, %98
  br i1 %owns3860, label %then3861, label %endif3862

then3861:                                         ; preds = %endif3849
  %99 = getelementptr float, ptr addrspace(1) %2, i64 %mul3837
  %p3863 = getelementptr float, ptr addrspace(1) %99, i64 %add24
  store float %phi3803, ptr addrspace(1) %p3863, align 4
  br label %endif3862

endif3862:                                        ; preds = %then3861, %endif3849
  %add3867 = or disjoint i64 %mul3835, 1
  %mul3868 = mul i64 %add3867, %5
  br i1 %owns3847, label %then3879, label %endif3880

then3879:                                         ; preds = %endif3862
  %100 = getelementptr float, ptr addrspace(1) %2, i64 %mul3868
  %p3881 = getelementptr float, ptr addrspace(1) %100, i64 %add
  store float %phi3804, ptr addrspace(1) %p3881, align 4
  br label %endif3880

endif3880:                                        ; preds = %then3879, %endif3862
  br i1 %owns3860, label %then3892, label %endif3893

then3892:                                         ; preds = %endif3880
  %101 = getelementptr float, ptr addrspace(1) %2, i64 %mul3868
  %p3894 = getelementptr float, ptr addrspace(1) %101, i64 %add24
  store float %phi3805, ptr addrspace(1) %p3894, align 4
  br label %endif3893

endif3893:                                        ; preds = %then3892, %endif3880
  %add3898 = or disjoint i64 %mul3835, 2
  %mul3899 = mul i64 %add3898, %5
  br i1 %owns3847, label %then3910, label %endif3911

then3910:                                         ; preds = %endif3893
  %102 = getelementptr float, ptr addrspace(1) %2, i64 %mul3899
  %p3912 = getelementptr float, ptr addrspace(1) %102, i64 %add
  store float %phi3806, ptr addrspace(1) %p3912, align 4
  br label %endif3911

endif3911:                                        ; preds = %then3910, %endif3893
  br i1 %owns3860, label %then3923, label %endif3924

then3923:                                         ; preds = %endif3911
  %103 = getelementptr float, ptr addrspace(1) %2, i64 %mul3899
  %p3925 = getelementptr float, ptr addrspace(1) %103, i64 %add24
  store float %phi3807, ptr addrspace(1) %p3925, align 4
  br label %endif3924

endif3924:                                        ; preds = %then3923, %endif3911
  %add3929 = or disjoint i64 %mul3835, 3
  %mul3930 = mul i64 %add3929, %5
  br i1 %owns3847, label %then3941, label %endif3942

then3941:                                         ; preds = %endif3924
  %104 = getelementptr float, ptr addrspace(1) %2, i64 %mul3930
  %p3943 = getelementptr float, ptr addrspace(1) %104, i64 %add
  store float %phi3808, ptr addrspace(1) %p3943, align 4
  br label %endif3942

endif3942:                                        ; preds = %then3941, %endif3924
  br i1 %owns3860, label %then3954, label %endif3955

then3954:                                         ; preds = %endif3942
  %105 = getelementptr float, ptr addrspace(1) %2, i64 %mul3930
  %p3956 = getelementptr float, ptr addrspace(1) %105, i64 %add24
  store float %phi3809, ptr addrspace(1) %p3956, align 4
  br label %endif3955

endif3955:                                        ; preds = %then3954, %endif3942
  %add3960 = or disjoint i64 %mul3835, 4
  %mul3961 = mul i64 %add3960, %5
  br i1 %owns3847, label %then3972, label %endif3973

then3972:                                         ; preds = %endif3955
  %106 = getelementptr float, ptr addrspace(1) %2, i64 %mul3961
  %p3974 = getelementptr float, ptr addrspace(1) %106, i64 %add
  store float %phi3810, ptr addrspace(1) %p3974, align 4
  br label %endif3973

endif3973:                                        ; preds = %then3972, %endif3955
  br i1 %owns3860, label %then3985, label %endif3986

then3985:                                         ; preds = %endif3973
  %107 = getelementptr float, ptr addrspace(1) %2, i64 %mul3961
  %p3987 = getelementptr float, ptr addrspace(1) %107, i64 %add24
  store float %phi3811, ptr addrspace(1) %p3987, align 4
  br label %endif3986

endif3986:                                        ; preds = %then3985, %endif3973
  %add3991 = or disjoint i64 %mul3835, 5
  %mul3992 = mul i64 %add3991, %5
  br i1 %owns3847, label %then4003, label %endif4004

then4003:                                         ; preds = %endif3986
  %108 = getelementptr float, ptr addrspace(1) %2, i64 %mul3992
  %p4005 = getelementptr float, ptr addrspace(1) %108, i64 %add
  store float %phi3812, ptr addrspace(1) %p4005, align 4
  br label %endif4004

endif4004:                                        ; preds = %then4003, %endif3986
  br i1 %owns3860, label %then4016, label %endif4017

then4016:                                         ; preds = %endif4004
  %109 = getelementptr float, ptr addrspace(1) %2, i64 %mul3992
  %p4018 = getelementptr float, ptr addrspace(1) %109, i64 %add24
  store float %phi3813, ptr addrspace(1) %p4018, align 4
  br label %endif4017

endif4017:                                        ; preds = %then4016, %endif4004
  %add4022 = or disjoint i64 %mul3835, 6
  %mul4023 = mul i64 %add4022, %5
  br i1 %owns3847, label %then4034, label %endif4035

then4034:                                         ; preds = %endif4017
  %110 = getelementptr float, ptr addrspace(1) %2, i64 %mul4023
  %p4036 = getelementptr float, ptr addrspace(1) %110, i64 %add
  store float %phi3814, ptr addrspace(1) %p4036, align 4
  br label %endif4035

endif4035:                                        ; preds = %then4034, %endif4017
  br i1 %owns3860, label %then4047, label %endif4048

then4047:                                         ; preds = %endif4035
  %111 = getelementptr float, ptr addrspace(1) %2, i64 %mul4023
  %p4049 = getelementptr float, ptr addrspace(1) %111, i64 %add24
  store float %phi3815, ptr addrspace(1) %p4049, align 4
  br label %endif4048

endif4048:                                        ; preds = %then4047, %endif4035
  %add4053 = or disjoint i64 %mul3835, 7
  %mul4054 = mul i64 %add4053, %5
  br i1 %owns3847, label %then4065, label %endif4066

then4065:                                         ; preds = %endif4048
  %112 = getelementptr float, ptr addrspace(1) %2, i64 %mul4054
  %p4067 = getelementptr float, ptr addrspace(1) %112, i64 %add
  store float %phi3816, ptr addrspace(1) %p4067, align 4
  br label %endif4066

endif4066:                                        ; preds = %then4065, %endif4048
  br i1 %owns3860, label %then4078, label %endif4079

then4078:                                         ; preds = %endif4066
  %113 = getelementptr float, ptr addrspace(1) %2, i64 %mul4054
  %p4080 = getelementptr float, ptr addrspace(1) %113, i64 %add24
  store float %phi3817, ptr addrspace(1) %p4080, align 4
  br label %endif4079

endif4079:                                        ; preds = %then4078, %endif4066
  %inside4084 = icmp ult i64 %sub, 4
  br i1 %inside4084, label %then4085, label %endif4086

then4085:                                         ; preds = %endif4079
  %mul4090 = shl nuw nsw i64 %warp, 3
  %add4091 = or disjoint i64 %sub, %mul4090
  %.idx6875 = mul nuw nsw i64 %parity3832, 4864
  %114 = getelementptr inbounds i8, ptr addrspace(3) @band.columns, i64 %.idx6875
  %p4093 = getelementptr inbounds float, ptr addrspace(3) %114, i64 %add4091
  store float %phi3802, ptr addrspace(3) %p4093, align 8
  %115 = getelementptr inbounds i8, ptr addrspace(3) %114, i64 608
  %p4100 = getelementptr inbounds float, ptr addrspace(3) %115, i64 %add4091
  store float %phi3804, ptr addrspace(3) %p4100, align 8
  %116 = getelementptr inbounds i8, ptr addrspace(3) %114, i64 1216
  %p4107 = getelementptr inbounds float, ptr addrspace(3) %116, i64 %add4091
  store float %phi3806, ptr addrspace(3) %p4107, align 8
  %117 = getelementptr inbounds i8, ptr addrspace(3) %114, i64 1824
  %p4114 = getelementptr inbounds float, ptr addrspace(3) %117, i64 %add4091
  store float %phi3808, ptr addrspace(3) %p4114, align 8
  %118 = getelementptr inbounds i8, ptr addrspace(3) %114, i64 2432
  %p4121 = getelementptr inbounds float, ptr addrspace(3) %118, i64 %add4091
  store float %phi3810, ptr addrspace(3) %p4121, align 8
  %119 = getelementptr inbounds i8, ptr addrspace(3) %114, i64 3040
  %p4128 = getelementptr inbounds float, ptr addrspace(3) %119, i64 %add4091
  store float %phi3812, ptr addrspace(3) %p4128, align 8
  %120 = getelementptr inbounds i8, ptr addrspace(3) %114, i64 3648
  %p4135 = getelementptr inbounds float, ptr addrspace(3) %120, i64 %add4091
  store float %phi3814, ptr addrspace(3) %p4135, align 8
  %121 = getelementptr inbounds i8, ptr addrspace(3) %114, i64 4256
  %p4142 = getelementptr inbounds float, ptr addrspace(3) %121, i64 %add4091
  store float %phi3816, ptr addrspace(3) %p4142, align 8
  br label %endif4086

endif4086:                                        ; preds = %then4085, %endif4079
  %122 = and i64 %sreg, 30
  %inside4144 = icmp eq i64 %122, 28
  br i1 %inside4144, label %then4145, label %endif4146

then4145:                                         ; preds = %endif4086
  %add4147 = add nsw i64 %mul7, -52
  %mul4150 = shl nuw nsw i64 %warp, 3
  %add4151 = or disjoint i64 %add4147, %mul4150
  %.idx6876 = mul nuw nsw i64 %parity3832, 4864
  %123 = getelementptr inbounds i8, ptr addrspace(3) @band.columns, i64 %.idx6876
  %p4153 = getelementptr inbounds float, ptr addrspace(3) %123, i64 %add4151
  store float %phi3802, ptr addrspace(3) %p4153, align 8
  %124 = getelementptr inbounds i8, ptr addrspace(3) %123, i64 608
  %p4160 = getelementptr inbounds float, ptr addrspace(3) %124, i64 %add4151
  store float %phi3804, ptr addrspace(3) %p4160, align 8
  %125 = getelementptr inbounds i8, ptr addrspace(3) %123, i64 1216
  %p4167 = getelementptr inbounds float, ptr addrspace(3) %125, i64 %add4151
  store float %phi3806, ptr addrspace(3) %p4167, align 8
  %126 = getelementptr inbounds i8, ptr addrspace(3) %123, i64 1824
  %p4174 = getelementptr inbounds float, ptr addrspace(3) %126, i64 %add4151
  store float %phi3808, ptr addrspace(3) %p4174, align 8
  %127 = getelementptr inbounds i8, ptr addrspace(3) %123, i64 2432
  %p4181 = getelementptr inbounds float, ptr addrspace(3) %127, i64 %add4151
  store float %phi3810, ptr addrspace(3) %p4181, align 8
  %128 = getelementptr inbounds i8, ptr addrspace(3) %123, i64 3040
  %p4188 = getelementptr inbounds float, ptr addrspace(3) %128, i64 %add4151
  store float %phi3812, ptr addrspace(3) %p4188, align 8
  %129 = getelementptr inbounds i8, ptr addrspace(3) %123, i64 3648
  %p4195 = getelementptr inbounds float, ptr addrspace(3) %129, i64 %add4151
  store float %phi3814, ptr addrspace(3) %p4195, align 8
  %130 = getelementptr inbounds i8, ptr addrspace(3) %123, i64 4256
  %p4202 = getelementptr inbounds float, ptr addrspace(3) %130, i64 %add4151
  store float %phi3816, ptr addrspace(3) %p4202, align 8
  br label %endif4146

endif4146:                                        ; preds = %then4145, %endif4086
  %inside4205 = icmp ult i64 %add3858, 4
  br i1 %inside4205, label %then4206, label %endif4207

then4206:                                         ; preds = %endif4146
  %mul4211 = shl nuw nsw i64 %warp, 3
  %add4212 = or disjoint i64 %add3858, %mul4211
  %.idx6877 = mul nuw nsw i64 %parity3832, 4864
  %131 = getelementptr inbounds i8, ptr addrspace(3) @band.columns, i64 %.idx6877
  %p4214 = getelementptr inbounds float, ptr addrspace(3) %131, i64 %add4212
  store float %phi3803, ptr addrspace(3) %p4214, align 4
  %132 = getelementptr inbounds i8, ptr addrspace(3) %131, i64 608
  %p4221 = getelementptr inbounds float, ptr addrspace(3) %132, i64 %add4212
  store float %phi3805, ptr addrspace(3) %p4221, align 4
  %133 = getelementptr inbounds i8, ptr addrspace(3) %131, i64 1216
  %p4228 = getelementptr inbounds float, ptr addrspace(3) %133, i64 %add4212
  store float %phi3807, ptr addrspace(3) %p4228, align 4
  %134 = getelementptr inbounds i8, ptr addrspace(3) %131, i64 1824
  %p4235 = getelementptr inbounds float, ptr addrspace(3) %134, i64 %add4212
  store float %phi3809, ptr addrspace(3) %p4235, align 4
  %135 = getelementptr inbounds i8, ptr addrspace(3) %131, i64 2432
  %p4242 = getelementptr inbounds float, ptr addrspace(3) %135, i64 %add4212
  store float %phi3811, ptr addrspace(3) %p4242, align 4
  %136 = getelementptr inbounds i8, ptr addrspace(3) %131, i64 3040
  %p4249 = getelementptr inbounds float, ptr addrspace(3) %136, i64 %add4212
  store float %phi3813, ptr addrspace(3) %p4249, align 4
  %137 = getelementptr inbounds i8, ptr addrspace(3) %131, i64 3648
  %p4256 = getelementptr inbounds float, ptr addrspace(3) %137, i64 %add4212
  store float %phi3815, ptr addrspace(3) %p4256, align 4
  %138 = getelementptr inbounds i8, ptr addrspace(3) %131, i64 4256
  %p4263 = getelementptr inbounds float, ptr addrspace(3) %138, i64 %add4212
  store float %phi3817, ptr addrspace(3) %p4263, align 4
  br label %endif4207

endif4207:                                        ; preds = %then4206, %endif4146
  %sub4264 = add nsw i64 %mul7, -55
  %inside4265 = icmp ult i64 %sub4264, 4
  br i1 %inside4265, label %then4266, label %endif4267

then4266:                                         ; preds = %endif4207
  %add4268 = add nsw i64 %mul7, -51
  %mul4271 = shl nuw nsw i64 %warp, 3
  %add4272 = add nuw nsw i64 %add4268, %mul4271
  %.idx6878 = mul nuw nsw i64 %parity3832, 4864
  %139 = getelementptr i8, ptr addrspace(3) @band.columns, i64 %.idx6878
  %p4274 = getelementptr float, ptr addrspace(3) %139, i64 %add4272
  store float %phi3803, ptr addrspace(3) %p4274, align 4
  %140 = getelementptr i8, ptr addrspace(3) %139, i64 608
  %p4281 = getelementptr float, ptr addrspace(3) %140, i64 %add4272
  store float %phi3805, ptr addrspace(3) %p4281, align 4
  %141 = getelementptr i8, ptr addrspace(3) %139, i64 1216
  %p4288 = getelementptr float, ptr addrspace(3) %141, i64 %add4272
  store float %phi3807, ptr addrspace(3) %p4288, align 4
  %142 = getelementptr i8, ptr addrspace(3) %139, i64 1824
  %p4295 = getelementptr float, ptr addrspace(3) %142, i64 %add4272
  store float %phi3809, ptr addrspace(3) %p4295, align 4
  %143 = getelementptr i8, ptr addrspace(3) %139, i64 2432
  %p4302 = getelementptr float, ptr addrspace(3) %143, i64 %add4272
  store float %phi3811, ptr addrspace(3) %p4302, align 4
  %144 = getelementptr i8, ptr addrspace(3) %139, i64 3040
  %p4309 = getelementptr float, ptr addrspace(3) %144, i64 %add4272
  store float %phi3813, ptr addrspace(3) %p4309, align 4
  %145 = getelementptr i8, ptr addrspace(3) %139, i64 3648
  %p4316 = getelementptr float, ptr addrspace(3) %145, i64 %add4272
  store float %phi3815, ptr addrspace(3) %p4316, align 4
  %146 = getelementptr i8, ptr addrspace(3) %139, i64 4256
  %p4323 = getelementptr float, ptr addrspace(3) %146, i64 %add4272
  store float %phi3817, ptr addrspace(3) %p4323, align 4
  br label %endif4267

endif4267:                                        ; preds = %then4266, %endif4207
  %epoch4324 = trunc i64 %add3831 to i32
  tail call void @llvm.nvvm.barrier0()
  %cmp4325 = icmp eq i32 %call, 0
  br i1 %cmp4325, label %then4326, label %endif4327

then4326:                                         ; preds = %endif4267
  %flag4328 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %sreg2
  %address4329 = ptrtoint ptr addrspace(1) %flag4328 to i64
  tail call void asm sideeffect "st.release.gpu.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %address4329, i32 %epoch4324) #4
  br label %endif4327

endif4327:                                        ; preds = %then4326, %endif4267
  %cmp4333 = icmp ugt i32 %call, 31
  %cmp4334 = icmp ult i32 %call, 576
  %cmp4336 = icmp ult i64 %lane, 2
  %from_before4337 = and i1 %cmp4333, %cmp4336
  %sub4338 = add nsw i64 %mul7, -60
  %after4339 = icmp ult i64 %sub4338, 4
  %from_after4340 = and i1 %cmp4334, %after4339
  %add4341 = add nuw nsw i64 %mul7, 4
  %sub4331 = shl nuw nsw i64 %warp, 3
  %mul4344 = add nsw i64 %sub4331, -8
  %add4345 = add nsw i64 %add4341, %mul4344
  %.idx6938 = mul nuw nsw i64 %parity3832, 4864
  %147 = getelementptr i8, ptr addrspace(3) @band.columns, i64 %.idx6938
  %p4347 = getelementptr float, ptr addrspace(3) %147, i64 %add4345
  %address4348 = ptrtoint ptr addrspace(3) %p4347 to i64
  %148 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4348, i1 %from_before4337, float %phi3802) #4
  %mul4351 = add nuw nsw i64 %sub4331, 8
  %add4352 = add nsw i64 %mul4351, %sub4338
  %p4354 = getelementptr float, ptr addrspace(3) %147, i64 %add4352
  %address4355 = ptrtoint ptr addrspace(3) %p4354 to i64
  %149 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4355, i1 %from_after4340, float %148) #4
  %150 = getelementptr i8, ptr addrspace(3) %147, i64 608
  %p4361 = getelementptr float, ptr addrspace(3) %150, i64 %add4345
  %address4362 = ptrtoint ptr addrspace(3) %p4361 to i64
  %151 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4362, i1 %from_before4337, float %phi3804) #4
  %p4368 = getelementptr float, ptr addrspace(3) %150, i64 %add4352
  %address4369 = ptrtoint ptr addrspace(3) %p4368 to i64
  %152 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4369, i1 %from_after4340, float %151) #4
  %153 = getelementptr i8, ptr addrspace(3) %147, i64 1216
  %p4375 = getelementptr float, ptr addrspace(3) %153, i64 %add4345
  %address4376 = ptrtoint ptr addrspace(3) %p4375 to i64
  %154 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4376, i1 %from_before4337, float %phi3806) #4
  %p4382 = getelementptr float, ptr addrspace(3) %153, i64 %add4352
  %address4383 = ptrtoint ptr addrspace(3) %p4382 to i64
  %155 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4383, i1 %from_after4340, float %154) #4
  %156 = getelementptr i8, ptr addrspace(3) %147, i64 1824
  %p4389 = getelementptr float, ptr addrspace(3) %156, i64 %add4345
  %address4390 = ptrtoint ptr addrspace(3) %p4389 to i64
  %157 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4390, i1 %from_before4337, float %phi3808) #4
  %p4396 = getelementptr float, ptr addrspace(3) %156, i64 %add4352
  %address4397 = ptrtoint ptr addrspace(3) %p4396 to i64
  %158 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4397, i1 %from_after4340, float %157) #4
  %159 = getelementptr i8, ptr addrspace(3) %147, i64 2432
  %p4403 = getelementptr float, ptr addrspace(3) %159, i64 %add4345
  %address4404 = ptrtoint ptr addrspace(3) %p4403 to i64
  %160 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4404, i1 %from_before4337, float %phi3810) #4
  %p4410 = getelementptr float, ptr addrspace(3) %159, i64 %add4352
  %address4411 = ptrtoint ptr addrspace(3) %p4410 to i64
  %161 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4411, i1 %from_after4340, float %160) #4
  %162 = getelementptr i8, ptr addrspace(3) %147, i64 3040
  %p4417 = getelementptr float, ptr addrspace(3) %162, i64 %add4345
  %address4418 = ptrtoint ptr addrspace(3) %p4417 to i64
  %163 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4418, i1 %from_before4337, float %phi3812) #4
  %p4424 = getelementptr float, ptr addrspace(3) %162, i64 %add4352
  %address4425 = ptrtoint ptr addrspace(3) %p4424 to i64
  %164 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4425, i1 %from_after4340, float %163) #4
  %165 = getelementptr i8, ptr addrspace(3) %147, i64 3648
  %p4431 = getelementptr float, ptr addrspace(3) %165, i64 %add4345
  %address4432 = ptrtoint ptr addrspace(3) %p4431 to i64
  %166 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4432, i1 %from_before4337, float %phi3814) #4
  %p4438 = getelementptr float, ptr addrspace(3) %165, i64 %add4352
  %address4439 = ptrtoint ptr addrspace(3) %p4438 to i64
  %167 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4439, i1 %from_after4340, float %166) #4
  %168 = getelementptr i8, ptr addrspace(3) %147, i64 4256
  %p4445 = getelementptr float, ptr addrspace(3) %168, i64 %add4345
  %address4446 = ptrtoint ptr addrspace(3) %p4445 to i64
  %169 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4446, i1 %from_before4337, float %phi3816) #4
  %p4452 = getelementptr float, ptr addrspace(3) %168, i64 %add4352
  %address4453 = ptrtoint ptr addrspace(3) %p4452 to i64
  %170 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4453, i1 %from_after4340, float %169) #4
  %sub4457 = add nsw i64 %mul7, -59
  %after4458 = icmp ult i64 %sub4457, 4
  %from_after4459 = and i1 %cmp4334, %after4458
  %add4460 = add nuw nsw i64 %mul7, 5
  %add4464 = add nsw i64 %add4460, %mul4344
  %p4466 = getelementptr float, ptr addrspace(3) %147, i64 %add4464
  %address4467 = ptrtoint ptr addrspace(3) %p4466 to i64
  %171 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4467, i1 %from_before4337, float %phi3803) #4
  %add4471 = add nsw i64 %mul4351, %sub4457
  %p4473 = getelementptr float, ptr addrspace(3) %147, i64 %add4471
  %address4474 = ptrtoint ptr addrspace(3) %p4473 to i64
  %172 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4474, i1 %from_after4459, float %171) #4
  %p4480 = getelementptr float, ptr addrspace(3) %150, i64 %add4464
  %address4481 = ptrtoint ptr addrspace(3) %p4480 to i64
  %173 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4481, i1 %from_before4337, float %phi3805) #4
  %p4487 = getelementptr float, ptr addrspace(3) %150, i64 %add4471
  %address4488 = ptrtoint ptr addrspace(3) %p4487 to i64
  %174 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4488, i1 %from_after4459, float %173) #4
  %p4494 = getelementptr float, ptr addrspace(3) %153, i64 %add4464
  %address4495 = ptrtoint ptr addrspace(3) %p4494 to i64
  %175 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4495, i1 %from_before4337, float %phi3807) #4
  %p4501 = getelementptr float, ptr addrspace(3) %153, i64 %add4471
  %address4502 = ptrtoint ptr addrspace(3) %p4501 to i64
  %176 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4502, i1 %from_after4459, float %175) #4
  %p4508 = getelementptr float, ptr addrspace(3) %156, i64 %add4464
  %address4509 = ptrtoint ptr addrspace(3) %p4508 to i64
  %177 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4509, i1 %from_before4337, float %phi3809) #4
  %p4515 = getelementptr float, ptr addrspace(3) %156, i64 %add4471
  %address4516 = ptrtoint ptr addrspace(3) %p4515 to i64
  %178 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4516, i1 %from_after4459, float %177) #4
  %p4522 = getelementptr float, ptr addrspace(3) %159, i64 %add4464
  %address4523 = ptrtoint ptr addrspace(3) %p4522 to i64
  %179 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4523, i1 %from_before4337, float %phi3811) #4
  %p4529 = getelementptr float, ptr addrspace(3) %159, i64 %add4471
  %address4530 = ptrtoint ptr addrspace(3) %p4529 to i64
  %180 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4530, i1 %from_after4459, float %179) #4
  %p4536 = getelementptr float, ptr addrspace(3) %162, i64 %add4464
  %address4537 = ptrtoint ptr addrspace(3) %p4536 to i64
  %181 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4537, i1 %from_before4337, float %phi3813) #4
  %p4543 = getelementptr float, ptr addrspace(3) %162, i64 %add4471
  %address4544 = ptrtoint ptr addrspace(3) %p4543 to i64
  %182 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4544, i1 %from_after4459, float %181) #4
  %p4550 = getelementptr float, ptr addrspace(3) %165, i64 %add4464
  %address4551 = ptrtoint ptr addrspace(3) %p4550 to i64
  %183 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4551, i1 %from_before4337, float %phi3815) #4
  %p4557 = getelementptr float, ptr addrspace(3) %165, i64 %add4471
  %address4558 = ptrtoint ptr addrspace(3) %p4557 to i64
  %184 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4558, i1 %from_after4459, float %183) #4
  %p4564 = getelementptr float, ptr addrspace(3) %168, i64 %add4464
  %address4565 = ptrtoint ptr addrspace(3) %p4564 to i64
  %185 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4565, i1 %from_before4337, float %phi3817) #4
  %p4571 = getelementptr float, ptr addrspace(3) %168, i64 %add4471
  %address4572 = ptrtoint ptr addrspace(3) %p4571 to i64
  %186 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address4572, i1 %from_after4459, float %185) #4
  %cmp4573 = icmp ult i32 %call, 32
  br i1 %cmp4573, label %then4574, label %endif4576

then4574:                                         ; preds = %endif4327
  %bits4577 = bitcast float %149 to i32
  %call4578 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4577, i32 2, i32 31)
  %leaf4579 = bitcast i32 %call4578 to float
  %cmp4580 = icmp eq i64 %lane, 1
  %sel4581 = select i1 %cmp4580, float %leaf4579, float %172
  %bits4582 = bitcast float %152 to i32
  %call4583 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4582, i32 2, i32 31)
  %leaf4584 = bitcast i32 %call4583 to float
  %sel4586 = select i1 %cmp4580, float %leaf4584, float %174
  %bits4587 = bitcast float %155 to i32
  %call4588 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4587, i32 2, i32 31)
  %leaf4589 = bitcast i32 %call4588 to float
  %sel4591 = select i1 %cmp4580, float %leaf4589, float %176
  %bits4592 = bitcast float %158 to i32
  %call4593 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4592, i32 2, i32 31)
  %leaf4594 = bitcast i32 %call4593 to float
  %sel4596 = select i1 %cmp4580, float %leaf4594, float %178
  %bits4597 = bitcast float %161 to i32
  %call4598 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4597, i32 2, i32 31)
  %leaf4599 = bitcast i32 %call4598 to float
  %sel4601 = select i1 %cmp4580, float %leaf4599, float %180
  %bits4602 = bitcast float %164 to i32
  %call4603 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4602, i32 2, i32 31)
  %leaf4604 = bitcast i32 %call4603 to float
  %sel4606 = select i1 %cmp4580, float %leaf4604, float %182
  %bits4607 = bitcast float %167 to i32
  %call4608 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4607, i32 2, i32 31)
  %leaf4609 = bitcast i32 %call4608 to float
  %sel4611 = select i1 %cmp4580, float %leaf4609, float %184
  %bits4612 = bitcast float %170 to i32
  %call4613 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4612, i32 2, i32 31)
  %leaf4614 = bitcast i32 %call4613 to float
  %sel4616 = select i1 %cmp4580, float %leaf4614, float %186
  br label %endif4576

endif4576:                                        ; preds = %endif4327, %then4574
  %phi4626 = phi float [ %sel4581, %then4574 ], [ %172, %endif4327 ]
  %phi4628 = phi float [ %sel4586, %then4574 ], [ %174, %endif4327 ]
  %phi4630 = phi float [ %sel4591, %then4574 ], [ %176, %endif4327 ]
  %phi4632 = phi float [ %sel4596, %then4574 ], [ %178, %endif4327 ]
  %phi4634 = phi float [ %sel4601, %then4574 ], [ %180, %endif4327 ]
  %phi4636 = phi float [ %sel4606, %then4574 ], [ %182, %endif4327 ]
  %phi4638 = phi float [ %sel4611, %then4574 ], [ %184, %endif4327 ]
  %phi4640 = phi float [ %sel4616, %then4574 ], [ %186, %endif4327 ]
  %cmp4649 = icmp eq i64 %warp, 18
  br i1 %cmp4649, label %then4650, label %endif4576.endif4652_crit_edge

endif4576.endif4652_crit_edge:                    ; preds = %endif4576
  %.pre6935 = bitcast float %phi4628 to i32
  %.pre6936 = bitcast float %phi4630 to i32
  %.pre6937 = bitcast float %phi4632 to i32
  br label %endif4652

then4650:                                         ; preds = %endif4576
  %bits4653 = bitcast float %phi4626 to i32
  %call4654 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4653, i32 9, i32 31)
  %leaf4655 = bitcast i32 %call4654 to float
  %cmp4656 = icmp eq i64 %lane, 10
  %sel4657 = select i1 %cmp4656, float %leaf4655, float %149
  %bits4658 = bitcast float %phi4628 to i32
  %call4659 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4658, i32 9, i32 31)
  %leaf4660 = bitcast i32 %call4659 to float
  %sel4662 = select i1 %cmp4656, float %leaf4660, float %152
  %bits4663 = bitcast float %phi4630 to i32
  %call4664 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4663, i32 9, i32 31)
  %leaf4665 = bitcast i32 %call4664 to float
  %sel4667 = select i1 %cmp4656, float %leaf4665, float %155
  %bits4668 = bitcast float %phi4632 to i32
  %call4669 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4668, i32 9, i32 31)
  %leaf4670 = bitcast i32 %call4669 to float
  %sel4672 = select i1 %cmp4656, float %leaf4670, float %158
  %bits4673 = bitcast float %phi4634 to i32
  %call4674 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4673, i32 9, i32 31)
  %leaf4675 = bitcast i32 %call4674 to float
  %sel4677 = select i1 %cmp4656, float %leaf4675, float %161
  %bits4678 = bitcast float %phi4636 to i32
  %call4679 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4678, i32 9, i32 31)
  %leaf4680 = bitcast i32 %call4679 to float
  %sel4682 = select i1 %cmp4656, float %leaf4680, float %164
  %bits4683 = bitcast float %phi4638 to i32
  %call4684 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4683, i32 9, i32 31)
  %leaf4685 = bitcast i32 %call4684 to float
  %sel4687 = select i1 %cmp4656, float %leaf4685, float %167
  %bits4688 = bitcast float %phi4640 to i32
  %call4689 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4688, i32 9, i32 31)
  %leaf4690 = bitcast i32 %call4689 to float
  %sel4692 = select i1 %cmp4656, float %leaf4690, float %170
  br label %endif4652

endif4652:                                        ; preds = %endif4576.endif4652_crit_edge, %then4650
  %bits4772.pre-phi = phi i32 [ %.pre6937, %endif4576.endif4652_crit_edge ], [ %bits4668, %then4650 ]
  %bits4750.pre-phi = phi i32 [ %.pre6936, %endif4576.endif4652_crit_edge ], [ %bits4663, %then4650 ]
  %bits4728.pre-phi = phi i32 [ %.pre6935, %endif4576.endif4652_crit_edge ], [ %bits4658, %then4650 ]
  %phi4701 = phi float [ %149, %endif4576.endif4652_crit_edge ], [ %sel4657, %then4650 ]
  %phi4703 = phi float [ %152, %endif4576.endif4652_crit_edge ], [ %sel4662, %then4650 ]
  %phi4705 = phi float [ %155, %endif4576.endif4652_crit_edge ], [ %sel4667, %then4650 ]
  %phi4707 = phi float [ %158, %endif4576.endif4652_crit_edge ], [ %sel4672, %then4650 ]
  %phi4709 = phi float [ %161, %endif4576.endif4652_crit_edge ], [ %sel4677, %then4650 ]
  %phi4711 = phi float [ %164, %endif4576.endif4652_crit_edge ], [ %sel4682, %then4650 ]
  %phi4713 = phi float [ %167, %endif4576.endif4652_crit_edge ], [ %sel4687, %then4650 ]
  %phi4715 = phi float [ %170, %endif4576.endif4652_crit_edge ], [ %sel4692, %then4650 ]
  %call4729 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4728.pre-phi, i32 1, i32 0)
  %leaf4730 = bitcast i32 %call4729 to float
  %fmul4731 = fmul float %leaf4730, 2.000000e+00
  %fadd4732 = fadd float %phi4701, %fmul4731
  %fmul4733 = fmul float %phi4703, 3.000000e+00
  %fadd4734 = fadd float %fmul4733, %fadd4732
  %fmul4735 = fmul float %phi4628, 4.000000e+00
  %fadd4736 = fadd float %fmul4735, %fadd4734
  %fmul4737 = fmul float %phi4705, 5.000000e+00
  %fadd4738 = fadd float %fmul4737, %fadd4736
  %bits4739 = bitcast float %phi4703 to i32
  %call4740 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4739, i32 1, i32 31)
  %leaf4741 = bitcast i32 %call4740 to float
  %fmul4742 = fmul float %phi4703, 2.000000e+00
  %fadd4743 = fadd float %phi4626, %fmul4742
  %fmul4744 = fmul float %phi4628, 3.000000e+00
  %fadd4745 = fadd float %fmul4744, %fadd4743
  %fmul4746 = fmul float %leaf4741, 4.000000e+00
  %fadd4747 = fadd float %fadd4745, %fmul4746
  %fmul4748 = fmul float %phi4630, 5.000000e+00
  %fadd4749 = fadd float %fmul4748, %fadd4747
  %call4751 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4750.pre-phi, i32 1, i32 0)
  %leaf4752 = bitcast i32 %call4751 to float
  %fmul4753 = fmul float %leaf4752, 2.000000e+00
  %fadd4754 = fadd float %phi4703, %fmul4753
  %fmul4755 = fmul float %phi4705, 3.000000e+00
  %fadd4756 = fadd float %fmul4755, %fadd4754
  %fmul4757 = fmul float %phi4630, 4.000000e+00
  %fadd4758 = fadd float %fmul4757, %fadd4756
  %fmul4759 = fmul float %phi4707, 5.000000e+00
  %fadd4760 = fadd float %fmul4759, %fadd4758
  %bits4761 = bitcast float %phi4705 to i32
  %call4762 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4761, i32 1, i32 31)
  %leaf4763 = bitcast i32 %call4762 to float
  %fmul4764 = fmul float %phi4705, 2.000000e+00
  %fadd4765 = fadd float %phi4628, %fmul4764
  %fmul4766 = fmul float %phi4630, 3.000000e+00
  %fadd4767 = fadd float %fmul4766, %fadd4765
  %fmul4768 = fmul float %leaf4763, 4.000000e+00
  %fadd4769 = fadd float %fadd4767, %fmul4768
  %fmul4770 = fmul float %phi4632, 5.000000e+00
  %fadd4771 = fadd float %fmul4770, %fadd4769
  %call4773 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits4772.pre-phi, i32 1, i32 0)
  %leaf4774 = bitcast i32 %call4773 to float
  %fmul4775 = fmul float %leaf4774, 2.000000e+00
  %fadd4776 = fadd float %phi4705, %fmul4775
  %fmul4777 = fmul float %phi4707, 3.000000e+00
  %fadd4778 = fadd float %fmul4777, %fadd4776
  %fmul4779 = fmul float %phi4632, 4.000000e+00
  %fadd4780 = fadd float %fmul4779, %fadd4778
  %fmul4781 = fmul float %phi4709, 5.000000e+00
  %fadd4782 = fadd float %fmul4781, %fadd4780
  %bits4783 = bitcast float %phi4707 to i32
  %call4784 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4783, i32 1, i32 31)
  %leaf4785 = bitcast i32 %call4784 to float
  %fmul4786 = fmul float %phi4707, 2.000000e+00
  %fadd4787 = fadd float %phi4630, %fmul4786
  %fmul4788 = fmul float %phi4632, 3.000000e+00
  %fadd4789 = fadd float %fmul4788, %fadd4787
  %fmul4790 = fmul float %leaf4785, 4.000000e+00
  %fadd4791 = fadd float %fadd4789, %fmul4790
  %fmul4792 = fmul float %phi4634, 5.000000e+00
  %fadd4793 = fadd float %fmul4792, %fadd4791
  br i1 %cmp4573, label %then4795, label %endif4797

then4795:                                         ; preds = %endif4652
  %bits4798 = bitcast float %fadd4738 to i32
  %call4799 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4798, i32 2, i32 31)
  %leaf4800 = bitcast i32 %call4799 to float
  %cmp4801 = icmp eq i64 %lane, 1
  %sel4802 = select i1 %cmp4801, float %leaf4800, float %fadd4749
  %bits4803 = bitcast float %fadd4760 to i32
  %call4804 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4803, i32 2, i32 31)
  %leaf4805 = bitcast i32 %call4804 to float
  %sel4807 = select i1 %cmp4801, float %leaf4805, float %fadd4771
  %bits4808 = bitcast float %fadd4782 to i32
  %call4809 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4808, i32 2, i32 31)
  %leaf4810 = bitcast i32 %call4809 to float
  %sel4812 = select i1 %cmp4801, float %leaf4810, float %fadd4793
  br label %endif4797

endif4797:                                        ; preds = %endif4652, %then4795
  %phi4824 = phi float [ %sel4802, %then4795 ], [ %fadd4749, %endif4652 ]
  %phi4826 = phi float [ %sel4807, %then4795 ], [ %fadd4771, %endif4652 ]
  %phi4828 = phi float [ %sel4812, %then4795 ], [ %fadd4793, %endif4652 ]
  br i1 %cmp4649, label %then4846, label %endif4848

then4846:                                         ; preds = %endif4797
  %bits4849 = bitcast float %phi4824 to i32
  %call4850 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4849, i32 9, i32 31)
  %leaf4851 = bitcast i32 %call4850 to float
  %cmp4852 = icmp eq i64 %lane, 10
  %sel4853 = select i1 %cmp4852, float %leaf4851, float %fadd4738
  %bits4854 = bitcast float %phi4826 to i32
  %call4855 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4854, i32 9, i32 31)
  %leaf4856 = bitcast i32 %call4855 to float
  %sel4858 = select i1 %cmp4852, float %leaf4856, float %fadd4760
  %bits4859 = bitcast float %phi4828 to i32
  %call4860 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4859, i32 9, i32 31)
  %leaf4861 = bitcast i32 %call4860 to float
  %sel4863 = select i1 %cmp4852, float %leaf4861, float %fadd4782
  br label %endif4848

endif4848:                                        ; preds = %endif4797, %then4846
  %phi4874 = phi float [ %sel4853, %then4846 ], [ %fadd4738, %endif4797 ]
  %phi4876 = phi float [ %sel4858, %then4846 ], [ %fadd4760, %endif4797 ]
  %phi4878 = phi float [ %sel4863, %then4846 ], [ %fadd4782, %endif4797 ]
  %187 = add nsw i32 %call1, -1
  %exists4899 = icmp ult i32 %187, %call3
  %cmp4900 = icmp eq i32 %call, 1
  %waits4901 = and i1 %cmp4900, %exists4899
  br i1 %waits4901, label %repeat.body4904.preheader, label %endif4903

repeat.body4904.preheader:                        ; preds = %endif4848
  %188 = getelementptr i32, ptr addrspace(1) %3, i64 %sreg2
  %flag4906 = getelementptr i8, ptr addrspace(1) %188, i64 -4
  %address4907 = ptrtoint ptr addrspace(1) %flag4906 to i64
  br label %repeat.body4904

endif4903:                                        ; preds = %repeat.body4904, %endif4848
  %add4910 = add nuw nsw i64 %sreg2, 1
  %cmp4912 = icmp ult i64 %add4910, %sreg4
  %cmp4914 = icmp eq i32 %call, 32
  %waits4915 = and i1 %cmp4914, %cmp4912
  br i1 %waits4915, label %repeat.body4918.preheader, label %endif4917

repeat.body4918.preheader:                        ; preds = %endif4903
  %flag4920 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add4910
  %address4921 = ptrtoint ptr addrspace(1) %flag4920 to i64
  br label %repeat.body4918

repeat.body4904:                                  ; preds = %repeat.body4904.preheader, %repeat.body4904
  %189 = tail call i32 asm sideeffect "ld.acquire.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %address4907) #4
  %behind4908 = sub i32 %189, %epoch4324
  %cmp4909 = icmp slt i32 %behind4908, 0
  br i1 %cmp4909, label %repeat.body4904, label %endif4903

endif4917:                                        ; preds = %repeat.body4918, %endif4903
  tail call void @llvm.nvvm.barrier0()
  %sub4924 = add nsw i64 %sreg2, -1
  %call4933 = tail call i64 @llvm.smin.i64(i64 %sub4924, i64 %sub471)
  %call4934 = tail call i64 @llvm.smax.i64(i64 %call4933, i64 0)
  %add4936 = add nuw nsw i64 %mul3833, %call4934
  %mul4937 = shl nuw nsw i64 %add4936, 3
  %add4938 = or disjoint i64 %mul4937, 4
  %mul4939 = mul i64 %add4938, %5
  %190 = getelementptr float, ptr addrspace(1) %2, i64 %mul4939
  %p4945 = getelementptr float, ptr addrspace(1) %190, i64 %call21
  %v4946 = load volatile float, ptr addrspace(1) %p4945, align 4
  %p4952 = getelementptr float, ptr addrspace(1) %190, i64 %call30
  %v4953 = load volatile float, ptr addrspace(1) %p4952, align 4
  %add4960 = or disjoint i64 %mul4937, 5
  %mul4961 = mul i64 %add4960, %5
  %191 = getelementptr float, ptr addrspace(1) %2, i64 %mul4961
  %p4967 = getelementptr float, ptr addrspace(1) %191, i64 %call21
  %v4968 = load volatile float, ptr addrspace(1) %p4967, align 4
  %p4974 = getelementptr float, ptr addrspace(1) %191, i64 %call30
  %v4975 = load volatile float, ptr addrspace(1) %p4974, align 4
  %add4982 = or disjoint i64 %mul4937, 6
  %mul4983 = mul i64 %add4982, %5
  %192 = getelementptr float, ptr addrspace(1) %2, i64 %mul4983
  %p4989 = getelementptr float, ptr addrspace(1) %192, i64 %call21
  %v4990 = load volatile float, ptr addrspace(1) %p4989, align 4
  %p4996 = getelementptr float, ptr addrspace(1) %192, i64 %call30
  %v4997 = load volatile float, ptr addrspace(1) %p4996, align 4
  %add5004 = or disjoint i64 %mul4937, 7
  %mul5005 = mul i64 %add5004, %5
  %193 = getelementptr float, ptr addrspace(1) %2, i64 %mul5005
  %p5011 = getelementptr float, ptr addrspace(1) %193, i64 %call21
  %v5012 = load volatile float, ptr addrspace(1) %p5011, align 4
  %p5018 = getelementptr float, ptr addrspace(1) %193, i64 %call30
  %v5019 = load volatile float, ptr addrspace(1) %p5018, align 4
  %call5021 = tail call i64 @llvm.smin.i64(i64 %add4910, i64 %sub471)
  %call5022 = tail call i64 @llvm.smax.i64(i64 %call5021, i64 0)
  %add5024 = add nuw nsw i64 %mul3833, %call5022
  %mul5025 = shl nuw nsw i64 %add5024, 3
  %mul5027 = mul i64 %mul5025, %5
  %194 = getelementptr float, ptr addrspace(1) %2, i64 %mul5027
  %p5033 = getelementptr float, ptr addrspace(1) %194, i64 %call21
  %v5034 = load volatile float, ptr addrspace(1) %p5033, align 4
  %p5040 = getelementptr float, ptr addrspace(1) %194, i64 %call30
  %v5041 = load volatile float, ptr addrspace(1) %p5040, align 4
  %add5048 = or disjoint i64 %mul5025, 1
  %mul5049 = mul i64 %add5048, %5
  %195 = getelementptr float, ptr addrspace(1) %2, i64 %mul5049
  %p5055 = getelementptr float, ptr addrspace(1) %195, i64 %call21
  %v5056 = load volatile float, ptr addrspace(1) %p5055, align 4
  %p5062 = getelementptr float, ptr addrspace(1) %195, i64 %call30
  %v5063 = load volatile float, ptr addrspace(1) %p5062, align 4
  %add5070 = or disjoint i64 %mul5025, 2
  %mul5071 = mul i64 %add5070, %5
  %196 = getelementptr float, ptr addrspace(1) %2, i64 %mul5071
  %p5077 = getelementptr float, ptr addrspace(1) %196, i64 %call21
  %v5078 = load volatile float, ptr addrspace(1) %p5077, align 4
  %p5084 = getelementptr float, ptr addrspace(1) %196, i64 %call30
  %v5085 = load volatile float, ptr addrspace(1) %p5084, align 4
  %add5092 = or disjoint i64 %mul5025, 3
  %mul5093 = mul i64 %add5092, %5
  %197 = getelementptr float, ptr addrspace(1) %2, i64 %mul5093
  %p5099 = getelementptr float, ptr addrspace(1) %197, i64 %call21
  %v5100 = load volatile float, ptr addrspace(1) %p5099, align 4
  %p5106 = getelementptr float, ptr addrspace(1) %197, i64 %call30
  %v5107 = load volatile float, ptr addrspace(1) %p5106, align 4
  br i1 %cmp4573, label %then5109, label %endif5111

repeat.body4918:                                  ; preds = %repeat.body4918.preheader, %repeat.body4918
  %198 = tail call i32 asm sideeffect "ld.acquire.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %address4921) #4
  %behind4922 = sub i32 %198, %epoch4324
  %cmp4923 = icmp slt i32 %behind4922, 0
  br i1 %cmp4923, label %repeat.body4918, label %endif4917

then5109:                                         ; preds = %endif4917
  %bits5112 = bitcast float %v4946 to i32
  %call5113 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5112, i32 2, i32 31)
  %leaf5114 = bitcast i32 %call5113 to float
  %cmp5115 = icmp eq i64 %lane, 1
  %sel5116 = select i1 %cmp5115, float %leaf5114, float %v4953
  %bits5117 = bitcast float %v4968 to i32
  %call5118 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5117, i32 2, i32 31)
  %leaf5119 = bitcast i32 %call5118 to float
  %sel5121 = select i1 %cmp5115, float %leaf5119, float %v4975
  %bits5122 = bitcast float %v4990 to i32
  %call5123 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5122, i32 2, i32 31)
  %leaf5124 = bitcast i32 %call5123 to float
  %sel5126 = select i1 %cmp5115, float %leaf5124, float %v4997
  %bits5127 = bitcast float %v5012 to i32
  %call5128 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5127, i32 2, i32 31)
  %leaf5129 = bitcast i32 %call5128 to float
  %sel5131 = select i1 %cmp5115, float %leaf5129, float %v5019
  br label %endif5111

endif5111:                                        ; preds = %endif4917, %then5109
  %phi5133 = phi float [ %sel5116, %then5109 ], [ %v4953, %endif4917 ]
  %phi5135 = phi float [ %sel5121, %then5109 ], [ %v4975, %endif4917 ]
  %phi5137 = phi float [ %sel5126, %then5109 ], [ %v4997, %endif4917 ]
  %phi5139 = phi float [ %sel5131, %then5109 ], [ %v5019, %endif4917 ]
  br i1 %cmp4649, label %then5165, label %endif5167

then5165:                                         ; preds = %endif5111
  %bits5168 = bitcast float %phi5133 to i32
  %call5169 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5168, i32 9, i32 31)
  %leaf5170 = bitcast i32 %call5169 to float
  %cmp5171 = icmp eq i64 %lane, 10
  %sel5172 = select i1 %cmp5171, float %leaf5170, float %v4946
  %bits5173 = bitcast float %phi5135 to i32
  %call5174 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5173, i32 9, i32 31)
  %leaf5175 = bitcast i32 %call5174 to float
  %sel5177 = select i1 %cmp5171, float %leaf5175, float %v4968
  %bits5178 = bitcast float %phi5137 to i32
  %call5179 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5178, i32 9, i32 31)
  %leaf5180 = bitcast i32 %call5179 to float
  %sel5182 = select i1 %cmp5171, float %leaf5180, float %v4990
  %bits5183 = bitcast float %phi5139 to i32
  %call5184 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5183, i32 9, i32 31)
  %leaf5185 = bitcast i32 %call5184 to float
  %sel5187 = select i1 %cmp5171, float %leaf5185, float %v5012
  br label %endif5167

endif5167:                                        ; preds = %endif5111, %then5165
  %phi5188 = phi float [ %sel5172, %then5165 ], [ %v4946, %endif5111 ]
  %phi5190 = phi float [ %sel5177, %then5165 ], [ %v4968, %endif5111 ]
  %phi5192 = phi float [ %sel5182, %then5165 ], [ %v4990, %endif5111 ]
  %phi5194 = phi float [ %sel5187, %then5165 ], [ %v5012, %endif5111 ]
  br i1 %cmp4573, label %then5221, label %endif5223

then5221:                                         ; preds = %endif5167
  %bits5224 = bitcast float %v5034 to i32
  %call5225 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5224, i32 2, i32 31)
  %leaf5226 = bitcast i32 %call5225 to float
  %cmp5227 = icmp eq i64 %lane, 1
  %sel5228 = select i1 %cmp5227, float %leaf5226, float %v5041
  %bits5229 = bitcast float %v5056 to i32
  %call5230 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5229, i32 2, i32 31)
  %leaf5231 = bitcast i32 %call5230 to float
  %sel5233 = select i1 %cmp5227, float %leaf5231, float %v5063
  %bits5234 = bitcast float %v5078 to i32
  %call5235 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5234, i32 2, i32 31)
  %leaf5236 = bitcast i32 %call5235 to float
  %sel5238 = select i1 %cmp5227, float %leaf5236, float %v5085
  %bits5239 = bitcast float %v5100 to i32
  %call5240 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5239, i32 2, i32 31)
  %leaf5241 = bitcast i32 %call5240 to float
  %sel5243 = select i1 %cmp5227, float %leaf5241, float %v5107
  br label %endif5223

endif5223:                                        ; preds = %endif5167, %then5221
  %phi5269 = phi float [ %sel5228, %then5221 ], [ %v5041, %endif5167 ]
  %phi5271 = phi float [ %sel5233, %then5221 ], [ %v5063, %endif5167 ]
  %phi5273 = phi float [ %sel5238, %then5221 ], [ %v5085, %endif5167 ]
  %phi5275 = phi float [ %sel5243, %then5221 ], [ %v5107, %endif5167 ]
  br i1 %cmp4649, label %then5277, label %endif5279

then5277:                                         ; preds = %endif5223
  %bits5280 = bitcast float %phi5269 to i32
  %call5281 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5280, i32 9, i32 31)
  %leaf5282 = bitcast i32 %call5281 to float
  %cmp5283 = icmp eq i64 %lane, 10
  %sel5284 = select i1 %cmp5283, float %leaf5282, float %v5034
  %bits5285 = bitcast float %phi5271 to i32
  %call5286 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5285, i32 9, i32 31)
  %leaf5287 = bitcast i32 %call5286 to float
  %sel5289 = select i1 %cmp5283, float %leaf5287, float %v5056
  %bits5290 = bitcast float %phi5273 to i32
  %call5291 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5290, i32 9, i32 31)
  %leaf5292 = bitcast i32 %call5291 to float
  %sel5294 = select i1 %cmp5283, float %leaf5292, float %v5078
  %bits5295 = bitcast float %phi5275 to i32
  %call5296 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5295, i32 9, i32 31)
  %leaf5297 = bitcast i32 %call5296 to float
  %sel5299 = select i1 %cmp5283, float %leaf5297, float %v5100
  br label %endif5279

endif5279:                                        ; preds = %endif5223, %then5277
  %phi5324 = phi float [ %sel5284, %then5277 ], [ %v5034, %endif5223 ]
  %phi5326 = phi float [ %sel5289, %then5277 ], [ %v5056, %endif5223 ]
  %phi5328 = phi float [ %sel5294, %then5277 ], [ %v5078, %endif5223 ]
  %phi5330 = phi float [ %sel5299, %then5277 ], [ %v5100, %endif5223 ]
  %sel5332 = select i1 %cmp470, float %phi4701, float %phi5188
  %sel5333 = select i1 %cmp470, float %phi4626, float %phi5133
  %sel5334 = select i1 %cmp470, float %phi4701, float %phi5190
  %sel5335 = select i1 %cmp470, float %phi4626, float %phi5135
  %sel5336 = select i1 %cmp470, float %phi4701, float %phi5192
  %sel5337 = select i1 %cmp470, float %phi4626, float %phi5137
  %sel5338 = select i1 %cmp470, float %phi4701, float %phi5194
  %sel5339 = select i1 %cmp470, float %phi4626, float %phi5139
  %sel5340 = select i1 %cmp472, float %phi4715, float %phi5324
  %sel5341 = select i1 %cmp472, float %phi4640, float %phi5269
  %sel5342 = select i1 %cmp472, float %phi4715, float %phi5326
  %sel5343 = select i1 %cmp472, float %phi4640, float %phi5271
  %sel5344 = select i1 %cmp472, float %phi4715, float %phi5328
  %sel5345 = select i1 %cmp472, float %phi4640, float %phi5273
  %sel5346 = select i1 %cmp472, float %phi4715, float %phi5330
  %sel5347 = select i1 %cmp472, float %phi4640, float %phi5275
  %bits5351 = bitcast float %phi4634 to i32
  %call5352 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5351, i32 1, i32 0)
  %leaf5353 = bitcast i32 %call5352 to float
  %fmul5354 = fmul float %leaf5353, 2.000000e+00
  %fadd5355 = fadd float %phi4707, %fmul5354
  %fmul5356 = fmul float %phi4709, 3.000000e+00
  %fadd5357 = fadd float %fmul5356, %fadd5355
  %fmul5358 = fmul float %phi4634, 4.000000e+00
  %fadd5359 = fadd float %fmul5358, %fadd5357
  %fmul5360 = fmul float %phi4711, 5.000000e+00
  %fadd5361 = fadd float %fmul5360, %fadd5359
  %bits5362 = bitcast float %phi4709 to i32
  %call5363 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5362, i32 1, i32 31)
  %leaf5364 = bitcast i32 %call5363 to float
  %fmul5365 = fmul float %phi4709, 2.000000e+00
  %fadd5366 = fadd float %phi4632, %fmul5365
  %fmul5367 = fmul float %phi4634, 3.000000e+00
  %fadd5368 = fadd float %fmul5367, %fadd5366
  %fmul5369 = fmul float %leaf5364, 4.000000e+00
  %fadd5370 = fadd float %fadd5368, %fmul5369
  %fmul5371 = fmul float %phi4636, 5.000000e+00
  %fadd5372 = fadd float %fmul5371, %fadd5370
  %bits5373 = bitcast float %phi4636 to i32
  %call5374 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5373, i32 1, i32 0)
  %leaf5375 = bitcast i32 %call5374 to float
  %fmul5376 = fmul float %leaf5375, 2.000000e+00
  %fadd5377 = fadd float %phi4709, %fmul5376
  %fmul5378 = fmul float %phi4711, 3.000000e+00
  %fadd5379 = fadd float %fmul5378, %fadd5377
  %fmul5380 = fmul float %phi4636, 4.000000e+00
  %fadd5381 = fadd float %fmul5380, %fadd5379
  %fmul5382 = fmul float %phi4713, 5.000000e+00
  %fadd5383 = fadd float %fmul5382, %fadd5381
  %bits5384 = bitcast float %phi4711 to i32
  %call5385 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5384, i32 1, i32 31)
  %leaf5386 = bitcast i32 %call5385 to float
  %fmul5387 = fmul float %phi4711, 2.000000e+00
  %fadd5388 = fadd float %phi4634, %fmul5387
  %fmul5389 = fmul float %phi4636, 3.000000e+00
  %fadd5390 = fadd float %fmul5389, %fadd5388
  %fmul5391 = fmul float %leaf5386, 4.000000e+00
  %fadd5392 = fadd float %fadd5390, %fmul5391
  %fmul5393 = fmul float %phi4638, 5.000000e+00
  %fadd5394 = fadd float %fmul5393, %fadd5392
  %bits5395 = bitcast float %phi4638 to i32
  %call5396 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5395, i32 1, i32 0)
  %leaf5397 = bitcast i32 %call5396 to float
  %fmul5398 = fmul float %leaf5397, 2.000000e+00
  %fadd5399 = fadd float %phi4711, %fmul5398
  %fmul5400 = fmul float %phi4713, 3.000000e+00
  %fadd5401 = fadd float %fmul5400, %fadd5399
  %fmul5402 = fmul float %phi4638, 4.000000e+00
  %fadd5403 = fadd float %fmul5402, %fadd5401
  %fmul5404 = fmul float %phi4715, 5.000000e+00
  %fadd5405 = fadd float %fmul5404, %fadd5403
  %bits5406 = bitcast float %phi4713 to i32
  %call5407 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5406, i32 1, i32 31)
  %leaf5408 = bitcast i32 %call5407 to float
  %fmul5409 = fmul float %phi4713, 2.000000e+00
  %fadd5410 = fadd float %phi4636, %fmul5409
  %fmul5411 = fmul float %phi4638, 3.000000e+00
  %fadd5412 = fadd float %fmul5411, %fadd5410
  %fmul5413 = fmul float %leaf5408, 4.000000e+00
  %fadd5414 = fadd float %fadd5412, %fmul5413
  %fmul5415 = fmul float %phi4640, 5.000000e+00
  %fadd5416 = fadd float %fmul5415, %fadd5414
  br i1 %cmp4573, label %then5418, label %endif5420

then5418:                                         ; preds = %endif5279
  %bits5421 = bitcast float %fadd5361 to i32
  %call5422 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5421, i32 2, i32 31)
  %leaf5423 = bitcast i32 %call5422 to float
  %cmp5424 = icmp eq i64 %lane, 1
  %sel5425 = select i1 %cmp5424, float %leaf5423, float %fadd5372
  %bits5426 = bitcast float %fadd5383 to i32
  %call5427 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5426, i32 2, i32 31)
  %leaf5428 = bitcast i32 %call5427 to float
  %sel5430 = select i1 %cmp5424, float %leaf5428, float %fadd5394
  %bits5431 = bitcast float %fadd5405 to i32
  %call5432 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5431, i32 2, i32 31)
  %leaf5433 = bitcast i32 %call5432 to float
  %sel5435 = select i1 %cmp5424, float %leaf5433, float %fadd5416
  br label %endif5420

endif5420:                                        ; preds = %endif5279, %then5418
  %phi5453 = phi float [ %sel5425, %then5418 ], [ %fadd5372, %endif5279 ]
  %phi5455 = phi float [ %sel5430, %then5418 ], [ %fadd5394, %endif5279 ]
  %phi5457 = phi float [ %sel5435, %then5418 ], [ %fadd5416, %endif5279 ]
  br i1 %cmp4649, label %then5469, label %endif5471

then5469:                                         ; preds = %endif5420
  %bits5472 = bitcast float %phi5453 to i32
  %call5473 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5472, i32 9, i32 31)
  %leaf5474 = bitcast i32 %call5473 to float
  %cmp5475 = icmp eq i64 %lane, 10
  %sel5476 = select i1 %cmp5475, float %leaf5474, float %fadd5361
  %bits5477 = bitcast float %phi5455 to i32
  %call5478 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5477, i32 9, i32 31)
  %leaf5479 = bitcast i32 %call5478 to float
  %sel5481 = select i1 %cmp5475, float %leaf5479, float %fadd5383
  %bits5482 = bitcast float %phi5457 to i32
  %call5483 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5482, i32 9, i32 31)
  %leaf5484 = bitcast i32 %call5483 to float
  %sel5486 = select i1 %cmp5475, float %leaf5484, float %fadd5405
  br label %endif5471

endif5471:                                        ; preds = %endif5420, %then5469
  %phi5503 = phi float [ %sel5476, %then5469 ], [ %fadd5361, %endif5420 ]
  %phi5505 = phi float [ %sel5481, %then5469 ], [ %fadd5383, %endif5420 ]
  %phi5507 = phi float [ %sel5486, %then5469 ], [ %fadd5405, %endif5420 ]
  %bits5522 = bitcast float %sel5335 to i32
  %call5523 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5522, i32 1, i32 0)
  %leaf5524 = bitcast i32 %call5523 to float
  %fmul5525 = fmul float %leaf5524, 2.000000e+00
  %fadd5526 = fadd float %sel5332, %fmul5525
  %fmul5527 = fmul float %sel5334, 3.000000e+00
  %fadd5528 = fadd float %fmul5527, %fadd5526
  %fmul5529 = fmul float %sel5335, 4.000000e+00
  %fadd5530 = fadd float %fmul5529, %fadd5528
  %fmul5531 = fmul float %sel5336, 5.000000e+00
  %fadd5532 = fadd float %fmul5531, %fadd5530
  %bits5533 = bitcast float %sel5334 to i32
  %call5534 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5533, i32 1, i32 31)
  %leaf5535 = bitcast i32 %call5534 to float
  %fmul5536 = fmul float %sel5334, 2.000000e+00
  %fadd5537 = fadd float %sel5333, %fmul5536
  %fmul5538 = fmul float %sel5335, 3.000000e+00
  %fadd5539 = fadd float %fmul5538, %fadd5537
  %fmul5540 = fmul float %leaf5535, 4.000000e+00
  %fadd5541 = fadd float %fadd5539, %fmul5540
  %fmul5542 = fmul float %sel5337, 5.000000e+00
  %fadd5543 = fadd float %fmul5542, %fadd5541
  %bits5544 = bitcast float %sel5337 to i32
  %call5545 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5544, i32 1, i32 0)
  %leaf5546 = bitcast i32 %call5545 to float
  %fmul5547 = fmul float %leaf5546, 2.000000e+00
  %fadd5548 = fadd float %sel5334, %fmul5547
  %fmul5549 = fmul float %sel5336, 3.000000e+00
  %fadd5550 = fadd float %fmul5549, %fadd5548
  %fmul5551 = fmul float %sel5337, 4.000000e+00
  %fadd5552 = fadd float %fmul5551, %fadd5550
  %fmul5553 = fmul float %sel5338, 5.000000e+00
  %fadd5554 = fadd float %fmul5553, %fadd5552
  %bits5555 = bitcast float %sel5336 to i32
  %call5556 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5555, i32 1, i32 31)
  %leaf5557 = bitcast i32 %call5556 to float
  %fmul5558 = fmul float %sel5336, 2.000000e+00
  %fadd5559 = fadd float %sel5335, %fmul5558
  %fmul5560 = fmul float %sel5337, 3.000000e+00
  %fadd5561 = fadd float %fmul5560, %fadd5559
  %fmul5562 = fmul float %leaf5557, 4.000000e+00
  %fadd5563 = fadd float %fadd5561, %fmul5562
  %fmul5564 = fmul float %sel5339, 5.000000e+00
  %fadd5565 = fadd float %fmul5564, %fadd5563
  %bits5566 = bitcast float %sel5339 to i32
  %call5567 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5566, i32 1, i32 0)
  %leaf5568 = bitcast i32 %call5567 to float
  %fmul5569 = fmul float %leaf5568, 2.000000e+00
  %fadd5570 = fadd float %sel5336, %fmul5569
  %fmul5571 = fmul float %sel5338, 3.000000e+00
  %fadd5572 = fadd float %fmul5571, %fadd5570
  %fmul5573 = fmul float %sel5339, 4.000000e+00
  %fadd5574 = fadd float %fmul5573, %fadd5572
  %fmul5575 = fmul float %phi4701, 5.000000e+00
  %fadd5576 = fadd float %fmul5575, %fadd5574
  %bits5577 = bitcast float %sel5338 to i32
  %call5578 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5577, i32 1, i32 31)
  %leaf5579 = bitcast i32 %call5578 to float
  %fmul5580 = fmul float %sel5338, 2.000000e+00
  %fadd5581 = fadd float %sel5337, %fmul5580
  %fmul5582 = fmul float %sel5339, 3.000000e+00
  %fadd5583 = fadd float %fmul5582, %fadd5581
  %fmul5584 = fmul float %leaf5579, 4.000000e+00
  %fadd5585 = fadd float %fadd5583, %fmul5584
  %fmul5586 = fmul float %phi4626, 5.000000e+00
  %fadd5587 = fadd float %fmul5586, %fadd5585
  %bits5588 = bitcast float %phi4626 to i32
  %call5589 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5588, i32 1, i32 0)
  %leaf5590 = bitcast i32 %call5589 to float
  %fmul5591 = fmul float %leaf5590, 2.000000e+00
  %fadd5592 = fadd float %sel5338, %fmul5591
  %fmul5593 = fmul float %phi4701, 3.000000e+00
  %fadd5594 = fadd float %fmul5593, %fadd5592
  %fmul5595 = fmul float %phi4626, 4.000000e+00
  %fadd5596 = fadd float %fmul5595, %fadd5594
  %fmul5597 = fmul float %phi4703, 5.000000e+00
  %fadd5598 = fadd float %fmul5597, %fadd5596
  %bits5599 = bitcast float %phi4701 to i32
  %call5600 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5599, i32 1, i32 31)
  %leaf5601 = bitcast i32 %call5600 to float
  %fmul5602 = fmul float %phi4701, 2.000000e+00
  %fadd5603 = fadd float %fmul5602, %sel5339
  %fmul5604 = fmul float %phi4626, 3.000000e+00
  %fadd5605 = fadd float %fmul5604, %fadd5603
  %fmul5606 = fmul float %leaf5601, 4.000000e+00
  %fadd5607 = fadd float %fadd5605, %fmul5606
  %fmul5608 = fmul float %phi4628, 5.000000e+00
  %fadd5609 = fadd float %fmul5608, %fadd5607
  br i1 %cmp4573, label %then5611, label %endif5613

then5611:                                         ; preds = %endif5471
  %bits5614 = bitcast float %fadd5532 to i32
  %call5615 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5614, i32 2, i32 31)
  %leaf5616 = bitcast i32 %call5615 to float
  %cmp5617 = icmp eq i64 %lane, 1
  %sel5618 = select i1 %cmp5617, float %leaf5616, float %fadd5543
  %bits5619 = bitcast float %fadd5554 to i32
  %call5620 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5619, i32 2, i32 31)
  %leaf5621 = bitcast i32 %call5620 to float
  %sel5623 = select i1 %cmp5617, float %leaf5621, float %fadd5565
  %bits5624 = bitcast float %fadd5576 to i32
  %call5625 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5624, i32 2, i32 31)
  %leaf5626 = bitcast i32 %call5625 to float
  %sel5628 = select i1 %cmp5617, float %leaf5626, float %fadd5587
  %bits5629 = bitcast float %fadd5598 to i32
  %call5630 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5629, i32 2, i32 31)
  %leaf5631 = bitcast i32 %call5630 to float
  %sel5633 = select i1 %cmp5617, float %leaf5631, float %fadd5609
  br label %endif5613

endif5613:                                        ; preds = %endif5471, %then5611
  %phi5637 = phi float [ %sel5618, %then5611 ], [ %fadd5543, %endif5471 ]
  %phi5639 = phi float [ %sel5623, %then5611 ], [ %fadd5565, %endif5471 ]
  %phi5641 = phi float [ %sel5628, %then5611 ], [ %fadd5587, %endif5471 ]
  %phi5643 = phi float [ %sel5633, %then5611 ], [ %fadd5609, %endif5471 ]
  br i1 %cmp4649, label %then5667, label %endif5669

then5667:                                         ; preds = %endif5613
  %bits5670 = bitcast float %phi5637 to i32
  %call5671 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5670, i32 9, i32 31)
  %leaf5672 = bitcast i32 %call5671 to float
  %cmp5673 = icmp eq i64 %lane, 10
  %sel5674 = select i1 %cmp5673, float %leaf5672, float %fadd5532
  %bits5675 = bitcast float %phi5639 to i32
  %call5676 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5675, i32 9, i32 31)
  %leaf5677 = bitcast i32 %call5676 to float
  %sel5679 = select i1 %cmp5673, float %leaf5677, float %fadd5554
  %bits5680 = bitcast float %phi5641 to i32
  %call5681 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5680, i32 9, i32 31)
  %leaf5682 = bitcast i32 %call5681 to float
  %sel5684 = select i1 %cmp5673, float %leaf5682, float %fadd5576
  %bits5685 = bitcast float %phi5643 to i32
  %call5686 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5685, i32 9, i32 31)
  %leaf5687 = bitcast i32 %call5686 to float
  %sel5689 = select i1 %cmp5673, float %leaf5687, float %fadd5598
  br label %endif5669

endif5669:                                        ; preds = %endif5613, %then5667
  %phi5692 = phi float [ %sel5674, %then5667 ], [ %fadd5532, %endif5613 ]
  %phi5694 = phi float [ %sel5679, %then5667 ], [ %fadd5554, %endif5613 ]
  %phi5696 = phi float [ %sel5684, %then5667 ], [ %fadd5576, %endif5613 ]
  %phi5698 = phi float [ %sel5689, %then5667 ], [ %fadd5598, %endif5613 ]
  %sel5722 = select i1 %cmp470, float %phi5698, float %phi5692
  %sel5723 = select i1 %cmp470, float %phi5643, float %phi5637
  %sel5724 = select i1 %cmp470, float %phi5698, float %phi5694
  %sel5725 = select i1 %cmp470, float %phi5643, float %phi5639
  %sel5726 = select i1 %cmp470, float %phi5698, float %phi5696
  %sel5727 = select i1 %cmp470, float %phi5643, float %phi5641
  %bits5731 = bitcast float %phi4640 to i32
  %call5732 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5731, i32 1, i32 0)
  %leaf5733 = bitcast i32 %call5732 to float
  %fmul5734 = fmul float %leaf5733, 2.000000e+00
  %fadd5735 = fadd float %phi4713, %fmul5734
  %fmul5736 = fmul float %phi4715, 3.000000e+00
  %fadd5737 = fadd float %fmul5736, %fadd5735
  %fmul5738 = fmul float %phi4640, 4.000000e+00
  %fadd5739 = fadd float %fmul5738, %fadd5737
  %fmul5740 = fmul float %sel5340, 5.000000e+00
  %fadd5741 = fadd float %fmul5740, %fadd5739
  %bits5742 = bitcast float %phi4715 to i32
  %call5743 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5742, i32 1, i32 31)
  %leaf5744 = bitcast i32 %call5743 to float
  %fmul5745 = fmul float %phi4715, 2.000000e+00
  %fadd5746 = fadd float %phi4638, %fmul5745
  %fmul5747 = fmul float %phi4640, 3.000000e+00
  %fadd5748 = fadd float %fmul5747, %fadd5746
  %fmul5749 = fmul float %leaf5744, 4.000000e+00
  %fadd5750 = fadd float %fadd5748, %fmul5749
  %fmul5751 = fmul float %sel5341, 5.000000e+00
  %fadd5752 = fadd float %fmul5751, %fadd5750
  %bits5753 = bitcast float %sel5341 to i32
  %call5754 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5753, i32 1, i32 0)
  %leaf5755 = bitcast i32 %call5754 to float
  %fmul5756 = fmul float %leaf5755, 2.000000e+00
  %fadd5757 = fadd float %phi4715, %fmul5756
  %fmul5758 = fmul float %sel5340, 3.000000e+00
  %fadd5759 = fadd float %fmul5758, %fadd5757
  %fmul5760 = fmul float %sel5341, 4.000000e+00
  %fadd5761 = fadd float %fmul5760, %fadd5759
  %fmul5762 = fmul float %sel5342, 5.000000e+00
  %fadd5763 = fadd float %fmul5762, %fadd5761
  %bits5764 = bitcast float %sel5340 to i32
  %call5765 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5764, i32 1, i32 31)
  %leaf5766 = bitcast i32 %call5765 to float
  %fmul5767 = fmul float %sel5340, 2.000000e+00
  %fadd5768 = fadd float %phi4640, %fmul5767
  %fmul5769 = fmul float %sel5341, 3.000000e+00
  %fadd5770 = fadd float %fmul5769, %fadd5768
  %fmul5771 = fmul float %leaf5766, 4.000000e+00
  %fadd5772 = fadd float %fadd5770, %fmul5771
  %fmul5773 = fmul float %sel5343, 5.000000e+00
  %fadd5774 = fadd float %fmul5773, %fadd5772
  %bits5775 = bitcast float %sel5343 to i32
  %call5776 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5775, i32 1, i32 0)
  %leaf5777 = bitcast i32 %call5776 to float
  %fmul5778 = fmul float %leaf5777, 2.000000e+00
  %fadd5779 = fadd float %sel5340, %fmul5778
  %fmul5780 = fmul float %sel5342, 3.000000e+00
  %fadd5781 = fadd float %fmul5780, %fadd5779
  %fmul5782 = fmul float %sel5343, 4.000000e+00
  %fadd5783 = fadd float %fmul5782, %fadd5781
  %fmul5784 = fmul float %sel5344, 5.000000e+00
  %fadd5785 = fadd float %fmul5784, %fadd5783
  %bits5786 = bitcast float %sel5342 to i32
  %call5787 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5786, i32 1, i32 31)
  %leaf5788 = bitcast i32 %call5787 to float
  %fmul5789 = fmul float %sel5342, 2.000000e+00
  %fadd5790 = fadd float %sel5341, %fmul5789
  %fmul5791 = fmul float %sel5343, 3.000000e+00
  %fadd5792 = fadd float %fmul5791, %fadd5790
  %fmul5793 = fmul float %leaf5788, 4.000000e+00
  %fadd5794 = fadd float %fadd5792, %fmul5793
  %fmul5795 = fmul float %sel5345, 5.000000e+00
  %fadd5796 = fadd float %fmul5795, %fadd5794
  %bits5797 = bitcast float %sel5345 to i32
  %call5798 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5797, i32 1, i32 0)
  %leaf5799 = bitcast i32 %call5798 to float
  %fmul5800 = fmul float %leaf5799, 2.000000e+00
  %fadd5801 = fadd float %sel5342, %fmul5800
  %fmul5802 = fmul float %sel5344, 3.000000e+00
  %fadd5803 = fadd float %fmul5802, %fadd5801
  %fmul5804 = fmul float %sel5345, 4.000000e+00
  %fadd5805 = fadd float %fmul5804, %fadd5803
  %fmul5806 = fmul float %sel5346, 5.000000e+00
  %fadd5807 = fadd float %fmul5806, %fadd5805
  %bits5808 = bitcast float %sel5344 to i32
  %call5809 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5808, i32 1, i32 31)
  %leaf5810 = bitcast i32 %call5809 to float
  %fmul5811 = fmul float %sel5344, 2.000000e+00
  %fadd5812 = fadd float %sel5343, %fmul5811
  %fmul5813 = fmul float %sel5345, 3.000000e+00
  %fadd5814 = fadd float %fmul5813, %fadd5812
  %fmul5815 = fmul float %leaf5810, 4.000000e+00
  %fadd5816 = fadd float %fadd5814, %fmul5815
  %fmul5817 = fmul float %sel5347, 5.000000e+00
  %fadd5818 = fadd float %fmul5817, %fadd5816
  br i1 %cmp4573, label %then5820, label %endif5822

then5820:                                         ; preds = %endif5669
  %bits5823 = bitcast float %fadd5741 to i32
  %call5824 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5823, i32 2, i32 31)
  %leaf5825 = bitcast i32 %call5824 to float
  %cmp5826 = icmp eq i64 %lane, 1
  %sel5827 = select i1 %cmp5826, float %leaf5825, float %fadd5752
  %bits5828 = bitcast float %fadd5763 to i32
  %call5829 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5828, i32 2, i32 31)
  %leaf5830 = bitcast i32 %call5829 to float
  %sel5832 = select i1 %cmp5826, float %leaf5830, float %fadd5774
  %bits5833 = bitcast float %fadd5785 to i32
  %call5834 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5833, i32 2, i32 31)
  %leaf5835 = bitcast i32 %call5834 to float
  %sel5837 = select i1 %cmp5826, float %leaf5835, float %fadd5796
  %bits5838 = bitcast float %fadd5807 to i32
  %call5839 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5838, i32 2, i32 31)
  %leaf5840 = bitcast i32 %call5839 to float
  %sel5842 = select i1 %cmp5826, float %leaf5840, float %fadd5818
  br label %endif5822

endif5822:                                        ; preds = %endif5669, %then5820
  %phi5866 = phi float [ %sel5827, %then5820 ], [ %fadd5752, %endif5669 ]
  %phi5868 = phi float [ %sel5832, %then5820 ], [ %fadd5774, %endif5669 ]
  %phi5870 = phi float [ %sel5837, %then5820 ], [ %fadd5796, %endif5669 ]
  %phi5872 = phi float [ %sel5842, %then5820 ], [ %fadd5818, %endif5669 ]
  br i1 %cmp4649, label %then5876, label %endif5878

then5876:                                         ; preds = %endif5822
  %bits5879 = bitcast float %phi5866 to i32
  %call5880 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5879, i32 9, i32 31)
  %leaf5881 = bitcast i32 %call5880 to float
  %cmp5882 = icmp eq i64 %lane, 10
  %sel5883 = select i1 %cmp5882, float %leaf5881, float %fadd5741
  %bits5884 = bitcast float %phi5868 to i32
  %call5885 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5884, i32 9, i32 31)
  %leaf5886 = bitcast i32 %call5885 to float
  %sel5888 = select i1 %cmp5882, float %leaf5886, float %fadd5763
  %bits5889 = bitcast float %phi5870 to i32
  %call5890 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5889, i32 9, i32 31)
  %leaf5891 = bitcast i32 %call5890 to float
  %sel5893 = select i1 %cmp5882, float %leaf5891, float %fadd5785
  %bits5894 = bitcast float %phi5872 to i32
  %call5895 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5894, i32 9, i32 31)
  %leaf5896 = bitcast i32 %call5895 to float
  %sel5898 = select i1 %cmp5882, float %leaf5896, float %fadd5807
  br label %endif5878

endif5878:                                        ; preds = %endif5822, %then5876
  %phi5921 = phi float [ %sel5883, %then5876 ], [ %fadd5741, %endif5822 ]
  %phi5923 = phi float [ %sel5888, %then5876 ], [ %fadd5763, %endif5822 ]
  %phi5925 = phi float [ %sel5893, %then5876 ], [ %fadd5785, %endif5822 ]
  %phi5927 = phi float [ %sel5898, %then5876 ], [ %fadd5807, %endif5822 ]
  %add5937 = or disjoint i64 %mul3826, 1
  %cmp5940 = icmp slt i64 %add5937, %6
  br i1 %cmp5940, label %fold.body5938.preheader, label %endif3830

fold.body5938.preheader:                          ; preds = %endif5878
  %sel5936 = select i1 %cmp472, float %phi5866, float %phi5872
  %sel5935 = select i1 %cmp472, float %phi5921, float %phi5927
  %sel5934 = select i1 %cmp472, float %phi5866, float %phi5870
  %sel5933 = select i1 %cmp472, float %phi5921, float %phi5925
  %sel5932 = select i1 %cmp472, float %phi5866, float %phi5868
  %sel5931 = select i1 %cmp472, float %phi5921, float %phi5923
  %cmp6292 = icmp eq i64 %lane, 1
  %cmp6398 = icmp eq i64 %lane, 10
  br label %fold.body5938

fold.body5938:                                    ; preds = %fold.body5938.preheader, %endif6394
  %i5941 = phi i64 [ %add6509, %endif6394 ], [ %add5937, %fold.body5938.preheader ]
  %phi5944 = phi float [ %sel6497, %endif6394 ], [ %sel5722, %fold.body5938.preheader ]
  %phi5945 = phi float [ %sel6498, %endif6394 ], [ %sel5723, %fold.body5938.preheader ]
  %phi5946 = phi float [ %sel6499, %endif6394 ], [ %sel5724, %fold.body5938.preheader ]
  %phi5947 = phi float [ %sel6500, %endif6394 ], [ %sel5725, %fold.body5938.preheader ]
  %phi5948 = phi float [ %sel6501, %endif6394 ], [ %sel5726, %fold.body5938.preheader ]
  %phi5949 = phi float [ %sel6502, %endif6394 ], [ %sel5727, %fold.body5938.preheader ]
  %phi5950 = phi float [ %phi6473, %endif6394 ], [ %phi5698, %fold.body5938.preheader ]
  %phi5951 = phi float [ %phi6368, %endif6394 ], [ %phi5643, %fold.body5938.preheader ]
  %phi5952 = phi float [ %phi6475, %endif6394 ], [ %phi4874, %fold.body5938.preheader ]
  %phi5953 = phi float [ %phi6370, %endif6394 ], [ %phi4824, %fold.body5938.preheader ]
  %phi5954 = phi float [ %phi6477, %endif6394 ], [ %phi4876, %fold.body5938.preheader ]
  %phi5955 = phi float [ %phi6372, %endif6394 ], [ %phi4826, %fold.body5938.preheader ]
  %phi5956 = phi float [ %phi6479, %endif6394 ], [ %phi4878, %fold.body5938.preheader ]
  %phi5957 = phi float [ %phi6374, %endif6394 ], [ %phi4828, %fold.body5938.preheader ]
  %phi5958 = phi float [ %phi6481, %endif6394 ], [ %phi5503, %fold.body5938.preheader ]
  %phi5959 = phi float [ %phi6376, %endif6394 ], [ %phi5453, %fold.body5938.preheader ]
  %phi5960 = phi float [ %phi6483, %endif6394 ], [ %phi5505, %fold.body5938.preheader ]
  %phi5961 = phi float [ %phi6378, %endif6394 ], [ %phi5455, %fold.body5938.preheader ]
  %phi5962 = phi float [ %phi6485, %endif6394 ], [ %phi5507, %fold.body5938.preheader ]
  %phi5963 = phi float [ %phi6380, %endif6394 ], [ %phi5457, %fold.body5938.preheader ]
  %phi5964 = phi float [ %phi6487, %endif6394 ], [ %phi5921, %fold.body5938.preheader ]
  %phi5965 = phi float [ %phi6382, %endif6394 ], [ %phi5866, %fold.body5938.preheader ]
  %phi5966 = phi float [ %sel6503, %endif6394 ], [ %sel5931, %fold.body5938.preheader ]
  %phi5967 = phi float [ %sel6504, %endif6394 ], [ %sel5932, %fold.body5938.preheader ]
  %phi5968 = phi float [ %sel6505, %endif6394 ], [ %sel5933, %fold.body5938.preheader ]
  %phi5969 = phi float [ %sel6506, %endif6394 ], [ %sel5934, %fold.body5938.preheader ]
  %phi5970 = phi float [ %sel6507, %endif6394 ], [ %sel5935, %fold.body5938.preheader ]
  %phi5971 = phi float [ %sel6508, %endif6394 ], [ %sel5936, %fold.body5938.preheader ]
  %bits5977 = bitcast float %phi5945 to i32
  %call5978 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5977, i32 1, i32 0)
  %leaf5979 = bitcast i32 %call5978 to float
  %fmul5980 = fmul float %leaf5979, 2.000000e+00
  %fadd5981 = fadd float %sel5332, %fmul5980
  %fmul5982 = fmul float %phi5944, 3.000000e+00
  %fadd5983 = fadd float %fmul5982, %fadd5981
  %fmul5984 = fmul float %phi5945, 4.000000e+00
  %fadd5985 = fadd float %fmul5984, %fadd5983
  %fmul5986 = fmul float %phi5946, 5.000000e+00
  %fadd5987 = fadd float %fmul5986, %fadd5985
  %bits5988 = bitcast float %phi5944 to i32
  %call5989 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5988, i32 1, i32 31)
  %leaf5990 = bitcast i32 %call5989 to float
  %fmul5991 = fmul float %phi5944, 2.000000e+00
  %fadd5992 = fadd float %sel5333, %fmul5991
  %fmul5993 = fmul float %phi5945, 3.000000e+00
  %fadd5994 = fadd float %fadd5992, %fmul5993
  %fmul5995 = fmul float %leaf5990, 4.000000e+00
  %fadd5996 = fadd float %fadd5994, %fmul5995
  %fmul5997 = fmul float %phi5947, 5.000000e+00
  %fadd5998 = fadd float %fmul5997, %fadd5996
  %bits5999 = bitcast float %phi5947 to i32
  %call6000 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5999, i32 1, i32 0)
  %leaf6001 = bitcast i32 %call6000 to float
  %fmul6002 = fmul float %leaf6001, 2.000000e+00
  %fadd6003 = fadd float %phi5944, %fmul6002
  %fmul6004 = fmul float %phi5946, 3.000000e+00
  %fadd6005 = fadd float %fmul6004, %fadd6003
  %fmul6006 = fmul float %phi5947, 4.000000e+00
  %fadd6007 = fadd float %fmul6006, %fadd6005
  %fmul6008 = fmul float %phi5948, 5.000000e+00
  %fadd6009 = fadd float %fmul6008, %fadd6007
  %bits6010 = bitcast float %phi5946 to i32
  %call6011 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits6010, i32 1, i32 31)
  %leaf6012 = bitcast i32 %call6011 to float
  %fmul6013 = fmul float %phi5946, 2.000000e+00
  %fadd6014 = fadd float %phi5945, %fmul6013
  %fmul6015 = fmul float %phi5947, 3.000000e+00
  %fadd6016 = fadd float %fadd6014, %fmul6015
  %fmul6017 = fmul float %leaf6012, 4.000000e+00
  %fadd6018 = fadd float %fadd6016, %fmul6017
  %fmul6019 = fmul float %phi5949, 5.000000e+00
  %fadd6020 = fadd float %fmul6019, %fadd6018
  %bits6021 = bitcast float %phi5949 to i32
  %call6022 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6021, i32 1, i32 0)
  %leaf6023 = bitcast i32 %call6022 to float
  %fmul6024 = fmul float %leaf6023, 2.000000e+00
  %fadd6025 = fadd float %phi5946, %fmul6024
  %fmul6026 = fmul float %phi5948, 3.000000e+00
  %fadd6027 = fadd float %fmul6026, %fadd6025
  %fmul6028 = fmul float %phi5949, 4.000000e+00
  %fadd6029 = fadd float %fmul6028, %fadd6027
  %fmul6030 = fmul float %phi5950, 5.000000e+00
  %fadd6031 = fadd float %fmul6030, %fadd6029
  %bits6032 = bitcast float %phi5948 to i32
  %call6033 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits6032, i32 1, i32 31)
  %leaf6034 = bitcast i32 %call6033 to float
  %fmul6035 = fmul float %phi5948, 2.000000e+00
  %fadd6036 = fadd float %phi5947, %fmul6035
  %fmul6037 = fmul float %phi5949, 3.000000e+00
  %fadd6038 = fadd float %fadd6036, %fmul6037
  %fmul6039 = fmul float %leaf6034, 4.000000e+00
  %fadd6040 = fadd float %fadd6038, %fmul6039
  %fmul6041 = fmul float %phi5951, 5.000000e+00
  %fadd6042 = fadd float %fmul6041, %fadd6040
  %bits6043 = bitcast float %phi5951 to i32
  %call6044 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6043, i32 1, i32 0)
  %leaf6045 = bitcast i32 %call6044 to float
  %fmul6046 = fmul float %leaf6045, 2.000000e+00
  %fadd6047 = fadd float %phi5948, %fmul6046
  %fmul6048 = fmul float %phi5950, 3.000000e+00
  %fadd6049 = fadd float %fmul6048, %fadd6047
  %fmul6050 = fmul float %phi5951, 4.000000e+00
  %fadd6051 = fadd float %fmul6050, %fadd6049
  %fmul6052 = fmul float %phi5952, 5.000000e+00
  %fadd6053 = fadd float %fmul6052, %fadd6051
  %bits6054 = bitcast float %phi5950 to i32
  %call6055 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits6054, i32 1, i32 31)
  %leaf6056 = bitcast i32 %call6055 to float
  %fmul6057 = fmul float %phi5950, 2.000000e+00
  %fadd6058 = fadd float %phi5949, %fmul6057
  %fmul6059 = fmul float %phi5951, 3.000000e+00
  %fadd6060 = fadd float %fadd6058, %fmul6059
  %fmul6061 = fmul float %leaf6056, 4.000000e+00
  %fadd6062 = fadd float %fadd6060, %fmul6061
  %fmul6063 = fmul float %phi5953, 5.000000e+00
  %fadd6064 = fadd float %fmul6063, %fadd6062
  %bits6065 = bitcast float %phi5953 to i32
  %call6066 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6065, i32 1, i32 0)
  %leaf6067 = bitcast i32 %call6066 to float
  %fmul6068 = fmul float %leaf6067, 2.000000e+00
  %fadd6069 = fadd float %phi5950, %fmul6068
  %fmul6070 = fmul float %phi5952, 3.000000e+00
  %fadd6071 = fadd float %fmul6070, %fadd6069
  %fmul6072 = fmul float %phi5953, 4.000000e+00
  %fadd6073 = fadd float %fmul6072, %fadd6071
  %fmul6074 = fmul float %phi5954, 5.000000e+00
  %fadd6075 = fadd float %fmul6074, %fadd6073
  %bits6076 = bitcast float %phi5952 to i32
  %call6077 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits6076, i32 1, i32 31)
  %leaf6078 = bitcast i32 %call6077 to float
  %fmul6079 = fmul float %phi5952, 2.000000e+00
  %fadd6080 = fadd float %phi5951, %fmul6079
  %fmul6081 = fmul float %phi5953, 3.000000e+00
  %fadd6082 = fadd float %fadd6080, %fmul6081
  %fmul6083 = fmul float %leaf6078, 4.000000e+00
  %fadd6084 = fadd float %fadd6082, %fmul6083
  %fmul6085 = fmul float %phi5955, 5.000000e+00
  %fadd6086 = fadd float %fmul6085, %fadd6084
  %bits6087 = bitcast float %phi5955 to i32
  %call6088 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6087, i32 1, i32 0)
  %leaf6089 = bitcast i32 %call6088 to float
  %fmul6090 = fmul float %leaf6089, 2.000000e+00
  %fadd6091 = fadd float %phi5952, %fmul6090
  %fmul6092 = fmul float %phi5954, 3.000000e+00
  %fadd6093 = fadd float %fmul6092, %fadd6091
  %fmul6094 = fmul float %phi5955, 4.000000e+00
  %fadd6095 = fadd float %fmul6094, %fadd6093
  %fmul6096 = fmul float %phi5956, 5.000000e+00
  %fadd6097 = fadd float %fmul6096, %fadd6095
  %bits6098 = bitcast float %phi5954 to i32
  %call6099 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits6098, i32 1, i32 31)
  %leaf6100 = bitcast i32 %call6099 to float
  %fmul6101 = fmul float %phi5954, 2.000000e+00
  %fadd6102 = fadd float %phi5953, %fmul6101
  %fmul6103 = fmul float %phi5955, 3.000000e+00
  %fadd6104 = fadd float %fadd6102, %fmul6103
  %fmul6105 = fmul float %leaf6100, 4.000000e+00
  %fadd6106 = fadd float %fadd6104, %fmul6105
  %fmul6107 = fmul float %phi5957, 5.000000e+00
  %fadd6108 = fadd float %fmul6107, %fadd6106
  %bits6109 = bitcast float %phi5957 to i32
  %call6110 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6109, i32 1, i32 0)
  %leaf6111 = bitcast i32 %call6110 to float
  %fmul6112 = fmul float %leaf6111, 2.000000e+00
  %fadd6113 = fadd float %phi5954, %fmul6112
  %fmul6114 = fmul float %phi5956, 3.000000e+00
  %fadd6115 = fadd float %fmul6114, %fadd6113
  %fmul6116 = fmul float %phi5957, 4.000000e+00
  %fadd6117 = fadd float %fmul6116, %fadd6115
  %fmul6118 = fmul float %phi5958, 5.000000e+00
  %fadd6119 = fadd float %fmul6118, %fadd6117
  %bits6120 = bitcast float %phi5956 to i32
  %call6121 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits6120, i32 1, i32 31)
  %leaf6122 = bitcast i32 %call6121 to float
  %fmul6123 = fmul float %phi5956, 2.000000e+00
  %fadd6124 = fadd float %phi5955, %fmul6123
  %fmul6125 = fmul float %phi5957, 3.000000e+00
  %fadd6126 = fadd float %fadd6124, %fmul6125
  %fmul6127 = fmul float %leaf6122, 4.000000e+00
  %fadd6128 = fadd float %fadd6126, %fmul6127
  %fmul6129 = fmul float %phi5959, 5.000000e+00
  %fadd6130 = fadd float %fmul6129, %fadd6128
  %bits6131 = bitcast float %phi5959 to i32
  %call6132 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6131, i32 1, i32 0)
  %leaf6133 = bitcast i32 %call6132 to float
  %fmul6134 = fmul float %leaf6133, 2.000000e+00
  %fadd6135 = fadd float %phi5956, %fmul6134
  %fmul6136 = fmul float %phi5958, 3.000000e+00
  %fadd6137 = fadd float %fmul6136, %fadd6135
  %fmul6138 = fmul float %phi5959, 4.000000e+00
  %fadd6139 = fadd float %fmul6138, %fadd6137
  %fmul6140 = fmul float %phi5960, 5.000000e+00
  %fadd6141 = fadd float %fmul6140, %fadd6139
  %bits6142 = bitcast float %phi5958 to i32
  %call6143 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits6142, i32 1, i32 31)
  %leaf6144 = bitcast i32 %call6143 to float
  %fmul6145 = fmul float %phi5958, 2.000000e+00
  %fadd6146 = fadd float %phi5957, %fmul6145
  %fmul6147 = fmul float %phi5959, 3.000000e+00
  %fadd6148 = fadd float %fadd6146, %fmul6147
  %fmul6149 = fmul float %leaf6144, 4.000000e+00
  %fadd6150 = fadd float %fadd6148, %fmul6149
  %fmul6151 = fmul float %phi5961, 5.000000e+00
  %fadd6152 = fadd float %fmul6151, %fadd6150
  %bits6153 = bitcast float %phi5961 to i32
  %call6154 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6153, i32 1, i32 0)
  %leaf6155 = bitcast i32 %call6154 to float
  %fmul6156 = fmul float %leaf6155, 2.000000e+00
  %fadd6157 = fadd float %phi5958, %fmul6156
  %fmul6158 = fmul float %phi5960, 3.000000e+00
  %fadd6159 = fadd float %fmul6158, %fadd6157
  %fmul6160 = fmul float %phi5961, 4.000000e+00
  %fadd6161 = fadd float %fmul6160, %fadd6159
  %fmul6162 = fmul float %phi5962, 5.000000e+00
  %fadd6163 = fadd float %fmul6162, %fadd6161
  %bits6164 = bitcast float %phi5960 to i32
  %call6165 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits6164, i32 1, i32 31)
  %leaf6166 = bitcast i32 %call6165 to float
  %fmul6167 = fmul float %phi5960, 2.000000e+00
  %fadd6168 = fadd float %phi5959, %fmul6167
  %fmul6169 = fmul float %phi5961, 3.000000e+00
  %fadd6170 = fadd float %fadd6168, %fmul6169
  %fmul6171 = fmul float %leaf6166, 4.000000e+00
  %fadd6172 = fadd float %fadd6170, %fmul6171
  %fmul6173 = fmul float %phi5963, 5.000000e+00
  %fadd6174 = fadd float %fmul6173, %fadd6172
  %bits6175 = bitcast float %phi5963 to i32
  %call6176 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6175, i32 1, i32 0)
  %leaf6177 = bitcast i32 %call6176 to float
  %fmul6178 = fmul float %leaf6177, 2.000000e+00
  %fadd6179 = fadd float %phi5960, %fmul6178
  %fmul6180 = fmul float %phi5962, 3.000000e+00
  %fadd6181 = fadd float %fmul6180, %fadd6179
  %fmul6182 = fmul float %phi5963, 4.000000e+00
  %fadd6183 = fadd float %fmul6182, %fadd6181
  %fmul6184 = fmul float %phi5964, 5.000000e+00
  %fadd6185 = fadd float %fmul6184, %fadd6183
  %bits6186 = bitcast float %phi5962 to i32
  %call6187 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits6186, i32 1, i32 31)
  %leaf6188 = bitcast i32 %call6187 to float
  %fmul6189 = fmul float %phi5962, 2.000000e+00
  %fadd6190 = fadd float %phi5961, %fmul6189
  %fmul6191 = fmul float %phi5963, 3.000000e+00
  %fadd6192 = fadd float %fadd6190, %fmul6191
  %fmul6193 = fmul float %leaf6188, 4.000000e+00
  %fadd6194 = fadd float %fadd6192, %fmul6193
  %fmul6195 = fmul float %phi5965, 5.000000e+00
  %fadd6196 = fadd float %fmul6195, %fadd6194
  %bits6197 = bitcast float %phi5965 to i32
  %call6198 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6197, i32 1, i32 0)
  %leaf6199 = bitcast i32 %call6198 to float
  %fmul6200 = fmul float %leaf6199, 2.000000e+00
  %fadd6201 = fadd float %phi5962, %fmul6200
  %fmul6202 = fmul float %phi5964, 3.000000e+00
  %fadd6203 = fadd float %fmul6202, %fadd6201
  %fmul6204 = fmul float %phi5965, 4.000000e+00
  %fadd6205 = fadd float %fmul6204, %fadd6203
  %fmul6206 = fmul float %phi5966, 5.000000e+00
  %fadd6207 = fadd float %fmul6206, %fadd6205
  %bits6208 = bitcast float %phi5964 to i32
  %call6209 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits6208, i32 1, i32 31)
  %leaf6210 = bitcast i32 %call6209 to float
  %fmul6211 = fmul float %phi5964, 2.000000e+00
  %fadd6212 = fadd float %phi5963, %fmul6211
  %fmul6213 = fmul float %phi5965, 3.000000e+00
  %fadd6214 = fadd float %fadd6212, %fmul6213
  %fmul6215 = fmul float %leaf6210, 4.000000e+00
  %fadd6216 = fadd float %fadd6214, %fmul6215
  %fmul6217 = fmul float %phi5967, 5.000000e+00
  %fadd6218 = fadd float %fmul6217, %fadd6216
  %bits6219 = bitcast float %phi5967 to i32
  %call6220 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6219, i32 1, i32 0)
  %leaf6221 = bitcast i32 %call6220 to float
  %fmul6222 = fmul float %leaf6221, 2.000000e+00
  %fadd6223 = fadd float %phi5964, %fmul6222
  %fmul6224 = fmul float %phi5966, 3.000000e+00
  %fadd6225 = fadd float %fmul6224, %fadd6223
  %fmul6226 = fmul float %phi5967, 4.000000e+00
  %fadd6227 = fadd float %fmul6226, %fadd6225
  %fmul6228 = fmul float %phi5968, 5.000000e+00
  %fadd6229 = fadd float %fmul6228, %fadd6227
  %bits6230 = bitcast float %phi5966 to i32
  %call6231 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits6230, i32 1, i32 31)
  %leaf6232 = bitcast i32 %call6231 to float
  %fmul6233 = fmul float %phi5966, 2.000000e+00
  %fadd6234 = fadd float %phi5965, %fmul6233
  %fmul6235 = fmul float %phi5967, 3.000000e+00
  %fadd6236 = fadd float %fadd6234, %fmul6235
  %fmul6237 = fmul float %leaf6232, 4.000000e+00
  %fadd6238 = fadd float %fadd6236, %fmul6237
  %fmul6239 = fmul float %phi5969, 5.000000e+00
  %fadd6240 = fadd float %fmul6239, %fadd6238
  %bits6241 = bitcast float %phi5969 to i32
  %call6242 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6241, i32 1, i32 0)
  %leaf6243 = bitcast i32 %call6242 to float
  %fmul6244 = fmul float %leaf6243, 2.000000e+00
  %fadd6245 = fadd float %phi5966, %fmul6244
  %fmul6246 = fmul float %phi5968, 3.000000e+00
  %fadd6247 = fadd float %fmul6246, %fadd6245
  %fmul6248 = fmul float %phi5969, 4.000000e+00
  %fadd6249 = fadd float %fmul6248, %fadd6247
  %fmul6250 = fmul float %phi5970, 5.000000e+00
  %fadd6251 = fadd float %fmul6250, %fadd6249
  %bits6252 = bitcast float %phi5968 to i32
  %call6253 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits6252, i32 1, i32 31)
  %leaf6254 = bitcast i32 %call6253 to float
  %fmul6255 = fmul float %phi5968, 2.000000e+00
  %fadd6256 = fadd float %phi5967, %fmul6255
  %fmul6257 = fmul float %phi5969, 3.000000e+00
  %fadd6258 = fadd float %fadd6256, %fmul6257
  %fmul6259 = fmul float %leaf6254, 4.000000e+00
  %fadd6260 = fadd float %fadd6258, %fmul6259
  %fmul6261 = fmul float %phi5971, 5.000000e+00
  %fadd6262 = fadd float %fmul6261, %fadd6260
  %bits6263 = bitcast float %phi5971 to i32
  %call6264 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6263, i32 1, i32 0)
  %leaf6265 = bitcast i32 %call6264 to float
  %fmul6266 = fmul float %leaf6265, 2.000000e+00
  %fadd6267 = fadd float %phi5968, %fmul6266
  %fmul6268 = fmul float %phi5970, 3.000000e+00
  %fadd6269 = fadd float %fmul6268, %fadd6267
  %fmul6270 = fmul float %phi5971, 4.000000e+00
  %fadd6271 = fadd float %fmul6270, %fadd6269
  %fadd6273 = fadd float %fmul5806, %fadd6271
  %bits6274 = bitcast float %phi5970 to i32
  %call6275 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits6274, i32 1, i32 31)
  %leaf6276 = bitcast i32 %call6275 to float
  %fmul6277 = fmul float %phi5970, 2.000000e+00
  %fadd6278 = fadd float %phi5969, %fmul6277
  %fmul6279 = fmul float %phi5971, 3.000000e+00
  %fadd6280 = fadd float %fadd6278, %fmul6279
  %fmul6281 = fmul float %leaf6276, 4.000000e+00
  %fadd6282 = fadd float %fadd6280, %fmul6281
  %fadd6284 = fadd float %fmul5817, %fadd6282
  br i1 %cmp4573, label %then6286, label %endif6288

then6286:                                         ; preds = %fold.body5938
  %bits6289 = bitcast float %fadd5987 to i32
  %call6290 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6289, i32 2, i32 31)
  %leaf6291 = bitcast i32 %call6290 to float
  %sel6293 = select i1 %cmp6292, float %leaf6291, float %fadd5998
  %bits6294 = bitcast float %fadd6009 to i32
  %call6295 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6294, i32 2, i32 31)
  %leaf6296 = bitcast i32 %call6295 to float
  %sel6298 = select i1 %cmp6292, float %leaf6296, float %fadd6020
  %bits6299 = bitcast float %fadd6031 to i32
  %call6300 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6299, i32 2, i32 31)
  %leaf6301 = bitcast i32 %call6300 to float
  %sel6303 = select i1 %cmp6292, float %leaf6301, float %fadd6042
  %bits6304 = bitcast float %fadd6053 to i32
  %call6305 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6304, i32 2, i32 31)
  %leaf6306 = bitcast i32 %call6305 to float
  %sel6308 = select i1 %cmp6292, float %leaf6306, float %fadd6064
  %bits6309 = bitcast float %fadd6075 to i32
  %call6310 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6309, i32 2, i32 31)
  %leaf6311 = bitcast i32 %call6310 to float
  %sel6313 = select i1 %cmp6292, float %leaf6311, float %fadd6086
  %bits6314 = bitcast float %fadd6097 to i32
  %call6315 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6314, i32 2, i32 31)
  %leaf6316 = bitcast i32 %call6315 to float
  %sel6318 = select i1 %cmp6292, float %leaf6316, float %fadd6108
  %bits6319 = bitcast float %fadd6119 to i32
  %call6320 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6319, i32 2, i32 31)
  %leaf6321 = bitcast i32 %call6320 to float
  %sel6323 = select i1 %cmp6292, float %leaf6321, float %fadd6130
  %bits6324 = bitcast float %fadd6141 to i32
  %call6325 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6324, i32 2, i32 31)
  %leaf6326 = bitcast i32 %call6325 to float
  %sel6328 = select i1 %cmp6292, float %leaf6326, float %fadd6152
  %bits6329 = bitcast float %fadd6163 to i32
  %call6330 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6329, i32 2, i32 31)
  %leaf6331 = bitcast i32 %call6330 to float
  %sel6333 = select i1 %cmp6292, float %leaf6331, float %fadd6174
  %bits6334 = bitcast float %fadd6185 to i32
  %call6335 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6334, i32 2, i32 31)
  %leaf6336 = bitcast i32 %call6335 to float
  %sel6338 = select i1 %cmp6292, float %leaf6336, float %fadd6196
  %bits6339 = bitcast float %fadd6207 to i32
  %call6340 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6339, i32 2, i32 31)
  %leaf6341 = bitcast i32 %call6340 to float
  %sel6343 = select i1 %cmp6292, float %leaf6341, float %fadd6218
  %bits6344 = bitcast float %fadd6229 to i32
  %call6345 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6344, i32 2, i32 31)
  %leaf6346 = bitcast i32 %call6345 to float
  %sel6348 = select i1 %cmp6292, float %leaf6346, float %fadd6240
  %bits6349 = bitcast float %fadd6251 to i32
  %call6350 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6349, i32 2, i32 31)
  %leaf6351 = bitcast i32 %call6350 to float
  %sel6353 = select i1 %cmp6292, float %leaf6351, float %fadd6262
  %bits6354 = bitcast float %fadd6273 to i32
  %call6355 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6354, i32 2, i32 31)
  %leaf6356 = bitcast i32 %call6355 to float
  %sel6358 = select i1 %cmp6292, float %leaf6356, float %fadd6284
  br label %endif6288

endif6288:                                        ; preds = %fold.body5938, %then6286
  %phi6362 = phi float [ %sel6293, %then6286 ], [ %fadd5998, %fold.body5938 ]
  %phi6364 = phi float [ %sel6298, %then6286 ], [ %fadd6020, %fold.body5938 ]
  %phi6366 = phi float [ %sel6303, %then6286 ], [ %fadd6042, %fold.body5938 ]
  %phi6368 = phi float [ %sel6308, %then6286 ], [ %fadd6064, %fold.body5938 ]
  %phi6370 = phi float [ %sel6313, %then6286 ], [ %fadd6086, %fold.body5938 ]
  %phi6372 = phi float [ %sel6318, %then6286 ], [ %fadd6108, %fold.body5938 ]
  %phi6374 = phi float [ %sel6323, %then6286 ], [ %fadd6130, %fold.body5938 ]
  %phi6376 = phi float [ %sel6328, %then6286 ], [ %fadd6152, %fold.body5938 ]
  %phi6378 = phi float [ %sel6333, %then6286 ], [ %fadd6174, %fold.body5938 ]
  %phi6380 = phi float [ %sel6338, %then6286 ], [ %fadd6196, %fold.body5938 ]
  %phi6382 = phi float [ %sel6343, %then6286 ], [ %fadd6218, %fold.body5938 ]
  %phi6384 = phi float [ %sel6348, %then6286 ], [ %fadd6240, %fold.body5938 ]
  %phi6386 = phi float [ %sel6353, %then6286 ], [ %fadd6262, %fold.body5938 ]
  %phi6388 = phi float [ %sel6358, %then6286 ], [ %fadd6284, %fold.body5938 ]
  br i1 %cmp4649, label %then6392, label %endif6394

then6392:                                         ; preds = %endif6288
  %bits6395 = bitcast float %phi6362 to i32
  %call6396 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6395, i32 9, i32 31)
  %leaf6397 = bitcast i32 %call6396 to float
  %sel6399 = select i1 %cmp6398, float %leaf6397, float %fadd5987
  %bits6400 = bitcast float %phi6364 to i32
  %call6401 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6400, i32 9, i32 31)
  %leaf6402 = bitcast i32 %call6401 to float
  %sel6404 = select i1 %cmp6398, float %leaf6402, float %fadd6009
  %bits6405 = bitcast float %phi6366 to i32
  %call6406 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6405, i32 9, i32 31)
  %leaf6407 = bitcast i32 %call6406 to float
  %sel6409 = select i1 %cmp6398, float %leaf6407, float %fadd6031
  %bits6410 = bitcast float %phi6368 to i32
  %call6411 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6410, i32 9, i32 31)
  %leaf6412 = bitcast i32 %call6411 to float
  %sel6414 = select i1 %cmp6398, float %leaf6412, float %fadd6053
  %bits6415 = bitcast float %phi6370 to i32
  %call6416 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6415, i32 9, i32 31)
  %leaf6417 = bitcast i32 %call6416 to float
  %sel6419 = select i1 %cmp6398, float %leaf6417, float %fadd6075
  %bits6420 = bitcast float %phi6372 to i32
  %call6421 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6420, i32 9, i32 31)
  %leaf6422 = bitcast i32 %call6421 to float
  %sel6424 = select i1 %cmp6398, float %leaf6422, float %fadd6097
  %bits6425 = bitcast float %phi6374 to i32
  %call6426 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6425, i32 9, i32 31)
  %leaf6427 = bitcast i32 %call6426 to float
  %sel6429 = select i1 %cmp6398, float %leaf6427, float %fadd6119
  %bits6430 = bitcast float %phi6376 to i32
  %call6431 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6430, i32 9, i32 31)
  %leaf6432 = bitcast i32 %call6431 to float
  %sel6434 = select i1 %cmp6398, float %leaf6432, float %fadd6141
  %bits6435 = bitcast float %phi6378 to i32
  %call6436 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6435, i32 9, i32 31)
  %leaf6437 = bitcast i32 %call6436 to float
  %sel6439 = select i1 %cmp6398, float %leaf6437, float %fadd6163
  %bits6440 = bitcast float %phi6380 to i32
  %call6441 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6440, i32 9, i32 31)
  %leaf6442 = bitcast i32 %call6441 to float
  %sel6444 = select i1 %cmp6398, float %leaf6442, float %fadd6185
  %bits6445 = bitcast float %phi6382 to i32
  %call6446 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6445, i32 9, i32 31)
  %leaf6447 = bitcast i32 %call6446 to float
  %sel6449 = select i1 %cmp6398, float %leaf6447, float %fadd6207
  %bits6450 = bitcast float %phi6384 to i32
  %call6451 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6450, i32 9, i32 31)
  %leaf6452 = bitcast i32 %call6451 to float
  %sel6454 = select i1 %cmp6398, float %leaf6452, float %fadd6229
  %bits6455 = bitcast float %phi6386 to i32
  %call6456 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6455, i32 9, i32 31)
  %leaf6457 = bitcast i32 %call6456 to float
  %sel6459 = select i1 %cmp6398, float %leaf6457, float %fadd6251
  %bits6460 = bitcast float %phi6388 to i32
  %call6461 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits6460, i32 9, i32 31)
  %leaf6462 = bitcast i32 %call6461 to float
  %sel6464 = select i1 %cmp6398, float %leaf6462, float %fadd6273
  br label %endif6394

endif6394:                                        ; preds = %endif6288, %then6392
  %phi6467 = phi float [ %sel6399, %then6392 ], [ %fadd5987, %endif6288 ]
  %phi6469 = phi float [ %sel6404, %then6392 ], [ %fadd6009, %endif6288 ]
  %phi6471 = phi float [ %sel6409, %then6392 ], [ %fadd6031, %endif6288 ]
  %phi6473 = phi float [ %sel6414, %then6392 ], [ %fadd6053, %endif6288 ]
  %phi6475 = phi float [ %sel6419, %then6392 ], [ %fadd6075, %endif6288 ]
  %phi6477 = phi float [ %sel6424, %then6392 ], [ %fadd6097, %endif6288 ]
  %phi6479 = phi float [ %sel6429, %then6392 ], [ %fadd6119, %endif6288 ]
  %phi6481 = phi float [ %sel6434, %then6392 ], [ %fadd6141, %endif6288 ]
  %phi6483 = phi float [ %sel6439, %then6392 ], [ %fadd6163, %endif6288 ]
  %phi6485 = phi float [ %sel6444, %then6392 ], [ %fadd6185, %endif6288 ]
  %phi6487 = phi float [ %sel6449, %then6392 ], [ %fadd6207, %endif6288 ]
  %phi6489 = phi float [ %sel6454, %then6392 ], [ %fadd6229, %endif6288 ]
  %phi6491 = phi float [ %sel6459, %then6392 ], [ %fadd6251, %endif6288 ]
  %phi6493 = phi float [ %sel6464, %then6392 ], [ %fadd6273, %endif6288 ]
  %sel6497 = select i1 %cmp470, float %phi6473, float %phi6467
  %sel6498 = select i1 %cmp470, float %phi6368, float %phi6362
  %sel6499 = select i1 %cmp470, float %phi6473, float %phi6469
  %sel6500 = select i1 %cmp470, float %phi6368, float %phi6364
  %sel6501 = select i1 %cmp470, float %phi6473, float %phi6471
  %sel6502 = select i1 %cmp470, float %phi6368, float %phi6366
  %sel6503 = select i1 %cmp472, float %phi6487, float %phi6489
  %sel6504 = select i1 %cmp472, float %phi6382, float %phi6384
  %sel6505 = select i1 %cmp472, float %phi6487, float %phi6491
  %sel6506 = select i1 %cmp472, float %phi6382, float %phi6386
  %sel6507 = select i1 %cmp472, float %phi6487, float %phi6493
  %sel6508 = select i1 %cmp472, float %phi6382, float %phi6388
  %add6509 = add nsw i64 %i5941, 1
  %cmp6510 = icmp slt i64 %add6509, %6
  br i1 %cmp6510, label %fold.body5938, label %endif3830

then6592:                                         ; preds = %endif3830
  %199 = getelementptr float, ptr addrspace(1) %1, i64 %mul6590
  %p6594 = getelementptr float, ptr addrspace(1) %199, i64 %add
  store float %phi6551, ptr addrspace(1) %p6594, align 4
  br label %endif6593

endif6593:                                        ; preds = %then6592, %endif3830
  %add6601 = add nsw i64 %mul7, -3
  %own6602 = icmp ult i64 %add6601, 56
  %200 = and i1 %own6602, %cmp26
  %owns6603 = and i1 %cmp16, %200
  %inside6607 = and i1 %cmp124, %owns6603
  br i1 %inside6607, label %then6610, label %endif6611

then6610:                                         ; preds = %endif6593
  %201 = getelementptr float, ptr addrspace(1) %1, i64 %mul6590
  %p6612 = getelementptr float, ptr addrspace(1) %201, i64 %add24
  store float %phi6552, ptr addrspace(1) %p6612, align 4
  br label %endif6611

endif6611:                                        ; preds = %then6610, %endif6593
  %cmp6624 = icmp slt i64 %add151, %4
  %inside6626 = and i1 %cmp6624, %owns6585
  %mul6627 = mul i64 %add151, %5
  br i1 %inside6626, label %then6629, label %endif6630

then6629:                                         ; preds = %endif6611
  %202 = getelementptr float, ptr addrspace(1) %1, i64 %mul6627
  %p6631 = getelementptr float, ptr addrspace(1) %202, i64 %add
  store float %phi6553, ptr addrspace(1) %p6631, align 4
  br label %endif6630

endif6630:                                        ; preds = %then6629, %endif6611
  %inside6644 = and i1 %cmp6624, %owns6603
  br i1 %inside6644, label %then6647, label %endif6648

then6647:                                         ; preds = %endif6630
  %203 = getelementptr float, ptr addrspace(1) %1, i64 %mul6627
  %p6649 = getelementptr float, ptr addrspace(1) %203, i64 %add24
  store float %phi6554, ptr addrspace(1) %p6649, align 4
  br label %endif6648

endif6648:                                        ; preds = %then6647, %endif6630
  %cmp6661 = icmp slt i64 %add180, %4
  %inside6663 = and i1 %cmp6661, %owns6585
  %mul6664 = mul i64 %add180, %5
  br i1 %inside6663, label %then6666, label %endif6667

then6666:                                         ; preds = %endif6648
  %204 = getelementptr float, ptr addrspace(1) %1, i64 %mul6664
  %p6668 = getelementptr float, ptr addrspace(1) %204, i64 %add
  store float %phi6555, ptr addrspace(1) %p6668, align 4
  br label %endif6667

endif6667:                                        ; preds = %then6666, %endif6648
  %inside6681 = and i1 %cmp6661, %owns6603
  br i1 %inside6681, label %then6684, label %endif6685

then6684:                                         ; preds = %endif6667
  %205 = getelementptr float, ptr addrspace(1) %1, i64 %mul6664
  %p6686 = getelementptr float, ptr addrspace(1) %205, i64 %add24
  store float %phi6556, ptr addrspace(1) %p6686, align 4
  br label %endif6685

endif6685:                                        ; preds = %then6684, %endif6667
  %cmp6698 = icmp slt i64 %add209, %4
  %inside6700 = and i1 %cmp6698, %owns6585
  %mul6701 = mul i64 %add209, %5
  br i1 %inside6700, label %then6703, label %endif6704

then6703:                                         ; preds = %endif6685
  %206 = getelementptr float, ptr addrspace(1) %1, i64 %mul6701
  %p6705 = getelementptr float, ptr addrspace(1) %206, i64 %add
  store float %phi6557, ptr addrspace(1) %p6705, align 4
  br label %endif6704

endif6704:                                        ; preds = %then6703, %endif6685
  %inside6718 = and i1 %cmp6698, %owns6603
  br i1 %inside6718, label %then6721, label %endif6722

then6721:                                         ; preds = %endif6704
  %207 = getelementptr float, ptr addrspace(1) %1, i64 %mul6701
  %p6723 = getelementptr float, ptr addrspace(1) %207, i64 %add24
  store float %phi6558, ptr addrspace(1) %p6723, align 4
  br label %endif6722

endif6722:                                        ; preds = %then6721, %endif6704
  %cmp6735 = icmp slt i64 %add238, %4
  %inside6737 = and i1 %cmp6735, %owns6585
  %mul6738 = mul i64 %add238, %5
  br i1 %inside6737, label %then6740, label %endif6741

then6740:                                         ; preds = %endif6722
  %208 = getelementptr float, ptr addrspace(1) %1, i64 %mul6738
  %p6742 = getelementptr float, ptr addrspace(1) %208, i64 %add
  store float %phi6559, ptr addrspace(1) %p6742, align 4
  br label %endif6741

endif6741:                                        ; preds = %then6740, %endif6722
  %inside6755 = and i1 %cmp6735, %owns6603
  br i1 %inside6755, label %then6758, label %endif6759

then6758:                                         ; preds = %endif6741
  %209 = getelementptr float, ptr addrspace(1) %1, i64 %mul6738
  %p6760 = getelementptr float, ptr addrspace(1) %209, i64 %add24
  store float %phi6560, ptr addrspace(1) %p6760, align 4
  br label %endif6759

endif6759:                                        ; preds = %then6758, %endif6741
  %cmp6772 = icmp slt i64 %add267, %4
  %inside6774 = and i1 %cmp6772, %owns6585
  %mul6775 = mul i64 %add267, %5
  br i1 %inside6774, label %then6777, label %endif6778

then6777:                                         ; preds = %endif6759
  %210 = getelementptr float, ptr addrspace(1) %1, i64 %mul6775
  %p6779 = getelementptr float, ptr addrspace(1) %210, i64 %add
  store float %phi6561, ptr addrspace(1) %p6779, align 4
  br label %endif6778

endif6778:                                        ; preds = %then6777, %endif6759
  %inside6792 = and i1 %cmp6772, %owns6603
  br i1 %inside6792, label %then6795, label %endif6796

then6795:                                         ; preds = %endif6778
  %211 = getelementptr float, ptr addrspace(1) %1, i64 %mul6775
  %p6797 = getelementptr float, ptr addrspace(1) %211, i64 %add24
  store float %phi6562, ptr addrspace(1) %p6797, align 4
  br label %endif6796

endif6796:                                        ; preds = %then6795, %endif6778
  %cmp6809 = icmp slt i64 %add296, %4
  %inside6811 = and i1 %cmp6809, %owns6585
  %mul6812 = mul i64 %add296, %5
  br i1 %inside6811, label %then6814, label %endif6815

then6814:                                         ; preds = %endif6796
  %212 = getelementptr float, ptr addrspace(1) %1, i64 %mul6812
  %p6816 = getelementptr float, ptr addrspace(1) %212, i64 %add
  store float %phi6563, ptr addrspace(1) %p6816, align 4
  br label %endif6815

endif6815:                                        ; preds = %then6814, %endif6796
  %inside6829 = and i1 %cmp6809, %owns6603
  br i1 %inside6829, label %then6832, label %endif6833

then6832:                                         ; preds = %endif6815
  %213 = getelementptr float, ptr addrspace(1) %1, i64 %mul6812
  %p6834 = getelementptr float, ptr addrspace(1) %213, i64 %add24
  store float %phi6564, ptr addrspace(1) %p6834, align 4
  br label %endif6833

endif6833:                                        ; preds = %then6832, %endif6815
  %cmp6846 = icmp slt i64 %add325, %4
  %inside6848 = and i1 %cmp6846, %owns6585
  %mul6849 = mul i64 %add325, %5
  br i1 %inside6848, label %then6851, label %endif6852

then6851:                                         ; preds = %endif6833
  %214 = getelementptr float, ptr addrspace(1) %1, i64 %mul6849
  %p6853 = getelementptr float, ptr addrspace(1) %214, i64 %add
  store float %phi6565, ptr addrspace(1) %p6853, align 4
  br label %endif6852

endif6852:                                        ; preds = %then6851, %endif6833
  %inside6866 = and i1 %cmp6846, %owns6603
  br i1 %inside6866, label %then6869, label %endif6870

then6869:                                         ; preds = %endif6852
  %215 = getelementptr float, ptr addrspace(1) %1, i64 %mul6849
  %p6871 = getelementptr float, ptr addrspace(1) %215, i64 %add24
  store float %phi6566, ptr addrspace(1) %p6871, align 4
  br label %endif6870

endif6870:                                        ; preds = %then6869, %endif6852
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
