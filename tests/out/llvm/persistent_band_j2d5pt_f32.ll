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
  %lane = and i64 %sreg, 31
  %mul = shl nuw nsw i64 %sreg, 1
  %mul5 = shl nuw nsw i64 %sreg2, 3
  %sub = add nsw i64 %mul5, -4
  %sub7 = add i64 %4, -1
  %call8 = tail call i64 @llvm.smin.i64(i64 %sub, i64 %sub7)
  %call9 = tail call i64 @llvm.smax.i64(i64 %call8, i64 0)
  %cmp12 = icmp slt i64 %mul, %5
  %sub14 = add i64 %5, -1
  %call15 = tail call i64 @llvm.smin.i64(i64 %mul, i64 %sub14)
  %call16 = tail call i64 @llvm.smax.i64(i64 %call15, i64 0)
  %mul17 = mul i64 %call9, %5
  %7 = getelementptr float, ptr addrspace(1) %0, i64 %mul17
  %p = getelementptr float, ptr addrspace(1) %7, i64 %call16
  %v = load float, ptr addrspace(1) %p, align 4
  %add19 = or disjoint i64 %mul, 1
  %cmp21 = icmp slt i64 %add19, %5
  %call24 = tail call i64 @llvm.smin.i64(i64 %add19, i64 %sub14)
  %call25 = tail call i64 @llvm.smax.i64(i64 %call24, i64 0)
  %p28 = getelementptr float, ptr addrspace(1) %7, i64 %call25
  %v29 = load float, ptr addrspace(1) %p28, align 4
  %add30 = add nsw i64 %mul5, -3
  %call35 = tail call i64 @llvm.smin.i64(i64 %add30, i64 %sub7)
  %call36 = tail call i64 @llvm.smax.i64(i64 %call35, i64 0)
  %mul44 = mul i64 %call36, %5
  %8 = getelementptr float, ptr addrspace(1) %0, i64 %mul44
  %p46 = getelementptr float, ptr addrspace(1) %8, i64 %call16
  %v47 = load float, ptr addrspace(1) %p46, align 4
  %p57 = getelementptr float, ptr addrspace(1) %8, i64 %call25
  %v58 = load float, ptr addrspace(1) %p57, align 4
  %add59 = add nsw i64 %mul5, -2
  %call64 = tail call i64 @llvm.smin.i64(i64 %add59, i64 %sub7)
  %call65 = tail call i64 @llvm.smax.i64(i64 %call64, i64 0)
  %mul73 = mul i64 %call65, %5
  %9 = getelementptr float, ptr addrspace(1) %0, i64 %mul73
  %p75 = getelementptr float, ptr addrspace(1) %9, i64 %call16
  %v76 = load float, ptr addrspace(1) %p75, align 4
  %p86 = getelementptr float, ptr addrspace(1) %9, i64 %call25
  %v87 = load float, ptr addrspace(1) %p86, align 4
  %add88 = add nsw i64 %mul5, -1
  %call93 = tail call i64 @llvm.smin.i64(i64 %add88, i64 %sub7)
  %call94 = tail call i64 @llvm.smax.i64(i64 %call93, i64 0)
  %mul102 = mul i64 %call94, %5
  %10 = getelementptr float, ptr addrspace(1) %0, i64 %mul102
  %p104 = getelementptr float, ptr addrspace(1) %10, i64 %call16
  %v105 = load float, ptr addrspace(1) %p104, align 4
  %p115 = getelementptr float, ptr addrspace(1) %10, i64 %call25
  %v116 = load float, ptr addrspace(1) %p115, align 4
  %cmp119 = icmp slt i64 %mul5, %4
  %call122 = tail call i64 @llvm.smin.i64(i64 %mul5, i64 %sub7)
  %call123 = tail call i64 @llvm.smax.i64(i64 %call122, i64 0)
  %mul131 = mul i64 %call123, %5
  %11 = getelementptr float, ptr addrspace(1) %0, i64 %mul131
  %p133 = getelementptr float, ptr addrspace(1) %11, i64 %call16
  %v134 = load float, ptr addrspace(1) %p133, align 4
  %p144 = getelementptr float, ptr addrspace(1) %11, i64 %call25
  %v145 = load float, ptr addrspace(1) %p144, align 4
  %add146 = or disjoint i64 %mul5, 1
  %call151 = tail call i64 @llvm.smin.i64(i64 %add146, i64 %sub7)
  %call152 = tail call i64 @llvm.smax.i64(i64 %call151, i64 0)
  %mul160 = mul i64 %call152, %5
  %12 = getelementptr float, ptr addrspace(1) %0, i64 %mul160
  %p162 = getelementptr float, ptr addrspace(1) %12, i64 %call16
  %v163 = load float, ptr addrspace(1) %p162, align 4
  %p173 = getelementptr float, ptr addrspace(1) %12, i64 %call25
  %v174 = load float, ptr addrspace(1) %p173, align 4
  %add175 = or disjoint i64 %mul5, 2
  %call180 = tail call i64 @llvm.smin.i64(i64 %add175, i64 %sub7)
  %call181 = tail call i64 @llvm.smax.i64(i64 %call180, i64 0)
  %mul189 = mul i64 %call181, %5
  %13 = getelementptr float, ptr addrspace(1) %0, i64 %mul189
  %p191 = getelementptr float, ptr addrspace(1) %13, i64 %call16
  %v192 = load float, ptr addrspace(1) %p191, align 4
  %p202 = getelementptr float, ptr addrspace(1) %13, i64 %call25
  %v203 = load float, ptr addrspace(1) %p202, align 4
  %add204 = or disjoint i64 %mul5, 3
  %call209 = tail call i64 @llvm.smin.i64(i64 %add204, i64 %sub7)
  %call210 = tail call i64 @llvm.smax.i64(i64 %call209, i64 0)
  %mul218 = mul i64 %call210, %5
  %14 = getelementptr float, ptr addrspace(1) %0, i64 %mul218
  %p220 = getelementptr float, ptr addrspace(1) %14, i64 %call16
  %v221 = load float, ptr addrspace(1) %p220, align 4
  %p231 = getelementptr float, ptr addrspace(1) %14, i64 %call25
  %v232 = load float, ptr addrspace(1) %p231, align 4
  %add233 = or disjoint i64 %mul5, 4
  %call238 = tail call i64 @llvm.smin.i64(i64 %add233, i64 %sub7)
  %call239 = tail call i64 @llvm.smax.i64(i64 %call238, i64 0)
  %mul247 = mul i64 %call239, %5
  %15 = getelementptr float, ptr addrspace(1) %0, i64 %mul247
  %p249 = getelementptr float, ptr addrspace(1) %15, i64 %call16
  %v250 = load float, ptr addrspace(1) %p249, align 4
  %p260 = getelementptr float, ptr addrspace(1) %15, i64 %call25
  %v261 = load float, ptr addrspace(1) %p260, align 4
  %add262 = or disjoint i64 %mul5, 5
  %call267 = tail call i64 @llvm.smin.i64(i64 %add262, i64 %sub7)
  %call268 = tail call i64 @llvm.smax.i64(i64 %call267, i64 0)
  %mul276 = mul i64 %call268, %5
  %16 = getelementptr float, ptr addrspace(1) %0, i64 %mul276
  %p278 = getelementptr float, ptr addrspace(1) %16, i64 %call16
  %v279 = load float, ptr addrspace(1) %p278, align 4
  %p289 = getelementptr float, ptr addrspace(1) %16, i64 %call25
  %v290 = load float, ptr addrspace(1) %p289, align 4
  %add291 = or disjoint i64 %mul5, 6
  %call296 = tail call i64 @llvm.smin.i64(i64 %add291, i64 %sub7)
  %call297 = tail call i64 @llvm.smax.i64(i64 %call296, i64 0)
  %mul305 = mul i64 %call297, %5
  %17 = getelementptr float, ptr addrspace(1) %0, i64 %mul305
  %p307 = getelementptr float, ptr addrspace(1) %17, i64 %call16
  %v308 = load float, ptr addrspace(1) %p307, align 4
  %p318 = getelementptr float, ptr addrspace(1) %17, i64 %call25
  %v319 = load float, ptr addrspace(1) %p318, align 4
  %add320 = or disjoint i64 %mul5, 7
  %call325 = tail call i64 @llvm.smin.i64(i64 %add320, i64 %sub7)
  %call326 = tail call i64 @llvm.smax.i64(i64 %call325, i64 0)
  %mul334 = mul i64 %call326, %5
  %18 = getelementptr float, ptr addrspace(1) %0, i64 %mul334
  %p336 = getelementptr float, ptr addrspace(1) %18, i64 %call16
  %v337 = load float, ptr addrspace(1) %p336, align 4
  %p347 = getelementptr float, ptr addrspace(1) %18, i64 %call25
  %v348 = load float, ptr addrspace(1) %p347, align 4
  %add349 = add nuw nsw i64 %mul5, 8
  %call354 = tail call i64 @llvm.smin.i64(i64 %add349, i64 %sub7)
  %call355 = tail call i64 @llvm.smax.i64(i64 %call354, i64 0)
  %mul363 = mul i64 %call355, %5
  %19 = getelementptr float, ptr addrspace(1) %0, i64 %mul363
  %p365 = getelementptr float, ptr addrspace(1) %19, i64 %call16
  %v366 = load float, ptr addrspace(1) %p365, align 4
  %p376 = getelementptr float, ptr addrspace(1) %19, i64 %call25
  %v377 = load float, ptr addrspace(1) %p376, align 4
  %add378 = add nuw nsw i64 %mul5, 9
  %call383 = tail call i64 @llvm.smin.i64(i64 %add378, i64 %sub7)
  %call384 = tail call i64 @llvm.smax.i64(i64 %call383, i64 0)
  %mul392 = mul i64 %call384, %5
  %20 = getelementptr float, ptr addrspace(1) %0, i64 %mul392
  %p394 = getelementptr float, ptr addrspace(1) %20, i64 %call16
  %v395 = load float, ptr addrspace(1) %p394, align 4
  %p405 = getelementptr float, ptr addrspace(1) %20, i64 %call25
  %v406 = load float, ptr addrspace(1) %p405, align 4
  %add407 = add nuw nsw i64 %mul5, 10
  %call412 = tail call i64 @llvm.smin.i64(i64 %add407, i64 %sub7)
  %call413 = tail call i64 @llvm.smax.i64(i64 %call412, i64 0)
  %mul421 = mul i64 %call413, %5
  %21 = getelementptr float, ptr addrspace(1) %0, i64 %mul421
  %p423 = getelementptr float, ptr addrspace(1) %21, i64 %call16
  %v424 = load float, ptr addrspace(1) %p423, align 4
  %p434 = getelementptr float, ptr addrspace(1) %21, i64 %call25
  %v435 = load float, ptr addrspace(1) %p434, align 4
  %add436 = add nuw nsw i64 %mul5, 11
  %call441 = tail call i64 @llvm.smin.i64(i64 %add436, i64 %sub7)
  %call442 = tail call i64 @llvm.smax.i64(i64 %call441, i64 0)
  %mul450 = mul i64 %call442, %5
  %22 = getelementptr float, ptr addrspace(1) %0, i64 %mul450
  %p452 = getelementptr float, ptr addrspace(1) %22, i64 %call16
  %v453 = load float, ptr addrspace(1) %p452, align 4
  %p463 = getelementptr float, ptr addrspace(1) %22, i64 %call25
  %v464 = load float, ptr addrspace(1) %p463, align 4
  %cmp465 = icmp eq i32 %call1, 0
  %sub466 = add nsw i64 %sreg4, -1
  %cmp467 = icmp eq i64 %sub466, %sreg2
  %epochs = sdiv i64 %6, 4
  %cmp468 = icmp sgt i64 %6, 3
  br i1 %cmp468, label %fold.body.preheader, label %fold.exit

fold.body.preheader:                              ; preds = %entry
  %cmp502 = icmp eq i64 %lane, 0
  %cmp523 = icmp eq i64 %lane, 31
  %invariant.gep = getelementptr float, ptr addrspace(1) %2, i64 %mul
  %invariant.gep3885 = getelementptr float, ptr addrspace(1) %2, i64 %add19
  %23 = getelementptr inbounds float, ptr addrspace(3) @band.edges, i64 %warp
  %shared = getelementptr inbounds i8, ptr addrspace(3) %23, i64 4
  %p508 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 148
  %p509 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 292
  %p510 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 436
  %p511 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 580
  %p512 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 724
  %p513 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 868
  %p514 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 1012
  %p515 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 1156
  %p516 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 1300
  %p517 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 1444
  %p518 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 1588
  %p519 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 1732
  %p520 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 1876
  %p521 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 2020
  %p522 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 2164
  %shared531 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 76
  %p533 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 220
  %p534 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 364
  %p535 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 508
  %p536 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 652
  %p537 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 796
  %p538 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 940
  %p539 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 1084
  %p540 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 1228
  %p541 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 1372
  %p542 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 1516
  %p543 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 1660
  %p544 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 1804
  %p545 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 1948
  %p546 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 2092
  %p547 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 2236
  %p708 = getelementptr i8, ptr addrspace(3) %23, i64 216
  %address = ptrtoint ptr addrspace(3) %p708 to i64
  %p718 = getelementptr i8, ptr addrspace(3) %23, i64 152
  %address719 = ptrtoint ptr addrspace(3) %p718 to i64
  %p731 = getelementptr i8, ptr addrspace(3) %23, i64 360
  %address732 = ptrtoint ptr addrspace(3) %p731 to i64
  %p744 = getelementptr i8, ptr addrspace(3) %23, i64 296
  %address745 = ptrtoint ptr addrspace(3) %p744 to i64
  %p757 = getelementptr i8, ptr addrspace(3) %23, i64 504
  %address758 = ptrtoint ptr addrspace(3) %p757 to i64
  %p770 = getelementptr i8, ptr addrspace(3) %23, i64 440
  %address771 = ptrtoint ptr addrspace(3) %p770 to i64
  %p783 = getelementptr i8, ptr addrspace(3) %23, i64 648
  %address784 = ptrtoint ptr addrspace(3) %p783 to i64
  %p796 = getelementptr i8, ptr addrspace(3) %23, i64 584
  %address797 = ptrtoint ptr addrspace(3) %p796 to i64
  %p809 = getelementptr i8, ptr addrspace(3) %23, i64 792
  %address810 = ptrtoint ptr addrspace(3) %p809 to i64
  %p822 = getelementptr i8, ptr addrspace(3) %23, i64 728
  %address823 = ptrtoint ptr addrspace(3) %p822 to i64
  %p835 = getelementptr i8, ptr addrspace(3) %23, i64 936
  %address836 = ptrtoint ptr addrspace(3) %p835 to i64
  %p848 = getelementptr i8, ptr addrspace(3) %23, i64 872
  %address849 = ptrtoint ptr addrspace(3) %p848 to i64
  %p861 = getelementptr i8, ptr addrspace(3) %23, i64 1080
  %address862 = ptrtoint ptr addrspace(3) %p861 to i64
  %p874 = getelementptr i8, ptr addrspace(3) %23, i64 1016
  %address875 = ptrtoint ptr addrspace(3) %p874 to i64
  %p887 = getelementptr i8, ptr addrspace(3) %23, i64 1224
  %address888 = ptrtoint ptr addrspace(3) %p887 to i64
  %p900 = getelementptr i8, ptr addrspace(3) %23, i64 1160
  %address901 = ptrtoint ptr addrspace(3) %p900 to i64
  %p913 = getelementptr i8, ptr addrspace(3) %23, i64 1368
  %address914 = ptrtoint ptr addrspace(3) %p913 to i64
  %p926 = getelementptr i8, ptr addrspace(3) %23, i64 1304
  %address927 = ptrtoint ptr addrspace(3) %p926 to i64
  %p939 = getelementptr i8, ptr addrspace(3) %23, i64 1512
  %address940 = ptrtoint ptr addrspace(3) %p939 to i64
  %p952 = getelementptr i8, ptr addrspace(3) %23, i64 1448
  %address953 = ptrtoint ptr addrspace(3) %p952 to i64
  %p965 = getelementptr i8, ptr addrspace(3) %23, i64 1656
  %address966 = ptrtoint ptr addrspace(3) %p965 to i64
  %p978 = getelementptr i8, ptr addrspace(3) %23, i64 1592
  %address979 = ptrtoint ptr addrspace(3) %p978 to i64
  %p991 = getelementptr i8, ptr addrspace(3) %23, i64 1800
  %address992 = ptrtoint ptr addrspace(3) %p991 to i64
  %p1004 = getelementptr i8, ptr addrspace(3) %23, i64 1736
  %address1005 = ptrtoint ptr addrspace(3) %p1004 to i64
  %p1017 = getelementptr i8, ptr addrspace(3) %23, i64 1944
  %address1018 = ptrtoint ptr addrspace(3) %p1017 to i64
  %p1030 = getelementptr i8, ptr addrspace(3) %23, i64 1880
  %address1031 = ptrtoint ptr addrspace(3) %p1030 to i64
  %p1043 = getelementptr i8, ptr addrspace(3) %23, i64 2088
  %address1044 = ptrtoint ptr addrspace(3) %p1043 to i64
  %p1056 = getelementptr i8, ptr addrspace(3) %23, i64 2024
  %address1057 = ptrtoint ptr addrspace(3) %p1056 to i64
  %shared1091 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 2308
  %p1093 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 2452
  %p1094 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 2596
  %p1095 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 2740
  %p1096 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 2884
  %p1097 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 3028
  %p1098 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 3172
  %p1099 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 3316
  %p1100 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 3460
  %p1101 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 3604
  %p1102 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 3748
  %p1103 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 3892
  %p1104 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 4036
  %p1105 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 4180
  %p1106 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 4324
  %p1107 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 4468
  %shared1116 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 2380
  %p1118 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 2524
  %p1119 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 2668
  %p1120 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 2812
  %p1121 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 2956
  %p1122 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 3100
  %p1123 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 3244
  %p1124 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 3388
  %p1125 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 3532
  %p1126 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 3676
  %p1127 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 3820
  %p1128 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 3964
  %p1129 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 4108
  %p1130 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 4252
  %p1131 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 4396
  %p1132 = getelementptr inbounds i8, ptr addrspace(3) %23, i64 4540
  %p1295 = getelementptr i8, ptr addrspace(3) %23, i64 2664
  %address1296 = ptrtoint ptr addrspace(3) %p1295 to i64
  %p1308 = getelementptr i8, ptr addrspace(3) %23, i64 2600
  %address1309 = ptrtoint ptr addrspace(3) %p1308 to i64
  %p1321 = getelementptr i8, ptr addrspace(3) %23, i64 2808
  %address1322 = ptrtoint ptr addrspace(3) %p1321 to i64
  %p1334 = getelementptr i8, ptr addrspace(3) %23, i64 2744
  %address1335 = ptrtoint ptr addrspace(3) %p1334 to i64
  %p1347 = getelementptr i8, ptr addrspace(3) %23, i64 2952
  %address1348 = ptrtoint ptr addrspace(3) %p1347 to i64
  %p1360 = getelementptr i8, ptr addrspace(3) %23, i64 2888
  %address1361 = ptrtoint ptr addrspace(3) %p1360 to i64
  %p1373 = getelementptr i8, ptr addrspace(3) %23, i64 3096
  %address1374 = ptrtoint ptr addrspace(3) %p1373 to i64
  %p1386 = getelementptr i8, ptr addrspace(3) %23, i64 3032
  %address1387 = ptrtoint ptr addrspace(3) %p1386 to i64
  %p1399 = getelementptr i8, ptr addrspace(3) %23, i64 3240
  %address1400 = ptrtoint ptr addrspace(3) %p1399 to i64
  %p1412 = getelementptr i8, ptr addrspace(3) %23, i64 3176
  %address1413 = ptrtoint ptr addrspace(3) %p1412 to i64
  %p1425 = getelementptr i8, ptr addrspace(3) %23, i64 3384
  %address1426 = ptrtoint ptr addrspace(3) %p1425 to i64
  %p1438 = getelementptr i8, ptr addrspace(3) %23, i64 3320
  %address1439 = ptrtoint ptr addrspace(3) %p1438 to i64
  %p1451 = getelementptr i8, ptr addrspace(3) %23, i64 3528
  %address1452 = ptrtoint ptr addrspace(3) %p1451 to i64
  %p1464 = getelementptr i8, ptr addrspace(3) %23, i64 3464
  %address1465 = ptrtoint ptr addrspace(3) %p1464 to i64
  %p1477 = getelementptr i8, ptr addrspace(3) %23, i64 3672
  %address1478 = ptrtoint ptr addrspace(3) %p1477 to i64
  %p1490 = getelementptr i8, ptr addrspace(3) %23, i64 3608
  %address1491 = ptrtoint ptr addrspace(3) %p1490 to i64
  %p1503 = getelementptr i8, ptr addrspace(3) %23, i64 3816
  %address1504 = ptrtoint ptr addrspace(3) %p1503 to i64
  %p1516 = getelementptr i8, ptr addrspace(3) %23, i64 3752
  %address1517 = ptrtoint ptr addrspace(3) %p1516 to i64
  %p1529 = getelementptr i8, ptr addrspace(3) %23, i64 3960
  %address1530 = ptrtoint ptr addrspace(3) %p1529 to i64
  %p1542 = getelementptr i8, ptr addrspace(3) %23, i64 3896
  %address1543 = ptrtoint ptr addrspace(3) %p1542 to i64
  %p1555 = getelementptr i8, ptr addrspace(3) %23, i64 4104
  %address1556 = ptrtoint ptr addrspace(3) %p1555 to i64
  %p1568 = getelementptr i8, ptr addrspace(3) %23, i64 4040
  %address1569 = ptrtoint ptr addrspace(3) %p1568 to i64
  %p1581 = getelementptr i8, ptr addrspace(3) %23, i64 4248
  %address1582 = ptrtoint ptr addrspace(3) %p1581 to i64
  %p1594 = getelementptr i8, ptr addrspace(3) %23, i64 4184
  %address1595 = ptrtoint ptr addrspace(3) %p1594 to i64
  %cmp2732 = icmp eq i32 %call, 0
  %flag = getelementptr i32, ptr addrspace(1) %3, i64 %sreg2
  %address2735 = ptrtoint ptr addrspace(1) %flag to i64
  %24 = add nsw i32 %call1, -1
  %exists = icmp ult i32 %24, %call3
  %cmp2739 = icmp eq i32 %call, 1
  %waits = and i1 %cmp2739, %exists
  %flag2742 = getelementptr i8, ptr addrspace(1) %flag, i64 -4
  %address2743 = ptrtoint ptr addrspace(1) %flag2742 to i64
  %add2745 = add nuw nsw i64 %sreg2, 1
  %cmp2747 = icmp ult i64 %add2745, %sreg4
  %cmp2749 = icmp eq i32 %call, 2
  %waits2750 = and i1 %cmp2749, %cmp2747
  %flag2755 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add2745
  %address2756 = ptrtoint ptr addrspace(1) %flag2755 to i64
  %sub2759 = add nsw i64 %sreg2, -1
  %call2768 = tail call i64 @llvm.smin.i64(i64 %sub2759, i64 %sub466)
  %call2769 = tail call i64 @llvm.smax.i64(i64 %call2768, i64 0)
  %25 = tail call i64 @llvm.umin.i64(i64 %add2745, i64 %sub466)
  br label %fold.body

fold.body:                                        ; preds = %fold.body.preheader, %endif2546
  %i = phi i64 [ %add2542, %endif2546 ], [ 0, %fold.body.preheader ]
  %phi = phi float [ %phi2943, %endif2546 ], [ %v, %fold.body.preheader ]
  %phi469 = phi float [ %phi2944, %endif2546 ], [ %v29, %fold.body.preheader ]
  %phi470 = phi float [ %phi2945, %endif2546 ], [ %v47, %fold.body.preheader ]
  %phi471 = phi float [ %phi2946, %endif2546 ], [ %v58, %fold.body.preheader ]
  %phi472 = phi float [ %phi2947, %endif2546 ], [ %v76, %fold.body.preheader ]
  %phi473 = phi float [ %phi2948, %endif2546 ], [ %v87, %fold.body.preheader ]
  %phi474 = phi float [ %phi2949, %endif2546 ], [ %v105, %fold.body.preheader ]
  %phi475 = phi float [ %phi2950, %endif2546 ], [ %v116, %fold.body.preheader ]
  %phi476 = phi float [ %fadd2330, %endif2546 ], [ %v134, %fold.body.preheader ]
  %phi477 = phi float [ %fadd2343, %endif2546 ], [ %v145, %fold.body.preheader ]
  %phi478 = phi float [ %fadd2356, %endif2546 ], [ %v163, %fold.body.preheader ]
  %phi479 = phi float [ %fadd2369, %endif2546 ], [ %v174, %fold.body.preheader ]
  %phi480 = phi float [ %fadd2382, %endif2546 ], [ %v192, %fold.body.preheader ]
  %phi481 = phi float [ %fadd2395, %endif2546 ], [ %v203, %fold.body.preheader ]
  %phi482 = phi float [ %fadd2408, %endif2546 ], [ %v221, %fold.body.preheader ]
  %phi483 = phi float [ %fadd2421, %endif2546 ], [ %v232, %fold.body.preheader ]
  %phi484 = phi float [ %fadd2434, %endif2546 ], [ %v250, %fold.body.preheader ]
  %phi485 = phi float [ %fadd2447, %endif2546 ], [ %v261, %fold.body.preheader ]
  %phi486 = phi float [ %fadd2460, %endif2546 ], [ %v279, %fold.body.preheader ]
  %phi487 = phi float [ %fadd2473, %endif2546 ], [ %v290, %fold.body.preheader ]
  %phi488 = phi float [ %fadd2486, %endif2546 ], [ %v308, %fold.body.preheader ]
  %phi489 = phi float [ %fadd2499, %endif2546 ], [ %v319, %fold.body.preheader ]
  %phi490 = phi float [ %fadd2512, %endif2546 ], [ %v337, %fold.body.preheader ]
  %phi491 = phi float [ %fadd2525, %endif2546 ], [ %v348, %fold.body.preheader ]
  %phi492 = phi float [ %phi2967, %endif2546 ], [ %v366, %fold.body.preheader ]
  %phi493 = phi float [ %phi2968, %endif2546 ], [ %v377, %fold.body.preheader ]
  %phi494 = phi float [ %phi2969, %endif2546 ], [ %v395, %fold.body.preheader ]
  %phi495 = phi float [ %phi2970, %endif2546 ], [ %v406, %fold.body.preheader ]
  %phi496 = phi float [ %phi2971, %endif2546 ], [ %v424, %fold.body.preheader ]
  %phi497 = phi float [ %phi2972, %endif2546 ], [ %v435, %fold.body.preheader ]
  %phi498 = phi float [ %phi2973, %endif2546 ], [ %v453, %fold.body.preheader ]
  %phi499 = phi float [ %phi2974, %endif2546 ], [ %v464, %fold.body.preheader ]
  br i1 %cmp502, label %then, label %endif

