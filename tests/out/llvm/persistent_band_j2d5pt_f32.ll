; ModuleID = 'systole_persistent_band_j2d5pt_f32'
source_filename = "systole_persistent_band_j2d5pt_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@band.edges = internal addrspace(3) global [1152 x float] undef, align 16

define void @systole_persistent_band_j2d5pt_f32_band(ptr addrspace(1) noalias nocapture readonly %0, ptr addrspace(1) noalias nocapture writeonly %1, ptr addrspace(1) noalias %2, ptr addrspace(1) noalias %3, i64 %4, i64 %5, i64 %6) local_unnamed_addr {
entry:
  %call = tail call range(i32 0, 512) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg = zext nneg i32 %call to i64
  %call1 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %sreg2 = zext nneg i32 %call1 to i64
  %call3 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %sreg4 = zext nneg i32 %call3 to i64
  %warp = lshr i64 %sreg, 5
  %mul = shl nuw nsw i64 %sreg, 1
  %mul5 = shl nuw nsw i64 %sreg2, 3
  %sub7 = add i64 %4, -1
  %cmp12 = icmp slt i64 %mul, %5
  %sub14 = add i64 %5, -1
  %call15 = tail call i64 @llvm.smin.i64(i64 %mul, i64 %sub14)
  %call16 = tail call i64 @llvm.smax.i64(i64 %call15, i64 0)
  %add19 = or disjoint i64 %mul, 1
  %cmp21 = icmp slt i64 %add19, %5
  %call24 = tail call i64 @llvm.smin.i64(i64 %add19, i64 %sub14)
  %call25 = tail call i64 @llvm.smax.i64(i64 %call24, i64 0)
  %cmp119 = icmp slt i64 %mul5, %4
  %call122 = tail call i64 @llvm.smin.i64(i64 %mul5, i64 %sub7)
  %call123 = tail call i64 @llvm.smax.i64(i64 %call122, i64 0)
  %mul131 = mul i64 %call123, %5
  %7 = getelementptr float, ptr addrspace(1) %0, i64 %mul131
  %p133 = getelementptr float, ptr addrspace(1) %7, i64 %call16
  %v134 = load float, ptr addrspace(1) %p133, align 4
  %p144 = getelementptr float, ptr addrspace(1) %7, i64 %call25
  %v145 = load float, ptr addrspace(1) %p144, align 4
  %add146 = or disjoint i64 %mul5, 1
  %call151 = tail call i64 @llvm.smin.i64(i64 %add146, i64 %sub7)
  %call152 = tail call i64 @llvm.smax.i64(i64 %call151, i64 0)
  %mul160 = mul i64 %call152, %5
  %8 = getelementptr float, ptr addrspace(1) %0, i64 %mul160
  %p162 = getelementptr float, ptr addrspace(1) %8, i64 %call16
  %v163 = load float, ptr addrspace(1) %p162, align 4
  %p173 = getelementptr float, ptr addrspace(1) %8, i64 %call25
  %v174 = load float, ptr addrspace(1) %p173, align 4
  %add175 = or disjoint i64 %mul5, 2
  %call180 = tail call i64 @llvm.smin.i64(i64 %add175, i64 %sub7)
  %call181 = tail call i64 @llvm.smax.i64(i64 %call180, i64 0)
  %mul189 = mul i64 %call181, %5
  %9 = getelementptr float, ptr addrspace(1) %0, i64 %mul189
  %p191 = getelementptr float, ptr addrspace(1) %9, i64 %call16
  %v192 = load float, ptr addrspace(1) %p191, align 4
  %p202 = getelementptr float, ptr addrspace(1) %9, i64 %call25
  %v203 = load float, ptr addrspace(1) %p202, align 4
  %add204 = or disjoint i64 %mul5, 3
  %call209 = tail call i64 @llvm.smin.i64(i64 %add204, i64 %sub7)
  %call210 = tail call i64 @llvm.smax.i64(i64 %call209, i64 0)
  %mul218 = mul i64 %call210, %5
  %10 = getelementptr float, ptr addrspace(1) %0, i64 %mul218
  %p220 = getelementptr float, ptr addrspace(1) %10, i64 %call16
  %v221 = load float, ptr addrspace(1) %p220, align 4
  %p231 = getelementptr float, ptr addrspace(1) %10, i64 %call25
  %v232 = load float, ptr addrspace(1) %p231, align 4
  %add233 = or disjoint i64 %mul5, 4
  %call238 = tail call i64 @llvm.smin.i64(i64 %add233, i64 %sub7)
  %call239 = tail call i64 @llvm.smax.i64(i64 %call238, i64 0)
  %mul247 = mul i64 %call239, %5
  %11 = getelementptr float, ptr addrspace(1) %0, i64 %mul247
  %p249 = getelementptr float, ptr addrspace(1) %11, i64 %call16
  %v250 = load float, ptr addrspace(1) %p249, align 4
  %p260 = getelementptr float, ptr addrspace(1) %11, i64 %call25
  %v261 = load float, ptr addrspace(1) %p260, align 4
  %add262 = or disjoint i64 %mul5, 5
  %call267 = tail call i64 @llvm.smin.i64(i64 %add262, i64 %sub7)
  %call268 = tail call i64 @llvm.smax.i64(i64 %call267, i64 0)
  %mul276 = mul i64 %call268, %5
  %12 = getelementptr float, ptr addrspace(1) %0, i64 %mul276
  %p278 = getelementptr float, ptr addrspace(1) %12, i64 %call16
  %v279 = load float, ptr addrspace(1) %p278, align 4
  %p289 = getelementptr float, ptr addrspace(1) %12, i64 %call25
  %v290 = load float, ptr addrspace(1) %p289, align 4
  %add291 = or disjoint i64 %mul5, 6
  %call296 = tail call i64 @llvm.smin.i64(i64 %add291, i64 %sub7)
  %call297 = tail call i64 @llvm.smax.i64(i64 %call296, i64 0)
  %mul305 = mul i64 %call297, %5
  %13 = getelementptr float, ptr addrspace(1) %0, i64 %mul305
  %p307 = getelementptr float, ptr addrspace(1) %13, i64 %call16
  %v308 = load float, ptr addrspace(1) %p307, align 4
  %p318 = getelementptr float, ptr addrspace(1) %13, i64 %call25
  %v319 = load float, ptr addrspace(1) %p318, align 4
  %add320 = or disjoint i64 %mul5, 7
  %call325 = tail call i64 @llvm.smin.i64(i64 %add320, i64 %sub7)
  %call326 = tail call i64 @llvm.smax.i64(i64 %call325, i64 0)
  %mul334 = mul i64 %call326, %5
  %14 = getelementptr float, ptr addrspace(1) %0, i64 %mul334
  %p336 = getelementptr float, ptr addrspace(1) %14, i64 %call16
  %v337 = load float, ptr addrspace(1) %p336, align 4
  %p347 = getelementptr float, ptr addrspace(1) %14, i64 %call25
  %v348 = load float, ptr addrspace(1) %p347, align 4
  %cmp465 = icmp eq i32 %call1, 0
  %sub466 = add nsw i64 %sreg4, -1
  %cmp467 = icmp eq i64 %sub466, %sreg2
  %cmp468 = icmp sgt i64 %6, 0
  br i1 %cmp468, label %fold.body.preheader, label %fold.exit

fold.body.preheader:                              ; preds = %entry
  %add436 = add nuw nsw i64 %mul5, 11
  %call441 = tail call i64 @llvm.smin.i64(i64 %add436, i64 %sub7)
  %call442 = tail call i64 @llvm.smax.i64(i64 %call441, i64 0)
  %mul450 = mul i64 %call442, %5
  %15 = getelementptr float, ptr addrspace(1) %0, i64 %mul450
  %p463 = getelementptr float, ptr addrspace(1) %15, i64 %call25
  %v464 = load float, ptr addrspace(1) %p463, align 4
  %p452 = getelementptr float, ptr addrspace(1) %15, i64 %call16
  %v453 = load float, ptr addrspace(1) %p452, align 4
  %add407 = add nuw nsw i64 %mul5, 10
  %call412 = tail call i64 @llvm.smin.i64(i64 %add407, i64 %sub7)
  %call413 = tail call i64 @llvm.smax.i64(i64 %call412, i64 0)
  %mul421 = mul i64 %call413, %5
  %16 = getelementptr float, ptr addrspace(1) %0, i64 %mul421
  %p434 = getelementptr float, ptr addrspace(1) %16, i64 %call25
  %v435 = load float, ptr addrspace(1) %p434, align 4
  %p423 = getelementptr float, ptr addrspace(1) %16, i64 %call16
  %v424 = load float, ptr addrspace(1) %p423, align 4
  %add378 = add nuw nsw i64 %mul5, 9
  %call383 = tail call i64 @llvm.smin.i64(i64 %add378, i64 %sub7)
  %call384 = tail call i64 @llvm.smax.i64(i64 %call383, i64 0)
  %mul392 = mul i64 %call384, %5
  %17 = getelementptr float, ptr addrspace(1) %0, i64 %mul392
  %p405 = getelementptr float, ptr addrspace(1) %17, i64 %call25
  %v406 = load float, ptr addrspace(1) %p405, align 4
  %p394 = getelementptr float, ptr addrspace(1) %17, i64 %call16
  %v395 = load float, ptr addrspace(1) %p394, align 4
  %add349 = add nuw nsw i64 %mul5, 8
  %call354 = tail call i64 @llvm.smin.i64(i64 %add349, i64 %sub7)
  %call355 = tail call i64 @llvm.smax.i64(i64 %call354, i64 0)
  %mul363 = mul i64 %call355, %5
  %18 = getelementptr float, ptr addrspace(1) %0, i64 %mul363
  %p376 = getelementptr float, ptr addrspace(1) %18, i64 %call25
  %v377 = load float, ptr addrspace(1) %p376, align 4
  %p365 = getelementptr float, ptr addrspace(1) %18, i64 %call16
  %v366 = load float, ptr addrspace(1) %p365, align 4
  %add88 = add nsw i64 %mul5, -1
  %call93 = tail call i64 @llvm.smin.i64(i64 %add88, i64 %sub7)
  %call94 = tail call i64 @llvm.smax.i64(i64 %call93, i64 0)
  %mul102 = mul i64 %call94, %5
  %19 = getelementptr float, ptr addrspace(1) %0, i64 %mul102
  %p115 = getelementptr float, ptr addrspace(1) %19, i64 %call25
  %v116 = load float, ptr addrspace(1) %p115, align 4
  %p104 = getelementptr float, ptr addrspace(1) %19, i64 %call16
  %v105 = load float, ptr addrspace(1) %p104, align 4
  %add59 = add nsw i64 %mul5, -2
  %call64 = tail call i64 @llvm.smin.i64(i64 %add59, i64 %sub7)
  %call65 = tail call i64 @llvm.smax.i64(i64 %call64, i64 0)
  %mul73 = mul i64 %call65, %5
  %20 = getelementptr float, ptr addrspace(1) %0, i64 %mul73
  %p86 = getelementptr float, ptr addrspace(1) %20, i64 %call25
  %v87 = load float, ptr addrspace(1) %p86, align 4
  %p75 = getelementptr float, ptr addrspace(1) %20, i64 %call16
  %v76 = load float, ptr addrspace(1) %p75, align 4
  %add30 = add nsw i64 %mul5, -3
  %call35 = tail call i64 @llvm.smin.i64(i64 %add30, i64 %sub7)
  %call36 = tail call i64 @llvm.smax.i64(i64 %call35, i64 0)
  %mul44 = mul i64 %call36, %5
  %21 = getelementptr float, ptr addrspace(1) %0, i64 %mul44
  %p57 = getelementptr float, ptr addrspace(1) %21, i64 %call25
  %v58 = load float, ptr addrspace(1) %p57, align 4
  %p46 = getelementptr float, ptr addrspace(1) %21, i64 %call16
  %v47 = load float, ptr addrspace(1) %p46, align 4
  %sub = add nsw i64 %mul5, -4
  %call8 = tail call i64 @llvm.smin.i64(i64 %sub, i64 %sub7)
  %call9 = tail call i64 @llvm.smax.i64(i64 %call8, i64 0)
  %mul17 = mul i64 %call9, %5
  %22 = getelementptr float, ptr addrspace(1) %0, i64 %mul17
  %p28 = getelementptr float, ptr addrspace(1) %22, i64 %call25
  %v29 = load float, ptr addrspace(1) %p28, align 4
  %p = getelementptr float, ptr addrspace(1) %22, i64 %call16
  %v = load float, ptr addrspace(1) %p, align 4
  %lane = and i64 %sreg, 31
  %cmp500 = icmp eq i64 %lane, 0
  %cmp521 = icmp eq i64 %lane, 31
  %invariant.gep = getelementptr float, ptr addrspace(1) %2, i64 %mul
  %invariant.gep1764 = getelementptr float, ptr addrspace(1) %2, i64 %add19
  %add501 = add nuw nsw i64 %warp, 1
  %add526 = add nuw nsw i64 %warp, 19
  %add693 = add nuw nsw i64 %warp, 18
  %add698 = add nuw nsw i64 %warp, 2
  %cmp1270 = icmp eq i32 %call, 0
  %flag = getelementptr i32, ptr addrspace(1) %3, i64 %sreg2
  %address1273 = ptrtoint ptr addrspace(1) %flag to i64
  %23 = add nsw i32 %call1, -1
  %exists = icmp ult i32 %23, %call3
  %cmp1277 = icmp eq i32 %call, 1
  %waits = and i1 %cmp1277, %exists
  %flag1280 = getelementptr i8, ptr addrspace(1) %flag, i64 -4
  %address1281 = ptrtoint ptr addrspace(1) %flag1280 to i64
  %add1283 = add nuw nsw i64 %sreg2, 1
  %cmp1285 = icmp ult i64 %add1283, %sreg4
  %cmp1287 = icmp eq i32 %call, 2
  %waits1288 = and i1 %cmp1287, %cmp1285
  %flag1293 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add1283
  %address1294 = ptrtoint ptr addrspace(1) %flag1293 to i64
  %sub1297 = add nsw i64 %sreg2, -1
  %call1306 = tail call i64 @llvm.smin.i64(i64 %sub1297, i64 %sub466)
  %call1307 = tail call i64 @llvm.smax.i64(i64 %call1306, i64 0)
  %24 = tail call i64 @llvm.umin.i64(i64 %add1283, i64 %sub466)
  br label %fold.body

fold.body:                                        ; preds = %fold.body.preheader, %endif1083
  %i = phi i64 [ %add1079, %endif1083 ], [ 0, %fold.body.preheader ]
  %phi = phi float [ %phi1481, %endif1083 ], [ %v, %fold.body.preheader ]
  %phi469 = phi float [ %phi1482, %endif1083 ], [ %v29, %fold.body.preheader ]
  %phi470 = phi float [ %phi1483, %endif1083 ], [ %v47, %fold.body.preheader ]
  %phi471 = phi float [ %phi1484, %endif1083 ], [ %v58, %fold.body.preheader ]
  %phi472 = phi float [ %phi1485, %endif1083 ], [ %v76, %fold.body.preheader ]
  %phi473 = phi float [ %phi1486, %endif1083 ], [ %v87, %fold.body.preheader ]
  %phi474 = phi float [ %phi1487, %endif1083 ], [ %v105, %fold.body.preheader ]
  %phi475 = phi float [ %phi1488, %endif1083 ], [ %v116, %fold.body.preheader ]
  %phi476 = phi float [ %fadd790, %endif1083 ], [ %v134, %fold.body.preheader ]
  %phi477 = phi float [ %fadd803, %endif1083 ], [ %v145, %fold.body.preheader ]
  %phi478 = phi float [ %fadd816, %endif1083 ], [ %v163, %fold.body.preheader ]
  %phi479 = phi float [ %fadd829, %endif1083 ], [ %v174, %fold.body.preheader ]
  %phi480 = phi float [ %fadd842, %endif1083 ], [ %v192, %fold.body.preheader ]
  %phi481 = phi float [ %fadd855, %endif1083 ], [ %v203, %fold.body.preheader ]
  %phi482 = phi float [ %fadd868, %endif1083 ], [ %v221, %fold.body.preheader ]
  %phi483 = phi float [ %fadd881, %endif1083 ], [ %v232, %fold.body.preheader ]
  %phi484 = phi float [ %fadd894, %endif1083 ], [ %v250, %fold.body.preheader ]
  %phi485 = phi float [ %fadd907, %endif1083 ], [ %v261, %fold.body.preheader ]
  %phi486 = phi float [ %fadd920, %endif1083 ], [ %v279, %fold.body.preheader ]
  %phi487 = phi float [ %fadd933, %endif1083 ], [ %v290, %fold.body.preheader ]
  %phi488 = phi float [ %fadd946, %endif1083 ], [ %v308, %fold.body.preheader ]
  %phi489 = phi float [ %fadd959, %endif1083 ], [ %v319, %fold.body.preheader ]
  %phi490 = phi float [ %fadd972, %endif1083 ], [ %v337, %fold.body.preheader ]
  %phi491 = phi float [ %fadd985, %endif1083 ], [ %v348, %fold.body.preheader ]
  %phi492 = phi float [ %phi1505, %endif1083 ], [ %v366, %fold.body.preheader ]
  %phi493 = phi float [ %phi1506, %endif1083 ], [ %v377, %fold.body.preheader ]
  %phi494 = phi float [ %phi1507, %endif1083 ], [ %v395, %fold.body.preheader ]
  %phi495 = phi float [ %phi1508, %endif1083 ], [ %v406, %fold.body.preheader ]
  %phi496 = phi float [ %phi1509, %endif1083 ], [ %v424, %fold.body.preheader ]
  %phi497 = phi float [ %phi1510, %endif1083 ], [ %v435, %fold.body.preheader ]
  %phi498 = phi float [ %phi1511, %endif1083 ], [ %v453, %fold.body.preheader ]
  %phi499 = phi float [ %phi1512, %endif1083 ], [ %v464, %fold.body.preheader ]
  %parity = and i64 %i, 1
  br i1 %cmp500, label %then, label %endif

fold.exit:                                        ; preds = %endif1083, %entry
  %phi1523 = phi float [ %v134, %entry ], [ %fadd790, %endif1083 ]
  %phi1524 = phi float [ %v145, %entry ], [ %fadd803, %endif1083 ]
  %phi1525 = phi float [ %v163, %entry ], [ %fadd816, %endif1083 ]
  %phi1526 = phi float [ %v174, %entry ], [ %fadd829, %endif1083 ]
  %phi1527 = phi float [ %v192, %entry ], [ %fadd842, %endif1083 ]
  %phi1528 = phi float [ %v203, %entry ], [ %fadd855, %endif1083 ]
  %phi1529 = phi float [ %v221, %entry ], [ %fadd868, %endif1083 ]
  %phi1530 = phi float [ %v232, %entry ], [ %fadd881, %endif1083 ]
  %phi1531 = phi float [ %v250, %entry ], [ %fadd894, %endif1083 ]
  %phi1532 = phi float [ %v261, %entry ], [ %fadd907, %endif1083 ]
  %phi1533 = phi float [ %v279, %entry ], [ %fadd920, %endif1083 ]
  %phi1534 = phi float [ %v290, %entry ], [ %fadd933, %endif1083 ]
  %phi1535 = phi float [ %v308, %entry ], [ %fadd946, %endif1083 ]
  %phi1536 = phi float [ %v319, %entry ], [ %fadd959, %endif1083 ]
  %phi1537 = phi float [ %v337, %entry ], [ %fadd972, %endif1083 ]
  %phi1538 = phi float [ %v348, %entry ], [ %fadd985, %endif1083 ]
  %inside = and i1 %cmp119, %cmp12
  %mul1556 = mul i64 %mul5, %5
  br i1 %inside, label %then1558, label %endif1559

then:                                             ; preds = %fold.body
  %mul503 = mul nuw nsw i64 %parity, 576
  %add504 = or disjoint i64 %mul503, %add501
  %shared = getelementptr inbounds float, ptr addrspace(3) @band.edges, i64 %add504
  store float %phi, ptr addrspace(3) %shared, align 4
  %p506 = getelementptr inbounds i8, ptr addrspace(3) %shared, i64 144
  store float %phi470, ptr addrspace(3) %p506, align 4
  %p507 = getelementptr inbounds i8, ptr addrspace(3) %shared, i64 288
  store float %phi472, ptr addrspace(3) %p507, align 4
  %p508 = getelementptr inbounds i8, ptr addrspace(3) %shared, i64 432
  store float %phi474, ptr addrspace(3) %p508, align 4
  %p509 = getelementptr inbounds i8, ptr addrspace(3) %shared, i64 576
  store float %phi476, ptr addrspace(3) %p509, align 4
  %p510 = getelementptr inbounds i8, ptr addrspace(3) %shared, i64 720
  store float %phi478, ptr addrspace(3) %p510, align 4
  %p511 = getelementptr inbounds i8, ptr addrspace(3) %shared, i64 864
  store float %phi480, ptr addrspace(3) %p511, align 4
  %p512 = getelementptr inbounds i8, ptr addrspace(3) %shared, i64 1008
  store float %phi482, ptr addrspace(3) %p512, align 4
  %p513 = getelementptr inbounds i8, ptr addrspace(3) %shared, i64 1152
  store float %phi484, ptr addrspace(3) %p513, align 4
  %p514 = getelementptr inbounds i8, ptr addrspace(3) %shared, i64 1296
  store float %phi486, ptr addrspace(3) %p514, align 4
  %p515 = getelementptr inbounds i8, ptr addrspace(3) %shared, i64 1440
  store float %phi488, ptr addrspace(3) %p515, align 4
  %p516 = getelementptr inbounds i8, ptr addrspace(3) %shared, i64 1584
  store float %phi490, ptr addrspace(3) %p516, align 4
  %p517 = getelementptr inbounds i8, ptr addrspace(3) %shared, i64 1728
  store float %phi492, ptr addrspace(3) %p517, align 4
  %p518 = getelementptr inbounds i8, ptr addrspace(3) %shared, i64 1872
  store float %phi494, ptr addrspace(3) %p518, align 4
  %p519 = getelementptr inbounds i8, ptr addrspace(3) %shared, i64 2016
  store float %phi496, ptr addrspace(3) %p519, align 4
  %p520 = getelementptr inbounds i8, ptr addrspace(3) %shared, i64 2160
  store float %phi498, ptr addrspace(3) %p520, align 4
  br label %endif

endif:                                            ; preds = %then, %fold.body
  br i1 %cmp521, label %then522, label %endif523

then522:                                          ; preds = %endif
  %mul527 = mul nuw nsw i64 %parity, 576
  %add528 = or disjoint i64 %mul527, %add526
  %shared529 = getelementptr inbounds float, ptr addrspace(3) @band.edges, i64 %add528
  store float %phi469, ptr addrspace(3) %shared529, align 4
  %p531 = getelementptr inbounds i8, ptr addrspace(3) %shared529, i64 144
  store float %phi471, ptr addrspace(3) %p531, align 4
  %p532 = getelementptr inbounds i8, ptr addrspace(3) %shared529, i64 288
  store float %phi473, ptr addrspace(3) %p532, align 4
  %p533 = getelementptr inbounds i8, ptr addrspace(3) %shared529, i64 432
  store float %phi475, ptr addrspace(3) %p533, align 4
  %p534 = getelementptr inbounds i8, ptr addrspace(3) %shared529, i64 576
  store float %phi477, ptr addrspace(3) %p534, align 4
  %p535 = getelementptr inbounds i8, ptr addrspace(3) %shared529, i64 720
  store float %phi479, ptr addrspace(3) %p535, align 4
  %p536 = getelementptr inbounds i8, ptr addrspace(3) %shared529, i64 864
  store float %phi481, ptr addrspace(3) %p536, align 4
  %p537 = getelementptr inbounds i8, ptr addrspace(3) %shared529, i64 1008
  store float %phi483, ptr addrspace(3) %p537, align 4
  %p538 = getelementptr inbounds i8, ptr addrspace(3) %shared529, i64 1152
  store float %phi485, ptr addrspace(3) %p538, align 4
  %p539 = getelementptr inbounds i8, ptr addrspace(3) %shared529, i64 1296
  store float %phi487, ptr addrspace(3) %p539, align 4
  %p540 = getelementptr inbounds i8, ptr addrspace(3) %shared529, i64 1440
  store float %phi489, ptr addrspace(3) %p540, align 4
  %p541 = getelementptr inbounds i8, ptr addrspace(3) %shared529, i64 1584
  store float %phi491, ptr addrspace(3) %p541, align 4
  %p542 = getelementptr inbounds i8, ptr addrspace(3) %shared529, i64 1728
  store float %phi493, ptr addrspace(3) %p542, align 4
  %p543 = getelementptr inbounds i8, ptr addrspace(3) %shared529, i64 1872
  store float %phi495, ptr addrspace(3) %p543, align 4
  %p544 = getelementptr inbounds i8, ptr addrspace(3) %shared529, i64 2016
  store float %phi497, ptr addrspace(3) %p544, align 4
  %p545 = getelementptr inbounds i8, ptr addrspace(3) %shared529, i64 2160
  store float %phi499, ptr addrspace(3) %p545, align 4
  br label %endif523

endif523:                                         ; preds = %then522, %endif
  switch i64 %warp, label %endif618 [
    i64 0, label %then547
    i64 15, label %then617
  ]

then547:                                          ; preds = %endif523
  %bits = bitcast float %phi to i32
  %call549 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits, i32 1, i32 31)
  %bits550 = bitcast float %phi470 to i32
  %call551 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits550, i32 1, i32 31)
  %bits553 = bitcast float %phi472 to i32
  %call554 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits553, i32 1, i32 31)
  %bits556 = bitcast float %phi474 to i32
  %call557 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits556, i32 1, i32 31)
  %bits559 = bitcast float %phi476 to i32
  %call560 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits559, i32 1, i32 31)
  %bits562 = bitcast float %phi478 to i32
  %call563 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits562, i32 1, i32 31)
  %bits565 = bitcast float %phi480 to i32
  %call566 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits565, i32 1, i32 31)
  %bits568 = bitcast float %phi482 to i32
  %call569 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits568, i32 1, i32 31)
  %bits571 = bitcast float %phi484 to i32
  %call572 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits571, i32 1, i32 31)
  %bits574 = bitcast float %phi486 to i32
  %call575 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits574, i32 1, i32 31)
  %bits577 = bitcast float %phi488 to i32
  %call578 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits577, i32 1, i32 31)
  %bits580 = bitcast float %phi490 to i32
  %call581 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits580, i32 1, i32 31)
  %bits583 = bitcast float %phi492 to i32
  %call584 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits583, i32 1, i32 31)
  %bits586 = bitcast float %phi494 to i32
  %call587 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits586, i32 1, i32 31)
  %bits589 = bitcast float %phi496 to i32
  %call590 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits589, i32 1, i32 31)
  %bits592 = bitcast float %phi498 to i32
  %call593 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits592, i32 1, i32 31)
  br i1 %cmp500, label %endif618.sink.split, label %endif618

