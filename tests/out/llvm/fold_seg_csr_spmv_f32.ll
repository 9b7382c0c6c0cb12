; ModuleID = 'systole_fold_seg_csr_spmv_f32'
source_filename = "systole_fold_seg_csr_spmv_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@scan.shared = internal unnamed_addr addrspace(3) global [3845 x i32] undef, align 8
@scan.shared.1 = internal unnamed_addr addrspace(3) global [3845 x float] undef, align 8
@scan.shared.2 = internal unnamed_addr addrspace(3) global [3845 x float] undef, align 8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define void @systole_fold_seg_csr_spmv_f32_search(i64 %0, ptr addrspace(1) noalias nocapture readonly %1, i64 %2, i64 %3, ptr addrspace(1) noalias nocapture readonly %4, i64 %5, ptr addrspace(1) noalias nocapture readonly %6, i64 %7, ptr addrspace(1) noalias nocapture readnone %8, ptr addrspace(1) noalias nocapture readnone %9, ptr addrspace(1) noalias nocapture writeonly %10, i64 %11, i64 %12) local_unnamed_addr #0 {
entry:
  %call = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg = zext nneg i32 %call to i64
  %call1 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %sreg2 = zext nneg i32 %call1 to i64
  %call3 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %sreg4 = zext nneg i32 %call3 to i64
  %mul = mul nuw nsw i64 %sreg4, %sreg2
  %add = add nuw nsw i64 %mul, %sreg
  %call5 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %sreg6 = zext nneg i32 %call5 to i64
  %mul7 = mul nuw nsw i64 %sreg2, %sreg6
  %sub = add i64 %5, -1
  %call9 = tail call i64 @llvm.smax.i64(i64 %sub, i64 0)
  %v = load i32, ptr addrspace(1) %6, align 4
  %13 = tail call i32 @llvm.smax.i32(i32 %v, i32 0)
  %call10 = zext nneg i32 %13 to i64
  %call11 = tail call i64 @llvm.smin.i64(i64 %call10, i64 %7)
  %14 = tail call i64 @llvm.smax.i64(i64 %sub, i64 1)
  %p15 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 %14
  %v16 = load i32, ptr addrspace(1) %p15, align 4
  %offset17 = sext i32 %v16 to i64
  %call18 = tail call i64 @llvm.smax.i64(i64 %offset17, i64 %call11)
  %call19 = tail call i64 @llvm.smin.i64(i64 %call18, i64 %7)
  %sub20 = sub i64 %call19, %call11
  %add21 = add i64 %sub20, %call9
  %add22 = add i64 %11, 1
  %cmp = icmp slt i64 %add, %add22
  br i1 %cmp, label %stride.body.preheader, label %stride.exit

stride.body.preheader:                            ; preds = %entry
  %invariant.gep = getelementptr i8, ptr addrspace(1) %6, i64 4
  %.idx = shl i64 %11, 4
  %15 = getelementptr i8, ptr addrspace(1) %10, i64 %.idx
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %repeat.exit
  %i = phi i64 [ %add162, %repeat.exit ], [ %add, %stride.body.preheader ]
  %mul23 = mul i64 %i, 768
  %call24 = tail call i64 @llvm.smin.i64(i64 %mul23, i64 %add21)
  %sub25 = sub i64 %call24, %sub20
  %call26 = tail call i64 @llvm.smax.i64(i64 %sub25, i64 0)
  %call27 = tail call i64 @llvm.smin.i64(i64 %call24, i64 %call9)
  %cmp28 = icmp slt i64 %call26, %call27
  br i1 %cmp28, label %repeat.body, label %repeat.exit

stride.exit:                                      ; preds = %repeat.exit, %entry
  ret void

repeat.body:                                      ; preds = %stride.body, %repeat.body
  %phi = phi i64 [ %sel133, %repeat.body ], [ %call26, %stride.body ]
  %phi29 = phi i64 [ %sel140, %repeat.body ], [ %call27, %stride.body ]
  %sub30 = sub i64 %phi29, %phi
  %part = lshr i64 %sub30, 3
  %add32 = add i64 %part, %phi
  %16 = lshr i64 %sub30, 2
  %part34 = and i64 %16, 2305843009213693951
  %add35 = add i64 %part34, %phi
  %mul36 = mul i64 %sub30, 3
  %part37 = lshr i64 %mul36, 3
  %add38 = add i64 %part37, %phi
  %17 = lshr i64 %sub30, 1
  %part40 = and i64 %17, 2305843009213693951
  %add41 = add i64 %part40, %phi
  %mul42 = mul i64 %sub30, 5
  %part43 = lshr i64 %mul42, 3
  %add44 = add i64 %part43, %phi
  %mul45 = mul i64 %sub30, 6
  %part46 = lshr i64 %mul45, 3
  %add47 = add i64 %part46, %phi
  %mul48 = mul i64 %sub30, 7
  %part49 = lshr i64 %mul48, 3
  %add50 = add i64 %part49, %phi
  %add51 = add i64 %add32, 1
  %p52 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 %add51
  %v53 = load i32, ptr addrspace(1) %p52, align 4
  %offset54 = sext i32 %v53 to i64
  %call55 = tail call i64 @llvm.smax.i64(i64 %offset54, i64 %call11)
  %call56 = tail call i64 @llvm.smin.i64(i64 %call55, i64 %7)
  %sub57 = sub i64 %call56, %call11
  %18 = xor i64 %add32, -1
  %sub59 = add i64 %call24, %18
  %cmp60.not = icmp sgt i64 %sub57, %sub59
  %add61 = add i64 %add35, 1
  %p62 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 %add61
  %v63 = load i32, ptr addrspace(1) %p62, align 4
  %offset64 = sext i32 %v63 to i64
  %call65 = tail call i64 @llvm.smax.i64(i64 %offset64, i64 %call11)
  %call66 = tail call i64 @llvm.smin.i64(i64 %call65, i64 %7)
  %sub67 = sub i64 %call66, %call11
  %19 = xor i64 %add35, -1
  %sub69 = add i64 %call24, %19
  %cmp70.not = icmp sgt i64 %sub67, %sub69
  %add71 = add i64 %add38, 1
  %p72 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 %add71
  %v73 = load i32, ptr addrspace(1) %p72, align 4
  %offset74 = sext i32 %v73 to i64
  %call75 = tail call i64 @llvm.smax.i64(i64 %offset74, i64 %call11)
  %call76 = tail call i64 @llvm.smin.i64(i64 %call75, i64 %7)
  %sub77 = sub i64 %call76, %call11
  %20 = xor i64 %add38, -1
  %sub79 = add i64 %call24, %20
  %cmp80.not = icmp sgt i64 %sub77, %sub79
  %add81 = add i64 %add41, 1
  %p82 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 %add81
  %v83 = load i32, ptr addrspace(1) %p82, align 4
  %offset84 = sext i32 %v83 to i64
  %call85 = tail call i64 @llvm.smax.i64(i64 %offset84, i64 %call11)
  %call86 = tail call i64 @llvm.smin.i64(i64 %call85, i64 %7)
  %sub87 = sub i64 %call86, %call11
  %21 = xor i64 %add41, -1
  %sub89 = add i64 %call24, %21
  %cmp90.not = icmp sgt i64 %sub87, %sub89
  %add91 = add i64 %add44, 1
  %p92 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 %add91
  %v93 = load i32, ptr addrspace(1) %p92, align 4
  %offset94 = sext i32 %v93 to i64
  %call95 = tail call i64 @llvm.smax.i64(i64 %offset94, i64 %call11)
  %call96 = tail call i64 @llvm.smin.i64(i64 %call95, i64 %7)
  %sub97 = sub i64 %call96, %call11
  %22 = xor i64 %add44, -1
  %sub99 = add i64 %call24, %22
  %cmp100.not = icmp sgt i64 %sub97, %sub99
  %add101 = add i64 %add47, 1
  %p102 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 %add101
  %v103 = load i32, ptr addrspace(1) %p102, align 4
  %offset104 = sext i32 %v103 to i64
  %call105 = tail call i64 @llvm.smax.i64(i64 %offset104, i64 %call11)
  %call106 = tail call i64 @llvm.smin.i64(i64 %call105, i64 %7)
  %sub107 = sub i64 %call106, %call11
  %23 = xor i64 %add47, -1
  %sub109 = add i64 %call24, %23
  %cmp110.not = icmp sgt i64 %sub107, %sub109
  %add111 = add i64 %add50, 1
  %p112 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 %add111
  %v113 = load i32, ptr addrspace(1) %p112, align 4
  %offset114 = sext i32 %v113 to i64
  %call115 = tail call i64 @llvm.smax.i64(i64 %offset114, i64 %call11)
  %call116 = tail call i64 @llvm.smin.i64(i64 %call115, i64 %7)
  %sub117 = sub i64 %call116, %call11
  %24 = xor i64 %add50, -1
  %sub119 = add i64 %call24, %24
  %cmp120.not = icmp sgt i64 %sub117, %sub119
  %sel = select i1 %cmp60.not, i64 %phi, i64 %add51
  %sel123 = select i1 %cmp70.not, i64 %sel, i64 %add61
  %sel125 = select i1 %cmp80.not, i64 %sel123, i64 %add71
  %sel127 = select i1 %cmp90.not, i64 %sel125, i64 %add81
  %sel129 = select i1 %cmp100.not, i64 %sel127, i64 %add91
  %sel131 = select i1 %cmp110.not, i64 %sel129, i64 %add101
  %sel133 = select i1 %cmp120.not, i64 %sel131, i64 %add111
  %sel134 = select i1 %cmp120.not, i64 %add50, i64 %phi29
  %sel135 = select i1 %cmp110.not, i64 %add47, i64 %sel134
  %sel136 = select i1 %cmp100.not, i64 %add44, i64 %sel135
  %sel137 = select i1 %cmp90.not, i64 %add41, i64 %sel136
  %sel138 = select i1 %cmp80.not, i64 %add38, i64 %sel137
  %sel139 = select i1 %cmp70.not, i64 %add35, i64 %sel138
  %sel140 = select i1 %cmp60.not, i64 %add32, i64 %sel139
  %cmp141 = icmp slt i64 %sel133, %sel140
  br i1 %cmp141, label %repeat.body, label %repeat.exit

repeat.exit:                                      ; preds = %repeat.body, %stride.body
  %phi142 = phi i64 [ %call26, %stride.body ], [ %sel133, %repeat.body ]
  %cmp144 = icmp eq i64 %phi142, 0
  %sub145 = add i64 %phi142, -1
  %call146 = tail call i64 @llvm.smax.i64(i64 %sub145, i64 0)
  %gep = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call146
  %v149 = load i32, ptr addrspace(1) %gep, align 4
  %offset150 = sext i32 %v149 to i64
  %call151 = tail call i64 @llvm.smax.i64(i64 %offset150, i64 %call11)
  %call152 = tail call i64 @llvm.smin.i64(i64 %call151, i64 %7)
  %sub153 = sub i64 %call152, %call11
  %sel154 = select i1 %cmp144, i64 0, i64 %sub153
  %sub155 = sub i64 %call24, %phi142
  %cmp156 = icmp sgt i64 %sub155, %sel154
  %c = zext i1 %cmp156 to i64
  %mul159 = shl i64 %phi142, 1
  %add160 = or disjoint i64 %mul159, %c
  %p161 = getelementptr i64, ptr addrspace(1) %15, i64 %i
  store i64 %add160, ptr addrspace(1) %p161, align 4
  %add162 = add i64 %i, %mul7
  %cmp163 = icmp slt i64 %add162, %add22
  br i1 %cmp163, label %stride.body, label %stride.exit
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

