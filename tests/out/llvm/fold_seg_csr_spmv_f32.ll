; ModuleID = 'systole_fold_seg_csr_spmv_f32'
source_filename = "systole_fold_seg_csr_spmv_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@scan.shared = internal unnamed_addr addrspace(3) global [3840 x i32] undef, align 8
@scan.shared.1 = internal unnamed_addr addrspace(3) global [3840 x float] undef, align 8
@scan.shared.2 = internal unnamed_addr addrspace(3) global [3840 x float] undef, align 8

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
  %.idx = shl i64 %11, 4
  %15 = getelementptr i8, ptr addrspace(1) %10, i64 %.idx
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %repeat.exit
  %i = phi i64 [ %add64, %repeat.exit ], [ %add, %stride.body.preheader ]
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
  %phi = phi i64 [ %sel, %repeat.body ], [ %call26, %stride.body ]
  %phi29 = phi i64 [ %sel42, %repeat.body ], [ %call27, %stride.body ]
  %add30 = add i64 %phi29, %phi
  %mid = lshr i64 %add30, 1
  %add31 = add nuw i64 %mid, 1
  %p32 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 %add31
  %v33 = load i32, ptr addrspace(1) %p32, align 4
  %offset34 = sext i32 %v33 to i64
  %call35 = tail call i64 @llvm.smax.i64(i64 %offset34, i64 %call11)
  %call36 = tail call i64 @llvm.smin.i64(i64 %call35, i64 %7)
  %sub37 = sub i64 %call36, %call11
  %16 = xor i64 %mid, -1
  %sub39 = add i64 %call24, %16
  %cmp40.not = icmp sgt i64 %sub37, %sub39
  %sel = select i1 %cmp40.not, i64 %phi, i64 %add31
  %sel42 = select i1 %cmp40.not, i64 %mid, i64 %phi29
  %cmp43 = icmp slt i64 %sel, %sel42
  br i1 %cmp43, label %repeat.body, label %repeat.exit

repeat.exit:                                      ; preds = %repeat.body, %stride.body
  %phi44 = phi i64 [ %call26, %stride.body ], [ %sel, %repeat.body ]
  %cmp46 = icmp eq i64 %phi44, 0
  %17 = tail call i64 @llvm.smax.i64(i64 %phi44, i64 1)
  %18 = getelementptr i32, ptr addrspace(1) %6, i64 %17
  %v51 = load i32, ptr addrspace(1) %18, align 4
  %offset52 = sext i32 %v51 to i64
  %call53 = tail call i64 @llvm.smax.i64(i64 %offset52, i64 %call11)
  %call54 = tail call i64 @llvm.smin.i64(i64 %call53, i64 %7)
  %sub55 = sub i64 %call54, %call11
  %sel56 = select i1 %cmp46, i64 0, i64 %sub55
  %sub57 = sub i64 %call24, %phi44
  %cmp58 = icmp sgt i64 %sub57, %sel56
  %c = zext i1 %cmp58 to i64
  %mul61 = shl i64 %phi44, 1
  %add62 = or disjoint i64 %mul61, %c
  %p63 = getelementptr i64, ptr addrspace(1) %15, i64 %i
  store i64 %add62, ptr addrspace(1) %p63, align 4
  %add64 = add i64 %i, %mul7
  %cmp65 = icmp slt i64 %add64, %add22
  br i1 %cmp65, label %stride.body, label %stride.exit
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

; Function Attrs: norecurse nounwind
define void @systole_fold_seg_csr_spmv_f32_segment(i64 %0, ptr addrspace(1) noalias readonly %1, i64 %2, i64 %3, ptr addrspace(1) noalias readonly %4, i64 %5, ptr addrspace(1) noalias nocapture readonly %6, i64 %7, ptr addrspace(1) noalias nocapture writeonly %8, ptr addrspace(1) noalias nocapture writeonly %9, ptr addrspace(1) noalias nocapture %10, i64 %11, i64 %12) local_unnamed_addr #2 {
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
  %mul24 = mul nuw nsw i64 %w, 768
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
  %invariant.gep3798 = getelementptr i8, ptr addrspace(3) %stage, i64 -4
  %wide = zext nneg i32 %lane to i64
  %p69 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide
  %add73 = or disjoint i32 %lane, 32
  %wide74 = zext nneg i32 %add73 to i64
  %p84 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide74
  %add88 = or disjoint i32 %lane, 64
  %add89 = or disjoint i32 %lane, 96
  %wide90 = zext nneg i32 %add88 to i64
  %wide97 = zext nneg i32 %add89 to i64
  %p107 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide90
  %p111 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide97
  %add115 = or disjoint i32 %lane, 128
  %add116 = or disjoint i32 %lane, 160
  %add117 = or disjoint i32 %lane, 192
  %add118 = or i32 %call, 224
  %wide119 = zext nneg i32 %add115 to i64
  %wide126 = zext nneg i32 %add116 to i64
  %wide133 = zext nneg i32 %add117 to i64
  %wide140 = zext nneg i32 %add118 to i64
  %p150 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide119
  %p154 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide126
  %p158 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide133
  %p162 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide140
  %add166 = or disjoint i32 %lane, 256
  %add167 = or disjoint i32 %lane, 288
  %add168 = or disjoint i32 %lane, 320
  %add169 = or disjoint i32 %lane, 352
  %add170 = or disjoint i32 %lane, 384
  %add171 = or disjoint i32 %lane, 416
  %add172 = or disjoint i32 %lane, 448
  %add173 = or i32 %call, 480
  %wide174 = zext nneg i32 %add166 to i64
  %wide181 = zext nneg i32 %add167 to i64
  %wide188 = zext nneg i32 %add168 to i64
  %wide195 = zext nneg i32 %add169 to i64
  %wide202 = zext nneg i32 %add170 to i64
  %wide209 = zext nneg i32 %add171 to i64
  %wide216 = zext nneg i32 %add172 to i64
  %wide223 = zext nneg i32 %add173 to i64
  %p233 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide174
  %p237 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide181
  %p241 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide188
  %p245 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide195
  %p249 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide202
  %p253 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide209
  %p257 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide216
  %p261 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide223
  %add265 = or disjoint i32 %lane, 512
  %add266 = or disjoint i32 %lane, 544
  %add267 = or disjoint i32 %lane, 576
  %add268 = or disjoint i32 %lane, 608
  %add269 = or disjoint i32 %lane, 640
  %add270 = or disjoint i32 %lane, 672
  %add271 = or disjoint i32 %lane, 704
  %add272 = or i32 %call, 736
  %wide273 = zext nneg i32 %add265 to i64
  %wide280 = zext nneg i32 %add266 to i64
  %wide287 = zext nneg i32 %add267 to i64
  %wide294 = zext nneg i32 %add268 to i64
  %wide301 = zext nneg i32 %add269 to i64
  %wide308 = zext nneg i32 %add270 to i64
  %wide315 = zext nneg i32 %add271 to i64
  %wide322 = zext nneg i32 %add272 to i64
  %p332 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide273
  %p336 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide280
  %p340 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide287
  %p344 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide294
  %p348 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide301
  %p352 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide308
  %p356 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide315
  %p360 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide322
  %sub388 = add i64 %2, -1
  %sub391 = add i64 %3, -1
  %sub769 = add i64 %0, -1
  %p2128 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide
  %p2130 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide74
  %p2132 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide90
  %p2134 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide97
  %p2136 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide119
  %p2138 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide126
  %p2140 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide133
  %p2142 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide140
  %p2144 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide174
  %p2146 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide181
  %p2148 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide188
  %p2150 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide195
  %p2152 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide202
  %p2154 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide209
  %p2156 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide216
  %p2158 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide223
  %p2160 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide273
  %p2162 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide280
  %p2164 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide287
  %p2166 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide294
  %p2168 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide301
  %p2170 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide308
  %p2172 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide315
  %p2174 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide322
  %mul2175 = mul nuw nsw i32 %lane, 24
  %cmp3239 = icmp eq i32 %lane, 0
  %not.cmp3239 = xor i1 %cmp3239, true
  %cmp3257 = icmp ult i32 %lane, 2
  %not.cmp3257 = xor i1 %cmp3257, true
  %cmp3278 = icmp ult i32 %lane, 4
  %not.cmp3278 = xor i1 %cmp3278, true
  %cmp3299 = icmp ult i32 %lane, 8
  %not.cmp3299 = xor i1 %cmp3299, true
  %cmp3320 = icmp ult i32 %lane, 16
  %not.cmp3320 = xor i1 %cmp3320, true
  %cmp3366 = icmp eq i32 %lane, 31
  %invariant.gep3800 = getelementptr float, ptr addrspace(1) %8, i64 %wide
  %p3385 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide
  %invariant.gep3802 = getelementptr float, ptr addrspace(1) %8, i64 %wide74
  %p3403 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide74
  %invariant.gep3804 = getelementptr float, ptr addrspace(1) %8, i64 %wide90
  %p3421 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide90
  %invariant.gep3806 = getelementptr float, ptr addrspace(1) %8, i64 %wide97
  %p3436 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide97
  %invariant.gep3808 = getelementptr float, ptr addrspace(1) %8, i64 %wide119
  %p3454 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide119
  %invariant.gep3810 = getelementptr float, ptr addrspace(1) %8, i64 %wide126
  %p3469 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide126
  %invariant.gep3812 = getelementptr float, ptr addrspace(1) %8, i64 %wide133
  %p3484 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide133
  %invariant.gep3814 = getelementptr float, ptr addrspace(1) %8, i64 %wide140
  %p3499 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide140
  %invariant.gep3816 = getelementptr float, ptr addrspace(1) %8, i64 %wide174
  %p3517 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide174
  %invariant.gep3818 = getelementptr float, ptr addrspace(1) %8, i64 %wide181
  %p3532 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide181
  %invariant.gep3820 = getelementptr float, ptr addrspace(1) %8, i64 %wide188
  %p3547 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide188
  %invariant.gep3822 = getelementptr float, ptr addrspace(1) %8, i64 %wide195
  %p3562 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide195
  %invariant.gep3824 = getelementptr float, ptr addrspace(1) %8, i64 %wide202
  %p3577 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide202
  %invariant.gep3826 = getelementptr float, ptr addrspace(1) %8, i64 %wide209
  %p3592 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide209
  %invariant.gep3828 = getelementptr float, ptr addrspace(1) %8, i64 %wide216
  %p3607 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide216
  %invariant.gep3830 = getelementptr float, ptr addrspace(1) %8, i64 %wide223
  %p3622 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide223
  %invariant.gep3832 = getelementptr float, ptr addrspace(1) %8, i64 %wide273
  %p3640 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide273
  %invariant.gep3834 = getelementptr float, ptr addrspace(1) %8, i64 %wide280
  %p3655 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide280
  %invariant.gep3836 = getelementptr float, ptr addrspace(1) %8, i64 %wide287
  %p3670 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide287
  %invariant.gep3838 = getelementptr float, ptr addrspace(1) %8, i64 %wide294
  %p3685 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide294
  %invariant.gep3840 = getelementptr float, ptr addrspace(1) %8, i64 %wide301
  %p3700 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide301
  %invariant.gep3842 = getelementptr float, ptr addrspace(1) %8, i64 %wide308
  %p3715 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide308
  %invariant.gep3844 = getelementptr float, ptr addrspace(1) %8, i64 %wide315
  %p3730 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide315
  %invariant.gep3846 = getelementptr float, ptr addrspace(1) %8, i64 %wide322
  %p3745 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide322
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %endif3629
  %i = phi i64 [ %add3750, %endif3629 ], [ %warp, %stride.body.preheader ]
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
  %16 = trunc i64 %v37 to i32
  %local = and i32 %16, 1
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

stride.exit:                                      ; preds = %endif3629, %entry
  ret void

then:                                             ; preds = %stride.body
  %add60 = add nsw i64 %it, %wide
  %call61 = tail call i64 @llvm.smin.i64(i64 %add60, i64 %call13)
  %gep = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call61
  %v64 = load i32, ptr addrspace(1) %gep, align 4
  %offset65 = sext i32 %v64 to i64
  %sub66 = sub i64 %offset65, %add55
  %call67 = tail call i64 @llvm.umin.i64(i64 %sub66, i64 %call57)
  %local68 = trunc nuw nsw i64 %call67 to i32
  store i32 %local68, ptr addrspace(3) %p69, align 4
  br label %endif

endif:                                            ; preds = %then, %stride.body
  %cmp70 = icmp sgt i32 %call54, 32
  br i1 %cmp70, label %then71, label %endif72

then71:                                           ; preds = %endif
  %add75 = add nsw i64 %it, %wide74
  %call76 = tail call i64 @llvm.smin.i64(i64 %add75, i64 %call13)
  %gep3753 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call76
  %v79 = load i32, ptr addrspace(1) %gep3753, align 4
  %offset80 = sext i32 %v79 to i64
  %sub81 = sub i64 %offset80, %add55
  %call82 = tail call i64 @llvm.umin.i64(i64 %sub81, i64 %call57)
  %local83 = trunc nuw nsw i64 %call82 to i32
  store i32 %local83, ptr addrspace(3) %p84, align 4
  br label %endif72

endif72:                                          ; preds = %then71, %endif
  %cmp85 = icmp sgt i32 %call54, 64
  br i1 %cmp85, label %then86, label %endif87

then86:                                           ; preds = %endif72
  %add91 = add nsw i64 %it, %wide90
  %call92 = tail call i64 @llvm.smin.i64(i64 %add91, i64 %call13)
  %gep3755 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call92
  %v95 = load i32, ptr addrspace(1) %gep3755, align 4
  %offset96 = sext i32 %v95 to i64
  %add98 = add nsw i64 %it, %wide97
  %call99 = tail call i64 @llvm.smin.i64(i64 %add98, i64 %call13)
  %gep3757 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call99
  %v102 = load i32, ptr addrspace(1) %gep3757, align 4
  %offset103 = sext i32 %v102 to i64
  %sub104 = sub i64 %offset96, %add55
  %call105 = tail call i64 @llvm.umin.i64(i64 %sub104, i64 %call57)
  %local106 = trunc nuw nsw i64 %call105 to i32
  store i32 %local106, ptr addrspace(3) %p107, align 4
  %sub108 = sub i64 %offset103, %add55
  %call109 = tail call i64 @llvm.umin.i64(i64 %sub108, i64 %call57)
  %local110 = trunc nuw nsw i64 %call109 to i32
  store i32 %local110, ptr addrspace(3) %p111, align 4
  br label %endif87

endif87:                                          ; preds = %then86, %endif72
  %cmp112 = icmp sgt i32 %call54, 128
  br i1 %cmp112, label %then113, label %endif114

then113:                                          ; preds = %endif87
  %add120 = add nsw i64 %it, %wide119
  %call121 = tail call i64 @llvm.smin.i64(i64 %add120, i64 %call13)
  %gep3759 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call121
  %v124 = load i32, ptr addrspace(1) %gep3759, align 4
  %offset125 = sext i32 %v124 to i64
  %add127 = add nsw i64 %it, %wide126
  %call128 = tail call i64 @llvm.smin.i64(i64 %add127, i64 %call13)
  %gep3761 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call128
  %v131 = load i32, ptr addrspace(1) %gep3761, align 4
  %offset132 = sext i32 %v131 to i64
  %add134 = add nsw i64 %it, %wide133
  %call135 = tail call i64 @llvm.smin.i64(i64 %add134, i64 %call13)
  %gep3763 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call135
  %v138 = load i32, ptr addrspace(1) %gep3763, align 4
  %offset139 = sext i32 %v138 to i64
  %add141 = add nsw i64 %it, %wide140
  %call142 = tail call i64 @llvm.smin.i64(i64 %add141, i64 %call13)
  %gep3765 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call142
  %v145 = load i32, ptr addrspace(1) %gep3765, align 4
  %offset146 = sext i32 %v145 to i64
  %sub147 = sub i64 %offset125, %add55
  %call148 = tail call i64 @llvm.umin.i64(i64 %sub147, i64 %call57)
  %local149 = trunc nuw nsw i64 %call148 to i32
  store i32 %local149, ptr addrspace(3) %p150, align 4
  %sub151 = sub i64 %offset132, %add55
  %call152 = tail call i64 @llvm.umin.i64(i64 %sub151, i64 %call57)
  %local153 = trunc nuw nsw i64 %call152 to i32
  store i32 %local153, ptr addrspace(3) %p154, align 4
  %sub155 = sub i64 %offset139, %add55
  %call156 = tail call i64 @llvm.umin.i64(i64 %sub155, i64 %call57)
  %local157 = trunc nuw nsw i64 %call156 to i32
  store i32 %local157, ptr addrspace(3) %p158, align 4
  %sub159 = sub i64 %offset146, %add55
  %call160 = tail call i64 @llvm.umin.i64(i64 %sub159, i64 %call57)
  %local161 = trunc nuw nsw i64 %call160 to i32
  store i32 %local161, ptr addrspace(3) %p162, align 4
  br label %endif114

endif114:                                         ; preds = %then113, %endif87
  %cmp163 = icmp sgt i32 %call54, 256
  br i1 %cmp163, label %then164, label %endif165

then164:                                          ; preds = %endif114
  %add175 = add nsw i64 %it, %wide174
  %call176 = tail call i64 @llvm.smin.i64(i64 %add175, i64 %call13)
  %gep3767 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call176
  %v179 = load i32, ptr addrspace(1) %gep3767, align 4
  %offset180 = sext i32 %v179 to i64
  %add182 = add nsw i64 %it, %wide181
  %call183 = tail call i64 @llvm.smin.i64(i64 %add182, i64 %call13)
  %gep3769 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call183
  %v186 = load i32, ptr addrspace(1) %gep3769, align 4
  %offset187 = sext i32 %v186 to i64
  %add189 = add nsw i64 %it, %wide188
  %call190 = tail call i64 @llvm.smin.i64(i64 %add189, i64 %call13)
  %gep3771 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call190
  %v193 = load i32, ptr addrspace(1) %gep3771, align 4
  %offset194 = sext i32 %v193 to i64
  %add196 = add nsw i64 %it, %wide195
  %call197 = tail call i64 @llvm.smin.i64(i64 %add196, i64 %call13)
  %gep3773 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call197
  %v200 = load i32, ptr addrspace(1) %gep3773, align 4
  %offset201 = sext i32 %v200 to i64
  %add203 = add nsw i64 %it, %wide202
  %call204 = tail call i64 @llvm.smin.i64(i64 %add203, i64 %call13)
  %gep3775 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call204
  %v207 = load i32, ptr addrspace(1) %gep3775, align 4
  %offset208 = sext i32 %v207 to i64
  %add210 = add nsw i64 %it, %wide209
  %call211 = tail call i64 @llvm.smin.i64(i64 %add210, i64 %call13)
  %gep3777 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call211
  %v214 = load i32, ptr addrspace(1) %gep3777, align 4
  %offset215 = sext i32 %v214 to i64
  %add217 = add nsw i64 %it, %wide216
  %call218 = tail call i64 @llvm.smin.i64(i64 %add217, i64 %call13)
  %gep3779 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call218
  %v221 = load i32, ptr addrspace(1) %gep3779, align 4
  %offset222 = sext i32 %v221 to i64
  %add224 = add nsw i64 %it, %wide223
  %call225 = tail call i64 @llvm.smin.i64(i64 %add224, i64 %call13)
  %gep3781 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call225
  %v228 = load i32, ptr addrspace(1) %gep3781, align 4
  %offset229 = sext i32 %v228 to i64
  %sub230 = sub i64 %offset180, %add55
  %call231 = tail call i64 @llvm.umin.i64(i64 %sub230, i64 %call57)
  %local232 = trunc nuw nsw i64 %call231 to i32
  store i32 %local232, ptr addrspace(3) %p233, align 4
  %sub234 = sub i64 %offset187, %add55
  %call235 = tail call i64 @llvm.umin.i64(i64 %sub234, i64 %call57)
  %local236 = trunc nuw nsw i64 %call235 to i32
  store i32 %local236, ptr addrspace(3) %p237, align 4
  %sub238 = sub i64 %offset194, %add55
  %call239 = tail call i64 @llvm.umin.i64(i64 %sub238, i64 %call57)
  %local240 = trunc nuw nsw i64 %call239 to i32
  store i32 %local240, ptr addrspace(3) %p241, align 4
  %sub242 = sub i64 %offset201, %add55
  %call243 = tail call i64 @llvm.umin.i64(i64 %sub242, i64 %call57)
  %local244 = trunc nuw nsw i64 %call243 to i32
  store i32 %local244, ptr addrspace(3) %p245, align 4
  %sub246 = sub i64 %offset208, %add55
  %call247 = tail call i64 @llvm.umin.i64(i64 %sub246, i64 %call57)
  %local248 = trunc nuw nsw i64 %call247 to i32
  store i32 %local248, ptr addrspace(3) %p249, align 4
  %sub250 = sub i64 %offset215, %add55
  %call251 = tail call i64 @llvm.umin.i64(i64 %sub250, i64 %call57)
  %local252 = trunc nuw nsw i64 %call251 to i32
  store i32 %local252, ptr addrspace(3) %p253, align 4
  %sub254 = sub i64 %offset222, %add55
  %call255 = tail call i64 @llvm.umin.i64(i64 %sub254, i64 %call57)
  %local256 = trunc nuw nsw i64 %call255 to i32
  store i32 %local256, ptr addrspace(3) %p257, align 4
  %sub258 = sub i64 %offset229, %add55
  %call259 = tail call i64 @llvm.umin.i64(i64 %sub258, i64 %call57)
  %local260 = trunc nuw nsw i64 %call259 to i32
  store i32 %local260, ptr addrspace(3) %p261, align 4
  br label %endif165

endif165:                                         ; preds = %then164, %endif114
  %cmp262 = icmp sgt i32 %call54, 512
  br i1 %cmp262, label %then263, label %endif264

then263:                                          ; preds = %endif165
  %add274 = add nsw i64 %it, %wide273
  %call275 = tail call i64 @llvm.smin.i64(i64 %add274, i64 %call13)
  %gep3783 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call275
  %v278 = load i32, ptr addrspace(1) %gep3783, align 4
  %offset279 = sext i32 %v278 to i64
  %add281 = add nsw i64 %it, %wide280
  %call282 = tail call i64 @llvm.smin.i64(i64 %add281, i64 %call13)
  %gep3785 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call282
  %v285 = load i32, ptr addrspace(1) %gep3785, align 4
  %offset286 = sext i32 %v285 to i64
  %add288 = add nsw i64 %it, %wide287
  %call289 = tail call i64 @llvm.smin.i64(i64 %add288, i64 %call13)
  %gep3787 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call289
  %v292 = load i32, ptr addrspace(1) %gep3787, align 4
  %offset293 = sext i32 %v292 to i64
  %add295 = add nsw i64 %it, %wide294
  %call296 = tail call i64 @llvm.smin.i64(i64 %add295, i64 %call13)
  %gep3789 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call296
  %v299 = load i32, ptr addrspace(1) %gep3789, align 4
  %offset300 = sext i32 %v299 to i64
  %add302 = add nsw i64 %it, %wide301
  %call303 = tail call i64 @llvm.smin.i64(i64 %add302, i64 %call13)
  %gep3791 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call303
  %v306 = load i32, ptr addrspace(1) %gep3791, align 4
  %offset307 = sext i32 %v306 to i64
  %add309 = add nsw i64 %it, %wide308
  %call310 = tail call i64 @llvm.smin.i64(i64 %add309, i64 %call13)
  %gep3793 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call310
  %v313 = load i32, ptr addrspace(1) %gep3793, align 4
  %offset314 = sext i32 %v313 to i64
  %add316 = add nsw i64 %it, %wide315
  %call317 = tail call i64 @llvm.smin.i64(i64 %add316, i64 %call13)
  %gep3795 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call317
  %v320 = load i32, ptr addrspace(1) %gep3795, align 4
  %offset321 = sext i32 %v320 to i64
  %add323 = add nsw i64 %it, %wide322
  %call324 = tail call i64 @llvm.smin.i64(i64 %add323, i64 %call13)
  %gep3797 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call324
  %v327 = load i32, ptr addrspace(1) %gep3797, align 4
  %offset328 = sext i32 %v327 to i64
  %sub329 = sub i64 %offset279, %add55
  %call330 = tail call i64 @llvm.umin.i64(i64 %sub329, i64 %call57)
  %local331 = trunc nuw nsw i64 %call330 to i32
  store i32 %local331, ptr addrspace(3) %p332, align 4
  %sub333 = sub i64 %offset286, %add55
  %call334 = tail call i64 @llvm.umin.i64(i64 %sub333, i64 %call57)
  %local335 = trunc nuw nsw i64 %call334 to i32
  store i32 %local335, ptr addrspace(3) %p336, align 4
  %sub337 = sub i64 %offset293, %add55
  %call338 = tail call i64 @llvm.umin.i64(i64 %sub337, i64 %call57)
  %local339 = trunc nuw nsw i64 %call338 to i32
  store i32 %local339, ptr addrspace(3) %p340, align 4
  %sub341 = sub i64 %offset300, %add55
  %call342 = tail call i64 @llvm.umin.i64(i64 %sub341, i64 %call57)
  %local343 = trunc nuw nsw i64 %call342 to i32
  store i32 %local343, ptr addrspace(3) %p344, align 4
  %sub345 = sub i64 %offset307, %add55
  %call346 = tail call i64 @llvm.umin.i64(i64 %sub345, i64 %call57)
  %local347 = trunc nuw nsw i64 %call346 to i32
  store i32 %local347, ptr addrspace(3) %p348, align 4
  %sub349 = sub i64 %offset314, %add55
  %call350 = tail call i64 @llvm.umin.i64(i64 %sub349, i64 %call57)
  %local351 = trunc nuw nsw i64 %call350 to i32
  store i32 %local351, ptr addrspace(3) %p352, align 4
  %sub353 = sub i64 %offset321, %add55
  %call354 = tail call i64 @llvm.umin.i64(i64 %sub353, i64 %call57)
  %local355 = trunc nuw nsw i64 %call354 to i32
  store i32 %local355, ptr addrspace(3) %p356, align 4
  %sub357 = sub i64 %offset328, %add55
  %call358 = tail call i64 @llvm.umin.i64(i64 %sub357, i64 %call57)
  %local359 = trunc nuw nsw i64 %call358 to i32
  store i32 %local359, ptr addrspace(3) %p360, align 4
  br label %endif264

