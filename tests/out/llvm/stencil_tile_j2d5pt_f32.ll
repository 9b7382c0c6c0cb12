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
  %low2274 = or i64 %address, %address26
  %20 = and i64 %low2274, 7
  %21 = or i64 %20, %19
  %aligned29 = icmp eq i64 %21, 0
  %mul30 = mul i64 %13, %12
  %cmp31 = icmp slt i64 %warp, %mul30
  br i1 %cmp31, label %stride.body.preheader, label %stride.exit

stride.body.preheader:                            ; preds = %entry
  %mul982 = shl nuw nsw i64 %lane, 1
  %sub981 = add nsw i64 %mul982, -2
  %sub991 = add i64 %4, -1
  %cmp1001 = icmp ne i64 %lane, 0
  %cmp1002 = icmp ne i64 %lane, 31
  %out.lane1003 = and i1 %cmp1001, %cmp1002
  %sub1019 = add i64 %3, -1
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %endif
  %i = phi i64 [ %add2272, %endif ], [ %warp, %stride.body.preheader ]
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
  %mul43 = shl i64 %div33, 4
  %add46 = add i64 %sub981, %mul42
  br i1 %inside41, label %then, label %else

stride.exit:                                      ; preds = %endif, %entry
  ret void

then:                                             ; preds = %stride.body
  %sub58 = add i64 %mul43, -1
  %mul60 = mul i64 %sub58, %4
  %23 = getelementptr float, ptr addrspace(1) %2, i64 %mul60
  %p = getelementptr float, ptr addrspace(1) %23, i64 %add46
  %call63 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p, i32 8)
  %mul66 = mul i64 %mul43, %4
  %24 = getelementptr float, ptr addrspace(1) %2, i64 %mul66
  %p69 = getelementptr float, ptr addrspace(1) %24, i64 %add46
  %call70 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p69, i32 8)
  %x71 = extractelement <2 x float> %call70, i64 0
  %x72 = extractelement <2 x float> %call70, i64 1
  %add73 = or disjoint i64 %mul43, 1
  %mul74 = mul i64 %add73, %4
  %25 = getelementptr float, ptr addrspace(1) %2, i64 %mul74
  %p77 = getelementptr float, ptr addrspace(1) %25, i64 %add46
  %call78 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p77, i32 8)
  %x79 = extractelement <2 x float> %call78, i64 0
  %x80 = extractelement <2 x float> %call78, i64 1
  %add81 = or disjoint i64 %mul43, 2
  %mul82 = mul i64 %add81, %4
  %26 = getelementptr float, ptr addrspace(1) %2, i64 %mul82
  %p85 = getelementptr float, ptr addrspace(1) %26, i64 %add46
  %call86 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p85, i32 8)
  %x87 = extractelement <2 x float> %call86, i64 0
  %x88 = extractelement <2 x float> %call86, i64 1
  %add89 = or disjoint i64 %mul43, 3
  %mul90 = mul i64 %add89, %4
  %27 = getelementptr float, ptr addrspace(1) %2, i64 %mul90
  %p93 = getelementptr float, ptr addrspace(1) %27, i64 %add46
  %call94 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p93, i32 8)
  %x95 = extractelement <2 x float> %call94, i64 0
  %x96 = extractelement <2 x float> %call94, i64 1
  %add97 = or disjoint i64 %mul43, 4
  %mul98 = mul i64 %add97, %4
  %28 = getelementptr float, ptr addrspace(1) %2, i64 %mul98
  %p101 = getelementptr float, ptr addrspace(1) %28, i64 %add46
  %call102 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p101, i32 8)
  %x103 = extractelement <2 x float> %call102, i64 0
  %x104 = extractelement <2 x float> %call102, i64 1
  %add130 = or disjoint i64 %mul43, 5
  %mul135 = mul i64 %add130, %4
  %29 = getelementptr float, ptr addrspace(1) %2, i64 %mul135
  %p138 = getelementptr float, ptr addrspace(1) %29, i64 %add46
  %call139 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p138, i32 8)
  %x140 = extractelement <2 x float> %call139, i64 0
  %x141 = extractelement <2 x float> %call139, i64 1
  %add142 = or disjoint i64 %mul43, 6
  %mul143 = mul i64 %add142, %4
  %30 = getelementptr float, ptr addrspace(1) %2, i64 %mul143
  %p146 = getelementptr float, ptr addrspace(1) %30, i64 %add46
  %call147 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p146, i32 8)
  %x148 = extractelement <2 x float> %call147, i64 0
  %x149 = extractelement <2 x float> %call147, i64 1
  %add150 = or disjoint i64 %mul43, 7
  %mul151 = mul i64 %add150, %4
  %31 = getelementptr float, ptr addrspace(1) %2, i64 %mul151
  %p154 = getelementptr float, ptr addrspace(1) %31, i64 %add46
  %call155 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p154, i32 8)
  %x156 = extractelement <2 x float> %call155, i64 0
  %x157 = extractelement <2 x float> %call155, i64 1
  %add158 = or disjoint i64 %mul43, 8
  %mul159 = mul i64 %add158, %4
  %32 = getelementptr float, ptr addrspace(1) %2, i64 %mul159
  %p162 = getelementptr float, ptr addrspace(1) %32, i64 %add46
  %call163 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p162, i32 8)
  %x164 = extractelement <2 x float> %call163, i64 0
  %x165 = extractelement <2 x float> %call163, i64 1
  %bits = bitcast float %x72 to i32
  %call174 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits, i32 1, i32 0)
  %bits181 = bitcast float %x71 to i32
  %call182 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits181, i32 1, i32 31)
  switch i64 %lane, label %then195 [
    i64 31, label %endif196
    i64 0, label %endif196
  ]

else:                                             ; preds = %stride.body
  %add985 = or disjoint i64 %add46, 1
  %call989 = tail call i64 @llvm.smin.i64(i64 %add46, i64 %6)
  %call990 = tail call i64 @llvm.smax.i64(i64 %call989, i64 -1)
  %call992 = tail call i64 @llvm.smin.i64(i64 %call990, i64 %sub991)
  %call993 = tail call i64 @llvm.smax.i64(i64 %call992, i64 0)
  %call995 = tail call i64 @llvm.smin.i64(i64 %add985, i64 %6)
  %call996 = tail call i64 @llvm.smax.i64(i64 %call995, i64 -1)
  %call998 = tail call i64 @llvm.smin.i64(i64 %call996, i64 %sub991)
  %call999 = tail call i64 @llvm.smax.i64(i64 %call998, i64 0)
  %cmp1004 = icmp slt i64 %add46, %6
  %cmp1005 = icmp slt i64 %add985, %6
  %sub1009 = sub i64 %5, %mul43
  %add1010 = add i64 %sub1009, 3
  %sub1014 = add i64 %mul43, -1
  %call1017 = tail call i64 @llvm.smin.i64(i64 %sub1014, i64 %5)
  %call1018 = tail call i64 @llvm.smax.i64(i64 %call1017, i64 -1)
  %call1020 = tail call i64 @llvm.smin.i64(i64 %call1018, i64 %sub1019)
  %call1021 = tail call i64 @llvm.smax.i64(i64 %call1020, i64 0)
  %mul1022 = mul i64 %call1021, %4
  %33 = getelementptr float, ptr addrspace(1) %2, i64 %mul1022
  %p1025 = getelementptr float, ptr addrspace(1) %33, i64 %call993
  %v1026 = load float, ptr addrspace(1) %p1025, align 4
  %p1029 = getelementptr float, ptr addrspace(1) %33, i64 %call999
  %v1030 = load float, ptr addrspace(1) %p1029, align 4
  %call1033 = tail call i64 @llvm.smin.i64(i64 %mul43, i64 %5)
  %call1034 = tail call i64 @llvm.smax.i64(i64 %call1033, i64 -1)
  %call1036 = tail call i64 @llvm.smin.i64(i64 %call1034, i64 %sub1019)
  %call1037 = tail call i64 @llvm.smax.i64(i64 %call1036, i64 0)
  %mul1038 = mul i64 %call1037, %4
  %34 = getelementptr float, ptr addrspace(1) %2, i64 %mul1038
  %p1041 = getelementptr float, ptr addrspace(1) %34, i64 %call993
  %v1042 = load float, ptr addrspace(1) %p1041, align 4
  %p1045 = getelementptr float, ptr addrspace(1) %34, i64 %call999
  %v1046 = load float, ptr addrspace(1) %p1045, align 4
  %add1047 = or disjoint i64 %mul43, 1
  %call1049 = tail call i64 @llvm.smin.i64(i64 %add1047, i64 %5)
  %call1050 = tail call i64 @llvm.smax.i64(i64 %call1049, i64 -1)
  %call1052 = tail call i64 @llvm.smin.i64(i64 %call1050, i64 %sub1019)
  %call1053 = tail call i64 @llvm.smax.i64(i64 %call1052, i64 0)
  %mul1054 = mul i64 %call1053, %4
  %35 = getelementptr float, ptr addrspace(1) %2, i64 %mul1054
  %p1057 = getelementptr float, ptr addrspace(1) %35, i64 %call993
  %v1058 = load float, ptr addrspace(1) %p1057, align 4
  %p1061 = getelementptr float, ptr addrspace(1) %35, i64 %call999
  %v1062 = load float, ptr addrspace(1) %p1061, align 4
  %add1063 = or disjoint i64 %mul43, 2
  %call1065 = tail call i64 @llvm.smin.i64(i64 %add1063, i64 %5)
  %call1066 = tail call i64 @llvm.smax.i64(i64 %call1065, i64 -1)
  %call1068 = tail call i64 @llvm.smin.i64(i64 %call1066, i64 %sub1019)
  %call1069 = tail call i64 @llvm.smax.i64(i64 %call1068, i64 0)
  %mul1070 = mul i64 %call1069, %4
  %36 = getelementptr float, ptr addrspace(1) %2, i64 %mul1070
  %p1073 = getelementptr float, ptr addrspace(1) %36, i64 %call993
  %v1074 = load float, ptr addrspace(1) %p1073, align 4
  %p1077 = getelementptr float, ptr addrspace(1) %36, i64 %call999
  %v1078 = load float, ptr addrspace(1) %p1077, align 4
  %add1079 = or disjoint i64 %mul43, 3
  %call1081 = tail call i64 @llvm.smin.i64(i64 %add1079, i64 %5)
  %call1082 = tail call i64 @llvm.smax.i64(i64 %call1081, i64 -1)
  %call1084 = tail call i64 @llvm.smin.i64(i64 %call1082, i64 %sub1019)
  %call1085 = tail call i64 @llvm.smax.i64(i64 %call1084, i64 0)
  %mul1086 = mul i64 %call1085, %4
  %37 = getelementptr float, ptr addrspace(1) %2, i64 %mul1086
  %p1089 = getelementptr float, ptr addrspace(1) %37, i64 %call993
  %v1090 = load float, ptr addrspace(1) %p1089, align 4
  %p1093 = getelementptr float, ptr addrspace(1) %37, i64 %call999
  %v1094 = load float, ptr addrspace(1) %p1093, align 4
  %add1095 = or disjoint i64 %mul43, 4
  %call1097 = tail call i64 @llvm.smin.i64(i64 %add1095, i64 %5)
  %call1098 = tail call i64 @llvm.smax.i64(i64 %call1097, i64 -1)
  %call1100 = tail call i64 @llvm.smin.i64(i64 %call1098, i64 %sub1019)
  %call1101 = tail call i64 @llvm.smax.i64(i64 %call1100, i64 0)
  %mul1102 = mul i64 %call1101, %4
  %38 = getelementptr float, ptr addrspace(1) %2, i64 %mul1102
  %p1105 = getelementptr float, ptr addrspace(1) %38, i64 %call993
  %v1106 = load float, ptr addrspace(1) %p1105, align 4
  %p1109 = getelementptr float, ptr addrspace(1) %38, i64 %call999
  %v1110 = load float, ptr addrspace(1) %p1109, align 4
  %cmp1139 = icmp ugt i64 %add1010, 7
  br i1 %cmp1139, label %then1141, label %endif1143

endif:                                            ; preds = %then799, %endif770, %endif770, %endif1824, %endif1143, %endif1368, %endif1596
  %add2272 = add i64 %i, %warp8
  %cmp2273 = icmp slt i64 %add2272, %mul30
  br i1 %cmp2273, label %stride.body, label %stride.exit