then617:                                          ; preds = %endif523
  %bits619 = bitcast float %phi469 to i32
  %call620 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits619, i32 1, i32 0)
  %bits622 = bitcast float %phi471 to i32
  %call623 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits622, i32 1, i32 0)
  %bits625 = bitcast float %phi473 to i32
  %call626 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits625, i32 1, i32 0)
  %bits628 = bitcast float %phi475 to i32
  %call629 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits628, i32 1, i32 0)
  %bits631 = bitcast float %phi477 to i32
  %call632 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits631, i32 1, i32 0)
  %bits634 = bitcast float %phi479 to i32
  %call635 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits634, i32 1, i32 0)
  %bits637 = bitcast float %phi481 to i32
  %call638 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits637, i32 1, i32 0)
  %bits640 = bitcast float %phi483 to i32
  %call641 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits640, i32 1, i32 0)
  %bits643 = bitcast float %phi485 to i32
  %call644 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits643, i32 1, i32 0)
  %bits646 = bitcast float %phi487 to i32
  %call647 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits646, i32 1, i32 0)
  %bits649 = bitcast float %phi489 to i32
  %call650 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits649, i32 1, i32 0)
  %bits652 = bitcast float %phi491 to i32
  %call653 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits652, i32 1, i32 0)
  %bits655 = bitcast float %phi493 to i32
  %call656 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits655, i32 1, i32 0)
  %bits658 = bitcast float %phi495 to i32
  %call659 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits658, i32 1, i32 0)
  %bits661 = bitcast float %phi497 to i32
  %call662 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits661, i32 1, i32 0)
  %bits664 = bitcast float %phi499 to i32
  %call665 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits664, i32 1, i32 0)
  br i1 %cmp521, label %endif618.sink.split, label %endif618