endif264:                                         ; preds = %then263, %endif165
  %sub361 = sub i32 %local45, %call54
  %sub362 = sub i64 %sub20, %sub41
  %call363 = tail call i64 @llvm.smin.i64(i64 %sub362, i64 769)
  %local364 = trunc i64 %call363 to i32
  %call365 = tail call i32 @llvm.smin.i32(i32 %sub361, i32 %local364)
  %cmp366 = icmp sgt i32 %call365, 0
  br i1 %cmp366, label %then367, label %endif368

then367:                                          ; preds = %endif264
  %sub762 = add nsw i32 %call365, -1
  %call764 = tail call i32 @llvm.smin.i32(i32 %lane, i32 %sub762)
  %wide765 = zext nneg i32 %call764 to i64
  br i1 %cmp.not, label %else370, label %then369

endif368.sink.split:                              ; preds = %else370, %then369
  %p733.sink = phi ptr addrspace(1) [ %p733, %then369 ], [ %p1190, %else370 ]
  %phi1230.ph = phi float [ %fmul398, %then369 ], [ %fmul800, %else370 ]
  %phi1231.ph = phi float [ %fmul431, %then369 ], [ %fmul838, %else370 ]
  %phi1232.ph = phi float [ %fmul464, %then369 ], [ %fmul876, %else370 ]
  %phi1233.ph = phi float [ %fmul497, %then369 ], [ %fmul914, %else370 ]
  %phi1234.ph = phi float [ %fmul530, %then369 ], [ %fmul952, %else370 ]
  %phi1235.ph = phi float [ %fmul563, %then369 ], [ %fmul990, %else370 ]
  %phi1236.ph = phi float [ %fmul596, %then369 ], [ %fmul1028, %else370 ]
  %phi1237.ph = phi float [ %fmul629, %then369 ], [ %fmul1066, %else370 ]
  %phi1238.ph = phi float [ %fmul662, %then369 ], [ %fmul1104, %else370 ]
  %phi1239.ph = phi float [ %fmul695, %then369 ], [ %fmul1142, %else370 ]
  %phi1240.ph = phi float [ %fmul728, %then369 ], [ %fmul1180, %else370 ]
  %v734 = load i32, ptr addrspace(1) %p733.sink, align 4
  %sitofp735 = sitofp i32 %v734 to float
  %fmul736 = fmul float %sitofp735, 5.000000e-01
  %rem741 = srem i32 %v734, 40
  %icast743 = sext i32 %rem741 to i64
  %rem748 = srem i32 %v734, 70
  %icast750 = sext i32 %rem748 to i64
  %call752 = tail call i64 @llvm.smin.i64(i64 %icast743, i64 %sub388)
  %call753 = tail call i64 @llvm.smax.i64(i64 %call752, i64 0)
  %call755 = tail call i64 @llvm.smin.i64(i64 %icast750, i64 %sub391)
  %call756 = tail call i64 @llvm.smax.i64(i64 %call755, i64 0)
  %mul757 = mul i64 %call753, %3
  %17 = getelementptr float, ptr addrspace(1) %4, i64 %mul757
  %p759 = getelementptr float, ptr addrspace(1) %17, i64 %call756
  %v760 = load float, ptr addrspace(1) %p759, align 4
  %fmul761 = fmul float %v760, %fmul736
  br label %endif368

endif368:                                         ; preds = %endif368.sink.split, %endif264
  %phi1230 = phi float [ 0.000000e+00, %endif264 ], [ %phi1230.ph, %endif368.sink.split ]
  %phi1231 = phi float [ 0.000000e+00, %endif264 ], [ %phi1231.ph, %endif368.sink.split ]
  %phi1232 = phi float [ 0.000000e+00, %endif264 ], [ %phi1232.ph, %endif368.sink.split ]
  %phi1233 = phi float [ 0.000000e+00, %endif264 ], [ %phi1233.ph, %endif368.sink.split ]
  %phi1234 = phi float [ 0.000000e+00, %endif264 ], [ %phi1234.ph, %endif368.sink.split ]
  %phi1235 = phi float [ 0.000000e+00, %endif264 ], [ %phi1235.ph, %endif368.sink.split ]
  %phi1236 = phi float [ 0.000000e+00, %endif264 ], [ %phi1236.ph, %endif368.sink.split ]
  %phi1237 = phi float [ 0.000000e+00, %endif264 ], [ %phi1237.ph, %endif368.sink.split ]
  %phi1238 = phi float [ 0.000000e+00, %endif264 ], [ %phi1238.ph, %endif368.sink.split ]
  %phi1239 = phi float [ 0.000000e+00, %endif264 ], [ %phi1239.ph, %endif368.sink.split ]
  %phi1240 = phi float [ 0.000000e+00, %endif264 ], [ %phi1240.ph, %endif368.sink.split ]
  %phi1241 = phi float [ 0.000000e+00, %endif264 ], [ %fmul761, %endif368.sink.split ]
  %cmp1242 = icmp sgt i32 %call365, 384
  br i1 %cmp1242, label %then1243, label %endif1245

then369:                                          ; preds = %then367
  %18 = getelementptr i32, ptr addrspace(1) %1, i64 %add55
  %p377 = getelementptr i32, ptr addrspace(1) %18, i64 %wide765
  %v378 = load i32, ptr addrspace(1) %p377, align 4
  %sitofp = sitofp i32 %v378 to float
  %fmul = fmul float %sitofp, 5.000000e-01
  %rem = srem i32 %v378, 40
  %icast = sext i32 %rem to i64
  %rem385 = srem i32 %v378, 70
  %icast387 = sext i32 %rem385 to i64
  %call389 = tail call i64 @llvm.smin.i64(i64 %icast, i64 %sub388)
  %call390 = tail call i64 @llvm.smax.i64(i64 %call389, i64 0)
  %call392 = tail call i64 @llvm.smin.i64(i64 %icast387, i64 %sub391)
  %call393 = tail call i64 @llvm.smax.i64(i64 %call392, i64 0)
  %mul394 = mul i64 %call390, %3
  %19 = getelementptr float, ptr addrspace(1) %4, i64 %mul394
  %p396 = getelementptr float, ptr addrspace(1) %19, i64 %call393
  %v397 = load float, ptr addrspace(1) %p396, align 4
  %fmul398 = fmul float %v397, %fmul
  %call400 = tail call i32 @llvm.smin.i32(i32 %add73, i32 %sub762)
  %wide401 = zext nneg i32 %call400 to i64
  %p403 = getelementptr i32, ptr addrspace(1) %18, i64 %wide401
  %v404 = load i32, ptr addrspace(1) %p403, align 4
  %sitofp405 = sitofp i32 %v404 to float
  %fmul406 = fmul float %sitofp405, 5.000000e-01
  %rem411 = srem i32 %v404, 40
  %icast413 = sext i32 %rem411 to i64
  %rem418 = srem i32 %v404, 70
  %icast420 = sext i32 %rem418 to i64
  %call422 = tail call i64 @llvm.smin.i64(i64 %icast413, i64 %sub388)
  %call423 = tail call i64 @llvm.smax.i64(i64 %call422, i64 0)
  %call425 = tail call i64 @llvm.smin.i64(i64 %icast420, i64 %sub391)
  %call426 = tail call i64 @llvm.smax.i64(i64 %call425, i64 0)
  %mul427 = mul i64 %call423, %3
  %20 = getelementptr float, ptr addrspace(1) %4, i64 %mul427
  %p429 = getelementptr float, ptr addrspace(1) %20, i64 %call426
  %v430 = load float, ptr addrspace(1) %p429, align 4
  %fmul431 = fmul float %v430, %fmul406
  %call433 = tail call i32 @llvm.smin.i32(i32 %add88, i32 %sub762)
  %wide434 = zext nneg i32 %call433 to i64
  %p436 = getelementptr i32, ptr addrspace(1) %18, i64 %wide434
  %v437 = load i32, ptr addrspace(1) %p436, align 4
  %sitofp438 = sitofp i32 %v437 to float
  %fmul439 = fmul float %sitofp438, 5.000000e-01
  %rem444 = srem i32 %v437, 40
  %icast446 = sext i32 %rem444 to i64
  %rem451 = srem i32 %v437, 70
  %icast453 = sext i32 %rem451 to i64
  %call455 = tail call i64 @llvm.smin.i64(i64 %icast446, i64 %sub388)
  %call456 = tail call i64 @llvm.smax.i64(i64 %call455, i64 0)
  %call458 = tail call i64 @llvm.smin.i64(i64 %icast453, i64 %sub391)
  %call459 = tail call i64 @llvm.smax.i64(i64 %call458, i64 0)
  %mul460 = mul i64 %call456, %3
  %21 = getelementptr float, ptr addrspace(1) %4, i64 %mul460
  %p462 = getelementptr float, ptr addrspace(1) %21, i64 %call459
  %v463 = load float, ptr addrspace(1) %p462, align 4
  %fmul464 = fmul float %v463, %fmul439
  %call466 = tail call i32 @llvm.smin.i32(i32 %add89, i32 %sub762)
  %wide467 = zext nneg i32 %call466 to i64
  %p469 = getelementptr i32, ptr addrspace(1) %18, i64 %wide467
  %v470 = load i32, ptr addrspace(1) %p469, align 4
  %sitofp471 = sitofp i32 %v470 to float
  %fmul472 = fmul float %sitofp471, 5.000000e-01
  %rem477 = srem i32 %v470, 40
  %icast479 = sext i32 %rem477 to i64
  %rem484 = srem i32 %v470, 70
  %icast486 = sext i32 %rem484 to i64
  %call488 = tail call i64 @llvm.smin.i64(i64 %icast479, i64 %sub388)
  %call489 = tail call i64 @llvm.smax.i64(i64 %call488, i64 0)
  %call491 = tail call i64 @llvm.smin.i64(i64 %icast486, i64 %sub391)
  %call492 = tail call i64 @llvm.smax.i64(i64 %call491, i64 0)
  %mul493 = mul i64 %call489, %3
  %22 = getelementptr float, ptr addrspace(1) %4, i64 %mul493
  %p495 = getelementptr float, ptr addrspace(1) %22, i64 %call492
  %v496 = load float, ptr addrspace(1) %p495, align 4
  %fmul497 = fmul float %v496, %fmul472
  %call499 = tail call i32 @llvm.smin.i32(i32 %add115, i32 %sub762)
  %wide500 = zext nneg i32 %call499 to i64
  %p502 = getelementptr i32, ptr addrspace(1) %18, i64 %wide500
  %v503 = load i32, ptr addrspace(1) %p502, align 4
  %sitofp504 = sitofp i32 %v503 to float
  %fmul505 = fmul float %sitofp504, 5.000000e-01
  %rem510 = srem i32 %v503, 40
  %icast512 = sext i32 %rem510 to i64
  %rem517 = srem i32 %v503, 70
  %icast519 = sext i32 %rem517 to i64
  %call521 = tail call i64 @llvm.smin.i64(i64 %icast512, i64 %sub388)
  %call522 = tail call i64 @llvm.smax.i64(i64 %call521, i64 0)
  %call524 = tail call i64 @llvm.smin.i64(i64 %icast519, i64 %sub391)
  %call525 = tail call i64 @llvm.smax.i64(i64 %call524, i64 0)
  %mul526 = mul i64 %call522, %3
  %23 = getelementptr float, ptr addrspace(1) %4, i64 %mul526
  %p528 = getelementptr float, ptr addrspace(1) %23, i64 %call525
  %v529 = load float, ptr addrspace(1) %p528, align 4
  %fmul530 = fmul float %v529, %fmul505
  %call532 = tail call i32 @llvm.smin.i32(i32 %add116, i32 %sub762)
  %wide533 = zext nneg i32 %call532 to i64
  %p535 = getelementptr i32, ptr addrspace(1) %18, i64 %wide533
  %v536 = load i32, ptr addrspace(1) %p535, align 4
  %sitofp537 = sitofp i32 %v536 to float
  %fmul538 = fmul float %sitofp537, 5.000000e-01
  %rem543 = srem i32 %v536, 40
  %icast545 = sext i32 %rem543 to i64
  %rem550 = srem i32 %v536, 70
  %icast552 = sext i32 %rem550 to i64
  %call554 = tail call i64 @llvm.smin.i64(i64 %icast545, i64 %sub388)
  %call555 = tail call i64 @llvm.smax.i64(i64 %call554, i64 0)
  %call557 = tail call i64 @llvm.smin.i64(i64 %icast552, i64 %sub391)
  %call558 = tail call i64 @llvm.smax.i64(i64 %call557, i64 0)
  %mul559 = mul i64 %call555, %3
  %24 = getelementptr float, ptr addrspace(1) %4, i64 %mul559
  %p561 = getelementptr float, ptr addrspace(1) %24, i64 %call558
  %v562 = load float, ptr addrspace(1) %p561, align 4
  %fmul563 = fmul float %v562, %fmul538
  %call565 = tail call i32 @llvm.smin.i32(i32 %add117, i32 %sub762)
  %wide566 = zext nneg i32 %call565 to i64
  %p568 = getelementptr i32, ptr addrspace(1) %18, i64 %wide566
  %v569 = load i32, ptr addrspace(1) %p568, align 4
  %sitofp570 = sitofp i32 %v569 to float
  %fmul571 = fmul float %sitofp570, 5.000000e-01
  %rem576 = srem i32 %v569, 40
  %icast578 = sext i32 %rem576 to i64
  %rem583 = srem i32 %v569, 70
  %icast585 = sext i32 %rem583 to i64
  %call587 = tail call i64 @llvm.smin.i64(i64 %icast578, i64 %sub388)
  %call588 = tail call i64 @llvm.smax.i64(i64 %call587, i64 0)
  %call590 = tail call i64 @llvm.smin.i64(i64 %icast585, i64 %sub391)
  %call591 = tail call i64 @llvm.smax.i64(i64 %call590, i64 0)
  %mul592 = mul i64 %call588, %3
  %25 = getelementptr float, ptr addrspace(1) %4, i64 %mul592
  %p594 = getelementptr float, ptr addrspace(1) %25, i64 %call591
  %v595 = load float, ptr addrspace(1) %p594, align 4
  %fmul596 = fmul float %v595, %fmul571
  %call598 = tail call i32 @llvm.smin.i32(i32 %add118, i32 %sub762)
  %wide599 = zext nneg i32 %call598 to i64
  %p601 = getelementptr i32, ptr addrspace(1) %18, i64 %wide599
  %v602 = load i32, ptr addrspace(1) %p601, align 4
  %sitofp603 = sitofp i32 %v602 to float
  %fmul604 = fmul float %sitofp603, 5.000000e-01
  %rem609 = srem i32 %v602, 40
  %icast611 = sext i32 %rem609 to i64
  %rem616 = srem i32 %v602, 70
  %icast618 = sext i32 %rem616 to i64
  %call620 = tail call i64 @llvm.smin.i64(i64 %icast611, i64 %sub388)
  %call621 = tail call i64 @llvm.smax.i64(i64 %call620, i64 0)
  %call623 = tail call i64 @llvm.smin.i64(i64 %icast618, i64 %sub391)
  %call624 = tail call i64 @llvm.smax.i64(i64 %call623, i64 0)
  %mul625 = mul i64 %call621, %3
  %26 = getelementptr float, ptr addrspace(1) %4, i64 %mul625
  %p627 = getelementptr float, ptr addrspace(1) %26, i64 %call624
  %v628 = load float, ptr addrspace(1) %p627, align 4
  %fmul629 = fmul float %v628, %fmul604
  %call631 = tail call i32 @llvm.smin.i32(i32 %add166, i32 %sub762)
  %wide632 = zext nneg i32 %call631 to i64
  %p634 = getelementptr i32, ptr addrspace(1) %18, i64 %wide632
  %v635 = load i32, ptr addrspace(1) %p634, align 4
  %sitofp636 = sitofp i32 %v635 to float
  %fmul637 = fmul float %sitofp636, 5.000000e-01
  %rem642 = srem i32 %v635, 40
  %icast644 = sext i32 %rem642 to i64
  %rem649 = srem i32 %v635, 70
  %icast651 = sext i32 %rem649 to i64
  %call653 = tail call i64 @llvm.smin.i64(i64 %icast644, i64 %sub388)
  %call654 = tail call i64 @llvm.smax.i64(i64 %call653, i64 0)
  %call656 = tail call i64 @llvm.smin.i64(i64 %icast651, i64 %sub391)
  %call657 = tail call i64 @llvm.smax.i64(i64 %call656, i64 0)
  %mul658 = mul i64 %call654, %3
  %27 = getelementptr float, ptr addrspace(1) %4, i64 %mul658
  %p660 = getelementptr float, ptr addrspace(1) %27, i64 %call657
  %v661 = load float, ptr addrspace(1) %p660, align 4
  %fmul662 = fmul float %v661, %fmul637
  %call664 = tail call i32 @llvm.smin.i32(i32 %add167, i32 %sub762)
  %wide665 = zext nneg i32 %call664 to i64
  %p667 = getelementptr i32, ptr addrspace(1) %18, i64 %wide665
  %v668 = load i32, ptr addrspace(1) %p667, align 4
  %sitofp669 = sitofp i32 %v668 to float
  %fmul670 = fmul float %sitofp669, 5.000000e-01
  %rem675 = srem i32 %v668, 40
  %icast677 = sext i32 %rem675 to i64
  %rem682 = srem i32 %v668, 70
  %icast684 = sext i32 %rem682 to i64
  %call686 = tail call i64 @llvm.smin.i64(i64 %icast677, i64 %sub388)
  %call687 = tail call i64 @llvm.smax.i64(i64 %call686, i64 0)
  %call689 = tail call i64 @llvm.smin.i64(i64 %icast684, i64 %sub391)
  %call690 = tail call i64 @llvm.smax.i64(i64 %call689, i64 0)
  %mul691 = mul i64 %call687, %3
  %28 = getelementptr float, ptr addrspace(1) %4, i64 %mul691
  %p693 = getelementptr float, ptr addrspace(1) %28, i64 %call690
  %v694 = load float, ptr addrspace(1) %p693, align 4
  %fmul695 = fmul float %v694, %fmul670
  %call697 = tail call i32 @llvm.smin.i32(i32 %add168, i32 %sub762)
  %wide698 = zext nneg i32 %call697 to i64
  %p700 = getelementptr i32, ptr addrspace(1) %18, i64 %wide698
  %v701 = load i32, ptr addrspace(1) %p700, align 4
  %sitofp702 = sitofp i32 %v701 to float
  %fmul703 = fmul float %sitofp702, 5.000000e-01
  %rem708 = srem i32 %v701, 40
  %icast710 = sext i32 %rem708 to i64
  %rem715 = srem i32 %v701, 70
  %icast717 = sext i32 %rem715 to i64
  %call719 = tail call i64 @llvm.smin.i64(i64 %icast710, i64 %sub388)
  %call720 = tail call i64 @llvm.smax.i64(i64 %call719, i64 0)
  %call722 = tail call i64 @llvm.smin.i64(i64 %icast717, i64 %sub391)
  %call723 = tail call i64 @llvm.smax.i64(i64 %call722, i64 0)
  %mul724 = mul i64 %call720, %3
  %29 = getelementptr float, ptr addrspace(1) %4, i64 %mul724
  %p726 = getelementptr float, ptr addrspace(1) %29, i64 %call723
  %v727 = load float, ptr addrspace(1) %p726, align 4
  %fmul728 = fmul float %v727, %fmul703
  %call730 = tail call i32 @llvm.smin.i32(i32 %add169, i32 %sub762)
  %wide731 = zext nneg i32 %call730 to i64
  %p733 = getelementptr i32, ptr addrspace(1) %18, i64 %wide731
  br label %endif368.sink.split