then195:                                          ; preds = %then
  %x64 = extractelement <2 x float> %call63, i64 1
  %x = extractelement <2 x float> %call63, i64 0
  %mul193 = mul i64 %mul43, %6
  %fmul184 = fmul float %x71, 2.000000e+00
  %fadd185 = fadd float %x64, %fmul184
  %fmul186 = fmul float %x72, 3.000000e+00
  %fadd187 = fadd float %fmul186, %fadd185
  %leaf183 = bitcast i32 %call182 to float
  %fmul188 = fmul float %leaf183, 4.000000e+00
  %fadd189 = fadd float %fadd187, %fmul188
  %fmul190 = fmul float %x80, 5.000000e+00
  %fadd191 = fadd float %fmul190, %fadd189
  %leaf = bitcast i32 %call174 to float
  %fmul = fmul float %leaf, 2.000000e+00
  %fadd = fadd float %x, %fmul
  %fmul175 = fmul float %x71, 3.000000e+00
  %fadd176 = fadd float %fmul175, %fadd
  %fmul177 = fmul float %x72, 4.000000e+00
  %fadd178 = fadd float %fmul177, %fadd176
  %fmul179 = fmul float %x79, 5.000000e+00
  %fadd180 = fadd float %fmul179, %fadd178
  %v = insertelement <2 x float> poison, float %fadd180, i64 0
  %v197 = insertelement <2 x float> %v, float %fadd191, i64 1
  %39 = getelementptr float, ptr addrspace(1) %11, i64 %mul193
  %p198 = getelementptr float, ptr addrspace(1) %39, i64 %add46
  store <2 x float> %v197, ptr addrspace(1) %p198, align 8
  br label %endif196

endif196:                                         ; preds = %then, %then, %then195
  %bits199 = bitcast float %x80 to i32
  %call200 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits199, i32 1, i32 0)
  %bits210 = bitcast float %x79 to i32
  %call211 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits210, i32 1, i32 31)
  switch i64 %lane, label %then224 [
    i64 31, label %endif225
    i64 0, label %endif225
  ]

then224:                                          ; preds = %endif196
  %mul222 = mul i64 %add73, %6
  %fmul213 = fmul float %x79, 2.000000e+00
  %fadd214 = fadd float %x72, %fmul213
  %fmul215 = fmul float %x80, 3.000000e+00
  %fadd216 = fadd float %fmul215, %fadd214
  %leaf212 = bitcast i32 %call211 to float
  %fmul217 = fmul float %leaf212, 4.000000e+00
  %fadd218 = fadd float %fadd216, %fmul217
  %fmul219 = fmul float %x88, 5.000000e+00
  %fadd220 = fadd float %fmul219, %fadd218
  %leaf201 = bitcast i32 %call200 to float
  %fmul202 = fmul float %leaf201, 2.000000e+00
  %fadd203 = fadd float %x71, %fmul202
  %fmul204 = fmul float %x79, 3.000000e+00
  %fadd205 = fadd float %fmul204, %fadd203
  %fmul206 = fmul float %x80, 4.000000e+00
  %fadd207 = fadd float %fmul206, %fadd205
  %fmul208 = fmul float %x87, 5.000000e+00
  %fadd209 = fadd float %fmul208, %fadd207
  %v226 = insertelement <2 x float> poison, float %fadd209, i64 0
  %v227 = insertelement <2 x float> %v226, float %fadd220, i64 1
  %40 = getelementptr float, ptr addrspace(1) %11, i64 %mul222
  %p228 = getelementptr float, ptr addrspace(1) %40, i64 %add46
  store <2 x float> %v227, ptr addrspace(1) %p228, align 8
  br label %endif225

endif225:                                         ; preds = %endif196, %endif196, %then224
  %bits229 = bitcast float %x88 to i32
  %call230 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits229, i32 1, i32 0)
  %bits240 = bitcast float %x87 to i32
  %call241 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits240, i32 1, i32 31)
  switch i64 %lane, label %then254 [
    i64 31, label %endif255
    i64 0, label %endif255
  ]

then254:                                          ; preds = %endif225
  %mul252 = mul i64 %add81, %6
  %fmul243 = fmul float %x87, 2.000000e+00
  %fadd244 = fadd float %x80, %fmul243
  %fmul245 = fmul float %x88, 3.000000e+00
  %fadd246 = fadd float %fmul245, %fadd244
  %leaf242 = bitcast i32 %call241 to float
  %fmul247 = fmul float %leaf242, 4.000000e+00
  %fadd248 = fadd float %fadd246, %fmul247
  %fmul249 = fmul float %x96, 5.000000e+00
  %fadd250 = fadd float %fmul249, %fadd248
  %leaf231 = bitcast i32 %call230 to float
  %fmul232 = fmul float %leaf231, 2.000000e+00
  %fadd233 = fadd float %x79, %fmul232
  %fmul234 = fmul float %x87, 3.000000e+00
  %fadd235 = fadd float %fmul234, %fadd233
  %fmul236 = fmul float %x88, 4.000000e+00
  %fadd237 = fadd float %fmul236, %fadd235
  %fmul238 = fmul float %x95, 5.000000e+00
  %fadd239 = fadd float %fmul238, %fadd237
  %v256 = insertelement <2 x float> poison, float %fadd239, i64 0
  %v257 = insertelement <2 x float> %v256, float %fadd250, i64 1
  %41 = getelementptr float, ptr addrspace(1) %11, i64 %mul252
  %p258 = getelementptr float, ptr addrspace(1) %41, i64 %add46
  store <2 x float> %v257, ptr addrspace(1) %p258, align 8
  br label %endif255

endif255:                                         ; preds = %endif225, %endif225, %then254
  %bits259 = bitcast float %x96 to i32
  %call260 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits259, i32 1, i32 0)
  %bits270 = bitcast float %x95 to i32
  %call271 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits270, i32 1, i32 31)
  switch i64 %lane, label %then284 [
    i64 31, label %tile.step
    i64 0, label %tile.step
  ]

then284:                                          ; preds = %endif255
  %mul282 = mul i64 %add89, %6
  %fmul273 = fmul float %x95, 2.000000e+00
  %fadd274 = fadd float %x88, %fmul273
  %fmul275 = fmul float %x96, 3.000000e+00
  %fadd276 = fadd float %fmul275, %fadd274
  %leaf272 = bitcast i32 %call271 to float
  %fmul277 = fmul float %leaf272, 4.000000e+00
  %fadd278 = fadd float %fadd276, %fmul277
  %fmul279 = fmul float %x104, 5.000000e+00
  %fadd280 = fadd float %fmul279, %fadd278
  %leaf261 = bitcast i32 %call260 to float
  %fmul262 = fmul float %leaf261, 2.000000e+00
  %fadd263 = fadd float %x87, %fmul262
  %fmul264 = fmul float %x95, 3.000000e+00
  %fadd265 = fadd float %fmul264, %fadd263
  %fmul266 = fmul float %x96, 4.000000e+00
  %fadd267 = fadd float %fmul266, %fadd265
  %fmul268 = fmul float %x103, 5.000000e+00
  %fadd269 = fadd float %fmul268, %fadd267
  %v286 = insertelement <2 x float> poison, float %fadd269, i64 0
  %v287 = insertelement <2 x float> %v286, float %fadd280, i64 1
  %42 = getelementptr float, ptr addrspace(1) %11, i64 %mul282
  %p288 = getelementptr float, ptr addrspace(1) %42, i64 %add46
  store <2 x float> %v287, ptr addrspace(1) %p288, align 8
  br label %tile.step

tile.step:                                        ; preds = %then284, %endif255, %endif255
  %add296 = or disjoint i64 %mul43, 9
  %mul301 = mul i64 %add296, %4
  %43 = getelementptr float, ptr addrspace(1) %2, i64 %mul301
  %p304 = getelementptr float, ptr addrspace(1) %43, i64 %add46
  %call305 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p304, i32 8)
  %x306 = extractelement <2 x float> %call305, i64 0
  %x307 = extractelement <2 x float> %call305, i64 1
  %add308 = or disjoint i64 %mul43, 10
  %mul309 = mul i64 %add308, %4
  %44 = getelementptr float, ptr addrspace(1) %2, i64 %mul309
  %p312 = getelementptr float, ptr addrspace(1) %44, i64 %add46
  %call313 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p312, i32 8)
  %x314 = extractelement <2 x float> %call313, i64 0
  %x315 = extractelement <2 x float> %call313, i64 1
  %add316 = or disjoint i64 %mul43, 11
  %mul317 = mul i64 %add316, %4
  %45 = getelementptr float, ptr addrspace(1) %2, i64 %mul317
  %p320 = getelementptr float, ptr addrspace(1) %45, i64 %add46
  %call321 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p320, i32 8)
  %x322 = extractelement <2 x float> %call321, i64 0
  %x323 = extractelement <2 x float> %call321, i64 1
  %add324 = or disjoint i64 %mul43, 12
  %mul325 = mul i64 %add324, %4
  %46 = getelementptr float, ptr addrspace(1) %2, i64 %mul325
  %p328 = getelementptr float, ptr addrspace(1) %46, i64 %add46
  %call329 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p328, i32 8)
  %x330 = extractelement <2 x float> %call329, i64 0
  %x331 = extractelement <2 x float> %call329, i64 1
  %bits340 = bitcast float %x104 to i32
  %call341 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits340, i32 1, i32 0)
  %bits351 = bitcast float %x103 to i32
  %call352 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits351, i32 1, i32 31)
  switch i64 %lane, label %then365 [
    i64 31, label %endif366
    i64 0, label %endif366
  ]

then365:                                          ; preds = %tile.step
  %mul363 = mul i64 %add97, %6
  %fmul354 = fmul float %x103, 2.000000e+00
  %fadd355 = fadd float %x96, %fmul354
  %fmul356 = fmul float %x104, 3.000000e+00
  %fadd357 = fadd float %fmul356, %fadd355
  %leaf353 = bitcast i32 %call352 to float
  %fmul358 = fmul float %leaf353, 4.000000e+00
  %fadd359 = fadd float %fadd357, %fmul358
  %fmul360 = fmul float %x141, 5.000000e+00
  %fadd361 = fadd float %fmul360, %fadd359
  %leaf342 = bitcast i32 %call341 to float
  %fmul343 = fmul float %leaf342, 2.000000e+00
  %fadd344 = fadd float %x95, %fmul343
  %fmul345 = fmul float %x103, 3.000000e+00
  %fadd346 = fadd float %fmul345, %fadd344
  %fmul347 = fmul float %x104, 4.000000e+00
  %fadd348 = fadd float %fmul347, %fadd346
  %fmul349 = fmul float %x140, 5.000000e+00
  %fadd350 = fadd float %fmul349, %fadd348
  %v367 = insertelement <2 x float> poison, float %fadd350, i64 0
  %v368 = insertelement <2 x float> %v367, float %fadd361, i64 1
  %47 = getelementptr float, ptr addrspace(1) %11, i64 %mul363
  %p369 = getelementptr float, ptr addrspace(1) %47, i64 %add46
  store <2 x float> %v368, ptr addrspace(1) %p369, align 8
  br label %endif366

endif366:                                         ; preds = %tile.step, %tile.step, %then365
  %bits370 = bitcast float %x141 to i32
  %call371 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits370, i32 1, i32 0)
  %bits381 = bitcast float %x140 to i32
  %call382 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits381, i32 1, i32 31)
  switch i64 %lane, label %then395 [
    i64 31, label %endif396
    i64 0, label %endif396
  ]

