; ModuleID = 'systole_stencil_ssam_conv9x3_f32'
source_filename = "systole_stencil_ssam_conv9x3_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@systole_weights = local_unnamed_addr addrspace(4) externally_initialized global [27 x float] zeroinitializer

define void @systole_stencil_ssam_conv9x3_f32_elements(i64 %0, i64 %1, ptr addrspace(1) noalias readonly %2, i64 %3, i64 %4, ptr addrspace(1) noalias nocapture readonly %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, ptr addrspace(1) noalias %14, i64 %15, i64 %16) local_unnamed_addr {
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
  %sub = add i64 %7, -62
  %div = sdiv i64 %sub, 60
  %17 = tail call i64 @llvm.smax.i64(i64 %div, i64 -1)
  %call10 = add nsw i64 %17, 1
  %call11 = tail call i64 @llvm.smin.i64(i64 %15, i64 %call10)
  %cmp = icmp slt i64 %sub, 0
  %18 = tail call i64 @llvm.smax.i64(i64 %call11, i64 1)
  %call12 = select i1 %cmp, i64 1, i64 %18
  %sub13 = add i64 %6, -36
  %div14 = sdiv i64 %sub13, 32
  %19 = tail call i64 @llvm.smax.i64(i64 %div14, i64 -1)
  %call16 = add nsw i64 %19, 1
  %call17 = tail call i64 @llvm.smin.i64(i64 %16, i64 %call16)
  %cmp18 = icmp slt i64 %sub13, 0
  %20 = tail call i64 @llvm.smax.i64(i64 %call17, i64 1)
  %call20 = select i1 %cmp18, i64 1, i64 %20
  %address = ptrtoint ptr addrspace(1) %14 to i64
  %21 = or i64 %9, %7
  %22 = and i64 %21, 1
  %address26 = ptrtoint ptr addrspace(1) %2 to i64
  %low3291 = or i64 %address, %address26
  %23 = and i64 %low3291, 7
  %24 = or i64 %23, %22
  %aligned29 = icmp eq i64 %24, 0
  %mul30 = mul i64 %16, %15
  %cmp31 = icmp slt i64 %warp, %mul30
  br i1 %cmp31, label %stride.body.preheader, label %stride.exit

stride.body.preheader:                            ; preds = %entry
  %mul1479 = shl nuw nsw i64 %lane, 1
  %sub1478 = add nsw i64 %mul1479, -2
  %sub1488 = add i64 %7, -1
  %cmp1498 = icmp ne i64 %lane, 0
  %cmp1499 = icmp ne i64 %lane, 31
  %out.lane1500 = and i1 %cmp1498, %cmp1499
  %sub1506 = add i64 %8, 3
  %sub1516 = add i64 %6, -1
  %invariant.gep = getelementptr i8, ptr addrspace(1) %14, i64 4
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %endif
  %i = phi i64 [ %add3289, %endif ], [ %warp, %stride.body.preheader ]
  %i.frozen = freeze i64 %i
  %.frozen = freeze i64 %15
  %div33 = udiv i64 %i.frozen, %.frozen
  %25 = mul i64 %div33, %.frozen
  %rem32.decomposed = sub i64 %i.frozen, %25
  %cmp35 = icmp sgt i64 %rem32.decomposed, 0
  %cmp36 = icmp slt i64 %rem32.decomposed, %call12
  %within = and i1 %cmp35, %cmp36
  %inside = and i1 %aligned29, %within
  %cmp38 = icmp sgt i64 %div33, 0
  %cmp39 = icmp slt i64 %div33, %call20
  %within40 = and i1 %cmp38, %cmp39
  %inside41 = and i1 %inside, %within40
  %mul42 = mul i64 %rem32.decomposed, 60
  %mul43 = shl i64 %div33, 5
  %add46 = add i64 %sub1478, %mul42
  br i1 %inside41, label %then, label %else

stride.exit:                                      ; preds = %endif, %entry
  ret void

then:                                             ; preds = %stride.body
  %sub58 = add i64 %mul43, -4
  %mul60 = mul i64 %sub58, %7
  %26 = getelementptr float, ptr addrspace(1) %2, i64 %mul60
  %p = getelementptr float, ptr addrspace(1) %26, i64 %add46
  %call63 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p, i32 8)
  %x = extractelement <2 x float> %call63, i64 0
  %x64 = extractelement <2 x float> %call63, i64 1
  %add65 = add i64 %mul43, -3
  %mul66 = mul i64 %add65, %7
  %27 = getelementptr float, ptr addrspace(1) %2, i64 %mul66
  %p69 = getelementptr float, ptr addrspace(1) %27, i64 %add46
  %call70 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p69, i32 8)
  %x71 = extractelement <2 x float> %call70, i64 0
  %x72 = extractelement <2 x float> %call70, i64 1
  %add73 = add i64 %mul43, -2
  %mul74 = mul i64 %add73, %7
  %28 = getelementptr float, ptr addrspace(1) %2, i64 %mul74
  %p77 = getelementptr float, ptr addrspace(1) %28, i64 %add46
  %call78 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p77, i32 8)
  %x79 = extractelement <2 x float> %call78, i64 0
  %x80 = extractelement <2 x float> %call78, i64 1
  %add81 = add i64 %mul43, -1
  %mul82 = mul i64 %add81, %7
  %29 = getelementptr float, ptr addrspace(1) %2, i64 %mul82
  %p85 = getelementptr float, ptr addrspace(1) %29, i64 %add46
  %call86 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p85, i32 8)
  %x87 = extractelement <2 x float> %call86, i64 0
  %x88 = extractelement <2 x float> %call86, i64 1
  %mul90 = mul i64 %mul43, %7
  %30 = getelementptr float, ptr addrspace(1) %2, i64 %mul90
  %p93 = getelementptr float, ptr addrspace(1) %30, i64 %add46
  %call94 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p93, i32 8)
  %x95 = extractelement <2 x float> %call94, i64 0
  %x96 = extractelement <2 x float> %call94, i64 1
  %add97 = or disjoint i64 %mul43, 1
  %mul98 = mul i64 %add97, %7
  %31 = getelementptr float, ptr addrspace(1) %2, i64 %mul98
  %p101 = getelementptr float, ptr addrspace(1) %31, i64 %add46
  %call102 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p101, i32 8)
  %x103 = extractelement <2 x float> %call102, i64 0
  %x104 = extractelement <2 x float> %call102, i64 1
  %add105 = or disjoint i64 %mul43, 2
  %mul106 = mul i64 %add105, %7
  %32 = getelementptr float, ptr addrspace(1) %2, i64 %mul106
  %p109 = getelementptr float, ptr addrspace(1) %32, i64 %add46
  %call110 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p109, i32 8)
  %x111 = extractelement <2 x float> %call110, i64 0
  %x112 = extractelement <2 x float> %call110, i64 1
  %add113 = or disjoint i64 %mul43, 3
  %mul114 = mul i64 %add113, %7
  %33 = getelementptr float, ptr addrspace(1) %2, i64 %mul114
  %p117 = getelementptr float, ptr addrspace(1) %33, i64 %add46
  %call118 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p117, i32 8)
  %x119 = extractelement <2 x float> %call118, i64 0
  %x120 = extractelement <2 x float> %call118, i64 1
  %add121 = or disjoint i64 %mul43, 4
  %mul122 = mul i64 %add121, %7
  %34 = getelementptr float, ptr addrspace(1) %2, i64 %mul122
  %p125 = getelementptr float, ptr addrspace(1) %34, i64 %add46
  %call126 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p125, i32 8)
  %x127 = extractelement <2 x float> %call126, i64 0
  %x128 = extractelement <2 x float> %call126, i64 1
  %add129 = or disjoint i64 %mul43, 5
  %mul130 = mul i64 %add129, %7
  %35 = getelementptr float, ptr addrspace(1) %2, i64 %mul130
  %p133 = getelementptr float, ptr addrspace(1) %35, i64 %add46
  %call134 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p133, i32 8)
  %x135 = extractelement <2 x float> %call134, i64 0
  %x136 = extractelement <2 x float> %call134, i64 1
  %add137 = or disjoint i64 %mul43, 6
  %mul138 = mul i64 %add137, %7
  %36 = getelementptr float, ptr addrspace(1) %2, i64 %mul138
  %p141 = getelementptr float, ptr addrspace(1) %36, i64 %add46
  %call142 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p141, i32 8)
  %x143 = extractelement <2 x float> %call142, i64 0
  %x144 = extractelement <2 x float> %call142, i64 1
  %add145 = or disjoint i64 %mul43, 7
  %mul146 = mul i64 %add145, %7
  %37 = getelementptr float, ptr addrspace(1) %2, i64 %mul146
  %p149 = getelementptr float, ptr addrspace(1) %37, i64 %add46
  %call150 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p149, i32 8)
  %x151 = extractelement <2 x float> %call150, i64 0
  %x152 = extractelement <2 x float> %call150, i64 1
  %invariant.gep3308 = getelementptr float, ptr addrspace(1) %2, i64 %add46
  %invariant.gep3316 = getelementptr float, ptr addrspace(1) %14, i64 %add46
  br label %tile.steps

else:                                             ; preds = %stride.body
  %add1482 = or disjoint i64 %add46, 1
  %call1486 = tail call i64 @llvm.smin.i64(i64 %add46, i64 %9)
  %call1487 = tail call i64 @llvm.smax.i64(i64 %call1486, i64 -1)
  %call1489 = tail call i64 @llvm.smin.i64(i64 %call1487, i64 %sub1488)
  %call1490 = tail call i64 @llvm.smax.i64(i64 %call1489, i64 0)
  %call1492 = tail call i64 @llvm.smin.i64(i64 %add1482, i64 %9)
  %call1493 = tail call i64 @llvm.smax.i64(i64 %call1492, i64 -1)
  %call1495 = tail call i64 @llvm.smin.i64(i64 %call1493, i64 %sub1488)
  %call1496 = tail call i64 @llvm.smax.i64(i64 %call1495, i64 0)
  %cmp1501 = icmp slt i64 %add46, %9
  %cmp1502 = icmp slt i64 %add1482, %9
  %add1507 = sub i64 %sub1506, %mul43
  %div15083292 = lshr i64 %add1507, 2
  %38 = tail call i64 @llvm.umin.i64(i64 %div15083292, i64 8)
  %sub1511 = add i64 %mul43, -4
  %call1514 = tail call i64 @llvm.smin.i64(i64 %sub1511, i64 %sub1506)
  %call1515 = tail call i64 @llvm.smax.i64(i64 %call1514, i64 -4)
  %call1517 = tail call i64 @llvm.smin.i64(i64 %call1515, i64 %sub1516)
  %call1518 = tail call i64 @llvm.smax.i64(i64 %call1517, i64 0)
  %mul1519 = mul i64 %call1518, %7
  %39 = getelementptr float, ptr addrspace(1) %2, i64 %mul1519
  %p1522 = getelementptr float, ptr addrspace(1) %39, i64 %call1490
  %v1523 = load float, ptr addrspace(1) %p1522, align 4
  %p1526 = getelementptr float, ptr addrspace(1) %39, i64 %call1496
  %v1527 = load float, ptr addrspace(1) %p1526, align 4
  %add1528 = add i64 %mul43, -3
  %call1530 = tail call i64 @llvm.smin.i64(i64 %add1528, i64 %sub1506)
  %call1531 = tail call i64 @llvm.smax.i64(i64 %call1530, i64 -4)
  %call1533 = tail call i64 @llvm.smin.i64(i64 %call1531, i64 %sub1516)
  %call1534 = tail call i64 @llvm.smax.i64(i64 %call1533, i64 0)
  %mul1535 = mul i64 %call1534, %7
  %40 = getelementptr float, ptr addrspace(1) %2, i64 %mul1535
  %p1538 = getelementptr float, ptr addrspace(1) %40, i64 %call1490
  %v1539 = load float, ptr addrspace(1) %p1538, align 4
  %p1542 = getelementptr float, ptr addrspace(1) %40, i64 %call1496
  %v1543 = load float, ptr addrspace(1) %p1542, align 4
  %add1544 = add i64 %mul43, -2
  %call1546 = tail call i64 @llvm.smin.i64(i64 %add1544, i64 %sub1506)
  %call1547 = tail call i64 @llvm.smax.i64(i64 %call1546, i64 -4)
  %call1549 = tail call i64 @llvm.smin.i64(i64 %call1547, i64 %sub1516)
  %call1550 = tail call i64 @llvm.smax.i64(i64 %call1549, i64 0)
  %mul1551 = mul i64 %call1550, %7
  %41 = getelementptr float, ptr addrspace(1) %2, i64 %mul1551
  %p1554 = getelementptr float, ptr addrspace(1) %41, i64 %call1490
  %v1555 = load float, ptr addrspace(1) %p1554, align 4
  %p1558 = getelementptr float, ptr addrspace(1) %41, i64 %call1496
  %v1559 = load float, ptr addrspace(1) %p1558, align 4
  %add1560 = add i64 %mul43, -1
  %call1562 = tail call i64 @llvm.smin.i64(i64 %add1560, i64 %sub1506)
  %call1563 = tail call i64 @llvm.smax.i64(i64 %call1562, i64 -4)
  %call1565 = tail call i64 @llvm.smin.i64(i64 %call1563, i64 %sub1516)
  %call1566 = tail call i64 @llvm.smax.i64(i64 %call1565, i64 0)
  %mul1567 = mul i64 %call1566, %7
  %42 = getelementptr float, ptr addrspace(1) %2, i64 %mul1567
  %p1570 = getelementptr float, ptr addrspace(1) %42, i64 %call1490
  %v1571 = load float, ptr addrspace(1) %p1570, align 4
  %p1574 = getelementptr float, ptr addrspace(1) %42, i64 %call1496
  %v1575 = load float, ptr addrspace(1) %p1574, align 4
  %call1578 = tail call i64 @llvm.smin.i64(i64 %mul43, i64 %sub1506)
  %call1579 = tail call i64 @llvm.smax.i64(i64 %call1578, i64 -4)
  %call1581 = tail call i64 @llvm.smin.i64(i64 %call1579, i64 %sub1516)
  %call1582 = tail call i64 @llvm.smax.i64(i64 %call1581, i64 0)
  %mul1583 = mul i64 %call1582, %7
  %43 = getelementptr float, ptr addrspace(1) %2, i64 %mul1583
  %p1586 = getelementptr float, ptr addrspace(1) %43, i64 %call1490
  %v1587 = load float, ptr addrspace(1) %p1586, align 4
  %p1590 = getelementptr float, ptr addrspace(1) %43, i64 %call1496
  %v1591 = load float, ptr addrspace(1) %p1590, align 4
  %add1592 = or disjoint i64 %mul43, 1
  %call1594 = tail call i64 @llvm.smin.i64(i64 %add1592, i64 %sub1506)
  %call1595 = tail call i64 @llvm.smax.i64(i64 %call1594, i64 -4)
  %call1597 = tail call i64 @llvm.smin.i64(i64 %call1595, i64 %sub1516)
  %call1598 = tail call i64 @llvm.smax.i64(i64 %call1597, i64 0)
  %mul1599 = mul i64 %call1598, %7
  %44 = getelementptr float, ptr addrspace(1) %2, i64 %mul1599
  %p1602 = getelementptr float, ptr addrspace(1) %44, i64 %call1490
  %v1603 = load float, ptr addrspace(1) %p1602, align 4
  %p1606 = getelementptr float, ptr addrspace(1) %44, i64 %call1496
  %v1607 = load float, ptr addrspace(1) %p1606, align 4
  %add1608 = or disjoint i64 %mul43, 2
  %call1610 = tail call i64 @llvm.smin.i64(i64 %add1608, i64 %sub1506)
  %call1611 = tail call i64 @llvm.smax.i64(i64 %call1610, i64 -4)
  %call1613 = tail call i64 @llvm.smin.i64(i64 %call1611, i64 %sub1516)
  %call1614 = tail call i64 @llvm.smax.i64(i64 %call1613, i64 0)
  %mul1615 = mul i64 %call1614, %7
  %45 = getelementptr float, ptr addrspace(1) %2, i64 %mul1615
  %p1618 = getelementptr float, ptr addrspace(1) %45, i64 %call1490
  %v1619 = load float, ptr addrspace(1) %p1618, align 4
  %p1622 = getelementptr float, ptr addrspace(1) %45, i64 %call1496
  %v1623 = load float, ptr addrspace(1) %p1622, align 4
  %add1624 = or disjoint i64 %mul43, 3
  %call1626 = tail call i64 @llvm.smin.i64(i64 %add1624, i64 %sub1506)
  %call1627 = tail call i64 @llvm.smax.i64(i64 %call1626, i64 -4)
  %call1629 = tail call i64 @llvm.smin.i64(i64 %call1627, i64 %sub1516)
  %call1630 = tail call i64 @llvm.smax.i64(i64 %call1629, i64 0)
  %mul1631 = mul i64 %call1630, %7
  %46 = getelementptr float, ptr addrspace(1) %2, i64 %mul1631
  %p1634 = getelementptr float, ptr addrspace(1) %46, i64 %call1490
  %v1635 = load float, ptr addrspace(1) %p1634, align 4
  %p1638 = getelementptr float, ptr addrspace(1) %46, i64 %call1496
  %v1639 = load float, ptr addrspace(1) %p1638, align 4
  %add1640 = or disjoint i64 %mul43, 4
  %call1642 = tail call i64 @llvm.smin.i64(i64 %add1640, i64 %sub1506)
  %call1643 = tail call i64 @llvm.smax.i64(i64 %call1642, i64 -4)
  %call1645 = tail call i64 @llvm.smin.i64(i64 %call1643, i64 %sub1516)
  %call1646 = tail call i64 @llvm.smax.i64(i64 %call1645, i64 0)
  %mul1647 = mul i64 %call1646, %7
  %47 = getelementptr float, ptr addrspace(1) %2, i64 %mul1647
  %p1650 = getelementptr float, ptr addrspace(1) %47, i64 %call1490
  %v1651 = load float, ptr addrspace(1) %p1650, align 4
  %p1654 = getelementptr float, ptr addrspace(1) %47, i64 %call1496
  %v1655 = load float, ptr addrspace(1) %p1654, align 4
  %add1656 = or disjoint i64 %mul43, 5
  %call1658 = tail call i64 @llvm.smin.i64(i64 %add1656, i64 %sub1506)
  %call1659 = tail call i64 @llvm.smax.i64(i64 %call1658, i64 -4)
  %call1661 = tail call i64 @llvm.smin.i64(i64 %call1659, i64 %sub1516)
  %call1662 = tail call i64 @llvm.smax.i64(i64 %call1661, i64 0)
  %mul1663 = mul i64 %call1662, %7
  %48 = getelementptr float, ptr addrspace(1) %2, i64 %mul1663
  %p1666 = getelementptr float, ptr addrspace(1) %48, i64 %call1490
  %v1667 = load float, ptr addrspace(1) %p1666, align 4
  %p1670 = getelementptr float, ptr addrspace(1) %48, i64 %call1496
  %v1671 = load float, ptr addrspace(1) %p1670, align 4
  %add1672 = or disjoint i64 %mul43, 6
  %call1674 = tail call i64 @llvm.smin.i64(i64 %add1672, i64 %sub1506)
  %call1675 = tail call i64 @llvm.smax.i64(i64 %call1674, i64 -4)
  %call1677 = tail call i64 @llvm.smin.i64(i64 %call1675, i64 %sub1516)
  %call1678 = tail call i64 @llvm.smax.i64(i64 %call1677, i64 0)
  %mul1679 = mul i64 %call1678, %7
  %49 = getelementptr float, ptr addrspace(1) %2, i64 %mul1679
  %p1682 = getelementptr float, ptr addrspace(1) %49, i64 %call1490
  %v1683 = load float, ptr addrspace(1) %p1682, align 4
  %p1686 = getelementptr float, ptr addrspace(1) %49, i64 %call1496
  %v1687 = load float, ptr addrspace(1) %p1686, align 4
  %add1688 = or disjoint i64 %mul43, 7
  %call1690 = tail call i64 @llvm.smin.i64(i64 %add1688, i64 %sub1506)
  %call1691 = tail call i64 @llvm.smax.i64(i64 %call1690, i64 -4)
  %call1693 = tail call i64 @llvm.smin.i64(i64 %call1691, i64 %sub1516)
  %call1694 = tail call i64 @llvm.smax.i64(i64 %call1693, i64 0)
  %mul1695 = mul i64 %call1694, %7
  %50 = getelementptr float, ptr addrspace(1) %2, i64 %mul1695
  %p1698 = getelementptr float, ptr addrspace(1) %50, i64 %call1490
  %v1699 = load float, ptr addrspace(1) %p1698, align 4
  %p1702 = getelementptr float, ptr addrspace(1) %50, i64 %call1496
  %v1703 = load float, ptr addrspace(1) %p1702, align 4
  %invariant.op = add nsw i64 %38, -4
  br label %tile.steps1704

endif:                                            ; preds = %endif2120, %endif2508, %endif2896, %endif3284, %endif1469
  %add3289 = add i64 %i, %warp8
  %cmp3290 = icmp slt i64 %add3289, %mul30
  br i1 %cmp3290, label %stride.body, label %stride.exit

tile.steps:                                       ; preds = %endif1469, %then
  %group = phi i64 [ 0, %then ], [ %add1473, %endif1469 ]
  %phi = phi float [ %x, %then ], [ %x519, %endif1469 ]
  %phi153 = phi float [ %x64, %then ], [ %x520, %endif1469 ]
  %phi154 = phi float [ %x71, %then ], [ %x527, %endif1469 ]
  %phi155 = phi float [ %x72, %then ], [ %x528, %endif1469 ]
  %phi156 = phi float [ %x79, %then ], [ %x535, %endif1469 ]
  %phi157 = phi float [ %x80, %then ], [ %x536, %endif1469 ]
  %phi158 = phi float [ %x87, %then ], [ %x543, %endif1469 ]
  %phi159 = phi float [ %x88, %then ], [ %x544, %endif1469 ]
  %phi160 = phi float [ %x95, %then ], [ %x843, %endif1469 ]
  %phi161 = phi float [ %x96, %then ], [ %x844, %endif1469 ]
  %phi162 = phi float [ %x103, %then ], [ %x851, %endif1469 ]
  %phi163 = phi float [ %x104, %then ], [ %x852, %endif1469 ]
  %phi164 = phi float [ %x111, %then ], [ %x859, %endif1469 ]
  %phi165 = phi float [ %x112, %then ], [ %x860, %endif1469 ]
  %phi166 = phi float [ %x119, %then ], [ %x867, %endif1469 ]
  %phi167 = phi float [ %x120, %then ], [ %x868, %endif1469 ]
  %phi168 = phi float [ %x127, %then ], [ %phi1193, %endif1469 ]
  %phi169 = phi float [ %x128, %then ], [ %phi1194, %endif1469 ]
  %phi170 = phi float [ %x135, %then ], [ %phi1195, %endif1469 ]
  %phi171 = phi float [ %x136, %then ], [ %phi1196, %endif1469 ]
  %phi172 = phi float [ %x143, %then ], [ %phi1197, %endif1469 ]
  %phi173 = phi float [ %x144, %then ], [ %phi1198, %endif1469 ]
  %phi174 = phi float [ %x151, %then ], [ %phi1199, %endif1469 ]
  %phi175 = phi float [ %x152, %then ], [ %phi1200, %endif1469 ]
  %mul186 = shl i64 %group, 4
  %add187 = add nuw nsw i64 %mul186, %mul43
  %add190 = or disjoint i64 %add187, 8
  %mul195 = mul i64 %add190, %7
  %gep3309 = getelementptr float, ptr addrspace(1) %invariant.gep3308, i64 %mul195
  %call199 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep3309, i32 8)
  %x200 = extractelement <2 x float> %call199, i64 0
  %x201 = extractelement <2 x float> %call199, i64 1
  %add202 = or disjoint i64 %add187, 9
  %mul203 = mul i64 %add202, %7
  %gep3311 = getelementptr float, ptr addrspace(1) %invariant.gep3308, i64 %mul203
  %call207 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep3311, i32 8)
  %x208 = extractelement <2 x float> %call207, i64 0
  %x209 = extractelement <2 x float> %call207, i64 1
  %add210 = or disjoint i64 %add187, 10
  %mul211 = mul i64 %add210, %7
  %gep3313 = getelementptr float, ptr addrspace(1) %invariant.gep3308, i64 %mul211
  %call215 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep3313, i32 8)
  %x216 = extractelement <2 x float> %call215, i64 0
  %x217 = extractelement <2 x float> %call215, i64 1
  %add218 = or disjoint i64 %add187, 11
  %mul219 = mul i64 %add218, %7
  %gep3315 = getelementptr float, ptr addrspace(1) %invariant.gep3308, i64 %mul219
  %call223 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep3315, i32 8)
  %x224 = extractelement <2 x float> %call223, i64 0
  %x225 = extractelement <2 x float> %call223, i64 1
  %51 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul = fmul float %phi153, %51
  %52 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call234 = tail call float @llvm.fma.f32(float %phi155, float %52, float %fmul)
  %53 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call235 = tail call float @llvm.fma.f32(float %phi157, float %53, float %call234)
  %54 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call236 = tail call float @llvm.fma.f32(float %phi159, float %54, float %call235)
  %55 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call237 = tail call float @llvm.fma.f32(float %phi161, float %55, float %call236)
  %56 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call238 = tail call float @llvm.fma.f32(float %phi163, float %56, float %call237)
  %57 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call239 = tail call float @llvm.fma.f32(float %phi165, float %57, float %call238)
  %58 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call240 = tail call float @llvm.fma.f32(float %phi167, float %58, float %call239)
  %59 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call241 = tail call float @llvm.fma.f32(float %phi169, float %59, float %call240)
  %bits = bitcast float %call241 to i32
  %call242 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits, i32 1, i32 0)
  %60 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %61 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %62 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %63 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %64 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %65 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %66 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %67 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %68 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %69 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %70 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %71 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %72 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %73 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %74 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %75 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %76 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %77 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %78 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul261 = fmul float %phi, %78
  %79 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call262 = tail call float @llvm.fma.f32(float %phi154, float %79, float %fmul261)
  %80 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call263 = tail call float @llvm.fma.f32(float %phi156, float %80, float %call262)
  %81 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call264 = tail call float @llvm.fma.f32(float %phi158, float %81, float %call263)
  %82 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call265 = tail call float @llvm.fma.f32(float %phi160, float %82, float %call264)
  %83 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call266 = tail call float @llvm.fma.f32(float %phi162, float %83, float %call265)
  %84 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call267 = tail call float @llvm.fma.f32(float %phi164, float %84, float %call266)
  %85 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call268 = tail call float @llvm.fma.f32(float %phi166, float %85, float %call267)
  %86 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call269 = tail call float @llvm.fma.f32(float %phi168, float %86, float %call268)
  %bits270 = bitcast float %call269 to i32
  %call271 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits270, i32 1, i32 31)
  %87 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %88 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %89 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %90 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %91 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %92 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %93 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %94 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %95 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %96 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %97 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %98 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %99 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %100 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %101 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %102 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %103 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %104 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  switch i64 %lane, label %then294 [
    i64 31, label %endif295
    i64 0, label %endif295
  ]

then294:                                          ; preds = %tile.steps
  %mul292 = mul i64 %add187, %9
  %leaf272 = bitcast i32 %call271 to float
  %call273 = tail call float @llvm.fma.f32(float %phi, float %87, float %leaf272)
  %call274 = tail call float @llvm.fma.f32(float %phi154, float %88, float %call273)
  %call275 = tail call float @llvm.fma.f32(float %phi156, float %89, float %call274)
  %call276 = tail call float @llvm.fma.f32(float %phi158, float %90, float %call275)
  %call277 = tail call float @llvm.fma.f32(float %phi160, float %91, float %call276)
  %call278 = tail call float @llvm.fma.f32(float %phi162, float %92, float %call277)
  %call279 = tail call float @llvm.fma.f32(float %phi164, float %93, float %call278)
  %call280 = tail call float @llvm.fma.f32(float %phi166, float %94, float %call279)
  %call281 = tail call float @llvm.fma.f32(float %phi168, float %95, float %call280)
  %call282 = tail call float @llvm.fma.f32(float %phi153, float %96, float %call281)
  %call283 = tail call float @llvm.fma.f32(float %phi155, float %97, float %call282)
  %call284 = tail call float @llvm.fma.f32(float %phi157, float %98, float %call283)
  %call285 = tail call float @llvm.fma.f32(float %phi159, float %99, float %call284)
  %call286 = tail call float @llvm.fma.f32(float %phi161, float %100, float %call285)
  %call287 = tail call float @llvm.fma.f32(float %phi163, float %101, float %call286)
  %call288 = tail call float @llvm.fma.f32(float %phi165, float %102, float %call287)
  %call289 = tail call float @llvm.fma.f32(float %phi167, float %103, float %call288)
  %call290 = tail call float @llvm.fma.f32(float %phi169, float %104, float %call289)
  %leaf = bitcast i32 %call242 to float
  %call243 = tail call float @llvm.fma.f32(float %phi, float %60, float %leaf)
  %call244 = tail call float @llvm.fma.f32(float %phi154, float %61, float %call243)
  %call245 = tail call float @llvm.fma.f32(float %phi156, float %62, float %call244)
  %call246 = tail call float @llvm.fma.f32(float %phi158, float %63, float %call245)
  %call247 = tail call float @llvm.fma.f32(float %phi160, float %64, float %call246)
  %call248 = tail call float @llvm.fma.f32(float %phi162, float %65, float %call247)
  %call249 = tail call float @llvm.fma.f32(float %phi164, float %66, float %call248)
  %call250 = tail call float @llvm.fma.f32(float %phi166, float %67, float %call249)
  %call251 = tail call float @llvm.fma.f32(float %phi168, float %68, float %call250)
  %call252 = tail call float @llvm.fma.f32(float %phi153, float %69, float %call251)
  %call253 = tail call float @llvm.fma.f32(float %phi155, float %70, float %call252)
  %call254 = tail call float @llvm.fma.f32(float %phi157, float %71, float %call253)
  %call255 = tail call float @llvm.fma.f32(float %phi159, float %72, float %call254)
  %call256 = tail call float @llvm.fma.f32(float %phi161, float %73, float %call255)
  %call257 = tail call float @llvm.fma.f32(float %phi163, float %74, float %call256)
  %call258 = tail call float @llvm.fma.f32(float %phi165, float %75, float %call257)
  %call259 = tail call float @llvm.fma.f32(float %phi167, float %76, float %call258)
  %call260 = tail call float @llvm.fma.f32(float %phi169, float %77, float %call259)
  %v = insertelement <2 x float> poison, float %call260, i64 0
  %v296 = insertelement <2 x float> %v, float %call290, i64 1
  %gep3317 = getelementptr float, ptr addrspace(1) %invariant.gep3316, i64 %mul292
  store <2 x float> %v296, ptr addrspace(1) %gep3317, align 8
  br label %endif295

endif295:                                         ; preds = %tile.steps, %tile.steps, %then294
  %105 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul298 = fmul float %phi155, %105
  %106 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call299 = tail call float @llvm.fma.f32(float %phi157, float %106, float %fmul298)
  %107 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call300 = tail call float @llvm.fma.f32(float %phi159, float %107, float %call299)
  %108 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call301 = tail call float @llvm.fma.f32(float %phi161, float %108, float %call300)
  %109 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call302 = tail call float @llvm.fma.f32(float %phi163, float %109, float %call301)
  %110 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call303 = tail call float @llvm.fma.f32(float %phi165, float %110, float %call302)
  %111 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call304 = tail call float @llvm.fma.f32(float %phi167, float %111, float %call303)
  %112 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call305 = tail call float @llvm.fma.f32(float %phi169, float %112, float %call304)
  %113 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call306 = tail call float @llvm.fma.f32(float %phi171, float %113, float %call305)
  %bits307 = bitcast float %call306 to i32
  %call308 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits307, i32 1, i32 0)
  %114 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %115 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %116 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %117 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %118 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %119 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %120 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %121 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %122 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %123 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %124 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %125 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %126 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %127 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %128 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %129 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %130 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %131 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %132 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul328 = fmul float %phi154, %132
  %133 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call329 = tail call float @llvm.fma.f32(float %phi156, float %133, float %fmul328)
  %134 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call330 = tail call float @llvm.fma.f32(float %phi158, float %134, float %call329)
  %135 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call331 = tail call float @llvm.fma.f32(float %phi160, float %135, float %call330)
  %136 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call332 = tail call float @llvm.fma.f32(float %phi162, float %136, float %call331)
  %137 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call333 = tail call float @llvm.fma.f32(float %phi164, float %137, float %call332)
  %138 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call334 = tail call float @llvm.fma.f32(float %phi166, float %138, float %call333)
  %139 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call335 = tail call float @llvm.fma.f32(float %phi168, float %139, float %call334)
  %140 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call336 = tail call float @llvm.fma.f32(float %phi170, float %140, float %call335)
  %bits337 = bitcast float %call336 to i32
  %call338 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits337, i32 1, i32 31)
  %141 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %142 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %143 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %144 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %145 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %146 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %147 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %148 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %149 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %150 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %151 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %152 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %153 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %154 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %155 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %156 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %157 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %158 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  switch i64 %lane, label %then361 [
    i64 31, label %endif362
    i64 0, label %endif362
  ]

