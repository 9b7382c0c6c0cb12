; ModuleID = 'systole_fold_seg_csr_spmv_f32'
source_filename = "systole_fold_seg_csr_spmv_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@scan.shared = internal unnamed_addr addrspace(3) global [3584 x i32] undef, align 8
@scan.shared.1 = internal unnamed_addr addrspace(3) global [3584 x float] undef, align 8
@scan.shared.2 = internal unnamed_addr addrspace(3) global [3584 x float] undef, align 8

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
  %mul23 = shl i64 %i, 9
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
define void @systole_fold_seg_csr_spmv_f32_segment(i64 %0, ptr addrspace(1) noalias nocapture readonly %1, i64 %2, i64 %3, ptr addrspace(1) noalias nocapture readonly %4, i64 %5, ptr addrspace(1) noalias nocapture readonly %6, i64 %7, ptr addrspace(1) noalias nocapture writeonly %8, ptr addrspace(1) noalias nocapture writeonly %9, ptr addrspace(1) noalias nocapture %10, i64 %11, i64 %12) local_unnamed_addr #2 {
entry:
  %call = tail call range(i32 0, 224) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg = zext nneg i32 %call to i64
  %call1 = tail call range(i32 1, 225) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
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
  %15 = shl nuw nsw i64 %sreg, 4
  %mul24 = and i64 %15, 3584
  %stage = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %mul24
  %stage25 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.1, i64 %mul24
  %stage26 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.2, i64 %mul24
  %cmp.not = icmp sgt i64 %7, %0
  %cmp29 = icmp slt i64 %warp, %11
  br i1 %cmp29, label %stride.body.preheader, label %stride.exit

stride.body.preheader:                            ; preds = %entry
  %.idx = shl i64 %11, 4
  %16 = getelementptr i8, ptr addrspace(1) %10, i64 %.idx
  %invariant.gep = getelementptr i8, ptr addrspace(1) %6, i64 4
  %invariant.gep2616 = getelementptr i8, ptr addrspace(3) %stage, i64 -4
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
  %sub289 = add i64 %2, -1
  %sub292 = add i64 %3, -1
  %sub538 = add i64 %0, -1
  %p1445 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide
  %p1447 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide74
  %p1449 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide90
  %p1451 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide97
  %p1453 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide119
  %p1455 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide126
  %p1457 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide133
  %p1459 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide140
  %p1461 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide174
  %p1463 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide181
  %p1465 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide188
  %p1467 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide195
  %p1469 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide202
  %p1471 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide209
  %p1473 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide216
  %p1475 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide223
  %mul1476 = shl nuw nsw i32 %lane, 4
  %cmp2196 = icmp eq i32 %lane, 0
  %not.cmp2196 = xor i1 %cmp2196, true
  %cmp2214 = icmp ult i32 %lane, 2
  %not.cmp2214 = xor i1 %cmp2214, true
  %cmp2235 = icmp ult i32 %lane, 4
  %not.cmp2235 = xor i1 %cmp2235, true
  %cmp2256 = icmp ult i32 %lane, 8
  %not.cmp2256 = xor i1 %cmp2256, true
  %cmp2277 = icmp ult i32 %lane, 16
  %not.cmp2277 = xor i1 %cmp2277, true
  %cmp2323 = icmp eq i32 %lane, 31
  %invariant.gep2618 = getelementptr float, ptr addrspace(1) %8, i64 %wide
  %p2342 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide
  %invariant.gep2620 = getelementptr float, ptr addrspace(1) %8, i64 %wide74
  %p2360 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide74
  %invariant.gep2622 = getelementptr float, ptr addrspace(1) %8, i64 %wide90
  %p2378 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide90
  %invariant.gep2624 = getelementptr float, ptr addrspace(1) %8, i64 %wide97
  %p2393 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide97
  %invariant.gep2626 = getelementptr float, ptr addrspace(1) %8, i64 %wide119
  %p2411 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide119
  %invariant.gep2628 = getelementptr float, ptr addrspace(1) %8, i64 %wide126
  %p2426 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide126
  %invariant.gep2630 = getelementptr float, ptr addrspace(1) %8, i64 %wide133
  %p2441 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide133
  %invariant.gep2632 = getelementptr float, ptr addrspace(1) %8, i64 %wide140
  %p2456 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide140
  %invariant.gep2634 = getelementptr float, ptr addrspace(1) %8, i64 %wide174
  %p2474 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide174
  %invariant.gep2636 = getelementptr float, ptr addrspace(1) %8, i64 %wide181
  %p2489 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide181
  %invariant.gep2638 = getelementptr float, ptr addrspace(1) %8, i64 %wide188
  %p2504 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide188
  %invariant.gep2640 = getelementptr float, ptr addrspace(1) %8, i64 %wide195
  %p2519 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide195
  %invariant.gep2642 = getelementptr float, ptr addrspace(1) %8, i64 %wide202
  %p2534 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide202
  %invariant.gep2644 = getelementptr float, ptr addrspace(1) %8, i64 %wide209
  %p2549 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide209
  %invariant.gep2646 = getelementptr float, ptr addrspace(1) %8, i64 %wide216
  %p2564 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide216
  %invariant.gep2648 = getelementptr float, ptr addrspace(1) %8, i64 %wide223
  %p2579 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide223
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %endif2463
  %i = phi i64 [ %add2584, %endif2463 ], [ %warp, %stride.body.preheader ]
  %mul30 = shl i64 %i, 9
  %call31 = tail call i64 @llvm.smin.i64(i64 %mul30, i64 %add21)
  %add32 = add i64 %call31, 512
  %call33 = tail call i64 @llvm.smin.i64(i64 %add32, i64 %add21)
  %p36 = getelementptr i64, ptr addrspace(1) %16, i64 %i
  %v37 = load i64, ptr addrspace(1) %p36, align 4
  %p39 = getelementptr i8, ptr addrspace(1) %p36, i64 8
  %v40 = load i64, ptr addrspace(1) %p39, align 4
  %it = ashr i64 %v37, 1
  %ie = ashr i64 %v40, 1
  %sub41 = sub i64 %call31, %it
  %17 = trunc i64 %v37 to i32
  %local = and i32 %17, 1
  %sub42 = sub nsw i32 0, %local
  %cmp43 = icmp ne i32 %local, 0
  %sub44 = sub i64 %call33, %call31
  %local45 = trunc i64 %sub44 to i32
  %sub46 = sub i64 %call9, %it
  %call47 = tail call i64 @llvm.smin.i64(i64 %sub46, i64 513)
  %local48 = trunc i64 %call47 to i32
  %call49 = tail call i32 @llvm.smin.i32(i32 %local48, i32 %local45)
  %sub50 = sub nsw i64 %ie, %it
  %call51 = tail call i64 @llvm.smin.i64(i64 %sub50, i64 512)
  %call52 = tail call i64 @llvm.smax.i64(i64 %call51, i64 0)
  %local53 = trunc nuw nsw i64 %call52 to i32
  %call54 = tail call i32 @llvm.smin.i32(i32 %local53, i32 %call49)
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add55 = add i64 %sub41, %call11
  %sub56 = sub i64 %7, %add55
  %call57 = tail call i64 @llvm.umin.i64(i64 %sub56, i64 513)
  %cmp58 = icmp sgt i32 %call54, 0
  br i1 %cmp58, label %then, label %endif

stride.exit:                                      ; preds = %endif2463, %entry
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
  %gep2587 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call76
  %v79 = load i32, ptr addrspace(1) %gep2587, align 4
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
  %gep2589 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call92
  %v95 = load i32, ptr addrspace(1) %gep2589, align 4
  %offset96 = sext i32 %v95 to i64
  %add98 = add nsw i64 %it, %wide97
  %call99 = tail call i64 @llvm.smin.i64(i64 %add98, i64 %call13)
  %gep2591 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call99
  %v102 = load i32, ptr addrspace(1) %gep2591, align 4
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
  %gep2593 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call121
  %v124 = load i32, ptr addrspace(1) %gep2593, align 4
  %offset125 = sext i32 %v124 to i64
  %add127 = add nsw i64 %it, %wide126
  %call128 = tail call i64 @llvm.smin.i64(i64 %add127, i64 %call13)
  %gep2595 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call128
  %v131 = load i32, ptr addrspace(1) %gep2595, align 4
  %offset132 = sext i32 %v131 to i64
  %add134 = add nsw i64 %it, %wide133
  %call135 = tail call i64 @llvm.smin.i64(i64 %add134, i64 %call13)
  %gep2597 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call135
  %v138 = load i32, ptr addrspace(1) %gep2597, align 4
  %offset139 = sext i32 %v138 to i64
  %add141 = add nsw i64 %it, %wide140
  %call142 = tail call i64 @llvm.smin.i64(i64 %add141, i64 %call13)
  %gep2599 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call142
  %v145 = load i32, ptr addrspace(1) %gep2599, align 4
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
  %gep2601 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call176
  %v179 = load i32, ptr addrspace(1) %gep2601, align 4
  %offset180 = sext i32 %v179 to i64
  %add182 = add nsw i64 %it, %wide181
  %call183 = tail call i64 @llvm.smin.i64(i64 %add182, i64 %call13)
  %gep2603 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call183
  %v186 = load i32, ptr addrspace(1) %gep2603, align 4
  %offset187 = sext i32 %v186 to i64
  %add189 = add nsw i64 %it, %wide188
  %call190 = tail call i64 @llvm.smin.i64(i64 %add189, i64 %call13)
  %gep2605 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call190
  %v193 = load i32, ptr addrspace(1) %gep2605, align 4
  %offset194 = sext i32 %v193 to i64
  %add196 = add nsw i64 %it, %wide195
  %call197 = tail call i64 @llvm.smin.i64(i64 %add196, i64 %call13)
  %gep2607 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call197
  %v200 = load i32, ptr addrspace(1) %gep2607, align 4
  %offset201 = sext i32 %v200 to i64
  %add203 = add nsw i64 %it, %wide202
  %call204 = tail call i64 @llvm.smin.i64(i64 %add203, i64 %call13)
  %gep2609 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call204
  %v207 = load i32, ptr addrspace(1) %gep2609, align 4
  %offset208 = sext i32 %v207 to i64
  %add210 = add nsw i64 %it, %wide209
  %call211 = tail call i64 @llvm.smin.i64(i64 %add210, i64 %call13)
  %gep2611 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call211
  %v214 = load i32, ptr addrspace(1) %gep2611, align 4
  %offset215 = sext i32 %v214 to i64
  %add217 = add nsw i64 %it, %wide216
  %call218 = tail call i64 @llvm.smin.i64(i64 %add217, i64 %call13)
  %gep2613 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call218
  %v221 = load i32, ptr addrspace(1) %gep2613, align 4
  %offset222 = sext i32 %v221 to i64
  %add224 = add nsw i64 %it, %wide223
  %call225 = tail call i64 @llvm.smin.i64(i64 %add224, i64 %call13)
  %gep2615 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call225
  %v228 = load i32, ptr addrspace(1) %gep2615, align 4
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
  %sub262 = sub i32 %local45, %call54
  %sub263 = sub i64 %sub20, %sub41
  %call264 = tail call i64 @llvm.smin.i64(i64 %sub263, i64 513)
  %local265 = trunc i64 %call264 to i32
  %call266 = tail call i32 @llvm.smin.i32(i32 %sub262, i32 %local265)
  %cmp267 = icmp sgt i32 %call266, 0
  br i1 %cmp267, label %then268, label %endif269

then268:                                          ; preds = %endif165
  %sub531 = add nsw i32 %call266, -1
  %call533 = tail call i32 @llvm.smin.i32(i32 %lane, i32 %sub531)
  %wide534 = zext nneg i32 %call533 to i64
  br i1 %cmp.not, label %else271, label %then270

endif269.sink.split:                              ; preds = %else271, %then270
  %p502.sink = phi ptr addrspace(1) [ %p502, %then270 ], [ %p807, %else271 ]
  %phi843.ph = phi float [ %fmul299, %then270 ], [ %fmul569, %else271 ]
  %phi844.ph = phi float [ %fmul332, %then270 ], [ %fmul607, %else271 ]
  %phi845.ph = phi float [ %fmul365, %then270 ], [ %fmul645, %else271 ]
  %phi846.ph = phi float [ %fmul398, %then270 ], [ %fmul683, %else271 ]
  %phi847.ph = phi float [ %fmul431, %then270 ], [ %fmul721, %else271 ]
  %phi848.ph = phi float [ %fmul464, %then270 ], [ %fmul759, %else271 ]
  %phi849.ph = phi float [ %fmul497, %then270 ], [ %fmul797, %else271 ]
  %v503 = load i32, ptr addrspace(1) %p502.sink, align 4
  %sitofp504 = sitofp i32 %v503 to float
  %fmul505 = fmul float %sitofp504, 5.000000e-01
  %rem510 = srem i32 %v503, 40
  %icast512 = sext i32 %rem510 to i64
  %rem517 = srem i32 %v503, 70
  %icast519 = sext i32 %rem517 to i64
  %call521 = tail call i64 @llvm.smin.i64(i64 %icast512, i64 %sub289)
  %call522 = tail call i64 @llvm.smax.i64(i64 %call521, i64 0)
  %call524 = tail call i64 @llvm.smin.i64(i64 %icast519, i64 %sub292)
  %call525 = tail call i64 @llvm.smax.i64(i64 %call524, i64 0)
  %mul526 = mul i64 %call522, %3
  %18 = getelementptr float, ptr addrspace(1) %4, i64 %mul526
  %p528 = getelementptr float, ptr addrspace(1) %18, i64 %call525
  %v529 = load float, ptr addrspace(1) %p528, align 4
  %fmul530 = fmul float %v529, %fmul505
  br label %endif269

endif269:                                         ; preds = %endif269.sink.split, %endif165
  %phi843 = phi float [ 0.000000e+00, %endif165 ], [ %phi843.ph, %endif269.sink.split ]
  %phi844 = phi float [ 0.000000e+00, %endif165 ], [ %phi844.ph, %endif269.sink.split ]
  %phi845 = phi float [ 0.000000e+00, %endif165 ], [ %phi845.ph, %endif269.sink.split ]
  %phi846 = phi float [ 0.000000e+00, %endif165 ], [ %phi846.ph, %endif269.sink.split ]
  %phi847 = phi float [ 0.000000e+00, %endif165 ], [ %phi847.ph, %endif269.sink.split ]
  %phi848 = phi float [ 0.000000e+00, %endif165 ], [ %phi848.ph, %endif269.sink.split ]
  %phi849 = phi float [ 0.000000e+00, %endif165 ], [ %phi849.ph, %endif269.sink.split ]
  %phi850 = phi float [ 0.000000e+00, %endif165 ], [ %fmul530, %endif269.sink.split ]
  %cmp851 = icmp sgt i32 %call266, 256
  br i1 %cmp851, label %then852, label %endif854

