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
  %low3417 = or i64 %address, %address26
  %23 = and i64 %low3417, 7
  %24 = or i64 %23, %22
  %aligned29 = icmp eq i64 %24, 0
  %mul30 = mul i64 %16, %15
  %cmp31 = icmp slt i64 %warp, %mul30
  br i1 %cmp31, label %stride.body.preheader, label %stride.exit

stride.body.preheader:                            ; preds = %entry
  %mul1541 = shl nuw nsw i64 %lane, 1
  %sub1540 = add nsw i64 %mul1541, -2
  %sub1550 = add i64 %7, -1
  %cmp1560 = icmp ne i64 %lane, 0
  %cmp1561 = icmp ne i64 %lane, 31
  %out.lane1562 = and i1 %cmp1560, %cmp1561
  %sub1568 = add i64 %8, 3
  %sub1578 = add i64 %6, -1
  %invariant.gep = getelementptr i8, ptr addrspace(1) %14, i64 4
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %endif
  %i = phi i64 [ %add3415, %endif ], [ %warp, %stride.body.preheader ]
  %i.frozen = freeze i64 %i
  %.frozen = freeze i64 %15
  %div33 = udiv i64 %i.frozen, %.frozen
  %25 = mul i64 %div33, %.frozen
  %rem32.decomposed = sub i64 %i.frozen, %25
  %cmp35 = icmp sgt i64 %rem32.decomposed, 0
  %cmp36 = icmp slt i64 %rem32.decomposed, %call12
  %within = and i1 %cmp35, %cmp36
  %inside = and i1 %aligned29, %within
  %cmp37 = icmp sgt i64 %div33, 0
  %cmp38 = icmp slt i64 %div33, %call20
  %within39 = and i1 %cmp37, %cmp38
  %inside40 = and i1 %inside, %within39
  %mul41 = mul i64 %rem32.decomposed, 60
  %mul42 = shl i64 %div33, 5
  %add45 = add i64 %sub1540, %mul41
  br i1 %inside40, label %then, label %else

stride.exit:                                      ; preds = %endif, %entry
  ret void

then:                                             ; preds = %stride.body
  %sub57 = add i64 %mul42, -4
  %mul59 = mul i64 %sub57, %7
  %26 = getelementptr float, ptr addrspace(1) %2, i64 %mul59
  %p = getelementptr float, ptr addrspace(1) %26, i64 %add45
  %call62 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p, i32 8)
  %x = extractelement <2 x float> %call62, i64 0
  %x63 = extractelement <2 x float> %call62, i64 1
  %add64 = add i64 %mul42, -3
  %mul65 = mul i64 %add64, %7
  %27 = getelementptr float, ptr addrspace(1) %2, i64 %mul65
  %p68 = getelementptr float, ptr addrspace(1) %27, i64 %add45
  %call69 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p68, i32 8)
  %x70 = extractelement <2 x float> %call69, i64 0
  %x71 = extractelement <2 x float> %call69, i64 1
  %add72 = add i64 %mul42, -2
  %mul73 = mul i64 %add72, %7
  %28 = getelementptr float, ptr addrspace(1) %2, i64 %mul73
  %p76 = getelementptr float, ptr addrspace(1) %28, i64 %add45
  %call77 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p76, i32 8)
  %x78 = extractelement <2 x float> %call77, i64 0
  %x79 = extractelement <2 x float> %call77, i64 1
  %add80 = add i64 %mul42, -1
  %mul81 = mul i64 %add80, %7
  %29 = getelementptr float, ptr addrspace(1) %2, i64 %mul81
  %p84 = getelementptr float, ptr addrspace(1) %29, i64 %add45
  %call85 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p84, i32 8)
  %x86 = extractelement <2 x float> %call85, i64 0
  %x87 = extractelement <2 x float> %call85, i64 1
  %mul89 = mul i64 %mul42, %7
  %30 = getelementptr float, ptr addrspace(1) %2, i64 %mul89
  %p92 = getelementptr float, ptr addrspace(1) %30, i64 %add45
  %call93 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p92, i32 8)
  %x94 = extractelement <2 x float> %call93, i64 0
  %x95 = extractelement <2 x float> %call93, i64 1
  %add96 = or disjoint i64 %mul42, 1
  %mul97 = mul i64 %add96, %7
  %31 = getelementptr float, ptr addrspace(1) %2, i64 %mul97
  %p100 = getelementptr float, ptr addrspace(1) %31, i64 %add45
  %call101 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p100, i32 8)
  %x102 = extractelement <2 x float> %call101, i64 0
  %x103 = extractelement <2 x float> %call101, i64 1
  %add104 = or disjoint i64 %mul42, 2
  %mul105 = mul i64 %add104, %7
  %32 = getelementptr float, ptr addrspace(1) %2, i64 %mul105
  %p108 = getelementptr float, ptr addrspace(1) %32, i64 %add45
  %call109 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p108, i32 8)
  %x110 = extractelement <2 x float> %call109, i64 0
  %x111 = extractelement <2 x float> %call109, i64 1
  %add112 = or disjoint i64 %mul42, 3
  %mul113 = mul i64 %add112, %7
  %33 = getelementptr float, ptr addrspace(1) %2, i64 %mul113
  %p116 = getelementptr float, ptr addrspace(1) %33, i64 %add45
  %call117 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p116, i32 8)
  %x118 = extractelement <2 x float> %call117, i64 0
  %x119 = extractelement <2 x float> %call117, i64 1
  %add120 = or disjoint i64 %mul42, 4
  %mul121 = mul i64 %add120, %7
  %34 = getelementptr float, ptr addrspace(1) %2, i64 %mul121
  %p124 = getelementptr float, ptr addrspace(1) %34, i64 %add45
  %call125 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p124, i32 8)
  %x126 = extractelement <2 x float> %call125, i64 0
  %x127 = extractelement <2 x float> %call125, i64 1
  %add128 = or disjoint i64 %mul42, 5
  %mul129 = mul i64 %add128, %7
  %35 = getelementptr float, ptr addrspace(1) %2, i64 %mul129
  %p132 = getelementptr float, ptr addrspace(1) %35, i64 %add45
  %call133 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p132, i32 8)
  %x134 = extractelement <2 x float> %call133, i64 0
  %x135 = extractelement <2 x float> %call133, i64 1
  %add136 = or disjoint i64 %mul42, 6
  %mul137 = mul i64 %add136, %7
  %36 = getelementptr float, ptr addrspace(1) %2, i64 %mul137
  %p140 = getelementptr float, ptr addrspace(1) %36, i64 %add45
  %call141 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p140, i32 8)
  %x142 = extractelement <2 x float> %call141, i64 0
  %x143 = extractelement <2 x float> %call141, i64 1
  %add144 = or disjoint i64 %mul42, 7
  %mul145 = mul i64 %add144, %7
  %37 = getelementptr float, ptr addrspace(1) %2, i64 %mul145
  %p148 = getelementptr float, ptr addrspace(1) %37, i64 %add45
  %call149 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p148, i32 8)
  %x150 = extractelement <2 x float> %call149, i64 0
  %x151 = extractelement <2 x float> %call149, i64 1
  %invariant.gep3434 = getelementptr float, ptr addrspace(1) %2, i64 %add45
  %invariant.gep3442 = getelementptr float, ptr addrspace(1) %14, i64 %add45
  br label %tile.steps

else:                                             ; preds = %stride.body
  %add1544 = or disjoint i64 %add45, 1
  %call1548 = tail call i64 @llvm.smin.i64(i64 %add45, i64 %9)
  %call1549 = tail call i64 @llvm.smax.i64(i64 %call1548, i64 -1)
  %call1551 = tail call i64 @llvm.smin.i64(i64 %call1549, i64 %sub1550)
  %call1552 = tail call i64 @llvm.smax.i64(i64 %call1551, i64 0)
  %call1554 = tail call i64 @llvm.smin.i64(i64 %add1544, i64 %9)
  %call1555 = tail call i64 @llvm.smax.i64(i64 %call1554, i64 -1)
  %call1557 = tail call i64 @llvm.smin.i64(i64 %call1555, i64 %sub1550)
  %call1558 = tail call i64 @llvm.smax.i64(i64 %call1557, i64 0)
  %cmp1563 = icmp slt i64 %add45, %9
  %cmp1564 = icmp slt i64 %add1544, %9
  %add1569 = sub i64 %sub1568, %mul42
  %div15703418 = lshr i64 %add1569, 2
  %38 = tail call i64 @llvm.umin.i64(i64 %div15703418, i64 8)
  %sub1573 = add i64 %mul42, -4
  %call1576 = tail call i64 @llvm.smin.i64(i64 %sub1573, i64 %sub1568)
  %call1577 = tail call i64 @llvm.smax.i64(i64 %call1576, i64 -4)
  %call1579 = tail call i64 @llvm.smin.i64(i64 %call1577, i64 %sub1578)
  %call1580 = tail call i64 @llvm.smax.i64(i64 %call1579, i64 0)
  %mul1581 = mul i64 %call1580, %7
  %39 = getelementptr float, ptr addrspace(1) %2, i64 %mul1581
  %p1584 = getelementptr float, ptr addrspace(1) %39, i64 %call1552
  %v1585 = load float, ptr addrspace(1) %p1584, align 4
  %p1588 = getelementptr float, ptr addrspace(1) %39, i64 %call1558
  %v1589 = load float, ptr addrspace(1) %p1588, align 4
  %add1590 = add i64 %mul42, -3
  %call1592 = tail call i64 @llvm.smin.i64(i64 %add1590, i64 %sub1568)
  %call1593 = tail call i64 @llvm.smax.i64(i64 %call1592, i64 -4)
  %call1595 = tail call i64 @llvm.smin.i64(i64 %call1593, i64 %sub1578)
  %call1596 = tail call i64 @llvm.smax.i64(i64 %call1595, i64 0)
  %mul1597 = mul i64 %call1596, %7
  %40 = getelementptr float, ptr addrspace(1) %2, i64 %mul1597
  %p1600 = getelementptr float, ptr addrspace(1) %40, i64 %call1552
  %v1601 = load float, ptr addrspace(1) %p1600, align 4
  %p1604 = getelementptr float, ptr addrspace(1) %40, i64 %call1558
  %v1605 = load float, ptr addrspace(1) %p1604, align 4
  %add1606 = add i64 %mul42, -2
  %call1608 = tail call i64 @llvm.smin.i64(i64 %add1606, i64 %sub1568)
  %call1609 = tail call i64 @llvm.smax.i64(i64 %call1608, i64 -4)
  %call1611 = tail call i64 @llvm.smin.i64(i64 %call1609, i64 %sub1578)
  %call1612 = tail call i64 @llvm.smax.i64(i64 %call1611, i64 0)
  %mul1613 = mul i64 %call1612, %7
  %41 = getelementptr float, ptr addrspace(1) %2, i64 %mul1613
  %p1616 = getelementptr float, ptr addrspace(1) %41, i64 %call1552
  %v1617 = load float, ptr addrspace(1) %p1616, align 4
  %p1620 = getelementptr float, ptr addrspace(1) %41, i64 %call1558
  %v1621 = load float, ptr addrspace(1) %p1620, align 4
  %add1622 = add i64 %mul42, -1
  %call1624 = tail call i64 @llvm.smin.i64(i64 %add1622, i64 %sub1568)
  %call1625 = tail call i64 @llvm.smax.i64(i64 %call1624, i64 -4)
  %call1627 = tail call i64 @llvm.smin.i64(i64 %call1625, i64 %sub1578)
  %call1628 = tail call i64 @llvm.smax.i64(i64 %call1627, i64 0)
  %mul1629 = mul i64 %call1628, %7
  %42 = getelementptr float, ptr addrspace(1) %2, i64 %mul1629
  %p1632 = getelementptr float, ptr addrspace(1) %42, i64 %call1552
  %v1633 = load float, ptr addrspace(1) %p1632, align 4
  %p1636 = getelementptr float, ptr addrspace(1) %42, i64 %call1558
  %v1637 = load float, ptr addrspace(1) %p1636, align 4
  %call1640 = tail call i64 @llvm.smin.i64(i64 %mul42, i64 %sub1568)
  %call1641 = tail call i64 @llvm.smax.i64(i64 %call1640, i64 -4)
  %call1643 = tail call i64 @llvm.smin.i64(i64 %call1641, i64 %sub1578)
  %call1644 = tail call i64 @llvm.smax.i64(i64 %call1643, i64 0)
  %mul1645 = mul i64 %call1644, %7
  %43 = getelementptr float, ptr addrspace(1) %2, i64 %mul1645
  %p1648 = getelementptr float, ptr addrspace(1) %43, i64 %call1552
  %v1649 = load float, ptr addrspace(1) %p1648, align 4
  %p1652 = getelementptr float, ptr addrspace(1) %43, i64 %call1558
  %v1653 = load float, ptr addrspace(1) %p1652, align 4
  %add1654 = or disjoint i64 %mul42, 1
  %call1656 = tail call i64 @llvm.smin.i64(i64 %add1654, i64 %sub1568)
  %call1657 = tail call i64 @llvm.smax.i64(i64 %call1656, i64 -4)
  %call1659 = tail call i64 @llvm.smin.i64(i64 %call1657, i64 %sub1578)
  %call1660 = tail call i64 @llvm.smax.i64(i64 %call1659, i64 0)
  %mul1661 = mul i64 %call1660, %7
  %44 = getelementptr float, ptr addrspace(1) %2, i64 %mul1661
  %p1664 = getelementptr float, ptr addrspace(1) %44, i64 %call1552
  %v1665 = load float, ptr addrspace(1) %p1664, align 4
  %p1668 = getelementptr float, ptr addrspace(1) %44, i64 %call1558
  %v1669 = load float, ptr addrspace(1) %p1668, align 4
  %add1670 = or disjoint i64 %mul42, 2
  %call1672 = tail call i64 @llvm.smin.i64(i64 %add1670, i64 %sub1568)
  %call1673 = tail call i64 @llvm.smax.i64(i64 %call1672, i64 -4)
  %call1675 = tail call i64 @llvm.smin.i64(i64 %call1673, i64 %sub1578)
  %call1676 = tail call i64 @llvm.smax.i64(i64 %call1675, i64 0)
  %mul1677 = mul i64 %call1676, %7
  %45 = getelementptr float, ptr addrspace(1) %2, i64 %mul1677
  %p1680 = getelementptr float, ptr addrspace(1) %45, i64 %call1552
  %v1681 = load float, ptr addrspace(1) %p1680, align 4
  %p1684 = getelementptr float, ptr addrspace(1) %45, i64 %call1558
  %v1685 = load float, ptr addrspace(1) %p1684, align 4
  %add1686 = or disjoint i64 %mul42, 3
  %call1688 = tail call i64 @llvm.smin.i64(i64 %add1686, i64 %sub1568)
  %call1689 = tail call i64 @llvm.smax.i64(i64 %call1688, i64 -4)
  %call1691 = tail call i64 @llvm.smin.i64(i64 %call1689, i64 %sub1578)
  %call1692 = tail call i64 @llvm.smax.i64(i64 %call1691, i64 0)
  %mul1693 = mul i64 %call1692, %7
  %46 = getelementptr float, ptr addrspace(1) %2, i64 %mul1693
  %p1696 = getelementptr float, ptr addrspace(1) %46, i64 %call1552
  %v1697 = load float, ptr addrspace(1) %p1696, align 4
  %p1700 = getelementptr float, ptr addrspace(1) %46, i64 %call1558
  %v1701 = load float, ptr addrspace(1) %p1700, align 4
  %add1702 = or disjoint i64 %mul42, 4
  %call1704 = tail call i64 @llvm.smin.i64(i64 %add1702, i64 %sub1568)
  %call1705 = tail call i64 @llvm.smax.i64(i64 %call1704, i64 -4)
  %call1707 = tail call i64 @llvm.smin.i64(i64 %call1705, i64 %sub1578)
  %call1708 = tail call i64 @llvm.smax.i64(i64 %call1707, i64 0)
  %mul1709 = mul i64 %call1708, %7
  %47 = getelementptr float, ptr addrspace(1) %2, i64 %mul1709
  %p1712 = getelementptr float, ptr addrspace(1) %47, i64 %call1552
  %v1713 = load float, ptr addrspace(1) %p1712, align 4
  %p1716 = getelementptr float, ptr addrspace(1) %47, i64 %call1558
  %v1717 = load float, ptr addrspace(1) %p1716, align 4
  %add1718 = or disjoint i64 %mul42, 5
  %call1720 = tail call i64 @llvm.smin.i64(i64 %add1718, i64 %sub1568)
  %call1721 = tail call i64 @llvm.smax.i64(i64 %call1720, i64 -4)
  %call1723 = tail call i64 @llvm.smin.i64(i64 %call1721, i64 %sub1578)
  %call1724 = tail call i64 @llvm.smax.i64(i64 %call1723, i64 0)
  %mul1725 = mul i64 %call1724, %7
  %48 = getelementptr float, ptr addrspace(1) %2, i64 %mul1725
  %p1728 = getelementptr float, ptr addrspace(1) %48, i64 %call1552
  %v1729 = load float, ptr addrspace(1) %p1728, align 4
  %p1732 = getelementptr float, ptr addrspace(1) %48, i64 %call1558
  %v1733 = load float, ptr addrspace(1) %p1732, align 4
  %add1734 = or disjoint i64 %mul42, 6
  %call1736 = tail call i64 @llvm.smin.i64(i64 %add1734, i64 %sub1568)
  %call1737 = tail call i64 @llvm.smax.i64(i64 %call1736, i64 -4)
  %call1739 = tail call i64 @llvm.smin.i64(i64 %call1737, i64 %sub1578)
  %call1740 = tail call i64 @llvm.smax.i64(i64 %call1739, i64 0)
  %mul1741 = mul i64 %call1740, %7
  %49 = getelementptr float, ptr addrspace(1) %2, i64 %mul1741
  %p1744 = getelementptr float, ptr addrspace(1) %49, i64 %call1552
  %v1745 = load float, ptr addrspace(1) %p1744, align 4
  %p1748 = getelementptr float, ptr addrspace(1) %49, i64 %call1558
  %v1749 = load float, ptr addrspace(1) %p1748, align 4
  %add1750 = or disjoint i64 %mul42, 7
  %call1752 = tail call i64 @llvm.smin.i64(i64 %add1750, i64 %sub1568)
  %call1753 = tail call i64 @llvm.smax.i64(i64 %call1752, i64 -4)
  %call1755 = tail call i64 @llvm.smin.i64(i64 %call1753, i64 %sub1578)
  %call1756 = tail call i64 @llvm.smax.i64(i64 %call1755, i64 0)
  %mul1757 = mul i64 %call1756, %7
  %50 = getelementptr float, ptr addrspace(1) %2, i64 %mul1757
  %p1760 = getelementptr float, ptr addrspace(1) %50, i64 %call1552
  %v1761 = load float, ptr addrspace(1) %p1760, align 4
  %p1764 = getelementptr float, ptr addrspace(1) %50, i64 %call1558
  %v1765 = load float, ptr addrspace(1) %p1764, align 4
  %invariant.op = add nsw i64 %38, -4
  br label %tile.steps1766

endif:                                            ; preds = %endif2198, %endif2602, %endif3006, %endif3410, %endif1531
  %add3415 = add i64 %i, %warp8
  %cmp3416 = icmp slt i64 %add3415, %mul30
  br i1 %cmp3416, label %stride.body, label %stride.exit

tile.steps:                                       ; preds = %endif1531, %then
  %group = phi i64 [ 0, %then ], [ %add1535, %endif1531 ]
  %phi = phi float [ %x, %then ], [ %x533, %endif1531 ]
  %phi152 = phi float [ %x63, %then ], [ %x534, %endif1531 ]
  %phi153 = phi float [ %x70, %then ], [ %x541, %endif1531 ]
  %phi154 = phi float [ %x71, %then ], [ %x542, %endif1531 ]
  %phi155 = phi float [ %x78, %then ], [ %x549, %endif1531 ]
  %phi156 = phi float [ %x79, %then ], [ %x550, %endif1531 ]
  %phi157 = phi float [ %x86, %then ], [ %x557, %endif1531 ]
  %phi158 = phi float [ %x87, %then ], [ %x558, %endif1531 ]
  %phi159 = phi float [ %x94, %then ], [ %x873, %endif1531 ]
  %phi160 = phi float [ %x95, %then ], [ %x874, %endif1531 ]
  %phi161 = phi float [ %x102, %then ], [ %x881, %endif1531 ]
  %phi162 = phi float [ %x103, %then ], [ %x882, %endif1531 ]
  %phi163 = phi float [ %x110, %then ], [ %x889, %endif1531 ]
  %phi164 = phi float [ %x111, %then ], [ %x890, %endif1531 ]
  %phi165 = phi float [ %x118, %then ], [ %x897, %endif1531 ]
  %phi166 = phi float [ %x119, %then ], [ %x898, %endif1531 ]
  %phi167 = phi float [ %x126, %then ], [ %phi1239, %endif1531 ]
  %phi168 = phi float [ %x127, %then ], [ %phi1240, %endif1531 ]
  %phi169 = phi float [ %x134, %then ], [ %phi1241, %endif1531 ]
  %phi170 = phi float [ %x135, %then ], [ %phi1242, %endif1531 ]
  %phi171 = phi float [ %x142, %then ], [ %phi1243, %endif1531 ]
  %phi172 = phi float [ %x143, %then ], [ %phi1244, %endif1531 ]
  %phi173 = phi float [ %x150, %then ], [ %phi1245, %endif1531 ]
  %phi174 = phi float [ %x151, %then ], [ %phi1246, %endif1531 ]
  %mul185 = shl i64 %group, 4
  %add186 = add nuw nsw i64 %mul185, %mul42
  %add189 = or disjoint i64 %add186, 8
  %mul194 = mul i64 %add189, %7
  %gep3435 = getelementptr float, ptr addrspace(1) %invariant.gep3434, i64 %mul194
  %call198 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep3435, i32 8)
  %x199 = extractelement <2 x float> %call198, i64 0
  %x200 = extractelement <2 x float> %call198, i64 1
  %add201 = or disjoint i64 %add186, 9
  %mul202 = mul i64 %add201, %7
  %gep3437 = getelementptr float, ptr addrspace(1) %invariant.gep3434, i64 %mul202
  %call206 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep3437, i32 8)
  %x207 = extractelement <2 x float> %call206, i64 0
  %x208 = extractelement <2 x float> %call206, i64 1
  %add209 = or disjoint i64 %add186, 10
  %mul210 = mul i64 %add209, %7
  %gep3439 = getelementptr float, ptr addrspace(1) %invariant.gep3434, i64 %mul210
  %call214 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep3439, i32 8)
  %x215 = extractelement <2 x float> %call214, i64 0
  %x216 = extractelement <2 x float> %call214, i64 1
  %add217 = or disjoint i64 %add186, 11
  %mul218 = mul i64 %add217, %7
  %gep3441 = getelementptr float, ptr addrspace(1) %invariant.gep3434, i64 %mul218
  %call222 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep3441, i32 8)
  %x223 = extractelement <2 x float> %call222, i64 0
  %x224 = extractelement <2 x float> %call222, i64 1
  %51 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul = fmul float %phi152, %51
  %52 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call233 = tail call float @llvm.fma.f32(float %phi154, float %52, float %fmul)
  %53 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call234 = tail call float @llvm.fma.f32(float %phi156, float %53, float %call233)
  %54 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call235 = tail call float @llvm.fma.f32(float %phi158, float %54, float %call234)
  %55 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call236 = tail call float @llvm.fma.f32(float %phi160, float %55, float %call235)
  %56 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call237 = tail call float @llvm.fma.f32(float %phi162, float %56, float %call236)
  %57 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call238 = tail call float @llvm.fma.f32(float %phi164, float %57, float %call237)
  %58 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call239 = tail call float @llvm.fma.f32(float %phi166, float %58, float %call238)
  %59 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call240 = tail call float @llvm.fma.f32(float %phi168, float %59, float %call239)
  %bits = bitcast float %call240 to i32
  %call241 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits, i32 1, i32 0)
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
  %78 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %79 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %80 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %81 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %82 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %83 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %84 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %85 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %86 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %87 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %88 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %89 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %90 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %91 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %92 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %93 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %94 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %95 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %96 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul280 = fmul float %phi, %96
  %97 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call281 = tail call float @llvm.fma.f32(float %phi153, float %97, float %fmul280)
  %98 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call282 = tail call float @llvm.fma.f32(float %phi155, float %98, float %call281)
  %99 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call283 = tail call float @llvm.fma.f32(float %phi157, float %99, float %call282)
  %100 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call284 = tail call float @llvm.fma.f32(float %phi159, float %100, float %call283)
  %101 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call285 = tail call float @llvm.fma.f32(float %phi161, float %101, float %call284)
  %102 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call286 = tail call float @llvm.fma.f32(float %phi163, float %102, float %call285)
  %103 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call287 = tail call float @llvm.fma.f32(float %phi165, float %103, float %call286)
  %104 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call288 = tail call float @llvm.fma.f32(float %phi167, float %104, float %call287)
  %bits289 = bitcast float %call288 to i32
  %call290 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits289, i32 1, i32 31)
  switch i64 %lane, label %then296 [
    i64 31, label %endif297
    i64 0, label %endif297
  ]

then296:                                          ; preds = %tile.steps
  %mul294 = mul i64 %add186, %9
  %fmul261 = fmul float %phi, %78
  %call262 = tail call float @llvm.fma.f32(float %phi153, float %79, float %fmul261)
  %call263 = tail call float @llvm.fma.f32(float %phi155, float %80, float %call262)
  %call264 = tail call float @llvm.fma.f32(float %phi157, float %81, float %call263)
  %call265 = tail call float @llvm.fma.f32(float %phi159, float %82, float %call264)
  %call266 = tail call float @llvm.fma.f32(float %phi161, float %83, float %call265)
  %call267 = tail call float @llvm.fma.f32(float %phi163, float %84, float %call266)
  %call268 = tail call float @llvm.fma.f32(float %phi165, float %85, float %call267)
  %call269 = tail call float @llvm.fma.f32(float %phi167, float %86, float %call268)
  %fmul270 = fmul float %phi152, %87
  %call271 = tail call float @llvm.fma.f32(float %phi154, float %88, float %fmul270)
  %call272 = tail call float @llvm.fma.f32(float %phi156, float %89, float %call271)
  %call273 = tail call float @llvm.fma.f32(float %phi158, float %90, float %call272)
  %call274 = tail call float @llvm.fma.f32(float %phi160, float %91, float %call273)
  %call275 = tail call float @llvm.fma.f32(float %phi162, float %92, float %call274)
  %call276 = tail call float @llvm.fma.f32(float %phi164, float %93, float %call275)
  %call277 = tail call float @llvm.fma.f32(float %phi166, float %94, float %call276)
  %call278 = tail call float @llvm.fma.f32(float %phi168, float %95, float %call277)
  %fadd279 = fadd float %call269, %call278
  %leaf291 = bitcast i32 %call290 to float
  %fadd292 = fadd float %fadd279, %leaf291
  %leaf = bitcast i32 %call241 to float
  %fmul242 = fmul float %phi, %60
  %call243 = tail call float @llvm.fma.f32(float %phi153, float %61, float %fmul242)
  %call244 = tail call float @llvm.fma.f32(float %phi155, float %62, float %call243)
  %call245 = tail call float @llvm.fma.f32(float %phi157, float %63, float %call244)
  %call246 = tail call float @llvm.fma.f32(float %phi159, float %64, float %call245)
  %call247 = tail call float @llvm.fma.f32(float %phi161, float %65, float %call246)
  %call248 = tail call float @llvm.fma.f32(float %phi163, float %66, float %call247)
  %call249 = tail call float @llvm.fma.f32(float %phi165, float %67, float %call248)
  %call250 = tail call float @llvm.fma.f32(float %phi167, float %68, float %call249)
  %fmul251 = fmul float %phi152, %69
  %call252 = tail call float @llvm.fma.f32(float %phi154, float %70, float %fmul251)
  %call253 = tail call float @llvm.fma.f32(float %phi156, float %71, float %call252)
  %call254 = tail call float @llvm.fma.f32(float %phi158, float %72, float %call253)
  %call255 = tail call float @llvm.fma.f32(float %phi160, float %73, float %call254)
  %call256 = tail call float @llvm.fma.f32(float %phi162, float %74, float %call255)
  %call257 = tail call float @llvm.fma.f32(float %phi164, float %75, float %call256)
  %call258 = tail call float @llvm.fma.f32(float %phi166, float %76, float %call257)
  %call259 = tail call float @llvm.fma.f32(float %phi168, float %77, float %call258)
  %fadd = fadd float %call250, %call259
  %fadd260 = fadd float %fadd, %leaf
  %v = insertelement <2 x float> poison, float %fadd260, i64 0
  %v298 = insertelement <2 x float> %v, float %fadd292, i64 1
  %gep3443 = getelementptr float, ptr addrspace(1) %invariant.gep3442, i64 %mul294
  store <2 x float> %v298, ptr addrspace(1) %gep3443, align 8
  br label %endif297

endif297:                                         ; preds = %tile.steps, %tile.steps, %then296
  %105 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul300 = fmul float %phi154, %105
  %106 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call301 = tail call float @llvm.fma.f32(float %phi156, float %106, float %fmul300)
  %107 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call302 = tail call float @llvm.fma.f32(float %phi158, float %107, float %call301)
  %108 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call303 = tail call float @llvm.fma.f32(float %phi160, float %108, float %call302)
  %109 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call304 = tail call float @llvm.fma.f32(float %phi162, float %109, float %call303)
  %110 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call305 = tail call float @llvm.fma.f32(float %phi164, float %110, float %call304)
  %111 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call306 = tail call float @llvm.fma.f32(float %phi166, float %111, float %call305)
  %112 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call307 = tail call float @llvm.fma.f32(float %phi168, float %112, float %call306)
  %113 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call308 = tail call float @llvm.fma.f32(float %phi170, float %113, float %call307)
  %bits309 = bitcast float %call308 to i32
  %call310 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits309, i32 1, i32 0)
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
  %132 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %133 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %134 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %135 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %136 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %137 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %138 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %139 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %140 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %141 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %142 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %143 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %144 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %145 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %146 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %147 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %148 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %149 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %150 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul351 = fmul float %phi153, %150
  %151 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call352 = tail call float @llvm.fma.f32(float %phi155, float %151, float %fmul351)
  %152 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call353 = tail call float @llvm.fma.f32(float %phi157, float %152, float %call352)
  %153 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call354 = tail call float @llvm.fma.f32(float %phi159, float %153, float %call353)
  %154 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call355 = tail call float @llvm.fma.f32(float %phi161, float %154, float %call354)
  %155 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call356 = tail call float @llvm.fma.f32(float %phi163, float %155, float %call355)
  %156 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call357 = tail call float @llvm.fma.f32(float %phi165, float %156, float %call356)
  %157 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call358 = tail call float @llvm.fma.f32(float %phi167, float %157, float %call357)
  %158 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call359 = tail call float @llvm.fma.f32(float %phi169, float %158, float %call358)
  %bits360 = bitcast float %call359 to i32
  %call361 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits360, i32 1, i32 31)
  switch i64 %lane, label %then367 [
    i64 31, label %endif368
    i64 0, label %endif368
  ]

