; ModuleID = 'systole_fold_seg_csr_spmv_f32'
source_filename = "systole_fold_seg_csr_spmv_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define void @systole_fold_seg_csr_spmv_f32_segment(i64 %0, ptr addrspace(1) noalias nocapture readonly %1, i64 %2, i64 %3, ptr addrspace(1) noalias nocapture readonly %4, i64 %5, ptr addrspace(1) noalias nocapture readonly %6, i64 %7, ptr addrspace(1) noalias nocapture writeonly %8, ptr addrspace(1) noalias nocapture writeonly %9, ptr addrspace(1) noalias nocapture writeonly %10, i64 %11, i64 %12) local_unnamed_addr #0 {
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
  %sub = add i64 %5, -1
  %call9 = tail call i64 @llvm.smax.i64(i64 %sub, i64 0)
  %v = load i32, ptr addrspace(1) %6, align 4
  %13 = tail call i32 @llvm.smax.i32(i32 %v, i32 0)
  %call10 = zext nneg i32 %13 to i64
  %call11 = tail call i64 @llvm.smin.i64(i64 %call10, i64 %7)
  %14 = tail call i64 @llvm.smax.i64(i64 %sub, i64 1)
  %call13 = add nsw i64 %14, -1
  %p15 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 %14
  %v16 = load i32, ptr addrspace(1) %p15, align 4
  %offset17 = sext i32 %v16 to i64
  %call18 = tail call i64 @llvm.smax.i64(i64 %offset17, i64 %call11)
  %call19 = tail call i64 @llvm.smin.i64(i64 %call18, i64 %7)
  %sub20 = sub i64 %call19, %call11
  %add21 = add i64 %sub20, %call9
  %cmp = icmp slt i64 %warp, %11
  br i1 %cmp, label %stride.body.preheader, label %stride.exit

stride.body.preheader:                            ; preds = %entry
  %mul23 = shl nuw nsw i64 %lane, 3
  %invariant.gep653 = getelementptr i8, ptr addrspace(1) %6, i64 4
  %add37 = add nuw nsw i64 %lane, 1
  %cmp116 = icmp sgt i64 %sub20, 0
  %add118 = add i64 %call19, -1
  %sub125 = add i64 %0, -1
  %sub140 = add i64 %2, -1
  %sub143 = add i64 %3, -1
  %cmp510 = icmp eq i64 %lane, 0
  %not.cmp510 = xor i1 %cmp510, true
  %cmp528 = icmp ult i64 %lane, 2
  %not.cmp528 = xor i1 %cmp528, true
  %cmp549 = icmp ult i64 %lane, 4
  %not.cmp549 = xor i1 %cmp549, true
  %cmp570 = icmp ult i64 %lane, 8
  %not.cmp570 = xor i1 %cmp570, true
  %cmp591 = icmp ult i64 %lane, 16
  %not.cmp591 = xor i1 %cmp591, true
  %cmp612 = icmp ne i64 %lane, 0
  %cmp640 = icmp eq i64 %lane, 31
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %endif642
  %i = phi i64 [ %add649, %endif642 ], [ %warp, %stride.body.preheader ]
  %mul22 = shl i64 %i, 8
  %add24 = or disjoint i64 %mul22, %mul23
  %call25 = tail call i64 @llvm.smin.i64(i64 %add24, i64 %add21)
  %add26 = add i64 %call25, 8
  %call27 = tail call i64 @llvm.smin.i64(i64 %add26, i64 %add21)
  %call29 = tail call i64 @llvm.smin.i64(i64 %mul22, i64 %add21)
  %sub30 = sub i64 %call29, %sub20
  %call31 = tail call i64 @llvm.smax.i64(i64 %sub30, i64 0)
  %call32 = tail call i64 @llvm.smin.i64(i64 %call29, i64 %call9)
  %cmp33 = icmp slt i64 %call31, %call32
  br i1 %cmp33, label %repeat.body, label %repeat.exit

stride.exit:                                      ; preds = %endif642, %entry
  ret void

repeat.body:                                      ; preds = %stride.body, %repeat.body
  %phi = phi i64 [ %add57, %repeat.body ], [ %call31, %stride.body ]
  %phi34 = phi i64 [ %call63, %repeat.body ], [ %call32, %stride.body ]
  %reass.sub = sub i64 %phi34, %phi
  %add36 = add i64 %reass.sub, 31
  %step = sdiv i64 %add36, 32
  %mul38 = mul nsw i64 %step, %add37
  %add39 = add i64 %phi, -1
  %sub40 = add i64 %add39, %mul38
  %cmp41 = icmp slt i64 %sub40, %phi34
  %sub42 = add i64 %phi34, -1
  %call43 = tail call i64 @llvm.smin.i64(i64 %sub40, i64 %sub42)
  %gep = getelementptr i32, ptr addrspace(1) %invariant.gep653, i64 %call43
  %v46 = load i32, ptr addrspace(1) %gep, align 4
  %offset47 = sext i32 %v46 to i64
  %call48 = tail call i64 @llvm.smax.i64(i64 %offset47, i64 %call11)
  %call49 = tail call i64 @llvm.smin.i64(i64 %call48, i64 %7)
  %sub50 = sub i64 %call49, %call11
  %15 = xor i64 %call43, -1
  %sub52 = add i64 %call29, %15
  %cmp53 = icmp sle i64 %sub50, %sub52
  %below = and i1 %cmp41, %cmp53
  %call54 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %below)
  %call55 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call54)
  %c = zext nneg i32 %call55 to i64
  %mul56 = mul nsw i64 %step, %c
  %add57 = add i64 %mul56, %phi
  %add58 = add nuw nsw i64 %c, 1
  %mul59 = mul i64 %add58, %step
  %sub61 = add i64 %add39, %mul59
  %call62 = tail call i64 @llvm.smin.i64(i64 %phi34, i64 %sub61)
  %call63 = tail call i64 @llvm.smax.i64(i64 %call62, i64 %add57)
  %cmp64 = icmp sgt i64 %call62, %add57
  br i1 %cmp64, label %repeat.body, label %repeat.exit

repeat.exit:                                      ; preds = %repeat.body, %stride.body
  %phi65 = phi i64 [ %call31, %stride.body ], [ %add57, %repeat.body ]
  %sub67 = sub i64 %call25, %sub20
  %call68 = tail call i64 @llvm.smax.i64(i64 %sub67, i64 %phi65)
  %call69 = tail call i64 @llvm.smin.i64(i64 %call25, i64 %call9)
  %sub70 = sub i64 %call25, %call29
  %add71 = add i64 %sub70, %phi65
  %call72 = tail call i64 @llvm.smin.i64(i64 %call69, i64 %add71)
  %cmp73 = icmp slt i64 %call68, %call72
  br i1 %cmp73, label %repeat.body74, label %repeat.exit75

repeat.body74:                                    ; preds = %repeat.exit, %repeat.body74
  %phi76 = phi i64 [ %sel, %repeat.body74 ], [ %call68, %repeat.exit ]
  %phi77 = phi i64 [ %sel90, %repeat.body74 ], [ %call72, %repeat.exit ]
  %add78 = add i64 %phi77, %phi76
  %mid = lshr i64 %add78, 1
  %add79 = add nuw i64 %mid, 1
  %p80 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 %add79
  %v81 = load i32, ptr addrspace(1) %p80, align 4
  %offset82 = sext i32 %v81 to i64
  %call83 = tail call i64 @llvm.smax.i64(i64 %offset82, i64 %call11)
  %call84 = tail call i64 @llvm.smin.i64(i64 %call83, i64 %7)
  %sub85 = sub i64 %call84, %call11
  %16 = xor i64 %mid, -1
  %sub87 = add i64 %call25, %16
  %cmp88.not = icmp sgt i64 %sub85, %sub87
  %sel = select i1 %cmp88.not, i64 %phi76, i64 %add79
  %sel90 = select i1 %cmp88.not, i64 %mid, i64 %phi77
  %cmp91 = icmp slt i64 %sel, %sel90
  br i1 %cmp91, label %repeat.body74, label %repeat.exit75

repeat.exit75:                                    ; preds = %repeat.body74, %repeat.exit
  %phi92 = phi i64 [ %call68, %repeat.exit ], [ %sel, %repeat.body74 ]
  %sub94 = sub i64 %call25, %phi92
  %cmp95 = icmp eq i64 %phi92, 0
  %sub96 = add i64 %phi92, -1
  %call97 = tail call i64 @llvm.smax.i64(i64 %sub96, i64 0)
  %gep654 = getelementptr i32, ptr addrspace(1) %invariant.gep653, i64 %call97
  %v100 = load i32, ptr addrspace(1) %gep654, align 4
  %offset101 = sext i32 %v100 to i64
  %call102 = tail call i64 @llvm.smax.i64(i64 %offset101, i64 %call11)
  %call103 = tail call i64 @llvm.smin.i64(i64 %call102, i64 %7)
  %sub104 = sub i64 %call103, %call11
  %sel105 = select i1 %cmp95, i64 0, i64 %sub104
  %cmp106 = icmp sgt i64 %sub94, %sel105
  %call107 = tail call i64 @llvm.smin.i64(i64 %phi92, i64 %call13)
  %gep656 = getelementptr i32, ptr addrspace(1) %invariant.gep653, i64 %call107
  %v110 = load i32, ptr addrspace(1) %gep656, align 4
  %offset111 = sext i32 %v110 to i64
  %call112 = tail call i64 @llvm.smax.i64(i64 %offset111, i64 %call11)
  %call113 = tail call i64 @llvm.smin.i64(i64 %call112, i64 %7)
  %sub114 = sub i64 %call113, %call11
  %sub115 = sub i64 %call27, %call25
  br i1 %cmp116, label %then, label %endif