endif618.sink.split:                              ; preds = %then547, %then617
  %.sink = phi i64 [ 17, %then617 ], [ 18, %then547 ]
  %phi.sink = phi float [ %phi469, %then617 ], [ %phi, %then547 ]
  %phi470.sink = phi float [ %phi471, %then617 ], [ %phi470, %then547 ]
  %phi472.sink = phi float [ %phi473, %then617 ], [ %phi472, %then547 ]
  %phi474.sink = phi float [ %phi475, %then617 ], [ %phi474, %then547 ]
  %phi476.sink = phi float [ %phi477, %then617 ], [ %phi476, %then547 ]
  %phi478.sink = phi float [ %phi479, %then617 ], [ %phi478, %then547 ]
  %phi480.sink = phi float [ %phi481, %then617 ], [ %phi480, %then547 ]
  %phi482.sink = phi float [ %phi483, %then617 ], [ %phi482, %then547 ]
  %phi484.sink = phi float [ %phi485, %then617 ], [ %phi484, %then547 ]
  %phi486.sink = phi float [ %phi487, %then617 ], [ %phi486, %then547 ]
  %phi488.sink = phi float [ %phi489, %then617 ], [ %phi488, %then547 ]
  %phi490.sink = phi float [ %phi491, %then617 ], [ %phi490, %then547 ]
  %phi492.sink = phi float [ %phi493, %then617 ], [ %phi492, %then547 ]
  %phi494.sink = phi float [ %phi495, %then617 ], [ %phi494, %then547 ]
  %phi496.sink = phi float [ %phi497, %then617 ], [ %phi496, %then547 ]
  %phi498.sink = phi float [ %phi499, %then617 ], [ %phi498, %then547 ]
  %mul597 = mul nuw nsw i64 %parity, 576
  %add598 = or disjoint i64 %mul597, %.sink
  %shared599 = getelementptr inbounds float, ptr addrspace(3) @band.edges, i64 %add598
  store float %phi.sink, ptr addrspace(3) %shared599, align 4
  %p601 = getelementptr inbounds i8, ptr addrspace(3) %shared599, i64 144
  store float %phi470.sink, ptr addrspace(3) %p601, align 4
  %p602 = getelementptr inbounds i8, ptr addrspace(3) %shared599, i64 288
  store float %phi472.sink, ptr addrspace(3) %p602, align 4
  %p603 = getelementptr inbounds i8, ptr addrspace(3) %shared599, i64 432
  store float %phi474.sink, ptr addrspace(3) %p603, align 4
  %p604 = getelementptr inbounds i8, ptr addrspace(3) %shared599, i64 576
  store float %phi476.sink, ptr addrspace(3) %p604, align 4
  %p605 = getelementptr inbounds i8, ptr addrspace(3) %shared599, i64 720
  store float %phi478.sink, ptr addrspace(3) %p605, align 4
  %p606 = getelementptr inbounds i8, ptr addrspace(3) %shared599, i64 864
  store float %phi480.sink, ptr addrspace(3) %p606, align 4
  %p607 = getelementptr inbounds i8, ptr addrspace(3) %shared599, i64 1008
  store float %phi482.sink, ptr addrspace(3) %p607, align 4
  %p608 = getelementptr inbounds i8, ptr addrspace(3) %shared599, i64 1152
  store float %phi484.sink, ptr addrspace(3) %p608, align 4
  %p609 = getelementptr inbounds i8, ptr addrspace(3) %shared599, i64 1296
  store float %phi486.sink, ptr addrspace(3) %p609, align 4
  %p610 = getelementptr inbounds i8, ptr addrspace(3) %shared599, i64 1440
  store float %phi488.sink, ptr addrspace(3) %p610, align 4
  %p611 = getelementptr inbounds i8, ptr addrspace(3) %shared599, i64 1584
  store float %phi490.sink, ptr addrspace(3) %p611, align 4
  %p612 = getelementptr inbounds i8, ptr addrspace(3) %shared599, i64 1728
  store float %phi492.sink, ptr addrspace(3) %p612, align 4
  %p613 = getelementptr inbounds i8, ptr addrspace(3) %shared599, i64 1872
  store float %phi494.sink, ptr addrspace(3) %p613, align 4
  %p614 = getelementptr inbounds i8, ptr addrspace(3) %shared599, i64 2016
  store float %phi496.sink, ptr addrspace(3) %p614, align 4
  %p615 = getelementptr inbounds i8, ptr addrspace(3) %shared599, i64 2160
  store float %phi498.sink, ptr addrspace(3) %p615, align 4
  br label %endif618