fold.exit:                                        ; preds = %endif2546, %entry
  %phi2977 = phi float [ %v, %entry ], [ %phi2943, %endif2546 ]
  %phi2978 = phi float [ %v29, %entry ], [ %phi2944, %endif2546 ]
  %phi2979 = phi float [ %v47, %entry ], [ %phi2945, %endif2546 ]
  %phi2980 = phi float [ %v58, %entry ], [ %phi2946, %endif2546 ]
  %phi2981 = phi float [ %v76, %entry ], [ %phi2947, %endif2546 ]
  %phi2982 = phi float [ %v87, %entry ], [ %phi2948, %endif2546 ]
  %phi2983 = phi float [ %v105, %entry ], [ %phi2949, %endif2546 ]
  %phi2984 = phi float [ %v116, %entry ], [ %phi2950, %endif2546 ]
  %phi2985 = phi float [ %v134, %entry ], [ %fadd2330, %endif2546 ]
  %phi2986 = phi float [ %v145, %entry ], [ %fadd2343, %endif2546 ]
  %phi2987 = phi float [ %v163, %entry ], [ %fadd2356, %endif2546 ]
  %phi2988 = phi float [ %v174, %entry ], [ %fadd2369, %endif2546 ]
  %phi2989 = phi float [ %v192, %entry ], [ %fadd2382, %endif2546 ]
  %phi2990 = phi float [ %v203, %entry ], [ %fadd2395, %endif2546 ]
  %phi2991 = phi float [ %v221, %entry ], [ %fadd2408, %endif2546 ]
  %phi2992 = phi float [ %v232, %entry ], [ %fadd2421, %endif2546 ]
  %phi2993 = phi float [ %v250, %entry ], [ %fadd2434, %endif2546 ]
  %phi2994 = phi float [ %v261, %entry ], [ %fadd2447, %endif2546 ]
  %phi2995 = phi float [ %v279, %entry ], [ %fadd2460, %endif2546 ]
  %phi2996 = phi float [ %v290, %entry ], [ %fadd2473, %endif2546 ]
  %phi2997 = phi float [ %v308, %entry ], [ %fadd2486, %endif2546 ]
  %phi2998 = phi float [ %v319, %entry ], [ %fadd2499, %endif2546 ]
  %phi2999 = phi float [ %v337, %entry ], [ %fadd2512, %endif2546 ]
  %phi3000 = phi float [ %v348, %entry ], [ %fadd2525, %endif2546 ]
  %phi3001 = phi float [ %v366, %entry ], [ %phi2967, %endif2546 ]
  %phi3002 = phi float [ %v377, %entry ], [ %phi2968, %endif2546 ]
  %phi3003 = phi float [ %v395, %entry ], [ %phi2969, %endif2546 ]
  %phi3004 = phi float [ %v406, %entry ], [ %phi2970, %endif2546 ]
  %phi3005 = phi float [ %v424, %entry ], [ %phi2971, %endif2546 ]
  %phi3006 = phi float [ %v435, %entry ], [ %phi2972, %endif2546 ]
  %phi3007 = phi float [ %v453, %entry ], [ %phi2973, %endif2546 ]
  %phi3008 = phi float [ %v464, %entry ], [ %phi2974, %endif2546 ]
  %mul3009 = shl nsw i64 %epochs, 2
  %cmp3012 = icmp slt i64 %mul3009, %6
  br i1 %cmp3012, label %fold.body3010.preheader, label %fold.exit3011

fold.body3010.preheader:                          ; preds = %fold.exit
  %cmp3047 = icmp eq i64 %lane, 0
  %cmp3071 = icmp eq i64 %lane, 31
  %add3050 = add nuw nsw i64 %warp, 1
  %add3076 = add nuw nsw i64 %warp, 19
  %add3245 = add nuw nsw i64 %warp, 18
  %add3250 = add nuw nsw i64 %warp, 2
  br label %fold.body3010

then:                                             ; preds = %fold.body
  store float %phi, ptr addrspace(3) %shared, align 4
  store float %phi470, ptr addrspace(3) %p508, align 4
  store float %phi472, ptr addrspace(3) %p509, align 4
  store float %phi474, ptr addrspace(3) %p510, align 4
  store float %phi476, ptr addrspace(3) %p511, align 4
  store float %phi478, ptr addrspace(3) %p512, align 4
  store float %phi480, ptr addrspace(3) %p513, align 4
  store float %phi482, ptr addrspace(3) %p514, align 4
  store float %phi484, ptr addrspace(3) %p515, align 4
  store float %phi486, ptr addrspace(3) %p516, align 4
  store float %phi488, ptr addrspace(3) %p517, align 4
  store float %phi490, ptr addrspace(3) %p518, align 4
  store float %phi492, ptr addrspace(3) %p519, align 4
  store float %phi494, ptr addrspace(3) %p520, align 4
  store float %phi496, ptr addrspace(3) %p521, align 4
  store float %phi498, ptr addrspace(3) %p522, align 4
  br label %endif

endif:                                            ; preds = %then, %fold.body
  br i1 %cmp523, label %then524, label %endif525

then524:                                          ; preds = %endif
  store float %phi469, ptr addrspace(3) %shared531, align 4
  store float %phi471, ptr addrspace(3) %p533, align 4
  store float %phi473, ptr addrspace(3) %p534, align 4
  store float %phi475, ptr addrspace(3) %p535, align 4
  store float %phi477, ptr addrspace(3) %p536, align 4
  store float %phi479, ptr addrspace(3) %p537, align 4
  store float %phi481, ptr addrspace(3) %p538, align 4
  store float %phi483, ptr addrspace(3) %p539, align 4
  store float %phi485, ptr addrspace(3) %p540, align 4
  store float %phi487, ptr addrspace(3) %p541, align 4
  store float %phi489, ptr addrspace(3) %p542, align 4
  store float %phi491, ptr addrspace(3) %p543, align 4
  store float %phi493, ptr addrspace(3) %p544, align 4
  store float %phi495, ptr addrspace(3) %p545, align 4
  store float %phi497, ptr addrspace(3) %p546, align 4
  store float %phi499, ptr addrspace(3) %p547, align 4
  br label %endif525

endif525:                                         ; preds = %then524, %endif
  switch i64 %warp, label %endif620 [
    i64 0, label %then549
    i64 15, label %then619
  ]

then549:                                          ; preds = %endif525
  %bits = bitcast float %phi to i32
  %call551 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits, i32 1, i32 31)
  %bits552 = bitcast float %phi470 to i32
  %call553 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits552, i32 1, i32 31)
  %bits555 = bitcast float %phi472 to i32
  %call556 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits555, i32 1, i32 31)
  %bits558 = bitcast float %phi474 to i32
  %call559 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits558, i32 1, i32 31)
  %bits561 = bitcast float %phi476 to i32
  %call562 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits561, i32 1, i32 31)
  %bits564 = bitcast float %phi478 to i32
  %call565 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits564, i32 1, i32 31)
  %bits567 = bitcast float %phi480 to i32
  %call568 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits567, i32 1, i32 31)
  %bits570 = bitcast float %phi482 to i32
  %call571 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits570, i32 1, i32 31)
  %bits573 = bitcast float %phi484 to i32
  %call574 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits573, i32 1, i32 31)
  %bits576 = bitcast float %phi486 to i32
  %call577 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits576, i32 1, i32 31)
  %bits579 = bitcast float %phi488 to i32
  %call580 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits579, i32 1, i32 31)
  %bits582 = bitcast float %phi490 to i32
  %call583 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits582, i32 1, i32 31)
  %bits585 = bitcast float %phi492 to i32
  %call586 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits585, i32 1, i32 31)
  %bits588 = bitcast float %phi494 to i32
  %call589 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits588, i32 1, i32 31)
  %bits591 = bitcast float %phi496 to i32
  %call592 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits591, i32 1, i32 31)
  %bits594 = bitcast float %phi498 to i32
  %call595 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits594, i32 1, i32 31)
  br i1 %cmp502, label %then597, label %endif620

then597:                                          ; preds = %then549
  store float %phi, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 72), align 8
  store float %phi470, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 216), align 8
  store float %phi472, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 360), align 8
  store float %phi474, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 504), align 8
  store float %phi476, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 648), align 8
  store float %phi478, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 792), align 8
  store float %phi480, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 936), align 8
  store float %phi482, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 1080), align 8
  store float %phi484, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 1224), align 8
  store float %phi486, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 1368), align 8
  store float %phi488, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 1512), align 8
  store float %phi490, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 1656), align 8
  store float %phi492, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 1800), align 8
  store float %phi494, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 1944), align 8
  store float %phi496, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 2088), align 8
  store float %phi498, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 2232), align 8
  br label %endif620

then619:                                          ; preds = %endif525
  %bits621 = bitcast float %phi469 to i32
  %call622 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits621, i32 1, i32 0)
  %bits624 = bitcast float %phi471 to i32
  %call625 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits624, i32 1, i32 0)
  %bits627 = bitcast float %phi473 to i32
  %call628 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits627, i32 1, i32 0)
  %bits630 = bitcast float %phi475 to i32
  %call631 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits630, i32 1, i32 0)
  %bits633 = bitcast float %phi477 to i32
  %call634 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits633, i32 1, i32 0)
  %bits636 = bitcast float %phi479 to i32
  %call637 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits636, i32 1, i32 0)
  %bits639 = bitcast float %phi481 to i32
  %call640 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits639, i32 1, i32 0)
  %bits642 = bitcast float %phi483 to i32
  %call643 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits642, i32 1, i32 0)
  %bits645 = bitcast float %phi485 to i32
  %call646 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits645, i32 1, i32 0)
  %bits648 = bitcast float %phi487 to i32
  %call649 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits648, i32 1, i32 0)
  %bits651 = bitcast float %phi489 to i32
  %call652 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits651, i32 1, i32 0)
  %bits654 = bitcast float %phi491 to i32
  %call655 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits654, i32 1, i32 0)
  %bits657 = bitcast float %phi493 to i32
  %call658 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits657, i32 1, i32 0)
  %bits660 = bitcast float %phi495 to i32
  %call661 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits660, i32 1, i32 0)
  %bits663 = bitcast float %phi497 to i32
  %call664 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits663, i32 1, i32 0)
  %bits666 = bitcast float %phi499 to i32
  %call667 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits666, i32 1, i32 0)
  br i1 %cmp523, label %then669, label %endif620

endif620:                                         ; preds = %then549, %then597, %then619, %then669, %endif525
  tail call void @llvm.nvvm.barrier0()
  %bits705 = bitcast float %phi471 to i32
  %call706 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits705, i32 1, i32 0)
  %leaf707 = bitcast i32 %call706 to float
  %26 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address, i1 %cmp502, float %leaf707) #5
  %fmul = fmul float %26, 2.000000e+00
  %fadd = fadd float %phi, %fmul
  %fmul709 = fmul float %phi470, 3.000000e+00
  %fadd710 = fadd float %fmul709, %fadd
  %fmul711 = fmul float %phi471, 4.000000e+00
  %fadd712 = fadd float %fmul711, %fadd710
  %fmul713 = fmul float %phi472, 5.000000e+00
  %fadd714 = fadd float %fmul713, %fadd712
  %bits715 = bitcast float %phi470 to i32
  %call716 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits715, i32 1, i32 31)
  %leaf717 = bitcast i32 %call716 to float
  %27 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address719, i1 %cmp523, float %leaf717) #5
  %fmul720 = fmul float %phi470, 2.000000e+00
  %fadd721 = fadd float %phi469, %fmul720
  %fmul722 = fmul float %phi471, 3.000000e+00
  %fadd723 = fadd float %fadd721, %fmul722
  %fmul724 = fmul float %27, 4.000000e+00
  %fadd725 = fadd float %fadd723, %fmul724
  %fmul726 = fmul float %phi473, 5.000000e+00
  %fadd727 = fadd float %fmul726, %fadd725
  %bits728 = bitcast float %phi473 to i32
  %call729 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits728, i32 1, i32 0)
  %leaf730 = bitcast i32 %call729 to float
  %28 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address732, i1 %cmp502, float %leaf730) #5
  %fmul733 = fmul float %28, 2.000000e+00
  %fadd734 = fadd float %phi470, %fmul733
  %fmul735 = fmul float %phi472, 3.000000e+00
  %fadd736 = fadd float %fmul735, %fadd734
  %fmul737 = fmul float %phi473, 4.000000e+00
  %fadd738 = fadd float %fmul737, %fadd736
  %fmul739 = fmul float %phi474, 5.000000e+00
  %fadd740 = fadd float %fmul739, %fadd738
  %bits741 = bitcast float %phi472 to i32
  %call742 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits741, i32 1, i32 31)
  %leaf743 = bitcast i32 %call742 to float
  %29 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address745, i1 %cmp523, float %leaf743) #5
  %fmul746 = fmul float %phi472, 2.000000e+00
  %fadd747 = fadd float %phi471, %fmul746
  %fmul748 = fmul float %phi473, 3.000000e+00
  %fadd749 = fadd float %fadd747, %fmul748
  %fmul750 = fmul float %29, 4.000000e+00
  %fadd751 = fadd float %fadd749, %fmul750
  %fmul752 = fmul float %phi475, 5.000000e+00
  %fadd753 = fadd float %fmul752, %fadd751
  %bits754 = bitcast float %phi475 to i32
  %call755 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits754, i32 1, i32 0)
  %leaf756 = bitcast i32 %call755 to float
  %30 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address758, i1 %cmp502, float %leaf756) #5
  %fmul759 = fmul float %30, 2.000000e+00
  %fadd760 = fadd float %phi472, %fmul759
  %fmul761 = fmul float %phi474, 3.000000e+00
  %fadd762 = fadd float %fmul761, %fadd760
  %fmul763 = fmul float %phi475, 4.000000e+00
  %fadd764 = fadd float %fmul763, %fadd762
  %fmul765 = fmul float %phi476, 5.000000e+00
  %fadd766 = fadd float %fmul765, %fadd764
  %bits767 = bitcast float %phi474 to i32
  %call768 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits767, i32 1, i32 31)
  %leaf769 = bitcast i32 %call768 to float
  %31 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address771, i1 %cmp523, float %leaf769) #5
  %fmul772 = fmul float %phi474, 2.000000e+00
  %fadd773 = fadd float %phi473, %fmul772
  %fmul774 = fmul float %phi475, 3.000000e+00
  %fadd775 = fadd float %fadd773, %fmul774
  %fmul776 = fmul float %31, 4.000000e+00
  %fadd777 = fadd float %fadd775, %fmul776
  %fmul778 = fmul float %phi477, 5.000000e+00
  %fadd779 = fadd float %fmul778, %fadd777
  %bits780 = bitcast float %phi477 to i32
  %call781 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits780, i32 1, i32 0)
  %leaf782 = bitcast i32 %call781 to float
  %32 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address784, i1 %cmp502, float %leaf782) #5
  %fmul785 = fmul float %32, 2.000000e+00
  %fadd786 = fadd float %phi474, %fmul785
  %fmul787 = fmul float %phi476, 3.000000e+00
  %fadd788 = fadd float %fmul787, %fadd786
  %fmul789 = fmul float %phi477, 4.000000e+00
  %fadd790 = fadd float %fmul789, %fadd788
  %fmul791 = fmul float %phi478, 5.000000e+00
  %fadd792 = fadd float %fmul791, %fadd790
  %bits793 = bitcast float %phi476 to i32
  %call794 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits793, i32 1, i32 31)
  %leaf795 = bitcast i32 %call794 to float
  %33 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address797, i1 %cmp523, float %leaf795) #5
  %fmul798 = fmul float %phi476, 2.000000e+00
  %fadd799 = fadd float %phi475, %fmul798
  %fmul800 = fmul float %phi477, 3.000000e+00
  %fadd801 = fadd float %fadd799, %fmul800
  %fmul802 = fmul float %33, 4.000000e+00
  %fadd803 = fadd float %fadd801, %fmul802
  %fmul804 = fmul float %phi479, 5.000000e+00
  %fadd805 = fadd float %fmul804, %fadd803
  %bits806 = bitcast float %phi479 to i32
  %call807 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits806, i32 1, i32 0)
  %leaf808 = bitcast i32 %call807 to float
  %34 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address810, i1 %cmp502, float %leaf808) #5
  %fmul811 = fmul float %34, 2.000000e+00
  %fadd812 = fadd float %phi476, %fmul811
  %fmul813 = fmul float %phi478, 3.000000e+00
  %fadd814 = fadd float %fmul813, %fadd812
  %fmul815 = fmul float %phi479, 4.000000e+00
  %fadd816 = fadd float %fmul815, %fadd814
  %fmul817 = fmul float %phi480, 5.000000e+00
  %fadd818 = fadd float %fmul817, %fadd816
  %bits819 = bitcast float %phi478 to i32
  %call820 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits819, i32 1, i32 31)
  %leaf821 = bitcast i32 %call820 to float
  %35 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address823, i1 %cmp523, float %leaf821) #5
  %fmul824 = fmul float %phi478, 2.000000e+00
  %fadd825 = fadd float %phi477, %fmul824
  %fmul826 = fmul float %phi479, 3.000000e+00
  %fadd827 = fadd float %fadd825, %fmul826
  %fmul828 = fmul float %35, 4.000000e+00
  %fadd829 = fadd float %fadd827, %fmul828
  %fmul830 = fmul float %phi481, 5.000000e+00
  %fadd831 = fadd float %fmul830, %fadd829
  %bits832 = bitcast float %phi481 to i32
  %call833 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits832, i32 1, i32 0)
  %leaf834 = bitcast i32 %call833 to float
  %36 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address836, i1 %cmp502, float %leaf834) #5
  %fmul837 = fmul float %36, 2.000000e+00
  %fadd838 = fadd float %phi478, %fmul837
  %fmul839 = fmul float %phi480, 3.000000e+00
  %fadd840 = fadd float %fmul839, %fadd838
  %fmul841 = fmul float %phi481, 4.000000e+00
  %fadd842 = fadd float %fmul841, %fadd840
  %fmul843 = fmul float %phi482, 5.000000e+00
  %fadd844 = fadd float %fmul843, %fadd842
  %bits845 = bitcast float %phi480 to i32
  %call846 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits845, i32 1, i32 31)
  %leaf847 = bitcast i32 %call846 to float
  %37 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address849, i1 %cmp523, float %leaf847) #5
  %fmul850 = fmul float %phi480, 2.000000e+00
  %fadd851 = fadd float %phi479, %fmul850
  %fmul852 = fmul float %phi481, 3.000000e+00
  %fadd853 = fadd float %fadd851, %fmul852
  %fmul854 = fmul float %37, 4.000000e+00
  %fadd855 = fadd float %fadd853, %fmul854
  %fmul856 = fmul float %phi483, 5.000000e+00
  %fadd857 = fadd float %fmul856, %fadd855
  %bits858 = bitcast float %phi483 to i32
  %call859 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits858, i32 1, i32 0)
  %leaf860 = bitcast i32 %call859 to float
  %38 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address862, i1 %cmp502, float %leaf860) #5
  %fmul863 = fmul float %38, 2.000000e+00
  %fadd864 = fadd float %phi480, %fmul863
  %fmul865 = fmul float %phi482, 3.000000e+00
  %fadd866 = fadd float %fmul865, %fadd864
  %fmul867 = fmul float %phi483, 4.000000e+00
  %fadd868 = fadd float %fmul867, %fadd866
  %fmul869 = fmul float %phi484, 5.000000e+00
  %fadd870 = fadd float %fmul869, %fadd868
  %bits871 = bitcast float %phi482 to i32
  %call872 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits871, i32 1, i32 31)
  %leaf873 = bitcast i32 %call872 to float
  %39 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address875, i1 %cmp523, float %leaf873) #5
  %fmul876 = fmul float %phi482, 2.000000e+00
  %fadd877 = fadd float %phi481, %fmul876
  %fmul878 = fmul float %phi483, 3.000000e+00
  %fadd879 = fadd float %fadd877, %fmul878
  %fmul880 = fmul float %39, 4.000000e+00
  %fadd881 = fadd float %fadd879, %fmul880
  %fmul882 = fmul float %phi485, 5.000000e+00
  %fadd883 = fadd float %fmul882, %fadd881
  %bits884 = bitcast float %phi485 to i32
  %call885 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits884, i32 1, i32 0)
  %leaf886 = bitcast i32 %call885 to float
  %40 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address888, i1 %cmp502, float %leaf886) #5
  %fmul889 = fmul float %40, 2.000000e+00
  %fadd890 = fadd float %phi482, %fmul889
  %fmul891 = fmul float %phi484, 3.000000e+00
  %fadd892 = fadd float %fmul891, %fadd890
  %fmul893 = fmul float %phi485, 4.000000e+00
  %fadd894 = fadd float %fmul893, %fadd892
  %fmul895 = fmul float %phi486, 5.000000e+00
  %fadd896 = fadd float %fmul895, %fadd894
  %bits897 = bitcast float %phi484 to i32
  %call898 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits897, i32 1, i32 31)
  %leaf899 = bitcast i32 %call898 to float
  %41 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address901, i1 %cmp523, float %leaf899) #5
  %fmul902 = fmul float %phi484, 2.000000e+00
  %fadd903 = fadd float %phi483, %fmul902
  %fmul904 = fmul float %phi485, 3.000000e+00
  %fadd905 = fadd float %fadd903, %fmul904
  %fmul906 = fmul float %41, 4.000000e+00
  %fadd907 = fadd float %fadd905, %fmul906
  %fmul908 = fmul float %phi487, 5.000000e+00
  %fadd909 = fadd float %fmul908, %fadd907
  %bits910 = bitcast float %phi487 to i32
  %call911 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits910, i32 1, i32 0)
  %leaf912 = bitcast i32 %call911 to float
  %42 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address914, i1 %cmp502, float %leaf912) #5
  %fmul915 = fmul float %42, 2.000000e+00
  %fadd916 = fadd float %phi484, %fmul915
  %fmul917 = fmul float %phi486, 3.000000e+00
  %fadd918 = fadd float %fmul917, %fadd916
  %fmul919 = fmul float %phi487, 4.000000e+00
  %fadd920 = fadd float %fmul919, %fadd918
  %fmul921 = fmul float %phi488, 5.000000e+00
  %fadd922 = fadd float %fmul921, %fadd920
  %bits923 = bitcast float %phi486 to i32
  %call924 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits923, i32 1, i32 31)
  %leaf925 = bitcast i32 %call924 to float
  %43 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address927, i1 %cmp523, float %leaf925) #5
  %fmul928 = fmul float %phi486, 2.000000e+00
  %fadd929 = fadd float %phi485, %fmul928
  %fmul930 = fmul float %phi487, 3.000000e+00
  %fadd931 = fadd float %fadd929, %fmul930
  %fmul932 = fmul float %43, 4.000000e+00
  %fadd933 = fadd float %fadd931, %fmul932
  %fmul934 = fmul float %phi489, 5.000000e+00
  %fadd935 = fadd float %fmul934, %fadd933
  %bits936 = bitcast float %phi489 to i32
  %call937 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits936, i32 1, i32 0)
  %leaf938 = bitcast i32 %call937 to float
  %44 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address940, i1 %cmp502, float %leaf938) #5
  %fmul941 = fmul float %44, 2.000000e+00
  %fadd942 = fadd float %phi486, %fmul941
  %fmul943 = fmul float %phi488, 3.000000e+00
  %fadd944 = fadd float %fmul943, %fadd942
  %fmul945 = fmul float %phi489, 4.000000e+00
  %fadd946 = fadd float %fmul945, %fadd944
  %fmul947 = fmul float %phi490, 5.000000e+00
  %fadd948 = fadd float %fmul947, %fadd946
  %bits949 = bitcast float %phi488 to i32
  %call950 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits949, i32 1, i32 31)
  %leaf951 = bitcast i32 %call950 to float
  %45 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address953, i1 %cmp523, float %leaf951) #5
  %fmul954 = fmul float %phi488, 2.000000e+00
  %fadd955 = fadd float %phi487, %fmul954
  %fmul956 = fmul float %phi489, 3.000000e+00
  %fadd957 = fadd float %fadd955, %fmul956
  %fmul958 = fmul float %45, 4.000000e+00
  %fadd959 = fadd float %fadd957, %fmul958
  %fmul960 = fmul float %phi491, 5.000000e+00
  %fadd961 = fadd float %fmul960, %fadd959
  %bits962 = bitcast float %phi491 to i32
  %call963 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits962, i32 1, i32 0)
  %leaf964 = bitcast i32 %call963 to float
  %46 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address966, i1 %cmp502, float %leaf964) #5
  %fmul967 = fmul float %46, 2.000000e+00
  %fadd968 = fadd float %phi488, %fmul967
  %fmul969 = fmul float %phi490, 3.000000e+00
  %fadd970 = fadd float %fmul969, %fadd968
  %fmul971 = fmul float %phi491, 4.000000e+00
  %fadd972 = fadd float %fmul971, %fadd970
  %fmul973 = fmul float %phi492, 5.000000e+00
  %fadd974 = fadd float %fmul973, %fadd972
  %bits975 = bitcast float %phi490 to i32
  %call976 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits975, i32 1, i32 31)
  %leaf977 = bitcast i32 %call976 to float
  %47 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address979, i1 %cmp523, float %leaf977) #5
  %fmul980 = fmul float %phi490, 2.000000e+00
  %fadd981 = fadd float %phi489, %fmul980
  %fmul982 = fmul float %phi491, 3.000000e+00
  %fadd983 = fadd float %fadd981, %fmul982
  %fmul984 = fmul float %47, 4.000000e+00
  %fadd985 = fadd float %fadd983, %fmul984
  %fmul986 = fmul float %phi493, 5.000000e+00
  %fadd987 = fadd float %fmul986, %fadd985
  %bits988 = bitcast float %phi493 to i32
  %call989 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits988, i32 1, i32 0)
  %leaf990 = bitcast i32 %call989 to float
  %48 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address992, i1 %cmp502, float %leaf990) #5
  %fmul993 = fmul float %48, 2.000000e+00
  %fadd994 = fadd float %phi490, %fmul993
  %fmul995 = fmul float %phi492, 3.000000e+00
  %fadd996 = fadd float %fmul995, %fadd994
  %fmul997 = fmul float %phi493, 4.000000e+00
  %fadd998 = fadd float %fmul997, %fadd996
  %fmul999 = fmul float %phi494, 5.000000e+00
  %fadd1000 = fadd float %fmul999, %fadd998
  %bits1001 = bitcast float %phi492 to i32
  %call1002 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1001, i32 1, i32 31)
  %leaf1003 = bitcast i32 %call1002 to float
  %49 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1005, i1 %cmp523, float %leaf1003) #5
  %fmul1006 = fmul float %phi492, 2.000000e+00
  %fadd1007 = fadd float %phi491, %fmul1006
  %fmul1008 = fmul float %phi493, 3.000000e+00
  %fadd1009 = fadd float %fadd1007, %fmul1008
  %fmul1010 = fmul float %49, 4.000000e+00
  %fadd1011 = fadd float %fadd1009, %fmul1010
  %fmul1012 = fmul float %phi495, 5.000000e+00
  %fadd1013 = fadd float %fmul1012, %fadd1011
  %bits1014 = bitcast float %phi495 to i32
  %call1015 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1014, i32 1, i32 0)
  %leaf1016 = bitcast i32 %call1015 to float
  %50 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1018, i1 %cmp502, float %leaf1016) #5
  %fmul1019 = fmul float %50, 2.000000e+00
  %fadd1020 = fadd float %phi492, %fmul1019
  %fmul1021 = fmul float %phi494, 3.000000e+00
  %fadd1022 = fadd float %fmul1021, %fadd1020
  %fmul1023 = fmul float %phi495, 4.000000e+00
  %fadd1024 = fadd float %fmul1023, %fadd1022
  %fmul1025 = fmul float %phi496, 5.000000e+00
  %fadd1026 = fadd float %fmul1025, %fadd1024
  %bits1027 = bitcast float %phi494 to i32
  %call1028 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1027, i32 1, i32 31)
  %leaf1029 = bitcast i32 %call1028 to float
  %51 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1031, i1 %cmp523, float %leaf1029) #5
  %fmul1032 = fmul float %phi494, 2.000000e+00
  %fadd1033 = fadd float %phi493, %fmul1032
  %fmul1034 = fmul float %phi495, 3.000000e+00
  %fadd1035 = fadd float %fadd1033, %fmul1034
  %fmul1036 = fmul float %51, 4.000000e+00
  %fadd1037 = fadd float %fadd1035, %fmul1036
  %fmul1038 = fmul float %phi497, 5.000000e+00
  %fadd1039 = fadd float %fmul1038, %fadd1037
  %bits1040 = bitcast float %phi497 to i32
  %call1041 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1040, i32 1, i32 0)
  %leaf1042 = bitcast i32 %call1041 to float
  %52 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1044, i1 %cmp502, float %leaf1042) #5
  %fmul1045 = fmul float %52, 2.000000e+00
  %fadd1046 = fadd float %phi494, %fmul1045
  %fmul1047 = fmul float %phi496, 3.000000e+00
  %fadd1048 = fadd float %fmul1047, %fadd1046
  %fmul1049 = fmul float %phi497, 4.000000e+00
  %fadd1050 = fadd float %fmul1049, %fadd1048
  %fmul1051 = fmul float %phi498, 5.000000e+00
  %fadd1052 = fadd float %fmul1051, %fadd1050
  %bits1053 = bitcast float %phi496 to i32
  %call1054 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1053, i32 1, i32 31)
  %leaf1055 = bitcast i32 %call1054 to float
  %53 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1057, i1 %cmp523, float %leaf1055) #5
  %fmul1058 = fmul float %phi496, 2.000000e+00
  %fadd1059 = fadd float %phi495, %fmul1058
  %fmul1060 = fmul float %phi497, 3.000000e+00
  %fadd1061 = fadd float %fadd1059, %fmul1060
  %fmul1062 = fmul float %53, 4.000000e+00
  %fadd1063 = fadd float %fadd1061, %fmul1062
  %fmul1064 = fmul float %phi499, 5.000000e+00
  %fadd1065 = fadd float %fmul1064, %fadd1063
  %sel = select i1 %cmp465, float %fadd792, float %phi
  %sel1066 = select i1 %cmp465, float %fadd805, float %phi469
  %sel1067 = select i1 %cmp465, float %fadd792, float %fadd714
  %sel1068 = select i1 %cmp465, float %fadd805, float %fadd727
  %sel1069 = select i1 %cmp465, float %fadd792, float %fadd740
  %sel1070 = select i1 %cmp465, float %fadd805, float %fadd753
  %sel1071 = select i1 %cmp465, float %fadd792, float %fadd766
  %sel1072 = select i1 %cmp465, float %fadd805, float %fadd779
  %sel1073 = select i1 %cmp467, float %fadd974, float %fadd1000
  %sel1074 = select i1 %cmp467, float %fadd987, float %fadd1013
  %sel1075 = select i1 %cmp467, float %fadd974, float %fadd1026
  %sel1076 = select i1 %cmp467, float %fadd987, float %fadd1039
  %sel1077 = select i1 %cmp467, float %fadd974, float %fadd1052
  %sel1078 = select i1 %cmp467, float %fadd987, float %fadd1065
  %sel1079 = select i1 %cmp467, float %fadd974, float %phi498
  %sel1080 = select i1 %cmp467, float %fadd987, float %phi499
  br i1 %cmp502, label %then1085, label %endif1086

