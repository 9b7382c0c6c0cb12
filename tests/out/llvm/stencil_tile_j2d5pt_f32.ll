; ModuleID = 'systole_stencil_tile_j2d5pt_f32'
source_filename = "systole_stencil_tile_j2d5pt_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @systole_stencil_tile_j2d5pt_f32_elements(i64 %0, i64 %1, ptr addrspace(1) noalias readonly %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, ptr addrspace(1) noalias %11, i64 %12, i64 %13) local_unnamed_addr {
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
  %sub13 = add i64 %3, -17
  %div14 = sdiv i64 %sub13, 16
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
  %low2273 = or i64 %address, %address26
  %20 = and i64 %low2273, 7
  %21 = or i64 %20, %19
  %aligned29 = icmp eq i64 %21, 0
  %mul30 = mul i64 %13, %12
  %cmp31 = icmp slt i64 %warp, %mul30
  br i1 %cmp31, label %stride.body.preheader, label %stride.exit

stride.body.preheader:                            ; preds = %entry
  %mul981 = shl nuw nsw i64 %lane, 1
  %sub980 = add nsw i64 %mul981, -2
  %sub990 = add i64 %4, -1
  %cmp1000 = icmp ne i64 %lane, 0
  %cmp1001 = icmp ne i64 %lane, 31
  %out.lane1002 = and i1 %cmp1000, %cmp1001
  %sub1018 = add i64 %3, -1
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %endif
  %i = phi i64 [ %add2271, %endif ], [ %warp, %stride.body.preheader ]
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
  %mul42 = shl i64 %div33, 4
  %add45 = add i64 %sub980, %mul41
  br i1 %inside40, label %then, label %else

stride.exit:                                      ; preds = %endif, %entry
  ret void

then:                                             ; preds = %stride.body
  %sub57 = add i64 %mul42, -1
  %mul59 = mul i64 %sub57, %4
  %23 = getelementptr float, ptr addrspace(1) %2, i64 %mul59
  %p = getelementptr float, ptr addrspace(1) %23, i64 %add45
  %call62 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p, i32 8)
  %mul65 = mul i64 %mul42, %4
  %24 = getelementptr float, ptr addrspace(1) %2, i64 %mul65
  %p68 = getelementptr float, ptr addrspace(1) %24, i64 %add45
  %call69 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p68, i32 8)
  %x70 = extractelement <2 x float> %call69, i64 0
  %x71 = extractelement <2 x float> %call69, i64 1
  %add72 = or disjoint i64 %mul42, 1
  %mul73 = mul i64 %add72, %4
  %25 = getelementptr float, ptr addrspace(1) %2, i64 %mul73
  %p76 = getelementptr float, ptr addrspace(1) %25, i64 %add45
  %call77 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p76, i32 8)
  %x78 = extractelement <2 x float> %call77, i64 0
  %x79 = extractelement <2 x float> %call77, i64 1
  %add80 = or disjoint i64 %mul42, 2
  %mul81 = mul i64 %add80, %4
  %26 = getelementptr float, ptr addrspace(1) %2, i64 %mul81
  %p84 = getelementptr float, ptr addrspace(1) %26, i64 %add45
  %call85 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p84, i32 8)
  %x86 = extractelement <2 x float> %call85, i64 0
  %x87 = extractelement <2 x float> %call85, i64 1
  %add88 = or disjoint i64 %mul42, 3
  %mul89 = mul i64 %add88, %4
  %27 = getelementptr float, ptr addrspace(1) %2, i64 %mul89
  %p92 = getelementptr float, ptr addrspace(1) %27, i64 %add45
  %call93 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p92, i32 8)
  %x94 = extractelement <2 x float> %call93, i64 0
  %x95 = extractelement <2 x float> %call93, i64 1
  %add96 = or disjoint i64 %mul42, 4
  %mul97 = mul i64 %add96, %4
  %28 = getelementptr float, ptr addrspace(1) %2, i64 %mul97
  %p100 = getelementptr float, ptr addrspace(1) %28, i64 %add45
  %call101 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p100, i32 8)
  %x102 = extractelement <2 x float> %call101, i64 0
  %x103 = extractelement <2 x float> %call101, i64 1
  %add129 = or disjoint i64 %mul42, 5
  %mul134 = mul i64 %add129, %4
  %29 = getelementptr float, ptr addrspace(1) %2, i64 %mul134
  %p137 = getelementptr float, ptr addrspace(1) %29, i64 %add45
  %call138 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p137, i32 8)
  %x139 = extractelement <2 x float> %call138, i64 0
  %x140 = extractelement <2 x float> %call138, i64 1
  %add141 = or disjoint i64 %mul42, 6
  %mul142 = mul i64 %add141, %4
  %30 = getelementptr float, ptr addrspace(1) %2, i64 %mul142
  %p145 = getelementptr float, ptr addrspace(1) %30, i64 %add45
  %call146 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p145, i32 8)
  %x147 = extractelement <2 x float> %call146, i64 0
  %x148 = extractelement <2 x float> %call146, i64 1
  %add149 = or disjoint i64 %mul42, 7
  %mul150 = mul i64 %add149, %4
  %31 = getelementptr float, ptr addrspace(1) %2, i64 %mul150
  %p153 = getelementptr float, ptr addrspace(1) %31, i64 %add45
  %call154 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p153, i32 8)
  %x155 = extractelement <2 x float> %call154, i64 0
  %x156 = extractelement <2 x float> %call154, i64 1
  %add157 = or disjoint i64 %mul42, 8
  %mul158 = mul i64 %add157, %4
  %32 = getelementptr float, ptr addrspace(1) %2, i64 %mul158
  %p161 = getelementptr float, ptr addrspace(1) %32, i64 %add45
  %call162 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p161, i32 8)
  %x163 = extractelement <2 x float> %call162, i64 0
  %x164 = extractelement <2 x float> %call162, i64 1
  %bits = bitcast float %x71 to i32
  %call173 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits, i32 1, i32 0)
  %bits180 = bitcast float %x70 to i32
  %call181 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits180, i32 1, i32 31)
  switch i64 %lane, label %then194 [
    i64 31, label %endif195
    i64 0, label %endif195
  ]

else:                                             ; preds = %stride.body
  %add984 = or disjoint i64 %add45, 1
  %call988 = tail call i64 @llvm.smin.i64(i64 %add45, i64 %6)
  %call989 = tail call i64 @llvm.smax.i64(i64 %call988, i64 -1)
  %call991 = tail call i64 @llvm.smin.i64(i64 %call989, i64 %sub990)
  %call992 = tail call i64 @llvm.smax.i64(i64 %call991, i64 0)
  %call994 = tail call i64 @llvm.smin.i64(i64 %add984, i64 %6)
  %call995 = tail call i64 @llvm.smax.i64(i64 %call994, i64 -1)
  %call997 = tail call i64 @llvm.smin.i64(i64 %call995, i64 %sub990)
  %call998 = tail call i64 @llvm.smax.i64(i64 %call997, i64 0)
  %cmp1003 = icmp slt i64 %add45, %6
  %cmp1004 = icmp slt i64 %add984, %6
  %sub1008 = sub i64 %5, %mul42
  %add1009 = add i64 %sub1008, 3
  %sub1013 = add i64 %mul42, -1
  %call1016 = tail call i64 @llvm.smin.i64(i64 %sub1013, i64 %5)
  %call1017 = tail call i64 @llvm.smax.i64(i64 %call1016, i64 -1)
  %call1019 = tail call i64 @llvm.smin.i64(i64 %call1017, i64 %sub1018)
  %call1020 = tail call i64 @llvm.smax.i64(i64 %call1019, i64 0)
  %mul1021 = mul i64 %call1020, %4
  %33 = getelementptr float, ptr addrspace(1) %2, i64 %mul1021
  %p1024 = getelementptr float, ptr addrspace(1) %33, i64 %call992
  %v1025 = load float, ptr addrspace(1) %p1024, align 4
  %p1028 = getelementptr float, ptr addrspace(1) %33, i64 %call998
  %v1029 = load float, ptr addrspace(1) %p1028, align 4
  %call1032 = tail call i64 @llvm.smin.i64(i64 %mul42, i64 %5)
  %call1033 = tail call i64 @llvm.smax.i64(i64 %call1032, i64 -1)
  %call1035 = tail call i64 @llvm.smin.i64(i64 %call1033, i64 %sub1018)
  %call1036 = tail call i64 @llvm.smax.i64(i64 %call1035, i64 0)
  %mul1037 = mul i64 %call1036, %4
  %34 = getelementptr float, ptr addrspace(1) %2, i64 %mul1037
  %p1040 = getelementptr float, ptr addrspace(1) %34, i64 %call992
  %v1041 = load float, ptr addrspace(1) %p1040, align 4
  %p1044 = getelementptr float, ptr addrspace(1) %34, i64 %call998
  %v1045 = load float, ptr addrspace(1) %p1044, align 4
  %add1046 = or disjoint i64 %mul42, 1
  %call1048 = tail call i64 @llvm.smin.i64(i64 %add1046, i64 %5)
  %call1049 = tail call i64 @llvm.smax.i64(i64 %call1048, i64 -1)
  %call1051 = tail call i64 @llvm.smin.i64(i64 %call1049, i64 %sub1018)
  %call1052 = tail call i64 @llvm.smax.i64(i64 %call1051, i64 0)
  %mul1053 = mul i64 %call1052, %4
  %35 = getelementptr float, ptr addrspace(1) %2, i64 %mul1053
  %p1056 = getelementptr float, ptr addrspace(1) %35, i64 %call992
  %v1057 = load float, ptr addrspace(1) %p1056, align 4
  %p1060 = getelementptr float, ptr addrspace(1) %35, i64 %call998
  %v1061 = load float, ptr addrspace(1) %p1060, align 4
  %add1062 = or disjoint i64 %mul42, 2
  %call1064 = tail call i64 @llvm.smin.i64(i64 %add1062, i64 %5)
  %call1065 = tail call i64 @llvm.smax.i64(i64 %call1064, i64 -1)
  %call1067 = tail call i64 @llvm.smin.i64(i64 %call1065, i64 %sub1018)
  %call1068 = tail call i64 @llvm.smax.i64(i64 %call1067, i64 0)
  %mul1069 = mul i64 %call1068, %4
  %36 = getelementptr float, ptr addrspace(1) %2, i64 %mul1069
  %p1072 = getelementptr float, ptr addrspace(1) %36, i64 %call992
  %v1073 = load float, ptr addrspace(1) %p1072, align 4
  %p1076 = getelementptr float, ptr addrspace(1) %36, i64 %call998
  %v1077 = load float, ptr addrspace(1) %p1076, align 4
  %add1078 = or disjoint i64 %mul42, 3
  %call1080 = tail call i64 @llvm.smin.i64(i64 %add1078, i64 %5)
  %call1081 = tail call i64 @llvm.smax.i64(i64 %call1080, i64 -1)
  %call1083 = tail call i64 @llvm.smin.i64(i64 %call1081, i64 %sub1018)
  %call1084 = tail call i64 @llvm.smax.i64(i64 %call1083, i64 0)
  %mul1085 = mul i64 %call1084, %4
  %37 = getelementptr float, ptr addrspace(1) %2, i64 %mul1085
  %p1088 = getelementptr float, ptr addrspace(1) %37, i64 %call992
  %v1089 = load float, ptr addrspace(1) %p1088, align 4
  %p1092 = getelementptr float, ptr addrspace(1) %37, i64 %call998
  %v1093 = load float, ptr addrspace(1) %p1092, align 4
  %add1094 = or disjoint i64 %mul42, 4
  %call1096 = tail call i64 @llvm.smin.i64(i64 %add1094, i64 %5)
  %call1097 = tail call i64 @llvm.smax.i64(i64 %call1096, i64 -1)
  %call1099 = tail call i64 @llvm.smin.i64(i64 %call1097, i64 %sub1018)
  %call1100 = tail call i64 @llvm.smax.i64(i64 %call1099, i64 0)
  %mul1101 = mul i64 %call1100, %4
  %38 = getelementptr float, ptr addrspace(1) %2, i64 %mul1101
  %p1104 = getelementptr float, ptr addrspace(1) %38, i64 %call992
  %v1105 = load float, ptr addrspace(1) %p1104, align 4
  %p1108 = getelementptr float, ptr addrspace(1) %38, i64 %call998
  %v1109 = load float, ptr addrspace(1) %p1108, align 4
  %cmp1138 = icmp ugt i64 %add1009, 7
  br i1 %cmp1138, label %then1140, label %endif1142

endif:                                            ; preds = %then798, %endif769, %endif769, %endif1823, %endif1142, %endif1367, %endif1595
  %add2271 = add i64 %i, %warp8
  %cmp2272 = icmp slt i64 %add2271, %mul30
  br i1 %cmp2272, label %stride.body, label %stride.exit

then194:                                          ; preds = %then
  %x63 = extractelement <2 x float> %call62, i64 1
  %x = extractelement <2 x float> %call62, i64 0
  %mul192 = mul i64 %mul42, %6
  %fmul183 = fmul float %x70, 2.000000e+00
  %fadd184 = fadd float %x63, %fmul183
  %fmul185 = fmul float %x71, 3.000000e+00
  %fadd186 = fadd float %fmul185, %fadd184
  %leaf182 = bitcast i32 %call181 to float
  %fmul187 = fmul float %leaf182, 4.000000e+00
  %fadd188 = fadd float %fadd186, %fmul187
  %fmul189 = fmul float %x79, 5.000000e+00
  %fadd190 = fadd float %fmul189, %fadd188
  %leaf = bitcast i32 %call173 to float
  %fmul = fmul float %leaf, 2.000000e+00
  %fadd = fadd float %x, %fmul
  %fmul174 = fmul float %x70, 3.000000e+00
  %fadd175 = fadd float %fmul174, %fadd
  %fmul176 = fmul float %x71, 4.000000e+00
  %fadd177 = fadd float %fmul176, %fadd175
  %fmul178 = fmul float %x78, 5.000000e+00
  %fadd179 = fadd float %fmul178, %fadd177
  %v = insertelement <2 x float> poison, float %fadd179, i64 0
  %v196 = insertelement <2 x float> %v, float %fadd190, i64 1
  %39 = getelementptr float, ptr addrspace(1) %11, i64 %mul192
  %p197 = getelementptr float, ptr addrspace(1) %39, i64 %add45
  store <2 x float> %v196, ptr addrspace(1) %p197, align 8
  br label %endif195

endif195:                                         ; preds = %then, %then, %then194
  %bits198 = bitcast float %x79 to i32
  %call199 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits198, i32 1, i32 0)
  %bits209 = bitcast float %x78 to i32
  %call210 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits209, i32 1, i32 31)
  switch i64 %lane, label %then223 [
    i64 31, label %endif224
    i64 0, label %endif224
  ]

then223:                                          ; preds = %endif195
  %mul221 = mul i64 %add72, %6
  %fmul212 = fmul float %x78, 2.000000e+00
  %fadd213 = fadd float %x71, %fmul212
  %fmul214 = fmul float %x79, 3.000000e+00
  %fadd215 = fadd float %fmul214, %fadd213
  %leaf211 = bitcast i32 %call210 to float
  %fmul216 = fmul float %leaf211, 4.000000e+00
  %fadd217 = fadd float %fadd215, %fmul216
  %fmul218 = fmul float %x87, 5.000000e+00
  %fadd219 = fadd float %fmul218, %fadd217
  %leaf200 = bitcast i32 %call199 to float
  %fmul201 = fmul float %leaf200, 2.000000e+00
  %fadd202 = fadd float %x70, %fmul201
  %fmul203 = fmul float %x78, 3.000000e+00
  %fadd204 = fadd float %fmul203, %fadd202
  %fmul205 = fmul float %x79, 4.000000e+00
  %fadd206 = fadd float %fmul205, %fadd204
  %fmul207 = fmul float %x86, 5.000000e+00
  %fadd208 = fadd float %fmul207, %fadd206
  %v225 = insertelement <2 x float> poison, float %fadd208, i64 0
  %v226 = insertelement <2 x float> %v225, float %fadd219, i64 1
  %40 = getelementptr float, ptr addrspace(1) %11, i64 %mul221
  %p227 = getelementptr float, ptr addrspace(1) %40, i64 %add45
  store <2 x float> %v226, ptr addrspace(1) %p227, align 8
  br label %endif224

endif224:                                         ; preds = %endif195, %endif195, %then223
  %bits228 = bitcast float %x87 to i32
  %call229 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits228, i32 1, i32 0)
  %bits239 = bitcast float %x86 to i32
  %call240 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits239, i32 1, i32 31)
  switch i64 %lane, label %then253 [
    i64 31, label %endif254
    i64 0, label %endif254
  ]

then253:                                          ; preds = %endif224
  %mul251 = mul i64 %add80, %6
  %fmul242 = fmul float %x86, 2.000000e+00
  %fadd243 = fadd float %x79, %fmul242
  %fmul244 = fmul float %x87, 3.000000e+00
  %fadd245 = fadd float %fmul244, %fadd243
  %leaf241 = bitcast i32 %call240 to float
  %fmul246 = fmul float %leaf241, 4.000000e+00
  %fadd247 = fadd float %fadd245, %fmul246
  %fmul248 = fmul float %x95, 5.000000e+00
  %fadd249 = fadd float %fmul248, %fadd247
  %leaf230 = bitcast i32 %call229 to float
  %fmul231 = fmul float %leaf230, 2.000000e+00
  %fadd232 = fadd float %x78, %fmul231
  %fmul233 = fmul float %x86, 3.000000e+00
  %fadd234 = fadd float %fmul233, %fadd232
  %fmul235 = fmul float %x87, 4.000000e+00
  %fadd236 = fadd float %fmul235, %fadd234
  %fmul237 = fmul float %x94, 5.000000e+00
  %fadd238 = fadd float %fmul237, %fadd236
  %v255 = insertelement <2 x float> poison, float %fadd238, i64 0
  %v256 = insertelement <2 x float> %v255, float %fadd249, i64 1
  %41 = getelementptr float, ptr addrspace(1) %11, i64 %mul251
  %p257 = getelementptr float, ptr addrspace(1) %41, i64 %add45
  store <2 x float> %v256, ptr addrspace(1) %p257, align 8
  br label %endif254

endif254:                                         ; preds = %endif224, %endif224, %then253
  %bits258 = bitcast float %x95 to i32
  %call259 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits258, i32 1, i32 0)
  %bits269 = bitcast float %x94 to i32
  %call270 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits269, i32 1, i32 31)
  switch i64 %lane, label %then283 [
    i64 31, label %tile.step
    i64 0, label %tile.step
  ]

then283:                                          ; preds = %endif254
  %mul281 = mul i64 %add88, %6
  %fmul272 = fmul float %x94, 2.000000e+00
  %fadd273 = fadd float %x87, %fmul272
  %fmul274 = fmul float %x95, 3.000000e+00
  %fadd275 = fadd float %fmul274, %fadd273
  %leaf271 = bitcast i32 %call270 to float
  %fmul276 = fmul float %leaf271, 4.000000e+00
  %fadd277 = fadd float %fadd275, %fmul276
  %fmul278 = fmul float %x103, 5.000000e+00
  %fadd279 = fadd float %fmul278, %fadd277
  %leaf260 = bitcast i32 %call259 to float
  %fmul261 = fmul float %leaf260, 2.000000e+00
  %fadd262 = fadd float %x86, %fmul261
  %fmul263 = fmul float %x94, 3.000000e+00
  %fadd264 = fadd float %fmul263, %fadd262
  %fmul265 = fmul float %x95, 4.000000e+00
  %fadd266 = fadd float %fmul265, %fadd264
  %fmul267 = fmul float %x102, 5.000000e+00
  %fadd268 = fadd float %fmul267, %fadd266
  %v285 = insertelement <2 x float> poison, float %fadd268, i64 0
  %v286 = insertelement <2 x float> %v285, float %fadd279, i64 1
  %42 = getelementptr float, ptr addrspace(1) %11, i64 %mul281
  %p287 = getelementptr float, ptr addrspace(1) %42, i64 %add45
  store <2 x float> %v286, ptr addrspace(1) %p287, align 8
  br label %tile.step