then361:                                          ; preds = %endif295
  %add358 = or disjoint i64 %add187, 1
  %mul359 = mul i64 %add358, %9
  %leaf339 = bitcast i32 %call338 to float
  %call340 = tail call float @llvm.fma.f32(float %phi154, float %141, float %leaf339)
  %call341 = tail call float @llvm.fma.f32(float %phi156, float %142, float %call340)
  %call342 = tail call float @llvm.fma.f32(float %phi158, float %143, float %call341)
  %call343 = tail call float @llvm.fma.f32(float %phi160, float %144, float %call342)
  %call344 = tail call float @llvm.fma.f32(float %phi162, float %145, float %call343)
  %call345 = tail call float @llvm.fma.f32(float %phi164, float %146, float %call344)
  %call346 = tail call float @llvm.fma.f32(float %phi166, float %147, float %call345)
  %call347 = tail call float @llvm.fma.f32(float %phi168, float %148, float %call346)
  %call348 = tail call float @llvm.fma.f32(float %phi170, float %149, float %call347)
  %call349 = tail call float @llvm.fma.f32(float %phi155, float %150, float %call348)
  %call350 = tail call float @llvm.fma.f32(float %phi157, float %151, float %call349)
  %call351 = tail call float @llvm.fma.f32(float %phi159, float %152, float %call350)
  %call352 = tail call float @llvm.fma.f32(float %phi161, float %153, float %call351)
  %call353 = tail call float @llvm.fma.f32(float %phi163, float %154, float %call352)
  %call354 = tail call float @llvm.fma.f32(float %phi165, float %155, float %call353)
  %call355 = tail call float @llvm.fma.f32(float %phi167, float %156, float %call354)
  %call356 = tail call float @llvm.fma.f32(float %phi169, float %157, float %call355)
  %call357 = tail call float @llvm.fma.f32(float %phi171, float %158, float %call356)
  %leaf309 = bitcast i32 %call308 to float
  %call310 = tail call float @llvm.fma.f32(float %phi154, float %114, float %leaf309)
  %call311 = tail call float @llvm.fma.f32(float %phi156, float %115, float %call310)
  %call312 = tail call float @llvm.fma.f32(float %phi158, float %116, float %call311)
  %call313 = tail call float @llvm.fma.f32(float %phi160, float %117, float %call312)
  %call314 = tail call float @llvm.fma.f32(float %phi162, float %118, float %call313)
  %call315 = tail call float @llvm.fma.f32(float %phi164, float %119, float %call314)
  %call316 = tail call float @llvm.fma.f32(float %phi166, float %120, float %call315)
  %call317 = tail call float @llvm.fma.f32(float %phi168, float %121, float %call316)
  %call318 = tail call float @llvm.fma.f32(float %phi170, float %122, float %call317)
  %call319 = tail call float @llvm.fma.f32(float %phi155, float %123, float %call318)
  %call320 = tail call float @llvm.fma.f32(float %phi157, float %124, float %call319)
  %call321 = tail call float @llvm.fma.f32(float %phi159, float %125, float %call320)
  %call322 = tail call float @llvm.fma.f32(float %phi161, float %126, float %call321)
  %call323 = tail call float @llvm.fma.f32(float %phi163, float %127, float %call322)
  %call324 = tail call float @llvm.fma.f32(float %phi165, float %128, float %call323)
  %call325 = tail call float @llvm.fma.f32(float %phi167, float %129, float %call324)
  %call326 = tail call float @llvm.fma.f32(float %phi169, float %130, float %call325)
  %call327 = tail call float @llvm.fma.f32(float %phi171, float %131, float %call326)
  %v363 = insertelement <2 x float> poison, float %call327, i64 0
  %v364 = insertelement <2 x float> %v363, float %call357, i64 1
  %gep3319 = getelementptr float, ptr addrspace(1) %invariant.gep3316, i64 %mul359
  store <2 x float> %v364, ptr addrspace(1) %gep3319, align 8
  br label %endif362

endif362:                                         ; preds = %endif295, %endif295, %then361
  %159 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul366 = fmul float %phi157, %159
  %160 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call367 = tail call float @llvm.fma.f32(float %phi159, float %160, float %fmul366)
  %161 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call368 = tail call float @llvm.fma.f32(float %phi161, float %161, float %call367)
  %162 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call369 = tail call float @llvm.fma.f32(float %phi163, float %162, float %call368)
  %163 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call370 = tail call float @llvm.fma.f32(float %phi165, float %163, float %call369)
  %164 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call371 = tail call float @llvm.fma.f32(float %phi167, float %164, float %call370)
  %165 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call372 = tail call float @llvm.fma.f32(float %phi169, float %165, float %call371)
  %166 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call373 = tail call float @llvm.fma.f32(float %phi171, float %166, float %call372)
  %167 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call374 = tail call float @llvm.fma.f32(float %phi173, float %167, float %call373)
  %bits375 = bitcast float %call374 to i32
  %call376 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits375, i32 1, i32 0)
  %168 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %169 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %170 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %171 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %172 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %173 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %174 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %175 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %176 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %177 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %178 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %179 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %180 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %181 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %182 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %183 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %184 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %185 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %186 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul396 = fmul float %phi156, %186
  %187 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call397 = tail call float @llvm.fma.f32(float %phi158, float %187, float %fmul396)
  %188 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call398 = tail call float @llvm.fma.f32(float %phi160, float %188, float %call397)
  %189 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call399 = tail call float @llvm.fma.f32(float %phi162, float %189, float %call398)
  %190 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call400 = tail call float @llvm.fma.f32(float %phi164, float %190, float %call399)
  %191 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call401 = tail call float @llvm.fma.f32(float %phi166, float %191, float %call400)
  %192 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call402 = tail call float @llvm.fma.f32(float %phi168, float %192, float %call401)
  %193 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call403 = tail call float @llvm.fma.f32(float %phi170, float %193, float %call402)
  %194 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call404 = tail call float @llvm.fma.f32(float %phi172, float %194, float %call403)
  %bits405 = bitcast float %call404 to i32
  %call406 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits405, i32 1, i32 31)
  %195 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %196 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %197 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %198 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %199 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %200 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %201 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %202 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %203 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %204 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %205 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %206 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %207 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %208 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %209 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %210 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %211 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %212 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  switch i64 %lane, label %then429 [
    i64 31, label %endif430
    i64 0, label %endif430
  ]

then429:                                          ; preds = %endif362
  %add426 = or disjoint i64 %add187, 2
  %mul427 = mul i64 %add426, %9
  %leaf407 = bitcast i32 %call406 to float
  %call408 = tail call float @llvm.fma.f32(float %phi156, float %195, float %leaf407)
  %call409 = tail call float @llvm.fma.f32(float %phi158, float %196, float %call408)
  %call410 = tail call float @llvm.fma.f32(float %phi160, float %197, float %call409)
  %call411 = tail call float @llvm.fma.f32(float %phi162, float %198, float %call410)
  %call412 = tail call float @llvm.fma.f32(float %phi164, float %199, float %call411)
  %call413 = tail call float @llvm.fma.f32(float %phi166, float %200, float %call412)
  %call414 = tail call float @llvm.fma.f32(float %phi168, float %201, float %call413)
  %call415 = tail call float @llvm.fma.f32(float %phi170, float %202, float %call414)
  %call416 = tail call float @llvm.fma.f32(float %phi172, float %203, float %call415)
  %call417 = tail call float @llvm.fma.f32(float %phi157, float %204, float %call416)
  %call418 = tail call float @llvm.fma.f32(float %phi159, float %205, float %call417)
  %call419 = tail call float @llvm.fma.f32(float %phi161, float %206, float %call418)
  %call420 = tail call float @llvm.fma.f32(float %phi163, float %207, float %call419)
  %call421 = tail call float @llvm.fma.f32(float %phi165, float %208, float %call420)
  %call422 = tail call float @llvm.fma.f32(float %phi167, float %209, float %call421)
  %call423 = tail call float @llvm.fma.f32(float %phi169, float %210, float %call422)
  %call424 = tail call float @llvm.fma.f32(float %phi171, float %211, float %call423)
  %call425 = tail call float @llvm.fma.f32(float %phi173, float %212, float %call424)
  %leaf377 = bitcast i32 %call376 to float
  %call378 = tail call float @llvm.fma.f32(float %phi156, float %168, float %leaf377)
  %call379 = tail call float @llvm.fma.f32(float %phi158, float %169, float %call378)
  %call380 = tail call float @llvm.fma.f32(float %phi160, float %170, float %call379)
  %call381 = tail call float @llvm.fma.f32(float %phi162, float %171, float %call380)
  %call382 = tail call float @llvm.fma.f32(float %phi164, float %172, float %call381)
  %call383 = tail call float @llvm.fma.f32(float %phi166, float %173, float %call382)
  %call384 = tail call float @llvm.fma.f32(float %phi168, float %174, float %call383)
  %call385 = tail call float @llvm.fma.f32(float %phi170, float %175, float %call384)
  %call386 = tail call float @llvm.fma.f32(float %phi172, float %176, float %call385)
  %call387 = tail call float @llvm.fma.f32(float %phi157, float %177, float %call386)
  %call388 = tail call float @llvm.fma.f32(float %phi159, float %178, float %call387)
  %call389 = tail call float @llvm.fma.f32(float %phi161, float %179, float %call388)
  %call390 = tail call float @llvm.fma.f32(float %phi163, float %180, float %call389)
  %call391 = tail call float @llvm.fma.f32(float %phi165, float %181, float %call390)
  %call392 = tail call float @llvm.fma.f32(float %phi167, float %182, float %call391)
  %call393 = tail call float @llvm.fma.f32(float %phi169, float %183, float %call392)
  %call394 = tail call float @llvm.fma.f32(float %phi171, float %184, float %call393)
  %call395 = tail call float @llvm.fma.f32(float %phi173, float %185, float %call394)
  %v431 = insertelement <2 x float> poison, float %call395, i64 0
  %v432 = insertelement <2 x float> %v431, float %call425, i64 1
  %gep3321 = getelementptr float, ptr addrspace(1) %invariant.gep3316, i64 %mul427
  store <2 x float> %v432, ptr addrspace(1) %gep3321, align 8
  br label %endif430

endif430:                                         ; preds = %endif362, %endif362, %then429
  %213 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul434 = fmul float %phi159, %213
  %214 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call435 = tail call float @llvm.fma.f32(float %phi161, float %214, float %fmul434)
  %215 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call436 = tail call float @llvm.fma.f32(float %phi163, float %215, float %call435)
  %216 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call437 = tail call float @llvm.fma.f32(float %phi165, float %216, float %call436)
  %217 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call438 = tail call float @llvm.fma.f32(float %phi167, float %217, float %call437)
  %218 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call439 = tail call float @llvm.fma.f32(float %phi169, float %218, float %call438)
  %219 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call440 = tail call float @llvm.fma.f32(float %phi171, float %219, float %call439)
  %220 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call441 = tail call float @llvm.fma.f32(float %phi173, float %220, float %call440)
  %221 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call442 = tail call float @llvm.fma.f32(float %phi175, float %221, float %call441)
  %bits443 = bitcast float %call442 to i32
  %call444 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits443, i32 1, i32 0)
  %222 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %223 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %224 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %225 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %226 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %227 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %228 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %229 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %230 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %231 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %232 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %233 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %234 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %235 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %236 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %237 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %238 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %239 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %240 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul464 = fmul float %phi158, %240
  %241 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call465 = tail call float @llvm.fma.f32(float %phi160, float %241, float %fmul464)
  %242 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call466 = tail call float @llvm.fma.f32(float %phi162, float %242, float %call465)
  %243 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call467 = tail call float @llvm.fma.f32(float %phi164, float %243, float %call466)
  %244 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call468 = tail call float @llvm.fma.f32(float %phi166, float %244, float %call467)
  %245 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call469 = tail call float @llvm.fma.f32(float %phi168, float %245, float %call468)
  %246 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call470 = tail call float @llvm.fma.f32(float %phi170, float %246, float %call469)
  %247 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call471 = tail call float @llvm.fma.f32(float %phi172, float %247, float %call470)
  %248 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call472 = tail call float @llvm.fma.f32(float %phi174, float %248, float %call471)
  %bits473 = bitcast float %call472 to i32
  %call474 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits473, i32 1, i32 31)
  %249 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %250 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %251 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %252 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %253 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %254 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %255 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %256 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %257 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %258 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %259 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %260 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %261 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %262 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %263 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %264 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %265 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %266 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  switch i64 %lane, label %then497 [
    i64 31, label %tile.step
    i64 0, label %tile.step
  ]

then497:                                          ; preds = %endif430
  %add494 = or disjoint i64 %add187, 3
  %mul495 = mul i64 %add494, %9
  %leaf475 = bitcast i32 %call474 to float
  %call476 = tail call float @llvm.fma.f32(float %phi158, float %249, float %leaf475)
  %call477 = tail call float @llvm.fma.f32(float %phi160, float %250, float %call476)
  %call478 = tail call float @llvm.fma.f32(float %phi162, float %251, float %call477)
  %call479 = tail call float @llvm.fma.f32(float %phi164, float %252, float %call478)
  %call480 = tail call float @llvm.fma.f32(float %phi166, float %253, float %call479)
  %call481 = tail call float @llvm.fma.f32(float %phi168, float %254, float %call480)
  %call482 = tail call float @llvm.fma.f32(float %phi170, float %255, float %call481)
  %call483 = tail call float @llvm.fma.f32(float %phi172, float %256, float %call482)
  %call484 = tail call float @llvm.fma.f32(float %phi174, float %257, float %call483)
  %call485 = tail call float @llvm.fma.f32(float %phi159, float %258, float %call484)
  %call486 = tail call float @llvm.fma.f32(float %phi161, float %259, float %call485)
  %call487 = tail call float @llvm.fma.f32(float %phi163, float %260, float %call486)
  %call488 = tail call float @llvm.fma.f32(float %phi165, float %261, float %call487)
  %call489 = tail call float @llvm.fma.f32(float %phi167, float %262, float %call488)
  %call490 = tail call float @llvm.fma.f32(float %phi169, float %263, float %call489)
  %call491 = tail call float @llvm.fma.f32(float %phi171, float %264, float %call490)
  %call492 = tail call float @llvm.fma.f32(float %phi173, float %265, float %call491)
  %call493 = tail call float @llvm.fma.f32(float %phi175, float %266, float %call492)
  %leaf445 = bitcast i32 %call444 to float
  %call446 = tail call float @llvm.fma.f32(float %phi158, float %222, float %leaf445)
  %call447 = tail call float @llvm.fma.f32(float %phi160, float %223, float %call446)
  %call448 = tail call float @llvm.fma.f32(float %phi162, float %224, float %call447)
  %call449 = tail call float @llvm.fma.f32(float %phi164, float %225, float %call448)
  %call450 = tail call float @llvm.fma.f32(float %phi166, float %226, float %call449)
  %call451 = tail call float @llvm.fma.f32(float %phi168, float %227, float %call450)
  %call452 = tail call float @llvm.fma.f32(float %phi170, float %228, float %call451)
  %call453 = tail call float @llvm.fma.f32(float %phi172, float %229, float %call452)
  %call454 = tail call float @llvm.fma.f32(float %phi174, float %230, float %call453)
  %call455 = tail call float @llvm.fma.f32(float %phi159, float %231, float %call454)
  %call456 = tail call float @llvm.fma.f32(float %phi161, float %232, float %call455)
  %call457 = tail call float @llvm.fma.f32(float %phi163, float %233, float %call456)
  %call458 = tail call float @llvm.fma.f32(float %phi165, float %234, float %call457)
  %call459 = tail call float @llvm.fma.f32(float %phi167, float %235, float %call458)
  %call460 = tail call float @llvm.fma.f32(float %phi169, float %236, float %call459)
  %call461 = tail call float @llvm.fma.f32(float %phi171, float %237, float %call460)
  %call462 = tail call float @llvm.fma.f32(float %phi173, float %238, float %call461)
  %call463 = tail call float @llvm.fma.f32(float %phi175, float %239, float %call462)
  %v499 = insertelement <2 x float> poison, float %call463, i64 0
  %v500 = insertelement <2 x float> %v499, float %call493, i64 1
  %gep3323 = getelementptr float, ptr addrspace(1) %invariant.gep3316, i64 %mul495
  store <2 x float> %v500, ptr addrspace(1) %gep3323, align 8
  br label %tile.step

tile.step:                                        ; preds = %then497, %endif430, %endif430
  %add188 = shl i64 %group, 4
  %mul505 = or disjoint i64 %add188, 4
  %add506 = add nuw nsw i64 %mul505, %mul43
  %add509 = or disjoint i64 %add506, 8
  %mul514 = mul i64 %add509, %7
  %gep3325 = getelementptr float, ptr addrspace(1) %invariant.gep3308, i64 %mul514
  %call518 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep3325, i32 8)
  %x519 = extractelement <2 x float> %call518, i64 0
  %x520 = extractelement <2 x float> %call518, i64 1
  %add521 = or disjoint i64 %add506, 9
  %mul522 = mul i64 %add521, %7
  %gep3327 = getelementptr float, ptr addrspace(1) %invariant.gep3308, i64 %mul522
  %call526 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep3327, i32 8)
  %x527 = extractelement <2 x float> %call526, i64 0
  %x528 = extractelement <2 x float> %call526, i64 1
  %add529 = or disjoint i64 %add506, 10
  %mul530 = mul i64 %add529, %7
  %gep3329 = getelementptr float, ptr addrspace(1) %invariant.gep3308, i64 %mul530
  %call534 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep3329, i32 8)
  %x535 = extractelement <2 x float> %call534, i64 0
  %x536 = extractelement <2 x float> %call534, i64 1
  %add537 = or disjoint i64 %add506, 11
  %mul538 = mul i64 %add537, %7
  %gep3331 = getelementptr float, ptr addrspace(1) %invariant.gep3308, i64 %mul538
  %call542 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep3331, i32 8)
  %x543 = extractelement <2 x float> %call542, i64 0
  %x544 = extractelement <2 x float> %call542, i64 1
  %267 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul553 = fmul float %phi161, %267
  %268 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call554 = tail call float @llvm.fma.f32(float %phi163, float %268, float %fmul553)
  %269 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call555 = tail call float @llvm.fma.f32(float %phi165, float %269, float %call554)
  %270 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call556 = tail call float @llvm.fma.f32(float %phi167, float %270, float %call555)
  %271 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call557 = tail call float @llvm.fma.f32(float %phi169, float %271, float %call556)
  %272 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call558 = tail call float @llvm.fma.f32(float %phi171, float %272, float %call557)
  %273 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call559 = tail call float @llvm.fma.f32(float %phi173, float %273, float %call558)
  %274 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call560 = tail call float @llvm.fma.f32(float %phi175, float %274, float %call559)
  %275 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call561 = tail call float @llvm.fma.f32(float %x201, float %275, float %call560)
  %bits562 = bitcast float %call561 to i32
  %call563 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits562, i32 1, i32 0)
  %276 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %277 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %278 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %279 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %280 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %281 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %282 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %283 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %284 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %285 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %286 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %287 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %288 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %289 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %290 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %291 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %292 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %293 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %294 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul583 = fmul float %phi160, %294
  %295 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call584 = tail call float @llvm.fma.f32(float %phi162, float %295, float %fmul583)
  %296 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call585 = tail call float @llvm.fma.f32(float %phi164, float %296, float %call584)
  %297 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call586 = tail call float @llvm.fma.f32(float %phi166, float %297, float %call585)
  %298 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call587 = tail call float @llvm.fma.f32(float %phi168, float %298, float %call586)
  %299 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call588 = tail call float @llvm.fma.f32(float %phi170, float %299, float %call587)
  %300 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call589 = tail call float @llvm.fma.f32(float %phi172, float %300, float %call588)
  %301 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call590 = tail call float @llvm.fma.f32(float %phi174, float %301, float %call589)
  %302 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call591 = tail call float @llvm.fma.f32(float %x200, float %302, float %call590)
  %bits592 = bitcast float %call591 to i32
  %call593 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits592, i32 1, i32 31)
  %303 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %304 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %305 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %306 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %307 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %308 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %309 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %310 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %311 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %312 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %313 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %314 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %315 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %316 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %317 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %318 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %319 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %320 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  switch i64 %lane, label %then616 [
    i64 31, label %endif617
    i64 0, label %endif617
  ]

then616:                                          ; preds = %tile.step
  %mul614 = mul i64 %add506, %9
  %leaf594 = bitcast i32 %call593 to float
  %call595 = tail call float @llvm.fma.f32(float %phi160, float %303, float %leaf594)
  %call596 = tail call float @llvm.fma.f32(float %phi162, float %304, float %call595)
  %call597 = tail call float @llvm.fma.f32(float %phi164, float %305, float %call596)
  %call598 = tail call float @llvm.fma.f32(float %phi166, float %306, float %call597)
  %call599 = tail call float @llvm.fma.f32(float %phi168, float %307, float %call598)
  %call600 = tail call float @llvm.fma.f32(float %phi170, float %308, float %call599)
  %call601 = tail call float @llvm.fma.f32(float %phi172, float %309, float %call600)
  %call602 = tail call float @llvm.fma.f32(float %phi174, float %310, float %call601)
  %call603 = tail call float @llvm.fma.f32(float %x200, float %311, float %call602)
  %call604 = tail call float @llvm.fma.f32(float %phi161, float %312, float %call603)
  %call605 = tail call float @llvm.fma.f32(float %phi163, float %313, float %call604)
  %call606 = tail call float @llvm.fma.f32(float %phi165, float %314, float %call605)
  %call607 = tail call float @llvm.fma.f32(float %phi167, float %315, float %call606)
  %call608 = tail call float @llvm.fma.f32(float %phi169, float %316, float %call607)
  %call609 = tail call float @llvm.fma.f32(float %phi171, float %317, float %call608)
  %call610 = tail call float @llvm.fma.f32(float %phi173, float %318, float %call609)
  %call611 = tail call float @llvm.fma.f32(float %phi175, float %319, float %call610)
  %call612 = tail call float @llvm.fma.f32(float %x201, float %320, float %call611)
  %leaf564 = bitcast i32 %call563 to float
  %call565 = tail call float @llvm.fma.f32(float %phi160, float %276, float %leaf564)
  %call566 = tail call float @llvm.fma.f32(float %phi162, float %277, float %call565)
  %call567 = tail call float @llvm.fma.f32(float %phi164, float %278, float %call566)
  %call568 = tail call float @llvm.fma.f32(float %phi166, float %279, float %call567)
  %call569 = tail call float @llvm.fma.f32(float %phi168, float %280, float %call568)
  %call570 = tail call float @llvm.fma.f32(float %phi170, float %281, float %call569)
  %call571 = tail call float @llvm.fma.f32(float %phi172, float %282, float %call570)
  %call572 = tail call float @llvm.fma.f32(float %phi174, float %283, float %call571)
  %call573 = tail call float @llvm.fma.f32(float %x200, float %284, float %call572)
  %call574 = tail call float @llvm.fma.f32(float %phi161, float %285, float %call573)
  %call575 = tail call float @llvm.fma.f32(float %phi163, float %286, float %call574)
  %call576 = tail call float @llvm.fma.f32(float %phi165, float %287, float %call575)
  %call577 = tail call float @llvm.fma.f32(float %phi167, float %288, float %call576)
  %call578 = tail call float @llvm.fma.f32(float %phi169, float %289, float %call577)
  %call579 = tail call float @llvm.fma.f32(float %phi171, float %290, float %call578)
  %call580 = tail call float @llvm.fma.f32(float %phi173, float %291, float %call579)
  %call581 = tail call float @llvm.fma.f32(float %phi175, float %292, float %call580)
  %call582 = tail call float @llvm.fma.f32(float %x201, float %293, float %call581)
  %v618 = insertelement <2 x float> poison, float %call582, i64 0
  %v619 = insertelement <2 x float> %v618, float %call612, i64 1
  %gep3333 = getelementptr float, ptr addrspace(1) %invariant.gep3316, i64 %mul614
  store <2 x float> %v619, ptr addrspace(1) %gep3333, align 8
  br label %endif617

endif617:                                         ; preds = %tile.step, %tile.step, %then616
  %321 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul621 = fmul float %phi163, %321
  %322 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call622 = tail call float @llvm.fma.f32(float %phi165, float %322, float %fmul621)
  %323 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call623 = tail call float @llvm.fma.f32(float %phi167, float %323, float %call622)
  %324 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call624 = tail call float @llvm.fma.f32(float %phi169, float %324, float %call623)
  %325 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call625 = tail call float @llvm.fma.f32(float %phi171, float %325, float %call624)
  %326 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call626 = tail call float @llvm.fma.f32(float %phi173, float %326, float %call625)
  %327 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call627 = tail call float @llvm.fma.f32(float %phi175, float %327, float %call626)
  %328 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call628 = tail call float @llvm.fma.f32(float %x201, float %328, float %call627)
  %329 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call629 = tail call float @llvm.fma.f32(float %x209, float %329, float %call628)
  %bits630 = bitcast float %call629 to i32
  %call631 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits630, i32 1, i32 0)
  %330 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %331 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %332 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %333 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %334 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %335 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %336 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %337 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %338 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %339 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %340 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %341 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %342 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %343 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %344 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %345 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %346 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %347 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %348 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul651 = fmul float %phi162, %348
  %349 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call652 = tail call float @llvm.fma.f32(float %phi164, float %349, float %fmul651)
  %350 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call653 = tail call float @llvm.fma.f32(float %phi166, float %350, float %call652)
  %351 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call654 = tail call float @llvm.fma.f32(float %phi168, float %351, float %call653)
  %352 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call655 = tail call float @llvm.fma.f32(float %phi170, float %352, float %call654)
  %353 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call656 = tail call float @llvm.fma.f32(float %phi172, float %353, float %call655)
  %354 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call657 = tail call float @llvm.fma.f32(float %phi174, float %354, float %call656)
  %355 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call658 = tail call float @llvm.fma.f32(float %x200, float %355, float %call657)
  %356 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call659 = tail call float @llvm.fma.f32(float %x208, float %356, float %call658)
  %bits660 = bitcast float %call659 to i32
  %call661 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits660, i32 1, i32 31)
  %357 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %358 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %359 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %360 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %361 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %362 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %363 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %364 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %365 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %366 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %367 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %368 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %369 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %370 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %371 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %372 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %373 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %374 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  switch i64 %lane, label %then684 [
    i64 31, label %endif685
    i64 0, label %endif685
  ]

then684:                                          ; preds = %endif617
  %add681 = or disjoint i64 %add506, 1
  %mul682 = mul i64 %add681, %9
  %leaf662 = bitcast i32 %call661 to float
  %call663 = tail call float @llvm.fma.f32(float %phi162, float %357, float %leaf662)
  %call664 = tail call float @llvm.fma.f32(float %phi164, float %358, float %call663)
  %call665 = tail call float @llvm.fma.f32(float %phi166, float %359, float %call664)
  %call666 = tail call float @llvm.fma.f32(float %phi168, float %360, float %call665)
  %call667 = tail call float @llvm.fma.f32(float %phi170, float %361, float %call666)
  %call668 = tail call float @llvm.fma.f32(float %phi172, float %362, float %call667)
  %call669 = tail call float @llvm.fma.f32(float %phi174, float %363, float %call668)
  %call670 = tail call float @llvm.fma.f32(float %x200, float %364, float %call669)
  %call671 = tail call float @llvm.fma.f32(float %x208, float %365, float %call670)
  %call672 = tail call float @llvm.fma.f32(float %phi163, float %366, float %call671)
  %call673 = tail call float @llvm.fma.f32(float %phi165, float %367, float %call672)
  %call674 = tail call float @llvm.fma.f32(float %phi167, float %368, float %call673)
  %call675 = tail call float @llvm.fma.f32(float %phi169, float %369, float %call674)
  %call676 = tail call float @llvm.fma.f32(float %phi171, float %370, float %call675)
  %call677 = tail call float @llvm.fma.f32(float %phi173, float %371, float %call676)
  %call678 = tail call float @llvm.fma.f32(float %phi175, float %372, float %call677)
  %call679 = tail call float @llvm.fma.f32(float %x201, float %373, float %call678)
  %call680 = tail call float @llvm.fma.f32(float %x209, float %374, float %call679)
  %leaf632 = bitcast i32 %call631 to float
  %call633 = tail call float @llvm.fma.f32(float %phi162, float %330, float %leaf632)
  %call634 = tail call float @llvm.fma.f32(float %phi164, float %331, float %call633)
  %call635 = tail call float @llvm.fma.f32(float %phi166, float %332, float %call634)
  %call636 = tail call float @llvm.fma.f32(float %phi168, float %333, float %call635)
  %call637 = tail call float @llvm.fma.f32(float %phi170, float %334, float %call636)
  %call638 = tail call float @llvm.fma.f32(float %phi172, float %335, float %call637)
  %call639 = tail call float @llvm.fma.f32(float %phi174, float %336, float %call638)
  %call640 = tail call float @llvm.fma.f32(float %x200, float %337, float %call639)
  %call641 = tail call float @llvm.fma.f32(float %x208, float %338, float %call640)
  %call642 = tail call float @llvm.fma.f32(float %phi163, float %339, float %call641)
  %call643 = tail call float @llvm.fma.f32(float %phi165, float %340, float %call642)
  %call644 = tail call float @llvm.fma.f32(float %phi167, float %341, float %call643)
  %call645 = tail call float @llvm.fma.f32(float %phi169, float %342, float %call644)
  %call646 = tail call float @llvm.fma.f32(float %phi171, float %343, float %call645)
  %call647 = tail call float @llvm.fma.f32(float %phi173, float %344, float %call646)
  %call648 = tail call float @llvm.fma.f32(float %phi175, float %345, float %call647)
  %call649 = tail call float @llvm.fma.f32(float %x201, float %346, float %call648)
  %call650 = tail call float @llvm.fma.f32(float %x209, float %347, float %call649)
  %v686 = insertelement <2 x float> poison, float %call650, i64 0
  %v687 = insertelement <2 x float> %v686, float %call680, i64 1
  %gep3335 = getelementptr float, ptr addrspace(1) %invariant.gep3316, i64 %mul682
  store <2 x float> %v687, ptr addrspace(1) %gep3335, align 8
  br label %endif685

endif685:                                         ; preds = %endif617, %endif617, %then684
  %375 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul689 = fmul float %phi165, %375
  %376 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call690 = tail call float @llvm.fma.f32(float %phi167, float %376, float %fmul689)
  %377 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call691 = tail call float @llvm.fma.f32(float %phi169, float %377, float %call690)
  %378 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call692 = tail call float @llvm.fma.f32(float %phi171, float %378, float %call691)
  %379 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call693 = tail call float @llvm.fma.f32(float %phi173, float %379, float %call692)
  %380 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call694 = tail call float @llvm.fma.f32(float %phi175, float %380, float %call693)
  %381 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call695 = tail call float @llvm.fma.f32(float %x201, float %381, float %call694)
  %382 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call696 = tail call float @llvm.fma.f32(float %x209, float %382, float %call695)
  %383 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call697 = tail call float @llvm.fma.f32(float %x217, float %383, float %call696)
  %bits698 = bitcast float %call697 to i32
  %call699 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits698, i32 1, i32 0)
  %384 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %385 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %386 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %387 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %388 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %389 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %390 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %391 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %392 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %393 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %394 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %395 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %396 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %397 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %398 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %399 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %400 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %401 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %402 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul719 = fmul float %phi164, %402
  %403 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call720 = tail call float @llvm.fma.f32(float %phi166, float %403, float %fmul719)
  %404 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call721 = tail call float @llvm.fma.f32(float %phi168, float %404, float %call720)
  %405 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call722 = tail call float @llvm.fma.f32(float %phi170, float %405, float %call721)
  %406 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call723 = tail call float @llvm.fma.f32(float %phi172, float %406, float %call722)
  %407 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call724 = tail call float @llvm.fma.f32(float %phi174, float %407, float %call723)
  %408 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call725 = tail call float @llvm.fma.f32(float %x200, float %408, float %call724)
  %409 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call726 = tail call float @llvm.fma.f32(float %x208, float %409, float %call725)
  %410 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call727 = tail call float @llvm.fma.f32(float %x216, float %410, float %call726)
  %bits728 = bitcast float %call727 to i32
  %call729 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits728, i32 1, i32 31)
  %411 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %412 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %413 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %414 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %415 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %416 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %417 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %418 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %419 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %420 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %421 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %422 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %423 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %424 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %425 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %426 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %427 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %428 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  switch i64 %lane, label %then752 [
    i64 31, label %endif753
    i64 0, label %endif753
  ]

then752:                                          ; preds = %endif685
  %add749 = or disjoint i64 %add506, 2
  %mul750 = mul i64 %add749, %9
  %leaf730 = bitcast i32 %call729 to float
  %call731 = tail call float @llvm.fma.f32(float %phi164, float %411, float %leaf730)
  %call732 = tail call float @llvm.fma.f32(float %phi166, float %412, float %call731)
  %call733 = tail call float @llvm.fma.f32(float %phi168, float %413, float %call732)
  %call734 = tail call float @llvm.fma.f32(float %phi170, float %414, float %call733)
  %call735 = tail call float @llvm.fma.f32(float %phi172, float %415, float %call734)
  %call736 = tail call float @llvm.fma.f32(float %phi174, float %416, float %call735)
  %call737 = tail call float @llvm.fma.f32(float %x200, float %417, float %call736)
  %call738 = tail call float @llvm.fma.f32(float %x208, float %418, float %call737)
  %call739 = tail call float @llvm.fma.f32(float %x216, float %419, float %call738)
  %call740 = tail call float @llvm.fma.f32(float %phi165, float %420, float %call739)
  %call741 = tail call float @llvm.fma.f32(float %phi167, float %421, float %call740)
  %call742 = tail call float @llvm.fma.f32(float %phi169, float %422, float %call741)
  %call743 = tail call float @llvm.fma.f32(float %phi171, float %423, float %call742)
  %call744 = tail call float @llvm.fma.f32(float %phi173, float %424, float %call743)
  %call745 = tail call float @llvm.fma.f32(float %phi175, float %425, float %call744)
  %call746 = tail call float @llvm.fma.f32(float %x201, float %426, float %call745)
  %call747 = tail call float @llvm.fma.f32(float %x209, float %427, float %call746)
  %call748 = tail call float @llvm.fma.f32(float %x217, float %428, float %call747)
  %leaf700 = bitcast i32 %call699 to float
  %call701 = tail call float @llvm.fma.f32(float %phi164, float %384, float %leaf700)
  %call702 = tail call float @llvm.fma.f32(float %phi166, float %385, float %call701)
  %call703 = tail call float @llvm.fma.f32(float %phi168, float %386, float %call702)
  %call704 = tail call float @llvm.fma.f32(float %phi170, float %387, float %call703)
  %call705 = tail call float @llvm.fma.f32(float %phi172, float %388, float %call704)
  %call706 = tail call float @llvm.fma.f32(float %phi174, float %389, float %call705)
  %call707 = tail call float @llvm.fma.f32(float %x200, float %390, float %call706)
  %call708 = tail call float @llvm.fma.f32(float %x208, float %391, float %call707)
  %call709 = tail call float @llvm.fma.f32(float %x216, float %392, float %call708)
  %call710 = tail call float @llvm.fma.f32(float %phi165, float %393, float %call709)
  %call711 = tail call float @llvm.fma.f32(float %phi167, float %394, float %call710)
  %call712 = tail call float @llvm.fma.f32(float %phi169, float %395, float %call711)
  %call713 = tail call float @llvm.fma.f32(float %phi171, float %396, float %call712)
  %call714 = tail call float @llvm.fma.f32(float %phi173, float %397, float %call713)
  %call715 = tail call float @llvm.fma.f32(float %phi175, float %398, float %call714)
  %call716 = tail call float @llvm.fma.f32(float %x201, float %399, float %call715)
  %call717 = tail call float @llvm.fma.f32(float %x209, float %400, float %call716)
  %call718 = tail call float @llvm.fma.f32(float %x217, float %401, float %call717)
  %v754 = insertelement <2 x float> poison, float %call718, i64 0
  %v755 = insertelement <2 x float> %v754, float %call748, i64 1
  %gep3337 = getelementptr float, ptr addrspace(1) %invariant.gep3316, i64 %mul750
  store <2 x float> %v755, ptr addrspace(1) %gep3337, align 8
  br label %endif753

