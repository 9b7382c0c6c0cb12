; ModuleID = 'systole_stencil_tile_j2d9pt_f32'
source_filename = "systole_stencil_tile_j2d9pt_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @systole_stencil_tile_j2d9pt_f32_elements(i64 %0, i64 %1, ptr addrspace(1) noalias readonly %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, ptr addrspace(1) noalias %11, i64 %12, i64 %13) local_unnamed_addr {
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
  %sub = add i64 %4, -62
  %div = sdiv i64 %sub, 60
  %14 = tail call i64 @llvm.smax.i64(i64 %div, i64 -1)
  %call10 = add nsw i64 %14, 1
  %call11 = tail call i64 @llvm.smin.i64(i64 %12, i64 %call10)
  %cmp = icmp slt i64 %sub, 0
  %15 = tail call i64 @llvm.smax.i64(i64 %call11, i64 1)
  %call12 = select i1 %cmp, i64 1, i64 %15
  %sub13 = add i64 %3, -34
  %div14 = sdiv i64 %sub13, 32
  %16 = tail call i64 @llvm.smax.i64(i64 %div14, i64 -1)
  %call16 = add nsw i64 %16, 1
  %call17 = tail call i64 @llvm.smin.i64(i64 %13, i64 %call16)
  %cmp18 = icmp slt i64 %sub13, 0
  %17 = tail call i64 @llvm.smax.i64(i64 %call17, i64 1)
  %call20 = select i1 %cmp18, i64 1, i64 %17
  %address = ptrtoint ptr addrspace(1) %11 to i64
  %18 = or i64 %6, %4
  %19 = and i64 %18, 1
  %address26 = ptrtoint ptr addrspace(1) %2 to i64
  %low2057 = or i64 %address, %address26
  %20 = and i64 %low2057, 7
  %21 = or i64 %20, %19
  %aligned29 = icmp eq i64 %21, 0
  %mul30 = mul i64 %13, %12
  %cmp31 = icmp slt i64 %warp, %mul30
  br i1 %cmp31, label %stride.body.preheader, label %stride.exit

stride.body.preheader:                            ; preds = %entry
  %mul921 = shl nuw nsw i64 %lane, 1
  %sub920 = add nsw i64 %mul921, -2
  %add927 = add i64 %6, 1
  %sub930 = add i64 %4, -1
  %cmp940 = icmp ne i64 %lane, 0
  %cmp941 = icmp ne i64 %lane, 31
  %out.lane942 = and i1 %cmp940, %cmp941
  %sub948 = add i64 %5, 3
  %add955 = add i64 %5, 1
  %sub958 = add i64 %3, -1
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %endif
  %i = phi i64 [ %add2055, %endif ], [ %warp, %stride.body.preheader ]
  %i.frozen = freeze i64 %i
  %.frozen = freeze i64 %12
  %div33 = udiv i64 %i.frozen, %.frozen
  %22 = mul i64 %div33, %.frozen
  %rem32.decomposed = sub i64 %i.frozen, %22
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
  %add45 = add i64 %sub920, %mul41
  br i1 %inside40, label %then, label %else

stride.exit:                                      ; preds = %endif, %entry
  ret void

then:                                             ; preds = %stride.body
  %sub57 = add i64 %mul42, -2
  %mul59 = mul i64 %sub57, %4
  %23 = getelementptr float, ptr addrspace(1) %2, i64 %mul59
  %p = getelementptr float, ptr addrspace(1) %23, i64 %add45
  %call62 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p, i32 8)
  %x = extractelement <2 x float> %call62, i64 0
  %x63 = extractelement <2 x float> %call62, i64 1
  %add64 = add i64 %mul42, -1
  %mul65 = mul i64 %add64, %4
  %24 = getelementptr float, ptr addrspace(1) %2, i64 %mul65
  %p68 = getelementptr float, ptr addrspace(1) %24, i64 %add45
  %call69 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p68, i32 8)
  %x70 = extractelement <2 x float> %call69, i64 0
  %x71 = extractelement <2 x float> %call69, i64 1
  %mul73 = mul i64 %mul42, %4
  %25 = getelementptr float, ptr addrspace(1) %2, i64 %mul73
  %p76 = getelementptr float, ptr addrspace(1) %25, i64 %add45
  %call77 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p76, i32 8)
  %x78 = extractelement <2 x float> %call77, i64 0
  %x79 = extractelement <2 x float> %call77, i64 1
  %add80 = or disjoint i64 %mul42, 1
  %mul81 = mul i64 %add80, %4
  %26 = getelementptr float, ptr addrspace(1) %2, i64 %mul81
  %p84 = getelementptr float, ptr addrspace(1) %26, i64 %add45
  %call85 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p84, i32 8)
  %x86 = extractelement <2 x float> %call85, i64 0
  %x87 = extractelement <2 x float> %call85, i64 1
  %add88 = or disjoint i64 %mul42, 2
  %mul89 = mul i64 %add88, %4
  %27 = getelementptr float, ptr addrspace(1) %2, i64 %mul89
  %p92 = getelementptr float, ptr addrspace(1) %27, i64 %add45
  %call93 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p92, i32 8)
  %x94 = extractelement <2 x float> %call93, i64 0
  %x95 = extractelement <2 x float> %call93, i64 1
  %add96 = or disjoint i64 %mul42, 3
  %mul97 = mul i64 %add96, %4
  %28 = getelementptr float, ptr addrspace(1) %2, i64 %mul97
  %p100 = getelementptr float, ptr addrspace(1) %28, i64 %add45
  %call101 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p100, i32 8)
  %x102 = extractelement <2 x float> %call101, i64 0
  %x103 = extractelement <2 x float> %call101, i64 1
  %add104 = or disjoint i64 %mul42, 4
  %mul105 = mul i64 %add104, %4
  %29 = getelementptr float, ptr addrspace(1) %2, i64 %mul105
  %p108 = getelementptr float, ptr addrspace(1) %29, i64 %add45
  %call109 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p108, i32 8)
  %x110 = extractelement <2 x float> %call109, i64 0
  %x111 = extractelement <2 x float> %call109, i64 1
  %add112 = or disjoint i64 %mul42, 5
  %mul113 = mul i64 %add112, %4
  %30 = getelementptr float, ptr addrspace(1) %2, i64 %mul113
  %p116 = getelementptr float, ptr addrspace(1) %30, i64 %add45
  %call117 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p116, i32 8)
  %x118 = extractelement <2 x float> %call117, i64 0
  %x119 = extractelement <2 x float> %call117, i64 1
  %invariant.gep2070 = getelementptr float, ptr addrspace(1) %2, i64 %add45
  %invariant.gep2078 = getelementptr float, ptr addrspace(1) %11, i64 %add45
  br label %tile.steps

else:                                             ; preds = %stride.body
  %add924 = or disjoint i64 %add45, 1
  %call928 = tail call i64 @llvm.smin.i64(i64 %add45, i64 %add927)
  %call929 = tail call i64 @llvm.smax.i64(i64 %call928, i64 -2)
  %call931 = tail call i64 @llvm.smin.i64(i64 %call929, i64 %sub930)
  %call932 = tail call i64 @llvm.smax.i64(i64 %call931, i64 0)
  %call934 = tail call i64 @llvm.smin.i64(i64 %add924, i64 %add927)
  %call935 = tail call i64 @llvm.smax.i64(i64 %call934, i64 -2)
  %call937 = tail call i64 @llvm.smin.i64(i64 %call935, i64 %sub930)
  %call938 = tail call i64 @llvm.smax.i64(i64 %call937, i64 0)
  %cmp943 = icmp slt i64 %add45, %6
  %cmp944 = icmp slt i64 %add924, %6
  %add949 = sub i64 %sub948, %mul42
  %div9502058 = lshr i64 %add949, 2
  %31 = tail call i64 @llvm.umin.i64(i64 %div9502058, i64 8)
  %sub953 = add i64 %mul42, -2
  %call956 = tail call i64 @llvm.smin.i64(i64 %sub953, i64 %add955)
  %call957 = tail call i64 @llvm.smax.i64(i64 %call956, i64 -2)
  %call959 = tail call i64 @llvm.smin.i64(i64 %call957, i64 %sub958)
  %call960 = tail call i64 @llvm.smax.i64(i64 %call959, i64 0)
  %mul961 = mul i64 %call960, %4
  %32 = getelementptr float, ptr addrspace(1) %2, i64 %mul961
  %p964 = getelementptr float, ptr addrspace(1) %32, i64 %call932
  %v965 = load float, ptr addrspace(1) %p964, align 4
  %p968 = getelementptr float, ptr addrspace(1) %32, i64 %call938
  %v969 = load float, ptr addrspace(1) %p968, align 4
  %add970 = add i64 %mul42, -1
  %call972 = tail call i64 @llvm.smin.i64(i64 %add970, i64 %add955)
  %call973 = tail call i64 @llvm.smax.i64(i64 %call972, i64 -2)
  %call975 = tail call i64 @llvm.smin.i64(i64 %call973, i64 %sub958)
  %call976 = tail call i64 @llvm.smax.i64(i64 %call975, i64 0)
  %mul977 = mul i64 %call976, %4
  %33 = getelementptr float, ptr addrspace(1) %2, i64 %mul977
  %p980 = getelementptr float, ptr addrspace(1) %33, i64 %call932
  %v981 = load float, ptr addrspace(1) %p980, align 4
  %p984 = getelementptr float, ptr addrspace(1) %33, i64 %call938
  %v985 = load float, ptr addrspace(1) %p984, align 4
  %call988 = tail call i64 @llvm.smin.i64(i64 %mul42, i64 %add955)
  %call989 = tail call i64 @llvm.smax.i64(i64 %call988, i64 -2)
  %call991 = tail call i64 @llvm.smin.i64(i64 %call989, i64 %sub958)
  %call992 = tail call i64 @llvm.smax.i64(i64 %call991, i64 0)
  %mul993 = mul i64 %call992, %4
  %34 = getelementptr float, ptr addrspace(1) %2, i64 %mul993
  %p996 = getelementptr float, ptr addrspace(1) %34, i64 %call932
  %v997 = load float, ptr addrspace(1) %p996, align 4
  %p1000 = getelementptr float, ptr addrspace(1) %34, i64 %call938
  %v1001 = load float, ptr addrspace(1) %p1000, align 4
  %add1002 = or disjoint i64 %mul42, 1
  %call1004 = tail call i64 @llvm.smin.i64(i64 %add1002, i64 %add955)
  %call1005 = tail call i64 @llvm.smax.i64(i64 %call1004, i64 -2)
  %call1007 = tail call i64 @llvm.smin.i64(i64 %call1005, i64 %sub958)
  %call1008 = tail call i64 @llvm.smax.i64(i64 %call1007, i64 0)
  %mul1009 = mul i64 %call1008, %4
  %35 = getelementptr float, ptr addrspace(1) %2, i64 %mul1009
  %p1012 = getelementptr float, ptr addrspace(1) %35, i64 %call932
  %v1013 = load float, ptr addrspace(1) %p1012, align 4
  %p1016 = getelementptr float, ptr addrspace(1) %35, i64 %call938
  %v1017 = load float, ptr addrspace(1) %p1016, align 4
  %add1018 = or disjoint i64 %mul42, 2
  %call1020 = tail call i64 @llvm.smin.i64(i64 %add1018, i64 %add955)
  %call1021 = tail call i64 @llvm.smax.i64(i64 %call1020, i64 -2)
  %call1023 = tail call i64 @llvm.smin.i64(i64 %call1021, i64 %sub958)
  %call1024 = tail call i64 @llvm.smax.i64(i64 %call1023, i64 0)
  %mul1025 = mul i64 %call1024, %4
  %36 = getelementptr float, ptr addrspace(1) %2, i64 %mul1025
  %p1028 = getelementptr float, ptr addrspace(1) %36, i64 %call932
  %v1029 = load float, ptr addrspace(1) %p1028, align 4
  %p1032 = getelementptr float, ptr addrspace(1) %36, i64 %call938
  %v1033 = load float, ptr addrspace(1) %p1032, align 4
  %add1034 = or disjoint i64 %mul42, 3
  %call1036 = tail call i64 @llvm.smin.i64(i64 %add1034, i64 %add955)
  %call1037 = tail call i64 @llvm.smax.i64(i64 %call1036, i64 -2)
  %call1039 = tail call i64 @llvm.smin.i64(i64 %call1037, i64 %sub958)
  %call1040 = tail call i64 @llvm.smax.i64(i64 %call1039, i64 0)
  %mul1041 = mul i64 %call1040, %4
  %37 = getelementptr float, ptr addrspace(1) %2, i64 %mul1041
  %p1044 = getelementptr float, ptr addrspace(1) %37, i64 %call932
  %v1045 = load float, ptr addrspace(1) %p1044, align 4
  %p1048 = getelementptr float, ptr addrspace(1) %37, i64 %call938
  %v1049 = load float, ptr addrspace(1) %p1048, align 4
  %add1050 = or disjoint i64 %mul42, 4
  %call1052 = tail call i64 @llvm.smin.i64(i64 %add1050, i64 %add955)
  %call1053 = tail call i64 @llvm.smax.i64(i64 %call1052, i64 -2)
  %call1055 = tail call i64 @llvm.smin.i64(i64 %call1053, i64 %sub958)
  %call1056 = tail call i64 @llvm.smax.i64(i64 %call1055, i64 0)
  %mul1057 = mul i64 %call1056, %4
  %38 = getelementptr float, ptr addrspace(1) %2, i64 %mul1057
  %p1060 = getelementptr float, ptr addrspace(1) %38, i64 %call932
  %v1061 = load float, ptr addrspace(1) %p1060, align 4
  %p1064 = getelementptr float, ptr addrspace(1) %38, i64 %call938
  %v1065 = load float, ptr addrspace(1) %p1064, align 4
  %add1066 = or disjoint i64 %mul42, 5
  %call1068 = tail call i64 @llvm.smin.i64(i64 %add1066, i64 %add955)
  %call1069 = tail call i64 @llvm.smax.i64(i64 %call1068, i64 -2)
  %call1071 = tail call i64 @llvm.smin.i64(i64 %call1069, i64 %sub958)
  %call1072 = tail call i64 @llvm.smax.i64(i64 %call1071, i64 0)
  %mul1073 = mul i64 %call1072, %4
  %39 = getelementptr float, ptr addrspace(1) %2, i64 %mul1073
  %p1076 = getelementptr float, ptr addrspace(1) %39, i64 %call932
  %v1077 = load float, ptr addrspace(1) %p1076, align 4
  %p1080 = getelementptr float, ptr addrspace(1) %39, i64 %call938
  %v1081 = load float, ptr addrspace(1) %p1080, align 4
  %invariant.gep = getelementptr float, ptr addrspace(1) %11, i64 %add45
  br label %tile.steps1082

endif:                                            ; preds = %endif1118, %endif1431, %endif1747, %endif651
  %add2055 = add i64 %i, %warp8
  %cmp2056 = icmp slt i64 %add2055, %mul30
  br i1 %cmp2056, label %stride.body, label %stride.exit