tile.step:                                        ; preds = %then283, %endif254, %endif254
  %add295 = or disjoint i64 %mul42, 9
  %mul300 = mul i64 %add295, %4
  %43 = getelementptr float, ptr addrspace(1) %2, i64 %mul300
  %p303 = getelementptr float, ptr addrspace(1) %43, i64 %add45
  %call304 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p303, i32 8)
  %x305 = extractelement <2 x float> %call304, i64 0
  %x306 = extractelement <2 x float> %call304, i64 1
  %add307 = or disjoint i64 %mul42, 10
  %mul308 = mul i64 %add307, %4
  %44 = getelementptr float, ptr addrspace(1) %2, i64 %mul308
  %p311 = getelementptr float, ptr addrspace(1) %44, i64 %add45
  %call312 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p311, i32 8)
  %x313 = extractelement <2 x float> %call312, i64 0
  %x314 = extractelement <2 x float> %call312, i64 1
  %add315 = or disjoint i64 %mul42, 11
  %mul316 = mul i64 %add315, %4
  %45 = getelementptr float, ptr addrspace(1) %2, i64 %mul316
  %p319 = getelementptr float, ptr addrspace(1) %45, i64 %add45
  %call320 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p319, i32 8)
  %x321 = extractelement <2 x float> %call320, i64 0
  %x322 = extractelement <2 x float> %call320, i64 1
  %add323 = or disjoint i64 %mul42, 12
  %mul324 = mul i64 %add323, %4
  %46 = getelementptr float, ptr addrspace(1) %2, i64 %mul324
  %p327 = getelementptr float, ptr addrspace(1) %46, i64 %add45
  %call328 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p327, i32 8)
  %x329 = extractelement <2 x float> %call328, i64 0
  %x330 = extractelement <2 x float> %call328, i64 1
  %bits339 = bitcast float %x103 to i32
  %call340 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits339, i32 1, i32 0)
  %bits350 = bitcast float %x102 to i32
  %call351 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits350, i32 1, i32 31)
  switch i64 %lane, label %then364 [
    i64 31, label %endif365
    i64 0, label %endif365
  ]

then364:                                          ; preds = %tile.step
  %mul362 = mul i64 %add96, %6
  %fmul353 = fmul float %x102, 2.000000e+00
  %fadd354 = fadd float %x95, %fmul353
  %fmul355 = fmul float %x103, 3.000000e+00
  %fadd356 = fadd float %fmul355, %fadd354
  %leaf352 = bitcast i32 %call351 to float
  %fmul357 = fmul float %leaf352, 4.000000e+00
  %fadd358 = fadd float %fadd356, %fmul357
  %fmul359 = fmul float %x140, 5.000000e+00
  %fadd360 = fadd float %fmul359, %fadd358
  %leaf341 = bitcast i32 %call340 to float
  %fmul342 = fmul float %leaf341, 2.000000e+00
  %fadd343 = fadd float %x94, %fmul342
  %fmul344 = fmul float %x102, 3.000000e+00
  %fadd345 = fadd float %fmul344, %fadd343
  %fmul346 = fmul float %x103, 4.000000e+00
  %fadd347 = fadd float %fmul346, %fadd345
  %fmul348 = fmul float %x139, 5.000000e+00
  %fadd349 = fadd float %fmul348, %fadd347
  %v366 = insertelement <2 x float> poison, float %fadd349, i64 0
  %v367 = insertelement <2 x float> %v366, float %fadd360, i64 1
  %47 = getelementptr float, ptr addrspace(1) %11, i64 %mul362
  %p368 = getelementptr float, ptr addrspace(1) %47, i64 %add45
  store <2 x float> %v367, ptr addrspace(1) %p368, align 8
  br label %endif365

endif365:                                         ; preds = %tile.step, %tile.step, %then364
  %bits369 = bitcast float %x140 to i32
  %call370 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits369, i32 1, i32 0)
  %bits380 = bitcast float %x139 to i32
  %call381 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits380, i32 1, i32 31)
  switch i64 %lane, label %then394 [
    i64 31, label %endif395
    i64 0, label %endif395
  ]

then394:                                          ; preds = %endif365
  %mul392 = mul i64 %add129, %6
  %fmul383 = fmul float %x139, 2.000000e+00
  %fadd384 = fadd float %x103, %fmul383
  %fmul385 = fmul float %x140, 3.000000e+00
  %fadd386 = fadd float %fmul385, %fadd384
  %leaf382 = bitcast i32 %call381 to float
  %fmul387 = fmul float %leaf382, 4.000000e+00
  %fadd388 = fadd float %fadd386, %fmul387
  %fmul389 = fmul float %x148, 5.000000e+00
  %fadd390 = fadd float %fmul389, %fadd388
  %leaf371 = bitcast i32 %call370 to float
  %fmul372 = fmul float %leaf371, 2.000000e+00
  %fadd373 = fadd float %x102, %fmul372
  %fmul374 = fmul float %x139, 3.000000e+00
  %fadd375 = fadd float %fmul374, %fadd373
  %fmul376 = fmul float %x140, 4.000000e+00
  %fadd377 = fadd float %fmul376, %fadd375
  %fmul378 = fmul float %x147, 5.000000e+00
  %fadd379 = fadd float %fmul378, %fadd377
  %v396 = insertelement <2 x float> poison, float %fadd379, i64 0
  %v397 = insertelement <2 x float> %v396, float %fadd390, i64 1
  %48 = getelementptr float, ptr addrspace(1) %11, i64 %mul392
  %p398 = getelementptr float, ptr addrspace(1) %48, i64 %add45
  store <2 x float> %v397, ptr addrspace(1) %p398, align 8
  br label %endif395

endif395:                                         ; preds = %endif365, %endif365, %then394
  %bits399 = bitcast float %x148 to i32
  %call400 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits399, i32 1, i32 0)
  %bits410 = bitcast float %x147 to i32
  %call411 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits410, i32 1, i32 31)
  switch i64 %lane, label %then424 [
    i64 31, label %endif425
    i64 0, label %endif425
  ]

then424:                                          ; preds = %endif395
  %mul422 = mul i64 %add141, %6
  %fmul413 = fmul float %x147, 2.000000e+00
  %fadd414 = fadd float %x140, %fmul413
  %fmul415 = fmul float %x148, 3.000000e+00
  %fadd416 = fadd float %fmul415, %fadd414
  %leaf412 = bitcast i32 %call411 to float
  %fmul417 = fmul float %leaf412, 4.000000e+00
  %fadd418 = fadd float %fadd416, %fmul417
  %fmul419 = fmul float %x156, 5.000000e+00
  %fadd420 = fadd float %fmul419, %fadd418
  %leaf401 = bitcast i32 %call400 to float
  %fmul402 = fmul float %leaf401, 2.000000e+00
  %fadd403 = fadd float %x139, %fmul402
  %fmul404 = fmul float %x147, 3.000000e+00
  %fadd405 = fadd float %fmul404, %fadd403
  %fmul406 = fmul float %x148, 4.000000e+00
  %fadd407 = fadd float %fmul406, %fadd405
  %fmul408 = fmul float %x155, 5.000000e+00
  %fadd409 = fadd float %fmul408, %fadd407
  %v426 = insertelement <2 x float> poison, float %fadd409, i64 0
  %v427 = insertelement <2 x float> %v426, float %fadd420, i64 1
  %49 = getelementptr float, ptr addrspace(1) %11, i64 %mul422
  %p428 = getelementptr float, ptr addrspace(1) %49, i64 %add45
  store <2 x float> %v427, ptr addrspace(1) %p428, align 8
  br label %endif425

endif425:                                         ; preds = %endif395, %endif395, %then424
  %bits429 = bitcast float %x156 to i32
  %call430 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits429, i32 1, i32 0)
  %bits440 = bitcast float %x155 to i32
  %call441 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits440, i32 1, i32 31)
  switch i64 %lane, label %then454 [
    i64 31, label %tile.step461
    i64 0, label %tile.step461
  ]

then454:                                          ; preds = %endif425
  %mul452 = mul i64 %add149, %6
  %fmul443 = fmul float %x155, 2.000000e+00
  %fadd444 = fadd float %x148, %fmul443
  %fmul445 = fmul float %x156, 3.000000e+00
  %fadd446 = fadd float %fmul445, %fadd444
  %leaf442 = bitcast i32 %call441 to float
  %fmul447 = fmul float %leaf442, 4.000000e+00
  %fadd448 = fadd float %fadd446, %fmul447
  %fmul449 = fmul float %x164, 5.000000e+00
  %fadd450 = fadd float %fmul449, %fadd448
  %leaf431 = bitcast i32 %call430 to float
  %fmul432 = fmul float %leaf431, 2.000000e+00
  %fadd433 = fadd float %x147, %fmul432
  %fmul434 = fmul float %x155, 3.000000e+00
  %fadd435 = fadd float %fmul434, %fadd433
  %fmul436 = fmul float %x156, 4.000000e+00
  %fadd437 = fadd float %fmul436, %fadd435
  %fmul438 = fmul float %x163, 5.000000e+00
  %fadd439 = fadd float %fmul438, %fadd437
  %v456 = insertelement <2 x float> poison, float %fadd439, i64 0
  %v457 = insertelement <2 x float> %v456, float %fadd450, i64 1
  %50 = getelementptr float, ptr addrspace(1) %11, i64 %mul452
  %p458 = getelementptr float, ptr addrspace(1) %50, i64 %add45
  store <2 x float> %v457, ptr addrspace(1) %p458, align 8
  br label %tile.step461

tile.step461:                                     ; preds = %then454, %endif425, %endif425
  %add467 = or disjoint i64 %mul42, 13
  %mul472 = mul i64 %add467, %4
  %51 = getelementptr float, ptr addrspace(1) %2, i64 %mul472
  %p475 = getelementptr float, ptr addrspace(1) %51, i64 %add45
  %call476 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p475, i32 8)
  %x477 = extractelement <2 x float> %call476, i64 0
  %x478 = extractelement <2 x float> %call476, i64 1
  %add479 = or disjoint i64 %mul42, 14
  %mul480 = mul i64 %add479, %4
  %52 = getelementptr float, ptr addrspace(1) %2, i64 %mul480
  %p483 = getelementptr float, ptr addrspace(1) %52, i64 %add45
  %call484 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p483, i32 8)
  %x485 = extractelement <2 x float> %call484, i64 0
  %x486 = extractelement <2 x float> %call484, i64 1
  %add487 = or disjoint i64 %mul42, 15
  %mul488 = mul i64 %add487, %4
  %53 = getelementptr float, ptr addrspace(1) %2, i64 %mul488
  %p491 = getelementptr float, ptr addrspace(1) %53, i64 %add45
  %call492 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p491, i32 8)
  %x493 = extractelement <2 x float> %call492, i64 0
  %x494 = extractelement <2 x float> %call492, i64 1
  %add495 = add i64 %mul42, 16
  %mul496 = mul i64 %add495, %4
  %54 = getelementptr float, ptr addrspace(1) %2, i64 %mul496
  %p499 = getelementptr float, ptr addrspace(1) %54, i64 %add45
  %call500 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p499, i32 8)
  %x501 = extractelement <2 x float> %call500, i64 0
  %x502 = extractelement <2 x float> %call500, i64 1
  %bits511 = bitcast float %x164 to i32
  %call512 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits511, i32 1, i32 0)
  %bits522 = bitcast float %x163 to i32
  %call523 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits522, i32 1, i32 31)
  switch i64 %lane, label %then536 [
    i64 31, label %endif537
    i64 0, label %endif537
  ]

then536:                                          ; preds = %tile.step461
  %mul534 = mul i64 %add157, %6
  %fmul525 = fmul float %x163, 2.000000e+00
  %fadd526 = fadd float %x156, %fmul525
  %fmul527 = fmul float %x164, 3.000000e+00
  %fadd528 = fadd float %fmul527, %fadd526
  %leaf524 = bitcast i32 %call523 to float
  %fmul529 = fmul float %leaf524, 4.000000e+00
  %fadd530 = fadd float %fadd528, %fmul529
  %fmul531 = fmul float %x306, 5.000000e+00
  %fadd532 = fadd float %fmul531, %fadd530
  %leaf513 = bitcast i32 %call512 to float
  %fmul514 = fmul float %leaf513, 2.000000e+00
  %fadd515 = fadd float %x155, %fmul514
  %fmul516 = fmul float %x163, 3.000000e+00
  %fadd517 = fadd float %fmul516, %fadd515
  %fmul518 = fmul float %x164, 4.000000e+00
  %fadd519 = fadd float %fmul518, %fadd517
  %fmul520 = fmul float %x305, 5.000000e+00
  %fadd521 = fadd float %fmul520, %fadd519
  %v538 = insertelement <2 x float> poison, float %fadd521, i64 0
  %v539 = insertelement <2 x float> %v538, float %fadd532, i64 1
  %55 = getelementptr float, ptr addrspace(1) %11, i64 %mul534
  %p540 = getelementptr float, ptr addrspace(1) %55, i64 %add45
  store <2 x float> %v539, ptr addrspace(1) %p540, align 8
  br label %endif537

endif537:                                         ; preds = %tile.step461, %tile.step461, %then536
  %bits541 = bitcast float %x306 to i32
  %call542 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits541, i32 1, i32 0)
  %bits552 = bitcast float %x305 to i32
  %call553 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits552, i32 1, i32 31)
  switch i64 %lane, label %then566 [
    i64 31, label %endif567
    i64 0, label %endif567
  ]

then566:                                          ; preds = %endif537
  %mul564 = mul i64 %add295, %6
  %fmul555 = fmul float %x305, 2.000000e+00
  %fadd556 = fadd float %x164, %fmul555
  %fmul557 = fmul float %x306, 3.000000e+00
  %fadd558 = fadd float %fmul557, %fadd556
  %leaf554 = bitcast i32 %call553 to float
  %fmul559 = fmul float %leaf554, 4.000000e+00
  %fadd560 = fadd float %fadd558, %fmul559
  %fmul561 = fmul float %x314, 5.000000e+00
  %fadd562 = fadd float %fmul561, %fadd560
  %leaf543 = bitcast i32 %call542 to float
  %fmul544 = fmul float %leaf543, 2.000000e+00
  %fadd545 = fadd float %x163, %fmul544
  %fmul546 = fmul float %x305, 3.000000e+00
  %fadd547 = fadd float %fmul546, %fadd545
  %fmul548 = fmul float %x306, 4.000000e+00
  %fadd549 = fadd float %fmul548, %fadd547
  %fmul550 = fmul float %x313, 5.000000e+00
  %fadd551 = fadd float %fmul550, %fadd549
  %v568 = insertelement <2 x float> poison, float %fadd551, i64 0
  %v569 = insertelement <2 x float> %v568, float %fadd562, i64 1
  %56 = getelementptr float, ptr addrspace(1) %11, i64 %mul564
  %p570 = getelementptr float, ptr addrspace(1) %56, i64 %add45
  store <2 x float> %v569, ptr addrspace(1) %p570, align 8
  br label %endif567

endif567:                                         ; preds = %endif537, %endif537, %then566
  %bits571 = bitcast float %x314 to i32
  %call572 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits571, i32 1, i32 0)
  %bits582 = bitcast float %x313 to i32
  %call583 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits582, i32 1, i32 31)
  switch i64 %lane, label %then596 [
    i64 31, label %endif597
    i64 0, label %endif597
  ]

then596:                                          ; preds = %endif567
  %mul594 = mul i64 %add307, %6
  %fmul585 = fmul float %x313, 2.000000e+00
  %fadd586 = fadd float %x306, %fmul585
  %fmul587 = fmul float %x314, 3.000000e+00
  %fadd588 = fadd float %fmul587, %fadd586
  %leaf584 = bitcast i32 %call583 to float
  %fmul589 = fmul float %leaf584, 4.000000e+00
  %fadd590 = fadd float %fadd588, %fmul589
  %fmul591 = fmul float %x322, 5.000000e+00
  %fadd592 = fadd float %fmul591, %fadd590
  %leaf573 = bitcast i32 %call572 to float
  %fmul574 = fmul float %leaf573, 2.000000e+00
  %fadd575 = fadd float %x305, %fmul574
  %fmul576 = fmul float %x313, 3.000000e+00
  %fadd577 = fadd float %fmul576, %fadd575
  %fmul578 = fmul float %x314, 4.000000e+00
  %fadd579 = fadd float %fmul578, %fadd577
  %fmul580 = fmul float %x321, 5.000000e+00
  %fadd581 = fadd float %fmul580, %fadd579
  %v598 = insertelement <2 x float> poison, float %fadd581, i64 0
  %v599 = insertelement <2 x float> %v598, float %fadd592, i64 1
  %57 = getelementptr float, ptr addrspace(1) %11, i64 %mul594
  %p600 = getelementptr float, ptr addrspace(1) %57, i64 %add45
  store <2 x float> %v599, ptr addrspace(1) %p600, align 8
  br label %endif597

endif597:                                         ; preds = %endif567, %endif567, %then596
  %bits601 = bitcast float %x322 to i32
  %call602 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits601, i32 1, i32 0)
  %bits612 = bitcast float %x321 to i32
  %call613 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits612, i32 1, i32 31)
  switch i64 %lane, label %then626 [
    i64 31, label %tile.step633
    i64 0, label %tile.step633
  ]

then626:                                          ; preds = %endif597
  %mul624 = mul i64 %add315, %6
  %fmul615 = fmul float %x321, 2.000000e+00
  %fadd616 = fadd float %x314, %fmul615
  %fmul617 = fmul float %x322, 3.000000e+00
  %fadd618 = fadd float %fmul617, %fadd616
  %leaf614 = bitcast i32 %call613 to float
  %fmul619 = fmul float %leaf614, 4.000000e+00
  %fadd620 = fadd float %fadd618, %fmul619
  %fmul621 = fmul float %x330, 5.000000e+00
  %fadd622 = fadd float %fmul621, %fadd620
  %leaf603 = bitcast i32 %call602 to float
  %fmul604 = fmul float %leaf603, 2.000000e+00
  %fadd605 = fadd float %x313, %fmul604
  %fmul606 = fmul float %x321, 3.000000e+00
  %fadd607 = fadd float %fmul606, %fadd605
  %fmul608 = fmul float %x322, 4.000000e+00
  %fadd609 = fadd float %fmul608, %fadd607
  %fmul610 = fmul float %x329, 5.000000e+00
  %fadd611 = fadd float %fmul610, %fadd609
  %v628 = insertelement <2 x float> poison, float %fadd611, i64 0
  %v629 = insertelement <2 x float> %v628, float %fadd622, i64 1
  %58 = getelementptr float, ptr addrspace(1) %11, i64 %mul624
  %p630 = getelementptr float, ptr addrspace(1) %58, i64 %add45
  store <2 x float> %v629, ptr addrspace(1) %p630, align 8
  br label %tile.step633

tile.step633:                                     ; preds = %then626, %endif597, %endif597
  %bits683 = bitcast float %x330 to i32
  %call684 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits683, i32 1, i32 0)
  %bits694 = bitcast float %x329 to i32
  %call695 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits694, i32 1, i32 31)
  switch i64 %lane, label %then708 [
    i64 31, label %endif709
    i64 0, label %endif709
  ]

