; ModuleID = 'systole_stencil_window_conv9x3_f32'
source_filename = "systole_stencil_window_conv9x3_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@scan.shared = internal unnamed_addr addrspace(3) global [2448 x float] undef, align 8
@systole_weights = local_unnamed_addr addrspace(4) externally_initialized global [27 x float] zeroinitializer

; Function Attrs: norecurse nounwind
define void @systole_stencil_window_conv9x3_f32_elements(i64 %0, i64 %1, ptr addrspace(1) noalias nocapture readonly %2, i64 %3, i64 %4, ptr addrspace(1) noalias nocapture readonly %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, ptr addrspace(1) noalias nocapture writeonly %14, i64 %15, i64 %16) local_unnamed_addr #0 {
entry:
  %call = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg = zext nneg i32 %call to i64
  %call1 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %sreg2 = zext nneg i32 %call1 to i64
  %add = add i64 %8, 63
  %ceil = sdiv i64 %add, 64
  %call5 = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %sreg6 = zext nneg i32 %call5 to i64
  %call7 = tail call range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %sreg8 = zext nneg i32 %call7 to i64
  %sub = sub nsw i64 %ceil, %sreg6
  %call9 = tail call i64 @llvm.smax.i64(i64 %sub, i64 0)
  %sub10 = add nsw i64 %sreg8, -1
  %add11 = add nuw nsw i64 %sub10, %call9
  %cmp.not = icmp ult i64 %add11, %sreg8
  br i1 %cmp.not, label %for.exit, label %for.body.preheader

for.body.preheader:                               ; preds = %entry
  %turns = udiv i64 %add11, %sreg8
  %call3 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %sreg4 = zext nneg i32 %call3 to i64
  %mul = shl nuw nsw i64 %sreg4, 5
  %add16 = add nsw i64 %mul, -1
  %sub17 = add i64 %6, -71
  %sub18 = add i64 %7, -33
  %cmp22 = icmp ne i32 %call3, 0
  %cmp23 = icmp sle i64 %mul, %sub18
  %in24 = and i1 %cmp22, %cmp23
  %invariant.gep = getelementptr float, ptr addrspace(3) @scan.shared, i64 %sreg
  %cmp69 = icmp ult i32 %call, 34
  %add73 = add nsw i64 %add16, %sreg
  %sub74 = add i64 %6, -1
  %sub77 = add i64 %7, -1
  %call78 = tail call i64 @llvm.smin.i64(i64 %add73, i64 %sub77)
  %call79 = tail call i64 @llvm.smax.i64(i64 %call78, i64 0)
  %invariant.gep634 = getelementptr float, ptr addrspace(1) %2, i64 %call79
  %cmp88 = icmp ult i32 %call, 2
  %add87 = or disjoint i64 %sreg, 32
  %add92 = add nsw i64 %add16, %add87
  %call97 = tail call i64 @llvm.smin.i64(i64 %add92, i64 %sub77)
  %call98 = tail call i64 @llvm.smax.i64(i64 %call97, i64 0)
  %invariant.gep636 = getelementptr float, ptr addrspace(1) %2, i64 %call98
  %invariant.gep638 = getelementptr float, ptr addrspace(3) @scan.shared, i64 %add87
  %invariant.gep640 = getelementptr float, ptr addrspace(1) %2, i64 %add16
  %invariant.gep642 = getelementptr float, ptr addrspace(1) %invariant.gep640, i64 %sreg
  %invariant.gep648 = getelementptr float, ptr addrspace(1) %invariant.gep640, i64 %add87
  %mul108 = shl nuw nsw i64 %sreg2, 4
  %.idx609 = mul nuw nsw i64 %sreg2, 2176
  %17 = getelementptr i8, ptr addrspace(3) @scan.shared, i64 %.idx609
  %add168 = or disjoint i64 %mul108, 1
  %.idx610 = mul nuw nsw i64 %add168, 136
  %18 = getelementptr i8, ptr addrspace(3) @scan.shared, i64 %.idx610
  %add175 = or disjoint i64 %mul108, 2
  %.idx611 = mul nuw nsw i64 %add175, 136
  %19 = getelementptr i8, ptr addrspace(3) @scan.shared, i64 %.idx611
  %add183 = or disjoint i64 %mul108, 3
  %.idx612 = mul nuw nsw i64 %add183, 136
  %20 = getelementptr i8, ptr addrspace(3) @scan.shared, i64 %.idx612
  %add192 = or disjoint i64 %mul108, 4
  %.idx613 = mul nuw nsw i64 %add192, 136
  %21 = getelementptr i8, ptr addrspace(3) @scan.shared, i64 %.idx613
  %add202 = or disjoint i64 %mul108, 5
  %.idx614 = mul nuw nsw i64 %add202, 136
  %22 = getelementptr i8, ptr addrspace(3) @scan.shared, i64 %.idx614
  %add213 = or disjoint i64 %mul108, 6
  %.idx615 = mul nuw nsw i64 %add213, 136
  %23 = getelementptr i8, ptr addrspace(3) @scan.shared, i64 %.idx615
  %add225 = or disjoint i64 %mul108, 7
  %.idx616 = mul nuw nsw i64 %add225, 136
  %24 = getelementptr i8, ptr addrspace(3) @scan.shared, i64 %.idx616
  %add238 = or disjoint i64 %mul108, 8
  %.idx617 = mul nuw nsw i64 %add238, 136
  %25 = getelementptr i8, ptr addrspace(3) @scan.shared, i64 %.idx617
  %add252 = or disjoint i64 %mul108, 9
  %.idx618 = mul nuw nsw i64 %add252, 136
  %26 = getelementptr i8, ptr addrspace(3) @scan.shared, i64 %.idx618
  %add266 = or disjoint i64 %mul108, 10
  %.idx619 = mul nuw nsw i64 %add266, 136
  %27 = getelementptr i8, ptr addrspace(3) @scan.shared, i64 %.idx619
  %add280 = or disjoint i64 %mul108, 11
  %.idx620 = mul nuw nsw i64 %add280, 136
  %28 = getelementptr i8, ptr addrspace(3) @scan.shared, i64 %.idx620
  %add294 = or disjoint i64 %mul108, 12
  %.idx621 = mul nuw nsw i64 %add294, 136
  %29 = getelementptr i8, ptr addrspace(3) @scan.shared, i64 %.idx621
  %add308 = or disjoint i64 %mul108, 13
  %.idx622 = mul nuw nsw i64 %add308, 136
  %30 = getelementptr i8, ptr addrspace(3) @scan.shared, i64 %.idx622
  %add322 = or disjoint i64 %mul108, 14
  %.idx623 = mul nuw nsw i64 %add322, 136
  %31 = getelementptr i8, ptr addrspace(3) @scan.shared, i64 %.idx623
  %add336 = or disjoint i64 %mul108, 15
  %.idx624 = mul nuw nsw i64 %add336, 136
  %32 = getelementptr i8, ptr addrspace(3) @scan.shared, i64 %.idx624
  %33 = getelementptr i8, ptr addrspace(3) %17, i64 2176
  %34 = getelementptr i8, ptr addrspace(3) %17, i64 2312
  %35 = getelementptr i8, ptr addrspace(3) %17, i64 2448
  %36 = getelementptr i8, ptr addrspace(3) %17, i64 2584
  %37 = getelementptr i8, ptr addrspace(3) %17, i64 2720
  %38 = getelementptr i8, ptr addrspace(3) %17, i64 2856
  %39 = getelementptr i8, ptr addrspace(3) %17, i64 2992
  %40 = getelementptr i8, ptr addrspace(3) %17, i64 3128
  %add444 = add nuw nsw i64 %mul, %sreg
  %cmp448 = icmp slt i64 %add444, %9
  %invariant.gep652 = getelementptr float, ptr addrspace(1) %14, i64 %add444
  %smax = tail call i64 @llvm.smax.i64(i64 %turns, i64 1)
  br label %for.body