then669:                                          ; preds = %then619
  store float %phi469, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 68), align 4
  store float %phi471, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 212), align 4
  store float %phi473, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 356), align 4
  store float %phi475, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 500), align 4
  store float %phi477, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 644), align 4
  store float %phi479, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 788), align 4
  store float %phi481, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 932), align 4
  store float %phi483, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 1076), align 4
  store float %phi485, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 1220), align 4
  store float %phi487, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 1364), align 4
  store float %phi489, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 1508), align 4
  store float %phi491, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 1652), align 4
  store float %phi493, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 1796), align 4
  store float %phi495, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 1940), align 4
  store float %phi497, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 2084), align 4
  store float %phi499, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 2228), align 4
  br label %endif620

then1085:                                         ; preds = %endif620
  store float %sel, ptr addrspace(3) %shared1091, align 4
  store float %sel1067, ptr addrspace(3) %p1093, align 4
  store float %sel1069, ptr addrspace(3) %p1094, align 4
  store float %sel1071, ptr addrspace(3) %p1095, align 4
  store float %fadd792, ptr addrspace(3) %p1096, align 4
  store float %fadd818, ptr addrspace(3) %p1097, align 4
  store float %fadd844, ptr addrspace(3) %p1098, align 4
  store float %fadd870, ptr addrspace(3) %p1099, align 4
  store float %fadd896, ptr addrspace(3) %p1100, align 4
  store float %fadd922, ptr addrspace(3) %p1101, align 4
  store float %fadd948, ptr addrspace(3) %p1102, align 4
  store float %fadd974, ptr addrspace(3) %p1103, align 4
  store float %sel1073, ptr addrspace(3) %p1104, align 4
  store float %sel1075, ptr addrspace(3) %p1105, align 4
  store float %sel1077, ptr addrspace(3) %p1106, align 4
  store float %sel1079, ptr addrspace(3) %p1107, align 4
  br label %endif1086

endif1086:                                        ; preds = %then1085, %endif620
  br i1 %cmp523, label %then1109, label %endif1110

then1109:                                         ; preds = %endif1086
  store float %sel1066, ptr addrspace(3) %shared1116, align 4
  store float %sel1068, ptr addrspace(3) %p1118, align 4
  store float %sel1070, ptr addrspace(3) %p1119, align 4
  store float %sel1072, ptr addrspace(3) %p1120, align 4
  store float %fadd805, ptr addrspace(3) %p1121, align 4
  store float %fadd831, ptr addrspace(3) %p1122, align 4
  store float %fadd857, ptr addrspace(3) %p1123, align 4
  store float %fadd883, ptr addrspace(3) %p1124, align 4
  store float %fadd909, ptr addrspace(3) %p1125, align 4
  store float %fadd935, ptr addrspace(3) %p1126, align 4
  store float %fadd961, ptr addrspace(3) %p1127, align 4
  store float %fadd987, ptr addrspace(3) %p1128, align 4
  store float %sel1074, ptr addrspace(3) %p1129, align 4
  store float %sel1076, ptr addrspace(3) %p1130, align 4
  store float %sel1078, ptr addrspace(3) %p1131, align 4
  store float %sel1080, ptr addrspace(3) %p1132, align 4
  br label %endif1110

endif1110:                                        ; preds = %then1109, %endif1086
  switch i64 %warp, label %endif1207 [
    i64 0, label %then1134
    i64 15, label %then1206
  ]

then1134:                                         ; preds = %endif1110
  %bits1136 = bitcast float %sel to i32
  %call1137 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1136, i32 1, i32 31)
  %bits1139 = bitcast float %sel1067 to i32
  %call1140 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1139, i32 1, i32 31)
  %bits1142 = bitcast float %sel1069 to i32
  %call1143 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1142, i32 1, i32 31)
  %bits1145 = bitcast float %sel1071 to i32
  %call1146 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1145, i32 1, i32 31)
  %bits1148 = bitcast float %fadd792 to i32
  %call1149 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1148, i32 1, i32 31)
  %bits1151 = bitcast float %fadd818 to i32
  %call1152 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1151, i32 1, i32 31)
  %bits1154 = bitcast float %fadd844 to i32
  %call1155 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1154, i32 1, i32 31)
  %bits1157 = bitcast float %fadd870 to i32
  %call1158 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1157, i32 1, i32 31)
  %bits1160 = bitcast float %fadd896 to i32
  %call1161 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1160, i32 1, i32 31)
  %bits1163 = bitcast float %fadd922 to i32
  %call1164 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1163, i32 1, i32 31)
  %bits1166 = bitcast float %fadd948 to i32
  %call1167 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1166, i32 1, i32 31)
  %bits1169 = bitcast float %fadd974 to i32
  %call1170 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1169, i32 1, i32 31)
  %bits1172 = bitcast float %sel1073 to i32
  %call1173 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1172, i32 1, i32 31)
  %bits1175 = bitcast float %sel1075 to i32
  %call1176 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1175, i32 1, i32 31)
  %bits1178 = bitcast float %sel1077 to i32
  %call1179 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1178, i32 1, i32 31)
  %bits1181 = bitcast float %sel1079 to i32
  %call1182 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1181, i32 1, i32 31)
  br i1 %cmp502, label %then1184, label %endif1207

then1184:                                         ; preds = %then1134
  store float %sel, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 2376), align 8
  store float %sel1067, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 2520), align 8
  store float %sel1069, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 2664), align 8
  store float %sel1071, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 2808), align 8
  store float %fadd792, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 2952), align 8
  store float %fadd818, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 3096), align 8
  store float %fadd844, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 3240), align 8
  store float %fadd870, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 3384), align 8
  store float %fadd896, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 3528), align 8
  store float %fadd922, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 3672), align 8
  store float %fadd948, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 3816), align 8
  store float %fadd974, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 3960), align 8
  store float %sel1073, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 4104), align 8
  store float %sel1075, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 4248), align 8
  store float %sel1077, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 4392), align 8
  store float %sel1079, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 4536), align 8
  br label %endif1207

then1206:                                         ; preds = %endif1110
  %bits1208 = bitcast float %sel1066 to i32
  %call1209 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1208, i32 1, i32 0)
  %bits1211 = bitcast float %sel1068 to i32
  %call1212 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1211, i32 1, i32 0)
  %bits1214 = bitcast float %sel1070 to i32
  %call1215 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1214, i32 1, i32 0)
  %bits1217 = bitcast float %sel1072 to i32
  %call1218 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1217, i32 1, i32 0)
  %bits1220 = bitcast float %fadd805 to i32
  %call1221 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1220, i32 1, i32 0)
  %bits1223 = bitcast float %fadd831 to i32
  %call1224 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1223, i32 1, i32 0)
  %bits1226 = bitcast float %fadd857 to i32
  %call1227 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1226, i32 1, i32 0)
  %bits1229 = bitcast float %fadd883 to i32
  %call1230 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1229, i32 1, i32 0)
  %bits1232 = bitcast float %fadd909 to i32
  %call1233 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1232, i32 1, i32 0)
  %bits1235 = bitcast float %fadd935 to i32
  %call1236 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1235, i32 1, i32 0)
  %bits1238 = bitcast float %fadd961 to i32
  %call1239 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1238, i32 1, i32 0)
  %bits1241 = bitcast float %fadd987 to i32
  %call1242 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1241, i32 1, i32 0)
  %bits1244 = bitcast float %sel1074 to i32
  %call1245 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1244, i32 1, i32 0)
  %bits1247 = bitcast float %sel1076 to i32
  %call1248 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1247, i32 1, i32 0)
  %bits1250 = bitcast float %sel1078 to i32
  %call1251 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1250, i32 1, i32 0)
  %bits1253 = bitcast float %sel1080 to i32
  %call1254 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1253, i32 1, i32 0)
  br i1 %cmp523, label %then1256, label %endif1207

endif1207:                                        ; preds = %then1134, %then1184, %then1206, %then1256, %endif1110
  tail call void @llvm.nvvm.barrier0()
  %bits1292 = bitcast float %sel1070 to i32
  %call1293 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1292, i32 1, i32 0)
  %leaf1294 = bitcast i32 %call1293 to float
  %54 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1296, i1 %cmp502, float %leaf1294) #5
  %fmul1297 = fmul float %54, 2.000000e+00
  %fadd1298 = fadd float %sel1067, %fmul1297
  %fmul1299 = fmul float %sel1069, 3.000000e+00
  %fadd1300 = fadd float %fmul1299, %fadd1298
  %fmul1301 = fmul float %sel1070, 4.000000e+00
  %fadd1302 = fadd float %fmul1301, %fadd1300
  %fmul1303 = fmul float %sel1071, 5.000000e+00
  %fadd1304 = fadd float %fmul1303, %fadd1302
  %bits1305 = bitcast float %sel1069 to i32
  %call1306 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1305, i32 1, i32 31)
  %leaf1307 = bitcast i32 %call1306 to float
  %55 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1309, i1 %cmp523, float %leaf1307) #5
  %fmul1310 = fmul float %sel1069, 2.000000e+00
  %fadd1311 = fadd float %sel1068, %fmul1310
  %fmul1312 = fmul float %sel1070, 3.000000e+00
  %fadd1313 = fadd float %fmul1312, %fadd1311
  %fmul1314 = fmul float %55, 4.000000e+00
  %fadd1315 = fadd float %fadd1313, %fmul1314
  %fmul1316 = fmul float %sel1072, 5.000000e+00
  %fadd1317 = fadd float %fmul1316, %fadd1315
  %bits1318 = bitcast float %sel1072 to i32
  %call1319 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1318, i32 1, i32 0)
  %leaf1320 = bitcast i32 %call1319 to float
  %56 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1322, i1 %cmp502, float %leaf1320) #5
  %fmul1323 = fmul float %56, 2.000000e+00
  %fadd1324 = fadd float %sel1069, %fmul1323
  %fmul1325 = fmul float %sel1071, 3.000000e+00
  %fadd1326 = fadd float %fmul1325, %fadd1324
  %fmul1327 = fmul float %sel1072, 4.000000e+00
  %fadd1328 = fadd float %fmul1327, %fadd1326
  %fmul1329 = fmul float %fadd792, 5.000000e+00
  %fadd1330 = fadd float %fmul1329, %fadd1328
  %bits1331 = bitcast float %sel1071 to i32
  %call1332 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1331, i32 1, i32 31)
  %leaf1333 = bitcast i32 %call1332 to float
  %57 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1335, i1 %cmp523, float %leaf1333) #5
  %fmul1336 = fmul float %sel1071, 2.000000e+00
  %fadd1337 = fadd float %sel1070, %fmul1336
  %fmul1338 = fmul float %sel1072, 3.000000e+00
  %fadd1339 = fadd float %fmul1338, %fadd1337
  %fmul1340 = fmul float %57, 4.000000e+00
  %fadd1341 = fadd float %fadd1339, %fmul1340
  %fmul1342 = fmul float %fadd805, 5.000000e+00
  %fadd1343 = fadd float %fmul1342, %fadd1341
  %bits1344 = bitcast float %fadd805 to i32
  %call1345 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1344, i32 1, i32 0)
  %leaf1346 = bitcast i32 %call1345 to float
  %58 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1348, i1 %cmp502, float %leaf1346) #5
  %fmul1349 = fmul float %58, 2.000000e+00
  %fadd1350 = fadd float %sel1071, %fmul1349
  %fmul1351 = fmul float %fadd792, 3.000000e+00
  %fadd1352 = fadd float %fmul1351, %fadd1350
  %fmul1353 = fmul float %fadd805, 4.000000e+00
  %fadd1354 = fadd float %fmul1353, %fadd1352
  %fmul1355 = fmul float %fadd818, 5.000000e+00
  %fadd1356 = fadd float %fmul1355, %fadd1354
  %bits1357 = bitcast float %fadd792 to i32
  %call1358 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1357, i32 1, i32 31)
  %leaf1359 = bitcast i32 %call1358 to float
  %59 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1361, i1 %cmp523, float %leaf1359) #5
  %fmul1362 = fmul float %fadd792, 2.000000e+00
  %fadd1363 = fadd float %sel1072, %fmul1362
  %fmul1364 = fmul float %fadd805, 3.000000e+00
  %fadd1365 = fadd float %fmul1364, %fadd1363
  %fmul1366 = fmul float %59, 4.000000e+00
  %fadd1367 = fadd float %fadd1365, %fmul1366
  %fmul1368 = fmul float %fadd831, 5.000000e+00
  %fadd1369 = fadd float %fmul1368, %fadd1367
  %bits1370 = bitcast float %fadd831 to i32
  %call1371 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1370, i32 1, i32 0)
  %leaf1372 = bitcast i32 %call1371 to float
  %60 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1374, i1 %cmp502, float %leaf1372) #5
  %fmul1375 = fmul float %60, 2.000000e+00
  %fadd1376 = fadd float %fadd792, %fmul1375
  %fmul1377 = fmul float %fadd818, 3.000000e+00
  %fadd1378 = fadd float %fmul1377, %fadd1376
  %fmul1379 = fmul float %fadd831, 4.000000e+00
  %fadd1380 = fadd float %fmul1379, %fadd1378
  %fmul1381 = fmul float %fadd844, 5.000000e+00
  %fadd1382 = fadd float %fmul1381, %fadd1380
  %bits1383 = bitcast float %fadd818 to i32
  %call1384 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1383, i32 1, i32 31)
  %leaf1385 = bitcast i32 %call1384 to float
  %61 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1387, i1 %cmp523, float %leaf1385) #5
  %fmul1388 = fmul float %fadd818, 2.000000e+00
  %fadd1389 = fadd float %fadd805, %fmul1388
  %fmul1390 = fmul float %fadd831, 3.000000e+00
  %fadd1391 = fadd float %fmul1390, %fadd1389
  %fmul1392 = fmul float %61, 4.000000e+00
  %fadd1393 = fadd float %fadd1391, %fmul1392
  %fmul1394 = fmul float %fadd857, 5.000000e+00
  %fadd1395 = fadd float %fmul1394, %fadd1393
  %bits1396 = bitcast float %fadd857 to i32
  %call1397 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1396, i32 1, i32 0)
  %leaf1398 = bitcast i32 %call1397 to float
  %62 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1400, i1 %cmp502, float %leaf1398) #5
  %fmul1401 = fmul float %62, 2.000000e+00
  %fadd1402 = fadd float %fadd818, %fmul1401
  %fmul1403 = fmul float %fadd844, 3.000000e+00
  %fadd1404 = fadd float %fmul1403, %fadd1402
  %fmul1405 = fmul float %fadd857, 4.000000e+00
  %fadd1406 = fadd float %fmul1405, %fadd1404
  %fmul1407 = fmul float %fadd870, 5.000000e+00
  %fadd1408 = fadd float %fmul1407, %fadd1406
  %bits1409 = bitcast float %fadd844 to i32
  %call1410 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1409, i32 1, i32 31)
  %leaf1411 = bitcast i32 %call1410 to float
  %63 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1413, i1 %cmp523, float %leaf1411) #5
  %fmul1414 = fmul float %fadd844, 2.000000e+00
  %fadd1415 = fadd float %fadd831, %fmul1414
  %fmul1416 = fmul float %fadd857, 3.000000e+00
  %fadd1417 = fadd float %fmul1416, %fadd1415
  %fmul1418 = fmul float %63, 4.000000e+00
  %fadd1419 = fadd float %fadd1417, %fmul1418
  %fmul1420 = fmul float %fadd883, 5.000000e+00
  %fadd1421 = fadd float %fmul1420, %fadd1419
  %bits1422 = bitcast float %fadd883 to i32
  %call1423 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1422, i32 1, i32 0)
  %leaf1424 = bitcast i32 %call1423 to float
  %64 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1426, i1 %cmp502, float %leaf1424) #5
  %fmul1427 = fmul float %64, 2.000000e+00
  %fadd1428 = fadd float %fadd844, %fmul1427
  %fmul1429 = fmul float %fadd870, 3.000000e+00
  %fadd1430 = fadd float %fmul1429, %fadd1428
  %fmul1431 = fmul float %fadd883, 4.000000e+00
  %fadd1432 = fadd float %fmul1431, %fadd1430
  %fmul1433 = fmul float %fadd896, 5.000000e+00
  %fadd1434 = fadd float %fmul1433, %fadd1432
  %bits1435 = bitcast float %fadd870 to i32
  %call1436 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1435, i32 1, i32 31)
  %leaf1437 = bitcast i32 %call1436 to float
  %65 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1439, i1 %cmp523, float %leaf1437) #5
  %fmul1440 = fmul float %fadd870, 2.000000e+00
  %fadd1441 = fadd float %fadd857, %fmul1440
  %fmul1442 = fmul float %fadd883, 3.000000e+00
  %fadd1443 = fadd float %fmul1442, %fadd1441
  %fmul1444 = fmul float %65, 4.000000e+00
  %fadd1445 = fadd float %fadd1443, %fmul1444
  %fmul1446 = fmul float %fadd909, 5.000000e+00
  %fadd1447 = fadd float %fmul1446, %fadd1445
  %bits1448 = bitcast float %fadd909 to i32
  %call1449 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1448, i32 1, i32 0)
  %leaf1450 = bitcast i32 %call1449 to float
  %66 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1452, i1 %cmp502, float %leaf1450) #5
  %fmul1453 = fmul float %66, 2.000000e+00
  %fadd1454 = fadd float %fadd870, %fmul1453
  %fmul1455 = fmul float %fadd896, 3.000000e+00
  %fadd1456 = fadd float %fmul1455, %fadd1454
  %fmul1457 = fmul float %fadd909, 4.000000e+00
  %fadd1458 = fadd float %fmul1457, %fadd1456
  %fmul1459 = fmul float %fadd922, 5.000000e+00
  %fadd1460 = fadd float %fmul1459, %fadd1458
  %bits1461 = bitcast float %fadd896 to i32
  %call1462 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1461, i32 1, i32 31)
  %leaf1463 = bitcast i32 %call1462 to float
  %67 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1465, i1 %cmp523, float %leaf1463) #5
  %fmul1466 = fmul float %fadd896, 2.000000e+00
  %fadd1467 = fadd float %fadd883, %fmul1466
  %fmul1468 = fmul float %fadd909, 3.000000e+00
  %fadd1469 = fadd float %fmul1468, %fadd1467
  %fmul1470 = fmul float %67, 4.000000e+00
  %fadd1471 = fadd float %fadd1469, %fmul1470
  %fmul1472 = fmul float %fadd935, 5.000000e+00
  %fadd1473 = fadd float %fmul1472, %fadd1471
  %bits1474 = bitcast float %fadd935 to i32
  %call1475 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1474, i32 1, i32 0)
  %leaf1476 = bitcast i32 %call1475 to float
  %68 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1478, i1 %cmp502, float %leaf1476) #5
  %fmul1479 = fmul float %68, 2.000000e+00
  %fadd1480 = fadd float %fadd896, %fmul1479
  %fmul1481 = fmul float %fadd922, 3.000000e+00
  %fadd1482 = fadd float %fmul1481, %fadd1480
  %fmul1483 = fmul float %fadd935, 4.000000e+00
  %fadd1484 = fadd float %fmul1483, %fadd1482
  %fmul1485 = fmul float %fadd948, 5.000000e+00
  %fadd1486 = fadd float %fmul1485, %fadd1484
  %bits1487 = bitcast float %fadd922 to i32
  %call1488 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1487, i32 1, i32 31)
  %leaf1489 = bitcast i32 %call1488 to float
  %69 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1491, i1 %cmp523, float %leaf1489) #5
  %fmul1492 = fmul float %fadd922, 2.000000e+00
  %fadd1493 = fadd float %fadd909, %fmul1492
  %fmul1494 = fmul float %fadd935, 3.000000e+00
  %fadd1495 = fadd float %fmul1494, %fadd1493
  %fmul1496 = fmul float %69, 4.000000e+00
  %fadd1497 = fadd float %fadd1495, %fmul1496
  %fmul1498 = fmul float %fadd961, 5.000000e+00
  %fadd1499 = fadd float %fmul1498, %fadd1497
  %bits1500 = bitcast float %fadd961 to i32
  %call1501 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1500, i32 1, i32 0)
  %leaf1502 = bitcast i32 %call1501 to float
  %70 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1504, i1 %cmp502, float %leaf1502) #5
  %fmul1505 = fmul float %70, 2.000000e+00
  %fadd1506 = fadd float %fadd922, %fmul1505
  %fmul1507 = fmul float %fadd948, 3.000000e+00
  %fadd1508 = fadd float %fmul1507, %fadd1506
  %fmul1509 = fmul float %fadd961, 4.000000e+00
  %fadd1510 = fadd float %fmul1509, %fadd1508
  %fmul1511 = fmul float %fadd974, 5.000000e+00
  %fadd1512 = fadd float %fmul1511, %fadd1510
  %bits1513 = bitcast float %fadd948 to i32
  %call1514 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1513, i32 1, i32 31)
  %leaf1515 = bitcast i32 %call1514 to float
  %71 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1517, i1 %cmp523, float %leaf1515) #5
  %fmul1518 = fmul float %fadd948, 2.000000e+00
  %fadd1519 = fadd float %fadd935, %fmul1518
  %fmul1520 = fmul float %fadd961, 3.000000e+00
  %fadd1521 = fadd float %fmul1520, %fadd1519
  %fmul1522 = fmul float %71, 4.000000e+00
  %fadd1523 = fadd float %fadd1521, %fmul1522
  %fmul1524 = fmul float %fadd987, 5.000000e+00
  %fadd1525 = fadd float %fmul1524, %fadd1523
  %bits1526 = bitcast float %fadd987 to i32
  %call1527 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1526, i32 1, i32 0)
  %leaf1528 = bitcast i32 %call1527 to float
  %72 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1530, i1 %cmp502, float %leaf1528) #5
  %fmul1531 = fmul float %72, 2.000000e+00
  %fadd1532 = fadd float %fadd948, %fmul1531
  %fmul1533 = fmul float %fadd974, 3.000000e+00
  %fadd1534 = fadd float %fmul1533, %fadd1532
  %fmul1535 = fmul float %fadd987, 4.000000e+00
  %fadd1536 = fadd float %fmul1535, %fadd1534
  %fmul1537 = fmul float %sel1073, 5.000000e+00
  %fadd1538 = fadd float %fmul1537, %fadd1536
  %bits1539 = bitcast float %fadd974 to i32
  %call1540 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1539, i32 1, i32 31)
  %leaf1541 = bitcast i32 %call1540 to float
  %73 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1543, i1 %cmp523, float %leaf1541) #5
  %fmul1544 = fmul float %fadd974, 2.000000e+00
  %fadd1545 = fadd float %fadd961, %fmul1544
  %fmul1546 = fmul float %fadd987, 3.000000e+00
  %fadd1547 = fadd float %fmul1546, %fadd1545
  %fmul1548 = fmul float %73, 4.000000e+00
  %fadd1549 = fadd float %fadd1547, %fmul1548
  %fmul1550 = fmul float %sel1074, 5.000000e+00
  %fadd1551 = fadd float %fmul1550, %fadd1549
  %bits1552 = bitcast float %sel1074 to i32
  %call1553 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1552, i32 1, i32 0)
  %leaf1554 = bitcast i32 %call1553 to float
  %74 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1556, i1 %cmp502, float %leaf1554) #5
  %fmul1557 = fmul float %74, 2.000000e+00
  %fadd1558 = fadd float %fadd974, %fmul1557
  %fmul1559 = fmul float %sel1073, 3.000000e+00
  %fadd1560 = fadd float %fmul1559, %fadd1558
  %fmul1561 = fmul float %sel1074, 4.000000e+00
  %fadd1562 = fadd float %fmul1561, %fadd1560
  %fmul1563 = fmul float %sel1075, 5.000000e+00
  %fadd1564 = fadd float %fmul1563, %fadd1562
  %bits1565 = bitcast float %sel1073 to i32
  %call1566 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1565, i32 1, i32 31)
  %leaf1567 = bitcast i32 %call1566 to float
  %75 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1569, i1 %cmp523, float %leaf1567) #5
  %fmul1570 = fmul float %sel1073, 2.000000e+00
  %fadd1571 = fadd float %fadd987, %fmul1570
  %fmul1572 = fmul float %sel1074, 3.000000e+00
  %fadd1573 = fadd float %fmul1572, %fadd1571
  %fmul1574 = fmul float %75, 4.000000e+00
  %fadd1575 = fadd float %fadd1573, %fmul1574
  %fmul1576 = fmul float %sel1076, 5.000000e+00
  %fadd1577 = fadd float %fmul1576, %fadd1575
  %bits1578 = bitcast float %sel1076 to i32
  %call1579 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1578, i32 1, i32 0)
  %leaf1580 = bitcast i32 %call1579 to float
  %76 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1582, i1 %cmp502, float %leaf1580) #5
  %fmul1583 = fmul float %76, 2.000000e+00
  %fadd1584 = fadd float %sel1073, %fmul1583
  %fmul1585 = fmul float %sel1075, 3.000000e+00
  %fadd1586 = fadd float %fmul1585, %fadd1584
  %fmul1587 = fmul float %sel1076, 4.000000e+00
  %fadd1588 = fadd float %fmul1587, %fadd1586
  %fmul1589 = fmul float %sel1077, 5.000000e+00
  %fadd1590 = fadd float %fmul1589, %fadd1588
  %bits1591 = bitcast float %sel1075 to i32
  %call1592 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1591, i32 1, i32 31)
  %leaf1593 = bitcast i32 %call1592 to float
  %77 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1595, i1 %cmp523, float %leaf1593) #5
  %fmul1596 = fmul float %sel1075, 2.000000e+00
  %fadd1597 = fadd float %sel1074, %fmul1596
  %fmul1598 = fmul float %sel1076, 3.000000e+00
  %fadd1599 = fadd float %fmul1598, %fadd1597
  %fmul1600 = fmul float %77, 4.000000e+00
  %fadd1601 = fadd float %fadd1599, %fmul1600
  %fmul1602 = fmul float %sel1078, 5.000000e+00
  %fadd1603 = fadd float %fmul1602, %fadd1601
  %sel1604 = select i1 %cmp465, float %fadd1356, float %phi
  %sel1605 = select i1 %cmp465, float %fadd1369, float %phi469
  %sel1606 = select i1 %cmp465, float %fadd1356, float %fadd714
  %sel1607 = select i1 %cmp465, float %fadd1369, float %fadd727
  %sel1608 = select i1 %cmp465, float %fadd1356, float %fadd1304
  %sel1609 = select i1 %cmp465, float %fadd1369, float %fadd1317
  %sel1610 = select i1 %cmp465, float %fadd1356, float %fadd1330
  %sel1611 = select i1 %cmp465, float %fadd1369, float %fadd1343
  %sel1612 = select i1 %cmp467, float %fadd1538, float %fadd1564
  %sel1613 = select i1 %cmp467, float %fadd1551, float %fadd1577
  %sel1614 = select i1 %cmp467, float %fadd1538, float %fadd1590
  %sel1615 = select i1 %cmp467, float %fadd1551, float %fadd1603
  %sel1616 = select i1 %cmp467, float %fadd1538, float %fadd1052
  %sel1617 = select i1 %cmp467, float %fadd1551, float %fadd1065
  %sel1618 = select i1 %cmp467, float %fadd1538, float %phi498
  %sel1619 = select i1 %cmp467, float %fadd1551, float %phi499
  br i1 %cmp502, label %then1624, label %endif1625

