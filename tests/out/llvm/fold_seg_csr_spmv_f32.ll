; ModuleID = 'systole_fold_seg_csr_spmv_f32'
source_filename = "systole_fold_seg_csr_spmv_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@scan.shared = internal unnamed_addr addrspace(3) global [2048 x i32] undef, align 8
@scan.shared.1 = internal unnamed_addr addrspace(3) global [2048 x float] undef, align 8
@scan.shared.2 = internal unnamed_addr addrspace(3) global [2048 x float] undef, align 8

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
  %mul23 = shl i64 %i, 8
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
define void @systole_fold_seg_csr_spmv_f32_segment(i64 %0, ptr addrspace(1) noalias nocapture readonly %1, i64 %2, i64 %3, ptr addrspace(1) noalias nocapture readonly %4, i64 %5, ptr addrspace(1) noalias nocapture readonly %6, i64 %7, ptr addrspace(1) noalias nocapture writeonly %8, ptr addrspace(1) noalias nocapture writeonly %9, ptr addrspace(1) noalias nocapture writeonly %10, i64 %11, i64 %12) local_unnamed_addr #2 {
entry:
  %call = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg = zext nneg i32 %call to i64
  %call1 = tail call range(i32 1, 257) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
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
  %15 = shl nuw nsw i64 %sreg, 3
  %mul24 = and i64 %15, 1792
  %stage = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %mul24
  %stage25 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.1, i64 %mul24
  %stage26 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.2, i64 %mul24
  %lane27 = trunc nuw nsw i64 %lane to i32
  %cmp.not = icmp sgt i64 %7, %0
  %cmp29 = icmp slt i64 %warp, %11
  br i1 %cmp29, label %stride.body.preheader, label %stride.exit

stride.body.preheader:                            ; preds = %entry
  %invariant.gep1524 = getelementptr i8, ptr addrspace(1) %6, i64 4
  %add41 = add nuw nsw i64 %lane, 1
  %p105 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %lane
  %add114 = or disjoint i32 %lane27, 32
  %wide115 = zext nneg i32 %add114 to i64
  %p125 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide115
  %add139 = or disjoint i32 %lane27, 64
  %add140 = or disjoint i32 %lane27, 96
  %wide141 = zext nneg i32 %add139 to i64
  %wide148 = zext nneg i32 %add140 to i64
  %p158 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide141
  %p169 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide148
  %add183 = or disjoint i32 %lane27, 128
  %add184 = or disjoint i32 %lane27, 160
  %add185 = or disjoint i32 %lane27, 192
  %add186 = or disjoint i32 %lane27, 224
  %wide187 = zext nneg i32 %add183 to i64
  %wide194 = zext nneg i32 %add184 to i64
  %wide201 = zext nneg i32 %add185 to i64
  %wide208 = zext nneg i32 %add186 to i64
  %p218 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide187
  %p229 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide194
  %p240 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide201
  %p251 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide208
  %sub290 = add i64 %2, -1
  %sub293 = add i64 %3, -1
  %sub407 = add i64 %0, -1
  %p863 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %lane
  %p865 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide115
  %p867 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide141
  %p869 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide148
  %p871 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide187
  %p873 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide194
  %p875 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide201
  %p877 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide208
  %mul878 = shl nuw nsw i32 %lane27, 3
  %cmp1257 = icmp eq i64 %lane, 0
  %not.cmp1257 = xor i1 %cmp1257, true
  %cmp1275 = icmp ult i64 %lane, 2
  %not.cmp1275 = xor i1 %cmp1275, true
  %cmp1296 = icmp ult i64 %lane, 4
  %not.cmp1296 = xor i1 %cmp1296, true
  %cmp1317 = icmp ult i64 %lane, 8
  %not.cmp1317 = xor i1 %cmp1317, true
  %cmp1338 = icmp ult i64 %lane, 16
  %not.cmp1338 = xor i1 %cmp1338, true
  %cmp1384 = icmp eq i64 %lane, 31
  %p1403 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %lane
  %invariant.gep1542 = getelementptr float, ptr addrspace(1) %8, i64 %wide115
  %p1421 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide115
  %invariant.gep1544 = getelementptr float, ptr addrspace(1) %8, i64 %wide141
  %p1439 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide141
  %invariant.gep1546 = getelementptr float, ptr addrspace(1) %8, i64 %wide148
  %p1454 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide148
  %invariant.gep1548 = getelementptr float, ptr addrspace(1) %8, i64 %wide187
  %p1472 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide187
  %invariant.gep1550 = getelementptr float, ptr addrspace(1) %8, i64 %wide194
  %p1487 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide194
  %invariant.gep1552 = getelementptr float, ptr addrspace(1) %8, i64 %wide201
  %p1502 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide201
  %invariant.gep1554 = getelementptr float, ptr addrspace(1) %8, i64 %wide208
  %p1517 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide208
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %endif1461
  %i = phi i64 [ %add1522, %endif1461 ], [ %warp, %stride.body.preheader ]
  %mul30 = shl i64 %i, 8
  %call31 = tail call i64 @llvm.smin.i64(i64 %mul30, i64 %add21)
  %add32 = add i64 %call31, 256
  %call33 = tail call i64 @llvm.smin.i64(i64 %add32, i64 %add21)
  %sub34 = sub i64 %call31, %sub20
  %call35 = tail call i64 @llvm.smax.i64(i64 %sub34, i64 0)
  %call36 = tail call i64 @llvm.smin.i64(i64 %call31, i64 %call9)
  %cmp37 = icmp slt i64 %call35, %call36
  br i1 %cmp37, label %repeat.body, label %repeat.exit

stride.exit:                                      ; preds = %endif1461, %entry
  ret void

repeat.body:                                      ; preds = %stride.body, %repeat.body
  %phi = phi i64 [ %add61, %repeat.body ], [ %call35, %stride.body ]
  %phi38 = phi i64 [ %call67, %repeat.body ], [ %call36, %stride.body ]
  %reass.sub = sub i64 %phi38, %phi
  %add40 = add i64 %reass.sub, 31
  %step = sdiv i64 %add40, 32
  %mul42 = mul nsw i64 %step, %add41
  %add43 = add i64 %phi, -1
  %sub44 = add i64 %add43, %mul42
  %cmp45 = icmp slt i64 %sub44, %phi38
  %sub46 = add i64 %phi38, -1
  %call47 = tail call i64 @llvm.smin.i64(i64 %sub44, i64 %sub46)
  %gep = getelementptr i32, ptr addrspace(1) %invariant.gep1524, i64 %call47
  %v50 = load i32, ptr addrspace(1) %gep, align 4
  %offset51 = sext i32 %v50 to i64
  %call52 = tail call i64 @llvm.smax.i64(i64 %offset51, i64 %call11)
  %call53 = tail call i64 @llvm.smin.i64(i64 %call52, i64 %7)
  %sub54 = sub i64 %call53, %call11
  %16 = xor i64 %call47, -1
  %sub56 = add i64 %call31, %16
  %cmp57 = icmp sle i64 %sub54, %sub56
  %below = and i1 %cmp45, %cmp57
  %call58 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %below)
  %call59 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call58)
  %c = zext nneg i32 %call59 to i64
  %mul60 = mul nsw i64 %step, %c
  %add61 = add i64 %mul60, %phi
  %add62 = add nuw nsw i64 %c, 1
  %mul63 = mul i64 %add62, %step
  %sub65 = add i64 %add43, %mul63
  %call66 = tail call i64 @llvm.smin.i64(i64 %phi38, i64 %sub65)
  %call67 = tail call i64 @llvm.smax.i64(i64 %call66, i64 %add61)
  %cmp68 = icmp sgt i64 %call66, %add61
  br i1 %cmp68, label %repeat.body, label %repeat.exit

repeat.exit:                                      ; preds = %repeat.body, %stride.body
  %phi69 = phi i64 [ %call35, %stride.body ], [ %add61, %repeat.body ]
  %sub71 = sub i64 %call31, %phi69
  %cmp72 = icmp eq i64 %phi69, 0
  %sub73 = add i64 %phi69, -1
  %call74 = tail call i64 @llvm.smax.i64(i64 %sub73, i64 0)
  %gep1525 = getelementptr i32, ptr addrspace(1) %invariant.gep1524, i64 %call74
  %v77 = load i32, ptr addrspace(1) %gep1525, align 4
  %offset78 = sext i32 %v77 to i64
  %call79 = tail call i64 @llvm.smax.i64(i64 %offset78, i64 %call11)
  %call80 = tail call i64 @llvm.smin.i64(i64 %call79, i64 %7)
  %sub81 = sub i64 %call80, %call11
  %sel = select i1 %cmp72, i64 0, i64 %sub81
  %sub82 = sub i64 %sel, %sub71
  %call83 = tail call i64 @llvm.smax.i64(i64 %sub82, i64 -1)
  %local = trunc i64 %call83 to i32
  %cmp85 = icmp slt i32 %local, 0
  %sub86 = sub i64 %call33, %call31
  %local87 = trunc i64 %sub86 to i32
  %sub88 = sub i64 %call9, %phi69
  %call89 = tail call i64 @llvm.smin.i64(i64 %sub88, i64 257)
  %local90 = trunc i64 %call89 to i32
  %call91 = tail call i32 @llvm.smin.i32(i32 %local90, i32 %local87)
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add92 = add i64 %sub71, %call11
  %sub93 = sub i64 %7, %add92
  %call94 = tail call i64 @llvm.umin.i64(i64 %sub93, i64 257)
  %add96 = add i64 %phi69, %lane
  %call97 = tail call i64 @llvm.smin.i64(i64 %add96, i64 %call13)
  %gep1527 = getelementptr i32, ptr addrspace(1) %invariant.gep1524, i64 %call97
  %v100 = load i32, ptr addrspace(1) %gep1527, align 4
  %offset101 = sext i32 %v100 to i64
  %sub102 = sub i64 %offset101, %add92
  %call103 = tail call i64 @llvm.umin.i64(i64 %sub102, i64 %call94)
  %local104 = trunc nuw nsw i64 %call103 to i32
  store i32 %local104, ptr addrspace(3) %p105, align 4
  %cmp106 = icmp sgt i32 %call91, %lane27
  %add107 = add nuw nsw i32 %local104, %lane27
  %cmp108 = icmp slt i32 %add107, %local87
  %below109 = and i1 %cmp106, %cmp108
  %call110 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %below109)
  %call111 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call110)
  %cmp113 = icmp eq i32 %call110, -1
  br i1 %cmp113, label %then, label %endif