define void @systole_fold_seg_csr_spmv_f32_segment(i64 %0, ptr addrspace(1) noalias readonly %1, i64 %2, i64 %3, ptr addrspace(1) noalias readonly %4, i64 %5, ptr addrspace(1) noalias nocapture readonly %6, i64 %7, ptr addrspace(1) noalias nocapture writeonly %8, ptr addrspace(1) noalias nocapture writeonly %9, ptr addrspace(1) noalias nocapture %10, i64 %11, i64 %12) local_unnamed_addr {
entry:
  %call = tail call range(i32 0, 160) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg = zext nneg i32 %call to i64
  %call1 = tail call range(i32 1, 161) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
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
  %lane = and i32 %call, 31
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
  %w = lshr i64 %sreg, 5
  %mul24 = mul nuw nsw i64 %w, 769
  %stage = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %mul24
  %stage25 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.1, i64 %mul24
  %stage26 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.2, i64 %mul24
  %cmp.not = icmp sgt i64 %7, %0
  %cmp29 = icmp slt i64 %warp, %11
  br i1 %cmp29, label %stride.body.preheader, label %stride.exit

stride.body.preheader:                            ; preds = %entry
  %.idx = shl i64 %11, 4
  %15 = getelementptr i8, ptr addrspace(1) %10, i64 %.idx
  %invariant.gep = getelementptr i8, ptr addrspace(1) %6, i64 4
  %invariant.gep3991 = getelementptr i8, ptr addrspace(3) %stage, i64 -4
  %add60 = or disjoint i32 %lane, 32
  %add61 = or disjoint i32 %lane, 64
  %add62 = or disjoint i32 %lane, 96
  %16 = zext nneg i32 %lane to i64
  %p97 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %16
  %17 = zext nneg i32 %add60 to i64
  %p101 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %17
  %18 = zext nneg i32 %add61 to i64
  %p105 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %18
  %19 = zext nneg i32 %add62 to i64
  %p109 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %19
  %add113 = or disjoint i32 %lane, 128
  %add114 = or disjoint i32 %lane, 160
  %add115 = or disjoint i32 %lane, 192
  %add116 = or i32 %call, 224
  %20 = zext nneg i32 %add113 to i64
  %p152 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %20
  %21 = zext nneg i32 %add114 to i64
  %p156 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %21
  %22 = zext nneg i32 %add115 to i64
  %p160 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %22
  %23 = zext nneg i32 %add116 to i64
  %p164 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %23
  %add168 = or disjoint i32 %lane, 256
  %add169 = or disjoint i32 %lane, 288
  %add170 = or disjoint i32 %lane, 320
  %add171 = or disjoint i32 %lane, 352
  %add172 = or disjoint i32 %lane, 384
  %add173 = or disjoint i32 %lane, 416
  %add174 = or disjoint i32 %lane, 448
  %add175 = or i32 %call, 480
  %24 = zext nneg i32 %add168 to i64
  %p243 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %24
  %25 = zext nneg i32 %add169 to i64
  %p247 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %25
  %26 = zext nneg i32 %add170 to i64
  %p251 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %26
  %27 = zext nneg i32 %add171 to i64
  %p255 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %27
  %28 = zext nneg i32 %add172 to i64
  %p259 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %28
  %29 = zext nneg i32 %add173 to i64
  %p263 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %29
  %30 = zext nneg i32 %add174 to i64
  %p267 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %30
  %31 = zext nneg i32 %add175 to i64
  %p271 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %31
  %add275 = or disjoint i32 %lane, 512
  %add276 = or disjoint i32 %lane, 544
  %add277 = or disjoint i32 %lane, 576
  %add278 = or disjoint i32 %lane, 608
  %add279 = or disjoint i32 %lane, 640
  %add280 = or disjoint i32 %lane, 672
  %add281 = or disjoint i32 %lane, 704
  %add282 = or i32 %call, 736
  %32 = zext nneg i32 %add275 to i64
  %p350 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %32
  %33 = zext nneg i32 %add276 to i64
  %p354 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %33
  %34 = zext nneg i32 %add277 to i64
  %p358 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %34
  %35 = zext nneg i32 %add278 to i64
  %p362 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %35
  %36 = zext nneg i32 %add279 to i64
  %p366 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %36
  %37 = zext nneg i32 %add280 to i64
  %p370 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %37
  %38 = zext nneg i32 %add281 to i64
  %p374 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %38
  %39 = zext nneg i32 %add282 to i64
  %p378 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %39
  %cmp384 = icmp eq i32 %lane, 0
  %sub408 = add i64 %2, -1
  %call409 = tail call i64 @llvm.smin.i64(i64 %sub408, i64 2147483647)
  %bound = trunc i64 %call409 to i32
  %sub412 = add i64 %3, -1
  %call413 = tail call i64 @llvm.smin.i64(i64 %sub412, i64 2147483647)
  %bound414 = trunc i64 %call413 to i32
  %sub870 = add i64 %0, -1
  %p2457 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %16
  %p2459 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %17
  %p2461 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %18
  %p2463 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %19
  %p2465 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %20
  %p2467 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %21
  %p2469 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %22
  %p2471 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %23
  %p2473 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %24
  %p2475 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %25
  %p2477 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %26
  %p2479 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %27
  %p2481 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %28
  %p2483 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %29
  %p2485 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %30
  %p2487 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %31
  %p2489 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %32
  %p2491 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %33
  %p2493 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %34
  %p2495 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %35
  %p2497 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %36
  %p2499 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %37
  %p2501 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %38
  %p2503 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %39
  %mul2504 = mul nuw nsw i32 %lane, 24
  %not.cmp3439 = xor i1 %cmp384, true
  %cmp3457 = icmp ult i32 %lane, 2
  %not.cmp3457 = xor i1 %cmp3457, true
  %cmp3478 = icmp ult i32 %lane, 4
  %not.cmp3478 = xor i1 %cmp3478, true
  %cmp3499 = icmp ult i32 %lane, 8
  %not.cmp3499 = xor i1 %cmp3499, true
  %cmp3520 = icmp ult i32 %lane, 16
  %not.cmp3520 = xor i1 %cmp3520, true
  %cmp3565 = icmp eq i32 %lane, 31
  %invariant.gep3993 = getelementptr float, ptr addrspace(1) %8, i64 %16
  %p3584 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %16
  %invariant.gep3995 = getelementptr float, ptr addrspace(1) %8, i64 %17
  %p3599 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %17
  %invariant.gep3997 = getelementptr float, ptr addrspace(1) %8, i64 %18
  %p3614 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %18
  %invariant.gep3999 = getelementptr float, ptr addrspace(1) %8, i64 %19
  %p3629 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %19
  %invariant.gep4001 = getelementptr float, ptr addrspace(1) %8, i64 %20
  %p3647 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %20
  %invariant.gep4003 = getelementptr float, ptr addrspace(1) %8, i64 %21
  %p3662 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %21
  %invariant.gep4005 = getelementptr float, ptr addrspace(1) %8, i64 %22
  %p3677 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %22
  %invariant.gep4007 = getelementptr float, ptr addrspace(1) %8, i64 %23
  %p3692 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %23
  %invariant.gep4009 = getelementptr float, ptr addrspace(1) %8, i64 %24
  %p3710 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %24
  %invariant.gep4011 = getelementptr float, ptr addrspace(1) %8, i64 %25
  %p3725 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %25
  %invariant.gep4013 = getelementptr float, ptr addrspace(1) %8, i64 %26
  %p3740 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %26
  %invariant.gep4015 = getelementptr float, ptr addrspace(1) %8, i64 %27
  %p3755 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %27
  %invariant.gep4017 = getelementptr float, ptr addrspace(1) %8, i64 %28
  %p3770 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %28
  %invariant.gep4019 = getelementptr float, ptr addrspace(1) %8, i64 %29
  %p3785 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %29
  %invariant.gep4021 = getelementptr float, ptr addrspace(1) %8, i64 %30
  %p3800 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %30
  %invariant.gep4023 = getelementptr float, ptr addrspace(1) %8, i64 %31
  %p3815 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %31
  %invariant.gep4025 = getelementptr float, ptr addrspace(1) %8, i64 %32
  %p3833 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %32
  %invariant.gep4027 = getelementptr float, ptr addrspace(1) %8, i64 %33
  %p3848 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %33
  %invariant.gep4029 = getelementptr float, ptr addrspace(1) %8, i64 %34
  %p3863 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %34
  %invariant.gep4031 = getelementptr float, ptr addrspace(1) %8, i64 %35
  %p3878 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %35
  %invariant.gep4033 = getelementptr float, ptr addrspace(1) %8, i64 %36
  %p3893 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %36
  %invariant.gep4035 = getelementptr float, ptr addrspace(1) %8, i64 %37
  %p3908 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %37
  %invariant.gep4037 = getelementptr float, ptr addrspace(1) %8, i64 %38
  %p3923 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %38
  %invariant.gep4039 = getelementptr float, ptr addrspace(1) %8, i64 %39
  %p3938 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %39
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %endif3822
  %i = phi i64 [ %add3943, %endif3822 ], [ %warp, %stride.body.preheader ]
  %mul30 = mul i64 %i, 768
  %call31 = tail call i64 @llvm.smin.i64(i64 %mul30, i64 %add21)
  %add32 = add i64 %call31, 768
  %call33 = tail call i64 @llvm.smin.i64(i64 %add32, i64 %add21)
  %p36 = getelementptr i64, ptr addrspace(1) %15, i64 %i
  %v37 = load i64, ptr addrspace(1) %p36, align 4
  %p39 = getelementptr i8, ptr addrspace(1) %p36, i64 8
  %v40 = load i64, ptr addrspace(1) %p39, align 4
  %it = ashr i64 %v37, 1
  %ie = ashr i64 %v40, 1
  %sub41 = sub i64 %call31, %it
  %40 = trunc i64 %v37 to i32
  %local = and i32 %40, 1
  %sub42 = sub nsw i32 0, %local
  %cmp43 = icmp ne i32 %local, 0
  %sub44 = sub i64 %call33, %call31
  %local45 = trunc i64 %sub44 to i32
  %sub46 = sub i64 %call9, %it
  %call47 = tail call i64 @llvm.smin.i64(i64 %sub46, i64 769)
  %local48 = trunc i64 %call47 to i32
  %call49 = tail call i32 @llvm.smin.i32(i32 %local48, i32 %local45)
  %sub50 = sub nsw i64 %ie, %it
  %call51 = tail call i64 @llvm.smin.i64(i64 %sub50, i64 768)
  %call52 = tail call i64 @llvm.smax.i64(i64 %call51, i64 0)
  %local53 = trunc nuw nsw i64 %call52 to i32
  %call54 = tail call i32 @llvm.smin.i32(i32 %local53, i32 %call49)
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add55 = add i64 %sub41, %call11
  %sub56 = sub i64 %7, %add55
  %call57 = tail call i64 @llvm.umin.i64(i64 %sub56, i64 769)
  %cmp58 = icmp sgt i32 %call54, 0
  br i1 %cmp58, label %then, label %endif

stride.exit:                                      ; preds = %endif3822, %entry
  ret void

then:                                             ; preds = %stride.body
  %call63 = tail call i32 @llvm.smin.i32(i32 %lane, i32 %call54)
  %wide = zext nneg i32 %call63 to i64
  %add64 = add nsw i64 %it, %wide
  %call65 = tail call i64 @llvm.smin.i64(i64 %add64, i64 %call13)
  %gep = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call65
  %v68 = load i32, ptr addrspace(1) %gep, align 4
  %offset69 = sext i32 %v68 to i64
  %call70 = tail call i32 @llvm.smin.i32(i32 %add60, i32 %call54)
  %wide71 = zext nneg i32 %call70 to i64
  %add72 = add nsw i64 %it, %wide71
  %call73 = tail call i64 @llvm.smin.i64(i64 %add72, i64 %call13)
  %gep3946 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call73
  %v76 = load i32, ptr addrspace(1) %gep3946, align 4
  %offset77 = sext i32 %v76 to i64
  %call78 = tail call i32 @llvm.smin.i32(i32 %add61, i32 %call54)
  %wide79 = zext nneg i32 %call78 to i64
  %add80 = add nsw i64 %it, %wide79
  %call81 = tail call i64 @llvm.smin.i64(i64 %add80, i64 %call13)
  %gep3948 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call81
  %v84 = load i32, ptr addrspace(1) %gep3948, align 4
  %offset85 = sext i32 %v84 to i64
  %call86 = tail call i32 @llvm.smin.i32(i32 %add62, i32 %call54)
  %wide87 = zext nneg i32 %call86 to i64
  %add88 = add nsw i64 %it, %wide87
  %call89 = tail call i64 @llvm.smin.i64(i64 %add88, i64 %call13)
  %gep3950 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call89
  %v92 = load i32, ptr addrspace(1) %gep3950, align 4
  %offset93 = sext i32 %v92 to i64
  %sub94 = sub i64 %offset69, %add55
  %call95 = tail call i64 @llvm.umin.i64(i64 %sub94, i64 %call57)
  %local96 = trunc nuw nsw i64 %call95 to i32
  store i32 %local96, ptr addrspace(3) %p97, align 4
  %sub98 = sub i64 %offset77, %add55
  %call99 = tail call i64 @llvm.umin.i64(i64 %sub98, i64 %call57)
  %local100 = trunc nuw nsw i64 %call99 to i32
  store i32 %local100, ptr addrspace(3) %p101, align 4
  %sub102 = sub i64 %offset85, %add55
  %call103 = tail call i64 @llvm.umin.i64(i64 %sub102, i64 %call57)
  %local104 = trunc nuw nsw i64 %call103 to i32
  store i32 %local104, ptr addrspace(3) %p105, align 4
  %sub106 = sub i64 %offset93, %add55
  %call107 = tail call i64 @llvm.umin.i64(i64 %sub106, i64 %call57)
  %local108 = trunc nuw nsw i64 %call107 to i32
  store i32 %local108, ptr addrspace(3) %p109, align 4
  br label %endif

endif:                                            ; preds = %then, %stride.body
  %cmp110 = icmp sgt i32 %call54, 128
  br i1 %cmp110, label %then111, label %endif112

then111:                                          ; preds = %endif
  %call117 = tail call i32 @llvm.smin.i32(i32 %add113, i32 %call54)
  %wide118 = zext nneg i32 %call117 to i64
  %add119 = add nsw i64 %it, %wide118
  %call120 = tail call i64 @llvm.smin.i64(i64 %add119, i64 %call13)
  %gep3952 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call120
  %v123 = load i32, ptr addrspace(1) %gep3952, align 4
  %offset124 = sext i32 %v123 to i64
  %call125 = tail call i32 @llvm.smin.i32(i32 %add114, i32 %call54)
  %wide126 = zext nneg i32 %call125 to i64
  %add127 = add nsw i64 %it, %wide126
  %call128 = tail call i64 @llvm.smin.i64(i64 %add127, i64 %call13)
  %gep3954 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call128
  %v131 = load i32, ptr addrspace(1) %gep3954, align 4
  %offset132 = sext i32 %v131 to i64
  %call133 = tail call i32 @llvm.smin.i32(i32 %add115, i32 %call54)
  %wide134 = zext nneg i32 %call133 to i64
  %add135 = add nsw i64 %it, %wide134
  %call136 = tail call i64 @llvm.smin.i64(i64 %add135, i64 %call13)
  %gep3956 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call136
  %v139 = load i32, ptr addrspace(1) %gep3956, align 4
  %offset140 = sext i32 %v139 to i64
  %call141 = tail call i32 @llvm.smin.i32(i32 %add116, i32 %call54)
  %wide142 = zext nneg i32 %call141 to i64
  %add143 = add nsw i64 %it, %wide142
  %call144 = tail call i64 @llvm.smin.i64(i64 %add143, i64 %call13)
  %gep3958 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call144
  %v147 = load i32, ptr addrspace(1) %gep3958, align 4
  %offset148 = sext i32 %v147 to i64
  %sub149 = sub i64 %offset124, %add55
  %call150 = tail call i64 @llvm.umin.i64(i64 %sub149, i64 %call57)
  %local151 = trunc nuw nsw i64 %call150 to i32
  store i32 %local151, ptr addrspace(3) %p152, align 4
  %sub153 = sub i64 %offset132, %add55
  %call154 = tail call i64 @llvm.umin.i64(i64 %sub153, i64 %call57)
  %local155 = trunc nuw nsw i64 %call154 to i32
  store i32 %local155, ptr addrspace(3) %p156, align 4
  %sub157 = sub i64 %offset140, %add55
  %call158 = tail call i64 @llvm.umin.i64(i64 %sub157, i64 %call57)
  %local159 = trunc nuw nsw i64 %call158 to i32
  store i32 %local159, ptr addrspace(3) %p160, align 4
  %sub161 = sub i64 %offset148, %add55
  %call162 = tail call i64 @llvm.umin.i64(i64 %sub161, i64 %call57)
  %local163 = trunc nuw nsw i64 %call162 to i32
  store i32 %local163, ptr addrspace(3) %p164, align 4
  br label %endif112

endif112:                                         ; preds = %then111, %endif
  %cmp165 = icmp sgt i32 %call54, 256
  br i1 %cmp165, label %then166, label %endif167

then166:                                          ; preds = %endif112
  %call176 = tail call i32 @llvm.smin.i32(i32 %add168, i32 %call54)
  %wide177 = zext nneg i32 %call176 to i64
  %add178 = add nsw i64 %it, %wide177
  %call179 = tail call i64 @llvm.smin.i64(i64 %add178, i64 %call13)
  %gep3960 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call179
  %v182 = load i32, ptr addrspace(1) %gep3960, align 4
  %offset183 = sext i32 %v182 to i64
  %call184 = tail call i32 @llvm.smin.i32(i32 %add169, i32 %call54)
  %wide185 = zext nneg i32 %call184 to i64
  %add186 = add nsw i64 %it, %wide185
  %call187 = tail call i64 @llvm.smin.i64(i64 %add186, i64 %call13)
  %gep3962 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call187
  %v190 = load i32, ptr addrspace(1) %gep3962, align 4
  %offset191 = sext i32 %v190 to i64
  %call192 = tail call i32 @llvm.smin.i32(i32 %add170, i32 %call54)
  %wide193 = zext nneg i32 %call192 to i64
  %add194 = add nsw i64 %it, %wide193
  %call195 = tail call i64 @llvm.smin.i64(i64 %add194, i64 %call13)
  %gep3964 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call195
  %v198 = load i32, ptr addrspace(1) %gep3964, align 4
  %offset199 = sext i32 %v198 to i64
  %call200 = tail call i32 @llvm.smin.i32(i32 %add171, i32 %call54)
  %wide201 = zext nneg i32 %call200 to i64
  %add202 = add nsw i64 %it, %wide201
  %call203 = tail call i64 @llvm.smin.i64(i64 %add202, i64 %call13)
  %gep3966 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call203
  %v206 = load i32, ptr addrspace(1) %gep3966, align 4
  %offset207 = sext i32 %v206 to i64
  %call208 = tail call i32 @llvm.smin.i32(i32 %add172, i32 %call54)
  %wide209 = zext nneg i32 %call208 to i64
  %add210 = add nsw i64 %it, %wide209
  %call211 = tail call i64 @llvm.smin.i64(i64 %add210, i64 %call13)
  %gep3968 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call211
  %v214 = load i32, ptr addrspace(1) %gep3968, align 4
  %offset215 = sext i32 %v214 to i64
  %call216 = tail call i32 @llvm.smin.i32(i32 %add173, i32 %call54)
  %wide217 = zext nneg i32 %call216 to i64
  %add218 = add nsw i64 %it, %wide217
  %call219 = tail call i64 @llvm.smin.i64(i64 %add218, i64 %call13)
  %gep3970 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call219
  %v222 = load i32, ptr addrspace(1) %gep3970, align 4
  %offset223 = sext i32 %v222 to i64
  %call224 = tail call i32 @llvm.smin.i32(i32 %add174, i32 %call54)
  %wide225 = zext nneg i32 %call224 to i64
  %add226 = add nsw i64 %it, %wide225
  %call227 = tail call i64 @llvm.smin.i64(i64 %add226, i64 %call13)
  %gep3972 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call227
  %v230 = load i32, ptr addrspace(1) %gep3972, align 4
  %offset231 = sext i32 %v230 to i64
  %call232 = tail call i32 @llvm.smin.i32(i32 %add175, i32 %call54)
  %wide233 = zext nneg i32 %call232 to i64
  %add234 = add nsw i64 %it, %wide233
  %call235 = tail call i64 @llvm.smin.i64(i64 %add234, i64 %call13)
  %gep3974 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call235
  %v238 = load i32, ptr addrspace(1) %gep3974, align 4
  %offset239 = sext i32 %v238 to i64
  %sub240 = sub i64 %offset183, %add55
  %call241 = tail call i64 @llvm.umin.i64(i64 %sub240, i64 %call57)
  %local242 = trunc nuw nsw i64 %call241 to i32
  store i32 %local242, ptr addrspace(3) %p243, align 4
  %sub244 = sub i64 %offset191, %add55
  %call245 = tail call i64 @llvm.umin.i64(i64 %sub244, i64 %call57)
  %local246 = trunc nuw nsw i64 %call245 to i32
  store i32 %local246, ptr addrspace(3) %p247, align 4
  %sub248 = sub i64 %offset199, %add55
  %call249 = tail call i64 @llvm.umin.i64(i64 %sub248, i64 %call57)
  %local250 = trunc nuw nsw i64 %call249 to i32
  store i32 %local250, ptr addrspace(3) %p251, align 4
  %sub252 = sub i64 %offset207, %add55
  %call253 = tail call i64 @llvm.umin.i64(i64 %sub252, i64 %call57)
  %local254 = trunc nuw nsw i64 %call253 to i32
  store i32 %local254, ptr addrspace(3) %p255, align 4
  %sub256 = sub i64 %offset215, %add55
  %call257 = tail call i64 @llvm.umin.i64(i64 %sub256, i64 %call57)
  %local258 = trunc nuw nsw i64 %call257 to i32
  store i32 %local258, ptr addrspace(3) %p259, align 4
  %sub260 = sub i64 %offset223, %add55
  %call261 = tail call i64 @llvm.umin.i64(i64 %sub260, i64 %call57)
  %local262 = trunc nuw nsw i64 %call261 to i32
  store i32 %local262, ptr addrspace(3) %p263, align 4
  %sub264 = sub i64 %offset231, %add55
  %call265 = tail call i64 @llvm.umin.i64(i64 %sub264, i64 %call57)
  %local266 = trunc nuw nsw i64 %call265 to i32
  store i32 %local266, ptr addrspace(3) %p267, align 4
  %sub268 = sub i64 %offset239, %add55
  %call269 = tail call i64 @llvm.umin.i64(i64 %sub268, i64 %call57)
  %local270 = trunc nuw nsw i64 %call269 to i32
  store i32 %local270, ptr addrspace(3) %p271, align 4
  br label %endif167

endif167:                                         ; preds = %then166, %endif112
  %cmp272 = icmp sgt i32 %call54, 512
  br i1 %cmp272, label %then273, label %endif274

then273:                                          ; preds = %endif167
  %call283 = tail call i32 @llvm.smin.i32(i32 %add275, i32 %call54)
  %wide284 = zext nneg i32 %call283 to i64
  %add285 = add nsw i64 %it, %wide284
  %call286 = tail call i64 @llvm.smin.i64(i64 %add285, i64 %call13)
  %gep3976 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call286
  %v289 = load i32, ptr addrspace(1) %gep3976, align 4
  %offset290 = sext i32 %v289 to i64
  %call291 = tail call i32 @llvm.smin.i32(i32 %add276, i32 %call54)
  %wide292 = zext nneg i32 %call291 to i64
  %add293 = add nsw i64 %it, %wide292
  %call294 = tail call i64 @llvm.smin.i64(i64 %add293, i64 %call13)
  %gep3978 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call294
  %v297 = load i32, ptr addrspace(1) %gep3978, align 4
  %offset298 = sext i32 %v297 to i64
  %call299 = tail call i32 @llvm.smin.i32(i32 %add277, i32 %call54)
  %wide300 = zext nneg i32 %call299 to i64
  %add301 = add nsw i64 %it, %wide300
  %call302 = tail call i64 @llvm.smin.i64(i64 %add301, i64 %call13)
  %gep3980 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call302
  %v305 = load i32, ptr addrspace(1) %gep3980, align 4
  %offset306 = sext i32 %v305 to i64
  %call307 = tail call i32 @llvm.smin.i32(i32 %add278, i32 %call54)
  %wide308 = zext nneg i32 %call307 to i64
  %add309 = add nsw i64 %it, %wide308
  %call310 = tail call i64 @llvm.smin.i64(i64 %add309, i64 %call13)
  %gep3982 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call310
  %v313 = load i32, ptr addrspace(1) %gep3982, align 4
  %offset314 = sext i32 %v313 to i64
  %call315 = tail call i32 @llvm.smin.i32(i32 %add279, i32 %call54)
  %wide316 = zext nneg i32 %call315 to i64
  %add317 = add nsw i64 %it, %wide316
  %call318 = tail call i64 @llvm.smin.i64(i64 %add317, i64 %call13)
  %gep3984 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call318
  %v321 = load i32, ptr addrspace(1) %gep3984, align 4
  %offset322 = sext i32 %v321 to i64
  %call323 = tail call i32 @llvm.smin.i32(i32 %add280, i32 %call54)
  %wide324 = zext nneg i32 %call323 to i64
  %add325 = add nsw i64 %it, %wide324
  %call326 = tail call i64 @llvm.smin.i64(i64 %add325, i64 %call13)
  %gep3986 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call326
  %v329 = load i32, ptr addrspace(1) %gep3986, align 4
  %offset330 = sext i32 %v329 to i64
  %call331 = tail call i32 @llvm.smin.i32(i32 %add281, i32 %call54)
  %wide332 = zext nneg i32 %call331 to i64
  %add333 = add nsw i64 %it, %wide332
  %call334 = tail call i64 @llvm.smin.i64(i64 %add333, i64 %call13)
  %gep3988 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call334
  %v337 = load i32, ptr addrspace(1) %gep3988, align 4
  %offset338 = sext i32 %v337 to i64
  %call339 = tail call i32 @llvm.smin.i32(i32 %add282, i32 %call54)
  %wide340 = zext nneg i32 %call339 to i64
  %add341 = add nsw i64 %it, %wide340
  %call342 = tail call i64 @llvm.smin.i64(i64 %add341, i64 %call13)
  %gep3990 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call342
  %v345 = load i32, ptr addrspace(1) %gep3990, align 4
  %offset346 = sext i32 %v345 to i64
  %sub347 = sub i64 %offset290, %add55
  %call348 = tail call i64 @llvm.umin.i64(i64 %sub347, i64 %call57)
  %local349 = trunc nuw nsw i64 %call348 to i32
  store i32 %local349, ptr addrspace(3) %p350, align 4
  %sub351 = sub i64 %offset298, %add55
  %call352 = tail call i64 @llvm.umin.i64(i64 %sub351, i64 %call57)
  %local353 = trunc nuw nsw i64 %call352 to i32
  store i32 %local353, ptr addrspace(3) %p354, align 4
  %sub355 = sub i64 %offset306, %add55
  %call356 = tail call i64 @llvm.umin.i64(i64 %sub355, i64 %call57)
  %local357 = trunc nuw nsw i64 %call356 to i32
  store i32 %local357, ptr addrspace(3) %p358, align 4
  %sub359 = sub i64 %offset314, %add55
  %call360 = tail call i64 @llvm.umin.i64(i64 %sub359, i64 %call57)
  %local361 = trunc nuw nsw i64 %call360 to i32
  store i32 %local361, ptr addrspace(3) %p362, align 4
  %sub363 = sub i64 %offset322, %add55
  %call364 = tail call i64 @llvm.umin.i64(i64 %sub363, i64 %call57)
  %local365 = trunc nuw nsw i64 %call364 to i32
  store i32 %local365, ptr addrspace(3) %p366, align 4
  %sub367 = sub i64 %offset330, %add55
  %call368 = tail call i64 @llvm.umin.i64(i64 %sub367, i64 %call57)
  %local369 = trunc nuw nsw i64 %call368 to i32
  store i32 %local369, ptr addrspace(3) %p370, align 4
  %sub371 = sub i64 %offset338, %add55
  %call372 = tail call i64 @llvm.umin.i64(i64 %sub371, i64 %call57)
  %local373 = trunc nuw nsw i64 %call372 to i32
  store i32 %local373, ptr addrspace(3) %p374, align 4
  %sub375 = sub i64 %offset346, %add55
  %call376 = tail call i64 @llvm.umin.i64(i64 %sub375, i64 %call57)
  %local377 = trunc nuw nsw i64 %call376 to i32
  store i32 %local377, ptr addrspace(3) %p378, align 4
  br label %endif274

endif274:                                         ; preds = %then273, %endif167
  %sub379 = sub i32 %local45, %call54
  %sub380 = sub i64 %sub20, %sub41
  %call381 = tail call i64 @llvm.smin.i64(i64 %sub380, i64 769)
  %local382 = trunc i64 %call381 to i32
  %call383 = tail call i32 @llvm.smin.i32(i32 %sub379, i32 %local382)
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %cmp384, label %then385, label %endif386

then385:                                          ; preds = %endif274
  %41 = sext i32 %call54 to i64
  %p387 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %41
  store i32 %call383, ptr addrspace(3) %p387, align 4
  br label %endif386

endif386:                                         ; preds = %then385, %endif274
  %cmp388 = icmp sgt i32 %call383, 0
  br i1 %cmp388, label %then389, label %endif390

then389:                                          ; preds = %endif386
  %sub863 = add nsw i32 %call383, -1
  %call865 = tail call i32 @llvm.smin.i32(i32 %lane, i32 %sub863)
  %m866 = zext nneg i32 %call865 to i64
  %call909 = tail call i32 @llvm.smin.i32(i32 %add60, i32 %sub863)
  %m910 = zext nneg i32 %call909 to i64
  br i1 %cmp.not, label %else392, label %then391

endif390.sink.split:                              ; preds = %else392, %then391
  %.sink4042 = phi i32 [ %77, %then391 ], [ %v1358, %else392 ]
  %phi1403.ph = phi float [ %fmul422, %then391 ], [ %fmul907, %else392 ]
  %phi1404.ph = phi float [ %fmul462, %then391 ], [ %fmul951, %else392 ]
  %phi1405.ph = phi float [ %fmul502, %then391 ], [ %fmul995, %else392 ]
  %phi1406.ph = phi float [ %fmul542, %then391 ], [ %fmul1039, %else392 ]
  %phi1407.ph = phi float [ %fmul582, %then391 ], [ %fmul1083, %else392 ]
  %phi1408.ph = phi float [ %fmul622, %then391 ], [ %fmul1127, %else392 ]
  %phi1409.ph = phi float [ %fmul662, %then391 ], [ %fmul1171, %else392 ]
  %phi1410.ph = phi float [ %fmul702, %then391 ], [ %fmul1215, %else392 ]
  %phi1411.ph = phi float [ %fmul742, %then391 ], [ %fmul1259, %else392 ]
  %phi1412.ph = phi float [ %fmul782, %then391 ], [ %fmul1303, %else392 ]
  %phi1413.ph = phi float [ %fmul822, %then391 ], [ %fmul1347, %else392 ]
  %sitofp830 = sitofp i32 %.sink4042 to float
  %fmul831 = fmul float %sitofp830, 5.000000e-01
  %rem836 = srem i32 %.sink4042, 40
  %rem843 = srem i32 %.sink4042, 70
  %call849 = tail call i32 @llvm.smin.i32(i32 %rem836, i32 %bound)
  %call850 = tail call i32 @llvm.smax.i32(i32 %call849, i32 0)
  %at851 = zext nneg i32 %call850 to i64
  %call855 = tail call i32 @llvm.smin.i32(i32 %rem843, i32 %bound414)
  %call856 = tail call i32 @llvm.smax.i32(i32 %call855, i32 0)
  %at857 = zext nneg i32 %call856 to i64
  %mul858 = mul i64 %at851, %3
  %42 = getelementptr float, ptr addrspace(1) %4, i64 %mul858
  %p860 = getelementptr float, ptr addrspace(1) %42, i64 %at857
  %v861 = load float, ptr addrspace(1) %p860, align 4
  %fmul862 = fmul float %v861, %fmul831
  br label %endif390

endif390:                                         ; preds = %endif390.sink.split, %endif386
  %phi1403 = phi float [ 0.000000e+00, %endif386 ], [ %phi1403.ph, %endif390.sink.split ]
  %phi1404 = phi float [ 0.000000e+00, %endif386 ], [ %phi1404.ph, %endif390.sink.split ]
  %phi1405 = phi float [ 0.000000e+00, %endif386 ], [ %phi1405.ph, %endif390.sink.split ]
  %phi1406 = phi float [ 0.000000e+00, %endif386 ], [ %phi1406.ph, %endif390.sink.split ]
  %phi1407 = phi float [ 0.000000e+00, %endif386 ], [ %phi1407.ph, %endif390.sink.split ]
  %phi1408 = phi float [ 0.000000e+00, %endif386 ], [ %phi1408.ph, %endif390.sink.split ]
  %phi1409 = phi float [ 0.000000e+00, %endif386 ], [ %phi1409.ph, %endif390.sink.split ]
  %phi1410 = phi float [ 0.000000e+00, %endif386 ], [ %phi1410.ph, %endif390.sink.split ]
  %phi1411 = phi float [ 0.000000e+00, %endif386 ], [ %phi1411.ph, %endif390.sink.split ]
  %phi1412 = phi float [ 0.000000e+00, %endif386 ], [ %phi1412.ph, %endif390.sink.split ]
  %phi1413 = phi float [ 0.000000e+00, %endif386 ], [ %phi1413.ph, %endif390.sink.split ]
  %phi1414 = phi float [ 0.000000e+00, %endif386 ], [ %fmul862, %endif390.sink.split ]
  %cmp1415 = icmp sgt i32 %call383, 384
  br i1 %cmp1415, label %then1416, label %endif1418

then391:                                          ; preds = %then389
  %from = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %add55
  %p398 = getelementptr inbounds i32, ptr addrspace(1) %from, i64 %m866
  %address = ptrtoint ptr addrspace(1) %p398 to i64
  %43 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %44 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address, i64 %43) #5
  %sitofp = sitofp i32 %44 to float
  %fmul = fmul float %sitofp, 5.000000e-01
  %rem = srem i32 %44, 40
  %rem405 = srem i32 %44, 70
  %call410 = tail call i32 @llvm.smin.i32(i32 %rem, i32 %bound)
  %call411 = tail call i32 @llvm.smax.i32(i32 %call410, i32 0)
  %at = zext nneg i32 %call411 to i64
  %call415 = tail call i32 @llvm.smin.i32(i32 %rem405, i32 %bound414)
  %call416 = tail call i32 @llvm.smax.i32(i32 %call415, i32 0)
  %at417 = zext nneg i32 %call416 to i64
  %mul418 = mul i64 %at, %3
  %45 = getelementptr float, ptr addrspace(1) %4, i64 %mul418
  %p420 = getelementptr float, ptr addrspace(1) %45, i64 %at417
  %v421 = load float, ptr addrspace(1) %p420, align 4
  %fmul422 = fmul float %v421, %fmul
  %p428 = getelementptr inbounds i32, ptr addrspace(1) %from, i64 %m910
  %address429 = ptrtoint ptr addrspace(1) %p428 to i64
  %46 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %47 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address429, i64 %46) #5
  %sitofp430 = sitofp i32 %47 to float
  %fmul431 = fmul float %sitofp430, 5.000000e-01
  %rem436 = srem i32 %47, 40
  %rem443 = srem i32 %47, 70
  %call449 = tail call i32 @llvm.smin.i32(i32 %rem436, i32 %bound)
  %call450 = tail call i32 @llvm.smax.i32(i32 %call449, i32 0)
  %at451 = zext nneg i32 %call450 to i64
  %call455 = tail call i32 @llvm.smin.i32(i32 %rem443, i32 %bound414)
  %call456 = tail call i32 @llvm.smax.i32(i32 %call455, i32 0)
  %at457 = zext nneg i32 %call456 to i64
  %mul458 = mul i64 %at451, %3
  %48 = getelementptr float, ptr addrspace(1) %4, i64 %mul458
  %p460 = getelementptr float, ptr addrspace(1) %48, i64 %at457
  %v461 = load float, ptr addrspace(1) %p460, align 4
  %fmul462 = fmul float %v461, %fmul431
  %call464 = tail call i32 @llvm.smin.i32(i32 %add61, i32 %sub863)
  %m465 = zext nneg i32 %call464 to i64
  %p468 = getelementptr inbounds i32, ptr addrspace(1) %from, i64 %m465
  %address469 = ptrtoint ptr addrspace(1) %p468 to i64
  %49 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %50 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address469, i64 %49) #5
  %sitofp470 = sitofp i32 %50 to float
  %fmul471 = fmul float %sitofp470, 5.000000e-01
  %rem476 = srem i32 %50, 40
  %rem483 = srem i32 %50, 70
  %call489 = tail call i32 @llvm.smin.i32(i32 %rem476, i32 %bound)
  %call490 = tail call i32 @llvm.smax.i32(i32 %call489, i32 0)
  %at491 = zext nneg i32 %call490 to i64
  %call495 = tail call i32 @llvm.smin.i32(i32 %rem483, i32 %bound414)
  %call496 = tail call i32 @llvm.smax.i32(i32 %call495, i32 0)
  %at497 = zext nneg i32 %call496 to i64
  %mul498 = mul i64 %at491, %3
  %51 = getelementptr float, ptr addrspace(1) %4, i64 %mul498
  %p500 = getelementptr float, ptr addrspace(1) %51, i64 %at497
  %v501 = load float, ptr addrspace(1) %p500, align 4
  %fmul502 = fmul float %v501, %fmul471
  %call504 = tail call i32 @llvm.smin.i32(i32 %add62, i32 %sub863)
  %m505 = zext nneg i32 %call504 to i64
  %p508 = getelementptr inbounds i32, ptr addrspace(1) %from, i64 %m505
  %address509 = ptrtoint ptr addrspace(1) %p508 to i64
  %52 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %53 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address509, i64 %52) #5
  %sitofp510 = sitofp i32 %53 to float
  %fmul511 = fmul float %sitofp510, 5.000000e-01
  %rem516 = srem i32 %53, 40
  %rem523 = srem i32 %53, 70
  %call529 = tail call i32 @llvm.smin.i32(i32 %rem516, i32 %bound)
  %call530 = tail call i32 @llvm.smax.i32(i32 %call529, i32 0)
  %at531 = zext nneg i32 %call530 to i64
  %call535 = tail call i32 @llvm.smin.i32(i32 %rem523, i32 %bound414)
  %call536 = tail call i32 @llvm.smax.i32(i32 %call535, i32 0)
  %at537 = zext nneg i32 %call536 to i64
  %mul538 = mul i64 %at531, %3
  %54 = getelementptr float, ptr addrspace(1) %4, i64 %mul538
  %p540 = getelementptr float, ptr addrspace(1) %54, i64 %at537
  %v541 = load float, ptr addrspace(1) %p540, align 4
  %fmul542 = fmul float %v541, %fmul511
  %call544 = tail call i32 @llvm.smin.i32(i32 %add113, i32 %sub863)
  %m545 = zext nneg i32 %call544 to i64
  %p548 = getelementptr inbounds i32, ptr addrspace(1) %from, i64 %m545
  %address549 = ptrtoint ptr addrspace(1) %p548 to i64
  %55 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %56 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address549, i64 %55) #5
  %sitofp550 = sitofp i32 %56 to float
  %fmul551 = fmul float %sitofp550, 5.000000e-01
  %rem556 = srem i32 %56, 40
  %rem563 = srem i32 %56, 70
  %call569 = tail call i32 @llvm.smin.i32(i32 %rem556, i32 %bound)
  %call570 = tail call i32 @llvm.smax.i32(i32 %call569, i32 0)
  %at571 = zext nneg i32 %call570 to i64
  %call575 = tail call i32 @llvm.smin.i32(i32 %rem563, i32 %bound414)
  %call576 = tail call i32 @llvm.smax.i32(i32 %call575, i32 0)
  %at577 = zext nneg i32 %call576 to i64
  %mul578 = mul i64 %at571, %3
  %57 = getelementptr float, ptr addrspace(1) %4, i64 %mul578
  %p580 = getelementptr float, ptr addrspace(1) %57, i64 %at577
  %v581 = load float, ptr addrspace(1) %p580, align 4
  %fmul582 = fmul float %v581, %fmul551
  %call584 = tail call i32 @llvm.smin.i32(i32 %add114, i32 %sub863)
  %m585 = zext nneg i32 %call584 to i64
  %p588 = getelementptr inbounds i32, ptr addrspace(1) %from, i64 %m585
  %address589 = ptrtoint ptr addrspace(1) %p588 to i64
  %58 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %59 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address589, i64 %58) #5
  %sitofp590 = sitofp i32 %59 to float
  %fmul591 = fmul float %sitofp590, 5.000000e-01
  %rem596 = srem i32 %59, 40
  %rem603 = srem i32 %59, 70
  %call609 = tail call i32 @llvm.smin.i32(i32 %rem596, i32 %bound)
  %call610 = tail call i32 @llvm.smax.i32(i32 %call609, i32 0)
  %at611 = zext nneg i32 %call610 to i64
  %call615 = tail call i32 @llvm.smin.i32(i32 %rem603, i32 %bound414)
  %call616 = tail call i32 @llvm.smax.i32(i32 %call615, i32 0)
  %at617 = zext nneg i32 %call616 to i64
  %mul618 = mul i64 %at611, %3
  %60 = getelementptr float, ptr addrspace(1) %4, i64 %mul618
  %p620 = getelementptr float, ptr addrspace(1) %60, i64 %at617
  %v621 = load float, ptr addrspace(1) %p620, align 4
  %fmul622 = fmul float %v621, %fmul591
  %call624 = tail call i32 @llvm.smin.i32(i32 %add115, i32 %sub863)
  %m625 = zext nneg i32 %call624 to i64
  %p628 = getelementptr inbounds i32, ptr addrspace(1) %from, i64 %m625
  %address629 = ptrtoint ptr addrspace(1) %p628 to i64
  %61 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %62 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address629, i64 %61) #5
  %sitofp630 = sitofp i32 %62 to float
  %fmul631 = fmul float %sitofp630, 5.000000e-01
  %rem636 = srem i32 %62, 40
  %rem643 = srem i32 %62, 70
  %call649 = tail call i32 @llvm.smin.i32(i32 %rem636, i32 %bound)
  %call650 = tail call i32 @llvm.smax.i32(i32 %call649, i32 0)
  %at651 = zext nneg i32 %call650 to i64
  %call655 = tail call i32 @llvm.smin.i32(i32 %rem643, i32 %bound414)
  %call656 = tail call i32 @llvm.smax.i32(i32 %call655, i32 0)
  %at657 = zext nneg i32 %call656 to i64
  %mul658 = mul i64 %at651, %3
  %63 = getelementptr float, ptr addrspace(1) %4, i64 %mul658
  %p660 = getelementptr float, ptr addrspace(1) %63, i64 %at657
  %v661 = load float, ptr addrspace(1) %p660, align 4
  %fmul662 = fmul float %v661, %fmul631
  %call664 = tail call i32 @llvm.smin.i32(i32 %add116, i32 %sub863)
  %m665 = zext nneg i32 %call664 to i64
  %p668 = getelementptr inbounds i32, ptr addrspace(1) %from, i64 %m665
  %address669 = ptrtoint ptr addrspace(1) %p668 to i64
  %64 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %65 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address669, i64 %64) #5
  %sitofp670 = sitofp i32 %65 to float
  %fmul671 = fmul float %sitofp670, 5.000000e-01
  %rem676 = srem i32 %65, 40
  %rem683 = srem i32 %65, 70
  %call689 = tail call i32 @llvm.smin.i32(i32 %rem676, i32 %bound)
  %call690 = tail call i32 @llvm.smax.i32(i32 %call689, i32 0)
  %at691 = zext nneg i32 %call690 to i64
  %call695 = tail call i32 @llvm.smin.i32(i32 %rem683, i32 %bound414)
  %call696 = tail call i32 @llvm.smax.i32(i32 %call695, i32 0)
  %at697 = zext nneg i32 %call696 to i64
  %mul698 = mul i64 %at691, %3
  %66 = getelementptr float, ptr addrspace(1) %4, i64 %mul698
  %p700 = getelementptr float, ptr addrspace(1) %66, i64 %at697
  %v701 = load float, ptr addrspace(1) %p700, align 4
  %fmul702 = fmul float %v701, %fmul671
  %call704 = tail call i32 @llvm.smin.i32(i32 %add168, i32 %sub863)
  %m705 = zext nneg i32 %call704 to i64
  %p708 = getelementptr inbounds i32, ptr addrspace(1) %from, i64 %m705
  %address709 = ptrtoint ptr addrspace(1) %p708 to i64
  %67 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %68 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address709, i64 %67) #5
  %sitofp710 = sitofp i32 %68 to float
  %fmul711 = fmul float %sitofp710, 5.000000e-01
  %rem716 = srem i32 %68, 40
  %rem723 = srem i32 %68, 70
  %call729 = tail call i32 @llvm.smin.i32(i32 %rem716, i32 %bound)
  %call730 = tail call i32 @llvm.smax.i32(i32 %call729, i32 0)
  %at731 = zext nneg i32 %call730 to i64
  %call735 = tail call i32 @llvm.smin.i32(i32 %rem723, i32 %bound414)
  %call736 = tail call i32 @llvm.smax.i32(i32 %call735, i32 0)
  %at737 = zext nneg i32 %call736 to i64
  %mul738 = mul i64 %at731, %3
  %69 = getelementptr float, ptr addrspace(1) %4, i64 %mul738
  %p740 = getelementptr float, ptr addrspace(1) %69, i64 %at737
  %v741 = load float, ptr addrspace(1) %p740, align 4
  %fmul742 = fmul float %v741, %fmul711
  %call744 = tail call i32 @llvm.smin.i32(i32 %add169, i32 %sub863)
  %m745 = zext nneg i32 %call744 to i64
  %p748 = getelementptr inbounds i32, ptr addrspace(1) %from, i64 %m745
  %address749 = ptrtoint ptr addrspace(1) %p748 to i64
  %70 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %71 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address749, i64 %70) #5
  %sitofp750 = sitofp i32 %71 to float
  %fmul751 = fmul float %sitofp750, 5.000000e-01
  %rem756 = srem i32 %71, 40
  %rem763 = srem i32 %71, 70
  %call769 = tail call i32 @llvm.smin.i32(i32 %rem756, i32 %bound)
  %call770 = tail call i32 @llvm.smax.i32(i32 %call769, i32 0)
  %at771 = zext nneg i32 %call770 to i64
  %call775 = tail call i32 @llvm.smin.i32(i32 %rem763, i32 %bound414)
  %call776 = tail call i32 @llvm.smax.i32(i32 %call775, i32 0)
  %at777 = zext nneg i32 %call776 to i64
  %mul778 = mul i64 %at771, %3
  %72 = getelementptr float, ptr addrspace(1) %4, i64 %mul778
  %p780 = getelementptr float, ptr addrspace(1) %72, i64 %at777
  %v781 = load float, ptr addrspace(1) %p780, align 4
  %fmul782 = fmul float %v781, %fmul751
  %call784 = tail call i32 @llvm.smin.i32(i32 %add170, i32 %sub863)
  %m785 = zext nneg i32 %call784 to i64
  %p788 = getelementptr inbounds i32, ptr addrspace(1) %from, i64 %m785
  %address789 = ptrtoint ptr addrspace(1) %p788 to i64
  %73 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %74 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address789, i64 %73) #5
  %sitofp790 = sitofp i32 %74 to float
  %fmul791 = fmul float %sitofp790, 5.000000e-01
  %rem796 = srem i32 %74, 40
  %rem803 = srem i32 %74, 70
  %call809 = tail call i32 @llvm.smin.i32(i32 %rem796, i32 %bound)
  %call810 = tail call i32 @llvm.smax.i32(i32 %call809, i32 0)
  %at811 = zext nneg i32 %call810 to i64
  %call815 = tail call i32 @llvm.smin.i32(i32 %rem803, i32 %bound414)
  %call816 = tail call i32 @llvm.smax.i32(i32 %call815, i32 0)
  %at817 = zext nneg i32 %call816 to i64
  %mul818 = mul i64 %at811, %3
  %75 = getelementptr float, ptr addrspace(1) %4, i64 %mul818
  %p820 = getelementptr float, ptr addrspace(1) %75, i64 %at817
  %v821 = load float, ptr addrspace(1) %p820, align 4
  %fmul822 = fmul float %v821, %fmul791
  %call824 = tail call i32 @llvm.smin.i32(i32 %add171, i32 %sub863)
  %m825 = zext nneg i32 %call824 to i64
  %p828 = getelementptr inbounds i32, ptr addrspace(1) %from, i64 %m825
  %address829 = ptrtoint ptr addrspace(1) %p828 to i64
  %76 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %77 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address829, i64 %76) #5
  br label %endif390.sink.split