endif753:                                         ; preds = %endif685, %endif685, %then752
  %429 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul757 = fmul float %phi167, %429
  %430 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call758 = tail call float @llvm.fma.f32(float %phi169, float %430, float %fmul757)
  %431 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call759 = tail call float @llvm.fma.f32(float %phi171, float %431, float %call758)
  %432 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call760 = tail call float @llvm.fma.f32(float %phi173, float %432, float %call759)
  %433 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call761 = tail call float @llvm.fma.f32(float %phi175, float %433, float %call760)
  %434 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call762 = tail call float @llvm.fma.f32(float %x201, float %434, float %call761)
  %435 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call763 = tail call float @llvm.fma.f32(float %x209, float %435, float %call762)
  %436 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call764 = tail call float @llvm.fma.f32(float %x217, float %436, float %call763)
  %437 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call765 = tail call float @llvm.fma.f32(float %x225, float %437, float %call764)
  %bits766 = bitcast float %call765 to i32
  %call767 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits766, i32 1, i32 0)
  %438 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %439 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %440 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %441 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %442 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %443 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %444 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %445 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %446 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %447 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %448 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %449 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %450 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %451 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %452 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %453 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %454 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %455 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %456 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul787 = fmul float %phi166, %456
  %457 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call788 = tail call float @llvm.fma.f32(float %phi168, float %457, float %fmul787)
  %458 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call789 = tail call float @llvm.fma.f32(float %phi170, float %458, float %call788)
  %459 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call790 = tail call float @llvm.fma.f32(float %phi172, float %459, float %call789)
  %460 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call791 = tail call float @llvm.fma.f32(float %phi174, float %460, float %call790)
  %461 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call792 = tail call float @llvm.fma.f32(float %x200, float %461, float %call791)
  %462 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call793 = tail call float @llvm.fma.f32(float %x208, float %462, float %call792)
  %463 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call794 = tail call float @llvm.fma.f32(float %x216, float %463, float %call793)
  %464 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call795 = tail call float @llvm.fma.f32(float %x224, float %464, float %call794)
  %bits796 = bitcast float %call795 to i32
  %call797 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits796, i32 1, i32 31)
  %465 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %466 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %467 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %468 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %469 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %470 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %471 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %472 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %473 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %474 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %475 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %476 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %477 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %478 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %479 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %480 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %481 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %482 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  switch i64 %lane, label %then820 [
    i64 31, label %tile.step827
    i64 0, label %tile.step827
  ]

then820:                                          ; preds = %endif753
  %add817 = or disjoint i64 %add506, 3
  %mul818 = mul i64 %add817, %9
  %leaf798 = bitcast i32 %call797 to float
  %call799 = tail call float @llvm.fma.f32(float %phi166, float %465, float %leaf798)
  %call800 = tail call float @llvm.fma.f32(float %phi168, float %466, float %call799)
  %call801 = tail call float @llvm.fma.f32(float %phi170, float %467, float %call800)
  %call802 = tail call float @llvm.fma.f32(float %phi172, float %468, float %call801)
  %call803 = tail call float @llvm.fma.f32(float %phi174, float %469, float %call802)
  %call804 = tail call float @llvm.fma.f32(float %x200, float %470, float %call803)
  %call805 = tail call float @llvm.fma.f32(float %x208, float %471, float %call804)
  %call806 = tail call float @llvm.fma.f32(float %x216, float %472, float %call805)
  %call807 = tail call float @llvm.fma.f32(float %x224, float %473, float %call806)
  %call808 = tail call float @llvm.fma.f32(float %phi167, float %474, float %call807)
  %call809 = tail call float @llvm.fma.f32(float %phi169, float %475, float %call808)
  %call810 = tail call float @llvm.fma.f32(float %phi171, float %476, float %call809)
  %call811 = tail call float @llvm.fma.f32(float %phi173, float %477, float %call810)
  %call812 = tail call float @llvm.fma.f32(float %phi175, float %478, float %call811)
  %call813 = tail call float @llvm.fma.f32(float %x201, float %479, float %call812)
  %call814 = tail call float @llvm.fma.f32(float %x209, float %480, float %call813)
  %call815 = tail call float @llvm.fma.f32(float %x217, float %481, float %call814)
  %call816 = tail call float @llvm.fma.f32(float %x225, float %482, float %call815)
  %leaf768 = bitcast i32 %call767 to float
  %call769 = tail call float @llvm.fma.f32(float %phi166, float %438, float %leaf768)
  %call770 = tail call float @llvm.fma.f32(float %phi168, float %439, float %call769)
  %call771 = tail call float @llvm.fma.f32(float %phi170, float %440, float %call770)
  %call772 = tail call float @llvm.fma.f32(float %phi172, float %441, float %call771)
  %call773 = tail call float @llvm.fma.f32(float %phi174, float %442, float %call772)
  %call774 = tail call float @llvm.fma.f32(float %x200, float %443, float %call773)
  %call775 = tail call float @llvm.fma.f32(float %x208, float %444, float %call774)
  %call776 = tail call float @llvm.fma.f32(float %x216, float %445, float %call775)
  %call777 = tail call float @llvm.fma.f32(float %x224, float %446, float %call776)
  %call778 = tail call float @llvm.fma.f32(float %phi167, float %447, float %call777)
  %call779 = tail call float @llvm.fma.f32(float %phi169, float %448, float %call778)
  %call780 = tail call float @llvm.fma.f32(float %phi171, float %449, float %call779)
  %call781 = tail call float @llvm.fma.f32(float %phi173, float %450, float %call780)
  %call782 = tail call float @llvm.fma.f32(float %phi175, float %451, float %call781)
  %call783 = tail call float @llvm.fma.f32(float %x201, float %452, float %call782)
  %call784 = tail call float @llvm.fma.f32(float %x209, float %453, float %call783)
  %call785 = tail call float @llvm.fma.f32(float %x217, float %454, float %call784)
  %call786 = tail call float @llvm.fma.f32(float %x225, float %455, float %call785)
  %v822 = insertelement <2 x float> poison, float %call786, i64 0
  %v823 = insertelement <2 x float> %v822, float %call816, i64 1
  %gep3339 = getelementptr float, ptr addrspace(1) %invariant.gep3316, i64 %mul818
  store <2 x float> %v823, ptr addrspace(1) %gep3339, align 8
  br label %tile.step827

tile.step827:                                     ; preds = %then820, %endif753, %endif753
  %add507 = shl i64 %group, 4
  %mul829 = or disjoint i64 %add507, 8
  %add830 = add nuw nsw i64 %mul829, %mul43
  %add833 = add i64 %add830, 8
  %mul838 = mul i64 %add833, %7
  %gep3341 = getelementptr float, ptr addrspace(1) %invariant.gep3308, i64 %mul838
  %call842 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep3341, i32 8)
  %x843 = extractelement <2 x float> %call842, i64 0
  %x844 = extractelement <2 x float> %call842, i64 1
  %add845 = add i64 %add830, 9
  %mul846 = mul i64 %add845, %7
  %gep3343 = getelementptr float, ptr addrspace(1) %invariant.gep3308, i64 %mul846
  %call850 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep3343, i32 8)
  %x851 = extractelement <2 x float> %call850, i64 0
  %x852 = extractelement <2 x float> %call850, i64 1
  %add853 = add i64 %add830, 10
  %mul854 = mul i64 %add853, %7
  %gep3345 = getelementptr float, ptr addrspace(1) %invariant.gep3308, i64 %mul854
  %call858 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep3345, i32 8)
  %x859 = extractelement <2 x float> %call858, i64 0
  %x860 = extractelement <2 x float> %call858, i64 1
  %add861 = add i64 %add830, 11
  %mul862 = mul i64 %add861, %7
  %gep3347 = getelementptr float, ptr addrspace(1) %invariant.gep3308, i64 %mul862
  %call866 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep3347, i32 8)
  %x867 = extractelement <2 x float> %call866, i64 0
  %x868 = extractelement <2 x float> %call866, i64 1
  %483 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul877 = fmul float %phi169, %483
  %484 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call878 = tail call float @llvm.fma.f32(float %phi171, float %484, float %fmul877)
  %485 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call879 = tail call float @llvm.fma.f32(float %phi173, float %485, float %call878)
  %486 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call880 = tail call float @llvm.fma.f32(float %phi175, float %486, float %call879)
  %487 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call881 = tail call float @llvm.fma.f32(float %x201, float %487, float %call880)
  %488 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call882 = tail call float @llvm.fma.f32(float %x209, float %488, float %call881)
  %489 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call883 = tail call float @llvm.fma.f32(float %x217, float %489, float %call882)
  %490 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call884 = tail call float @llvm.fma.f32(float %x225, float %490, float %call883)
  %491 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call885 = tail call float @llvm.fma.f32(float %x520, float %491, float %call884)
  %bits886 = bitcast float %call885 to i32
  %call887 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits886, i32 1, i32 0)
  %492 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %493 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %494 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %495 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %496 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %497 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %498 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %499 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %500 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %501 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %502 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %503 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %504 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %505 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %506 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %507 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %508 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %509 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %510 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul907 = fmul float %phi168, %510
  %511 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call908 = tail call float @llvm.fma.f32(float %phi170, float %511, float %fmul907)
  %512 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call909 = tail call float @llvm.fma.f32(float %phi172, float %512, float %call908)
  %513 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call910 = tail call float @llvm.fma.f32(float %phi174, float %513, float %call909)
  %514 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call911 = tail call float @llvm.fma.f32(float %x200, float %514, float %call910)
  %515 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call912 = tail call float @llvm.fma.f32(float %x208, float %515, float %call911)
  %516 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call913 = tail call float @llvm.fma.f32(float %x216, float %516, float %call912)
  %517 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call914 = tail call float @llvm.fma.f32(float %x224, float %517, float %call913)
  %518 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call915 = tail call float @llvm.fma.f32(float %x519, float %518, float %call914)
  %bits916 = bitcast float %call915 to i32
  %call917 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits916, i32 1, i32 31)
  %519 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %520 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %521 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %522 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %523 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %524 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %525 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %526 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %527 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %528 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %529 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %530 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %531 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %532 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %533 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %534 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %535 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %536 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  switch i64 %lane, label %then940 [
    i64 31, label %endif941
    i64 0, label %endif941
  ]

then940:                                          ; preds = %tile.step827
  %mul938 = mul i64 %add830, %9
  %leaf918 = bitcast i32 %call917 to float
  %call919 = tail call float @llvm.fma.f32(float %phi168, float %519, float %leaf918)
  %call920 = tail call float @llvm.fma.f32(float %phi170, float %520, float %call919)
  %call921 = tail call float @llvm.fma.f32(float %phi172, float %521, float %call920)
  %call922 = tail call float @llvm.fma.f32(float %phi174, float %522, float %call921)
  %call923 = tail call float @llvm.fma.f32(float %x200, float %523, float %call922)
  %call924 = tail call float @llvm.fma.f32(float %x208, float %524, float %call923)
  %call925 = tail call float @llvm.fma.f32(float %x216, float %525, float %call924)
  %call926 = tail call float @llvm.fma.f32(float %x224, float %526, float %call925)
  %call927 = tail call float @llvm.fma.f32(float %x519, float %527, float %call926)
  %call928 = tail call float @llvm.fma.f32(float %phi169, float %528, float %call927)
  %call929 = tail call float @llvm.fma.f32(float %phi171, float %529, float %call928)
  %call930 = tail call float @llvm.fma.f32(float %phi173, float %530, float %call929)
  %call931 = tail call float @llvm.fma.f32(float %phi175, float %531, float %call930)
  %call932 = tail call float @llvm.fma.f32(float %x201, float %532, float %call931)
  %call933 = tail call float @llvm.fma.f32(float %x209, float %533, float %call932)
  %call934 = tail call float @llvm.fma.f32(float %x217, float %534, float %call933)
  %call935 = tail call float @llvm.fma.f32(float %x225, float %535, float %call934)
  %call936 = tail call float @llvm.fma.f32(float %x520, float %536, float %call935)
  %leaf888 = bitcast i32 %call887 to float
  %call889 = tail call float @llvm.fma.f32(float %phi168, float %492, float %leaf888)
  %call890 = tail call float @llvm.fma.f32(float %phi170, float %493, float %call889)
  %call891 = tail call float @llvm.fma.f32(float %phi172, float %494, float %call890)
  %call892 = tail call float @llvm.fma.f32(float %phi174, float %495, float %call891)
  %call893 = tail call float @llvm.fma.f32(float %x200, float %496, float %call892)
  %call894 = tail call float @llvm.fma.f32(float %x208, float %497, float %call893)
  %call895 = tail call float @llvm.fma.f32(float %x216, float %498, float %call894)
  %call896 = tail call float @llvm.fma.f32(float %x224, float %499, float %call895)
  %call897 = tail call float @llvm.fma.f32(float %x519, float %500, float %call896)
  %call898 = tail call float @llvm.fma.f32(float %phi169, float %501, float %call897)
  %call899 = tail call float @llvm.fma.f32(float %phi171, float %502, float %call898)
  %call900 = tail call float @llvm.fma.f32(float %phi173, float %503, float %call899)
  %call901 = tail call float @llvm.fma.f32(float %phi175, float %504, float %call900)
  %call902 = tail call float @llvm.fma.f32(float %x201, float %505, float %call901)
  %call903 = tail call float @llvm.fma.f32(float %x209, float %506, float %call902)
  %call904 = tail call float @llvm.fma.f32(float %x217, float %507, float %call903)
  %call905 = tail call float @llvm.fma.f32(float %x225, float %508, float %call904)
  %call906 = tail call float @llvm.fma.f32(float %x520, float %509, float %call905)
  %v942 = insertelement <2 x float> poison, float %call906, i64 0
  %v943 = insertelement <2 x float> %v942, float %call936, i64 1
  %gep3349 = getelementptr float, ptr addrspace(1) %invariant.gep3316, i64 %mul938
  store <2 x float> %v943, ptr addrspace(1) %gep3349, align 8
  br label %endif941

endif941:                                         ; preds = %tile.step827, %tile.step827, %then940
  %537 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul945 = fmul float %phi171, %537
  %538 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call946 = tail call float @llvm.fma.f32(float %phi173, float %538, float %fmul945)
  %539 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call947 = tail call float @llvm.fma.f32(float %phi175, float %539, float %call946)
  %540 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call948 = tail call float @llvm.fma.f32(float %x201, float %540, float %call947)
  %541 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call949 = tail call float @llvm.fma.f32(float %x209, float %541, float %call948)
  %542 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call950 = tail call float @llvm.fma.f32(float %x217, float %542, float %call949)
  %543 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call951 = tail call float @llvm.fma.f32(float %x225, float %543, float %call950)
  %544 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call952 = tail call float @llvm.fma.f32(float %x520, float %544, float %call951)
  %545 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call953 = tail call float @llvm.fma.f32(float %x528, float %545, float %call952)
  %bits954 = bitcast float %call953 to i32
  %call955 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits954, i32 1, i32 0)
  %546 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %547 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %548 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %549 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %550 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %551 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %552 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %553 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %554 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %555 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %556 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %557 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %558 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %559 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %560 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %561 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %562 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %563 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %564 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul975 = fmul float %phi170, %564
  %565 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call976 = tail call float @llvm.fma.f32(float %phi172, float %565, float %fmul975)
  %566 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call977 = tail call float @llvm.fma.f32(float %phi174, float %566, float %call976)
  %567 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call978 = tail call float @llvm.fma.f32(float %x200, float %567, float %call977)
  %568 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call979 = tail call float @llvm.fma.f32(float %x208, float %568, float %call978)
  %569 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call980 = tail call float @llvm.fma.f32(float %x216, float %569, float %call979)
  %570 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call981 = tail call float @llvm.fma.f32(float %x224, float %570, float %call980)
  %571 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call982 = tail call float @llvm.fma.f32(float %x519, float %571, float %call981)
  %572 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call983 = tail call float @llvm.fma.f32(float %x527, float %572, float %call982)
  %bits984 = bitcast float %call983 to i32
  %call985 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits984, i32 1, i32 31)
  %573 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %574 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %575 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %576 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %577 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %578 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %579 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %580 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %581 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %582 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %583 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %584 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %585 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %586 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %587 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %588 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %589 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %590 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  switch i64 %lane, label %then1008 [
    i64 31, label %endif1009
    i64 0, label %endif1009
  ]

then1008:                                         ; preds = %endif941
  %add1005 = or disjoint i64 %add830, 1
  %mul1006 = mul i64 %add1005, %9
  %leaf986 = bitcast i32 %call985 to float
  %call987 = tail call float @llvm.fma.f32(float %phi170, float %573, float %leaf986)
  %call988 = tail call float @llvm.fma.f32(float %phi172, float %574, float %call987)
  %call989 = tail call float @llvm.fma.f32(float %phi174, float %575, float %call988)
  %call990 = tail call float @llvm.fma.f32(float %x200, float %576, float %call989)
  %call991 = tail call float @llvm.fma.f32(float %x208, float %577, float %call990)
  %call992 = tail call float @llvm.fma.f32(float %x216, float %578, float %call991)
  %call993 = tail call float @llvm.fma.f32(float %x224, float %579, float %call992)
  %call994 = tail call float @llvm.fma.f32(float %x519, float %580, float %call993)
  %call995 = tail call float @llvm.fma.f32(float %x527, float %581, float %call994)
  %call996 = tail call float @llvm.fma.f32(float %phi171, float %582, float %call995)
  %call997 = tail call float @llvm.fma.f32(float %phi173, float %583, float %call996)
  %call998 = tail call float @llvm.fma.f32(float %phi175, float %584, float %call997)
  %call999 = tail call float @llvm.fma.f32(float %x201, float %585, float %call998)
  %call1000 = tail call float @llvm.fma.f32(float %x209, float %586, float %call999)
  %call1001 = tail call float @llvm.fma.f32(float %x217, float %587, float %call1000)
  %call1002 = tail call float @llvm.fma.f32(float %x225, float %588, float %call1001)
  %call1003 = tail call float @llvm.fma.f32(float %x520, float %589, float %call1002)
  %call1004 = tail call float @llvm.fma.f32(float %x528, float %590, float %call1003)
  %leaf956 = bitcast i32 %call955 to float
  %call957 = tail call float @llvm.fma.f32(float %phi170, float %546, float %leaf956)
  %call958 = tail call float @llvm.fma.f32(float %phi172, float %547, float %call957)
  %call959 = tail call float @llvm.fma.f32(float %phi174, float %548, float %call958)
  %call960 = tail call float @llvm.fma.f32(float %x200, float %549, float %call959)
  %call961 = tail call float @llvm.fma.f32(float %x208, float %550, float %call960)
  %call962 = tail call float @llvm.fma.f32(float %x216, float %551, float %call961)
  %call963 = tail call float @llvm.fma.f32(float %x224, float %552, float %call962)
  %call964 = tail call float @llvm.fma.f32(float %x519, float %553, float %call963)
  %call965 = tail call float @llvm.fma.f32(float %x527, float %554, float %call964)
  %call966 = tail call float @llvm.fma.f32(float %phi171, float %555, float %call965)
  %call967 = tail call float @llvm.fma.f32(float %phi173, float %556, float %call966)
  %call968 = tail call float @llvm.fma.f32(float %phi175, float %557, float %call967)
  %call969 = tail call float @llvm.fma.f32(float %x201, float %558, float %call968)
  %call970 = tail call float @llvm.fma.f32(float %x209, float %559, float %call969)
  %call971 = tail call float @llvm.fma.f32(float %x217, float %560, float %call970)
  %call972 = tail call float @llvm.fma.f32(float %x225, float %561, float %call971)
  %call973 = tail call float @llvm.fma.f32(float %x520, float %562, float %call972)
  %call974 = tail call float @llvm.fma.f32(float %x528, float %563, float %call973)
  %v1010 = insertelement <2 x float> poison, float %call974, i64 0
  %v1011 = insertelement <2 x float> %v1010, float %call1004, i64 1
  %gep3351 = getelementptr float, ptr addrspace(1) %invariant.gep3316, i64 %mul1006
  store <2 x float> %v1011, ptr addrspace(1) %gep3351, align 8
  br label %endif1009

endif1009:                                        ; preds = %endif941, %endif941, %then1008
  %591 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul1013 = fmul float %phi173, %591
  %592 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call1014 = tail call float @llvm.fma.f32(float %phi175, float %592, float %fmul1013)
  %593 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call1015 = tail call float @llvm.fma.f32(float %x201, float %593, float %call1014)
  %594 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call1016 = tail call float @llvm.fma.f32(float %x209, float %594, float %call1015)
  %595 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call1017 = tail call float @llvm.fma.f32(float %x217, float %595, float %call1016)
  %596 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call1018 = tail call float @llvm.fma.f32(float %x225, float %596, float %call1017)
  %597 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call1019 = tail call float @llvm.fma.f32(float %x520, float %597, float %call1018)
  %598 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call1020 = tail call float @llvm.fma.f32(float %x528, float %598, float %call1019)
  %599 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call1021 = tail call float @llvm.fma.f32(float %x536, float %599, float %call1020)
  %bits1022 = bitcast float %call1021 to i32
  %call1023 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1022, i32 1, i32 0)
  %600 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %601 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %602 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %603 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %604 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %605 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %606 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %607 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %608 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %609 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %610 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %611 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %612 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %613 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %614 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %615 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %616 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %617 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %618 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul1043 = fmul float %phi172, %618
  %619 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call1044 = tail call float @llvm.fma.f32(float %phi174, float %619, float %fmul1043)
  %620 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call1045 = tail call float @llvm.fma.f32(float %x200, float %620, float %call1044)
  %621 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call1046 = tail call float @llvm.fma.f32(float %x208, float %621, float %call1045)
  %622 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call1047 = tail call float @llvm.fma.f32(float %x216, float %622, float %call1046)
  %623 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call1048 = tail call float @llvm.fma.f32(float %x224, float %623, float %call1047)
  %624 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call1049 = tail call float @llvm.fma.f32(float %x519, float %624, float %call1048)
  %625 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call1050 = tail call float @llvm.fma.f32(float %x527, float %625, float %call1049)
  %626 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call1051 = tail call float @llvm.fma.f32(float %x535, float %626, float %call1050)
  %bits1052 = bitcast float %call1051 to i32
  %call1053 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1052, i32 1, i32 31)
  %627 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %628 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %629 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %630 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %631 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %632 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %633 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %634 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %635 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %636 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %637 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %638 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %639 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %640 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %641 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %642 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %643 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %644 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  switch i64 %lane, label %then1076 [
    i64 31, label %endif1077
    i64 0, label %endif1077
  ]

then1076:                                         ; preds = %endif1009
  %add1073 = or disjoint i64 %add830, 2
  %mul1074 = mul i64 %add1073, %9
  %leaf1054 = bitcast i32 %call1053 to float
  %call1055 = tail call float @llvm.fma.f32(float %phi172, float %627, float %leaf1054)
  %call1056 = tail call float @llvm.fma.f32(float %phi174, float %628, float %call1055)
  %call1057 = tail call float @llvm.fma.f32(float %x200, float %629, float %call1056)
  %call1058 = tail call float @llvm.fma.f32(float %x208, float %630, float %call1057)
  %call1059 = tail call float @llvm.fma.f32(float %x216, float %631, float %call1058)
  %call1060 = tail call float @llvm.fma.f32(float %x224, float %632, float %call1059)
  %call1061 = tail call float @llvm.fma.f32(float %x519, float %633, float %call1060)
  %call1062 = tail call float @llvm.fma.f32(float %x527, float %634, float %call1061)
  %call1063 = tail call float @llvm.fma.f32(float %x535, float %635, float %call1062)
  %call1064 = tail call float @llvm.fma.f32(float %phi173, float %636, float %call1063)
  %call1065 = tail call float @llvm.fma.f32(float %phi175, float %637, float %call1064)
  %call1066 = tail call float @llvm.fma.f32(float %x201, float %638, float %call1065)
  %call1067 = tail call float @llvm.fma.f32(float %x209, float %639, float %call1066)
  %call1068 = tail call float @llvm.fma.f32(float %x217, float %640, float %call1067)
  %call1069 = tail call float @llvm.fma.f32(float %x225, float %641, float %call1068)
  %call1070 = tail call float @llvm.fma.f32(float %x520, float %642, float %call1069)
  %call1071 = tail call float @llvm.fma.f32(float %x528, float %643, float %call1070)
  %call1072 = tail call float @llvm.fma.f32(float %x536, float %644, float %call1071)
  %leaf1024 = bitcast i32 %call1023 to float
  %call1025 = tail call float @llvm.fma.f32(float %phi172, float %600, float %leaf1024)
  %call1026 = tail call float @llvm.fma.f32(float %phi174, float %601, float %call1025)
  %call1027 = tail call float @llvm.fma.f32(float %x200, float %602, float %call1026)
  %call1028 = tail call float @llvm.fma.f32(float %x208, float %603, float %call1027)
  %call1029 = tail call float @llvm.fma.f32(float %x216, float %604, float %call1028)
  %call1030 = tail call float @llvm.fma.f32(float %x224, float %605, float %call1029)
  %call1031 = tail call float @llvm.fma.f32(float %x519, float %606, float %call1030)
  %call1032 = tail call float @llvm.fma.f32(float %x527, float %607, float %call1031)
  %call1033 = tail call float @llvm.fma.f32(float %x535, float %608, float %call1032)
  %call1034 = tail call float @llvm.fma.f32(float %phi173, float %609, float %call1033)
  %call1035 = tail call float @llvm.fma.f32(float %phi175, float %610, float %call1034)
  %call1036 = tail call float @llvm.fma.f32(float %x201, float %611, float %call1035)
  %call1037 = tail call float @llvm.fma.f32(float %x209, float %612, float %call1036)
  %call1038 = tail call float @llvm.fma.f32(float %x217, float %613, float %call1037)
  %call1039 = tail call float @llvm.fma.f32(float %x225, float %614, float %call1038)
  %call1040 = tail call float @llvm.fma.f32(float %x520, float %615, float %call1039)
  %call1041 = tail call float @llvm.fma.f32(float %x528, float %616, float %call1040)
  %call1042 = tail call float @llvm.fma.f32(float %x536, float %617, float %call1041)
  %v1078 = insertelement <2 x float> poison, float %call1042, i64 0
  %v1079 = insertelement <2 x float> %v1078, float %call1072, i64 1
  %gep3353 = getelementptr float, ptr addrspace(1) %invariant.gep3316, i64 %mul1074
  store <2 x float> %v1079, ptr addrspace(1) %gep3353, align 8
  br label %endif1077

endif1077:                                        ; preds = %endif1009, %endif1009, %then1076
  %645 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul1081 = fmul float %phi175, %645
  %646 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call1082 = tail call float @llvm.fma.f32(float %x201, float %646, float %fmul1081)
  %647 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call1083 = tail call float @llvm.fma.f32(float %x209, float %647, float %call1082)
  %648 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call1084 = tail call float @llvm.fma.f32(float %x217, float %648, float %call1083)
  %649 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call1085 = tail call float @llvm.fma.f32(float %x225, float %649, float %call1084)
  %650 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call1086 = tail call float @llvm.fma.f32(float %x520, float %650, float %call1085)
  %651 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call1087 = tail call float @llvm.fma.f32(float %x528, float %651, float %call1086)
  %652 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call1088 = tail call float @llvm.fma.f32(float %x536, float %652, float %call1087)
  %653 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call1089 = tail call float @llvm.fma.f32(float %x544, float %653, float %call1088)
  %bits1090 = bitcast float %call1089 to i32
  %call1091 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1090, i32 1, i32 0)
  %654 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %655 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %656 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %657 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %658 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %659 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %660 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %661 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %662 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %663 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %664 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %665 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %666 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %667 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %668 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %669 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %670 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %671 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %672 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul1111 = fmul float %phi174, %672
  %673 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call1112 = tail call float @llvm.fma.f32(float %x200, float %673, float %fmul1111)
  %674 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call1113 = tail call float @llvm.fma.f32(float %x208, float %674, float %call1112)
  %675 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call1114 = tail call float @llvm.fma.f32(float %x216, float %675, float %call1113)
  %676 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call1115 = tail call float @llvm.fma.f32(float %x224, float %676, float %call1114)
  %677 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call1116 = tail call float @llvm.fma.f32(float %x519, float %677, float %call1115)
  %678 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call1117 = tail call float @llvm.fma.f32(float %x527, float %678, float %call1116)
  %679 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call1118 = tail call float @llvm.fma.f32(float %x535, float %679, float %call1117)
  %680 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call1119 = tail call float @llvm.fma.f32(float %x543, float %680, float %call1118)
  %bits1120 = bitcast float %call1119 to i32
  %call1121 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1120, i32 1, i32 31)
  %681 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %682 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %683 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %684 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %685 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %686 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %687 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %688 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %689 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %690 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %691 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %692 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %693 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %694 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %695 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %696 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %697 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %698 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  switch i64 %lane, label %then1144 [
    i64 31, label %tile.step1151
    i64 0, label %tile.step1151
  ]

then1144:                                         ; preds = %endif1077
  %add1141 = or disjoint i64 %add830, 3
  %mul1142 = mul i64 %add1141, %9
  %leaf1122 = bitcast i32 %call1121 to float
  %call1123 = tail call float @llvm.fma.f32(float %phi174, float %681, float %leaf1122)
  %call1124 = tail call float @llvm.fma.f32(float %x200, float %682, float %call1123)
  %call1125 = tail call float @llvm.fma.f32(float %x208, float %683, float %call1124)
  %call1126 = tail call float @llvm.fma.f32(float %x216, float %684, float %call1125)
  %call1127 = tail call float @llvm.fma.f32(float %x224, float %685, float %call1126)
  %call1128 = tail call float @llvm.fma.f32(float %x519, float %686, float %call1127)
  %call1129 = tail call float @llvm.fma.f32(float %x527, float %687, float %call1128)
  %call1130 = tail call float @llvm.fma.f32(float %x535, float %688, float %call1129)
  %call1131 = tail call float @llvm.fma.f32(float %x543, float %689, float %call1130)
  %call1132 = tail call float @llvm.fma.f32(float %phi175, float %690, float %call1131)
  %call1133 = tail call float @llvm.fma.f32(float %x201, float %691, float %call1132)
  %call1134 = tail call float @llvm.fma.f32(float %x209, float %692, float %call1133)
  %call1135 = tail call float @llvm.fma.f32(float %x217, float %693, float %call1134)
  %call1136 = tail call float @llvm.fma.f32(float %x225, float %694, float %call1135)
  %call1137 = tail call float @llvm.fma.f32(float %x520, float %695, float %call1136)
  %call1138 = tail call float @llvm.fma.f32(float %x528, float %696, float %call1137)
  %call1139 = tail call float @llvm.fma.f32(float %x536, float %697, float %call1138)
  %call1140 = tail call float @llvm.fma.f32(float %x544, float %698, float %call1139)
  %leaf1092 = bitcast i32 %call1091 to float
  %call1093 = tail call float @llvm.fma.f32(float %phi174, float %654, float %leaf1092)
  %call1094 = tail call float @llvm.fma.f32(float %x200, float %655, float %call1093)
  %call1095 = tail call float @llvm.fma.f32(float %x208, float %656, float %call1094)
  %call1096 = tail call float @llvm.fma.f32(float %x216, float %657, float %call1095)
  %call1097 = tail call float @llvm.fma.f32(float %x224, float %658, float %call1096)
  %call1098 = tail call float @llvm.fma.f32(float %x519, float %659, float %call1097)
  %call1099 = tail call float @llvm.fma.f32(float %x527, float %660, float %call1098)
  %call1100 = tail call float @llvm.fma.f32(float %x535, float %661, float %call1099)
  %call1101 = tail call float @llvm.fma.f32(float %x543, float %662, float %call1100)
  %call1102 = tail call float @llvm.fma.f32(float %phi175, float %663, float %call1101)
  %call1103 = tail call float @llvm.fma.f32(float %x201, float %664, float %call1102)
  %call1104 = tail call float @llvm.fma.f32(float %x209, float %665, float %call1103)
  %call1105 = tail call float @llvm.fma.f32(float %x217, float %666, float %call1104)
  %call1106 = tail call float @llvm.fma.f32(float %x225, float %667, float %call1105)
  %call1107 = tail call float @llvm.fma.f32(float %x520, float %668, float %call1106)
  %call1108 = tail call float @llvm.fma.f32(float %x528, float %669, float %call1107)
  %call1109 = tail call float @llvm.fma.f32(float %x536, float %670, float %call1108)
  %call1110 = tail call float @llvm.fma.f32(float %x544, float %671, float %call1109)
  %v1146 = insertelement <2 x float> poison, float %call1110, i64 0
  %v1147 = insertelement <2 x float> %v1146, float %call1140, i64 1
  %gep3355 = getelementptr float, ptr addrspace(1) %invariant.gep3316, i64 %mul1142
  store <2 x float> %v1147, ptr addrspace(1) %gep3355, align 8
  br label %tile.step1151

tile.step1151:                                    ; preds = %then1144, %endif1077, %endif1077
  %add831 = shl i64 %group, 4
  %mul1153 = or disjoint i64 %add831, 12
  %add1154 = add nuw nsw i64 %mul1153, %mul43
  %mul184.mask = and i64 %group, 4611686018427387903
  %cmp1156 = icmp eq i64 %mul184.mask, 0
  br i1 %cmp1156, label %then1158, label %endif1160

then1158:                                         ; preds = %tile.step1151
  %add1157 = add nuw nsw i64 %add1154, 8
  %mul1162 = mul i64 %add1157, %7
  %gep3357 = getelementptr float, ptr addrspace(1) %invariant.gep3308, i64 %mul1162
  %call1166 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep3357, i32 8)
  %x1167 = extractelement <2 x float> %call1166, i64 0
  %x1168 = extractelement <2 x float> %call1166, i64 1
  %add1169 = add nuw nsw i64 %add1154, 9
  %mul1170 = mul i64 %add1169, %7
  %gep3359 = getelementptr float, ptr addrspace(1) %invariant.gep3308, i64 %mul1170
  %call1174 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep3359, i32 8)
  %x1175 = extractelement <2 x float> %call1174, i64 0
  %x1176 = extractelement <2 x float> %call1174, i64 1
  %add1177 = add nuw nsw i64 %add1154, 10
  %mul1178 = mul i64 %add1177, %7
  %gep3361 = getelementptr float, ptr addrspace(1) %invariant.gep3308, i64 %mul1178
  %call1182 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep3361, i32 8)
  %x1183 = extractelement <2 x float> %call1182, i64 0
  %x1184 = extractelement <2 x float> %call1182, i64 1
  %add1185 = add nuw nsw i64 %add1154, 11
  %mul1186 = mul i64 %add1185, %7
  %gep3363 = getelementptr float, ptr addrspace(1) %invariant.gep3308, i64 %mul1186
  %call1190 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep3363, i32 8)
  %x1191 = extractelement <2 x float> %call1190, i64 0
  %x1192 = extractelement <2 x float> %call1190, i64 1
  br label %endif1160

