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
  %low2058 = or i64 %address, %address26
  %20 = and i64 %low2058, 7
  %21 = or i64 %20, %19
  %aligned29 = icmp eq i64 %21, 0
  %mul30 = mul i64 %13, %12
  %cmp31 = icmp slt i64 %warp, %mul30
  br i1 %cmp31, label %stride.body.preheader, label %stride.exit

stride.body.preheader:                            ; preds = %entry
  %mul922 = shl nuw nsw i64 %lane, 1
  %sub921 = add nsw i64 %mul922, -2
  %add928 = add i64 %6, 1
  %sub931 = add i64 %4, -1
  %cmp941 = icmp ne i64 %lane, 0
  %cmp942 = icmp ne i64 %lane, 31
  %out.lane943 = and i1 %cmp941, %cmp942
  %sub949 = add i64 %5, 3
  %add956 = add i64 %5, 1
  %sub959 = add i64 %3, -1
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %endif
  %i = phi i64 [ %add2056, %endif ], [ %warp, %stride.body.preheader ]
  %i.frozen = freeze i64 %i
  %.frozen = freeze i64 %12
  %div33 = udiv i64 %i.frozen, %.frozen
  %22 = mul i64 %div33, %.frozen
  %rem32.decomposed = sub i64 %i.frozen, %22
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
  %add46 = add i64 %sub921, %mul42
  br i1 %inside41, label %then, label %else

stride.exit:                                      ; preds = %endif, %entry
  ret void

then:                                             ; preds = %stride.body
  %sub58 = add i64 %mul43, -2
  %mul60 = mul i64 %sub58, %4
  %23 = getelementptr float, ptr addrspace(1) %2, i64 %mul60
  %p = getelementptr float, ptr addrspace(1) %23, i64 %add46
  %call63 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p, i32 8)
  %x = extractelement <2 x float> %call63, i64 0
  %x64 = extractelement <2 x float> %call63, i64 1
  %add65 = add i64 %mul43, -1
  %mul66 = mul i64 %add65, %4
  %24 = getelementptr float, ptr addrspace(1) %2, i64 %mul66
  %p69 = getelementptr float, ptr addrspace(1) %24, i64 %add46
  %call70 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p69, i32 8)
  %x71 = extractelement <2 x float> %call70, i64 0
  %x72 = extractelement <2 x float> %call70, i64 1
  %mul74 = mul i64 %mul43, %4
  %25 = getelementptr float, ptr addrspace(1) %2, i64 %mul74
  %p77 = getelementptr float, ptr addrspace(1) %25, i64 %add46
  %call78 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p77, i32 8)
  %x79 = extractelement <2 x float> %call78, i64 0
  %x80 = extractelement <2 x float> %call78, i64 1
  %add81 = or disjoint i64 %mul43, 1
  %mul82 = mul i64 %add81, %4
  %26 = getelementptr float, ptr addrspace(1) %2, i64 %mul82
  %p85 = getelementptr float, ptr addrspace(1) %26, i64 %add46
  %call86 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p85, i32 8)
  %x87 = extractelement <2 x float> %call86, i64 0
  %x88 = extractelement <2 x float> %call86, i64 1
  %add89 = or disjoint i64 %mul43, 2
  %mul90 = mul i64 %add89, %4
  %27 = getelementptr float, ptr addrspace(1) %2, i64 %mul90
  %p93 = getelementptr float, ptr addrspace(1) %27, i64 %add46
  %call94 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p93, i32 8)
  %x95 = extractelement <2 x float> %call94, i64 0
  %x96 = extractelement <2 x float> %call94, i64 1
  %add97 = or disjoint i64 %mul43, 3
  %mul98 = mul i64 %add97, %4
  %28 = getelementptr float, ptr addrspace(1) %2, i64 %mul98
  %p101 = getelementptr float, ptr addrspace(1) %28, i64 %add46
  %call102 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p101, i32 8)
  %x103 = extractelement <2 x float> %call102, i64 0
  %x104 = extractelement <2 x float> %call102, i64 1
  %add105 = or disjoint i64 %mul43, 4
  %mul106 = mul i64 %add105, %4
  %29 = getelementptr float, ptr addrspace(1) %2, i64 %mul106
  %p109 = getelementptr float, ptr addrspace(1) %29, i64 %add46
  %call110 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p109, i32 8)
  %x111 = extractelement <2 x float> %call110, i64 0
  %x112 = extractelement <2 x float> %call110, i64 1
  %add113 = or disjoint i64 %mul43, 5
  %mul114 = mul i64 %add113, %4
  %30 = getelementptr float, ptr addrspace(1) %2, i64 %mul114
  %p117 = getelementptr float, ptr addrspace(1) %30, i64 %add46
  %call118 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p117, i32 8)
  %x119 = extractelement <2 x float> %call118, i64 0
  %x120 = extractelement <2 x float> %call118, i64 1
  %invariant.gep2071 = getelementptr float, ptr addrspace(1) %2, i64 %add46
  %invariant.gep2079 = getelementptr float, ptr addrspace(1) %11, i64 %add46
  br label %tile.steps

else:                                             ; preds = %stride.body
  %add925 = or disjoint i64 %add46, 1
  %call929 = tail call i64 @llvm.smin.i64(i64 %add46, i64 %add928)
  %call930 = tail call i64 @llvm.smax.i64(i64 %call929, i64 -2)
  %call932 = tail call i64 @llvm.smin.i64(i64 %call930, i64 %sub931)
  %call933 = tail call i64 @llvm.smax.i64(i64 %call932, i64 0)
  %call935 = tail call i64 @llvm.smin.i64(i64 %add925, i64 %add928)
  %call936 = tail call i64 @llvm.smax.i64(i64 %call935, i64 -2)
  %call938 = tail call i64 @llvm.smin.i64(i64 %call936, i64 %sub931)
  %call939 = tail call i64 @llvm.smax.i64(i64 %call938, i64 0)
  %cmp944 = icmp slt i64 %add46, %6
  %cmp945 = icmp slt i64 %add925, %6
  %add950 = sub i64 %sub949, %mul43
  %div9512059 = lshr i64 %add950, 2
  %31 = tail call i64 @llvm.umin.i64(i64 %div9512059, i64 8)
  %sub954 = add i64 %mul43, -2
  %call957 = tail call i64 @llvm.smin.i64(i64 %sub954, i64 %add956)
  %call958 = tail call i64 @llvm.smax.i64(i64 %call957, i64 -2)
  %call960 = tail call i64 @llvm.smin.i64(i64 %call958, i64 %sub959)
  %call961 = tail call i64 @llvm.smax.i64(i64 %call960, i64 0)
  %mul962 = mul i64 %call961, %4
  %32 = getelementptr float, ptr addrspace(1) %2, i64 %mul962
  %p965 = getelementptr float, ptr addrspace(1) %32, i64 %call933
  %v966 = load float, ptr addrspace(1) %p965, align 4
  %p969 = getelementptr float, ptr addrspace(1) %32, i64 %call939
  %v970 = load float, ptr addrspace(1) %p969, align 4
  %add971 = add i64 %mul43, -1
  %call973 = tail call i64 @llvm.smin.i64(i64 %add971, i64 %add956)
  %call974 = tail call i64 @llvm.smax.i64(i64 %call973, i64 -2)
  %call976 = tail call i64 @llvm.smin.i64(i64 %call974, i64 %sub959)
  %call977 = tail call i64 @llvm.smax.i64(i64 %call976, i64 0)
  %mul978 = mul i64 %call977, %4
  %33 = getelementptr float, ptr addrspace(1) %2, i64 %mul978
  %p981 = getelementptr float, ptr addrspace(1) %33, i64 %call933
  %v982 = load float, ptr addrspace(1) %p981, align 4
  %p985 = getelementptr float, ptr addrspace(1) %33, i64 %call939
  %v986 = load float, ptr addrspace(1) %p985, align 4
  %call989 = tail call i64 @llvm.smin.i64(i64 %mul43, i64 %add956)
  %call990 = tail call i64 @llvm.smax.i64(i64 %call989, i64 -2)
  %call992 = tail call i64 @llvm.smin.i64(i64 %call990, i64 %sub959)
  %call993 = tail call i64 @llvm.smax.i64(i64 %call992, i64 0)
  %mul994 = mul i64 %call993, %4
  %34 = getelementptr float, ptr addrspace(1) %2, i64 %mul994
  %p997 = getelementptr float, ptr addrspace(1) %34, i64 %call933
  %v998 = load float, ptr addrspace(1) %p997, align 4
  %p1001 = getelementptr float, ptr addrspace(1) %34, i64 %call939
  %v1002 = load float, ptr addrspace(1) %p1001, align 4
  %add1003 = or disjoint i64 %mul43, 1
  %call1005 = tail call i64 @llvm.smin.i64(i64 %add1003, i64 %add956)
  %call1006 = tail call i64 @llvm.smax.i64(i64 %call1005, i64 -2)
  %call1008 = tail call i64 @llvm.smin.i64(i64 %call1006, i64 %sub959)
  %call1009 = tail call i64 @llvm.smax.i64(i64 %call1008, i64 0)
  %mul1010 = mul i64 %call1009, %4
  %35 = getelementptr float, ptr addrspace(1) %2, i64 %mul1010
  %p1013 = getelementptr float, ptr addrspace(1) %35, i64 %call933
  %v1014 = load float, ptr addrspace(1) %p1013, align 4
  %p1017 = getelementptr float, ptr addrspace(1) %35, i64 %call939
  %v1018 = load float, ptr addrspace(1) %p1017, align 4
  %add1019 = or disjoint i64 %mul43, 2
  %call1021 = tail call i64 @llvm.smin.i64(i64 %add1019, i64 %add956)
  %call1022 = tail call i64 @llvm.smax.i64(i64 %call1021, i64 -2)
  %call1024 = tail call i64 @llvm.smin.i64(i64 %call1022, i64 %sub959)
  %call1025 = tail call i64 @llvm.smax.i64(i64 %call1024, i64 0)
  %mul1026 = mul i64 %call1025, %4
  %36 = getelementptr float, ptr addrspace(1) %2, i64 %mul1026
  %p1029 = getelementptr float, ptr addrspace(1) %36, i64 %call933
  %v1030 = load float, ptr addrspace(1) %p1029, align 4
  %p1033 = getelementptr float, ptr addrspace(1) %36, i64 %call939
  %v1034 = load float, ptr addrspace(1) %p1033, align 4
  %add1035 = or disjoint i64 %mul43, 3
  %call1037 = tail call i64 @llvm.smin.i64(i64 %add1035, i64 %add956)
  %call1038 = tail call i64 @llvm.smax.i64(i64 %call1037, i64 -2)
  %call1040 = tail call i64 @llvm.smin.i64(i64 %call1038, i64 %sub959)
  %call1041 = tail call i64 @llvm.smax.i64(i64 %call1040, i64 0)
  %mul1042 = mul i64 %call1041, %4
  %37 = getelementptr float, ptr addrspace(1) %2, i64 %mul1042
  %p1045 = getelementptr float, ptr addrspace(1) %37, i64 %call933
  %v1046 = load float, ptr addrspace(1) %p1045, align 4
  %p1049 = getelementptr float, ptr addrspace(1) %37, i64 %call939
  %v1050 = load float, ptr addrspace(1) %p1049, align 4
  %add1051 = or disjoint i64 %mul43, 4
  %call1053 = tail call i64 @llvm.smin.i64(i64 %add1051, i64 %add956)
  %call1054 = tail call i64 @llvm.smax.i64(i64 %call1053, i64 -2)
  %call1056 = tail call i64 @llvm.smin.i64(i64 %call1054, i64 %sub959)
  %call1057 = tail call i64 @llvm.smax.i64(i64 %call1056, i64 0)
  %mul1058 = mul i64 %call1057, %4
  %38 = getelementptr float, ptr addrspace(1) %2, i64 %mul1058
  %p1061 = getelementptr float, ptr addrspace(1) %38, i64 %call933
  %v1062 = load float, ptr addrspace(1) %p1061, align 4
  %p1065 = getelementptr float, ptr addrspace(1) %38, i64 %call939
  %v1066 = load float, ptr addrspace(1) %p1065, align 4
  %add1067 = or disjoint i64 %mul43, 5
  %call1069 = tail call i64 @llvm.smin.i64(i64 %add1067, i64 %add956)
  %call1070 = tail call i64 @llvm.smax.i64(i64 %call1069, i64 -2)
  %call1072 = tail call i64 @llvm.smin.i64(i64 %call1070, i64 %sub959)
  %call1073 = tail call i64 @llvm.smax.i64(i64 %call1072, i64 0)
  %mul1074 = mul i64 %call1073, %4
  %39 = getelementptr float, ptr addrspace(1) %2, i64 %mul1074
  %p1077 = getelementptr float, ptr addrspace(1) %39, i64 %call933
  %v1078 = load float, ptr addrspace(1) %p1077, align 4
  %p1081 = getelementptr float, ptr addrspace(1) %39, i64 %call939
  %v1082 = load float, ptr addrspace(1) %p1081, align 4
  %invariant.gep = getelementptr float, ptr addrspace(1) %11, i64 %add46
  br label %tile.steps1083

endif:                                            ; preds = %endif1119, %endif1432, %endif1748, %endif652
  %add2056 = add i64 %i, %warp8
  %cmp2057 = icmp slt i64 %add2056, %mul30
  br i1 %cmp2057, label %stride.body, label %stride.exit