for.body:                                         ; preds = %for.body.preheader, %endif600
  %i = phi i64 [ %add604, %endif600 ], [ 0, %for.body.preheader ]
  %mul12 = mul i64 %i, %sreg8
  %add13 = add i64 %mul12, %sreg6
  %mul14 = shl i64 %add13, 6
  %add15 = add i64 %mul14, -4
  %cmp19 = icmp sgt i64 %add15, -1
  %cmp20 = icmp slt i64 %add15, %sub17
  %in = and i1 %cmp19, %cmp20
  %in25 = and i1 %in24, %in
  br i1 %in25, label %for.body26, label %for.body60

for.exit:                                         ; preds = %endif600, %entry
  ret void

endif:                                            ; preds = %endif67, %endif33.1
  tail call void @llvm.nvvm.barrier0()
  br label %fold.body

for.body26:                                       ; preds = %for.body, %endif33.1
  %i28 = phi i64 [ %add58.1, %endif33.1 ], [ 0, %for.body ]
  %mul29 = shl i64 %i28, 2
  %add30 = add nuw nsw i64 %mul29, %sreg2
  %cmp31 = icmp ult i64 %add30, 72
  br i1 %cmp31, label %then32, label %endif33

then32:                                           ; preds = %for.body26
  br i1 %cmp69, label %then36, label %endif37

endif33:                                          ; preds = %endif37, %then47, %for.body26
  %add58 = shl i64 %i28, 2
  %mul29.1 = or disjoint i64 %add58, 4
  %add30.1 = add nuw nsw i64 %mul29.1, %sreg2
  %cmp31.1 = icmp ult i64 %add30.1, 72
  br i1 %cmp31.1, label %then32.1, label %endif33.1

then32.1:                                         ; preds = %endif33
  br i1 %cmp69, label %then36.1, label %endif37.1

then36.1:                                         ; preds = %then32.1
  %add38.1 = add nuw i64 %add30.1, %add15
  %mul40.1 = mul i64 %add38.1, %7
  %gep643.1 = getelementptr float, ptr addrspace(1) %invariant.gep642, i64 %mul40.1
  %v.1 = load float, ptr addrspace(1) %gep643.1, align 4
  %.idx607.1 = mul nuw nsw i64 %add30.1, 136
  %gep645.1 = getelementptr i8, ptr addrspace(3) %invariant.gep, i64 %.idx607.1
  store float %v.1, ptr addrspace(3) %gep645.1, align 4
  br label %endif37.1

endif37.1:                                        ; preds = %then36.1, %then32.1
  br i1 %cmp88, label %then47.1, label %endif33.1

then47.1:                                         ; preds = %endif37.1
  %add49.1 = add nuw i64 %add30.1, %add15
  %mul51.1 = mul i64 %add49.1, %7
  %gep649.1 = getelementptr float, ptr addrspace(1) %invariant.gep648, i64 %mul51.1
  %v54.1 = load float, ptr addrspace(1) %gep649.1, align 4
  %.idx608.1 = mul nuw nsw i64 %add30.1, 136
  %gep651.1 = getelementptr i8, ptr addrspace(3) %invariant.gep638, i64 %.idx608.1
  store float %v54.1, ptr addrspace(3) %gep651.1, align 4
  br label %endif33.1

endif33.1:                                        ; preds = %then47.1, %endif37.1, %endif33
  %add58.1 = add nuw nsw i64 %i28, 2
  %exitcond685.not.1 = icmp eq i64 %add58.1, 18
  br i1 %exitcond685.not.1, label %endif, label %for.body26

then36:                                           ; preds = %then32
  %add38 = add nuw i64 %add30, %add15
  %mul40 = mul i64 %add38, %7
  %gep643 = getelementptr float, ptr addrspace(1) %invariant.gep642, i64 %mul40
  %v = load float, ptr addrspace(1) %gep643, align 4
  %.idx607 = mul nuw nsw i64 %add30, 136
  %gep645 = getelementptr i8, ptr addrspace(3) %invariant.gep, i64 %.idx607
  store float %v, ptr addrspace(3) %gep645, align 4
  br label %endif37

endif37:                                          ; preds = %then36, %then32
  br i1 %cmp88, label %then47, label %endif33

then47:                                           ; preds = %endif37
  %add49 = add nuw i64 %add30, %add15
  %mul51 = mul i64 %add49, %7
  %gep649 = getelementptr float, ptr addrspace(1) %invariant.gep648, i64 %mul51
  %v54 = load float, ptr addrspace(1) %gep649, align 4
  %.idx608 = mul nuw nsw i64 %add30, 136
  %gep651 = getelementptr i8, ptr addrspace(3) %invariant.gep638, i64 %.idx608
  store float %v54, ptr addrspace(3) %gep651, align 4
  br label %endif33

for.body60:                                       ; preds = %for.body, %endif67
  %i62 = phi i64 [ %add106, %endif67 ], [ 0, %for.body ]
  %mul63 = shl i64 %i62, 2
  %add64 = add nuw nsw i64 %mul63, %sreg2
  %cmp65 = icmp ult i64 %add64, 72
  br i1 %cmp65, label %then66, label %endif67

then66:                                           ; preds = %for.body60
  br i1 %cmp69, label %then70, label %endif71

endif67:                                          ; preds = %endif71, %then89, %for.body60
  %add106 = add nuw nsw i64 %i62, 1
  %exitcond.not = icmp eq i64 %add106, 18
  br i1 %exitcond.not, label %endif, label %for.body60

then70:                                           ; preds = %then66
  %add72 = add i64 %add64, %add15
  %call75 = tail call i64 @llvm.smin.i64(i64 %add72, i64 %sub74)
  %call76 = tail call i64 @llvm.smax.i64(i64 %call75, i64 0)
  %mul80 = mul i64 %call76, %7
  %gep635 = getelementptr float, ptr addrspace(1) %invariant.gep634, i64 %mul80
  %v83 = load float, ptr addrspace(1) %gep635, align 4
  %.idx = mul nuw nsw i64 %add64, 136
  %gep = getelementptr i8, ptr addrspace(3) %invariant.gep, i64 %.idx
  store float %v83, ptr addrspace(3) %gep, align 4
  br label %endif71

endif71:                                          ; preds = %then70, %then66
  br i1 %cmp88, label %then89, label %endif67

then89:                                           ; preds = %endif71
  %add91 = add i64 %add64, %add15
  %call94 = tail call i64 @llvm.smin.i64(i64 %add91, i64 %sub74)
  %call95 = tail call i64 @llvm.smax.i64(i64 %call94, i64 0)
  %mul99 = mul i64 %call95, %7
  %gep637 = getelementptr float, ptr addrspace(1) %invariant.gep636, i64 %mul99
  %v102 = load float, ptr addrspace(1) %gep637, align 4
  %.idx606 = mul nuw nsw i64 %add64, 136
  %gep639 = getelementptr i8, ptr addrspace(3) %invariant.gep638, i64 %.idx606
  store float %v102, ptr addrspace(3) %gep639, align 4
  br label %endif67