then395:                                          ; preds = %endif366
  %mul393 = mul i64 %add130, %6
  %fmul384 = fmul float %x140, 2.000000e+00
  %fadd385 = fadd float %x104, %fmul384
  %fmul386 = fmul float %x141, 3.000000e+00
  %fadd387 = fadd float %fmul386, %fadd385
  %leaf383 = bitcast i32 %call382 to float
  %fmul388 = fmul float %leaf383, 4.000000e+00
  %fadd389 = fadd float %fadd387, %fmul388
  %fmul390 = fmul float %x149, 5.000000e+00
  %fadd391 = fadd float %fmul390, %fadd389
  %leaf372 = bitcast i32 %call371 to float
  %fmul373 = fmul float %leaf372, 2.000000e+00
  %fadd374 = fadd float %x103, %fmul373
  %fmul375 = fmul float %x140, 3.000000e+00
  %fadd376 = fadd float %fmul375, %fadd374
  %fmul377 = fmul float %x141, 4.000000e+00
  %fadd378 = fadd float %fmul377, %fadd376
  %fmul379 = fmul float %x148, 5.000000e+00
  %fadd380 = fadd float %fmul379, %fadd378
  %v397 = insertelement <2 x float> poison, float %fadd380, i64 0
  %v398 = insertelement <2 x float> %v397, float %fadd391, i64 1
  %48 = getelementptr float, ptr addrspace(1) %11, i64 %mul393
  %p399 = getelementptr float, ptr addrspace(1) %48, i64 %add46
  store <2 x float> %v398, ptr addrspace(1) %p399, align 8
  br label %endif396

endif396:                                         ; preds = %endif366, %endif366, %then395
  %bits400 = bitcast float %x149 to i32
  %call401 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits400, i32 1, i32 0)
  %bits411 = bitcast float %x148 to i32
  %call412 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits411, i32 1, i32 31)
  switch i64 %lane, label %then425 [
    i64 31, label %endif426
    i64 0, label %endif426
  ]

then425:                                          ; preds = %endif396
  %mul423 = mul i64 %add142, %6
  %fmul414 = fmul float %x148, 2.000000e+00
  %fadd415 = fadd float %x141, %fmul414
  %fmul416 = fmul float %x149, 3.000000e+00
  %fadd417 = fadd float %fmul416, %fadd415
  %leaf413 = bitcast i32 %call412 to float
  %fmul418 = fmul float %leaf413, 4.000000e+00
  %fadd419 = fadd float %fadd417, %fmul418
  %fmul420 = fmul float %x157, 5.000000e+00
  %fadd421 = fadd float %fmul420, %fadd419
  %leaf402 = bitcast i32 %call401 to float
  %fmul403 = fmul float %leaf402, 2.000000e+00
  %fadd404 = fadd float %x140, %fmul403
  %fmul405 = fmul float %x148, 3.000000e+00
  %fadd406 = fadd float %fmul405, %fadd404
  %fmul407 = fmul float %x149, 4.000000e+00
  %fadd408 = fadd float %fmul407, %fadd406
  %fmul409 = fmul float %x156, 5.000000e+00
  %fadd410 = fadd float %fmul409, %fadd408
  %v427 = insertelement <2 x float> poison, float %fadd410, i64 0
  %v428 = insertelement <2 x float> %v427, float %fadd421, i64 1
  %49 = getelementptr float, ptr addrspace(1) %11, i64 %mul423
  %p429 = getelementptr float, ptr addrspace(1) %49, i64 %add46
  store <2 x float> %v428, ptr addrspace(1) %p429, align 8
  br label %endif426

endif426:                                         ; preds = %endif396, %endif396, %then425
  %bits430 = bitcast float %x157 to i32
  %call431 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits430, i32 1, i32 0)
  %bits441 = bitcast float %x156 to i32
  %call442 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits441, i32 1, i32 31)
  switch i64 %lane, label %then455 [
    i64 31, label %tile.step462
    i64 0, label %tile.step462
  ]

then455:                                          ; preds = %endif426
  %mul453 = mul i64 %add150, %6
  %fmul444 = fmul float %x156, 2.000000e+00
  %fadd445 = fadd float %x149, %fmul444
  %fmul446 = fmul float %x157, 3.000000e+00
  %fadd447 = fadd float %fmul446, %fadd445
  %leaf443 = bitcast i32 %call442 to float
  %fmul448 = fmul float %leaf443, 4.000000e+00
  %fadd449 = fadd float %fadd447, %fmul448
  %fmul450 = fmul float %x165, 5.000000e+00
  %fadd451 = fadd float %fmul450, %fadd449
  %leaf432 = bitcast i32 %call431 to float
  %fmul433 = fmul float %leaf432, 2.000000e+00
  %fadd434 = fadd float %x148, %fmul433
  %fmul435 = fmul float %x156, 3.000000e+00
  %fadd436 = fadd float %fmul435, %fadd434
  %fmul437 = fmul float %x157, 4.000000e+00
  %fadd438 = fadd float %fmul437, %fadd436
  %fmul439 = fmul float %x164, 5.000000e+00
  %fadd440 = fadd float %fmul439, %fadd438
  %v457 = insertelement <2 x float> poison, float %fadd440, i64 0
  %v458 = insertelement <2 x float> %v457, float %fadd451, i64 1
  %50 = getelementptr float, ptr addrspace(1) %11, i64 %mul453
  %p459 = getelementptr float, ptr addrspace(1) %50, i64 %add46
  store <2 x float> %v458, ptr addrspace(1) %p459, align 8
  br label %tile.step462

tile.step462:                                     ; preds = %then455, %endif426, %endif426
  %add468 = or disjoint i64 %mul43, 13
  %mul473 = mul i64 %add468, %4
  %51 = getelementptr float, ptr addrspace(1) %2, i64 %mul473
  %p476 = getelementptr float, ptr addrspace(1) %51, i64 %add46
  %call477 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p476, i32 8)
  %x478 = extractelement <2 x float> %call477, i64 0
  %x479 = extractelement <2 x float> %call477, i64 1
  %add480 = or disjoint i64 %mul43, 14
  %mul481 = mul i64 %add480, %4
  %52 = getelementptr float, ptr addrspace(1) %2, i64 %mul481
  %p484 = getelementptr float, ptr addrspace(1) %52, i64 %add46
  %call485 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p484, i32 8)
  %x486 = extractelement <2 x float> %call485, i64 0
  %x487 = extractelement <2 x float> %call485, i64 1
  %add488 = or disjoint i64 %mul43, 15
  %mul489 = mul i64 %add488, %4
  %53 = getelementptr float, ptr addrspace(1) %2, i64 %mul489
  %p492 = getelementptr float, ptr addrspace(1) %53, i64 %add46
  %call493 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p492, i32 8)
  %x494 = extractelement <2 x float> %call493, i64 0
  %x495 = extractelement <2 x float> %call493, i64 1
  %add496 = add i64 %mul43, 16
  %mul497 = mul i64 %add496, %4
  %54 = getelementptr float, ptr addrspace(1) %2, i64 %mul497
  %p500 = getelementptr float, ptr addrspace(1) %54, i64 %add46
  %call501 = tail call <2 x float> @llvm.nvvm.ldg.global.f.v2f32.p1(ptr addrspace(1) %p500, i32 8)
  %x502 = extractelement <2 x float> %call501, i64 0
  %x503 = extractelement <2 x float> %call501, i64 1
  %bits512 = bitcast float %x165 to i32
  %call513 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits512, i32 1, i32 0)
  %bits523 = bitcast float %x164 to i32
  %call524 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits523, i32 1, i32 31)
  switch i64 %lane, label %then537 [
    i64 31, label %endif538
    i64 0, label %endif538
  ]

then537:                                          ; preds = %tile.step462
  %mul535 = mul i64 %add158, %6
  %fmul526 = fmul float %x164, 2.000000e+00
  %fadd527 = fadd float %x157, %fmul526
  %fmul528 = fmul float %x165, 3.000000e+00
  %fadd529 = fadd float %fmul528, %fadd527
  %leaf525 = bitcast i32 %call524 to float
  %fmul530 = fmul float %leaf525, 4.000000e+00
  %fadd531 = fadd float %fadd529, %fmul530
  %fmul532 = fmul float %x307, 5.000000e+00
  %fadd533 = fadd float %fmul532, %fadd531
  %leaf514 = bitcast i32 %call513 to float
  %fmul515 = fmul float %leaf514, 2.000000e+00
  %fadd516 = fadd float %x156, %fmul515
  %fmul517 = fmul float %x164, 3.000000e+00
  %fadd518 = fadd float %fmul517, %fadd516
  %fmul519 = fmul float %x165, 4.000000e+00
  %fadd520 = fadd float %fmul519, %fadd518
  %fmul521 = fmul float %x306, 5.000000e+00
  %fadd522 = fadd float %fmul521, %fadd520
  %v539 = insertelement <2 x float> poison, float %fadd522, i64 0
  %v540 = insertelement <2 x float> %v539, float %fadd533, i64 1
  %55 = getelementptr float, ptr addrspace(1) %11, i64 %mul535
  %p541 = getelementptr float, ptr addrspace(1) %55, i64 %add46
  store <2 x float> %v540, ptr addrspace(1) %p541, align 8
  br label %endif538

endif538:                                         ; preds = %tile.step462, %tile.step462, %then537
  %bits542 = bitcast float %x307 to i32
  %call543 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits542, i32 1, i32 0)
  %bits553 = bitcast float %x306 to i32
  %call554 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits553, i32 1, i32 31)
  switch i64 %lane, label %then567 [
    i64 31, label %endif568
    i64 0, label %endif568
  ]

then567:                                          ; preds = %endif538
  %mul565 = mul i64 %add296, %6
  %fmul556 = fmul float %x306, 2.000000e+00
  %fadd557 = fadd float %x165, %fmul556
  %fmul558 = fmul float %x307, 3.000000e+00
  %fadd559 = fadd float %fmul558, %fadd557
  %leaf555 = bitcast i32 %call554 to float
  %fmul560 = fmul float %leaf555, 4.000000e+00
  %fadd561 = fadd float %fadd559, %fmul560
  %fmul562 = fmul float %x315, 5.000000e+00
  %fadd563 = fadd float %fmul562, %fadd561
  %leaf544 = bitcast i32 %call543 to float
  %fmul545 = fmul float %leaf544, 2.000000e+00
  %fadd546 = fadd float %x164, %fmul545
  %fmul547 = fmul float %x306, 3.000000e+00
  %fadd548 = fadd float %fmul547, %fadd546
  %fmul549 = fmul float %x307, 4.000000e+00
  %fadd550 = fadd float %fmul549, %fadd548
  %fmul551 = fmul float %x314, 5.000000e+00
  %fadd552 = fadd float %fmul551, %fadd550
  %v569 = insertelement <2 x float> poison, float %fadd552, i64 0
  %v570 = insertelement <2 x float> %v569, float %fadd563, i64 1
  %56 = getelementptr float, ptr addrspace(1) %11, i64 %mul565
  %p571 = getelementptr float, ptr addrspace(1) %56, i64 %add46
  store <2 x float> %v570, ptr addrspace(1) %p571, align 8
  br label %endif568

endif568:                                         ; preds = %endif538, %endif538, %then567
  %bits572 = bitcast float %x315 to i32
  %call573 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits572, i32 1, i32 0)
  %bits583 = bitcast float %x314 to i32
  %call584 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits583, i32 1, i32 31)
  switch i64 %lane, label %then597 [
    i64 31, label %endif598
    i64 0, label %endif598
  ]

then597:                                          ; preds = %endif568
  %mul595 = mul i64 %add308, %6
  %fmul586 = fmul float %x314, 2.000000e+00
  %fadd587 = fadd float %x307, %fmul586
  %fmul588 = fmul float %x315, 3.000000e+00
  %fadd589 = fadd float %fmul588, %fadd587
  %leaf585 = bitcast i32 %call584 to float
  %fmul590 = fmul float %leaf585, 4.000000e+00
  %fadd591 = fadd float %fadd589, %fmul590
  %fmul592 = fmul float %x323, 5.000000e+00
  %fadd593 = fadd float %fmul592, %fadd591
  %leaf574 = bitcast i32 %call573 to float
  %fmul575 = fmul float %leaf574, 2.000000e+00
  %fadd576 = fadd float %x306, %fmul575
  %fmul577 = fmul float %x314, 3.000000e+00
  %fadd578 = fadd float %fmul577, %fadd576
  %fmul579 = fmul float %x315, 4.000000e+00
  %fadd580 = fadd float %fmul579, %fadd578
  %fmul581 = fmul float %x322, 5.000000e+00
  %fadd582 = fadd float %fmul581, %fadd580
  %v599 = insertelement <2 x float> poison, float %fadd582, i64 0
  %v600 = insertelement <2 x float> %v599, float %fadd593, i64 1
  %57 = getelementptr float, ptr addrspace(1) %11, i64 %mul595
  %p601 = getelementptr float, ptr addrspace(1) %57, i64 %add46
  store <2 x float> %v600, ptr addrspace(1) %p601, align 8
  br label %endif598