tile.steps:                                       ; preds = %endif912, %then
  %group = phi i64 [ 0, %then ], [ %add916, %endif912 ]
  %phi = phi float [ %x, %then ], [ %phi440, %endif912 ]
  %phi121 = phi float [ %x64, %then ], [ %phi441, %endif912 ]
  %phi122 = phi float [ %x71, %then ], [ %phi442, %endif912 ]
  %phi123 = phi float [ %x72, %then ], [ %phi443, %endif912 ]
  %phi124 = phi float [ %x79, %then ], [ %phi444, %endif912 ]
  %phi125 = phi float [ %x80, %then ], [ %phi445, %endif912 ]
  %phi126 = phi float [ %x87, %then ], [ %phi446, %endif912 ]
  %phi127 = phi float [ %x88, %then ], [ %phi447, %endif912 ]
  %phi128 = phi float [ %x95, %then ], [ %phi700, %endif912 ]
  %phi129 = phi float [ %x96, %then ], [ %phi701, %endif912 ]
  %phi130 = phi float [ %x103, %then ], [ %phi702, %endif912 ]
  %phi131 = phi float [ %x104, %then ], [ %phi703, %endif912 ]
  %phi132 = phi float [ %x111, %then ], [ %phi704, %endif912 ]
  %phi133 = phi float [ %x112, %then ], [ %phi705, %endif912 ]
  %phi134 = phi float [ %x119, %then ], [ %phi706, %endif912 ]
  %phi135 = phi float [ %x120, %then ], [ %phi707, %endif912 ]
  %mul146 = mul nuw nsw i64 %group, 12
  %add147 = add nuw nsw i64 %mul146, %mul43
  %add150 = add nuw nsw i64 %add147, 6
  %mul155 = mul i64 %add150, %4
  %gep2072 = getelementptr float, ptr addrspace(1) %invariant.gep2071, i64 %mul155
  %call159 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep2072, i32 8)
  %x160 = extractelement <2 x float> %call159, i64 0
  %x161 = extractelement <2 x float> %call159, i64 1
  %add162 = add nuw nsw i64 %add147, 7
  %mul163 = mul i64 %add162, %4
  %gep2074 = getelementptr float, ptr addrspace(1) %invariant.gep2071, i64 %mul163
  %call167 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep2074, i32 8)
  %x168 = extractelement <2 x float> %call167, i64 0
  %x169 = extractelement <2 x float> %call167, i64 1
  %add170 = add i64 %add147, 8
  %mul171 = mul i64 %add170, %4
  %gep2076 = getelementptr float, ptr addrspace(1) %invariant.gep2071, i64 %mul171
  %call175 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep2076, i32 8)
  %x176 = extractelement <2 x float> %call175, i64 0
  %x177 = extractelement <2 x float> %call175, i64 1
  %add178 = add i64 %add147, 9
  %mul179 = mul i64 %add178, %4
  %gep2078 = getelementptr float, ptr addrspace(1) %invariant.gep2071, i64 %mul179
  %call183 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep2078, i32 8)
  %x184 = extractelement <2 x float> %call183, i64 0
  %x185 = extractelement <2 x float> %call183, i64 1
  %bits = bitcast float %phi124 to i32
  %call194 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits, i32 1, i32 0)
  %bits195 = bitcast float %phi125 to i32
  %call196 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits195, i32 1, i32 0)
  %call199 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits, i32 1, i32 31)
  %call216 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits195, i32 1, i32 31)
  switch i64 %lane, label %then237 [
    i64 31, label %endif238
    i64 0, label %endif238
  ]

then237:                                          ; preds = %tile.steps
  %mul235 = mul i64 %add147, %6
  %fmul218 = fmul float %phi123, 2.000000e+00
  %fadd219 = fadd float %phi121, %fmul218
  %leaf197 = bitcast i32 %call196 to float
  %fmul220 = fmul float %leaf197, 3.000000e+00
  %fadd221 = fadd float %fadd219, %fmul220
  %fmul222 = fmul float %phi124, 4.000000e+00
  %fadd223 = fadd float %fmul222, %fadd221
  %fmul224 = fmul float %phi125, 5.000000e+00
  %fadd225 = fadd float %fmul224, %fadd223
  %leaf200 = bitcast i32 %call199 to float
  %fmul226 = fmul float %leaf200, 6.000000e+00
  %fadd227 = fadd float %fmul226, %fadd225
  %leaf217 = bitcast i32 %call216 to float
  %fmul228 = fmul float %leaf217, 7.000000e+00
  %fadd229 = fadd float %fmul228, %fadd227
  %fmul230 = fmul float %phi127, 8.000000e+00
  %fadd231 = fadd float %fmul230, %fadd229
  %fmul232 = fmul float %phi129, 9.000000e+00
  %fadd233 = fadd float %fmul232, %fadd231
  %fmul = fmul float %phi122, 2.000000e+00
  %fadd = fadd float %phi, %fmul
  %leaf = bitcast i32 %call194 to float
  %fmul201 = fmul float %leaf, 3.000000e+00
  %fadd202 = fadd float %fadd, %fmul201
  %fmul203 = fmul float %leaf197, 4.000000e+00
  %fadd204 = fadd float %fadd202, %fmul203
  %fmul205 = fmul float %phi124, 5.000000e+00
  %fadd206 = fadd float %fmul205, %fadd204
  %fmul207 = fmul float %phi125, 6.000000e+00
  %fadd208 = fadd float %fmul207, %fadd206
  %fmul209 = fmul float %leaf200, 7.000000e+00
  %fadd210 = fadd float %fmul209, %fadd208
  %fmul211 = fmul float %phi126, 8.000000e+00
  %fadd212 = fadd float %fmul211, %fadd210
  %fmul213 = fmul float %phi128, 9.000000e+00
  %fadd214 = fadd float %fmul213, %fadd212
  %v = insertelement <2 x float> poison, float %fadd214, i64 0
  %v239 = insertelement <2 x float> %v, float %fadd233, i64 1
  %gep2080 = getelementptr float, ptr addrspace(1) %invariant.gep2079, i64 %mul235
  store <2 x float> %v239, ptr addrspace(1) %gep2080, align 8
  br label %endif238

endif238:                                         ; preds = %tile.steps, %tile.steps, %then237
  %bits241 = bitcast float %phi126 to i32
  %call242 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits241, i32 1, i32 0)
  %bits244 = bitcast float %phi127 to i32
  %call245 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits244, i32 1, i32 0)
  %call248 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits241, i32 1, i32 31)
  %call267 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits244, i32 1, i32 31)
  switch i64 %lane, label %then288 [
    i64 31, label %endif289
    i64 0, label %endif289
  ]

then288:                                          ; preds = %endif238
  %add285 = or disjoint i64 %add147, 1
  %mul286 = mul i64 %add285, %6
  %fmul269 = fmul float %phi125, 2.000000e+00
  %fadd270 = fadd float %phi123, %fmul269
  %leaf246 = bitcast i32 %call245 to float
  %fmul271 = fmul float %leaf246, 3.000000e+00
  %fadd272 = fadd float %fadd270, %fmul271
  %fmul273 = fmul float %phi126, 4.000000e+00
  %fadd274 = fadd float %fmul273, %fadd272
  %fmul275 = fmul float %phi127, 5.000000e+00
  %fadd276 = fadd float %fmul275, %fadd274
  %leaf249 = bitcast i32 %call248 to float
  %fmul277 = fmul float %leaf249, 6.000000e+00
  %fadd278 = fadd float %fmul277, %fadd276
  %leaf268 = bitcast i32 %call267 to float
  %fmul279 = fmul float %leaf268, 7.000000e+00
  %fadd280 = fadd float %fmul279, %fadd278
  %fmul281 = fmul float %phi129, 8.000000e+00
  %fadd282 = fadd float %fmul281, %fadd280
  %fmul283 = fmul float %phi131, 9.000000e+00
  %fadd284 = fadd float %fmul283, %fadd282
  %fmul250 = fmul float %phi124, 2.000000e+00
  %fadd251 = fadd float %phi122, %fmul250
  %leaf243 = bitcast i32 %call242 to float
  %fmul252 = fmul float %leaf243, 3.000000e+00
  %fadd253 = fadd float %fadd251, %fmul252
  %fmul254 = fmul float %leaf246, 4.000000e+00
  %fadd255 = fadd float %fadd253, %fmul254
  %fmul256 = fmul float %phi126, 5.000000e+00
  %fadd257 = fadd float %fmul256, %fadd255
  %fmul258 = fmul float %phi127, 6.000000e+00
  %fadd259 = fadd float %fmul258, %fadd257
  %fmul260 = fmul float %leaf249, 7.000000e+00
  %fadd261 = fadd float %fmul260, %fadd259
  %fmul262 = fmul float %phi128, 8.000000e+00
  %fadd263 = fadd float %fmul262, %fadd261
  %fmul264 = fmul float %phi130, 9.000000e+00
  %fadd265 = fadd float %fmul264, %fadd263
  %v290 = insertelement <2 x float> poison, float %fadd265, i64 0
  %v291 = insertelement <2 x float> %v290, float %fadd284, i64 1
  %gep2082 = getelementptr float, ptr addrspace(1) %invariant.gep2079, i64 %mul286
  store <2 x float> %v291, ptr addrspace(1) %gep2082, align 8
  br label %endif289

endif289:                                         ; preds = %endif238, %endif238, %then288
  %bits293 = bitcast float %phi128 to i32
  %call294 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits293, i32 1, i32 0)
  %bits296 = bitcast float %phi129 to i32
  %call297 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits296, i32 1, i32 0)
  %call300 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits293, i32 1, i32 31)
  %call319 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits296, i32 1, i32 31)
  switch i64 %lane, label %then340 [
    i64 31, label %endif341
    i64 0, label %endif341
  ]

then340:                                          ; preds = %endif289
  %add337 = or disjoint i64 %add147, 2
  %mul338 = mul i64 %add337, %6
  %fmul321 = fmul float %phi127, 2.000000e+00
  %fadd322 = fadd float %phi125, %fmul321
  %leaf298 = bitcast i32 %call297 to float
  %fmul323 = fmul float %leaf298, 3.000000e+00
  %fadd324 = fadd float %fadd322, %fmul323
  %fmul325 = fmul float %phi128, 4.000000e+00
  %fadd326 = fadd float %fmul325, %fadd324
  %fmul327 = fmul float %phi129, 5.000000e+00
  %fadd328 = fadd float %fmul327, %fadd326
  %leaf301 = bitcast i32 %call300 to float
  %fmul329 = fmul float %leaf301, 6.000000e+00
  %fadd330 = fadd float %fmul329, %fadd328
  %leaf320 = bitcast i32 %call319 to float
  %fmul331 = fmul float %leaf320, 7.000000e+00
  %fadd332 = fadd float %fmul331, %fadd330
  %fmul333 = fmul float %phi131, 8.000000e+00
  %fadd334 = fadd float %fmul333, %fadd332
  %fmul335 = fmul float %phi133, 9.000000e+00
  %fadd336 = fadd float %fmul335, %fadd334
  %fmul302 = fmul float %phi126, 2.000000e+00
  %fadd303 = fadd float %phi124, %fmul302
  %leaf295 = bitcast i32 %call294 to float
  %fmul304 = fmul float %leaf295, 3.000000e+00
  %fadd305 = fadd float %fadd303, %fmul304
  %fmul306 = fmul float %leaf298, 4.000000e+00
  %fadd307 = fadd float %fadd305, %fmul306
  %fmul308 = fmul float %phi128, 5.000000e+00
  %fadd309 = fadd float %fmul308, %fadd307
  %fmul310 = fmul float %phi129, 6.000000e+00
  %fadd311 = fadd float %fmul310, %fadd309
  %fmul312 = fmul float %leaf301, 7.000000e+00
  %fadd313 = fadd float %fmul312, %fadd311
  %fmul314 = fmul float %phi130, 8.000000e+00
  %fadd315 = fadd float %fmul314, %fadd313
  %fmul316 = fmul float %phi132, 9.000000e+00
  %fadd317 = fadd float %fmul316, %fadd315
  %v342 = insertelement <2 x float> poison, float %fadd317, i64 0
  %v343 = insertelement <2 x float> %v342, float %fadd336, i64 1
  %gep2084 = getelementptr float, ptr addrspace(1) %invariant.gep2079, i64 %mul338
  store <2 x float> %v343, ptr addrspace(1) %gep2084, align 8
  br label %endif341

endif341:                                         ; preds = %endif289, %endif289, %then340
  %bits345 = bitcast float %phi130 to i32
  %call346 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits345, i32 1, i32 0)
  %bits348 = bitcast float %phi131 to i32
  %call349 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits348, i32 1, i32 0)
  %call352 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits345, i32 1, i32 31)
  %call371 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits348, i32 1, i32 31)
  switch i64 %lane, label %then392 [
    i64 31, label %tile.step
    i64 0, label %tile.step
  ]

then392:                                          ; preds = %endif341
  %add389 = or disjoint i64 %add147, 3
  %mul390 = mul i64 %add389, %6
  %fmul373 = fmul float %phi129, 2.000000e+00
  %fadd374 = fadd float %phi127, %fmul373
  %leaf350 = bitcast i32 %call349 to float
  %fmul375 = fmul float %leaf350, 3.000000e+00
  %fadd376 = fadd float %fadd374, %fmul375
  %fmul377 = fmul float %phi130, 4.000000e+00
  %fadd378 = fadd float %fmul377, %fadd376
  %fmul379 = fmul float %phi131, 5.000000e+00
  %fadd380 = fadd float %fmul379, %fadd378
  %leaf353 = bitcast i32 %call352 to float
  %fmul381 = fmul float %leaf353, 6.000000e+00
  %fadd382 = fadd float %fmul381, %fadd380
  %leaf372 = bitcast i32 %call371 to float
  %fmul383 = fmul float %leaf372, 7.000000e+00
  %fadd384 = fadd float %fmul383, %fadd382
  %fmul385 = fmul float %phi133, 8.000000e+00
  %fadd386 = fadd float %fmul385, %fadd384
  %fmul387 = fmul float %phi135, 9.000000e+00
  %fadd388 = fadd float %fmul387, %fadd386
  %fmul354 = fmul float %phi128, 2.000000e+00
  %fadd355 = fadd float %phi126, %fmul354
  %leaf347 = bitcast i32 %call346 to float
  %fmul356 = fmul float %leaf347, 3.000000e+00
  %fadd357 = fadd float %fadd355, %fmul356
  %fmul358 = fmul float %leaf350, 4.000000e+00
  %fadd359 = fadd float %fadd357, %fmul358
  %fmul360 = fmul float %phi130, 5.000000e+00
  %fadd361 = fadd float %fmul360, %fadd359
  %fmul362 = fmul float %phi131, 6.000000e+00
  %fadd363 = fadd float %fmul362, %fadd361
  %fmul364 = fmul float %leaf353, 7.000000e+00
  %fadd365 = fadd float %fmul364, %fadd363
  %fmul366 = fmul float %phi132, 8.000000e+00
  %fadd367 = fadd float %fmul366, %fadd365
  %fmul368 = fmul float %phi134, 9.000000e+00
  %fadd369 = fadd float %fmul368, %fadd367
  %v394 = insertelement <2 x float> poison, float %fadd369, i64 0
  %v395 = insertelement <2 x float> %v394, float %fadd388, i64 1
  %gep2086 = getelementptr float, ptr addrspace(1) %invariant.gep2079, i64 %mul390
  store <2 x float> %v395, ptr addrspace(1) %gep2086, align 8
  br label %tile.step

tile.step:                                        ; preds = %then392, %endif341, %endif341
  %add148 = mul i64 %group, 12
  %mul400 = add i64 %add148, 4
  %add401 = add nuw nsw i64 %mul400, %mul43
  %cmp403 = icmp ult i64 %group, 2
  br i1 %cmp403, label %then405, label %endif407