else392:                                          ; preds = %then389
  %add867 = add i64 %add55, %m866
  %call871 = tail call i64 @llvm.smin.i64(i64 %add867, i64 %sub870)
  %call872 = tail call i64 @llvm.smax.i64(i64 %call871, i64 0)
  %p873 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call872
  %v874 = load i32, ptr addrspace(1) %p873, align 4
  %sitofp875 = sitofp i32 %v874 to float
  %fmul876 = fmul float %sitofp875, 5.000000e-01
  %rem881 = srem i32 %v874, 40
  %rem888 = srem i32 %v874, 70
  %call894 = tail call i32 @llvm.smin.i32(i32 %rem881, i32 %bound)
  %call895 = tail call i32 @llvm.smax.i32(i32 %call894, i32 0)
  %at896 = zext nneg i32 %call895 to i64
  %call900 = tail call i32 @llvm.smin.i32(i32 %rem888, i32 %bound414)
  %call901 = tail call i32 @llvm.smax.i32(i32 %call900, i32 0)
  %at902 = zext nneg i32 %call901 to i64
  %mul903 = mul i64 %at896, %3
  %78 = getelementptr float, ptr addrspace(1) %4, i64 %mul903
  %p905 = getelementptr float, ptr addrspace(1) %78, i64 %at902
  %v906 = load float, ptr addrspace(1) %p905, align 4
  %fmul907 = fmul float %v906, %fmul876
  %add911 = add i64 %add55, %m910
  %call915 = tail call i64 @llvm.smin.i64(i64 %add911, i64 %sub870)
  %call916 = tail call i64 @llvm.smax.i64(i64 %call915, i64 0)
  %p917 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call916
  %v918 = load i32, ptr addrspace(1) %p917, align 4
  %sitofp919 = sitofp i32 %v918 to float
  %fmul920 = fmul float %sitofp919, 5.000000e-01
  %rem925 = srem i32 %v918, 40
  %rem932 = srem i32 %v918, 70
  %call938 = tail call i32 @llvm.smin.i32(i32 %rem925, i32 %bound)
  %call939 = tail call i32 @llvm.smax.i32(i32 %call938, i32 0)
  %at940 = zext nneg i32 %call939 to i64
  %call944 = tail call i32 @llvm.smin.i32(i32 %rem932, i32 %bound414)
  %call945 = tail call i32 @llvm.smax.i32(i32 %call944, i32 0)
  %at946 = zext nneg i32 %call945 to i64
  %mul947 = mul i64 %at940, %3
  %79 = getelementptr float, ptr addrspace(1) %4, i64 %mul947
  %p949 = getelementptr float, ptr addrspace(1) %79, i64 %at946
  %v950 = load float, ptr addrspace(1) %p949, align 4
  %fmul951 = fmul float %v950, %fmul920
  %call953 = tail call i32 @llvm.smin.i32(i32 %add61, i32 %sub863)
  %m954 = zext nneg i32 %call953 to i64
  %add955 = add i64 %add55, %m954
  %call959 = tail call i64 @llvm.smin.i64(i64 %add955, i64 %sub870)
  %call960 = tail call i64 @llvm.smax.i64(i64 %call959, i64 0)
  %p961 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call960
  %v962 = load i32, ptr addrspace(1) %p961, align 4
  %sitofp963 = sitofp i32 %v962 to float
  %fmul964 = fmul float %sitofp963, 5.000000e-01
  %rem969 = srem i32 %v962, 40
  %rem976 = srem i32 %v962, 70
  %call982 = tail call i32 @llvm.smin.i32(i32 %rem969, i32 %bound)
  %call983 = tail call i32 @llvm.smax.i32(i32 %call982, i32 0)
  %at984 = zext nneg i32 %call983 to i64
  %call988 = tail call i32 @llvm.smin.i32(i32 %rem976, i32 %bound414)
  %call989 = tail call i32 @llvm.smax.i32(i32 %call988, i32 0)
  %at990 = zext nneg i32 %call989 to i64
  %mul991 = mul i64 %at984, %3
  %80 = getelementptr float, ptr addrspace(1) %4, i64 %mul991
  %p993 = getelementptr float, ptr addrspace(1) %80, i64 %at990
  %v994 = load float, ptr addrspace(1) %p993, align 4
  %fmul995 = fmul float %v994, %fmul964
  %call997 = tail call i32 @llvm.smin.i32(i32 %add62, i32 %sub863)
  %m998 = zext nneg i32 %call997 to i64
  %add999 = add i64 %add55, %m998
  %call1003 = tail call i64 @llvm.smin.i64(i64 %add999, i64 %sub870)
  %call1004 = tail call i64 @llvm.smax.i64(i64 %call1003, i64 0)
  %p1005 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1004
  %v1006 = load i32, ptr addrspace(1) %p1005, align 4
  %sitofp1007 = sitofp i32 %v1006 to float
  %fmul1008 = fmul float %sitofp1007, 5.000000e-01
  %rem1013 = srem i32 %v1006, 40
  %rem1020 = srem i32 %v1006, 70
  %call1026 = tail call i32 @llvm.smin.i32(i32 %rem1013, i32 %bound)
  %call1027 = tail call i32 @llvm.smax.i32(i32 %call1026, i32 0)
  %at1028 = zext nneg i32 %call1027 to i64
  %call1032 = tail call i32 @llvm.smin.i32(i32 %rem1020, i32 %bound414)
  %call1033 = tail call i32 @llvm.smax.i32(i32 %call1032, i32 0)
  %at1034 = zext nneg i32 %call1033 to i64
  %mul1035 = mul i64 %at1028, %3
  %81 = getelementptr float, ptr addrspace(1) %4, i64 %mul1035
  %p1037 = getelementptr float, ptr addrspace(1) %81, i64 %at1034
  %v1038 = load float, ptr addrspace(1) %p1037, align 4
  %fmul1039 = fmul float %v1038, %fmul1008
  %call1041 = tail call i32 @llvm.smin.i32(i32 %add113, i32 %sub863)
  %m1042 = zext nneg i32 %call1041 to i64
  %add1043 = add i64 %add55, %m1042
  %call1047 = tail call i64 @llvm.smin.i64(i64 %add1043, i64 %sub870)
  %call1048 = tail call i64 @llvm.smax.i64(i64 %call1047, i64 0)
  %p1049 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1048
  %v1050 = load i32, ptr addrspace(1) %p1049, align 4
  %sitofp1051 = sitofp i32 %v1050 to float
  %fmul1052 = fmul float %sitofp1051, 5.000000e-01
  %rem1057 = srem i32 %v1050, 40
  %rem1064 = srem i32 %v1050, 70
  %call1070 = tail call i32 @llvm.smin.i32(i32 %rem1057, i32 %bound)
  %call1071 = tail call i32 @llvm.smax.i32(i32 %call1070, i32 0)
  %at1072 = zext nneg i32 %call1071 to i64
  %call1076 = tail call i32 @llvm.smin.i32(i32 %rem1064, i32 %bound414)
  %call1077 = tail call i32 @llvm.smax.i32(i32 %call1076, i32 0)
  %at1078 = zext nneg i32 %call1077 to i64
  %mul1079 = mul i64 %at1072, %3
  %82 = getelementptr float, ptr addrspace(1) %4, i64 %mul1079
  %p1081 = getelementptr float, ptr addrspace(1) %82, i64 %at1078
  %v1082 = load float, ptr addrspace(1) %p1081, align 4
  %fmul1083 = fmul float %v1082, %fmul1052
  %call1085 = tail call i32 @llvm.smin.i32(i32 %add114, i32 %sub863)
  %m1086 = zext nneg i32 %call1085 to i64
  %add1087 = add i64 %add55, %m1086
  %call1091 = tail call i64 @llvm.smin.i64(i64 %add1087, i64 %sub870)
  %call1092 = tail call i64 @llvm.smax.i64(i64 %call1091, i64 0)
  %p1093 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1092
  %v1094 = load i32, ptr addrspace(1) %p1093, align 4
  %sitofp1095 = sitofp i32 %v1094 to float
  %fmul1096 = fmul float %sitofp1095, 5.000000e-01
  %rem1101 = srem i32 %v1094, 40
  %rem1108 = srem i32 %v1094, 70
  %call1114 = tail call i32 @llvm.smin.i32(i32 %rem1101, i32 %bound)
  %call1115 = tail call i32 @llvm.smax.i32(i32 %call1114, i32 0)
  %at1116 = zext nneg i32 %call1115 to i64
  %call1120 = tail call i32 @llvm.smin.i32(i32 %rem1108, i32 %bound414)
  %call1121 = tail call i32 @llvm.smax.i32(i32 %call1120, i32 0)
  %at1122 = zext nneg i32 %call1121 to i64
  %mul1123 = mul i64 %at1116, %3
  %83 = getelementptr float, ptr addrspace(1) %4, i64 %mul1123
  %p1125 = getelementptr float, ptr addrspace(1) %83, i64 %at1122
  %v1126 = load float, ptr addrspace(1) %p1125, align 4
  %fmul1127 = fmul float %v1126, %fmul1096
  %call1129 = tail call i32 @llvm.smin.i32(i32 %add115, i32 %sub863)
  %m1130 = zext nneg i32 %call1129 to i64
  %add1131 = add i64 %add55, %m1130
  %call1135 = tail call i64 @llvm.smin.i64(i64 %add1131, i64 %sub870)
  %call1136 = tail call i64 @llvm.smax.i64(i64 %call1135, i64 0)
  %p1137 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1136
  %v1138 = load i32, ptr addrspace(1) %p1137, align 4
  %sitofp1139 = sitofp i32 %v1138 to float
  %fmul1140 = fmul float %sitofp1139, 5.000000e-01
  %rem1145 = srem i32 %v1138, 40
  %rem1152 = srem i32 %v1138, 70
  %call1158 = tail call i32 @llvm.smin.i32(i32 %rem1145, i32 %bound)
  %call1159 = tail call i32 @llvm.smax.i32(i32 %call1158, i32 0)
  %at1160 = zext nneg i32 %call1159 to i64
  %call1164 = tail call i32 @llvm.smin.i32(i32 %rem1152, i32 %bound414)
  %call1165 = tail call i32 @llvm.smax.i32(i32 %call1164, i32 0)
  %at1166 = zext nneg i32 %call1165 to i64
  %mul1167 = mul i64 %at1160, %3
  %84 = getelementptr float, ptr addrspace(1) %4, i64 %mul1167
  %p1169 = getelementptr float, ptr addrspace(1) %84, i64 %at1166
  %v1170 = load float, ptr addrspace(1) %p1169, align 4
  %fmul1171 = fmul float %v1170, %fmul1140
  %call1173 = tail call i32 @llvm.smin.i32(i32 %add116, i32 %sub863)
  %m1174 = zext nneg i32 %call1173 to i64
  %add1175 = add i64 %add55, %m1174
  %call1179 = tail call i64 @llvm.smin.i64(i64 %add1175, i64 %sub870)
  %call1180 = tail call i64 @llvm.smax.i64(i64 %call1179, i64 0)
  %p1181 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1180
  %v1182 = load i32, ptr addrspace(1) %p1181, align 4
  %sitofp1183 = sitofp i32 %v1182 to float
  %fmul1184 = fmul float %sitofp1183, 5.000000e-01
  %rem1189 = srem i32 %v1182, 40
  %rem1196 = srem i32 %v1182, 70
  %call1202 = tail call i32 @llvm.smin.i32(i32 %rem1189, i32 %bound)
  %call1203 = tail call i32 @llvm.smax.i32(i32 %call1202, i32 0)
  %at1204 = zext nneg i32 %call1203 to i64
  %call1208 = tail call i32 @llvm.smin.i32(i32 %rem1196, i32 %bound414)
  %call1209 = tail call i32 @llvm.smax.i32(i32 %call1208, i32 0)
  %at1210 = zext nneg i32 %call1209 to i64
  %mul1211 = mul i64 %at1204, %3
  %85 = getelementptr float, ptr addrspace(1) %4, i64 %mul1211
  %p1213 = getelementptr float, ptr addrspace(1) %85, i64 %at1210
  %v1214 = load float, ptr addrspace(1) %p1213, align 4
  %fmul1215 = fmul float %v1214, %fmul1184
  %call1217 = tail call i32 @llvm.smin.i32(i32 %add168, i32 %sub863)
  %m1218 = zext nneg i32 %call1217 to i64
  %add1219 = add i64 %add55, %m1218
  %call1223 = tail call i64 @llvm.smin.i64(i64 %add1219, i64 %sub870)
  %call1224 = tail call i64 @llvm.smax.i64(i64 %call1223, i64 0)
  %p1225 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1224
  %v1226 = load i32, ptr addrspace(1) %p1225, align 4
  %sitofp1227 = sitofp i32 %v1226 to float
  %fmul1228 = fmul float %sitofp1227, 5.000000e-01
  %rem1233 = srem i32 %v1226, 40
  %rem1240 = srem i32 %v1226, 70
  %call1246 = tail call i32 @llvm.smin.i32(i32 %rem1233, i32 %bound)
  %call1247 = tail call i32 @llvm.smax.i32(i32 %call1246, i32 0)
  %at1248 = zext nneg i32 %call1247 to i64
  %call1252 = tail call i32 @llvm.smin.i32(i32 %rem1240, i32 %bound414)
  %call1253 = tail call i32 @llvm.smax.i32(i32 %call1252, i32 0)
  %at1254 = zext nneg i32 %call1253 to i64
  %mul1255 = mul i64 %at1248, %3
  %86 = getelementptr float, ptr addrspace(1) %4, i64 %mul1255
  %p1257 = getelementptr float, ptr addrspace(1) %86, i64 %at1254
  %v1258 = load float, ptr addrspace(1) %p1257, align 4
  %fmul1259 = fmul float %v1258, %fmul1228
  %call1261 = tail call i32 @llvm.smin.i32(i32 %add169, i32 %sub863)
  %m1262 = zext nneg i32 %call1261 to i64
  %add1263 = add i64 %add55, %m1262
  %call1267 = tail call i64 @llvm.smin.i64(i64 %add1263, i64 %sub870)
  %call1268 = tail call i64 @llvm.smax.i64(i64 %call1267, i64 0)
  %p1269 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1268
  %v1270 = load i32, ptr addrspace(1) %p1269, align 4
  %sitofp1271 = sitofp i32 %v1270 to float
  %fmul1272 = fmul float %sitofp1271, 5.000000e-01
  %rem1277 = srem i32 %v1270, 40
  %rem1284 = srem i32 %v1270, 70
  %call1290 = tail call i32 @llvm.smin.i32(i32 %rem1277, i32 %bound)
  %call1291 = tail call i32 @llvm.smax.i32(i32 %call1290, i32 0)
  %at1292 = zext nneg i32 %call1291 to i64
  %call1296 = tail call i32 @llvm.smin.i32(i32 %rem1284, i32 %bound414)
  %call1297 = tail call i32 @llvm.smax.i32(i32 %call1296, i32 0)
  %at1298 = zext nneg i32 %call1297 to i64
  %mul1299 = mul i64 %at1292, %3
  %87 = getelementptr float, ptr addrspace(1) %4, i64 %mul1299
  %p1301 = getelementptr float, ptr addrspace(1) %87, i64 %at1298
  %v1302 = load float, ptr addrspace(1) %p1301, align 4
  %fmul1303 = fmul float %v1302, %fmul1272
  %call1305 = tail call i32 @llvm.smin.i32(i32 %add170, i32 %sub863)
  %m1306 = zext nneg i32 %call1305 to i64
  %add1307 = add i64 %add55, %m1306
  %call1311 = tail call i64 @llvm.smin.i64(i64 %add1307, i64 %sub870)
  %call1312 = tail call i64 @llvm.smax.i64(i64 %call1311, i64 0)
  %p1313 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1312
  %v1314 = load i32, ptr addrspace(1) %p1313, align 4
  %sitofp1315 = sitofp i32 %v1314 to float
  %fmul1316 = fmul float %sitofp1315, 5.000000e-01
  %rem1321 = srem i32 %v1314, 40
  %rem1328 = srem i32 %v1314, 70
  %call1334 = tail call i32 @llvm.smin.i32(i32 %rem1321, i32 %bound)
  %call1335 = tail call i32 @llvm.smax.i32(i32 %call1334, i32 0)
  %at1336 = zext nneg i32 %call1335 to i64
  %call1340 = tail call i32 @llvm.smin.i32(i32 %rem1328, i32 %bound414)
  %call1341 = tail call i32 @llvm.smax.i32(i32 %call1340, i32 0)
  %at1342 = zext nneg i32 %call1341 to i64
  %mul1343 = mul i64 %at1336, %3
  %88 = getelementptr float, ptr addrspace(1) %4, i64 %mul1343
  %p1345 = getelementptr float, ptr addrspace(1) %88, i64 %at1342
  %v1346 = load float, ptr addrspace(1) %p1345, align 4
  %fmul1347 = fmul float %v1346, %fmul1316
  %call1349 = tail call i32 @llvm.smin.i32(i32 %add171, i32 %sub863)
  %m1350 = zext nneg i32 %call1349 to i64
  %add1351 = add i64 %add55, %m1350
  %call1355 = tail call i64 @llvm.smin.i64(i64 %add1351, i64 %sub870)
  %call1356 = tail call i64 @llvm.smax.i64(i64 %call1355, i64 0)
  %p1357 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1356
  %v1358 = load i32, ptr addrspace(1) %p1357, align 4
  br label %endif390.sink.split

then1416:                                         ; preds = %endif390
  %sub1903 = add nsw i32 %call383, -1
  %call1905 = tail call i32 @llvm.smin.i32(i32 %add172, i32 %sub1903)
  %m1906 = zext nneg i32 %call1905 to i64
  %call1949 = tail call i32 @llvm.smin.i32(i32 %add173, i32 %sub1903)
  %m1950 = zext nneg i32 %call1949 to i64
  br i1 %cmp.not, label %else1420, label %then1419

endif1418.sink.split:                             ; preds = %else1420, %then1419
  %.sink4046 = phi i32 [ %124, %then1419 ], [ %v2398, %else1420 ]
  %phi2444.ph = phi float [ %fmul1462, %then1419 ], [ %fmul1947, %else1420 ]
  %phi2445.ph = phi float [ %fmul1502, %then1419 ], [ %fmul1991, %else1420 ]
  %phi2446.ph = phi float [ %fmul1542, %then1419 ], [ %fmul2035, %else1420 ]
  %phi2447.ph = phi float [ %fmul1582, %then1419 ], [ %fmul2079, %else1420 ]
  %phi2448.ph = phi float [ %fmul1622, %then1419 ], [ %fmul2123, %else1420 ]
  %phi2449.ph = phi float [ %fmul1662, %then1419 ], [ %fmul2167, %else1420 ]
  %phi2450.ph = phi float [ %fmul1702, %then1419 ], [ %fmul2211, %else1420 ]
  %phi2451.ph = phi float [ %fmul1742, %then1419 ], [ %fmul2255, %else1420 ]
  %phi2452.ph = phi float [ %fmul1782, %then1419 ], [ %fmul2299, %else1420 ]
  %phi2453.ph = phi float [ %fmul1822, %then1419 ], [ %fmul2343, %else1420 ]
  %phi2454.ph = phi float [ %fmul1862, %then1419 ], [ %fmul2387, %else1420 ]
  %sitofp1870 = sitofp i32 %.sink4046 to float
  %fmul1871 = fmul float %sitofp1870, 5.000000e-01
  %rem1876 = srem i32 %.sink4046, 40
  %rem1883 = srem i32 %.sink4046, 70
  %call1889 = tail call i32 @llvm.smin.i32(i32 %rem1876, i32 %bound)
  %call1890 = tail call i32 @llvm.smax.i32(i32 %call1889, i32 0)
  %at1891 = zext nneg i32 %call1890 to i64
  %call1895 = tail call i32 @llvm.smin.i32(i32 %rem1883, i32 %bound414)
  %call1896 = tail call i32 @llvm.smax.i32(i32 %call1895, i32 0)
  %at1897 = zext nneg i32 %call1896 to i64
  %mul1898 = mul i64 %at1891, %3
  %89 = getelementptr float, ptr addrspace(1) %4, i64 %mul1898
  %p1900 = getelementptr float, ptr addrspace(1) %89, i64 %at1897
  %v1901 = load float, ptr addrspace(1) %p1900, align 4
  %fmul1902 = fmul float %v1901, %fmul1871
  br label %endif1418

endif1418:                                        ; preds = %endif1418.sink.split, %endif390
  %phi2444 = phi float [ 0.000000e+00, %endif390 ], [ %phi2444.ph, %endif1418.sink.split ]
  %phi2445 = phi float [ 0.000000e+00, %endif390 ], [ %phi2445.ph, %endif1418.sink.split ]
  %phi2446 = phi float [ 0.000000e+00, %endif390 ], [ %phi2446.ph, %endif1418.sink.split ]
  %phi2447 = phi float [ 0.000000e+00, %endif390 ], [ %phi2447.ph, %endif1418.sink.split ]
  %phi2448 = phi float [ 0.000000e+00, %endif390 ], [ %phi2448.ph, %endif1418.sink.split ]
  %phi2449 = phi float [ 0.000000e+00, %endif390 ], [ %phi2449.ph, %endif1418.sink.split ]
  %phi2450 = phi float [ 0.000000e+00, %endif390 ], [ %phi2450.ph, %endif1418.sink.split ]
  %phi2451 = phi float [ 0.000000e+00, %endif390 ], [ %phi2451.ph, %endif1418.sink.split ]
  %phi2452 = phi float [ 0.000000e+00, %endif390 ], [ %phi2452.ph, %endif1418.sink.split ]
  %phi2453 = phi float [ 0.000000e+00, %endif390 ], [ %phi2453.ph, %endif1418.sink.split ]
  %phi2454 = phi float [ 0.000000e+00, %endif390 ], [ %phi2454.ph, %endif1418.sink.split ]
  %phi2455 = phi float [ 0.000000e+00, %endif390 ], [ %fmul1902, %endif1418.sink.split ]
  store float %phi1403, ptr addrspace(3) %p2457, align 4
  store float %phi1404, ptr addrspace(3) %p2459, align 4
  store float %phi1405, ptr addrspace(3) %p2461, align 4
  store float %phi1406, ptr addrspace(3) %p2463, align 4
  store float %phi1407, ptr addrspace(3) %p2465, align 4
  store float %phi1408, ptr addrspace(3) %p2467, align 4
  store float %phi1409, ptr addrspace(3) %p2469, align 4
  store float %phi1410, ptr addrspace(3) %p2471, align 4
  store float %phi1411, ptr addrspace(3) %p2473, align 4
  store float %phi1412, ptr addrspace(3) %p2475, align 4
  store float %phi1413, ptr addrspace(3) %p2477, align 4
  store float %phi1414, ptr addrspace(3) %p2479, align 4
  store float %phi2444, ptr addrspace(3) %p2481, align 4
  store float %phi2445, ptr addrspace(3) %p2483, align 4
  store float %phi2446, ptr addrspace(3) %p2485, align 4
  store float %phi2447, ptr addrspace(3) %p2487, align 4
  store float %phi2448, ptr addrspace(3) %p2489, align 4
  store float %phi2449, ptr addrspace(3) %p2491, align 4
  store float %phi2450, ptr addrspace(3) %p2493, align 4
  store float %phi2451, ptr addrspace(3) %p2495, align 4
  store float %phi2452, ptr addrspace(3) %p2497, align 4
  store float %phi2453, ptr addrspace(3) %p2499, align 4
  store float %phi2454, ptr addrspace(3) %p2501, align 4
  store float %phi2455, ptr addrspace(3) %p2503, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %call2505 = tail call i32 @llvm.smin.i32(i32 %mul2504, i32 %local45)
  %add2506 = add nsw i32 %call2505, 24
  %call2507 = tail call i32 @llvm.smin.i32(i32 %add2506, i32 %local45)
  %sub2508 = sub i32 %call2507, %call2505
  %sub2509 = sub i32 %call2505, %call383
  %call2510 = tail call i32 @llvm.smax.i32(i32 %sub2509, i32 0)
  %call2511 = tail call i32 @llvm.smin.i32(i32 %call2505, i32 %call54)
  %cmp2512 = icmp slt i32 %call2510, %call2511
  br i1 %cmp2512, label %repeat.body, label %repeat.exit

