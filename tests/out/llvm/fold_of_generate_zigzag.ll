; ModuleID = 'systole_fold_of_generate_zigzag'
source_filename = "systole_fold_of_generate_zigzag"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @systole_fold_of_generate_zigzag_rows(i64 %0, i64 %1, i64 %2, ptr addrspace(1) noalias nocapture writeonly %3, ptr addrspace(1) noalias nocapture readnone %4, i64 %5, i64 %6) local_unnamed_addr {
entry:
  %mul1 = mul i64 %1, %0
  %call = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg = zext nneg i32 %call to i64
  %call2 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %sreg3 = zext nneg i32 %call2 to i64
  %call4 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %sreg5 = zext nneg i32 %call4 to i64
  %mul6 = mul nuw nsw i64 %sreg5, %sreg3
  %add = add nuw nsw i64 %mul6, %sreg
  %call7 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %sreg8 = zext nneg i32 %call7 to i64
  %mul9 = mul nuw nsw i64 %sreg3, %sreg8
  %warp10 = lshr i64 %mul9, 5
  %lane = and i64 %sreg, 31
  %cmp = icmp eq i64 %lane, 0
  %cmp11 = icmp slt i64 %2, 17
  br i1 %cmp11, label %then, label %else

then:                                             ; preds = %entry
  %cmp12 = icmp slt i64 %add, %mul1
  br i1 %cmp12, label %stride.body.preheader, label %endif

stride.body.preheader:                            ; preds = %then
  %cmp14 = icmp ult i64 %mul1, 2147483648
  %call39 = tail call i64 @llvm.smin.i64(i64 %1, i64 32)
  %mul40 = mul i64 %call39, %0
  %cmp41 = icmp eq i64 %mul40, 0
  %cmp43 = icmp eq i64 %mul40, -1
  %icast18 = trunc i64 %0 to i32
  %icast19 = trunc i64 %1 to i32
  %cmp73 = icmp sgt i64 %2, 0
  %xtraiter = and i64 %2, 7
  %7 = icmp ult i64 %2, 8
  %unroll_iter = and i64 %2, 9223372036854775800
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br label %stride.body

else:                                             ; preds = %entry
  %warp = lshr i64 %add, 5
  %cmp87 = icmp slt i64 %warp, %mul1
  br i1 %cmp87, label %stride.body85.preheader, label %endif

stride.body85.preheader:                          ; preds = %else
  %cmp90 = icmp ult i64 %mul1, 2147483648
  %call120 = tail call i64 @llvm.smin.i64(i64 %1, i64 32)
  %mul121 = mul i64 %call120, %0
  %cmp122 = icmp eq i64 %mul121, 0
  %cmp124 = icmp eq i64 %mul121, -1
  %icast95 = trunc i64 %0 to i32
  %icast96 = trunc i64 %1 to i32
  %full372 = lshr i64 %2, 8
  %cmp161.not = icmp ugt i64 %2, 255
  %mul229 = and i64 %2, 9223372036854775552
  %add231 = or disjoint i64 %mul229, %lane
  %call233 = add nsw i64 %2, -1
  %cmp235 = icmp ult i64 %add231, %2
  %8 = tail call i64 @llvm.umin.i64(i64 %add231, i64 %call233)
  %add242 = or disjoint i64 %add231, 32
  %cmp243 = icmp ult i64 %add242, %2
  %9 = tail call i64 @llvm.umin.i64(i64 %add242, i64 %call233)
  %add250 = or disjoint i64 %add231, 64
  %cmp251 = icmp ult i64 %add250, %2
  %10 = tail call i64 @llvm.umin.i64(i64 %add250, i64 %call233)
  %add258 = or disjoint i64 %add231, 96
  %cmp259 = icmp ult i64 %add258, %2
  %11 = tail call i64 @llvm.umin.i64(i64 %add258, i64 %call233)
  %add266 = or disjoint i64 %add231, 128
  %cmp267 = icmp ult i64 %add266, %2
  %12 = tail call i64 @llvm.umin.i64(i64 %add266, i64 %call233)
  %add274 = or disjoint i64 %add231, 160
  %cmp275 = icmp ult i64 %add274, %2
  %13 = tail call i64 @llvm.umin.i64(i64 %add274, i64 %call233)
  %add282 = or disjoint i64 %add231, 192
  %cmp283 = icmp ult i64 %add282, %2
  %14 = tail call i64 @llvm.umin.i64(i64 %add282, i64 %call233)
  %add290 = or disjoint i64 %add231, 224
  %cmp291 = icmp ult i64 %add290, %2
  %15 = tail call i64 @llvm.umin.i64(i64 %add290, i64 %call233)
  %has = or i1 %cmp161.not, %cmp235
  %has304 = or i1 %has, %cmp243
  %has308 = or i1 %cmp251, %has304
  %has312 = or i1 %cmp259, %has308
  %16 = tail call i64 @llvm.umin.i64(i64 %2, i64 32)
  %add332 = add nuw nsw i64 %lane, 1
  %cmp333 = icmp ugt i64 %16, %add332
  %add339 = add nuw nsw i64 %lane, 2
  %cmp340 = icmp ult i64 %add339, %16
  %add346 = add nuw nsw i64 %lane, 4
  %cmp347 = icmp ult i64 %add346, %16
  %add353 = add nuw nsw i64 %lane, 8
  %cmp354 = icmp ult i64 %add353, %16
  br label %stride.body85

endif:                                            ; preds = %endif368, %fold.exit, %else, %then
  ret void

stride.body:                                      ; preds = %stride.body.preheader, %fold.exit
  %i = phi i64 [ %add83, %fold.exit ], [ %add, %stride.body.preheader ]
  br i1 %cmp14, label %then15, label %else16

then15:                                           ; preds = %stride.body
  %icast = trunc i64 %i to i32
  %17 = tail call i32 asm "{ .reg .pred %p; setp.lt.u32 %p, $1, $2; selp.b32 $0, $1, $2, %p; }", "=r,r,r"(i32 %icast19, i32 32) #5
  %mul20 = mul i32 %17, %icast18
  %cmp21 = icmp eq i32 %mul20, 0
  %sel = tail call i32 @llvm.umax.i32(i32 %mul20, i32 1)
  %div = udiv i32 %icast, %sel
  %sel22 = select i1 %cmp21, i32 0, i32 %div
  %mul23 = mul i32 %sel22, %17
  %sub = sub i32 %icast19, %mul23
  %18 = tail call i32 asm "{ .reg .pred %p; setp.lt.u32 %p, $1, $2; selp.b32 $0, $1, $2, %p; }", "=r,r,r"(i32 %sub, i32 %17) #5
  %mul24 = mul i32 %sel22, %mul20
  %sub25 = sub i32 %icast, %mul24
  %cmp26 = icmp eq i32 %18, 0
  %sel27 = tail call i32 @llvm.umax.i32(i32 %18, i32 1)
  %div28 = udiv i32 %sub25, %sel27
  %sel29 = select i1 %cmp26, i32 0, i32 %div28
  %mul30 = mul i32 %sel29, %18
  %sub31 = sub i32 %sub25, %mul30
  %and = and i32 %sel29, 1
  %cmp32.not = icmp eq i32 %and, 0
  %19 = xor i32 %sub31, -1
  %sub34 = add i32 %18, %19
  %sel35 = select i1 %cmp32.not, i32 %sub31, i32 %sub34
  %add36 = add i32 %sel35, %mul23
  %icast37 = zext i32 %sel29 to i64
  %icast38 = zext i32 %add36 to i64
  br label %endif17

else16:                                           ; preds = %stride.body
  %cmp42 = icmp eq i64 %i, -9223372036854775808
  %ovf = and i1 %cmp43, %cmp42
  %bad = or i1 %cmp41, %ovf
  %sel44 = select i1 %bad, i64 1, i64 %mul40
  %div45 = sdiv i64 %i, %sel44
  %sel46 = select i1 %cmp41, i64 0, i64 %div45
  %mul47 = mul i64 %sel46, %call39
  %sub48 = sub i64 %1, %mul47
  %call49 = tail call i64 @llvm.smin.i64(i64 %sub48, i64 %call39)
  %mul50 = mul i64 %sel46, %mul40
  %sub51 = sub i64 %i, %mul50
  %cmp52 = icmp eq i64 %call49, 0
  %cmp53 = icmp eq i64 %sub51, -9223372036854775808
  %cmp54 = icmp eq i64 %call49, -1
  %ovf55 = and i1 %cmp53, %cmp54
  %bad56 = or i1 %cmp52, %ovf55
  %sel57 = select i1 %bad56, i64 1, i64 %call49
  %div58 = sdiv i64 %sub51, %sel57
  %sel59 = select i1 %cmp52, i64 0, i64 %div58
  %mul60 = mul i64 %sel59, %call49
  %sub61 = sub i64 %sub51, %mul60
  %and62 = and i64 %sel59, 1
  %cmp63.not = icmp eq i64 %and62, 0
  %20 = xor i64 %sub61, -1
  %sub65 = add i64 %call49, %20
  %sel66 = select i1 %cmp63.not, i64 %sub61, i64 %sub65
  %add67 = add i64 %sel66, %mul47
  br label %endif17

endif17:                                          ; preds = %else16, %then15
  %phi = phi i64 [ %icast37, %then15 ], [ %sel59, %else16 ]
  %phi68 = phi i64 [ %icast38, %then15 ], [ %add67, %else16 ]
  %mul69 = mul i64 %phi, %1
  %add70 = add i64 %mul69, %phi68
  %q = sdiv i64 %add70, %1
  br i1 %cmp73, label %fold.body.preheader, label %fold.exit

fold.body.preheader:                              ; preds = %endif17
  br i1 %7, label %fold.exit.loopexit.unr-lcssa, label %fold.body

fold.body:                                        ; preds = %fold.body.preheader, %fold.body
  %i74 = phi i64 [ %add80.7, %fold.body ], [ 0, %fold.body.preheader ]
  %phi75 = phi float [ %fadd.7, %fold.body ], [ 0.000000e+00, %fold.body.preheader ]
  %niter = phi i64 [ %niter.next.7, %fold.body ], [ 0, %fold.body.preheader ]
  %reass.add = sub i64 %i74, %1
  %reass.mul = mul i64 %reass.add, %q
  %add79 = add i64 %reass.mul, %add70
  %sitofp = sitofp i64 %add79 to float
  %fadd = fadd reassoc contract float %phi75, %sitofp
  %add80 = or disjoint i64 %i74, 1
  %reass.add.1 = sub i64 %add80, %1
  %reass.mul.1 = mul i64 %reass.add.1, %q
  %add79.1 = add i64 %reass.mul.1, %add70
  %sitofp.1 = sitofp i64 %add79.1 to float
  %fadd.1 = fadd reassoc contract float %fadd, %sitofp.1
  %add80.1 = or disjoint i64 %i74, 2
  %reass.add.2 = sub i64 %add80.1, %1
  %reass.mul.2 = mul i64 %reass.add.2, %q
  %add79.2 = add i64 %reass.mul.2, %add70
  %sitofp.2 = sitofp i64 %add79.2 to float
  %fadd.2 = fadd reassoc contract float %fadd.1, %sitofp.2
  %add80.2 = or disjoint i64 %i74, 3
  %reass.add.3 = sub i64 %add80.2, %1
  %reass.mul.3 = mul i64 %reass.add.3, %q
  %add79.3 = add i64 %reass.mul.3, %add70
  %sitofp.3 = sitofp i64 %add79.3 to float
  %fadd.3 = fadd reassoc contract float %fadd.2, %sitofp.3
  %add80.3 = or disjoint i64 %i74, 4
  %reass.add.4 = sub i64 %add80.3, %1
  %reass.mul.4 = mul i64 %reass.add.4, %q
  %add79.4 = add i64 %reass.mul.4, %add70
  %sitofp.4 = sitofp i64 %add79.4 to float
  %fadd.4 = fadd reassoc contract float %fadd.3, %sitofp.4
  %add80.4 = or disjoint i64 %i74, 5
  %reass.add.5 = sub i64 %add80.4, %1
  %reass.mul.5 = mul i64 %reass.add.5, %q
  %add79.5 = add i64 %reass.mul.5, %add70
  %sitofp.5 = sitofp i64 %add79.5 to float
  %fadd.5 = fadd reassoc contract float %fadd.4, %sitofp.5
  %add80.5 = or disjoint i64 %i74, 6
  %reass.add.6 = sub i64 %add80.5, %1
  %reass.mul.6 = mul i64 %reass.add.6, %q
  %add79.6 = add i64 %reass.mul.6, %add70
  %sitofp.6 = sitofp i64 %add79.6 to float
  %fadd.6 = fadd reassoc contract float %fadd.5, %sitofp.6
  %add80.6 = or disjoint i64 %i74, 7
  %reass.add.7 = sub i64 %add80.6, %1
  %reass.mul.7 = mul i64 %reass.add.7, %q
  %add79.7 = add i64 %reass.mul.7, %add70
  %sitofp.7 = sitofp i64 %add79.7 to float
  %fadd.7 = fadd reassoc contract float %fadd.6, %sitofp.7
  %add80.7 = add nuw nsw i64 %i74, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %fold.exit.loopexit.unr-lcssa, label %fold.body

fold.exit.loopexit.unr-lcssa:                     ; preds = %fold.body, %fold.body.preheader
  %fadd.lcssa.ph = phi float [ poison, %fold.body.preheader ], [ %fadd.7, %fold.body ]
  %i74.unr = phi i64 [ 0, %fold.body.preheader ], [ %add80.7, %fold.body ]
  %phi75.unr = phi float [ 0.000000e+00, %fold.body.preheader ], [ %fadd.7, %fold.body ]
  br i1 %lcmp.mod.not, label %fold.exit, label %fold.body.epil

fold.body.epil:                                   ; preds = %fold.exit.loopexit.unr-lcssa, %fold.body.epil
  %i74.epil = phi i64 [ %add80.epil, %fold.body.epil ], [ %i74.unr, %fold.exit.loopexit.unr-lcssa ]
  %phi75.epil = phi float [ %fadd.epil, %fold.body.epil ], [ %phi75.unr, %fold.exit.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %fold.body.epil ], [ 0, %fold.exit.loopexit.unr-lcssa ]
  %reass.add.epil = sub i64 %i74.epil, %1
  %reass.mul.epil = mul i64 %reass.add.epil, %q
  %add79.epil = add i64 %reass.mul.epil, %add70
  %sitofp.epil = sitofp i64 %add79.epil to float
  %fadd.epil = fadd reassoc contract float %phi75.epil, %sitofp.epil
  %add80.epil = add nuw nsw i64 %i74.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %fold.exit, label %fold.body.epil, !llvm.loop !3

fold.exit:                                        ; preds = %fold.exit.loopexit.unr-lcssa, %fold.body.epil, %endif17
  %phi82 = phi float [ 0.000000e+00, %endif17 ], [ %fadd.lcssa.ph, %fold.exit.loopexit.unr-lcssa ], [ %fadd.epil, %fold.body.epil ]
  %p = getelementptr inbounds float, ptr addrspace(1) %3, i64 %add70
  store float %phi82, ptr addrspace(1) %p, align 4
  %add83 = add i64 %i, %mul9
  %cmp84 = icmp slt i64 %add83, %mul1
  br i1 %cmp84, label %stride.body, label %endif

stride.body85:                                    ; preds = %stride.body85.preheader, %endif368
  %i88 = phi i64 [ %add370, %endif368 ], [ %warp, %stride.body85.preheader ]
  br i1 %cmp90, label %then91, label %else92

then91:                                           ; preds = %stride.body85
  %icast94 = trunc i64 %i88 to i32
  %21 = tail call i32 asm "{ .reg .pred %p; setp.lt.u32 %p, $1, $2; selp.b32 $0, $1, $2, %p; }", "=r,r,r"(i32 %icast96, i32 32) #5
  %mul97 = mul i32 %21, %icast95
  %cmp98 = icmp eq i32 %mul97, 0
  %sel99 = tail call i32 @llvm.umax.i32(i32 %mul97, i32 1)
  %div100 = udiv i32 %icast94, %sel99
  %sel101 = select i1 %cmp98, i32 0, i32 %div100
  %mul102 = mul i32 %sel101, %21
  %sub103 = sub i32 %icast96, %mul102
  %22 = tail call i32 asm "{ .reg .pred %p; setp.lt.u32 %p, $1, $2; selp.b32 $0, $1, $2, %p; }", "=r,r,r"(i32 %sub103, i32 %21) #5
  %mul104 = mul i32 %sel101, %mul97
  %sub105 = sub i32 %icast94, %mul104
  %cmp106 = icmp eq i32 %22, 0
  %sel107 = tail call i32 @llvm.umax.i32(i32 %22, i32 1)
  %div108 = udiv i32 %sub105, %sel107
  %sel109 = select i1 %cmp106, i32 0, i32 %div108
  %mul110 = mul i32 %sel109, %22
  %sub111 = sub i32 %sub105, %mul110
  %and112 = and i32 %sel109, 1
  %cmp113.not = icmp eq i32 %and112, 0
  %23 = xor i32 %sub111, -1
  %sub115 = add i32 %22, %23
  %sel116 = select i1 %cmp113.not, i32 %sub111, i32 %sub115
  %add117 = add i32 %sel116, %mul102
  %icast118 = zext i32 %sel109 to i64
  %icast119 = zext i32 %add117 to i64
  br label %endif93

else92:                                           ; preds = %stride.body85
  %cmp123 = icmp eq i64 %i88, -9223372036854775808
  %ovf125 = and i1 %cmp124, %cmp123
  %bad126 = or i1 %cmp122, %ovf125
  %sel127 = select i1 %bad126, i64 1, i64 %mul121
  %div128 = sdiv i64 %i88, %sel127
  %sel129 = select i1 %cmp122, i64 0, i64 %div128
  %mul130 = mul i64 %sel129, %call120
  %sub131 = sub i64 %1, %mul130
  %call132 = tail call i64 @llvm.smin.i64(i64 %sub131, i64 %call120)
  %mul133 = mul i64 %sel129, %mul121
  %sub134 = sub i64 %i88, %mul133
  %cmp135 = icmp eq i64 %call132, 0
  %cmp136 = icmp eq i64 %sub134, -9223372036854775808
  %cmp137 = icmp eq i64 %call132, -1
  %ovf138 = and i1 %cmp136, %cmp137
  %bad139 = or i1 %cmp135, %ovf138
  %sel140 = select i1 %bad139, i64 1, i64 %call132
  %div141 = sdiv i64 %sub134, %sel140
  %sel142 = select i1 %cmp135, i64 0, i64 %div141
  %mul143 = mul i64 %sel142, %call132
  %sub144 = sub i64 %sub134, %mul143
  %and145 = and i64 %sel142, 1
  %cmp146.not = icmp eq i64 %and145, 0
  %24 = xor i64 %sub144, -1
  %sub148 = add i64 %call132, %24
  %sel149 = select i1 %cmp146.not, i64 %sub144, i64 %sub148
  %add150 = add i64 %sel149, %mul130
  br label %endif93

endif93:                                          ; preds = %else92, %then91
  %phi151 = phi i64 [ %icast118, %then91 ], [ %sel142, %else92 ]
  %phi152 = phi i64 [ %icast119, %then91 ], [ %add150, %else92 ]
  %mul153 = mul i64 %phi151, %1
  %add154 = add i64 %mul153, %phi152
  %q155 = sdiv i64 %add154, %1
  %mul156 = mul i64 %q155, %1
  %sub157 = sub i64 %add154, %mul156
  br i1 %cmp161.not, label %fold.body159, label %fold.exit160

fold.body159:                                     ; preds = %endif93, %fold.body159
  %i162 = phi i64 [ %add225, %fold.body159 ], [ 0, %endif93 ]
  %phi164 = phi float [ %fadd224, %fold.body159 ], [ -0.000000e+00, %endif93 ]
  %mul165 = shl i64 %i162, 8
  %add167 = or disjoint i64 %mul165, %lane
  %mul171 = mul i64 %add167, %q155
  %add172 = add i64 %mul171, %sub157
  %sitofp173 = sitofp i64 %add172 to float
  %add174 = or disjoint i64 %add167, 32
  %mul177 = mul i64 %add174, %q155
  %add178 = add i64 %mul177, %sub157
  %sitofp179 = sitofp i64 %add178 to float
  %add180 = or disjoint i64 %add167, 64
  %mul183 = mul i64 %add180, %q155
  %add184 = add i64 %mul183, %sub157
  %sitofp185 = sitofp i64 %add184 to float
  %add186 = or disjoint i64 %add167, 96
  %mul189 = mul i64 %add186, %q155
  %add190 = add i64 %mul189, %sub157
  %sitofp191 = sitofp i64 %add190 to float
  %add192 = or disjoint i64 %add167, 128
  %mul195 = mul i64 %add192, %q155
  %add196 = add i64 %mul195, %sub157
  %sitofp197 = sitofp i64 %add196 to float
  %add198 = or disjoint i64 %add167, 160
  %mul201 = mul i64 %add198, %q155
  %add202 = add i64 %mul201, %sub157
  %sitofp203 = sitofp i64 %add202 to float
  %add204 = or disjoint i64 %add167, 192
  %mul207 = mul i64 %add204, %q155
  %add208 = add i64 %mul207, %sub157
  %sitofp209 = sitofp i64 %add208 to float
  %add210 = or disjoint i64 %add167, 224
  %mul213 = mul i64 %add210, %q155
  %add214 = add i64 %mul213, %sub157
  %sitofp215 = sitofp i64 %add214 to float
  %sel217 = fadd reassoc contract float %phi164, %sitofp173
  %fadd218 = fadd reassoc contract float %sel217, %sitofp179
  %fadd219 = fadd reassoc contract float %fadd218, %sitofp185
  %fadd220 = fadd reassoc contract float %fadd219, %sitofp191
  %fadd221 = fadd reassoc contract float %fadd220, %sitofp197
  %fadd222 = fadd reassoc contract float %fadd221, %sitofp203
  %fadd223 = fadd reassoc contract float %fadd222, %sitofp209
  %fadd224 = fadd reassoc contract float %fadd223, %sitofp215
  %add225 = add nuw nsw i64 %i162, 1
  %exitcond.not = icmp eq i64 %add225, %full372
  br i1 %exitcond.not, label %fold.exit160, label %fold.body159

fold.exit160:                                     ; preds = %fold.body159, %endif93
  %fadd298 = phi float [ -0.000000e+00, %endif93 ], [ %fadd224, %fold.body159 ]
  %phi227 = phi float [ 0.000000e+00, %endif93 ], [ %fadd224, %fold.body159 ]
  %mul239 = mul i64 %q155, %8
  %add240 = add i64 %sub157, %mul239
  %sitofp241 = sitofp i64 %add240 to float
  %mul247 = mul i64 %q155, %9
  %add248 = add i64 %sub157, %mul247
  %sitofp249 = sitofp i64 %add248 to float
  %mul255 = mul i64 %q155, %10
  %add256 = add i64 %sub157, %mul255
  %sitofp257 = sitofp i64 %add256 to float
  %mul263 = mul i64 %q155, %11
  %add264 = add i64 %sub157, %mul263
  %sitofp265 = sitofp i64 %add264 to float
  %mul271 = mul i64 %q155, %12
  %add272 = add i64 %sub157, %mul271
  %sitofp273 = sitofp i64 %add272 to float
  %mul279 = mul i64 %q155, %13
  %add280 = add i64 %sub157, %mul279
  %sitofp281 = sitofp i64 %add280 to float
  %mul287 = mul i64 %q155, %14
  %add288 = add i64 %sub157, %mul287
  %sitofp289 = sitofp i64 %add288 to float
  %mul295 = mul i64 %q155, %15
  %add296 = add i64 %sub157, %mul295
  %sitofp297 = sitofp i64 %add296 to float
  %sel299 = fadd reassoc contract float %fadd298, %sitofp241
  %sel300 = select i1 %cmp235, float %sel299, float %phi227
  %fadd301 = select i1 %has, float %sel300, float -0.000000e+00
  %sel302 = fadd reassoc contract float %fadd301, %sitofp249
  %sel303 = select i1 %cmp243, float %sel302, float %sel300
  %fadd305 = select i1 %has304, float %sel303, float -0.000000e+00
  %sel306 = fadd reassoc contract float %fadd305, %sitofp257
  %sel307 = select i1 %cmp251, float %sel306, float %sel303
  %fadd309 = select i1 %has308, float %sel307, float -0.000000e+00
  %sel310 = fadd reassoc contract float %fadd309, %sitofp265
  %sel311 = select i1 %cmp259, float %sel310, float %sel307
  %fadd313 = select i1 %has312, float %sel311, float -0.000000e+00
  %sel314 = fadd reassoc contract float %fadd313, %sitofp273
  %25 = select i1 %cmp267, float %sel314, float %sel311
  %sel315 = select i1 %has312, float %sel311, float -0.000000e+00
  %fadd317 = select i1 %cmp267, float %sel314, float %sel315
  %sel318 = fadd reassoc contract float %fadd317, %sitofp281
  %26 = select i1 %cmp275, float %sel318, float %25
  %fadd321 = select i1 %cmp275, float %sel318, float %fadd317
  %sel322 = fadd reassoc contract float %fadd321, %sitofp289
  %27 = select i1 %cmp283, float %sel322, float %26
  %fadd325 = select i1 %cmp283, float %sel322, float %fadd321
  %sel326 = fadd reassoc contract float %fadd325, %sitofp297
  %sel327 = select i1 %cmp291, float %sel326, float %27
  %bits = bitcast float %sel327 to i32
  %call331 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits, i32 1, i32 31)
  %leaf = bitcast i32 %call331 to float
  %fadd334 = fadd reassoc contract float %sel327, %leaf
  %sel335 = select i1 %cmp333, float %fadd334, float %sel327
  %bits336 = bitcast float %sel335 to i32
  %call337 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits336, i32 2, i32 31)
  %leaf338 = bitcast i32 %call337 to float
  %fadd341 = fadd reassoc contract float %sel335, %leaf338
  %sel342 = select i1 %cmp340, float %fadd341, float %sel335
  %bits343 = bitcast float %sel342 to i32
  %call344 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits343, i32 4, i32 31)
  %leaf345 = bitcast i32 %call344 to float
  %fadd348 = fadd reassoc contract float %sel342, %leaf345
  %sel349 = select i1 %cmp347, float %fadd348, float %sel342
  %bits350 = bitcast float %sel349 to i32
  %call351 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits350, i32 8, i32 31)
  %leaf352 = bitcast i32 %call351 to float
  %fadd355 = fadd reassoc contract float %sel349, %leaf352
  %sel356 = select i1 %cmp354, float %fadd355, float %sel349
  %bits357 = bitcast float %sel356 to i32
  %call358 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits357, i32 16, i32 31)
  br i1 %cmp, label %then367, label %endif368