then405:                                          ; preds = %tile.step
  %add404 = add i64 %add401, 6
  %mul409 = mul i64 %add404, %4
  %gep2088 = getelementptr float, ptr addrspace(1) %invariant.gep2071, i64 %mul409
  %call413 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep2088, i32 8)
  %x414 = extractelement <2 x float> %call413, i64 0
  %x415 = extractelement <2 x float> %call413, i64 1
  %add416 = add i64 %add401, 7
  %mul417 = mul i64 %add416, %4
  %gep2090 = getelementptr float, ptr addrspace(1) %invariant.gep2071, i64 %mul417
  %call421 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep2090, i32 8)
  %x422 = extractelement <2 x float> %call421, i64 0
  %x423 = extractelement <2 x float> %call421, i64 1
  %add424 = add i64 %add401, 8
  %mul425 = mul i64 %add424, %4
  %gep2092 = getelementptr float, ptr addrspace(1) %invariant.gep2071, i64 %mul425
  %call429 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep2092, i32 8)
  %x430 = extractelement <2 x float> %call429, i64 0
  %x431 = extractelement <2 x float> %call429, i64 1
  %add432 = add i64 %add401, 9
  %mul433 = mul i64 %add432, %4
  %gep2094 = getelementptr float, ptr addrspace(1) %invariant.gep2071, i64 %mul433
  %call437 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep2094, i32 8)
  %x438 = extractelement <2 x float> %call437, i64 0
  %x439 = extractelement <2 x float> %call437, i64 1
  br label %endif407

endif407:                                         ; preds = %tile.step, %then405
  %phi440 = phi float [ %x414, %then405 ], [ 0.000000e+00, %tile.step ]
  %phi441 = phi float [ %x415, %then405 ], [ 0.000000e+00, %tile.step ]
  %phi442 = phi float [ %x422, %then405 ], [ 0.000000e+00, %tile.step ]
  %phi443 = phi float [ %x423, %then405 ], [ 0.000000e+00, %tile.step ]
  %phi444 = phi float [ %x430, %then405 ], [ 0.000000e+00, %tile.step ]
  %phi445 = phi float [ %x431, %then405 ], [ 0.000000e+00, %tile.step ]
  %phi446 = phi float [ %x438, %then405 ], [ 0.000000e+00, %tile.step ]
  %phi447 = phi float [ %x439, %then405 ], [ 0.000000e+00, %tile.step ]
  %bits448 = bitcast float %phi132 to i32
  %call449 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits448, i32 1, i32 0)
  %bits451 = bitcast float %phi133 to i32
  %call452 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits451, i32 1, i32 0)
  %call455 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits448, i32 1, i32 31)
  %call474 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits451, i32 1, i32 31)
  switch i64 %lane, label %then495 [
    i64 31, label %endif496
    i64 0, label %endif496
  ]

then495:                                          ; preds = %endif407
  %mul493 = mul i64 %add401, %6
  %fmul476 = fmul float %phi131, 2.000000e+00
  %fadd477 = fadd float %phi129, %fmul476
  %leaf453 = bitcast i32 %call452 to float
  %fmul478 = fmul float %leaf453, 3.000000e+00
  %fadd479 = fadd float %fadd477, %fmul478
  %fmul480 = fmul float %phi132, 4.000000e+00
  %fadd481 = fadd float %fmul480, %fadd479
  %fmul482 = fmul float %phi133, 5.000000e+00
  %fadd483 = fadd float %fmul482, %fadd481
  %leaf456 = bitcast i32 %call455 to float
  %fmul484 = fmul float %leaf456, 6.000000e+00
  %fadd485 = fadd float %fmul484, %fadd483
  %leaf475 = bitcast i32 %call474 to float
  %fmul486 = fmul float %leaf475, 7.000000e+00
  %fadd487 = fadd float %fmul486, %fadd485
  %fmul488 = fmul float %phi135, 8.000000e+00
  %fadd489 = fadd float %fmul488, %fadd487
  %fmul490 = fmul float %x161, 9.000000e+00
  %fadd491 = fadd float %fmul490, %fadd489
  %fmul457 = fmul float %phi130, 2.000000e+00
  %fadd458 = fadd float %phi128, %fmul457
  %leaf450 = bitcast i32 %call449 to float
  %fmul459 = fmul float %leaf450, 3.000000e+00
  %fadd460 = fadd float %fadd458, %fmul459
  %fmul461 = fmul float %leaf453, 4.000000e+00
  %fadd462 = fadd float %fadd460, %fmul461
  %fmul463 = fmul float %phi132, 5.000000e+00
  %fadd464 = fadd float %fmul463, %fadd462
  %fmul465 = fmul float %phi133, 6.000000e+00
  %fadd466 = fadd float %fmul465, %fadd464
  %fmul467 = fmul float %leaf456, 7.000000e+00
  %fadd468 = fadd float %fmul467, %fadd466
  %fmul469 = fmul float %phi134, 8.000000e+00
  %fadd470 = fadd float %fmul469, %fadd468
  %fmul471 = fmul float %x160, 9.000000e+00
  %fadd472 = fadd float %fmul471, %fadd470
  %v497 = insertelement <2 x float> poison, float %fadd472, i64 0
  %v498 = insertelement <2 x float> %v497, float %fadd491, i64 1
  %gep2096 = getelementptr float, ptr addrspace(1) %invariant.gep2079, i64 %mul493
  store <2 x float> %v498, ptr addrspace(1) %gep2096, align 8
  br label %endif496

endif496:                                         ; preds = %endif407, %endif407, %then495
  %bits500 = bitcast float %phi134 to i32
  %call501 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits500, i32 1, i32 0)
  %bits503 = bitcast float %phi135 to i32
  %call504 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits503, i32 1, i32 0)
  %call507 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits500, i32 1, i32 31)
  %call526 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits503, i32 1, i32 31)
  switch i64 %lane, label %then547 [
    i64 31, label %endif548
    i64 0, label %endif548
  ]

then547:                                          ; preds = %endif496
  %add544 = or disjoint i64 %add401, 1
  %mul545 = mul i64 %add544, %6
  %fmul528 = fmul float %phi133, 2.000000e+00
  %fadd529 = fadd float %phi131, %fmul528
  %leaf505 = bitcast i32 %call504 to float
  %fmul530 = fmul float %leaf505, 3.000000e+00
  %fadd531 = fadd float %fadd529, %fmul530
  %fmul532 = fmul float %phi134, 4.000000e+00
  %fadd533 = fadd float %fmul532, %fadd531
  %fmul534 = fmul float %phi135, 5.000000e+00
  %fadd535 = fadd float %fmul534, %fadd533
  %leaf508 = bitcast i32 %call507 to float
  %fmul536 = fmul float %leaf508, 6.000000e+00
  %fadd537 = fadd float %fmul536, %fadd535
  %leaf527 = bitcast i32 %call526 to float
  %fmul538 = fmul float %leaf527, 7.000000e+00
  %fadd539 = fadd float %fmul538, %fadd537
  %fmul540 = fmul float %x161, 8.000000e+00
  %fadd541 = fadd float %fmul540, %fadd539
  %fmul542 = fmul float %x169, 9.000000e+00
  %fadd543 = fadd float %fmul542, %fadd541
  %fmul509 = fmul float %phi132, 2.000000e+00
  %fadd510 = fadd float %phi130, %fmul509
  %leaf502 = bitcast i32 %call501 to float
  %fmul511 = fmul float %leaf502, 3.000000e+00
  %fadd512 = fadd float %fadd510, %fmul511
  %fmul513 = fmul float %leaf505, 4.000000e+00
  %fadd514 = fadd float %fadd512, %fmul513
  %fmul515 = fmul float %phi134, 5.000000e+00
  %fadd516 = fadd float %fmul515, %fadd514
  %fmul517 = fmul float %phi135, 6.000000e+00
  %fadd518 = fadd float %fmul517, %fadd516
  %fmul519 = fmul float %leaf508, 7.000000e+00
  %fadd520 = fadd float %fmul519, %fadd518
  %fmul521 = fmul float %x160, 8.000000e+00
  %fadd522 = fadd float %fmul521, %fadd520
  %fmul523 = fmul float %x168, 9.000000e+00
  %fadd524 = fadd float %fmul523, %fadd522
  %v549 = insertelement <2 x float> poison, float %fadd524, i64 0
  %v550 = insertelement <2 x float> %v549, float %fadd543, i64 1
  %gep2098 = getelementptr float, ptr addrspace(1) %invariant.gep2079, i64 %mul545
  store <2 x float> %v550, ptr addrspace(1) %gep2098, align 8
  br label %endif548

endif548:                                         ; preds = %endif496, %endif496, %then547
  %bits552 = bitcast float %x160 to i32
  %call553 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits552, i32 1, i32 0)
  %bits555 = bitcast float %x161 to i32
  %call556 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits555, i32 1, i32 0)
  %call559 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits552, i32 1, i32 31)
  %call578 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits555, i32 1, i32 31)
  switch i64 %lane, label %then599 [
    i64 31, label %endif600
    i64 0, label %endif600
  ]

then599:                                          ; preds = %endif548
  %add596 = or disjoint i64 %add401, 2
  %mul597 = mul i64 %add596, %6
  %fmul580 = fmul float %phi135, 2.000000e+00
  %fadd581 = fadd float %phi133, %fmul580
  %leaf557 = bitcast i32 %call556 to float
  %fmul582 = fmul float %leaf557, 3.000000e+00
  %fadd583 = fadd float %fadd581, %fmul582
  %fmul584 = fmul float %x160, 4.000000e+00
  %fadd585 = fadd float %fmul584, %fadd583
  %fmul586 = fmul float %x161, 5.000000e+00
  %fadd587 = fadd float %fmul586, %fadd585
  %leaf560 = bitcast i32 %call559 to float
  %fmul588 = fmul float %leaf560, 6.000000e+00
  %fadd589 = fadd float %fmul588, %fadd587
  %leaf579 = bitcast i32 %call578 to float
  %fmul590 = fmul float %leaf579, 7.000000e+00
  %fadd591 = fadd float %fmul590, %fadd589
  %fmul592 = fmul float %x169, 8.000000e+00
  %fadd593 = fadd float %fmul592, %fadd591
  %fmul594 = fmul float %x177, 9.000000e+00
  %fadd595 = fadd float %fmul594, %fadd593
  %fmul561 = fmul float %phi134, 2.000000e+00
  %fadd562 = fadd float %phi132, %fmul561
  %leaf554 = bitcast i32 %call553 to float
  %fmul563 = fmul float %leaf554, 3.000000e+00
  %fadd564 = fadd float %fadd562, %fmul563
  %fmul565 = fmul float %leaf557, 4.000000e+00
  %fadd566 = fadd float %fadd564, %fmul565
  %fmul567 = fmul float %x160, 5.000000e+00
  %fadd568 = fadd float %fmul567, %fadd566
  %fmul569 = fmul float %x161, 6.000000e+00
  %fadd570 = fadd float %fmul569, %fadd568
  %fmul571 = fmul float %leaf560, 7.000000e+00
  %fadd572 = fadd float %fmul571, %fadd570
  %fmul573 = fmul float %x168, 8.000000e+00
  %fadd574 = fadd float %fmul573, %fadd572
  %fmul575 = fmul float %x176, 9.000000e+00
  %fadd576 = fadd float %fmul575, %fadd574
  %v601 = insertelement <2 x float> poison, float %fadd576, i64 0
  %v602 = insertelement <2 x float> %v601, float %fadd595, i64 1
  %gep2100 = getelementptr float, ptr addrspace(1) %invariant.gep2079, i64 %mul597
  store <2 x float> %v602, ptr addrspace(1) %gep2100, align 8
  br label %endif600

endif600:                                         ; preds = %endif548, %endif548, %then599
  %bits604 = bitcast float %x168 to i32
  %call605 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits604, i32 1, i32 0)
  %bits607 = bitcast float %x169 to i32
  %call608 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits607, i32 1, i32 0)
  %call611 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits604, i32 1, i32 31)
  %call630 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits607, i32 1, i32 31)
  switch i64 %lane, label %then651 [
    i64 31, label %endif652
    i64 0, label %endif652
  ]

then651:                                          ; preds = %endif600
  %add648 = or disjoint i64 %add401, 3
  %mul649 = mul i64 %add648, %6
  %fmul632 = fmul float %x161, 2.000000e+00
  %fadd633 = fadd float %phi135, %fmul632
  %leaf609 = bitcast i32 %call608 to float
  %fmul634 = fmul float %leaf609, 3.000000e+00
  %fadd635 = fadd float %fadd633, %fmul634
  %fmul636 = fmul float %x168, 4.000000e+00
  %fadd637 = fadd float %fmul636, %fadd635
  %fmul638 = fmul float %x169, 5.000000e+00
  %fadd639 = fadd float %fmul638, %fadd637
  %leaf612 = bitcast i32 %call611 to float
  %fmul640 = fmul float %leaf612, 6.000000e+00
  %fadd641 = fadd float %fmul640, %fadd639
  %leaf631 = bitcast i32 %call630 to float
  %fmul642 = fmul float %leaf631, 7.000000e+00
  %fadd643 = fadd float %fmul642, %fadd641
  %fmul644 = fmul float %x177, 8.000000e+00
  %fadd645 = fadd float %fmul644, %fadd643
  %fmul646 = fmul float %x185, 9.000000e+00
  %fadd647 = fadd float %fmul646, %fadd645
  %fmul613 = fmul float %x160, 2.000000e+00
  %fadd614 = fadd float %phi134, %fmul613
  %leaf606 = bitcast i32 %call605 to float
  %fmul615 = fmul float %leaf606, 3.000000e+00
  %fadd616 = fadd float %fadd614, %fmul615
  %fmul617 = fmul float %leaf609, 4.000000e+00
  %fadd618 = fadd float %fadd616, %fmul617
  %fmul619 = fmul float %x168, 5.000000e+00
  %fadd620 = fadd float %fmul619, %fadd618
  %fmul621 = fmul float %x169, 6.000000e+00
  %fadd622 = fadd float %fmul621, %fadd620
  %fmul623 = fmul float %leaf612, 7.000000e+00
  %fadd624 = fadd float %fmul623, %fadd622
  %fmul625 = fmul float %x176, 8.000000e+00
  %fadd626 = fadd float %fmul625, %fadd624
  %fmul627 = fmul float %x184, 9.000000e+00
  %fadd628 = fadd float %fmul627, %fadd626
  %v653 = insertelement <2 x float> poison, float %fadd628, i64 0
  %v654 = insertelement <2 x float> %v653, float %fadd647, i64 1
  %gep2102 = getelementptr float, ptr addrspace(1) %invariant.gep2079, i64 %mul649
  store <2 x float> %v654, ptr addrspace(1) %gep2102, align 8
  br label %endif652

endif652:                                         ; preds = %endif600, %endif600, %then651
  %exitcond.not = icmp eq i64 %group, 2
  br i1 %exitcond.not, label %endif, label %tile.step658

tile.step658:                                     ; preds = %endif652
  %add402 = mul i64 %group, 12
  %mul660 = add i64 %add402, 8
  %add661 = add i64 %mul660, %mul43
  %cmp663 = icmp ult i64 %group, 2
  br i1 %cmp663, label %then665, label %endif667