endif1160:                                        ; preds = %tile.step1151, %then1158
  %phi1193 = phi float [ %x1167, %then1158 ], [ 0.000000e+00, %tile.step1151 ]
  %phi1194 = phi float [ %x1168, %then1158 ], [ 0.000000e+00, %tile.step1151 ]
  %phi1195 = phi float [ %x1175, %then1158 ], [ 0.000000e+00, %tile.step1151 ]
  %phi1196 = phi float [ %x1176, %then1158 ], [ 0.000000e+00, %tile.step1151 ]
  %phi1197 = phi float [ %x1183, %then1158 ], [ 0.000000e+00, %tile.step1151 ]
  %phi1198 = phi float [ %x1184, %then1158 ], [ 0.000000e+00, %tile.step1151 ]
  %phi1199 = phi float [ %x1191, %then1158 ], [ 0.000000e+00, %tile.step1151 ]
  %phi1200 = phi float [ %x1192, %then1158 ], [ 0.000000e+00, %tile.step1151 ]
  %699 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul1201 = fmul float %x201, %699
  %700 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call1202 = tail call float @llvm.fma.f32(float %x209, float %700, float %fmul1201)
  %701 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call1203 = tail call float @llvm.fma.f32(float %x217, float %701, float %call1202)
  %702 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call1204 = tail call float @llvm.fma.f32(float %x225, float %702, float %call1203)
  %703 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call1205 = tail call float @llvm.fma.f32(float %x520, float %703, float %call1204)
  %704 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call1206 = tail call float @llvm.fma.f32(float %x528, float %704, float %call1205)
  %705 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call1207 = tail call float @llvm.fma.f32(float %x536, float %705, float %call1206)
  %706 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call1208 = tail call float @llvm.fma.f32(float %x544, float %706, float %call1207)
  %707 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call1209 = tail call float @llvm.fma.f32(float %x844, float %707, float %call1208)
  %bits1210 = bitcast float %call1209 to i32
  %call1211 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1210, i32 1, i32 0)
  %708 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %709 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %710 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %711 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %712 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %713 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %714 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %715 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %716 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %717 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %718 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %719 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %720 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %721 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %722 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %723 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %724 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %725 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %726 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul1231 = fmul float %x200, %726
  %727 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call1232 = tail call float @llvm.fma.f32(float %x208, float %727, float %fmul1231)
  %728 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call1233 = tail call float @llvm.fma.f32(float %x216, float %728, float %call1232)
  %729 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call1234 = tail call float @llvm.fma.f32(float %x224, float %729, float %call1233)
  %730 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call1235 = tail call float @llvm.fma.f32(float %x519, float %730, float %call1234)
  %731 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call1236 = tail call float @llvm.fma.f32(float %x527, float %731, float %call1235)
  %732 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call1237 = tail call float @llvm.fma.f32(float %x535, float %732, float %call1236)
  %733 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call1238 = tail call float @llvm.fma.f32(float %x543, float %733, float %call1237)
  %734 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call1239 = tail call float @llvm.fma.f32(float %x843, float %734, float %call1238)
  %bits1240 = bitcast float %call1239 to i32
  %call1241 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1240, i32 1, i32 31)
  %735 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %736 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %737 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %738 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %739 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %740 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %741 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %742 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %743 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %744 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %745 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %746 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %747 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %748 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %749 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %750 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %751 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %752 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  switch i64 %lane, label %then1264 [
    i64 31, label %endif1265
    i64 0, label %endif1265
  ]

then1264:                                         ; preds = %endif1160
  %mul1262 = mul i64 %add1154, %9
  %leaf1242 = bitcast i32 %call1241 to float
  %call1243 = tail call float @llvm.fma.f32(float %x200, float %735, float %leaf1242)
  %call1244 = tail call float @llvm.fma.f32(float %x208, float %736, float %call1243)
  %call1245 = tail call float @llvm.fma.f32(float %x216, float %737, float %call1244)
  %call1246 = tail call float @llvm.fma.f32(float %x224, float %738, float %call1245)
  %call1247 = tail call float @llvm.fma.f32(float %x519, float %739, float %call1246)
  %call1248 = tail call float @llvm.fma.f32(float %x527, float %740, float %call1247)
  %call1249 = tail call float @llvm.fma.f32(float %x535, float %741, float %call1248)
  %call1250 = tail call float @llvm.fma.f32(float %x543, float %742, float %call1249)
  %call1251 = tail call float @llvm.fma.f32(float %x843, float %743, float %call1250)
  %call1252 = tail call float @llvm.fma.f32(float %x201, float %744, float %call1251)
  %call1253 = tail call float @llvm.fma.f32(float %x209, float %745, float %call1252)
  %call1254 = tail call float @llvm.fma.f32(float %x217, float %746, float %call1253)
  %call1255 = tail call float @llvm.fma.f32(float %x225, float %747, float %call1254)
  %call1256 = tail call float @llvm.fma.f32(float %x520, float %748, float %call1255)
  %call1257 = tail call float @llvm.fma.f32(float %x528, float %749, float %call1256)
  %call1258 = tail call float @llvm.fma.f32(float %x536, float %750, float %call1257)
  %call1259 = tail call float @llvm.fma.f32(float %x544, float %751, float %call1258)
  %call1260 = tail call float @llvm.fma.f32(float %x844, float %752, float %call1259)
  %leaf1212 = bitcast i32 %call1211 to float
  %call1213 = tail call float @llvm.fma.f32(float %x200, float %708, float %leaf1212)
  %call1214 = tail call float @llvm.fma.f32(float %x208, float %709, float %call1213)
  %call1215 = tail call float @llvm.fma.f32(float %x216, float %710, float %call1214)
  %call1216 = tail call float @llvm.fma.f32(float %x224, float %711, float %call1215)
  %call1217 = tail call float @llvm.fma.f32(float %x519, float %712, float %call1216)
  %call1218 = tail call float @llvm.fma.f32(float %x527, float %713, float %call1217)
  %call1219 = tail call float @llvm.fma.f32(float %x535, float %714, float %call1218)
  %call1220 = tail call float @llvm.fma.f32(float %x543, float %715, float %call1219)
  %call1221 = tail call float @llvm.fma.f32(float %x843, float %716, float %call1220)
  %call1222 = tail call float @llvm.fma.f32(float %x201, float %717, float %call1221)
  %call1223 = tail call float @llvm.fma.f32(float %x209, float %718, float %call1222)
  %call1224 = tail call float @llvm.fma.f32(float %x217, float %719, float %call1223)
  %call1225 = tail call float @llvm.fma.f32(float %x225, float %720, float %call1224)
  %call1226 = tail call float @llvm.fma.f32(float %x520, float %721, float %call1225)
  %call1227 = tail call float @llvm.fma.f32(float %x528, float %722, float %call1226)
  %call1228 = tail call float @llvm.fma.f32(float %x536, float %723, float %call1227)
  %call1229 = tail call float @llvm.fma.f32(float %x544, float %724, float %call1228)
  %call1230 = tail call float @llvm.fma.f32(float %x844, float %725, float %call1229)
  %v1266 = insertelement <2 x float> poison, float %call1230, i64 0
  %v1267 = insertelement <2 x float> %v1266, float %call1260, i64 1
  %gep3365 = getelementptr float, ptr addrspace(1) %invariant.gep3316, i64 %mul1262
  store <2 x float> %v1267, ptr addrspace(1) %gep3365, align 8
  br label %endif1265

endif1265:                                        ; preds = %endif1160, %endif1160, %then1264
  %753 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul1269 = fmul float %x209, %753
  %754 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call1270 = tail call float @llvm.fma.f32(float %x217, float %754, float %fmul1269)
  %755 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call1271 = tail call float @llvm.fma.f32(float %x225, float %755, float %call1270)
  %756 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call1272 = tail call float @llvm.fma.f32(float %x520, float %756, float %call1271)
  %757 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call1273 = tail call float @llvm.fma.f32(float %x528, float %757, float %call1272)
  %758 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call1274 = tail call float @llvm.fma.f32(float %x536, float %758, float %call1273)
  %759 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call1275 = tail call float @llvm.fma.f32(float %x544, float %759, float %call1274)
  %760 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call1276 = tail call float @llvm.fma.f32(float %x844, float %760, float %call1275)
  %761 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call1277 = tail call float @llvm.fma.f32(float %x852, float %761, float %call1276)
  %bits1278 = bitcast float %call1277 to i32
  %call1279 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1278, i32 1, i32 0)
  %762 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %763 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %764 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %765 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %766 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %767 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %768 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %769 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %770 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %771 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %772 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %773 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %774 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %775 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %776 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %777 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %778 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %779 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %780 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul1299 = fmul float %x208, %780
  %781 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call1300 = tail call float @llvm.fma.f32(float %x216, float %781, float %fmul1299)
  %782 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call1301 = tail call float @llvm.fma.f32(float %x224, float %782, float %call1300)
  %783 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call1302 = tail call float @llvm.fma.f32(float %x519, float %783, float %call1301)
  %784 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call1303 = tail call float @llvm.fma.f32(float %x527, float %784, float %call1302)
  %785 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call1304 = tail call float @llvm.fma.f32(float %x535, float %785, float %call1303)
  %786 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call1305 = tail call float @llvm.fma.f32(float %x543, float %786, float %call1304)
  %787 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call1306 = tail call float @llvm.fma.f32(float %x843, float %787, float %call1305)
  %788 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call1307 = tail call float @llvm.fma.f32(float %x851, float %788, float %call1306)
  %bits1308 = bitcast float %call1307 to i32
  %call1309 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1308, i32 1, i32 31)
  %789 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %790 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %791 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %792 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %793 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %794 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %795 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %796 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %797 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %798 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %799 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %800 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %801 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %802 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %803 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %804 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %805 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %806 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  switch i64 %lane, label %then1332 [
    i64 31, label %endif1333
    i64 0, label %endif1333
  ]

then1332:                                         ; preds = %endif1265
  %add1329 = or disjoint i64 %add1154, 1
  %mul1330 = mul i64 %add1329, %9
  %leaf1310 = bitcast i32 %call1309 to float
  %call1311 = tail call float @llvm.fma.f32(float %x208, float %789, float %leaf1310)
  %call1312 = tail call float @llvm.fma.f32(float %x216, float %790, float %call1311)
  %call1313 = tail call float @llvm.fma.f32(float %x224, float %791, float %call1312)
  %call1314 = tail call float @llvm.fma.f32(float %x519, float %792, float %call1313)
  %call1315 = tail call float @llvm.fma.f32(float %x527, float %793, float %call1314)
  %call1316 = tail call float @llvm.fma.f32(float %x535, float %794, float %call1315)
  %call1317 = tail call float @llvm.fma.f32(float %x543, float %795, float %call1316)
  %call1318 = tail call float @llvm.fma.f32(float %x843, float %796, float %call1317)
  %call1319 = tail call float @llvm.fma.f32(float %x851, float %797, float %call1318)
  %call1320 = tail call float @llvm.fma.f32(float %x209, float %798, float %call1319)
  %call1321 = tail call float @llvm.fma.f32(float %x217, float %799, float %call1320)
  %call1322 = tail call float @llvm.fma.f32(float %x225, float %800, float %call1321)
  %call1323 = tail call float @llvm.fma.f32(float %x520, float %801, float %call1322)
  %call1324 = tail call float @llvm.fma.f32(float %x528, float %802, float %call1323)
  %call1325 = tail call float @llvm.fma.f32(float %x536, float %803, float %call1324)
  %call1326 = tail call float @llvm.fma.f32(float %x544, float %804, float %call1325)
  %call1327 = tail call float @llvm.fma.f32(float %x844, float %805, float %call1326)
  %call1328 = tail call float @llvm.fma.f32(float %x852, float %806, float %call1327)
  %leaf1280 = bitcast i32 %call1279 to float
  %call1281 = tail call float @llvm.fma.f32(float %x208, float %762, float %leaf1280)
  %call1282 = tail call float @llvm.fma.f32(float %x216, float %763, float %call1281)
  %call1283 = tail call float @llvm.fma.f32(float %x224, float %764, float %call1282)
  %call1284 = tail call float @llvm.fma.f32(float %x519, float %765, float %call1283)
  %call1285 = tail call float @llvm.fma.f32(float %x527, float %766, float %call1284)
  %call1286 = tail call float @llvm.fma.f32(float %x535, float %767, float %call1285)
  %call1287 = tail call float @llvm.fma.f32(float %x543, float %768, float %call1286)
  %call1288 = tail call float @llvm.fma.f32(float %x843, float %769, float %call1287)
  %call1289 = tail call float @llvm.fma.f32(float %x851, float %770, float %call1288)
  %call1290 = tail call float @llvm.fma.f32(float %x209, float %771, float %call1289)
  %call1291 = tail call float @llvm.fma.f32(float %x217, float %772, float %call1290)
  %call1292 = tail call float @llvm.fma.f32(float %x225, float %773, float %call1291)
  %call1293 = tail call float @llvm.fma.f32(float %x520, float %774, float %call1292)
  %call1294 = tail call float @llvm.fma.f32(float %x528, float %775, float %call1293)
  %call1295 = tail call float @llvm.fma.f32(float %x536, float %776, float %call1294)
  %call1296 = tail call float @llvm.fma.f32(float %x544, float %777, float %call1295)
  %call1297 = tail call float @llvm.fma.f32(float %x844, float %778, float %call1296)
  %call1298 = tail call float @llvm.fma.f32(float %x852, float %779, float %call1297)
  %v1334 = insertelement <2 x float> poison, float %call1298, i64 0
  %v1335 = insertelement <2 x float> %v1334, float %call1328, i64 1
  %gep3367 = getelementptr float, ptr addrspace(1) %invariant.gep3316, i64 %mul1330
  store <2 x float> %v1335, ptr addrspace(1) %gep3367, align 8
  br label %endif1333

endif1333:                                        ; preds = %endif1265, %endif1265, %then1332
  %807 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul1337 = fmul float %x217, %807
  %808 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call1338 = tail call float @llvm.fma.f32(float %x225, float %808, float %fmul1337)
  %809 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call1339 = tail call float @llvm.fma.f32(float %x520, float %809, float %call1338)
  %810 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call1340 = tail call float @llvm.fma.f32(float %x528, float %810, float %call1339)
  %811 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call1341 = tail call float @llvm.fma.f32(float %x536, float %811, float %call1340)
  %812 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call1342 = tail call float @llvm.fma.f32(float %x544, float %812, float %call1341)
  %813 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call1343 = tail call float @llvm.fma.f32(float %x844, float %813, float %call1342)
  %814 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call1344 = tail call float @llvm.fma.f32(float %x852, float %814, float %call1343)
  %815 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call1345 = tail call float @llvm.fma.f32(float %x860, float %815, float %call1344)
  %bits1346 = bitcast float %call1345 to i32
  %call1347 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1346, i32 1, i32 0)
  %816 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %817 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %818 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %819 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %820 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %821 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %822 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %823 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %824 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %825 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %826 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %827 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %828 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %829 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %830 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %831 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %832 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %833 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %834 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul1367 = fmul float %x216, %834
  %835 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call1368 = tail call float @llvm.fma.f32(float %x224, float %835, float %fmul1367)
  %836 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call1369 = tail call float @llvm.fma.f32(float %x519, float %836, float %call1368)
  %837 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call1370 = tail call float @llvm.fma.f32(float %x527, float %837, float %call1369)
  %838 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call1371 = tail call float @llvm.fma.f32(float %x535, float %838, float %call1370)
  %839 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call1372 = tail call float @llvm.fma.f32(float %x543, float %839, float %call1371)
  %840 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call1373 = tail call float @llvm.fma.f32(float %x843, float %840, float %call1372)
  %841 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call1374 = tail call float @llvm.fma.f32(float %x851, float %841, float %call1373)
  %842 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call1375 = tail call float @llvm.fma.f32(float %x859, float %842, float %call1374)
  %bits1376 = bitcast float %call1375 to i32
  %call1377 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1376, i32 1, i32 31)
  %843 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %844 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %845 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %846 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %847 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %848 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %849 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %850 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %851 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %852 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %853 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %854 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %855 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %856 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %857 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %858 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %859 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %860 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  switch i64 %lane, label %then1400 [
    i64 31, label %endif1401
    i64 0, label %endif1401
  ]

then1400:                                         ; preds = %endif1333
  %add1397 = or disjoint i64 %add1154, 2
  %mul1398 = mul i64 %add1397, %9
  %leaf1378 = bitcast i32 %call1377 to float
  %call1379 = tail call float @llvm.fma.f32(float %x216, float %843, float %leaf1378)
  %call1380 = tail call float @llvm.fma.f32(float %x224, float %844, float %call1379)
  %call1381 = tail call float @llvm.fma.f32(float %x519, float %845, float %call1380)
  %call1382 = tail call float @llvm.fma.f32(float %x527, float %846, float %call1381)
  %call1383 = tail call float @llvm.fma.f32(float %x535, float %847, float %call1382)
  %call1384 = tail call float @llvm.fma.f32(float %x543, float %848, float %call1383)
  %call1385 = tail call float @llvm.fma.f32(float %x843, float %849, float %call1384)
  %call1386 = tail call float @llvm.fma.f32(float %x851, float %850, float %call1385)
  %call1387 = tail call float @llvm.fma.f32(float %x859, float %851, float %call1386)
  %call1388 = tail call float @llvm.fma.f32(float %x217, float %852, float %call1387)
  %call1389 = tail call float @llvm.fma.f32(float %x225, float %853, float %call1388)
  %call1390 = tail call float @llvm.fma.f32(float %x520, float %854, float %call1389)
  %call1391 = tail call float @llvm.fma.f32(float %x528, float %855, float %call1390)
  %call1392 = tail call float @llvm.fma.f32(float %x536, float %856, float %call1391)
  %call1393 = tail call float @llvm.fma.f32(float %x544, float %857, float %call1392)
  %call1394 = tail call float @llvm.fma.f32(float %x844, float %858, float %call1393)
  %call1395 = tail call float @llvm.fma.f32(float %x852, float %859, float %call1394)
  %call1396 = tail call float @llvm.fma.f32(float %x860, float %860, float %call1395)
  %leaf1348 = bitcast i32 %call1347 to float
  %call1349 = tail call float @llvm.fma.f32(float %x216, float %816, float %leaf1348)
  %call1350 = tail call float @llvm.fma.f32(float %x224, float %817, float %call1349)
  %call1351 = tail call float @llvm.fma.f32(float %x519, float %818, float %call1350)
  %call1352 = tail call float @llvm.fma.f32(float %x527, float %819, float %call1351)
  %call1353 = tail call float @llvm.fma.f32(float %x535, float %820, float %call1352)
  %call1354 = tail call float @llvm.fma.f32(float %x543, float %821, float %call1353)
  %call1355 = tail call float @llvm.fma.f32(float %x843, float %822, float %call1354)
  %call1356 = tail call float @llvm.fma.f32(float %x851, float %823, float %call1355)
  %call1357 = tail call float @llvm.fma.f32(float %x859, float %824, float %call1356)
  %call1358 = tail call float @llvm.fma.f32(float %x217, float %825, float %call1357)
  %call1359 = tail call float @llvm.fma.f32(float %x225, float %826, float %call1358)
  %call1360 = tail call float @llvm.fma.f32(float %x520, float %827, float %call1359)
  %call1361 = tail call float @llvm.fma.f32(float %x528, float %828, float %call1360)
  %call1362 = tail call float @llvm.fma.f32(float %x536, float %829, float %call1361)
  %call1363 = tail call float @llvm.fma.f32(float %x544, float %830, float %call1362)
  %call1364 = tail call float @llvm.fma.f32(float %x844, float %831, float %call1363)
  %call1365 = tail call float @llvm.fma.f32(float %x852, float %832, float %call1364)
  %call1366 = tail call float @llvm.fma.f32(float %x860, float %833, float %call1365)
  %v1402 = insertelement <2 x float> poison, float %call1366, i64 0
  %v1403 = insertelement <2 x float> %v1402, float %call1396, i64 1
  %gep3369 = getelementptr float, ptr addrspace(1) %invariant.gep3316, i64 %mul1398
  store <2 x float> %v1403, ptr addrspace(1) %gep3369, align 8
  br label %endif1401

endif1401:                                        ; preds = %endif1333, %endif1333, %then1400
  %861 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul1405 = fmul float %x225, %861
  %862 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call1406 = tail call float @llvm.fma.f32(float %x520, float %862, float %fmul1405)
  %863 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call1407 = tail call float @llvm.fma.f32(float %x528, float %863, float %call1406)
  %864 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call1408 = tail call float @llvm.fma.f32(float %x536, float %864, float %call1407)
  %865 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call1409 = tail call float @llvm.fma.f32(float %x544, float %865, float %call1408)
  %866 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call1410 = tail call float @llvm.fma.f32(float %x844, float %866, float %call1409)
  %867 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call1411 = tail call float @llvm.fma.f32(float %x852, float %867, float %call1410)
  %868 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call1412 = tail call float @llvm.fma.f32(float %x860, float %868, float %call1411)
  %869 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call1413 = tail call float @llvm.fma.f32(float %x868, float %869, float %call1412)
  %bits1414 = bitcast float %call1413 to i32
  %call1415 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1414, i32 1, i32 0)
  %870 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %871 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %872 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %873 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %874 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %875 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %876 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %877 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %878 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %879 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %880 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %881 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %882 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %883 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %884 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %885 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %886 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %887 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %888 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul1435 = fmul float %x224, %888
  %889 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call1436 = tail call float @llvm.fma.f32(float %x519, float %889, float %fmul1435)
  %890 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call1437 = tail call float @llvm.fma.f32(float %x527, float %890, float %call1436)
  %891 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call1438 = tail call float @llvm.fma.f32(float %x535, float %891, float %call1437)
  %892 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call1439 = tail call float @llvm.fma.f32(float %x543, float %892, float %call1438)
  %893 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call1440 = tail call float @llvm.fma.f32(float %x843, float %893, float %call1439)
  %894 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call1441 = tail call float @llvm.fma.f32(float %x851, float %894, float %call1440)
  %895 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call1442 = tail call float @llvm.fma.f32(float %x859, float %895, float %call1441)
  %896 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call1443 = tail call float @llvm.fma.f32(float %x867, float %896, float %call1442)
  %bits1444 = bitcast float %call1443 to i32
  %call1445 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1444, i32 1, i32 31)
  %897 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %898 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %899 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %900 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %901 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %902 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %903 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %904 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %905 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %906 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %907 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %908 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %909 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %910 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %911 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %912 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %913 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %914 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  switch i64 %lane, label %then1468 [
    i64 31, label %endif1469
    i64 0, label %endif1469
  ]

then1468:                                         ; preds = %endif1401
  %add1465 = or disjoint i64 %add1154, 3
  %mul1466 = mul i64 %add1465, %9
  %leaf1446 = bitcast i32 %call1445 to float
  %call1447 = tail call float @llvm.fma.f32(float %x224, float %897, float %leaf1446)
  %call1448 = tail call float @llvm.fma.f32(float %x519, float %898, float %call1447)
  %call1449 = tail call float @llvm.fma.f32(float %x527, float %899, float %call1448)
  %call1450 = tail call float @llvm.fma.f32(float %x535, float %900, float %call1449)
  %call1451 = tail call float @llvm.fma.f32(float %x543, float %901, float %call1450)
  %call1452 = tail call float @llvm.fma.f32(float %x843, float %902, float %call1451)
  %call1453 = tail call float @llvm.fma.f32(float %x851, float %903, float %call1452)
  %call1454 = tail call float @llvm.fma.f32(float %x859, float %904, float %call1453)
  %call1455 = tail call float @llvm.fma.f32(float %x867, float %905, float %call1454)
  %call1456 = tail call float @llvm.fma.f32(float %x225, float %906, float %call1455)
  %call1457 = tail call float @llvm.fma.f32(float %x520, float %907, float %call1456)
  %call1458 = tail call float @llvm.fma.f32(float %x528, float %908, float %call1457)
  %call1459 = tail call float @llvm.fma.f32(float %x536, float %909, float %call1458)
  %call1460 = tail call float @llvm.fma.f32(float %x544, float %910, float %call1459)
  %call1461 = tail call float @llvm.fma.f32(float %x844, float %911, float %call1460)
  %call1462 = tail call float @llvm.fma.f32(float %x852, float %912, float %call1461)
  %call1463 = tail call float @llvm.fma.f32(float %x860, float %913, float %call1462)
  %call1464 = tail call float @llvm.fma.f32(float %x868, float %914, float %call1463)
  %leaf1416 = bitcast i32 %call1415 to float
  %call1417 = tail call float @llvm.fma.f32(float %x224, float %870, float %leaf1416)
  %call1418 = tail call float @llvm.fma.f32(float %x519, float %871, float %call1417)
  %call1419 = tail call float @llvm.fma.f32(float %x527, float %872, float %call1418)
  %call1420 = tail call float @llvm.fma.f32(float %x535, float %873, float %call1419)
  %call1421 = tail call float @llvm.fma.f32(float %x543, float %874, float %call1420)
  %call1422 = tail call float @llvm.fma.f32(float %x843, float %875, float %call1421)
  %call1423 = tail call float @llvm.fma.f32(float %x851, float %876, float %call1422)
  %call1424 = tail call float @llvm.fma.f32(float %x859, float %877, float %call1423)
  %call1425 = tail call float @llvm.fma.f32(float %x867, float %878, float %call1424)
  %call1426 = tail call float @llvm.fma.f32(float %x225, float %879, float %call1425)
  %call1427 = tail call float @llvm.fma.f32(float %x520, float %880, float %call1426)
  %call1428 = tail call float @llvm.fma.f32(float %x528, float %881, float %call1427)
  %call1429 = tail call float @llvm.fma.f32(float %x536, float %882, float %call1428)
  %call1430 = tail call float @llvm.fma.f32(float %x544, float %883, float %call1429)
  %call1431 = tail call float @llvm.fma.f32(float %x844, float %884, float %call1430)
  %call1432 = tail call float @llvm.fma.f32(float %x852, float %885, float %call1431)
  %call1433 = tail call float @llvm.fma.f32(float %x860, float %886, float %call1432)
  %call1434 = tail call float @llvm.fma.f32(float %x868, float %887, float %call1433)
  %v1470 = insertelement <2 x float> poison, float %call1434, i64 0
  %v1471 = insertelement <2 x float> %v1470, float %call1464, i64 1
  %gep3371 = getelementptr float, ptr addrspace(1) %invariant.gep3316, i64 %mul1466
  store <2 x float> %v1471, ptr addrspace(1) %gep3371, align 8
  br label %endif1469

endif1469:                                        ; preds = %endif1401, %endif1401, %then1468
  %add1473 = add nuw nsw i64 %group, 1
  %exitcond.not = icmp eq i64 %add1473, 2
  br i1 %exitcond.not, label %endif, label %tile.steps

tile.steps1704:                                   ; preds = %endif3284, %else
  %group1706 = phi i64 [ 0, %else ], [ %add3286, %endif3284 ]
  %phi1707 = phi float [ %v1523, %else ], [ %phi2198, %endif3284 ]
  %phi1708 = phi float [ %v1527, %else ], [ %phi2199, %endif3284 ]
  %phi1709 = phi float [ %v1539, %else ], [ %phi2200, %endif3284 ]
  %phi1710 = phi float [ %v1543, %else ], [ %phi2201, %endif3284 ]
  %phi1711 = phi float [ %v1555, %else ], [ %phi2202, %endif3284 ]
  %phi1712 = phi float [ %v1559, %else ], [ %phi2203, %endif3284 ]
  %phi1713 = phi float [ %v1571, %else ], [ %phi2204, %endif3284 ]
  %phi1714 = phi float [ %v1575, %else ], [ %phi2205, %endif3284 ]
  %phi1715 = phi float [ %v1587, %else ], [ %phi2586, %endif3284 ]
  %phi1716 = phi float [ %v1591, %else ], [ %phi2587, %endif3284 ]
  %phi1717 = phi float [ %v1603, %else ], [ %phi2588, %endif3284 ]
  %phi1718 = phi float [ %v1607, %else ], [ %phi2589, %endif3284 ]
  %phi1719 = phi float [ %v1619, %else ], [ %phi2590, %endif3284 ]
  %phi1720 = phi float [ %v1623, %else ], [ %phi2591, %endif3284 ]
  %phi1721 = phi float [ %v1635, %else ], [ %phi2592, %endif3284 ]
  %phi1722 = phi float [ %v1639, %else ], [ %phi2593, %endif3284 ]
  %phi1723 = phi float [ %v1651, %else ], [ %phi2974, %endif3284 ]
  %phi1724 = phi float [ %v1655, %else ], [ %phi2975, %endif3284 ]
  %phi1725 = phi float [ %v1667, %else ], [ %phi2976, %endif3284 ]
  %phi1726 = phi float [ %v1671, %else ], [ %phi2977, %endif3284 ]
  %phi1727 = phi float [ %v1683, %else ], [ %phi2978, %endif3284 ]
  %phi1728 = phi float [ %v1687, %else ], [ %phi2979, %endif3284 ]
  %phi1729 = phi float [ %v1699, %else ], [ %phi2980, %endif3284 ]
  %phi1730 = phi float [ %v1703, %else ], [ %phi2981, %endif3284 ]
  %mul1739 = shl i64 %group1706, 2
  %mul1741 = shl i64 %group1706, 4
  %add1742 = add nuw nsw i64 %mul1741, %mul43
  %add1743 = or disjoint i64 %mul1739, 1
  %cmp1744 = icmp ult i64 %add1743, %38
  br i1 %cmp1744, label %then1746, label %endif1748

then1746:                                         ; preds = %tile.steps1704
  %add1745 = or disjoint i64 %add1742, 8
  %call1751 = tail call i64 @llvm.smin.i64(i64 %add1745, i64 %sub1506)
  %call1752 = tail call i64 @llvm.smax.i64(i64 %call1751, i64 -4)
  %call1754 = tail call i64 @llvm.smin.i64(i64 %call1752, i64 %sub1516)
  %call1755 = tail call i64 @llvm.smax.i64(i64 %call1754, i64 0)
  %mul1756 = mul i64 %call1755, %7
  %915 = getelementptr float, ptr addrspace(1) %2, i64 %mul1756
  %p1759 = getelementptr float, ptr addrspace(1) %915, i64 %call1490
  %v1760 = load float, ptr addrspace(1) %p1759, align 4
  %p1763 = getelementptr float, ptr addrspace(1) %915, i64 %call1496
  %v1764 = load float, ptr addrspace(1) %p1763, align 4
  %add1765 = or disjoint i64 %add1742, 9
  %call1767 = tail call i64 @llvm.smin.i64(i64 %add1765, i64 %sub1506)
  %call1768 = tail call i64 @llvm.smax.i64(i64 %call1767, i64 -4)
  %call1770 = tail call i64 @llvm.smin.i64(i64 %call1768, i64 %sub1516)
  %call1771 = tail call i64 @llvm.smax.i64(i64 %call1770, i64 0)
  %mul1772 = mul i64 %call1771, %7
  %916 = getelementptr float, ptr addrspace(1) %2, i64 %mul1772
  %p1775 = getelementptr float, ptr addrspace(1) %916, i64 %call1490
  %v1776 = load float, ptr addrspace(1) %p1775, align 4
  %p1779 = getelementptr float, ptr addrspace(1) %916, i64 %call1496
  %v1780 = load float, ptr addrspace(1) %p1779, align 4
  %add1781 = or disjoint i64 %add1742, 10
  %call1783 = tail call i64 @llvm.smin.i64(i64 %add1781, i64 %sub1506)
  %call1784 = tail call i64 @llvm.smax.i64(i64 %call1783, i64 -4)
  %call1786 = tail call i64 @llvm.smin.i64(i64 %call1784, i64 %sub1516)
  %call1787 = tail call i64 @llvm.smax.i64(i64 %call1786, i64 0)
  %mul1788 = mul i64 %call1787, %7
  %917 = getelementptr float, ptr addrspace(1) %2, i64 %mul1788
  %p1791 = getelementptr float, ptr addrspace(1) %917, i64 %call1490
  %v1792 = load float, ptr addrspace(1) %p1791, align 4
  %p1795 = getelementptr float, ptr addrspace(1) %917, i64 %call1496
  %v1796 = load float, ptr addrspace(1) %p1795, align 4
  %add1797 = or disjoint i64 %add1742, 11
  %call1799 = tail call i64 @llvm.smin.i64(i64 %add1797, i64 %sub1506)
  %call1800 = tail call i64 @llvm.smax.i64(i64 %call1799, i64 -4)
  %call1802 = tail call i64 @llvm.smin.i64(i64 %call1800, i64 %sub1516)
  %call1803 = tail call i64 @llvm.smax.i64(i64 %call1802, i64 0)
  %mul1804 = mul i64 %call1803, %7
  %918 = getelementptr float, ptr addrspace(1) %2, i64 %mul1804
  %p1807 = getelementptr float, ptr addrspace(1) %918, i64 %call1490
  %v1808 = load float, ptr addrspace(1) %p1807, align 4
  %p1811 = getelementptr float, ptr addrspace(1) %918, i64 %call1496
  %v1812 = load float, ptr addrspace(1) %p1811, align 4
  br label %endif1748