else370:                                          ; preds = %then367
  %add766 = add i64 %add55, %wide765
  %call770 = tail call i64 @llvm.smin.i64(i64 %add766, i64 %sub769)
  %call771 = tail call i64 @llvm.smax.i64(i64 %call770, i64 0)
  %p772 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call771
  %v773 = load i32, ptr addrspace(1) %p772, align 4
  %sitofp774 = sitofp i32 %v773 to float
  %fmul775 = fmul float %sitofp774, 5.000000e-01
  %rem780 = srem i32 %v773, 40
  %icast782 = sext i32 %rem780 to i64
  %rem787 = srem i32 %v773, 70
  %icast789 = sext i32 %rem787 to i64
  %call791 = tail call i64 @llvm.smin.i64(i64 %icast782, i64 %sub388)
  %call792 = tail call i64 @llvm.smax.i64(i64 %call791, i64 0)
  %call794 = tail call i64 @llvm.smin.i64(i64 %icast789, i64 %sub391)
  %call795 = tail call i64 @llvm.smax.i64(i64 %call794, i64 0)
  %mul796 = mul i64 %call792, %3
  %30 = getelementptr float, ptr addrspace(1) %4, i64 %mul796
  %p798 = getelementptr float, ptr addrspace(1) %30, i64 %call795
  %v799 = load float, ptr addrspace(1) %p798, align 4
  %fmul800 = fmul float %v799, %fmul775
  %call802 = tail call i32 @llvm.smin.i32(i32 %add73, i32 %sub762)
  %wide803 = zext nneg i32 %call802 to i64
  %add804 = add i64 %add55, %wide803
  %call808 = tail call i64 @llvm.smin.i64(i64 %add804, i64 %sub769)
  %call809 = tail call i64 @llvm.smax.i64(i64 %call808, i64 0)
  %p810 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call809
  %v811 = load i32, ptr addrspace(1) %p810, align 4
  %sitofp812 = sitofp i32 %v811 to float
  %fmul813 = fmul float %sitofp812, 5.000000e-01
  %rem818 = srem i32 %v811, 40
  %icast820 = sext i32 %rem818 to i64
  %rem825 = srem i32 %v811, 70
  %icast827 = sext i32 %rem825 to i64
  %call829 = tail call i64 @llvm.smin.i64(i64 %icast820, i64 %sub388)
  %call830 = tail call i64 @llvm.smax.i64(i64 %call829, i64 0)
  %call832 = tail call i64 @llvm.smin.i64(i64 %icast827, i64 %sub391)
  %call833 = tail call i64 @llvm.smax.i64(i64 %call832, i64 0)
  %mul834 = mul i64 %call830, %3
  %31 = getelementptr float, ptr addrspace(1) %4, i64 %mul834
  %p836 = getelementptr float, ptr addrspace(1) %31, i64 %call833
  %v837 = load float, ptr addrspace(1) %p836, align 4
  %fmul838 = fmul float %v837, %fmul813
  %call840 = tail call i32 @llvm.smin.i32(i32 %add88, i32 %sub762)
  %wide841 = zext nneg i32 %call840 to i64
  %add842 = add i64 %add55, %wide841
  %call846 = tail call i64 @llvm.smin.i64(i64 %add842, i64 %sub769)
  %call847 = tail call i64 @llvm.smax.i64(i64 %call846, i64 0)
  %p848 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call847
  %v849 = load i32, ptr addrspace(1) %p848, align 4
  %sitofp850 = sitofp i32 %v849 to float
  %fmul851 = fmul float %sitofp850, 5.000000e-01
  %rem856 = srem i32 %v849, 40
  %icast858 = sext i32 %rem856 to i64
  %rem863 = srem i32 %v849, 70
  %icast865 = sext i32 %rem863 to i64
  %call867 = tail call i64 @llvm.smin.i64(i64 %icast858, i64 %sub388)
  %call868 = tail call i64 @llvm.smax.i64(i64 %call867, i64 0)
  %call870 = tail call i64 @llvm.smin.i64(i64 %icast865, i64 %sub391)
  %call871 = tail call i64 @llvm.smax.i64(i64 %call870, i64 0)
  %mul872 = mul i64 %call868, %3
  %32 = getelementptr float, ptr addrspace(1) %4, i64 %mul872
  %p874 = getelementptr float, ptr addrspace(1) %32, i64 %call871
  %v875 = load float, ptr addrspace(1) %p874, align 4
  %fmul876 = fmul float %v875, %fmul851
  %call878 = tail call i32 @llvm.smin.i32(i32 %add89, i32 %sub762)
  %wide879 = zext nneg i32 %call878 to i64
  %add880 = add i64 %add55, %wide879
  %call884 = tail call i64 @llvm.smin.i64(i64 %add880, i64 %sub769)
  %call885 = tail call i64 @llvm.smax.i64(i64 %call884, i64 0)
  %p886 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call885
  %v887 = load i32, ptr addrspace(1) %p886, align 4
  %sitofp888 = sitofp i32 %v887 to float
  %fmul889 = fmul float %sitofp888, 5.000000e-01
  %rem894 = srem i32 %v887, 40
  %icast896 = sext i32 %rem894 to i64
  %rem901 = srem i32 %v887, 70
  %icast903 = sext i32 %rem901 to i64
  %call905 = tail call i64 @llvm.smin.i64(i64 %icast896, i64 %sub388)
  %call906 = tail call i64 @llvm.smax.i64(i64 %call905, i64 0)
  %call908 = tail call i64 @llvm.smin.i64(i64 %icast903, i64 %sub391)
  %call909 = tail call i64 @llvm.smax.i64(i64 %call908, i64 0)
  %mul910 = mul i64 %call906, %3
  %33 = getelementptr float, ptr addrspace(1) %4, i64 %mul910
  %p912 = getelementptr float, ptr addrspace(1) %33, i64 %call909
  %v913 = load float, ptr addrspace(1) %p912, align 4
  %fmul914 = fmul float %v913, %fmul889
  %call916 = tail call i32 @llvm.smin.i32(i32 %add115, i32 %sub762)
  %wide917 = zext nneg i32 %call916 to i64
  %add918 = add i64 %add55, %wide917
  %call922 = tail call i64 @llvm.smin.i64(i64 %add918, i64 %sub769)
  %call923 = tail call i64 @llvm.smax.i64(i64 %call922, i64 0)
  %p924 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call923
  %v925 = load i32, ptr addrspace(1) %p924, align 4
  %sitofp926 = sitofp i32 %v925 to float
  %fmul927 = fmul float %sitofp926, 5.000000e-01
  %rem932 = srem i32 %v925, 40
  %icast934 = sext i32 %rem932 to i64
  %rem939 = srem i32 %v925, 70
  %icast941 = sext i32 %rem939 to i64
  %call943 = tail call i64 @llvm.smin.i64(i64 %icast934, i64 %sub388)
  %call944 = tail call i64 @llvm.smax.i64(i64 %call943, i64 0)
  %call946 = tail call i64 @llvm.smin.i64(i64 %icast941, i64 %sub391)
  %call947 = tail call i64 @llvm.smax.i64(i64 %call946, i64 0)
  %mul948 = mul i64 %call944, %3
  %34 = getelementptr float, ptr addrspace(1) %4, i64 %mul948
  %p950 = getelementptr float, ptr addrspace(1) %34, i64 %call947
  %v951 = load float, ptr addrspace(1) %p950, align 4
  %fmul952 = fmul float %v951, %fmul927
  %call954 = tail call i32 @llvm.smin.i32(i32 %add116, i32 %sub762)
  %wide955 = zext nneg i32 %call954 to i64
  %add956 = add i64 %add55, %wide955
  %call960 = tail call i64 @llvm.smin.i64(i64 %add956, i64 %sub769)
  %call961 = tail call i64 @llvm.smax.i64(i64 %call960, i64 0)
  %p962 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call961
  %v963 = load i32, ptr addrspace(1) %p962, align 4
  %sitofp964 = sitofp i32 %v963 to float
  %fmul965 = fmul float %sitofp964, 5.000000e-01
  %rem970 = srem i32 %v963, 40
  %icast972 = sext i32 %rem970 to i64
  %rem977 = srem i32 %v963, 70
  %icast979 = sext i32 %rem977 to i64
  %call981 = tail call i64 @llvm.smin.i64(i64 %icast972, i64 %sub388)
  %call982 = tail call i64 @llvm.smax.i64(i64 %call981, i64 0)
  %call984 = tail call i64 @llvm.smin.i64(i64 %icast979, i64 %sub391)
  %call985 = tail call i64 @llvm.smax.i64(i64 %call984, i64 0)
  %mul986 = mul i64 %call982, %3
  %35 = getelementptr float, ptr addrspace(1) %4, i64 %mul986
  %p988 = getelementptr float, ptr addrspace(1) %35, i64 %call985
  %v989 = load float, ptr addrspace(1) %p988, align 4
  %fmul990 = fmul float %v989, %fmul965
  %call992 = tail call i32 @llvm.smin.i32(i32 %add117, i32 %sub762)
  %wide993 = zext nneg i32 %call992 to i64
  %add994 = add i64 %add55, %wide993
  %call998 = tail call i64 @llvm.smin.i64(i64 %add994, i64 %sub769)
  %call999 = tail call i64 @llvm.smax.i64(i64 %call998, i64 0)
  %p1000 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call999
  %v1001 = load i32, ptr addrspace(1) %p1000, align 4
  %sitofp1002 = sitofp i32 %v1001 to float
  %fmul1003 = fmul float %sitofp1002, 5.000000e-01
  %rem1008 = srem i32 %v1001, 40
  %icast1010 = sext i32 %rem1008 to i64
  %rem1015 = srem i32 %v1001, 70
  %icast1017 = sext i32 %rem1015 to i64
  %call1019 = tail call i64 @llvm.smin.i64(i64 %icast1010, i64 %sub388)
  %call1020 = tail call i64 @llvm.smax.i64(i64 %call1019, i64 0)
  %call1022 = tail call i64 @llvm.smin.i64(i64 %icast1017, i64 %sub391)
  %call1023 = tail call i64 @llvm.smax.i64(i64 %call1022, i64 0)
  %mul1024 = mul i64 %call1020, %3
  %36 = getelementptr float, ptr addrspace(1) %4, i64 %mul1024
  %p1026 = getelementptr float, ptr addrspace(1) %36, i64 %call1023
  %v1027 = load float, ptr addrspace(1) %p1026, align 4
  %fmul1028 = fmul float %v1027, %fmul1003
  %call1030 = tail call i32 @llvm.smin.i32(i32 %add118, i32 %sub762)
  %wide1031 = zext nneg i32 %call1030 to i64
  %add1032 = add i64 %add55, %wide1031
  %call1036 = tail call i64 @llvm.smin.i64(i64 %add1032, i64 %sub769)
  %call1037 = tail call i64 @llvm.smax.i64(i64 %call1036, i64 0)
  %p1038 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1037
  %v1039 = load i32, ptr addrspace(1) %p1038, align 4
  %sitofp1040 = sitofp i32 %v1039 to float
  %fmul1041 = fmul float %sitofp1040, 5.000000e-01
  %rem1046 = srem i32 %v1039, 40
  %icast1048 = sext i32 %rem1046 to i64
  %rem1053 = srem i32 %v1039, 70
  %icast1055 = sext i32 %rem1053 to i64
  %call1057 = tail call i64 @llvm.smin.i64(i64 %icast1048, i64 %sub388)
  %call1058 = tail call i64 @llvm.smax.i64(i64 %call1057, i64 0)
  %call1060 = tail call i64 @llvm.smin.i64(i64 %icast1055, i64 %sub391)
  %call1061 = tail call i64 @llvm.smax.i64(i64 %call1060, i64 0)
  %mul1062 = mul i64 %call1058, %3
  %37 = getelementptr float, ptr addrspace(1) %4, i64 %mul1062
  %p1064 = getelementptr float, ptr addrspace(1) %37, i64 %call1061
  %v1065 = load float, ptr addrspace(1) %p1064, align 4
  %fmul1066 = fmul float %v1065, %fmul1041
  %call1068 = tail call i32 @llvm.smin.i32(i32 %add166, i32 %sub762)
  %wide1069 = zext nneg i32 %call1068 to i64
  %add1070 = add i64 %add55, %wide1069
  %call1074 = tail call i64 @llvm.smin.i64(i64 %add1070, i64 %sub769)
  %call1075 = tail call i64 @llvm.smax.i64(i64 %call1074, i64 0)
  %p1076 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1075
  %v1077 = load i32, ptr addrspace(1) %p1076, align 4
  %sitofp1078 = sitofp i32 %v1077 to float
  %fmul1079 = fmul float %sitofp1078, 5.000000e-01
  %rem1084 = srem i32 %v1077, 40
  %icast1086 = sext i32 %rem1084 to i64
  %rem1091 = srem i32 %v1077, 70
  %icast1093 = sext i32 %rem1091 to i64
  %call1095 = tail call i64 @llvm.smin.i64(i64 %icast1086, i64 %sub388)
  %call1096 = tail call i64 @llvm.smax.i64(i64 %call1095, i64 0)
  %call1098 = tail call i64 @llvm.smin.i64(i64 %icast1093, i64 %sub391)
  %call1099 = tail call i64 @llvm.smax.i64(i64 %call1098, i64 0)
  %mul1100 = mul i64 %call1096, %3
  %38 = getelementptr float, ptr addrspace(1) %4, i64 %mul1100
  %p1102 = getelementptr float, ptr addrspace(1) %38, i64 %call1099
  %v1103 = load float, ptr addrspace(1) %p1102, align 4
  %fmul1104 = fmul float %v1103, %fmul1079
  %call1106 = tail call i32 @llvm.smin.i32(i32 %add167, i32 %sub762)
  %wide1107 = zext nneg i32 %call1106 to i64
  %add1108 = add i64 %add55, %wide1107
  %call1112 = tail call i64 @llvm.smin.i64(i64 %add1108, i64 %sub769)
  %call1113 = tail call i64 @llvm.smax.i64(i64 %call1112, i64 0)
  %p1114 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1113
  %v1115 = load i32, ptr addrspace(1) %p1114, align 4
  %sitofp1116 = sitofp i32 %v1115 to float
  %fmul1117 = fmul float %sitofp1116, 5.000000e-01
  %rem1122 = srem i32 %v1115, 40
  %icast1124 = sext i32 %rem1122 to i64
  %rem1129 = srem i32 %v1115, 70
  %icast1131 = sext i32 %rem1129 to i64
  %call1133 = tail call i64 @llvm.smin.i64(i64 %icast1124, i64 %sub388)
  %call1134 = tail call i64 @llvm.smax.i64(i64 %call1133, i64 0)
  %call1136 = tail call i64 @llvm.smin.i64(i64 %icast1131, i64 %sub391)
  %call1137 = tail call i64 @llvm.smax.i64(i64 %call1136, i64 0)
  %mul1138 = mul i64 %call1134, %3
  %39 = getelementptr float, ptr addrspace(1) %4, i64 %mul1138
  %p1140 = getelementptr float, ptr addrspace(1) %39, i64 %call1137
  %v1141 = load float, ptr addrspace(1) %p1140, align 4
  %fmul1142 = fmul float %v1141, %fmul1117
  %call1144 = tail call i32 @llvm.smin.i32(i32 %add168, i32 %sub762)
  %wide1145 = zext nneg i32 %call1144 to i64
  %add1146 = add i64 %add55, %wide1145
  %call1150 = tail call i64 @llvm.smin.i64(i64 %add1146, i64 %sub769)
  %call1151 = tail call i64 @llvm.smax.i64(i64 %call1150, i64 0)
  %p1152 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1151
  %v1153 = load i32, ptr addrspace(1) %p1152, align 4
  %sitofp1154 = sitofp i32 %v1153 to float
  %fmul1155 = fmul float %sitofp1154, 5.000000e-01
  %rem1160 = srem i32 %v1153, 40
  %icast1162 = sext i32 %rem1160 to i64
  %rem1167 = srem i32 %v1153, 70
  %icast1169 = sext i32 %rem1167 to i64
  %call1171 = tail call i64 @llvm.smin.i64(i64 %icast1162, i64 %sub388)
  %call1172 = tail call i64 @llvm.smax.i64(i64 %call1171, i64 0)
  %call1174 = tail call i64 @llvm.smin.i64(i64 %icast1169, i64 %sub391)
  %call1175 = tail call i64 @llvm.smax.i64(i64 %call1174, i64 0)
  %mul1176 = mul i64 %call1172, %3
  %40 = getelementptr float, ptr addrspace(1) %4, i64 %mul1176
  %p1178 = getelementptr float, ptr addrspace(1) %40, i64 %call1175
  %v1179 = load float, ptr addrspace(1) %p1178, align 4
  %fmul1180 = fmul float %v1179, %fmul1155
  %call1182 = tail call i32 @llvm.smin.i32(i32 %add169, i32 %sub762)
  %wide1183 = zext nneg i32 %call1182 to i64
  %add1184 = add i64 %add55, %wide1183
  %call1188 = tail call i64 @llvm.smin.i64(i64 %add1184, i64 %sub769)
  %call1189 = tail call i64 @llvm.smax.i64(i64 %call1188, i64 0)
  %p1190 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1189
  br label %endif368.sink.split

then1243:                                         ; preds = %endif368
  %sub1646 = add nsw i32 %call365, -1
  %call1648 = tail call i32 @llvm.smin.i32(i32 %add170, i32 %sub1646)
  %wide1649 = zext nneg i32 %call1648 to i64
  br i1 %cmp.not, label %else1247, label %then1246

endif1245.sink.split:                             ; preds = %else1247, %then1246
  %p1617.sink = phi ptr addrspace(1) [ %p1617, %then1246 ], [ %p2074, %else1247 ]
  %phi2115.ph = phi float [ %fmul1282, %then1246 ], [ %fmul1684, %else1247 ]
  %phi2116.ph = phi float [ %fmul1315, %then1246 ], [ %fmul1722, %else1247 ]
  %phi2117.ph = phi float [ %fmul1348, %then1246 ], [ %fmul1760, %else1247 ]
  %phi2118.ph = phi float [ %fmul1381, %then1246 ], [ %fmul1798, %else1247 ]
  %phi2119.ph = phi float [ %fmul1414, %then1246 ], [ %fmul1836, %else1247 ]
  %phi2120.ph = phi float [ %fmul1447, %then1246 ], [ %fmul1874, %else1247 ]
  %phi2121.ph = phi float [ %fmul1480, %then1246 ], [ %fmul1912, %else1247 ]
  %phi2122.ph = phi float [ %fmul1513, %then1246 ], [ %fmul1950, %else1247 ]
  %phi2123.ph = phi float [ %fmul1546, %then1246 ], [ %fmul1988, %else1247 ]
  %phi2124.ph = phi float [ %fmul1579, %then1246 ], [ %fmul2026, %else1247 ]
  %phi2125.ph = phi float [ %fmul1612, %then1246 ], [ %fmul2064, %else1247 ]
  %v1618 = load i32, ptr addrspace(1) %p1617.sink, align 4
  %sitofp1619 = sitofp i32 %v1618 to float
  %fmul1620 = fmul float %sitofp1619, 5.000000e-01
  %rem1625 = srem i32 %v1618, 40
  %icast1627 = sext i32 %rem1625 to i64
  %rem1632 = srem i32 %v1618, 70
  %icast1634 = sext i32 %rem1632 to i64
  %call1636 = tail call i64 @llvm.smin.i64(i64 %icast1627, i64 %sub388)
  %call1637 = tail call i64 @llvm.smax.i64(i64 %call1636, i64 0)
  %call1639 = tail call i64 @llvm.smin.i64(i64 %icast1634, i64 %sub391)
  %call1640 = tail call i64 @llvm.smax.i64(i64 %call1639, i64 0)
  %mul1641 = mul i64 %call1637, %3
  %41 = getelementptr float, ptr addrspace(1) %4, i64 %mul1641
  %p1643 = getelementptr float, ptr addrspace(1) %41, i64 %call1640
  %v1644 = load float, ptr addrspace(1) %p1643, align 4
  %fmul1645 = fmul float %v1644, %fmul1620
  br label %endif1245

endif1245:                                        ; preds = %endif1245.sink.split, %endif368
  %phi2115 = phi float [ 0.000000e+00, %endif368 ], [ %phi2115.ph, %endif1245.sink.split ]
  %phi2116 = phi float [ 0.000000e+00, %endif368 ], [ %phi2116.ph, %endif1245.sink.split ]
  %phi2117 = phi float [ 0.000000e+00, %endif368 ], [ %phi2117.ph, %endif1245.sink.split ]
  %phi2118 = phi float [ 0.000000e+00, %endif368 ], [ %phi2118.ph, %endif1245.sink.split ]
  %phi2119 = phi float [ 0.000000e+00, %endif368 ], [ %phi2119.ph, %endif1245.sink.split ]
  %phi2120 = phi float [ 0.000000e+00, %endif368 ], [ %phi2120.ph, %endif1245.sink.split ]
  %phi2121 = phi float [ 0.000000e+00, %endif368 ], [ %phi2121.ph, %endif1245.sink.split ]
  %phi2122 = phi float [ 0.000000e+00, %endif368 ], [ %phi2122.ph, %endif1245.sink.split ]
  %phi2123 = phi float [ 0.000000e+00, %endif368 ], [ %phi2123.ph, %endif1245.sink.split ]
  %phi2124 = phi float [ 0.000000e+00, %endif368 ], [ %phi2124.ph, %endif1245.sink.split ]
  %phi2125 = phi float [ 0.000000e+00, %endif368 ], [ %phi2125.ph, %endif1245.sink.split ]
  %phi2126 = phi float [ 0.000000e+00, %endif368 ], [ %fmul1645, %endif1245.sink.split ]
  store float %phi1230, ptr addrspace(3) %p2128, align 4
  store float %phi1231, ptr addrspace(3) %p2130, align 4
  store float %phi1232, ptr addrspace(3) %p2132, align 4
  store float %phi1233, ptr addrspace(3) %p2134, align 4
  store float %phi1234, ptr addrspace(3) %p2136, align 4
  store float %phi1235, ptr addrspace(3) %p2138, align 4
  store float %phi1236, ptr addrspace(3) %p2140, align 4
  store float %phi1237, ptr addrspace(3) %p2142, align 4
  store float %phi1238, ptr addrspace(3) %p2144, align 4
  store float %phi1239, ptr addrspace(3) %p2146, align 4
  store float %phi1240, ptr addrspace(3) %p2148, align 4
  store float %phi1241, ptr addrspace(3) %p2150, align 4
  store float %phi2115, ptr addrspace(3) %p2152, align 4
  store float %phi2116, ptr addrspace(3) %p2154, align 4
  store float %phi2117, ptr addrspace(3) %p2156, align 4
  store float %phi2118, ptr addrspace(3) %p2158, align 4
  store float %phi2119, ptr addrspace(3) %p2160, align 4
  store float %phi2120, ptr addrspace(3) %p2162, align 4
  store float %phi2121, ptr addrspace(3) %p2164, align 4
  store float %phi2122, ptr addrspace(3) %p2166, align 4
  store float %phi2123, ptr addrspace(3) %p2168, align 4
  store float %phi2124, ptr addrspace(3) %p2170, align 4
  store float %phi2125, ptr addrspace(3) %p2172, align 4
  store float %phi2126, ptr addrspace(3) %p2174, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %call2176 = tail call i32 @llvm.smin.i32(i32 %mul2175, i32 %local45)
  %add2177 = add nsw i32 %call2176, 24
  %call2178 = tail call i32 @llvm.smin.i32(i32 %add2177, i32 %local45)
  %sub2179 = sub i32 %call2178, %call2176
  %sub2180 = sub i32 %call2176, %call365
  %call2181 = tail call i32 @llvm.smax.i32(i32 %sub2180, i32 0)
  %call2182 = tail call i32 @llvm.smin.i32(i32 %call2176, i32 %call54)
  %cmp2183 = icmp slt i32 %call2181, %call2182
  br i1 %cmp2183, label %repeat.body, label %repeat.exit