then665:                                          ; preds = %tile.step658
  %add664 = add i64 %add661, 6
  %mul669 = mul i64 %add664, %4
  %gep2104 = getelementptr float, ptr addrspace(1) %invariant.gep2071, i64 %mul669
  %call673 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep2104, i32 8)
  %x674 = extractelement <2 x float> %call673, i64 0
  %x675 = extractelement <2 x float> %call673, i64 1
  %add676 = add i64 %add661, 7
  %mul677 = mul i64 %add676, %4
  %gep2106 = getelementptr float, ptr addrspace(1) %invariant.gep2071, i64 %mul677
  %call681 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep2106, i32 8)
  %x682 = extractelement <2 x float> %call681, i64 0
  %x683 = extractelement <2 x float> %call681, i64 1
  %add684 = add i64 %add661, 8
  %mul685 = mul i64 %add684, %4
  %gep2108 = getelementptr float, ptr addrspace(1) %invariant.gep2071, i64 %mul685
  %call689 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep2108, i32 8)
  %x690 = extractelement <2 x float> %call689, i64 0
  %x691 = extractelement <2 x float> %call689, i64 1
  %add692 = add i64 %add661, 9
  %mul693 = mul i64 %add692, %4
  %gep2110 = getelementptr float, ptr addrspace(1) %invariant.gep2071, i64 %mul693
  %call697 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %gep2110, i32 8)
  %x698 = extractelement <2 x float> %call697, i64 0
  %x699 = extractelement <2 x float> %call697, i64 1
  br label %endif667

endif667:                                         ; preds = %tile.step658, %then665
  %phi700 = phi float [ %x674, %then665 ], [ 0.000000e+00, %tile.step658 ]
  %phi701 = phi float [ %x675, %then665 ], [ 0.000000e+00, %tile.step658 ]
  %phi702 = phi float [ %x682, %then665 ], [ 0.000000e+00, %tile.step658 ]
  %phi703 = phi float [ %x683, %then665 ], [ 0.000000e+00, %tile.step658 ]
  %phi704 = phi float [ %x690, %then665 ], [ 0.000000e+00, %tile.step658 ]
  %phi705 = phi float [ %x691, %then665 ], [ 0.000000e+00, %tile.step658 ]
  %phi706 = phi float [ %x698, %then665 ], [ 0.000000e+00, %tile.step658 ]
  %phi707 = phi float [ %x699, %then665 ], [ 0.000000e+00, %tile.step658 ]
  %bits708 = bitcast float %x176 to i32
  %call709 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits708, i32 1, i32 0)
  %bits711 = bitcast float %x177 to i32
  %call712 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits711, i32 1, i32 0)
  %call715 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits708, i32 1, i32 31)
  %call734 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits711, i32 1, i32 31)
  switch i64 %lane, label %then755 [
    i64 31, label %endif756
    i64 0, label %endif756
  ]

then755:                                          ; preds = %endif667
  %mul753 = mul i64 %add661, %6
  %fmul736 = fmul float %x169, 2.000000e+00
  %fadd737 = fadd float %x161, %fmul736
  %leaf713 = bitcast i32 %call712 to float
  %fmul738 = fmul float %leaf713, 3.000000e+00
  %fadd739 = fadd float %fadd737, %fmul738
  %fmul740 = fmul float %x176, 4.000000e+00
  %fadd741 = fadd float %fmul740, %fadd739
  %fmul742 = fmul float %x177, 5.000000e+00
  %fadd743 = fadd float %fmul742, %fadd741
  %leaf716 = bitcast i32 %call715 to float
  %fmul744 = fmul float %leaf716, 6.000000e+00
  %fadd745 = fadd float %fmul744, %fadd743
  %leaf735 = bitcast i32 %call734 to float
  %fmul746 = fmul float %leaf735, 7.000000e+00
  %fadd747 = fadd float %fmul746, %fadd745
  %fmul748 = fmul float %x185, 8.000000e+00
  %fadd749 = fadd float %fmul748, %fadd747
  %fmul750 = fmul float %phi441, 9.000000e+00
  %fadd751 = fadd float %fmul750, %fadd749
  %fmul717 = fmul float %x168, 2.000000e+00
  %fadd718 = fadd float %x160, %fmul717
  %leaf710 = bitcast i32 %call709 to float
  %fmul719 = fmul float %leaf710, 3.000000e+00
  %fadd720 = fadd float %fadd718, %fmul719
  %fmul721 = fmul float %leaf713, 4.000000e+00
  %fadd722 = fadd float %fadd720, %fmul721
  %fmul723 = fmul float %x176, 5.000000e+00
  %fadd724 = fadd float %fmul723, %fadd722
  %fmul725 = fmul float %x177, 6.000000e+00
  %fadd726 = fadd float %fmul725, %fadd724
  %fmul727 = fmul float %leaf716, 7.000000e+00
  %fadd728 = fadd float %fmul727, %fadd726
  %fmul729 = fmul float %x184, 8.000000e+00
  %fadd730 = fadd float %fmul729, %fadd728
  %fmul731 = fmul float %phi440, 9.000000e+00
  %fadd732 = fadd float %fmul731, %fadd730
  %v757 = insertelement <2 x float> poison, float %fadd732, i64 0
  %v758 = insertelement <2 x float> %v757, float %fadd751, i64 1
  %gep2112 = getelementptr float, ptr addrspace(1) %invariant.gep2079, i64 %mul753
  store <2 x float> %v758, ptr addrspace(1) %gep2112, align 8
  br label %endif756

endif756:                                         ; preds = %endif667, %endif667, %then755
  %bits760 = bitcast float %x184 to i32
  %call761 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits760, i32 1, i32 0)
  %bits763 = bitcast float %x185 to i32
  %call764 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits763, i32 1, i32 0)
  %call767 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits760, i32 1, i32 31)
  %call786 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits763, i32 1, i32 31)
  switch i64 %lane, label %then807 [
    i64 31, label %endif808
    i64 0, label %endif808
  ]

then807:                                          ; preds = %endif756
  %add804 = or disjoint i64 %add661, 1
  %mul805 = mul i64 %add804, %6
  %fmul788 = fmul float %x177, 2.000000e+00
  %fadd789 = fadd float %x169, %fmul788
  %leaf765 = bitcast i32 %call764 to float
  %fmul790 = fmul float %leaf765, 3.000000e+00
  %fadd791 = fadd float %fadd789, %fmul790
  %fmul792 = fmul float %x184, 4.000000e+00
  %fadd793 = fadd float %fmul792, %fadd791
  %fmul794 = fmul float %x185, 5.000000e+00
  %fadd795 = fadd float %fmul794, %fadd793
  %leaf768 = bitcast i32 %call767 to float
  %fmul796 = fmul float %leaf768, 6.000000e+00
  %fadd797 = fadd float %fmul796, %fadd795
  %leaf787 = bitcast i32 %call786 to float
  %fmul798 = fmul float %leaf787, 7.000000e+00
  %fadd799 = fadd float %fmul798, %fadd797
  %fmul800 = fmul float %phi441, 8.000000e+00
  %fadd801 = fadd float %fmul800, %fadd799
  %fmul802 = fmul float %phi443, 9.000000e+00
  %fadd803 = fadd float %fmul802, %fadd801
  %fmul769 = fmul float %x176, 2.000000e+00
  %fadd770 = fadd float %x168, %fmul769
  %leaf762 = bitcast i32 %call761 to float
  %fmul771 = fmul float %leaf762, 3.000000e+00
  %fadd772 = fadd float %fadd770, %fmul771
  %fmul773 = fmul float %leaf765, 4.000000e+00
  %fadd774 = fadd float %fadd772, %fmul773
  %fmul775 = fmul float %x184, 5.000000e+00
  %fadd776 = fadd float %fmul775, %fadd774
  %fmul777 = fmul float %x185, 6.000000e+00
  %fadd778 = fadd float %fmul777, %fadd776
  %fmul779 = fmul float %leaf768, 7.000000e+00
  %fadd780 = fadd float %fmul779, %fadd778
  %fmul781 = fmul float %phi440, 8.000000e+00
  %fadd782 = fadd float %fmul781, %fadd780
  %fmul783 = fmul float %phi442, 9.000000e+00
  %fadd784 = fadd float %fmul783, %fadd782
  %v809 = insertelement <2 x float> poison, float %fadd784, i64 0
  %v810 = insertelement <2 x float> %v809, float %fadd803, i64 1
  %gep2114 = getelementptr float, ptr addrspace(1) %invariant.gep2079, i64 %mul805
  store <2 x float> %v810, ptr addrspace(1) %gep2114, align 8
  br label %endif808

endif808:                                         ; preds = %endif756, %endif756, %then807
  %bits812 = bitcast float %phi440 to i32
  %call813 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits812, i32 1, i32 0)
  %bits815 = bitcast float %phi441 to i32
  %call816 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits815, i32 1, i32 0)
  %call819 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits812, i32 1, i32 31)
  %call838 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits815, i32 1, i32 31)
  switch i64 %lane, label %then859 [
    i64 31, label %endif860
    i64 0, label %endif860
  ]

then859:                                          ; preds = %endif808
  %add856 = or disjoint i64 %add661, 2
  %mul857 = mul i64 %add856, %6
  %fmul840 = fmul float %x185, 2.000000e+00
  %fadd841 = fadd float %x177, %fmul840
  %leaf817 = bitcast i32 %call816 to float
  %fmul842 = fmul float %leaf817, 3.000000e+00
  %fadd843 = fadd float %fadd841, %fmul842
  %fmul844 = fmul float %phi440, 4.000000e+00
  %fadd845 = fadd float %fmul844, %fadd843
  %fmul846 = fmul float %phi441, 5.000000e+00
  %fadd847 = fadd float %fmul846, %fadd845
  %leaf820 = bitcast i32 %call819 to float
  %fmul848 = fmul float %leaf820, 6.000000e+00
  %fadd849 = fadd float %fmul848, %fadd847
  %leaf839 = bitcast i32 %call838 to float
  %fmul850 = fmul float %leaf839, 7.000000e+00
  %fadd851 = fadd float %fmul850, %fadd849
  %fmul852 = fmul float %phi443, 8.000000e+00
  %fadd853 = fadd float %fmul852, %fadd851
  %fmul854 = fmul float %phi445, 9.000000e+00
  %fadd855 = fadd float %fmul854, %fadd853
  %fmul821 = fmul float %x184, 2.000000e+00
  %fadd822 = fadd float %x176, %fmul821
  %leaf814 = bitcast i32 %call813 to float
  %fmul823 = fmul float %leaf814, 3.000000e+00
  %fadd824 = fadd float %fadd822, %fmul823
  %fmul825 = fmul float %leaf817, 4.000000e+00
  %fadd826 = fadd float %fadd824, %fmul825
  %fmul827 = fmul float %phi440, 5.000000e+00
  %fadd828 = fadd float %fmul827, %fadd826
  %fmul829 = fmul float %phi441, 6.000000e+00
  %fadd830 = fadd float %fmul829, %fadd828
  %fmul831 = fmul float %leaf820, 7.000000e+00
  %fadd832 = fadd float %fmul831, %fadd830
  %fmul833 = fmul float %phi442, 8.000000e+00
  %fadd834 = fadd float %fmul833, %fadd832
  %fmul835 = fmul float %phi444, 9.000000e+00
  %fadd836 = fadd float %fmul835, %fadd834
  %v861 = insertelement <2 x float> poison, float %fadd836, i64 0
  %v862 = insertelement <2 x float> %v861, float %fadd855, i64 1
  %gep2116 = getelementptr float, ptr addrspace(1) %invariant.gep2079, i64 %mul857
  store <2 x float> %v862, ptr addrspace(1) %gep2116, align 8
  br label %endif860

endif860:                                         ; preds = %endif808, %endif808, %then859
  %bits864 = bitcast float %phi442 to i32
  %call865 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits864, i32 1, i32 0)
  %bits867 = bitcast float %phi443 to i32
  %call868 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits867, i32 1, i32 0)
  %call871 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits864, i32 1, i32 31)
  %call890 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits867, i32 1, i32 31)
  switch i64 %lane, label %then911 [
    i64 31, label %endif912
    i64 0, label %endif912
  ]

then911:                                          ; preds = %endif860
  %add908 = or disjoint i64 %add661, 3
  %mul909 = mul i64 %add908, %6
  %fmul892 = fmul float %phi441, 2.000000e+00
  %fadd893 = fadd float %x185, %fmul892
  %leaf869 = bitcast i32 %call868 to float
  %fmul894 = fmul float %leaf869, 3.000000e+00
  %fadd895 = fadd float %fadd893, %fmul894
  %fmul896 = fmul float %phi442, 4.000000e+00
  %fadd897 = fadd float %fmul896, %fadd895
  %fmul898 = fmul float %phi443, 5.000000e+00
  %fadd899 = fadd float %fmul898, %fadd897
  %leaf872 = bitcast i32 %call871 to float
  %fmul900 = fmul float %leaf872, 6.000000e+00
  %fadd901 = fadd float %fmul900, %fadd899
  %leaf891 = bitcast i32 %call890 to float
  %fmul902 = fmul float %leaf891, 7.000000e+00
  %fadd903 = fadd float %fmul902, %fadd901
  %fmul904 = fmul float %phi445, 8.000000e+00
  %fadd905 = fadd float %fmul904, %fadd903
  %fmul906 = fmul float %phi447, 9.000000e+00
  %fadd907 = fadd float %fmul906, %fadd905
  %fmul873 = fmul float %phi440, 2.000000e+00
  %fadd874 = fadd float %x184, %fmul873
  %leaf866 = bitcast i32 %call865 to float
  %fmul875 = fmul float %leaf866, 3.000000e+00
  %fadd876 = fadd float %fadd874, %fmul875
  %fmul877 = fmul float %leaf869, 4.000000e+00
  %fadd878 = fadd float %fadd876, %fmul877
  %fmul879 = fmul float %phi442, 5.000000e+00
  %fadd880 = fadd float %fmul879, %fadd878
  %fmul881 = fmul float %phi443, 6.000000e+00
  %fadd882 = fadd float %fmul881, %fadd880
  %fmul883 = fmul float %leaf872, 7.000000e+00
  %fadd884 = fadd float %fmul883, %fadd882
  %fmul885 = fmul float %phi444, 8.000000e+00
  %fadd886 = fadd float %fmul885, %fadd884
  %fmul887 = fmul float %phi446, 9.000000e+00
  %fadd888 = fadd float %fmul887, %fadd886
  %v913 = insertelement <2 x float> poison, float %fadd888, i64 0
  %v914 = insertelement <2 x float> %v913, float %fadd907, i64 1
  %gep2118 = getelementptr float, ptr addrspace(1) %invariant.gep2079, i64 %mul909
  store <2 x float> %v914, ptr addrspace(1) %gep2118, align 8
  br label %endif912

endif912:                                         ; preds = %endif860, %endif860, %then911
  %add916 = add nuw nsw i64 %group, 1
  br label %tile.steps