then:                                             ; preds = %repeat.exit
  %add116 = add i64 %phi69, %wide115
  %call117 = tail call i64 @llvm.smin.i64(i64 %add116, i64 %call13)
  %gep1529 = getelementptr i32, ptr addrspace(1) %invariant.gep1524, i64 %call117
  %v120 = load i32, ptr addrspace(1) %gep1529, align 4
  %offset121 = sext i32 %v120 to i64
  %sub122 = sub i64 %offset121, %add92
  %call123 = tail call i64 @llvm.umin.i64(i64 %sub122, i64 %call94)
  %local124 = trunc nuw nsw i64 %call123 to i32
  store i32 %local124, ptr addrspace(3) %p125, align 4
  %cmp126 = icmp slt i32 %add114, %call91
  %add127 = add nuw nsw i32 %add114, %local124
  %cmp128 = icmp slt i32 %add127, %local87
  %below129 = and i1 %cmp126, %cmp128
  %call130 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %below129)
  %call131 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call130)
  %add133 = add nuw nsw i32 %call131, 32
  br label %endif

endif:                                            ; preds = %repeat.exit, %then
  %phi134 = phi i32 [ %add133, %then ], [ %call111, %repeat.exit ]
  %cmp135 = icmp eq i32 %phi134, 64
  br i1 %cmp135, label %then136, label %endif138

then136:                                          ; preds = %endif
  %add142 = add i64 %phi69, %wide141
  %call143 = tail call i64 @llvm.smin.i64(i64 %add142, i64 %call13)
  %gep1531 = getelementptr i32, ptr addrspace(1) %invariant.gep1524, i64 %call143
  %v146 = load i32, ptr addrspace(1) %gep1531, align 4
  %offset147 = sext i32 %v146 to i64
  %add149 = add i64 %phi69, %wide148
  %call150 = tail call i64 @llvm.smin.i64(i64 %add149, i64 %call13)
  %gep1533 = getelementptr i32, ptr addrspace(1) %invariant.gep1524, i64 %call150
  %v153 = load i32, ptr addrspace(1) %gep1533, align 4
  %offset154 = sext i32 %v153 to i64
  %sub155 = sub i64 %offset147, %add92
  %call156 = tail call i64 @llvm.umin.i64(i64 %sub155, i64 %call94)
  %local157 = trunc nuw nsw i64 %call156 to i32
  store i32 %local157, ptr addrspace(3) %p158, align 4
  %cmp159 = icmp slt i32 %add139, %call91
  %add160 = add nuw nsw i32 %add139, %local157
  %cmp161 = icmp slt i32 %add160, %local87
  %below162 = and i1 %cmp159, %cmp161
  %call163 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %below162)
  %call164 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call163)
  %sub166 = sub i64 %offset154, %add92
  %call167 = tail call i64 @llvm.umin.i64(i64 %sub166, i64 %call94)
  %local168 = trunc nuw nsw i64 %call167 to i32
  store i32 %local168, ptr addrspace(3) %p169, align 4
  %cmp170 = icmp slt i32 %add140, %call91
  %add171 = add nuw nsw i32 %add140, %local168
  %cmp172 = icmp slt i32 %add171, %local87
  %below173 = and i1 %cmp170, %cmp172
  %call174 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %below173)
  %call175 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call174)
  %add176 = or disjoint i32 %call164, 64
  %add177 = add nuw nsw i32 %add176, %call175
  br label %endif138

endif138:                                         ; preds = %endif, %then136
  %phi178 = phi i32 [ %add177, %then136 ], [ %phi134, %endif ]
  %cmp179 = icmp eq i32 %phi178, 128
  br i1 %cmp179, label %then180, label %endif182

then180:                                          ; preds = %endif138
  %add188 = add i64 %phi69, %wide187
  %call189 = tail call i64 @llvm.smin.i64(i64 %add188, i64 %call13)
  %gep1535 = getelementptr i32, ptr addrspace(1) %invariant.gep1524, i64 %call189
  %v192 = load i32, ptr addrspace(1) %gep1535, align 4
  %offset193 = sext i32 %v192 to i64
  %add195 = add i64 %phi69, %wide194
  %call196 = tail call i64 @llvm.smin.i64(i64 %add195, i64 %call13)
  %gep1537 = getelementptr i32, ptr addrspace(1) %invariant.gep1524, i64 %call196
  %v199 = load i32, ptr addrspace(1) %gep1537, align 4
  %offset200 = sext i32 %v199 to i64
  %add202 = add i64 %phi69, %wide201
  %call203 = tail call i64 @llvm.smin.i64(i64 %add202, i64 %call13)
  %gep1539 = getelementptr i32, ptr addrspace(1) %invariant.gep1524, i64 %call203
  %v206 = load i32, ptr addrspace(1) %gep1539, align 4
  %offset207 = sext i32 %v206 to i64
  %add209 = add i64 %phi69, %wide208
  %call210 = tail call i64 @llvm.smin.i64(i64 %add209, i64 %call13)
  %gep1541 = getelementptr i32, ptr addrspace(1) %invariant.gep1524, i64 %call210
  %v213 = load i32, ptr addrspace(1) %gep1541, align 4
  %offset214 = sext i32 %v213 to i64
  %sub215 = sub i64 %offset193, %add92
  %call216 = tail call i64 @llvm.umin.i64(i64 %sub215, i64 %call94)
  %local217 = trunc nuw nsw i64 %call216 to i32
  store i32 %local217, ptr addrspace(3) %p218, align 4
  %cmp219 = icmp slt i32 %add183, %call91
  %add220 = add nuw nsw i32 %add183, %local217
  %cmp221 = icmp slt i32 %add220, %local87
  %below222 = and i1 %cmp219, %cmp221
  %call223 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %below222)
  %call224 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call223)
  %sub226 = sub i64 %offset200, %add92
  %call227 = tail call i64 @llvm.umin.i64(i64 %sub226, i64 %call94)
  %local228 = trunc nuw nsw i64 %call227 to i32
  store i32 %local228, ptr addrspace(3) %p229, align 4
  %cmp230 = icmp slt i32 %add184, %call91
  %add231 = add nuw nsw i32 %add184, %local228
  %cmp232 = icmp slt i32 %add231, %local87
  %below233 = and i1 %cmp230, %cmp232
  %call234 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %below233)
  %call235 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call234)
  %sub237 = sub i64 %offset207, %add92
  %call238 = tail call i64 @llvm.umin.i64(i64 %sub237, i64 %call94)
  %local239 = trunc nuw nsw i64 %call238 to i32
  store i32 %local239, ptr addrspace(3) %p240, align 4
  %cmp241 = icmp slt i32 %add185, %call91
  %add242 = add nuw nsw i32 %add185, %local239
  %cmp243 = icmp slt i32 %add242, %local87
  %below244 = and i1 %cmp241, %cmp243
  %call245 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %below244)
  %call246 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call245)
  %sub248 = sub i64 %offset214, %add92
  %call249 = tail call i64 @llvm.umin.i64(i64 %sub248, i64 %call94)
  %local250 = trunc nuw nsw i64 %call249 to i32
  store i32 %local250, ptr addrspace(3) %p251, align 4
  %cmp252 = icmp slt i32 %add186, %call91
  %add253 = add nuw nsw i32 %add186, %local250
  %cmp254 = icmp slt i32 %add253, %local87
  %below255 = and i1 %cmp252, %cmp254
  %call256 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %below255)
  %call257 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call256)
  %add236 = or disjoint i32 %call224, 128
  %add247 = add nuw nsw i32 %add236, %call235
  %add258 = add nuw nsw i32 %add247, %call246
  %add259 = add nuw nsw i32 %add258, %call257
  br label %endif182

endif182:                                         ; preds = %endif138, %then180
  %phi260 = phi i32 [ %add259, %then180 ], [ %phi178, %endif138 ]
  %sub261 = sub i32 %local87, %phi260
  %sub262 = sub i64 %sub20, %sub71
  %call263 = tail call i64 @llvm.smin.i64(i64 %sub262, i64 257)
  %local264 = trunc i64 %call263 to i32
  %call265 = tail call i32 @llvm.smin.i32(i32 %sub261, i32 %local264)
  %cmp266 = icmp sgt i32 %call265, 0
  br i1 %cmp266, label %then267, label %endif269

then267:                                          ; preds = %endif182
  %sub400 = add nsw i32 %call265, -1
  %call402 = tail call i32 @llvm.smin.i32(i32 %lane27, i32 %sub400)
  %wide403 = zext nneg i32 %call402 to i64
  br i1 %cmp.not, label %else271, label %then270

endif269.sink.split:                              ; preds = %else271, %then270
  %p371.sink = phi ptr addrspace(1) [ %p371, %then270 ], [ %p524, %else271 ]
  %phi557.ph = phi float [ %fmul300, %then270 ], [ %fmul438, %else271 ]
  %phi558.ph = phi float [ %fmul333, %then270 ], [ %fmul476, %else271 ]
  %phi559.ph = phi float [ %fmul366, %then270 ], [ %fmul514, %else271 ]
  %v372 = load i32, ptr addrspace(1) %p371.sink, align 4
  %sitofp373 = sitofp i32 %v372 to float
  %fmul374 = fmul float %sitofp373, 5.000000e-01
  %rem379 = srem i32 %v372, 40
  %icast381 = sext i32 %rem379 to i64
  %rem386 = srem i32 %v372, 70
  %icast388 = sext i32 %rem386 to i64
  %call390 = tail call i64 @llvm.smin.i64(i64 %icast381, i64 %sub290)
  %call391 = tail call i64 @llvm.smax.i64(i64 %call390, i64 0)
  %call393 = tail call i64 @llvm.smin.i64(i64 %icast388, i64 %sub293)
  %call394 = tail call i64 @llvm.smax.i64(i64 %call393, i64 0)
  %mul395 = mul i64 %call391, %3
  %17 = getelementptr float, ptr addrspace(1) %4, i64 %mul395
  %p397 = getelementptr float, ptr addrspace(1) %17, i64 %call394
  %v398 = load float, ptr addrspace(1) %p397, align 4
  %fmul399 = fmul float %v398, %fmul374
  br label %endif269