then1256:                                         ; preds = %then1206
  store float %sel1066, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 2372), align 4
  store float %sel1068, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 2516), align 4
  store float %sel1070, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 2660), align 4
  store float %sel1072, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 2804), align 4
  store float %fadd805, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 2948), align 4
  store float %fadd831, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 3092), align 4
  store float %fadd857, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 3236), align 4
  store float %fadd883, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 3380), align 4
  store float %fadd909, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 3524), align 4
  store float %fadd935, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 3668), align 4
  store float %fadd961, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 3812), align 4
  store float %fadd987, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 3956), align 4
  store float %sel1074, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 4100), align 4
  store float %sel1076, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 4244), align 4
  store float %sel1078, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 4388), align 4
  store float %sel1080, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 4532), align 4
  br label %endif1207

then1624:                                         ; preds = %endif1207
  store float %sel1604, ptr addrspace(3) %shared, align 4
  store float %sel1606, ptr addrspace(3) %p508, align 4
  store float %sel1608, ptr addrspace(3) %p509, align 4
  store float %sel1610, ptr addrspace(3) %p510, align 4
  store float %fadd1356, ptr addrspace(3) %p511, align 4
  store float %fadd1382, ptr addrspace(3) %p512, align 4
  store float %fadd1408, ptr addrspace(3) %p513, align 4
  store float %fadd1434, ptr addrspace(3) %p514, align 4
  store float %fadd1460, ptr addrspace(3) %p515, align 4
  store float %fadd1486, ptr addrspace(3) %p516, align 4
  store float %fadd1512, ptr addrspace(3) %p517, align 4
  store float %fadd1538, ptr addrspace(3) %p518, align 4
  store float %sel1612, ptr addrspace(3) %p519, align 4
  store float %sel1614, ptr addrspace(3) %p520, align 4
  store float %sel1616, ptr addrspace(3) %p521, align 4
  store float %sel1618, ptr addrspace(3) %p522, align 4
  br label %endif1625

endif1625:                                        ; preds = %then1624, %endif1207
  br i1 %cmp523, label %then1648, label %endif1649

then1648:                                         ; preds = %endif1625
  store float %sel1605, ptr addrspace(3) %shared531, align 4
  store float %sel1607, ptr addrspace(3) %p533, align 4
  store float %sel1609, ptr addrspace(3) %p534, align 4
  store float %sel1611, ptr addrspace(3) %p535, align 4
  store float %fadd1369, ptr addrspace(3) %p536, align 4
  store float %fadd1395, ptr addrspace(3) %p537, align 4
  store float %fadd1421, ptr addrspace(3) %p538, align 4
  store float %fadd1447, ptr addrspace(3) %p539, align 4
  store float %fadd1473, ptr addrspace(3) %p540, align 4
  store float %fadd1499, ptr addrspace(3) %p541, align 4
  store float %fadd1525, ptr addrspace(3) %p542, align 4
  store float %fadd1551, ptr addrspace(3) %p543, align 4
  store float %sel1613, ptr addrspace(3) %p544, align 4
  store float %sel1615, ptr addrspace(3) %p545, align 4
  store float %sel1617, ptr addrspace(3) %p546, align 4
  store float %sel1619, ptr addrspace(3) %p547, align 4
  br label %endif1649

endif1649:                                        ; preds = %then1648, %endif1625
  switch i64 %warp, label %endif1746 [
    i64 0, label %then1673
    i64 15, label %then1745
  ]

then1673:                                         ; preds = %endif1649
  %bits1675 = bitcast float %sel1604 to i32
  %call1676 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1675, i32 1, i32 31)
  %bits1678 = bitcast float %sel1606 to i32
  %call1679 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1678, i32 1, i32 31)
  %bits1681 = bitcast float %sel1608 to i32
  %call1682 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1681, i32 1, i32 31)
  %bits1684 = bitcast float %sel1610 to i32
  %call1685 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1684, i32 1, i32 31)
  %bits1687 = bitcast float %fadd1356 to i32
  %call1688 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1687, i32 1, i32 31)
  %bits1690 = bitcast float %fadd1382 to i32
  %call1691 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1690, i32 1, i32 31)
  %bits1693 = bitcast float %fadd1408 to i32
  %call1694 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1693, i32 1, i32 31)
  %bits1696 = bitcast float %fadd1434 to i32
  %call1697 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1696, i32 1, i32 31)
  %bits1699 = bitcast float %fadd1460 to i32
  %call1700 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1699, i32 1, i32 31)
  %bits1702 = bitcast float %fadd1486 to i32
  %call1703 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1702, i32 1, i32 31)
  %bits1705 = bitcast float %fadd1512 to i32
  %call1706 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1705, i32 1, i32 31)
  %bits1708 = bitcast float %fadd1538 to i32
  %call1709 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1708, i32 1, i32 31)
  %bits1711 = bitcast float %sel1612 to i32
  %call1712 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1711, i32 1, i32 31)
  %bits1714 = bitcast float %sel1614 to i32
  %call1715 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1714, i32 1, i32 31)
  %bits1717 = bitcast float %sel1616 to i32
  %call1718 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1717, i32 1, i32 31)
  %bits1720 = bitcast float %sel1618 to i32
  %call1721 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1720, i32 1, i32 31)
  br i1 %cmp502, label %then1723, label %endif1746

then1723:                                         ; preds = %then1673
  store float %sel1604, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 72), align 8
  store float %sel1606, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 216), align 8
  store float %sel1608, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 360), align 8
  store float %sel1610, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 504), align 8
  store float %fadd1356, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 648), align 8
  store float %fadd1382, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 792), align 8
  store float %fadd1408, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 936), align 8
  store float %fadd1434, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 1080), align 8
  store float %fadd1460, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 1224), align 8
  store float %fadd1486, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 1368), align 8
  store float %fadd1512, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 1512), align 8
  store float %fadd1538, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 1656), align 8
  store float %sel1612, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 1800), align 8
  store float %sel1614, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 1944), align 8
  store float %sel1616, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 2088), align 8
  store float %sel1618, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 2232), align 8
  br label %endif1746

then1745:                                         ; preds = %endif1649
  %bits1747 = bitcast float %sel1605 to i32
  %call1748 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1747, i32 1, i32 0)
  %bits1750 = bitcast float %sel1607 to i32
  %call1751 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1750, i32 1, i32 0)
  %bits1753 = bitcast float %sel1609 to i32
  %call1754 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1753, i32 1, i32 0)
  %bits1756 = bitcast float %sel1611 to i32
  %call1757 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1756, i32 1, i32 0)
  %bits1759 = bitcast float %fadd1369 to i32
  %call1760 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1759, i32 1, i32 0)
  %bits1762 = bitcast float %fadd1395 to i32
  %call1763 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1762, i32 1, i32 0)
  %bits1765 = bitcast float %fadd1421 to i32
  %call1766 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1765, i32 1, i32 0)
  %bits1768 = bitcast float %fadd1447 to i32
  %call1769 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1768, i32 1, i32 0)
  %bits1771 = bitcast float %fadd1473 to i32
  %call1772 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1771, i32 1, i32 0)
  %bits1774 = bitcast float %fadd1499 to i32
  %call1775 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1774, i32 1, i32 0)
  %bits1777 = bitcast float %fadd1525 to i32
  %call1778 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1777, i32 1, i32 0)
  %bits1780 = bitcast float %fadd1551 to i32
  %call1781 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1780, i32 1, i32 0)
  %bits1783 = bitcast float %sel1613 to i32
  %call1784 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1783, i32 1, i32 0)
  %bits1786 = bitcast float %sel1615 to i32
  %call1787 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1786, i32 1, i32 0)
  %bits1789 = bitcast float %sel1617 to i32
  %call1790 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1789, i32 1, i32 0)
  %bits1792 = bitcast float %sel1619 to i32
  %call1793 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1792, i32 1, i32 0)
  br i1 %cmp523, label %then1795, label %endif1746

endif1746:                                        ; preds = %then1673, %then1723, %then1745, %then1795, %endif1649
  tail call void @llvm.nvvm.barrier0()
  %bits1831 = bitcast float %sel1611 to i32
  %call1832 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1831, i32 1, i32 0)
  %leaf1833 = bitcast i32 %call1832 to float
  %78 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address758, i1 %cmp502, float %leaf1833) #5
  %fmul1836 = fmul float %78, 2.000000e+00
  %fadd1837 = fadd float %sel1608, %fmul1836
  %fmul1838 = fmul float %sel1610, 3.000000e+00
  %fadd1839 = fadd float %fmul1838, %fadd1837
  %fmul1840 = fmul float %sel1611, 4.000000e+00
  %fadd1841 = fadd float %fmul1840, %fadd1839
  %fmul1842 = fmul float %fadd1356, 5.000000e+00
  %fadd1843 = fadd float %fmul1842, %fadd1841
  %bits1844 = bitcast float %sel1610 to i32
  %call1845 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1844, i32 1, i32 31)
  %leaf1846 = bitcast i32 %call1845 to float
  %79 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address771, i1 %cmp523, float %leaf1846) #5
  %fmul1849 = fmul float %sel1610, 2.000000e+00
  %fadd1850 = fadd float %sel1609, %fmul1849
  %fmul1851 = fmul float %sel1611, 3.000000e+00
  %fadd1852 = fadd float %fmul1851, %fadd1850
  %fmul1853 = fmul float %79, 4.000000e+00
  %fadd1854 = fadd float %fadd1852, %fmul1853
  %fmul1855 = fmul float %fadd1369, 5.000000e+00
  %fadd1856 = fadd float %fmul1855, %fadd1854
  %bits1857 = bitcast float %fadd1369 to i32
  %call1858 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1857, i32 1, i32 0)
  %leaf1859 = bitcast i32 %call1858 to float
  %80 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address784, i1 %cmp502, float %leaf1859) #5
  %fmul1862 = fmul float %80, 2.000000e+00
  %fadd1863 = fadd float %sel1610, %fmul1862
  %fmul1864 = fmul float %fadd1356, 3.000000e+00
  %fadd1865 = fadd float %fmul1864, %fadd1863
  %fmul1866 = fmul float %fadd1369, 4.000000e+00
  %fadd1867 = fadd float %fmul1866, %fadd1865
  %fmul1868 = fmul float %fadd1382, 5.000000e+00
  %fadd1869 = fadd float %fmul1868, %fadd1867
  %bits1870 = bitcast float %fadd1356 to i32
  %call1871 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1870, i32 1, i32 31)
  %leaf1872 = bitcast i32 %call1871 to float
  %81 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address797, i1 %cmp523, float %leaf1872) #5
  %fmul1875 = fmul float %fadd1356, 2.000000e+00
  %fadd1876 = fadd float %sel1611, %fmul1875
  %fmul1877 = fmul float %fadd1369, 3.000000e+00
  %fadd1878 = fadd float %fmul1877, %fadd1876
  %fmul1879 = fmul float %81, 4.000000e+00
  %fadd1880 = fadd float %fadd1878, %fmul1879
  %fmul1881 = fmul float %fadd1395, 5.000000e+00
  %fadd1882 = fadd float %fmul1881, %fadd1880
  %bits1883 = bitcast float %fadd1395 to i32
  %call1884 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1883, i32 1, i32 0)
  %leaf1885 = bitcast i32 %call1884 to float
  %82 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address810, i1 %cmp502, float %leaf1885) #5
  %fmul1888 = fmul float %82, 2.000000e+00
  %fadd1889 = fadd float %fadd1356, %fmul1888
  %fmul1890 = fmul float %fadd1382, 3.000000e+00
  %fadd1891 = fadd float %fmul1890, %fadd1889
  %fmul1892 = fmul float %fadd1395, 4.000000e+00
  %fadd1893 = fadd float %fmul1892, %fadd1891
  %fmul1894 = fmul float %fadd1408, 5.000000e+00
  %fadd1895 = fadd float %fmul1894, %fadd1893
  %bits1896 = bitcast float %fadd1382 to i32
  %call1897 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1896, i32 1, i32 31)
  %leaf1898 = bitcast i32 %call1897 to float
  %83 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address823, i1 %cmp523, float %leaf1898) #5
  %fmul1901 = fmul float %fadd1382, 2.000000e+00
  %fadd1902 = fadd float %fadd1369, %fmul1901
  %fmul1903 = fmul float %fadd1395, 3.000000e+00
  %fadd1904 = fadd float %fmul1903, %fadd1902
  %fmul1905 = fmul float %83, 4.000000e+00
  %fadd1906 = fadd float %fadd1904, %fmul1905
  %fmul1907 = fmul float %fadd1421, 5.000000e+00
  %fadd1908 = fadd float %fmul1907, %fadd1906
  %bits1909 = bitcast float %fadd1421 to i32
  %call1910 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1909, i32 1, i32 0)
  %leaf1911 = bitcast i32 %call1910 to float
  %84 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address836, i1 %cmp502, float %leaf1911) #5
  %fmul1914 = fmul float %84, 2.000000e+00
  %fadd1915 = fadd float %fadd1382, %fmul1914
  %fmul1916 = fmul float %fadd1408, 3.000000e+00
  %fadd1917 = fadd float %fmul1916, %fadd1915
  %fmul1918 = fmul float %fadd1421, 4.000000e+00
  %fadd1919 = fadd float %fmul1918, %fadd1917
  %fmul1920 = fmul float %fadd1434, 5.000000e+00
  %fadd1921 = fadd float %fmul1920, %fadd1919
  %bits1922 = bitcast float %fadd1408 to i32
  %call1923 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1922, i32 1, i32 31)
  %leaf1924 = bitcast i32 %call1923 to float
  %85 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address849, i1 %cmp523, float %leaf1924) #5
  %fmul1927 = fmul float %fadd1408, 2.000000e+00
  %fadd1928 = fadd float %fadd1395, %fmul1927
  %fmul1929 = fmul float %fadd1421, 3.000000e+00
  %fadd1930 = fadd float %fmul1929, %fadd1928
  %fmul1931 = fmul float %85, 4.000000e+00
  %fadd1932 = fadd float %fadd1930, %fmul1931
  %fmul1933 = fmul float %fadd1447, 5.000000e+00
  %fadd1934 = fadd float %fmul1933, %fadd1932
  %bits1935 = bitcast float %fadd1447 to i32
  %call1936 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1935, i32 1, i32 0)
  %leaf1937 = bitcast i32 %call1936 to float
  %86 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address862, i1 %cmp502, float %leaf1937) #5
  %fmul1940 = fmul float %86, 2.000000e+00
  %fadd1941 = fadd float %fadd1408, %fmul1940
  %fmul1942 = fmul float %fadd1434, 3.000000e+00
  %fadd1943 = fadd float %fmul1942, %fadd1941
  %fmul1944 = fmul float %fadd1447, 4.000000e+00
  %fadd1945 = fadd float %fmul1944, %fadd1943
  %fmul1946 = fmul float %fadd1460, 5.000000e+00
  %fadd1947 = fadd float %fmul1946, %fadd1945
  %bits1948 = bitcast float %fadd1434 to i32
  %call1949 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1948, i32 1, i32 31)
  %leaf1950 = bitcast i32 %call1949 to float
  %87 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address875, i1 %cmp523, float %leaf1950) #5
  %fmul1953 = fmul float %fadd1434, 2.000000e+00
  %fadd1954 = fadd float %fadd1421, %fmul1953
  %fmul1955 = fmul float %fadd1447, 3.000000e+00
  %fadd1956 = fadd float %fmul1955, %fadd1954
  %fmul1957 = fmul float %87, 4.000000e+00
  %fadd1958 = fadd float %fadd1956, %fmul1957
  %fmul1959 = fmul float %fadd1473, 5.000000e+00
  %fadd1960 = fadd float %fmul1959, %fadd1958
  %bits1961 = bitcast float %fadd1473 to i32
  %call1962 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1961, i32 1, i32 0)
  %leaf1963 = bitcast i32 %call1962 to float
  %88 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address888, i1 %cmp502, float %leaf1963) #5
  %fmul1966 = fmul float %88, 2.000000e+00
  %fadd1967 = fadd float %fadd1434, %fmul1966
  %fmul1968 = fmul float %fadd1460, 3.000000e+00
  %fadd1969 = fadd float %fmul1968, %fadd1967
  %fmul1970 = fmul float %fadd1473, 4.000000e+00
  %fadd1971 = fadd float %fmul1970, %fadd1969
  %fmul1972 = fmul float %fadd1486, 5.000000e+00
  %fadd1973 = fadd float %fmul1972, %fadd1971
  %bits1974 = bitcast float %fadd1460 to i32
  %call1975 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1974, i32 1, i32 31)
  %leaf1976 = bitcast i32 %call1975 to float
  %89 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address901, i1 %cmp523, float %leaf1976) #5
  %fmul1979 = fmul float %fadd1460, 2.000000e+00
  %fadd1980 = fadd float %fadd1447, %fmul1979
  %fmul1981 = fmul float %fadd1473, 3.000000e+00
  %fadd1982 = fadd float %fmul1981, %fadd1980
  %fmul1983 = fmul float %89, 4.000000e+00
  %fadd1984 = fadd float %fadd1982, %fmul1983
  %fmul1985 = fmul float %fadd1499, 5.000000e+00
  %fadd1986 = fadd float %fmul1985, %fadd1984
  %bits1987 = bitcast float %fadd1499 to i32
  %call1988 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1987, i32 1, i32 0)
  %leaf1989 = bitcast i32 %call1988 to float
  %90 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address914, i1 %cmp502, float %leaf1989) #5
  %fmul1992 = fmul float %90, 2.000000e+00
  %fadd1993 = fadd float %fadd1460, %fmul1992
  %fmul1994 = fmul float %fadd1486, 3.000000e+00
  %fadd1995 = fadd float %fmul1994, %fadd1993
  %fmul1996 = fmul float %fadd1499, 4.000000e+00
  %fadd1997 = fadd float %fmul1996, %fadd1995
  %fmul1998 = fmul float %fadd1512, 5.000000e+00
  %fadd1999 = fadd float %fmul1998, %fadd1997
  %bits2000 = bitcast float %fadd1486 to i32
  %call2001 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2000, i32 1, i32 31)
  %leaf2002 = bitcast i32 %call2001 to float
  %91 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address927, i1 %cmp523, float %leaf2002) #5
  %fmul2005 = fmul float %fadd1486, 2.000000e+00
  %fadd2006 = fadd float %fadd1473, %fmul2005
  %fmul2007 = fmul float %fadd1499, 3.000000e+00
  %fadd2008 = fadd float %fmul2007, %fadd2006
  %fmul2009 = fmul float %91, 4.000000e+00
  %fadd2010 = fadd float %fadd2008, %fmul2009
  %fmul2011 = fmul float %fadd1525, 5.000000e+00
  %fadd2012 = fadd float %fmul2011, %fadd2010
  %bits2013 = bitcast float %fadd1525 to i32
  %call2014 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2013, i32 1, i32 0)
  %leaf2015 = bitcast i32 %call2014 to float
  %92 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address940, i1 %cmp502, float %leaf2015) #5
  %fmul2018 = fmul float %92, 2.000000e+00
  %fadd2019 = fadd float %fadd1486, %fmul2018
  %fmul2020 = fmul float %fadd1512, 3.000000e+00
  %fadd2021 = fadd float %fmul2020, %fadd2019
  %fmul2022 = fmul float %fadd1525, 4.000000e+00
  %fadd2023 = fadd float %fmul2022, %fadd2021
  %fmul2024 = fmul float %fadd1538, 5.000000e+00
  %fadd2025 = fadd float %fmul2024, %fadd2023
  %bits2026 = bitcast float %fadd1512 to i32
  %call2027 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2026, i32 1, i32 31)
  %leaf2028 = bitcast i32 %call2027 to float
  %93 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address953, i1 %cmp523, float %leaf2028) #5
  %fmul2031 = fmul float %fadd1512, 2.000000e+00
  %fadd2032 = fadd float %fadd1499, %fmul2031
  %fmul2033 = fmul float %fadd1525, 3.000000e+00
  %fadd2034 = fadd float %fmul2033, %fadd2032
  %fmul2035 = fmul float %93, 4.000000e+00
  %fadd2036 = fadd float %fadd2034, %fmul2035
  %fmul2037 = fmul float %fadd1551, 5.000000e+00
  %fadd2038 = fadd float %fmul2037, %fadd2036
  %bits2039 = bitcast float %fadd1551 to i32
  %call2040 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2039, i32 1, i32 0)
  %leaf2041 = bitcast i32 %call2040 to float
  %94 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address966, i1 %cmp502, float %leaf2041) #5
  %fmul2044 = fmul float %94, 2.000000e+00
  %fadd2045 = fadd float %fadd1512, %fmul2044
  %fmul2046 = fmul float %fadd1538, 3.000000e+00
  %fadd2047 = fadd float %fmul2046, %fadd2045
  %fmul2048 = fmul float %fadd1551, 4.000000e+00
  %fadd2049 = fadd float %fmul2048, %fadd2047
  %fmul2050 = fmul float %sel1612, 5.000000e+00
  %fadd2051 = fadd float %fmul2050, %fadd2049
  %bits2052 = bitcast float %fadd1538 to i32
  %call2053 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2052, i32 1, i32 31)
  %leaf2054 = bitcast i32 %call2053 to float
  %95 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address979, i1 %cmp523, float %leaf2054) #5
  %fmul2057 = fmul float %fadd1538, 2.000000e+00
  %fadd2058 = fadd float %fadd1525, %fmul2057
  %fmul2059 = fmul float %fadd1551, 3.000000e+00
  %fadd2060 = fadd float %fmul2059, %fadd2058
  %fmul2061 = fmul float %95, 4.000000e+00
  %fadd2062 = fadd float %fadd2060, %fmul2061
  %fmul2063 = fmul float %sel1613, 5.000000e+00
  %fadd2064 = fadd float %fmul2063, %fadd2062
  %bits2065 = bitcast float %sel1613 to i32
  %call2066 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2065, i32 1, i32 0)
  %leaf2067 = bitcast i32 %call2066 to float
  %96 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address992, i1 %cmp502, float %leaf2067) #5
  %fmul2070 = fmul float %96, 2.000000e+00
  %fadd2071 = fadd float %fadd1538, %fmul2070
  %fmul2072 = fmul float %sel1612, 3.000000e+00
  %fadd2073 = fadd float %fmul2072, %fadd2071
  %fmul2074 = fmul float %sel1613, 4.000000e+00
  %fadd2075 = fadd float %fmul2074, %fadd2073
  %fmul2076 = fmul float %sel1614, 5.000000e+00
  %fadd2077 = fadd float %fmul2076, %fadd2075
  %bits2078 = bitcast float %sel1612 to i32
  %call2079 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2078, i32 1, i32 31)
  %leaf2080 = bitcast i32 %call2079 to float
  %97 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1005, i1 %cmp523, float %leaf2080) #5
  %fmul2083 = fmul float %sel1612, 2.000000e+00
  %fadd2084 = fadd float %fadd1551, %fmul2083
  %fmul2085 = fmul float %sel1613, 3.000000e+00
  %fadd2086 = fadd float %fmul2085, %fadd2084
  %fmul2087 = fmul float %97, 4.000000e+00
  %fadd2088 = fadd float %fadd2086, %fmul2087
  %fmul2089 = fmul float %sel1615, 5.000000e+00
  %fadd2090 = fadd float %fmul2089, %fadd2088
  %sel2091 = select i1 %cmp465, float %fadd1869, float %phi
  %sel2092 = select i1 %cmp465, float %fadd1882, float %phi469
  %sel2093 = select i1 %cmp465, float %fadd1869, float %fadd714
  %sel2094 = select i1 %cmp465, float %fadd1882, float %fadd727
  %sel2095 = select i1 %cmp465, float %fadd1869, float %fadd1304
  %sel2096 = select i1 %cmp465, float %fadd1882, float %fadd1317
  %sel2097 = select i1 %cmp465, float %fadd1869, float %fadd1843
  %sel2098 = select i1 %cmp465, float %fadd1882, float %fadd1856
  %sel2099 = select i1 %cmp467, float %fadd2051, float %fadd2077
  %sel2100 = select i1 %cmp467, float %fadd2064, float %fadd2090
  %sel2101 = select i1 %cmp467, float %fadd2051, float %fadd1590
  %sel2102 = select i1 %cmp467, float %fadd2064, float %fadd1603
  %sel2103 = select i1 %cmp467, float %fadd2051, float %fadd1052
  %sel2104 = select i1 %cmp467, float %fadd2064, float %fadd1065
  %sel2105 = select i1 %cmp467, float %fadd2051, float %phi498
  %sel2106 = select i1 %cmp467, float %fadd2064, float %phi499
  br i1 %cmp502, label %then2111, label %endif2112