tile.steps:                                       ; preds = %endif911, %then
  %group = phi i64 [ 0, %then ], [ %add915, %endif911 ]
  %phi = phi float [ %x, %then ], [ %phi439, %endif911 ]
  %phi120 = phi float [ %x63, %then ], [ %phi440, %endif911 ]
  %phi121 = phi float [ %x70, %then ], [ %phi441, %endif911 ]
  %phi122 = phi float [ %x71, %then ], [ %phi442, %endif911 ]
  %phi123 = phi float [ %x78, %then ], [ %phi443, %endif911 ]
  %phi124 = phi float [ %x79, %then ], [ %phi444, %endif911 ]
  %phi125 = phi float [ %x86, %then ], [ %phi445, %endif911 ]
  %phi126 = phi float [ %x87, %then ], [ %phi446, %endif911 ]
  %phi127 = phi float [ %x94, %then ], [ %phi699, %endif911 ]
  %phi128 = phi float [ %x95, %then ], [ %phi700, %endif911 ]
  %phi129 = phi float [ %x102, %then ], [ %phi701, %endif911 ]
  %phi130 = phi float [ %x103, %then ], [ %phi702, %endif911 ]
  %phi131 = phi float [ %x110, %then ], [ %phi703, %endif911 ]
  %phi132 = phi float [ %x111, %then ], [ %phi704, %endif911 ]
  %phi133 = phi float [ %x118, %then ], [ %phi705, %endif911 ]
  %phi134 = phi float [ %x119, %then ], [ %phi706, %endif911 ]
  %mul145 = mul nuw nsw i64 %group, 12
  %add146 = add nuw nsw i64 %mul145, %mul42
  %add149 = add nuw nsw i64 %add146, 6
  %mul154 = mul i64 %add149, %4
  %gep2071 = getelementptr float, ptr addrspace(1) %invariant.gep2070, i64 %mul154
  %call158 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep2071, i32 8)
  %x159 = extractelement <2 x float> %call158, i64 0
  %x160 = extractelement <2 x float> %call158, i64 1
  %add161 = add nuw nsw i64 %add146, 7
  %mul162 = mul i64 %add161, %4
  %gep2073 = getelementptr float, ptr addrspace(1) %invariant.gep2070, i64 %mul162
  %call166 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep2073, i32 8)
  %x167 = extractelement <2 x float> %call166, i64 0
  %x168 = extractelement <2 x float> %call166, i64 1
  %add169 = add i64 %add146, 8
  %mul170 = mul i64 %add169, %4
  %gep2075 = getelementptr float, ptr addrspace(1) %invariant.gep2070, i64 %mul170
  %call174 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep2075, i32 8)
  %x175 = extractelement <2 x float> %call174, i64 0
  %x176 = extractelement <2 x float> %call174, i64 1
  %add177 = add i64 %add146, 9
  %mul178 = mul i64 %add177, %4
  %gep2077 = getelementptr float, ptr addrspace(1) %invariant.gep2070, i64 %mul178
  %call182 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep2077, i32 8)
  %x183 = extractelement <2 x float> %call182, i64 0
  %x184 = extractelement <2 x float> %call182, i64 1
  %bits = bitcast float %phi123 to i32
  %call193 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits, i32 1, i32 0)
  %bits194 = bitcast float %phi124 to i32
  %call195 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits194, i32 1, i32 0)
  %call198 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits, i32 1, i32 31)
  %call215 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits194, i32 1, i32 31)
  switch i64 %lane, label %then236 [
    i64 31, label %endif237
    i64 0, label %endif237
  ]

then236:                                          ; preds = %tile.steps
  %mul234 = mul i64 %add146, %6
  %fmul217 = fmul float %phi122, 2.000000e+00
  %fadd218 = fadd float %phi120, %fmul217
  %leaf196 = bitcast i32 %call195 to float
  %fmul219 = fmul float %leaf196, 3.000000e+00
  %fadd220 = fadd float %fadd218, %fmul219
  %fmul221 = fmul float %phi123, 4.000000e+00
  %fadd222 = fadd float %fmul221, %fadd220
  %fmul223 = fmul float %phi124, 5.000000e+00
  %fadd224 = fadd float %fmul223, %fadd222
  %leaf199 = bitcast i32 %call198 to float
  %fmul225 = fmul float %leaf199, 6.000000e+00
  %fadd226 = fadd float %fmul225, %fadd224
  %leaf216 = bitcast i32 %call215 to float
  %fmul227 = fmul float %leaf216, 7.000000e+00
  %fadd228 = fadd float %fmul227, %fadd226
  %fmul229 = fmul float %phi126, 8.000000e+00
  %fadd230 = fadd float %fmul229, %fadd228
  %fmul231 = fmul float %phi128, 9.000000e+00
  %fadd232 = fadd float %fmul231, %fadd230
  %fmul = fmul float %phi121, 2.000000e+00
  %fadd = fadd float %phi, %fmul
  %leaf = bitcast i32 %call193 to float
  %fmul200 = fmul float %leaf, 3.000000e+00
  %fadd201 = fadd float %fadd, %fmul200
  %fmul202 = fmul float %leaf196, 4.000000e+00
  %fadd203 = fadd float %fadd201, %fmul202
  %fmul204 = fmul float %phi123, 5.000000e+00
  %fadd205 = fadd float %fmul204, %fadd203
  %fmul206 = fmul float %phi124, 6.000000e+00
  %fadd207 = fadd float %fmul206, %fadd205
  %fmul208 = fmul float %leaf199, 7.000000e+00
  %fadd209 = fadd float %fmul208, %fadd207
  %fmul210 = fmul float %phi125, 8.000000e+00
  %fadd211 = fadd float %fmul210, %fadd209
  %fmul212 = fmul float %phi127, 9.000000e+00
  %fadd213 = fadd float %fmul212, %fadd211
  %v = insertelement <2 x float> poison, float %fadd213, i64 0
  %v238 = insertelement <2 x float> %v, float %fadd232, i64 1
  %gep2079 = getelementptr float, ptr addrspace(1) %invariant.gep2078, i64 %mul234
  store <2 x float> %v238, ptr addrspace(1) %gep2079, align 8
  br label %endif237

endif237:                                         ; preds = %tile.steps, %tile.steps, %then236
  %bits240 = bitcast float %phi125 to i32
  %call241 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits240, i32 1, i32 0)
  %bits243 = bitcast float %phi126 to i32
  %call244 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits243, i32 1, i32 0)
  %call247 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits240, i32 1, i32 31)
  %call266 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits243, i32 1, i32 31)
  switch i64 %lane, label %then287 [
    i64 31, label %endif288
    i64 0, label %endif288
  ]

then287:                                          ; preds = %endif237
  %add284 = or disjoint i64 %add146, 1
  %mul285 = mul i64 %add284, %6
  %fmul268 = fmul float %phi124, 2.000000e+00
  %fadd269 = fadd float %phi122, %fmul268
  %leaf245 = bitcast i32 %call244 to float
  %fmul270 = fmul float %leaf245, 3.000000e+00
  %fadd271 = fadd float %fadd269, %fmul270
  %fmul272 = fmul float %phi125, 4.000000e+00
  %fadd273 = fadd float %fmul272, %fadd271
  %fmul274 = fmul float %phi126, 5.000000e+00
  %fadd275 = fadd float %fmul274, %fadd273
  %leaf248 = bitcast i32 %call247 to float
  %fmul276 = fmul float %leaf248, 6.000000e+00
  %fadd277 = fadd float %fmul276, %fadd275
  %leaf267 = bitcast i32 %call266 to float
  %fmul278 = fmul float %leaf267, 7.000000e+00
  %fadd279 = fadd float %fmul278, %fadd277
  %fmul280 = fmul float %phi128, 8.000000e+00
  %fadd281 = fadd float %fmul280, %fadd279
  %fmul282 = fmul float %phi130, 9.000000e+00
  %fadd283 = fadd float %fmul282, %fadd281
  %fmul249 = fmul float %phi123, 2.000000e+00
  %fadd250 = fadd float %phi121, %fmul249
  %leaf242 = bitcast i32 %call241 to float
  %fmul251 = fmul float %leaf242, 3.000000e+00
  %fadd252 = fadd float %fadd250, %fmul251
  %fmul253 = fmul float %leaf245, 4.000000e+00
  %fadd254 = fadd float %fadd252, %fmul253
  %fmul255 = fmul float %phi125, 5.000000e+00
  %fadd256 = fadd float %fmul255, %fadd254
  %fmul257 = fmul float %phi126, 6.000000e+00
  %fadd258 = fadd float %fmul257, %fadd256
  %fmul259 = fmul float %leaf248, 7.000000e+00
  %fadd260 = fadd float %fmul259, %fadd258
  %fmul261 = fmul float %phi127, 8.000000e+00
  %fadd262 = fadd float %fmul261, %fadd260
  %fmul263 = fmul float %phi129, 9.000000e+00
  %fadd264 = fadd float %fmul263, %fadd262
  %v289 = insertelement <2 x float> poison, float %fadd264, i64 0
  %v290 = insertelement <2 x float> %v289, float %fadd283, i64 1
  %gep2081 = getelementptr float, ptr addrspace(1) %invariant.gep2078, i64 %mul285
  store <2 x float> %v290, ptr addrspace(1) %gep2081, align 8
  br label %endif288

endif288:                                         ; preds = %endif237, %endif237, %then287
  %bits292 = bitcast float %phi127 to i32
  %call293 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits292, i32 1, i32 0)
  %bits295 = bitcast float %phi128 to i32
  %call296 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits295, i32 1, i32 0)
  %call299 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits292, i32 1, i32 31)
  %call318 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits295, i32 1, i32 31)
  switch i64 %lane, label %then339 [
    i64 31, label %endif340
    i64 0, label %endif340
  ]

then339:                                          ; preds = %endif288
  %add336 = or disjoint i64 %add146, 2
  %mul337 = mul i64 %add336, %6
  %fmul320 = fmul float %phi126, 2.000000e+00
  %fadd321 = fadd float %phi124, %fmul320
  %leaf297 = bitcast i32 %call296 to float
  %fmul322 = fmul float %leaf297, 3.000000e+00
  %fadd323 = fadd float %fadd321, %fmul322
  %fmul324 = fmul float %phi127, 4.000000e+00
  %fadd325 = fadd float %fmul324, %fadd323
  %fmul326 = fmul float %phi128, 5.000000e+00
  %fadd327 = fadd float %fmul326, %fadd325
  %leaf300 = bitcast i32 %call299 to float
  %fmul328 = fmul float %leaf300, 6.000000e+00
  %fadd329 = fadd float %fmul328, %fadd327
  %leaf319 = bitcast i32 %call318 to float
  %fmul330 = fmul float %leaf319, 7.000000e+00
  %fadd331 = fadd float %fmul330, %fadd329
  %fmul332 = fmul float %phi130, 8.000000e+00
  %fadd333 = fadd float %fmul332, %fadd331
  %fmul334 = fmul float %phi132, 9.000000e+00
  %fadd335 = fadd float %fmul334, %fadd333
  %fmul301 = fmul float %phi125, 2.000000e+00
  %fadd302 = fadd float %phi123, %fmul301
  %leaf294 = bitcast i32 %call293 to float
  %fmul303 = fmul float %leaf294, 3.000000e+00
  %fadd304 = fadd float %fadd302, %fmul303
  %fmul305 = fmul float %leaf297, 4.000000e+00
  %fadd306 = fadd float %fadd304, %fmul305
  %fmul307 = fmul float %phi127, 5.000000e+00
  %fadd308 = fadd float %fmul307, %fadd306
  %fmul309 = fmul float %phi128, 6.000000e+00
  %fadd310 = fadd float %fmul309, %fadd308
  %fmul311 = fmul float %leaf300, 7.000000e+00
  %fadd312 = fadd float %fmul311, %fadd310
  %fmul313 = fmul float %phi129, 8.000000e+00
  %fadd314 = fadd float %fmul313, %fadd312
  %fmul315 = fmul float %phi131, 9.000000e+00
  %fadd316 = fadd float %fmul315, %fadd314
  %v341 = insertelement <2 x float> poison, float %fadd316, i64 0
  %v342 = insertelement <2 x float> %v341, float %fadd335, i64 1
  %gep2083 = getelementptr float, ptr addrspace(1) %invariant.gep2078, i64 %mul337
  store <2 x float> %v342, ptr addrspace(1) %gep2083, align 8
  br label %endif340

endif340:                                         ; preds = %endif288, %endif288, %then339
  %bits344 = bitcast float %phi129 to i32
  %call345 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits344, i32 1, i32 0)
  %bits347 = bitcast float %phi130 to i32
  %call348 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits347, i32 1, i32 0)
  %call351 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits344, i32 1, i32 31)
  %call370 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits347, i32 1, i32 31)
  switch i64 %lane, label %then391 [
    i64 31, label %tile.step
    i64 0, label %tile.step
  ]

then391:                                          ; preds = %endif340
  %add388 = or disjoint i64 %add146, 3
  %mul389 = mul i64 %add388, %6
  %fmul372 = fmul float %phi128, 2.000000e+00
  %fadd373 = fadd float %phi126, %fmul372
  %leaf349 = bitcast i32 %call348 to float
  %fmul374 = fmul float %leaf349, 3.000000e+00
  %fadd375 = fadd float %fadd373, %fmul374
  %fmul376 = fmul float %phi129, 4.000000e+00
  %fadd377 = fadd float %fmul376, %fadd375
  %fmul378 = fmul float %phi130, 5.000000e+00
  %fadd379 = fadd float %fmul378, %fadd377
  %leaf352 = bitcast i32 %call351 to float
  %fmul380 = fmul float %leaf352, 6.000000e+00
  %fadd381 = fadd float %fmul380, %fadd379
  %leaf371 = bitcast i32 %call370 to float
  %fmul382 = fmul float %leaf371, 7.000000e+00
  %fadd383 = fadd float %fmul382, %fadd381
  %fmul384 = fmul float %phi132, 8.000000e+00
  %fadd385 = fadd float %fmul384, %fadd383
  %fmul386 = fmul float %phi134, 9.000000e+00
  %fadd387 = fadd float %fmul386, %fadd385
  %fmul353 = fmul float %phi127, 2.000000e+00
  %fadd354 = fadd float %phi125, %fmul353
  %leaf346 = bitcast i32 %call345 to float
  %fmul355 = fmul float %leaf346, 3.000000e+00
  %fadd356 = fadd float %fadd354, %fmul355
  %fmul357 = fmul float %leaf349, 4.000000e+00
  %fadd358 = fadd float %fadd356, %fmul357
  %fmul359 = fmul float %phi129, 5.000000e+00
  %fadd360 = fadd float %fmul359, %fadd358
  %fmul361 = fmul float %phi130, 6.000000e+00
  %fadd362 = fadd float %fmul361, %fadd360
  %fmul363 = fmul float %leaf352, 7.000000e+00
  %fadd364 = fadd float %fmul363, %fadd362
  %fmul365 = fmul float %phi131, 8.000000e+00
  %fadd366 = fadd float %fmul365, %fadd364
  %fmul367 = fmul float %phi133, 9.000000e+00
  %fadd368 = fadd float %fmul367, %fadd366
  %v393 = insertelement <2 x float> poison, float %fadd368, i64 0
  %v394 = insertelement <2 x float> %v393, float %fadd387, i64 1
  %gep2085 = getelementptr float, ptr addrspace(1) %invariant.gep2078, i64 %mul389
  store <2 x float> %v394, ptr addrspace(1) %gep2085, align 8
  br label %tile.step