then1419:                                         ; preds = %then1416
  %from1427 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %add55
  %p1428 = getelementptr inbounds i32, ptr addrspace(1) %from1427, i64 %m1906
  %address1429 = ptrtoint ptr addrspace(1) %p1428 to i64
  %90 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %91 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address1429, i64 %90) #5
  %sitofp1430 = sitofp i32 %91 to float
  %fmul1431 = fmul float %sitofp1430, 5.000000e-01
  %rem1436 = srem i32 %91, 40
  %rem1443 = srem i32 %91, 70
  %call1449 = tail call i32 @llvm.smin.i32(i32 %rem1436, i32 %bound)
  %call1450 = tail call i32 @llvm.smax.i32(i32 %call1449, i32 0)
  %at1451 = zext nneg i32 %call1450 to i64
  %call1455 = tail call i32 @llvm.smin.i32(i32 %rem1443, i32 %bound414)
  %call1456 = tail call i32 @llvm.smax.i32(i32 %call1455, i32 0)
  %at1457 = zext nneg i32 %call1456 to i64
  %mul1458 = mul i64 %at1451, %3
  %92 = getelementptr float, ptr addrspace(1) %4, i64 %mul1458
  %p1460 = getelementptr float, ptr addrspace(1) %92, i64 %at1457
  %v1461 = load float, ptr addrspace(1) %p1460, align 4
  %fmul1462 = fmul float %v1461, %fmul1431
  %p1468 = getelementptr inbounds i32, ptr addrspace(1) %from1427, i64 %m1950
  %address1469 = ptrtoint ptr addrspace(1) %p1468 to i64
  %93 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %94 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address1469, i64 %93) #5
  %sitofp1470 = sitofp i32 %94 to float
  %fmul1471 = fmul float %sitofp1470, 5.000000e-01
  %rem1476 = srem i32 %94, 40
  %rem1483 = srem i32 %94, 70
  %call1489 = tail call i32 @llvm.smin.i32(i32 %rem1476, i32 %bound)
  %call1490 = tail call i32 @llvm.smax.i32(i32 %call1489, i32 0)
  %at1491 = zext nneg i32 %call1490 to i64
  %call1495 = tail call i32 @llvm.smin.i32(i32 %rem1483, i32 %bound414)
  %call1496 = tail call i32 @llvm.smax.i32(i32 %call1495, i32 0)
  %at1497 = zext nneg i32 %call1496 to i64
  %mul1498 = mul i64 %at1491, %3
  %95 = getelementptr float, ptr addrspace(1) %4, i64 %mul1498
  %p1500 = getelementptr float, ptr addrspace(1) %95, i64 %at1497
  %v1501 = load float, ptr addrspace(1) %p1500, align 4
  %fmul1502 = fmul float %v1501, %fmul1471
  %call1504 = tail call i32 @llvm.smin.i32(i32 %add174, i32 %sub1903)
  %m1505 = zext nneg i32 %call1504 to i64
  %p1508 = getelementptr inbounds i32, ptr addrspace(1) %from1427, i64 %m1505
  %address1509 = ptrtoint ptr addrspace(1) %p1508 to i64
  %96 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %97 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address1509, i64 %96) #5
  %sitofp1510 = sitofp i32 %97 to float
  %fmul1511 = fmul float %sitofp1510, 5.000000e-01
  %rem1516 = srem i32 %97, 40
  %rem1523 = srem i32 %97, 70
  %call1529 = tail call i32 @llvm.smin.i32(i32 %rem1516, i32 %bound)
  %call1530 = tail call i32 @llvm.smax.i32(i32 %call1529, i32 0)
  %at1531 = zext nneg i32 %call1530 to i64
  %call1535 = tail call i32 @llvm.smin.i32(i32 %rem1523, i32 %bound414)
  %call1536 = tail call i32 @llvm.smax.i32(i32 %call1535, i32 0)
  %at1537 = zext nneg i32 %call1536 to i64
  %mul1538 = mul i64 %at1531, %3
  %98 = getelementptr float, ptr addrspace(1) %4, i64 %mul1538
  %p1540 = getelementptr float, ptr addrspace(1) %98, i64 %at1537
  %v1541 = load float, ptr addrspace(1) %p1540, align 4
  %fmul1542 = fmul float %v1541, %fmul1511
  %call1544 = tail call i32 @llvm.smin.i32(i32 %add175, i32 %sub1903)
  %m1545 = zext nneg i32 %call1544 to i64
  %p1548 = getelementptr inbounds i32, ptr addrspace(1) %from1427, i64 %m1545
  %address1549 = ptrtoint ptr addrspace(1) %p1548 to i64
  %99 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %100 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address1549, i64 %99) #5
  %sitofp1550 = sitofp i32 %100 to float
  %fmul1551 = fmul float %sitofp1550, 5.000000e-01
  %rem1556 = srem i32 %100, 40
  %rem1563 = srem i32 %100, 70
  %call1569 = tail call i32 @llvm.smin.i32(i32 %rem1556, i32 %bound)
  %call1570 = tail call i32 @llvm.smax.i32(i32 %call1569, i32 0)
  %at1571 = zext nneg i32 %call1570 to i64
  %call1575 = tail call i32 @llvm.smin.i32(i32 %rem1563, i32 %bound414)
  %call1576 = tail call i32 @llvm.smax.i32(i32 %call1575, i32 0)
  %at1577 = zext nneg i32 %call1576 to i64
  %mul1578 = mul i64 %at1571, %3
  %101 = getelementptr float, ptr addrspace(1) %4, i64 %mul1578
  %p1580 = getelementptr float, ptr addrspace(1) %101, i64 %at1577
  %v1581 = load float, ptr addrspace(1) %p1580, align 4
  %fmul1582 = fmul float %v1581, %fmul1551
  %call1584 = tail call i32 @llvm.smin.i32(i32 %add275, i32 %sub1903)
  %m1585 = zext nneg i32 %call1584 to i64
  %p1588 = getelementptr inbounds i32, ptr addrspace(1) %from1427, i64 %m1585
  %address1589 = ptrtoint ptr addrspace(1) %p1588 to i64
  %102 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %103 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address1589, i64 %102) #5
  %sitofp1590 = sitofp i32 %103 to float
  %fmul1591 = fmul float %sitofp1590, 5.000000e-01
  %rem1596 = srem i32 %103, 40
  %rem1603 = srem i32 %103, 70
  %call1609 = tail call i32 @llvm.smin.i32(i32 %rem1596, i32 %bound)
  %call1610 = tail call i32 @llvm.smax.i32(i32 %call1609, i32 0)
  %at1611 = zext nneg i32 %call1610 to i64
  %call1615 = tail call i32 @llvm.smin.i32(i32 %rem1603, i32 %bound414)
  %call1616 = tail call i32 @llvm.smax.i32(i32 %call1615, i32 0)
  %at1617 = zext nneg i32 %call1616 to i64
  %mul1618 = mul i64 %at1611, %3
  %104 = getelementptr float, ptr addrspace(1) %4, i64 %mul1618
  %p1620 = getelementptr float, ptr addrspace(1) %104, i64 %at1617
  %v1621 = load float, ptr addrspace(1) %p1620, align 4
  %fmul1622 = fmul float %v1621, %fmul1591
  %call1624 = tail call i32 @llvm.smin.i32(i32 %add276, i32 %sub1903)
  %m1625 = zext nneg i32 %call1624 to i64
  %p1628 = getelementptr inbounds i32, ptr addrspace(1) %from1427, i64 %m1625
  %address1629 = ptrtoint ptr addrspace(1) %p1628 to i64
  %105 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %106 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address1629, i64 %105) #5
  %sitofp1630 = sitofp i32 %106 to float
  %fmul1631 = fmul float %sitofp1630, 5.000000e-01
  %rem1636 = srem i32 %106, 40
  %rem1643 = srem i32 %106, 70
  %call1649 = tail call i32 @llvm.smin.i32(i32 %rem1636, i32 %bound)
  %call1650 = tail call i32 @llvm.smax.i32(i32 %call1649, i32 0)
  %at1651 = zext nneg i32 %call1650 to i64
  %call1655 = tail call i32 @llvm.smin.i32(i32 %rem1643, i32 %bound414)
  %call1656 = tail call i32 @llvm.smax.i32(i32 %call1655, i32 0)
  %at1657 = zext nneg i32 %call1656 to i64
  %mul1658 = mul i64 %at1651, %3
  %107 = getelementptr float, ptr addrspace(1) %4, i64 %mul1658
  %p1660 = getelementptr float, ptr addrspace(1) %107, i64 %at1657
  %v1661 = load float, ptr addrspace(1) %p1660, align 4
  %fmul1662 = fmul float %v1661, %fmul1631
  %call1664 = tail call i32 @llvm.smin.i32(i32 %add277, i32 %sub1903)
  %m1665 = zext nneg i32 %call1664 to i64
  %p1668 = getelementptr inbounds i32, ptr addrspace(1) %from1427, i64 %m1665
  %address1669 = ptrtoint ptr addrspace(1) %p1668 to i64
  %108 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %109 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address1669, i64 %108) #5
  %sitofp1670 = sitofp i32 %109 to float
  %fmul1671 = fmul float %sitofp1670, 5.000000e-01
  %rem1676 = srem i32 %109, 40
  %rem1683 = srem i32 %109, 70
  %call1689 = tail call i32 @llvm.smin.i32(i32 %rem1676, i32 %bound)
  %call1690 = tail call i32 @llvm.smax.i32(i32 %call1689, i32 0)
  %at1691 = zext nneg i32 %call1690 to i64
  %call1695 = tail call i32 @llvm.smin.i32(i32 %rem1683, i32 %bound414)
  %call1696 = tail call i32 @llvm.smax.i32(i32 %call1695, i32 0)
  %at1697 = zext nneg i32 %call1696 to i64
  %mul1698 = mul i64 %at1691, %3
  %110 = getelementptr float, ptr addrspace(1) %4, i64 %mul1698
  %p1700 = getelementptr float, ptr addrspace(1) %110, i64 %at1697
  %v1701 = load float, ptr addrspace(1) %p1700, align 4
  %fmul1702 = fmul float %v1701, %fmul1671
  %call1704 = tail call i32 @llvm.smin.i32(i32 %add278, i32 %sub1903)
  %m1705 = zext nneg i32 %call1704 to i64
  %p1708 = getelementptr inbounds i32, ptr addrspace(1) %from1427, i64 %m1705
  %address1709 = ptrtoint ptr addrspace(1) %p1708 to i64
  %111 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %112 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address1709, i64 %111) #5
  %sitofp1710 = sitofp i32 %112 to float
  %fmul1711 = fmul float %sitofp1710, 5.000000e-01
  %rem1716 = srem i32 %112, 40
  %rem1723 = srem i32 %112, 70
  %call1729 = tail call i32 @llvm.smin.i32(i32 %rem1716, i32 %bound)
  %call1730 = tail call i32 @llvm.smax.i32(i32 %call1729, i32 0)
  %at1731 = zext nneg i32 %call1730 to i64
  %call1735 = tail call i32 @llvm.smin.i32(i32 %rem1723, i32 %bound414)
  %call1736 = tail call i32 @llvm.smax.i32(i32 %call1735, i32 0)
  %at1737 = zext nneg i32 %call1736 to i64
  %mul1738 = mul i64 %at1731, %3
  %113 = getelementptr float, ptr addrspace(1) %4, i64 %mul1738
  %p1740 = getelementptr float, ptr addrspace(1) %113, i64 %at1737
  %v1741 = load float, ptr addrspace(1) %p1740, align 4
  %fmul1742 = fmul float %v1741, %fmul1711
  %call1744 = tail call i32 @llvm.smin.i32(i32 %add279, i32 %sub1903)
  %m1745 = zext nneg i32 %call1744 to i64
  %p1748 = getelementptr inbounds i32, ptr addrspace(1) %from1427, i64 %m1745
  %address1749 = ptrtoint ptr addrspace(1) %p1748 to i64
  %114 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %115 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address1749, i64 %114) #5
  %sitofp1750 = sitofp i32 %115 to float
  %fmul1751 = fmul float %sitofp1750, 5.000000e-01
  %rem1756 = srem i32 %115, 40
  %rem1763 = srem i32 %115, 70
  %call1769 = tail call i32 @llvm.smin.i32(i32 %rem1756, i32 %bound)
  %call1770 = tail call i32 @llvm.smax.i32(i32 %call1769, i32 0)
  %at1771 = zext nneg i32 %call1770 to i64
  %call1775 = tail call i32 @llvm.smin.i32(i32 %rem1763, i32 %bound414)
  %call1776 = tail call i32 @llvm.smax.i32(i32 %call1775, i32 0)
  %at1777 = zext nneg i32 %call1776 to i64
  %mul1778 = mul i64 %at1771, %3
  %116 = getelementptr float, ptr addrspace(1) %4, i64 %mul1778
  %p1780 = getelementptr float, ptr addrspace(1) %116, i64 %at1777
  %v1781 = load float, ptr addrspace(1) %p1780, align 4
  %fmul1782 = fmul float %v1781, %fmul1751
  %call1784 = tail call i32 @llvm.smin.i32(i32 %add280, i32 %sub1903)
  %m1785 = zext nneg i32 %call1784 to i64
  %p1788 = getelementptr inbounds i32, ptr addrspace(1) %from1427, i64 %m1785
  %address1789 = ptrtoint ptr addrspace(1) %p1788 to i64
  %117 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %118 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address1789, i64 %117) #5
  %sitofp1790 = sitofp i32 %118 to float
  %fmul1791 = fmul float %sitofp1790, 5.000000e-01
  %rem1796 = srem i32 %118, 40
  %rem1803 = srem i32 %118, 70
  %call1809 = tail call i32 @llvm.smin.i32(i32 %rem1796, i32 %bound)
  %call1810 = tail call i32 @llvm.smax.i32(i32 %call1809, i32 0)
  %at1811 = zext nneg i32 %call1810 to i64
  %call1815 = tail call i32 @llvm.smin.i32(i32 %rem1803, i32 %bound414)
  %call1816 = tail call i32 @llvm.smax.i32(i32 %call1815, i32 0)
  %at1817 = zext nneg i32 %call1816 to i64
  %mul1818 = mul i64 %at1811, %3
  %119 = getelementptr float, ptr addrspace(1) %4, i64 %mul1818
  %p1820 = getelementptr float, ptr addrspace(1) %119, i64 %at1817
  %v1821 = load float, ptr addrspace(1) %p1820, align 4
  %fmul1822 = fmul float %v1821, %fmul1791
  %call1824 = tail call i32 @llvm.smin.i32(i32 %add281, i32 %sub1903)
  %m1825 = zext nneg i32 %call1824 to i64
  %p1828 = getelementptr inbounds i32, ptr addrspace(1) %from1427, i64 %m1825
  %address1829 = ptrtoint ptr addrspace(1) %p1828 to i64
  %120 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %121 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address1829, i64 %120) #5
  %sitofp1830 = sitofp i32 %121 to float
  %fmul1831 = fmul float %sitofp1830, 5.000000e-01
  %rem1836 = srem i32 %121, 40
  %rem1843 = srem i32 %121, 70
  %call1849 = tail call i32 @llvm.smin.i32(i32 %rem1836, i32 %bound)
  %call1850 = tail call i32 @llvm.smax.i32(i32 %call1849, i32 0)
  %at1851 = zext nneg i32 %call1850 to i64
  %call1855 = tail call i32 @llvm.smin.i32(i32 %rem1843, i32 %bound414)
  %call1856 = tail call i32 @llvm.smax.i32(i32 %call1855, i32 0)
  %at1857 = zext nneg i32 %call1856 to i64
  %mul1858 = mul i64 %at1851, %3
  %122 = getelementptr float, ptr addrspace(1) %4, i64 %mul1858
  %p1860 = getelementptr float, ptr addrspace(1) %122, i64 %at1857
  %v1861 = load float, ptr addrspace(1) %p1860, align 4
  %fmul1862 = fmul float %v1861, %fmul1831
  %call1864 = tail call i32 @llvm.smin.i32(i32 %add282, i32 %sub1903)
  %m1865 = zext nneg i32 %call1864 to i64
  %p1868 = getelementptr inbounds i32, ptr addrspace(1) %from1427, i64 %m1865
  %address1869 = ptrtoint ptr addrspace(1) %p1868 to i64
  %123 = tail call i64 asm "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;", "=l"() #5
  %124 = tail call i32 asm "ld.global.nc.L1::no_allocate.L2::cache_hint.b32 $0, [$1], $2;", "=r,l,l"(i64 %address1869, i64 %123) #5
  br label %endif1418.sink.split

else1420:                                         ; preds = %then1416
  %add1907 = add i64 %add55, %m1906
  %call1911 = tail call i64 @llvm.smin.i64(i64 %add1907, i64 %sub870)
  %call1912 = tail call i64 @llvm.smax.i64(i64 %call1911, i64 0)
  %p1913 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1912
  %v1914 = load i32, ptr addrspace(1) %p1913, align 4
  %sitofp1915 = sitofp i32 %v1914 to float
  %fmul1916 = fmul float %sitofp1915, 5.000000e-01
  %rem1921 = srem i32 %v1914, 40
  %rem1928 = srem i32 %v1914, 70
  %call1934 = tail call i32 @llvm.smin.i32(i32 %rem1921, i32 %bound)
  %call1935 = tail call i32 @llvm.smax.i32(i32 %call1934, i32 0)
  %at1936 = zext nneg i32 %call1935 to i64
  %call1940 = tail call i32 @llvm.smin.i32(i32 %rem1928, i32 %bound414)
  %call1941 = tail call i32 @llvm.smax.i32(i32 %call1940, i32 0)
  %at1942 = zext nneg i32 %call1941 to i64
  %mul1943 = mul i64 %at1936, %3
  %125 = getelementptr float, ptr addrspace(1) %4, i64 %mul1943
  %p1945 = getelementptr float, ptr addrspace(1) %125, i64 %at1942
  %v1946 = load float, ptr addrspace(1) %p1945, align 4
  %fmul1947 = fmul float %v1946, %fmul1916
  %add1951 = add i64 %add55, %m1950
  %call1955 = tail call i64 @llvm.smin.i64(i64 %add1951, i64 %sub870)
  %call1956 = tail call i64 @llvm.smax.i64(i64 %call1955, i64 0)
  %p1957 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1956
  %v1958 = load i32, ptr addrspace(1) %p1957, align 4
  %sitofp1959 = sitofp i32 %v1958 to float
  %fmul1960 = fmul float %sitofp1959, 5.000000e-01
  %rem1965 = srem i32 %v1958, 40
  %rem1972 = srem i32 %v1958, 70
  %call1978 = tail call i32 @llvm.smin.i32(i32 %rem1965, i32 %bound)
  %call1979 = tail call i32 @llvm.smax.i32(i32 %call1978, i32 0)
  %at1980 = zext nneg i32 %call1979 to i64
  %call1984 = tail call i32 @llvm.smin.i32(i32 %rem1972, i32 %bound414)
  %call1985 = tail call i32 @llvm.smax.i32(i32 %call1984, i32 0)
  %at1986 = zext nneg i32 %call1985 to i64
  %mul1987 = mul i64 %at1980, %3
  %126 = getelementptr float, ptr addrspace(1) %4, i64 %mul1987
  %p1989 = getelementptr float, ptr addrspace(1) %126, i64 %at1986
  %v1990 = load float, ptr addrspace(1) %p1989, align 4
  %fmul1991 = fmul float %v1990, %fmul1960
  %call1993 = tail call i32 @llvm.smin.i32(i32 %add174, i32 %sub1903)
  %m1994 = zext nneg i32 %call1993 to i64
  %add1995 = add i64 %add55, %m1994
  %call1999 = tail call i64 @llvm.smin.i64(i64 %add1995, i64 %sub870)
  %call2000 = tail call i64 @llvm.smax.i64(i64 %call1999, i64 0)
  %p2001 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2000
  %v2002 = load i32, ptr addrspace(1) %p2001, align 4
  %sitofp2003 = sitofp i32 %v2002 to float
  %fmul2004 = fmul float %sitofp2003, 5.000000e-01
  %rem2009 = srem i32 %v2002, 40
  %rem2016 = srem i32 %v2002, 70
  %call2022 = tail call i32 @llvm.smin.i32(i32 %rem2009, i32 %bound)
  %call2023 = tail call i32 @llvm.smax.i32(i32 %call2022, i32 0)
  %at2024 = zext nneg i32 %call2023 to i64
  %call2028 = tail call i32 @llvm.smin.i32(i32 %rem2016, i32 %bound414)
  %call2029 = tail call i32 @llvm.smax.i32(i32 %call2028, i32 0)
  %at2030 = zext nneg i32 %call2029 to i64
  %mul2031 = mul i64 %at2024, %3
  %127 = getelementptr float, ptr addrspace(1) %4, i64 %mul2031
  %p2033 = getelementptr float, ptr addrspace(1) %127, i64 %at2030
  %v2034 = load float, ptr addrspace(1) %p2033, align 4
  %fmul2035 = fmul float %v2034, %fmul2004
  %call2037 = tail call i32 @llvm.smin.i32(i32 %add175, i32 %sub1903)
  %m2038 = zext nneg i32 %call2037 to i64
  %add2039 = add i64 %add55, %m2038
  %call2043 = tail call i64 @llvm.smin.i64(i64 %add2039, i64 %sub870)
  %call2044 = tail call i64 @llvm.smax.i64(i64 %call2043, i64 0)
  %p2045 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2044
  %v2046 = load i32, ptr addrspace(1) %p2045, align 4
  %sitofp2047 = sitofp i32 %v2046 to float
  %fmul2048 = fmul float %sitofp2047, 5.000000e-01
  %rem2053 = srem i32 %v2046, 40
  %rem2060 = srem i32 %v2046, 70
  %call2066 = tail call i32 @llvm.smin.i32(i32 %rem2053, i32 %bound)
  %call2067 = tail call i32 @llvm.smax.i32(i32 %call2066, i32 0)
  %at2068 = zext nneg i32 %call2067 to i64
  %call2072 = tail call i32 @llvm.smin.i32(i32 %rem2060, i32 %bound414)
  %call2073 = tail call i32 @llvm.smax.i32(i32 %call2072, i32 0)
  %at2074 = zext nneg i32 %call2073 to i64
  %mul2075 = mul i64 %at2068, %3
  %128 = getelementptr float, ptr addrspace(1) %4, i64 %mul2075
  %p2077 = getelementptr float, ptr addrspace(1) %128, i64 %at2074
  %v2078 = load float, ptr addrspace(1) %p2077, align 4
  %fmul2079 = fmul float %v2078, %fmul2048
  %call2081 = tail call i32 @llvm.smin.i32(i32 %add275, i32 %sub1903)
  %m2082 = zext nneg i32 %call2081 to i64
  %add2083 = add i64 %add55, %m2082
  %call2087 = tail call i64 @llvm.smin.i64(i64 %add2083, i64 %sub870)
  %call2088 = tail call i64 @llvm.smax.i64(i64 %call2087, i64 0)
  %p2089 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2088
  %v2090 = load i32, ptr addrspace(1) %p2089, align 4
  %sitofp2091 = sitofp i32 %v2090 to float
  %fmul2092 = fmul float %sitofp2091, 5.000000e-01
  %rem2097 = srem i32 %v2090, 40
  %rem2104 = srem i32 %v2090, 70
  %call2110 = tail call i32 @llvm.smin.i32(i32 %rem2097, i32 %bound)
  %call2111 = tail call i32 @llvm.smax.i32(i32 %call2110, i32 0)
  %at2112 = zext nneg i32 %call2111 to i64
  %call2116 = tail call i32 @llvm.smin.i32(i32 %rem2104, i32 %bound414)
  %call2117 = tail call i32 @llvm.smax.i32(i32 %call2116, i32 0)
  %at2118 = zext nneg i32 %call2117 to i64
  %mul2119 = mul i64 %at2112, %3
  %129 = getelementptr float, ptr addrspace(1) %4, i64 %mul2119
  %p2121 = getelementptr float, ptr addrspace(1) %129, i64 %at2118
  %v2122 = load float, ptr addrspace(1) %p2121, align 4
  %fmul2123 = fmul float %v2122, %fmul2092
  %call2125 = tail call i32 @llvm.smin.i32(i32 %add276, i32 %sub1903)
  %m2126 = zext nneg i32 %call2125 to i64
  %add2127 = add i64 %add55, %m2126
  %call2131 = tail call i64 @llvm.smin.i64(i64 %add2127, i64 %sub870)
  %call2132 = tail call i64 @llvm.smax.i64(i64 %call2131, i64 0)
  %p2133 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2132
  %v2134 = load i32, ptr addrspace(1) %p2133, align 4
  %sitofp2135 = sitofp i32 %v2134 to float
  %fmul2136 = fmul float %sitofp2135, 5.000000e-01
  %rem2141 = srem i32 %v2134, 40
  %rem2148 = srem i32 %v2134, 70
  %call2154 = tail call i32 @llvm.smin.i32(i32 %rem2141, i32 %bound)
  %call2155 = tail call i32 @llvm.smax.i32(i32 %call2154, i32 0)
  %at2156 = zext nneg i32 %call2155 to i64
  %call2160 = tail call i32 @llvm.smin.i32(i32 %rem2148, i32 %bound414)
  %call2161 = tail call i32 @llvm.smax.i32(i32 %call2160, i32 0)
  %at2162 = zext nneg i32 %call2161 to i64
  %mul2163 = mul i64 %at2156, %3
  %130 = getelementptr float, ptr addrspace(1) %4, i64 %mul2163
  %p2165 = getelementptr float, ptr addrspace(1) %130, i64 %at2162
  %v2166 = load float, ptr addrspace(1) %p2165, align 4
  %fmul2167 = fmul float %v2166, %fmul2136
  %call2169 = tail call i32 @llvm.smin.i32(i32 %add277, i32 %sub1903)
  %m2170 = zext nneg i32 %call2169 to i64
  %add2171 = add i64 %add55, %m2170
  %call2175 = tail call i64 @llvm.smin.i64(i64 %add2171, i64 %sub870)
  %call2176 = tail call i64 @llvm.smax.i64(i64 %call2175, i64 0)
  %p2177 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2176
  %v2178 = load i32, ptr addrspace(1) %p2177, align 4
  %sitofp2179 = sitofp i32 %v2178 to float
  %fmul2180 = fmul float %sitofp2179, 5.000000e-01
  %rem2185 = srem i32 %v2178, 40
  %rem2192 = srem i32 %v2178, 70
  %call2198 = tail call i32 @llvm.smin.i32(i32 %rem2185, i32 %bound)
  %call2199 = tail call i32 @llvm.smax.i32(i32 %call2198, i32 0)
  %at2200 = zext nneg i32 %call2199 to i64
  %call2204 = tail call i32 @llvm.smin.i32(i32 %rem2192, i32 %bound414)
  %call2205 = tail call i32 @llvm.smax.i32(i32 %call2204, i32 0)
  %at2206 = zext nneg i32 %call2205 to i64
  %mul2207 = mul i64 %at2200, %3
  %131 = getelementptr float, ptr addrspace(1) %4, i64 %mul2207
  %p2209 = getelementptr float, ptr addrspace(1) %131, i64 %at2206
  %v2210 = load float, ptr addrspace(1) %p2209, align 4
  %fmul2211 = fmul float %v2210, %fmul2180
  %call2213 = tail call i32 @llvm.smin.i32(i32 %add278, i32 %sub1903)
  %m2214 = zext nneg i32 %call2213 to i64
  %add2215 = add i64 %add55, %m2214
  %call2219 = tail call i64 @llvm.smin.i64(i64 %add2215, i64 %sub870)
  %call2220 = tail call i64 @llvm.smax.i64(i64 %call2219, i64 0)
  %p2221 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2220
  %v2222 = load i32, ptr addrspace(1) %p2221, align 4
  %sitofp2223 = sitofp i32 %v2222 to float
  %fmul2224 = fmul float %sitofp2223, 5.000000e-01
  %rem2229 = srem i32 %v2222, 40
  %rem2236 = srem i32 %v2222, 70
  %call2242 = tail call i32 @llvm.smin.i32(i32 %rem2229, i32 %bound)
  %call2243 = tail call i32 @llvm.smax.i32(i32 %call2242, i32 0)
  %at2244 = zext nneg i32 %call2243 to i64
  %call2248 = tail call i32 @llvm.smin.i32(i32 %rem2236, i32 %bound414)
  %call2249 = tail call i32 @llvm.smax.i32(i32 %call2248, i32 0)
  %at2250 = zext nneg i32 %call2249 to i64
  %mul2251 = mul i64 %at2244, %3
  %132 = getelementptr float, ptr addrspace(1) %4, i64 %mul2251
  %p2253 = getelementptr float, ptr addrspace(1) %132, i64 %at2250
  %v2254 = load float, ptr addrspace(1) %p2253, align 4
  %fmul2255 = fmul float %v2254, %fmul2224
  %call2257 = tail call i32 @llvm.smin.i32(i32 %add279, i32 %sub1903)
  %m2258 = zext nneg i32 %call2257 to i64
  %add2259 = add i64 %add55, %m2258
  %call2263 = tail call i64 @llvm.smin.i64(i64 %add2259, i64 %sub870)
  %call2264 = tail call i64 @llvm.smax.i64(i64 %call2263, i64 0)
  %p2265 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2264
  %v2266 = load i32, ptr addrspace(1) %p2265, align 4
  %sitofp2267 = sitofp i32 %v2266 to float
  %fmul2268 = fmul float %sitofp2267, 5.000000e-01
  %rem2273 = srem i32 %v2266, 40
  %rem2280 = srem i32 %v2266, 70
  %call2286 = tail call i32 @llvm.smin.i32(i32 %rem2273, i32 %bound)
  %call2287 = tail call i32 @llvm.smax.i32(i32 %call2286, i32 0)
  %at2288 = zext nneg i32 %call2287 to i64
  %call2292 = tail call i32 @llvm.smin.i32(i32 %rem2280, i32 %bound414)
  %call2293 = tail call i32 @llvm.smax.i32(i32 %call2292, i32 0)
  %at2294 = zext nneg i32 %call2293 to i64
  %mul2295 = mul i64 %at2288, %3
  %133 = getelementptr float, ptr addrspace(1) %4, i64 %mul2295
  %p2297 = getelementptr float, ptr addrspace(1) %133, i64 %at2294
  %v2298 = load float, ptr addrspace(1) %p2297, align 4
  %fmul2299 = fmul float %v2298, %fmul2268
  %call2301 = tail call i32 @llvm.smin.i32(i32 %add280, i32 %sub1903)
  %m2302 = zext nneg i32 %call2301 to i64
  %add2303 = add i64 %add55, %m2302
  %call2307 = tail call i64 @llvm.smin.i64(i64 %add2303, i64 %sub870)
  %call2308 = tail call i64 @llvm.smax.i64(i64 %call2307, i64 0)
  %p2309 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2308
  %v2310 = load i32, ptr addrspace(1) %p2309, align 4
  %sitofp2311 = sitofp i32 %v2310 to float
  %fmul2312 = fmul float %sitofp2311, 5.000000e-01
  %rem2317 = srem i32 %v2310, 40
  %rem2324 = srem i32 %v2310, 70
  %call2330 = tail call i32 @llvm.smin.i32(i32 %rem2317, i32 %bound)
  %call2331 = tail call i32 @llvm.smax.i32(i32 %call2330, i32 0)
  %at2332 = zext nneg i32 %call2331 to i64
  %call2336 = tail call i32 @llvm.smin.i32(i32 %rem2324, i32 %bound414)
  %call2337 = tail call i32 @llvm.smax.i32(i32 %call2336, i32 0)
  %at2338 = zext nneg i32 %call2337 to i64
  %mul2339 = mul i64 %at2332, %3
  %134 = getelementptr float, ptr addrspace(1) %4, i64 %mul2339
  %p2341 = getelementptr float, ptr addrspace(1) %134, i64 %at2338
  %v2342 = load float, ptr addrspace(1) %p2341, align 4
  %fmul2343 = fmul float %v2342, %fmul2312
  %call2345 = tail call i32 @llvm.smin.i32(i32 %add281, i32 %sub1903)
  %m2346 = zext nneg i32 %call2345 to i64
  %add2347 = add i64 %add55, %m2346
  %call2351 = tail call i64 @llvm.smin.i64(i64 %add2347, i64 %sub870)
  %call2352 = tail call i64 @llvm.smax.i64(i64 %call2351, i64 0)
  %p2353 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2352
  %v2354 = load i32, ptr addrspace(1) %p2353, align 4
  %sitofp2355 = sitofp i32 %v2354 to float
  %fmul2356 = fmul float %sitofp2355, 5.000000e-01
  %rem2361 = srem i32 %v2354, 40
  %rem2368 = srem i32 %v2354, 70
  %call2374 = tail call i32 @llvm.smin.i32(i32 %rem2361, i32 %bound)
  %call2375 = tail call i32 @llvm.smax.i32(i32 %call2374, i32 0)
  %at2376 = zext nneg i32 %call2375 to i64
  %call2380 = tail call i32 @llvm.smin.i32(i32 %rem2368, i32 %bound414)
  %call2381 = tail call i32 @llvm.smax.i32(i32 %call2380, i32 0)
  %at2382 = zext nneg i32 %call2381 to i64
  %mul2383 = mul i64 %at2376, %3
  %135 = getelementptr float, ptr addrspace(1) %4, i64 %mul2383
  %p2385 = getelementptr float, ptr addrspace(1) %135, i64 %at2382
  %v2386 = load float, ptr addrspace(1) %p2385, align 4
  %fmul2387 = fmul float %v2386, %fmul2356
  %call2389 = tail call i32 @llvm.smin.i32(i32 %add282, i32 %sub1903)
  %m2390 = zext nneg i32 %call2389 to i64
  %add2391 = add i64 %add55, %m2390
  %call2395 = tail call i64 @llvm.smin.i64(i64 %add2391, i64 %sub870)
  %call2396 = tail call i64 @llvm.smax.i64(i64 %call2395, i64 0)
  %p2397 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2396
  %v2398 = load i32, ptr addrspace(1) %p2397, align 4
  br label %endif1418.sink.split

repeat.body:                                      ; preds = %endif1418, %repeat.body
  %phi2513 = phi i32 [ %sel2521, %repeat.body ], [ %call2510, %endif1418 ]
  %phi2514 = phi i32 [ %sel2522, %repeat.body ], [ %call2511, %endif1418 ]
  %add2515 = add nuw nsw i32 %phi2514, %phi2513
  %mid = lshr i32 %add2515, 1
  %136 = zext nneg i32 %mid to i64
  %p2516 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %136
  %v2517 = load i32, ptr addrspace(3) %p2516, align 4
  %add2518 = add i32 %mid, %v2517
  %cmp2519 = icmp slt i32 %add2518, %call2505
  %add2520 = add nuw nsw i32 %mid, 1
  %sel2521 = select i1 %cmp2519, i32 %add2520, i32 %phi2513
  %sel2522 = select i1 %cmp2519, i32 %phi2514, i32 %mid
  %cmp2523 = icmp slt i32 %sel2521, %sel2522
  br i1 %cmp2523, label %repeat.body, label %repeat.exit

repeat.exit:                                      ; preds = %repeat.body, %endif1418
  %phi2524 = phi i32 [ %call2510, %endif1418 ], [ %sel2521, %repeat.body ]
  %sub2526 = sub i32 %call2505, %phi2524
  %cmp2527 = icmp eq i32 %phi2524, 0
  %137 = tail call i32 @llvm.smax.i32(i32 %phi2524, i32 1)
  %138 = zext nneg i32 %137 to i64
  %gep3992 = getelementptr i32, ptr addrspace(3) %invariant.gep3991, i64 %138
  %v2531 = load i32, ptr addrspace(3) %gep3992, align 4
  %sel2532 = select i1 %cmp2527, i32 %sub42, i32 %v2531
  %cmp2533 = icmp sgt i32 %sub2526, %sel2532
  %139 = zext nneg i32 %phi2524 to i64
  %p2534 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %139
  %v2535 = load i32, ptr addrspace(3) %p2534, align 4
  %cmp2536 = icmp sgt i32 %sub2508, 0
  %cmp2537 = icmp slt i32 %sub2526, %v2535
  %element = and i1 %cmp2536, %cmp2537
  %end = xor i1 %cmp2536, %element
  %140 = sext i32 %sub2526 to i64
  %p2538 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %140
  %v2539 = load float, ptr addrspace(3) %p2538, align 4
  %w2542 = xor i1 %cmp2533, true
  %write = and i1 %end, %w2542
  %cmp2543 = icmp slt i32 %phi2524, %local48
  %in = and i1 %cmp2543, %write
  br i1 %in, label %then2544, label %endif2545

then2544:                                         ; preds = %repeat.exit
  %p2546 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %139
  store float 0.000000e+00, ptr addrspace(3) %p2546, align 4
  br label %endif2545

endif2545:                                        ; preds = %then2544, %repeat.exit
  %step = zext i1 %end to i32
  %add2549 = add nuw i32 %phi2524, %step
  %step2550 = zext i1 %element to i32
  %add2551 = add i32 %sub2526, %step2550
  %141 = sext i32 %add2549 to i64
  %p2552 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %141
  %v2553 = load i32, ptr addrspace(3) %p2552, align 4
  %sel2554 = select i1 %end, i32 %v2553, i32 %v2535
  %sel2556 = select i1 %element, float %v2539, float 0.000000e+00
  %cmp2559 = icmp sgt i32 %sub2508, 1
  %cmp2560 = icmp slt i32 %add2551, %sel2554
  %element2561 = and i1 %cmp2559, %cmp2560
  %end2563 = xor i1 %cmp2559, %element2561
  %142 = sext i32 %add2551 to i64
  %p2564 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %142
  %v2565 = load float, ptr addrspace(3) %p2564, align 4
  %fadd2566 = fadd reassoc contract float %v2539, %v2565
  %sel2568 = select i1 %element, float %fadd2566, float %v2565
  %first = xor i1 %end, true
  %defer2569 = and i1 %cmp2533, %first
  %w2570 = xor i1 %defer2569, true
  %cmp2572 = icmp slt i32 %add2549, %local48
  %143 = and i1 %cmp2572, %w2570
  %in2573 = and i1 %143, %end2563
  br i1 %in2573, label %then2574, label %endif2575