then367:                                          ; preds = %fold.exit160
  %leaf359 = bitcast i32 %call358 to float
  %fadd362 = fadd reassoc contract float %sel356, %leaf359
  %fadd365 = fadd reassoc contract float %fadd362, 0.000000e+00
  %p369 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %add154
  store float %fadd365, ptr addrspace(1) %p369, align 4
  br label %endif368

endif368:                                         ; preds = %then367, %fold.exit160
  %add370 = add i64 %i88, %warp10
  %cmp371 = icmp slt i64 %add370, %mul1
  br i1 %cmp371, label %stride.body85, label %endif
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
declare i64 @llvm.smin.i64(i64, i64) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #1

; Function Attrs: norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite)
define void @systole_fold_of_generate_zigzag_segment(i64 %0, i64 %1, i64 %2, ptr addrspace(1) noalias nocapture readnone %3, ptr addrspace(1) noalias nocapture writeonly %4, i64 %5, i64 %6) local_unnamed_addr #2 {
entry:
  %mul1 = mul i64 %1, %0
  %call = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg = zext nneg i32 %call to i64
  %call2 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %sreg3 = zext nneg i32 %call2 to i64
  %call4 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %sreg5 = zext nneg i32 %call4 to i64
  %mul6 = mul nuw nsw i64 %sreg5, %sreg3
  %add = add nuw nsw i64 %mul6, %sreg
  %warp = lshr i64 %add, 5
  %call7 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %sreg8 = zext nneg i32 %call7 to i64
  %mul9 = mul nuw nsw i64 %sreg3, %sreg8
  %warp10 = lshr i64 %mul9, 5
  %lane = and i64 %sreg, 31
  %cmp = icmp eq i64 %lane, 0
  %mul11 = mul i64 %mul1, %5
  %cmp12 = icmp slt i64 %warp, %mul11
  br i1 %cmp12, label %stride.body.preheader, label %stride.exit