then:                                             ; preds = %repeat.exit75
  %add119 = add i64 %sub94, %call11
  %call121 = tail call i64 @llvm.smin.i64(i64 %add119, i64 %add118)
  %call126 = tail call i64 @llvm.smin.i64(i64 %call121, i64 %sub125)
  %call127 = tail call i64 @llvm.smax.i64(i64 %call126, i64 0)
  %p128 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call127
  %v129 = load i32, ptr addrspace(1) %p128, align 4
  %sitofp = sitofp i32 %v129 to float
  %fmul = fmul float %sitofp, 5.000000e-01
  %rem = srem i32 %v129, 40
  %icast = sext i32 %rem to i64
  %rem137 = srem i32 %v129, 70
  %icast139 = sext i32 %rem137 to i64
  %call141 = tail call i64 @llvm.smin.i64(i64 %icast, i64 %sub140)
  %call142 = tail call i64 @llvm.smax.i64(i64 %call141, i64 0)
  %call144 = tail call i64 @llvm.smin.i64(i64 %icast139, i64 %sub143)
  %call145 = tail call i64 @llvm.smax.i64(i64 %call144, i64 0)
  %mul146 = mul i64 %call142, %3
  %17 = getelementptr float, ptr addrspace(1) %4, i64 %mul146
  %p148 = getelementptr float, ptr addrspace(1) %17, i64 %call145
  %v149 = load float, ptr addrspace(1) %p148, align 4
  %fmul150 = fmul float %v149, %fmul
  %add152 = add i64 %add119, 1
  %call153 = tail call i64 @llvm.smin.i64(i64 %add152, i64 %add118)
  %call158 = tail call i64 @llvm.smin.i64(i64 %call153, i64 %sub125)
  %call159 = tail call i64 @llvm.smax.i64(i64 %call158, i64 0)
  %p160 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call159
  %v161 = load i32, ptr addrspace(1) %p160, align 4
  %sitofp162 = sitofp i32 %v161 to float
  %fmul163 = fmul float %sitofp162, 5.000000e-01
  %rem168 = srem i32 %v161, 40
  %icast170 = sext i32 %rem168 to i64
  %rem175 = srem i32 %v161, 70
  %icast177 = sext i32 %rem175 to i64
  %call179 = tail call i64 @llvm.smin.i64(i64 %icast170, i64 %sub140)
  %call180 = tail call i64 @llvm.smax.i64(i64 %call179, i64 0)
  %call182 = tail call i64 @llvm.smin.i64(i64 %icast177, i64 %sub143)
  %call183 = tail call i64 @llvm.smax.i64(i64 %call182, i64 0)
  %mul184 = mul i64 %call180, %3
  %18 = getelementptr float, ptr addrspace(1) %4, i64 %mul184
  %p186 = getelementptr float, ptr addrspace(1) %18, i64 %call183
  %v187 = load float, ptr addrspace(1) %p186, align 4
  %fmul188 = fmul float %v187, %fmul163
  %add190 = add i64 %add119, 2
  %call191 = tail call i64 @llvm.smin.i64(i64 %add190, i64 %add118)
  %call196 = tail call i64 @llvm.smin.i64(i64 %call191, i64 %sub125)
  %call197 = tail call i64 @llvm.smax.i64(i64 %call196, i64 0)
  %p198 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call197
  %v199 = load i32, ptr addrspace(1) %p198, align 4
  %sitofp200 = sitofp i32 %v199 to float
  %fmul201 = fmul float %sitofp200, 5.000000e-01
  %rem206 = srem i32 %v199, 40
  %icast208 = sext i32 %rem206 to i64
  %rem213 = srem i32 %v199, 70
  %icast215 = sext i32 %rem213 to i64
  %call217 = tail call i64 @llvm.smin.i64(i64 %icast208, i64 %sub140)
  %call218 = tail call i64 @llvm.smax.i64(i64 %call217, i64 0)
  %call220 = tail call i64 @llvm.smin.i64(i64 %icast215, i64 %sub143)
  %call221 = tail call i64 @llvm.smax.i64(i64 %call220, i64 0)
  %mul222 = mul i64 %call218, %3
  %19 = getelementptr float, ptr addrspace(1) %4, i64 %mul222
  %p224 = getelementptr float, ptr addrspace(1) %19, i64 %call221
  %v225 = load float, ptr addrspace(1) %p224, align 4
  %fmul226 = fmul float %v225, %fmul201
  %add228 = add i64 %add119, 3
  %call229 = tail call i64 @llvm.smin.i64(i64 %add228, i64 %add118)
  %call234 = tail call i64 @llvm.smin.i64(i64 %call229, i64 %sub125)
  %call235 = tail call i64 @llvm.smax.i64(i64 %call234, i64 0)
  %p236 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call235
  %v237 = load i32, ptr addrspace(1) %p236, align 4
  %sitofp238 = sitofp i32 %v237 to float
  %fmul239 = fmul float %sitofp238, 5.000000e-01
  %rem244 = srem i32 %v237, 40
  %icast246 = sext i32 %rem244 to i64
  %rem251 = srem i32 %v237, 70
  %icast253 = sext i32 %rem251 to i64
  %call255 = tail call i64 @llvm.smin.i64(i64 %icast246, i64 %sub140)
  %call256 = tail call i64 @llvm.smax.i64(i64 %call255, i64 0)
  %call258 = tail call i64 @llvm.smin.i64(i64 %icast253, i64 %sub143)
  %call259 = tail call i64 @llvm.smax.i64(i64 %call258, i64 0)
  %mul260 = mul i64 %call256, %3
  %20 = getelementptr float, ptr addrspace(1) %4, i64 %mul260
  %p262 = getelementptr float, ptr addrspace(1) %20, i64 %call259
  %v263 = load float, ptr addrspace(1) %p262, align 4
  %fmul264 = fmul float %v263, %fmul239
  %add266 = add i64 %add119, 4
  %call267 = tail call i64 @llvm.smin.i64(i64 %add266, i64 %add118)
  %call272 = tail call i64 @llvm.smin.i64(i64 %call267, i64 %sub125)
  %call273 = tail call i64 @llvm.smax.i64(i64 %call272, i64 0)
  %p274 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call273
  %v275 = load i32, ptr addrspace(1) %p274, align 4
  %sitofp276 = sitofp i32 %v275 to float
  %fmul277 = fmul float %sitofp276, 5.000000e-01
  %rem282 = srem i32 %v275, 40
  %icast284 = sext i32 %rem282 to i64
  %rem289 = srem i32 %v275, 70
  %icast291 = sext i32 %rem289 to i64
  %call293 = tail call i64 @llvm.smin.i64(i64 %icast284, i64 %sub140)
  %call294 = tail call i64 @llvm.smax.i64(i64 %call293, i64 0)
  %call296 = tail call i64 @llvm.smin.i64(i64 %icast291, i64 %sub143)
  %call297 = tail call i64 @llvm.smax.i64(i64 %call296, i64 0)
  %mul298 = mul i64 %call294, %3
  %21 = getelementptr float, ptr addrspace(1) %4, i64 %mul298
  %p300 = getelementptr float, ptr addrspace(1) %21, i64 %call297
  %v301 = load float, ptr addrspace(1) %p300, align 4
  %fmul302 = fmul float %v301, %fmul277
  %add304 = add i64 %add119, 5
  %call305 = tail call i64 @llvm.smin.i64(i64 %add304, i64 %add118)
  %call310 = tail call i64 @llvm.smin.i64(i64 %call305, i64 %sub125)
  %call311 = tail call i64 @llvm.smax.i64(i64 %call310, i64 0)
  %p312 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call311
  %v313 = load i32, ptr addrspace(1) %p312, align 4
  %sitofp314 = sitofp i32 %v313 to float
  %fmul315 = fmul float %sitofp314, 5.000000e-01
  %rem320 = srem i32 %v313, 40
  %icast322 = sext i32 %rem320 to i64
  %rem327 = srem i32 %v313, 70
  %icast329 = sext i32 %rem327 to i64
  %call331 = tail call i64 @llvm.smin.i64(i64 %icast322, i64 %sub140)
  %call332 = tail call i64 @llvm.smax.i64(i64 %call331, i64 0)
  %call334 = tail call i64 @llvm.smin.i64(i64 %icast329, i64 %sub143)
  %call335 = tail call i64 @llvm.smax.i64(i64 %call334, i64 0)
  %mul336 = mul i64 %call332, %3
  %22 = getelementptr float, ptr addrspace(1) %4, i64 %mul336
  %p338 = getelementptr float, ptr addrspace(1) %22, i64 %call335
  %v339 = load float, ptr addrspace(1) %p338, align 4
  %fmul340 = fmul float %v339, %fmul315
  %add342 = add i64 %add119, 6
  %call343 = tail call i64 @llvm.smin.i64(i64 %add342, i64 %add118)
  %call348 = tail call i64 @llvm.smin.i64(i64 %call343, i64 %sub125)
  %call349 = tail call i64 @llvm.smax.i64(i64 %call348, i64 0)
  %p350 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call349
  %v351 = load i32, ptr addrspace(1) %p350, align 4
  %sitofp352 = sitofp i32 %v351 to float
  %fmul353 = fmul float %sitofp352, 5.000000e-01
  %rem358 = srem i32 %v351, 40
  %icast360 = sext i32 %rem358 to i64
  %rem365 = srem i32 %v351, 70
  %icast367 = sext i32 %rem365 to i64
  %call369 = tail call i64 @llvm.smin.i64(i64 %icast360, i64 %sub140)
  %call370 = tail call i64 @llvm.smax.i64(i64 %call369, i64 0)
  %call372 = tail call i64 @llvm.smin.i64(i64 %icast367, i64 %sub143)
  %call373 = tail call i64 @llvm.smax.i64(i64 %call372, i64 0)
  %mul374 = mul i64 %call370, %3
  %23 = getelementptr float, ptr addrspace(1) %4, i64 %mul374
  %p376 = getelementptr float, ptr addrspace(1) %23, i64 %call373
  %v377 = load float, ptr addrspace(1) %p376, align 4
  %fmul378 = fmul float %v377, %fmul353
  %add380 = add i64 %add119, 7
  %call381 = tail call i64 @llvm.smin.i64(i64 %add380, i64 %add118)
  %call386 = tail call i64 @llvm.smin.i64(i64 %call381, i64 %sub125)
  %call387 = tail call i64 @llvm.smax.i64(i64 %call386, i64 0)
  %p388 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call387
  %v389 = load i32, ptr addrspace(1) %p388, align 4
  %sitofp390 = sitofp i32 %v389 to float
  %fmul391 = fmul float %sitofp390, 5.000000e-01
  %rem396 = srem i32 %v389, 40
  %icast398 = sext i32 %rem396 to i64
  %rem403 = srem i32 %v389, 70
  %icast405 = sext i32 %rem403 to i64
  %call407 = tail call i64 @llvm.smin.i64(i64 %icast398, i64 %sub140)
  %call408 = tail call i64 @llvm.smax.i64(i64 %call407, i64 0)
  %call410 = tail call i64 @llvm.smin.i64(i64 %icast405, i64 %sub143)
  %call411 = tail call i64 @llvm.smax.i64(i64 %call410, i64 0)
  %mul412 = mul i64 %call408, %3
  %24 = getelementptr float, ptr addrspace(1) %4, i64 %mul412
  %p414 = getelementptr float, ptr addrspace(1) %24, i64 %call411
  %v415 = load float, ptr addrspace(1) %p414, align 4
  %fmul416 = fmul float %v415, %fmul391
  br label %endif