tile.step:                                        ; preds = %then391, %endif340, %endif340
  %add147 = mul i64 %group, 12
  %mul399 = add i64 %add147, 4
  %add400 = add nuw nsw i64 %mul399, %mul42
  %cmp402 = icmp ult i64 %group, 2
  br i1 %cmp402, label %then404, label %endif406

then404:                                          ; preds = %tile.step
  %add403 = add i64 %add400, 6
  %mul408 = mul i64 %add403, %4
  %gep2087 = getelementptr float, ptr addrspace(1) %invariant.gep2070, i64 %mul408
  %call412 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep2087, i32 8)
  %x413 = extractelement <2 x float> %call412, i64 0
  %x414 = extractelement <2 x float> %call412, i64 1
  %add415 = add i64 %add400, 7
  %mul416 = mul i64 %add415, %4
  %gep2089 = getelementptr float, ptr addrspace(1) %invariant.gep2070, i64 %mul416
  %call420 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep2089, i32 8)
  %x421 = extractelement <2 x float> %call420, i64 0
  %x422 = extractelement <2 x float> %call420, i64 1
  %add423 = add i64 %add400, 8
  %mul424 = mul i64 %add423, %4
  %gep2091 = getelementptr float, ptr addrspace(1) %invariant.gep2070, i64 %mul424
  %call428 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep2091, i32 8)
  %x429 = extractelement <2 x float> %call428, i64 0
  %x430 = extractelement <2 x float> %call428, i64 1
  %add431 = add i64 %add400, 9
  %mul432 = mul i64 %add431, %4
  %gep2093 = getelementptr float, ptr addrspace(1) %invariant.gep2070, i64 %mul432
  %call436 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep2093, i32 8)
  %x437 = extractelement <2 x float> %call436, i64 0
  %x438 = extractelement <2 x float> %call436, i64 1
  br label %endif406

endif406:                                         ; preds = %tile.step, %then404
  %phi439 = phi float [ %x413, %then404 ], [ 0.000000e+00, %tile.step ]
  %phi440 = phi float [ %x414, %then404 ], [ 0.000000e+00, %tile.step ]
  %phi441 = phi float [ %x421, %then404 ], [ 0.000000e+00, %tile.step ]
  %phi442 = phi float [ %x422, %then404 ], [ 0.000000e+00, %tile.step ]
  %phi443 = phi float [ %x429, %then404 ], [ 0.000000e+00, %tile.step ]
  %phi444 = phi float [ %x430, %then404 ], [ 0.000000e+00, %tile.step ]
  %phi445 = phi float [ %x437, %then404 ], [ 0.000000e+00, %tile.step ]
  %phi446 = phi float [ %x438, %then404 ], [ 0.000000e+00, %tile.step ]
  %bits447 = bitcast float %phi131 to i32
  %call448 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits447, i32 1, i32 0)
  %bits450 = bitcast float %phi132 to i32
  %call451 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits450, i32 1, i32 0)
  %call454 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits447, i32 1, i32 31)
  %call473 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits450, i32 1, i32 31)
  switch i64 %lane, label %then494 [
    i64 31, label %endif495
    i64 0, label %endif495
  ]

then494:                                          ; preds = %endif406
  %mul492 = mul i64 %add400, %6
  %fmul475 = fmul float %phi130, 2.000000e+00
  %fadd476 = fadd float %phi128, %fmul475
  %leaf452 = bitcast i32 %call451 to float
  %fmul477 = fmul float %leaf452, 3.000000e+00
  %fadd478 = fadd float %fadd476, %fmul477
  %fmul479 = fmul float %phi131, 4.000000e+00
  %fadd480 = fadd float %fmul479, %fadd478
  %fmul481 = fmul float %phi132, 5.000000e+00
  %fadd482 = fadd float %fmul481, %fadd480
  %leaf455 = bitcast i32 %call454 to float
  %fmul483 = fmul float %leaf455, 6.000000e+00
  %fadd484 = fadd float %fmul483, %fadd482
  %leaf474 = bitcast i32 %call473 to float
  %fmul485 = fmul float %leaf474, 7.000000e+00
  %fadd486 = fadd float %fmul485, %fadd484
  %fmul487 = fmul float %phi134, 8.000000e+00
  %fadd488 = fadd float %fmul487, %fadd486
  %fmul489 = fmul float %x160, 9.000000e+00
  %fadd490 = fadd float %fmul489, %fadd488
  %fmul456 = fmul float %phi129, 2.000000e+00
  %fadd457 = fadd float %phi127, %fmul456
  %leaf449 = bitcast i32 %call448 to float
  %fmul458 = fmul float %leaf449, 3.000000e+00
  %fadd459 = fadd float %fadd457, %fmul458
  %fmul460 = fmul float %leaf452, 4.000000e+00
  %fadd461 = fadd float %fadd459, %fmul460
  %fmul462 = fmul float %phi131, 5.000000e+00
  %fadd463 = fadd float %fmul462, %fadd461
  %fmul464 = fmul float %phi132, 6.000000e+00
  %fadd465 = fadd float %fmul464, %fadd463
  %fmul466 = fmul float %leaf455, 7.000000e+00
  %fadd467 = fadd float %fmul466, %fadd465
  %fmul468 = fmul float %phi133, 8.000000e+00
  %fadd469 = fadd float %fmul468, %fadd467
  %fmul470 = fmul float %x159, 9.000000e+00
  %fadd471 = fadd float %fmul470, %fadd469
  %v496 = insertelement <2 x float> poison, float %fadd471, i64 0
  %v497 = insertelement <2 x float> %v496, float %fadd490, i64 1
  %gep2095 = getelementptr float, ptr addrspace(1) %invariant.gep2078, i64 %mul492
  store <2 x float> %v497, ptr addrspace(1) %gep2095, align 8
  br label %endif495

endif495:                                         ; preds = %endif406, %endif406, %then494
  %bits499 = bitcast float %phi133 to i32
  %call500 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits499, i32 1, i32 0)
  %bits502 = bitcast float %phi134 to i32
  %call503 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits502, i32 1, i32 0)
  %call506 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits499, i32 1, i32 31)
  %call525 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits502, i32 1, i32 31)
  switch i64 %lane, label %then546 [
    i64 31, label %endif547
    i64 0, label %endif547
  ]

then546:                                          ; preds = %endif495
  %add543 = or disjoint i64 %add400, 1
  %mul544 = mul i64 %add543, %6
  %fmul527 = fmul float %phi132, 2.000000e+00
  %fadd528 = fadd float %phi130, %fmul527
  %leaf504 = bitcast i32 %call503 to float
  %fmul529 = fmul float %leaf504, 3.000000e+00
  %fadd530 = fadd float %fadd528, %fmul529
  %fmul531 = fmul float %phi133, 4.000000e+00
  %fadd532 = fadd float %fmul531, %fadd530
  %fmul533 = fmul float %phi134, 5.000000e+00
  %fadd534 = fadd float %fmul533, %fadd532
  %leaf507 = bitcast i32 %call506 to float
  %fmul535 = fmul float %leaf507, 6.000000e+00
  %fadd536 = fadd float %fmul535, %fadd534
  %leaf526 = bitcast i32 %call525 to float
  %fmul537 = fmul float %leaf526, 7.000000e+00
  %fadd538 = fadd float %fmul537, %fadd536
  %fmul539 = fmul float %x160, 8.000000e+00
  %fadd540 = fadd float %fmul539, %fadd538
  %fmul541 = fmul float %x168, 9.000000e+00
  %fadd542 = fadd float %fmul541, %fadd540
  %fmul508 = fmul float %phi131, 2.000000e+00
  %fadd509 = fadd float %phi129, %fmul508
  %leaf501 = bitcast i32 %call500 to float
  %fmul510 = fmul float %leaf501, 3.000000e+00
  %fadd511 = fadd float %fadd509, %fmul510
  %fmul512 = fmul float %leaf504, 4.000000e+00
  %fadd513 = fadd float %fadd511, %fmul512
  %fmul514 = fmul float %phi133, 5.000000e+00
  %fadd515 = fadd float %fmul514, %fadd513
  %fmul516 = fmul float %phi134, 6.000000e+00
  %fadd517 = fadd float %fmul516, %fadd515
  %fmul518 = fmul float %leaf507, 7.000000e+00
  %fadd519 = fadd float %fmul518, %fadd517
  %fmul520 = fmul float %x159, 8.000000e+00
  %fadd521 = fadd float %fmul520, %fadd519
  %fmul522 = fmul float %x167, 9.000000e+00
  %fadd523 = fadd float %fmul522, %fadd521
  %v548 = insertelement <2 x float> poison, float %fadd523, i64 0
  %v549 = insertelement <2 x float> %v548, float %fadd542, i64 1
  %gep2097 = getelementptr float, ptr addrspace(1) %invariant.gep2078, i64 %mul544
  store <2 x float> %v549, ptr addrspace(1) %gep2097, align 8
  br label %endif547

endif547:                                         ; preds = %endif495, %endif495, %then546
  %bits551 = bitcast float %x159 to i32
  %call552 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits551, i32 1, i32 0)
  %bits554 = bitcast float %x160 to i32
  %call555 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits554, i32 1, i32 0)
  %call558 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits551, i32 1, i32 31)
  %call577 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits554, i32 1, i32 31)
  switch i64 %lane, label %then598 [
    i64 31, label %endif599
    i64 0, label %endif599
  ]

then598:                                          ; preds = %endif547
  %add595 = or disjoint i64 %add400, 2
  %mul596 = mul i64 %add595, %6
  %fmul579 = fmul float %phi134, 2.000000e+00
  %fadd580 = fadd float %phi132, %fmul579
  %leaf556 = bitcast i32 %call555 to float
  %fmul581 = fmul float %leaf556, 3.000000e+00
  %fadd582 = fadd float %fadd580, %fmul581
  %fmul583 = fmul float %x159, 4.000000e+00
  %fadd584 = fadd float %fmul583, %fadd582
  %fmul585 = fmul float %x160, 5.000000e+00
  %fadd586 = fadd float %fmul585, %fadd584
  %leaf559 = bitcast i32 %call558 to float
  %fmul587 = fmul float %leaf559, 6.000000e+00
  %fadd588 = fadd float %fmul587, %fadd586
  %leaf578 = bitcast i32 %call577 to float
  %fmul589 = fmul float %leaf578, 7.000000e+00
  %fadd590 = fadd float %fmul589, %fadd588
  %fmul591 = fmul float %x168, 8.000000e+00
  %fadd592 = fadd float %fmul591, %fadd590
  %fmul593 = fmul float %x176, 9.000000e+00
  %fadd594 = fadd float %fmul593, %fadd592
  %fmul560 = fmul float %phi133, 2.000000e+00
  %fadd561 = fadd float %phi131, %fmul560
  %leaf553 = bitcast i32 %call552 to float
  %fmul562 = fmul float %leaf553, 3.000000e+00
  %fadd563 = fadd float %fadd561, %fmul562
  %fmul564 = fmul float %leaf556, 4.000000e+00
  %fadd565 = fadd float %fadd563, %fmul564
  %fmul566 = fmul float %x159, 5.000000e+00
  %fadd567 = fadd float %fmul566, %fadd565
  %fmul568 = fmul float %x160, 6.000000e+00
  %fadd569 = fadd float %fmul568, %fadd567
  %fmul570 = fmul float %leaf559, 7.000000e+00
  %fadd571 = fadd float %fmul570, %fadd569
  %fmul572 = fmul float %x167, 8.000000e+00
  %fadd573 = fadd float %fmul572, %fadd571
  %fmul574 = fmul float %x175, 9.000000e+00
  %fadd575 = fadd float %fmul574, %fadd573
  %v600 = insertelement <2 x float> poison, float %fadd575, i64 0
  %v601 = insertelement <2 x float> %v600, float %fadd594, i64 1
  %gep2099 = getelementptr float, ptr addrspace(1) %invariant.gep2078, i64 %mul596
  store <2 x float> %v601, ptr addrspace(1) %gep2099, align 8
  br label %endif599

endif599:                                         ; preds = %endif547, %endif547, %then598
  %bits603 = bitcast float %x167 to i32
  %call604 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits603, i32 1, i32 0)
  %bits606 = bitcast float %x168 to i32
  %call607 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits606, i32 1, i32 0)
  %call610 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits603, i32 1, i32 31)
  %call629 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits606, i32 1, i32 31)
  switch i64 %lane, label %then650 [
    i64 31, label %endif651
    i64 0, label %endif651
  ]

then650:                                          ; preds = %endif599
  %add647 = or disjoint i64 %add400, 3
  %mul648 = mul i64 %add647, %6
  %fmul631 = fmul float %x160, 2.000000e+00
  %fadd632 = fadd float %phi134, %fmul631
  %leaf608 = bitcast i32 %call607 to float
  %fmul633 = fmul float %leaf608, 3.000000e+00
  %fadd634 = fadd float %fadd632, %fmul633
  %fmul635 = fmul float %x167, 4.000000e+00
  %fadd636 = fadd float %fmul635, %fadd634
  %fmul637 = fmul float %x168, 5.000000e+00
  %fadd638 = fadd float %fmul637, %fadd636
  %leaf611 = bitcast i32 %call610 to float
  %fmul639 = fmul float %leaf611, 6.000000e+00
  %fadd640 = fadd float %fmul639, %fadd638
  %leaf630 = bitcast i32 %call629 to float
  %fmul641 = fmul float %leaf630, 7.000000e+00
  %fadd642 = fadd float %fmul641, %fadd640
  %fmul643 = fmul float %x176, 8.000000e+00
  %fadd644 = fadd float %fmul643, %fadd642
  %fmul645 = fmul float %x184, 9.000000e+00
  %fadd646 = fadd float %fmul645, %fadd644
  %fmul612 = fmul float %x159, 2.000000e+00
  %fadd613 = fadd float %phi133, %fmul612
  %leaf605 = bitcast i32 %call604 to float
  %fmul614 = fmul float %leaf605, 3.000000e+00
  %fadd615 = fadd float %fadd613, %fmul614
  %fmul616 = fmul float %leaf608, 4.000000e+00
  %fadd617 = fadd float %fadd615, %fmul616
  %fmul618 = fmul float %x167, 5.000000e+00
  %fadd619 = fadd float %fmul618, %fadd617
  %fmul620 = fmul float %x168, 6.000000e+00
  %fadd621 = fadd float %fmul620, %fadd619
  %fmul622 = fmul float %leaf611, 7.000000e+00
  %fadd623 = fadd float %fmul622, %fadd621
  %fmul624 = fmul float %x175, 8.000000e+00
  %fadd625 = fadd float %fmul624, %fadd623
  %fmul626 = fmul float %x183, 9.000000e+00
  %fadd627 = fadd float %fmul626, %fadd625
  %v652 = insertelement <2 x float> poison, float %fadd627, i64 0
  %v653 = insertelement <2 x float> %v652, float %fadd646, i64 1
  %gep2101 = getelementptr float, ptr addrspace(1) %invariant.gep2078, i64 %mul648
  store <2 x float> %v653, ptr addrspace(1) %gep2101, align 8
  br label %endif651