then2574:                                         ; preds = %endif2545
  %p2578 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %141
  %fadd2576 = fadd reassoc contract float %v2539, 0.000000e+00
  %sel2577 = select i1 %element, float %fadd2576, float 0.000000e+00
  store float %sel2577, ptr addrspace(3) %p2578, align 4
  br label %endif2575

endif2575:                                        ; preds = %then2574, %endif2545
  %keep2579 = and i1 %defer2569, %end2563
  %sel2580 = select i1 %keep2579, float %sel2556, float 0.000000e+00
  %sel2581 = and i1 %cmp2537, %keep2579
  %step2582 = zext i1 %end2563 to i32
  %add2583 = add nuw i32 %add2549, %step2582
  %step2584 = zext i1 %element2561 to i32
  %add2585 = add i32 %add2551, %step2584
  %144 = sext i32 %add2583 to i64
  %p2586 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %144
  %v2587 = load i32, ptr addrspace(3) %p2586, align 4
  %sel2588 = select i1 %end2563, i32 %v2587, i32 %sel2554
  %sel2589 = select i1 %end2563, float 0.000000e+00, float %sel2556
  %sel2590 = select i1 %element2561, float %sel2568, float %sel2589
  %sel2592 = select i1 %cmp2559, i1 %cmp2560, i1 %element
  %ended2593 = or i1 %end, %end2563
  %cmp2594 = icmp sgt i32 %sub2508, 2
  %cmp2595 = icmp slt i32 %add2585, %sel2588
  %element2596 = and i1 %cmp2594, %cmp2595
  %end2598 = xor i1 %cmp2594, %element2596
  %145 = sext i32 %add2585 to i64
  %p2599 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %145
  %v2600 = load float, ptr addrspace(3) %p2599, align 4
  %fadd2602 = fadd reassoc contract float %sel2590, %v2600
  %sel2604 = select i1 %sel2592, float %fadd2602, float %v2600
  %first2606 = xor i1 %ended2593, true
  %defer2607 = and i1 %cmp2533, %first2606
  %w2608 = xor i1 %defer2607, true
  %cmp2610 = icmp slt i32 %add2583, %local48
  %146 = and i1 %cmp2610, %w2608
  %in2611 = and i1 %146, %end2598
  br i1 %in2611, label %then2612, label %endif2613

then2612:                                         ; preds = %endif2575
  %p2616 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %144
  %fadd2614 = fadd reassoc contract float %sel2590, 0.000000e+00
  %sel2615 = select i1 %sel2592, float %fadd2614, float 0.000000e+00
  store float %sel2615, ptr addrspace(3) %p2616, align 4
  br label %endif2613

endif2613:                                        ; preds = %then2612, %endif2575
  %keep2617 = and i1 %defer2607, %end2598
  %sel2618 = select i1 %keep2617, float %sel2590, float %sel2580
  %sel2619 = select i1 %keep2617, i1 %sel2592, i1 %sel2581
  %step2620 = zext i1 %end2598 to i32
  %add2621 = add nuw i32 %add2583, %step2620
  %step2622 = zext i1 %element2596 to i32
  %add2623 = add i32 %add2585, %step2622
  %147 = sext i32 %add2621 to i64
  %p2624 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %147
  %v2625 = load i32, ptr addrspace(3) %p2624, align 4
  %sel2626 = select i1 %end2598, i32 %v2625, i32 %sel2588
  %sel2627 = select i1 %end2598, float 0.000000e+00, float %sel2590
  %sel2628 = select i1 %element2596, float %sel2604, float %sel2627
  %sel2630 = select i1 %cmp2594, i1 %cmp2595, i1 %sel2592
  %ended2631 = or i1 %ended2593, %end2598
  %cmp2632 = icmp sgt i32 %sub2508, 3
  %cmp2633 = icmp slt i32 %add2623, %sel2626
  %element2634 = and i1 %cmp2632, %cmp2633
  %end2636 = xor i1 %cmp2632, %element2634
  %148 = sext i32 %add2623 to i64
  %p2637 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %148
  %v2638 = load float, ptr addrspace(3) %p2637, align 4
  %fadd2640 = fadd reassoc contract float %sel2628, %v2638
  %sel2642 = select i1 %sel2630, float %fadd2640, float %v2638
  %first2644 = xor i1 %ended2631, true
  %defer2645 = and i1 %cmp2533, %first2644
  %w2646 = xor i1 %defer2645, true
  %cmp2648 = icmp slt i32 %add2621, %local48
  %149 = and i1 %cmp2648, %w2646
  %in2649 = and i1 %149, %end2636
  br i1 %in2649, label %then2650, label %endif2651

then2650:                                         ; preds = %endif2613
  %p2654 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %147
  %fadd2652 = fadd reassoc contract float %sel2628, 0.000000e+00
  %sel2653 = select i1 %sel2630, float %fadd2652, float 0.000000e+00
  store float %sel2653, ptr addrspace(3) %p2654, align 4
  br label %endif2651

endif2651:                                        ; preds = %then2650, %endif2613
  %keep2655 = and i1 %defer2645, %end2636
  %sel2656 = select i1 %keep2655, float %sel2628, float %sel2618
  %sel2657 = select i1 %keep2655, i1 %sel2630, i1 %sel2619
  %step2658 = zext i1 %end2636 to i32
  %add2659 = add nuw i32 %add2621, %step2658
  %step2660 = zext i1 %element2634 to i32
  %add2661 = add i32 %add2623, %step2660
  %150 = sext i32 %add2659 to i64
  %p2662 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %150
  %v2663 = load i32, ptr addrspace(3) %p2662, align 4
  %sel2664 = select i1 %end2636, i32 %v2663, i32 %sel2626
  %sel2665 = select i1 %end2636, float 0.000000e+00, float %sel2628
  %sel2666 = select i1 %element2634, float %sel2642, float %sel2665
  %sel2668 = select i1 %cmp2632, i1 %cmp2633, i1 %sel2630
  %ended2669 = or i1 %ended2631, %end2636
  %cmp2670 = icmp sgt i32 %sub2508, 4
  %cmp2671 = icmp slt i32 %add2661, %sel2664
  %element2672 = and i1 %cmp2670, %cmp2671
  %end2674 = xor i1 %cmp2670, %element2672
  %151 = sext i32 %add2661 to i64
  %p2675 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %151
  %v2676 = load float, ptr addrspace(3) %p2675, align 4
  %fadd2678 = fadd reassoc contract float %sel2666, %v2676
  %sel2680 = select i1 %sel2668, float %fadd2678, float %v2676
  %first2682 = xor i1 %ended2669, true
  %defer2683 = and i1 %cmp2533, %first2682
  %w2684 = xor i1 %defer2683, true
  %cmp2686 = icmp slt i32 %add2659, %local48
  %152 = and i1 %cmp2686, %w2684
  %in2687 = and i1 %152, %end2674
  br i1 %in2687, label %then2688, label %endif2689

then2688:                                         ; preds = %endif2651
  %p2692 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %150
  %fadd2690 = fadd reassoc contract float %sel2666, 0.000000e+00
  %sel2691 = select i1 %sel2668, float %fadd2690, float 0.000000e+00
  store float %sel2691, ptr addrspace(3) %p2692, align 4
  br label %endif2689

endif2689:                                        ; preds = %then2688, %endif2651
  %keep2693 = and i1 %defer2683, %end2674
  %sel2694 = select i1 %keep2693, float %sel2666, float %sel2656
  %sel2695 = select i1 %keep2693, i1 %sel2668, i1 %sel2657
  %step2696 = zext i1 %end2674 to i32
  %add2697 = add nuw i32 %add2659, %step2696
  %step2698 = zext i1 %element2672 to i32
  %add2699 = add i32 %add2661, %step2698
  %153 = sext i32 %add2697 to i64
  %p2700 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %153
  %v2701 = load i32, ptr addrspace(3) %p2700, align 4
  %sel2702 = select i1 %end2674, i32 %v2701, i32 %sel2664
  %sel2703 = select i1 %end2674, float 0.000000e+00, float %sel2666
  %sel2704 = select i1 %element2672, float %sel2680, float %sel2703
  %sel2706 = select i1 %cmp2670, i1 %cmp2671, i1 %sel2668
  %ended2707 = or i1 %ended2669, %end2674
  %cmp2708 = icmp sgt i32 %sub2508, 5
  %cmp2709 = icmp slt i32 %add2699, %sel2702
  %element2710 = and i1 %cmp2708, %cmp2709
  %end2712 = xor i1 %cmp2708, %element2710
  %154 = sext i32 %add2699 to i64
  %p2713 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %154
  %v2714 = load float, ptr addrspace(3) %p2713, align 4
  %fadd2716 = fadd reassoc contract float %sel2704, %v2714
  %sel2718 = select i1 %sel2706, float %fadd2716, float %v2714
  %first2720 = xor i1 %ended2707, true
  %defer2721 = and i1 %cmp2533, %first2720
  %w2722 = xor i1 %defer2721, true
  %cmp2724 = icmp slt i32 %add2697, %local48
  %155 = and i1 %cmp2724, %w2722
  %in2725 = and i1 %155, %end2712
  br i1 %in2725, label %then2726, label %endif2727

then2726:                                         ; preds = %endif2689
  %p2730 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %153
  %fadd2728 = fadd reassoc contract float %sel2704, 0.000000e+00
  %sel2729 = select i1 %sel2706, float %fadd2728, float 0.000000e+00
  store float %sel2729, ptr addrspace(3) %p2730, align 4
  br label %endif2727

endif2727:                                        ; preds = %then2726, %endif2689
  %keep2731 = and i1 %defer2721, %end2712
  %sel2732 = select i1 %keep2731, float %sel2704, float %sel2694
  %sel2733 = select i1 %keep2731, i1 %sel2706, i1 %sel2695
  %step2734 = zext i1 %end2712 to i32
  %add2735 = add nuw i32 %add2697, %step2734
  %step2736 = zext i1 %element2710 to i32
  %add2737 = add i32 %add2699, %step2736
  %156 = sext i32 %add2735 to i64
  %p2738 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %156
  %v2739 = load i32, ptr addrspace(3) %p2738, align 4
  %sel2740 = select i1 %end2712, i32 %v2739, i32 %sel2702
  %sel2741 = select i1 %end2712, float 0.000000e+00, float %sel2704
  %sel2742 = select i1 %element2710, float %sel2718, float %sel2741
  %sel2744 = select i1 %cmp2708, i1 %cmp2709, i1 %sel2706
  %ended2745 = or i1 %ended2707, %end2712
  %cmp2746 = icmp sgt i32 %sub2508, 6
  %cmp2747 = icmp slt i32 %add2737, %sel2740
  %element2748 = and i1 %cmp2746, %cmp2747
  %end2750 = xor i1 %cmp2746, %element2748
  %157 = sext i32 %add2737 to i64
  %p2751 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %157
  %v2752 = load float, ptr addrspace(3) %p2751, align 4
  %fadd2754 = fadd reassoc contract float %sel2742, %v2752
  %sel2756 = select i1 %sel2744, float %fadd2754, float %v2752
  %first2758 = xor i1 %ended2745, true
  %defer2759 = and i1 %cmp2533, %first2758
  %w2760 = xor i1 %defer2759, true
  %cmp2762 = icmp slt i32 %add2735, %local48
  %158 = and i1 %cmp2762, %w2760
  %in2763 = and i1 %158, %end2750
  br i1 %in2763, label %then2764, label %endif2765

then2764:                                         ; preds = %endif2727
  %p2768 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %156
  %fadd2766 = fadd reassoc contract float %sel2742, 0.000000e+00
  %sel2767 = select i1 %sel2744, float %fadd2766, float 0.000000e+00
  store float %sel2767, ptr addrspace(3) %p2768, align 4
  br label %endif2765

endif2765:                                        ; preds = %then2764, %endif2727
  %keep2769 = and i1 %defer2759, %end2750
  %sel2770 = select i1 %keep2769, float %sel2742, float %sel2732
  %sel2771 = select i1 %keep2769, i1 %sel2744, i1 %sel2733
  %step2772 = zext i1 %end2750 to i32
  %add2773 = add nuw i32 %add2735, %step2772
  %step2774 = zext i1 %element2748 to i32
  %add2775 = add i32 %add2737, %step2774
  %159 = sext i32 %add2773 to i64
  %p2776 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %159
  %v2777 = load i32, ptr addrspace(3) %p2776, align 4
  %sel2778 = select i1 %end2750, i32 %v2777, i32 %sel2740
  %sel2779 = select i1 %end2750, float 0.000000e+00, float %sel2742
  %sel2780 = select i1 %element2748, float %sel2756, float %sel2779
  %sel2782 = select i1 %cmp2746, i1 %cmp2747, i1 %sel2744
  %ended2783 = or i1 %ended2745, %end2750
  %cmp2784 = icmp sgt i32 %sub2508, 7
  %cmp2785 = icmp slt i32 %add2775, %sel2778
  %element2786 = and i1 %cmp2784, %cmp2785
  %end2788 = xor i1 %cmp2784, %element2786
  %160 = sext i32 %add2775 to i64
  %p2789 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %160
  %v2790 = load float, ptr addrspace(3) %p2789, align 4
  %fadd2792 = fadd reassoc contract float %sel2780, %v2790
  %sel2794 = select i1 %sel2782, float %fadd2792, float %v2790
  %first2796 = xor i1 %ended2783, true
  %defer2797 = and i1 %cmp2533, %first2796
  %w2798 = xor i1 %defer2797, true
  %cmp2800 = icmp slt i32 %add2773, %local48
  %161 = and i1 %cmp2800, %w2798
  %in2801 = and i1 %161, %end2788
  br i1 %in2801, label %then2802, label %endif2803

then2802:                                         ; preds = %endif2765
  %p2806 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %159
  %fadd2804 = fadd reassoc contract float %sel2780, 0.000000e+00
  %sel2805 = select i1 %sel2782, float %fadd2804, float 0.000000e+00
  store float %sel2805, ptr addrspace(3) %p2806, align 4
  br label %endif2803

endif2803:                                        ; preds = %then2802, %endif2765
  %keep2807 = and i1 %defer2797, %end2788
  %sel2808 = select i1 %keep2807, float %sel2780, float %sel2770
  %sel2809 = select i1 %keep2807, i1 %sel2782, i1 %sel2771
  %step2810 = zext i1 %end2788 to i32
  %add2811 = add nuw i32 %add2773, %step2810
  %step2812 = zext i1 %element2786 to i32
  %add2813 = add i32 %add2775, %step2812
  %162 = sext i32 %add2811 to i64
  %p2814 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %162
  %v2815 = load i32, ptr addrspace(3) %p2814, align 4
  %sel2816 = select i1 %end2788, i32 %v2815, i32 %sel2778
  %sel2817 = select i1 %end2788, float 0.000000e+00, float %sel2780
  %sel2818 = select i1 %element2786, float %sel2794, float %sel2817
  %sel2820 = select i1 %cmp2784, i1 %cmp2785, i1 %sel2782
  %ended2821 = or i1 %ended2783, %end2788
  %cmp2822 = icmp sgt i32 %sub2508, 8
  %cmp2823 = icmp slt i32 %add2813, %sel2816
  %element2824 = and i1 %cmp2822, %cmp2823
  %end2826 = xor i1 %cmp2822, %element2824
  %163 = sext i32 %add2813 to i64
  %p2827 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %163
  %v2828 = load float, ptr addrspace(3) %p2827, align 4
  %fadd2830 = fadd reassoc contract float %sel2818, %v2828
  %sel2832 = select i1 %sel2820, float %fadd2830, float %v2828
  %first2834 = xor i1 %ended2821, true
  %defer2835 = and i1 %cmp2533, %first2834
  %w2836 = xor i1 %defer2835, true
  %cmp2838 = icmp slt i32 %add2811, %local48
  %164 = and i1 %cmp2838, %w2836
  %in2839 = and i1 %164, %end2826
  br i1 %in2839, label %then2840, label %endif2841

then2840:                                         ; preds = %endif2803
  %p2844 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %162
  %fadd2842 = fadd reassoc contract float %sel2818, 0.000000e+00
  %sel2843 = select i1 %sel2820, float %fadd2842, float 0.000000e+00
  store float %sel2843, ptr addrspace(3) %p2844, align 4
  br label %endif2841

endif2841:                                        ; preds = %then2840, %endif2803
  %keep2845 = and i1 %defer2835, %end2826
  %sel2846 = select i1 %keep2845, float %sel2818, float %sel2808
  %sel2847 = select i1 %keep2845, i1 %sel2820, i1 %sel2809
  %step2848 = zext i1 %end2826 to i32
  %add2849 = add nuw i32 %add2811, %step2848
  %step2850 = zext i1 %element2824 to i32
  %add2851 = add i32 %add2813, %step2850
  %165 = sext i32 %add2849 to i64
  %p2852 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %165
  %v2853 = load i32, ptr addrspace(3) %p2852, align 4
  %sel2854 = select i1 %end2826, i32 %v2853, i32 %sel2816
  %sel2855 = select i1 %end2826, float 0.000000e+00, float %sel2818
  %sel2856 = select i1 %element2824, float %sel2832, float %sel2855
  %not.end2826 = xor i1 %end2826, true
  %sel2857 = and i1 %sel2820, %not.end2826
  %sel2858 = select i1 %element2824, i1 true, i1 %sel2857
  %ended2859 = or i1 %ended2821, %end2826
  %cmp2860 = icmp sgt i32 %sub2508, 9
  %cmp2861 = icmp slt i32 %add2851, %sel2854
  %element2862 = and i1 %cmp2860, %cmp2861
  %end2864 = xor i1 %cmp2860, %element2862
  %166 = sext i32 %add2851 to i64
  %p2865 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %166
  %v2866 = load float, ptr addrspace(3) %p2865, align 4
  %fadd2868 = fadd reassoc contract float %sel2856, %v2866
  %sel2870 = select i1 %sel2858, float %fadd2868, float %v2866
  %first2872 = xor i1 %ended2859, true
  %defer2873 = and i1 %cmp2533, %first2872
  %w2874 = xor i1 %defer2873, true
  %cmp2876 = icmp slt i32 %add2849, %local48
  %167 = and i1 %cmp2876, %w2874
  %in2877 = and i1 %167, %end2864
  br i1 %in2877, label %then2878, label %endif2879

then2878:                                         ; preds = %endif2841
  %p2882 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %165
  %fadd2880 = fadd reassoc contract float %sel2856, 0.000000e+00
  %sel2881 = select i1 %sel2858, float %fadd2880, float 0.000000e+00
  store float %sel2881, ptr addrspace(3) %p2882, align 4
  br label %endif2879

endif2879:                                        ; preds = %then2878, %endif2841
  %keep2883 = and i1 %defer2873, %end2864
  %sel2884 = select i1 %keep2883, float %sel2856, float %sel2846
  %sel2885 = select i1 %keep2883, i1 %sel2858, i1 %sel2847
  %step2886 = zext i1 %end2864 to i32
  %add2887 = add nuw i32 %add2849, %step2886
  %step2888 = zext i1 %element2862 to i32
  %add2889 = add i32 %add2851, %step2888
  %168 = sext i32 %add2887 to i64
  %p2890 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %168
  %v2891 = load i32, ptr addrspace(3) %p2890, align 4
  %sel2892 = select i1 %end2864, i32 %v2891, i32 %sel2854
  %sel2893 = select i1 %end2864, float 0.000000e+00, float %sel2856
  %sel2894 = select i1 %element2862, float %sel2870, float %sel2893
  %not.end2864 = xor i1 %end2864, true
  %sel2895 = select i1 %not.end2864, i1 %sel2858, i1 false
  %sel2896 = select i1 %element2862, i1 true, i1 %sel2895
  %ended2897 = or i1 %ended2859, %end2864
  %cmp2898 = icmp sgt i32 %sub2508, 10
  %cmp2899 = icmp slt i32 %add2889, %sel2892
  %element2900 = and i1 %cmp2898, %cmp2899
  %end2902 = xor i1 %cmp2898, %element2900
  %169 = sext i32 %add2889 to i64
  %p2903 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %169
  %v2904 = load float, ptr addrspace(3) %p2903, align 4
  %fadd2906 = fadd reassoc contract float %sel2894, %v2904
  %sel2908 = select i1 %sel2896, float %fadd2906, float %v2904
  %first2910 = xor i1 %ended2897, true
  %defer2911 = and i1 %cmp2533, %first2910
  %w2912 = xor i1 %defer2911, true
  %cmp2914 = icmp slt i32 %add2887, %local48
  %170 = and i1 %cmp2914, %w2912
  %in2915 = and i1 %170, %end2902
  br i1 %in2915, label %then2916, label %endif2917

then2916:                                         ; preds = %endif2879
  %p2920 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %168
  %fadd2918 = fadd reassoc contract float %sel2894, 0.000000e+00
  %sel2919 = select i1 %sel2896, float %fadd2918, float 0.000000e+00
  store float %sel2919, ptr addrspace(3) %p2920, align 4
  br label %endif2917

endif2917:                                        ; preds = %then2916, %endif2879
  %keep2921 = and i1 %defer2911, %end2902
  %sel2922 = select i1 %keep2921, float %sel2894, float %sel2884
  %sel2923 = select i1 %keep2921, i1 %sel2896, i1 %sel2885
  %step2924 = zext i1 %end2902 to i32
  %add2925 = add nuw i32 %add2887, %step2924
  %step2926 = zext i1 %element2900 to i32
  %add2927 = add i32 %add2889, %step2926
  %171 = sext i32 %add2925 to i64
  %p2928 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %171
  %v2929 = load i32, ptr addrspace(3) %p2928, align 4
  %sel2930 = select i1 %end2902, i32 %v2929, i32 %sel2892
  %sel2931 = select i1 %end2902, float 0.000000e+00, float %sel2894
  %sel2932 = select i1 %element2900, float %sel2908, float %sel2931
  %not.end2902 = xor i1 %end2902, true
  %sel2933 = select i1 %not.end2902, i1 %sel2896, i1 false
  %sel2934 = select i1 %element2900, i1 true, i1 %sel2933
  %ended2935 = or i1 %ended2897, %end2902
  %cmp2936 = icmp sgt i32 %sub2508, 11
  %cmp2937 = icmp slt i32 %add2927, %sel2930
  %element2938 = and i1 %cmp2936, %cmp2937
  %end2940 = xor i1 %cmp2936, %element2938
  %172 = sext i32 %add2927 to i64
  %p2941 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %172
  %v2942 = load float, ptr addrspace(3) %p2941, align 4
  %fadd2944 = fadd reassoc contract float %sel2932, %v2942
  %sel2946 = select i1 %sel2934, float %fadd2944, float %v2942
  %first2948 = xor i1 %ended2935, true
  %defer2949 = and i1 %cmp2533, %first2948
  %w2950 = xor i1 %defer2949, true
  %cmp2952 = icmp slt i32 %add2925, %local48
  %173 = and i1 %cmp2952, %w2950
  %in2953 = and i1 %173, %end2940
  br i1 %in2953, label %then2954, label %endif2955

then2954:                                         ; preds = %endif2917
  %p2958 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %171
  %fadd2956 = fadd reassoc contract float %sel2932, 0.000000e+00
  %sel2957 = select i1 %sel2934, float %fadd2956, float 0.000000e+00
  store float %sel2957, ptr addrspace(3) %p2958, align 4
  br label %endif2955

endif2955:                                        ; preds = %then2954, %endif2917
  %keep2959 = and i1 %defer2949, %end2940
  %sel2960 = select i1 %keep2959, float %sel2932, float %sel2922
  %sel2961 = select i1 %keep2959, i1 %sel2934, i1 %sel2923
  %step2962 = zext i1 %end2940 to i32
  %add2963 = add nuw i32 %add2925, %step2962
  %step2964 = zext i1 %element2938 to i32
  %add2965 = add i32 %add2927, %step2964
  %174 = sext i32 %add2963 to i64
  %p2966 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %174
  %v2967 = load i32, ptr addrspace(3) %p2966, align 4
  %sel2968 = select i1 %end2940, i32 %v2967, i32 %sel2930
  %sel2969 = select i1 %end2940, float 0.000000e+00, float %sel2932
  %sel2970 = select i1 %element2938, float %sel2946, float %sel2969
  %not.end2940 = xor i1 %end2940, true
  %sel2971 = select i1 %not.end2940, i1 %sel2934, i1 false
  %sel2972 = select i1 %element2938, i1 true, i1 %sel2971
  %ended2973 = or i1 %ended2935, %end2940
  %cmp2974 = icmp sgt i32 %sub2508, 12
  %cmp2975 = icmp slt i32 %add2965, %sel2968
  %element2976 = and i1 %cmp2974, %cmp2975
  %end2978 = xor i1 %cmp2974, %element2976
  %175 = sext i32 %add2965 to i64
  %p2979 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %175
  %v2980 = load float, ptr addrspace(3) %p2979, align 4
  %fadd2982 = fadd reassoc contract float %sel2970, %v2980
  %sel2984 = select i1 %sel2972, float %fadd2982, float %v2980
  %first2986 = xor i1 %ended2973, true
  %defer2987 = and i1 %cmp2533, %first2986
  %w2988 = xor i1 %defer2987, true
  %cmp2990 = icmp slt i32 %add2963, %local48
  %176 = and i1 %cmp2990, %w2988
  %in2991 = and i1 %176, %end2978
  br i1 %in2991, label %then2992, label %endif2993

then2992:                                         ; preds = %endif2955
  %p2996 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %174
  %fadd2994 = fadd reassoc contract float %sel2970, 0.000000e+00
  %sel2995 = select i1 %sel2972, float %fadd2994, float 0.000000e+00
  store float %sel2995, ptr addrspace(3) %p2996, align 4
  br label %endif2993

endif2993:                                        ; preds = %then2992, %endif2955
  %keep2997 = and i1 %defer2987, %end2978
  %sel2998 = select i1 %keep2997, float %sel2970, float %sel2960
  %sel2999 = select i1 %keep2997, i1 %sel2972, i1 %sel2961
  %step3000 = zext i1 %end2978 to i32
  %add3001 = add nuw i32 %add2963, %step3000
  %step3002 = zext i1 %element2976 to i32
  %add3003 = add i32 %add2965, %step3002
  %177 = sext i32 %add3001 to i64
  %p3004 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %177
  %v3005 = load i32, ptr addrspace(3) %p3004, align 4
  %sel3006 = select i1 %end2978, i32 %v3005, i32 %sel2968
  %sel3007 = select i1 %end2978, float 0.000000e+00, float %sel2970
  %sel3008 = select i1 %element2976, float %sel2984, float %sel3007
  %not.end2978 = xor i1 %end2978, true
  %sel3009 = select i1 %not.end2978, i1 %sel2972, i1 false
  %sel3010 = select i1 %element2976, i1 true, i1 %sel3009
  %ended3011 = or i1 %ended2973, %end2978
  %cmp3012 = icmp sgt i32 %sub2508, 13
  %cmp3013 = icmp slt i32 %add3003, %sel3006
  %element3014 = and i1 %cmp3012, %cmp3013
  %end3016 = xor i1 %cmp3012, %element3014
  %178 = sext i32 %add3003 to i64
  %p3017 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %178
  %v3018 = load float, ptr addrspace(3) %p3017, align 4
  %fadd3020 = fadd reassoc contract float %sel3008, %v3018
  %sel3022 = select i1 %sel3010, float %fadd3020, float %v3018
  %first3024 = xor i1 %ended3011, true
  %defer3025 = and i1 %cmp2533, %first3024
  %w3026 = xor i1 %defer3025, true
  %cmp3028 = icmp slt i32 %add3001, %local48
  %179 = and i1 %cmp3028, %w3026
  %in3029 = and i1 %179, %end3016
  br i1 %in3029, label %then3030, label %endif3031

then3030:                                         ; preds = %endif2993
  %p3034 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %177
  %fadd3032 = fadd reassoc contract float %sel3008, 0.000000e+00
  %sel3033 = select i1 %sel3010, float %fadd3032, float 0.000000e+00
  store float %sel3033, ptr addrspace(3) %p3034, align 4
  br label %endif3031

endif3031:                                        ; preds = %then3030, %endif2993
  %keep3035 = and i1 %defer3025, %end3016
  %sel3036 = select i1 %keep3035, float %sel3008, float %sel2998
  %sel3037 = select i1 %keep3035, i1 %sel3010, i1 %sel2999
  %step3038 = zext i1 %end3016 to i32
  %add3039 = add nuw i32 %add3001, %step3038
  %step3040 = zext i1 %element3014 to i32
  %add3041 = add i32 %add3003, %step3040
  %180 = sext i32 %add3039 to i64
  %p3042 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %180
  %v3043 = load i32, ptr addrspace(3) %p3042, align 4
  %sel3044 = select i1 %end3016, i32 %v3043, i32 %sel3006
  %sel3045 = select i1 %end3016, float 0.000000e+00, float %sel3008
  %sel3046 = select i1 %element3014, float %sel3022, float %sel3045
  %not.end3016 = xor i1 %end3016, true
  %sel3047 = select i1 %not.end3016, i1 %sel3010, i1 false
  %sel3048 = select i1 %element3014, i1 true, i1 %sel3047
  %ended3049 = or i1 %ended3011, %end3016
  %cmp3050 = icmp sgt i32 %sub2508, 14
  %cmp3051 = icmp slt i32 %add3041, %sel3044
  %element3052 = and i1 %cmp3050, %cmp3051
  %end3054 = xor i1 %cmp3050, %element3052
  %181 = sext i32 %add3041 to i64
  %p3055 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %181
  %v3056 = load float, ptr addrspace(3) %p3055, align 4
  %fadd3058 = fadd reassoc contract float %sel3046, %v3056
  %sel3060 = select i1 %sel3048, float %fadd3058, float %v3056
  %first3062 = xor i1 %ended3049, true
  %defer3063 = and i1 %cmp2533, %first3062
  %w3064 = xor i1 %defer3063, true
  %cmp3066 = icmp slt i32 %add3039, %local48
  %182 = and i1 %cmp3066, %w3064
  %in3067 = and i1 %182, %end3054
  br i1 %in3067, label %then3068, label %endif3069

then3068:                                         ; preds = %endif3031
  %p3072 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %180
  %fadd3070 = fadd reassoc contract float %sel3046, 0.000000e+00
  %sel3071 = select i1 %sel3048, float %fadd3070, float 0.000000e+00
  store float %sel3071, ptr addrspace(3) %p3072, align 4
  br label %endif3069