endif:                                            ; preds = %repeat.exit75, %then
  %phi417 = phi float [ %fmul150, %then ], [ 0.000000e+00, %repeat.exit75 ]
  %phi418 = phi float [ %fmul188, %then ], [ 0.000000e+00, %repeat.exit75 ]
  %phi419 = phi float [ %fmul226, %then ], [ 0.000000e+00, %repeat.exit75 ]
  %phi420 = phi float [ %fmul264, %then ], [ 0.000000e+00, %repeat.exit75 ]
  %phi421 = phi float [ %fmul302, %then ], [ 0.000000e+00, %repeat.exit75 ]
  %phi422 = phi float [ %fmul340, %then ], [ 0.000000e+00, %repeat.exit75 ]
  %phi423 = phi float [ %fmul378, %then ], [ 0.000000e+00, %repeat.exit75 ]
  %phi424 = phi float [ %fmul416, %then ], [ 0.000000e+00, %repeat.exit75 ]
  br label %fold.body

fold.body:                                        ; preds = %endif, %endif439
  %i425 = phi i64 [ 0, %endif ], [ %add494, %endif439 ]
  %phi426 = phi i64 [ %phi92, %endif ], [ %phi486, %endif439 ]
  %phi427 = phi i64 [ %sub94, %endif ], [ %phi487, %endif439 ]
  %phi428 = phi i64 [ %sub114, %endif ], [ %phi488, %endif439 ]
  %phi429 = phi float [ 0.000000e+00, %endif ], [ %phi489, %endif439 ]
  %phi430 = phi i1 [ false, %endif ], [ %phi490, %endif439 ]
  %phi431 = phi i1 [ false, %endif ], [ %phi491, %endif439 ]
  %phi432 = phi float [ 0.000000e+00, %endif ], [ %phi492, %endif439 ]
  %phi433 = phi i1 [ false, %endif ], [ %phi493, %endif439 ]
  %cmp434 = icmp slt i64 %i425, %sub115
  %cmp435 = icmp slt i64 %phi427, %phi428
  %element = and i1 %cmp434, %cmp435
  br i1 %element, label %then437, label %else438

fold.exit:                                        ; preds = %endif439
  %wide = zext i1 %phi491 to i32
  %call504 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide, i32 1, i32 0)
  %leaf = trunc i32 %call504 to i1
  %bits = bitcast float %phi489 to i32
  %call505 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits, i32 1, i32 0)
  %leaf506 = bitcast i32 %call505 to float
  %wide507 = zext i1 %phi490 to i32
  %call508 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide507, i32 1, i32 0)
  %leaf509 = trunc i32 %call508 to i1
  %fadd512 = fadd reassoc contract float %phi489, %leaf506
  %sel513 = select i1 %phi490, float %fadd512, float %leaf506
  %sel514 = select i1 %leaf509, float %sel513, float %phi489
  %take.not = or i1 %cmp510, %phi491
  %sel516 = select i1 %take.not, float %phi489, float %sel514
  %not.take.not = xor i1 %take.not, true
  %has515 = select i1 %not.take.not, i1 %leaf509, i1 false
  %sel517 = or i1 %phi490, %has515
  %f = select i1 %not.cmp510, i1 %leaf, i1 false
  %sel518 = or i1 %phi491, %f
  %wide519 = zext i1 %sel518 to i32
  %call520 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide519, i32 2, i32 0)
  %leaf521 = trunc i32 %call520 to i1
  %bits522 = bitcast float %sel516 to i32
  %call523 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits522, i32 2, i32 0)
  %leaf524 = bitcast i32 %call523 to float
  %wide525 = zext i1 %sel517 to i32
  %call526 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide525, i32 2, i32 0)
  %leaf527 = trunc i32 %call526 to i1
  %fadd530 = fadd reassoc contract float %sel516, %leaf524
  %sel531 = select i1 %sel517, float %fadd530, float %leaf524
  %sel532 = select i1 %leaf527, float %sel531, float %sel516
  %take535.not = or i1 %cmp528, %sel518
  %sel536 = select i1 %take535.not, float %sel516, float %sel532
  %not.take535.not = xor i1 %take535.not, true
  %has533 = select i1 %not.take535.not, i1 %leaf527, i1 false
  %sel537 = or i1 %sel517, %has533
  %f538 = select i1 %not.cmp528, i1 %leaf521, i1 false
  %sel539 = or i1 %sel518, %f538
  %wide540 = zext i1 %sel539 to i32
  %call541 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide540, i32 4, i32 0)
  %leaf542 = trunc i32 %call541 to i1
  %bits543 = bitcast float %sel536 to i32
  %call544 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits543, i32 4, i32 0)
  %leaf545 = bitcast i32 %call544 to float
  %wide546 = zext i1 %sel537 to i32
  %call547 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide546, i32 4, i32 0)
  %leaf548 = trunc i32 %call547 to i1
  %fadd551 = fadd reassoc contract float %sel536, %leaf545
  %sel552 = select i1 %sel537, float %fadd551, float %leaf545
  %sel553 = select i1 %leaf548, float %sel552, float %sel536
  %take556.not = or i1 %cmp549, %sel539
  %sel557 = select i1 %take556.not, float %sel536, float %sel553
  %not.take556.not = xor i1 %take556.not, true
  %has554 = select i1 %not.take556.not, i1 %leaf548, i1 false
  %sel558 = or i1 %sel537, %has554
  %f559 = select i1 %not.cmp549, i1 %leaf542, i1 false
  %sel560 = or i1 %sel539, %f559
  %wide561 = zext i1 %sel560 to i32
  %call562 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide561, i32 8, i32 0)
  %leaf563 = trunc i32 %call562 to i1
  %bits564 = bitcast float %sel557 to i32
  %call565 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits564, i32 8, i32 0)
  %leaf566 = bitcast i32 %call565 to float
  %wide567 = zext i1 %sel558 to i32
  %call568 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide567, i32 8, i32 0)
  %leaf569 = trunc i32 %call568 to i1
  %fadd572 = fadd reassoc contract float %sel557, %leaf566
  %sel573 = select i1 %sel558, float %fadd572, float %leaf566
  %sel574 = select i1 %leaf569, float %sel573, float %sel557
  %take577.not = or i1 %cmp570, %sel560
  %sel578 = select i1 %take577.not, float %sel557, float %sel574
  %not.take577.not = xor i1 %take577.not, true
  %has575 = select i1 %not.take577.not, i1 %leaf569, i1 false
  %sel579 = or i1 %sel558, %has575
  %f580 = select i1 %not.cmp570, i1 %leaf563, i1 false
  %sel581 = or i1 %sel560, %f580
  %wide582 = zext i1 %sel581 to i32
  %call583 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide582, i32 16, i32 0)
  %leaf584 = trunc i32 %call583 to i1
  %bits585 = bitcast float %sel578 to i32
  %call586 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits585, i32 16, i32 0)
  %leaf587 = bitcast i32 %call586 to float
  %wide588 = zext i1 %sel579 to i32
  %call589 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide588, i32 16, i32 0)
  %leaf590 = trunc i32 %call589 to i1
  %fadd593 = fadd reassoc contract float %sel578, %leaf587
  %sel594 = select i1 %sel579, float %fadd593, float %leaf587
  %sel595 = select i1 %leaf590, float %sel594, float %sel578
  %take598.not = or i1 %cmp591, %sel581
  %sel599 = select i1 %take598.not, float %sel578, float %sel595
  %not.take598.not = xor i1 %take598.not, true
  %has596 = select i1 %not.take598.not, i1 %leaf590, i1 false
  %sel600 = or i1 %sel579, %has596
  %f601 = select i1 %not.cmp591, i1 %leaf584, i1 false
  %sel602 = or i1 %sel581, %f601
  %wide603 = zext i1 %sel602 to i32
  %call604 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide603, i32 1, i32 0)
  %bits606 = bitcast float %sel599 to i32
  %call607 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits606, i32 1, i32 0)
  %leaf608 = bitcast i32 %call607 to float
  %wide609 = zext i1 %sel600 to i32
  %call610 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide609, i32 1, i32 0)
  %leaf611 = trunc i32 %call610 to i1
  %p613 = and i1 %cmp612, %leaf611
  %call614 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %phi491)
  %wide617 = zext i1 %cmp106 to i32
  %call618 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %wide617, i32 0, i32 31)
  %cmp620 = icmp slt i64 %phi92, %call9
  %25 = and i1 %cmp620, %cmp106
  %in621 = and i1 %25, %phi491
  %fadd623 = fadd reassoc contract float %phi492, %leaf608
  %sel624 = select i1 %phi493, float %fadd623, float %leaf608
  %sel625 = select i1 %p613, float %sel624, float %phi492
  %has626 = or i1 %phi493, %p613
  br i1 %in621, label %then628, label %endif629

