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
  %sub9 = add nsw i64 %mul8, -4
  %sub12 = add i64 %4, -1
  %call13 = tail call i64 @llvm.smin.i64(i64 %sub9, i64 %sub12)
  %call14 = tail call i64 @llvm.smax.i64(i64 %call13, i64 0)
  %cmp16 = icmp sgt i64 %add, -1
  %cmp17 = icmp slt i64 %add, %5
  %sub19 = add i64 %5, -1
  %call20 = tail call i64 @llvm.smin.i64(i64 %add, i64 %sub19)
  %call21 = tail call i64 @llvm.smax.i64(i64 %call20, i64 0)
  %mul22 = mul i64 %call14, %5
  %7 = getelementptr float, ptr addrspace(1) %0, i64 %mul22
  %p = getelementptr float, ptr addrspace(1) %7, i64 %call21
  %v = load float, ptr addrspace(1) %p, align 4
  %add24 = or disjoint i64 %add, 1
  %cmp26 = icmp slt i64 %add24, %5
  %call29 = tail call i64 @llvm.smin.i64(i64 %add24, i64 %sub19)
  %call30 = tail call i64 @llvm.smax.i64(i64 %call29, i64 0)
  %p33 = getelementptr float, ptr addrspace(1) %7, i64 %call30
  %v34 = load float, ptr addrspace(1) %p33, align 4
  %add35 = add nsw i64 %mul8, -3
  %call40 = tail call i64 @llvm.smin.i64(i64 %add35, i64 %sub12)
  %call41 = tail call i64 @llvm.smax.i64(i64 %call40, i64 0)
  %mul49 = mul i64 %call41, %5
  %8 = getelementptr float, ptr addrspace(1) %0, i64 %mul49
  %p51 = getelementptr float, ptr addrspace(1) %8, i64 %call21
  %v52 = load float, ptr addrspace(1) %p51, align 4
  %p62 = getelementptr float, ptr addrspace(1) %8, i64 %call30
  %v63 = load float, ptr addrspace(1) %p62, align 4
  %add64 = add nsw i64 %mul8, -2
  %call69 = tail call i64 @llvm.smin.i64(i64 %add64, i64 %sub12)
  %call70 = tail call i64 @llvm.smax.i64(i64 %call69, i64 0)
  %mul78 = mul i64 %call70, %5
  %9 = getelementptr float, ptr addrspace(1) %0, i64 %mul78
  %p80 = getelementptr float, ptr addrspace(1) %9, i64 %call21
  %v81 = load float, ptr addrspace(1) %p80, align 4
  %p91 = getelementptr float, ptr addrspace(1) %9, i64 %call30
  %v92 = load float, ptr addrspace(1) %p91, align 4
  %add93 = add nsw i64 %mul8, -1
  %call98 = tail call i64 @llvm.smin.i64(i64 %add93, i64 %sub12)
  %call99 = tail call i64 @llvm.smax.i64(i64 %call98, i64 0)
  %mul107 = mul i64 %call99, %5
  %10 = getelementptr float, ptr addrspace(1) %0, i64 %mul107
  %p109 = getelementptr float, ptr addrspace(1) %10, i64 %call21
  %v110 = load float, ptr addrspace(1) %p109, align 4
  %p120 = getelementptr float, ptr addrspace(1) %10, i64 %call30
  %v121 = load float, ptr addrspace(1) %p120, align 4
  %cmp124 = icmp slt i64 %mul8, %4
  %call127 = tail call i64 @llvm.smin.i64(i64 %mul8, i64 %sub12)
  %call128 = tail call i64 @llvm.smax.i64(i64 %call127, i64 0)
  %mul136 = mul i64 %call128, %5
  %11 = getelementptr float, ptr addrspace(1) %0, i64 %mul136
  %p138 = getelementptr float, ptr addrspace(1) %11, i64 %call21
  %v139 = load float, ptr addrspace(1) %p138, align 4
  %p149 = getelementptr float, ptr addrspace(1) %11, i64 %call30
  %v150 = load float, ptr addrspace(1) %p149, align 4
  %add151 = or disjoint i64 %mul8, 1
  %call156 = tail call i64 @llvm.smin.i64(i64 %add151, i64 %sub12)
  %call157 = tail call i64 @llvm.smax.i64(i64 %call156, i64 0)
  %mul165 = mul i64 %call157, %5
  %12 = getelementptr float, ptr addrspace(1) %0, i64 %mul165
  %p167 = getelementptr float, ptr addrspace(1) %12, i64 %call21
  %v168 = load float, ptr addrspace(1) %p167, align 4
  %p178 = getelementptr float, ptr addrspace(1) %12, i64 %call30
  %v179 = load float, ptr addrspace(1) %p178, align 4
  %add180 = or disjoint i64 %mul8, 2
  %call185 = tail call i64 @llvm.smin.i64(i64 %add180, i64 %sub12)
  %call186 = tail call i64 @llvm.smax.i64(i64 %call185, i64 0)
  %mul194 = mul i64 %call186, %5
  %13 = getelementptr float, ptr addrspace(1) %0, i64 %mul194
  %p196 = getelementptr float, ptr addrspace(1) %13, i64 %call21
  %v197 = load float, ptr addrspace(1) %p196, align 4
  %p207 = getelementptr float, ptr addrspace(1) %13, i64 %call30
  %v208 = load float, ptr addrspace(1) %p207, align 4
  %add209 = or disjoint i64 %mul8, 3
  %call214 = tail call i64 @llvm.smin.i64(i64 %add209, i64 %sub12)
  %call215 = tail call i64 @llvm.smax.i64(i64 %call214, i64 0)
  %mul223 = mul i64 %call215, %5
  %14 = getelementptr float, ptr addrspace(1) %0, i64 %mul223
  %p225 = getelementptr float, ptr addrspace(1) %14, i64 %call21
  %v226 = load float, ptr addrspace(1) %p225, align 4
  %p236 = getelementptr float, ptr addrspace(1) %14, i64 %call30
  %v237 = load float, ptr addrspace(1) %p236, align 4
  %add238 = or disjoint i64 %mul8, 4
  %call243 = tail call i64 @llvm.smin.i64(i64 %add238, i64 %sub12)
  %call244 = tail call i64 @llvm.smax.i64(i64 %call243, i64 0)
  %mul252 = mul i64 %call244, %5
  %15 = getelementptr float, ptr addrspace(1) %0, i64 %mul252
  %p254 = getelementptr float, ptr addrspace(1) %15, i64 %call21
  %v255 = load float, ptr addrspace(1) %p254, align 4
  %p265 = getelementptr float, ptr addrspace(1) %15, i64 %call30
  %v266 = load float, ptr addrspace(1) %p265, align 4
  %add267 = or disjoint i64 %mul8, 5
  %call272 = tail call i64 @llvm.smin.i64(i64 %add267, i64 %sub12)
  %call273 = tail call i64 @llvm.smax.i64(i64 %call272, i64 0)
  %mul281 = mul i64 %call273, %5
  %16 = getelementptr float, ptr addrspace(1) %0, i64 %mul281
  %p283 = getelementptr float, ptr addrspace(1) %16, i64 %call21
  %v284 = load float, ptr addrspace(1) %p283, align 4
  %p294 = getelementptr float, ptr addrspace(1) %16, i64 %call30
  %v295 = load float, ptr addrspace(1) %p294, align 4
  %add296 = or disjoint i64 %mul8, 6
  %call301 = tail call i64 @llvm.smin.i64(i64 %add296, i64 %sub12)
  %call302 = tail call i64 @llvm.smax.i64(i64 %call301, i64 0)
  %mul310 = mul i64 %call302, %5
  %17 = getelementptr float, ptr addrspace(1) %0, i64 %mul310
  %p312 = getelementptr float, ptr addrspace(1) %17, i64 %call21
  %v313 = load float, ptr addrspace(1) %p312, align 4
  %p323 = getelementptr float, ptr addrspace(1) %17, i64 %call30
  %v324 = load float, ptr addrspace(1) %p323, align 4
  %add325 = or disjoint i64 %mul8, 7
  %call330 = tail call i64 @llvm.smin.i64(i64 %add325, i64 %sub12)
  %call331 = tail call i64 @llvm.smax.i64(i64 %call330, i64 0)
  %mul339 = mul i64 %call331, %5
  %18 = getelementptr float, ptr addrspace(1) %0, i64 %mul339
  %p341 = getelementptr float, ptr addrspace(1) %18, i64 %call21
  %v342 = load float, ptr addrspace(1) %p341, align 4
  %p352 = getelementptr float, ptr addrspace(1) %18, i64 %call30
  %v353 = load float, ptr addrspace(1) %p352, align 4
  %add354 = add nuw nsw i64 %mul8, 8
  %call359 = tail call i64 @llvm.smin.i64(i64 %add354, i64 %sub12)
  %call360 = tail call i64 @llvm.smax.i64(i64 %call359, i64 0)
  %mul368 = mul i64 %call360, %5
  %19 = getelementptr float, ptr addrspace(1) %0, i64 %mul368
  %p370 = getelementptr float, ptr addrspace(1) %19, i64 %call21
  %v371 = load float, ptr addrspace(1) %p370, align 4
  %p381 = getelementptr float, ptr addrspace(1) %19, i64 %call30
  %v382 = load float, ptr addrspace(1) %p381, align 4
  %add383 = add nuw nsw i64 %mul8, 9
  %call388 = tail call i64 @llvm.smin.i64(i64 %add383, i64 %sub12)
  %call389 = tail call i64 @llvm.smax.i64(i64 %call388, i64 0)
  %mul397 = mul i64 %call389, %5
  %20 = getelementptr float, ptr addrspace(1) %0, i64 %mul397
  %p399 = getelementptr float, ptr addrspace(1) %20, i64 %call21
  %v400 = load float, ptr addrspace(1) %p399, align 4
  %p410 = getelementptr float, ptr addrspace(1) %20, i64 %call30
  %v411 = load float, ptr addrspace(1) %p410, align 4
  %add412 = add nuw nsw i64 %mul8, 10
  %call417 = tail call i64 @llvm.smin.i64(i64 %add412, i64 %sub12)
  %call418 = tail call i64 @llvm.smax.i64(i64 %call417, i64 0)
  %mul426 = mul i64 %call418, %5
  %21 = getelementptr float, ptr addrspace(1) %0, i64 %mul426
  %p428 = getelementptr float, ptr addrspace(1) %21, i64 %call21
  %v429 = load float, ptr addrspace(1) %p428, align 4
  %p439 = getelementptr float, ptr addrspace(1) %21, i64 %call30
  %v440 = load float, ptr addrspace(1) %p439, align 4
  %add441 = add nuw nsw i64 %mul8, 11
  %call446 = tail call i64 @llvm.smin.i64(i64 %add441, i64 %sub12)
  %call447 = tail call i64 @llvm.smax.i64(i64 %call446, i64 0)
  %mul455 = mul i64 %call447, %5
  %22 = getelementptr float, ptr addrspace(1) %0, i64 %mul455
  %p457 = getelementptr float, ptr addrspace(1) %22, i64 %call21
  %v458 = load float, ptr addrspace(1) %p457, align 4
  %p468 = getelementptr float, ptr addrspace(1) %22, i64 %call30
  %v469 = load float, ptr addrspace(1) %p468, align 4
  %cmp470 = icmp eq i32 %call1, 0
  %sub471 = add nsw i64 %sreg4, -1
  %cmp472 = icmp eq i64 %sub471, %sreg2
  %epochs = sdiv i64 %6, 4
  %cmp473 = icmp sgt i64 %6, 3
  br i1 %cmp473, label %fold.body.preheader, label %fold.exit

fold.body.preheader:                              ; preds = %entry
  %invariant.gep = getelementptr float, ptr addrspace(1) %2, i64 %add
  %invariant.gep4417 = getelementptr float, ptr addrspace(1) %2, i64 %add24
  %cmp813 = icmp ult i32 %call, 32
  %cmp817 = icmp eq i64 %lane, 1
  %cmp915 = icmp eq i64 %warp, 18
  %cmp922 = icmp eq i64 %lane, 10
  %own = icmp ult i64 %sub, 56
  %23 = and i1 %own, %cmp17
  %owns = and i1 %cmp16, %23
  %add2266 = add nsw i64 %mul7, -3
  %own2267 = icmp ult i64 %add2266, 56
  %24 = and i1 %own2267, %cmp26
  %owns2268 = and i1 %cmp16, %24
  %inside = icmp ult i64 %sub, 4
  %mul2497 = shl nuw nsw i64 %warp, 3
  %add2498 = add nuw nsw i64 %sub, %mul2497
  %25 = and i64 %sreg, 30
  %inside2551 = icmp eq i64 %25, 28
  %add2554 = add nsw i64 %mul7, -52
  %add2558 = add nuw nsw i64 %add2554, %mul2497
  %inside2612 = icmp ult i64 %add2266, 4
  %add2619 = add nuw nsw i64 %add2266, %mul2497
  %sub2671 = add nsw i64 %mul7, -55
  %inside2672 = icmp ult i64 %sub2671, 4
  %add2675 = add nsw i64 %mul7, -51
  %add2679 = add nuw nsw i64 %add2675, %mul2497
  %cmp2731 = icmp eq i32 %call, 0
  %flag = getelementptr i32, ptr addrspace(1) %3, i64 %sreg2
  %address = ptrtoint ptr addrspace(1) %flag to i64
  %26 = add nsw i32 %call1, -1
  %exists = icmp ult i32 %26, %call3
  %cmp2737 = icmp eq i32 %call, 1
  %waits = and i1 %cmp2737, %exists
  %flag2740 = getelementptr i8, ptr addrspace(1) %flag, i64 -4
  %address2741 = ptrtoint ptr addrspace(1) %flag2740 to i64
  %add2743 = add nuw nsw i64 %sreg2, 1
  %cmp2745 = icmp ult i64 %add2743, %sreg4
  %cmp2747 = icmp eq i32 %call, 32
  %waits2748 = and i1 %cmp2747, %cmp2745
  %flag2753 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add2743
  %address2754 = ptrtoint ptr addrspace(1) %flag2753 to i64
  %sub2757 = add nsw i64 %sreg2, -1
  %call2766 = tail call i64 @llvm.smin.i64(i64 %sub2757, i64 %sub471)
  %call2767 = tail call i64 @llvm.smax.i64(i64 %call2766, i64 0)
  %27 = tail call i64 @llvm.umin.i64(i64 %add2743, i64 %sub471)
  %cmp2960 = icmp ugt i32 %call, 31
  %cmp2961 = icmp ult i32 %call, 576
  %cmp2963 = icmp ult i64 %lane, 2
  %from_before = and i1 %cmp2960, %cmp2963
  %sub2964 = add nsw i64 %mul7, -60
  %after = icmp ult i64 %sub2964, 4
  %from_after = and i1 %cmp2961, %after
  %add2965 = add nuw nsw i64 %mul7, 4
  %mul2968 = add nsw i64 %mul2497, -8
  %add2969 = add nsw i64 %add2965, %mul2968
  %mul2975 = add nuw nsw i64 %mul2497, 8
  %add2976 = add nsw i64 %mul2975, %sub2964
  %sub3081 = add nsw i64 %mul7, -59
  %after3082 = icmp ult i64 %sub3081, 4
  %from_after3083 = and i1 %cmp2961, %after3082
  %add3084 = add nuw nsw i64 %mul7, 5
  %add3088 = add nsw i64 %add3084, %mul2968
  %add3095 = add nsw i64 %mul2975, %sub3081
  br label %fold.body

fold.body:                                        ; preds = %fold.body.preheader, %endif2241
  %i = phi i64 [ %add2236, %endif2241 ], [ 0, %fold.body.preheader ]
  %phi = phi float [ %phi3445, %endif2241 ], [ %v, %fold.body.preheader ]
  %phi474 = phi float [ %phi3446, %endif2241 ], [ %v34, %fold.body.preheader ]
  %phi475 = phi float [ %phi3447, %endif2241 ], [ %v52, %fold.body.preheader ]
  %phi476 = phi float [ %phi3448, %endif2241 ], [ %v63, %fold.body.preheader ]
  %phi477 = phi float [ %phi3449, %endif2241 ], [ %v81, %fold.body.preheader ]
  %phi478 = phi float [ %phi3450, %endif2241 ], [ %v92, %fold.body.preheader ]
  %phi479 = phi float [ %phi3451, %endif2241 ], [ %v110, %fold.body.preheader ]
  %phi480 = phi float [ %phi3452, %endif2241 ], [ %v121, %fold.body.preheader ]
  %phi481 = phi float [ %phi3453, %endif2241 ], [ %v139, %fold.body.preheader ]
  %phi482 = phi float [ %phi3454, %endif2241 ], [ %v150, %fold.body.preheader ]
  %phi483 = phi float [ %phi3455, %endif2241 ], [ %v168, %fold.body.preheader ]
  %phi484 = phi float [ %phi3456, %endif2241 ], [ %v179, %fold.body.preheader ]
  %phi485 = phi float [ %phi3457, %endif2241 ], [ %v197, %fold.body.preheader ]
  %phi486 = phi float [ %phi3458, %endif2241 ], [ %v208, %fold.body.preheader ]
  %phi487 = phi float [ %phi3459, %endif2241 ], [ %v226, %fold.body.preheader ]
  %phi488 = phi float [ %phi3460, %endif2241 ], [ %v237, %fold.body.preheader ]
  %phi489 = phi float [ %phi3461, %endif2241 ], [ %v255, %fold.body.preheader ]
  %phi490 = phi float [ %phi3462, %endif2241 ], [ %v266, %fold.body.preheader ]
  %phi491 = phi float [ %phi3463, %endif2241 ], [ %v284, %fold.body.preheader ]
  %phi492 = phi float [ %phi3464, %endif2241 ], [ %v295, %fold.body.preheader ]
  %phi493 = phi float [ %phi3465, %endif2241 ], [ %v313, %fold.body.preheader ]
  %phi494 = phi float [ %phi3466, %endif2241 ], [ %v324, %fold.body.preheader ]
  %phi495 = phi float [ %phi3467, %endif2241 ], [ %v342, %fold.body.preheader ]
  %phi496 = phi float [ %phi3468, %endif2241 ], [ %v353, %fold.body.preheader ]
  %phi497 = phi float [ %phi3469, %endif2241 ], [ %v371, %fold.body.preheader ]
  %phi498 = phi float [ %phi3470, %endif2241 ], [ %v382, %fold.body.preheader ]
  %phi499 = phi float [ %phi3471, %endif2241 ], [ %v400, %fold.body.preheader ]
  %phi500 = phi float [ %phi3472, %endif2241 ], [ %v411, %fold.body.preheader ]
  %phi501 = phi float [ %phi3473, %endif2241 ], [ %v429, %fold.body.preheader ]
  %phi502 = phi float [ %phi3474, %endif2241 ], [ %v440, %fold.body.preheader ]
  %phi503 = phi float [ %phi3475, %endif2241 ], [ %v458, %fold.body.preheader ]
  %phi504 = phi float [ %phi3476, %endif2241 ], [ %v469, %fold.body.preheader ]
  %bits = bitcast float %phi476 to i32
  %call509 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits, i32 1, i32 0)
  %leaf = bitcast i32 %call509 to float
  %fmul = fmul float %leaf, 2.000000e+00
  %fadd = fadd float %phi, %fmul
  %fmul510 = fmul float %phi475, 3.000000e+00
  %fadd511 = fadd float %fmul510, %fadd
  %fmul512 = fmul float %phi476, 4.000000e+00
  %fadd513 = fadd float %fmul512, %fadd511
  %fmul514 = fmul float %phi477, 5.000000e+00
  %fadd515 = fadd float %fmul514, %fadd513
  %bits516 = bitcast float %phi475 to i32
  %call517 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits516, i32 1, i32 31)
  %leaf518 = bitcast i32 %call517 to float
  %fmul519 = fmul float %phi475, 2.000000e+00
  %fadd520 = fadd float %phi474, %fmul519
  %fmul521 = fmul float %phi476, 3.000000e+00
  %fadd522 = fadd float %fadd520, %fmul521
  %fmul523 = fmul float %leaf518, 4.000000e+00
  %fadd524 = fadd float %fadd522, %fmul523
  %fmul525 = fmul float %phi478, 5.000000e+00
  %fadd526 = fadd float %fmul525, %fadd524
  %bits527 = bitcast float %phi478 to i32
  %call528 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits527, i32 1, i32 0)
  %leaf529 = bitcast i32 %call528 to float
  %fmul530 = fmul float %leaf529, 2.000000e+00
  %fadd531 = fadd float %phi475, %fmul530
  %fmul532 = fmul float %phi477, 3.000000e+00
  %fadd533 = fadd float %fmul532, %fadd531
  %fmul534 = fmul float %phi478, 4.000000e+00
  %fadd535 = fadd float %fmul534, %fadd533
  %fmul536 = fmul float %phi479, 5.000000e+00
  %fadd537 = fadd float %fmul536, %fadd535
  %bits538 = bitcast float %phi477 to i32
  %call539 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits538, i32 1, i32 31)
  %leaf540 = bitcast i32 %call539 to float
  %fmul541 = fmul float %phi477, 2.000000e+00
  %fadd542 = fadd float %phi476, %fmul541
  %fmul543 = fmul float %phi478, 3.000000e+00
  %fadd544 = fadd float %fadd542, %fmul543
  %fmul545 = fmul float %leaf540, 4.000000e+00
  %fadd546 = fadd float %fadd544, %fmul545
  %fmul547 = fmul float %phi480, 5.000000e+00
  %fadd548 = fadd float %fmul547, %fadd546
  %bits549 = bitcast float %phi480 to i32
  %call550 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits549, i32 1, i32 0)
  %leaf551 = bitcast i32 %call550 to float
  %fmul552 = fmul float %leaf551, 2.000000e+00
  %fadd553 = fadd float %phi477, %fmul552
  %fmul554 = fmul float %phi479, 3.000000e+00
  %fadd555 = fadd float %fmul554, %fadd553
  %fmul556 = fmul float %phi480, 4.000000e+00
  %fadd557 = fadd float %fmul556, %fadd555
  %fmul558 = fmul float %phi481, 5.000000e+00
  %fadd559 = fadd float %fmul558, %fadd557
  %bits560 = bitcast float %phi479 to i32
  %call561 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits560, i32 1, i32 31)
  %leaf562 = bitcast i32 %call561 to float
  %fmul563 = fmul float %phi479, 2.000000e+00
  %fadd564 = fadd float %phi478, %fmul563
  %fmul565 = fmul float %phi480, 3.000000e+00
  %fadd566 = fadd float %fadd564, %fmul565
  %fmul567 = fmul float %leaf562, 4.000000e+00
  %fadd568 = fadd float %fadd566, %fmul567
  %fmul569 = fmul float %phi482, 5.000000e+00
  %fadd570 = fadd float %fmul569, %fadd568
  %bits571 = bitcast float %phi482 to i32
  %call572 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits571, i32 1, i32 0)
  %leaf573 = bitcast i32 %call572 to float
  %fmul574 = fmul float %leaf573, 2.000000e+00
  %fadd575 = fadd float %phi479, %fmul574
  %fmul576 = fmul float %phi481, 3.000000e+00
  %fadd577 = fadd float %fmul576, %fadd575
  %fmul578 = fmul float %phi482, 4.000000e+00
  %fadd579 = fadd float %fmul578, %fadd577
  %fmul580 = fmul float %phi483, 5.000000e+00
  %fadd581 = fadd float %fmul580, %fadd579
  %bits582 = bitcast float %phi481 to i32
  %call583 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits582, i32 1, i32 31)
  %leaf584 = bitcast i32 %call583 to float
  %fmul585 = fmul float %phi481, 2.000000e+00
  %fadd586 = fadd float %phi480, %fmul585
  %fmul587 = fmul float %phi482, 3.000000e+00
  %fadd588 = fadd float %fadd586, %fmul587
  %fmul589 = fmul float %leaf584, 4.000000e+00
  %fadd590 = fadd float %fadd588, %fmul589
  %fmul591 = fmul float %phi484, 5.000000e+00
  %fadd592 = fadd float %fmul591, %fadd590
  %bits593 = bitcast float %phi484 to i32
  %call594 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits593, i32 1, i32 0)
  %leaf595 = bitcast i32 %call594 to float
  %fmul596 = fmul float %leaf595, 2.000000e+00
  %fadd597 = fadd float %phi481, %fmul596
  %fmul598 = fmul float %phi483, 3.000000e+00
  %fadd599 = fadd float %fmul598, %fadd597
  %fmul600 = fmul float %phi484, 4.000000e+00
  %fadd601 = fadd float %fmul600, %fadd599
  %fmul602 = fmul float %phi485, 5.000000e+00
  %fadd603 = fadd float %fmul602, %fadd601
  %bits604 = bitcast float %phi483 to i32
  %call605 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits604, i32 1, i32 31)
  %leaf606 = bitcast i32 %call605 to float
  %fmul607 = fmul float %phi483, 2.000000e+00
  %fadd608 = fadd float %phi482, %fmul607
  %fmul609 = fmul float %phi484, 3.000000e+00
  %fadd610 = fadd float %fadd608, %fmul609
  %fmul611 = fmul float %leaf606, 4.000000e+00
  %fadd612 = fadd float %fadd610, %fmul611
  %fmul613 = fmul float %phi486, 5.000000e+00
  %fadd614 = fadd float %fmul613, %fadd612
  %bits615 = bitcast float %phi486 to i32
  %call616 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits615, i32 1, i32 0)
  %leaf617 = bitcast i32 %call616 to float
  %fmul618 = fmul float %leaf617, 2.000000e+00
  %fadd619 = fadd float %phi483, %fmul618
  %fmul620 = fmul float %phi485, 3.000000e+00
  %fadd621 = fadd float %fmul620, %fadd619
  %fmul622 = fmul float %phi486, 4.000000e+00
  %fadd623 = fadd float %fmul622, %fadd621
  %fmul624 = fmul float %phi487, 5.000000e+00
  %fadd625 = fadd float %fmul624, %fadd623
  %bits626 = bitcast float %phi485 to i32
  %call627 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits626, i32 1, i32 31)
  %leaf628 = bitcast i32 %call627 to float
  %fmul629 = fmul float %phi485, 2.000000e+00
  %fadd630 = fadd float %phi484, %fmul629
  %fmul631 = fmul float %phi486, 3.000000e+00
  %fadd632 = fadd float %fadd630, %fmul631
  %fmul633 = fmul float %leaf628, 4.000000e+00
  %fadd634 = fadd float %fadd632, %fmul633
  %fmul635 = fmul float %phi488, 5.000000e+00
  %fadd636 = fadd float %fmul635, %fadd634
  %bits637 = bitcast float %phi488 to i32
  %call638 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits637, i32 1, i32 0)
  %leaf639 = bitcast i32 %call638 to float
  %fmul640 = fmul float %leaf639, 2.000000e+00
  %fadd641 = fadd float %phi485, %fmul640
  %fmul642 = fmul float %phi487, 3.000000e+00
  %fadd643 = fadd float %fmul642, %fadd641
  %fmul644 = fmul float %phi488, 4.000000e+00
  %fadd645 = fadd float %fmul644, %fadd643
  %fmul646 = fmul float %phi489, 5.000000e+00
  %fadd647 = fadd float %fmul646, %fadd645
  %bits648 = bitcast float %phi487 to i32
  %call649 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits648, i32 1, i32 31)
  %leaf650 = bitcast i32 %call649 to float
  %fmul651 = fmul float %phi487, 2.000000e+00
  %fadd652 = fadd float %phi486, %fmul651
  %fmul653 = fmul float %phi488, 3.000000e+00
  %fadd654 = fadd float %fadd652, %fmul653
  %fmul655 = fmul float %leaf650, 4.000000e+00
  %fadd656 = fadd float %fadd654, %fmul655
  %fmul657 = fmul float %phi490, 5.000000e+00
  %fadd658 = fadd float %fmul657, %fadd656
  %bits659 = bitcast float %phi490 to i32
  %call660 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits659, i32 1, i32 0)
  %leaf661 = bitcast i32 %call660 to float
  %fmul662 = fmul float %leaf661, 2.000000e+00
  %fadd663 = fadd float %phi487, %fmul662
  %fmul664 = fmul float %phi489, 3.000000e+00
  %fadd665 = fadd float %fmul664, %fadd663
  %fmul666 = fmul float %phi490, 4.000000e+00
  %fadd667 = fadd float %fmul666, %fadd665
  %fmul668 = fmul float %phi491, 5.000000e+00
  %fadd669 = fadd float %fmul668, %fadd667
  %bits670 = bitcast float %phi489 to i32
  %call671 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits670, i32 1, i32 31)
  %leaf672 = bitcast i32 %call671 to float
  %fmul673 = fmul float %phi489, 2.000000e+00
  %fadd674 = fadd float %phi488, %fmul673
  %fmul675 = fmul float %phi490, 3.000000e+00
  %fadd676 = fadd float %fadd674, %fmul675
  %fmul677 = fmul float %leaf672, 4.000000e+00
  %fadd678 = fadd float %fadd676, %fmul677
  %fmul679 = fmul float %phi492, 5.000000e+00
  %fadd680 = fadd float %fmul679, %fadd678
  %bits681 = bitcast float %phi492 to i32
  %call682 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits681, i32 1, i32 0)
  %leaf683 = bitcast i32 %call682 to float
  %fmul684 = fmul float %leaf683, 2.000000e+00
  %fadd685 = fadd float %phi489, %fmul684
  %fmul686 = fmul float %phi491, 3.000000e+00
  %fadd687 = fadd float %fmul686, %fadd685
  %fmul688 = fmul float %phi492, 4.000000e+00
  %fadd689 = fadd float %fmul688, %fadd687
  %fmul690 = fmul float %phi493, 5.000000e+00
  %fadd691 = fadd float %fmul690, %fadd689
  %bits692 = bitcast float %phi491 to i32
  %call693 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits692, i32 1, i32 31)
  %leaf694 = bitcast i32 %call693 to float
  %fmul695 = fmul float %phi491, 2.000000e+00
  %fadd696 = fadd float %phi490, %fmul695
  %fmul697 = fmul float %phi492, 3.000000e+00
  %fadd698 = fadd float %fadd696, %fmul697
  %fmul699 = fmul float %leaf694, 4.000000e+00
  %fadd700 = fadd float %fadd698, %fmul699
  %fmul701 = fmul float %phi494, 5.000000e+00
  %fadd702 = fadd float %fmul701, %fadd700
  %bits703 = bitcast float %phi494 to i32
  %call704 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits703, i32 1, i32 0)
  %leaf705 = bitcast i32 %call704 to float
  %fmul706 = fmul float %leaf705, 2.000000e+00
  %fadd707 = fadd float %phi491, %fmul706
  %fmul708 = fmul float %phi493, 3.000000e+00
  %fadd709 = fadd float %fmul708, %fadd707
  %fmul710 = fmul float %phi494, 4.000000e+00
  %fadd711 = fadd float %fmul710, %fadd709
  %fmul712 = fmul float %phi495, 5.000000e+00
  %fadd713 = fadd float %fmul712, %fadd711
  %bits714 = bitcast float %phi493 to i32
  %call715 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits714, i32 1, i32 31)
  %leaf716 = bitcast i32 %call715 to float
  %fmul717 = fmul float %phi493, 2.000000e+00
  %fadd718 = fadd float %phi492, %fmul717
  %fmul719 = fmul float %phi494, 3.000000e+00
  %fadd720 = fadd float %fadd718, %fmul719
  %fmul721 = fmul float %leaf716, 4.000000e+00
  %fadd722 = fadd float %fadd720, %fmul721
  %fmul723 = fmul float %phi496, 5.000000e+00
  %fadd724 = fadd float %fmul723, %fadd722
  %bits725 = bitcast float %phi496 to i32
  %call726 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits725, i32 1, i32 0)
  %leaf727 = bitcast i32 %call726 to float
  %fmul728 = fmul float %leaf727, 2.000000e+00
  %fadd729 = fadd float %phi493, %fmul728
  %fmul730 = fmul float %phi495, 3.000000e+00
  %fadd731 = fadd float %fmul730, %fadd729
  %fmul732 = fmul float %phi496, 4.000000e+00
  %fadd733 = fadd float %fmul732, %fadd731
  %fmul734 = fmul float %phi497, 5.000000e+00
  %fadd735 = fadd float %fmul734, %fadd733
  %bits736 = bitcast float %phi495 to i32
  %call737 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits736, i32 1, i32 31)
  %leaf738 = bitcast i32 %call737 to float
  %fmul739 = fmul float %phi495, 2.000000e+00
  %fadd740 = fadd float %phi494, %fmul739
  %fmul741 = fmul float %phi496, 3.000000e+00
  %fadd742 = fadd float %fadd740, %fmul741
  %fmul743 = fmul float %leaf738, 4.000000e+00
  %fadd744 = fadd float %fadd742, %fmul743
  %fmul745 = fmul float %phi498, 5.000000e+00
  %fadd746 = fadd float %fmul745, %fadd744
  %bits747 = bitcast float %phi498 to i32
  %call748 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits747, i32 1, i32 0)
  %leaf749 = bitcast i32 %call748 to float
  %fmul750 = fmul float %leaf749, 2.000000e+00
  %fadd751 = fadd float %phi495, %fmul750
  %fmul752 = fmul float %phi497, 3.000000e+00
  %fadd753 = fadd float %fmul752, %fadd751
  %fmul754 = fmul float %phi498, 4.000000e+00
  %fadd755 = fadd float %fmul754, %fadd753
  %fmul756 = fmul float %phi499, 5.000000e+00
  %fadd757 = fadd float %fmul756, %fadd755
  %bits758 = bitcast float %phi497 to i32
  %call759 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits758, i32 1, i32 31)
  %leaf760 = bitcast i32 %call759 to float
  %fmul761 = fmul float %phi497, 2.000000e+00
  %fadd762 = fadd float %phi496, %fmul761
  %fmul763 = fmul float %phi498, 3.000000e+00
  %fadd764 = fadd float %fadd762, %fmul763
  %fmul765 = fmul float %leaf760, 4.000000e+00
  %fadd766 = fadd float %fadd764, %fmul765
  %fmul767 = fmul float %phi500, 5.000000e+00
  %fadd768 = fadd float %fmul767, %fadd766
  %bits769 = bitcast float %phi500 to i32
  %call770 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits769, i32 1, i32 0)
  %leaf771 = bitcast i32 %call770 to float
  %fmul772 = fmul float %leaf771, 2.000000e+00
  %fadd773 = fadd float %phi497, %fmul772
  %fmul774 = fmul float %phi499, 3.000000e+00
  %fadd775 = fadd float %fmul774, %fadd773
  %fmul776 = fmul float %phi500, 4.000000e+00
  %fadd777 = fadd float %fmul776, %fadd775
  %fmul778 = fmul float %phi501, 5.000000e+00
  %fadd779 = fadd float %fmul778, %fadd777
  %bits780 = bitcast float %phi499 to i32
  %call781 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits780, i32 1, i32 31)
  %leaf782 = bitcast i32 %call781 to float
  %fmul783 = fmul float %phi499, 2.000000e+00
  %fadd784 = fadd float %phi498, %fmul783
  %fmul785 = fmul float %phi500, 3.000000e+00
  %fadd786 = fadd float %fadd784, %fmul785
  %fmul787 = fmul float %leaf782, 4.000000e+00
  %fadd788 = fadd float %fadd786, %fmul787
  %fmul789 = fmul float %phi502, 5.000000e+00
  %fadd790 = fadd float %fmul789, %fadd788
  %bits791 = bitcast float %phi502 to i32
  %call792 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits791, i32 1, i32 0)
  %leaf793 = bitcast i32 %call792 to float
  %fmul794 = fmul float %leaf793, 2.000000e+00
  %fadd795 = fadd float %phi499, %fmul794
  %fmul796 = fmul float %phi501, 3.000000e+00
  %fadd797 = fadd float %fmul796, %fadd795
  %fmul798 = fmul float %phi502, 4.000000e+00
  %fadd799 = fadd float %fmul798, %fadd797
  %fmul800 = fmul float %phi503, 5.000000e+00
  %fadd801 = fadd float %fmul800, %fadd799
  %bits802 = bitcast float %phi501 to i32
  %call803 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits802, i32 1, i32 31)
  %leaf804 = bitcast i32 %call803 to float
  %fmul805 = fmul float %phi501, 2.000000e+00
  %fadd806 = fadd float %phi500, %fmul805
  %fmul807 = fmul float %phi502, 3.000000e+00
  %fadd808 = fadd float %fadd806, %fmul807
  %fmul809 = fmul float %leaf804, 4.000000e+00
  %fadd810 = fadd float %fadd808, %fmul809
  %fmul811 = fmul float %phi504, 5.000000e+00
  %fadd812 = fadd float %fmul811, %fadd810
  br i1 %cmp813, label %then, label %endif