then708:                                          ; preds = %tile.step633
  %mul706 = mul i64 %add323, %6
  %fmul697 = fmul float %x329, 2.000000e+00
  %fadd698 = fadd float %x322, %fmul697
  %fmul699 = fmul float %x330, 3.000000e+00
  %fadd700 = fadd float %fmul699, %fadd698
  %leaf696 = bitcast i32 %call695 to float
  %fmul701 = fmul float %leaf696, 4.000000e+00
  %fadd702 = fadd float %fadd700, %fmul701
  %fmul703 = fmul float %x478, 5.000000e+00
  %fadd704 = fadd float %fmul703, %fadd702
  %leaf685 = bitcast i32 %call684 to float
  %fmul686 = fmul float %leaf685, 2.000000e+00
  %fadd687 = fadd float %x321, %fmul686
  %fmul688 = fmul float %x329, 3.000000e+00
  %fadd689 = fadd float %fmul688, %fadd687
  %fmul690 = fmul float %x330, 4.000000e+00
  %fadd691 = fadd float %fmul690, %fadd689
  %fmul692 = fmul float %x477, 5.000000e+00
  %fadd693 = fadd float %fmul692, %fadd691
  %v710 = insertelement <2 x float> poison, float %fadd693, i64 0
  %v711 = insertelement <2 x float> %v710, float %fadd704, i64 1
  %59 = getelementptr float, ptr addrspace(1) %11, i64 %mul706
  %p712 = getelementptr float, ptr addrspace(1) %59, i64 %add45
  store <2 x float> %v711, ptr addrspace(1) %p712, align 8
  br label %endif709

endif709:                                         ; preds = %tile.step633, %tile.step633, %then708
  %bits713 = bitcast float %x478 to i32
  %call714 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits713, i32 1, i32 0)
  %bits724 = bitcast float %x477 to i32
  %call725 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits724, i32 1, i32 31)
  switch i64 %lane, label %then738 [
    i64 31, label %endif739
    i64 0, label %endif739
  ]

then738:                                          ; preds = %endif709
  %mul736 = mul i64 %add467, %6
  %fmul727 = fmul float %x477, 2.000000e+00
  %fadd728 = fadd float %x330, %fmul727
  %fmul729 = fmul float %x478, 3.000000e+00
  %fadd730 = fadd float %fmul729, %fadd728
  %leaf726 = bitcast i32 %call725 to float
  %fmul731 = fmul float %leaf726, 4.000000e+00
  %fadd732 = fadd float %fadd730, %fmul731
  %fmul733 = fmul float %x486, 5.000000e+00
  %fadd734 = fadd float %fmul733, %fadd732
  %leaf715 = bitcast i32 %call714 to float
  %fmul716 = fmul float %leaf715, 2.000000e+00
  %fadd717 = fadd float %x329, %fmul716
  %fmul718 = fmul float %x477, 3.000000e+00
  %fadd719 = fadd float %fmul718, %fadd717
  %fmul720 = fmul float %x478, 4.000000e+00
  %fadd721 = fadd float %fmul720, %fadd719
  %fmul722 = fmul float %x485, 5.000000e+00
  %fadd723 = fadd float %fmul722, %fadd721
  %v740 = insertelement <2 x float> poison, float %fadd723, i64 0
  %v741 = insertelement <2 x float> %v740, float %fadd734, i64 1
  %60 = getelementptr float, ptr addrspace(1) %11, i64 %mul736
  %p742 = getelementptr float, ptr addrspace(1) %60, i64 %add45
  store <2 x float> %v741, ptr addrspace(1) %p742, align 8
  br label %endif739

endif739:                                         ; preds = %endif709, %endif709, %then738
  %bits743 = bitcast float %x486 to i32
  %call744 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits743, i32 1, i32 0)
  %bits754 = bitcast float %x485 to i32
  %call755 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits754, i32 1, i32 31)
  switch i64 %lane, label %then768 [
    i64 31, label %endif769
    i64 0, label %endif769
  ]

then768:                                          ; preds = %endif739
  %mul766 = mul i64 %add479, %6
  %fmul757 = fmul float %x485, 2.000000e+00
  %fadd758 = fadd float %x478, %fmul757
  %fmul759 = fmul float %x486, 3.000000e+00
  %fadd760 = fadd float %fmul759, %fadd758
  %leaf756 = bitcast i32 %call755 to float
  %fmul761 = fmul float %leaf756, 4.000000e+00
  %fadd762 = fadd float %fadd760, %fmul761
  %fmul763 = fmul float %x494, 5.000000e+00
  %fadd764 = fadd float %fmul763, %fadd762
  %leaf745 = bitcast i32 %call744 to float
  %fmul746 = fmul float %leaf745, 2.000000e+00
  %fadd747 = fadd float %x477, %fmul746
  %fmul748 = fmul float %x485, 3.000000e+00
  %fadd749 = fadd float %fmul748, %fadd747
  %fmul750 = fmul float %x486, 4.000000e+00
  %fadd751 = fadd float %fmul750, %fadd749
  %fmul752 = fmul float %x493, 5.000000e+00
  %fadd753 = fadd float %fmul752, %fadd751
  %v770 = insertelement <2 x float> poison, float %fadd753, i64 0
  %v771 = insertelement <2 x float> %v770, float %fadd764, i64 1
  %61 = getelementptr float, ptr addrspace(1) %11, i64 %mul766
  %p772 = getelementptr float, ptr addrspace(1) %61, i64 %add45
  store <2 x float> %v771, ptr addrspace(1) %p772, align 8
  br label %endif769

endif769:                                         ; preds = %endif739, %endif739, %then768
  %bits773 = bitcast float %x494 to i32
  %call774 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits773, i32 1, i32 0)
  %bits784 = bitcast float %x493 to i32
  %call785 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits784, i32 1, i32 31)
  switch i64 %lane, label %then798 [
    i64 31, label %endif
    i64 0, label %endif
  ]

then798:                                          ; preds = %endif769
  %mul796 = mul i64 %add487, %6
  %fmul787 = fmul float %x493, 2.000000e+00
  %fadd788 = fadd float %x486, %fmul787
  %fmul789 = fmul float %x494, 3.000000e+00
  %fadd790 = fadd float %fmul789, %fadd788
  %leaf786 = bitcast i32 %call785 to float
  %fmul791 = fmul float %leaf786, 4.000000e+00
  %fadd792 = fadd float %fadd790, %fmul791
  %fmul793 = fmul float %x502, 5.000000e+00
  %fadd794 = fadd float %fmul793, %fadd792
  %leaf775 = bitcast i32 %call774 to float
  %fmul776 = fmul float %leaf775, 2.000000e+00
  %fadd777 = fadd float %x485, %fmul776
  %fmul778 = fmul float %x493, 3.000000e+00
  %fadd779 = fadd float %fmul778, %fadd777
  %fmul780 = fmul float %x494, 4.000000e+00
  %fadd781 = fadd float %fmul780, %fadd779
  %fmul782 = fmul float %x501, 5.000000e+00
  %fadd783 = fadd float %fmul782, %fadd781
  %v800 = insertelement <2 x float> poison, float %fadd783, i64 0
  %v801 = insertelement <2 x float> %v800, float %fadd794, i64 1
  %62 = getelementptr float, ptr addrspace(1) %11, i64 %mul796
  %p802 = getelementptr float, ptr addrspace(1) %62, i64 %add45
  store <2 x float> %v801, ptr addrspace(1) %p802, align 8
  br label %endif

then1140:                                         ; preds = %else
  %add1139 = or disjoint i64 %mul42, 5
  %call1145 = tail call i64 @llvm.smin.i64(i64 %add1139, i64 %5)
  %call1146 = tail call i64 @llvm.smax.i64(i64 %call1145, i64 -1)
  %call1148 = tail call i64 @llvm.smin.i64(i64 %call1146, i64 %sub1018)
  %call1149 = tail call i64 @llvm.smax.i64(i64 %call1148, i64 0)
  %mul1150 = mul i64 %call1149, %4
  %63 = getelementptr float, ptr addrspace(1) %2, i64 %mul1150
  %p1153 = getelementptr float, ptr addrspace(1) %63, i64 %call992
  %v1154 = load float, ptr addrspace(1) %p1153, align 4
  %p1157 = getelementptr float, ptr addrspace(1) %63, i64 %call998
  %v1158 = load float, ptr addrspace(1) %p1157, align 4
  %add1159 = or disjoint i64 %mul42, 6
  %call1161 = tail call i64 @llvm.smin.i64(i64 %add1159, i64 %5)
  %call1162 = tail call i64 @llvm.smax.i64(i64 %call1161, i64 -1)
  %call1164 = tail call i64 @llvm.smin.i64(i64 %call1162, i64 %sub1018)
  %call1165 = tail call i64 @llvm.smax.i64(i64 %call1164, i64 0)
  %mul1166 = mul i64 %call1165, %4
  %64 = getelementptr float, ptr addrspace(1) %2, i64 %mul1166
  %p1169 = getelementptr float, ptr addrspace(1) %64, i64 %call992
  %v1170 = load float, ptr addrspace(1) %p1169, align 4
  %p1173 = getelementptr float, ptr addrspace(1) %64, i64 %call998
  %v1174 = load float, ptr addrspace(1) %p1173, align 4
  %add1175 = or disjoint i64 %mul42, 7
  %call1177 = tail call i64 @llvm.smin.i64(i64 %add1175, i64 %5)
  %call1178 = tail call i64 @llvm.smax.i64(i64 %call1177, i64 -1)
  %call1180 = tail call i64 @llvm.smin.i64(i64 %call1178, i64 %sub1018)
  %call1181 = tail call i64 @llvm.smax.i64(i64 %call1180, i64 0)
  %mul1182 = mul i64 %call1181, %4
  %65 = getelementptr float, ptr addrspace(1) %2, i64 %mul1182
  %p1185 = getelementptr float, ptr addrspace(1) %65, i64 %call992
  %v1186 = load float, ptr addrspace(1) %p1185, align 4
  %p1189 = getelementptr float, ptr addrspace(1) %65, i64 %call998
  %v1190 = load float, ptr addrspace(1) %p1189, align 4
  %add1191 = or disjoint i64 %mul42, 8
  %call1193 = tail call i64 @llvm.smin.i64(i64 %add1191, i64 %5)
  %call1194 = tail call i64 @llvm.smax.i64(i64 %call1193, i64 -1)
  %call1196 = tail call i64 @llvm.smin.i64(i64 %call1194, i64 %sub1018)
  %call1197 = tail call i64 @llvm.smax.i64(i64 %call1196, i64 0)
  %mul1198 = mul i64 %call1197, %4
  %66 = getelementptr float, ptr addrspace(1) %2, i64 %mul1198
  %p1201 = getelementptr float, ptr addrspace(1) %66, i64 %call992
  %v1202 = load float, ptr addrspace(1) %p1201, align 4
  %p1205 = getelementptr float, ptr addrspace(1) %66, i64 %call998
  %v1206 = load float, ptr addrspace(1) %p1205, align 4
  br label %endif1142

endif1142:                                        ; preds = %else, %then1140
  %phi1207 = phi float [ %v1154, %then1140 ], [ 0.000000e+00, %else ]
  %phi1208 = phi float [ %v1158, %then1140 ], [ 0.000000e+00, %else ]
  %phi1209 = phi float [ %v1170, %then1140 ], [ 0.000000e+00, %else ]
  %phi1210 = phi float [ %v1174, %then1140 ], [ 0.000000e+00, %else ]
  %phi1211 = phi float [ %v1186, %then1140 ], [ 0.000000e+00, %else ]
  %phi1212 = phi float [ %v1190, %then1140 ], [ 0.000000e+00, %else ]
  %phi1213 = phi float [ %v1202, %then1140 ], [ 0.000000e+00, %else ]
  %phi1214 = phi float [ %v1206, %then1140 ], [ 0.000000e+00, %else ]
  %bits1218 = bitcast float %v1045 to i32
  %call1219 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1218, i32 1, i32 0)
  %leaf1220 = bitcast i32 %call1219 to float
  %fmul1221 = fmul float %leaf1220, 2.000000e+00
  %fadd1222 = fadd float %v1025, %fmul1221
  %fmul1223 = fmul float %v1041, 3.000000e+00
  %fadd1224 = fadd float %fmul1223, %fadd1222
  %fmul1225 = fmul float %v1045, 4.000000e+00
  %fadd1226 = fadd float %fmul1225, %fadd1224
  %fmul1227 = fmul float %v1057, 5.000000e+00
  %fadd1228 = fadd float %fmul1227, %fadd1226
  %bits1229 = bitcast float %v1041 to i32
  %call1230 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1229, i32 1, i32 31)
  %leaf1231 = bitcast i32 %call1230 to float
  %fmul1232 = fmul float %v1041, 2.000000e+00
  %fadd1233 = fadd float %v1029, %fmul1232
  %fmul1234 = fmul float %v1045, 3.000000e+00
  %fadd1235 = fadd float %fadd1233, %fmul1234
  %fmul1236 = fmul float %leaf1231, 4.000000e+00
  %fadd1237 = fadd float %fadd1235, %fmul1236
  %fmul1238 = fmul float %v1061, 5.000000e+00
  %fadd1239 = fadd float %fmul1238, %fadd1237
  %cmp1241 = icmp sgt i64 %sub1008, 0
  %out.s = and i1 %out.lane1002, %cmp1241
  %mul1242 = mul i64 %mul42, %6
  %add1243 = add i64 %mul1242, %add45
  %out.col = and i1 %cmp1003, %out.s
  %p1245 = getelementptr float, ptr addrspace(1) %11, i64 %add1243
  %address1246 = ptrtoint ptr addrspace(1) %p1245 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1246, float %fadd1228, i1 %out.col) #4
  %out.col1247 = and i1 %out.s, %cmp1004
  %add1248 = or disjoint i64 %add1243, 1
  %p1249 = getelementptr float, ptr addrspace(1) %11, i64 %add1248
  %address1250 = ptrtoint ptr addrspace(1) %p1249 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1250, float %fadd1239, i1 %out.col1247) #4
  %bits1251 = bitcast float %v1061 to i32
  %call1252 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1251, i32 1, i32 0)
  %leaf1253 = bitcast i32 %call1252 to float
  %fmul1254 = fmul float %leaf1253, 2.000000e+00
  %fadd1255 = fadd float %v1041, %fmul1254
  %fmul1256 = fmul float %v1057, 3.000000e+00
  %fadd1257 = fadd float %fmul1256, %fadd1255
  %fmul1258 = fmul float %v1061, 4.000000e+00
  %fadd1259 = fadd float %fmul1258, %fadd1257
  %fmul1260 = fmul float %v1073, 5.000000e+00
  %fadd1261 = fadd float %fmul1260, %fadd1259
  %bits1262 = bitcast float %v1057 to i32
  %call1263 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1262, i32 1, i32 31)
  %leaf1264 = bitcast i32 %call1263 to float
  %fmul1265 = fmul float %v1057, 2.000000e+00
  %fadd1266 = fadd float %v1045, %fmul1265
  %fmul1267 = fmul float %v1061, 3.000000e+00
  %fadd1268 = fadd float %fadd1266, %fmul1267
  %fmul1269 = fmul float %leaf1264, 4.000000e+00
  %fadd1270 = fadd float %fadd1268, %fmul1269
  %fmul1271 = fmul float %v1077, 5.000000e+00
  %fadd1272 = fadd float %fmul1271, %fadd1270
  %cmp1274 = icmp sgt i64 %sub1008, 1
  %out.s1275 = and i1 %out.lane1002, %cmp1274
  %mul1276 = mul i64 %add1046, %6
  %out.col1278 = and i1 %cmp1003, %out.s1275
  %67 = getelementptr float, ptr addrspace(1) %11, i64 %mul1276
  %p1280 = getelementptr float, ptr addrspace(1) %67, i64 %add45
  %address1281 = ptrtoint ptr addrspace(1) %p1280 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1281, float %fadd1261, i1 %out.col1278) #4
  %out.col1282 = and i1 %out.s1275, %cmp1004
  %p1284 = getelementptr i8, ptr addrspace(1) %p1280, i64 4
  %address1285 = ptrtoint ptr addrspace(1) %p1284 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1285, float %fadd1272, i1 %out.col1282) #4
  %bits1286 = bitcast float %v1077 to i32
  %call1287 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1286, i32 1, i32 0)
  %leaf1288 = bitcast i32 %call1287 to float
  %fmul1289 = fmul float %leaf1288, 2.000000e+00
  %fadd1290 = fadd float %v1057, %fmul1289
  %fmul1291 = fmul float %v1073, 3.000000e+00
  %fadd1292 = fadd float %fmul1291, %fadd1290
  %fmul1293 = fmul float %v1077, 4.000000e+00
  %fadd1294 = fadd float %fmul1293, %fadd1292
  %fmul1295 = fmul float %v1089, 5.000000e+00
  %fadd1296 = fadd float %fmul1295, %fadd1294
  %bits1297 = bitcast float %v1073 to i32
  %call1298 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1297, i32 1, i32 31)
  %leaf1299 = bitcast i32 %call1298 to float
  %fmul1300 = fmul float %v1073, 2.000000e+00
  %fadd1301 = fadd float %v1061, %fmul1300
  %fmul1302 = fmul float %v1077, 3.000000e+00
  %fadd1303 = fadd float %fadd1301, %fmul1302
  %fmul1304 = fmul float %leaf1299, 4.000000e+00
  %fadd1305 = fadd float %fadd1303, %fmul1304
  %fmul1306 = fmul float %v1093, 5.000000e+00
  %fadd1307 = fadd float %fmul1306, %fadd1305
  %cmp1309 = icmp sgt i64 %sub1008, 2
  %out.s1310 = and i1 %out.lane1002, %cmp1309
  %mul1311 = mul i64 %add1062, %6
  %add1312 = add i64 %mul1311, %add45
  %out.col1313 = and i1 %cmp1003, %out.s1310
  %p1315 = getelementptr float, ptr addrspace(1) %11, i64 %add1312
  %address1316 = ptrtoint ptr addrspace(1) %p1315 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1316, float %fadd1296, i1 %out.col1313) #4
  %out.col1317 = and i1 %out.s1310, %cmp1004
  %add1318 = or disjoint i64 %add1312, 1
  %p1319 = getelementptr float, ptr addrspace(1) %11, i64 %add1318
  %address1320 = ptrtoint ptr addrspace(1) %p1319 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1320, float %fadd1307, i1 %out.col1317) #4
  %bits1321 = bitcast float %v1093 to i32
  %call1322 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1321, i32 1, i32 0)
  %leaf1323 = bitcast i32 %call1322 to float
  %fmul1324 = fmul float %leaf1323, 2.000000e+00
  %fadd1325 = fadd float %v1073, %fmul1324
  %fmul1326 = fmul float %v1089, 3.000000e+00
  %fadd1327 = fadd float %fmul1326, %fadd1325
  %fmul1328 = fmul float %v1093, 4.000000e+00
  %fadd1329 = fadd float %fmul1328, %fadd1327
  %fmul1330 = fmul float %v1105, 5.000000e+00
  %fadd1331 = fadd float %fmul1330, %fadd1329
  %bits1332 = bitcast float %v1089 to i32
  %call1333 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1332, i32 1, i32 31)
  %leaf1334 = bitcast i32 %call1333 to float
  %fmul1335 = fmul float %v1089, 2.000000e+00
  %fadd1336 = fadd float %v1077, %fmul1335
  %fmul1337 = fmul float %v1093, 3.000000e+00
  %fadd1338 = fadd float %fadd1336, %fmul1337
  %fmul1339 = fmul float %leaf1334, 4.000000e+00
  %fadd1340 = fadd float %fadd1338, %fmul1339
  %fmul1341 = fmul float %v1109, 5.000000e+00
  %fadd1342 = fadd float %fmul1341, %fadd1340
  %cmp1344 = icmp sgt i64 %sub1008, 3
  %out.s1345 = and i1 %out.lane1002, %cmp1344
  %mul1346 = mul i64 %add1078, %6
  %out.col1348 = and i1 %cmp1003, %out.s1345
  %68 = getelementptr float, ptr addrspace(1) %11, i64 %mul1346
  %p1350 = getelementptr float, ptr addrspace(1) %68, i64 %add45
  %address1351 = ptrtoint ptr addrspace(1) %p1350 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1351, float %fadd1331, i1 %out.col1348) #4
  %out.col1352 = and i1 %out.s1345, %cmp1004
  %p1354 = getelementptr i8, ptr addrspace(1) %p1350, i64 4
  %address1355 = ptrtoint ptr addrspace(1) %p1354 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1355, float %fadd1342, i1 %out.col1352) #4
  br i1 %cmp1138, label %tile.step1358, label %endif