endif598:                                         ; preds = %endif568, %endif568, %then597
  %bits602 = bitcast float %x323 to i32
  %call603 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits602, i32 1, i32 0)
  %bits613 = bitcast float %x322 to i32
  %call614 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits613, i32 1, i32 31)
  switch i64 %lane, label %then627 [
    i64 31, label %tile.step634
    i64 0, label %tile.step634
  ]

then627:                                          ; preds = %endif598
  %mul625 = mul i64 %add316, %6
  %fmul616 = fmul float %x322, 2.000000e+00
  %fadd617 = fadd float %x315, %fmul616
  %fmul618 = fmul float %x323, 3.000000e+00
  %fadd619 = fadd float %fmul618, %fadd617
  %leaf615 = bitcast i32 %call614 to float
  %fmul620 = fmul float %leaf615, 4.000000e+00
  %fadd621 = fadd float %fadd619, %fmul620
  %fmul622 = fmul float %x331, 5.000000e+00
  %fadd623 = fadd float %fmul622, %fadd621
  %leaf604 = bitcast i32 %call603 to float
  %fmul605 = fmul float %leaf604, 2.000000e+00
  %fadd606 = fadd float %x314, %fmul605
  %fmul607 = fmul float %x322, 3.000000e+00
  %fadd608 = fadd float %fmul607, %fadd606
  %fmul609 = fmul float %x323, 4.000000e+00
  %fadd610 = fadd float %fmul609, %fadd608
  %fmul611 = fmul float %x330, 5.000000e+00
  %fadd612 = fadd float %fmul611, %fadd610
  %v629 = insertelement <2 x float> poison, float %fadd612, i64 0
  %v630 = insertelement <2 x float> %v629, float %fadd623, i64 1
  %58 = getelementptr float, ptr addrspace(1) %11, i64 %mul625
  %p631 = getelementptr float, ptr addrspace(1) %58, i64 %add46
  store <2 x float> %v630, ptr addrspace(1) %p631, align 8
  br label %tile.step634

tile.step634:                                     ; preds = %then627, %endif598, %endif598
  %bits684 = bitcast float %x331 to i32
  %call685 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits684, i32 1, i32 0)
  %bits695 = bitcast float %x330 to i32
  %call696 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits695, i32 1, i32 31)
  switch i64 %lane, label %then709 [
    i64 31, label %endif710
    i64 0, label %endif710
  ]

then709:                                          ; preds = %tile.step634
  %mul707 = mul i64 %add324, %6
  %fmul698 = fmul float %x330, 2.000000e+00
  %fadd699 = fadd float %x323, %fmul698
  %fmul700 = fmul float %x331, 3.000000e+00
  %fadd701 = fadd float %fmul700, %fadd699
  %leaf697 = bitcast i32 %call696 to float
  %fmul702 = fmul float %leaf697, 4.000000e+00
  %fadd703 = fadd float %fadd701, %fmul702
  %fmul704 = fmul float %x479, 5.000000e+00
  %fadd705 = fadd float %fmul704, %fadd703
  %leaf686 = bitcast i32 %call685 to float
  %fmul687 = fmul float %leaf686, 2.000000e+00
  %fadd688 = fadd float %x322, %fmul687
  %fmul689 = fmul float %x330, 3.000000e+00
  %fadd690 = fadd float %fmul689, %fadd688
  %fmul691 = fmul float %x331, 4.000000e+00
  %fadd692 = fadd float %fmul691, %fadd690
  %fmul693 = fmul float %x478, 5.000000e+00
  %fadd694 = fadd float %fmul693, %fadd692
  %v711 = insertelement <2 x float> poison, float %fadd694, i64 0
  %v712 = insertelement <2 x float> %v711, float %fadd705, i64 1
  %59 = getelementptr float, ptr addrspace(1) %11, i64 %mul707
  %p713 = getelementptr float, ptr addrspace(1) %59, i64 %add46
  store <2 x float> %v712, ptr addrspace(1) %p713, align 8
  br label %endif710

endif710:                                         ; preds = %tile.step634, %tile.step634, %then709
  %bits714 = bitcast float %x479 to i32
  %call715 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits714, i32 1, i32 0)
  %bits725 = bitcast float %x478 to i32
  %call726 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits725, i32 1, i32 31)
  switch i64 %lane, label %then739 [
    i64 31, label %endif740
    i64 0, label %endif740
  ]

then739:                                          ; preds = %endif710
  %mul737 = mul i64 %add468, %6
  %fmul728 = fmul float %x478, 2.000000e+00
  %fadd729 = fadd float %x331, %fmul728
  %fmul730 = fmul float %x479, 3.000000e+00
  %fadd731 = fadd float %fmul730, %fadd729
  %leaf727 = bitcast i32 %call726 to float
  %fmul732 = fmul float %leaf727, 4.000000e+00
  %fadd733 = fadd float %fadd731, %fmul732
  %fmul734 = fmul float %x487, 5.000000e+00
  %fadd735 = fadd float %fmul734, %fadd733
  %leaf716 = bitcast i32 %call715 to float
  %fmul717 = fmul float %leaf716, 2.000000e+00
  %fadd718 = fadd float %x330, %fmul717
  %fmul719 = fmul float %x478, 3.000000e+00
  %fadd720 = fadd float %fmul719, %fadd718
  %fmul721 = fmul float %x479, 4.000000e+00
  %fadd722 = fadd float %fmul721, %fadd720
  %fmul723 = fmul float %x486, 5.000000e+00
  %fadd724 = fadd float %fmul723, %fadd722
  %v741 = insertelement <2 x float> poison, float %fadd724, i64 0
  %v742 = insertelement <2 x float> %v741, float %fadd735, i64 1
  %60 = getelementptr float, ptr addrspace(1) %11, i64 %mul737
  %p743 = getelementptr float, ptr addrspace(1) %60, i64 %add46
  store <2 x float> %v742, ptr addrspace(1) %p743, align 8
  br label %endif740

endif740:                                         ; preds = %endif710, %endif710, %then739
  %bits744 = bitcast float %x487 to i32
  %call745 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits744, i32 1, i32 0)
  %bits755 = bitcast float %x486 to i32
  %call756 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits755, i32 1, i32 31)
  switch i64 %lane, label %then769 [
    i64 31, label %endif770
    i64 0, label %endif770
  ]

then769:                                          ; preds = %endif740
  %mul767 = mul i64 %add480, %6
  %fmul758 = fmul float %x486, 2.000000e+00
  %fadd759 = fadd float %x479, %fmul758
  %fmul760 = fmul float %x487, 3.000000e+00
  %fadd761 = fadd float %fmul760, %fadd759
  %leaf757 = bitcast i32 %call756 to float
  %fmul762 = fmul float %leaf757, 4.000000e+00
  %fadd763 = fadd float %fadd761, %fmul762
  %fmul764 = fmul float %x495, 5.000000e+00
  %fadd765 = fadd float %fmul764, %fadd763
  %leaf746 = bitcast i32 %call745 to float
  %fmul747 = fmul float %leaf746, 2.000000e+00
  %fadd748 = fadd float %x478, %fmul747
  %fmul749 = fmul float %x486, 3.000000e+00
  %fadd750 = fadd float %fmul749, %fadd748
  %fmul751 = fmul float %x487, 4.000000e+00
  %fadd752 = fadd float %fmul751, %fadd750
  %fmul753 = fmul float %x494, 5.000000e+00
  %fadd754 = fadd float %fmul753, %fadd752
  %v771 = insertelement <2 x float> poison, float %fadd754, i64 0
  %v772 = insertelement <2 x float> %v771, float %fadd765, i64 1
  %61 = getelementptr float, ptr addrspace(1) %11, i64 %mul767
  %p773 = getelementptr float, ptr addrspace(1) %61, i64 %add46
  store <2 x float> %v772, ptr addrspace(1) %p773, align 8
  br label %endif770

endif770:                                         ; preds = %endif740, %endif740, %then769
  %bits774 = bitcast float %x495 to i32
  %call775 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits774, i32 1, i32 0)
  %bits785 = bitcast float %x494 to i32
  %call786 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits785, i32 1, i32 31)
  switch i64 %lane, label %then799 [
    i64 31, label %endif
    i64 0, label %endif
  ]

then799:                                          ; preds = %endif770
  %mul797 = mul i64 %add488, %6
  %fmul788 = fmul float %x494, 2.000000e+00
  %fadd789 = fadd float %x487, %fmul788
  %fmul790 = fmul float %x495, 3.000000e+00
  %fadd791 = fadd float %fmul790, %fadd789
  %leaf787 = bitcast i32 %call786 to float
  %fmul792 = fmul float %leaf787, 4.000000e+00
  %fadd793 = fadd float %fadd791, %fmul792
  %fmul794 = fmul float %x503, 5.000000e+00
  %fadd795 = fadd float %fmul794, %fadd793
  %leaf776 = bitcast i32 %call775 to float
  %fmul777 = fmul float %leaf776, 2.000000e+00
  %fadd778 = fadd float %x486, %fmul777
  %fmul779 = fmul float %x494, 3.000000e+00
  %fadd780 = fadd float %fmul779, %fadd778
  %fmul781 = fmul float %x495, 4.000000e+00
  %fadd782 = fadd float %fmul781, %fadd780
  %fmul783 = fmul float %x502, 5.000000e+00
  %fadd784 = fadd float %fmul783, %fadd782
  %v801 = insertelement <2 x float> poison, float %fadd784, i64 0
  %v802 = insertelement <2 x float> %v801, float %fadd795, i64 1
  %62 = getelementptr float, ptr addrspace(1) %11, i64 %mul797
  %p803 = getelementptr float, ptr addrspace(1) %62, i64 %add46
  store <2 x float> %v802, ptr addrspace(1) %p803, align 8
  br label %endif

then1141:                                         ; preds = %else
  %add1140 = or disjoint i64 %mul43, 5
  %call1146 = tail call i64 @llvm.smin.i64(i64 %add1140, i64 %5)
  %call1147 = tail call i64 @llvm.smax.i64(i64 %call1146, i64 -1)
  %call1149 = tail call i64 @llvm.smin.i64(i64 %call1147, i64 %sub1019)
  %call1150 = tail call i64 @llvm.smax.i64(i64 %call1149, i64 0)
  %mul1151 = mul i64 %call1150, %4
  %63 = getelementptr float, ptr addrspace(1) %2, i64 %mul1151
  %p1154 = getelementptr float, ptr addrspace(1) %63, i64 %call993
  %v1155 = load float, ptr addrspace(1) %p1154, align 4
  %p1158 = getelementptr float, ptr addrspace(1) %63, i64 %call999
  %v1159 = load float, ptr addrspace(1) %p1158, align 4
  %add1160 = or disjoint i64 %mul43, 6
  %call1162 = tail call i64 @llvm.smin.i64(i64 %add1160, i64 %5)
  %call1163 = tail call i64 @llvm.smax.i64(i64 %call1162, i64 -1)
  %call1165 = tail call i64 @llvm.smin.i64(i64 %call1163, i64 %sub1019)
  %call1166 = tail call i64 @llvm.smax.i64(i64 %call1165, i64 0)
  %mul1167 = mul i64 %call1166, %4
  %64 = getelementptr float, ptr addrspace(1) %2, i64 %mul1167
  %p1170 = getelementptr float, ptr addrspace(1) %64, i64 %call993
  %v1171 = load float, ptr addrspace(1) %p1170, align 4
  %p1174 = getelementptr float, ptr addrspace(1) %64, i64 %call999
  %v1175 = load float, ptr addrspace(1) %p1174, align 4
  %add1176 = or disjoint i64 %mul43, 7
  %call1178 = tail call i64 @llvm.smin.i64(i64 %add1176, i64 %5)
  %call1179 = tail call i64 @llvm.smax.i64(i64 %call1178, i64 -1)
  %call1181 = tail call i64 @llvm.smin.i64(i64 %call1179, i64 %sub1019)
  %call1182 = tail call i64 @llvm.smax.i64(i64 %call1181, i64 0)
  %mul1183 = mul i64 %call1182, %4
  %65 = getelementptr float, ptr addrspace(1) %2, i64 %mul1183
  %p1186 = getelementptr float, ptr addrspace(1) %65, i64 %call993
  %v1187 = load float, ptr addrspace(1) %p1186, align 4
  %p1190 = getelementptr float, ptr addrspace(1) %65, i64 %call999
  %v1191 = load float, ptr addrspace(1) %p1190, align 4
  %add1192 = or disjoint i64 %mul43, 8
  %call1194 = tail call i64 @llvm.smin.i64(i64 %add1192, i64 %5)
  %call1195 = tail call i64 @llvm.smax.i64(i64 %call1194, i64 -1)
  %call1197 = tail call i64 @llvm.smin.i64(i64 %call1195, i64 %sub1019)
  %call1198 = tail call i64 @llvm.smax.i64(i64 %call1197, i64 0)
  %mul1199 = mul i64 %call1198, %4
  %66 = getelementptr float, ptr addrspace(1) %2, i64 %mul1199
  %p1202 = getelementptr float, ptr addrspace(1) %66, i64 %call993
  %v1203 = load float, ptr addrspace(1) %p1202, align 4
  %p1206 = getelementptr float, ptr addrspace(1) %66, i64 %call999
  %v1207 = load float, ptr addrspace(1) %p1206, align 4
  br label %endif1143