then270:                                          ; preds = %then268
  %19 = getelementptr i32, ptr addrspace(1) %1, i64 %add55
  %p278 = getelementptr i32, ptr addrspace(1) %19, i64 %wide534
  %v279 = load i32, ptr addrspace(1) %p278, align 4
  %sitofp = sitofp i32 %v279 to float
  %fmul = fmul float %sitofp, 5.000000e-01
  %rem = srem i32 %v279, 40
  %icast = sext i32 %rem to i64
  %rem286 = srem i32 %v279, 70
  %icast288 = sext i32 %rem286 to i64
  %call290 = tail call i64 @llvm.smin.i64(i64 %icast, i64 %sub289)
  %call291 = tail call i64 @llvm.smax.i64(i64 %call290, i64 0)
  %call293 = tail call i64 @llvm.smin.i64(i64 %icast288, i64 %sub292)
  %call294 = tail call i64 @llvm.smax.i64(i64 %call293, i64 0)
  %mul295 = mul i64 %call291, %3
  %20 = getelementptr float, ptr addrspace(1) %4, i64 %mul295
  %p297 = getelementptr float, ptr addrspace(1) %20, i64 %call294
  %v298 = load float, ptr addrspace(1) %p297, align 4
  %fmul299 = fmul float %v298, %fmul
  %call301 = tail call i32 @llvm.smin.i32(i32 %add73, i32 %sub531)
  %wide302 = zext nneg i32 %call301 to i64
  %p304 = getelementptr i32, ptr addrspace(1) %19, i64 %wide302
  %v305 = load i32, ptr addrspace(1) %p304, align 4
  %sitofp306 = sitofp i32 %v305 to float
  %fmul307 = fmul float %sitofp306, 5.000000e-01
  %rem312 = srem i32 %v305, 40
  %icast314 = sext i32 %rem312 to i64
  %rem319 = srem i32 %v305, 70
  %icast321 = sext i32 %rem319 to i64
  %call323 = tail call i64 @llvm.smin.i64(i64 %icast314, i64 %sub289)
  %call324 = tail call i64 @llvm.smax.i64(i64 %call323, i64 0)
  %call326 = tail call i64 @llvm.smin.i64(i64 %icast321, i64 %sub292)
  %call327 = tail call i64 @llvm.smax.i64(i64 %call326, i64 0)
  %mul328 = mul i64 %call324, %3
  %21 = getelementptr float, ptr addrspace(1) %4, i64 %mul328
  %p330 = getelementptr float, ptr addrspace(1) %21, i64 %call327
  %v331 = load float, ptr addrspace(1) %p330, align 4
  %fmul332 = fmul float %v331, %fmul307
  %call334 = tail call i32 @llvm.smin.i32(i32 %add88, i32 %sub531)
  %wide335 = zext nneg i32 %call334 to i64
  %p337 = getelementptr i32, ptr addrspace(1) %19, i64 %wide335
  %v338 = load i32, ptr addrspace(1) %p337, align 4
  %sitofp339 = sitofp i32 %v338 to float
  %fmul340 = fmul float %sitofp339, 5.000000e-01
  %rem345 = srem i32 %v338, 40
  %icast347 = sext i32 %rem345 to i64
  %rem352 = srem i32 %v338, 70
  %icast354 = sext i32 %rem352 to i64
  %call356 = tail call i64 @llvm.smin.i64(i64 %icast347, i64 %sub289)
  %call357 = tail call i64 @llvm.smax.i64(i64 %call356, i64 0)
  %call359 = tail call i64 @llvm.smin.i64(i64 %icast354, i64 %sub292)
  %call360 = tail call i64 @llvm.smax.i64(i64 %call359, i64 0)
  %mul361 = mul i64 %call357, %3
  %22 = getelementptr float, ptr addrspace(1) %4, i64 %mul361
  %p363 = getelementptr float, ptr addrspace(1) %22, i64 %call360
  %v364 = load float, ptr addrspace(1) %p363, align 4
  %fmul365 = fmul float %v364, %fmul340
  %call367 = tail call i32 @llvm.smin.i32(i32 %add89, i32 %sub531)
  %wide368 = zext nneg i32 %call367 to i64
  %p370 = getelementptr i32, ptr addrspace(1) %19, i64 %wide368
  %v371 = load i32, ptr addrspace(1) %p370, align 4
  %sitofp372 = sitofp i32 %v371 to float
  %fmul373 = fmul float %sitofp372, 5.000000e-01
  %rem378 = srem i32 %v371, 40
  %icast380 = sext i32 %rem378 to i64
  %rem385 = srem i32 %v371, 70
  %icast387 = sext i32 %rem385 to i64
  %call389 = tail call i64 @llvm.smin.i64(i64 %icast380, i64 %sub289)
  %call390 = tail call i64 @llvm.smax.i64(i64 %call389, i64 0)
  %call392 = tail call i64 @llvm.smin.i64(i64 %icast387, i64 %sub292)
  %call393 = tail call i64 @llvm.smax.i64(i64 %call392, i64 0)
  %mul394 = mul i64 %call390, %3
  %23 = getelementptr float, ptr addrspace(1) %4, i64 %mul394
  %p396 = getelementptr float, ptr addrspace(1) %23, i64 %call393
  %v397 = load float, ptr addrspace(1) %p396, align 4
  %fmul398 = fmul float %v397, %fmul373
  %call400 = tail call i32 @llvm.smin.i32(i32 %add115, i32 %sub531)
  %wide401 = zext nneg i32 %call400 to i64
  %p403 = getelementptr i32, ptr addrspace(1) %19, i64 %wide401
  %v404 = load i32, ptr addrspace(1) %p403, align 4
  %sitofp405 = sitofp i32 %v404 to float
  %fmul406 = fmul float %sitofp405, 5.000000e-01
  %rem411 = srem i32 %v404, 40
  %icast413 = sext i32 %rem411 to i64
  %rem418 = srem i32 %v404, 70
  %icast420 = sext i32 %rem418 to i64
  %call422 = tail call i64 @llvm.smin.i64(i64 %icast413, i64 %sub289)
  %call423 = tail call i64 @llvm.smax.i64(i64 %call422, i64 0)
  %call425 = tail call i64 @llvm.smin.i64(i64 %icast420, i64 %sub292)
  %call426 = tail call i64 @llvm.smax.i64(i64 %call425, i64 0)
  %mul427 = mul i64 %call423, %3
  %24 = getelementptr float, ptr addrspace(1) %4, i64 %mul427
  %p429 = getelementptr float, ptr addrspace(1) %24, i64 %call426
  %v430 = load float, ptr addrspace(1) %p429, align 4
  %fmul431 = fmul float %v430, %fmul406
  %call433 = tail call i32 @llvm.smin.i32(i32 %add116, i32 %sub531)
  %wide434 = zext nneg i32 %call433 to i64
  %p436 = getelementptr i32, ptr addrspace(1) %19, i64 %wide434
  %v437 = load i32, ptr addrspace(1) %p436, align 4
  %sitofp438 = sitofp i32 %v437 to float
  %fmul439 = fmul float %sitofp438, 5.000000e-01
  %rem444 = srem i32 %v437, 40
  %icast446 = sext i32 %rem444 to i64
  %rem451 = srem i32 %v437, 70
  %icast453 = sext i32 %rem451 to i64
  %call455 = tail call i64 @llvm.smin.i64(i64 %icast446, i64 %sub289)
  %call456 = tail call i64 @llvm.smax.i64(i64 %call455, i64 0)
  %call458 = tail call i64 @llvm.smin.i64(i64 %icast453, i64 %sub292)
  %call459 = tail call i64 @llvm.smax.i64(i64 %call458, i64 0)
  %mul460 = mul i64 %call456, %3
  %25 = getelementptr float, ptr addrspace(1) %4, i64 %mul460
  %p462 = getelementptr float, ptr addrspace(1) %25, i64 %call459
  %v463 = load float, ptr addrspace(1) %p462, align 4
  %fmul464 = fmul float %v463, %fmul439
  %call466 = tail call i32 @llvm.smin.i32(i32 %add117, i32 %sub531)
  %wide467 = zext nneg i32 %call466 to i64
  %p469 = getelementptr i32, ptr addrspace(1) %19, i64 %wide467
  %v470 = load i32, ptr addrspace(1) %p469, align 4
  %sitofp471 = sitofp i32 %v470 to float
  %fmul472 = fmul float %sitofp471, 5.000000e-01
  %rem477 = srem i32 %v470, 40
  %icast479 = sext i32 %rem477 to i64
  %rem484 = srem i32 %v470, 70
  %icast486 = sext i32 %rem484 to i64
  %call488 = tail call i64 @llvm.smin.i64(i64 %icast479, i64 %sub289)
  %call489 = tail call i64 @llvm.smax.i64(i64 %call488, i64 0)
  %call491 = tail call i64 @llvm.smin.i64(i64 %icast486, i64 %sub292)
  %call492 = tail call i64 @llvm.smax.i64(i64 %call491, i64 0)
  %mul493 = mul i64 %call489, %3
  %26 = getelementptr float, ptr addrspace(1) %4, i64 %mul493
  %p495 = getelementptr float, ptr addrspace(1) %26, i64 %call492
  %v496 = load float, ptr addrspace(1) %p495, align 4
  %fmul497 = fmul float %v496, %fmul472
  %call499 = tail call i32 @llvm.smin.i32(i32 %add118, i32 %sub531)
  %wide500 = zext nneg i32 %call499 to i64
  %p502 = getelementptr i32, ptr addrspace(1) %19, i64 %wide500
  br label %endif269.sink.split

else271:                                          ; preds = %then268
  %add535 = add i64 %add55, %wide534
  %call539 = tail call i64 @llvm.smin.i64(i64 %add535, i64 %sub538)
  %call540 = tail call i64 @llvm.smax.i64(i64 %call539, i64 0)
  %p541 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call540
  %v542 = load i32, ptr addrspace(1) %p541, align 4
  %sitofp543 = sitofp i32 %v542 to float
  %fmul544 = fmul float %sitofp543, 5.000000e-01
  %rem549 = srem i32 %v542, 40
  %icast551 = sext i32 %rem549 to i64
  %rem556 = srem i32 %v542, 70
  %icast558 = sext i32 %rem556 to i64
  %call560 = tail call i64 @llvm.smin.i64(i64 %icast551, i64 %sub289)
  %call561 = tail call i64 @llvm.smax.i64(i64 %call560, i64 0)
  %call563 = tail call i64 @llvm.smin.i64(i64 %icast558, i64 %sub292)
  %call564 = tail call i64 @llvm.smax.i64(i64 %call563, i64 0)
  %mul565 = mul i64 %call561, %3
  %27 = getelementptr float, ptr addrspace(1) %4, i64 %mul565
  %p567 = getelementptr float, ptr addrspace(1) %27, i64 %call564
  %v568 = load float, ptr addrspace(1) %p567, align 4
  %fmul569 = fmul float %v568, %fmul544
  %call571 = tail call i32 @llvm.smin.i32(i32 %add73, i32 %sub531)
  %wide572 = zext nneg i32 %call571 to i64
  %add573 = add i64 %add55, %wide572
  %call577 = tail call i64 @llvm.smin.i64(i64 %add573, i64 %sub538)
  %call578 = tail call i64 @llvm.smax.i64(i64 %call577, i64 0)
  %p579 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call578
  %v580 = load i32, ptr addrspace(1) %p579, align 4
  %sitofp581 = sitofp i32 %v580 to float
  %fmul582 = fmul float %sitofp581, 5.000000e-01
  %rem587 = srem i32 %v580, 40
  %icast589 = sext i32 %rem587 to i64
  %rem594 = srem i32 %v580, 70
  %icast596 = sext i32 %rem594 to i64
  %call598 = tail call i64 @llvm.smin.i64(i64 %icast589, i64 %sub289)
  %call599 = tail call i64 @llvm.smax.i64(i64 %call598, i64 0)
  %call601 = tail call i64 @llvm.smin.i64(i64 %icast596, i64 %sub292)
  %call602 = tail call i64 @llvm.smax.i64(i64 %call601, i64 0)
  %mul603 = mul i64 %call599, %3
  %28 = getelementptr float, ptr addrspace(1) %4, i64 %mul603
  %p605 = getelementptr float, ptr addrspace(1) %28, i64 %call602
  %v606 = load float, ptr addrspace(1) %p605, align 4
  %fmul607 = fmul float %v606, %fmul582
  %call609 = tail call i32 @llvm.smin.i32(i32 %add88, i32 %sub531)
  %wide610 = zext nneg i32 %call609 to i64
  %add611 = add i64 %add55, %wide610
  %call615 = tail call i64 @llvm.smin.i64(i64 %add611, i64 %sub538)
  %call616 = tail call i64 @llvm.smax.i64(i64 %call615, i64 0)
  %p617 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call616
  %v618 = load i32, ptr addrspace(1) %p617, align 4
  %sitofp619 = sitofp i32 %v618 to float
  %fmul620 = fmul float %sitofp619, 5.000000e-01
  %rem625 = srem i32 %v618, 40
  %icast627 = sext i32 %rem625 to i64
  %rem632 = srem i32 %v618, 70
  %icast634 = sext i32 %rem632 to i64
  %call636 = tail call i64 @llvm.smin.i64(i64 %icast627, i64 %sub289)
  %call637 = tail call i64 @llvm.smax.i64(i64 %call636, i64 0)
  %call639 = tail call i64 @llvm.smin.i64(i64 %icast634, i64 %sub292)
  %call640 = tail call i64 @llvm.smax.i64(i64 %call639, i64 0)
  %mul641 = mul i64 %call637, %3
  %29 = getelementptr float, ptr addrspace(1) %4, i64 %mul641
  %p643 = getelementptr float, ptr addrspace(1) %29, i64 %call640
  %v644 = load float, ptr addrspace(1) %p643, align 4
  %fmul645 = fmul float %v644, %fmul620
  %call647 = tail call i32 @llvm.smin.i32(i32 %add89, i32 %sub531)
  %wide648 = zext nneg i32 %call647 to i64
  %add649 = add i64 %add55, %wide648
  %call653 = tail call i64 @llvm.smin.i64(i64 %add649, i64 %sub538)
  %call654 = tail call i64 @llvm.smax.i64(i64 %call653, i64 0)
  %p655 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call654
  %v656 = load i32, ptr addrspace(1) %p655, align 4
  %sitofp657 = sitofp i32 %v656 to float
  %fmul658 = fmul float %sitofp657, 5.000000e-01
  %rem663 = srem i32 %v656, 40
  %icast665 = sext i32 %rem663 to i64
  %rem670 = srem i32 %v656, 70
  %icast672 = sext i32 %rem670 to i64
  %call674 = tail call i64 @llvm.smin.i64(i64 %icast665, i64 %sub289)
  %call675 = tail call i64 @llvm.smax.i64(i64 %call674, i64 0)
  %call677 = tail call i64 @llvm.smin.i64(i64 %icast672, i64 %sub292)
  %call678 = tail call i64 @llvm.smax.i64(i64 %call677, i64 0)
  %mul679 = mul i64 %call675, %3
  %30 = getelementptr float, ptr addrspace(1) %4, i64 %mul679
  %p681 = getelementptr float, ptr addrspace(1) %30, i64 %call678
  %v682 = load float, ptr addrspace(1) %p681, align 4
  %fmul683 = fmul float %v682, %fmul658
  %call685 = tail call i32 @llvm.smin.i32(i32 %add115, i32 %sub531)
  %wide686 = zext nneg i32 %call685 to i64
  %add687 = add i64 %add55, %wide686
  %call691 = tail call i64 @llvm.smin.i64(i64 %add687, i64 %sub538)
  %call692 = tail call i64 @llvm.smax.i64(i64 %call691, i64 0)
  %p693 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call692
  %v694 = load i32, ptr addrspace(1) %p693, align 4
  %sitofp695 = sitofp i32 %v694 to float
  %fmul696 = fmul float %sitofp695, 5.000000e-01
  %rem701 = srem i32 %v694, 40
  %icast703 = sext i32 %rem701 to i64
  %rem708 = srem i32 %v694, 70
  %icast710 = sext i32 %rem708 to i64
  %call712 = tail call i64 @llvm.smin.i64(i64 %icast703, i64 %sub289)
  %call713 = tail call i64 @llvm.smax.i64(i64 %call712, i64 0)
  %call715 = tail call i64 @llvm.smin.i64(i64 %icast710, i64 %sub292)
  %call716 = tail call i64 @llvm.smax.i64(i64 %call715, i64 0)
  %mul717 = mul i64 %call713, %3
  %31 = getelementptr float, ptr addrspace(1) %4, i64 %mul717
  %p719 = getelementptr float, ptr addrspace(1) %31, i64 %call716
  %v720 = load float, ptr addrspace(1) %p719, align 4
  %fmul721 = fmul float %v720, %fmul696
  %call723 = tail call i32 @llvm.smin.i32(i32 %add116, i32 %sub531)
  %wide724 = zext nneg i32 %call723 to i64
  %add725 = add i64 %add55, %wide724
  %call729 = tail call i64 @llvm.smin.i64(i64 %add725, i64 %sub538)
  %call730 = tail call i64 @llvm.smax.i64(i64 %call729, i64 0)
  %p731 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call730
  %v732 = load i32, ptr addrspace(1) %p731, align 4
  %sitofp733 = sitofp i32 %v732 to float
  %fmul734 = fmul float %sitofp733, 5.000000e-01
  %rem739 = srem i32 %v732, 40
  %icast741 = sext i32 %rem739 to i64
  %rem746 = srem i32 %v732, 70
  %icast748 = sext i32 %rem746 to i64
  %call750 = tail call i64 @llvm.smin.i64(i64 %icast741, i64 %sub289)
  %call751 = tail call i64 @llvm.smax.i64(i64 %call750, i64 0)
  %call753 = tail call i64 @llvm.smin.i64(i64 %icast748, i64 %sub292)
  %call754 = tail call i64 @llvm.smax.i64(i64 %call753, i64 0)
  %mul755 = mul i64 %call751, %3
  %32 = getelementptr float, ptr addrspace(1) %4, i64 %mul755
  %p757 = getelementptr float, ptr addrspace(1) %32, i64 %call754
  %v758 = load float, ptr addrspace(1) %p757, align 4
  %fmul759 = fmul float %v758, %fmul734
  %call761 = tail call i32 @llvm.smin.i32(i32 %add117, i32 %sub531)
  %wide762 = zext nneg i32 %call761 to i64
  %add763 = add i64 %add55, %wide762
  %call767 = tail call i64 @llvm.smin.i64(i64 %add763, i64 %sub538)
  %call768 = tail call i64 @llvm.smax.i64(i64 %call767, i64 0)
  %p769 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call768
  %v770 = load i32, ptr addrspace(1) %p769, align 4
  %sitofp771 = sitofp i32 %v770 to float
  %fmul772 = fmul float %sitofp771, 5.000000e-01
  %rem777 = srem i32 %v770, 40
  %icast779 = sext i32 %rem777 to i64
  %rem784 = srem i32 %v770, 70
  %icast786 = sext i32 %rem784 to i64
  %call788 = tail call i64 @llvm.smin.i64(i64 %icast779, i64 %sub289)
  %call789 = tail call i64 @llvm.smax.i64(i64 %call788, i64 0)
  %call791 = tail call i64 @llvm.smin.i64(i64 %icast786, i64 %sub292)
  %call792 = tail call i64 @llvm.smax.i64(i64 %call791, i64 0)
  %mul793 = mul i64 %call789, %3
  %33 = getelementptr float, ptr addrspace(1) %4, i64 %mul793
  %p795 = getelementptr float, ptr addrspace(1) %33, i64 %call792
  %v796 = load float, ptr addrspace(1) %p795, align 4
  %fmul797 = fmul float %v796, %fmul772
  %call799 = tail call i32 @llvm.smin.i32(i32 %add118, i32 %sub531)
  %wide800 = zext nneg i32 %call799 to i64
  %add801 = add i64 %add55, %wide800
  %call805 = tail call i64 @llvm.smin.i64(i64 %add801, i64 %sub538)
  %call806 = tail call i64 @llvm.smax.i64(i64 %call805, i64 0)
  %p807 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call806
  br label %endif269.sink.split