endif1748:                                        ; preds = %tile.steps1704, %then1746
  %phi1813 = phi float [ %v1760, %then1746 ], [ 0.000000e+00, %tile.steps1704 ]
  %phi1814 = phi float [ %v1764, %then1746 ], [ 0.000000e+00, %tile.steps1704 ]
  %phi1815 = phi float [ %v1776, %then1746 ], [ 0.000000e+00, %tile.steps1704 ]
  %phi1816 = phi float [ %v1780, %then1746 ], [ 0.000000e+00, %tile.steps1704 ]
  %phi1817 = phi float [ %v1792, %then1746 ], [ 0.000000e+00, %tile.steps1704 ]
  %phi1818 = phi float [ %v1796, %then1746 ], [ 0.000000e+00, %tile.steps1704 ]
  %phi1819 = phi float [ %v1808, %then1746 ], [ 0.000000e+00, %tile.steps1704 ]
  %phi1820 = phi float [ %v1812, %then1746 ], [ 0.000000e+00, %tile.steps1704 ]
  %sub1821 = sub i64 %8, %add1742
  %919 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul1824 = fmul float %phi1708, %919
  %920 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call1825 = tail call float @llvm.fma.f32(float %phi1710, float %920, float %fmul1824)
  %921 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call1826 = tail call float @llvm.fma.f32(float %phi1712, float %921, float %call1825)
  %922 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call1827 = tail call float @llvm.fma.f32(float %phi1714, float %922, float %call1826)
  %923 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call1828 = tail call float @llvm.fma.f32(float %phi1716, float %923, float %call1827)
  %924 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call1829 = tail call float @llvm.fma.f32(float %phi1718, float %924, float %call1828)
  %925 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call1830 = tail call float @llvm.fma.f32(float %phi1720, float %925, float %call1829)
  %926 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call1831 = tail call float @llvm.fma.f32(float %phi1722, float %926, float %call1830)
  %927 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call1832 = tail call float @llvm.fma.f32(float %phi1724, float %927, float %call1831)
  %bits1833 = bitcast float %call1832 to i32
  %call1834 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1833, i32 1, i32 0)
  %928 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %929 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %930 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %931 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %932 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %933 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %934 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %935 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %936 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %937 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %938 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %939 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %940 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %941 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %942 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %943 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %944 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %945 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %946 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul1854 = fmul float %phi1707, %946
  %947 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call1855 = tail call float @llvm.fma.f32(float %phi1709, float %947, float %fmul1854)
  %948 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call1856 = tail call float @llvm.fma.f32(float %phi1711, float %948, float %call1855)
  %949 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call1857 = tail call float @llvm.fma.f32(float %phi1713, float %949, float %call1856)
  %950 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call1858 = tail call float @llvm.fma.f32(float %phi1715, float %950, float %call1857)
  %951 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call1859 = tail call float @llvm.fma.f32(float %phi1717, float %951, float %call1858)
  %952 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call1860 = tail call float @llvm.fma.f32(float %phi1719, float %952, float %call1859)
  %953 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call1861 = tail call float @llvm.fma.f32(float %phi1721, float %953, float %call1860)
  %954 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call1862 = tail call float @llvm.fma.f32(float %phi1723, float %954, float %call1861)
  %bits1863 = bitcast float %call1862 to i32
  %call1864 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1863, i32 1, i32 31)
  %leaf1865 = bitcast i32 %call1864 to float
  %955 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %call1866 = tail call float @llvm.fma.f32(float %phi1707, float %955, float %leaf1865)
  %956 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call1867 = tail call float @llvm.fma.f32(float %phi1709, float %956, float %call1866)
  %957 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call1868 = tail call float @llvm.fma.f32(float %phi1711, float %957, float %call1867)
  %958 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call1869 = tail call float @llvm.fma.f32(float %phi1713, float %958, float %call1868)
  %959 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call1870 = tail call float @llvm.fma.f32(float %phi1715, float %959, float %call1869)
  %960 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call1871 = tail call float @llvm.fma.f32(float %phi1717, float %960, float %call1870)
  %961 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call1872 = tail call float @llvm.fma.f32(float %phi1719, float %961, float %call1871)
  %962 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call1873 = tail call float @llvm.fma.f32(float %phi1721, float %962, float %call1872)
  %963 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call1874 = tail call float @llvm.fma.f32(float %phi1723, float %963, float %call1873)
  %964 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %call1875 = tail call float @llvm.fma.f32(float %phi1708, float %964, float %call1874)
  %965 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %call1876 = tail call float @llvm.fma.f32(float %phi1710, float %965, float %call1875)
  %966 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %call1877 = tail call float @llvm.fma.f32(float %phi1712, float %966, float %call1876)
  %967 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %call1878 = tail call float @llvm.fma.f32(float %phi1714, float %967, float %call1877)
  %968 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %call1879 = tail call float @llvm.fma.f32(float %phi1716, float %968, float %call1878)
  %969 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %call1880 = tail call float @llvm.fma.f32(float %phi1718, float %969, float %call1879)
  %970 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %call1881 = tail call float @llvm.fma.f32(float %phi1720, float %970, float %call1880)
  %971 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %call1882 = tail call float @llvm.fma.f32(float %phi1722, float %971, float %call1881)
  %972 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %call1883 = tail call float @llvm.fma.f32(float %phi1724, float %972, float %call1882)
  %cmp1885 = icmp sgt i64 %sub1821, 0
  %out.s = and i1 %out.lane1500, %cmp1885
  %mul1886 = mul i64 %add1742, %9
  %add1887 = add i64 %mul1886, %add46
  %out.col = and i1 %cmp1501, %out.s
  br i1 %out.col, label %then1889, label %endif1890

then1889:                                         ; preds = %endif1748
  %leaf1835 = bitcast i32 %call1834 to float
  %call1836 = tail call float @llvm.fma.f32(float %phi1707, float %928, float %leaf1835)
  %call1837 = tail call float @llvm.fma.f32(float %phi1709, float %929, float %call1836)
  %call1838 = tail call float @llvm.fma.f32(float %phi1711, float %930, float %call1837)
  %call1839 = tail call float @llvm.fma.f32(float %phi1713, float %931, float %call1838)
  %call1840 = tail call float @llvm.fma.f32(float %phi1715, float %932, float %call1839)
  %call1841 = tail call float @llvm.fma.f32(float %phi1717, float %933, float %call1840)
  %call1842 = tail call float @llvm.fma.f32(float %phi1719, float %934, float %call1841)
  %call1843 = tail call float @llvm.fma.f32(float %phi1721, float %935, float %call1842)
  %call1844 = tail call float @llvm.fma.f32(float %phi1723, float %936, float %call1843)
  %call1845 = tail call float @llvm.fma.f32(float %phi1708, float %937, float %call1844)
  %call1846 = tail call float @llvm.fma.f32(float %phi1710, float %938, float %call1845)
  %call1847 = tail call float @llvm.fma.f32(float %phi1712, float %939, float %call1846)
  %call1848 = tail call float @llvm.fma.f32(float %phi1714, float %940, float %call1847)
  %call1849 = tail call float @llvm.fma.f32(float %phi1716, float %941, float %call1848)
  %call1850 = tail call float @llvm.fma.f32(float %phi1718, float %942, float %call1849)
  %call1851 = tail call float @llvm.fma.f32(float %phi1720, float %943, float %call1850)
  %call1852 = tail call float @llvm.fma.f32(float %phi1722, float %944, float %call1851)
  %call1853 = tail call float @llvm.fma.f32(float %phi1724, float %945, float %call1852)
  %p1891 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add1887
  store float %call1853, ptr addrspace(1) %p1891, align 4
  br label %endif1890

endif1890:                                        ; preds = %then1889, %endif1748
  %out.col1892 = and i1 %cmp1502, %out.s
  br i1 %out.col1892, label %then1894, label %endif1895

then1894:                                         ; preds = %endif1890
  %add1893 = or disjoint i64 %add1887, 1
  %p1896 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add1893
  store float %call1883, ptr addrspace(1) %p1896, align 4
  br label %endif1895

endif1895:                                        ; preds = %then1894, %endif1890
  %973 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul1897 = fmul float %phi1710, %973
  %974 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call1898 = tail call float @llvm.fma.f32(float %phi1712, float %974, float %fmul1897)
  %975 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call1899 = tail call float @llvm.fma.f32(float %phi1714, float %975, float %call1898)
  %976 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call1900 = tail call float @llvm.fma.f32(float %phi1716, float %976, float %call1899)
  %977 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call1901 = tail call float @llvm.fma.f32(float %phi1718, float %977, float %call1900)
  %978 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call1902 = tail call float @llvm.fma.f32(float %phi1720, float %978, float %call1901)
  %979 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call1903 = tail call float @llvm.fma.f32(float %phi1722, float %979, float %call1902)
  %980 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call1904 = tail call float @llvm.fma.f32(float %phi1724, float %980, float %call1903)
  %981 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call1905 = tail call float @llvm.fma.f32(float %phi1726, float %981, float %call1904)
  %bits1906 = bitcast float %call1905 to i32
  %call1907 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1906, i32 1, i32 0)
  %982 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %983 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %984 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %985 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %986 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %987 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %988 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %989 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %990 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %991 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %992 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %993 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %994 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %995 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %996 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %997 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %998 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %999 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %1000 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul1927 = fmul float %phi1709, %1000
  %1001 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call1928 = tail call float @llvm.fma.f32(float %phi1711, float %1001, float %fmul1927)
  %1002 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call1929 = tail call float @llvm.fma.f32(float %phi1713, float %1002, float %call1928)
  %1003 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call1930 = tail call float @llvm.fma.f32(float %phi1715, float %1003, float %call1929)
  %1004 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call1931 = tail call float @llvm.fma.f32(float %phi1717, float %1004, float %call1930)
  %1005 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call1932 = tail call float @llvm.fma.f32(float %phi1719, float %1005, float %call1931)
  %1006 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call1933 = tail call float @llvm.fma.f32(float %phi1721, float %1006, float %call1932)
  %1007 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call1934 = tail call float @llvm.fma.f32(float %phi1723, float %1007, float %call1933)
  %1008 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call1935 = tail call float @llvm.fma.f32(float %phi1725, float %1008, float %call1934)
  %bits1936 = bitcast float %call1935 to i32
  %call1937 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1936, i32 1, i32 31)
  %leaf1938 = bitcast i32 %call1937 to float
  %1009 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %call1939 = tail call float @llvm.fma.f32(float %phi1709, float %1009, float %leaf1938)
  %1010 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call1940 = tail call float @llvm.fma.f32(float %phi1711, float %1010, float %call1939)
  %1011 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call1941 = tail call float @llvm.fma.f32(float %phi1713, float %1011, float %call1940)
  %1012 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call1942 = tail call float @llvm.fma.f32(float %phi1715, float %1012, float %call1941)
  %1013 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call1943 = tail call float @llvm.fma.f32(float %phi1717, float %1013, float %call1942)
  %1014 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call1944 = tail call float @llvm.fma.f32(float %phi1719, float %1014, float %call1943)
  %1015 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call1945 = tail call float @llvm.fma.f32(float %phi1721, float %1015, float %call1944)
  %1016 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call1946 = tail call float @llvm.fma.f32(float %phi1723, float %1016, float %call1945)
  %1017 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call1947 = tail call float @llvm.fma.f32(float %phi1725, float %1017, float %call1946)
  %1018 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %call1948 = tail call float @llvm.fma.f32(float %phi1710, float %1018, float %call1947)
  %1019 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %call1949 = tail call float @llvm.fma.f32(float %phi1712, float %1019, float %call1948)
  %1020 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %call1950 = tail call float @llvm.fma.f32(float %phi1714, float %1020, float %call1949)
  %1021 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %call1951 = tail call float @llvm.fma.f32(float %phi1716, float %1021, float %call1950)
  %1022 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %call1952 = tail call float @llvm.fma.f32(float %phi1718, float %1022, float %call1951)
  %1023 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %call1953 = tail call float @llvm.fma.f32(float %phi1720, float %1023, float %call1952)
  %1024 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %call1954 = tail call float @llvm.fma.f32(float %phi1722, float %1024, float %call1953)
  %1025 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %call1955 = tail call float @llvm.fma.f32(float %phi1724, float %1025, float %call1954)
  %1026 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %call1956 = tail call float @llvm.fma.f32(float %phi1726, float %1026, float %call1955)
  %add1957 = or disjoint i64 %add1742, 1
  %cmp1958 = icmp sgt i64 %sub1821, 1
  %out.s1959 = and i1 %out.lane1500, %cmp1958
  %mul1960 = mul i64 %add1957, %9
  %add1961 = add i64 %mul1960, %add46
  %out.col1962 = and i1 %cmp1501, %out.s1959
  br i1 %out.col1962, label %then1964, label %endif1965

then1964:                                         ; preds = %endif1895
  %leaf1908 = bitcast i32 %call1907 to float
  %call1909 = tail call float @llvm.fma.f32(float %phi1709, float %982, float %leaf1908)
  %call1910 = tail call float @llvm.fma.f32(float %phi1711, float %983, float %call1909)
  %call1911 = tail call float @llvm.fma.f32(float %phi1713, float %984, float %call1910)
  %call1912 = tail call float @llvm.fma.f32(float %phi1715, float %985, float %call1911)
  %call1913 = tail call float @llvm.fma.f32(float %phi1717, float %986, float %call1912)
  %call1914 = tail call float @llvm.fma.f32(float %phi1719, float %987, float %call1913)
  %call1915 = tail call float @llvm.fma.f32(float %phi1721, float %988, float %call1914)
  %call1916 = tail call float @llvm.fma.f32(float %phi1723, float %989, float %call1915)
  %call1917 = tail call float @llvm.fma.f32(float %phi1725, float %990, float %call1916)
  %call1918 = tail call float @llvm.fma.f32(float %phi1710, float %991, float %call1917)
  %call1919 = tail call float @llvm.fma.f32(float %phi1712, float %992, float %call1918)
  %call1920 = tail call float @llvm.fma.f32(float %phi1714, float %993, float %call1919)
  %call1921 = tail call float @llvm.fma.f32(float %phi1716, float %994, float %call1920)
  %call1922 = tail call float @llvm.fma.f32(float %phi1718, float %995, float %call1921)
  %call1923 = tail call float @llvm.fma.f32(float %phi1720, float %996, float %call1922)
  %call1924 = tail call float @llvm.fma.f32(float %phi1722, float %997, float %call1923)
  %call1925 = tail call float @llvm.fma.f32(float %phi1724, float %998, float %call1924)
  %call1926 = tail call float @llvm.fma.f32(float %phi1726, float %999, float %call1925)
  %p1966 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add1961
  store float %call1926, ptr addrspace(1) %p1966, align 4
  br label %endif1965

endif1965:                                        ; preds = %then1964, %endif1895
  %out.col1967 = and i1 %cmp1502, %out.s1959
  br i1 %out.col1967, label %then1969, label %endif1970

then1969:                                         ; preds = %endif1965
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %add1961
  store float %call1956, ptr addrspace(1) %gep, align 4
  br label %endif1970

endif1970:                                        ; preds = %then1969, %endif1965
  %1027 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul1972 = fmul float %phi1712, %1027
  %1028 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call1973 = tail call float @llvm.fma.f32(float %phi1714, float %1028, float %fmul1972)
  %1029 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call1974 = tail call float @llvm.fma.f32(float %phi1716, float %1029, float %call1973)
  %1030 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call1975 = tail call float @llvm.fma.f32(float %phi1718, float %1030, float %call1974)
  %1031 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call1976 = tail call float @llvm.fma.f32(float %phi1720, float %1031, float %call1975)
  %1032 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call1977 = tail call float @llvm.fma.f32(float %phi1722, float %1032, float %call1976)
  %1033 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call1978 = tail call float @llvm.fma.f32(float %phi1724, float %1033, float %call1977)
  %1034 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call1979 = tail call float @llvm.fma.f32(float %phi1726, float %1034, float %call1978)
  %1035 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call1980 = tail call float @llvm.fma.f32(float %phi1728, float %1035, float %call1979)
  %bits1981 = bitcast float %call1980 to i32
  %call1982 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1981, i32 1, i32 0)
  %1036 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %1037 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %1038 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %1039 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %1040 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %1041 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %1042 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %1043 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %1044 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %1045 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %1046 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %1047 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %1048 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %1049 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %1050 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %1051 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %1052 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %1053 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %1054 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul2002 = fmul float %phi1711, %1054
  %1055 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call2003 = tail call float @llvm.fma.f32(float %phi1713, float %1055, float %fmul2002)
  %1056 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call2004 = tail call float @llvm.fma.f32(float %phi1715, float %1056, float %call2003)
  %1057 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call2005 = tail call float @llvm.fma.f32(float %phi1717, float %1057, float %call2004)
  %1058 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call2006 = tail call float @llvm.fma.f32(float %phi1719, float %1058, float %call2005)
  %1059 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call2007 = tail call float @llvm.fma.f32(float %phi1721, float %1059, float %call2006)
  %1060 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call2008 = tail call float @llvm.fma.f32(float %phi1723, float %1060, float %call2007)
  %1061 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call2009 = tail call float @llvm.fma.f32(float %phi1725, float %1061, float %call2008)
  %1062 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call2010 = tail call float @llvm.fma.f32(float %phi1727, float %1062, float %call2009)
  %bits2011 = bitcast float %call2010 to i32
  %call2012 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2011, i32 1, i32 31)
  %leaf2013 = bitcast i32 %call2012 to float
  %1063 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %call2014 = tail call float @llvm.fma.f32(float %phi1711, float %1063, float %leaf2013)
  %1064 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2015 = tail call float @llvm.fma.f32(float %phi1713, float %1064, float %call2014)
  %1065 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2016 = tail call float @llvm.fma.f32(float %phi1715, float %1065, float %call2015)
  %1066 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2017 = tail call float @llvm.fma.f32(float %phi1717, float %1066, float %call2016)
  %1067 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2018 = tail call float @llvm.fma.f32(float %phi1719, float %1067, float %call2017)
  %1068 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2019 = tail call float @llvm.fma.f32(float %phi1721, float %1068, float %call2018)
  %1069 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2020 = tail call float @llvm.fma.f32(float %phi1723, float %1069, float %call2019)
  %1070 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2021 = tail call float @llvm.fma.f32(float %phi1725, float %1070, float %call2020)
  %1071 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2022 = tail call float @llvm.fma.f32(float %phi1727, float %1071, float %call2021)
  %1072 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %call2023 = tail call float @llvm.fma.f32(float %phi1712, float %1072, float %call2022)
  %1073 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %call2024 = tail call float @llvm.fma.f32(float %phi1714, float %1073, float %call2023)
  %1074 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %call2025 = tail call float @llvm.fma.f32(float %phi1716, float %1074, float %call2024)
  %1075 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %call2026 = tail call float @llvm.fma.f32(float %phi1718, float %1075, float %call2025)
  %1076 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %call2027 = tail call float @llvm.fma.f32(float %phi1720, float %1076, float %call2026)
  %1077 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %call2028 = tail call float @llvm.fma.f32(float %phi1722, float %1077, float %call2027)
  %1078 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %call2029 = tail call float @llvm.fma.f32(float %phi1724, float %1078, float %call2028)
  %1079 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %call2030 = tail call float @llvm.fma.f32(float %phi1726, float %1079, float %call2029)
  %1080 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %call2031 = tail call float @llvm.fma.f32(float %phi1728, float %1080, float %call2030)
  %add2032 = or disjoint i64 %add1742, 2
  %cmp2033 = icmp sgt i64 %sub1821, 2
  %out.s2034 = and i1 %out.lane1500, %cmp2033
  %mul2035 = mul i64 %add2032, %9
  %add2036 = add i64 %mul2035, %add46
  %out.col2037 = and i1 %cmp1501, %out.s2034
  br i1 %out.col2037, label %then2039, label %endif2040

then2039:                                         ; preds = %endif1970
  %leaf1983 = bitcast i32 %call1982 to float
  %call1984 = tail call float @llvm.fma.f32(float %phi1711, float %1036, float %leaf1983)
  %call1985 = tail call float @llvm.fma.f32(float %phi1713, float %1037, float %call1984)
  %call1986 = tail call float @llvm.fma.f32(float %phi1715, float %1038, float %call1985)
  %call1987 = tail call float @llvm.fma.f32(float %phi1717, float %1039, float %call1986)
  %call1988 = tail call float @llvm.fma.f32(float %phi1719, float %1040, float %call1987)
  %call1989 = tail call float @llvm.fma.f32(float %phi1721, float %1041, float %call1988)
  %call1990 = tail call float @llvm.fma.f32(float %phi1723, float %1042, float %call1989)
  %call1991 = tail call float @llvm.fma.f32(float %phi1725, float %1043, float %call1990)
  %call1992 = tail call float @llvm.fma.f32(float %phi1727, float %1044, float %call1991)
  %call1993 = tail call float @llvm.fma.f32(float %phi1712, float %1045, float %call1992)
  %call1994 = tail call float @llvm.fma.f32(float %phi1714, float %1046, float %call1993)
  %call1995 = tail call float @llvm.fma.f32(float %phi1716, float %1047, float %call1994)
  %call1996 = tail call float @llvm.fma.f32(float %phi1718, float %1048, float %call1995)
  %call1997 = tail call float @llvm.fma.f32(float %phi1720, float %1049, float %call1996)
  %call1998 = tail call float @llvm.fma.f32(float %phi1722, float %1050, float %call1997)
  %call1999 = tail call float @llvm.fma.f32(float %phi1724, float %1051, float %call1998)
  %call2000 = tail call float @llvm.fma.f32(float %phi1726, float %1052, float %call1999)
  %call2001 = tail call float @llvm.fma.f32(float %phi1728, float %1053, float %call2000)
  %p2041 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add2036
  store float %call2001, ptr addrspace(1) %p2041, align 4
  br label %endif2040

endif2040:                                        ; preds = %then2039, %endif1970
  %out.col2042 = and i1 %cmp1502, %out.s2034
  br i1 %out.col2042, label %then2044, label %endif2045

then2044:                                         ; preds = %endif2040
  %add2043 = or disjoint i64 %add2036, 1
  %p2046 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add2043
  store float %call2031, ptr addrspace(1) %p2046, align 4
  br label %endif2045

endif2045:                                        ; preds = %then2044, %endif2040
  %1081 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul2047 = fmul float %phi1714, %1081
  %1082 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2048 = tail call float @llvm.fma.f32(float %phi1716, float %1082, float %fmul2047)
  %1083 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2049 = tail call float @llvm.fma.f32(float %phi1718, float %1083, float %call2048)
  %1084 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2050 = tail call float @llvm.fma.f32(float %phi1720, float %1084, float %call2049)
  %1085 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2051 = tail call float @llvm.fma.f32(float %phi1722, float %1085, float %call2050)
  %1086 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2052 = tail call float @llvm.fma.f32(float %phi1724, float %1086, float %call2051)
  %1087 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2053 = tail call float @llvm.fma.f32(float %phi1726, float %1087, float %call2052)
  %1088 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2054 = tail call float @llvm.fma.f32(float %phi1728, float %1088, float %call2053)
  %1089 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2055 = tail call float @llvm.fma.f32(float %phi1730, float %1089, float %call2054)
  %bits2056 = bitcast float %call2055 to i32
  %call2057 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2056, i32 1, i32 0)
  %1090 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %1091 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %1092 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %1093 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %1094 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %1095 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %1096 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %1097 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %1098 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %1099 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %1100 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %1101 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %1102 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %1103 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %1104 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %1105 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %1106 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %1107 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %1108 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul2077 = fmul float %phi1713, %1108
  %1109 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call2078 = tail call float @llvm.fma.f32(float %phi1715, float %1109, float %fmul2077)
  %1110 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call2079 = tail call float @llvm.fma.f32(float %phi1717, float %1110, float %call2078)
  %1111 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call2080 = tail call float @llvm.fma.f32(float %phi1719, float %1111, float %call2079)
  %1112 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call2081 = tail call float @llvm.fma.f32(float %phi1721, float %1112, float %call2080)
  %1113 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call2082 = tail call float @llvm.fma.f32(float %phi1723, float %1113, float %call2081)
  %1114 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call2083 = tail call float @llvm.fma.f32(float %phi1725, float %1114, float %call2082)
  %1115 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call2084 = tail call float @llvm.fma.f32(float %phi1727, float %1115, float %call2083)
  %1116 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call2085 = tail call float @llvm.fma.f32(float %phi1729, float %1116, float %call2084)
  %bits2086 = bitcast float %call2085 to i32
  %call2087 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2086, i32 1, i32 31)
  %leaf2088 = bitcast i32 %call2087 to float
  %1117 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %call2089 = tail call float @llvm.fma.f32(float %phi1713, float %1117, float %leaf2088)
  %1118 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2090 = tail call float @llvm.fma.f32(float %phi1715, float %1118, float %call2089)
  %1119 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2091 = tail call float @llvm.fma.f32(float %phi1717, float %1119, float %call2090)
  %1120 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2092 = tail call float @llvm.fma.f32(float %phi1719, float %1120, float %call2091)
  %1121 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2093 = tail call float @llvm.fma.f32(float %phi1721, float %1121, float %call2092)
  %1122 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2094 = tail call float @llvm.fma.f32(float %phi1723, float %1122, float %call2093)
  %1123 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2095 = tail call float @llvm.fma.f32(float %phi1725, float %1123, float %call2094)
  %1124 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2096 = tail call float @llvm.fma.f32(float %phi1727, float %1124, float %call2095)
  %1125 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2097 = tail call float @llvm.fma.f32(float %phi1729, float %1125, float %call2096)
  %1126 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %call2098 = tail call float @llvm.fma.f32(float %phi1714, float %1126, float %call2097)
  %1127 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %call2099 = tail call float @llvm.fma.f32(float %phi1716, float %1127, float %call2098)
  %1128 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %call2100 = tail call float @llvm.fma.f32(float %phi1718, float %1128, float %call2099)
  %1129 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %call2101 = tail call float @llvm.fma.f32(float %phi1720, float %1129, float %call2100)
  %1130 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %call2102 = tail call float @llvm.fma.f32(float %phi1722, float %1130, float %call2101)
  %1131 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %call2103 = tail call float @llvm.fma.f32(float %phi1724, float %1131, float %call2102)
  %1132 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %call2104 = tail call float @llvm.fma.f32(float %phi1726, float %1132, float %call2103)
  %1133 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %call2105 = tail call float @llvm.fma.f32(float %phi1728, float %1133, float %call2104)
  %1134 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %call2106 = tail call float @llvm.fma.f32(float %phi1730, float %1134, float %call2105)
  %add2107 = or disjoint i64 %add1742, 3
  %cmp2108 = icmp sgt i64 %sub1821, 3
  %out.s2109 = and i1 %out.lane1500, %cmp2108
  %mul2110 = mul i64 %add2107, %9
  %add2111 = add i64 %mul2110, %add46
  %out.col2112 = and i1 %cmp1501, %out.s2109
  br i1 %out.col2112, label %then2114, label %endif2115

then2114:                                         ; preds = %endif2045
  %leaf2058 = bitcast i32 %call2057 to float
  %call2059 = tail call float @llvm.fma.f32(float %phi1713, float %1090, float %leaf2058)
  %call2060 = tail call float @llvm.fma.f32(float %phi1715, float %1091, float %call2059)
  %call2061 = tail call float @llvm.fma.f32(float %phi1717, float %1092, float %call2060)
  %call2062 = tail call float @llvm.fma.f32(float %phi1719, float %1093, float %call2061)
  %call2063 = tail call float @llvm.fma.f32(float %phi1721, float %1094, float %call2062)
  %call2064 = tail call float @llvm.fma.f32(float %phi1723, float %1095, float %call2063)
  %call2065 = tail call float @llvm.fma.f32(float %phi1725, float %1096, float %call2064)
  %call2066 = tail call float @llvm.fma.f32(float %phi1727, float %1097, float %call2065)
  %call2067 = tail call float @llvm.fma.f32(float %phi1729, float %1098, float %call2066)
  %call2068 = tail call float @llvm.fma.f32(float %phi1714, float %1099, float %call2067)
  %call2069 = tail call float @llvm.fma.f32(float %phi1716, float %1100, float %call2068)
  %call2070 = tail call float @llvm.fma.f32(float %phi1718, float %1101, float %call2069)
  %call2071 = tail call float @llvm.fma.f32(float %phi1720, float %1102, float %call2070)
  %call2072 = tail call float @llvm.fma.f32(float %phi1722, float %1103, float %call2071)
  %call2073 = tail call float @llvm.fma.f32(float %phi1724, float %1104, float %call2072)
  %call2074 = tail call float @llvm.fma.f32(float %phi1726, float %1105, float %call2073)
  %call2075 = tail call float @llvm.fma.f32(float %phi1728, float %1106, float %call2074)
  %call2076 = tail call float @llvm.fma.f32(float %phi1730, float %1107, float %call2075)
  %p2116 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add2111
  store float %call2076, ptr addrspace(1) %p2116, align 4
  br label %endif2115

endif2115:                                        ; preds = %then2114, %endif2045
  %out.col2117 = and i1 %cmp1502, %out.s2109
  br i1 %out.col2117, label %then2119, label %endif2120

then2119:                                         ; preds = %endif2115
  %gep3295 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %add2111
  store float %call2106, ptr addrspace(1) %gep3295, align 4
  br label %endif2120

endif2120:                                        ; preds = %then2119, %endif2115
  br i1 %cmp1744, label %tile.step2124, label %endif

tile.step2124:                                    ; preds = %endif2120
  %mul2126 = shl i64 %add1743, 2
  %add2127 = add nuw nsw i64 %mul2126, %mul43
  %add2128 = or disjoint i64 %mul1739, 2
  %cmp2129 = icmp ult i64 %add2128, %38
  br i1 %cmp2129, label %then2131, label %endif2133

then2131:                                         ; preds = %tile.step2124
  %add2130 = or disjoint i64 %add2127, 8
  %call2136 = tail call i64 @llvm.smin.i64(i64 %add2130, i64 %sub1506)
  %call2137 = tail call i64 @llvm.smax.i64(i64 %call2136, i64 -4)
  %call2139 = tail call i64 @llvm.smin.i64(i64 %call2137, i64 %sub1516)
  %call2140 = tail call i64 @llvm.smax.i64(i64 %call2139, i64 0)
  %mul2141 = mul i64 %call2140, %7
  %1135 = getelementptr float, ptr addrspace(1) %2, i64 %mul2141
  %p2144 = getelementptr float, ptr addrspace(1) %1135, i64 %call1490
  %v2145 = load float, ptr addrspace(1) %p2144, align 4
  %p2148 = getelementptr float, ptr addrspace(1) %1135, i64 %call1496
  %v2149 = load float, ptr addrspace(1) %p2148, align 4
  %add2150 = or disjoint i64 %add2127, 9
  %call2152 = tail call i64 @llvm.smin.i64(i64 %add2150, i64 %sub1506)
  %call2153 = tail call i64 @llvm.smax.i64(i64 %call2152, i64 -4)
  %call2155 = tail call i64 @llvm.smin.i64(i64 %call2153, i64 %sub1516)
  %call2156 = tail call i64 @llvm.smax.i64(i64 %call2155, i64 0)
  %mul2157 = mul i64 %call2156, %7
  %1136 = getelementptr float, ptr addrspace(1) %2, i64 %mul2157
  %p2160 = getelementptr float, ptr addrspace(1) %1136, i64 %call1490
  %v2161 = load float, ptr addrspace(1) %p2160, align 4
  %p2164 = getelementptr float, ptr addrspace(1) %1136, i64 %call1496
  %v2165 = load float, ptr addrspace(1) %p2164, align 4
  %add2166 = or disjoint i64 %add2127, 10
  %call2168 = tail call i64 @llvm.smin.i64(i64 %add2166, i64 %sub1506)
  %call2169 = tail call i64 @llvm.smax.i64(i64 %call2168, i64 -4)
  %call2171 = tail call i64 @llvm.smin.i64(i64 %call2169, i64 %sub1516)
  %call2172 = tail call i64 @llvm.smax.i64(i64 %call2171, i64 0)
  %mul2173 = mul i64 %call2172, %7
  %1137 = getelementptr float, ptr addrspace(1) %2, i64 %mul2173
  %p2176 = getelementptr float, ptr addrspace(1) %1137, i64 %call1490
  %v2177 = load float, ptr addrspace(1) %p2176, align 4
  %p2180 = getelementptr float, ptr addrspace(1) %1137, i64 %call1496
  %v2181 = load float, ptr addrspace(1) %p2180, align 4
  %add2182 = or disjoint i64 %add2127, 11
  %call2184 = tail call i64 @llvm.smin.i64(i64 %add2182, i64 %sub1506)
  %call2185 = tail call i64 @llvm.smax.i64(i64 %call2184, i64 -4)
  %call2187 = tail call i64 @llvm.smin.i64(i64 %call2185, i64 %sub1516)
  %call2188 = tail call i64 @llvm.smax.i64(i64 %call2187, i64 0)
  %mul2189 = mul i64 %call2188, %7
  %1138 = getelementptr float, ptr addrspace(1) %2, i64 %mul2189
  %p2192 = getelementptr float, ptr addrspace(1) %1138, i64 %call1490
  %v2193 = load float, ptr addrspace(1) %p2192, align 4
  %p2196 = getelementptr float, ptr addrspace(1) %1138, i64 %call1496
  %v2197 = load float, ptr addrspace(1) %p2196, align 4
  br label %endif2133