tile.steps1083:                                   ; preds = %endif1748, %else
  %group1085 = phi i64 [ 0, %else ], [ %add2053, %endif1748 ]
  %phi1086 = phi float [ %v966, %else ], [ %phi1497, %endif1748 ]
  %phi1087 = phi float [ %v970, %else ], [ %phi1498, %endif1748 ]
  %phi1088 = phi float [ %v982, %else ], [ %phi1499, %endif1748 ]
  %phi1089 = phi float [ %v986, %else ], [ %phi1500, %endif1748 ]
  %phi1090 = phi float [ %v998, %else ], [ %phi1501, %endif1748 ]
  %phi1091 = phi float [ %v1002, %else ], [ %phi1502, %endif1748 ]
  %phi1092 = phi float [ %v1014, %else ], [ %phi1503, %endif1748 ]
  %phi1093 = phi float [ %v1018, %else ], [ %phi1504, %endif1748 ]
  %phi1094 = phi float [ %v1030, %else ], [ %phi1813, %endif1748 ]
  %phi1095 = phi float [ %v1034, %else ], [ %phi1814, %endif1748 ]
  %phi1096 = phi float [ %v1046, %else ], [ %phi1815, %endif1748 ]
  %phi1097 = phi float [ %v1050, %else ], [ %phi1816, %endif1748 ]
  %phi1098 = phi float [ %v1062, %else ], [ %phi1817, %endif1748 ]
  %phi1099 = phi float [ %v1066, %else ], [ %phi1818, %endif1748 ]
  %phi1100 = phi float [ %v1078, %else ], [ %phi1819, %endif1748 ]
  %phi1101 = phi float [ %v1082, %else ], [ %phi1820, %endif1748 ]
  %mul1110 = mul nuw nsw i64 %group1085, 3
  %mul1112 = mul nuw nsw i64 %group1085, 12
  %add1113 = add nuw nsw i64 %mul1112, %mul43
  %add1114 = add nuw nsw i64 %mul1110, 1
  %cmp1115 = icmp ult i64 %add1114, %31
  br i1 %cmp1115, label %then1117, label %endif1119

then1117:                                         ; preds = %tile.steps1083
  %add1116 = add nuw nsw i64 %add1113, 6
  %call1122 = tail call i64 @llvm.smin.i64(i64 %add1116, i64 %add956)
  %call1123 = tail call i64 @llvm.smax.i64(i64 %call1122, i64 -2)
  %call1125 = tail call i64 @llvm.smin.i64(i64 %call1123, i64 %sub959)
  %call1126 = tail call i64 @llvm.smax.i64(i64 %call1125, i64 0)
  %mul1127 = mul i64 %call1126, %4
  %40 = getelementptr float, ptr addrspace(1) %2, i64 %mul1127
  %p1130 = getelementptr float, ptr addrspace(1) %40, i64 %call933
  %v1131 = load float, ptr addrspace(1) %p1130, align 4
  %p1134 = getelementptr float, ptr addrspace(1) %40, i64 %call939
  %v1135 = load float, ptr addrspace(1) %p1134, align 4
  %add1136 = add nuw nsw i64 %add1113, 7
  %call1138 = tail call i64 @llvm.smin.i64(i64 %add1136, i64 %add956)
  %call1139 = tail call i64 @llvm.smax.i64(i64 %call1138, i64 -2)
  %call1141 = tail call i64 @llvm.smin.i64(i64 %call1139, i64 %sub959)
  %call1142 = tail call i64 @llvm.smax.i64(i64 %call1141, i64 0)
  %mul1143 = mul i64 %call1142, %4
  %41 = getelementptr float, ptr addrspace(1) %2, i64 %mul1143
  %p1146 = getelementptr float, ptr addrspace(1) %41, i64 %call933
  %v1147 = load float, ptr addrspace(1) %p1146, align 4
  %p1150 = getelementptr float, ptr addrspace(1) %41, i64 %call939
  %v1151 = load float, ptr addrspace(1) %p1150, align 4
  %add1152 = add i64 %add1113, 8
  %call1154 = tail call i64 @llvm.smin.i64(i64 %add1152, i64 %add956)
  %call1155 = tail call i64 @llvm.smax.i64(i64 %call1154, i64 -2)
  %call1157 = tail call i64 @llvm.smin.i64(i64 %call1155, i64 %sub959)
  %call1158 = tail call i64 @llvm.smax.i64(i64 %call1157, i64 0)
  %mul1159 = mul i64 %call1158, %4
  %42 = getelementptr float, ptr addrspace(1) %2, i64 %mul1159
  %p1162 = getelementptr float, ptr addrspace(1) %42, i64 %call933
  %v1163 = load float, ptr addrspace(1) %p1162, align 4
  %p1166 = getelementptr float, ptr addrspace(1) %42, i64 %call939
  %v1167 = load float, ptr addrspace(1) %p1166, align 4
  %add1168 = add i64 %add1113, 9
  %call1170 = tail call i64 @llvm.smin.i64(i64 %add1168, i64 %add956)
  %call1171 = tail call i64 @llvm.smax.i64(i64 %call1170, i64 -2)
  %call1173 = tail call i64 @llvm.smin.i64(i64 %call1171, i64 %sub959)
  %call1174 = tail call i64 @llvm.smax.i64(i64 %call1173, i64 0)
  %mul1175 = mul i64 %call1174, %4
  %43 = getelementptr float, ptr addrspace(1) %2, i64 %mul1175
  %p1178 = getelementptr float, ptr addrspace(1) %43, i64 %call933
  %v1179 = load float, ptr addrspace(1) %p1178, align 4
  %p1182 = getelementptr float, ptr addrspace(1) %43, i64 %call939
  %v1183 = load float, ptr addrspace(1) %p1182, align 4
  br label %endif1119

endif1119:                                        ; preds = %tile.steps1083, %then1117
  %phi1184 = phi float [ %v1131, %then1117 ], [ 0.000000e+00, %tile.steps1083 ]
  %phi1185 = phi float [ %v1135, %then1117 ], [ 0.000000e+00, %tile.steps1083 ]
  %phi1186 = phi float [ %v1147, %then1117 ], [ 0.000000e+00, %tile.steps1083 ]
  %phi1187 = phi float [ %v1151, %then1117 ], [ 0.000000e+00, %tile.steps1083 ]
  %phi1188 = phi float [ %v1163, %then1117 ], [ 0.000000e+00, %tile.steps1083 ]
  %phi1189 = phi float [ %v1167, %then1117 ], [ 0.000000e+00, %tile.steps1083 ]
  %phi1190 = phi float [ %v1179, %then1117 ], [ 0.000000e+00, %tile.steps1083 ]
  %phi1191 = phi float [ %v1183, %then1117 ], [ 0.000000e+00, %tile.steps1083 ]
  %sub1192 = sub i64 %5, %add1113
  %bits1195 = bitcast float %phi1090 to i32
  %call1196 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1195, i32 1, i32 0)
  %leaf1197 = bitcast i32 %call1196 to float
  %bits1198 = bitcast float %phi1091 to i32
  %call1199 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1198, i32 1, i32 0)
  %leaf1200 = bitcast i32 %call1199 to float
  %call1202 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1195, i32 1, i32 31)
  %leaf1203 = bitcast i32 %call1202 to float
  %fmul1204 = fmul float %phi1088, 2.000000e+00
  %fadd1205 = fadd float %phi1086, %fmul1204
  %fmul1206 = fmul float %leaf1197, 3.000000e+00
  %fadd1207 = fadd float %fadd1205, %fmul1206
  %fmul1208 = fmul float %leaf1200, 4.000000e+00
  %fadd1209 = fadd float %fadd1207, %fmul1208
  %fmul1210 = fmul float %phi1090, 5.000000e+00
  %fadd1211 = fadd float %fmul1210, %fadd1209
  %fmul1212 = fmul float %phi1091, 6.000000e+00
  %fadd1213 = fadd float %fmul1212, %fadd1211
  %fmul1214 = fmul float %leaf1203, 7.000000e+00
  %fadd1215 = fadd float %fmul1214, %fadd1213
  %fmul1216 = fmul float %phi1092, 8.000000e+00
  %fadd1217 = fadd float %fmul1216, %fadd1215
  %fmul1218 = fmul float %phi1094, 9.000000e+00
  %fadd1219 = fadd float %fmul1218, %fadd1217
  %call1221 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1198, i32 1, i32 31)
  %leaf1222 = bitcast i32 %call1221 to float
  %fmul1223 = fmul float %phi1089, 2.000000e+00
  %fadd1224 = fadd float %phi1087, %fmul1223
  %fmul1225 = fmul float %leaf1200, 3.000000e+00
  %fadd1226 = fadd float %fadd1224, %fmul1225
  %fmul1227 = fmul float %phi1090, 4.000000e+00
  %fadd1228 = fadd float %fmul1227, %fadd1226
  %fmul1229 = fmul float %phi1091, 5.000000e+00
  %fadd1230 = fadd float %fmul1229, %fadd1228
  %fmul1231 = fmul float %leaf1203, 6.000000e+00
  %fadd1232 = fadd float %fmul1231, %fadd1230
  %fmul1233 = fmul float %leaf1222, 7.000000e+00
  %fadd1234 = fadd float %fmul1233, %fadd1232
  %fmul1235 = fmul float %phi1093, 8.000000e+00
  %fadd1236 = fadd float %fmul1235, %fadd1234
  %fmul1237 = fmul float %phi1095, 9.000000e+00
  %fadd1238 = fadd float %fmul1237, %fadd1236
  %cmp1240 = icmp sgt i64 %sub1192, 0
  %out.s = and i1 %out.lane943, %cmp1240
  %mul1241 = mul i64 %add1113, %6
  %add1242 = add i64 %mul1241, %add46
  %out.col = and i1 %cmp944, %out.s
  %p1244 = getelementptr float, ptr addrspace(1) %11, i64 %add1242
  %address1245 = ptrtoint ptr addrspace(1) %p1244 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1245, float %fadd1219, i1 %out.col) #4
  %out.col1246 = and i1 %cmp945, %out.s
  %add1247 = or disjoint i64 %add1242, 1
  %p1248 = getelementptr float, ptr addrspace(1) %11, i64 %add1247
  %address1249 = ptrtoint ptr addrspace(1) %p1248 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1249, float %fadd1238, i1 %out.col1246) #4
  %bits1250 = bitcast float %phi1092 to i32
  %call1251 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1250, i32 1, i32 0)
  %leaf1252 = bitcast i32 %call1251 to float
  %bits1253 = bitcast float %phi1093 to i32
  %call1254 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1253, i32 1, i32 0)
  %leaf1255 = bitcast i32 %call1254 to float
  %call1257 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1250, i32 1, i32 31)
  %leaf1258 = bitcast i32 %call1257 to float
  %fmul1259 = fmul float %phi1090, 2.000000e+00
  %fadd1260 = fadd float %phi1088, %fmul1259
  %fmul1261 = fmul float %leaf1252, 3.000000e+00
  %fadd1262 = fadd float %fadd1260, %fmul1261
  %fmul1263 = fmul float %leaf1255, 4.000000e+00
  %fadd1264 = fadd float %fadd1262, %fmul1263
  %fmul1265 = fmul float %phi1092, 5.000000e+00
  %fadd1266 = fadd float %fmul1265, %fadd1264
  %fmul1267 = fmul float %phi1093, 6.000000e+00
  %fadd1268 = fadd float %fmul1267, %fadd1266
  %fmul1269 = fmul float %leaf1258, 7.000000e+00
  %fadd1270 = fadd float %fmul1269, %fadd1268
  %fmul1271 = fmul float %phi1094, 8.000000e+00
  %fadd1272 = fadd float %fmul1271, %fadd1270
  %fmul1273 = fmul float %phi1096, 9.000000e+00
  %fadd1274 = fadd float %fmul1273, %fadd1272
  %call1276 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1253, i32 1, i32 31)
  %leaf1277 = bitcast i32 %call1276 to float
  %fmul1278 = fmul float %phi1091, 2.000000e+00
  %fadd1279 = fadd float %phi1089, %fmul1278
  %fmul1280 = fmul float %leaf1255, 3.000000e+00
  %fadd1281 = fadd float %fadd1279, %fmul1280
  %fmul1282 = fmul float %phi1092, 4.000000e+00
  %fadd1283 = fadd float %fmul1282, %fadd1281
  %fmul1284 = fmul float %phi1093, 5.000000e+00
  %fadd1285 = fadd float %fmul1284, %fadd1283
  %fmul1286 = fmul float %leaf1258, 6.000000e+00
  %fadd1287 = fadd float %fmul1286, %fadd1285
  %fmul1288 = fmul float %leaf1277, 7.000000e+00
  %fadd1289 = fadd float %fmul1288, %fadd1287
  %fmul1290 = fmul float %phi1095, 8.000000e+00
  %fadd1291 = fadd float %fmul1290, %fadd1289
  %fmul1292 = fmul float %phi1097, 9.000000e+00
  %fadd1293 = fadd float %fmul1292, %fadd1291
  %add1294 = or disjoint i64 %add1113, 1
  %cmp1295 = icmp sgt i64 %sub1192, 1
  %out.s1296 = and i1 %out.lane943, %cmp1295
  %mul1297 = mul i64 %add1294, %6
  %out.col1299 = and i1 %cmp944, %out.s1296
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul1297
  %address1302 = ptrtoint ptr addrspace(1) %gep to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1302, float %fadd1274, i1 %out.col1299) #4
  %out.col1303 = and i1 %cmp945, %out.s1296
  %p1305 = getelementptr i8, ptr addrspace(1) %gep, i64 4
  %address1306 = ptrtoint ptr addrspace(1) %p1305 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1306, float %fadd1293, i1 %out.col1303) #4
  %bits1307 = bitcast float %phi1094 to i32
  %call1308 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1307, i32 1, i32 0)
  %leaf1309 = bitcast i32 %call1308 to float
  %bits1310 = bitcast float %phi1095 to i32
  %call1311 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1310, i32 1, i32 0)
  %leaf1312 = bitcast i32 %call1311 to float
  %call1314 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1307, i32 1, i32 31)
  %leaf1315 = bitcast i32 %call1314 to float
  %fmul1316 = fmul float %phi1092, 2.000000e+00
  %fadd1317 = fadd float %phi1090, %fmul1316
  %fmul1318 = fmul float %leaf1309, 3.000000e+00
  %fadd1319 = fadd float %fadd1317, %fmul1318
  %fmul1320 = fmul float %leaf1312, 4.000000e+00
  %fadd1321 = fadd float %fadd1319, %fmul1320
  %fmul1322 = fmul float %phi1094, 5.000000e+00
  %fadd1323 = fadd float %fmul1322, %fadd1321
  %fmul1324 = fmul float %phi1095, 6.000000e+00
  %fadd1325 = fadd float %fmul1324, %fadd1323
  %fmul1326 = fmul float %leaf1315, 7.000000e+00
  %fadd1327 = fadd float %fmul1326, %fadd1325
  %fmul1328 = fmul float %phi1096, 8.000000e+00
  %fadd1329 = fadd float %fmul1328, %fadd1327
  %fmul1330 = fmul float %phi1098, 9.000000e+00
  %fadd1331 = fadd float %fmul1330, %fadd1329
  %call1333 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1310, i32 1, i32 31)
  %leaf1334 = bitcast i32 %call1333 to float
  %fmul1335 = fmul float %phi1093, 2.000000e+00
  %fadd1336 = fadd float %phi1091, %fmul1335
  %fmul1337 = fmul float %leaf1312, 3.000000e+00
  %fadd1338 = fadd float %fadd1336, %fmul1337
  %fmul1339 = fmul float %phi1094, 4.000000e+00
  %fadd1340 = fadd float %fmul1339, %fadd1338
  %fmul1341 = fmul float %phi1095, 5.000000e+00
  %fadd1342 = fadd float %fmul1341, %fadd1340
  %fmul1343 = fmul float %leaf1315, 6.000000e+00
  %fadd1344 = fadd float %fmul1343, %fadd1342
  %fmul1345 = fmul float %leaf1334, 7.000000e+00
  %fadd1346 = fadd float %fmul1345, %fadd1344
  %fmul1347 = fmul float %phi1097, 8.000000e+00
  %fadd1348 = fadd float %fmul1347, %fadd1346
  %fmul1349 = fmul float %phi1099, 9.000000e+00
  %fadd1350 = fadd float %fmul1349, %fadd1348
  %add1351 = or disjoint i64 %add1113, 2
  %cmp1352 = icmp sgt i64 %sub1192, 2
  %out.s1353 = and i1 %out.lane943, %cmp1352
  %mul1354 = mul i64 %add1351, %6
  %add1355 = add i64 %mul1354, %add46
  %out.col1356 = and i1 %cmp944, %out.s1353
  %p1358 = getelementptr float, ptr addrspace(1) %11, i64 %add1355
  %address1359 = ptrtoint ptr addrspace(1) %p1358 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1359, float %fadd1331, i1 %out.col1356) #4
  %out.col1360 = and i1 %cmp945, %out.s1353
  %add1361 = or disjoint i64 %add1355, 1
  %p1362 = getelementptr float, ptr addrspace(1) %11, i64 %add1361
  %address1363 = ptrtoint ptr addrspace(1) %p1362 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1363, float %fadd1350, i1 %out.col1360) #4
  %bits1364 = bitcast float %phi1096 to i32
  %call1365 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1364, i32 1, i32 0)
  %leaf1366 = bitcast i32 %call1365 to float
  %bits1367 = bitcast float %phi1097 to i32
  %call1368 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1367, i32 1, i32 0)
  %leaf1369 = bitcast i32 %call1368 to float
  %call1371 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1364, i32 1, i32 31)
  %leaf1372 = bitcast i32 %call1371 to float
  %fmul1373 = fmul float %phi1094, 2.000000e+00
  %fadd1374 = fadd float %phi1092, %fmul1373
  %fmul1375 = fmul float %leaf1366, 3.000000e+00
  %fadd1376 = fadd float %fadd1374, %fmul1375
  %fmul1377 = fmul float %leaf1369, 4.000000e+00
  %fadd1378 = fadd float %fadd1376, %fmul1377
  %fmul1379 = fmul float %phi1096, 5.000000e+00
  %fadd1380 = fadd float %fmul1379, %fadd1378
  %fmul1381 = fmul float %phi1097, 6.000000e+00
  %fadd1382 = fadd float %fmul1381, %fadd1380
  %fmul1383 = fmul float %leaf1372, 7.000000e+00
  %fadd1384 = fadd float %fmul1383, %fadd1382
  %fmul1385 = fmul float %phi1098, 8.000000e+00
  %fadd1386 = fadd float %fmul1385, %fadd1384
  %fmul1387 = fmul float %phi1100, 9.000000e+00
  %fadd1388 = fadd float %fmul1387, %fadd1386
  %call1390 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1367, i32 1, i32 31)
  %leaf1391 = bitcast i32 %call1390 to float
  %fmul1392 = fmul float %phi1095, 2.000000e+00
  %fadd1393 = fadd float %phi1093, %fmul1392
  %fmul1394 = fmul float %leaf1369, 3.000000e+00
  %fadd1395 = fadd float %fadd1393, %fmul1394
  %fmul1396 = fmul float %phi1096, 4.000000e+00
  %fadd1397 = fadd float %fmul1396, %fadd1395
  %fmul1398 = fmul float %phi1097, 5.000000e+00
  %fadd1399 = fadd float %fmul1398, %fadd1397
  %fmul1400 = fmul float %leaf1372, 6.000000e+00
  %fadd1401 = fadd float %fmul1400, %fadd1399
  %fmul1402 = fmul float %leaf1391, 7.000000e+00
  %fadd1403 = fadd float %fmul1402, %fadd1401
  %fmul1404 = fmul float %phi1099, 8.000000e+00
  %fadd1405 = fadd float %fmul1404, %fadd1403
  %fmul1406 = fmul float %phi1101, 9.000000e+00
  %fadd1407 = fadd float %fmul1406, %fadd1405
  %add1408 = or disjoint i64 %add1113, 3
  %cmp1409 = icmp sgt i64 %sub1192, 3
  %out.s1410 = and i1 %out.lane943, %cmp1409
  %mul1411 = mul i64 %add1408, %6
  %out.col1413 = and i1 %cmp944, %out.s1410
  %gep2062 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul1411
  %address1416 = ptrtoint ptr addrspace(1) %gep2062 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1416, float %fadd1388, i1 %out.col1413) #4
  %out.col1417 = and i1 %cmp945, %out.s1410
  %p1419 = getelementptr i8, ptr addrspace(1) %gep2062, i64 4
  %address1420 = ptrtoint ptr addrspace(1) %p1419 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1420, float %fadd1407, i1 %out.col1417) #4
  br i1 %cmp1115, label %tile.step1423, label %endif