then1795:                                         ; preds = %then1745
  store float %sel1605, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 68), align 4
  store float %sel1607, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 212), align 4
  store float %sel1609, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 356), align 4
  store float %sel1611, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 500), align 4
  store float %fadd1369, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 644), align 4
  store float %fadd1395, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 788), align 4
  store float %fadd1421, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 932), align 4
  store float %fadd1447, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 1076), align 4
  store float %fadd1473, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 1220), align 4
  store float %fadd1499, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 1364), align 4
  store float %fadd1525, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 1508), align 4
  store float %fadd1551, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 1652), align 4
  store float %sel1613, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 1796), align 4
  store float %sel1615, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 1940), align 4
  store float %sel1617, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 2084), align 4
  store float %sel1619, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 2228), align 4
  br label %endif1746

then2111:                                         ; preds = %endif1746
  store float %sel2091, ptr addrspace(3) %shared1091, align 4
  store float %sel2093, ptr addrspace(3) %p1093, align 4
  store float %sel2095, ptr addrspace(3) %p1094, align 4
  store float %sel2097, ptr addrspace(3) %p1095, align 4
  store float %fadd1869, ptr addrspace(3) %p1096, align 4
  store float %fadd1895, ptr addrspace(3) %p1097, align 4
  store float %fadd1921, ptr addrspace(3) %p1098, align 4
  store float %fadd1947, ptr addrspace(3) %p1099, align 4
  store float %fadd1973, ptr addrspace(3) %p1100, align 4
  store float %fadd1999, ptr addrspace(3) %p1101, align 4
  store float %fadd2025, ptr addrspace(3) %p1102, align 4
  store float %fadd2051, ptr addrspace(3) %p1103, align 4
  store float %sel2099, ptr addrspace(3) %p1104, align 4
  store float %sel2101, ptr addrspace(3) %p1105, align 4
  store float %sel2103, ptr addrspace(3) %p1106, align 4
  store float %sel2105, ptr addrspace(3) %p1107, align 4
  br label %endif2112

endif2112:                                        ; preds = %then2111, %endif1746
  br i1 %cmp523, label %then2135, label %endif2136

then2135:                                         ; preds = %endif2112
  store float %sel2092, ptr addrspace(3) %shared1116, align 4
  store float %sel2094, ptr addrspace(3) %p1118, align 4
  store float %sel2096, ptr addrspace(3) %p1119, align 4
  store float %sel2098, ptr addrspace(3) %p1120, align 4
  store float %fadd1882, ptr addrspace(3) %p1121, align 4
  store float %fadd1908, ptr addrspace(3) %p1122, align 4
  store float %fadd1934, ptr addrspace(3) %p1123, align 4
  store float %fadd1960, ptr addrspace(3) %p1124, align 4
  store float %fadd1986, ptr addrspace(3) %p1125, align 4
  store float %fadd2012, ptr addrspace(3) %p1126, align 4
  store float %fadd2038, ptr addrspace(3) %p1127, align 4
  store float %fadd2064, ptr addrspace(3) %p1128, align 4
  store float %sel2100, ptr addrspace(3) %p1129, align 4
  store float %sel2102, ptr addrspace(3) %p1130, align 4
  store float %sel2104, ptr addrspace(3) %p1131, align 4
  store float %sel2106, ptr addrspace(3) %p1132, align 4
  br label %endif2136

endif2136:                                        ; preds = %then2135, %endif2112
  switch i64 %warp, label %endif2233 [
    i64 0, label %then2160
    i64 15, label %then2232
  ]

then2160:                                         ; preds = %endif2136
  %bits2162 = bitcast float %sel2091 to i32
  %call2163 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2162, i32 1, i32 31)
  %bits2165 = bitcast float %sel2093 to i32
  %call2166 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2165, i32 1, i32 31)
  %bits2168 = bitcast float %sel2095 to i32
  %call2169 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2168, i32 1, i32 31)
  %bits2171 = bitcast float %sel2097 to i32
  %call2172 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2171, i32 1, i32 31)
  %bits2174 = bitcast float %fadd1869 to i32
  %call2175 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2174, i32 1, i32 31)
  %bits2177 = bitcast float %fadd1895 to i32
  %call2178 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2177, i32 1, i32 31)
  %bits2180 = bitcast float %fadd1921 to i32
  %call2181 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2180, i32 1, i32 31)
  %bits2183 = bitcast float %fadd1947 to i32
  %call2184 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2183, i32 1, i32 31)
  %bits2186 = bitcast float %fadd1973 to i32
  %call2187 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2186, i32 1, i32 31)
  %bits2189 = bitcast float %fadd1999 to i32
  %call2190 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2189, i32 1, i32 31)
  %bits2192 = bitcast float %fadd2025 to i32
  %call2193 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2192, i32 1, i32 31)
  %bits2195 = bitcast float %fadd2051 to i32
  %call2196 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2195, i32 1, i32 31)
  %bits2198 = bitcast float %sel2099 to i32
  %call2199 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2198, i32 1, i32 31)
  %bits2201 = bitcast float %sel2101 to i32
  %call2202 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2201, i32 1, i32 31)
  %bits2204 = bitcast float %sel2103 to i32
  %call2205 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2204, i32 1, i32 31)
  %bits2207 = bitcast float %sel2105 to i32
  %call2208 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2207, i32 1, i32 31)
  br i1 %cmp502, label %then2210, label %endif2233

then2210:                                         ; preds = %then2160
  store float %sel2091, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 2376), align 8
  store float %sel2093, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 2520), align 8
  store float %sel2095, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 2664), align 8
  store float %sel2097, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 2808), align 8
  store float %fadd1869, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 2952), align 8
  store float %fadd1895, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 3096), align 8
  store float %fadd1921, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 3240), align 8
  store float %fadd1947, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 3384), align 8
  store float %fadd1973, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 3528), align 8
  store float %fadd1999, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 3672), align 8
  store float %fadd2025, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 3816), align 8
  store float %fadd2051, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 3960), align 8
  store float %sel2099, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 4104), align 8
  store float %sel2101, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 4248), align 8
  store float %sel2103, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 4392), align 8
  store float %sel2105, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 4536), align 8
  br label %endif2233

then2232:                                         ; preds = %endif2136
  %bits2234 = bitcast float %sel2092 to i32
  %call2235 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2234, i32 1, i32 0)
  %bits2237 = bitcast float %sel2094 to i32
  %call2238 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2237, i32 1, i32 0)
  %bits2240 = bitcast float %sel2096 to i32
  %call2241 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2240, i32 1, i32 0)
  %bits2243 = bitcast float %sel2098 to i32
  %call2244 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2243, i32 1, i32 0)
  %bits2246 = bitcast float %fadd1882 to i32
  %call2247 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2246, i32 1, i32 0)
  %bits2249 = bitcast float %fadd1908 to i32
  %call2250 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2249, i32 1, i32 0)
  %bits2252 = bitcast float %fadd1934 to i32
  %call2253 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2252, i32 1, i32 0)
  %bits2255 = bitcast float %fadd1960 to i32
  %call2256 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2255, i32 1, i32 0)
  %bits2258 = bitcast float %fadd1986 to i32
  %call2259 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2258, i32 1, i32 0)
  %bits2261 = bitcast float %fadd2012 to i32
  %call2262 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2261, i32 1, i32 0)
  %bits2264 = bitcast float %fadd2038 to i32
  %call2265 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2264, i32 1, i32 0)
  %bits2267 = bitcast float %fadd2064 to i32
  %call2268 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2267, i32 1, i32 0)
  %bits2270 = bitcast float %sel2100 to i32
  %call2271 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2270, i32 1, i32 0)
  %bits2273 = bitcast float %sel2102 to i32
  %call2274 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2273, i32 1, i32 0)
  %bits2276 = bitcast float %sel2104 to i32
  %call2277 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2276, i32 1, i32 0)
  %bits2279 = bitcast float %sel2106 to i32
  %call2280 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2279, i32 1, i32 0)
  br i1 %cmp523, label %then2282, label %endif2233

endif2233:                                        ; preds = %then2160, %then2210, %then2232, %then2282, %endif2136
  tail call void @llvm.nvvm.barrier0()
  %bits2318 = bitcast float %fadd1882 to i32
  %call2319 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2318, i32 1, i32 0)
  %leaf2320 = bitcast i32 %call2319 to float
  %98 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1348, i1 %cmp502, float %leaf2320) #5
  %fmul2323 = fmul float %98, 2.000000e+00
  %fadd2324 = fadd float %sel2097, %fmul2323
  %fmul2325 = fmul float %fadd1869, 3.000000e+00
  %fadd2326 = fadd float %fmul2325, %fadd2324
  %fmul2327 = fmul float %fadd1882, 4.000000e+00
  %fadd2328 = fadd float %fmul2327, %fadd2326
  %fmul2329 = fmul float %fadd1895, 5.000000e+00
  %fadd2330 = fadd float %fmul2329, %fadd2328
  %bits2331 = bitcast float %fadd1869 to i32
  %call2332 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2331, i32 1, i32 31)
  %leaf2333 = bitcast i32 %call2332 to float
  %99 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1361, i1 %cmp523, float %leaf2333) #5
  %fmul2336 = fmul float %fadd1869, 2.000000e+00
  %fadd2337 = fadd float %sel2098, %fmul2336
  %fmul2338 = fmul float %fadd1882, 3.000000e+00
  %fadd2339 = fadd float %fmul2338, %fadd2337
  %fmul2340 = fmul float %99, 4.000000e+00
  %fadd2341 = fadd float %fadd2339, %fmul2340
  %fmul2342 = fmul float %fadd1908, 5.000000e+00
  %fadd2343 = fadd float %fmul2342, %fadd2341
  %bits2344 = bitcast float %fadd1908 to i32
  %call2345 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2344, i32 1, i32 0)
  %leaf2346 = bitcast i32 %call2345 to float
  %100 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1374, i1 %cmp502, float %leaf2346) #5
  %fmul2349 = fmul float %100, 2.000000e+00
  %fadd2350 = fadd float %fadd1869, %fmul2349
  %fmul2351 = fmul float %fadd1895, 3.000000e+00
  %fadd2352 = fadd float %fmul2351, %fadd2350
  %fmul2353 = fmul float %fadd1908, 4.000000e+00
  %fadd2354 = fadd float %fmul2353, %fadd2352
  %fmul2355 = fmul float %fadd1921, 5.000000e+00
  %fadd2356 = fadd float %fmul2355, %fadd2354
  %bits2357 = bitcast float %fadd1895 to i32
  %call2358 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2357, i32 1, i32 31)
  %leaf2359 = bitcast i32 %call2358 to float
  %101 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1387, i1 %cmp523, float %leaf2359) #5
  %fmul2362 = fmul float %fadd1895, 2.000000e+00
  %fadd2363 = fadd float %fadd1882, %fmul2362
  %fmul2364 = fmul float %fadd1908, 3.000000e+00
  %fadd2365 = fadd float %fmul2364, %fadd2363
  %fmul2366 = fmul float %101, 4.000000e+00
  %fadd2367 = fadd float %fadd2365, %fmul2366
  %fmul2368 = fmul float %fadd1934, 5.000000e+00
  %fadd2369 = fadd float %fmul2368, %fadd2367
  %bits2370 = bitcast float %fadd1934 to i32
  %call2371 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2370, i32 1, i32 0)
  %leaf2372 = bitcast i32 %call2371 to float
  %102 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1400, i1 %cmp502, float %leaf2372) #5
  %fmul2375 = fmul float %102, 2.000000e+00
  %fadd2376 = fadd float %fadd1895, %fmul2375
  %fmul2377 = fmul float %fadd1921, 3.000000e+00
  %fadd2378 = fadd float %fmul2377, %fadd2376
  %fmul2379 = fmul float %fadd1934, 4.000000e+00
  %fadd2380 = fadd float %fmul2379, %fadd2378
  %fmul2381 = fmul float %fadd1947, 5.000000e+00
  %fadd2382 = fadd float %fmul2381, %fadd2380
  %bits2383 = bitcast float %fadd1921 to i32
  %call2384 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2383, i32 1, i32 31)
  %leaf2385 = bitcast i32 %call2384 to float
  %103 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1413, i1 %cmp523, float %leaf2385) #5
  %fmul2388 = fmul float %fadd1921, 2.000000e+00
  %fadd2389 = fadd float %fadd1908, %fmul2388
  %fmul2390 = fmul float %fadd1934, 3.000000e+00
  %fadd2391 = fadd float %fmul2390, %fadd2389
  %fmul2392 = fmul float %103, 4.000000e+00
  %fadd2393 = fadd float %fadd2391, %fmul2392
  %fmul2394 = fmul float %fadd1960, 5.000000e+00
  %fadd2395 = fadd float %fmul2394, %fadd2393
  %bits2396 = bitcast float %fadd1960 to i32
  %call2397 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2396, i32 1, i32 0)
  %leaf2398 = bitcast i32 %call2397 to float
  %104 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1426, i1 %cmp502, float %leaf2398) #5
  %fmul2401 = fmul float %104, 2.000000e+00
  %fadd2402 = fadd float %fadd1921, %fmul2401
  %fmul2403 = fmul float %fadd1947, 3.000000e+00
  %fadd2404 = fadd float %fmul2403, %fadd2402
  %fmul2405 = fmul float %fadd1960, 4.000000e+00
  %fadd2406 = fadd float %fmul2405, %fadd2404
  %fmul2407 = fmul float %fadd1973, 5.000000e+00
  %fadd2408 = fadd float %fmul2407, %fadd2406
  %bits2409 = bitcast float %fadd1947 to i32
  %call2410 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2409, i32 1, i32 31)
  %leaf2411 = bitcast i32 %call2410 to float
  %105 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1439, i1 %cmp523, float %leaf2411) #5
  %fmul2414 = fmul float %fadd1947, 2.000000e+00
  %fadd2415 = fadd float %fadd1934, %fmul2414
  %fmul2416 = fmul float %fadd1960, 3.000000e+00
  %fadd2417 = fadd float %fmul2416, %fadd2415
  %fmul2418 = fmul float %105, 4.000000e+00
  %fadd2419 = fadd float %fadd2417, %fmul2418
  %fmul2420 = fmul float %fadd1986, 5.000000e+00
  %fadd2421 = fadd float %fmul2420, %fadd2419
  %bits2422 = bitcast float %fadd1986 to i32
  %call2423 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2422, i32 1, i32 0)
  %leaf2424 = bitcast i32 %call2423 to float
  %106 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1452, i1 %cmp502, float %leaf2424) #5
  %fmul2427 = fmul float %106, 2.000000e+00
  %fadd2428 = fadd float %fadd1947, %fmul2427
  %fmul2429 = fmul float %fadd1973, 3.000000e+00
  %fadd2430 = fadd float %fmul2429, %fadd2428
  %fmul2431 = fmul float %fadd1986, 4.000000e+00
  %fadd2432 = fadd float %fmul2431, %fadd2430
  %fmul2433 = fmul float %fadd1999, 5.000000e+00
  %fadd2434 = fadd float %fmul2433, %fadd2432
  %bits2435 = bitcast float %fadd1973 to i32
  %call2436 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2435, i32 1, i32 31)
  %leaf2437 = bitcast i32 %call2436 to float
  %107 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1465, i1 %cmp523, float %leaf2437) #5
  %fmul2440 = fmul float %fadd1973, 2.000000e+00
  %fadd2441 = fadd float %fadd1960, %fmul2440
  %fmul2442 = fmul float %fadd1986, 3.000000e+00
  %fadd2443 = fadd float %fmul2442, %fadd2441
  %fmul2444 = fmul float %107, 4.000000e+00
  %fadd2445 = fadd float %fadd2443, %fmul2444
  %fmul2446 = fmul float %fadd2012, 5.000000e+00
  %fadd2447 = fadd float %fmul2446, %fadd2445
  %bits2448 = bitcast float %fadd2012 to i32
  %call2449 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2448, i32 1, i32 0)
  %leaf2450 = bitcast i32 %call2449 to float
  %108 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1478, i1 %cmp502, float %leaf2450) #5
  %fmul2453 = fmul float %108, 2.000000e+00
  %fadd2454 = fadd float %fadd1973, %fmul2453
  %fmul2455 = fmul float %fadd1999, 3.000000e+00
  %fadd2456 = fadd float %fmul2455, %fadd2454
  %fmul2457 = fmul float %fadd2012, 4.000000e+00
  %fadd2458 = fadd float %fmul2457, %fadd2456
  %fmul2459 = fmul float %fadd2025, 5.000000e+00
  %fadd2460 = fadd float %fmul2459, %fadd2458
  %bits2461 = bitcast float %fadd1999 to i32
  %call2462 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2461, i32 1, i32 31)
  %leaf2463 = bitcast i32 %call2462 to float
  %109 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1491, i1 %cmp523, float %leaf2463) #5
  %fmul2466 = fmul float %fadd1999, 2.000000e+00
  %fadd2467 = fadd float %fadd1986, %fmul2466
  %fmul2468 = fmul float %fadd2012, 3.000000e+00
  %fadd2469 = fadd float %fmul2468, %fadd2467
  %fmul2470 = fmul float %109, 4.000000e+00
  %fadd2471 = fadd float %fadd2469, %fmul2470
  %fmul2472 = fmul float %fadd2038, 5.000000e+00
  %fadd2473 = fadd float %fmul2472, %fadd2471
  %bits2474 = bitcast float %fadd2038 to i32
  %call2475 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2474, i32 1, i32 0)
  %leaf2476 = bitcast i32 %call2475 to float
  %110 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1504, i1 %cmp502, float %leaf2476) #5
  %fmul2479 = fmul float %110, 2.000000e+00
  %fadd2480 = fadd float %fadd1999, %fmul2479
  %fmul2481 = fmul float %fadd2025, 3.000000e+00
  %fadd2482 = fadd float %fmul2481, %fadd2480
  %fmul2483 = fmul float %fadd2038, 4.000000e+00
  %fadd2484 = fadd float %fmul2483, %fadd2482
  %fmul2485 = fmul float %fadd2051, 5.000000e+00
  %fadd2486 = fadd float %fmul2485, %fadd2484
  %bits2487 = bitcast float %fadd2025 to i32
  %call2488 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2487, i32 1, i32 31)
  %leaf2489 = bitcast i32 %call2488 to float
  %111 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1517, i1 %cmp523, float %leaf2489) #5
  %fmul2492 = fmul float %fadd2025, 2.000000e+00
  %fadd2493 = fadd float %fadd2012, %fmul2492
  %fmul2494 = fmul float %fadd2038, 3.000000e+00
  %fadd2495 = fadd float %fmul2494, %fadd2493
  %fmul2496 = fmul float %111, 4.000000e+00
  %fadd2497 = fadd float %fadd2495, %fmul2496
  %fmul2498 = fmul float %fadd2064, 5.000000e+00
  %fadd2499 = fadd float %fmul2498, %fadd2497
  %bits2500 = bitcast float %fadd2064 to i32
  %call2501 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2500, i32 1, i32 0)
  %leaf2502 = bitcast i32 %call2501 to float
  %112 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1530, i1 %cmp502, float %leaf2502) #5
  %fmul2505 = fmul float %112, 2.000000e+00
  %fadd2506 = fadd float %fadd2025, %fmul2505
  %fmul2507 = fmul float %fadd2051, 3.000000e+00
  %fadd2508 = fadd float %fmul2507, %fadd2506
  %fmul2509 = fmul float %fadd2064, 4.000000e+00
  %fadd2510 = fadd float %fmul2509, %fadd2508
  %fmul2511 = fmul float %sel2099, 5.000000e+00
  %fadd2512 = fadd float %fmul2511, %fadd2510
  %bits2513 = bitcast float %fadd2051 to i32
  %call2514 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2513, i32 1, i32 31)
  %leaf2515 = bitcast i32 %call2514 to float
  %113 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address1543, i1 %cmp523, float %leaf2515) #5
  %fmul2518 = fmul float %fadd2051, 2.000000e+00
  %fadd2519 = fadd float %fadd2038, %fmul2518
  %fmul2520 = fmul float %fadd2064, 3.000000e+00
  %fadd2521 = fadd float %fmul2520, %fadd2519
  %fmul2522 = fmul float %113, 4.000000e+00
  %fadd2523 = fadd float %fadd2521, %fmul2522
  %fmul2524 = fmul float %sel2100, 5.000000e+00
  %fadd2525 = fadd float %fmul2524, %fadd2523
  %sel2526 = select i1 %cmp465, float %fadd2330, float %phi
  %sel2527 = select i1 %cmp465, float %fadd2343, float %phi469
  %sel2528 = select i1 %cmp465, float %fadd2330, float %fadd714
  %sel2529 = select i1 %cmp465, float %fadd2343, float %fadd727
  %sel2530 = select i1 %cmp465, float %fadd2330, float %fadd1304
  %sel2531 = select i1 %cmp465, float %fadd2343, float %fadd1317
  %sel2532 = select i1 %cmp465, float %fadd2330, float %fadd1843
  %sel2533 = select i1 %cmp465, float %fadd2343, float %fadd1856
  %sel2534 = select i1 %cmp467, float %fadd2512, float %fadd2077
  %sel2535 = select i1 %cmp467, float %fadd2525, float %fadd2090
  %sel2536 = select i1 %cmp467, float %fadd2512, float %fadd1590
  %sel2537 = select i1 %cmp467, float %fadd2525, float %fadd1603
  %sel2538 = select i1 %cmp467, float %fadd2512, float %fadd1052
  %sel2539 = select i1 %cmp467, float %fadd2525, float %fadd1065
  %sel2540 = select i1 %cmp467, float %fadd2512, float %phi498
  %sel2541 = select i1 %cmp467, float %fadd2525, float %phi499
  %add2542 = add nuw nsw i64 %i, 1
  %mul2543 = shl i64 %add2542, 2
  %cmp2544 = icmp slt i64 %mul2543, %6
  br i1 %cmp2544, label %then2545, label %endif2546