fold.body:                                        ; preds = %endif, %fold.body
  %i109 = phi i64 [ 0, %endif ], [ %add426, %fold.body ]
  %phi = phi float [ -0.000000e+00, %endif ], [ %call243, %fold.body ]
  %phi110 = phi float [ -0.000000e+00, %endif ], [ %call257, %fold.body ]
  %phi111 = phi float [ -0.000000e+00, %endif ], [ %call271, %fold.body ]
  %phi112 = phi float [ -0.000000e+00, %endif ], [ %call285, %fold.body ]
  %phi113 = phi float [ -0.000000e+00, %endif ], [ %call299, %fold.body ]
  %phi114 = phi float [ -0.000000e+00, %endif ], [ %call313, %fold.body ]
  %phi115 = phi float [ -0.000000e+00, %endif ], [ %call327, %fold.body ]
  %phi116 = phi float [ -0.000000e+00, %endif ], [ %call341, %fold.body ]
  %phi117 = phi float [ -0.000000e+00, %endif ], [ %call355, %fold.body ]
  %phi118 = phi float [ -0.000000e+00, %endif ], [ %call368, %fold.body ]
  %phi119 = phi float [ -0.000000e+00, %endif ], [ %call380, %fold.body ]
  %phi120 = phi float [ -0.000000e+00, %endif ], [ %call391, %fold.body ]
  %phi121 = phi float [ -0.000000e+00, %endif ], [ %call401, %fold.body ]
  %phi122 = phi float [ -0.000000e+00, %endif ], [ %call410, %fold.body ]
  %phi123 = phi float [ -0.000000e+00, %endif ], [ %call418, %fold.body ]
  %phi124 = phi float [ -0.000000e+00, %endif ], [ %call425, %fold.body ]
  %p127.idx = mul nuw nsw i64 %i109, 36
  %p127 = getelementptr inbounds i8, ptr addrspace(4) @systole_weights, i64 %p127.idx
  %v128 = load float, ptr addrspace(4) %p127, align 4
  %p131 = getelementptr i8, ptr addrspace(4) %p127, i64 4
  %v132 = load float, ptr addrspace(4) %p131, align 4
  %p135 = getelementptr i8, ptr addrspace(4) %p127, i64 8
  %v136 = load float, ptr addrspace(4) %p135, align 4
  %p139 = getelementptr i8, ptr addrspace(4) %p127, i64 12
  %v140 = load float, ptr addrspace(4) %p139, align 4
  %p143 = getelementptr i8, ptr addrspace(4) %p127, i64 16
  %v144 = load float, ptr addrspace(4) %p143, align 4
  %p147 = getelementptr i8, ptr addrspace(4) %p127, i64 20
  %v148 = load float, ptr addrspace(4) %p147, align 4
  %p151 = getelementptr i8, ptr addrspace(4) %p127, i64 24
  %v152 = load float, ptr addrspace(4) %p151, align 4
  %p155 = getelementptr i8, ptr addrspace(4) %p127, i64 28
  %v156 = load float, ptr addrspace(4) %p155, align 4
  %p159 = getelementptr i8, ptr addrspace(4) %p127, i64 32
  %v160 = load float, ptr addrspace(4) %p159, align 4
  %add161 = add nuw nsw i64 %i109, %sreg
  %p165 = getelementptr float, ptr addrspace(3) %17, i64 %add161
  %v166 = load float, ptr addrspace(3) %p165, align 4
  %call167 = tail call float @llvm.fma.f32(float %v166, float %v128, float %phi)
  %p171 = getelementptr float, ptr addrspace(3) %18, i64 %add161
  %v172 = load float, ptr addrspace(3) %p171, align 4
  %call173 = tail call float @llvm.fma.f32(float %v172, float %v132, float %call167)
  %call174 = tail call float @llvm.fma.f32(float %v172, float %v128, float %phi110)
  %p178 = getelementptr float, ptr addrspace(3) %19, i64 %add161
  %v179 = load float, ptr addrspace(3) %p178, align 4
  %call180 = tail call float @llvm.fma.f32(float %v179, float %v136, float %call173)
  %call181 = tail call float @llvm.fma.f32(float %v179, float %v132, float %call174)
  %call182 = tail call float @llvm.fma.f32(float %v179, float %v128, float %phi111)
  %p186 = getelementptr float, ptr addrspace(3) %20, i64 %add161
  %v187 = load float, ptr addrspace(3) %p186, align 4
  %call188 = tail call float @llvm.fma.f32(float %v187, float %v140, float %call180)
  %call189 = tail call float @llvm.fma.f32(float %v187, float %v136, float %call181)
  %call190 = tail call float @llvm.fma.f32(float %v187, float %v132, float %call182)
  %call191 = tail call float @llvm.fma.f32(float %v187, float %v128, float %phi112)
  %p195 = getelementptr float, ptr addrspace(3) %21, i64 %add161
  %v196 = load float, ptr addrspace(3) %p195, align 4
  %call197 = tail call float @llvm.fma.f32(float %v196, float %v144, float %call188)
  %call198 = tail call float @llvm.fma.f32(float %v196, float %v140, float %call189)
  %call199 = tail call float @llvm.fma.f32(float %v196, float %v136, float %call190)
  %call200 = tail call float @llvm.fma.f32(float %v196, float %v132, float %call191)
  %call201 = tail call float @llvm.fma.f32(float %v196, float %v128, float %phi113)
  %p205 = getelementptr float, ptr addrspace(3) %22, i64 %add161
  %v206 = load float, ptr addrspace(3) %p205, align 4
  %call207 = tail call float @llvm.fma.f32(float %v206, float %v148, float %call197)
  %call208 = tail call float @llvm.fma.f32(float %v206, float %v144, float %call198)
  %call209 = tail call float @llvm.fma.f32(float %v206, float %v140, float %call199)
  %call210 = tail call float @llvm.fma.f32(float %v206, float %v136, float %call200)
  %call211 = tail call float @llvm.fma.f32(float %v206, float %v132, float %call201)
  %call212 = tail call float @llvm.fma.f32(float %v206, float %v128, float %phi114)
  %p216 = getelementptr float, ptr addrspace(3) %23, i64 %add161
  %v217 = load float, ptr addrspace(3) %p216, align 4
  %call218 = tail call float @llvm.fma.f32(float %v217, float %v152, float %call207)
  %call219 = tail call float @llvm.fma.f32(float %v217, float %v148, float %call208)
  %call220 = tail call float @llvm.fma.f32(float %v217, float %v144, float %call209)
  %call221 = tail call float @llvm.fma.f32(float %v217, float %v140, float %call210)
  %call222 = tail call float @llvm.fma.f32(float %v217, float %v136, float %call211)
  %call223 = tail call float @llvm.fma.f32(float %v217, float %v132, float %call212)
  %call224 = tail call float @llvm.fma.f32(float %v217, float %v128, float %phi115)
  %p228 = getelementptr float, ptr addrspace(3) %24, i64 %add161
  %v229 = load float, ptr addrspace(3) %p228, align 4
  %call230 = tail call float @llvm.fma.f32(float %v229, float %v156, float %call218)
  %call231 = tail call float @llvm.fma.f32(float %v229, float %v152, float %call219)
  %call232 = tail call float @llvm.fma.f32(float %v229, float %v148, float %call220)
  %call233 = tail call float @llvm.fma.f32(float %v229, float %v144, float %call221)
  %call234 = tail call float @llvm.fma.f32(float %v229, float %v140, float %call222)
  %call235 = tail call float @llvm.fma.f32(float %v229, float %v136, float %call223)
  %call236 = tail call float @llvm.fma.f32(float %v229, float %v132, float %call224)
  %call237 = tail call float @llvm.fma.f32(float %v229, float %v128, float %phi116)
  %p241 = getelementptr float, ptr addrspace(3) %25, i64 %add161
  %v242 = load float, ptr addrspace(3) %p241, align 4
  %call243 = tail call float @llvm.fma.f32(float %v242, float %v160, float %call230)
  %call244 = tail call float @llvm.fma.f32(float %v242, float %v156, float %call231)
  %call245 = tail call float @llvm.fma.f32(float %v242, float %v152, float %call232)
  %call246 = tail call float @llvm.fma.f32(float %v242, float %v148, float %call233)
  %call247 = tail call float @llvm.fma.f32(float %v242, float %v144, float %call234)
  %call248 = tail call float @llvm.fma.f32(float %v242, float %v140, float %call235)
  %call249 = tail call float @llvm.fma.f32(float %v242, float %v136, float %call236)
  %call250 = tail call float @llvm.fma.f32(float %v242, float %v132, float %call237)
  %call251 = tail call float @llvm.fma.f32(float %v242, float %v128, float %phi117)
  %p255 = getelementptr float, ptr addrspace(3) %26, i64 %add161
  %v256 = load float, ptr addrspace(3) %p255, align 4
  %call257 = tail call float @llvm.fma.f32(float %v256, float %v160, float %call244)
  %call258 = tail call float @llvm.fma.f32(float %v256, float %v156, float %call245)
  %call259 = tail call float @llvm.fma.f32(float %v256, float %v152, float %call246)
  %call260 = tail call float @llvm.fma.f32(float %v256, float %v148, float %call247)
  %call261 = tail call float @llvm.fma.f32(float %v256, float %v144, float %call248)
  %call262 = tail call float @llvm.fma.f32(float %v256, float %v140, float %call249)
  %call263 = tail call float @llvm.fma.f32(float %v256, float %v136, float %call250)
  %call264 = tail call float @llvm.fma.f32(float %v256, float %v132, float %call251)
  %call265 = tail call float @llvm.fma.f32(float %v256, float %v128, float %phi118)
  %p269 = getelementptr float, ptr addrspace(3) %27, i64 %add161
  %v270 = load float, ptr addrspace(3) %p269, align 4
  %call271 = tail call float @llvm.fma.f32(float %v270, float %v160, float %call258)
  %call272 = tail call float @llvm.fma.f32(float %v270, float %v156, float %call259)
  %call273 = tail call float @llvm.fma.f32(float %v270, float %v152, float %call260)
  %call274 = tail call float @llvm.fma.f32(float %v270, float %v148, float %call261)
  %call275 = tail call float @llvm.fma.f32(float %v270, float %v144, float %call262)
  %call276 = tail call float @llvm.fma.f32(float %v270, float %v140, float %call263)
  %call277 = tail call float @llvm.fma.f32(float %v270, float %v136, float %call264)
  %call278 = tail call float @llvm.fma.f32(float %v270, float %v132, float %call265)
  %call279 = tail call float @llvm.fma.f32(float %v270, float %v128, float %phi119)
  %p283 = getelementptr float, ptr addrspace(3) %28, i64 %add161
  %v284 = load float, ptr addrspace(3) %p283, align 4
  %call285 = tail call float @llvm.fma.f32(float %v284, float %v160, float %call272)
  %call286 = tail call float @llvm.fma.f32(float %v284, float %v156, float %call273)
  %call287 = tail call float @llvm.fma.f32(float %v284, float %v152, float %call274)
  %call288 = tail call float @llvm.fma.f32(float %v284, float %v148, float %call275)
  %call289 = tail call float @llvm.fma.f32(float %v284, float %v144, float %call276)
  %call290 = tail call float @llvm.fma.f32(float %v284, float %v140, float %call277)
  %call291 = tail call float @llvm.fma.f32(float %v284, float %v136, float %call278)
  %call292 = tail call float @llvm.fma.f32(float %v284, float %v132, float %call279)
  %call293 = tail call float @llvm.fma.f32(float %v284, float %v128, float %phi120)
  %p297 = getelementptr float, ptr addrspace(3) %29, i64 %add161
  %v298 = load float, ptr addrspace(3) %p297, align 4
  %call299 = tail call float @llvm.fma.f32(float %v298, float %v160, float %call286)
  %call300 = tail call float @llvm.fma.f32(float %v298, float %v156, float %call287)
  %call301 = tail call float @llvm.fma.f32(float %v298, float %v152, float %call288)
  %call302 = tail call float @llvm.fma.f32(float %v298, float %v148, float %call289)
  %call303 = tail call float @llvm.fma.f32(float %v298, float %v144, float %call290)
  %call304 = tail call float @llvm.fma.f32(float %v298, float %v140, float %call291)
  %call305 = tail call float @llvm.fma.f32(float %v298, float %v136, float %call292)
  %call306 = tail call float @llvm.fma.f32(float %v298, float %v132, float %call293)
  %call307 = tail call float @llvm.fma.f32(float %v298, float %v128, float %phi121)
  %p311 = getelementptr float, ptr addrspace(3) %30, i64 %add161
  %v312 = load float, ptr addrspace(3) %p311, align 4
  %call313 = tail call float @llvm.fma.f32(float %v312, float %v160, float %call300)
  %call314 = tail call float @llvm.fma.f32(float %v312, float %v156, float %call301)
  %call315 = tail call float @llvm.fma.f32(float %v312, float %v152, float %call302)
  %call316 = tail call float @llvm.fma.f32(float %v312, float %v148, float %call303)
  %call317 = tail call float @llvm.fma.f32(float %v312, float %v144, float %call304)
  %call318 = tail call float @llvm.fma.f32(float %v312, float %v140, float %call305)
  %call319 = tail call float @llvm.fma.f32(float %v312, float %v136, float %call306)
  %call320 = tail call float @llvm.fma.f32(float %v312, float %v132, float %call307)
  %call321 = tail call float @llvm.fma.f32(float %v312, float %v128, float %phi122)
  %p325 = getelementptr float, ptr addrspace(3) %31, i64 %add161
  %v326 = load float, ptr addrspace(3) %p325, align 4
  %call327 = tail call float @llvm.fma.f32(float %v326, float %v160, float %call314)
  %call328 = tail call float @llvm.fma.f32(float %v326, float %v156, float %call315)
  %call329 = tail call float @llvm.fma.f32(float %v326, float %v152, float %call316)
  %call330 = tail call float @llvm.fma.f32(float %v326, float %v148, float %call317)
  %call331 = tail call float @llvm.fma.f32(float %v326, float %v144, float %call318)
  %call332 = tail call float @llvm.fma.f32(float %v326, float %v140, float %call319)
  %call333 = tail call float @llvm.fma.f32(float %v326, float %v136, float %call320)
  %call334 = tail call float @llvm.fma.f32(float %v326, float %v132, float %call321)
  %call335 = tail call float @llvm.fma.f32(float %v326, float %v128, float %phi123)
  %p339 = getelementptr float, ptr addrspace(3) %32, i64 %add161
  %v340 = load float, ptr addrspace(3) %p339, align 4
  %call341 = tail call float @llvm.fma.f32(float %v340, float %v160, float %call328)
  %call342 = tail call float @llvm.fma.f32(float %v340, float %v156, float %call329)
  %call343 = tail call float @llvm.fma.f32(float %v340, float %v152, float %call330)
  %call344 = tail call float @llvm.fma.f32(float %v340, float %v148, float %call331)
  %call345 = tail call float @llvm.fma.f32(float %v340, float %v144, float %call332)
  %call346 = tail call float @llvm.fma.f32(float %v340, float %v140, float %call333)
  %call347 = tail call float @llvm.fma.f32(float %v340, float %v136, float %call334)
  %call348 = tail call float @llvm.fma.f32(float %v340, float %v132, float %call335)
  %call349 = tail call float @llvm.fma.f32(float %v340, float %v128, float %phi124)
  %p353 = getelementptr float, ptr addrspace(3) %33, i64 %add161
  %v354 = load float, ptr addrspace(3) %p353, align 4
  %call355 = tail call float @llvm.fma.f32(float %v354, float %v160, float %call342)
  %call356 = tail call float @llvm.fma.f32(float %v354, float %v156, float %call343)
  %call357 = tail call float @llvm.fma.f32(float %v354, float %v152, float %call344)
  %call358 = tail call float @llvm.fma.f32(float %v354, float %v148, float %call345)
  %call359 = tail call float @llvm.fma.f32(float %v354, float %v144, float %call346)
  %call360 = tail call float @llvm.fma.f32(float %v354, float %v140, float %call347)
  %call361 = tail call float @llvm.fma.f32(float %v354, float %v136, float %call348)
  %call362 = tail call float @llvm.fma.f32(float %v354, float %v132, float %call349)
  %p366 = getelementptr float, ptr addrspace(3) %34, i64 %add161
  %v367 = load float, ptr addrspace(3) %p366, align 4
  %call368 = tail call float @llvm.fma.f32(float %v367, float %v160, float %call356)
  %call369 = tail call float @llvm.fma.f32(float %v367, float %v156, float %call357)
  %call370 = tail call float @llvm.fma.f32(float %v367, float %v152, float %call358)
  %call371 = tail call float @llvm.fma.f32(float %v367, float %v148, float %call359)
  %call372 = tail call float @llvm.fma.f32(float %v367, float %v144, float %call360)
  %call373 = tail call float @llvm.fma.f32(float %v367, float %v140, float %call361)
  %call374 = tail call float @llvm.fma.f32(float %v367, float %v136, float %call362)
  %p378 = getelementptr float, ptr addrspace(3) %35, i64 %add161
  %v379 = load float, ptr addrspace(3) %p378, align 4
  %call380 = tail call float @llvm.fma.f32(float %v379, float %v160, float %call369)
  %call381 = tail call float @llvm.fma.f32(float %v379, float %v156, float %call370)
  %call382 = tail call float @llvm.fma.f32(float %v379, float %v152, float %call371)
  %call383 = tail call float @llvm.fma.f32(float %v379, float %v148, float %call372)
  %call384 = tail call float @llvm.fma.f32(float %v379, float %v144, float %call373)
  %call385 = tail call float @llvm.fma.f32(float %v379, float %v140, float %call374)
  %p389 = getelementptr float, ptr addrspace(3) %36, i64 %add161
  %v390 = load float, ptr addrspace(3) %p389, align 4
  %call391 = tail call float @llvm.fma.f32(float %v390, float %v160, float %call381)
  %call392 = tail call float @llvm.fma.f32(float %v390, float %v156, float %call382)
  %call393 = tail call float @llvm.fma.f32(float %v390, float %v152, float %call383)
  %call394 = tail call float @llvm.fma.f32(float %v390, float %v148, float %call384)
  %call395 = tail call float @llvm.fma.f32(float %v390, float %v144, float %call385)
  %p399 = getelementptr float, ptr addrspace(3) %37, i64 %add161
  %v400 = load float, ptr addrspace(3) %p399, align 4
  %call401 = tail call float @llvm.fma.f32(float %v400, float %v160, float %call392)
  %call402 = tail call float @llvm.fma.f32(float %v400, float %v156, float %call393)
  %call403 = tail call float @llvm.fma.f32(float %v400, float %v152, float %call394)
  %call404 = tail call float @llvm.fma.f32(float %v400, float %v148, float %call395)
  %p408 = getelementptr float, ptr addrspace(3) %38, i64 %add161
  %v409 = load float, ptr addrspace(3) %p408, align 4
  %call410 = tail call float @llvm.fma.f32(float %v409, float %v160, float %call402)
  %call411 = tail call float @llvm.fma.f32(float %v409, float %v156, float %call403)
  %call412 = tail call float @llvm.fma.f32(float %v409, float %v152, float %call404)
  %p416 = getelementptr float, ptr addrspace(3) %39, i64 %add161
  %v417 = load float, ptr addrspace(3) %p416, align 4
  %call418 = tail call float @llvm.fma.f32(float %v417, float %v160, float %call411)
  %call419 = tail call float @llvm.fma.f32(float %v417, float %v156, float %call412)
  %p423 = getelementptr float, ptr addrspace(3) %40, i64 %add161
  %v424 = load float, ptr addrspace(3) %p423, align 4
  %call425 = tail call float @llvm.fma.f32(float %v424, float %v160, float %call419)
  %add426 = add nuw nsw i64 %i109, 1
  %exitcond686.not = icmp eq i64 %add426, 3
  br i1 %exitcond686.not, label %fold.exit, label %fold.body

