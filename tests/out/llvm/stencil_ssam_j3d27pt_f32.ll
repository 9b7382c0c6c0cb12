; ModuleID = 'systole_stencil_ssam_j3d27pt_f32'
source_filename = "systole_stencil_ssam_j3d27pt_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define void @systole_stencil_ssam_j3d27pt_f32_elements(i64 %0, i64 %1, i64 %2, ptr addrspace(1) noalias readonly %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, i64 %14, i64 %15, ptr addrspace(1) noalias writeonly %16, i64 %17, i64 %18) local_unnamed_addr #0 {
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
  %add9 = add i64 %8, 3
  %div3316 = lshr i64 %add9, 2
  %sub = add i64 %6, -31
  %div10 = sdiv i64 %sub, 30
  %19 = tail call i64 @llvm.smax.i64(i64 %div10, i64 -1)
  %call12 = add nsw i64 %19, 1
  %call13 = tail call i64 @llvm.smin.i64(i64 %17, i64 %call12)
  %cmp = icmp slt i64 %sub, 0
  %20 = tail call i64 @llvm.smax.i64(i64 %call13, i64 1)
  %call14 = select i1 %cmp, i64 1, i64 %20
  %sub15 = add i64 %4, -33
  %div16 = sdiv i64 %sub15, 32
  %21 = tail call i64 @llvm.smax.i64(i64 %div16, i64 -1)
  %call18 = add nsw i64 %21, 1
  %call19 = tail call i64 @llvm.smin.i64(i64 %18, i64 %call18)
  %cmp20 = icmp slt i64 %sub15, 0
  %22 = tail call i64 @llvm.smax.i64(i64 %call19, i64 1)
  %call22 = select i1 %cmp20, i64 1, i64 %22
  %sub23 = add i64 %5, -5
  %div24 = sdiv i64 %sub23, 4
  %23 = tail call i64 @llvm.smax.i64(i64 %div24, i64 -1)
  %call26 = add nsw i64 %23, 1
  %24 = tail call i64 @llvm.umin.i64(i64 %div3316, i64 %call26)
  %cmp28 = icmp slt i64 %sub23, 0
  %25 = tail call i64 @llvm.umax.i64(i64 %24, i64 1)
  %call30 = select i1 %cmp28, i64 1, i64 %25
  %mul31 = mul i64 %div3316, %17
  %mul32 = mul i64 %mul31, %18
  %cmp33 = icmp slt i64 %warp, %mul32
  br i1 %cmp33, label %stride.body.preheader, label %stride.exit

stride.body.preheader:                            ; preds = %entry
  %sub1462 = add nsw i64 %lane, -1
  %sub1473 = add i64 %5, -1
  %sub1561 = add i64 %6, -1
  %mul1565 = mul i64 %6, %5
  %cmp1566 = icmp ne i64 %lane, 0
  %cmp1567 = icmp ne i64 %lane, 31
  %out.lane1568 = and i1 %cmp1566, %cmp1567
  %mul1602 = mul i64 %9, %8
  %sub1603 = add i64 %7, 1
  %sub1616 = add i64 %4, -1
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %endif
  %i = phi i64 [ %add3314, %endif ], [ %warp, %stride.body.preheader ]
  %i.frozen = freeze i64 %i
  %.frozen = freeze i64 %17
  %div34 = udiv i64 %i.frozen, %.frozen
  %26 = mul i64 %div34, %.frozen
  %rem.decomposed = sub i64 %i.frozen, %26
  %.frozen3416 = freeze i64 %18
  %div36 = udiv i64 %div34, %.frozen3416
  %27 = mul i64 %div36, %.frozen3416
  %rem35.decomposed = sub i64 %div34, %27
  %cmp38 = icmp sgt i64 %rem.decomposed, 0
  %cmp39 = icmp slt i64 %rem.decomposed, %call14
  %within = and i1 %cmp38, %cmp39
  %cmp40 = icmp sgt i64 %rem35.decomposed, 0
  %cmp41 = icmp slt i64 %rem35.decomposed, %call22
  %within42 = and i1 %cmp40, %cmp41
  %inside43 = and i1 %within, %within42
  %cmp44 = icmp sgt i64 %div36, 0
  %cmp45 = icmp slt i64 %div36, %call30
  %within46 = and i1 %cmp44, %cmp45
  %inside47 = and i1 %inside43, %within46
  %mul48 = mul i64 %rem.decomposed, 30
  %mul49 = shl i64 %rem35.decomposed, 5
  %mul50 = shl i64 %div36, 2
  %add53 = add i64 %sub1462, %mul48
  %add55 = add i64 %mul50, -1
  br i1 %inside47, label %then, label %else

stride.exit:                                      ; preds = %endif, %entry
  ret void

then:                                             ; preds = %stride.body
  %mul58 = mul i64 %add55, %6
  %mul63 = mul i64 %mul50, %6
  %add65 = or disjoint i64 %mul50, 1
  %mul68 = mul i64 %add65, %6
  %add70 = or disjoint i64 %mul50, 2
  %mul73 = mul i64 %add70, %6
  %add75 = or disjoint i64 %mul50, 3
  %mul78 = mul i64 %add75, %6
  %add80 = add i64 %mul50, 4
  %mul83 = mul i64 %add80, %6
  %mul92 = mul i64 %mul50, %9
  %mul97 = mul i64 %add65, %9
  %mul102 = mul i64 %add70, %9
  %mul107 = mul i64 %add75, %9
  %sub112 = add nsw i64 %mul49, -1
  %mul114 = mul i64 %sub112, %mul1565
  %28 = getelementptr float, ptr addrspace(1) %3, i64 %mul114
  %29 = getelementptr float, ptr addrspace(1) %28, i64 %mul58
  %p = getelementptr float, ptr addrspace(1) %29, i64 %add53
  %call117 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p, i32 4)
  %30 = getelementptr float, ptr addrspace(1) %28, i64 %mul63
  %p120 = getelementptr float, ptr addrspace(1) %30, i64 %add53
  %call121 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p120, i32 4)
  %31 = getelementptr float, ptr addrspace(1) %28, i64 %mul68
  %p124 = getelementptr float, ptr addrspace(1) %31, i64 %add53
  %call125 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p124, i32 4)
  %32 = getelementptr float, ptr addrspace(1) %28, i64 %mul73
  %p128 = getelementptr float, ptr addrspace(1) %32, i64 %add53
  %call129 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p128, i32 4)
  %33 = getelementptr float, ptr addrspace(1) %28, i64 %mul78
  %p132 = getelementptr float, ptr addrspace(1) %33, i64 %add53
  %call133 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p132, i32 4)
  %34 = getelementptr float, ptr addrspace(1) %28, i64 %mul83
  %p136 = getelementptr float, ptr addrspace(1) %34, i64 %add53
  %call137 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p136, i32 4)
  %mul139 = mul i64 %mul49, %mul1565
  %35 = getelementptr float, ptr addrspace(1) %3, i64 %mul139
  %36 = getelementptr float, ptr addrspace(1) %35, i64 %mul58
  %p142 = getelementptr float, ptr addrspace(1) %36, i64 %add53
  %call143 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p142, i32 4)
  %37 = getelementptr float, ptr addrspace(1) %35, i64 %mul63
  %p146 = getelementptr float, ptr addrspace(1) %37, i64 %add53
  %call147 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p146, i32 4)
  %38 = getelementptr float, ptr addrspace(1) %35, i64 %mul68
  %p150 = getelementptr float, ptr addrspace(1) %38, i64 %add53
  %call151 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p150, i32 4)
  %39 = getelementptr float, ptr addrspace(1) %35, i64 %mul73
  %p154 = getelementptr float, ptr addrspace(1) %39, i64 %add53
  %call155 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p154, i32 4)
  %40 = getelementptr float, ptr addrspace(1) %35, i64 %mul78
  %p158 = getelementptr float, ptr addrspace(1) %40, i64 %add53
  %call159 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p158, i32 4)
  %41 = getelementptr float, ptr addrspace(1) %35, i64 %mul83
  %p162 = getelementptr float, ptr addrspace(1) %41, i64 %add53
  %call163 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p162, i32 4)
  %add164 = or disjoint i64 %mul49, 1
  %mul165 = mul i64 %add164, %mul1565
  %42 = getelementptr float, ptr addrspace(1) %3, i64 %mul165
  %43 = getelementptr float, ptr addrspace(1) %42, i64 %mul58
  %p168 = getelementptr float, ptr addrspace(1) %43, i64 %add53
  %call169 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p168, i32 4)
  %44 = getelementptr float, ptr addrspace(1) %42, i64 %mul63
  %p172 = getelementptr float, ptr addrspace(1) %44, i64 %add53
  %call173 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p172, i32 4)
  %45 = getelementptr float, ptr addrspace(1) %42, i64 %mul68
  %p176 = getelementptr float, ptr addrspace(1) %45, i64 %add53
  %call177 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p176, i32 4)
  %46 = getelementptr float, ptr addrspace(1) %42, i64 %mul73
  %p180 = getelementptr float, ptr addrspace(1) %46, i64 %add53
  %call181 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p180, i32 4)
  %47 = getelementptr float, ptr addrspace(1) %42, i64 %mul78
  %p184 = getelementptr float, ptr addrspace(1) %47, i64 %add53
  %call185 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p184, i32 4)
  %48 = getelementptr float, ptr addrspace(1) %42, i64 %mul83
  %p188 = getelementptr float, ptr addrspace(1) %48, i64 %add53
  %call189 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p188, i32 4)
  %add190 = or disjoint i64 %mul49, 2
  %mul191 = mul i64 %add190, %mul1565
  %49 = getelementptr float, ptr addrspace(1) %3, i64 %mul191
  %50 = getelementptr float, ptr addrspace(1) %49, i64 %mul58
  %p194 = getelementptr float, ptr addrspace(1) %50, i64 %add53
  %call195 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p194, i32 4)
  %51 = getelementptr float, ptr addrspace(1) %49, i64 %mul63
  %p198 = getelementptr float, ptr addrspace(1) %51, i64 %add53
  %call199 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p198, i32 4)
  %52 = getelementptr float, ptr addrspace(1) %49, i64 %mul68
  %p202 = getelementptr float, ptr addrspace(1) %52, i64 %add53
  %call203 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p202, i32 4)
  %53 = getelementptr float, ptr addrspace(1) %49, i64 %mul73
  %p206 = getelementptr float, ptr addrspace(1) %53, i64 %add53
  %call207 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p206, i32 4)
  %54 = getelementptr float, ptr addrspace(1) %49, i64 %mul78
  %p210 = getelementptr float, ptr addrspace(1) %54, i64 %add53
  %call211 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p210, i32 4)
  %55 = getelementptr float, ptr addrspace(1) %49, i64 %mul83
  %p214 = getelementptr float, ptr addrspace(1) %55, i64 %add53
  %call215 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p214, i32 4)
  %56 = getelementptr float, ptr addrspace(1) %16, i64 %mul92
  %invariant.gep3365 = getelementptr float, ptr addrspace(1) %56, i64 %add53
  %57 = getelementptr float, ptr addrspace(1) %16, i64 %mul97
  %invariant.gep3367 = getelementptr float, ptr addrspace(1) %57, i64 %add53
  %58 = getelementptr float, ptr addrspace(1) %16, i64 %mul102
  %invariant.gep3369 = getelementptr float, ptr addrspace(1) %58, i64 %add53
  %59 = getelementptr float, ptr addrspace(1) %16, i64 %mul107
  %invariant.gep3371 = getelementptr float, ptr addrspace(1) %59, i64 %add53
  br label %tile.steps

else:                                             ; preds = %stride.body
  %call1468 = tail call i64 @llvm.smin.i64(i64 %add55, i64 %8)
  %call1469 = tail call i64 @llvm.smax.i64(i64 %call1468, i64 -1)
  %cmp1470 = icmp sgt i64 %call1468, -1
  %cmp1471 = icmp slt i64 %call1469, %5
  %in = and i1 %cmp1470, %cmp1471
  %call1474 = tail call i64 @llvm.smin.i64(i64 %call1469, i64 %sub1473)
  %call1475 = tail call i64 @llvm.smax.i64(i64 %call1474, i64 0)
  %mul1478 = mul i64 %call1475, %6
  %call1482 = tail call i64 @llvm.smin.i64(i64 %mul50, i64 %8)
  %call1483 = tail call i64 @llvm.smax.i64(i64 %call1482, i64 -1)
  %cmp1484 = icmp sgt i64 %call1482, -1
  %cmp1485 = icmp slt i64 %call1483, %5
  %in1486 = and i1 %cmp1484, %cmp1485
  %call1489 = tail call i64 @llvm.smin.i64(i64 %call1483, i64 %sub1473)
  %call1490 = tail call i64 @llvm.smax.i64(i64 %call1489, i64 0)
  %mul1493 = mul i64 %call1490, %6
  %add1495 = or disjoint i64 %mul50, 1
  %call1497 = tail call i64 @llvm.smin.i64(i64 %add1495, i64 %8)
  %call1498 = tail call i64 @llvm.smax.i64(i64 %call1497, i64 -1)
  %cmp1499 = icmp sgt i64 %call1497, -1
  %cmp1500 = icmp slt i64 %call1498, %5
  %in1501 = and i1 %cmp1499, %cmp1500
  %call1504 = tail call i64 @llvm.smin.i64(i64 %call1498, i64 %sub1473)
  %call1505 = tail call i64 @llvm.smax.i64(i64 %call1504, i64 0)
  %mul1508 = mul i64 %call1505, %6
  %add1510 = or disjoint i64 %mul50, 2
  %call1512 = tail call i64 @llvm.smin.i64(i64 %add1510, i64 %8)
  %call1513 = tail call i64 @llvm.smax.i64(i64 %call1512, i64 -1)
  %cmp1514 = icmp sgt i64 %call1512, -1
  %cmp1515 = icmp slt i64 %call1513, %5
  %in1516 = and i1 %cmp1514, %cmp1515
  %call1519 = tail call i64 @llvm.smin.i64(i64 %call1513, i64 %sub1473)
  %call1520 = tail call i64 @llvm.smax.i64(i64 %call1519, i64 0)
  %mul1523 = mul i64 %call1520, %6
  %add1525 = or disjoint i64 %mul50, 3
  %call1527 = tail call i64 @llvm.smin.i64(i64 %add1525, i64 %8)
  %call1528 = tail call i64 @llvm.smax.i64(i64 %call1527, i64 -1)
  %cmp1529 = icmp sgt i64 %call1527, -1
  %cmp1530 = icmp slt i64 %call1528, %5
  %in1531 = and i1 %cmp1529, %cmp1530
  %call1534 = tail call i64 @llvm.smin.i64(i64 %call1528, i64 %sub1473)
  %call1535 = tail call i64 @llvm.smax.i64(i64 %call1534, i64 0)
  %mul1538 = mul i64 %call1535, %6
  %add1540 = add i64 %mul50, 4
  %call1542 = tail call i64 @llvm.smin.i64(i64 %add1540, i64 %8)
  %call1543 = tail call i64 @llvm.smax.i64(i64 %call1542, i64 -1)
  %cmp1544 = icmp sgt i64 %call1542, -1
  %cmp1545 = icmp slt i64 %call1543, %5
  %in1546 = and i1 %cmp1544, %cmp1545
  %call1549 = tail call i64 @llvm.smin.i64(i64 %call1543, i64 %sub1473)
  %call1550 = tail call i64 @llvm.smax.i64(i64 %call1549, i64 0)
  %mul1553 = mul i64 %call1550, %6
  %call1556 = tail call i64 @llvm.smin.i64(i64 %add53, i64 %9)
  %call1557 = tail call i64 @llvm.smax.i64(i64 %call1556, i64 -1)
  %cmp1558 = icmp sgt i64 %call1556, -1
  %cmp1559 = icmp slt i64 %call1557, %6
  %in1560 = and i1 %cmp1558, %cmp1559
  %call1562 = tail call i64 @llvm.smin.i64(i64 %call1557, i64 %sub1561)
  %call1563 = tail call i64 @llvm.smax.i64(i64 %call1562, i64 0)
  %cmp1570 = icmp slt i64 %mul50, %8
  %out.row = and i1 %out.lane1568, %cmp1570
  %cmp1572 = icmp slt i64 %add1495, %8
  %out.row1573 = and i1 %out.lane1568, %cmp1572
  %cmp1575 = icmp slt i64 %add1510, %8
  %out.row1576 = and i1 %out.lane1568, %cmp1575
  %cmp1578 = icmp slt i64 %add1525, %8
  %out.row1579 = and i1 %out.lane1568, %cmp1578
  %cmp1580 = icmp slt i64 %add53, %9
  %mul1584 = mul i64 %mul50, %9
  %mul1589 = mul i64 %add1495, %9
  %mul1594 = mul i64 %add1510, %9
  %mul1599 = mul i64 %add1525, %9
  %add1604 = sub i64 %sub1603, %mul49
  %div16053317 = lshr i64 %add1604, 1
  %60 = tail call i64 @llvm.umin.i64(i64 %div16053317, i64 16)
  %sub1608 = add i64 %mul49, -1
  %call1611 = tail call i64 @llvm.smin.i64(i64 %sub1608, i64 %7)
  %call1612 = tail call i64 @llvm.smax.i64(i64 %call1611, i64 -1)
  %cmp1613 = icmp sgt i64 %call1611, -1
  %cmp1614 = icmp slt i64 %call1612, %4
  %in1615 = and i1 %cmp1613, %cmp1614
  %call1617 = tail call i64 @llvm.smin.i64(i64 %call1612, i64 %sub1616)
  %call1618 = tail call i64 @llvm.smax.i64(i64 %call1617, i64 0)
  %mul1619 = mul i64 %call1618, %mul1565
  %61 = getelementptr float, ptr addrspace(1) %3, i64 %mul1619
  %62 = getelementptr float, ptr addrspace(1) %61, i64 %mul1478
  %p1622 = getelementptr float, ptr addrspace(1) %62, i64 %call1563
  %v = load float, ptr addrspace(1) %p1622, align 4
  %in1623 = and i1 %in1615, %in
  %in1624 = and i1 %in1560, %in1623
  %sel = select i1 %in1624, float %v, float 5.000000e-01
  %63 = getelementptr float, ptr addrspace(1) %61, i64 %mul1493
  %p1627 = getelementptr float, ptr addrspace(1) %63, i64 %call1563
  %v1628 = load float, ptr addrspace(1) %p1627, align 4
  %in1629 = and i1 %in1615, %in1486
  %in1630 = and i1 %in1560, %in1629
  %sel1631 = select i1 %in1630, float %v1628, float 5.000000e-01
  %64 = getelementptr float, ptr addrspace(1) %61, i64 %mul1508
  %p1634 = getelementptr float, ptr addrspace(1) %64, i64 %call1563
  %v1635 = load float, ptr addrspace(1) %p1634, align 4
  %in1636 = and i1 %in1615, %in1501
  %in1637 = and i1 %in1560, %in1636
  %sel1638 = select i1 %in1637, float %v1635, float 5.000000e-01
  %65 = getelementptr float, ptr addrspace(1) %61, i64 %mul1523
  %p1641 = getelementptr float, ptr addrspace(1) %65, i64 %call1563
  %v1642 = load float, ptr addrspace(1) %p1641, align 4
  %in1643 = and i1 %in1615, %in1516
  %in1644 = and i1 %in1560, %in1643
  %sel1645 = select i1 %in1644, float %v1642, float 5.000000e-01
  %66 = getelementptr float, ptr addrspace(1) %61, i64 %mul1538
  %p1648 = getelementptr float, ptr addrspace(1) %66, i64 %call1563
  %v1649 = load float, ptr addrspace(1) %p1648, align 4
  %in1650 = and i1 %in1615, %in1531
  %in1651 = and i1 %in1560, %in1650
  %sel1652 = select i1 %in1651, float %v1649, float 5.000000e-01
  %67 = getelementptr float, ptr addrspace(1) %61, i64 %mul1553
  %p1655 = getelementptr float, ptr addrspace(1) %67, i64 %call1563
  %v1656 = load float, ptr addrspace(1) %p1655, align 4
  %in1657 = and i1 %in1615, %in1546
  %in1658 = and i1 %in1560, %in1657
  %sel1659 = select i1 %in1658, float %v1656, float 5.000000e-01
  %call1662 = tail call i64 @llvm.smin.i64(i64 %mul49, i64 %7)
  %call1663 = tail call i64 @llvm.smax.i64(i64 %call1662, i64 -1)
  %cmp1664 = icmp sgt i64 %call1662, -1
  %cmp1665 = icmp slt i64 %call1663, %4
  %in1666 = and i1 %cmp1664, %cmp1665
  %call1668 = tail call i64 @llvm.smin.i64(i64 %call1663, i64 %sub1616)
  %call1669 = tail call i64 @llvm.smax.i64(i64 %call1668, i64 0)
  %mul1670 = mul i64 %call1669, %mul1565
  %68 = getelementptr float, ptr addrspace(1) %3, i64 %mul1670
  %69 = getelementptr float, ptr addrspace(1) %68, i64 %mul1478
  %p1673 = getelementptr float, ptr addrspace(1) %69, i64 %call1563
  %v1674 = load float, ptr addrspace(1) %p1673, align 4
  %in1675 = and i1 %in1666, %in
  %in1676 = and i1 %in1560, %in1675
  %sel1677 = select i1 %in1676, float %v1674, float 5.000000e-01
  %70 = getelementptr float, ptr addrspace(1) %68, i64 %mul1493
  %p1680 = getelementptr float, ptr addrspace(1) %70, i64 %call1563
  %v1681 = load float, ptr addrspace(1) %p1680, align 4
  %in1682 = and i1 %in1666, %in1486
  %in1683 = and i1 %in1560, %in1682
  %sel1684 = select i1 %in1683, float %v1681, float 5.000000e-01
  %71 = getelementptr float, ptr addrspace(1) %68, i64 %mul1508
  %p1687 = getelementptr float, ptr addrspace(1) %71, i64 %call1563
  %v1688 = load float, ptr addrspace(1) %p1687, align 4
  %in1689 = and i1 %in1666, %in1501
  %in1690 = and i1 %in1560, %in1689
  %sel1691 = select i1 %in1690, float %v1688, float 5.000000e-01
  %72 = getelementptr float, ptr addrspace(1) %68, i64 %mul1523
  %p1694 = getelementptr float, ptr addrspace(1) %72, i64 %call1563
  %v1695 = load float, ptr addrspace(1) %p1694, align 4
  %in1696 = and i1 %in1666, %in1516
  %in1697 = and i1 %in1560, %in1696
  %sel1698 = select i1 %in1697, float %v1695, float 5.000000e-01
  %73 = getelementptr float, ptr addrspace(1) %68, i64 %mul1538
  %p1701 = getelementptr float, ptr addrspace(1) %73, i64 %call1563
  %v1702 = load float, ptr addrspace(1) %p1701, align 4
  %in1703 = and i1 %in1666, %in1531
  %in1704 = and i1 %in1560, %in1703
  %sel1705 = select i1 %in1704, float %v1702, float 5.000000e-01
  %74 = getelementptr float, ptr addrspace(1) %68, i64 %mul1553
  %p1708 = getelementptr float, ptr addrspace(1) %74, i64 %call1563
  %v1709 = load float, ptr addrspace(1) %p1708, align 4
  %in1710 = and i1 %in1666, %in1546
  %in1711 = and i1 %in1560, %in1710
  %sel1712 = select i1 %in1711, float %v1709, float 5.000000e-01
  %add1713 = or disjoint i64 %mul49, 1
  %call1715 = tail call i64 @llvm.smin.i64(i64 %add1713, i64 %7)
  %call1716 = tail call i64 @llvm.smax.i64(i64 %call1715, i64 -1)
  %cmp1717 = icmp sgt i64 %call1715, -1
  %cmp1718 = icmp slt i64 %call1716, %4
  %in1719 = and i1 %cmp1717, %cmp1718
  %call1721 = tail call i64 @llvm.smin.i64(i64 %call1716, i64 %sub1616)
  %call1722 = tail call i64 @llvm.smax.i64(i64 %call1721, i64 0)
  %mul1723 = mul i64 %call1722, %mul1565
  %75 = getelementptr float, ptr addrspace(1) %3, i64 %mul1723
  %76 = getelementptr float, ptr addrspace(1) %75, i64 %mul1478
  %p1726 = getelementptr float, ptr addrspace(1) %76, i64 %call1563
  %v1727 = load float, ptr addrspace(1) %p1726, align 4
  %in1728 = and i1 %in1719, %in
  %in1729 = and i1 %in1560, %in1728
  %sel1730 = select i1 %in1729, float %v1727, float 5.000000e-01
  %77 = getelementptr float, ptr addrspace(1) %75, i64 %mul1493
  %p1733 = getelementptr float, ptr addrspace(1) %77, i64 %call1563
  %v1734 = load float, ptr addrspace(1) %p1733, align 4
  %in1735 = and i1 %in1719, %in1486
  %in1736 = and i1 %in1560, %in1735
  %sel1737 = select i1 %in1736, float %v1734, float 5.000000e-01
  %78 = getelementptr float, ptr addrspace(1) %75, i64 %mul1508
  %p1740 = getelementptr float, ptr addrspace(1) %78, i64 %call1563
  %v1741 = load float, ptr addrspace(1) %p1740, align 4
  %in1742 = and i1 %in1719, %in1501
  %in1743 = and i1 %in1560, %in1742
  %sel1744 = select i1 %in1743, float %v1741, float 5.000000e-01
  %79 = getelementptr float, ptr addrspace(1) %75, i64 %mul1523
  %p1747 = getelementptr float, ptr addrspace(1) %79, i64 %call1563
  %v1748 = load float, ptr addrspace(1) %p1747, align 4
  %in1749 = and i1 %in1719, %in1516
  %in1750 = and i1 %in1560, %in1749
  %sel1751 = select i1 %in1750, float %v1748, float 5.000000e-01
  %80 = getelementptr float, ptr addrspace(1) %75, i64 %mul1538
  %p1754 = getelementptr float, ptr addrspace(1) %80, i64 %call1563
  %v1755 = load float, ptr addrspace(1) %p1754, align 4
  %in1756 = and i1 %in1719, %in1531
  %in1757 = and i1 %in1560, %in1756
  %sel1758 = select i1 %in1757, float %v1755, float 5.000000e-01
  %81 = getelementptr float, ptr addrspace(1) %75, i64 %mul1553
  %p1761 = getelementptr float, ptr addrspace(1) %81, i64 %call1563
  %v1762 = load float, ptr addrspace(1) %p1761, align 4
  %in1763 = and i1 %in1719, %in1546
  %in1764 = and i1 %in1560, %in1763
  %sel1765 = select i1 %in1764, float %v1762, float 5.000000e-01
  %add1766 = or disjoint i64 %mul49, 2
  %call1768 = tail call i64 @llvm.smin.i64(i64 %add1766, i64 %7)
  %call1769 = tail call i64 @llvm.smax.i64(i64 %call1768, i64 -1)
  %cmp1770 = icmp sgt i64 %call1768, -1
  %cmp1771 = icmp slt i64 %call1769, %4
  %in1772 = and i1 %cmp1770, %cmp1771
  %call1774 = tail call i64 @llvm.smin.i64(i64 %call1769, i64 %sub1616)
  %call1775 = tail call i64 @llvm.smax.i64(i64 %call1774, i64 0)
  %mul1776 = mul i64 %call1775, %mul1565
  %82 = getelementptr float, ptr addrspace(1) %3, i64 %mul1776
  %83 = getelementptr float, ptr addrspace(1) %82, i64 %mul1478
  %p1779 = getelementptr float, ptr addrspace(1) %83, i64 %call1563
  %v1780 = load float, ptr addrspace(1) %p1779, align 4
  %in1781 = and i1 %in1772, %in
  %in1782 = and i1 %in1560, %in1781
  %sel1783 = select i1 %in1782, float %v1780, float 5.000000e-01
  %84 = getelementptr float, ptr addrspace(1) %82, i64 %mul1493
  %p1786 = getelementptr float, ptr addrspace(1) %84, i64 %call1563
  %v1787 = load float, ptr addrspace(1) %p1786, align 4
  %in1788 = and i1 %in1772, %in1486
  %in1789 = and i1 %in1560, %in1788
  %sel1790 = select i1 %in1789, float %v1787, float 5.000000e-01
  %85 = getelementptr float, ptr addrspace(1) %82, i64 %mul1508
  %p1793 = getelementptr float, ptr addrspace(1) %85, i64 %call1563
  %v1794 = load float, ptr addrspace(1) %p1793, align 4
  %in1795 = and i1 %in1772, %in1501
  %in1796 = and i1 %in1560, %in1795
  %sel1797 = select i1 %in1796, float %v1794, float 5.000000e-01
  %86 = getelementptr float, ptr addrspace(1) %82, i64 %mul1523
  %p1800 = getelementptr float, ptr addrspace(1) %86, i64 %call1563
  %v1801 = load float, ptr addrspace(1) %p1800, align 4
  %in1802 = and i1 %in1772, %in1516
  %in1803 = and i1 %in1560, %in1802
  %sel1804 = select i1 %in1803, float %v1801, float 5.000000e-01
  %87 = getelementptr float, ptr addrspace(1) %82, i64 %mul1538
  %p1807 = getelementptr float, ptr addrspace(1) %87, i64 %call1563
  %v1808 = load float, ptr addrspace(1) %p1807, align 4
  %in1809 = and i1 %in1772, %in1531
  %in1810 = and i1 %in1560, %in1809
  %sel1811 = select i1 %in1810, float %v1808, float 5.000000e-01
  %88 = getelementptr float, ptr addrspace(1) %82, i64 %mul1553
  %p1814 = getelementptr float, ptr addrspace(1) %88, i64 %call1563
  %v1815 = load float, ptr addrspace(1) %p1814, align 4
  %in1816 = and i1 %in1772, %in1546
  %in1817 = and i1 %in1560, %in1816
  %sel1818 = select i1 %in1817, float %v1815, float 5.000000e-01
  %89 = getelementptr float, ptr addrspace(1) %16, i64 %mul1584
  %invariant.gep = getelementptr float, ptr addrspace(1) %89, i64 %add53
  %90 = getelementptr float, ptr addrspace(1) %16, i64 %mul1589
  %invariant.gep3319 = getelementptr float, ptr addrspace(1) %90, i64 %add53
  %91 = getelementptr float, ptr addrspace(1) %16, i64 %mul1594
  %invariant.gep3321 = getelementptr float, ptr addrspace(1) %91, i64 %add53
  %92 = getelementptr float, ptr addrspace(1) %16, i64 %mul1599
  %invariant.gep3323 = getelementptr float, ptr addrspace(1) %92, i64 %add53
  br label %tile.steps1819

endif:                                            ; preds = %endif2337, %endif2823, %endif3309, %endif647
  %add3314 = add i64 %i, %warp8
  %cmp3315 = icmp slt i64 %add3314, %mul32
  br i1 %cmp3315, label %stride.body, label %stride.exit