fold.exit:                                        ; preds = %endif2241, %entry
  %phi3479 = phi float [ %v, %entry ], [ %phi3445, %endif2241 ]
  %phi3480 = phi float [ %v34, %entry ], [ %phi3446, %endif2241 ]
  %phi3481 = phi float [ %v52, %entry ], [ %phi3447, %endif2241 ]
  %phi3482 = phi float [ %v63, %entry ], [ %phi3448, %endif2241 ]
  %phi3483 = phi float [ %v81, %entry ], [ %phi3449, %endif2241 ]
  %phi3484 = phi float [ %v92, %entry ], [ %phi3450, %endif2241 ]
  %phi3485 = phi float [ %v110, %entry ], [ %phi3451, %endif2241 ]
  %phi3486 = phi float [ %v121, %entry ], [ %phi3452, %endif2241 ]
  %phi3487 = phi float [ %v139, %entry ], [ %phi3453, %endif2241 ]
  %phi3488 = phi float [ %v150, %entry ], [ %phi3454, %endif2241 ]
  %phi3489 = phi float [ %v168, %entry ], [ %phi3455, %endif2241 ]
  %phi3490 = phi float [ %v179, %entry ], [ %phi3456, %endif2241 ]
  %phi3491 = phi float [ %v197, %entry ], [ %phi3457, %endif2241 ]
  %phi3492 = phi float [ %v208, %entry ], [ %phi3458, %endif2241 ]
  %phi3493 = phi float [ %v226, %entry ], [ %phi3459, %endif2241 ]
  %phi3494 = phi float [ %v237, %entry ], [ %phi3460, %endif2241 ]
  %phi3495 = phi float [ %v255, %entry ], [ %phi3461, %endif2241 ]
  %phi3496 = phi float [ %v266, %entry ], [ %phi3462, %endif2241 ]
  %phi3497 = phi float [ %v284, %entry ], [ %phi3463, %endif2241 ]
  %phi3498 = phi float [ %v295, %entry ], [ %phi3464, %endif2241 ]
  %phi3499 = phi float [ %v313, %entry ], [ %phi3465, %endif2241 ]
  %phi3500 = phi float [ %v324, %entry ], [ %phi3466, %endif2241 ]
  %phi3501 = phi float [ %v342, %entry ], [ %phi3467, %endif2241 ]
  %phi3502 = phi float [ %v353, %entry ], [ %phi3468, %endif2241 ]
  %phi3503 = phi float [ %v371, %entry ], [ %phi3469, %endif2241 ]
  %phi3504 = phi float [ %v382, %entry ], [ %phi3470, %endif2241 ]
  %phi3505 = phi float [ %v400, %entry ], [ %phi3471, %endif2241 ]
  %phi3506 = phi float [ %v411, %entry ], [ %phi3472, %endif2241 ]
  %phi3507 = phi float [ %v429, %entry ], [ %phi3473, %endif2241 ]
  %phi3508 = phi float [ %v440, %entry ], [ %phi3474, %endif2241 ]
  %phi3509 = phi float [ %v458, %entry ], [ %phi3475, %endif2241 ]
  %phi3510 = phi float [ %v469, %entry ], [ %phi3476, %endif2241 ]
  %mul3511 = shl nsw i64 %epochs, 2
  %cmp3514 = icmp slt i64 %mul3511, %6
  br i1 %cmp3514, label %fold.body3512.preheader, label %fold.exit3513

fold.body3512.preheader:                          ; preds = %fold.exit
  %fmul3846 = fmul float %phi3509, 5.000000e+00
  %fmul3857 = fmul float %phi3510, 5.000000e+00
  %cmp3859 = icmp ult i32 %call, 32
  %cmp3866 = icmp eq i64 %lane, 1
  %cmp3965 = icmp eq i64 %warp, 18
  %cmp3972 = icmp eq i64 %lane, 10
  br label %fold.body3512

then:                                             ; preds = %fold.body
  %bits814 = bitcast float %fadd515 to i32
  %call815 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits814, i32 2, i32 31)
  %leaf816 = bitcast i32 %call815 to float
  %sel = select i1 %cmp817, float %leaf816, float %fadd526
  %bits818 = bitcast float %fadd537 to i32
  %call819 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits818, i32 2, i32 31)
  %leaf820 = bitcast i32 %call819 to float
  %sel822 = select i1 %cmp817, float %leaf820, float %fadd548
  %bits823 = bitcast float %fadd559 to i32
  %call824 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits823, i32 2, i32 31)
  %leaf825 = bitcast i32 %call824 to float
  %sel827 = select i1 %cmp817, float %leaf825, float %fadd570
  %bits828 = bitcast float %fadd581 to i32
  %call829 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits828, i32 2, i32 31)
  %leaf830 = bitcast i32 %call829 to float
  %sel832 = select i1 %cmp817, float %leaf830, float %fadd592
  %bits833 = bitcast float %fadd603 to i32
  %call834 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits833, i32 2, i32 31)
  %leaf835 = bitcast i32 %call834 to float
  %sel837 = select i1 %cmp817, float %leaf835, float %fadd614
  %bits838 = bitcast float %fadd625 to i32
  %call839 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits838, i32 2, i32 31)
  %leaf840 = bitcast i32 %call839 to float
  %sel842 = select i1 %cmp817, float %leaf840, float %fadd636
  %bits843 = bitcast float %fadd647 to i32
  %call844 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits843, i32 2, i32 31)
  %leaf845 = bitcast i32 %call844 to float
  %sel847 = select i1 %cmp817, float %leaf845, float %fadd658
  %bits848 = bitcast float %fadd669 to i32
  %call849 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits848, i32 2, i32 31)
  %leaf850 = bitcast i32 %call849 to float
  %sel852 = select i1 %cmp817, float %leaf850, float %fadd680
  %bits853 = bitcast float %fadd691 to i32
  %call854 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits853, i32 2, i32 31)
  %leaf855 = bitcast i32 %call854 to float
  %sel857 = select i1 %cmp817, float %leaf855, float %fadd702
  %bits858 = bitcast float %fadd713 to i32
  %call859 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits858, i32 2, i32 31)
  %leaf860 = bitcast i32 %call859 to float
  %sel862 = select i1 %cmp817, float %leaf860, float %fadd724
  %bits863 = bitcast float %fadd735 to i32
  %call864 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits863, i32 2, i32 31)
  %leaf865 = bitcast i32 %call864 to float
  %sel867 = select i1 %cmp817, float %leaf865, float %fadd746
  %bits868 = bitcast float %fadd757 to i32
  %call869 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits868, i32 2, i32 31)
  %leaf870 = bitcast i32 %call869 to float
  %sel872 = select i1 %cmp817, float %leaf870, float %fadd768
  %bits873 = bitcast float %fadd779 to i32
  %call874 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits873, i32 2, i32 31)
  %leaf875 = bitcast i32 %call874 to float
  %sel877 = select i1 %cmp817, float %leaf875, float %fadd790
  %bits878 = bitcast float %fadd801 to i32
  %call879 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits878, i32 2, i32 31)
  %leaf880 = bitcast i32 %call879 to float
  %sel882 = select i1 %cmp817, float %leaf880, float %fadd812
  br label %endif

endif:                                            ; preds = %fold.body, %then
  %phi886 = phi float [ %sel, %then ], [ %fadd526, %fold.body ]
  %phi888 = phi float [ %sel822, %then ], [ %fadd548, %fold.body ]
  %phi890 = phi float [ %sel827, %then ], [ %fadd570, %fold.body ]
  %phi892 = phi float [ %sel832, %then ], [ %fadd592, %fold.body ]
  %phi894 = phi float [ %sel837, %then ], [ %fadd614, %fold.body ]
  %phi896 = phi float [ %sel842, %then ], [ %fadd636, %fold.body ]
  %phi898 = phi float [ %sel847, %then ], [ %fadd658, %fold.body ]
  %phi900 = phi float [ %sel852, %then ], [ %fadd680, %fold.body ]
  %phi902 = phi float [ %sel857, %then ], [ %fadd702, %fold.body ]
  %phi904 = phi float [ %sel862, %then ], [ %fadd724, %fold.body ]
  %phi906 = phi float [ %sel867, %then ], [ %fadd746, %fold.body ]
  %phi908 = phi float [ %sel872, %then ], [ %fadd768, %fold.body ]
  %phi910 = phi float [ %sel877, %then ], [ %fadd790, %fold.body ]
  %phi912 = phi float [ %sel882, %then ], [ %fadd812, %fold.body ]
  br i1 %cmp915, label %then916, label %endif.endif918_crit_edge

endif.endif918_crit_edge:                         ; preds = %endif
  %.pre = bitcast float %phi892 to i32
  %.pre4454 = bitcast float %phi894 to i32
  %.pre4455 = bitcast float %phi896 to i32
  %.pre4456 = bitcast float %phi898 to i32
  %.pre4457 = bitcast float %phi900 to i32
  %.pre4458 = bitcast float %phi902 to i32
  %.pre4459 = bitcast float %phi904 to i32
  %.pre4460 = bitcast float %phi906 to i32
  br label %endif918

then916:                                          ; preds = %endif
  %bits919 = bitcast float %phi886 to i32
  %call920 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits919, i32 9, i32 31)
  %leaf921 = bitcast i32 %call920 to float
  %sel923 = select i1 %cmp922, float %leaf921, float %fadd515
  %bits924 = bitcast float %phi888 to i32
  %call925 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits924, i32 9, i32 31)
  %leaf926 = bitcast i32 %call925 to float
  %sel928 = select i1 %cmp922, float %leaf926, float %fadd537
  %bits929 = bitcast float %phi890 to i32
  %call930 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits929, i32 9, i32 31)
  %leaf931 = bitcast i32 %call930 to float
  %sel933 = select i1 %cmp922, float %leaf931, float %fadd559
  %bits934 = bitcast float %phi892 to i32
  %call935 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits934, i32 9, i32 31)
  %leaf936 = bitcast i32 %call935 to float
  %sel938 = select i1 %cmp922, float %leaf936, float %fadd581
  %bits939 = bitcast float %phi894 to i32
  %call940 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits939, i32 9, i32 31)
  %leaf941 = bitcast i32 %call940 to float
  %sel943 = select i1 %cmp922, float %leaf941, float %fadd603
  %bits944 = bitcast float %phi896 to i32
  %call945 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits944, i32 9, i32 31)
  %leaf946 = bitcast i32 %call945 to float
  %sel948 = select i1 %cmp922, float %leaf946, float %fadd625
  %bits949 = bitcast float %phi898 to i32
  %call950 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits949, i32 9, i32 31)
  %leaf951 = bitcast i32 %call950 to float
  %sel953 = select i1 %cmp922, float %leaf951, float %fadd647
  %bits954 = bitcast float %phi900 to i32
  %call955 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits954, i32 9, i32 31)
  %leaf956 = bitcast i32 %call955 to float
  %sel958 = select i1 %cmp922, float %leaf956, float %fadd669
  %bits959 = bitcast float %phi902 to i32
  %call960 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits959, i32 9, i32 31)
  %leaf961 = bitcast i32 %call960 to float
  %sel963 = select i1 %cmp922, float %leaf961, float %fadd691
  %bits964 = bitcast float %phi904 to i32
  %call965 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits964, i32 9, i32 31)
  %leaf966 = bitcast i32 %call965 to float
  %sel968 = select i1 %cmp922, float %leaf966, float %fadd713
  %bits969 = bitcast float %phi906 to i32
  %call970 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits969, i32 9, i32 31)
  %leaf971 = bitcast i32 %call970 to float
  %sel973 = select i1 %cmp922, float %leaf971, float %fadd735
  %bits974 = bitcast float %phi908 to i32
  %call975 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits974, i32 9, i32 31)
  %leaf976 = bitcast i32 %call975 to float
  %sel978 = select i1 %cmp922, float %leaf976, float %fadd757
  %bits979 = bitcast float %phi910 to i32
  %call980 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits979, i32 9, i32 31)
  %leaf981 = bitcast i32 %call980 to float
  %sel983 = select i1 %cmp922, float %leaf981, float %fadd779
  %bits984 = bitcast float %phi912 to i32
  %call985 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits984, i32 9, i32 31)
  %leaf986 = bitcast i32 %call985 to float
  %sel988 = select i1 %cmp922, float %leaf986, float %fadd801
  br label %endif918