tile.step1358:                                    ; preds = %endif1142
  %cmp1363 = icmp ugt i64 %add1009, 11
  br i1 %cmp1363, label %then1365, label %endif1367

then1365:                                         ; preds = %tile.step1358
  %add1364 = or disjoint i64 %mul42, 9
  %call1370 = tail call i64 @llvm.smin.i64(i64 %add1364, i64 %5)
  %call1371 = tail call i64 @llvm.smax.i64(i64 %call1370, i64 -1)
  %call1373 = tail call i64 @llvm.smin.i64(i64 %call1371, i64 %sub1018)
  %call1374 = tail call i64 @llvm.smax.i64(i64 %call1373, i64 0)
  %mul1375 = mul i64 %call1374, %4
  %69 = getelementptr float, ptr addrspace(1) %2, i64 %mul1375
  %p1378 = getelementptr float, ptr addrspace(1) %69, i64 %call992
  %v1379 = load float, ptr addrspace(1) %p1378, align 4
  %p1382 = getelementptr float, ptr addrspace(1) %69, i64 %call998
  %v1383 = load float, ptr addrspace(1) %p1382, align 4
  %add1384 = or disjoint i64 %mul42, 10
  %call1386 = tail call i64 @llvm.smin.i64(i64 %add1384, i64 %5)
  %call1387 = tail call i64 @llvm.smax.i64(i64 %call1386, i64 -1)
  %call1389 = tail call i64 @llvm.smin.i64(i64 %call1387, i64 %sub1018)
  %call1390 = tail call i64 @llvm.smax.i64(i64 %call1389, i64 0)
  %mul1391 = mul i64 %call1390, %4
  %70 = getelementptr float, ptr addrspace(1) %2, i64 %mul1391
  %p1394 = getelementptr float, ptr addrspace(1) %70, i64 %call992
  %v1395 = load float, ptr addrspace(1) %p1394, align 4
  %p1398 = getelementptr float, ptr addrspace(1) %70, i64 %call998
  %v1399 = load float, ptr addrspace(1) %p1398, align 4
  %add1400 = or disjoint i64 %mul42, 11
  %call1402 = tail call i64 @llvm.smin.i64(i64 %add1400, i64 %5)
  %call1403 = tail call i64 @llvm.smax.i64(i64 %call1402, i64 -1)
  %call1405 = tail call i64 @llvm.smin.i64(i64 %call1403, i64 %sub1018)
  %call1406 = tail call i64 @llvm.smax.i64(i64 %call1405, i64 0)
  %mul1407 = mul i64 %call1406, %4
  %71 = getelementptr float, ptr addrspace(1) %2, i64 %mul1407
  %p1410 = getelementptr float, ptr addrspace(1) %71, i64 %call992
  %v1411 = load float, ptr addrspace(1) %p1410, align 4
  %p1414 = getelementptr float, ptr addrspace(1) %71, i64 %call998
  %v1415 = load float, ptr addrspace(1) %p1414, align 4
  %add1416 = or disjoint i64 %mul42, 12
  %call1418 = tail call i64 @llvm.smin.i64(i64 %add1416, i64 %5)
  %call1419 = tail call i64 @llvm.smax.i64(i64 %call1418, i64 -1)
  %call1421 = tail call i64 @llvm.smin.i64(i64 %call1419, i64 %sub1018)
  %call1422 = tail call i64 @llvm.smax.i64(i64 %call1421, i64 0)
  %mul1423 = mul i64 %call1422, %4
  %72 = getelementptr float, ptr addrspace(1) %2, i64 %mul1423
  %p1426 = getelementptr float, ptr addrspace(1) %72, i64 %call992
  %v1427 = load float, ptr addrspace(1) %p1426, align 4
  %p1430 = getelementptr float, ptr addrspace(1) %72, i64 %call998
  %v1431 = load float, ptr addrspace(1) %p1430, align 4
  br label %endif1367

endif1367:                                        ; preds = %tile.step1358, %then1365
  %phi1432 = phi float [ %v1379, %then1365 ], [ 0.000000e+00, %tile.step1358 ]
  %phi1433 = phi float [ %v1383, %then1365 ], [ 0.000000e+00, %tile.step1358 ]
  %phi1434 = phi float [ %v1395, %then1365 ], [ 0.000000e+00, %tile.step1358 ]
  %phi1435 = phi float [ %v1399, %then1365 ], [ 0.000000e+00, %tile.step1358 ]
  %phi1436 = phi float [ %v1411, %then1365 ], [ 0.000000e+00, %tile.step1358 ]
  %phi1437 = phi float [ %v1415, %then1365 ], [ 0.000000e+00, %tile.step1358 ]
  %phi1438 = phi float [ %v1427, %then1365 ], [ 0.000000e+00, %tile.step1358 ]
  %phi1439 = phi float [ %v1431, %then1365 ], [ 0.000000e+00, %tile.step1358 ]
  %sub1440 = sub i64 %5, %add1094
  %bits1444 = bitcast float %v1109 to i32
  %call1445 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1444, i32 1, i32 0)
  %leaf1446 = bitcast i32 %call1445 to float
  %fmul1447 = fmul float %leaf1446, 2.000000e+00
  %fadd1448 = fadd float %v1089, %fmul1447
  %fmul1449 = fmul float %v1105, 3.000000e+00
  %fadd1450 = fadd float %fmul1449, %fadd1448
  %fmul1451 = fmul float %v1109, 4.000000e+00
  %fadd1452 = fadd float %fmul1451, %fadd1450
  %fmul1453 = fmul float %phi1207, 5.000000e+00
  %fadd1454 = fadd float %fmul1453, %fadd1452
  %bits1455 = bitcast float %v1105 to i32
  %call1456 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1455, i32 1, i32 31)
  %leaf1457 = bitcast i32 %call1456 to float
  %fmul1458 = fmul float %v1105, 2.000000e+00
  %fadd1459 = fadd float %v1093, %fmul1458
  %fmul1460 = fmul float %v1109, 3.000000e+00
  %fadd1461 = fadd float %fadd1459, %fmul1460
  %fmul1462 = fmul float %leaf1457, 4.000000e+00
  %fadd1463 = fadd float %fadd1461, %fmul1462
  %fmul1464 = fmul float %phi1208, 5.000000e+00
  %fadd1465 = fadd float %fmul1464, %fadd1463
  %cmp1467 = icmp sgt i64 %sub1440, 0
  %out.s1468 = and i1 %out.lane1002, %cmp1467
  %mul1469 = mul i64 %add1094, %6
  %add1470 = add i64 %mul1469, %add45
  %out.col1471 = and i1 %cmp1003, %out.s1468
  %p1473 = getelementptr float, ptr addrspace(1) %11, i64 %add1470
  %address1474 = ptrtoint ptr addrspace(1) %p1473 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1474, float %fadd1454, i1 %out.col1471) #4
  %out.col1475 = and i1 %cmp1004, %out.s1468
  %add1476 = or disjoint i64 %add1470, 1
  %p1477 = getelementptr float, ptr addrspace(1) %11, i64 %add1476
  %address1478 = ptrtoint ptr addrspace(1) %p1477 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1478, float %fadd1465, i1 %out.col1475) #4
  %bits1479 = bitcast float %phi1208 to i32
  %call1480 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1479, i32 1, i32 0)
  %leaf1481 = bitcast i32 %call1480 to float
  %fmul1482 = fmul float %leaf1481, 2.000000e+00
  %fadd1483 = fadd float %v1105, %fmul1482
  %fmul1484 = fmul float %phi1207, 3.000000e+00
  %fadd1485 = fadd float %fmul1484, %fadd1483
  %fmul1486 = fmul float %phi1208, 4.000000e+00
  %fadd1487 = fadd float %fmul1486, %fadd1485
  %fmul1488 = fmul float %phi1209, 5.000000e+00
  %fadd1489 = fadd float %fmul1488, %fadd1487
  %bits1490 = bitcast float %phi1207 to i32
  %call1491 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1490, i32 1, i32 31)
  %leaf1492 = bitcast i32 %call1491 to float
  %fmul1493 = fmul float %phi1207, 2.000000e+00
  %fadd1494 = fadd float %v1109, %fmul1493
  %fmul1495 = fmul float %phi1208, 3.000000e+00
  %fadd1496 = fadd float %fadd1494, %fmul1495
  %fmul1497 = fmul float %leaf1492, 4.000000e+00
  %fadd1498 = fadd float %fadd1496, %fmul1497
  %fmul1499 = fmul float %phi1210, 5.000000e+00
  %fadd1500 = fadd float %fmul1499, %fadd1498
  %add1501 = or disjoint i64 %mul42, 5
  %cmp1502 = icmp sgt i64 %sub1440, 1
  %out.s1503 = and i1 %out.lane1002, %cmp1502
  %mul1504 = mul i64 %add1501, %6
  %out.col1506 = and i1 %cmp1003, %out.s1503
  %73 = getelementptr float, ptr addrspace(1) %11, i64 %mul1504
  %p1508 = getelementptr float, ptr addrspace(1) %73, i64 %add45
  %address1509 = ptrtoint ptr addrspace(1) %p1508 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1509, float %fadd1489, i1 %out.col1506) #4
  %out.col1510 = and i1 %cmp1004, %out.s1503
  %p1512 = getelementptr i8, ptr addrspace(1) %p1508, i64 4
  %address1513 = ptrtoint ptr addrspace(1) %p1512 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1513, float %fadd1500, i1 %out.col1510) #4
  %bits1514 = bitcast float %phi1210 to i32
  %call1515 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1514, i32 1, i32 0)
  %leaf1516 = bitcast i32 %call1515 to float
  %fmul1517 = fmul float %leaf1516, 2.000000e+00
  %fadd1518 = fadd float %phi1207, %fmul1517
  %fmul1519 = fmul float %phi1209, 3.000000e+00
  %fadd1520 = fadd float %fmul1519, %fadd1518
  %fmul1521 = fmul float %phi1210, 4.000000e+00
  %fadd1522 = fadd float %fmul1521, %fadd1520
  %fmul1523 = fmul float %phi1211, 5.000000e+00
  %fadd1524 = fadd float %fmul1523, %fadd1522
  %bits1525 = bitcast float %phi1209 to i32
  %call1526 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1525, i32 1, i32 31)
  %leaf1527 = bitcast i32 %call1526 to float
  %fmul1528 = fmul float %phi1209, 2.000000e+00
  %fadd1529 = fadd float %phi1208, %fmul1528
  %fmul1530 = fmul float %phi1210, 3.000000e+00
  %fadd1531 = fadd float %fadd1529, %fmul1530
  %fmul1532 = fmul float %leaf1527, 4.000000e+00
  %fadd1533 = fadd float %fadd1531, %fmul1532
  %fmul1534 = fmul float %phi1212, 5.000000e+00
  %fadd1535 = fadd float %fmul1534, %fadd1533
  %add1536 = or disjoint i64 %mul42, 6
  %cmp1537 = icmp sgt i64 %sub1440, 2
  %out.s1538 = and i1 %out.lane1002, %cmp1537
  %mul1539 = mul i64 %add1536, %6
  %add1540 = add i64 %mul1539, %add45
  %out.col1541 = and i1 %cmp1003, %out.s1538
  %p1543 = getelementptr float, ptr addrspace(1) %11, i64 %add1540
  %address1544 = ptrtoint ptr addrspace(1) %p1543 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1544, float %fadd1524, i1 %out.col1541) #4
  %out.col1545 = and i1 %cmp1004, %out.s1538
  %add1546 = or disjoint i64 %add1540, 1
  %p1547 = getelementptr float, ptr addrspace(1) %11, i64 %add1546
  %address1548 = ptrtoint ptr addrspace(1) %p1547 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1548, float %fadd1535, i1 %out.col1545) #4
  %bits1549 = bitcast float %phi1212 to i32
  %call1550 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1549, i32 1, i32 0)
  %leaf1551 = bitcast i32 %call1550 to float
  %fmul1552 = fmul float %leaf1551, 2.000000e+00
  %fadd1553 = fadd float %phi1209, %fmul1552
  %fmul1554 = fmul float %phi1211, 3.000000e+00
  %fadd1555 = fadd float %fmul1554, %fadd1553
  %fmul1556 = fmul float %phi1212, 4.000000e+00
  %fadd1557 = fadd float %fmul1556, %fadd1555
  %fmul1558 = fmul float %phi1213, 5.000000e+00
  %fadd1559 = fadd float %fmul1558, %fadd1557
  %bits1560 = bitcast float %phi1211 to i32
  %call1561 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1560, i32 1, i32 31)
  %leaf1562 = bitcast i32 %call1561 to float
  %fmul1563 = fmul float %phi1211, 2.000000e+00
  %fadd1564 = fadd float %phi1210, %fmul1563
  %fmul1565 = fmul float %phi1212, 3.000000e+00
  %fadd1566 = fadd float %fadd1564, %fmul1565
  %fmul1567 = fmul float %leaf1562, 4.000000e+00
  %fadd1568 = fadd float %fadd1566, %fmul1567
  %fmul1569 = fmul float %phi1214, 5.000000e+00
  %fadd1570 = fadd float %fmul1569, %fadd1568
  %add1571 = or disjoint i64 %mul42, 7
  %cmp1572 = icmp sgt i64 %sub1440, 3
  %out.s1573 = and i1 %out.lane1002, %cmp1572
  %mul1574 = mul i64 %add1571, %6
  %out.col1576 = and i1 %cmp1003, %out.s1573
  %74 = getelementptr float, ptr addrspace(1) %11, i64 %mul1574
  %p1578 = getelementptr float, ptr addrspace(1) %74, i64 %add45
  %address1579 = ptrtoint ptr addrspace(1) %p1578 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1579, float %fadd1559, i1 %out.col1576) #4
  %out.col1580 = and i1 %cmp1004, %out.s1573
  %p1582 = getelementptr i8, ptr addrspace(1) %p1578, i64 4
  %address1583 = ptrtoint ptr addrspace(1) %p1582 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1583, float %fadd1570, i1 %out.col1580) #4
  br i1 %cmp1363, label %tile.step1586, label %endif

tile.step1586:                                    ; preds = %endif1367
  %add1589 = or disjoint i64 %mul42, 8
  %cmp1591 = icmp ugt i64 %add1009, 15
  br i1 %cmp1591, label %then1593, label %endif1595

then1593:                                         ; preds = %tile.step1586
  %add1592 = or disjoint i64 %mul42, 13
  %call1598 = tail call i64 @llvm.smin.i64(i64 %add1592, i64 %5)
  %call1599 = tail call i64 @llvm.smax.i64(i64 %call1598, i64 -1)
  %call1601 = tail call i64 @llvm.smin.i64(i64 %call1599, i64 %sub1018)
  %call1602 = tail call i64 @llvm.smax.i64(i64 %call1601, i64 0)
  %mul1603 = mul i64 %call1602, %4
  %75 = getelementptr float, ptr addrspace(1) %2, i64 %mul1603
  %p1606 = getelementptr float, ptr addrspace(1) %75, i64 %call992
  %v1607 = load float, ptr addrspace(1) %p1606, align 4
  %p1610 = getelementptr float, ptr addrspace(1) %75, i64 %call998
  %v1611 = load float, ptr addrspace(1) %p1610, align 4
  %add1612 = or disjoint i64 %mul42, 14
  %call1614 = tail call i64 @llvm.smin.i64(i64 %add1612, i64 %5)
  %call1615 = tail call i64 @llvm.smax.i64(i64 %call1614, i64 -1)
  %call1617 = tail call i64 @llvm.smin.i64(i64 %call1615, i64 %sub1018)
  %call1618 = tail call i64 @llvm.smax.i64(i64 %call1617, i64 0)
  %mul1619 = mul i64 %call1618, %4
  %76 = getelementptr float, ptr addrspace(1) %2, i64 %mul1619
  %p1622 = getelementptr float, ptr addrspace(1) %76, i64 %call992
  %v1623 = load float, ptr addrspace(1) %p1622, align 4
  %p1626 = getelementptr float, ptr addrspace(1) %76, i64 %call998
  %v1627 = load float, ptr addrspace(1) %p1626, align 4
  %add1628 = or disjoint i64 %mul42, 15
  %call1630 = tail call i64 @llvm.smin.i64(i64 %add1628, i64 %5)
  %call1631 = tail call i64 @llvm.smax.i64(i64 %call1630, i64 -1)
  %call1633 = tail call i64 @llvm.smin.i64(i64 %call1631, i64 %sub1018)
  %call1634 = tail call i64 @llvm.smax.i64(i64 %call1633, i64 0)
  %mul1635 = mul i64 %call1634, %4
  %77 = getelementptr float, ptr addrspace(1) %2, i64 %mul1635
  %p1638 = getelementptr float, ptr addrspace(1) %77, i64 %call992
  %v1639 = load float, ptr addrspace(1) %p1638, align 4
  %p1642 = getelementptr float, ptr addrspace(1) %77, i64 %call998
  %v1643 = load float, ptr addrspace(1) %p1642, align 4
  %add1644 = add i64 %mul42, 16
  %call1646 = tail call i64 @llvm.smin.i64(i64 %add1644, i64 %5)
  %call1647 = tail call i64 @llvm.smax.i64(i64 %call1646, i64 -1)
  %call1649 = tail call i64 @llvm.smin.i64(i64 %call1647, i64 %sub1018)
  %call1650 = tail call i64 @llvm.smax.i64(i64 %call1649, i64 0)
  %mul1651 = mul i64 %call1650, %4
  %78 = getelementptr float, ptr addrspace(1) %2, i64 %mul1651
  %p1654 = getelementptr float, ptr addrspace(1) %78, i64 %call992
  %v1655 = load float, ptr addrspace(1) %p1654, align 4
  %p1658 = getelementptr float, ptr addrspace(1) %78, i64 %call998
  %v1659 = load float, ptr addrspace(1) %p1658, align 4
  br label %endif1595