tile.steps:                                       ; preds = %endif1454, %then
  %group = phi i64 [ 0, %then ], [ %add1456, %endif1454 ]
  %phi = phi float [ %call117, %then ], [ %phi712, %endif1454 ]
  %phi216 = phi float [ %call121, %then ], [ %phi713, %endif1454 ]
  %phi217 = phi float [ %call125, %then ], [ %phi714, %endif1454 ]
  %phi218 = phi float [ %call129, %then ], [ %phi715, %endif1454 ]
  %phi219 = phi float [ %call133, %then ], [ %phi716, %endif1454 ]
  %phi220 = phi float [ %call137, %then ], [ %phi717, %endif1454 ]
  %phi221 = phi float [ %call143, %then ], [ %phi718, %endif1454 ]
  %phi222 = phi float [ %call147, %then ], [ %phi719, %endif1454 ]
  %phi223 = phi float [ %call151, %then ], [ %phi720, %endif1454 ]
  %phi224 = phi float [ %call155, %then ], [ %phi721, %endif1454 ]
  %phi225 = phi float [ %call159, %then ], [ %phi722, %endif1454 ]
  %phi226 = phi float [ %call163, %then ], [ %phi723, %endif1454 ]
  %phi227 = phi float [ %call169, %then ], [ %phi1116, %endif1454 ]
  %phi228 = phi float [ %call173, %then ], [ %phi1117, %endif1454 ]
  %phi229 = phi float [ %call177, %then ], [ %phi1118, %endif1454 ]
  %phi230 = phi float [ %call181, %then ], [ %phi1119, %endif1454 ]
  %phi231 = phi float [ %call185, %then ], [ %phi1120, %endif1454 ]
  %phi232 = phi float [ %call189, %then ], [ %phi1121, %endif1454 ]
  %phi233 = phi float [ %call195, %then ], [ %phi1122, %endif1454 ]
  %phi234 = phi float [ %call199, %then ], [ %phi1123, %endif1454 ]
  %phi235 = phi float [ %call203, %then ], [ %phi1124, %endif1454 ]
  %phi236 = phi float [ %call207, %then ], [ %phi1125, %endif1454 ]
  %phi237 = phi float [ %call211, %then ], [ %phi1126, %endif1454 ]
  %phi238 = phi float [ %call215, %then ], [ %phi1127, %endif1454 ]
  %mul253 = mul nuw nsw i64 %group, 6
  %add254 = add nuw nsw i64 %mul253, %mul49
  %cmp256 = icmp ult i64 %group, 5
  br i1 %cmp256, label %then258, label %endif260

then258:                                          ; preds = %tile.steps
  %add257 = add nuw i64 %add254, 3
  %mul262 = mul i64 %add257, %mul1565
  %93 = getelementptr float, ptr addrspace(1) %3, i64 %mul262
  %94 = getelementptr float, ptr addrspace(1) %93, i64 %mul58
  %p265 = getelementptr float, ptr addrspace(1) %94, i64 %add53
  %call266 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p265, i32 4)
  %95 = getelementptr float, ptr addrspace(1) %93, i64 %mul63
  %p269 = getelementptr float, ptr addrspace(1) %95, i64 %add53
  %call270 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p269, i32 4)
  %96 = getelementptr float, ptr addrspace(1) %93, i64 %mul68
  %p273 = getelementptr float, ptr addrspace(1) %96, i64 %add53
  %call274 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p273, i32 4)
  %97 = getelementptr float, ptr addrspace(1) %93, i64 %mul73
  %p277 = getelementptr float, ptr addrspace(1) %97, i64 %add53
  %call278 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p277, i32 4)
  %98 = getelementptr float, ptr addrspace(1) %93, i64 %mul78
  %p281 = getelementptr float, ptr addrspace(1) %98, i64 %add53
  %call282 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p281, i32 4)
  %99 = getelementptr float, ptr addrspace(1) %93, i64 %mul83
  %p285 = getelementptr float, ptr addrspace(1) %99, i64 %add53
  %call286 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p285, i32 4)
  %add287 = add nuw i64 %add254, 4
  %mul288 = mul i64 %add287, %mul1565
  %100 = getelementptr float, ptr addrspace(1) %3, i64 %mul288
  %101 = getelementptr float, ptr addrspace(1) %100, i64 %mul58
  %p291 = getelementptr float, ptr addrspace(1) %101, i64 %add53
  %call292 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p291, i32 4)
  %102 = getelementptr float, ptr addrspace(1) %100, i64 %mul63
  %p295 = getelementptr float, ptr addrspace(1) %102, i64 %add53
  %call296 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p295, i32 4)
  %103 = getelementptr float, ptr addrspace(1) %100, i64 %mul68
  %p299 = getelementptr float, ptr addrspace(1) %103, i64 %add53
  %call300 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p299, i32 4)
  %104 = getelementptr float, ptr addrspace(1) %100, i64 %mul73
  %p303 = getelementptr float, ptr addrspace(1) %104, i64 %add53
  %call304 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p303, i32 4)
  %105 = getelementptr float, ptr addrspace(1) %100, i64 %mul78
  %p307 = getelementptr float, ptr addrspace(1) %105, i64 %add53
  %call308 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p307, i32 4)
  %106 = getelementptr float, ptr addrspace(1) %100, i64 %mul83
  %p311 = getelementptr float, ptr addrspace(1) %106, i64 %add53
  %call312 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p311, i32 4)
  br label %endif260

endif260:                                         ; preds = %tile.steps, %then258
  %phi313 = phi float [ %call266, %then258 ], [ 0.000000e+00, %tile.steps ]
  %phi314 = phi float [ %call270, %then258 ], [ 0.000000e+00, %tile.steps ]
  %phi315 = phi float [ %call274, %then258 ], [ 0.000000e+00, %tile.steps ]
  %phi316 = phi float [ %call278, %then258 ], [ 0.000000e+00, %tile.steps ]
  %phi317 = phi float [ %call282, %then258 ], [ 0.000000e+00, %tile.steps ]
  %phi318 = phi float [ %call286, %then258 ], [ 0.000000e+00, %tile.steps ]
  %phi319 = phi float [ %call292, %then258 ], [ 0.000000e+00, %tile.steps ]
  %phi320 = phi float [ %call296, %then258 ], [ 0.000000e+00, %tile.steps ]
  %phi321 = phi float [ %call300, %then258 ], [ 0.000000e+00, %tile.steps ]
  %phi322 = phi float [ %call304, %then258 ], [ 0.000000e+00, %tile.steps ]
  %phi323 = phi float [ %call308, %then258 ], [ 0.000000e+00, %tile.steps ]
  %phi324 = phi float [ %call312, %then258 ], [ 0.000000e+00, %tile.steps ]
  %call325 = tail call float @llvm.fma.f32(float %phi216, float 4.000000e+00, float %phi)
  %call326 = tail call float @llvm.fma.f32(float %phi217, float 7.000000e+00, float %call325)
  %call327 = tail call float @llvm.fma.f32(float %phi221, float 1.000000e+01, float %call326)
  %call328 = tail call float @llvm.fma.f32(float %phi222, float 1.300000e+01, float %call327)
  %call329 = tail call float @llvm.fma.f32(float %phi223, float 1.600000e+01, float %call328)
  %call330 = tail call float @llvm.fma.f32(float %phi227, float 1.900000e+01, float %call329)
  %call331 = tail call float @llvm.fma.f32(float %phi228, float 2.200000e+01, float %call330)
  %call332 = tail call float @llvm.fma.f32(float %phi229, float 2.500000e+01, float %call331)
  %bits = bitcast float %call332 to i32
  %call333 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits, i32 1, i32 0)
  %fmul342 = fmul float %phi, 3.000000e+00
  %call343 = tail call float @llvm.fma.f32(float %phi216, float 6.000000e+00, float %fmul342)
  %call344 = tail call float @llvm.fma.f32(float %phi217, float 9.000000e+00, float %call343)
  %call345 = tail call float @llvm.fma.f32(float %phi221, float 1.200000e+01, float %call344)
  %call346 = tail call float @llvm.fma.f32(float %phi222, float 1.500000e+01, float %call345)
  %call347 = tail call float @llvm.fma.f32(float %phi223, float 1.800000e+01, float %call346)
  %call348 = tail call float @llvm.fma.f32(float %phi227, float 2.100000e+01, float %call347)
  %call349 = tail call float @llvm.fma.f32(float %phi228, float 2.400000e+01, float %call348)
  %call350 = tail call float @llvm.fma.f32(float %phi229, float 2.700000e+01, float %call349)
  %bits351 = bitcast float %call350 to i32
  %call352 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits351, i32 1, i32 31)
  %mul356 = mul i64 %add254, %mul1602
  switch i64 %lane, label %then359 [
    i64 31, label %endif360
    i64 0, label %endif360
  ]

then359:                                          ; preds = %endif260
  %fmul = fmul float %phi, 2.000000e+00
  %call334 = tail call float @llvm.fma.f32(float %phi216, float 5.000000e+00, float %fmul)
  %call335 = tail call float @llvm.fma.f32(float %phi217, float 8.000000e+00, float %call334)
  %call336 = tail call float @llvm.fma.f32(float %phi221, float 1.100000e+01, float %call335)
  %call337 = tail call float @llvm.fma.f32(float %phi222, float 1.400000e+01, float %call336)
  %call338 = tail call float @llvm.fma.f32(float %phi223, float 1.700000e+01, float %call337)
  %call339 = tail call float @llvm.fma.f32(float %phi227, float 2.000000e+01, float %call338)
  %call340 = tail call float @llvm.fma.f32(float %phi228, float 2.300000e+01, float %call339)
  %call341 = tail call float @llvm.fma.f32(float %phi229, float 2.600000e+01, float %call340)
  %leaf = bitcast i32 %call333 to float
  %fadd = fadd float %call341, %leaf
  %leaf353 = bitcast i32 %call352 to float
  %fadd354 = fadd float %fadd, %leaf353
  %gep3366 = getelementptr float, ptr addrspace(1) %invariant.gep3365, i64 %mul356
  store float %fadd354, ptr addrspace(1) %gep3366, align 4
  br label %endif360

endif360:                                         ; preds = %endif260, %endif260, %then359
  %call362 = tail call float @llvm.fma.f32(float %phi217, float 4.000000e+00, float %phi216)
  %call363 = tail call float @llvm.fma.f32(float %phi218, float 7.000000e+00, float %call362)
  %call364 = tail call float @llvm.fma.f32(float %phi222, float 1.000000e+01, float %call363)
  %call365 = tail call float @llvm.fma.f32(float %phi223, float 1.300000e+01, float %call364)
  %call366 = tail call float @llvm.fma.f32(float %phi224, float 1.600000e+01, float %call365)
  %call367 = tail call float @llvm.fma.f32(float %phi228, float 1.900000e+01, float %call366)
  %call368 = tail call float @llvm.fma.f32(float %phi229, float 2.200000e+01, float %call367)
  %call369 = tail call float @llvm.fma.f32(float %phi230, float 2.500000e+01, float %call368)
  %bits370 = bitcast float %call369 to i32
  %call371 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits370, i32 1, i32 0)
  %fmul383 = fmul float %phi216, 3.000000e+00
  %call384 = tail call float @llvm.fma.f32(float %phi217, float 6.000000e+00, float %fmul383)
  %call385 = tail call float @llvm.fma.f32(float %phi218, float 9.000000e+00, float %call384)
  %call386 = tail call float @llvm.fma.f32(float %phi222, float 1.200000e+01, float %call385)
  %call387 = tail call float @llvm.fma.f32(float %phi223, float 1.500000e+01, float %call386)
  %call388 = tail call float @llvm.fma.f32(float %phi224, float 1.800000e+01, float %call387)
  %call389 = tail call float @llvm.fma.f32(float %phi228, float 2.100000e+01, float %call388)
  %call390 = tail call float @llvm.fma.f32(float %phi229, float 2.400000e+01, float %call389)
  %call391 = tail call float @llvm.fma.f32(float %phi230, float 2.700000e+01, float %call390)
  %bits392 = bitcast float %call391 to i32
  %call393 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits392, i32 1, i32 31)
  switch i64 %lane, label %then400 [
    i64 31, label %endif401
    i64 0, label %endif401
  ]

then400:                                          ; preds = %endif360
  %fmul373 = fmul float %phi216, 2.000000e+00
  %call374 = tail call float @llvm.fma.f32(float %phi217, float 5.000000e+00, float %fmul373)
  %call375 = tail call float @llvm.fma.f32(float %phi218, float 8.000000e+00, float %call374)
  %call376 = tail call float @llvm.fma.f32(float %phi222, float 1.100000e+01, float %call375)
  %call377 = tail call float @llvm.fma.f32(float %phi223, float 1.400000e+01, float %call376)
  %call378 = tail call float @llvm.fma.f32(float %phi224, float 1.700000e+01, float %call377)
  %call379 = tail call float @llvm.fma.f32(float %phi228, float 2.000000e+01, float %call378)
  %call380 = tail call float @llvm.fma.f32(float %phi229, float 2.300000e+01, float %call379)
  %call381 = tail call float @llvm.fma.f32(float %phi230, float 2.600000e+01, float %call380)
  %leaf372 = bitcast i32 %call371 to float
  %fadd382 = fadd float %call381, %leaf372
  %leaf394 = bitcast i32 %call393 to float
  %fadd395 = fadd float %fadd382, %leaf394
  %gep3368 = getelementptr float, ptr addrspace(1) %invariant.gep3367, i64 %mul356
  store float %fadd395, ptr addrspace(1) %gep3368, align 4
  br label %endif401

endif401:                                         ; preds = %endif360, %endif360, %then400
  %call403 = tail call float @llvm.fma.f32(float %phi218, float 4.000000e+00, float %phi217)
  %call404 = tail call float @llvm.fma.f32(float %phi219, float 7.000000e+00, float %call403)
  %call405 = tail call float @llvm.fma.f32(float %phi223, float 1.000000e+01, float %call404)
  %call406 = tail call float @llvm.fma.f32(float %phi224, float 1.300000e+01, float %call405)
  %call407 = tail call float @llvm.fma.f32(float %phi225, float 1.600000e+01, float %call406)
  %call408 = tail call float @llvm.fma.f32(float %phi229, float 1.900000e+01, float %call407)
  %call409 = tail call float @llvm.fma.f32(float %phi230, float 2.200000e+01, float %call408)
  %call410 = tail call float @llvm.fma.f32(float %phi231, float 2.500000e+01, float %call409)
  %bits411 = bitcast float %call410 to i32
  %call412 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits411, i32 1, i32 0)
  %fmul424 = fmul float %phi217, 3.000000e+00
  %call425 = tail call float @llvm.fma.f32(float %phi218, float 6.000000e+00, float %fmul424)
  %call426 = tail call float @llvm.fma.f32(float %phi219, float 9.000000e+00, float %call425)
  %call427 = tail call float @llvm.fma.f32(float %phi223, float 1.200000e+01, float %call426)
  %call428 = tail call float @llvm.fma.f32(float %phi224, float 1.500000e+01, float %call427)
  %call429 = tail call float @llvm.fma.f32(float %phi225, float 1.800000e+01, float %call428)
  %call430 = tail call float @llvm.fma.f32(float %phi229, float 2.100000e+01, float %call429)
  %call431 = tail call float @llvm.fma.f32(float %phi230, float 2.400000e+01, float %call430)
  %call432 = tail call float @llvm.fma.f32(float %phi231, float 2.700000e+01, float %call431)
  %bits433 = bitcast float %call432 to i32
  %call434 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits433, i32 1, i32 31)
  switch i64 %lane, label %then441 [
    i64 31, label %endif442
    i64 0, label %endif442
  ]

then441:                                          ; preds = %endif401
  %fmul414 = fmul float %phi217, 2.000000e+00
  %call415 = tail call float @llvm.fma.f32(float %phi218, float 5.000000e+00, float %fmul414)
  %call416 = tail call float @llvm.fma.f32(float %phi219, float 8.000000e+00, float %call415)
  %call417 = tail call float @llvm.fma.f32(float %phi223, float 1.100000e+01, float %call416)
  %call418 = tail call float @llvm.fma.f32(float %phi224, float 1.400000e+01, float %call417)
  %call419 = tail call float @llvm.fma.f32(float %phi225, float 1.700000e+01, float %call418)
  %call420 = tail call float @llvm.fma.f32(float %phi229, float 2.000000e+01, float %call419)
  %call421 = tail call float @llvm.fma.f32(float %phi230, float 2.300000e+01, float %call420)
  %call422 = tail call float @llvm.fma.f32(float %phi231, float 2.600000e+01, float %call421)
  %leaf413 = bitcast i32 %call412 to float
  %fadd423 = fadd float %call422, %leaf413
  %leaf435 = bitcast i32 %call434 to float
  %fadd436 = fadd float %fadd423, %leaf435
  %gep3370 = getelementptr float, ptr addrspace(1) %invariant.gep3369, i64 %mul356
  store float %fadd436, ptr addrspace(1) %gep3370, align 4
  br label %endif442

endif442:                                         ; preds = %endif401, %endif401, %then441
  %call444 = tail call float @llvm.fma.f32(float %phi219, float 4.000000e+00, float %phi218)
  %call445 = tail call float @llvm.fma.f32(float %phi220, float 7.000000e+00, float %call444)
  %call446 = tail call float @llvm.fma.f32(float %phi224, float 1.000000e+01, float %call445)
  %call447 = tail call float @llvm.fma.f32(float %phi225, float 1.300000e+01, float %call446)
  %call448 = tail call float @llvm.fma.f32(float %phi226, float 1.600000e+01, float %call447)
  %call449 = tail call float @llvm.fma.f32(float %phi230, float 1.900000e+01, float %call448)
  %call450 = tail call float @llvm.fma.f32(float %phi231, float 2.200000e+01, float %call449)
  %call451 = tail call float @llvm.fma.f32(float %phi232, float 2.500000e+01, float %call450)
  %bits452 = bitcast float %call451 to i32
  %call453 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits452, i32 1, i32 0)
  %fmul465 = fmul float %phi218, 3.000000e+00
  %call466 = tail call float @llvm.fma.f32(float %phi219, float 6.000000e+00, float %fmul465)
  %call467 = tail call float @llvm.fma.f32(float %phi220, float 9.000000e+00, float %call466)
  %call468 = tail call float @llvm.fma.f32(float %phi224, float 1.200000e+01, float %call467)
  %call469 = tail call float @llvm.fma.f32(float %phi225, float 1.500000e+01, float %call468)
  %call470 = tail call float @llvm.fma.f32(float %phi226, float 1.800000e+01, float %call469)
  %call471 = tail call float @llvm.fma.f32(float %phi230, float 2.100000e+01, float %call470)
  %call472 = tail call float @llvm.fma.f32(float %phi231, float 2.400000e+01, float %call471)
  %call473 = tail call float @llvm.fma.f32(float %phi232, float 2.700000e+01, float %call472)
  %bits474 = bitcast float %call473 to i32
  %call475 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits474, i32 1, i32 31)
  switch i64 %lane, label %then482 [
    i64 31, label %endif483
    i64 0, label %endif483
  ]

then482:                                          ; preds = %endif442
  %fmul455 = fmul float %phi218, 2.000000e+00
  %call456 = tail call float @llvm.fma.f32(float %phi219, float 5.000000e+00, float %fmul455)
  %call457 = tail call float @llvm.fma.f32(float %phi220, float 8.000000e+00, float %call456)
  %call458 = tail call float @llvm.fma.f32(float %phi224, float 1.100000e+01, float %call457)
  %call459 = tail call float @llvm.fma.f32(float %phi225, float 1.400000e+01, float %call458)
  %call460 = tail call float @llvm.fma.f32(float %phi226, float 1.700000e+01, float %call459)
  %call461 = tail call float @llvm.fma.f32(float %phi230, float 2.000000e+01, float %call460)
  %call462 = tail call float @llvm.fma.f32(float %phi231, float 2.300000e+01, float %call461)
  %call463 = tail call float @llvm.fma.f32(float %phi232, float 2.600000e+01, float %call462)
  %leaf454 = bitcast i32 %call453 to float
  %fadd464 = fadd float %call463, %leaf454
  %leaf476 = bitcast i32 %call475 to float
  %fadd477 = fadd float %fadd464, %leaf476
  %gep3372 = getelementptr float, ptr addrspace(1) %invariant.gep3371, i64 %mul356
  store float %fadd477, ptr addrspace(1) %gep3372, align 4
  br label %endif483

endif483:                                         ; preds = %endif442, %endif442, %then482
  %call485 = tail call float @llvm.fma.f32(float %phi222, float 4.000000e+00, float %phi221)
  %call486 = tail call float @llvm.fma.f32(float %phi223, float 7.000000e+00, float %call485)
  %call487 = tail call float @llvm.fma.f32(float %phi227, float 1.000000e+01, float %call486)
  %call488 = tail call float @llvm.fma.f32(float %phi228, float 1.300000e+01, float %call487)
  %call489 = tail call float @llvm.fma.f32(float %phi229, float 1.600000e+01, float %call488)
  %call490 = tail call float @llvm.fma.f32(float %phi233, float 1.900000e+01, float %call489)
  %call491 = tail call float @llvm.fma.f32(float %phi234, float 2.200000e+01, float %call490)
  %call492 = tail call float @llvm.fma.f32(float %phi235, float 2.500000e+01, float %call491)
  %bits493 = bitcast float %call492 to i32
  %call494 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits493, i32 1, i32 0)
  %fmul506 = fmul float %phi221, 3.000000e+00
  %call507 = tail call float @llvm.fma.f32(float %phi222, float 6.000000e+00, float %fmul506)
  %call508 = tail call float @llvm.fma.f32(float %phi223, float 9.000000e+00, float %call507)
  %call509 = tail call float @llvm.fma.f32(float %phi227, float 1.200000e+01, float %call508)
  %call510 = tail call float @llvm.fma.f32(float %phi228, float 1.500000e+01, float %call509)
  %call511 = tail call float @llvm.fma.f32(float %phi229, float 1.800000e+01, float %call510)
  %call512 = tail call float @llvm.fma.f32(float %phi233, float 2.100000e+01, float %call511)
  %call513 = tail call float @llvm.fma.f32(float %phi234, float 2.400000e+01, float %call512)
  %call514 = tail call float @llvm.fma.f32(float %phi235, float 2.700000e+01, float %call513)
  %bits515 = bitcast float %call514 to i32
  %call516 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits515, i32 1, i32 31)
  %add519 = or disjoint i64 %add254, 1
  %mul520 = mul i64 %add519, %mul1602
  switch i64 %lane, label %then523 [
    i64 31, label %endif524
    i64 0, label %endif524
  ]

then523:                                          ; preds = %endif483
  %fmul496 = fmul float %phi221, 2.000000e+00
  %call497 = tail call float @llvm.fma.f32(float %phi222, float 5.000000e+00, float %fmul496)
  %call498 = tail call float @llvm.fma.f32(float %phi223, float 8.000000e+00, float %call497)
  %call499 = tail call float @llvm.fma.f32(float %phi227, float 1.100000e+01, float %call498)
  %call500 = tail call float @llvm.fma.f32(float %phi228, float 1.400000e+01, float %call499)
  %call501 = tail call float @llvm.fma.f32(float %phi229, float 1.700000e+01, float %call500)
  %call502 = tail call float @llvm.fma.f32(float %phi233, float 2.000000e+01, float %call501)
  %call503 = tail call float @llvm.fma.f32(float %phi234, float 2.300000e+01, float %call502)
  %call504 = tail call float @llvm.fma.f32(float %phi235, float 2.600000e+01, float %call503)
  %leaf495 = bitcast i32 %call494 to float
  %fadd505 = fadd float %call504, %leaf495
  %leaf517 = bitcast i32 %call516 to float
  %fadd518 = fadd float %fadd505, %leaf517
  %gep3374 = getelementptr float, ptr addrspace(1) %invariant.gep3365, i64 %mul520
  store float %fadd518, ptr addrspace(1) %gep3374, align 4
  br label %endif524

endif524:                                         ; preds = %endif483, %endif483, %then523
  %call526 = tail call float @llvm.fma.f32(float %phi223, float 4.000000e+00, float %phi222)
  %call527 = tail call float @llvm.fma.f32(float %phi224, float 7.000000e+00, float %call526)
  %call528 = tail call float @llvm.fma.f32(float %phi228, float 1.000000e+01, float %call527)
  %call529 = tail call float @llvm.fma.f32(float %phi229, float 1.300000e+01, float %call528)
  %call530 = tail call float @llvm.fma.f32(float %phi230, float 1.600000e+01, float %call529)
  %call531 = tail call float @llvm.fma.f32(float %phi234, float 1.900000e+01, float %call530)
  %call532 = tail call float @llvm.fma.f32(float %phi235, float 2.200000e+01, float %call531)
  %call533 = tail call float @llvm.fma.f32(float %phi236, float 2.500000e+01, float %call532)
  %bits534 = bitcast float %call533 to i32
  %call535 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits534, i32 1, i32 0)
  %fmul547 = fmul float %phi222, 3.000000e+00
  %call548 = tail call float @llvm.fma.f32(float %phi223, float 6.000000e+00, float %fmul547)
  %call549 = tail call float @llvm.fma.f32(float %phi224, float 9.000000e+00, float %call548)
  %call550 = tail call float @llvm.fma.f32(float %phi228, float 1.200000e+01, float %call549)
  %call551 = tail call float @llvm.fma.f32(float %phi229, float 1.500000e+01, float %call550)
  %call552 = tail call float @llvm.fma.f32(float %phi230, float 1.800000e+01, float %call551)
  %call553 = tail call float @llvm.fma.f32(float %phi234, float 2.100000e+01, float %call552)
  %call554 = tail call float @llvm.fma.f32(float %phi235, float 2.400000e+01, float %call553)
  %call555 = tail call float @llvm.fma.f32(float %phi236, float 2.700000e+01, float %call554)
  %bits556 = bitcast float %call555 to i32
  %call557 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits556, i32 1, i32 31)
  switch i64 %lane, label %then564 [
    i64 31, label %endif565
    i64 0, label %endif565
  ]

then564:                                          ; preds = %endif524
  %fmul537 = fmul float %phi222, 2.000000e+00
  %call538 = tail call float @llvm.fma.f32(float %phi223, float 5.000000e+00, float %fmul537)
  %call539 = tail call float @llvm.fma.f32(float %phi224, float 8.000000e+00, float %call538)
  %call540 = tail call float @llvm.fma.f32(float %phi228, float 1.100000e+01, float %call539)
  %call541 = tail call float @llvm.fma.f32(float %phi229, float 1.400000e+01, float %call540)
  %call542 = tail call float @llvm.fma.f32(float %phi230, float 1.700000e+01, float %call541)
  %call543 = tail call float @llvm.fma.f32(float %phi234, float 2.000000e+01, float %call542)
  %call544 = tail call float @llvm.fma.f32(float %phi235, float 2.300000e+01, float %call543)
  %call545 = tail call float @llvm.fma.f32(float %phi236, float 2.600000e+01, float %call544)
  %leaf536 = bitcast i32 %call535 to float
  %fadd546 = fadd float %call545, %leaf536
  %leaf558 = bitcast i32 %call557 to float
  %fadd559 = fadd float %fadd546, %leaf558
  %gep3376 = getelementptr float, ptr addrspace(1) %invariant.gep3367, i64 %mul520
  store float %fadd559, ptr addrspace(1) %gep3376, align 4
  br label %endif565

endif565:                                         ; preds = %endif524, %endif524, %then564
  %call567 = tail call float @llvm.fma.f32(float %phi224, float 4.000000e+00, float %phi223)
  %call568 = tail call float @llvm.fma.f32(float %phi225, float 7.000000e+00, float %call567)
  %call569 = tail call float @llvm.fma.f32(float %phi229, float 1.000000e+01, float %call568)
  %call570 = tail call float @llvm.fma.f32(float %phi230, float 1.300000e+01, float %call569)
  %call571 = tail call float @llvm.fma.f32(float %phi231, float 1.600000e+01, float %call570)
  %call572 = tail call float @llvm.fma.f32(float %phi235, float 1.900000e+01, float %call571)
  %call573 = tail call float @llvm.fma.f32(float %phi236, float 2.200000e+01, float %call572)
  %call574 = tail call float @llvm.fma.f32(float %phi237, float 2.500000e+01, float %call573)
  %bits575 = bitcast float %call574 to i32
  %call576 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits575, i32 1, i32 0)
  %fmul588 = fmul float %phi223, 3.000000e+00
  %call589 = tail call float @llvm.fma.f32(float %phi224, float 6.000000e+00, float %fmul588)
  %call590 = tail call float @llvm.fma.f32(float %phi225, float 9.000000e+00, float %call589)
  %call591 = tail call float @llvm.fma.f32(float %phi229, float 1.200000e+01, float %call590)
  %call592 = tail call float @llvm.fma.f32(float %phi230, float 1.500000e+01, float %call591)
  %call593 = tail call float @llvm.fma.f32(float %phi231, float 1.800000e+01, float %call592)
  %call594 = tail call float @llvm.fma.f32(float %phi235, float 2.100000e+01, float %call593)
  %call595 = tail call float @llvm.fma.f32(float %phi236, float 2.400000e+01, float %call594)
  %call596 = tail call float @llvm.fma.f32(float %phi237, float 2.700000e+01, float %call595)
  %bits597 = bitcast float %call596 to i32
  %call598 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits597, i32 1, i32 31)
  switch i64 %lane, label %then605 [
    i64 31, label %endif606
    i64 0, label %endif606
  ]

then605:                                          ; preds = %endif565
  %fmul578 = fmul float %phi223, 2.000000e+00
  %call579 = tail call float @llvm.fma.f32(float %phi224, float 5.000000e+00, float %fmul578)
  %call580 = tail call float @llvm.fma.f32(float %phi225, float 8.000000e+00, float %call579)
  %call581 = tail call float @llvm.fma.f32(float %phi229, float 1.100000e+01, float %call580)
  %call582 = tail call float @llvm.fma.f32(float %phi230, float 1.400000e+01, float %call581)
  %call583 = tail call float @llvm.fma.f32(float %phi231, float 1.700000e+01, float %call582)
  %call584 = tail call float @llvm.fma.f32(float %phi235, float 2.000000e+01, float %call583)
  %call585 = tail call float @llvm.fma.f32(float %phi236, float 2.300000e+01, float %call584)
  %call586 = tail call float @llvm.fma.f32(float %phi237, float 2.600000e+01, float %call585)
  %leaf577 = bitcast i32 %call576 to float
  %fadd587 = fadd float %call586, %leaf577
  %leaf599 = bitcast i32 %call598 to float
  %fadd600 = fadd float %fadd587, %leaf599
  %gep3378 = getelementptr float, ptr addrspace(1) %invariant.gep3369, i64 %mul520
  store float %fadd600, ptr addrspace(1) %gep3378, align 4
  br label %endif606

endif606:                                         ; preds = %endif565, %endif565, %then605
  %call608 = tail call float @llvm.fma.f32(float %phi225, float 4.000000e+00, float %phi224)
  %call609 = tail call float @llvm.fma.f32(float %phi226, float 7.000000e+00, float %call608)
  %call610 = tail call float @llvm.fma.f32(float %phi230, float 1.000000e+01, float %call609)
  %call611 = tail call float @llvm.fma.f32(float %phi231, float 1.300000e+01, float %call610)
  %call612 = tail call float @llvm.fma.f32(float %phi232, float 1.600000e+01, float %call611)
  %call613 = tail call float @llvm.fma.f32(float %phi236, float 1.900000e+01, float %call612)
  %call614 = tail call float @llvm.fma.f32(float %phi237, float 2.200000e+01, float %call613)
  %call615 = tail call float @llvm.fma.f32(float %phi238, float 2.500000e+01, float %call614)
  %bits616 = bitcast float %call615 to i32
  %call617 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits616, i32 1, i32 0)
  %fmul629 = fmul float %phi224, 3.000000e+00
  %call630 = tail call float @llvm.fma.f32(float %phi225, float 6.000000e+00, float %fmul629)
  %call631 = tail call float @llvm.fma.f32(float %phi226, float 9.000000e+00, float %call630)
  %call632 = tail call float @llvm.fma.f32(float %phi230, float 1.200000e+01, float %call631)
  %call633 = tail call float @llvm.fma.f32(float %phi231, float 1.500000e+01, float %call632)
  %call634 = tail call float @llvm.fma.f32(float %phi232, float 1.800000e+01, float %call633)
  %call635 = tail call float @llvm.fma.f32(float %phi236, float 2.100000e+01, float %call634)
  %call636 = tail call float @llvm.fma.f32(float %phi237, float 2.400000e+01, float %call635)
  %call637 = tail call float @llvm.fma.f32(float %phi238, float 2.700000e+01, float %call636)
  %bits638 = bitcast float %call637 to i32
  %call639 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits638, i32 1, i32 31)
  switch i64 %lane, label %then646 [
    i64 31, label %endif647
    i64 0, label %endif647
  ]