fold.exit:                                        ; preds = %fold.body
  %add446 = add i64 %mul14, %mul108
  %cmp447 = icmp slt i64 %add446, %8
  %inside = and i1 %cmp448, %cmp447
  br i1 %inside, label %then449, label %endif450

then449:                                          ; preds = %fold.exit
  %mul451 = mul i64 %add446, %9
  %gep653 = getelementptr float, ptr addrspace(1) %invariant.gep652, i64 %mul451
  store float %call243, ptr addrspace(1) %gep653, align 4
  br label %endif450

endif450:                                         ; preds = %then449, %fold.exit
  %add455 = add i64 %mul14, %add168
  %cmp456 = icmp slt i64 %add455, %8
  %inside458 = and i1 %cmp448, %cmp456
  br i1 %inside458, label %then459, label %endif460

then459:                                          ; preds = %endif450
  %mul461 = mul i64 %add455, %9
  %gep655 = getelementptr float, ptr addrspace(1) %invariant.gep652, i64 %mul461
  store float %call257, ptr addrspace(1) %gep655, align 4
  br label %endif460

endif460:                                         ; preds = %then459, %endif450
  %add465 = add i64 %mul14, %add175
  %cmp466 = icmp slt i64 %add465, %8
  %inside468 = and i1 %cmp448, %cmp466
  br i1 %inside468, label %then469, label %endif470