endif618:                                         ; preds = %endif618.sink.split, %then547, %then617, %endif523
  tail call void @llvm.nvvm.barrier0()
  %mul694 = mul nuw nsw i64 %parity, 576
  %add695 = or disjoint i64 %mul694, %add693
  %shared696 = getelementptr inbounds float, ptr addrspace(3) @band.edges, i64 %add695
  %add701 = or disjoint i64 %mul694, %add698
  %shared702 = getelementptr inbounds float, ptr addrspace(3) @band.edges, i64 %add701
  %bits703 = bitcast float %phi471 to i32
  %call704 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits703, i32 1, i32 0)
  %leaf705 = bitcast i32 %call704 to float
  %p706 = getelementptr i8, ptr addrspace(3) %shared696, i64 144
  %address = ptrtoint ptr addrspace(3) %p706 to i64
  %25 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address, i1 %cmp500, float %leaf705) #5
  %fmul = fmul float %25, 2.000000e+00
  %fadd = fadd float %phi, %fmul
  %fmul707 = fmul float %phi470, 3.000000e+00
  %fadd708 = fadd float %fmul707, %fadd
  %fmul709 = fmul float %phi471, 4.000000e+00
  %fadd710 = fadd float %fmul709, %fadd708
  %fmul711 = fmul float %phi472, 5.000000e+00
  %fadd712 = fadd float %fmul711, %fadd710
  %bits713 = bitcast float %phi470 to i32
  %call714 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits713, i32 1, i32 31)
  %leaf715 = bitcast i32 %call714 to float
  %p716 = getelementptr i8, ptr addrspace(3) %shared702, i64 144
  %address717 = ptrtoint ptr addrspace(3) %p716 to i64
  %26 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address717, i1 %cmp521, float %leaf715) #5
  %fmul718 = fmul float %phi470, 2.000000e+00
  %fadd719 = fadd float %phi469, %fmul718
  %fmul720 = fmul float %phi471, 3.000000e+00
  %fadd721 = fadd float %fadd719, %fmul720
  %fmul722 = fmul float %26, 4.000000e+00
  %fadd723 = fadd float %fadd721, %fmul722
  %fmul724 = fmul float %phi473, 5.000000e+00
  %fadd725 = fadd float %fmul724, %fadd723
  %bits726 = bitcast float %phi473 to i32
  %call727 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits726, i32 1, i32 0)
  %leaf728 = bitcast i32 %call727 to float
  %p729 = getelementptr i8, ptr addrspace(3) %shared696, i64 288
  %address730 = ptrtoint ptr addrspace(3) %p729 to i64
  %27 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address730, i1 %cmp500, float %leaf728) #5
  %fmul731 = fmul float %27, 2.000000e+00
  %fadd732 = fadd float %phi470, %fmul731
  %fmul733 = fmul float %phi472, 3.000000e+00
  %fadd734 = fadd float %fmul733, %fadd732
  %fmul735 = fmul float %phi473, 4.000000e+00
  %fadd736 = fadd float %fmul735, %fadd734
  %fmul737 = fmul float %phi474, 5.000000e+00
  %fadd738 = fadd float %fmul737, %fadd736
  %bits739 = bitcast float %phi472 to i32
  %call740 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits739, i32 1, i32 31)
  %leaf741 = bitcast i32 %call740 to float
  %p742 = getelementptr i8, ptr addrspace(3) %shared702, i64 288
  %address743 = ptrtoint ptr addrspace(3) %p742 to i64
  %28 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address743, i1 %cmp521, float %leaf741) #5
  %fmul744 = fmul float %phi472, 2.000000e+00
  %fadd745 = fadd float %phi471, %fmul744
  %fmul746 = fmul float %phi473, 3.000000e+00
  %fadd747 = fadd float %fadd745, %fmul746
  %fmul748 = fmul float %28, 4.000000e+00
  %fadd749 = fadd float %fadd747, %fmul748
  %fmul750 = fmul float %phi475, 5.000000e+00
  %fadd751 = fadd float %fmul750, %fadd749
  %bits752 = bitcast float %phi475 to i32
  %call753 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits752, i32 1, i32 0)
  %leaf754 = bitcast i32 %call753 to float
  %p755 = getelementptr i8, ptr addrspace(3) %shared696, i64 432
  %address756 = ptrtoint ptr addrspace(3) %p755 to i64
  %29 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address756, i1 %cmp500, float %leaf754) #5
  %fmul757 = fmul float %29, 2.000000e+00
  %fadd758 = fadd float %phi472, %fmul757
  %fmul759 = fmul float %phi474, 3.000000e+00
  %fadd760 = fadd float %fmul759, %fadd758
  %fmul761 = fmul float %phi475, 4.000000e+00
  %fadd762 = fadd float %fmul761, %fadd760
  %fmul763 = fmul float %phi476, 5.000000e+00
  %fadd764 = fadd float %fmul763, %fadd762
  %bits765 = bitcast float %phi474 to i32
  %call766 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits765, i32 1, i32 31)
  %leaf767 = bitcast i32 %call766 to float
  %p768 = getelementptr i8, ptr addrspace(3) %shared702, i64 432
  %address769 = ptrtoint ptr addrspace(3) %p768 to i64
  %30 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address769, i1 %cmp521, float %leaf767) #5
  %fmul770 = fmul float %phi474, 2.000000e+00
  %fadd771 = fadd float %phi473, %fmul770
  %fmul772 = fmul float %phi475, 3.000000e+00
  %fadd773 = fadd float %fadd771, %fmul772
  %fmul774 = fmul float %30, 4.000000e+00
  %fadd775 = fadd float %fadd773, %fmul774
  %fmul776 = fmul float %phi477, 5.000000e+00
  %fadd777 = fadd float %fmul776, %fadd775
  %bits778 = bitcast float %phi477 to i32
  %call779 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits778, i32 1, i32 0)
  %leaf780 = bitcast i32 %call779 to float
  %p781 = getelementptr i8, ptr addrspace(3) %shared696, i64 576
  %address782 = ptrtoint ptr addrspace(3) %p781 to i64
  %31 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address782, i1 %cmp500, float %leaf780) #5
  %fmul783 = fmul float %31, 2.000000e+00
  %fadd784 = fadd float %phi474, %fmul783
  %fmul785 = fmul float %phi476, 3.000000e+00
  %fadd786 = fadd float %fmul785, %fadd784
  %fmul787 = fmul float %phi477, 4.000000e+00
  %fadd788 = fadd float %fmul787, %fadd786
  %fmul789 = fmul float %phi478, 5.000000e+00
  %fadd790 = fadd float %fmul789, %fadd788
  %bits791 = bitcast float %phi476 to i32
  %call792 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits791, i32 1, i32 31)
  %leaf793 = bitcast i32 %call792 to float
  %p794 = getelementptr i8, ptr addrspace(3) %shared702, i64 576
  %address795 = ptrtoint ptr addrspace(3) %p794 to i64
  %32 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address795, i1 %cmp521, float %leaf793) #5
  %fmul796 = fmul float %phi476, 2.000000e+00
  %fadd797 = fadd float %phi475, %fmul796
  %fmul798 = fmul float %phi477, 3.000000e+00
  %fadd799 = fadd float %fadd797, %fmul798
  %fmul800 = fmul float %32, 4.000000e+00
  %fadd801 = fadd float %fadd799, %fmul800
  %fmul802 = fmul float %phi479, 5.000000e+00
  %fadd803 = fadd float %fmul802, %fadd801
  %bits804 = bitcast float %phi479 to i32
  %call805 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits804, i32 1, i32 0)
  %leaf806 = bitcast i32 %call805 to float
  %p807 = getelementptr i8, ptr addrspace(3) %shared696, i64 720
  %address808 = ptrtoint ptr addrspace(3) %p807 to i64
  %33 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address808, i1 %cmp500, float %leaf806) #5
  %fmul809 = fmul float %33, 2.000000e+00
  %fadd810 = fadd float %phi476, %fmul809
  %fmul811 = fmul float %phi478, 3.000000e+00
  %fadd812 = fadd float %fmul811, %fadd810
  %fmul813 = fmul float %phi479, 4.000000e+00
  %fadd814 = fadd float %fmul813, %fadd812
  %fmul815 = fmul float %phi480, 5.000000e+00
  %fadd816 = fadd float %fmul815, %fadd814
  %bits817 = bitcast float %phi478 to i32
  %call818 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits817, i32 1, i32 31)
  %leaf819 = bitcast i32 %call818 to float
  %p820 = getelementptr i8, ptr addrspace(3) %shared702, i64 720
  %address821 = ptrtoint ptr addrspace(3) %p820 to i64
  %34 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address821, i1 %cmp521, float %leaf819) #5
  %fmul822 = fmul float %phi478, 2.000000e+00
  %fadd823 = fadd float %phi477, %fmul822
  %fmul824 = fmul float %phi479, 3.000000e+00
  %fadd825 = fadd float %fadd823, %fmul824
  %fmul826 = fmul float %34, 4.000000e+00
  %fadd827 = fadd float %fadd825, %fmul826
  %fmul828 = fmul float %phi481, 5.000000e+00
  %fadd829 = fadd float %fmul828, %fadd827
  %bits830 = bitcast float %phi481 to i32
  %call831 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits830, i32 1, i32 0)
  %leaf832 = bitcast i32 %call831 to float
  %p833 = getelementptr i8, ptr addrspace(3) %shared696, i64 864
  %address834 = ptrtoint ptr addrspace(3) %p833 to i64
  %35 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address834, i1 %cmp500, float %leaf832) #5
  %fmul835 = fmul float %35, 2.000000e+00
  %fadd836 = fadd float %phi478, %fmul835
  %fmul837 = fmul float %phi480, 3.000000e+00
  %fadd838 = fadd float %fmul837, %fadd836
  %fmul839 = fmul float %phi481, 4.000000e+00
  %fadd840 = fadd float %fmul839, %fadd838
  %fmul841 = fmul float %phi482, 5.000000e+00
  %fadd842 = fadd float %fmul841, %fadd840
  %bits843 = bitcast float %phi480 to i32
  %call844 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits843, i32 1, i32 31)
  %leaf845 = bitcast i32 %call844 to float
  %p846 = getelementptr i8, ptr addrspace(3) %shared702, i64 864
  %address847 = ptrtoint ptr addrspace(3) %p846 to i64
  %36 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address847, i1 %cmp521, float %leaf845) #5
  %fmul848 = fmul float %phi480, 2.000000e+00
  %fadd849 = fadd float %phi479, %fmul848
  %fmul850 = fmul float %phi481, 3.000000e+00
  %fadd851 = fadd float %fadd849, %fmul850
  %fmul852 = fmul float %36, 4.000000e+00
  %fadd853 = fadd float %fadd851, %fmul852
  %fmul854 = fmul float %phi483, 5.000000e+00
  %fadd855 = fadd float %fmul854, %fadd853
  %bits856 = bitcast float %phi483 to i32
  %call857 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits856, i32 1, i32 0)
  %leaf858 = bitcast i32 %call857 to float
  %p859 = getelementptr i8, ptr addrspace(3) %shared696, i64 1008
  %address860 = ptrtoint ptr addrspace(3) %p859 to i64
  %37 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address860, i1 %cmp500, float %leaf858) #5
  %fmul861 = fmul float %37, 2.000000e+00
  %fadd862 = fadd float %phi480, %fmul861
  %fmul863 = fmul float %phi482, 3.000000e+00
  %fadd864 = fadd float %fmul863, %fadd862
  %fmul865 = fmul float %phi483, 4.000000e+00
  %fadd866 = fadd float %fmul865, %fadd864
  %fmul867 = fmul float %phi484, 5.000000e+00
  %fadd868 = fadd float %fmul867, %fadd866
  %bits869 = bitcast float %phi482 to i32
  %call870 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits869, i32 1, i32 31)
  %leaf871 = bitcast i32 %call870 to float
  %p872 = getelementptr i8, ptr addrspace(3) %shared702, i64 1008
  %address873 = ptrtoint ptr addrspace(3) %p872 to i64
  %38 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address873, i1 %cmp521, float %leaf871) #5
  %fmul874 = fmul float %phi482, 2.000000e+00
  %fadd875 = fadd float %phi481, %fmul874
  %fmul876 = fmul float %phi483, 3.000000e+00
  %fadd877 = fadd float %fadd875, %fmul876
  %fmul878 = fmul float %38, 4.000000e+00
  %fadd879 = fadd float %fadd877, %fmul878
  %fmul880 = fmul float %phi485, 5.000000e+00
  %fadd881 = fadd float %fmul880, %fadd879
  %bits882 = bitcast float %phi485 to i32
  %call883 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits882, i32 1, i32 0)
  %leaf884 = bitcast i32 %call883 to float
  %p885 = getelementptr i8, ptr addrspace(3) %shared696, i64 1152
  %address886 = ptrtoint ptr addrspace(3) %p885 to i64
  %39 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address886, i1 %cmp500, float %leaf884) #5
  %fmul887 = fmul float %39, 2.000000e+00
  %fadd888 = fadd float %phi482, %fmul887
  %fmul889 = fmul float %phi484, 3.000000e+00
  %fadd890 = fadd float %fmul889, %fadd888
  %fmul891 = fmul float %phi485, 4.000000e+00
  %fadd892 = fadd float %fmul891, %fadd890
  %fmul893 = fmul float %phi486, 5.000000e+00
  %fadd894 = fadd float %fmul893, %fadd892
  %bits895 = bitcast float %phi484 to i32
  %call896 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits895, i32 1, i32 31)
  %leaf897 = bitcast i32 %call896 to float
  %p898 = getelementptr i8, ptr addrspace(3) %shared702, i64 1152
  %address899 = ptrtoint ptr addrspace(3) %p898 to i64
  %40 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address899, i1 %cmp521, float %leaf897) #5
  %fmul900 = fmul float %phi484, 2.000000e+00
  %fadd901 = fadd float %phi483, %fmul900
  %fmul902 = fmul float %phi485, 3.000000e+00
  %fadd903 = fadd float %fadd901, %fmul902
  %fmul904 = fmul float %40, 4.000000e+00
  %fadd905 = fadd float %fadd903, %fmul904
  %fmul906 = fmul float %phi487, 5.000000e+00
  %fadd907 = fadd float %fmul906, %fadd905
  %bits908 = bitcast float %phi487 to i32
  %call909 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits908, i32 1, i32 0)
  %leaf910 = bitcast i32 %call909 to float
  %p911 = getelementptr i8, ptr addrspace(3) %shared696, i64 1296
  %address912 = ptrtoint ptr addrspace(3) %p911 to i64
  %41 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address912, i1 %cmp500, float %leaf910) #5
  %fmul913 = fmul float %41, 2.000000e+00
  %fadd914 = fadd float %phi484, %fmul913
  %fmul915 = fmul float %phi486, 3.000000e+00
  %fadd916 = fadd float %fmul915, %fadd914
  %fmul917 = fmul float %phi487, 4.000000e+00
  %fadd918 = fadd float %fmul917, %fadd916
  %fmul919 = fmul float %phi488, 5.000000e+00
  %fadd920 = fadd float %fmul919, %fadd918
  %bits921 = bitcast float %phi486 to i32
  %call922 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits921, i32 1, i32 31)
  %leaf923 = bitcast i32 %call922 to float
  %p924 = getelementptr i8, ptr addrspace(3) %shared702, i64 1296
  %address925 = ptrtoint ptr addrspace(3) %p924 to i64
  %42 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address925, i1 %cmp521, float %leaf923) #5
  %fmul926 = fmul float %phi486, 2.000000e+00
  %fadd927 = fadd float %phi485, %fmul926
  %fmul928 = fmul float %phi487, 3.000000e+00
  %fadd929 = fadd float %fadd927, %fmul928
  %fmul930 = fmul float %42, 4.000000e+00
  %fadd931 = fadd float %fadd929, %fmul930
  %fmul932 = fmul float %phi489, 5.000000e+00
  %fadd933 = fadd float %fmul932, %fadd931
  %bits934 = bitcast float %phi489 to i32
  %call935 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits934, i32 1, i32 0)
  %leaf936 = bitcast i32 %call935 to float
  %p937 = getelementptr i8, ptr addrspace(3) %shared696, i64 1440
  %address938 = ptrtoint ptr addrspace(3) %p937 to i64
  %43 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address938, i1 %cmp500, float %leaf936) #5
  %fmul939 = fmul float %43, 2.000000e+00
  %fadd940 = fadd float %phi486, %fmul939
  %fmul941 = fmul float %phi488, 3.000000e+00
  %fadd942 = fadd float %fmul941, %fadd940
  %fmul943 = fmul float %phi489, 4.000000e+00
  %fadd944 = fadd float %fmul943, %fadd942
  %fmul945 = fmul float %phi490, 5.000000e+00
  %fadd946 = fadd float %fmul945, %fadd944
  %bits947 = bitcast float %phi488 to i32
  %call948 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits947, i32 1, i32 31)
  %leaf949 = bitcast i32 %call948 to float
  %p950 = getelementptr i8, ptr addrspace(3) %shared702, i64 1440
  %address951 = ptrtoint ptr addrspace(3) %p950 to i64
  %44 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address951, i1 %cmp521, float %leaf949) #5
  %fmul952 = fmul float %phi488, 2.000000e+00
  %fadd953 = fadd float %phi487, %fmul952
  %fmul954 = fmul float %phi489, 3.000000e+00
  %fadd955 = fadd float %fadd953, %fmul954
  %fmul956 = fmul float %44, 4.000000e+00
  %fadd957 = fadd float %fadd955, %fmul956
  %fmul958 = fmul float %phi491, 5.000000e+00
  %fadd959 = fadd float %fmul958, %fadd957
  %bits960 = bitcast float %phi491 to i32
  %call961 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits960, i32 1, i32 0)
  %leaf962 = bitcast i32 %call961 to float
  %p963 = getelementptr i8, ptr addrspace(3) %shared696, i64 1584
  %address964 = ptrtoint ptr addrspace(3) %p963 to i64
  %45 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address964, i1 %cmp500, float %leaf962) #5
  %fmul965 = fmul float %45, 2.000000e+00
  %fadd966 = fadd float %phi488, %fmul965
  %fmul967 = fmul float %phi490, 3.000000e+00
  %fadd968 = fadd float %fmul967, %fadd966
  %fmul969 = fmul float %phi491, 4.000000e+00
  %fadd970 = fadd float %fmul969, %fadd968
  %fmul971 = fmul float %phi492, 5.000000e+00
  %fadd972 = fadd float %fmul971, %fadd970
  %bits973 = bitcast float %phi490 to i32
  %call974 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits973, i32 1, i32 31)
  %leaf975 = bitcast i32 %call974 to float
  %p976 = getelementptr i8, ptr addrspace(3) %shared702, i64 1584
  %address977 = ptrtoint ptr addrspace(3) %p976 to i64
  %46 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address977, i1 %cmp521, float %leaf975) #5
  %fmul978 = fmul float %phi490, 2.000000e+00
  %fadd979 = fadd float %phi489, %fmul978
  %fmul980 = fmul float %phi491, 3.000000e+00
  %fadd981 = fadd float %fadd979, %fmul980
  %fmul982 = fmul float %46, 4.000000e+00
  %fadd983 = fadd float %fadd981, %fmul982
  %fmul984 = fmul float %phi493, 5.000000e+00
  %fadd985 = fadd float %fmul984, %fadd983
  %bits986 = bitcast float %phi493 to i32
  %call987 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits986, i32 1, i32 0)
  %leaf988 = bitcast i32 %call987 to float
  %p989 = getelementptr i8, ptr addrspace(3) %shared696, i64 1728
  %address990 = ptrtoint ptr addrspace(3) %p989 to i64
  %47 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address990, i1 %cmp500, float %leaf988) #5
  %fmul991 = fmul float %47, 2.000000e+00
  %fadd992 = fadd float %phi490, %fmul991
  %fmul993 = fmul float %phi492, 3.000000e+00
  %fadd994 = fadd float %fmul993, %fadd992
  %fmul995 = fmul float %phi493, 4.000000e+00
  %fadd996 = fadd float %fmul995, %fadd994
  %fmul997 = fmul float %phi494, 5.000000e+00
  %fadd998 = fadd float %fmul997, %fadd996
  %bits999 = bitcast float %phi492 to i32
  %call1000 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits999, i32 1, i32 31)
  %leaf1001 = bitcast i32 %call1000 to float
  %p1002 = getelementptr i8, ptr addrspace(3) %shared702, i64 1728
  %address1003 = ptrtoint ptr addrspace(3) %p1002 to i64
  %48 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1003, i1 %cmp521, float %leaf1001) #5
  %fmul1004 = fmul float %phi492, 2.000000e+00
  %fadd1005 = fadd float %phi491, %fmul1004
  %fmul1006 = fmul float %phi493, 3.000000e+00
  %fadd1007 = fadd float %fadd1005, %fmul1006
  %fmul1008 = fmul float %48, 4.000000e+00
  %fadd1009 = fadd float %fadd1007, %fmul1008
  %fmul1010 = fmul float %phi495, 5.000000e+00
  %fadd1011 = fadd float %fmul1010, %fadd1009
  %bits1012 = bitcast float %phi495 to i32
  %call1013 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1012, i32 1, i32 0)
  %leaf1014 = bitcast i32 %call1013 to float
  %p1015 = getelementptr i8, ptr addrspace(3) %shared696, i64 1872
  %address1016 = ptrtoint ptr addrspace(3) %p1015 to i64
  %49 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1016, i1 %cmp500, float %leaf1014) #5
  %fmul1017 = fmul float %49, 2.000000e+00
  %fadd1018 = fadd float %phi492, %fmul1017
  %fmul1019 = fmul float %phi494, 3.000000e+00
  %fadd1020 = fadd float %fmul1019, %fadd1018
  %fmul1021 = fmul float %phi495, 4.000000e+00
  %fadd1022 = fadd float %fmul1021, %fadd1020
  %fmul1023 = fmul float %phi496, 5.000000e+00
  %fadd1024 = fadd float %fmul1023, %fadd1022
  %bits1025 = bitcast float %phi494 to i32
  %call1026 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1025, i32 1, i32 31)
  %leaf1027 = bitcast i32 %call1026 to float
  %p1028 = getelementptr i8, ptr addrspace(3) %shared702, i64 1872
  %address1029 = ptrtoint ptr addrspace(3) %p1028 to i64
  %50 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1029, i1 %cmp521, float %leaf1027) #5
  %fmul1030 = fmul float %phi494, 2.000000e+00
  %fadd1031 = fadd float %phi493, %fmul1030
  %fmul1032 = fmul float %phi495, 3.000000e+00
  %fadd1033 = fadd float %fadd1031, %fmul1032
  %fmul1034 = fmul float %50, 4.000000e+00
  %fadd1035 = fadd float %fadd1033, %fmul1034
  %fmul1036 = fmul float %phi497, 5.000000e+00
  %fadd1037 = fadd float %fmul1036, %fadd1035
  %bits1038 = bitcast float %phi497 to i32
  %call1039 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1038, i32 1, i32 0)
  %leaf1040 = bitcast i32 %call1039 to float
  %p1041 = getelementptr i8, ptr addrspace(3) %shared696, i64 2016
  %address1042 = ptrtoint ptr addrspace(3) %p1041 to i64
  %51 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1042, i1 %cmp500, float %leaf1040) #5
  %fmul1043 = fmul float %51, 2.000000e+00
  %fadd1044 = fadd float %phi494, %fmul1043
  %fmul1045 = fmul float %phi496, 3.000000e+00
  %fadd1046 = fadd float %fmul1045, %fadd1044
  %fmul1047 = fmul float %phi497, 4.000000e+00
  %fadd1048 = fadd float %fmul1047, %fadd1046
  %fmul1049 = fmul float %phi498, 5.000000e+00
  %fadd1050 = fadd float %fmul1049, %fadd1048
  %bits1051 = bitcast float %phi496 to i32
  %call1052 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1051, i32 1, i32 31)
  %leaf1053 = bitcast i32 %call1052 to float
  %p1054 = getelementptr i8, ptr addrspace(3) %shared702, i64 2016
  %address1055 = ptrtoint ptr addrspace(3) %p1054 to i64
  %52 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1055, i1 %cmp521, float %leaf1053) #5
  %fmul1056 = fmul float %phi496, 2.000000e+00
  %fadd1057 = fadd float %phi495, %fmul1056
  %fmul1058 = fmul float %phi497, 3.000000e+00
  %fadd1059 = fadd float %fadd1057, %fmul1058
  %fmul1060 = fmul float %52, 4.000000e+00
  %fadd1061 = fadd float %fadd1059, %fmul1060
  %fmul1062 = fmul float %phi499, 5.000000e+00
  %fadd1063 = fadd float %fmul1062, %fadd1061
  %sel = select i1 %cmp465, float %fadd790, float %phi
  %sel1064 = select i1 %cmp465, float %fadd803, float %phi469
  %sel1065 = select i1 %cmp465, float %fadd790, float %fadd712
  %sel1066 = select i1 %cmp465, float %fadd803, float %fadd725
  %sel1067 = select i1 %cmp465, float %fadd790, float %fadd738
  %sel1068 = select i1 %cmp465, float %fadd803, float %fadd751
  %sel1069 = select i1 %cmp465, float %fadd790, float %fadd764
  %sel1070 = select i1 %cmp465, float %fadd803, float %fadd777
  %sel1071 = select i1 %cmp467, float %fadd972, float %fadd998
  %sel1072 = select i1 %cmp467, float %fadd985, float %fadd1011
  %sel1073 = select i1 %cmp467, float %fadd972, float %fadd1024
  %sel1074 = select i1 %cmp467, float %fadd985, float %fadd1037
  %sel1075 = select i1 %cmp467, float %fadd972, float %fadd1050
  %sel1076 = select i1 %cmp467, float %fadd985, float %fadd1063
  %sel1077 = select i1 %cmp467, float %fadd972, float %phi498
  %sel1078 = select i1 %cmp467, float %fadd985, float %phi499
  %add1079 = add nuw nsw i64 %i, 1
  %53 = and i64 %add1079, 3
  %cmp1080 = icmp eq i64 %53, 0
  %cmp1081 = icmp slt i64 %add1079, %6
  %exchange = and i1 %cmp1081, %cmp1080
  %epoch1763 = lshr i64 %add1079, 2
  br i1 %exchange, label %then1082, label %endif1083