stride.body.preheader:                            ; preds = %entry
  %add187 = add nuw nsw i64 %lane, 1
  %add194 = add nuw nsw i64 %lane, 2
  %add201 = add nuw nsw i64 %lane, 4
  %add208 = add nuw nsw i64 %lane, 8
  %add215 = add nuw nsw i64 %lane, 16
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %endif
  %i = phi i64 [ %add219, %endif ], [ %warp, %stride.body.preheader ]
  %row = sdiv i64 %i, %5
  %mul13 = mul i64 %row, %5
  %sub = sub i64 %i, %mul13
  %mul14 = mul i64 %sub, %6
  %add15 = add i64 %mul14, %6
  %call16 = tail call i64 @llvm.smin.i64(i64 %add15, i64 %2)
  %q = sdiv i64 %row, %1
  %mul17 = mul i64 %q, %1
  %sub18 = sub i64 %row, %mul17
  %sub19 = sub i64 %call16, %mul14
  %full = sdiv i64 %sub19, 256
  %cmp20 = icmp sgt i64 %sub19, 255
  %add24 = add i64 %mul14, %lane
  br i1 %cmp20, label %fold.body, label %fold.exit

stride.exit:                                      ; preds = %endif, %entry
  ret void

fold.body:                                        ; preds = %stride.body, %fold.body
  %i21 = phi i64 [ %add80, %fold.body ], [ 0, %stride.body ]
  %phi22 = phi float [ %fadd79, %fold.body ], [ -0.000000e+00, %stride.body ]
  %mul23 = shl i64 %i21, 8
  %add25 = add i64 %add24, %mul23
  %mul29 = mul i64 %add25, %q
  %add30 = add i64 %mul29, %sub18
  %sitofp = sitofp i64 %add30 to float
  %add31 = add i64 %add25, 32
  %mul34 = mul i64 %add31, %q
  %add35 = add i64 %mul34, %sub18
  %sitofp36 = sitofp i64 %add35 to float
  %add37 = add i64 %add25, 64
  %mul40 = mul i64 %add37, %q
  %add41 = add i64 %mul40, %sub18
  %sitofp42 = sitofp i64 %add41 to float
  %add43 = add i64 %add25, 96
  %mul46 = mul i64 %add43, %q
  %add47 = add i64 %mul46, %sub18
  %sitofp48 = sitofp i64 %add47 to float
  %add49 = add i64 %add25, 128
  %mul52 = mul i64 %add49, %q
  %add53 = add i64 %mul52, %sub18
  %sitofp54 = sitofp i64 %add53 to float
  %add55 = add i64 %add25, 160
  %mul58 = mul i64 %add55, %q
  %add59 = add i64 %mul58, %sub18
  %sitofp60 = sitofp i64 %add59 to float
  %add61 = add i64 %add25, 192
  %mul64 = mul i64 %add61, %q
  %add65 = add i64 %mul64, %sub18
  %sitofp66 = sitofp i64 %add65 to float
  %add67 = add i64 %add25, 224
  %mul70 = mul i64 %add67, %q
  %add71 = add i64 %mul70, %sub18
  %sitofp72 = sitofp i64 %add71 to float
  %sel = fadd reassoc contract float %phi22, %sitofp
  %fadd73 = fadd reassoc contract float %sel, %sitofp36
  %fadd74 = fadd reassoc contract float %fadd73, %sitofp42
  %fadd75 = fadd reassoc contract float %fadd74, %sitofp48
  %fadd76 = fadd reassoc contract float %fadd75, %sitofp54
  %fadd77 = fadd reassoc contract float %fadd76, %sitofp60
  %fadd78 = fadd reassoc contract float %fadd77, %sitofp66
  %fadd79 = fadd reassoc contract float %fadd78, %sitofp72
  %add80 = add nuw nsw i64 %i21, 1
  %exitcond.not = icmp eq i64 %add80, %full
  br i1 %exitcond.not, label %fold.exit, label %fold.body