then437:                                          ; preds = %fold.body
  %sub440 = sub i64 %phi427, %sub94
  %cmp441 = icmp eq i64 %sub440, 1
  %sel442 = select i1 %cmp441, float %phi418, float %phi417
  %cmp443 = icmp eq i64 %sub440, 2
  %sel444 = select i1 %cmp443, float %phi419, float %sel442
  %cmp445 = icmp eq i64 %sub440, 3
  %sel446 = select i1 %cmp445, float %phi420, float %sel444
  %cmp447 = icmp eq i64 %sub440, 4
  %sel448 = select i1 %cmp447, float %phi421, float %sel446
  %cmp449 = icmp eq i64 %sub440, 5
  %sel450 = select i1 %cmp449, float %phi422, float %sel448
  %cmp451 = icmp eq i64 %sub440, 6
  %sel452 = select i1 %cmp451, float %phi423, float %sel450
  %cmp453 = icmp eq i64 %sub440, 7
  %sel454 = select i1 %cmp453, float %phi424, float %sel452
  %fadd = fadd reassoc contract float %phi429, %sel454
  %sel456 = select i1 %phi430, float %fadd, float %sel454
  %add457 = add nsw i64 %phi427, 1
  br label %endif439

else438:                                          ; preds = %fold.body
  br i1 %cmp434, label %then458, label %endif439

endif439:                                         ; preds = %endif463, %else438, %then437
  %phi486 = phi i64 [ %phi426, %then437 ], [ %add469, %endif463 ], [ %phi426, %else438 ]
  %phi487 = phi i64 [ %add457, %then437 ], [ %phi427, %endif463 ], [ %phi427, %else438 ]
  %phi488 = phi i64 [ %phi428, %then437 ], [ %sub477, %endif463 ], [ %phi428, %else438 ]
  %phi489 = phi float [ %sel456, %then437 ], [ 0.000000e+00, %endif463 ], [ %phi429, %else438 ]
  %phi490 = phi i1 [ true, %then437 ], [ false, %endif463 ], [ %phi430, %else438 ]
  %phi491 = phi i1 [ %phi431, %then437 ], [ true, %endif463 ], [ %phi431, %else438 ]
  %phi492 = phi float [ %phi432, %then437 ], [ %sel467, %endif463 ], [ %phi432, %else438 ]
  %phi493 = phi i1 [ %phi433, %then437 ], [ %sel468, %endif463 ], [ %phi433, %else438 ]
  %add494 = add nuw nsw i64 %i425, 1
  %exitcond.not = icmp eq i64 %add494, 8
  br i1 %exitcond.not, label %fold.exit, label %fold.body

then458:                                          ; preds = %else438
  %first = xor i1 %phi431, true
  %defer = and i1 %cmp106, %first
  %cmp461 = icmp sge i64 %phi426, %call9
  %in.not = or i1 %cmp461, %defer
  br i1 %in.not, label %endif463, label %then462

then462:                                          ; preds = %then458
  %p466 = getelementptr inbounds float, ptr addrspace(1) %8, i64 %phi426
  %fadd464 = fadd reassoc contract float %phi429, 0.000000e+00
  %sel465 = select i1 %phi430, float %fadd464, float 0.000000e+00
  store float %sel465, ptr addrspace(1) %p466, align 4
  br label %endif463

endif463:                                         ; preds = %then462, %then458
  %sel467 = select i1 %defer, float %phi429, float %phi432
  %sel468 = select i1 %defer, i1 %phi430, i1 %phi433
  %add469 = add i64 %phi426, 1
  %call470 = tail call i64 @llvm.smin.i64(i64 %add469, i64 %call13)
  %gep652 = getelementptr i32, ptr addrspace(1) %invariant.gep653, i64 %call470
  %v473 = load i32, ptr addrspace(1) %gep652, align 4
  %offset474 = sext i32 %v473 to i64
  %call475 = tail call i64 @llvm.smax.i64(i64 %offset474, i64 %call11)
  %call476 = tail call i64 @llvm.smin.i64(i64 %call475, i64 %7)
  %sub477 = sub i64 %call476, %call11
  br label %endif439

then628:                                          ; preds = %fold.exit
  %call615 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %call614, i1 false)
  %first616 = zext nneg i32 %call615 to i64
  %cmp627 = icmp eq i64 %lane, %first616
  %leaf619 = trunc i32 %call618 to i1
  %tile = and i1 %cmp627, %leaf619
  br i1 %tile, label %then630, label %else631

endif629:                                         ; preds = %then630, %else631, %fold.exit
  br i1 %cmp640, label %then641, label %endif642

then630:                                          ; preds = %then628
  %mul633 = shl i64 %i, 1
  %add634 = or disjoint i64 %mul633, 1
  %p635 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add634
  store float %sel625, ptr addrspace(1) %p635, align 4
  %flag = zext i1 %has626 to i64
  %p636 = getelementptr inbounds i64, ptr addrspace(1) %10, i64 %add634
  store i64 %flag, ptr addrspace(1) %p636, align 4
  br label %endif629

else631:                                          ; preds = %then628
  %fadd637 = fadd reassoc contract float %sel625, 0.000000e+00
  %sel638 = select i1 %has626, float %fadd637, float 0.000000e+00
  %p639 = getelementptr inbounds float, ptr addrspace(1) %8, i64 %phi92
  store float %sel638, ptr addrspace(1) %p639, align 4
  br label %endif629

then641:                                          ; preds = %endif629
  %mul643 = shl i64 %i, 1
  %p648 = getelementptr inbounds i64, ptr addrspace(1) %10, i64 %mul643
  %mul646 = shl i64 %phi486, 1
  %has645 = zext i1 %sel600 to i64
  %add647 = or disjoint i64 %mul646, %has645
  %p644 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %mul643
  store float %sel599, ptr addrspace(1) %p644, align 4
  store i64 %add647, ptr addrspace(1) %p648, align 4
  br label %endif642

endif642:                                         ; preds = %then641, %endif629
  %add649 = add i64 %i, %warp8
  %cmp650 = icmp slt i64 %add649, %11
  br i1 %cmp650, label %stride.body, label %stride.exit
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

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

; Function Attrs: norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define void @systole_fold_seg_csr_spmv_f32_finish(i64 %0, ptr addrspace(1) noalias nocapture readonly %1, i64 %2, i64 %3, ptr addrspace(1) noalias nocapture readonly %4, i64 %5, ptr addrspace(1) noalias nocapture readonly %6, i64 %7, ptr addrspace(1) noalias nocapture writeonly %8, ptr addrspace(1) noalias readonly %9, ptr addrspace(1) noalias nocapture readonly %10, i64 %11, i64 %12) local_unnamed_addr #0 {
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
  %sub = add i64 %5, -1
  %call9 = tail call i64 @llvm.smax.i64(i64 %sub, i64 0)
  %cmp = icmp eq i64 %lane, 0
  %cmp22 = icmp slt i64 %warp, %11
  br i1 %cmp22, label %stride.body.preheader, label %stride.exit

stride.body.preheader:                            ; preds = %entry
  %sub49 = add nsw i64 %11, -1
  %add560 = add nuw nsw i64 %lane, 1
  %add567 = add nuw nsw i64 %lane, 2
  %add574 = add nuw nsw i64 %lane, 4
  %add581 = add nuw nsw i64 %lane, 8
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %endif
  %i = phi i64 [ %add608, %endif ], [ %warp, %stride.body.preheader ]
  %p24.idx = shl i64 %i, 4
  %p24 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p24.idx
  %v25 = load i64, ptr addrspace(1) %p24, align 4
  %key = ashr i64 %v25, 1
  %sub26 = add i64 %i, -1
  %call27 = tail call i64 @llvm.smax.i64(i64 %sub26, i64 0)
  %p29.idx = shl i64 %call27, 4
  %p29 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p29.idx
  %v30 = load i64, ptr addrspace(1) %p29, align 4
  %key31 = ashr i64 %v30, 1
  %cmp32 = icmp eq i64 %i, 0
  %cmp33 = icmp ne i64 %key31, %key
  %starts = or i1 %cmp32, %cmp33
  %cmp34 = icmp slt i64 %key, %call9
  %run = and i1 %cmp34, %starts
  br i1 %run, label %then, label %endif

stride.exit:                                      ; preds = %endif, %entry
  ret void

then:                                             ; preds = %stride.body
  %add35 = add nsw i64 %i, 1
  %cmp36 = icmp slt i64 %add35, %11
  br i1 %cmp36, label %repeat.body, label %repeat.exit