tile.step1423:                                    ; preds = %endif1119
  %mul1425 = shl i64 %add1114, 2
  %add1426 = add nuw nsw i64 %mul1425, %mul43
  %add1427 = add nuw nsw i64 %mul1110, 2
  %cmp1428 = icmp ult i64 %add1427, %31
  br i1 %cmp1428, label %then1430, label %endif1432

then1430:                                         ; preds = %tile.step1423
  %add1429 = add i64 %add1426, 6
  %call1435 = tail call i64 @llvm.smin.i64(i64 %add1429, i64 %add956)
  %call1436 = tail call i64 @llvm.smax.i64(i64 %call1435, i64 -2)
  %call1438 = tail call i64 @llvm.smin.i64(i64 %call1436, i64 %sub959)
  %call1439 = tail call i64 @llvm.smax.i64(i64 %call1438, i64 0)
  %mul1440 = mul i64 %call1439, %4
  %44 = getelementptr float, ptr addrspace(1) %2, i64 %mul1440
  %p1443 = getelementptr float, ptr addrspace(1) %44, i64 %call933
  %v1444 = load float, ptr addrspace(1) %p1443, align 4
  %p1447 = getelementptr float, ptr addrspace(1) %44, i64 %call939
  %v1448 = load float, ptr addrspace(1) %p1447, align 4
  %add1449 = add i64 %add1426, 7
  %call1451 = tail call i64 @llvm.smin.i64(i64 %add1449, i64 %add956)
  %call1452 = tail call i64 @llvm.smax.i64(i64 %call1451, i64 -2)
  %call1454 = tail call i64 @llvm.smin.i64(i64 %call1452, i64 %sub959)
  %call1455 = tail call i64 @llvm.smax.i64(i64 %call1454, i64 0)
  %mul1456 = mul i64 %call1455, %4
  %45 = getelementptr float, ptr addrspace(1) %2, i64 %mul1456
  %p1459 = getelementptr float, ptr addrspace(1) %45, i64 %call933
  %v1460 = load float, ptr addrspace(1) %p1459, align 4
  %p1463 = getelementptr float, ptr addrspace(1) %45, i64 %call939
  %v1464 = load float, ptr addrspace(1) %p1463, align 4
  %add1465 = add i64 %add1426, 8
  %call1467 = tail call i64 @llvm.smin.i64(i64 %add1465, i64 %add956)
  %call1468 = tail call i64 @llvm.smax.i64(i64 %call1467, i64 -2)
  %call1470 = tail call i64 @llvm.smin.i64(i64 %call1468, i64 %sub959)
  %call1471 = tail call i64 @llvm.smax.i64(i64 %call1470, i64 0)
  %mul1472 = mul i64 %call1471, %4
  %46 = getelementptr float, ptr addrspace(1) %2, i64 %mul1472
  %p1475 = getelementptr float, ptr addrspace(1) %46, i64 %call933
  %v1476 = load float, ptr addrspace(1) %p1475, align 4
  %p1479 = getelementptr float, ptr addrspace(1) %46, i64 %call939
  %v1480 = load float, ptr addrspace(1) %p1479, align 4
  %add1481 = add i64 %add1426, 9
  %call1483 = tail call i64 @llvm.smin.i64(i64 %add1481, i64 %add956)
  %call1484 = tail call i64 @llvm.smax.i64(i64 %call1483, i64 -2)
  %call1486 = tail call i64 @llvm.smin.i64(i64 %call1484, i64 %sub959)
  %call1487 = tail call i64 @llvm.smax.i64(i64 %call1486, i64 0)
  %mul1488 = mul i64 %call1487, %4
  %47 = getelementptr float, ptr addrspace(1) %2, i64 %mul1488
  %p1491 = getelementptr float, ptr addrspace(1) %47, i64 %call933
  %v1492 = load float, ptr addrspace(1) %p1491, align 4
  %p1495 = getelementptr float, ptr addrspace(1) %47, i64 %call939
  %v1496 = load float, ptr addrspace(1) %p1495, align 4
  br label %endif1432