then2282:                                         ; preds = %then2232
  store float %sel2092, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 2372), align 4
  store float %sel2094, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 2516), align 4
  store float %sel2096, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 2660), align 4
  store float %sel2098, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 2804), align 4
  store float %fadd1882, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 2948), align 4
  store float %fadd1908, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 3092), align 4
  store float %fadd1934, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 3236), align 4
  store float %fadd1960, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 3380), align 4
  store float %fadd1986, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 3524), align 4
  store float %fadd2012, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 3668), align 4
  store float %fadd2038, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 3812), align 4
  store float %fadd2064, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 3956), align 4
  store float %sel2100, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 4100), align 4
  store float %sel2102, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 4244), align 4
  store float %sel2104, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 4388), align 4
  store float %sel2106, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @band.edges, i64 4532), align 4
  br label %endif2233

then2545:                                         ; preds = %endif2233
  %114 = trunc i64 %add2542 to i1
  %mul2548 = select i1 %114, i64 %sreg4, i64 0
  %add2549 = add nuw nsw i64 %mul2548, %sreg2
  %mul2550 = shl nuw nsw i64 %add2549, 3
  %mul2552 = mul i64 %mul2550, %5
  br i1 %cmp12, label %then2559, label %endif2560

endif2546:                                        ; preds = %endif2233, %endif2752
  %phi2943 = phi float [ %sel2781, %endif2752 ], [ %sel2526, %endif2233 ]
  %phi2944 = phi float [ %sel2788, %endif2752 ], [ %sel2527, %endif2233 ]
  %phi2945 = phi float [ %sel2803, %endif2752 ], [ %sel2528, %endif2233 ]
  %phi2946 = phi float [ %sel2810, %endif2752 ], [ %sel2529, %endif2233 ]
  %phi2947 = phi float [ %sel2825, %endif2752 ], [ %sel2530, %endif2233 ]
  %phi2948 = phi float [ %sel2832, %endif2752 ], [ %sel2531, %endif2233 ]
  %phi2949 = phi float [ %sel2847, %endif2752 ], [ %sel2532, %endif2233 ]
  %phi2950 = phi float [ %sel2854, %endif2752 ], [ %sel2533, %endif2233 ]
  %phi2967 = phi float [ %sel2869, %endif2752 ], [ %sel2534, %endif2233 ]
  %phi2968 = phi float [ %sel2876, %endif2752 ], [ %sel2535, %endif2233 ]
  %phi2969 = phi float [ %sel2891, %endif2752 ], [ %sel2536, %endif2233 ]
  %phi2970 = phi float [ %sel2898, %endif2752 ], [ %sel2537, %endif2233 ]
  %phi2971 = phi float [ %sel2913, %endif2752 ], [ %sel2538, %endif2233 ]
  %phi2972 = phi float [ %sel2920, %endif2752 ], [ %sel2539, %endif2233 ]
  %phi2973 = phi float [ %sel2935, %endif2752 ], [ %sel2540, %endif2233 ]
  %phi2974 = phi float [ %sel2942, %endif2752 ], [ %sel2541, %endif2233 ]
  %exitcond.not = icmp eq i64 %add2542, %epochs
  br i1 %exitcond.not, label %fold.exit, label %fold.body

then2559:                                         ; preds = %then2545
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul2552
  store float %fadd2330, ptr addrspace(1) %gep, align 4
  br label %endif2560

endif2560:                                        ; preds = %then2559, %then2545
  br i1 %cmp21, label %then2568, label %endif2569

then2568:                                         ; preds = %endif2560
  %gep3886 = getelementptr float, ptr addrspace(1) %invariant.gep3885, i64 %mul2552
  store float %fadd2343, ptr addrspace(1) %gep3886, align 4
  br label %endif2569

endif2569:                                        ; preds = %then2568, %endif2560
  %add2574 = or disjoint i64 %mul2550, 1
  %mul2575 = mul i64 %add2574, %5
  br i1 %cmp12, label %then2582, label %endif2583

then2582:                                         ; preds = %endif2569
  %gep3888 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul2575
  store float %fadd2356, ptr addrspace(1) %gep3888, align 4
  br label %endif2583

endif2583:                                        ; preds = %then2582, %endif2569
  br i1 %cmp21, label %then2591, label %endif2592

then2591:                                         ; preds = %endif2583
  %gep3890 = getelementptr float, ptr addrspace(1) %invariant.gep3885, i64 %mul2575
  store float %fadd2369, ptr addrspace(1) %gep3890, align 4
  br label %endif2592

endif2592:                                        ; preds = %then2591, %endif2583
  %add2597 = or disjoint i64 %mul2550, 2
  %mul2598 = mul i64 %add2597, %5
  br i1 %cmp12, label %then2605, label %endif2606

then2605:                                         ; preds = %endif2592
  %gep3892 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul2598
  store float %fadd2382, ptr addrspace(1) %gep3892, align 4
  br label %endif2606

endif2606:                                        ; preds = %then2605, %endif2592
  br i1 %cmp21, label %then2614, label %endif2615

then2614:                                         ; preds = %endif2606
  %gep3894 = getelementptr float, ptr addrspace(1) %invariant.gep3885, i64 %mul2598
  store float %fadd2395, ptr addrspace(1) %gep3894, align 4
  br label %endif2615

endif2615:                                        ; preds = %then2614, %endif2606
  %add2620 = or disjoint i64 %mul2550, 3
  %mul2621 = mul i64 %add2620, %5
  br i1 %cmp12, label %then2628, label %endif2629

then2628:                                         ; preds = %endif2615
  %gep3896 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul2621
  store float %fadd2408, ptr addrspace(1) %gep3896, align 4
  br label %endif2629

endif2629:                                        ; preds = %then2628, %endif2615
  br i1 %cmp21, label %then2637, label %endif2638

then2637:                                         ; preds = %endif2629
  %gep3898 = getelementptr float, ptr addrspace(1) %invariant.gep3885, i64 %mul2621
  store float %fadd2421, ptr addrspace(1) %gep3898, align 4
  br label %endif2638

endif2638:                                        ; preds = %then2637, %endif2629
  %add2643 = or disjoint i64 %mul2550, 4
  %mul2644 = mul i64 %add2643, %5
  br i1 %cmp12, label %then2651, label %endif2652

then2651:                                         ; preds = %endif2638
  %gep3900 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul2644
  store float %fadd2434, ptr addrspace(1) %gep3900, align 4
  br label %endif2652

endif2652:                                        ; preds = %then2651, %endif2638
  br i1 %cmp21, label %then2660, label %endif2661

then2660:                                         ; preds = %endif2652
  %gep3902 = getelementptr float, ptr addrspace(1) %invariant.gep3885, i64 %mul2644
  store float %fadd2447, ptr addrspace(1) %gep3902, align 4
  br label %endif2661

endif2661:                                        ; preds = %then2660, %endif2652
  %add2666 = or disjoint i64 %mul2550, 5
  %mul2667 = mul i64 %add2666, %5
  br i1 %cmp12, label %then2674, label %endif2675

then2674:                                         ; preds = %endif2661
  %gep3904 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul2667
  store float %fadd2460, ptr addrspace(1) %gep3904, align 4
  br label %endif2675

endif2675:                                        ; preds = %then2674, %endif2661
  br i1 %cmp21, label %then2683, label %endif2684

then2683:                                         ; preds = %endif2675
  %gep3906 = getelementptr float, ptr addrspace(1) %invariant.gep3885, i64 %mul2667
  store float %fadd2473, ptr addrspace(1) %gep3906, align 4
  br label %endif2684

endif2684:                                        ; preds = %then2683, %endif2675
  %add2689 = or disjoint i64 %mul2550, 6
  %mul2690 = mul i64 %add2689, %5
  br i1 %cmp12, label %then2697, label %endif2698

then2697:                                         ; preds = %endif2684
  %gep3908 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul2690
  store float %fadd2486, ptr addrspace(1) %gep3908, align 4
  br label %endif2698

endif2698:                                        ; preds = %then2697, %endif2684
  br i1 %cmp21, label %then2706, label %endif2707

then2706:                                         ; preds = %endif2698
  %gep3910 = getelementptr float, ptr addrspace(1) %invariant.gep3885, i64 %mul2690
  store float %fadd2499, ptr addrspace(1) %gep3910, align 4
  br label %endif2707

endif2707:                                        ; preds = %then2706, %endif2698
  %add2712 = or disjoint i64 %mul2550, 7
  %mul2713 = mul i64 %add2712, %5
  br i1 %cmp12, label %then2720, label %endif2721

then2720:                                         ; preds = %endif2707
  %gep3912 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul2713
  store float %fadd2512, ptr addrspace(1) %gep3912, align 4
  br label %endif2721

endif2721:                                        ; preds = %then2720, %endif2707
  br i1 %cmp21, label %then2729, label %endif2730

then2729:                                         ; preds = %endif2721
  %gep3914 = getelementptr float, ptr addrspace(1) %invariant.gep3885, i64 %mul2713
  store float %fadd2525, ptr addrspace(1) %gep3914, align 4
  br label %endif2730

endif2730:                                        ; preds = %then2729, %endif2721
  %epoch = trunc i64 %add2542 to i32
  tail call void @llvm.nvvm.barrier0()
  br i1 %cmp2732, label %then2733, label %endif2734

then2733:                                         ; preds = %endif2730
  tail call void @llvm.nvvm.membar.gl()
  tail call void asm sideeffect "st.release.gpu.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %address2735, i32 %epoch) #5
  br label %endif2734

endif2734:                                        ; preds = %then2733, %endif2730
  br i1 %waits, label %repeat.body, label %endif2741

endif2741:                                        ; preds = %repeat.exit, %endif2734
  br i1 %waits2750, label %repeat.body2753, label %endif2752

repeat.body:                                      ; preds = %endif2734, %repeat.body
  %115 = tail call i32 asm sideeffect "ld.acquire.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %address2743) #5
  %behind = sub i32 %115, %epoch
  %cmp2744 = icmp slt i32 %behind, 0
  br i1 %cmp2744, label %repeat.body, label %repeat.exit

repeat.exit:                                      ; preds = %repeat.body
  tail call void @llvm.nvvm.membar.gl()
  br label %endif2741

endif2752:                                        ; preds = %repeat.exit2754, %endif2741
  tail call void @llvm.nvvm.barrier0()
  %add2771 = add nuw nsw i64 %mul2548, %call2769
  %mul2772 = shl nuw nsw i64 %add2771, 3
  %add2773 = or disjoint i64 %mul2772, 4
  %mul2774 = mul i64 %add2773, %5
  %116 = getelementptr float, ptr addrspace(1) %2, i64 %mul2774
  %p2779 = getelementptr float, ptr addrspace(1) %116, i64 %call15
  %v2780 = load volatile float, ptr addrspace(1) %p2779, align 4
  %sel2781 = select i1 %cmp465, float %fadd2330, float %v2780
  %p2786 = getelementptr float, ptr addrspace(1) %116, i64 %call24
  %v2787 = load volatile float, ptr addrspace(1) %p2786, align 4
  %sel2788 = select i1 %cmp465, float %fadd2343, float %v2787
  %add2795 = or disjoint i64 %mul2772, 5
  %mul2796 = mul i64 %add2795, %5
  %117 = getelementptr float, ptr addrspace(1) %2, i64 %mul2796
  %p2801 = getelementptr float, ptr addrspace(1) %117, i64 %call15
  %v2802 = load volatile float, ptr addrspace(1) %p2801, align 4
  %sel2803 = select i1 %cmp465, float %fadd2330, float %v2802
  %p2808 = getelementptr float, ptr addrspace(1) %117, i64 %call24
  %v2809 = load volatile float, ptr addrspace(1) %p2808, align 4
  %sel2810 = select i1 %cmp465, float %fadd2343, float %v2809
  %add2817 = or disjoint i64 %mul2772, 6
  %mul2818 = mul i64 %add2817, %5
  %118 = getelementptr float, ptr addrspace(1) %2, i64 %mul2818
  %p2823 = getelementptr float, ptr addrspace(1) %118, i64 %call15
  %v2824 = load volatile float, ptr addrspace(1) %p2823, align 4
  %sel2825 = select i1 %cmp465, float %fadd2330, float %v2824
  %p2830 = getelementptr float, ptr addrspace(1) %118, i64 %call24
  %v2831 = load volatile float, ptr addrspace(1) %p2830, align 4
  %sel2832 = select i1 %cmp465, float %fadd2343, float %v2831
  %add2839 = or disjoint i64 %mul2772, 7
  %mul2840 = mul i64 %add2839, %5
  %119 = getelementptr float, ptr addrspace(1) %2, i64 %mul2840
  %p2845 = getelementptr float, ptr addrspace(1) %119, i64 %call15
  %v2846 = load volatile float, ptr addrspace(1) %p2845, align 4
  %sel2847 = select i1 %cmp465, float %fadd2330, float %v2846
  %p2852 = getelementptr float, ptr addrspace(1) %119, i64 %call24
  %v2853 = load volatile float, ptr addrspace(1) %p2852, align 4
  %sel2854 = select i1 %cmp465, float %fadd2343, float %v2853
  %add2859 = add nuw nsw i64 %mul2548, %25
  %mul2860 = shl nuw nsw i64 %add2859, 3
  %mul2862 = mul i64 %mul2860, %5
  %120 = getelementptr float, ptr addrspace(1) %2, i64 %mul2862
  %p2867 = getelementptr float, ptr addrspace(1) %120, i64 %call15
  %v2868 = load volatile float, ptr addrspace(1) %p2867, align 4
  %sel2869 = select i1 %cmp467, float %fadd2512, float %v2868
  %p2874 = getelementptr float, ptr addrspace(1) %120, i64 %call24
  %v2875 = load volatile float, ptr addrspace(1) %p2874, align 4
  %sel2876 = select i1 %cmp467, float %fadd2525, float %v2875
  %add2883 = or disjoint i64 %mul2860, 1
  %mul2884 = mul i64 %add2883, %5
  %121 = getelementptr float, ptr addrspace(1) %2, i64 %mul2884
  %p2889 = getelementptr float, ptr addrspace(1) %121, i64 %call15
  %v2890 = load volatile float, ptr addrspace(1) %p2889, align 4
  %sel2891 = select i1 %cmp467, float %fadd2512, float %v2890
  %p2896 = getelementptr float, ptr addrspace(1) %121, i64 %call24
  %v2897 = load volatile float, ptr addrspace(1) %p2896, align 4
  %sel2898 = select i1 %cmp467, float %fadd2525, float %v2897
  %add2905 = or disjoint i64 %mul2860, 2
  %mul2906 = mul i64 %add2905, %5
  %122 = getelementptr float, ptr addrspace(1) %2, i64 %mul2906
  %p2911 = getelementptr float, ptr addrspace(1) %122, i64 %call15
  %v2912 = load volatile float, ptr addrspace(1) %p2911, align 4
  %sel2913 = select i1 %cmp467, float %fadd2512, float %v2912
  %p2918 = getelementptr float, ptr addrspace(1) %122, i64 %call24
  %v2919 = load volatile float, ptr addrspace(1) %p2918, align 4
  %sel2920 = select i1 %cmp467, float %fadd2525, float %v2919
  %add2927 = or disjoint i64 %mul2860, 3
  %mul2928 = mul i64 %add2927, %5
  %123 = getelementptr float, ptr addrspace(1) %2, i64 %mul2928
  %p2933 = getelementptr float, ptr addrspace(1) %123, i64 %call15
  %v2934 = load volatile float, ptr addrspace(1) %p2933, align 4
  %sel2935 = select i1 %cmp467, float %fadd2512, float %v2934
  %p2940 = getelementptr float, ptr addrspace(1) %123, i64 %call24
  %v2941 = load volatile float, ptr addrspace(1) %p2940, align 4
  %sel2942 = select i1 %cmp467, float %fadd2525, float %v2941
  br label %endif2546

repeat.body2753:                                  ; preds = %endif2741, %repeat.body2753
  %124 = tail call i32 asm sideeffect "ld.acquire.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %address2756) #5
  %behind2757 = sub i32 %124, %epoch
  %cmp2758 = icmp slt i32 %behind2757, 0
  br i1 %cmp2758, label %repeat.body2753, label %repeat.exit2754

repeat.exit2754:                                  ; preds = %repeat.body2753
  tail call void @llvm.nvvm.membar.gl()
  br label %endif2752

fold.body3010:                                    ; preds = %fold.body3010.preheader, %endif3170
  %i3013 = phi i64 [ %add3635, %endif3170 ], [ %mul3009, %fold.body3010.preheader ]
  %phi3014 = phi float [ %sel3619, %endif3170 ], [ %phi2977, %fold.body3010.preheader ]
  %phi3015 = phi float [ %sel3620, %endif3170 ], [ %phi2978, %fold.body3010.preheader ]
  %phi3016 = phi float [ %sel3621, %endif3170 ], [ %phi2979, %fold.body3010.preheader ]
  %phi3017 = phi float [ %sel3622, %endif3170 ], [ %phi2980, %fold.body3010.preheader ]
  %phi3018 = phi float [ %sel3623, %endif3170 ], [ %phi2981, %fold.body3010.preheader ]
  %phi3019 = phi float [ %sel3624, %endif3170 ], [ %phi2982, %fold.body3010.preheader ]
  %phi3020 = phi float [ %sel3625, %endif3170 ], [ %phi2983, %fold.body3010.preheader ]
  %phi3021 = phi float [ %sel3626, %endif3170 ], [ %phi2984, %fold.body3010.preheader ]
  %phi3022 = phi float [ %fadd3345, %endif3170 ], [ %phi2985, %fold.body3010.preheader ]
  %phi3023 = phi float [ %fadd3358, %endif3170 ], [ %phi2986, %fold.body3010.preheader ]
  %phi3024 = phi float [ %fadd3371, %endif3170 ], [ %phi2987, %fold.body3010.preheader ]
  %phi3025 = phi float [ %fadd3384, %endif3170 ], [ %phi2988, %fold.body3010.preheader ]
  %phi3026 = phi float [ %fadd3397, %endif3170 ], [ %phi2989, %fold.body3010.preheader ]
  %phi3027 = phi float [ %fadd3410, %endif3170 ], [ %phi2990, %fold.body3010.preheader ]
  %phi3028 = phi float [ %fadd3423, %endif3170 ], [ %phi2991, %fold.body3010.preheader ]
  %phi3029 = phi float [ %fadd3436, %endif3170 ], [ %phi2992, %fold.body3010.preheader ]
  %phi3030 = phi float [ %fadd3449, %endif3170 ], [ %phi2993, %fold.body3010.preheader ]
  %phi3031 = phi float [ %fadd3462, %endif3170 ], [ %phi2994, %fold.body3010.preheader ]
  %phi3032 = phi float [ %fadd3475, %endif3170 ], [ %phi2995, %fold.body3010.preheader ]
  %phi3033 = phi float [ %fadd3488, %endif3170 ], [ %phi2996, %fold.body3010.preheader ]
  %phi3034 = phi float [ %fadd3501, %endif3170 ], [ %phi2997, %fold.body3010.preheader ]
  %phi3035 = phi float [ %fadd3514, %endif3170 ], [ %phi2998, %fold.body3010.preheader ]
  %phi3036 = phi float [ %fadd3527, %endif3170 ], [ %phi2999, %fold.body3010.preheader ]
  %phi3037 = phi float [ %fadd3540, %endif3170 ], [ %phi3000, %fold.body3010.preheader ]
  %phi3038 = phi float [ %sel3627, %endif3170 ], [ %phi3001, %fold.body3010.preheader ]
  %phi3039 = phi float [ %sel3628, %endif3170 ], [ %phi3002, %fold.body3010.preheader ]
  %phi3040 = phi float [ %sel3629, %endif3170 ], [ %phi3003, %fold.body3010.preheader ]
  %phi3041 = phi float [ %sel3630, %endif3170 ], [ %phi3004, %fold.body3010.preheader ]
  %phi3042 = phi float [ %sel3631, %endif3170 ], [ %phi3005, %fold.body3010.preheader ]
  %phi3043 = phi float [ %sel3632, %endif3170 ], [ %phi3006, %fold.body3010.preheader ]
  %phi3044 = phi float [ %sel3633, %endif3170 ], [ %phi3007, %fold.body3010.preheader ]
  %phi3045 = phi float [ %sel3634, %endif3170 ], [ %phi3008, %fold.body3010.preheader ]
  %parity3046 = and i64 %i3013, 1
  br i1 %cmp3047, label %then3048, label %endif3049

fold.exit3011:                                    ; preds = %endif3170, %fold.exit
  %phi3645 = phi float [ %phi2985, %fold.exit ], [ %fadd3345, %endif3170 ]
  %phi3646 = phi float [ %phi2986, %fold.exit ], [ %fadd3358, %endif3170 ]
  %phi3647 = phi float [ %phi2987, %fold.exit ], [ %fadd3371, %endif3170 ]
  %phi3648 = phi float [ %phi2988, %fold.exit ], [ %fadd3384, %endif3170 ]
  %phi3649 = phi float [ %phi2989, %fold.exit ], [ %fadd3397, %endif3170 ]
  %phi3650 = phi float [ %phi2990, %fold.exit ], [ %fadd3410, %endif3170 ]
  %phi3651 = phi float [ %phi2991, %fold.exit ], [ %fadd3423, %endif3170 ]
  %phi3652 = phi float [ %phi2992, %fold.exit ], [ %fadd3436, %endif3170 ]
  %phi3653 = phi float [ %phi2993, %fold.exit ], [ %fadd3449, %endif3170 ]
  %phi3654 = phi float [ %phi2994, %fold.exit ], [ %fadd3462, %endif3170 ]
  %phi3655 = phi float [ %phi2995, %fold.exit ], [ %fadd3475, %endif3170 ]
  %phi3656 = phi float [ %phi2996, %fold.exit ], [ %fadd3488, %endif3170 ]
  %phi3657 = phi float [ %phi2997, %fold.exit ], [ %fadd3501, %endif3170 ]
  %phi3658 = phi float [ %phi2998, %fold.exit ], [ %fadd3514, %endif3170 ]
  %phi3659 = phi float [ %phi2999, %fold.exit ], [ %fadd3527, %endif3170 ]
  %phi3660 = phi float [ %phi3000, %fold.exit ], [ %fadd3540, %endif3170 ]
  %inside = and i1 %cmp119, %cmp12
  %mul3678 = mul i64 %mul5, %5
  br i1 %inside, label %then3680, label %endif3681