endif:                                            ; preds = %fold.exit, %then603, %repeat.exit, %stride.body
  %add608 = add i64 %i, %warp8
  %cmp609 = icmp slt i64 %add608, %11
  br i1 %cmp609, label %stride.body, label %stride.exit

repeat.body:                                      ; preds = %then, %repeat.body
  %phi = phi i64 [ %sel, %repeat.body ], [ %add35, %then ]
  %phi37 = phi i64 [ %sel45, %repeat.body ], [ %11, %then ]
  %add38 = add i64 %phi37, %phi
  %mid = lshr i64 %add38, 1
  %mul39 = and i64 %add38, -2
  %p40 = getelementptr inbounds i64, ptr addrspace(1) %10, i64 %mul39
  %v41 = load i64, ptr addrspace(1) %p40, align 4
  %key42 = ashr i64 %v41, 1
  %cmp43.not = icmp sgt i64 %key42, %key
  %add44 = add nuw i64 %mid, 1
  %sel = select i1 %cmp43.not, i64 %phi, i64 %add44
  %sel45 = select i1 %cmp43.not, i64 %mid, i64 %phi37
  %cmp46 = icmp slt i64 %sel, %sel45
  br i1 %cmp46, label %repeat.body, label %repeat.exit

repeat.exit:                                      ; preds = %repeat.body, %then
  %phi47 = phi i64 [ %add35, %then ], [ %sel, %repeat.body ]
  %call51 = tail call i64 @llvm.smin.i64(i64 %phi47, i64 %sub49)
  %has = and i64 %v25, 1
  %skip = xor i64 %has, 1
  %add56 = add i64 %skip, %i
  %cmp57 = icmp slt i64 %add56, %call51
  br i1 %cmp57, label %then58, label %endif

then58:                                           ; preds = %repeat.exit
  %sub60 = sub i64 %call51, %add56
  %full = sdiv i64 %sub60, 1024
  %cmp61 = icmp sgt i64 %sub60, 1023
  %add66 = add i64 %add56, %lane
  br i1 %cmp61, label %fold.body.preheader, label %fold.exit

fold.body.preheader:                              ; preds = %then58
  %13 = shl i64 %add66, 3
  %p70.peel = getelementptr i8, ptr addrspace(1) %9, i64 %13
  %v71.peel = load float, ptr addrspace(1) %p70.peel, align 4
  %p74.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 256
  %v75.peel = load float, ptr addrspace(1) %p74.peel, align 4
  %p78.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 512
  %v79.peel = load float, ptr addrspace(1) %p78.peel, align 4
  %p82.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 768
  %v83.peel = load float, ptr addrspace(1) %p82.peel, align 4
  %p86.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 1024
  %v87.peel = load float, ptr addrspace(1) %p86.peel, align 4
  %p90.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 1280
  %v91.peel = load float, ptr addrspace(1) %p90.peel, align 4
  %p94.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 1536
  %v95.peel = load float, ptr addrspace(1) %p94.peel, align 4
  %p98.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 1792
  %v99.peel = load float, ptr addrspace(1) %p98.peel, align 4
  %p102.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 2048
  %v103.peel = load float, ptr addrspace(1) %p102.peel, align 4
  %p106.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 2304
  %v107.peel = load float, ptr addrspace(1) %p106.peel, align 4
  %p110.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 2560
  %v111.peel = load float, ptr addrspace(1) %p110.peel, align 4
  %p114.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 2816
  %v115.peel = load float, ptr addrspace(1) %p114.peel, align 4
  %p118.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 3072
  %v119.peel = load float, ptr addrspace(1) %p118.peel, align 4
  %p122.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 3328
  %v123.peel = load float, ptr addrspace(1) %p122.peel, align 4
  %p126.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 3584
  %v127.peel = load float, ptr addrspace(1) %p126.peel, align 4
  %p130.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 3840
  %v131.peel = load float, ptr addrspace(1) %p130.peel, align 4
  %p134.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 4096
  %v135.peel = load float, ptr addrspace(1) %p134.peel, align 4
  %p138.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 4352
  %v139.peel = load float, ptr addrspace(1) %p138.peel, align 4
  %p142.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 4608
  %v143.peel = load float, ptr addrspace(1) %p142.peel, align 4
  %p146.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 4864
  %v147.peel = load float, ptr addrspace(1) %p146.peel, align 4
  %p150.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 5120
  %v151.peel = load float, ptr addrspace(1) %p150.peel, align 4
  %p154.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 5376
  %v155.peel = load float, ptr addrspace(1) %p154.peel, align 4
  %p158.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 5632
  %v159.peel = load float, ptr addrspace(1) %p158.peel, align 4
  %p162.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 5888
  %v163.peel = load float, ptr addrspace(1) %p162.peel, align 4
  %p166.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 6144
  %v167.peel = load float, ptr addrspace(1) %p166.peel, align 4
  %p170.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 6400
  %v171.peel = load float, ptr addrspace(1) %p170.peel, align 4
  %p174.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 6656
  %v175.peel = load float, ptr addrspace(1) %p174.peel, align 4
  %p178.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 6912
  %v179.peel = load float, ptr addrspace(1) %p178.peel, align 4
  %p182.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 7168
  %v183.peel = load float, ptr addrspace(1) %p182.peel, align 4
  %p186.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 7424
  %v187.peel = load float, ptr addrspace(1) %p186.peel, align 4
  %p190.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 7680
  %v191.peel = load float, ptr addrspace(1) %p190.peel, align 4
  %p194.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 7936
  %v195.peel = load float, ptr addrspace(1) %p194.peel, align 4
  %fadd197.peel = fadd reassoc contract float %v75.peel, %v71.peel
  %fadd198.peel = fadd reassoc contract float %v79.peel, %fadd197.peel
  %fadd199.peel = fadd reassoc contract float %v83.peel, %fadd198.peel
  %fadd200.peel = fadd reassoc contract float %v87.peel, %fadd199.peel
  %fadd201.peel = fadd reassoc contract float %v91.peel, %fadd200.peel
  %fadd202.peel = fadd reassoc contract float %v95.peel, %fadd201.peel
  %fadd203.peel = fadd reassoc contract float %v99.peel, %fadd202.peel
  %fadd204.peel = fadd reassoc contract float %v103.peel, %fadd203.peel
  %fadd205.peel = fadd reassoc contract float %v107.peel, %fadd204.peel
  %fadd206.peel = fadd reassoc contract float %v111.peel, %fadd205.peel
  %fadd207.peel = fadd reassoc contract float %v115.peel, %fadd206.peel
  %fadd208.peel = fadd reassoc contract float %v119.peel, %fadd207.peel
  %fadd209.peel = fadd reassoc contract float %v123.peel, %fadd208.peel
  %fadd210.peel = fadd reassoc contract float %v127.peel, %fadd209.peel
  %fadd211.peel = fadd reassoc contract float %v131.peel, %fadd210.peel
  %fadd212.peel = fadd reassoc contract float %v135.peel, %fadd211.peel
  %fadd213.peel = fadd reassoc contract float %v139.peel, %fadd212.peel
  %fadd214.peel = fadd reassoc contract float %v143.peel, %fadd213.peel
  %fadd215.peel = fadd reassoc contract float %v147.peel, %fadd214.peel
  %fadd216.peel = fadd reassoc contract float %v151.peel, %fadd215.peel
  %fadd217.peel = fadd reassoc contract float %v155.peel, %fadd216.peel
  %fadd218.peel = fadd reassoc contract float %v159.peel, %fadd217.peel
  %fadd219.peel = fadd reassoc contract float %v163.peel, %fadd218.peel
  %fadd220.peel = fadd reassoc contract float %v167.peel, %fadd219.peel
  %fadd221.peel = fadd reassoc contract float %v171.peel, %fadd220.peel
  %fadd222.peel = fadd reassoc contract float %v175.peel, %fadd221.peel
  %fadd223.peel = fadd reassoc contract float %v179.peel, %fadd222.peel
  %fadd224.peel = fadd reassoc contract float %v183.peel, %fadd223.peel
  %fadd225.peel = fadd reassoc contract float %v187.peel, %fadd224.peel
  %fadd226.peel = fadd reassoc contract float %v191.peel, %fadd225.peel
  %fadd227.peel = fadd reassoc contract float %v195.peel, %fadd226.peel
  %14 = and i64 %sub60, 9223372036854774784
  %exitcond.peel.not = icmp eq i64 %14, 1024
  br i1 %exitcond.peel.not, label %fold.exit, label %fold.body.peel.next

fold.body.peel.next:                              ; preds = %fold.body.preheader
  %invariant.gep = getelementptr i8, ptr addrspace(1) %9, i64 %13
  br label %fold.body