endif1143:                                        ; preds = %else, %then1141
  %phi1208 = phi float [ %v1155, %then1141 ], [ 0.000000e+00, %else ]
  %phi1209 = phi float [ %v1159, %then1141 ], [ 0.000000e+00, %else ]
  %phi1210 = phi float [ %v1171, %then1141 ], [ 0.000000e+00, %else ]
  %phi1211 = phi float [ %v1175, %then1141 ], [ 0.000000e+00, %else ]
  %phi1212 = phi float [ %v1187, %then1141 ], [ 0.000000e+00, %else ]
  %phi1213 = phi float [ %v1191, %then1141 ], [ 0.000000e+00, %else ]
  %phi1214 = phi float [ %v1203, %then1141 ], [ 0.000000e+00, %else ]
  %phi1215 = phi float [ %v1207, %then1141 ], [ 0.000000e+00, %else ]
  %bits1219 = bitcast float %v1046 to i32
  %call1220 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1219, i32 1, i32 0)
  %leaf1221 = bitcast i32 %call1220 to float
  %fmul1222 = fmul float %leaf1221, 2.000000e+00
  %fadd1223 = fadd float %v1026, %fmul1222
  %fmul1224 = fmul float %v1042, 3.000000e+00
  %fadd1225 = fadd float %fmul1224, %fadd1223
  %fmul1226 = fmul float %v1046, 4.000000e+00
  %fadd1227 = fadd float %fmul1226, %fadd1225
  %fmul1228 = fmul float %v1058, 5.000000e+00
  %fadd1229 = fadd float %fmul1228, %fadd1227
  %bits1230 = bitcast float %v1042 to i32
  %call1231 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1230, i32 1, i32 31)
  %leaf1232 = bitcast i32 %call1231 to float
  %fmul1233 = fmul float %v1042, 2.000000e+00
  %fadd1234 = fadd float %v1030, %fmul1233
  %fmul1235 = fmul float %v1046, 3.000000e+00
  %fadd1236 = fadd float %fadd1234, %fmul1235
  %fmul1237 = fmul float %leaf1232, 4.000000e+00
  %fadd1238 = fadd float %fadd1236, %fmul1237
  %fmul1239 = fmul float %v1062, 5.000000e+00
  %fadd1240 = fadd float %fmul1239, %fadd1238
  %cmp1242 = icmp sgt i64 %sub1009, 0
  %out.s = and i1 %out.lane1003, %cmp1242
  %mul1243 = mul i64 %mul43, %6
  %add1244 = add i64 %mul1243, %add46
  %out.col = and i1 %cmp1004, %out.s
  %p1246 = getelementptr float, ptr addrspace(1) %11, i64 %add1244
  %address1247 = ptrtoint ptr addrspace(1) %p1246 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1247, float %fadd1229, i1 %out.col) #4
  %out.col1248 = and i1 %out.s, %cmp1005
  %add1249 = or disjoint i64 %add1244, 1
  %p1250 = getelementptr float, ptr addrspace(1) %11, i64 %add1249
  %address1251 = ptrtoint ptr addrspace(1) %p1250 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1251, float %fadd1240, i1 %out.col1248) #4
  %bits1252 = bitcast float %v1062 to i32
  %call1253 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1252, i32 1, i32 0)
  %leaf1254 = bitcast i32 %call1253 to float
  %fmul1255 = fmul float %leaf1254, 2.000000e+00
  %fadd1256 = fadd float %v1042, %fmul1255
  %fmul1257 = fmul float %v1058, 3.000000e+00
  %fadd1258 = fadd float %fmul1257, %fadd1256
  %fmul1259 = fmul float %v1062, 4.000000e+00
  %fadd1260 = fadd float %fmul1259, %fadd1258
  %fmul1261 = fmul float %v1074, 5.000000e+00
  %fadd1262 = fadd float %fmul1261, %fadd1260
  %bits1263 = bitcast float %v1058 to i32
  %call1264 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1263, i32 1, i32 31)
  %leaf1265 = bitcast i32 %call1264 to float
  %fmul1266 = fmul float %v1058, 2.000000e+00
  %fadd1267 = fadd float %v1046, %fmul1266
  %fmul1268 = fmul float %v1062, 3.000000e+00
  %fadd1269 = fadd float %fadd1267, %fmul1268
  %fmul1270 = fmul float %leaf1265, 4.000000e+00
  %fadd1271 = fadd float %fadd1269, %fmul1270
  %fmul1272 = fmul float %v1078, 5.000000e+00
  %fadd1273 = fadd float %fmul1272, %fadd1271
  %cmp1275 = icmp sgt i64 %sub1009, 1
  %out.s1276 = and i1 %out.lane1003, %cmp1275
  %mul1277 = mul i64 %add1047, %6
  %out.col1279 = and i1 %cmp1004, %out.s1276
  %67 = getelementptr float, ptr addrspace(1) %11, i64 %mul1277
  %p1281 = getelementptr float, ptr addrspace(1) %67, i64 %add46
  %address1282 = ptrtoint ptr addrspace(1) %p1281 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1282, float %fadd1262, i1 %out.col1279) #4
  %out.col1283 = and i1 %out.s1276, %cmp1005
  %p1285 = getelementptr i8, ptr addrspace(1) %p1281, i64 4
  %address1286 = ptrtoint ptr addrspace(1) %p1285 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1286, float %fadd1273, i1 %out.col1283) #4
  %bits1287 = bitcast float %v1078 to i32
  %call1288 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1287, i32 1, i32 0)
  %leaf1289 = bitcast i32 %call1288 to float
  %fmul1290 = fmul float %leaf1289, 2.000000e+00
  %fadd1291 = fadd float %v1058, %fmul1290
  %fmul1292 = fmul float %v1074, 3.000000e+00
  %fadd1293 = fadd float %fmul1292, %fadd1291
  %fmul1294 = fmul float %v1078, 4.000000e+00
  %fadd1295 = fadd float %fmul1294, %fadd1293
  %fmul1296 = fmul float %v1090, 5.000000e+00
  %fadd1297 = fadd float %fmul1296, %fadd1295
  %bits1298 = bitcast float %v1074 to i32
  %call1299 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1298, i32 1, i32 31)
  %leaf1300 = bitcast i32 %call1299 to float
  %fmul1301 = fmul float %v1074, 2.000000e+00
  %fadd1302 = fadd float %v1062, %fmul1301
  %fmul1303 = fmul float %v1078, 3.000000e+00
  %fadd1304 = fadd float %fadd1302, %fmul1303
  %fmul1305 = fmul float %leaf1300, 4.000000e+00
  %fadd1306 = fadd float %fadd1304, %fmul1305
  %fmul1307 = fmul float %v1094, 5.000000e+00
  %fadd1308 = fadd float %fmul1307, %fadd1306
  %cmp1310 = icmp sgt i64 %sub1009, 2
  %out.s1311 = and i1 %out.lane1003, %cmp1310
  %mul1312 = mul i64 %add1063, %6
  %add1313 = add i64 %mul1312, %add46
  %out.col1314 = and i1 %cmp1004, %out.s1311
  %p1316 = getelementptr float, ptr addrspace(1) %11, i64 %add1313
  %address1317 = ptrtoint ptr addrspace(1) %p1316 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1317, float %fadd1297, i1 %out.col1314) #4
  %out.col1318 = and i1 %out.s1311, %cmp1005
  %add1319 = or disjoint i64 %add1313, 1
  %p1320 = getelementptr float, ptr addrspace(1) %11, i64 %add1319
  %address1321 = ptrtoint ptr addrspace(1) %p1320 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1321, float %fadd1308, i1 %out.col1318) #4
  %bits1322 = bitcast float %v1094 to i32
  %call1323 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1322, i32 1, i32 0)
  %leaf1324 = bitcast i32 %call1323 to float
  %fmul1325 = fmul float %leaf1324, 2.000000e+00
  %fadd1326 = fadd float %v1074, %fmul1325
  %fmul1327 = fmul float %v1090, 3.000000e+00
  %fadd1328 = fadd float %fmul1327, %fadd1326
  %fmul1329 = fmul float %v1094, 4.000000e+00
  %fadd1330 = fadd float %fmul1329, %fadd1328
  %fmul1331 = fmul float %v1106, 5.000000e+00
  %fadd1332 = fadd float %fmul1331, %fadd1330
  %bits1333 = bitcast float %v1090 to i32
  %call1334 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1333, i32 1, i32 31)
  %leaf1335 = bitcast i32 %call1334 to float
  %fmul1336 = fmul float %v1090, 2.000000e+00
  %fadd1337 = fadd float %v1078, %fmul1336
  %fmul1338 = fmul float %v1094, 3.000000e+00
  %fadd1339 = fadd float %fadd1337, %fmul1338
  %fmul1340 = fmul float %leaf1335, 4.000000e+00
  %fadd1341 = fadd float %fadd1339, %fmul1340
  %fmul1342 = fmul float %v1110, 5.000000e+00
  %fadd1343 = fadd float %fmul1342, %fadd1341
  %cmp1345 = icmp sgt i64 %sub1009, 3
  %out.s1346 = and i1 %out.lane1003, %cmp1345
  %mul1347 = mul i64 %add1079, %6
  %out.col1349 = and i1 %cmp1004, %out.s1346
  %68 = getelementptr float, ptr addrspace(1) %11, i64 %mul1347
  %p1351 = getelementptr float, ptr addrspace(1) %68, i64 %add46
  %address1352 = ptrtoint ptr addrspace(1) %p1351 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1352, float %fadd1332, i1 %out.col1349) #4
  %out.col1353 = and i1 %out.s1346, %cmp1005
  %p1355 = getelementptr i8, ptr addrspace(1) %p1351, i64 4
  %address1356 = ptrtoint ptr addrspace(1) %p1355 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1356, float %fadd1343, i1 %out.col1353) #4
  br i1 %cmp1139, label %tile.step1359, label %endif

tile.step1359:                                    ; preds = %endif1143
  %cmp1364 = icmp ugt i64 %add1010, 11
  br i1 %cmp1364, label %then1366, label %endif1368