endif269:                                         ; preds = %endif269.sink.split, %endif182
  %phi557 = phi float [ 0.000000e+00, %endif182 ], [ %phi557.ph, %endif269.sink.split ]
  %phi558 = phi float [ 0.000000e+00, %endif182 ], [ %phi558.ph, %endif269.sink.split ]
  %phi559 = phi float [ 0.000000e+00, %endif182 ], [ %phi559.ph, %endif269.sink.split ]
  %phi560 = phi float [ 0.000000e+00, %endif182 ], [ %fmul399, %endif269.sink.split ]
  %cmp561 = icmp sgt i32 %call265, 128
  br i1 %cmp561, label %then562, label %endif564

then270:                                          ; preds = %then267
  %18 = getelementptr i32, ptr addrspace(1) %1, i64 %add92
  %p278 = getelementptr i32, ptr addrspace(1) %18, i64 %wide403
  %v279 = load i32, ptr addrspace(1) %p278, align 4
  %sitofp = sitofp i32 %v279 to float
  %fmul = fmul float %sitofp, 5.000000e-01
  %rem = srem i32 %v279, 40
  %icast = sext i32 %rem to i64
  %rem287 = srem i32 %v279, 70
  %icast289 = sext i32 %rem287 to i64
  %call291 = tail call i64 @llvm.smin.i64(i64 %icast, i64 %sub290)
  %call292 = tail call i64 @llvm.smax.i64(i64 %call291, i64 0)
  %call294 = tail call i64 @llvm.smin.i64(i64 %icast289, i64 %sub293)
  %call295 = tail call i64 @llvm.smax.i64(i64 %call294, i64 0)
  %mul296 = mul i64 %call292, %3
  %19 = getelementptr float, ptr addrspace(1) %4, i64 %mul296
  %p298 = getelementptr float, ptr addrspace(1) %19, i64 %call295
  %v299 = load float, ptr addrspace(1) %p298, align 4
  %fmul300 = fmul float %v299, %fmul
  %call302 = tail call i32 @llvm.smin.i32(i32 %add114, i32 %sub400)
  %wide303 = zext nneg i32 %call302 to i64
  %p305 = getelementptr i32, ptr addrspace(1) %18, i64 %wide303
  %v306 = load i32, ptr addrspace(1) %p305, align 4
  %sitofp307 = sitofp i32 %v306 to float
  %fmul308 = fmul float %sitofp307, 5.000000e-01
  %rem313 = srem i32 %v306, 40
  %icast315 = sext i32 %rem313 to i64
  %rem320 = srem i32 %v306, 70
  %icast322 = sext i32 %rem320 to i64
  %call324 = tail call i64 @llvm.smin.i64(i64 %icast315, i64 %sub290)
  %call325 = tail call i64 @llvm.smax.i64(i64 %call324, i64 0)
  %call327 = tail call i64 @llvm.smin.i64(i64 %icast322, i64 %sub293)
  %call328 = tail call i64 @llvm.smax.i64(i64 %call327, i64 0)
  %mul329 = mul i64 %call325, %3
  %20 = getelementptr float, ptr addrspace(1) %4, i64 %mul329
  %p331 = getelementptr float, ptr addrspace(1) %20, i64 %call328
  %v332 = load float, ptr addrspace(1) %p331, align 4
  %fmul333 = fmul float %v332, %fmul308
  %call335 = tail call i32 @llvm.smin.i32(i32 %add139, i32 %sub400)
  %wide336 = zext nneg i32 %call335 to i64
  %p338 = getelementptr i32, ptr addrspace(1) %18, i64 %wide336
  %v339 = load i32, ptr addrspace(1) %p338, align 4
  %sitofp340 = sitofp i32 %v339 to float
  %fmul341 = fmul float %sitofp340, 5.000000e-01
  %rem346 = srem i32 %v339, 40
  %icast348 = sext i32 %rem346 to i64
  %rem353 = srem i32 %v339, 70
  %icast355 = sext i32 %rem353 to i64
  %call357 = tail call i64 @llvm.smin.i64(i64 %icast348, i64 %sub290)
  %call358 = tail call i64 @llvm.smax.i64(i64 %call357, i64 0)
  %call360 = tail call i64 @llvm.smin.i64(i64 %icast355, i64 %sub293)
  %call361 = tail call i64 @llvm.smax.i64(i64 %call360, i64 0)
  %mul362 = mul i64 %call358, %3
  %21 = getelementptr float, ptr addrspace(1) %4, i64 %mul362
  %p364 = getelementptr float, ptr addrspace(1) %21, i64 %call361
  %v365 = load float, ptr addrspace(1) %p364, align 4
  %fmul366 = fmul float %v365, %fmul341
  %call368 = tail call i32 @llvm.smin.i32(i32 %add140, i32 %sub400)
  %wide369 = zext nneg i32 %call368 to i64
  %p371 = getelementptr i32, ptr addrspace(1) %18, i64 %wide369
  br label %endif269.sink.split

else271:                                          ; preds = %then267
  %add404 = add i64 %add92, %wide403
  %call408 = tail call i64 @llvm.smin.i64(i64 %add404, i64 %sub407)
  %call409 = tail call i64 @llvm.smax.i64(i64 %call408, i64 0)
  %p410 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call409
  %v411 = load i32, ptr addrspace(1) %p410, align 4
  %sitofp412 = sitofp i32 %v411 to float
  %fmul413 = fmul float %sitofp412, 5.000000e-01
  %rem418 = srem i32 %v411, 40
  %icast420 = sext i32 %rem418 to i64
  %rem425 = srem i32 %v411, 70
  %icast427 = sext i32 %rem425 to i64
  %call429 = tail call i64 @llvm.smin.i64(i64 %icast420, i64 %sub290)
  %call430 = tail call i64 @llvm.smax.i64(i64 %call429, i64 0)
  %call432 = tail call i64 @llvm.smin.i64(i64 %icast427, i64 %sub293)
  %call433 = tail call i64 @llvm.smax.i64(i64 %call432, i64 0)
  %mul434 = mul i64 %call430, %3
  %22 = getelementptr float, ptr addrspace(1) %4, i64 %mul434
  %p436 = getelementptr float, ptr addrspace(1) %22, i64 %call433
  %v437 = load float, ptr addrspace(1) %p436, align 4
  %fmul438 = fmul float %v437, %fmul413
  %call440 = tail call i32 @llvm.smin.i32(i32 %add114, i32 %sub400)
  %wide441 = zext nneg i32 %call440 to i64
  %add442 = add i64 %add92, %wide441
  %call446 = tail call i64 @llvm.smin.i64(i64 %add442, i64 %sub407)
  %call447 = tail call i64 @llvm.smax.i64(i64 %call446, i64 0)
  %p448 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call447
  %v449 = load i32, ptr addrspace(1) %p448, align 4
  %sitofp450 = sitofp i32 %v449 to float
  %fmul451 = fmul float %sitofp450, 5.000000e-01
  %rem456 = srem i32 %v449, 40
  %icast458 = sext i32 %rem456 to i64
  %rem463 = srem i32 %v449, 70
  %icast465 = sext i32 %rem463 to i64
  %call467 = tail call i64 @llvm.smin.i64(i64 %icast458, i64 %sub290)
  %call468 = tail call i64 @llvm.smax.i64(i64 %call467, i64 0)
  %call470 = tail call i64 @llvm.smin.i64(i64 %icast465, i64 %sub293)
  %call471 = tail call i64 @llvm.smax.i64(i64 %call470, i64 0)
  %mul472 = mul i64 %call468, %3
  %23 = getelementptr float, ptr addrspace(1) %4, i64 %mul472
  %p474 = getelementptr float, ptr addrspace(1) %23, i64 %call471
  %v475 = load float, ptr addrspace(1) %p474, align 4
  %fmul476 = fmul float %v475, %fmul451
  %call478 = tail call i32 @llvm.smin.i32(i32 %add139, i32 %sub400)
  %wide479 = zext nneg i32 %call478 to i64
  %add480 = add i64 %add92, %wide479
  %call484 = tail call i64 @llvm.smin.i64(i64 %add480, i64 %sub407)
  %call485 = tail call i64 @llvm.smax.i64(i64 %call484, i64 0)
  %p486 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call485
  %v487 = load i32, ptr addrspace(1) %p486, align 4
  %sitofp488 = sitofp i32 %v487 to float
  %fmul489 = fmul float %sitofp488, 5.000000e-01
  %rem494 = srem i32 %v487, 40
  %icast496 = sext i32 %rem494 to i64
  %rem501 = srem i32 %v487, 70
  %icast503 = sext i32 %rem501 to i64
  %call505 = tail call i64 @llvm.smin.i64(i64 %icast496, i64 %sub290)
  %call506 = tail call i64 @llvm.smax.i64(i64 %call505, i64 0)
  %call508 = tail call i64 @llvm.smin.i64(i64 %icast503, i64 %sub293)
  %call509 = tail call i64 @llvm.smax.i64(i64 %call508, i64 0)
  %mul510 = mul i64 %call506, %3
  %24 = getelementptr float, ptr addrspace(1) %4, i64 %mul510
  %p512 = getelementptr float, ptr addrspace(1) %24, i64 %call509
  %v513 = load float, ptr addrspace(1) %p512, align 4
  %fmul514 = fmul float %v513, %fmul489
  %call516 = tail call i32 @llvm.smin.i32(i32 %add140, i32 %sub400)
  %wide517 = zext nneg i32 %call516 to i64
  %add518 = add i64 %add92, %wide517
  %call522 = tail call i64 @llvm.smin.i64(i64 %add518, i64 %sub407)
  %call523 = tail call i64 @llvm.smax.i64(i64 %call522, i64 0)
  %p524 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call523
  br label %endif269.sink.split