then1246:                                         ; preds = %then1243
  %42 = getelementptr i32, ptr addrspace(1) %1, i64 %add55
  %p1254 = getelementptr i32, ptr addrspace(1) %42, i64 %wide1649
  %v1255 = load i32, ptr addrspace(1) %p1254, align 4
  %sitofp1256 = sitofp i32 %v1255 to float
  %fmul1257 = fmul float %sitofp1256, 5.000000e-01
  %rem1262 = srem i32 %v1255, 40
  %icast1264 = sext i32 %rem1262 to i64
  %rem1269 = srem i32 %v1255, 70
  %icast1271 = sext i32 %rem1269 to i64
  %call1273 = tail call i64 @llvm.smin.i64(i64 %icast1264, i64 %sub388)
  %call1274 = tail call i64 @llvm.smax.i64(i64 %call1273, i64 0)
  %call1276 = tail call i64 @llvm.smin.i64(i64 %icast1271, i64 %sub391)
  %call1277 = tail call i64 @llvm.smax.i64(i64 %call1276, i64 0)
  %mul1278 = mul i64 %call1274, %3
  %43 = getelementptr float, ptr addrspace(1) %4, i64 %mul1278
  %p1280 = getelementptr float, ptr addrspace(1) %43, i64 %call1277
  %v1281 = load float, ptr addrspace(1) %p1280, align 4
  %fmul1282 = fmul float %v1281, %fmul1257
  %call1284 = tail call i32 @llvm.smin.i32(i32 %add171, i32 %sub1646)
  %wide1285 = zext nneg i32 %call1284 to i64
  %p1287 = getelementptr i32, ptr addrspace(1) %42, i64 %wide1285
  %v1288 = load i32, ptr addrspace(1) %p1287, align 4
  %sitofp1289 = sitofp i32 %v1288 to float
  %fmul1290 = fmul float %sitofp1289, 5.000000e-01
  %rem1295 = srem i32 %v1288, 40
  %icast1297 = sext i32 %rem1295 to i64
  %rem1302 = srem i32 %v1288, 70
  %icast1304 = sext i32 %rem1302 to i64
  %call1306 = tail call i64 @llvm.smin.i64(i64 %icast1297, i64 %sub388)
  %call1307 = tail call i64 @llvm.smax.i64(i64 %call1306, i64 0)
  %call1309 = tail call i64 @llvm.smin.i64(i64 %icast1304, i64 %sub391)
  %call1310 = tail call i64 @llvm.smax.i64(i64 %call1309, i64 0)
  %mul1311 = mul i64 %call1307, %3
  %44 = getelementptr float, ptr addrspace(1) %4, i64 %mul1311
  %p1313 = getelementptr float, ptr addrspace(1) %44, i64 %call1310
  %v1314 = load float, ptr addrspace(1) %p1313, align 4
  %fmul1315 = fmul float %v1314, %fmul1290
  %call1317 = tail call i32 @llvm.smin.i32(i32 %add172, i32 %sub1646)
  %wide1318 = zext nneg i32 %call1317 to i64
  %p1320 = getelementptr i32, ptr addrspace(1) %42, i64 %wide1318
  %v1321 = load i32, ptr addrspace(1) %p1320, align 4
  %sitofp1322 = sitofp i32 %v1321 to float
  %fmul1323 = fmul float %sitofp1322, 5.000000e-01
  %rem1328 = srem i32 %v1321, 40
  %icast1330 = sext i32 %rem1328 to i64
  %rem1335 = srem i32 %v1321, 70
  %icast1337 = sext i32 %rem1335 to i64
  %call1339 = tail call i64 @llvm.smin.i64(i64 %icast1330, i64 %sub388)
  %call1340 = tail call i64 @llvm.smax.i64(i64 %call1339, i64 0)
  %call1342 = tail call i64 @llvm.smin.i64(i64 %icast1337, i64 %sub391)
  %call1343 = tail call i64 @llvm.smax.i64(i64 %call1342, i64 0)
  %mul1344 = mul i64 %call1340, %3
  %45 = getelementptr float, ptr addrspace(1) %4, i64 %mul1344
  %p1346 = getelementptr float, ptr addrspace(1) %45, i64 %call1343
  %v1347 = load float, ptr addrspace(1) %p1346, align 4
  %fmul1348 = fmul float %v1347, %fmul1323
  %call1350 = tail call i32 @llvm.smin.i32(i32 %add173, i32 %sub1646)
  %wide1351 = zext nneg i32 %call1350 to i64
  %p1353 = getelementptr i32, ptr addrspace(1) %42, i64 %wide1351
  %v1354 = load i32, ptr addrspace(1) %p1353, align 4
  %sitofp1355 = sitofp i32 %v1354 to float
  %fmul1356 = fmul float %sitofp1355, 5.000000e-01
  %rem1361 = srem i32 %v1354, 40
  %icast1363 = sext i32 %rem1361 to i64
  %rem1368 = srem i32 %v1354, 70
  %icast1370 = sext i32 %rem1368 to i64
  %call1372 = tail call i64 @llvm.smin.i64(i64 %icast1363, i64 %sub388)
  %call1373 = tail call i64 @llvm.smax.i64(i64 %call1372, i64 0)
  %call1375 = tail call i64 @llvm.smin.i64(i64 %icast1370, i64 %sub391)
  %call1376 = tail call i64 @llvm.smax.i64(i64 %call1375, i64 0)
  %mul1377 = mul i64 %call1373, %3
  %46 = getelementptr float, ptr addrspace(1) %4, i64 %mul1377
  %p1379 = getelementptr float, ptr addrspace(1) %46, i64 %call1376
  %v1380 = load float, ptr addrspace(1) %p1379, align 4
  %fmul1381 = fmul float %v1380, %fmul1356
  %call1383 = tail call i32 @llvm.smin.i32(i32 %add265, i32 %sub1646)
  %wide1384 = zext nneg i32 %call1383 to i64
  %p1386 = getelementptr i32, ptr addrspace(1) %42, i64 %wide1384
  %v1387 = load i32, ptr addrspace(1) %p1386, align 4
  %sitofp1388 = sitofp i32 %v1387 to float
  %fmul1389 = fmul float %sitofp1388, 5.000000e-01
  %rem1394 = srem i32 %v1387, 40
  %icast1396 = sext i32 %rem1394 to i64
  %rem1401 = srem i32 %v1387, 70
  %icast1403 = sext i32 %rem1401 to i64
  %call1405 = tail call i64 @llvm.smin.i64(i64 %icast1396, i64 %sub388)
  %call1406 = tail call i64 @llvm.smax.i64(i64 %call1405, i64 0)
  %call1408 = tail call i64 @llvm.smin.i64(i64 %icast1403, i64 %sub391)
  %call1409 = tail call i64 @llvm.smax.i64(i64 %call1408, i64 0)
  %mul1410 = mul i64 %call1406, %3
  %47 = getelementptr float, ptr addrspace(1) %4, i64 %mul1410
  %p1412 = getelementptr float, ptr addrspace(1) %47, i64 %call1409
  %v1413 = load float, ptr addrspace(1) %p1412, align 4
  %fmul1414 = fmul float %v1413, %fmul1389
  %call1416 = tail call i32 @llvm.smin.i32(i32 %add266, i32 %sub1646)
  %wide1417 = zext nneg i32 %call1416 to i64
  %p1419 = getelementptr i32, ptr addrspace(1) %42, i64 %wide1417
  %v1420 = load i32, ptr addrspace(1) %p1419, align 4
  %sitofp1421 = sitofp i32 %v1420 to float
  %fmul1422 = fmul float %sitofp1421, 5.000000e-01
  %rem1427 = srem i32 %v1420, 40
  %icast1429 = sext i32 %rem1427 to i64
  %rem1434 = srem i32 %v1420, 70
  %icast1436 = sext i32 %rem1434 to i64
  %call1438 = tail call i64 @llvm.smin.i64(i64 %icast1429, i64 %sub388)
  %call1439 = tail call i64 @llvm.smax.i64(i64 %call1438, i64 0)
  %call1441 = tail call i64 @llvm.smin.i64(i64 %icast1436, i64 %sub391)
  %call1442 = tail call i64 @llvm.smax.i64(i64 %call1441, i64 0)
  %mul1443 = mul i64 %call1439, %3
  %48 = getelementptr float, ptr addrspace(1) %4, i64 %mul1443
  %p1445 = getelementptr float, ptr addrspace(1) %48, i64 %call1442
  %v1446 = load float, ptr addrspace(1) %p1445, align 4
  %fmul1447 = fmul float %v1446, %fmul1422
  %call1449 = tail call i32 @llvm.smin.i32(i32 %add267, i32 %sub1646)
  %wide1450 = zext nneg i32 %call1449 to i64
  %p1452 = getelementptr i32, ptr addrspace(1) %42, i64 %wide1450
  %v1453 = load i32, ptr addrspace(1) %p1452, align 4
  %sitofp1454 = sitofp i32 %v1453 to float
  %fmul1455 = fmul float %sitofp1454, 5.000000e-01
  %rem1460 = srem i32 %v1453, 40
  %icast1462 = sext i32 %rem1460 to i64
  %rem1467 = srem i32 %v1453, 70
  %icast1469 = sext i32 %rem1467 to i64
  %call1471 = tail call i64 @llvm.smin.i64(i64 %icast1462, i64 %sub388)
  %call1472 = tail call i64 @llvm.smax.i64(i64 %call1471, i64 0)
  %call1474 = tail call i64 @llvm.smin.i64(i64 %icast1469, i64 %sub391)
  %call1475 = tail call i64 @llvm.smax.i64(i64 %call1474, i64 0)
  %mul1476 = mul i64 %call1472, %3
  %49 = getelementptr float, ptr addrspace(1) %4, i64 %mul1476
  %p1478 = getelementptr float, ptr addrspace(1) %49, i64 %call1475
  %v1479 = load float, ptr addrspace(1) %p1478, align 4
  %fmul1480 = fmul float %v1479, %fmul1455
  %call1482 = tail call i32 @llvm.smin.i32(i32 %add268, i32 %sub1646)
  %wide1483 = zext nneg i32 %call1482 to i64
  %p1485 = getelementptr i32, ptr addrspace(1) %42, i64 %wide1483
  %v1486 = load i32, ptr addrspace(1) %p1485, align 4
  %sitofp1487 = sitofp i32 %v1486 to float
  %fmul1488 = fmul float %sitofp1487, 5.000000e-01
  %rem1493 = srem i32 %v1486, 40
  %icast1495 = sext i32 %rem1493 to i64
  %rem1500 = srem i32 %v1486, 70
  %icast1502 = sext i32 %rem1500 to i64
  %call1504 = tail call i64 @llvm.smin.i64(i64 %icast1495, i64 %sub388)
  %call1505 = tail call i64 @llvm.smax.i64(i64 %call1504, i64 0)
  %call1507 = tail call i64 @llvm.smin.i64(i64 %icast1502, i64 %sub391)
  %call1508 = tail call i64 @llvm.smax.i64(i64 %call1507, i64 0)
  %mul1509 = mul i64 %call1505, %3
  %50 = getelementptr float, ptr addrspace(1) %4, i64 %mul1509
  %p1511 = getelementptr float, ptr addrspace(1) %50, i64 %call1508
  %v1512 = load float, ptr addrspace(1) %p1511, align 4
  %fmul1513 = fmul float %v1512, %fmul1488
  %call1515 = tail call i32 @llvm.smin.i32(i32 %add269, i32 %sub1646)
  %wide1516 = zext nneg i32 %call1515 to i64
  %p1518 = getelementptr i32, ptr addrspace(1) %42, i64 %wide1516
  %v1519 = load i32, ptr addrspace(1) %p1518, align 4
  %sitofp1520 = sitofp i32 %v1519 to float
  %fmul1521 = fmul float %sitofp1520, 5.000000e-01
  %rem1526 = srem i32 %v1519, 40
  %icast1528 = sext i32 %rem1526 to i64
  %rem1533 = srem i32 %v1519, 70
  %icast1535 = sext i32 %rem1533 to i64
  %call1537 = tail call i64 @llvm.smin.i64(i64 %icast1528, i64 %sub388)
  %call1538 = tail call i64 @llvm.smax.i64(i64 %call1537, i64 0)
  %call1540 = tail call i64 @llvm.smin.i64(i64 %icast1535, i64 %sub391)
  %call1541 = tail call i64 @llvm.smax.i64(i64 %call1540, i64 0)
  %mul1542 = mul i64 %call1538, %3
  %51 = getelementptr float, ptr addrspace(1) %4, i64 %mul1542
  %p1544 = getelementptr float, ptr addrspace(1) %51, i64 %call1541
  %v1545 = load float, ptr addrspace(1) %p1544, align 4
  %fmul1546 = fmul float %v1545, %fmul1521
  %call1548 = tail call i32 @llvm.smin.i32(i32 %add270, i32 %sub1646)
  %wide1549 = zext nneg i32 %call1548 to i64
  %p1551 = getelementptr i32, ptr addrspace(1) %42, i64 %wide1549
  %v1552 = load i32, ptr addrspace(1) %p1551, align 4
  %sitofp1553 = sitofp i32 %v1552 to float
  %fmul1554 = fmul float %sitofp1553, 5.000000e-01
  %rem1559 = srem i32 %v1552, 40
  %icast1561 = sext i32 %rem1559 to i64
  %rem1566 = srem i32 %v1552, 70
  %icast1568 = sext i32 %rem1566 to i64
  %call1570 = tail call i64 @llvm.smin.i64(i64 %icast1561, i64 %sub388)
  %call1571 = tail call i64 @llvm.smax.i64(i64 %call1570, i64 0)
  %call1573 = tail call i64 @llvm.smin.i64(i64 %icast1568, i64 %sub391)
  %call1574 = tail call i64 @llvm.smax.i64(i64 %call1573, i64 0)
  %mul1575 = mul i64 %call1571, %3
  %52 = getelementptr float, ptr addrspace(1) %4, i64 %mul1575
  %p1577 = getelementptr float, ptr addrspace(1) %52, i64 %call1574
  %v1578 = load float, ptr addrspace(1) %p1577, align 4
  %fmul1579 = fmul float %v1578, %fmul1554
  %call1581 = tail call i32 @llvm.smin.i32(i32 %add271, i32 %sub1646)
  %wide1582 = zext nneg i32 %call1581 to i64
  %p1584 = getelementptr i32, ptr addrspace(1) %42, i64 %wide1582
  %v1585 = load i32, ptr addrspace(1) %p1584, align 4
  %sitofp1586 = sitofp i32 %v1585 to float
  %fmul1587 = fmul float %sitofp1586, 5.000000e-01
  %rem1592 = srem i32 %v1585, 40
  %icast1594 = sext i32 %rem1592 to i64
  %rem1599 = srem i32 %v1585, 70
  %icast1601 = sext i32 %rem1599 to i64
  %call1603 = tail call i64 @llvm.smin.i64(i64 %icast1594, i64 %sub388)
  %call1604 = tail call i64 @llvm.smax.i64(i64 %call1603, i64 0)
  %call1606 = tail call i64 @llvm.smin.i64(i64 %icast1601, i64 %sub391)
  %call1607 = tail call i64 @llvm.smax.i64(i64 %call1606, i64 0)
  %mul1608 = mul i64 %call1604, %3
  %53 = getelementptr float, ptr addrspace(1) %4, i64 %mul1608
  %p1610 = getelementptr float, ptr addrspace(1) %53, i64 %call1607
  %v1611 = load float, ptr addrspace(1) %p1610, align 4
  %fmul1612 = fmul float %v1611, %fmul1587
  %call1614 = tail call i32 @llvm.smin.i32(i32 %add272, i32 %sub1646)
  %wide1615 = zext nneg i32 %call1614 to i64
  %p1617 = getelementptr i32, ptr addrspace(1) %42, i64 %wide1615
  br label %endif1245.sink.split

else1247:                                         ; preds = %then1243
  %add1650 = add i64 %add55, %wide1649
  %call1654 = tail call i64 @llvm.smin.i64(i64 %add1650, i64 %sub769)
  %call1655 = tail call i64 @llvm.smax.i64(i64 %call1654, i64 0)
  %p1656 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1655
  %v1657 = load i32, ptr addrspace(1) %p1656, align 4
  %sitofp1658 = sitofp i32 %v1657 to float
  %fmul1659 = fmul float %sitofp1658, 5.000000e-01
  %rem1664 = srem i32 %v1657, 40
  %icast1666 = sext i32 %rem1664 to i64
  %rem1671 = srem i32 %v1657, 70
  %icast1673 = sext i32 %rem1671 to i64
  %call1675 = tail call i64 @llvm.smin.i64(i64 %icast1666, i64 %sub388)
  %call1676 = tail call i64 @llvm.smax.i64(i64 %call1675, i64 0)
  %call1678 = tail call i64 @llvm.smin.i64(i64 %icast1673, i64 %sub391)
  %call1679 = tail call i64 @llvm.smax.i64(i64 %call1678, i64 0)
  %mul1680 = mul i64 %call1676, %3
  %54 = getelementptr float, ptr addrspace(1) %4, i64 %mul1680
  %p1682 = getelementptr float, ptr addrspace(1) %54, i64 %call1679
  %v1683 = load float, ptr addrspace(1) %p1682, align 4
  %fmul1684 = fmul float %v1683, %fmul1659
  %call1686 = tail call i32 @llvm.smin.i32(i32 %add171, i32 %sub1646)
  %wide1687 = zext nneg i32 %call1686 to i64
  %add1688 = add i64 %add55, %wide1687
  %call1692 = tail call i64 @llvm.smin.i64(i64 %add1688, i64 %sub769)
  %call1693 = tail call i64 @llvm.smax.i64(i64 %call1692, i64 0)
  %p1694 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1693
  %v1695 = load i32, ptr addrspace(1) %p1694, align 4
  %sitofp1696 = sitofp i32 %v1695 to float
  %fmul1697 = fmul float %sitofp1696, 5.000000e-01
  %rem1702 = srem i32 %v1695, 40
  %icast1704 = sext i32 %rem1702 to i64
  %rem1709 = srem i32 %v1695, 70
  %icast1711 = sext i32 %rem1709 to i64
  %call1713 = tail call i64 @llvm.smin.i64(i64 %icast1704, i64 %sub388)
  %call1714 = tail call i64 @llvm.smax.i64(i64 %call1713, i64 0)
  %call1716 = tail call i64 @llvm.smin.i64(i64 %icast1711, i64 %sub391)
  %call1717 = tail call i64 @llvm.smax.i64(i64 %call1716, i64 0)
  %mul1718 = mul i64 %call1714, %3
  %55 = getelementptr float, ptr addrspace(1) %4, i64 %mul1718
  %p1720 = getelementptr float, ptr addrspace(1) %55, i64 %call1717
  %v1721 = load float, ptr addrspace(1) %p1720, align 4
  %fmul1722 = fmul float %v1721, %fmul1697
  %call1724 = tail call i32 @llvm.smin.i32(i32 %add172, i32 %sub1646)
  %wide1725 = zext nneg i32 %call1724 to i64
  %add1726 = add i64 %add55, %wide1725
  %call1730 = tail call i64 @llvm.smin.i64(i64 %add1726, i64 %sub769)
  %call1731 = tail call i64 @llvm.smax.i64(i64 %call1730, i64 0)
  %p1732 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1731
  %v1733 = load i32, ptr addrspace(1) %p1732, align 4
  %sitofp1734 = sitofp i32 %v1733 to float
  %fmul1735 = fmul float %sitofp1734, 5.000000e-01
  %rem1740 = srem i32 %v1733, 40
  %icast1742 = sext i32 %rem1740 to i64
  %rem1747 = srem i32 %v1733, 70
  %icast1749 = sext i32 %rem1747 to i64
  %call1751 = tail call i64 @llvm.smin.i64(i64 %icast1742, i64 %sub388)
  %call1752 = tail call i64 @llvm.smax.i64(i64 %call1751, i64 0)
  %call1754 = tail call i64 @llvm.smin.i64(i64 %icast1749, i64 %sub391)
  %call1755 = tail call i64 @llvm.smax.i64(i64 %call1754, i64 0)
  %mul1756 = mul i64 %call1752, %3
  %56 = getelementptr float, ptr addrspace(1) %4, i64 %mul1756
  %p1758 = getelementptr float, ptr addrspace(1) %56, i64 %call1755
  %v1759 = load float, ptr addrspace(1) %p1758, align 4
  %fmul1760 = fmul float %v1759, %fmul1735
  %call1762 = tail call i32 @llvm.smin.i32(i32 %add173, i32 %sub1646)
  %wide1763 = zext nneg i32 %call1762 to i64
  %add1764 = add i64 %add55, %wide1763
  %call1768 = tail call i64 @llvm.smin.i64(i64 %add1764, i64 %sub769)
  %call1769 = tail call i64 @llvm.smax.i64(i64 %call1768, i64 0)
  %p1770 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1769
  %v1771 = load i32, ptr addrspace(1) %p1770, align 4
  %sitofp1772 = sitofp i32 %v1771 to float
  %fmul1773 = fmul float %sitofp1772, 5.000000e-01
  %rem1778 = srem i32 %v1771, 40
  %icast1780 = sext i32 %rem1778 to i64
  %rem1785 = srem i32 %v1771, 70
  %icast1787 = sext i32 %rem1785 to i64
  %call1789 = tail call i64 @llvm.smin.i64(i64 %icast1780, i64 %sub388)
  %call1790 = tail call i64 @llvm.smax.i64(i64 %call1789, i64 0)
  %call1792 = tail call i64 @llvm.smin.i64(i64 %icast1787, i64 %sub391)
  %call1793 = tail call i64 @llvm.smax.i64(i64 %call1792, i64 0)
  %mul1794 = mul i64 %call1790, %3
  %57 = getelementptr float, ptr addrspace(1) %4, i64 %mul1794
  %p1796 = getelementptr float, ptr addrspace(1) %57, i64 %call1793
  %v1797 = load float, ptr addrspace(1) %p1796, align 4
  %fmul1798 = fmul float %v1797, %fmul1773
  %call1800 = tail call i32 @llvm.smin.i32(i32 %add265, i32 %sub1646)
  %wide1801 = zext nneg i32 %call1800 to i64
  %add1802 = add i64 %add55, %wide1801
  %call1806 = tail call i64 @llvm.smin.i64(i64 %add1802, i64 %sub769)
  %call1807 = tail call i64 @llvm.smax.i64(i64 %call1806, i64 0)
  %p1808 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1807
  %v1809 = load i32, ptr addrspace(1) %p1808, align 4
  %sitofp1810 = sitofp i32 %v1809 to float
  %fmul1811 = fmul float %sitofp1810, 5.000000e-01
  %rem1816 = srem i32 %v1809, 40
  %icast1818 = sext i32 %rem1816 to i64
  %rem1823 = srem i32 %v1809, 70
  %icast1825 = sext i32 %rem1823 to i64
  %call1827 = tail call i64 @llvm.smin.i64(i64 %icast1818, i64 %sub388)
  %call1828 = tail call i64 @llvm.smax.i64(i64 %call1827, i64 0)
  %call1830 = tail call i64 @llvm.smin.i64(i64 %icast1825, i64 %sub391)
  %call1831 = tail call i64 @llvm.smax.i64(i64 %call1830, i64 0)
  %mul1832 = mul i64 %call1828, %3
  %58 = getelementptr float, ptr addrspace(1) %4, i64 %mul1832
  %p1834 = getelementptr float, ptr addrspace(1) %58, i64 %call1831
  %v1835 = load float, ptr addrspace(1) %p1834, align 4
  %fmul1836 = fmul float %v1835, %fmul1811
  %call1838 = tail call i32 @llvm.smin.i32(i32 %add266, i32 %sub1646)
  %wide1839 = zext nneg i32 %call1838 to i64
  %add1840 = add i64 %add55, %wide1839
  %call1844 = tail call i64 @llvm.smin.i64(i64 %add1840, i64 %sub769)
  %call1845 = tail call i64 @llvm.smax.i64(i64 %call1844, i64 0)
  %p1846 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1845
  %v1847 = load i32, ptr addrspace(1) %p1846, align 4
  %sitofp1848 = sitofp i32 %v1847 to float
  %fmul1849 = fmul float %sitofp1848, 5.000000e-01
  %rem1854 = srem i32 %v1847, 40
  %icast1856 = sext i32 %rem1854 to i64
  %rem1861 = srem i32 %v1847, 70
  %icast1863 = sext i32 %rem1861 to i64
  %call1865 = tail call i64 @llvm.smin.i64(i64 %icast1856, i64 %sub388)
  %call1866 = tail call i64 @llvm.smax.i64(i64 %call1865, i64 0)
  %call1868 = tail call i64 @llvm.smin.i64(i64 %icast1863, i64 %sub391)
  %call1869 = tail call i64 @llvm.smax.i64(i64 %call1868, i64 0)
  %mul1870 = mul i64 %call1866, %3
  %59 = getelementptr float, ptr addrspace(1) %4, i64 %mul1870
  %p1872 = getelementptr float, ptr addrspace(1) %59, i64 %call1869
  %v1873 = load float, ptr addrspace(1) %p1872, align 4
  %fmul1874 = fmul float %v1873, %fmul1849
  %call1876 = tail call i32 @llvm.smin.i32(i32 %add267, i32 %sub1646)
  %wide1877 = zext nneg i32 %call1876 to i64
  %add1878 = add i64 %add55, %wide1877
  %call1882 = tail call i64 @llvm.smin.i64(i64 %add1878, i64 %sub769)
  %call1883 = tail call i64 @llvm.smax.i64(i64 %call1882, i64 0)
  %p1884 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1883
  %v1885 = load i32, ptr addrspace(1) %p1884, align 4
  %sitofp1886 = sitofp i32 %v1885 to float
  %fmul1887 = fmul float %sitofp1886, 5.000000e-01
  %rem1892 = srem i32 %v1885, 40
  %icast1894 = sext i32 %rem1892 to i64
  %rem1899 = srem i32 %v1885, 70
  %icast1901 = sext i32 %rem1899 to i64
  %call1903 = tail call i64 @llvm.smin.i64(i64 %icast1894, i64 %sub388)
  %call1904 = tail call i64 @llvm.smax.i64(i64 %call1903, i64 0)
  %call1906 = tail call i64 @llvm.smin.i64(i64 %icast1901, i64 %sub391)
  %call1907 = tail call i64 @llvm.smax.i64(i64 %call1906, i64 0)
  %mul1908 = mul i64 %call1904, %3
  %60 = getelementptr float, ptr addrspace(1) %4, i64 %mul1908
  %p1910 = getelementptr float, ptr addrspace(1) %60, i64 %call1907
  %v1911 = load float, ptr addrspace(1) %p1910, align 4
  %fmul1912 = fmul float %v1911, %fmul1887
  %call1914 = tail call i32 @llvm.smin.i32(i32 %add268, i32 %sub1646)
  %wide1915 = zext nneg i32 %call1914 to i64
  %add1916 = add i64 %add55, %wide1915
  %call1920 = tail call i64 @llvm.smin.i64(i64 %add1916, i64 %sub769)
  %call1921 = tail call i64 @llvm.smax.i64(i64 %call1920, i64 0)
  %p1922 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1921
  %v1923 = load i32, ptr addrspace(1) %p1922, align 4
  %sitofp1924 = sitofp i32 %v1923 to float
  %fmul1925 = fmul float %sitofp1924, 5.000000e-01
  %rem1930 = srem i32 %v1923, 40
  %icast1932 = sext i32 %rem1930 to i64
  %rem1937 = srem i32 %v1923, 70
  %icast1939 = sext i32 %rem1937 to i64
  %call1941 = tail call i64 @llvm.smin.i64(i64 %icast1932, i64 %sub388)
  %call1942 = tail call i64 @llvm.smax.i64(i64 %call1941, i64 0)
  %call1944 = tail call i64 @llvm.smin.i64(i64 %icast1939, i64 %sub391)
  %call1945 = tail call i64 @llvm.smax.i64(i64 %call1944, i64 0)
  %mul1946 = mul i64 %call1942, %3
  %61 = getelementptr float, ptr addrspace(1) %4, i64 %mul1946
  %p1948 = getelementptr float, ptr addrspace(1) %61, i64 %call1945
  %v1949 = load float, ptr addrspace(1) %p1948, align 4
  %fmul1950 = fmul float %v1949, %fmul1925
  %call1952 = tail call i32 @llvm.smin.i32(i32 %add269, i32 %sub1646)
  %wide1953 = zext nneg i32 %call1952 to i64
  %add1954 = add i64 %add55, %wide1953
  %call1958 = tail call i64 @llvm.smin.i64(i64 %add1954, i64 %sub769)
  %call1959 = tail call i64 @llvm.smax.i64(i64 %call1958, i64 0)
  %p1960 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1959
  %v1961 = load i32, ptr addrspace(1) %p1960, align 4
  %sitofp1962 = sitofp i32 %v1961 to float
  %fmul1963 = fmul float %sitofp1962, 5.000000e-01
  %rem1968 = srem i32 %v1961, 40
  %icast1970 = sext i32 %rem1968 to i64
  %rem1975 = srem i32 %v1961, 70
  %icast1977 = sext i32 %rem1975 to i64
  %call1979 = tail call i64 @llvm.smin.i64(i64 %icast1970, i64 %sub388)
  %call1980 = tail call i64 @llvm.smax.i64(i64 %call1979, i64 0)
  %call1982 = tail call i64 @llvm.smin.i64(i64 %icast1977, i64 %sub391)
  %call1983 = tail call i64 @llvm.smax.i64(i64 %call1982, i64 0)
  %mul1984 = mul i64 %call1980, %3
  %62 = getelementptr float, ptr addrspace(1) %4, i64 %mul1984
  %p1986 = getelementptr float, ptr addrspace(1) %62, i64 %call1983
  %v1987 = load float, ptr addrspace(1) %p1986, align 4
  %fmul1988 = fmul float %v1987, %fmul1963
  %call1990 = tail call i32 @llvm.smin.i32(i32 %add270, i32 %sub1646)
  %wide1991 = zext nneg i32 %call1990 to i64
  %add1992 = add i64 %add55, %wide1991
  %call1996 = tail call i64 @llvm.smin.i64(i64 %add1992, i64 %sub769)
  %call1997 = tail call i64 @llvm.smax.i64(i64 %call1996, i64 0)
  %p1998 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1997
  %v1999 = load i32, ptr addrspace(1) %p1998, align 4
  %sitofp2000 = sitofp i32 %v1999 to float
  %fmul2001 = fmul float %sitofp2000, 5.000000e-01
  %rem2006 = srem i32 %v1999, 40
  %icast2008 = sext i32 %rem2006 to i64
  %rem2013 = srem i32 %v1999, 70
  %icast2015 = sext i32 %rem2013 to i64
  %call2017 = tail call i64 @llvm.smin.i64(i64 %icast2008, i64 %sub388)
  %call2018 = tail call i64 @llvm.smax.i64(i64 %call2017, i64 0)
  %call2020 = tail call i64 @llvm.smin.i64(i64 %icast2015, i64 %sub391)
  %call2021 = tail call i64 @llvm.smax.i64(i64 %call2020, i64 0)
  %mul2022 = mul i64 %call2018, %3
  %63 = getelementptr float, ptr addrspace(1) %4, i64 %mul2022
  %p2024 = getelementptr float, ptr addrspace(1) %63, i64 %call2021
  %v2025 = load float, ptr addrspace(1) %p2024, align 4
  %fmul2026 = fmul float %v2025, %fmul2001
  %call2028 = tail call i32 @llvm.smin.i32(i32 %add271, i32 %sub1646)
  %wide2029 = zext nneg i32 %call2028 to i64
  %add2030 = add i64 %add55, %wide2029
  %call2034 = tail call i64 @llvm.smin.i64(i64 %add2030, i64 %sub769)
  %call2035 = tail call i64 @llvm.smax.i64(i64 %call2034, i64 0)
  %p2036 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2035
  %v2037 = load i32, ptr addrspace(1) %p2036, align 4
  %sitofp2038 = sitofp i32 %v2037 to float
  %fmul2039 = fmul float %sitofp2038, 5.000000e-01
  %rem2044 = srem i32 %v2037, 40
  %icast2046 = sext i32 %rem2044 to i64
  %rem2051 = srem i32 %v2037, 70
  %icast2053 = sext i32 %rem2051 to i64
  %call2055 = tail call i64 @llvm.smin.i64(i64 %icast2046, i64 %sub388)
  %call2056 = tail call i64 @llvm.smax.i64(i64 %call2055, i64 0)
  %call2058 = tail call i64 @llvm.smin.i64(i64 %icast2053, i64 %sub391)
  %call2059 = tail call i64 @llvm.smax.i64(i64 %call2058, i64 0)
  %mul2060 = mul i64 %call2056, %3
  %64 = getelementptr float, ptr addrspace(1) %4, i64 %mul2060
  %p2062 = getelementptr float, ptr addrspace(1) %64, i64 %call2059
  %v2063 = load float, ptr addrspace(1) %p2062, align 4
  %fmul2064 = fmul float %v2063, %fmul2039
  %call2066 = tail call i32 @llvm.smin.i32(i32 %add272, i32 %sub1646)
  %wide2067 = zext nneg i32 %call2066 to i64
  %add2068 = add i64 %add55, %wide2067
  %call2072 = tail call i64 @llvm.smin.i64(i64 %add2068, i64 %sub769)
  %call2073 = tail call i64 @llvm.smax.i64(i64 %call2072, i64 0)
  %p2074 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2073
  br label %endif1245.sink.split