then1082:                                         ; preds = %endif618
  %54 = trunc i64 %epoch1763 to i1
  %mul1085 = select i1 %54, i64 %sreg4, i64 0
  %add1086 = add nuw nsw i64 %mul1085, %sreg2
  %mul1087 = shl nuw nsw i64 %add1086, 3
  %mul1089 = mul i64 %mul1087, %5
  br i1 %cmp12, label %then1096, label %endif1097

endif1083:                                        ; preds = %endif618, %endif1290
  %phi1481 = phi float [ %sel1319, %endif1290 ], [ %sel, %endif618 ]
  %phi1482 = phi float [ %sel1326, %endif1290 ], [ %sel1064, %endif618 ]
  %phi1483 = phi float [ %sel1341, %endif1290 ], [ %sel1065, %endif618 ]
  %phi1484 = phi float [ %sel1348, %endif1290 ], [ %sel1066, %endif618 ]
  %phi1485 = phi float [ %sel1363, %endif1290 ], [ %sel1067, %endif618 ]
  %phi1486 = phi float [ %sel1370, %endif1290 ], [ %sel1068, %endif618 ]
  %phi1487 = phi float [ %sel1385, %endif1290 ], [ %sel1069, %endif618 ]
  %phi1488 = phi float [ %sel1392, %endif1290 ], [ %sel1070, %endif618 ]
  %phi1505 = phi float [ %sel1407, %endif1290 ], [ %sel1071, %endif618 ]
  %phi1506 = phi float [ %sel1414, %endif1290 ], [ %sel1072, %endif618 ]
  %phi1507 = phi float [ %sel1429, %endif1290 ], [ %sel1073, %endif618 ]
  %phi1508 = phi float [ %sel1436, %endif1290 ], [ %sel1074, %endif618 ]
  %phi1509 = phi float [ %sel1451, %endif1290 ], [ %sel1075, %endif618 ]
  %phi1510 = phi float [ %sel1458, %endif1290 ], [ %sel1076, %endif618 ]
  %phi1511 = phi float [ %sel1473, %endif1290 ], [ %sel1077, %endif618 ]
  %phi1512 = phi float [ %sel1480, %endif1290 ], [ %sel1078, %endif618 ]
  %exitcond.not = icmp eq i64 %add1079, %6
  br i1 %exitcond.not, label %fold.exit, label %fold.body