then562:                                          ; preds = %endif269
  %sub701 = add nsw i32 %call265, -1
  %call703 = tail call i32 @llvm.smin.i32(i32 %add183, i32 %sub701)
  %wide704 = zext nneg i32 %call703 to i64
  br i1 %cmp.not, label %else566, label %then565

endif564.sink.split:                              ; preds = %else566, %then565
  %p672.sink = phi ptr addrspace(1) [ %p672, %then565 ], [ %p825, %else566 ]
  %phi858.ph = phi float [ %fmul601, %then565 ], [ %fmul739, %else566 ]
  %phi859.ph = phi float [ %fmul634, %then565 ], [ %fmul777, %else566 ]
  %phi860.ph = phi float [ %fmul667, %then565 ], [ %fmul815, %else566 ]
  %v673 = load i32, ptr addrspace(1) %p672.sink, align 4
  %sitofp674 = sitofp i32 %v673 to float
  %fmul675 = fmul float %sitofp674, 5.000000e-01
  %rem680 = srem i32 %v673, 40
  %icast682 = sext i32 %rem680 to i64
  %rem687 = srem i32 %v673, 70
  %icast689 = sext i32 %rem687 to i64
  %call691 = tail call i64 @llvm.smin.i64(i64 %icast682, i64 %sub290)
  %call692 = tail call i64 @llvm.smax.i64(i64 %call691, i64 0)
  %call694 = tail call i64 @llvm.smin.i64(i64 %icast689, i64 %sub293)
  %call695 = tail call i64 @llvm.smax.i64(i64 %call694, i64 0)
  %mul696 = mul i64 %call692, %3
  %25 = getelementptr float, ptr addrspace(1) %4, i64 %mul696
  %p698 = getelementptr float, ptr addrspace(1) %25, i64 %call695
  %v699 = load float, ptr addrspace(1) %p698, align 4
  %fmul700 = fmul float %v699, %fmul675
  br label %endif564

endif564:                                         ; preds = %endif564.sink.split, %endif269
  %phi858 = phi float [ 0.000000e+00, %endif269 ], [ %phi858.ph, %endif564.sink.split ]
  %phi859 = phi float [ 0.000000e+00, %endif269 ], [ %phi859.ph, %endif564.sink.split ]
  %phi860 = phi float [ 0.000000e+00, %endif269 ], [ %phi860.ph, %endif564.sink.split ]
  %phi861 = phi float [ 0.000000e+00, %endif269 ], [ %fmul700, %endif564.sink.split ]
  store float %phi557, ptr addrspace(3) %p863, align 4
  store float %phi558, ptr addrspace(3) %p865, align 4
  store float %phi559, ptr addrspace(3) %p867, align 4
  store float %phi560, ptr addrspace(3) %p869, align 4
  store float %phi858, ptr addrspace(3) %p871, align 4
  store float %phi859, ptr addrspace(3) %p873, align 4
  store float %phi860, ptr addrspace(3) %p875, align 4
  store float %phi861, ptr addrspace(3) %p877, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %call879 = tail call i32 @llvm.smin.i32(i32 %mul878, i32 %local87)
  %add880 = add nsw i32 %call879, 8
  %call881 = tail call i32 @llvm.smin.i32(i32 %add880, i32 %local87)
  %sub882 = sub i32 %call881, %call879
  %sub883 = sub i32 %call879, %call265
  %call884 = tail call i32 @llvm.smax.i32(i32 %sub883, i32 0)
  %call885 = tail call i32 @llvm.smin.i32(i32 %call879, i32 %phi260)
  %cmp886 = icmp slt i32 %call884, %call885
  br i1 %cmp886, label %repeat.body887, label %repeat.exit888

then565:                                          ; preds = %then562
  %26 = getelementptr i32, ptr addrspace(1) %1, i64 %add92
  %p573 = getelementptr i32, ptr addrspace(1) %26, i64 %wide704
  %v574 = load i32, ptr addrspace(1) %p573, align 4
  %sitofp575 = sitofp i32 %v574 to float
  %fmul576 = fmul float %sitofp575, 5.000000e-01
  %rem581 = srem i32 %v574, 40
  %icast583 = sext i32 %rem581 to i64
  %rem588 = srem i32 %v574, 70
  %icast590 = sext i32 %rem588 to i64
  %call592 = tail call i64 @llvm.smin.i64(i64 %icast583, i64 %sub290)
  %call593 = tail call i64 @llvm.smax.i64(i64 %call592, i64 0)
  %call595 = tail call i64 @llvm.smin.i64(i64 %icast590, i64 %sub293)
  %call596 = tail call i64 @llvm.smax.i64(i64 %call595, i64 0)
  %mul597 = mul i64 %call593, %3
  %27 = getelementptr float, ptr addrspace(1) %4, i64 %mul597
  %p599 = getelementptr float, ptr addrspace(1) %27, i64 %call596
  %v600 = load float, ptr addrspace(1) %p599, align 4
  %fmul601 = fmul float %v600, %fmul576
  %call603 = tail call i32 @llvm.smin.i32(i32 %add184, i32 %sub701)
  %wide604 = zext nneg i32 %call603 to i64
  %p606 = getelementptr i32, ptr addrspace(1) %26, i64 %wide604
  %v607 = load i32, ptr addrspace(1) %p606, align 4
  %sitofp608 = sitofp i32 %v607 to float
  %fmul609 = fmul float %sitofp608, 5.000000e-01
  %rem614 = srem i32 %v607, 40
  %icast616 = sext i32 %rem614 to i64
  %rem621 = srem i32 %v607, 70
  %icast623 = sext i32 %rem621 to i64
  %call625 = tail call i64 @llvm.smin.i64(i64 %icast616, i64 %sub290)
  %call626 = tail call i64 @llvm.smax.i64(i64 %call625, i64 0)
  %call628 = tail call i64 @llvm.smin.i64(i64 %icast623, i64 %sub293)
  %call629 = tail call i64 @llvm.smax.i64(i64 %call628, i64 0)
  %mul630 = mul i64 %call626, %3
  %28 = getelementptr float, ptr addrspace(1) %4, i64 %mul630
  %p632 = getelementptr float, ptr addrspace(1) %28, i64 %call629
  %v633 = load float, ptr addrspace(1) %p632, align 4
  %fmul634 = fmul float %v633, %fmul609
  %call636 = tail call i32 @llvm.smin.i32(i32 %add185, i32 %sub701)
  %wide637 = zext nneg i32 %call636 to i64
  %p639 = getelementptr i32, ptr addrspace(1) %26, i64 %wide637
  %v640 = load i32, ptr addrspace(1) %p639, align 4
  %sitofp641 = sitofp i32 %v640 to float
  %fmul642 = fmul float %sitofp641, 5.000000e-01
  %rem647 = srem i32 %v640, 40
  %icast649 = sext i32 %rem647 to i64
  %rem654 = srem i32 %v640, 70
  %icast656 = sext i32 %rem654 to i64
  %call658 = tail call i64 @llvm.smin.i64(i64 %icast649, i64 %sub290)
  %call659 = tail call i64 @llvm.smax.i64(i64 %call658, i64 0)
  %call661 = tail call i64 @llvm.smin.i64(i64 %icast656, i64 %sub293)
  %call662 = tail call i64 @llvm.smax.i64(i64 %call661, i64 0)
  %mul663 = mul i64 %call659, %3
  %29 = getelementptr float, ptr addrspace(1) %4, i64 %mul663
  %p665 = getelementptr float, ptr addrspace(1) %29, i64 %call662
  %v666 = load float, ptr addrspace(1) %p665, align 4
  %fmul667 = fmul float %v666, %fmul642
  %call669 = tail call i32 @llvm.smin.i32(i32 %add186, i32 %sub701)
  %wide670 = zext nneg i32 %call669 to i64
  %p672 = getelementptr i32, ptr addrspace(1) %26, i64 %wide670
  br label %endif564.sink.split