then852:                                          ; preds = %endif269
  %sub1123 = add nsw i32 %call266, -1
  %call1125 = tail call i32 @llvm.smin.i32(i32 %add166, i32 %sub1123)
  %wide1126 = zext nneg i32 %call1125 to i64
  br i1 %cmp.not, label %else856, label %then855

endif854.sink.split:                              ; preds = %else856, %then855
  %p1094.sink = phi ptr addrspace(1) [ %p1094, %then855 ], [ %p1399, %else856 ]
  %phi1436.ph = phi float [ %fmul891, %then855 ], [ %fmul1161, %else856 ]
  %phi1437.ph = phi float [ %fmul924, %then855 ], [ %fmul1199, %else856 ]
  %phi1438.ph = phi float [ %fmul957, %then855 ], [ %fmul1237, %else856 ]
  %phi1439.ph = phi float [ %fmul990, %then855 ], [ %fmul1275, %else856 ]
  %phi1440.ph = phi float [ %fmul1023, %then855 ], [ %fmul1313, %else856 ]
  %phi1441.ph = phi float [ %fmul1056, %then855 ], [ %fmul1351, %else856 ]
  %phi1442.ph = phi float [ %fmul1089, %then855 ], [ %fmul1389, %else856 ]
  %v1095 = load i32, ptr addrspace(1) %p1094.sink, align 4
  %sitofp1096 = sitofp i32 %v1095 to float
  %fmul1097 = fmul float %sitofp1096, 5.000000e-01
  %rem1102 = srem i32 %v1095, 40
  %icast1104 = sext i32 %rem1102 to i64
  %rem1109 = srem i32 %v1095, 70
  %icast1111 = sext i32 %rem1109 to i64
  %call1113 = tail call i64 @llvm.smin.i64(i64 %icast1104, i64 %sub289)
  %call1114 = tail call i64 @llvm.smax.i64(i64 %call1113, i64 0)
  %call1116 = tail call i64 @llvm.smin.i64(i64 %icast1111, i64 %sub292)
  %call1117 = tail call i64 @llvm.smax.i64(i64 %call1116, i64 0)
  %mul1118 = mul i64 %call1114, %3
  %34 = getelementptr float, ptr addrspace(1) %4, i64 %mul1118
  %p1120 = getelementptr float, ptr addrspace(1) %34, i64 %call1117
  %v1121 = load float, ptr addrspace(1) %p1120, align 4
  %fmul1122 = fmul float %v1121, %fmul1097
  br label %endif854

endif854:                                         ; preds = %endif854.sink.split, %endif269
  %phi1436 = phi float [ 0.000000e+00, %endif269 ], [ %phi1436.ph, %endif854.sink.split ]
  %phi1437 = phi float [ 0.000000e+00, %endif269 ], [ %phi1437.ph, %endif854.sink.split ]
  %phi1438 = phi float [ 0.000000e+00, %endif269 ], [ %phi1438.ph, %endif854.sink.split ]
  %phi1439 = phi float [ 0.000000e+00, %endif269 ], [ %phi1439.ph, %endif854.sink.split ]
  %phi1440 = phi float [ 0.000000e+00, %endif269 ], [ %phi1440.ph, %endif854.sink.split ]
  %phi1441 = phi float [ 0.000000e+00, %endif269 ], [ %phi1441.ph, %endif854.sink.split ]
  %phi1442 = phi float [ 0.000000e+00, %endif269 ], [ %phi1442.ph, %endif854.sink.split ]
  %phi1443 = phi float [ 0.000000e+00, %endif269 ], [ %fmul1122, %endif854.sink.split ]
  store float %phi843, ptr addrspace(3) %p1445, align 4
  store float %phi844, ptr addrspace(3) %p1447, align 4
  store float %phi845, ptr addrspace(3) %p1449, align 4
  store float %phi846, ptr addrspace(3) %p1451, align 4
  store float %phi847, ptr addrspace(3) %p1453, align 4
  store float %phi848, ptr addrspace(3) %p1455, align 4
  store float %phi849, ptr addrspace(3) %p1457, align 4
  store float %phi850, ptr addrspace(3) %p1459, align 4
  store float %phi1436, ptr addrspace(3) %p1461, align 4
  store float %phi1437, ptr addrspace(3) %p1463, align 4
  store float %phi1438, ptr addrspace(3) %p1465, align 4
  store float %phi1439, ptr addrspace(3) %p1467, align 4
  store float %phi1440, ptr addrspace(3) %p1469, align 4
  store float %phi1441, ptr addrspace(3) %p1471, align 4
  store float %phi1442, ptr addrspace(3) %p1473, align 4
  store float %phi1443, ptr addrspace(3) %p1475, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %call1477 = tail call i32 @llvm.smin.i32(i32 %mul1476, i32 %local45)
  %add1478 = add nsw i32 %call1477, 16
  %call1479 = tail call i32 @llvm.smin.i32(i32 %add1478, i32 %local45)
  %sub1480 = sub i32 %call1479, %call1477
  %sub1481 = sub i32 %call1477, %call266
  %call1482 = tail call i32 @llvm.smax.i32(i32 %sub1481, i32 0)
  %call1483 = tail call i32 @llvm.smin.i32(i32 %call1477, i32 %call54)
  %cmp1484 = icmp slt i32 %call1482, %call1483
  br i1 %cmp1484, label %repeat.body, label %repeat.exit

then855:                                          ; preds = %then852
  %35 = getelementptr i32, ptr addrspace(1) %1, i64 %add55
  %p863 = getelementptr i32, ptr addrspace(1) %35, i64 %wide1126
  %v864 = load i32, ptr addrspace(1) %p863, align 4
  %sitofp865 = sitofp i32 %v864 to float
  %fmul866 = fmul float %sitofp865, 5.000000e-01
  %rem871 = srem i32 %v864, 40
  %icast873 = sext i32 %rem871 to i64
  %rem878 = srem i32 %v864, 70
  %icast880 = sext i32 %rem878 to i64
  %call882 = tail call i64 @llvm.smin.i64(i64 %icast873, i64 %sub289)
  %call883 = tail call i64 @llvm.smax.i64(i64 %call882, i64 0)
  %call885 = tail call i64 @llvm.smin.i64(i64 %icast880, i64 %sub292)
  %call886 = tail call i64 @llvm.smax.i64(i64 %call885, i64 0)
  %mul887 = mul i64 %call883, %3
  %36 = getelementptr float, ptr addrspace(1) %4, i64 %mul887
  %p889 = getelementptr float, ptr addrspace(1) %36, i64 %call886
  %v890 = load float, ptr addrspace(1) %p889, align 4
  %fmul891 = fmul float %v890, %fmul866
  %call893 = tail call i32 @llvm.smin.i32(i32 %add167, i32 %sub1123)
  %wide894 = zext nneg i32 %call893 to i64
  %p896 = getelementptr i32, ptr addrspace(1) %35, i64 %wide894
  %v897 = load i32, ptr addrspace(1) %p896, align 4
  %sitofp898 = sitofp i32 %v897 to float
  %fmul899 = fmul float %sitofp898, 5.000000e-01
  %rem904 = srem i32 %v897, 40
  %icast906 = sext i32 %rem904 to i64
  %rem911 = srem i32 %v897, 70
  %icast913 = sext i32 %rem911 to i64
  %call915 = tail call i64 @llvm.smin.i64(i64 %icast906, i64 %sub289)
  %call916 = tail call i64 @llvm.smax.i64(i64 %call915, i64 0)
  %call918 = tail call i64 @llvm.smin.i64(i64 %icast913, i64 %sub292)
  %call919 = tail call i64 @llvm.smax.i64(i64 %call918, i64 0)
  %mul920 = mul i64 %call916, %3
  %37 = getelementptr float, ptr addrspace(1) %4, i64 %mul920
  %p922 = getelementptr float, ptr addrspace(1) %37, i64 %call919
  %v923 = load float, ptr addrspace(1) %p922, align 4
  %fmul924 = fmul float %v923, %fmul899
  %call926 = tail call i32 @llvm.smin.i32(i32 %add168, i32 %sub1123)
  %wide927 = zext nneg i32 %call926 to i64
  %p929 = getelementptr i32, ptr addrspace(1) %35, i64 %wide927
  %v930 = load i32, ptr addrspace(1) %p929, align 4
  %sitofp931 = sitofp i32 %v930 to float
  %fmul932 = fmul float %sitofp931, 5.000000e-01
  %rem937 = srem i32 %v930, 40
  %icast939 = sext i32 %rem937 to i64
  %rem944 = srem i32 %v930, 70
  %icast946 = sext i32 %rem944 to i64
  %call948 = tail call i64 @llvm.smin.i64(i64 %icast939, i64 %sub289)
  %call949 = tail call i64 @llvm.smax.i64(i64 %call948, i64 0)
  %call951 = tail call i64 @llvm.smin.i64(i64 %icast946, i64 %sub292)
  %call952 = tail call i64 @llvm.smax.i64(i64 %call951, i64 0)
  %mul953 = mul i64 %call949, %3
  %38 = getelementptr float, ptr addrspace(1) %4, i64 %mul953
  %p955 = getelementptr float, ptr addrspace(1) %38, i64 %call952
  %v956 = load float, ptr addrspace(1) %p955, align 4
  %fmul957 = fmul float %v956, %fmul932
  %call959 = tail call i32 @llvm.smin.i32(i32 %add169, i32 %sub1123)
  %wide960 = zext nneg i32 %call959 to i64
  %p962 = getelementptr i32, ptr addrspace(1) %35, i64 %wide960
  %v963 = load i32, ptr addrspace(1) %p962, align 4
  %sitofp964 = sitofp i32 %v963 to float
  %fmul965 = fmul float %sitofp964, 5.000000e-01
  %rem970 = srem i32 %v963, 40
  %icast972 = sext i32 %rem970 to i64
  %rem977 = srem i32 %v963, 70
  %icast979 = sext i32 %rem977 to i64
  %call981 = tail call i64 @llvm.smin.i64(i64 %icast972, i64 %sub289)
  %call982 = tail call i64 @llvm.smax.i64(i64 %call981, i64 0)
  %call984 = tail call i64 @llvm.smin.i64(i64 %icast979, i64 %sub292)
  %call985 = tail call i64 @llvm.smax.i64(i64 %call984, i64 0)
  %mul986 = mul i64 %call982, %3
  %39 = getelementptr float, ptr addrspace(1) %4, i64 %mul986
  %p988 = getelementptr float, ptr addrspace(1) %39, i64 %call985
  %v989 = load float, ptr addrspace(1) %p988, align 4
  %fmul990 = fmul float %v989, %fmul965
  %call992 = tail call i32 @llvm.smin.i32(i32 %add170, i32 %sub1123)
  %wide993 = zext nneg i32 %call992 to i64
  %p995 = getelementptr i32, ptr addrspace(1) %35, i64 %wide993
  %v996 = load i32, ptr addrspace(1) %p995, align 4
  %sitofp997 = sitofp i32 %v996 to float
  %fmul998 = fmul float %sitofp997, 5.000000e-01
  %rem1003 = srem i32 %v996, 40
  %icast1005 = sext i32 %rem1003 to i64
  %rem1010 = srem i32 %v996, 70
  %icast1012 = sext i32 %rem1010 to i64
  %call1014 = tail call i64 @llvm.smin.i64(i64 %icast1005, i64 %sub289)
  %call1015 = tail call i64 @llvm.smax.i64(i64 %call1014, i64 0)
  %call1017 = tail call i64 @llvm.smin.i64(i64 %icast1012, i64 %sub292)
  %call1018 = tail call i64 @llvm.smax.i64(i64 %call1017, i64 0)
  %mul1019 = mul i64 %call1015, %3
  %40 = getelementptr float, ptr addrspace(1) %4, i64 %mul1019
  %p1021 = getelementptr float, ptr addrspace(1) %40, i64 %call1018
  %v1022 = load float, ptr addrspace(1) %p1021, align 4
  %fmul1023 = fmul float %v1022, %fmul998
  %call1025 = tail call i32 @llvm.smin.i32(i32 %add171, i32 %sub1123)
  %wide1026 = zext nneg i32 %call1025 to i64
  %p1028 = getelementptr i32, ptr addrspace(1) %35, i64 %wide1026
  %v1029 = load i32, ptr addrspace(1) %p1028, align 4
  %sitofp1030 = sitofp i32 %v1029 to float
  %fmul1031 = fmul float %sitofp1030, 5.000000e-01
  %rem1036 = srem i32 %v1029, 40
  %icast1038 = sext i32 %rem1036 to i64
  %rem1043 = srem i32 %v1029, 70
  %icast1045 = sext i32 %rem1043 to i64
  %call1047 = tail call i64 @llvm.smin.i64(i64 %icast1038, i64 %sub289)
  %call1048 = tail call i64 @llvm.smax.i64(i64 %call1047, i64 0)
  %call1050 = tail call i64 @llvm.smin.i64(i64 %icast1045, i64 %sub292)
  %call1051 = tail call i64 @llvm.smax.i64(i64 %call1050, i64 0)
  %mul1052 = mul i64 %call1048, %3
  %41 = getelementptr float, ptr addrspace(1) %4, i64 %mul1052
  %p1054 = getelementptr float, ptr addrspace(1) %41, i64 %call1051
  %v1055 = load float, ptr addrspace(1) %p1054, align 4
  %fmul1056 = fmul float %v1055, %fmul1031
  %call1058 = tail call i32 @llvm.smin.i32(i32 %add172, i32 %sub1123)
  %wide1059 = zext nneg i32 %call1058 to i64
  %p1061 = getelementptr i32, ptr addrspace(1) %35, i64 %wide1059
  %v1062 = load i32, ptr addrspace(1) %p1061, align 4
  %sitofp1063 = sitofp i32 %v1062 to float
  %fmul1064 = fmul float %sitofp1063, 5.000000e-01
  %rem1069 = srem i32 %v1062, 40
  %icast1071 = sext i32 %rem1069 to i64
  %rem1076 = srem i32 %v1062, 70
  %icast1078 = sext i32 %rem1076 to i64
  %call1080 = tail call i64 @llvm.smin.i64(i64 %icast1071, i64 %sub289)
  %call1081 = tail call i64 @llvm.smax.i64(i64 %call1080, i64 0)
  %call1083 = tail call i64 @llvm.smin.i64(i64 %icast1078, i64 %sub292)
  %call1084 = tail call i64 @llvm.smax.i64(i64 %call1083, i64 0)
  %mul1085 = mul i64 %call1081, %3
  %42 = getelementptr float, ptr addrspace(1) %4, i64 %mul1085
  %p1087 = getelementptr float, ptr addrspace(1) %42, i64 %call1084
  %v1088 = load float, ptr addrspace(1) %p1087, align 4
  %fmul1089 = fmul float %v1088, %fmul1064
  %call1091 = tail call i32 @llvm.smin.i32(i32 %add173, i32 %sub1123)
  %wide1092 = zext nneg i32 %call1091 to i64
  %p1094 = getelementptr i32, ptr addrspace(1) %35, i64 %wide1092
  br label %endif854.sink.split