then646:                                          ; preds = %endif606
  %fmul619 = fmul float %phi224, 2.000000e+00
  %call620 = tail call float @llvm.fma.f32(float %phi225, float 5.000000e+00, float %fmul619)
  %call621 = tail call float @llvm.fma.f32(float %phi226, float 8.000000e+00, float %call620)
  %call622 = tail call float @llvm.fma.f32(float %phi230, float 1.100000e+01, float %call621)
  %call623 = tail call float @llvm.fma.f32(float %phi231, float 1.400000e+01, float %call622)
  %call624 = tail call float @llvm.fma.f32(float %phi232, float 1.700000e+01, float %call623)
  %call625 = tail call float @llvm.fma.f32(float %phi236, float 2.000000e+01, float %call624)
  %call626 = tail call float @llvm.fma.f32(float %phi237, float 2.300000e+01, float %call625)
  %call627 = tail call float @llvm.fma.f32(float %phi238, float 2.600000e+01, float %call626)
  %leaf618 = bitcast i32 %call617 to float
  %fadd628 = fadd float %call627, %leaf618
  %leaf640 = bitcast i32 %call639 to float
  %fadd641 = fadd float %fadd628, %leaf640
  %gep3380 = getelementptr float, ptr addrspace(1) %invariant.gep3371, i64 %mul520
  store float %fadd641, ptr addrspace(1) %gep3380, align 4
  br label %endif647

endif647:                                         ; preds = %endif606, %endif606, %then646
  %exitcond.not = icmp eq i64 %group, 5
  br i1 %exitcond.not, label %endif, label %tile.step

tile.step:                                        ; preds = %endif647
  %add255 = mul i64 %group, 6
  %mul652 = add i64 %add255, 2
  %add653 = add i64 %mul652, %mul49
  %cmp655 = icmp ult i64 %group, 5
  br i1 %cmp655, label %then657, label %endif659

then657:                                          ; preds = %tile.step
  %add656 = add i64 %add653, 3
  %mul661 = mul i64 %add656, %mul1565
  %107 = getelementptr float, ptr addrspace(1) %3, i64 %mul661
  %108 = getelementptr float, ptr addrspace(1) %107, i64 %mul58
  %p664 = getelementptr float, ptr addrspace(1) %108, i64 %add53
  %call665 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p664, i32 4)
  %109 = getelementptr float, ptr addrspace(1) %107, i64 %mul63
  %p668 = getelementptr float, ptr addrspace(1) %109, i64 %add53
  %call669 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p668, i32 4)
  %110 = getelementptr float, ptr addrspace(1) %107, i64 %mul68
  %p672 = getelementptr float, ptr addrspace(1) %110, i64 %add53
  %call673 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p672, i32 4)
  %111 = getelementptr float, ptr addrspace(1) %107, i64 %mul73
  %p676 = getelementptr float, ptr addrspace(1) %111, i64 %add53
  %call677 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p676, i32 4)
  %112 = getelementptr float, ptr addrspace(1) %107, i64 %mul78
  %p680 = getelementptr float, ptr addrspace(1) %112, i64 %add53
  %call681 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p680, i32 4)
  %113 = getelementptr float, ptr addrspace(1) %107, i64 %mul83
  %p684 = getelementptr float, ptr addrspace(1) %113, i64 %add53
  %call685 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p684, i32 4)
  %add686 = add i64 %add653, 4
  %mul687 = mul i64 %add686, %mul1565
  %114 = getelementptr float, ptr addrspace(1) %3, i64 %mul687
  %115 = getelementptr float, ptr addrspace(1) %114, i64 %mul58
  %p690 = getelementptr float, ptr addrspace(1) %115, i64 %add53
  %call691 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p690, i32 4)
  %116 = getelementptr float, ptr addrspace(1) %114, i64 %mul63
  %p694 = getelementptr float, ptr addrspace(1) %116, i64 %add53
  %call695 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p694, i32 4)
  %117 = getelementptr float, ptr addrspace(1) %114, i64 %mul68
  %p698 = getelementptr float, ptr addrspace(1) %117, i64 %add53
  %call699 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p698, i32 4)
  %118 = getelementptr float, ptr addrspace(1) %114, i64 %mul73
  %p702 = getelementptr float, ptr addrspace(1) %118, i64 %add53
  %call703 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p702, i32 4)
  %119 = getelementptr float, ptr addrspace(1) %114, i64 %mul78
  %p706 = getelementptr float, ptr addrspace(1) %119, i64 %add53
  %call707 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p706, i32 4)
  %120 = getelementptr float, ptr addrspace(1) %114, i64 %mul83
  %p710 = getelementptr float, ptr addrspace(1) %120, i64 %add53
  %call711 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p710, i32 4)
  br label %endif659

endif659:                                         ; preds = %tile.step, %then657
  %phi712 = phi float [ %call665, %then657 ], [ 0.000000e+00, %tile.step ]
  %phi713 = phi float [ %call669, %then657 ], [ 0.000000e+00, %tile.step ]
  %phi714 = phi float [ %call673, %then657 ], [ 0.000000e+00, %tile.step ]
  %phi715 = phi float [ %call677, %then657 ], [ 0.000000e+00, %tile.step ]
  %phi716 = phi float [ %call681, %then657 ], [ 0.000000e+00, %tile.step ]
  %phi717 = phi float [ %call685, %then657 ], [ 0.000000e+00, %tile.step ]
  %phi718 = phi float [ %call691, %then657 ], [ 0.000000e+00, %tile.step ]
  %phi719 = phi float [ %call695, %then657 ], [ 0.000000e+00, %tile.step ]
  %phi720 = phi float [ %call699, %then657 ], [ 0.000000e+00, %tile.step ]
  %phi721 = phi float [ %call703, %then657 ], [ 0.000000e+00, %tile.step ]
  %phi722 = phi float [ %call707, %then657 ], [ 0.000000e+00, %tile.step ]
  %phi723 = phi float [ %call711, %then657 ], [ 0.000000e+00, %tile.step ]
  %call724 = tail call float @llvm.fma.f32(float %phi228, float 4.000000e+00, float %phi227)
  %call725 = tail call float @llvm.fma.f32(float %phi229, float 7.000000e+00, float %call724)
  %call726 = tail call float @llvm.fma.f32(float %phi233, float 1.000000e+01, float %call725)
  %call727 = tail call float @llvm.fma.f32(float %phi234, float 1.300000e+01, float %call726)
  %call728 = tail call float @llvm.fma.f32(float %phi235, float 1.600000e+01, float %call727)
  %call729 = tail call float @llvm.fma.f32(float %phi313, float 1.900000e+01, float %call728)
  %call730 = tail call float @llvm.fma.f32(float %phi314, float 2.200000e+01, float %call729)
  %call731 = tail call float @llvm.fma.f32(float %phi315, float 2.500000e+01, float %call730)
  %bits732 = bitcast float %call731 to i32
  %call733 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits732, i32 1, i32 0)
  %fmul745 = fmul float %phi227, 3.000000e+00
  %call746 = tail call float @llvm.fma.f32(float %phi228, float 6.000000e+00, float %fmul745)
  %call747 = tail call float @llvm.fma.f32(float %phi229, float 9.000000e+00, float %call746)
  %call748 = tail call float @llvm.fma.f32(float %phi233, float 1.200000e+01, float %call747)
  %call749 = tail call float @llvm.fma.f32(float %phi234, float 1.500000e+01, float %call748)
  %call750 = tail call float @llvm.fma.f32(float %phi235, float 1.800000e+01, float %call749)
  %call751 = tail call float @llvm.fma.f32(float %phi313, float 2.100000e+01, float %call750)
  %call752 = tail call float @llvm.fma.f32(float %phi314, float 2.400000e+01, float %call751)
  %call753 = tail call float @llvm.fma.f32(float %phi315, float 2.700000e+01, float %call752)
  %bits754 = bitcast float %call753 to i32
  %call755 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits754, i32 1, i32 31)
  %mul759 = mul i64 %add653, %mul1602
  switch i64 %lane, label %then762 [
    i64 31, label %endif763
    i64 0, label %endif763
  ]

then762:                                          ; preds = %endif659
  %fmul735 = fmul float %phi227, 2.000000e+00
  %call736 = tail call float @llvm.fma.f32(float %phi228, float 5.000000e+00, float %fmul735)
  %call737 = tail call float @llvm.fma.f32(float %phi229, float 8.000000e+00, float %call736)
  %call738 = tail call float @llvm.fma.f32(float %phi233, float 1.100000e+01, float %call737)
  %call739 = tail call float @llvm.fma.f32(float %phi234, float 1.400000e+01, float %call738)
  %call740 = tail call float @llvm.fma.f32(float %phi235, float 1.700000e+01, float %call739)
  %call741 = tail call float @llvm.fma.f32(float %phi313, float 2.000000e+01, float %call740)
  %call742 = tail call float @llvm.fma.f32(float %phi314, float 2.300000e+01, float %call741)
  %call743 = tail call float @llvm.fma.f32(float %phi315, float 2.600000e+01, float %call742)
  %leaf734 = bitcast i32 %call733 to float
  %fadd744 = fadd float %call743, %leaf734
  %leaf756 = bitcast i32 %call755 to float
  %fadd757 = fadd float %fadd744, %leaf756
  %gep3382 = getelementptr float, ptr addrspace(1) %invariant.gep3365, i64 %mul759
  store float %fadd757, ptr addrspace(1) %gep3382, align 4
  br label %endif763

endif763:                                         ; preds = %endif659, %endif659, %then762
  %call765 = tail call float @llvm.fma.f32(float %phi229, float 4.000000e+00, float %phi228)
  %call766 = tail call float @llvm.fma.f32(float %phi230, float 7.000000e+00, float %call765)
  %call767 = tail call float @llvm.fma.f32(float %phi234, float 1.000000e+01, float %call766)
  %call768 = tail call float @llvm.fma.f32(float %phi235, float 1.300000e+01, float %call767)
  %call769 = tail call float @llvm.fma.f32(float %phi236, float 1.600000e+01, float %call768)
  %call770 = tail call float @llvm.fma.f32(float %phi314, float 1.900000e+01, float %call769)
  %call771 = tail call float @llvm.fma.f32(float %phi315, float 2.200000e+01, float %call770)
  %call772 = tail call float @llvm.fma.f32(float %phi316, float 2.500000e+01, float %call771)
  %bits773 = bitcast float %call772 to i32
  %call774 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits773, i32 1, i32 0)
  %fmul786 = fmul float %phi228, 3.000000e+00
  %call787 = tail call float @llvm.fma.f32(float %phi229, float 6.000000e+00, float %fmul786)
  %call788 = tail call float @llvm.fma.f32(float %phi230, float 9.000000e+00, float %call787)
  %call789 = tail call float @llvm.fma.f32(float %phi234, float 1.200000e+01, float %call788)
  %call790 = tail call float @llvm.fma.f32(float %phi235, float 1.500000e+01, float %call789)
  %call791 = tail call float @llvm.fma.f32(float %phi236, float 1.800000e+01, float %call790)
  %call792 = tail call float @llvm.fma.f32(float %phi314, float 2.100000e+01, float %call791)
  %call793 = tail call float @llvm.fma.f32(float %phi315, float 2.400000e+01, float %call792)
  %call794 = tail call float @llvm.fma.f32(float %phi316, float 2.700000e+01, float %call793)
  %bits795 = bitcast float %call794 to i32
  %call796 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits795, i32 1, i32 31)
  switch i64 %lane, label %then803 [
    i64 31, label %endif804
    i64 0, label %endif804
  ]

then803:                                          ; preds = %endif763
  %fmul776 = fmul float %phi228, 2.000000e+00
  %call777 = tail call float @llvm.fma.f32(float %phi229, float 5.000000e+00, float %fmul776)
  %call778 = tail call float @llvm.fma.f32(float %phi230, float 8.000000e+00, float %call777)
  %call779 = tail call float @llvm.fma.f32(float %phi234, float 1.100000e+01, float %call778)
  %call780 = tail call float @llvm.fma.f32(float %phi235, float 1.400000e+01, float %call779)
  %call781 = tail call float @llvm.fma.f32(float %phi236, float 1.700000e+01, float %call780)
  %call782 = tail call float @llvm.fma.f32(float %phi314, float 2.000000e+01, float %call781)
  %call783 = tail call float @llvm.fma.f32(float %phi315, float 2.300000e+01, float %call782)
  %call784 = tail call float @llvm.fma.f32(float %phi316, float 2.600000e+01, float %call783)
  %leaf775 = bitcast i32 %call774 to float
  %fadd785 = fadd float %call784, %leaf775
  %leaf797 = bitcast i32 %call796 to float
  %fadd798 = fadd float %fadd785, %leaf797
  %gep3384 = getelementptr float, ptr addrspace(1) %invariant.gep3367, i64 %mul759
  store float %fadd798, ptr addrspace(1) %gep3384, align 4
  br label %endif804

endif804:                                         ; preds = %endif763, %endif763, %then803
  %call806 = tail call float @llvm.fma.f32(float %phi230, float 4.000000e+00, float %phi229)
  %call807 = tail call float @llvm.fma.f32(float %phi231, float 7.000000e+00, float %call806)
  %call808 = tail call float @llvm.fma.f32(float %phi235, float 1.000000e+01, float %call807)
  %call809 = tail call float @llvm.fma.f32(float %phi236, float 1.300000e+01, float %call808)
  %call810 = tail call float @llvm.fma.f32(float %phi237, float 1.600000e+01, float %call809)
  %call811 = tail call float @llvm.fma.f32(float %phi315, float 1.900000e+01, float %call810)
  %call812 = tail call float @llvm.fma.f32(float %phi316, float 2.200000e+01, float %call811)
  %call813 = tail call float @llvm.fma.f32(float %phi317, float 2.500000e+01, float %call812)
  %bits814 = bitcast float %call813 to i32
  %call815 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits814, i32 1, i32 0)
  %fmul827 = fmul float %phi229, 3.000000e+00
  %call828 = tail call float @llvm.fma.f32(float %phi230, float 6.000000e+00, float %fmul827)
  %call829 = tail call float @llvm.fma.f32(float %phi231, float 9.000000e+00, float %call828)
  %call830 = tail call float @llvm.fma.f32(float %phi235, float 1.200000e+01, float %call829)
  %call831 = tail call float @llvm.fma.f32(float %phi236, float 1.500000e+01, float %call830)
  %call832 = tail call float @llvm.fma.f32(float %phi237, float 1.800000e+01, float %call831)
  %call833 = tail call float @llvm.fma.f32(float %phi315, float 2.100000e+01, float %call832)
  %call834 = tail call float @llvm.fma.f32(float %phi316, float 2.400000e+01, float %call833)
  %call835 = tail call float @llvm.fma.f32(float %phi317, float 2.700000e+01, float %call834)
  %bits836 = bitcast float %call835 to i32
  %call837 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits836, i32 1, i32 31)
  switch i64 %lane, label %then844 [
    i64 31, label %endif845
    i64 0, label %endif845
  ]

then844:                                          ; preds = %endif804
  %fmul817 = fmul float %phi229, 2.000000e+00
  %call818 = tail call float @llvm.fma.f32(float %phi230, float 5.000000e+00, float %fmul817)
  %call819 = tail call float @llvm.fma.f32(float %phi231, float 8.000000e+00, float %call818)
  %call820 = tail call float @llvm.fma.f32(float %phi235, float 1.100000e+01, float %call819)
  %call821 = tail call float @llvm.fma.f32(float %phi236, float 1.400000e+01, float %call820)
  %call822 = tail call float @llvm.fma.f32(float %phi237, float 1.700000e+01, float %call821)
  %call823 = tail call float @llvm.fma.f32(float %phi315, float 2.000000e+01, float %call822)
  %call824 = tail call float @llvm.fma.f32(float %phi316, float 2.300000e+01, float %call823)
  %call825 = tail call float @llvm.fma.f32(float %phi317, float 2.600000e+01, float %call824)
  %leaf816 = bitcast i32 %call815 to float
  %fadd826 = fadd float %call825, %leaf816
  %leaf838 = bitcast i32 %call837 to float
  %fadd839 = fadd float %fadd826, %leaf838
  %gep3386 = getelementptr float, ptr addrspace(1) %invariant.gep3369, i64 %mul759
  store float %fadd839, ptr addrspace(1) %gep3386, align 4
  br label %endif845

endif845:                                         ; preds = %endif804, %endif804, %then844
  %call847 = tail call float @llvm.fma.f32(float %phi231, float 4.000000e+00, float %phi230)
  %call848 = tail call float @llvm.fma.f32(float %phi232, float 7.000000e+00, float %call847)
  %call849 = tail call float @llvm.fma.f32(float %phi236, float 1.000000e+01, float %call848)
  %call850 = tail call float @llvm.fma.f32(float %phi237, float 1.300000e+01, float %call849)
  %call851 = tail call float @llvm.fma.f32(float %phi238, float 1.600000e+01, float %call850)
  %call852 = tail call float @llvm.fma.f32(float %phi316, float 1.900000e+01, float %call851)
  %call853 = tail call float @llvm.fma.f32(float %phi317, float 2.200000e+01, float %call852)
  %call854 = tail call float @llvm.fma.f32(float %phi318, float 2.500000e+01, float %call853)
  %bits855 = bitcast float %call854 to i32
  %call856 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits855, i32 1, i32 0)
  %fmul868 = fmul float %phi230, 3.000000e+00
  %call869 = tail call float @llvm.fma.f32(float %phi231, float 6.000000e+00, float %fmul868)
  %call870 = tail call float @llvm.fma.f32(float %phi232, float 9.000000e+00, float %call869)
  %call871 = tail call float @llvm.fma.f32(float %phi236, float 1.200000e+01, float %call870)
  %call872 = tail call float @llvm.fma.f32(float %phi237, float 1.500000e+01, float %call871)
  %call873 = tail call float @llvm.fma.f32(float %phi238, float 1.800000e+01, float %call872)
  %call874 = tail call float @llvm.fma.f32(float %phi316, float 2.100000e+01, float %call873)
  %call875 = tail call float @llvm.fma.f32(float %phi317, float 2.400000e+01, float %call874)
  %call876 = tail call float @llvm.fma.f32(float %phi318, float 2.700000e+01, float %call875)
  %bits877 = bitcast float %call876 to i32
  %call878 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits877, i32 1, i32 31)
  switch i64 %lane, label %then885 [
    i64 31, label %endif886
    i64 0, label %endif886
  ]

then885:                                          ; preds = %endif845
  %fmul858 = fmul float %phi230, 2.000000e+00
  %call859 = tail call float @llvm.fma.f32(float %phi231, float 5.000000e+00, float %fmul858)
  %call860 = tail call float @llvm.fma.f32(float %phi232, float 8.000000e+00, float %call859)
  %call861 = tail call float @llvm.fma.f32(float %phi236, float 1.100000e+01, float %call860)
  %call862 = tail call float @llvm.fma.f32(float %phi237, float 1.400000e+01, float %call861)
  %call863 = tail call float @llvm.fma.f32(float %phi238, float 1.700000e+01, float %call862)
  %call864 = tail call float @llvm.fma.f32(float %phi316, float 2.000000e+01, float %call863)
  %call865 = tail call float @llvm.fma.f32(float %phi317, float 2.300000e+01, float %call864)
  %call866 = tail call float @llvm.fma.f32(float %phi318, float 2.600000e+01, float %call865)
  %leaf857 = bitcast i32 %call856 to float
  %fadd867 = fadd float %call866, %leaf857
  %leaf879 = bitcast i32 %call878 to float
  %fadd880 = fadd float %fadd867, %leaf879
  %gep3388 = getelementptr float, ptr addrspace(1) %invariant.gep3371, i64 %mul759
  store float %fadd880, ptr addrspace(1) %gep3388, align 4
  br label %endif886

endif886:                                         ; preds = %endif845, %endif845, %then885
  %call888 = tail call float @llvm.fma.f32(float %phi234, float 4.000000e+00, float %phi233)
  %call889 = tail call float @llvm.fma.f32(float %phi235, float 7.000000e+00, float %call888)
  %call890 = tail call float @llvm.fma.f32(float %phi313, float 1.000000e+01, float %call889)
  %call891 = tail call float @llvm.fma.f32(float %phi314, float 1.300000e+01, float %call890)
  %call892 = tail call float @llvm.fma.f32(float %phi315, float 1.600000e+01, float %call891)
  %call893 = tail call float @llvm.fma.f32(float %phi319, float 1.900000e+01, float %call892)
  %call894 = tail call float @llvm.fma.f32(float %phi320, float 2.200000e+01, float %call893)
  %call895 = tail call float @llvm.fma.f32(float %phi321, float 2.500000e+01, float %call894)
  %bits896 = bitcast float %call895 to i32
  %call897 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits896, i32 1, i32 0)
  %fmul909 = fmul float %phi233, 3.000000e+00
  %call910 = tail call float @llvm.fma.f32(float %phi234, float 6.000000e+00, float %fmul909)
  %call911 = tail call float @llvm.fma.f32(float %phi235, float 9.000000e+00, float %call910)
  %call912 = tail call float @llvm.fma.f32(float %phi313, float 1.200000e+01, float %call911)
  %call913 = tail call float @llvm.fma.f32(float %phi314, float 1.500000e+01, float %call912)
  %call914 = tail call float @llvm.fma.f32(float %phi315, float 1.800000e+01, float %call913)
  %call915 = tail call float @llvm.fma.f32(float %phi319, float 2.100000e+01, float %call914)
  %call916 = tail call float @llvm.fma.f32(float %phi320, float 2.400000e+01, float %call915)
  %call917 = tail call float @llvm.fma.f32(float %phi321, float 2.700000e+01, float %call916)
  %bits918 = bitcast float %call917 to i32
  %call919 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits918, i32 1, i32 31)
  %add922 = or disjoint i64 %add653, 1
  %mul923 = mul i64 %add922, %mul1602
  switch i64 %lane, label %then926 [
    i64 31, label %endif927
    i64 0, label %endif927
  ]

then926:                                          ; preds = %endif886
  %fmul899 = fmul float %phi233, 2.000000e+00
  %call900 = tail call float @llvm.fma.f32(float %phi234, float 5.000000e+00, float %fmul899)
  %call901 = tail call float @llvm.fma.f32(float %phi235, float 8.000000e+00, float %call900)
  %call902 = tail call float @llvm.fma.f32(float %phi313, float 1.100000e+01, float %call901)
  %call903 = tail call float @llvm.fma.f32(float %phi314, float 1.400000e+01, float %call902)
  %call904 = tail call float @llvm.fma.f32(float %phi315, float 1.700000e+01, float %call903)
  %call905 = tail call float @llvm.fma.f32(float %phi319, float 2.000000e+01, float %call904)
  %call906 = tail call float @llvm.fma.f32(float %phi320, float 2.300000e+01, float %call905)
  %call907 = tail call float @llvm.fma.f32(float %phi321, float 2.600000e+01, float %call906)
  %leaf898 = bitcast i32 %call897 to float
  %fadd908 = fadd float %call907, %leaf898
  %leaf920 = bitcast i32 %call919 to float
  %fadd921 = fadd float %fadd908, %leaf920
  %gep3390 = getelementptr float, ptr addrspace(1) %invariant.gep3365, i64 %mul923
  store float %fadd921, ptr addrspace(1) %gep3390, align 4
  br label %endif927

endif927:                                         ; preds = %endif886, %endif886, %then926
  %call929 = tail call float @llvm.fma.f32(float %phi235, float 4.000000e+00, float %phi234)
  %call930 = tail call float @llvm.fma.f32(float %phi236, float 7.000000e+00, float %call929)
  %call931 = tail call float @llvm.fma.f32(float %phi314, float 1.000000e+01, float %call930)
  %call932 = tail call float @llvm.fma.f32(float %phi315, float 1.300000e+01, float %call931)
  %call933 = tail call float @llvm.fma.f32(float %phi316, float 1.600000e+01, float %call932)
  %call934 = tail call float @llvm.fma.f32(float %phi320, float 1.900000e+01, float %call933)
  %call935 = tail call float @llvm.fma.f32(float %phi321, float 2.200000e+01, float %call934)
  %call936 = tail call float @llvm.fma.f32(float %phi322, float 2.500000e+01, float %call935)
  %bits937 = bitcast float %call936 to i32
  %call938 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits937, i32 1, i32 0)
  %fmul950 = fmul float %phi234, 3.000000e+00
  %call951 = tail call float @llvm.fma.f32(float %phi235, float 6.000000e+00, float %fmul950)
  %call952 = tail call float @llvm.fma.f32(float %phi236, float 9.000000e+00, float %call951)
  %call953 = tail call float @llvm.fma.f32(float %phi314, float 1.200000e+01, float %call952)
  %call954 = tail call float @llvm.fma.f32(float %phi315, float 1.500000e+01, float %call953)
  %call955 = tail call float @llvm.fma.f32(float %phi316, float 1.800000e+01, float %call954)
  %call956 = tail call float @llvm.fma.f32(float %phi320, float 2.100000e+01, float %call955)
  %call957 = tail call float @llvm.fma.f32(float %phi321, float 2.400000e+01, float %call956)
  %call958 = tail call float @llvm.fma.f32(float %phi322, float 2.700000e+01, float %call957)
  %bits959 = bitcast float %call958 to i32
  %call960 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits959, i32 1, i32 31)
  switch i64 %lane, label %then967 [
    i64 31, label %endif968
    i64 0, label %endif968
  ]

then967:                                          ; preds = %endif927
  %fmul940 = fmul float %phi234, 2.000000e+00
  %call941 = tail call float @llvm.fma.f32(float %phi235, float 5.000000e+00, float %fmul940)
  %call942 = tail call float @llvm.fma.f32(float %phi236, float 8.000000e+00, float %call941)
  %call943 = tail call float @llvm.fma.f32(float %phi314, float 1.100000e+01, float %call942)
  %call944 = tail call float @llvm.fma.f32(float %phi315, float 1.400000e+01, float %call943)
  %call945 = tail call float @llvm.fma.f32(float %phi316, float 1.700000e+01, float %call944)
  %call946 = tail call float @llvm.fma.f32(float %phi320, float 2.000000e+01, float %call945)
  %call947 = tail call float @llvm.fma.f32(float %phi321, float 2.300000e+01, float %call946)
  %call948 = tail call float @llvm.fma.f32(float %phi322, float 2.600000e+01, float %call947)
  %leaf939 = bitcast i32 %call938 to float
  %fadd949 = fadd float %call948, %leaf939
  %leaf961 = bitcast i32 %call960 to float
  %fadd962 = fadd float %fadd949, %leaf961
  %gep3392 = getelementptr float, ptr addrspace(1) %invariant.gep3367, i64 %mul923
  store float %fadd962, ptr addrspace(1) %gep3392, align 4
  br label %endif968

endif968:                                         ; preds = %endif927, %endif927, %then967
  %call970 = tail call float @llvm.fma.f32(float %phi236, float 4.000000e+00, float %phi235)
  %call971 = tail call float @llvm.fma.f32(float %phi237, float 7.000000e+00, float %call970)
  %call972 = tail call float @llvm.fma.f32(float %phi315, float 1.000000e+01, float %call971)
  %call973 = tail call float @llvm.fma.f32(float %phi316, float 1.300000e+01, float %call972)
  %call974 = tail call float @llvm.fma.f32(float %phi317, float 1.600000e+01, float %call973)
  %call975 = tail call float @llvm.fma.f32(float %phi321, float 1.900000e+01, float %call974)
  %call976 = tail call float @llvm.fma.f32(float %phi322, float 2.200000e+01, float %call975)
  %call977 = tail call float @llvm.fma.f32(float %phi323, float 2.500000e+01, float %call976)
  %bits978 = bitcast float %call977 to i32
  %call979 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits978, i32 1, i32 0)
  %fmul991 = fmul float %phi235, 3.000000e+00
  %call992 = tail call float @llvm.fma.f32(float %phi236, float 6.000000e+00, float %fmul991)
  %call993 = tail call float @llvm.fma.f32(float %phi237, float 9.000000e+00, float %call992)
  %call994 = tail call float @llvm.fma.f32(float %phi315, float 1.200000e+01, float %call993)
  %call995 = tail call float @llvm.fma.f32(float %phi316, float 1.500000e+01, float %call994)
  %call996 = tail call float @llvm.fma.f32(float %phi317, float 1.800000e+01, float %call995)
  %call997 = tail call float @llvm.fma.f32(float %phi321, float 2.100000e+01, float %call996)
  %call998 = tail call float @llvm.fma.f32(float %phi322, float 2.400000e+01, float %call997)
  %call999 = tail call float @llvm.fma.f32(float %phi323, float 2.700000e+01, float %call998)
  %bits1000 = bitcast float %call999 to i32
  %call1001 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1000, i32 1, i32 31)
  switch i64 %lane, label %then1008 [
    i64 31, label %endif1009
    i64 0, label %endif1009
  ]

then1008:                                         ; preds = %endif968
  %fmul981 = fmul float %phi235, 2.000000e+00
  %call982 = tail call float @llvm.fma.f32(float %phi236, float 5.000000e+00, float %fmul981)
  %call983 = tail call float @llvm.fma.f32(float %phi237, float 8.000000e+00, float %call982)
  %call984 = tail call float @llvm.fma.f32(float %phi315, float 1.100000e+01, float %call983)
  %call985 = tail call float @llvm.fma.f32(float %phi316, float 1.400000e+01, float %call984)
  %call986 = tail call float @llvm.fma.f32(float %phi317, float 1.700000e+01, float %call985)
  %call987 = tail call float @llvm.fma.f32(float %phi321, float 2.000000e+01, float %call986)
  %call988 = tail call float @llvm.fma.f32(float %phi322, float 2.300000e+01, float %call987)
  %call989 = tail call float @llvm.fma.f32(float %phi323, float 2.600000e+01, float %call988)
  %leaf980 = bitcast i32 %call979 to float
  %fadd990 = fadd float %call989, %leaf980
  %leaf1002 = bitcast i32 %call1001 to float
  %fadd1003 = fadd float %fadd990, %leaf1002
  %gep3394 = getelementptr float, ptr addrspace(1) %invariant.gep3369, i64 %mul923
  store float %fadd1003, ptr addrspace(1) %gep3394, align 4
  br label %endif1009