fold.body:                                        ; preds = %fold.body.peel.next, %fold.body
  %i62 = phi i64 [ %add228, %fold.body ], [ 1, %fold.body.peel.next ]
  %phi63 = phi float [ %fadd227, %fold.body ], [ %fadd227.peel, %fold.body.peel.next ]
  %15 = shl i64 %i62, 13
  %gep = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %15
  %v71 = load float, ptr addrspace(1) %gep, align 4
  %p74 = getelementptr i8, ptr addrspace(1) %gep, i64 256
  %v75 = load float, ptr addrspace(1) %p74, align 4
  %p78 = getelementptr i8, ptr addrspace(1) %gep, i64 512
  %v79 = load float, ptr addrspace(1) %p78, align 4
  %p82 = getelementptr i8, ptr addrspace(1) %gep, i64 768
  %v83 = load float, ptr addrspace(1) %p82, align 4
  %p86 = getelementptr i8, ptr addrspace(1) %gep, i64 1024
  %v87 = load float, ptr addrspace(1) %p86, align 4
  %p90 = getelementptr i8, ptr addrspace(1) %gep, i64 1280
  %v91 = load float, ptr addrspace(1) %p90, align 4
  %p94 = getelementptr i8, ptr addrspace(1) %gep, i64 1536
  %v95 = load float, ptr addrspace(1) %p94, align 4
  %p98 = getelementptr i8, ptr addrspace(1) %gep, i64 1792
  %v99 = load float, ptr addrspace(1) %p98, align 4
  %p102 = getelementptr i8, ptr addrspace(1) %gep, i64 2048
  %v103 = load float, ptr addrspace(1) %p102, align 4
  %p106 = getelementptr i8, ptr addrspace(1) %gep, i64 2304
  %v107 = load float, ptr addrspace(1) %p106, align 4
  %p110 = getelementptr i8, ptr addrspace(1) %gep, i64 2560
  %v111 = load float, ptr addrspace(1) %p110, align 4
  %p114 = getelementptr i8, ptr addrspace(1) %gep, i64 2816
  %v115 = load float, ptr addrspace(1) %p114, align 4
  %p118 = getelementptr i8, ptr addrspace(1) %gep, i64 3072
  %v119 = load float, ptr addrspace(1) %p118, align 4
  %p122 = getelementptr i8, ptr addrspace(1) %gep, i64 3328
  %v123 = load float, ptr addrspace(1) %p122, align 4
  %p126 = getelementptr i8, ptr addrspace(1) %gep, i64 3584
  %v127 = load float, ptr addrspace(1) %p126, align 4
  %p130 = getelementptr i8, ptr addrspace(1) %gep, i64 3840
  %v131 = load float, ptr addrspace(1) %p130, align 4
  %p134 = getelementptr i8, ptr addrspace(1) %gep, i64 4096
  %v135 = load float, ptr addrspace(1) %p134, align 4
  %p138 = getelementptr i8, ptr addrspace(1) %gep, i64 4352
  %v139 = load float, ptr addrspace(1) %p138, align 4
  %p142 = getelementptr i8, ptr addrspace(1) %gep, i64 4608
  %v143 = load float, ptr addrspace(1) %p142, align 4
  %p146 = getelementptr i8, ptr addrspace(1) %gep, i64 4864
  %v147 = load float, ptr addrspace(1) %p146, align 4
  %p150 = getelementptr i8, ptr addrspace(1) %gep, i64 5120
  %v151 = load float, ptr addrspace(1) %p150, align 4
  %p154 = getelementptr i8, ptr addrspace(1) %gep, i64 5376
  %v155 = load float, ptr addrspace(1) %p154, align 4
  %p158 = getelementptr i8, ptr addrspace(1) %gep, i64 5632
  %v159 = load float, ptr addrspace(1) %p158, align 4
  %p162 = getelementptr i8, ptr addrspace(1) %gep, i64 5888
  %v163 = load float, ptr addrspace(1) %p162, align 4
  %p166 = getelementptr i8, ptr addrspace(1) %gep, i64 6144
  %v167 = load float, ptr addrspace(1) %p166, align 4
  %p170 = getelementptr i8, ptr addrspace(1) %gep, i64 6400
  %v171 = load float, ptr addrspace(1) %p170, align 4
  %p174 = getelementptr i8, ptr addrspace(1) %gep, i64 6656
  %v175 = load float, ptr addrspace(1) %p174, align 4
  %p178 = getelementptr i8, ptr addrspace(1) %gep, i64 6912
  %v179 = load float, ptr addrspace(1) %p178, align 4
  %p182 = getelementptr i8, ptr addrspace(1) %gep, i64 7168
  %v183 = load float, ptr addrspace(1) %p182, align 4
  %p186 = getelementptr i8, ptr addrspace(1) %gep, i64 7424
  %v187 = load float, ptr addrspace(1) %p186, align 4
  %p190 = getelementptr i8, ptr addrspace(1) %gep, i64 7680
  %v191 = load float, ptr addrspace(1) %p190, align 4
  %p194 = getelementptr i8, ptr addrspace(1) %gep, i64 7936
  %v195 = load float, ptr addrspace(1) %p194, align 4
  %fadd = fadd reassoc contract float %phi63, %v71
  %fadd197 = fadd reassoc contract float %v75, %fadd
  %fadd198 = fadd reassoc contract float %v79, %fadd197
  %fadd199 = fadd reassoc contract float %v83, %fadd198
  %fadd200 = fadd reassoc contract float %v87, %fadd199
  %fadd201 = fadd reassoc contract float %v91, %fadd200
  %fadd202 = fadd reassoc contract float %v95, %fadd201
  %fadd203 = fadd reassoc contract float %v99, %fadd202
  %fadd204 = fadd reassoc contract float %v103, %fadd203
  %fadd205 = fadd reassoc contract float %v107, %fadd204
  %fadd206 = fadd reassoc contract float %v111, %fadd205
  %fadd207 = fadd reassoc contract float %v115, %fadd206
  %fadd208 = fadd reassoc contract float %v119, %fadd207
  %fadd209 = fadd reassoc contract float %v123, %fadd208
  %fadd210 = fadd reassoc contract float %v127, %fadd209
  %fadd211 = fadd reassoc contract float %v131, %fadd210
  %fadd212 = fadd reassoc contract float %v135, %fadd211
  %fadd213 = fadd reassoc contract float %v139, %fadd212
  %fadd214 = fadd reassoc contract float %v143, %fadd213
  %fadd215 = fadd reassoc contract float %v147, %fadd214
  %fadd216 = fadd reassoc contract float %v151, %fadd215
  %fadd217 = fadd reassoc contract float %v155, %fadd216
  %fadd218 = fadd reassoc contract float %v159, %fadd217
  %fadd219 = fadd reassoc contract float %v163, %fadd218
  %fadd220 = fadd reassoc contract float %v167, %fadd219
  %fadd221 = fadd reassoc contract float %v171, %fadd220
  %fadd222 = fadd reassoc contract float %v175, %fadd221
  %fadd223 = fadd reassoc contract float %v179, %fadd222
  %fadd224 = fadd reassoc contract float %v183, %fadd223
  %fadd225 = fadd reassoc contract float %v187, %fadd224
  %fadd226 = fadd reassoc contract float %v191, %fadd225
  %fadd227 = fadd reassoc contract float %v195, %fadd226
  %add228 = add nuw nsw i64 %i62, 1
  %exitcond.not = icmp eq i64 %add228, %full
  br i1 %exitcond.not, label %fold.exit, label %fold.body, !llvm.loop !2