then1366:                                         ; preds = %tile.step1359
  %add1365 = or disjoint i64 %mul43, 9
  %call1371 = tail call i64 @llvm.smin.i64(i64 %add1365, i64 %5)
  %call1372 = tail call i64 @llvm.smax.i64(i64 %call1371, i64 -1)
  %call1374 = tail call i64 @llvm.smin.i64(i64 %call1372, i64 %sub1019)
  %call1375 = tail call i64 @llvm.smax.i64(i64 %call1374, i64 0)
  %mul1376 = mul i64 %call1375, %4
  %69 = getelementptr float, ptr addrspace(1) %2, i64 %mul1376
  %p1379 = getelementptr float, ptr addrspace(1) %69, i64 %call993
  %v1380 = load float, ptr addrspace(1) %p1379, align 4
  %p1383 = getelementptr float, ptr addrspace(1) %69, i64 %call999
  %v1384 = load float, ptr addrspace(1) %p1383, align 4
  %add1385 = or disjoint i64 %mul43, 10
  %call1387 = tail call i64 @llvm.smin.i64(i64 %add1385, i64 %5)
  %call1388 = tail call i64 @llvm.smax.i64(i64 %call1387, i64 -1)
  %call1390 = tail call i64 @llvm.smin.i64(i64 %call1388, i64 %sub1019)
  %call1391 = tail call i64 @llvm.smax.i64(i64 %call1390, i64 0)
  %mul1392 = mul i64 %call1391, %4
  %70 = getelementptr float, ptr addrspace(1) %2, i64 %mul1392
  %p1395 = getelementptr float, ptr addrspace(1) %70, i64 %call993
  %v1396 = load float, ptr addrspace(1) %p1395, align 4
  %p1399 = getelementptr float, ptr addrspace(1) %70, i64 %call999
  %v1400 = load float, ptr addrspace(1) %p1399, align 4
  %add1401 = or disjoint i64 %mul43, 11
  %call1403 = tail call i64 @llvm.smin.i64(i64 %add1401, i64 %5)
  %call1404 = tail call i64 @llvm.smax.i64(i64 %call1403, i64 -1)
  %call1406 = tail call i64 @llvm.smin.i64(i64 %call1404, i64 %sub1019)
  %call1407 = tail call i64 @llvm.smax.i64(i64 %call1406, i64 0)
  %mul1408 = mul i64 %call1407, %4
  %71 = getelementptr float, ptr addrspace(1) %2, i64 %mul1408
  %p1411 = getelementptr float, ptr addrspace(1) %71, i64 %call993
  %v1412 = load float, ptr addrspace(1) %p1411, align 4
  %p1415 = getelementptr float, ptr addrspace(1) %71, i64 %call999
  %v1416 = load float, ptr addrspace(1) %p1415, align 4
  %add1417 = or disjoint i64 %mul43, 12
  %call1419 = tail call i64 @llvm.smin.i64(i64 %add1417, i64 %5)
  %call1420 = tail call i64 @llvm.smax.i64(i64 %call1419, i64 -1)
  %call1422 = tail call i64 @llvm.smin.i64(i64 %call1420, i64 %sub1019)
  %call1423 = tail call i64 @llvm.smax.i64(i64 %call1422, i64 0)
  %mul1424 = mul i64 %call1423, %4
  %72 = getelementptr float, ptr addrspace(1) %2, i64 %mul1424
  %p1427 = getelementptr float, ptr addrspace(1) %72, i64 %call993
  %v1428 = load float, ptr addrspace(1) %p1427, align 4
  %p1431 = getelementptr float, ptr addrspace(1) %72, i64 %call999
  %v1432 = load float, ptr addrspace(1) %p1431, align 4
  br label %endif1368

endif1368:                                        ; preds = %tile.step1359, %then1366
  %phi1433 = phi float [ %v1380, %then1366 ], [ 0.000000e+00, %tile.step1359 ]
  %phi1434 = phi float [ %v1384, %then1366 ], [ 0.000000e+00, %tile.step1359 ]
  %phi1435 = phi float [ %v1396, %then1366 ], [ 0.000000e+00, %tile.step1359 ]
  %phi1436 = phi float [ %v1400, %then1366 ], [ 0.000000e+00, %tile.step1359 ]
  %phi1437 = phi float [ %v1412, %then1366 ], [ 0.000000e+00, %tile.step1359 ]
  %phi1438 = phi float [ %v1416, %then1366 ], [ 0.000000e+00, %tile.step1359 ]
  %phi1439 = phi float [ %v1428, %then1366 ], [ 0.000000e+00, %tile.step1359 ]
  %phi1440 = phi float [ %v1432, %then1366 ], [ 0.000000e+00, %tile.step1359 ]
  %sub1441 = sub i64 %5, %add1095
  %bits1445 = bitcast float %v1110 to i32
  %call1446 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1445, i32 1, i32 0)
  %leaf1447 = bitcast i32 %call1446 to float
  %fmul1448 = fmul float %leaf1447, 2.000000e+00
  %fadd1449 = fadd float %v1090, %fmul1448
  %fmul1450 = fmul float %v1106, 3.000000e+00
  %fadd1451 = fadd float %fmul1450, %fadd1449
  %fmul1452 = fmul float %v1110, 4.000000e+00
  %fadd1453 = fadd float %fmul1452, %fadd1451
  %fmul1454 = fmul float %phi1208, 5.000000e+00
  %fadd1455 = fadd float %fmul1454, %fadd1453
  %bits1456 = bitcast float %v1106 to i32
  %call1457 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1456, i32 1, i32 31)
  %leaf1458 = bitcast i32 %call1457 to float
  %fmul1459 = fmul float %v1106, 2.000000e+00
  %fadd1460 = fadd float %v1094, %fmul1459
  %fmul1461 = fmul float %v1110, 3.000000e+00
  %fadd1462 = fadd float %fadd1460, %fmul1461
  %fmul1463 = fmul float %leaf1458, 4.000000e+00
  %fadd1464 = fadd float %fadd1462, %fmul1463
  %fmul1465 = fmul float %phi1209, 5.000000e+00
  %fadd1466 = fadd float %fmul1465, %fadd1464
  %cmp1468 = icmp sgt i64 %sub1441, 0
  %out.s1469 = and i1 %out.lane1003, %cmp1468
  %mul1470 = mul i64 %add1095, %6
  %add1471 = add i64 %mul1470, %add46
  %out.col1472 = and i1 %cmp1004, %out.s1469
  %p1474 = getelementptr float, ptr addrspace(1) %11, i64 %add1471
  %address1475 = ptrtoint ptr addrspace(1) %p1474 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1475, float %fadd1455, i1 %out.col1472) #4
  %out.col1476 = and i1 %cmp1005, %out.s1469
  %add1477 = or disjoint i64 %add1471, 1
  %p1478 = getelementptr float, ptr addrspace(1) %11, i64 %add1477
  %address1479 = ptrtoint ptr addrspace(1) %p1478 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1479, float %fadd1466, i1 %out.col1476) #4
  %bits1480 = bitcast float %phi1209 to i32
  %call1481 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1480, i32 1, i32 0)
  %leaf1482 = bitcast i32 %call1481 to float
  %fmul1483 = fmul float %leaf1482, 2.000000e+00
  %fadd1484 = fadd float %v1106, %fmul1483
  %fmul1485 = fmul float %phi1208, 3.000000e+00
  %fadd1486 = fadd float %fmul1485, %fadd1484
  %fmul1487 = fmul float %phi1209, 4.000000e+00
  %fadd1488 = fadd float %fmul1487, %fadd1486
  %fmul1489 = fmul float %phi1210, 5.000000e+00
  %fadd1490 = fadd float %fmul1489, %fadd1488
  %bits1491 = bitcast float %phi1208 to i32
  %call1492 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1491, i32 1, i32 31)
  %leaf1493 = bitcast i32 %call1492 to float
  %fmul1494 = fmul float %phi1208, 2.000000e+00
  %fadd1495 = fadd float %v1110, %fmul1494
  %fmul1496 = fmul float %phi1209, 3.000000e+00
  %fadd1497 = fadd float %fadd1495, %fmul1496
  %fmul1498 = fmul float %leaf1493, 4.000000e+00
  %fadd1499 = fadd float %fadd1497, %fmul1498
  %fmul1500 = fmul float %phi1211, 5.000000e+00
  %fadd1501 = fadd float %fmul1500, %fadd1499
  %add1502 = or disjoint i64 %mul43, 5
  %cmp1503 = icmp sgt i64 %sub1441, 1
  %out.s1504 = and i1 %out.lane1003, %cmp1503
  %mul1505 = mul i64 %add1502, %6
  %out.col1507 = and i1 %cmp1004, %out.s1504
  %73 = getelementptr float, ptr addrspace(1) %11, i64 %mul1505
  %p1509 = getelementptr float, ptr addrspace(1) %73, i64 %add46
  %address1510 = ptrtoint ptr addrspace(1) %p1509 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1510, float %fadd1490, i1 %out.col1507) #4
  %out.col1511 = and i1 %cmp1005, %out.s1504
  %p1513 = getelementptr i8, ptr addrspace(1) %p1509, i64 4
  %address1514 = ptrtoint ptr addrspace(1) %p1513 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1514, float %fadd1501, i1 %out.col1511) #4
  %bits1515 = bitcast float %phi1211 to i32
  %call1516 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1515, i32 1, i32 0)
  %leaf1517 = bitcast i32 %call1516 to float
  %fmul1518 = fmul float %leaf1517, 2.000000e+00
  %fadd1519 = fadd float %phi1208, %fmul1518
  %fmul1520 = fmul float %phi1210, 3.000000e+00
  %fadd1521 = fadd float %fmul1520, %fadd1519
  %fmul1522 = fmul float %phi1211, 4.000000e+00
  %fadd1523 = fadd float %fmul1522, %fadd1521
  %fmul1524 = fmul float %phi1212, 5.000000e+00
  %fadd1525 = fadd float %fmul1524, %fadd1523
  %bits1526 = bitcast float %phi1210 to i32
  %call1527 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1526, i32 1, i32 31)
  %leaf1528 = bitcast i32 %call1527 to float
  %fmul1529 = fmul float %phi1210, 2.000000e+00
  %fadd1530 = fadd float %phi1209, %fmul1529
  %fmul1531 = fmul float %phi1211, 3.000000e+00
  %fadd1532 = fadd float %fadd1530, %fmul1531
  %fmul1533 = fmul float %leaf1528, 4.000000e+00
  %fadd1534 = fadd float %fadd1532, %fmul1533
  %fmul1535 = fmul float %phi1213, 5.000000e+00
  %fadd1536 = fadd float %fmul1535, %fadd1534
  %add1537 = or disjoint i64 %mul43, 6
  %cmp1538 = icmp sgt i64 %sub1441, 2
  %out.s1539 = and i1 %out.lane1003, %cmp1538
  %mul1540 = mul i64 %add1537, %6
  %add1541 = add i64 %mul1540, %add46
  %out.col1542 = and i1 %cmp1004, %out.s1539
  %p1544 = getelementptr float, ptr addrspace(1) %11, i64 %add1541
  %address1545 = ptrtoint ptr addrspace(1) %p1544 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1545, float %fadd1525, i1 %out.col1542) #4
  %out.col1546 = and i1 %cmp1005, %out.s1539
  %add1547 = or disjoint i64 %add1541, 1
  %p1548 = getelementptr float, ptr addrspace(1) %11, i64 %add1547
  %address1549 = ptrtoint ptr addrspace(1) %p1548 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1549, float %fadd1536, i1 %out.col1546) #4
  %bits1550 = bitcast float %phi1213 to i32
  %call1551 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1550, i32 1, i32 0)
  %leaf1552 = bitcast i32 %call1551 to float
  %fmul1553 = fmul float %leaf1552, 2.000000e+00
  %fadd1554 = fadd float %phi1210, %fmul1553
  %fmul1555 = fmul float %phi1212, 3.000000e+00
  %fadd1556 = fadd float %fmul1555, %fadd1554
  %fmul1557 = fmul float %phi1213, 4.000000e+00
  %fadd1558 = fadd float %fmul1557, %fadd1556
  %fmul1559 = fmul float %phi1214, 5.000000e+00
  %fadd1560 = fadd float %fmul1559, %fadd1558
  %bits1561 = bitcast float %phi1212 to i32
  %call1562 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1561, i32 1, i32 31)
  %leaf1563 = bitcast i32 %call1562 to float
  %fmul1564 = fmul float %phi1212, 2.000000e+00
  %fadd1565 = fadd float %phi1211, %fmul1564
  %fmul1566 = fmul float %phi1213, 3.000000e+00
  %fadd1567 = fadd float %fadd1565, %fmul1566
  %fmul1568 = fmul float %leaf1563, 4.000000e+00
  %fadd1569 = fadd float %fadd1567, %fmul1568
  %fmul1570 = fmul float %phi1215, 5.000000e+00
  %fadd1571 = fadd float %fmul1570, %fadd1569
  %add1572 = or disjoint i64 %mul43, 7
  %cmp1573 = icmp sgt i64 %sub1441, 3
  %out.s1574 = and i1 %out.lane1003, %cmp1573
  %mul1575 = mul i64 %add1572, %6
  %out.col1577 = and i1 %cmp1004, %out.s1574
  %74 = getelementptr float, ptr addrspace(1) %11, i64 %mul1575
  %p1579 = getelementptr float, ptr addrspace(1) %74, i64 %add46
  %address1580 = ptrtoint ptr addrspace(1) %p1579 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1580, float %fadd1560, i1 %out.col1577) #4
  %out.col1581 = and i1 %cmp1005, %out.s1574
  %p1583 = getelementptr i8, ptr addrspace(1) %p1579, i64 4
  %address1584 = ptrtoint ptr addrspace(1) %p1583 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1584, float %fadd1571, i1 %out.col1581) #4
  br i1 %cmp1364, label %tile.step1587, label %endif