fold.exit:                                        ; preds = %fold.body, %stride.body
  %fadd153 = phi float [ -0.000000e+00, %stride.body ], [ %fadd79, %fold.body ]
  %phi82 = phi float [ 0.000000e+00, %stride.body ], [ %fadd79, %fold.body ]
  %mul84 = shl nsw i64 %full, 8
  %add86 = add i64 %add24, %mul84
  %sub87 = add i64 %call16, -1
  %call88 = tail call i64 @llvm.smax.i64(i64 %sub87, i64 %mul14)
  %cmp90 = icmp slt i64 %add86, %call16
  %call91 = tail call i64 @llvm.smin.i64(i64 %add86, i64 %call88)
  %mul94 = mul i64 %call91, %q
  %add95 = add i64 %mul94, %sub18
  %sitofp96 = sitofp i64 %add95 to float
  %add97 = add i64 %add86, 32
  %cmp98 = icmp slt i64 %add97, %call16
  %call99 = tail call i64 @llvm.smin.i64(i64 %add97, i64 %call88)
  %mul102 = mul i64 %call99, %q
  %add103 = add i64 %mul102, %sub18
  %sitofp104 = sitofp i64 %add103 to float
  %add105 = add i64 %add86, 64
  %cmp106 = icmp slt i64 %add105, %call16
  %call107 = tail call i64 @llvm.smin.i64(i64 %add105, i64 %call88)
  %mul110 = mul i64 %call107, %q
  %add111 = add i64 %mul110, %sub18
  %sitofp112 = sitofp i64 %add111 to float
  %add113 = add i64 %add86, 96
  %cmp114 = icmp slt i64 %add113, %call16
  %call115 = tail call i64 @llvm.smin.i64(i64 %add113, i64 %call88)
  %mul118 = mul i64 %call115, %q
  %add119 = add i64 %mul118, %sub18
  %sitofp120 = sitofp i64 %add119 to float
  %add121 = add i64 %add86, 128
  %cmp122 = icmp slt i64 %add121, %call16
  %call123 = tail call i64 @llvm.smin.i64(i64 %add121, i64 %call88)
  %mul126 = mul i64 %call123, %q
  %add127 = add i64 %mul126, %sub18
  %sitofp128 = sitofp i64 %add127 to float
  %add129 = add i64 %add86, 160
  %cmp130 = icmp slt i64 %add129, %call16
  %call131 = tail call i64 @llvm.smin.i64(i64 %add129, i64 %call88)
  %mul134 = mul i64 %call131, %q
  %add135 = add i64 %mul134, %sub18
  %sitofp136 = sitofp i64 %add135 to float
  %add137 = add i64 %add86, 192
  %cmp138 = icmp slt i64 %add137, %call16
  %call139 = tail call i64 @llvm.smin.i64(i64 %add137, i64 %call88)
  %mul142 = mul i64 %call139, %q
  %add143 = add i64 %mul142, %sub18
  %sitofp144 = sitofp i64 %add143 to float
  %add145 = add i64 %add86, 224
  %cmp146 = icmp slt i64 %add145, %call16
  %call147 = tail call i64 @llvm.smin.i64(i64 %add145, i64 %call88)
  %mul150 = mul i64 %call147, %q
  %add151 = add i64 %mul150, %sub18
  %sitofp152 = sitofp i64 %add151 to float
  %sel154 = fadd reassoc contract float %fadd153, %sitofp96
  %sel155 = select i1 %cmp90, float %sel154, float %phi82
  %has = or i1 %cmp20, %cmp90
  %fadd156 = select i1 %has, float %sel155, float -0.000000e+00
  %sel157 = fadd reassoc contract float %fadd156, %sitofp104
  %sel158 = select i1 %cmp98, float %sel157, float %sel155
  %has159 = or i1 %has, %cmp98
  %fadd160 = select i1 %has159, float %sel158, float -0.000000e+00
  %sel161 = fadd reassoc contract float %fadd160, %sitofp112
  %sel162 = select i1 %cmp106, float %sel161, float %sel158
  %has163 = or i1 %cmp106, %has159
  %fadd164 = select i1 %has163, float %sel162, float -0.000000e+00
  %sel165 = fadd reassoc contract float %fadd164, %sitofp120
  %sel166 = select i1 %cmp114, float %sel165, float %sel162
  %has167 = or i1 %cmp114, %has163
  %fadd168 = select i1 %has167, float %sel166, float -0.000000e+00
  %sel169 = fadd reassoc contract float %fadd168, %sitofp128
  %7 = select i1 %cmp122, float %sel169, float %sel166
  %sel170 = select i1 %has167, float %sel166, float -0.000000e+00
  %fadd172 = select i1 %cmp122, float %sel169, float %sel170
  %sel173 = fadd reassoc contract float %fadd172, %sitofp136
  %8 = select i1 %cmp130, float %sel173, float %7
  %fadd176 = select i1 %cmp130, float %sel173, float %fadd172
  %sel177 = fadd reassoc contract float %fadd176, %sitofp144
  %9 = select i1 %cmp138, float %sel177, float %8
  %fadd180 = select i1 %cmp138, float %sel177, float %fadd176
  %sel181 = fadd reassoc contract float %fadd180, %sitofp152
  %sel182 = select i1 %cmp146, float %sel181, float %9
  %call184 = tail call i64 @llvm.smin.i64(i64 %sub19, i64 32)
  %call185 = tail call i64 @llvm.smax.i64(i64 %call184, i64 1)
  %bits = bitcast float %sel182 to i32
  %call186 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits, i32 1, i32 31)
  %leaf = bitcast i32 %call186 to float
  %cmp188 = icmp sgt i64 %call184, %add187
  %fadd189 = fadd reassoc contract float %sel182, %leaf
  %sel190 = select i1 %cmp188, float %fadd189, float %sel182
  %bits191 = bitcast float %sel190 to i32
  %call192 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits191, i32 2, i32 31)
  %leaf193 = bitcast i32 %call192 to float
  %cmp195 = icmp ult i64 %add194, %call185
  %fadd196 = fadd reassoc contract float %sel190, %leaf193
  %sel197 = select i1 %cmp195, float %fadd196, float %sel190
  %bits198 = bitcast float %sel197 to i32
  %call199 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits198, i32 4, i32 31)
  %leaf200 = bitcast i32 %call199 to float
  %cmp202 = icmp ult i64 %add201, %call185
  %fadd203 = fadd reassoc contract float %sel197, %leaf200
  %sel204 = select i1 %cmp202, float %fadd203, float %sel197
  %bits205 = bitcast float %sel204 to i32
  %call206 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits205, i32 8, i32 31)
  %leaf207 = bitcast i32 %call206 to float
  %cmp209 = icmp ult i64 %add208, %call185
  %fadd210 = fadd reassoc contract float %sel204, %leaf207
  %sel211 = select i1 %cmp209, float %fadd210, float %sel204
  %bits212 = bitcast float %sel211 to i32
  %call213 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits212, i32 16, i32 31)
  br i1 %cmp, label %then, label %endif