then469:                                          ; preds = %endif460
  %mul471 = mul i64 %add465, %9
  %gep657 = getelementptr float, ptr addrspace(1) %invariant.gep652, i64 %mul471
  store float %call271, ptr addrspace(1) %gep657, align 4
  br label %endif470

endif470:                                         ; preds = %then469, %endif460
  %add475 = add i64 %mul14, %add183
  %cmp476 = icmp slt i64 %add475, %8
  %inside478 = and i1 %cmp448, %cmp476
  br i1 %inside478, label %then479, label %endif480

then479:                                          ; preds = %endif470
  %mul481 = mul i64 %add475, %9
  %gep659 = getelementptr float, ptr addrspace(1) %invariant.gep652, i64 %mul481
  store float %call285, ptr addrspace(1) %gep659, align 4
  br label %endif480

endif480:                                         ; preds = %then479, %endif470
  %add485 = add i64 %mul14, %add192
  %cmp486 = icmp slt i64 %add485, %8
  %inside488 = and i1 %cmp448, %cmp486
  br i1 %inside488, label %then489, label %endif490

then489:                                          ; preds = %endif480
  %mul491 = mul i64 %add485, %9
  %gep661 = getelementptr float, ptr addrspace(1) %invariant.gep652, i64 %mul491
  store float %call299, ptr addrspace(1) %gep661, align 4
  br label %endif490