then367:                                          ; preds = %endif297
  %add364 = or disjoint i64 %add186, 1
  %mul365 = mul i64 %add364, %9
  %fmul332 = fmul float %phi153, %132
  %call333 = tail call float @llvm.fma.f32(float %phi155, float %133, float %fmul332)
  %call334 = tail call float @llvm.fma.f32(float %phi157, float %134, float %call333)
  %call335 = tail call float @llvm.fma.f32(float %phi159, float %135, float %call334)
  %call336 = tail call float @llvm.fma.f32(float %phi161, float %136, float %call335)
  %call337 = tail call float @llvm.fma.f32(float %phi163, float %137, float %call336)
  %call338 = tail call float @llvm.fma.f32(float %phi165, float %138, float %call337)
  %call339 = tail call float @llvm.fma.f32(float %phi167, float %139, float %call338)
  %call340 = tail call float @llvm.fma.f32(float %phi169, float %140, float %call339)
  %fmul341 = fmul float %phi154, %141
  %call342 = tail call float @llvm.fma.f32(float %phi156, float %142, float %fmul341)
  %call343 = tail call float @llvm.fma.f32(float %phi158, float %143, float %call342)
  %call344 = tail call float @llvm.fma.f32(float %phi160, float %144, float %call343)
  %call345 = tail call float @llvm.fma.f32(float %phi162, float %145, float %call344)
  %call346 = tail call float @llvm.fma.f32(float %phi164, float %146, float %call345)
  %call347 = tail call float @llvm.fma.f32(float %phi166, float %147, float %call346)
  %call348 = tail call float @llvm.fma.f32(float %phi168, float %148, float %call347)
  %call349 = tail call float @llvm.fma.f32(float %phi170, float %149, float %call348)
  %fadd350 = fadd float %call340, %call349
  %leaf362 = bitcast i32 %call361 to float
  %fadd363 = fadd float %fadd350, %leaf362
  %leaf311 = bitcast i32 %call310 to float
  %fmul312 = fmul float %phi153, %114
  %call313 = tail call float @llvm.fma.f32(float %phi155, float %115, float %fmul312)
  %call314 = tail call float @llvm.fma.f32(float %phi157, float %116, float %call313)
  %call315 = tail call float @llvm.fma.f32(float %phi159, float %117, float %call314)
  %call316 = tail call float @llvm.fma.f32(float %phi161, float %118, float %call315)
  %call317 = tail call float @llvm.fma.f32(float %phi163, float %119, float %call316)
  %call318 = tail call float @llvm.fma.f32(float %phi165, float %120, float %call317)
  %call319 = tail call float @llvm.fma.f32(float %phi167, float %121, float %call318)
  %call320 = tail call float @llvm.fma.f32(float %phi169, float %122, float %call319)
  %fmul321 = fmul float %phi154, %123
  %call322 = tail call float @llvm.fma.f32(float %phi156, float %124, float %fmul321)
  %call323 = tail call float @llvm.fma.f32(float %phi158, float %125, float %call322)
  %call324 = tail call float @llvm.fma.f32(float %phi160, float %126, float %call323)
  %call325 = tail call float @llvm.fma.f32(float %phi162, float %127, float %call324)
  %call326 = tail call float @llvm.fma.f32(float %phi164, float %128, float %call325)
  %call327 = tail call float @llvm.fma.f32(float %phi166, float %129, float %call326)
  %call328 = tail call float @llvm.fma.f32(float %phi168, float %130, float %call327)
  %call329 = tail call float @llvm.fma.f32(float %phi170, float %131, float %call328)
  %fadd330 = fadd float %call320, %call329
  %fadd331 = fadd float %fadd330, %leaf311
  %v369 = insertelement <2 x float> poison, float %fadd331, i64 0
  %v370 = insertelement <2 x float> %v369, float %fadd363, i64 1
  %gep3445 = getelementptr float, ptr addrspace(1) %invariant.gep3442, i64 %mul365
  store <2 x float> %v370, ptr addrspace(1) %gep3445, align 8
  br label %endif368

endif368:                                         ; preds = %endif297, %endif297, %then367
  %159 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul372 = fmul float %phi156, %159
  %160 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call373 = tail call float @llvm.fma.f32(float %phi158, float %160, float %fmul372)
  %161 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call374 = tail call float @llvm.fma.f32(float %phi160, float %161, float %call373)
  %162 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call375 = tail call float @llvm.fma.f32(float %phi162, float %162, float %call374)
  %163 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call376 = tail call float @llvm.fma.f32(float %phi164, float %163, float %call375)
  %164 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call377 = tail call float @llvm.fma.f32(float %phi166, float %164, float %call376)
  %165 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call378 = tail call float @llvm.fma.f32(float %phi168, float %165, float %call377)
  %166 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call379 = tail call float @llvm.fma.f32(float %phi170, float %166, float %call378)
  %167 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call380 = tail call float @llvm.fma.f32(float %phi172, float %167, float %call379)
  %bits381 = bitcast float %call380 to i32
  %call382 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits381, i32 1, i32 0)
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
  %186 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %187 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %188 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %189 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %190 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %191 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %192 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %193 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %194 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %195 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %196 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %197 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %198 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %199 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %200 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %201 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %202 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %203 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %204 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul423 = fmul float %phi155, %204
  %205 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call424 = tail call float @llvm.fma.f32(float %phi157, float %205, float %fmul423)
  %206 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call425 = tail call float @llvm.fma.f32(float %phi159, float %206, float %call424)
  %207 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call426 = tail call float @llvm.fma.f32(float %phi161, float %207, float %call425)
  %208 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call427 = tail call float @llvm.fma.f32(float %phi163, float %208, float %call426)
  %209 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call428 = tail call float @llvm.fma.f32(float %phi165, float %209, float %call427)
  %210 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call429 = tail call float @llvm.fma.f32(float %phi167, float %210, float %call428)
  %211 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call430 = tail call float @llvm.fma.f32(float %phi169, float %211, float %call429)
  %212 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call431 = tail call float @llvm.fma.f32(float %phi171, float %212, float %call430)
  %bits432 = bitcast float %call431 to i32
  %call433 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits432, i32 1, i32 31)
  switch i64 %lane, label %then439 [
    i64 31, label %endif440
    i64 0, label %endif440
  ]

then439:                                          ; preds = %endif368
  %add436 = or disjoint i64 %add186, 2
  %mul437 = mul i64 %add436, %9
  %fmul404 = fmul float %phi155, %186
  %call405 = tail call float @llvm.fma.f32(float %phi157, float %187, float %fmul404)
  %call406 = tail call float @llvm.fma.f32(float %phi159, float %188, float %call405)
  %call407 = tail call float @llvm.fma.f32(float %phi161, float %189, float %call406)
  %call408 = tail call float @llvm.fma.f32(float %phi163, float %190, float %call407)
  %call409 = tail call float @llvm.fma.f32(float %phi165, float %191, float %call408)
  %call410 = tail call float @llvm.fma.f32(float %phi167, float %192, float %call409)
  %call411 = tail call float @llvm.fma.f32(float %phi169, float %193, float %call410)
  %call412 = tail call float @llvm.fma.f32(float %phi171, float %194, float %call411)
  %fmul413 = fmul float %phi156, %195
  %call414 = tail call float @llvm.fma.f32(float %phi158, float %196, float %fmul413)
  %call415 = tail call float @llvm.fma.f32(float %phi160, float %197, float %call414)
  %call416 = tail call float @llvm.fma.f32(float %phi162, float %198, float %call415)
  %call417 = tail call float @llvm.fma.f32(float %phi164, float %199, float %call416)
  %call418 = tail call float @llvm.fma.f32(float %phi166, float %200, float %call417)
  %call419 = tail call float @llvm.fma.f32(float %phi168, float %201, float %call418)
  %call420 = tail call float @llvm.fma.f32(float %phi170, float %202, float %call419)
  %call421 = tail call float @llvm.fma.f32(float %phi172, float %203, float %call420)
  %fadd422 = fadd float %call412, %call421
  %leaf434 = bitcast i32 %call433 to float
  %fadd435 = fadd float %fadd422, %leaf434
  %leaf383 = bitcast i32 %call382 to float
  %fmul384 = fmul float %phi155, %168
  %call385 = tail call float @llvm.fma.f32(float %phi157, float %169, float %fmul384)
  %call386 = tail call float @llvm.fma.f32(float %phi159, float %170, float %call385)
  %call387 = tail call float @llvm.fma.f32(float %phi161, float %171, float %call386)
  %call388 = tail call float @llvm.fma.f32(float %phi163, float %172, float %call387)
  %call389 = tail call float @llvm.fma.f32(float %phi165, float %173, float %call388)
  %call390 = tail call float @llvm.fma.f32(float %phi167, float %174, float %call389)
  %call391 = tail call float @llvm.fma.f32(float %phi169, float %175, float %call390)
  %call392 = tail call float @llvm.fma.f32(float %phi171, float %176, float %call391)
  %fmul393 = fmul float %phi156, %177
  %call394 = tail call float @llvm.fma.f32(float %phi158, float %178, float %fmul393)
  %call395 = tail call float @llvm.fma.f32(float %phi160, float %179, float %call394)
  %call396 = tail call float @llvm.fma.f32(float %phi162, float %180, float %call395)
  %call397 = tail call float @llvm.fma.f32(float %phi164, float %181, float %call396)
  %call398 = tail call float @llvm.fma.f32(float %phi166, float %182, float %call397)
  %call399 = tail call float @llvm.fma.f32(float %phi168, float %183, float %call398)
  %call400 = tail call float @llvm.fma.f32(float %phi170, float %184, float %call399)
  %call401 = tail call float @llvm.fma.f32(float %phi172, float %185, float %call400)
  %fadd402 = fadd float %call392, %call401
  %fadd403 = fadd float %fadd402, %leaf383
  %v441 = insertelement <2 x float> poison, float %fadd403, i64 0
  %v442 = insertelement <2 x float> %v441, float %fadd435, i64 1
  %gep3447 = getelementptr float, ptr addrspace(1) %invariant.gep3442, i64 %mul437
  store <2 x float> %v442, ptr addrspace(1) %gep3447, align 8
  br label %endif440

endif440:                                         ; preds = %endif368, %endif368, %then439
  %213 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul444 = fmul float %phi158, %213
  %214 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call445 = tail call float @llvm.fma.f32(float %phi160, float %214, float %fmul444)
  %215 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call446 = tail call float @llvm.fma.f32(float %phi162, float %215, float %call445)
  %216 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call447 = tail call float @llvm.fma.f32(float %phi164, float %216, float %call446)
  %217 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call448 = tail call float @llvm.fma.f32(float %phi166, float %217, float %call447)
  %218 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call449 = tail call float @llvm.fma.f32(float %phi168, float %218, float %call448)
  %219 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call450 = tail call float @llvm.fma.f32(float %phi170, float %219, float %call449)
  %220 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call451 = tail call float @llvm.fma.f32(float %phi172, float %220, float %call450)
  %221 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call452 = tail call float @llvm.fma.f32(float %phi174, float %221, float %call451)
  %bits453 = bitcast float %call452 to i32
  %call454 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits453, i32 1, i32 0)
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
  %240 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %241 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %242 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %243 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %244 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %245 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %246 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %247 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %248 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %249 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %250 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %251 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %252 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %253 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %254 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %255 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %256 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %257 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %258 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul495 = fmul float %phi157, %258
  %259 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call496 = tail call float @llvm.fma.f32(float %phi159, float %259, float %fmul495)
  %260 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call497 = tail call float @llvm.fma.f32(float %phi161, float %260, float %call496)
  %261 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call498 = tail call float @llvm.fma.f32(float %phi163, float %261, float %call497)
  %262 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call499 = tail call float @llvm.fma.f32(float %phi165, float %262, float %call498)
  %263 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call500 = tail call float @llvm.fma.f32(float %phi167, float %263, float %call499)
  %264 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call501 = tail call float @llvm.fma.f32(float %phi169, float %264, float %call500)
  %265 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call502 = tail call float @llvm.fma.f32(float %phi171, float %265, float %call501)
  %266 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call503 = tail call float @llvm.fma.f32(float %phi173, float %266, float %call502)
  %bits504 = bitcast float %call503 to i32
  %call505 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits504, i32 1, i32 31)
  switch i64 %lane, label %then511 [
    i64 31, label %tile.step
    i64 0, label %tile.step
  ]

then511:                                          ; preds = %endif440
  %add508 = or disjoint i64 %add186, 3
  %mul509 = mul i64 %add508, %9
  %fmul476 = fmul float %phi157, %240
  %call477 = tail call float @llvm.fma.f32(float %phi159, float %241, float %fmul476)
  %call478 = tail call float @llvm.fma.f32(float %phi161, float %242, float %call477)
  %call479 = tail call float @llvm.fma.f32(float %phi163, float %243, float %call478)
  %call480 = tail call float @llvm.fma.f32(float %phi165, float %244, float %call479)
  %call481 = tail call float @llvm.fma.f32(float %phi167, float %245, float %call480)
  %call482 = tail call float @llvm.fma.f32(float %phi169, float %246, float %call481)
  %call483 = tail call float @llvm.fma.f32(float %phi171, float %247, float %call482)
  %call484 = tail call float @llvm.fma.f32(float %phi173, float %248, float %call483)
  %fmul485 = fmul float %phi158, %249
  %call486 = tail call float @llvm.fma.f32(float %phi160, float %250, float %fmul485)
  %call487 = tail call float @llvm.fma.f32(float %phi162, float %251, float %call486)
  %call488 = tail call float @llvm.fma.f32(float %phi164, float %252, float %call487)
  %call489 = tail call float @llvm.fma.f32(float %phi166, float %253, float %call488)
  %call490 = tail call float @llvm.fma.f32(float %phi168, float %254, float %call489)
  %call491 = tail call float @llvm.fma.f32(float %phi170, float %255, float %call490)
  %call492 = tail call float @llvm.fma.f32(float %phi172, float %256, float %call491)
  %call493 = tail call float @llvm.fma.f32(float %phi174, float %257, float %call492)
  %fadd494 = fadd float %call484, %call493
  %leaf506 = bitcast i32 %call505 to float
  %fadd507 = fadd float %fadd494, %leaf506
  %leaf455 = bitcast i32 %call454 to float
  %fmul456 = fmul float %phi157, %222
  %call457 = tail call float @llvm.fma.f32(float %phi159, float %223, float %fmul456)
  %call458 = tail call float @llvm.fma.f32(float %phi161, float %224, float %call457)
  %call459 = tail call float @llvm.fma.f32(float %phi163, float %225, float %call458)
  %call460 = tail call float @llvm.fma.f32(float %phi165, float %226, float %call459)
  %call461 = tail call float @llvm.fma.f32(float %phi167, float %227, float %call460)
  %call462 = tail call float @llvm.fma.f32(float %phi169, float %228, float %call461)
  %call463 = tail call float @llvm.fma.f32(float %phi171, float %229, float %call462)
  %call464 = tail call float @llvm.fma.f32(float %phi173, float %230, float %call463)
  %fmul465 = fmul float %phi158, %231
  %call466 = tail call float @llvm.fma.f32(float %phi160, float %232, float %fmul465)
  %call467 = tail call float @llvm.fma.f32(float %phi162, float %233, float %call466)
  %call468 = tail call float @llvm.fma.f32(float %phi164, float %234, float %call467)
  %call469 = tail call float @llvm.fma.f32(float %phi166, float %235, float %call468)
  %call470 = tail call float @llvm.fma.f32(float %phi168, float %236, float %call469)
  %call471 = tail call float @llvm.fma.f32(float %phi170, float %237, float %call470)
  %call472 = tail call float @llvm.fma.f32(float %phi172, float %238, float %call471)
  %call473 = tail call float @llvm.fma.f32(float %phi174, float %239, float %call472)
  %fadd474 = fadd float %call464, %call473
  %fadd475 = fadd float %fadd474, %leaf455
  %v513 = insertelement <2 x float> poison, float %fadd475, i64 0
  %v514 = insertelement <2 x float> %v513, float %fadd507, i64 1
  %gep3449 = getelementptr float, ptr addrspace(1) %invariant.gep3442, i64 %mul509
  store <2 x float> %v514, ptr addrspace(1) %gep3449, align 8
  br label %tile.step

tile.step:                                        ; preds = %then511, %endif440, %endif440
  %add187 = shl i64 %group, 4
  %mul519 = or disjoint i64 %add187, 4
  %add520 = add nuw nsw i64 %mul519, %mul42
  %add523 = or disjoint i64 %add520, 8
  %mul528 = mul i64 %add523, %7
  %gep3451 = getelementptr float, ptr addrspace(1) %invariant.gep3434, i64 %mul528
  %call532 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep3451, i32 8)
  %x533 = extractelement <2 x float> %call532, i64 0
  %x534 = extractelement <2 x float> %call532, i64 1
  %add535 = or disjoint i64 %add520, 9
  %mul536 = mul i64 %add535, %7
  %gep3453 = getelementptr float, ptr addrspace(1) %invariant.gep3434, i64 %mul536
  %call540 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep3453, i32 8)
  %x541 = extractelement <2 x float> %call540, i64 0
  %x542 = extractelement <2 x float> %call540, i64 1
  %add543 = or disjoint i64 %add520, 10
  %mul544 = mul i64 %add543, %7
  %gep3455 = getelementptr float, ptr addrspace(1) %invariant.gep3434, i64 %mul544
  %call548 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep3455, i32 8)
  %x549 = extractelement <2 x float> %call548, i64 0
  %x550 = extractelement <2 x float> %call548, i64 1
  %add551 = or disjoint i64 %add520, 11
  %mul552 = mul i64 %add551, %7
  %gep3457 = getelementptr float, ptr addrspace(1) %invariant.gep3434, i64 %mul552
  %call556 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep3457, i32 8)
  %x557 = extractelement <2 x float> %call556, i64 0
  %x558 = extractelement <2 x float> %call556, i64 1
  %267 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul567 = fmul float %phi160, %267
  %268 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call568 = tail call float @llvm.fma.f32(float %phi162, float %268, float %fmul567)
  %269 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call569 = tail call float @llvm.fma.f32(float %phi164, float %269, float %call568)
  %270 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call570 = tail call float @llvm.fma.f32(float %phi166, float %270, float %call569)
  %271 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call571 = tail call float @llvm.fma.f32(float %phi168, float %271, float %call570)
  %272 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call572 = tail call float @llvm.fma.f32(float %phi170, float %272, float %call571)
  %273 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call573 = tail call float @llvm.fma.f32(float %phi172, float %273, float %call572)
  %274 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call574 = tail call float @llvm.fma.f32(float %phi174, float %274, float %call573)
  %275 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call575 = tail call float @llvm.fma.f32(float %x200, float %275, float %call574)
  %bits576 = bitcast float %call575 to i32
  %call577 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits576, i32 1, i32 0)
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
  %294 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %295 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %296 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %297 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %298 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %299 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %300 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %301 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %302 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %303 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %304 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %305 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %306 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %307 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %308 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %309 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %310 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %311 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %312 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul618 = fmul float %phi159, %312
  %313 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call619 = tail call float @llvm.fma.f32(float %phi161, float %313, float %fmul618)
  %314 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call620 = tail call float @llvm.fma.f32(float %phi163, float %314, float %call619)
  %315 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call621 = tail call float @llvm.fma.f32(float %phi165, float %315, float %call620)
  %316 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call622 = tail call float @llvm.fma.f32(float %phi167, float %316, float %call621)
  %317 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call623 = tail call float @llvm.fma.f32(float %phi169, float %317, float %call622)
  %318 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call624 = tail call float @llvm.fma.f32(float %phi171, float %318, float %call623)
  %319 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call625 = tail call float @llvm.fma.f32(float %phi173, float %319, float %call624)
  %320 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call626 = tail call float @llvm.fma.f32(float %x199, float %320, float %call625)
  %bits627 = bitcast float %call626 to i32
  %call628 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits627, i32 1, i32 31)
  switch i64 %lane, label %then634 [
    i64 31, label %endif635
    i64 0, label %endif635
  ]

then634:                                          ; preds = %tile.step
  %mul632 = mul i64 %add520, %9
  %fmul599 = fmul float %phi159, %294
  %call600 = tail call float @llvm.fma.f32(float %phi161, float %295, float %fmul599)
  %call601 = tail call float @llvm.fma.f32(float %phi163, float %296, float %call600)
  %call602 = tail call float @llvm.fma.f32(float %phi165, float %297, float %call601)
  %call603 = tail call float @llvm.fma.f32(float %phi167, float %298, float %call602)
  %call604 = tail call float @llvm.fma.f32(float %phi169, float %299, float %call603)
  %call605 = tail call float @llvm.fma.f32(float %phi171, float %300, float %call604)
  %call606 = tail call float @llvm.fma.f32(float %phi173, float %301, float %call605)
  %call607 = tail call float @llvm.fma.f32(float %x199, float %302, float %call606)
  %fmul608 = fmul float %phi160, %303
  %call609 = tail call float @llvm.fma.f32(float %phi162, float %304, float %fmul608)
  %call610 = tail call float @llvm.fma.f32(float %phi164, float %305, float %call609)
  %call611 = tail call float @llvm.fma.f32(float %phi166, float %306, float %call610)
  %call612 = tail call float @llvm.fma.f32(float %phi168, float %307, float %call611)
  %call613 = tail call float @llvm.fma.f32(float %phi170, float %308, float %call612)
  %call614 = tail call float @llvm.fma.f32(float %phi172, float %309, float %call613)
  %call615 = tail call float @llvm.fma.f32(float %phi174, float %310, float %call614)
  %call616 = tail call float @llvm.fma.f32(float %x200, float %311, float %call615)
  %fadd617 = fadd float %call607, %call616
  %leaf629 = bitcast i32 %call628 to float
  %fadd630 = fadd float %fadd617, %leaf629
  %leaf578 = bitcast i32 %call577 to float
  %fmul579 = fmul float %phi159, %276
  %call580 = tail call float @llvm.fma.f32(float %phi161, float %277, float %fmul579)
  %call581 = tail call float @llvm.fma.f32(float %phi163, float %278, float %call580)
  %call582 = tail call float @llvm.fma.f32(float %phi165, float %279, float %call581)
  %call583 = tail call float @llvm.fma.f32(float %phi167, float %280, float %call582)
  %call584 = tail call float @llvm.fma.f32(float %phi169, float %281, float %call583)
  %call585 = tail call float @llvm.fma.f32(float %phi171, float %282, float %call584)
  %call586 = tail call float @llvm.fma.f32(float %phi173, float %283, float %call585)
  %call587 = tail call float @llvm.fma.f32(float %x199, float %284, float %call586)
  %fmul588 = fmul float %phi160, %285
  %call589 = tail call float @llvm.fma.f32(float %phi162, float %286, float %fmul588)
  %call590 = tail call float @llvm.fma.f32(float %phi164, float %287, float %call589)
  %call591 = tail call float @llvm.fma.f32(float %phi166, float %288, float %call590)
  %call592 = tail call float @llvm.fma.f32(float %phi168, float %289, float %call591)
  %call593 = tail call float @llvm.fma.f32(float %phi170, float %290, float %call592)
  %call594 = tail call float @llvm.fma.f32(float %phi172, float %291, float %call593)
  %call595 = tail call float @llvm.fma.f32(float %phi174, float %292, float %call594)
  %call596 = tail call float @llvm.fma.f32(float %x200, float %293, float %call595)
  %fadd597 = fadd float %call587, %call596
  %fadd598 = fadd float %fadd597, %leaf578
  %v636 = insertelement <2 x float> poison, float %fadd598, i64 0
  %v637 = insertelement <2 x float> %v636, float %fadd630, i64 1
  %gep3459 = getelementptr float, ptr addrspace(1) %invariant.gep3442, i64 %mul632
  store <2 x float> %v637, ptr addrspace(1) %gep3459, align 8
  br label %endif635

endif635:                                         ; preds = %tile.step, %tile.step, %then634
  %321 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul639 = fmul float %phi162, %321
  %322 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call640 = tail call float @llvm.fma.f32(float %phi164, float %322, float %fmul639)
  %323 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call641 = tail call float @llvm.fma.f32(float %phi166, float %323, float %call640)
  %324 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call642 = tail call float @llvm.fma.f32(float %phi168, float %324, float %call641)
  %325 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call643 = tail call float @llvm.fma.f32(float %phi170, float %325, float %call642)
  %326 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call644 = tail call float @llvm.fma.f32(float %phi172, float %326, float %call643)
  %327 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call645 = tail call float @llvm.fma.f32(float %phi174, float %327, float %call644)
  %328 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call646 = tail call float @llvm.fma.f32(float %x200, float %328, float %call645)
  %329 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call647 = tail call float @llvm.fma.f32(float %x208, float %329, float %call646)
  %bits648 = bitcast float %call647 to i32
  %call649 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits648, i32 1, i32 0)
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
  %348 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %349 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %350 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %351 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %352 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %353 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %354 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %355 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %356 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %357 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %358 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %359 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %360 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %361 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %362 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %363 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %364 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %365 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %366 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul690 = fmul float %phi161, %366
  %367 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call691 = tail call float @llvm.fma.f32(float %phi163, float %367, float %fmul690)
  %368 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call692 = tail call float @llvm.fma.f32(float %phi165, float %368, float %call691)
  %369 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call693 = tail call float @llvm.fma.f32(float %phi167, float %369, float %call692)
  %370 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call694 = tail call float @llvm.fma.f32(float %phi169, float %370, float %call693)
  %371 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call695 = tail call float @llvm.fma.f32(float %phi171, float %371, float %call694)
  %372 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call696 = tail call float @llvm.fma.f32(float %phi173, float %372, float %call695)
  %373 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call697 = tail call float @llvm.fma.f32(float %x199, float %373, float %call696)
  %374 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call698 = tail call float @llvm.fma.f32(float %x207, float %374, float %call697)
  %bits699 = bitcast float %call698 to i32
  %call700 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits699, i32 1, i32 31)
  switch i64 %lane, label %then706 [
    i64 31, label %endif707
    i64 0, label %endif707
  ]

then706:                                          ; preds = %endif635
  %add703 = or disjoint i64 %add520, 1
  %mul704 = mul i64 %add703, %9
  %fmul671 = fmul float %phi161, %348
  %call672 = tail call float @llvm.fma.f32(float %phi163, float %349, float %fmul671)
  %call673 = tail call float @llvm.fma.f32(float %phi165, float %350, float %call672)
  %call674 = tail call float @llvm.fma.f32(float %phi167, float %351, float %call673)
  %call675 = tail call float @llvm.fma.f32(float %phi169, float %352, float %call674)
  %call676 = tail call float @llvm.fma.f32(float %phi171, float %353, float %call675)
  %call677 = tail call float @llvm.fma.f32(float %phi173, float %354, float %call676)
  %call678 = tail call float @llvm.fma.f32(float %x199, float %355, float %call677)
  %call679 = tail call float @llvm.fma.f32(float %x207, float %356, float %call678)
  %fmul680 = fmul float %phi162, %357
  %call681 = tail call float @llvm.fma.f32(float %phi164, float %358, float %fmul680)
  %call682 = tail call float @llvm.fma.f32(float %phi166, float %359, float %call681)
  %call683 = tail call float @llvm.fma.f32(float %phi168, float %360, float %call682)
  %call684 = tail call float @llvm.fma.f32(float %phi170, float %361, float %call683)
  %call685 = tail call float @llvm.fma.f32(float %phi172, float %362, float %call684)
  %call686 = tail call float @llvm.fma.f32(float %phi174, float %363, float %call685)
  %call687 = tail call float @llvm.fma.f32(float %x200, float %364, float %call686)
  %call688 = tail call float @llvm.fma.f32(float %x208, float %365, float %call687)
  %fadd689 = fadd float %call679, %call688
  %leaf701 = bitcast i32 %call700 to float
  %fadd702 = fadd float %fadd689, %leaf701
  %leaf650 = bitcast i32 %call649 to float
  %fmul651 = fmul float %phi161, %330
  %call652 = tail call float @llvm.fma.f32(float %phi163, float %331, float %fmul651)
  %call653 = tail call float @llvm.fma.f32(float %phi165, float %332, float %call652)
  %call654 = tail call float @llvm.fma.f32(float %phi167, float %333, float %call653)
  %call655 = tail call float @llvm.fma.f32(float %phi169, float %334, float %call654)
  %call656 = tail call float @llvm.fma.f32(float %phi171, float %335, float %call655)
  %call657 = tail call float @llvm.fma.f32(float %phi173, float %336, float %call656)
  %call658 = tail call float @llvm.fma.f32(float %x199, float %337, float %call657)
  %call659 = tail call float @llvm.fma.f32(float %x207, float %338, float %call658)
  %fmul660 = fmul float %phi162, %339
  %call661 = tail call float @llvm.fma.f32(float %phi164, float %340, float %fmul660)
  %call662 = tail call float @llvm.fma.f32(float %phi166, float %341, float %call661)
  %call663 = tail call float @llvm.fma.f32(float %phi168, float %342, float %call662)
  %call664 = tail call float @llvm.fma.f32(float %phi170, float %343, float %call663)
  %call665 = tail call float @llvm.fma.f32(float %phi172, float %344, float %call664)
  %call666 = tail call float @llvm.fma.f32(float %phi174, float %345, float %call665)
  %call667 = tail call float @llvm.fma.f32(float %x200, float %346, float %call666)
  %call668 = tail call float @llvm.fma.f32(float %x208, float %347, float %call667)
  %fadd669 = fadd float %call659, %call668
  %fadd670 = fadd float %fadd669, %leaf650
  %v708 = insertelement <2 x float> poison, float %fadd670, i64 0
  %v709 = insertelement <2 x float> %v708, float %fadd702, i64 1
  %gep3461 = getelementptr float, ptr addrspace(1) %invariant.gep3442, i64 %mul704
  store <2 x float> %v709, ptr addrspace(1) %gep3461, align 8
  br label %endif707

endif707:                                         ; preds = %endif635, %endif635, %then706
  %375 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul711 = fmul float %phi164, %375
  %376 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call712 = tail call float @llvm.fma.f32(float %phi166, float %376, float %fmul711)
  %377 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call713 = tail call float @llvm.fma.f32(float %phi168, float %377, float %call712)
  %378 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call714 = tail call float @llvm.fma.f32(float %phi170, float %378, float %call713)
  %379 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call715 = tail call float @llvm.fma.f32(float %phi172, float %379, float %call714)
  %380 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call716 = tail call float @llvm.fma.f32(float %phi174, float %380, float %call715)
  %381 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call717 = tail call float @llvm.fma.f32(float %x200, float %381, float %call716)
  %382 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call718 = tail call float @llvm.fma.f32(float %x208, float %382, float %call717)
  %383 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call719 = tail call float @llvm.fma.f32(float %x216, float %383, float %call718)
  %bits720 = bitcast float %call719 to i32
  %call721 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits720, i32 1, i32 0)
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
  %402 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %403 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %404 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %405 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %406 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %407 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %408 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %409 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %410 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %411 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %412 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %413 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %414 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %415 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %416 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %417 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %418 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %419 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %420 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul762 = fmul float %phi163, %420
  %421 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call763 = tail call float @llvm.fma.f32(float %phi165, float %421, float %fmul762)
  %422 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call764 = tail call float @llvm.fma.f32(float %phi167, float %422, float %call763)
  %423 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call765 = tail call float @llvm.fma.f32(float %phi169, float %423, float %call764)
  %424 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call766 = tail call float @llvm.fma.f32(float %phi171, float %424, float %call765)
  %425 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call767 = tail call float @llvm.fma.f32(float %phi173, float %425, float %call766)
  %426 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call768 = tail call float @llvm.fma.f32(float %x199, float %426, float %call767)
  %427 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call769 = tail call float @llvm.fma.f32(float %x207, float %427, float %call768)
  %428 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call770 = tail call float @llvm.fma.f32(float %x215, float %428, float %call769)
  %bits771 = bitcast float %call770 to i32
  %call772 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits771, i32 1, i32 31)
  switch i64 %lane, label %then778 [
    i64 31, label %endif779
    i64 0, label %endif779
  ]

then778:                                          ; preds = %endif707
  %add775 = or disjoint i64 %add520, 2
  %mul776 = mul i64 %add775, %9
  %fmul743 = fmul float %phi163, %402
  %call744 = tail call float @llvm.fma.f32(float %phi165, float %403, float %fmul743)
  %call745 = tail call float @llvm.fma.f32(float %phi167, float %404, float %call744)
  %call746 = tail call float @llvm.fma.f32(float %phi169, float %405, float %call745)
  %call747 = tail call float @llvm.fma.f32(float %phi171, float %406, float %call746)
  %call748 = tail call float @llvm.fma.f32(float %phi173, float %407, float %call747)
  %call749 = tail call float @llvm.fma.f32(float %x199, float %408, float %call748)
  %call750 = tail call float @llvm.fma.f32(float %x207, float %409, float %call749)
  %call751 = tail call float @llvm.fma.f32(float %x215, float %410, float %call750)
  %fmul752 = fmul float %phi164, %411
  %call753 = tail call float @llvm.fma.f32(float %phi166, float %412, float %fmul752)
  %call754 = tail call float @llvm.fma.f32(float %phi168, float %413, float %call753)
  %call755 = tail call float @llvm.fma.f32(float %phi170, float %414, float %call754)
  %call756 = tail call float @llvm.fma.f32(float %phi172, float %415, float %call755)
  %call757 = tail call float @llvm.fma.f32(float %phi174, float %416, float %call756)
  %call758 = tail call float @llvm.fma.f32(float %x200, float %417, float %call757)
  %call759 = tail call float @llvm.fma.f32(float %x208, float %418, float %call758)
  %call760 = tail call float @llvm.fma.f32(float %x216, float %419, float %call759)
  %fadd761 = fadd float %call751, %call760
  %leaf773 = bitcast i32 %call772 to float
  %fadd774 = fadd float %fadd761, %leaf773
  %leaf722 = bitcast i32 %call721 to float
  %fmul723 = fmul float %phi163, %384
  %call724 = tail call float @llvm.fma.f32(float %phi165, float %385, float %fmul723)
  %call725 = tail call float @llvm.fma.f32(float %phi167, float %386, float %call724)
  %call726 = tail call float @llvm.fma.f32(float %phi169, float %387, float %call725)
  %call727 = tail call float @llvm.fma.f32(float %phi171, float %388, float %call726)
  %call728 = tail call float @llvm.fma.f32(float %phi173, float %389, float %call727)
  %call729 = tail call float @llvm.fma.f32(float %x199, float %390, float %call728)
  %call730 = tail call float @llvm.fma.f32(float %x207, float %391, float %call729)
  %call731 = tail call float @llvm.fma.f32(float %x215, float %392, float %call730)
  %fmul732 = fmul float %phi164, %393
  %call733 = tail call float @llvm.fma.f32(float %phi166, float %394, float %fmul732)
  %call734 = tail call float @llvm.fma.f32(float %phi168, float %395, float %call733)
  %call735 = tail call float @llvm.fma.f32(float %phi170, float %396, float %call734)
  %call736 = tail call float @llvm.fma.f32(float %phi172, float %397, float %call735)
  %call737 = tail call float @llvm.fma.f32(float %phi174, float %398, float %call736)
  %call738 = tail call float @llvm.fma.f32(float %x200, float %399, float %call737)
  %call739 = tail call float @llvm.fma.f32(float %x208, float %400, float %call738)
  %call740 = tail call float @llvm.fma.f32(float %x216, float %401, float %call739)
  %fadd741 = fadd float %call731, %call740
  %fadd742 = fadd float %fadd741, %leaf722
  %v780 = insertelement <2 x float> poison, float %fadd742, i64 0
  %v781 = insertelement <2 x float> %v780, float %fadd774, i64 1
  %gep3463 = getelementptr float, ptr addrspace(1) %invariant.gep3442, i64 %mul776
  store <2 x float> %v781, ptr addrspace(1) %gep3463, align 8
  br label %endif779