then3048:                                         ; preds = %fold.body3010
  %mul3052 = mul nuw nsw i64 %parity3046, 576
  %add3053 = or disjoint i64 %mul3052, %add3050
  %shared3054 = getelementptr inbounds float, ptr addrspace(3) @band.edges, i64 %add3053
  store float %phi3014, ptr addrspace(3) %shared3054, align 4
  %p3056 = getelementptr inbounds i8, ptr addrspace(3) %shared3054, i64 144
  store float %phi3016, ptr addrspace(3) %p3056, align 4
  %p3057 = getelementptr inbounds i8, ptr addrspace(3) %shared3054, i64 288
  store float %phi3018, ptr addrspace(3) %p3057, align 4
  %p3058 = getelementptr inbounds i8, ptr addrspace(3) %shared3054, i64 432
  store float %phi3020, ptr addrspace(3) %p3058, align 4
  %p3059 = getelementptr inbounds i8, ptr addrspace(3) %shared3054, i64 576
  store float %phi3022, ptr addrspace(3) %p3059, align 4
  %p3060 = getelementptr inbounds i8, ptr addrspace(3) %shared3054, i64 720
  store float %phi3024, ptr addrspace(3) %p3060, align 4
  %p3061 = getelementptr inbounds i8, ptr addrspace(3) %shared3054, i64 864
  store float %phi3026, ptr addrspace(3) %p3061, align 4
  %p3062 = getelementptr inbounds i8, ptr addrspace(3) %shared3054, i64 1008
  store float %phi3028, ptr addrspace(3) %p3062, align 4
  %p3063 = getelementptr inbounds i8, ptr addrspace(3) %shared3054, i64 1152
  store float %phi3030, ptr addrspace(3) %p3063, align 4
  %p3064 = getelementptr inbounds i8, ptr addrspace(3) %shared3054, i64 1296
  store float %phi3032, ptr addrspace(3) %p3064, align 4
  %p3065 = getelementptr inbounds i8, ptr addrspace(3) %shared3054, i64 1440
  store float %phi3034, ptr addrspace(3) %p3065, align 4
  %p3066 = getelementptr inbounds i8, ptr addrspace(3) %shared3054, i64 1584
  store float %phi3036, ptr addrspace(3) %p3066, align 4
  %p3067 = getelementptr inbounds i8, ptr addrspace(3) %shared3054, i64 1728
  store float %phi3038, ptr addrspace(3) %p3067, align 4
  %p3068 = getelementptr inbounds i8, ptr addrspace(3) %shared3054, i64 1872
  store float %phi3040, ptr addrspace(3) %p3068, align 4
  %p3069 = getelementptr inbounds i8, ptr addrspace(3) %shared3054, i64 2016
  store float %phi3042, ptr addrspace(3) %p3069, align 4
  %p3070 = getelementptr inbounds i8, ptr addrspace(3) %shared3054, i64 2160
  store float %phi3044, ptr addrspace(3) %p3070, align 4
  br label %endif3049

endif3049:                                        ; preds = %then3048, %fold.body3010
  br i1 %cmp3071, label %then3072, label %endif3073

then3072:                                         ; preds = %endif3049
  %mul3077 = mul nuw nsw i64 %parity3046, 576
  %add3078 = or disjoint i64 %mul3077, %add3076
  %shared3079 = getelementptr inbounds float, ptr addrspace(3) @band.edges, i64 %add3078
  store float %phi3015, ptr addrspace(3) %shared3079, align 4
  %p3081 = getelementptr inbounds i8, ptr addrspace(3) %shared3079, i64 144
  store float %phi3017, ptr addrspace(3) %p3081, align 4
  %p3082 = getelementptr inbounds i8, ptr addrspace(3) %shared3079, i64 288
  store float %phi3019, ptr addrspace(3) %p3082, align 4
  %p3083 = getelementptr inbounds i8, ptr addrspace(3) %shared3079, i64 432
  store float %phi3021, ptr addrspace(3) %p3083, align 4
  %p3084 = getelementptr inbounds i8, ptr addrspace(3) %shared3079, i64 576
  store float %phi3023, ptr addrspace(3) %p3084, align 4
  %p3085 = getelementptr inbounds i8, ptr addrspace(3) %shared3079, i64 720
  store float %phi3025, ptr addrspace(3) %p3085, align 4
  %p3086 = getelementptr inbounds i8, ptr addrspace(3) %shared3079, i64 864
  store float %phi3027, ptr addrspace(3) %p3086, align 4
  %p3087 = getelementptr inbounds i8, ptr addrspace(3) %shared3079, i64 1008
  store float %phi3029, ptr addrspace(3) %p3087, align 4
  %p3088 = getelementptr inbounds i8, ptr addrspace(3) %shared3079, i64 1152
  store float %phi3031, ptr addrspace(3) %p3088, align 4
  %p3089 = getelementptr inbounds i8, ptr addrspace(3) %shared3079, i64 1296
  store float %phi3033, ptr addrspace(3) %p3089, align 4
  %p3090 = getelementptr inbounds i8, ptr addrspace(3) %shared3079, i64 1440
  store float %phi3035, ptr addrspace(3) %p3090, align 4
  %p3091 = getelementptr inbounds i8, ptr addrspace(3) %shared3079, i64 1584
  store float %phi3037, ptr addrspace(3) %p3091, align 4
  %p3092 = getelementptr inbounds i8, ptr addrspace(3) %shared3079, i64 1728
  store float %phi3039, ptr addrspace(3) %p3092, align 4
  %p3093 = getelementptr inbounds i8, ptr addrspace(3) %shared3079, i64 1872
  store float %phi3041, ptr addrspace(3) %p3093, align 4
  %p3094 = getelementptr inbounds i8, ptr addrspace(3) %shared3079, i64 2016
  store float %phi3043, ptr addrspace(3) %p3094, align 4
  %p3095 = getelementptr inbounds i8, ptr addrspace(3) %shared3079, i64 2160
  store float %phi3045, ptr addrspace(3) %p3095, align 4
  br label %endif3073

endif3073:                                        ; preds = %then3072, %endif3049
  switch i64 %warp, label %endif3170 [
    i64 0, label %then3097
    i64 15, label %then3169
  ]

then3097:                                         ; preds = %endif3073
  %bits3099 = bitcast float %phi3014 to i32
  %call3100 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3099, i32 1, i32 31)
  %bits3102 = bitcast float %phi3016 to i32
  %call3103 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3102, i32 1, i32 31)
  %bits3105 = bitcast float %phi3018 to i32
  %call3106 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3105, i32 1, i32 31)
  %bits3108 = bitcast float %phi3020 to i32
  %call3109 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3108, i32 1, i32 31)
  %bits3111 = bitcast float %phi3022 to i32
  %call3112 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3111, i32 1, i32 31)
  %bits3114 = bitcast float %phi3024 to i32
  %call3115 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3114, i32 1, i32 31)
  %bits3117 = bitcast float %phi3026 to i32
  %call3118 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3117, i32 1, i32 31)
  %bits3120 = bitcast float %phi3028 to i32
  %call3121 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3120, i32 1, i32 31)
  %bits3123 = bitcast float %phi3030 to i32
  %call3124 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3123, i32 1, i32 31)
  %bits3126 = bitcast float %phi3032 to i32
  %call3127 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3126, i32 1, i32 31)
  %bits3129 = bitcast float %phi3034 to i32
  %call3130 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3129, i32 1, i32 31)
  %bits3132 = bitcast float %phi3036 to i32
  %call3133 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3132, i32 1, i32 31)
  %bits3135 = bitcast float %phi3038 to i32
  %call3136 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3135, i32 1, i32 31)
  %bits3138 = bitcast float %phi3040 to i32
  %call3139 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3138, i32 1, i32 31)
  %bits3141 = bitcast float %phi3042 to i32
  %call3142 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3141, i32 1, i32 31)
  %bits3144 = bitcast float %phi3044 to i32
  %call3145 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3144, i32 1, i32 31)
  br i1 %cmp3047, label %endif3170.sink.split, label %endif3170

then3169:                                         ; preds = %endif3073
  %bits3171 = bitcast float %phi3015 to i32
  %call3172 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3171, i32 1, i32 0)
  %bits3174 = bitcast float %phi3017 to i32
  %call3175 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3174, i32 1, i32 0)
  %bits3177 = bitcast float %phi3019 to i32
  %call3178 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3177, i32 1, i32 0)
  %bits3180 = bitcast float %phi3021 to i32
  %call3181 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3180, i32 1, i32 0)
  %bits3183 = bitcast float %phi3023 to i32
  %call3184 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3183, i32 1, i32 0)
  %bits3186 = bitcast float %phi3025 to i32
  %call3187 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3186, i32 1, i32 0)
  %bits3189 = bitcast float %phi3027 to i32
  %call3190 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3189, i32 1, i32 0)
  %bits3192 = bitcast float %phi3029 to i32
  %call3193 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3192, i32 1, i32 0)
  %bits3195 = bitcast float %phi3031 to i32
  %call3196 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3195, i32 1, i32 0)
  %bits3198 = bitcast float %phi3033 to i32
  %call3199 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3198, i32 1, i32 0)
  %bits3201 = bitcast float %phi3035 to i32
  %call3202 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3201, i32 1, i32 0)
  %bits3204 = bitcast float %phi3037 to i32
  %call3205 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3204, i32 1, i32 0)
  %bits3207 = bitcast float %phi3039 to i32
  %call3208 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3207, i32 1, i32 0)
  %bits3210 = bitcast float %phi3041 to i32
  %call3211 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3210, i32 1, i32 0)
  %bits3213 = bitcast float %phi3043 to i32
  %call3214 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3213, i32 1, i32 0)
  %bits3216 = bitcast float %phi3045 to i32
  %call3217 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3216, i32 1, i32 0)
  br i1 %cmp3071, label %endif3170.sink.split, label %endif3170

endif3170.sink.split:                             ; preds = %then3097, %then3169
  %.sink = phi i64 [ 17, %then3169 ], [ 18, %then3097 ]
  %phi3014.sink = phi float [ %phi3015, %then3169 ], [ %phi3014, %then3097 ]
  %phi3016.sink = phi float [ %phi3017, %then3169 ], [ %phi3016, %then3097 ]
  %phi3018.sink = phi float [ %phi3019, %then3169 ], [ %phi3018, %then3097 ]
  %phi3020.sink = phi float [ %phi3021, %then3169 ], [ %phi3020, %then3097 ]
  %phi3022.sink = phi float [ %phi3023, %then3169 ], [ %phi3022, %then3097 ]
  %phi3024.sink = phi float [ %phi3025, %then3169 ], [ %phi3024, %then3097 ]
  %phi3026.sink = phi float [ %phi3027, %then3169 ], [ %phi3026, %then3097 ]
  %phi3028.sink = phi float [ %phi3029, %then3169 ], [ %phi3028, %then3097 ]
  %phi3030.sink = phi float [ %phi3031, %then3169 ], [ %phi3030, %then3097 ]
  %phi3032.sink = phi float [ %phi3033, %then3169 ], [ %phi3032, %then3097 ]
  %phi3034.sink = phi float [ %phi3035, %then3169 ], [ %phi3034, %then3097 ]
  %phi3036.sink = phi float [ %phi3037, %then3169 ], [ %phi3036, %then3097 ]
  %phi3038.sink = phi float [ %phi3039, %then3169 ], [ %phi3038, %then3097 ]
  %phi3040.sink = phi float [ %phi3041, %then3169 ], [ %phi3040, %then3097 ]
  %phi3042.sink = phi float [ %phi3043, %then3169 ], [ %phi3042, %then3097 ]
  %phi3044.sink = phi float [ %phi3045, %then3169 ], [ %phi3044, %then3097 ]
  %mul3149 = mul nuw nsw i64 %parity3046, 576
  %add3150 = or disjoint i64 %mul3149, %.sink
  %shared3151 = getelementptr inbounds float, ptr addrspace(3) @band.edges, i64 %add3150
  store float %phi3014.sink, ptr addrspace(3) %shared3151, align 4
  %p3153 = getelementptr inbounds i8, ptr addrspace(3) %shared3151, i64 144
  store float %phi3016.sink, ptr addrspace(3) %p3153, align 4
  %p3154 = getelementptr inbounds i8, ptr addrspace(3) %shared3151, i64 288
  store float %phi3018.sink, ptr addrspace(3) %p3154, align 4
  %p3155 = getelementptr inbounds i8, ptr addrspace(3) %shared3151, i64 432
  store float %phi3020.sink, ptr addrspace(3) %p3155, align 4
  %p3156 = getelementptr inbounds i8, ptr addrspace(3) %shared3151, i64 576
  store float %phi3022.sink, ptr addrspace(3) %p3156, align 4
  %p3157 = getelementptr inbounds i8, ptr addrspace(3) %shared3151, i64 720
  store float %phi3024.sink, ptr addrspace(3) %p3157, align 4
  %p3158 = getelementptr inbounds i8, ptr addrspace(3) %shared3151, i64 864
  store float %phi3026.sink, ptr addrspace(3) %p3158, align 4
  %p3159 = getelementptr inbounds i8, ptr addrspace(3) %shared3151, i64 1008
  store float %phi3028.sink, ptr addrspace(3) %p3159, align 4
  %p3160 = getelementptr inbounds i8, ptr addrspace(3) %shared3151, i64 1152
  store float %phi3030.sink, ptr addrspace(3) %p3160, align 4
  %p3161 = getelementptr inbounds i8, ptr addrspace(3) %shared3151, i64 1296
  store float %phi3032.sink, ptr addrspace(3) %p3161, align 4
  %p3162 = getelementptr inbounds i8, ptr addrspace(3) %shared3151, i64 1440
  store float %phi3034.sink, ptr addrspace(3) %p3162, align 4
  %p3163 = getelementptr inbounds i8, ptr addrspace(3) %shared3151, i64 1584
  store float %phi3036.sink, ptr addrspace(3) %p3163, align 4
  %p3164 = getelementptr inbounds i8, ptr addrspace(3) %shared3151, i64 1728
  store float %phi3038.sink, ptr addrspace(3) %p3164, align 4
  %p3165 = getelementptr inbounds i8, ptr addrspace(3) %shared3151, i64 1872
  store float %phi3040.sink, ptr addrspace(3) %p3165, align 4
  %p3166 = getelementptr inbounds i8, ptr addrspace(3) %shared3151, i64 2016
  store float %phi3042.sink, ptr addrspace(3) %p3166, align 4
  %p3167 = getelementptr inbounds i8, ptr addrspace(3) %shared3151, i64 2160
  store float %phi3044.sink, ptr addrspace(3) %p3167, align 4
  br label %endif3170