endif490:                                         ; preds = %then489, %endif480
  %add495 = add i64 %mul14, %add202
  %cmp496 = icmp slt i64 %add495, %8
  %inside498 = and i1 %cmp448, %cmp496
  br i1 %inside498, label %then499, label %endif500

then499:                                          ; preds = %endif490
  %mul501 = mul i64 %add495, %9
  %gep663 = getelementptr float, ptr addrspace(1) %invariant.gep652, i64 %mul501
  store float %call313, ptr addrspace(1) %gep663, align 4
  br label %endif500

endif500:                                         ; preds = %then499, %endif490
  %add505 = add i64 %mul14, %add213
  %cmp506 = icmp slt i64 %add505, %8
  %inside508 = and i1 %cmp448, %cmp506
  br i1 %inside508, label %then509, label %endif510

then509:                                          ; preds = %endif500
  %mul511 = mul i64 %add505, %9
  %gep665 = getelementptr float, ptr addrspace(1) %invariant.gep652, i64 %mul511
  store float %call327, ptr addrspace(1) %gep665, align 4
  br label %endif510

endif510:                                         ; preds = %then509, %endif500
  %add515 = add i64 %mul14, %add225
  %cmp516 = icmp slt i64 %add515, %8
  %inside518 = and i1 %cmp448, %cmp516
  br i1 %inside518, label %then519, label %endif520

then519:                                          ; preds = %endif510
  %mul521 = mul i64 %add515, %9
  %gep667 = getelementptr float, ptr addrspace(1) %invariant.gep652, i64 %mul521
  store float %call341, ptr addrspace(1) %gep667, align 4
  br label %endif520

endif520:                                         ; preds = %then519, %endif510
  %add525 = add i64 %mul14, %add238
  %cmp526 = icmp slt i64 %add525, %8
  %inside528 = and i1 %cmp448, %cmp526
  br i1 %inside528, label %then529, label %endif530

then529:                                          ; preds = %endif520
  %mul531 = mul i64 %add525, %9
  %gep669 = getelementptr float, ptr addrspace(1) %invariant.gep652, i64 %mul531
  store float %call355, ptr addrspace(1) %gep669, align 4
  br label %endif530

endif530:                                         ; preds = %then529, %endif520
  %add535 = add i64 %mul14, %add252
  %cmp536 = icmp slt i64 %add535, %8
  %inside538 = and i1 %cmp448, %cmp536
  br i1 %inside538, label %then539, label %endif540

then539:                                          ; preds = %endif530
  %mul541 = mul i64 %add535, %9
  %gep671 = getelementptr float, ptr addrspace(1) %invariant.gep652, i64 %mul541
  store float %call368, ptr addrspace(1) %gep671, align 4
  br label %endif540

endif540:                                         ; preds = %then539, %endif530
  %add545 = add i64 %mul14, %add266
  %cmp546 = icmp slt i64 %add545, %8
  %inside548 = and i1 %cmp448, %cmp546
  br i1 %inside548, label %then549, label %endif550

then549:                                          ; preds = %endif540
  %mul551 = mul i64 %add545, %9
  %gep673 = getelementptr float, ptr addrspace(1) %invariant.gep652, i64 %mul551
  store float %call380, ptr addrspace(1) %gep673, align 4
  br label %endif550

endif550:                                         ; preds = %then549, %endif540
  %add555 = add i64 %mul14, %add280
  %cmp556 = icmp slt i64 %add555, %8
  %inside558 = and i1 %cmp448, %cmp556
  br i1 %inside558, label %then559, label %endif560

then559:                                          ; preds = %endif550
  %mul561 = mul i64 %add555, %9
  %gep675 = getelementptr float, ptr addrspace(1) %invariant.gep652, i64 %mul561
  store float %call391, ptr addrspace(1) %gep675, align 4
  br label %endif560

endif560:                                         ; preds = %then559, %endif550
  %add565 = add i64 %mul14, %add294
  %cmp566 = icmp slt i64 %add565, %8
  %inside568 = and i1 %cmp448, %cmp566
  br i1 %inside568, label %then569, label %endif570

then569:                                          ; preds = %endif560
  %mul571 = mul i64 %add565, %9
  %gep677 = getelementptr float, ptr addrspace(1) %invariant.gep652, i64 %mul571
  store float %call401, ptr addrspace(1) %gep677, align 4
  br label %endif570

endif570:                                         ; preds = %then569, %endif560
  %add575 = add i64 %mul14, %add308
  %cmp576 = icmp slt i64 %add575, %8
  %inside578 = and i1 %cmp448, %cmp576
  br i1 %inside578, label %then579, label %endif580

then579:                                          ; preds = %endif570
  %mul581 = mul i64 %add575, %9
  %gep679 = getelementptr float, ptr addrspace(1) %invariant.gep652, i64 %mul581
  store float %call410, ptr addrspace(1) %gep679, align 4
  br label %endif580

endif580:                                         ; preds = %then579, %endif570
  %add585 = add i64 %mul14, %add322
  %cmp586 = icmp slt i64 %add585, %8
  %inside588 = and i1 %cmp448, %cmp586
  br i1 %inside588, label %then589, label %endif590

then589:                                          ; preds = %endif580
  %mul591 = mul i64 %add585, %9
  %gep681 = getelementptr float, ptr addrspace(1) %invariant.gep652, i64 %mul591
  store float %call418, ptr addrspace(1) %gep681, align 4
  br label %endif590

endif590:                                         ; preds = %then589, %endif580
  %add595 = add i64 %mul14, %add336
  %cmp596 = icmp slt i64 %add595, %8
  %inside598 = and i1 %cmp448, %cmp596
  br i1 %inside598, label %then599, label %endif600

then599:                                          ; preds = %endif590
  %mul601 = mul i64 %add595, %9
  %gep683 = getelementptr float, ptr addrspace(1) %invariant.gep652, i64 %mul601
  store float %call425, ptr addrspace(1) %gep683, align 4
  br label %endif600