endif918:                                         ; preds = %endif.endif918_crit_edge, %then916
  %bits1236.pre-phi = phi i32 [ %.pre4460, %endif.endif918_crit_edge ], [ %bits969, %then916 ]
  %bits1214.pre-phi = phi i32 [ %.pre4459, %endif.endif918_crit_edge ], [ %bits964, %then916 ]
  %bits1192.pre-phi = phi i32 [ %.pre4458, %endif.endif918_crit_edge ], [ %bits959, %then916 ]
  %bits1170.pre-phi = phi i32 [ %.pre4457, %endif.endif918_crit_edge ], [ %bits954, %then916 ]
  %bits1148.pre-phi = phi i32 [ %.pre4456, %endif.endif918_crit_edge ], [ %bits949, %then916 ]
  %bits1126.pre-phi = phi i32 [ %.pre4455, %endif.endif918_crit_edge ], [ %bits944, %then916 ]
  %bits1104.pre-phi = phi i32 [ %.pre4454, %endif.endif918_crit_edge ], [ %bits939, %then916 ]
  %bits1082.pre-phi = phi i32 [ %.pre, %endif.endif918_crit_edge ], [ %bits934, %then916 ]
  %phi991 = phi float [ %fadd515, %endif.endif918_crit_edge ], [ %sel923, %then916 ]
  %phi993 = phi float [ %fadd537, %endif.endif918_crit_edge ], [ %sel928, %then916 ]
  %phi995 = phi float [ %fadd559, %endif.endif918_crit_edge ], [ %sel933, %then916 ]
  %phi997 = phi float [ %fadd581, %endif.endif918_crit_edge ], [ %sel938, %then916 ]
  %phi999 = phi float [ %fadd603, %endif.endif918_crit_edge ], [ %sel943, %then916 ]
  %phi1001 = phi float [ %fadd625, %endif.endif918_crit_edge ], [ %sel948, %then916 ]
  %phi1003 = phi float [ %fadd647, %endif.endif918_crit_edge ], [ %sel953, %then916 ]
  %phi1005 = phi float [ %fadd669, %endif.endif918_crit_edge ], [ %sel958, %then916 ]
  %phi1007 = phi float [ %fadd691, %endif.endif918_crit_edge ], [ %sel963, %then916 ]
  %phi1009 = phi float [ %fadd713, %endif.endif918_crit_edge ], [ %sel968, %then916 ]
  %phi1011 = phi float [ %fadd735, %endif.endif918_crit_edge ], [ %sel973, %then916 ]
  %phi1013 = phi float [ %fadd757, %endif.endif918_crit_edge ], [ %sel978, %then916 ]
  %phi1015 = phi float [ %fadd779, %endif.endif918_crit_edge ], [ %sel983, %then916 ]
  %phi1017 = phi float [ %fadd801, %endif.endif918_crit_edge ], [ %sel988, %then916 ]
  %sel1021 = select i1 %cmp470, float %phi997, float %phi991
  %sel1022 = select i1 %cmp470, float %phi892, float %phi886
  %sel1023 = select i1 %cmp470, float %phi997, float %phi993
  %sel1024 = select i1 %cmp470, float %phi892, float %phi888
  %sel1025 = select i1 %cmp470, float %phi997, float %phi995
  %sel1026 = select i1 %cmp470, float %phi892, float %phi890
  %sel1027 = select i1 %cmp472, float %phi1011, float %phi1013
  %sel1028 = select i1 %cmp472, float %phi906, float %phi908
  %sel1029 = select i1 %cmp472, float %phi1011, float %phi1015
  %sel1030 = select i1 %cmp472, float %phi906, float %phi910
  %sel1031 = select i1 %cmp472, float %phi1011, float %phi1017
  %sel1032 = select i1 %cmp472, float %phi906, float %phi912
  %bits1038 = bitcast float %sel1024 to i32
  %call1039 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1038, i32 1, i32 0)
  %leaf1040 = bitcast i32 %call1039 to float
  %fmul1041 = fmul float %leaf1040, 2.000000e+00
  %fadd1042 = fadd float %sel1021, %fmul1041
  %fmul1043 = fmul float %sel1023, 3.000000e+00
  %fadd1044 = fadd float %fmul1043, %fadd1042
  %fmul1045 = fmul float %sel1024, 4.000000e+00
  %fadd1046 = fadd float %fmul1045, %fadd1044
  %fmul1047 = fmul float %sel1025, 5.000000e+00
  %fadd1048 = fadd float %fmul1047, %fadd1046
  %bits1049 = bitcast float %sel1023 to i32
  %call1050 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1049, i32 1, i32 31)
  %leaf1051 = bitcast i32 %call1050 to float
  %fmul1052 = fmul float %sel1023, 2.000000e+00
  %fadd1053 = fadd float %sel1022, %fmul1052
  %fmul1054 = fmul float %sel1024, 3.000000e+00
  %fadd1055 = fadd float %fmul1054, %fadd1053
  %fmul1056 = fmul float %leaf1051, 4.000000e+00
  %fadd1057 = fadd float %fadd1055, %fmul1056
  %fmul1058 = fmul float %sel1026, 5.000000e+00
  %fadd1059 = fadd float %fmul1058, %fadd1057
  %bits1060 = bitcast float %sel1026 to i32
  %call1061 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1060, i32 1, i32 0)
  %leaf1062 = bitcast i32 %call1061 to float
  %fmul1063 = fmul float %leaf1062, 2.000000e+00
  %fadd1064 = fadd float %sel1023, %fmul1063
  %fmul1065 = fmul float %sel1025, 3.000000e+00
  %fadd1066 = fadd float %fmul1065, %fadd1064
  %fmul1067 = fmul float %sel1026, 4.000000e+00
  %fadd1068 = fadd float %fmul1067, %fadd1066
  %fmul1069 = fmul float %phi997, 5.000000e+00
  %fadd1070 = fadd float %fmul1069, %fadd1068
  %bits1071 = bitcast float %sel1025 to i32
  %call1072 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1071, i32 1, i32 31)
  %leaf1073 = bitcast i32 %call1072 to float
  %fmul1074 = fmul float %sel1025, 2.000000e+00
  %fadd1075 = fadd float %sel1024, %fmul1074
  %fmul1076 = fmul float %sel1026, 3.000000e+00
  %fadd1077 = fadd float %fmul1076, %fadd1075
  %fmul1078 = fmul float %leaf1073, 4.000000e+00
  %fadd1079 = fadd float %fadd1077, %fmul1078
  %fmul1080 = fmul float %phi892, 5.000000e+00
  %fadd1081 = fadd float %fmul1080, %fadd1079
  %call1083 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1082.pre-phi, i32 1, i32 0)
  %leaf1084 = bitcast i32 %call1083 to float
  %fmul1085 = fmul float %leaf1084, 2.000000e+00
  %fadd1086 = fadd float %sel1025, %fmul1085
  %fmul1087 = fmul float %phi997, 3.000000e+00
  %fadd1088 = fadd float %fmul1087, %fadd1086
  %fmul1089 = fmul float %phi892, 4.000000e+00
  %fadd1090 = fadd float %fmul1089, %fadd1088
  %fmul1091 = fmul float %phi999, 5.000000e+00
  %fadd1092 = fadd float %fmul1091, %fadd1090
  %bits1093 = bitcast float %phi997 to i32
  %call1094 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1093, i32 1, i32 31)
  %leaf1095 = bitcast i32 %call1094 to float
  %fmul1096 = fmul float %phi997, 2.000000e+00
  %fadd1097 = fadd float %sel1026, %fmul1096
  %fmul1098 = fmul float %phi892, 3.000000e+00
  %fadd1099 = fadd float %fmul1098, %fadd1097
  %fmul1100 = fmul float %leaf1095, 4.000000e+00
  %fadd1101 = fadd float %fadd1099, %fmul1100
  %fmul1102 = fmul float %phi894, 5.000000e+00
  %fadd1103 = fadd float %fmul1102, %fadd1101
  %call1105 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1104.pre-phi, i32 1, i32 0)
  %leaf1106 = bitcast i32 %call1105 to float
  %fmul1107 = fmul float %leaf1106, 2.000000e+00
  %fadd1108 = fadd float %phi997, %fmul1107
  %fmul1109 = fmul float %phi999, 3.000000e+00
  %fadd1110 = fadd float %fmul1109, %fadd1108
  %fmul1111 = fmul float %phi894, 4.000000e+00
  %fadd1112 = fadd float %fmul1111, %fadd1110
  %fmul1113 = fmul float %phi1001, 5.000000e+00
  %fadd1114 = fadd float %fmul1113, %fadd1112
  %bits1115 = bitcast float %phi999 to i32
  %call1116 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1115, i32 1, i32 31)
  %leaf1117 = bitcast i32 %call1116 to float
  %fmul1118 = fmul float %phi999, 2.000000e+00
  %fadd1119 = fadd float %phi892, %fmul1118
  %fmul1120 = fmul float %phi894, 3.000000e+00
  %fadd1121 = fadd float %fmul1120, %fadd1119
  %fmul1122 = fmul float %leaf1117, 4.000000e+00
  %fadd1123 = fadd float %fadd1121, %fmul1122
  %fmul1124 = fmul float %phi896, 5.000000e+00
  %fadd1125 = fadd float %fmul1124, %fadd1123
  %call1127 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1126.pre-phi, i32 1, i32 0)
  %leaf1128 = bitcast i32 %call1127 to float
  %fmul1129 = fmul float %leaf1128, 2.000000e+00
  %fadd1130 = fadd float %phi999, %fmul1129
  %fmul1131 = fmul float %phi1001, 3.000000e+00
  %fadd1132 = fadd float %fmul1131, %fadd1130
  %fmul1133 = fmul float %phi896, 4.000000e+00
  %fadd1134 = fadd float %fmul1133, %fadd1132
  %fmul1135 = fmul float %phi1003, 5.000000e+00
  %fadd1136 = fadd float %fmul1135, %fadd1134
  %bits1137 = bitcast float %phi1001 to i32
  %call1138 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1137, i32 1, i32 31)
  %leaf1139 = bitcast i32 %call1138 to float
  %fmul1140 = fmul float %phi1001, 2.000000e+00
  %fadd1141 = fadd float %phi894, %fmul1140
  %fmul1142 = fmul float %phi896, 3.000000e+00
  %fadd1143 = fadd float %fmul1142, %fadd1141
  %fmul1144 = fmul float %leaf1139, 4.000000e+00
  %fadd1145 = fadd float %fadd1143, %fmul1144
  %fmul1146 = fmul float %phi898, 5.000000e+00
  %fadd1147 = fadd float %fmul1146, %fadd1145
  %call1149 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1148.pre-phi, i32 1, i32 0)
  %leaf1150 = bitcast i32 %call1149 to float
  %fmul1151 = fmul float %leaf1150, 2.000000e+00
  %fadd1152 = fadd float %phi1001, %fmul1151
  %fmul1153 = fmul float %phi1003, 3.000000e+00
  %fadd1154 = fadd float %fmul1153, %fadd1152
  %fmul1155 = fmul float %phi898, 4.000000e+00
  %fadd1156 = fadd float %fmul1155, %fadd1154
  %fmul1157 = fmul float %phi1005, 5.000000e+00
  %fadd1158 = fadd float %fmul1157, %fadd1156
  %bits1159 = bitcast float %phi1003 to i32
  %call1160 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1159, i32 1, i32 31)
  %leaf1161 = bitcast i32 %call1160 to float
  %fmul1162 = fmul float %phi1003, 2.000000e+00
  %fadd1163 = fadd float %phi896, %fmul1162
  %fmul1164 = fmul float %phi898, 3.000000e+00
  %fadd1165 = fadd float %fmul1164, %fadd1163
  %fmul1166 = fmul float %leaf1161, 4.000000e+00
  %fadd1167 = fadd float %fadd1165, %fmul1166
  %fmul1168 = fmul float %phi900, 5.000000e+00
  %fadd1169 = fadd float %fmul1168, %fadd1167
  %call1171 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1170.pre-phi, i32 1, i32 0)
  %leaf1172 = bitcast i32 %call1171 to float
  %fmul1173 = fmul float %leaf1172, 2.000000e+00
  %fadd1174 = fadd float %phi1003, %fmul1173
  %fmul1175 = fmul float %phi1005, 3.000000e+00
  %fadd1176 = fadd float %fmul1175, %fadd1174
  %fmul1177 = fmul float %phi900, 4.000000e+00
  %fadd1178 = fadd float %fmul1177, %fadd1176
  %fmul1179 = fmul float %phi1007, 5.000000e+00
  %fadd1180 = fadd float %fmul1179, %fadd1178
  %bits1181 = bitcast float %phi1005 to i32
  %call1182 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1181, i32 1, i32 31)
  %leaf1183 = bitcast i32 %call1182 to float
  %fmul1184 = fmul float %phi1005, 2.000000e+00
  %fadd1185 = fadd float %phi898, %fmul1184
  %fmul1186 = fmul float %phi900, 3.000000e+00
  %fadd1187 = fadd float %fmul1186, %fadd1185
  %fmul1188 = fmul float %leaf1183, 4.000000e+00
  %fadd1189 = fadd float %fadd1187, %fmul1188
  %fmul1190 = fmul float %phi902, 5.000000e+00
  %fadd1191 = fadd float %fmul1190, %fadd1189
  %call1193 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1192.pre-phi, i32 1, i32 0)
  %leaf1194 = bitcast i32 %call1193 to float
  %fmul1195 = fmul float %leaf1194, 2.000000e+00
  %fadd1196 = fadd float %phi1005, %fmul1195
  %fmul1197 = fmul float %phi1007, 3.000000e+00
  %fadd1198 = fadd float %fmul1197, %fadd1196
  %fmul1199 = fmul float %phi902, 4.000000e+00
  %fadd1200 = fadd float %fmul1199, %fadd1198
  %fmul1201 = fmul float %phi1009, 5.000000e+00
  %fadd1202 = fadd float %fmul1201, %fadd1200
  %bits1203 = bitcast float %phi1007 to i32
  %call1204 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1203, i32 1, i32 31)
  %leaf1205 = bitcast i32 %call1204 to float
  %fmul1206 = fmul float %phi1007, 2.000000e+00
  %fadd1207 = fadd float %phi900, %fmul1206
  %fmul1208 = fmul float %phi902, 3.000000e+00
  %fadd1209 = fadd float %fmul1208, %fadd1207
  %fmul1210 = fmul float %leaf1205, 4.000000e+00
  %fadd1211 = fadd float %fadd1209, %fmul1210
  %fmul1212 = fmul float %phi904, 5.000000e+00
  %fadd1213 = fadd float %fmul1212, %fadd1211
  %call1215 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1214.pre-phi, i32 1, i32 0)
  %leaf1216 = bitcast i32 %call1215 to float
  %fmul1217 = fmul float %leaf1216, 2.000000e+00
  %fadd1218 = fadd float %phi1007, %fmul1217
  %fmul1219 = fmul float %phi1009, 3.000000e+00
  %fadd1220 = fadd float %fmul1219, %fadd1218
  %fmul1221 = fmul float %phi904, 4.000000e+00
  %fadd1222 = fadd float %fmul1221, %fadd1220
  %fmul1223 = fmul float %phi1011, 5.000000e+00
  %fadd1224 = fadd float %fmul1223, %fadd1222
  %bits1225 = bitcast float %phi1009 to i32
  %call1226 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1225, i32 1, i32 31)
  %leaf1227 = bitcast i32 %call1226 to float
  %fmul1228 = fmul float %phi1009, 2.000000e+00
  %fadd1229 = fadd float %phi902, %fmul1228
  %fmul1230 = fmul float %phi904, 3.000000e+00
  %fadd1231 = fadd float %fmul1230, %fadd1229
  %fmul1232 = fmul float %leaf1227, 4.000000e+00
  %fadd1233 = fadd float %fadd1231, %fmul1232
  %fmul1234 = fmul float %phi906, 5.000000e+00
  %fadd1235 = fadd float %fmul1234, %fadd1233
  %call1237 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1236.pre-phi, i32 1, i32 0)
  %leaf1238 = bitcast i32 %call1237 to float
  %fmul1239 = fmul float %leaf1238, 2.000000e+00
  %fadd1240 = fadd float %phi1009, %fmul1239
  %fmul1241 = fmul float %phi1011, 3.000000e+00
  %fadd1242 = fadd float %fmul1241, %fadd1240
  %fmul1243 = fmul float %phi906, 4.000000e+00
  %fadd1244 = fadd float %fmul1243, %fadd1242
  %fmul1245 = fmul float %sel1027, 5.000000e+00
  %fadd1246 = fadd float %fmul1245, %fadd1244
  %bits1247 = bitcast float %phi1011 to i32
  %call1248 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1247, i32 1, i32 31)
  %leaf1249 = bitcast i32 %call1248 to float
  %fmul1250 = fmul float %phi1011, 2.000000e+00
  %fadd1251 = fadd float %phi904, %fmul1250
  %fmul1252 = fmul float %phi906, 3.000000e+00
  %fadd1253 = fadd float %fmul1252, %fadd1251
  %fmul1254 = fmul float %leaf1249, 4.000000e+00
  %fadd1255 = fadd float %fadd1253, %fmul1254
  %fmul1256 = fmul float %sel1028, 5.000000e+00
  %fadd1257 = fadd float %fmul1256, %fadd1255
  %bits1258 = bitcast float %sel1028 to i32
  %call1259 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1258, i32 1, i32 0)
  %leaf1260 = bitcast i32 %call1259 to float
  %fmul1261 = fmul float %leaf1260, 2.000000e+00
  %fadd1262 = fadd float %phi1011, %fmul1261
  %fmul1263 = fmul float %sel1027, 3.000000e+00
  %fadd1264 = fadd float %fmul1263, %fadd1262
  %fmul1265 = fmul float %sel1028, 4.000000e+00
  %fadd1266 = fadd float %fmul1265, %fadd1264
  %fmul1267 = fmul float %sel1029, 5.000000e+00
  %fadd1268 = fadd float %fmul1267, %fadd1266
  %bits1269 = bitcast float %sel1027 to i32
  %call1270 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1269, i32 1, i32 31)
  %leaf1271 = bitcast i32 %call1270 to float
  %fmul1272 = fmul float %sel1027, 2.000000e+00
  %fadd1273 = fadd float %phi906, %fmul1272
  %fmul1274 = fmul float %sel1028, 3.000000e+00
  %fadd1275 = fadd float %fmul1274, %fadd1273
  %fmul1276 = fmul float %leaf1271, 4.000000e+00
  %fadd1277 = fadd float %fadd1275, %fmul1276
  %fmul1278 = fmul float %sel1030, 5.000000e+00
  %fadd1279 = fadd float %fmul1278, %fadd1277
  %bits1280 = bitcast float %sel1030 to i32
  %call1281 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1280, i32 1, i32 0)
  %leaf1282 = bitcast i32 %call1281 to float
  %fmul1283 = fmul float %leaf1282, 2.000000e+00
  %fadd1284 = fadd float %sel1027, %fmul1283
  %fmul1285 = fmul float %sel1029, 3.000000e+00
  %fadd1286 = fadd float %fmul1285, %fadd1284
  %fmul1287 = fmul float %sel1030, 4.000000e+00
  %fadd1288 = fadd float %fmul1287, %fadd1286
  %fmul1289 = fmul float %sel1031, 5.000000e+00
  %fadd1290 = fadd float %fmul1289, %fadd1288
  %bits1291 = bitcast float %sel1029 to i32
  %call1292 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1291, i32 1, i32 31)
  %leaf1293 = bitcast i32 %call1292 to float
  %fmul1294 = fmul float %sel1029, 2.000000e+00
  %fadd1295 = fadd float %sel1028, %fmul1294
  %fmul1296 = fmul float %sel1030, 3.000000e+00
  %fadd1297 = fadd float %fmul1296, %fadd1295
  %fmul1298 = fmul float %leaf1293, 4.000000e+00
  %fadd1299 = fadd float %fadd1297, %fmul1298
  %fmul1300 = fmul float %sel1032, 5.000000e+00
  %fadd1301 = fadd float %fmul1300, %fadd1299
  br i1 %cmp813, label %then1303, label %endif1305

then1303:                                         ; preds = %endif918
  %bits1306 = bitcast float %fadd1048 to i32
  %call1307 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1306, i32 2, i32 31)
  %leaf1308 = bitcast i32 %call1307 to float
  %sel1310 = select i1 %cmp817, float %leaf1308, float %fadd1059
  %bits1311 = bitcast float %fadd1070 to i32
  %call1312 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1311, i32 2, i32 31)
  %leaf1313 = bitcast i32 %call1312 to float
  %sel1315 = select i1 %cmp817, float %leaf1313, float %fadd1081
  %bits1316 = bitcast float %fadd1092 to i32
  %call1317 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1316, i32 2, i32 31)
  %leaf1318 = bitcast i32 %call1317 to float
  %sel1320 = select i1 %cmp817, float %leaf1318, float %fadd1103
  %bits1321 = bitcast float %fadd1114 to i32
  %call1322 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1321, i32 2, i32 31)
  %leaf1323 = bitcast i32 %call1322 to float
  %sel1325 = select i1 %cmp817, float %leaf1323, float %fadd1125
  %bits1326 = bitcast float %fadd1136 to i32
  %call1327 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1326, i32 2, i32 31)
  %leaf1328 = bitcast i32 %call1327 to float
  %sel1330 = select i1 %cmp817, float %leaf1328, float %fadd1147
  %bits1331 = bitcast float %fadd1158 to i32
  %call1332 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1331, i32 2, i32 31)
  %leaf1333 = bitcast i32 %call1332 to float
  %sel1335 = select i1 %cmp817, float %leaf1333, float %fadd1169
  %bits1336 = bitcast float %fadd1180 to i32
  %call1337 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1336, i32 2, i32 31)
  %leaf1338 = bitcast i32 %call1337 to float
  %sel1340 = select i1 %cmp817, float %leaf1338, float %fadd1191
  %bits1341 = bitcast float %fadd1202 to i32
  %call1342 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1341, i32 2, i32 31)
  %leaf1343 = bitcast i32 %call1342 to float
  %sel1345 = select i1 %cmp817, float %leaf1343, float %fadd1213
  %bits1346 = bitcast float %fadd1224 to i32
  %call1347 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1346, i32 2, i32 31)
  %leaf1348 = bitcast i32 %call1347 to float
  %sel1350 = select i1 %cmp817, float %leaf1348, float %fadd1235
  %bits1351 = bitcast float %fadd1246 to i32
  %call1352 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1351, i32 2, i32 31)
  %leaf1353 = bitcast i32 %call1352 to float
  %sel1355 = select i1 %cmp817, float %leaf1353, float %fadd1257
  %bits1356 = bitcast float %fadd1268 to i32
  %call1357 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1356, i32 2, i32 31)
  %leaf1358 = bitcast i32 %call1357 to float
  %sel1360 = select i1 %cmp817, float %leaf1358, float %fadd1279
  %bits1361 = bitcast float %fadd1290 to i32
  %call1362 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1361, i32 2, i32 31)
  %leaf1363 = bitcast i32 %call1362 to float
  %sel1365 = select i1 %cmp817, float %leaf1363, float %fadd1301
  br label %endif1305

endif1305:                                        ; preds = %endif918, %then1303
  %phi1371 = phi float [ %sel1310, %then1303 ], [ %fadd1059, %endif918 ]
  %phi1373 = phi float [ %sel1315, %then1303 ], [ %fadd1081, %endif918 ]
  %phi1375 = phi float [ %sel1320, %then1303 ], [ %fadd1103, %endif918 ]
  %phi1377 = phi float [ %sel1325, %then1303 ], [ %fadd1125, %endif918 ]
  %phi1379 = phi float [ %sel1330, %then1303 ], [ %fadd1147, %endif918 ]
  %phi1381 = phi float [ %sel1335, %then1303 ], [ %fadd1169, %endif918 ]
  %phi1383 = phi float [ %sel1340, %then1303 ], [ %fadd1191, %endif918 ]
  %phi1385 = phi float [ %sel1345, %then1303 ], [ %fadd1213, %endif918 ]
  %phi1387 = phi float [ %sel1350, %then1303 ], [ %fadd1235, %endif918 ]
  %phi1389 = phi float [ %sel1355, %then1303 ], [ %fadd1257, %endif918 ]
  %phi1391 = phi float [ %sel1360, %then1303 ], [ %fadd1279, %endif918 ]
  %phi1393 = phi float [ %sel1365, %then1303 ], [ %fadd1301, %endif918 ]
  br i1 %cmp915, label %then1399, label %endif1305.endif1401_crit_edge

endif1305.endif1401_crit_edge:                    ; preds = %endif1305
  %.pre4461 = bitcast float %phi1375 to i32
  %.pre4462 = bitcast float %phi1377 to i32
  %.pre4463 = bitcast float %phi1379 to i32
  %.pre4464 = bitcast float %phi1381 to i32
  %.pre4465 = bitcast float %phi1383 to i32
  %.pre4466 = bitcast float %phi1385 to i32
  %.pre4467 = bitcast float %phi1387 to i32
  %.pre4468 = bitcast float %phi1389 to i32
  br label %endif1401

then1399:                                         ; preds = %endif1305
  %bits1402 = bitcast float %phi1371 to i32
  %call1403 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1402, i32 9, i32 31)
  %leaf1404 = bitcast i32 %call1403 to float
  %sel1406 = select i1 %cmp922, float %leaf1404, float %fadd1048
  %bits1407 = bitcast float %phi1373 to i32
  %call1408 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1407, i32 9, i32 31)
  %leaf1409 = bitcast i32 %call1408 to float
  %sel1411 = select i1 %cmp922, float %leaf1409, float %fadd1070
  %bits1412 = bitcast float %phi1375 to i32
  %call1413 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1412, i32 9, i32 31)
  %leaf1414 = bitcast i32 %call1413 to float
  %sel1416 = select i1 %cmp922, float %leaf1414, float %fadd1092
  %bits1417 = bitcast float %phi1377 to i32
  %call1418 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1417, i32 9, i32 31)
  %leaf1419 = bitcast i32 %call1418 to float
  %sel1421 = select i1 %cmp922, float %leaf1419, float %fadd1114
  %bits1422 = bitcast float %phi1379 to i32
  %call1423 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1422, i32 9, i32 31)
  %leaf1424 = bitcast i32 %call1423 to float
  %sel1426 = select i1 %cmp922, float %leaf1424, float %fadd1136
  %bits1427 = bitcast float %phi1381 to i32
  %call1428 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1427, i32 9, i32 31)
  %leaf1429 = bitcast i32 %call1428 to float
  %sel1431 = select i1 %cmp922, float %leaf1429, float %fadd1158
  %bits1432 = bitcast float %phi1383 to i32
  %call1433 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1432, i32 9, i32 31)
  %leaf1434 = bitcast i32 %call1433 to float
  %sel1436 = select i1 %cmp922, float %leaf1434, float %fadd1180
  %bits1437 = bitcast float %phi1385 to i32
  %call1438 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1437, i32 9, i32 31)
  %leaf1439 = bitcast i32 %call1438 to float
  %sel1441 = select i1 %cmp922, float %leaf1439, float %fadd1202
  %bits1442 = bitcast float %phi1387 to i32
  %call1443 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1442, i32 9, i32 31)
  %leaf1444 = bitcast i32 %call1443 to float
  %sel1446 = select i1 %cmp922, float %leaf1444, float %fadd1224
  %bits1447 = bitcast float %phi1389 to i32
  %call1448 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1447, i32 9, i32 31)
  %leaf1449 = bitcast i32 %call1448 to float
  %sel1451 = select i1 %cmp922, float %leaf1449, float %fadd1246
  %bits1452 = bitcast float %phi1391 to i32
  %call1453 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1452, i32 9, i32 31)
  %leaf1454 = bitcast i32 %call1453 to float
  %sel1456 = select i1 %cmp922, float %leaf1454, float %fadd1268
  %bits1457 = bitcast float %phi1393 to i32
  %call1458 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1457, i32 9, i32 31)
  %leaf1459 = bitcast i32 %call1458 to float
  %sel1461 = select i1 %cmp922, float %leaf1459, float %fadd1290
  br label %endif1401