else856:                                          ; preds = %then852
  %add1127 = add i64 %add55, %wide1126
  %call1131 = tail call i64 @llvm.smin.i64(i64 %add1127, i64 %sub538)
  %call1132 = tail call i64 @llvm.smax.i64(i64 %call1131, i64 0)
  %p1133 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1132
  %v1134 = load i32, ptr addrspace(1) %p1133, align 4
  %sitofp1135 = sitofp i32 %v1134 to float
  %fmul1136 = fmul float %sitofp1135, 5.000000e-01
  %rem1141 = srem i32 %v1134, 40
  %icast1143 = sext i32 %rem1141 to i64
  %rem1148 = srem i32 %v1134, 70
  %icast1150 = sext i32 %rem1148 to i64
  %call1152 = tail call i64 @llvm.smin.i64(i64 %icast1143, i64 %sub289)
  %call1153 = tail call i64 @llvm.smax.i64(i64 %call1152, i64 0)
  %call1155 = tail call i64 @llvm.smin.i64(i64 %icast1150, i64 %sub292)
  %call1156 = tail call i64 @llvm.smax.i64(i64 %call1155, i64 0)
  %mul1157 = mul i64 %call1153, %3
  %43 = getelementptr float, ptr addrspace(1) %4, i64 %mul1157
  %p1159 = getelementptr float, ptr addrspace(1) %43, i64 %call1156
  %v1160 = load float, ptr addrspace(1) %p1159, align 4
  %fmul1161 = fmul float %v1160, %fmul1136
  %call1163 = tail call i32 @llvm.smin.i32(i32 %add167, i32 %sub1123)
  %wide1164 = zext nneg i32 %call1163 to i64
  %add1165 = add i64 %add55, %wide1164
  %call1169 = tail call i64 @llvm.smin.i64(i64 %add1165, i64 %sub538)
  %call1170 = tail call i64 @llvm.smax.i64(i64 %call1169, i64 0)
  %p1171 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1170
  %v1172 = load i32, ptr addrspace(1) %p1171, align 4
  %sitofp1173 = sitofp i32 %v1172 to float
  %fmul1174 = fmul float %sitofp1173, 5.000000e-01
  %rem1179 = srem i32 %v1172, 40
  %icast1181 = sext i32 %rem1179 to i64
  %rem1186 = srem i32 %v1172, 70
  %icast1188 = sext i32 %rem1186 to i64
  %call1190 = tail call i64 @llvm.smin.i64(i64 %icast1181, i64 %sub289)
  %call1191 = tail call i64 @llvm.smax.i64(i64 %call1190, i64 0)
  %call1193 = tail call i64 @llvm.smin.i64(i64 %icast1188, i64 %sub292)
  %call1194 = tail call i64 @llvm.smax.i64(i64 %call1193, i64 0)
  %mul1195 = mul i64 %call1191, %3
  %44 = getelementptr float, ptr addrspace(1) %4, i64 %mul1195
  %p1197 = getelementptr float, ptr addrspace(1) %44, i64 %call1194
  %v1198 = load float, ptr addrspace(1) %p1197, align 4
  %fmul1199 = fmul float %v1198, %fmul1174
  %call1201 = tail call i32 @llvm.smin.i32(i32 %add168, i32 %sub1123)
  %wide1202 = zext nneg i32 %call1201 to i64
  %add1203 = add i64 %add55, %wide1202
  %call1207 = tail call i64 @llvm.smin.i64(i64 %add1203, i64 %sub538)
  %call1208 = tail call i64 @llvm.smax.i64(i64 %call1207, i64 0)
  %p1209 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1208
  %v1210 = load i32, ptr addrspace(1) %p1209, align 4
  %sitofp1211 = sitofp i32 %v1210 to float
  %fmul1212 = fmul float %sitofp1211, 5.000000e-01
  %rem1217 = srem i32 %v1210, 40
  %icast1219 = sext i32 %rem1217 to i64
  %rem1224 = srem i32 %v1210, 70
  %icast1226 = sext i32 %rem1224 to i64
  %call1228 = tail call i64 @llvm.smin.i64(i64 %icast1219, i64 %sub289)
  %call1229 = tail call i64 @llvm.smax.i64(i64 %call1228, i64 0)
  %call1231 = tail call i64 @llvm.smin.i64(i64 %icast1226, i64 %sub292)
  %call1232 = tail call i64 @llvm.smax.i64(i64 %call1231, i64 0)
  %mul1233 = mul i64 %call1229, %3
  %45 = getelementptr float, ptr addrspace(1) %4, i64 %mul1233
  %p1235 = getelementptr float, ptr addrspace(1) %45, i64 %call1232
  %v1236 = load float, ptr addrspace(1) %p1235, align 4
  %fmul1237 = fmul float %v1236, %fmul1212
  %call1239 = tail call i32 @llvm.smin.i32(i32 %add169, i32 %sub1123)
  %wide1240 = zext nneg i32 %call1239 to i64
  %add1241 = add i64 %add55, %wide1240
  %call1245 = tail call i64 @llvm.smin.i64(i64 %add1241, i64 %sub538)
  %call1246 = tail call i64 @llvm.smax.i64(i64 %call1245, i64 0)
  %p1247 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1246
  %v1248 = load i32, ptr addrspace(1) %p1247, align 4
  %sitofp1249 = sitofp i32 %v1248 to float
  %fmul1250 = fmul float %sitofp1249, 5.000000e-01
  %rem1255 = srem i32 %v1248, 40
  %icast1257 = sext i32 %rem1255 to i64
  %rem1262 = srem i32 %v1248, 70
  %icast1264 = sext i32 %rem1262 to i64
  %call1266 = tail call i64 @llvm.smin.i64(i64 %icast1257, i64 %sub289)
  %call1267 = tail call i64 @llvm.smax.i64(i64 %call1266, i64 0)
  %call1269 = tail call i64 @llvm.smin.i64(i64 %icast1264, i64 %sub292)
  %call1270 = tail call i64 @llvm.smax.i64(i64 %call1269, i64 0)
  %mul1271 = mul i64 %call1267, %3
  %46 = getelementptr float, ptr addrspace(1) %4, i64 %mul1271
  %p1273 = getelementptr float, ptr addrspace(1) %46, i64 %call1270
  %v1274 = load float, ptr addrspace(1) %p1273, align 4
  %fmul1275 = fmul float %v1274, %fmul1250
  %call1277 = tail call i32 @llvm.smin.i32(i32 %add170, i32 %sub1123)
  %wide1278 = zext nneg i32 %call1277 to i64
  %add1279 = add i64 %add55, %wide1278
  %call1283 = tail call i64 @llvm.smin.i64(i64 %add1279, i64 %sub538)
  %call1284 = tail call i64 @llvm.smax.i64(i64 %call1283, i64 0)
  %p1285 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1284
  %v1286 = load i32, ptr addrspace(1) %p1285, align 4
  %sitofp1287 = sitofp i32 %v1286 to float
  %fmul1288 = fmul float %sitofp1287, 5.000000e-01
  %rem1293 = srem i32 %v1286, 40
  %icast1295 = sext i32 %rem1293 to i64
  %rem1300 = srem i32 %v1286, 70
  %icast1302 = sext i32 %rem1300 to i64
  %call1304 = tail call i64 @llvm.smin.i64(i64 %icast1295, i64 %sub289)
  %call1305 = tail call i64 @llvm.smax.i64(i64 %call1304, i64 0)
  %call1307 = tail call i64 @llvm.smin.i64(i64 %icast1302, i64 %sub292)
  %call1308 = tail call i64 @llvm.smax.i64(i64 %call1307, i64 0)
  %mul1309 = mul i64 %call1305, %3
  %47 = getelementptr float, ptr addrspace(1) %4, i64 %mul1309
  %p1311 = getelementptr float, ptr addrspace(1) %47, i64 %call1308
  %v1312 = load float, ptr addrspace(1) %p1311, align 4
  %fmul1313 = fmul float %v1312, %fmul1288
  %call1315 = tail call i32 @llvm.smin.i32(i32 %add171, i32 %sub1123)
  %wide1316 = zext nneg i32 %call1315 to i64
  %add1317 = add i64 %add55, %wide1316
  %call1321 = tail call i64 @llvm.smin.i64(i64 %add1317, i64 %sub538)
  %call1322 = tail call i64 @llvm.smax.i64(i64 %call1321, i64 0)
  %p1323 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1322
  %v1324 = load i32, ptr addrspace(1) %p1323, align 4
  %sitofp1325 = sitofp i32 %v1324 to float
  %fmul1326 = fmul float %sitofp1325, 5.000000e-01
  %rem1331 = srem i32 %v1324, 40
  %icast1333 = sext i32 %rem1331 to i64
  %rem1338 = srem i32 %v1324, 70
  %icast1340 = sext i32 %rem1338 to i64
  %call1342 = tail call i64 @llvm.smin.i64(i64 %icast1333, i64 %sub289)
  %call1343 = tail call i64 @llvm.smax.i64(i64 %call1342, i64 0)
  %call1345 = tail call i64 @llvm.smin.i64(i64 %icast1340, i64 %sub292)
  %call1346 = tail call i64 @llvm.smax.i64(i64 %call1345, i64 0)
  %mul1347 = mul i64 %call1343, %3
  %48 = getelementptr float, ptr addrspace(1) %4, i64 %mul1347
  %p1349 = getelementptr float, ptr addrspace(1) %48, i64 %call1346
  %v1350 = load float, ptr addrspace(1) %p1349, align 4
  %fmul1351 = fmul float %v1350, %fmul1326
  %call1353 = tail call i32 @llvm.smin.i32(i32 %add172, i32 %sub1123)
  %wide1354 = zext nneg i32 %call1353 to i64
  %add1355 = add i64 %add55, %wide1354
  %call1359 = tail call i64 @llvm.smin.i64(i64 %add1355, i64 %sub538)
  %call1360 = tail call i64 @llvm.smax.i64(i64 %call1359, i64 0)
  %p1361 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1360
  %v1362 = load i32, ptr addrspace(1) %p1361, align 4
  %sitofp1363 = sitofp i32 %v1362 to float
  %fmul1364 = fmul float %sitofp1363, 5.000000e-01
  %rem1369 = srem i32 %v1362, 40
  %icast1371 = sext i32 %rem1369 to i64
  %rem1376 = srem i32 %v1362, 70
  %icast1378 = sext i32 %rem1376 to i64
  %call1380 = tail call i64 @llvm.smin.i64(i64 %icast1371, i64 %sub289)
  %call1381 = tail call i64 @llvm.smax.i64(i64 %call1380, i64 0)
  %call1383 = tail call i64 @llvm.smin.i64(i64 %icast1378, i64 %sub292)
  %call1384 = tail call i64 @llvm.smax.i64(i64 %call1383, i64 0)
  %mul1385 = mul i64 %call1381, %3
  %49 = getelementptr float, ptr addrspace(1) %4, i64 %mul1385
  %p1387 = getelementptr float, ptr addrspace(1) %49, i64 %call1384
  %v1388 = load float, ptr addrspace(1) %p1387, align 4
  %fmul1389 = fmul float %v1388, %fmul1364
  %call1391 = tail call i32 @llvm.smin.i32(i32 %add173, i32 %sub1123)
  %wide1392 = zext nneg i32 %call1391 to i64
  %add1393 = add i64 %add55, %wide1392
  %call1397 = tail call i64 @llvm.smin.i64(i64 %add1393, i64 %sub538)
  %call1398 = tail call i64 @llvm.smax.i64(i64 %call1397, i64 0)
  %p1399 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1398
  br label %endif854.sink.split

repeat.body:                                      ; preds = %endif854, %repeat.body
  %phi1485 = phi i32 [ %sel1496, %repeat.body ], [ %call1482, %endif854 ]
  %phi1486 = phi i32 [ %sel1497, %repeat.body ], [ %call1483, %endif854 ]
  %add1487 = add nuw nsw i32 %phi1486, %phi1485
  %mid = lshr i32 %add1487, 1
  %50 = tail call i32 @llvm.umin.i32(i32 %mid, i32 511)
  %51 = zext nneg i32 %50 to i64
  %p1489 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %51
  %v1490 = load i32, ptr addrspace(3) %p1489, align 4
  %cmp1491 = icmp slt i32 %mid, %call54
  %sel1492 = select i1 %cmp1491, i32 %v1490, i32 %call266
  %add1493 = add i32 %sel1492, %mid
  %cmp1494 = icmp slt i32 %add1493, %call1477
  %add1495 = add nuw nsw i32 %mid, 1
  %sel1496 = select i1 %cmp1494, i32 %add1495, i32 %phi1485
  %sel1497 = select i1 %cmp1494, i32 %phi1486, i32 %mid
  %cmp1498 = icmp slt i32 %sel1496, %sel1497
  br i1 %cmp1498, label %repeat.body, label %repeat.exit