then:                                             ; preds = %fold.exit
  %p = getelementptr inbounds float, ptr addrspace(1) %4, i64 %i
  %cmp216 = icmp ult i64 %add215, %call185
  %leaf214 = bitcast i32 %call213 to float
  %fadd217 = fadd reassoc contract float %sel211, %leaf214
  %sel218 = select i1 %cmp216, float %fadd217, float %sel211
  store float %sel218, ptr addrspace(1) %p, align 4
  br label %endif

endif:                                            ; preds = %then, %fold.exit
  %add219 = add i64 %i, %warp10
  %cmp220 = icmp slt i64 %add219, %mul11
  br i1 %cmp220, label %stride.body, label %stride.exit
}

; Function Attrs: norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define void @systole_fold_of_generate_zigzag_finish(i64 %0, i64 %1, i64 %2, ptr addrspace(1) noalias nocapture writeonly %3, ptr addrspace(1) noalias readonly %4, i64 %5, i64 %6) local_unnamed_addr #3 {
entry:
  %mul1 = mul i64 %1, %0
  %call = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg = zext nneg i32 %call to i64
  %call2 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %sreg3 = zext nneg i32 %call2 to i64
  %call4 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %sreg5 = zext nneg i32 %call4 to i64
  %mul6 = mul nuw nsw i64 %sreg5, %sreg3
  %add = add nuw nsw i64 %mul6, %sreg
  %warp = lshr i64 %add, 5
  %call7 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %sreg8 = zext nneg i32 %call7 to i64
  %mul9 = mul nuw nsw i64 %sreg3, %sreg8
  %warp10 = lshr i64 %mul9, 5
  %lane = and i64 %sreg, 31
  %cmp = icmp eq i64 %lane, 0
  %cmp11 = icmp slt i64 %warp, %mul1
  br i1 %cmp11, label %stride.body.preheader, label %stride.exit