endif1401:                                        ; preds = %endif1305.endif1401_crit_edge, %then1399
  %bits1683.pre-phi = phi i32 [ %.pre4468, %endif1305.endif1401_crit_edge ], [ %bits1447, %then1399 ]
  %bits1661.pre-phi = phi i32 [ %.pre4467, %endif1305.endif1401_crit_edge ], [ %bits1442, %then1399 ]
  %bits1639.pre-phi = phi i32 [ %.pre4466, %endif1305.endif1401_crit_edge ], [ %bits1437, %then1399 ]
  %bits1617.pre-phi = phi i32 [ %.pre4465, %endif1305.endif1401_crit_edge ], [ %bits1432, %then1399 ]
  %bits1595.pre-phi = phi i32 [ %.pre4464, %endif1305.endif1401_crit_edge ], [ %bits1427, %then1399 ]
  %bits1573.pre-phi = phi i32 [ %.pre4463, %endif1305.endif1401_crit_edge ], [ %bits1422, %then1399 ]
  %bits1551.pre-phi = phi i32 [ %.pre4462, %endif1305.endif1401_crit_edge ], [ %bits1417, %then1399 ]
  %bits1529.pre-phi = phi i32 [ %.pre4461, %endif1305.endif1401_crit_edge ], [ %bits1412, %then1399 ]
  %phi1466 = phi float [ %fadd1048, %endif1305.endif1401_crit_edge ], [ %sel1406, %then1399 ]
  %phi1468 = phi float [ %fadd1070, %endif1305.endif1401_crit_edge ], [ %sel1411, %then1399 ]
  %phi1470 = phi float [ %fadd1092, %endif1305.endif1401_crit_edge ], [ %sel1416, %then1399 ]
  %phi1472 = phi float [ %fadd1114, %endif1305.endif1401_crit_edge ], [ %sel1421, %then1399 ]
  %phi1474 = phi float [ %fadd1136, %endif1305.endif1401_crit_edge ], [ %sel1426, %then1399 ]
  %phi1476 = phi float [ %fadd1158, %endif1305.endif1401_crit_edge ], [ %sel1431, %then1399 ]
  %phi1478 = phi float [ %fadd1180, %endif1305.endif1401_crit_edge ], [ %sel1436, %then1399 ]
  %phi1480 = phi float [ %fadd1202, %endif1305.endif1401_crit_edge ], [ %sel1441, %then1399 ]
  %phi1482 = phi float [ %fadd1224, %endif1305.endif1401_crit_edge ], [ %sel1446, %then1399 ]
  %phi1484 = phi float [ %fadd1246, %endif1305.endif1401_crit_edge ], [ %sel1451, %then1399 ]
  %phi1486 = phi float [ %fadd1268, %endif1305.endif1401_crit_edge ], [ %sel1456, %then1399 ]
  %phi1488 = phi float [ %fadd1290, %endif1305.endif1401_crit_edge ], [ %sel1461, %then1399 ]
  %sel1494 = select i1 %cmp470, float %phi1470, float %phi1466
  %sel1495 = select i1 %cmp470, float %phi1375, float %phi1371
  %sel1496 = select i1 %cmp470, float %phi1470, float %phi1468
  %sel1497 = select i1 %cmp470, float %phi1375, float %phi1373
  %sel1498 = select i1 %cmp472, float %phi1484, float %phi1486
  %sel1499 = select i1 %cmp472, float %phi1389, float %phi1391
  %sel1500 = select i1 %cmp472, float %phi1484, float %phi1488
  %sel1501 = select i1 %cmp472, float %phi1389, float %phi1393
  %bits1507 = bitcast float %sel1497 to i32
  %call1508 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1507, i32 1, i32 0)
  %leaf1509 = bitcast i32 %call1508 to float
  %fmul1510 = fmul float %leaf1509, 2.000000e+00
  %fadd1511 = fadd float %sel1494, %fmul1510
  %fmul1512 = fmul float %sel1496, 3.000000e+00
  %fadd1513 = fadd float %fmul1512, %fadd1511
  %fmul1514 = fmul float %sel1497, 4.000000e+00
  %fadd1515 = fadd float %fmul1514, %fadd1513
  %fmul1516 = fmul float %phi1470, 5.000000e+00
  %fadd1517 = fadd float %fmul1516, %fadd1515
  %bits1518 = bitcast float %sel1496 to i32
  %call1519 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1518, i32 1, i32 31)
  %leaf1520 = bitcast i32 %call1519 to float
  %fmul1521 = fmul float %sel1496, 2.000000e+00
  %fadd1522 = fadd float %sel1495, %fmul1521
  %fmul1523 = fmul float %sel1497, 3.000000e+00
  %fadd1524 = fadd float %fmul1523, %fadd1522
  %fmul1525 = fmul float %leaf1520, 4.000000e+00
  %fadd1526 = fadd float %fadd1524, %fmul1525
  %fmul1527 = fmul float %phi1375, 5.000000e+00
  %fadd1528 = fadd float %fmul1527, %fadd1526
  %call1530 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1529.pre-phi, i32 1, i32 0)
  %leaf1531 = bitcast i32 %call1530 to float
  %fmul1532 = fmul float %leaf1531, 2.000000e+00
  %fadd1533 = fadd float %sel1496, %fmul1532
  %fmul1534 = fmul float %phi1470, 3.000000e+00
  %fadd1535 = fadd float %fmul1534, %fadd1533
  %fmul1536 = fmul float %phi1375, 4.000000e+00
  %fadd1537 = fadd float %fmul1536, %fadd1535
  %fmul1538 = fmul float %phi1472, 5.000000e+00
  %fadd1539 = fadd float %fmul1538, %fadd1537
  %bits1540 = bitcast float %phi1470 to i32
  %call1541 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1540, i32 1, i32 31)
  %leaf1542 = bitcast i32 %call1541 to float
  %fmul1543 = fmul float %phi1470, 2.000000e+00
  %fadd1544 = fadd float %sel1497, %fmul1543
  %fmul1545 = fmul float %phi1375, 3.000000e+00
  %fadd1546 = fadd float %fmul1545, %fadd1544
  %fmul1547 = fmul float %leaf1542, 4.000000e+00
  %fadd1548 = fadd float %fadd1546, %fmul1547
  %fmul1549 = fmul float %phi1377, 5.000000e+00
  %fadd1550 = fadd float %fmul1549, %fadd1548
  %call1552 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1551.pre-phi, i32 1, i32 0)
  %leaf1553 = bitcast i32 %call1552 to float
  %fmul1554 = fmul float %leaf1553, 2.000000e+00
  %fadd1555 = fadd float %phi1470, %fmul1554
  %fmul1556 = fmul float %phi1472, 3.000000e+00
  %fadd1557 = fadd float %fmul1556, %fadd1555
  %fmul1558 = fmul float %phi1377, 4.000000e+00
  %fadd1559 = fadd float %fmul1558, %fadd1557
  %fmul1560 = fmul float %phi1474, 5.000000e+00
  %fadd1561 = fadd float %fmul1560, %fadd1559
  %bits1562 = bitcast float %phi1472 to i32
  %call1563 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1562, i32 1, i32 31)
  %leaf1564 = bitcast i32 %call1563 to float
  %fmul1565 = fmul float %phi1472, 2.000000e+00
  %fadd1566 = fadd float %phi1375, %fmul1565
  %fmul1567 = fmul float %phi1377, 3.000000e+00
  %fadd1568 = fadd float %fmul1567, %fadd1566
  %fmul1569 = fmul float %leaf1564, 4.000000e+00
  %fadd1570 = fadd float %fadd1568, %fmul1569
  %fmul1571 = fmul float %phi1379, 5.000000e+00
  %fadd1572 = fadd float %fmul1571, %fadd1570
  %call1574 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1573.pre-phi, i32 1, i32 0)
  %leaf1575 = bitcast i32 %call1574 to float
  %fmul1576 = fmul float %leaf1575, 2.000000e+00
  %fadd1577 = fadd float %phi1472, %fmul1576
  %fmul1578 = fmul float %phi1474, 3.000000e+00
  %fadd1579 = fadd float %fmul1578, %fadd1577
  %fmul1580 = fmul float %phi1379, 4.000000e+00
  %fadd1581 = fadd float %fmul1580, %fadd1579
  %fmul1582 = fmul float %phi1476, 5.000000e+00
  %fadd1583 = fadd float %fmul1582, %fadd1581
  %bits1584 = bitcast float %phi1474 to i32
  %call1585 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1584, i32 1, i32 31)
  %leaf1586 = bitcast i32 %call1585 to float
  %fmul1587 = fmul float %phi1474, 2.000000e+00
  %fadd1588 = fadd float %phi1377, %fmul1587
  %fmul1589 = fmul float %phi1379, 3.000000e+00
  %fadd1590 = fadd float %fmul1589, %fadd1588
  %fmul1591 = fmul float %leaf1586, 4.000000e+00
  %fadd1592 = fadd float %fadd1590, %fmul1591
  %fmul1593 = fmul float %phi1381, 5.000000e+00
  %fadd1594 = fadd float %fmul1593, %fadd1592
  %call1596 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1595.pre-phi, i32 1, i32 0)
  %leaf1597 = bitcast i32 %call1596 to float
  %fmul1598 = fmul float %leaf1597, 2.000000e+00
  %fadd1599 = fadd float %phi1474, %fmul1598
  %fmul1600 = fmul float %phi1476, 3.000000e+00
  %fadd1601 = fadd float %fmul1600, %fadd1599
  %fmul1602 = fmul float %phi1381, 4.000000e+00
  %fadd1603 = fadd float %fmul1602, %fadd1601
  %fmul1604 = fmul float %phi1478, 5.000000e+00
  %fadd1605 = fadd float %fmul1604, %fadd1603
  %bits1606 = bitcast float %phi1476 to i32
  %call1607 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1606, i32 1, i32 31)
  %leaf1608 = bitcast i32 %call1607 to float
  %fmul1609 = fmul float %phi1476, 2.000000e+00
  %fadd1610 = fadd float %phi1379, %fmul1609
  %fmul1611 = fmul float %phi1381, 3.000000e+00
  %fadd1612 = fadd float %fmul1611, %fadd1610
  %fmul1613 = fmul float %leaf1608, 4.000000e+00
  %fadd1614 = fadd float %fadd1612, %fmul1613
  %fmul1615 = fmul float %phi1383, 5.000000e+00
  %fadd1616 = fadd float %fmul1615, %fadd1614
  %call1618 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1617.pre-phi, i32 1, i32 0)
  %leaf1619 = bitcast i32 %call1618 to float
  %fmul1620 = fmul float %leaf1619, 2.000000e+00
  %fadd1621 = fadd float %phi1476, %fmul1620
  %fmul1622 = fmul float %phi1478, 3.000000e+00
  %fadd1623 = fadd float %fmul1622, %fadd1621
  %fmul1624 = fmul float %phi1383, 4.000000e+00
  %fadd1625 = fadd float %fmul1624, %fadd1623
  %fmul1626 = fmul float %phi1480, 5.000000e+00
  %fadd1627 = fadd float %fmul1626, %fadd1625
  %bits1628 = bitcast float %phi1478 to i32
  %call1629 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1628, i32 1, i32 31)
  %leaf1630 = bitcast i32 %call1629 to float
  %fmul1631 = fmul float %phi1478, 2.000000e+00
  %fadd1632 = fadd float %phi1381, %fmul1631
  %fmul1633 = fmul float %phi1383, 3.000000e+00
  %fadd1634 = fadd float %fmul1633, %fadd1632
  %fmul1635 = fmul float %leaf1630, 4.000000e+00
  %fadd1636 = fadd float %fadd1634, %fmul1635
  %fmul1637 = fmul float %phi1385, 5.000000e+00
  %fadd1638 = fadd float %fmul1637, %fadd1636
  %call1640 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1639.pre-phi, i32 1, i32 0)
  %leaf1641 = bitcast i32 %call1640 to float
  %fmul1642 = fmul float %leaf1641, 2.000000e+00
  %fadd1643 = fadd float %phi1478, %fmul1642
  %fmul1644 = fmul float %phi1480, 3.000000e+00
  %fadd1645 = fadd float %fmul1644, %fadd1643
  %fmul1646 = fmul float %phi1385, 4.000000e+00
  %fadd1647 = fadd float %fmul1646, %fadd1645
  %fmul1648 = fmul float %phi1482, 5.000000e+00
  %fadd1649 = fadd float %fmul1648, %fadd1647
  %bits1650 = bitcast float %phi1480 to i32
  %call1651 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1650, i32 1, i32 31)
  %leaf1652 = bitcast i32 %call1651 to float
  %fmul1653 = fmul float %phi1480, 2.000000e+00
  %fadd1654 = fadd float %phi1383, %fmul1653
  %fmul1655 = fmul float %phi1385, 3.000000e+00
  %fadd1656 = fadd float %fmul1655, %fadd1654
  %fmul1657 = fmul float %leaf1652, 4.000000e+00
  %fadd1658 = fadd float %fadd1656, %fmul1657
  %fmul1659 = fmul float %phi1387, 5.000000e+00
  %fadd1660 = fadd float %fmul1659, %fadd1658
  %call1662 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1661.pre-phi, i32 1, i32 0)
  %leaf1663 = bitcast i32 %call1662 to float
  %fmul1664 = fmul float %leaf1663, 2.000000e+00
  %fadd1665 = fadd float %phi1480, %fmul1664
  %fmul1666 = fmul float %phi1482, 3.000000e+00
  %fadd1667 = fadd float %fmul1666, %fadd1665
  %fmul1668 = fmul float %phi1387, 4.000000e+00
  %fadd1669 = fadd float %fmul1668, %fadd1667
  %fmul1670 = fmul float %phi1484, 5.000000e+00
  %fadd1671 = fadd float %fmul1670, %fadd1669
  %bits1672 = bitcast float %phi1482 to i32
  %call1673 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1672, i32 1, i32 31)
  %leaf1674 = bitcast i32 %call1673 to float
  %fmul1675 = fmul float %phi1482, 2.000000e+00
  %fadd1676 = fadd float %phi1385, %fmul1675
  %fmul1677 = fmul float %phi1387, 3.000000e+00
  %fadd1678 = fadd float %fmul1677, %fadd1676
  %fmul1679 = fmul float %leaf1674, 4.000000e+00
  %fadd1680 = fadd float %fadd1678, %fmul1679
  %fmul1681 = fmul float %phi1389, 5.000000e+00
  %fadd1682 = fadd float %fmul1681, %fadd1680
  %call1684 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1683.pre-phi, i32 1, i32 0)
  %leaf1685 = bitcast i32 %call1684 to float
  %fmul1686 = fmul float %leaf1685, 2.000000e+00
  %fadd1687 = fadd float %phi1482, %fmul1686
  %fmul1688 = fmul float %phi1484, 3.000000e+00
  %fadd1689 = fadd float %fmul1688, %fadd1687
  %fmul1690 = fmul float %phi1389, 4.000000e+00
  %fadd1691 = fadd float %fmul1690, %fadd1689
  %fmul1692 = fmul float %sel1498, 5.000000e+00
  %fadd1693 = fadd float %fmul1692, %fadd1691
  %bits1694 = bitcast float %phi1484 to i32
  %call1695 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1694, i32 1, i32 31)
  %leaf1696 = bitcast i32 %call1695 to float
  %fmul1697 = fmul float %phi1484, 2.000000e+00
  %fadd1698 = fadd float %phi1387, %fmul1697
  %fmul1699 = fmul float %phi1389, 3.000000e+00
  %fadd1700 = fadd float %fmul1699, %fadd1698
  %fmul1701 = fmul float %leaf1696, 4.000000e+00
  %fadd1702 = fadd float %fadd1700, %fmul1701
  %fmul1703 = fmul float %sel1499, 5.000000e+00
  %fadd1704 = fadd float %fmul1703, %fadd1702
  %bits1705 = bitcast float %sel1499 to i32
  %call1706 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1705, i32 1, i32 0)
  %leaf1707 = bitcast i32 %call1706 to float
  %fmul1708 = fmul float %leaf1707, 2.000000e+00
  %fadd1709 = fadd float %phi1484, %fmul1708
  %fmul1710 = fmul float %sel1498, 3.000000e+00
  %fadd1711 = fadd float %fmul1710, %fadd1709
  %fmul1712 = fmul float %sel1499, 4.000000e+00
  %fadd1713 = fadd float %fmul1712, %fadd1711
  %fmul1714 = fmul float %sel1500, 5.000000e+00
  %fadd1715 = fadd float %fmul1714, %fadd1713
  %bits1716 = bitcast float %sel1498 to i32
  %call1717 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1716, i32 1, i32 31)
  %leaf1718 = bitcast i32 %call1717 to float
  %fmul1719 = fmul float %sel1498, 2.000000e+00
  %fadd1720 = fadd float %phi1389, %fmul1719
  %fmul1721 = fmul float %sel1499, 3.000000e+00
  %fadd1722 = fadd float %fmul1721, %fadd1720
  %fmul1723 = fmul float %leaf1718, 4.000000e+00
  %fadd1724 = fadd float %fadd1722, %fmul1723
  %fmul1725 = fmul float %sel1501, 5.000000e+00
  %fadd1726 = fadd float %fmul1725, %fadd1724
  br i1 %cmp813, label %then1728, label %endif1730

then1728:                                         ; preds = %endif1401
  %bits1731 = bitcast float %fadd1517 to i32
  %call1732 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1731, i32 2, i32 31)
  %leaf1733 = bitcast i32 %call1732 to float
  %sel1735 = select i1 %cmp817, float %leaf1733, float %fadd1528
  %bits1736 = bitcast float %fadd1539 to i32
  %call1737 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1736, i32 2, i32 31)
  %leaf1738 = bitcast i32 %call1737 to float
  %sel1740 = select i1 %cmp817, float %leaf1738, float %fadd1550
  %bits1741 = bitcast float %fadd1561 to i32
  %call1742 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1741, i32 2, i32 31)
  %leaf1743 = bitcast i32 %call1742 to float
  %sel1745 = select i1 %cmp817, float %leaf1743, float %fadd1572
  %bits1746 = bitcast float %fadd1583 to i32
  %call1747 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1746, i32 2, i32 31)
  %leaf1748 = bitcast i32 %call1747 to float
  %sel1750 = select i1 %cmp817, float %leaf1748, float %fadd1594
  %bits1751 = bitcast float %fadd1605 to i32
  %call1752 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1751, i32 2, i32 31)
  %leaf1753 = bitcast i32 %call1752 to float
  %sel1755 = select i1 %cmp817, float %leaf1753, float %fadd1616
  %bits1756 = bitcast float %fadd1627 to i32
  %call1757 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1756, i32 2, i32 31)
  %leaf1758 = bitcast i32 %call1757 to float
  %sel1760 = select i1 %cmp817, float %leaf1758, float %fadd1638
  %bits1761 = bitcast float %fadd1649 to i32
  %call1762 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1761, i32 2, i32 31)
  %leaf1763 = bitcast i32 %call1762 to float
  %sel1765 = select i1 %cmp817, float %leaf1763, float %fadd1660
  %bits1766 = bitcast float %fadd1671 to i32
  %call1767 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1766, i32 2, i32 31)
  %leaf1768 = bitcast i32 %call1767 to float
  %sel1770 = select i1 %cmp817, float %leaf1768, float %fadd1682
  %bits1771 = bitcast float %fadd1693 to i32
  %call1772 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1771, i32 2, i32 31)
  %leaf1773 = bitcast i32 %call1772 to float
  %sel1775 = select i1 %cmp817, float %leaf1773, float %fadd1704
  %bits1776 = bitcast float %fadd1715 to i32
  %call1777 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1776, i32 2, i32 31)
  %leaf1778 = bitcast i32 %call1777 to float
  %sel1780 = select i1 %cmp817, float %leaf1778, float %fadd1726
  br label %endif1730

endif1730:                                        ; preds = %endif1401, %then1728
  %phi1788 = phi float [ %sel1735, %then1728 ], [ %fadd1528, %endif1401 ]
  %phi1790 = phi float [ %sel1740, %then1728 ], [ %fadd1550, %endif1401 ]
  %phi1792 = phi float [ %sel1745, %then1728 ], [ %fadd1572, %endif1401 ]
  %phi1794 = phi float [ %sel1750, %then1728 ], [ %fadd1594, %endif1401 ]
  %phi1796 = phi float [ %sel1755, %then1728 ], [ %fadd1616, %endif1401 ]
  %phi1798 = phi float [ %sel1760, %then1728 ], [ %fadd1638, %endif1401 ]
  %phi1800 = phi float [ %sel1765, %then1728 ], [ %fadd1660, %endif1401 ]
  %phi1802 = phi float [ %sel1770, %then1728 ], [ %fadd1682, %endif1401 ]
  %phi1804 = phi float [ %sel1775, %then1728 ], [ %fadd1704, %endif1401 ]
  %phi1806 = phi float [ %sel1780, %then1728 ], [ %fadd1726, %endif1401 ]
  br i1 %cmp915, label %then1814, label %endif1730.endif1816_crit_edge

endif1730.endif1816_crit_edge:                    ; preds = %endif1730
  %.pre4469 = bitcast float %phi1790 to i32
  %.pre4470 = bitcast float %phi1792 to i32
  %.pre4471 = bitcast float %phi1794 to i32
  %.pre4472 = bitcast float %phi1796 to i32
  %.pre4473 = bitcast float %phi1798 to i32
  %.pre4474 = bitcast float %phi1800 to i32
  %.pre4475 = bitcast float %phi1802 to i32
  %.pre4476 = bitcast float %phi1804 to i32
  br label %endif1816

then1814:                                         ; preds = %endif1730
  %bits1817 = bitcast float %phi1788 to i32
  %call1818 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1817, i32 9, i32 31)
  %leaf1819 = bitcast i32 %call1818 to float
  %sel1821 = select i1 %cmp922, float %leaf1819, float %fadd1517
  %bits1822 = bitcast float %phi1790 to i32
  %call1823 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1822, i32 9, i32 31)
  %leaf1824 = bitcast i32 %call1823 to float
  %sel1826 = select i1 %cmp922, float %leaf1824, float %fadd1539
  %bits1827 = bitcast float %phi1792 to i32
  %call1828 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1827, i32 9, i32 31)
  %leaf1829 = bitcast i32 %call1828 to float
  %sel1831 = select i1 %cmp922, float %leaf1829, float %fadd1561
  %bits1832 = bitcast float %phi1794 to i32
  %call1833 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1832, i32 9, i32 31)
  %leaf1834 = bitcast i32 %call1833 to float
  %sel1836 = select i1 %cmp922, float %leaf1834, float %fadd1583
  %bits1837 = bitcast float %phi1796 to i32
  %call1838 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1837, i32 9, i32 31)
  %leaf1839 = bitcast i32 %call1838 to float
  %sel1841 = select i1 %cmp922, float %leaf1839, float %fadd1605
  %bits1842 = bitcast float %phi1798 to i32
  %call1843 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1842, i32 9, i32 31)
  %leaf1844 = bitcast i32 %call1843 to float
  %sel1846 = select i1 %cmp922, float %leaf1844, float %fadd1627
  %bits1847 = bitcast float %phi1800 to i32
  %call1848 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1847, i32 9, i32 31)
  %leaf1849 = bitcast i32 %call1848 to float
  %sel1851 = select i1 %cmp922, float %leaf1849, float %fadd1649
  %bits1852 = bitcast float %phi1802 to i32
  %call1853 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1852, i32 9, i32 31)
  %leaf1854 = bitcast i32 %call1853 to float
  %sel1856 = select i1 %cmp922, float %leaf1854, float %fadd1671
  %bits1857 = bitcast float %phi1804 to i32
  %call1858 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1857, i32 9, i32 31)
  %leaf1859 = bitcast i32 %call1858 to float
  %sel1861 = select i1 %cmp922, float %leaf1859, float %fadd1693
  %bits1862 = bitcast float %phi1806 to i32
  %call1863 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1862, i32 9, i32 31)
  %leaf1864 = bitcast i32 %call1863 to float
  %sel1866 = select i1 %cmp922, float %leaf1864, float %fadd1715
  br label %endif1816