endif779:                                         ; preds = %endif707, %endif707, %then778
  %429 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul783 = fmul float %phi166, %429
  %430 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call784 = tail call float @llvm.fma.f32(float %phi168, float %430, float %fmul783)
  %431 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call785 = tail call float @llvm.fma.f32(float %phi170, float %431, float %call784)
  %432 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call786 = tail call float @llvm.fma.f32(float %phi172, float %432, float %call785)
  %433 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call787 = tail call float @llvm.fma.f32(float %phi174, float %433, float %call786)
  %434 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call788 = tail call float @llvm.fma.f32(float %x200, float %434, float %call787)
  %435 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call789 = tail call float @llvm.fma.f32(float %x208, float %435, float %call788)
  %436 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call790 = tail call float @llvm.fma.f32(float %x216, float %436, float %call789)
  %437 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call791 = tail call float @llvm.fma.f32(float %x224, float %437, float %call790)
  %bits792 = bitcast float %call791 to i32
  %call793 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits792, i32 1, i32 0)
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
  %456 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %457 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %458 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %459 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %460 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %461 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %462 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %463 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %464 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %465 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %466 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %467 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %468 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %469 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %470 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %471 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %472 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %473 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %474 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul834 = fmul float %phi165, %474
  %475 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call835 = tail call float @llvm.fma.f32(float %phi167, float %475, float %fmul834)
  %476 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call836 = tail call float @llvm.fma.f32(float %phi169, float %476, float %call835)
  %477 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call837 = tail call float @llvm.fma.f32(float %phi171, float %477, float %call836)
  %478 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call838 = tail call float @llvm.fma.f32(float %phi173, float %478, float %call837)
  %479 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call839 = tail call float @llvm.fma.f32(float %x199, float %479, float %call838)
  %480 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call840 = tail call float @llvm.fma.f32(float %x207, float %480, float %call839)
  %481 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call841 = tail call float @llvm.fma.f32(float %x215, float %481, float %call840)
  %482 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call842 = tail call float @llvm.fma.f32(float %x223, float %482, float %call841)
  %bits843 = bitcast float %call842 to i32
  %call844 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits843, i32 1, i32 31)
  switch i64 %lane, label %then850 [
    i64 31, label %tile.step857
    i64 0, label %tile.step857
  ]

then850:                                          ; preds = %endif779
  %add847 = or disjoint i64 %add520, 3
  %mul848 = mul i64 %add847, %9
  %fmul815 = fmul float %phi165, %456
  %call816 = tail call float @llvm.fma.f32(float %phi167, float %457, float %fmul815)
  %call817 = tail call float @llvm.fma.f32(float %phi169, float %458, float %call816)
  %call818 = tail call float @llvm.fma.f32(float %phi171, float %459, float %call817)
  %call819 = tail call float @llvm.fma.f32(float %phi173, float %460, float %call818)
  %call820 = tail call float @llvm.fma.f32(float %x199, float %461, float %call819)
  %call821 = tail call float @llvm.fma.f32(float %x207, float %462, float %call820)
  %call822 = tail call float @llvm.fma.f32(float %x215, float %463, float %call821)
  %call823 = tail call float @llvm.fma.f32(float %x223, float %464, float %call822)
  %fmul824 = fmul float %phi166, %465
  %call825 = tail call float @llvm.fma.f32(float %phi168, float %466, float %fmul824)
  %call826 = tail call float @llvm.fma.f32(float %phi170, float %467, float %call825)
  %call827 = tail call float @llvm.fma.f32(float %phi172, float %468, float %call826)
  %call828 = tail call float @llvm.fma.f32(float %phi174, float %469, float %call827)
  %call829 = tail call float @llvm.fma.f32(float %x200, float %470, float %call828)
  %call830 = tail call float @llvm.fma.f32(float %x208, float %471, float %call829)
  %call831 = tail call float @llvm.fma.f32(float %x216, float %472, float %call830)
  %call832 = tail call float @llvm.fma.f32(float %x224, float %473, float %call831)
  %fadd833 = fadd float %call823, %call832
  %leaf845 = bitcast i32 %call844 to float
  %fadd846 = fadd float %fadd833, %leaf845
  %leaf794 = bitcast i32 %call793 to float
  %fmul795 = fmul float %phi165, %438
  %call796 = tail call float @llvm.fma.f32(float %phi167, float %439, float %fmul795)
  %call797 = tail call float @llvm.fma.f32(float %phi169, float %440, float %call796)
  %call798 = tail call float @llvm.fma.f32(float %phi171, float %441, float %call797)
  %call799 = tail call float @llvm.fma.f32(float %phi173, float %442, float %call798)
  %call800 = tail call float @llvm.fma.f32(float %x199, float %443, float %call799)
  %call801 = tail call float @llvm.fma.f32(float %x207, float %444, float %call800)
  %call802 = tail call float @llvm.fma.f32(float %x215, float %445, float %call801)
  %call803 = tail call float @llvm.fma.f32(float %x223, float %446, float %call802)
  %fmul804 = fmul float %phi166, %447
  %call805 = tail call float @llvm.fma.f32(float %phi168, float %448, float %fmul804)
  %call806 = tail call float @llvm.fma.f32(float %phi170, float %449, float %call805)
  %call807 = tail call float @llvm.fma.f32(float %phi172, float %450, float %call806)
  %call808 = tail call float @llvm.fma.f32(float %phi174, float %451, float %call807)
  %call809 = tail call float @llvm.fma.f32(float %x200, float %452, float %call808)
  %call810 = tail call float @llvm.fma.f32(float %x208, float %453, float %call809)
  %call811 = tail call float @llvm.fma.f32(float %x216, float %454, float %call810)
  %call812 = tail call float @llvm.fma.f32(float %x224, float %455, float %call811)
  %fadd813 = fadd float %call803, %call812
  %fadd814 = fadd float %fadd813, %leaf794
  %v852 = insertelement <2 x float> poison, float %fadd814, i64 0
  %v853 = insertelement <2 x float> %v852, float %fadd846, i64 1
  %gep3465 = getelementptr float, ptr addrspace(1) %invariant.gep3442, i64 %mul848
  store <2 x float> %v853, ptr addrspace(1) %gep3465, align 8
  br label %tile.step857

tile.step857:                                     ; preds = %then850, %endif779, %endif779
  %add521 = shl i64 %group, 4
  %mul859 = or disjoint i64 %add521, 8
  %add860 = add nuw nsw i64 %mul859, %mul42
  %add863 = add i64 %add860, 8
  %mul868 = mul i64 %add863, %7
  %gep3467 = getelementptr float, ptr addrspace(1) %invariant.gep3434, i64 %mul868
  %call872 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep3467, i32 8)
  %x873 = extractelement <2 x float> %call872, i64 0
  %x874 = extractelement <2 x float> %call872, i64 1
  %add875 = add i64 %add860, 9
  %mul876 = mul i64 %add875, %7
  %gep3469 = getelementptr float, ptr addrspace(1) %invariant.gep3434, i64 %mul876
  %call880 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep3469, i32 8)
  %x881 = extractelement <2 x float> %call880, i64 0
  %x882 = extractelement <2 x float> %call880, i64 1
  %add883 = add i64 %add860, 10
  %mul884 = mul i64 %add883, %7
  %gep3471 = getelementptr float, ptr addrspace(1) %invariant.gep3434, i64 %mul884
  %call888 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep3471, i32 8)
  %x889 = extractelement <2 x float> %call888, i64 0
  %x890 = extractelement <2 x float> %call888, i64 1
  %add891 = add i64 %add860, 11
  %mul892 = mul i64 %add891, %7
  %gep3473 = getelementptr float, ptr addrspace(1) %invariant.gep3434, i64 %mul892
  %call896 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep3473, i32 8)
  %x897 = extractelement <2 x float> %call896, i64 0
  %x898 = extractelement <2 x float> %call896, i64 1
  %483 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul907 = fmul float %phi168, %483
  %484 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call908 = tail call float @llvm.fma.f32(float %phi170, float %484, float %fmul907)
  %485 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call909 = tail call float @llvm.fma.f32(float %phi172, float %485, float %call908)
  %486 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call910 = tail call float @llvm.fma.f32(float %phi174, float %486, float %call909)
  %487 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call911 = tail call float @llvm.fma.f32(float %x200, float %487, float %call910)
  %488 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call912 = tail call float @llvm.fma.f32(float %x208, float %488, float %call911)
  %489 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call913 = tail call float @llvm.fma.f32(float %x216, float %489, float %call912)
  %490 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call914 = tail call float @llvm.fma.f32(float %x224, float %490, float %call913)
  %491 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call915 = tail call float @llvm.fma.f32(float %x534, float %491, float %call914)
  %bits916 = bitcast float %call915 to i32
  %call917 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits916, i32 1, i32 0)
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
  %510 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %511 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %512 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %513 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %514 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %515 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %516 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %517 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %518 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %519 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %520 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %521 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %522 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %523 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %524 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %525 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %526 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %527 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %528 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul958 = fmul float %phi167, %528
  %529 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call959 = tail call float @llvm.fma.f32(float %phi169, float %529, float %fmul958)
  %530 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call960 = tail call float @llvm.fma.f32(float %phi171, float %530, float %call959)
  %531 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call961 = tail call float @llvm.fma.f32(float %phi173, float %531, float %call960)
  %532 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call962 = tail call float @llvm.fma.f32(float %x199, float %532, float %call961)
  %533 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call963 = tail call float @llvm.fma.f32(float %x207, float %533, float %call962)
  %534 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call964 = tail call float @llvm.fma.f32(float %x215, float %534, float %call963)
  %535 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call965 = tail call float @llvm.fma.f32(float %x223, float %535, float %call964)
  %536 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call966 = tail call float @llvm.fma.f32(float %x533, float %536, float %call965)
  %bits967 = bitcast float %call966 to i32
  %call968 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits967, i32 1, i32 31)
  switch i64 %lane, label %then974 [
    i64 31, label %endif975
    i64 0, label %endif975
  ]

then974:                                          ; preds = %tile.step857
  %mul972 = mul i64 %add860, %9
  %fmul939 = fmul float %phi167, %510
  %call940 = tail call float @llvm.fma.f32(float %phi169, float %511, float %fmul939)
  %call941 = tail call float @llvm.fma.f32(float %phi171, float %512, float %call940)
  %call942 = tail call float @llvm.fma.f32(float %phi173, float %513, float %call941)
  %call943 = tail call float @llvm.fma.f32(float %x199, float %514, float %call942)
  %call944 = tail call float @llvm.fma.f32(float %x207, float %515, float %call943)
  %call945 = tail call float @llvm.fma.f32(float %x215, float %516, float %call944)
  %call946 = tail call float @llvm.fma.f32(float %x223, float %517, float %call945)
  %call947 = tail call float @llvm.fma.f32(float %x533, float %518, float %call946)
  %fmul948 = fmul float %phi168, %519
  %call949 = tail call float @llvm.fma.f32(float %phi170, float %520, float %fmul948)
  %call950 = tail call float @llvm.fma.f32(float %phi172, float %521, float %call949)
  %call951 = tail call float @llvm.fma.f32(float %phi174, float %522, float %call950)
  %call952 = tail call float @llvm.fma.f32(float %x200, float %523, float %call951)
  %call953 = tail call float @llvm.fma.f32(float %x208, float %524, float %call952)
  %call954 = tail call float @llvm.fma.f32(float %x216, float %525, float %call953)
  %call955 = tail call float @llvm.fma.f32(float %x224, float %526, float %call954)
  %call956 = tail call float @llvm.fma.f32(float %x534, float %527, float %call955)
  %fadd957 = fadd float %call947, %call956
  %leaf969 = bitcast i32 %call968 to float
  %fadd970 = fadd float %fadd957, %leaf969
  %leaf918 = bitcast i32 %call917 to float
  %fmul919 = fmul float %phi167, %492
  %call920 = tail call float @llvm.fma.f32(float %phi169, float %493, float %fmul919)
  %call921 = tail call float @llvm.fma.f32(float %phi171, float %494, float %call920)
  %call922 = tail call float @llvm.fma.f32(float %phi173, float %495, float %call921)
  %call923 = tail call float @llvm.fma.f32(float %x199, float %496, float %call922)
  %call924 = tail call float @llvm.fma.f32(float %x207, float %497, float %call923)
  %call925 = tail call float @llvm.fma.f32(float %x215, float %498, float %call924)
  %call926 = tail call float @llvm.fma.f32(float %x223, float %499, float %call925)
  %call927 = tail call float @llvm.fma.f32(float %x533, float %500, float %call926)
  %fmul928 = fmul float %phi168, %501
  %call929 = tail call float @llvm.fma.f32(float %phi170, float %502, float %fmul928)
  %call930 = tail call float @llvm.fma.f32(float %phi172, float %503, float %call929)
  %call931 = tail call float @llvm.fma.f32(float %phi174, float %504, float %call930)
  %call932 = tail call float @llvm.fma.f32(float %x200, float %505, float %call931)
  %call933 = tail call float @llvm.fma.f32(float %x208, float %506, float %call932)
  %call934 = tail call float @llvm.fma.f32(float %x216, float %507, float %call933)
  %call935 = tail call float @llvm.fma.f32(float %x224, float %508, float %call934)
  %call936 = tail call float @llvm.fma.f32(float %x534, float %509, float %call935)
  %fadd937 = fadd float %call927, %call936
  %fadd938 = fadd float %fadd937, %leaf918
  %v976 = insertelement <2 x float> poison, float %fadd938, i64 0
  %v977 = insertelement <2 x float> %v976, float %fadd970, i64 1
  %gep3475 = getelementptr float, ptr addrspace(1) %invariant.gep3442, i64 %mul972
  store <2 x float> %v977, ptr addrspace(1) %gep3475, align 8
  br label %endif975

endif975:                                         ; preds = %tile.step857, %tile.step857, %then974
  %537 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul979 = fmul float %phi170, %537
  %538 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call980 = tail call float @llvm.fma.f32(float %phi172, float %538, float %fmul979)
  %539 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call981 = tail call float @llvm.fma.f32(float %phi174, float %539, float %call980)
  %540 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call982 = tail call float @llvm.fma.f32(float %x200, float %540, float %call981)
  %541 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call983 = tail call float @llvm.fma.f32(float %x208, float %541, float %call982)
  %542 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call984 = tail call float @llvm.fma.f32(float %x216, float %542, float %call983)
  %543 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call985 = tail call float @llvm.fma.f32(float %x224, float %543, float %call984)
  %544 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call986 = tail call float @llvm.fma.f32(float %x534, float %544, float %call985)
  %545 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call987 = tail call float @llvm.fma.f32(float %x542, float %545, float %call986)
  %bits988 = bitcast float %call987 to i32
  %call989 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits988, i32 1, i32 0)
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
  %564 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %565 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %566 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %567 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %568 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %569 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %570 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %571 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %572 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %573 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %574 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %575 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %576 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %577 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %578 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %579 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %580 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %581 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %582 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul1030 = fmul float %phi169, %582
  %583 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call1031 = tail call float @llvm.fma.f32(float %phi171, float %583, float %fmul1030)
  %584 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call1032 = tail call float @llvm.fma.f32(float %phi173, float %584, float %call1031)
  %585 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call1033 = tail call float @llvm.fma.f32(float %x199, float %585, float %call1032)
  %586 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call1034 = tail call float @llvm.fma.f32(float %x207, float %586, float %call1033)
  %587 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call1035 = tail call float @llvm.fma.f32(float %x215, float %587, float %call1034)
  %588 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call1036 = tail call float @llvm.fma.f32(float %x223, float %588, float %call1035)
  %589 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call1037 = tail call float @llvm.fma.f32(float %x533, float %589, float %call1036)
  %590 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call1038 = tail call float @llvm.fma.f32(float %x541, float %590, float %call1037)
  %bits1039 = bitcast float %call1038 to i32
  %call1040 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1039, i32 1, i32 31)
  switch i64 %lane, label %then1046 [
    i64 31, label %endif1047
    i64 0, label %endif1047
  ]

then1046:                                         ; preds = %endif975
  %add1043 = or disjoint i64 %add860, 1
  %mul1044 = mul i64 %add1043, %9
  %fmul1011 = fmul float %phi169, %564
  %call1012 = tail call float @llvm.fma.f32(float %phi171, float %565, float %fmul1011)
  %call1013 = tail call float @llvm.fma.f32(float %phi173, float %566, float %call1012)
  %call1014 = tail call float @llvm.fma.f32(float %x199, float %567, float %call1013)
  %call1015 = tail call float @llvm.fma.f32(float %x207, float %568, float %call1014)
  %call1016 = tail call float @llvm.fma.f32(float %x215, float %569, float %call1015)
  %call1017 = tail call float @llvm.fma.f32(float %x223, float %570, float %call1016)
  %call1018 = tail call float @llvm.fma.f32(float %x533, float %571, float %call1017)
  %call1019 = tail call float @llvm.fma.f32(float %x541, float %572, float %call1018)
  %fmul1020 = fmul float %phi170, %573
  %call1021 = tail call float @llvm.fma.f32(float %phi172, float %574, float %fmul1020)
  %call1022 = tail call float @llvm.fma.f32(float %phi174, float %575, float %call1021)
  %call1023 = tail call float @llvm.fma.f32(float %x200, float %576, float %call1022)
  %call1024 = tail call float @llvm.fma.f32(float %x208, float %577, float %call1023)
  %call1025 = tail call float @llvm.fma.f32(float %x216, float %578, float %call1024)
  %call1026 = tail call float @llvm.fma.f32(float %x224, float %579, float %call1025)
  %call1027 = tail call float @llvm.fma.f32(float %x534, float %580, float %call1026)
  %call1028 = tail call float @llvm.fma.f32(float %x542, float %581, float %call1027)
  %fadd1029 = fadd float %call1019, %call1028
  %leaf1041 = bitcast i32 %call1040 to float
  %fadd1042 = fadd float %fadd1029, %leaf1041
  %leaf990 = bitcast i32 %call989 to float
  %fmul991 = fmul float %phi169, %546
  %call992 = tail call float @llvm.fma.f32(float %phi171, float %547, float %fmul991)
  %call993 = tail call float @llvm.fma.f32(float %phi173, float %548, float %call992)
  %call994 = tail call float @llvm.fma.f32(float %x199, float %549, float %call993)
  %call995 = tail call float @llvm.fma.f32(float %x207, float %550, float %call994)
  %call996 = tail call float @llvm.fma.f32(float %x215, float %551, float %call995)
  %call997 = tail call float @llvm.fma.f32(float %x223, float %552, float %call996)
  %call998 = tail call float @llvm.fma.f32(float %x533, float %553, float %call997)
  %call999 = tail call float @llvm.fma.f32(float %x541, float %554, float %call998)
  %fmul1000 = fmul float %phi170, %555
  %call1001 = tail call float @llvm.fma.f32(float %phi172, float %556, float %fmul1000)
  %call1002 = tail call float @llvm.fma.f32(float %phi174, float %557, float %call1001)
  %call1003 = tail call float @llvm.fma.f32(float %x200, float %558, float %call1002)
  %call1004 = tail call float @llvm.fma.f32(float %x208, float %559, float %call1003)
  %call1005 = tail call float @llvm.fma.f32(float %x216, float %560, float %call1004)
  %call1006 = tail call float @llvm.fma.f32(float %x224, float %561, float %call1005)
  %call1007 = tail call float @llvm.fma.f32(float %x534, float %562, float %call1006)
  %call1008 = tail call float @llvm.fma.f32(float %x542, float %563, float %call1007)
  %fadd1009 = fadd float %call999, %call1008
  %fadd1010 = fadd float %fadd1009, %leaf990
  %v1048 = insertelement <2 x float> poison, float %fadd1010, i64 0
  %v1049 = insertelement <2 x float> %v1048, float %fadd1042, i64 1
  %gep3477 = getelementptr float, ptr addrspace(1) %invariant.gep3442, i64 %mul1044
  store <2 x float> %v1049, ptr addrspace(1) %gep3477, align 8
  br label %endif1047

endif1047:                                        ; preds = %endif975, %endif975, %then1046
  %591 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul1051 = fmul float %phi172, %591
  %592 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call1052 = tail call float @llvm.fma.f32(float %phi174, float %592, float %fmul1051)
  %593 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call1053 = tail call float @llvm.fma.f32(float %x200, float %593, float %call1052)
  %594 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call1054 = tail call float @llvm.fma.f32(float %x208, float %594, float %call1053)
  %595 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call1055 = tail call float @llvm.fma.f32(float %x216, float %595, float %call1054)
  %596 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call1056 = tail call float @llvm.fma.f32(float %x224, float %596, float %call1055)
  %597 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call1057 = tail call float @llvm.fma.f32(float %x534, float %597, float %call1056)
  %598 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call1058 = tail call float @llvm.fma.f32(float %x542, float %598, float %call1057)
  %599 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call1059 = tail call float @llvm.fma.f32(float %x550, float %599, float %call1058)
  %bits1060 = bitcast float %call1059 to i32
  %call1061 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1060, i32 1, i32 0)
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
  %618 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %619 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %620 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %621 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %622 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %623 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %624 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %625 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %626 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %627 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %628 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %629 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %630 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %631 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %632 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %633 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %634 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %635 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %636 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul1102 = fmul float %phi171, %636
  %637 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call1103 = tail call float @llvm.fma.f32(float %phi173, float %637, float %fmul1102)
  %638 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call1104 = tail call float @llvm.fma.f32(float %x199, float %638, float %call1103)
  %639 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call1105 = tail call float @llvm.fma.f32(float %x207, float %639, float %call1104)
  %640 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call1106 = tail call float @llvm.fma.f32(float %x215, float %640, float %call1105)
  %641 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call1107 = tail call float @llvm.fma.f32(float %x223, float %641, float %call1106)
  %642 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call1108 = tail call float @llvm.fma.f32(float %x533, float %642, float %call1107)
  %643 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call1109 = tail call float @llvm.fma.f32(float %x541, float %643, float %call1108)
  %644 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call1110 = tail call float @llvm.fma.f32(float %x549, float %644, float %call1109)
  %bits1111 = bitcast float %call1110 to i32
  %call1112 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1111, i32 1, i32 31)
  switch i64 %lane, label %then1118 [
    i64 31, label %endif1119
    i64 0, label %endif1119
  ]

then1118:                                         ; preds = %endif1047
  %add1115 = or disjoint i64 %add860, 2
  %mul1116 = mul i64 %add1115, %9
  %fmul1083 = fmul float %phi171, %618
  %call1084 = tail call float @llvm.fma.f32(float %phi173, float %619, float %fmul1083)
  %call1085 = tail call float @llvm.fma.f32(float %x199, float %620, float %call1084)
  %call1086 = tail call float @llvm.fma.f32(float %x207, float %621, float %call1085)
  %call1087 = tail call float @llvm.fma.f32(float %x215, float %622, float %call1086)
  %call1088 = tail call float @llvm.fma.f32(float %x223, float %623, float %call1087)
  %call1089 = tail call float @llvm.fma.f32(float %x533, float %624, float %call1088)
  %call1090 = tail call float @llvm.fma.f32(float %x541, float %625, float %call1089)
  %call1091 = tail call float @llvm.fma.f32(float %x549, float %626, float %call1090)
  %fmul1092 = fmul float %phi172, %627
  %call1093 = tail call float @llvm.fma.f32(float %phi174, float %628, float %fmul1092)
  %call1094 = tail call float @llvm.fma.f32(float %x200, float %629, float %call1093)
  %call1095 = tail call float @llvm.fma.f32(float %x208, float %630, float %call1094)
  %call1096 = tail call float @llvm.fma.f32(float %x216, float %631, float %call1095)
  %call1097 = tail call float @llvm.fma.f32(float %x224, float %632, float %call1096)
  %call1098 = tail call float @llvm.fma.f32(float %x534, float %633, float %call1097)
  %call1099 = tail call float @llvm.fma.f32(float %x542, float %634, float %call1098)
  %call1100 = tail call float @llvm.fma.f32(float %x550, float %635, float %call1099)
  %fadd1101 = fadd float %call1091, %call1100
  %leaf1113 = bitcast i32 %call1112 to float
  %fadd1114 = fadd float %fadd1101, %leaf1113
  %leaf1062 = bitcast i32 %call1061 to float
  %fmul1063 = fmul float %phi171, %600
  %call1064 = tail call float @llvm.fma.f32(float %phi173, float %601, float %fmul1063)
  %call1065 = tail call float @llvm.fma.f32(float %x199, float %602, float %call1064)
  %call1066 = tail call float @llvm.fma.f32(float %x207, float %603, float %call1065)
  %call1067 = tail call float @llvm.fma.f32(float %x215, float %604, float %call1066)
  %call1068 = tail call float @llvm.fma.f32(float %x223, float %605, float %call1067)
  %call1069 = tail call float @llvm.fma.f32(float %x533, float %606, float %call1068)
  %call1070 = tail call float @llvm.fma.f32(float %x541, float %607, float %call1069)
  %call1071 = tail call float @llvm.fma.f32(float %x549, float %608, float %call1070)
  %fmul1072 = fmul float %phi172, %609
  %call1073 = tail call float @llvm.fma.f32(float %phi174, float %610, float %fmul1072)
  %call1074 = tail call float @llvm.fma.f32(float %x200, float %611, float %call1073)
  %call1075 = tail call float @llvm.fma.f32(float %x208, float %612, float %call1074)
  %call1076 = tail call float @llvm.fma.f32(float %x216, float %613, float %call1075)
  %call1077 = tail call float @llvm.fma.f32(float %x224, float %614, float %call1076)
  %call1078 = tail call float @llvm.fma.f32(float %x534, float %615, float %call1077)
  %call1079 = tail call float @llvm.fma.f32(float %x542, float %616, float %call1078)
  %call1080 = tail call float @llvm.fma.f32(float %x550, float %617, float %call1079)
  %fadd1081 = fadd float %call1071, %call1080
  %fadd1082 = fadd float %fadd1081, %leaf1062
  %v1120 = insertelement <2 x float> poison, float %fadd1082, i64 0
  %v1121 = insertelement <2 x float> %v1120, float %fadd1114, i64 1
  %gep3479 = getelementptr float, ptr addrspace(1) %invariant.gep3442, i64 %mul1116
  store <2 x float> %v1121, ptr addrspace(1) %gep3479, align 8
  br label %endif1119

endif1119:                                        ; preds = %endif1047, %endif1047, %then1118
  %645 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul1123 = fmul float %phi174, %645
  %646 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call1124 = tail call float @llvm.fma.f32(float %x200, float %646, float %fmul1123)
  %647 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call1125 = tail call float @llvm.fma.f32(float %x208, float %647, float %call1124)
  %648 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call1126 = tail call float @llvm.fma.f32(float %x216, float %648, float %call1125)
  %649 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call1127 = tail call float @llvm.fma.f32(float %x224, float %649, float %call1126)
  %650 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call1128 = tail call float @llvm.fma.f32(float %x534, float %650, float %call1127)
  %651 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call1129 = tail call float @llvm.fma.f32(float %x542, float %651, float %call1128)
  %652 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call1130 = tail call float @llvm.fma.f32(float %x550, float %652, float %call1129)
  %653 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call1131 = tail call float @llvm.fma.f32(float %x558, float %653, float %call1130)
  %bits1132 = bitcast float %call1131 to i32
  %call1133 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1132, i32 1, i32 0)
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
  %672 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %673 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %674 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %675 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %676 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %677 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %678 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %679 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %680 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %681 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %682 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %683 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %684 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %685 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %686 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %687 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %688 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %689 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %690 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul1174 = fmul float %phi173, %690
  %691 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call1175 = tail call float @llvm.fma.f32(float %x199, float %691, float %fmul1174)
  %692 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call1176 = tail call float @llvm.fma.f32(float %x207, float %692, float %call1175)
  %693 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call1177 = tail call float @llvm.fma.f32(float %x215, float %693, float %call1176)
  %694 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call1178 = tail call float @llvm.fma.f32(float %x223, float %694, float %call1177)
  %695 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call1179 = tail call float @llvm.fma.f32(float %x533, float %695, float %call1178)
  %696 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call1180 = tail call float @llvm.fma.f32(float %x541, float %696, float %call1179)
  %697 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call1181 = tail call float @llvm.fma.f32(float %x549, float %697, float %call1180)
  %698 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call1182 = tail call float @llvm.fma.f32(float %x557, float %698, float %call1181)
  %bits1183 = bitcast float %call1182 to i32
  %call1184 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1183, i32 1, i32 31)
  switch i64 %lane, label %then1190 [
    i64 31, label %tile.step1197
    i64 0, label %tile.step1197
  ]

then1190:                                         ; preds = %endif1119
  %add1187 = or disjoint i64 %add860, 3
  %mul1188 = mul i64 %add1187, %9
  %fmul1155 = fmul float %phi173, %672
  %call1156 = tail call float @llvm.fma.f32(float %x199, float %673, float %fmul1155)
  %call1157 = tail call float @llvm.fma.f32(float %x207, float %674, float %call1156)
  %call1158 = tail call float @llvm.fma.f32(float %x215, float %675, float %call1157)
  %call1159 = tail call float @llvm.fma.f32(float %x223, float %676, float %call1158)
  %call1160 = tail call float @llvm.fma.f32(float %x533, float %677, float %call1159)
  %call1161 = tail call float @llvm.fma.f32(float %x541, float %678, float %call1160)
  %call1162 = tail call float @llvm.fma.f32(float %x549, float %679, float %call1161)
  %call1163 = tail call float @llvm.fma.f32(float %x557, float %680, float %call1162)
  %fmul1164 = fmul float %phi174, %681
  %call1165 = tail call float @llvm.fma.f32(float %x200, float %682, float %fmul1164)
  %call1166 = tail call float @llvm.fma.f32(float %x208, float %683, float %call1165)
  %call1167 = tail call float @llvm.fma.f32(float %x216, float %684, float %call1166)
  %call1168 = tail call float @llvm.fma.f32(float %x224, float %685, float %call1167)
  %call1169 = tail call float @llvm.fma.f32(float %x534, float %686, float %call1168)
  %call1170 = tail call float @llvm.fma.f32(float %x542, float %687, float %call1169)
  %call1171 = tail call float @llvm.fma.f32(float %x550, float %688, float %call1170)
  %call1172 = tail call float @llvm.fma.f32(float %x558, float %689, float %call1171)
  %fadd1173 = fadd float %call1163, %call1172
  %leaf1185 = bitcast i32 %call1184 to float
  %fadd1186 = fadd float %fadd1173, %leaf1185
  %leaf1134 = bitcast i32 %call1133 to float
  %fmul1135 = fmul float %phi173, %654
  %call1136 = tail call float @llvm.fma.f32(float %x199, float %655, float %fmul1135)
  %call1137 = tail call float @llvm.fma.f32(float %x207, float %656, float %call1136)
  %call1138 = tail call float @llvm.fma.f32(float %x215, float %657, float %call1137)
  %call1139 = tail call float @llvm.fma.f32(float %x223, float %658, float %call1138)
  %call1140 = tail call float @llvm.fma.f32(float %x533, float %659, float %call1139)
  %call1141 = tail call float @llvm.fma.f32(float %x541, float %660, float %call1140)
  %call1142 = tail call float @llvm.fma.f32(float %x549, float %661, float %call1141)
  %call1143 = tail call float @llvm.fma.f32(float %x557, float %662, float %call1142)
  %fmul1144 = fmul float %phi174, %663
  %call1145 = tail call float @llvm.fma.f32(float %x200, float %664, float %fmul1144)
  %call1146 = tail call float @llvm.fma.f32(float %x208, float %665, float %call1145)
  %call1147 = tail call float @llvm.fma.f32(float %x216, float %666, float %call1146)
  %call1148 = tail call float @llvm.fma.f32(float %x224, float %667, float %call1147)
  %call1149 = tail call float @llvm.fma.f32(float %x534, float %668, float %call1148)
  %call1150 = tail call float @llvm.fma.f32(float %x542, float %669, float %call1149)
  %call1151 = tail call float @llvm.fma.f32(float %x550, float %670, float %call1150)
  %call1152 = tail call float @llvm.fma.f32(float %x558, float %671, float %call1151)
  %fadd1153 = fadd float %call1143, %call1152
  %fadd1154 = fadd float %fadd1153, %leaf1134
  %v1192 = insertelement <2 x float> poison, float %fadd1154, i64 0
  %v1193 = insertelement <2 x float> %v1192, float %fadd1186, i64 1
  %gep3481 = getelementptr float, ptr addrspace(1) %invariant.gep3442, i64 %mul1188
  store <2 x float> %v1193, ptr addrspace(1) %gep3481, align 8
  br label %tile.step1197