endif1595:                                        ; preds = %tile.step1586, %then1593
  %phi1660 = phi float [ %v1607, %then1593 ], [ 0.000000e+00, %tile.step1586 ]
  %phi1661 = phi float [ %v1611, %then1593 ], [ 0.000000e+00, %tile.step1586 ]
  %phi1662 = phi float [ %v1623, %then1593 ], [ 0.000000e+00, %tile.step1586 ]
  %phi1663 = phi float [ %v1627, %then1593 ], [ 0.000000e+00, %tile.step1586 ]
  %phi1664 = phi float [ %v1639, %then1593 ], [ 0.000000e+00, %tile.step1586 ]
  %phi1665 = phi float [ %v1643, %then1593 ], [ 0.000000e+00, %tile.step1586 ]
  %phi1666 = phi float [ %v1655, %then1593 ], [ 0.000000e+00, %tile.step1586 ]
  %phi1667 = phi float [ %v1659, %then1593 ], [ 0.000000e+00, %tile.step1586 ]
  %sub1668 = sub i64 %5, %add1589
  %bits1672 = bitcast float %phi1214 to i32
  %call1673 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1672, i32 1, i32 0)
  %leaf1674 = bitcast i32 %call1673 to float
  %fmul1675 = fmul float %leaf1674, 2.000000e+00
  %fadd1676 = fadd float %phi1211, %fmul1675
  %fmul1677 = fmul float %phi1213, 3.000000e+00
  %fadd1678 = fadd float %fmul1677, %fadd1676
  %fmul1679 = fmul float %phi1214, 4.000000e+00
  %fadd1680 = fadd float %fmul1679, %fadd1678
  %fmul1681 = fmul float %phi1432, 5.000000e+00
  %fadd1682 = fadd float %fmul1681, %fadd1680
  %bits1683 = bitcast float %phi1213 to i32
  %call1684 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1683, i32 1, i32 31)
  %leaf1685 = bitcast i32 %call1684 to float
  %fmul1686 = fmul float %phi1213, 2.000000e+00
  %fadd1687 = fadd float %phi1212, %fmul1686
  %fmul1688 = fmul float %phi1214, 3.000000e+00
  %fadd1689 = fadd float %fadd1687, %fmul1688
  %fmul1690 = fmul float %leaf1685, 4.000000e+00
  %fadd1691 = fadd float %fadd1689, %fmul1690
  %fmul1692 = fmul float %phi1433, 5.000000e+00
  %fadd1693 = fadd float %fmul1692, %fadd1691
  %cmp1695 = icmp sgt i64 %sub1668, 0
  %out.s1696 = and i1 %out.lane1002, %cmp1695
  %mul1697 = mul i64 %add1589, %6
  %add1698 = add i64 %mul1697, %add45
  %out.col1699 = and i1 %cmp1003, %out.s1696
  %p1701 = getelementptr float, ptr addrspace(1) %11, i64 %add1698
  %address1702 = ptrtoint ptr addrspace(1) %p1701 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1702, float %fadd1682, i1 %out.col1699) #4
  %out.col1703 = and i1 %cmp1004, %out.s1696
  %add1704 = or disjoint i64 %add1698, 1
  %p1705 = getelementptr float, ptr addrspace(1) %11, i64 %add1704
  %address1706 = ptrtoint ptr addrspace(1) %p1705 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1706, float %fadd1693, i1 %out.col1703) #4
  %bits1707 = bitcast float %phi1433 to i32
  %call1708 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1707, i32 1, i32 0)
  %leaf1709 = bitcast i32 %call1708 to float
  %fmul1710 = fmul float %leaf1709, 2.000000e+00
  %fadd1711 = fadd float %phi1213, %fmul1710
  %fmul1712 = fmul float %phi1432, 3.000000e+00
  %fadd1713 = fadd float %fmul1712, %fadd1711
  %fmul1714 = fmul float %phi1433, 4.000000e+00
  %fadd1715 = fadd float %fmul1714, %fadd1713
  %fmul1716 = fmul float %phi1434, 5.000000e+00
  %fadd1717 = fadd float %fmul1716, %fadd1715
  %bits1718 = bitcast float %phi1432 to i32
  %call1719 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1718, i32 1, i32 31)
  %leaf1720 = bitcast i32 %call1719 to float
  %fmul1721 = fmul float %phi1432, 2.000000e+00
  %fadd1722 = fadd float %phi1214, %fmul1721
  %fmul1723 = fmul float %phi1433, 3.000000e+00
  %fadd1724 = fadd float %fadd1722, %fmul1723
  %fmul1725 = fmul float %leaf1720, 4.000000e+00
  %fadd1726 = fadd float %fadd1724, %fmul1725
  %fmul1727 = fmul float %phi1435, 5.000000e+00
  %fadd1728 = fadd float %fmul1727, %fadd1726
  %add1729 = or disjoint i64 %mul42, 9
  %cmp1730 = icmp sgt i64 %sub1668, 1
  %out.s1731 = and i1 %out.lane1002, %cmp1730
  %mul1732 = mul i64 %add1729, %6
  %out.col1734 = and i1 %cmp1003, %out.s1731
  %79 = getelementptr float, ptr addrspace(1) %11, i64 %mul1732
  %p1736 = getelementptr float, ptr addrspace(1) %79, i64 %add45
  %address1737 = ptrtoint ptr addrspace(1) %p1736 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1737, float %fadd1717, i1 %out.col1734) #4
  %out.col1738 = and i1 %cmp1004, %out.s1731
  %p1740 = getelementptr i8, ptr addrspace(1) %p1736, i64 4
  %address1741 = ptrtoint ptr addrspace(1) %p1740 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1741, float %fadd1728, i1 %out.col1738) #4
  %bits1742 = bitcast float %phi1435 to i32
  %call1743 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1742, i32 1, i32 0)
  %leaf1744 = bitcast i32 %call1743 to float
  %fmul1745 = fmul float %leaf1744, 2.000000e+00
  %fadd1746 = fadd float %phi1432, %fmul1745
  %fmul1747 = fmul float %phi1434, 3.000000e+00
  %fadd1748 = fadd float %fmul1747, %fadd1746
  %fmul1749 = fmul float %phi1435, 4.000000e+00
  %fadd1750 = fadd float %fmul1749, %fadd1748
  %fmul1751 = fmul float %phi1436, 5.000000e+00
  %fadd1752 = fadd float %fmul1751, %fadd1750
  %bits1753 = bitcast float %phi1434 to i32
  %call1754 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1753, i32 1, i32 31)
  %leaf1755 = bitcast i32 %call1754 to float
  %fmul1756 = fmul float %phi1434, 2.000000e+00
  %fadd1757 = fadd float %phi1433, %fmul1756
  %fmul1758 = fmul float %phi1435, 3.000000e+00
  %fadd1759 = fadd float %fadd1757, %fmul1758
  %fmul1760 = fmul float %leaf1755, 4.000000e+00
  %fadd1761 = fadd float %fadd1759, %fmul1760
  %fmul1762 = fmul float %phi1437, 5.000000e+00
  %fadd1763 = fadd float %fmul1762, %fadd1761
  %add1764 = or disjoint i64 %mul42, 10
  %cmp1765 = icmp sgt i64 %sub1668, 2
  %out.s1766 = and i1 %out.lane1002, %cmp1765
  %mul1767 = mul i64 %add1764, %6
  %add1768 = add i64 %mul1767, %add45
  %out.col1769 = and i1 %cmp1003, %out.s1766
  %p1771 = getelementptr float, ptr addrspace(1) %11, i64 %add1768
  %address1772 = ptrtoint ptr addrspace(1) %p1771 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1772, float %fadd1752, i1 %out.col1769) #4
  %out.col1773 = and i1 %cmp1004, %out.s1766
  %add1774 = or disjoint i64 %add1768, 1
  %p1775 = getelementptr float, ptr addrspace(1) %11, i64 %add1774
  %address1776 = ptrtoint ptr addrspace(1) %p1775 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1776, float %fadd1763, i1 %out.col1773) #4
  %bits1777 = bitcast float %phi1437 to i32
  %call1778 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1777, i32 1, i32 0)
  %leaf1779 = bitcast i32 %call1778 to float
  %fmul1780 = fmul float %leaf1779, 2.000000e+00
  %fadd1781 = fadd float %phi1434, %fmul1780
  %fmul1782 = fmul float %phi1436, 3.000000e+00
  %fadd1783 = fadd float %fmul1782, %fadd1781
  %fmul1784 = fmul float %phi1437, 4.000000e+00
  %fadd1785 = fadd float %fmul1784, %fadd1783
  %fmul1786 = fmul float %phi1438, 5.000000e+00
  %fadd1787 = fadd float %fmul1786, %fadd1785
  %bits1788 = bitcast float %phi1436 to i32
  %call1789 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1788, i32 1, i32 31)
  %leaf1790 = bitcast i32 %call1789 to float
  %fmul1791 = fmul float %phi1436, 2.000000e+00
  %fadd1792 = fadd float %phi1435, %fmul1791
  %fmul1793 = fmul float %phi1437, 3.000000e+00
  %fadd1794 = fadd float %fadd1792, %fmul1793
  %fmul1795 = fmul float %leaf1790, 4.000000e+00
  %fadd1796 = fadd float %fadd1794, %fmul1795
  %fmul1797 = fmul float %phi1439, 5.000000e+00
  %fadd1798 = fadd float %fmul1797, %fadd1796
  %add1799 = or disjoint i64 %mul42, 11
  %cmp1800 = icmp sgt i64 %sub1668, 3
  %out.s1801 = and i1 %out.lane1002, %cmp1800
  %mul1802 = mul i64 %add1799, %6
  %out.col1804 = and i1 %cmp1003, %out.s1801
  %80 = getelementptr float, ptr addrspace(1) %11, i64 %mul1802
  %p1806 = getelementptr float, ptr addrspace(1) %80, i64 %add45
  %address1807 = ptrtoint ptr addrspace(1) %p1806 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1807, float %fadd1787, i1 %out.col1804) #4
  %out.col1808 = and i1 %cmp1004, %out.s1801
  %p1810 = getelementptr i8, ptr addrspace(1) %p1806, i64 4
  %address1811 = ptrtoint ptr addrspace(1) %p1810 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1811, float %fadd1798, i1 %out.col1808) #4
  br i1 %cmp1591, label %endif1823, label %endif

endif1823:                                        ; preds = %endif1595
  %add1817 = or disjoint i64 %mul42, 12
  %sub1896 = sub i64 %5, %add1817
  %bits1900 = bitcast float %phi1439 to i32
  %call1901 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1900, i32 1, i32 0)
  %leaf1902 = bitcast i32 %call1901 to float
  %fmul1903 = fmul float %leaf1902, 2.000000e+00
  %fadd1904 = fadd float %phi1436, %fmul1903
  %fmul1905 = fmul float %phi1438, 3.000000e+00
  %fadd1906 = fadd float %fmul1905, %fadd1904
  %fmul1907 = fmul float %phi1439, 4.000000e+00
  %fadd1908 = fadd float %fmul1907, %fadd1906
  %fmul1909 = fmul float %phi1660, 5.000000e+00
  %fadd1910 = fadd float %fmul1909, %fadd1908
  %bits1911 = bitcast float %phi1438 to i32
  %call1912 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1911, i32 1, i32 31)
  %leaf1913 = bitcast i32 %call1912 to float
  %fmul1914 = fmul float %phi1438, 2.000000e+00
  %fadd1915 = fadd float %phi1437, %fmul1914
  %fmul1916 = fmul float %phi1439, 3.000000e+00
  %fadd1917 = fadd float %fadd1915, %fmul1916
  %fmul1918 = fmul float %leaf1913, 4.000000e+00
  %fadd1919 = fadd float %fadd1917, %fmul1918
  %fmul1920 = fmul float %phi1661, 5.000000e+00
  %fadd1921 = fadd float %fmul1920, %fadd1919
  %cmp1923 = icmp sgt i64 %sub1896, 0
  %out.s1924 = and i1 %out.lane1002, %cmp1923
  %mul1925 = mul i64 %add1817, %6
  %add1926 = add i64 %mul1925, %add45
  %out.col1927 = and i1 %cmp1003, %out.s1924
  %p1929 = getelementptr float, ptr addrspace(1) %11, i64 %add1926
  %address1930 = ptrtoint ptr addrspace(1) %p1929 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1930, float %fadd1910, i1 %out.col1927) #4
  %out.col1931 = and i1 %cmp1004, %out.s1924
  %add1932 = or disjoint i64 %add1926, 1
  %p1933 = getelementptr float, ptr addrspace(1) %11, i64 %add1932
  %address1934 = ptrtoint ptr addrspace(1) %p1933 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1934, float %fadd1921, i1 %out.col1931) #4
  %bits1935 = bitcast float %phi1661 to i32
  %call1936 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1935, i32 1, i32 0)
  %leaf1937 = bitcast i32 %call1936 to float
  %fmul1938 = fmul float %leaf1937, 2.000000e+00
  %fadd1939 = fadd float %phi1438, %fmul1938
  %fmul1940 = fmul float %phi1660, 3.000000e+00
  %fadd1941 = fadd float %fmul1940, %fadd1939
  %fmul1942 = fmul float %phi1661, 4.000000e+00
  %fadd1943 = fadd float %fmul1942, %fadd1941
  %fmul1944 = fmul float %phi1662, 5.000000e+00
  %fadd1945 = fadd float %fmul1944, %fadd1943
  %bits1946 = bitcast float %phi1660 to i32
  %call1947 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1946, i32 1, i32 31)
  %leaf1948 = bitcast i32 %call1947 to float
  %fmul1949 = fmul float %phi1660, 2.000000e+00
  %fadd1950 = fadd float %phi1439, %fmul1949
  %fmul1951 = fmul float %phi1661, 3.000000e+00
  %fadd1952 = fadd float %fadd1950, %fmul1951
  %fmul1953 = fmul float %leaf1948, 4.000000e+00
  %fadd1954 = fadd float %fadd1952, %fmul1953
  %fmul1955 = fmul float %phi1663, 5.000000e+00
  %fadd1956 = fadd float %fmul1955, %fadd1954
  %add1957 = or disjoint i64 %mul42, 13
  %cmp1958 = icmp sgt i64 %sub1896, 1
  %out.s1959 = and i1 %out.lane1002, %cmp1958
  %mul1960 = mul i64 %add1957, %6
  %out.col1962 = and i1 %cmp1003, %out.s1959
  %81 = getelementptr float, ptr addrspace(1) %11, i64 %mul1960
  %p1964 = getelementptr float, ptr addrspace(1) %81, i64 %add45
  %address1965 = ptrtoint ptr addrspace(1) %p1964 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1965, float %fadd1945, i1 %out.col1962) #4
  %out.col1966 = and i1 %cmp1004, %out.s1959
  %p1968 = getelementptr i8, ptr addrspace(1) %p1964, i64 4
  %address1969 = ptrtoint ptr addrspace(1) %p1968 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1969, float %fadd1956, i1 %out.col1966) #4
  %bits1970 = bitcast float %phi1663 to i32
  %call1971 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1970, i32 1, i32 0)
  %leaf1972 = bitcast i32 %call1971 to float
  %fmul1973 = fmul float %leaf1972, 2.000000e+00
  %fadd1974 = fadd float %phi1660, %fmul1973
  %fmul1975 = fmul float %phi1662, 3.000000e+00
  %fadd1976 = fadd float %fmul1975, %fadd1974
  %fmul1977 = fmul float %phi1663, 4.000000e+00
  %fadd1978 = fadd float %fmul1977, %fadd1976
  %fmul1979 = fmul float %phi1664, 5.000000e+00
  %fadd1980 = fadd float %fmul1979, %fadd1978
  %bits1981 = bitcast float %phi1662 to i32
  %call1982 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1981, i32 1, i32 31)
  %leaf1983 = bitcast i32 %call1982 to float
  %fmul1984 = fmul float %phi1662, 2.000000e+00
  %fadd1985 = fadd float %phi1661, %fmul1984
  %fmul1986 = fmul float %phi1663, 3.000000e+00
  %fadd1987 = fadd float %fadd1985, %fmul1986
  %fmul1988 = fmul float %leaf1983, 4.000000e+00
  %fadd1989 = fadd float %fadd1987, %fmul1988
  %fmul1990 = fmul float %phi1665, 5.000000e+00
  %fadd1991 = fadd float %fmul1990, %fadd1989
  %add1992 = or disjoint i64 %mul42, 14
  %cmp1993 = icmp sgt i64 %sub1896, 2
  %out.s1994 = and i1 %out.lane1002, %cmp1993
  %mul1995 = mul i64 %add1992, %6
  %add1996 = add i64 %mul1995, %add45
  %out.col1997 = and i1 %cmp1003, %out.s1994
  %p1999 = getelementptr float, ptr addrspace(1) %11, i64 %add1996
  %address2000 = ptrtoint ptr addrspace(1) %p1999 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address2000, float %fadd1980, i1 %out.col1997) #4
  %out.col2001 = and i1 %cmp1004, %out.s1994
  %add2002 = or disjoint i64 %add1996, 1
  %p2003 = getelementptr float, ptr addrspace(1) %11, i64 %add2002
  %address2004 = ptrtoint ptr addrspace(1) %p2003 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address2004, float %fadd1991, i1 %out.col2001) #4
  %bits2005 = bitcast float %phi1665 to i32
  %call2006 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2005, i32 1, i32 0)
  %leaf2007 = bitcast i32 %call2006 to float
  %fmul2008 = fmul float %leaf2007, 2.000000e+00
  %fadd2009 = fadd float %phi1662, %fmul2008
  %fmul2010 = fmul float %phi1664, 3.000000e+00
  %fadd2011 = fadd float %fmul2010, %fadd2009
  %fmul2012 = fmul float %phi1665, 4.000000e+00
  %fadd2013 = fadd float %fmul2012, %fadd2011
  %fmul2014 = fmul float %phi1666, 5.000000e+00
  %fadd2015 = fadd float %fmul2014, %fadd2013
  %bits2016 = bitcast float %phi1664 to i32
  %call2017 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2016, i32 1, i32 31)
  %leaf2018 = bitcast i32 %call2017 to float
  %fmul2019 = fmul float %phi1664, 2.000000e+00
  %fadd2020 = fadd float %phi1663, %fmul2019
  %fmul2021 = fmul float %phi1665, 3.000000e+00
  %fadd2022 = fadd float %fadd2020, %fmul2021
  %fmul2023 = fmul float %leaf2018, 4.000000e+00
  %fadd2024 = fadd float %fadd2022, %fmul2023
  %fmul2025 = fmul float %phi1667, 5.000000e+00
  %fadd2026 = fadd float %fmul2025, %fadd2024
  %add2027 = or disjoint i64 %mul42, 15
  %cmp2028 = icmp sgt i64 %sub1896, 3
  %out.s2029 = and i1 %out.lane1002, %cmp2028
  %mul2030 = mul i64 %add2027, %6
  %out.col2032 = and i1 %cmp1003, %out.s2029
  %82 = getelementptr float, ptr addrspace(1) %11, i64 %mul2030
  %p2034 = getelementptr float, ptr addrspace(1) %82, i64 %add45
  %address2035 = ptrtoint ptr addrspace(1) %p2034 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address2035, float %fadd2015, i1 %out.col2032) #4
  %out.col2036 = and i1 %cmp1004, %out.s2029
  %p2038 = getelementptr i8, ptr addrspace(1) %p2034, i64 4
  %address2039 = ptrtoint ptr addrspace(1) %p2038 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address2039, float %fadd2026, i1 %out.col2036) #4
  br label %endif
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

; Function Attrs: norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define void @systole_stencil_tile_j2d5pt_f32_whole_tiles(i64 %0, i64 %1, ptr addrspace(1) noalias nocapture readonly %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, ptr addrspace(1) noalias nocapture writeonly %11, i64 %12, i64 %13) local_unnamed_addr #3 {
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
  %mul9 = mul i64 %13, %12
  %cmp = icmp slt i64 %warp, %mul9
  br i1 %cmp, label %stride.body.preheader, label %stride.exit