endif1816:                                        ; preds = %endif1730.endif1816_crit_edge, %then1814
  %bits2062.pre-phi = phi i32 [ %.pre4476, %endif1730.endif1816_crit_edge ], [ %bits1857, %then1814 ]
  %bits2040.pre-phi = phi i32 [ %.pre4475, %endif1730.endif1816_crit_edge ], [ %bits1852, %then1814 ]
  %bits2018.pre-phi = phi i32 [ %.pre4474, %endif1730.endif1816_crit_edge ], [ %bits1847, %then1814 ]
  %bits1996.pre-phi = phi i32 [ %.pre4473, %endif1730.endif1816_crit_edge ], [ %bits1842, %then1814 ]
  %bits1974.pre-phi = phi i32 [ %.pre4472, %endif1730.endif1816_crit_edge ], [ %bits1837, %then1814 ]
  %bits1952.pre-phi = phi i32 [ %.pre4471, %endif1730.endif1816_crit_edge ], [ %bits1832, %then1814 ]
  %bits1930.pre-phi = phi i32 [ %.pre4470, %endif1730.endif1816_crit_edge ], [ %bits1827, %then1814 ]
  %bits1908.pre-phi = phi i32 [ %.pre4469, %endif1730.endif1816_crit_edge ], [ %bits1822, %then1814 ]
  %phi1873 = phi float [ %fadd1517, %endif1730.endif1816_crit_edge ], [ %sel1821, %then1814 ]
  %phi1875 = phi float [ %fadd1539, %endif1730.endif1816_crit_edge ], [ %sel1826, %then1814 ]
  %phi1877 = phi float [ %fadd1561, %endif1730.endif1816_crit_edge ], [ %sel1831, %then1814 ]
  %phi1879 = phi float [ %fadd1583, %endif1730.endif1816_crit_edge ], [ %sel1836, %then1814 ]
  %phi1881 = phi float [ %fadd1605, %endif1730.endif1816_crit_edge ], [ %sel1841, %then1814 ]
  %phi1883 = phi float [ %fadd1627, %endif1730.endif1816_crit_edge ], [ %sel1846, %then1814 ]
  %phi1885 = phi float [ %fadd1649, %endif1730.endif1816_crit_edge ], [ %sel1851, %then1814 ]
  %phi1887 = phi float [ %fadd1671, %endif1730.endif1816_crit_edge ], [ %sel1856, %then1814 ]
  %phi1889 = phi float [ %fadd1693, %endif1730.endif1816_crit_edge ], [ %sel1861, %then1814 ]
  %phi1891 = phi float [ %fadd1715, %endif1730.endif1816_crit_edge ], [ %sel1866, %then1814 ]
  %sel1899 = select i1 %cmp470, float %phi1875, float %phi1873
  %sel1900 = select i1 %cmp470, float %phi1790, float %phi1788
  %sel1901 = select i1 %cmp472, float %phi1889, float %phi1891
  %sel1902 = select i1 %cmp472, float %phi1804, float %phi1806
  %call1909 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1908.pre-phi, i32 1, i32 0)
  %leaf1910 = bitcast i32 %call1909 to float
  %fmul1911 = fmul float %leaf1910, 2.000000e+00
  %fadd1912 = fadd float %sel1899, %fmul1911
  %fmul1913 = fmul float %phi1875, 3.000000e+00
  %fadd1914 = fadd float %fmul1913, %fadd1912
  %fmul1915 = fmul float %phi1790, 4.000000e+00
  %fadd1916 = fadd float %fmul1915, %fadd1914
  %fmul1917 = fmul float %phi1877, 5.000000e+00
  %fadd1918 = fadd float %fmul1917, %fadd1916
  %bits1919 = bitcast float %phi1875 to i32
  %call1920 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1919, i32 1, i32 31)
  %leaf1921 = bitcast i32 %call1920 to float
  %fmul1922 = fmul float %phi1875, 2.000000e+00
  %fadd1923 = fadd float %sel1900, %fmul1922
  %fmul1924 = fmul float %phi1790, 3.000000e+00
  %fadd1925 = fadd float %fmul1924, %fadd1923
  %fmul1926 = fmul float %leaf1921, 4.000000e+00
  %fadd1927 = fadd float %fadd1925, %fmul1926
  %fmul1928 = fmul float %phi1792, 5.000000e+00
  %fadd1929 = fadd float %fmul1928, %fadd1927
  %call1931 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1930.pre-phi, i32 1, i32 0)
  %leaf1932 = bitcast i32 %call1931 to float
  %fmul1933 = fmul float %leaf1932, 2.000000e+00
  %fadd1934 = fadd float %phi1875, %fmul1933
  %fmul1935 = fmul float %phi1877, 3.000000e+00
  %fadd1936 = fadd float %fmul1935, %fadd1934
  %fmul1937 = fmul float %phi1792, 4.000000e+00
  %fadd1938 = fadd float %fmul1937, %fadd1936
  %fmul1939 = fmul float %phi1879, 5.000000e+00
  %fadd1940 = fadd float %fmul1939, %fadd1938
  %bits1941 = bitcast float %phi1877 to i32
  %call1942 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1941, i32 1, i32 31)
  %leaf1943 = bitcast i32 %call1942 to float
  %fmul1944 = fmul float %phi1877, 2.000000e+00
  %fadd1945 = fadd float %phi1790, %fmul1944
  %fmul1946 = fmul float %phi1792, 3.000000e+00
  %fadd1947 = fadd float %fmul1946, %fadd1945
  %fmul1948 = fmul float %leaf1943, 4.000000e+00
  %fadd1949 = fadd float %fadd1947, %fmul1948
  %fmul1950 = fmul float %phi1794, 5.000000e+00
  %fadd1951 = fadd float %fmul1950, %fadd1949
  %call1953 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1952.pre-phi, i32 1, i32 0)
  %leaf1954 = bitcast i32 %call1953 to float
  %fmul1955 = fmul float %leaf1954, 2.000000e+00
  %fadd1956 = fadd float %phi1877, %fmul1955
  %fmul1957 = fmul float %phi1879, 3.000000e+00
  %fadd1958 = fadd float %fmul1957, %fadd1956
  %fmul1959 = fmul float %phi1794, 4.000000e+00
  %fadd1960 = fadd float %fmul1959, %fadd1958
  %fmul1961 = fmul float %phi1881, 5.000000e+00
  %fadd1962 = fadd float %fmul1961, %fadd1960
  %bits1963 = bitcast float %phi1879 to i32
  %call1964 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1963, i32 1, i32 31)
  %leaf1965 = bitcast i32 %call1964 to float
  %fmul1966 = fmul float %phi1879, 2.000000e+00
  %fadd1967 = fadd float %phi1792, %fmul1966
  %fmul1968 = fmul float %phi1794, 3.000000e+00
  %fadd1969 = fadd float %fmul1968, %fadd1967
  %fmul1970 = fmul float %leaf1965, 4.000000e+00
  %fadd1971 = fadd float %fadd1969, %fmul1970
  %fmul1972 = fmul float %phi1796, 5.000000e+00
  %fadd1973 = fadd float %fmul1972, %fadd1971
  %call1975 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1974.pre-phi, i32 1, i32 0)
  %leaf1976 = bitcast i32 %call1975 to float
  %fmul1977 = fmul float %leaf1976, 2.000000e+00
  %fadd1978 = fadd float %phi1879, %fmul1977
  %fmul1979 = fmul float %phi1881, 3.000000e+00
  %fadd1980 = fadd float %fmul1979, %fadd1978
  %fmul1981 = fmul float %phi1796, 4.000000e+00
  %fadd1982 = fadd float %fmul1981, %fadd1980
  %fmul1983 = fmul float %phi1883, 5.000000e+00
  %fadd1984 = fadd float %fmul1983, %fadd1982
  %bits1985 = bitcast float %phi1881 to i32
  %call1986 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1985, i32 1, i32 31)
  %leaf1987 = bitcast i32 %call1986 to float
  %fmul1988 = fmul float %phi1881, 2.000000e+00
  %fadd1989 = fadd float %phi1794, %fmul1988
  %fmul1990 = fmul float %phi1796, 3.000000e+00
  %fadd1991 = fadd float %fmul1990, %fadd1989
  %fmul1992 = fmul float %leaf1987, 4.000000e+00
  %fadd1993 = fadd float %fadd1991, %fmul1992
  %fmul1994 = fmul float %phi1798, 5.000000e+00
  %fadd1995 = fadd float %fmul1994, %fadd1993
  %call1997 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1996.pre-phi, i32 1, i32 0)
  %leaf1998 = bitcast i32 %call1997 to float
  %fmul1999 = fmul float %leaf1998, 2.000000e+00
  %fadd2000 = fadd float %phi1881, %fmul1999
  %fmul2001 = fmul float %phi1883, 3.000000e+00
  %fadd2002 = fadd float %fmul2001, %fadd2000
  %fmul2003 = fmul float %phi1798, 4.000000e+00
  %fadd2004 = fadd float %fmul2003, %fadd2002
  %fmul2005 = fmul float %phi1885, 5.000000e+00
  %fadd2006 = fadd float %fmul2005, %fadd2004
  %bits2007 = bitcast float %phi1883 to i32
  %call2008 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2007, i32 1, i32 31)
  %leaf2009 = bitcast i32 %call2008 to float
  %fmul2010 = fmul float %phi1883, 2.000000e+00
  %fadd2011 = fadd float %phi1796, %fmul2010
  %fmul2012 = fmul float %phi1798, 3.000000e+00
  %fadd2013 = fadd float %fmul2012, %fadd2011
  %fmul2014 = fmul float %leaf2009, 4.000000e+00
  %fadd2015 = fadd float %fadd2013, %fmul2014
  %fmul2016 = fmul float %phi1800, 5.000000e+00
  %fadd2017 = fadd float %fmul2016, %fadd2015
  %call2019 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2018.pre-phi, i32 1, i32 0)
  %leaf2020 = bitcast i32 %call2019 to float
  %fmul2021 = fmul float %leaf2020, 2.000000e+00
  %fadd2022 = fadd float %phi1883, %fmul2021
  %fmul2023 = fmul float %phi1885, 3.000000e+00
  %fadd2024 = fadd float %fmul2023, %fadd2022
  %fmul2025 = fmul float %phi1800, 4.000000e+00
  %fadd2026 = fadd float %fmul2025, %fadd2024
  %fmul2027 = fmul float %phi1887, 5.000000e+00
  %fadd2028 = fadd float %fmul2027, %fadd2026
  %bits2029 = bitcast float %phi1885 to i32
  %call2030 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2029, i32 1, i32 31)
  %leaf2031 = bitcast i32 %call2030 to float
  %fmul2032 = fmul float %phi1885, 2.000000e+00
  %fadd2033 = fadd float %phi1798, %fmul2032
  %fmul2034 = fmul float %phi1800, 3.000000e+00
  %fadd2035 = fadd float %fmul2034, %fadd2033
  %fmul2036 = fmul float %leaf2031, 4.000000e+00
  %fadd2037 = fadd float %fadd2035, %fmul2036
  %fmul2038 = fmul float %phi1802, 5.000000e+00
  %fadd2039 = fadd float %fmul2038, %fadd2037
  %call2041 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2040.pre-phi, i32 1, i32 0)
  %leaf2042 = bitcast i32 %call2041 to float
  %fmul2043 = fmul float %leaf2042, 2.000000e+00
  %fadd2044 = fadd float %phi1885, %fmul2043
  %fmul2045 = fmul float %phi1887, 3.000000e+00
  %fadd2046 = fadd float %fmul2045, %fadd2044
  %fmul2047 = fmul float %phi1802, 4.000000e+00
  %fadd2048 = fadd float %fmul2047, %fadd2046
  %fmul2049 = fmul float %phi1889, 5.000000e+00
  %fadd2050 = fadd float %fmul2049, %fadd2048
  %bits2051 = bitcast float %phi1887 to i32
  %call2052 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2051, i32 1, i32 31)
  %leaf2053 = bitcast i32 %call2052 to float
  %fmul2054 = fmul float %phi1887, 2.000000e+00
  %fadd2055 = fadd float %phi1800, %fmul2054
  %fmul2056 = fmul float %phi1802, 3.000000e+00
  %fadd2057 = fadd float %fmul2056, %fadd2055
  %fmul2058 = fmul float %leaf2053, 4.000000e+00
  %fadd2059 = fadd float %fadd2057, %fmul2058
  %fmul2060 = fmul float %phi1804, 5.000000e+00
  %fadd2061 = fadd float %fmul2060, %fadd2059
  %call2063 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2062.pre-phi, i32 1, i32 0)
  %leaf2064 = bitcast i32 %call2063 to float
  %fmul2065 = fmul float %leaf2064, 2.000000e+00
  %fadd2066 = fadd float %phi1887, %fmul2065
  %fmul2067 = fmul float %phi1889, 3.000000e+00
  %fadd2068 = fadd float %fmul2067, %fadd2066
  %fmul2069 = fmul float %phi1804, 4.000000e+00
  %fadd2070 = fadd float %fmul2069, %fadd2068
  %fmul2071 = fmul float %sel1901, 5.000000e+00
  %fadd2072 = fadd float %fmul2071, %fadd2070
  %bits2073 = bitcast float %phi1889 to i32
  %call2074 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2073, i32 1, i32 31)
  %leaf2075 = bitcast i32 %call2074 to float
  %fmul2076 = fmul float %phi1889, 2.000000e+00
  %fadd2077 = fadd float %phi1802, %fmul2076
  %fmul2078 = fmul float %phi1804, 3.000000e+00
  %fadd2079 = fadd float %fmul2078, %fadd2077
  %fmul2080 = fmul float %leaf2075, 4.000000e+00
  %fadd2081 = fadd float %fadd2079, %fmul2080
  %fmul2082 = fmul float %sel1902, 5.000000e+00
  %fadd2083 = fadd float %fmul2082, %fadd2081
  br i1 %cmp813, label %then2085, label %endif2087

then2085:                                         ; preds = %endif1816
  %bits2088 = bitcast float %fadd1918 to i32
  %call2089 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2088, i32 2, i32 31)
  %leaf2090 = bitcast i32 %call2089 to float
  %sel2092 = select i1 %cmp817, float %leaf2090, float %fadd1929
  %bits2093 = bitcast float %fadd1940 to i32
  %call2094 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2093, i32 2, i32 31)
  %leaf2095 = bitcast i32 %call2094 to float
  %sel2097 = select i1 %cmp817, float %leaf2095, float %fadd1951
  %bits2098 = bitcast float %fadd1962 to i32
  %call2099 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2098, i32 2, i32 31)
  %leaf2100 = bitcast i32 %call2099 to float
  %sel2102 = select i1 %cmp817, float %leaf2100, float %fadd1973
  %bits2103 = bitcast float %fadd1984 to i32
  %call2104 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2103, i32 2, i32 31)
  %leaf2105 = bitcast i32 %call2104 to float
  %sel2107 = select i1 %cmp817, float %leaf2105, float %fadd1995
  %bits2108 = bitcast float %fadd2006 to i32
  %call2109 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2108, i32 2, i32 31)
  %leaf2110 = bitcast i32 %call2109 to float
  %sel2112 = select i1 %cmp817, float %leaf2110, float %fadd2017
  %bits2113 = bitcast float %fadd2028 to i32
  %call2114 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2113, i32 2, i32 31)
  %leaf2115 = bitcast i32 %call2114 to float
  %sel2117 = select i1 %cmp817, float %leaf2115, float %fadd2039
  %bits2118 = bitcast float %fadd2050 to i32
  %call2119 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2118, i32 2, i32 31)
  %leaf2120 = bitcast i32 %call2119 to float
  %sel2122 = select i1 %cmp817, float %leaf2120, float %fadd2061
  %bits2123 = bitcast float %fadd2072 to i32
  %call2124 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2123, i32 2, i32 31)
  %leaf2125 = bitcast i32 %call2124 to float
  %sel2127 = select i1 %cmp817, float %leaf2125, float %fadd2083
  br label %endif2087

endif2087:                                        ; preds = %endif1816, %then2085
  %phi2137 = phi float [ %sel2092, %then2085 ], [ %fadd1929, %endif1816 ]
  %phi2139 = phi float [ %sel2097, %then2085 ], [ %fadd1951, %endif1816 ]
  %phi2141 = phi float [ %sel2102, %then2085 ], [ %fadd1973, %endif1816 ]
  %phi2143 = phi float [ %sel2107, %then2085 ], [ %fadd1995, %endif1816 ]
  %phi2145 = phi float [ %sel2112, %then2085 ], [ %fadd2017, %endif1816 ]
  %phi2147 = phi float [ %sel2117, %then2085 ], [ %fadd2039, %endif1816 ]
  %phi2149 = phi float [ %sel2122, %then2085 ], [ %fadd2061, %endif1816 ]
  %phi2151 = phi float [ %sel2127, %then2085 ], [ %fadd2083, %endif1816 ]
  br i1 %cmp915, label %then2161, label %endif2163

then2161:                                         ; preds = %endif2087
  %bits2164 = bitcast float %phi2137 to i32
  %call2165 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2164, i32 9, i32 31)
  %leaf2166 = bitcast i32 %call2165 to float
  %sel2168 = select i1 %cmp922, float %leaf2166, float %fadd1918
  %bits2169 = bitcast float %phi2139 to i32
  %call2170 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2169, i32 9, i32 31)
  %leaf2171 = bitcast i32 %call2170 to float
  %sel2173 = select i1 %cmp922, float %leaf2171, float %fadd1940
  %bits2174 = bitcast float %phi2141 to i32
  %call2175 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2174, i32 9, i32 31)
  %leaf2176 = bitcast i32 %call2175 to float
  %sel2178 = select i1 %cmp922, float %leaf2176, float %fadd1962
  %bits2179 = bitcast float %phi2143 to i32
  %call2180 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2179, i32 9, i32 31)
  %leaf2181 = bitcast i32 %call2180 to float
  %sel2183 = select i1 %cmp922, float %leaf2181, float %fadd1984
  %bits2184 = bitcast float %phi2145 to i32
  %call2185 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2184, i32 9, i32 31)
  %leaf2186 = bitcast i32 %call2185 to float
  %sel2188 = select i1 %cmp922, float %leaf2186, float %fadd2006
  %bits2189 = bitcast float %phi2147 to i32
  %call2190 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2189, i32 9, i32 31)
  %leaf2191 = bitcast i32 %call2190 to float
  %sel2193 = select i1 %cmp922, float %leaf2191, float %fadd2028
  %bits2194 = bitcast float %phi2149 to i32
  %call2195 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2194, i32 9, i32 31)
  %leaf2196 = bitcast i32 %call2195 to float
  %sel2198 = select i1 %cmp922, float %leaf2196, float %fadd2050
  %bits2199 = bitcast float %phi2151 to i32
  %call2200 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits2199, i32 9, i32 31)
  %leaf2201 = bitcast i32 %call2200 to float
  %sel2203 = select i1 %cmp922, float %leaf2201, float %fadd2072
  br label %endif2163

endif2163:                                        ; preds = %endif2087, %then2161
  %phi2212 = phi float [ %sel2168, %then2161 ], [ %fadd1918, %endif2087 ]
  %phi2214 = phi float [ %sel2173, %then2161 ], [ %fadd1940, %endif2087 ]
  %phi2216 = phi float [ %sel2178, %then2161 ], [ %fadd1962, %endif2087 ]
  %phi2218 = phi float [ %sel2183, %then2161 ], [ %fadd1984, %endif2087 ]
  %phi2220 = phi float [ %sel2188, %then2161 ], [ %fadd2006, %endif2087 ]
  %phi2222 = phi float [ %sel2193, %then2161 ], [ %fadd2028, %endif2087 ]
  %phi2224 = phi float [ %sel2198, %then2161 ], [ %fadd2050, %endif2087 ]
  %phi2226 = phi float [ %sel2203, %then2161 ], [ %fadd2072, %endif2087 ]
  %add2236 = add nuw nsw i64 %i, 1
  %mul2237 = shl i64 %add2236, 2
  %cmp2238 = icmp slt i64 %mul2237, %6
  br i1 %cmp2238, label %then2239, label %endif2241

then2239:                                         ; preds = %endif2163
  %parity2242 = and i64 %add2236, 1
  %mul2243 = mul nuw nsw i64 %parity2242, %sreg4
  %add2244 = add nuw nsw i64 %mul2243, %sreg2
  %mul2245 = shl nuw nsw i64 %add2244, 3
  %mul2247 = mul i64 %mul2245, %5
  br i1 %owns, label %then2256, label %endif2257

endif2241:                                        ; preds = %endif2163, %endif3316
  %phi3445 = phi float [ %sel3429, %endif3316 ], [ %phi, %endif2163 ]
  %phi3446 = phi float [ %sel3430, %endif3316 ], [ %phi474, %endif2163 ]
  %phi3447 = phi float [ %sel3431, %endif3316 ], [ %sel1021, %endif2163 ]
  %phi3448 = phi float [ %sel3432, %endif3316 ], [ %sel1022, %endif2163 ]
  %phi3449 = phi float [ %sel3433, %endif3316 ], [ %sel1494, %endif2163 ]
  %phi3450 = phi float [ %sel3434, %endif3316 ], [ %sel1495, %endif2163 ]
  %phi3451 = phi float [ %sel3435, %endif3316 ], [ %sel1899, %endif2163 ]
  %phi3452 = phi float [ %sel3436, %endif3316 ], [ %sel1900, %endif2163 ]
  %phi3453 = phi float [ %phi3405, %endif3316 ], [ %phi2212, %endif2163 ]
  %phi3454 = phi float [ %phi3290, %endif3316 ], [ %phi2137, %endif2163 ]
  %phi3455 = phi float [ %phi3407, %endif3316 ], [ %phi2214, %endif2163 ]
  %phi3456 = phi float [ %phi3292, %endif3316 ], [ %phi2139, %endif2163 ]
  %phi3457 = phi float [ %phi3409, %endif3316 ], [ %phi2216, %endif2163 ]
  %phi3458 = phi float [ %phi3294, %endif3316 ], [ %phi2141, %endif2163 ]
  %phi3459 = phi float [ %phi3411, %endif3316 ], [ %phi2218, %endif2163 ]
  %phi3460 = phi float [ %phi3296, %endif3316 ], [ %phi2143, %endif2163 ]
  %phi3461 = phi float [ %phi3413, %endif3316 ], [ %phi2220, %endif2163 ]
  %phi3462 = phi float [ %phi3298, %endif3316 ], [ %phi2145, %endif2163 ]
  %phi3463 = phi float [ %phi3415, %endif3316 ], [ %phi2222, %endif2163 ]
  %phi3464 = phi float [ %phi3300, %endif3316 ], [ %phi2147, %endif2163 ]
  %phi3465 = phi float [ %phi3417, %endif3316 ], [ %phi2224, %endif2163 ]
  %phi3466 = phi float [ %phi3302, %endif3316 ], [ %phi2149, %endif2163 ]
  %phi3467 = phi float [ %phi3419, %endif3316 ], [ %phi2226, %endif2163 ]
  %phi3468 = phi float [ %phi3304, %endif3316 ], [ %phi2151, %endif2163 ]
  %phi3469 = phi float [ %sel3437, %endif3316 ], [ %sel1901, %endif2163 ]
  %phi3470 = phi float [ %sel3438, %endif3316 ], [ %sel1902, %endif2163 ]
  %phi3471 = phi float [ %sel3439, %endif3316 ], [ %sel1500, %endif2163 ]
  %phi3472 = phi float [ %sel3440, %endif3316 ], [ %sel1501, %endif2163 ]
  %phi3473 = phi float [ %sel3441, %endif3316 ], [ %sel1031, %endif2163 ]
  %phi3474 = phi float [ %sel3442, %endif3316 ], [ %sel1032, %endif2163 ]
  %phi3475 = phi float [ %sel3443, %endif3316 ], [ %phi503, %endif2163 ]
  %phi3476 = phi float [ %sel3444, %endif3316 ], [ %phi504, %endif2163 ]
  %exitcond.not = icmp eq i64 %add2236, %epochs
  br i1 %exitcond.not, label %fold.exit, label %fold.body

then2256:                                         ; preds = %then2239
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul2247
  store float %phi2212, ptr addrspace(1) %gep, align 4
  br label %endif2257

endif2257:                                        ; preds = %then2256, %then2239
  br i1 %owns2268, label %then2269, label %endif2270

then2269:                                         ; preds = %endif2257
  %gep4418 = getelementptr float, ptr addrspace(1) %invariant.gep4417, i64 %mul2247
  store float %phi2137, ptr addrspace(1) %gep4418, align 4
  br label %endif2270

endif2270:                                        ; preds = %then2269, %endif2257
  %add2275 = or disjoint i64 %mul2245, 1
  %mul2276 = mul i64 %add2275, %5
  br i1 %owns, label %then2287, label %endif2288

then2287:                                         ; preds = %endif2270
  %gep4420 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul2276
  store float %phi2214, ptr addrspace(1) %gep4420, align 4
  br label %endif2288

endif2288:                                        ; preds = %then2287, %endif2270
  br i1 %owns2268, label %then2300, label %endif2301

then2300:                                         ; preds = %endif2288
  %gep4422 = getelementptr float, ptr addrspace(1) %invariant.gep4417, i64 %mul2276
  store float %phi2139, ptr addrspace(1) %gep4422, align 4
  br label %endif2301

endif2301:                                        ; preds = %then2300, %endif2288
  %add2306 = or disjoint i64 %mul2245, 2
  %mul2307 = mul i64 %add2306, %5
  br i1 %owns, label %then2318, label %endif2319

then2318:                                         ; preds = %endif2301
  %gep4424 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul2307
  store float %phi2216, ptr addrspace(1) %gep4424, align 4
  br label %endif2319

endif2319:                                        ; preds = %then2318, %endif2301
  br i1 %owns2268, label %then2331, label %endif2332

then2331:                                         ; preds = %endif2319
  %gep4426 = getelementptr float, ptr addrspace(1) %invariant.gep4417, i64 %mul2307
  store float %phi2141, ptr addrspace(1) %gep4426, align 4
  br label %endif2332

endif2332:                                        ; preds = %then2331, %endif2319
  %add2337 = or disjoint i64 %mul2245, 3
  %mul2338 = mul i64 %add2337, %5
  br i1 %owns, label %then2349, label %endif2350

then2349:                                         ; preds = %endif2332
  %gep4428 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul2338
  store float %phi2218, ptr addrspace(1) %gep4428, align 4
  br label %endif2350

endif2350:                                        ; preds = %then2349, %endif2332
  br i1 %owns2268, label %then2362, label %endif2363

then2362:                                         ; preds = %endif2350
  %gep4430 = getelementptr float, ptr addrspace(1) %invariant.gep4417, i64 %mul2338
  store float %phi2143, ptr addrspace(1) %gep4430, align 4
  br label %endif2363

endif2363:                                        ; preds = %then2362, %endif2350
  %add2368 = or disjoint i64 %mul2245, 4
  %mul2369 = mul i64 %add2368, %5
  br i1 %owns, label %then2380, label %endif2381

then2380:                                         ; preds = %endif2363
  %gep4432 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul2369
  store float %phi2220, ptr addrspace(1) %gep4432, align 4
  br label %endif2381

endif2381:                                        ; preds = %then2380, %endif2363
  br i1 %owns2268, label %then2393, label %endif2394

then2393:                                         ; preds = %endif2381
  %gep4434 = getelementptr float, ptr addrspace(1) %invariant.gep4417, i64 %mul2369
  store float %phi2145, ptr addrspace(1) %gep4434, align 4
  br label %endif2394

endif2394:                                        ; preds = %then2393, %endif2381
  %add2399 = or disjoint i64 %mul2245, 5
  %mul2400 = mul i64 %add2399, %5
  br i1 %owns, label %then2411, label %endif2412

then2411:                                         ; preds = %endif2394
  %gep4436 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul2400
  store float %phi2222, ptr addrspace(1) %gep4436, align 4
  br label %endif2412

endif2412:                                        ; preds = %then2411, %endif2394
  br i1 %owns2268, label %then2424, label %endif2425

then2424:                                         ; preds = %endif2412
  %gep4438 = getelementptr float, ptr addrspace(1) %invariant.gep4417, i64 %mul2400
  store float %phi2147, ptr addrspace(1) %gep4438, align 4
  br label %endif2425

endif2425:                                        ; preds = %then2424, %endif2412
  %add2430 = or disjoint i64 %mul2245, 6
  %mul2431 = mul i64 %add2430, %5
  br i1 %owns, label %then2442, label %endif2443

then2442:                                         ; preds = %endif2425
  %gep4440 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul2431
  store float %phi2224, ptr addrspace(1) %gep4440, align 4
  br label %endif2443

endif2443:                                        ; preds = %then2442, %endif2425
  br i1 %owns2268, label %then2455, label %endif2456

then2455:                                         ; preds = %endif2443
  %gep4442 = getelementptr float, ptr addrspace(1) %invariant.gep4417, i64 %mul2431
  store float %phi2149, ptr addrspace(1) %gep4442, align 4
  br label %endif2456

endif2456:                                        ; preds = %then2455, %endif2443
  %add2461 = or disjoint i64 %mul2245, 7
  %mul2462 = mul i64 %add2461, %5
  br i1 %owns, label %then2473, label %endif2474

then2473:                                         ; preds = %endif2456
  %gep4444 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul2462
  store float %phi2226, ptr addrspace(1) %gep4444, align 4
  br label %endif2474

endif2474:                                        ; preds = %then2473, %endif2456
  br i1 %owns2268, label %then2486, label %endif2487

then2486:                                         ; preds = %endif2474
  %gep4446 = getelementptr float, ptr addrspace(1) %invariant.gep4417, i64 %mul2462
  store float %phi2151, ptr addrspace(1) %gep4446, align 4
  br label %endif2487

endif2487:                                        ; preds = %then2486, %endif2474
  br i1 %inside, label %then2492, label %endif2493

then2492:                                         ; preds = %endif2487
  %.idx = mul nuw nsw i64 %parity2242, 4864
  %28 = getelementptr inbounds i8, ptr addrspace(3) @band.columns, i64 %.idx
  %p2500 = getelementptr inbounds float, ptr addrspace(3) %28, i64 %add2498
  store float %phi2212, ptr addrspace(3) %p2500, align 8
  %29 = getelementptr inbounds i8, ptr addrspace(3) %28, i64 608
  %p2507 = getelementptr inbounds float, ptr addrspace(3) %29, i64 %add2498
  store float %phi2214, ptr addrspace(3) %p2507, align 8
  %30 = getelementptr inbounds i8, ptr addrspace(3) %28, i64 1216
  %p2514 = getelementptr inbounds float, ptr addrspace(3) %30, i64 %add2498
  store float %phi2216, ptr addrspace(3) %p2514, align 8
  %31 = getelementptr inbounds i8, ptr addrspace(3) %28, i64 1824
  %p2521 = getelementptr inbounds float, ptr addrspace(3) %31, i64 %add2498
  store float %phi2218, ptr addrspace(3) %p2521, align 8
  %32 = getelementptr inbounds i8, ptr addrspace(3) %28, i64 2432
  %p2528 = getelementptr inbounds float, ptr addrspace(3) %32, i64 %add2498
  store float %phi2220, ptr addrspace(3) %p2528, align 8
  %33 = getelementptr inbounds i8, ptr addrspace(3) %28, i64 3040
  %p2535 = getelementptr inbounds float, ptr addrspace(3) %33, i64 %add2498
  store float %phi2222, ptr addrspace(3) %p2535, align 8
  %34 = getelementptr inbounds i8, ptr addrspace(3) %28, i64 3648
  %p2542 = getelementptr inbounds float, ptr addrspace(3) %34, i64 %add2498
  store float %phi2224, ptr addrspace(3) %p2542, align 8
  %35 = getelementptr inbounds i8, ptr addrspace(3) %28, i64 4256
  %p2549 = getelementptr inbounds float, ptr addrspace(3) %35, i64 %add2498
  store float %phi2226, ptr addrspace(3) %p2549, align 8
  br label %endif2493