tile.step1197:                                    ; preds = %then1190, %endif1119, %endif1119
  %add861 = shl i64 %group, 4
  %mul1199 = or disjoint i64 %add861, 12
  %add1200 = add nuw nsw i64 %mul1199, %mul42
  %mul183.mask = and i64 %group, 4611686018427387903
  %cmp1202 = icmp eq i64 %mul183.mask, 0
  br i1 %cmp1202, label %then1204, label %endif1206

then1204:                                         ; preds = %tile.step1197
  %add1203 = add nuw nsw i64 %add1200, 8
  %mul1208 = mul i64 %add1203, %7
  %gep3483 = getelementptr float, ptr addrspace(1) %invariant.gep3434, i64 %mul1208
  %call1212 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep3483, i32 8)
  %x1213 = extractelement <2 x float> %call1212, i64 0
  %x1214 = extractelement <2 x float> %call1212, i64 1
  %add1215 = add nuw nsw i64 %add1200, 9
  %mul1216 = mul i64 %add1215, %7
  %gep3485 = getelementptr float, ptr addrspace(1) %invariant.gep3434, i64 %mul1216
  %call1220 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep3485, i32 8)
  %x1221 = extractelement <2 x float> %call1220, i64 0
  %x1222 = extractelement <2 x float> %call1220, i64 1
  %add1223 = add nuw nsw i64 %add1200, 10
  %mul1224 = mul i64 %add1223, %7
  %gep3487 = getelementptr float, ptr addrspace(1) %invariant.gep3434, i64 %mul1224
  %call1228 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep3487, i32 8)
  %x1229 = extractelement <2 x float> %call1228, i64 0
  %x1230 = extractelement <2 x float> %call1228, i64 1
  %add1231 = add nuw nsw i64 %add1200, 11
  %mul1232 = mul i64 %add1231, %7
  %gep3489 = getelementptr float, ptr addrspace(1) %invariant.gep3434, i64 %mul1232
  %call1236 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep3489, i32 8)
  %x1237 = extractelement <2 x float> %call1236, i64 0
  %x1238 = extractelement <2 x float> %call1236, i64 1
  br label %endif1206

endif1206:                                        ; preds = %tile.step1197, %then1204
  %phi1239 = phi float [ %x1213, %then1204 ], [ 0.000000e+00, %tile.step1197 ]
  %phi1240 = phi float [ %x1214, %then1204 ], [ 0.000000e+00, %tile.step1197 ]
  %phi1241 = phi float [ %x1221, %then1204 ], [ 0.000000e+00, %tile.step1197 ]
  %phi1242 = phi float [ %x1222, %then1204 ], [ 0.000000e+00, %tile.step1197 ]
  %phi1243 = phi float [ %x1229, %then1204 ], [ 0.000000e+00, %tile.step1197 ]
  %phi1244 = phi float [ %x1230, %then1204 ], [ 0.000000e+00, %tile.step1197 ]
  %phi1245 = phi float [ %x1237, %then1204 ], [ 0.000000e+00, %tile.step1197 ]
  %phi1246 = phi float [ %x1238, %then1204 ], [ 0.000000e+00, %tile.step1197 ]
  %699 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul1247 = fmul float %x200, %699
  %700 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call1248 = tail call float @llvm.fma.f32(float %x208, float %700, float %fmul1247)
  %701 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call1249 = tail call float @llvm.fma.f32(float %x216, float %701, float %call1248)
  %702 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call1250 = tail call float @llvm.fma.f32(float %x224, float %702, float %call1249)
  %703 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call1251 = tail call float @llvm.fma.f32(float %x534, float %703, float %call1250)
  %704 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call1252 = tail call float @llvm.fma.f32(float %x542, float %704, float %call1251)
  %705 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call1253 = tail call float @llvm.fma.f32(float %x550, float %705, float %call1252)
  %706 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call1254 = tail call float @llvm.fma.f32(float %x558, float %706, float %call1253)
  %707 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call1255 = tail call float @llvm.fma.f32(float %x874, float %707, float %call1254)
  %bits1256 = bitcast float %call1255 to i32
  %call1257 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1256, i32 1, i32 0)
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
  %726 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %727 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %728 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %729 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %730 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %731 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %732 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %733 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %734 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %735 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %736 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %737 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %738 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %739 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %740 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %741 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %742 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %743 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %744 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul1298 = fmul float %x199, %744
  %745 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call1299 = tail call float @llvm.fma.f32(float %x207, float %745, float %fmul1298)
  %746 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call1300 = tail call float @llvm.fma.f32(float %x215, float %746, float %call1299)
  %747 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call1301 = tail call float @llvm.fma.f32(float %x223, float %747, float %call1300)
  %748 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call1302 = tail call float @llvm.fma.f32(float %x533, float %748, float %call1301)
  %749 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call1303 = tail call float @llvm.fma.f32(float %x541, float %749, float %call1302)
  %750 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call1304 = tail call float @llvm.fma.f32(float %x549, float %750, float %call1303)
  %751 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call1305 = tail call float @llvm.fma.f32(float %x557, float %751, float %call1304)
  %752 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call1306 = tail call float @llvm.fma.f32(float %x873, float %752, float %call1305)
  %bits1307 = bitcast float %call1306 to i32
  %call1308 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1307, i32 1, i32 31)
  switch i64 %lane, label %then1314 [
    i64 31, label %endif1315
    i64 0, label %endif1315
  ]

then1314:                                         ; preds = %endif1206
  %mul1312 = mul i64 %add1200, %9
  %fmul1279 = fmul float %x199, %726
  %call1280 = tail call float @llvm.fma.f32(float %x207, float %727, float %fmul1279)
  %call1281 = tail call float @llvm.fma.f32(float %x215, float %728, float %call1280)
  %call1282 = tail call float @llvm.fma.f32(float %x223, float %729, float %call1281)
  %call1283 = tail call float @llvm.fma.f32(float %x533, float %730, float %call1282)
  %call1284 = tail call float @llvm.fma.f32(float %x541, float %731, float %call1283)
  %call1285 = tail call float @llvm.fma.f32(float %x549, float %732, float %call1284)
  %call1286 = tail call float @llvm.fma.f32(float %x557, float %733, float %call1285)
  %call1287 = tail call float @llvm.fma.f32(float %x873, float %734, float %call1286)
  %fmul1288 = fmul float %x200, %735
  %call1289 = tail call float @llvm.fma.f32(float %x208, float %736, float %fmul1288)
  %call1290 = tail call float @llvm.fma.f32(float %x216, float %737, float %call1289)
  %call1291 = tail call float @llvm.fma.f32(float %x224, float %738, float %call1290)
  %call1292 = tail call float @llvm.fma.f32(float %x534, float %739, float %call1291)
  %call1293 = tail call float @llvm.fma.f32(float %x542, float %740, float %call1292)
  %call1294 = tail call float @llvm.fma.f32(float %x550, float %741, float %call1293)
  %call1295 = tail call float @llvm.fma.f32(float %x558, float %742, float %call1294)
  %call1296 = tail call float @llvm.fma.f32(float %x874, float %743, float %call1295)
  %fadd1297 = fadd float %call1287, %call1296
  %leaf1309 = bitcast i32 %call1308 to float
  %fadd1310 = fadd float %fadd1297, %leaf1309
  %leaf1258 = bitcast i32 %call1257 to float
  %fmul1259 = fmul float %x199, %708
  %call1260 = tail call float @llvm.fma.f32(float %x207, float %709, float %fmul1259)
  %call1261 = tail call float @llvm.fma.f32(float %x215, float %710, float %call1260)
  %call1262 = tail call float @llvm.fma.f32(float %x223, float %711, float %call1261)
  %call1263 = tail call float @llvm.fma.f32(float %x533, float %712, float %call1262)
  %call1264 = tail call float @llvm.fma.f32(float %x541, float %713, float %call1263)
  %call1265 = tail call float @llvm.fma.f32(float %x549, float %714, float %call1264)
  %call1266 = tail call float @llvm.fma.f32(float %x557, float %715, float %call1265)
  %call1267 = tail call float @llvm.fma.f32(float %x873, float %716, float %call1266)
  %fmul1268 = fmul float %x200, %717
  %call1269 = tail call float @llvm.fma.f32(float %x208, float %718, float %fmul1268)
  %call1270 = tail call float @llvm.fma.f32(float %x216, float %719, float %call1269)
  %call1271 = tail call float @llvm.fma.f32(float %x224, float %720, float %call1270)
  %call1272 = tail call float @llvm.fma.f32(float %x534, float %721, float %call1271)
  %call1273 = tail call float @llvm.fma.f32(float %x542, float %722, float %call1272)
  %call1274 = tail call float @llvm.fma.f32(float %x550, float %723, float %call1273)
  %call1275 = tail call float @llvm.fma.f32(float %x558, float %724, float %call1274)
  %call1276 = tail call float @llvm.fma.f32(float %x874, float %725, float %call1275)
  %fadd1277 = fadd float %call1267, %call1276
  %fadd1278 = fadd float %fadd1277, %leaf1258
  %v1316 = insertelement <2 x float> poison, float %fadd1278, i64 0
  %v1317 = insertelement <2 x float> %v1316, float %fadd1310, i64 1
  %gep3491 = getelementptr float, ptr addrspace(1) %invariant.gep3442, i64 %mul1312
  store <2 x float> %v1317, ptr addrspace(1) %gep3491, align 8
  br label %endif1315

endif1315:                                        ; preds = %endif1206, %endif1206, %then1314
  %753 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul1319 = fmul float %x208, %753
  %754 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call1320 = tail call float @llvm.fma.f32(float %x216, float %754, float %fmul1319)
  %755 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call1321 = tail call float @llvm.fma.f32(float %x224, float %755, float %call1320)
  %756 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call1322 = tail call float @llvm.fma.f32(float %x534, float %756, float %call1321)
  %757 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call1323 = tail call float @llvm.fma.f32(float %x542, float %757, float %call1322)
  %758 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call1324 = tail call float @llvm.fma.f32(float %x550, float %758, float %call1323)
  %759 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call1325 = tail call float @llvm.fma.f32(float %x558, float %759, float %call1324)
  %760 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call1326 = tail call float @llvm.fma.f32(float %x874, float %760, float %call1325)
  %761 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call1327 = tail call float @llvm.fma.f32(float %x882, float %761, float %call1326)
  %bits1328 = bitcast float %call1327 to i32
  %call1329 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1328, i32 1, i32 0)
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
  %780 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %781 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %782 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %783 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %784 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %785 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %786 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %787 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %788 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %789 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %790 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %791 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %792 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %793 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %794 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %795 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %796 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %797 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %798 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul1370 = fmul float %x207, %798
  %799 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call1371 = tail call float @llvm.fma.f32(float %x215, float %799, float %fmul1370)
  %800 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call1372 = tail call float @llvm.fma.f32(float %x223, float %800, float %call1371)
  %801 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call1373 = tail call float @llvm.fma.f32(float %x533, float %801, float %call1372)
  %802 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call1374 = tail call float @llvm.fma.f32(float %x541, float %802, float %call1373)
  %803 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call1375 = tail call float @llvm.fma.f32(float %x549, float %803, float %call1374)
  %804 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call1376 = tail call float @llvm.fma.f32(float %x557, float %804, float %call1375)
  %805 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call1377 = tail call float @llvm.fma.f32(float %x873, float %805, float %call1376)
  %806 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call1378 = tail call float @llvm.fma.f32(float %x881, float %806, float %call1377)
  %bits1379 = bitcast float %call1378 to i32
  %call1380 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1379, i32 1, i32 31)
  switch i64 %lane, label %then1386 [
    i64 31, label %endif1387
    i64 0, label %endif1387
  ]

then1386:                                         ; preds = %endif1315
  %add1383 = or disjoint i64 %add1200, 1
  %mul1384 = mul i64 %add1383, %9
  %fmul1351 = fmul float %x207, %780
  %call1352 = tail call float @llvm.fma.f32(float %x215, float %781, float %fmul1351)
  %call1353 = tail call float @llvm.fma.f32(float %x223, float %782, float %call1352)
  %call1354 = tail call float @llvm.fma.f32(float %x533, float %783, float %call1353)
  %call1355 = tail call float @llvm.fma.f32(float %x541, float %784, float %call1354)
  %call1356 = tail call float @llvm.fma.f32(float %x549, float %785, float %call1355)
  %call1357 = tail call float @llvm.fma.f32(float %x557, float %786, float %call1356)
  %call1358 = tail call float @llvm.fma.f32(float %x873, float %787, float %call1357)
  %call1359 = tail call float @llvm.fma.f32(float %x881, float %788, float %call1358)
  %fmul1360 = fmul float %x208, %789
  %call1361 = tail call float @llvm.fma.f32(float %x216, float %790, float %fmul1360)
  %call1362 = tail call float @llvm.fma.f32(float %x224, float %791, float %call1361)
  %call1363 = tail call float @llvm.fma.f32(float %x534, float %792, float %call1362)
  %call1364 = tail call float @llvm.fma.f32(float %x542, float %793, float %call1363)
  %call1365 = tail call float @llvm.fma.f32(float %x550, float %794, float %call1364)
  %call1366 = tail call float @llvm.fma.f32(float %x558, float %795, float %call1365)
  %call1367 = tail call float @llvm.fma.f32(float %x874, float %796, float %call1366)
  %call1368 = tail call float @llvm.fma.f32(float %x882, float %797, float %call1367)
  %fadd1369 = fadd float %call1359, %call1368
  %leaf1381 = bitcast i32 %call1380 to float
  %fadd1382 = fadd float %fadd1369, %leaf1381
  %leaf1330 = bitcast i32 %call1329 to float
  %fmul1331 = fmul float %x207, %762
  %call1332 = tail call float @llvm.fma.f32(float %x215, float %763, float %fmul1331)
  %call1333 = tail call float @llvm.fma.f32(float %x223, float %764, float %call1332)
  %call1334 = tail call float @llvm.fma.f32(float %x533, float %765, float %call1333)
  %call1335 = tail call float @llvm.fma.f32(float %x541, float %766, float %call1334)
  %call1336 = tail call float @llvm.fma.f32(float %x549, float %767, float %call1335)
  %call1337 = tail call float @llvm.fma.f32(float %x557, float %768, float %call1336)
  %call1338 = tail call float @llvm.fma.f32(float %x873, float %769, float %call1337)
  %call1339 = tail call float @llvm.fma.f32(float %x881, float %770, float %call1338)
  %fmul1340 = fmul float %x208, %771
  %call1341 = tail call float @llvm.fma.f32(float %x216, float %772, float %fmul1340)
  %call1342 = tail call float @llvm.fma.f32(float %x224, float %773, float %call1341)
  %call1343 = tail call float @llvm.fma.f32(float %x534, float %774, float %call1342)
  %call1344 = tail call float @llvm.fma.f32(float %x542, float %775, float %call1343)
  %call1345 = tail call float @llvm.fma.f32(float %x550, float %776, float %call1344)
  %call1346 = tail call float @llvm.fma.f32(float %x558, float %777, float %call1345)
  %call1347 = tail call float @llvm.fma.f32(float %x874, float %778, float %call1346)
  %call1348 = tail call float @llvm.fma.f32(float %x882, float %779, float %call1347)
  %fadd1349 = fadd float %call1339, %call1348
  %fadd1350 = fadd float %fadd1349, %leaf1330
  %v1388 = insertelement <2 x float> poison, float %fadd1350, i64 0
  %v1389 = insertelement <2 x float> %v1388, float %fadd1382, i64 1
  %gep3493 = getelementptr float, ptr addrspace(1) %invariant.gep3442, i64 %mul1384
  store <2 x float> %v1389, ptr addrspace(1) %gep3493, align 8
  br label %endif1387

endif1387:                                        ; preds = %endif1315, %endif1315, %then1386
  %807 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul1391 = fmul float %x216, %807
  %808 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call1392 = tail call float @llvm.fma.f32(float %x224, float %808, float %fmul1391)
  %809 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call1393 = tail call float @llvm.fma.f32(float %x534, float %809, float %call1392)
  %810 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call1394 = tail call float @llvm.fma.f32(float %x542, float %810, float %call1393)
  %811 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call1395 = tail call float @llvm.fma.f32(float %x550, float %811, float %call1394)
  %812 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call1396 = tail call float @llvm.fma.f32(float %x558, float %812, float %call1395)
  %813 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call1397 = tail call float @llvm.fma.f32(float %x874, float %813, float %call1396)
  %814 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call1398 = tail call float @llvm.fma.f32(float %x882, float %814, float %call1397)
  %815 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call1399 = tail call float @llvm.fma.f32(float %x890, float %815, float %call1398)
  %bits1400 = bitcast float %call1399 to i32
  %call1401 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1400, i32 1, i32 0)
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
  %834 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %835 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %836 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %837 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %838 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %839 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %840 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %841 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %842 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %843 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %844 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %845 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %846 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %847 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %848 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %849 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %850 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %851 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %852 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul1442 = fmul float %x215, %852
  %853 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call1443 = tail call float @llvm.fma.f32(float %x223, float %853, float %fmul1442)
  %854 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call1444 = tail call float @llvm.fma.f32(float %x533, float %854, float %call1443)
  %855 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call1445 = tail call float @llvm.fma.f32(float %x541, float %855, float %call1444)
  %856 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call1446 = tail call float @llvm.fma.f32(float %x549, float %856, float %call1445)
  %857 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call1447 = tail call float @llvm.fma.f32(float %x557, float %857, float %call1446)
  %858 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call1448 = tail call float @llvm.fma.f32(float %x873, float %858, float %call1447)
  %859 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call1449 = tail call float @llvm.fma.f32(float %x881, float %859, float %call1448)
  %860 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call1450 = tail call float @llvm.fma.f32(float %x889, float %860, float %call1449)
  %bits1451 = bitcast float %call1450 to i32
  %call1452 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1451, i32 1, i32 31)
  switch i64 %lane, label %then1458 [
    i64 31, label %endif1459
    i64 0, label %endif1459
  ]

then1458:                                         ; preds = %endif1387
  %add1455 = or disjoint i64 %add1200, 2
  %mul1456 = mul i64 %add1455, %9
  %fmul1423 = fmul float %x215, %834
  %call1424 = tail call float @llvm.fma.f32(float %x223, float %835, float %fmul1423)
  %call1425 = tail call float @llvm.fma.f32(float %x533, float %836, float %call1424)
  %call1426 = tail call float @llvm.fma.f32(float %x541, float %837, float %call1425)
  %call1427 = tail call float @llvm.fma.f32(float %x549, float %838, float %call1426)
  %call1428 = tail call float @llvm.fma.f32(float %x557, float %839, float %call1427)
  %call1429 = tail call float @llvm.fma.f32(float %x873, float %840, float %call1428)
  %call1430 = tail call float @llvm.fma.f32(float %x881, float %841, float %call1429)
  %call1431 = tail call float @llvm.fma.f32(float %x889, float %842, float %call1430)
  %fmul1432 = fmul float %x216, %843
  %call1433 = tail call float @llvm.fma.f32(float %x224, float %844, float %fmul1432)
  %call1434 = tail call float @llvm.fma.f32(float %x534, float %845, float %call1433)
  %call1435 = tail call float @llvm.fma.f32(float %x542, float %846, float %call1434)
  %call1436 = tail call float @llvm.fma.f32(float %x550, float %847, float %call1435)
  %call1437 = tail call float @llvm.fma.f32(float %x558, float %848, float %call1436)
  %call1438 = tail call float @llvm.fma.f32(float %x874, float %849, float %call1437)
  %call1439 = tail call float @llvm.fma.f32(float %x882, float %850, float %call1438)
  %call1440 = tail call float @llvm.fma.f32(float %x890, float %851, float %call1439)
  %fadd1441 = fadd float %call1431, %call1440
  %leaf1453 = bitcast i32 %call1452 to float
  %fadd1454 = fadd float %fadd1441, %leaf1453
  %leaf1402 = bitcast i32 %call1401 to float
  %fmul1403 = fmul float %x215, %816
  %call1404 = tail call float @llvm.fma.f32(float %x223, float %817, float %fmul1403)
  %call1405 = tail call float @llvm.fma.f32(float %x533, float %818, float %call1404)
  %call1406 = tail call float @llvm.fma.f32(float %x541, float %819, float %call1405)
  %call1407 = tail call float @llvm.fma.f32(float %x549, float %820, float %call1406)
  %call1408 = tail call float @llvm.fma.f32(float %x557, float %821, float %call1407)
  %call1409 = tail call float @llvm.fma.f32(float %x873, float %822, float %call1408)
  %call1410 = tail call float @llvm.fma.f32(float %x881, float %823, float %call1409)
  %call1411 = tail call float @llvm.fma.f32(float %x889, float %824, float %call1410)
  %fmul1412 = fmul float %x216, %825
  %call1413 = tail call float @llvm.fma.f32(float %x224, float %826, float %fmul1412)
  %call1414 = tail call float @llvm.fma.f32(float %x534, float %827, float %call1413)
  %call1415 = tail call float @llvm.fma.f32(float %x542, float %828, float %call1414)
  %call1416 = tail call float @llvm.fma.f32(float %x550, float %829, float %call1415)
  %call1417 = tail call float @llvm.fma.f32(float %x558, float %830, float %call1416)
  %call1418 = tail call float @llvm.fma.f32(float %x874, float %831, float %call1417)
  %call1419 = tail call float @llvm.fma.f32(float %x882, float %832, float %call1418)
  %call1420 = tail call float @llvm.fma.f32(float %x890, float %833, float %call1419)
  %fadd1421 = fadd float %call1411, %call1420
  %fadd1422 = fadd float %fadd1421, %leaf1402
  %v1460 = insertelement <2 x float> poison, float %fadd1422, i64 0
  %v1461 = insertelement <2 x float> %v1460, float %fadd1454, i64 1
  %gep3495 = getelementptr float, ptr addrspace(1) %invariant.gep3442, i64 %mul1456
  store <2 x float> %v1461, ptr addrspace(1) %gep3495, align 8
  br label %endif1459

endif1459:                                        ; preds = %endif1387, %endif1387, %then1458
  %861 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul1463 = fmul float %x224, %861
  %862 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call1464 = tail call float @llvm.fma.f32(float %x534, float %862, float %fmul1463)
  %863 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call1465 = tail call float @llvm.fma.f32(float %x542, float %863, float %call1464)
  %864 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call1466 = tail call float @llvm.fma.f32(float %x550, float %864, float %call1465)
  %865 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call1467 = tail call float @llvm.fma.f32(float %x558, float %865, float %call1466)
  %866 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call1468 = tail call float @llvm.fma.f32(float %x874, float %866, float %call1467)
  %867 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call1469 = tail call float @llvm.fma.f32(float %x882, float %867, float %call1468)
  %868 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call1470 = tail call float @llvm.fma.f32(float %x890, float %868, float %call1469)
  %869 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call1471 = tail call float @llvm.fma.f32(float %x898, float %869, float %call1470)
  %bits1472 = bitcast float %call1471 to i32
  %call1473 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1472, i32 1, i32 0)
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
  %888 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %889 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %890 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %891 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %892 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %893 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %894 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %895 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %896 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %897 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %898 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %899 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %900 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %901 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %902 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %903 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %904 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %905 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %906 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul1514 = fmul float %x223, %906
  %907 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call1515 = tail call float @llvm.fma.f32(float %x533, float %907, float %fmul1514)
  %908 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call1516 = tail call float @llvm.fma.f32(float %x541, float %908, float %call1515)
  %909 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call1517 = tail call float @llvm.fma.f32(float %x549, float %909, float %call1516)
  %910 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call1518 = tail call float @llvm.fma.f32(float %x557, float %910, float %call1517)
  %911 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call1519 = tail call float @llvm.fma.f32(float %x873, float %911, float %call1518)
  %912 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call1520 = tail call float @llvm.fma.f32(float %x881, float %912, float %call1519)
  %913 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call1521 = tail call float @llvm.fma.f32(float %x889, float %913, float %call1520)
  %914 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call1522 = tail call float @llvm.fma.f32(float %x897, float %914, float %call1521)
  %bits1523 = bitcast float %call1522 to i32
  %call1524 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1523, i32 1, i32 31)
  switch i64 %lane, label %then1530 [
    i64 31, label %endif1531
    i64 0, label %endif1531
  ]

then1530:                                         ; preds = %endif1459
  %add1527 = or disjoint i64 %add1200, 3
  %mul1528 = mul i64 %add1527, %9
  %fmul1495 = fmul float %x223, %888
  %call1496 = tail call float @llvm.fma.f32(float %x533, float %889, float %fmul1495)
  %call1497 = tail call float @llvm.fma.f32(float %x541, float %890, float %call1496)
  %call1498 = tail call float @llvm.fma.f32(float %x549, float %891, float %call1497)
  %call1499 = tail call float @llvm.fma.f32(float %x557, float %892, float %call1498)
  %call1500 = tail call float @llvm.fma.f32(float %x873, float %893, float %call1499)
  %call1501 = tail call float @llvm.fma.f32(float %x881, float %894, float %call1500)
  %call1502 = tail call float @llvm.fma.f32(float %x889, float %895, float %call1501)
  %call1503 = tail call float @llvm.fma.f32(float %x897, float %896, float %call1502)
  %fmul1504 = fmul float %x224, %897
  %call1505 = tail call float @llvm.fma.f32(float %x534, float %898, float %fmul1504)
  %call1506 = tail call float @llvm.fma.f32(float %x542, float %899, float %call1505)
  %call1507 = tail call float @llvm.fma.f32(float %x550, float %900, float %call1506)
  %call1508 = tail call float @llvm.fma.f32(float %x558, float %901, float %call1507)
  %call1509 = tail call float @llvm.fma.f32(float %x874, float %902, float %call1508)
  %call1510 = tail call float @llvm.fma.f32(float %x882, float %903, float %call1509)
  %call1511 = tail call float @llvm.fma.f32(float %x890, float %904, float %call1510)
  %call1512 = tail call float @llvm.fma.f32(float %x898, float %905, float %call1511)
  %fadd1513 = fadd float %call1503, %call1512
  %leaf1525 = bitcast i32 %call1524 to float
  %fadd1526 = fadd float %fadd1513, %leaf1525
  %leaf1474 = bitcast i32 %call1473 to float
  %fmul1475 = fmul float %x223, %870
  %call1476 = tail call float @llvm.fma.f32(float %x533, float %871, float %fmul1475)
  %call1477 = tail call float @llvm.fma.f32(float %x541, float %872, float %call1476)
  %call1478 = tail call float @llvm.fma.f32(float %x549, float %873, float %call1477)
  %call1479 = tail call float @llvm.fma.f32(float %x557, float %874, float %call1478)
  %call1480 = tail call float @llvm.fma.f32(float %x873, float %875, float %call1479)
  %call1481 = tail call float @llvm.fma.f32(float %x881, float %876, float %call1480)
  %call1482 = tail call float @llvm.fma.f32(float %x889, float %877, float %call1481)
  %call1483 = tail call float @llvm.fma.f32(float %x897, float %878, float %call1482)
  %fmul1484 = fmul float %x224, %879
  %call1485 = tail call float @llvm.fma.f32(float %x534, float %880, float %fmul1484)
  %call1486 = tail call float @llvm.fma.f32(float %x542, float %881, float %call1485)
  %call1487 = tail call float @llvm.fma.f32(float %x550, float %882, float %call1486)
  %call1488 = tail call float @llvm.fma.f32(float %x558, float %883, float %call1487)
  %call1489 = tail call float @llvm.fma.f32(float %x874, float %884, float %call1488)
  %call1490 = tail call float @llvm.fma.f32(float %x882, float %885, float %call1489)
  %call1491 = tail call float @llvm.fma.f32(float %x890, float %886, float %call1490)
  %call1492 = tail call float @llvm.fma.f32(float %x898, float %887, float %call1491)
  %fadd1493 = fadd float %call1483, %call1492
  %fadd1494 = fadd float %fadd1493, %leaf1474
  %v1532 = insertelement <2 x float> poison, float %fadd1494, i64 0
  %v1533 = insertelement <2 x float> %v1532, float %fadd1526, i64 1
  %gep3497 = getelementptr float, ptr addrspace(1) %invariant.gep3442, i64 %mul1528
  store <2 x float> %v1533, ptr addrspace(1) %gep3497, align 8
  br label %endif1531

endif1531:                                        ; preds = %endif1459, %endif1459, %then1530
  %add1535 = add nuw nsw i64 %group, 1
  %exitcond.not = icmp eq i64 %add1535, 2
  br i1 %exitcond.not, label %endif, label %tile.steps

tile.steps1766:                                   ; preds = %endif3410, %else
  %group1768 = phi i64 [ 0, %else ], [ %add3412, %endif3410 ]
  %phi1769 = phi float [ %v1585, %else ], [ %phi2276, %endif3410 ]
  %phi1770 = phi float [ %v1589, %else ], [ %phi2277, %endif3410 ]
  %phi1771 = phi float [ %v1601, %else ], [ %phi2278, %endif3410 ]
  %phi1772 = phi float [ %v1605, %else ], [ %phi2279, %endif3410 ]
  %phi1773 = phi float [ %v1617, %else ], [ %phi2280, %endif3410 ]
  %phi1774 = phi float [ %v1621, %else ], [ %phi2281, %endif3410 ]
  %phi1775 = phi float [ %v1633, %else ], [ %phi2282, %endif3410 ]
  %phi1776 = phi float [ %v1637, %else ], [ %phi2283, %endif3410 ]
  %phi1777 = phi float [ %v1649, %else ], [ %phi2680, %endif3410 ]
  %phi1778 = phi float [ %v1653, %else ], [ %phi2681, %endif3410 ]
  %phi1779 = phi float [ %v1665, %else ], [ %phi2682, %endif3410 ]
  %phi1780 = phi float [ %v1669, %else ], [ %phi2683, %endif3410 ]
  %phi1781 = phi float [ %v1681, %else ], [ %phi2684, %endif3410 ]
  %phi1782 = phi float [ %v1685, %else ], [ %phi2685, %endif3410 ]
  %phi1783 = phi float [ %v1697, %else ], [ %phi2686, %endif3410 ]
  %phi1784 = phi float [ %v1701, %else ], [ %phi2687, %endif3410 ]
  %phi1785 = phi float [ %v1713, %else ], [ %phi3084, %endif3410 ]
  %phi1786 = phi float [ %v1717, %else ], [ %phi3085, %endif3410 ]
  %phi1787 = phi float [ %v1729, %else ], [ %phi3086, %endif3410 ]
  %phi1788 = phi float [ %v1733, %else ], [ %phi3087, %endif3410 ]
  %phi1789 = phi float [ %v1745, %else ], [ %phi3088, %endif3410 ]
  %phi1790 = phi float [ %v1749, %else ], [ %phi3089, %endif3410 ]
  %phi1791 = phi float [ %v1761, %else ], [ %phi3090, %endif3410 ]
  %phi1792 = phi float [ %v1765, %else ], [ %phi3091, %endif3410 ]
  %mul1801 = shl i64 %group1768, 2
  %mul1803 = shl i64 %group1768, 4
  %add1804 = add nuw nsw i64 %mul1803, %mul42
  %add1805 = or disjoint i64 %mul1801, 1
  %cmp1806 = icmp ult i64 %add1805, %38
  br i1 %cmp1806, label %then1808, label %endif1810