endif3069:                                        ; preds = %then3068, %endif3031
  %keep3073 = and i1 %defer3063, %end3054
  %sel3074 = select i1 %keep3073, float %sel3046, float %sel3036
  %sel3075 = select i1 %keep3073, i1 %sel3048, i1 %sel3037
  %step3076 = zext i1 %end3054 to i32
  %add3077 = add nuw i32 %add3039, %step3076
  %step3078 = zext i1 %element3052 to i32
  %add3079 = add i32 %add3041, %step3078
  %183 = sext i32 %add3077 to i64
  %p3080 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %183
  %v3081 = load i32, ptr addrspace(3) %p3080, align 4
  %sel3082 = select i1 %end3054, i32 %v3081, i32 %sel3044
  %sel3083 = select i1 %end3054, float 0.000000e+00, float %sel3046
  %sel3084 = select i1 %element3052, float %sel3060, float %sel3083
  %not.end3054 = xor i1 %end3054, true
  %sel3085 = select i1 %not.end3054, i1 %sel3048, i1 false
  %sel3086 = select i1 %element3052, i1 true, i1 %sel3085
  %ended3087 = or i1 %ended3049, %end3054
  %cmp3088 = icmp sgt i32 %sub2508, 15
  %cmp3089 = icmp slt i32 %add3079, %sel3082
  %element3090 = and i1 %cmp3088, %cmp3089
  %end3092 = xor i1 %cmp3088, %element3090
  %184 = sext i32 %add3079 to i64
  %p3093 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %184
  %v3094 = load float, ptr addrspace(3) %p3093, align 4
  %fadd3096 = fadd reassoc contract float %sel3084, %v3094
  %sel3098 = select i1 %sel3086, float %fadd3096, float %v3094
  %first3100 = xor i1 %ended3087, true
  %defer3101 = and i1 %cmp2533, %first3100
  %w3102 = xor i1 %defer3101, true
  %cmp3104 = icmp slt i32 %add3077, %local48
  %185 = and i1 %cmp3104, %w3102
  %in3105 = and i1 %185, %end3092
  br i1 %in3105, label %then3106, label %endif3107

then3106:                                         ; preds = %endif3069
  %p3110 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %183
  %fadd3108 = fadd reassoc contract float %sel3084, 0.000000e+00
  %sel3109 = select i1 %sel3086, float %fadd3108, float 0.000000e+00
  store float %sel3109, ptr addrspace(3) %p3110, align 4
  br label %endif3107

endif3107:                                        ; preds = %then3106, %endif3069
  %keep3111 = and i1 %defer3101, %end3092
  %sel3112 = select i1 %keep3111, float %sel3084, float %sel3074
  %sel3113 = select i1 %keep3111, i1 %sel3086, i1 %sel3075
  %step3114 = zext i1 %end3092 to i32
  %add3115 = add nuw i32 %add3077, %step3114
  %step3116 = zext i1 %element3090 to i32
  %add3117 = add i32 %add3079, %step3116
  %186 = sext i32 %add3115 to i64
  %p3118 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %186
  %v3119 = load i32, ptr addrspace(3) %p3118, align 4
  %sel3120 = select i1 %end3092, i32 %v3119, i32 %sel3082
  %sel3121 = select i1 %end3092, float 0.000000e+00, float %sel3084
  %sel3122 = select i1 %element3090, float %sel3098, float %sel3121
  %not.end3092 = xor i1 %end3092, true
  %sel3123 = select i1 %not.end3092, i1 %sel3086, i1 false
  %sel3124 = select i1 %element3090, i1 true, i1 %sel3123
  %ended3125 = or i1 %ended3087, %end3092
  %cmp3126 = icmp sgt i32 %sub2508, 16
  %cmp3127 = icmp slt i32 %add3117, %sel3120
  %element3128 = and i1 %cmp3126, %cmp3127
  %end3130 = xor i1 %cmp3126, %element3128
  %187 = sext i32 %add3117 to i64
  %p3131 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %187
  %v3132 = load float, ptr addrspace(3) %p3131, align 4
  %fadd3134 = fadd reassoc contract float %sel3122, %v3132
  %sel3136 = select i1 %sel3124, float %fadd3134, float %v3132
  %first3138 = xor i1 %ended3125, true
  %defer3139 = and i1 %cmp2533, %first3138
  %w3140 = xor i1 %defer3139, true
  %cmp3142 = icmp slt i32 %add3115, %local48
  %188 = and i1 %cmp3142, %w3140
  %in3143 = and i1 %188, %end3130
  br i1 %in3143, label %then3144, label %endif3145

then3144:                                         ; preds = %endif3107
  %p3148 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %186
  %fadd3146 = fadd reassoc contract float %sel3122, 0.000000e+00
  %sel3147 = select i1 %sel3124, float %fadd3146, float 0.000000e+00
  store float %sel3147, ptr addrspace(3) %p3148, align 4
  br label %endif3145

endif3145:                                        ; preds = %then3144, %endif3107
  %keep3149 = and i1 %defer3139, %end3130
  %sel3150 = select i1 %keep3149, float %sel3122, float %sel3112
  %sel3151 = select i1 %keep3149, i1 %sel3124, i1 %sel3113
  %step3152 = zext i1 %end3130 to i32
  %add3153 = add nuw i32 %add3115, %step3152
  %step3154 = zext i1 %element3128 to i32
  %add3155 = add i32 %add3117, %step3154
  %189 = sext i32 %add3153 to i64
  %p3156 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %189
  %v3157 = load i32, ptr addrspace(3) %p3156, align 4
  %sel3158 = select i1 %end3130, i32 %v3157, i32 %sel3120
  %sel3159 = select i1 %end3130, float 0.000000e+00, float %sel3122
  %sel3160 = select i1 %element3128, float %sel3136, float %sel3159
  %not.end3130 = xor i1 %end3130, true
  %sel3161 = select i1 %not.end3130, i1 %sel3124, i1 false
  %sel3162 = select i1 %element3128, i1 true, i1 %sel3161
  %ended3163 = or i1 %ended3125, %end3130
  %cmp3164 = icmp sgt i32 %sub2508, 17
  %cmp3165 = icmp slt i32 %add3155, %sel3158
  %element3166 = and i1 %cmp3164, %cmp3165
  %end3168 = xor i1 %cmp3164, %element3166
  %190 = sext i32 %add3155 to i64
  %p3169 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %190
  %v3170 = load float, ptr addrspace(3) %p3169, align 4
  %fadd3172 = fadd reassoc contract float %sel3160, %v3170
  %sel3174 = select i1 %sel3162, float %fadd3172, float %v3170
  %first3176 = xor i1 %ended3163, true
  %defer3177 = and i1 %cmp2533, %first3176
  %w3178 = xor i1 %defer3177, true
  %cmp3180 = icmp slt i32 %add3153, %local48
  %191 = and i1 %cmp3180, %w3178
  %in3181 = and i1 %191, %end3168
  br i1 %in3181, label %then3182, label %endif3183

then3182:                                         ; preds = %endif3145
  %p3186 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %189
  %fadd3184 = fadd reassoc contract float %sel3160, 0.000000e+00
  %sel3185 = select i1 %sel3162, float %fadd3184, float 0.000000e+00
  store float %sel3185, ptr addrspace(3) %p3186, align 4
  br label %endif3183

endif3183:                                        ; preds = %then3182, %endif3145
  %keep3187 = and i1 %defer3177, %end3168
  %sel3188 = select i1 %keep3187, float %sel3160, float %sel3150
  %sel3189 = select i1 %keep3187, i1 %sel3162, i1 %sel3151
  %step3190 = zext i1 %end3168 to i32
  %add3191 = add nuw i32 %add3153, %step3190
  %step3192 = zext i1 %element3166 to i32
  %add3193 = add i32 %add3155, %step3192
  %192 = sext i32 %add3191 to i64
  %p3194 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %192
  %v3195 = load i32, ptr addrspace(3) %p3194, align 4
  %sel3196 = select i1 %end3168, i32 %v3195, i32 %sel3158
  %sel3197 = select i1 %end3168, float 0.000000e+00, float %sel3160
  %sel3198 = select i1 %element3166, float %sel3174, float %sel3197
  %not.end3168 = xor i1 %end3168, true
  %sel3199 = select i1 %not.end3168, i1 %sel3162, i1 false
  %sel3200 = select i1 %element3166, i1 true, i1 %sel3199
  %ended3201 = or i1 %ended3163, %end3168
  %cmp3202 = icmp sgt i32 %sub2508, 18
  %cmp3203 = icmp slt i32 %add3193, %sel3196
  %element3204 = and i1 %cmp3202, %cmp3203
  %end3206 = xor i1 %cmp3202, %element3204
  %193 = sext i32 %add3193 to i64
  %p3207 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %193
  %v3208 = load float, ptr addrspace(3) %p3207, align 4
  %fadd3210 = fadd reassoc contract float %sel3198, %v3208
  %sel3212 = select i1 %sel3200, float %fadd3210, float %v3208
  %first3214 = xor i1 %ended3201, true
  %defer3215 = and i1 %cmp2533, %first3214
  %w3216 = xor i1 %defer3215, true
  %cmp3218 = icmp slt i32 %add3191, %local48
  %194 = and i1 %cmp3218, %w3216
  %in3219 = and i1 %194, %end3206
  br i1 %in3219, label %then3220, label %endif3221

then3220:                                         ; preds = %endif3183
  %p3224 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %192
  %fadd3222 = fadd reassoc contract float %sel3198, 0.000000e+00
  %sel3223 = select i1 %sel3200, float %fadd3222, float 0.000000e+00
  store float %sel3223, ptr addrspace(3) %p3224, align 4
  br label %endif3221

endif3221:                                        ; preds = %then3220, %endif3183
  %keep3225 = and i1 %defer3215, %end3206
  %sel3226 = select i1 %keep3225, float %sel3198, float %sel3188
  %sel3227 = select i1 %keep3225, i1 %sel3200, i1 %sel3189
  %step3228 = zext i1 %end3206 to i32
  %add3229 = add nuw i32 %add3191, %step3228
  %step3230 = zext i1 %element3204 to i32
  %add3231 = add i32 %add3193, %step3230
  %195 = sext i32 %add3229 to i64
  %p3232 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %195
  %v3233 = load i32, ptr addrspace(3) %p3232, align 4
  %sel3234 = select i1 %end3206, i32 %v3233, i32 %sel3196
  %sel3235 = select i1 %end3206, float 0.000000e+00, float %sel3198
  %sel3236 = select i1 %element3204, float %sel3212, float %sel3235
  %not.end3206 = xor i1 %end3206, true
  %sel3237 = select i1 %not.end3206, i1 %sel3200, i1 false
  %sel3238 = select i1 %element3204, i1 true, i1 %sel3237
  %ended3239 = or i1 %ended3201, %end3206
  %cmp3240 = icmp sgt i32 %sub2508, 19
  %cmp3241 = icmp slt i32 %add3231, %sel3234
  %element3242 = and i1 %cmp3240, %cmp3241
  %end3244 = xor i1 %cmp3240, %element3242
  %196 = sext i32 %add3231 to i64
  %p3245 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %196
  %v3246 = load float, ptr addrspace(3) %p3245, align 4
  %fadd3248 = fadd reassoc contract float %sel3236, %v3246
  %sel3250 = select i1 %sel3238, float %fadd3248, float %v3246
  %first3252 = xor i1 %ended3239, true
  %defer3253 = and i1 %cmp2533, %first3252
  %w3254 = xor i1 %defer3253, true
  %cmp3256 = icmp slt i32 %add3229, %local48
  %197 = and i1 %cmp3256, %w3254
  %in3257 = and i1 %197, %end3244
  br i1 %in3257, label %then3258, label %endif3259

then3258:                                         ; preds = %endif3221
  %p3262 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %195
  %fadd3260 = fadd reassoc contract float %sel3236, 0.000000e+00
  %sel3261 = select i1 %sel3238, float %fadd3260, float 0.000000e+00
  store float %sel3261, ptr addrspace(3) %p3262, align 4
  br label %endif3259

endif3259:                                        ; preds = %then3258, %endif3221
  %keep3263 = and i1 %defer3253, %end3244
  %sel3264 = select i1 %keep3263, float %sel3236, float %sel3226
  %sel3265 = select i1 %keep3263, i1 %sel3238, i1 %sel3227
  %step3266 = zext i1 %end3244 to i32
  %add3267 = add nuw i32 %add3229, %step3266
  %step3268 = zext i1 %element3242 to i32
  %add3269 = add i32 %add3231, %step3268
  %198 = sext i32 %add3267 to i64
  %p3270 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %198
  %v3271 = load i32, ptr addrspace(3) %p3270, align 4
  %sel3272 = select i1 %end3244, i32 %v3271, i32 %sel3234
  %sel3273 = select i1 %end3244, float 0.000000e+00, float %sel3236
  %sel3274 = select i1 %element3242, float %sel3250, float %sel3273
  %not.end3244 = xor i1 %end3244, true
  %sel3275 = select i1 %not.end3244, i1 %sel3238, i1 false
  %sel3276 = select i1 %element3242, i1 true, i1 %sel3275
  %ended3277 = or i1 %ended3239, %end3244
  %cmp3278 = icmp sgt i32 %sub2508, 20
  %cmp3279 = icmp slt i32 %add3269, %sel3272
  %element3280 = and i1 %cmp3278, %cmp3279
  %end3282 = xor i1 %cmp3278, %element3280
  %199 = sext i32 %add3269 to i64
  %p3283 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %199
  %v3284 = load float, ptr addrspace(3) %p3283, align 4
  %fadd3286 = fadd reassoc contract float %sel3274, %v3284
  %sel3288 = select i1 %sel3276, float %fadd3286, float %v3284
  %first3290 = xor i1 %ended3277, true
  %defer3291 = and i1 %cmp2533, %first3290
  %w3292 = xor i1 %defer3291, true
  %cmp3294 = icmp slt i32 %add3267, %local48
  %200 = and i1 %cmp3294, %w3292
  %in3295 = and i1 %200, %end3282
  br i1 %in3295, label %then3296, label %endif3297

then3296:                                         ; preds = %endif3259
  %p3300 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %198
  %fadd3298 = fadd reassoc contract float %sel3274, 0.000000e+00
  %sel3299 = select i1 %sel3276, float %fadd3298, float 0.000000e+00
  store float %sel3299, ptr addrspace(3) %p3300, align 4
  br label %endif3297

endif3297:                                        ; preds = %then3296, %endif3259
  %keep3301 = and i1 %defer3291, %end3282
  %sel3302 = select i1 %keep3301, float %sel3274, float %sel3264
  %sel3303 = select i1 %keep3301, i1 %sel3276, i1 %sel3265
  %step3304 = zext i1 %end3282 to i32
  %add3305 = add nuw i32 %add3267, %step3304
  %step3306 = zext i1 %element3280 to i32
  %add3307 = add i32 %add3269, %step3306
  %201 = sext i32 %add3305 to i64
  %p3308 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %201
  %v3309 = load i32, ptr addrspace(3) %p3308, align 4
  %sel3310 = select i1 %end3282, i32 %v3309, i32 %sel3272
  %sel3311 = select i1 %end3282, float 0.000000e+00, float %sel3274
  %sel3312 = select i1 %element3280, float %sel3288, float %sel3311
  %not.end3282 = xor i1 %end3282, true
  %sel3313 = select i1 %not.end3282, i1 %sel3276, i1 false
  %sel3314 = select i1 %element3280, i1 true, i1 %sel3313
  %ended3315 = or i1 %ended3277, %end3282
  %cmp3316 = icmp sgt i32 %sub2508, 21
  %cmp3317 = icmp slt i32 %add3307, %sel3310
  %element3318 = and i1 %cmp3316, %cmp3317
  %end3320 = xor i1 %cmp3316, %element3318
  %202 = sext i32 %add3307 to i64
  %p3321 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %202
  %v3322 = load float, ptr addrspace(3) %p3321, align 4
  %fadd3324 = fadd reassoc contract float %sel3312, %v3322
  %sel3326 = select i1 %sel3314, float %fadd3324, float %v3322
  %first3328 = xor i1 %ended3315, true
  %defer3329 = and i1 %cmp2533, %first3328
  %w3330 = xor i1 %defer3329, true
  %cmp3332 = icmp slt i32 %add3305, %local48
  %203 = and i1 %cmp3332, %w3330
  %in3333 = and i1 %203, %end3320
  br i1 %in3333, label %then3334, label %endif3335

then3334:                                         ; preds = %endif3297
  %p3338 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %201
  %fadd3336 = fadd reassoc contract float %sel3312, 0.000000e+00
  %sel3337 = select i1 %sel3314, float %fadd3336, float 0.000000e+00
  store float %sel3337, ptr addrspace(3) %p3338, align 4
  br label %endif3335

endif3335:                                        ; preds = %then3334, %endif3297
  %keep3339 = and i1 %defer3329, %end3320
  %sel3340 = select i1 %keep3339, float %sel3312, float %sel3302
  %sel3341 = select i1 %keep3339, i1 %sel3314, i1 %sel3303
  %step3342 = zext i1 %end3320 to i32
  %add3343 = add nuw i32 %add3305, %step3342
  %step3344 = zext i1 %element3318 to i32
  %add3345 = add i32 %add3307, %step3344
  %204 = sext i32 %add3343 to i64
  %p3346 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %204
  %v3347 = load i32, ptr addrspace(3) %p3346, align 4
  %sel3348 = select i1 %end3320, i32 %v3347, i32 %sel3310
  %sel3349 = select i1 %end3320, float 0.000000e+00, float %sel3312
  %sel3350 = select i1 %element3318, float %sel3326, float %sel3349
  %not.end3320 = xor i1 %end3320, true
  %sel3351 = select i1 %not.end3320, i1 %sel3314, i1 false
  %sel3352 = select i1 %element3318, i1 true, i1 %sel3351
  %ended3353 = or i1 %ended3315, %end3320
  %cmp3354 = icmp sgt i32 %sub2508, 22
  %cmp3355 = icmp slt i32 %add3345, %sel3348
  %element3356 = and i1 %cmp3354, %cmp3355
  %end3358 = xor i1 %cmp3354, %element3356
  %205 = sext i32 %add3345 to i64
  %p3359 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %205
  %v3360 = load float, ptr addrspace(3) %p3359, align 4
  %fadd3362 = fadd reassoc contract float %sel3350, %v3360
  %sel3364 = select i1 %sel3352, float %fadd3362, float %v3360
  %first3366 = xor i1 %ended3353, true
  %defer3367 = and i1 %cmp2533, %first3366
  %w3368 = xor i1 %defer3367, true
  %cmp3370 = icmp slt i32 %add3343, %local48
  %206 = and i1 %cmp3370, %w3368
  %in3371 = and i1 %206, %end3358
  br i1 %in3371, label %then3372, label %endif3373

then3372:                                         ; preds = %endif3335
  %p3376 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %204
  %fadd3374 = fadd reassoc contract float %sel3350, 0.000000e+00
  %sel3375 = select i1 %sel3352, float %fadd3374, float 0.000000e+00
  store float %sel3375, ptr addrspace(3) %p3376, align 4
  br label %endif3373

endif3373:                                        ; preds = %then3372, %endif3335
  %keep3377 = and i1 %defer3367, %end3358
  %sel3378 = select i1 %keep3377, float %sel3350, float %sel3340
  %sel3379 = select i1 %keep3377, i1 %sel3352, i1 %sel3341
  %step3380 = zext i1 %end3358 to i32
  %add3381 = add nuw i32 %add3343, %step3380
  %step3382 = zext i1 %element3356 to i32
  %add3383 = add i32 %add3345, %step3382
  %207 = sext i32 %add3381 to i64
  %p3384 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %207
  %v3385 = load i32, ptr addrspace(3) %p3384, align 4
  %sel3386 = select i1 %end3358, i32 %v3385, i32 %sel3348
  %sel3387 = select i1 %end3358, float 0.000000e+00, float %sel3350
  %sel3388 = select i1 %element3356, float %sel3364, float %sel3387
  %not.end3358 = xor i1 %end3358, true
  %sel3389 = select i1 %not.end3358, i1 %sel3352, i1 false
  %sel3390 = select i1 %element3356, i1 true, i1 %sel3389
  %ended3391 = or i1 %ended3353, %end3358
  %cmp3392 = icmp sgt i32 %sub2508, 23
  %cmp3393 = icmp slt i32 %add3383, %sel3386
  %element3394 = and i1 %cmp3392, %cmp3393
  %end3396 = xor i1 %cmp3392, %element3394
  %208 = sext i32 %add3383 to i64
  %p3397 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %208
  %v3398 = load float, ptr addrspace(3) %p3397, align 4
  %fadd3400 = fadd reassoc contract float %sel3388, %v3398
  %sel3402 = select i1 %sel3390, float %fadd3400, float %v3398
  %first3404 = xor i1 %ended3391, true
  %defer3405 = and i1 %cmp2533, %first3404
  %w3406 = xor i1 %defer3405, true
  %cmp3408 = icmp slt i32 %add3381, %local48
  %209 = and i1 %cmp3408, %w3406
  %in3409 = and i1 %209, %end3396
  br i1 %in3409, label %then3410, label %endif3411

then3410:                                         ; preds = %endif3373
  %p3414 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %207
  %fadd3412 = fadd reassoc contract float %sel3388, 0.000000e+00
  %sel3413 = select i1 %sel3390, float %fadd3412, float 0.000000e+00
  store float %sel3413, ptr addrspace(3) %p3414, align 4
  br label %endif3411

endif3411:                                        ; preds = %then3410, %endif3373
  %keep3415 = and i1 %defer3405, %end3396
  %sel3416 = select i1 %keep3415, float %sel3388, float %sel3378
  %sel3417 = select i1 %keep3415, i1 %sel3390, i1 %sel3379
  %step3418 = zext i1 %end3396 to i32
  %add3419 = add nuw i32 %add3381, %step3418
  %sel3425 = select i1 %end3396, float 0.000000e+00, float %sel3388
  %sel3426 = select i1 %element3394, float %sel3402, float %sel3425
  %not.end3396 = xor i1 %end3396, true
  %sel3427 = select i1 %not.end3396, i1 %sel3390, i1 false
  %sel3428 = select i1 %element3394, i1 true, i1 %sel3427
  %ended3429 = or i1 %ended3391, %end3396
  %wide3430 = sext i32 %add3419 to i64
  %add3431 = add nsw i64 %it, %wide3430
  %wide3432 = zext i1 %ended3429 to i32
  %call3433 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide3432, i32 1, i32 0)
  %leaf = trunc i32 %call3433 to i1
  %bits = bitcast float %sel3426 to i32
  %call3434 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits, i32 1, i32 0)
  %leaf3435 = bitcast i32 %call3434 to float
  %wide3436 = zext i1 %sel3428 to i32
  %call3437 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide3436, i32 1, i32 0)
  %leaf3438 = trunc i32 %call3437 to i1
  %fadd3441 = fadd reassoc contract float %sel3426, %leaf3435
  %sel3442 = select i1 %sel3428, float %fadd3441, float %leaf3435
  %sel3443 = select i1 %leaf3438, float %sel3442, float %sel3426
  %take.not = or i1 %cmp384, %ended3429
  %sel3445 = select i1 %take.not, float %sel3426, float %sel3443
  %not.take.not = xor i1 %take.not, true
  %has3444 = select i1 %not.take.not, i1 %leaf3438, i1 false
  %sel3446 = or i1 %sel3428, %has3444
  %f = select i1 %not.cmp3439, i1 %leaf, i1 false
  %sel3447 = or i1 %ended3429, %f
  %wide3448 = zext i1 %sel3447 to i32
  %call3449 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide3448, i32 2, i32 0)
  %leaf3450 = trunc i32 %call3449 to i1
  %bits3451 = bitcast float %sel3445 to i32
  %call3452 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3451, i32 2, i32 0)
  %leaf3453 = bitcast i32 %call3452 to float
  %wide3454 = zext i1 %sel3446 to i32
  %call3455 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide3454, i32 2, i32 0)
  %leaf3456 = trunc i32 %call3455 to i1
  %fadd3459 = fadd reassoc contract float %sel3445, %leaf3453
  %sel3460 = select i1 %sel3446, float %fadd3459, float %leaf3453
  %sel3461 = select i1 %leaf3456, float %sel3460, float %sel3445
  %take3464.not = or i1 %cmp3457, %sel3447
  %sel3465 = select i1 %take3464.not, float %sel3445, float %sel3461
  %not.take3464.not = xor i1 %take3464.not, true
  %has3462 = select i1 %not.take3464.not, i1 %leaf3456, i1 false
  %sel3466 = or i1 %sel3446, %has3462
  %f3467 = select i1 %not.cmp3457, i1 %leaf3450, i1 false
  %sel3468 = or i1 %sel3447, %f3467
  %wide3469 = zext i1 %sel3468 to i32
  %call3470 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide3469, i32 4, i32 0)
  %leaf3471 = trunc i32 %call3470 to i1
  %bits3472 = bitcast float %sel3465 to i32
  %call3473 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3472, i32 4, i32 0)
  %leaf3474 = bitcast i32 %call3473 to float
  %wide3475 = zext i1 %sel3466 to i32
  %call3476 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide3475, i32 4, i32 0)
  %leaf3477 = trunc i32 %call3476 to i1
  %fadd3480 = fadd reassoc contract float %sel3465, %leaf3474
  %sel3481 = select i1 %sel3466, float %fadd3480, float %leaf3474
  %sel3482 = select i1 %leaf3477, float %sel3481, float %sel3465
  %take3485.not = or i1 %cmp3478, %sel3468
  %sel3486 = select i1 %take3485.not, float %sel3465, float %sel3482
  %not.take3485.not = xor i1 %take3485.not, true
  %has3483 = select i1 %not.take3485.not, i1 %leaf3477, i1 false
  %sel3487 = or i1 %sel3466, %has3483
  %f3488 = select i1 %not.cmp3478, i1 %leaf3471, i1 false
  %sel3489 = or i1 %sel3468, %f3488
  %wide3490 = zext i1 %sel3489 to i32
  %call3491 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide3490, i32 8, i32 0)
  %leaf3492 = trunc i32 %call3491 to i1
  %bits3493 = bitcast float %sel3486 to i32
  %call3494 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3493, i32 8, i32 0)
  %leaf3495 = bitcast i32 %call3494 to float
  %wide3496 = zext i1 %sel3487 to i32
  %call3497 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide3496, i32 8, i32 0)
  %leaf3498 = trunc i32 %call3497 to i1
  %fadd3501 = fadd reassoc contract float %sel3486, %leaf3495
  %sel3502 = select i1 %sel3487, float %fadd3501, float %leaf3495
  %sel3503 = select i1 %leaf3498, float %sel3502, float %sel3486
  %take3506.not = or i1 %cmp3499, %sel3489
  %sel3507 = select i1 %take3506.not, float %sel3486, float %sel3503
  %not.take3506.not = xor i1 %take3506.not, true
  %has3504 = select i1 %not.take3506.not, i1 %leaf3498, i1 false
  %sel3508 = or i1 %sel3487, %has3504
  %f3509 = select i1 %not.cmp3499, i1 %leaf3492, i1 false
  %sel3510 = or i1 %sel3489, %f3509
  %wide3511 = zext i1 %sel3510 to i32
  %call3512 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide3511, i32 16, i32 0)
  %leaf3513 = trunc i32 %call3512 to i1
  %bits3514 = bitcast float %sel3507 to i32
  %call3515 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3514, i32 16, i32 0)
  %leaf3516 = bitcast i32 %call3515 to float
  %wide3517 = zext i1 %sel3508 to i32
  %call3518 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide3517, i32 16, i32 0)
  %leaf3519 = trunc i32 %call3518 to i1
  %fadd3522 = fadd reassoc contract float %sel3507, %leaf3516
  %sel3523 = select i1 %sel3508, float %fadd3522, float %leaf3516
  %sel3524 = select i1 %leaf3519, float %sel3523, float %sel3507
  %take3527.not = or i1 %cmp3520, %sel3510
  %sel3528 = select i1 %take3527.not, float %sel3507, float %sel3524
  %not.take3527.not = xor i1 %take3527.not, true
  %has3525 = select i1 %not.take3527.not, i1 %leaf3519, i1 false
  %sel3529 = or i1 %sel3508, %has3525
  %f3530 = select i1 %not.cmp3520, i1 %leaf3513, i1 false
  %sel3531 = or i1 %sel3510, %f3530
  %wide3532 = zext i1 %sel3531 to i32
  %call3533 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide3532, i32 1, i32 0)
  %bits3535 = bitcast float %sel3528 to i32
  %call3536 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3535, i32 1, i32 0)
  %leaf3537 = bitcast i32 %call3536 to float
  %wide3538 = zext i1 %sel3529 to i32
  %call3539 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide3538, i32 1, i32 0)
  %leaf3540 = trunc i32 %call3539 to i1
  %p3542 = and i1 %not.cmp3439, %leaf3540
  %call3543 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %ended3429)
  %deferred = and i1 %cmp2533, %ended3429
  %in3546 = and i1 %cmp2543, %deferred
  %fadd3548 = fadd reassoc contract float %sel3416, %leaf3537
  %sel3549 = select i1 %sel3417, float %fadd3548, float %leaf3537
  %sel3550 = select i1 %p3542, float %sel3549, float %sel3416
  %has3551 = or i1 %sel3417, %p3542
  br i1 %in3546, label %then3553, label %endif3554

then3553:                                         ; preds = %endif3411
  %call3544 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %call3543, i1 false)
  %cmp3552 = icmp eq i32 %lane, %call3544
  %tile = and i1 %cmp43, %cmp3552
  br i1 %tile, label %then3555, label %else3556

endif3554:                                        ; preds = %then3555, %else3556, %endif3411
  br i1 %cmp3565, label %then3566, label %endif3567

then3555:                                         ; preds = %then3553
  %mul3558 = shl i64 %i, 1
  %add3559 = or disjoint i64 %mul3558, 1
  %p3560 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add3559
  store float %sel3550, ptr addrspace(1) %p3560, align 4
  %flag = zext i1 %has3551 to i64
  %p3561 = getelementptr inbounds i64, ptr addrspace(1) %10, i64 %add3559
  store i64 %flag, ptr addrspace(1) %p3561, align 4
  br label %endif3554

else3556:                                         ; preds = %then3553
  %fadd3562 = fadd reassoc contract float %sel3550, 0.000000e+00
  %sel3563 = select i1 %has3551, float %fadd3562, float 0.000000e+00
  %p3564 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %139
  store float %sel3563, ptr addrspace(3) %p3564, align 4
  br label %endif3554