repeat.exit:                                      ; preds = %repeat.body, %endif854
  %phi1499 = phi i32 [ %call1482, %endif854 ], [ %sel1496, %repeat.body ]
  %sub1501 = sub i32 %call1477, %phi1499
  %cmp1502 = icmp eq i32 %phi1499, 0
  %52 = tail call i32 @llvm.smax.i32(i32 %phi1499, i32 1)
  %53 = tail call i32 @llvm.umin.i32(i32 %52, i32 512)
  %54 = zext nneg i32 %53 to i64
  %gep2617 = getelementptr i32, ptr addrspace(3) %invariant.gep2616, i64 %54
  %v1507 = load i32, ptr addrspace(3) %gep2617, align 4
  %cmp1508.not = icmp sgt i32 %52, %call54
  %sel1509 = select i1 %cmp1508.not, i32 %call266, i32 %v1507
  %sel1510 = select i1 %cmp1502, i32 %sub42, i32 %sel1509
  %cmp1511 = icmp sgt i32 %sub1501, %sel1510
  %call1512 = tail call i32 @llvm.smin.i32(i32 %phi1499, i32 511)
  %55 = zext nneg i32 %call1512 to i64
  %p1513 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %55
  %v1514 = load i32, ptr addrspace(3) %p1513, align 4
  %cmp1515 = icmp slt i32 %phi1499, %call54
  %sel1516 = select i1 %cmp1515, i32 %v1514, i32 %call266
  %cmp1517 = icmp sgt i32 %sub1480, 0
  %cmp1518 = icmp slt i32 %sub1501, %sel1516
  %element = and i1 %cmp1517, %cmp1518
  %end = xor i1 %cmp1517, %element
  %call1519 = tail call i32 @llvm.smin.i32(i32 %sub1501, i32 511)
  %56 = sext i32 %call1519 to i64
  %p1520 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %56
  %v1521 = load float, ptr addrspace(3) %p1520, align 4
  %w1524 = xor i1 %cmp1511, true
  %write = and i1 %end, %w1524
  %cmp1525 = icmp slt i32 %phi1499, %local48
  %in = and i1 %cmp1525, %write
  br i1 %in, label %then1526, label %endif1527

then1526:                                         ; preds = %repeat.exit
  %p1529 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %55
  store float 0.000000e+00, ptr addrspace(3) %p1529, align 4
  br label %endif1527

endif1527:                                        ; preds = %then1526, %repeat.exit
  %step = zext i1 %end to i32
  %add1532 = add nuw i32 %phi1499, %step
  %step1533 = zext i1 %element to i32
  %add1534 = add i32 %sub1501, %step1533
  %call1535 = tail call i32 @llvm.smin.i32(i32 %add1532, i32 511)
  %57 = sext i32 %call1535 to i64
  %p1536 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %57
  %v1537 = load i32, ptr addrspace(3) %p1536, align 4
  %cmp1538 = icmp slt i32 %add1532, %call54
  %sel1539 = select i1 %cmp1538, i32 %v1537, i32 %call266
  %sel1540 = select i1 %end, i32 %sel1539, i32 %sel1516
  %sel1542 = select i1 %element, float %v1521, float 0.000000e+00
  %cmp1545 = icmp sgt i32 %sub1480, 1
  %cmp1546 = icmp slt i32 %add1534, %sel1540
  %element1547 = and i1 %cmp1545, %cmp1546
  %end1549 = xor i1 %cmp1545, %element1547
  %call1550 = tail call i32 @llvm.smin.i32(i32 %add1534, i32 511)
  %58 = sext i32 %call1550 to i64
  %p1551 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %58
  %v1552 = load float, ptr addrspace(3) %p1551, align 4
  %fadd1553 = fadd reassoc contract float %v1521, %v1552
  %sel1555 = select i1 %element, float %fadd1553, float %v1552
  %first = xor i1 %end, true
  %defer1556 = and i1 %cmp1511, %first
  %w1557 = xor i1 %defer1556, true
  %cmp1559 = icmp slt i32 %add1532, %local48
  %59 = and i1 %cmp1559, %w1557
  %in1560 = and i1 %59, %end1549
  br i1 %in1560, label %then1561, label %endif1562

then1561:                                         ; preds = %endif1527
  %p1566 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %57
  %fadd1563 = fadd reassoc contract float %v1521, 0.000000e+00
  %sel1564 = select i1 %element, float %fadd1563, float 0.000000e+00
  store float %sel1564, ptr addrspace(3) %p1566, align 4
  br label %endif1562

endif1562:                                        ; preds = %then1561, %endif1527
  %keep1567 = and i1 %defer1556, %end1549
  %sel1568 = select i1 %keep1567, float %sel1542, float 0.000000e+00
  %sel1569 = and i1 %cmp1518, %keep1567
  %step1570 = zext i1 %end1549 to i32
  %add1571 = add nuw i32 %add1532, %step1570
  %step1572 = zext i1 %element1547 to i32
  %add1573 = add i32 %add1534, %step1572
  %call1574 = tail call i32 @llvm.smin.i32(i32 %add1571, i32 511)
  %60 = sext i32 %call1574 to i64
  %p1575 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %60
  %v1576 = load i32, ptr addrspace(3) %p1575, align 4
  %cmp1577 = icmp slt i32 %add1571, %call54
  %sel1578 = select i1 %cmp1577, i32 %v1576, i32 %call266
  %sel1579 = select i1 %end1549, i32 %sel1578, i32 %sel1540
  %sel1580 = select i1 %end1549, float 0.000000e+00, float %sel1542
  %sel1581 = select i1 %element1547, float %sel1555, float %sel1580
  %sel1583 = select i1 %cmp1545, i1 %cmp1546, i1 %element
  %ended1584 = or i1 %end, %end1549
  %cmp1585 = icmp sgt i32 %sub1480, 2
  %cmp1586 = icmp slt i32 %add1573, %sel1579
  %element1587 = and i1 %cmp1585, %cmp1586
  %end1589 = xor i1 %cmp1585, %element1587
  %call1590 = tail call i32 @llvm.smin.i32(i32 %add1573, i32 511)
  %61 = sext i32 %call1590 to i64
  %p1591 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %61
  %v1592 = load float, ptr addrspace(3) %p1591, align 4
  %fadd1594 = fadd reassoc contract float %sel1581, %v1592
  %sel1596 = select i1 %sel1583, float %fadd1594, float %v1592
  %first1598 = xor i1 %ended1584, true
  %defer1599 = and i1 %cmp1511, %first1598
  %w1600 = xor i1 %defer1599, true
  %cmp1602 = icmp slt i32 %add1571, %local48
  %62 = and i1 %cmp1602, %w1600
  %in1603 = and i1 %62, %end1589
  br i1 %in1603, label %then1604, label %endif1605

then1604:                                         ; preds = %endif1562
  %p1609 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %60
  %fadd1606 = fadd reassoc contract float %sel1581, 0.000000e+00
  %sel1607 = select i1 %sel1583, float %fadd1606, float 0.000000e+00
  store float %sel1607, ptr addrspace(3) %p1609, align 4
  br label %endif1605

endif1605:                                        ; preds = %then1604, %endif1562
  %keep1610 = and i1 %defer1599, %end1589
  %sel1611 = select i1 %keep1610, float %sel1581, float %sel1568
  %sel1612 = select i1 %keep1610, i1 %sel1583, i1 %sel1569
  %step1613 = zext i1 %end1589 to i32
  %add1614 = add nuw i32 %add1571, %step1613
  %step1615 = zext i1 %element1587 to i32
  %add1616 = add i32 %add1573, %step1615
  %call1617 = tail call i32 @llvm.smin.i32(i32 %add1614, i32 511)
  %63 = sext i32 %call1617 to i64
  %p1618 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %63
  %v1619 = load i32, ptr addrspace(3) %p1618, align 4
  %cmp1620 = icmp slt i32 %add1614, %call54
  %sel1621 = select i1 %cmp1620, i32 %v1619, i32 %call266
  %sel1622 = select i1 %end1589, i32 %sel1621, i32 %sel1579
  %sel1623 = select i1 %end1589, float 0.000000e+00, float %sel1581
  %sel1624 = select i1 %element1587, float %sel1596, float %sel1623
  %sel1626 = select i1 %cmp1585, i1 %cmp1586, i1 %sel1583
  %ended1627 = or i1 %ended1584, %end1589
  %cmp1628 = icmp sgt i32 %sub1480, 3
  %cmp1629 = icmp slt i32 %add1616, %sel1622
  %element1630 = and i1 %cmp1628, %cmp1629
  %end1632 = xor i1 %cmp1628, %element1630
  %call1633 = tail call i32 @llvm.smin.i32(i32 %add1616, i32 511)
  %64 = sext i32 %call1633 to i64
  %p1634 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %64
  %v1635 = load float, ptr addrspace(3) %p1634, align 4
  %fadd1637 = fadd reassoc contract float %sel1624, %v1635
  %sel1639 = select i1 %sel1626, float %fadd1637, float %v1635
  %first1641 = xor i1 %ended1627, true
  %defer1642 = and i1 %cmp1511, %first1641
  %w1643 = xor i1 %defer1642, true
  %cmp1645 = icmp slt i32 %add1614, %local48
  %65 = and i1 %cmp1645, %w1643
  %in1646 = and i1 %65, %end1632
  br i1 %in1646, label %then1647, label %endif1648

then1647:                                         ; preds = %endif1605
  %p1652 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %63
  %fadd1649 = fadd reassoc contract float %sel1624, 0.000000e+00
  %sel1650 = select i1 %sel1626, float %fadd1649, float 0.000000e+00
  store float %sel1650, ptr addrspace(3) %p1652, align 4
  br label %endif1648

endif1648:                                        ; preds = %then1647, %endif1605
  %keep1653 = and i1 %defer1642, %end1632
  %sel1654 = select i1 %keep1653, float %sel1624, float %sel1611
  %sel1655 = select i1 %keep1653, i1 %sel1626, i1 %sel1612
  %step1656 = zext i1 %end1632 to i32
  %add1657 = add nuw i32 %add1614, %step1656
  %step1658 = zext i1 %element1630 to i32
  %add1659 = add i32 %add1616, %step1658
  %call1660 = tail call i32 @llvm.smin.i32(i32 %add1657, i32 511)
  %66 = sext i32 %call1660 to i64
  %p1661 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %66
  %v1662 = load i32, ptr addrspace(3) %p1661, align 4
  %cmp1663 = icmp slt i32 %add1657, %call54
  %sel1664 = select i1 %cmp1663, i32 %v1662, i32 %call266
  %sel1665 = select i1 %end1632, i32 %sel1664, i32 %sel1622
  %sel1666 = select i1 %end1632, float 0.000000e+00, float %sel1624
  %sel1667 = select i1 %element1630, float %sel1639, float %sel1666
  %sel1669 = select i1 %cmp1628, i1 %cmp1629, i1 %sel1626
  %ended1670 = or i1 %ended1627, %end1632
  %cmp1671 = icmp sgt i32 %sub1480, 4
  %cmp1672 = icmp slt i32 %add1659, %sel1665
  %element1673 = and i1 %cmp1671, %cmp1672
  %end1675 = xor i1 %cmp1671, %element1673
  %call1676 = tail call i32 @llvm.smin.i32(i32 %add1659, i32 511)
  %67 = sext i32 %call1676 to i64
  %p1677 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %67
  %v1678 = load float, ptr addrspace(3) %p1677, align 4
  %fadd1680 = fadd reassoc contract float %sel1667, %v1678
  %sel1682 = select i1 %sel1669, float %fadd1680, float %v1678
  %first1684 = xor i1 %ended1670, true
  %defer1685 = and i1 %cmp1511, %first1684
  %w1686 = xor i1 %defer1685, true
  %cmp1688 = icmp slt i32 %add1657, %local48
  %68 = and i1 %cmp1688, %w1686
  %in1689 = and i1 %68, %end1675
  br i1 %in1689, label %then1690, label %endif1691

then1690:                                         ; preds = %endif1648
  %p1695 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %66
  %fadd1692 = fadd reassoc contract float %sel1667, 0.000000e+00
  %sel1693 = select i1 %sel1669, float %fadd1692, float 0.000000e+00
  store float %sel1693, ptr addrspace(3) %p1695, align 4
  br label %endif1691

endif1691:                                        ; preds = %then1690, %endif1648
  %keep1696 = and i1 %defer1685, %end1675
  %sel1697 = select i1 %keep1696, float %sel1667, float %sel1654
  %sel1698 = select i1 %keep1696, i1 %sel1669, i1 %sel1655
  %step1699 = zext i1 %end1675 to i32
  %add1700 = add nuw i32 %add1657, %step1699
  %step1701 = zext i1 %element1673 to i32
  %add1702 = add i32 %add1659, %step1701
  %call1703 = tail call i32 @llvm.smin.i32(i32 %add1700, i32 511)
  %69 = sext i32 %call1703 to i64
  %p1704 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %69
  %v1705 = load i32, ptr addrspace(3) %p1704, align 4
  %cmp1706 = icmp slt i32 %add1700, %call54
  %sel1707 = select i1 %cmp1706, i32 %v1705, i32 %call266
  %sel1708 = select i1 %end1675, i32 %sel1707, i32 %sel1665
  %sel1709 = select i1 %end1675, float 0.000000e+00, float %sel1667
  %sel1710 = select i1 %element1673, float %sel1682, float %sel1709
  %sel1712 = select i1 %cmp1671, i1 %cmp1672, i1 %sel1669
  %ended1713 = or i1 %ended1670, %end1675
  %cmp1714 = icmp sgt i32 %sub1480, 5
  %cmp1715 = icmp slt i32 %add1702, %sel1708
  %element1716 = and i1 %cmp1714, %cmp1715
  %end1718 = xor i1 %cmp1714, %element1716
  %call1719 = tail call i32 @llvm.smin.i32(i32 %add1702, i32 511)
  %70 = sext i32 %call1719 to i64
  %p1720 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %70
  %v1721 = load float, ptr addrspace(3) %p1720, align 4
  %fadd1723 = fadd reassoc contract float %sel1710, %v1721
  %sel1725 = select i1 %sel1712, float %fadd1723, float %v1721
  %first1727 = xor i1 %ended1713, true
  %defer1728 = and i1 %cmp1511, %first1727
  %w1729 = xor i1 %defer1728, true
  %cmp1731 = icmp slt i32 %add1700, %local48
  %71 = and i1 %cmp1731, %w1729
  %in1732 = and i1 %71, %end1718
  br i1 %in1732, label %then1733, label %endif1734

then1733:                                         ; preds = %endif1691
  %p1738 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %69
  %fadd1735 = fadd reassoc contract float %sel1710, 0.000000e+00
  %sel1736 = select i1 %sel1712, float %fadd1735, float 0.000000e+00
  store float %sel1736, ptr addrspace(3) %p1738, align 4
  br label %endif1734