endif651:                                         ; preds = %endif599, %endif599, %then650
  %exitcond.not = icmp eq i64 %group, 2
  br i1 %exitcond.not, label %endif, label %tile.step657

tile.step657:                                     ; preds = %endif651
  %add401 = mul i64 %group, 12
  %mul659 = add i64 %add401, 8
  %add660 = add i64 %mul659, %mul42
  %cmp662 = icmp ult i64 %group, 2
  br i1 %cmp662, label %then664, label %endif666

then664:                                          ; preds = %tile.step657
  %add663 = add i64 %add660, 6
  %mul668 = mul i64 %add663, %4
  %gep2103 = getelementptr float, ptr addrspace(1) %invariant.gep2070, i64 %mul668
  %call672 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep2103, i32 8)
  %x673 = extractelement <2 x float> %call672, i64 0
  %x674 = extractelement <2 x float> %call672, i64 1
  %add675 = add i64 %add660, 7
  %mul676 = mul i64 %add675, %4
  %gep2105 = getelementptr float, ptr addrspace(1) %invariant.gep2070, i64 %mul676
  %call680 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep2105, i32 8)
  %x681 = extractelement <2 x float> %call680, i64 0
  %x682 = extractelement <2 x float> %call680, i64 1
  %add683 = add i64 %add660, 8
  %mul684 = mul i64 %add683, %4
  %gep2107 = getelementptr float, ptr addrspace(1) %invariant.gep2070, i64 %mul684
  %call688 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep2107, i32 8)
  %x689 = extractelement <2 x float> %call688, i64 0
  %x690 = extractelement <2 x float> %call688, i64 1
  %add691 = add i64 %add660, 9
  %mul692 = mul i64 %add691, %4
  %gep2109 = getelementptr float, ptr addrspace(1) %invariant.gep2070, i64 %mul692
  %call696 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep2109, i32 8)
  %x697 = extractelement <2 x float> %call696, i64 0
  %x698 = extractelement <2 x float> %call696, i64 1
  br label %endif666

endif666:                                         ; preds = %tile.step657, %then664
  %phi699 = phi float [ %x673, %then664 ], [ 0.000000e+00, %tile.step657 ]
  %phi700 = phi float [ %x674, %then664 ], [ 0.000000e+00, %tile.step657 ]
  %phi701 = phi float [ %x681, %then664 ], [ 0.000000e+00, %tile.step657 ]
  %phi702 = phi float [ %x682, %then664 ], [ 0.000000e+00, %tile.step657 ]
  %phi703 = phi float [ %x689, %then664 ], [ 0.000000e+00, %tile.step657 ]
  %phi704 = phi float [ %x690, %then664 ], [ 0.000000e+00, %tile.step657 ]
  %phi705 = phi float [ %x697, %then664 ], [ 0.000000e+00, %tile.step657 ]
  %phi706 = phi float [ %x698, %then664 ], [ 0.000000e+00, %tile.step657 ]
  %bits707 = bitcast float %x175 to i32
  %call708 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits707, i32 1, i32 0)
  %bits710 = bitcast float %x176 to i32
  %call711 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits710, i32 1, i32 0)
  %call714 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits707, i32 1, i32 31)
  %call733 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits710, i32 1, i32 31)
  switch i64 %lane, label %then754 [
    i64 31, label %endif755
    i64 0, label %endif755
  ]

then754:                                          ; preds = %endif666
  %mul752 = mul i64 %add660, %6
  %fmul735 = fmul float %x168, 2.000000e+00
  %fadd736 = fadd float %x160, %fmul735
  %leaf712 = bitcast i32 %call711 to float
  %fmul737 = fmul float %leaf712, 3.000000e+00
  %fadd738 = fadd float %fadd736, %fmul737
  %fmul739 = fmul float %x175, 4.000000e+00
  %fadd740 = fadd float %fmul739, %fadd738
  %fmul741 = fmul float %x176, 5.000000e+00
  %fadd742 = fadd float %fmul741, %fadd740
  %leaf715 = bitcast i32 %call714 to float
  %fmul743 = fmul float %leaf715, 6.000000e+00
  %fadd744 = fadd float %fmul743, %fadd742
  %leaf734 = bitcast i32 %call733 to float
  %fmul745 = fmul float %leaf734, 7.000000e+00
  %fadd746 = fadd float %fmul745, %fadd744
  %fmul747 = fmul float %x184, 8.000000e+00
  %fadd748 = fadd float %fmul747, %fadd746
  %fmul749 = fmul float %phi440, 9.000000e+00
  %fadd750 = fadd float %fmul749, %fadd748
  %fmul716 = fmul float %x167, 2.000000e+00
  %fadd717 = fadd float %x159, %fmul716
  %leaf709 = bitcast i32 %call708 to float
  %fmul718 = fmul float %leaf709, 3.000000e+00
  %fadd719 = fadd float %fadd717, %fmul718
  %fmul720 = fmul float %leaf712, 4.000000e+00
  %fadd721 = fadd float %fadd719, %fmul720
  %fmul722 = fmul float %x175, 5.000000e+00
  %fadd723 = fadd float %fmul722, %fadd721
  %fmul724 = fmul float %x176, 6.000000e+00
  %fadd725 = fadd float %fmul724, %fadd723
  %fmul726 = fmul float %leaf715, 7.000000e+00
  %fadd727 = fadd float %fmul726, %fadd725
  %fmul728 = fmul float %x183, 8.000000e+00
  %fadd729 = fadd float %fmul728, %fadd727
  %fmul730 = fmul float %phi439, 9.000000e+00
  %fadd731 = fadd float %fmul730, %fadd729
  %v756 = insertelement <2 x float> poison, float %fadd731, i64 0
  %v757 = insertelement <2 x float> %v756, float %fadd750, i64 1
  %gep2111 = getelementptr float, ptr addrspace(1) %invariant.gep2078, i64 %mul752
  store <2 x float> %v757, ptr addrspace(1) %gep2111, align 8
  br label %endif755

endif755:                                         ; preds = %endif666, %endif666, %then754
  %bits759 = bitcast float %x183 to i32
  %call760 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits759, i32 1, i32 0)
  %bits762 = bitcast float %x184 to i32
  %call763 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits762, i32 1, i32 0)
  %call766 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits759, i32 1, i32 31)
  %call785 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits762, i32 1, i32 31)
  switch i64 %lane, label %then806 [
    i64 31, label %endif807
    i64 0, label %endif807
  ]

then806:                                          ; preds = %endif755
  %add803 = or disjoint i64 %add660, 1
  %mul804 = mul i64 %add803, %6
  %fmul787 = fmul float %x176, 2.000000e+00
  %fadd788 = fadd float %x168, %fmul787
  %leaf764 = bitcast i32 %call763 to float
  %fmul789 = fmul float %leaf764, 3.000000e+00
  %fadd790 = fadd float %fadd788, %fmul789
  %fmul791 = fmul float %x183, 4.000000e+00
  %fadd792 = fadd float %fmul791, %fadd790
  %fmul793 = fmul float %x184, 5.000000e+00
  %fadd794 = fadd float %fmul793, %fadd792
  %leaf767 = bitcast i32 %call766 to float
  %fmul795 = fmul float %leaf767, 6.000000e+00
  %fadd796 = fadd float %fmul795, %fadd794
  %leaf786 = bitcast i32 %call785 to float
  %fmul797 = fmul float %leaf786, 7.000000e+00
  %fadd798 = fadd float %fmul797, %fadd796
  %fmul799 = fmul float %phi440, 8.000000e+00
  %fadd800 = fadd float %fmul799, %fadd798
  %fmul801 = fmul float %phi442, 9.000000e+00
  %fadd802 = fadd float %fmul801, %fadd800
  %fmul768 = fmul float %x175, 2.000000e+00
  %fadd769 = fadd float %x167, %fmul768
  %leaf761 = bitcast i32 %call760 to float
  %fmul770 = fmul float %leaf761, 3.000000e+00
  %fadd771 = fadd float %fadd769, %fmul770
  %fmul772 = fmul float %leaf764, 4.000000e+00
  %fadd773 = fadd float %fadd771, %fmul772
  %fmul774 = fmul float %x183, 5.000000e+00
  %fadd775 = fadd float %fmul774, %fadd773
  %fmul776 = fmul float %x184, 6.000000e+00
  %fadd777 = fadd float %fmul776, %fadd775
  %fmul778 = fmul float %leaf767, 7.000000e+00
  %fadd779 = fadd float %fmul778, %fadd777
  %fmul780 = fmul float %phi439, 8.000000e+00
  %fadd781 = fadd float %fmul780, %fadd779
  %fmul782 = fmul float %phi441, 9.000000e+00
  %fadd783 = fadd float %fmul782, %fadd781
  %v808 = insertelement <2 x float> poison, float %fadd783, i64 0
  %v809 = insertelement <2 x float> %v808, float %fadd802, i64 1
  %gep2113 = getelementptr float, ptr addrspace(1) %invariant.gep2078, i64 %mul804
  store <2 x float> %v809, ptr addrspace(1) %gep2113, align 8
  br label %endif807

endif807:                                         ; preds = %endif755, %endif755, %then806
  %bits811 = bitcast float %phi439 to i32
  %call812 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits811, i32 1, i32 0)
  %bits814 = bitcast float %phi440 to i32
  %call815 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits814, i32 1, i32 0)
  %call818 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits811, i32 1, i32 31)
  %call837 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits814, i32 1, i32 31)
  switch i64 %lane, label %then858 [
    i64 31, label %endif859
    i64 0, label %endif859
  ]

then858:                                          ; preds = %endif807
  %add855 = or disjoint i64 %add660, 2
  %mul856 = mul i64 %add855, %6
  %fmul839 = fmul float %x184, 2.000000e+00
  %fadd840 = fadd float %x176, %fmul839
  %leaf816 = bitcast i32 %call815 to float
  %fmul841 = fmul float %leaf816, 3.000000e+00
  %fadd842 = fadd float %fadd840, %fmul841
  %fmul843 = fmul float %phi439, 4.000000e+00
  %fadd844 = fadd float %fmul843, %fadd842
  %fmul845 = fmul float %phi440, 5.000000e+00
  %fadd846 = fadd float %fmul845, %fadd844
  %leaf819 = bitcast i32 %call818 to float
  %fmul847 = fmul float %leaf819, 6.000000e+00
  %fadd848 = fadd float %fmul847, %fadd846
  %leaf838 = bitcast i32 %call837 to float
  %fmul849 = fmul float %leaf838, 7.000000e+00
  %fadd850 = fadd float %fmul849, %fadd848
  %fmul851 = fmul float %phi442, 8.000000e+00
  %fadd852 = fadd float %fmul851, %fadd850
  %fmul853 = fmul float %phi444, 9.000000e+00
  %fadd854 = fadd float %fmul853, %fadd852
  %fmul820 = fmul float %x183, 2.000000e+00
  %fadd821 = fadd float %x175, %fmul820
  %leaf813 = bitcast i32 %call812 to float
  %fmul822 = fmul float %leaf813, 3.000000e+00
  %fadd823 = fadd float %fadd821, %fmul822
  %fmul824 = fmul float %leaf816, 4.000000e+00
  %fadd825 = fadd float %fadd823, %fmul824
  %fmul826 = fmul float %phi439, 5.000000e+00
  %fadd827 = fadd float %fmul826, %fadd825
  %fmul828 = fmul float %phi440, 6.000000e+00
  %fadd829 = fadd float %fmul828, %fadd827
  %fmul830 = fmul float %leaf819, 7.000000e+00
  %fadd831 = fadd float %fmul830, %fadd829
  %fmul832 = fmul float %phi441, 8.000000e+00
  %fadd833 = fadd float %fmul832, %fadd831
  %fmul834 = fmul float %phi443, 9.000000e+00
  %fadd835 = fadd float %fmul834, %fadd833
  %v860 = insertelement <2 x float> poison, float %fadd835, i64 0
  %v861 = insertelement <2 x float> %v860, float %fadd854, i64 1
  %gep2115 = getelementptr float, ptr addrspace(1) %invariant.gep2078, i64 %mul856
  store <2 x float> %v861, ptr addrspace(1) %gep2115, align 8
  br label %endif859

endif859:                                         ; preds = %endif807, %endif807, %then858
  %bits863 = bitcast float %phi441 to i32
  %call864 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits863, i32 1, i32 0)
  %bits866 = bitcast float %phi442 to i32
  %call867 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits866, i32 1, i32 0)
  %call870 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits863, i32 1, i32 31)
  %call889 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits866, i32 1, i32 31)
  switch i64 %lane, label %then910 [
    i64 31, label %endif911
    i64 0, label %endif911
  ]

then910:                                          ; preds = %endif859
  %add907 = or disjoint i64 %add660, 3
  %mul908 = mul i64 %add907, %6
  %fmul891 = fmul float %phi440, 2.000000e+00
  %fadd892 = fadd float %x184, %fmul891
  %leaf868 = bitcast i32 %call867 to float
  %fmul893 = fmul float %leaf868, 3.000000e+00
  %fadd894 = fadd float %fadd892, %fmul893
  %fmul895 = fmul float %phi441, 4.000000e+00
  %fadd896 = fadd float %fmul895, %fadd894
  %fmul897 = fmul float %phi442, 5.000000e+00
  %fadd898 = fadd float %fmul897, %fadd896
  %leaf871 = bitcast i32 %call870 to float
  %fmul899 = fmul float %leaf871, 6.000000e+00
  %fadd900 = fadd float %fmul899, %fadd898
  %leaf890 = bitcast i32 %call889 to float
  %fmul901 = fmul float %leaf890, 7.000000e+00
  %fadd902 = fadd float %fmul901, %fadd900
  %fmul903 = fmul float %phi444, 8.000000e+00
  %fadd904 = fadd float %fmul903, %fadd902
  %fmul905 = fmul float %phi446, 9.000000e+00
  %fadd906 = fadd float %fmul905, %fadd904
  %fmul872 = fmul float %phi439, 2.000000e+00
  %fadd873 = fadd float %x183, %fmul872
  %leaf865 = bitcast i32 %call864 to float
  %fmul874 = fmul float %leaf865, 3.000000e+00
  %fadd875 = fadd float %fadd873, %fmul874
  %fmul876 = fmul float %leaf868, 4.000000e+00
  %fadd877 = fadd float %fadd875, %fmul876
  %fmul878 = fmul float %phi441, 5.000000e+00
  %fadd879 = fadd float %fmul878, %fadd877
  %fmul880 = fmul float %phi442, 6.000000e+00
  %fadd881 = fadd float %fmul880, %fadd879
  %fmul882 = fmul float %leaf871, 7.000000e+00
  %fadd883 = fadd float %fmul882, %fadd881
  %fmul884 = fmul float %phi443, 8.000000e+00
  %fadd885 = fadd float %fmul884, %fadd883
  %fmul886 = fmul float %phi445, 9.000000e+00
  %fadd887 = fadd float %fmul886, %fadd885
  %v912 = insertelement <2 x float> poison, float %fadd887, i64 0
  %v913 = insertelement <2 x float> %v912, float %fadd906, i64 1
  %gep2117 = getelementptr float, ptr addrspace(1) %invariant.gep2078, i64 %mul908
  store <2 x float> %v913, ptr addrspace(1) %gep2117, align 8
  br label %endif911