endif1009:                                        ; preds = %endif968, %endif968, %then1008
  %call1011 = tail call float @llvm.fma.f32(float %phi237, float 4.000000e+00, float %phi236)
  %call1012 = tail call float @llvm.fma.f32(float %phi238, float 7.000000e+00, float %call1011)
  %call1013 = tail call float @llvm.fma.f32(float %phi316, float 1.000000e+01, float %call1012)
  %call1014 = tail call float @llvm.fma.f32(float %phi317, float 1.300000e+01, float %call1013)
  %call1015 = tail call float @llvm.fma.f32(float %phi318, float 1.600000e+01, float %call1014)
  %call1016 = tail call float @llvm.fma.f32(float %phi322, float 1.900000e+01, float %call1015)
  %call1017 = tail call float @llvm.fma.f32(float %phi323, float 2.200000e+01, float %call1016)
  %call1018 = tail call float @llvm.fma.f32(float %phi324, float 2.500000e+01, float %call1017)
  %bits1019 = bitcast float %call1018 to i32
  %call1020 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1019, i32 1, i32 0)
  %fmul1032 = fmul float %phi236, 3.000000e+00
  %call1033 = tail call float @llvm.fma.f32(float %phi237, float 6.000000e+00, float %fmul1032)
  %call1034 = tail call float @llvm.fma.f32(float %phi238, float 9.000000e+00, float %call1033)
  %call1035 = tail call float @llvm.fma.f32(float %phi316, float 1.200000e+01, float %call1034)
  %call1036 = tail call float @llvm.fma.f32(float %phi317, float 1.500000e+01, float %call1035)
  %call1037 = tail call float @llvm.fma.f32(float %phi318, float 1.800000e+01, float %call1036)
  %call1038 = tail call float @llvm.fma.f32(float %phi322, float 2.100000e+01, float %call1037)
  %call1039 = tail call float @llvm.fma.f32(float %phi323, float 2.400000e+01, float %call1038)
  %call1040 = tail call float @llvm.fma.f32(float %phi324, float 2.700000e+01, float %call1039)
  %bits1041 = bitcast float %call1040 to i32
  %call1042 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1041, i32 1, i32 31)
  switch i64 %lane, label %then1049 [
    i64 31, label %tile.step1054
    i64 0, label %tile.step1054
  ]

then1049:                                         ; preds = %endif1009
  %fmul1022 = fmul float %phi236, 2.000000e+00
  %call1023 = tail call float @llvm.fma.f32(float %phi237, float 5.000000e+00, float %fmul1022)
  %call1024 = tail call float @llvm.fma.f32(float %phi238, float 8.000000e+00, float %call1023)
  %call1025 = tail call float @llvm.fma.f32(float %phi316, float 1.100000e+01, float %call1024)
  %call1026 = tail call float @llvm.fma.f32(float %phi317, float 1.400000e+01, float %call1025)
  %call1027 = tail call float @llvm.fma.f32(float %phi318, float 1.700000e+01, float %call1026)
  %call1028 = tail call float @llvm.fma.f32(float %phi322, float 2.000000e+01, float %call1027)
  %call1029 = tail call float @llvm.fma.f32(float %phi323, float 2.300000e+01, float %call1028)
  %call1030 = tail call float @llvm.fma.f32(float %phi324, float 2.600000e+01, float %call1029)
  %leaf1021 = bitcast i32 %call1020 to float
  %fadd1031 = fadd float %call1030, %leaf1021
  %leaf1043 = bitcast i32 %call1042 to float
  %fadd1044 = fadd float %fadd1031, %leaf1043
  %gep3396 = getelementptr float, ptr addrspace(1) %invariant.gep3371, i64 %mul923
  store float %fadd1044, ptr addrspace(1) %gep3396, align 4
  br label %tile.step1054

tile.step1054:                                    ; preds = %then1049, %endif1009, %endif1009
  %add654 = mul i64 %group, 6
  %mul1056 = add i64 %add654, 4
  %add1057 = add i64 %mul1056, %mul49
  %cmp1059 = icmp ult i64 %group, 5
  br i1 %cmp1059, label %then1061, label %endif1063

then1061:                                         ; preds = %tile.step1054
  %add1060 = add i64 %add1057, 3
  %mul1065 = mul i64 %add1060, %mul1565
  %121 = getelementptr float, ptr addrspace(1) %3, i64 %mul1065
  %122 = getelementptr float, ptr addrspace(1) %121, i64 %mul58
  %p1068 = getelementptr float, ptr addrspace(1) %122, i64 %add53
  %call1069 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p1068, i32 4)
  %123 = getelementptr float, ptr addrspace(1) %121, i64 %mul63
  %p1072 = getelementptr float, ptr addrspace(1) %123, i64 %add53
  %call1073 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p1072, i32 4)
  %124 = getelementptr float, ptr addrspace(1) %121, i64 %mul68
  %p1076 = getelementptr float, ptr addrspace(1) %124, i64 %add53
  %call1077 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p1076, i32 4)
  %125 = getelementptr float, ptr addrspace(1) %121, i64 %mul73
  %p1080 = getelementptr float, ptr addrspace(1) %125, i64 %add53
  %call1081 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p1080, i32 4)
  %126 = getelementptr float, ptr addrspace(1) %121, i64 %mul78
  %p1084 = getelementptr float, ptr addrspace(1) %126, i64 %add53
  %call1085 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p1084, i32 4)
  %127 = getelementptr float, ptr addrspace(1) %121, i64 %mul83
  %p1088 = getelementptr float, ptr addrspace(1) %127, i64 %add53
  %call1089 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p1088, i32 4)
  %add1090 = add i64 %add1057, 4
  %mul1091 = mul i64 %add1090, %mul1565
  %128 = getelementptr float, ptr addrspace(1) %3, i64 %mul1091
  %129 = getelementptr float, ptr addrspace(1) %128, i64 %mul58
  %p1094 = getelementptr float, ptr addrspace(1) %129, i64 %add53
  %call1095 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p1094, i32 4)
  %130 = getelementptr float, ptr addrspace(1) %128, i64 %mul63
  %p1098 = getelementptr float, ptr addrspace(1) %130, i64 %add53
  %call1099 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p1098, i32 4)
  %131 = getelementptr float, ptr addrspace(1) %128, i64 %mul68
  %p1102 = getelementptr float, ptr addrspace(1) %131, i64 %add53
  %call1103 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p1102, i32 4)
  %132 = getelementptr float, ptr addrspace(1) %128, i64 %mul73
  %p1106 = getelementptr float, ptr addrspace(1) %132, i64 %add53
  %call1107 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p1106, i32 4)
  %133 = getelementptr float, ptr addrspace(1) %128, i64 %mul78
  %p1110 = getelementptr float, ptr addrspace(1) %133, i64 %add53
  %call1111 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p1110, i32 4)
  %134 = getelementptr float, ptr addrspace(1) %128, i64 %mul83
  %p1114 = getelementptr float, ptr addrspace(1) %134, i64 %add53
  %call1115 = tail call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p1114, i32 4)
  br label %endif1063

endif1063:                                        ; preds = %tile.step1054, %then1061
  %phi1116 = phi float [ %call1069, %then1061 ], [ 0.000000e+00, %tile.step1054 ]
  %phi1117 = phi float [ %call1073, %then1061 ], [ 0.000000e+00, %tile.step1054 ]
  %phi1118 = phi float [ %call1077, %then1061 ], [ 0.000000e+00, %tile.step1054 ]
  %phi1119 = phi float [ %call1081, %then1061 ], [ 0.000000e+00, %tile.step1054 ]
  %phi1120 = phi float [ %call1085, %then1061 ], [ 0.000000e+00, %tile.step1054 ]
  %phi1121 = phi float [ %call1089, %then1061 ], [ 0.000000e+00, %tile.step1054 ]
  %phi1122 = phi float [ %call1095, %then1061 ], [ 0.000000e+00, %tile.step1054 ]
  %phi1123 = phi float [ %call1099, %then1061 ], [ 0.000000e+00, %tile.step1054 ]
  %phi1124 = phi float [ %call1103, %then1061 ], [ 0.000000e+00, %tile.step1054 ]
  %phi1125 = phi float [ %call1107, %then1061 ], [ 0.000000e+00, %tile.step1054 ]
  %phi1126 = phi float [ %call1111, %then1061 ], [ 0.000000e+00, %tile.step1054 ]
  %phi1127 = phi float [ %call1115, %then1061 ], [ 0.000000e+00, %tile.step1054 ]
  %call1128 = tail call float @llvm.fma.f32(float %phi314, float 4.000000e+00, float %phi313)
  %call1129 = tail call float @llvm.fma.f32(float %phi315, float 7.000000e+00, float %call1128)
  %call1130 = tail call float @llvm.fma.f32(float %phi319, float 1.000000e+01, float %call1129)
  %call1131 = tail call float @llvm.fma.f32(float %phi320, float 1.300000e+01, float %call1130)
  %call1132 = tail call float @llvm.fma.f32(float %phi321, float 1.600000e+01, float %call1131)
  %call1133 = tail call float @llvm.fma.f32(float %phi712, float 1.900000e+01, float %call1132)
  %call1134 = tail call float @llvm.fma.f32(float %phi713, float 2.200000e+01, float %call1133)
  %call1135 = tail call float @llvm.fma.f32(float %phi714, float 2.500000e+01, float %call1134)
  %bits1136 = bitcast float %call1135 to i32
  %call1137 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1136, i32 1, i32 0)
  %fmul1149 = fmul float %phi313, 3.000000e+00
  %call1150 = tail call float @llvm.fma.f32(float %phi314, float 6.000000e+00, float %fmul1149)
  %call1151 = tail call float @llvm.fma.f32(float %phi315, float 9.000000e+00, float %call1150)
  %call1152 = tail call float @llvm.fma.f32(float %phi319, float 1.200000e+01, float %call1151)
  %call1153 = tail call float @llvm.fma.f32(float %phi320, float 1.500000e+01, float %call1152)
  %call1154 = tail call float @llvm.fma.f32(float %phi321, float 1.800000e+01, float %call1153)
  %call1155 = tail call float @llvm.fma.f32(float %phi712, float 2.100000e+01, float %call1154)
  %call1156 = tail call float @llvm.fma.f32(float %phi713, float 2.400000e+01, float %call1155)
  %call1157 = tail call float @llvm.fma.f32(float %phi714, float 2.700000e+01, float %call1156)
  %bits1158 = bitcast float %call1157 to i32
  %call1159 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1158, i32 1, i32 31)
  %mul1163 = mul i64 %add1057, %mul1602
  switch i64 %lane, label %then1166 [
    i64 31, label %endif1167
    i64 0, label %endif1167
  ]

then1166:                                         ; preds = %endif1063
  %fmul1139 = fmul float %phi313, 2.000000e+00
  %call1140 = tail call float @llvm.fma.f32(float %phi314, float 5.000000e+00, float %fmul1139)
  %call1141 = tail call float @llvm.fma.f32(float %phi315, float 8.000000e+00, float %call1140)
  %call1142 = tail call float @llvm.fma.f32(float %phi319, float 1.100000e+01, float %call1141)
  %call1143 = tail call float @llvm.fma.f32(float %phi320, float 1.400000e+01, float %call1142)
  %call1144 = tail call float @llvm.fma.f32(float %phi321, float 1.700000e+01, float %call1143)
  %call1145 = tail call float @llvm.fma.f32(float %phi712, float 2.000000e+01, float %call1144)
  %call1146 = tail call float @llvm.fma.f32(float %phi713, float 2.300000e+01, float %call1145)
  %call1147 = tail call float @llvm.fma.f32(float %phi714, float 2.600000e+01, float %call1146)
  %leaf1138 = bitcast i32 %call1137 to float
  %fadd1148 = fadd float %call1147, %leaf1138
  %leaf1160 = bitcast i32 %call1159 to float
  %fadd1161 = fadd float %fadd1148, %leaf1160
  %gep3398 = getelementptr float, ptr addrspace(1) %invariant.gep3365, i64 %mul1163
  store float %fadd1161, ptr addrspace(1) %gep3398, align 4
  br label %endif1167

endif1167:                                        ; preds = %endif1063, %endif1063, %then1166
  %call1169 = tail call float @llvm.fma.f32(float %phi315, float 4.000000e+00, float %phi314)
  %call1170 = tail call float @llvm.fma.f32(float %phi316, float 7.000000e+00, float %call1169)
  %call1171 = tail call float @llvm.fma.f32(float %phi320, float 1.000000e+01, float %call1170)
  %call1172 = tail call float @llvm.fma.f32(float %phi321, float 1.300000e+01, float %call1171)
  %call1173 = tail call float @llvm.fma.f32(float %phi322, float 1.600000e+01, float %call1172)
  %call1174 = tail call float @llvm.fma.f32(float %phi713, float 1.900000e+01, float %call1173)
  %call1175 = tail call float @llvm.fma.f32(float %phi714, float 2.200000e+01, float %call1174)
  %call1176 = tail call float @llvm.fma.f32(float %phi715, float 2.500000e+01, float %call1175)
  %bits1177 = bitcast float %call1176 to i32
  %call1178 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1177, i32 1, i32 0)
  %fmul1190 = fmul float %phi314, 3.000000e+00
  %call1191 = tail call float @llvm.fma.f32(float %phi315, float 6.000000e+00, float %fmul1190)
  %call1192 = tail call float @llvm.fma.f32(float %phi316, float 9.000000e+00, float %call1191)
  %call1193 = tail call float @llvm.fma.f32(float %phi320, float 1.200000e+01, float %call1192)
  %call1194 = tail call float @llvm.fma.f32(float %phi321, float 1.500000e+01, float %call1193)
  %call1195 = tail call float @llvm.fma.f32(float %phi322, float 1.800000e+01, float %call1194)
  %call1196 = tail call float @llvm.fma.f32(float %phi713, float 2.100000e+01, float %call1195)
  %call1197 = tail call float @llvm.fma.f32(float %phi714, float 2.400000e+01, float %call1196)
  %call1198 = tail call float @llvm.fma.f32(float %phi715, float 2.700000e+01, float %call1197)
  %bits1199 = bitcast float %call1198 to i32
  %call1200 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1199, i32 1, i32 31)
  switch i64 %lane, label %then1207 [
    i64 31, label %endif1208
    i64 0, label %endif1208
  ]

then1207:                                         ; preds = %endif1167
  %fmul1180 = fmul float %phi314, 2.000000e+00
  %call1181 = tail call float @llvm.fma.f32(float %phi315, float 5.000000e+00, float %fmul1180)
  %call1182 = tail call float @llvm.fma.f32(float %phi316, float 8.000000e+00, float %call1181)
  %call1183 = tail call float @llvm.fma.f32(float %phi320, float 1.100000e+01, float %call1182)
  %call1184 = tail call float @llvm.fma.f32(float %phi321, float 1.400000e+01, float %call1183)
  %call1185 = tail call float @llvm.fma.f32(float %phi322, float 1.700000e+01, float %call1184)
  %call1186 = tail call float @llvm.fma.f32(float %phi713, float 2.000000e+01, float %call1185)
  %call1187 = tail call float @llvm.fma.f32(float %phi714, float 2.300000e+01, float %call1186)
  %call1188 = tail call float @llvm.fma.f32(float %phi715, float 2.600000e+01, float %call1187)
  %leaf1179 = bitcast i32 %call1178 to float
  %fadd1189 = fadd float %call1188, %leaf1179
  %leaf1201 = bitcast i32 %call1200 to float
  %fadd1202 = fadd float %fadd1189, %leaf1201
  %gep3400 = getelementptr float, ptr addrspace(1) %invariant.gep3367, i64 %mul1163
  store float %fadd1202, ptr addrspace(1) %gep3400, align 4
  br label %endif1208

endif1208:                                        ; preds = %endif1167, %endif1167, %then1207
  %call1210 = tail call float @llvm.fma.f32(float %phi316, float 4.000000e+00, float %phi315)
  %call1211 = tail call float @llvm.fma.f32(float %phi317, float 7.000000e+00, float %call1210)
  %call1212 = tail call float @llvm.fma.f32(float %phi321, float 1.000000e+01, float %call1211)
  %call1213 = tail call float @llvm.fma.f32(float %phi322, float 1.300000e+01, float %call1212)
  %call1214 = tail call float @llvm.fma.f32(float %phi323, float 1.600000e+01, float %call1213)
  %call1215 = tail call float @llvm.fma.f32(float %phi714, float 1.900000e+01, float %call1214)
  %call1216 = tail call float @llvm.fma.f32(float %phi715, float 2.200000e+01, float %call1215)
  %call1217 = tail call float @llvm.fma.f32(float %phi716, float 2.500000e+01, float %call1216)
  %bits1218 = bitcast float %call1217 to i32
  %call1219 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1218, i32 1, i32 0)
  %fmul1231 = fmul float %phi315, 3.000000e+00
  %call1232 = tail call float @llvm.fma.f32(float %phi316, float 6.000000e+00, float %fmul1231)
  %call1233 = tail call float @llvm.fma.f32(float %phi317, float 9.000000e+00, float %call1232)
  %call1234 = tail call float @llvm.fma.f32(float %phi321, float 1.200000e+01, float %call1233)
  %call1235 = tail call float @llvm.fma.f32(float %phi322, float 1.500000e+01, float %call1234)
  %call1236 = tail call float @llvm.fma.f32(float %phi323, float 1.800000e+01, float %call1235)
  %call1237 = tail call float @llvm.fma.f32(float %phi714, float 2.100000e+01, float %call1236)
  %call1238 = tail call float @llvm.fma.f32(float %phi715, float 2.400000e+01, float %call1237)
  %call1239 = tail call float @llvm.fma.f32(float %phi716, float 2.700000e+01, float %call1238)
  %bits1240 = bitcast float %call1239 to i32
  %call1241 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1240, i32 1, i32 31)
  switch i64 %lane, label %then1248 [
    i64 31, label %endif1249
    i64 0, label %endif1249
  ]

then1248:                                         ; preds = %endif1208
  %fmul1221 = fmul float %phi315, 2.000000e+00
  %call1222 = tail call float @llvm.fma.f32(float %phi316, float 5.000000e+00, float %fmul1221)
  %call1223 = tail call float @llvm.fma.f32(float %phi317, float 8.000000e+00, float %call1222)
  %call1224 = tail call float @llvm.fma.f32(float %phi321, float 1.100000e+01, float %call1223)
  %call1225 = tail call float @llvm.fma.f32(float %phi322, float 1.400000e+01, float %call1224)
  %call1226 = tail call float @llvm.fma.f32(float %phi323, float 1.700000e+01, float %call1225)
  %call1227 = tail call float @llvm.fma.f32(float %phi714, float 2.000000e+01, float %call1226)
  %call1228 = tail call float @llvm.fma.f32(float %phi715, float 2.300000e+01, float %call1227)
  %call1229 = tail call float @llvm.fma.f32(float %phi716, float 2.600000e+01, float %call1228)
  %leaf1220 = bitcast i32 %call1219 to float
  %fadd1230 = fadd float %call1229, %leaf1220
  %leaf1242 = bitcast i32 %call1241 to float
  %fadd1243 = fadd float %fadd1230, %leaf1242
  %gep3402 = getelementptr float, ptr addrspace(1) %invariant.gep3369, i64 %mul1163
  store float %fadd1243, ptr addrspace(1) %gep3402, align 4
  br label %endif1249

endif1249:                                        ; preds = %endif1208, %endif1208, %then1248
  %call1251 = tail call float @llvm.fma.f32(float %phi317, float 4.000000e+00, float %phi316)
  %call1252 = tail call float @llvm.fma.f32(float %phi318, float 7.000000e+00, float %call1251)
  %call1253 = tail call float @llvm.fma.f32(float %phi322, float 1.000000e+01, float %call1252)
  %call1254 = tail call float @llvm.fma.f32(float %phi323, float 1.300000e+01, float %call1253)
  %call1255 = tail call float @llvm.fma.f32(float %phi324, float 1.600000e+01, float %call1254)
  %call1256 = tail call float @llvm.fma.f32(float %phi715, float 1.900000e+01, float %call1255)
  %call1257 = tail call float @llvm.fma.f32(float %phi716, float 2.200000e+01, float %call1256)
  %call1258 = tail call float @llvm.fma.f32(float %phi717, float 2.500000e+01, float %call1257)
  %bits1259 = bitcast float %call1258 to i32
  %call1260 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1259, i32 1, i32 0)
  %fmul1272 = fmul float %phi316, 3.000000e+00
  %call1273 = tail call float @llvm.fma.f32(float %phi317, float 6.000000e+00, float %fmul1272)
  %call1274 = tail call float @llvm.fma.f32(float %phi318, float 9.000000e+00, float %call1273)
  %call1275 = tail call float @llvm.fma.f32(float %phi322, float 1.200000e+01, float %call1274)
  %call1276 = tail call float @llvm.fma.f32(float %phi323, float 1.500000e+01, float %call1275)
  %call1277 = tail call float @llvm.fma.f32(float %phi324, float 1.800000e+01, float %call1276)
  %call1278 = tail call float @llvm.fma.f32(float %phi715, float 2.100000e+01, float %call1277)
  %call1279 = tail call float @llvm.fma.f32(float %phi716, float 2.400000e+01, float %call1278)
  %call1280 = tail call float @llvm.fma.f32(float %phi717, float 2.700000e+01, float %call1279)
  %bits1281 = bitcast float %call1280 to i32
  %call1282 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1281, i32 1, i32 31)
  switch i64 %lane, label %then1289 [
    i64 31, label %endif1290
    i64 0, label %endif1290
  ]

then1289:                                         ; preds = %endif1249
  %fmul1262 = fmul float %phi316, 2.000000e+00
  %call1263 = tail call float @llvm.fma.f32(float %phi317, float 5.000000e+00, float %fmul1262)
  %call1264 = tail call float @llvm.fma.f32(float %phi318, float 8.000000e+00, float %call1263)
  %call1265 = tail call float @llvm.fma.f32(float %phi322, float 1.100000e+01, float %call1264)
  %call1266 = tail call float @llvm.fma.f32(float %phi323, float 1.400000e+01, float %call1265)
  %call1267 = tail call float @llvm.fma.f32(float %phi324, float 1.700000e+01, float %call1266)
  %call1268 = tail call float @llvm.fma.f32(float %phi715, float 2.000000e+01, float %call1267)
  %call1269 = tail call float @llvm.fma.f32(float %phi716, float 2.300000e+01, float %call1268)
  %call1270 = tail call float @llvm.fma.f32(float %phi717, float 2.600000e+01, float %call1269)
  %leaf1261 = bitcast i32 %call1260 to float
  %fadd1271 = fadd float %call1270, %leaf1261
  %leaf1283 = bitcast i32 %call1282 to float
  %fadd1284 = fadd float %fadd1271, %leaf1283
  %gep3404 = getelementptr float, ptr addrspace(1) %invariant.gep3371, i64 %mul1163
  store float %fadd1284, ptr addrspace(1) %gep3404, align 4
  br label %endif1290

endif1290:                                        ; preds = %endif1249, %endif1249, %then1289
  %call1292 = tail call float @llvm.fma.f32(float %phi320, float 4.000000e+00, float %phi319)
  %call1293 = tail call float @llvm.fma.f32(float %phi321, float 7.000000e+00, float %call1292)
  %call1294 = tail call float @llvm.fma.f32(float %phi712, float 1.000000e+01, float %call1293)
  %call1295 = tail call float @llvm.fma.f32(float %phi713, float 1.300000e+01, float %call1294)
  %call1296 = tail call float @llvm.fma.f32(float %phi714, float 1.600000e+01, float %call1295)
  %call1297 = tail call float @llvm.fma.f32(float %phi718, float 1.900000e+01, float %call1296)
  %call1298 = tail call float @llvm.fma.f32(float %phi719, float 2.200000e+01, float %call1297)
  %call1299 = tail call float @llvm.fma.f32(float %phi720, float 2.500000e+01, float %call1298)
  %bits1300 = bitcast float %call1299 to i32
  %call1301 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1300, i32 1, i32 0)
  %fmul1313 = fmul float %phi319, 3.000000e+00
  %call1314 = tail call float @llvm.fma.f32(float %phi320, float 6.000000e+00, float %fmul1313)
  %call1315 = tail call float @llvm.fma.f32(float %phi321, float 9.000000e+00, float %call1314)
  %call1316 = tail call float @llvm.fma.f32(float %phi712, float 1.200000e+01, float %call1315)
  %call1317 = tail call float @llvm.fma.f32(float %phi713, float 1.500000e+01, float %call1316)
  %call1318 = tail call float @llvm.fma.f32(float %phi714, float 1.800000e+01, float %call1317)
  %call1319 = tail call float @llvm.fma.f32(float %phi718, float 2.100000e+01, float %call1318)
  %call1320 = tail call float @llvm.fma.f32(float %phi719, float 2.400000e+01, float %call1319)
  %call1321 = tail call float @llvm.fma.f32(float %phi720, float 2.700000e+01, float %call1320)
  %bits1322 = bitcast float %call1321 to i32
  %call1323 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1322, i32 1, i32 31)
  %add1326 = or disjoint i64 %add1057, 1
  %mul1327 = mul i64 %add1326, %mul1602
  switch i64 %lane, label %then1330 [
    i64 31, label %endif1331
    i64 0, label %endif1331
  ]

then1330:                                         ; preds = %endif1290
  %fmul1303 = fmul float %phi319, 2.000000e+00
  %call1304 = tail call float @llvm.fma.f32(float %phi320, float 5.000000e+00, float %fmul1303)
  %call1305 = tail call float @llvm.fma.f32(float %phi321, float 8.000000e+00, float %call1304)
  %call1306 = tail call float @llvm.fma.f32(float %phi712, float 1.100000e+01, float %call1305)
  %call1307 = tail call float @llvm.fma.f32(float %phi713, float 1.400000e+01, float %call1306)
  %call1308 = tail call float @llvm.fma.f32(float %phi714, float 1.700000e+01, float %call1307)
  %call1309 = tail call float @llvm.fma.f32(float %phi718, float 2.000000e+01, float %call1308)
  %call1310 = tail call float @llvm.fma.f32(float %phi719, float 2.300000e+01, float %call1309)
  %call1311 = tail call float @llvm.fma.f32(float %phi720, float 2.600000e+01, float %call1310)
  %leaf1302 = bitcast i32 %call1301 to float
  %fadd1312 = fadd float %call1311, %leaf1302
  %leaf1324 = bitcast i32 %call1323 to float
  %fadd1325 = fadd float %fadd1312, %leaf1324
  %gep3406 = getelementptr float, ptr addrspace(1) %invariant.gep3365, i64 %mul1327
  store float %fadd1325, ptr addrspace(1) %gep3406, align 4
  br label %endif1331

endif1331:                                        ; preds = %endif1290, %endif1290, %then1330
  %call1333 = tail call float @llvm.fma.f32(float %phi321, float 4.000000e+00, float %phi320)
  %call1334 = tail call float @llvm.fma.f32(float %phi322, float 7.000000e+00, float %call1333)
  %call1335 = tail call float @llvm.fma.f32(float %phi713, float 1.000000e+01, float %call1334)
  %call1336 = tail call float @llvm.fma.f32(float %phi714, float 1.300000e+01, float %call1335)
  %call1337 = tail call float @llvm.fma.f32(float %phi715, float 1.600000e+01, float %call1336)
  %call1338 = tail call float @llvm.fma.f32(float %phi719, float 1.900000e+01, float %call1337)
  %call1339 = tail call float @llvm.fma.f32(float %phi720, float 2.200000e+01, float %call1338)
  %call1340 = tail call float @llvm.fma.f32(float %phi721, float 2.500000e+01, float %call1339)
  %bits1341 = bitcast float %call1340 to i32
  %call1342 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1341, i32 1, i32 0)
  %fmul1354 = fmul float %phi320, 3.000000e+00
  %call1355 = tail call float @llvm.fma.f32(float %phi321, float 6.000000e+00, float %fmul1354)
  %call1356 = tail call float @llvm.fma.f32(float %phi322, float 9.000000e+00, float %call1355)
  %call1357 = tail call float @llvm.fma.f32(float %phi713, float 1.200000e+01, float %call1356)
  %call1358 = tail call float @llvm.fma.f32(float %phi714, float 1.500000e+01, float %call1357)
  %call1359 = tail call float @llvm.fma.f32(float %phi715, float 1.800000e+01, float %call1358)
  %call1360 = tail call float @llvm.fma.f32(float %phi719, float 2.100000e+01, float %call1359)
  %call1361 = tail call float @llvm.fma.f32(float %phi720, float 2.400000e+01, float %call1360)
  %call1362 = tail call float @llvm.fma.f32(float %phi721, float 2.700000e+01, float %call1361)
  %bits1363 = bitcast float %call1362 to i32
  %call1364 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1363, i32 1, i32 31)
  switch i64 %lane, label %then1371 [
    i64 31, label %endif1372
    i64 0, label %endif1372
  ]

then1371:                                         ; preds = %endif1331
  %fmul1344 = fmul float %phi320, 2.000000e+00
  %call1345 = tail call float @llvm.fma.f32(float %phi321, float 5.000000e+00, float %fmul1344)
  %call1346 = tail call float @llvm.fma.f32(float %phi322, float 8.000000e+00, float %call1345)
  %call1347 = tail call float @llvm.fma.f32(float %phi713, float 1.100000e+01, float %call1346)
  %call1348 = tail call float @llvm.fma.f32(float %phi714, float 1.400000e+01, float %call1347)
  %call1349 = tail call float @llvm.fma.f32(float %phi715, float 1.700000e+01, float %call1348)
  %call1350 = tail call float @llvm.fma.f32(float %phi719, float 2.000000e+01, float %call1349)
  %call1351 = tail call float @llvm.fma.f32(float %phi720, float 2.300000e+01, float %call1350)
  %call1352 = tail call float @llvm.fma.f32(float %phi721, float 2.600000e+01, float %call1351)
  %leaf1343 = bitcast i32 %call1342 to float
  %fadd1353 = fadd float %call1352, %leaf1343
  %leaf1365 = bitcast i32 %call1364 to float
  %fadd1366 = fadd float %fadd1353, %leaf1365
  %gep3408 = getelementptr float, ptr addrspace(1) %invariant.gep3367, i64 %mul1327
  store float %fadd1366, ptr addrspace(1) %gep3408, align 4
  br label %endif1372

endif1372:                                        ; preds = %endif1331, %endif1331, %then1371
  %call1374 = tail call float @llvm.fma.f32(float %phi322, float 4.000000e+00, float %phi321)
  %call1375 = tail call float @llvm.fma.f32(float %phi323, float 7.000000e+00, float %call1374)
  %call1376 = tail call float @llvm.fma.f32(float %phi714, float 1.000000e+01, float %call1375)
  %call1377 = tail call float @llvm.fma.f32(float %phi715, float 1.300000e+01, float %call1376)
  %call1378 = tail call float @llvm.fma.f32(float %phi716, float 1.600000e+01, float %call1377)
  %call1379 = tail call float @llvm.fma.f32(float %phi720, float 1.900000e+01, float %call1378)
  %call1380 = tail call float @llvm.fma.f32(float %phi721, float 2.200000e+01, float %call1379)
  %call1381 = tail call float @llvm.fma.f32(float %phi722, float 2.500000e+01, float %call1380)
  %bits1382 = bitcast float %call1381 to i32
  %call1383 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1382, i32 1, i32 0)
  %fmul1395 = fmul float %phi321, 3.000000e+00
  %call1396 = tail call float @llvm.fma.f32(float %phi322, float 6.000000e+00, float %fmul1395)
  %call1397 = tail call float @llvm.fma.f32(float %phi323, float 9.000000e+00, float %call1396)
  %call1398 = tail call float @llvm.fma.f32(float %phi714, float 1.200000e+01, float %call1397)
  %call1399 = tail call float @llvm.fma.f32(float %phi715, float 1.500000e+01, float %call1398)
  %call1400 = tail call float @llvm.fma.f32(float %phi716, float 1.800000e+01, float %call1399)
  %call1401 = tail call float @llvm.fma.f32(float %phi720, float 2.100000e+01, float %call1400)
  %call1402 = tail call float @llvm.fma.f32(float %phi721, float 2.400000e+01, float %call1401)
  %call1403 = tail call float @llvm.fma.f32(float %phi722, float 2.700000e+01, float %call1402)
  %bits1404 = bitcast float %call1403 to i32
  %call1405 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1404, i32 1, i32 31)
  switch i64 %lane, label %then1412 [
    i64 31, label %endif1413
    i64 0, label %endif1413
  ]