else566:                                          ; preds = %then562
  %add705 = add i64 %add92, %wide704
  %call709 = tail call i64 @llvm.smin.i64(i64 %add705, i64 %sub407)
  %call710 = tail call i64 @llvm.smax.i64(i64 %call709, i64 0)
  %p711 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call710
  %v712 = load i32, ptr addrspace(1) %p711, align 4
  %sitofp713 = sitofp i32 %v712 to float
  %fmul714 = fmul float %sitofp713, 5.000000e-01
  %rem719 = srem i32 %v712, 40
  %icast721 = sext i32 %rem719 to i64
  %rem726 = srem i32 %v712, 70
  %icast728 = sext i32 %rem726 to i64
  %call730 = tail call i64 @llvm.smin.i64(i64 %icast721, i64 %sub290)
  %call731 = tail call i64 @llvm.smax.i64(i64 %call730, i64 0)
  %call733 = tail call i64 @llvm.smin.i64(i64 %icast728, i64 %sub293)
  %call734 = tail call i64 @llvm.smax.i64(i64 %call733, i64 0)
  %mul735 = mul i64 %call731, %3
  %30 = getelementptr float, ptr addrspace(1) %4, i64 %mul735
  %p737 = getelementptr float, ptr addrspace(1) %30, i64 %call734
  %v738 = load float, ptr addrspace(1) %p737, align 4
  %fmul739 = fmul float %v738, %fmul714
  %call741 = tail call i32 @llvm.smin.i32(i32 %add184, i32 %sub701)
  %wide742 = zext nneg i32 %call741 to i64
  %add743 = add i64 %add92, %wide742
  %call747 = tail call i64 @llvm.smin.i64(i64 %add743, i64 %sub407)
  %call748 = tail call i64 @llvm.smax.i64(i64 %call747, i64 0)
  %p749 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call748
  %v750 = load i32, ptr addrspace(1) %p749, align 4
  %sitofp751 = sitofp i32 %v750 to float
  %fmul752 = fmul float %sitofp751, 5.000000e-01
  %rem757 = srem i32 %v750, 40
  %icast759 = sext i32 %rem757 to i64
  %rem764 = srem i32 %v750, 70
  %icast766 = sext i32 %rem764 to i64
  %call768 = tail call i64 @llvm.smin.i64(i64 %icast759, i64 %sub290)
  %call769 = tail call i64 @llvm.smax.i64(i64 %call768, i64 0)
  %call771 = tail call i64 @llvm.smin.i64(i64 %icast766, i64 %sub293)
  %call772 = tail call i64 @llvm.smax.i64(i64 %call771, i64 0)
  %mul773 = mul i64 %call769, %3
  %31 = getelementptr float, ptr addrspace(1) %4, i64 %mul773
  %p775 = getelementptr float, ptr addrspace(1) %31, i64 %call772
  %v776 = load float, ptr addrspace(1) %p775, align 4
  %fmul777 = fmul float %v776, %fmul752
  %call779 = tail call i32 @llvm.smin.i32(i32 %add185, i32 %sub701)
  %wide780 = zext nneg i32 %call779 to i64
  %add781 = add i64 %add92, %wide780
  %call785 = tail call i64 @llvm.smin.i64(i64 %add781, i64 %sub407)
  %call786 = tail call i64 @llvm.smax.i64(i64 %call785, i64 0)
  %p787 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call786
  %v788 = load i32, ptr addrspace(1) %p787, align 4
  %sitofp789 = sitofp i32 %v788 to float
  %fmul790 = fmul float %sitofp789, 5.000000e-01
  %rem795 = srem i32 %v788, 40
  %icast797 = sext i32 %rem795 to i64
  %rem802 = srem i32 %v788, 70
  %icast804 = sext i32 %rem802 to i64
  %call806 = tail call i64 @llvm.smin.i64(i64 %icast797, i64 %sub290)
  %call807 = tail call i64 @llvm.smax.i64(i64 %call806, i64 0)
  %call809 = tail call i64 @llvm.smin.i64(i64 %icast804, i64 %sub293)
  %call810 = tail call i64 @llvm.smax.i64(i64 %call809, i64 0)
  %mul811 = mul i64 %call807, %3
  %32 = getelementptr float, ptr addrspace(1) %4, i64 %mul811
  %p813 = getelementptr float, ptr addrspace(1) %32, i64 %call810
  %v814 = load float, ptr addrspace(1) %p813, align 4
  %fmul815 = fmul float %v814, %fmul790
  %call817 = tail call i32 @llvm.smin.i32(i32 %add186, i32 %sub701)
  %wide818 = zext nneg i32 %call817 to i64
  %add819 = add i64 %add92, %wide818
  %call823 = tail call i64 @llvm.smin.i64(i64 %add819, i64 %sub407)
  %call824 = tail call i64 @llvm.smax.i64(i64 %call823, i64 0)
  %p825 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call824
  br label %endif564.sink.split

repeat.body887:                                   ; preds = %endif564, %repeat.body887
  %phi889 = phi i32 [ %sel900, %repeat.body887 ], [ %call884, %endif564 ]
  %phi890 = phi i32 [ %sel901, %repeat.body887 ], [ %call885, %endif564 ]
  %add891 = add i32 %phi890, %phi889
  %mid = lshr i32 %add891, 1
  %33 = tail call i32 @llvm.umin.i32(i32 %mid, i32 255)
  %34 = zext nneg i32 %33 to i64
  %p893 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %34
  %v894 = load i32, ptr addrspace(3) %p893, align 4
  %cmp895 = icmp slt i32 %mid, %phi260
  %sel896 = select i1 %cmp895, i32 %v894, i32 %call265
  %add897 = add i32 %sel896, %mid
  %cmp898 = icmp slt i32 %add897, %call879
  %add899 = add nuw i32 %mid, 1
  %sel900 = select i1 %cmp898, i32 %add899, i32 %phi889
  %sel901 = select i1 %cmp898, i32 %phi890, i32 %mid
  %cmp902 = icmp slt i32 %sel900, %sel901
  br i1 %cmp902, label %repeat.body887, label %repeat.exit888

repeat.exit888:                                   ; preds = %repeat.body887, %endif564
  %phi903 = phi i32 [ %call884, %endif564 ], [ %sel900, %repeat.body887 ]
  %sub905 = sub i32 %call879, %phi903
  %cmp906 = icmp eq i32 %phi903, 0
  %35 = tail call i32 @llvm.smax.i32(i32 %phi903, i32 1)
  %call908 = add nsw i32 %35, -1
  %36 = tail call i32 @llvm.umin.i32(i32 %call908, i32 255)
  %37 = zext nneg i32 %36 to i64
  %p910 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %37
  %v911 = load i32, ptr addrspace(3) %p910, align 4
  %cmp912.not = icmp sgt i32 %35, %phi260
  %sel913 = select i1 %cmp912.not, i32 %call265, i32 %v911
  %sel914 = select i1 %cmp906, i32 %local, i32 %sel913
  %cmp915 = icmp sgt i32 %sub905, %sel914
  %call916 = tail call i32 @llvm.smin.i32(i32 %phi903, i32 255)
  %38 = sext i32 %call916 to i64
  %p917 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %38
  %v918 = load i32, ptr addrspace(3) %p917, align 4
  %cmp919 = icmp slt i32 %phi903, %phi260
  %sel920 = select i1 %cmp919, i32 %v918, i32 %call265
  %cmp921 = icmp sgt i32 %sub882, 0
  %cmp922 = icmp slt i32 %sub905, %sel920
  %element = and i1 %cmp921, %cmp922
  %end = xor i1 %cmp921, %element
  %call923 = tail call i32 @llvm.smin.i32(i32 %sub905, i32 255)
  %39 = sext i32 %call923 to i64
  %p924 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %39
  %v925 = load float, ptr addrspace(3) %p924, align 4
  %w928 = xor i1 %cmp915, true
  %write = and i1 %end, %w928
  %cmp929 = icmp slt i32 %phi903, %local90
  %in = and i1 %cmp929, %write
  br i1 %in, label %then930, label %endif931

then930:                                          ; preds = %repeat.exit888
  %p933 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %38
  store float 0.000000e+00, ptr addrspace(3) %p933, align 4
  br label %endif931

endif931:                                         ; preds = %then930, %repeat.exit888
  %step936 = zext i1 %end to i32
  %add937 = add nuw i32 %phi903, %step936
  %step938 = zext i1 %element to i32
  %add939 = add i32 %sub905, %step938
  %call940 = tail call i32 @llvm.smin.i32(i32 %add937, i32 255)
  %40 = sext i32 %call940 to i64
  %p941 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %40
  %v942 = load i32, ptr addrspace(3) %p941, align 4
  %cmp943 = icmp slt i32 %add937, %phi260
  %sel944 = select i1 %cmp943, i32 %v942, i32 %call265
  %sel945 = select i1 %end, i32 %sel944, i32 %sel920
  %sel947 = select i1 %element, float %v925, float 0.000000e+00
  %cmp950 = icmp sgt i32 %sub882, 1
  %cmp951 = icmp slt i32 %add939, %sel945
  %element952 = and i1 %cmp950, %cmp951
  %end954 = xor i1 %cmp950, %element952
  %call955 = tail call i32 @llvm.smin.i32(i32 %add939, i32 255)
  %41 = sext i32 %call955 to i64
  %p956 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %41
  %v957 = load float, ptr addrspace(3) %p956, align 4
  %fadd958 = fadd reassoc contract float %v925, %v957
  %sel960 = select i1 %element, float %fadd958, float %v957
  %first = xor i1 %end, true
  %defer961 = and i1 %cmp915, %first
  %w962 = xor i1 %defer961, true
  %cmp964 = icmp slt i32 %add937, %local90
  %42 = and i1 %cmp964, %w962
  %in965 = and i1 %42, %end954
  br i1 %in965, label %then966, label %endif967

then966:                                          ; preds = %endif931
  %p971 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %40
  %fadd968 = fadd reassoc contract float %v925, 0.000000e+00
  %sel969 = select i1 %element, float %fadd968, float 0.000000e+00
  store float %sel969, ptr addrspace(3) %p971, align 4
  br label %endif967

endif967:                                         ; preds = %then966, %endif931
  %keep972 = and i1 %defer961, %end954
  %sel973 = select i1 %keep972, float %sel947, float 0.000000e+00
  %sel974 = and i1 %cmp922, %keep972
  %step975 = zext i1 %end954 to i32
  %add976 = add nuw i32 %add937, %step975
  %step977 = zext i1 %element952 to i32
  %add978 = add i32 %add939, %step977
  %call979 = tail call i32 @llvm.smin.i32(i32 %add976, i32 255)
  %43 = sext i32 %call979 to i64
  %p980 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %43
  %v981 = load i32, ptr addrspace(3) %p980, align 4
  %cmp982 = icmp slt i32 %add976, %phi260
  %sel983 = select i1 %cmp982, i32 %v981, i32 %call265
  %sel984 = select i1 %end954, i32 %sel983, i32 %sel945
  %sel985 = select i1 %end954, float 0.000000e+00, float %sel947
  %sel986 = select i1 %element952, float %sel960, float %sel985
  %sel988 = select i1 %cmp950, i1 %cmp951, i1 %element
  %ended989 = or i1 %end, %end954
  %cmp990 = icmp sgt i32 %sub882, 2
  %cmp991 = icmp slt i32 %add978, %sel984
  %element992 = and i1 %cmp990, %cmp991
  %end994 = xor i1 %cmp990, %element992
  %call995 = tail call i32 @llvm.smin.i32(i32 %add978, i32 255)
  %44 = sext i32 %call995 to i64
  %p996 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %44
  %v997 = load float, ptr addrspace(3) %p996, align 4
  %fadd999 = fadd reassoc contract float %sel986, %v997
  %sel1001 = select i1 %sel988, float %fadd999, float %v997
  %first1003 = xor i1 %ended989, true
  %defer1004 = and i1 %cmp915, %first1003
  %w1005 = xor i1 %defer1004, true
  %cmp1007 = icmp slt i32 %add976, %local90
  %45 = and i1 %cmp1007, %w1005
  %in1008 = and i1 %45, %end994
  br i1 %in1008, label %then1009, label %endif1010