endif1734:                                        ; preds = %then1733, %endif1691
  %keep1739 = and i1 %defer1728, %end1718
  %sel1740 = select i1 %keep1739, float %sel1710, float %sel1697
  %sel1741 = select i1 %keep1739, i1 %sel1712, i1 %sel1698
  %step1742 = zext i1 %end1718 to i32
  %add1743 = add nuw i32 %add1700, %step1742
  %step1744 = zext i1 %element1716 to i32
  %add1745 = add i32 %add1702, %step1744
  %call1746 = tail call i32 @llvm.smin.i32(i32 %add1743, i32 511)
  %72 = sext i32 %call1746 to i64
  %p1747 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %72
  %v1748 = load i32, ptr addrspace(3) %p1747, align 4
  %cmp1749 = icmp slt i32 %add1743, %call54
  %sel1750 = select i1 %cmp1749, i32 %v1748, i32 %call266
  %sel1751 = select i1 %end1718, i32 %sel1750, i32 %sel1708
  %sel1752 = select i1 %end1718, float 0.000000e+00, float %sel1710
  %sel1753 = select i1 %element1716, float %sel1725, float %sel1752
  %sel1755 = select i1 %cmp1714, i1 %cmp1715, i1 %sel1712
  %ended1756 = or i1 %ended1713, %end1718
  %cmp1757 = icmp sgt i32 %sub1480, 6
  %cmp1758 = icmp slt i32 %add1745, %sel1751
  %element1759 = and i1 %cmp1757, %cmp1758
  %end1761 = xor i1 %cmp1757, %element1759
  %call1762 = tail call i32 @llvm.smin.i32(i32 %add1745, i32 511)
  %73 = sext i32 %call1762 to i64
  %p1763 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %73
  %v1764 = load float, ptr addrspace(3) %p1763, align 4
  %fadd1766 = fadd reassoc contract float %sel1753, %v1764
  %sel1768 = select i1 %sel1755, float %fadd1766, float %v1764
  %first1770 = xor i1 %ended1756, true
  %defer1771 = and i1 %cmp1511, %first1770
  %w1772 = xor i1 %defer1771, true
  %cmp1774 = icmp slt i32 %add1743, %local48
  %74 = and i1 %cmp1774, %w1772
  %in1775 = and i1 %74, %end1761
  br i1 %in1775, label %then1776, label %endif1777

then1776:                                         ; preds = %endif1734
  %p1781 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %72
  %fadd1778 = fadd reassoc contract float %sel1753, 0.000000e+00
  %sel1779 = select i1 %sel1755, float %fadd1778, float 0.000000e+00
  store float %sel1779, ptr addrspace(3) %p1781, align 4
  br label %endif1777

endif1777:                                        ; preds = %then1776, %endif1734
  %keep1782 = and i1 %defer1771, %end1761
  %sel1783 = select i1 %keep1782, float %sel1753, float %sel1740
  %sel1784 = select i1 %keep1782, i1 %sel1755, i1 %sel1741
  %step1785 = zext i1 %end1761 to i32
  %add1786 = add nuw i32 %add1743, %step1785
  %step1787 = zext i1 %element1759 to i32
  %add1788 = add i32 %add1745, %step1787
  %call1789 = tail call i32 @llvm.smin.i32(i32 %add1786, i32 511)
  %75 = sext i32 %call1789 to i64
  %p1790 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %75
  %v1791 = load i32, ptr addrspace(3) %p1790, align 4
  %cmp1792 = icmp slt i32 %add1786, %call54
  %sel1793 = select i1 %cmp1792, i32 %v1791, i32 %call266
  %sel1794 = select i1 %end1761, i32 %sel1793, i32 %sel1751
  %sel1795 = select i1 %end1761, float 0.000000e+00, float %sel1753
  %sel1796 = select i1 %element1759, float %sel1768, float %sel1795
  %sel1798 = select i1 %cmp1757, i1 %cmp1758, i1 %sel1755
  %ended1799 = or i1 %ended1756, %end1761
  %cmp1800 = icmp sgt i32 %sub1480, 7
  %cmp1801 = icmp slt i32 %add1788, %sel1794
  %element1802 = and i1 %cmp1800, %cmp1801
  %end1804 = xor i1 %cmp1800, %element1802
  %call1805 = tail call i32 @llvm.smin.i32(i32 %add1788, i32 511)
  %76 = sext i32 %call1805 to i64
  %p1806 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %76
  %v1807 = load float, ptr addrspace(3) %p1806, align 4
  %fadd1809 = fadd reassoc contract float %sel1796, %v1807
  %sel1811 = select i1 %sel1798, float %fadd1809, float %v1807
  %first1813 = xor i1 %ended1799, true
  %defer1814 = and i1 %cmp1511, %first1813
  %w1815 = xor i1 %defer1814, true
  %cmp1817 = icmp slt i32 %add1786, %local48
  %77 = and i1 %cmp1817, %w1815
  %in1818 = and i1 %77, %end1804
  br i1 %in1818, label %then1819, label %endif1820

then1819:                                         ; preds = %endif1777
  %p1824 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %75
  %fadd1821 = fadd reassoc contract float %sel1796, 0.000000e+00
  %sel1822 = select i1 %sel1798, float %fadd1821, float 0.000000e+00
  store float %sel1822, ptr addrspace(3) %p1824, align 4
  br label %endif1820

endif1820:                                        ; preds = %then1819, %endif1777
  %keep1825 = and i1 %defer1814, %end1804
  %sel1826 = select i1 %keep1825, float %sel1796, float %sel1783
  %sel1827 = select i1 %keep1825, i1 %sel1798, i1 %sel1784
  %step1828 = zext i1 %end1804 to i32
  %add1829 = add nuw i32 %add1786, %step1828
  %step1830 = zext i1 %element1802 to i32
  %add1831 = add i32 %add1788, %step1830
  %call1832 = tail call i32 @llvm.smin.i32(i32 %add1829, i32 511)
  %78 = sext i32 %call1832 to i64
  %p1833 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %78
  %v1834 = load i32, ptr addrspace(3) %p1833, align 4
  %cmp1835 = icmp slt i32 %add1829, %call54
  %sel1836 = select i1 %cmp1835, i32 %v1834, i32 %call266
  %sel1837 = select i1 %end1804, i32 %sel1836, i32 %sel1794
  %sel1838 = select i1 %end1804, float 0.000000e+00, float %sel1796
  %sel1839 = select i1 %element1802, float %sel1811, float %sel1838
  %sel1841 = select i1 %cmp1800, i1 %cmp1801, i1 %sel1798
  %ended1842 = or i1 %ended1799, %end1804
  %cmp1843 = icmp sgt i32 %sub1480, 8
  %cmp1844 = icmp slt i32 %add1831, %sel1837
  %element1845 = and i1 %cmp1843, %cmp1844
  %end1847 = xor i1 %cmp1843, %element1845
  %call1848 = tail call i32 @llvm.smin.i32(i32 %add1831, i32 511)
  %79 = sext i32 %call1848 to i64
  %p1849 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %79
  %v1850 = load float, ptr addrspace(3) %p1849, align 4
  %fadd1852 = fadd reassoc contract float %sel1839, %v1850
  %sel1854 = select i1 %sel1841, float %fadd1852, float %v1850
  %first1856 = xor i1 %ended1842, true
  %defer1857 = and i1 %cmp1511, %first1856
  %w1858 = xor i1 %defer1857, true
  %cmp1860 = icmp slt i32 %add1829, %local48
  %80 = and i1 %cmp1860, %w1858
  %in1861 = and i1 %80, %end1847
  br i1 %in1861, label %then1862, label %endif1863

then1862:                                         ; preds = %endif1820
  %p1867 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %78
  %fadd1864 = fadd reassoc contract float %sel1839, 0.000000e+00
  %sel1865 = select i1 %sel1841, float %fadd1864, float 0.000000e+00
  store float %sel1865, ptr addrspace(3) %p1867, align 4
  br label %endif1863

endif1863:                                        ; preds = %then1862, %endif1820
  %keep1868 = and i1 %defer1857, %end1847
  %sel1869 = select i1 %keep1868, float %sel1839, float %sel1826
  %sel1870 = select i1 %keep1868, i1 %sel1841, i1 %sel1827
  %step1871 = zext i1 %end1847 to i32
  %add1872 = add nuw i32 %add1829, %step1871
  %step1873 = zext i1 %element1845 to i32
  %add1874 = add i32 %add1831, %step1873
  %call1875 = tail call i32 @llvm.smin.i32(i32 %add1872, i32 511)
  %81 = sext i32 %call1875 to i64
  %p1876 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %81
  %v1877 = load i32, ptr addrspace(3) %p1876, align 4
  %cmp1878 = icmp slt i32 %add1872, %call54
  %sel1879 = select i1 %cmp1878, i32 %v1877, i32 %call266
  %sel1880 = select i1 %end1847, i32 %sel1879, i32 %sel1837
  %sel1881 = select i1 %end1847, float 0.000000e+00, float %sel1839
  %sel1882 = select i1 %element1845, float %sel1854, float %sel1881
  %not.end1847 = xor i1 %end1847, true
  %sel1883 = and i1 %sel1841, %not.end1847
  %sel1884 = select i1 %element1845, i1 true, i1 %sel1883
  %ended1885 = or i1 %ended1842, %end1847
  %cmp1886 = icmp sgt i32 %sub1480, 9
  %cmp1887 = icmp slt i32 %add1874, %sel1880
  %element1888 = and i1 %cmp1886, %cmp1887
  %end1890 = xor i1 %cmp1886, %element1888
  %call1891 = tail call i32 @llvm.smin.i32(i32 %add1874, i32 511)
  %82 = sext i32 %call1891 to i64
  %p1892 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %82
  %v1893 = load float, ptr addrspace(3) %p1892, align 4
  %fadd1895 = fadd reassoc contract float %sel1882, %v1893
  %sel1897 = select i1 %sel1884, float %fadd1895, float %v1893
  %first1899 = xor i1 %ended1885, true
  %defer1900 = and i1 %cmp1511, %first1899
  %w1901 = xor i1 %defer1900, true
  %cmp1903 = icmp slt i32 %add1872, %local48
  %83 = and i1 %cmp1903, %w1901
  %in1904 = and i1 %83, %end1890
  br i1 %in1904, label %then1905, label %endif1906

then1905:                                         ; preds = %endif1863
  %p1910 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %81
  %fadd1907 = fadd reassoc contract float %sel1882, 0.000000e+00
  %sel1908 = select i1 %sel1884, float %fadd1907, float 0.000000e+00
  store float %sel1908, ptr addrspace(3) %p1910, align 4
  br label %endif1906

endif1906:                                        ; preds = %then1905, %endif1863
  %keep1911 = and i1 %defer1900, %end1890
  %sel1912 = select i1 %keep1911, float %sel1882, float %sel1869
  %sel1913 = select i1 %keep1911, i1 %sel1884, i1 %sel1870
  %step1914 = zext i1 %end1890 to i32
  %add1915 = add nuw i32 %add1872, %step1914
  %step1916 = zext i1 %element1888 to i32
  %add1917 = add i32 %add1874, %step1916
  %call1918 = tail call i32 @llvm.smin.i32(i32 %add1915, i32 511)
  %84 = sext i32 %call1918 to i64
  %p1919 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %84
  %v1920 = load i32, ptr addrspace(3) %p1919, align 4
  %cmp1921 = icmp slt i32 %add1915, %call54
  %sel1922 = select i1 %cmp1921, i32 %v1920, i32 %call266
  %sel1923 = select i1 %end1890, i32 %sel1922, i32 %sel1880
  %sel1924 = select i1 %end1890, float 0.000000e+00, float %sel1882
  %sel1925 = select i1 %element1888, float %sel1897, float %sel1924
  %not.end1890 = xor i1 %end1890, true
  %sel1926 = select i1 %not.end1890, i1 %sel1884, i1 false
  %sel1927 = select i1 %element1888, i1 true, i1 %sel1926
  %ended1928 = or i1 %ended1885, %end1890
  %cmp1929 = icmp sgt i32 %sub1480, 10
  %cmp1930 = icmp slt i32 %add1917, %sel1923
  %element1931 = and i1 %cmp1929, %cmp1930
  %end1933 = xor i1 %cmp1929, %element1931
  %call1934 = tail call i32 @llvm.smin.i32(i32 %add1917, i32 511)
  %85 = sext i32 %call1934 to i64
  %p1935 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %85
  %v1936 = load float, ptr addrspace(3) %p1935, align 4
  %fadd1938 = fadd reassoc contract float %sel1925, %v1936
  %sel1940 = select i1 %sel1927, float %fadd1938, float %v1936
  %first1942 = xor i1 %ended1928, true
  %defer1943 = and i1 %cmp1511, %first1942
  %w1944 = xor i1 %defer1943, true
  %cmp1946 = icmp slt i32 %add1915, %local48
  %86 = and i1 %cmp1946, %w1944
  %in1947 = and i1 %86, %end1933
  br i1 %in1947, label %then1948, label %endif1949

then1948:                                         ; preds = %endif1906
  %p1953 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %84
  %fadd1950 = fadd reassoc contract float %sel1925, 0.000000e+00
  %sel1951 = select i1 %sel1927, float %fadd1950, float 0.000000e+00
  store float %sel1951, ptr addrspace(3) %p1953, align 4
  br label %endif1949

endif1949:                                        ; preds = %then1948, %endif1906
  %keep1954 = and i1 %defer1943, %end1933
  %sel1955 = select i1 %keep1954, float %sel1925, float %sel1912
  %sel1956 = select i1 %keep1954, i1 %sel1927, i1 %sel1913
  %step1957 = zext i1 %end1933 to i32
  %add1958 = add nuw i32 %add1915, %step1957
  %step1959 = zext i1 %element1931 to i32
  %add1960 = add i32 %add1917, %step1959
  %call1961 = tail call i32 @llvm.smin.i32(i32 %add1958, i32 511)
  %87 = sext i32 %call1961 to i64
  %p1962 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %87
  %v1963 = load i32, ptr addrspace(3) %p1962, align 4
  %cmp1964 = icmp slt i32 %add1958, %call54
  %sel1965 = select i1 %cmp1964, i32 %v1963, i32 %call266
  %sel1966 = select i1 %end1933, i32 %sel1965, i32 %sel1923
  %sel1967 = select i1 %end1933, float 0.000000e+00, float %sel1925
  %sel1968 = select i1 %element1931, float %sel1940, float %sel1967
  %not.end1933 = xor i1 %end1933, true
  %sel1969 = select i1 %not.end1933, i1 %sel1927, i1 false
  %sel1970 = select i1 %element1931, i1 true, i1 %sel1969
  %ended1971 = or i1 %ended1928, %end1933
  %cmp1972 = icmp sgt i32 %sub1480, 11
  %cmp1973 = icmp slt i32 %add1960, %sel1966
  %element1974 = and i1 %cmp1972, %cmp1973
  %end1976 = xor i1 %cmp1972, %element1974
  %call1977 = tail call i32 @llvm.smin.i32(i32 %add1960, i32 511)
  %88 = sext i32 %call1977 to i64
  %p1978 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %88
  %v1979 = load float, ptr addrspace(3) %p1978, align 4
  %fadd1981 = fadd reassoc contract float %sel1968, %v1979
  %sel1983 = select i1 %sel1970, float %fadd1981, float %v1979
  %first1985 = xor i1 %ended1971, true
  %defer1986 = and i1 %cmp1511, %first1985
  %w1987 = xor i1 %defer1986, true
  %cmp1989 = icmp slt i32 %add1958, %local48
  %89 = and i1 %cmp1989, %w1987
  %in1990 = and i1 %89, %end1976
  br i1 %in1990, label %then1991, label %endif1992

then1991:                                         ; preds = %endif1949
  %p1996 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %87
  %fadd1993 = fadd reassoc contract float %sel1968, 0.000000e+00
  %sel1994 = select i1 %sel1970, float %fadd1993, float 0.000000e+00
  store float %sel1994, ptr addrspace(3) %p1996, align 4
  br label %endif1992