repeat.body:                                      ; preds = %endif1245, %repeat.body
  %phi2184 = phi i32 [ %sel2195, %repeat.body ], [ %call2181, %endif1245 ]
  %phi2185 = phi i32 [ %sel2196, %repeat.body ], [ %call2182, %endif1245 ]
  %add2186 = add nuw nsw i32 %phi2185, %phi2184
  %mid = lshr i32 %add2186, 1
  %65 = tail call i32 @llvm.umin.i32(i32 %mid, i32 767)
  %66 = zext nneg i32 %65 to i64
  %p2188 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %66
  %v2189 = load i32, ptr addrspace(3) %p2188, align 4
  %cmp2190 = icmp slt i32 %mid, %call54
  %sel2191 = select i1 %cmp2190, i32 %v2189, i32 %call365
  %add2192 = add i32 %sel2191, %mid
  %cmp2193 = icmp slt i32 %add2192, %call2176
  %add2194 = add nuw nsw i32 %mid, 1
  %sel2195 = select i1 %cmp2193, i32 %add2194, i32 %phi2184
  %sel2196 = select i1 %cmp2193, i32 %phi2185, i32 %mid
  %cmp2197 = icmp slt i32 %sel2195, %sel2196
  br i1 %cmp2197, label %repeat.body, label %repeat.exit

repeat.exit:                                      ; preds = %repeat.body, %endif1245
  %phi2198 = phi i32 [ %call2181, %endif1245 ], [ %sel2195, %repeat.body ]
  %sub2200 = sub i32 %call2176, %phi2198
  %cmp2201 = icmp eq i32 %phi2198, 0
  %67 = tail call i32 @llvm.smax.i32(i32 %phi2198, i32 1)
  %68 = tail call i32 @llvm.umin.i32(i32 %67, i32 768)
  %69 = zext nneg i32 %68 to i64
  %gep3799 = getelementptr i32, ptr addrspace(3) %invariant.gep3798, i64 %69
  %v2206 = load i32, ptr addrspace(3) %gep3799, align 4
  %cmp2207.not = icmp sgt i32 %67, %call54
  %sel2208 = select i1 %cmp2207.not, i32 %call365, i32 %v2206
  %sel2209 = select i1 %cmp2201, i32 %sub42, i32 %sel2208
  %cmp2210 = icmp sgt i32 %sub2200, %sel2209
  %call2211 = tail call i32 @llvm.smin.i32(i32 %phi2198, i32 767)
  %70 = zext nneg i32 %call2211 to i64
  %p2212 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %70
  %v2213 = load i32, ptr addrspace(3) %p2212, align 4
  %cmp2214 = icmp slt i32 %phi2198, %call54
  %sel2215 = select i1 %cmp2214, i32 %v2213, i32 %call365
  %cmp2216 = icmp sgt i32 %sub2179, 0
  %cmp2217 = icmp slt i32 %sub2200, %sel2215
  %element = and i1 %cmp2216, %cmp2217
  %end = xor i1 %cmp2216, %element
  %call2218 = tail call i32 @llvm.smin.i32(i32 %sub2200, i32 767)
  %71 = sext i32 %call2218 to i64
  %p2219 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %71
  %v2220 = load float, ptr addrspace(3) %p2219, align 4
  %w2223 = xor i1 %cmp2210, true
  %write = and i1 %end, %w2223
  %cmp2224 = icmp slt i32 %phi2198, %local48
  %in = and i1 %cmp2224, %write
  br i1 %in, label %then2225, label %endif2226

then2225:                                         ; preds = %repeat.exit
  %p2228 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %70
  store float 0.000000e+00, ptr addrspace(3) %p2228, align 4
  br label %endif2226

endif2226:                                        ; preds = %then2225, %repeat.exit
  %step = zext i1 %end to i32
  %add2231 = add nuw i32 %phi2198, %step
  %step2232 = zext i1 %element to i32
  %add2233 = add i32 %sub2200, %step2232
  %call2234 = tail call i32 @llvm.smin.i32(i32 %add2231, i32 767)
  %72 = sext i32 %call2234 to i64
  %p2235 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %72
  %v2236 = load i32, ptr addrspace(3) %p2235, align 4
  %cmp2237 = icmp slt i32 %add2231, %call54
  %sel2238 = select i1 %cmp2237, i32 %v2236, i32 %call365
  %sel2239 = select i1 %end, i32 %sel2238, i32 %sel2215
  %sel2241 = select i1 %element, float %v2220, float 0.000000e+00
  %cmp2244 = icmp sgt i32 %sub2179, 1
  %cmp2245 = icmp slt i32 %add2233, %sel2239
  %element2246 = and i1 %cmp2244, %cmp2245
  %end2248 = xor i1 %cmp2244, %element2246
  %call2249 = tail call i32 @llvm.smin.i32(i32 %add2233, i32 767)
  %73 = sext i32 %call2249 to i64
  %p2250 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %73
  %v2251 = load float, ptr addrspace(3) %p2250, align 4
  %fadd2252 = fadd reassoc contract float %v2220, %v2251
  %sel2254 = select i1 %element, float %fadd2252, float %v2251
  %first = xor i1 %end, true
  %defer2255 = and i1 %cmp2210, %first
  %w2256 = xor i1 %defer2255, true
  %cmp2258 = icmp slt i32 %add2231, %local48
  %74 = and i1 %cmp2258, %w2256
  %in2259 = and i1 %74, %end2248
  br i1 %in2259, label %then2260, label %endif2261

then2260:                                         ; preds = %endif2226
  %p2265 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %72
  %fadd2262 = fadd reassoc contract float %v2220, 0.000000e+00
  %sel2263 = select i1 %element, float %fadd2262, float 0.000000e+00
  store float %sel2263, ptr addrspace(3) %p2265, align 4
  br label %endif2261

endif2261:                                        ; preds = %then2260, %endif2226
  %keep2266 = and i1 %defer2255, %end2248
  %sel2267 = select i1 %keep2266, float %sel2241, float 0.000000e+00
  %sel2268 = and i1 %cmp2217, %keep2266
  %step2269 = zext i1 %end2248 to i32
  %add2270 = add nuw i32 %add2231, %step2269
  %step2271 = zext i1 %element2246 to i32
  %add2272 = add i32 %add2233, %step2271
  %call2273 = tail call i32 @llvm.smin.i32(i32 %add2270, i32 767)
  %75 = sext i32 %call2273 to i64
  %p2274 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %75
  %v2275 = load i32, ptr addrspace(3) %p2274, align 4
  %cmp2276 = icmp slt i32 %add2270, %call54
  %sel2277 = select i1 %cmp2276, i32 %v2275, i32 %call365
  %sel2278 = select i1 %end2248, i32 %sel2277, i32 %sel2239
  %sel2279 = select i1 %end2248, float 0.000000e+00, float %sel2241
  %sel2280 = select i1 %element2246, float %sel2254, float %sel2279
  %sel2282 = select i1 %cmp2244, i1 %cmp2245, i1 %element
  %ended2283 = or i1 %end, %end2248
  %cmp2284 = icmp sgt i32 %sub2179, 2
  %cmp2285 = icmp slt i32 %add2272, %sel2278
  %element2286 = and i1 %cmp2284, %cmp2285
  %end2288 = xor i1 %cmp2284, %element2286
  %call2289 = tail call i32 @llvm.smin.i32(i32 %add2272, i32 767)
  %76 = sext i32 %call2289 to i64
  %p2290 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %76
  %v2291 = load float, ptr addrspace(3) %p2290, align 4
  %fadd2293 = fadd reassoc contract float %sel2280, %v2291
  %sel2295 = select i1 %sel2282, float %fadd2293, float %v2291
  %first2297 = xor i1 %ended2283, true
  %defer2298 = and i1 %cmp2210, %first2297
  %w2299 = xor i1 %defer2298, true
  %cmp2301 = icmp slt i32 %add2270, %local48
  %77 = and i1 %cmp2301, %w2299
  %in2302 = and i1 %77, %end2288
  br i1 %in2302, label %then2303, label %endif2304

then2303:                                         ; preds = %endif2261
  %p2308 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %75
  %fadd2305 = fadd reassoc contract float %sel2280, 0.000000e+00
  %sel2306 = select i1 %sel2282, float %fadd2305, float 0.000000e+00
  store float %sel2306, ptr addrspace(3) %p2308, align 4
  br label %endif2304

endif2304:                                        ; preds = %then2303, %endif2261
  %keep2309 = and i1 %defer2298, %end2288
  %sel2310 = select i1 %keep2309, float %sel2280, float %sel2267
  %sel2311 = select i1 %keep2309, i1 %sel2282, i1 %sel2268
  %step2312 = zext i1 %end2288 to i32
  %add2313 = add nuw i32 %add2270, %step2312
  %step2314 = zext i1 %element2286 to i32
  %add2315 = add i32 %add2272, %step2314
  %call2316 = tail call i32 @llvm.smin.i32(i32 %add2313, i32 767)
  %78 = sext i32 %call2316 to i64
  %p2317 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %78
  %v2318 = load i32, ptr addrspace(3) %p2317, align 4
  %cmp2319 = icmp slt i32 %add2313, %call54
  %sel2320 = select i1 %cmp2319, i32 %v2318, i32 %call365
  %sel2321 = select i1 %end2288, i32 %sel2320, i32 %sel2278
  %sel2322 = select i1 %end2288, float 0.000000e+00, float %sel2280
  %sel2323 = select i1 %element2286, float %sel2295, float %sel2322
  %sel2325 = select i1 %cmp2284, i1 %cmp2285, i1 %sel2282
  %ended2326 = or i1 %ended2283, %end2288
  %cmp2327 = icmp sgt i32 %sub2179, 3
  %cmp2328 = icmp slt i32 %add2315, %sel2321
  %element2329 = and i1 %cmp2327, %cmp2328
  %end2331 = xor i1 %cmp2327, %element2329
  %call2332 = tail call i32 @llvm.smin.i32(i32 %add2315, i32 767)
  %79 = sext i32 %call2332 to i64
  %p2333 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %79
  %v2334 = load float, ptr addrspace(3) %p2333, align 4
  %fadd2336 = fadd reassoc contract float %sel2323, %v2334
  %sel2338 = select i1 %sel2325, float %fadd2336, float %v2334
  %first2340 = xor i1 %ended2326, true
  %defer2341 = and i1 %cmp2210, %first2340
  %w2342 = xor i1 %defer2341, true
  %cmp2344 = icmp slt i32 %add2313, %local48
  %80 = and i1 %cmp2344, %w2342
  %in2345 = and i1 %80, %end2331
  br i1 %in2345, label %then2346, label %endif2347

then2346:                                         ; preds = %endif2304
  %p2351 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %78
  %fadd2348 = fadd reassoc contract float %sel2323, 0.000000e+00
  %sel2349 = select i1 %sel2325, float %fadd2348, float 0.000000e+00
  store float %sel2349, ptr addrspace(3) %p2351, align 4
  br label %endif2347

endif2347:                                        ; preds = %then2346, %endif2304
  %keep2352 = and i1 %defer2341, %end2331
  %sel2353 = select i1 %keep2352, float %sel2323, float %sel2310
  %sel2354 = select i1 %keep2352, i1 %sel2325, i1 %sel2311
  %step2355 = zext i1 %end2331 to i32
  %add2356 = add nuw i32 %add2313, %step2355
  %step2357 = zext i1 %element2329 to i32
  %add2358 = add i32 %add2315, %step2357
  %call2359 = tail call i32 @llvm.smin.i32(i32 %add2356, i32 767)
  %81 = sext i32 %call2359 to i64
  %p2360 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %81
  %v2361 = load i32, ptr addrspace(3) %p2360, align 4
  %cmp2362 = icmp slt i32 %add2356, %call54
  %sel2363 = select i1 %cmp2362, i32 %v2361, i32 %call365
  %sel2364 = select i1 %end2331, i32 %sel2363, i32 %sel2321
  %sel2365 = select i1 %end2331, float 0.000000e+00, float %sel2323
  %sel2366 = select i1 %element2329, float %sel2338, float %sel2365
  %sel2368 = select i1 %cmp2327, i1 %cmp2328, i1 %sel2325
  %ended2369 = or i1 %ended2326, %end2331
  %cmp2370 = icmp sgt i32 %sub2179, 4
  %cmp2371 = icmp slt i32 %add2358, %sel2364
  %element2372 = and i1 %cmp2370, %cmp2371
  %end2374 = xor i1 %cmp2370, %element2372
  %call2375 = tail call i32 @llvm.smin.i32(i32 %add2358, i32 767)
  %82 = sext i32 %call2375 to i64
  %p2376 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %82
  %v2377 = load float, ptr addrspace(3) %p2376, align 4
  %fadd2379 = fadd reassoc contract float %sel2366, %v2377
  %sel2381 = select i1 %sel2368, float %fadd2379, float %v2377
  %first2383 = xor i1 %ended2369, true
  %defer2384 = and i1 %cmp2210, %first2383
  %w2385 = xor i1 %defer2384, true
  %cmp2387 = icmp slt i32 %add2356, %local48
  %83 = and i1 %cmp2387, %w2385
  %in2388 = and i1 %83, %end2374
  br i1 %in2388, label %then2389, label %endif2390

then2389:                                         ; preds = %endif2347
  %p2394 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %81
  %fadd2391 = fadd reassoc contract float %sel2366, 0.000000e+00
  %sel2392 = select i1 %sel2368, float %fadd2391, float 0.000000e+00
  store float %sel2392, ptr addrspace(3) %p2394, align 4
  br label %endif2390

endif2390:                                        ; preds = %then2389, %endif2347
  %keep2395 = and i1 %defer2384, %end2374
  %sel2396 = select i1 %keep2395, float %sel2366, float %sel2353
  %sel2397 = select i1 %keep2395, i1 %sel2368, i1 %sel2354
  %step2398 = zext i1 %end2374 to i32
  %add2399 = add nuw i32 %add2356, %step2398
  %step2400 = zext i1 %element2372 to i32
  %add2401 = add i32 %add2358, %step2400
  %call2402 = tail call i32 @llvm.smin.i32(i32 %add2399, i32 767)
  %84 = sext i32 %call2402 to i64
  %p2403 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %84
  %v2404 = load i32, ptr addrspace(3) %p2403, align 4
  %cmp2405 = icmp slt i32 %add2399, %call54
  %sel2406 = select i1 %cmp2405, i32 %v2404, i32 %call365
  %sel2407 = select i1 %end2374, i32 %sel2406, i32 %sel2364
  %sel2408 = select i1 %end2374, float 0.000000e+00, float %sel2366
  %sel2409 = select i1 %element2372, float %sel2381, float %sel2408
  %sel2411 = select i1 %cmp2370, i1 %cmp2371, i1 %sel2368
  %ended2412 = or i1 %ended2369, %end2374
  %cmp2413 = icmp sgt i32 %sub2179, 5
  %cmp2414 = icmp slt i32 %add2401, %sel2407
  %element2415 = and i1 %cmp2413, %cmp2414
  %end2417 = xor i1 %cmp2413, %element2415
  %call2418 = tail call i32 @llvm.smin.i32(i32 %add2401, i32 767)
  %85 = sext i32 %call2418 to i64
  %p2419 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %85
  %v2420 = load float, ptr addrspace(3) %p2419, align 4
  %fadd2422 = fadd reassoc contract float %sel2409, %v2420
  %sel2424 = select i1 %sel2411, float %fadd2422, float %v2420
  %first2426 = xor i1 %ended2412, true
  %defer2427 = and i1 %cmp2210, %first2426
  %w2428 = xor i1 %defer2427, true
  %cmp2430 = icmp slt i32 %add2399, %local48
  %86 = and i1 %cmp2430, %w2428
  %in2431 = and i1 %86, %end2417
  br i1 %in2431, label %then2432, label %endif2433

then2432:                                         ; preds = %endif2390
  %p2437 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %84
  %fadd2434 = fadd reassoc contract float %sel2409, 0.000000e+00
  %sel2435 = select i1 %sel2411, float %fadd2434, float 0.000000e+00
  store float %sel2435, ptr addrspace(3) %p2437, align 4
  br label %endif2433

endif2433:                                        ; preds = %then2432, %endif2390
  %keep2438 = and i1 %defer2427, %end2417
  %sel2439 = select i1 %keep2438, float %sel2409, float %sel2396
  %sel2440 = select i1 %keep2438, i1 %sel2411, i1 %sel2397
  %step2441 = zext i1 %end2417 to i32
  %add2442 = add nuw i32 %add2399, %step2441
  %step2443 = zext i1 %element2415 to i32
  %add2444 = add i32 %add2401, %step2443
  %call2445 = tail call i32 @llvm.smin.i32(i32 %add2442, i32 767)
  %87 = sext i32 %call2445 to i64
  %p2446 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %87
  %v2447 = load i32, ptr addrspace(3) %p2446, align 4
  %cmp2448 = icmp slt i32 %add2442, %call54
  %sel2449 = select i1 %cmp2448, i32 %v2447, i32 %call365
  %sel2450 = select i1 %end2417, i32 %sel2449, i32 %sel2407
  %sel2451 = select i1 %end2417, float 0.000000e+00, float %sel2409
  %sel2452 = select i1 %element2415, float %sel2424, float %sel2451
  %sel2454 = select i1 %cmp2413, i1 %cmp2414, i1 %sel2411
  %ended2455 = or i1 %ended2412, %end2417
  %cmp2456 = icmp sgt i32 %sub2179, 6
  %cmp2457 = icmp slt i32 %add2444, %sel2450
  %element2458 = and i1 %cmp2456, %cmp2457
  %end2460 = xor i1 %cmp2456, %element2458
  %call2461 = tail call i32 @llvm.smin.i32(i32 %add2444, i32 767)
  %88 = sext i32 %call2461 to i64
  %p2462 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %88
  %v2463 = load float, ptr addrspace(3) %p2462, align 4
  %fadd2465 = fadd reassoc contract float %sel2452, %v2463
  %sel2467 = select i1 %sel2454, float %fadd2465, float %v2463
  %first2469 = xor i1 %ended2455, true
  %defer2470 = and i1 %cmp2210, %first2469
  %w2471 = xor i1 %defer2470, true
  %cmp2473 = icmp slt i32 %add2442, %local48
  %89 = and i1 %cmp2473, %w2471
  %in2474 = and i1 %89, %end2460
  br i1 %in2474, label %then2475, label %endif2476