fold.exit:                                        ; preds = %fold.body, %fold.body.preheader, %then58
  %phi230 = phi float [ 0.000000e+00, %then58 ], [ %fadd227.peel, %fold.body.preheader ], [ %fadd227, %fold.body ]
  %mul232 = shl nsw i64 %full, 10
  %add234 = add i64 %add66, %mul232
  %sub235 = add i64 %call51, -1
  %call236 = tail call i64 @llvm.smax.i64(i64 %sub235, i64 %add56)
  %cmp238 = icmp slt i64 %add234, %call51
  %call239 = tail call i64 @llvm.smin.i64(i64 %add234, i64 %call236)
  %p241.idx = shl i64 %call239, 3
  %p241 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p241.idx
  %v242 = load float, ptr addrspace(1) %p241, align 4
  %add243 = add i64 %add234, 32
  %cmp244 = icmp slt i64 %add243, %call51
  %call245 = tail call i64 @llvm.smin.i64(i64 %add243, i64 %call236)
  %p247.idx = shl i64 %call245, 3
  %p247 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p247.idx
  %v248 = load float, ptr addrspace(1) %p247, align 4
  %add249 = add i64 %add234, 64
  %cmp250 = icmp slt i64 %add249, %call51
  %call251 = tail call i64 @llvm.smin.i64(i64 %add249, i64 %call236)
  %p253.idx = shl i64 %call251, 3
  %p253 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p253.idx
  %v254 = load float, ptr addrspace(1) %p253, align 4
  %add255 = add i64 %add234, 96
  %cmp256 = icmp slt i64 %add255, %call51
  %call257 = tail call i64 @llvm.smin.i64(i64 %add255, i64 %call236)
  %p259.idx = shl i64 %call257, 3
  %p259 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p259.idx
  %v260 = load float, ptr addrspace(1) %p259, align 4
  %add261 = add i64 %add234, 128
  %cmp262 = icmp slt i64 %add261, %call51
  %call263 = tail call i64 @llvm.smin.i64(i64 %add261, i64 %call236)
  %p265.idx = shl i64 %call263, 3
  %p265 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p265.idx
  %v266 = load float, ptr addrspace(1) %p265, align 4
  %add267 = add i64 %add234, 160
  %cmp268 = icmp slt i64 %add267, %call51
  %call269 = tail call i64 @llvm.smin.i64(i64 %add267, i64 %call236)
  %p271.idx = shl i64 %call269, 3
  %p271 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p271.idx
  %v272 = load float, ptr addrspace(1) %p271, align 4
  %add273 = add i64 %add234, 192
  %cmp274 = icmp slt i64 %add273, %call51
  %call275 = tail call i64 @llvm.smin.i64(i64 %add273, i64 %call236)
  %p277.idx = shl i64 %call275, 3
  %p277 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p277.idx
  %v278 = load float, ptr addrspace(1) %p277, align 4
  %add279 = add i64 %add234, 224
  %cmp280 = icmp slt i64 %add279, %call51
  %call281 = tail call i64 @llvm.smin.i64(i64 %add279, i64 %call236)
  %p283.idx = shl i64 %call281, 3
  %p283 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p283.idx
  %v284 = load float, ptr addrspace(1) %p283, align 4
  %add285 = add i64 %add234, 256
  %cmp286 = icmp slt i64 %add285, %call51
  %call287 = tail call i64 @llvm.smin.i64(i64 %add285, i64 %call236)
  %p289.idx = shl i64 %call287, 3
  %p289 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p289.idx
  %v290 = load float, ptr addrspace(1) %p289, align 4
  %add291 = add i64 %add234, 288
  %cmp292 = icmp slt i64 %add291, %call51
  %call293 = tail call i64 @llvm.smin.i64(i64 %add291, i64 %call236)
  %p295.idx = shl i64 %call293, 3
  %p295 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p295.idx
  %v296 = load float, ptr addrspace(1) %p295, align 4
  %add297 = add i64 %add234, 320
  %cmp298 = icmp slt i64 %add297, %call51
  %call299 = tail call i64 @llvm.smin.i64(i64 %add297, i64 %call236)
  %p301.idx = shl i64 %call299, 3
  %p301 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p301.idx
  %v302 = load float, ptr addrspace(1) %p301, align 4
  %add303 = add i64 %add234, 352
  %cmp304 = icmp slt i64 %add303, %call51
  %call305 = tail call i64 @llvm.smin.i64(i64 %add303, i64 %call236)
  %p307.idx = shl i64 %call305, 3
  %p307 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p307.idx
  %v308 = load float, ptr addrspace(1) %p307, align 4
  %add309 = add i64 %add234, 384
  %cmp310 = icmp slt i64 %add309, %call51
  %call311 = tail call i64 @llvm.smin.i64(i64 %add309, i64 %call236)
  %p313.idx = shl i64 %call311, 3
  %p313 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p313.idx
  %v314 = load float, ptr addrspace(1) %p313, align 4
  %add315 = add i64 %add234, 416
  %cmp316 = icmp slt i64 %add315, %call51
  %call317 = tail call i64 @llvm.smin.i64(i64 %add315, i64 %call236)
  %p319.idx = shl i64 %call317, 3
  %p319 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p319.idx
  %v320 = load float, ptr addrspace(1) %p319, align 4
  %add321 = add i64 %add234, 448
  %cmp322 = icmp slt i64 %add321, %call51
  %call323 = tail call i64 @llvm.smin.i64(i64 %add321, i64 %call236)
  %p325.idx = shl i64 %call323, 3
  %p325 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p325.idx
  %v326 = load float, ptr addrspace(1) %p325, align 4
  %add327 = add i64 %add234, 480
  %cmp328 = icmp slt i64 %add327, %call51
  %call329 = tail call i64 @llvm.smin.i64(i64 %add327, i64 %call236)
  %p331.idx = shl i64 %call329, 3
  %p331 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p331.idx
  %v332 = load float, ptr addrspace(1) %p331, align 4
  %add333 = add i64 %add234, 512
  %cmp334 = icmp slt i64 %add333, %call51
  %call335 = tail call i64 @llvm.smin.i64(i64 %add333, i64 %call236)
  %p337.idx = shl i64 %call335, 3
  %p337 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p337.idx
  %v338 = load float, ptr addrspace(1) %p337, align 4
  %add339 = add i64 %add234, 544
  %cmp340 = icmp slt i64 %add339, %call51
  %call341 = tail call i64 @llvm.smin.i64(i64 %add339, i64 %call236)
  %p343.idx = shl i64 %call341, 3
  %p343 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p343.idx
  %v344 = load float, ptr addrspace(1) %p343, align 4
  %add345 = add i64 %add234, 576
  %cmp346 = icmp slt i64 %add345, %call51
  %call347 = tail call i64 @llvm.smin.i64(i64 %add345, i64 %call236)
  %p349.idx = shl i64 %call347, 3
  %p349 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p349.idx
  %v350 = load float, ptr addrspace(1) %p349, align 4
  %add351 = add i64 %add234, 608
  %cmp352 = icmp slt i64 %add351, %call51
  %call353 = tail call i64 @llvm.smin.i64(i64 %add351, i64 %call236)
  %p355.idx = shl i64 %call353, 3
  %p355 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p355.idx
  %v356 = load float, ptr addrspace(1) %p355, align 4
  %add357 = add i64 %add234, 640
  %cmp358 = icmp slt i64 %add357, %call51
  %call359 = tail call i64 @llvm.smin.i64(i64 %add357, i64 %call236)
  %p361.idx = shl i64 %call359, 3
  %p361 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p361.idx
  %v362 = load float, ptr addrspace(1) %p361, align 4
  %add363 = add i64 %add234, 672
  %cmp364 = icmp slt i64 %add363, %call51
  %call365 = tail call i64 @llvm.smin.i64(i64 %add363, i64 %call236)
  %p367.idx = shl i64 %call365, 3
  %p367 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p367.idx
  %v368 = load float, ptr addrspace(1) %p367, align 4
  %add369 = add i64 %add234, 704
  %cmp370 = icmp slt i64 %add369, %call51
  %call371 = tail call i64 @llvm.smin.i64(i64 %add369, i64 %call236)
  %p373.idx = shl i64 %call371, 3
  %p373 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p373.idx
  %v374 = load float, ptr addrspace(1) %p373, align 4
  %add375 = add i64 %add234, 736
  %cmp376 = icmp slt i64 %add375, %call51
  %call377 = tail call i64 @llvm.smin.i64(i64 %add375, i64 %call236)
  %p379.idx = shl i64 %call377, 3
  %p379 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p379.idx
  %v380 = load float, ptr addrspace(1) %p379, align 4
  %add381 = add i64 %add234, 768
  %cmp382 = icmp slt i64 %add381, %call51
  %call383 = tail call i64 @llvm.smin.i64(i64 %add381, i64 %call236)
  %p385.idx = shl i64 %call383, 3
  %p385 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p385.idx
  %v386 = load float, ptr addrspace(1) %p385, align 4
  %add387 = add i64 %add234, 800
  %cmp388 = icmp slt i64 %add387, %call51
  %call389 = tail call i64 @llvm.smin.i64(i64 %add387, i64 %call236)
  %p391.idx = shl i64 %call389, 3
  %p391 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p391.idx
  %v392 = load float, ptr addrspace(1) %p391, align 4
  %add393 = add i64 %add234, 832
  %cmp394 = icmp slt i64 %add393, %call51
  %call395 = tail call i64 @llvm.smin.i64(i64 %add393, i64 %call236)
  %p397.idx = shl i64 %call395, 3
  %p397 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p397.idx
  %v398 = load float, ptr addrspace(1) %p397, align 4
  %add399 = add i64 %add234, 864
  %cmp400 = icmp slt i64 %add399, %call51
  %call401 = tail call i64 @llvm.smin.i64(i64 %add399, i64 %call236)
  %p403.idx = shl i64 %call401, 3
  %p403 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p403.idx
  %v404 = load float, ptr addrspace(1) %p403, align 4
  %add405 = add i64 %add234, 896
  %cmp406 = icmp slt i64 %add405, %call51
  %call407 = tail call i64 @llvm.smin.i64(i64 %add405, i64 %call236)
  %p409.idx = shl i64 %call407, 3
  %p409 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p409.idx
  %v410 = load float, ptr addrspace(1) %p409, align 4
  %add411 = add i64 %add234, 928
  %cmp412 = icmp slt i64 %add411, %call51
  %call413 = tail call i64 @llvm.smin.i64(i64 %add411, i64 %call236)
  %p415.idx = shl i64 %call413, 3
  %p415 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p415.idx
  %v416 = load float, ptr addrspace(1) %p415, align 4
  %add417 = add i64 %add234, 960
  %cmp418 = icmp slt i64 %add417, %call51
  %call419 = tail call i64 @llvm.smin.i64(i64 %add417, i64 %call236)
  %p421.idx = shl i64 %call419, 3
  %p421 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p421.idx
  %v422 = load float, ptr addrspace(1) %p421, align 4
  %add423 = add i64 %add234, 992
  %cmp424 = icmp slt i64 %add423, %call51
  %call425 = tail call i64 @llvm.smin.i64(i64 %add423, i64 %call236)
  %p427.idx = shl i64 %call425, 3
  %p427 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p427.idx
  %v428 = load float, ptr addrspace(1) %p427, align 4
  %fadd429 = fadd reassoc contract float %phi230, %v242
  %sel430 = select i1 %cmp61, float %fadd429, float %v242
  %sel431 = select i1 %cmp238, float %sel430, float %phi230
  %has432 = or i1 %cmp61, %cmp238
  %fadd433 = fadd reassoc contract float %v248, %sel431
  %sel434 = select i1 %has432, float %fadd433, float %v248
  %sel435 = select i1 %cmp244, float %sel434, float %sel431
  %has436 = or i1 %has432, %cmp244
  %fadd437 = fadd reassoc contract float %v254, %sel435
  %sel438 = select i1 %has436, float %fadd437, float %v254
  %sel439 = select i1 %cmp250, float %sel438, float %sel435
  %has440 = or i1 %cmp250, %has436
  %fadd441 = fadd reassoc contract float %v260, %sel439
  %sel442 = select i1 %has440, float %fadd441, float %v260
  %sel443 = select i1 %cmp256, float %sel442, float %sel439
  %has444 = or i1 %cmp256, %has440
  %fadd445 = fadd reassoc contract float %v266, %sel443
  %sel446 = select i1 %has444, float %fadd445, float %v266
  %sel447 = select i1 %cmp262, float %sel446, float %sel443
  %has448 = or i1 %cmp262, %has444
  %fadd449 = fadd reassoc contract float %v272, %sel447
  %sel450 = select i1 %has448, float %fadd449, float %v272
  %sel451 = select i1 %cmp268, float %sel450, float %sel447
  %has452 = or i1 %cmp268, %has448
  %fadd453 = fadd reassoc contract float %v278, %sel451
  %sel454 = select i1 %has452, float %fadd453, float %v278
  %sel455 = select i1 %cmp274, float %sel454, float %sel451
  %has456 = or i1 %cmp274, %has452
  %fadd457 = fadd reassoc contract float %v284, %sel455
  %sel458 = select i1 %has456, float %fadd457, float %v284
  %sel459 = select i1 %cmp280, float %sel458, float %sel455
  %has460 = or i1 %cmp280, %has456
  %fadd461 = fadd reassoc contract float %v290, %sel459
  %sel462 = select i1 %has460, float %fadd461, float %v290
  %sel463 = select i1 %cmp286, float %sel462, float %sel459
  %has464 = or i1 %cmp286, %has460
  %fadd465 = fadd reassoc contract float %v296, %sel463
  %sel466 = select i1 %has464, float %fadd465, float %v296
  %sel467 = select i1 %cmp292, float %sel466, float %sel463
  %has468 = or i1 %cmp292, %has464
  %fadd469 = fadd reassoc contract float %v302, %sel467
  %sel470 = select i1 %has468, float %fadd469, float %v302
  %sel471 = select i1 %cmp298, float %sel470, float %sel467
  %has472 = or i1 %cmp298, %has468
  %fadd473 = fadd reassoc contract float %v308, %sel471
  %sel474 = select i1 %has472, float %fadd473, float %v308
  %sel475 = select i1 %cmp304, float %sel474, float %sel471
  %has476 = or i1 %cmp304, %has472
  %fadd477 = fadd reassoc contract float %v314, %sel475
  %sel478 = select i1 %has476, float %fadd477, float %v314
  %sel479 = select i1 %cmp310, float %sel478, float %sel475
  %has480 = or i1 %cmp310, %has476
  %fadd481 = fadd reassoc contract float %v320, %sel479
  %sel482 = select i1 %has480, float %fadd481, float %v320
  %sel483 = select i1 %cmp316, float %sel482, float %sel479
  %has484 = or i1 %cmp316, %has480
  %fadd485 = fadd reassoc contract float %v326, %sel483
  %sel486 = select i1 %has484, float %fadd485, float %v326
  %sel487 = select i1 %cmp322, float %sel486, float %sel483
  %has488 = or i1 %cmp322, %has484
  %fadd489 = fadd reassoc contract float %v332, %sel487
  %sel490 = select i1 %has488, float %fadd489, float %v332
  %sel491 = select i1 %cmp328, float %sel490, float %sel487
  %has492 = or i1 %cmp328, %has488
  %fadd493 = fadd reassoc contract float %v338, %sel491
  %sel494 = select i1 %has492, float %fadd493, float %v338
  %sel495 = select i1 %cmp334, float %sel494, float %sel491
  %has496 = or i1 %cmp334, %has492
  %fadd497 = fadd reassoc contract float %v344, %sel495
  %sel498 = select i1 %has496, float %fadd497, float %v344
  %sel499 = select i1 %cmp340, float %sel498, float %sel495
  %has500 = or i1 %cmp340, %has496
  %fadd501 = fadd reassoc contract float %v350, %sel499
  %sel502 = select i1 %has500, float %fadd501, float %v350
  %sel503 = select i1 %cmp346, float %sel502, float %sel499
  %has504 = or i1 %cmp346, %has500
  %fadd505 = fadd reassoc contract float %v356, %sel503
  %sel506 = select i1 %has504, float %fadd505, float %v356
  %sel507 = select i1 %cmp352, float %sel506, float %sel503
  %has508 = or i1 %cmp352, %has504
  %fadd509 = fadd reassoc contract float %v362, %sel507
  %sel510 = select i1 %has508, float %fadd509, float %v362
  %sel511 = select i1 %cmp358, float %sel510, float %sel507
  %has512 = or i1 %cmp358, %has508
  %fadd513 = fadd reassoc contract float %v368, %sel511
  %sel514 = select i1 %has512, float %fadd513, float %v368
  %sel515 = select i1 %cmp364, float %sel514, float %sel511
  %has516 = or i1 %cmp364, %has512
  %fadd517 = fadd reassoc contract float %v374, %sel515
  %sel518 = select i1 %has516, float %fadd517, float %v374
  %sel519 = select i1 %cmp370, float %sel518, float %sel515
  %has520 = or i1 %cmp370, %has516
  %fadd521 = fadd reassoc contract float %v380, %sel519
  %sel522 = select i1 %has520, float %fadd521, float %v380
  %sel523 = select i1 %cmp376, float %sel522, float %sel519
  %has524 = or i1 %cmp376, %has520
  %fadd525 = fadd reassoc contract float %v386, %sel523
  %sel526 = select i1 %has524, float %fadd525, float %v386
  %sel527 = select i1 %cmp382, float %sel526, float %sel523
  %has528 = or i1 %cmp382, %has524
  %fadd529 = fadd reassoc contract float %v392, %sel527
  %sel530 = select i1 %has528, float %fadd529, float %v392
  %sel531 = select i1 %cmp388, float %sel530, float %sel527
  %has532 = or i1 %cmp388, %has528
  %fadd533 = fadd reassoc contract float %v398, %sel531
  %sel534 = select i1 %has532, float %fadd533, float %v398
  %sel535 = select i1 %cmp394, float %sel534, float %sel531
  %has536 = or i1 %cmp394, %has532
  %fadd537 = fadd reassoc contract float %v404, %sel535
  %sel538 = select i1 %has536, float %fadd537, float %v404
  %sel539 = select i1 %cmp400, float %sel538, float %sel535
  %has540 = or i1 %cmp400, %has536
  %fadd541 = fadd reassoc contract float %v410, %sel539
  %sel542 = select i1 %has540, float %fadd541, float %v410
  %sel543 = select i1 %cmp406, float %sel542, float %sel539
  %has544 = or i1 %cmp406, %has540
  %fadd545 = fadd reassoc contract float %v416, %sel543
  %sel546 = select i1 %has544, float %fadd545, float %v416
  %sel547 = select i1 %cmp412, float %sel546, float %sel543
  %has548 = or i1 %cmp412, %has544
  %fadd549 = fadd reassoc contract float %v422, %sel547
  %sel550 = select i1 %has548, float %fadd549, float %v422
  %sel551 = select i1 %cmp418, float %sel550, float %sel547
  %has552 = or i1 %cmp418, %has548
  %fadd553 = fadd reassoc contract float %v428, %sel551
  %sel554 = select i1 %has552, float %fadd553, float %v428
  %sel555 = select i1 %cmp424, float %sel554, float %sel551
  %call557 = tail call i64 @llvm.smin.i64(i64 %sub60, i64 32)
  %call558 = tail call i64 @llvm.smax.i64(i64 %call557, i64 1)
  %bits = bitcast float %sel555 to i32
  %call559 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits, i32 1, i32 31)
  %leaf = bitcast i32 %call559 to float
  %cmp561 = icmp sgt i64 %call557, %add560
  %fadd562 = fadd reassoc contract float %sel555, %leaf
  %sel563 = select i1 %cmp561, float %fadd562, float %sel555
  %bits564 = bitcast float %sel563 to i32
  %call565 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits564, i32 2, i32 31)
  %leaf566 = bitcast i32 %call565 to float
  %cmp568 = icmp ult i64 %add567, %call558
  %fadd569 = fadd reassoc contract float %sel563, %leaf566
  %sel570 = select i1 %cmp568, float %fadd569, float %sel563
  %bits571 = bitcast float %sel570 to i32
  %call572 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits571, i32 4, i32 31)
  %leaf573 = bitcast i32 %call572 to float
  %cmp575 = icmp ult i64 %add574, %call558
  %fadd576 = fadd reassoc contract float %sel570, %leaf573
  %sel577 = select i1 %cmp575, float %fadd576, float %sel570
  %bits578 = bitcast float %sel577 to i32
  %call579 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits578, i32 8, i32 31)
  %leaf580 = bitcast i32 %call579 to float
  %cmp582 = icmp ult i64 %add581, %call558
  %fadd583 = fadd reassoc contract float %sel577, %leaf580
  %sel584 = select i1 %cmp582, float %fadd583, float %sel577
  %bits585 = bitcast float %sel584 to i32
  %call586 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits585, i32 16, i32 31)
  br i1 %cmp, label %then603, label %endif