endif1432:                                        ; preds = %tile.step1423, %then1430
  %phi1497 = phi float [ %v1444, %then1430 ], [ 0.000000e+00, %tile.step1423 ]
  %phi1498 = phi float [ %v1448, %then1430 ], [ 0.000000e+00, %tile.step1423 ]
  %phi1499 = phi float [ %v1460, %then1430 ], [ 0.000000e+00, %tile.step1423 ]
  %phi1500 = phi float [ %v1464, %then1430 ], [ 0.000000e+00, %tile.step1423 ]
  %phi1501 = phi float [ %v1476, %then1430 ], [ 0.000000e+00, %tile.step1423 ]
  %phi1502 = phi float [ %v1480, %then1430 ], [ 0.000000e+00, %tile.step1423 ]
  %phi1503 = phi float [ %v1492, %then1430 ], [ 0.000000e+00, %tile.step1423 ]
  %phi1504 = phi float [ %v1496, %then1430 ], [ 0.000000e+00, %tile.step1423 ]
  %sub1505 = sub i64 %5, %add1426
  %bits1509 = bitcast float %phi1098 to i32
  %call1510 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1509, i32 1, i32 0)
  %leaf1511 = bitcast i32 %call1510 to float
  %bits1512 = bitcast float %phi1099 to i32
  %call1513 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1512, i32 1, i32 0)
  %leaf1514 = bitcast i32 %call1513 to float
  %call1516 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1509, i32 1, i32 31)
  %leaf1517 = bitcast i32 %call1516 to float
  %fmul1518 = fmul float %phi1096, 2.000000e+00
  %fadd1519 = fadd float %phi1094, %fmul1518
  %fmul1520 = fmul float %leaf1511, 3.000000e+00
  %fadd1521 = fadd float %fadd1519, %fmul1520
  %fmul1522 = fmul float %leaf1514, 4.000000e+00
  %fadd1523 = fadd float %fadd1521, %fmul1522
  %fmul1524 = fmul float %phi1098, 5.000000e+00
  %fadd1525 = fadd float %fmul1524, %fadd1523
  %fmul1526 = fmul float %phi1099, 6.000000e+00
  %fadd1527 = fadd float %fmul1526, %fadd1525
  %fmul1528 = fmul float %leaf1517, 7.000000e+00
  %fadd1529 = fadd float %fmul1528, %fadd1527
  %fmul1530 = fmul float %phi1100, 8.000000e+00
  %fadd1531 = fadd float %fmul1530, %fadd1529
  %fmul1532 = fmul float %phi1184, 9.000000e+00
  %fadd1533 = fadd float %fmul1532, %fadd1531
  %call1535 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1512, i32 1, i32 31)
  %leaf1536 = bitcast i32 %call1535 to float
  %fmul1537 = fmul float %phi1097, 2.000000e+00
  %fadd1538 = fadd float %phi1095, %fmul1537
  %fmul1539 = fmul float %leaf1514, 3.000000e+00
  %fadd1540 = fadd float %fadd1538, %fmul1539
  %fmul1541 = fmul float %phi1098, 4.000000e+00
  %fadd1542 = fadd float %fmul1541, %fadd1540
  %fmul1543 = fmul float %phi1099, 5.000000e+00
  %fadd1544 = fadd float %fmul1543, %fadd1542
  %fmul1545 = fmul float %leaf1517, 6.000000e+00
  %fadd1546 = fadd float %fmul1545, %fadd1544
  %fmul1547 = fmul float %leaf1536, 7.000000e+00
  %fadd1548 = fadd float %fmul1547, %fadd1546
  %fmul1549 = fmul float %phi1101, 8.000000e+00
  %fadd1550 = fadd float %fmul1549, %fadd1548
  %fmul1551 = fmul float %phi1185, 9.000000e+00
  %fadd1552 = fadd float %fmul1551, %fadd1550
  %cmp1554 = icmp sgt i64 %sub1505, 0
  %out.s1555 = and i1 %out.lane943, %cmp1554
  %mul1556 = mul i64 %add1426, %6
  %add1557 = add i64 %mul1556, %add46
  %out.col1558 = and i1 %cmp944, %out.s1555
  %p1560 = getelementptr float, ptr addrspace(1) %11, i64 %add1557
  %address1561 = ptrtoint ptr addrspace(1) %p1560 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1561, float %fadd1533, i1 %out.col1558) #4
  %out.col1562 = and i1 %cmp945, %out.s1555
  %add1563 = or disjoint i64 %add1557, 1
  %p1564 = getelementptr float, ptr addrspace(1) %11, i64 %add1563
  %address1565 = ptrtoint ptr addrspace(1) %p1564 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1565, float %fadd1552, i1 %out.col1562) #4
  %bits1566 = bitcast float %phi1100 to i32
  %call1567 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1566, i32 1, i32 0)
  %leaf1568 = bitcast i32 %call1567 to float
  %bits1569 = bitcast float %phi1101 to i32
  %call1570 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1569, i32 1, i32 0)
  %leaf1571 = bitcast i32 %call1570 to float
  %call1573 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1566, i32 1, i32 31)
  %leaf1574 = bitcast i32 %call1573 to float
  %fmul1575 = fmul float %phi1098, 2.000000e+00
  %fadd1576 = fadd float %phi1096, %fmul1575
  %fmul1577 = fmul float %leaf1568, 3.000000e+00
  %fadd1578 = fadd float %fadd1576, %fmul1577
  %fmul1579 = fmul float %leaf1571, 4.000000e+00
  %fadd1580 = fadd float %fadd1578, %fmul1579
  %fmul1581 = fmul float %phi1100, 5.000000e+00
  %fadd1582 = fadd float %fmul1581, %fadd1580
  %fmul1583 = fmul float %phi1101, 6.000000e+00
  %fadd1584 = fadd float %fmul1583, %fadd1582
  %fmul1585 = fmul float %leaf1574, 7.000000e+00
  %fadd1586 = fadd float %fmul1585, %fadd1584
  %fmul1587 = fmul float %phi1184, 8.000000e+00
  %fadd1588 = fadd float %fmul1587, %fadd1586
  %fmul1589 = fmul float %phi1186, 9.000000e+00
  %fadd1590 = fadd float %fmul1589, %fadd1588
  %call1592 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1569, i32 1, i32 31)
  %leaf1593 = bitcast i32 %call1592 to float
  %fmul1594 = fmul float %phi1099, 2.000000e+00
  %fadd1595 = fadd float %phi1097, %fmul1594
  %fmul1596 = fmul float %leaf1571, 3.000000e+00
  %fadd1597 = fadd float %fadd1595, %fmul1596
  %fmul1598 = fmul float %phi1100, 4.000000e+00
  %fadd1599 = fadd float %fmul1598, %fadd1597
  %fmul1600 = fmul float %phi1101, 5.000000e+00
  %fadd1601 = fadd float %fmul1600, %fadd1599
  %fmul1602 = fmul float %leaf1574, 6.000000e+00
  %fadd1603 = fadd float %fmul1602, %fadd1601
  %fmul1604 = fmul float %leaf1593, 7.000000e+00
  %fadd1605 = fadd float %fmul1604, %fadd1603
  %fmul1606 = fmul float %phi1185, 8.000000e+00
  %fadd1607 = fadd float %fmul1606, %fadd1605
  %fmul1608 = fmul float %phi1187, 9.000000e+00
  %fadd1609 = fadd float %fmul1608, %fadd1607
  %add1610 = or disjoint i64 %add1426, 1
  %cmp1611 = icmp sgt i64 %sub1505, 1
  %out.s1612 = and i1 %out.lane943, %cmp1611
  %mul1613 = mul i64 %add1610, %6
  %out.col1615 = and i1 %cmp944, %out.s1612
  %gep2064 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul1613
  %address1618 = ptrtoint ptr addrspace(1) %gep2064 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1618, float %fadd1590, i1 %out.col1615) #4
  %out.col1619 = and i1 %cmp945, %out.s1612
  %p1621 = getelementptr i8, ptr addrspace(1) %gep2064, i64 4
  %address1622 = ptrtoint ptr addrspace(1) %p1621 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1622, float %fadd1609, i1 %out.col1619) #4
  %bits1623 = bitcast float %phi1184 to i32
  %call1624 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1623, i32 1, i32 0)
  %leaf1625 = bitcast i32 %call1624 to float
  %bits1626 = bitcast float %phi1185 to i32
  %call1627 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1626, i32 1, i32 0)
  %leaf1628 = bitcast i32 %call1627 to float
  %call1630 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1623, i32 1, i32 31)
  %leaf1631 = bitcast i32 %call1630 to float
  %fmul1632 = fmul float %phi1100, 2.000000e+00
  %fadd1633 = fadd float %phi1098, %fmul1632
  %fmul1634 = fmul float %leaf1625, 3.000000e+00
  %fadd1635 = fadd float %fadd1633, %fmul1634
  %fmul1636 = fmul float %leaf1628, 4.000000e+00
  %fadd1637 = fadd float %fadd1635, %fmul1636
  %fmul1638 = fmul float %phi1184, 5.000000e+00
  %fadd1639 = fadd float %fmul1638, %fadd1637
  %fmul1640 = fmul float %phi1185, 6.000000e+00
  %fadd1641 = fadd float %fmul1640, %fadd1639
  %fmul1642 = fmul float %leaf1631, 7.000000e+00
  %fadd1643 = fadd float %fmul1642, %fadd1641
  %fmul1644 = fmul float %phi1186, 8.000000e+00
  %fadd1645 = fadd float %fmul1644, %fadd1643
  %fmul1646 = fmul float %phi1188, 9.000000e+00
  %fadd1647 = fadd float %fmul1646, %fadd1645
  %call1649 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1626, i32 1, i32 31)
  %leaf1650 = bitcast i32 %call1649 to float
  %fmul1651 = fmul float %phi1101, 2.000000e+00
  %fadd1652 = fadd float %phi1099, %fmul1651
  %fmul1653 = fmul float %leaf1628, 3.000000e+00
  %fadd1654 = fadd float %fadd1652, %fmul1653
  %fmul1655 = fmul float %phi1184, 4.000000e+00
  %fadd1656 = fadd float %fmul1655, %fadd1654
  %fmul1657 = fmul float %phi1185, 5.000000e+00
  %fadd1658 = fadd float %fmul1657, %fadd1656
  %fmul1659 = fmul float %leaf1631, 6.000000e+00
  %fadd1660 = fadd float %fmul1659, %fadd1658
  %fmul1661 = fmul float %leaf1650, 7.000000e+00
  %fadd1662 = fadd float %fmul1661, %fadd1660
  %fmul1663 = fmul float %phi1187, 8.000000e+00
  %fadd1664 = fadd float %fmul1663, %fadd1662
  %fmul1665 = fmul float %phi1189, 9.000000e+00
  %fadd1666 = fadd float %fmul1665, %fadd1664
  %add1667 = or disjoint i64 %add1426, 2
  %cmp1668 = icmp sgt i64 %sub1505, 2
  %out.s1669 = and i1 %out.lane943, %cmp1668
  %mul1670 = mul i64 %add1667, %6
  %add1671 = add i64 %mul1670, %add46
  %out.col1672 = and i1 %cmp944, %out.s1669
  %p1674 = getelementptr float, ptr addrspace(1) %11, i64 %add1671
  %address1675 = ptrtoint ptr addrspace(1) %p1674 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1675, float %fadd1647, i1 %out.col1672) #4
  %out.col1676 = and i1 %cmp945, %out.s1669
  %add1677 = or disjoint i64 %add1671, 1
  %p1678 = getelementptr float, ptr addrspace(1) %11, i64 %add1677
  %address1679 = ptrtoint ptr addrspace(1) %p1678 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1679, float %fadd1666, i1 %out.col1676) #4
  %bits1680 = bitcast float %phi1186 to i32
  %call1681 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1680, i32 1, i32 0)
  %leaf1682 = bitcast i32 %call1681 to float
  %bits1683 = bitcast float %phi1187 to i32
  %call1684 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1683, i32 1, i32 0)
  %leaf1685 = bitcast i32 %call1684 to float
  %call1687 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1680, i32 1, i32 31)
  %leaf1688 = bitcast i32 %call1687 to float
  %fmul1689 = fmul float %phi1184, 2.000000e+00
  %fadd1690 = fadd float %phi1100, %fmul1689
  %fmul1691 = fmul float %leaf1682, 3.000000e+00
  %fadd1692 = fadd float %fadd1690, %fmul1691
  %fmul1693 = fmul float %leaf1685, 4.000000e+00
  %fadd1694 = fadd float %fadd1692, %fmul1693
  %fmul1695 = fmul float %phi1186, 5.000000e+00
  %fadd1696 = fadd float %fmul1695, %fadd1694
  %fmul1697 = fmul float %phi1187, 6.000000e+00
  %fadd1698 = fadd float %fmul1697, %fadd1696
  %fmul1699 = fmul float %leaf1688, 7.000000e+00
  %fadd1700 = fadd float %fmul1699, %fadd1698
  %fmul1701 = fmul float %phi1188, 8.000000e+00
  %fadd1702 = fadd float %fmul1701, %fadd1700
  %fmul1703 = fmul float %phi1190, 9.000000e+00
  %fadd1704 = fadd float %fmul1703, %fadd1702
  %call1706 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1683, i32 1, i32 31)
  %leaf1707 = bitcast i32 %call1706 to float
  %fmul1708 = fmul float %phi1185, 2.000000e+00
  %fadd1709 = fadd float %phi1101, %fmul1708
  %fmul1710 = fmul float %leaf1685, 3.000000e+00
  %fadd1711 = fadd float %fadd1709, %fmul1710
  %fmul1712 = fmul float %phi1186, 4.000000e+00
  %fadd1713 = fadd float %fmul1712, %fadd1711
  %fmul1714 = fmul float %phi1187, 5.000000e+00
  %fadd1715 = fadd float %fmul1714, %fadd1713
  %fmul1716 = fmul float %leaf1688, 6.000000e+00
  %fadd1717 = fadd float %fmul1716, %fadd1715
  %fmul1718 = fmul float %leaf1707, 7.000000e+00
  %fadd1719 = fadd float %fmul1718, %fadd1717
  %fmul1720 = fmul float %phi1189, 8.000000e+00
  %fadd1721 = fadd float %fmul1720, %fadd1719
  %fmul1722 = fmul float %phi1191, 9.000000e+00
  %fadd1723 = fadd float %fmul1722, %fadd1721
  %add1724 = or disjoint i64 %add1426, 3
  %cmp1725 = icmp sgt i64 %sub1505, 3
  %out.s1726 = and i1 %out.lane943, %cmp1725
  %mul1727 = mul i64 %add1724, %6
  %out.col1729 = and i1 %cmp944, %out.s1726
  %gep2066 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul1727
  %address1732 = ptrtoint ptr addrspace(1) %gep2066 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1732, float %fadd1704, i1 %out.col1729) #4
  %out.col1733 = and i1 %cmp945, %out.s1726
  %p1735 = getelementptr i8, ptr addrspace(1) %gep2066, i64 4
  %address1736 = ptrtoint ptr addrspace(1) %p1735 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1736, float %fadd1723, i1 %out.col1733) #4
  br i1 %cmp1428, label %tile.step1739, label %endif

tile.step1739:                                    ; preds = %endif1432
  %mul1741 = shl i64 %add1427, 2
  %add1742 = add i64 %mul1741, %mul43
  %add1743 = add nuw nsw i64 %mul1110, 3
  %cmp1744 = icmp ult i64 %add1743, %31
  br i1 %cmp1744, label %then1746, label %endif1748

then1746:                                         ; preds = %tile.step1739
  %add1745 = add i64 %add1742, 6
  %call1751 = tail call i64 @llvm.smin.i64(i64 %add1745, i64 %add956)
  %call1752 = tail call i64 @llvm.smax.i64(i64 %call1751, i64 -2)
  %call1754 = tail call i64 @llvm.smin.i64(i64 %call1752, i64 %sub959)
  %call1755 = tail call i64 @llvm.smax.i64(i64 %call1754, i64 0)
  %mul1756 = mul i64 %call1755, %4
  %48 = getelementptr float, ptr addrspace(1) %2, i64 %mul1756
  %p1759 = getelementptr float, ptr addrspace(1) %48, i64 %call933
  %v1760 = load float, ptr addrspace(1) %p1759, align 4
  %p1763 = getelementptr float, ptr addrspace(1) %48, i64 %call939
  %v1764 = load float, ptr addrspace(1) %p1763, align 4
  %add1765 = add i64 %add1742, 7
  %call1767 = tail call i64 @llvm.smin.i64(i64 %add1765, i64 %add956)
  %call1768 = tail call i64 @llvm.smax.i64(i64 %call1767, i64 -2)
  %call1770 = tail call i64 @llvm.smin.i64(i64 %call1768, i64 %sub959)
  %call1771 = tail call i64 @llvm.smax.i64(i64 %call1770, i64 0)
  %mul1772 = mul i64 %call1771, %4
  %49 = getelementptr float, ptr addrspace(1) %2, i64 %mul1772
  %p1775 = getelementptr float, ptr addrspace(1) %49, i64 %call933
  %v1776 = load float, ptr addrspace(1) %p1775, align 4
  %p1779 = getelementptr float, ptr addrspace(1) %49, i64 %call939
  %v1780 = load float, ptr addrspace(1) %p1779, align 4
  %add1781 = add i64 %add1742, 8
  %call1783 = tail call i64 @llvm.smin.i64(i64 %add1781, i64 %add956)
  %call1784 = tail call i64 @llvm.smax.i64(i64 %call1783, i64 -2)
  %call1786 = tail call i64 @llvm.smin.i64(i64 %call1784, i64 %sub959)
  %call1787 = tail call i64 @llvm.smax.i64(i64 %call1786, i64 0)
  %mul1788 = mul i64 %call1787, %4
  %50 = getelementptr float, ptr addrspace(1) %2, i64 %mul1788
  %p1791 = getelementptr float, ptr addrspace(1) %50, i64 %call933
  %v1792 = load float, ptr addrspace(1) %p1791, align 4
  %p1795 = getelementptr float, ptr addrspace(1) %50, i64 %call939
  %v1796 = load float, ptr addrspace(1) %p1795, align 4
  %add1797 = add i64 %add1742, 9
  %call1799 = tail call i64 @llvm.smin.i64(i64 %add1797, i64 %add956)
  %call1800 = tail call i64 @llvm.smax.i64(i64 %call1799, i64 -2)
  %call1802 = tail call i64 @llvm.smin.i64(i64 %call1800, i64 %sub959)
  %call1803 = tail call i64 @llvm.smax.i64(i64 %call1802, i64 0)
  %mul1804 = mul i64 %call1803, %4
  %51 = getelementptr float, ptr addrspace(1) %2, i64 %mul1804
  %p1807 = getelementptr float, ptr addrspace(1) %51, i64 %call933
  %v1808 = load float, ptr addrspace(1) %p1807, align 4
  %p1811 = getelementptr float, ptr addrspace(1) %51, i64 %call939
  %v1812 = load float, ptr addrspace(1) %p1811, align 4
  br label %endif1748