endif3170:                                        ; preds = %endif3170.sink.split, %then3097, %then3169, %endif3073
  tail call void @llvm.nvvm.barrier0()
  %mul3246 = mul nuw nsw i64 %parity3046, 576
  %add3247 = or disjoint i64 %mul3246, %add3245
  %shared3248 = getelementptr inbounds float, ptr addrspace(3) @band.edges, i64 %add3247
  %add3253 = or disjoint i64 %mul3246, %add3250
  %shared3254 = getelementptr inbounds float, ptr addrspace(3) @band.edges, i64 %add3253
  %bits3255 = bitcast float %phi3017 to i32
  %call3256 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3255, i32 1, i32 0)
  %leaf3257 = bitcast i32 %call3256 to float
  %p3258 = getelementptr i8, ptr addrspace(3) %shared3248, i64 144
  %address3259 = ptrtoint ptr addrspace(3) %p3258 to i64
  %125 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3259, i1 %cmp3047, float %leaf3257) #5
  %fmul3260 = fmul float %125, 2.000000e+00
  %fadd3261 = fadd float %phi3014, %fmul3260
  %fmul3262 = fmul float %phi3016, 3.000000e+00
  %fadd3263 = fadd float %fmul3262, %fadd3261
  %fmul3264 = fmul float %phi3017, 4.000000e+00
  %fadd3265 = fadd float %fmul3264, %fadd3263
  %fmul3266 = fmul float %phi3018, 5.000000e+00
  %fadd3267 = fadd float %fmul3266, %fadd3265
  %bits3268 = bitcast float %phi3016 to i32
  %call3269 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3268, i32 1, i32 31)
  %leaf3270 = bitcast i32 %call3269 to float
  %p3271 = getelementptr i8, ptr addrspace(3) %shared3254, i64 144
  %address3272 = ptrtoint ptr addrspace(3) %p3271 to i64
  %126 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3272, i1 %cmp3071, float %leaf3270) #5
  %fmul3273 = fmul float %phi3016, 2.000000e+00
  %fadd3274 = fadd float %phi3015, %fmul3273
  %fmul3275 = fmul float %phi3017, 3.000000e+00
  %fadd3276 = fadd float %fadd3274, %fmul3275
  %fmul3277 = fmul float %126, 4.000000e+00
  %fadd3278 = fadd float %fadd3276, %fmul3277
  %fmul3279 = fmul float %phi3019, 5.000000e+00
  %fadd3280 = fadd float %fmul3279, %fadd3278
  %bits3281 = bitcast float %phi3019 to i32
  %call3282 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3281, i32 1, i32 0)
  %leaf3283 = bitcast i32 %call3282 to float
  %p3284 = getelementptr i8, ptr addrspace(3) %shared3248, i64 288
  %address3285 = ptrtoint ptr addrspace(3) %p3284 to i64
  %127 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3285, i1 %cmp3047, float %leaf3283) #5
  %fmul3286 = fmul float %127, 2.000000e+00
  %fadd3287 = fadd float %phi3016, %fmul3286
  %fmul3288 = fmul float %phi3018, 3.000000e+00
  %fadd3289 = fadd float %fmul3288, %fadd3287
  %fmul3290 = fmul float %phi3019, 4.000000e+00
  %fadd3291 = fadd float %fmul3290, %fadd3289
  %fmul3292 = fmul float %phi3020, 5.000000e+00
  %fadd3293 = fadd float %fmul3292, %fadd3291
  %bits3294 = bitcast float %phi3018 to i32
  %call3295 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3294, i32 1, i32 31)
  %leaf3296 = bitcast i32 %call3295 to float
  %p3297 = getelementptr i8, ptr addrspace(3) %shared3254, i64 288
  %address3298 = ptrtoint ptr addrspace(3) %p3297 to i64
  %128 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3298, i1 %cmp3071, float %leaf3296) #5
  %fmul3299 = fmul float %phi3018, 2.000000e+00
  %fadd3300 = fadd float %phi3017, %fmul3299
  %fmul3301 = fmul float %phi3019, 3.000000e+00
  %fadd3302 = fadd float %fadd3300, %fmul3301
  %fmul3303 = fmul float %128, 4.000000e+00
  %fadd3304 = fadd float %fadd3302, %fmul3303
  %fmul3305 = fmul float %phi3021, 5.000000e+00
  %fadd3306 = fadd float %fmul3305, %fadd3304
  %bits3307 = bitcast float %phi3021 to i32
  %call3308 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3307, i32 1, i32 0)
  %leaf3309 = bitcast i32 %call3308 to float
  %p3310 = getelementptr i8, ptr addrspace(3) %shared3248, i64 432
  %address3311 = ptrtoint ptr addrspace(3) %p3310 to i64
  %129 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3311, i1 %cmp3047, float %leaf3309) #5
  %fmul3312 = fmul float %129, 2.000000e+00
  %fadd3313 = fadd float %phi3018, %fmul3312
  %fmul3314 = fmul float %phi3020, 3.000000e+00
  %fadd3315 = fadd float %fmul3314, %fadd3313
  %fmul3316 = fmul float %phi3021, 4.000000e+00
  %fadd3317 = fadd float %fmul3316, %fadd3315
  %fmul3318 = fmul float %phi3022, 5.000000e+00
  %fadd3319 = fadd float %fmul3318, %fadd3317
  %bits3320 = bitcast float %phi3020 to i32
  %call3321 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3320, i32 1, i32 31)
  %leaf3322 = bitcast i32 %call3321 to float
  %p3323 = getelementptr i8, ptr addrspace(3) %shared3254, i64 432
  %address3324 = ptrtoint ptr addrspace(3) %p3323 to i64
  %130 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3324, i1 %cmp3071, float %leaf3322) #5
  %fmul3325 = fmul float %phi3020, 2.000000e+00
  %fadd3326 = fadd float %phi3019, %fmul3325
  %fmul3327 = fmul float %phi3021, 3.000000e+00
  %fadd3328 = fadd float %fadd3326, %fmul3327
  %fmul3329 = fmul float %130, 4.000000e+00
  %fadd3330 = fadd float %fadd3328, %fmul3329
  %fmul3331 = fmul float %phi3023, 5.000000e+00
  %fadd3332 = fadd float %fmul3331, %fadd3330
  %bits3333 = bitcast float %phi3023 to i32
  %call3334 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3333, i32 1, i32 0)
  %leaf3335 = bitcast i32 %call3334 to float
  %p3336 = getelementptr i8, ptr addrspace(3) %shared3248, i64 576
  %address3337 = ptrtoint ptr addrspace(3) %p3336 to i64
  %131 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3337, i1 %cmp3047, float %leaf3335) #5
  %fmul3338 = fmul float %131, 2.000000e+00
  %fadd3339 = fadd float %phi3020, %fmul3338
  %fmul3340 = fmul float %phi3022, 3.000000e+00
  %fadd3341 = fadd float %fmul3340, %fadd3339
  %fmul3342 = fmul float %phi3023, 4.000000e+00
  %fadd3343 = fadd float %fmul3342, %fadd3341
  %fmul3344 = fmul float %phi3024, 5.000000e+00
  %fadd3345 = fadd float %fmul3344, %fadd3343
  %bits3346 = bitcast float %phi3022 to i32
  %call3347 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3346, i32 1, i32 31)
  %leaf3348 = bitcast i32 %call3347 to float
  %p3349 = getelementptr i8, ptr addrspace(3) %shared3254, i64 576
  %address3350 = ptrtoint ptr addrspace(3) %p3349 to i64
  %132 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3350, i1 %cmp3071, float %leaf3348) #5
  %fmul3351 = fmul float %phi3022, 2.000000e+00
  %fadd3352 = fadd float %phi3021, %fmul3351
  %fmul3353 = fmul float %phi3023, 3.000000e+00
  %fadd3354 = fadd float %fadd3352, %fmul3353
  %fmul3355 = fmul float %132, 4.000000e+00
  %fadd3356 = fadd float %fadd3354, %fmul3355
  %fmul3357 = fmul float %phi3025, 5.000000e+00
  %fadd3358 = fadd float %fmul3357, %fadd3356
  %bits3359 = bitcast float %phi3025 to i32
  %call3360 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3359, i32 1, i32 0)
  %leaf3361 = bitcast i32 %call3360 to float
  %p3362 = getelementptr i8, ptr addrspace(3) %shared3248, i64 720
  %address3363 = ptrtoint ptr addrspace(3) %p3362 to i64
  %133 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3363, i1 %cmp3047, float %leaf3361) #5
  %fmul3364 = fmul float %133, 2.000000e+00
  %fadd3365 = fadd float %phi3022, %fmul3364
  %fmul3366 = fmul float %phi3024, 3.000000e+00
  %fadd3367 = fadd float %fmul3366, %fadd3365
  %fmul3368 = fmul float %phi3025, 4.000000e+00
  %fadd3369 = fadd float %fmul3368, %fadd3367
  %fmul3370 = fmul float %phi3026, 5.000000e+00
  %fadd3371 = fadd float %fmul3370, %fadd3369
  %bits3372 = bitcast float %phi3024 to i32
  %call3373 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3372, i32 1, i32 31)
  %leaf3374 = bitcast i32 %call3373 to float
  %p3375 = getelementptr i8, ptr addrspace(3) %shared3254, i64 720
  %address3376 = ptrtoint ptr addrspace(3) %p3375 to i64
  %134 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3376, i1 %cmp3071, float %leaf3374) #5
  %fmul3377 = fmul float %phi3024, 2.000000e+00
  %fadd3378 = fadd float %phi3023, %fmul3377
  %fmul3379 = fmul float %phi3025, 3.000000e+00
  %fadd3380 = fadd float %fadd3378, %fmul3379
  %fmul3381 = fmul float %134, 4.000000e+00
  %fadd3382 = fadd float %fadd3380, %fmul3381
  %fmul3383 = fmul float %phi3027, 5.000000e+00
  %fadd3384 = fadd float %fmul3383, %fadd3382
  %bits3385 = bitcast float %phi3027 to i32
  %call3386 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3385, i32 1, i32 0)
  %leaf3387 = bitcast i32 %call3386 to float
  %p3388 = getelementptr i8, ptr addrspace(3) %shared3248, i64 864
  %address3389 = ptrtoint ptr addrspace(3) %p3388 to i64
  %135 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3389, i1 %cmp3047, float %leaf3387) #5
  %fmul3390 = fmul float %135, 2.000000e+00
  %fadd3391 = fadd float %phi3024, %fmul3390
  %fmul3392 = fmul float %phi3026, 3.000000e+00
  %fadd3393 = fadd float %fmul3392, %fadd3391
  %fmul3394 = fmul float %phi3027, 4.000000e+00
  %fadd3395 = fadd float %fmul3394, %fadd3393
  %fmul3396 = fmul float %phi3028, 5.000000e+00
  %fadd3397 = fadd float %fmul3396, %fadd3395
  %bits3398 = bitcast float %phi3026 to i32
  %call3399 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3398, i32 1, i32 31)
  %leaf3400 = bitcast i32 %call3399 to float
  %p3401 = getelementptr i8, ptr addrspace(3) %shared3254, i64 864
  %address3402 = ptrtoint ptr addrspace(3) %p3401 to i64
  %136 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3402, i1 %cmp3071, float %leaf3400) #5
  %fmul3403 = fmul float %phi3026, 2.000000e+00
  %fadd3404 = fadd float %phi3025, %fmul3403
  %fmul3405 = fmul float %phi3027, 3.000000e+00
  %fadd3406 = fadd float %fadd3404, %fmul3405
  %fmul3407 = fmul float %136, 4.000000e+00
  %fadd3408 = fadd float %fadd3406, %fmul3407
  %fmul3409 = fmul float %phi3029, 5.000000e+00
  %fadd3410 = fadd float %fmul3409, %fadd3408
  %bits3411 = bitcast float %phi3029 to i32
  %call3412 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3411, i32 1, i32 0)
  %leaf3413 = bitcast i32 %call3412 to float
  %p3414 = getelementptr i8, ptr addrspace(3) %shared3248, i64 1008
  %address3415 = ptrtoint ptr addrspace(3) %p3414 to i64
  %137 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3415, i1 %cmp3047, float %leaf3413) #5
  %fmul3416 = fmul float %137, 2.000000e+00
  %fadd3417 = fadd float %phi3026, %fmul3416
  %fmul3418 = fmul float %phi3028, 3.000000e+00
  %fadd3419 = fadd float %fmul3418, %fadd3417
  %fmul3420 = fmul float %phi3029, 4.000000e+00
  %fadd3421 = fadd float %fmul3420, %fadd3419
  %fmul3422 = fmul float %phi3030, 5.000000e+00
  %fadd3423 = fadd float %fmul3422, %fadd3421
  %bits3424 = bitcast float %phi3028 to i32
  %call3425 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3424, i32 1, i32 31)
  %leaf3426 = bitcast i32 %call3425 to float
  %p3427 = getelementptr i8, ptr addrspace(3) %shared3254, i64 1008
  %address3428 = ptrtoint ptr addrspace(3) %p3427 to i64
  %138 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3428, i1 %cmp3071, float %leaf3426) #5
  %fmul3429 = fmul float %phi3028, 2.000000e+00
  %fadd3430 = fadd float %phi3027, %fmul3429
  %fmul3431 = fmul float %phi3029, 3.000000e+00
  %fadd3432 = fadd float %fadd3430, %fmul3431
  %fmul3433 = fmul float %138, 4.000000e+00
  %fadd3434 = fadd float %fadd3432, %fmul3433
  %fmul3435 = fmul float %phi3031, 5.000000e+00
  %fadd3436 = fadd float %fmul3435, %fadd3434
  %bits3437 = bitcast float %phi3031 to i32
  %call3438 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3437, i32 1, i32 0)
  %leaf3439 = bitcast i32 %call3438 to float
  %p3440 = getelementptr i8, ptr addrspace(3) %shared3248, i64 1152
  %address3441 = ptrtoint ptr addrspace(3) %p3440 to i64
  %139 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3441, i1 %cmp3047, float %leaf3439) #5
  %fmul3442 = fmul float %139, 2.000000e+00
  %fadd3443 = fadd float %phi3028, %fmul3442
  %fmul3444 = fmul float %phi3030, 3.000000e+00
  %fadd3445 = fadd float %fmul3444, %fadd3443
  %fmul3446 = fmul float %phi3031, 4.000000e+00
  %fadd3447 = fadd float %fmul3446, %fadd3445
  %fmul3448 = fmul float %phi3032, 5.000000e+00
  %fadd3449 = fadd float %fmul3448, %fadd3447
  %bits3450 = bitcast float %phi3030 to i32
  %call3451 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3450, i32 1, i32 31)
  %leaf3452 = bitcast i32 %call3451 to float
  %p3453 = getelementptr i8, ptr addrspace(3) %shared3254, i64 1152
  %address3454 = ptrtoint ptr addrspace(3) %p3453 to i64
  %140 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3454, i1 %cmp3071, float %leaf3452) #5
  %fmul3455 = fmul float %phi3030, 2.000000e+00
  %fadd3456 = fadd float %phi3029, %fmul3455
  %fmul3457 = fmul float %phi3031, 3.000000e+00
  %fadd3458 = fadd float %fadd3456, %fmul3457
  %fmul3459 = fmul float %140, 4.000000e+00
  %fadd3460 = fadd float %fadd3458, %fmul3459
  %fmul3461 = fmul float %phi3033, 5.000000e+00
  %fadd3462 = fadd float %fmul3461, %fadd3460
  %bits3463 = bitcast float %phi3033 to i32
  %call3464 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3463, i32 1, i32 0)
  %leaf3465 = bitcast i32 %call3464 to float
  %p3466 = getelementptr i8, ptr addrspace(3) %shared3248, i64 1296
  %address3467 = ptrtoint ptr addrspace(3) %p3466 to i64
  %141 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3467, i1 %cmp3047, float %leaf3465) #5
  %fmul3468 = fmul float %141, 2.000000e+00
  %fadd3469 = fadd float %phi3030, %fmul3468
  %fmul3470 = fmul float %phi3032, 3.000000e+00
  %fadd3471 = fadd float %fmul3470, %fadd3469
  %fmul3472 = fmul float %phi3033, 4.000000e+00
  %fadd3473 = fadd float %fmul3472, %fadd3471
  %fmul3474 = fmul float %phi3034, 5.000000e+00
  %fadd3475 = fadd float %fmul3474, %fadd3473
  %bits3476 = bitcast float %phi3032 to i32
  %call3477 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3476, i32 1, i32 31)
  %leaf3478 = bitcast i32 %call3477 to float
  %p3479 = getelementptr i8, ptr addrspace(3) %shared3254, i64 1296
  %address3480 = ptrtoint ptr addrspace(3) %p3479 to i64
  %142 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3480, i1 %cmp3071, float %leaf3478) #5
  %fmul3481 = fmul float %phi3032, 2.000000e+00
  %fadd3482 = fadd float %phi3031, %fmul3481
  %fmul3483 = fmul float %phi3033, 3.000000e+00
  %fadd3484 = fadd float %fadd3482, %fmul3483
  %fmul3485 = fmul float %142, 4.000000e+00
  %fadd3486 = fadd float %fadd3484, %fmul3485
  %fmul3487 = fmul float %phi3035, 5.000000e+00
  %fadd3488 = fadd float %fmul3487, %fadd3486
  %bits3489 = bitcast float %phi3035 to i32
  %call3490 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3489, i32 1, i32 0)
  %leaf3491 = bitcast i32 %call3490 to float
  %p3492 = getelementptr i8, ptr addrspace(3) %shared3248, i64 1440
  %address3493 = ptrtoint ptr addrspace(3) %p3492 to i64
  %143 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3493, i1 %cmp3047, float %leaf3491) #5
  %fmul3494 = fmul float %143, 2.000000e+00
  %fadd3495 = fadd float %phi3032, %fmul3494
  %fmul3496 = fmul float %phi3034, 3.000000e+00
  %fadd3497 = fadd float %fmul3496, %fadd3495
  %fmul3498 = fmul float %phi3035, 4.000000e+00
  %fadd3499 = fadd float %fmul3498, %fadd3497
  %fmul3500 = fmul float %phi3036, 5.000000e+00
  %fadd3501 = fadd float %fmul3500, %fadd3499
  %bits3502 = bitcast float %phi3034 to i32
  %call3503 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3502, i32 1, i32 31)
  %leaf3504 = bitcast i32 %call3503 to float
  %p3505 = getelementptr i8, ptr addrspace(3) %shared3254, i64 1440
  %address3506 = ptrtoint ptr addrspace(3) %p3505 to i64
  %144 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3506, i1 %cmp3071, float %leaf3504) #5
  %fmul3507 = fmul float %phi3034, 2.000000e+00
  %fadd3508 = fadd float %phi3033, %fmul3507
  %fmul3509 = fmul float %phi3035, 3.000000e+00
  %fadd3510 = fadd float %fadd3508, %fmul3509
  %fmul3511 = fmul float %144, 4.000000e+00
  %fadd3512 = fadd float %fadd3510, %fmul3511
  %fmul3513 = fmul float %phi3037, 5.000000e+00
  %fadd3514 = fadd float %fmul3513, %fadd3512
  %bits3515 = bitcast float %phi3037 to i32
  %call3516 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3515, i32 1, i32 0)
  %leaf3517 = bitcast i32 %call3516 to float
  %p3518 = getelementptr i8, ptr addrspace(3) %shared3248, i64 1584
  %address3519 = ptrtoint ptr addrspace(3) %p3518 to i64
  %145 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3519, i1 %cmp3047, float %leaf3517) #5
  %fmul3520 = fmul float %145, 2.000000e+00
  %fadd3521 = fadd float %phi3034, %fmul3520
  %fmul3522 = fmul float %phi3036, 3.000000e+00
  %fadd3523 = fadd float %fmul3522, %fadd3521
  %fmul3524 = fmul float %phi3037, 4.000000e+00
  %fadd3525 = fadd float %fmul3524, %fadd3523
  %fmul3526 = fmul float %phi3038, 5.000000e+00
  %fadd3527 = fadd float %fmul3526, %fadd3525
  %bits3528 = bitcast float %phi3036 to i32
  %call3529 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3528, i32 1, i32 31)
  %leaf3530 = bitcast i32 %call3529 to float
  %p3531 = getelementptr i8, ptr addrspace(3) %shared3254, i64 1584
  %address3532 = ptrtoint ptr addrspace(3) %p3531 to i64
  %146 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3532, i1 %cmp3071, float %leaf3530) #5
  %fmul3533 = fmul float %phi3036, 2.000000e+00
  %fadd3534 = fadd float %phi3035, %fmul3533
  %fmul3535 = fmul float %phi3037, 3.000000e+00
  %fadd3536 = fadd float %fadd3534, %fmul3535
  %fmul3537 = fmul float %146, 4.000000e+00
  %fadd3538 = fadd float %fadd3536, %fmul3537
  %fmul3539 = fmul float %phi3039, 5.000000e+00
  %fadd3540 = fadd float %fmul3539, %fadd3538
  %bits3541 = bitcast float %phi3039 to i32
  %call3542 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3541, i32 1, i32 0)
  %leaf3543 = bitcast i32 %call3542 to float
  %p3544 = getelementptr i8, ptr addrspace(3) %shared3248, i64 1728
  %address3545 = ptrtoint ptr addrspace(3) %p3544 to i64
  %147 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3545, i1 %cmp3047, float %leaf3543) #5
  %fmul3546 = fmul float %147, 2.000000e+00
  %fadd3547 = fadd float %phi3036, %fmul3546
  %fmul3548 = fmul float %phi3038, 3.000000e+00
  %fadd3549 = fadd float %fmul3548, %fadd3547
  %fmul3550 = fmul float %phi3039, 4.000000e+00
  %fadd3551 = fadd float %fmul3550, %fadd3549
  %fmul3552 = fmul float %phi3040, 5.000000e+00
  %fadd3553 = fadd float %fmul3552, %fadd3551
  %bits3554 = bitcast float %phi3038 to i32
  %call3555 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3554, i32 1, i32 31)
  %leaf3556 = bitcast i32 %call3555 to float
  %p3557 = getelementptr i8, ptr addrspace(3) %shared3254, i64 1728
  %address3558 = ptrtoint ptr addrspace(3) %p3557 to i64
  %148 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3558, i1 %cmp3071, float %leaf3556) #5
  %fmul3559 = fmul float %phi3038, 2.000000e+00
  %fadd3560 = fadd float %phi3037, %fmul3559
  %fmul3561 = fmul float %phi3039, 3.000000e+00
  %fadd3562 = fadd float %fadd3560, %fmul3561
  %fmul3563 = fmul float %148, 4.000000e+00
  %fadd3564 = fadd float %fadd3562, %fmul3563
  %fmul3565 = fmul float %phi3041, 5.000000e+00
  %fadd3566 = fadd float %fmul3565, %fadd3564
  %bits3567 = bitcast float %phi3041 to i32
  %call3568 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3567, i32 1, i32 0)
  %leaf3569 = bitcast i32 %call3568 to float
  %p3570 = getelementptr i8, ptr addrspace(3) %shared3248, i64 1872
  %address3571 = ptrtoint ptr addrspace(3) %p3570 to i64
  %149 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3571, i1 %cmp3047, float %leaf3569) #5
  %fmul3572 = fmul float %149, 2.000000e+00
  %fadd3573 = fadd float %phi3038, %fmul3572
  %fmul3574 = fmul float %phi3040, 3.000000e+00
  %fadd3575 = fadd float %fmul3574, %fadd3573
  %fmul3576 = fmul float %phi3041, 4.000000e+00
  %fadd3577 = fadd float %fmul3576, %fadd3575
  %fmul3578 = fmul float %phi3042, 5.000000e+00
  %fadd3579 = fadd float %fmul3578, %fadd3577
  %bits3580 = bitcast float %phi3040 to i32
  %call3581 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3580, i32 1, i32 31)
  %leaf3582 = bitcast i32 %call3581 to float
  %p3583 = getelementptr i8, ptr addrspace(3) %shared3254, i64 1872
  %address3584 = ptrtoint ptr addrspace(3) %p3583 to i64
  %150 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3584, i1 %cmp3071, float %leaf3582) #5
  %fmul3585 = fmul float %phi3040, 2.000000e+00
  %fadd3586 = fadd float %phi3039, %fmul3585
  %fmul3587 = fmul float %phi3041, 3.000000e+00
  %fadd3588 = fadd float %fadd3586, %fmul3587
  %fmul3589 = fmul float %150, 4.000000e+00
  %fadd3590 = fadd float %fadd3588, %fmul3589
  %fmul3591 = fmul float %phi3043, 5.000000e+00
  %fadd3592 = fadd float %fmul3591, %fadd3590
  %bits3593 = bitcast float %phi3043 to i32
  %call3594 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3593, i32 1, i32 0)
  %leaf3595 = bitcast i32 %call3594 to float
  %p3596 = getelementptr i8, ptr addrspace(3) %shared3248, i64 2016
  %address3597 = ptrtoint ptr addrspace(3) %p3596 to i64
  %151 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3597, i1 %cmp3047, float %leaf3595) #5
  %fmul3598 = fmul float %151, 2.000000e+00
  %fadd3599 = fadd float %phi3040, %fmul3598
  %fmul3600 = fmul float %phi3042, 3.000000e+00
  %fadd3601 = fadd float %fmul3600, %fadd3599
  %fmul3602 = fmul float %phi3043, 4.000000e+00
  %fadd3603 = fadd float %fmul3602, %fadd3601
  %fmul3604 = fmul float %phi3044, 5.000000e+00
  %fadd3605 = fadd float %fmul3604, %fadd3603
  %bits3606 = bitcast float %phi3042 to i32
  %call3607 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits3606, i32 1, i32 31)
  %leaf3608 = bitcast i32 %call3607 to float
  %p3609 = getelementptr i8, ptr addrspace(3) %shared3254, i64 2016
  %address3610 = ptrtoint ptr addrspace(3) %p3609 to i64
  %152 = tail call float asm sideeffect "mov.b32 $0, $3; @$2 ld.shared.f32 $0, [$1];", "=f,l,b,f,~{memory}"(i64 %address3610, i1 %cmp3071, float %leaf3608) #5
  %fmul3611 = fmul float %phi3042, 2.000000e+00
  %fadd3612 = fadd float %phi3041, %fmul3611
  %fmul3613 = fmul float %phi3043, 3.000000e+00
  %fadd3614 = fadd float %fadd3612, %fmul3613
  %fmul3615 = fmul float %152, 4.000000e+00
  %fadd3616 = fadd float %fadd3614, %fmul3615
  %fmul3617 = fmul float %phi3045, 5.000000e+00
  %fadd3618 = fadd float %fmul3617, %fadd3616
  %sel3619 = select i1 %cmp465, float %fadd3345, float %phi3014
  %sel3620 = select i1 %cmp465, float %fadd3358, float %phi3015
  %sel3621 = select i1 %cmp465, float %fadd3345, float %fadd3267
  %sel3622 = select i1 %cmp465, float %fadd3358, float %fadd3280
  %sel3623 = select i1 %cmp465, float %fadd3345, float %fadd3293
  %sel3624 = select i1 %cmp465, float %fadd3358, float %fadd3306
  %sel3625 = select i1 %cmp465, float %fadd3345, float %fadd3319
  %sel3626 = select i1 %cmp465, float %fadd3358, float %fadd3332
  %sel3627 = select i1 %cmp467, float %fadd3527, float %fadd3553
  %sel3628 = select i1 %cmp467, float %fadd3540, float %fadd3566
  %sel3629 = select i1 %cmp467, float %fadd3527, float %fadd3579
  %sel3630 = select i1 %cmp467, float %fadd3540, float %fadd3592
  %sel3631 = select i1 %cmp467, float %fadd3527, float %fadd3605
  %sel3632 = select i1 %cmp467, float %fadd3540, float %fadd3618
  %sel3633 = select i1 %cmp467, float %fadd3527, float %phi3044
  %sel3634 = select i1 %cmp467, float %fadd3540, float %phi3045
  %add3635 = add nsw i64 %i3013, 1
  %cmp3636 = icmp slt i64 %add3635, %6
  br i1 %cmp3636, label %fold.body3010, label %fold.exit3011

then3680:                                         ; preds = %fold.exit3011
  %153 = getelementptr float, ptr addrspace(1) %1, i64 %mul3678
  %p3682 = getelementptr float, ptr addrspace(1) %153, i64 %mul
  store float %phi3645, ptr addrspace(1) %p3682, align 4
  br label %endif3681

endif3681:                                        ; preds = %then3680, %fold.exit3011
  %inside3690 = and i1 %cmp119, %cmp21
  br i1 %inside3690, label %then3693, label %endif3694

then3693:                                         ; preds = %endif3681
  %154 = getelementptr float, ptr addrspace(1) %1, i64 %mul3678
  %p3695 = getelementptr float, ptr addrspace(1) %154, i64 %add19
  store float %phi3646, ptr addrspace(1) %p3695, align 4
  br label %endif3694

endif3694:                                        ; preds = %then3693, %endif3681
  %cmp3702 = icmp slt i64 %add146, %4
  %inside3704 = and i1 %cmp3702, %cmp12
  %mul3705 = mul i64 %add146, %5
  br i1 %inside3704, label %then3707, label %endif3708

then3707:                                         ; preds = %endif3694
  %155 = getelementptr float, ptr addrspace(1) %1, i64 %mul3705
  %p3709 = getelementptr float, ptr addrspace(1) %155, i64 %mul
  store float %phi3647, ptr addrspace(1) %p3709, align 4
  br label %endif3708

endif3708:                                        ; preds = %then3707, %endif3694
  %inside3717 = and i1 %cmp3702, %cmp21
  br i1 %inside3717, label %then3720, label %endif3721

then3720:                                         ; preds = %endif3708
  %156 = getelementptr float, ptr addrspace(1) %1, i64 %mul3705
  %p3722 = getelementptr float, ptr addrspace(1) %156, i64 %add19
  store float %phi3648, ptr addrspace(1) %p3722, align 4
  br label %endif3721

endif3721:                                        ; preds = %then3720, %endif3708
  %cmp3729 = icmp slt i64 %add175, %4
  %inside3731 = and i1 %cmp3729, %cmp12
  %mul3732 = mul i64 %add175, %5
  br i1 %inside3731, label %then3734, label %endif3735

then3734:                                         ; preds = %endif3721
  %157 = getelementptr float, ptr addrspace(1) %1, i64 %mul3732
  %p3736 = getelementptr float, ptr addrspace(1) %157, i64 %mul
  store float %phi3649, ptr addrspace(1) %p3736, align 4
  br label %endif3735

endif3735:                                        ; preds = %then3734, %endif3721
  %inside3744 = and i1 %cmp3729, %cmp21
  br i1 %inside3744, label %then3747, label %endif3748

then3747:                                         ; preds = %endif3735
  %158 = getelementptr float, ptr addrspace(1) %1, i64 %mul3732
  %p3749 = getelementptr float, ptr addrspace(1) %158, i64 %add19
  store float %phi3650, ptr addrspace(1) %p3749, align 4
  br label %endif3748

endif3748:                                        ; preds = %then3747, %endif3735
  %cmp3756 = icmp slt i64 %add204, %4
  %inside3758 = and i1 %cmp3756, %cmp12
  %mul3759 = mul i64 %add204, %5
  br i1 %inside3758, label %then3761, label %endif3762

then3761:                                         ; preds = %endif3748
  %159 = getelementptr float, ptr addrspace(1) %1, i64 %mul3759
  %p3763 = getelementptr float, ptr addrspace(1) %159, i64 %mul
  store float %phi3651, ptr addrspace(1) %p3763, align 4
  br label %endif3762

endif3762:                                        ; preds = %then3761, %endif3748
  %inside3771 = and i1 %cmp3756, %cmp21
  br i1 %inside3771, label %then3774, label %endif3775

then3774:                                         ; preds = %endif3762
  %160 = getelementptr float, ptr addrspace(1) %1, i64 %mul3759
  %p3776 = getelementptr float, ptr addrspace(1) %160, i64 %add19
  store float %phi3652, ptr addrspace(1) %p3776, align 4
  br label %endif3775

endif3775:                                        ; preds = %then3774, %endif3762
  %cmp3783 = icmp slt i64 %add233, %4
  %inside3785 = and i1 %cmp3783, %cmp12
  %mul3786 = mul i64 %add233, %5
  br i1 %inside3785, label %then3788, label %endif3789

then3788:                                         ; preds = %endif3775
  %161 = getelementptr float, ptr addrspace(1) %1, i64 %mul3786
  %p3790 = getelementptr float, ptr addrspace(1) %161, i64 %mul
  store float %phi3653, ptr addrspace(1) %p3790, align 4
  br label %endif3789

endif3789:                                        ; preds = %then3788, %endif3775
  %inside3798 = and i1 %cmp3783, %cmp21
  br i1 %inside3798, label %then3801, label %endif3802

then3801:                                         ; preds = %endif3789
  %162 = getelementptr float, ptr addrspace(1) %1, i64 %mul3786
  %p3803 = getelementptr float, ptr addrspace(1) %162, i64 %add19
  store float %phi3654, ptr addrspace(1) %p3803, align 4
  br label %endif3802

endif3802:                                        ; preds = %then3801, %endif3789
  %cmp3810 = icmp slt i64 %add262, %4
  %inside3812 = and i1 %cmp3810, %cmp12
  %mul3813 = mul i64 %add262, %5
  br i1 %inside3812, label %then3815, label %endif3816

then3815:                                         ; preds = %endif3802
  %163 = getelementptr float, ptr addrspace(1) %1, i64 %mul3813
  %p3817 = getelementptr float, ptr addrspace(1) %163, i64 %mul
  store float %phi3655, ptr addrspace(1) %p3817, align 4
  br label %endif3816

endif3816:                                        ; preds = %then3815, %endif3802
  %inside3825 = and i1 %cmp3810, %cmp21
  br i1 %inside3825, label %then3828, label %endif3829

then3828:                                         ; preds = %endif3816
  %164 = getelementptr float, ptr addrspace(1) %1, i64 %mul3813
  %p3830 = getelementptr float, ptr addrspace(1) %164, i64 %add19
  store float %phi3656, ptr addrspace(1) %p3830, align 4
  br label %endif3829

endif3829:                                        ; preds = %then3828, %endif3816
  %cmp3837 = icmp slt i64 %add291, %4
  %inside3839 = and i1 %cmp3837, %cmp12
  %mul3840 = mul i64 %add291, %5
  br i1 %inside3839, label %then3842, label %endif3843

then3842:                                         ; preds = %endif3829
  %165 = getelementptr float, ptr addrspace(1) %1, i64 %mul3840
  %p3844 = getelementptr float, ptr addrspace(1) %165, i64 %mul
  store float %phi3657, ptr addrspace(1) %p3844, align 4
  br label %endif3843

endif3843:                                        ; preds = %then3842, %endif3829
  %inside3852 = and i1 %cmp3837, %cmp21
  br i1 %inside3852, label %then3855, label %endif3856

then3855:                                         ; preds = %endif3843
  %166 = getelementptr float, ptr addrspace(1) %1, i64 %mul3840
  %p3857 = getelementptr float, ptr addrspace(1) %166, i64 %add19
  store float %phi3658, ptr addrspace(1) %p3857, align 4
  br label %endif3856

endif3856:                                        ; preds = %then3855, %endif3843
  %cmp3864 = icmp slt i64 %add320, %4
  %inside3866 = and i1 %cmp3864, %cmp12
  %mul3867 = mul i64 %add320, %5
  br i1 %inside3866, label %then3869, label %endif3870

then3869:                                         ; preds = %endif3856
  %167 = getelementptr float, ptr addrspace(1) %1, i64 %mul3867
  %p3871 = getelementptr float, ptr addrspace(1) %167, i64 %mul
  store float %phi3659, ptr addrspace(1) %p3871, align 4
  br label %endif3870

endif3870:                                        ; preds = %then3869, %endif3856
  %inside3879 = and i1 %cmp3864, %cmp21
  br i1 %inside3879, label %then3882, label %endif3883

then3882:                                         ; preds = %endif3870
  %168 = getelementptr float, ptr addrspace(1) %1, i64 %mul3867
  %p3884 = getelementptr float, ptr addrspace(1) %168, i64 %add19
  store float %phi3660, ptr addrspace(1) %p3884, align 4
  br label %endif3883

endif3883:                                        ; preds = %then3882, %endif3870
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