then1096:                                         ; preds = %then1082
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul1089
  store float %fadd790, ptr addrspace(1) %gep, align 4
  br label %endif1097

endif1097:                                        ; preds = %then1096, %then1082
  br i1 %cmp21, label %then1105, label %endif1106

then1105:                                         ; preds = %endif1097
  %gep1765 = getelementptr float, ptr addrspace(1) %invariant.gep1764, i64 %mul1089
  store float %fadd803, ptr addrspace(1) %gep1765, align 4
  br label %endif1106

endif1106:                                        ; preds = %then1105, %endif1097
  %add1111 = or disjoint i64 %mul1087, 1
  %mul1112 = mul i64 %add1111, %5
  br i1 %cmp12, label %then1119, label %endif1120

then1119:                                         ; preds = %endif1106
  %gep1767 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul1112
  store float %fadd816, ptr addrspace(1) %gep1767, align 4
  br label %endif1120

endif1120:                                        ; preds = %then1119, %endif1106
  br i1 %cmp21, label %then1128, label %endif1129

then1128:                                         ; preds = %endif1120
  %gep1769 = getelementptr float, ptr addrspace(1) %invariant.gep1764, i64 %mul1112
  store float %fadd829, ptr addrspace(1) %gep1769, align 4
  br label %endif1129