stride.body.preheader:                            ; preds = %entry
  %lane = and i64 %sreg, 31
  %sub = add i64 %6, -64
  %mul15 = shl nuw nsw i64 %lane, 1
  %add23 = add nuw nsw i64 %lane, 63
  %cmp25 = icmp eq i64 %lane, 0
  %cmp26 = icmp ult i64 %lane, 2
  %add24 = select i1 %cmp26, i64 %add23, i64 0
  %halo27.v = select i1 %cmp25, i64 -1, i64 %add24
  %sub31 = add i64 %4, -1
  %sub50 = add i64 %3, -1
  %arg = trunc nuw nsw i64 %mul15 to i32
  %arg292 = add nsw i32 %arg, -61
  %cmp296 = icmp eq i64 %lane, 31
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %tile.done
  %i = phi i64 [ %add1629, %tile.done ], [ %warp, %stride.body.preheader ]
  %i.frozen = freeze i64 %i
  %.frozen = freeze i64 %12
  %div = udiv i64 %i.frozen, %.frozen
  %14 = mul i64 %div, %.frozen
  %rem.decomposed = sub i64 %i.frozen, %14
  %mul11 = shl i64 %rem.decomposed, 6
  %mul12 = shl i64 %div, 4
  %call13 = tail call i64 @llvm.smin.i64(i64 %mul11, i64 %sub)
  %add16 = add i64 %call13, %mul15
  %halo27 = add i64 %call13, %halo27.v
  %call29 = tail call i64 @llvm.smin.i64(i64 %halo27, i64 %6)
  %call30 = tail call i64 @llvm.smax.i64(i64 %call29, i64 -1)
  %call32 = tail call i64 @llvm.smin.i64(i64 %call30, i64 %sub31)
  %call33 = tail call i64 @llvm.smax.i64(i64 %call32, i64 0)
  %sub40 = sub i64 %5, %mul12
  %add41 = add i64 %sub40, 3
  %sub45 = add i64 %mul12, -1
  %call48 = tail call i64 @llvm.smin.i64(i64 %sub45, i64 %5)
  %call49 = tail call i64 @llvm.smax.i64(i64 %call48, i64 -1)
  %call51 = tail call i64 @llvm.smin.i64(i64 %call49, i64 %sub50)
  %call52 = tail call i64 @llvm.smax.i64(i64 %call51, i64 0)
  %mul53 = mul i64 %call52, %4
  %15 = getelementptr float, ptr addrspace(1) %2, i64 %mul53
  %p = getelementptr float, ptr addrspace(1) %15, i64 %add16
  %call56 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p, i32 8)
  %x = extractelement <2 x float> %call56, i64 0
  %x57 = extractelement <2 x float> %call56, i64 1
  %call63 = tail call i64 @llvm.smin.i64(i64 %mul12, i64 %5)
  %call64 = tail call i64 @llvm.smax.i64(i64 %call63, i64 -1)
  %call66 = tail call i64 @llvm.smin.i64(i64 %call64, i64 %sub50)
  %call67 = tail call i64 @llvm.smax.i64(i64 %call66, i64 0)
  %mul68 = mul i64 %call67, %4
  %16 = getelementptr float, ptr addrspace(1) %2, i64 %mul68
  %p71 = getelementptr float, ptr addrspace(1) %16, i64 %add16
  %call72 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p71, i32 8)
  %x73 = extractelement <2 x float> %call72, i64 0
  %x74 = extractelement <2 x float> %call72, i64 1
  %p77 = getelementptr float, ptr addrspace(1) %16, i64 %call33
  %v781632 = load i32, ptr addrspace(1) %p77, align 4
  %add79 = or disjoint i64 %mul12, 1
  %call81 = tail call i64 @llvm.smin.i64(i64 %add79, i64 %5)
  %call82 = tail call i64 @llvm.smax.i64(i64 %call81, i64 -1)
  %call84 = tail call i64 @llvm.smin.i64(i64 %call82, i64 %sub50)
  %call85 = tail call i64 @llvm.smax.i64(i64 %call84, i64 0)
  %mul86 = mul i64 %call85, %4
  %17 = getelementptr float, ptr addrspace(1) %2, i64 %mul86
  %p89 = getelementptr float, ptr addrspace(1) %17, i64 %add16
  %call90 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p89, i32 8)
  %x91 = extractelement <2 x float> %call90, i64 0
  %x92 = extractelement <2 x float> %call90, i64 1
  %p95 = getelementptr float, ptr addrspace(1) %17, i64 %call33
  %v961633 = load i32, ptr addrspace(1) %p95, align 4
  %add97 = or disjoint i64 %mul12, 2
  %call99 = tail call i64 @llvm.smin.i64(i64 %add97, i64 %5)
  %call100 = tail call i64 @llvm.smax.i64(i64 %call99, i64 -1)
  %call102 = tail call i64 @llvm.smin.i64(i64 %call100, i64 %sub50)
  %call103 = tail call i64 @llvm.smax.i64(i64 %call102, i64 0)
  %mul104 = mul i64 %call103, %4
  %18 = getelementptr float, ptr addrspace(1) %2, i64 %mul104
  %p107 = getelementptr float, ptr addrspace(1) %18, i64 %add16
  %call108 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p107, i32 8)
  %x109 = extractelement <2 x float> %call108, i64 0
  %x110 = extractelement <2 x float> %call108, i64 1
  %p113 = getelementptr float, ptr addrspace(1) %18, i64 %call33
  %v1141634 = load i32, ptr addrspace(1) %p113, align 4
  %add115 = or disjoint i64 %mul12, 3
  %call117 = tail call i64 @llvm.smin.i64(i64 %add115, i64 %5)
  %call118 = tail call i64 @llvm.smax.i64(i64 %call117, i64 -1)
  %call120 = tail call i64 @llvm.smin.i64(i64 %call118, i64 %sub50)
  %call121 = tail call i64 @llvm.smax.i64(i64 %call120, i64 0)
  %mul122 = mul i64 %call121, %4
  %19 = getelementptr float, ptr addrspace(1) %2, i64 %mul122
  %p125 = getelementptr float, ptr addrspace(1) %19, i64 %add16
  %call126 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p125, i32 8)
  %x127 = extractelement <2 x float> %call126, i64 0
  %x128 = extractelement <2 x float> %call126, i64 1
  %p131 = getelementptr float, ptr addrspace(1) %19, i64 %call33
  %v1321635 = load i32, ptr addrspace(1) %p131, align 4
  %add133 = or disjoint i64 %mul12, 4
  %call135 = tail call i64 @llvm.smin.i64(i64 %add133, i64 %5)
  %call136 = tail call i64 @llvm.smax.i64(i64 %call135, i64 -1)
  %call138 = tail call i64 @llvm.smin.i64(i64 %call136, i64 %sub50)
  %call139 = tail call i64 @llvm.smax.i64(i64 %call138, i64 0)
  %mul140 = mul i64 %call139, %4
  %20 = getelementptr float, ptr addrspace(1) %2, i64 %mul140
  %p143 = getelementptr float, ptr addrspace(1) %20, i64 %add16
  %call144 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p143, i32 8)
  %x145 = extractelement <2 x float> %call144, i64 0
  %x146 = extractelement <2 x float> %call144, i64 1
  %p149 = getelementptr float, ptr addrspace(1) %20, i64 %call33
  %v1501636 = load i32, ptr addrspace(1) %p149, align 4
  %cmp185 = icmp ugt i64 %add41, 7
  br i1 %cmp185, label %then, label %endif

stride.exit:                                      ; preds = %tile.done, %entry
  ret void

tile.done:                                        ; preds = %endif1282, %then1329, %endif1038, %endif746, %endif455
  %add1629 = add i64 %i, %warp8
  %cmp1630 = icmp slt i64 %add1629, %mul9
  br i1 %cmp1630, label %stride.body, label %stride.exit

then:                                             ; preds = %stride.body
  %add186 = or disjoint i64 %mul12, 5
  %call189 = tail call i64 @llvm.smin.i64(i64 %add186, i64 %5)
  %call190 = tail call i64 @llvm.smax.i64(i64 %call189, i64 -1)
  %call192 = tail call i64 @llvm.smin.i64(i64 %call190, i64 %sub50)
  %call193 = tail call i64 @llvm.smax.i64(i64 %call192, i64 0)
  %mul194 = mul i64 %call193, %4
  %21 = getelementptr float, ptr addrspace(1) %2, i64 %mul194
  %p197 = getelementptr float, ptr addrspace(1) %21, i64 %add16
  %call198 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p197, i32 8)
  %x199 = extractelement <2 x float> %call198, i64 0
  %x200 = extractelement <2 x float> %call198, i64 1
  %p203 = getelementptr float, ptr addrspace(1) %21, i64 %call33
  %v2041637 = load i32, ptr addrspace(1) %p203, align 4
  %add205 = or disjoint i64 %mul12, 6
  %call207 = tail call i64 @llvm.smin.i64(i64 %add205, i64 %5)
  %call208 = tail call i64 @llvm.smax.i64(i64 %call207, i64 -1)
  %call210 = tail call i64 @llvm.smin.i64(i64 %call208, i64 %sub50)
  %call211 = tail call i64 @llvm.smax.i64(i64 %call210, i64 0)
  %mul212 = mul i64 %call211, %4
  %22 = getelementptr float, ptr addrspace(1) %2, i64 %mul212
  %p215 = getelementptr float, ptr addrspace(1) %22, i64 %add16
  %call216 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p215, i32 8)
  %x217 = extractelement <2 x float> %call216, i64 0
  %x218 = extractelement <2 x float> %call216, i64 1
  %p221 = getelementptr float, ptr addrspace(1) %22, i64 %call33
  %v2221638 = load i32, ptr addrspace(1) %p221, align 4
  %add223 = or disjoint i64 %mul12, 7
  %call225 = tail call i64 @llvm.smin.i64(i64 %add223, i64 %5)
  %call226 = tail call i64 @llvm.smax.i64(i64 %call225, i64 -1)
  %call228 = tail call i64 @llvm.smin.i64(i64 %call226, i64 %sub50)
  %call229 = tail call i64 @llvm.smax.i64(i64 %call228, i64 0)
  %mul230 = mul i64 %call229, %4
  %23 = getelementptr float, ptr addrspace(1) %2, i64 %mul230
  %p233 = getelementptr float, ptr addrspace(1) %23, i64 %add16
  %call234 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p233, i32 8)
  %x235 = extractelement <2 x float> %call234, i64 0
  %x236 = extractelement <2 x float> %call234, i64 1
  %p239 = getelementptr float, ptr addrspace(1) %23, i64 %call33
  %v2401639 = load i32, ptr addrspace(1) %p239, align 4
  %add241 = or disjoint i64 %mul12, 8
  %call243 = tail call i64 @llvm.smin.i64(i64 %add241, i64 %5)
  %call244 = tail call i64 @llvm.smax.i64(i64 %call243, i64 -1)
  %call246 = tail call i64 @llvm.smin.i64(i64 %call244, i64 %sub50)
  %call247 = tail call i64 @llvm.smax.i64(i64 %call246, i64 0)
  %mul248 = mul i64 %call247, %4
  %24 = getelementptr float, ptr addrspace(1) %2, i64 %mul248
  %p251 = getelementptr float, ptr addrspace(1) %24, i64 %add16
  %call252 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p251, i32 8)
  %x253 = extractelement <2 x float> %call252, i64 0
  %x254 = extractelement <2 x float> %call252, i64 1
  %p257 = getelementptr float, ptr addrspace(1) %24, i64 %call33
  %v2581640 = load i32, ptr addrspace(1) %p257, align 4
  br label %endif

endif:                                            ; preds = %stride.body, %then
  %phi259 = phi float [ %x199, %then ], [ 0.000000e+00, %stride.body ]
  %phi260 = phi float [ %x200, %then ], [ 0.000000e+00, %stride.body ]
  %bits612 = phi i32 [ %v2041637, %then ], [ 0, %stride.body ]
  %phi262 = phi float [ %x217, %then ], [ 0.000000e+00, %stride.body ]
  %phi263 = phi float [ %x218, %then ], [ 0.000000e+00, %stride.body ]
  %bits660 = phi i32 [ %v2221638, %then ], [ 0, %stride.body ]
  %phi265 = phi float [ %x235, %then ], [ 0.000000e+00, %stride.body ]
  %phi266 = phi float [ %x236, %then ], [ 0.000000e+00, %stride.body ]
  %bits708 = phi i32 [ %v2401639, %then ], [ 0, %stride.body ]
  %phi268 = phi float [ %x253, %then ], [ 0.000000e+00, %stride.body ]
  %phi269 = phi float [ %x254, %then ], [ 0.000000e+00, %stride.body ]
  %bits856 = phi i32 [ %v2581640, %then ], [ 0, %stride.body ]
  %bits = bitcast float %x74 to i32
  %call274 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits, i32 1, i32 0)
  %call278 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v781632, i32 %arg, i32 31)
  %bits287 = bitcast float %x73 to i32
  %call288 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits287, i32 1, i32 31)
  %call294 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v781632, i32 %arg292, i32 31)
  %cmp307.not = icmp slt i64 %sub40, 1
  br i1 %cmp307.not, label %endif311, label %then310

then310:                                          ; preds = %endif
  %mul308 = mul i64 %mul12, %6
  %fmul298 = fmul float %x73, 2.000000e+00
  %fadd299 = fadd float %x57, %fmul298
  %fmul300 = fmul float %x74, 3.000000e+00
  %fadd301 = fadd float %fmul300, %fadd299
  %sel297.v = select i1 %cmp296, i32 %call294, i32 %call288
  %sel297 = bitcast i32 %sel297.v to float
  %fmul302 = fmul float %sel297, 4.000000e+00
  %fadd303 = fadd float %fadd301, %fmul302
  %fmul304 = fmul float %x92, 5.000000e+00
  %fadd305 = fadd float %fmul304, %fadd303
  %sel.v = select i1 %cmp25, i32 %call278, i32 %call274
  %sel = bitcast i32 %sel.v to float
  %fmul = fmul float %sel, 2.000000e+00
  %fadd = fadd float %x, %fmul
  %fmul281 = fmul float %x73, 3.000000e+00
  %fadd282 = fadd float %fmul281, %fadd
  %fmul283 = fmul float %x74, 4.000000e+00
  %fadd284 = fadd float %fmul283, %fadd282
  %fmul285 = fmul float %x91, 5.000000e+00
  %fadd286 = fadd float %fmul285, %fadd284
  %v312 = insertelement <2 x float> poison, float %fadd286, i64 0
  %v313 = insertelement <2 x float> %v312, float %fadd305, i64 1
  %25 = getelementptr float, ptr addrspace(1) %11, i64 %mul308
  %p314 = getelementptr float, ptr addrspace(1) %25, i64 %add16
  store <2 x float> %v313, ptr addrspace(1) %p314, align 8
  br label %endif311

endif311:                                         ; preds = %then310, %endif
  %bits315 = bitcast float %x92 to i32
  %call316 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits315, i32 1, i32 0)
  %call322 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v961633, i32 %arg, i32 31)
  %bits334 = bitcast float %x91 to i32
  %call335 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits334, i32 1, i32 31)
  %call341 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v961633, i32 %arg292, i32 31)
  %cmp354 = icmp sgt i64 %sub40, 1
  br i1 %cmp354, label %then358, label %endif359

then358:                                          ; preds = %endif311
  %mul356 = mul i64 %add79, %6
  %fmul345 = fmul float %x91, 2.000000e+00
  %fadd346 = fadd float %x74, %fmul345
  %fmul347 = fmul float %x92, 3.000000e+00
  %fadd348 = fadd float %fmul347, %fadd346
  %sel344.v = select i1 %cmp296, i32 %call341, i32 %call335
  %sel344 = bitcast i32 %sel344.v to float
  %fmul349 = fmul float %sel344, 4.000000e+00
  %fadd350 = fadd float %fadd348, %fmul349
  %fmul351 = fmul float %x110, 5.000000e+00
  %fadd352 = fadd float %fmul351, %fadd350
  %sel325.v = select i1 %cmp25, i32 %call322, i32 %call316
  %sel325 = bitcast i32 %sel325.v to float
  %fmul326 = fmul float %sel325, 2.000000e+00
  %fadd327 = fadd float %x73, %fmul326
  %fmul328 = fmul float %x91, 3.000000e+00
  %fadd329 = fadd float %fmul328, %fadd327
  %fmul330 = fmul float %x92, 4.000000e+00
  %fadd331 = fadd float %fmul330, %fadd329
  %fmul332 = fmul float %x109, 5.000000e+00
  %fadd333 = fadd float %fmul332, %fadd331
  %v360 = insertelement <2 x float> poison, float %fadd333, i64 0
  %v361 = insertelement <2 x float> %v360, float %fadd352, i64 1
  %26 = getelementptr float, ptr addrspace(1) %11, i64 %mul356
  %p362 = getelementptr float, ptr addrspace(1) %26, i64 %add16
  store <2 x float> %v361, ptr addrspace(1) %p362, align 8
  br label %endif359

endif359:                                         ; preds = %then358, %endif311
  %bits363 = bitcast float %x110 to i32
  %call364 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits363, i32 1, i32 0)
  %call370 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v1141634, i32 %arg, i32 31)
  %bits382 = bitcast float %x109 to i32
  %call383 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits382, i32 1, i32 31)
  %call389 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v1141634, i32 %arg292, i32 31)
  %cmp402 = icmp sgt i64 %sub40, 2
  br i1 %cmp402, label %then406, label %endif407

then406:                                          ; preds = %endif359
  %mul404 = mul i64 %add97, %6
  %fmul393 = fmul float %x109, 2.000000e+00
  %fadd394 = fadd float %x92, %fmul393
  %fmul395 = fmul float %x110, 3.000000e+00
  %fadd396 = fadd float %fmul395, %fadd394
  %sel392.v = select i1 %cmp296, i32 %call389, i32 %call383
  %sel392 = bitcast i32 %sel392.v to float
  %fmul397 = fmul float %sel392, 4.000000e+00
  %fadd398 = fadd float %fadd396, %fmul397
  %fmul399 = fmul float %x128, 5.000000e+00
  %fadd400 = fadd float %fmul399, %fadd398
  %sel373.v = select i1 %cmp25, i32 %call370, i32 %call364
  %sel373 = bitcast i32 %sel373.v to float
  %fmul374 = fmul float %sel373, 2.000000e+00
  %fadd375 = fadd float %x91, %fmul374
  %fmul376 = fmul float %x109, 3.000000e+00
  %fadd377 = fadd float %fmul376, %fadd375
  %fmul378 = fmul float %x110, 4.000000e+00
  %fadd379 = fadd float %fmul378, %fadd377
  %fmul380 = fmul float %x127, 5.000000e+00
  %fadd381 = fadd float %fmul380, %fadd379
  %v408 = insertelement <2 x float> poison, float %fadd381, i64 0
  %v409 = insertelement <2 x float> %v408, float %fadd400, i64 1
  %27 = getelementptr float, ptr addrspace(1) %11, i64 %mul404
  %p410 = getelementptr float, ptr addrspace(1) %27, i64 %add16
  store <2 x float> %v409, ptr addrspace(1) %p410, align 8
  br label %endif407

endif407:                                         ; preds = %then406, %endif359
  %bits411 = bitcast float %x128 to i32
  %call412 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits411, i32 1, i32 0)
  %call418 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v1321635, i32 %arg, i32 31)
  %bits430 = bitcast float %x127 to i32
  %call431 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits430, i32 1, i32 31)
  %call437 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v1321635, i32 %arg292, i32 31)
  %cmp450 = icmp sgt i64 %sub40, 3
  br i1 %cmp450, label %then454, label %endif455

then454:                                          ; preds = %endif407
  %mul452 = mul i64 %add115, %6
  %fmul441 = fmul float %x127, 2.000000e+00
  %fadd442 = fadd float %x110, %fmul441
  %fmul443 = fmul float %x128, 3.000000e+00
  %fadd444 = fadd float %fmul443, %fadd442
  %sel440.v = select i1 %cmp296, i32 %call437, i32 %call431
  %sel440 = bitcast i32 %sel440.v to float
  %fmul445 = fmul float %sel440, 4.000000e+00
  %fadd446 = fadd float %fadd444, %fmul445
  %fmul447 = fmul float %x146, 5.000000e+00
  %fadd448 = fadd float %fmul447, %fadd446
  %sel421.v = select i1 %cmp25, i32 %call418, i32 %call412
  %sel421 = bitcast i32 %sel421.v to float
  %fmul422 = fmul float %sel421, 2.000000e+00
  %fadd423 = fadd float %x109, %fmul422
  %fmul424 = fmul float %x127, 3.000000e+00
  %fadd425 = fadd float %fmul424, %fadd423
  %fmul426 = fmul float %x128, 4.000000e+00
  %fadd427 = fadd float %fmul426, %fadd425
  %fmul428 = fmul float %x145, 5.000000e+00
  %fadd429 = fadd float %fmul428, %fadd427
  %v456 = insertelement <2 x float> poison, float %fadd429, i64 0
  %v457 = insertelement <2 x float> %v456, float %fadd448, i64 1
  %28 = getelementptr float, ptr addrspace(1) %11, i64 %mul452
  %p458 = getelementptr float, ptr addrspace(1) %28, i64 %add16
  store <2 x float> %v457, ptr addrspace(1) %p458, align 8
  br label %endif455