then3566:                                         ; preds = %endif3554
  %mul3568 = shl i64 %i, 1
  %p3573 = getelementptr inbounds i64, ptr addrspace(1) %10, i64 %mul3568
  %mul3571 = shl i64 %add3431, 1
  %has3570 = zext i1 %sel3529 to i64
  %add3572 = or disjoint i64 %mul3571, %has3570
  %p3569 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %mul3568
  store float %sel3528, ptr addrspace(1) %p3569, align 4
  store i64 %add3572, ptr addrspace(1) %p3573, align 4
  br label %endif3567

endif3567:                                        ; preds = %then3566, %endif3554
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp3575 = icmp slt i32 %lane, %call54
  %first3577 = and i1 %cmp384, %cmp43
  %w3578 = xor i1 %first3577, true
  %w3579 = and i1 %cmp3575, %w3578
  %cmp3580 = icmp slt i32 %lane, %local48
  %in3581 = and i1 %cmp3580, %w3579
  br i1 %in3581, label %then3582, label %endif3583

then3582:                                         ; preds = %endif3567
  %gep3994 = getelementptr float, ptr addrspace(1) %invariant.gep3993, i64 %it
  %v3585 = load float, ptr addrspace(3) %p3584, align 4
  store float %v3585, ptr addrspace(1) %gep3994, align 4
  br label %endif3583

endif3583:                                        ; preds = %then3582, %endif3567
  %cmp3590 = icmp slt i32 %add60, %call54
  %cmp3595 = icmp slt i32 %add60, %local48
  %in3596 = and i1 %cmp3595, %cmp3590
  br i1 %in3596, label %then3597, label %endif3598

then3597:                                         ; preds = %endif3583
  %gep3996 = getelementptr float, ptr addrspace(1) %invariant.gep3995, i64 %it
  %v3600 = load float, ptr addrspace(3) %p3599, align 4
  store float %v3600, ptr addrspace(1) %gep3996, align 4
  br label %endif3598

endif3598:                                        ; preds = %then3597, %endif3583
  %cmp3605 = icmp slt i32 %add61, %call54
  %cmp3610 = icmp slt i32 %add61, %local48
  %in3611 = and i1 %cmp3610, %cmp3605
  br i1 %in3611, label %then3612, label %endif3613

then3612:                                         ; preds = %endif3598
  %gep3998 = getelementptr float, ptr addrspace(1) %invariant.gep3997, i64 %it
  %v3615 = load float, ptr addrspace(3) %p3614, align 4
  store float %v3615, ptr addrspace(1) %gep3998, align 4
  br label %endif3613

endif3613:                                        ; preds = %then3612, %endif3598
  %cmp3620 = icmp slt i32 %add62, %call54
  %cmp3625 = icmp slt i32 %add62, %local48
  %in3626 = and i1 %cmp3625, %cmp3620
  br i1 %in3626, label %then3627, label %endif3628

then3627:                                         ; preds = %endif3613
  %gep4000 = getelementptr float, ptr addrspace(1) %invariant.gep3999, i64 %it
  %v3630 = load float, ptr addrspace(3) %p3629, align 4
  store float %v3630, ptr addrspace(1) %gep4000, align 4
  br label %endif3628

endif3628:                                        ; preds = %then3627, %endif3613
  br i1 %cmp110, label %then3635, label %endif3636

then3635:                                         ; preds = %endif3628
  %cmp3638 = icmp slt i32 %add113, %call54
  %cmp3643 = icmp slt i32 %add113, %local48
  %in3644 = and i1 %cmp3643, %cmp3638
  br i1 %in3644, label %then3645, label %endif3646

endif3636:                                        ; preds = %endif3676, %then3690, %endif3628
  br i1 %cmp165, label %then3698, label %endif3699

then3645:                                         ; preds = %then3635
  %gep4002 = getelementptr float, ptr addrspace(1) %invariant.gep4001, i64 %it
  %v3648 = load float, ptr addrspace(3) %p3647, align 4
  store float %v3648, ptr addrspace(1) %gep4002, align 4
  br label %endif3646

endif3646:                                        ; preds = %then3645, %then3635
  %cmp3653 = icmp slt i32 %add114, %call54
  %cmp3658 = icmp slt i32 %add114, %local48
  %in3659 = and i1 %cmp3658, %cmp3653
  br i1 %in3659, label %then3660, label %endif3661

then3660:                                         ; preds = %endif3646
  %gep4004 = getelementptr float, ptr addrspace(1) %invariant.gep4003, i64 %it
  %v3663 = load float, ptr addrspace(3) %p3662, align 4
  store float %v3663, ptr addrspace(1) %gep4004, align 4
  br label %endif3661

endif3661:                                        ; preds = %then3660, %endif3646
  %cmp3668 = icmp slt i32 %add115, %call54
  %cmp3673 = icmp slt i32 %add115, %local48
  %in3674 = and i1 %cmp3673, %cmp3668
  br i1 %in3674, label %then3675, label %endif3676

then3675:                                         ; preds = %endif3661
  %gep4006 = getelementptr float, ptr addrspace(1) %invariant.gep4005, i64 %it
  %v3678 = load float, ptr addrspace(3) %p3677, align 4
  store float %v3678, ptr addrspace(1) %gep4006, align 4
  br label %endif3676

endif3676:                                        ; preds = %then3675, %endif3661
  %cmp3683 = icmp slt i32 %add116, %call54
  %cmp3688 = icmp slt i32 %add116, %local48
  %in3689 = and i1 %cmp3688, %cmp3683
  br i1 %in3689, label %then3690, label %endif3636

then3690:                                         ; preds = %endif3676
  %gep4008 = getelementptr float, ptr addrspace(1) %invariant.gep4007, i64 %it
  %v3693 = load float, ptr addrspace(3) %p3692, align 4
  store float %v3693, ptr addrspace(1) %gep4008, align 4
  br label %endif3636

then3698:                                         ; preds = %endif3636
  %cmp3701 = icmp slt i32 %add168, %call54
  %cmp3706 = icmp slt i32 %add168, %local48
  %in3707 = and i1 %cmp3706, %cmp3701
  br i1 %in3707, label %then3708, label %endif3709

endif3699:                                        ; preds = %endif3799, %then3813, %endif3636
  br i1 %cmp272, label %then3821, label %endif3822

then3708:                                         ; preds = %then3698
  %gep4010 = getelementptr float, ptr addrspace(1) %invariant.gep4009, i64 %it
  %v3711 = load float, ptr addrspace(3) %p3710, align 4
  store float %v3711, ptr addrspace(1) %gep4010, align 4
  br label %endif3709

endif3709:                                        ; preds = %then3708, %then3698
  %cmp3716 = icmp slt i32 %add169, %call54
  %cmp3721 = icmp slt i32 %add169, %local48
  %in3722 = and i1 %cmp3721, %cmp3716
  br i1 %in3722, label %then3723, label %endif3724

then3723:                                         ; preds = %endif3709
  %gep4012 = getelementptr float, ptr addrspace(1) %invariant.gep4011, i64 %it
  %v3726 = load float, ptr addrspace(3) %p3725, align 4
  store float %v3726, ptr addrspace(1) %gep4012, align 4
  br label %endif3724

endif3724:                                        ; preds = %then3723, %endif3709
  %cmp3731 = icmp slt i32 %add170, %call54
  %cmp3736 = icmp slt i32 %add170, %local48
  %in3737 = and i1 %cmp3736, %cmp3731
  br i1 %in3737, label %then3738, label %endif3739

then3738:                                         ; preds = %endif3724
  %gep4014 = getelementptr float, ptr addrspace(1) %invariant.gep4013, i64 %it
  %v3741 = load float, ptr addrspace(3) %p3740, align 4
  store float %v3741, ptr addrspace(1) %gep4014, align 4
  br label %endif3739

endif3739:                                        ; preds = %then3738, %endif3724
  %cmp3746 = icmp slt i32 %add171, %call54
  %cmp3751 = icmp slt i32 %add171, %local48
  %in3752 = and i1 %cmp3751, %cmp3746
  br i1 %in3752, label %then3753, label %endif3754

then3753:                                         ; preds = %endif3739
  %gep4016 = getelementptr float, ptr addrspace(1) %invariant.gep4015, i64 %it
  %v3756 = load float, ptr addrspace(3) %p3755, align 4
  store float %v3756, ptr addrspace(1) %gep4016, align 4
  br label %endif3754

endif3754:                                        ; preds = %then3753, %endif3739
  %cmp3761 = icmp slt i32 %add172, %call54
  %cmp3766 = icmp slt i32 %add172, %local48
  %in3767 = and i1 %cmp3766, %cmp3761
  br i1 %in3767, label %then3768, label %endif3769

then3768:                                         ; preds = %endif3754
  %gep4018 = getelementptr float, ptr addrspace(1) %invariant.gep4017, i64 %it
  %v3771 = load float, ptr addrspace(3) %p3770, align 4
  store float %v3771, ptr addrspace(1) %gep4018, align 4
  br label %endif3769

endif3769:                                        ; preds = %then3768, %endif3754
  %cmp3776 = icmp slt i32 %add173, %call54
  %cmp3781 = icmp slt i32 %add173, %local48
  %in3782 = and i1 %cmp3781, %cmp3776
  br i1 %in3782, label %then3783, label %endif3784

then3783:                                         ; preds = %endif3769
  %gep4020 = getelementptr float, ptr addrspace(1) %invariant.gep4019, i64 %it
  %v3786 = load float, ptr addrspace(3) %p3785, align 4
  store float %v3786, ptr addrspace(1) %gep4020, align 4
  br label %endif3784

endif3784:                                        ; preds = %then3783, %endif3769
  %cmp3791 = icmp slt i32 %add174, %call54
  %cmp3796 = icmp slt i32 %add174, %local48
  %in3797 = and i1 %cmp3796, %cmp3791
  br i1 %in3797, label %then3798, label %endif3799

then3798:                                         ; preds = %endif3784
  %gep4022 = getelementptr float, ptr addrspace(1) %invariant.gep4021, i64 %it
  %v3801 = load float, ptr addrspace(3) %p3800, align 4
  store float %v3801, ptr addrspace(1) %gep4022, align 4
  br label %endif3799

endif3799:                                        ; preds = %then3798, %endif3784
  %cmp3806 = icmp slt i32 %add175, %call54
  %cmp3811 = icmp slt i32 %add175, %local48
  %in3812 = and i1 %cmp3811, %cmp3806
  br i1 %in3812, label %then3813, label %endif3699

then3813:                                         ; preds = %endif3799
  %gep4024 = getelementptr float, ptr addrspace(1) %invariant.gep4023, i64 %it
  %v3816 = load float, ptr addrspace(3) %p3815, align 4
  store float %v3816, ptr addrspace(1) %gep4024, align 4
  br label %endif3699

then3821:                                         ; preds = %endif3699
  %cmp3824 = icmp slt i32 %add275, %call54
  %cmp3829 = icmp slt i32 %add275, %local48
  %in3830 = and i1 %cmp3829, %cmp3824
  br i1 %in3830, label %then3831, label %endif3832

endif3822:                                        ; preds = %endif3922, %then3936, %endif3699
  %add3943 = add i64 %i, %warp8
  %cmp3944 = icmp slt i64 %add3943, %11
  br i1 %cmp3944, label %stride.body, label %stride.exit

then3831:                                         ; preds = %then3821
  %gep4026 = getelementptr float, ptr addrspace(1) %invariant.gep4025, i64 %it
  %v3834 = load float, ptr addrspace(3) %p3833, align 4
  store float %v3834, ptr addrspace(1) %gep4026, align 4
  br label %endif3832

endif3832:                                        ; preds = %then3831, %then3821
  %cmp3839 = icmp slt i32 %add276, %call54
  %cmp3844 = icmp slt i32 %add276, %local48
  %in3845 = and i1 %cmp3844, %cmp3839
  br i1 %in3845, label %then3846, label %endif3847

then3846:                                         ; preds = %endif3832
  %gep4028 = getelementptr float, ptr addrspace(1) %invariant.gep4027, i64 %it
  %v3849 = load float, ptr addrspace(3) %p3848, align 4
  store float %v3849, ptr addrspace(1) %gep4028, align 4
  br label %endif3847

endif3847:                                        ; preds = %then3846, %endif3832
  %cmp3854 = icmp slt i32 %add277, %call54
  %cmp3859 = icmp slt i32 %add277, %local48
  %in3860 = and i1 %cmp3859, %cmp3854
  br i1 %in3860, label %then3861, label %endif3862

then3861:                                         ; preds = %endif3847
  %gep4030 = getelementptr float, ptr addrspace(1) %invariant.gep4029, i64 %it
  %v3864 = load float, ptr addrspace(3) %p3863, align 4
  store float %v3864, ptr addrspace(1) %gep4030, align 4
  br label %endif3862

endif3862:                                        ; preds = %then3861, %endif3847
  %cmp3869 = icmp slt i32 %add278, %call54
  %cmp3874 = icmp slt i32 %add278, %local48
  %in3875 = and i1 %cmp3874, %cmp3869
  br i1 %in3875, label %then3876, label %endif3877

then3876:                                         ; preds = %endif3862
  %gep4032 = getelementptr float, ptr addrspace(1) %invariant.gep4031, i64 %it
  %v3879 = load float, ptr addrspace(3) %p3878, align 4
  store float %v3879, ptr addrspace(1) %gep4032, align 4
  br label %endif3877

endif3877:                                        ; preds = %then3876, %endif3862
  %cmp3884 = icmp slt i32 %add279, %call54
  %cmp3889 = icmp slt i32 %add279, %local48
  %in3890 = and i1 %cmp3889, %cmp3884
  br i1 %in3890, label %then3891, label %endif3892

then3891:                                         ; preds = %endif3877
  %gep4034 = getelementptr float, ptr addrspace(1) %invariant.gep4033, i64 %it
  %v3894 = load float, ptr addrspace(3) %p3893, align 4
  store float %v3894, ptr addrspace(1) %gep4034, align 4
  br label %endif3892

endif3892:                                        ; preds = %then3891, %endif3877
  %cmp3899 = icmp slt i32 %add280, %call54
  %cmp3904 = icmp slt i32 %add280, %local48
  %in3905 = and i1 %cmp3904, %cmp3899
  br i1 %in3905, label %then3906, label %endif3907

then3906:                                         ; preds = %endif3892
  %gep4036 = getelementptr float, ptr addrspace(1) %invariant.gep4035, i64 %it
  %v3909 = load float, ptr addrspace(3) %p3908, align 4
  store float %v3909, ptr addrspace(1) %gep4036, align 4
  br label %endif3907

endif3907:                                        ; preds = %then3906, %endif3892
  %cmp3914 = icmp slt i32 %add281, %call54
  %cmp3919 = icmp slt i32 %add281, %local48
  %in3920 = and i1 %cmp3919, %cmp3914
  br i1 %in3920, label %then3921, label %endif3922

then3921:                                         ; preds = %endif3907
  %gep4038 = getelementptr float, ptr addrspace(1) %invariant.gep4037, i64 %it
  %v3924 = load float, ptr addrspace(3) %p3923, align 4
  store float %v3924, ptr addrspace(1) %gep4038, align 4
  br label %endif3922

endif3922:                                        ; preds = %then3921, %endif3907
  %cmp3929 = icmp slt i32 %add282, %call54
  %cmp3934 = icmp slt i32 %add282, %local48
  %in3935 = and i1 %cmp3934, %cmp3929
  br i1 %in3935, label %then3936, label %endif3822

then3936:                                         ; preds = %endif3922
  %gep4040 = getelementptr float, ptr addrspace(1) %invariant.gep4039, i64 %it
  %v3939 = load float, ptr addrspace(3) %p3938, align 4
  store float %v3939, ptr addrspace(1) %gep4040, align 4
  br label %endif3822
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define void @systole_fold_seg_csr_spmv_f32_finish(i64 %0, ptr addrspace(1) noalias nocapture readonly %1, i64 %2, i64 %3, ptr addrspace(1) noalias nocapture readonly %4, i64 %5, ptr addrspace(1) noalias nocapture readonly %6, i64 %7, ptr addrspace(1) noalias nocapture writeonly %8, ptr addrspace(1) noalias readonly %9, ptr addrspace(1) noalias nocapture readonly %10, i64 %11, i64 %12) local_unnamed_addr #4 {
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
  %sub22 = add i64 %11, -1
  %call23 = tail call i64 @llvm.smax.i64(i64 %sub22, i64 0)
  %add24 = add i64 %11, 31
  %g = lshr i64 %add24, 5
  %cmp25 = icmp ult i64 %warp, %g
  br i1 %cmp25, label %stride.body.preheader, label %stride.exit

stride.body.preheader:                            ; preds = %entry
  %add607 = add nuw nsw i64 %lane, 1
  %add614 = add nuw nsw i64 %lane, 2
  %add621 = add nuw nsw i64 %lane, 4
  %add628 = add nuw nsw i64 %lane, 8
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %repeat.exit
  %i = phi i64 [ %add659, %repeat.exit ], [ %warp, %stride.body.preheader ]
  %mul26 = shl i64 %i, 5
  %add27 = or disjoint i64 %mul26, %lane
  %call28 = tail call i64 @llvm.smin.i64(i64 %add27, i64 %call23)
  %cmp30 = icmp slt i64 %add27, %11
  %mul31 = shl i64 %call28, 1
  %p32 = getelementptr inbounds i64, ptr addrspace(1) %10, i64 %mul31
  %v33 = load i64, ptr addrspace(1) %p32, align 4
  %key = ashr i64 %v33, 1
  %sub34 = add i64 %call28, -1
  %call35 = tail call i64 @llvm.smax.i64(i64 %sub34, i64 0)
  %p37.idx = shl i64 %call35, 4
  %p37 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p37.idx
  %v38 = load i64, ptr addrspace(1) %p37, align 4
  %key39 = ashr i64 %v38, 1
  %cmp40 = icmp eq i64 %call28, 0
  %cmp41 = icmp ne i64 %key39, %key
  %starts = or i1 %cmp40, %cmp41
  %cmp42 = icmp slt i64 %key, %call9
  %s = and i1 %cmp42, %starts
  %run = and i1 %cmp30, %s
  %add43 = add i64 %call28, 1
  %cmp44 = icmp slt i64 %add27, %call23
  %call45 = tail call i64 @llvm.smin.i64(i64 %add43, i64 %call23)
  %p47.idx = shl i64 %call45, 4
  %p47 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p47.idx
  %v48 = load i64, ptr addrspace(1) %p47, align 4
  %key49 = ashr i64 %v48, 1
  %cmp50 = icmp sgt i64 %key49, %key
  %one = and i1 %cmp44, %cmp50
  %has = and i64 %v33, 1
  %cmp54 = icmp ne i64 %has, 0
  %13 = and i1 %cmp54, %one
  %join = and i1 %13, %run
  br i1 %join, label %then, label %endif

stride.exit:                                      ; preds = %repeat.exit, %entry
  ret void

then:                                             ; preds = %stride.body
  %p56 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %mul31
  %v57 = load float, ptr addrspace(1) %p56, align 4
  %mul58 = shl i64 %add43, 1
  %add59 = or disjoint i64 %mul58, 1
  %p60 = getelementptr inbounds i64, ptr addrspace(1) %10, i64 %add59
  %v61 = load i64, ptr addrspace(1) %p60, align 4
  %p62 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add59
  %v63 = load float, ptr addrspace(1) %p62, align 4
  %cmp64.not = icmp eq i64 %v61, 0
  %fadd = fadd reassoc contract float %v57, %v63
  %sel65 = select i1 %cmp64.not, float %v57, float %fadd
  %fadd67 = fadd reassoc contract float %sel65, 0.000000e+00
  %p69 = getelementptr inbounds float, ptr addrspace(1) %8, i64 %key
  store float %fadd67, ptr addrspace(1) %p69, align 4
  br label %endif

endif:                                            ; preds = %then, %stride.body
  %n = xor i1 %one, true
  %long = and i1 %run, %n
  %call70 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %long)
  %cmp71.not = icmp eq i32 %call70, 0
  br i1 %cmp71.not, label %repeat.exit, label %repeat.body

repeat.body:                                      ; preds = %endif, %endif105
  %phi = phi i32 [ %rest, %endif105 ], [ %call70, %endif ]
  %call72 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %phi, i1 true)
  %k = zext nneg i32 %call72 to i64
  %add73 = or disjoint i64 %mul26, %k
  %p75.idx = shl i64 %add73, 4
  %p75 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p75.idx
  %v76 = load i64, ptr addrspace(1) %p75, align 4
  %key77 = ashr i64 %v76, 1
  %add78 = add i64 %add73, 1
  %cmp79 = icmp slt i64 %add78, %11
  br i1 %cmp79, label %repeat.body80, label %repeat.exit81

repeat.exit:                                      ; preds = %endif105, %endif
  %add659 = add i64 %i, %warp8
  %cmp660 = icmp slt i64 %add659, %g
  br i1 %cmp660, label %stride.body, label %stride.exit

repeat.body80:                                    ; preds = %repeat.body, %repeat.body80
  %phi82 = phi i64 [ %sel91, %repeat.body80 ], [ %add78, %repeat.body ]
  %phi83 = phi i64 [ %sel92, %repeat.body80 ], [ %11, %repeat.body ]
  %add84 = add i64 %phi83, %phi82
  %mid = lshr i64 %add84, 1
  %mul85 = and i64 %add84, -2
  %p86 = getelementptr inbounds i64, ptr addrspace(1) %10, i64 %mul85
  %v87 = load i64, ptr addrspace(1) %p86, align 4
  %key88 = ashr i64 %v87, 1
  %cmp89.not = icmp sgt i64 %key88, %key77
  %add90 = add nuw i64 %mid, 1
  %sel91 = select i1 %cmp89.not, i64 %phi82, i64 %add90
  %sel92 = select i1 %cmp89.not, i64 %mid, i64 %phi83
  %cmp93 = icmp slt i64 %sel91, %sel92
  br i1 %cmp93, label %repeat.body80, label %repeat.exit81

repeat.exit81:                                    ; preds = %repeat.body80, %repeat.body
  %phi94 = phi i64 [ %add78, %repeat.body ], [ %sel91, %repeat.body80 ]
  %call96 = tail call i64 @llvm.smin.i64(i64 %phi94, i64 %call23)
  %has100 = and i64 %v76, 1
  %skip = xor i64 %has100, 1
  %add102 = add i64 %add73, %skip
  %cmp103 = icmp slt i64 %add102, %call96
  br i1 %cmp103, label %then104, label %endif105

then104:                                          ; preds = %repeat.exit81
  %sub106 = sub i64 %call96, %add102
  %full = sdiv i64 %sub106, 1024
  %cmp107 = icmp sgt i64 %sub106, 1023
  %add112 = add i64 %add102, %lane
  br i1 %cmp107, label %fold.body.preheader, label %fold.exit

fold.body.preheader:                              ; preds = %then104
  %14 = shl i64 %add112, 3
  %p116.peel = getelementptr i8, ptr addrspace(1) %9, i64 %14
  %v117.peel = load float, ptr addrspace(1) %p116.peel, align 4
  %p120.peel = getelementptr i8, ptr addrspace(1) %p116.peel, i64 256
  %v121.peel = load float, ptr addrspace(1) %p120.peel, align 4
  %p124.peel = getelementptr i8, ptr addrspace(1) %p116.peel, i64 512
  %v125.peel = load float, ptr addrspace(1) %p124.peel, align 4
  %p128.peel = getelementptr i8, ptr addrspace(1) %p116.peel, i64 768
  %v129.peel = load float, ptr addrspace(1) %p128.peel, align 4
  %p132.peel = getelementptr i8, ptr addrspace(1) %p116.peel, i64 1024
  %v133.peel = load float, ptr addrspace(1) %p132.peel, align 4
  %p136.peel = getelementptr i8, ptr addrspace(1) %p116.peel, i64 1280
  %v137.peel = load float, ptr addrspace(1) %p136.peel, align 4
  %p140.peel = getelementptr i8, ptr addrspace(1) %p116.peel, i64 1536
  %v141.peel = load float, ptr addrspace(1) %p140.peel, align 4
  %p144.peel = getelementptr i8, ptr addrspace(1) %p116.peel, i64 1792
  %v145.peel = load float, ptr addrspace(1) %p144.peel, align 4
  %p148.peel = getelementptr i8, ptr addrspace(1) %p116.peel, i64 2048
  %v149.peel = load float, ptr addrspace(1) %p148.peel, align 4
  %p152.peel = getelementptr i8, ptr addrspace(1) %p116.peel, i64 2304
  %v153.peel = load float, ptr addrspace(1) %p152.peel, align 4
  %p156.peel = getelementptr i8, ptr addrspace(1) %p116.peel, i64 2560
  %v157.peel = load float, ptr addrspace(1) %p156.peel, align 4
  %p160.peel = getelementptr i8, ptr addrspace(1) %p116.peel, i64 2816
  %v161.peel = load float, ptr addrspace(1) %p160.peel, align 4
  %p164.peel = getelementptr i8, ptr addrspace(1) %p116.peel, i64 3072
  %v165.peel = load float, ptr addrspace(1) %p164.peel, align 4
  %p168.peel = getelementptr i8, ptr addrspace(1) %p116.peel, i64 3328
  %v169.peel = load float, ptr addrspace(1) %p168.peel, align 4
  %p172.peel = getelementptr i8, ptr addrspace(1) %p116.peel, i64 3584
  %v173.peel = load float, ptr addrspace(1) %p172.peel, align 4
  %p176.peel = getelementptr i8, ptr addrspace(1) %p116.peel, i64 3840
  %v177.peel = load float, ptr addrspace(1) %p176.peel, align 4
  %p180.peel = getelementptr i8, ptr addrspace(1) %p116.peel, i64 4096
  %v181.peel = load float, ptr addrspace(1) %p180.peel, align 4
  %p184.peel = getelementptr i8, ptr addrspace(1) %p116.peel, i64 4352
  %v185.peel = load float, ptr addrspace(1) %p184.peel, align 4
  %p188.peel = getelementptr i8, ptr addrspace(1) %p116.peel, i64 4608
  %v189.peel = load float, ptr addrspace(1) %p188.peel, align 4
  %p192.peel = getelementptr i8, ptr addrspace(1) %p116.peel, i64 4864
  %v193.peel = load float, ptr addrspace(1) %p192.peel, align 4
  %p196.peel = getelementptr i8, ptr addrspace(1) %p116.peel, i64 5120
  %v197.peel = load float, ptr addrspace(1) %p196.peel, align 4
  %p200.peel = getelementptr i8, ptr addrspace(1) %p116.peel, i64 5376
  %v201.peel = load float, ptr addrspace(1) %p200.peel, align 4
  %p204.peel = getelementptr i8, ptr addrspace(1) %p116.peel, i64 5632
  %v205.peel = load float, ptr addrspace(1) %p204.peel, align 4
  %p208.peel = getelementptr i8, ptr addrspace(1) %p116.peel, i64 5888
  %v209.peel = load float, ptr addrspace(1) %p208.peel, align 4
  %p212.peel = getelementptr i8, ptr addrspace(1) %p116.peel, i64 6144
  %v213.peel = load float, ptr addrspace(1) %p212.peel, align 4
  %p216.peel = getelementptr i8, ptr addrspace(1) %p116.peel, i64 6400
  %v217.peel = load float, ptr addrspace(1) %p216.peel, align 4
  %p220.peel = getelementptr i8, ptr addrspace(1) %p116.peel, i64 6656
  %v221.peel = load float, ptr addrspace(1) %p220.peel, align 4
  %p224.peel = getelementptr i8, ptr addrspace(1) %p116.peel, i64 6912
  %v225.peel = load float, ptr addrspace(1) %p224.peel, align 4
  %p228.peel = getelementptr i8, ptr addrspace(1) %p116.peel, i64 7168
  %v229.peel = load float, ptr addrspace(1) %p228.peel, align 4
  %p232.peel = getelementptr i8, ptr addrspace(1) %p116.peel, i64 7424
  %v233.peel = load float, ptr addrspace(1) %p232.peel, align 4
  %p236.peel = getelementptr i8, ptr addrspace(1) %p116.peel, i64 7680
  %v237.peel = load float, ptr addrspace(1) %p236.peel, align 4
  %p240.peel = getelementptr i8, ptr addrspace(1) %p116.peel, i64 7936
  %v241.peel = load float, ptr addrspace(1) %p240.peel, align 4
  %fadd244.peel = fadd reassoc contract float %v121.peel, %v117.peel
  %fadd245.peel = fadd reassoc contract float %v125.peel, %fadd244.peel
  %fadd246.peel = fadd reassoc contract float %v129.peel, %fadd245.peel
  %fadd247.peel = fadd reassoc contract float %v133.peel, %fadd246.peel
  %fadd248.peel = fadd reassoc contract float %v137.peel, %fadd247.peel
  %fadd249.peel = fadd reassoc contract float %v141.peel, %fadd248.peel
  %fadd250.peel = fadd reassoc contract float %v145.peel, %fadd249.peel
  %fadd251.peel = fadd reassoc contract float %v149.peel, %fadd250.peel
  %fadd252.peel = fadd reassoc contract float %v153.peel, %fadd251.peel
  %fadd253.peel = fadd reassoc contract float %v157.peel, %fadd252.peel
  %fadd254.peel = fadd reassoc contract float %v161.peel, %fadd253.peel
  %fadd255.peel = fadd reassoc contract float %v165.peel, %fadd254.peel
  %fadd256.peel = fadd reassoc contract float %v169.peel, %fadd255.peel
  %fadd257.peel = fadd reassoc contract float %v173.peel, %fadd256.peel
  %fadd258.peel = fadd reassoc contract float %v177.peel, %fadd257.peel
  %fadd259.peel = fadd reassoc contract float %v181.peel, %fadd258.peel
  %fadd260.peel = fadd reassoc contract float %v185.peel, %fadd259.peel
  %fadd261.peel = fadd reassoc contract float %v189.peel, %fadd260.peel
  %fadd262.peel = fadd reassoc contract float %v193.peel, %fadd261.peel
  %fadd263.peel = fadd reassoc contract float %v197.peel, %fadd262.peel
  %fadd264.peel = fadd reassoc contract float %v201.peel, %fadd263.peel
  %fadd265.peel = fadd reassoc contract float %v205.peel, %fadd264.peel
  %fadd266.peel = fadd reassoc contract float %v209.peel, %fadd265.peel
  %fadd267.peel = fadd reassoc contract float %v213.peel, %fadd266.peel
  %fadd268.peel = fadd reassoc contract float %v217.peel, %fadd267.peel
  %fadd269.peel = fadd reassoc contract float %v221.peel, %fadd268.peel
  %fadd270.peel = fadd reassoc contract float %v225.peel, %fadd269.peel
  %fadd271.peel = fadd reassoc contract float %v229.peel, %fadd270.peel
  %fadd272.peel = fadd reassoc contract float %v233.peel, %fadd271.peel
  %fadd273.peel = fadd reassoc contract float %v237.peel, %fadd272.peel
  %fadd274.peel = fadd reassoc contract float %v241.peel, %fadd273.peel
  %15 = and i64 %sub106, 9223372036854774784
  %exitcond.peel.not = icmp eq i64 %15, 1024
  br i1 %exitcond.peel.not, label %fold.exit, label %fold.body.peel.next