then2475:                                         ; preds = %endif2433
  %p2480 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %87
  %fadd2477 = fadd reassoc contract float %sel2452, 0.000000e+00
  %sel2478 = select i1 %sel2454, float %fadd2477, float 0.000000e+00
  store float %sel2478, ptr addrspace(3) %p2480, align 4
  br label %endif2476

endif2476:                                        ; preds = %then2475, %endif2433
  %keep2481 = and i1 %defer2470, %end2460
  %sel2482 = select i1 %keep2481, float %sel2452, float %sel2439
  %sel2483 = select i1 %keep2481, i1 %sel2454, i1 %sel2440
  %step2484 = zext i1 %end2460 to i32
  %add2485 = add nuw i32 %add2442, %step2484
  %step2486 = zext i1 %element2458 to i32
  %add2487 = add i32 %add2444, %step2486
  %call2488 = tail call i32 @llvm.smin.i32(i32 %add2485, i32 767)
  %90 = sext i32 %call2488 to i64
  %p2489 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %90
  %v2490 = load i32, ptr addrspace(3) %p2489, align 4
  %cmp2491 = icmp slt i32 %add2485, %call54
  %sel2492 = select i1 %cmp2491, i32 %v2490, i32 %call365
  %sel2493 = select i1 %end2460, i32 %sel2492, i32 %sel2450
  %sel2494 = select i1 %end2460, float 0.000000e+00, float %sel2452
  %sel2495 = select i1 %element2458, float %sel2467, float %sel2494
  %sel2497 = select i1 %cmp2456, i1 %cmp2457, i1 %sel2454
  %ended2498 = or i1 %ended2455, %end2460
  %cmp2499 = icmp sgt i32 %sub2179, 7
  %cmp2500 = icmp slt i32 %add2487, %sel2493
  %element2501 = and i1 %cmp2499, %cmp2500
  %end2503 = xor i1 %cmp2499, %element2501
  %call2504 = tail call i32 @llvm.smin.i32(i32 %add2487, i32 767)
  %91 = sext i32 %call2504 to i64
  %p2505 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %91
  %v2506 = load float, ptr addrspace(3) %p2505, align 4
  %fadd2508 = fadd reassoc contract float %sel2495, %v2506
  %sel2510 = select i1 %sel2497, float %fadd2508, float %v2506
  %first2512 = xor i1 %ended2498, true
  %defer2513 = and i1 %cmp2210, %first2512
  %w2514 = xor i1 %defer2513, true
  %cmp2516 = icmp slt i32 %add2485, %local48
  %92 = and i1 %cmp2516, %w2514
  %in2517 = and i1 %92, %end2503
  br i1 %in2517, label %then2518, label %endif2519

then2518:                                         ; preds = %endif2476
  %p2523 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %90
  %fadd2520 = fadd reassoc contract float %sel2495, 0.000000e+00
  %sel2521 = select i1 %sel2497, float %fadd2520, float 0.000000e+00
  store float %sel2521, ptr addrspace(3) %p2523, align 4
  br label %endif2519

endif2519:                                        ; preds = %then2518, %endif2476
  %keep2524 = and i1 %defer2513, %end2503
  %sel2525 = select i1 %keep2524, float %sel2495, float %sel2482
  %sel2526 = select i1 %keep2524, i1 %sel2497, i1 %sel2483
  %step2527 = zext i1 %end2503 to i32
  %add2528 = add nuw i32 %add2485, %step2527
  %step2529 = zext i1 %element2501 to i32
  %add2530 = add i32 %add2487, %step2529
  %call2531 = tail call i32 @llvm.smin.i32(i32 %add2528, i32 767)
  %93 = sext i32 %call2531 to i64
  %p2532 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %93
  %v2533 = load i32, ptr addrspace(3) %p2532, align 4
  %cmp2534 = icmp slt i32 %add2528, %call54
  %sel2535 = select i1 %cmp2534, i32 %v2533, i32 %call365
  %sel2536 = select i1 %end2503, i32 %sel2535, i32 %sel2493
  %sel2537 = select i1 %end2503, float 0.000000e+00, float %sel2495
  %sel2538 = select i1 %element2501, float %sel2510, float %sel2537
  %sel2540 = select i1 %cmp2499, i1 %cmp2500, i1 %sel2497
  %ended2541 = or i1 %ended2498, %end2503
  %cmp2542 = icmp sgt i32 %sub2179, 8
  %cmp2543 = icmp slt i32 %add2530, %sel2536
  %element2544 = and i1 %cmp2542, %cmp2543
  %end2546 = xor i1 %cmp2542, %element2544
  %call2547 = tail call i32 @llvm.smin.i32(i32 %add2530, i32 767)
  %94 = sext i32 %call2547 to i64
  %p2548 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %94
  %v2549 = load float, ptr addrspace(3) %p2548, align 4
  %fadd2551 = fadd reassoc contract float %sel2538, %v2549
  %sel2553 = select i1 %sel2540, float %fadd2551, float %v2549
  %first2555 = xor i1 %ended2541, true
  %defer2556 = and i1 %cmp2210, %first2555
  %w2557 = xor i1 %defer2556, true
  %cmp2559 = icmp slt i32 %add2528, %local48
  %95 = and i1 %cmp2559, %w2557
  %in2560 = and i1 %95, %end2546
  br i1 %in2560, label %then2561, label %endif2562

then2561:                                         ; preds = %endif2519
  %p2566 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %93
  %fadd2563 = fadd reassoc contract float %sel2538, 0.000000e+00
  %sel2564 = select i1 %sel2540, float %fadd2563, float 0.000000e+00
  store float %sel2564, ptr addrspace(3) %p2566, align 4
  br label %endif2562

endif2562:                                        ; preds = %then2561, %endif2519
  %keep2567 = and i1 %defer2556, %end2546
  %sel2568 = select i1 %keep2567, float %sel2538, float %sel2525
  %sel2569 = select i1 %keep2567, i1 %sel2540, i1 %sel2526
  %step2570 = zext i1 %end2546 to i32
  %add2571 = add nuw i32 %add2528, %step2570
  %step2572 = zext i1 %element2544 to i32
  %add2573 = add i32 %add2530, %step2572
  %call2574 = tail call i32 @llvm.smin.i32(i32 %add2571, i32 767)
  %96 = sext i32 %call2574 to i64
  %p2575 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %96
  %v2576 = load i32, ptr addrspace(3) %p2575, align 4
  %cmp2577 = icmp slt i32 %add2571, %call54
  %sel2578 = select i1 %cmp2577, i32 %v2576, i32 %call365
  %sel2579 = select i1 %end2546, i32 %sel2578, i32 %sel2536
  %sel2580 = select i1 %end2546, float 0.000000e+00, float %sel2538
  %sel2581 = select i1 %element2544, float %sel2553, float %sel2580
  %not.end2546 = xor i1 %end2546, true
  %sel2582 = and i1 %sel2540, %not.end2546
  %sel2583 = select i1 %element2544, i1 true, i1 %sel2582
  %ended2584 = or i1 %ended2541, %end2546
  %cmp2585 = icmp sgt i32 %sub2179, 9
  %cmp2586 = icmp slt i32 %add2573, %sel2579
  %element2587 = and i1 %cmp2585, %cmp2586
  %end2589 = xor i1 %cmp2585, %element2587
  %call2590 = tail call i32 @llvm.smin.i32(i32 %add2573, i32 767)
  %97 = sext i32 %call2590 to i64
  %p2591 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %97
  %v2592 = load float, ptr addrspace(3) %p2591, align 4
  %fadd2594 = fadd reassoc contract float %sel2581, %v2592
  %sel2596 = select i1 %sel2583, float %fadd2594, float %v2592
  %first2598 = xor i1 %ended2584, true
  %defer2599 = and i1 %cmp2210, %first2598
  %w2600 = xor i1 %defer2599, true
  %cmp2602 = icmp slt i32 %add2571, %local48
  %98 = and i1 %cmp2602, %w2600
  %in2603 = and i1 %98, %end2589
  br i1 %in2603, label %then2604, label %endif2605

then2604:                                         ; preds = %endif2562
  %p2609 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %96
  %fadd2606 = fadd reassoc contract float %sel2581, 0.000000e+00
  %sel2607 = select i1 %sel2583, float %fadd2606, float 0.000000e+00
  store float %sel2607, ptr addrspace(3) %p2609, align 4
  br label %endif2605

endif2605:                                        ; preds = %then2604, %endif2562
  %keep2610 = and i1 %defer2599, %end2589
  %sel2611 = select i1 %keep2610, float %sel2581, float %sel2568
  %sel2612 = select i1 %keep2610, i1 %sel2583, i1 %sel2569
  %step2613 = zext i1 %end2589 to i32
  %add2614 = add nuw i32 %add2571, %step2613
  %step2615 = zext i1 %element2587 to i32
  %add2616 = add i32 %add2573, %step2615
  %call2617 = tail call i32 @llvm.smin.i32(i32 %add2614, i32 767)
  %99 = sext i32 %call2617 to i64
  %p2618 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %99
  %v2619 = load i32, ptr addrspace(3) %p2618, align 4
  %cmp2620 = icmp slt i32 %add2614, %call54
  %sel2621 = select i1 %cmp2620, i32 %v2619, i32 %call365
  %sel2622 = select i1 %end2589, i32 %sel2621, i32 %sel2579
  %sel2623 = select i1 %end2589, float 0.000000e+00, float %sel2581
  %sel2624 = select i1 %element2587, float %sel2596, float %sel2623
  %not.end2589 = xor i1 %end2589, true
  %sel2625 = select i1 %not.end2589, i1 %sel2583, i1 false
  %sel2626 = select i1 %element2587, i1 true, i1 %sel2625
  %ended2627 = or i1 %ended2584, %end2589
  %cmp2628 = icmp sgt i32 %sub2179, 10
  %cmp2629 = icmp slt i32 %add2616, %sel2622
  %element2630 = and i1 %cmp2628, %cmp2629
  %end2632 = xor i1 %cmp2628, %element2630
  %call2633 = tail call i32 @llvm.smin.i32(i32 %add2616, i32 767)
  %100 = sext i32 %call2633 to i64
  %p2634 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %100
  %v2635 = load float, ptr addrspace(3) %p2634, align 4
  %fadd2637 = fadd reassoc contract float %sel2624, %v2635
  %sel2639 = select i1 %sel2626, float %fadd2637, float %v2635
  %first2641 = xor i1 %ended2627, true
  %defer2642 = and i1 %cmp2210, %first2641
  %w2643 = xor i1 %defer2642, true
  %cmp2645 = icmp slt i32 %add2614, %local48
  %101 = and i1 %cmp2645, %w2643
  %in2646 = and i1 %101, %end2632
  br i1 %in2646, label %then2647, label %endif2648

then2647:                                         ; preds = %endif2605
  %p2652 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %99
  %fadd2649 = fadd reassoc contract float %sel2624, 0.000000e+00
  %sel2650 = select i1 %sel2626, float %fadd2649, float 0.000000e+00
  store float %sel2650, ptr addrspace(3) %p2652, align 4
  br label %endif2648

endif2648:                                        ; preds = %then2647, %endif2605
  %keep2653 = and i1 %defer2642, %end2632
  %sel2654 = select i1 %keep2653, float %sel2624, float %sel2611
  %sel2655 = select i1 %keep2653, i1 %sel2626, i1 %sel2612
  %step2656 = zext i1 %end2632 to i32
  %add2657 = add nuw i32 %add2614, %step2656
  %step2658 = zext i1 %element2630 to i32
  %add2659 = add i32 %add2616, %step2658
  %call2660 = tail call i32 @llvm.smin.i32(i32 %add2657, i32 767)
  %102 = sext i32 %call2660 to i64
  %p2661 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %102
  %v2662 = load i32, ptr addrspace(3) %p2661, align 4
  %cmp2663 = icmp slt i32 %add2657, %call54
  %sel2664 = select i1 %cmp2663, i32 %v2662, i32 %call365
  %sel2665 = select i1 %end2632, i32 %sel2664, i32 %sel2622
  %sel2666 = select i1 %end2632, float 0.000000e+00, float %sel2624
  %sel2667 = select i1 %element2630, float %sel2639, float %sel2666
  %not.end2632 = xor i1 %end2632, true
  %sel2668 = select i1 %not.end2632, i1 %sel2626, i1 false
  %sel2669 = select i1 %element2630, i1 true, i1 %sel2668
  %ended2670 = or i1 %ended2627, %end2632
  %cmp2671 = icmp sgt i32 %sub2179, 11
  %cmp2672 = icmp slt i32 %add2659, %sel2665
  %element2673 = and i1 %cmp2671, %cmp2672
  %end2675 = xor i1 %cmp2671, %element2673
  %call2676 = tail call i32 @llvm.smin.i32(i32 %add2659, i32 767)
  %103 = sext i32 %call2676 to i64
  %p2677 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %103
  %v2678 = load float, ptr addrspace(3) %p2677, align 4
  %fadd2680 = fadd reassoc contract float %sel2667, %v2678
  %sel2682 = select i1 %sel2669, float %fadd2680, float %v2678
  %first2684 = xor i1 %ended2670, true
  %defer2685 = and i1 %cmp2210, %first2684
  %w2686 = xor i1 %defer2685, true
  %cmp2688 = icmp slt i32 %add2657, %local48
  %104 = and i1 %cmp2688, %w2686
  %in2689 = and i1 %104, %end2675
  br i1 %in2689, label %then2690, label %endif2691

then2690:                                         ; preds = %endif2648
  %p2695 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %102
  %fadd2692 = fadd reassoc contract float %sel2667, 0.000000e+00
  %sel2693 = select i1 %sel2669, float %fadd2692, float 0.000000e+00
  store float %sel2693, ptr addrspace(3) %p2695, align 4
  br label %endif2691

endif2691:                                        ; preds = %then2690, %endif2648
  %keep2696 = and i1 %defer2685, %end2675
  %sel2697 = select i1 %keep2696, float %sel2667, float %sel2654
  %sel2698 = select i1 %keep2696, i1 %sel2669, i1 %sel2655
  %step2699 = zext i1 %end2675 to i32
  %add2700 = add nuw i32 %add2657, %step2699
  %step2701 = zext i1 %element2673 to i32
  %add2702 = add i32 %add2659, %step2701
  %call2703 = tail call i32 @llvm.smin.i32(i32 %add2700, i32 767)
  %105 = sext i32 %call2703 to i64
  %p2704 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %105
  %v2705 = load i32, ptr addrspace(3) %p2704, align 4
  %cmp2706 = icmp slt i32 %add2700, %call54
  %sel2707 = select i1 %cmp2706, i32 %v2705, i32 %call365
  %sel2708 = select i1 %end2675, i32 %sel2707, i32 %sel2665
  %sel2709 = select i1 %end2675, float 0.000000e+00, float %sel2667
  %sel2710 = select i1 %element2673, float %sel2682, float %sel2709
  %not.end2675 = xor i1 %end2675, true
  %sel2711 = select i1 %not.end2675, i1 %sel2669, i1 false
  %sel2712 = select i1 %element2673, i1 true, i1 %sel2711
  %ended2713 = or i1 %ended2670, %end2675
  %cmp2714 = icmp sgt i32 %sub2179, 12
  %cmp2715 = icmp slt i32 %add2702, %sel2708
  %element2716 = and i1 %cmp2714, %cmp2715
  %end2718 = xor i1 %cmp2714, %element2716
  %call2719 = tail call i32 @llvm.smin.i32(i32 %add2702, i32 767)
  %106 = sext i32 %call2719 to i64
  %p2720 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %106
  %v2721 = load float, ptr addrspace(3) %p2720, align 4
  %fadd2723 = fadd reassoc contract float %sel2710, %v2721
  %sel2725 = select i1 %sel2712, float %fadd2723, float %v2721
  %first2727 = xor i1 %ended2713, true
  %defer2728 = and i1 %cmp2210, %first2727
  %w2729 = xor i1 %defer2728, true
  %cmp2731 = icmp slt i32 %add2700, %local48
  %107 = and i1 %cmp2731, %w2729
  %in2732 = and i1 %107, %end2718
  br i1 %in2732, label %then2733, label %endif2734

then2733:                                         ; preds = %endif2691
  %p2738 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %105
  %fadd2735 = fadd reassoc contract float %sel2710, 0.000000e+00
  %sel2736 = select i1 %sel2712, float %fadd2735, float 0.000000e+00
  store float %sel2736, ptr addrspace(3) %p2738, align 4
  br label %endif2734

endif2734:                                        ; preds = %then2733, %endif2691
  %keep2739 = and i1 %defer2728, %end2718
  %sel2740 = select i1 %keep2739, float %sel2710, float %sel2697
  %sel2741 = select i1 %keep2739, i1 %sel2712, i1 %sel2698
  %step2742 = zext i1 %end2718 to i32
  %add2743 = add nuw i32 %add2700, %step2742
  %step2744 = zext i1 %element2716 to i32
  %add2745 = add i32 %add2702, %step2744
  %call2746 = tail call i32 @llvm.smin.i32(i32 %add2743, i32 767)
  %108 = sext i32 %call2746 to i64
  %p2747 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %108
  %v2748 = load i32, ptr addrspace(3) %p2747, align 4
  %cmp2749 = icmp slt i32 %add2743, %call54
  %sel2750 = select i1 %cmp2749, i32 %v2748, i32 %call365
  %sel2751 = select i1 %end2718, i32 %sel2750, i32 %sel2708
  %sel2752 = select i1 %end2718, float 0.000000e+00, float %sel2710
  %sel2753 = select i1 %element2716, float %sel2725, float %sel2752
  %not.end2718 = xor i1 %end2718, true
  %sel2754 = select i1 %not.end2718, i1 %sel2712, i1 false
  %sel2755 = select i1 %element2716, i1 true, i1 %sel2754
  %ended2756 = or i1 %ended2713, %end2718
  %cmp2757 = icmp sgt i32 %sub2179, 13
  %cmp2758 = icmp slt i32 %add2745, %sel2751
  %element2759 = and i1 %cmp2757, %cmp2758
  %end2761 = xor i1 %cmp2757, %element2759
  %call2762 = tail call i32 @llvm.smin.i32(i32 %add2745, i32 767)
  %109 = sext i32 %call2762 to i64
  %p2763 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %109
  %v2764 = load float, ptr addrspace(3) %p2763, align 4
  %fadd2766 = fadd reassoc contract float %sel2753, %v2764
  %sel2768 = select i1 %sel2755, float %fadd2766, float %v2764
  %first2770 = xor i1 %ended2756, true
  %defer2771 = and i1 %cmp2210, %first2770
  %w2772 = xor i1 %defer2771, true
  %cmp2774 = icmp slt i32 %add2743, %local48
  %110 = and i1 %cmp2774, %w2772
  %in2775 = and i1 %110, %end2761
  br i1 %in2775, label %then2776, label %endif2777

then2776:                                         ; preds = %endif2734
  %p2781 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %108
  %fadd2778 = fadd reassoc contract float %sel2753, 0.000000e+00
  %sel2779 = select i1 %sel2755, float %fadd2778, float 0.000000e+00
  store float %sel2779, ptr addrspace(3) %p2781, align 4
  br label %endif2777

endif2777:                                        ; preds = %then2776, %endif2734
  %keep2782 = and i1 %defer2771, %end2761
  %sel2783 = select i1 %keep2782, float %sel2753, float %sel2740
  %sel2784 = select i1 %keep2782, i1 %sel2755, i1 %sel2741
  %step2785 = zext i1 %end2761 to i32
  %add2786 = add nuw i32 %add2743, %step2785
  %step2787 = zext i1 %element2759 to i32
  %add2788 = add i32 %add2745, %step2787
  %call2789 = tail call i32 @llvm.smin.i32(i32 %add2786, i32 767)
  %111 = sext i32 %call2789 to i64
  %p2790 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %111
  %v2791 = load i32, ptr addrspace(3) %p2790, align 4
  %cmp2792 = icmp slt i32 %add2786, %call54
  %sel2793 = select i1 %cmp2792, i32 %v2791, i32 %call365
  %sel2794 = select i1 %end2761, i32 %sel2793, i32 %sel2751
  %sel2795 = select i1 %end2761, float 0.000000e+00, float %sel2753
  %sel2796 = select i1 %element2759, float %sel2768, float %sel2795
  %not.end2761 = xor i1 %end2761, true
  %sel2797 = select i1 %not.end2761, i1 %sel2755, i1 false
  %sel2798 = select i1 %element2759, i1 true, i1 %sel2797
  %ended2799 = or i1 %ended2756, %end2761
  %cmp2800 = icmp sgt i32 %sub2179, 14
  %cmp2801 = icmp slt i32 %add2788, %sel2794
  %element2802 = and i1 %cmp2800, %cmp2801
  %end2804 = xor i1 %cmp2800, %element2802
  %call2805 = tail call i32 @llvm.smin.i32(i32 %add2788, i32 767)
  %112 = sext i32 %call2805 to i64
  %p2806 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %112
  %v2807 = load float, ptr addrspace(3) %p2806, align 4
  %fadd2809 = fadd reassoc contract float %sel2796, %v2807
  %sel2811 = select i1 %sel2798, float %fadd2809, float %v2807
  %first2813 = xor i1 %ended2799, true
  %defer2814 = and i1 %cmp2210, %first2813
  %w2815 = xor i1 %defer2814, true
  %cmp2817 = icmp slt i32 %add2786, %local48
  %113 = and i1 %cmp2817, %w2815
  %in2818 = and i1 %113, %end2804
  br i1 %in2818, label %then2819, label %endif2820

then2819:                                         ; preds = %endif2777
  %p2824 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %111
  %fadd2821 = fadd reassoc contract float %sel2796, 0.000000e+00
  %sel2822 = select i1 %sel2798, float %fadd2821, float 0.000000e+00
  store float %sel2822, ptr addrspace(3) %p2824, align 4
  br label %endif2820

endif2820:                                        ; preds = %then2819, %endif2777
  %keep2825 = and i1 %defer2814, %end2804
  %sel2826 = select i1 %keep2825, float %sel2796, float %sel2783
  %sel2827 = select i1 %keep2825, i1 %sel2798, i1 %sel2784
  %step2828 = zext i1 %end2804 to i32
  %add2829 = add nuw i32 %add2786, %step2828
  %step2830 = zext i1 %element2802 to i32
  %add2831 = add i32 %add2788, %step2830
  %call2832 = tail call i32 @llvm.smin.i32(i32 %add2829, i32 767)
  %114 = sext i32 %call2832 to i64
  %p2833 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %114
  %v2834 = load i32, ptr addrspace(3) %p2833, align 4
  %cmp2835 = icmp slt i32 %add2829, %call54
  %sel2836 = select i1 %cmp2835, i32 %v2834, i32 %call365
  %sel2837 = select i1 %end2804, i32 %sel2836, i32 %sel2794
  %sel2838 = select i1 %end2804, float 0.000000e+00, float %sel2796
  %sel2839 = select i1 %element2802, float %sel2811, float %sel2838
  %not.end2804 = xor i1 %end2804, true
  %sel2840 = select i1 %not.end2804, i1 %sel2798, i1 false
  %sel2841 = select i1 %element2802, i1 true, i1 %sel2840
  %ended2842 = or i1 %ended2799, %end2804
  %cmp2843 = icmp sgt i32 %sub2179, 15
  %cmp2844 = icmp slt i32 %add2831, %sel2837
  %element2845 = and i1 %cmp2843, %cmp2844
  %end2847 = xor i1 %cmp2843, %element2845
  %call2848 = tail call i32 @llvm.smin.i32(i32 %add2831, i32 767)
  %115 = sext i32 %call2848 to i64
  %p2849 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %115
  %v2850 = load float, ptr addrspace(3) %p2849, align 4
  %fadd2852 = fadd reassoc contract float %sel2839, %v2850
  %sel2854 = select i1 %sel2841, float %fadd2852, float %v2850
  %first2856 = xor i1 %ended2842, true
  %defer2857 = and i1 %cmp2210, %first2856
  %w2858 = xor i1 %defer2857, true
  %cmp2860 = icmp slt i32 %add2829, %local48
  %116 = and i1 %cmp2860, %w2858
  %in2861 = and i1 %116, %end2847
  br i1 %in2861, label %then2862, label %endif2863