endif455:                                         ; preds = %then454, %endif407
  br i1 %cmp185, label %tile.step, label %tile.done

tile.step:                                        ; preds = %endif455
  %cmp465 = icmp ugt i64 %add41, 11
  br i1 %cmp465, label %then467, label %endif469

then467:                                          ; preds = %tile.step
  %add466 = or disjoint i64 %mul12, 9
  %call472 = tail call i64 @llvm.smin.i64(i64 %add466, i64 %5)
  %call473 = tail call i64 @llvm.smax.i64(i64 %call472, i64 -1)
  %call475 = tail call i64 @llvm.smin.i64(i64 %call473, i64 %sub50)
  %call476 = tail call i64 @llvm.smax.i64(i64 %call475, i64 0)
  %mul477 = mul i64 %call476, %4
  %29 = getelementptr float, ptr addrspace(1) %2, i64 %mul477
  %p480 = getelementptr float, ptr addrspace(1) %29, i64 %add16
  %call481 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p480, i32 8)
  %x482 = extractelement <2 x float> %call481, i64 0
  %x483 = extractelement <2 x float> %call481, i64 1
  %p486 = getelementptr float, ptr addrspace(1) %29, i64 %call33
  %v4871641 = load i32, ptr addrspace(1) %p486, align 4
  %add488 = or disjoint i64 %mul12, 10
  %call490 = tail call i64 @llvm.smin.i64(i64 %add488, i64 %5)
  %call491 = tail call i64 @llvm.smax.i64(i64 %call490, i64 -1)
  %call493 = tail call i64 @llvm.smin.i64(i64 %call491, i64 %sub50)
  %call494 = tail call i64 @llvm.smax.i64(i64 %call493, i64 0)
  %mul495 = mul i64 %call494, %4
  %30 = getelementptr float, ptr addrspace(1) %2, i64 %mul495
  %p498 = getelementptr float, ptr addrspace(1) %30, i64 %add16
  %call499 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p498, i32 8)
  %x500 = extractelement <2 x float> %call499, i64 0
  %x501 = extractelement <2 x float> %call499, i64 1
  %p504 = getelementptr float, ptr addrspace(1) %30, i64 %call33
  %v5051642 = load i32, ptr addrspace(1) %p504, align 4
  %add506 = or disjoint i64 %mul12, 11
  %call508 = tail call i64 @llvm.smin.i64(i64 %add506, i64 %5)
  %call509 = tail call i64 @llvm.smax.i64(i64 %call508, i64 -1)
  %call511 = tail call i64 @llvm.smin.i64(i64 %call509, i64 %sub50)
  %call512 = tail call i64 @llvm.smax.i64(i64 %call511, i64 0)
  %mul513 = mul i64 %call512, %4
  %31 = getelementptr float, ptr addrspace(1) %2, i64 %mul513
  %p516 = getelementptr float, ptr addrspace(1) %31, i64 %add16
  %call517 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p516, i32 8)
  %x518 = extractelement <2 x float> %call517, i64 0
  %x519 = extractelement <2 x float> %call517, i64 1
  %p522 = getelementptr float, ptr addrspace(1) %31, i64 %call33
  %v5231643 = load i32, ptr addrspace(1) %p522, align 4
  %add524 = or disjoint i64 %mul12, 12
  %call526 = tail call i64 @llvm.smin.i64(i64 %add524, i64 %5)
  %call527 = tail call i64 @llvm.smax.i64(i64 %call526, i64 -1)
  %call529 = tail call i64 @llvm.smin.i64(i64 %call527, i64 %sub50)
  %call530 = tail call i64 @llvm.smax.i64(i64 %call529, i64 0)
  %mul531 = mul i64 %call530, %4
  %32 = getelementptr float, ptr addrspace(1) %2, i64 %mul531
  %p534 = getelementptr float, ptr addrspace(1) %32, i64 %add16
  %call535 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p534, i32 8)
  %x536 = extractelement <2 x float> %call535, i64 0
  %x537 = extractelement <2 x float> %call535, i64 1
  %p540 = getelementptr float, ptr addrspace(1) %32, i64 %call33
  %v5411644 = load i32, ptr addrspace(1) %p540, align 4
  br label %endif469

endif469:                                         ; preds = %tile.step, %then467
  %phi542 = phi float [ %x482, %then467 ], [ 0.000000e+00, %tile.step ]
  %phi543 = phi float [ %x483, %then467 ], [ 0.000000e+00, %tile.step ]
  %bits904 = phi i32 [ %v4871641, %then467 ], [ 0, %tile.step ]
  %phi545 = phi float [ %x500, %then467 ], [ 0.000000e+00, %tile.step ]
  %phi546 = phi float [ %x501, %then467 ], [ 0.000000e+00, %tile.step ]
  %bits952 = phi i32 [ %v5051642, %then467 ], [ 0, %tile.step ]
  %phi548 = phi float [ %x518, %then467 ], [ 0.000000e+00, %tile.step ]
  %phi549 = phi float [ %x519, %then467 ], [ 0.000000e+00, %tile.step ]
  %bits1000 = phi i32 [ %v5231643, %then467 ], [ 0, %tile.step ]
  %phi551 = phi float [ %x536, %then467 ], [ 0.000000e+00, %tile.step ]
  %phi552 = phi float [ %x537, %then467 ], [ 0.000000e+00, %tile.step ]
  %bits1148 = phi i32 [ %v5411644, %then467 ], [ 0, %tile.step ]
  %sub554 = sub i64 %5, %add133
  %bits558 = bitcast float %x146 to i32
  %call559 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits558, i32 1, i32 0)
  %call565 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v1501636, i32 %arg, i32 31)
  %bits577 = bitcast float %x145 to i32
  %call578 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits577, i32 1, i32 31)
  %call584 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %v1501636, i32 %arg292, i32 31)
  %cmp597.not = icmp slt i64 %sub554, 1
  br i1 %cmp597.not, label %endif602, label %then601

then601:                                          ; preds = %endif469
  %mul599 = mul i64 %add133, %6
  %fmul588 = fmul float %x145, 2.000000e+00
  %fadd589 = fadd float %x128, %fmul588
  %fmul590 = fmul float %x146, 3.000000e+00
  %fadd591 = fadd float %fmul590, %fadd589
  %sel587.v = select i1 %cmp296, i32 %call584, i32 %call578
  %sel587 = bitcast i32 %sel587.v to float
  %fmul592 = fmul float %sel587, 4.000000e+00
  %fadd593 = fadd float %fadd591, %fmul592
  %fmul594 = fmul float %phi260, 5.000000e+00
  %fadd595 = fadd float %fmul594, %fadd593
  %sel568.v = select i1 %cmp25, i32 %call565, i32 %call559
  %sel568 = bitcast i32 %sel568.v to float
  %fmul569 = fmul float %sel568, 2.000000e+00
  %fadd570 = fadd float %x127, %fmul569
  %fmul571 = fmul float %x145, 3.000000e+00
  %fadd572 = fadd float %fmul571, %fadd570
  %fmul573 = fmul float %x146, 4.000000e+00
  %fadd574 = fadd float %fmul573, %fadd572
  %fmul575 = fmul float %phi259, 5.000000e+00
  %fadd576 = fadd float %fmul575, %fadd574
  %v603 = insertelement <2 x float> poison, float %fadd576, i64 0
  %v604 = insertelement <2 x float> %v603, float %fadd595, i64 1
  %33 = getelementptr float, ptr addrspace(1) %11, i64 %mul599
  %p605 = getelementptr float, ptr addrspace(1) %33, i64 %add16
  store <2 x float> %v604, ptr addrspace(1) %p605, align 8
  br label %endif602

endif602:                                         ; preds = %then601, %endif469
  %bits606 = bitcast float %phi260 to i32
  %call607 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits606, i32 1, i32 0)
  %call613 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits612, i32 %arg, i32 31)
  %bits625 = bitcast float %phi259 to i32
  %call626 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits625, i32 1, i32 31)
  %call632 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits612, i32 %arg292, i32 31)
  %cmp645 = icmp sgt i64 %sub554, 1
  br i1 %cmp645, label %then649, label %endif650

then649:                                          ; preds = %endif602
  %add644 = or disjoint i64 %mul12, 5
  %mul647 = mul i64 %add644, %6
  %fmul636 = fmul float %phi259, 2.000000e+00
  %fadd637 = fadd float %x146, %fmul636
  %fmul638 = fmul float %phi260, 3.000000e+00
  %fadd639 = fadd float %fadd637, %fmul638
  %sel635.v = select i1 %cmp296, i32 %call632, i32 %call626
  %sel635 = bitcast i32 %sel635.v to float
  %fmul640 = fmul float %sel635, 4.000000e+00
  %fadd641 = fadd float %fadd639, %fmul640
  %fmul642 = fmul float %phi263, 5.000000e+00
  %fadd643 = fadd float %fmul642, %fadd641
  %sel616.v = select i1 %cmp25, i32 %call613, i32 %call607
  %sel616 = bitcast i32 %sel616.v to float
  %fmul617 = fmul float %sel616, 2.000000e+00
  %fadd618 = fadd float %x145, %fmul617
  %fmul619 = fmul float %phi259, 3.000000e+00
  %fadd620 = fadd float %fmul619, %fadd618
  %fmul621 = fmul float %phi260, 4.000000e+00
  %fadd622 = fadd float %fmul621, %fadd620
  %fmul623 = fmul float %phi262, 5.000000e+00
  %fadd624 = fadd float %fmul623, %fadd622
  %v651 = insertelement <2 x float> poison, float %fadd624, i64 0
  %v652 = insertelement <2 x float> %v651, float %fadd643, i64 1
  %34 = getelementptr float, ptr addrspace(1) %11, i64 %mul647
  %p653 = getelementptr float, ptr addrspace(1) %34, i64 %add16
  store <2 x float> %v652, ptr addrspace(1) %p653, align 8
  br label %endif650

endif650:                                         ; preds = %then649, %endif602
  %bits654 = bitcast float %phi263 to i32
  %call655 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits654, i32 1, i32 0)
  %call661 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits660, i32 %arg, i32 31)
  %bits673 = bitcast float %phi262 to i32
  %call674 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits673, i32 1, i32 31)
  %call680 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits660, i32 %arg292, i32 31)
  %cmp693 = icmp sgt i64 %sub554, 2
  br i1 %cmp693, label %then697, label %endif698

then697:                                          ; preds = %endif650
  %add692 = or disjoint i64 %mul12, 6
  %mul695 = mul i64 %add692, %6
  %fmul684 = fmul float %phi262, 2.000000e+00
  %fadd685 = fadd float %phi260, %fmul684
  %fmul686 = fmul float %phi263, 3.000000e+00
  %fadd687 = fadd float %fadd685, %fmul686
  %sel683.v = select i1 %cmp296, i32 %call680, i32 %call674
  %sel683 = bitcast i32 %sel683.v to float
  %fmul688 = fmul float %sel683, 4.000000e+00
  %fadd689 = fadd float %fadd687, %fmul688
  %fmul690 = fmul float %phi266, 5.000000e+00
  %fadd691 = fadd float %fmul690, %fadd689
  %sel664.v = select i1 %cmp25, i32 %call661, i32 %call655
  %sel664 = bitcast i32 %sel664.v to float
  %fmul665 = fmul float %sel664, 2.000000e+00
  %fadd666 = fadd float %phi259, %fmul665
  %fmul667 = fmul float %phi262, 3.000000e+00
  %fadd668 = fadd float %fmul667, %fadd666
  %fmul669 = fmul float %phi263, 4.000000e+00
  %fadd670 = fadd float %fmul669, %fadd668
  %fmul671 = fmul float %phi265, 5.000000e+00
  %fadd672 = fadd float %fmul671, %fadd670
  %v699 = insertelement <2 x float> poison, float %fadd672, i64 0
  %v700 = insertelement <2 x float> %v699, float %fadd691, i64 1
  %35 = getelementptr float, ptr addrspace(1) %11, i64 %mul695
  %p701 = getelementptr float, ptr addrspace(1) %35, i64 %add16
  store <2 x float> %v700, ptr addrspace(1) %p701, align 8
  br label %endif698

endif698:                                         ; preds = %then697, %endif650
  %bits702 = bitcast float %phi266 to i32
  %call703 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits702, i32 1, i32 0)
  %call709 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits708, i32 %arg, i32 31)
  %bits721 = bitcast float %phi265 to i32
  %call722 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits721, i32 1, i32 31)
  %call728 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits708, i32 %arg292, i32 31)
  %cmp741 = icmp sgt i64 %sub554, 3
  br i1 %cmp741, label %then745, label %endif746

then745:                                          ; preds = %endif698
  %add740 = or disjoint i64 %mul12, 7
  %mul743 = mul i64 %add740, %6
  %fmul732 = fmul float %phi265, 2.000000e+00
  %fadd733 = fadd float %phi263, %fmul732
  %fmul734 = fmul float %phi266, 3.000000e+00
  %fadd735 = fadd float %fadd733, %fmul734
  %sel731.v = select i1 %cmp296, i32 %call728, i32 %call722
  %sel731 = bitcast i32 %sel731.v to float
  %fmul736 = fmul float %sel731, 4.000000e+00
  %fadd737 = fadd float %fadd735, %fmul736
  %fmul738 = fmul float %phi269, 5.000000e+00
  %fadd739 = fadd float %fmul738, %fadd737
  %sel712.v = select i1 %cmp25, i32 %call709, i32 %call703
  %sel712 = bitcast i32 %sel712.v to float
  %fmul713 = fmul float %sel712, 2.000000e+00
  %fadd714 = fadd float %phi262, %fmul713
  %fmul715 = fmul float %phi265, 3.000000e+00
  %fadd716 = fadd float %fmul715, %fadd714
  %fmul717 = fmul float %phi266, 4.000000e+00
  %fadd718 = fadd float %fmul717, %fadd716
  %fmul719 = fmul float %phi268, 5.000000e+00
  %fadd720 = fadd float %fmul719, %fadd718
  %v747 = insertelement <2 x float> poison, float %fadd720, i64 0
  %v748 = insertelement <2 x float> %v747, float %fadd739, i64 1
  %36 = getelementptr float, ptr addrspace(1) %11, i64 %mul743
  %p749 = getelementptr float, ptr addrspace(1) %36, i64 %add16
  store <2 x float> %v748, ptr addrspace(1) %p749, align 8
  br label %endif746

endif746:                                         ; preds = %then745, %endif698
  br i1 %cmp465, label %tile.step752, label %tile.done

tile.step752:                                     ; preds = %endif746
  %add755 = or disjoint i64 %mul12, 8
  %cmp757 = icmp ugt i64 %add41, 15
  br i1 %cmp757, label %then759, label %endif761

then759:                                          ; preds = %tile.step752
  %add758 = or disjoint i64 %mul12, 13
  %call764 = tail call i64 @llvm.smin.i64(i64 %add758, i64 %5)
  %call765 = tail call i64 @llvm.smax.i64(i64 %call764, i64 -1)
  %call767 = tail call i64 @llvm.smin.i64(i64 %call765, i64 %sub50)
  %call768 = tail call i64 @llvm.smax.i64(i64 %call767, i64 0)
  %mul769 = mul i64 %call768, %4
  %37 = getelementptr float, ptr addrspace(1) %2, i64 %mul769
  %p772 = getelementptr float, ptr addrspace(1) %37, i64 %add16
  %call773 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p772, i32 8)
  %x774 = extractelement <2 x float> %call773, i64 0
  %x775 = extractelement <2 x float> %call773, i64 1
  %p778 = getelementptr float, ptr addrspace(1) %37, i64 %call33
  %v7791645 = load i32, ptr addrspace(1) %p778, align 4
  %add780 = or disjoint i64 %mul12, 14
  %call782 = tail call i64 @llvm.smin.i64(i64 %add780, i64 %5)
  %call783 = tail call i64 @llvm.smax.i64(i64 %call782, i64 -1)
  %call785 = tail call i64 @llvm.smin.i64(i64 %call783, i64 %sub50)
  %call786 = tail call i64 @llvm.smax.i64(i64 %call785, i64 0)
  %mul787 = mul i64 %call786, %4
  %38 = getelementptr float, ptr addrspace(1) %2, i64 %mul787
  %p790 = getelementptr float, ptr addrspace(1) %38, i64 %add16
  %call791 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p790, i32 8)
  %x792 = extractelement <2 x float> %call791, i64 0
  %x793 = extractelement <2 x float> %call791, i64 1
  %p796 = getelementptr float, ptr addrspace(1) %38, i64 %call33
  %v7971646 = load i32, ptr addrspace(1) %p796, align 4
  %add798 = or disjoint i64 %mul12, 15
  %call800 = tail call i64 @llvm.smin.i64(i64 %add798, i64 %5)
  %call801 = tail call i64 @llvm.smax.i64(i64 %call800, i64 -1)
  %call803 = tail call i64 @llvm.smin.i64(i64 %call801, i64 %sub50)
  %call804 = tail call i64 @llvm.smax.i64(i64 %call803, i64 0)
  %mul805 = mul i64 %call804, %4
  %39 = getelementptr float, ptr addrspace(1) %2, i64 %mul805
  %p808 = getelementptr float, ptr addrspace(1) %39, i64 %add16
  %call809 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p808, i32 8)
  %x810 = extractelement <2 x float> %call809, i64 0
  %x811 = extractelement <2 x float> %call809, i64 1
  %p814 = getelementptr float, ptr addrspace(1) %39, i64 %call33
  %v8151647 = load i32, ptr addrspace(1) %p814, align 4
  %add816 = add i64 %mul12, 16
  %call818 = tail call i64 @llvm.smin.i64(i64 %add816, i64 %5)
  %call819 = tail call i64 @llvm.smax.i64(i64 %call818, i64 -1)
  %call821 = tail call i64 @llvm.smin.i64(i64 %call819, i64 %sub50)
  %call822 = tail call i64 @llvm.smax.i64(i64 %call821, i64 0)
  %mul823 = mul i64 %call822, %4
  %40 = getelementptr float, ptr addrspace(1) %2, i64 %mul823
  %p826 = getelementptr float, ptr addrspace(1) %40, i64 %add16
  %call827 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p826, i32 8)
  %x828 = extractelement <2 x float> %call827, i64 0
  %x829 = extractelement <2 x float> %call827, i64 1
  br label %endif761