then1412:                                         ; preds = %endif1372
  %fmul1385 = fmul float %phi321, 2.000000e+00
  %call1386 = tail call float @llvm.fma.f32(float %phi322, float 5.000000e+00, float %fmul1385)
  %call1387 = tail call float @llvm.fma.f32(float %phi323, float 8.000000e+00, float %call1386)
  %call1388 = tail call float @llvm.fma.f32(float %phi714, float 1.100000e+01, float %call1387)
  %call1389 = tail call float @llvm.fma.f32(float %phi715, float 1.400000e+01, float %call1388)
  %call1390 = tail call float @llvm.fma.f32(float %phi716, float 1.700000e+01, float %call1389)
  %call1391 = tail call float @llvm.fma.f32(float %phi720, float 2.000000e+01, float %call1390)
  %call1392 = tail call float @llvm.fma.f32(float %phi721, float 2.300000e+01, float %call1391)
  %call1393 = tail call float @llvm.fma.f32(float %phi722, float 2.600000e+01, float %call1392)
  %leaf1384 = bitcast i32 %call1383 to float
  %fadd1394 = fadd float %call1393, %leaf1384
  %leaf1406 = bitcast i32 %call1405 to float
  %fadd1407 = fadd float %fadd1394, %leaf1406
  %gep3410 = getelementptr float, ptr addrspace(1) %invariant.gep3369, i64 %mul1327
  store float %fadd1407, ptr addrspace(1) %gep3410, align 4
  br label %endif1413

endif1413:                                        ; preds = %endif1372, %endif1372, %then1412
  %call1415 = tail call float @llvm.fma.f32(float %phi323, float 4.000000e+00, float %phi322)
  %call1416 = tail call float @llvm.fma.f32(float %phi324, float 7.000000e+00, float %call1415)
  %call1417 = tail call float @llvm.fma.f32(float %phi715, float 1.000000e+01, float %call1416)
  %call1418 = tail call float @llvm.fma.f32(float %phi716, float 1.300000e+01, float %call1417)
  %call1419 = tail call float @llvm.fma.f32(float %phi717, float 1.600000e+01, float %call1418)
  %call1420 = tail call float @llvm.fma.f32(float %phi721, float 1.900000e+01, float %call1419)
  %call1421 = tail call float @llvm.fma.f32(float %phi722, float 2.200000e+01, float %call1420)
  %call1422 = tail call float @llvm.fma.f32(float %phi723, float 2.500000e+01, float %call1421)
  %bits1423 = bitcast float %call1422 to i32
  %call1424 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1423, i32 1, i32 0)
  %fmul1436 = fmul float %phi322, 3.000000e+00
  %call1437 = tail call float @llvm.fma.f32(float %phi323, float 6.000000e+00, float %fmul1436)
  %call1438 = tail call float @llvm.fma.f32(float %phi324, float 9.000000e+00, float %call1437)
  %call1439 = tail call float @llvm.fma.f32(float %phi715, float 1.200000e+01, float %call1438)
  %call1440 = tail call float @llvm.fma.f32(float %phi716, float 1.500000e+01, float %call1439)
  %call1441 = tail call float @llvm.fma.f32(float %phi717, float 1.800000e+01, float %call1440)
  %call1442 = tail call float @llvm.fma.f32(float %phi721, float 2.100000e+01, float %call1441)
  %call1443 = tail call float @llvm.fma.f32(float %phi722, float 2.400000e+01, float %call1442)
  %call1444 = tail call float @llvm.fma.f32(float %phi723, float 2.700000e+01, float %call1443)
  %bits1445 = bitcast float %call1444 to i32
  %call1446 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1445, i32 1, i32 31)
  switch i64 %lane, label %then1453 [
    i64 31, label %endif1454
    i64 0, label %endif1454
  ]

then1453:                                         ; preds = %endif1413
  %fmul1426 = fmul float %phi322, 2.000000e+00
  %call1427 = tail call float @llvm.fma.f32(float %phi323, float 5.000000e+00, float %fmul1426)
  %call1428 = tail call float @llvm.fma.f32(float %phi324, float 8.000000e+00, float %call1427)
  %call1429 = tail call float @llvm.fma.f32(float %phi715, float 1.100000e+01, float %call1428)
  %call1430 = tail call float @llvm.fma.f32(float %phi716, float 1.400000e+01, float %call1429)
  %call1431 = tail call float @llvm.fma.f32(float %phi717, float 1.700000e+01, float %call1430)
  %call1432 = tail call float @llvm.fma.f32(float %phi721, float 2.000000e+01, float %call1431)
  %call1433 = tail call float @llvm.fma.f32(float %phi722, float 2.300000e+01, float %call1432)
  %call1434 = tail call float @llvm.fma.f32(float %phi723, float 2.600000e+01, float %call1433)
  %leaf1425 = bitcast i32 %call1424 to float
  %fadd1435 = fadd float %call1434, %leaf1425
  %leaf1447 = bitcast i32 %call1446 to float
  %fadd1448 = fadd float %fadd1435, %leaf1447
  %gep3412 = getelementptr float, ptr addrspace(1) %invariant.gep3371, i64 %mul1327
  store float %fadd1448, ptr addrspace(1) %gep3412, align 4
  br label %endif1454

endif1454:                                        ; preds = %endif1413, %endif1413, %then1453
  %add1456 = add nuw nsw i64 %group, 1
  br label %tile.steps

tile.steps1819:                                   ; preds = %endif3309, %else
  %group1821 = phi i64 [ 0, %else ], [ %add3311, %endif3309 ]
  %phi1822 = phi float [ %sel, %else ], [ %phi2457, %endif3309 ]
  %phi1823 = phi float [ %sel1631, %else ], [ %phi2458, %endif3309 ]
  %phi1824 = phi float [ %sel1638, %else ], [ %phi2459, %endif3309 ]
  %phi1825 = phi float [ %sel1645, %else ], [ %phi2460, %endif3309 ]
  %phi1826 = phi float [ %sel1652, %else ], [ %phi2461, %endif3309 ]
  %phi1827 = phi float [ %sel1659, %else ], [ %phi2462, %endif3309 ]
  %phi1828 = phi float [ %sel1677, %else ], [ %phi2463, %endif3309 ]
  %phi1829 = phi float [ %sel1684, %else ], [ %phi2464, %endif3309 ]
  %phi1830 = phi float [ %sel1691, %else ], [ %phi2465, %endif3309 ]
  %phi1831 = phi float [ %sel1698, %else ], [ %phi2466, %endif3309 ]
  %phi1832 = phi float [ %sel1705, %else ], [ %phi2467, %endif3309 ]
  %phi1833 = phi float [ %sel1712, %else ], [ %phi2468, %endif3309 ]
  %phi1834 = phi float [ %sel1730, %else ], [ %phi2943, %endif3309 ]
  %phi1835 = phi float [ %sel1737, %else ], [ %phi2944, %endif3309 ]
  %phi1836 = phi float [ %sel1744, %else ], [ %phi2945, %endif3309 ]
  %phi1837 = phi float [ %sel1751, %else ], [ %phi2946, %endif3309 ]
  %phi1838 = phi float [ %sel1758, %else ], [ %phi2947, %endif3309 ]
  %phi1839 = phi float [ %sel1765, %else ], [ %phi2948, %endif3309 ]
  %phi1840 = phi float [ %sel1783, %else ], [ %phi2949, %endif3309 ]
  %phi1841 = phi float [ %sel1790, %else ], [ %phi2950, %endif3309 ]
  %phi1842 = phi float [ %sel1797, %else ], [ %phi2951, %endif3309 ]
  %phi1843 = phi float [ %sel1804, %else ], [ %phi2952, %endif3309 ]
  %phi1844 = phi float [ %sel1811, %else ], [ %phi2953, %endif3309 ]
  %phi1845 = phi float [ %sel1818, %else ], [ %phi2954, %endif3309 ]
  %mul1858 = mul nuw nsw i64 %group1821, 3
  %mul1860 = mul nuw nsw i64 %group1821, 6
  %add1861 = add nuw nsw i64 %mul1860, %mul49
  %add1862 = add nuw nsw i64 %mul1858, 1
  %cmp1863 = icmp ult i64 %add1862, %60
  br i1 %cmp1863, label %then1865, label %endif1867

then1865:                                         ; preds = %tile.steps1819
  %add1864 = add i64 %add1861, 3
  %call1870 = tail call i64 @llvm.smin.i64(i64 %add1864, i64 %7)
  %call1871 = tail call i64 @llvm.smax.i64(i64 %call1870, i64 -1)
  %cmp1872 = icmp sgt i64 %call1870, -1
  %cmp1873 = icmp slt i64 %call1871, %4
  %in1874 = and i1 %cmp1872, %cmp1873
  %call1876 = tail call i64 @llvm.smin.i64(i64 %call1871, i64 %sub1616)
  %call1877 = tail call i64 @llvm.smax.i64(i64 %call1876, i64 0)
  %mul1878 = mul i64 %call1877, %mul1565
  %135 = getelementptr float, ptr addrspace(1) %3, i64 %mul1878
  %136 = getelementptr float, ptr addrspace(1) %135, i64 %mul1478
  %p1881 = getelementptr float, ptr addrspace(1) %136, i64 %call1563
  %v1882 = load float, ptr addrspace(1) %p1881, align 4
  %in1883 = and i1 %in, %in1874
  %in1884 = and i1 %in1560, %in1883
  %sel1885 = select i1 %in1884, float %v1882, float 5.000000e-01
  %137 = getelementptr float, ptr addrspace(1) %135, i64 %mul1493
  %p1888 = getelementptr float, ptr addrspace(1) %137, i64 %call1563
  %v1889 = load float, ptr addrspace(1) %p1888, align 4
  %in1890 = and i1 %in1486, %in1874
  %in1891 = and i1 %in1560, %in1890
  %sel1892 = select i1 %in1891, float %v1889, float 5.000000e-01
  %138 = getelementptr float, ptr addrspace(1) %135, i64 %mul1508
  %p1895 = getelementptr float, ptr addrspace(1) %138, i64 %call1563
  %v1896 = load float, ptr addrspace(1) %p1895, align 4
  %in1897 = and i1 %in1501, %in1874
  %in1898 = and i1 %in1560, %in1897
  %sel1899 = select i1 %in1898, float %v1896, float 5.000000e-01
  %139 = getelementptr float, ptr addrspace(1) %135, i64 %mul1523
  %p1902 = getelementptr float, ptr addrspace(1) %139, i64 %call1563
  %v1903 = load float, ptr addrspace(1) %p1902, align 4
  %in1904 = and i1 %in1516, %in1874
  %in1905 = and i1 %in1560, %in1904
  %sel1906 = select i1 %in1905, float %v1903, float 5.000000e-01
  %140 = getelementptr float, ptr addrspace(1) %135, i64 %mul1538
  %p1909 = getelementptr float, ptr addrspace(1) %140, i64 %call1563
  %v1910 = load float, ptr addrspace(1) %p1909, align 4
  %in1911 = and i1 %in1531, %in1874
  %in1912 = and i1 %in1560, %in1911
  %sel1913 = select i1 %in1912, float %v1910, float 5.000000e-01
  %141 = getelementptr float, ptr addrspace(1) %135, i64 %mul1553
  %p1916 = getelementptr float, ptr addrspace(1) %141, i64 %call1563
  %v1917 = load float, ptr addrspace(1) %p1916, align 4
  %in1918 = and i1 %in1546, %in1874
  %in1919 = and i1 %in1560, %in1918
  %sel1920 = select i1 %in1919, float %v1917, float 5.000000e-01
  %add1921 = add i64 %add1861, 4
  %call1923 = tail call i64 @llvm.smin.i64(i64 %add1921, i64 %7)
  %call1924 = tail call i64 @llvm.smax.i64(i64 %call1923, i64 -1)
  %cmp1925 = icmp sgt i64 %call1923, -1
  %cmp1926 = icmp slt i64 %call1924, %4
  %in1927 = and i1 %cmp1925, %cmp1926
  %call1929 = tail call i64 @llvm.smin.i64(i64 %call1924, i64 %sub1616)
  %call1930 = tail call i64 @llvm.smax.i64(i64 %call1929, i64 0)
  %mul1931 = mul i64 %call1930, %mul1565
  %142 = getelementptr float, ptr addrspace(1) %3, i64 %mul1931
  %143 = getelementptr float, ptr addrspace(1) %142, i64 %mul1478
  %p1934 = getelementptr float, ptr addrspace(1) %143, i64 %call1563
  %v1935 = load float, ptr addrspace(1) %p1934, align 4
  %in1936 = and i1 %in, %in1927
  %in1937 = and i1 %in1560, %in1936
  %sel1938 = select i1 %in1937, float %v1935, float 5.000000e-01
  %144 = getelementptr float, ptr addrspace(1) %142, i64 %mul1493
  %p1941 = getelementptr float, ptr addrspace(1) %144, i64 %call1563
  %v1942 = load float, ptr addrspace(1) %p1941, align 4
  %in1943 = and i1 %in1486, %in1927
  %in1944 = and i1 %in1560, %in1943
  %sel1945 = select i1 %in1944, float %v1942, float 5.000000e-01
  %145 = getelementptr float, ptr addrspace(1) %142, i64 %mul1508
  %p1948 = getelementptr float, ptr addrspace(1) %145, i64 %call1563
  %v1949 = load float, ptr addrspace(1) %p1948, align 4
  %in1950 = and i1 %in1501, %in1927
  %in1951 = and i1 %in1560, %in1950
  %sel1952 = select i1 %in1951, float %v1949, float 5.000000e-01
  %146 = getelementptr float, ptr addrspace(1) %142, i64 %mul1523
  %p1955 = getelementptr float, ptr addrspace(1) %146, i64 %call1563
  %v1956 = load float, ptr addrspace(1) %p1955, align 4
  %in1957 = and i1 %in1516, %in1927
  %in1958 = and i1 %in1560, %in1957
  %sel1959 = select i1 %in1958, float %v1956, float 5.000000e-01
  %147 = getelementptr float, ptr addrspace(1) %142, i64 %mul1538
  %p1962 = getelementptr float, ptr addrspace(1) %147, i64 %call1563
  %v1963 = load float, ptr addrspace(1) %p1962, align 4
  %in1964 = and i1 %in1531, %in1927
  %in1965 = and i1 %in1560, %in1964
  %sel1966 = select i1 %in1965, float %v1963, float 5.000000e-01
  %148 = getelementptr float, ptr addrspace(1) %142, i64 %mul1553
  %p1969 = getelementptr float, ptr addrspace(1) %148, i64 %call1563
  %v1970 = load float, ptr addrspace(1) %p1969, align 4
  %in1971 = and i1 %in1546, %in1927
  %in1972 = and i1 %in1560, %in1971
  %sel1973 = select i1 %in1972, float %v1970, float 5.000000e-01
  br label %endif1867

endif1867:                                        ; preds = %tile.steps1819, %then1865
  %phi1974 = phi float [ %sel1885, %then1865 ], [ 0.000000e+00, %tile.steps1819 ]
  %phi1975 = phi float [ %sel1892, %then1865 ], [ 0.000000e+00, %tile.steps1819 ]
  %phi1976 = phi float [ %sel1899, %then1865 ], [ 0.000000e+00, %tile.steps1819 ]
  %phi1977 = phi float [ %sel1906, %then1865 ], [ 0.000000e+00, %tile.steps1819 ]
  %phi1978 = phi float [ %sel1913, %then1865 ], [ 0.000000e+00, %tile.steps1819 ]
  %phi1979 = phi float [ %sel1920, %then1865 ], [ 0.000000e+00, %tile.steps1819 ]
  %phi1980 = phi float [ %sel1938, %then1865 ], [ 0.000000e+00, %tile.steps1819 ]
  %phi1981 = phi float [ %sel1945, %then1865 ], [ 0.000000e+00, %tile.steps1819 ]
  %phi1982 = phi float [ %sel1952, %then1865 ], [ 0.000000e+00, %tile.steps1819 ]
  %phi1983 = phi float [ %sel1959, %then1865 ], [ 0.000000e+00, %tile.steps1819 ]
  %phi1984 = phi float [ %sel1966, %then1865 ], [ 0.000000e+00, %tile.steps1819 ]
  %phi1985 = phi float [ %sel1973, %then1865 ], [ 0.000000e+00, %tile.steps1819 ]
  %sub1986 = sub i64 %7, %add1861
  %call1989 = tail call float @llvm.fma.f32(float %phi1823, float 4.000000e+00, float %phi1822)
  %call1990 = tail call float @llvm.fma.f32(float %phi1824, float 7.000000e+00, float %call1989)
  %call1991 = tail call float @llvm.fma.f32(float %phi1828, float 1.000000e+01, float %call1990)
  %call1992 = tail call float @llvm.fma.f32(float %phi1829, float 1.300000e+01, float %call1991)
  %call1993 = tail call float @llvm.fma.f32(float %phi1830, float 1.600000e+01, float %call1992)
  %call1994 = tail call float @llvm.fma.f32(float %phi1834, float 1.900000e+01, float %call1993)
  %call1995 = tail call float @llvm.fma.f32(float %phi1835, float 2.200000e+01, float %call1994)
  %call1996 = tail call float @llvm.fma.f32(float %phi1836, float 2.500000e+01, float %call1995)
  %bits1997 = bitcast float %call1996 to i32
  %call1998 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1997, i32 1, i32 0)
  %fmul2010 = fmul float %phi1822, 3.000000e+00
  %call2011 = tail call float @llvm.fma.f32(float %phi1823, float 6.000000e+00, float %fmul2010)
  %call2012 = tail call float @llvm.fma.f32(float %phi1824, float 9.000000e+00, float %call2011)
  %call2013 = tail call float @llvm.fma.f32(float %phi1828, float 1.200000e+01, float %call2012)
  %call2014 = tail call float @llvm.fma.f32(float %phi1829, float 1.500000e+01, float %call2013)
  %call2015 = tail call float @llvm.fma.f32(float %phi1830, float 1.800000e+01, float %call2014)
  %call2016 = tail call float @llvm.fma.f32(float %phi1834, float 2.100000e+01, float %call2015)
  %call2017 = tail call float @llvm.fma.f32(float %phi1835, float 2.400000e+01, float %call2016)
  %call2018 = tail call float @llvm.fma.f32(float %phi1836, float 2.700000e+01, float %call2017)
  %bits2019 = bitcast float %call2018 to i32
  %call2020 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2019, i32 1, i32 31)
  %cmp2024 = icmp sgt i64 %sub1986, 0
  %out.s = and i1 %out.row, %cmp2024
  %mul2025 = mul i64 %add1861, %mul1602
  %out.col = and i1 %cmp1580, %out.s
  br i1 %out.col, label %then2028, label %endif2029

then2028:                                         ; preds = %endif1867
  %fmul2000 = fmul float %phi1822, 2.000000e+00
  %call2001 = tail call float @llvm.fma.f32(float %phi1823, float 5.000000e+00, float %fmul2000)
  %call2002 = tail call float @llvm.fma.f32(float %phi1824, float 8.000000e+00, float %call2001)
  %call2003 = tail call float @llvm.fma.f32(float %phi1828, float 1.100000e+01, float %call2002)
  %call2004 = tail call float @llvm.fma.f32(float %phi1829, float 1.400000e+01, float %call2003)
  %call2005 = tail call float @llvm.fma.f32(float %phi1830, float 1.700000e+01, float %call2004)
  %call2006 = tail call float @llvm.fma.f32(float %phi1834, float 2.000000e+01, float %call2005)
  %call2007 = tail call float @llvm.fma.f32(float %phi1835, float 2.300000e+01, float %call2006)
  %call2008 = tail call float @llvm.fma.f32(float %phi1836, float 2.600000e+01, float %call2007)
  %leaf1999 = bitcast i32 %call1998 to float
  %fadd2009 = fadd float %call2008, %leaf1999
  %leaf2021 = bitcast i32 %call2020 to float
  %fadd2022 = fadd float %fadd2009, %leaf2021
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul2025
  store float %fadd2022, ptr addrspace(1) %gep, align 4
  br label %endif2029

endif2029:                                        ; preds = %then2028, %endif1867
  %call2031 = tail call float @llvm.fma.f32(float %phi1824, float 4.000000e+00, float %phi1823)
  %call2032 = tail call float @llvm.fma.f32(float %phi1825, float 7.000000e+00, float %call2031)
  %call2033 = tail call float @llvm.fma.f32(float %phi1829, float 1.000000e+01, float %call2032)
  %call2034 = tail call float @llvm.fma.f32(float %phi1830, float 1.300000e+01, float %call2033)
  %call2035 = tail call float @llvm.fma.f32(float %phi1831, float 1.600000e+01, float %call2034)
  %call2036 = tail call float @llvm.fma.f32(float %phi1835, float 1.900000e+01, float %call2035)
  %call2037 = tail call float @llvm.fma.f32(float %phi1836, float 2.200000e+01, float %call2036)
  %call2038 = tail call float @llvm.fma.f32(float %phi1837, float 2.500000e+01, float %call2037)
  %bits2039 = bitcast float %call2038 to i32
  %call2040 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2039, i32 1, i32 0)
  %fmul2052 = fmul float %phi1823, 3.000000e+00
  %call2053 = tail call float @llvm.fma.f32(float %phi1824, float 6.000000e+00, float %fmul2052)
  %call2054 = tail call float @llvm.fma.f32(float %phi1825, float 9.000000e+00, float %call2053)
  %call2055 = tail call float @llvm.fma.f32(float %phi1829, float 1.200000e+01, float %call2054)
  %call2056 = tail call float @llvm.fma.f32(float %phi1830, float 1.500000e+01, float %call2055)
  %call2057 = tail call float @llvm.fma.f32(float %phi1831, float 1.800000e+01, float %call2056)
  %call2058 = tail call float @llvm.fma.f32(float %phi1835, float 2.100000e+01, float %call2057)
  %call2059 = tail call float @llvm.fma.f32(float %phi1836, float 2.400000e+01, float %call2058)
  %call2060 = tail call float @llvm.fma.f32(float %phi1837, float 2.700000e+01, float %call2059)
  %bits2061 = bitcast float %call2060 to i32
  %call2062 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2061, i32 1, i32 31)
  %out.s2067 = and i1 %out.row1573, %cmp2024
  %out.col2070 = and i1 %cmp1580, %out.s2067
  br i1 %out.col2070, label %then2072, label %endif2073

then2072:                                         ; preds = %endif2029
  %fmul2042 = fmul float %phi1823, 2.000000e+00
  %call2043 = tail call float @llvm.fma.f32(float %phi1824, float 5.000000e+00, float %fmul2042)
  %call2044 = tail call float @llvm.fma.f32(float %phi1825, float 8.000000e+00, float %call2043)
  %call2045 = tail call float @llvm.fma.f32(float %phi1829, float 1.100000e+01, float %call2044)
  %call2046 = tail call float @llvm.fma.f32(float %phi1830, float 1.400000e+01, float %call2045)
  %call2047 = tail call float @llvm.fma.f32(float %phi1831, float 1.700000e+01, float %call2046)
  %call2048 = tail call float @llvm.fma.f32(float %phi1835, float 2.000000e+01, float %call2047)
  %call2049 = tail call float @llvm.fma.f32(float %phi1836, float 2.300000e+01, float %call2048)
  %call2050 = tail call float @llvm.fma.f32(float %phi1837, float 2.600000e+01, float %call2049)
  %leaf2041 = bitcast i32 %call2040 to float
  %fadd2051 = fadd float %call2050, %leaf2041
  %leaf2063 = bitcast i32 %call2062 to float
  %fadd2064 = fadd float %fadd2051, %leaf2063
  %gep3320 = getelementptr float, ptr addrspace(1) %invariant.gep3319, i64 %mul2025
  store float %fadd2064, ptr addrspace(1) %gep3320, align 4
  br label %endif2073

endif2073:                                        ; preds = %then2072, %endif2029
  %call2075 = tail call float @llvm.fma.f32(float %phi1825, float 4.000000e+00, float %phi1824)
  %call2076 = tail call float @llvm.fma.f32(float %phi1826, float 7.000000e+00, float %call2075)
  %call2077 = tail call float @llvm.fma.f32(float %phi1830, float 1.000000e+01, float %call2076)
  %call2078 = tail call float @llvm.fma.f32(float %phi1831, float 1.300000e+01, float %call2077)
  %call2079 = tail call float @llvm.fma.f32(float %phi1832, float 1.600000e+01, float %call2078)
  %call2080 = tail call float @llvm.fma.f32(float %phi1836, float 1.900000e+01, float %call2079)
  %call2081 = tail call float @llvm.fma.f32(float %phi1837, float 2.200000e+01, float %call2080)
  %call2082 = tail call float @llvm.fma.f32(float %phi1838, float 2.500000e+01, float %call2081)
  %bits2083 = bitcast float %call2082 to i32
  %call2084 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2083, i32 1, i32 0)
  %fmul2096 = fmul float %phi1824, 3.000000e+00
  %call2097 = tail call float @llvm.fma.f32(float %phi1825, float 6.000000e+00, float %fmul2096)
  %call2098 = tail call float @llvm.fma.f32(float %phi1826, float 9.000000e+00, float %call2097)
  %call2099 = tail call float @llvm.fma.f32(float %phi1830, float 1.200000e+01, float %call2098)
  %call2100 = tail call float @llvm.fma.f32(float %phi1831, float 1.500000e+01, float %call2099)
  %call2101 = tail call float @llvm.fma.f32(float %phi1832, float 1.800000e+01, float %call2100)
  %call2102 = tail call float @llvm.fma.f32(float %phi1836, float 2.100000e+01, float %call2101)
  %call2103 = tail call float @llvm.fma.f32(float %phi1837, float 2.400000e+01, float %call2102)
  %call2104 = tail call float @llvm.fma.f32(float %phi1838, float 2.700000e+01, float %call2103)
  %bits2105 = bitcast float %call2104 to i32
  %call2106 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2105, i32 1, i32 31)
  %out.s2111 = and i1 %out.row1576, %cmp2024
  %out.col2114 = and i1 %cmp1580, %out.s2111
  br i1 %out.col2114, label %then2116, label %endif2117

then2116:                                         ; preds = %endif2073
  %fmul2086 = fmul float %phi1824, 2.000000e+00
  %call2087 = tail call float @llvm.fma.f32(float %phi1825, float 5.000000e+00, float %fmul2086)
  %call2088 = tail call float @llvm.fma.f32(float %phi1826, float 8.000000e+00, float %call2087)
  %call2089 = tail call float @llvm.fma.f32(float %phi1830, float 1.100000e+01, float %call2088)
  %call2090 = tail call float @llvm.fma.f32(float %phi1831, float 1.400000e+01, float %call2089)
  %call2091 = tail call float @llvm.fma.f32(float %phi1832, float 1.700000e+01, float %call2090)
  %call2092 = tail call float @llvm.fma.f32(float %phi1836, float 2.000000e+01, float %call2091)
  %call2093 = tail call float @llvm.fma.f32(float %phi1837, float 2.300000e+01, float %call2092)
  %call2094 = tail call float @llvm.fma.f32(float %phi1838, float 2.600000e+01, float %call2093)
  %leaf2085 = bitcast i32 %call2084 to float
  %fadd2095 = fadd float %call2094, %leaf2085
  %leaf2107 = bitcast i32 %call2106 to float
  %fadd2108 = fadd float %fadd2095, %leaf2107
  %gep3322 = getelementptr float, ptr addrspace(1) %invariant.gep3321, i64 %mul2025
  store float %fadd2108, ptr addrspace(1) %gep3322, align 4
  br label %endif2117

endif2117:                                        ; preds = %then2116, %endif2073
  %call2119 = tail call float @llvm.fma.f32(float %phi1826, float 4.000000e+00, float %phi1825)
  %call2120 = tail call float @llvm.fma.f32(float %phi1827, float 7.000000e+00, float %call2119)
  %call2121 = tail call float @llvm.fma.f32(float %phi1831, float 1.000000e+01, float %call2120)
  %call2122 = tail call float @llvm.fma.f32(float %phi1832, float 1.300000e+01, float %call2121)
  %call2123 = tail call float @llvm.fma.f32(float %phi1833, float 1.600000e+01, float %call2122)
  %call2124 = tail call float @llvm.fma.f32(float %phi1837, float 1.900000e+01, float %call2123)
  %call2125 = tail call float @llvm.fma.f32(float %phi1838, float 2.200000e+01, float %call2124)
  %call2126 = tail call float @llvm.fma.f32(float %phi1839, float 2.500000e+01, float %call2125)
  %bits2127 = bitcast float %call2126 to i32
  %call2128 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2127, i32 1, i32 0)
  %fmul2140 = fmul float %phi1825, 3.000000e+00
  %call2141 = tail call float @llvm.fma.f32(float %phi1826, float 6.000000e+00, float %fmul2140)
  %call2142 = tail call float @llvm.fma.f32(float %phi1827, float 9.000000e+00, float %call2141)
  %call2143 = tail call float @llvm.fma.f32(float %phi1831, float 1.200000e+01, float %call2142)
  %call2144 = tail call float @llvm.fma.f32(float %phi1832, float 1.500000e+01, float %call2143)
  %call2145 = tail call float @llvm.fma.f32(float %phi1833, float 1.800000e+01, float %call2144)
  %call2146 = tail call float @llvm.fma.f32(float %phi1837, float 2.100000e+01, float %call2145)
  %call2147 = tail call float @llvm.fma.f32(float %phi1838, float 2.400000e+01, float %call2146)
  %call2148 = tail call float @llvm.fma.f32(float %phi1839, float 2.700000e+01, float %call2147)
  %bits2149 = bitcast float %call2148 to i32
  %call2150 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2149, i32 1, i32 31)
  %out.s2155 = and i1 %out.row1579, %cmp2024
  %out.col2158 = and i1 %cmp1580, %out.s2155
  br i1 %out.col2158, label %then2160, label %endif2161