endif1129:                                        ; preds = %then1128, %endif1120
  %add1134 = or disjoint i64 %mul1087, 2
  %mul1135 = mul i64 %add1134, %5
  br i1 %cmp12, label %then1142, label %endif1143

then1142:                                         ; preds = %endif1129
  %gep1771 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul1135
  store float %fadd842, ptr addrspace(1) %gep1771, align 4
  br label %endif1143

endif1143:                                        ; preds = %then1142, %endif1129
  br i1 %cmp21, label %then1151, label %endif1152

then1151:                                         ; preds = %endif1143
  %gep1773 = getelementptr float, ptr addrspace(1) %invariant.gep1764, i64 %mul1135
  store float %fadd855, ptr addrspace(1) %gep1773, align 4
  br label %endif1152

endif1152:                                        ; preds = %then1151, %endif1143
  %add1157 = or disjoint i64 %mul1087, 3
  %mul1158 = mul i64 %add1157, %5
  br i1 %cmp12, label %then1165, label %endif1166

then1165:                                         ; preds = %endif1152
  %gep1775 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul1158
  store float %fadd868, ptr addrspace(1) %gep1775, align 4
  br label %endif1166

endif1166:                                        ; preds = %then1165, %endif1152
  br i1 %cmp21, label %then1174, label %endif1175

then1174:                                         ; preds = %endif1166
  %gep1777 = getelementptr float, ptr addrspace(1) %invariant.gep1764, i64 %mul1158
  store float %fadd881, ptr addrspace(1) %gep1777, align 4
  br label %endif1175

endif1175:                                        ; preds = %then1174, %endif1166
  %add1180 = or disjoint i64 %mul1087, 4
  %mul1181 = mul i64 %add1180, %5
  br i1 %cmp12, label %then1188, label %endif1189

then1188:                                         ; preds = %endif1175
  %gep1779 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul1181
  store float %fadd894, ptr addrspace(1) %gep1779, align 4
  br label %endif1189

endif1189:                                        ; preds = %then1188, %endif1175
  br i1 %cmp21, label %then1197, label %endif1198

then1197:                                         ; preds = %endif1189
  %gep1781 = getelementptr float, ptr addrspace(1) %invariant.gep1764, i64 %mul1181
  store float %fadd907, ptr addrspace(1) %gep1781, align 4
  br label %endif1198

endif1198:                                        ; preds = %then1197, %endif1189
  %add1203 = or disjoint i64 %mul1087, 5
  %mul1204 = mul i64 %add1203, %5
  br i1 %cmp12, label %then1211, label %endif1212

then1211:                                         ; preds = %endif1198
  %gep1783 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul1204
  store float %fadd920, ptr addrspace(1) %gep1783, align 4
  br label %endif1212

endif1212:                                        ; preds = %then1211, %endif1198
  br i1 %cmp21, label %then1220, label %endif1221

then1220:                                         ; preds = %endif1212
  %gep1785 = getelementptr float, ptr addrspace(1) %invariant.gep1764, i64 %mul1204
  store float %fadd933, ptr addrspace(1) %gep1785, align 4
  br label %endif1221

endif1221:                                        ; preds = %then1220, %endif1212
  %add1226 = or disjoint i64 %mul1087, 6
  %mul1227 = mul i64 %add1226, %5
  br i1 %cmp12, label %then1234, label %endif1235

then1234:                                         ; preds = %endif1221
  %gep1787 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul1227
  store float %fadd946, ptr addrspace(1) %gep1787, align 4
  br label %endif1235

endif1235:                                        ; preds = %then1234, %endif1221
  br i1 %cmp21, label %then1243, label %endif1244

then1243:                                         ; preds = %endif1235
  %gep1789 = getelementptr float, ptr addrspace(1) %invariant.gep1764, i64 %mul1227
  store float %fadd959, ptr addrspace(1) %gep1789, align 4
  br label %endif1244

endif1244:                                        ; preds = %then1243, %endif1235
  %add1249 = or disjoint i64 %mul1087, 7
  %mul1250 = mul i64 %add1249, %5
  br i1 %cmp12, label %then1257, label %endif1258

then1257:                                         ; preds = %endif1244
  %gep1791 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul1250
  store float %fadd972, ptr addrspace(1) %gep1791, align 4
  br label %endif1258

endif1258:                                        ; preds = %then1257, %endif1244
  br i1 %cmp21, label %then1266, label %endif1267

then1266:                                         ; preds = %endif1258
  %gep1793 = getelementptr float, ptr addrspace(1) %invariant.gep1764, i64 %mul1250
  store float %fadd985, ptr addrspace(1) %gep1793, align 4
  br label %endif1267

endif1267:                                        ; preds = %then1266, %endif1258
  %epoch1269 = trunc i64 %epoch1763 to i32
  tail call void @llvm.nvvm.barrier0()
  br i1 %cmp1270, label %then1271, label %endif1272

then1271:                                         ; preds = %endif1267
  tail call void @llvm.nvvm.membar.gl()
  tail call void asm sideeffect "st.release.gpu.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %address1273, i32 %epoch1269) #5
  br label %endif1272

endif1272:                                        ; preds = %then1271, %endif1267
  br i1 %waits, label %repeat.body, label %endif1279

endif1279:                                        ; preds = %repeat.exit, %endif1272
  br i1 %waits1288, label %repeat.body1291, label %endif1290

repeat.body:                                      ; preds = %endif1272, %repeat.body
  %55 = tail call i32 asm sideeffect "ld.acquire.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %address1281) #5
  %behind = sub i32 %55, %epoch1269
  %cmp1282 = icmp slt i32 %behind, 0
  br i1 %cmp1282, label %repeat.body, label %repeat.exit

repeat.exit:                                      ; preds = %repeat.body
  tail call void @llvm.nvvm.membar.gl()
  br label %endif1279

endif1290:                                        ; preds = %repeat.exit1292, %endif1279
  tail call void @llvm.nvvm.barrier0()
  %add1309 = add nuw nsw i64 %mul1085, %call1307
  %mul1310 = shl nuw nsw i64 %add1309, 3
  %add1311 = or disjoint i64 %mul1310, 4
  %mul1312 = mul i64 %add1311, %5
  %56 = getelementptr float, ptr addrspace(1) %2, i64 %mul1312
  %p1317 = getelementptr float, ptr addrspace(1) %56, i64 %call15
  %v1318 = load volatile float, ptr addrspace(1) %p1317, align 4
  %sel1319 = select i1 %cmp465, float %fadd790, float %v1318
  %p1324 = getelementptr float, ptr addrspace(1) %56, i64 %call24
  %v1325 = load volatile float, ptr addrspace(1) %p1324, align 4
  %sel1326 = select i1 %cmp465, float %fadd803, float %v1325
  %add1333 = or disjoint i64 %mul1310, 5
  %mul1334 = mul i64 %add1333, %5
  %57 = getelementptr float, ptr addrspace(1) %2, i64 %mul1334
  %p1339 = getelementptr float, ptr addrspace(1) %57, i64 %call15
  %v1340 = load volatile float, ptr addrspace(1) %p1339, align 4
  %sel1341 = select i1 %cmp465, float %fadd790, float %v1340
  %p1346 = getelementptr float, ptr addrspace(1) %57, i64 %call24
  %v1347 = load volatile float, ptr addrspace(1) %p1346, align 4
  %sel1348 = select i1 %cmp465, float %fadd803, float %v1347
  %add1355 = or disjoint i64 %mul1310, 6
  %mul1356 = mul i64 %add1355, %5
  %58 = getelementptr float, ptr addrspace(1) %2, i64 %mul1356
  %p1361 = getelementptr float, ptr addrspace(1) %58, i64 %call15
  %v1362 = load volatile float, ptr addrspace(1) %p1361, align 4
  %sel1363 = select i1 %cmp465, float %fadd790, float %v1362
  %p1368 = getelementptr float, ptr addrspace(1) %58, i64 %call24
  %v1369 = load volatile float, ptr addrspace(1) %p1368, align 4
  %sel1370 = select i1 %cmp465, float %fadd803, float %v1369
  %add1377 = or disjoint i64 %mul1310, 7
  %mul1378 = mul i64 %add1377, %5
  %59 = getelementptr float, ptr addrspace(1) %2, i64 %mul1378
  %p1383 = getelementptr float, ptr addrspace(1) %59, i64 %call15
  %v1384 = load volatile float, ptr addrspace(1) %p1383, align 4
  %sel1385 = select i1 %cmp465, float %fadd790, float %v1384
  %p1390 = getelementptr float, ptr addrspace(1) %59, i64 %call24
  %v1391 = load volatile float, ptr addrspace(1) %p1390, align 4
  %sel1392 = select i1 %cmp465, float %fadd803, float %v1391
  %add1397 = add nuw nsw i64 %mul1085, %24
  %mul1398 = shl nuw nsw i64 %add1397, 3
  %mul1400 = mul i64 %mul1398, %5
  %60 = getelementptr float, ptr addrspace(1) %2, i64 %mul1400
  %p1405 = getelementptr float, ptr addrspace(1) %60, i64 %call15
  %v1406 = load volatile float, ptr addrspace(1) %p1405, align 4
  %sel1407 = select i1 %cmp467, float %fadd972, float %v1406
  %p1412 = getelementptr float, ptr addrspace(1) %60, i64 %call24
  %v1413 = load volatile float, ptr addrspace(1) %p1412, align 4
  %sel1414 = select i1 %cmp467, float %fadd985, float %v1413
  %add1421 = or disjoint i64 %mul1398, 1
  %mul1422 = mul i64 %add1421, %5
  %61 = getelementptr float, ptr addrspace(1) %2, i64 %mul1422
  %p1427 = getelementptr float, ptr addrspace(1) %61, i64 %call15
  %v1428 = load volatile float, ptr addrspace(1) %p1427, align 4
  %sel1429 = select i1 %cmp467, float %fadd972, float %v1428
  %p1434 = getelementptr float, ptr addrspace(1) %61, i64 %call24
  %v1435 = load volatile float, ptr addrspace(1) %p1434, align 4
  %sel1436 = select i1 %cmp467, float %fadd985, float %v1435
  %add1443 = or disjoint i64 %mul1398, 2
  %mul1444 = mul i64 %add1443, %5
  %62 = getelementptr float, ptr addrspace(1) %2, i64 %mul1444
  %p1449 = getelementptr float, ptr addrspace(1) %62, i64 %call15
  %v1450 = load volatile float, ptr addrspace(1) %p1449, align 4
  %sel1451 = select i1 %cmp467, float %fadd972, float %v1450
  %p1456 = getelementptr float, ptr addrspace(1) %62, i64 %call24
  %v1457 = load volatile float, ptr addrspace(1) %p1456, align 4
  %sel1458 = select i1 %cmp467, float %fadd985, float %v1457
  %add1465 = or disjoint i64 %mul1398, 3
  %mul1466 = mul i64 %add1465, %5
  %63 = getelementptr float, ptr addrspace(1) %2, i64 %mul1466
  %p1471 = getelementptr float, ptr addrspace(1) %63, i64 %call15
  %v1472 = load volatile float, ptr addrspace(1) %p1471, align 4
  %sel1473 = select i1 %cmp467, float %fadd972, float %v1472
  %p1478 = getelementptr float, ptr addrspace(1) %63, i64 %call24
  %v1479 = load volatile float, ptr addrspace(1) %p1478, align 4
  %sel1480 = select i1 %cmp467, float %fadd985, float %v1479
  br label %endif1083