endif2493:                                        ; preds = %then2492, %endif2487
  br i1 %inside2551, label %then2552, label %endif2553

then2552:                                         ; preds = %endif2493
  %.idx4414 = mul nuw nsw i64 %parity2242, 4864
  %36 = getelementptr inbounds i8, ptr addrspace(3) @band.columns, i64 %.idx4414
  %p2560 = getelementptr inbounds float, ptr addrspace(3) %36, i64 %add2558
  store float %phi2212, ptr addrspace(3) %p2560, align 8
  %37 = getelementptr inbounds i8, ptr addrspace(3) %36, i64 608
  %p2567 = getelementptr inbounds float, ptr addrspace(3) %37, i64 %add2558
  store float %phi2214, ptr addrspace(3) %p2567, align 8
  %38 = getelementptr inbounds i8, ptr addrspace(3) %36, i64 1216
  %p2574 = getelementptr inbounds float, ptr addrspace(3) %38, i64 %add2558
  store float %phi2216, ptr addrspace(3) %p2574, align 8
  %39 = getelementptr inbounds i8, ptr addrspace(3) %36, i64 1824
  %p2581 = getelementptr inbounds float, ptr addrspace(3) %39, i64 %add2558
  store float %phi2218, ptr addrspace(3) %p2581, align 8
  %40 = getelementptr inbounds i8, ptr addrspace(3) %36, i64 2432
  %p2588 = getelementptr inbounds float, ptr addrspace(3) %40, i64 %add2558
  store float %phi2220, ptr addrspace(3) %p2588, align 8
  %41 = getelementptr inbounds i8, ptr addrspace(3) %36, i64 3040
  %p2595 = getelementptr inbounds float, ptr addrspace(3) %41, i64 %add2558
  store float %phi2222, ptr addrspace(3) %p2595, align 8
  %42 = getelementptr inbounds i8, ptr addrspace(3) %36, i64 3648
  %p2602 = getelementptr inbounds float, ptr addrspace(3) %42, i64 %add2558
  store float %phi2224, ptr addrspace(3) %p2602, align 8
  %43 = getelementptr inbounds i8, ptr addrspace(3) %36, i64 4256
  %p2609 = getelementptr inbounds float, ptr addrspace(3) %43, i64 %add2558
  store float %phi2226, ptr addrspace(3) %p2609, align 8
  br label %endif2553

endif2553:                                        ; preds = %then2552, %endif2493
  br i1 %inside2612, label %then2613, label %endif2614

then2613:                                         ; preds = %endif2553
  %.idx4415 = mul nuw nsw i64 %parity2242, 4864
  %44 = getelementptr inbounds i8, ptr addrspace(3) @band.columns, i64 %.idx4415
  %p2621 = getelementptr inbounds float, ptr addrspace(3) %44, i64 %add2619
  store float %phi2137, ptr addrspace(3) %p2621, align 4
  %45 = getelementptr inbounds i8, ptr addrspace(3) %44, i64 608
  %p2628 = getelementptr inbounds float, ptr addrspace(3) %45, i64 %add2619
  store float %phi2139, ptr addrspace(3) %p2628, align 4
  %46 = getelementptr inbounds i8, ptr addrspace(3) %44, i64 1216
  %p2635 = getelementptr inbounds float, ptr addrspace(3) %46, i64 %add2619
  store float %phi2141, ptr addrspace(3) %p2635, align 4
  %47 = getelementptr inbounds i8, ptr addrspace(3) %44, i64 1824
  %p2642 = getelementptr inbounds float, ptr addrspace(3) %47, i64 %add2619
  store float %phi2143, ptr addrspace(3) %p2642, align 4
  %48 = getelementptr inbounds i8, ptr addrspace(3) %44, i64 2432
  %p2649 = getelementptr inbounds float, ptr addrspace(3) %48, i64 %add2619
  store float %phi2145, ptr addrspace(3) %p2649, align 4
  %49 = getelementptr inbounds i8, ptr addrspace(3) %44, i64 3040
  %p2656 = getelementptr inbounds float, ptr addrspace(3) %49, i64 %add2619
  store float %phi2147, ptr addrspace(3) %p2656, align 4
  %50 = getelementptr inbounds i8, ptr addrspace(3) %44, i64 3648
  %p2663 = getelementptr inbounds float, ptr addrspace(3) %50, i64 %add2619
  store float %phi2149, ptr addrspace(3) %p2663, align 4
  %51 = getelementptr inbounds i8, ptr addrspace(3) %44, i64 4256
  %p2670 = getelementptr inbounds float, ptr addrspace(3) %51, i64 %add2619
  store float %phi2151, ptr addrspace(3) %p2670, align 4
  br label %endif2614

endif2614:                                        ; preds = %then2613, %endif2553
  br i1 %inside2672, label %then2673, label %endif2674

then2673:                                         ; preds = %endif2614
  %.idx4416 = mul nuw nsw i64 %parity2242, 4864
  %52 = getelementptr i8, ptr addrspace(3) @band.columns, i64 %.idx4416
  %p2681 = getelementptr float, ptr addrspace(3) %52, i64 %add2679
  store float %phi2137, ptr addrspace(3) %p2681, align 4
  %53 = getelementptr i8, ptr addrspace(3) %52, i64 608
  %p2688 = getelementptr float, ptr addrspace(3) %53, i64 %add2679
  store float %phi2139, ptr addrspace(3) %p2688, align 4
  %54 = getelementptr i8, ptr addrspace(3) %52, i64 1216
  %p2695 = getelementptr float, ptr addrspace(3) %54, i64 %add2679
  store float %phi2141, ptr addrspace(3) %p2695, align 4
  %55 = getelementptr i8, ptr addrspace(3) %52, i64 1824
  %p2702 = getelementptr float, ptr addrspace(3) %55, i64 %add2679
  store float %phi2143, ptr addrspace(3) %p2702, align 4
  %56 = getelementptr i8, ptr addrspace(3) %52, i64 2432
  %p2709 = getelementptr float, ptr addrspace(3) %56, i64 %add2679
  store float %phi2145, ptr addrspace(3) %p2709, align 4
  %57 = getelementptr i8, ptr addrspace(3) %52, i64 3040
  %p2716 = getelementptr float, ptr addrspace(3) %57, i64 %add2679
  store float %phi2147, ptr addrspace(3) %p2716, align 4
  %58 = getelementptr i8, ptr addrspace(3) %52, i64 3648
  %p2723 = getelementptr float, ptr addrspace(3) %58, i64 %add2679
  store float %phi2149, ptr addrspace(3) %p2723, align 4
  %59 = getelementptr i8, ptr addrspace(3) %52, i64 4256
  %p2730 = getelementptr float, ptr addrspace(3) %59, i64 %add2679
  store float %phi2151, ptr addrspace(3) %p2730, align 4
  br label %endif2674

endif2674:                                        ; preds = %then2673, %endif2614
  %epoch = trunc i64 %add2236 to i32
  tail call void @llvm.nvvm.barrier0()
  br i1 %cmp2731, label %then2732, label %endif2733

then2732:                                         ; preds = %endif2674
  tail call void asm sideeffect "st.release.gpu.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %address, i32 %epoch) #4
  br label %endif2733

endif2733:                                        ; preds = %then2732, %endif2674
  br i1 %waits, label %repeat.body, label %endif2739

endif2739:                                        ; preds = %repeat.body, %endif2733
  br i1 %waits2748, label %repeat.body2751, label %endif2750

repeat.body:                                      ; preds = %endif2733, %repeat.body
  %60 = tail call i32 asm sideeffect "ld.acquire.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %address2741) #4
  %behind = sub i32 %60, %epoch
  %cmp2742 = icmp slt i32 %behind, 0
  br i1 %cmp2742, label %repeat.body, label %endif2739

endif2750:                                        ; preds = %repeat.body2751, %endif2739
  tail call void @llvm.nvvm.barrier0()
  %add2769 = add nuw nsw i64 %mul2243, %call2767
  %mul2770 = shl nuw nsw i64 %add2769, 3
  %add2771 = or disjoint i64 %mul2770, 4
  %mul2772 = mul i64 %add2771, %5
  %61 = getelementptr float, ptr addrspace(1) %2, i64 %mul2772
  %p2778 = getelementptr float, ptr addrspace(1) %61, i64 %call21
  %v2779 = load volatile float, ptr addrspace(1) %p2778, align 4
  %sel2780 = select i1 %cmp470, float %phi, float %v2779
  %p2786 = getelementptr float, ptr addrspace(1) %61, i64 %call30
  %v2787 = load volatile float, ptr addrspace(1) %p2786, align 4
  %sel2788 = select i1 %cmp470, float %phi474, float %v2787
  %add2795 = or disjoint i64 %mul2770, 5
  %mul2796 = mul i64 %add2795, %5
  %62 = getelementptr float, ptr addrspace(1) %2, i64 %mul2796
  %p2802 = getelementptr float, ptr addrspace(1) %62, i64 %call21
  %v2803 = load volatile float, ptr addrspace(1) %p2802, align 4
  %sel2804 = select i1 %cmp470, float %phi997, float %v2803
  %p2810 = getelementptr float, ptr addrspace(1) %62, i64 %call30
  %v2811 = load volatile float, ptr addrspace(1) %p2810, align 4
  %sel2812 = select i1 %cmp470, float %phi892, float %v2811
  %add2819 = or disjoint i64 %mul2770, 6
  %mul2820 = mul i64 %add2819, %5
  %63 = getelementptr float, ptr addrspace(1) %2, i64 %mul2820
  %p2826 = getelementptr float, ptr addrspace(1) %63, i64 %call21
  %v2827 = load volatile float, ptr addrspace(1) %p2826, align 4
  %sel2828 = select i1 %cmp470, float %phi1470, float %v2827
  %p2834 = getelementptr float, ptr addrspace(1) %63, i64 %call30
  %v2835 = load volatile float, ptr addrspace(1) %p2834, align 4
  %sel2836 = select i1 %cmp470, float %phi1375, float %v2835
  %add2843 = or disjoint i64 %mul2770, 7
  %mul2844 = mul i64 %add2843, %5
  %64 = getelementptr float, ptr addrspace(1) %2, i64 %mul2844
  %p2850 = getelementptr float, ptr addrspace(1) %64, i64 %call21
  %v2851 = load volatile float, ptr addrspace(1) %p2850, align 4
  %sel2852 = select i1 %cmp470, float %phi1875, float %v2851
  %p2858 = getelementptr float, ptr addrspace(1) %64, i64 %call30
  %v2859 = load volatile float, ptr addrspace(1) %p2858, align 4
  %sel2860 = select i1 %cmp470, float %phi1790, float %v2859
  %add2865 = add nuw nsw i64 %mul2243, %27
  %mul2866 = shl nuw nsw i64 %add2865, 3
  %mul2868 = mul i64 %mul2866, %5
  %65 = getelementptr float, ptr addrspace(1) %2, i64 %mul2868
  %p2874 = getelementptr float, ptr addrspace(1) %65, i64 %call21
  %v2875 = load volatile float, ptr addrspace(1) %p2874, align 4
  %sel2876 = select i1 %cmp472, float %phi1889, float %v2875
  %p2882 = getelementptr float, ptr addrspace(1) %65, i64 %call30
  %v2883 = load volatile float, ptr addrspace(1) %p2882, align 4
  %sel2884 = select i1 %cmp472, float %phi1804, float %v2883
  %add2891 = or disjoint i64 %mul2866, 1
  %mul2892 = mul i64 %add2891, %5
  %66 = getelementptr float, ptr addrspace(1) %2, i64 %mul2892
  %p2898 = getelementptr float, ptr addrspace(1) %66, i64 %call21
  %v2899 = load volatile float, ptr addrspace(1) %p2898, align 4
  %sel2900 = select i1 %cmp472, float %phi1484, float %v2899
  %p2906 = getelementptr float, ptr addrspace(1) %66, i64 %call30
  %v2907 = load volatile float, ptr addrspace(1) %p2906, align 4
  %sel2908 = select i1 %cmp472, float %phi1389, float %v2907
  %add2915 = or disjoint i64 %mul2866, 2
  %mul2916 = mul i64 %add2915, %5
  %67 = getelementptr float, ptr addrspace(1) %2, i64 %mul2916
  %p2922 = getelementptr float, ptr addrspace(1) %67, i64 %call21
  %v2923 = load volatile float, ptr addrspace(1) %p2922, align 4
  %sel2924 = select i1 %cmp472, float %phi1011, float %v2923
  %p2930 = getelementptr float, ptr addrspace(1) %67, i64 %call30
  %v2931 = load volatile float, ptr addrspace(1) %p2930, align 4
  %sel2932 = select i1 %cmp472, float %phi906, float %v2931
  %add2939 = or disjoint i64 %mul2866, 3
  %mul2940 = mul i64 %add2939, %5
  %68 = getelementptr float, ptr addrspace(1) %2, i64 %mul2940
  %p2946 = getelementptr float, ptr addrspace(1) %68, i64 %call21
  %v2947 = load volatile float, ptr addrspace(1) %p2946, align 4
  %sel2948 = select i1 %cmp472, float %phi503, float %v2947
  %p2954 = getelementptr float, ptr addrspace(1) %68, i64 %call30
  %v2955 = load volatile float, ptr addrspace(1) %p2954, align 4
  %sel2956 = select i1 %cmp472, float %phi504, float %v2955
  %mul2966 = mul nuw nsw i64 %parity2242, 1216
  %69 = getelementptr float, ptr addrspace(3) @band.columns, i64 %mul2966
  %p2971 = getelementptr float, ptr addrspace(3) %69, i64 %add2969
  %address2972 = ptrtoint ptr addrspace(3) %p2971 to i64
  %70 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address2972, i1 %from_before, float %phi2212) #4
  %p2978 = getelementptr float, ptr addrspace(3) %69, i64 %add2976
  %address2979 = ptrtoint ptr addrspace(3) %p2978 to i64
  %71 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address2979, i1 %from_after, float %70) #4
  %gep4447 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.columns, i64 608), i64 %mul2966
  %p2985 = getelementptr float, ptr addrspace(3) %gep4447, i64 %add2969
  %address2986 = ptrtoint ptr addrspace(3) %p2985 to i64
  %72 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address2986, i1 %from_before, float %phi2214) #4
  %p2992 = getelementptr float, ptr addrspace(3) %gep4447, i64 %add2976
  %address2993 = ptrtoint ptr addrspace(3) %p2992 to i64
  %73 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address2993, i1 %from_after, float %72) #4
  %gep4448 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.columns, i64 1216), i64 %mul2966
  %p2999 = getelementptr float, ptr addrspace(3) %gep4448, i64 %add2969
  %address3000 = ptrtoint ptr addrspace(3) %p2999 to i64
  %74 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3000, i1 %from_before, float %phi2216) #4
  %p3006 = getelementptr float, ptr addrspace(3) %gep4448, i64 %add2976
  %address3007 = ptrtoint ptr addrspace(3) %p3006 to i64
  %75 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3007, i1 %from_after, float %74) #4
  %gep4449 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.columns, i64 1824), i64 %mul2966
  %p3013 = getelementptr float, ptr addrspace(3) %gep4449, i64 %add2969
  %address3014 = ptrtoint ptr addrspace(3) %p3013 to i64
  %76 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3014, i1 %from_before, float %phi2218) #4
  %p3020 = getelementptr float, ptr addrspace(3) %gep4449, i64 %add2976
  %address3021 = ptrtoint ptr addrspace(3) %p3020 to i64
  %77 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3021, i1 %from_after, float %76) #4
  %gep4450 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.columns, i64 2432), i64 %mul2966
  %p3027 = getelementptr float, ptr addrspace(3) %gep4450, i64 %add2969
  %address3028 = ptrtoint ptr addrspace(3) %p3027 to i64
  %78 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3028, i1 %from_before, float %phi2220) #4
  %p3034 = getelementptr float, ptr addrspace(3) %gep4450, i64 %add2976
  %address3035 = ptrtoint ptr addrspace(3) %p3034 to i64
  %79 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3035, i1 %from_after, float %78) #4
  %gep4451 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.columns, i64 3040), i64 %mul2966
  %p3041 = getelementptr float, ptr addrspace(3) %gep4451, i64 %add2969
  %address3042 = ptrtoint ptr addrspace(3) %p3041 to i64
  %80 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3042, i1 %from_before, float %phi2222) #4
  %p3048 = getelementptr float, ptr addrspace(3) %gep4451, i64 %add2976
  %address3049 = ptrtoint ptr addrspace(3) %p3048 to i64
  %81 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3049, i1 %from_after, float %80) #4
  %gep4452 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.columns, i64 3648), i64 %mul2966
  %p3055 = getelementptr float, ptr addrspace(3) %gep4452, i64 %add2969
  %address3056 = ptrtoint ptr addrspace(3) %p3055 to i64
  %82 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3056, i1 %from_before, float %phi2224) #4
  %p3062 = getelementptr float, ptr addrspace(3) %gep4452, i64 %add2976
  %address3063 = ptrtoint ptr addrspace(3) %p3062 to i64
  %83 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3063, i1 %from_after, float %82) #4
  %gep4453 = getelementptr float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.columns, i64 4256), i64 %mul2966
  %p3069 = getelementptr float, ptr addrspace(3) %gep4453, i64 %add2969
  %address3070 = ptrtoint ptr addrspace(3) %p3069 to i64
  %84 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3070, i1 %from_before, float %phi2226) #4
  %p3076 = getelementptr float, ptr addrspace(3) %gep4453, i64 %add2976
  %address3077 = ptrtoint ptr addrspace(3) %p3076 to i64
  %85 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3077, i1 %from_after, float %84) #4
  %p3090 = getelementptr float, ptr addrspace(3) %69, i64 %add3088
  %address3091 = ptrtoint ptr addrspace(3) %p3090 to i64
  %86 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3091, i1 %from_before, float %phi2137) #4
  %p3097 = getelementptr float, ptr addrspace(3) %69, i64 %add3095
  %address3098 = ptrtoint ptr addrspace(3) %p3097 to i64
  %87 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3098, i1 %from_after3083, float %86) #4
  %p3104 = getelementptr float, ptr addrspace(3) %gep4447, i64 %add3088
  %address3105 = ptrtoint ptr addrspace(3) %p3104 to i64
  %88 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3105, i1 %from_before, float %phi2139) #4
  %p3111 = getelementptr float, ptr addrspace(3) %gep4447, i64 %add3095
  %address3112 = ptrtoint ptr addrspace(3) %p3111 to i64
  %89 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3112, i1 %from_after3083, float %88) #4
  %p3118 = getelementptr float, ptr addrspace(3) %gep4448, i64 %add3088
  %address3119 = ptrtoint ptr addrspace(3) %p3118 to i64
  %90 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3119, i1 %from_before, float %phi2141) #4
  %p3125 = getelementptr float, ptr addrspace(3) %gep4448, i64 %add3095
  %address3126 = ptrtoint ptr addrspace(3) %p3125 to i64
  %91 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3126, i1 %from_after3083, float %90) #4
  %p3132 = getelementptr float, ptr addrspace(3) %gep4449, i64 %add3088
  %address3133 = ptrtoint ptr addrspace(3) %p3132 to i64
  %92 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3133, i1 %from_before, float %phi2143) #4
  %p3139 = getelementptr float, ptr addrspace(3) %gep4449, i64 %add3095
  %address3140 = ptrtoint ptr addrspace(3) %p3139 to i64
  %93 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3140, i1 %from_after3083, float %92) #4
  %p3146 = getelementptr float, ptr addrspace(3) %gep4450, i64 %add3088
  %address3147 = ptrtoint ptr addrspace(3) %p3146 to i64
  %94 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3147, i1 %from_before, float %phi2145) #4
  %p3153 = getelementptr float, ptr addrspace(3) %gep4450, i64 %add3095
  %address3154 = ptrtoint ptr addrspace(3) %p3153 to i64
  %95 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3154, i1 %from_after3083, float %94) #4
  %p3160 = getelementptr float, ptr addrspace(3) %gep4451, i64 %add3088
  %address3161 = ptrtoint ptr addrspace(3) %p3160 to i64
  %96 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3161, i1 %from_before, float %phi2147) #4
  %p3167 = getelementptr float, ptr addrspace(3) %gep4451, i64 %add3095
  %address3168 = ptrtoint ptr addrspace(3) %p3167 to i64
  %97 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3168, i1 %from_after3083, float %96) #4
  %p3174 = getelementptr float, ptr addrspace(3) %gep4452, i64 %add3088
  %address3175 = ptrtoint ptr addrspace(3) %p3174 to i64
  %98 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3175, i1 %from_before, float %phi2149) #4
  %p3181 = getelementptr float, ptr addrspace(3) %gep4452, i64 %add3095
  %address3182 = ptrtoint ptr addrspace(3) %p3181 to i64
  %99 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3182, i1 %from_after3083, float %98) #4
  %p3188 = getelementptr float, ptr addrspace(3) %gep4453, i64 %add3088
  %address3189 = ptrtoint ptr addrspace(3) %p3188 to i64
  %100 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3189, i1 %from_before, float %phi2151) #4
  %p3195 = getelementptr float, ptr addrspace(3) %gep4453, i64 %add3095
  %address3196 = ptrtoint ptr addrspace(3) %p3195 to i64
  %101 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3196, i1 %from_after3083, float %100) #4
  br i1 %cmp813, label %then3198, label %endif3200

repeat.body2751:                                  ; preds = %endif2739, %repeat.body2751
  %102 = tail call i32 asm sideeffect "ld.acquire.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %address2754) #4
  %behind2755 = sub i32 %102, %epoch
  %cmp2756 = icmp slt i32 %behind2755, 0
  br i1 %cmp2756, label %repeat.body2751, label %endif2750

then3198:                                         ; preds = %endif2750
  %bits3201 = bitcast float %sel2780 to i32
  %call3202 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3201, i32 2, i32 31)
  %leaf3203 = bitcast i32 %call3202 to float
  %sel3205 = select i1 %cmp817, float %leaf3203, float %sel2788
  %bits3206 = bitcast float %sel2804 to i32
  %call3207 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3206, i32 2, i32 31)
  %leaf3208 = bitcast i32 %call3207 to float
  %sel3210 = select i1 %cmp817, float %leaf3208, float %sel2812
  %bits3211 = bitcast float %sel2828 to i32
  %call3212 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3211, i32 2, i32 31)
  %leaf3213 = bitcast i32 %call3212 to float
  %sel3215 = select i1 %cmp817, float %leaf3213, float %sel2836
  %bits3216 = bitcast float %sel2852 to i32
  %call3217 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3216, i32 2, i32 31)
  %leaf3218 = bitcast i32 %call3217 to float
  %sel3220 = select i1 %cmp817, float %leaf3218, float %sel2860
  %bits3221 = bitcast float %71 to i32
  %call3222 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3221, i32 2, i32 31)
  %leaf3223 = bitcast i32 %call3222 to float
  %sel3225 = select i1 %cmp817, float %leaf3223, float %87
  %bits3226 = bitcast float %73 to i32
  %call3227 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3226, i32 2, i32 31)
  %leaf3228 = bitcast i32 %call3227 to float
  %sel3230 = select i1 %cmp817, float %leaf3228, float %89
  %bits3231 = bitcast float %75 to i32
  %call3232 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3231, i32 2, i32 31)
  %leaf3233 = bitcast i32 %call3232 to float
  %sel3235 = select i1 %cmp817, float %leaf3233, float %91
  %bits3236 = bitcast float %77 to i32
  %call3237 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3236, i32 2, i32 31)
  %leaf3238 = bitcast i32 %call3237 to float
  %sel3240 = select i1 %cmp817, float %leaf3238, float %93
  %bits3241 = bitcast float %79 to i32
  %call3242 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3241, i32 2, i32 31)
  %leaf3243 = bitcast i32 %call3242 to float
  %sel3245 = select i1 %cmp817, float %leaf3243, float %95
  %bits3246 = bitcast float %81 to i32
  %call3247 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3246, i32 2, i32 31)
  %leaf3248 = bitcast i32 %call3247 to float
  %sel3250 = select i1 %cmp817, float %leaf3248, float %97
  %bits3251 = bitcast float %83 to i32
  %call3252 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3251, i32 2, i32 31)
  %leaf3253 = bitcast i32 %call3252 to float
  %sel3255 = select i1 %cmp817, float %leaf3253, float %99
  %bits3256 = bitcast float %85 to i32
  %call3257 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3256, i32 2, i32 31)
  %leaf3258 = bitcast i32 %call3257 to float
  %sel3260 = select i1 %cmp817, float %leaf3258, float %101
  %bits3261 = bitcast float %sel2876 to i32
  %call3262 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3261, i32 2, i32 31)
  %leaf3263 = bitcast i32 %call3262 to float
  %sel3265 = select i1 %cmp817, float %leaf3263, float %sel2884
  %bits3266 = bitcast float %sel2900 to i32
  %call3267 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3266, i32 2, i32 31)
  %leaf3268 = bitcast i32 %call3267 to float
  %sel3270 = select i1 %cmp817, float %leaf3268, float %sel2908
  %bits3271 = bitcast float %sel2924 to i32
  %call3272 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3271, i32 2, i32 31)
  %leaf3273 = bitcast i32 %call3272 to float
  %sel3275 = select i1 %cmp817, float %leaf3273, float %sel2932
  %bits3276 = bitcast float %sel2948 to i32
  %call3277 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3276, i32 2, i32 31)
  %leaf3278 = bitcast i32 %call3277 to float
  %sel3280 = select i1 %cmp817, float %leaf3278, float %sel2956
  br label %endif3200

endif3200:                                        ; preds = %endif2750, %then3198
  %phi3282 = phi float [ %sel3205, %then3198 ], [ %sel2788, %endif2750 ]
  %phi3284 = phi float [ %sel3210, %then3198 ], [ %sel2812, %endif2750 ]
  %phi3286 = phi float [ %sel3215, %then3198 ], [ %sel2836, %endif2750 ]
  %phi3288 = phi float [ %sel3220, %then3198 ], [ %sel2860, %endif2750 ]
  %phi3290 = phi float [ %sel3225, %then3198 ], [ %87, %endif2750 ]
  %phi3292 = phi float [ %sel3230, %then3198 ], [ %89, %endif2750 ]
  %phi3294 = phi float [ %sel3235, %then3198 ], [ %91, %endif2750 ]
  %phi3296 = phi float [ %sel3240, %then3198 ], [ %93, %endif2750 ]
  %phi3298 = phi float [ %sel3245, %then3198 ], [ %95, %endif2750 ]
  %phi3300 = phi float [ %sel3250, %then3198 ], [ %97, %endif2750 ]
  %phi3302 = phi float [ %sel3255, %then3198 ], [ %99, %endif2750 ]
  %phi3304 = phi float [ %sel3260, %then3198 ], [ %101, %endif2750 ]
  %phi3306 = phi float [ %sel3265, %then3198 ], [ %sel2884, %endif2750 ]
  %phi3308 = phi float [ %sel3270, %then3198 ], [ %sel2908, %endif2750 ]
  %phi3310 = phi float [ %sel3275, %then3198 ], [ %sel2932, %endif2750 ]
  %phi3312 = phi float [ %sel3280, %then3198 ], [ %sel2956, %endif2750 ]
  br i1 %cmp915, label %then3314, label %endif3316