stride.body.preheader:                            ; preds = %entry
  %full = sdiv i64 %5, 1024
  %cmp13 = icmp sgt i64 %5, 1023
  %mul180 = shl nsw i64 %full, 10
  %add182 = or disjoint i64 %mul180, %lane
  %sub183 = add i64 %5, -1
  %call184 = tail call i64 @llvm.smax.i64(i64 %sub183, i64 0)
  %cmp186 = icmp slt i64 %add182, %5
  %call187 = tail call i64 @llvm.smin.i64(i64 %add182, i64 %call184)
  %add191 = or disjoint i64 %add182, 32
  %cmp192 = icmp slt i64 %add191, %5
  %call193 = tail call i64 @llvm.smin.i64(i64 %add191, i64 %call184)
  %add197 = or disjoint i64 %add182, 64
  %cmp198 = icmp slt i64 %add197, %5
  %call199 = tail call i64 @llvm.smin.i64(i64 %add197, i64 %call184)
  %add203 = or disjoint i64 %add182, 96
  %cmp204 = icmp slt i64 %add203, %5
  %call205 = tail call i64 @llvm.smin.i64(i64 %add203, i64 %call184)
  %add209 = or disjoint i64 %add182, 128
  %cmp210 = icmp slt i64 %add209, %5
  %call211 = tail call i64 @llvm.smin.i64(i64 %add209, i64 %call184)
  %add215 = or disjoint i64 %add182, 160
  %cmp216 = icmp slt i64 %add215, %5
  %call217 = tail call i64 @llvm.smin.i64(i64 %add215, i64 %call184)
  %add221 = or disjoint i64 %add182, 192
  %cmp222 = icmp slt i64 %add221, %5
  %call223 = tail call i64 @llvm.smin.i64(i64 %add221, i64 %call184)
  %add227 = or disjoint i64 %add182, 224
  %cmp228 = icmp slt i64 %add227, %5
  %call229 = tail call i64 @llvm.smin.i64(i64 %add227, i64 %call184)
  %add233 = or disjoint i64 %add182, 256
  %cmp234 = icmp slt i64 %add233, %5
  %call235 = tail call i64 @llvm.smin.i64(i64 %add233, i64 %call184)
  %add239 = or disjoint i64 %add182, 288
  %cmp240 = icmp slt i64 %add239, %5
  %call241 = tail call i64 @llvm.smin.i64(i64 %add239, i64 %call184)
  %add245 = or disjoint i64 %add182, 320
  %cmp246 = icmp slt i64 %add245, %5
  %call247 = tail call i64 @llvm.smin.i64(i64 %add245, i64 %call184)
  %add251 = or disjoint i64 %add182, 352
  %cmp252 = icmp slt i64 %add251, %5
  %call253 = tail call i64 @llvm.smin.i64(i64 %add251, i64 %call184)
  %add257 = or disjoint i64 %add182, 384
  %cmp258 = icmp slt i64 %add257, %5
  %call259 = tail call i64 @llvm.smin.i64(i64 %add257, i64 %call184)
  %add263 = or disjoint i64 %add182, 416
  %cmp264 = icmp slt i64 %add263, %5
  %call265 = tail call i64 @llvm.smin.i64(i64 %add263, i64 %call184)
  %add269 = or disjoint i64 %add182, 448
  %cmp270 = icmp slt i64 %add269, %5
  %call271 = tail call i64 @llvm.smin.i64(i64 %add269, i64 %call184)
  %add275 = or disjoint i64 %add182, 480
  %cmp276 = icmp slt i64 %add275, %5
  %call277 = tail call i64 @llvm.smin.i64(i64 %add275, i64 %call184)
  %add281 = or disjoint i64 %add182, 512
  %cmp282 = icmp slt i64 %add281, %5
  %call283 = tail call i64 @llvm.smin.i64(i64 %add281, i64 %call184)
  %add287 = or disjoint i64 %add182, 544
  %cmp288 = icmp slt i64 %add287, %5
  %call289 = tail call i64 @llvm.smin.i64(i64 %add287, i64 %call184)
  %add293 = or disjoint i64 %add182, 576
  %cmp294 = icmp slt i64 %add293, %5
  %call295 = tail call i64 @llvm.smin.i64(i64 %add293, i64 %call184)
  %add299 = or disjoint i64 %add182, 608
  %cmp300 = icmp slt i64 %add299, %5
  %call301 = tail call i64 @llvm.smin.i64(i64 %add299, i64 %call184)
  %add305 = or disjoint i64 %add182, 640
  %cmp306 = icmp slt i64 %add305, %5
  %call307 = tail call i64 @llvm.smin.i64(i64 %add305, i64 %call184)
  %add311 = or disjoint i64 %add182, 672
  %cmp312 = icmp slt i64 %add311, %5
  %call313 = tail call i64 @llvm.smin.i64(i64 %add311, i64 %call184)
  %add317 = or disjoint i64 %add182, 704
  %cmp318 = icmp slt i64 %add317, %5
  %call319 = tail call i64 @llvm.smin.i64(i64 %add317, i64 %call184)
  %add323 = or disjoint i64 %add182, 736
  %cmp324 = icmp slt i64 %add323, %5
  %call325 = tail call i64 @llvm.smin.i64(i64 %add323, i64 %call184)
  %add329 = or disjoint i64 %add182, 768
  %cmp330 = icmp slt i64 %add329, %5
  %call331 = tail call i64 @llvm.smin.i64(i64 %add329, i64 %call184)
  %add335 = or disjoint i64 %add182, 800
  %cmp336 = icmp slt i64 %add335, %5
  %call337 = tail call i64 @llvm.smin.i64(i64 %add335, i64 %call184)
  %add341 = or disjoint i64 %add182, 832
  %cmp342 = icmp slt i64 %add341, %5
  %call343 = tail call i64 @llvm.smin.i64(i64 %add341, i64 %call184)
  %add347 = or disjoint i64 %add182, 864
  %cmp348 = icmp slt i64 %add347, %5
  %call349 = tail call i64 @llvm.smin.i64(i64 %add347, i64 %call184)
  %add353 = or disjoint i64 %add182, 896
  %cmp354 = icmp slt i64 %add353, %5
  %call355 = tail call i64 @llvm.smin.i64(i64 %add353, i64 %call184)
  %add359 = or disjoint i64 %add182, 928
  %cmp360 = icmp slt i64 %add359, %5
  %call361 = tail call i64 @llvm.smin.i64(i64 %add359, i64 %call184)
  %add365 = or disjoint i64 %add182, 960
  %cmp366 = icmp slt i64 %add365, %5
  %call367 = tail call i64 @llvm.smin.i64(i64 %add365, i64 %call184)
  %add371 = or disjoint i64 %add182, 992
  %cmp372 = icmp slt i64 %add371, %5
  %call373 = tail call i64 @llvm.smin.i64(i64 %add371, i64 %call184)
  %call504 = tail call i64 @llvm.smin.i64(i64 %5, i64 32)
  %call505 = tail call i64 @llvm.smax.i64(i64 %call504, i64 1)
  %add507 = add nuw nsw i64 %lane, 1
  %cmp508 = icmp sgt i64 %call504, %add507
  %add514 = add nuw nsw i64 %lane, 2
  %cmp515 = icmp ult i64 %add514, %call505
  %add521 = add nuw nsw i64 %lane, 4
  %cmp522 = icmp ult i64 %add521, %call505
  %add528 = add nuw nsw i64 %lane, 8
  %cmp529 = icmp ult i64 %add528, %call505
  %cmp539 = icmp sgt i64 %5, 0
  %cmp536 = icmp sgt i64 %5, 16
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %endif
  %i = phi i64 [ %add543, %endif ], [ %warp, %stride.body.preheader ]
  %mul12 = mul i64 %i, %5
  br i1 %cmp13, label %fold.body.preheader, label %fold.exit

fold.body.preheader:                              ; preds = %stride.body
  %7 = getelementptr float, ptr addrspace(1) %4, i64 %mul12
  br label %fold.body

stride.exit:                                      ; preds = %endif, %entry
  ret void