then2862:                                         ; preds = %endif2820
  %p2867 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %114
  %fadd2864 = fadd reassoc contract float %sel2839, 0.000000e+00
  %sel2865 = select i1 %sel2841, float %fadd2864, float 0.000000e+00
  store float %sel2865, ptr addrspace(3) %p2867, align 4
  br label %endif2863

endif2863:                                        ; preds = %then2862, %endif2820
  %keep2868 = and i1 %defer2857, %end2847
  %sel2869 = select i1 %keep2868, float %sel2839, float %sel2826
  %sel2870 = select i1 %keep2868, i1 %sel2841, i1 %sel2827
  %step2871 = zext i1 %end2847 to i32
  %add2872 = add nuw i32 %add2829, %step2871
  %step2873 = zext i1 %element2845 to i32
  %add2874 = add i32 %add2831, %step2873
  %call2875 = tail call i32 @llvm.smin.i32(i32 %add2872, i32 767)
  %117 = sext i32 %call2875 to i64
  %p2876 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %117
  %v2877 = load i32, ptr addrspace(3) %p2876, align 4
  %cmp2878 = icmp slt i32 %add2872, %call54
  %sel2879 = select i1 %cmp2878, i32 %v2877, i32 %call365
  %sel2880 = select i1 %end2847, i32 %sel2879, i32 %sel2837
  %sel2881 = select i1 %end2847, float 0.000000e+00, float %sel2839
  %sel2882 = select i1 %element2845, float %sel2854, float %sel2881
  %not.end2847 = xor i1 %end2847, true
  %sel2883 = select i1 %not.end2847, i1 %sel2841, i1 false
  %sel2884 = select i1 %element2845, i1 true, i1 %sel2883
  %ended2885 = or i1 %ended2842, %end2847
  %cmp2886 = icmp sgt i32 %sub2179, 16
  %cmp2887 = icmp slt i32 %add2874, %sel2880
  %element2888 = and i1 %cmp2886, %cmp2887
  %end2890 = xor i1 %cmp2886, %element2888
  %call2891 = tail call i32 @llvm.smin.i32(i32 %add2874, i32 767)
  %118 = sext i32 %call2891 to i64
  %p2892 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %118
  %v2893 = load float, ptr addrspace(3) %p2892, align 4
  %fadd2895 = fadd reassoc contract float %sel2882, %v2893
  %sel2897 = select i1 %sel2884, float %fadd2895, float %v2893
  %first2899 = xor i1 %ended2885, true
  %defer2900 = and i1 %cmp2210, %first2899
  %w2901 = xor i1 %defer2900, true
  %cmp2903 = icmp slt i32 %add2872, %local48
  %119 = and i1 %cmp2903, %w2901
  %in2904 = and i1 %119, %end2890
  br i1 %in2904, label %then2905, label %endif2906

then2905:                                         ; preds = %endif2863
  %p2910 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %117
  %fadd2907 = fadd reassoc contract float %sel2882, 0.000000e+00
  %sel2908 = select i1 %sel2884, float %fadd2907, float 0.000000e+00
  store float %sel2908, ptr addrspace(3) %p2910, align 4
  br label %endif2906

endif2906:                                        ; preds = %then2905, %endif2863
  %keep2911 = and i1 %defer2900, %end2890
  %sel2912 = select i1 %keep2911, float %sel2882, float %sel2869
  %sel2913 = select i1 %keep2911, i1 %sel2884, i1 %sel2870
  %step2914 = zext i1 %end2890 to i32
  %add2915 = add nuw i32 %add2872, %step2914
  %step2916 = zext i1 %element2888 to i32
  %add2917 = add i32 %add2874, %step2916
  %call2918 = tail call i32 @llvm.smin.i32(i32 %add2915, i32 767)
  %120 = sext i32 %call2918 to i64
  %p2919 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %120
  %v2920 = load i32, ptr addrspace(3) %p2919, align 4
  %cmp2921 = icmp slt i32 %add2915, %call54
  %sel2922 = select i1 %cmp2921, i32 %v2920, i32 %call365
  %sel2923 = select i1 %end2890, i32 %sel2922, i32 %sel2880
  %sel2924 = select i1 %end2890, float 0.000000e+00, float %sel2882
  %sel2925 = select i1 %element2888, float %sel2897, float %sel2924
  %not.end2890 = xor i1 %end2890, true
  %sel2926 = select i1 %not.end2890, i1 %sel2884, i1 false
  %sel2927 = select i1 %element2888, i1 true, i1 %sel2926
  %ended2928 = or i1 %ended2885, %end2890
  %cmp2929 = icmp sgt i32 %sub2179, 17
  %cmp2930 = icmp slt i32 %add2917, %sel2923
  %element2931 = and i1 %cmp2929, %cmp2930
  %end2933 = xor i1 %cmp2929, %element2931
  %call2934 = tail call i32 @llvm.smin.i32(i32 %add2917, i32 767)
  %121 = sext i32 %call2934 to i64
  %p2935 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %121
  %v2936 = load float, ptr addrspace(3) %p2935, align 4
  %fadd2938 = fadd reassoc contract float %sel2925, %v2936
  %sel2940 = select i1 %sel2927, float %fadd2938, float %v2936
  %first2942 = xor i1 %ended2928, true
  %defer2943 = and i1 %cmp2210, %first2942
  %w2944 = xor i1 %defer2943, true
  %cmp2946 = icmp slt i32 %add2915, %local48
  %122 = and i1 %cmp2946, %w2944
  %in2947 = and i1 %122, %end2933
  br i1 %in2947, label %then2948, label %endif2949

then2948:                                         ; preds = %endif2906
  %p2953 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %120
  %fadd2950 = fadd reassoc contract float %sel2925, 0.000000e+00
  %sel2951 = select i1 %sel2927, float %fadd2950, float 0.000000e+00
  store float %sel2951, ptr addrspace(3) %p2953, align 4
  br label %endif2949

endif2949:                                        ; preds = %then2948, %endif2906
  %keep2954 = and i1 %defer2943, %end2933
  %sel2955 = select i1 %keep2954, float %sel2925, float %sel2912
  %sel2956 = select i1 %keep2954, i1 %sel2927, i1 %sel2913
  %step2957 = zext i1 %end2933 to i32
  %add2958 = add nuw i32 %add2915, %step2957
  %step2959 = zext i1 %element2931 to i32
  %add2960 = add i32 %add2917, %step2959
  %call2961 = tail call i32 @llvm.smin.i32(i32 %add2958, i32 767)
  %123 = sext i32 %call2961 to i64
  %p2962 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %123
  %v2963 = load i32, ptr addrspace(3) %p2962, align 4
  %cmp2964 = icmp slt i32 %add2958, %call54
  %sel2965 = select i1 %cmp2964, i32 %v2963, i32 %call365
  %sel2966 = select i1 %end2933, i32 %sel2965, i32 %sel2923
  %sel2967 = select i1 %end2933, float 0.000000e+00, float %sel2925
  %sel2968 = select i1 %element2931, float %sel2940, float %sel2967
  %not.end2933 = xor i1 %end2933, true
  %sel2969 = select i1 %not.end2933, i1 %sel2927, i1 false
  %sel2970 = select i1 %element2931, i1 true, i1 %sel2969
  %ended2971 = or i1 %ended2928, %end2933
  %cmp2972 = icmp sgt i32 %sub2179, 18
  %cmp2973 = icmp slt i32 %add2960, %sel2966
  %element2974 = and i1 %cmp2972, %cmp2973
  %end2976 = xor i1 %cmp2972, %element2974
  %call2977 = tail call i32 @llvm.smin.i32(i32 %add2960, i32 767)
  %124 = sext i32 %call2977 to i64
  %p2978 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %124
  %v2979 = load float, ptr addrspace(3) %p2978, align 4
  %fadd2981 = fadd reassoc contract float %sel2968, %v2979
  %sel2983 = select i1 %sel2970, float %fadd2981, float %v2979
  %first2985 = xor i1 %ended2971, true
  %defer2986 = and i1 %cmp2210, %first2985
  %w2987 = xor i1 %defer2986, true
  %cmp2989 = icmp slt i32 %add2958, %local48
  %125 = and i1 %cmp2989, %w2987
  %in2990 = and i1 %125, %end2976
  br i1 %in2990, label %then2991, label %endif2992

then2991:                                         ; preds = %endif2949
  %p2996 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %123
  %fadd2993 = fadd reassoc contract float %sel2968, 0.000000e+00
  %sel2994 = select i1 %sel2970, float %fadd2993, float 0.000000e+00
  store float %sel2994, ptr addrspace(3) %p2996, align 4
  br label %endif2992

endif2992:                                        ; preds = %then2991, %endif2949
  %keep2997 = and i1 %defer2986, %end2976
  %sel2998 = select i1 %keep2997, float %sel2968, float %sel2955
  %sel2999 = select i1 %keep2997, i1 %sel2970, i1 %sel2956
  %step3000 = zext i1 %end2976 to i32
  %add3001 = add nuw i32 %add2958, %step3000
  %step3002 = zext i1 %element2974 to i32
  %add3003 = add i32 %add2960, %step3002
  %call3004 = tail call i32 @llvm.smin.i32(i32 %add3001, i32 767)
  %126 = sext i32 %call3004 to i64
  %p3005 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %126
  %v3006 = load i32, ptr addrspace(3) %p3005, align 4
  %cmp3007 = icmp slt i32 %add3001, %call54
  %sel3008 = select i1 %cmp3007, i32 %v3006, i32 %call365
  %sel3009 = select i1 %end2976, i32 %sel3008, i32 %sel2966
  %sel3010 = select i1 %end2976, float 0.000000e+00, float %sel2968
  %sel3011 = select i1 %element2974, float %sel2983, float %sel3010
  %not.end2976 = xor i1 %end2976, true
  %sel3012 = select i1 %not.end2976, i1 %sel2970, i1 false
  %sel3013 = select i1 %element2974, i1 true, i1 %sel3012
  %ended3014 = or i1 %ended2971, %end2976
  %cmp3015 = icmp sgt i32 %sub2179, 19
  %cmp3016 = icmp slt i32 %add3003, %sel3009
  %element3017 = and i1 %cmp3015, %cmp3016
  %end3019 = xor i1 %cmp3015, %element3017
  %call3020 = tail call i32 @llvm.smin.i32(i32 %add3003, i32 767)
  %127 = sext i32 %call3020 to i64
  %p3021 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %127
  %v3022 = load float, ptr addrspace(3) %p3021, align 4
  %fadd3024 = fadd reassoc contract float %sel3011, %v3022
  %sel3026 = select i1 %sel3013, float %fadd3024, float %v3022
  %first3028 = xor i1 %ended3014, true
  %defer3029 = and i1 %cmp2210, %first3028
  %w3030 = xor i1 %defer3029, true
  %cmp3032 = icmp slt i32 %add3001, %local48
  %128 = and i1 %cmp3032, %w3030
  %in3033 = and i1 %128, %end3019
  br i1 %in3033, label %then3034, label %endif3035

then3034:                                         ; preds = %endif2992
  %p3039 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %126
  %fadd3036 = fadd reassoc contract float %sel3011, 0.000000e+00
  %sel3037 = select i1 %sel3013, float %fadd3036, float 0.000000e+00
  store float %sel3037, ptr addrspace(3) %p3039, align 4
  br label %endif3035

endif3035:                                        ; preds = %then3034, %endif2992
  %keep3040 = and i1 %defer3029, %end3019
  %sel3041 = select i1 %keep3040, float %sel3011, float %sel2998
  %sel3042 = select i1 %keep3040, i1 %sel3013, i1 %sel2999
  %step3043 = zext i1 %end3019 to i32
  %add3044 = add nuw i32 %add3001, %step3043
  %step3045 = zext i1 %element3017 to i32
  %add3046 = add i32 %add3003, %step3045
  %call3047 = tail call i32 @llvm.smin.i32(i32 %add3044, i32 767)
  %129 = sext i32 %call3047 to i64
  %p3048 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %129
  %v3049 = load i32, ptr addrspace(3) %p3048, align 4
  %cmp3050 = icmp slt i32 %add3044, %call54
  %sel3051 = select i1 %cmp3050, i32 %v3049, i32 %call365
  %sel3052 = select i1 %end3019, i32 %sel3051, i32 %sel3009
  %sel3053 = select i1 %end3019, float 0.000000e+00, float %sel3011
  %sel3054 = select i1 %element3017, float %sel3026, float %sel3053
  %not.end3019 = xor i1 %end3019, true
  %sel3055 = select i1 %not.end3019, i1 %sel3013, i1 false
  %sel3056 = select i1 %element3017, i1 true, i1 %sel3055
  %ended3057 = or i1 %ended3014, %end3019
  %cmp3058 = icmp sgt i32 %sub2179, 20
  %cmp3059 = icmp slt i32 %add3046, %sel3052
  %element3060 = and i1 %cmp3058, %cmp3059
  %end3062 = xor i1 %cmp3058, %element3060
  %call3063 = tail call i32 @llvm.smin.i32(i32 %add3046, i32 767)
  %130 = sext i32 %call3063 to i64
  %p3064 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %130
  %v3065 = load float, ptr addrspace(3) %p3064, align 4
  %fadd3067 = fadd reassoc contract float %sel3054, %v3065
  %sel3069 = select i1 %sel3056, float %fadd3067, float %v3065
  %first3071 = xor i1 %ended3057, true
  %defer3072 = and i1 %cmp2210, %first3071
  %w3073 = xor i1 %defer3072, true
  %cmp3075 = icmp slt i32 %add3044, %local48
  %131 = and i1 %cmp3075, %w3073
  %in3076 = and i1 %131, %end3062
  br i1 %in3076, label %then3077, label %endif3078

then3077:                                         ; preds = %endif3035
  %p3082 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %129
  %fadd3079 = fadd reassoc contract float %sel3054, 0.000000e+00
  %sel3080 = select i1 %sel3056, float %fadd3079, float 0.000000e+00
  store float %sel3080, ptr addrspace(3) %p3082, align 4
  br label %endif3078

endif3078:                                        ; preds = %then3077, %endif3035
  %keep3083 = and i1 %defer3072, %end3062
  %sel3084 = select i1 %keep3083, float %sel3054, float %sel3041
  %sel3085 = select i1 %keep3083, i1 %sel3056, i1 %sel3042
  %step3086 = zext i1 %end3062 to i32
  %add3087 = add nuw i32 %add3044, %step3086
  %step3088 = zext i1 %element3060 to i32
  %add3089 = add i32 %add3046, %step3088
  %call3090 = tail call i32 @llvm.smin.i32(i32 %add3087, i32 767)
  %132 = sext i32 %call3090 to i64
  %p3091 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %132
  %v3092 = load i32, ptr addrspace(3) %p3091, align 4
  %cmp3093 = icmp slt i32 %add3087, %call54
  %sel3094 = select i1 %cmp3093, i32 %v3092, i32 %call365
  %sel3095 = select i1 %end3062, i32 %sel3094, i32 %sel3052
  %sel3096 = select i1 %end3062, float 0.000000e+00, float %sel3054
  %sel3097 = select i1 %element3060, float %sel3069, float %sel3096
  %not.end3062 = xor i1 %end3062, true
  %sel3098 = select i1 %not.end3062, i1 %sel3056, i1 false
  %sel3099 = select i1 %element3060, i1 true, i1 %sel3098
  %ended3100 = or i1 %ended3057, %end3062
  %cmp3101 = icmp sgt i32 %sub2179, 21
  %cmp3102 = icmp slt i32 %add3089, %sel3095
  %element3103 = and i1 %cmp3101, %cmp3102
  %end3105 = xor i1 %cmp3101, %element3103
  %call3106 = tail call i32 @llvm.smin.i32(i32 %add3089, i32 767)
  %133 = sext i32 %call3106 to i64
  %p3107 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %133
  %v3108 = load float, ptr addrspace(3) %p3107, align 4
  %fadd3110 = fadd reassoc contract float %sel3097, %v3108
  %sel3112 = select i1 %sel3099, float %fadd3110, float %v3108
  %first3114 = xor i1 %ended3100, true
  %defer3115 = and i1 %cmp2210, %first3114
  %w3116 = xor i1 %defer3115, true
  %cmp3118 = icmp slt i32 %add3087, %local48
  %134 = and i1 %cmp3118, %w3116
  %in3119 = and i1 %134, %end3105
  br i1 %in3119, label %then3120, label %endif3121

then3120:                                         ; preds = %endif3078
  %p3125 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %132
  %fadd3122 = fadd reassoc contract float %sel3097, 0.000000e+00
  %sel3123 = select i1 %sel3099, float %fadd3122, float 0.000000e+00
  store float %sel3123, ptr addrspace(3) %p3125, align 4
  br label %endif3121

endif3121:                                        ; preds = %then3120, %endif3078
  %keep3126 = and i1 %defer3115, %end3105
  %sel3127 = select i1 %keep3126, float %sel3097, float %sel3084
  %sel3128 = select i1 %keep3126, i1 %sel3099, i1 %sel3085
  %step3129 = zext i1 %end3105 to i32
  %add3130 = add nuw i32 %add3087, %step3129
  %step3131 = zext i1 %element3103 to i32
  %add3132 = add i32 %add3089, %step3131
  %call3133 = tail call i32 @llvm.smin.i32(i32 %add3130, i32 767)
  %135 = sext i32 %call3133 to i64
  %p3134 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %135
  %v3135 = load i32, ptr addrspace(3) %p3134, align 4
  %cmp3136 = icmp slt i32 %add3130, %call54
  %sel3137 = select i1 %cmp3136, i32 %v3135, i32 %call365
  %sel3138 = select i1 %end3105, i32 %sel3137, i32 %sel3095
  %sel3139 = select i1 %end3105, float 0.000000e+00, float %sel3097
  %sel3140 = select i1 %element3103, float %sel3112, float %sel3139
  %not.end3105 = xor i1 %end3105, true
  %sel3141 = select i1 %not.end3105, i1 %sel3099, i1 false
  %sel3142 = select i1 %element3103, i1 true, i1 %sel3141
  %ended3143 = or i1 %ended3100, %end3105
  %cmp3144 = icmp sgt i32 %sub2179, 22
  %cmp3145 = icmp slt i32 %add3132, %sel3138
  %element3146 = and i1 %cmp3144, %cmp3145
  %end3148 = xor i1 %cmp3144, %element3146
  %call3149 = tail call i32 @llvm.smin.i32(i32 %add3132, i32 767)
  %136 = sext i32 %call3149 to i64
  %p3150 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %136
  %v3151 = load float, ptr addrspace(3) %p3150, align 4
  %fadd3153 = fadd reassoc contract float %sel3140, %v3151
  %sel3155 = select i1 %sel3142, float %fadd3153, float %v3151
  %first3157 = xor i1 %ended3143, true
  %defer3158 = and i1 %cmp2210, %first3157
  %w3159 = xor i1 %defer3158, true
  %cmp3161 = icmp slt i32 %add3130, %local48
  %137 = and i1 %cmp3161, %w3159
  %in3162 = and i1 %137, %end3148
  br i1 %in3162, label %then3163, label %endif3164

then3163:                                         ; preds = %endif3121
  %p3168 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %135
  %fadd3165 = fadd reassoc contract float %sel3140, 0.000000e+00
  %sel3166 = select i1 %sel3142, float %fadd3165, float 0.000000e+00
  store float %sel3166, ptr addrspace(3) %p3168, align 4
  br label %endif3164

endif3164:                                        ; preds = %then3163, %endif3121
  %keep3169 = and i1 %defer3158, %end3148
  %sel3170 = select i1 %keep3169, float %sel3140, float %sel3127
  %sel3171 = select i1 %keep3169, i1 %sel3142, i1 %sel3128
  %step3172 = zext i1 %end3148 to i32
  %add3173 = add nuw i32 %add3130, %step3172
  %step3174 = zext i1 %element3146 to i32
  %add3175 = add i32 %add3132, %step3174
  %call3176 = tail call i32 @llvm.smin.i32(i32 %add3173, i32 767)
  %138 = sext i32 %call3176 to i64
  %p3177 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %138
  %v3178 = load i32, ptr addrspace(3) %p3177, align 4
  %cmp3179 = icmp slt i32 %add3173, %call54
  %sel3180 = select i1 %cmp3179, i32 %v3178, i32 %call365
  %sel3181 = select i1 %end3148, i32 %sel3180, i32 %sel3138
  %sel3182 = select i1 %end3148, float 0.000000e+00, float %sel3140
  %sel3183 = select i1 %element3146, float %sel3155, float %sel3182
  %not.end3148 = xor i1 %end3148, true
  %sel3184 = select i1 %not.end3148, i1 %sel3142, i1 false
  %sel3185 = select i1 %element3146, i1 true, i1 %sel3184
  %ended3186 = or i1 %ended3143, %end3148
  %cmp3187 = icmp sgt i32 %sub2179, 23
  %cmp3188 = icmp slt i32 %add3175, %sel3181
  %element3189 = and i1 %cmp3187, %cmp3188
  %end3191 = xor i1 %cmp3187, %element3189
  %call3192 = tail call i32 @llvm.smin.i32(i32 %add3175, i32 767)
  %139 = sext i32 %call3192 to i64
  %p3193 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %139
  %v3194 = load float, ptr addrspace(3) %p3193, align 4
  %fadd3196 = fadd reassoc contract float %sel3183, %v3194
  %sel3198 = select i1 %sel3185, float %fadd3196, float %v3194
  %first3200 = xor i1 %ended3186, true
  %defer3201 = and i1 %cmp2210, %first3200
  %w3202 = xor i1 %defer3201, true
  %cmp3204 = icmp slt i32 %add3173, %local48
  %140 = and i1 %cmp3204, %w3202
  %in3205 = and i1 %140, %end3191
  br i1 %in3205, label %then3206, label %endif3207

then3206:                                         ; preds = %endif3164
  %p3211 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %138
  %fadd3208 = fadd reassoc contract float %sel3183, 0.000000e+00
  %sel3209 = select i1 %sel3185, float %fadd3208, float 0.000000e+00
  store float %sel3209, ptr addrspace(3) %p3211, align 4
  br label %endif3207