then1808:                                         ; preds = %tile.steps1766
  %add1807 = or disjoint i64 %add1804, 8
  %call1813 = tail call i64 @llvm.smin.i64(i64 %add1807, i64 %sub1568)
  %call1814 = tail call i64 @llvm.smax.i64(i64 %call1813, i64 -4)
  %call1816 = tail call i64 @llvm.smin.i64(i64 %call1814, i64 %sub1578)
  %call1817 = tail call i64 @llvm.smax.i64(i64 %call1816, i64 0)
  %mul1818 = mul i64 %call1817, %7
  %915 = getelementptr float, ptr addrspace(1) %2, i64 %mul1818
  %p1821 = getelementptr float, ptr addrspace(1) %915, i64 %call1552
  %v1822 = load float, ptr addrspace(1) %p1821, align 4
  %p1825 = getelementptr float, ptr addrspace(1) %915, i64 %call1558
  %v1826 = load float, ptr addrspace(1) %p1825, align 4
  %add1827 = or disjoint i64 %add1804, 9
  %call1829 = tail call i64 @llvm.smin.i64(i64 %add1827, i64 %sub1568)
  %call1830 = tail call i64 @llvm.smax.i64(i64 %call1829, i64 -4)
  %call1832 = tail call i64 @llvm.smin.i64(i64 %call1830, i64 %sub1578)
  %call1833 = tail call i64 @llvm.smax.i64(i64 %call1832, i64 0)
  %mul1834 = mul i64 %call1833, %7
  %916 = getelementptr float, ptr addrspace(1) %2, i64 %mul1834
  %p1837 = getelementptr float, ptr addrspace(1) %916, i64 %call1552
  %v1838 = load float, ptr addrspace(1) %p1837, align 4
  %p1841 = getelementptr float, ptr addrspace(1) %916, i64 %call1558
  %v1842 = load float, ptr addrspace(1) %p1841, align 4
  %add1843 = or disjoint i64 %add1804, 10
  %call1845 = tail call i64 @llvm.smin.i64(i64 %add1843, i64 %sub1568)
  %call1846 = tail call i64 @llvm.smax.i64(i64 %call1845, i64 -4)
  %call1848 = tail call i64 @llvm.smin.i64(i64 %call1846, i64 %sub1578)
  %call1849 = tail call i64 @llvm.smax.i64(i64 %call1848, i64 0)
  %mul1850 = mul i64 %call1849, %7
  %917 = getelementptr float, ptr addrspace(1) %2, i64 %mul1850
  %p1853 = getelementptr float, ptr addrspace(1) %917, i64 %call1552
  %v1854 = load float, ptr addrspace(1) %p1853, align 4
  %p1857 = getelementptr float, ptr addrspace(1) %917, i64 %call1558
  %v1858 = load float, ptr addrspace(1) %p1857, align 4
  %add1859 = or disjoint i64 %add1804, 11
  %call1861 = tail call i64 @llvm.smin.i64(i64 %add1859, i64 %sub1568)
  %call1862 = tail call i64 @llvm.smax.i64(i64 %call1861, i64 -4)
  %call1864 = tail call i64 @llvm.smin.i64(i64 %call1862, i64 %sub1578)
  %call1865 = tail call i64 @llvm.smax.i64(i64 %call1864, i64 0)
  %mul1866 = mul i64 %call1865, %7
  %918 = getelementptr float, ptr addrspace(1) %2, i64 %mul1866
  %p1869 = getelementptr float, ptr addrspace(1) %918, i64 %call1552
  %v1870 = load float, ptr addrspace(1) %p1869, align 4
  %p1873 = getelementptr float, ptr addrspace(1) %918, i64 %call1558
  %v1874 = load float, ptr addrspace(1) %p1873, align 4
  br label %endif1810

endif1810:                                        ; preds = %tile.steps1766, %then1808
  %phi1875 = phi float [ %v1822, %then1808 ], [ 0.000000e+00, %tile.steps1766 ]
  %phi1876 = phi float [ %v1826, %then1808 ], [ 0.000000e+00, %tile.steps1766 ]
  %phi1877 = phi float [ %v1838, %then1808 ], [ 0.000000e+00, %tile.steps1766 ]
  %phi1878 = phi float [ %v1842, %then1808 ], [ 0.000000e+00, %tile.steps1766 ]
  %phi1879 = phi float [ %v1854, %then1808 ], [ 0.000000e+00, %tile.steps1766 ]
  %phi1880 = phi float [ %v1858, %then1808 ], [ 0.000000e+00, %tile.steps1766 ]
  %phi1881 = phi float [ %v1870, %then1808 ], [ 0.000000e+00, %tile.steps1766 ]
  %phi1882 = phi float [ %v1874, %then1808 ], [ 0.000000e+00, %tile.steps1766 ]
  %sub1883 = sub i64 %8, %add1804
  %919 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul1886 = fmul float %phi1770, %919
  %920 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call1887 = tail call float @llvm.fma.f32(float %phi1772, float %920, float %fmul1886)
  %921 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call1888 = tail call float @llvm.fma.f32(float %phi1774, float %921, float %call1887)
  %922 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call1889 = tail call float @llvm.fma.f32(float %phi1776, float %922, float %call1888)
  %923 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call1890 = tail call float @llvm.fma.f32(float %phi1778, float %923, float %call1889)
  %924 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call1891 = tail call float @llvm.fma.f32(float %phi1780, float %924, float %call1890)
  %925 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call1892 = tail call float @llvm.fma.f32(float %phi1782, float %925, float %call1891)
  %926 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call1893 = tail call float @llvm.fma.f32(float %phi1784, float %926, float %call1892)
  %927 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call1894 = tail call float @llvm.fma.f32(float %phi1786, float %927, float %call1893)
  %bits1895 = bitcast float %call1894 to i32
  %call1896 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1895, i32 1, i32 0)
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
  %946 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul1918 = fmul float %phi1769, %946
  %947 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call1919 = tail call float @llvm.fma.f32(float %phi1771, float %947, float %fmul1918)
  %948 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call1920 = tail call float @llvm.fma.f32(float %phi1773, float %948, float %call1919)
  %949 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call1921 = tail call float @llvm.fma.f32(float %phi1775, float %949, float %call1920)
  %950 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call1922 = tail call float @llvm.fma.f32(float %phi1777, float %950, float %call1921)
  %951 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call1923 = tail call float @llvm.fma.f32(float %phi1779, float %951, float %call1922)
  %952 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call1924 = tail call float @llvm.fma.f32(float %phi1781, float %952, float %call1923)
  %953 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call1925 = tail call float @llvm.fma.f32(float %phi1783, float %953, float %call1924)
  %954 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call1926 = tail call float @llvm.fma.f32(float %phi1785, float %954, float %call1925)
  %955 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %fmul1927 = fmul float %phi1770, %955
  %956 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %call1928 = tail call float @llvm.fma.f32(float %phi1772, float %956, float %fmul1927)
  %957 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %call1929 = tail call float @llvm.fma.f32(float %phi1774, float %957, float %call1928)
  %958 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %call1930 = tail call float @llvm.fma.f32(float %phi1776, float %958, float %call1929)
  %959 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %call1931 = tail call float @llvm.fma.f32(float %phi1778, float %959, float %call1930)
  %960 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %call1932 = tail call float @llvm.fma.f32(float %phi1780, float %960, float %call1931)
  %961 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %call1933 = tail call float @llvm.fma.f32(float %phi1782, float %961, float %call1932)
  %962 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %call1934 = tail call float @llvm.fma.f32(float %phi1784, float %962, float %call1933)
  %963 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %call1935 = tail call float @llvm.fma.f32(float %phi1786, float %963, float %call1934)
  %fadd1936 = fadd float %call1926, %call1935
  %964 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul1937 = fmul float %phi1769, %964
  %965 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call1938 = tail call float @llvm.fma.f32(float %phi1771, float %965, float %fmul1937)
  %966 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call1939 = tail call float @llvm.fma.f32(float %phi1773, float %966, float %call1938)
  %967 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call1940 = tail call float @llvm.fma.f32(float %phi1775, float %967, float %call1939)
  %968 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call1941 = tail call float @llvm.fma.f32(float %phi1777, float %968, float %call1940)
  %969 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call1942 = tail call float @llvm.fma.f32(float %phi1779, float %969, float %call1941)
  %970 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call1943 = tail call float @llvm.fma.f32(float %phi1781, float %970, float %call1942)
  %971 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call1944 = tail call float @llvm.fma.f32(float %phi1783, float %971, float %call1943)
  %972 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call1945 = tail call float @llvm.fma.f32(float %phi1785, float %972, float %call1944)
  %bits1946 = bitcast float %call1945 to i32
  %call1947 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1946, i32 1, i32 31)
  %leaf1948 = bitcast i32 %call1947 to float
  %fadd1949 = fadd float %fadd1936, %leaf1948
  %cmp1951 = icmp sgt i64 %sub1883, 0
  %out.s = and i1 %out.lane1562, %cmp1951
  %mul1952 = mul i64 %add1804, %9
  %add1953 = add i64 %mul1952, %add45
  %out.col = and i1 %cmp1563, %out.s
  br i1 %out.col, label %then1955, label %endif1956

then1955:                                         ; preds = %endif1810
  %leaf1897 = bitcast i32 %call1896 to float
  %fmul1898 = fmul float %phi1769, %928
  %call1899 = tail call float @llvm.fma.f32(float %phi1771, float %929, float %fmul1898)
  %call1900 = tail call float @llvm.fma.f32(float %phi1773, float %930, float %call1899)
  %call1901 = tail call float @llvm.fma.f32(float %phi1775, float %931, float %call1900)
  %call1902 = tail call float @llvm.fma.f32(float %phi1777, float %932, float %call1901)
  %call1903 = tail call float @llvm.fma.f32(float %phi1779, float %933, float %call1902)
  %call1904 = tail call float @llvm.fma.f32(float %phi1781, float %934, float %call1903)
  %call1905 = tail call float @llvm.fma.f32(float %phi1783, float %935, float %call1904)
  %call1906 = tail call float @llvm.fma.f32(float %phi1785, float %936, float %call1905)
  %fmul1907 = fmul float %phi1770, %937
  %call1908 = tail call float @llvm.fma.f32(float %phi1772, float %938, float %fmul1907)
  %call1909 = tail call float @llvm.fma.f32(float %phi1774, float %939, float %call1908)
  %call1910 = tail call float @llvm.fma.f32(float %phi1776, float %940, float %call1909)
  %call1911 = tail call float @llvm.fma.f32(float %phi1778, float %941, float %call1910)
  %call1912 = tail call float @llvm.fma.f32(float %phi1780, float %942, float %call1911)
  %call1913 = tail call float @llvm.fma.f32(float %phi1782, float %943, float %call1912)
  %call1914 = tail call float @llvm.fma.f32(float %phi1784, float %944, float %call1913)
  %call1915 = tail call float @llvm.fma.f32(float %phi1786, float %945, float %call1914)
  %fadd1916 = fadd float %call1906, %call1915
  %fadd1917 = fadd float %fadd1916, %leaf1897
  %p1957 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add1953
  store float %fadd1917, ptr addrspace(1) %p1957, align 4
  br label %endif1956

endif1956:                                        ; preds = %then1955, %endif1810
  %out.col1958 = and i1 %cmp1564, %out.s
  br i1 %out.col1958, label %then1960, label %endif1961

then1960:                                         ; preds = %endif1956
  %add1959 = or disjoint i64 %add1953, 1
  %p1962 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add1959
  store float %fadd1949, ptr addrspace(1) %p1962, align 4
  br label %endif1961

endif1961:                                        ; preds = %then1960, %endif1956
  %973 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul1963 = fmul float %phi1772, %973
  %974 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call1964 = tail call float @llvm.fma.f32(float %phi1774, float %974, float %fmul1963)
  %975 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call1965 = tail call float @llvm.fma.f32(float %phi1776, float %975, float %call1964)
  %976 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call1966 = tail call float @llvm.fma.f32(float %phi1778, float %976, float %call1965)
  %977 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call1967 = tail call float @llvm.fma.f32(float %phi1780, float %977, float %call1966)
  %978 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call1968 = tail call float @llvm.fma.f32(float %phi1782, float %978, float %call1967)
  %979 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call1969 = tail call float @llvm.fma.f32(float %phi1784, float %979, float %call1968)
  %980 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call1970 = tail call float @llvm.fma.f32(float %phi1786, float %980, float %call1969)
  %981 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call1971 = tail call float @llvm.fma.f32(float %phi1788, float %981, float %call1970)
  %bits1972 = bitcast float %call1971 to i32
  %call1973 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1972, i32 1, i32 0)
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
  %1000 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul1995 = fmul float %phi1771, %1000
  %1001 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call1996 = tail call float @llvm.fma.f32(float %phi1773, float %1001, float %fmul1995)
  %1002 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call1997 = tail call float @llvm.fma.f32(float %phi1775, float %1002, float %call1996)
  %1003 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call1998 = tail call float @llvm.fma.f32(float %phi1777, float %1003, float %call1997)
  %1004 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call1999 = tail call float @llvm.fma.f32(float %phi1779, float %1004, float %call1998)
  %1005 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2000 = tail call float @llvm.fma.f32(float %phi1781, float %1005, float %call1999)
  %1006 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2001 = tail call float @llvm.fma.f32(float %phi1783, float %1006, float %call2000)
  %1007 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2002 = tail call float @llvm.fma.f32(float %phi1785, float %1007, float %call2001)
  %1008 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2003 = tail call float @llvm.fma.f32(float %phi1787, float %1008, float %call2002)
  %1009 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %fmul2004 = fmul float %phi1772, %1009
  %1010 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %call2005 = tail call float @llvm.fma.f32(float %phi1774, float %1010, float %fmul2004)
  %1011 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %call2006 = tail call float @llvm.fma.f32(float %phi1776, float %1011, float %call2005)
  %1012 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %call2007 = tail call float @llvm.fma.f32(float %phi1778, float %1012, float %call2006)
  %1013 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %call2008 = tail call float @llvm.fma.f32(float %phi1780, float %1013, float %call2007)
  %1014 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %call2009 = tail call float @llvm.fma.f32(float %phi1782, float %1014, float %call2008)
  %1015 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %call2010 = tail call float @llvm.fma.f32(float %phi1784, float %1015, float %call2009)
  %1016 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %call2011 = tail call float @llvm.fma.f32(float %phi1786, float %1016, float %call2010)
  %1017 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %call2012 = tail call float @llvm.fma.f32(float %phi1788, float %1017, float %call2011)
  %fadd2013 = fadd float %call2003, %call2012
  %1018 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul2014 = fmul float %phi1771, %1018
  %1019 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call2015 = tail call float @llvm.fma.f32(float %phi1773, float %1019, float %fmul2014)
  %1020 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call2016 = tail call float @llvm.fma.f32(float %phi1775, float %1020, float %call2015)
  %1021 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call2017 = tail call float @llvm.fma.f32(float %phi1777, float %1021, float %call2016)
  %1022 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call2018 = tail call float @llvm.fma.f32(float %phi1779, float %1022, float %call2017)
  %1023 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call2019 = tail call float @llvm.fma.f32(float %phi1781, float %1023, float %call2018)
  %1024 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call2020 = tail call float @llvm.fma.f32(float %phi1783, float %1024, float %call2019)
  %1025 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call2021 = tail call float @llvm.fma.f32(float %phi1785, float %1025, float %call2020)
  %1026 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call2022 = tail call float @llvm.fma.f32(float %phi1787, float %1026, float %call2021)
  %bits2023 = bitcast float %call2022 to i32
  %call2024 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2023, i32 1, i32 31)
  %leaf2025 = bitcast i32 %call2024 to float
  %fadd2026 = fadd float %fadd2013, %leaf2025
  %add2027 = or disjoint i64 %add1804, 1
  %cmp2028 = icmp sgt i64 %sub1883, 1
  %out.s2029 = and i1 %out.lane1562, %cmp2028
  %mul2030 = mul i64 %add2027, %9
  %add2031 = add i64 %mul2030, %add45
  %out.col2032 = and i1 %cmp1563, %out.s2029
  br i1 %out.col2032, label %then2034, label %endif2035

then2034:                                         ; preds = %endif1961
  %leaf1974 = bitcast i32 %call1973 to float
  %fmul1975 = fmul float %phi1771, %982
  %call1976 = tail call float @llvm.fma.f32(float %phi1773, float %983, float %fmul1975)
  %call1977 = tail call float @llvm.fma.f32(float %phi1775, float %984, float %call1976)
  %call1978 = tail call float @llvm.fma.f32(float %phi1777, float %985, float %call1977)
  %call1979 = tail call float @llvm.fma.f32(float %phi1779, float %986, float %call1978)
  %call1980 = tail call float @llvm.fma.f32(float %phi1781, float %987, float %call1979)
  %call1981 = tail call float @llvm.fma.f32(float %phi1783, float %988, float %call1980)
  %call1982 = tail call float @llvm.fma.f32(float %phi1785, float %989, float %call1981)
  %call1983 = tail call float @llvm.fma.f32(float %phi1787, float %990, float %call1982)
  %fmul1984 = fmul float %phi1772, %991
  %call1985 = tail call float @llvm.fma.f32(float %phi1774, float %992, float %fmul1984)
  %call1986 = tail call float @llvm.fma.f32(float %phi1776, float %993, float %call1985)
  %call1987 = tail call float @llvm.fma.f32(float %phi1778, float %994, float %call1986)
  %call1988 = tail call float @llvm.fma.f32(float %phi1780, float %995, float %call1987)
  %call1989 = tail call float @llvm.fma.f32(float %phi1782, float %996, float %call1988)
  %call1990 = tail call float @llvm.fma.f32(float %phi1784, float %997, float %call1989)
  %call1991 = tail call float @llvm.fma.f32(float %phi1786, float %998, float %call1990)
  %call1992 = tail call float @llvm.fma.f32(float %phi1788, float %999, float %call1991)
  %fadd1993 = fadd float %call1983, %call1992
  %fadd1994 = fadd float %fadd1993, %leaf1974
  %p2036 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add2031
  store float %fadd1994, ptr addrspace(1) %p2036, align 4
  br label %endif2035

endif2035:                                        ; preds = %then2034, %endif1961
  %out.col2037 = and i1 %cmp1564, %out.s2029
  br i1 %out.col2037, label %then2039, label %endif2040

then2039:                                         ; preds = %endif2035
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %add2031
  store float %fadd2026, ptr addrspace(1) %gep, align 4
  br label %endif2040

endif2040:                                        ; preds = %then2039, %endif2035
  %1027 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul2042 = fmul float %phi1774, %1027
  %1028 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2043 = tail call float @llvm.fma.f32(float %phi1776, float %1028, float %fmul2042)
  %1029 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2044 = tail call float @llvm.fma.f32(float %phi1778, float %1029, float %call2043)
  %1030 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2045 = tail call float @llvm.fma.f32(float %phi1780, float %1030, float %call2044)
  %1031 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2046 = tail call float @llvm.fma.f32(float %phi1782, float %1031, float %call2045)
  %1032 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2047 = tail call float @llvm.fma.f32(float %phi1784, float %1032, float %call2046)
  %1033 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2048 = tail call float @llvm.fma.f32(float %phi1786, float %1033, float %call2047)
  %1034 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2049 = tail call float @llvm.fma.f32(float %phi1788, float %1034, float %call2048)
  %1035 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2050 = tail call float @llvm.fma.f32(float %phi1790, float %1035, float %call2049)
  %bits2051 = bitcast float %call2050 to i32
  %call2052 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2051, i32 1, i32 0)
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
  %1054 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul2074 = fmul float %phi1773, %1054
  %1055 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2075 = tail call float @llvm.fma.f32(float %phi1775, float %1055, float %fmul2074)
  %1056 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2076 = tail call float @llvm.fma.f32(float %phi1777, float %1056, float %call2075)
  %1057 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2077 = tail call float @llvm.fma.f32(float %phi1779, float %1057, float %call2076)
  %1058 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2078 = tail call float @llvm.fma.f32(float %phi1781, float %1058, float %call2077)
  %1059 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2079 = tail call float @llvm.fma.f32(float %phi1783, float %1059, float %call2078)
  %1060 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2080 = tail call float @llvm.fma.f32(float %phi1785, float %1060, float %call2079)
  %1061 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2081 = tail call float @llvm.fma.f32(float %phi1787, float %1061, float %call2080)
  %1062 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2082 = tail call float @llvm.fma.f32(float %phi1789, float %1062, float %call2081)
  %1063 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %fmul2083 = fmul float %phi1774, %1063
  %1064 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %call2084 = tail call float @llvm.fma.f32(float %phi1776, float %1064, float %fmul2083)
  %1065 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %call2085 = tail call float @llvm.fma.f32(float %phi1778, float %1065, float %call2084)
  %1066 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %call2086 = tail call float @llvm.fma.f32(float %phi1780, float %1066, float %call2085)
  %1067 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %call2087 = tail call float @llvm.fma.f32(float %phi1782, float %1067, float %call2086)
  %1068 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %call2088 = tail call float @llvm.fma.f32(float %phi1784, float %1068, float %call2087)
  %1069 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %call2089 = tail call float @llvm.fma.f32(float %phi1786, float %1069, float %call2088)
  %1070 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %call2090 = tail call float @llvm.fma.f32(float %phi1788, float %1070, float %call2089)
  %1071 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %call2091 = tail call float @llvm.fma.f32(float %phi1790, float %1071, float %call2090)
  %fadd2092 = fadd float %call2082, %call2091
  %1072 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul2093 = fmul float %phi1773, %1072
  %1073 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call2094 = tail call float @llvm.fma.f32(float %phi1775, float %1073, float %fmul2093)
  %1074 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call2095 = tail call float @llvm.fma.f32(float %phi1777, float %1074, float %call2094)
  %1075 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call2096 = tail call float @llvm.fma.f32(float %phi1779, float %1075, float %call2095)
  %1076 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call2097 = tail call float @llvm.fma.f32(float %phi1781, float %1076, float %call2096)
  %1077 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call2098 = tail call float @llvm.fma.f32(float %phi1783, float %1077, float %call2097)
  %1078 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call2099 = tail call float @llvm.fma.f32(float %phi1785, float %1078, float %call2098)
  %1079 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call2100 = tail call float @llvm.fma.f32(float %phi1787, float %1079, float %call2099)
  %1080 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call2101 = tail call float @llvm.fma.f32(float %phi1789, float %1080, float %call2100)
  %bits2102 = bitcast float %call2101 to i32
  %call2103 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2102, i32 1, i32 31)
  %leaf2104 = bitcast i32 %call2103 to float
  %fadd2105 = fadd float %fadd2092, %leaf2104
  %add2106 = or disjoint i64 %add1804, 2
  %cmp2107 = icmp sgt i64 %sub1883, 2
  %out.s2108 = and i1 %out.lane1562, %cmp2107
  %mul2109 = mul i64 %add2106, %9
  %add2110 = add i64 %mul2109, %add45
  %out.col2111 = and i1 %cmp1563, %out.s2108
  br i1 %out.col2111, label %then2113, label %endif2114

then2113:                                         ; preds = %endif2040
  %leaf2053 = bitcast i32 %call2052 to float
  %fmul2054 = fmul float %phi1773, %1036
  %call2055 = tail call float @llvm.fma.f32(float %phi1775, float %1037, float %fmul2054)
  %call2056 = tail call float @llvm.fma.f32(float %phi1777, float %1038, float %call2055)
  %call2057 = tail call float @llvm.fma.f32(float %phi1779, float %1039, float %call2056)
  %call2058 = tail call float @llvm.fma.f32(float %phi1781, float %1040, float %call2057)
  %call2059 = tail call float @llvm.fma.f32(float %phi1783, float %1041, float %call2058)
  %call2060 = tail call float @llvm.fma.f32(float %phi1785, float %1042, float %call2059)
  %call2061 = tail call float @llvm.fma.f32(float %phi1787, float %1043, float %call2060)
  %call2062 = tail call float @llvm.fma.f32(float %phi1789, float %1044, float %call2061)
  %fmul2063 = fmul float %phi1774, %1045
  %call2064 = tail call float @llvm.fma.f32(float %phi1776, float %1046, float %fmul2063)
  %call2065 = tail call float @llvm.fma.f32(float %phi1778, float %1047, float %call2064)
  %call2066 = tail call float @llvm.fma.f32(float %phi1780, float %1048, float %call2065)
  %call2067 = tail call float @llvm.fma.f32(float %phi1782, float %1049, float %call2066)
  %call2068 = tail call float @llvm.fma.f32(float %phi1784, float %1050, float %call2067)
  %call2069 = tail call float @llvm.fma.f32(float %phi1786, float %1051, float %call2068)
  %call2070 = tail call float @llvm.fma.f32(float %phi1788, float %1052, float %call2069)
  %call2071 = tail call float @llvm.fma.f32(float %phi1790, float %1053, float %call2070)
  %fadd2072 = fadd float %call2062, %call2071
  %fadd2073 = fadd float %fadd2072, %leaf2053
  %p2115 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add2110
  store float %fadd2073, ptr addrspace(1) %p2115, align 4
  br label %endif2114

endif2114:                                        ; preds = %then2113, %endif2040
  %out.col2116 = and i1 %cmp1564, %out.s2108
  br i1 %out.col2116, label %then2118, label %endif2119

then2118:                                         ; preds = %endif2114
  %add2117 = or disjoint i64 %add2110, 1
  %p2120 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add2117
  store float %fadd2105, ptr addrspace(1) %p2120, align 4
  br label %endif2119

endif2119:                                        ; preds = %then2118, %endif2114
  %1081 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul2121 = fmul float %phi1776, %1081
  %1082 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2122 = tail call float @llvm.fma.f32(float %phi1778, float %1082, float %fmul2121)
  %1083 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2123 = tail call float @llvm.fma.f32(float %phi1780, float %1083, float %call2122)
  %1084 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2124 = tail call float @llvm.fma.f32(float %phi1782, float %1084, float %call2123)
  %1085 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2125 = tail call float @llvm.fma.f32(float %phi1784, float %1085, float %call2124)
  %1086 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2126 = tail call float @llvm.fma.f32(float %phi1786, float %1086, float %call2125)
  %1087 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2127 = tail call float @llvm.fma.f32(float %phi1788, float %1087, float %call2126)
  %1088 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2128 = tail call float @llvm.fma.f32(float %phi1790, float %1088, float %call2127)
  %1089 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2129 = tail call float @llvm.fma.f32(float %phi1792, float %1089, float %call2128)
  %bits2130 = bitcast float %call2129 to i32
  %call2131 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2130, i32 1, i32 0)
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
  %1108 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul2153 = fmul float %phi1775, %1108
  %1109 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2154 = tail call float @llvm.fma.f32(float %phi1777, float %1109, float %fmul2153)
  %1110 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2155 = tail call float @llvm.fma.f32(float %phi1779, float %1110, float %call2154)
  %1111 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2156 = tail call float @llvm.fma.f32(float %phi1781, float %1111, float %call2155)
  %1112 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2157 = tail call float @llvm.fma.f32(float %phi1783, float %1112, float %call2156)
  %1113 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2158 = tail call float @llvm.fma.f32(float %phi1785, float %1113, float %call2157)
  %1114 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2159 = tail call float @llvm.fma.f32(float %phi1787, float %1114, float %call2158)
  %1115 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2160 = tail call float @llvm.fma.f32(float %phi1789, float %1115, float %call2159)
  %1116 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2161 = tail call float @llvm.fma.f32(float %phi1791, float %1116, float %call2160)
  %1117 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %fmul2162 = fmul float %phi1776, %1117
  %1118 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %call2163 = tail call float @llvm.fma.f32(float %phi1778, float %1118, float %fmul2162)
  %1119 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %call2164 = tail call float @llvm.fma.f32(float %phi1780, float %1119, float %call2163)
  %1120 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %call2165 = tail call float @llvm.fma.f32(float %phi1782, float %1120, float %call2164)
  %1121 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %call2166 = tail call float @llvm.fma.f32(float %phi1784, float %1121, float %call2165)
  %1122 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %call2167 = tail call float @llvm.fma.f32(float %phi1786, float %1122, float %call2166)
  %1123 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %call2168 = tail call float @llvm.fma.f32(float %phi1788, float %1123, float %call2167)
  %1124 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %call2169 = tail call float @llvm.fma.f32(float %phi1790, float %1124, float %call2168)
  %1125 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %call2170 = tail call float @llvm.fma.f32(float %phi1792, float %1125, float %call2169)
  %fadd2171 = fadd float %call2161, %call2170
  %1126 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul2172 = fmul float %phi1775, %1126
  %1127 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call2173 = tail call float @llvm.fma.f32(float %phi1777, float %1127, float %fmul2172)
  %1128 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call2174 = tail call float @llvm.fma.f32(float %phi1779, float %1128, float %call2173)
  %1129 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call2175 = tail call float @llvm.fma.f32(float %phi1781, float %1129, float %call2174)
  %1130 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call2176 = tail call float @llvm.fma.f32(float %phi1783, float %1130, float %call2175)
  %1131 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call2177 = tail call float @llvm.fma.f32(float %phi1785, float %1131, float %call2176)
  %1132 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call2178 = tail call float @llvm.fma.f32(float %phi1787, float %1132, float %call2177)
  %1133 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call2179 = tail call float @llvm.fma.f32(float %phi1789, float %1133, float %call2178)
  %1134 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call2180 = tail call float @llvm.fma.f32(float %phi1791, float %1134, float %call2179)
  %bits2181 = bitcast float %call2180 to i32
  %call2182 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2181, i32 1, i32 31)
  %leaf2183 = bitcast i32 %call2182 to float
  %fadd2184 = fadd float %fadd2171, %leaf2183
  %add2185 = or disjoint i64 %add1804, 3
  %cmp2186 = icmp sgt i64 %sub1883, 3
  %out.s2187 = and i1 %out.lane1562, %cmp2186
  %mul2188 = mul i64 %add2185, %9
  %add2189 = add i64 %mul2188, %add45
  %out.col2190 = and i1 %cmp1563, %out.s2187
  br i1 %out.col2190, label %then2192, label %endif2193

then2192:                                         ; preds = %endif2119
  %leaf2132 = bitcast i32 %call2131 to float
  %fmul2133 = fmul float %phi1775, %1090
  %call2134 = tail call float @llvm.fma.f32(float %phi1777, float %1091, float %fmul2133)
  %call2135 = tail call float @llvm.fma.f32(float %phi1779, float %1092, float %call2134)
  %call2136 = tail call float @llvm.fma.f32(float %phi1781, float %1093, float %call2135)
  %call2137 = tail call float @llvm.fma.f32(float %phi1783, float %1094, float %call2136)
  %call2138 = tail call float @llvm.fma.f32(float %phi1785, float %1095, float %call2137)
  %call2139 = tail call float @llvm.fma.f32(float %phi1787, float %1096, float %call2138)
  %call2140 = tail call float @llvm.fma.f32(float %phi1789, float %1097, float %call2139)
  %call2141 = tail call float @llvm.fma.f32(float %phi1791, float %1098, float %call2140)
  %fmul2142 = fmul float %phi1776, %1099
  %call2143 = tail call float @llvm.fma.f32(float %phi1778, float %1100, float %fmul2142)
  %call2144 = tail call float @llvm.fma.f32(float %phi1780, float %1101, float %call2143)
  %call2145 = tail call float @llvm.fma.f32(float %phi1782, float %1102, float %call2144)
  %call2146 = tail call float @llvm.fma.f32(float %phi1784, float %1103, float %call2145)
  %call2147 = tail call float @llvm.fma.f32(float %phi1786, float %1104, float %call2146)
  %call2148 = tail call float @llvm.fma.f32(float %phi1788, float %1105, float %call2147)
  %call2149 = tail call float @llvm.fma.f32(float %phi1790, float %1106, float %call2148)
  %call2150 = tail call float @llvm.fma.f32(float %phi1792, float %1107, float %call2149)
  %fadd2151 = fadd float %call2141, %call2150
  %fadd2152 = fadd float %fadd2151, %leaf2132
  %p2194 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add2189
  store float %fadd2152, ptr addrspace(1) %p2194, align 4
  br label %endif2193

endif2193:                                        ; preds = %then2192, %endif2119
  %out.col2195 = and i1 %cmp1564, %out.s2187
  br i1 %out.col2195, label %then2197, label %endif2198

then2197:                                         ; preds = %endif2193
  %gep3421 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %add2189
  store float %fadd2184, ptr addrspace(1) %gep3421, align 4
  br label %endif2198

endif2198:                                        ; preds = %then2197, %endif2193
  br i1 %cmp1806, label %tile.step2202, label %endif

tile.step2202:                                    ; preds = %endif2198
  %mul2204 = shl i64 %add1805, 2
  %add2205 = add nuw nsw i64 %mul2204, %mul42
  %add2206 = or disjoint i64 %mul1801, 2
  %cmp2207 = icmp ult i64 %add2206, %38
  br i1 %cmp2207, label %then2209, label %endif2211