then3314:                                         ; preds = %endif3200
  %bits3317 = bitcast float %phi3282 to i32
  %call3318 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3317, i32 9, i32 31)
  %leaf3319 = bitcast i32 %call3318 to float
  %sel3321 = select i1 %cmp922, float %leaf3319, float %sel2780
  %bits3322 = bitcast float %phi3284 to i32
  %call3323 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3322, i32 9, i32 31)
  %leaf3324 = bitcast i32 %call3323 to float
  %sel3326 = select i1 %cmp922, float %leaf3324, float %sel2804
  %bits3327 = bitcast float %phi3286 to i32
  %call3328 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3327, i32 9, i32 31)
  %leaf3329 = bitcast i32 %call3328 to float
  %sel3331 = select i1 %cmp922, float %leaf3329, float %sel2828
  %bits3332 = bitcast float %phi3288 to i32
  %call3333 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3332, i32 9, i32 31)
  %leaf3334 = bitcast i32 %call3333 to float
  %sel3336 = select i1 %cmp922, float %leaf3334, float %sel2852
  %bits3337 = bitcast float %phi3290 to i32
  %call3338 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3337, i32 9, i32 31)
  %leaf3339 = bitcast i32 %call3338 to float
  %sel3341 = select i1 %cmp922, float %leaf3339, float %71
  %bits3342 = bitcast float %phi3292 to i32
  %call3343 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3342, i32 9, i32 31)
  %leaf3344 = bitcast i32 %call3343 to float
  %sel3346 = select i1 %cmp922, float %leaf3344, float %73
  %bits3347 = bitcast float %phi3294 to i32
  %call3348 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3347, i32 9, i32 31)
  %leaf3349 = bitcast i32 %call3348 to float
  %sel3351 = select i1 %cmp922, float %leaf3349, float %75
  %bits3352 = bitcast float %phi3296 to i32
  %call3353 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3352, i32 9, i32 31)
  %leaf3354 = bitcast i32 %call3353 to float
  %sel3356 = select i1 %cmp922, float %leaf3354, float %77
  %bits3357 = bitcast float %phi3298 to i32
  %call3358 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3357, i32 9, i32 31)
  %leaf3359 = bitcast i32 %call3358 to float
  %sel3361 = select i1 %cmp922, float %leaf3359, float %79
  %bits3362 = bitcast float %phi3300 to i32
  %call3363 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3362, i32 9, i32 31)
  %leaf3364 = bitcast i32 %call3363 to float
  %sel3366 = select i1 %cmp922, float %leaf3364, float %81
  %bits3367 = bitcast float %phi3302 to i32
  %call3368 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3367, i32 9, i32 31)
  %leaf3369 = bitcast i32 %call3368 to float
  %sel3371 = select i1 %cmp922, float %leaf3369, float %83
  %bits3372 = bitcast float %phi3304 to i32
  %call3373 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3372, i32 9, i32 31)
  %leaf3374 = bitcast i32 %call3373 to float
  %sel3376 = select i1 %cmp922, float %leaf3374, float %85
  %bits3377 = bitcast float %phi3306 to i32
  %call3378 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3377, i32 9, i32 31)
  %leaf3379 = bitcast i32 %call3378 to float
  %sel3381 = select i1 %cmp922, float %leaf3379, float %sel2876
  %bits3382 = bitcast float %phi3308 to i32
  %call3383 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3382, i32 9, i32 31)
  %leaf3384 = bitcast i32 %call3383 to float
  %sel3386 = select i1 %cmp922, float %leaf3384, float %sel2900
  %bits3387 = bitcast float %phi3310 to i32
  %call3388 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3387, i32 9, i32 31)
  %leaf3389 = bitcast i32 %call3388 to float
  %sel3391 = select i1 %cmp922, float %leaf3389, float %sel2924
  %bits3392 = bitcast float %phi3312 to i32
  %call3393 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3392, i32 9, i32 31)
  %leaf3394 = bitcast i32 %call3393 to float
  %sel3396 = select i1 %cmp922, float %leaf3394, float %sel2948
  br label %endif3316

endif3316:                                        ; preds = %endif3200, %then3314
  %phi3397 = phi float [ %sel3321, %then3314 ], [ %sel2780, %endif3200 ]
  %phi3399 = phi float [ %sel3326, %then3314 ], [ %sel2804, %endif3200 ]
  %phi3401 = phi float [ %sel3331, %then3314 ], [ %sel2828, %endif3200 ]
  %phi3403 = phi float [ %sel3336, %then3314 ], [ %sel2852, %endif3200 ]
  %phi3405 = phi float [ %sel3341, %then3314 ], [ %71, %endif3200 ]
  %phi3407 = phi float [ %sel3346, %then3314 ], [ %73, %endif3200 ]
  %phi3409 = phi float [ %sel3351, %then3314 ], [ %75, %endif3200 ]
  %phi3411 = phi float [ %sel3356, %then3314 ], [ %77, %endif3200 ]
  %phi3413 = phi float [ %sel3361, %then3314 ], [ %79, %endif3200 ]
  %phi3415 = phi float [ %sel3366, %then3314 ], [ %81, %endif3200 ]
  %phi3417 = phi float [ %sel3371, %then3314 ], [ %83, %endif3200 ]
  %phi3419 = phi float [ %sel3376, %then3314 ], [ %85, %endif3200 ]
  %phi3421 = phi float [ %sel3381, %then3314 ], [ %sel2876, %endif3200 ]
  %phi3423 = phi float [ %sel3386, %then3314 ], [ %sel2900, %endif3200 ]
  %phi3425 = phi float [ %sel3391, %then3314 ], [ %sel2924, %endif3200 ]
  %phi3427 = phi float [ %sel3396, %then3314 ], [ %sel2948, %endif3200 ]
  %sel3429 = select i1 %cmp470, float %phi3405, float %phi3397
  %sel3430 = select i1 %cmp470, float %phi3290, float %phi3282
  %sel3431 = select i1 %cmp470, float %phi3405, float %phi3399
  %sel3432 = select i1 %cmp470, float %phi3290, float %phi3284
  %sel3433 = select i1 %cmp470, float %phi3405, float %phi3401
  %sel3434 = select i1 %cmp470, float %phi3290, float %phi3286
  %sel3435 = select i1 %cmp470, float %phi3405, float %phi3403
  %sel3436 = select i1 %cmp470, float %phi3290, float %phi3288
  %sel3437 = select i1 %cmp472, float %phi3419, float %phi3421
  %sel3438 = select i1 %cmp472, float %phi3304, float %phi3306
  %sel3439 = select i1 %cmp472, float %phi3419, float %phi3423
  %sel3440 = select i1 %cmp472, float %phi3304, float %phi3308
  %sel3441 = select i1 %cmp472, float %phi3419, float %phi3425
  %sel3442 = select i1 %cmp472, float %phi3304, float %phi3310
  %sel3443 = select i1 %cmp472, float %phi3419, float %phi3427
  %sel3444 = select i1 %cmp472, float %phi3304, float %phi3312
  br label %endif2241

fold.body3512:                                    ; preds = %fold.body3512.preheader, %endif3968
  %i3515 = phi i64 [ %add4083, %endif3968 ], [ %mul3511, %fold.body3512.preheader ]
  %phi3518 = phi float [ %sel4071, %endif3968 ], [ %phi3481, %fold.body3512.preheader ]
  %phi3519 = phi float [ %sel4072, %endif3968 ], [ %phi3482, %fold.body3512.preheader ]
  %phi3520 = phi float [ %sel4073, %endif3968 ], [ %phi3483, %fold.body3512.preheader ]
  %phi3521 = phi float [ %sel4074, %endif3968 ], [ %phi3484, %fold.body3512.preheader ]
  %phi3522 = phi float [ %sel4075, %endif3968 ], [ %phi3485, %fold.body3512.preheader ]
  %phi3523 = phi float [ %sel4076, %endif3968 ], [ %phi3486, %fold.body3512.preheader ]
  %phi3524 = phi float [ %phi4047, %endif3968 ], [ %phi3487, %fold.body3512.preheader ]
  %phi3525 = phi float [ %phi3942, %endif3968 ], [ %phi3488, %fold.body3512.preheader ]
  %phi3526 = phi float [ %phi4049, %endif3968 ], [ %phi3489, %fold.body3512.preheader ]
  %phi3527 = phi float [ %phi3944, %endif3968 ], [ %phi3490, %fold.body3512.preheader ]
  %phi3528 = phi float [ %phi4051, %endif3968 ], [ %phi3491, %fold.body3512.preheader ]
  %phi3529 = phi float [ %phi3946, %endif3968 ], [ %phi3492, %fold.body3512.preheader ]
  %phi3530 = phi float [ %phi4053, %endif3968 ], [ %phi3493, %fold.body3512.preheader ]
  %phi3531 = phi float [ %phi3948, %endif3968 ], [ %phi3494, %fold.body3512.preheader ]
  %phi3532 = phi float [ %phi4055, %endif3968 ], [ %phi3495, %fold.body3512.preheader ]
  %phi3533 = phi float [ %phi3950, %endif3968 ], [ %phi3496, %fold.body3512.preheader ]
  %phi3534 = phi float [ %phi4057, %endif3968 ], [ %phi3497, %fold.body3512.preheader ]
  %phi3535 = phi float [ %phi3952, %endif3968 ], [ %phi3498, %fold.body3512.preheader ]
  %phi3536 = phi float [ %phi4059, %endif3968 ], [ %phi3499, %fold.body3512.preheader ]
  %phi3537 = phi float [ %phi3954, %endif3968 ], [ %phi3500, %fold.body3512.preheader ]
  %phi3538 = phi float [ %phi4061, %endif3968 ], [ %phi3501, %fold.body3512.preheader ]
  %phi3539 = phi float [ %phi3956, %endif3968 ], [ %phi3502, %fold.body3512.preheader ]
  %phi3540 = phi float [ %sel4077, %endif3968 ], [ %phi3503, %fold.body3512.preheader ]
  %phi3541 = phi float [ %sel4078, %endif3968 ], [ %phi3504, %fold.body3512.preheader ]
  %phi3542 = phi float [ %sel4079, %endif3968 ], [ %phi3505, %fold.body3512.preheader ]
  %phi3543 = phi float [ %sel4080, %endif3968 ], [ %phi3506, %fold.body3512.preheader ]
  %phi3544 = phi float [ %sel4081, %endif3968 ], [ %phi3507, %fold.body3512.preheader ]
  %phi3545 = phi float [ %sel4082, %endif3968 ], [ %phi3508, %fold.body3512.preheader ]
  %bits3551 = bitcast float %phi3519 to i32
  %call3552 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3551, i32 1, i32 0)
  %leaf3553 = bitcast i32 %call3552 to float
  %fmul3554 = fmul float %leaf3553, 2.000000e+00
  %fadd3555 = fadd float %phi3479, %fmul3554
  %fmul3556 = fmul float %phi3518, 3.000000e+00
  %fadd3557 = fadd float %fmul3556, %fadd3555
  %fmul3558 = fmul float %phi3519, 4.000000e+00
  %fadd3559 = fadd float %fmul3558, %fadd3557
  %fmul3560 = fmul float %phi3520, 5.000000e+00
  %fadd3561 = fadd float %fmul3560, %fadd3559
  %bits3562 = bitcast float %phi3518 to i32
  %call3563 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3562, i32 1, i32 31)
  %leaf3564 = bitcast i32 %call3563 to float
  %fmul3565 = fmul float %phi3518, 2.000000e+00
  %fadd3566 = fadd float %phi3480, %fmul3565
  %fmul3567 = fmul float %phi3519, 3.000000e+00
  %fadd3568 = fadd float %fadd3566, %fmul3567
  %fmul3569 = fmul float %leaf3564, 4.000000e+00
  %fadd3570 = fadd float %fadd3568, %fmul3569
  %fmul3571 = fmul float %phi3521, 5.000000e+00
  %fadd3572 = fadd float %fmul3571, %fadd3570
  %bits3573 = bitcast float %phi3521 to i32
  %call3574 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3573, i32 1, i32 0)
  %leaf3575 = bitcast i32 %call3574 to float
  %fmul3576 = fmul float %leaf3575, 2.000000e+00
  %fadd3577 = fadd float %phi3518, %fmul3576
  %fmul3578 = fmul float %phi3520, 3.000000e+00
  %fadd3579 = fadd float %fmul3578, %fadd3577
  %fmul3580 = fmul float %phi3521, 4.000000e+00
  %fadd3581 = fadd float %fmul3580, %fadd3579
  %fmul3582 = fmul float %phi3522, 5.000000e+00
  %fadd3583 = fadd float %fmul3582, %fadd3581
  %bits3584 = bitcast float %phi3520 to i32
  %call3585 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3584, i32 1, i32 31)
  %leaf3586 = bitcast i32 %call3585 to float
  %fmul3587 = fmul float %phi3520, 2.000000e+00
  %fadd3588 = fadd float %phi3519, %fmul3587
  %fmul3589 = fmul float %phi3521, 3.000000e+00
  %fadd3590 = fadd float %fadd3588, %fmul3589
  %fmul3591 = fmul float %leaf3586, 4.000000e+00
  %fadd3592 = fadd float %fadd3590, %fmul3591
  %fmul3593 = fmul float %phi3523, 5.000000e+00
  %fadd3594 = fadd float %fmul3593, %fadd3592
  %bits3595 = bitcast float %phi3523 to i32
  %call3596 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3595, i32 1, i32 0)
  %leaf3597 = bitcast i32 %call3596 to float
  %fmul3598 = fmul float %leaf3597, 2.000000e+00
  %fadd3599 = fadd float %phi3520, %fmul3598
  %fmul3600 = fmul float %phi3522, 3.000000e+00
  %fadd3601 = fadd float %fmul3600, %fadd3599
  %fmul3602 = fmul float %phi3523, 4.000000e+00
  %fadd3603 = fadd float %fmul3602, %fadd3601
  %fmul3604 = fmul float %phi3524, 5.000000e+00
  %fadd3605 = fadd float %fmul3604, %fadd3603
  %bits3606 = bitcast float %phi3522 to i32
  %call3607 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3606, i32 1, i32 31)
  %leaf3608 = bitcast i32 %call3607 to float
  %fmul3609 = fmul float %phi3522, 2.000000e+00
  %fadd3610 = fadd float %phi3521, %fmul3609
  %fmul3611 = fmul float %phi3523, 3.000000e+00
  %fadd3612 = fadd float %fadd3610, %fmul3611
  %fmul3613 = fmul float %leaf3608, 4.000000e+00
  %fadd3614 = fadd float %fadd3612, %fmul3613
  %fmul3615 = fmul float %phi3525, 5.000000e+00
  %fadd3616 = fadd float %fmul3615, %fadd3614
  %bits3617 = bitcast float %phi3525 to i32
  %call3618 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3617, i32 1, i32 0)
  %leaf3619 = bitcast i32 %call3618 to float
  %fmul3620 = fmul float %leaf3619, 2.000000e+00
  %fadd3621 = fadd float %phi3522, %fmul3620
  %fmul3622 = fmul float %phi3524, 3.000000e+00
  %fadd3623 = fadd float %fmul3622, %fadd3621
  %fmul3624 = fmul float %phi3525, 4.000000e+00
  %fadd3625 = fadd float %fmul3624, %fadd3623
  %fmul3626 = fmul float %phi3526, 5.000000e+00
  %fadd3627 = fadd float %fmul3626, %fadd3625
  %bits3628 = bitcast float %phi3524 to i32
  %call3629 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3628, i32 1, i32 31)
  %leaf3630 = bitcast i32 %call3629 to float
  %fmul3631 = fmul float %phi3524, 2.000000e+00
  %fadd3632 = fadd float %phi3523, %fmul3631
  %fmul3633 = fmul float %phi3525, 3.000000e+00
  %fadd3634 = fadd float %fadd3632, %fmul3633
  %fmul3635 = fmul float %leaf3630, 4.000000e+00
  %fadd3636 = fadd float %fadd3634, %fmul3635
  %fmul3637 = fmul float %phi3527, 5.000000e+00
  %fadd3638 = fadd float %fmul3637, %fadd3636
  %bits3639 = bitcast float %phi3527 to i32
  %call3640 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3639, i32 1, i32 0)
  %leaf3641 = bitcast i32 %call3640 to float
  %fmul3642 = fmul float %leaf3641, 2.000000e+00
  %fadd3643 = fadd float %phi3524, %fmul3642
  %fmul3644 = fmul float %phi3526, 3.000000e+00
  %fadd3645 = fadd float %fmul3644, %fadd3643
  %fmul3646 = fmul float %phi3527, 4.000000e+00
  %fadd3647 = fadd float %fmul3646, %fadd3645
  %fmul3648 = fmul float %phi3528, 5.000000e+00
  %fadd3649 = fadd float %fmul3648, %fadd3647
  %bits3650 = bitcast float %phi3526 to i32
  %call3651 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3650, i32 1, i32 31)
  %leaf3652 = bitcast i32 %call3651 to float
  %fmul3653 = fmul float %phi3526, 2.000000e+00
  %fadd3654 = fadd float %phi3525, %fmul3653
  %fmul3655 = fmul float %phi3527, 3.000000e+00
  %fadd3656 = fadd float %fadd3654, %fmul3655
  %fmul3657 = fmul float %leaf3652, 4.000000e+00
  %fadd3658 = fadd float %fadd3656, %fmul3657
  %fmul3659 = fmul float %phi3529, 5.000000e+00
  %fadd3660 = fadd float %fmul3659, %fadd3658
  %bits3661 = bitcast float %phi3529 to i32
  %call3662 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3661, i32 1, i32 0)
  %leaf3663 = bitcast i32 %call3662 to float
  %fmul3664 = fmul float %leaf3663, 2.000000e+00
  %fadd3665 = fadd float %phi3526, %fmul3664
  %fmul3666 = fmul float %phi3528, 3.000000e+00
  %fadd3667 = fadd float %fmul3666, %fadd3665
  %fmul3668 = fmul float %phi3529, 4.000000e+00
  %fadd3669 = fadd float %fmul3668, %fadd3667
  %fmul3670 = fmul float %phi3530, 5.000000e+00
  %fadd3671 = fadd float %fmul3670, %fadd3669
  %bits3672 = bitcast float %phi3528 to i32
  %call3673 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3672, i32 1, i32 31)
  %leaf3674 = bitcast i32 %call3673 to float
  %fmul3675 = fmul float %phi3528, 2.000000e+00
  %fadd3676 = fadd float %phi3527, %fmul3675
  %fmul3677 = fmul float %phi3529, 3.000000e+00
  %fadd3678 = fadd float %fadd3676, %fmul3677
  %fmul3679 = fmul float %leaf3674, 4.000000e+00
  %fadd3680 = fadd float %fadd3678, %fmul3679
  %fmul3681 = fmul float %phi3531, 5.000000e+00
  %fadd3682 = fadd float %fmul3681, %fadd3680
  %bits3683 = bitcast float %phi3531 to i32
  %call3684 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3683, i32 1, i32 0)
  %leaf3685 = bitcast i32 %call3684 to float
  %fmul3686 = fmul float %leaf3685, 2.000000e+00
  %fadd3687 = fadd float %phi3528, %fmul3686
  %fmul3688 = fmul float %phi3530, 3.000000e+00
  %fadd3689 = fadd float %fmul3688, %fadd3687
  %fmul3690 = fmul float %phi3531, 4.000000e+00
  %fadd3691 = fadd float %fmul3690, %fadd3689
  %fmul3692 = fmul float %phi3532, 5.000000e+00
  %fadd3693 = fadd float %fmul3692, %fadd3691
  %bits3694 = bitcast float %phi3530 to i32
  %call3695 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3694, i32 1, i32 31)
  %leaf3696 = bitcast i32 %call3695 to float
  %fmul3697 = fmul float %phi3530, 2.000000e+00
  %fadd3698 = fadd float %phi3529, %fmul3697
  %fmul3699 = fmul float %phi3531, 3.000000e+00
  %fadd3700 = fadd float %fadd3698, %fmul3699
  %fmul3701 = fmul float %leaf3696, 4.000000e+00
  %fadd3702 = fadd float %fadd3700, %fmul3701
  %fmul3703 = fmul float %phi3533, 5.000000e+00
  %fadd3704 = fadd float %fmul3703, %fadd3702
  %bits3705 = bitcast float %phi3533 to i32
  %call3706 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3705, i32 1, i32 0)
  %leaf3707 = bitcast i32 %call3706 to float
  %fmul3708 = fmul float %leaf3707, 2.000000e+00
  %fadd3709 = fadd float %phi3530, %fmul3708
  %fmul3710 = fmul float %phi3532, 3.000000e+00
  %fadd3711 = fadd float %fmul3710, %fadd3709
  %fmul3712 = fmul float %phi3533, 4.000000e+00
  %fadd3713 = fadd float %fmul3712, %fadd3711
  %fmul3714 = fmul float %phi3534, 5.000000e+00
  %fadd3715 = fadd float %fmul3714, %fadd3713
  %bits3716 = bitcast float %phi3532 to i32
  %call3717 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3716, i32 1, i32 31)
  %leaf3718 = bitcast i32 %call3717 to float
  %fmul3719 = fmul float %phi3532, 2.000000e+00
  %fadd3720 = fadd float %phi3531, %fmul3719
  %fmul3721 = fmul float %phi3533, 3.000000e+00
  %fadd3722 = fadd float %fadd3720, %fmul3721
  %fmul3723 = fmul float %leaf3718, 4.000000e+00
  %fadd3724 = fadd float %fadd3722, %fmul3723
  %fmul3725 = fmul float %phi3535, 5.000000e+00
  %fadd3726 = fadd float %fmul3725, %fadd3724
  %bits3727 = bitcast float %phi3535 to i32
  %call3728 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3727, i32 1, i32 0)
  %leaf3729 = bitcast i32 %call3728 to float
  %fmul3730 = fmul float %leaf3729, 2.000000e+00
  %fadd3731 = fadd float %phi3532, %fmul3730
  %fmul3732 = fmul float %phi3534, 3.000000e+00
  %fadd3733 = fadd float %fmul3732, %fadd3731
  %fmul3734 = fmul float %phi3535, 4.000000e+00
  %fadd3735 = fadd float %fmul3734, %fadd3733
  %fmul3736 = fmul float %phi3536, 5.000000e+00
  %fadd3737 = fadd float %fmul3736, %fadd3735
  %bits3738 = bitcast float %phi3534 to i32
  %call3739 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3738, i32 1, i32 31)
  %leaf3740 = bitcast i32 %call3739 to float
  %fmul3741 = fmul float %phi3534, 2.000000e+00
  %fadd3742 = fadd float %phi3533, %fmul3741
  %fmul3743 = fmul float %phi3535, 3.000000e+00
  %fadd3744 = fadd float %fadd3742, %fmul3743
  %fmul3745 = fmul float %leaf3740, 4.000000e+00
  %fadd3746 = fadd float %fadd3744, %fmul3745
  %fmul3747 = fmul float %phi3537, 5.000000e+00
  %fadd3748 = fadd float %fmul3747, %fadd3746
  %bits3749 = bitcast float %phi3537 to i32
  %call3750 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3749, i32 1, i32 0)
  %leaf3751 = bitcast i32 %call3750 to float
  %fmul3752 = fmul float %leaf3751, 2.000000e+00
  %fadd3753 = fadd float %phi3534, %fmul3752
  %fmul3754 = fmul float %phi3536, 3.000000e+00
  %fadd3755 = fadd float %fmul3754, %fadd3753
  %fmul3756 = fmul float %phi3537, 4.000000e+00
  %fadd3757 = fadd float %fmul3756, %fadd3755
  %fmul3758 = fmul float %phi3538, 5.000000e+00
  %fadd3759 = fadd float %fmul3758, %fadd3757
  %bits3760 = bitcast float %phi3536 to i32
  %call3761 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3760, i32 1, i32 31)
  %leaf3762 = bitcast i32 %call3761 to float
  %fmul3763 = fmul float %phi3536, 2.000000e+00
  %fadd3764 = fadd float %phi3535, %fmul3763
  %fmul3765 = fmul float %phi3537, 3.000000e+00
  %fadd3766 = fadd float %fadd3764, %fmul3765
  %fmul3767 = fmul float %leaf3762, 4.000000e+00
  %fadd3768 = fadd float %fadd3766, %fmul3767
  %fmul3769 = fmul float %phi3539, 5.000000e+00
  %fadd3770 = fadd float %fmul3769, %fadd3768
  %bits3771 = bitcast float %phi3539 to i32
  %call3772 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3771, i32 1, i32 0)
  %leaf3773 = bitcast i32 %call3772 to float
  %fmul3774 = fmul float %leaf3773, 2.000000e+00
  %fadd3775 = fadd float %phi3536, %fmul3774
  %fmul3776 = fmul float %phi3538, 3.000000e+00
  %fadd3777 = fadd float %fmul3776, %fadd3775
  %fmul3778 = fmul float %phi3539, 4.000000e+00
  %fadd3779 = fadd float %fmul3778, %fadd3777
  %fmul3780 = fmul float %phi3540, 5.000000e+00
  %fadd3781 = fadd float %fmul3780, %fadd3779
  %bits3782 = bitcast float %phi3538 to i32
  %call3783 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3782, i32 1, i32 31)
  %leaf3784 = bitcast i32 %call3783 to float
  %fmul3785 = fmul float %phi3538, 2.000000e+00
  %fadd3786 = fadd float %phi3537, %fmul3785
  %fmul3787 = fmul float %phi3539, 3.000000e+00
  %fadd3788 = fadd float %fadd3786, %fmul3787
  %fmul3789 = fmul float %leaf3784, 4.000000e+00
  %fadd3790 = fadd float %fadd3788, %fmul3789
  %fmul3791 = fmul float %phi3541, 5.000000e+00
  %fadd3792 = fadd float %fmul3791, %fadd3790
  %bits3793 = bitcast float %phi3541 to i32
  %call3794 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3793, i32 1, i32 0)
  %leaf3795 = bitcast i32 %call3794 to float
  %fmul3796 = fmul float %leaf3795, 2.000000e+00
  %fadd3797 = fadd float %phi3538, %fmul3796
  %fmul3798 = fmul float %phi3540, 3.000000e+00
  %fadd3799 = fadd float %fmul3798, %fadd3797
  %fmul3800 = fmul float %phi3541, 4.000000e+00
  %fadd3801 = fadd float %fmul3800, %fadd3799
  %fmul3802 = fmul float %phi3542, 5.000000e+00
  %fadd3803 = fadd float %fmul3802, %fadd3801
  %bits3804 = bitcast float %phi3540 to i32
  %call3805 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3804, i32 1, i32 31)
  %leaf3806 = bitcast i32 %call3805 to float
  %fmul3807 = fmul float %phi3540, 2.000000e+00
  %fadd3808 = fadd float %phi3539, %fmul3807
  %fmul3809 = fmul float %phi3541, 3.000000e+00
  %fadd3810 = fadd float %fadd3808, %fmul3809
  %fmul3811 = fmul float %leaf3806, 4.000000e+00
  %fadd3812 = fadd float %fadd3810, %fmul3811
  %fmul3813 = fmul float %phi3543, 5.000000e+00
  %fadd3814 = fadd float %fmul3813, %fadd3812
  %bits3815 = bitcast float %phi3543 to i32
  %call3816 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3815, i32 1, i32 0)
  %leaf3817 = bitcast i32 %call3816 to float
  %fmul3818 = fmul float %leaf3817, 2.000000e+00
  %fadd3819 = fadd float %phi3540, %fmul3818
  %fmul3820 = fmul float %phi3542, 3.000000e+00
  %fadd3821 = fadd float %fmul3820, %fadd3819
  %fmul3822 = fmul float %phi3543, 4.000000e+00
  %fadd3823 = fadd float %fmul3822, %fadd3821
  %fmul3824 = fmul float %phi3544, 5.000000e+00
  %fadd3825 = fadd float %fmul3824, %fadd3823
  %bits3826 = bitcast float %phi3542 to i32
  %call3827 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3826, i32 1, i32 31)
  %leaf3828 = bitcast i32 %call3827 to float
  %fmul3829 = fmul float %phi3542, 2.000000e+00
  %fadd3830 = fadd float %phi3541, %fmul3829
  %fmul3831 = fmul float %phi3543, 3.000000e+00
  %fadd3832 = fadd float %fadd3830, %fmul3831
  %fmul3833 = fmul float %leaf3828, 4.000000e+00
  %fadd3834 = fadd float %fadd3832, %fmul3833
  %fmul3835 = fmul float %phi3545, 5.000000e+00
  %fadd3836 = fadd float %fmul3835, %fadd3834
  %bits3837 = bitcast float %phi3545 to i32
  %call3838 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3837, i32 1, i32 0)
  %leaf3839 = bitcast i32 %call3838 to float
  %fmul3840 = fmul float %leaf3839, 2.000000e+00
  %fadd3841 = fadd float %phi3542, %fmul3840
  %fmul3842 = fmul float %phi3544, 3.000000e+00
  %fadd3843 = fadd float %fmul3842, %fadd3841
  %fmul3844 = fmul float %phi3545, 4.000000e+00
  %fadd3845 = fadd float %fmul3844, %fadd3843
  %fadd3847 = fadd float %fmul3846, %fadd3845
  %bits3848 = bitcast float %phi3544 to i32
  %call3849 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3848, i32 1, i32 31)
  %leaf3850 = bitcast i32 %call3849 to float
  %fmul3851 = fmul float %phi3544, 2.000000e+00
  %fadd3852 = fadd float %phi3543, %fmul3851
  %fmul3853 = fmul float %phi3545, 3.000000e+00
  %fadd3854 = fadd float %fadd3852, %fmul3853
  %fmul3855 = fmul float %leaf3850, 4.000000e+00
  %fadd3856 = fadd float %fadd3854, %fmul3855
  %fadd3858 = fadd float %fmul3857, %fadd3856
  br i1 %cmp3859, label %then3860, label %endif3862