endif2133:                                        ; preds = %tile.step2124, %then2131
  %phi2198 = phi float [ %v2145, %then2131 ], [ 0.000000e+00, %tile.step2124 ]
  %phi2199 = phi float [ %v2149, %then2131 ], [ 0.000000e+00, %tile.step2124 ]
  %phi2200 = phi float [ %v2161, %then2131 ], [ 0.000000e+00, %tile.step2124 ]
  %phi2201 = phi float [ %v2165, %then2131 ], [ 0.000000e+00, %tile.step2124 ]
  %phi2202 = phi float [ %v2177, %then2131 ], [ 0.000000e+00, %tile.step2124 ]
  %phi2203 = phi float [ %v2181, %then2131 ], [ 0.000000e+00, %tile.step2124 ]
  %phi2204 = phi float [ %v2193, %then2131 ], [ 0.000000e+00, %tile.step2124 ]
  %phi2205 = phi float [ %v2197, %then2131 ], [ 0.000000e+00, %tile.step2124 ]
  %sub2206 = sub i64 %8, %add2127
  %1139 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul2210 = fmul float %phi1716, %1139
  %1140 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2211 = tail call float @llvm.fma.f32(float %phi1718, float %1140, float %fmul2210)
  %1141 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2212 = tail call float @llvm.fma.f32(float %phi1720, float %1141, float %call2211)
  %1142 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2213 = tail call float @llvm.fma.f32(float %phi1722, float %1142, float %call2212)
  %1143 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2214 = tail call float @llvm.fma.f32(float %phi1724, float %1143, float %call2213)
  %1144 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2215 = tail call float @llvm.fma.f32(float %phi1726, float %1144, float %call2214)
  %1145 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2216 = tail call float @llvm.fma.f32(float %phi1728, float %1145, float %call2215)
  %1146 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2217 = tail call float @llvm.fma.f32(float %phi1730, float %1146, float %call2216)
  %1147 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2218 = tail call float @llvm.fma.f32(float %phi1814, float %1147, float %call2217)
  %bits2219 = bitcast float %call2218 to i32
  %call2220 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2219, i32 1, i32 0)
  %1148 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %1149 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %1150 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %1151 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %1152 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %1153 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %1154 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %1155 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %1156 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %1157 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %1158 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %1159 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %1160 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %1161 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %1162 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %1163 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %1164 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %1165 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %1166 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul2240 = fmul float %phi1715, %1166
  %1167 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call2241 = tail call float @llvm.fma.f32(float %phi1717, float %1167, float %fmul2240)
  %1168 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call2242 = tail call float @llvm.fma.f32(float %phi1719, float %1168, float %call2241)
  %1169 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call2243 = tail call float @llvm.fma.f32(float %phi1721, float %1169, float %call2242)
  %1170 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call2244 = tail call float @llvm.fma.f32(float %phi1723, float %1170, float %call2243)
  %1171 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call2245 = tail call float @llvm.fma.f32(float %phi1725, float %1171, float %call2244)
  %1172 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call2246 = tail call float @llvm.fma.f32(float %phi1727, float %1172, float %call2245)
  %1173 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call2247 = tail call float @llvm.fma.f32(float %phi1729, float %1173, float %call2246)
  %1174 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call2248 = tail call float @llvm.fma.f32(float %phi1813, float %1174, float %call2247)
  %bits2249 = bitcast float %call2248 to i32
  %call2250 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2249, i32 1, i32 31)
  %leaf2251 = bitcast i32 %call2250 to float
  %1175 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %call2252 = tail call float @llvm.fma.f32(float %phi1715, float %1175, float %leaf2251)
  %1176 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2253 = tail call float @llvm.fma.f32(float %phi1717, float %1176, float %call2252)
  %1177 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2254 = tail call float @llvm.fma.f32(float %phi1719, float %1177, float %call2253)
  %1178 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2255 = tail call float @llvm.fma.f32(float %phi1721, float %1178, float %call2254)
  %1179 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2256 = tail call float @llvm.fma.f32(float %phi1723, float %1179, float %call2255)
  %1180 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2257 = tail call float @llvm.fma.f32(float %phi1725, float %1180, float %call2256)
  %1181 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2258 = tail call float @llvm.fma.f32(float %phi1727, float %1181, float %call2257)
  %1182 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2259 = tail call float @llvm.fma.f32(float %phi1729, float %1182, float %call2258)
  %1183 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2260 = tail call float @llvm.fma.f32(float %phi1813, float %1183, float %call2259)
  %1184 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %call2261 = tail call float @llvm.fma.f32(float %phi1716, float %1184, float %call2260)
  %1185 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %call2262 = tail call float @llvm.fma.f32(float %phi1718, float %1185, float %call2261)
  %1186 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %call2263 = tail call float @llvm.fma.f32(float %phi1720, float %1186, float %call2262)
  %1187 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %call2264 = tail call float @llvm.fma.f32(float %phi1722, float %1187, float %call2263)
  %1188 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %call2265 = tail call float @llvm.fma.f32(float %phi1724, float %1188, float %call2264)
  %1189 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %call2266 = tail call float @llvm.fma.f32(float %phi1726, float %1189, float %call2265)
  %1190 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %call2267 = tail call float @llvm.fma.f32(float %phi1728, float %1190, float %call2266)
  %1191 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %call2268 = tail call float @llvm.fma.f32(float %phi1730, float %1191, float %call2267)
  %1192 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %call2269 = tail call float @llvm.fma.f32(float %phi1814, float %1192, float %call2268)
  %cmp2271 = icmp sgt i64 %sub2206, 0
  %out.s2272 = and i1 %out.lane1500, %cmp2271
  %mul2273 = mul i64 %add2127, %9
  %add2274 = add i64 %mul2273, %add46
  %out.col2275 = and i1 %cmp1501, %out.s2272
  br i1 %out.col2275, label %then2277, label %endif2278

then2277:                                         ; preds = %endif2133
  %leaf2221 = bitcast i32 %call2220 to float
  %call2222 = tail call float @llvm.fma.f32(float %phi1715, float %1148, float %leaf2221)
  %call2223 = tail call float @llvm.fma.f32(float %phi1717, float %1149, float %call2222)
  %call2224 = tail call float @llvm.fma.f32(float %phi1719, float %1150, float %call2223)
  %call2225 = tail call float @llvm.fma.f32(float %phi1721, float %1151, float %call2224)
  %call2226 = tail call float @llvm.fma.f32(float %phi1723, float %1152, float %call2225)
  %call2227 = tail call float @llvm.fma.f32(float %phi1725, float %1153, float %call2226)
  %call2228 = tail call float @llvm.fma.f32(float %phi1727, float %1154, float %call2227)
  %call2229 = tail call float @llvm.fma.f32(float %phi1729, float %1155, float %call2228)
  %call2230 = tail call float @llvm.fma.f32(float %phi1813, float %1156, float %call2229)
  %call2231 = tail call float @llvm.fma.f32(float %phi1716, float %1157, float %call2230)
  %call2232 = tail call float @llvm.fma.f32(float %phi1718, float %1158, float %call2231)
  %call2233 = tail call float @llvm.fma.f32(float %phi1720, float %1159, float %call2232)
  %call2234 = tail call float @llvm.fma.f32(float %phi1722, float %1160, float %call2233)
  %call2235 = tail call float @llvm.fma.f32(float %phi1724, float %1161, float %call2234)
  %call2236 = tail call float @llvm.fma.f32(float %phi1726, float %1162, float %call2235)
  %call2237 = tail call float @llvm.fma.f32(float %phi1728, float %1163, float %call2236)
  %call2238 = tail call float @llvm.fma.f32(float %phi1730, float %1164, float %call2237)
  %call2239 = tail call float @llvm.fma.f32(float %phi1814, float %1165, float %call2238)
  %p2279 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add2274
  store float %call2239, ptr addrspace(1) %p2279, align 4
  br label %endif2278

endif2278:                                        ; preds = %then2277, %endif2133
  %out.col2280 = and i1 %cmp1502, %out.s2272
  br i1 %out.col2280, label %then2282, label %endif2283

then2282:                                         ; preds = %endif2278
  %add2281 = or disjoint i64 %add2274, 1
  %p2284 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add2281
  store float %call2269, ptr addrspace(1) %p2284, align 4
  br label %endif2283

endif2283:                                        ; preds = %then2282, %endif2278
  %1193 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul2285 = fmul float %phi1718, %1193
  %1194 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2286 = tail call float @llvm.fma.f32(float %phi1720, float %1194, float %fmul2285)
  %1195 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2287 = tail call float @llvm.fma.f32(float %phi1722, float %1195, float %call2286)
  %1196 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2288 = tail call float @llvm.fma.f32(float %phi1724, float %1196, float %call2287)
  %1197 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2289 = tail call float @llvm.fma.f32(float %phi1726, float %1197, float %call2288)
  %1198 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2290 = tail call float @llvm.fma.f32(float %phi1728, float %1198, float %call2289)
  %1199 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2291 = tail call float @llvm.fma.f32(float %phi1730, float %1199, float %call2290)
  %1200 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2292 = tail call float @llvm.fma.f32(float %phi1814, float %1200, float %call2291)
  %1201 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2293 = tail call float @llvm.fma.f32(float %phi1816, float %1201, float %call2292)
  %bits2294 = bitcast float %call2293 to i32
  %call2295 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2294, i32 1, i32 0)
  %1202 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %1203 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %1204 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %1205 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %1206 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %1207 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %1208 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %1209 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %1210 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %1211 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %1212 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %1213 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %1214 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %1215 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %1216 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %1217 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %1218 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %1219 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %1220 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul2315 = fmul float %phi1717, %1220
  %1221 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call2316 = tail call float @llvm.fma.f32(float %phi1719, float %1221, float %fmul2315)
  %1222 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call2317 = tail call float @llvm.fma.f32(float %phi1721, float %1222, float %call2316)
  %1223 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call2318 = tail call float @llvm.fma.f32(float %phi1723, float %1223, float %call2317)
  %1224 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call2319 = tail call float @llvm.fma.f32(float %phi1725, float %1224, float %call2318)
  %1225 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call2320 = tail call float @llvm.fma.f32(float %phi1727, float %1225, float %call2319)
  %1226 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call2321 = tail call float @llvm.fma.f32(float %phi1729, float %1226, float %call2320)
  %1227 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call2322 = tail call float @llvm.fma.f32(float %phi1813, float %1227, float %call2321)
  %1228 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call2323 = tail call float @llvm.fma.f32(float %phi1815, float %1228, float %call2322)
  %bits2324 = bitcast float %call2323 to i32
  %call2325 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2324, i32 1, i32 31)
  %leaf2326 = bitcast i32 %call2325 to float
  %1229 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %call2327 = tail call float @llvm.fma.f32(float %phi1717, float %1229, float %leaf2326)
  %1230 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2328 = tail call float @llvm.fma.f32(float %phi1719, float %1230, float %call2327)
  %1231 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2329 = tail call float @llvm.fma.f32(float %phi1721, float %1231, float %call2328)
  %1232 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2330 = tail call float @llvm.fma.f32(float %phi1723, float %1232, float %call2329)
  %1233 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2331 = tail call float @llvm.fma.f32(float %phi1725, float %1233, float %call2330)
  %1234 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2332 = tail call float @llvm.fma.f32(float %phi1727, float %1234, float %call2331)
  %1235 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2333 = tail call float @llvm.fma.f32(float %phi1729, float %1235, float %call2332)
  %1236 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2334 = tail call float @llvm.fma.f32(float %phi1813, float %1236, float %call2333)
  %1237 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2335 = tail call float @llvm.fma.f32(float %phi1815, float %1237, float %call2334)
  %1238 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %call2336 = tail call float @llvm.fma.f32(float %phi1718, float %1238, float %call2335)
  %1239 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %call2337 = tail call float @llvm.fma.f32(float %phi1720, float %1239, float %call2336)
  %1240 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %call2338 = tail call float @llvm.fma.f32(float %phi1722, float %1240, float %call2337)
  %1241 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %call2339 = tail call float @llvm.fma.f32(float %phi1724, float %1241, float %call2338)
  %1242 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %call2340 = tail call float @llvm.fma.f32(float %phi1726, float %1242, float %call2339)
  %1243 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %call2341 = tail call float @llvm.fma.f32(float %phi1728, float %1243, float %call2340)
  %1244 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %call2342 = tail call float @llvm.fma.f32(float %phi1730, float %1244, float %call2341)
  %1245 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %call2343 = tail call float @llvm.fma.f32(float %phi1814, float %1245, float %call2342)
  %1246 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %call2344 = tail call float @llvm.fma.f32(float %phi1816, float %1246, float %call2343)
  %add2345 = or disjoint i64 %add2127, 1
  %cmp2346 = icmp sgt i64 %sub2206, 1
  %out.s2347 = and i1 %out.lane1500, %cmp2346
  %mul2348 = mul i64 %add2345, %9
  %add2349 = add i64 %mul2348, %add46
  %out.col2350 = and i1 %cmp1501, %out.s2347
  br i1 %out.col2350, label %then2352, label %endif2353

then2352:                                         ; preds = %endif2283
  %leaf2296 = bitcast i32 %call2295 to float
  %call2297 = tail call float @llvm.fma.f32(float %phi1717, float %1202, float %leaf2296)
  %call2298 = tail call float @llvm.fma.f32(float %phi1719, float %1203, float %call2297)
  %call2299 = tail call float @llvm.fma.f32(float %phi1721, float %1204, float %call2298)
  %call2300 = tail call float @llvm.fma.f32(float %phi1723, float %1205, float %call2299)
  %call2301 = tail call float @llvm.fma.f32(float %phi1725, float %1206, float %call2300)
  %call2302 = tail call float @llvm.fma.f32(float %phi1727, float %1207, float %call2301)
  %call2303 = tail call float @llvm.fma.f32(float %phi1729, float %1208, float %call2302)
  %call2304 = tail call float @llvm.fma.f32(float %phi1813, float %1209, float %call2303)
  %call2305 = tail call float @llvm.fma.f32(float %phi1815, float %1210, float %call2304)
  %call2306 = tail call float @llvm.fma.f32(float %phi1718, float %1211, float %call2305)
  %call2307 = tail call float @llvm.fma.f32(float %phi1720, float %1212, float %call2306)
  %call2308 = tail call float @llvm.fma.f32(float %phi1722, float %1213, float %call2307)
  %call2309 = tail call float @llvm.fma.f32(float %phi1724, float %1214, float %call2308)
  %call2310 = tail call float @llvm.fma.f32(float %phi1726, float %1215, float %call2309)
  %call2311 = tail call float @llvm.fma.f32(float %phi1728, float %1216, float %call2310)
  %call2312 = tail call float @llvm.fma.f32(float %phi1730, float %1217, float %call2311)
  %call2313 = tail call float @llvm.fma.f32(float %phi1814, float %1218, float %call2312)
  %call2314 = tail call float @llvm.fma.f32(float %phi1816, float %1219, float %call2313)
  %p2354 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add2349
  store float %call2314, ptr addrspace(1) %p2354, align 4
  br label %endif2353

endif2353:                                        ; preds = %then2352, %endif2283
  %out.col2355 = and i1 %cmp1502, %out.s2347
  br i1 %out.col2355, label %then2357, label %endif2358

then2357:                                         ; preds = %endif2353
  %gep3297 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %add2349
  store float %call2344, ptr addrspace(1) %gep3297, align 4
  br label %endif2358

endif2358:                                        ; preds = %then2357, %endif2353
  %1247 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul2360 = fmul float %phi1720, %1247
  %1248 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2361 = tail call float @llvm.fma.f32(float %phi1722, float %1248, float %fmul2360)
  %1249 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2362 = tail call float @llvm.fma.f32(float %phi1724, float %1249, float %call2361)
  %1250 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2363 = tail call float @llvm.fma.f32(float %phi1726, float %1250, float %call2362)
  %1251 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2364 = tail call float @llvm.fma.f32(float %phi1728, float %1251, float %call2363)
  %1252 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2365 = tail call float @llvm.fma.f32(float %phi1730, float %1252, float %call2364)
  %1253 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2366 = tail call float @llvm.fma.f32(float %phi1814, float %1253, float %call2365)
  %1254 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2367 = tail call float @llvm.fma.f32(float %phi1816, float %1254, float %call2366)
  %1255 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2368 = tail call float @llvm.fma.f32(float %phi1818, float %1255, float %call2367)
  %bits2369 = bitcast float %call2368 to i32
  %call2370 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2369, i32 1, i32 0)
  %1256 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %1257 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %1258 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %1259 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %1260 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %1261 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %1262 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %1263 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %1264 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %1265 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %1266 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %1267 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %1268 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %1269 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %1270 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %1271 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %1272 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %1273 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %1274 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul2390 = fmul float %phi1719, %1274
  %1275 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call2391 = tail call float @llvm.fma.f32(float %phi1721, float %1275, float %fmul2390)
  %1276 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call2392 = tail call float @llvm.fma.f32(float %phi1723, float %1276, float %call2391)
  %1277 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call2393 = tail call float @llvm.fma.f32(float %phi1725, float %1277, float %call2392)
  %1278 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call2394 = tail call float @llvm.fma.f32(float %phi1727, float %1278, float %call2393)
  %1279 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call2395 = tail call float @llvm.fma.f32(float %phi1729, float %1279, float %call2394)
  %1280 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call2396 = tail call float @llvm.fma.f32(float %phi1813, float %1280, float %call2395)
  %1281 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call2397 = tail call float @llvm.fma.f32(float %phi1815, float %1281, float %call2396)
  %1282 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call2398 = tail call float @llvm.fma.f32(float %phi1817, float %1282, float %call2397)
  %bits2399 = bitcast float %call2398 to i32
  %call2400 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2399, i32 1, i32 31)
  %leaf2401 = bitcast i32 %call2400 to float
  %1283 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %call2402 = tail call float @llvm.fma.f32(float %phi1719, float %1283, float %leaf2401)
  %1284 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2403 = tail call float @llvm.fma.f32(float %phi1721, float %1284, float %call2402)
  %1285 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2404 = tail call float @llvm.fma.f32(float %phi1723, float %1285, float %call2403)
  %1286 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2405 = tail call float @llvm.fma.f32(float %phi1725, float %1286, float %call2404)
  %1287 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2406 = tail call float @llvm.fma.f32(float %phi1727, float %1287, float %call2405)
  %1288 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2407 = tail call float @llvm.fma.f32(float %phi1729, float %1288, float %call2406)
  %1289 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2408 = tail call float @llvm.fma.f32(float %phi1813, float %1289, float %call2407)
  %1290 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2409 = tail call float @llvm.fma.f32(float %phi1815, float %1290, float %call2408)
  %1291 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2410 = tail call float @llvm.fma.f32(float %phi1817, float %1291, float %call2409)
  %1292 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %call2411 = tail call float @llvm.fma.f32(float %phi1720, float %1292, float %call2410)
  %1293 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %call2412 = tail call float @llvm.fma.f32(float %phi1722, float %1293, float %call2411)
  %1294 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %call2413 = tail call float @llvm.fma.f32(float %phi1724, float %1294, float %call2412)
  %1295 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %call2414 = tail call float @llvm.fma.f32(float %phi1726, float %1295, float %call2413)
  %1296 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %call2415 = tail call float @llvm.fma.f32(float %phi1728, float %1296, float %call2414)
  %1297 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %call2416 = tail call float @llvm.fma.f32(float %phi1730, float %1297, float %call2415)
  %1298 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %call2417 = tail call float @llvm.fma.f32(float %phi1814, float %1298, float %call2416)
  %1299 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %call2418 = tail call float @llvm.fma.f32(float %phi1816, float %1299, float %call2417)
  %1300 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %call2419 = tail call float @llvm.fma.f32(float %phi1818, float %1300, float %call2418)
  %add2420 = or disjoint i64 %add2127, 2
  %cmp2421 = icmp sgt i64 %sub2206, 2
  %out.s2422 = and i1 %out.lane1500, %cmp2421
  %mul2423 = mul i64 %add2420, %9
  %add2424 = add i64 %mul2423, %add46
  %out.col2425 = and i1 %cmp1501, %out.s2422
  br i1 %out.col2425, label %then2427, label %endif2428

then2427:                                         ; preds = %endif2358
  %leaf2371 = bitcast i32 %call2370 to float
  %call2372 = tail call float @llvm.fma.f32(float %phi1719, float %1256, float %leaf2371)
  %call2373 = tail call float @llvm.fma.f32(float %phi1721, float %1257, float %call2372)
  %call2374 = tail call float @llvm.fma.f32(float %phi1723, float %1258, float %call2373)
  %call2375 = tail call float @llvm.fma.f32(float %phi1725, float %1259, float %call2374)
  %call2376 = tail call float @llvm.fma.f32(float %phi1727, float %1260, float %call2375)
  %call2377 = tail call float @llvm.fma.f32(float %phi1729, float %1261, float %call2376)
  %call2378 = tail call float @llvm.fma.f32(float %phi1813, float %1262, float %call2377)
  %call2379 = tail call float @llvm.fma.f32(float %phi1815, float %1263, float %call2378)
  %call2380 = tail call float @llvm.fma.f32(float %phi1817, float %1264, float %call2379)
  %call2381 = tail call float @llvm.fma.f32(float %phi1720, float %1265, float %call2380)
  %call2382 = tail call float @llvm.fma.f32(float %phi1722, float %1266, float %call2381)
  %call2383 = tail call float @llvm.fma.f32(float %phi1724, float %1267, float %call2382)
  %call2384 = tail call float @llvm.fma.f32(float %phi1726, float %1268, float %call2383)
  %call2385 = tail call float @llvm.fma.f32(float %phi1728, float %1269, float %call2384)
  %call2386 = tail call float @llvm.fma.f32(float %phi1730, float %1270, float %call2385)
  %call2387 = tail call float @llvm.fma.f32(float %phi1814, float %1271, float %call2386)
  %call2388 = tail call float @llvm.fma.f32(float %phi1816, float %1272, float %call2387)
  %call2389 = tail call float @llvm.fma.f32(float %phi1818, float %1273, float %call2388)
  %p2429 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add2424
  store float %call2389, ptr addrspace(1) %p2429, align 4
  br label %endif2428

endif2428:                                        ; preds = %then2427, %endif2358
  %out.col2430 = and i1 %cmp1502, %out.s2422
  br i1 %out.col2430, label %then2432, label %endif2433

then2432:                                         ; preds = %endif2428
  %add2431 = or disjoint i64 %add2424, 1
  %p2434 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add2431
  store float %call2419, ptr addrspace(1) %p2434, align 4
  br label %endif2433

endif2433:                                        ; preds = %then2432, %endif2428
  %1301 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul2435 = fmul float %phi1722, %1301
  %1302 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2436 = tail call float @llvm.fma.f32(float %phi1724, float %1302, float %fmul2435)
  %1303 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2437 = tail call float @llvm.fma.f32(float %phi1726, float %1303, float %call2436)
  %1304 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2438 = tail call float @llvm.fma.f32(float %phi1728, float %1304, float %call2437)
  %1305 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2439 = tail call float @llvm.fma.f32(float %phi1730, float %1305, float %call2438)
  %1306 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2440 = tail call float @llvm.fma.f32(float %phi1814, float %1306, float %call2439)
  %1307 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2441 = tail call float @llvm.fma.f32(float %phi1816, float %1307, float %call2440)
  %1308 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2442 = tail call float @llvm.fma.f32(float %phi1818, float %1308, float %call2441)
  %1309 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2443 = tail call float @llvm.fma.f32(float %phi1820, float %1309, float %call2442)
  %bits2444 = bitcast float %call2443 to i32
  %call2445 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2444, i32 1, i32 0)
  %1310 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %1311 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %1312 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %1313 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %1314 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %1315 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %1316 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %1317 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %1318 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %1319 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %1320 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %1321 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %1322 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %1323 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %1324 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %1325 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %1326 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %1327 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %1328 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul2465 = fmul float %phi1721, %1328
  %1329 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call2466 = tail call float @llvm.fma.f32(float %phi1723, float %1329, float %fmul2465)
  %1330 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call2467 = tail call float @llvm.fma.f32(float %phi1725, float %1330, float %call2466)
  %1331 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call2468 = tail call float @llvm.fma.f32(float %phi1727, float %1331, float %call2467)
  %1332 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call2469 = tail call float @llvm.fma.f32(float %phi1729, float %1332, float %call2468)
  %1333 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call2470 = tail call float @llvm.fma.f32(float %phi1813, float %1333, float %call2469)
  %1334 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call2471 = tail call float @llvm.fma.f32(float %phi1815, float %1334, float %call2470)
  %1335 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call2472 = tail call float @llvm.fma.f32(float %phi1817, float %1335, float %call2471)
  %1336 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call2473 = tail call float @llvm.fma.f32(float %phi1819, float %1336, float %call2472)
  %bits2474 = bitcast float %call2473 to i32
  %call2475 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2474, i32 1, i32 31)
  %leaf2476 = bitcast i32 %call2475 to float
  %1337 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %call2477 = tail call float @llvm.fma.f32(float %phi1721, float %1337, float %leaf2476)
  %1338 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2478 = tail call float @llvm.fma.f32(float %phi1723, float %1338, float %call2477)
  %1339 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2479 = tail call float @llvm.fma.f32(float %phi1725, float %1339, float %call2478)
  %1340 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2480 = tail call float @llvm.fma.f32(float %phi1727, float %1340, float %call2479)
  %1341 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2481 = tail call float @llvm.fma.f32(float %phi1729, float %1341, float %call2480)
  %1342 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2482 = tail call float @llvm.fma.f32(float %phi1813, float %1342, float %call2481)
  %1343 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2483 = tail call float @llvm.fma.f32(float %phi1815, float %1343, float %call2482)
  %1344 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2484 = tail call float @llvm.fma.f32(float %phi1817, float %1344, float %call2483)
  %1345 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2485 = tail call float @llvm.fma.f32(float %phi1819, float %1345, float %call2484)
  %1346 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %call2486 = tail call float @llvm.fma.f32(float %phi1722, float %1346, float %call2485)
  %1347 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %call2487 = tail call float @llvm.fma.f32(float %phi1724, float %1347, float %call2486)
  %1348 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %call2488 = tail call float @llvm.fma.f32(float %phi1726, float %1348, float %call2487)
  %1349 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %call2489 = tail call float @llvm.fma.f32(float %phi1728, float %1349, float %call2488)
  %1350 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %call2490 = tail call float @llvm.fma.f32(float %phi1730, float %1350, float %call2489)
  %1351 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %call2491 = tail call float @llvm.fma.f32(float %phi1814, float %1351, float %call2490)
  %1352 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %call2492 = tail call float @llvm.fma.f32(float %phi1816, float %1352, float %call2491)
  %1353 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %call2493 = tail call float @llvm.fma.f32(float %phi1818, float %1353, float %call2492)
  %1354 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %call2494 = tail call float @llvm.fma.f32(float %phi1820, float %1354, float %call2493)
  %add2495 = or disjoint i64 %add2127, 3
  %cmp2496 = icmp sgt i64 %sub2206, 3
  %out.s2497 = and i1 %out.lane1500, %cmp2496
  %mul2498 = mul i64 %add2495, %9
  %add2499 = add i64 %mul2498, %add46
  %out.col2500 = and i1 %cmp1501, %out.s2497
  br i1 %out.col2500, label %then2502, label %endif2503

then2502:                                         ; preds = %endif2433
  %leaf2446 = bitcast i32 %call2445 to float
  %call2447 = tail call float @llvm.fma.f32(float %phi1721, float %1310, float %leaf2446)
  %call2448 = tail call float @llvm.fma.f32(float %phi1723, float %1311, float %call2447)
  %call2449 = tail call float @llvm.fma.f32(float %phi1725, float %1312, float %call2448)
  %call2450 = tail call float @llvm.fma.f32(float %phi1727, float %1313, float %call2449)
  %call2451 = tail call float @llvm.fma.f32(float %phi1729, float %1314, float %call2450)
  %call2452 = tail call float @llvm.fma.f32(float %phi1813, float %1315, float %call2451)
  %call2453 = tail call float @llvm.fma.f32(float %phi1815, float %1316, float %call2452)
  %call2454 = tail call float @llvm.fma.f32(float %phi1817, float %1317, float %call2453)
  %call2455 = tail call float @llvm.fma.f32(float %phi1819, float %1318, float %call2454)
  %call2456 = tail call float @llvm.fma.f32(float %phi1722, float %1319, float %call2455)
  %call2457 = tail call float @llvm.fma.f32(float %phi1724, float %1320, float %call2456)
  %call2458 = tail call float @llvm.fma.f32(float %phi1726, float %1321, float %call2457)
  %call2459 = tail call float @llvm.fma.f32(float %phi1728, float %1322, float %call2458)
  %call2460 = tail call float @llvm.fma.f32(float %phi1730, float %1323, float %call2459)
  %call2461 = tail call float @llvm.fma.f32(float %phi1814, float %1324, float %call2460)
  %call2462 = tail call float @llvm.fma.f32(float %phi1816, float %1325, float %call2461)
  %call2463 = tail call float @llvm.fma.f32(float %phi1818, float %1326, float %call2462)
  %call2464 = tail call float @llvm.fma.f32(float %phi1820, float %1327, float %call2463)
  %p2504 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add2499
  store float %call2464, ptr addrspace(1) %p2504, align 4
  br label %endif2503

endif2503:                                        ; preds = %then2502, %endif2433
  %out.col2505 = and i1 %cmp1502, %out.s2497
  br i1 %out.col2505, label %then2507, label %endif2508

then2507:                                         ; preds = %endif2503
  %gep3299 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %add2499
  store float %call2494, ptr addrspace(1) %gep3299, align 4
  br label %endif2508

endif2508:                                        ; preds = %then2507, %endif2503
  br i1 %cmp2129, label %tile.step2512, label %endif

tile.step2512:                                    ; preds = %endif2508
  %mul2514 = shl i64 %add2128, 2
  %add2515 = add nuw nsw i64 %mul2514, %mul43
  %add2516 = or disjoint i64 %mul1739, 3
  %cmp2517 = icmp ult i64 %add2516, %38
  br i1 %cmp2517, label %then2519, label %endif2521

then2519:                                         ; preds = %tile.step2512
  %add2518 = add i64 %add2515, 8
  %call2524 = tail call i64 @llvm.smin.i64(i64 %add2518, i64 %sub1506)
  %call2525 = tail call i64 @llvm.smax.i64(i64 %call2524, i64 -4)
  %call2527 = tail call i64 @llvm.smin.i64(i64 %call2525, i64 %sub1516)
  %call2528 = tail call i64 @llvm.smax.i64(i64 %call2527, i64 0)
  %mul2529 = mul i64 %call2528, %7
  %1355 = getelementptr float, ptr addrspace(1) %2, i64 %mul2529
  %p2532 = getelementptr float, ptr addrspace(1) %1355, i64 %call1490
  %v2533 = load float, ptr addrspace(1) %p2532, align 4
  %p2536 = getelementptr float, ptr addrspace(1) %1355, i64 %call1496
  %v2537 = load float, ptr addrspace(1) %p2536, align 4
  %add2538 = add i64 %add2515, 9
  %call2540 = tail call i64 @llvm.smin.i64(i64 %add2538, i64 %sub1506)
  %call2541 = tail call i64 @llvm.smax.i64(i64 %call2540, i64 -4)
  %call2543 = tail call i64 @llvm.smin.i64(i64 %call2541, i64 %sub1516)
  %call2544 = tail call i64 @llvm.smax.i64(i64 %call2543, i64 0)
  %mul2545 = mul i64 %call2544, %7
  %1356 = getelementptr float, ptr addrspace(1) %2, i64 %mul2545
  %p2548 = getelementptr float, ptr addrspace(1) %1356, i64 %call1490
  %v2549 = load float, ptr addrspace(1) %p2548, align 4
  %p2552 = getelementptr float, ptr addrspace(1) %1356, i64 %call1496
  %v2553 = load float, ptr addrspace(1) %p2552, align 4
  %add2554 = add i64 %add2515, 10
  %call2556 = tail call i64 @llvm.smin.i64(i64 %add2554, i64 %sub1506)
  %call2557 = tail call i64 @llvm.smax.i64(i64 %call2556, i64 -4)
  %call2559 = tail call i64 @llvm.smin.i64(i64 %call2557, i64 %sub1516)
  %call2560 = tail call i64 @llvm.smax.i64(i64 %call2559, i64 0)
  %mul2561 = mul i64 %call2560, %7
  %1357 = getelementptr float, ptr addrspace(1) %2, i64 %mul2561
  %p2564 = getelementptr float, ptr addrspace(1) %1357, i64 %call1490
  %v2565 = load float, ptr addrspace(1) %p2564, align 4
  %p2568 = getelementptr float, ptr addrspace(1) %1357, i64 %call1496
  %v2569 = load float, ptr addrspace(1) %p2568, align 4
  %add2570 = add i64 %add2515, 11
  %call2572 = tail call i64 @llvm.smin.i64(i64 %add2570, i64 %sub1506)
  %call2573 = tail call i64 @llvm.smax.i64(i64 %call2572, i64 -4)
  %call2575 = tail call i64 @llvm.smin.i64(i64 %call2573, i64 %sub1516)
  %call2576 = tail call i64 @llvm.smax.i64(i64 %call2575, i64 0)
  %mul2577 = mul i64 %call2576, %7
  %1358 = getelementptr float, ptr addrspace(1) %2, i64 %mul2577
  %p2580 = getelementptr float, ptr addrspace(1) %1358, i64 %call1490
  %v2581 = load float, ptr addrspace(1) %p2580, align 4
  %p2584 = getelementptr float, ptr addrspace(1) %1358, i64 %call1496
  %v2585 = load float, ptr addrspace(1) %p2584, align 4
  br label %endif2521

endif2521:                                        ; preds = %tile.step2512, %then2519
  %phi2586 = phi float [ %v2533, %then2519 ], [ 0.000000e+00, %tile.step2512 ]
  %phi2587 = phi float [ %v2537, %then2519 ], [ 0.000000e+00, %tile.step2512 ]
  %phi2588 = phi float [ %v2549, %then2519 ], [ 0.000000e+00, %tile.step2512 ]
  %phi2589 = phi float [ %v2553, %then2519 ], [ 0.000000e+00, %tile.step2512 ]
  %phi2590 = phi float [ %v2565, %then2519 ], [ 0.000000e+00, %tile.step2512 ]
  %phi2591 = phi float [ %v2569, %then2519 ], [ 0.000000e+00, %tile.step2512 ]
  %phi2592 = phi float [ %v2581, %then2519 ], [ 0.000000e+00, %tile.step2512 ]
  %phi2593 = phi float [ %v2585, %then2519 ], [ 0.000000e+00, %tile.step2512 ]
  %sub2594 = sub i64 %8, %add2515
  %1359 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul2598 = fmul float %phi1724, %1359
  %1360 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2599 = tail call float @llvm.fma.f32(float %phi1726, float %1360, float %fmul2598)
  %1361 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2600 = tail call float @llvm.fma.f32(float %phi1728, float %1361, float %call2599)
  %1362 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2601 = tail call float @llvm.fma.f32(float %phi1730, float %1362, float %call2600)
  %1363 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2602 = tail call float @llvm.fma.f32(float %phi1814, float %1363, float %call2601)
  %1364 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2603 = tail call float @llvm.fma.f32(float %phi1816, float %1364, float %call2602)
  %1365 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2604 = tail call float @llvm.fma.f32(float %phi1818, float %1365, float %call2603)
  %1366 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2605 = tail call float @llvm.fma.f32(float %phi1820, float %1366, float %call2604)
  %1367 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2606 = tail call float @llvm.fma.f32(float %phi2199, float %1367, float %call2605)
  %bits2607 = bitcast float %call2606 to i32
  %call2608 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2607, i32 1, i32 0)
  %1368 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %1369 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %1370 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %1371 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %1372 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %1373 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %1374 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %1375 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %1376 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %1377 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %1378 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %1379 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %1380 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %1381 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %1382 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %1383 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %1384 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %1385 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %1386 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul2628 = fmul float %phi1723, %1386
  %1387 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call2629 = tail call float @llvm.fma.f32(float %phi1725, float %1387, float %fmul2628)
  %1388 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call2630 = tail call float @llvm.fma.f32(float %phi1727, float %1388, float %call2629)
  %1389 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call2631 = tail call float @llvm.fma.f32(float %phi1729, float %1389, float %call2630)
  %1390 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call2632 = tail call float @llvm.fma.f32(float %phi1813, float %1390, float %call2631)
  %1391 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call2633 = tail call float @llvm.fma.f32(float %phi1815, float %1391, float %call2632)
  %1392 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call2634 = tail call float @llvm.fma.f32(float %phi1817, float %1392, float %call2633)
  %1393 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call2635 = tail call float @llvm.fma.f32(float %phi1819, float %1393, float %call2634)
  %1394 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call2636 = tail call float @llvm.fma.f32(float %phi2198, float %1394, float %call2635)
  %bits2637 = bitcast float %call2636 to i32
  %call2638 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2637, i32 1, i32 31)
  %leaf2639 = bitcast i32 %call2638 to float
  %1395 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %call2640 = tail call float @llvm.fma.f32(float %phi1723, float %1395, float %leaf2639)
  %1396 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2641 = tail call float @llvm.fma.f32(float %phi1725, float %1396, float %call2640)
  %1397 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2642 = tail call float @llvm.fma.f32(float %phi1727, float %1397, float %call2641)
  %1398 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2643 = tail call float @llvm.fma.f32(float %phi1729, float %1398, float %call2642)
  %1399 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2644 = tail call float @llvm.fma.f32(float %phi1813, float %1399, float %call2643)
  %1400 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2645 = tail call float @llvm.fma.f32(float %phi1815, float %1400, float %call2644)
  %1401 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2646 = tail call float @llvm.fma.f32(float %phi1817, float %1401, float %call2645)
  %1402 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2647 = tail call float @llvm.fma.f32(float %phi1819, float %1402, float %call2646)
  %1403 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2648 = tail call float @llvm.fma.f32(float %phi2198, float %1403, float %call2647)
  %1404 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %call2649 = tail call float @llvm.fma.f32(float %phi1724, float %1404, float %call2648)
  %1405 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %call2650 = tail call float @llvm.fma.f32(float %phi1726, float %1405, float %call2649)
  %1406 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %call2651 = tail call float @llvm.fma.f32(float %phi1728, float %1406, float %call2650)
  %1407 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %call2652 = tail call float @llvm.fma.f32(float %phi1730, float %1407, float %call2651)
  %1408 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %call2653 = tail call float @llvm.fma.f32(float %phi1814, float %1408, float %call2652)
  %1409 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %call2654 = tail call float @llvm.fma.f32(float %phi1816, float %1409, float %call2653)
  %1410 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %call2655 = tail call float @llvm.fma.f32(float %phi1818, float %1410, float %call2654)
  %1411 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %call2656 = tail call float @llvm.fma.f32(float %phi1820, float %1411, float %call2655)
  %1412 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %call2657 = tail call float @llvm.fma.f32(float %phi2199, float %1412, float %call2656)
  %cmp2659 = icmp sgt i64 %sub2594, 0
  %out.s2660 = and i1 %out.lane1500, %cmp2659
  %mul2661 = mul i64 %add2515, %9
  %add2662 = add i64 %mul2661, %add46
  %out.col2663 = and i1 %cmp1501, %out.s2660
  br i1 %out.col2663, label %then2665, label %endif2666