then2160:                                         ; preds = %endif2117
  %fmul2130 = fmul float %phi1825, 2.000000e+00
  %call2131 = tail call float @llvm.fma.f32(float %phi1826, float 5.000000e+00, float %fmul2130)
  %call2132 = tail call float @llvm.fma.f32(float %phi1827, float 8.000000e+00, float %call2131)
  %call2133 = tail call float @llvm.fma.f32(float %phi1831, float 1.100000e+01, float %call2132)
  %call2134 = tail call float @llvm.fma.f32(float %phi1832, float 1.400000e+01, float %call2133)
  %call2135 = tail call float @llvm.fma.f32(float %phi1833, float 1.700000e+01, float %call2134)
  %call2136 = tail call float @llvm.fma.f32(float %phi1837, float 2.000000e+01, float %call2135)
  %call2137 = tail call float @llvm.fma.f32(float %phi1838, float 2.300000e+01, float %call2136)
  %call2138 = tail call float @llvm.fma.f32(float %phi1839, float 2.600000e+01, float %call2137)
  %leaf2129 = bitcast i32 %call2128 to float
  %fadd2139 = fadd float %call2138, %leaf2129
  %leaf2151 = bitcast i32 %call2150 to float
  %fadd2152 = fadd float %fadd2139, %leaf2151
  %gep3324 = getelementptr float, ptr addrspace(1) %invariant.gep3323, i64 %mul2025
  store float %fadd2152, ptr addrspace(1) %gep3324, align 4
  br label %endif2161

endif2161:                                        ; preds = %then2160, %endif2117
  %call2163 = tail call float @llvm.fma.f32(float %phi1829, float 4.000000e+00, float %phi1828)
  %call2164 = tail call float @llvm.fma.f32(float %phi1830, float 7.000000e+00, float %call2163)
  %call2165 = tail call float @llvm.fma.f32(float %phi1834, float 1.000000e+01, float %call2164)
  %call2166 = tail call float @llvm.fma.f32(float %phi1835, float 1.300000e+01, float %call2165)
  %call2167 = tail call float @llvm.fma.f32(float %phi1836, float 1.600000e+01, float %call2166)
  %call2168 = tail call float @llvm.fma.f32(float %phi1840, float 1.900000e+01, float %call2167)
  %call2169 = tail call float @llvm.fma.f32(float %phi1841, float 2.200000e+01, float %call2168)
  %call2170 = tail call float @llvm.fma.f32(float %phi1842, float 2.500000e+01, float %call2169)
  %bits2171 = bitcast float %call2170 to i32
  %call2172 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2171, i32 1, i32 0)
  %fmul2184 = fmul float %phi1828, 3.000000e+00
  %call2185 = tail call float @llvm.fma.f32(float %phi1829, float 6.000000e+00, float %fmul2184)
  %call2186 = tail call float @llvm.fma.f32(float %phi1830, float 9.000000e+00, float %call2185)
  %call2187 = tail call float @llvm.fma.f32(float %phi1834, float 1.200000e+01, float %call2186)
  %call2188 = tail call float @llvm.fma.f32(float %phi1835, float 1.500000e+01, float %call2187)
  %call2189 = tail call float @llvm.fma.f32(float %phi1836, float 1.800000e+01, float %call2188)
  %call2190 = tail call float @llvm.fma.f32(float %phi1840, float 2.100000e+01, float %call2189)
  %call2191 = tail call float @llvm.fma.f32(float %phi1841, float 2.400000e+01, float %call2190)
  %call2192 = tail call float @llvm.fma.f32(float %phi1842, float 2.700000e+01, float %call2191)
  %bits2193 = bitcast float %call2192 to i32
  %call2194 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2193, i32 1, i32 31)
  %add2197 = or disjoint i64 %add1861, 1
  %cmp2198 = icmp sgt i64 %sub1986, 1
  %out.s2199 = and i1 %out.row, %cmp2198
  %mul2200 = mul i64 %add2197, %mul1602
  %out.col2202 = and i1 %cmp1580, %out.s2199
  br i1 %out.col2202, label %then2204, label %endif2205

then2204:                                         ; preds = %endif2161
  %fmul2174 = fmul float %phi1828, 2.000000e+00
  %call2175 = tail call float @llvm.fma.f32(float %phi1829, float 5.000000e+00, float %fmul2174)
  %call2176 = tail call float @llvm.fma.f32(float %phi1830, float 8.000000e+00, float %call2175)
  %call2177 = tail call float @llvm.fma.f32(float %phi1834, float 1.100000e+01, float %call2176)
  %call2178 = tail call float @llvm.fma.f32(float %phi1835, float 1.400000e+01, float %call2177)
  %call2179 = tail call float @llvm.fma.f32(float %phi1836, float 1.700000e+01, float %call2178)
  %call2180 = tail call float @llvm.fma.f32(float %phi1840, float 2.000000e+01, float %call2179)
  %call2181 = tail call float @llvm.fma.f32(float %phi1841, float 2.300000e+01, float %call2180)
  %call2182 = tail call float @llvm.fma.f32(float %phi1842, float 2.600000e+01, float %call2181)
  %leaf2173 = bitcast i32 %call2172 to float
  %fadd2183 = fadd float %call2182, %leaf2173
  %leaf2195 = bitcast i32 %call2194 to float
  %fadd2196 = fadd float %fadd2183, %leaf2195
  %gep3326 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul2200
  store float %fadd2196, ptr addrspace(1) %gep3326, align 4
  br label %endif2205

endif2205:                                        ; preds = %then2204, %endif2161
  %call2207 = tail call float @llvm.fma.f32(float %phi1830, float 4.000000e+00, float %phi1829)
  %call2208 = tail call float @llvm.fma.f32(float %phi1831, float 7.000000e+00, float %call2207)
  %call2209 = tail call float @llvm.fma.f32(float %phi1835, float 1.000000e+01, float %call2208)
  %call2210 = tail call float @llvm.fma.f32(float %phi1836, float 1.300000e+01, float %call2209)
  %call2211 = tail call float @llvm.fma.f32(float %phi1837, float 1.600000e+01, float %call2210)
  %call2212 = tail call float @llvm.fma.f32(float %phi1841, float 1.900000e+01, float %call2211)
  %call2213 = tail call float @llvm.fma.f32(float %phi1842, float 2.200000e+01, float %call2212)
  %call2214 = tail call float @llvm.fma.f32(float %phi1843, float 2.500000e+01, float %call2213)
  %bits2215 = bitcast float %call2214 to i32
  %call2216 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2215, i32 1, i32 0)
  %fmul2228 = fmul float %phi1829, 3.000000e+00
  %call2229 = tail call float @llvm.fma.f32(float %phi1830, float 6.000000e+00, float %fmul2228)
  %call2230 = tail call float @llvm.fma.f32(float %phi1831, float 9.000000e+00, float %call2229)
  %call2231 = tail call float @llvm.fma.f32(float %phi1835, float 1.200000e+01, float %call2230)
  %call2232 = tail call float @llvm.fma.f32(float %phi1836, float 1.500000e+01, float %call2231)
  %call2233 = tail call float @llvm.fma.f32(float %phi1837, float 1.800000e+01, float %call2232)
  %call2234 = tail call float @llvm.fma.f32(float %phi1841, float 2.100000e+01, float %call2233)
  %call2235 = tail call float @llvm.fma.f32(float %phi1842, float 2.400000e+01, float %call2234)
  %call2236 = tail call float @llvm.fma.f32(float %phi1843, float 2.700000e+01, float %call2235)
  %bits2237 = bitcast float %call2236 to i32
  %call2238 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2237, i32 1, i32 31)
  %out.s2243 = and i1 %out.row1573, %cmp2198
  %out.col2246 = and i1 %cmp1580, %out.s2243
  br i1 %out.col2246, label %then2248, label %endif2249

then2248:                                         ; preds = %endif2205
  %fmul2218 = fmul float %phi1829, 2.000000e+00
  %call2219 = tail call float @llvm.fma.f32(float %phi1830, float 5.000000e+00, float %fmul2218)
  %call2220 = tail call float @llvm.fma.f32(float %phi1831, float 8.000000e+00, float %call2219)
  %call2221 = tail call float @llvm.fma.f32(float %phi1835, float 1.100000e+01, float %call2220)
  %call2222 = tail call float @llvm.fma.f32(float %phi1836, float 1.400000e+01, float %call2221)
  %call2223 = tail call float @llvm.fma.f32(float %phi1837, float 1.700000e+01, float %call2222)
  %call2224 = tail call float @llvm.fma.f32(float %phi1841, float 2.000000e+01, float %call2223)
  %call2225 = tail call float @llvm.fma.f32(float %phi1842, float 2.300000e+01, float %call2224)
  %call2226 = tail call float @llvm.fma.f32(float %phi1843, float 2.600000e+01, float %call2225)
  %leaf2217 = bitcast i32 %call2216 to float
  %fadd2227 = fadd float %call2226, %leaf2217
  %leaf2239 = bitcast i32 %call2238 to float
  %fadd2240 = fadd float %fadd2227, %leaf2239
  %gep3328 = getelementptr float, ptr addrspace(1) %invariant.gep3319, i64 %mul2200
  store float %fadd2240, ptr addrspace(1) %gep3328, align 4
  br label %endif2249

endif2249:                                        ; preds = %then2248, %endif2205
  %call2251 = tail call float @llvm.fma.f32(float %phi1831, float 4.000000e+00, float %phi1830)
  %call2252 = tail call float @llvm.fma.f32(float %phi1832, float 7.000000e+00, float %call2251)
  %call2253 = tail call float @llvm.fma.f32(float %phi1836, float 1.000000e+01, float %call2252)
  %call2254 = tail call float @llvm.fma.f32(float %phi1837, float 1.300000e+01, float %call2253)
  %call2255 = tail call float @llvm.fma.f32(float %phi1838, float 1.600000e+01, float %call2254)
  %call2256 = tail call float @llvm.fma.f32(float %phi1842, float 1.900000e+01, float %call2255)
  %call2257 = tail call float @llvm.fma.f32(float %phi1843, float 2.200000e+01, float %call2256)
  %call2258 = tail call float @llvm.fma.f32(float %phi1844, float 2.500000e+01, float %call2257)
  %bits2259 = bitcast float %call2258 to i32
  %call2260 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2259, i32 1, i32 0)
  %fmul2272 = fmul float %phi1830, 3.000000e+00
  %call2273 = tail call float @llvm.fma.f32(float %phi1831, float 6.000000e+00, float %fmul2272)
  %call2274 = tail call float @llvm.fma.f32(float %phi1832, float 9.000000e+00, float %call2273)
  %call2275 = tail call float @llvm.fma.f32(float %phi1836, float 1.200000e+01, float %call2274)
  %call2276 = tail call float @llvm.fma.f32(float %phi1837, float 1.500000e+01, float %call2275)
  %call2277 = tail call float @llvm.fma.f32(float %phi1838, float 1.800000e+01, float %call2276)
  %call2278 = tail call float @llvm.fma.f32(float %phi1842, float 2.100000e+01, float %call2277)
  %call2279 = tail call float @llvm.fma.f32(float %phi1843, float 2.400000e+01, float %call2278)
  %call2280 = tail call float @llvm.fma.f32(float %phi1844, float 2.700000e+01, float %call2279)
  %bits2281 = bitcast float %call2280 to i32
  %call2282 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2281, i32 1, i32 31)
  %out.s2287 = and i1 %out.row1576, %cmp2198
  %out.col2290 = and i1 %cmp1580, %out.s2287
  br i1 %out.col2290, label %then2292, label %endif2293

then2292:                                         ; preds = %endif2249
  %fmul2262 = fmul float %phi1830, 2.000000e+00
  %call2263 = tail call float @llvm.fma.f32(float %phi1831, float 5.000000e+00, float %fmul2262)
  %call2264 = tail call float @llvm.fma.f32(float %phi1832, float 8.000000e+00, float %call2263)
  %call2265 = tail call float @llvm.fma.f32(float %phi1836, float 1.100000e+01, float %call2264)
  %call2266 = tail call float @llvm.fma.f32(float %phi1837, float 1.400000e+01, float %call2265)
  %call2267 = tail call float @llvm.fma.f32(float %phi1838, float 1.700000e+01, float %call2266)
  %call2268 = tail call float @llvm.fma.f32(float %phi1842, float 2.000000e+01, float %call2267)
  %call2269 = tail call float @llvm.fma.f32(float %phi1843, float 2.300000e+01, float %call2268)
  %call2270 = tail call float @llvm.fma.f32(float %phi1844, float 2.600000e+01, float %call2269)
  %leaf2261 = bitcast i32 %call2260 to float
  %fadd2271 = fadd float %call2270, %leaf2261
  %leaf2283 = bitcast i32 %call2282 to float
  %fadd2284 = fadd float %fadd2271, %leaf2283
  %gep3330 = getelementptr float, ptr addrspace(1) %invariant.gep3321, i64 %mul2200
  store float %fadd2284, ptr addrspace(1) %gep3330, align 4
  br label %endif2293

endif2293:                                        ; preds = %then2292, %endif2249
  %call2295 = tail call float @llvm.fma.f32(float %phi1832, float 4.000000e+00, float %phi1831)
  %call2296 = tail call float @llvm.fma.f32(float %phi1833, float 7.000000e+00, float %call2295)
  %call2297 = tail call float @llvm.fma.f32(float %phi1837, float 1.000000e+01, float %call2296)
  %call2298 = tail call float @llvm.fma.f32(float %phi1838, float 1.300000e+01, float %call2297)
  %call2299 = tail call float @llvm.fma.f32(float %phi1839, float 1.600000e+01, float %call2298)
  %call2300 = tail call float @llvm.fma.f32(float %phi1843, float 1.900000e+01, float %call2299)
  %call2301 = tail call float @llvm.fma.f32(float %phi1844, float 2.200000e+01, float %call2300)
  %call2302 = tail call float @llvm.fma.f32(float %phi1845, float 2.500000e+01, float %call2301)
  %bits2303 = bitcast float %call2302 to i32
  %call2304 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2303, i32 1, i32 0)
  %fmul2316 = fmul float %phi1831, 3.000000e+00
  %call2317 = tail call float @llvm.fma.f32(float %phi1832, float 6.000000e+00, float %fmul2316)
  %call2318 = tail call float @llvm.fma.f32(float %phi1833, float 9.000000e+00, float %call2317)
  %call2319 = tail call float @llvm.fma.f32(float %phi1837, float 1.200000e+01, float %call2318)
  %call2320 = tail call float @llvm.fma.f32(float %phi1838, float 1.500000e+01, float %call2319)
  %call2321 = tail call float @llvm.fma.f32(float %phi1839, float 1.800000e+01, float %call2320)
  %call2322 = tail call float @llvm.fma.f32(float %phi1843, float 2.100000e+01, float %call2321)
  %call2323 = tail call float @llvm.fma.f32(float %phi1844, float 2.400000e+01, float %call2322)
  %call2324 = tail call float @llvm.fma.f32(float %phi1845, float 2.700000e+01, float %call2323)
  %bits2325 = bitcast float %call2324 to i32
  %call2326 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2325, i32 1, i32 31)
  %out.s2331 = and i1 %out.row1579, %cmp2198
  %out.col2334 = and i1 %cmp1580, %out.s2331
  br i1 %out.col2334, label %then2336, label %endif2337

then2336:                                         ; preds = %endif2293
  %fmul2306 = fmul float %phi1831, 2.000000e+00
  %call2307 = tail call float @llvm.fma.f32(float %phi1832, float 5.000000e+00, float %fmul2306)
  %call2308 = tail call float @llvm.fma.f32(float %phi1833, float 8.000000e+00, float %call2307)
  %call2309 = tail call float @llvm.fma.f32(float %phi1837, float 1.100000e+01, float %call2308)
  %call2310 = tail call float @llvm.fma.f32(float %phi1838, float 1.400000e+01, float %call2309)
  %call2311 = tail call float @llvm.fma.f32(float %phi1839, float 1.700000e+01, float %call2310)
  %call2312 = tail call float @llvm.fma.f32(float %phi1843, float 2.000000e+01, float %call2311)
  %call2313 = tail call float @llvm.fma.f32(float %phi1844, float 2.300000e+01, float %call2312)
  %call2314 = tail call float @llvm.fma.f32(float %phi1845, float 2.600000e+01, float %call2313)
  %leaf2305 = bitcast i32 %call2304 to float
  %fadd2315 = fadd float %call2314, %leaf2305
  %leaf2327 = bitcast i32 %call2326 to float
  %fadd2328 = fadd float %fadd2315, %leaf2327
  %gep3332 = getelementptr float, ptr addrspace(1) %invariant.gep3323, i64 %mul2200
  store float %fadd2328, ptr addrspace(1) %gep3332, align 4
  br label %endif2337

endif2337:                                        ; preds = %then2336, %endif2293
  br i1 %cmp1863, label %tile.step2341, label %endif

tile.step2341:                                    ; preds = %endif2337
  %mul2343 = shl nuw i64 %add1862, 1
  %add2344 = add i64 %mul2343, %mul49
  %add2345 = add nuw nsw i64 %mul1858, 2
  %cmp2346 = icmp ult i64 %add2345, %60
  br i1 %cmp2346, label %then2348, label %endif2350

then2348:                                         ; preds = %tile.step2341
  %add2347 = add i64 %add2344, 3
  %call2353 = tail call i64 @llvm.smin.i64(i64 %add2347, i64 %7)
  %call2354 = tail call i64 @llvm.smax.i64(i64 %call2353, i64 -1)
  %cmp2355 = icmp sgt i64 %call2353, -1
  %cmp2356 = icmp slt i64 %call2354, %4
  %in2357 = and i1 %cmp2355, %cmp2356
  %call2359 = tail call i64 @llvm.smin.i64(i64 %call2354, i64 %sub1616)
  %call2360 = tail call i64 @llvm.smax.i64(i64 %call2359, i64 0)
  %mul2361 = mul i64 %call2360, %mul1565
  %149 = getelementptr float, ptr addrspace(1) %3, i64 %mul2361
  %150 = getelementptr float, ptr addrspace(1) %149, i64 %mul1478
  %p2364 = getelementptr float, ptr addrspace(1) %150, i64 %call1563
  %v2365 = load float, ptr addrspace(1) %p2364, align 4
  %in2366 = and i1 %in, %in2357
  %in2367 = and i1 %in1560, %in2366
  %sel2368 = select i1 %in2367, float %v2365, float 5.000000e-01
  %151 = getelementptr float, ptr addrspace(1) %149, i64 %mul1493
  %p2371 = getelementptr float, ptr addrspace(1) %151, i64 %call1563
  %v2372 = load float, ptr addrspace(1) %p2371, align 4
  %in2373 = and i1 %in1486, %in2357
  %in2374 = and i1 %in1560, %in2373
  %sel2375 = select i1 %in2374, float %v2372, float 5.000000e-01
  %152 = getelementptr float, ptr addrspace(1) %149, i64 %mul1508
  %p2378 = getelementptr float, ptr addrspace(1) %152, i64 %call1563
  %v2379 = load float, ptr addrspace(1) %p2378, align 4
  %in2380 = and i1 %in1501, %in2357
  %in2381 = and i1 %in1560, %in2380
  %sel2382 = select i1 %in2381, float %v2379, float 5.000000e-01
  %153 = getelementptr float, ptr addrspace(1) %149, i64 %mul1523
  %p2385 = getelementptr float, ptr addrspace(1) %153, i64 %call1563
  %v2386 = load float, ptr addrspace(1) %p2385, align 4
  %in2387 = and i1 %in1516, %in2357
  %in2388 = and i1 %in1560, %in2387
  %sel2389 = select i1 %in2388, float %v2386, float 5.000000e-01
  %154 = getelementptr float, ptr addrspace(1) %149, i64 %mul1538
  %p2392 = getelementptr float, ptr addrspace(1) %154, i64 %call1563
  %v2393 = load float, ptr addrspace(1) %p2392, align 4
  %in2394 = and i1 %in1531, %in2357
  %in2395 = and i1 %in1560, %in2394
  %sel2396 = select i1 %in2395, float %v2393, float 5.000000e-01
  %155 = getelementptr float, ptr addrspace(1) %149, i64 %mul1553
  %p2399 = getelementptr float, ptr addrspace(1) %155, i64 %call1563
  %v2400 = load float, ptr addrspace(1) %p2399, align 4
  %in2401 = and i1 %in1546, %in2357
  %in2402 = and i1 %in1560, %in2401
  %sel2403 = select i1 %in2402, float %v2400, float 5.000000e-01
  %add2404 = add i64 %add2344, 4
  %call2406 = tail call i64 @llvm.smin.i64(i64 %add2404, i64 %7)
  %call2407 = tail call i64 @llvm.smax.i64(i64 %call2406, i64 -1)
  %cmp2408 = icmp sgt i64 %call2406, -1
  %cmp2409 = icmp slt i64 %call2407, %4
  %in2410 = and i1 %cmp2408, %cmp2409
  %call2412 = tail call i64 @llvm.smin.i64(i64 %call2407, i64 %sub1616)
  %call2413 = tail call i64 @llvm.smax.i64(i64 %call2412, i64 0)
  %mul2414 = mul i64 %call2413, %mul1565
  %156 = getelementptr float, ptr addrspace(1) %3, i64 %mul2414
  %157 = getelementptr float, ptr addrspace(1) %156, i64 %mul1478
  %p2417 = getelementptr float, ptr addrspace(1) %157, i64 %call1563
  %v2418 = load float, ptr addrspace(1) %p2417, align 4
  %in2419 = and i1 %in, %in2410
  %in2420 = and i1 %in1560, %in2419
  %sel2421 = select i1 %in2420, float %v2418, float 5.000000e-01
  %158 = getelementptr float, ptr addrspace(1) %156, i64 %mul1493
  %p2424 = getelementptr float, ptr addrspace(1) %158, i64 %call1563
  %v2425 = load float, ptr addrspace(1) %p2424, align 4
  %in2426 = and i1 %in1486, %in2410
  %in2427 = and i1 %in1560, %in2426
  %sel2428 = select i1 %in2427, float %v2425, float 5.000000e-01
  %159 = getelementptr float, ptr addrspace(1) %156, i64 %mul1508
  %p2431 = getelementptr float, ptr addrspace(1) %159, i64 %call1563
  %v2432 = load float, ptr addrspace(1) %p2431, align 4
  %in2433 = and i1 %in1501, %in2410
  %in2434 = and i1 %in1560, %in2433
  %sel2435 = select i1 %in2434, float %v2432, float 5.000000e-01
  %160 = getelementptr float, ptr addrspace(1) %156, i64 %mul1523
  %p2438 = getelementptr float, ptr addrspace(1) %160, i64 %call1563
  %v2439 = load float, ptr addrspace(1) %p2438, align 4
  %in2440 = and i1 %in1516, %in2410
  %in2441 = and i1 %in1560, %in2440
  %sel2442 = select i1 %in2441, float %v2439, float 5.000000e-01
  %161 = getelementptr float, ptr addrspace(1) %156, i64 %mul1538
  %p2445 = getelementptr float, ptr addrspace(1) %161, i64 %call1563
  %v2446 = load float, ptr addrspace(1) %p2445, align 4
  %in2447 = and i1 %in1531, %in2410
  %in2448 = and i1 %in1560, %in2447
  %sel2449 = select i1 %in2448, float %v2446, float 5.000000e-01
  %162 = getelementptr float, ptr addrspace(1) %156, i64 %mul1553
  %p2452 = getelementptr float, ptr addrspace(1) %162, i64 %call1563
  %v2453 = load float, ptr addrspace(1) %p2452, align 4
  %in2454 = and i1 %in1546, %in2410
  %in2455 = and i1 %in1560, %in2454
  %sel2456 = select i1 %in2455, float %v2453, float 5.000000e-01
  br label %endif2350

endif2350:                                        ; preds = %tile.step2341, %then2348
  %phi2457 = phi float [ %sel2368, %then2348 ], [ 0.000000e+00, %tile.step2341 ]
  %phi2458 = phi float [ %sel2375, %then2348 ], [ 0.000000e+00, %tile.step2341 ]
  %phi2459 = phi float [ %sel2382, %then2348 ], [ 0.000000e+00, %tile.step2341 ]
  %phi2460 = phi float [ %sel2389, %then2348 ], [ 0.000000e+00, %tile.step2341 ]
  %phi2461 = phi float [ %sel2396, %then2348 ], [ 0.000000e+00, %tile.step2341 ]
  %phi2462 = phi float [ %sel2403, %then2348 ], [ 0.000000e+00, %tile.step2341 ]
  %phi2463 = phi float [ %sel2421, %then2348 ], [ 0.000000e+00, %tile.step2341 ]
  %phi2464 = phi float [ %sel2428, %then2348 ], [ 0.000000e+00, %tile.step2341 ]
  %phi2465 = phi float [ %sel2435, %then2348 ], [ 0.000000e+00, %tile.step2341 ]
  %phi2466 = phi float [ %sel2442, %then2348 ], [ 0.000000e+00, %tile.step2341 ]
  %phi2467 = phi float [ %sel2449, %then2348 ], [ 0.000000e+00, %tile.step2341 ]
  %phi2468 = phi float [ %sel2456, %then2348 ], [ 0.000000e+00, %tile.step2341 ]
  %sub2469 = sub i64 %7, %add2344
  %call2473 = tail call float @llvm.fma.f32(float %phi1835, float 4.000000e+00, float %phi1834)
  %call2474 = tail call float @llvm.fma.f32(float %phi1836, float 7.000000e+00, float %call2473)
  %call2475 = tail call float @llvm.fma.f32(float %phi1840, float 1.000000e+01, float %call2474)
  %call2476 = tail call float @llvm.fma.f32(float %phi1841, float 1.300000e+01, float %call2475)
  %call2477 = tail call float @llvm.fma.f32(float %phi1842, float 1.600000e+01, float %call2476)
  %call2478 = tail call float @llvm.fma.f32(float %phi1974, float 1.900000e+01, float %call2477)
  %call2479 = tail call float @llvm.fma.f32(float %phi1975, float 2.200000e+01, float %call2478)
  %call2480 = tail call float @llvm.fma.f32(float %phi1976, float 2.500000e+01, float %call2479)
  %bits2481 = bitcast float %call2480 to i32
  %call2482 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2481, i32 1, i32 0)
  %fmul2494 = fmul float %phi1834, 3.000000e+00
  %call2495 = tail call float @llvm.fma.f32(float %phi1835, float 6.000000e+00, float %fmul2494)
  %call2496 = tail call float @llvm.fma.f32(float %phi1836, float 9.000000e+00, float %call2495)
  %call2497 = tail call float @llvm.fma.f32(float %phi1840, float 1.200000e+01, float %call2496)
  %call2498 = tail call float @llvm.fma.f32(float %phi1841, float 1.500000e+01, float %call2497)
  %call2499 = tail call float @llvm.fma.f32(float %phi1842, float 1.800000e+01, float %call2498)
  %call2500 = tail call float @llvm.fma.f32(float %phi1974, float 2.100000e+01, float %call2499)
  %call2501 = tail call float @llvm.fma.f32(float %phi1975, float 2.400000e+01, float %call2500)
  %call2502 = tail call float @llvm.fma.f32(float %phi1976, float 2.700000e+01, float %call2501)
  %bits2503 = bitcast float %call2502 to i32
  %call2504 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2503, i32 1, i32 31)
  %cmp2508 = icmp sgt i64 %sub2469, 0
  %out.s2509 = and i1 %out.row, %cmp2508
  %mul2510 = mul i64 %add2344, %mul1602
  %out.col2512 = and i1 %cmp1580, %out.s2509
  br i1 %out.col2512, label %then2514, label %endif2515

then2514:                                         ; preds = %endif2350
  %fmul2484 = fmul float %phi1834, 2.000000e+00
  %call2485 = tail call float @llvm.fma.f32(float %phi1835, float 5.000000e+00, float %fmul2484)
  %call2486 = tail call float @llvm.fma.f32(float %phi1836, float 8.000000e+00, float %call2485)
  %call2487 = tail call float @llvm.fma.f32(float %phi1840, float 1.100000e+01, float %call2486)
  %call2488 = tail call float @llvm.fma.f32(float %phi1841, float 1.400000e+01, float %call2487)
  %call2489 = tail call float @llvm.fma.f32(float %phi1842, float 1.700000e+01, float %call2488)
  %call2490 = tail call float @llvm.fma.f32(float %phi1974, float 2.000000e+01, float %call2489)
  %call2491 = tail call float @llvm.fma.f32(float %phi1975, float 2.300000e+01, float %call2490)
  %call2492 = tail call float @llvm.fma.f32(float %phi1976, float 2.600000e+01, float %call2491)
  %leaf2483 = bitcast i32 %call2482 to float
  %fadd2493 = fadd float %call2492, %leaf2483
  %leaf2505 = bitcast i32 %call2504 to float
  %fadd2506 = fadd float %fadd2493, %leaf2505
  %gep3334 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul2510
  store float %fadd2506, ptr addrspace(1) %gep3334, align 4
  br label %endif2515

endif2515:                                        ; preds = %then2514, %endif2350
  %call2517 = tail call float @llvm.fma.f32(float %phi1836, float 4.000000e+00, float %phi1835)
  %call2518 = tail call float @llvm.fma.f32(float %phi1837, float 7.000000e+00, float %call2517)
  %call2519 = tail call float @llvm.fma.f32(float %phi1841, float 1.000000e+01, float %call2518)
  %call2520 = tail call float @llvm.fma.f32(float %phi1842, float 1.300000e+01, float %call2519)
  %call2521 = tail call float @llvm.fma.f32(float %phi1843, float 1.600000e+01, float %call2520)
  %call2522 = tail call float @llvm.fma.f32(float %phi1975, float 1.900000e+01, float %call2521)
  %call2523 = tail call float @llvm.fma.f32(float %phi1976, float 2.200000e+01, float %call2522)
  %call2524 = tail call float @llvm.fma.f32(float %phi1977, float 2.500000e+01, float %call2523)
  %bits2525 = bitcast float %call2524 to i32
  %call2526 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2525, i32 1, i32 0)
  %fmul2538 = fmul float %phi1835, 3.000000e+00
  %call2539 = tail call float @llvm.fma.f32(float %phi1836, float 6.000000e+00, float %fmul2538)
  %call2540 = tail call float @llvm.fma.f32(float %phi1837, float 9.000000e+00, float %call2539)
  %call2541 = tail call float @llvm.fma.f32(float %phi1841, float 1.200000e+01, float %call2540)
  %call2542 = tail call float @llvm.fma.f32(float %phi1842, float 1.500000e+01, float %call2541)
  %call2543 = tail call float @llvm.fma.f32(float %phi1843, float 1.800000e+01, float %call2542)
  %call2544 = tail call float @llvm.fma.f32(float %phi1975, float 2.100000e+01, float %call2543)
  %call2545 = tail call float @llvm.fma.f32(float %phi1976, float 2.400000e+01, float %call2544)
  %call2546 = tail call float @llvm.fma.f32(float %phi1977, float 2.700000e+01, float %call2545)
  %bits2547 = bitcast float %call2546 to i32
  %call2548 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2547, i32 1, i32 31)
  %out.s2553 = and i1 %out.row1573, %cmp2508
  %out.col2556 = and i1 %cmp1580, %out.s2553
  br i1 %out.col2556, label %then2558, label %endif2559

then2558:                                         ; preds = %endif2515
  %fmul2528 = fmul float %phi1835, 2.000000e+00
  %call2529 = tail call float @llvm.fma.f32(float %phi1836, float 5.000000e+00, float %fmul2528)
  %call2530 = tail call float @llvm.fma.f32(float %phi1837, float 8.000000e+00, float %call2529)
  %call2531 = tail call float @llvm.fma.f32(float %phi1841, float 1.100000e+01, float %call2530)
  %call2532 = tail call float @llvm.fma.f32(float %phi1842, float 1.400000e+01, float %call2531)
  %call2533 = tail call float @llvm.fma.f32(float %phi1843, float 1.700000e+01, float %call2532)
  %call2534 = tail call float @llvm.fma.f32(float %phi1975, float 2.000000e+01, float %call2533)
  %call2535 = tail call float @llvm.fma.f32(float %phi1976, float 2.300000e+01, float %call2534)
  %call2536 = tail call float @llvm.fma.f32(float %phi1977, float 2.600000e+01, float %call2535)
  %leaf2527 = bitcast i32 %call2526 to float
  %fadd2537 = fadd float %call2536, %leaf2527
  %leaf2549 = bitcast i32 %call2548 to float
  %fadd2550 = fadd float %fadd2537, %leaf2549
  %gep3336 = getelementptr float, ptr addrspace(1) %invariant.gep3319, i64 %mul2510
  store float %fadd2550, ptr addrspace(1) %gep3336, align 4
  br label %endif2559