then603:                                          ; preds = %fold.exit
  %mul592 = shl i64 %call51, 1
  %add593 = or disjoint i64 %mul592, 1
  %p596 = getelementptr inbounds i64, ptr addrspace(1) %10, i64 %add593
  %v597 = load i64, ptr addrspace(1) %p596, align 4
  %cmp598.not = icmp eq i64 %v597, 0
  %cmp589 = icmp sgt i64 %sub60, 16
  %leaf587 = bitcast i32 %call586 to float
  %fadd590 = fadd reassoc contract float %sel584, %leaf587
  %sel591 = select i1 %cmp589, float %fadd590, float %sel584
  %p594 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add593
  %v595 = load float, ptr addrspace(1) %p594, align 4
  %fadd599 = fadd reassoc contract float %sel591, %v595
  %sel601 = select i1 %cmp598.not, float %sel591, float %fadd599
  %fadd605 = fadd reassoc contract float %sel601, 0.000000e+00
  %p607 = getelementptr inbounds float, ptr addrspace(1) %8, i64 %key
  store float %fadd605, ptr addrspace(1) %p607, align 4
  br label %endif
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

attributes #0 = { norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @systole_fold_seg_csr_spmv_f32_segment, !"kernel", i32 1}
!1 = !{ptr @systole_fold_seg_csr_spmv_f32_finish, !"kernel", i32 1}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.peeled.count", i32 1}