fold.body:                                        ; preds = %fold.body.preheader, %fold.body
  %i14 = phi i64 [ %add176, %fold.body ], [ 0, %fold.body.preheader ]
  %phi = phi float [ %fadd175, %fold.body ], [ 0.000000e+00, %fold.body.preheader ]
  %phi15 = phi i1 [ true, %fold.body ], [ false, %fold.body.preheader ]
  %mul16 = shl i64 %i14, 10
  %add18 = or disjoint i64 %mul16, %lane
  %p = getelementptr float, ptr addrspace(1) %7, i64 %add18
  %v = load float, ptr addrspace(1) %p, align 4
  %add21 = or disjoint i64 %add18, 32
  %p23 = getelementptr float, ptr addrspace(1) %7, i64 %add21
  %v24 = load float, ptr addrspace(1) %p23, align 4
  %add25 = or disjoint i64 %add18, 64
  %p27 = getelementptr float, ptr addrspace(1) %7, i64 %add25
  %v28 = load float, ptr addrspace(1) %p27, align 4
  %add29 = or disjoint i64 %add18, 96
  %p31 = getelementptr float, ptr addrspace(1) %7, i64 %add29
  %v32 = load float, ptr addrspace(1) %p31, align 4
  %add33 = or disjoint i64 %add18, 128
  %p35 = getelementptr float, ptr addrspace(1) %7, i64 %add33
  %v36 = load float, ptr addrspace(1) %p35, align 4
  %add37 = or disjoint i64 %add18, 160
  %p39 = getelementptr float, ptr addrspace(1) %7, i64 %add37
  %v40 = load float, ptr addrspace(1) %p39, align 4
  %add41 = or disjoint i64 %add18, 192
  %p43 = getelementptr float, ptr addrspace(1) %7, i64 %add41
  %v44 = load float, ptr addrspace(1) %p43, align 4
  %add45 = or disjoint i64 %add18, 224
  %p47 = getelementptr float, ptr addrspace(1) %7, i64 %add45
  %v48 = load float, ptr addrspace(1) %p47, align 4
  %add49 = or disjoint i64 %add18, 256
  %p51 = getelementptr float, ptr addrspace(1) %7, i64 %add49
  %v52 = load float, ptr addrspace(1) %p51, align 4
  %add53 = or disjoint i64 %add18, 288
  %p55 = getelementptr float, ptr addrspace(1) %7, i64 %add53
  %v56 = load float, ptr addrspace(1) %p55, align 4
  %add57 = or disjoint i64 %add18, 320
  %p59 = getelementptr float, ptr addrspace(1) %7, i64 %add57
  %v60 = load float, ptr addrspace(1) %p59, align 4
  %add61 = or disjoint i64 %add18, 352
  %p63 = getelementptr float, ptr addrspace(1) %7, i64 %add61
  %v64 = load float, ptr addrspace(1) %p63, align 4
  %add65 = or disjoint i64 %add18, 384
  %p67 = getelementptr float, ptr addrspace(1) %7, i64 %add65
  %v68 = load float, ptr addrspace(1) %p67, align 4
  %add69 = or disjoint i64 %add18, 416
  %p71 = getelementptr float, ptr addrspace(1) %7, i64 %add69
  %v72 = load float, ptr addrspace(1) %p71, align 4
  %add73 = or disjoint i64 %add18, 448
  %p75 = getelementptr float, ptr addrspace(1) %7, i64 %add73
  %v76 = load float, ptr addrspace(1) %p75, align 4
  %add77 = or disjoint i64 %add18, 480
  %p79 = getelementptr float, ptr addrspace(1) %7, i64 %add77
  %v80 = load float, ptr addrspace(1) %p79, align 4
  %add81 = or disjoint i64 %add18, 512
  %p83 = getelementptr float, ptr addrspace(1) %7, i64 %add81
  %v84 = load float, ptr addrspace(1) %p83, align 4
  %add85 = or disjoint i64 %add18, 544
  %p87 = getelementptr float, ptr addrspace(1) %7, i64 %add85
  %v88 = load float, ptr addrspace(1) %p87, align 4
  %add89 = or disjoint i64 %add18, 576
  %p91 = getelementptr float, ptr addrspace(1) %7, i64 %add89
  %v92 = load float, ptr addrspace(1) %p91, align 4
  %add93 = or disjoint i64 %add18, 608
  %p95 = getelementptr float, ptr addrspace(1) %7, i64 %add93
  %v96 = load float, ptr addrspace(1) %p95, align 4
  %add97 = or disjoint i64 %add18, 640
  %p99 = getelementptr float, ptr addrspace(1) %7, i64 %add97
  %v100 = load float, ptr addrspace(1) %p99, align 4
  %add101 = or disjoint i64 %add18, 672
  %p103 = getelementptr float, ptr addrspace(1) %7, i64 %add101
  %v104 = load float, ptr addrspace(1) %p103, align 4
  %add105 = or disjoint i64 %add18, 704
  %p107 = getelementptr float, ptr addrspace(1) %7, i64 %add105
  %v108 = load float, ptr addrspace(1) %p107, align 4
  %add109 = or disjoint i64 %add18, 736
  %p111 = getelementptr float, ptr addrspace(1) %7, i64 %add109
  %v112 = load float, ptr addrspace(1) %p111, align 4
  %add113 = or disjoint i64 %add18, 768
  %p115 = getelementptr float, ptr addrspace(1) %7, i64 %add113
  %v116 = load float, ptr addrspace(1) %p115, align 4
  %add117 = or disjoint i64 %add18, 800
  %p119 = getelementptr float, ptr addrspace(1) %7, i64 %add117
  %v120 = load float, ptr addrspace(1) %p119, align 4
  %add121 = or disjoint i64 %add18, 832
  %p123 = getelementptr float, ptr addrspace(1) %7, i64 %add121
  %v124 = load float, ptr addrspace(1) %p123, align 4
  %add125 = or disjoint i64 %add18, 864
  %p127 = getelementptr float, ptr addrspace(1) %7, i64 %add125
  %v128 = load float, ptr addrspace(1) %p127, align 4
  %add129 = or disjoint i64 %add18, 896
  %p131 = getelementptr float, ptr addrspace(1) %7, i64 %add129
  %v132 = load float, ptr addrspace(1) %p131, align 4
  %add133 = or disjoint i64 %add18, 928
  %p135 = getelementptr float, ptr addrspace(1) %7, i64 %add133
  %v136 = load float, ptr addrspace(1) %p135, align 4
  %add137 = or disjoint i64 %add18, 960
  %p139 = getelementptr float, ptr addrspace(1) %7, i64 %add137
  %v140 = load float, ptr addrspace(1) %p139, align 4
  %add141 = or disjoint i64 %add18, 992
  %p143 = getelementptr float, ptr addrspace(1) %7, i64 %add141
  %v144 = load float, ptr addrspace(1) %p143, align 4
  %fadd = fadd reassoc contract float %phi, %v
  %sel = select i1 %phi15, float %fadd, float %v
  %fadd145 = fadd reassoc contract float %v24, %sel
  %fadd146 = fadd reassoc contract float %v28, %fadd145
  %fadd147 = fadd reassoc contract float %v32, %fadd146
  %fadd148 = fadd reassoc contract float %v36, %fadd147
  %fadd149 = fadd reassoc contract float %v40, %fadd148
  %fadd150 = fadd reassoc contract float %v44, %fadd149
  %fadd151 = fadd reassoc contract float %v48, %fadd150
  %fadd152 = fadd reassoc contract float %v52, %fadd151
  %fadd153 = fadd reassoc contract float %v56, %fadd152
  %fadd154 = fadd reassoc contract float %v60, %fadd153
  %fadd155 = fadd reassoc contract float %v64, %fadd154
  %fadd156 = fadd reassoc contract float %v68, %fadd155
  %fadd157 = fadd reassoc contract float %v72, %fadd156
  %fadd158 = fadd reassoc contract float %v76, %fadd157
  %fadd159 = fadd reassoc contract float %v80, %fadd158
  %fadd160 = fadd reassoc contract float %v84, %fadd159
  %fadd161 = fadd reassoc contract float %v88, %fadd160
  %fadd162 = fadd reassoc contract float %v92, %fadd161
  %fadd163 = fadd reassoc contract float %v96, %fadd162
  %fadd164 = fadd reassoc contract float %v100, %fadd163
  %fadd165 = fadd reassoc contract float %v104, %fadd164
  %fadd166 = fadd reassoc contract float %v108, %fadd165
  %fadd167 = fadd reassoc contract float %v112, %fadd166
  %fadd168 = fadd reassoc contract float %v116, %fadd167
  %fadd169 = fadd reassoc contract float %v120, %fadd168
  %fadd170 = fadd reassoc contract float %v124, %fadd169
  %fadd171 = fadd reassoc contract float %v128, %fadd170
  %fadd172 = fadd reassoc contract float %v132, %fadd171
  %fadd173 = fadd reassoc contract float %v136, %fadd172
  %fadd174 = fadd reassoc contract float %v140, %fadd173
  %fadd175 = fadd reassoc contract float %v144, %fadd174
  %add176 = add nuw nsw i64 %i14, 1
  %exitcond.not = icmp eq i64 %add176, %full
  br i1 %exitcond.not, label %fold.exit, label %fold.body