then2209:                                         ; preds = %tile.step2202
  %add2208 = or disjoint i64 %add2205, 8
  %call2214 = tail call i64 @llvm.smin.i64(i64 %add2208, i64 %sub1568)
  %call2215 = tail call i64 @llvm.smax.i64(i64 %call2214, i64 -4)
  %call2217 = tail call i64 @llvm.smin.i64(i64 %call2215, i64 %sub1578)
  %call2218 = tail call i64 @llvm.smax.i64(i64 %call2217, i64 0)
  %mul2219 = mul i64 %call2218, %7
  %1135 = getelementptr float, ptr addrspace(1) %2, i64 %mul2219
  %p2222 = getelementptr float, ptr addrspace(1) %1135, i64 %call1552
  %v2223 = load float, ptr addrspace(1) %p2222, align 4
  %p2226 = getelementptr float, ptr addrspace(1) %1135, i64 %call1558
  %v2227 = load float, ptr addrspace(1) %p2226, align 4
  %add2228 = or disjoint i64 %add2205, 9
  %call2230 = tail call i64 @llvm.smin.i64(i64 %add2228, i64 %sub1568)
  %call2231 = tail call i64 @llvm.smax.i64(i64 %call2230, i64 -4)
  %call2233 = tail call i64 @llvm.smin.i64(i64 %call2231, i64 %sub1578)
  %call2234 = tail call i64 @llvm.smax.i64(i64 %call2233, i64 0)
  %mul2235 = mul i64 %call2234, %7
  %1136 = getelementptr float, ptr addrspace(1) %2, i64 %mul2235
  %p2238 = getelementptr float, ptr addrspace(1) %1136, i64 %call1552
  %v2239 = load float, ptr addrspace(1) %p2238, align 4
  %p2242 = getelementptr float, ptr addrspace(1) %1136, i64 %call1558
  %v2243 = load float, ptr addrspace(1) %p2242, align 4
  %add2244 = or disjoint i64 %add2205, 10
  %call2246 = tail call i64 @llvm.smin.i64(i64 %add2244, i64 %sub1568)
  %call2247 = tail call i64 @llvm.smax.i64(i64 %call2246, i64 -4)
  %call2249 = tail call i64 @llvm.smin.i64(i64 %call2247, i64 %sub1578)
  %call2250 = tail call i64 @llvm.smax.i64(i64 %call2249, i64 0)
  %mul2251 = mul i64 %call2250, %7
  %1137 = getelementptr float, ptr addrspace(1) %2, i64 %mul2251
  %p2254 = getelementptr float, ptr addrspace(1) %1137, i64 %call1552
  %v2255 = load float, ptr addrspace(1) %p2254, align 4
  %p2258 = getelementptr float, ptr addrspace(1) %1137, i64 %call1558
  %v2259 = load float, ptr addrspace(1) %p2258, align 4
  %add2260 = or disjoint i64 %add2205, 11
  %call2262 = tail call i64 @llvm.smin.i64(i64 %add2260, i64 %sub1568)
  %call2263 = tail call i64 @llvm.smax.i64(i64 %call2262, i64 -4)
  %call2265 = tail call i64 @llvm.smin.i64(i64 %call2263, i64 %sub1578)
  %call2266 = tail call i64 @llvm.smax.i64(i64 %call2265, i64 0)
  %mul2267 = mul i64 %call2266, %7
  %1138 = getelementptr float, ptr addrspace(1) %2, i64 %mul2267
  %p2270 = getelementptr float, ptr addrspace(1) %1138, i64 %call1552
  %v2271 = load float, ptr addrspace(1) %p2270, align 4
  %p2274 = getelementptr float, ptr addrspace(1) %1138, i64 %call1558
  %v2275 = load float, ptr addrspace(1) %p2274, align 4
  br label %endif2211

endif2211:                                        ; preds = %tile.step2202, %then2209
  %phi2276 = phi float [ %v2223, %then2209 ], [ 0.000000e+00, %tile.step2202 ]
  %phi2277 = phi float [ %v2227, %then2209 ], [ 0.000000e+00, %tile.step2202 ]
  %phi2278 = phi float [ %v2239, %then2209 ], [ 0.000000e+00, %tile.step2202 ]
  %phi2279 = phi float [ %v2243, %then2209 ], [ 0.000000e+00, %tile.step2202 ]
  %phi2280 = phi float [ %v2255, %then2209 ], [ 0.000000e+00, %tile.step2202 ]
  %phi2281 = phi float [ %v2259, %then2209 ], [ 0.000000e+00, %tile.step2202 ]
  %phi2282 = phi float [ %v2271, %then2209 ], [ 0.000000e+00, %tile.step2202 ]
  %phi2283 = phi float [ %v2275, %then2209 ], [ 0.000000e+00, %tile.step2202 ]
  %sub2284 = sub i64 %8, %add2205
  %1139 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul2288 = fmul float %phi1778, %1139
  %1140 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2289 = tail call float @llvm.fma.f32(float %phi1780, float %1140, float %fmul2288)
  %1141 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2290 = tail call float @llvm.fma.f32(float %phi1782, float %1141, float %call2289)
  %1142 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2291 = tail call float @llvm.fma.f32(float %phi1784, float %1142, float %call2290)
  %1143 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2292 = tail call float @llvm.fma.f32(float %phi1786, float %1143, float %call2291)
  %1144 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2293 = tail call float @llvm.fma.f32(float %phi1788, float %1144, float %call2292)
  %1145 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2294 = tail call float @llvm.fma.f32(float %phi1790, float %1145, float %call2293)
  %1146 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2295 = tail call float @llvm.fma.f32(float %phi1792, float %1146, float %call2294)
  %1147 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2296 = tail call float @llvm.fma.f32(float %phi1876, float %1147, float %call2295)
  %bits2297 = bitcast float %call2296 to i32
  %call2298 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2297, i32 1, i32 0)
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
  %1166 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul2320 = fmul float %phi1777, %1166
  %1167 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2321 = tail call float @llvm.fma.f32(float %phi1779, float %1167, float %fmul2320)
  %1168 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2322 = tail call float @llvm.fma.f32(float %phi1781, float %1168, float %call2321)
  %1169 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2323 = tail call float @llvm.fma.f32(float %phi1783, float %1169, float %call2322)
  %1170 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2324 = tail call float @llvm.fma.f32(float %phi1785, float %1170, float %call2323)
  %1171 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2325 = tail call float @llvm.fma.f32(float %phi1787, float %1171, float %call2324)
  %1172 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2326 = tail call float @llvm.fma.f32(float %phi1789, float %1172, float %call2325)
  %1173 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2327 = tail call float @llvm.fma.f32(float %phi1791, float %1173, float %call2326)
  %1174 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2328 = tail call float @llvm.fma.f32(float %phi1875, float %1174, float %call2327)
  %1175 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %fmul2329 = fmul float %phi1778, %1175
  %1176 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %call2330 = tail call float @llvm.fma.f32(float %phi1780, float %1176, float %fmul2329)
  %1177 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %call2331 = tail call float @llvm.fma.f32(float %phi1782, float %1177, float %call2330)
  %1178 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %call2332 = tail call float @llvm.fma.f32(float %phi1784, float %1178, float %call2331)
  %1179 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %call2333 = tail call float @llvm.fma.f32(float %phi1786, float %1179, float %call2332)
  %1180 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %call2334 = tail call float @llvm.fma.f32(float %phi1788, float %1180, float %call2333)
  %1181 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %call2335 = tail call float @llvm.fma.f32(float %phi1790, float %1181, float %call2334)
  %1182 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %call2336 = tail call float @llvm.fma.f32(float %phi1792, float %1182, float %call2335)
  %1183 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %call2337 = tail call float @llvm.fma.f32(float %phi1876, float %1183, float %call2336)
  %fadd2338 = fadd float %call2328, %call2337
  %1184 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul2339 = fmul float %phi1777, %1184
  %1185 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call2340 = tail call float @llvm.fma.f32(float %phi1779, float %1185, float %fmul2339)
  %1186 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call2341 = tail call float @llvm.fma.f32(float %phi1781, float %1186, float %call2340)
  %1187 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call2342 = tail call float @llvm.fma.f32(float %phi1783, float %1187, float %call2341)
  %1188 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call2343 = tail call float @llvm.fma.f32(float %phi1785, float %1188, float %call2342)
  %1189 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call2344 = tail call float @llvm.fma.f32(float %phi1787, float %1189, float %call2343)
  %1190 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call2345 = tail call float @llvm.fma.f32(float %phi1789, float %1190, float %call2344)
  %1191 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call2346 = tail call float @llvm.fma.f32(float %phi1791, float %1191, float %call2345)
  %1192 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call2347 = tail call float @llvm.fma.f32(float %phi1875, float %1192, float %call2346)
  %bits2348 = bitcast float %call2347 to i32
  %call2349 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2348, i32 1, i32 31)
  %leaf2350 = bitcast i32 %call2349 to float
  %fadd2351 = fadd float %fadd2338, %leaf2350
  %cmp2353 = icmp sgt i64 %sub2284, 0
  %out.s2354 = and i1 %out.lane1562, %cmp2353
  %mul2355 = mul i64 %add2205, %9
  %add2356 = add i64 %mul2355, %add45
  %out.col2357 = and i1 %cmp1563, %out.s2354
  br i1 %out.col2357, label %then2359, label %endif2360

then2359:                                         ; preds = %endif2211
  %leaf2299 = bitcast i32 %call2298 to float
  %fmul2300 = fmul float %phi1777, %1148
  %call2301 = tail call float @llvm.fma.f32(float %phi1779, float %1149, float %fmul2300)
  %call2302 = tail call float @llvm.fma.f32(float %phi1781, float %1150, float %call2301)
  %call2303 = tail call float @llvm.fma.f32(float %phi1783, float %1151, float %call2302)
  %call2304 = tail call float @llvm.fma.f32(float %phi1785, float %1152, float %call2303)
  %call2305 = tail call float @llvm.fma.f32(float %phi1787, float %1153, float %call2304)
  %call2306 = tail call float @llvm.fma.f32(float %phi1789, float %1154, float %call2305)
  %call2307 = tail call float @llvm.fma.f32(float %phi1791, float %1155, float %call2306)
  %call2308 = tail call float @llvm.fma.f32(float %phi1875, float %1156, float %call2307)
  %fmul2309 = fmul float %phi1778, %1157
  %call2310 = tail call float @llvm.fma.f32(float %phi1780, float %1158, float %fmul2309)
  %call2311 = tail call float @llvm.fma.f32(float %phi1782, float %1159, float %call2310)
  %call2312 = tail call float @llvm.fma.f32(float %phi1784, float %1160, float %call2311)
  %call2313 = tail call float @llvm.fma.f32(float %phi1786, float %1161, float %call2312)
  %call2314 = tail call float @llvm.fma.f32(float %phi1788, float %1162, float %call2313)
  %call2315 = tail call float @llvm.fma.f32(float %phi1790, float %1163, float %call2314)
  %call2316 = tail call float @llvm.fma.f32(float %phi1792, float %1164, float %call2315)
  %call2317 = tail call float @llvm.fma.f32(float %phi1876, float %1165, float %call2316)
  %fadd2318 = fadd float %call2308, %call2317
  %fadd2319 = fadd float %fadd2318, %leaf2299
  %p2361 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add2356
  store float %fadd2319, ptr addrspace(1) %p2361, align 4
  br label %endif2360

endif2360:                                        ; preds = %then2359, %endif2211
  %out.col2362 = and i1 %cmp1564, %out.s2354
  br i1 %out.col2362, label %then2364, label %endif2365

then2364:                                         ; preds = %endif2360
  %add2363 = or disjoint i64 %add2356, 1
  %p2366 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add2363
  store float %fadd2351, ptr addrspace(1) %p2366, align 4
  br label %endif2365

endif2365:                                        ; preds = %then2364, %endif2360
  %1193 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul2367 = fmul float %phi1780, %1193
  %1194 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2368 = tail call float @llvm.fma.f32(float %phi1782, float %1194, float %fmul2367)
  %1195 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2369 = tail call float @llvm.fma.f32(float %phi1784, float %1195, float %call2368)
  %1196 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2370 = tail call float @llvm.fma.f32(float %phi1786, float %1196, float %call2369)
  %1197 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2371 = tail call float @llvm.fma.f32(float %phi1788, float %1197, float %call2370)
  %1198 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2372 = tail call float @llvm.fma.f32(float %phi1790, float %1198, float %call2371)
  %1199 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2373 = tail call float @llvm.fma.f32(float %phi1792, float %1199, float %call2372)
  %1200 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2374 = tail call float @llvm.fma.f32(float %phi1876, float %1200, float %call2373)
  %1201 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2375 = tail call float @llvm.fma.f32(float %phi1878, float %1201, float %call2374)
  %bits2376 = bitcast float %call2375 to i32
  %call2377 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2376, i32 1, i32 0)
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
  %1220 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul2399 = fmul float %phi1779, %1220
  %1221 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2400 = tail call float @llvm.fma.f32(float %phi1781, float %1221, float %fmul2399)
  %1222 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2401 = tail call float @llvm.fma.f32(float %phi1783, float %1222, float %call2400)
  %1223 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2402 = tail call float @llvm.fma.f32(float %phi1785, float %1223, float %call2401)
  %1224 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2403 = tail call float @llvm.fma.f32(float %phi1787, float %1224, float %call2402)
  %1225 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2404 = tail call float @llvm.fma.f32(float %phi1789, float %1225, float %call2403)
  %1226 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2405 = tail call float @llvm.fma.f32(float %phi1791, float %1226, float %call2404)
  %1227 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2406 = tail call float @llvm.fma.f32(float %phi1875, float %1227, float %call2405)
  %1228 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2407 = tail call float @llvm.fma.f32(float %phi1877, float %1228, float %call2406)
  %1229 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %fmul2408 = fmul float %phi1780, %1229
  %1230 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %call2409 = tail call float @llvm.fma.f32(float %phi1782, float %1230, float %fmul2408)
  %1231 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %call2410 = tail call float @llvm.fma.f32(float %phi1784, float %1231, float %call2409)
  %1232 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %call2411 = tail call float @llvm.fma.f32(float %phi1786, float %1232, float %call2410)
  %1233 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %call2412 = tail call float @llvm.fma.f32(float %phi1788, float %1233, float %call2411)
  %1234 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %call2413 = tail call float @llvm.fma.f32(float %phi1790, float %1234, float %call2412)
  %1235 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %call2414 = tail call float @llvm.fma.f32(float %phi1792, float %1235, float %call2413)
  %1236 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %call2415 = tail call float @llvm.fma.f32(float %phi1876, float %1236, float %call2414)
  %1237 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %call2416 = tail call float @llvm.fma.f32(float %phi1878, float %1237, float %call2415)
  %fadd2417 = fadd float %call2407, %call2416
  %1238 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul2418 = fmul float %phi1779, %1238
  %1239 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call2419 = tail call float @llvm.fma.f32(float %phi1781, float %1239, float %fmul2418)
  %1240 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call2420 = tail call float @llvm.fma.f32(float %phi1783, float %1240, float %call2419)
  %1241 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call2421 = tail call float @llvm.fma.f32(float %phi1785, float %1241, float %call2420)
  %1242 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call2422 = tail call float @llvm.fma.f32(float %phi1787, float %1242, float %call2421)
  %1243 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call2423 = tail call float @llvm.fma.f32(float %phi1789, float %1243, float %call2422)
  %1244 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call2424 = tail call float @llvm.fma.f32(float %phi1791, float %1244, float %call2423)
  %1245 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call2425 = tail call float @llvm.fma.f32(float %phi1875, float %1245, float %call2424)
  %1246 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call2426 = tail call float @llvm.fma.f32(float %phi1877, float %1246, float %call2425)
  %bits2427 = bitcast float %call2426 to i32
  %call2428 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2427, i32 1, i32 31)
  %leaf2429 = bitcast i32 %call2428 to float
  %fadd2430 = fadd float %fadd2417, %leaf2429
  %add2431 = or disjoint i64 %add2205, 1
  %cmp2432 = icmp sgt i64 %sub2284, 1
  %out.s2433 = and i1 %out.lane1562, %cmp2432
  %mul2434 = mul i64 %add2431, %9
  %add2435 = add i64 %mul2434, %add45
  %out.col2436 = and i1 %cmp1563, %out.s2433
  br i1 %out.col2436, label %then2438, label %endif2439

then2438:                                         ; preds = %endif2365
  %leaf2378 = bitcast i32 %call2377 to float
  %fmul2379 = fmul float %phi1779, %1202
  %call2380 = tail call float @llvm.fma.f32(float %phi1781, float %1203, float %fmul2379)
  %call2381 = tail call float @llvm.fma.f32(float %phi1783, float %1204, float %call2380)
  %call2382 = tail call float @llvm.fma.f32(float %phi1785, float %1205, float %call2381)
  %call2383 = tail call float @llvm.fma.f32(float %phi1787, float %1206, float %call2382)
  %call2384 = tail call float @llvm.fma.f32(float %phi1789, float %1207, float %call2383)
  %call2385 = tail call float @llvm.fma.f32(float %phi1791, float %1208, float %call2384)
  %call2386 = tail call float @llvm.fma.f32(float %phi1875, float %1209, float %call2385)
  %call2387 = tail call float @llvm.fma.f32(float %phi1877, float %1210, float %call2386)
  %fmul2388 = fmul float %phi1780, %1211
  %call2389 = tail call float @llvm.fma.f32(float %phi1782, float %1212, float %fmul2388)
  %call2390 = tail call float @llvm.fma.f32(float %phi1784, float %1213, float %call2389)
  %call2391 = tail call float @llvm.fma.f32(float %phi1786, float %1214, float %call2390)
  %call2392 = tail call float @llvm.fma.f32(float %phi1788, float %1215, float %call2391)
  %call2393 = tail call float @llvm.fma.f32(float %phi1790, float %1216, float %call2392)
  %call2394 = tail call float @llvm.fma.f32(float %phi1792, float %1217, float %call2393)
  %call2395 = tail call float @llvm.fma.f32(float %phi1876, float %1218, float %call2394)
  %call2396 = tail call float @llvm.fma.f32(float %phi1878, float %1219, float %call2395)
  %fadd2397 = fadd float %call2387, %call2396
  %fadd2398 = fadd float %fadd2397, %leaf2378
  %p2440 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add2435
  store float %fadd2398, ptr addrspace(1) %p2440, align 4
  br label %endif2439

endif2439:                                        ; preds = %then2438, %endif2365
  %out.col2441 = and i1 %cmp1564, %out.s2433
  br i1 %out.col2441, label %then2443, label %endif2444

then2443:                                         ; preds = %endif2439
  %gep3423 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %add2435
  store float %fadd2430, ptr addrspace(1) %gep3423, align 4
  br label %endif2444

endif2444:                                        ; preds = %then2443, %endif2439
  %1247 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul2446 = fmul float %phi1782, %1247
  %1248 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2447 = tail call float @llvm.fma.f32(float %phi1784, float %1248, float %fmul2446)
  %1249 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2448 = tail call float @llvm.fma.f32(float %phi1786, float %1249, float %call2447)
  %1250 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2449 = tail call float @llvm.fma.f32(float %phi1788, float %1250, float %call2448)
  %1251 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2450 = tail call float @llvm.fma.f32(float %phi1790, float %1251, float %call2449)
  %1252 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2451 = tail call float @llvm.fma.f32(float %phi1792, float %1252, float %call2450)
  %1253 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2452 = tail call float @llvm.fma.f32(float %phi1876, float %1253, float %call2451)
  %1254 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2453 = tail call float @llvm.fma.f32(float %phi1878, float %1254, float %call2452)
  %1255 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2454 = tail call float @llvm.fma.f32(float %phi1880, float %1255, float %call2453)
  %bits2455 = bitcast float %call2454 to i32
  %call2456 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2455, i32 1, i32 0)
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
  %1274 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul2478 = fmul float %phi1781, %1274
  %1275 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2479 = tail call float @llvm.fma.f32(float %phi1783, float %1275, float %fmul2478)
  %1276 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2480 = tail call float @llvm.fma.f32(float %phi1785, float %1276, float %call2479)
  %1277 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2481 = tail call float @llvm.fma.f32(float %phi1787, float %1277, float %call2480)
  %1278 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2482 = tail call float @llvm.fma.f32(float %phi1789, float %1278, float %call2481)
  %1279 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2483 = tail call float @llvm.fma.f32(float %phi1791, float %1279, float %call2482)
  %1280 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2484 = tail call float @llvm.fma.f32(float %phi1875, float %1280, float %call2483)
  %1281 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2485 = tail call float @llvm.fma.f32(float %phi1877, float %1281, float %call2484)
  %1282 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2486 = tail call float @llvm.fma.f32(float %phi1879, float %1282, float %call2485)
  %1283 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %fmul2487 = fmul float %phi1782, %1283
  %1284 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %call2488 = tail call float @llvm.fma.f32(float %phi1784, float %1284, float %fmul2487)
  %1285 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %call2489 = tail call float @llvm.fma.f32(float %phi1786, float %1285, float %call2488)
  %1286 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %call2490 = tail call float @llvm.fma.f32(float %phi1788, float %1286, float %call2489)
  %1287 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %call2491 = tail call float @llvm.fma.f32(float %phi1790, float %1287, float %call2490)
  %1288 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %call2492 = tail call float @llvm.fma.f32(float %phi1792, float %1288, float %call2491)
  %1289 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %call2493 = tail call float @llvm.fma.f32(float %phi1876, float %1289, float %call2492)
  %1290 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %call2494 = tail call float @llvm.fma.f32(float %phi1878, float %1290, float %call2493)
  %1291 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %call2495 = tail call float @llvm.fma.f32(float %phi1880, float %1291, float %call2494)
  %fadd2496 = fadd float %call2486, %call2495
  %1292 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul2497 = fmul float %phi1781, %1292
  %1293 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call2498 = tail call float @llvm.fma.f32(float %phi1783, float %1293, float %fmul2497)
  %1294 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call2499 = tail call float @llvm.fma.f32(float %phi1785, float %1294, float %call2498)
  %1295 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call2500 = tail call float @llvm.fma.f32(float %phi1787, float %1295, float %call2499)
  %1296 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call2501 = tail call float @llvm.fma.f32(float %phi1789, float %1296, float %call2500)
  %1297 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call2502 = tail call float @llvm.fma.f32(float %phi1791, float %1297, float %call2501)
  %1298 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call2503 = tail call float @llvm.fma.f32(float %phi1875, float %1298, float %call2502)
  %1299 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call2504 = tail call float @llvm.fma.f32(float %phi1877, float %1299, float %call2503)
  %1300 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call2505 = tail call float @llvm.fma.f32(float %phi1879, float %1300, float %call2504)
  %bits2506 = bitcast float %call2505 to i32
  %call2507 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2506, i32 1, i32 31)
  %leaf2508 = bitcast i32 %call2507 to float
  %fadd2509 = fadd float %fadd2496, %leaf2508
  %add2510 = or disjoint i64 %add2205, 2
  %cmp2511 = icmp sgt i64 %sub2284, 2
  %out.s2512 = and i1 %out.lane1562, %cmp2511
  %mul2513 = mul i64 %add2510, %9
  %add2514 = add i64 %mul2513, %add45
  %out.col2515 = and i1 %cmp1563, %out.s2512
  br i1 %out.col2515, label %then2517, label %endif2518

then2517:                                         ; preds = %endif2444
  %leaf2457 = bitcast i32 %call2456 to float
  %fmul2458 = fmul float %phi1781, %1256
  %call2459 = tail call float @llvm.fma.f32(float %phi1783, float %1257, float %fmul2458)
  %call2460 = tail call float @llvm.fma.f32(float %phi1785, float %1258, float %call2459)
  %call2461 = tail call float @llvm.fma.f32(float %phi1787, float %1259, float %call2460)
  %call2462 = tail call float @llvm.fma.f32(float %phi1789, float %1260, float %call2461)
  %call2463 = tail call float @llvm.fma.f32(float %phi1791, float %1261, float %call2462)
  %call2464 = tail call float @llvm.fma.f32(float %phi1875, float %1262, float %call2463)
  %call2465 = tail call float @llvm.fma.f32(float %phi1877, float %1263, float %call2464)
  %call2466 = tail call float @llvm.fma.f32(float %phi1879, float %1264, float %call2465)
  %fmul2467 = fmul float %phi1782, %1265
  %call2468 = tail call float @llvm.fma.f32(float %phi1784, float %1266, float %fmul2467)
  %call2469 = tail call float @llvm.fma.f32(float %phi1786, float %1267, float %call2468)
  %call2470 = tail call float @llvm.fma.f32(float %phi1788, float %1268, float %call2469)
  %call2471 = tail call float @llvm.fma.f32(float %phi1790, float %1269, float %call2470)
  %call2472 = tail call float @llvm.fma.f32(float %phi1792, float %1270, float %call2471)
  %call2473 = tail call float @llvm.fma.f32(float %phi1876, float %1271, float %call2472)
  %call2474 = tail call float @llvm.fma.f32(float %phi1878, float %1272, float %call2473)
  %call2475 = tail call float @llvm.fma.f32(float %phi1880, float %1273, float %call2474)
  %fadd2476 = fadd float %call2466, %call2475
  %fadd2477 = fadd float %fadd2476, %leaf2457
  %p2519 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add2514
  store float %fadd2477, ptr addrspace(1) %p2519, align 4
  br label %endif2518

endif2518:                                        ; preds = %then2517, %endif2444
  %out.col2520 = and i1 %cmp1564, %out.s2512
  br i1 %out.col2520, label %then2522, label %endif2523

then2522:                                         ; preds = %endif2518
  %add2521 = or disjoint i64 %add2514, 1
  %p2524 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add2521
  store float %fadd2509, ptr addrspace(1) %p2524, align 4
  br label %endif2523

endif2523:                                        ; preds = %then2522, %endif2518
  %1301 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul2525 = fmul float %phi1784, %1301
  %1302 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2526 = tail call float @llvm.fma.f32(float %phi1786, float %1302, float %fmul2525)
  %1303 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2527 = tail call float @llvm.fma.f32(float %phi1788, float %1303, float %call2526)
  %1304 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2528 = tail call float @llvm.fma.f32(float %phi1790, float %1304, float %call2527)
  %1305 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2529 = tail call float @llvm.fma.f32(float %phi1792, float %1305, float %call2528)
  %1306 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2530 = tail call float @llvm.fma.f32(float %phi1876, float %1306, float %call2529)
  %1307 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2531 = tail call float @llvm.fma.f32(float %phi1878, float %1307, float %call2530)
  %1308 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2532 = tail call float @llvm.fma.f32(float %phi1880, float %1308, float %call2531)
  %1309 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2533 = tail call float @llvm.fma.f32(float %phi1882, float %1309, float %call2532)
  %bits2534 = bitcast float %call2533 to i32
  %call2535 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2534, i32 1, i32 0)
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
  %1328 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul2557 = fmul float %phi1783, %1328
  %1329 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2558 = tail call float @llvm.fma.f32(float %phi1785, float %1329, float %fmul2557)
  %1330 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2559 = tail call float @llvm.fma.f32(float %phi1787, float %1330, float %call2558)
  %1331 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2560 = tail call float @llvm.fma.f32(float %phi1789, float %1331, float %call2559)
  %1332 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2561 = tail call float @llvm.fma.f32(float %phi1791, float %1332, float %call2560)
  %1333 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2562 = tail call float @llvm.fma.f32(float %phi1875, float %1333, float %call2561)
  %1334 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2563 = tail call float @llvm.fma.f32(float %phi1877, float %1334, float %call2562)
  %1335 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2564 = tail call float @llvm.fma.f32(float %phi1879, float %1335, float %call2563)
  %1336 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2565 = tail call float @llvm.fma.f32(float %phi1881, float %1336, float %call2564)
  %1337 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %fmul2566 = fmul float %phi1784, %1337
  %1338 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %call2567 = tail call float @llvm.fma.f32(float %phi1786, float %1338, float %fmul2566)
  %1339 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %call2568 = tail call float @llvm.fma.f32(float %phi1788, float %1339, float %call2567)
  %1340 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %call2569 = tail call float @llvm.fma.f32(float %phi1790, float %1340, float %call2568)
  %1341 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %call2570 = tail call float @llvm.fma.f32(float %phi1792, float %1341, float %call2569)
  %1342 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %call2571 = tail call float @llvm.fma.f32(float %phi1876, float %1342, float %call2570)
  %1343 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %call2572 = tail call float @llvm.fma.f32(float %phi1878, float %1343, float %call2571)
  %1344 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %call2573 = tail call float @llvm.fma.f32(float %phi1880, float %1344, float %call2572)
  %1345 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %call2574 = tail call float @llvm.fma.f32(float %phi1882, float %1345, float %call2573)
  %fadd2575 = fadd float %call2565, %call2574
  %1346 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul2576 = fmul float %phi1783, %1346
  %1347 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call2577 = tail call float @llvm.fma.f32(float %phi1785, float %1347, float %fmul2576)
  %1348 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call2578 = tail call float @llvm.fma.f32(float %phi1787, float %1348, float %call2577)
  %1349 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call2579 = tail call float @llvm.fma.f32(float %phi1789, float %1349, float %call2578)
  %1350 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call2580 = tail call float @llvm.fma.f32(float %phi1791, float %1350, float %call2579)
  %1351 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call2581 = tail call float @llvm.fma.f32(float %phi1875, float %1351, float %call2580)
  %1352 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call2582 = tail call float @llvm.fma.f32(float %phi1877, float %1352, float %call2581)
  %1353 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call2583 = tail call float @llvm.fma.f32(float %phi1879, float %1353, float %call2582)
  %1354 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call2584 = tail call float @llvm.fma.f32(float %phi1881, float %1354, float %call2583)
  %bits2585 = bitcast float %call2584 to i32
  %call2586 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2585, i32 1, i32 31)
  %leaf2587 = bitcast i32 %call2586 to float
  %fadd2588 = fadd float %fadd2575, %leaf2587
  %add2589 = or disjoint i64 %add2205, 3
  %cmp2590 = icmp sgt i64 %sub2284, 3
  %out.s2591 = and i1 %out.lane1562, %cmp2590
  %mul2592 = mul i64 %add2589, %9
  %add2593 = add i64 %mul2592, %add45
  %out.col2594 = and i1 %cmp1563, %out.s2591
  br i1 %out.col2594, label %then2596, label %endif2597

then2596:                                         ; preds = %endif2523
  %leaf2536 = bitcast i32 %call2535 to float
  %fmul2537 = fmul float %phi1783, %1310
  %call2538 = tail call float @llvm.fma.f32(float %phi1785, float %1311, float %fmul2537)
  %call2539 = tail call float @llvm.fma.f32(float %phi1787, float %1312, float %call2538)
  %call2540 = tail call float @llvm.fma.f32(float %phi1789, float %1313, float %call2539)
  %call2541 = tail call float @llvm.fma.f32(float %phi1791, float %1314, float %call2540)
  %call2542 = tail call float @llvm.fma.f32(float %phi1875, float %1315, float %call2541)
  %call2543 = tail call float @llvm.fma.f32(float %phi1877, float %1316, float %call2542)
  %call2544 = tail call float @llvm.fma.f32(float %phi1879, float %1317, float %call2543)
  %call2545 = tail call float @llvm.fma.f32(float %phi1881, float %1318, float %call2544)
  %fmul2546 = fmul float %phi1784, %1319
  %call2547 = tail call float @llvm.fma.f32(float %phi1786, float %1320, float %fmul2546)
  %call2548 = tail call float @llvm.fma.f32(float %phi1788, float %1321, float %call2547)
  %call2549 = tail call float @llvm.fma.f32(float %phi1790, float %1322, float %call2548)
  %call2550 = tail call float @llvm.fma.f32(float %phi1792, float %1323, float %call2549)
  %call2551 = tail call float @llvm.fma.f32(float %phi1876, float %1324, float %call2550)
  %call2552 = tail call float @llvm.fma.f32(float %phi1878, float %1325, float %call2551)
  %call2553 = tail call float @llvm.fma.f32(float %phi1880, float %1326, float %call2552)
  %call2554 = tail call float @llvm.fma.f32(float %phi1882, float %1327, float %call2553)
  %fadd2555 = fadd float %call2545, %call2554
  %fadd2556 = fadd float %fadd2555, %leaf2536
  %p2598 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add2593
  store float %fadd2556, ptr addrspace(1) %p2598, align 4
  br label %endif2597

endif2597:                                        ; preds = %then2596, %endif2523
  %out.col2599 = and i1 %cmp1564, %out.s2591
  br i1 %out.col2599, label %then2601, label %endif2602

then2601:                                         ; preds = %endif2597
  %gep3425 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %add2593
  store float %fadd2588, ptr addrspace(1) %gep3425, align 4
  br label %endif2602

endif2602:                                        ; preds = %then2601, %endif2597
  br i1 %cmp2207, label %tile.step2606, label %endif

tile.step2606:                                    ; preds = %endif2602
  %mul2608 = shl i64 %add2206, 2
  %add2609 = add nuw nsw i64 %mul2608, %mul42
  %add2610 = or disjoint i64 %mul1801, 3
  %cmp2611 = icmp ult i64 %add2610, %38
  br i1 %cmp2611, label %then2613, label %endif2615