endif2559:                                        ; preds = %then2558, %endif2515
  %call2561 = tail call float @llvm.fma.f32(float %phi1837, float 4.000000e+00, float %phi1836)
  %call2562 = tail call float @llvm.fma.f32(float %phi1838, float 7.000000e+00, float %call2561)
  %call2563 = tail call float @llvm.fma.f32(float %phi1842, float 1.000000e+01, float %call2562)
  %call2564 = tail call float @llvm.fma.f32(float %phi1843, float 1.300000e+01, float %call2563)
  %call2565 = tail call float @llvm.fma.f32(float %phi1844, float 1.600000e+01, float %call2564)
  %call2566 = tail call float @llvm.fma.f32(float %phi1976, float 1.900000e+01, float %call2565)
  %call2567 = tail call float @llvm.fma.f32(float %phi1977, float 2.200000e+01, float %call2566)
  %call2568 = tail call float @llvm.fma.f32(float %phi1978, float 2.500000e+01, float %call2567)
  %bits2569 = bitcast float %call2568 to i32
  %call2570 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2569, i32 1, i32 0)
  %fmul2582 = fmul float %phi1836, 3.000000e+00
  %call2583 = tail call float @llvm.fma.f32(float %phi1837, float 6.000000e+00, float %fmul2582)
  %call2584 = tail call float @llvm.fma.f32(float %phi1838, float 9.000000e+00, float %call2583)
  %call2585 = tail call float @llvm.fma.f32(float %phi1842, float 1.200000e+01, float %call2584)
  %call2586 = tail call float @llvm.fma.f32(float %phi1843, float 1.500000e+01, float %call2585)
  %call2587 = tail call float @llvm.fma.f32(float %phi1844, float 1.800000e+01, float %call2586)
  %call2588 = tail call float @llvm.fma.f32(float %phi1976, float 2.100000e+01, float %call2587)
  %call2589 = tail call float @llvm.fma.f32(float %phi1977, float 2.400000e+01, float %call2588)
  %call2590 = tail call float @llvm.fma.f32(float %phi1978, float 2.700000e+01, float %call2589)
  %bits2591 = bitcast float %call2590 to i32
  %call2592 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2591, i32 1, i32 31)
  %out.s2597 = and i1 %out.row1576, %cmp2508
  %out.col2600 = and i1 %cmp1580, %out.s2597
  br i1 %out.col2600, label %then2602, label %endif2603

then2602:                                         ; preds = %endif2559
  %fmul2572 = fmul float %phi1836, 2.000000e+00
  %call2573 = tail call float @llvm.fma.f32(float %phi1837, float 5.000000e+00, float %fmul2572)
  %call2574 = tail call float @llvm.fma.f32(float %phi1838, float 8.000000e+00, float %call2573)
  %call2575 = tail call float @llvm.fma.f32(float %phi1842, float 1.100000e+01, float %call2574)
  %call2576 = tail call float @llvm.fma.f32(float %phi1843, float 1.400000e+01, float %call2575)
  %call2577 = tail call float @llvm.fma.f32(float %phi1844, float 1.700000e+01, float %call2576)
  %call2578 = tail call float @llvm.fma.f32(float %phi1976, float 2.000000e+01, float %call2577)
  %call2579 = tail call float @llvm.fma.f32(float %phi1977, float 2.300000e+01, float %call2578)
  %call2580 = tail call float @llvm.fma.f32(float %phi1978, float 2.600000e+01, float %call2579)
  %leaf2571 = bitcast i32 %call2570 to float
  %fadd2581 = fadd float %call2580, %leaf2571
  %leaf2593 = bitcast i32 %call2592 to float
  %fadd2594 = fadd float %fadd2581, %leaf2593
  %gep3338 = getelementptr float, ptr addrspace(1) %invariant.gep3321, i64 %mul2510
  store float %fadd2594, ptr addrspace(1) %gep3338, align 4
  br label %endif2603

endif2603:                                        ; preds = %then2602, %endif2559
  %call2605 = tail call float @llvm.fma.f32(float %phi1838, float 4.000000e+00, float %phi1837)
  %call2606 = tail call float @llvm.fma.f32(float %phi1839, float 7.000000e+00, float %call2605)
  %call2607 = tail call float @llvm.fma.f32(float %phi1843, float 1.000000e+01, float %call2606)
  %call2608 = tail call float @llvm.fma.f32(float %phi1844, float 1.300000e+01, float %call2607)
  %call2609 = tail call float @llvm.fma.f32(float %phi1845, float 1.600000e+01, float %call2608)
  %call2610 = tail call float @llvm.fma.f32(float %phi1977, float 1.900000e+01, float %call2609)
  %call2611 = tail call float @llvm.fma.f32(float %phi1978, float 2.200000e+01, float %call2610)
  %call2612 = tail call float @llvm.fma.f32(float %phi1979, float 2.500000e+01, float %call2611)
  %bits2613 = bitcast float %call2612 to i32
  %call2614 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2613, i32 1, i32 0)
  %fmul2626 = fmul float %phi1837, 3.000000e+00
  %call2627 = tail call float @llvm.fma.f32(float %phi1838, float 6.000000e+00, float %fmul2626)
  %call2628 = tail call float @llvm.fma.f32(float %phi1839, float 9.000000e+00, float %call2627)
  %call2629 = tail call float @llvm.fma.f32(float %phi1843, float 1.200000e+01, float %call2628)
  %call2630 = tail call float @llvm.fma.f32(float %phi1844, float 1.500000e+01, float %call2629)
  %call2631 = tail call float @llvm.fma.f32(float %phi1845, float 1.800000e+01, float %call2630)
  %call2632 = tail call float @llvm.fma.f32(float %phi1977, float 2.100000e+01, float %call2631)
  %call2633 = tail call float @llvm.fma.f32(float %phi1978, float 2.400000e+01, float %call2632)
  %call2634 = tail call float @llvm.fma.f32(float %phi1979, float 2.700000e+01, float %call2633)
  %bits2635 = bitcast float %call2634 to i32
  %call2636 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2635, i32 1, i32 31)
  %out.s2641 = and i1 %out.row1579, %cmp2508
  %out.col2644 = and i1 %cmp1580, %out.s2641
  br i1 %out.col2644, label %then2646, label %endif2647

then2646:                                         ; preds = %endif2603
  %fmul2616 = fmul float %phi1837, 2.000000e+00
  %call2617 = tail call float @llvm.fma.f32(float %phi1838, float 5.000000e+00, float %fmul2616)
  %call2618 = tail call float @llvm.fma.f32(float %phi1839, float 8.000000e+00, float %call2617)
  %call2619 = tail call float @llvm.fma.f32(float %phi1843, float 1.100000e+01, float %call2618)
  %call2620 = tail call float @llvm.fma.f32(float %phi1844, float 1.400000e+01, float %call2619)
  %call2621 = tail call float @llvm.fma.f32(float %phi1845, float 1.700000e+01, float %call2620)
  %call2622 = tail call float @llvm.fma.f32(float %phi1977, float 2.000000e+01, float %call2621)
  %call2623 = tail call float @llvm.fma.f32(float %phi1978, float 2.300000e+01, float %call2622)
  %call2624 = tail call float @llvm.fma.f32(float %phi1979, float 2.600000e+01, float %call2623)
  %leaf2615 = bitcast i32 %call2614 to float
  %fadd2625 = fadd float %call2624, %leaf2615
  %leaf2637 = bitcast i32 %call2636 to float
  %fadd2638 = fadd float %fadd2625, %leaf2637
  %gep3340 = getelementptr float, ptr addrspace(1) %invariant.gep3323, i64 %mul2510
  store float %fadd2638, ptr addrspace(1) %gep3340, align 4
  br label %endif2647

endif2647:                                        ; preds = %then2646, %endif2603
  %call2649 = tail call float @llvm.fma.f32(float %phi1841, float 4.000000e+00, float %phi1840)
  %call2650 = tail call float @llvm.fma.f32(float %phi1842, float 7.000000e+00, float %call2649)
  %call2651 = tail call float @llvm.fma.f32(float %phi1974, float 1.000000e+01, float %call2650)
  %call2652 = tail call float @llvm.fma.f32(float %phi1975, float 1.300000e+01, float %call2651)
  %call2653 = tail call float @llvm.fma.f32(float %phi1976, float 1.600000e+01, float %call2652)
  %call2654 = tail call float @llvm.fma.f32(float %phi1980, float 1.900000e+01, float %call2653)
  %call2655 = tail call float @llvm.fma.f32(float %phi1981, float 2.200000e+01, float %call2654)
  %call2656 = tail call float @llvm.fma.f32(float %phi1982, float 2.500000e+01, float %call2655)
  %bits2657 = bitcast float %call2656 to i32
  %call2658 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2657, i32 1, i32 0)
  %fmul2670 = fmul float %phi1840, 3.000000e+00
  %call2671 = tail call float @llvm.fma.f32(float %phi1841, float 6.000000e+00, float %fmul2670)
  %call2672 = tail call float @llvm.fma.f32(float %phi1842, float 9.000000e+00, float %call2671)
  %call2673 = tail call float @llvm.fma.f32(float %phi1974, float 1.200000e+01, float %call2672)
  %call2674 = tail call float @llvm.fma.f32(float %phi1975, float 1.500000e+01, float %call2673)
  %call2675 = tail call float @llvm.fma.f32(float %phi1976, float 1.800000e+01, float %call2674)
  %call2676 = tail call float @llvm.fma.f32(float %phi1980, float 2.100000e+01, float %call2675)
  %call2677 = tail call float @llvm.fma.f32(float %phi1981, float 2.400000e+01, float %call2676)
  %call2678 = tail call float @llvm.fma.f32(float %phi1982, float 2.700000e+01, float %call2677)
  %bits2679 = bitcast float %call2678 to i32
  %call2680 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2679, i32 1, i32 31)
  %add2683 = or disjoint i64 %add2344, 1
  %cmp2684 = icmp sgt i64 %sub2469, 1
  %out.s2685 = and i1 %out.row, %cmp2684
  %mul2686 = mul i64 %add2683, %mul1602
  %out.col2688 = and i1 %cmp1580, %out.s2685
  br i1 %out.col2688, label %then2690, label %endif2691

then2690:                                         ; preds = %endif2647
  %fmul2660 = fmul float %phi1840, 2.000000e+00
  %call2661 = tail call float @llvm.fma.f32(float %phi1841, float 5.000000e+00, float %fmul2660)
  %call2662 = tail call float @llvm.fma.f32(float %phi1842, float 8.000000e+00, float %call2661)
  %call2663 = tail call float @llvm.fma.f32(float %phi1974, float 1.100000e+01, float %call2662)
  %call2664 = tail call float @llvm.fma.f32(float %phi1975, float 1.400000e+01, float %call2663)
  %call2665 = tail call float @llvm.fma.f32(float %phi1976, float 1.700000e+01, float %call2664)
  %call2666 = tail call float @llvm.fma.f32(float %phi1980, float 2.000000e+01, float %call2665)
  %call2667 = tail call float @llvm.fma.f32(float %phi1981, float 2.300000e+01, float %call2666)
  %call2668 = tail call float @llvm.fma.f32(float %phi1982, float 2.600000e+01, float %call2667)
  %leaf2659 = bitcast i32 %call2658 to float
  %fadd2669 = fadd float %call2668, %leaf2659
  %leaf2681 = bitcast i32 %call2680 to float
  %fadd2682 = fadd float %fadd2669, %leaf2681
  %gep3342 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul2686
  store float %fadd2682, ptr addrspace(1) %gep3342, align 4
  br label %endif2691

endif2691:                                        ; preds = %then2690, %endif2647
  %call2693 = tail call float @llvm.fma.f32(float %phi1842, float 4.000000e+00, float %phi1841)
  %call2694 = tail call float @llvm.fma.f32(float %phi1843, float 7.000000e+00, float %call2693)
  %call2695 = tail call float @llvm.fma.f32(float %phi1975, float 1.000000e+01, float %call2694)
  %call2696 = tail call float @llvm.fma.f32(float %phi1976, float 1.300000e+01, float %call2695)
  %call2697 = tail call float @llvm.fma.f32(float %phi1977, float 1.600000e+01, float %call2696)
  %call2698 = tail call float @llvm.fma.f32(float %phi1981, float 1.900000e+01, float %call2697)
  %call2699 = tail call float @llvm.fma.f32(float %phi1982, float 2.200000e+01, float %call2698)
  %call2700 = tail call float @llvm.fma.f32(float %phi1983, float 2.500000e+01, float %call2699)
  %bits2701 = bitcast float %call2700 to i32
  %call2702 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2701, i32 1, i32 0)
  %fmul2714 = fmul float %phi1841, 3.000000e+00
  %call2715 = tail call float @llvm.fma.f32(float %phi1842, float 6.000000e+00, float %fmul2714)
  %call2716 = tail call float @llvm.fma.f32(float %phi1843, float 9.000000e+00, float %call2715)
  %call2717 = tail call float @llvm.fma.f32(float %phi1975, float 1.200000e+01, float %call2716)
  %call2718 = tail call float @llvm.fma.f32(float %phi1976, float 1.500000e+01, float %call2717)
  %call2719 = tail call float @llvm.fma.f32(float %phi1977, float 1.800000e+01, float %call2718)
  %call2720 = tail call float @llvm.fma.f32(float %phi1981, float 2.100000e+01, float %call2719)
  %call2721 = tail call float @llvm.fma.f32(float %phi1982, float 2.400000e+01, float %call2720)
  %call2722 = tail call float @llvm.fma.f32(float %phi1983, float 2.700000e+01, float %call2721)
  %bits2723 = bitcast float %call2722 to i32
  %call2724 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2723, i32 1, i32 31)
  %out.s2729 = and i1 %out.row1573, %cmp2684
  %out.col2732 = and i1 %cmp1580, %out.s2729
  br i1 %out.col2732, label %then2734, label %endif2735

then2734:                                         ; preds = %endif2691
  %fmul2704 = fmul float %phi1841, 2.000000e+00
  %call2705 = tail call float @llvm.fma.f32(float %phi1842, float 5.000000e+00, float %fmul2704)
  %call2706 = tail call float @llvm.fma.f32(float %phi1843, float 8.000000e+00, float %call2705)
  %call2707 = tail call float @llvm.fma.f32(float %phi1975, float 1.100000e+01, float %call2706)
  %call2708 = tail call float @llvm.fma.f32(float %phi1976, float 1.400000e+01, float %call2707)
  %call2709 = tail call float @llvm.fma.f32(float %phi1977, float 1.700000e+01, float %call2708)
  %call2710 = tail call float @llvm.fma.f32(float %phi1981, float 2.000000e+01, float %call2709)
  %call2711 = tail call float @llvm.fma.f32(float %phi1982, float 2.300000e+01, float %call2710)
  %call2712 = tail call float @llvm.fma.f32(float %phi1983, float 2.600000e+01, float %call2711)
  %leaf2703 = bitcast i32 %call2702 to float
  %fadd2713 = fadd float %call2712, %leaf2703
  %leaf2725 = bitcast i32 %call2724 to float
  %fadd2726 = fadd float %fadd2713, %leaf2725
  %gep3344 = getelementptr float, ptr addrspace(1) %invariant.gep3319, i64 %mul2686
  store float %fadd2726, ptr addrspace(1) %gep3344, align 4
  br label %endif2735

endif2735:                                        ; preds = %then2734, %endif2691
  %call2737 = tail call float @llvm.fma.f32(float %phi1843, float 4.000000e+00, float %phi1842)
  %call2738 = tail call float @llvm.fma.f32(float %phi1844, float 7.000000e+00, float %call2737)
  %call2739 = tail call float @llvm.fma.f32(float %phi1976, float 1.000000e+01, float %call2738)
  %call2740 = tail call float @llvm.fma.f32(float %phi1977, float 1.300000e+01, float %call2739)
  %call2741 = tail call float @llvm.fma.f32(float %phi1978, float 1.600000e+01, float %call2740)
  %call2742 = tail call float @llvm.fma.f32(float %phi1982, float 1.900000e+01, float %call2741)
  %call2743 = tail call float @llvm.fma.f32(float %phi1983, float 2.200000e+01, float %call2742)
  %call2744 = tail call float @llvm.fma.f32(float %phi1984, float 2.500000e+01, float %call2743)
  %bits2745 = bitcast float %call2744 to i32
  %call2746 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2745, i32 1, i32 0)
  %fmul2758 = fmul float %phi1842, 3.000000e+00
  %call2759 = tail call float @llvm.fma.f32(float %phi1843, float 6.000000e+00, float %fmul2758)
  %call2760 = tail call float @llvm.fma.f32(float %phi1844, float 9.000000e+00, float %call2759)
  %call2761 = tail call float @llvm.fma.f32(float %phi1976, float 1.200000e+01, float %call2760)
  %call2762 = tail call float @llvm.fma.f32(float %phi1977, float 1.500000e+01, float %call2761)
  %call2763 = tail call float @llvm.fma.f32(float %phi1978, float 1.800000e+01, float %call2762)
  %call2764 = tail call float @llvm.fma.f32(float %phi1982, float 2.100000e+01, float %call2763)
  %call2765 = tail call float @llvm.fma.f32(float %phi1983, float 2.400000e+01, float %call2764)
  %call2766 = tail call float @llvm.fma.f32(float %phi1984, float 2.700000e+01, float %call2765)
  %bits2767 = bitcast float %call2766 to i32
  %call2768 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2767, i32 1, i32 31)
  %out.s2773 = and i1 %out.row1576, %cmp2684
  %out.col2776 = and i1 %cmp1580, %out.s2773
  br i1 %out.col2776, label %then2778, label %endif2779

then2778:                                         ; preds = %endif2735
  %fmul2748 = fmul float %phi1842, 2.000000e+00
  %call2749 = tail call float @llvm.fma.f32(float %phi1843, float 5.000000e+00, float %fmul2748)
  %call2750 = tail call float @llvm.fma.f32(float %phi1844, float 8.000000e+00, float %call2749)
  %call2751 = tail call float @llvm.fma.f32(float %phi1976, float 1.100000e+01, float %call2750)
  %call2752 = tail call float @llvm.fma.f32(float %phi1977, float 1.400000e+01, float %call2751)
  %call2753 = tail call float @llvm.fma.f32(float %phi1978, float 1.700000e+01, float %call2752)
  %call2754 = tail call float @llvm.fma.f32(float %phi1982, float 2.000000e+01, float %call2753)
  %call2755 = tail call float @llvm.fma.f32(float %phi1983, float 2.300000e+01, float %call2754)
  %call2756 = tail call float @llvm.fma.f32(float %phi1984, float 2.600000e+01, float %call2755)
  %leaf2747 = bitcast i32 %call2746 to float
  %fadd2757 = fadd float %call2756, %leaf2747
  %leaf2769 = bitcast i32 %call2768 to float
  %fadd2770 = fadd float %fadd2757, %leaf2769
  %gep3346 = getelementptr float, ptr addrspace(1) %invariant.gep3321, i64 %mul2686
  store float %fadd2770, ptr addrspace(1) %gep3346, align 4
  br label %endif2779

endif2779:                                        ; preds = %then2778, %endif2735
  %call2781 = tail call float @llvm.fma.f32(float %phi1844, float 4.000000e+00, float %phi1843)
  %call2782 = tail call float @llvm.fma.f32(float %phi1845, float 7.000000e+00, float %call2781)
  %call2783 = tail call float @llvm.fma.f32(float %phi1977, float 1.000000e+01, float %call2782)
  %call2784 = tail call float @llvm.fma.f32(float %phi1978, float 1.300000e+01, float %call2783)
  %call2785 = tail call float @llvm.fma.f32(float %phi1979, float 1.600000e+01, float %call2784)
  %call2786 = tail call float @llvm.fma.f32(float %phi1983, float 1.900000e+01, float %call2785)
  %call2787 = tail call float @llvm.fma.f32(float %phi1984, float 2.200000e+01, float %call2786)
  %call2788 = tail call float @llvm.fma.f32(float %phi1985, float 2.500000e+01, float %call2787)
  %bits2789 = bitcast float %call2788 to i32
  %call2790 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2789, i32 1, i32 0)
  %fmul2802 = fmul float %phi1843, 3.000000e+00
  %call2803 = tail call float @llvm.fma.f32(float %phi1844, float 6.000000e+00, float %fmul2802)
  %call2804 = tail call float @llvm.fma.f32(float %phi1845, float 9.000000e+00, float %call2803)
  %call2805 = tail call float @llvm.fma.f32(float %phi1977, float 1.200000e+01, float %call2804)
  %call2806 = tail call float @llvm.fma.f32(float %phi1978, float 1.500000e+01, float %call2805)
  %call2807 = tail call float @llvm.fma.f32(float %phi1979, float 1.800000e+01, float %call2806)
  %call2808 = tail call float @llvm.fma.f32(float %phi1983, float 2.100000e+01, float %call2807)
  %call2809 = tail call float @llvm.fma.f32(float %phi1984, float 2.400000e+01, float %call2808)
  %call2810 = tail call float @llvm.fma.f32(float %phi1985, float 2.700000e+01, float %call2809)
  %bits2811 = bitcast float %call2810 to i32
  %call2812 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2811, i32 1, i32 31)
  %out.s2817 = and i1 %out.row1579, %cmp2684
  %out.col2820 = and i1 %cmp1580, %out.s2817
  br i1 %out.col2820, label %then2822, label %endif2823

then2822:                                         ; preds = %endif2779
  %fmul2792 = fmul float %phi1843, 2.000000e+00
  %call2793 = tail call float @llvm.fma.f32(float %phi1844, float 5.000000e+00, float %fmul2792)
  %call2794 = tail call float @llvm.fma.f32(float %phi1845, float 8.000000e+00, float %call2793)
  %call2795 = tail call float @llvm.fma.f32(float %phi1977, float 1.100000e+01, float %call2794)
  %call2796 = tail call float @llvm.fma.f32(float %phi1978, float 1.400000e+01, float %call2795)
  %call2797 = tail call float @llvm.fma.f32(float %phi1979, float 1.700000e+01, float %call2796)
  %call2798 = tail call float @llvm.fma.f32(float %phi1983, float 2.000000e+01, float %call2797)
  %call2799 = tail call float @llvm.fma.f32(float %phi1984, float 2.300000e+01, float %call2798)
  %call2800 = tail call float @llvm.fma.f32(float %phi1985, float 2.600000e+01, float %call2799)
  %leaf2791 = bitcast i32 %call2790 to float
  %fadd2801 = fadd float %call2800, %leaf2791
  %leaf2813 = bitcast i32 %call2812 to float
  %fadd2814 = fadd float %fadd2801, %leaf2813
  %gep3348 = getelementptr float, ptr addrspace(1) %invariant.gep3323, i64 %mul2686
  store float %fadd2814, ptr addrspace(1) %gep3348, align 4
  br label %endif2823

endif2823:                                        ; preds = %then2822, %endif2779
  br i1 %cmp2346, label %tile.step2827, label %endif

tile.step2827:                                    ; preds = %endif2823
  %mul2829 = shl nuw i64 %add2345, 1
  %add2830 = add i64 %mul2829, %mul49
  %add2831 = add nuw nsw i64 %mul1858, 3
  %cmp2832 = icmp ult i64 %add2831, %60
  br i1 %cmp2832, label %then2834, label %endif2836

then2834:                                         ; preds = %tile.step2827
  %add2833 = add i64 %add2830, 3
  %call2839 = tail call i64 @llvm.smin.i64(i64 %add2833, i64 %7)
  %call2840 = tail call i64 @llvm.smax.i64(i64 %call2839, i64 -1)
  %cmp2841 = icmp sgt i64 %call2839, -1
  %cmp2842 = icmp slt i64 %call2840, %4
  %in2843 = and i1 %cmp2841, %cmp2842
  %call2845 = tail call i64 @llvm.smin.i64(i64 %call2840, i64 %sub1616)
  %call2846 = tail call i64 @llvm.smax.i64(i64 %call2845, i64 0)
  %mul2847 = mul i64 %call2846, %mul1565
  %163 = getelementptr float, ptr addrspace(1) %3, i64 %mul2847
  %164 = getelementptr float, ptr addrspace(1) %163, i64 %mul1478
  %p2850 = getelementptr float, ptr addrspace(1) %164, i64 %call1563
  %v2851 = load float, ptr addrspace(1) %p2850, align 4
  %in2852 = and i1 %in, %in2843
  %in2853 = and i1 %in1560, %in2852
  %sel2854 = select i1 %in2853, float %v2851, float 5.000000e-01
  %165 = getelementptr float, ptr addrspace(1) %163, i64 %mul1493
  %p2857 = getelementptr float, ptr addrspace(1) %165, i64 %call1563
  %v2858 = load float, ptr addrspace(1) %p2857, align 4
  %in2859 = and i1 %in1486, %in2843
  %in2860 = and i1 %in1560, %in2859
  %sel2861 = select i1 %in2860, float %v2858, float 5.000000e-01
  %166 = getelementptr float, ptr addrspace(1) %163, i64 %mul1508
  %p2864 = getelementptr float, ptr addrspace(1) %166, i64 %call1563
  %v2865 = load float, ptr addrspace(1) %p2864, align 4
  %in2866 = and i1 %in1501, %in2843
  %in2867 = and i1 %in1560, %in2866
  %sel2868 = select i1 %in2867, float %v2865, float 5.000000e-01
  %167 = getelementptr float, ptr addrspace(1) %163, i64 %mul1523
  %p2871 = getelementptr float, ptr addrspace(1) %167, i64 %call1563
  %v2872 = load float, ptr addrspace(1) %p2871, align 4
  %in2873 = and i1 %in1516, %in2843
  %in2874 = and i1 %in1560, %in2873
  %sel2875 = select i1 %in2874, float %v2872, float 5.000000e-01
  %168 = getelementptr float, ptr addrspace(1) %163, i64 %mul1538
  %p2878 = getelementptr float, ptr addrspace(1) %168, i64 %call1563
  %v2879 = load float, ptr addrspace(1) %p2878, align 4
  %in2880 = and i1 %in1531, %in2843
  %in2881 = and i1 %in1560, %in2880
  %sel2882 = select i1 %in2881, float %v2879, float 5.000000e-01
  %169 = getelementptr float, ptr addrspace(1) %163, i64 %mul1553
  %p2885 = getelementptr float, ptr addrspace(1) %169, i64 %call1563
  %v2886 = load float, ptr addrspace(1) %p2885, align 4
  %in2887 = and i1 %in1546, %in2843
  %in2888 = and i1 %in1560, %in2887
  %sel2889 = select i1 %in2888, float %v2886, float 5.000000e-01
  %add2890 = add i64 %add2830, 4
  %call2892 = tail call i64 @llvm.smin.i64(i64 %add2890, i64 %7)
  %call2893 = tail call i64 @llvm.smax.i64(i64 %call2892, i64 -1)
  %cmp2894 = icmp sgt i64 %call2892, -1
  %cmp2895 = icmp slt i64 %call2893, %4
  %in2896 = and i1 %cmp2894, %cmp2895
  %call2898 = tail call i64 @llvm.smin.i64(i64 %call2893, i64 %sub1616)
  %call2899 = tail call i64 @llvm.smax.i64(i64 %call2898, i64 0)
  %mul2900 = mul i64 %call2899, %mul1565
  %170 = getelementptr float, ptr addrspace(1) %3, i64 %mul2900
  %171 = getelementptr float, ptr addrspace(1) %170, i64 %mul1478
  %p2903 = getelementptr float, ptr addrspace(1) %171, i64 %call1563
  %v2904 = load float, ptr addrspace(1) %p2903, align 4
  %in2905 = and i1 %in, %in2896
  %in2906 = and i1 %in1560, %in2905
  %sel2907 = select i1 %in2906, float %v2904, float 5.000000e-01
  %172 = getelementptr float, ptr addrspace(1) %170, i64 %mul1493
  %p2910 = getelementptr float, ptr addrspace(1) %172, i64 %call1563
  %v2911 = load float, ptr addrspace(1) %p2910, align 4
  %in2912 = and i1 %in1486, %in2896
  %in2913 = and i1 %in1560, %in2912
  %sel2914 = select i1 %in2913, float %v2911, float 5.000000e-01
  %173 = getelementptr float, ptr addrspace(1) %170, i64 %mul1508
  %p2917 = getelementptr float, ptr addrspace(1) %173, i64 %call1563
  %v2918 = load float, ptr addrspace(1) %p2917, align 4
  %in2919 = and i1 %in1501, %in2896
  %in2920 = and i1 %in1560, %in2919
  %sel2921 = select i1 %in2920, float %v2918, float 5.000000e-01
  %174 = getelementptr float, ptr addrspace(1) %170, i64 %mul1523
  %p2924 = getelementptr float, ptr addrspace(1) %174, i64 %call1563
  %v2925 = load float, ptr addrspace(1) %p2924, align 4
  %in2926 = and i1 %in1516, %in2896
  %in2927 = and i1 %in1560, %in2926
  %sel2928 = select i1 %in2927, float %v2925, float 5.000000e-01
  %175 = getelementptr float, ptr addrspace(1) %170, i64 %mul1538
  %p2931 = getelementptr float, ptr addrspace(1) %175, i64 %call1563
  %v2932 = load float, ptr addrspace(1) %p2931, align 4
  %in2933 = and i1 %in1531, %in2896
  %in2934 = and i1 %in1560, %in2933
  %sel2935 = select i1 %in2934, float %v2932, float 5.000000e-01
  %176 = getelementptr float, ptr addrspace(1) %170, i64 %mul1553
  %p2938 = getelementptr float, ptr addrspace(1) %176, i64 %call1563
  %v2939 = load float, ptr addrspace(1) %p2938, align 4
  %in2940 = and i1 %in1546, %in2896
  %in2941 = and i1 %in1560, %in2940
  %sel2942 = select i1 %in2941, float %v2939, float 5.000000e-01
  br label %endif2836