repeat.body1291:                                  ; preds = %endif1279, %repeat.body1291
  %64 = tail call i32 asm sideeffect "ld.acquire.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %address1294) #5
  %behind1295 = sub i32 %64, %epoch1269
  %cmp1296 = icmp slt i32 %behind1295, 0
  br i1 %cmp1296, label %repeat.body1291, label %repeat.exit1292

repeat.exit1292:                                  ; preds = %repeat.body1291
  tail call void @llvm.nvvm.membar.gl()
  br label %endif1290

then1558:                                         ; preds = %fold.exit
  %65 = getelementptr float, ptr addrspace(1) %1, i64 %mul1556
  %p1560 = getelementptr float, ptr addrspace(1) %65, i64 %mul
  store float %phi1523, ptr addrspace(1) %p1560, align 4
  br label %endif1559

endif1559:                                        ; preds = %then1558, %fold.exit
  %inside1568 = and i1 %cmp119, %cmp21
  br i1 %inside1568, label %then1571, label %endif1572

then1571:                                         ; preds = %endif1559
  %66 = getelementptr float, ptr addrspace(1) %1, i64 %mul1556
  %p1573 = getelementptr float, ptr addrspace(1) %66, i64 %add19
  store float %phi1524, ptr addrspace(1) %p1573, align 4
  br label %endif1572

endif1572:                                        ; preds = %then1571, %endif1559
  %cmp1580 = icmp slt i64 %add146, %4
  %inside1582 = and i1 %cmp1580, %cmp12
  %mul1583 = mul i64 %add146, %5
  br i1 %inside1582, label %then1585, label %endif1586

then1585:                                         ; preds = %endif1572
  %67 = getelementptr float, ptr addrspace(1) %1, i64 %mul1583
  %p1587 = getelementptr float, ptr addrspace(1) %67, i64 %mul
  store float %phi1525, ptr addrspace(1) %p1587, align 4
  br label %endif1586

endif1586:                                        ; preds = %then1585, %endif1572
  %inside1595 = and i1 %cmp1580, %cmp21
  br i1 %inside1595, label %then1598, label %endif1599

then1598:                                         ; preds = %endif1586
  %68 = getelementptr float, ptr addrspace(1) %1, i64 %mul1583
  %p1600 = getelementptr float, ptr addrspace(1) %68, i64 %add19
  store float %phi1526, ptr addrspace(1) %p1600, align 4
  br label %endif1599

endif1599:                                        ; preds = %then1598, %endif1586
  %cmp1607 = icmp slt i64 %add175, %4
  %inside1609 = and i1 %cmp1607, %cmp12
  %mul1610 = mul i64 %add175, %5
  br i1 %inside1609, label %then1612, label %endif1613

then1612:                                         ; preds = %endif1599
  %69 = getelementptr float, ptr addrspace(1) %1, i64 %mul1610
  %p1614 = getelementptr float, ptr addrspace(1) %69, i64 %mul
  store float %phi1527, ptr addrspace(1) %p1614, align 4
  br label %endif1613

endif1613:                                        ; preds = %then1612, %endif1599
  %inside1622 = and i1 %cmp1607, %cmp21
  br i1 %inside1622, label %then1625, label %endif1626

then1625:                                         ; preds = %endif1613
  %70 = getelementptr float, ptr addrspace(1) %1, i64 %mul1610
  %p1627 = getelementptr float, ptr addrspace(1) %70, i64 %add19
  store float %phi1528, ptr addrspace(1) %p1627, align 4
  br label %endif1626

endif1626:                                        ; preds = %then1625, %endif1613
  %cmp1634 = icmp slt i64 %add204, %4
  %inside1636 = and i1 %cmp1634, %cmp12
  %mul1637 = mul i64 %add204, %5
  br i1 %inside1636, label %then1639, label %endif1640

then1639:                                         ; preds = %endif1626
  %71 = getelementptr float, ptr addrspace(1) %1, i64 %mul1637
  %p1641 = getelementptr float, ptr addrspace(1) %71, i64 %mul
  store float %phi1529, ptr addrspace(1) %p1641, align 4
  br label %endif1640

endif1640:                                        ; preds = %then1639, %endif1626
  %inside1649 = and i1 %cmp1634, %cmp21
  br i1 %inside1649, label %then1652, label %endif1653

then1652:                                         ; preds = %endif1640
  %72 = getelementptr float, ptr addrspace(1) %1, i64 %mul1637
  %p1654 = getelementptr float, ptr addrspace(1) %72, i64 %add19
  store float %phi1530, ptr addrspace(1) %p1654, align 4
  br label %endif1653

endif1653:                                        ; preds = %then1652, %endif1640
  %cmp1661 = icmp slt i64 %add233, %4
  %inside1663 = and i1 %cmp1661, %cmp12
  %mul1664 = mul i64 %add233, %5
  br i1 %inside1663, label %then1666, label %endif1667

then1666:                                         ; preds = %endif1653
  %73 = getelementptr float, ptr addrspace(1) %1, i64 %mul1664
  %p1668 = getelementptr float, ptr addrspace(1) %73, i64 %mul
  store float %phi1531, ptr addrspace(1) %p1668, align 4
  br label %endif1667

endif1667:                                        ; preds = %then1666, %endif1653
  %inside1676 = and i1 %cmp1661, %cmp21
  br i1 %inside1676, label %then1679, label %endif1680

then1679:                                         ; preds = %endif1667
  %74 = getelementptr float, ptr addrspace(1) %1, i64 %mul1664
  %p1681 = getelementptr float, ptr addrspace(1) %74, i64 %add19
  store float %phi1532, ptr addrspace(1) %p1681, align 4
  br label %endif1680

endif1680:                                        ; preds = %then1679, %endif1667
  %cmp1688 = icmp slt i64 %add262, %4
  %inside1690 = and i1 %cmp1688, %cmp12
  %mul1691 = mul i64 %add262, %5
  br i1 %inside1690, label %then1693, label %endif1694

then1693:                                         ; preds = %endif1680
  %75 = getelementptr float, ptr addrspace(1) %1, i64 %mul1691
  %p1695 = getelementptr float, ptr addrspace(1) %75, i64 %mul
  store float %phi1533, ptr addrspace(1) %p1695, align 4
  br label %endif1694

endif1694:                                        ; preds = %then1693, %endif1680
  %inside1703 = and i1 %cmp1688, %cmp21
  br i1 %inside1703, label %then1706, label %endif1707

then1706:                                         ; preds = %endif1694
  %76 = getelementptr float, ptr addrspace(1) %1, i64 %mul1691
  %p1708 = getelementptr float, ptr addrspace(1) %76, i64 %add19
  store float %phi1534, ptr addrspace(1) %p1708, align 4
  br label %endif1707

endif1707:                                        ; preds = %then1706, %endif1694
  %cmp1715 = icmp slt i64 %add291, %4
  %inside1717 = and i1 %cmp1715, %cmp12
  %mul1718 = mul i64 %add291, %5
  br i1 %inside1717, label %then1720, label %endif1721

then1720:                                         ; preds = %endif1707
  %77 = getelementptr float, ptr addrspace(1) %1, i64 %mul1718
  %p1722 = getelementptr float, ptr addrspace(1) %77, i64 %mul
  store float %phi1535, ptr addrspace(1) %p1722, align 4
  br label %endif1721

endif1721:                                        ; preds = %then1720, %endif1707
  %inside1730 = and i1 %cmp1715, %cmp21
  br i1 %inside1730, label %then1733, label %endif1734

then1733:                                         ; preds = %endif1721
  %78 = getelementptr float, ptr addrspace(1) %1, i64 %mul1718
  %p1735 = getelementptr float, ptr addrspace(1) %78, i64 %add19
  store float %phi1536, ptr addrspace(1) %p1735, align 4
  br label %endif1734

endif1734:                                        ; preds = %then1733, %endif1721
  %cmp1742 = icmp slt i64 %add320, %4
  %inside1744 = and i1 %cmp1742, %cmp12
  %mul1745 = mul i64 %add320, %5
  br i1 %inside1744, label %then1747, label %endif1748

then1747:                                         ; preds = %endif1734
  %79 = getelementptr float, ptr addrspace(1) %1, i64 %mul1745
  %p1749 = getelementptr float, ptr addrspace(1) %79, i64 %mul
  store float %phi1537, ptr addrspace(1) %p1749, align 4
  br label %endif1748

endif1748:                                        ; preds = %then1747, %endif1734
  %inside1757 = and i1 %cmp1742, %cmp21
  br i1 %inside1757, label %then1760, label %endif1761

then1760:                                         ; preds = %endif1748
  %80 = getelementptr float, ptr addrspace(1) %1, i64 %mul1745
  %p1762 = getelementptr float, ptr addrspace(1) %80, i64 %add19
  store float %phi1538, ptr addrspace(1) %p1762, align 4
  br label %endif1761

endif1761:                                        ; preds = %then1760, %endif1748
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
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #4

attributes #0 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}

!0 = !{ptr @systole_persistent_band_j2d5pt_f32_band, !"kernel", i32 1}
!1 = !{ptr @systole_persistent_band_j2d5pt_f32_band, !"maxntidx", i32 512}
!2 = !{ptr @systole_persistent_band_j2d5pt_f32_band, !"minctasm", i32 1}