then2613:                                         ; preds = %tile.step2606
  %add2612 = add i64 %add2609, 8
  %call2618 = tail call i64 @llvm.smin.i64(i64 %add2612, i64 %sub1568)
  %call2619 = tail call i64 @llvm.smax.i64(i64 %call2618, i64 -4)
  %call2621 = tail call i64 @llvm.smin.i64(i64 %call2619, i64 %sub1578)
  %call2622 = tail call i64 @llvm.smax.i64(i64 %call2621, i64 0)
  %mul2623 = mul i64 %call2622, %7
  %1355 = getelementptr float, ptr addrspace(1) %2, i64 %mul2623
  %p2626 = getelementptr float, ptr addrspace(1) %1355, i64 %call1552
  %v2627 = load float, ptr addrspace(1) %p2626, align 4
  %p2630 = getelementptr float, ptr addrspace(1) %1355, i64 %call1558
  %v2631 = load float, ptr addrspace(1) %p2630, align 4
  %add2632 = add i64 %add2609, 9
  %call2634 = tail call i64 @llvm.smin.i64(i64 %add2632, i64 %sub1568)
  %call2635 = tail call i64 @llvm.smax.i64(i64 %call2634, i64 -4)
  %call2637 = tail call i64 @llvm.smin.i64(i64 %call2635, i64 %sub1578)
  %call2638 = tail call i64 @llvm.smax.i64(i64 %call2637, i64 0)
  %mul2639 = mul i64 %call2638, %7
  %1356 = getelementptr float, ptr addrspace(1) %2, i64 %mul2639
  %p2642 = getelementptr float, ptr addrspace(1) %1356, i64 %call1552
  %v2643 = load float, ptr addrspace(1) %p2642, align 4
  %p2646 = getelementptr float, ptr addrspace(1) %1356, i64 %call1558
  %v2647 = load float, ptr addrspace(1) %p2646, align 4
  %add2648 = add i64 %add2609, 10
  %call2650 = tail call i64 @llvm.smin.i64(i64 %add2648, i64 %sub1568)
  %call2651 = tail call i64 @llvm.smax.i64(i64 %call2650, i64 -4)
  %call2653 = tail call i64 @llvm.smin.i64(i64 %call2651, i64 %sub1578)
  %call2654 = tail call i64 @llvm.smax.i64(i64 %call2653, i64 0)
  %mul2655 = mul i64 %call2654, %7
  %1357 = getelementptr float, ptr addrspace(1) %2, i64 %mul2655
  %p2658 = getelementptr float, ptr addrspace(1) %1357, i64 %call1552
  %v2659 = load float, ptr addrspace(1) %p2658, align 4
  %p2662 = getelementptr float, ptr addrspace(1) %1357, i64 %call1558
  %v2663 = load float, ptr addrspace(1) %p2662, align 4
  %add2664 = add i64 %add2609, 11
  %call2666 = tail call i64 @llvm.smin.i64(i64 %add2664, i64 %sub1568)
  %call2667 = tail call i64 @llvm.smax.i64(i64 %call2666, i64 -4)
  %call2669 = tail call i64 @llvm.smin.i64(i64 %call2667, i64 %sub1578)
  %call2670 = tail call i64 @llvm.smax.i64(i64 %call2669, i64 0)
  %mul2671 = mul i64 %call2670, %7
  %1358 = getelementptr float, ptr addrspace(1) %2, i64 %mul2671
  %p2674 = getelementptr float, ptr addrspace(1) %1358, i64 %call1552
  %v2675 = load float, ptr addrspace(1) %p2674, align 4
  %p2678 = getelementptr float, ptr addrspace(1) %1358, i64 %call1558
  %v2679 = load float, ptr addrspace(1) %p2678, align 4
  br label %endif2615

endif2615:                                        ; preds = %tile.step2606, %then2613
  %phi2680 = phi float [ %v2627, %then2613 ], [ 0.000000e+00, %tile.step2606 ]
  %phi2681 = phi float [ %v2631, %then2613 ], [ 0.000000e+00, %tile.step2606 ]
  %phi2682 = phi float [ %v2643, %then2613 ], [ 0.000000e+00, %tile.step2606 ]
  %phi2683 = phi float [ %v2647, %then2613 ], [ 0.000000e+00, %tile.step2606 ]
  %phi2684 = phi float [ %v2659, %then2613 ], [ 0.000000e+00, %tile.step2606 ]
  %phi2685 = phi float [ %v2663, %then2613 ], [ 0.000000e+00, %tile.step2606 ]
  %phi2686 = phi float [ %v2675, %then2613 ], [ 0.000000e+00, %tile.step2606 ]
  %phi2687 = phi float [ %v2679, %then2613 ], [ 0.000000e+00, %tile.step2606 ]
  %sub2688 = sub i64 %8, %add2609
  %1359 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul2692 = fmul float %phi1786, %1359
  %1360 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2693 = tail call float @llvm.fma.f32(float %phi1788, float %1360, float %fmul2692)
  %1361 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2694 = tail call float @llvm.fma.f32(float %phi1790, float %1361, float %call2693)
  %1362 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2695 = tail call float @llvm.fma.f32(float %phi1792, float %1362, float %call2694)
  %1363 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2696 = tail call float @llvm.fma.f32(float %phi1876, float %1363, float %call2695)
  %1364 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2697 = tail call float @llvm.fma.f32(float %phi1878, float %1364, float %call2696)
  %1365 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2698 = tail call float @llvm.fma.f32(float %phi1880, float %1365, float %call2697)
  %1366 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2699 = tail call float @llvm.fma.f32(float %phi1882, float %1366, float %call2698)
  %1367 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2700 = tail call float @llvm.fma.f32(float %phi2277, float %1367, float %call2699)
  %bits2701 = bitcast float %call2700 to i32
  %call2702 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2701, i32 1, i32 0)
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
  %1386 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul2724 = fmul float %phi1785, %1386
  %1387 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2725 = tail call float @llvm.fma.f32(float %phi1787, float %1387, float %fmul2724)
  %1388 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2726 = tail call float @llvm.fma.f32(float %phi1789, float %1388, float %call2725)
  %1389 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2727 = tail call float @llvm.fma.f32(float %phi1791, float %1389, float %call2726)
  %1390 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2728 = tail call float @llvm.fma.f32(float %phi1875, float %1390, float %call2727)
  %1391 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2729 = tail call float @llvm.fma.f32(float %phi1877, float %1391, float %call2728)
  %1392 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2730 = tail call float @llvm.fma.f32(float %phi1879, float %1392, float %call2729)
  %1393 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2731 = tail call float @llvm.fma.f32(float %phi1881, float %1393, float %call2730)
  %1394 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2732 = tail call float @llvm.fma.f32(float %phi2276, float %1394, float %call2731)
  %1395 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %fmul2733 = fmul float %phi1786, %1395
  %1396 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %call2734 = tail call float @llvm.fma.f32(float %phi1788, float %1396, float %fmul2733)
  %1397 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %call2735 = tail call float @llvm.fma.f32(float %phi1790, float %1397, float %call2734)
  %1398 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %call2736 = tail call float @llvm.fma.f32(float %phi1792, float %1398, float %call2735)
  %1399 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %call2737 = tail call float @llvm.fma.f32(float %phi1876, float %1399, float %call2736)
  %1400 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %call2738 = tail call float @llvm.fma.f32(float %phi1878, float %1400, float %call2737)
  %1401 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %call2739 = tail call float @llvm.fma.f32(float %phi1880, float %1401, float %call2738)
  %1402 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %call2740 = tail call float @llvm.fma.f32(float %phi1882, float %1402, float %call2739)
  %1403 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %call2741 = tail call float @llvm.fma.f32(float %phi2277, float %1403, float %call2740)
  %fadd2742 = fadd float %call2732, %call2741
  %1404 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul2743 = fmul float %phi1785, %1404
  %1405 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call2744 = tail call float @llvm.fma.f32(float %phi1787, float %1405, float %fmul2743)
  %1406 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call2745 = tail call float @llvm.fma.f32(float %phi1789, float %1406, float %call2744)
  %1407 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call2746 = tail call float @llvm.fma.f32(float %phi1791, float %1407, float %call2745)
  %1408 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call2747 = tail call float @llvm.fma.f32(float %phi1875, float %1408, float %call2746)
  %1409 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call2748 = tail call float @llvm.fma.f32(float %phi1877, float %1409, float %call2747)
  %1410 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call2749 = tail call float @llvm.fma.f32(float %phi1879, float %1410, float %call2748)
  %1411 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call2750 = tail call float @llvm.fma.f32(float %phi1881, float %1411, float %call2749)
  %1412 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call2751 = tail call float @llvm.fma.f32(float %phi2276, float %1412, float %call2750)
  %bits2752 = bitcast float %call2751 to i32
  %call2753 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2752, i32 1, i32 31)
  %leaf2754 = bitcast i32 %call2753 to float
  %fadd2755 = fadd float %fadd2742, %leaf2754
  %cmp2757 = icmp sgt i64 %sub2688, 0
  %out.s2758 = and i1 %out.lane1562, %cmp2757
  %mul2759 = mul i64 %add2609, %9
  %add2760 = add i64 %mul2759, %add45
  %out.col2761 = and i1 %cmp1563, %out.s2758
  br i1 %out.col2761, label %then2763, label %endif2764

then2763:                                         ; preds = %endif2615
  %leaf2703 = bitcast i32 %call2702 to float
  %fmul2704 = fmul float %phi1785, %1368
  %call2705 = tail call float @llvm.fma.f32(float %phi1787, float %1369, float %fmul2704)
  %call2706 = tail call float @llvm.fma.f32(float %phi1789, float %1370, float %call2705)
  %call2707 = tail call float @llvm.fma.f32(float %phi1791, float %1371, float %call2706)
  %call2708 = tail call float @llvm.fma.f32(float %phi1875, float %1372, float %call2707)
  %call2709 = tail call float @llvm.fma.f32(float %phi1877, float %1373, float %call2708)
  %call2710 = tail call float @llvm.fma.f32(float %phi1879, float %1374, float %call2709)
  %call2711 = tail call float @llvm.fma.f32(float %phi1881, float %1375, float %call2710)
  %call2712 = tail call float @llvm.fma.f32(float %phi2276, float %1376, float %call2711)
  %fmul2713 = fmul float %phi1786, %1377
  %call2714 = tail call float @llvm.fma.f32(float %phi1788, float %1378, float %fmul2713)
  %call2715 = tail call float @llvm.fma.f32(float %phi1790, float %1379, float %call2714)
  %call2716 = tail call float @llvm.fma.f32(float %phi1792, float %1380, float %call2715)
  %call2717 = tail call float @llvm.fma.f32(float %phi1876, float %1381, float %call2716)
  %call2718 = tail call float @llvm.fma.f32(float %phi1878, float %1382, float %call2717)
  %call2719 = tail call float @llvm.fma.f32(float %phi1880, float %1383, float %call2718)
  %call2720 = tail call float @llvm.fma.f32(float %phi1882, float %1384, float %call2719)
  %call2721 = tail call float @llvm.fma.f32(float %phi2277, float %1385, float %call2720)
  %fadd2722 = fadd float %call2712, %call2721
  %fadd2723 = fadd float %fadd2722, %leaf2703
  %p2765 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add2760
  store float %fadd2723, ptr addrspace(1) %p2765, align 4
  br label %endif2764

endif2764:                                        ; preds = %then2763, %endif2615
  %out.col2766 = and i1 %cmp1564, %out.s2758
  br i1 %out.col2766, label %then2768, label %endif2769

then2768:                                         ; preds = %endif2764
  %add2767 = or disjoint i64 %add2760, 1
  %p2770 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add2767
  store float %fadd2755, ptr addrspace(1) %p2770, align 4
  br label %endif2769

endif2769:                                        ; preds = %then2768, %endif2764
  %1413 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul2771 = fmul float %phi1788, %1413
  %1414 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2772 = tail call float @llvm.fma.f32(float %phi1790, float %1414, float %fmul2771)
  %1415 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2773 = tail call float @llvm.fma.f32(float %phi1792, float %1415, float %call2772)
  %1416 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2774 = tail call float @llvm.fma.f32(float %phi1876, float %1416, float %call2773)
  %1417 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2775 = tail call float @llvm.fma.f32(float %phi1878, float %1417, float %call2774)
  %1418 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2776 = tail call float @llvm.fma.f32(float %phi1880, float %1418, float %call2775)
  %1419 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2777 = tail call float @llvm.fma.f32(float %phi1882, float %1419, float %call2776)
  %1420 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2778 = tail call float @llvm.fma.f32(float %phi2277, float %1420, float %call2777)
  %1421 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2779 = tail call float @llvm.fma.f32(float %phi2279, float %1421, float %call2778)
  %bits2780 = bitcast float %call2779 to i32
  %call2781 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2780, i32 1, i32 0)
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
  %1440 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul2803 = fmul float %phi1787, %1440
  %1441 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2804 = tail call float @llvm.fma.f32(float %phi1789, float %1441, float %fmul2803)
  %1442 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2805 = tail call float @llvm.fma.f32(float %phi1791, float %1442, float %call2804)
  %1443 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2806 = tail call float @llvm.fma.f32(float %phi1875, float %1443, float %call2805)
  %1444 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2807 = tail call float @llvm.fma.f32(float %phi1877, float %1444, float %call2806)
  %1445 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2808 = tail call float @llvm.fma.f32(float %phi1879, float %1445, float %call2807)
  %1446 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2809 = tail call float @llvm.fma.f32(float %phi1881, float %1446, float %call2808)
  %1447 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2810 = tail call float @llvm.fma.f32(float %phi2276, float %1447, float %call2809)
  %1448 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2811 = tail call float @llvm.fma.f32(float %phi2278, float %1448, float %call2810)
  %1449 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %fmul2812 = fmul float %phi1788, %1449
  %1450 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %call2813 = tail call float @llvm.fma.f32(float %phi1790, float %1450, float %fmul2812)
  %1451 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %call2814 = tail call float @llvm.fma.f32(float %phi1792, float %1451, float %call2813)
  %1452 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %call2815 = tail call float @llvm.fma.f32(float %phi1876, float %1452, float %call2814)
  %1453 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %call2816 = tail call float @llvm.fma.f32(float %phi1878, float %1453, float %call2815)
  %1454 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %call2817 = tail call float @llvm.fma.f32(float %phi1880, float %1454, float %call2816)
  %1455 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %call2818 = tail call float @llvm.fma.f32(float %phi1882, float %1455, float %call2817)
  %1456 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %call2819 = tail call float @llvm.fma.f32(float %phi2277, float %1456, float %call2818)
  %1457 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %call2820 = tail call float @llvm.fma.f32(float %phi2279, float %1457, float %call2819)
  %fadd2821 = fadd float %call2811, %call2820
  %1458 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul2822 = fmul float %phi1787, %1458
  %1459 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call2823 = tail call float @llvm.fma.f32(float %phi1789, float %1459, float %fmul2822)
  %1460 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call2824 = tail call float @llvm.fma.f32(float %phi1791, float %1460, float %call2823)
  %1461 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call2825 = tail call float @llvm.fma.f32(float %phi1875, float %1461, float %call2824)
  %1462 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call2826 = tail call float @llvm.fma.f32(float %phi1877, float %1462, float %call2825)
  %1463 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call2827 = tail call float @llvm.fma.f32(float %phi1879, float %1463, float %call2826)
  %1464 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call2828 = tail call float @llvm.fma.f32(float %phi1881, float %1464, float %call2827)
  %1465 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call2829 = tail call float @llvm.fma.f32(float %phi2276, float %1465, float %call2828)
  %1466 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call2830 = tail call float @llvm.fma.f32(float %phi2278, float %1466, float %call2829)
  %bits2831 = bitcast float %call2830 to i32
  %call2832 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2831, i32 1, i32 31)
  %leaf2833 = bitcast i32 %call2832 to float
  %fadd2834 = fadd float %fadd2821, %leaf2833
  %add2835 = or disjoint i64 %add2609, 1
  %cmp2836 = icmp sgt i64 %sub2688, 1
  %out.s2837 = and i1 %out.lane1562, %cmp2836
  %mul2838 = mul i64 %add2835, %9
  %add2839 = add i64 %mul2838, %add45
  %out.col2840 = and i1 %cmp1563, %out.s2837
  br i1 %out.col2840, label %then2842, label %endif2843

then2842:                                         ; preds = %endif2769
  %leaf2782 = bitcast i32 %call2781 to float
  %fmul2783 = fmul float %phi1787, %1422
  %call2784 = tail call float @llvm.fma.f32(float %phi1789, float %1423, float %fmul2783)
  %call2785 = tail call float @llvm.fma.f32(float %phi1791, float %1424, float %call2784)
  %call2786 = tail call float @llvm.fma.f32(float %phi1875, float %1425, float %call2785)
  %call2787 = tail call float @llvm.fma.f32(float %phi1877, float %1426, float %call2786)
  %call2788 = tail call float @llvm.fma.f32(float %phi1879, float %1427, float %call2787)
  %call2789 = tail call float @llvm.fma.f32(float %phi1881, float %1428, float %call2788)
  %call2790 = tail call float @llvm.fma.f32(float %phi2276, float %1429, float %call2789)
  %call2791 = tail call float @llvm.fma.f32(float %phi2278, float %1430, float %call2790)
  %fmul2792 = fmul float %phi1788, %1431
  %call2793 = tail call float @llvm.fma.f32(float %phi1790, float %1432, float %fmul2792)
  %call2794 = tail call float @llvm.fma.f32(float %phi1792, float %1433, float %call2793)
  %call2795 = tail call float @llvm.fma.f32(float %phi1876, float %1434, float %call2794)
  %call2796 = tail call float @llvm.fma.f32(float %phi1878, float %1435, float %call2795)
  %call2797 = tail call float @llvm.fma.f32(float %phi1880, float %1436, float %call2796)
  %call2798 = tail call float @llvm.fma.f32(float %phi1882, float %1437, float %call2797)
  %call2799 = tail call float @llvm.fma.f32(float %phi2277, float %1438, float %call2798)
  %call2800 = tail call float @llvm.fma.f32(float %phi2279, float %1439, float %call2799)
  %fadd2801 = fadd float %call2791, %call2800
  %fadd2802 = fadd float %fadd2801, %leaf2782
  %p2844 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add2839
  store float %fadd2802, ptr addrspace(1) %p2844, align 4
  br label %endif2843

endif2843:                                        ; preds = %then2842, %endif2769
  %out.col2845 = and i1 %cmp1564, %out.s2837
  br i1 %out.col2845, label %then2847, label %endif2848

then2847:                                         ; preds = %endif2843
  %gep3427 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %add2839
  store float %fadd2834, ptr addrspace(1) %gep3427, align 4
  br label %endif2848

endif2848:                                        ; preds = %then2847, %endif2843
  %1467 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul2850 = fmul float %phi1790, %1467
  %1468 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2851 = tail call float @llvm.fma.f32(float %phi1792, float %1468, float %fmul2850)
  %1469 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2852 = tail call float @llvm.fma.f32(float %phi1876, float %1469, float %call2851)
  %1470 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2853 = tail call float @llvm.fma.f32(float %phi1878, float %1470, float %call2852)
  %1471 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2854 = tail call float @llvm.fma.f32(float %phi1880, float %1471, float %call2853)
  %1472 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2855 = tail call float @llvm.fma.f32(float %phi1882, float %1472, float %call2854)
  %1473 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2856 = tail call float @llvm.fma.f32(float %phi2277, float %1473, float %call2855)
  %1474 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2857 = tail call float @llvm.fma.f32(float %phi2279, float %1474, float %call2856)
  %1475 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2858 = tail call float @llvm.fma.f32(float %phi2281, float %1475, float %call2857)
  %bits2859 = bitcast float %call2858 to i32
  %call2860 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2859, i32 1, i32 0)
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
  %1494 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul2882 = fmul float %phi1789, %1494
  %1495 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2883 = tail call float @llvm.fma.f32(float %phi1791, float %1495, float %fmul2882)
  %1496 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2884 = tail call float @llvm.fma.f32(float %phi1875, float %1496, float %call2883)
  %1497 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2885 = tail call float @llvm.fma.f32(float %phi1877, float %1497, float %call2884)
  %1498 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2886 = tail call float @llvm.fma.f32(float %phi1879, float %1498, float %call2885)
  %1499 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2887 = tail call float @llvm.fma.f32(float %phi1881, float %1499, float %call2886)
  %1500 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2888 = tail call float @llvm.fma.f32(float %phi2276, float %1500, float %call2887)
  %1501 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2889 = tail call float @llvm.fma.f32(float %phi2278, float %1501, float %call2888)
  %1502 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2890 = tail call float @llvm.fma.f32(float %phi2280, float %1502, float %call2889)
  %1503 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %fmul2891 = fmul float %phi1790, %1503
  %1504 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %call2892 = tail call float @llvm.fma.f32(float %phi1792, float %1504, float %fmul2891)
  %1505 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %call2893 = tail call float @llvm.fma.f32(float %phi1876, float %1505, float %call2892)
  %1506 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %call2894 = tail call float @llvm.fma.f32(float %phi1878, float %1506, float %call2893)
  %1507 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %call2895 = tail call float @llvm.fma.f32(float %phi1880, float %1507, float %call2894)
  %1508 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %call2896 = tail call float @llvm.fma.f32(float %phi1882, float %1508, float %call2895)
  %1509 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %call2897 = tail call float @llvm.fma.f32(float %phi2277, float %1509, float %call2896)
  %1510 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %call2898 = tail call float @llvm.fma.f32(float %phi2279, float %1510, float %call2897)
  %1511 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %call2899 = tail call float @llvm.fma.f32(float %phi2281, float %1511, float %call2898)
  %fadd2900 = fadd float %call2890, %call2899
  %1512 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul2901 = fmul float %phi1789, %1512
  %1513 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call2902 = tail call float @llvm.fma.f32(float %phi1791, float %1513, float %fmul2901)
  %1514 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call2903 = tail call float @llvm.fma.f32(float %phi1875, float %1514, float %call2902)
  %1515 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call2904 = tail call float @llvm.fma.f32(float %phi1877, float %1515, float %call2903)
  %1516 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call2905 = tail call float @llvm.fma.f32(float %phi1879, float %1516, float %call2904)
  %1517 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call2906 = tail call float @llvm.fma.f32(float %phi1881, float %1517, float %call2905)
  %1518 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call2907 = tail call float @llvm.fma.f32(float %phi2276, float %1518, float %call2906)
  %1519 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call2908 = tail call float @llvm.fma.f32(float %phi2278, float %1519, float %call2907)
  %1520 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call2909 = tail call float @llvm.fma.f32(float %phi2280, float %1520, float %call2908)
  %bits2910 = bitcast float %call2909 to i32
  %call2911 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2910, i32 1, i32 31)
  %leaf2912 = bitcast i32 %call2911 to float
  %fadd2913 = fadd float %fadd2900, %leaf2912
  %add2914 = or disjoint i64 %add2609, 2
  %cmp2915 = icmp sgt i64 %sub2688, 2
  %out.s2916 = and i1 %out.lane1562, %cmp2915
  %mul2917 = mul i64 %add2914, %9
  %add2918 = add i64 %mul2917, %add45
  %out.col2919 = and i1 %cmp1563, %out.s2916
  br i1 %out.col2919, label %then2921, label %endif2922

then2921:                                         ; preds = %endif2848
  %leaf2861 = bitcast i32 %call2860 to float
  %fmul2862 = fmul float %phi1789, %1476
  %call2863 = tail call float @llvm.fma.f32(float %phi1791, float %1477, float %fmul2862)
  %call2864 = tail call float @llvm.fma.f32(float %phi1875, float %1478, float %call2863)
  %call2865 = tail call float @llvm.fma.f32(float %phi1877, float %1479, float %call2864)
  %call2866 = tail call float @llvm.fma.f32(float %phi1879, float %1480, float %call2865)
  %call2867 = tail call float @llvm.fma.f32(float %phi1881, float %1481, float %call2866)
  %call2868 = tail call float @llvm.fma.f32(float %phi2276, float %1482, float %call2867)
  %call2869 = tail call float @llvm.fma.f32(float %phi2278, float %1483, float %call2868)
  %call2870 = tail call float @llvm.fma.f32(float %phi2280, float %1484, float %call2869)
  %fmul2871 = fmul float %phi1790, %1485
  %call2872 = tail call float @llvm.fma.f32(float %phi1792, float %1486, float %fmul2871)
  %call2873 = tail call float @llvm.fma.f32(float %phi1876, float %1487, float %call2872)
  %call2874 = tail call float @llvm.fma.f32(float %phi1878, float %1488, float %call2873)
  %call2875 = tail call float @llvm.fma.f32(float %phi1880, float %1489, float %call2874)
  %call2876 = tail call float @llvm.fma.f32(float %phi1882, float %1490, float %call2875)
  %call2877 = tail call float @llvm.fma.f32(float %phi2277, float %1491, float %call2876)
  %call2878 = tail call float @llvm.fma.f32(float %phi2279, float %1492, float %call2877)
  %call2879 = tail call float @llvm.fma.f32(float %phi2281, float %1493, float %call2878)
  %fadd2880 = fadd float %call2870, %call2879
  %fadd2881 = fadd float %fadd2880, %leaf2861
  %p2923 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add2918
  store float %fadd2881, ptr addrspace(1) %p2923, align 4
  br label %endif2922

endif2922:                                        ; preds = %then2921, %endif2848
  %out.col2924 = and i1 %cmp1564, %out.s2916
  br i1 %out.col2924, label %then2926, label %endif2927

then2926:                                         ; preds = %endif2922
  %add2925 = or disjoint i64 %add2918, 1
  %p2928 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add2925
  store float %fadd2913, ptr addrspace(1) %p2928, align 4
  br label %endif2927

endif2927:                                        ; preds = %then2926, %endif2922
  %1521 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul2929 = fmul float %phi1792, %1521
  %1522 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2930 = tail call float @llvm.fma.f32(float %phi1876, float %1522, float %fmul2929)
  %1523 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2931 = tail call float @llvm.fma.f32(float %phi1878, float %1523, float %call2930)
  %1524 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2932 = tail call float @llvm.fma.f32(float %phi1880, float %1524, float %call2931)
  %1525 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2933 = tail call float @llvm.fma.f32(float %phi1882, float %1525, float %call2932)
  %1526 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2934 = tail call float @llvm.fma.f32(float %phi2277, float %1526, float %call2933)
  %1527 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2935 = tail call float @llvm.fma.f32(float %phi2279, float %1527, float %call2934)
  %1528 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2936 = tail call float @llvm.fma.f32(float %phi2281, float %1528, float %call2935)
  %1529 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2937 = tail call float @llvm.fma.f32(float %phi2283, float %1529, float %call2936)
  %bits2938 = bitcast float %call2937 to i32
  %call2939 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2938, i32 1, i32 0)
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
  %1548 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul2961 = fmul float %phi1791, %1548
  %1549 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call2962 = tail call float @llvm.fma.f32(float %phi1875, float %1549, float %fmul2961)
  %1550 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call2963 = tail call float @llvm.fma.f32(float %phi1877, float %1550, float %call2962)
  %1551 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call2964 = tail call float @llvm.fma.f32(float %phi1879, float %1551, float %call2963)
  %1552 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call2965 = tail call float @llvm.fma.f32(float %phi1881, float %1552, float %call2964)
  %1553 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call2966 = tail call float @llvm.fma.f32(float %phi2276, float %1553, float %call2965)
  %1554 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call2967 = tail call float @llvm.fma.f32(float %phi2278, float %1554, float %call2966)
  %1555 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call2968 = tail call float @llvm.fma.f32(float %phi2280, float %1555, float %call2967)
  %1556 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call2969 = tail call float @llvm.fma.f32(float %phi2282, float %1556, float %call2968)
  %1557 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %fmul2970 = fmul float %phi1792, %1557
  %1558 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %call2971 = tail call float @llvm.fma.f32(float %phi1876, float %1558, float %fmul2970)
  %1559 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %call2972 = tail call float @llvm.fma.f32(float %phi1878, float %1559, float %call2971)
  %1560 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %call2973 = tail call float @llvm.fma.f32(float %phi1880, float %1560, float %call2972)
  %1561 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %call2974 = tail call float @llvm.fma.f32(float %phi1882, float %1561, float %call2973)
  %1562 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %call2975 = tail call float @llvm.fma.f32(float %phi2277, float %1562, float %call2974)
  %1563 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %call2976 = tail call float @llvm.fma.f32(float %phi2279, float %1563, float %call2975)
  %1564 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %call2977 = tail call float @llvm.fma.f32(float %phi2281, float %1564, float %call2976)
  %1565 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %call2978 = tail call float @llvm.fma.f32(float %phi2283, float %1565, float %call2977)
  %fadd2979 = fadd float %call2969, %call2978
  %1566 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul2980 = fmul float %phi1791, %1566
  %1567 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call2981 = tail call float @llvm.fma.f32(float %phi1875, float %1567, float %fmul2980)
  %1568 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call2982 = tail call float @llvm.fma.f32(float %phi1877, float %1568, float %call2981)
  %1569 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call2983 = tail call float @llvm.fma.f32(float %phi1879, float %1569, float %call2982)
  %1570 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call2984 = tail call float @llvm.fma.f32(float %phi1881, float %1570, float %call2983)
  %1571 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call2985 = tail call float @llvm.fma.f32(float %phi2276, float %1571, float %call2984)
  %1572 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call2986 = tail call float @llvm.fma.f32(float %phi2278, float %1572, float %call2985)
  %1573 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call2987 = tail call float @llvm.fma.f32(float %phi2280, float %1573, float %call2986)
  %1574 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call2988 = tail call float @llvm.fma.f32(float %phi2282, float %1574, float %call2987)
  %bits2989 = bitcast float %call2988 to i32
  %call2990 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2989, i32 1, i32 31)
  %leaf2991 = bitcast i32 %call2990 to float
  %fadd2992 = fadd float %fadd2979, %leaf2991
  %add2993 = or disjoint i64 %add2609, 3
  %cmp2994 = icmp sgt i64 %sub2688, 3
  %out.s2995 = and i1 %out.lane1562, %cmp2994
  %mul2996 = mul i64 %add2993, %9
  %add2997 = add i64 %mul2996, %add45
  %out.col2998 = and i1 %cmp1563, %out.s2995
  br i1 %out.col2998, label %then3000, label %endif3001

then3000:                                         ; preds = %endif2927
  %leaf2940 = bitcast i32 %call2939 to float
  %fmul2941 = fmul float %phi1791, %1530
  %call2942 = tail call float @llvm.fma.f32(float %phi1875, float %1531, float %fmul2941)
  %call2943 = tail call float @llvm.fma.f32(float %phi1877, float %1532, float %call2942)
  %call2944 = tail call float @llvm.fma.f32(float %phi1879, float %1533, float %call2943)
  %call2945 = tail call float @llvm.fma.f32(float %phi1881, float %1534, float %call2944)
  %call2946 = tail call float @llvm.fma.f32(float %phi2276, float %1535, float %call2945)
  %call2947 = tail call float @llvm.fma.f32(float %phi2278, float %1536, float %call2946)
  %call2948 = tail call float @llvm.fma.f32(float %phi2280, float %1537, float %call2947)
  %call2949 = tail call float @llvm.fma.f32(float %phi2282, float %1538, float %call2948)
  %fmul2950 = fmul float %phi1792, %1539
  %call2951 = tail call float @llvm.fma.f32(float %phi1876, float %1540, float %fmul2950)
  %call2952 = tail call float @llvm.fma.f32(float %phi1878, float %1541, float %call2951)
  %call2953 = tail call float @llvm.fma.f32(float %phi1880, float %1542, float %call2952)
  %call2954 = tail call float @llvm.fma.f32(float %phi1882, float %1543, float %call2953)
  %call2955 = tail call float @llvm.fma.f32(float %phi2277, float %1544, float %call2954)
  %call2956 = tail call float @llvm.fma.f32(float %phi2279, float %1545, float %call2955)
  %call2957 = tail call float @llvm.fma.f32(float %phi2281, float %1546, float %call2956)
  %call2958 = tail call float @llvm.fma.f32(float %phi2283, float %1547, float %call2957)
  %fadd2959 = fadd float %call2949, %call2958
  %fadd2960 = fadd float %fadd2959, %leaf2940
  %p3002 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add2997
  store float %fadd2960, ptr addrspace(1) %p3002, align 4
  br label %endif3001

endif3001:                                        ; preds = %then3000, %endif2927
  %out.col3003 = and i1 %cmp1564, %out.s2995
  br i1 %out.col3003, label %then3005, label %endif3006

then3005:                                         ; preds = %endif3001
  %gep3429 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %add2997
  store float %fadd2992, ptr addrspace(1) %gep3429, align 4
  br label %endif3006

endif3006:                                        ; preds = %then3005, %endif3001
  br i1 %cmp2611, label %tile.step3010, label %endif

tile.step3010:                                    ; preds = %endif3006
  %mul3012 = shl i64 %add2610, 2
  %add3013 = add nuw nsw i64 %mul3012, %mul42
  %cmp3015 = icmp slt i64 %mul1801, %invariant.op
  br i1 %cmp3015, label %then3017, label %endif3019