then1009:                                         ; preds = %endif967
  %p1014 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %43
  %fadd1011 = fadd reassoc contract float %sel986, 0.000000e+00
  %sel1012 = select i1 %sel988, float %fadd1011, float 0.000000e+00
  store float %sel1012, ptr addrspace(3) %p1014, align 4
  br label %endif1010

endif1010:                                        ; preds = %then1009, %endif967
  %keep1015 = and i1 %defer1004, %end994
  %sel1016 = select i1 %keep1015, float %sel986, float %sel973
  %sel1017 = select i1 %keep1015, i1 %sel988, i1 %sel974
  %step1018 = zext i1 %end994 to i32
  %add1019 = add nuw i32 %add976, %step1018
  %step1020 = zext i1 %element992 to i32
  %add1021 = add i32 %add978, %step1020
  %call1022 = tail call i32 @llvm.smin.i32(i32 %add1019, i32 255)
  %46 = sext i32 %call1022 to i64
  %p1023 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %46
  %v1024 = load i32, ptr addrspace(3) %p1023, align 4
  %cmp1025 = icmp slt i32 %add1019, %phi260
  %sel1026 = select i1 %cmp1025, i32 %v1024, i32 %call265
  %sel1027 = select i1 %end994, i32 %sel1026, i32 %sel984
  %sel1028 = select i1 %end994, float 0.000000e+00, float %sel986
  %sel1029 = select i1 %element992, float %sel1001, float %sel1028
  %sel1031 = select i1 %cmp990, i1 %cmp991, i1 %sel988
  %ended1032 = or i1 %ended989, %end994
  %cmp1033 = icmp sgt i32 %sub882, 3
  %cmp1034 = icmp slt i32 %add1021, %sel1027
  %element1035 = and i1 %cmp1033, %cmp1034
  %end1037 = xor i1 %cmp1033, %element1035
  %call1038 = tail call i32 @llvm.smin.i32(i32 %add1021, i32 255)
  %47 = sext i32 %call1038 to i64
  %p1039 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %47
  %v1040 = load float, ptr addrspace(3) %p1039, align 4
  %fadd1042 = fadd reassoc contract float %sel1029, %v1040
  %sel1044 = select i1 %sel1031, float %fadd1042, float %v1040
  %first1046 = xor i1 %ended1032, true
  %defer1047 = and i1 %cmp915, %first1046
  %w1048 = xor i1 %defer1047, true
  %cmp1050 = icmp slt i32 %add1019, %local90
  %48 = and i1 %cmp1050, %w1048
  %in1051 = and i1 %48, %end1037
  br i1 %in1051, label %then1052, label %endif1053

then1052:                                         ; preds = %endif1010
  %p1057 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %46
  %fadd1054 = fadd reassoc contract float %sel1029, 0.000000e+00
  %sel1055 = select i1 %sel1031, float %fadd1054, float 0.000000e+00
  store float %sel1055, ptr addrspace(3) %p1057, align 4
  br label %endif1053

endif1053:                                        ; preds = %then1052, %endif1010
  %keep1058 = and i1 %defer1047, %end1037
  %sel1059 = select i1 %keep1058, float %sel1029, float %sel1016
  %sel1060 = select i1 %keep1058, i1 %sel1031, i1 %sel1017
  %step1061 = zext i1 %end1037 to i32
  %add1062 = add nuw i32 %add1019, %step1061
  %step1063 = zext i1 %element1035 to i32
  %add1064 = add i32 %add1021, %step1063
  %call1065 = tail call i32 @llvm.smin.i32(i32 %add1062, i32 255)
  %49 = sext i32 %call1065 to i64
  %p1066 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %49
  %v1067 = load i32, ptr addrspace(3) %p1066, align 4
  %cmp1068 = icmp slt i32 %add1062, %phi260
  %sel1069 = select i1 %cmp1068, i32 %v1067, i32 %call265
  %sel1070 = select i1 %end1037, i32 %sel1069, i32 %sel1027
  %sel1071 = select i1 %end1037, float 0.000000e+00, float %sel1029
  %sel1072 = select i1 %element1035, float %sel1044, float %sel1071
  %sel1074 = select i1 %cmp1033, i1 %cmp1034, i1 %sel1031
  %ended1075 = or i1 %ended1032, %end1037
  %cmp1076 = icmp sgt i32 %sub882, 4
  %cmp1077 = icmp slt i32 %add1064, %sel1070
  %element1078 = and i1 %cmp1076, %cmp1077
  %end1080 = xor i1 %cmp1076, %element1078
  %call1081 = tail call i32 @llvm.smin.i32(i32 %add1064, i32 255)
  %50 = sext i32 %call1081 to i64
  %p1082 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %50
  %v1083 = load float, ptr addrspace(3) %p1082, align 4
  %fadd1085 = fadd reassoc contract float %sel1072, %v1083
  %sel1087 = select i1 %sel1074, float %fadd1085, float %v1083
  %first1089 = xor i1 %ended1075, true
  %defer1090 = and i1 %cmp915, %first1089
  %w1091 = xor i1 %defer1090, true
  %cmp1093 = icmp slt i32 %add1062, %local90
  %51 = and i1 %cmp1093, %w1091
  %in1094 = and i1 %51, %end1080
  br i1 %in1094, label %then1095, label %endif1096

then1095:                                         ; preds = %endif1053
  %p1100 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %49
  %fadd1097 = fadd reassoc contract float %sel1072, 0.000000e+00
  %sel1098 = select i1 %sel1074, float %fadd1097, float 0.000000e+00
  store float %sel1098, ptr addrspace(3) %p1100, align 4
  br label %endif1096

endif1096:                                        ; preds = %then1095, %endif1053
  %keep1101 = and i1 %defer1090, %end1080
  %sel1102 = select i1 %keep1101, float %sel1072, float %sel1059
  %sel1103 = select i1 %keep1101, i1 %sel1074, i1 %sel1060
  %step1104 = zext i1 %end1080 to i32
  %add1105 = add nuw i32 %add1062, %step1104
  %step1106 = zext i1 %element1078 to i32
  %add1107 = add i32 %add1064, %step1106
  %call1108 = tail call i32 @llvm.smin.i32(i32 %add1105, i32 255)
  %52 = sext i32 %call1108 to i64
  %p1109 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %52
  %v1110 = load i32, ptr addrspace(3) %p1109, align 4
  %cmp1111 = icmp slt i32 %add1105, %phi260
  %sel1112 = select i1 %cmp1111, i32 %v1110, i32 %call265
  %sel1113 = select i1 %end1080, i32 %sel1112, i32 %sel1070
  %sel1114 = select i1 %end1080, float 0.000000e+00, float %sel1072
  %sel1115 = select i1 %element1078, float %sel1087, float %sel1114
  %sel1117 = select i1 %cmp1076, i1 %cmp1077, i1 %sel1074
  %ended1118 = or i1 %ended1075, %end1080
  %cmp1119 = icmp sgt i32 %sub882, 5
  %cmp1120 = icmp slt i32 %add1107, %sel1113
  %element1121 = and i1 %cmp1119, %cmp1120
  %end1123 = xor i1 %cmp1119, %element1121
  %call1124 = tail call i32 @llvm.smin.i32(i32 %add1107, i32 255)
  %53 = sext i32 %call1124 to i64
  %p1125 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %53
  %v1126 = load float, ptr addrspace(3) %p1125, align 4
  %fadd1128 = fadd reassoc contract float %sel1115, %v1126
  %sel1130 = select i1 %sel1117, float %fadd1128, float %v1126
  %first1132 = xor i1 %ended1118, true
  %defer1133 = and i1 %cmp915, %first1132
  %w1134 = xor i1 %defer1133, true
  %cmp1136 = icmp slt i32 %add1105, %local90
  %54 = and i1 %cmp1136, %w1134
  %in1137 = and i1 %54, %end1123
  br i1 %in1137, label %then1138, label %endif1139

then1138:                                         ; preds = %endif1096
  %p1143 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %52
  %fadd1140 = fadd reassoc contract float %sel1115, 0.000000e+00
  %sel1141 = select i1 %sel1117, float %fadd1140, float 0.000000e+00
  store float %sel1141, ptr addrspace(3) %p1143, align 4
  br label %endif1139

endif1139:                                        ; preds = %then1138, %endif1096
  %keep1144 = and i1 %defer1133, %end1123
  %sel1145 = select i1 %keep1144, float %sel1115, float %sel1102
  %sel1146 = select i1 %keep1144, i1 %sel1117, i1 %sel1103
  %step1147 = zext i1 %end1123 to i32
  %add1148 = add nuw i32 %add1105, %step1147
  %step1149 = zext i1 %element1121 to i32
  %add1150 = add i32 %add1107, %step1149
  %call1151 = tail call i32 @llvm.smin.i32(i32 %add1148, i32 255)
  %55 = sext i32 %call1151 to i64
  %p1152 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %55
  %v1153 = load i32, ptr addrspace(3) %p1152, align 4
  %cmp1154 = icmp slt i32 %add1148, %phi260
  %sel1155 = select i1 %cmp1154, i32 %v1153, i32 %call265
  %sel1156 = select i1 %end1123, i32 %sel1155, i32 %sel1113
  %sel1157 = select i1 %end1123, float 0.000000e+00, float %sel1115
  %sel1158 = select i1 %element1121, float %sel1130, float %sel1157
  %sel1160 = select i1 %cmp1119, i1 %cmp1120, i1 %sel1117
  %ended1161 = or i1 %ended1118, %end1123
  %cmp1162 = icmp sgt i32 %sub882, 6
  %cmp1163 = icmp slt i32 %add1150, %sel1156
  %element1164 = and i1 %cmp1162, %cmp1163
  %end1166 = xor i1 %cmp1162, %element1164
  %call1167 = tail call i32 @llvm.smin.i32(i32 %add1150, i32 255)
  %56 = sext i32 %call1167 to i64
  %p1168 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %56
  %v1169 = load float, ptr addrspace(3) %p1168, align 4
  %fadd1171 = fadd reassoc contract float %sel1158, %v1169
  %sel1173 = select i1 %sel1160, float %fadd1171, float %v1169
  %first1175 = xor i1 %ended1161, true
  %defer1176 = and i1 %cmp915, %first1175
  %w1177 = xor i1 %defer1176, true
  %cmp1179 = icmp slt i32 %add1148, %local90
  %57 = and i1 %cmp1179, %w1177
  %in1180 = and i1 %57, %end1166
  br i1 %in1180, label %then1181, label %endif1182