endif911:                                         ; preds = %endif859, %endif859, %then910
  %add915 = add nuw nsw i64 %group, 1
  br label %tile.steps

tile.steps1082:                                   ; preds = %endif1747, %else
  %group1084 = phi i64 [ 0, %else ], [ %add2052, %endif1747 ]
  %phi1085 = phi float [ %v965, %else ], [ %phi1496, %endif1747 ]
  %phi1086 = phi float [ %v969, %else ], [ %phi1497, %endif1747 ]
  %phi1087 = phi float [ %v981, %else ], [ %phi1498, %endif1747 ]
  %phi1088 = phi float [ %v985, %else ], [ %phi1499, %endif1747 ]
  %phi1089 = phi float [ %v997, %else ], [ %phi1500, %endif1747 ]
  %phi1090 = phi float [ %v1001, %else ], [ %phi1501, %endif1747 ]
  %phi1091 = phi float [ %v1013, %else ], [ %phi1502, %endif1747 ]
  %phi1092 = phi float [ %v1017, %else ], [ %phi1503, %endif1747 ]
  %phi1093 = phi float [ %v1029, %else ], [ %phi1812, %endif1747 ]
  %phi1094 = phi float [ %v1033, %else ], [ %phi1813, %endif1747 ]
  %phi1095 = phi float [ %v1045, %else ], [ %phi1814, %endif1747 ]
  %phi1096 = phi float [ %v1049, %else ], [ %phi1815, %endif1747 ]
  %phi1097 = phi float [ %v1061, %else ], [ %phi1816, %endif1747 ]
  %phi1098 = phi float [ %v1065, %else ], [ %phi1817, %endif1747 ]
  %phi1099 = phi float [ %v1077, %else ], [ %phi1818, %endif1747 ]
  %phi1100 = phi float [ %v1081, %else ], [ %phi1819, %endif1747 ]
  %mul1109 = mul nuw nsw i64 %group1084, 3
  %mul1111 = mul nuw nsw i64 %group1084, 12
  %add1112 = add nuw nsw i64 %mul1111, %mul42
  %add1113 = add nuw nsw i64 %mul1109, 1
  %cmp1114 = icmp ult i64 %add1113, %31
  br i1 %cmp1114, label %then1116, label %endif1118

then1116:                                         ; preds = %tile.steps1082
  %add1115 = add nuw nsw i64 %add1112, 6
  %call1121 = tail call i64 @llvm.smin.i64(i64 %add1115, i64 %add955)
  %call1122 = tail call i64 @llvm.smax.i64(i64 %call1121, i64 -2)
  %call1124 = tail call i64 @llvm.smin.i64(i64 %call1122, i64 %sub958)
  %call1125 = tail call i64 @llvm.smax.i64(i64 %call1124, i64 0)
  %mul1126 = mul i64 %call1125, %4
  %40 = getelementptr float, ptr addrspace(1) %2, i64 %mul1126
  %p1129 = getelementptr float, ptr addrspace(1) %40, i64 %call932
  %v1130 = load float, ptr addrspace(1) %p1129, align 4
  %p1133 = getelementptr float, ptr addrspace(1) %40, i64 %call938
  %v1134 = load float, ptr addrspace(1) %p1133, align 4
  %add1135 = add nuw nsw i64 %add1112, 7
  %call1137 = tail call i64 @llvm.smin.i64(i64 %add1135, i64 %add955)
  %call1138 = tail call i64 @llvm.smax.i64(i64 %call1137, i64 -2)
  %call1140 = tail call i64 @llvm.smin.i64(i64 %call1138, i64 %sub958)
  %call1141 = tail call i64 @llvm.smax.i64(i64 %call1140, i64 0)
  %mul1142 = mul i64 %call1141, %4
  %41 = getelementptr float, ptr addrspace(1) %2, i64 %mul1142
  %p1145 = getelementptr float, ptr addrspace(1) %41, i64 %call932
  %v1146 = load float, ptr addrspace(1) %p1145, align 4
  %p1149 = getelementptr float, ptr addrspace(1) %41, i64 %call938
  %v1150 = load float, ptr addrspace(1) %p1149, align 4
  %add1151 = add i64 %add1112, 8
  %call1153 = tail call i64 @llvm.smin.i64(i64 %add1151, i64 %add955)
  %call1154 = tail call i64 @llvm.smax.i64(i64 %call1153, i64 -2)
  %call1156 = tail call i64 @llvm.smin.i64(i64 %call1154, i64 %sub958)
  %call1157 = tail call i64 @llvm.smax.i64(i64 %call1156, i64 0)
  %mul1158 = mul i64 %call1157, %4
  %42 = getelementptr float, ptr addrspace(1) %2, i64 %mul1158
  %p1161 = getelementptr float, ptr addrspace(1) %42, i64 %call932
  %v1162 = load float, ptr addrspace(1) %p1161, align 4
  %p1165 = getelementptr float, ptr addrspace(1) %42, i64 %call938
  %v1166 = load float, ptr addrspace(1) %p1165, align 4
  %add1167 = add i64 %add1112, 9
  %call1169 = tail call i64 @llvm.smin.i64(i64 %add1167, i64 %add955)
  %call1170 = tail call i64 @llvm.smax.i64(i64 %call1169, i64 -2)
  %call1172 = tail call i64 @llvm.smin.i64(i64 %call1170, i64 %sub958)
  %call1173 = tail call i64 @llvm.smax.i64(i64 %call1172, i64 0)
  %mul1174 = mul i64 %call1173, %4
  %43 = getelementptr float, ptr addrspace(1) %2, i64 %mul1174
  %p1177 = getelementptr float, ptr addrspace(1) %43, i64 %call932
  %v1178 = load float, ptr addrspace(1) %p1177, align 4
  %p1181 = getelementptr float, ptr addrspace(1) %43, i64 %call938
  %v1182 = load float, ptr addrspace(1) %p1181, align 4
  br label %endif1118

endif1118:                                        ; preds = %tile.steps1082, %then1116
  %phi1183 = phi float [ %v1130, %then1116 ], [ 0.000000e+00, %tile.steps1082 ]
  %phi1184 = phi float [ %v1134, %then1116 ], [ 0.000000e+00, %tile.steps1082 ]
  %phi1185 = phi float [ %v1146, %then1116 ], [ 0.000000e+00, %tile.steps1082 ]
  %phi1186 = phi float [ %v1150, %then1116 ], [ 0.000000e+00, %tile.steps1082 ]
  %phi1187 = phi float [ %v1162, %then1116 ], [ 0.000000e+00, %tile.steps1082 ]
  %phi1188 = phi float [ %v1166, %then1116 ], [ 0.000000e+00, %tile.steps1082 ]
  %phi1189 = phi float [ %v1178, %then1116 ], [ 0.000000e+00, %tile.steps1082 ]
  %phi1190 = phi float [ %v1182, %then1116 ], [ 0.000000e+00, %tile.steps1082 ]
  %sub1191 = sub i64 %5, %add1112
  %bits1194 = bitcast float %phi1089 to i32
  %call1195 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1194, i32 1, i32 0)
  %leaf1196 = bitcast i32 %call1195 to float
  %bits1197 = bitcast float %phi1090 to i32
  %call1198 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1197, i32 1, i32 0)
  %leaf1199 = bitcast i32 %call1198 to float
  %call1201 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1194, i32 1, i32 31)
  %leaf1202 = bitcast i32 %call1201 to float
  %fmul1203 = fmul float %phi1087, 2.000000e+00
  %fadd1204 = fadd float %phi1085, %fmul1203
  %fmul1205 = fmul float %leaf1196, 3.000000e+00
  %fadd1206 = fadd float %fadd1204, %fmul1205
  %fmul1207 = fmul float %leaf1199, 4.000000e+00
  %fadd1208 = fadd float %fadd1206, %fmul1207
  %fmul1209 = fmul float %phi1089, 5.000000e+00
  %fadd1210 = fadd float %fmul1209, %fadd1208
  %fmul1211 = fmul float %phi1090, 6.000000e+00
  %fadd1212 = fadd float %fmul1211, %fadd1210
  %fmul1213 = fmul float %leaf1202, 7.000000e+00
  %fadd1214 = fadd float %fmul1213, %fadd1212
  %fmul1215 = fmul float %phi1091, 8.000000e+00
  %fadd1216 = fadd float %fmul1215, %fadd1214
  %fmul1217 = fmul float %phi1093, 9.000000e+00
  %fadd1218 = fadd float %fmul1217, %fadd1216
  %call1220 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1197, i32 1, i32 31)
  %leaf1221 = bitcast i32 %call1220 to float
  %fmul1222 = fmul float %phi1088, 2.000000e+00
  %fadd1223 = fadd float %phi1086, %fmul1222
  %fmul1224 = fmul float %leaf1199, 3.000000e+00
  %fadd1225 = fadd float %fadd1223, %fmul1224
  %fmul1226 = fmul float %phi1089, 4.000000e+00
  %fadd1227 = fadd float %fmul1226, %fadd1225
  %fmul1228 = fmul float %phi1090, 5.000000e+00
  %fadd1229 = fadd float %fmul1228, %fadd1227
  %fmul1230 = fmul float %leaf1202, 6.000000e+00
  %fadd1231 = fadd float %fmul1230, %fadd1229
  %fmul1232 = fmul float %leaf1221, 7.000000e+00
  %fadd1233 = fadd float %fmul1232, %fadd1231
  %fmul1234 = fmul float %phi1092, 8.000000e+00
  %fadd1235 = fadd float %fmul1234, %fadd1233
  %fmul1236 = fmul float %phi1094, 9.000000e+00
  %fadd1237 = fadd float %fmul1236, %fadd1235
  %cmp1239 = icmp sgt i64 %sub1191, 0
  %out.s = and i1 %out.lane942, %cmp1239
  %mul1240 = mul i64 %add1112, %6
  %add1241 = add i64 %mul1240, %add45
  %out.col = and i1 %cmp943, %out.s
  %p1243 = getelementptr float, ptr addrspace(1) %11, i64 %add1241
  %address1244 = ptrtoint ptr addrspace(1) %p1243 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1244, float %fadd1218, i1 %out.col) #4
  %out.col1245 = and i1 %cmp944, %out.s
  %add1246 = or disjoint i64 %add1241, 1
  %p1247 = getelementptr float, ptr addrspace(1) %11, i64 %add1246
  %address1248 = ptrtoint ptr addrspace(1) %p1247 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1248, float %fadd1237, i1 %out.col1245) #4
  %bits1249 = bitcast float %phi1091 to i32
  %call1250 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1249, i32 1, i32 0)
  %leaf1251 = bitcast i32 %call1250 to float
  %bits1252 = bitcast float %phi1092 to i32
  %call1253 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1252, i32 1, i32 0)
  %leaf1254 = bitcast i32 %call1253 to float
  %call1256 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1249, i32 1, i32 31)
  %leaf1257 = bitcast i32 %call1256 to float
  %fmul1258 = fmul float %phi1089, 2.000000e+00
  %fadd1259 = fadd float %phi1087, %fmul1258
  %fmul1260 = fmul float %leaf1251, 3.000000e+00
  %fadd1261 = fadd float %fadd1259, %fmul1260
  %fmul1262 = fmul float %leaf1254, 4.000000e+00
  %fadd1263 = fadd float %fadd1261, %fmul1262
  %fmul1264 = fmul float %phi1091, 5.000000e+00
  %fadd1265 = fadd float %fmul1264, %fadd1263
  %fmul1266 = fmul float %phi1092, 6.000000e+00
  %fadd1267 = fadd float %fmul1266, %fadd1265
  %fmul1268 = fmul float %leaf1257, 7.000000e+00
  %fadd1269 = fadd float %fmul1268, %fadd1267
  %fmul1270 = fmul float %phi1093, 8.000000e+00
  %fadd1271 = fadd float %fmul1270, %fadd1269
  %fmul1272 = fmul float %phi1095, 9.000000e+00
  %fadd1273 = fadd float %fmul1272, %fadd1271
  %call1275 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1252, i32 1, i32 31)
  %leaf1276 = bitcast i32 %call1275 to float
  %fmul1277 = fmul float %phi1090, 2.000000e+00
  %fadd1278 = fadd float %phi1088, %fmul1277
  %fmul1279 = fmul float %leaf1254, 3.000000e+00
  %fadd1280 = fadd float %fadd1278, %fmul1279
  %fmul1281 = fmul float %phi1091, 4.000000e+00
  %fadd1282 = fadd float %fmul1281, %fadd1280
  %fmul1283 = fmul float %phi1092, 5.000000e+00
  %fadd1284 = fadd float %fmul1283, %fadd1282
  %fmul1285 = fmul float %leaf1257, 6.000000e+00
  %fadd1286 = fadd float %fmul1285, %fadd1284
  %fmul1287 = fmul float %leaf1276, 7.000000e+00
  %fadd1288 = fadd float %fmul1287, %fadd1286
  %fmul1289 = fmul float %phi1094, 8.000000e+00
  %fadd1290 = fadd float %fmul1289, %fadd1288
  %fmul1291 = fmul float %phi1096, 9.000000e+00
  %fadd1292 = fadd float %fmul1291, %fadd1290
  %add1293 = or disjoint i64 %add1112, 1
  %cmp1294 = icmp sgt i64 %sub1191, 1
  %out.s1295 = and i1 %out.lane942, %cmp1294
  %mul1296 = mul i64 %add1293, %6
  %out.col1298 = and i1 %cmp943, %out.s1295
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul1296
  %address1301 = ptrtoint ptr addrspace(1) %gep to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1301, float %fadd1273, i1 %out.col1298) #4
  %out.col1302 = and i1 %cmp944, %out.s1295
  %p1304 = getelementptr i8, ptr addrspace(1) %gep, i64 4
  %address1305 = ptrtoint ptr addrspace(1) %p1304 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1305, float %fadd1292, i1 %out.col1302) #4
  %bits1306 = bitcast float %phi1093 to i32
  %call1307 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1306, i32 1, i32 0)
  %leaf1308 = bitcast i32 %call1307 to float
  %bits1309 = bitcast float %phi1094 to i32
  %call1310 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1309, i32 1, i32 0)
  %leaf1311 = bitcast i32 %call1310 to float
  %call1313 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1306, i32 1, i32 31)
  %leaf1314 = bitcast i32 %call1313 to float
  %fmul1315 = fmul float %phi1091, 2.000000e+00
  %fadd1316 = fadd float %phi1089, %fmul1315
  %fmul1317 = fmul float %leaf1308, 3.000000e+00
  %fadd1318 = fadd float %fadd1316, %fmul1317
  %fmul1319 = fmul float %leaf1311, 4.000000e+00
  %fadd1320 = fadd float %fadd1318, %fmul1319
  %fmul1321 = fmul float %phi1093, 5.000000e+00
  %fadd1322 = fadd float %fmul1321, %fadd1320
  %fmul1323 = fmul float %phi1094, 6.000000e+00
  %fadd1324 = fadd float %fmul1323, %fadd1322
  %fmul1325 = fmul float %leaf1314, 7.000000e+00
  %fadd1326 = fadd float %fmul1325, %fadd1324
  %fmul1327 = fmul float %phi1095, 8.000000e+00
  %fadd1328 = fadd float %fmul1327, %fadd1326
  %fmul1329 = fmul float %phi1097, 9.000000e+00
  %fadd1330 = fadd float %fmul1329, %fadd1328
  %call1332 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1309, i32 1, i32 31)
  %leaf1333 = bitcast i32 %call1332 to float
  %fmul1334 = fmul float %phi1092, 2.000000e+00
  %fadd1335 = fadd float %phi1090, %fmul1334
  %fmul1336 = fmul float %leaf1311, 3.000000e+00
  %fadd1337 = fadd float %fadd1335, %fmul1336
  %fmul1338 = fmul float %phi1093, 4.000000e+00
  %fadd1339 = fadd float %fmul1338, %fadd1337
  %fmul1340 = fmul float %phi1094, 5.000000e+00
  %fadd1341 = fadd float %fmul1340, %fadd1339
  %fmul1342 = fmul float %leaf1314, 6.000000e+00
  %fadd1343 = fadd float %fmul1342, %fadd1341
  %fmul1344 = fmul float %leaf1333, 7.000000e+00
  %fadd1345 = fadd float %fmul1344, %fadd1343
  %fmul1346 = fmul float %phi1096, 8.000000e+00
  %fadd1347 = fadd float %fmul1346, %fadd1345
  %fmul1348 = fmul float %phi1098, 9.000000e+00
  %fadd1349 = fadd float %fmul1348, %fadd1347
  %add1350 = or disjoint i64 %add1112, 2
  %cmp1351 = icmp sgt i64 %sub1191, 2
  %out.s1352 = and i1 %out.lane942, %cmp1351
  %mul1353 = mul i64 %add1350, %6
  %add1354 = add i64 %mul1353, %add45
  %out.col1355 = and i1 %cmp943, %out.s1352
  %p1357 = getelementptr float, ptr addrspace(1) %11, i64 %add1354
  %address1358 = ptrtoint ptr addrspace(1) %p1357 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1358, float %fadd1330, i1 %out.col1355) #4
  %out.col1359 = and i1 %cmp944, %out.s1352
  %add1360 = or disjoint i64 %add1354, 1
  %p1361 = getelementptr float, ptr addrspace(1) %11, i64 %add1360
  %address1362 = ptrtoint ptr addrspace(1) %p1361 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1362, float %fadd1349, i1 %out.col1359) #4
  %bits1363 = bitcast float %phi1095 to i32
  %call1364 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1363, i32 1, i32 0)
  %leaf1365 = bitcast i32 %call1364 to float
  %bits1366 = bitcast float %phi1096 to i32
  %call1367 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1366, i32 1, i32 0)
  %leaf1368 = bitcast i32 %call1367 to float
  %call1370 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1363, i32 1, i32 31)
  %leaf1371 = bitcast i32 %call1370 to float
  %fmul1372 = fmul float %phi1093, 2.000000e+00
  %fadd1373 = fadd float %phi1091, %fmul1372
  %fmul1374 = fmul float %leaf1365, 3.000000e+00
  %fadd1375 = fadd float %fadd1373, %fmul1374
  %fmul1376 = fmul float %leaf1368, 4.000000e+00
  %fadd1377 = fadd float %fadd1375, %fmul1376
  %fmul1378 = fmul float %phi1095, 5.000000e+00
  %fadd1379 = fadd float %fmul1378, %fadd1377
  %fmul1380 = fmul float %phi1096, 6.000000e+00
  %fadd1381 = fadd float %fmul1380, %fadd1379
  %fmul1382 = fmul float %leaf1371, 7.000000e+00
  %fadd1383 = fadd float %fmul1382, %fadd1381
  %fmul1384 = fmul float %phi1097, 8.000000e+00
  %fadd1385 = fadd float %fmul1384, %fadd1383
  %fmul1386 = fmul float %phi1099, 9.000000e+00
  %fadd1387 = fadd float %fmul1386, %fadd1385
  %call1389 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1366, i32 1, i32 31)
  %leaf1390 = bitcast i32 %call1389 to float
  %fmul1391 = fmul float %phi1094, 2.000000e+00
  %fadd1392 = fadd float %phi1092, %fmul1391
  %fmul1393 = fmul float %leaf1368, 3.000000e+00
  %fadd1394 = fadd float %fadd1392, %fmul1393
  %fmul1395 = fmul float %phi1095, 4.000000e+00
  %fadd1396 = fadd float %fmul1395, %fadd1394
  %fmul1397 = fmul float %phi1096, 5.000000e+00
  %fadd1398 = fadd float %fmul1397, %fadd1396
  %fmul1399 = fmul float %leaf1371, 6.000000e+00
  %fadd1400 = fadd float %fmul1399, %fadd1398
  %fmul1401 = fmul float %leaf1390, 7.000000e+00
  %fadd1402 = fadd float %fmul1401, %fadd1400
  %fmul1403 = fmul float %phi1098, 8.000000e+00
  %fadd1404 = fadd float %fmul1403, %fadd1402
  %fmul1405 = fmul float %phi1100, 9.000000e+00
  %fadd1406 = fadd float %fmul1405, %fadd1404
  %add1407 = or disjoint i64 %add1112, 3
  %cmp1408 = icmp sgt i64 %sub1191, 3
  %out.s1409 = and i1 %out.lane942, %cmp1408
  %mul1410 = mul i64 %add1407, %6
  %out.col1412 = and i1 %cmp943, %out.s1409
  %gep2061 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul1410
  %address1415 = ptrtoint ptr addrspace(1) %gep2061 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1415, float %fadd1387, i1 %out.col1412) #4
  %out.col1416 = and i1 %cmp944, %out.s1409
  %p1418 = getelementptr i8, ptr addrspace(1) %gep2061, i64 4
  %address1419 = ptrtoint ptr addrspace(1) %p1418 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1419, float %fadd1406, i1 %out.col1416) #4
  br i1 %cmp1114, label %tile.step1422, label %endif