fold.exit3513:                                    ; preds = %endif3968, %fold.exit
  %phi4093 = phi float [ %phi3487, %fold.exit ], [ %phi4047, %endif3968 ]
  %phi4094 = phi float [ %phi3488, %fold.exit ], [ %phi3942, %endif3968 ]
  %phi4095 = phi float [ %phi3489, %fold.exit ], [ %phi4049, %endif3968 ]
  %phi4096 = phi float [ %phi3490, %fold.exit ], [ %phi3944, %endif3968 ]
  %phi4097 = phi float [ %phi3491, %fold.exit ], [ %phi4051, %endif3968 ]
  %phi4098 = phi float [ %phi3492, %fold.exit ], [ %phi3946, %endif3968 ]
  %phi4099 = phi float [ %phi3493, %fold.exit ], [ %phi4053, %endif3968 ]
  %phi4100 = phi float [ %phi3494, %fold.exit ], [ %phi3948, %endif3968 ]
  %phi4101 = phi float [ %phi3495, %fold.exit ], [ %phi4055, %endif3968 ]
  %phi4102 = phi float [ %phi3496, %fold.exit ], [ %phi3950, %endif3968 ]
  %phi4103 = phi float [ %phi3497, %fold.exit ], [ %phi4057, %endif3968 ]
  %phi4104 = phi float [ %phi3498, %fold.exit ], [ %phi3952, %endif3968 ]
  %phi4105 = phi float [ %phi3499, %fold.exit ], [ %phi4059, %endif3968 ]
  %phi4106 = phi float [ %phi3500, %fold.exit ], [ %phi3954, %endif3968 ]
  %phi4107 = phi float [ %phi3501, %fold.exit ], [ %phi4061, %endif3968 ]
  %phi4108 = phi float [ %phi3502, %fold.exit ], [ %phi3956, %endif3968 ]
  %own4126 = icmp ult i64 %sub, 56
  %103 = and i1 %own4126, %cmp17
  %owns4127 = and i1 %cmp16, %103
  %inside4131 = and i1 %cmp124, %owns4127
  %mul4132 = mul i64 %mul8, %5
  br i1 %inside4131, label %then4134, label %endif4135

then3860:                                         ; preds = %fold.body3512
  %bits3863 = bitcast float %fadd3561 to i32
  %call3864 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3863, i32 2, i32 31)
  %leaf3865 = bitcast i32 %call3864 to float
  %sel3867 = select i1 %cmp3866, float %leaf3865, float %fadd3572
  %bits3868 = bitcast float %fadd3583 to i32
  %call3869 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3868, i32 2, i32 31)
  %leaf3870 = bitcast i32 %call3869 to float
  %sel3872 = select i1 %cmp3866, float %leaf3870, float %fadd3594
  %bits3873 = bitcast float %fadd3605 to i32
  %call3874 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3873, i32 2, i32 31)
  %leaf3875 = bitcast i32 %call3874 to float
  %sel3877 = select i1 %cmp3866, float %leaf3875, float %fadd3616
  %bits3878 = bitcast float %fadd3627 to i32
  %call3879 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3878, i32 2, i32 31)
  %leaf3880 = bitcast i32 %call3879 to float
  %sel3882 = select i1 %cmp3866, float %leaf3880, float %fadd3638
  %bits3883 = bitcast float %fadd3649 to i32
  %call3884 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3883, i32 2, i32 31)
  %leaf3885 = bitcast i32 %call3884 to float
  %sel3887 = select i1 %cmp3866, float %leaf3885, float %fadd3660
  %bits3888 = bitcast float %fadd3671 to i32
  %call3889 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3888, i32 2, i32 31)
  %leaf3890 = bitcast i32 %call3889 to float
  %sel3892 = select i1 %cmp3866, float %leaf3890, float %fadd3682
  %bits3893 = bitcast float %fadd3693 to i32
  %call3894 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3893, i32 2, i32 31)
  %leaf3895 = bitcast i32 %call3894 to float
  %sel3897 = select i1 %cmp3866, float %leaf3895, float %fadd3704
  %bits3898 = bitcast float %fadd3715 to i32
  %call3899 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3898, i32 2, i32 31)
  %leaf3900 = bitcast i32 %call3899 to float
  %sel3902 = select i1 %cmp3866, float %leaf3900, float %fadd3726
  %bits3903 = bitcast float %fadd3737 to i32
  %call3904 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3903, i32 2, i32 31)
  %leaf3905 = bitcast i32 %call3904 to float
  %sel3907 = select i1 %cmp3866, float %leaf3905, float %fadd3748
  %bits3908 = bitcast float %fadd3759 to i32
  %call3909 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3908, i32 2, i32 31)
  %leaf3910 = bitcast i32 %call3909 to float
  %sel3912 = select i1 %cmp3866, float %leaf3910, float %fadd3770
  %bits3913 = bitcast float %fadd3781 to i32
  %call3914 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3913, i32 2, i32 31)
  %leaf3915 = bitcast i32 %call3914 to float
  %sel3917 = select i1 %cmp3866, float %leaf3915, float %fadd3792
  %bits3918 = bitcast float %fadd3803 to i32
  %call3919 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3918, i32 2, i32 31)
  %leaf3920 = bitcast i32 %call3919 to float
  %sel3922 = select i1 %cmp3866, float %leaf3920, float %fadd3814
  %bits3923 = bitcast float %fadd3825 to i32
  %call3924 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3923, i32 2, i32 31)
  %leaf3925 = bitcast i32 %call3924 to float
  %sel3927 = select i1 %cmp3866, float %leaf3925, float %fadd3836
  %bits3928 = bitcast float %fadd3847 to i32
  %call3929 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3928, i32 2, i32 31)
  %leaf3930 = bitcast i32 %call3929 to float
  %sel3932 = select i1 %cmp3866, float %leaf3930, float %fadd3858
  br label %endif3862

endif3862:                                        ; preds = %fold.body3512, %then3860
  %phi3936 = phi float [ %sel3867, %then3860 ], [ %fadd3572, %fold.body3512 ]
  %phi3938 = phi float [ %sel3872, %then3860 ], [ %fadd3594, %fold.body3512 ]
  %phi3940 = phi float [ %sel3877, %then3860 ], [ %fadd3616, %fold.body3512 ]
  %phi3942 = phi float [ %sel3882, %then3860 ], [ %fadd3638, %fold.body3512 ]
  %phi3944 = phi float [ %sel3887, %then3860 ], [ %fadd3660, %fold.body3512 ]
  %phi3946 = phi float [ %sel3892, %then3860 ], [ %fadd3682, %fold.body3512 ]
  %phi3948 = phi float [ %sel3897, %then3860 ], [ %fadd3704, %fold.body3512 ]
  %phi3950 = phi float [ %sel3902, %then3860 ], [ %fadd3726, %fold.body3512 ]
  %phi3952 = phi float [ %sel3907, %then3860 ], [ %fadd3748, %fold.body3512 ]
  %phi3954 = phi float [ %sel3912, %then3860 ], [ %fadd3770, %fold.body3512 ]
  %phi3956 = phi float [ %sel3917, %then3860 ], [ %fadd3792, %fold.body3512 ]
  %phi3958 = phi float [ %sel3922, %then3860 ], [ %fadd3814, %fold.body3512 ]
  %phi3960 = phi float [ %sel3927, %then3860 ], [ %fadd3836, %fold.body3512 ]
  %phi3962 = phi float [ %sel3932, %then3860 ], [ %fadd3858, %fold.body3512 ]
  br i1 %cmp3965, label %then3966, label %endif3968

then3966:                                         ; preds = %endif3862
  %bits3969 = bitcast float %phi3936 to i32
  %call3970 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3969, i32 9, i32 31)
  %leaf3971 = bitcast i32 %call3970 to float
  %sel3973 = select i1 %cmp3972, float %leaf3971, float %fadd3561
  %bits3974 = bitcast float %phi3938 to i32
  %call3975 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3974, i32 9, i32 31)
  %leaf3976 = bitcast i32 %call3975 to float
  %sel3978 = select i1 %cmp3972, float %leaf3976, float %fadd3583
  %bits3979 = bitcast float %phi3940 to i32
  %call3980 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3979, i32 9, i32 31)
  %leaf3981 = bitcast i32 %call3980 to float
  %sel3983 = select i1 %cmp3972, float %leaf3981, float %fadd3605
  %bits3984 = bitcast float %phi3942 to i32
  %call3985 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3984, i32 9, i32 31)
  %leaf3986 = bitcast i32 %call3985 to float
  %sel3988 = select i1 %cmp3972, float %leaf3986, float %fadd3627
  %bits3989 = bitcast float %phi3944 to i32
  %call3990 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3989, i32 9, i32 31)
  %leaf3991 = bitcast i32 %call3990 to float
  %sel3993 = select i1 %cmp3972, float %leaf3991, float %fadd3649
  %bits3994 = bitcast float %phi3946 to i32
  %call3995 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3994, i32 9, i32 31)
  %leaf3996 = bitcast i32 %call3995 to float
  %sel3998 = select i1 %cmp3972, float %leaf3996, float %fadd3671
  %bits3999 = bitcast float %phi3948 to i32
  %call4000 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits3999, i32 9, i32 31)
  %leaf4001 = bitcast i32 %call4000 to float
  %sel4003 = select i1 %cmp3972, float %leaf4001, float %fadd3693
  %bits4004 = bitcast float %phi3950 to i32
  %call4005 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4004, i32 9, i32 31)
  %leaf4006 = bitcast i32 %call4005 to float
  %sel4008 = select i1 %cmp3972, float %leaf4006, float %fadd3715
  %bits4009 = bitcast float %phi3952 to i32
  %call4010 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4009, i32 9, i32 31)
  %leaf4011 = bitcast i32 %call4010 to float
  %sel4013 = select i1 %cmp3972, float %leaf4011, float %fadd3737
  %bits4014 = bitcast float %phi3954 to i32
  %call4015 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4014, i32 9, i32 31)
  %leaf4016 = bitcast i32 %call4015 to float
  %sel4018 = select i1 %cmp3972, float %leaf4016, float %fadd3759
  %bits4019 = bitcast float %phi3956 to i32
  %call4020 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4019, i32 9, i32 31)
  %leaf4021 = bitcast i32 %call4020 to float
  %sel4023 = select i1 %cmp3972, float %leaf4021, float %fadd3781
  %bits4024 = bitcast float %phi3958 to i32
  %call4025 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4024, i32 9, i32 31)
  %leaf4026 = bitcast i32 %call4025 to float
  %sel4028 = select i1 %cmp3972, float %leaf4026, float %fadd3803
  %bits4029 = bitcast float %phi3960 to i32
  %call4030 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4029, i32 9, i32 31)
  %leaf4031 = bitcast i32 %call4030 to float
  %sel4033 = select i1 %cmp3972, float %leaf4031, float %fadd3825
  %bits4034 = bitcast float %phi3962 to i32
  %call4035 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits4034, i32 9, i32 31)
  %leaf4036 = bitcast i32 %call4035 to float
  %sel4038 = select i1 %cmp3972, float %leaf4036, float %fadd3847
  br label %endif3968

endif3968:                                        ; preds = %endif3862, %then3966
  %phi4041 = phi float [ %sel3973, %then3966 ], [ %fadd3561, %endif3862 ]
  %phi4043 = phi float [ %sel3978, %then3966 ], [ %fadd3583, %endif3862 ]
  %phi4045 = phi float [ %sel3983, %then3966 ], [ %fadd3605, %endif3862 ]
  %phi4047 = phi float [ %sel3988, %then3966 ], [ %fadd3627, %endif3862 ]
  %phi4049 = phi float [ %sel3993, %then3966 ], [ %fadd3649, %endif3862 ]
  %phi4051 = phi float [ %sel3998, %then3966 ], [ %fadd3671, %endif3862 ]
  %phi4053 = phi float [ %sel4003, %then3966 ], [ %fadd3693, %endif3862 ]
  %phi4055 = phi float [ %sel4008, %then3966 ], [ %fadd3715, %endif3862 ]
  %phi4057 = phi float [ %sel4013, %then3966 ], [ %fadd3737, %endif3862 ]
  %phi4059 = phi float [ %sel4018, %then3966 ], [ %fadd3759, %endif3862 ]
  %phi4061 = phi float [ %sel4023, %then3966 ], [ %fadd3781, %endif3862 ]
  %phi4063 = phi float [ %sel4028, %then3966 ], [ %fadd3803, %endif3862 ]
  %phi4065 = phi float [ %sel4033, %then3966 ], [ %fadd3825, %endif3862 ]
  %phi4067 = phi float [ %sel4038, %then3966 ], [ %fadd3847, %endif3862 ]
  %sel4071 = select i1 %cmp470, float %phi4047, float %phi4041
  %sel4072 = select i1 %cmp470, float %phi3942, float %phi3936
  %sel4073 = select i1 %cmp470, float %phi4047, float %phi4043
  %sel4074 = select i1 %cmp470, float %phi3942, float %phi3938
  %sel4075 = select i1 %cmp470, float %phi4047, float %phi4045
  %sel4076 = select i1 %cmp470, float %phi3942, float %phi3940
  %sel4077 = select i1 %cmp472, float %phi4061, float %phi4063
  %sel4078 = select i1 %cmp472, float %phi3956, float %phi3958
  %sel4079 = select i1 %cmp472, float %phi4061, float %phi4065
  %sel4080 = select i1 %cmp472, float %phi3956, float %phi3960
  %sel4081 = select i1 %cmp472, float %phi4061, float %phi4067
  %sel4082 = select i1 %cmp472, float %phi3956, float %phi3962
  %add4083 = add nsw i64 %i3515, 1
  %cmp4084 = icmp slt i64 %add4083, %6
  br i1 %cmp4084, label %fold.body3512, label %fold.exit3513

then4134:                                         ; preds = %fold.exit3513
  %104 = getelementptr float, ptr addrspace(1) %1, i64 %mul4132
  %p4136 = getelementptr float, ptr addrspace(1) %104, i64 %add
  store float %phi4093, ptr addrspace(1) %p4136, align 4
  br label %endif4135

endif4135:                                        ; preds = %then4134, %fold.exit3513
  %add4143 = add nsw i64 %mul7, -3
  %own4144 = icmp ult i64 %add4143, 56
  %105 = and i1 %own4144, %cmp26
  %owns4145 = and i1 %cmp16, %105
  %inside4149 = and i1 %cmp124, %owns4145
  br i1 %inside4149, label %then4152, label %endif4153

then4152:                                         ; preds = %endif4135
  %106 = getelementptr float, ptr addrspace(1) %1, i64 %mul4132
  %p4154 = getelementptr float, ptr addrspace(1) %106, i64 %add24
  store float %phi4094, ptr addrspace(1) %p4154, align 4
  br label %endif4153

endif4153:                                        ; preds = %then4152, %endif4135
  %cmp4166 = icmp slt i64 %add151, %4
  %inside4168 = and i1 %cmp4166, %owns4127
  %mul4169 = mul i64 %add151, %5
  br i1 %inside4168, label %then4171, label %endif4172

then4171:                                         ; preds = %endif4153
  %107 = getelementptr float, ptr addrspace(1) %1, i64 %mul4169
  %p4173 = getelementptr float, ptr addrspace(1) %107, i64 %add
  store float %phi4095, ptr addrspace(1) %p4173, align 4
  br label %endif4172

endif4172:                                        ; preds = %then4171, %endif4153
  %inside4186 = and i1 %cmp4166, %owns4145
  br i1 %inside4186, label %then4189, label %endif4190

then4189:                                         ; preds = %endif4172
  %108 = getelementptr float, ptr addrspace(1) %1, i64 %mul4169
  %p4191 = getelementptr float, ptr addrspace(1) %108, i64 %add24
  store float %phi4096, ptr addrspace(1) %p4191, align 4
  br label %endif4190

endif4190:                                        ; preds = %then4189, %endif4172
  %cmp4203 = icmp slt i64 %add180, %4
  %inside4205 = and i1 %cmp4203, %owns4127
  %mul4206 = mul i64 %add180, %5
  br i1 %inside4205, label %then4208, label %endif4209

then4208:                                         ; preds = %endif4190
  %109 = getelementptr float, ptr addrspace(1) %1, i64 %mul4206
  %p4210 = getelementptr float, ptr addrspace(1) %109, i64 %add
  store float %phi4097, ptr addrspace(1) %p4210, align 4
  br label %endif4209

endif4209:                                        ; preds = %then4208, %endif4190
  %inside4223 = and i1 %cmp4203, %owns4145
  br i1 %inside4223, label %then4226, label %endif4227

then4226:                                         ; preds = %endif4209
  %110 = getelementptr float, ptr addrspace(1) %1, i64 %mul4206
  %p4228 = getelementptr float, ptr addrspace(1) %110, i64 %add24
  store float %phi4098, ptr addrspace(1) %p4228, align 4
  br label %endif4227

endif4227:                                        ; preds = %then4226, %endif4209
  %cmp4240 = icmp slt i64 %add209, %4
  %inside4242 = and i1 %cmp4240, %owns4127
  %mul4243 = mul i64 %add209, %5
  br i1 %inside4242, label %then4245, label %endif4246

then4245:                                         ; preds = %endif4227
  %111 = getelementptr float, ptr addrspace(1) %1, i64 %mul4243
  %p4247 = getelementptr float, ptr addrspace(1) %111, i64 %add
  store float %phi4099, ptr addrspace(1) %p4247, align 4
  br label %endif4246

endif4246:                                        ; preds = %then4245, %endif4227
  %inside4260 = and i1 %cmp4240, %owns4145
  br i1 %inside4260, label %then4263, label %endif4264

then4263:                                         ; preds = %endif4246
  %112 = getelementptr float, ptr addrspace(1) %1, i64 %mul4243
  %p4265 = getelementptr float, ptr addrspace(1) %112, i64 %add24
  store float %phi4100, ptr addrspace(1) %p4265, align 4
  br label %endif4264

endif4264:                                        ; preds = %then4263, %endif4246
  %cmp4277 = icmp slt i64 %add238, %4
  %inside4279 = and i1 %cmp4277, %owns4127
  %mul4280 = mul i64 %add238, %5
  br i1 %inside4279, label %then4282, label %endif4283

then4282:                                         ; preds = %endif4264
  %113 = getelementptr float, ptr addrspace(1) %1, i64 %mul4280
  %p4284 = getelementptr float, ptr addrspace(1) %113, i64 %add
  store float %phi4101, ptr addrspace(1) %p4284, align 4
  br label %endif4283

endif4283:                                        ; preds = %then4282, %endif4264
  %inside4297 = and i1 %cmp4277, %owns4145
  br i1 %inside4297, label %then4300, label %endif4301

then4300:                                         ; preds = %endif4283
  %114 = getelementptr float, ptr addrspace(1) %1, i64 %mul4280
  %p4302 = getelementptr float, ptr addrspace(1) %114, i64 %add24
  store float %phi4102, ptr addrspace(1) %p4302, align 4
  br label %endif4301

endif4301:                                        ; preds = %then4300, %endif4283
  %cmp4314 = icmp slt i64 %add267, %4
  %inside4316 = and i1 %cmp4314, %owns4127
  %mul4317 = mul i64 %add267, %5
  br i1 %inside4316, label %then4319, label %endif4320

then4319:                                         ; preds = %endif4301
  %115 = getelementptr float, ptr addrspace(1) %1, i64 %mul4317
  %p4321 = getelementptr float, ptr addrspace(1) %115, i64 %add
  store float %phi4103, ptr addrspace(1) %p4321, align 4
  br label %endif4320

endif4320:                                        ; preds = %then4319, %endif4301
  %inside4334 = and i1 %cmp4314, %owns4145
  br i1 %inside4334, label %then4337, label %endif4338

then4337:                                         ; preds = %endif4320
  %116 = getelementptr float, ptr addrspace(1) %1, i64 %mul4317
  %p4339 = getelementptr float, ptr addrspace(1) %116, i64 %add24
  store float %phi4104, ptr addrspace(1) %p4339, align 4
  br label %endif4338

endif4338:                                        ; preds = %then4337, %endif4320
  %cmp4351 = icmp slt i64 %add296, %4
  %inside4353 = and i1 %cmp4351, %owns4127
  %mul4354 = mul i64 %add296, %5
  br i1 %inside4353, label %then4356, label %endif4357

then4356:                                         ; preds = %endif4338
  %117 = getelementptr float, ptr addrspace(1) %1, i64 %mul4354
  %p4358 = getelementptr float, ptr addrspace(1) %117, i64 %add
  store float %phi4105, ptr addrspace(1) %p4358, align 4
  br label %endif4357

endif4357:                                        ; preds = %then4356, %endif4338
  %inside4371 = and i1 %cmp4351, %owns4145
  br i1 %inside4371, label %then4374, label %endif4375

then4374:                                         ; preds = %endif4357
  %118 = getelementptr float, ptr addrspace(1) %1, i64 %mul4354
  %p4376 = getelementptr float, ptr addrspace(1) %118, i64 %add24
  store float %phi4106, ptr addrspace(1) %p4376, align 4
  br label %endif4375

endif4375:                                        ; preds = %then4374, %endif4357
  %cmp4388 = icmp slt i64 %add325, %4
  %inside4390 = and i1 %cmp4388, %owns4127
  %mul4391 = mul i64 %add325, %5
  br i1 %inside4390, label %then4393, label %endif4394

then4393:                                         ; preds = %endif4375
  %119 = getelementptr float, ptr addrspace(1) %1, i64 %mul4391
  %p4395 = getelementptr float, ptr addrspace(1) %119, i64 %add
  store float %phi4107, ptr addrspace(1) %p4395, align 4
  br label %endif4394

endif4394:                                        ; preds = %then4393, %endif4375
  %inside4408 = and i1 %cmp4388, %owns4145
  br i1 %inside4408, label %then4411, label %endif4412

then4411:                                         ; preds = %endif4394
  %120 = getelementptr float, ptr addrspace(1) %1, i64 %mul4391
  %p4413 = getelementptr float, ptr addrspace(1) %120, i64 %add24
  store float %phi4108, ptr addrspace(1) %p4413, align 4
  br label %endif4412

endif4412:                                        ; preds = %then4411, %endif4394
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

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #3

attributes #0 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}

!0 = !{ptr @systole_persistent_band_j2d5pt_f32_band, !"kernel", i32 1}
!1 = !{ptr @systole_persistent_band_j2d5pt_f32_band, !"maxntidx", i32 608}
!2 = !{ptr @systole_persistent_band_j2d5pt_f32_band, !"minctasm", i32 1}