then2665:                                         ; preds = %endif2521
  %leaf2609 = bitcast i32 %call2608 to float
  %call2610 = tail call float @llvm.fma.f32(float %phi1723, float %1368, float %leaf2609)
  %call2611 = tail call float @llvm.fma.f32(float %phi1725, float %1369, float %call2610)
  %call2612 = tail call float @llvm.fma.f32(float %phi1727, float %1370, float %call2611)
  %call2613 = tail call float @llvm.fma.f32(float %phi1729, float %1371, float %call2612)
  %call2614 = tail call float @llvm.fma.f32(float %phi1813, float %1372, float %call2613)
  %call2615 = tail call float @llvm.fma.f32(float %phi1815, float %1373, float %call2614)
  %call2616 = tail call float @llvm.fma.f32(float %phi1817, float %1374, float %call2615)
  %call2617 = tail call float @llvm.fma.f32(float %phi1819, float %1375, float %call2616)
  %call2618 = tail call float @llvm.fma.f32(float %phi2198, float %1376, float %call2617)
  %call2619 = tail call float @llvm.fma.f32(float %phi1724, float %1377, float %call2618)
  %call2620 = tail call float @llvm.fma.f32(float %phi1726, float %1378, float %call2619)
  %call2621 = tail call float @llvm.fma.f32(float %phi1728, float %1379, float %call2620)
  %call2622 = tail call float @llvm.fma.f32(float %phi1730, float %1380, float %call2621)
  %call2623 = tail call float @llvm.fma.f32(float %phi1814, float %1381, float %call2622)
  %call2624 = tail call float @llvm.fma.f32(float %phi1816, float %1382, float %call2623)
  %call2625 = tail call float @llvm.fma.f32(float %phi1818, float %1383, float %call2624)
  %call2626 = tail call float @llvm.fma.f32(float %phi1820, float %1384, float %call2625)
  %call2627 = tail call float @llvm.fma.f32(float %phi2199, float %1385, float %call2626)
  %p2667 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add2662
  store float %call2627, ptr addrspace(1) %p2667, align 4
  br label %endif2666

endif2666:                                        ; preds = %then2665, %endif2521
  %out.col2668 = and i1 %cmp1502, %out.s2660
  br i1 %out.col2668, label %then2670, label %endif2671

then2670:                                         ; preds = %endif2666
  %add2669 = or disjoint i64 %add2662, 1
  %p2672 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add2669
  store float %call2657, ptr addrspace(1) %p2672, align 4
  br label %endif2671

endif2671:                                        ; preds = %then2670, %endif2666
  %1413 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul2673 = fmul float %phi1726, %1413
  %1414 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2674 = tail call float @llvm.fma.f32(float %phi1728, float %1414, float %fmul2673)
  %1415 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2675 = tail call float @llvm.fma.f32(float %phi1730, float %1415, float %call2674)
  %1416 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2676 = tail call float @llvm.fma.f32(float %phi1814, float %1416, float %call2675)
  %1417 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2677 = tail call float @llvm.fma.f32(float %phi1816, float %1417, float %call2676)
  %1418 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2678 = tail call float @llvm.fma.f32(float %phi1818, float %1418, float %call2677)
  %1419 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2679 = tail call float @llvm.fma.f32(float %phi1820, float %1419, float %call2678)
  %1420 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2680 = tail call float @llvm.fma.f32(float %phi2199, float %1420, float %call2679)
  %1421 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2681 = tail call float @llvm.fma.f32(float %phi2201, float %1421, float %call2680)
  %bits2682 = bitcast float %call2681 to i32
  %call2683 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2682, i32 1, i32 0)
  %1422 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %1423 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %1424 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %1425 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %1426 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %1427 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %1428 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %1429 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %1430 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %1431 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %1432 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %1433 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %1434 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %1435 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %1436 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %1437 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %1438 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %1439 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %1440 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul2703 = fmul float %phi1725, %1440
  %1441 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call2704 = tail call float @llvm.fma.f32(float %phi1727, float %1441, float %fmul2703)
  %1442 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call2705 = tail call float @llvm.fma.f32(float %phi1729, float %1442, float %call2704)
  %1443 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call2706 = tail call float @llvm.fma.f32(float %phi1813, float %1443, float %call2705)
  %1444 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call2707 = tail call float @llvm.fma.f32(float %phi1815, float %1444, float %call2706)
  %1445 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call2708 = tail call float @llvm.fma.f32(float %phi1817, float %1445, float %call2707)
  %1446 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call2709 = tail call float @llvm.fma.f32(float %phi1819, float %1446, float %call2708)
  %1447 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call2710 = tail call float @llvm.fma.f32(float %phi2198, float %1447, float %call2709)
  %1448 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call2711 = tail call float @llvm.fma.f32(float %phi2200, float %1448, float %call2710)
  %bits2712 = bitcast float %call2711 to i32
  %call2713 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2712, i32 1, i32 31)
  %leaf2714 = bitcast i32 %call2713 to float
  %1449 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %call2715 = tail call float @llvm.fma.f32(float %phi1725, float %1449, float %leaf2714)
  %1450 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2716 = tail call float @llvm.fma.f32(float %phi1727, float %1450, float %call2715)
  %1451 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2717 = tail call float @llvm.fma.f32(float %phi1729, float %1451, float %call2716)
  %1452 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2718 = tail call float @llvm.fma.f32(float %phi1813, float %1452, float %call2717)
  %1453 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2719 = tail call float @llvm.fma.f32(float %phi1815, float %1453, float %call2718)
  %1454 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2720 = tail call float @llvm.fma.f32(float %phi1817, float %1454, float %call2719)
  %1455 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2721 = tail call float @llvm.fma.f32(float %phi1819, float %1455, float %call2720)
  %1456 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2722 = tail call float @llvm.fma.f32(float %phi2198, float %1456, float %call2721)
  %1457 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2723 = tail call float @llvm.fma.f32(float %phi2200, float %1457, float %call2722)
  %1458 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %call2724 = tail call float @llvm.fma.f32(float %phi1726, float %1458, float %call2723)
  %1459 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %call2725 = tail call float @llvm.fma.f32(float %phi1728, float %1459, float %call2724)
  %1460 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %call2726 = tail call float @llvm.fma.f32(float %phi1730, float %1460, float %call2725)
  %1461 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %call2727 = tail call float @llvm.fma.f32(float %phi1814, float %1461, float %call2726)
  %1462 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %call2728 = tail call float @llvm.fma.f32(float %phi1816, float %1462, float %call2727)
  %1463 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %call2729 = tail call float @llvm.fma.f32(float %phi1818, float %1463, float %call2728)
  %1464 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %call2730 = tail call float @llvm.fma.f32(float %phi1820, float %1464, float %call2729)
  %1465 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %call2731 = tail call float @llvm.fma.f32(float %phi2199, float %1465, float %call2730)
  %1466 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %call2732 = tail call float @llvm.fma.f32(float %phi2201, float %1466, float %call2731)
  %add2733 = or disjoint i64 %add2515, 1
  %cmp2734 = icmp sgt i64 %sub2594, 1
  %out.s2735 = and i1 %out.lane1500, %cmp2734
  %mul2736 = mul i64 %add2733, %9
  %add2737 = add i64 %mul2736, %add46
  %out.col2738 = and i1 %cmp1501, %out.s2735
  br i1 %out.col2738, label %then2740, label %endif2741

then2740:                                         ; preds = %endif2671
  %leaf2684 = bitcast i32 %call2683 to float
  %call2685 = tail call float @llvm.fma.f32(float %phi1725, float %1422, float %leaf2684)
  %call2686 = tail call float @llvm.fma.f32(float %phi1727, float %1423, float %call2685)
  %call2687 = tail call float @llvm.fma.f32(float %phi1729, float %1424, float %call2686)
  %call2688 = tail call float @llvm.fma.f32(float %phi1813, float %1425, float %call2687)
  %call2689 = tail call float @llvm.fma.f32(float %phi1815, float %1426, float %call2688)
  %call2690 = tail call float @llvm.fma.f32(float %phi1817, float %1427, float %call2689)
  %call2691 = tail call float @llvm.fma.f32(float %phi1819, float %1428, float %call2690)
  %call2692 = tail call float @llvm.fma.f32(float %phi2198, float %1429, float %call2691)
  %call2693 = tail call float @llvm.fma.f32(float %phi2200, float %1430, float %call2692)
  %call2694 = tail call float @llvm.fma.f32(float %phi1726, float %1431, float %call2693)
  %call2695 = tail call float @llvm.fma.f32(float %phi1728, float %1432, float %call2694)
  %call2696 = tail call float @llvm.fma.f32(float %phi1730, float %1433, float %call2695)
  %call2697 = tail call float @llvm.fma.f32(float %phi1814, float %1434, float %call2696)
  %call2698 = tail call float @llvm.fma.f32(float %phi1816, float %1435, float %call2697)
  %call2699 = tail call float @llvm.fma.f32(float %phi1818, float %1436, float %call2698)
  %call2700 = tail call float @llvm.fma.f32(float %phi1820, float %1437, float %call2699)
  %call2701 = tail call float @llvm.fma.f32(float %phi2199, float %1438, float %call2700)
  %call2702 = tail call float @llvm.fma.f32(float %phi2201, float %1439, float %call2701)
  %p2742 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add2737
  store float %call2702, ptr addrspace(1) %p2742, align 4
  br label %endif2741

endif2741:                                        ; preds = %then2740, %endif2671
  %out.col2743 = and i1 %cmp1502, %out.s2735
  br i1 %out.col2743, label %then2745, label %endif2746

then2745:                                         ; preds = %endif2741
  %gep3301 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %add2737
  store float %call2732, ptr addrspace(1) %gep3301, align 4
  br label %endif2746

endif2746:                                        ; preds = %then2745, %endif2741
  %1467 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul2748 = fmul float %phi1728, %1467
  %1468 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2749 = tail call float @llvm.fma.f32(float %phi1730, float %1468, float %fmul2748)
  %1469 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2750 = tail call float @llvm.fma.f32(float %phi1814, float %1469, float %call2749)
  %1470 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2751 = tail call float @llvm.fma.f32(float %phi1816, float %1470, float %call2750)
  %1471 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2752 = tail call float @llvm.fma.f32(float %phi1818, float %1471, float %call2751)
  %1472 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2753 = tail call float @llvm.fma.f32(float %phi1820, float %1472, float %call2752)
  %1473 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2754 = tail call float @llvm.fma.f32(float %phi2199, float %1473, float %call2753)
  %1474 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2755 = tail call float @llvm.fma.f32(float %phi2201, float %1474, float %call2754)
  %1475 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2756 = tail call float @llvm.fma.f32(float %phi2203, float %1475, float %call2755)
  %bits2757 = bitcast float %call2756 to i32
  %call2758 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2757, i32 1, i32 0)
  %1476 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %1477 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %1478 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %1479 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %1480 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %1481 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %1482 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %1483 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %1484 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %1485 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %1486 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %1487 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %1488 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %1489 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %1490 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %1491 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %1492 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %1493 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %1494 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul2778 = fmul float %phi1727, %1494
  %1495 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call2779 = tail call float @llvm.fma.f32(float %phi1729, float %1495, float %fmul2778)
  %1496 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call2780 = tail call float @llvm.fma.f32(float %phi1813, float %1496, float %call2779)
  %1497 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call2781 = tail call float @llvm.fma.f32(float %phi1815, float %1497, float %call2780)
  %1498 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call2782 = tail call float @llvm.fma.f32(float %phi1817, float %1498, float %call2781)
  %1499 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call2783 = tail call float @llvm.fma.f32(float %phi1819, float %1499, float %call2782)
  %1500 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call2784 = tail call float @llvm.fma.f32(float %phi2198, float %1500, float %call2783)
  %1501 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call2785 = tail call float @llvm.fma.f32(float %phi2200, float %1501, float %call2784)
  %1502 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call2786 = tail call float @llvm.fma.f32(float %phi2202, float %1502, float %call2785)
  %bits2787 = bitcast float %call2786 to i32
  %call2788 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2787, i32 1, i32 31)
  %leaf2789 = bitcast i32 %call2788 to float
  %1503 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %call2790 = tail call float @llvm.fma.f32(float %phi1727, float %1503, float %leaf2789)
  %1504 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2791 = tail call float @llvm.fma.f32(float %phi1729, float %1504, float %call2790)
  %1505 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2792 = tail call float @llvm.fma.f32(float %phi1813, float %1505, float %call2791)
  %1506 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2793 = tail call float @llvm.fma.f32(float %phi1815, float %1506, float %call2792)
  %1507 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2794 = tail call float @llvm.fma.f32(float %phi1817, float %1507, float %call2793)
  %1508 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2795 = tail call float @llvm.fma.f32(float %phi1819, float %1508, float %call2794)
  %1509 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2796 = tail call float @llvm.fma.f32(float %phi2198, float %1509, float %call2795)
  %1510 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2797 = tail call float @llvm.fma.f32(float %phi2200, float %1510, float %call2796)
  %1511 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2798 = tail call float @llvm.fma.f32(float %phi2202, float %1511, float %call2797)
  %1512 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %call2799 = tail call float @llvm.fma.f32(float %phi1728, float %1512, float %call2798)
  %1513 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %call2800 = tail call float @llvm.fma.f32(float %phi1730, float %1513, float %call2799)
  %1514 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %call2801 = tail call float @llvm.fma.f32(float %phi1814, float %1514, float %call2800)
  %1515 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %call2802 = tail call float @llvm.fma.f32(float %phi1816, float %1515, float %call2801)
  %1516 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %call2803 = tail call float @llvm.fma.f32(float %phi1818, float %1516, float %call2802)
  %1517 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %call2804 = tail call float @llvm.fma.f32(float %phi1820, float %1517, float %call2803)
  %1518 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %call2805 = tail call float @llvm.fma.f32(float %phi2199, float %1518, float %call2804)
  %1519 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %call2806 = tail call float @llvm.fma.f32(float %phi2201, float %1519, float %call2805)
  %1520 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %call2807 = tail call float @llvm.fma.f32(float %phi2203, float %1520, float %call2806)
  %add2808 = or disjoint i64 %add2515, 2
  %cmp2809 = icmp sgt i64 %sub2594, 2
  %out.s2810 = and i1 %out.lane1500, %cmp2809
  %mul2811 = mul i64 %add2808, %9
  %add2812 = add i64 %mul2811, %add46
  %out.col2813 = and i1 %cmp1501, %out.s2810
  br i1 %out.col2813, label %then2815, label %endif2816

then2815:                                         ; preds = %endif2746
  %leaf2759 = bitcast i32 %call2758 to float
  %call2760 = tail call float @llvm.fma.f32(float %phi1727, float %1476, float %leaf2759)
  %call2761 = tail call float @llvm.fma.f32(float %phi1729, float %1477, float %call2760)
  %call2762 = tail call float @llvm.fma.f32(float %phi1813, float %1478, float %call2761)
  %call2763 = tail call float @llvm.fma.f32(float %phi1815, float %1479, float %call2762)
  %call2764 = tail call float @llvm.fma.f32(float %phi1817, float %1480, float %call2763)
  %call2765 = tail call float @llvm.fma.f32(float %phi1819, float %1481, float %call2764)
  %call2766 = tail call float @llvm.fma.f32(float %phi2198, float %1482, float %call2765)
  %call2767 = tail call float @llvm.fma.f32(float %phi2200, float %1483, float %call2766)
  %call2768 = tail call float @llvm.fma.f32(float %phi2202, float %1484, float %call2767)
  %call2769 = tail call float @llvm.fma.f32(float %phi1728, float %1485, float %call2768)
  %call2770 = tail call float @llvm.fma.f32(float %phi1730, float %1486, float %call2769)
  %call2771 = tail call float @llvm.fma.f32(float %phi1814, float %1487, float %call2770)
  %call2772 = tail call float @llvm.fma.f32(float %phi1816, float %1488, float %call2771)
  %call2773 = tail call float @llvm.fma.f32(float %phi1818, float %1489, float %call2772)
  %call2774 = tail call float @llvm.fma.f32(float %phi1820, float %1490, float %call2773)
  %call2775 = tail call float @llvm.fma.f32(float %phi2199, float %1491, float %call2774)
  %call2776 = tail call float @llvm.fma.f32(float %phi2201, float %1492, float %call2775)
  %call2777 = tail call float @llvm.fma.f32(float %phi2203, float %1493, float %call2776)
  %p2817 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add2812
  store float %call2777, ptr addrspace(1) %p2817, align 4
  br label %endif2816

endif2816:                                        ; preds = %then2815, %endif2746
  %out.col2818 = and i1 %cmp1502, %out.s2810
  br i1 %out.col2818, label %then2820, label %endif2821

then2820:                                         ; preds = %endif2816
  %add2819 = or disjoint i64 %add2812, 1
  %p2822 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add2819
  store float %call2807, ptr addrspace(1) %p2822, align 4
  br label %endif2821

endif2821:                                        ; preds = %then2820, %endif2816
  %1521 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul2823 = fmul float %phi1730, %1521
  %1522 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2824 = tail call float @llvm.fma.f32(float %phi1814, float %1522, float %fmul2823)
  %1523 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2825 = tail call float @llvm.fma.f32(float %phi1816, float %1523, float %call2824)
  %1524 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2826 = tail call float @llvm.fma.f32(float %phi1818, float %1524, float %call2825)
  %1525 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2827 = tail call float @llvm.fma.f32(float %phi1820, float %1525, float %call2826)
  %1526 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2828 = tail call float @llvm.fma.f32(float %phi2199, float %1526, float %call2827)
  %1527 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2829 = tail call float @llvm.fma.f32(float %phi2201, float %1527, float %call2828)
  %1528 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2830 = tail call float @llvm.fma.f32(float %phi2203, float %1528, float %call2829)
  %1529 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2831 = tail call float @llvm.fma.f32(float %phi2205, float %1529, float %call2830)
  %bits2832 = bitcast float %call2831 to i32
  %call2833 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2832, i32 1, i32 0)
  %1530 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %1531 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %1532 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %1533 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %1534 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %1535 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %1536 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %1537 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %1538 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %1539 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %1540 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %1541 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %1542 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %1543 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %1544 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %1545 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %1546 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %1547 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %1548 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul2853 = fmul float %phi1729, %1548
  %1549 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call2854 = tail call float @llvm.fma.f32(float %phi1813, float %1549, float %fmul2853)
  %1550 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call2855 = tail call float @llvm.fma.f32(float %phi1815, float %1550, float %call2854)
  %1551 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call2856 = tail call float @llvm.fma.f32(float %phi1817, float %1551, float %call2855)
  %1552 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call2857 = tail call float @llvm.fma.f32(float %phi1819, float %1552, float %call2856)
  %1553 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call2858 = tail call float @llvm.fma.f32(float %phi2198, float %1553, float %call2857)
  %1554 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call2859 = tail call float @llvm.fma.f32(float %phi2200, float %1554, float %call2858)
  %1555 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call2860 = tail call float @llvm.fma.f32(float %phi2202, float %1555, float %call2859)
  %1556 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call2861 = tail call float @llvm.fma.f32(float %phi2204, float %1556, float %call2860)
  %bits2862 = bitcast float %call2861 to i32
  %call2863 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2862, i32 1, i32 31)
  %leaf2864 = bitcast i32 %call2863 to float
  %1557 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %call2865 = tail call float @llvm.fma.f32(float %phi1729, float %1557, float %leaf2864)
  %1558 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2866 = tail call float @llvm.fma.f32(float %phi1813, float %1558, float %call2865)
  %1559 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2867 = tail call float @llvm.fma.f32(float %phi1815, float %1559, float %call2866)
  %1560 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2868 = tail call float @llvm.fma.f32(float %phi1817, float %1560, float %call2867)
  %1561 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2869 = tail call float @llvm.fma.f32(float %phi1819, float %1561, float %call2868)
  %1562 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2870 = tail call float @llvm.fma.f32(float %phi2198, float %1562, float %call2869)
  %1563 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2871 = tail call float @llvm.fma.f32(float %phi2200, float %1563, float %call2870)
  %1564 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2872 = tail call float @llvm.fma.f32(float %phi2202, float %1564, float %call2871)
  %1565 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2873 = tail call float @llvm.fma.f32(float %phi2204, float %1565, float %call2872)
  %1566 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %call2874 = tail call float @llvm.fma.f32(float %phi1730, float %1566, float %call2873)
  %1567 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %call2875 = tail call float @llvm.fma.f32(float %phi1814, float %1567, float %call2874)
  %1568 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %call2876 = tail call float @llvm.fma.f32(float %phi1816, float %1568, float %call2875)
  %1569 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %call2877 = tail call float @llvm.fma.f32(float %phi1818, float %1569, float %call2876)
  %1570 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %call2878 = tail call float @llvm.fma.f32(float %phi1820, float %1570, float %call2877)
  %1571 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %call2879 = tail call float @llvm.fma.f32(float %phi2199, float %1571, float %call2878)
  %1572 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %call2880 = tail call float @llvm.fma.f32(float %phi2201, float %1572, float %call2879)
  %1573 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %call2881 = tail call float @llvm.fma.f32(float %phi2203, float %1573, float %call2880)
  %1574 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %call2882 = tail call float @llvm.fma.f32(float %phi2205, float %1574, float %call2881)
  %add2883 = or disjoint i64 %add2515, 3
  %cmp2884 = icmp sgt i64 %sub2594, 3
  %out.s2885 = and i1 %out.lane1500, %cmp2884
  %mul2886 = mul i64 %add2883, %9
  %add2887 = add i64 %mul2886, %add46
  %out.col2888 = and i1 %cmp1501, %out.s2885
  br i1 %out.col2888, label %then2890, label %endif2891

then2890:                                         ; preds = %endif2821
  %leaf2834 = bitcast i32 %call2833 to float
  %call2835 = tail call float @llvm.fma.f32(float %phi1729, float %1530, float %leaf2834)
  %call2836 = tail call float @llvm.fma.f32(float %phi1813, float %1531, float %call2835)
  %call2837 = tail call float @llvm.fma.f32(float %phi1815, float %1532, float %call2836)
  %call2838 = tail call float @llvm.fma.f32(float %phi1817, float %1533, float %call2837)
  %call2839 = tail call float @llvm.fma.f32(float %phi1819, float %1534, float %call2838)
  %call2840 = tail call float @llvm.fma.f32(float %phi2198, float %1535, float %call2839)
  %call2841 = tail call float @llvm.fma.f32(float %phi2200, float %1536, float %call2840)
  %call2842 = tail call float @llvm.fma.f32(float %phi2202, float %1537, float %call2841)
  %call2843 = tail call float @llvm.fma.f32(float %phi2204, float %1538, float %call2842)
  %call2844 = tail call float @llvm.fma.f32(float %phi1730, float %1539, float %call2843)
  %call2845 = tail call float @llvm.fma.f32(float %phi1814, float %1540, float %call2844)
  %call2846 = tail call float @llvm.fma.f32(float %phi1816, float %1541, float %call2845)
  %call2847 = tail call float @llvm.fma.f32(float %phi1818, float %1542, float %call2846)
  %call2848 = tail call float @llvm.fma.f32(float %phi1820, float %1543, float %call2847)
  %call2849 = tail call float @llvm.fma.f32(float %phi2199, float %1544, float %call2848)
  %call2850 = tail call float @llvm.fma.f32(float %phi2201, float %1545, float %call2849)
  %call2851 = tail call float @llvm.fma.f32(float %phi2203, float %1546, float %call2850)
  %call2852 = tail call float @llvm.fma.f32(float %phi2205, float %1547, float %call2851)
  %p2892 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add2887
  store float %call2852, ptr addrspace(1) %p2892, align 4
  br label %endif2891

endif2891:                                        ; preds = %then2890, %endif2821
  %out.col2893 = and i1 %cmp1502, %out.s2885
  br i1 %out.col2893, label %then2895, label %endif2896

then2895:                                         ; preds = %endif2891
  %gep3303 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %add2887
  store float %call2882, ptr addrspace(1) %gep3303, align 4
  br label %endif2896

endif2896:                                        ; preds = %then2895, %endif2891
  br i1 %cmp2517, label %tile.step2900, label %endif

tile.step2900:                                    ; preds = %endif2896
  %mul2902 = shl i64 %add2516, 2
  %add2903 = add nuw nsw i64 %mul2902, %mul43
  %cmp2905 = icmp slt i64 %mul1739, %invariant.op
  br i1 %cmp2905, label %then2907, label %endif2909

then2907:                                         ; preds = %tile.step2900
  %add2906 = add i64 %add2903, 8
  %call2912 = tail call i64 @llvm.smin.i64(i64 %add2906, i64 %sub1506)
  %call2913 = tail call i64 @llvm.smax.i64(i64 %call2912, i64 -4)
  %call2915 = tail call i64 @llvm.smin.i64(i64 %call2913, i64 %sub1516)
  %call2916 = tail call i64 @llvm.smax.i64(i64 %call2915, i64 0)
  %mul2917 = mul i64 %call2916, %7
  %1575 = getelementptr float, ptr addrspace(1) %2, i64 %mul2917
  %p2920 = getelementptr float, ptr addrspace(1) %1575, i64 %call1490
  %v2921 = load float, ptr addrspace(1) %p2920, align 4
  %p2924 = getelementptr float, ptr addrspace(1) %1575, i64 %call1496
  %v2925 = load float, ptr addrspace(1) %p2924, align 4
  %add2926 = add i64 %add2903, 9
  %call2928 = tail call i64 @llvm.smin.i64(i64 %add2926, i64 %sub1506)
  %call2929 = tail call i64 @llvm.smax.i64(i64 %call2928, i64 -4)
  %call2931 = tail call i64 @llvm.smin.i64(i64 %call2929, i64 %sub1516)
  %call2932 = tail call i64 @llvm.smax.i64(i64 %call2931, i64 0)
  %mul2933 = mul i64 %call2932, %7
  %1576 = getelementptr float, ptr addrspace(1) %2, i64 %mul2933
  %p2936 = getelementptr float, ptr addrspace(1) %1576, i64 %call1490
  %v2937 = load float, ptr addrspace(1) %p2936, align 4
  %p2940 = getelementptr float, ptr addrspace(1) %1576, i64 %call1496
  %v2941 = load float, ptr addrspace(1) %p2940, align 4
  %add2942 = add i64 %add2903, 10
  %call2944 = tail call i64 @llvm.smin.i64(i64 %add2942, i64 %sub1506)
  %call2945 = tail call i64 @llvm.smax.i64(i64 %call2944, i64 -4)
  %call2947 = tail call i64 @llvm.smin.i64(i64 %call2945, i64 %sub1516)
  %call2948 = tail call i64 @llvm.smax.i64(i64 %call2947, i64 0)
  %mul2949 = mul i64 %call2948, %7
  %1577 = getelementptr float, ptr addrspace(1) %2, i64 %mul2949
  %p2952 = getelementptr float, ptr addrspace(1) %1577, i64 %call1490
  %v2953 = load float, ptr addrspace(1) %p2952, align 4
  %p2956 = getelementptr float, ptr addrspace(1) %1577, i64 %call1496
  %v2957 = load float, ptr addrspace(1) %p2956, align 4
  %add2958 = add i64 %add2903, 11
  %call2960 = tail call i64 @llvm.smin.i64(i64 %add2958, i64 %sub1506)
  %call2961 = tail call i64 @llvm.smax.i64(i64 %call2960, i64 -4)
  %call2963 = tail call i64 @llvm.smin.i64(i64 %call2961, i64 %sub1516)
  %call2964 = tail call i64 @llvm.smax.i64(i64 %call2963, i64 0)
  %mul2965 = mul i64 %call2964, %7
  %1578 = getelementptr float, ptr addrspace(1) %2, i64 %mul2965
  %p2968 = getelementptr float, ptr addrspace(1) %1578, i64 %call1490
  %v2969 = load float, ptr addrspace(1) %p2968, align 4
  %p2972 = getelementptr float, ptr addrspace(1) %1578, i64 %call1496
  %v2973 = load float, ptr addrspace(1) %p2972, align 4
  br label %endif2909

endif2909:                                        ; preds = %tile.step2900, %then2907
  %phi2974 = phi float [ %v2921, %then2907 ], [ 0.000000e+00, %tile.step2900 ]
  %phi2975 = phi float [ %v2925, %then2907 ], [ 0.000000e+00, %tile.step2900 ]
  %phi2976 = phi float [ %v2937, %then2907 ], [ 0.000000e+00, %tile.step2900 ]
  %phi2977 = phi float [ %v2941, %then2907 ], [ 0.000000e+00, %tile.step2900 ]
  %phi2978 = phi float [ %v2953, %then2907 ], [ 0.000000e+00, %tile.step2900 ]
  %phi2979 = phi float [ %v2957, %then2907 ], [ 0.000000e+00, %tile.step2900 ]
  %phi2980 = phi float [ %v2969, %then2907 ], [ 0.000000e+00, %tile.step2900 ]
  %phi2981 = phi float [ %v2973, %then2907 ], [ 0.000000e+00, %tile.step2900 ]
  %sub2982 = sub i64 %8, %add2903
  %1579 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul2986 = fmul float %phi1814, %1579
  %1580 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2987 = tail call float @llvm.fma.f32(float %phi1816, float %1580, float %fmul2986)
  %1581 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2988 = tail call float @llvm.fma.f32(float %phi1818, float %1581, float %call2987)
  %1582 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2989 = tail call float @llvm.fma.f32(float %phi1820, float %1582, float %call2988)
  %1583 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2990 = tail call float @llvm.fma.f32(float %phi2199, float %1583, float %call2989)
  %1584 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2991 = tail call float @llvm.fma.f32(float %phi2201, float %1584, float %call2990)
  %1585 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2992 = tail call float @llvm.fma.f32(float %phi2203, float %1585, float %call2991)
  %1586 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2993 = tail call float @llvm.fma.f32(float %phi2205, float %1586, float %call2992)
  %1587 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2994 = tail call float @llvm.fma.f32(float %phi2587, float %1587, float %call2993)
  %bits2995 = bitcast float %call2994 to i32
  %call2996 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2995, i32 1, i32 0)
  %1588 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %1589 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %1590 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %1591 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %1592 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %1593 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %1594 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %1595 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %1596 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %1597 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %1598 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %1599 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %1600 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %1601 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %1602 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %1603 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %1604 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %1605 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %1606 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul3016 = fmul float %phi1813, %1606
  %1607 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call3017 = tail call float @llvm.fma.f32(float %phi1815, float %1607, float %fmul3016)
  %1608 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call3018 = tail call float @llvm.fma.f32(float %phi1817, float %1608, float %call3017)
  %1609 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call3019 = tail call float @llvm.fma.f32(float %phi1819, float %1609, float %call3018)
  %1610 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call3020 = tail call float @llvm.fma.f32(float %phi2198, float %1610, float %call3019)
  %1611 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call3021 = tail call float @llvm.fma.f32(float %phi2200, float %1611, float %call3020)
  %1612 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call3022 = tail call float @llvm.fma.f32(float %phi2202, float %1612, float %call3021)
  %1613 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call3023 = tail call float @llvm.fma.f32(float %phi2204, float %1613, float %call3022)
  %1614 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call3024 = tail call float @llvm.fma.f32(float %phi2586, float %1614, float %call3023)
  %bits3025 = bitcast float %call3024 to i32
  %call3026 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3025, i32 1, i32 31)
  %leaf3027 = bitcast i32 %call3026 to float
  %1615 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %call3028 = tail call float @llvm.fma.f32(float %phi1813, float %1615, float %leaf3027)
  %1616 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call3029 = tail call float @llvm.fma.f32(float %phi1815, float %1616, float %call3028)
  %1617 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call3030 = tail call float @llvm.fma.f32(float %phi1817, float %1617, float %call3029)
  %1618 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call3031 = tail call float @llvm.fma.f32(float %phi1819, float %1618, float %call3030)
  %1619 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call3032 = tail call float @llvm.fma.f32(float %phi2198, float %1619, float %call3031)
  %1620 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call3033 = tail call float @llvm.fma.f32(float %phi2200, float %1620, float %call3032)
  %1621 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call3034 = tail call float @llvm.fma.f32(float %phi2202, float %1621, float %call3033)
  %1622 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call3035 = tail call float @llvm.fma.f32(float %phi2204, float %1622, float %call3034)
  %1623 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call3036 = tail call float @llvm.fma.f32(float %phi2586, float %1623, float %call3035)
  %1624 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %call3037 = tail call float @llvm.fma.f32(float %phi1814, float %1624, float %call3036)
  %1625 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %call3038 = tail call float @llvm.fma.f32(float %phi1816, float %1625, float %call3037)
  %1626 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %call3039 = tail call float @llvm.fma.f32(float %phi1818, float %1626, float %call3038)
  %1627 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %call3040 = tail call float @llvm.fma.f32(float %phi1820, float %1627, float %call3039)
  %1628 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %call3041 = tail call float @llvm.fma.f32(float %phi2199, float %1628, float %call3040)
  %1629 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %call3042 = tail call float @llvm.fma.f32(float %phi2201, float %1629, float %call3041)
  %1630 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %call3043 = tail call float @llvm.fma.f32(float %phi2203, float %1630, float %call3042)
  %1631 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %call3044 = tail call float @llvm.fma.f32(float %phi2205, float %1631, float %call3043)
  %1632 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %call3045 = tail call float @llvm.fma.f32(float %phi2587, float %1632, float %call3044)
  %cmp3047 = icmp sgt i64 %sub2982, 0
  %out.s3048 = and i1 %out.lane1500, %cmp3047
  %mul3049 = mul i64 %add2903, %9
  %add3050 = add i64 %mul3049, %add46
  %out.col3051 = and i1 %cmp1501, %out.s3048
  br i1 %out.col3051, label %then3053, label %endif3054