tile.step1422:                                    ; preds = %endif1118
  %mul1424 = shl i64 %add1113, 2
  %add1425 = add nuw nsw i64 %mul1424, %mul42
  %add1426 = add nuw nsw i64 %mul1109, 2
  %cmp1427 = icmp ult i64 %add1426, %31
  br i1 %cmp1427, label %then1429, label %endif1431

then1429:                                         ; preds = %tile.step1422
  %add1428 = add i64 %add1425, 6
  %call1434 = tail call i64 @llvm.smin.i64(i64 %add1428, i64 %add955)
  %call1435 = tail call i64 @llvm.smax.i64(i64 %call1434, i64 -2)
  %call1437 = tail call i64 @llvm.smin.i64(i64 %call1435, i64 %sub958)
  %call1438 = tail call i64 @llvm.smax.i64(i64 %call1437, i64 0)
  %mul1439 = mul i64 %call1438, %4
  %44 = getelementptr float, ptr addrspace(1) %2, i64 %mul1439
  %p1442 = getelementptr float, ptr addrspace(1) %44, i64 %call932
  %v1443 = load float, ptr addrspace(1) %p1442, align 4
  %p1446 = getelementptr float, ptr addrspace(1) %44, i64 %call938
  %v1447 = load float, ptr addrspace(1) %p1446, align 4
  %add1448 = add i64 %add1425, 7
  %call1450 = tail call i64 @llvm.smin.i64(i64 %add1448, i64 %add955)
  %call1451 = tail call i64 @llvm.smax.i64(i64 %call1450, i64 -2)
  %call1453 = tail call i64 @llvm.smin.i64(i64 %call1451, i64 %sub958)
  %call1454 = tail call i64 @llvm.smax.i64(i64 %call1453, i64 0)
  %mul1455 = mul i64 %call1454, %4
  %45 = getelementptr float, ptr addrspace(1) %2, i64 %mul1455
  %p1458 = getelementptr float, ptr addrspace(1) %45, i64 %call932
  %v1459 = load float, ptr addrspace(1) %p1458, align 4
  %p1462 = getelementptr float, ptr addrspace(1) %45, i64 %call938
  %v1463 = load float, ptr addrspace(1) %p1462, align 4
  %add1464 = add i64 %add1425, 8
  %call1466 = tail call i64 @llvm.smin.i64(i64 %add1464, i64 %add955)
  %call1467 = tail call i64 @llvm.smax.i64(i64 %call1466, i64 -2)
  %call1469 = tail call i64 @llvm.smin.i64(i64 %call1467, i64 %sub958)
  %call1470 = tail call i64 @llvm.smax.i64(i64 %call1469, i64 0)
  %mul1471 = mul i64 %call1470, %4
  %46 = getelementptr float, ptr addrspace(1) %2, i64 %mul1471
  %p1474 = getelementptr float, ptr addrspace(1) %46, i64 %call932
  %v1475 = load float, ptr addrspace(1) %p1474, align 4
  %p1478 = getelementptr float, ptr addrspace(1) %46, i64 %call938
  %v1479 = load float, ptr addrspace(1) %p1478, align 4
  %add1480 = add i64 %add1425, 9
  %call1482 = tail call i64 @llvm.smin.i64(i64 %add1480, i64 %add955)
  %call1483 = tail call i64 @llvm.smax.i64(i64 %call1482, i64 -2)
  %call1485 = tail call i64 @llvm.smin.i64(i64 %call1483, i64 %sub958)
  %call1486 = tail call i64 @llvm.smax.i64(i64 %call1485, i64 0)
  %mul1487 = mul i64 %call1486, %4
  %47 = getelementptr float, ptr addrspace(1) %2, i64 %mul1487
  %p1490 = getelementptr float, ptr addrspace(1) %47, i64 %call932
  %v1491 = load float, ptr addrspace(1) %p1490, align 4
  %p1494 = getelementptr float, ptr addrspace(1) %47, i64 %call938
  %v1495 = load float, ptr addrspace(1) %p1494, align 4
  br label %endif1431