endif1992:                                        ; preds = %then1991, %endif1949
  %keep1997 = and i1 %defer1986, %end1976
  %sel1998 = select i1 %keep1997, float %sel1968, float %sel1955
  %sel1999 = select i1 %keep1997, i1 %sel1970, i1 %sel1956
  %step2000 = zext i1 %end1976 to i32
  %add2001 = add nuw i32 %add1958, %step2000
  %step2002 = zext i1 %element1974 to i32
  %add2003 = add i32 %add1960, %step2002
  %call2004 = tail call i32 @llvm.smin.i32(i32 %add2001, i32 511)
  %90 = sext i32 %call2004 to i64
  %p2005 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %90
  %v2006 = load i32, ptr addrspace(3) %p2005, align 4
  %cmp2007 = icmp slt i32 %add2001, %call54
  %sel2008 = select i1 %cmp2007, i32 %v2006, i32 %call266
  %sel2009 = select i1 %end1976, i32 %sel2008, i32 %sel1966
  %sel2010 = select i1 %end1976, float 0.000000e+00, float %sel1968
  %sel2011 = select i1 %element1974, float %sel1983, float %sel2010
  %not.end1976 = xor i1 %end1976, true
  %sel2012 = select i1 %not.end1976, i1 %sel1970, i1 false
  %sel2013 = select i1 %element1974, i1 true, i1 %sel2012
  %ended2014 = or i1 %ended1971, %end1976
  %cmp2015 = icmp sgt i32 %sub1480, 12
  %cmp2016 = icmp slt i32 %add2003, %sel2009
  %element2017 = and i1 %cmp2015, %cmp2016
  %end2019 = xor i1 %cmp2015, %element2017
  %call2020 = tail call i32 @llvm.smin.i32(i32 %add2003, i32 511)
  %91 = sext i32 %call2020 to i64
  %p2021 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %91
  %v2022 = load float, ptr addrspace(3) %p2021, align 4
  %fadd2024 = fadd reassoc contract float %sel2011, %v2022
  %sel2026 = select i1 %sel2013, float %fadd2024, float %v2022
  %first2028 = xor i1 %ended2014, true
  %defer2029 = and i1 %cmp1511, %first2028
  %w2030 = xor i1 %defer2029, true
  %cmp2032 = icmp slt i32 %add2001, %local48
  %92 = and i1 %cmp2032, %w2030
  %in2033 = and i1 %92, %end2019
  br i1 %in2033, label %then2034, label %endif2035

then2034:                                         ; preds = %endif1992
  %p2039 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %90
  %fadd2036 = fadd reassoc contract float %sel2011, 0.000000e+00
  %sel2037 = select i1 %sel2013, float %fadd2036, float 0.000000e+00
  store float %sel2037, ptr addrspace(3) %p2039, align 4
  br label %endif2035

endif2035:                                        ; preds = %then2034, %endif1992
  %keep2040 = and i1 %defer2029, %end2019
  %sel2041 = select i1 %keep2040, float %sel2011, float %sel1998
  %sel2042 = select i1 %keep2040, i1 %sel2013, i1 %sel1999
  %step2043 = zext i1 %end2019 to i32
  %add2044 = add nuw i32 %add2001, %step2043
  %step2045 = zext i1 %element2017 to i32
  %add2046 = add i32 %add2003, %step2045
  %call2047 = tail call i32 @llvm.smin.i32(i32 %add2044, i32 511)
  %93 = sext i32 %call2047 to i64
  %p2048 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %93
  %v2049 = load i32, ptr addrspace(3) %p2048, align 4
  %cmp2050 = icmp slt i32 %add2044, %call54
  %sel2051 = select i1 %cmp2050, i32 %v2049, i32 %call266
  %sel2052 = select i1 %end2019, i32 %sel2051, i32 %sel2009
  %sel2053 = select i1 %end2019, float 0.000000e+00, float %sel2011
  %sel2054 = select i1 %element2017, float %sel2026, float %sel2053
  %not.end2019 = xor i1 %end2019, true
  %sel2055 = select i1 %not.end2019, i1 %sel2013, i1 false
  %sel2056 = select i1 %element2017, i1 true, i1 %sel2055
  %ended2057 = or i1 %ended2014, %end2019
  %cmp2058 = icmp sgt i32 %sub1480, 13
  %cmp2059 = icmp slt i32 %add2046, %sel2052
  %element2060 = and i1 %cmp2058, %cmp2059
  %end2062 = xor i1 %cmp2058, %element2060
  %call2063 = tail call i32 @llvm.smin.i32(i32 %add2046, i32 511)
  %94 = sext i32 %call2063 to i64
  %p2064 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %94
  %v2065 = load float, ptr addrspace(3) %p2064, align 4
  %fadd2067 = fadd reassoc contract float %sel2054, %v2065
  %sel2069 = select i1 %sel2056, float %fadd2067, float %v2065
  %first2071 = xor i1 %ended2057, true
  %defer2072 = and i1 %cmp1511, %first2071
  %w2073 = xor i1 %defer2072, true
  %cmp2075 = icmp slt i32 %add2044, %local48
  %95 = and i1 %cmp2075, %w2073
  %in2076 = and i1 %95, %end2062
  br i1 %in2076, label %then2077, label %endif2078

then2077:                                         ; preds = %endif2035
  %p2082 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %93
  %fadd2079 = fadd reassoc contract float %sel2054, 0.000000e+00
  %sel2080 = select i1 %sel2056, float %fadd2079, float 0.000000e+00
  store float %sel2080, ptr addrspace(3) %p2082, align 4
  br label %endif2078

endif2078:                                        ; preds = %then2077, %endif2035
  %keep2083 = and i1 %defer2072, %end2062
  %sel2084 = select i1 %keep2083, float %sel2054, float %sel2041
  %sel2085 = select i1 %keep2083, i1 %sel2056, i1 %sel2042
  %step2086 = zext i1 %end2062 to i32
  %add2087 = add nuw i32 %add2044, %step2086
  %step2088 = zext i1 %element2060 to i32
  %add2089 = add i32 %add2046, %step2088
  %call2090 = tail call i32 @llvm.smin.i32(i32 %add2087, i32 511)
  %96 = sext i32 %call2090 to i64
  %p2091 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %96
  %v2092 = load i32, ptr addrspace(3) %p2091, align 4
  %cmp2093 = icmp slt i32 %add2087, %call54
  %sel2094 = select i1 %cmp2093, i32 %v2092, i32 %call266
  %sel2095 = select i1 %end2062, i32 %sel2094, i32 %sel2052
  %sel2096 = select i1 %end2062, float 0.000000e+00, float %sel2054
  %sel2097 = select i1 %element2060, float %sel2069, float %sel2096
  %not.end2062 = xor i1 %end2062, true
  %sel2098 = select i1 %not.end2062, i1 %sel2056, i1 false
  %sel2099 = select i1 %element2060, i1 true, i1 %sel2098
  %ended2100 = or i1 %ended2057, %end2062
  %cmp2101 = icmp sgt i32 %sub1480, 14
  %cmp2102 = icmp slt i32 %add2089, %sel2095
  %element2103 = and i1 %cmp2101, %cmp2102
  %end2105 = xor i1 %cmp2101, %element2103
  %call2106 = tail call i32 @llvm.smin.i32(i32 %add2089, i32 511)
  %97 = sext i32 %call2106 to i64
  %p2107 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %97
  %v2108 = load float, ptr addrspace(3) %p2107, align 4
  %fadd2110 = fadd reassoc contract float %sel2097, %v2108
  %sel2112 = select i1 %sel2099, float %fadd2110, float %v2108
  %first2114 = xor i1 %ended2100, true
  %defer2115 = and i1 %cmp1511, %first2114
  %w2116 = xor i1 %defer2115, true
  %cmp2118 = icmp slt i32 %add2087, %local48
  %98 = and i1 %cmp2118, %w2116
  %in2119 = and i1 %98, %end2105
  br i1 %in2119, label %then2120, label %endif2121

then2120:                                         ; preds = %endif2078
  %p2125 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %96
  %fadd2122 = fadd reassoc contract float %sel2097, 0.000000e+00
  %sel2123 = select i1 %sel2099, float %fadd2122, float 0.000000e+00
  store float %sel2123, ptr addrspace(3) %p2125, align 4
  br label %endif2121

endif2121:                                        ; preds = %then2120, %endif2078
  %keep2126 = and i1 %defer2115, %end2105
  %sel2127 = select i1 %keep2126, float %sel2097, float %sel2084
  %sel2128 = select i1 %keep2126, i1 %sel2099, i1 %sel2085
  %step2129 = zext i1 %end2105 to i32
  %add2130 = add nuw i32 %add2087, %step2129
  %step2131 = zext i1 %element2103 to i32
  %add2132 = add i32 %add2089, %step2131
  %call2133 = tail call i32 @llvm.smin.i32(i32 %add2130, i32 511)
  %99 = sext i32 %call2133 to i64
  %p2134 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %99
  %v2135 = load i32, ptr addrspace(3) %p2134, align 4
  %cmp2136 = icmp slt i32 %add2130, %call54
  %sel2137 = select i1 %cmp2136, i32 %v2135, i32 %call266
  %sel2138 = select i1 %end2105, i32 %sel2137, i32 %sel2095
  %sel2139 = select i1 %end2105, float 0.000000e+00, float %sel2097
  %sel2140 = select i1 %element2103, float %sel2112, float %sel2139
  %not.end2105 = xor i1 %end2105, true
  %sel2141 = select i1 %not.end2105, i1 %sel2099, i1 false
  %sel2142 = select i1 %element2103, i1 true, i1 %sel2141
  %ended2143 = or i1 %ended2100, %end2105
  %cmp2144 = icmp sgt i32 %sub1480, 15
  %cmp2145 = icmp slt i32 %add2132, %sel2138
  %element2146 = and i1 %cmp2144, %cmp2145
  %end2148 = xor i1 %cmp2144, %element2146
  %call2149 = tail call i32 @llvm.smin.i32(i32 %add2132, i32 511)
  %100 = sext i32 %call2149 to i64
  %p2150 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %100
  %v2151 = load float, ptr addrspace(3) %p2150, align 4
  %fadd2153 = fadd reassoc contract float %sel2140, %v2151
  %sel2155 = select i1 %sel2142, float %fadd2153, float %v2151
  %first2157 = xor i1 %ended2143, true
  %defer2158 = and i1 %cmp1511, %first2157
  %w2159 = xor i1 %defer2158, true
  %cmp2161 = icmp slt i32 %add2130, %local48
  %101 = and i1 %cmp2161, %w2159
  %in2162 = and i1 %101, %end2148
  br i1 %in2162, label %then2163, label %endif2164

then2163:                                         ; preds = %endif2121
  %p2168 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %99
  %fadd2165 = fadd reassoc contract float %sel2140, 0.000000e+00
  %sel2166 = select i1 %sel2142, float %fadd2165, float 0.000000e+00
  store float %sel2166, ptr addrspace(3) %p2168, align 4
  br label %endif2164

endif2164:                                        ; preds = %then2163, %endif2121
  %keep2169 = and i1 %defer2158, %end2148
  %sel2170 = select i1 %keep2169, float %sel2140, float %sel2127
  %sel2171 = select i1 %keep2169, i1 %sel2142, i1 %sel2128
  %step2172 = zext i1 %end2148 to i32
  %add2173 = add nuw i32 %add2130, %step2172
  %sel2182 = select i1 %end2148, float 0.000000e+00, float %sel2140
  %sel2183 = select i1 %element2146, float %sel2155, float %sel2182
  %not.end2148 = xor i1 %end2148, true
  %sel2184 = select i1 %not.end2148, i1 %sel2142, i1 false
  %sel2185 = select i1 %element2146, i1 true, i1 %sel2184
  %ended2186 = or i1 %ended2143, %end2148
  %wide2187 = sext i32 %add2173 to i64
  %add2188 = add nsw i64 %it, %wide2187
  %wide2189 = zext i1 %ended2186 to i32
  %call2190 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide2189, i32 1, i32 0)
  %leaf = trunc i32 %call2190 to i1
  %bits = bitcast float %sel2183 to i32
  %call2191 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits, i32 1, i32 0)
  %leaf2192 = bitcast i32 %call2191 to float
  %wide2193 = zext i1 %sel2185 to i32
  %call2194 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide2193, i32 1, i32 0)
  %leaf2195 = trunc i32 %call2194 to i1
  %fadd2198 = fadd reassoc contract float %sel2183, %leaf2192
  %sel2199 = select i1 %sel2185, float %fadd2198, float %leaf2192
  %sel2200 = select i1 %leaf2195, float %sel2199, float %sel2183
  %take.not = or i1 %cmp2196, %ended2186
  %sel2202 = select i1 %take.not, float %sel2183, float %sel2200
  %not.take.not = xor i1 %take.not, true
  %has2201 = select i1 %not.take.not, i1 %leaf2195, i1 false
  %sel2203 = or i1 %sel2185, %has2201
  %f = select i1 %not.cmp2196, i1 %leaf, i1 false
  %sel2204 = or i1 %ended2186, %f
  %wide2205 = zext i1 %sel2204 to i32
  %call2206 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide2205, i32 2, i32 0)
  %leaf2207 = trunc i32 %call2206 to i1
  %bits2208 = bitcast float %sel2202 to i32
  %call2209 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2208, i32 2, i32 0)
  %leaf2210 = bitcast i32 %call2209 to float
  %wide2211 = zext i1 %sel2203 to i32
  %call2212 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide2211, i32 2, i32 0)
  %leaf2213 = trunc i32 %call2212 to i1
  %fadd2216 = fadd reassoc contract float %sel2202, %leaf2210
  %sel2217 = select i1 %sel2203, float %fadd2216, float %leaf2210
  %sel2218 = select i1 %leaf2213, float %sel2217, float %sel2202
  %take2221.not = or i1 %cmp2214, %sel2204
  %sel2222 = select i1 %take2221.not, float %sel2202, float %sel2218
  %not.take2221.not = xor i1 %take2221.not, true
  %has2219 = select i1 %not.take2221.not, i1 %leaf2213, i1 false
  %sel2223 = or i1 %sel2203, %has2219
  %f2224 = select i1 %not.cmp2214, i1 %leaf2207, i1 false
  %sel2225 = or i1 %sel2204, %f2224
  %wide2226 = zext i1 %sel2225 to i32
  %call2227 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide2226, i32 4, i32 0)
  %leaf2228 = trunc i32 %call2227 to i1
  %bits2229 = bitcast float %sel2222 to i32
  %call2230 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2229, i32 4, i32 0)
  %leaf2231 = bitcast i32 %call2230 to float
  %wide2232 = zext i1 %sel2223 to i32
  %call2233 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide2232, i32 4, i32 0)
  %leaf2234 = trunc i32 %call2233 to i1
  %fadd2237 = fadd reassoc contract float %sel2222, %leaf2231
  %sel2238 = select i1 %sel2223, float %fadd2237, float %leaf2231
  %sel2239 = select i1 %leaf2234, float %sel2238, float %sel2222
  %take2242.not = or i1 %cmp2235, %sel2225
  %sel2243 = select i1 %take2242.not, float %sel2222, float %sel2239
  %not.take2242.not = xor i1 %take2242.not, true
  %has2240 = select i1 %not.take2242.not, i1 %leaf2234, i1 false
  %sel2244 = or i1 %sel2223, %has2240
  %f2245 = select i1 %not.cmp2235, i1 %leaf2228, i1 false
  %sel2246 = or i1 %sel2225, %f2245
  %wide2247 = zext i1 %sel2246 to i32
  %call2248 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide2247, i32 8, i32 0)
  %leaf2249 = trunc i32 %call2248 to i1
  %bits2250 = bitcast float %sel2243 to i32
  %call2251 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2250, i32 8, i32 0)
  %leaf2252 = bitcast i32 %call2251 to float
  %wide2253 = zext i1 %sel2244 to i32
  %call2254 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide2253, i32 8, i32 0)
  %leaf2255 = trunc i32 %call2254 to i1
  %fadd2258 = fadd reassoc contract float %sel2243, %leaf2252
  %sel2259 = select i1 %sel2244, float %fadd2258, float %leaf2252
  %sel2260 = select i1 %leaf2255, float %sel2259, float %sel2243
  %take2263.not = or i1 %cmp2256, %sel2246
  %sel2264 = select i1 %take2263.not, float %sel2243, float %sel2260
  %not.take2263.not = xor i1 %take2263.not, true
  %has2261 = select i1 %not.take2263.not, i1 %leaf2255, i1 false
  %sel2265 = or i1 %sel2244, %has2261
  %f2266 = select i1 %not.cmp2256, i1 %leaf2249, i1 false
  %sel2267 = or i1 %sel2246, %f2266
  %wide2268 = zext i1 %sel2267 to i32
  %call2269 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide2268, i32 16, i32 0)
  %leaf2270 = trunc i32 %call2269 to i1
  %bits2271 = bitcast float %sel2264 to i32
  %call2272 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2271, i32 16, i32 0)
  %leaf2273 = bitcast i32 %call2272 to float
  %wide2274 = zext i1 %sel2265 to i32
  %call2275 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide2274, i32 16, i32 0)
  %leaf2276 = trunc i32 %call2275 to i1
  %fadd2279 = fadd reassoc contract float %sel2264, %leaf2273
  %sel2280 = select i1 %sel2265, float %fadd2279, float %leaf2273
  %sel2281 = select i1 %leaf2276, float %sel2280, float %sel2264
  %take2284.not = or i1 %cmp2277, %sel2267
  %sel2285 = select i1 %take2284.not, float %sel2264, float %sel2281
  %not.take2284.not = xor i1 %take2284.not, true
  %has2282 = select i1 %not.take2284.not, i1 %leaf2276, i1 false
  %sel2286 = or i1 %sel2265, %has2282
  %f2287 = select i1 %not.cmp2277, i1 %leaf2270, i1 false
  %sel2288 = or i1 %sel2267, %f2287
  %wide2289 = zext i1 %sel2288 to i32
  %call2290 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide2289, i32 1, i32 0)
  %bits2292 = bitcast float %sel2285 to i32
  %call2293 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2292, i32 1, i32 0)
  %leaf2294 = bitcast i32 %call2293 to float
  %wide2295 = zext i1 %sel2286 to i32
  %call2296 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide2295, i32 1, i32 0)
  %leaf2297 = trunc i32 %call2296 to i1
  %p2299 = and i1 %not.cmp2196, %leaf2297
  %call2300 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %ended2186)
  %deferred = and i1 %cmp1511, %ended2186
  %in2303 = and i1 %cmp1525, %deferred
  %fadd2305 = fadd reassoc contract float %sel2170, %leaf2294
  %sel2306 = select i1 %sel2171, float %fadd2305, float %leaf2294
  %sel2307 = select i1 %p2299, float %sel2306, float %sel2170
  %has2308 = or i1 %sel2171, %p2299
  br i1 %in2303, label %then2310, label %endif2311