endif600:                                         ; preds = %then599, %endif590
  tail call void @llvm.nvvm.barrier0()
  %add604 = add nuw nsw i64 %i, 1
  %exitcond687.not = icmp eq i64 %add604, %smax
  br i1 %exitcond687.not, label %for.exit, label %for.body
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none)
define void @systole_stencil_window_conv9x3_f32_weights(i64 %0, i64 %1, ptr addrspace(1) noalias nocapture readonly %2, i64 %3, i64 %4, ptr addrspace(1) noalias nocapture readonly %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, i64 %11, i64 %12, i64 %13, ptr addrspace(1) noalias nocapture readnone %14, i64 %15, i64 %16) local_unnamed_addr #3 {
entry:
  %call = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %call1 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %cmp = icmp eq i32 %call1, 0
  %weights = inttoptr i64 %15 to ptr addrspace(1)
  %17 = or i32 %call1, %call
  %mine = icmp eq i32 %17, 0
  br i1 %mine, label %then, label %endif

then:                                             ; preds = %entry
  %sub = add i64 %3, -1
  %v = load float, ptr addrspace(1) %5, align 4
  %18 = icmp sgt i64 %sub, 0
  %mul15 = select i1 %18, i64 %4, i64 0
  %p17 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %mul15
  %v18 = load float, ptr addrspace(1) %p17, align 4
  %call20 = tail call i64 @llvm.smin.i64(i64 %sub, i64 2)
  %call21 = tail call i64 @llvm.smax.i64(i64 %call20, i64 0)
  %mul25 = mul i64 %call21, %4
  %p27 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %mul25
  %v28 = load float, ptr addrspace(1) %p27, align 4
  %call30 = tail call i64 @llvm.smin.i64(i64 %sub, i64 3)
  %call31 = tail call i64 @llvm.smax.i64(i64 %call30, i64 0)
  %mul35 = mul i64 %call31, %4
  %p37 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %mul35
  %v38 = load float, ptr addrspace(1) %p37, align 4
  %call40 = tail call i64 @llvm.smin.i64(i64 %sub, i64 4)
  %call41 = tail call i64 @llvm.smax.i64(i64 %call40, i64 0)
  %mul45 = mul i64 %call41, %4
  %p47 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %mul45
  %v48 = load float, ptr addrspace(1) %p47, align 4
  %call50 = tail call i64 @llvm.smin.i64(i64 %sub, i64 5)
  %call51 = tail call i64 @llvm.smax.i64(i64 %call50, i64 0)
  %mul55 = mul i64 %call51, %4
  %p57 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %mul55
  %v58 = load float, ptr addrspace(1) %p57, align 4
  %call60 = tail call i64 @llvm.smin.i64(i64 %sub, i64 6)
  %call61 = tail call i64 @llvm.smax.i64(i64 %call60, i64 0)
  %mul65 = mul i64 %call61, %4
  %p67 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %mul65
  %v68 = load float, ptr addrspace(1) %p67, align 4
  %call70 = tail call i64 @llvm.smin.i64(i64 %sub, i64 7)
  %call71 = tail call i64 @llvm.smax.i64(i64 %call70, i64 0)
  %mul75 = mul i64 %call71, %4
  %p77 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %mul75
  %v78 = load float, ptr addrspace(1) %p77, align 4
  %call80 = tail call i64 @llvm.smin.i64(i64 %sub, i64 8)
  %call81 = tail call i64 @llvm.smax.i64(i64 %call80, i64 0)
  %mul85 = mul i64 %call81, %4
  %p87 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %mul85
  %v88 = load float, ptr addrspace(1) %p87, align 4
  store float %v, ptr addrspace(1) %weights, align 4
  %p90 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 4
  store float %v18, ptr addrspace(1) %p90, align 4
  %p91 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 8
  store float %v28, ptr addrspace(1) %p91, align 4
  %p92 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 12
  store float %v38, ptr addrspace(1) %p92, align 4
  %p93 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 16
  store float %v48, ptr addrspace(1) %p93, align 4
  %p94 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 20
  store float %v58, ptr addrspace(1) %p94, align 4
  %p95 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 24
  store float %v68, ptr addrspace(1) %p95, align 4
  %p96 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 28
  store float %v78, ptr addrspace(1) %p96, align 4
  %p97 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 32
  store float %v88, ptr addrspace(1) %p97, align 4
  br label %endif

endif:                                            ; preds = %then, %entry
  %cmp98 = icmp eq i32 %call, 1
  %mine99 = and i1 %cmp, %cmp98
  br i1 %mine99, label %then100, label %endif101

then100:                                          ; preds = %endif
  %sub102 = add i64 %3, -1
  %sub105 = add i64 %4, -1
  %19 = icmp sgt i64 %sub105, 0
  %call107 = zext i1 %19 to i64
  %p110 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %call107
  %v111 = load float, ptr addrspace(1) %p110, align 4
  %20 = icmp sgt i64 %sub102, 0
  %mul118 = select i1 %20, i64 %4, i64 0
  %21 = getelementptr float, ptr addrspace(1) %5, i64 %mul118
  %p120 = getelementptr float, ptr addrspace(1) %21, i64 %call107
  %v121 = load float, ptr addrspace(1) %p120, align 4
  %call123 = tail call i64 @llvm.smin.i64(i64 %sub102, i64 2)
  %call124 = tail call i64 @llvm.smax.i64(i64 %call123, i64 0)
  %mul128 = mul i64 %call124, %4
  %22 = getelementptr float, ptr addrspace(1) %5, i64 %mul128
  %p130 = getelementptr float, ptr addrspace(1) %22, i64 %call107
  %v131 = load float, ptr addrspace(1) %p130, align 4
  %call133 = tail call i64 @llvm.smin.i64(i64 %sub102, i64 3)
  %call134 = tail call i64 @llvm.smax.i64(i64 %call133, i64 0)
  %mul138 = mul i64 %call134, %4
  %23 = getelementptr float, ptr addrspace(1) %5, i64 %mul138
  %p140 = getelementptr float, ptr addrspace(1) %23, i64 %call107
  %v141 = load float, ptr addrspace(1) %p140, align 4
  %call143 = tail call i64 @llvm.smin.i64(i64 %sub102, i64 4)
  %call144 = tail call i64 @llvm.smax.i64(i64 %call143, i64 0)
  %mul148 = mul i64 %call144, %4
  %24 = getelementptr float, ptr addrspace(1) %5, i64 %mul148
  %p150 = getelementptr float, ptr addrspace(1) %24, i64 %call107
  %v151 = load float, ptr addrspace(1) %p150, align 4
  %call153 = tail call i64 @llvm.smin.i64(i64 %sub102, i64 5)
  %call154 = tail call i64 @llvm.smax.i64(i64 %call153, i64 0)
  %mul158 = mul i64 %call154, %4
  %25 = getelementptr float, ptr addrspace(1) %5, i64 %mul158
  %p160 = getelementptr float, ptr addrspace(1) %25, i64 %call107
  %v161 = load float, ptr addrspace(1) %p160, align 4
  %call163 = tail call i64 @llvm.smin.i64(i64 %sub102, i64 6)
  %call164 = tail call i64 @llvm.smax.i64(i64 %call163, i64 0)
  %mul168 = mul i64 %call164, %4
  %26 = getelementptr float, ptr addrspace(1) %5, i64 %mul168
  %p170 = getelementptr float, ptr addrspace(1) %26, i64 %call107
  %v171 = load float, ptr addrspace(1) %p170, align 4
  %call173 = tail call i64 @llvm.smin.i64(i64 %sub102, i64 7)
  %call174 = tail call i64 @llvm.smax.i64(i64 %call173, i64 0)
  %mul178 = mul i64 %call174, %4
  %27 = getelementptr float, ptr addrspace(1) %5, i64 %mul178
  %p180 = getelementptr float, ptr addrspace(1) %27, i64 %call107
  %v181 = load float, ptr addrspace(1) %p180, align 4
  %call183 = tail call i64 @llvm.smin.i64(i64 %sub102, i64 8)
  %call184 = tail call i64 @llvm.smax.i64(i64 %call183, i64 0)
  %mul188 = mul i64 %call184, %4
  %28 = getelementptr float, ptr addrspace(1) %5, i64 %mul188
  %p190 = getelementptr float, ptr addrspace(1) %28, i64 %call107
  %v191 = load float, ptr addrspace(1) %p190, align 4
  %p192 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 36
  store float %v111, ptr addrspace(1) %p192, align 4
  %p193 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 40
  store float %v121, ptr addrspace(1) %p193, align 4
  %p194 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 44
  store float %v131, ptr addrspace(1) %p194, align 4
  %p195 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 48
  store float %v141, ptr addrspace(1) %p195, align 4
  %p196 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 52
  store float %v151, ptr addrspace(1) %p196, align 4
  %p197 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 56
  store float %v161, ptr addrspace(1) %p197, align 4
  %p198 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 60
  store float %v171, ptr addrspace(1) %p198, align 4
  %p199 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 64
  store float %v181, ptr addrspace(1) %p199, align 4
  %p200 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 68
  store float %v191, ptr addrspace(1) %p200, align 4
  br label %endif101