endif1431:                                        ; preds = %tile.step1422, %then1429
  %phi1496 = phi float [ %v1443, %then1429 ], [ 0.000000e+00, %tile.step1422 ]
  %phi1497 = phi float [ %v1447, %then1429 ], [ 0.000000e+00, %tile.step1422 ]
  %phi1498 = phi float [ %v1459, %then1429 ], [ 0.000000e+00, %tile.step1422 ]
  %phi1499 = phi float [ %v1463, %then1429 ], [ 0.000000e+00, %tile.step1422 ]
  %phi1500 = phi float [ %v1475, %then1429 ], [ 0.000000e+00, %tile.step1422 ]
  %phi1501 = phi float [ %v1479, %then1429 ], [ 0.000000e+00, %tile.step1422 ]
  %phi1502 = phi float [ %v1491, %then1429 ], [ 0.000000e+00, %tile.step1422 ]
  %phi1503 = phi float [ %v1495, %then1429 ], [ 0.000000e+00, %tile.step1422 ]
  %sub1504 = sub i64 %5, %add1425
  %bits1508 = bitcast float %phi1097 to i32
  %call1509 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1508, i32 1, i32 0)
  %leaf1510 = bitcast i32 %call1509 to float
  %bits1511 = bitcast float %phi1098 to i32
  %call1512 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1511, i32 1, i32 0)
  %leaf1513 = bitcast i32 %call1512 to float
  %call1515 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1508, i32 1, i32 31)
  %leaf1516 = bitcast i32 %call1515 to float
  %fmul1517 = fmul float %phi1095, 2.000000e+00
  %fadd1518 = fadd float %phi1093, %fmul1517
  %fmul1519 = fmul float %leaf1510, 3.000000e+00
  %fadd1520 = fadd float %fadd1518, %fmul1519
  %fmul1521 = fmul float %leaf1513, 4.000000e+00
  %fadd1522 = fadd float %fadd1520, %fmul1521
  %fmul1523 = fmul float %phi1097, 5.000000e+00
  %fadd1524 = fadd float %fmul1523, %fadd1522
  %fmul1525 = fmul float %phi1098, 6.000000e+00
  %fadd1526 = fadd float %fmul1525, %fadd1524
  %fmul1527 = fmul float %leaf1516, 7.000000e+00
  %fadd1528 = fadd float %fmul1527, %fadd1526
  %fmul1529 = fmul float %phi1099, 8.000000e+00
  %fadd1530 = fadd float %fmul1529, %fadd1528
  %fmul1531 = fmul float %phi1183, 9.000000e+00
  %fadd1532 = fadd float %fmul1531, %fadd1530
  %call1534 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1511, i32 1, i32 31)
  %leaf1535 = bitcast i32 %call1534 to float
  %fmul1536 = fmul float %phi1096, 2.000000e+00
  %fadd1537 = fadd float %phi1094, %fmul1536
  %fmul1538 = fmul float %leaf1513, 3.000000e+00
  %fadd1539 = fadd float %fadd1537, %fmul1538
  %fmul1540 = fmul float %phi1097, 4.000000e+00
  %fadd1541 = fadd float %fmul1540, %fadd1539
  %fmul1542 = fmul float %phi1098, 5.000000e+00
  %fadd1543 = fadd float %fmul1542, %fadd1541
  %fmul1544 = fmul float %leaf1516, 6.000000e+00
  %fadd1545 = fadd float %fmul1544, %fadd1543
  %fmul1546 = fmul float %leaf1535, 7.000000e+00
  %fadd1547 = fadd float %fmul1546, %fadd1545
  %fmul1548 = fmul float %phi1100, 8.000000e+00
  %fadd1549 = fadd float %fmul1548, %fadd1547
  %fmul1550 = fmul float %phi1184, 9.000000e+00
  %fadd1551 = fadd float %fmul1550, %fadd1549
  %cmp1553 = icmp sgt i64 %sub1504, 0
  %out.s1554 = and i1 %out.lane942, %cmp1553
  %mul1555 = mul i64 %add1425, %6
  %add1556 = add i64 %mul1555, %add45
  %out.col1557 = and i1 %cmp943, %out.s1554
  %p1559 = getelementptr float, ptr addrspace(1) %11, i64 %add1556
  %address1560 = ptrtoint ptr addrspace(1) %p1559 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1560, float %fadd1532, i1 %out.col1557) #4
  %out.col1561 = and i1 %cmp944, %out.s1554
  %add1562 = or disjoint i64 %add1556, 1
  %p1563 = getelementptr float, ptr addrspace(1) %11, i64 %add1562
  %address1564 = ptrtoint ptr addrspace(1) %p1563 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1564, float %fadd1551, i1 %out.col1561) #4
  %bits1565 = bitcast float %phi1099 to i32
  %call1566 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1565, i32 1, i32 0)
  %leaf1567 = bitcast i32 %call1566 to float
  %bits1568 = bitcast float %phi1100 to i32
  %call1569 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1568, i32 1, i32 0)
  %leaf1570 = bitcast i32 %call1569 to float
  %call1572 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1565, i32 1, i32 31)
  %leaf1573 = bitcast i32 %call1572 to float
  %fmul1574 = fmul float %phi1097, 2.000000e+00
  %fadd1575 = fadd float %phi1095, %fmul1574
  %fmul1576 = fmul float %leaf1567, 3.000000e+00
  %fadd1577 = fadd float %fadd1575, %fmul1576
  %fmul1578 = fmul float %leaf1570, 4.000000e+00
  %fadd1579 = fadd float %fadd1577, %fmul1578
  %fmul1580 = fmul float %phi1099, 5.000000e+00
  %fadd1581 = fadd float %fmul1580, %fadd1579
  %fmul1582 = fmul float %phi1100, 6.000000e+00
  %fadd1583 = fadd float %fmul1582, %fadd1581
  %fmul1584 = fmul float %leaf1573, 7.000000e+00
  %fadd1585 = fadd float %fmul1584, %fadd1583
  %fmul1586 = fmul float %phi1183, 8.000000e+00
  %fadd1587 = fadd float %fmul1586, %fadd1585
  %fmul1588 = fmul float %phi1185, 9.000000e+00
  %fadd1589 = fadd float %fmul1588, %fadd1587
  %call1591 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1568, i32 1, i32 31)
  %leaf1592 = bitcast i32 %call1591 to float
  %fmul1593 = fmul float %phi1098, 2.000000e+00
  %fadd1594 = fadd float %phi1096, %fmul1593
  %fmul1595 = fmul float %leaf1570, 3.000000e+00
  %fadd1596 = fadd float %fadd1594, %fmul1595
  %fmul1597 = fmul float %phi1099, 4.000000e+00
  %fadd1598 = fadd float %fmul1597, %fadd1596
  %fmul1599 = fmul float %phi1100, 5.000000e+00
  %fadd1600 = fadd float %fmul1599, %fadd1598
  %fmul1601 = fmul float %leaf1573, 6.000000e+00
  %fadd1602 = fadd float %fmul1601, %fadd1600
  %fmul1603 = fmul float %leaf1592, 7.000000e+00
  %fadd1604 = fadd float %fmul1603, %fadd1602
  %fmul1605 = fmul float %phi1184, 8.000000e+00
  %fadd1606 = fadd float %fmul1605, %fadd1604
  %fmul1607 = fmul float %phi1186, 9.000000e+00
  %fadd1608 = fadd float %fmul1607, %fadd1606
  %add1609 = or disjoint i64 %add1425, 1
  %cmp1610 = icmp sgt i64 %sub1504, 1
  %out.s1611 = and i1 %out.lane942, %cmp1610
  %mul1612 = mul i64 %add1609, %6
  %out.col1614 = and i1 %cmp943, %out.s1611
  %gep2063 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul1612
  %address1617 = ptrtoint ptr addrspace(1) %gep2063 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1617, float %fadd1589, i1 %out.col1614) #4
  %out.col1618 = and i1 %cmp944, %out.s1611
  %p1620 = getelementptr i8, ptr addrspace(1) %gep2063, i64 4
  %address1621 = ptrtoint ptr addrspace(1) %p1620 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1621, float %fadd1608, i1 %out.col1618) #4
  %bits1622 = bitcast float %phi1183 to i32
  %call1623 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1622, i32 1, i32 0)
  %leaf1624 = bitcast i32 %call1623 to float
  %bits1625 = bitcast float %phi1184 to i32
  %call1626 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1625, i32 1, i32 0)
  %leaf1627 = bitcast i32 %call1626 to float
  %call1629 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1622, i32 1, i32 31)
  %leaf1630 = bitcast i32 %call1629 to float
  %fmul1631 = fmul float %phi1099, 2.000000e+00
  %fadd1632 = fadd float %phi1097, %fmul1631
  %fmul1633 = fmul float %leaf1624, 3.000000e+00
  %fadd1634 = fadd float %fadd1632, %fmul1633
  %fmul1635 = fmul float %leaf1627, 4.000000e+00
  %fadd1636 = fadd float %fadd1634, %fmul1635
  %fmul1637 = fmul float %phi1183, 5.000000e+00
  %fadd1638 = fadd float %fmul1637, %fadd1636
  %fmul1639 = fmul float %phi1184, 6.000000e+00
  %fadd1640 = fadd float %fmul1639, %fadd1638
  %fmul1641 = fmul float %leaf1630, 7.000000e+00
  %fadd1642 = fadd float %fmul1641, %fadd1640
  %fmul1643 = fmul float %phi1185, 8.000000e+00
  %fadd1644 = fadd float %fmul1643, %fadd1642
  %fmul1645 = fmul float %phi1187, 9.000000e+00
  %fadd1646 = fadd float %fmul1645, %fadd1644
  %call1648 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1625, i32 1, i32 31)
  %leaf1649 = bitcast i32 %call1648 to float
  %fmul1650 = fmul float %phi1100, 2.000000e+00
  %fadd1651 = fadd float %phi1098, %fmul1650
  %fmul1652 = fmul float %leaf1627, 3.000000e+00
  %fadd1653 = fadd float %fadd1651, %fmul1652
  %fmul1654 = fmul float %phi1183, 4.000000e+00
  %fadd1655 = fadd float %fmul1654, %fadd1653
  %fmul1656 = fmul float %phi1184, 5.000000e+00
  %fadd1657 = fadd float %fmul1656, %fadd1655
  %fmul1658 = fmul float %leaf1630, 6.000000e+00
  %fadd1659 = fadd float %fmul1658, %fadd1657
  %fmul1660 = fmul float %leaf1649, 7.000000e+00
  %fadd1661 = fadd float %fmul1660, %fadd1659
  %fmul1662 = fmul float %phi1186, 8.000000e+00
  %fadd1663 = fadd float %fmul1662, %fadd1661
  %fmul1664 = fmul float %phi1188, 9.000000e+00
  %fadd1665 = fadd float %fmul1664, %fadd1663
  %add1666 = or disjoint i64 %add1425, 2
  %cmp1667 = icmp sgt i64 %sub1504, 2
  %out.s1668 = and i1 %out.lane942, %cmp1667
  %mul1669 = mul i64 %add1666, %6
  %add1670 = add i64 %mul1669, %add45
  %out.col1671 = and i1 %cmp943, %out.s1668
  %p1673 = getelementptr float, ptr addrspace(1) %11, i64 %add1670
  %address1674 = ptrtoint ptr addrspace(1) %p1673 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1674, float %fadd1646, i1 %out.col1671) #4
  %out.col1675 = and i1 %cmp944, %out.s1668
  %add1676 = or disjoint i64 %add1670, 1
  %p1677 = getelementptr float, ptr addrspace(1) %11, i64 %add1676
  %address1678 = ptrtoint ptr addrspace(1) %p1677 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1678, float %fadd1665, i1 %out.col1675) #4
  %bits1679 = bitcast float %phi1185 to i32
  %call1680 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1679, i32 1, i32 0)
  %leaf1681 = bitcast i32 %call1680 to float
  %bits1682 = bitcast float %phi1186 to i32
  %call1683 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1682, i32 1, i32 0)
  %leaf1684 = bitcast i32 %call1683 to float
  %call1686 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1679, i32 1, i32 31)
  %leaf1687 = bitcast i32 %call1686 to float
  %fmul1688 = fmul float %phi1183, 2.000000e+00
  %fadd1689 = fadd float %phi1099, %fmul1688
  %fmul1690 = fmul float %leaf1681, 3.000000e+00
  %fadd1691 = fadd float %fadd1689, %fmul1690
  %fmul1692 = fmul float %leaf1684, 4.000000e+00
  %fadd1693 = fadd float %fadd1691, %fmul1692
  %fmul1694 = fmul float %phi1185, 5.000000e+00
  %fadd1695 = fadd float %fmul1694, %fadd1693
  %fmul1696 = fmul float %phi1186, 6.000000e+00
  %fadd1697 = fadd float %fmul1696, %fadd1695
  %fmul1698 = fmul float %leaf1687, 7.000000e+00
  %fadd1699 = fadd float %fmul1698, %fadd1697
  %fmul1700 = fmul float %phi1187, 8.000000e+00
  %fadd1701 = fadd float %fmul1700, %fadd1699
  %fmul1702 = fmul float %phi1189, 9.000000e+00
  %fadd1703 = fadd float %fmul1702, %fadd1701
  %call1705 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1682, i32 1, i32 31)
  %leaf1706 = bitcast i32 %call1705 to float
  %fmul1707 = fmul float %phi1184, 2.000000e+00
  %fadd1708 = fadd float %phi1100, %fmul1707
  %fmul1709 = fmul float %leaf1684, 3.000000e+00
  %fadd1710 = fadd float %fadd1708, %fmul1709
  %fmul1711 = fmul float %phi1185, 4.000000e+00
  %fadd1712 = fadd float %fmul1711, %fadd1710
  %fmul1713 = fmul float %phi1186, 5.000000e+00
  %fadd1714 = fadd float %fmul1713, %fadd1712
  %fmul1715 = fmul float %leaf1687, 6.000000e+00
  %fadd1716 = fadd float %fmul1715, %fadd1714
  %fmul1717 = fmul float %leaf1706, 7.000000e+00
  %fadd1718 = fadd float %fmul1717, %fadd1716
  %fmul1719 = fmul float %phi1188, 8.000000e+00
  %fadd1720 = fadd float %fmul1719, %fadd1718
  %fmul1721 = fmul float %phi1190, 9.000000e+00
  %fadd1722 = fadd float %fmul1721, %fadd1720
  %add1723 = or disjoint i64 %add1425, 3
  %cmp1724 = icmp sgt i64 %sub1504, 3
  %out.s1725 = and i1 %out.lane942, %cmp1724
  %mul1726 = mul i64 %add1723, %6
  %out.col1728 = and i1 %cmp943, %out.s1725
  %gep2065 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul1726
  %address1731 = ptrtoint ptr addrspace(1) %gep2065 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1731, float %fadd1703, i1 %out.col1728) #4
  %out.col1732 = and i1 %cmp944, %out.s1725
  %p1734 = getelementptr i8, ptr addrspace(1) %gep2065, i64 4
  %address1735 = ptrtoint ptr addrspace(1) %p1734 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1735, float %fadd1722, i1 %out.col1732) #4
  br i1 %cmp1427, label %tile.step1738, label %endif

tile.step1738:                                    ; preds = %endif1431
  %mul1740 = shl i64 %add1426, 2
  %add1741 = add i64 %mul1740, %mul42
  %add1742 = add nuw nsw i64 %mul1109, 3
  %cmp1743 = icmp ult i64 %add1742, %31
  br i1 %cmp1743, label %then1745, label %endif1747

then1745:                                         ; preds = %tile.step1738
  %add1744 = add i64 %add1741, 6
  %call1750 = tail call i64 @llvm.smin.i64(i64 %add1744, i64 %add955)
  %call1751 = tail call i64 @llvm.smax.i64(i64 %call1750, i64 -2)
  %call1753 = tail call i64 @llvm.smin.i64(i64 %call1751, i64 %sub958)
  %call1754 = tail call i64 @llvm.smax.i64(i64 %call1753, i64 0)
  %mul1755 = mul i64 %call1754, %4
  %48 = getelementptr float, ptr addrspace(1) %2, i64 %mul1755
  %p1758 = getelementptr float, ptr addrspace(1) %48, i64 %call932
  %v1759 = load float, ptr addrspace(1) %p1758, align 4
  %p1762 = getelementptr float, ptr addrspace(1) %48, i64 %call938
  %v1763 = load float, ptr addrspace(1) %p1762, align 4
  %add1764 = add i64 %add1741, 7
  %call1766 = tail call i64 @llvm.smin.i64(i64 %add1764, i64 %add955)
  %call1767 = tail call i64 @llvm.smax.i64(i64 %call1766, i64 -2)
  %call1769 = tail call i64 @llvm.smin.i64(i64 %call1767, i64 %sub958)
  %call1770 = tail call i64 @llvm.smax.i64(i64 %call1769, i64 0)
  %mul1771 = mul i64 %call1770, %4
  %49 = getelementptr float, ptr addrspace(1) %2, i64 %mul1771
  %p1774 = getelementptr float, ptr addrspace(1) %49, i64 %call932
  %v1775 = load float, ptr addrspace(1) %p1774, align 4
  %p1778 = getelementptr float, ptr addrspace(1) %49, i64 %call938
  %v1779 = load float, ptr addrspace(1) %p1778, align 4
  %add1780 = add i64 %add1741, 8
  %call1782 = tail call i64 @llvm.smin.i64(i64 %add1780, i64 %add955)
  %call1783 = tail call i64 @llvm.smax.i64(i64 %call1782, i64 -2)
  %call1785 = tail call i64 @llvm.smin.i64(i64 %call1783, i64 %sub958)
  %call1786 = tail call i64 @llvm.smax.i64(i64 %call1785, i64 0)
  %mul1787 = mul i64 %call1786, %4
  %50 = getelementptr float, ptr addrspace(1) %2, i64 %mul1787
  %p1790 = getelementptr float, ptr addrspace(1) %50, i64 %call932
  %v1791 = load float, ptr addrspace(1) %p1790, align 4
  %p1794 = getelementptr float, ptr addrspace(1) %50, i64 %call938
  %v1795 = load float, ptr addrspace(1) %p1794, align 4
  %add1796 = add i64 %add1741, 9
  %call1798 = tail call i64 @llvm.smin.i64(i64 %add1796, i64 %add955)
  %call1799 = tail call i64 @llvm.smax.i64(i64 %call1798, i64 -2)
  %call1801 = tail call i64 @llvm.smin.i64(i64 %call1799, i64 %sub958)
  %call1802 = tail call i64 @llvm.smax.i64(i64 %call1801, i64 0)
  %mul1803 = mul i64 %call1802, %4
  %51 = getelementptr float, ptr addrspace(1) %2, i64 %mul1803
  %p1806 = getelementptr float, ptr addrspace(1) %51, i64 %call932
  %v1807 = load float, ptr addrspace(1) %p1806, align 4
  %p1810 = getelementptr float, ptr addrspace(1) %51, i64 %call938
  %v1811 = load float, ptr addrspace(1) %p1810, align 4
  br label %endif1747