endif3207:                                        ; preds = %then3206, %endif3164
  %keep3212 = and i1 %defer3201, %end3191
  %sel3213 = select i1 %keep3212, float %sel3183, float %sel3170
  %sel3214 = select i1 %keep3212, i1 %sel3185, i1 %sel3171
  %step3215 = zext i1 %end3191 to i32
  %add3216 = add nuw i32 %add3173, %step3215
  %sel3225 = select i1 %end3191, float 0.000000e+00, float %sel3183
  %sel3226 = select i1 %element3189, float %sel3198, float %sel3225
  %not.end3191 = xor i1 %end3191, true
  %sel3227 = select i1 %not.end3191, i1 %sel3185, i1 false
  %sel3228 = select i1 %element3189, i1 true, i1 %sel3227
  %ended3229 = or i1 %ended3186, %end3191
  %wide3230 = sext i32 %add3216 to i64
  %add3231 = add nsw i64 %it, %wide3230
  %wide3232 = zext i1 %ended3229 to i32
  %call3233 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide3232, i32 1, i32 0)
  %leaf = trunc i32 %call3233 to i1
  %bits = bitcast float %sel3226 to i32
  %call3234 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits, i32 1, i32 0)
  %leaf3235 = bitcast i32 %call3234 to float
  %wide3236 = zext i1 %sel3228 to i32
  %call3237 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide3236, i32 1, i32 0)
  %leaf3238 = trunc i32 %call3237 to i1
  %fadd3241 = fadd reassoc contract float %sel3226, %leaf3235
  %sel3242 = select i1 %sel3228, float %fadd3241, float %leaf3235
  %sel3243 = select i1 %leaf3238, float %sel3242, float %sel3226
  %take.not = or i1 %cmp3239, %ended3229
  %sel3245 = select i1 %take.not, float %sel3226, float %sel3243
  %not.take.not = xor i1 %take.not, true
  %has3244 = select i1 %not.take.not, i1 %leaf3238, i1 false
  %sel3246 = or i1 %sel3228, %has3244
  %f = select i1 %not.cmp3239, i1 %leaf, i1 false
  %sel3247 = or i1 %ended3229, %f
  %wide3248 = zext i1 %sel3247 to i32
  %call3249 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide3248, i32 2, i32 0)
  %leaf3250 = trunc i32 %call3249 to i1
  %bits3251 = bitcast float %sel3245 to i32
  %call3252 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3251, i32 2, i32 0)
  %leaf3253 = bitcast i32 %call3252 to float
  %wide3254 = zext i1 %sel3246 to i32
  %call3255 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide3254, i32 2, i32 0)
  %leaf3256 = trunc i32 %call3255 to i1
  %fadd3259 = fadd reassoc contract float %sel3245, %leaf3253
  %sel3260 = select i1 %sel3246, float %fadd3259, float %leaf3253
  %sel3261 = select i1 %leaf3256, float %sel3260, float %sel3245
  %take3264.not = or i1 %cmp3257, %sel3247
  %sel3265 = select i1 %take3264.not, float %sel3245, float %sel3261
  %not.take3264.not = xor i1 %take3264.not, true
  %has3262 = select i1 %not.take3264.not, i1 %leaf3256, i1 false
  %sel3266 = or i1 %sel3246, %has3262
  %f3267 = select i1 %not.cmp3257, i1 %leaf3250, i1 false
  %sel3268 = or i1 %sel3247, %f3267
  %wide3269 = zext i1 %sel3268 to i32
  %call3270 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide3269, i32 4, i32 0)
  %leaf3271 = trunc i32 %call3270 to i1
  %bits3272 = bitcast float %sel3265 to i32
  %call3273 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3272, i32 4, i32 0)
  %leaf3274 = bitcast i32 %call3273 to float
  %wide3275 = zext i1 %sel3266 to i32
  %call3276 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide3275, i32 4, i32 0)
  %leaf3277 = trunc i32 %call3276 to i1
  %fadd3280 = fadd reassoc contract float %sel3265, %leaf3274
  %sel3281 = select i1 %sel3266, float %fadd3280, float %leaf3274
  %sel3282 = select i1 %leaf3277, float %sel3281, float %sel3265
  %take3285.not = or i1 %cmp3278, %sel3268
  %sel3286 = select i1 %take3285.not, float %sel3265, float %sel3282
  %not.take3285.not = xor i1 %take3285.not, true
  %has3283 = select i1 %not.take3285.not, i1 %leaf3277, i1 false
  %sel3287 = or i1 %sel3266, %has3283
  %f3288 = select i1 %not.cmp3278, i1 %leaf3271, i1 false
  %sel3289 = or i1 %sel3268, %f3288
  %wide3290 = zext i1 %sel3289 to i32
  %call3291 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide3290, i32 8, i32 0)
  %leaf3292 = trunc i32 %call3291 to i1
  %bits3293 = bitcast float %sel3286 to i32
  %call3294 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3293, i32 8, i32 0)
  %leaf3295 = bitcast i32 %call3294 to float
  %wide3296 = zext i1 %sel3287 to i32
  %call3297 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide3296, i32 8, i32 0)
  %leaf3298 = trunc i32 %call3297 to i1
  %fadd3301 = fadd reassoc contract float %sel3286, %leaf3295
  %sel3302 = select i1 %sel3287, float %fadd3301, float %leaf3295
  %sel3303 = select i1 %leaf3298, float %sel3302, float %sel3286
  %take3306.not = or i1 %cmp3299, %sel3289
  %sel3307 = select i1 %take3306.not, float %sel3286, float %sel3303
  %not.take3306.not = xor i1 %take3306.not, true
  %has3304 = select i1 %not.take3306.not, i1 %leaf3298, i1 false
  %sel3308 = or i1 %sel3287, %has3304
  %f3309 = select i1 %not.cmp3299, i1 %leaf3292, i1 false
  %sel3310 = or i1 %sel3289, %f3309
  %wide3311 = zext i1 %sel3310 to i32
  %call3312 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide3311, i32 16, i32 0)
  %leaf3313 = trunc i32 %call3312 to i1
  %bits3314 = bitcast float %sel3307 to i32
  %call3315 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3314, i32 16, i32 0)
  %leaf3316 = bitcast i32 %call3315 to float
  %wide3317 = zext i1 %sel3308 to i32
  %call3318 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide3317, i32 16, i32 0)
  %leaf3319 = trunc i32 %call3318 to i1
  %fadd3322 = fadd reassoc contract float %sel3307, %leaf3316
  %sel3323 = select i1 %sel3308, float %fadd3322, float %leaf3316
  %sel3324 = select i1 %leaf3319, float %sel3323, float %sel3307
  %take3327.not = or i1 %cmp3320, %sel3310
  %sel3328 = select i1 %take3327.not, float %sel3307, float %sel3324
  %not.take3327.not = xor i1 %take3327.not, true
  %has3325 = select i1 %not.take3327.not, i1 %leaf3319, i1 false
  %sel3329 = or i1 %sel3308, %has3325
  %f3330 = select i1 %not.cmp3320, i1 %leaf3313, i1 false
  %sel3331 = or i1 %sel3310, %f3330
  %wide3332 = zext i1 %sel3331 to i32
  %call3333 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide3332, i32 1, i32 0)
  %bits3335 = bitcast float %sel3328 to i32
  %call3336 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits3335, i32 1, i32 0)
  %leaf3337 = bitcast i32 %call3336 to float
  %wide3338 = zext i1 %sel3329 to i32
  %call3339 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide3338, i32 1, i32 0)
  %leaf3340 = trunc i32 %call3339 to i1
  %p3342 = and i1 %not.cmp3239, %leaf3340
  %call3343 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %ended3229)
  %deferred = and i1 %cmp2210, %ended3229
  %in3346 = and i1 %cmp2224, %deferred
  %fadd3348 = fadd reassoc contract float %sel3213, %leaf3337
  %sel3349 = select i1 %sel3214, float %fadd3348, float %leaf3337
  %sel3350 = select i1 %p3342, float %sel3349, float %sel3213
  %has3351 = or i1 %sel3214, %p3342
  br i1 %in3346, label %then3353, label %endif3354

then3353:                                         ; preds = %endif3207
  %call3344 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %call3343, i1 false)
  %cmp3352 = icmp eq i32 %lane, %call3344
  %tile = and i1 %cmp43, %cmp3352
  br i1 %tile, label %then3355, label %else3356

endif3354:                                        ; preds = %then3355, %else3356, %endif3207
  br i1 %cmp3366, label %then3367, label %endif3368

then3355:                                         ; preds = %then3353
  %mul3358 = shl i64 %i, 1
  %add3359 = or disjoint i64 %mul3358, 1
  %p3360 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add3359
  store float %sel3350, ptr addrspace(1) %p3360, align 4
  %flag = zext i1 %has3351 to i64
  %p3361 = getelementptr inbounds i64, ptr addrspace(1) %10, i64 %add3359
  store i64 %flag, ptr addrspace(1) %p3361, align 4
  br label %endif3354

else3356:                                         ; preds = %then3353
  %fadd3362 = fadd reassoc contract float %sel3350, 0.000000e+00
  %sel3363 = select i1 %has3351, float %fadd3362, float 0.000000e+00
  %p3365 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %70
  store float %sel3363, ptr addrspace(3) %p3365, align 4
  br label %endif3354

then3367:                                         ; preds = %endif3354
  %mul3369 = shl i64 %i, 1
  %p3374 = getelementptr inbounds i64, ptr addrspace(1) %10, i64 %mul3369
  %mul3372 = shl i64 %add3231, 1
  %has3371 = zext i1 %sel3329 to i64
  %add3373 = or disjoint i64 %mul3372, %has3371
  %p3370 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %mul3369
  store float %sel3328, ptr addrspace(1) %p3370, align 4
  store i64 %add3373, ptr addrspace(1) %p3374, align 4
  br label %endif3368

endif3368:                                        ; preds = %then3367, %endif3354
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp3376 = icmp slt i32 %lane, %call54
  %first3378 = and i1 %cmp3239, %cmp43
  %w3379 = xor i1 %first3378, true
  %w3380 = and i1 %cmp3376, %w3379
  %cmp3381 = icmp slt i32 %lane, %local48
  %in3382 = and i1 %cmp3381, %w3380
  br i1 %in3382, label %then3383, label %endif3384

then3383:                                         ; preds = %endif3368
  %gep3801 = getelementptr float, ptr addrspace(1) %invariant.gep3800, i64 %it
  %v3386 = load float, ptr addrspace(3) %p3385, align 4
  store float %v3386, ptr addrspace(1) %gep3801, align 4
  br label %endif3384

endif3384:                                        ; preds = %then3383, %endif3368
  br i1 %cmp70, label %then3391, label %endif3392

then3391:                                         ; preds = %endif3384
  %cmp3394 = icmp slt i32 %add73, %call54
  %cmp3399 = icmp slt i32 %add73, %local48
  %in3400 = and i1 %cmp3399, %cmp3394
  br i1 %in3400, label %then3401, label %endif3392

endif3392:                                        ; preds = %then3391, %then3401, %endif3384
  br i1 %cmp85, label %then3409, label %endif3410

then3401:                                         ; preds = %then3391
  %gep3803 = getelementptr float, ptr addrspace(1) %invariant.gep3802, i64 %it
  %v3404 = load float, ptr addrspace(3) %p3403, align 4
  store float %v3404, ptr addrspace(1) %gep3803, align 4
  br label %endif3392

then3409:                                         ; preds = %endif3392
  %cmp3412 = icmp slt i32 %add88, %call54
  %cmp3417 = icmp slt i32 %add88, %local48
  %in3418 = and i1 %cmp3417, %cmp3412
  br i1 %in3418, label %then3419, label %endif3420

endif3410:                                        ; preds = %endif3420, %then3434, %endif3392
  br i1 %cmp112, label %then3442, label %endif3443

then3419:                                         ; preds = %then3409
  %gep3805 = getelementptr float, ptr addrspace(1) %invariant.gep3804, i64 %it
  %v3422 = load float, ptr addrspace(3) %p3421, align 4
  store float %v3422, ptr addrspace(1) %gep3805, align 4
  br label %endif3420

endif3420:                                        ; preds = %then3419, %then3409
  %cmp3427 = icmp slt i32 %add89, %call54
  %cmp3432 = icmp slt i32 %add89, %local48
  %in3433 = and i1 %cmp3432, %cmp3427
  br i1 %in3433, label %then3434, label %endif3410

then3434:                                         ; preds = %endif3420
  %gep3807 = getelementptr float, ptr addrspace(1) %invariant.gep3806, i64 %it
  %v3437 = load float, ptr addrspace(3) %p3436, align 4
  store float %v3437, ptr addrspace(1) %gep3807, align 4
  br label %endif3410

then3442:                                         ; preds = %endif3410
  %cmp3445 = icmp slt i32 %add115, %call54
  %cmp3450 = icmp slt i32 %add115, %local48
  %in3451 = and i1 %cmp3450, %cmp3445
  br i1 %in3451, label %then3452, label %endif3453

endif3443:                                        ; preds = %endif3483, %then3497, %endif3410
  br i1 %cmp163, label %then3505, label %endif3506

then3452:                                         ; preds = %then3442
  %gep3809 = getelementptr float, ptr addrspace(1) %invariant.gep3808, i64 %it
  %v3455 = load float, ptr addrspace(3) %p3454, align 4
  store float %v3455, ptr addrspace(1) %gep3809, align 4
  br label %endif3453

endif3453:                                        ; preds = %then3452, %then3442
  %cmp3460 = icmp slt i32 %add116, %call54
  %cmp3465 = icmp slt i32 %add116, %local48
  %in3466 = and i1 %cmp3465, %cmp3460
  br i1 %in3466, label %then3467, label %endif3468

then3467:                                         ; preds = %endif3453
  %gep3811 = getelementptr float, ptr addrspace(1) %invariant.gep3810, i64 %it
  %v3470 = load float, ptr addrspace(3) %p3469, align 4
  store float %v3470, ptr addrspace(1) %gep3811, align 4
  br label %endif3468

endif3468:                                        ; preds = %then3467, %endif3453
  %cmp3475 = icmp slt i32 %add117, %call54
  %cmp3480 = icmp slt i32 %add117, %local48
  %in3481 = and i1 %cmp3480, %cmp3475
  br i1 %in3481, label %then3482, label %endif3483

then3482:                                         ; preds = %endif3468
  %gep3813 = getelementptr float, ptr addrspace(1) %invariant.gep3812, i64 %it
  %v3485 = load float, ptr addrspace(3) %p3484, align 4
  store float %v3485, ptr addrspace(1) %gep3813, align 4
  br label %endif3483

endif3483:                                        ; preds = %then3482, %endif3468
  %cmp3490 = icmp slt i32 %add118, %call54
  %cmp3495 = icmp slt i32 %add118, %local48
  %in3496 = and i1 %cmp3495, %cmp3490
  br i1 %in3496, label %then3497, label %endif3443

then3497:                                         ; preds = %endif3483
  %gep3815 = getelementptr float, ptr addrspace(1) %invariant.gep3814, i64 %it
  %v3500 = load float, ptr addrspace(3) %p3499, align 4
  store float %v3500, ptr addrspace(1) %gep3815, align 4
  br label %endif3443

then3505:                                         ; preds = %endif3443
  %cmp3508 = icmp slt i32 %add166, %call54
  %cmp3513 = icmp slt i32 %add166, %local48
  %in3514 = and i1 %cmp3513, %cmp3508
  br i1 %in3514, label %then3515, label %endif3516

endif3506:                                        ; preds = %endif3606, %then3620, %endif3443
  br i1 %cmp262, label %then3628, label %endif3629

then3515:                                         ; preds = %then3505
  %gep3817 = getelementptr float, ptr addrspace(1) %invariant.gep3816, i64 %it
  %v3518 = load float, ptr addrspace(3) %p3517, align 4
  store float %v3518, ptr addrspace(1) %gep3817, align 4
  br label %endif3516

endif3516:                                        ; preds = %then3515, %then3505
  %cmp3523 = icmp slt i32 %add167, %call54
  %cmp3528 = icmp slt i32 %add167, %local48
  %in3529 = and i1 %cmp3528, %cmp3523
  br i1 %in3529, label %then3530, label %endif3531

then3530:                                         ; preds = %endif3516
  %gep3819 = getelementptr float, ptr addrspace(1) %invariant.gep3818, i64 %it
  %v3533 = load float, ptr addrspace(3) %p3532, align 4
  store float %v3533, ptr addrspace(1) %gep3819, align 4
  br label %endif3531

endif3531:                                        ; preds = %then3530, %endif3516
  %cmp3538 = icmp slt i32 %add168, %call54
  %cmp3543 = icmp slt i32 %add168, %local48
  %in3544 = and i1 %cmp3543, %cmp3538
  br i1 %in3544, label %then3545, label %endif3546

then3545:                                         ; preds = %endif3531
  %gep3821 = getelementptr float, ptr addrspace(1) %invariant.gep3820, i64 %it
  %v3548 = load float, ptr addrspace(3) %p3547, align 4
  store float %v3548, ptr addrspace(1) %gep3821, align 4
  br label %endif3546

endif3546:                                        ; preds = %then3545, %endif3531
  %cmp3553 = icmp slt i32 %add169, %call54
  %cmp3558 = icmp slt i32 %add169, %local48
  %in3559 = and i1 %cmp3558, %cmp3553
  br i1 %in3559, label %then3560, label %endif3561

then3560:                                         ; preds = %endif3546
  %gep3823 = getelementptr float, ptr addrspace(1) %invariant.gep3822, i64 %it
  %v3563 = load float, ptr addrspace(3) %p3562, align 4
  store float %v3563, ptr addrspace(1) %gep3823, align 4
  br label %endif3561

endif3561:                                        ; preds = %then3560, %endif3546
  %cmp3568 = icmp slt i32 %add170, %call54
  %cmp3573 = icmp slt i32 %add170, %local48
  %in3574 = and i1 %cmp3573, %cmp3568
  br i1 %in3574, label %then3575, label %endif3576

then3575:                                         ; preds = %endif3561
  %gep3825 = getelementptr float, ptr addrspace(1) %invariant.gep3824, i64 %it
  %v3578 = load float, ptr addrspace(3) %p3577, align 4
  store float %v3578, ptr addrspace(1) %gep3825, align 4
  br label %endif3576

endif3576:                                        ; preds = %then3575, %endif3561
  %cmp3583 = icmp slt i32 %add171, %call54
  %cmp3588 = icmp slt i32 %add171, %local48
  %in3589 = and i1 %cmp3588, %cmp3583
  br i1 %in3589, label %then3590, label %endif3591

then3590:                                         ; preds = %endif3576
  %gep3827 = getelementptr float, ptr addrspace(1) %invariant.gep3826, i64 %it
  %v3593 = load float, ptr addrspace(3) %p3592, align 4
  store float %v3593, ptr addrspace(1) %gep3827, align 4
  br label %endif3591

endif3591:                                        ; preds = %then3590, %endif3576
  %cmp3598 = icmp slt i32 %add172, %call54
  %cmp3603 = icmp slt i32 %add172, %local48
  %in3604 = and i1 %cmp3603, %cmp3598
  br i1 %in3604, label %then3605, label %endif3606

then3605:                                         ; preds = %endif3591
  %gep3829 = getelementptr float, ptr addrspace(1) %invariant.gep3828, i64 %it
  %v3608 = load float, ptr addrspace(3) %p3607, align 4
  store float %v3608, ptr addrspace(1) %gep3829, align 4
  br label %endif3606

endif3606:                                        ; preds = %then3605, %endif3591
  %cmp3613 = icmp slt i32 %add173, %call54
  %cmp3618 = icmp slt i32 %add173, %local48
  %in3619 = and i1 %cmp3618, %cmp3613
  br i1 %in3619, label %then3620, label %endif3506

then3620:                                         ; preds = %endif3606
  %gep3831 = getelementptr float, ptr addrspace(1) %invariant.gep3830, i64 %it
  %v3623 = load float, ptr addrspace(3) %p3622, align 4
  store float %v3623, ptr addrspace(1) %gep3831, align 4
  br label %endif3506

then3628:                                         ; preds = %endif3506
  %cmp3631 = icmp slt i32 %add265, %call54
  %cmp3636 = icmp slt i32 %add265, %local48
  %in3637 = and i1 %cmp3636, %cmp3631
  br i1 %in3637, label %then3638, label %endif3639

endif3629:                                        ; preds = %endif3729, %then3743, %endif3506
  %add3750 = add i64 %i, %warp8
  %cmp3751 = icmp slt i64 %add3750, %11
  br i1 %cmp3751, label %stride.body, label %stride.exit

then3638:                                         ; preds = %then3628
  %gep3833 = getelementptr float, ptr addrspace(1) %invariant.gep3832, i64 %it
  %v3641 = load float, ptr addrspace(3) %p3640, align 4
  store float %v3641, ptr addrspace(1) %gep3833, align 4
  br label %endif3639

endif3639:                                        ; preds = %then3638, %then3628
  %cmp3646 = icmp slt i32 %add266, %call54
  %cmp3651 = icmp slt i32 %add266, %local48
  %in3652 = and i1 %cmp3651, %cmp3646
  br i1 %in3652, label %then3653, label %endif3654

then3653:                                         ; preds = %endif3639
  %gep3835 = getelementptr float, ptr addrspace(1) %invariant.gep3834, i64 %it
  %v3656 = load float, ptr addrspace(3) %p3655, align 4
  store float %v3656, ptr addrspace(1) %gep3835, align 4
  br label %endif3654

endif3654:                                        ; preds = %then3653, %endif3639
  %cmp3661 = icmp slt i32 %add267, %call54
  %cmp3666 = icmp slt i32 %add267, %local48
  %in3667 = and i1 %cmp3666, %cmp3661
  br i1 %in3667, label %then3668, label %endif3669

then3668:                                         ; preds = %endif3654
  %gep3837 = getelementptr float, ptr addrspace(1) %invariant.gep3836, i64 %it
  %v3671 = load float, ptr addrspace(3) %p3670, align 4
  store float %v3671, ptr addrspace(1) %gep3837, align 4
  br label %endif3669

endif3669:                                        ; preds = %then3668, %endif3654
  %cmp3676 = icmp slt i32 %add268, %call54
  %cmp3681 = icmp slt i32 %add268, %local48
  %in3682 = and i1 %cmp3681, %cmp3676
  br i1 %in3682, label %then3683, label %endif3684

then3683:                                         ; preds = %endif3669
  %gep3839 = getelementptr float, ptr addrspace(1) %invariant.gep3838, i64 %it
  %v3686 = load float, ptr addrspace(3) %p3685, align 4
  store float %v3686, ptr addrspace(1) %gep3839, align 4
  br label %endif3684

endif3684:                                        ; preds = %then3683, %endif3669
  %cmp3691 = icmp slt i32 %add269, %call54
  %cmp3696 = icmp slt i32 %add269, %local48
  %in3697 = and i1 %cmp3696, %cmp3691
  br i1 %in3697, label %then3698, label %endif3699

then3698:                                         ; preds = %endif3684
  %gep3841 = getelementptr float, ptr addrspace(1) %invariant.gep3840, i64 %it
  %v3701 = load float, ptr addrspace(3) %p3700, align 4
  store float %v3701, ptr addrspace(1) %gep3841, align 4
  br label %endif3699

endif3699:                                        ; preds = %then3698, %endif3684
  %cmp3706 = icmp slt i32 %add270, %call54
  %cmp3711 = icmp slt i32 %add270, %local48
  %in3712 = and i1 %cmp3711, %cmp3706
  br i1 %in3712, label %then3713, label %endif3714

then3713:                                         ; preds = %endif3699
  %gep3843 = getelementptr float, ptr addrspace(1) %invariant.gep3842, i64 %it
  %v3716 = load float, ptr addrspace(3) %p3715, align 4
  store float %v3716, ptr addrspace(1) %gep3843, align 4
  br label %endif3714

endif3714:                                        ; preds = %then3713, %endif3699
  %cmp3721 = icmp slt i32 %add271, %call54
  %cmp3726 = icmp slt i32 %add271, %local48
  %in3727 = and i1 %cmp3726, %cmp3721
  br i1 %in3727, label %then3728, label %endif3729

then3728:                                         ; preds = %endif3714
  %gep3845 = getelementptr float, ptr addrspace(1) %invariant.gep3844, i64 %it
  %v3731 = load float, ptr addrspace(3) %p3730, align 4
  store float %v3731, ptr addrspace(1) %gep3845, align 4
  br label %endif3729

endif3729:                                        ; preds = %then3728, %endif3714
  %cmp3736 = icmp slt i32 %add272, %call54
  %cmp3741 = icmp slt i32 %add272, %local48
  %in3742 = and i1 %cmp3741, %cmp3736
  br i1 %in3742, label %then3743, label %endif3629

then3743:                                         ; preds = %endif3729
  %gep3847 = getelementptr float, ptr addrspace(1) %invariant.gep3846, i64 %it
  %v3746 = load float, ptr addrspace(3) %p3745, align 4
  store float %v3746, ptr addrspace(1) %gep3847, align 4
  br label %endif3629
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define void @systole_fold_seg_csr_spmv_f32_finish(i64 %0, ptr addrspace(1) noalias nocapture readonly %1, i64 %2, i64 %3, ptr addrspace(1) noalias nocapture readonly %4, i64 %5, ptr addrspace(1) noalias nocapture readonly %6, i64 %7, ptr addrspace(1) noalias nocapture writeonly %8, ptr addrspace(1) noalias readonly %9, ptr addrspace(1) noalias nocapture readonly %10, i64 %11, i64 %12) local_unnamed_addr #5 {
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
  br i1 %exitcond.not, label %fold.exit, label %fold.body, !llvm.loop !5

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
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { norecurse nounwind }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3, !4}

!0 = !{ptr @systole_fold_seg_csr_spmv_f32_search, !"kernel", i32 1}
!1 = !{ptr @systole_fold_seg_csr_spmv_f32_segment, !"kernel", i32 1}
!2 = !{ptr @systole_fold_seg_csr_spmv_f32_segment, !"maxntidx", i32 160}
!3 = !{ptr @systole_fold_seg_csr_spmv_f32_segment, !"minctasm", i32 1}
!4 = !{ptr @systole_fold_seg_csr_spmv_f32_finish, !"kernel", i32 1}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.peeled.count", i32 1}