then1181:                                         ; preds = %endif1139
  %p1186 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %55
  %fadd1183 = fadd reassoc contract float %sel1158, 0.000000e+00
  %sel1184 = select i1 %sel1160, float %fadd1183, float 0.000000e+00
  store float %sel1184, ptr addrspace(3) %p1186, align 4
  br label %endif1182

endif1182:                                        ; preds = %then1181, %endif1139
  %keep1187 = and i1 %defer1176, %end1166
  %sel1188 = select i1 %keep1187, float %sel1158, float %sel1145
  %sel1189 = select i1 %keep1187, i1 %sel1160, i1 %sel1146
  %step1190 = zext i1 %end1166 to i32
  %add1191 = add nuw i32 %add1148, %step1190
  %step1192 = zext i1 %element1164 to i32
  %add1193 = add i32 %add1150, %step1192
  %call1194 = tail call i32 @llvm.smin.i32(i32 %add1191, i32 255)
  %58 = sext i32 %call1194 to i64
  %p1195 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %58
  %v1196 = load i32, ptr addrspace(3) %p1195, align 4
  %cmp1197 = icmp slt i32 %add1191, %phi260
  %sel1198 = select i1 %cmp1197, i32 %v1196, i32 %call265
  %sel1199 = select i1 %end1166, i32 %sel1198, i32 %sel1156
  %sel1200 = select i1 %end1166, float 0.000000e+00, float %sel1158
  %sel1201 = select i1 %element1164, float %sel1173, float %sel1200
  %sel1203 = select i1 %cmp1162, i1 %cmp1163, i1 %sel1160
  %ended1204 = or i1 %ended1161, %end1166
  %cmp1205 = icmp sgt i32 %sub882, 7
  %cmp1206 = icmp slt i32 %add1193, %sel1199
  %element1207 = and i1 %cmp1205, %cmp1206
  %end1209 = xor i1 %cmp1205, %element1207
  %call1210 = tail call i32 @llvm.smin.i32(i32 %add1193, i32 255)
  %59 = sext i32 %call1210 to i64
  %p1211 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %59
  %v1212 = load float, ptr addrspace(3) %p1211, align 4
  %fadd1214 = fadd reassoc contract float %sel1201, %v1212
  %sel1216 = select i1 %sel1203, float %fadd1214, float %v1212
  %first1218 = xor i1 %ended1204, true
  %defer1219 = and i1 %cmp915, %first1218
  %w1220 = xor i1 %defer1219, true
  %cmp1222 = icmp slt i32 %add1191, %local90
  %60 = and i1 %cmp1222, %w1220
  %in1223 = and i1 %60, %end1209
  br i1 %in1223, label %then1224, label %endif1225

then1224:                                         ; preds = %endif1182
  %p1229 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %58
  %fadd1226 = fadd reassoc contract float %sel1201, 0.000000e+00
  %sel1227 = select i1 %sel1203, float %fadd1226, float 0.000000e+00
  store float %sel1227, ptr addrspace(3) %p1229, align 4
  br label %endif1225

endif1225:                                        ; preds = %then1224, %endif1182
  %keep1230 = and i1 %defer1219, %end1209
  %sel1231 = select i1 %keep1230, float %sel1201, float %sel1188
  %sel1232 = select i1 %keep1230, i1 %sel1203, i1 %sel1189
  %step1233 = zext i1 %end1209 to i32
  %add1234 = add nuw i32 %add1191, %step1233
  %sel1243 = select i1 %end1209, float 0.000000e+00, float %sel1201
  %sel1244 = select i1 %element1207, float %sel1216, float %sel1243
  %sel1246 = select i1 %cmp1205, i1 %cmp1206, i1 %sel1203
  %ended1247 = or i1 %ended1204, %end1209
  %wide1248 = sext i32 %add1234 to i64
  %add1249 = add i64 %phi69, %wide1248
  %wide1250 = zext i1 %ended1247 to i32
  %call1251 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1250, i32 1, i32 0)
  %leaf = trunc i32 %call1251 to i1
  %bits = bitcast float %sel1244 to i32
  %call1252 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits, i32 1, i32 0)
  %leaf1253 = bitcast i32 %call1252 to float
  %wide1254 = zext i1 %sel1246 to i32
  %call1255 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1254, i32 1, i32 0)
  %leaf1256 = trunc i32 %call1255 to i1
  %fadd1259 = fadd reassoc contract float %sel1244, %leaf1253
  %sel1260 = select i1 %sel1246, float %fadd1259, float %leaf1253
  %sel1261 = select i1 %leaf1256, float %sel1260, float %sel1244
  %take.not = or i1 %cmp1257, %ended1247
  %sel1263 = select i1 %take.not, float %sel1244, float %sel1261
  %not.take.not = xor i1 %take.not, true
  %has1262 = select i1 %not.take.not, i1 %leaf1256, i1 false
  %sel1264 = or i1 %sel1246, %has1262
  %f = select i1 %not.cmp1257, i1 %leaf, i1 false
  %sel1265 = or i1 %ended1247, %f
  %wide1266 = zext i1 %sel1265 to i32
  %call1267 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1266, i32 2, i32 0)
  %leaf1268 = trunc i32 %call1267 to i1
  %bits1269 = bitcast float %sel1263 to i32
  %call1270 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1269, i32 2, i32 0)
  %leaf1271 = bitcast i32 %call1270 to float
  %wide1272 = zext i1 %sel1264 to i32
  %call1273 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1272, i32 2, i32 0)
  %leaf1274 = trunc i32 %call1273 to i1
  %fadd1277 = fadd reassoc contract float %sel1263, %leaf1271
  %sel1278 = select i1 %sel1264, float %fadd1277, float %leaf1271
  %sel1279 = select i1 %leaf1274, float %sel1278, float %sel1263
  %take1282.not = or i1 %cmp1275, %sel1265
  %sel1283 = select i1 %take1282.not, float %sel1263, float %sel1279
  %not.take1282.not = xor i1 %take1282.not, true
  %has1280 = select i1 %not.take1282.not, i1 %leaf1274, i1 false
  %sel1284 = or i1 %sel1264, %has1280
  %f1285 = select i1 %not.cmp1275, i1 %leaf1268, i1 false
  %sel1286 = or i1 %sel1265, %f1285
  %wide1287 = zext i1 %sel1286 to i32
  %call1288 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1287, i32 4, i32 0)
  %leaf1289 = trunc i32 %call1288 to i1
  %bits1290 = bitcast float %sel1283 to i32
  %call1291 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1290, i32 4, i32 0)
  %leaf1292 = bitcast i32 %call1291 to float
  %wide1293 = zext i1 %sel1284 to i32
  %call1294 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1293, i32 4, i32 0)
  %leaf1295 = trunc i32 %call1294 to i1
  %fadd1298 = fadd reassoc contract float %sel1283, %leaf1292
  %sel1299 = select i1 %sel1284, float %fadd1298, float %leaf1292
  %sel1300 = select i1 %leaf1295, float %sel1299, float %sel1283
  %take1303.not = or i1 %cmp1296, %sel1286
  %sel1304 = select i1 %take1303.not, float %sel1283, float %sel1300
  %not.take1303.not = xor i1 %take1303.not, true
  %has1301 = select i1 %not.take1303.not, i1 %leaf1295, i1 false
  %sel1305 = or i1 %sel1284, %has1301
  %f1306 = select i1 %not.cmp1296, i1 %leaf1289, i1 false
  %sel1307 = or i1 %sel1286, %f1306
  %wide1308 = zext i1 %sel1307 to i32
  %call1309 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1308, i32 8, i32 0)
  %leaf1310 = trunc i32 %call1309 to i1
  %bits1311 = bitcast float %sel1304 to i32
  %call1312 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1311, i32 8, i32 0)
  %leaf1313 = bitcast i32 %call1312 to float
  %wide1314 = zext i1 %sel1305 to i32
  %call1315 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1314, i32 8, i32 0)
  %leaf1316 = trunc i32 %call1315 to i1
  %fadd1319 = fadd reassoc contract float %sel1304, %leaf1313
  %sel1320 = select i1 %sel1305, float %fadd1319, float %leaf1313
  %sel1321 = select i1 %leaf1316, float %sel1320, float %sel1304
  %take1324.not = or i1 %cmp1317, %sel1307
  %sel1325 = select i1 %take1324.not, float %sel1304, float %sel1321
  %not.take1324.not = xor i1 %take1324.not, true
  %has1322 = select i1 %not.take1324.not, i1 %leaf1316, i1 false
  %sel1326 = or i1 %sel1305, %has1322
  %f1327 = select i1 %not.cmp1317, i1 %leaf1310, i1 false
  %sel1328 = or i1 %sel1307, %f1327
  %wide1329 = zext i1 %sel1328 to i32
  %call1330 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1329, i32 16, i32 0)
  %leaf1331 = trunc i32 %call1330 to i1
  %bits1332 = bitcast float %sel1325 to i32
  %call1333 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1332, i32 16, i32 0)
  %leaf1334 = bitcast i32 %call1333 to float
  %wide1335 = zext i1 %sel1326 to i32
  %call1336 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1335, i32 16, i32 0)
  %leaf1337 = trunc i32 %call1336 to i1
  %fadd1340 = fadd reassoc contract float %sel1325, %leaf1334
  %sel1341 = select i1 %sel1326, float %fadd1340, float %leaf1334
  %sel1342 = select i1 %leaf1337, float %sel1341, float %sel1325
  %take1345.not = or i1 %cmp1338, %sel1328
  %sel1346 = select i1 %take1345.not, float %sel1325, float %sel1342
  %not.take1345.not = xor i1 %take1345.not, true
  %has1343 = select i1 %not.take1345.not, i1 %leaf1337, i1 false
  %sel1347 = or i1 %sel1326, %has1343
  %f1348 = select i1 %not.cmp1338, i1 %leaf1331, i1 false
  %sel1349 = or i1 %sel1328, %f1348
  %wide1350 = zext i1 %sel1349 to i32
  %call1351 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1350, i32 1, i32 0)
  %bits1353 = bitcast float %sel1346 to i32
  %call1354 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1353, i32 1, i32 0)
  %leaf1355 = bitcast i32 %call1354 to float
  %wide1356 = zext i1 %sel1347 to i32
  %call1357 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1356, i32 1, i32 0)
  %leaf1358 = trunc i32 %call1357 to i1
  %p1360 = and i1 %not.cmp1257, %leaf1358
  %call1361 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %ended1247)
  %deferred = and i1 %cmp915, %ended1247
  %in1364 = and i1 %cmp929, %deferred
  %fadd1366 = fadd reassoc contract float %sel1231, %leaf1355
  %sel1367 = select i1 %sel1232, float %fadd1366, float %leaf1355
  %sel1368 = select i1 %p1360, float %sel1367, float %sel1231
  %has1369 = or i1 %sel1232, %p1360
  br i1 %in1364, label %then1371, label %endif1372