endif1748:                                        ; preds = %tile.step1739, %then1746
  %phi1813 = phi float [ %v1760, %then1746 ], [ 0.000000e+00, %tile.step1739 ]
  %phi1814 = phi float [ %v1764, %then1746 ], [ 0.000000e+00, %tile.step1739 ]
  %phi1815 = phi float [ %v1776, %then1746 ], [ 0.000000e+00, %tile.step1739 ]
  %phi1816 = phi float [ %v1780, %then1746 ], [ 0.000000e+00, %tile.step1739 ]
  %phi1817 = phi float [ %v1792, %then1746 ], [ 0.000000e+00, %tile.step1739 ]
  %phi1818 = phi float [ %v1796, %then1746 ], [ 0.000000e+00, %tile.step1739 ]
  %phi1819 = phi float [ %v1808, %then1746 ], [ 0.000000e+00, %tile.step1739 ]
  %phi1820 = phi float [ %v1812, %then1746 ], [ 0.000000e+00, %tile.step1739 ]
  %sub1821 = sub i64 %5, %add1742
  %bits1825 = bitcast float %phi1188 to i32
  %call1826 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1825, i32 1, i32 0)
  %leaf1827 = bitcast i32 %call1826 to float
  %bits1828 = bitcast float %phi1189 to i32
  %call1829 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1828, i32 1, i32 0)
  %leaf1830 = bitcast i32 %call1829 to float
  %call1832 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1825, i32 1, i32 31)
  %leaf1833 = bitcast i32 %call1832 to float
  %fmul1834 = fmul float %phi1186, 2.000000e+00
  %fadd1835 = fadd float %phi1184, %fmul1834
  %fmul1836 = fmul float %leaf1827, 3.000000e+00
  %fadd1837 = fadd float %fadd1835, %fmul1836
  %fmul1838 = fmul float %leaf1830, 4.000000e+00
  %fadd1839 = fadd float %fadd1837, %fmul1838
  %fmul1840 = fmul float %phi1188, 5.000000e+00
  %fadd1841 = fadd float %fmul1840, %fadd1839
  %fmul1842 = fmul float %phi1189, 6.000000e+00
  %fadd1843 = fadd float %fmul1842, %fadd1841
  %fmul1844 = fmul float %leaf1833, 7.000000e+00
  %fadd1845 = fadd float %fmul1844, %fadd1843
  %fmul1846 = fmul float %phi1190, 8.000000e+00
  %fadd1847 = fadd float %fmul1846, %fadd1845
  %fmul1848 = fmul float %phi1497, 9.000000e+00
  %fadd1849 = fadd float %fmul1848, %fadd1847
  %call1851 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1828, i32 1, i32 31)
  %leaf1852 = bitcast i32 %call1851 to float
  %fmul1853 = fmul float %phi1187, 2.000000e+00
  %fadd1854 = fadd float %phi1185, %fmul1853
  %fmul1855 = fmul float %leaf1830, 3.000000e+00
  %fadd1856 = fadd float %fadd1854, %fmul1855
  %fmul1857 = fmul float %phi1188, 4.000000e+00
  %fadd1858 = fadd float %fmul1857, %fadd1856
  %fmul1859 = fmul float %phi1189, 5.000000e+00
  %fadd1860 = fadd float %fmul1859, %fadd1858
  %fmul1861 = fmul float %leaf1833, 6.000000e+00
  %fadd1862 = fadd float %fmul1861, %fadd1860
  %fmul1863 = fmul float %leaf1852, 7.000000e+00
  %fadd1864 = fadd float %fmul1863, %fadd1862
  %fmul1865 = fmul float %phi1191, 8.000000e+00
  %fadd1866 = fadd float %fmul1865, %fadd1864
  %fmul1867 = fmul float %phi1498, 9.000000e+00
  %fadd1868 = fadd float %fmul1867, %fadd1866
  %cmp1870 = icmp sgt i64 %sub1821, 0
  %out.s1871 = and i1 %out.lane943, %cmp1870
  %mul1872 = mul i64 %add1742, %6
  %add1873 = add i64 %mul1872, %add46
  %out.col1874 = and i1 %cmp944, %out.s1871
  %p1876 = getelementptr float, ptr addrspace(1) %11, i64 %add1873
  %address1877 = ptrtoint ptr addrspace(1) %p1876 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1877, float %fadd1849, i1 %out.col1874) #4
  %out.col1878 = and i1 %cmp945, %out.s1871
  %add1879 = or disjoint i64 %add1873, 1
  %p1880 = getelementptr float, ptr addrspace(1) %11, i64 %add1879
  %address1881 = ptrtoint ptr addrspace(1) %p1880 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1881, float %fadd1868, i1 %out.col1878) #4
  %bits1882 = bitcast float %phi1190 to i32
  %call1883 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1882, i32 1, i32 0)
  %leaf1884 = bitcast i32 %call1883 to float
  %bits1885 = bitcast float %phi1191 to i32
  %call1886 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1885, i32 1, i32 0)
  %leaf1887 = bitcast i32 %call1886 to float
  %call1889 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1882, i32 1, i32 31)
  %leaf1890 = bitcast i32 %call1889 to float
  %fmul1891 = fmul float %phi1188, 2.000000e+00
  %fadd1892 = fadd float %phi1186, %fmul1891
  %fmul1893 = fmul float %leaf1884, 3.000000e+00
  %fadd1894 = fadd float %fadd1892, %fmul1893
  %fmul1895 = fmul float %leaf1887, 4.000000e+00
  %fadd1896 = fadd float %fadd1894, %fmul1895
  %fmul1897 = fmul float %phi1190, 5.000000e+00
  %fadd1898 = fadd float %fmul1897, %fadd1896
  %fmul1899 = fmul float %phi1191, 6.000000e+00
  %fadd1900 = fadd float %fmul1899, %fadd1898
  %fmul1901 = fmul float %leaf1890, 7.000000e+00
  %fadd1902 = fadd float %fmul1901, %fadd1900
  %fmul1903 = fmul float %phi1497, 8.000000e+00
  %fadd1904 = fadd float %fmul1903, %fadd1902
  %fmul1905 = fmul float %phi1499, 9.000000e+00
  %fadd1906 = fadd float %fmul1905, %fadd1904
  %call1908 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1885, i32 1, i32 31)
  %leaf1909 = bitcast i32 %call1908 to float
  %fmul1910 = fmul float %phi1189, 2.000000e+00
  %fadd1911 = fadd float %phi1187, %fmul1910
  %fmul1912 = fmul float %leaf1887, 3.000000e+00
  %fadd1913 = fadd float %fadd1911, %fmul1912
  %fmul1914 = fmul float %phi1190, 4.000000e+00
  %fadd1915 = fadd float %fmul1914, %fadd1913
  %fmul1916 = fmul float %phi1191, 5.000000e+00
  %fadd1917 = fadd float %fmul1916, %fadd1915
  %fmul1918 = fmul float %leaf1890, 6.000000e+00
  %fadd1919 = fadd float %fmul1918, %fadd1917
  %fmul1920 = fmul float %leaf1909, 7.000000e+00
  %fadd1921 = fadd float %fmul1920, %fadd1919
  %fmul1922 = fmul float %phi1498, 8.000000e+00
  %fadd1923 = fadd float %fmul1922, %fadd1921
  %fmul1924 = fmul float %phi1500, 9.000000e+00
  %fadd1925 = fadd float %fmul1924, %fadd1923
  %add1926 = or disjoint i64 %add1742, 1
  %cmp1927 = icmp sgt i64 %sub1821, 1
  %out.s1928 = and i1 %out.lane943, %cmp1927
  %mul1929 = mul i64 %add1926, %6
  %out.col1931 = and i1 %cmp944, %out.s1928
  %gep2068 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul1929
  %address1934 = ptrtoint ptr addrspace(1) %gep2068 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1934, float %fadd1906, i1 %out.col1931) #4
  %out.col1935 = and i1 %cmp945, %out.s1928
  %p1937 = getelementptr i8, ptr addrspace(1) %gep2068, i64 4
  %address1938 = ptrtoint ptr addrspace(1) %p1937 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1938, float %fadd1925, i1 %out.col1935) #4
  %bits1939 = bitcast float %phi1497 to i32
  %call1940 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1939, i32 1, i32 0)
  %leaf1941 = bitcast i32 %call1940 to float
  %bits1942 = bitcast float %phi1498 to i32
  %call1943 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1942, i32 1, i32 0)
  %leaf1944 = bitcast i32 %call1943 to float
  %call1946 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1939, i32 1, i32 31)
  %leaf1947 = bitcast i32 %call1946 to float
  %fmul1948 = fmul float %phi1190, 2.000000e+00
  %fadd1949 = fadd float %phi1188, %fmul1948
  %fmul1950 = fmul float %leaf1941, 3.000000e+00
  %fadd1951 = fadd float %fadd1949, %fmul1950
  %fmul1952 = fmul float %leaf1944, 4.000000e+00
  %fadd1953 = fadd float %fadd1951, %fmul1952
  %fmul1954 = fmul float %phi1497, 5.000000e+00
  %fadd1955 = fadd float %fmul1954, %fadd1953
  %fmul1956 = fmul float %phi1498, 6.000000e+00
  %fadd1957 = fadd float %fmul1956, %fadd1955
  %fmul1958 = fmul float %leaf1947, 7.000000e+00
  %fadd1959 = fadd float %fmul1958, %fadd1957
  %fmul1960 = fmul float %phi1499, 8.000000e+00
  %fadd1961 = fadd float %fmul1960, %fadd1959
  %fmul1962 = fmul float %phi1501, 9.000000e+00
  %fadd1963 = fadd float %fmul1962, %fadd1961
  %call1965 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1942, i32 1, i32 31)
  %leaf1966 = bitcast i32 %call1965 to float
  %fmul1967 = fmul float %phi1191, 2.000000e+00
  %fadd1968 = fadd float %phi1189, %fmul1967
  %fmul1969 = fmul float %leaf1944, 3.000000e+00
  %fadd1970 = fadd float %fadd1968, %fmul1969
  %fmul1971 = fmul float %phi1497, 4.000000e+00
  %fadd1972 = fadd float %fmul1971, %fadd1970
  %fmul1973 = fmul float %phi1498, 5.000000e+00
  %fadd1974 = fadd float %fmul1973, %fadd1972
  %fmul1975 = fmul float %leaf1947, 6.000000e+00
  %fadd1976 = fadd float %fmul1975, %fadd1974
  %fmul1977 = fmul float %leaf1966, 7.000000e+00
  %fadd1978 = fadd float %fmul1977, %fadd1976
  %fmul1979 = fmul float %phi1500, 8.000000e+00
  %fadd1980 = fadd float %fmul1979, %fadd1978
  %fmul1981 = fmul float %phi1502, 9.000000e+00
  %fadd1982 = fadd float %fmul1981, %fadd1980
  %add1983 = or disjoint i64 %add1742, 2
  %cmp1984 = icmp sgt i64 %sub1821, 2
  %out.s1985 = and i1 %out.lane943, %cmp1984
  %mul1986 = mul i64 %add1983, %6
  %add1987 = add i64 %mul1986, %add46
  %out.col1988 = and i1 %cmp944, %out.s1985
  %p1990 = getelementptr float, ptr addrspace(1) %11, i64 %add1987
  %address1991 = ptrtoint ptr addrspace(1) %p1990 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1991, float %fadd1963, i1 %out.col1988) #4
  %out.col1992 = and i1 %cmp945, %out.s1985
  %add1993 = or disjoint i64 %add1987, 1
  %p1994 = getelementptr float, ptr addrspace(1) %11, i64 %add1993
  %address1995 = ptrtoint ptr addrspace(1) %p1994 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1995, float %fadd1982, i1 %out.col1992) #4
  %bits1996 = bitcast float %phi1499 to i32
  %call1997 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1996, i32 1, i32 0)
  %leaf1998 = bitcast i32 %call1997 to float
  %bits1999 = bitcast float %phi1500 to i32
  %call2000 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1999, i32 1, i32 0)
  %leaf2001 = bitcast i32 %call2000 to float
  %call2003 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1996, i32 1, i32 31)
  %leaf2004 = bitcast i32 %call2003 to float
  %fmul2005 = fmul float %phi1497, 2.000000e+00
  %fadd2006 = fadd float %phi1190, %fmul2005
  %fmul2007 = fmul float %leaf1998, 3.000000e+00
  %fadd2008 = fadd float %fadd2006, %fmul2007
  %fmul2009 = fmul float %leaf2001, 4.000000e+00
  %fadd2010 = fadd float %fadd2008, %fmul2009
  %fmul2011 = fmul float %phi1499, 5.000000e+00
  %fadd2012 = fadd float %fmul2011, %fadd2010
  %fmul2013 = fmul float %phi1500, 6.000000e+00
  %fadd2014 = fadd float %fmul2013, %fadd2012
  %fmul2015 = fmul float %leaf2004, 7.000000e+00
  %fadd2016 = fadd float %fmul2015, %fadd2014
  %fmul2017 = fmul float %phi1501, 8.000000e+00
  %fadd2018 = fadd float %fmul2017, %fadd2016
  %fmul2019 = fmul float %phi1503, 9.000000e+00
  %fadd2020 = fadd float %fmul2019, %fadd2018
  %call2022 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1999, i32 1, i32 31)
  %leaf2023 = bitcast i32 %call2022 to float
  %fmul2024 = fmul float %phi1498, 2.000000e+00
  %fadd2025 = fadd float %phi1191, %fmul2024
  %fmul2026 = fmul float %leaf2001, 3.000000e+00
  %fadd2027 = fadd float %fadd2025, %fmul2026
  %fmul2028 = fmul float %phi1499, 4.000000e+00
  %fadd2029 = fadd float %fmul2028, %fadd2027
  %fmul2030 = fmul float %phi1500, 5.000000e+00
  %fadd2031 = fadd float %fmul2030, %fadd2029
  %fmul2032 = fmul float %leaf2004, 6.000000e+00
  %fadd2033 = fadd float %fmul2032, %fadd2031
  %fmul2034 = fmul float %leaf2023, 7.000000e+00
  %fadd2035 = fadd float %fmul2034, %fadd2033
  %fmul2036 = fmul float %phi1502, 8.000000e+00
  %fadd2037 = fadd float %fmul2036, %fadd2035
  %fmul2038 = fmul float %phi1504, 9.000000e+00
  %fadd2039 = fadd float %fmul2038, %fadd2037
  %add2040 = or disjoint i64 %add1742, 3
  %cmp2041 = icmp sgt i64 %sub1821, 3
  %out.s2042 = and i1 %out.lane943, %cmp2041
  %mul2043 = mul i64 %add2040, %6
  %out.col2045 = and i1 %cmp944, %out.s2042
  %gep2070 = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul2043
  %address2048 = ptrtoint ptr addrspace(1) %gep2070 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address2048, float %fadd2020, i1 %out.col2045) #4
  %out.col2049 = and i1 %cmp945, %out.s2042
  %p2051 = getelementptr i8, ptr addrspace(1) %gep2070, i64 4
  %address2052 = ptrtoint ptr addrspace(1) %p2051 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address2052, float %fadd2039, i1 %out.col2049) #4
  %add2053 = add nuw nsw i64 %group1085, 1
  %mul2054 = mul nuw nsw i64 %add2053, 3
  %cmp2055 = icmp ult i64 %mul2054, %31
  br i1 %cmp2055, label %tile.steps1083, label %endif
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