fold.body.peel.next:                              ; preds = %fold.body.preheader
  %invariant.gep = getelementptr i8, ptr addrspace(1) %9, i64 %14
  br label %fold.body

endif105:                                         ; preds = %fold.exit, %then651, %repeat.exit81
  %sub656 = add i32 %phi, -1
  %rest = and i32 %sub656, %phi
  %cmp657.not = icmp eq i32 %rest, 0
  br i1 %cmp657.not, label %repeat.exit, label %repeat.body

fold.body:                                        ; preds = %fold.body.peel.next, %fold.body
  %i108 = phi i64 [ %add275, %fold.body ], [ 1, %fold.body.peel.next ]
  %phi109 = phi float [ %fadd274, %fold.body ], [ %fadd274.peel, %fold.body.peel.next ]
  %16 = shl i64 %i108, 13
  %gep = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %16
  %v117 = load float, ptr addrspace(1) %gep, align 4
  %p120 = getelementptr i8, ptr addrspace(1) %gep, i64 256
  %v121 = load float, ptr addrspace(1) %p120, align 4
  %p124 = getelementptr i8, ptr addrspace(1) %gep, i64 512
  %v125 = load float, ptr addrspace(1) %p124, align 4
  %p128 = getelementptr i8, ptr addrspace(1) %gep, i64 768
  %v129 = load float, ptr addrspace(1) %p128, align 4
  %p132 = getelementptr i8, ptr addrspace(1) %gep, i64 1024
  %v133 = load float, ptr addrspace(1) %p132, align 4
  %p136 = getelementptr i8, ptr addrspace(1) %gep, i64 1280
  %v137 = load float, ptr addrspace(1) %p136, align 4
  %p140 = getelementptr i8, ptr addrspace(1) %gep, i64 1536
  %v141 = load float, ptr addrspace(1) %p140, align 4
  %p144 = getelementptr i8, ptr addrspace(1) %gep, i64 1792
  %v145 = load float, ptr addrspace(1) %p144, align 4
  %p148 = getelementptr i8, ptr addrspace(1) %gep, i64 2048
  %v149 = load float, ptr addrspace(1) %p148, align 4
  %p152 = getelementptr i8, ptr addrspace(1) %gep, i64 2304
  %v153 = load float, ptr addrspace(1) %p152, align 4
  %p156 = getelementptr i8, ptr addrspace(1) %gep, i64 2560
  %v157 = load float, ptr addrspace(1) %p156, align 4
  %p160 = getelementptr i8, ptr addrspace(1) %gep, i64 2816
  %v161 = load float, ptr addrspace(1) %p160, align 4
  %p164 = getelementptr i8, ptr addrspace(1) %gep, i64 3072
  %v165 = load float, ptr addrspace(1) %p164, align 4
  %p168 = getelementptr i8, ptr addrspace(1) %gep, i64 3328
  %v169 = load float, ptr addrspace(1) %p168, align 4
  %p172 = getelementptr i8, ptr addrspace(1) %gep, i64 3584
  %v173 = load float, ptr addrspace(1) %p172, align 4
  %p176 = getelementptr i8, ptr addrspace(1) %gep, i64 3840
  %v177 = load float, ptr addrspace(1) %p176, align 4
  %p180 = getelementptr i8, ptr addrspace(1) %gep, i64 4096
  %v181 = load float, ptr addrspace(1) %p180, align 4
  %p184 = getelementptr i8, ptr addrspace(1) %gep, i64 4352
  %v185 = load float, ptr addrspace(1) %p184, align 4
  %p188 = getelementptr i8, ptr addrspace(1) %gep, i64 4608
  %v189 = load float, ptr addrspace(1) %p188, align 4
  %p192 = getelementptr i8, ptr addrspace(1) %gep, i64 4864
  %v193 = load float, ptr addrspace(1) %p192, align 4
  %p196 = getelementptr i8, ptr addrspace(1) %gep, i64 5120
  %v197 = load float, ptr addrspace(1) %p196, align 4
  %p200 = getelementptr i8, ptr addrspace(1) %gep, i64 5376
  %v201 = load float, ptr addrspace(1) %p200, align 4
  %p204 = getelementptr i8, ptr addrspace(1) %gep, i64 5632
  %v205 = load float, ptr addrspace(1) %p204, align 4
  %p208 = getelementptr i8, ptr addrspace(1) %gep, i64 5888
  %v209 = load float, ptr addrspace(1) %p208, align 4
  %p212 = getelementptr i8, ptr addrspace(1) %gep, i64 6144
  %v213 = load float, ptr addrspace(1) %p212, align 4
  %p216 = getelementptr i8, ptr addrspace(1) %gep, i64 6400
  %v217 = load float, ptr addrspace(1) %p216, align 4
  %p220 = getelementptr i8, ptr addrspace(1) %gep, i64 6656
  %v221 = load float, ptr addrspace(1) %p220, align 4
  %p224 = getelementptr i8, ptr addrspace(1) %gep, i64 6912
  %v225 = load float, ptr addrspace(1) %p224, align 4
  %p228 = getelementptr i8, ptr addrspace(1) %gep, i64 7168
  %v229 = load float, ptr addrspace(1) %p228, align 4
  %p232 = getelementptr i8, ptr addrspace(1) %gep, i64 7424
  %v233 = load float, ptr addrspace(1) %p232, align 4
  %p236 = getelementptr i8, ptr addrspace(1) %gep, i64 7680
  %v237 = load float, ptr addrspace(1) %p236, align 4
  %p240 = getelementptr i8, ptr addrspace(1) %gep, i64 7936
  %v241 = load float, ptr addrspace(1) %p240, align 4
  %fadd242 = fadd reassoc contract float %phi109, %v117
  %fadd244 = fadd reassoc contract float %v121, %fadd242
  %fadd245 = fadd reassoc contract float %v125, %fadd244
  %fadd246 = fadd reassoc contract float %v129, %fadd245
  %fadd247 = fadd reassoc contract float %v133, %fadd246
  %fadd248 = fadd reassoc contract float %v137, %fadd247
  %fadd249 = fadd reassoc contract float %v141, %fadd248
  %fadd250 = fadd reassoc contract float %v145, %fadd249
  %fadd251 = fadd reassoc contract float %v149, %fadd250
  %fadd252 = fadd reassoc contract float %v153, %fadd251
  %fadd253 = fadd reassoc contract float %v157, %fadd252
  %fadd254 = fadd reassoc contract float %v161, %fadd253
  %fadd255 = fadd reassoc contract float %v165, %fadd254
  %fadd256 = fadd reassoc contract float %v169, %fadd255
  %fadd257 = fadd reassoc contract float %v173, %fadd256
  %fadd258 = fadd reassoc contract float %v177, %fadd257
  %fadd259 = fadd reassoc contract float %v181, %fadd258
  %fadd260 = fadd reassoc contract float %v185, %fadd259
  %fadd261 = fadd reassoc contract float %v189, %fadd260
  %fadd262 = fadd reassoc contract float %v193, %fadd261
  %fadd263 = fadd reassoc contract float %v197, %fadd262
  %fadd264 = fadd reassoc contract float %v201, %fadd263
  %fadd265 = fadd reassoc contract float %v205, %fadd264
  %fadd266 = fadd reassoc contract float %v209, %fadd265
  %fadd267 = fadd reassoc contract float %v213, %fadd266
  %fadd268 = fadd reassoc contract float %v217, %fadd267
  %fadd269 = fadd reassoc contract float %v221, %fadd268
  %fadd270 = fadd reassoc contract float %v225, %fadd269
  %fadd271 = fadd reassoc contract float %v229, %fadd270
  %fadd272 = fadd reassoc contract float %v233, %fadd271
  %fadd273 = fadd reassoc contract float %v237, %fadd272
  %fadd274 = fadd reassoc contract float %v241, %fadd273
  %add275 = add nuw nsw i64 %i108, 1
  %exitcond.not = icmp eq i64 %add275, %full
  br i1 %exitcond.not, label %fold.exit, label %fold.body, !llvm.loop !5

fold.exit:                                        ; preds = %fold.body, %fold.body.preheader, %then104
  %phi277 = phi float [ 0.000000e+00, %then104 ], [ %fadd274.peel, %fold.body.preheader ], [ %fadd274, %fold.body ]
  %mul279 = shl nsw i64 %full, 10
  %add281 = add i64 %add112, %mul279
  %sub282 = add i64 %call96, -1
  %call283 = tail call i64 @llvm.smax.i64(i64 %sub282, i64 %add102)
  %cmp285 = icmp slt i64 %add281, %call96
  %call286 = tail call i64 @llvm.smin.i64(i64 %add281, i64 %call283)
  %p288.idx = shl i64 %call286, 3
  %p288 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p288.idx
  %v289 = load float, ptr addrspace(1) %p288, align 4
  %add290 = add i64 %add281, 32
  %cmp291 = icmp slt i64 %add290, %call96
  %call292 = tail call i64 @llvm.smin.i64(i64 %add290, i64 %call283)
  %p294.idx = shl i64 %call292, 3
  %p294 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p294.idx
  %v295 = load float, ptr addrspace(1) %p294, align 4
  %add296 = add i64 %add281, 64
  %cmp297 = icmp slt i64 %add296, %call96
  %call298 = tail call i64 @llvm.smin.i64(i64 %add296, i64 %call283)
  %p300.idx = shl i64 %call298, 3
  %p300 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p300.idx
  %v301 = load float, ptr addrspace(1) %p300, align 4
  %add302 = add i64 %add281, 96
  %cmp303 = icmp slt i64 %add302, %call96
  %call304 = tail call i64 @llvm.smin.i64(i64 %add302, i64 %call283)
  %p306.idx = shl i64 %call304, 3
  %p306 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p306.idx
  %v307 = load float, ptr addrspace(1) %p306, align 4
  %add308 = add i64 %add281, 128
  %cmp309 = icmp slt i64 %add308, %call96
  %call310 = tail call i64 @llvm.smin.i64(i64 %add308, i64 %call283)
  %p312.idx = shl i64 %call310, 3
  %p312 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p312.idx
  %v313 = load float, ptr addrspace(1) %p312, align 4
  %add314 = add i64 %add281, 160
  %cmp315 = icmp slt i64 %add314, %call96
  %call316 = tail call i64 @llvm.smin.i64(i64 %add314, i64 %call283)
  %p318.idx = shl i64 %call316, 3
  %p318 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p318.idx
  %v319 = load float, ptr addrspace(1) %p318, align 4
  %add320 = add i64 %add281, 192
  %cmp321 = icmp slt i64 %add320, %call96
  %call322 = tail call i64 @llvm.smin.i64(i64 %add320, i64 %call283)
  %p324.idx = shl i64 %call322, 3
  %p324 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p324.idx
  %v325 = load float, ptr addrspace(1) %p324, align 4
  %add326 = add i64 %add281, 224
  %cmp327 = icmp slt i64 %add326, %call96
  %call328 = tail call i64 @llvm.smin.i64(i64 %add326, i64 %call283)
  %p330.idx = shl i64 %call328, 3
  %p330 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p330.idx
  %v331 = load float, ptr addrspace(1) %p330, align 4
  %add332 = add i64 %add281, 256
  %cmp333 = icmp slt i64 %add332, %call96
  %call334 = tail call i64 @llvm.smin.i64(i64 %add332, i64 %call283)
  %p336.idx = shl i64 %call334, 3
  %p336 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p336.idx
  %v337 = load float, ptr addrspace(1) %p336, align 4
  %add338 = add i64 %add281, 288
  %cmp339 = icmp slt i64 %add338, %call96
  %call340 = tail call i64 @llvm.smin.i64(i64 %add338, i64 %call283)
  %p342.idx = shl i64 %call340, 3
  %p342 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p342.idx
  %v343 = load float, ptr addrspace(1) %p342, align 4
  %add344 = add i64 %add281, 320
  %cmp345 = icmp slt i64 %add344, %call96
  %call346 = tail call i64 @llvm.smin.i64(i64 %add344, i64 %call283)
  %p348.idx = shl i64 %call346, 3
  %p348 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p348.idx
  %v349 = load float, ptr addrspace(1) %p348, align 4
  %add350 = add i64 %add281, 352
  %cmp351 = icmp slt i64 %add350, %call96
  %call352 = tail call i64 @llvm.smin.i64(i64 %add350, i64 %call283)
  %p354.idx = shl i64 %call352, 3
  %p354 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p354.idx
  %v355 = load float, ptr addrspace(1) %p354, align 4
  %add356 = add i64 %add281, 384
  %cmp357 = icmp slt i64 %add356, %call96
  %call358 = tail call i64 @llvm.smin.i64(i64 %add356, i64 %call283)
  %p360.idx = shl i64 %call358, 3
  %p360 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p360.idx
  %v361 = load float, ptr addrspace(1) %p360, align 4
  %add362 = add i64 %add281, 416
  %cmp363 = icmp slt i64 %add362, %call96
  %call364 = tail call i64 @llvm.smin.i64(i64 %add362, i64 %call283)
  %p366.idx = shl i64 %call364, 3
  %p366 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p366.idx
  %v367 = load float, ptr addrspace(1) %p366, align 4
  %add368 = add i64 %add281, 448
  %cmp369 = icmp slt i64 %add368, %call96
  %call370 = tail call i64 @llvm.smin.i64(i64 %add368, i64 %call283)
  %p372.idx = shl i64 %call370, 3
  %p372 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p372.idx
  %v373 = load float, ptr addrspace(1) %p372, align 4
  %add374 = add i64 %add281, 480
  %cmp375 = icmp slt i64 %add374, %call96
  %call376 = tail call i64 @llvm.smin.i64(i64 %add374, i64 %call283)
  %p378.idx = shl i64 %call376, 3
  %p378 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p378.idx
  %v379 = load float, ptr addrspace(1) %p378, align 4
  %add380 = add i64 %add281, 512
  %cmp381 = icmp slt i64 %add380, %call96
  %call382 = tail call i64 @llvm.smin.i64(i64 %add380, i64 %call283)
  %p384.idx = shl i64 %call382, 3
  %p384 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p384.idx
  %v385 = load float, ptr addrspace(1) %p384, align 4
  %add386 = add i64 %add281, 544
  %cmp387 = icmp slt i64 %add386, %call96
  %call388 = tail call i64 @llvm.smin.i64(i64 %add386, i64 %call283)
  %p390.idx = shl i64 %call388, 3
  %p390 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p390.idx
  %v391 = load float, ptr addrspace(1) %p390, align 4
  %add392 = add i64 %add281, 576
  %cmp393 = icmp slt i64 %add392, %call96
  %call394 = tail call i64 @llvm.smin.i64(i64 %add392, i64 %call283)
  %p396.idx = shl i64 %call394, 3
  %p396 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p396.idx
  %v397 = load float, ptr addrspace(1) %p396, align 4
  %add398 = add i64 %add281, 608
  %cmp399 = icmp slt i64 %add398, %call96
  %call400 = tail call i64 @llvm.smin.i64(i64 %add398, i64 %call283)
  %p402.idx = shl i64 %call400, 3
  %p402 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p402.idx
  %v403 = load float, ptr addrspace(1) %p402, align 4
  %add404 = add i64 %add281, 640
  %cmp405 = icmp slt i64 %add404, %call96
  %call406 = tail call i64 @llvm.smin.i64(i64 %add404, i64 %call283)
  %p408.idx = shl i64 %call406, 3
  %p408 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p408.idx
  %v409 = load float, ptr addrspace(1) %p408, align 4
  %add410 = add i64 %add281, 672
  %cmp411 = icmp slt i64 %add410, %call96
  %call412 = tail call i64 @llvm.smin.i64(i64 %add410, i64 %call283)
  %p414.idx = shl i64 %call412, 3
  %p414 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p414.idx
  %v415 = load float, ptr addrspace(1) %p414, align 4
  %add416 = add i64 %add281, 704
  %cmp417 = icmp slt i64 %add416, %call96
  %call418 = tail call i64 @llvm.smin.i64(i64 %add416, i64 %call283)
  %p420.idx = shl i64 %call418, 3
  %p420 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p420.idx
  %v421 = load float, ptr addrspace(1) %p420, align 4
  %add422 = add i64 %add281, 736
  %cmp423 = icmp slt i64 %add422, %call96
  %call424 = tail call i64 @llvm.smin.i64(i64 %add422, i64 %call283)
  %p426.idx = shl i64 %call424, 3
  %p426 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p426.idx
  %v427 = load float, ptr addrspace(1) %p426, align 4
  %add428 = add i64 %add281, 768
  %cmp429 = icmp slt i64 %add428, %call96
  %call430 = tail call i64 @llvm.smin.i64(i64 %add428, i64 %call283)
  %p432.idx = shl i64 %call430, 3
  %p432 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p432.idx
  %v433 = load float, ptr addrspace(1) %p432, align 4
  %add434 = add i64 %add281, 800
  %cmp435 = icmp slt i64 %add434, %call96
  %call436 = tail call i64 @llvm.smin.i64(i64 %add434, i64 %call283)
  %p438.idx = shl i64 %call436, 3
  %p438 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p438.idx
  %v439 = load float, ptr addrspace(1) %p438, align 4
  %add440 = add i64 %add281, 832
  %cmp441 = icmp slt i64 %add440, %call96
  %call442 = tail call i64 @llvm.smin.i64(i64 %add440, i64 %call283)
  %p444.idx = shl i64 %call442, 3
  %p444 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p444.idx
  %v445 = load float, ptr addrspace(1) %p444, align 4
  %add446 = add i64 %add281, 864
  %cmp447 = icmp slt i64 %add446, %call96
  %call448 = tail call i64 @llvm.smin.i64(i64 %add446, i64 %call283)
  %p450.idx = shl i64 %call448, 3
  %p450 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p450.idx
  %v451 = load float, ptr addrspace(1) %p450, align 4
  %add452 = add i64 %add281, 896
  %cmp453 = icmp slt i64 %add452, %call96
  %call454 = tail call i64 @llvm.smin.i64(i64 %add452, i64 %call283)
  %p456.idx = shl i64 %call454, 3
  %p456 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p456.idx
  %v457 = load float, ptr addrspace(1) %p456, align 4
  %add458 = add i64 %add281, 928
  %cmp459 = icmp slt i64 %add458, %call96
  %call460 = tail call i64 @llvm.smin.i64(i64 %add458, i64 %call283)
  %p462.idx = shl i64 %call460, 3
  %p462 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p462.idx
  %v463 = load float, ptr addrspace(1) %p462, align 4
  %add464 = add i64 %add281, 960
  %cmp465 = icmp slt i64 %add464, %call96
  %call466 = tail call i64 @llvm.smin.i64(i64 %add464, i64 %call283)
  %p468.idx = shl i64 %call466, 3
  %p468 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p468.idx
  %v469 = load float, ptr addrspace(1) %p468, align 4
  %add470 = add i64 %add281, 992
  %cmp471 = icmp slt i64 %add470, %call96
  %call472 = tail call i64 @llvm.smin.i64(i64 %add470, i64 %call283)
  %p474.idx = shl i64 %call472, 3
  %p474 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p474.idx
  %v475 = load float, ptr addrspace(1) %p474, align 4
  %fadd476 = fadd reassoc contract float %phi277, %v289
  %sel477 = select i1 %cmp107, float %fadd476, float %v289
  %sel478 = select i1 %cmp285, float %sel477, float %phi277
  %has479 = or i1 %cmp107, %cmp285
  %fadd480 = fadd reassoc contract float %v295, %sel478
  %sel481 = select i1 %has479, float %fadd480, float %v295
  %sel482 = select i1 %cmp291, float %sel481, float %sel478
  %has483 = or i1 %has479, %cmp291
  %fadd484 = fadd reassoc contract float %v301, %sel482
  %sel485 = select i1 %has483, float %fadd484, float %v301
  %sel486 = select i1 %cmp297, float %sel485, float %sel482
  %has487 = or i1 %cmp297, %has483
  %fadd488 = fadd reassoc contract float %v307, %sel486
  %sel489 = select i1 %has487, float %fadd488, float %v307
  %sel490 = select i1 %cmp303, float %sel489, float %sel486
  %has491 = or i1 %cmp303, %has487
  %fadd492 = fadd reassoc contract float %v313, %sel490
  %sel493 = select i1 %has491, float %fadd492, float %v313
  %sel494 = select i1 %cmp309, float %sel493, float %sel490
  %has495 = or i1 %cmp309, %has491
  %fadd496 = fadd reassoc contract float %v319, %sel494
  %sel497 = select i1 %has495, float %fadd496, float %v319
  %sel498 = select i1 %cmp315, float %sel497, float %sel494
  %has499 = or i1 %cmp315, %has495
  %fadd500 = fadd reassoc contract float %v325, %sel498
  %sel501 = select i1 %has499, float %fadd500, float %v325
  %sel502 = select i1 %cmp321, float %sel501, float %sel498
  %has503 = or i1 %cmp321, %has499
  %fadd504 = fadd reassoc contract float %v331, %sel502
  %sel505 = select i1 %has503, float %fadd504, float %v331
  %sel506 = select i1 %cmp327, float %sel505, float %sel502
  %has507 = or i1 %cmp327, %has503
  %fadd508 = fadd reassoc contract float %v337, %sel506
  %sel509 = select i1 %has507, float %fadd508, float %v337
  %sel510 = select i1 %cmp333, float %sel509, float %sel506
  %has511 = or i1 %cmp333, %has507
  %fadd512 = fadd reassoc contract float %v343, %sel510
  %sel513 = select i1 %has511, float %fadd512, float %v343
  %sel514 = select i1 %cmp339, float %sel513, float %sel510
  %has515 = or i1 %cmp339, %has511
  %fadd516 = fadd reassoc contract float %v349, %sel514
  %sel517 = select i1 %has515, float %fadd516, float %v349
  %sel518 = select i1 %cmp345, float %sel517, float %sel514
  %has519 = or i1 %cmp345, %has515
  %fadd520 = fadd reassoc contract float %v355, %sel518
  %sel521 = select i1 %has519, float %fadd520, float %v355
  %sel522 = select i1 %cmp351, float %sel521, float %sel518
  %has523 = or i1 %cmp351, %has519
  %fadd524 = fadd reassoc contract float %v361, %sel522
  %sel525 = select i1 %has523, float %fadd524, float %v361
  %sel526 = select i1 %cmp357, float %sel525, float %sel522
  %has527 = or i1 %cmp357, %has523
  %fadd528 = fadd reassoc contract float %v367, %sel526
  %sel529 = select i1 %has527, float %fadd528, float %v367
  %sel530 = select i1 %cmp363, float %sel529, float %sel526
  %has531 = or i1 %cmp363, %has527
  %fadd532 = fadd reassoc contract float %v373, %sel530
  %sel533 = select i1 %has531, float %fadd532, float %v373
  %sel534 = select i1 %cmp369, float %sel533, float %sel530
  %has535 = or i1 %cmp369, %has531
  %fadd536 = fadd reassoc contract float %v379, %sel534
  %sel537 = select i1 %has535, float %fadd536, float %v379
  %sel538 = select i1 %cmp375, float %sel537, float %sel534
  %has539 = or i1 %cmp375, %has535
  %fadd540 = fadd reassoc contract float %v385, %sel538
  %sel541 = select i1 %has539, float %fadd540, float %v385
  %sel542 = select i1 %cmp381, float %sel541, float %sel538
  %has543 = or i1 %cmp381, %has539
  %fadd544 = fadd reassoc contract float %v391, %sel542
  %sel545 = select i1 %has543, float %fadd544, float %v391
  %sel546 = select i1 %cmp387, float %sel545, float %sel542
  %has547 = or i1 %cmp387, %has543
  %fadd548 = fadd reassoc contract float %v397, %sel546
  %sel549 = select i1 %has547, float %fadd548, float %v397
  %sel550 = select i1 %cmp393, float %sel549, float %sel546
  %has551 = or i1 %cmp393, %has547
  %fadd552 = fadd reassoc contract float %v403, %sel550
  %sel553 = select i1 %has551, float %fadd552, float %v403
  %sel554 = select i1 %cmp399, float %sel553, float %sel550
  %has555 = or i1 %cmp399, %has551
  %fadd556 = fadd reassoc contract float %v409, %sel554
  %sel557 = select i1 %has555, float %fadd556, float %v409
  %sel558 = select i1 %cmp405, float %sel557, float %sel554
  %has559 = or i1 %cmp405, %has555
  %fadd560 = fadd reassoc contract float %v415, %sel558
  %sel561 = select i1 %has559, float %fadd560, float %v415
  %sel562 = select i1 %cmp411, float %sel561, float %sel558
  %has563 = or i1 %cmp411, %has559
  %fadd564 = fadd reassoc contract float %v421, %sel562
  %sel565 = select i1 %has563, float %fadd564, float %v421
  %sel566 = select i1 %cmp417, float %sel565, float %sel562
  %has567 = or i1 %cmp417, %has563
  %fadd568 = fadd reassoc contract float %v427, %sel566
  %sel569 = select i1 %has567, float %fadd568, float %v427
  %sel570 = select i1 %cmp423, float %sel569, float %sel566
  %has571 = or i1 %cmp423, %has567
  %fadd572 = fadd reassoc contract float %v433, %sel570
  %sel573 = select i1 %has571, float %fadd572, float %v433
  %sel574 = select i1 %cmp429, float %sel573, float %sel570
  %has575 = or i1 %cmp429, %has571
  %fadd576 = fadd reassoc contract float %v439, %sel574
  %sel577 = select i1 %has575, float %fadd576, float %v439
  %sel578 = select i1 %cmp435, float %sel577, float %sel574
  %has579 = or i1 %cmp435, %has575
  %fadd580 = fadd reassoc contract float %v445, %sel578
  %sel581 = select i1 %has579, float %fadd580, float %v445
  %sel582 = select i1 %cmp441, float %sel581, float %sel578
  %has583 = or i1 %cmp441, %has579
  %fadd584 = fadd reassoc contract float %v451, %sel582
  %sel585 = select i1 %has583, float %fadd584, float %v451
  %sel586 = select i1 %cmp447, float %sel585, float %sel582
  %has587 = or i1 %cmp447, %has583
  %fadd588 = fadd reassoc contract float %v457, %sel586
  %sel589 = select i1 %has587, float %fadd588, float %v457
  %sel590 = select i1 %cmp453, float %sel589, float %sel586
  %has591 = or i1 %cmp453, %has587
  %fadd592 = fadd reassoc contract float %v463, %sel590
  %sel593 = select i1 %has591, float %fadd592, float %v463
  %sel594 = select i1 %cmp459, float %sel593, float %sel590
  %has595 = or i1 %cmp459, %has591
  %fadd596 = fadd reassoc contract float %v469, %sel594
  %sel597 = select i1 %has595, float %fadd596, float %v469
  %sel598 = select i1 %cmp465, float %sel597, float %sel594
  %has599 = or i1 %cmp465, %has595
  %fadd600 = fadd reassoc contract float %v475, %sel598
  %sel601 = select i1 %has599, float %fadd600, float %v475
  %sel602 = select i1 %cmp471, float %sel601, float %sel598
  %call604 = tail call i64 @llvm.smin.i64(i64 %sub106, i64 32)
  %call605 = tail call i64 @llvm.smax.i64(i64 %call604, i64 1)
  %bits = bitcast float %sel602 to i32
  %call606 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits, i32 1, i32 31)
  %leaf = bitcast i32 %call606 to float
  %cmp608 = icmp sgt i64 %call604, %add607
  %fadd609 = fadd reassoc contract float %sel602, %leaf
  %sel610 = select i1 %cmp608, float %fadd609, float %sel602
  %bits611 = bitcast float %sel610 to i32
  %call612 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits611, i32 2, i32 31)
  %leaf613 = bitcast i32 %call612 to float
  %cmp615 = icmp ult i64 %add614, %call605
  %fadd616 = fadd reassoc contract float %sel610, %leaf613
  %sel617 = select i1 %cmp615, float %fadd616, float %sel610
  %bits618 = bitcast float %sel617 to i32
  %call619 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits618, i32 4, i32 31)
  %leaf620 = bitcast i32 %call619 to float
  %cmp622 = icmp ult i64 %add621, %call605
  %fadd623 = fadd reassoc contract float %sel617, %leaf620
  %sel624 = select i1 %cmp622, float %fadd623, float %sel617
  %bits625 = bitcast float %sel624 to i32
  %call626 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits625, i32 8, i32 31)
  %leaf627 = bitcast i32 %call626 to float
  %cmp629 = icmp ult i64 %add628, %call605
  %fadd630 = fadd reassoc contract float %sel624, %leaf627
  %sel631 = select i1 %cmp629, float %fadd630, float %sel624
  %bits632 = bitcast float %sel631 to i32
  %call633 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits632, i32 16, i32 31)
  br i1 %cmp, label %then651, label %endif105

then651:                                          ; preds = %fold.exit
  %mul639 = shl i64 %call96, 1
  %add640 = or disjoint i64 %mul639, 1
  %p641 = getelementptr inbounds i64, ptr addrspace(1) %10, i64 %add640
  %v642 = load i64, ptr addrspace(1) %p641, align 4
  %cmp645.not = icmp eq i64 %v642, 0
  %cmp636 = icmp sgt i64 %sub106, 16
  %leaf634 = bitcast i32 %call633 to float
  %fadd637 = fadd reassoc contract float %sel631, %leaf634
  %sel638 = select i1 %cmp636, float %fadd637, float %sel631
  %p643 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add640
  %v644 = load float, ptr addrspace(1) %p643, align 4
  %fadd647 = fadd reassoc contract float %sel638, %v644
  %sel649 = select i1 %cmp645.not, float %sel638, float %fadd647
  %fadd653 = fadd reassoc contract float %sel649, 0.000000e+00
  %p655 = getelementptr inbounds float, ptr addrspace(1) %8, i64 %key77
  store float %fadd653, ptr addrspace(1) %p655, align 4
  br label %endif105
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #3

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #5 = { nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4}

!0 = !{ptr @systole_fold_seg_csr_spmv_f32_search, !"kernel", i32 1}
!1 = !{ptr @systole_fold_seg_csr_spmv_f32_segment, !"kernel", i32 1}
!2 = !{ptr @systole_fold_seg_csr_spmv_f32_segment, !"maxntidx", i32 160}
!3 = !{ptr @systole_fold_seg_csr_spmv_f32_segment, !"minctasm", i32 3}
!4 = !{ptr @systole_fold_seg_csr_spmv_f32_finish, !"kernel", i32 1}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.peeled.count", i32 1}