then3017:                                         ; preds = %tile.step3010
  %add3016 = add i64 %add3013, 8
  %call3022 = tail call i64 @llvm.smin.i64(i64 %add3016, i64 %sub1568)
  %call3023 = tail call i64 @llvm.smax.i64(i64 %call3022, i64 -4)
  %call3025 = tail call i64 @llvm.smin.i64(i64 %call3023, i64 %sub1578)
  %call3026 = tail call i64 @llvm.smax.i64(i64 %call3025, i64 0)
  %mul3027 = mul i64 %call3026, %7
  %1575 = getelementptr float, ptr addrspace(1) %2, i64 %mul3027
  %p3030 = getelementptr float, ptr addrspace(1) %1575, i64 %call1552
  %v3031 = load float, ptr addrspace(1) %p3030, align 4
  %p3034 = getelementptr float, ptr addrspace(1) %1575, i64 %call1558
  %v3035 = load float, ptr addrspace(1) %p3034, align 4
  %add3036 = add i64 %add3013, 9
  %call3038 = tail call i64 @llvm.smin.i64(i64 %add3036, i64 %sub1568)
  %call3039 = tail call i64 @llvm.smax.i64(i64 %call3038, i64 -4)
  %call3041 = tail call i64 @llvm.smin.i64(i64 %call3039, i64 %sub1578)
  %call3042 = tail call i64 @llvm.smax.i64(i64 %call3041, i64 0)
  %mul3043 = mul i64 %call3042, %7
  %1576 = getelementptr float, ptr addrspace(1) %2, i64 %mul3043
  %p3046 = getelementptr float, ptr addrspace(1) %1576, i64 %call1552
  %v3047 = load float, ptr addrspace(1) %p3046, align 4
  %p3050 = getelementptr float, ptr addrspace(1) %1576, i64 %call1558
  %v3051 = load float, ptr addrspace(1) %p3050, align 4
  %add3052 = add i64 %add3013, 10
  %call3054 = tail call i64 @llvm.smin.i64(i64 %add3052, i64 %sub1568)
  %call3055 = tail call i64 @llvm.smax.i64(i64 %call3054, i64 -4)
  %call3057 = tail call i64 @llvm.smin.i64(i64 %call3055, i64 %sub1578)
  %call3058 = tail call i64 @llvm.smax.i64(i64 %call3057, i64 0)
  %mul3059 = mul i64 %call3058, %7
  %1577 = getelementptr float, ptr addrspace(1) %2, i64 %mul3059
  %p3062 = getelementptr float, ptr addrspace(1) %1577, i64 %call1552
  %v3063 = load float, ptr addrspace(1) %p3062, align 4
  %p3066 = getelementptr float, ptr addrspace(1) %1577, i64 %call1558
  %v3067 = load float, ptr addrspace(1) %p3066, align 4
  %add3068 = add i64 %add3013, 11
  %call3070 = tail call i64 @llvm.smin.i64(i64 %add3068, i64 %sub1568)
  %call3071 = tail call i64 @llvm.smax.i64(i64 %call3070, i64 -4)
  %call3073 = tail call i64 @llvm.smin.i64(i64 %call3071, i64 %sub1578)
  %call3074 = tail call i64 @llvm.smax.i64(i64 %call3073, i64 0)
  %mul3075 = mul i64 %call3074, %7
  %1578 = getelementptr float, ptr addrspace(1) %2, i64 %mul3075
  %p3078 = getelementptr float, ptr addrspace(1) %1578, i64 %call1552
  %v3079 = load float, ptr addrspace(1) %p3078, align 4
  %p3082 = getelementptr float, ptr addrspace(1) %1578, i64 %call1558
  %v3083 = load float, ptr addrspace(1) %p3082, align 4
  br label %endif3019

endif3019:                                        ; preds = %tile.step3010, %then3017
  %phi3084 = phi float [ %v3031, %then3017 ], [ 0.000000e+00, %tile.step3010 ]
  %phi3085 = phi float [ %v3035, %then3017 ], [ 0.000000e+00, %tile.step3010 ]
  %phi3086 = phi float [ %v3047, %then3017 ], [ 0.000000e+00, %tile.step3010 ]
  %phi3087 = phi float [ %v3051, %then3017 ], [ 0.000000e+00, %tile.step3010 ]
  %phi3088 = phi float [ %v3063, %then3017 ], [ 0.000000e+00, %tile.step3010 ]
  %phi3089 = phi float [ %v3067, %then3017 ], [ 0.000000e+00, %tile.step3010 ]
  %phi3090 = phi float [ %v3079, %then3017 ], [ 0.000000e+00, %tile.step3010 ]
  %phi3091 = phi float [ %v3083, %then3017 ], [ 0.000000e+00, %tile.step3010 ]
  %sub3092 = sub i64 %8, %add3013
  %1579 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul3096 = fmul float %phi1876, %1579
  %1580 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call3097 = tail call float @llvm.fma.f32(float %phi1878, float %1580, float %fmul3096)
  %1581 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call3098 = tail call float @llvm.fma.f32(float %phi1880, float %1581, float %call3097)
  %1582 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call3099 = tail call float @llvm.fma.f32(float %phi1882, float %1582, float %call3098)
  %1583 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call3100 = tail call float @llvm.fma.f32(float %phi2277, float %1583, float %call3099)
  %1584 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call3101 = tail call float @llvm.fma.f32(float %phi2279, float %1584, float %call3100)
  %1585 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call3102 = tail call float @llvm.fma.f32(float %phi2281, float %1585, float %call3101)
  %1586 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call3103 = tail call float @llvm.fma.f32(float %phi2283, float %1586, float %call3102)
  %1587 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call3104 = tail call float @llvm.fma.f32(float %phi2681, float %1587, float %call3103)
  %bits3105 = bitcast float %call3104 to i32
  %call3106 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3105, i32 1, i32 0)
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
  %1606 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul3128 = fmul float %phi1875, %1606
  %1607 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call3129 = tail call float @llvm.fma.f32(float %phi1877, float %1607, float %fmul3128)
  %1608 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call3130 = tail call float @llvm.fma.f32(float %phi1879, float %1608, float %call3129)
  %1609 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call3131 = tail call float @llvm.fma.f32(float %phi1881, float %1609, float %call3130)
  %1610 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call3132 = tail call float @llvm.fma.f32(float %phi2276, float %1610, float %call3131)
  %1611 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call3133 = tail call float @llvm.fma.f32(float %phi2278, float %1611, float %call3132)
  %1612 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call3134 = tail call float @llvm.fma.f32(float %phi2280, float %1612, float %call3133)
  %1613 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call3135 = tail call float @llvm.fma.f32(float %phi2282, float %1613, float %call3134)
  %1614 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call3136 = tail call float @llvm.fma.f32(float %phi2680, float %1614, float %call3135)
  %1615 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %fmul3137 = fmul float %phi1876, %1615
  %1616 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %call3138 = tail call float @llvm.fma.f32(float %phi1878, float %1616, float %fmul3137)
  %1617 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %call3139 = tail call float @llvm.fma.f32(float %phi1880, float %1617, float %call3138)
  %1618 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %call3140 = tail call float @llvm.fma.f32(float %phi1882, float %1618, float %call3139)
  %1619 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %call3141 = tail call float @llvm.fma.f32(float %phi2277, float %1619, float %call3140)
  %1620 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %call3142 = tail call float @llvm.fma.f32(float %phi2279, float %1620, float %call3141)
  %1621 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %call3143 = tail call float @llvm.fma.f32(float %phi2281, float %1621, float %call3142)
  %1622 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %call3144 = tail call float @llvm.fma.f32(float %phi2283, float %1622, float %call3143)
  %1623 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %call3145 = tail call float @llvm.fma.f32(float %phi2681, float %1623, float %call3144)
  %fadd3146 = fadd float %call3136, %call3145
  %1624 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul3147 = fmul float %phi1875, %1624
  %1625 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call3148 = tail call float @llvm.fma.f32(float %phi1877, float %1625, float %fmul3147)
  %1626 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call3149 = tail call float @llvm.fma.f32(float %phi1879, float %1626, float %call3148)
  %1627 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call3150 = tail call float @llvm.fma.f32(float %phi1881, float %1627, float %call3149)
  %1628 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call3151 = tail call float @llvm.fma.f32(float %phi2276, float %1628, float %call3150)
  %1629 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call3152 = tail call float @llvm.fma.f32(float %phi2278, float %1629, float %call3151)
  %1630 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call3153 = tail call float @llvm.fma.f32(float %phi2280, float %1630, float %call3152)
  %1631 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call3154 = tail call float @llvm.fma.f32(float %phi2282, float %1631, float %call3153)
  %1632 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call3155 = tail call float @llvm.fma.f32(float %phi2680, float %1632, float %call3154)
  %bits3156 = bitcast float %call3155 to i32
  %call3157 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3156, i32 1, i32 31)
  %leaf3158 = bitcast i32 %call3157 to float
  %fadd3159 = fadd float %fadd3146, %leaf3158
  %cmp3161 = icmp sgt i64 %sub3092, 0
  %out.s3162 = and i1 %out.lane1562, %cmp3161
  %mul3163 = mul i64 %add3013, %9
  %add3164 = add i64 %mul3163, %add45
  %out.col3165 = and i1 %cmp1563, %out.s3162
  br i1 %out.col3165, label %then3167, label %endif3168

then3167:                                         ; preds = %endif3019
  %leaf3107 = bitcast i32 %call3106 to float
  %fmul3108 = fmul float %phi1875, %1588
  %call3109 = tail call float @llvm.fma.f32(float %phi1877, float %1589, float %fmul3108)
  %call3110 = tail call float @llvm.fma.f32(float %phi1879, float %1590, float %call3109)
  %call3111 = tail call float @llvm.fma.f32(float %phi1881, float %1591, float %call3110)
  %call3112 = tail call float @llvm.fma.f32(float %phi2276, float %1592, float %call3111)
  %call3113 = tail call float @llvm.fma.f32(float %phi2278, float %1593, float %call3112)
  %call3114 = tail call float @llvm.fma.f32(float %phi2280, float %1594, float %call3113)
  %call3115 = tail call float @llvm.fma.f32(float %phi2282, float %1595, float %call3114)
  %call3116 = tail call float @llvm.fma.f32(float %phi2680, float %1596, float %call3115)
  %fmul3117 = fmul float %phi1876, %1597
  %call3118 = tail call float @llvm.fma.f32(float %phi1878, float %1598, float %fmul3117)
  %call3119 = tail call float @llvm.fma.f32(float %phi1880, float %1599, float %call3118)
  %call3120 = tail call float @llvm.fma.f32(float %phi1882, float %1600, float %call3119)
  %call3121 = tail call float @llvm.fma.f32(float %phi2277, float %1601, float %call3120)
  %call3122 = tail call float @llvm.fma.f32(float %phi2279, float %1602, float %call3121)
  %call3123 = tail call float @llvm.fma.f32(float %phi2281, float %1603, float %call3122)
  %call3124 = tail call float @llvm.fma.f32(float %phi2283, float %1604, float %call3123)
  %call3125 = tail call float @llvm.fma.f32(float %phi2681, float %1605, float %call3124)
  %fadd3126 = fadd float %call3116, %call3125
  %fadd3127 = fadd float %fadd3126, %leaf3107
  %p3169 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add3164
  store float %fadd3127, ptr addrspace(1) %p3169, align 4
  br label %endif3168

endif3168:                                        ; preds = %then3167, %endif3019
  %out.col3170 = and i1 %cmp1564, %out.s3162
  br i1 %out.col3170, label %then3172, label %endif3173

then3172:                                         ; preds = %endif3168
  %add3171 = or disjoint i64 %add3164, 1
  %p3174 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add3171
  store float %fadd3159, ptr addrspace(1) %p3174, align 4
  br label %endif3173

endif3173:                                        ; preds = %then3172, %endif3168
  %1633 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul3175 = fmul float %phi1878, %1633
  %1634 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call3176 = tail call float @llvm.fma.f32(float %phi1880, float %1634, float %fmul3175)
  %1635 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call3177 = tail call float @llvm.fma.f32(float %phi1882, float %1635, float %call3176)
  %1636 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call3178 = tail call float @llvm.fma.f32(float %phi2277, float %1636, float %call3177)
  %1637 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call3179 = tail call float @llvm.fma.f32(float %phi2279, float %1637, float %call3178)
  %1638 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call3180 = tail call float @llvm.fma.f32(float %phi2281, float %1638, float %call3179)
  %1639 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call3181 = tail call float @llvm.fma.f32(float %phi2283, float %1639, float %call3180)
  %1640 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call3182 = tail call float @llvm.fma.f32(float %phi2681, float %1640, float %call3181)
  %1641 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call3183 = tail call float @llvm.fma.f32(float %phi2683, float %1641, float %call3182)
  %bits3184 = bitcast float %call3183 to i32
  %call3185 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3184, i32 1, i32 0)
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
  %1660 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul3207 = fmul float %phi1877, %1660
  %1661 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call3208 = tail call float @llvm.fma.f32(float %phi1879, float %1661, float %fmul3207)
  %1662 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call3209 = tail call float @llvm.fma.f32(float %phi1881, float %1662, float %call3208)
  %1663 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call3210 = tail call float @llvm.fma.f32(float %phi2276, float %1663, float %call3209)
  %1664 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call3211 = tail call float @llvm.fma.f32(float %phi2278, float %1664, float %call3210)
  %1665 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call3212 = tail call float @llvm.fma.f32(float %phi2280, float %1665, float %call3211)
  %1666 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call3213 = tail call float @llvm.fma.f32(float %phi2282, float %1666, float %call3212)
  %1667 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call3214 = tail call float @llvm.fma.f32(float %phi2680, float %1667, float %call3213)
  %1668 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call3215 = tail call float @llvm.fma.f32(float %phi2682, float %1668, float %call3214)
  %1669 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %fmul3216 = fmul float %phi1878, %1669
  %1670 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %call3217 = tail call float @llvm.fma.f32(float %phi1880, float %1670, float %fmul3216)
  %1671 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %call3218 = tail call float @llvm.fma.f32(float %phi1882, float %1671, float %call3217)
  %1672 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %call3219 = tail call float @llvm.fma.f32(float %phi2277, float %1672, float %call3218)
  %1673 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %call3220 = tail call float @llvm.fma.f32(float %phi2279, float %1673, float %call3219)
  %1674 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %call3221 = tail call float @llvm.fma.f32(float %phi2281, float %1674, float %call3220)
  %1675 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %call3222 = tail call float @llvm.fma.f32(float %phi2283, float %1675, float %call3221)
  %1676 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %call3223 = tail call float @llvm.fma.f32(float %phi2681, float %1676, float %call3222)
  %1677 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %call3224 = tail call float @llvm.fma.f32(float %phi2683, float %1677, float %call3223)
  %fadd3225 = fadd float %call3215, %call3224
  %1678 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul3226 = fmul float %phi1877, %1678
  %1679 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call3227 = tail call float @llvm.fma.f32(float %phi1879, float %1679, float %fmul3226)
  %1680 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call3228 = tail call float @llvm.fma.f32(float %phi1881, float %1680, float %call3227)
  %1681 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call3229 = tail call float @llvm.fma.f32(float %phi2276, float %1681, float %call3228)
  %1682 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call3230 = tail call float @llvm.fma.f32(float %phi2278, float %1682, float %call3229)
  %1683 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call3231 = tail call float @llvm.fma.f32(float %phi2280, float %1683, float %call3230)
  %1684 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call3232 = tail call float @llvm.fma.f32(float %phi2282, float %1684, float %call3231)
  %1685 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call3233 = tail call float @llvm.fma.f32(float %phi2680, float %1685, float %call3232)
  %1686 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call3234 = tail call float @llvm.fma.f32(float %phi2682, float %1686, float %call3233)
  %bits3235 = bitcast float %call3234 to i32
  %call3236 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3235, i32 1, i32 31)
  %leaf3237 = bitcast i32 %call3236 to float
  %fadd3238 = fadd float %fadd3225, %leaf3237
  %add3239 = or disjoint i64 %add3013, 1
  %cmp3240 = icmp sgt i64 %sub3092, 1
  %out.s3241 = and i1 %out.lane1562, %cmp3240
  %mul3242 = mul i64 %add3239, %9
  %add3243 = add i64 %mul3242, %add45
  %out.col3244 = and i1 %cmp1563, %out.s3241
  br i1 %out.col3244, label %then3246, label %endif3247

then3246:                                         ; preds = %endif3173
  %leaf3186 = bitcast i32 %call3185 to float
  %fmul3187 = fmul float %phi1877, %1642
  %call3188 = tail call float @llvm.fma.f32(float %phi1879, float %1643, float %fmul3187)
  %call3189 = tail call float @llvm.fma.f32(float %phi1881, float %1644, float %call3188)
  %call3190 = tail call float @llvm.fma.f32(float %phi2276, float %1645, float %call3189)
  %call3191 = tail call float @llvm.fma.f32(float %phi2278, float %1646, float %call3190)
  %call3192 = tail call float @llvm.fma.f32(float %phi2280, float %1647, float %call3191)
  %call3193 = tail call float @llvm.fma.f32(float %phi2282, float %1648, float %call3192)
  %call3194 = tail call float @llvm.fma.f32(float %phi2680, float %1649, float %call3193)
  %call3195 = tail call float @llvm.fma.f32(float %phi2682, float %1650, float %call3194)
  %fmul3196 = fmul float %phi1878, %1651
  %call3197 = tail call float @llvm.fma.f32(float %phi1880, float %1652, float %fmul3196)
  %call3198 = tail call float @llvm.fma.f32(float %phi1882, float %1653, float %call3197)
  %call3199 = tail call float @llvm.fma.f32(float %phi2277, float %1654, float %call3198)
  %call3200 = tail call float @llvm.fma.f32(float %phi2279, float %1655, float %call3199)
  %call3201 = tail call float @llvm.fma.f32(float %phi2281, float %1656, float %call3200)
  %call3202 = tail call float @llvm.fma.f32(float %phi2283, float %1657, float %call3201)
  %call3203 = tail call float @llvm.fma.f32(float %phi2681, float %1658, float %call3202)
  %call3204 = tail call float @llvm.fma.f32(float %phi2683, float %1659, float %call3203)
  %fadd3205 = fadd float %call3195, %call3204
  %fadd3206 = fadd float %fadd3205, %leaf3186
  %p3248 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add3243
  store float %fadd3206, ptr addrspace(1) %p3248, align 4
  br label %endif3247

endif3247:                                        ; preds = %then3246, %endif3173
  %out.col3249 = and i1 %cmp1564, %out.s3241
  br i1 %out.col3249, label %then3251, label %endif3252

then3251:                                         ; preds = %endif3247
  %gep3431 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %add3243
  store float %fadd3238, ptr addrspace(1) %gep3431, align 4
  br label %endif3252

endif3252:                                        ; preds = %then3251, %endif3247
  %1687 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul3254 = fmul float %phi1880, %1687
  %1688 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call3255 = tail call float @llvm.fma.f32(float %phi1882, float %1688, float %fmul3254)
  %1689 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call3256 = tail call float @llvm.fma.f32(float %phi2277, float %1689, float %call3255)
  %1690 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call3257 = tail call float @llvm.fma.f32(float %phi2279, float %1690, float %call3256)
  %1691 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call3258 = tail call float @llvm.fma.f32(float %phi2281, float %1691, float %call3257)
  %1692 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call3259 = tail call float @llvm.fma.f32(float %phi2283, float %1692, float %call3258)
  %1693 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call3260 = tail call float @llvm.fma.f32(float %phi2681, float %1693, float %call3259)
  %1694 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call3261 = tail call float @llvm.fma.f32(float %phi2683, float %1694, float %call3260)
  %1695 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call3262 = tail call float @llvm.fma.f32(float %phi2685, float %1695, float %call3261)
  %bits3263 = bitcast float %call3262 to i32
  %call3264 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3263, i32 1, i32 0)
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
  %1714 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul3286 = fmul float %phi1879, %1714
  %1715 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call3287 = tail call float @llvm.fma.f32(float %phi1881, float %1715, float %fmul3286)
  %1716 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call3288 = tail call float @llvm.fma.f32(float %phi2276, float %1716, float %call3287)
  %1717 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call3289 = tail call float @llvm.fma.f32(float %phi2278, float %1717, float %call3288)
  %1718 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call3290 = tail call float @llvm.fma.f32(float %phi2280, float %1718, float %call3289)
  %1719 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call3291 = tail call float @llvm.fma.f32(float %phi2282, float %1719, float %call3290)
  %1720 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call3292 = tail call float @llvm.fma.f32(float %phi2680, float %1720, float %call3291)
  %1721 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call3293 = tail call float @llvm.fma.f32(float %phi2682, float %1721, float %call3292)
  %1722 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call3294 = tail call float @llvm.fma.f32(float %phi2684, float %1722, float %call3293)
  %1723 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %fmul3295 = fmul float %phi1880, %1723
  %1724 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %call3296 = tail call float @llvm.fma.f32(float %phi1882, float %1724, float %fmul3295)
  %1725 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %call3297 = tail call float @llvm.fma.f32(float %phi2277, float %1725, float %call3296)
  %1726 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %call3298 = tail call float @llvm.fma.f32(float %phi2279, float %1726, float %call3297)
  %1727 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %call3299 = tail call float @llvm.fma.f32(float %phi2281, float %1727, float %call3298)
  %1728 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %call3300 = tail call float @llvm.fma.f32(float %phi2283, float %1728, float %call3299)
  %1729 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %call3301 = tail call float @llvm.fma.f32(float %phi2681, float %1729, float %call3300)
  %1730 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %call3302 = tail call float @llvm.fma.f32(float %phi2683, float %1730, float %call3301)
  %1731 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %call3303 = tail call float @llvm.fma.f32(float %phi2685, float %1731, float %call3302)
  %fadd3304 = fadd float %call3294, %call3303
  %1732 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul3305 = fmul float %phi1879, %1732
  %1733 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call3306 = tail call float @llvm.fma.f32(float %phi1881, float %1733, float %fmul3305)
  %1734 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call3307 = tail call float @llvm.fma.f32(float %phi2276, float %1734, float %call3306)
  %1735 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call3308 = tail call float @llvm.fma.f32(float %phi2278, float %1735, float %call3307)
  %1736 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call3309 = tail call float @llvm.fma.f32(float %phi2280, float %1736, float %call3308)
  %1737 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call3310 = tail call float @llvm.fma.f32(float %phi2282, float %1737, float %call3309)
  %1738 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call3311 = tail call float @llvm.fma.f32(float %phi2680, float %1738, float %call3310)
  %1739 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call3312 = tail call float @llvm.fma.f32(float %phi2682, float %1739, float %call3311)
  %1740 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call3313 = tail call float @llvm.fma.f32(float %phi2684, float %1740, float %call3312)
  %bits3314 = bitcast float %call3313 to i32
  %call3315 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3314, i32 1, i32 31)
  %leaf3316 = bitcast i32 %call3315 to float
  %fadd3317 = fadd float %fadd3304, %leaf3316
  %add3318 = or disjoint i64 %add3013, 2
  %cmp3319 = icmp sgt i64 %sub3092, 2
  %out.s3320 = and i1 %out.lane1562, %cmp3319
  %mul3321 = mul i64 %add3318, %9
  %add3322 = add i64 %mul3321, %add45
  %out.col3323 = and i1 %cmp1563, %out.s3320
  br i1 %out.col3323, label %then3325, label %endif3326

then3325:                                         ; preds = %endif3252
  %leaf3265 = bitcast i32 %call3264 to float
  %fmul3266 = fmul float %phi1879, %1696
  %call3267 = tail call float @llvm.fma.f32(float %phi1881, float %1697, float %fmul3266)
  %call3268 = tail call float @llvm.fma.f32(float %phi2276, float %1698, float %call3267)
  %call3269 = tail call float @llvm.fma.f32(float %phi2278, float %1699, float %call3268)
  %call3270 = tail call float @llvm.fma.f32(float %phi2280, float %1700, float %call3269)
  %call3271 = tail call float @llvm.fma.f32(float %phi2282, float %1701, float %call3270)
  %call3272 = tail call float @llvm.fma.f32(float %phi2680, float %1702, float %call3271)
  %call3273 = tail call float @llvm.fma.f32(float %phi2682, float %1703, float %call3272)
  %call3274 = tail call float @llvm.fma.f32(float %phi2684, float %1704, float %call3273)
  %fmul3275 = fmul float %phi1880, %1705
  %call3276 = tail call float @llvm.fma.f32(float %phi1882, float %1706, float %fmul3275)
  %call3277 = tail call float @llvm.fma.f32(float %phi2277, float %1707, float %call3276)
  %call3278 = tail call float @llvm.fma.f32(float %phi2279, float %1708, float %call3277)
  %call3279 = tail call float @llvm.fma.f32(float %phi2281, float %1709, float %call3278)
  %call3280 = tail call float @llvm.fma.f32(float %phi2283, float %1710, float %call3279)
  %call3281 = tail call float @llvm.fma.f32(float %phi2681, float %1711, float %call3280)
  %call3282 = tail call float @llvm.fma.f32(float %phi2683, float %1712, float %call3281)
  %call3283 = tail call float @llvm.fma.f32(float %phi2685, float %1713, float %call3282)
  %fadd3284 = fadd float %call3274, %call3283
  %fadd3285 = fadd float %fadd3284, %leaf3265
  %p3327 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add3322
  store float %fadd3285, ptr addrspace(1) %p3327, align 4
  br label %endif3326

endif3326:                                        ; preds = %then3325, %endif3252
  %out.col3328 = and i1 %cmp1564, %out.s3320
  br i1 %out.col3328, label %then3330, label %endif3331

then3330:                                         ; preds = %endif3326
  %add3329 = or disjoint i64 %add3322, 1
  %p3332 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add3329
  store float %fadd3317, ptr addrspace(1) %p3332, align 4
  br label %endif3331

endif3331:                                        ; preds = %then3330, %endif3326
  %1741 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul3333 = fmul float %phi1882, %1741
  %1742 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call3334 = tail call float @llvm.fma.f32(float %phi2277, float %1742, float %fmul3333)
  %1743 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call3335 = tail call float @llvm.fma.f32(float %phi2279, float %1743, float %call3334)
  %1744 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call3336 = tail call float @llvm.fma.f32(float %phi2281, float %1744, float %call3335)
  %1745 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call3337 = tail call float @llvm.fma.f32(float %phi2283, float %1745, float %call3336)
  %1746 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call3338 = tail call float @llvm.fma.f32(float %phi2681, float %1746, float %call3337)
  %1747 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call3339 = tail call float @llvm.fma.f32(float %phi2683, float %1747, float %call3338)
  %1748 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call3340 = tail call float @llvm.fma.f32(float %phi2685, float %1748, float %call3339)
  %1749 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call3341 = tail call float @llvm.fma.f32(float %phi2687, float %1749, float %call3340)
  %bits3342 = bitcast float %call3341 to i32
  %call3343 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3342, i32 1, i32 0)
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
  %1768 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+0];", "=f"() #5
  %fmul3365 = fmul float %phi1881, %1768
  %1769 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+12];", "=f"() #5
  %call3366 = tail call float @llvm.fma.f32(float %phi2276, float %1769, float %fmul3365)
  %1770 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+24];", "=f"() #5
  %call3367 = tail call float @llvm.fma.f32(float %phi2278, float %1770, float %call3366)
  %1771 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+36];", "=f"() #5
  %call3368 = tail call float @llvm.fma.f32(float %phi2280, float %1771, float %call3367)
  %1772 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+48];", "=f"() #5
  %call3369 = tail call float @llvm.fma.f32(float %phi2282, float %1772, float %call3368)
  %1773 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+60];", "=f"() #5
  %call3370 = tail call float @llvm.fma.f32(float %phi2680, float %1773, float %call3369)
  %1774 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+72];", "=f"() #5
  %call3371 = tail call float @llvm.fma.f32(float %phi2682, float %1774, float %call3370)
  %1775 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+84];", "=f"() #5
  %call3372 = tail call float @llvm.fma.f32(float %phi2684, float %1775, float %call3371)
  %1776 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+96];", "=f"() #5
  %call3373 = tail call float @llvm.fma.f32(float %phi2686, float %1776, float %call3372)
  %1777 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+4];", "=f"() #5
  %fmul3374 = fmul float %phi1882, %1777
  %1778 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+16];", "=f"() #5
  %call3375 = tail call float @llvm.fma.f32(float %phi2277, float %1778, float %fmul3374)
  %1779 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+28];", "=f"() #5
  %call3376 = tail call float @llvm.fma.f32(float %phi2279, float %1779, float %call3375)
  %1780 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+40];", "=f"() #5
  %call3377 = tail call float @llvm.fma.f32(float %phi2281, float %1780, float %call3376)
  %1781 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+52];", "=f"() #5
  %call3378 = tail call float @llvm.fma.f32(float %phi2283, float %1781, float %call3377)
  %1782 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+64];", "=f"() #5
  %call3379 = tail call float @llvm.fma.f32(float %phi2681, float %1782, float %call3378)
  %1783 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+76];", "=f"() #5
  %call3380 = tail call float @llvm.fma.f32(float %phi2683, float %1783, float %call3379)
  %1784 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+88];", "=f"() #5
  %call3381 = tail call float @llvm.fma.f32(float %phi2685, float %1784, float %call3380)
  %1785 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+100];", "=f"() #5
  %call3382 = tail call float @llvm.fma.f32(float %phi2687, float %1785, float %call3381)
  %fadd3383 = fadd float %call3373, %call3382
  %1786 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+8];", "=f"() #5
  %fmul3384 = fmul float %phi1881, %1786
  %1787 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+20];", "=f"() #5
  %call3385 = tail call float @llvm.fma.f32(float %phi2276, float %1787, float %fmul3384)
  %1788 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+32];", "=f"() #5
  %call3386 = tail call float @llvm.fma.f32(float %phi2278, float %1788, float %call3385)
  %1789 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+44];", "=f"() #5
  %call3387 = tail call float @llvm.fma.f32(float %phi2280, float %1789, float %call3386)
  %1790 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+56];", "=f"() #5
  %call3388 = tail call float @llvm.fma.f32(float %phi2282, float %1790, float %call3387)
  %1791 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+68];", "=f"() #5
  %call3389 = tail call float @llvm.fma.f32(float %phi2680, float %1791, float %call3388)
  %1792 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+80];", "=f"() #5
  %call3390 = tail call float @llvm.fma.f32(float %phi2682, float %1792, float %call3389)
  %1793 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+92];", "=f"() #5
  %call3391 = tail call float @llvm.fma.f32(float %phi2684, float %1793, float %call3390)
  %1794 = tail call float asm sideeffect "ld.const.f32 $0, [systole_weights+104];", "=f"() #5
  %call3392 = tail call float @llvm.fma.f32(float %phi2686, float %1794, float %call3391)
  %bits3393 = bitcast float %call3392 to i32
  %call3394 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3393, i32 1, i32 31)
  %leaf3395 = bitcast i32 %call3394 to float
  %fadd3396 = fadd float %fadd3383, %leaf3395
  %add3397 = or disjoint i64 %add3013, 3
  %cmp3398 = icmp sgt i64 %sub3092, 3
  %out.s3399 = and i1 %out.lane1562, %cmp3398
  %mul3400 = mul i64 %add3397, %9
  %add3401 = add i64 %mul3400, %add45
  %out.col3402 = and i1 %cmp1563, %out.s3399
  br i1 %out.col3402, label %then3404, label %endif3405

then3404:                                         ; preds = %endif3331
  %leaf3344 = bitcast i32 %call3343 to float
  %fmul3345 = fmul float %phi1881, %1750
  %call3346 = tail call float @llvm.fma.f32(float %phi2276, float %1751, float %fmul3345)
  %call3347 = tail call float @llvm.fma.f32(float %phi2278, float %1752, float %call3346)
  %call3348 = tail call float @llvm.fma.f32(float %phi2280, float %1753, float %call3347)
  %call3349 = tail call float @llvm.fma.f32(float %phi2282, float %1754, float %call3348)
  %call3350 = tail call float @llvm.fma.f32(float %phi2680, float %1755, float %call3349)
  %call3351 = tail call float @llvm.fma.f32(float %phi2682, float %1756, float %call3350)
  %call3352 = tail call float @llvm.fma.f32(float %phi2684, float %1757, float %call3351)
  %call3353 = tail call float @llvm.fma.f32(float %phi2686, float %1758, float %call3352)
  %fmul3354 = fmul float %phi1882, %1759
  %call3355 = tail call float @llvm.fma.f32(float %phi2277, float %1760, float %fmul3354)
  %call3356 = tail call float @llvm.fma.f32(float %phi2279, float %1761, float %call3355)
  %call3357 = tail call float @llvm.fma.f32(float %phi2281, float %1762, float %call3356)
  %call3358 = tail call float @llvm.fma.f32(float %phi2283, float %1763, float %call3357)
  %call3359 = tail call float @llvm.fma.f32(float %phi2681, float %1764, float %call3358)
  %call3360 = tail call float @llvm.fma.f32(float %phi2683, float %1765, float %call3359)
  %call3361 = tail call float @llvm.fma.f32(float %phi2685, float %1766, float %call3360)
  %call3362 = tail call float @llvm.fma.f32(float %phi2687, float %1767, float %call3361)
  %fadd3363 = fadd float %call3353, %call3362
  %fadd3364 = fadd float %fadd3363, %leaf3344
  %p3406 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %add3401
  store float %fadd3364, ptr addrspace(1) %p3406, align 4
  br label %endif3405

endif3405:                                        ; preds = %then3404, %endif3331
  %out.col3407 = and i1 %cmp1564, %out.s3399
  br i1 %out.col3407, label %then3409, label %endif3410

then3409:                                         ; preds = %endif3405
  %gep3433 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %add3401
  store float %fadd3396, ptr addrspace(1) %gep3433, align 4
  br label %endif3410

endif3410:                                        ; preds = %then3409, %endif3405
  %add3412 = add nuw nsw i64 %group1768, 1
  %mul3413 = shl i64 %add3412, 2
  %cmp3414 = icmp ult i64 %mul3413, %38
  br i1 %cmp3414, label %tile.steps1766, label %endif
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