endif761:                                         ; preds = %tile.step752, %then759
  %phi834 = phi float [ %x774, %then759 ], [ 0.000000e+00, %tile.step752 ]
  %phi835 = phi float [ %x775, %then759 ], [ 0.000000e+00, %tile.step752 ]
  %bits1196 = phi i32 [ %v7791645, %then759 ], [ 0, %tile.step752 ]
  %phi837 = phi float [ %x792, %then759 ], [ 0.000000e+00, %tile.step752 ]
  %phi838 = phi float [ %x793, %then759 ], [ 0.000000e+00, %tile.step752 ]
  %bits1244 = phi i32 [ %v7971646, %then759 ], [ 0, %tile.step752 ]
  %phi840 = phi float [ %x810, %then759 ], [ 0.000000e+00, %tile.step752 ]
  %phi841 = phi float [ %x811, %then759 ], [ 0.000000e+00, %tile.step752 ]
  %bits1292 = phi i32 [ %v8151647, %then759 ], [ 0, %tile.step752 ]
  %phi843 = phi float [ %x828, %then759 ], [ 0.000000e+00, %tile.step752 ]
  %phi844 = phi float [ %x829, %then759 ], [ 0.000000e+00, %tile.step752 ]
  %sub846 = sub i64 %5, %add755
  %bits850 = bitcast float %phi269 to i32
  %call851 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits850, i32 1, i32 0)
  %call857 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits856, i32 %arg, i32 31)
  %bits869 = bitcast float %phi268 to i32
  %call870 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits869, i32 1, i32 31)
  %call876 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits856, i32 %arg292, i32 31)
  %cmp889.not = icmp slt i64 %sub846, 1
  br i1 %cmp889.not, label %endif894, label %then893

then893:                                          ; preds = %endif761
  %mul891 = mul i64 %add755, %6
  %fmul880 = fmul float %phi268, 2.000000e+00
  %fadd881 = fadd float %phi266, %fmul880
  %fmul882 = fmul float %phi269, 3.000000e+00
  %fadd883 = fadd float %fadd881, %fmul882
  %sel879.v = select i1 %cmp296, i32 %call876, i32 %call870
  %sel879 = bitcast i32 %sel879.v to float
  %fmul884 = fmul float %sel879, 4.000000e+00
  %fadd885 = fadd float %fadd883, %fmul884
  %fmul886 = fmul float %phi543, 5.000000e+00
  %fadd887 = fadd float %fmul886, %fadd885
  %sel860.v = select i1 %cmp25, i32 %call857, i32 %call851
  %sel860 = bitcast i32 %sel860.v to float
  %fmul861 = fmul float %sel860, 2.000000e+00
  %fadd862 = fadd float %phi265, %fmul861
  %fmul863 = fmul float %phi268, 3.000000e+00
  %fadd864 = fadd float %fmul863, %fadd862
  %fmul865 = fmul float %phi269, 4.000000e+00
  %fadd866 = fadd float %fmul865, %fadd864
  %fmul867 = fmul float %phi542, 5.000000e+00
  %fadd868 = fadd float %fmul867, %fadd866
  %v895 = insertelement <2 x float> poison, float %fadd868, i64 0
  %v896 = insertelement <2 x float> %v895, float %fadd887, i64 1
  %41 = getelementptr float, ptr addrspace(1) %11, i64 %mul891
  %p897 = getelementptr float, ptr addrspace(1) %41, i64 %add16
  store <2 x float> %v896, ptr addrspace(1) %p897, align 8
  br label %endif894

endif894:                                         ; preds = %then893, %endif761
  %bits898 = bitcast float %phi543 to i32
  %call899 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits898, i32 1, i32 0)
  %call905 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits904, i32 %arg, i32 31)
  %bits917 = bitcast float %phi542 to i32
  %call918 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits917, i32 1, i32 31)
  %call924 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits904, i32 %arg292, i32 31)
  %cmp937 = icmp sgt i64 %sub846, 1
  br i1 %cmp937, label %then941, label %endif942

then941:                                          ; preds = %endif894
  %add936 = or disjoint i64 %mul12, 9
  %mul939 = mul i64 %add936, %6
  %fmul928 = fmul float %phi542, 2.000000e+00
  %fadd929 = fadd float %phi269, %fmul928
  %fmul930 = fmul float %phi543, 3.000000e+00
  %fadd931 = fadd float %fadd929, %fmul930
  %sel927.v = select i1 %cmp296, i32 %call924, i32 %call918
  %sel927 = bitcast i32 %sel927.v to float
  %fmul932 = fmul float %sel927, 4.000000e+00
  %fadd933 = fadd float %fadd931, %fmul932
  %fmul934 = fmul float %phi546, 5.000000e+00
  %fadd935 = fadd float %fmul934, %fadd933
  %sel908.v = select i1 %cmp25, i32 %call905, i32 %call899
  %sel908 = bitcast i32 %sel908.v to float
  %fmul909 = fmul float %sel908, 2.000000e+00
  %fadd910 = fadd float %phi268, %fmul909
  %fmul911 = fmul float %phi542, 3.000000e+00
  %fadd912 = fadd float %fmul911, %fadd910
  %fmul913 = fmul float %phi543, 4.000000e+00
  %fadd914 = fadd float %fmul913, %fadd912
  %fmul915 = fmul float %phi545, 5.000000e+00
  %fadd916 = fadd float %fmul915, %fadd914
  %v943 = insertelement <2 x float> poison, float %fadd916, i64 0
  %v944 = insertelement <2 x float> %v943, float %fadd935, i64 1
  %42 = getelementptr float, ptr addrspace(1) %11, i64 %mul939
  %p945 = getelementptr float, ptr addrspace(1) %42, i64 %add16
  store <2 x float> %v944, ptr addrspace(1) %p945, align 8
  br label %endif942

endif942:                                         ; preds = %then941, %endif894
  %bits946 = bitcast float %phi546 to i32
  %call947 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits946, i32 1, i32 0)
  %call953 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits952, i32 %arg, i32 31)
  %bits965 = bitcast float %phi545 to i32
  %call966 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits965, i32 1, i32 31)
  %call972 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits952, i32 %arg292, i32 31)
  %cmp985 = icmp sgt i64 %sub846, 2
  br i1 %cmp985, label %then989, label %endif990

then989:                                          ; preds = %endif942
  %add984 = or disjoint i64 %mul12, 10
  %mul987 = mul i64 %add984, %6
  %fmul976 = fmul float %phi545, 2.000000e+00
  %fadd977 = fadd float %phi543, %fmul976
  %fmul978 = fmul float %phi546, 3.000000e+00
  %fadd979 = fadd float %fadd977, %fmul978
  %sel975.v = select i1 %cmp296, i32 %call972, i32 %call966
  %sel975 = bitcast i32 %sel975.v to float
  %fmul980 = fmul float %sel975, 4.000000e+00
  %fadd981 = fadd float %fadd979, %fmul980
  %fmul982 = fmul float %phi549, 5.000000e+00
  %fadd983 = fadd float %fmul982, %fadd981
  %sel956.v = select i1 %cmp25, i32 %call953, i32 %call947
  %sel956 = bitcast i32 %sel956.v to float
  %fmul957 = fmul float %sel956, 2.000000e+00
  %fadd958 = fadd float %phi542, %fmul957
  %fmul959 = fmul float %phi545, 3.000000e+00
  %fadd960 = fadd float %fmul959, %fadd958
  %fmul961 = fmul float %phi546, 4.000000e+00
  %fadd962 = fadd float %fmul961, %fadd960
  %fmul963 = fmul float %phi548, 5.000000e+00
  %fadd964 = fadd float %fmul963, %fadd962
  %v991 = insertelement <2 x float> poison, float %fadd964, i64 0
  %v992 = insertelement <2 x float> %v991, float %fadd983, i64 1
  %43 = getelementptr float, ptr addrspace(1) %11, i64 %mul987
  %p993 = getelementptr float, ptr addrspace(1) %43, i64 %add16
  store <2 x float> %v992, ptr addrspace(1) %p993, align 8
  br label %endif990

endif990:                                         ; preds = %then989, %endif942
  %bits994 = bitcast float %phi549 to i32
  %call995 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits994, i32 1, i32 0)
  %call1001 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1000, i32 %arg, i32 31)
  %bits1013 = bitcast float %phi548 to i32
  %call1014 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1013, i32 1, i32 31)
  %call1020 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1000, i32 %arg292, i32 31)
  %cmp1033 = icmp sgt i64 %sub846, 3
  br i1 %cmp1033, label %then1037, label %endif1038

then1037:                                         ; preds = %endif990
  %add1032 = or disjoint i64 %mul12, 11
  %mul1035 = mul i64 %add1032, %6
  %fmul1024 = fmul float %phi548, 2.000000e+00
  %fadd1025 = fadd float %phi546, %fmul1024
  %fmul1026 = fmul float %phi549, 3.000000e+00
  %fadd1027 = fadd float %fadd1025, %fmul1026
  %sel1023.v = select i1 %cmp296, i32 %call1020, i32 %call1014
  %sel1023 = bitcast i32 %sel1023.v to float
  %fmul1028 = fmul float %sel1023, 4.000000e+00
  %fadd1029 = fadd float %fadd1027, %fmul1028
  %fmul1030 = fmul float %phi552, 5.000000e+00
  %fadd1031 = fadd float %fmul1030, %fadd1029
  %sel1004.v = select i1 %cmp25, i32 %call1001, i32 %call995
  %sel1004 = bitcast i32 %sel1004.v to float
  %fmul1005 = fmul float %sel1004, 2.000000e+00
  %fadd1006 = fadd float %phi545, %fmul1005
  %fmul1007 = fmul float %phi548, 3.000000e+00
  %fadd1008 = fadd float %fmul1007, %fadd1006
  %fmul1009 = fmul float %phi549, 4.000000e+00
  %fadd1010 = fadd float %fmul1009, %fadd1008
  %fmul1011 = fmul float %phi551, 5.000000e+00
  %fadd1012 = fadd float %fmul1011, %fadd1010
  %v1039 = insertelement <2 x float> poison, float %fadd1012, i64 0
  %v1040 = insertelement <2 x float> %v1039, float %fadd1031, i64 1
  %44 = getelementptr float, ptr addrspace(1) %11, i64 %mul1035
  %p1041 = getelementptr float, ptr addrspace(1) %44, i64 %add16
  store <2 x float> %v1040, ptr addrspace(1) %p1041, align 8
  br label %endif1038

endif1038:                                        ; preds = %then1037, %endif990
  br i1 %cmp757, label %tile.step1044, label %tile.done

tile.step1044:                                    ; preds = %endif1038
  %add1047 = or disjoint i64 %mul12, 12
  %sub1138 = sub i64 %5, %add1047
  %bits1142 = bitcast float %phi552 to i32
  %call1143 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1142, i32 1, i32 0)
  %call1149 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1148, i32 %arg, i32 31)
  %bits1161 = bitcast float %phi551 to i32
  %call1162 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1161, i32 1, i32 31)
  %call1168 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1148, i32 %arg292, i32 31)
  %cmp1181.not = icmp slt i64 %sub1138, 1
  br i1 %cmp1181.not, label %endif1186, label %then1185

then1185:                                         ; preds = %tile.step1044
  %mul1183 = mul i64 %add1047, %6
  %fmul1172 = fmul float %phi551, 2.000000e+00
  %fadd1173 = fadd float %phi549, %fmul1172
  %fmul1174 = fmul float %phi552, 3.000000e+00
  %fadd1175 = fadd float %fadd1173, %fmul1174
  %sel1171.v = select i1 %cmp296, i32 %call1168, i32 %call1162
  %sel1171 = bitcast i32 %sel1171.v to float
  %fmul1176 = fmul float %sel1171, 4.000000e+00
  %fadd1177 = fadd float %fadd1175, %fmul1176
  %fmul1178 = fmul float %phi835, 5.000000e+00
  %fadd1179 = fadd float %fmul1178, %fadd1177
  %sel1152.v = select i1 %cmp25, i32 %call1149, i32 %call1143
  %sel1152 = bitcast i32 %sel1152.v to float
  %fmul1153 = fmul float %sel1152, 2.000000e+00
  %fadd1154 = fadd float %phi548, %fmul1153
  %fmul1155 = fmul float %phi551, 3.000000e+00
  %fadd1156 = fadd float %fmul1155, %fadd1154
  %fmul1157 = fmul float %phi552, 4.000000e+00
  %fadd1158 = fadd float %fmul1157, %fadd1156
  %fmul1159 = fmul float %phi834, 5.000000e+00
  %fadd1160 = fadd float %fmul1159, %fadd1158
  %v1187 = insertelement <2 x float> poison, float %fadd1160, i64 0
  %v1188 = insertelement <2 x float> %v1187, float %fadd1179, i64 1
  %45 = getelementptr float, ptr addrspace(1) %11, i64 %mul1183
  %p1189 = getelementptr float, ptr addrspace(1) %45, i64 %add16
  store <2 x float> %v1188, ptr addrspace(1) %p1189, align 8
  br label %endif1186

endif1186:                                        ; preds = %then1185, %tile.step1044
  %bits1190 = bitcast float %phi835 to i32
  %call1191 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1190, i32 1, i32 0)
  %call1197 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1196, i32 %arg, i32 31)
  %bits1209 = bitcast float %phi834 to i32
  %call1210 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1209, i32 1, i32 31)
  %call1216 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1196, i32 %arg292, i32 31)
  %cmp1229 = icmp sgt i64 %sub1138, 1
  br i1 %cmp1229, label %then1233, label %endif1234

then1233:                                         ; preds = %endif1186
  %add1228 = or disjoint i64 %mul12, 13
  %mul1231 = mul i64 %add1228, %6
  %fmul1220 = fmul float %phi834, 2.000000e+00
  %fadd1221 = fadd float %phi552, %fmul1220
  %fmul1222 = fmul float %phi835, 3.000000e+00
  %fadd1223 = fadd float %fadd1221, %fmul1222
  %sel1219.v = select i1 %cmp296, i32 %call1216, i32 %call1210
  %sel1219 = bitcast i32 %sel1219.v to float
  %fmul1224 = fmul float %sel1219, 4.000000e+00
  %fadd1225 = fadd float %fadd1223, %fmul1224
  %fmul1226 = fmul float %phi838, 5.000000e+00
  %fadd1227 = fadd float %fmul1226, %fadd1225
  %sel1200.v = select i1 %cmp25, i32 %call1197, i32 %call1191
  %sel1200 = bitcast i32 %sel1200.v to float
  %fmul1201 = fmul float %sel1200, 2.000000e+00
  %fadd1202 = fadd float %phi551, %fmul1201
  %fmul1203 = fmul float %phi834, 3.000000e+00
  %fadd1204 = fadd float %fmul1203, %fadd1202
  %fmul1205 = fmul float %phi835, 4.000000e+00
  %fadd1206 = fadd float %fmul1205, %fadd1204
  %fmul1207 = fmul float %phi837, 5.000000e+00
  %fadd1208 = fadd float %fmul1207, %fadd1206
  %v1235 = insertelement <2 x float> poison, float %fadd1208, i64 0
  %v1236 = insertelement <2 x float> %v1235, float %fadd1227, i64 1
  %46 = getelementptr float, ptr addrspace(1) %11, i64 %mul1231
  %p1237 = getelementptr float, ptr addrspace(1) %46, i64 %add16
  store <2 x float> %v1236, ptr addrspace(1) %p1237, align 8
  br label %endif1234

endif1234:                                        ; preds = %then1233, %endif1186
  %bits1238 = bitcast float %phi838 to i32
  %call1239 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1238, i32 1, i32 0)
  %call1245 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1244, i32 %arg, i32 31)
  %bits1257 = bitcast float %phi837 to i32
  %call1258 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1257, i32 1, i32 31)
  %call1264 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1244, i32 %arg292, i32 31)
  %cmp1277 = icmp sgt i64 %sub1138, 2
  br i1 %cmp1277, label %then1281, label %endif1282

then1281:                                         ; preds = %endif1234
  %add1276 = or disjoint i64 %mul12, 14
  %mul1279 = mul i64 %add1276, %6
  %fmul1268 = fmul float %phi837, 2.000000e+00
  %fadd1269 = fadd float %phi835, %fmul1268
  %fmul1270 = fmul float %phi838, 3.000000e+00
  %fadd1271 = fadd float %fadd1269, %fmul1270
  %sel1267.v = select i1 %cmp296, i32 %call1264, i32 %call1258
  %sel1267 = bitcast i32 %sel1267.v to float
  %fmul1272 = fmul float %sel1267, 4.000000e+00
  %fadd1273 = fadd float %fadd1271, %fmul1272
  %fmul1274 = fmul float %phi841, 5.000000e+00
  %fadd1275 = fadd float %fmul1274, %fadd1273
  %sel1248.v = select i1 %cmp25, i32 %call1245, i32 %call1239
  %sel1248 = bitcast i32 %sel1248.v to float
  %fmul1249 = fmul float %sel1248, 2.000000e+00
  %fadd1250 = fadd float %phi834, %fmul1249
  %fmul1251 = fmul float %phi837, 3.000000e+00
  %fadd1252 = fadd float %fmul1251, %fadd1250
  %fmul1253 = fmul float %phi838, 4.000000e+00
  %fadd1254 = fadd float %fmul1253, %fadd1252
  %fmul1255 = fmul float %phi840, 5.000000e+00
  %fadd1256 = fadd float %fmul1255, %fadd1254
  %v1283 = insertelement <2 x float> poison, float %fadd1256, i64 0
  %v1284 = insertelement <2 x float> %v1283, float %fadd1275, i64 1
  %47 = getelementptr float, ptr addrspace(1) %11, i64 %mul1279
  %p1285 = getelementptr float, ptr addrspace(1) %47, i64 %add16
  store <2 x float> %v1284, ptr addrspace(1) %p1285, align 8
  br label %endif1282

endif1282:                                        ; preds = %then1281, %endif1234
  %bits1286 = bitcast float %phi841 to i32
  %call1287 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1286, i32 1, i32 0)
  %call1293 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1292, i32 %arg, i32 31)
  %bits1305 = bitcast float %phi840 to i32
  %call1306 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1305, i32 1, i32 31)
  %call1312 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1292, i32 %arg292, i32 31)
  %cmp1325 = icmp sgt i64 %sub1138, 3
  br i1 %cmp1325, label %then1329, label %tile.done

then1329:                                         ; preds = %endif1282
  %add1324 = or disjoint i64 %mul12, 15
  %mul1327 = mul i64 %add1324, %6
  %fmul1316 = fmul float %phi840, 2.000000e+00
  %fadd1317 = fadd float %phi838, %fmul1316
  %fmul1318 = fmul float %phi841, 3.000000e+00
  %fadd1319 = fadd float %fadd1317, %fmul1318
  %sel1315.v = select i1 %cmp296, i32 %call1312, i32 %call1306
  %sel1315 = bitcast i32 %sel1315.v to float
  %fmul1320 = fmul float %sel1315, 4.000000e+00
  %fadd1321 = fadd float %fadd1319, %fmul1320
  %fmul1322 = fmul float %phi844, 5.000000e+00
  %fadd1323 = fadd float %fmul1322, %fadd1321
  %sel1296.v = select i1 %cmp25, i32 %call1293, i32 %call1287
  %sel1296 = bitcast i32 %sel1296.v to float
  %fmul1297 = fmul float %sel1296, 2.000000e+00
  %fadd1298 = fadd float %phi837, %fmul1297
  %fmul1299 = fmul float %phi840, 3.000000e+00
  %fadd1300 = fadd float %fmul1299, %fadd1298
  %fmul1301 = fmul float %phi841, 4.000000e+00
  %fadd1302 = fadd float %fmul1301, %fadd1300
  %fmul1303 = fmul float %phi843, 5.000000e+00
  %fadd1304 = fadd float %fmul1303, %fadd1302
  %v1331 = insertelement <2 x float> poison, float %fadd1304, i64 0
  %v1332 = insertelement <2 x float> %v1331, float %fadd1323, i64 1
  %48 = getelementptr float, ptr addrspace(1) %11, i64 %mul1327
  %p1333 = getelementptr float, ptr addrspace(1) %48, i64 %add16
  store <2 x float> %v1332, ptr addrspace(1) %p1333, align 8
  br label %tile.done
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

attributes #0 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nofree nounwind memory(argmem: read) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @systole_stencil_tile_j2d5pt_f32_elements, !"kernel", i32 1}
!1 = !{ptr @systole_stencil_tile_j2d5pt_f32_whole_tiles, !"kernel", i32 1}