tile.step1587:                                    ; preds = %endif1368
  %add1590 = or disjoint i64 %mul43, 8
  %cmp1592 = icmp ugt i64 %add1010, 15
  br i1 %cmp1592, label %then1594, label %endif1596

then1594:                                         ; preds = %tile.step1587
  %add1593 = or disjoint i64 %mul43, 13
  %call1599 = tail call i64 @llvm.smin.i64(i64 %add1593, i64 %5)
  %call1600 = tail call i64 @llvm.smax.i64(i64 %call1599, i64 -1)
  %call1602 = tail call i64 @llvm.smin.i64(i64 %call1600, i64 %sub1019)
  %call1603 = tail call i64 @llvm.smax.i64(i64 %call1602, i64 0)
  %mul1604 = mul i64 %call1603, %4
  %75 = getelementptr float, ptr addrspace(1) %2, i64 %mul1604
  %p1607 = getelementptr float, ptr addrspace(1) %75, i64 %call993
  %v1608 = load float, ptr addrspace(1) %p1607, align 4
  %p1611 = getelementptr float, ptr addrspace(1) %75, i64 %call999
  %v1612 = load float, ptr addrspace(1) %p1611, align 4
  %add1613 = or disjoint i64 %mul43, 14
  %call1615 = tail call i64 @llvm.smin.i64(i64 %add1613, i64 %5)
  %call1616 = tail call i64 @llvm.smax.i64(i64 %call1615, i64 -1)
  %call1618 = tail call i64 @llvm.smin.i64(i64 %call1616, i64 %sub1019)
  %call1619 = tail call i64 @llvm.smax.i64(i64 %call1618, i64 0)
  %mul1620 = mul i64 %call1619, %4
  %76 = getelementptr float, ptr addrspace(1) %2, i64 %mul1620
  %p1623 = getelementptr float, ptr addrspace(1) %76, i64 %call993
  %v1624 = load float, ptr addrspace(1) %p1623, align 4
  %p1627 = getelementptr float, ptr addrspace(1) %76, i64 %call999
  %v1628 = load float, ptr addrspace(1) %p1627, align 4
  %add1629 = or disjoint i64 %mul43, 15
  %call1631 = tail call i64 @llvm.smin.i64(i64 %add1629, i64 %5)
  %call1632 = tail call i64 @llvm.smax.i64(i64 %call1631, i64 -1)
  %call1634 = tail call i64 @llvm.smin.i64(i64 %call1632, i64 %sub1019)
  %call1635 = tail call i64 @llvm.smax.i64(i64 %call1634, i64 0)
  %mul1636 = mul i64 %call1635, %4
  %77 = getelementptr float, ptr addrspace(1) %2, i64 %mul1636
  %p1639 = getelementptr float, ptr addrspace(1) %77, i64 %call993
  %v1640 = load float, ptr addrspace(1) %p1639, align 4
  %p1643 = getelementptr float, ptr addrspace(1) %77, i64 %call999
  %v1644 = load float, ptr addrspace(1) %p1643, align 4
  %add1645 = add i64 %mul43, 16
  %call1647 = tail call i64 @llvm.smin.i64(i64 %add1645, i64 %5)
  %call1648 = tail call i64 @llvm.smax.i64(i64 %call1647, i64 -1)
  %call1650 = tail call i64 @llvm.smin.i64(i64 %call1648, i64 %sub1019)
  %call1651 = tail call i64 @llvm.smax.i64(i64 %call1650, i64 0)
  %mul1652 = mul i64 %call1651, %4
  %78 = getelementptr float, ptr addrspace(1) %2, i64 %mul1652
  %p1655 = getelementptr float, ptr addrspace(1) %78, i64 %call993
  %v1656 = load float, ptr addrspace(1) %p1655, align 4
  %p1659 = getelementptr float, ptr addrspace(1) %78, i64 %call999
  %v1660 = load float, ptr addrspace(1) %p1659, align 4
  br label %endif1596

endif1596:                                        ; preds = %tile.step1587, %then1594
  %phi1661 = phi float [ %v1608, %then1594 ], [ 0.000000e+00, %tile.step1587 ]
  %phi1662 = phi float [ %v1612, %then1594 ], [ 0.000000e+00, %tile.step1587 ]
  %phi1663 = phi float [ %v1624, %then1594 ], [ 0.000000e+00, %tile.step1587 ]
  %phi1664 = phi float [ %v1628, %then1594 ], [ 0.000000e+00, %tile.step1587 ]
  %phi1665 = phi float [ %v1640, %then1594 ], [ 0.000000e+00, %tile.step1587 ]
  %phi1666 = phi float [ %v1644, %then1594 ], [ 0.000000e+00, %tile.step1587 ]
  %phi1667 = phi float [ %v1656, %then1594 ], [ 0.000000e+00, %tile.step1587 ]
  %phi1668 = phi float [ %v1660, %then1594 ], [ 0.000000e+00, %tile.step1587 ]
  %sub1669 = sub i64 %5, %add1590
  %bits1673 = bitcast float %phi1215 to i32
  %call1674 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1673, i32 1, i32 0)
  %leaf1675 = bitcast i32 %call1674 to float
  %fmul1676 = fmul float %leaf1675, 2.000000e+00
  %fadd1677 = fadd float %phi1212, %fmul1676
  %fmul1678 = fmul float %phi1214, 3.000000e+00
  %fadd1679 = fadd float %fmul1678, %fadd1677
  %fmul1680 = fmul float %phi1215, 4.000000e+00
  %fadd1681 = fadd float %fmul1680, %fadd1679
  %fmul1682 = fmul float %phi1433, 5.000000e+00
  %fadd1683 = fadd float %fmul1682, %fadd1681
  %bits1684 = bitcast float %phi1214 to i32
  %call1685 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1684, i32 1, i32 31)
  %leaf1686 = bitcast i32 %call1685 to float
  %fmul1687 = fmul float %phi1214, 2.000000e+00
  %fadd1688 = fadd float %phi1213, %fmul1687
  %fmul1689 = fmul float %phi1215, 3.000000e+00
  %fadd1690 = fadd float %fadd1688, %fmul1689
  %fmul1691 = fmul float %leaf1686, 4.000000e+00
  %fadd1692 = fadd float %fadd1690, %fmul1691
  %fmul1693 = fmul float %phi1434, 5.000000e+00
  %fadd1694 = fadd float %fmul1693, %fadd1692
  %cmp1696 = icmp sgt i64 %sub1669, 0
  %out.s1697 = and i1 %out.lane1003, %cmp1696
  %mul1698 = mul i64 %add1590, %6
  %add1699 = add i64 %mul1698, %add46
  %out.col1700 = and i1 %cmp1004, %out.s1697
  %p1702 = getelementptr float, ptr addrspace(1) %11, i64 %add1699
  %address1703 = ptrtoint ptr addrspace(1) %p1702 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1703, float %fadd1683, i1 %out.col1700) #4
  %out.col1704 = and i1 %cmp1005, %out.s1697
  %add1705 = or disjoint i64 %add1699, 1
  %p1706 = getelementptr float, ptr addrspace(1) %11, i64 %add1705
  %address1707 = ptrtoint ptr addrspace(1) %p1706 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1707, float %fadd1694, i1 %out.col1704) #4
  %bits1708 = bitcast float %phi1434 to i32
  %call1709 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1708, i32 1, i32 0)
  %leaf1710 = bitcast i32 %call1709 to float
  %fmul1711 = fmul float %leaf1710, 2.000000e+00
  %fadd1712 = fadd float %phi1214, %fmul1711
  %fmul1713 = fmul float %phi1433, 3.000000e+00
  %fadd1714 = fadd float %fmul1713, %fadd1712
  %fmul1715 = fmul float %phi1434, 4.000000e+00
  %fadd1716 = fadd float %fmul1715, %fadd1714
  %fmul1717 = fmul float %phi1435, 5.000000e+00
  %fadd1718 = fadd float %fmul1717, %fadd1716
  %bits1719 = bitcast float %phi1433 to i32
  %call1720 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1719, i32 1, i32 31)
  %leaf1721 = bitcast i32 %call1720 to float
  %fmul1722 = fmul float %phi1433, 2.000000e+00
  %fadd1723 = fadd float %phi1215, %fmul1722
  %fmul1724 = fmul float %phi1434, 3.000000e+00
  %fadd1725 = fadd float %fadd1723, %fmul1724
  %fmul1726 = fmul float %leaf1721, 4.000000e+00
  %fadd1727 = fadd float %fadd1725, %fmul1726
  %fmul1728 = fmul float %phi1436, 5.000000e+00
  %fadd1729 = fadd float %fmul1728, %fadd1727
  %add1730 = or disjoint i64 %mul43, 9
  %cmp1731 = icmp sgt i64 %sub1669, 1
  %out.s1732 = and i1 %out.lane1003, %cmp1731
  %mul1733 = mul i64 %add1730, %6
  %out.col1735 = and i1 %cmp1004, %out.s1732
  %79 = getelementptr float, ptr addrspace(1) %11, i64 %mul1733
  %p1737 = getelementptr float, ptr addrspace(1) %79, i64 %add46
  %address1738 = ptrtoint ptr addrspace(1) %p1737 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1738, float %fadd1718, i1 %out.col1735) #4
  %out.col1739 = and i1 %cmp1005, %out.s1732
  %p1741 = getelementptr i8, ptr addrspace(1) %p1737, i64 4
  %address1742 = ptrtoint ptr addrspace(1) %p1741 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1742, float %fadd1729, i1 %out.col1739) #4
  %bits1743 = bitcast float %phi1436 to i32
  %call1744 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1743, i32 1, i32 0)
  %leaf1745 = bitcast i32 %call1744 to float
  %fmul1746 = fmul float %leaf1745, 2.000000e+00
  %fadd1747 = fadd float %phi1433, %fmul1746
  %fmul1748 = fmul float %phi1435, 3.000000e+00
  %fadd1749 = fadd float %fmul1748, %fadd1747
  %fmul1750 = fmul float %phi1436, 4.000000e+00
  %fadd1751 = fadd float %fmul1750, %fadd1749
  %fmul1752 = fmul float %phi1437, 5.000000e+00
  %fadd1753 = fadd float %fmul1752, %fadd1751
  %bits1754 = bitcast float %phi1435 to i32
  %call1755 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1754, i32 1, i32 31)
  %leaf1756 = bitcast i32 %call1755 to float
  %fmul1757 = fmul float %phi1435, 2.000000e+00
  %fadd1758 = fadd float %phi1434, %fmul1757
  %fmul1759 = fmul float %phi1436, 3.000000e+00
  %fadd1760 = fadd float %fadd1758, %fmul1759
  %fmul1761 = fmul float %leaf1756, 4.000000e+00
  %fadd1762 = fadd float %fadd1760, %fmul1761
  %fmul1763 = fmul float %phi1438, 5.000000e+00
  %fadd1764 = fadd float %fmul1763, %fadd1762
  %add1765 = or disjoint i64 %mul43, 10
  %cmp1766 = icmp sgt i64 %sub1669, 2
  %out.s1767 = and i1 %out.lane1003, %cmp1766
  %mul1768 = mul i64 %add1765, %6
  %add1769 = add i64 %mul1768, %add46
  %out.col1770 = and i1 %cmp1004, %out.s1767
  %p1772 = getelementptr float, ptr addrspace(1) %11, i64 %add1769
  %address1773 = ptrtoint ptr addrspace(1) %p1772 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1773, float %fadd1753, i1 %out.col1770) #4
  %out.col1774 = and i1 %cmp1005, %out.s1767
  %add1775 = or disjoint i64 %add1769, 1
  %p1776 = getelementptr float, ptr addrspace(1) %11, i64 %add1775
  %address1777 = ptrtoint ptr addrspace(1) %p1776 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1777, float %fadd1764, i1 %out.col1774) #4
  %bits1778 = bitcast float %phi1438 to i32
  %call1779 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1778, i32 1, i32 0)
  %leaf1780 = bitcast i32 %call1779 to float
  %fmul1781 = fmul float %leaf1780, 2.000000e+00
  %fadd1782 = fadd float %phi1435, %fmul1781
  %fmul1783 = fmul float %phi1437, 3.000000e+00
  %fadd1784 = fadd float %fmul1783, %fadd1782
  %fmul1785 = fmul float %phi1438, 4.000000e+00
  %fadd1786 = fadd float %fmul1785, %fadd1784
  %fmul1787 = fmul float %phi1439, 5.000000e+00
  %fadd1788 = fadd float %fmul1787, %fadd1786
  %bits1789 = bitcast float %phi1437 to i32
  %call1790 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1789, i32 1, i32 31)
  %leaf1791 = bitcast i32 %call1790 to float
  %fmul1792 = fmul float %phi1437, 2.000000e+00
  %fadd1793 = fadd float %phi1436, %fmul1792
  %fmul1794 = fmul float %phi1438, 3.000000e+00
  %fadd1795 = fadd float %fadd1793, %fmul1794
  %fmul1796 = fmul float %leaf1791, 4.000000e+00
  %fadd1797 = fadd float %fadd1795, %fmul1796
  %fmul1798 = fmul float %phi1440, 5.000000e+00
  %fadd1799 = fadd float %fmul1798, %fadd1797
  %add1800 = or disjoint i64 %mul43, 11
  %cmp1801 = icmp sgt i64 %sub1669, 3
  %out.s1802 = and i1 %out.lane1003, %cmp1801
  %mul1803 = mul i64 %add1800, %6
  %out.col1805 = and i1 %cmp1004, %out.s1802
  %80 = getelementptr float, ptr addrspace(1) %11, i64 %mul1803
  %p1807 = getelementptr float, ptr addrspace(1) %80, i64 %add46
  %address1808 = ptrtoint ptr addrspace(1) %p1807 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1808, float %fadd1788, i1 %out.col1805) #4
  %out.col1809 = and i1 %cmp1005, %out.s1802
  %p1811 = getelementptr i8, ptr addrspace(1) %p1807, i64 4
  %address1812 = ptrtoint ptr addrspace(1) %p1811 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1812, float %fadd1799, i1 %out.col1809) #4
  br i1 %cmp1592, label %endif1824, label %endif