then2310:                                         ; preds = %endif2164
  %call2301 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %call2300, i1 false)
  %cmp2309 = icmp eq i32 %lane, %call2301
  %tile = and i1 %cmp43, %cmp2309
  br i1 %tile, label %then2312, label %else2313

endif2311:                                        ; preds = %then2312, %else2313, %endif2164
  br i1 %cmp2323, label %then2324, label %endif2325

then2312:                                         ; preds = %then2310
  %mul2315 = shl i64 %i, 1
  %add2316 = or disjoint i64 %mul2315, 1
  %p2317 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add2316
  store float %sel2307, ptr addrspace(1) %p2317, align 4
  %flag = zext i1 %has2308 to i64
  %p2318 = getelementptr inbounds i64, ptr addrspace(1) %10, i64 %add2316
  store i64 %flag, ptr addrspace(1) %p2318, align 4
  br label %endif2311

else2313:                                         ; preds = %then2310
  %fadd2319 = fadd reassoc contract float %sel2307, 0.000000e+00
  %sel2320 = select i1 %has2308, float %fadd2319, float 0.000000e+00
  %p2322 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %55
  store float %sel2320, ptr addrspace(3) %p2322, align 4
  br label %endif2311

then2324:                                         ; preds = %endif2311
  %mul2326 = shl i64 %i, 1
  %p2331 = getelementptr inbounds i64, ptr addrspace(1) %10, i64 %mul2326
  %mul2329 = shl i64 %add2188, 1
  %has2328 = zext i1 %sel2286 to i64
  %add2330 = or disjoint i64 %mul2329, %has2328
  %p2327 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %mul2326
  store float %sel2285, ptr addrspace(1) %p2327, align 4
  store i64 %add2330, ptr addrspace(1) %p2331, align 4
  br label %endif2325

endif2325:                                        ; preds = %then2324, %endif2311
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp2333 = icmp slt i32 %lane, %call54
  %first2335 = and i1 %cmp2196, %cmp43
  %w2336 = xor i1 %first2335, true
  %w2337 = and i1 %cmp2333, %w2336
  %cmp2338 = icmp slt i32 %lane, %local48
  %in2339 = and i1 %cmp2338, %w2337
  br i1 %in2339, label %then2340, label %endif2341

then2340:                                         ; preds = %endif2325
  %gep2619 = getelementptr float, ptr addrspace(1) %invariant.gep2618, i64 %it
  %v2343 = load float, ptr addrspace(3) %p2342, align 4
  store float %v2343, ptr addrspace(1) %gep2619, align 4
  br label %endif2341

endif2341:                                        ; preds = %then2340, %endif2325
  br i1 %cmp70, label %then2348, label %endif2349

then2348:                                         ; preds = %endif2341
  %cmp2351 = icmp slt i32 %add73, %call54
  %cmp2356 = icmp slt i32 %add73, %local48
  %in2357 = and i1 %cmp2356, %cmp2351
  br i1 %in2357, label %then2358, label %endif2349

endif2349:                                        ; preds = %then2348, %then2358, %endif2341
  br i1 %cmp85, label %then2366, label %endif2367

then2358:                                         ; preds = %then2348
  %gep2621 = getelementptr float, ptr addrspace(1) %invariant.gep2620, i64 %it
  %v2361 = load float, ptr addrspace(3) %p2360, align 4
  store float %v2361, ptr addrspace(1) %gep2621, align 4
  br label %endif2349

then2366:                                         ; preds = %endif2349
  %cmp2369 = icmp slt i32 %add88, %call54
  %cmp2374 = icmp slt i32 %add88, %local48
  %in2375 = and i1 %cmp2374, %cmp2369
  br i1 %in2375, label %then2376, label %endif2377

endif2367:                                        ; preds = %endif2377, %then2391, %endif2349
  br i1 %cmp112, label %then2399, label %endif2400

then2376:                                         ; preds = %then2366
  %gep2623 = getelementptr float, ptr addrspace(1) %invariant.gep2622, i64 %it
  %v2379 = load float, ptr addrspace(3) %p2378, align 4
  store float %v2379, ptr addrspace(1) %gep2623, align 4
  br label %endif2377

endif2377:                                        ; preds = %then2376, %then2366
  %cmp2384 = icmp slt i32 %add89, %call54
  %cmp2389 = icmp slt i32 %add89, %local48
  %in2390 = and i1 %cmp2389, %cmp2384
  br i1 %in2390, label %then2391, label %endif2367

then2391:                                         ; preds = %endif2377
  %gep2625 = getelementptr float, ptr addrspace(1) %invariant.gep2624, i64 %it
  %v2394 = load float, ptr addrspace(3) %p2393, align 4
  store float %v2394, ptr addrspace(1) %gep2625, align 4
  br label %endif2367

then2399:                                         ; preds = %endif2367
  %cmp2402 = icmp slt i32 %add115, %call54
  %cmp2407 = icmp slt i32 %add115, %local48
  %in2408 = and i1 %cmp2407, %cmp2402
  br i1 %in2408, label %then2409, label %endif2410

endif2400:                                        ; preds = %endif2440, %then2454, %endif2367
  br i1 %cmp163, label %then2462, label %endif2463

then2409:                                         ; preds = %then2399
  %gep2627 = getelementptr float, ptr addrspace(1) %invariant.gep2626, i64 %it
  %v2412 = load float, ptr addrspace(3) %p2411, align 4
  store float %v2412, ptr addrspace(1) %gep2627, align 4
  br label %endif2410

endif2410:                                        ; preds = %then2409, %then2399
  %cmp2417 = icmp slt i32 %add116, %call54
  %cmp2422 = icmp slt i32 %add116, %local48
  %in2423 = and i1 %cmp2422, %cmp2417
  br i1 %in2423, label %then2424, label %endif2425

then2424:                                         ; preds = %endif2410
  %gep2629 = getelementptr float, ptr addrspace(1) %invariant.gep2628, i64 %it
  %v2427 = load float, ptr addrspace(3) %p2426, align 4
  store float %v2427, ptr addrspace(1) %gep2629, align 4
  br label %endif2425

endif2425:                                        ; preds = %then2424, %endif2410
  %cmp2432 = icmp slt i32 %add117, %call54
  %cmp2437 = icmp slt i32 %add117, %local48
  %in2438 = and i1 %cmp2437, %cmp2432
  br i1 %in2438, label %then2439, label %endif2440

then2439:                                         ; preds = %endif2425
  %gep2631 = getelementptr float, ptr addrspace(1) %invariant.gep2630, i64 %it
  %v2442 = load float, ptr addrspace(3) %p2441, align 4
  store float %v2442, ptr addrspace(1) %gep2631, align 4
  br label %endif2440

endif2440:                                        ; preds = %then2439, %endif2425
  %cmp2447 = icmp slt i32 %add118, %call54
  %cmp2452 = icmp slt i32 %add118, %local48
  %in2453 = and i1 %cmp2452, %cmp2447
  br i1 %in2453, label %then2454, label %endif2400

then2454:                                         ; preds = %endif2440
  %gep2633 = getelementptr float, ptr addrspace(1) %invariant.gep2632, i64 %it
  %v2457 = load float, ptr addrspace(3) %p2456, align 4
  store float %v2457, ptr addrspace(1) %gep2633, align 4
  br label %endif2400

then2462:                                         ; preds = %endif2400
  %cmp2465 = icmp slt i32 %add166, %call54
  %cmp2470 = icmp slt i32 %add166, %local48
  %in2471 = and i1 %cmp2470, %cmp2465
  br i1 %in2471, label %then2472, label %endif2473

endif2463:                                        ; preds = %endif2563, %then2577, %endif2400
  %add2584 = add i64 %i, %warp8
  %cmp2585 = icmp slt i64 %add2584, %11
  br i1 %cmp2585, label %stride.body, label %stride.exit

then2472:                                         ; preds = %then2462
  %gep2635 = getelementptr float, ptr addrspace(1) %invariant.gep2634, i64 %it
  %v2475 = load float, ptr addrspace(3) %p2474, align 4
  store float %v2475, ptr addrspace(1) %gep2635, align 4
  br label %endif2473

endif2473:                                        ; preds = %then2472, %then2462
  %cmp2480 = icmp slt i32 %add167, %call54
  %cmp2485 = icmp slt i32 %add167, %local48
  %in2486 = and i1 %cmp2485, %cmp2480
  br i1 %in2486, label %then2487, label %endif2488

then2487:                                         ; preds = %endif2473
  %gep2637 = getelementptr float, ptr addrspace(1) %invariant.gep2636, i64 %it
  %v2490 = load float, ptr addrspace(3) %p2489, align 4
  store float %v2490, ptr addrspace(1) %gep2637, align 4
  br label %endif2488

endif2488:                                        ; preds = %then2487, %endif2473
  %cmp2495 = icmp slt i32 %add168, %call54
  %cmp2500 = icmp slt i32 %add168, %local48
  %in2501 = and i1 %cmp2500, %cmp2495
  br i1 %in2501, label %then2502, label %endif2503

then2502:                                         ; preds = %endif2488
  %gep2639 = getelementptr float, ptr addrspace(1) %invariant.gep2638, i64 %it
  %v2505 = load float, ptr addrspace(3) %p2504, align 4
  store float %v2505, ptr addrspace(1) %gep2639, align 4
  br label %endif2503

endif2503:                                        ; preds = %then2502, %endif2488
  %cmp2510 = icmp slt i32 %add169, %call54
  %cmp2515 = icmp slt i32 %add169, %local48
  %in2516 = and i1 %cmp2515, %cmp2510
  br i1 %in2516, label %then2517, label %endif2518

then2517:                                         ; preds = %endif2503
  %gep2641 = getelementptr float, ptr addrspace(1) %invariant.gep2640, i64 %it
  %v2520 = load float, ptr addrspace(3) %p2519, align 4
  store float %v2520, ptr addrspace(1) %gep2641, align 4
  br label %endif2518

endif2518:                                        ; preds = %then2517, %endif2503
  %cmp2525 = icmp slt i32 %add170, %call54
  %cmp2530 = icmp slt i32 %add170, %local48
  %in2531 = and i1 %cmp2530, %cmp2525
  br i1 %in2531, label %then2532, label %endif2533

then2532:                                         ; preds = %endif2518
  %gep2643 = getelementptr float, ptr addrspace(1) %invariant.gep2642, i64 %it
  %v2535 = load float, ptr addrspace(3) %p2534, align 4
  store float %v2535, ptr addrspace(1) %gep2643, align 4
  br label %endif2533

endif2533:                                        ; preds = %then2532, %endif2518
  %cmp2540 = icmp slt i32 %add171, %call54
  %cmp2545 = icmp slt i32 %add171, %local48
  %in2546 = and i1 %cmp2545, %cmp2540
  br i1 %in2546, label %then2547, label %endif2548

then2547:                                         ; preds = %endif2533
  %gep2645 = getelementptr float, ptr addrspace(1) %invariant.gep2644, i64 %it
  %v2550 = load float, ptr addrspace(3) %p2549, align 4
  store float %v2550, ptr addrspace(1) %gep2645, align 4
  br label %endif2548

endif2548:                                        ; preds = %then2547, %endif2533
  %cmp2555 = icmp slt i32 %add172, %call54
  %cmp2560 = icmp slt i32 %add172, %local48
  %in2561 = and i1 %cmp2560, %cmp2555
  br i1 %in2561, label %then2562, label %endif2563

then2562:                                         ; preds = %endif2548
  %gep2647 = getelementptr float, ptr addrspace(1) %invariant.gep2646, i64 %it
  %v2565 = load float, ptr addrspace(3) %p2564, align 4
  store float %v2565, ptr addrspace(1) %gep2647, align 4
  br label %endif2563

endif2563:                                        ; preds = %then2562, %endif2548
  %cmp2570 = icmp slt i32 %add173, %call54
  %cmp2575 = icmp slt i32 %add173, %local48
  %in2576 = and i1 %cmp2575, %cmp2570
  br i1 %in2576, label %then2577, label %endif2463

then2577:                                         ; preds = %endif2563
  %gep2649 = getelementptr float, ptr addrspace(1) %invariant.gep2648, i64 %it
  %v2580 = load float, ptr addrspace(3) %p2579, align 4
  store float %v2580, ptr addrspace(1) %gep2649, align 4
  br label %endif2463
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
!2 = !{ptr @systole_fold_seg_csr_spmv_f32_segment, !"maxntidx", i32 224}
!3 = !{ptr @systole_fold_seg_csr_spmv_f32_segment, !"minctasm", i32 1}
!4 = !{ptr @systole_fold_seg_csr_spmv_f32_finish, !"kernel", i32 1}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.peeled.count", i32 1}