then1371:                                         ; preds = %endif1225
  %call1362 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %call1361, i1 false)
  %cmp1370 = icmp eq i32 %call1362, %lane27
  %tile = and i1 %cmp85, %cmp1370
  br i1 %tile, label %then1373, label %else1374

endif1372:                                        ; preds = %then1373, %else1374, %endif1225
  br i1 %cmp1384, label %then1385, label %endif1386

then1373:                                         ; preds = %then1371
  %mul1376 = shl i64 %i, 1
  %add1377 = or disjoint i64 %mul1376, 1
  %p1378 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add1377
  store float %sel1368, ptr addrspace(1) %p1378, align 4
  %flag = zext i1 %has1369 to i64
  %p1379 = getelementptr inbounds i64, ptr addrspace(1) %10, i64 %add1377
  store i64 %flag, ptr addrspace(1) %p1379, align 4
  br label %endif1372

else1374:                                         ; preds = %then1371
  %fadd1380 = fadd reassoc contract float %sel1368, 0.000000e+00
  %sel1381 = select i1 %has1369, float %fadd1380, float 0.000000e+00
  %p1383 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %38
  store float %sel1381, ptr addrspace(3) %p1383, align 4
  br label %endif1372

then1385:                                         ; preds = %endif1372
  %mul1387 = shl i64 %i, 1
  %p1392 = getelementptr inbounds i64, ptr addrspace(1) %10, i64 %mul1387
  %mul1390 = shl i64 %add1249, 1
  %has1389 = zext i1 %sel1347 to i64
  %add1391 = or disjoint i64 %mul1390, %has1389
  %p1388 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %mul1387
  store float %sel1346, ptr addrspace(1) %p1388, align 4
  store i64 %add1391, ptr addrspace(1) %p1392, align 4
  br label %endif1386

endif1386:                                        ; preds = %then1385, %endif1372
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1394 = icmp sgt i32 %phi260, %lane27
  %first1396 = and i1 %cmp1257, %cmp85
  %w1397 = xor i1 %first1396, true
  %w1398 = and i1 %cmp1394, %w1397
  %cmp1399 = icmp slt i32 %lane27, %local90
  %in1400 = and i1 %cmp1399, %w1398
  br i1 %in1400, label %then1401, label %endif1402

then1401:                                         ; preds = %endif1386
  %p1407 = getelementptr inbounds float, ptr addrspace(1) %8, i64 %add96
  %v1404 = load float, ptr addrspace(3) %p1403, align 4
  store float %v1404, ptr addrspace(1) %p1407, align 4
  br label %endif1402

endif1402:                                        ; preds = %then1401, %endif1386
  %cmp1408 = icmp sgt i32 %phi260, 32
  br i1 %cmp1408, label %then1409, label %endif1410

then1409:                                         ; preds = %endif1402
  %cmp1412 = icmp slt i32 %add114, %phi260
  %cmp1417 = icmp slt i32 %add114, %local90
  %in1418 = and i1 %cmp1417, %cmp1412
  br i1 %in1418, label %then1419, label %endif1410

endif1410:                                        ; preds = %then1409, %then1419, %endif1402
  %cmp1426 = icmp sgt i32 %phi260, 64
  br i1 %cmp1426, label %then1427, label %endif1428

then1419:                                         ; preds = %then1409
  %gep1543 = getelementptr float, ptr addrspace(1) %invariant.gep1542, i64 %phi69
  %v1422 = load float, ptr addrspace(3) %p1421, align 4
  store float %v1422, ptr addrspace(1) %gep1543, align 4
  br label %endif1410

then1427:                                         ; preds = %endif1410
  %cmp1430 = icmp slt i32 %add139, %phi260
  %cmp1435 = icmp slt i32 %add139, %local90
  %in1436 = and i1 %cmp1435, %cmp1430
  br i1 %in1436, label %then1437, label %endif1438

endif1428:                                        ; preds = %endif1438, %then1452, %endif1410
  %cmp1459 = icmp sgt i32 %phi260, 128
  br i1 %cmp1459, label %then1460, label %endif1461

then1437:                                         ; preds = %then1427
  %gep1545 = getelementptr float, ptr addrspace(1) %invariant.gep1544, i64 %phi69
  %v1440 = load float, ptr addrspace(3) %p1439, align 4
  store float %v1440, ptr addrspace(1) %gep1545, align 4
  br label %endif1438

endif1438:                                        ; preds = %then1437, %then1427
  %cmp1445 = icmp slt i32 %add140, %phi260
  %cmp1450 = icmp slt i32 %add140, %local90
  %in1451 = and i1 %cmp1450, %cmp1445
  br i1 %in1451, label %then1452, label %endif1428

then1452:                                         ; preds = %endif1438
  %gep1547 = getelementptr float, ptr addrspace(1) %invariant.gep1546, i64 %phi69
  %v1455 = load float, ptr addrspace(3) %p1454, align 4
  store float %v1455, ptr addrspace(1) %gep1547, align 4
  br label %endif1428

then1460:                                         ; preds = %endif1428
  %cmp1463 = icmp slt i32 %add183, %phi260
  %cmp1468 = icmp slt i32 %add183, %local90
  %in1469 = and i1 %cmp1468, %cmp1463
  br i1 %in1469, label %then1470, label %endif1471

endif1461:                                        ; preds = %endif1501, %then1515, %endif1428
  %add1522 = add i64 %i, %warp8
  %cmp1523 = icmp slt i64 %add1522, %11
  br i1 %cmp1523, label %stride.body, label %stride.exit

then1470:                                         ; preds = %then1460
  %gep1549 = getelementptr float, ptr addrspace(1) %invariant.gep1548, i64 %phi69
  %v1473 = load float, ptr addrspace(3) %p1472, align 4
  store float %v1473, ptr addrspace(1) %gep1549, align 4
  br label %endif1471

endif1471:                                        ; preds = %then1470, %then1460
  %cmp1478 = icmp slt i32 %add184, %phi260
  %cmp1483 = icmp slt i32 %add184, %local90
  %in1484 = and i1 %cmp1483, %cmp1478
  br i1 %in1484, label %then1485, label %endif1486

then1485:                                         ; preds = %endif1471
  %gep1551 = getelementptr float, ptr addrspace(1) %invariant.gep1550, i64 %phi69
  %v1488 = load float, ptr addrspace(3) %p1487, align 4
  store float %v1488, ptr addrspace(1) %gep1551, align 4
  br label %endif1486

endif1486:                                        ; preds = %then1485, %endif1471
  %cmp1493 = icmp slt i32 %add185, %phi260
  %cmp1498 = icmp slt i32 %add185, %local90
  %in1499 = and i1 %cmp1498, %cmp1493
  br i1 %in1499, label %then1500, label %endif1501

then1500:                                         ; preds = %endif1486
  %gep1553 = getelementptr float, ptr addrspace(1) %invariant.gep1552, i64 %phi69
  %v1503 = load float, ptr addrspace(3) %p1502, align 4
  store float %v1503, ptr addrspace(1) %gep1553, align 4
  br label %endif1501

endif1501:                                        ; preds = %then1500, %endif1486
  %cmp1508 = icmp slt i32 %add186, %phi260
  %cmp1513 = icmp slt i32 %add186, %local90
  %in1514 = and i1 %cmp1513, %cmp1508
  br i1 %in1514, label %then1515, label %endif1461

then1515:                                         ; preds = %endif1501
  %gep1555 = getelementptr float, ptr addrspace(1) %invariant.gep1554, i64 %phi69
  %v1518 = load float, ptr addrspace(3) %p1517, align 4
  store float %v1518, ptr addrspace(1) %gep1555, align 4
  br label %endif1461
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #3

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
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { norecurse nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { convergent nocallback nounwind }
attributes #5 = { norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3, !4}

!0 = !{ptr @systole_fold_seg_csr_spmv_f32_search, !"kernel", i32 1}
!1 = !{ptr @systole_fold_seg_csr_spmv_f32_segment, !"kernel", i32 1}
!2 = !{ptr @systole_fold_seg_csr_spmv_f32_segment, !"maxntidx", i32 256}
!3 = !{ptr @systole_fold_seg_csr_spmv_f32_segment, !"minctasm", i32 4}
!4 = !{ptr @systole_fold_seg_csr_spmv_f32_finish, !"kernel", i32 1}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.peeled.count", i32 1}