endif2836:                                        ; preds = %tile.step2827, %then2834
  %phi2943 = phi float [ %sel2854, %then2834 ], [ 0.000000e+00, %tile.step2827 ]
  %phi2944 = phi float [ %sel2861, %then2834 ], [ 0.000000e+00, %tile.step2827 ]
  %phi2945 = phi float [ %sel2868, %then2834 ], [ 0.000000e+00, %tile.step2827 ]
  %phi2946 = phi float [ %sel2875, %then2834 ], [ 0.000000e+00, %tile.step2827 ]
  %phi2947 = phi float [ %sel2882, %then2834 ], [ 0.000000e+00, %tile.step2827 ]
  %phi2948 = phi float [ %sel2889, %then2834 ], [ 0.000000e+00, %tile.step2827 ]
  %phi2949 = phi float [ %sel2907, %then2834 ], [ 0.000000e+00, %tile.step2827 ]
  %phi2950 = phi float [ %sel2914, %then2834 ], [ 0.000000e+00, %tile.step2827 ]
  %phi2951 = phi float [ %sel2921, %then2834 ], [ 0.000000e+00, %tile.step2827 ]
  %phi2952 = phi float [ %sel2928, %then2834 ], [ 0.000000e+00, %tile.step2827 ]
  %phi2953 = phi float [ %sel2935, %then2834 ], [ 0.000000e+00, %tile.step2827 ]
  %phi2954 = phi float [ %sel2942, %then2834 ], [ 0.000000e+00, %tile.step2827 ]
  %sub2955 = sub i64 %7, %add2830
  %call2959 = tail call float @llvm.fma.f32(float %phi1975, float 4.000000e+00, float %phi1974)
  %call2960 = tail call float @llvm.fma.f32(float %phi1976, float 7.000000e+00, float %call2959)
  %call2961 = tail call float @llvm.fma.f32(float %phi1980, float 1.000000e+01, float %call2960)
  %call2962 = tail call float @llvm.fma.f32(float %phi1981, float 1.300000e+01, float %call2961)
  %call2963 = tail call float @llvm.fma.f32(float %phi1982, float 1.600000e+01, float %call2962)
  %call2964 = tail call float @llvm.fma.f32(float %phi2457, float 1.900000e+01, float %call2963)
  %call2965 = tail call float @llvm.fma.f32(float %phi2458, float 2.200000e+01, float %call2964)
  %call2966 = tail call float @llvm.fma.f32(float %phi2459, float 2.500000e+01, float %call2965)
  %bits2967 = bitcast float %call2966 to i32
  %call2968 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2967, i32 1, i32 0)
  %fmul2980 = fmul float %phi1974, 3.000000e+00
  %call2981 = tail call float @llvm.fma.f32(float %phi1975, float 6.000000e+00, float %fmul2980)
  %call2982 = tail call float @llvm.fma.f32(float %phi1976, float 9.000000e+00, float %call2981)
  %call2983 = tail call float @llvm.fma.f32(float %phi1980, float 1.200000e+01, float %call2982)
  %call2984 = tail call float @llvm.fma.f32(float %phi1981, float 1.500000e+01, float %call2983)
  %call2985 = tail call float @llvm.fma.f32(float %phi1982, float 1.800000e+01, float %call2984)
  %call2986 = tail call float @llvm.fma.f32(float %phi2457, float 2.100000e+01, float %call2985)
  %call2987 = tail call float @llvm.fma.f32(float %phi2458, float 2.400000e+01, float %call2986)
  %call2988 = tail call float @llvm.fma.f32(float %phi2459, float 2.700000e+01, float %call2987)
  %bits2989 = bitcast float %call2988 to i32
  %call2990 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2989, i32 1, i32 31)
  %cmp2994 = icmp sgt i64 %sub2955, 0
  %out.s2995 = and i1 %out.row, %cmp2994
  %mul2996 = mul i64 %add2830, %mul1602
  %out.col2998 = and i1 %cmp1580, %out.s2995
  br i1 %out.col2998, label %then3000, label %endif3001

then3000:                                         ; preds = %endif2836
  %fmul2970 = fmul float %phi1974, 2.000000e+00
  %call2971 = tail call float @llvm.fma.f32(float %phi1975, float 5.000000e+00, float %fmul2970)
  %call2972 = tail call float @llvm.fma.f32(float %phi1976, float 8.000000e+00, float %call2971)
  %call2973 = tail call float @llvm.fma.f32(float %phi1980, float 1.100000e+01, float %call2972)
  %call2974 = tail call float @llvm.fma.f32(float %phi1981, float 1.400000e+01, float %call2973)
  %call2975 = tail call float @llvm.fma.f32(float %phi1982, float 1.700000e+01, float %call2974)
  %call2976 = tail call float @llvm.fma.f32(float %phi2457, float 2.000000e+01, float %call2975)
  %call2977 = tail call float @llvm.fma.f32(float %phi2458, float 2.300000e+01, float %call2976)
  %call2978 = tail call float @llvm.fma.f32(float %phi2459, float 2.600000e+01, float %call2977)
  %leaf2969 = bitcast i32 %call2968 to float
  %fadd2979 = fadd float %call2978, %leaf2969
  %leaf2991 = bitcast i32 %call2990 to float
  %fadd2992 = fadd float %fadd2979, %leaf2991
  %gep3350 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul2996
  store float %fadd2992, ptr addrspace(1) %gep3350, align 4
  br label %endif3001

endif3001:                                        ; preds = %then3000, %endif2836
  %call3003 = tail call float @llvm.fma.f32(float %phi1976, float 4.000000e+00, float %phi1975)
  %call3004 = tail call float @llvm.fma.f32(float %phi1977, float 7.000000e+00, float %call3003)
  %call3005 = tail call float @llvm.fma.f32(float %phi1981, float 1.000000e+01, float %call3004)
  %call3006 = tail call float @llvm.fma.f32(float %phi1982, float 1.300000e+01, float %call3005)
  %call3007 = tail call float @llvm.fma.f32(float %phi1983, float 1.600000e+01, float %call3006)
  %call3008 = tail call float @llvm.fma.f32(float %phi2458, float 1.900000e+01, float %call3007)
  %call3009 = tail call float @llvm.fma.f32(float %phi2459, float 2.200000e+01, float %call3008)
  %call3010 = tail call float @llvm.fma.f32(float %phi2460, float 2.500000e+01, float %call3009)
  %bits3011 = bitcast float %call3010 to i32
  %call3012 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3011, i32 1, i32 0)
  %fmul3024 = fmul float %phi1975, 3.000000e+00
  %call3025 = tail call float @llvm.fma.f32(float %phi1976, float 6.000000e+00, float %fmul3024)
  %call3026 = tail call float @llvm.fma.f32(float %phi1977, float 9.000000e+00, float %call3025)
  %call3027 = tail call float @llvm.fma.f32(float %phi1981, float 1.200000e+01, float %call3026)
  %call3028 = tail call float @llvm.fma.f32(float %phi1982, float 1.500000e+01, float %call3027)
  %call3029 = tail call float @llvm.fma.f32(float %phi1983, float 1.800000e+01, float %call3028)
  %call3030 = tail call float @llvm.fma.f32(float %phi2458, float 2.100000e+01, float %call3029)
  %call3031 = tail call float @llvm.fma.f32(float %phi2459, float 2.400000e+01, float %call3030)
  %call3032 = tail call float @llvm.fma.f32(float %phi2460, float 2.700000e+01, float %call3031)
  %bits3033 = bitcast float %call3032 to i32
  %call3034 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3033, i32 1, i32 31)
  %out.s3039 = and i1 %out.row1573, %cmp2994
  %out.col3042 = and i1 %cmp1580, %out.s3039
  br i1 %out.col3042, label %then3044, label %endif3045

then3044:                                         ; preds = %endif3001
  %fmul3014 = fmul float %phi1975, 2.000000e+00
  %call3015 = tail call float @llvm.fma.f32(float %phi1976, float 5.000000e+00, float %fmul3014)
  %call3016 = tail call float @llvm.fma.f32(float %phi1977, float 8.000000e+00, float %call3015)
  %call3017 = tail call float @llvm.fma.f32(float %phi1981, float 1.100000e+01, float %call3016)
  %call3018 = tail call float @llvm.fma.f32(float %phi1982, float 1.400000e+01, float %call3017)
  %call3019 = tail call float @llvm.fma.f32(float %phi1983, float 1.700000e+01, float %call3018)
  %call3020 = tail call float @llvm.fma.f32(float %phi2458, float 2.000000e+01, float %call3019)
  %call3021 = tail call float @llvm.fma.f32(float %phi2459, float 2.300000e+01, float %call3020)
  %call3022 = tail call float @llvm.fma.f32(float %phi2460, float 2.600000e+01, float %call3021)
  %leaf3013 = bitcast i32 %call3012 to float
  %fadd3023 = fadd float %call3022, %leaf3013
  %leaf3035 = bitcast i32 %call3034 to float
  %fadd3036 = fadd float %fadd3023, %leaf3035
  %gep3352 = getelementptr float, ptr addrspace(1) %invariant.gep3319, i64 %mul2996
  store float %fadd3036, ptr addrspace(1) %gep3352, align 4
  br label %endif3045

endif3045:                                        ; preds = %then3044, %endif3001
  %call3047 = tail call float @llvm.fma.f32(float %phi1977, float 4.000000e+00, float %phi1976)
  %call3048 = tail call float @llvm.fma.f32(float %phi1978, float 7.000000e+00, float %call3047)
  %call3049 = tail call float @llvm.fma.f32(float %phi1982, float 1.000000e+01, float %call3048)
  %call3050 = tail call float @llvm.fma.f32(float %phi1983, float 1.300000e+01, float %call3049)
  %call3051 = tail call float @llvm.fma.f32(float %phi1984, float 1.600000e+01, float %call3050)
  %call3052 = tail call float @llvm.fma.f32(float %phi2459, float 1.900000e+01, float %call3051)
  %call3053 = tail call float @llvm.fma.f32(float %phi2460, float 2.200000e+01, float %call3052)
  %call3054 = tail call float @llvm.fma.f32(float %phi2461, float 2.500000e+01, float %call3053)
  %bits3055 = bitcast float %call3054 to i32
  %call3056 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3055, i32 1, i32 0)
  %fmul3068 = fmul float %phi1976, 3.000000e+00
  %call3069 = tail call float @llvm.fma.f32(float %phi1977, float 6.000000e+00, float %fmul3068)
  %call3070 = tail call float @llvm.fma.f32(float %phi1978, float 9.000000e+00, float %call3069)
  %call3071 = tail call float @llvm.fma.f32(float %phi1982, float 1.200000e+01, float %call3070)
  %call3072 = tail call float @llvm.fma.f32(float %phi1983, float 1.500000e+01, float %call3071)
  %call3073 = tail call float @llvm.fma.f32(float %phi1984, float 1.800000e+01, float %call3072)
  %call3074 = tail call float @llvm.fma.f32(float %phi2459, float 2.100000e+01, float %call3073)
  %call3075 = tail call float @llvm.fma.f32(float %phi2460, float 2.400000e+01, float %call3074)
  %call3076 = tail call float @llvm.fma.f32(float %phi2461, float 2.700000e+01, float %call3075)
  %bits3077 = bitcast float %call3076 to i32
  %call3078 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3077, i32 1, i32 31)
  %out.s3083 = and i1 %out.row1576, %cmp2994
  %out.col3086 = and i1 %cmp1580, %out.s3083
  br i1 %out.col3086, label %then3088, label %endif3089

then3088:                                         ; preds = %endif3045
  %fmul3058 = fmul float %phi1976, 2.000000e+00
  %call3059 = tail call float @llvm.fma.f32(float %phi1977, float 5.000000e+00, float %fmul3058)
  %call3060 = tail call float @llvm.fma.f32(float %phi1978, float 8.000000e+00, float %call3059)
  %call3061 = tail call float @llvm.fma.f32(float %phi1982, float 1.100000e+01, float %call3060)
  %call3062 = tail call float @llvm.fma.f32(float %phi1983, float 1.400000e+01, float %call3061)
  %call3063 = tail call float @llvm.fma.f32(float %phi1984, float 1.700000e+01, float %call3062)
  %call3064 = tail call float @llvm.fma.f32(float %phi2459, float 2.000000e+01, float %call3063)
  %call3065 = tail call float @llvm.fma.f32(float %phi2460, float 2.300000e+01, float %call3064)
  %call3066 = tail call float @llvm.fma.f32(float %phi2461, float 2.600000e+01, float %call3065)
  %leaf3057 = bitcast i32 %call3056 to float
  %fadd3067 = fadd float %call3066, %leaf3057
  %leaf3079 = bitcast i32 %call3078 to float
  %fadd3080 = fadd float %fadd3067, %leaf3079
  %gep3354 = getelementptr float, ptr addrspace(1) %invariant.gep3321, i64 %mul2996
  store float %fadd3080, ptr addrspace(1) %gep3354, align 4
  br label %endif3089

endif3089:                                        ; preds = %then3088, %endif3045
  %call3091 = tail call float @llvm.fma.f32(float %phi1978, float 4.000000e+00, float %phi1977)
  %call3092 = tail call float @llvm.fma.f32(float %phi1979, float 7.000000e+00, float %call3091)
  %call3093 = tail call float @llvm.fma.f32(float %phi1983, float 1.000000e+01, float %call3092)
  %call3094 = tail call float @llvm.fma.f32(float %phi1984, float 1.300000e+01, float %call3093)
  %call3095 = tail call float @llvm.fma.f32(float %phi1985, float 1.600000e+01, float %call3094)
  %call3096 = tail call float @llvm.fma.f32(float %phi2460, float 1.900000e+01, float %call3095)
  %call3097 = tail call float @llvm.fma.f32(float %phi2461, float 2.200000e+01, float %call3096)
  %call3098 = tail call float @llvm.fma.f32(float %phi2462, float 2.500000e+01, float %call3097)
  %bits3099 = bitcast float %call3098 to i32
  %call3100 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3099, i32 1, i32 0)
  %fmul3112 = fmul float %phi1977, 3.000000e+00
  %call3113 = tail call float @llvm.fma.f32(float %phi1978, float 6.000000e+00, float %fmul3112)
  %call3114 = tail call float @llvm.fma.f32(float %phi1979, float 9.000000e+00, float %call3113)
  %call3115 = tail call float @llvm.fma.f32(float %phi1983, float 1.200000e+01, float %call3114)
  %call3116 = tail call float @llvm.fma.f32(float %phi1984, float 1.500000e+01, float %call3115)
  %call3117 = tail call float @llvm.fma.f32(float %phi1985, float 1.800000e+01, float %call3116)
  %call3118 = tail call float @llvm.fma.f32(float %phi2460, float 2.100000e+01, float %call3117)
  %call3119 = tail call float @llvm.fma.f32(float %phi2461, float 2.400000e+01, float %call3118)
  %call3120 = tail call float @llvm.fma.f32(float %phi2462, float 2.700000e+01, float %call3119)
  %bits3121 = bitcast float %call3120 to i32
  %call3122 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3121, i32 1, i32 31)
  %out.s3127 = and i1 %out.row1579, %cmp2994
  %out.col3130 = and i1 %cmp1580, %out.s3127
  br i1 %out.col3130, label %then3132, label %endif3133

then3132:                                         ; preds = %endif3089
  %fmul3102 = fmul float %phi1977, 2.000000e+00
  %call3103 = tail call float @llvm.fma.f32(float %phi1978, float 5.000000e+00, float %fmul3102)
  %call3104 = tail call float @llvm.fma.f32(float %phi1979, float 8.000000e+00, float %call3103)
  %call3105 = tail call float @llvm.fma.f32(float %phi1983, float 1.100000e+01, float %call3104)
  %call3106 = tail call float @llvm.fma.f32(float %phi1984, float 1.400000e+01, float %call3105)
  %call3107 = tail call float @llvm.fma.f32(float %phi1985, float 1.700000e+01, float %call3106)
  %call3108 = tail call float @llvm.fma.f32(float %phi2460, float 2.000000e+01, float %call3107)
  %call3109 = tail call float @llvm.fma.f32(float %phi2461, float 2.300000e+01, float %call3108)
  %call3110 = tail call float @llvm.fma.f32(float %phi2462, float 2.600000e+01, float %call3109)
  %leaf3101 = bitcast i32 %call3100 to float
  %fadd3111 = fadd float %call3110, %leaf3101
  %leaf3123 = bitcast i32 %call3122 to float
  %fadd3124 = fadd float %fadd3111, %leaf3123
  %gep3356 = getelementptr float, ptr addrspace(1) %invariant.gep3323, i64 %mul2996
  store float %fadd3124, ptr addrspace(1) %gep3356, align 4
  br label %endif3133

endif3133:                                        ; preds = %then3132, %endif3089
  %call3135 = tail call float @llvm.fma.f32(float %phi1981, float 4.000000e+00, float %phi1980)
  %call3136 = tail call float @llvm.fma.f32(float %phi1982, float 7.000000e+00, float %call3135)
  %call3137 = tail call float @llvm.fma.f32(float %phi2457, float 1.000000e+01, float %call3136)
  %call3138 = tail call float @llvm.fma.f32(float %phi2458, float 1.300000e+01, float %call3137)
  %call3139 = tail call float @llvm.fma.f32(float %phi2459, float 1.600000e+01, float %call3138)
  %call3140 = tail call float @llvm.fma.f32(float %phi2463, float 1.900000e+01, float %call3139)
  %call3141 = tail call float @llvm.fma.f32(float %phi2464, float 2.200000e+01, float %call3140)
  %call3142 = tail call float @llvm.fma.f32(float %phi2465, float 2.500000e+01, float %call3141)
  %bits3143 = bitcast float %call3142 to i32
  %call3144 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3143, i32 1, i32 0)
  %fmul3156 = fmul float %phi1980, 3.000000e+00
  %call3157 = tail call float @llvm.fma.f32(float %phi1981, float 6.000000e+00, float %fmul3156)
  %call3158 = tail call float @llvm.fma.f32(float %phi1982, float 9.000000e+00, float %call3157)
  %call3159 = tail call float @llvm.fma.f32(float %phi2457, float 1.200000e+01, float %call3158)
  %call3160 = tail call float @llvm.fma.f32(float %phi2458, float 1.500000e+01, float %call3159)
  %call3161 = tail call float @llvm.fma.f32(float %phi2459, float 1.800000e+01, float %call3160)
  %call3162 = tail call float @llvm.fma.f32(float %phi2463, float 2.100000e+01, float %call3161)
  %call3163 = tail call float @llvm.fma.f32(float %phi2464, float 2.400000e+01, float %call3162)
  %call3164 = tail call float @llvm.fma.f32(float %phi2465, float 2.700000e+01, float %call3163)
  %bits3165 = bitcast float %call3164 to i32
  %call3166 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3165, i32 1, i32 31)
  %add3169 = or disjoint i64 %add2830, 1
  %cmp3170 = icmp sgt i64 %sub2955, 1
  %out.s3171 = and i1 %out.row, %cmp3170
  %mul3172 = mul i64 %add3169, %mul1602
  %out.col3174 = and i1 %cmp1580, %out.s3171
  br i1 %out.col3174, label %then3176, label %endif3177

then3176:                                         ; preds = %endif3133
  %fmul3146 = fmul float %phi1980, 2.000000e+00
  %call3147 = tail call float @llvm.fma.f32(float %phi1981, float 5.000000e+00, float %fmul3146)
  %call3148 = tail call float @llvm.fma.f32(float %phi1982, float 8.000000e+00, float %call3147)
  %call3149 = tail call float @llvm.fma.f32(float %phi2457, float 1.100000e+01, float %call3148)
  %call3150 = tail call float @llvm.fma.f32(float %phi2458, float 1.400000e+01, float %call3149)
  %call3151 = tail call float @llvm.fma.f32(float %phi2459, float 1.700000e+01, float %call3150)
  %call3152 = tail call float @llvm.fma.f32(float %phi2463, float 2.000000e+01, float %call3151)
  %call3153 = tail call float @llvm.fma.f32(float %phi2464, float 2.300000e+01, float %call3152)
  %call3154 = tail call float @llvm.fma.f32(float %phi2465, float 2.600000e+01, float %call3153)
  %leaf3145 = bitcast i32 %call3144 to float
  %fadd3155 = fadd float %call3154, %leaf3145
  %leaf3167 = bitcast i32 %call3166 to float
  %fadd3168 = fadd float %fadd3155, %leaf3167
  %gep3358 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul3172
  store float %fadd3168, ptr addrspace(1) %gep3358, align 4
  br label %endif3177

endif3177:                                        ; preds = %then3176, %endif3133
  %call3179 = tail call float @llvm.fma.f32(float %phi1982, float 4.000000e+00, float %phi1981)
  %call3180 = tail call float @llvm.fma.f32(float %phi1983, float 7.000000e+00, float %call3179)
  %call3181 = tail call float @llvm.fma.f32(float %phi2458, float 1.000000e+01, float %call3180)
  %call3182 = tail call float @llvm.fma.f32(float %phi2459, float 1.300000e+01, float %call3181)
  %call3183 = tail call float @llvm.fma.f32(float %phi2460, float 1.600000e+01, float %call3182)
  %call3184 = tail call float @llvm.fma.f32(float %phi2464, float 1.900000e+01, float %call3183)
  %call3185 = tail call float @llvm.fma.f32(float %phi2465, float 2.200000e+01, float %call3184)
  %call3186 = tail call float @llvm.fma.f32(float %phi2466, float 2.500000e+01, float %call3185)
  %bits3187 = bitcast float %call3186 to i32
  %call3188 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3187, i32 1, i32 0)
  %fmul3200 = fmul float %phi1981, 3.000000e+00
  %call3201 = tail call float @llvm.fma.f32(float %phi1982, float 6.000000e+00, float %fmul3200)
  %call3202 = tail call float @llvm.fma.f32(float %phi1983, float 9.000000e+00, float %call3201)
  %call3203 = tail call float @llvm.fma.f32(float %phi2458, float 1.200000e+01, float %call3202)
  %call3204 = tail call float @llvm.fma.f32(float %phi2459, float 1.500000e+01, float %call3203)
  %call3205 = tail call float @llvm.fma.f32(float %phi2460, float 1.800000e+01, float %call3204)
  %call3206 = tail call float @llvm.fma.f32(float %phi2464, float 2.100000e+01, float %call3205)
  %call3207 = tail call float @llvm.fma.f32(float %phi2465, float 2.400000e+01, float %call3206)
  %call3208 = tail call float @llvm.fma.f32(float %phi2466, float 2.700000e+01, float %call3207)
  %bits3209 = bitcast float %call3208 to i32
  %call3210 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3209, i32 1, i32 31)
  %out.s3215 = and i1 %out.row1573, %cmp3170
  %out.col3218 = and i1 %cmp1580, %out.s3215
  br i1 %out.col3218, label %then3220, label %endif3221

then3220:                                         ; preds = %endif3177
  %fmul3190 = fmul float %phi1981, 2.000000e+00
  %call3191 = tail call float @llvm.fma.f32(float %phi1982, float 5.000000e+00, float %fmul3190)
  %call3192 = tail call float @llvm.fma.f32(float %phi1983, float 8.000000e+00, float %call3191)
  %call3193 = tail call float @llvm.fma.f32(float %phi2458, float 1.100000e+01, float %call3192)
  %call3194 = tail call float @llvm.fma.f32(float %phi2459, float 1.400000e+01, float %call3193)
  %call3195 = tail call float @llvm.fma.f32(float %phi2460, float 1.700000e+01, float %call3194)
  %call3196 = tail call float @llvm.fma.f32(float %phi2464, float 2.000000e+01, float %call3195)
  %call3197 = tail call float @llvm.fma.f32(float %phi2465, float 2.300000e+01, float %call3196)
  %call3198 = tail call float @llvm.fma.f32(float %phi2466, float 2.600000e+01, float %call3197)
  %leaf3189 = bitcast i32 %call3188 to float
  %fadd3199 = fadd float %call3198, %leaf3189
  %leaf3211 = bitcast i32 %call3210 to float
  %fadd3212 = fadd float %fadd3199, %leaf3211
  %gep3360 = getelementptr float, ptr addrspace(1) %invariant.gep3319, i64 %mul3172
  store float %fadd3212, ptr addrspace(1) %gep3360, align 4
  br label %endif3221

endif3221:                                        ; preds = %then3220, %endif3177
  %call3223 = tail call float @llvm.fma.f32(float %phi1983, float 4.000000e+00, float %phi1982)
  %call3224 = tail call float @llvm.fma.f32(float %phi1984, float 7.000000e+00, float %call3223)
  %call3225 = tail call float @llvm.fma.f32(float %phi2459, float 1.000000e+01, float %call3224)
  %call3226 = tail call float @llvm.fma.f32(float %phi2460, float 1.300000e+01, float %call3225)
  %call3227 = tail call float @llvm.fma.f32(float %phi2461, float 1.600000e+01, float %call3226)
  %call3228 = tail call float @llvm.fma.f32(float %phi2465, float 1.900000e+01, float %call3227)
  %call3229 = tail call float @llvm.fma.f32(float %phi2466, float 2.200000e+01, float %call3228)
  %call3230 = tail call float @llvm.fma.f32(float %phi2467, float 2.500000e+01, float %call3229)
  %bits3231 = bitcast float %call3230 to i32
  %call3232 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3231, i32 1, i32 0)
  %fmul3244 = fmul float %phi1982, 3.000000e+00
  %call3245 = tail call float @llvm.fma.f32(float %phi1983, float 6.000000e+00, float %fmul3244)
  %call3246 = tail call float @llvm.fma.f32(float %phi1984, float 9.000000e+00, float %call3245)
  %call3247 = tail call float @llvm.fma.f32(float %phi2459, float 1.200000e+01, float %call3246)
  %call3248 = tail call float @llvm.fma.f32(float %phi2460, float 1.500000e+01, float %call3247)
  %call3249 = tail call float @llvm.fma.f32(float %phi2461, float 1.800000e+01, float %call3248)
  %call3250 = tail call float @llvm.fma.f32(float %phi2465, float 2.100000e+01, float %call3249)
  %call3251 = tail call float @llvm.fma.f32(float %phi2466, float 2.400000e+01, float %call3250)
  %call3252 = tail call float @llvm.fma.f32(float %phi2467, float 2.700000e+01, float %call3251)
  %bits3253 = bitcast float %call3252 to i32
  %call3254 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3253, i32 1, i32 31)
  %out.s3259 = and i1 %out.row1576, %cmp3170
  %out.col3262 = and i1 %cmp1580, %out.s3259
  br i1 %out.col3262, label %then3264, label %endif3265

then3264:                                         ; preds = %endif3221
  %fmul3234 = fmul float %phi1982, 2.000000e+00
  %call3235 = tail call float @llvm.fma.f32(float %phi1983, float 5.000000e+00, float %fmul3234)
  %call3236 = tail call float @llvm.fma.f32(float %phi1984, float 8.000000e+00, float %call3235)
  %call3237 = tail call float @llvm.fma.f32(float %phi2459, float 1.100000e+01, float %call3236)
  %call3238 = tail call float @llvm.fma.f32(float %phi2460, float 1.400000e+01, float %call3237)
  %call3239 = tail call float @llvm.fma.f32(float %phi2461, float 1.700000e+01, float %call3238)
  %call3240 = tail call float @llvm.fma.f32(float %phi2465, float 2.000000e+01, float %call3239)
  %call3241 = tail call float @llvm.fma.f32(float %phi2466, float 2.300000e+01, float %call3240)
  %call3242 = tail call float @llvm.fma.f32(float %phi2467, float 2.600000e+01, float %call3241)
  %leaf3233 = bitcast i32 %call3232 to float
  %fadd3243 = fadd float %call3242, %leaf3233
  %leaf3255 = bitcast i32 %call3254 to float
  %fadd3256 = fadd float %fadd3243, %leaf3255
  %gep3362 = getelementptr float, ptr addrspace(1) %invariant.gep3321, i64 %mul3172
  store float %fadd3256, ptr addrspace(1) %gep3362, align 4
  br label %endif3265

endif3265:                                        ; preds = %then3264, %endif3221
  %call3267 = tail call float @llvm.fma.f32(float %phi1984, float 4.000000e+00, float %phi1983)
  %call3268 = tail call float @llvm.fma.f32(float %phi1985, float 7.000000e+00, float %call3267)
  %call3269 = tail call float @llvm.fma.f32(float %phi2460, float 1.000000e+01, float %call3268)
  %call3270 = tail call float @llvm.fma.f32(float %phi2461, float 1.300000e+01, float %call3269)
  %call3271 = tail call float @llvm.fma.f32(float %phi2462, float 1.600000e+01, float %call3270)
  %call3272 = tail call float @llvm.fma.f32(float %phi2466, float 1.900000e+01, float %call3271)
  %call3273 = tail call float @llvm.fma.f32(float %phi2467, float 2.200000e+01, float %call3272)
  %call3274 = tail call float @llvm.fma.f32(float %phi2468, float 2.500000e+01, float %call3273)
  %bits3275 = bitcast float %call3274 to i32
  %call3276 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3275, i32 1, i32 0)
  %fmul3288 = fmul float %phi1983, 3.000000e+00
  %call3289 = tail call float @llvm.fma.f32(float %phi1984, float 6.000000e+00, float %fmul3288)
  %call3290 = tail call float @llvm.fma.f32(float %phi1985, float 9.000000e+00, float %call3289)
  %call3291 = tail call float @llvm.fma.f32(float %phi2460, float 1.200000e+01, float %call3290)
  %call3292 = tail call float @llvm.fma.f32(float %phi2461, float 1.500000e+01, float %call3291)
  %call3293 = tail call float @llvm.fma.f32(float %phi2462, float 1.800000e+01, float %call3292)
  %call3294 = tail call float @llvm.fma.f32(float %phi2466, float 2.100000e+01, float %call3293)
  %call3295 = tail call float @llvm.fma.f32(float %phi2467, float 2.400000e+01, float %call3294)
  %call3296 = tail call float @llvm.fma.f32(float %phi2468, float 2.700000e+01, float %call3295)
  %bits3297 = bitcast float %call3296 to i32
  %call3298 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3297, i32 1, i32 31)
  %out.s3303 = and i1 %out.row1579, %cmp3170
  %out.col3306 = and i1 %cmp1580, %out.s3303
  br i1 %out.col3306, label %then3308, label %endif3309

then3308:                                         ; preds = %endif3265
  %fmul3278 = fmul float %phi1983, 2.000000e+00
  %call3279 = tail call float @llvm.fma.f32(float %phi1984, float 5.000000e+00, float %fmul3278)
  %call3280 = tail call float @llvm.fma.f32(float %phi1985, float 8.000000e+00, float %call3279)
  %call3281 = tail call float @llvm.fma.f32(float %phi2460, float 1.100000e+01, float %call3280)
  %call3282 = tail call float @llvm.fma.f32(float %phi2461, float 1.400000e+01, float %call3281)
  %call3283 = tail call float @llvm.fma.f32(float %phi2462, float 1.700000e+01, float %call3282)
  %call3284 = tail call float @llvm.fma.f32(float %phi2466, float 2.000000e+01, float %call3283)
  %call3285 = tail call float @llvm.fma.f32(float %phi2467, float 2.300000e+01, float %call3284)
  %call3286 = tail call float @llvm.fma.f32(float %phi2468, float 2.600000e+01, float %call3285)
  %leaf3277 = bitcast i32 %call3276 to float
  %fadd3287 = fadd float %call3286, %leaf3277
  %leaf3299 = bitcast i32 %call3298 to float
  %fadd3300 = fadd float %fadd3287, %leaf3299
  %gep3364 = getelementptr float, ptr addrspace(1) %invariant.gep3323, i64 %mul3172
  store float %fadd3300, ptr addrspace(1) %gep3364, align 4
  br label %endif3309

endif3309:                                        ; preds = %then3308, %endif3265
  %add3311 = add nuw nsw i64 %group1821, 1
  %mul3312 = mul nuw nsw i64 %add3311, 3
  %cmp3313 = icmp ult i64 %mul3312, %60
  br i1 %cmp3313, label %tile.steps1819, label %endif
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

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) nocapture, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #4

attributes #0 = { norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind memory(argmem: read) }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}

!0 = !{ptr @systole_stencil_ssam_j3d27pt_f32_elements, !"kernel", i32 1}