fold.exit:                                        ; preds = %fold.body, %stride.body
  %phi178 = phi float [ 0.000000e+00, %stride.body ], [ %fadd175, %fold.body ]
  %8 = getelementptr float, ptr addrspace(1) %4, i64 %mul12
  %p189 = getelementptr float, ptr addrspace(1) %8, i64 %call187
  %v190 = load float, ptr addrspace(1) %p189, align 4
  %p195 = getelementptr float, ptr addrspace(1) %8, i64 %call193
  %v196 = load float, ptr addrspace(1) %p195, align 4
  %p201 = getelementptr float, ptr addrspace(1) %8, i64 %call199
  %v202 = load float, ptr addrspace(1) %p201, align 4
  %p207 = getelementptr float, ptr addrspace(1) %8, i64 %call205
  %v208 = load float, ptr addrspace(1) %p207, align 4
  %p213 = getelementptr float, ptr addrspace(1) %8, i64 %call211
  %v214 = load float, ptr addrspace(1) %p213, align 4
  %p219 = getelementptr float, ptr addrspace(1) %8, i64 %call217
  %v220 = load float, ptr addrspace(1) %p219, align 4
  %p225 = getelementptr float, ptr addrspace(1) %8, i64 %call223
  %v226 = load float, ptr addrspace(1) %p225, align 4
  %p231 = getelementptr float, ptr addrspace(1) %8, i64 %call229
  %v232 = load float, ptr addrspace(1) %p231, align 4
  %p237 = getelementptr float, ptr addrspace(1) %8, i64 %call235
  %v238 = load float, ptr addrspace(1) %p237, align 4
  %p243 = getelementptr float, ptr addrspace(1) %8, i64 %call241
  %v244 = load float, ptr addrspace(1) %p243, align 4
  %p249 = getelementptr float, ptr addrspace(1) %8, i64 %call247
  %v250 = load float, ptr addrspace(1) %p249, align 4
  %p255 = getelementptr float, ptr addrspace(1) %8, i64 %call253
  %v256 = load float, ptr addrspace(1) %p255, align 4
  %p261 = getelementptr float, ptr addrspace(1) %8, i64 %call259
  %v262 = load float, ptr addrspace(1) %p261, align 4
  %p267 = getelementptr float, ptr addrspace(1) %8, i64 %call265
  %v268 = load float, ptr addrspace(1) %p267, align 4
  %p273 = getelementptr float, ptr addrspace(1) %8, i64 %call271
  %v274 = load float, ptr addrspace(1) %p273, align 4
  %p279 = getelementptr float, ptr addrspace(1) %8, i64 %call277
  %v280 = load float, ptr addrspace(1) %p279, align 4
  %p285 = getelementptr float, ptr addrspace(1) %8, i64 %call283
  %v286 = load float, ptr addrspace(1) %p285, align 4
  %p291 = getelementptr float, ptr addrspace(1) %8, i64 %call289
  %v292 = load float, ptr addrspace(1) %p291, align 4
  %p297 = getelementptr float, ptr addrspace(1) %8, i64 %call295
  %v298 = load float, ptr addrspace(1) %p297, align 4
  %p303 = getelementptr float, ptr addrspace(1) %8, i64 %call301
  %v304 = load float, ptr addrspace(1) %p303, align 4
  %p309 = getelementptr float, ptr addrspace(1) %8, i64 %call307
  %v310 = load float, ptr addrspace(1) %p309, align 4
  %p315 = getelementptr float, ptr addrspace(1) %8, i64 %call313
  %v316 = load float, ptr addrspace(1) %p315, align 4
  %p321 = getelementptr float, ptr addrspace(1) %8, i64 %call319
  %v322 = load float, ptr addrspace(1) %p321, align 4
  %p327 = getelementptr float, ptr addrspace(1) %8, i64 %call325
  %v328 = load float, ptr addrspace(1) %p327, align 4
  %p333 = getelementptr float, ptr addrspace(1) %8, i64 %call331
  %v334 = load float, ptr addrspace(1) %p333, align 4
  %p339 = getelementptr float, ptr addrspace(1) %8, i64 %call337
  %v340 = load float, ptr addrspace(1) %p339, align 4
  %p345 = getelementptr float, ptr addrspace(1) %8, i64 %call343
  %v346 = load float, ptr addrspace(1) %p345, align 4
  %p351 = getelementptr float, ptr addrspace(1) %8, i64 %call349
  %v352 = load float, ptr addrspace(1) %p351, align 4
  %p357 = getelementptr float, ptr addrspace(1) %8, i64 %call355
  %v358 = load float, ptr addrspace(1) %p357, align 4
  %p363 = getelementptr float, ptr addrspace(1) %8, i64 %call361
  %v364 = load float, ptr addrspace(1) %p363, align 4
  %p369 = getelementptr float, ptr addrspace(1) %8, i64 %call367
  %v370 = load float, ptr addrspace(1) %p369, align 4
  %p375 = getelementptr float, ptr addrspace(1) %8, i64 %call373
  %v376 = load float, ptr addrspace(1) %p375, align 4
  %fadd377 = fadd reassoc contract float %phi178, %v190
  %sel378 = select i1 %cmp13, float %fadd377, float %v190
  %sel379 = select i1 %cmp186, float %sel378, float %phi178
  %fadd380 = fadd reassoc contract float %v196, %sel379
  %sel382 = select i1 %cmp192, float %fadd380, float %sel379
  %fadd384 = fadd reassoc contract float %v202, %sel382
  %sel386 = select i1 %cmp198, float %fadd384, float %sel382
  %fadd388 = fadd reassoc contract float %v208, %sel386
  %sel390 = select i1 %cmp204, float %fadd388, float %sel386
  %fadd392 = fadd reassoc contract float %v214, %sel390
  %sel394 = select i1 %cmp210, float %fadd392, float %sel390
  %fadd396 = fadd reassoc contract float %v220, %sel394
  %sel398 = select i1 %cmp216, float %fadd396, float %sel394
  %fadd400 = fadd reassoc contract float %v226, %sel398
  %sel402 = select i1 %cmp222, float %fadd400, float %sel398
  %fadd404 = fadd reassoc contract float %v232, %sel402
  %sel406 = select i1 %cmp228, float %fadd404, float %sel402
  %fadd408 = fadd reassoc contract float %v238, %sel406
  %sel410 = select i1 %cmp234, float %fadd408, float %sel406
  %fadd412 = fadd reassoc contract float %v244, %sel410
  %sel414 = select i1 %cmp240, float %fadd412, float %sel410
  %fadd416 = fadd reassoc contract float %v250, %sel414
  %sel418 = select i1 %cmp246, float %fadd416, float %sel414
  %fadd420 = fadd reassoc contract float %v256, %sel418
  %sel422 = select i1 %cmp252, float %fadd420, float %sel418
  %fadd424 = fadd reassoc contract float %v262, %sel422
  %sel426 = select i1 %cmp258, float %fadd424, float %sel422
  %fadd428 = fadd reassoc contract float %v268, %sel426
  %sel430 = select i1 %cmp264, float %fadd428, float %sel426
  %fadd432 = fadd reassoc contract float %v274, %sel430
  %sel434 = select i1 %cmp270, float %fadd432, float %sel430
  %fadd436 = fadd reassoc contract float %v280, %sel434
  %sel438 = select i1 %cmp276, float %fadd436, float %sel434
  %fadd440 = fadd reassoc contract float %v286, %sel438
  %sel442 = select i1 %cmp282, float %fadd440, float %sel438
  %fadd444 = fadd reassoc contract float %v292, %sel442
  %sel446 = select i1 %cmp288, float %fadd444, float %sel442
  %fadd448 = fadd reassoc contract float %v298, %sel446
  %sel450 = select i1 %cmp294, float %fadd448, float %sel446
  %fadd452 = fadd reassoc contract float %v304, %sel450
  %sel454 = select i1 %cmp300, float %fadd452, float %sel450
  %fadd456 = fadd reassoc contract float %v310, %sel454
  %sel458 = select i1 %cmp306, float %fadd456, float %sel454
  %fadd460 = fadd reassoc contract float %v316, %sel458
  %sel462 = select i1 %cmp312, float %fadd460, float %sel458
  %fadd464 = fadd reassoc contract float %v322, %sel462
  %sel466 = select i1 %cmp318, float %fadd464, float %sel462
  %fadd468 = fadd reassoc contract float %v328, %sel466
  %sel470 = select i1 %cmp324, float %fadd468, float %sel466
  %fadd472 = fadd reassoc contract float %v334, %sel470
  %sel474 = select i1 %cmp330, float %fadd472, float %sel470
  %fadd476 = fadd reassoc contract float %v340, %sel474
  %sel478 = select i1 %cmp336, float %fadd476, float %sel474
  %fadd480 = fadd reassoc contract float %v346, %sel478
  %sel482 = select i1 %cmp342, float %fadd480, float %sel478
  %fadd484 = fadd reassoc contract float %v352, %sel482
  %sel486 = select i1 %cmp348, float %fadd484, float %sel482
  %fadd488 = fadd reassoc contract float %v358, %sel486
  %sel490 = select i1 %cmp354, float %fadd488, float %sel486
  %fadd492 = fadd reassoc contract float %v364, %sel490
  %sel494 = select i1 %cmp360, float %fadd492, float %sel490
  %fadd496 = fadd reassoc contract float %v370, %sel494
  %sel498 = select i1 %cmp366, float %fadd496, float %sel494
  %fadd500 = fadd reassoc contract float %v376, %sel498
  %sel502 = select i1 %cmp372, float %fadd500, float %sel498
  %bits = bitcast float %sel502 to i32
  %call506 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits, i32 1, i32 31)
  %leaf = bitcast i32 %call506 to float
  %fadd509 = fadd reassoc contract float %sel502, %leaf
  %sel510 = select i1 %cmp508, float %fadd509, float %sel502
  %bits511 = bitcast float %sel510 to i32
  %call512 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits511, i32 2, i32 31)
  %leaf513 = bitcast i32 %call512 to float
  %fadd516 = fadd reassoc contract float %sel510, %leaf513
  %sel517 = select i1 %cmp515, float %fadd516, float %sel510
  %bits518 = bitcast float %sel517 to i32
  %call519 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits518, i32 4, i32 31)
  %leaf520 = bitcast i32 %call519 to float
  %fadd523 = fadd reassoc contract float %sel517, %leaf520
  %sel524 = select i1 %cmp522, float %fadd523, float %sel517
  %bits525 = bitcast float %sel524 to i32
  %call526 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits525, i32 8, i32 31)
  %leaf527 = bitcast i32 %call526 to float
  %fadd530 = fadd reassoc contract float %sel524, %leaf527
  %sel531 = select i1 %cmp529, float %fadd530, float %sel524
  %bits532 = bitcast float %sel531 to i32
  %call533 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits532, i32 16, i32 31)
  br i1 %cmp, label %then, label %endif

then:                                             ; preds = %fold.exit
  %leaf534 = bitcast i32 %call533 to float
  %fadd537 = fadd reassoc contract float %sel531, %leaf534
  %sel538 = select i1 %cmp536, float %fadd537, float %sel531
  %fadd540 = fadd reassoc contract float %sel538, 0.000000e+00
  %sel541 = select i1 %cmp539, float %fadd540, float 0.000000e+00
  %p542 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %i
  store float %sel541, ptr addrspace(1) %p542, align 4
  br label %endif

endif:                                            ; preds = %then, %fold.exit
  %add543 = add i64 %i, %warp10
  %cmp544 = icmp slt i64 %add543, %mul1
  br i1 %cmp544, label %stride.body, label %stride.exit
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #4

attributes #0 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite) }
attributes #3 = { norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}

!0 = !{ptr @systole_fold_of_generate_zigzag_rows, !"kernel", i32 1}
!1 = !{ptr @systole_fold_of_generate_zigzag_segment, !"kernel", i32 1}
!2 = !{ptr @systole_fold_of_generate_zigzag_finish, !"kernel", i32 1}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.unroll.disable"}