endif101:                                         ; preds = %then100, %endif
  %cmp201 = icmp eq i32 %call, 2
  %mine202 = and i1 %cmp, %cmp201
  br i1 %mine202, label %then203, label %endif204

then203:                                          ; preds = %endif101
  %sub205 = add i64 %3, -1
  %sub208 = add i64 %4, -1
  %call209 = tail call i64 @llvm.smin.i64(i64 %sub208, i64 2)
  %call210 = tail call i64 @llvm.smax.i64(i64 %call209, i64 0)
  %p213 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %call210
  %v214 = load float, ptr addrspace(1) %p213, align 4
  %29 = icmp sgt i64 %sub205, 0
  %mul221 = select i1 %29, i64 %4, i64 0
  %30 = getelementptr float, ptr addrspace(1) %5, i64 %mul221
  %p223 = getelementptr float, ptr addrspace(1) %30, i64 %call210
  %v224 = load float, ptr addrspace(1) %p223, align 4
  %call226 = tail call i64 @llvm.smin.i64(i64 %sub205, i64 2)
  %call227 = tail call i64 @llvm.smax.i64(i64 %call226, i64 0)
  %mul231 = mul i64 %call227, %4
  %31 = getelementptr float, ptr addrspace(1) %5, i64 %mul231
  %p233 = getelementptr float, ptr addrspace(1) %31, i64 %call210
  %v234 = load float, ptr addrspace(1) %p233, align 4
  %call236 = tail call i64 @llvm.smin.i64(i64 %sub205, i64 3)
  %call237 = tail call i64 @llvm.smax.i64(i64 %call236, i64 0)
  %mul241 = mul i64 %call237, %4
  %32 = getelementptr float, ptr addrspace(1) %5, i64 %mul241
  %p243 = getelementptr float, ptr addrspace(1) %32, i64 %call210
  %v244 = load float, ptr addrspace(1) %p243, align 4
  %call246 = tail call i64 @llvm.smin.i64(i64 %sub205, i64 4)
  %call247 = tail call i64 @llvm.smax.i64(i64 %call246, i64 0)
  %mul251 = mul i64 %call247, %4
  %33 = getelementptr float, ptr addrspace(1) %5, i64 %mul251
  %p253 = getelementptr float, ptr addrspace(1) %33, i64 %call210
  %v254 = load float, ptr addrspace(1) %p253, align 4
  %call256 = tail call i64 @llvm.smin.i64(i64 %sub205, i64 5)
  %call257 = tail call i64 @llvm.smax.i64(i64 %call256, i64 0)
  %mul261 = mul i64 %call257, %4
  %34 = getelementptr float, ptr addrspace(1) %5, i64 %mul261
  %p263 = getelementptr float, ptr addrspace(1) %34, i64 %call210
  %v264 = load float, ptr addrspace(1) %p263, align 4
  %call266 = tail call i64 @llvm.smin.i64(i64 %sub205, i64 6)
  %call267 = tail call i64 @llvm.smax.i64(i64 %call266, i64 0)
  %mul271 = mul i64 %call267, %4
  %35 = getelementptr float, ptr addrspace(1) %5, i64 %mul271
  %p273 = getelementptr float, ptr addrspace(1) %35, i64 %call210
  %v274 = load float, ptr addrspace(1) %p273, align 4
  %call276 = tail call i64 @llvm.smin.i64(i64 %sub205, i64 7)
  %call277 = tail call i64 @llvm.smax.i64(i64 %call276, i64 0)
  %mul281 = mul i64 %call277, %4
  %36 = getelementptr float, ptr addrspace(1) %5, i64 %mul281
  %p283 = getelementptr float, ptr addrspace(1) %36, i64 %call210
  %v284 = load float, ptr addrspace(1) %p283, align 4
  %call286 = tail call i64 @llvm.smin.i64(i64 %sub205, i64 8)
  %call287 = tail call i64 @llvm.smax.i64(i64 %call286, i64 0)
  %mul291 = mul i64 %call287, %4
  %37 = getelementptr float, ptr addrspace(1) %5, i64 %mul291
  %p293 = getelementptr float, ptr addrspace(1) %37, i64 %call210
  %v294 = load float, ptr addrspace(1) %p293, align 4
  %p295 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 72
  store float %v214, ptr addrspace(1) %p295, align 4
  %p296 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 76
  store float %v224, ptr addrspace(1) %p296, align 4
  %p297 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 80
  store float %v234, ptr addrspace(1) %p297, align 4
  %p298 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 84
  store float %v244, ptr addrspace(1) %p298, align 4
  %p299 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 88
  store float %v254, ptr addrspace(1) %p299, align 4
  %p300 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 92
  store float %v264, ptr addrspace(1) %p300, align 4
  %p301 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 96
  store float %v274, ptr addrspace(1) %p301, align 4
  %p302 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 100
  store float %v284, ptr addrspace(1) %p302, align 4
  %p303 = getelementptr inbounds i8, ptr addrspace(1) %weights, i64 104
  store float %v294, ptr addrspace(1) %p303, align 4
  br label %endif204

endif204:                                         ; preds = %then203, %endif101
  ret void
}

attributes #0 = { norecurse nounwind }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) }

!nvvm.annotations = !{!0, !1}

!0 = !{ptr @systole_stencil_window_conv9x3_f32_elements, !"kernel", i32 1}
!1 = !{ptr @systole_stencil_window_conv9x3_f32_weights, !"kernel", i32 1}