endif1824:                                        ; preds = %endif1596
  %add1818 = or disjoint i64 %mul43, 12
  %sub1897 = sub i64 %5, %add1818
  %bits1901 = bitcast float %phi1440 to i32
  %call1902 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1901, i32 1, i32 0)
  %leaf1903 = bitcast i32 %call1902 to float
  %fmul1904 = fmul float %leaf1903, 2.000000e+00
  %fadd1905 = fadd float %phi1437, %fmul1904
  %fmul1906 = fmul float %phi1439, 3.000000e+00
  %fadd1907 = fadd float %fmul1906, %fadd1905
  %fmul1908 = fmul float %phi1440, 4.000000e+00
  %fadd1909 = fadd float %fmul1908, %fadd1907
  %fmul1910 = fmul float %phi1661, 5.000000e+00
  %fadd1911 = fadd float %fmul1910, %fadd1909
  %bits1912 = bitcast float %phi1439 to i32
  %call1913 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1912, i32 1, i32 31)
  %leaf1914 = bitcast i32 %call1913 to float
  %fmul1915 = fmul float %phi1439, 2.000000e+00
  %fadd1916 = fadd float %phi1438, %fmul1915
  %fmul1917 = fmul float %phi1440, 3.000000e+00
  %fadd1918 = fadd float %fadd1916, %fmul1917
  %fmul1919 = fmul float %leaf1914, 4.000000e+00
  %fadd1920 = fadd float %fadd1918, %fmul1919
  %fmul1921 = fmul float %phi1662, 5.000000e+00
  %fadd1922 = fadd float %fmul1921, %fadd1920
  %cmp1924 = icmp sgt i64 %sub1897, 0
  %out.s1925 = and i1 %out.lane1003, %cmp1924
  %mul1926 = mul i64 %add1818, %6
  %add1927 = add i64 %mul1926, %add46
  %out.col1928 = and i1 %cmp1004, %out.s1925
  %p1930 = getelementptr float, ptr addrspace(1) %11, i64 %add1927
  %address1931 = ptrtoint ptr addrspace(1) %p1930 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1931, float %fadd1911, i1 %out.col1928) #4
  %out.col1932 = and i1 %cmp1005, %out.s1925
  %add1933 = or disjoint i64 %add1927, 1
  %p1934 = getelementptr float, ptr addrspace(1) %11, i64 %add1933
  %address1935 = ptrtoint ptr addrspace(1) %p1934 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1935, float %fadd1922, i1 %out.col1932) #4
  %bits1936 = bitcast float %phi1662 to i32
  %call1937 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1936, i32 1, i32 0)
  %leaf1938 = bitcast i32 %call1937 to float
  %fmul1939 = fmul float %leaf1938, 2.000000e+00
  %fadd1940 = fadd float %phi1439, %fmul1939
  %fmul1941 = fmul float %phi1661, 3.000000e+00
  %fadd1942 = fadd float %fmul1941, %fadd1940
  %fmul1943 = fmul float %phi1662, 4.000000e+00
  %fadd1944 = fadd float %fmul1943, %fadd1942
  %fmul1945 = fmul float %phi1663, 5.000000e+00
  %fadd1946 = fadd float %fmul1945, %fadd1944
  %bits1947 = bitcast float %phi1661 to i32
  %call1948 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1947, i32 1, i32 31)
  %leaf1949 = bitcast i32 %call1948 to float
  %fmul1950 = fmul float %phi1661, 2.000000e+00
  %fadd1951 = fadd float %phi1440, %fmul1950
  %fmul1952 = fmul float %phi1662, 3.000000e+00
  %fadd1953 = fadd float %fadd1951, %fmul1952
  %fmul1954 = fmul float %leaf1949, 4.000000e+00
  %fadd1955 = fadd float %fadd1953, %fmul1954
  %fmul1956 = fmul float %phi1664, 5.000000e+00
  %fadd1957 = fadd float %fmul1956, %fadd1955
  %add1958 = or disjoint i64 %mul43, 13
  %cmp1959 = icmp sgt i64 %sub1897, 1
  %out.s1960 = and i1 %out.lane1003, %cmp1959
  %mul1961 = mul i64 %add1958, %6
  %out.col1963 = and i1 %cmp1004, %out.s1960
  %81 = getelementptr float, ptr addrspace(1) %11, i64 %mul1961
  %p1965 = getelementptr float, ptr addrspace(1) %81, i64 %add46
  %address1966 = ptrtoint ptr addrspace(1) %p1965 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1966, float %fadd1946, i1 %out.col1963) #4
  %out.col1967 = and i1 %cmp1005, %out.s1960
  %p1969 = getelementptr i8, ptr addrspace(1) %p1965, i64 4
  %address1970 = ptrtoint ptr addrspace(1) %p1969 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address1970, float %fadd1957, i1 %out.col1967) #4
  %bits1971 = bitcast float %phi1664 to i32
  %call1972 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1971, i32 1, i32 0)
  %leaf1973 = bitcast i32 %call1972 to float
  %fmul1974 = fmul float %leaf1973, 2.000000e+00
  %fadd1975 = fadd float %phi1661, %fmul1974
  %fmul1976 = fmul float %phi1663, 3.000000e+00
  %fadd1977 = fadd float %fmul1976, %fadd1975
  %fmul1978 = fmul float %phi1664, 4.000000e+00
  %fadd1979 = fadd float %fmul1978, %fadd1977
  %fmul1980 = fmul float %phi1665, 5.000000e+00
  %fadd1981 = fadd float %fmul1980, %fadd1979
  %bits1982 = bitcast float %phi1663 to i32
  %call1983 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1982, i32 1, i32 31)
  %leaf1984 = bitcast i32 %call1983 to float
  %fmul1985 = fmul float %phi1663, 2.000000e+00
  %fadd1986 = fadd float %phi1662, %fmul1985
  %fmul1987 = fmul float %phi1664, 3.000000e+00
  %fadd1988 = fadd float %fadd1986, %fmul1987
  %fmul1989 = fmul float %leaf1984, 4.000000e+00
  %fadd1990 = fadd float %fadd1988, %fmul1989
  %fmul1991 = fmul float %phi1666, 5.000000e+00
  %fadd1992 = fadd float %fmul1991, %fadd1990
  %add1993 = or disjoint i64 %mul43, 14
  %cmp1994 = icmp sgt i64 %sub1897, 2
  %out.s1995 = and i1 %out.lane1003, %cmp1994
  %mul1996 = mul i64 %add1993, %6
  %add1997 = add i64 %mul1996, %add46
  %out.col1998 = and i1 %cmp1004, %out.s1995
  %p2000 = getelementptr float, ptr addrspace(1) %11, i64 %add1997
  %address2001 = ptrtoint ptr addrspace(1) %p2000 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address2001, float %fadd1981, i1 %out.col1998) #4
  %out.col2002 = and i1 %cmp1005, %out.s1995
  %add2003 = or disjoint i64 %add1997, 1
  %p2004 = getelementptr float, ptr addrspace(1) %11, i64 %add2003
  %address2005 = ptrtoint ptr addrspace(1) %p2004 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address2005, float %fadd1992, i1 %out.col2002) #4
  %bits2006 = bitcast float %phi1666 to i32
  %call2007 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2006, i32 1, i32 0)
  %leaf2008 = bitcast i32 %call2007 to float
  %fmul2009 = fmul float %leaf2008, 2.000000e+00
  %fadd2010 = fadd float %phi1663, %fmul2009
  %fmul2011 = fmul float %phi1665, 3.000000e+00
  %fadd2012 = fadd float %fmul2011, %fadd2010
  %fmul2013 = fmul float %phi1666, 4.000000e+00
  %fadd2014 = fadd float %fmul2013, %fadd2012
  %fmul2015 = fmul float %phi1667, 5.000000e+00
  %fadd2016 = fadd float %fmul2015, %fadd2014
  %bits2017 = bitcast float %phi1665 to i32
  %call2018 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits2017, i32 1, i32 31)
  %leaf2019 = bitcast i32 %call2018 to float
  %fmul2020 = fmul float %phi1665, 2.000000e+00
  %fadd2021 = fadd float %phi1664, %fmul2020
  %fmul2022 = fmul float %phi1666, 3.000000e+00
  %fadd2023 = fadd float %fadd2021, %fmul2022
  %fmul2024 = fmul float %leaf2019, 4.000000e+00
  %fadd2025 = fadd float %fadd2023, %fmul2024
  %fmul2026 = fmul float %phi1668, 5.000000e+00
  %fadd2027 = fadd float %fmul2026, %fadd2025
  %add2028 = or disjoint i64 %mul43, 15
  %cmp2029 = icmp sgt i64 %sub1897, 3
  %out.s2030 = and i1 %out.lane1003, %cmp2029
  %mul2031 = mul i64 %add2028, %6
  %out.col2033 = and i1 %cmp1004, %out.s2030
  %82 = getelementptr float, ptr addrspace(1) %11, i64 %mul2031
  %p2035 = getelementptr float, ptr addrspace(1) %82, i64 %add46
  %address2036 = ptrtoint ptr addrspace(1) %p2035 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address2036, float %fadd2016, i1 %out.col2033) #4
  %out.col2037 = and i1 %cmp1005, %out.s2030
  %p2039 = getelementptr i8, ptr addrspace(1) %p2035, i64 4
  %address2040 = ptrtoint ptr addrspace(1) %p2039 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address2040, float %fadd2027, i1 %out.col2037) #4
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