endif1747:                                        ; preds = %tile.step1738, %then1745
  %phi1812 = phi float [ %v1759, %then1745 ], [ 0.000000e+00, %tile.step1738 ]
  %phi1813 = phi float [ %v1763, %then1745 ], [ 0.000000e+00, %tile.step1738 ]
  %phi1814 = phi float [ %v1775, %then1745 ], [ 0.000000e+00, %tile.step1738 ]
  %phi1815 = phi float [ %v1779, %then1745 ], [ 0.000000e+00, %tile.step1738 ]
  %phi1816 = phi float [ %v1791, %then1745 ], [ 0.000000e+00, %tile.step1738 ]
  %phi1817 = phi float [ %v1795, %then1745 ], [ 0.000000e+00, %tile.step1738 ]
  %phi1818 = phi float [ %v1807, %then1745 ], [ 0.000000e+00, %tile.step1738 ]
  %phi1819 = phi float [ %v1811, %then1745 ], [ 0.000000e+00, %tile.step1738 ]
  %sub1820 = sub i64 %5, %add1741
  %bits1824 = bitcast float %phi1187 to i32
  %call1825 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1824, i32 1, i32 0)
  %leaf1826 = bitcast i32 %call1825 to float
  %bits1827 = bitcast float %phi1188 to i32
  %call1828 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1827, i32 1, i32 0)
  %leaf1829 = bitcast i32 %call1828 to float
  %call1831 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1824, i32 1, i32 31)
  %leaf1832 = bitcast i32 %call1831 to float
  %fmul1833 = fmul float %phi1185, 2.000000e+00
  %fadd1834 = fadd float %phi1183, %fmul1833
  %fmul1835 = fmul float %leaf1826, 3.000000e+00
  %fadd1836 = fadd float %fadd1834, %fmul1835
  %fmul1837 = fmul float %leaf1829, 4.000000e+00
  %fadd1838 = fadd float %fadd1836, %fmul1837
  %fmul1839 = fmul float %phi1187, 5.000000e+00
  %fadd1840 = fadd float %fmul1839, %fadd1838
  %fmul1841 = fmul float %phi1188, 6.000000e+00
  %fadd1842 = fadd float %fmul1841, %fadd1840
  %fmul1843 = fmul float %leaf1832, 7.000000e+00
  %fadd1844 = fadd float %fmul1843, %fadd1842
  %fmul1845 = fmul float %phi1189, 8.000000e+00
  %fadd1846 = fadd float %fmul1845, %fadd1844
  %fmul1847 = fmul float %phi1496, 9.000000e+00
  %fadd1848 = fadd float %fmul1847, %fadd1846
  %call1850 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1827, i32 1, i32 31)
  %leaf1851 = bitcast i32 %call1850 to float
  %fmul1852 = fmul float %phi1186, 2.000000e+00
  %fadd1853 = fadd float %phi1184, %fmul1852
  %fmul1854 = fmul float %leaf1829, 3.000000e+00
  %fadd1855 = fadd float %fadd1853, %fmul1854
  %fmul1856 = fmul float %phi1187, 4.000000e+00
  %fadd1857 = fadd float %fmul1856, %fadd1855
  %fmul1858 = fmul float %phi1188, 5.000000e+00
  %fadd1859 = fadd float %fmul1858, %fadd1857
  %fmul1860 = fmul float %leaf1832, 6.000000e+00
  %fadd1861 = fadd float %fmul1860, %fadd1859
  %fmul1862 = fmul float %leaf1851, 7.000000e+00
  %fadd1863 = fadd float %fmul1862, %fadd1861
  %fmul1864 = fmul float %phi1190, 8.000000e+00
  %fadd1865 = fadd float %fmul1864, %fadd1863
  %fmul1866 = fmul float %phi1497, 9.000000e+00
  %fadd1867 = fadd float %fmul1866, %fadd1865
  %cmp1869 = icmp sgt i64 %sub1820, 0
  %out.s1870 = and i1 %out.lane942, %cmp1869
  %mul1871 = mul i64 %add1741, %6
  %add1872 = add i64 %mul1871, %add45
  %out.col1873 = and i1 %cmp943, %out.s1870
  %p1875 = getelementptr float, ptr addrspace(1) %11, i64 %add1872
  %address1876 = ptrtoint ptr addrspace(1) %p1875 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1876, float %fadd1848, i1 %out.col1873) #4
  %out.col1877 = and i1 %cmp944, %out.s1870
  %add1878 = or disjoint i64 %add1872, 1
  %p1879 = getelementptr float, ptr addrspace(1) %11, i64 %add1878
  %address1880 = ptrtoint ptr addrspace(1) %p1879 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1880, float %fadd1867, i1 %out.col1877) #4
  %bits1881 = bitcast float %phi1189 to i32
  %call1882 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1881, i32 1, i32 0)
  %leaf1883 = bitcast i32 %call1882 to float
  %bits1884 = bitcast float %phi1190 to i32
  %call1885 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1884, i32 1, i32 0)
  %leaf1886 = bitcast i32 %call1885 to float
  %call1888 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1881, i32 1, i32 31)
  %leaf1889 = bitcast i32 %call1888 to float
  %fmul1890 = fmul float %phi1187, 2.000000e+00
  %fadd1891 = fadd float %phi1185, %fmul1890
  %fmul1892 = fmul float %leaf1883, 3.000000e+00
  %fadd1893 = fadd float %fadd1891, %fmul1892
  %fmul1894 = fmul float %leaf1886, 4.000000e+00
  %fadd1895 = fadd float %fadd1893, %fmul1894
  %fmul1896 = fmul float %phi1189, 5.000000e+00
  %fadd1897 = fadd float %fmul1896, %fadd1895
  %fmul1898 = fmul float %phi1190, 6.000000e+00
  %fadd1899 = fadd float %fmul1898, %fadd1897
  %fmul1900 = fmul float %leaf1889, 7.000000e+00
  %fadd1901 = fadd float %fmul1900, %fadd1899
  %fmul1902 = fmul float %phi1496, 8.000000e+00
  %fadd1903 = fadd float %fmul1902, %fadd1901
  %fmul1904 = fmul float %phi1498, 9.000000e+00
  %fadd1905 = fadd float %fmul1904, %fadd1903
  %call1907 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1884, i32 1, i32 31)
  %leaf1908 = bitcast i32 %call1907 to float
  %fmul1909 = fmul float %phi1188, 2.000000e+00
  %fadd1910 = fadd float %phi1186, %fmul1909
  %fmul1911 = fmul float %leaf1886, 3.000000e+00
  %fadd1912 = fadd float %fadd1910, %fmul1911
  %fmul1913 = fmul float %phi1189, 4.000000e+00
  %fadd1914 = fadd float %fmul1913, %fadd1912
  %fmul1915 = fmul float %phi1190, 5.000000e+00
  %fadd1916 = fadd float %fmul1915, %fadd1914
  %fmul1917 = fmul float %leaf1889, 6.000000e+00
  %fadd1918 = fadd float %fmul1917, %fadd1916
  %fmul1919 = fmul float %leaf1908, 7.000000e+00
  %fadd1920 = fadd float %fmul1919, %fadd1918
  %fmul1921 = fmul float %phi1497, 8.000000e+00
  %fadd1922 = fadd float %fmul1921, %fadd1920
  %fmul1923 = fmul float %phi1499, 9.000000e+00
  %fadd1924 = fadd float %fmul1923, %fadd1922
  %add1925 = or disjoint i64 %add1741, 1
  %cmp1926 = icmp sgt i64 %sub1820, 1
  %out.s1927 = and i1 %out.lane942, %cmp1926
  %mul1928 = mul i64 %add1925, %6
  %out.col1930 = and i1 %cmp943, %out.s1927
  %gep2067 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul1928
  %address1933 = ptrtoint ptr addrspace(1) %gep2067 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1933, float %fadd1905, i1 %out.col1930) #4
  %out.col1934 = and i1 %cmp944, %out.s1927
  %p1936 = getelementptr i8, ptr addrspace(1) %gep2067, i64 4
  %address1937 = ptrtoint ptr addrspace(1) %p1936 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1937, float %fadd1924, i1 %out.col1934) #4
  %bits1938 = bitcast float %phi1496 to i32
  %call1939 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1938, i32 1, i32 0)
  %leaf1940 = bitcast i32 %call1939 to float
  %bits1941 = bitcast float %phi1497 to i32
  %call1942 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1941, i32 1, i32 0)
  %leaf1943 = bitcast i32 %call1942 to float
  %call1945 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1938, i32 1, i32 31)
  %leaf1946 = bitcast i32 %call1945 to float
  %fmul1947 = fmul float %phi1189, 2.000000e+00
  %fadd1948 = fadd float %phi1187, %fmul1947
  %fmul1949 = fmul float %leaf1940, 3.000000e+00
  %fadd1950 = fadd float %fadd1948, %fmul1949
  %fmul1951 = fmul float %leaf1943, 4.000000e+00
  %fadd1952 = fadd float %fadd1950, %fmul1951
  %fmul1953 = fmul float %phi1496, 5.000000e+00
  %fadd1954 = fadd float %fmul1953, %fadd1952
  %fmul1955 = fmul float %phi1497, 6.000000e+00
  %fadd1956 = fadd float %fmul1955, %fadd1954
  %fmul1957 = fmul float %leaf1946, 7.000000e+00
  %fadd1958 = fadd float %fmul1957, %fadd1956
  %fmul1959 = fmul float %phi1498, 8.000000e+00
  %fadd1960 = fadd float %fmul1959, %fadd1958
  %fmul1961 = fmul float %phi1500, 9.000000e+00
  %fadd1962 = fadd float %fmul1961, %fadd1960
  %call1964 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1941, i32 1, i32 31)
  %leaf1965 = bitcast i32 %call1964 to float
  %fmul1966 = fmul float %phi1190, 2.000000e+00
  %fadd1967 = fadd float %phi1188, %fmul1966
  %fmul1968 = fmul float %leaf1943, 3.000000e+00
  %fadd1969 = fadd float %fadd1967, %fmul1968
  %fmul1970 = fmul float %phi1496, 4.000000e+00
  %fadd1971 = fadd float %fmul1970, %fadd1969
  %fmul1972 = fmul float %phi1497, 5.000000e+00
  %fadd1973 = fadd float %fmul1972, %fadd1971
  %fmul1974 = fmul float %leaf1946, 6.000000e+00
  %fadd1975 = fadd float %fmul1974, %fadd1973
  %fmul1976 = fmul float %leaf1965, 7.000000e+00
  %fadd1977 = fadd float %fmul1976, %fadd1975
  %fmul1978 = fmul float %phi1499, 8.000000e+00
  %fadd1979 = fadd float %fmul1978, %fadd1977
  %fmul1980 = fmul float %phi1501, 9.000000e+00
  %fadd1981 = fadd float %fmul1980, %fadd1979
  %add1982 = or disjoint i64 %add1741, 2
  %cmp1983 = icmp sgt i64 %sub1820, 2
  %out.s1984 = and i1 %out.lane942, %cmp1983
  %mul1985 = mul i64 %add1982, %6
  %add1986 = add i64 %mul1985, %add45
  %out.col1987 = and i1 %cmp943, %out.s1984
  %p1989 = getelementptr float, ptr addrspace(1) %11, i64 %add1986
  %address1990 = ptrtoint ptr addrspace(1) %p1989 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1990, float %fadd1962, i1 %out.col1987) #4
  %out.col1991 = and i1 %cmp944, %out.s1984
  %add1992 = or disjoint i64 %add1986, 1
  %p1993 = getelementptr float, ptr addrspace(1) %11, i64 %add1992
  %address1994 = ptrtoint ptr addrspace(1) %p1993 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1994, float %fadd1981, i1 %out.col1991) #4
  %bits1995 = bitcast float %phi1498 to i32
  %call1996 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1995, i32 1, i32 0)
  %leaf1997 = bitcast i32 %call1996 to float
  %bits1998 = bitcast float %phi1499 to i32
  %call1999 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1998, i32 1, i32 0)
  %leaf2000 = bitcast i32 %call1999 to float
  %call2002 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1995, i32 1, i32 31)
  %leaf2003 = bitcast i32 %call2002 to float
  %fmul2004 = fmul float %phi1496, 2.000000e+00
  %fadd2005 = fadd float %phi1189, %fmul2004
  %fmul2006 = fmul float %leaf1997, 3.000000e+00
  %fadd2007 = fadd float %fadd2005, %fmul2006
  %fmul2008 = fmul float %leaf2000, 4.000000e+00
  %fadd2009 = fadd float %fadd2007, %fmul2008
  %fmul2010 = fmul float %phi1498, 5.000000e+00
  %fadd2011 = fadd float %fmul2010, %fadd2009
  %fmul2012 = fmul float %phi1499, 6.000000e+00
  %fadd2013 = fadd float %fmul2012, %fadd2011
  %fmul2014 = fmul float %leaf2003, 7.000000e+00
  %fadd2015 = fadd float %fmul2014, %fadd2013
  %fmul2016 = fmul float %phi1500, 8.000000e+00
  %fadd2017 = fadd float %fmul2016, %fadd2015
  %fmul2018 = fmul float %phi1502, 9.000000e+00
  %fadd2019 = fadd float %fmul2018, %fadd2017
  %call2021 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1998, i32 1, i32 31)
  %leaf2022 = bitcast i32 %call2021 to float
  %fmul2023 = fmul float %phi1497, 2.000000e+00
  %fadd2024 = fadd float %phi1190, %fmul2023
  %fmul2025 = fmul float %leaf2000, 3.000000e+00
  %fadd2026 = fadd float %fadd2024, %fmul2025
  %fmul2027 = fmul float %phi1498, 4.000000e+00
  %fadd2028 = fadd float %fmul2027, %fadd2026
  %fmul2029 = fmul float %phi1499, 5.000000e+00
  %fadd2030 = fadd float %fmul2029, %fadd2028
  %fmul2031 = fmul float %leaf2003, 6.000000e+00
  %fadd2032 = fadd float %fmul2031, %fadd2030
  %fmul2033 = fmul float %leaf2022, 7.000000e+00
  %fadd2034 = fadd float %fmul2033, %fadd2032
  %fmul2035 = fmul float %phi1501, 8.000000e+00
  %fadd2036 = fadd float %fmul2035, %fadd2034
  %fmul2037 = fmul float %phi1503, 9.000000e+00
  %fadd2038 = fadd float %fmul2037, %fadd2036
  %add2039 = or disjoint i64 %add1741, 3
  %cmp2040 = icmp sgt i64 %sub1820, 3
  %out.s2041 = and i1 %out.lane942, %cmp2040
  %mul2042 = mul i64 %add2039, %6
  %out.col2044 = and i1 %cmp943, %out.s2041
  %gep2069 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul2042
  %address2047 = ptrtoint ptr addrspace(1) %gep2069 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address2047, float %fadd2019, i1 %out.col2044) #4
  %out.col2048 = and i1 %cmp944, %out.s2041
  %p2050 = getelementptr i8, ptr addrspace(1) %gep2069, i64 4
  %address2051 = ptrtoint ptr addrspace(1) %p2050 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address2051, float %fadd2038, i1 %out.col2048) #4
  %add2052 = add nuw nsw i64 %group1084, 1
  %mul2053 = mul nuw nsw i64 %add2052, 3
  %cmp2054 = icmp ult i64 %mul2053, %31
  br i1 %cmp2054, label %tile.steps1082, label %endif
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

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #3

attributes #0 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nofree nounwind memory(argmem: read) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0}

!0 = !{ptr @systole_stencil_tile_j2d9pt_f32_elements, !"kernel", i32 1}