then3053:                                         ; preds = %endif2909
  %leaf2997 = bitcast i32 %call2996 to float
  %call2998 = tail call float @llvm.fma.f32(float %phi1813, float %1588, float %leaf2997)
  %call2999 = tail call float @llvm.fma.f32(float %phi1815, float %1589, float %call2998)
  %call3000 = tail call float @llvm.fma.f32(float %phi1817, float %1590, float %call2999)
  %call3001 = tail call float @llvm.fma.f32(float %phi1819, float %1591, float %call3000)
  %call3002 = tail call float @llvm.fma.f32(float %phi2198, float %1592, float %call3001)
  %call3003 = tail call float @llvm.fma.f32(float %phi2200, float %1593, float %call3002)
  %call3004 = tail call float @llvm.fma.f32(float %phi2202, float %1594, float %call3003)
  %call3005 = tail call float @llvm.fma.f32(float %phi2204, float %1595, float %call3004)
  %call3006 = tail call float @llvm.fma.f32(float %phi2586, float %1596, float %call3005)
  %call3007 = tail call float @llvm.fma.f32(float %phi1814, float %1597, float %call3006)
  %call3008 = tail call float @llvm.fma.f32(float %phi1816, float %1598, float %call3007)
  %call3009 = tail call float @llvm.fma.f32(float %phi1818, float %1599, float %call3008)
  %call3010 = tail call float @llvm.fma.f32(float %phi1820, float %1600, float %call3009)
  %call3011 = tail call float @llvm.fma.f32(float %phi2199, float %1601, float %call3010)
  %call3012 = tail call float @llvm.fma.f32(float %phi2201, float %1602, float %call3011)
  %call3013 = tail call float @llvm.fma.f32(float %phi2203, float %1603, float %call3012)
  %call3014 = tail call float @llvm.fma.f32(float %phi2205, float %1604, float %call3013)
  %call3015 = tail call float @llvm.fma.f32(float %phi2587, float %1605, float %call3014)
  %p3055 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add3050
  store float %call3015, ptr addrspace(1) %p3055, align 4
  br label %endif3054

endif3054:                                        ; preds = %then3053, %endif2909
  %out.col3056 = and i1 %cmp1502, %out.s3048
  br i1 %out.col3056, label %then3058, label %endif3059

then3058:                                         ; preds = %endif3054
  %add3057 = or disjoint i64 %add3050, 1
  %p3060 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add3057
  store float %call3045, ptr addrspace(1) %p3060, align 4
  br label %endif3059

endif3059:                                        ; preds = %then3058, %endif3054
  %1633 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul3061 = fmul float %phi1816, %1633
  %1634 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call3062 = tail call float @llvm.fma.f32(float %phi1818, float %1634, float %fmul3061)
  %1635 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call3063 = tail call float @llvm.fma.f32(float %phi1820, float %1635, float %call3062)
  %1636 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call3064 = tail call float @llvm.fma.f32(float %phi2199, float %1636, float %call3063)
  %1637 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call3065 = tail call float @llvm.fma.f32(float %phi2201, float %1637, float %call3064)
  %1638 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call3066 = tail call float @llvm.fma.f32(float %phi2203, float %1638, float %call3065)
  %1639 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call3067 = tail call float @llvm.fma.f32(float %phi2205, float %1639, float %call3066)
  %1640 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call3068 = tail call float @llvm.fma.f32(float %phi2587, float %1640, float %call3067)
  %1641 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call3069 = tail call float @llvm.fma.f32(float %phi2589, float %1641, float %call3068)
  %bits3070 = bitcast float %call3069 to i32
  %call3071 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3070, i32 1, i32 0)
  %1642 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %1643 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %1644 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %1645 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %1646 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %1647 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %1648 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %1649 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %1650 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %1651 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %1652 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %1653 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %1654 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %1655 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %1656 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %1657 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %1658 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %1659 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %1660 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul3091 = fmul float %phi1815, %1660
  %1661 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call3092 = tail call float @llvm.fma.f32(float %phi1817, float %1661, float %fmul3091)
  %1662 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call3093 = tail call float @llvm.fma.f32(float %phi1819, float %1662, float %call3092)
  %1663 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call3094 = tail call float @llvm.fma.f32(float %phi2198, float %1663, float %call3093)
  %1664 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call3095 = tail call float @llvm.fma.f32(float %phi2200, float %1664, float %call3094)
  %1665 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call3096 = tail call float @llvm.fma.f32(float %phi2202, float %1665, float %call3095)
  %1666 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call3097 = tail call float @llvm.fma.f32(float %phi2204, float %1666, float %call3096)
  %1667 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call3098 = tail call float @llvm.fma.f32(float %phi2586, float %1667, float %call3097)
  %1668 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call3099 = tail call float @llvm.fma.f32(float %phi2588, float %1668, float %call3098)
  %bits3100 = bitcast float %call3099 to i32
  %call3101 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3100, i32 1, i32 31)
  %leaf3102 = bitcast i32 %call3101 to float
  %1669 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %call3103 = tail call float @llvm.fma.f32(float %phi1815, float %1669, float %leaf3102)
  %1670 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call3104 = tail call float @llvm.fma.f32(float %phi1817, float %1670, float %call3103)
  %1671 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call3105 = tail call float @llvm.fma.f32(float %phi1819, float %1671, float %call3104)
  %1672 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call3106 = tail call float @llvm.fma.f32(float %phi2198, float %1672, float %call3105)
  %1673 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call3107 = tail call float @llvm.fma.f32(float %phi2200, float %1673, float %call3106)
  %1674 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call3108 = tail call float @llvm.fma.f32(float %phi2202, float %1674, float %call3107)
  %1675 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call3109 = tail call float @llvm.fma.f32(float %phi2204, float %1675, float %call3108)
  %1676 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call3110 = tail call float @llvm.fma.f32(float %phi2586, float %1676, float %call3109)
  %1677 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call3111 = tail call float @llvm.fma.f32(float %phi2588, float %1677, float %call3110)
  %1678 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %call3112 = tail call float @llvm.fma.f32(float %phi1816, float %1678, float %call3111)
  %1679 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %call3113 = tail call float @llvm.fma.f32(float %phi1818, float %1679, float %call3112)
  %1680 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %call3114 = tail call float @llvm.fma.f32(float %phi1820, float %1680, float %call3113)
  %1681 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %call3115 = tail call float @llvm.fma.f32(float %phi2199, float %1681, float %call3114)
  %1682 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %call3116 = tail call float @llvm.fma.f32(float %phi2201, float %1682, float %call3115)
  %1683 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %call3117 = tail call float @llvm.fma.f32(float %phi2203, float %1683, float %call3116)
  %1684 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %call3118 = tail call float @llvm.fma.f32(float %phi2205, float %1684, float %call3117)
  %1685 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %call3119 = tail call float @llvm.fma.f32(float %phi2587, float %1685, float %call3118)
  %1686 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %call3120 = tail call float @llvm.fma.f32(float %phi2589, float %1686, float %call3119)
  %add3121 = or disjoint i64 %add2903, 1
  %cmp3122 = icmp sgt i64 %sub2982, 1
  %out.s3123 = and i1 %out.lane1500, %cmp3122
  %mul3124 = mul i64 %add3121, %9
  %add3125 = add i64 %mul3124, %add46
  %out.col3126 = and i1 %cmp1501, %out.s3123
  br i1 %out.col3126, label %then3128, label %endif3129

then3128:                                         ; preds = %endif3059
  %leaf3072 = bitcast i32 %call3071 to float
  %call3073 = tail call float @llvm.fma.f32(float %phi1815, float %1642, float %leaf3072)
  %call3074 = tail call float @llvm.fma.f32(float %phi1817, float %1643, float %call3073)
  %call3075 = tail call float @llvm.fma.f32(float %phi1819, float %1644, float %call3074)
  %call3076 = tail call float @llvm.fma.f32(float %phi2198, float %1645, float %call3075)
  %call3077 = tail call float @llvm.fma.f32(float %phi2200, float %1646, float %call3076)
  %call3078 = tail call float @llvm.fma.f32(float %phi2202, float %1647, float %call3077)
  %call3079 = tail call float @llvm.fma.f32(float %phi2204, float %1648, float %call3078)
  %call3080 = tail call float @llvm.fma.f32(float %phi2586, float %1649, float %call3079)
  %call3081 = tail call float @llvm.fma.f32(float %phi2588, float %1650, float %call3080)
  %call3082 = tail call float @llvm.fma.f32(float %phi1816, float %1651, float %call3081)
  %call3083 = tail call float @llvm.fma.f32(float %phi1818, float %1652, float %call3082)
  %call3084 = tail call float @llvm.fma.f32(float %phi1820, float %1653, float %call3083)
  %call3085 = tail call float @llvm.fma.f32(float %phi2199, float %1654, float %call3084)
  %call3086 = tail call float @llvm.fma.f32(float %phi2201, float %1655, float %call3085)
  %call3087 = tail call float @llvm.fma.f32(float %phi2203, float %1656, float %call3086)
  %call3088 = tail call float @llvm.fma.f32(float %phi2205, float %1657, float %call3087)
  %call3089 = tail call float @llvm.fma.f32(float %phi2587, float %1658, float %call3088)
  %call3090 = tail call float @llvm.fma.f32(float %phi2589, float %1659, float %call3089)
  %p3130 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add3125
  store float %call3090, ptr addrspace(1) %p3130, align 4
  br label %endif3129

endif3129:                                        ; preds = %then3128, %endif3059
  %out.col3131 = and i1 %cmp1502, %out.s3123
  br i1 %out.col3131, label %then3133, label %endif3134

then3133:                                         ; preds = %endif3129
  %gep3305 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %add3125
  store float %call3120, ptr addrspace(1) %gep3305, align 4
  br label %endif3134

endif3134:                                        ; preds = %then3133, %endif3129
  %1687 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul3136 = fmul float %phi1818, %1687
  %1688 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call3137 = tail call float @llvm.fma.f32(float %phi1820, float %1688, float %fmul3136)
  %1689 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call3138 = tail call float @llvm.fma.f32(float %phi2199, float %1689, float %call3137)
  %1690 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call3139 = tail call float @llvm.fma.f32(float %phi2201, float %1690, float %call3138)
  %1691 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call3140 = tail call float @llvm.fma.f32(float %phi2203, float %1691, float %call3139)
  %1692 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call3141 = tail call float @llvm.fma.f32(float %phi2205, float %1692, float %call3140)
  %1693 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call3142 = tail call float @llvm.fma.f32(float %phi2587, float %1693, float %call3141)
  %1694 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call3143 = tail call float @llvm.fma.f32(float %phi2589, float %1694, float %call3142)
  %1695 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call3144 = tail call float @llvm.fma.f32(float %phi2591, float %1695, float %call3143)
  %bits3145 = bitcast float %call3144 to i32
  %call3146 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3145, i32 1, i32 0)
  %1696 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %1697 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %1698 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %1699 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %1700 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %1701 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %1702 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %1703 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %1704 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %1705 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %1706 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %1707 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %1708 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %1709 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %1710 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %1711 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %1712 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %1713 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %1714 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul3166 = fmul float %phi1817, %1714
  %1715 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call3167 = tail call float @llvm.fma.f32(float %phi1819, float %1715, float %fmul3166)
  %1716 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call3168 = tail call float @llvm.fma.f32(float %phi2198, float %1716, float %call3167)
  %1717 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call3169 = tail call float @llvm.fma.f32(float %phi2200, float %1717, float %call3168)
  %1718 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call3170 = tail call float @llvm.fma.f32(float %phi2202, float %1718, float %call3169)
  %1719 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call3171 = tail call float @llvm.fma.f32(float %phi2204, float %1719, float %call3170)
  %1720 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call3172 = tail call float @llvm.fma.f32(float %phi2586, float %1720, float %call3171)
  %1721 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call3173 = tail call float @llvm.fma.f32(float %phi2588, float %1721, float %call3172)
  %1722 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call3174 = tail call float @llvm.fma.f32(float %phi2590, float %1722, float %call3173)
  %bits3175 = bitcast float %call3174 to i32
  %call3176 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3175, i32 1, i32 31)
  %leaf3177 = bitcast i32 %call3176 to float
  %1723 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %call3178 = tail call float @llvm.fma.f32(float %phi1817, float %1723, float %leaf3177)
  %1724 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call3179 = tail call float @llvm.fma.f32(float %phi1819, float %1724, float %call3178)
  %1725 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call3180 = tail call float @llvm.fma.f32(float %phi2198, float %1725, float %call3179)
  %1726 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call3181 = tail call float @llvm.fma.f32(float %phi2200, float %1726, float %call3180)
  %1727 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call3182 = tail call float @llvm.fma.f32(float %phi2202, float %1727, float %call3181)
  %1728 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call3183 = tail call float @llvm.fma.f32(float %phi2204, float %1728, float %call3182)
  %1729 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call3184 = tail call float @llvm.fma.f32(float %phi2586, float %1729, float %call3183)
  %1730 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call3185 = tail call float @llvm.fma.f32(float %phi2588, float %1730, float %call3184)
  %1731 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call3186 = tail call float @llvm.fma.f32(float %phi2590, float %1731, float %call3185)
  %1732 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %call3187 = tail call float @llvm.fma.f32(float %phi1818, float %1732, float %call3186)
  %1733 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %call3188 = tail call float @llvm.fma.f32(float %phi1820, float %1733, float %call3187)
  %1734 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %call3189 = tail call float @llvm.fma.f32(float %phi2199, float %1734, float %call3188)
  %1735 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %call3190 = tail call float @llvm.fma.f32(float %phi2201, float %1735, float %call3189)
  %1736 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %call3191 = tail call float @llvm.fma.f32(float %phi2203, float %1736, float %call3190)
  %1737 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %call3192 = tail call float @llvm.fma.f32(float %phi2205, float %1737, float %call3191)
  %1738 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %call3193 = tail call float @llvm.fma.f32(float %phi2587, float %1738, float %call3192)
  %1739 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %call3194 = tail call float @llvm.fma.f32(float %phi2589, float %1739, float %call3193)
  %1740 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %call3195 = tail call float @llvm.fma.f32(float %phi2591, float %1740, float %call3194)
  %add3196 = or disjoint i64 %add2903, 2
  %cmp3197 = icmp sgt i64 %sub2982, 2
  %out.s3198 = and i1 %out.lane1500, %cmp3197
  %mul3199 = mul i64 %add3196, %9
  %add3200 = add i64 %mul3199, %add46
  %out.col3201 = and i1 %cmp1501, %out.s3198
  br i1 %out.col3201, label %then3203, label %endif3204

then3203:                                         ; preds = %endif3134
  %leaf3147 = bitcast i32 %call3146 to float
  %call3148 = tail call float @llvm.fma.f32(float %phi1817, float %1696, float %leaf3147)
  %call3149 = tail call float @llvm.fma.f32(float %phi1819, float %1697, float %call3148)
  %call3150 = tail call float @llvm.fma.f32(float %phi2198, float %1698, float %call3149)
  %call3151 = tail call float @llvm.fma.f32(float %phi2200, float %1699, float %call3150)
  %call3152 = tail call float @llvm.fma.f32(float %phi2202, float %1700, float %call3151)
  %call3153 = tail call float @llvm.fma.f32(float %phi2204, float %1701, float %call3152)
  %call3154 = tail call float @llvm.fma.f32(float %phi2586, float %1702, float %call3153)
  %call3155 = tail call float @llvm.fma.f32(float %phi2588, float %1703, float %call3154)
  %call3156 = tail call float @llvm.fma.f32(float %phi2590, float %1704, float %call3155)
  %call3157 = tail call float @llvm.fma.f32(float %phi1818, float %1705, float %call3156)
  %call3158 = tail call float @llvm.fma.f32(float %phi1820, float %1706, float %call3157)
  %call3159 = tail call float @llvm.fma.f32(float %phi2199, float %1707, float %call3158)
  %call3160 = tail call float @llvm.fma.f32(float %phi2201, float %1708, float %call3159)
  %call3161 = tail call float @llvm.fma.f32(float %phi2203, float %1709, float %call3160)
  %call3162 = tail call float @llvm.fma.f32(float %phi2205, float %1710, float %call3161)
  %call3163 = tail call float @llvm.fma.f32(float %phi2587, float %1711, float %call3162)
  %call3164 = tail call float @llvm.fma.f32(float %phi2589, float %1712, float %call3163)
  %call3165 = tail call float @llvm.fma.f32(float %phi2591, float %1713, float %call3164)
  %p3205 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add3200
  store float %call3165, ptr addrspace(1) %p3205, align 4
  br label %endif3204

endif3204:                                        ; preds = %then3203, %endif3134
  %out.col3206 = and i1 %cmp1502, %out.s3198
  br i1 %out.col3206, label %then3208, label %endif3209

then3208:                                         ; preds = %endif3204
  %add3207 = or disjoint i64 %add3200, 1
  %p3210 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add3207
  store float %call3195, ptr addrspace(1) %p3210, align 4
  br label %endif3209

endif3209:                                        ; preds = %then3208, %endif3204
  %1741 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul3211 = fmul float %phi1820, %1741
  %1742 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call3212 = tail call float @llvm.fma.f32(float %phi2199, float %1742, float %fmul3211)
  %1743 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call3213 = tail call float @llvm.fma.f32(float %phi2201, float %1743, float %call3212)
  %1744 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call3214 = tail call float @llvm.fma.f32(float %phi2203, float %1744, float %call3213)
  %1745 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call3215 = tail call float @llvm.fma.f32(float %phi2205, float %1745, float %call3214)
  %1746 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call3216 = tail call float @llvm.fma.f32(float %phi2587, float %1746, float %call3215)
  %1747 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call3217 = tail call float @llvm.fma.f32(float %phi2589, float %1747, float %call3216)
  %1748 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call3218 = tail call float @llvm.fma.f32(float %phi2591, float %1748, float %call3217)
  %1749 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call3219 = tail call float @llvm.fma.f32(float %phi2593, float %1749, float %call3218)
  %bits3220 = bitcast float %call3219 to i32
  %call3221 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3220, i32 1, i32 0)
  %1750 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %1751 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %1752 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %1753 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %1754 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %1755 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %1756 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %1757 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %1758 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %1759 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %1760 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %1761 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %1762 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %1763 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %1764 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %1765 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %1766 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %1767 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %1768 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul3241 = fmul float %phi1819, %1768
  %1769 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call3242 = tail call float @llvm.fma.f32(float %phi2198, float %1769, float %fmul3241)
  %1770 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call3243 = tail call float @llvm.fma.f32(float %phi2200, float %1770, float %call3242)
  %1771 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call3244 = tail call float @llvm.fma.f32(float %phi2202, float %1771, float %call3243)
  %1772 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call3245 = tail call float @llvm.fma.f32(float %phi2204, float %1772, float %call3244)
  %1773 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call3246 = tail call float @llvm.fma.f32(float %phi2586, float %1773, float %call3245)
  %1774 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call3247 = tail call float @llvm.fma.f32(float %phi2588, float %1774, float %call3246)
  %1775 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call3248 = tail call float @llvm.fma.f32(float %phi2590, float %1775, float %call3247)
  %1776 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call3249 = tail call float @llvm.fma.f32(float %phi2592, float %1776, float %call3248)
  %bits3250 = bitcast float %call3249 to i32
  %call3251 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3250, i32 1, i32 31)
  %leaf3252 = bitcast i32 %call3251 to float
  %1777 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %call3253 = tail call float @llvm.fma.f32(float %phi1819, float %1777, float %leaf3252)
  %1778 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call3254 = tail call float @llvm.fma.f32(float %phi2198, float %1778, float %call3253)
  %1779 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call3255 = tail call float @llvm.fma.f32(float %phi2200, float %1779, float %call3254)
  %1780 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call3256 = tail call float @llvm.fma.f32(float %phi2202, float %1780, float %call3255)
  %1781 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call3257 = tail call float @llvm.fma.f32(float %phi2204, float %1781, float %call3256)
  %1782 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call3258 = tail call float @llvm.fma.f32(float %phi2586, float %1782, float %call3257)
  %1783 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call3259 = tail call float @llvm.fma.f32(float %phi2588, float %1783, float %call3258)
  %1784 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call3260 = tail call float @llvm.fma.f32(float %phi2590, float %1784, float %call3259)
  %1785 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call3261 = tail call float @llvm.fma.f32(float %phi2592, float %1785, float %call3260)
  %1786 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %call3262 = tail call float @llvm.fma.f32(float %phi1820, float %1786, float %call3261)
  %1787 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %call3263 = tail call float @llvm.fma.f32(float %phi2199, float %1787, float %call3262)
  %1788 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %call3264 = tail call float @llvm.fma.f32(float %phi2201, float %1788, float %call3263)
  %1789 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %call3265 = tail call float @llvm.fma.f32(float %phi2203, float %1789, float %call3264)
  %1790 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %call3266 = tail call float @llvm.fma.f32(float %phi2205, float %1790, float %call3265)
  %1791 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %call3267 = tail call float @llvm.fma.f32(float %phi2587, float %1791, float %call3266)
  %1792 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %call3268 = tail call float @llvm.fma.f32(float %phi2589, float %1792, float %call3267)
  %1793 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %call3269 = tail call float @llvm.fma.f32(float %phi2591, float %1793, float %call3268)
  %1794 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %call3270 = tail call float @llvm.fma.f32(float %phi2593, float %1794, float %call3269)
  %add3271 = or disjoint i64 %add2903, 3
  %cmp3272 = icmp sgt i64 %sub2982, 3
  %out.s3273 = and i1 %out.lane1500, %cmp3272
  %mul3274 = mul i64 %add3271, %9
  %add3275 = add i64 %mul3274, %add46
  %out.col3276 = and i1 %cmp1501, %out.s3273
  br i1 %out.col3276, label %then3278, label %endif3279

then3278:                                         ; preds = %endif3209
  %leaf3222 = bitcast i32 %call3221 to float
  %call3223 = tail call float @llvm.fma.f32(float %phi1819, float %1750, float %leaf3222)
  %call3224 = tail call float @llvm.fma.f32(float %phi2198, float %1751, float %call3223)
  %call3225 = tail call float @llvm.fma.f32(float %phi2200, float %1752, float %call3224)
  %call3226 = tail call float @llvm.fma.f32(float %phi2202, float %1753, float %call3225)
  %call3227 = tail call float @llvm.fma.f32(float %phi2204, float %1754, float %call3226)
  %call3228 = tail call float @llvm.fma.f32(float %phi2586, float %1755, float %call3227)
  %call3229 = tail call float @llvm.fma.f32(float %phi2588, float %1756, float %call3228)
  %call3230 = tail call float @llvm.fma.f32(float %phi2590, float %1757, float %call3229)
  %call3231 = tail call float @llvm.fma.f32(float %phi2592, float %1758, float %call3230)
  %call3232 = tail call float @llvm.fma.f32(float %phi1820, float %1759, float %call3231)
  %call3233 = tail call float @llvm.fma.f32(float %phi2199, float %1760, float %call3232)
  %call3234 = tail call float @llvm.fma.f32(float %phi2201, float %1761, float %call3233)
  %call3235 = tail call float @llvm.fma.f32(float %phi2203, float %1762, float %call3234)
  %call3236 = tail call float @llvm.fma.f32(float %phi2205, float %1763, float %call3235)
  %call3237 = tail call float @llvm.fma.f32(float %phi2587, float %1764, float %call3236)
  %call3238 = tail call float @llvm.fma.f32(float %phi2589, float %1765, float %call3237)
  %call3239 = tail call float @llvm.fma.f32(float %phi2591, float %1766, float %call3238)
  %call3240 = tail call float @llvm.fma.f32(float %phi2593, float %1767, float %call3239)
  %p3280 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add3275
  store float %call3240, ptr addrspace(1) %p3280, align 4
  br label %endif3279

endif3279:                                        ; preds = %then3278, %endif3209
  %out.col3281 = and i1 %cmp1502, %out.s3273
  br i1 %out.col3281, label %then3283, label %endif3284

then3283:                                         ; preds = %endif3279
  %gep3307 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %add3275
  store float %call3270, ptr addrspace(1) %gep3307, align 4
  br label %endif3284

endif3284:                                        ; preds = %then3283, %endif3279
  %add3286 = add nuw nsw i64 %group1706, 1
  %mul3287 = shl i64 %add3286, 2
  %cmp3288 = icmp ult i64 %mul3287, %38
  br i1 %cmp3288, label %tile.steps1704, label %endif
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #0

; Function Attrs: nocallback nofree nounwind memory(argmem: read)
declare <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) nocapture, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none)
define void @systole_stencil_ssam_conv9x3_f32_weights(i64 %0, i64 %1, ptr addrspace(1) noalias nocapture readonly %2, i64 %3, i64 %4, ptr addrspace(1) noalias nocapture readonly %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, ptr addrspace(1) noalias nocapture readnone %14, i64 %15, i64 %16) local_unnamed_addr #3 {
entry:
  %call = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %call1 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %17 = or i32 %call, %call1
  %first = icmp eq i32 %17, 0
  br i1 %first, label %then, label %endif

then:                                             ; preds = %entry
  %sub = add i64 %3, -1
  %sub5 = add i64 %4, -1
  %v = load float, ptr addrspace(1) %5, align 4
  %18 = icmp sgt i64 %sub5, 0
  %call13 = zext i1 %18 to i64
  %p16 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %call13
  %v17 = load float, ptr addrspace(1) %p16, align 4
  %call22 = tail call i64 @llvm.smin.i64(i64 %sub5, i64 2)
  %call23 = tail call i64 @llvm.smax.i64(i64 %call22, i64 0)
  %p26 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %call23
  %v27 = load float, ptr addrspace(1) %p26, align 4
  %19 = icmp sgt i64 %sub, 0
  %mul34 = select i1 %19, i64 %4, i64 0
  %p36 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %mul34
  %v37 = load float, ptr addrspace(1) %p36, align 4
  %p46 = getelementptr float, ptr addrspace(1) %p36, i64 %call13
  %v47 = load float, ptr addrspace(1) %p46, align 4
  %p56 = getelementptr float, ptr addrspace(1) %p36, i64 %call23
  %v57 = load float, ptr addrspace(1) %p56, align 4
  %call59 = tail call i64 @llvm.smin.i64(i64 %sub, i64 2)
  %call60 = tail call i64 @llvm.smax.i64(i64 %call59, i64 0)
  %mul64 = mul i64 %call60, %4
  %p66 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %mul64
  %v67 = load float, ptr addrspace(1) %p66, align 4
  %p76 = getelementptr float, ptr addrspace(1) %p66, i64 %call13
  %v77 = load float, ptr addrspace(1) %p76, align 4
  %p86 = getelementptr float, ptr addrspace(1) %p66, i64 %call23
  %v87 = load float, ptr addrspace(1) %p86, align 4
  %call89 = tail call i64 @llvm.smin.i64(i64 %sub, i64 3)
  %call90 = tail call i64 @llvm.smax.i64(i64 %call89, i64 0)
  %mul94 = mul i64 %call90, %4
  %p96 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %mul94
  %v97 = load float, ptr addrspace(1) %p96, align 4
  %p106 = getelementptr float, ptr addrspace(1) %p96, i64 %call13
  %v107 = load float, ptr addrspace(1) %p106, align 4
  %p116 = getelementptr float, ptr addrspace(1) %p96, i64 %call23
  %v117 = load float, ptr addrspace(1) %p116, align 4
  %call119 = tail call i64 @llvm.smin.i64(i64 %sub, i64 4)
  %call120 = tail call i64 @llvm.smax.i64(i64 %call119, i64 0)
  %mul124 = mul i64 %call120, %4
  %p126 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %mul124
  %v127 = load float, ptr addrspace(1) %p126, align 4
  %p136 = getelementptr float, ptr addrspace(1) %p126, i64 %call13
  %v137 = load float, ptr addrspace(1) %p136, align 4
  %p146 = getelementptr float, ptr addrspace(1) %p126, i64 %call23
  %v147 = load float, ptr addrspace(1) %p146, align 4
  %call149 = tail call i64 @llvm.smin.i64(i64 %sub, i64 5)
  %call150 = tail call i64 @llvm.smax.i64(i64 %call149, i64 0)
  %mul154 = mul i64 %call150, %4
  %p156 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %mul154
  %v157 = load float, ptr addrspace(1) %p156, align 4
  %p166 = getelementptr float, ptr addrspace(1) %p156, i64 %call13
  %v167 = load float, ptr addrspace(1) %p166, align 4
  %p176 = getelementptr float, ptr addrspace(1) %p156, i64 %call23
  %v177 = load float, ptr addrspace(1) %p176, align 4
  %call179 = tail call i64 @llvm.smin.i64(i64 %sub, i64 6)
  %call180 = tail call i64 @llvm.smax.i64(i64 %call179, i64 0)
  %mul184 = mul i64 %call180, %4
  %p186 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %mul184
  %v187 = load float, ptr addrspace(1) %p186, align 4
  %p196 = getelementptr float, ptr addrspace(1) %p186, i64 %call13
  %v197 = load float, ptr addrspace(1) %p196, align 4
  %p206 = getelementptr float, ptr addrspace(1) %p186, i64 %call23
  %v207 = load float, ptr addrspace(1) %p206, align 4
  %call209 = tail call i64 @llvm.smin.i64(i64 %sub, i64 7)
  %call210 = tail call i64 @llvm.smax.i64(i64 %call209, i64 0)
  %mul214 = mul i64 %call210, %4
  %p216 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %mul214
  %v217 = load float, ptr addrspace(1) %p216, align 4
  %p226 = getelementptr float, ptr addrspace(1) %p216, i64 %call13
  %v227 = load float, ptr addrspace(1) %p226, align 4
  %p236 = getelementptr float, ptr addrspace(1) %p216, i64 %call23
  %v237 = load float, ptr addrspace(1) %p236, align 4
  %call239 = tail call i64 @llvm.smin.i64(i64 %sub, i64 8)
  %call240 = tail call i64 @llvm.smax.i64(i64 %call239, i64 0)
  %mul244 = mul i64 %call240, %4
  %p246 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %mul244
  %v247 = load float, ptr addrspace(1) %p246, align 4
  %p256 = getelementptr float, ptr addrspace(1) %p246, i64 %call13
  %v257 = load float, ptr addrspace(1) %p256, align 4
  %p266 = getelementptr float, ptr addrspace(1) %p246, i64 %call23
  %v267 = load float, ptr addrspace(1) %p266, align 4
  %weights = inttoptr i64 %15 to ptr addrspace(1)
  store float %v, ptr addrspace(1) %weights, align 4
  %p269 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 4
  store float %v17, ptr addrspace(1) %p269, align 4
  %p270 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 8
  store float %v27, ptr addrspace(1) %p270, align 4
  %p271 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 12
  store float %v37, ptr addrspace(1) %p271, align 4
  %p272 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 16
  store float %v47, ptr addrspace(1) %p272, align 4
  %p273 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 20
  store float %v57, ptr addrspace(1) %p273, align 4
  %p274 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 24
  store float %v67, ptr addrspace(1) %p274, align 4
  %p275 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 28
  store float %v77, ptr addrspace(1) %p275, align 4
  %p276 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 32
  store float %v87, ptr addrspace(1) %p276, align 4
  %p277 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 36
  store float %v97, ptr addrspace(1) %p277, align 4
  %p278 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 40
  store float %v107, ptr addrspace(1) %p278, align 4
  %p279 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 44
  store float %v117, ptr addrspace(1) %p279, align 4
  %p280 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 48
  store float %v127, ptr addrspace(1) %p280, align 4
  %p281 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 52
  store float %v137, ptr addrspace(1) %p281, align 4
  %p282 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 56
  store float %v147, ptr addrspace(1) %p282, align 4
  %p283 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 60
  store float %v157, ptr addrspace(1) %p283, align 4
  %p284 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 64
  store float %v167, ptr addrspace(1) %p284, align 4
  %p285 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 68
  store float %v177, ptr addrspace(1) %p285, align 4
  %p286 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 72
  store float %v187, ptr addrspace(1) %p286, align 4
  %p287 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 76
  store float %v197, ptr addrspace(1) %p287, align 4
  %p288 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 80
  store float %v207, ptr addrspace(1) %p288, align 4
  %p289 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 84
  store float %v217, ptr addrspace(1) %p289, align 4
  %p290 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 88
  store float %v227, ptr addrspace(1) %p290, align 4
  %p291 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 92
  store float %v237, ptr addrspace(1) %p291, align 4
  %p292 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 96
  store float %v247, ptr addrspace(1) %p292, align 4
  %p293 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 100
  store float %v257, ptr addrspace(1) %p293, align 4
  %p294 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 104
  store float %v267, ptr addrspace(1) %p294, align 4
  br label %endif

endif:                                            ; preds = %then, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #4

attributes #0 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nofree nounwind memory(argmem: read) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @systole_stencil_ssam_conv9x3_f32_elements, !"kernel", i32 1}
!1 = !{ptr @systole_stencil_ssam_conv9x3_f32_weights, !"kernel", i32 1}
