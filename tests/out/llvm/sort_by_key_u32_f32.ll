; ModuleID = 'systole_sort_by_key_u32_f32'
source_filename = "systole_sort_by_key_u32_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@scan.shared = internal addrspace(3) global [1024 x i32] undef, align 8
@scan.shared.1 = internal unnamed_addr addrspace(3) global [2048 x i32] undef, align 8
@scan.shared.2 = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 8
@scan.shared.3 = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 8
@scan.shared.4 = internal unnamed_addr addrspace(3) global [8 x i32] undef, align 8
@scan.shared.5.0 = internal unnamed_addr addrspace(3) global i32 undef, align 8
@scan.shared.6 = internal unnamed_addr addrspace(3) global [4096 x i64] undef, align 8
@scan.shared.7 = internal unnamed_addr addrspace(3) global [4096 x i8] undef, align 8

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define void @systole_sort_by_key_u32_f32_elements(i64 %0, ptr addrspace(1) noalias nocapture readonly %1, i64 %2, ptr addrspace(1) noalias nocapture writeonly %3, ptr addrspace(1) noalias nocapture writeonly %4, ptr addrspace(1) noalias nocapture readnone %5, ptr addrspace(1) noalias nocapture readnone %6, ptr addrspace(1) noalias nocapture readnone %7, ptr addrspace(1) noalias nocapture readnone %8, ptr addrspace(1) noalias nocapture readnone %9, ptr addrspace(1) noalias nocapture readnone %10, i64 %11, i64 %12) local_unnamed_addr #0 {
entry:
  %call = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %sreg = zext nneg i32 %call to i64
  %call1 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %sreg2 = zext nneg i32 %call1 to i64
  %mul = mul nuw nsw i64 %sreg, %sreg2
  %call3 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg4 = zext nneg i32 %call3 to i64
  %add = add nuw nsw i64 %mul, %sreg4
  %call7 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %sreg8 = zext nneg i32 %call7 to i64
  %mul9 = mul nuw nsw i64 %sreg2, %sreg8
  %cmp = icmp slt i64 %add, %2
  br i1 %cmp, label %stride.body.preheader, label %stride.exit

stride.body.preheader:                            ; preds = %entry
  %sub = add i64 %0, -1
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %stride.body
  %i = phi i64 [ %add14, %stride.body ], [ %add, %stride.body.preheader ]
  %call10 = tail call i64 @llvm.smin.i64(i64 %i, i64 %sub)
  %call11 = tail call i64 @llvm.smax.i64(i64 %call10, i64 0)
  %p = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call11
  %v = load i32, ptr addrspace(1) %p, align 4
  %sitofp = sitofp i32 %v to float
  %fmul = fmul float %sitofp, 5.000000e-01
  %p12 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %i
  store float %fmul, ptr addrspace(1) %p12, align 4
  %p13 = getelementptr inbounds i32, ptr addrspace(1) %4, i64 %i
  store i32 %v, ptr addrspace(1) %p13, align 4
  %add14 = add i64 %i, %mul9
  %cmp15 = icmp slt i64 %add14, %2
  br i1 %cmp15, label %stride.body, label %stride.exit

stride.exit:                                      ; preds = %stride.body, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: norecurse nounwind
define void @systole_sort_by_key_u32_f32_histogram(i64 %0, ptr addrspace(1) noalias nocapture readonly %1, i64 %2, ptr addrspace(1) noalias nocapture readnone %3, ptr addrspace(1) noalias nocapture readnone %4, ptr addrspace(1) noalias nocapture readnone %5, ptr addrspace(1) noalias nocapture readnone %6, ptr addrspace(1) noalias nocapture readnone %7, ptr addrspace(1) noalias nocapture readnone %8, ptr addrspace(1) noalias nocapture %9, ptr addrspace(1) noalias nocapture readnone %10, i64 %11, i64 %12) local_unnamed_addr #2 {
entry:
  %call = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg = zext nneg i32 %call to i64
  %p = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %sreg
  store i32 0, ptr addrspace(3) %p, align 4
  %add1 = or disjoint i64 %sreg, 256
  %p2 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %add1
  store i32 0, ptr addrspace(3) %p2, align 4
  %add3 = or disjoint i64 %sreg, 512
  %p4 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %add3
  store i32 0, ptr addrspace(3) %p4, align 4
  %add5 = or disjoint i64 %sreg, 768
  %p6 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %add5
  store i32 0, ptr addrspace(3) %p6, align 4
  tail call void @llvm.nvvm.barrier0()
  %call7 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %sreg8 = zext nneg i32 %call7 to i64
  %mul = shl nuw nsw i64 %sreg8, 8
  %add9 = or disjoint i64 %mul, %sreg
  %call10 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %sreg11 = zext nneg i32 %call10 to i64
  %mul12 = shl nuw nsw i64 %sreg11, 8
  %cmp = icmp slt i64 %add9, %2
  br i1 %cmp, label %stride.body.preheader, label %stride.exit

stride.body.preheader:                            ; preds = %entry
  %sub = add i64 %0, -1
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %stride.body
  %i = phi i64 [ %add29, %stride.body ], [ %add9, %stride.body.preheader ]
  %call13 = tail call i64 @llvm.smin.i64(i64 %i, i64 %sub)
  %call14 = tail call i64 @llvm.smax.i64(i64 %call13, i64 0)
  %p15 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call14
  %v = load i32, ptr addrspace(1) %p15, align 4
  %k = zext i32 %v to i64
  %digit = and i64 %k, 255
  %count = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %digit
  %13 = atomicrmw add ptr addrspace(3) %count, i32 1 monotonic, align 4
  %s17 = lshr i64 %k, 8
  %digit18 = and i64 %s17, 255
  %add19 = or disjoint i64 %digit18, 256
  %count20 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %add19
  %14 = atomicrmw add ptr addrspace(3) %count20, i32 1 monotonic, align 4
  %s21 = lshr i64 %k, 16
  %digit22 = and i64 %s21, 255
  %add23 = or disjoint i64 %digit22, 512
  %count24 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %add23
  %15 = atomicrmw add ptr addrspace(3) %count24, i32 1 monotonic, align 4
  %s25 = lshr i64 %k, 24
  %add27 = or disjoint i64 %s25, 768
  %count28 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %add27
  %16 = atomicrmw add ptr addrspace(3) %count28, i32 1 monotonic, align 4
  %add29 = add i64 %i, %mul12
  %cmp30 = icmp slt i64 %add29, %2
  br i1 %cmp30, label %stride.body, label %stride.exit

stride.exit:                                      ; preds = %stride.body, %entry
  tail call void @llvm.nvvm.barrier0()
  %v33 = load i32, ptr addrspace(3) %p, align 4
  %cmp34.not = icmp eq i32 %v33, 0
  br i1 %cmp34.not, label %endif, label %then

then:                                             ; preds = %stride.exit
  %count35 = getelementptr inbounds i32, ptr addrspace(1) %9, i64 %sreg
  %17 = atomicrmw add ptr addrspace(1) %count35, i32 %v33 monotonic, align 4
  br label %endif

endif:                                            ; preds = %then, %stride.exit
  %v38 = load i32, ptr addrspace(3) %p2, align 4
  %cmp39.not = icmp eq i32 %v38, 0
  br i1 %cmp39.not, label %endif41, label %then40

then40:                                           ; preds = %endif
  %count42 = getelementptr inbounds i32, ptr addrspace(1) %9, i64 %add1
  %18 = atomicrmw add ptr addrspace(1) %count42, i32 %v38 monotonic, align 4
  br label %endif41

endif41:                                          ; preds = %then40, %endif
  %v45 = load i32, ptr addrspace(3) %p4, align 4
  %cmp46.not = icmp eq i32 %v45, 0
  br i1 %cmp46.not, label %endif48, label %then47

then47:                                           ; preds = %endif41
  %count49 = getelementptr inbounds i32, ptr addrspace(1) %9, i64 %add3
  %19 = atomicrmw add ptr addrspace(1) %count49, i32 %v45 monotonic, align 4
  br label %endif48

endif48:                                          ; preds = %then47, %endif41
  %v52 = load i32, ptr addrspace(3) %p6, align 4
  %cmp53.not = icmp eq i32 %v52, 0
  br i1 %cmp53.not, label %endif55, label %then54

then54:                                           ; preds = %endif48
  %count56 = getelementptr inbounds i32, ptr addrspace(1) %9, i64 %add5
  %20 = atomicrmw add ptr addrspace(1) %count56, i32 %v52 monotonic, align 4
  br label %endif55

endif55:                                          ; preds = %then54, %endif48
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

define void @systole_sort_by_key_u32_f32_digit(i64 %0, ptr addrspace(1) noalias nocapture readonly %1, i64 %2, ptr addrspace(1) noalias nocapture %3, ptr addrspace(1) noalias nocapture writeonly %4, ptr addrspace(1) noalias nocapture %5, ptr addrspace(1) noalias nocapture writeonly %6, ptr addrspace(1) noalias nocapture %7, ptr addrspace(1) noalias nocapture %8, ptr addrspace(1) noalias nocapture readonly %9, ptr addrspace(1) noalias %10, i64 %11, i64 %12) local_unnamed_addr {
entry:
  %ordinal = and i64 %12, 255
  %flag = and i64 %12, 256
  %cmp.not = icmp eq i64 %flag, 0
  %odd = and i64 %12, 1
  %cmp1.not = icmp eq i64 %odd, 0
  %cmp2 = icmp eq i64 %ordinal, 0
  %sel = select i1 %cmp1.not, ptr addrspace(1) %8, ptr addrspace(1) %7
  %sel3 = select i1 %cmp1.not, ptr addrspace(1) %7, ptr addrspace(1) %8
  %call = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg = zext nneg i32 %call to i64
  %lane = and i64 %sreg, 31
  %w = lshr i64 %sreg, 5
  %cmp4 = icmp eq i32 %call, 0
  br i1 %cmp4, label %then, label %endif

then:                                             ; preds = %entry
  %counter = getelementptr inbounds i32, ptr addrspace(1) %10, i64 %ordinal
  %13 = atomicrmw add ptr addrspace(1) %counter, i32 1 monotonic, align 4
  store i32 %13, ptr addrspace(3) @scan.shared.5.0, align 8
  br label %endif

endif:                                            ; preds = %then, %entry
  %p = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %sreg
  store i32 0, ptr addrspace(3) %p, align 4
  %add5 = or disjoint i64 %sreg, 256
  %p6 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add5
  store i32 0, ptr addrspace(3) %p6, align 4
  %add7 = or disjoint i64 %sreg, 512
  %p8 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add7
  store i32 0, ptr addrspace(3) %p8, align 4
  %add9 = or disjoint i64 %sreg, 768
  %p10 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add9
  store i32 0, ptr addrspace(3) %p10, align 4
  %add11 = or disjoint i64 %sreg, 1024
  %p12 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add11
  store i32 0, ptr addrspace(3) %p12, align 4
  %add13 = or disjoint i64 %sreg, 1280
  %p14 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add13
  store i32 0, ptr addrspace(3) %p14, align 4
  %add15 = or disjoint i64 %sreg, 1536
  %p16 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add15
  store i32 0, ptr addrspace(3) %p16, align 4
  %add17 = or disjoint i64 %sreg, 1792
  %p18 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add17
  store i32 0, ptr addrspace(3) %p18, align 4
  tail call void @llvm.nvvm.barrier0()
  %v = load i32, ptr addrspace(3) @scan.shared.5.0, align 8
  %tile = zext i32 %v to i64
  %mul = shl nuw nsw i64 %tile, 12
  %sub = sub i64 %2, %mul
  %call19 = tail call i64 @llvm.smin.i64(i64 %sub, i64 4096)
  %t = trunc nuw nsw i64 %lane to i32
  %notmask = shl nsw i32 -1, %t
  %below = xor i32 %notmask, -1
  %mul20 = shl nuw nsw i64 %w, 9
  %add22 = or disjoint i64 %mul, %mul20
  %add23 = or disjoint i64 %add22, %lane
  %cmp24 = icmp slt i64 %add23, %2
  %sub25 = add i64 %2, -1
  %call26 = tail call i64 @llvm.smin.i64(i64 %add23, i64 %sub25)
  br i1 %cmp2, label %then27, label %else

then27:                                           ; preds = %endif
  %sub29 = add i64 %0, -1
  %call30 = tail call i64 @llvm.smin.i64(i64 %call26, i64 %sub29)
  %call31 = tail call i64 @llvm.smax.i64(i64 %call30, i64 0)
  %p32 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call31
  br label %endif28

else:                                             ; preds = %endif
  %p34 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call26
  br label %endif28

endif28:                                          ; preds = %else, %then27
  %phi.in = phi ptr addrspace(1) [ %p32, %then27 ], [ %p34, %else ]
  %phi = load i32, ptr addrspace(1) %phi.in, align 4
  %14 = zext i32 %phi to i64
  %k = select i1 %cmp24, i64 %14, i64 4294967295
  %s = lshr i64 %k, %11
  %digit = and i64 %s, 255
  %b37 = and i64 %s, 1
  %cmp38 = icmp ne i64 %b37, 0
  %call39 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp38)
  %not.cmp38 = xor i1 %cmp38, true
  %not = sext i1 %not.cmp38 to i32
  %sel40 = xor i32 %call39, %not
  %15 = and i64 %s, 2
  %cmp43 = icmp ne i64 %15, 0
  %call44 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp43)
  %not.cmp43 = xor i1 %cmp43, true
  %not45 = sext i1 %not.cmp43 to i32
  %sel46 = xor i32 %call44, %not45
  %peers47 = and i32 %sel40, %sel46
  %16 = and i64 %s, 4
  %cmp50 = icmp ne i64 %16, 0
  %call51 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp50)
  %not.cmp50 = xor i1 %cmp50, true
  %not52 = sext i1 %not.cmp50 to i32
  %sel53 = xor i32 %call51, %not52
  %peers54 = and i32 %peers47, %sel53
  %17 = and i64 %s, 8
  %cmp57 = icmp ne i64 %17, 0
  %call58 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp57)
  %not.cmp57 = xor i1 %cmp57, true
  %not59 = sext i1 %not.cmp57 to i32
  %sel60 = xor i32 %call58, %not59
  %peers61 = and i32 %peers54, %sel60
  %18 = and i64 %s, 16
  %cmp64 = icmp ne i64 %18, 0
  %call65 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp64)
  %not.cmp64 = xor i1 %cmp64, true
  %not66 = sext i1 %not.cmp64 to i32
  %sel67 = xor i32 %call65, %not66
  %peers68 = and i32 %peers61, %sel67
  %19 = and i64 %s, 32
  %cmp71 = icmp ne i64 %19, 0
  %call72 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp71)
  %not.cmp71 = xor i1 %cmp71, true
  %not73 = sext i1 %not.cmp71 to i32
  %sel74 = xor i32 %call72, %not73
  %peers75 = and i32 %peers68, %sel74
  %20 = and i64 %s, 64
  %cmp78 = icmp ne i64 %20, 0
  %call79 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp78)
  %not.cmp78 = xor i1 %cmp78, true
  %not80 = sext i1 %not.cmp78 to i32
  %sel81 = xor i32 %call79, %not80
  %peers82 = and i32 %peers75, %sel81
  %21 = and i64 %s, 128
  %cmp85 = icmp ne i64 %21, 0
  %call86 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp85)
  %not.cmp85 = xor i1 %cmp85, true
  %not87 = sext i1 %not.cmp85 to i32
  %sel88 = xor i32 %call86, %not87
  %peers89 = and i32 %peers82, %sel88
  %lt = and i32 %peers89, %below
  %call90 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %lt)
  %mul91 = shl nuw nsw i64 %w, 8
  %add92 = or disjoint i64 %digit, %mul91
  %p93 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add92
  %v94 = load i32, ptr addrspace(3) %p93, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp95 = icmp eq i32 %lt, 0
  br i1 %cmp95, label %then96, label %endif97

then96:                                           ; preds = %endif28
  %call98 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %peers89)
  %c = add i32 %call98, %v94
  store i32 %c, ptr addrspace(3) %p93, align 4
  br label %endif97

endif97:                                          ; preds = %then96, %endif28
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add101 = or disjoint i64 %lane, %mul20
  %add102 = or disjoint i64 %add101, %mul
  %add103 = or disjoint i64 %add102, 32
  %cmp104 = icmp slt i64 %add103, %2
  %call106 = tail call i64 @llvm.smin.i64(i64 %add103, i64 %sub25)
  br i1 %cmp2, label %then107, label %else108

then107:                                          ; preds = %endif97
  %sub110 = add i64 %0, -1
  %call111 = tail call i64 @llvm.smin.i64(i64 %call106, i64 %sub110)
  %call112 = tail call i64 @llvm.smax.i64(i64 %call111, i64 0)
  %p113 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call112
  br label %endif109

else108:                                          ; preds = %endif97
  %p117 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call106
  br label %endif109

endif109:                                         ; preds = %else108, %then107
  %phi119.in = phi ptr addrspace(1) [ %p113, %then107 ], [ %p117, %else108 ]
  %phi119 = load i32, ptr addrspace(1) %phi119.in, align 4
  %22 = zext i32 %phi119 to i64
  %k121 = select i1 %cmp104, i64 %22, i64 4294967295
  %s122 = lshr i64 %k121, %11
  %digit123 = and i64 %s122, 255
  %b125 = and i64 %s122, 1
  %cmp126 = icmp ne i64 %b125, 0
  %call127 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp126)
  %not.cmp126 = xor i1 %cmp126, true
  %not128 = sext i1 %not.cmp126 to i32
  %sel129 = xor i32 %call127, %not128
  %23 = and i64 %s122, 2
  %cmp133 = icmp ne i64 %23, 0
  %call134 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp133)
  %not.cmp133 = xor i1 %cmp133, true
  %not135 = sext i1 %not.cmp133 to i32
  %sel136 = xor i32 %call134, %not135
  %peers137 = and i32 %sel129, %sel136
  %24 = and i64 %s122, 4
  %cmp140 = icmp ne i64 %24, 0
  %call141 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp140)
  %not.cmp140 = xor i1 %cmp140, true
  %not142 = sext i1 %not.cmp140 to i32
  %sel143 = xor i32 %call141, %not142
  %peers144 = and i32 %peers137, %sel143
  %25 = and i64 %s122, 8
  %cmp147 = icmp ne i64 %25, 0
  %call148 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp147)
  %not.cmp147 = xor i1 %cmp147, true
  %not149 = sext i1 %not.cmp147 to i32
  %sel150 = xor i32 %call148, %not149
  %peers151 = and i32 %peers144, %sel150
  %26 = and i64 %s122, 16
  %cmp154 = icmp ne i64 %26, 0
  %call155 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp154)
  %not.cmp154 = xor i1 %cmp154, true
  %not156 = sext i1 %not.cmp154 to i32
  %sel157 = xor i32 %call155, %not156
  %peers158 = and i32 %peers151, %sel157
  %27 = and i64 %s122, 32
  %cmp161 = icmp ne i64 %27, 0
  %call162 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp161)
  %not.cmp161 = xor i1 %cmp161, true
  %not163 = sext i1 %not.cmp161 to i32
  %sel164 = xor i32 %call162, %not163
  %peers165 = and i32 %peers158, %sel164
  %28 = and i64 %s122, 64
  %cmp168 = icmp ne i64 %28, 0
  %call169 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp168)
  %not.cmp168 = xor i1 %cmp168, true
  %not170 = sext i1 %not.cmp168 to i32
  %sel171 = xor i32 %call169, %not170
  %peers172 = and i32 %peers165, %sel171
  %29 = and i64 %s122, 128
  %cmp175 = icmp ne i64 %29, 0
  %call176 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp175)
  %not.cmp175 = xor i1 %cmp175, true
  %not177 = sext i1 %not.cmp175 to i32
  %sel178 = xor i32 %call176, %not177
  %peers179 = and i32 %peers172, %sel178
  %lt180 = and i32 %peers179, %below
  %call181 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %lt180)
  %add183 = or disjoint i64 %digit123, %mul91
  %p184 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add183
  %v185 = load i32, ptr addrspace(3) %p184, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp186 = icmp eq i32 %lt180, 0
  br i1 %cmp186, label %then187, label %endif188

then187:                                          ; preds = %endif109
  %call189 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %peers179)
  %c190 = add i32 %call189, %v185
  store i32 %c190, ptr addrspace(3) %p184, align 4
  br label %endif188

endif188:                                         ; preds = %then187, %endif109
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add196 = or disjoint i64 %add102, 64
  %cmp197 = icmp slt i64 %add196, %2
  %call199 = tail call i64 @llvm.smin.i64(i64 %add196, i64 %sub25)
  br i1 %cmp2, label %then200, label %else201

then200:                                          ; preds = %endif188
  %sub203 = add i64 %0, -1
  %call204 = tail call i64 @llvm.smin.i64(i64 %call199, i64 %sub203)
  %call205 = tail call i64 @llvm.smax.i64(i64 %call204, i64 0)
  %p206 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call205
  br label %endif202

else201:                                          ; preds = %endif188
  %p210 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call199
  br label %endif202

endif202:                                         ; preds = %else201, %then200
  %phi212.in = phi ptr addrspace(1) [ %p206, %then200 ], [ %p210, %else201 ]
  %phi212 = load i32, ptr addrspace(1) %phi212.in, align 4
  %30 = zext i32 %phi212 to i64
  %k214 = select i1 %cmp197, i64 %30, i64 4294967295
  %s215 = lshr i64 %k214, %11
  %digit216 = and i64 %s215, 255
  %b218 = and i64 %s215, 1
  %cmp219 = icmp ne i64 %b218, 0
  %call220 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp219)
  %not.cmp219 = xor i1 %cmp219, true
  %not221 = sext i1 %not.cmp219 to i32
  %sel222 = xor i32 %call220, %not221
  %31 = and i64 %s215, 2
  %cmp226 = icmp ne i64 %31, 0
  %call227 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp226)
  %not.cmp226 = xor i1 %cmp226, true
  %not228 = sext i1 %not.cmp226 to i32
  %sel229 = xor i32 %call227, %not228
  %peers230 = and i32 %sel222, %sel229
  %32 = and i64 %s215, 4
  %cmp233 = icmp ne i64 %32, 0
  %call234 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp233)
  %not.cmp233 = xor i1 %cmp233, true
  %not235 = sext i1 %not.cmp233 to i32
  %sel236 = xor i32 %call234, %not235
  %peers237 = and i32 %peers230, %sel236
  %33 = and i64 %s215, 8
  %cmp240 = icmp ne i64 %33, 0
  %call241 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp240)
  %not.cmp240 = xor i1 %cmp240, true
  %not242 = sext i1 %not.cmp240 to i32
  %sel243 = xor i32 %call241, %not242
  %peers244 = and i32 %peers237, %sel243
  %34 = and i64 %s215, 16
  %cmp247 = icmp ne i64 %34, 0
  %call248 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp247)
  %not.cmp247 = xor i1 %cmp247, true
  %not249 = sext i1 %not.cmp247 to i32
  %sel250 = xor i32 %call248, %not249
  %peers251 = and i32 %peers244, %sel250
  %35 = and i64 %s215, 32
  %cmp254 = icmp ne i64 %35, 0
  %call255 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp254)
  %not.cmp254 = xor i1 %cmp254, true
  %not256 = sext i1 %not.cmp254 to i32
  %sel257 = xor i32 %call255, %not256
  %peers258 = and i32 %peers251, %sel257
  %36 = and i64 %s215, 64
  %cmp261 = icmp ne i64 %36, 0
  %call262 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp261)
  %not.cmp261 = xor i1 %cmp261, true
  %not263 = sext i1 %not.cmp261 to i32
  %sel264 = xor i32 %call262, %not263
  %peers265 = and i32 %peers258, %sel264
  %37 = and i64 %s215, 128
  %cmp268 = icmp ne i64 %37, 0
  %call269 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp268)
  %not.cmp268 = xor i1 %cmp268, true
  %not270 = sext i1 %not.cmp268 to i32
  %sel271 = xor i32 %call269, %not270
  %peers272 = and i32 %peers265, %sel271
  %lt273 = and i32 %peers272, %below
  %call274 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %lt273)
  %add276 = or disjoint i64 %digit216, %mul91
  %p277 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add276
  %v278 = load i32, ptr addrspace(3) %p277, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp279 = icmp eq i32 %lt273, 0
  br i1 %cmp279, label %then280, label %endif281

then280:                                          ; preds = %endif202
  %call282 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %peers272)
  %c283 = add i32 %call282, %v278
  store i32 %c283, ptr addrspace(3) %p277, align 4
  br label %endif281

endif281:                                         ; preds = %then280, %endif202
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add289 = or disjoint i64 %add102, 96
  %cmp290 = icmp slt i64 %add289, %2
  %call292 = tail call i64 @llvm.smin.i64(i64 %add289, i64 %sub25)
  br i1 %cmp2, label %then293, label %else294

then293:                                          ; preds = %endif281
  %sub296 = add i64 %0, -1
  %call297 = tail call i64 @llvm.smin.i64(i64 %call292, i64 %sub296)
  %call298 = tail call i64 @llvm.smax.i64(i64 %call297, i64 0)
  %p299 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call298
  br label %endif295

else294:                                          ; preds = %endif281
  %p303 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call292
  br label %endif295

endif295:                                         ; preds = %else294, %then293
  %phi305.in = phi ptr addrspace(1) [ %p299, %then293 ], [ %p303, %else294 ]
  %phi305 = load i32, ptr addrspace(1) %phi305.in, align 4
  %38 = zext i32 %phi305 to i64
  %k307 = select i1 %cmp290, i64 %38, i64 4294967295
  %s308 = lshr i64 %k307, %11
  %digit309 = and i64 %s308, 255
  %b311 = and i64 %s308, 1
  %cmp312 = icmp ne i64 %b311, 0
  %call313 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp312)
  %not.cmp312 = xor i1 %cmp312, true
  %not314 = sext i1 %not.cmp312 to i32
  %sel315 = xor i32 %call313, %not314
  %39 = and i64 %s308, 2
  %cmp319 = icmp ne i64 %39, 0
  %call320 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp319)
  %not.cmp319 = xor i1 %cmp319, true
  %not321 = sext i1 %not.cmp319 to i32
  %sel322 = xor i32 %call320, %not321
  %peers323 = and i32 %sel315, %sel322
  %40 = and i64 %s308, 4
  %cmp326 = icmp ne i64 %40, 0
  %call327 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp326)
  %not.cmp326 = xor i1 %cmp326, true
  %not328 = sext i1 %not.cmp326 to i32
  %sel329 = xor i32 %call327, %not328
  %peers330 = and i32 %peers323, %sel329
  %41 = and i64 %s308, 8
  %cmp333 = icmp ne i64 %41, 0
  %call334 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp333)
  %not.cmp333 = xor i1 %cmp333, true
  %not335 = sext i1 %not.cmp333 to i32
  %sel336 = xor i32 %call334, %not335
  %peers337 = and i32 %peers330, %sel336
  %42 = and i64 %s308, 16
  %cmp340 = icmp ne i64 %42, 0
  %call341 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp340)
  %not.cmp340 = xor i1 %cmp340, true
  %not342 = sext i1 %not.cmp340 to i32
  %sel343 = xor i32 %call341, %not342
  %peers344 = and i32 %peers337, %sel343
  %43 = and i64 %s308, 32
  %cmp347 = icmp ne i64 %43, 0
  %call348 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp347)
  %not.cmp347 = xor i1 %cmp347, true
  %not349 = sext i1 %not.cmp347 to i32
  %sel350 = xor i32 %call348, %not349
  %peers351 = and i32 %peers344, %sel350
  %44 = and i64 %s308, 64
  %cmp354 = icmp ne i64 %44, 0
  %call355 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp354)
  %not.cmp354 = xor i1 %cmp354, true
  %not356 = sext i1 %not.cmp354 to i32
  %sel357 = xor i32 %call355, %not356
  %peers358 = and i32 %peers351, %sel357
  %45 = and i64 %s308, 128
  %cmp361 = icmp ne i64 %45, 0
  %call362 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp361)
  %not.cmp361 = xor i1 %cmp361, true
  %not363 = sext i1 %not.cmp361 to i32
  %sel364 = xor i32 %call362, %not363
  %peers365 = and i32 %peers358, %sel364
  %lt366 = and i32 %peers365, %below
  %call367 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %lt366)
  %add369 = or disjoint i64 %digit309, %mul91
  %p370 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add369
  %v371 = load i32, ptr addrspace(3) %p370, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp372 = icmp eq i32 %lt366, 0
  br i1 %cmp372, label %then373, label %endif374

then373:                                          ; preds = %endif295
  %call375 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %peers365)
  %c376 = add i32 %call375, %v371
  store i32 %c376, ptr addrspace(3) %p370, align 4
  br label %endif374

endif374:                                         ; preds = %then373, %endif295
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add382 = or disjoint i64 %add102, 128
  %cmp383 = icmp slt i64 %add382, %2
  %call385 = tail call i64 @llvm.smin.i64(i64 %add382, i64 %sub25)
  br i1 %cmp2, label %then386, label %else387

then386:                                          ; preds = %endif374
  %sub389 = add i64 %0, -1
  %call390 = tail call i64 @llvm.smin.i64(i64 %call385, i64 %sub389)
  %call391 = tail call i64 @llvm.smax.i64(i64 %call390, i64 0)
  %p392 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call391
  br label %endif388

else387:                                          ; preds = %endif374
  %p396 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call385
  br label %endif388

endif388:                                         ; preds = %else387, %then386
  %phi398.in = phi ptr addrspace(1) [ %p392, %then386 ], [ %p396, %else387 ]
  %phi398 = load i32, ptr addrspace(1) %phi398.in, align 4
  %46 = zext i32 %phi398 to i64
  %k400 = select i1 %cmp383, i64 %46, i64 4294967295
  %s401 = lshr i64 %k400, %11
  %digit402 = and i64 %s401, 255
  %b404 = and i64 %s401, 1
  %cmp405 = icmp ne i64 %b404, 0
  %call406 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp405)
  %not.cmp405 = xor i1 %cmp405, true
  %not407 = sext i1 %not.cmp405 to i32
  %sel408 = xor i32 %call406, %not407
  %47 = and i64 %s401, 2
  %cmp412 = icmp ne i64 %47, 0
  %call413 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp412)
  %not.cmp412 = xor i1 %cmp412, true
  %not414 = sext i1 %not.cmp412 to i32
  %sel415 = xor i32 %call413, %not414
  %peers416 = and i32 %sel408, %sel415
  %48 = and i64 %s401, 4
  %cmp419 = icmp ne i64 %48, 0
  %call420 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp419)
  %not.cmp419 = xor i1 %cmp419, true
  %not421 = sext i1 %not.cmp419 to i32
  %sel422 = xor i32 %call420, %not421
  %peers423 = and i32 %peers416, %sel422
  %49 = and i64 %s401, 8
  %cmp426 = icmp ne i64 %49, 0
  %call427 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp426)
  %not.cmp426 = xor i1 %cmp426, true
  %not428 = sext i1 %not.cmp426 to i32
  %sel429 = xor i32 %call427, %not428
  %peers430 = and i32 %peers423, %sel429
  %50 = and i64 %s401, 16
  %cmp433 = icmp ne i64 %50, 0
  %call434 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp433)
  %not.cmp433 = xor i1 %cmp433, true
  %not435 = sext i1 %not.cmp433 to i32
  %sel436 = xor i32 %call434, %not435
  %peers437 = and i32 %peers430, %sel436
  %51 = and i64 %s401, 32
  %cmp440 = icmp ne i64 %51, 0
  %call441 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp440)
  %not.cmp440 = xor i1 %cmp440, true
  %not442 = sext i1 %not.cmp440 to i32
  %sel443 = xor i32 %call441, %not442
  %peers444 = and i32 %peers437, %sel443
  %52 = and i64 %s401, 64
  %cmp447 = icmp ne i64 %52, 0
  %call448 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp447)
  %not.cmp447 = xor i1 %cmp447, true
  %not449 = sext i1 %not.cmp447 to i32
  %sel450 = xor i32 %call448, %not449
  %peers451 = and i32 %peers444, %sel450
  %53 = and i64 %s401, 128
  %cmp454 = icmp ne i64 %53, 0
  %call455 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp454)
  %not.cmp454 = xor i1 %cmp454, true
  %not456 = sext i1 %not.cmp454 to i32
  %sel457 = xor i32 %call455, %not456
  %peers458 = and i32 %peers451, %sel457
  %lt459 = and i32 %peers458, %below
  %call460 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %lt459)
  %add462 = or disjoint i64 %digit402, %mul91
  %p463 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add462
  %v464 = load i32, ptr addrspace(3) %p463, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp465 = icmp eq i32 %lt459, 0
  br i1 %cmp465, label %then466, label %endif467

then466:                                          ; preds = %endif388
  %call468 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %peers458)
  %c469 = add i32 %call468, %v464
  store i32 %c469, ptr addrspace(3) %p463, align 4
  br label %endif467

endif467:                                         ; preds = %then466, %endif388
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add475 = or disjoint i64 %add102, 160
  %cmp476 = icmp slt i64 %add475, %2
  %call478 = tail call i64 @llvm.smin.i64(i64 %add475, i64 %sub25)
  br i1 %cmp2, label %then479, label %else480

then479:                                          ; preds = %endif467
  %sub482 = add i64 %0, -1
  %call483 = tail call i64 @llvm.smin.i64(i64 %call478, i64 %sub482)
  %call484 = tail call i64 @llvm.smax.i64(i64 %call483, i64 0)
  %p485 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call484
  br label %endif481

else480:                                          ; preds = %endif467
  %p489 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call478
  br label %endif481

endif481:                                         ; preds = %else480, %then479
  %phi491.in = phi ptr addrspace(1) [ %p485, %then479 ], [ %p489, %else480 ]
  %phi491 = load i32, ptr addrspace(1) %phi491.in, align 4
  %54 = zext i32 %phi491 to i64
  %k493 = select i1 %cmp476, i64 %54, i64 4294967295
  %s494 = lshr i64 %k493, %11
  %digit495 = and i64 %s494, 255
  %b497 = and i64 %s494, 1
  %cmp498 = icmp ne i64 %b497, 0
  %call499 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp498)
  %not.cmp498 = xor i1 %cmp498, true
  %not500 = sext i1 %not.cmp498 to i32
  %sel501 = xor i32 %call499, %not500
  %55 = and i64 %s494, 2
  %cmp505 = icmp ne i64 %55, 0
  %call506 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp505)
  %not.cmp505 = xor i1 %cmp505, true
  %not507 = sext i1 %not.cmp505 to i32
  %sel508 = xor i32 %call506, %not507
  %peers509 = and i32 %sel501, %sel508
  %56 = and i64 %s494, 4
  %cmp512 = icmp ne i64 %56, 0
  %call513 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp512)
  %not.cmp512 = xor i1 %cmp512, true
  %not514 = sext i1 %not.cmp512 to i32
  %sel515 = xor i32 %call513, %not514
  %peers516 = and i32 %peers509, %sel515
  %57 = and i64 %s494, 8
  %cmp519 = icmp ne i64 %57, 0
  %call520 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp519)
  %not.cmp519 = xor i1 %cmp519, true
  %not521 = sext i1 %not.cmp519 to i32
  %sel522 = xor i32 %call520, %not521
  %peers523 = and i32 %peers516, %sel522
  %58 = and i64 %s494, 16
  %cmp526 = icmp ne i64 %58, 0
  %call527 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp526)
  %not.cmp526 = xor i1 %cmp526, true
  %not528 = sext i1 %not.cmp526 to i32
  %sel529 = xor i32 %call527, %not528
  %peers530 = and i32 %peers523, %sel529
  %59 = and i64 %s494, 32
  %cmp533 = icmp ne i64 %59, 0
  %call534 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp533)
  %not.cmp533 = xor i1 %cmp533, true
  %not535 = sext i1 %not.cmp533 to i32
  %sel536 = xor i32 %call534, %not535
  %peers537 = and i32 %peers530, %sel536
  %60 = and i64 %s494, 64
  %cmp540 = icmp ne i64 %60, 0
  %call541 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp540)
  %not.cmp540 = xor i1 %cmp540, true
  %not542 = sext i1 %not.cmp540 to i32
  %sel543 = xor i32 %call541, %not542
  %peers544 = and i32 %peers537, %sel543
  %61 = and i64 %s494, 128
  %cmp547 = icmp ne i64 %61, 0
  %call548 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp547)
  %not.cmp547 = xor i1 %cmp547, true
  %not549 = sext i1 %not.cmp547 to i32
  %sel550 = xor i32 %call548, %not549
  %peers551 = and i32 %peers544, %sel550
  %lt552 = and i32 %peers551, %below
  %call553 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %lt552)
  %add555 = or disjoint i64 %digit495, %mul91
  %p556 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add555
  %v557 = load i32, ptr addrspace(3) %p556, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp558 = icmp eq i32 %lt552, 0
  br i1 %cmp558, label %then559, label %endif560

then559:                                          ; preds = %endif481
  %call561 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %peers551)
  %c562 = add i32 %call561, %v557
  store i32 %c562, ptr addrspace(3) %p556, align 4
  br label %endif560

endif560:                                         ; preds = %then559, %endif481
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add568 = or disjoint i64 %add102, 192
  %cmp569 = icmp slt i64 %add568, %2
  %call571 = tail call i64 @llvm.smin.i64(i64 %add568, i64 %sub25)
  br i1 %cmp2, label %then572, label %else573

then572:                                          ; preds = %endif560
  %sub575 = add i64 %0, -1
  %call576 = tail call i64 @llvm.smin.i64(i64 %call571, i64 %sub575)
  %call577 = tail call i64 @llvm.smax.i64(i64 %call576, i64 0)
  %p578 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call577
  br label %endif574

else573:                                          ; preds = %endif560
  %p582 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call571
  br label %endif574

endif574:                                         ; preds = %else573, %then572
  %phi584.in = phi ptr addrspace(1) [ %p578, %then572 ], [ %p582, %else573 ]
  %phi584 = load i32, ptr addrspace(1) %phi584.in, align 4
  %62 = zext i32 %phi584 to i64
  %k586 = select i1 %cmp569, i64 %62, i64 4294967295
  %s587 = lshr i64 %k586, %11
  %digit588 = and i64 %s587, 255
  %b590 = and i64 %s587, 1
  %cmp591 = icmp ne i64 %b590, 0
  %call592 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp591)
  %not.cmp591 = xor i1 %cmp591, true
  %not593 = sext i1 %not.cmp591 to i32
  %sel594 = xor i32 %call592, %not593
  %63 = and i64 %s587, 2
  %cmp598 = icmp ne i64 %63, 0
  %call599 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp598)
  %not.cmp598 = xor i1 %cmp598, true
  %not600 = sext i1 %not.cmp598 to i32
  %sel601 = xor i32 %call599, %not600
  %peers602 = and i32 %sel594, %sel601
  %64 = and i64 %s587, 4
  %cmp605 = icmp ne i64 %64, 0
  %call606 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp605)
  %not.cmp605 = xor i1 %cmp605, true
  %not607 = sext i1 %not.cmp605 to i32
  %sel608 = xor i32 %call606, %not607
  %peers609 = and i32 %peers602, %sel608
  %65 = and i64 %s587, 8
  %cmp612 = icmp ne i64 %65, 0
  %call613 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp612)
  %not.cmp612 = xor i1 %cmp612, true
  %not614 = sext i1 %not.cmp612 to i32
  %sel615 = xor i32 %call613, %not614
  %peers616 = and i32 %peers609, %sel615
  %66 = and i64 %s587, 16
  %cmp619 = icmp ne i64 %66, 0
  %call620 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp619)
  %not.cmp619 = xor i1 %cmp619, true
  %not621 = sext i1 %not.cmp619 to i32
  %sel622 = xor i32 %call620, %not621
  %peers623 = and i32 %peers616, %sel622
  %67 = and i64 %s587, 32
  %cmp626 = icmp ne i64 %67, 0
  %call627 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp626)
  %not.cmp626 = xor i1 %cmp626, true
  %not628 = sext i1 %not.cmp626 to i32
  %sel629 = xor i32 %call627, %not628
  %peers630 = and i32 %peers623, %sel629
  %68 = and i64 %s587, 64
  %cmp633 = icmp ne i64 %68, 0
  %call634 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp633)
  %not.cmp633 = xor i1 %cmp633, true
  %not635 = sext i1 %not.cmp633 to i32
  %sel636 = xor i32 %call634, %not635
  %peers637 = and i32 %peers630, %sel636
  %69 = and i64 %s587, 128
  %cmp640 = icmp ne i64 %69, 0
  %call641 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp640)
  %not.cmp640 = xor i1 %cmp640, true
  %not642 = sext i1 %not.cmp640 to i32
  %sel643 = xor i32 %call641, %not642
  %peers644 = and i32 %peers637, %sel643
  %lt645 = and i32 %peers644, %below
  %call646 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %lt645)
  %add648 = or disjoint i64 %digit588, %mul91
  %p649 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add648
  %v650 = load i32, ptr addrspace(3) %p649, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp651 = icmp eq i32 %lt645, 0
  br i1 %cmp651, label %then652, label %endif653

then652:                                          ; preds = %endif574
  %call654 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %peers644)
  %c655 = add i32 %call654, %v650
  store i32 %c655, ptr addrspace(3) %p649, align 4
  br label %endif653

endif653:                                         ; preds = %then652, %endif574
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add659 = or disjoint i64 %mul20, %sreg
  %add660 = or disjoint i64 %add659, %mul
  %add661 = or i64 %add660, 224
  %cmp662 = icmp slt i64 %add661, %2
  %call664 = tail call i64 @llvm.smin.i64(i64 %add661, i64 %sub25)
  br i1 %cmp2, label %then665, label %else666

then665:                                          ; preds = %endif653
  %sub668 = add i64 %0, -1
  %call669 = tail call i64 @llvm.smin.i64(i64 %call664, i64 %sub668)
  %call670 = tail call i64 @llvm.smax.i64(i64 %call669, i64 0)
  %p671 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call670
  br label %endif667

else666:                                          ; preds = %endif653
  %p675 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call664
  br label %endif667

endif667:                                         ; preds = %else666, %then665
  %phi677.in = phi ptr addrspace(1) [ %p671, %then665 ], [ %p675, %else666 ]
  %phi677 = load i32, ptr addrspace(1) %phi677.in, align 4
  %70 = zext i32 %phi677 to i64
  %k679 = select i1 %cmp662, i64 %70, i64 4294967295
  %s680 = lshr i64 %k679, %11
  %digit681 = and i64 %s680, 255
  %b683 = and i64 %s680, 1
  %cmp684 = icmp ne i64 %b683, 0
  %call685 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp684)
  %not.cmp684 = xor i1 %cmp684, true
  %not686 = sext i1 %not.cmp684 to i32
  %sel687 = xor i32 %call685, %not686
  %71 = and i64 %s680, 2
  %cmp691 = icmp ne i64 %71, 0
  %call692 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp691)
  %not.cmp691 = xor i1 %cmp691, true
  %not693 = sext i1 %not.cmp691 to i32
  %sel694 = xor i32 %call692, %not693
  %peers695 = and i32 %sel687, %sel694
  %72 = and i64 %s680, 4
  %cmp698 = icmp ne i64 %72, 0
  %call699 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp698)
  %not.cmp698 = xor i1 %cmp698, true
  %not700 = sext i1 %not.cmp698 to i32
  %sel701 = xor i32 %call699, %not700
  %peers702 = and i32 %peers695, %sel701
  %73 = and i64 %s680, 8
  %cmp705 = icmp ne i64 %73, 0
  %call706 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp705)
  %not.cmp705 = xor i1 %cmp705, true
  %not707 = sext i1 %not.cmp705 to i32
  %sel708 = xor i32 %call706, %not707
  %peers709 = and i32 %peers702, %sel708
  %74 = and i64 %s680, 16
  %cmp712 = icmp ne i64 %74, 0
  %call713 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp712)
  %not.cmp712 = xor i1 %cmp712, true
  %not714 = sext i1 %not.cmp712 to i32
  %sel715 = xor i32 %call713, %not714
  %peers716 = and i32 %peers709, %sel715
  %75 = and i64 %s680, 32
  %cmp719 = icmp ne i64 %75, 0
  %call720 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp719)
  %not.cmp719 = xor i1 %cmp719, true
  %not721 = sext i1 %not.cmp719 to i32
  %sel722 = xor i32 %call720, %not721
  %peers723 = and i32 %peers716, %sel722
  %76 = and i64 %s680, 64
  %cmp726 = icmp ne i64 %76, 0
  %call727 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp726)
  %not.cmp726 = xor i1 %cmp726, true
  %not728 = sext i1 %not.cmp726 to i32
  %sel729 = xor i32 %call727, %not728
  %peers730 = and i32 %peers723, %sel729
  %77 = and i64 %s680, 128
  %cmp733 = icmp ne i64 %77, 0
  %call734 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp733)
  %not.cmp733 = xor i1 %cmp733, true
  %not735 = sext i1 %not.cmp733 to i32
  %sel736 = xor i32 %call734, %not735
  %peers737 = and i32 %peers730, %sel736
  %lt738 = and i32 %peers737, %below
  %call739 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %lt738)
  %add741 = or disjoint i64 %digit681, %mul91
  %p742 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add741
  %v743 = load i32, ptr addrspace(3) %p742, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp744 = icmp eq i32 %lt738, 0
  br i1 %cmp744, label %then745, label %endif746

then745:                                          ; preds = %endif667
  %call747 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %peers737)
  %c748 = add i32 %call747, %v743
  store i32 %c748, ptr addrspace(3) %p742, align 4
  br label %endif746

endif746:                                         ; preds = %then745, %endif667
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add754 = or disjoint i64 %add102, 256
  %cmp755 = icmp slt i64 %add754, %2
  %call757 = tail call i64 @llvm.smin.i64(i64 %add754, i64 %sub25)
  br i1 %cmp2, label %then758, label %else759

then758:                                          ; preds = %endif746
  %sub761 = add i64 %0, -1
  %call762 = tail call i64 @llvm.smin.i64(i64 %call757, i64 %sub761)
  %call763 = tail call i64 @llvm.smax.i64(i64 %call762, i64 0)
  %p764 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call763
  br label %endif760

else759:                                          ; preds = %endif746
  %p768 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call757
  br label %endif760

endif760:                                         ; preds = %else759, %then758
  %phi770.in = phi ptr addrspace(1) [ %p764, %then758 ], [ %p768, %else759 ]
  %phi770 = load i32, ptr addrspace(1) %phi770.in, align 4
  %78 = zext i32 %phi770 to i64
  %k772 = select i1 %cmp755, i64 %78, i64 4294967295
  %s773 = lshr i64 %k772, %11
  %digit774 = and i64 %s773, 255
  %b776 = and i64 %s773, 1
  %cmp777 = icmp ne i64 %b776, 0
  %call778 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp777)
  %not.cmp777 = xor i1 %cmp777, true
  %not779 = sext i1 %not.cmp777 to i32
  %sel780 = xor i32 %call778, %not779
  %79 = and i64 %s773, 2
  %cmp784 = icmp ne i64 %79, 0
  %call785 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp784)
  %not.cmp784 = xor i1 %cmp784, true
  %not786 = sext i1 %not.cmp784 to i32
  %sel787 = xor i32 %call785, %not786
  %peers788 = and i32 %sel780, %sel787
  %80 = and i64 %s773, 4
  %cmp791 = icmp ne i64 %80, 0
  %call792 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp791)
  %not.cmp791 = xor i1 %cmp791, true
  %not793 = sext i1 %not.cmp791 to i32
  %sel794 = xor i32 %call792, %not793
  %peers795 = and i32 %peers788, %sel794
  %81 = and i64 %s773, 8
  %cmp798 = icmp ne i64 %81, 0
  %call799 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp798)
  %not.cmp798 = xor i1 %cmp798, true
  %not800 = sext i1 %not.cmp798 to i32
  %sel801 = xor i32 %call799, %not800
  %peers802 = and i32 %peers795, %sel801
  %82 = and i64 %s773, 16
  %cmp805 = icmp ne i64 %82, 0
  %call806 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp805)
  %not.cmp805 = xor i1 %cmp805, true
  %not807 = sext i1 %not.cmp805 to i32
  %sel808 = xor i32 %call806, %not807
  %peers809 = and i32 %peers802, %sel808
  %83 = and i64 %s773, 32
  %cmp812 = icmp ne i64 %83, 0
  %call813 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp812)
  %not.cmp812 = xor i1 %cmp812, true
  %not814 = sext i1 %not.cmp812 to i32
  %sel815 = xor i32 %call813, %not814
  %peers816 = and i32 %peers809, %sel815
  %84 = and i64 %s773, 64
  %cmp819 = icmp ne i64 %84, 0
  %call820 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp819)
  %not.cmp819 = xor i1 %cmp819, true
  %not821 = sext i1 %not.cmp819 to i32
  %sel822 = xor i32 %call820, %not821
  %peers823 = and i32 %peers816, %sel822
  %85 = and i64 %s773, 128
  %cmp826 = icmp ne i64 %85, 0
  %call827 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp826)
  %not.cmp826 = xor i1 %cmp826, true
  %not828 = sext i1 %not.cmp826 to i32
  %sel829 = xor i32 %call827, %not828
  %peers830 = and i32 %peers823, %sel829
  %lt831 = and i32 %peers830, %below
  %call832 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %lt831)
  %add834 = or disjoint i64 %digit774, %mul91
  %p835 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add834
  %v836 = load i32, ptr addrspace(3) %p835, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp837 = icmp eq i32 %lt831, 0
  br i1 %cmp837, label %then838, label %endif839

then838:                                          ; preds = %endif760
  %call840 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %peers830)
  %c841 = add i32 %call840, %v836
  store i32 %c841, ptr addrspace(3) %p835, align 4
  br label %endif839

endif839:                                         ; preds = %then838, %endif760
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add847 = or disjoint i64 %add102, 288
  %cmp848 = icmp slt i64 %add847, %2
  %call850 = tail call i64 @llvm.smin.i64(i64 %add847, i64 %sub25)
  br i1 %cmp2, label %then851, label %else852

then851:                                          ; preds = %endif839
  %sub854 = add i64 %0, -1
  %call855 = tail call i64 @llvm.smin.i64(i64 %call850, i64 %sub854)
  %call856 = tail call i64 @llvm.smax.i64(i64 %call855, i64 0)
  %p857 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call856
  br label %endif853

else852:                                          ; preds = %endif839
  %p861 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call850
  br label %endif853

endif853:                                         ; preds = %else852, %then851
  %phi863.in = phi ptr addrspace(1) [ %p857, %then851 ], [ %p861, %else852 ]
  %phi863 = load i32, ptr addrspace(1) %phi863.in, align 4
  %86 = zext i32 %phi863 to i64
  %k865 = select i1 %cmp848, i64 %86, i64 4294967295
  %s866 = lshr i64 %k865, %11
  %digit867 = and i64 %s866, 255
  %b869 = and i64 %s866, 1
  %cmp870 = icmp ne i64 %b869, 0
  %call871 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp870)
  %not.cmp870 = xor i1 %cmp870, true
  %not872 = sext i1 %not.cmp870 to i32
  %sel873 = xor i32 %call871, %not872
  %87 = and i64 %s866, 2
  %cmp877 = icmp ne i64 %87, 0
  %call878 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp877)
  %not.cmp877 = xor i1 %cmp877, true
  %not879 = sext i1 %not.cmp877 to i32
  %sel880 = xor i32 %call878, %not879
  %peers881 = and i32 %sel873, %sel880
  %88 = and i64 %s866, 4
  %cmp884 = icmp ne i64 %88, 0
  %call885 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp884)
  %not.cmp884 = xor i1 %cmp884, true
  %not886 = sext i1 %not.cmp884 to i32
  %sel887 = xor i32 %call885, %not886
  %peers888 = and i32 %peers881, %sel887
  %89 = and i64 %s866, 8
  %cmp891 = icmp ne i64 %89, 0
  %call892 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp891)
  %not.cmp891 = xor i1 %cmp891, true
  %not893 = sext i1 %not.cmp891 to i32
  %sel894 = xor i32 %call892, %not893
  %peers895 = and i32 %peers888, %sel894
  %90 = and i64 %s866, 16
  %cmp898 = icmp ne i64 %90, 0
  %call899 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp898)
  %not.cmp898 = xor i1 %cmp898, true
  %not900 = sext i1 %not.cmp898 to i32
  %sel901 = xor i32 %call899, %not900
  %peers902 = and i32 %peers895, %sel901
  %91 = and i64 %s866, 32
  %cmp905 = icmp ne i64 %91, 0
  %call906 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp905)
  %not.cmp905 = xor i1 %cmp905, true
  %not907 = sext i1 %not.cmp905 to i32
  %sel908 = xor i32 %call906, %not907
  %peers909 = and i32 %peers902, %sel908
  %92 = and i64 %s866, 64
  %cmp912 = icmp ne i64 %92, 0
  %call913 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp912)
  %not.cmp912 = xor i1 %cmp912, true
  %not914 = sext i1 %not.cmp912 to i32
  %sel915 = xor i32 %call913, %not914
  %peers916 = and i32 %peers909, %sel915
  %93 = and i64 %s866, 128
  %cmp919 = icmp ne i64 %93, 0
  %call920 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp919)
  %not.cmp919 = xor i1 %cmp919, true
  %not921 = sext i1 %not.cmp919 to i32
  %sel922 = xor i32 %call920, %not921
  %peers923 = and i32 %peers916, %sel922
  %lt924 = and i32 %peers923, %below
  %call925 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %lt924)
  %add927 = or disjoint i64 %digit867, %mul91
  %p928 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add927
  %v929 = load i32, ptr addrspace(3) %p928, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp930 = icmp eq i32 %lt924, 0
  br i1 %cmp930, label %then931, label %endif932

then931:                                          ; preds = %endif853
  %call933 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %peers923)
  %c934 = add i32 %call933, %v929
  store i32 %c934, ptr addrspace(3) %p928, align 4
  br label %endif932

endif932:                                         ; preds = %then931, %endif853
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add940 = or disjoint i64 %add102, 320
  %cmp941 = icmp slt i64 %add940, %2
  %call943 = tail call i64 @llvm.smin.i64(i64 %add940, i64 %sub25)
  br i1 %cmp2, label %then944, label %else945

then944:                                          ; preds = %endif932
  %sub947 = add i64 %0, -1
  %call948 = tail call i64 @llvm.smin.i64(i64 %call943, i64 %sub947)
  %call949 = tail call i64 @llvm.smax.i64(i64 %call948, i64 0)
  %p950 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call949
  br label %endif946

else945:                                          ; preds = %endif932
  %p954 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call943
  br label %endif946

endif946:                                         ; preds = %else945, %then944
  %phi956.in = phi ptr addrspace(1) [ %p950, %then944 ], [ %p954, %else945 ]
  %phi956 = load i32, ptr addrspace(1) %phi956.in, align 4
  %94 = zext i32 %phi956 to i64
  %k958 = select i1 %cmp941, i64 %94, i64 4294967295
  %s959 = lshr i64 %k958, %11
  %digit960 = and i64 %s959, 255
  %b962 = and i64 %s959, 1
  %cmp963 = icmp ne i64 %b962, 0
  %call964 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp963)
  %not.cmp963 = xor i1 %cmp963, true
  %not965 = sext i1 %not.cmp963 to i32
  %sel966 = xor i32 %call964, %not965
  %95 = and i64 %s959, 2
  %cmp970 = icmp ne i64 %95, 0
  %call971 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp970)
  %not.cmp970 = xor i1 %cmp970, true
  %not972 = sext i1 %not.cmp970 to i32
  %sel973 = xor i32 %call971, %not972
  %peers974 = and i32 %sel966, %sel973
  %96 = and i64 %s959, 4
  %cmp977 = icmp ne i64 %96, 0
  %call978 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp977)
  %not.cmp977 = xor i1 %cmp977, true
  %not979 = sext i1 %not.cmp977 to i32
  %sel980 = xor i32 %call978, %not979
  %peers981 = and i32 %peers974, %sel980
  %97 = and i64 %s959, 8
  %cmp984 = icmp ne i64 %97, 0
  %call985 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp984)
  %not.cmp984 = xor i1 %cmp984, true
  %not986 = sext i1 %not.cmp984 to i32
  %sel987 = xor i32 %call985, %not986
  %peers988 = and i32 %peers981, %sel987
  %98 = and i64 %s959, 16
  %cmp991 = icmp ne i64 %98, 0
  %call992 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp991)
  %not.cmp991 = xor i1 %cmp991, true
  %not993 = sext i1 %not.cmp991 to i32
  %sel994 = xor i32 %call992, %not993
  %peers995 = and i32 %peers988, %sel994
  %99 = and i64 %s959, 32
  %cmp998 = icmp ne i64 %99, 0
  %call999 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp998)
  %not.cmp998 = xor i1 %cmp998, true
  %not1000 = sext i1 %not.cmp998 to i32
  %sel1001 = xor i32 %call999, %not1000
  %peers1002 = and i32 %peers995, %sel1001
  %100 = and i64 %s959, 64
  %cmp1005 = icmp ne i64 %100, 0
  %call1006 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1005)
  %not.cmp1005 = xor i1 %cmp1005, true
  %not1007 = sext i1 %not.cmp1005 to i32
  %sel1008 = xor i32 %call1006, %not1007
  %peers1009 = and i32 %peers1002, %sel1008
  %101 = and i64 %s959, 128
  %cmp1012 = icmp ne i64 %101, 0
  %call1013 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1012)
  %not.cmp1012 = xor i1 %cmp1012, true
  %not1014 = sext i1 %not.cmp1012 to i32
  %sel1015 = xor i32 %call1013, %not1014
  %peers1016 = and i32 %peers1009, %sel1015
  %lt1017 = and i32 %peers1016, %below
  %call1018 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %lt1017)
  %add1020 = or disjoint i64 %digit960, %mul91
  %p1021 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add1020
  %v1022 = load i32, ptr addrspace(3) %p1021, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1023 = icmp eq i32 %lt1017, 0
  br i1 %cmp1023, label %then1024, label %endif1025

then1024:                                         ; preds = %endif946
  %call1026 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %peers1016)
  %c1027 = add i32 %call1026, %v1022
  store i32 %c1027, ptr addrspace(3) %p1021, align 4
  br label %endif1025

endif1025:                                        ; preds = %then1024, %endif946
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add1033 = or disjoint i64 %add102, 352
  %cmp1034 = icmp slt i64 %add1033, %2
  %call1036 = tail call i64 @llvm.smin.i64(i64 %add1033, i64 %sub25)
  br i1 %cmp2, label %then1037, label %else1038

then1037:                                         ; preds = %endif1025
  %sub1040 = add i64 %0, -1
  %call1041 = tail call i64 @llvm.smin.i64(i64 %call1036, i64 %sub1040)
  %call1042 = tail call i64 @llvm.smax.i64(i64 %call1041, i64 0)
  %p1043 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1042
  br label %endif1039

else1038:                                         ; preds = %endif1025
  %p1047 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1036
  br label %endif1039

endif1039:                                        ; preds = %else1038, %then1037
  %phi1049.in = phi ptr addrspace(1) [ %p1043, %then1037 ], [ %p1047, %else1038 ]
  %phi1049 = load i32, ptr addrspace(1) %phi1049.in, align 4
  %102 = zext i32 %phi1049 to i64
  %k1051 = select i1 %cmp1034, i64 %102, i64 4294967295
  %s1052 = lshr i64 %k1051, %11
  %digit1053 = and i64 %s1052, 255
  %b1055 = and i64 %s1052, 1
  %cmp1056 = icmp ne i64 %b1055, 0
  %call1057 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1056)
  %not.cmp1056 = xor i1 %cmp1056, true
  %not1058 = sext i1 %not.cmp1056 to i32
  %sel1059 = xor i32 %call1057, %not1058
  %103 = and i64 %s1052, 2
  %cmp1063 = icmp ne i64 %103, 0
  %call1064 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1063)
  %not.cmp1063 = xor i1 %cmp1063, true
  %not1065 = sext i1 %not.cmp1063 to i32
  %sel1066 = xor i32 %call1064, %not1065
  %peers1067 = and i32 %sel1059, %sel1066
  %104 = and i64 %s1052, 4
  %cmp1070 = icmp ne i64 %104, 0
  %call1071 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1070)
  %not.cmp1070 = xor i1 %cmp1070, true
  %not1072 = sext i1 %not.cmp1070 to i32
  %sel1073 = xor i32 %call1071, %not1072
  %peers1074 = and i32 %peers1067, %sel1073
  %105 = and i64 %s1052, 8
  %cmp1077 = icmp ne i64 %105, 0
  %call1078 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1077)
  %not.cmp1077 = xor i1 %cmp1077, true
  %not1079 = sext i1 %not.cmp1077 to i32
  %sel1080 = xor i32 %call1078, %not1079
  %peers1081 = and i32 %peers1074, %sel1080
  %106 = and i64 %s1052, 16
  %cmp1084 = icmp ne i64 %106, 0
  %call1085 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1084)
  %not.cmp1084 = xor i1 %cmp1084, true
  %not1086 = sext i1 %not.cmp1084 to i32
  %sel1087 = xor i32 %call1085, %not1086
  %peers1088 = and i32 %peers1081, %sel1087
  %107 = and i64 %s1052, 32
  %cmp1091 = icmp ne i64 %107, 0
  %call1092 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1091)
  %not.cmp1091 = xor i1 %cmp1091, true
  %not1093 = sext i1 %not.cmp1091 to i32
  %sel1094 = xor i32 %call1092, %not1093
  %peers1095 = and i32 %peers1088, %sel1094
  %108 = and i64 %s1052, 64
  %cmp1098 = icmp ne i64 %108, 0
  %call1099 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1098)
  %not.cmp1098 = xor i1 %cmp1098, true
  %not1100 = sext i1 %not.cmp1098 to i32
  %sel1101 = xor i32 %call1099, %not1100
  %peers1102 = and i32 %peers1095, %sel1101
  %109 = and i64 %s1052, 128
  %cmp1105 = icmp ne i64 %109, 0
  %call1106 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1105)
  %not.cmp1105 = xor i1 %cmp1105, true
  %not1107 = sext i1 %not.cmp1105 to i32
  %sel1108 = xor i32 %call1106, %not1107
  %peers1109 = and i32 %peers1102, %sel1108
  %lt1110 = and i32 %peers1109, %below
  %call1111 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %lt1110)
  %add1113 = or disjoint i64 %digit1053, %mul91
  %p1114 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add1113
  %v1115 = load i32, ptr addrspace(3) %p1114, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1116 = icmp eq i32 %lt1110, 0
  br i1 %cmp1116, label %then1117, label %endif1118

then1117:                                         ; preds = %endif1039
  %call1119 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %peers1109)
  %c1120 = add i32 %call1119, %v1115
  store i32 %c1120, ptr addrspace(3) %p1114, align 4
  br label %endif1118

endif1118:                                        ; preds = %then1117, %endif1039
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add1126 = or disjoint i64 %add102, 384
  %cmp1127 = icmp slt i64 %add1126, %2
  %call1129 = tail call i64 @llvm.smin.i64(i64 %add1126, i64 %sub25)
  br i1 %cmp2, label %then1130, label %else1131

then1130:                                         ; preds = %endif1118
  %sub1133 = add i64 %0, -1
  %call1134 = tail call i64 @llvm.smin.i64(i64 %call1129, i64 %sub1133)
  %call1135 = tail call i64 @llvm.smax.i64(i64 %call1134, i64 0)
  %p1136 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1135
  br label %endif1132

else1131:                                         ; preds = %endif1118
  %p1140 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1129
  br label %endif1132

endif1132:                                        ; preds = %else1131, %then1130
  %phi1142.in = phi ptr addrspace(1) [ %p1136, %then1130 ], [ %p1140, %else1131 ]
  %phi1142 = load i32, ptr addrspace(1) %phi1142.in, align 4
  %110 = zext i32 %phi1142 to i64
  %k1144 = select i1 %cmp1127, i64 %110, i64 4294967295
  %s1145 = lshr i64 %k1144, %11
  %digit1146 = and i64 %s1145, 255
  %b1148 = and i64 %s1145, 1
  %cmp1149 = icmp ne i64 %b1148, 0
  %call1150 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1149)
  %not.cmp1149 = xor i1 %cmp1149, true
  %not1151 = sext i1 %not.cmp1149 to i32
  %sel1152 = xor i32 %call1150, %not1151
  %111 = and i64 %s1145, 2
  %cmp1156 = icmp ne i64 %111, 0
  %call1157 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1156)
  %not.cmp1156 = xor i1 %cmp1156, true
  %not1158 = sext i1 %not.cmp1156 to i32
  %sel1159 = xor i32 %call1157, %not1158
  %peers1160 = and i32 %sel1152, %sel1159
  %112 = and i64 %s1145, 4
  %cmp1163 = icmp ne i64 %112, 0
  %call1164 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1163)
  %not.cmp1163 = xor i1 %cmp1163, true
  %not1165 = sext i1 %not.cmp1163 to i32
  %sel1166 = xor i32 %call1164, %not1165
  %peers1167 = and i32 %peers1160, %sel1166
  %113 = and i64 %s1145, 8
  %cmp1170 = icmp ne i64 %113, 0
  %call1171 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1170)
  %not.cmp1170 = xor i1 %cmp1170, true
  %not1172 = sext i1 %not.cmp1170 to i32
  %sel1173 = xor i32 %call1171, %not1172
  %peers1174 = and i32 %peers1167, %sel1173
  %114 = and i64 %s1145, 16
  %cmp1177 = icmp ne i64 %114, 0
  %call1178 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1177)
  %not.cmp1177 = xor i1 %cmp1177, true
  %not1179 = sext i1 %not.cmp1177 to i32
  %sel1180 = xor i32 %call1178, %not1179
  %peers1181 = and i32 %peers1174, %sel1180
  %115 = and i64 %s1145, 32
  %cmp1184 = icmp ne i64 %115, 0
  %call1185 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1184)
  %not.cmp1184 = xor i1 %cmp1184, true
  %not1186 = sext i1 %not.cmp1184 to i32
  %sel1187 = xor i32 %call1185, %not1186
  %peers1188 = and i32 %peers1181, %sel1187
  %116 = and i64 %s1145, 64
  %cmp1191 = icmp ne i64 %116, 0
  %call1192 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1191)
  %not.cmp1191 = xor i1 %cmp1191, true
  %not1193 = sext i1 %not.cmp1191 to i32
  %sel1194 = xor i32 %call1192, %not1193
  %peers1195 = and i32 %peers1188, %sel1194
  %117 = and i64 %s1145, 128
  %cmp1198 = icmp ne i64 %117, 0
  %call1199 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1198)
  %not.cmp1198 = xor i1 %cmp1198, true
  %not1200 = sext i1 %not.cmp1198 to i32
  %sel1201 = xor i32 %call1199, %not1200
  %peers1202 = and i32 %peers1195, %sel1201
  %lt1203 = and i32 %peers1202, %below
  %call1204 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %lt1203)
  %add1206 = or disjoint i64 %digit1146, %mul91
  %p1207 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add1206
  %v1208 = load i32, ptr addrspace(3) %p1207, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1209 = icmp eq i32 %lt1203, 0
  br i1 %cmp1209, label %then1210, label %endif1211

then1210:                                         ; preds = %endif1132
  %call1212 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %peers1202)
  %c1213 = add i32 %call1212, %v1208
  store i32 %c1213, ptr addrspace(3) %p1207, align 4
  br label %endif1211

endif1211:                                        ; preds = %then1210, %endif1132
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add1219 = or disjoint i64 %add102, 416
  %cmp1220 = icmp slt i64 %add1219, %2
  %call1222 = tail call i64 @llvm.smin.i64(i64 %add1219, i64 %sub25)
  br i1 %cmp2, label %then1223, label %else1224

then1223:                                         ; preds = %endif1211
  %sub1226 = add i64 %0, -1
  %call1227 = tail call i64 @llvm.smin.i64(i64 %call1222, i64 %sub1226)
  %call1228 = tail call i64 @llvm.smax.i64(i64 %call1227, i64 0)
  %p1229 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1228
  br label %endif1225

else1224:                                         ; preds = %endif1211
  %p1233 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1222
  br label %endif1225

endif1225:                                        ; preds = %else1224, %then1223
  %phi1235.in = phi ptr addrspace(1) [ %p1229, %then1223 ], [ %p1233, %else1224 ]
  %phi1235 = load i32, ptr addrspace(1) %phi1235.in, align 4
  %118 = zext i32 %phi1235 to i64
  %k1237 = select i1 %cmp1220, i64 %118, i64 4294967295
  %s1238 = lshr i64 %k1237, %11
  %digit1239 = and i64 %s1238, 255
  %b1241 = and i64 %s1238, 1
  %cmp1242 = icmp ne i64 %b1241, 0
  %call1243 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1242)
  %not.cmp1242 = xor i1 %cmp1242, true
  %not1244 = sext i1 %not.cmp1242 to i32
  %sel1245 = xor i32 %call1243, %not1244
  %119 = and i64 %s1238, 2
  %cmp1249 = icmp ne i64 %119, 0
  %call1250 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1249)
  %not.cmp1249 = xor i1 %cmp1249, true
  %not1251 = sext i1 %not.cmp1249 to i32
  %sel1252 = xor i32 %call1250, %not1251
  %peers1253 = and i32 %sel1245, %sel1252
  %120 = and i64 %s1238, 4
  %cmp1256 = icmp ne i64 %120, 0
  %call1257 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1256)
  %not.cmp1256 = xor i1 %cmp1256, true
  %not1258 = sext i1 %not.cmp1256 to i32
  %sel1259 = xor i32 %call1257, %not1258
  %peers1260 = and i32 %peers1253, %sel1259
  %121 = and i64 %s1238, 8
  %cmp1263 = icmp ne i64 %121, 0
  %call1264 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1263)
  %not.cmp1263 = xor i1 %cmp1263, true
  %not1265 = sext i1 %not.cmp1263 to i32
  %sel1266 = xor i32 %call1264, %not1265
  %peers1267 = and i32 %peers1260, %sel1266
  %122 = and i64 %s1238, 16
  %cmp1270 = icmp ne i64 %122, 0
  %call1271 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1270)
  %not.cmp1270 = xor i1 %cmp1270, true
  %not1272 = sext i1 %not.cmp1270 to i32
  %sel1273 = xor i32 %call1271, %not1272
  %peers1274 = and i32 %peers1267, %sel1273
  %123 = and i64 %s1238, 32
  %cmp1277 = icmp ne i64 %123, 0
  %call1278 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1277)
  %not.cmp1277 = xor i1 %cmp1277, true
  %not1279 = sext i1 %not.cmp1277 to i32
  %sel1280 = xor i32 %call1278, %not1279
  %peers1281 = and i32 %peers1274, %sel1280
  %124 = and i64 %s1238, 64
  %cmp1284 = icmp ne i64 %124, 0
  %call1285 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1284)
  %not.cmp1284 = xor i1 %cmp1284, true
  %not1286 = sext i1 %not.cmp1284 to i32
  %sel1287 = xor i32 %call1285, %not1286
  %peers1288 = and i32 %peers1281, %sel1287
  %125 = and i64 %s1238, 128
  %cmp1291 = icmp ne i64 %125, 0
  %call1292 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1291)
  %not.cmp1291 = xor i1 %cmp1291, true
  %not1293 = sext i1 %not.cmp1291 to i32
  %sel1294 = xor i32 %call1292, %not1293
  %peers1295 = and i32 %peers1288, %sel1294
  %lt1296 = and i32 %peers1295, %below
  %call1297 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %lt1296)
  %add1299 = or disjoint i64 %digit1239, %mul91
  %p1300 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add1299
  %v1301 = load i32, ptr addrspace(3) %p1300, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1302 = icmp eq i32 %lt1296, 0
  br i1 %cmp1302, label %then1303, label %endif1304

then1303:                                         ; preds = %endif1225
  %call1305 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %peers1295)
  %c1306 = add i32 %call1305, %v1301
  store i32 %c1306, ptr addrspace(3) %p1300, align 4
  br label %endif1304

endif1304:                                        ; preds = %then1303, %endif1225
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add1312 = or disjoint i64 %add102, 448
  %cmp1313 = icmp slt i64 %add1312, %2
  %call1315 = tail call i64 @llvm.smin.i64(i64 %add1312, i64 %sub25)
  br i1 %cmp2, label %then1316, label %else1317

then1316:                                         ; preds = %endif1304
  %sub1319 = add i64 %0, -1
  %call1320 = tail call i64 @llvm.smin.i64(i64 %call1315, i64 %sub1319)
  %call1321 = tail call i64 @llvm.smax.i64(i64 %call1320, i64 0)
  %p1322 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1321
  br label %endif1318

else1317:                                         ; preds = %endif1304
  %p1326 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1315
  br label %endif1318

endif1318:                                        ; preds = %else1317, %then1316
  %phi1328.in = phi ptr addrspace(1) [ %p1322, %then1316 ], [ %p1326, %else1317 ]
  %phi1328 = load i32, ptr addrspace(1) %phi1328.in, align 4
  %126 = zext i32 %phi1328 to i64
  %k1330 = select i1 %cmp1313, i64 %126, i64 4294967295
  %s1331 = lshr i64 %k1330, %11
  %digit1332 = and i64 %s1331, 255
  %b1334 = and i64 %s1331, 1
  %cmp1335 = icmp ne i64 %b1334, 0
  %call1336 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1335)
  %not.cmp1335 = xor i1 %cmp1335, true
  %not1337 = sext i1 %not.cmp1335 to i32
  %sel1338 = xor i32 %call1336, %not1337
  %127 = and i64 %s1331, 2
  %cmp1342 = icmp ne i64 %127, 0
  %call1343 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1342)
  %not.cmp1342 = xor i1 %cmp1342, true
  %not1344 = sext i1 %not.cmp1342 to i32
  %sel1345 = xor i32 %call1343, %not1344
  %peers1346 = and i32 %sel1338, %sel1345
  %128 = and i64 %s1331, 4
  %cmp1349 = icmp ne i64 %128, 0
  %call1350 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1349)
  %not.cmp1349 = xor i1 %cmp1349, true
  %not1351 = sext i1 %not.cmp1349 to i32
  %sel1352 = xor i32 %call1350, %not1351
  %peers1353 = and i32 %peers1346, %sel1352
  %129 = and i64 %s1331, 8
  %cmp1356 = icmp ne i64 %129, 0
  %call1357 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1356)
  %not.cmp1356 = xor i1 %cmp1356, true
  %not1358 = sext i1 %not.cmp1356 to i32
  %sel1359 = xor i32 %call1357, %not1358
  %peers1360 = and i32 %peers1353, %sel1359
  %130 = and i64 %s1331, 16
  %cmp1363 = icmp ne i64 %130, 0
  %call1364 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1363)
  %not.cmp1363 = xor i1 %cmp1363, true
  %not1365 = sext i1 %not.cmp1363 to i32
  %sel1366 = xor i32 %call1364, %not1365
  %peers1367 = and i32 %peers1360, %sel1366
  %131 = and i64 %s1331, 32
  %cmp1370 = icmp ne i64 %131, 0
  %call1371 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1370)
  %not.cmp1370 = xor i1 %cmp1370, true
  %not1372 = sext i1 %not.cmp1370 to i32
  %sel1373 = xor i32 %call1371, %not1372
  %peers1374 = and i32 %peers1367, %sel1373
  %132 = and i64 %s1331, 64
  %cmp1377 = icmp ne i64 %132, 0
  %call1378 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1377)
  %not.cmp1377 = xor i1 %cmp1377, true
  %not1379 = sext i1 %not.cmp1377 to i32
  %sel1380 = xor i32 %call1378, %not1379
  %peers1381 = and i32 %peers1374, %sel1380
  %133 = and i64 %s1331, 128
  %cmp1384 = icmp ne i64 %133, 0
  %call1385 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1384)
  %not.cmp1384 = xor i1 %cmp1384, true
  %not1386 = sext i1 %not.cmp1384 to i32
  %sel1387 = xor i32 %call1385, %not1386
  %peers1388 = and i32 %peers1381, %sel1387
  %lt1389 = and i32 %peers1388, %below
  %call1390 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %lt1389)
  %add1392 = or disjoint i64 %digit1332, %mul91
  %p1393 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add1392
  %v1394 = load i32, ptr addrspace(3) %p1393, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1395 = icmp eq i32 %lt1389, 0
  br i1 %cmp1395, label %then1396, label %endif1397

then1396:                                         ; preds = %endif1318
  %call1398 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %peers1388)
  %c1399 = add i32 %call1398, %v1394
  store i32 %c1399, ptr addrspace(3) %p1393, align 4
  br label %endif1397

endif1397:                                        ; preds = %then1396, %endif1318
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add1405 = or i64 %add660, 480
  %cmp1406 = icmp slt i64 %add1405, %2
  %call1408 = tail call i64 @llvm.smin.i64(i64 %add1405, i64 %sub25)
  br i1 %cmp2, label %then1409, label %else1410

then1409:                                         ; preds = %endif1397
  %sub1412 = add i64 %0, -1
  %call1413 = tail call i64 @llvm.smin.i64(i64 %call1408, i64 %sub1412)
  %call1414 = tail call i64 @llvm.smax.i64(i64 %call1413, i64 0)
  %p1415 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1414
  br label %endif1411

else1410:                                         ; preds = %endif1397
  %p1419 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1408
  br label %endif1411

endif1411:                                        ; preds = %else1410, %then1409
  %phi1421.in = phi ptr addrspace(1) [ %p1415, %then1409 ], [ %p1419, %else1410 ]
  %phi1421 = load i32, ptr addrspace(1) %phi1421.in, align 4
  %134 = zext i32 %phi1421 to i64
  %k1423 = select i1 %cmp1406, i64 %134, i64 4294967295
  %s1424 = lshr i64 %k1423, %11
  %digit1425 = and i64 %s1424, 255
  %b1427 = and i64 %s1424, 1
  %cmp1428 = icmp ne i64 %b1427, 0
  %call1429 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1428)
  %not.cmp1428 = xor i1 %cmp1428, true
  %not1430 = sext i1 %not.cmp1428 to i32
  %sel1431 = xor i32 %call1429, %not1430
  %135 = and i64 %s1424, 2
  %cmp1435 = icmp ne i64 %135, 0
  %call1436 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1435)
  %not.cmp1435 = xor i1 %cmp1435, true
  %not1437 = sext i1 %not.cmp1435 to i32
  %sel1438 = xor i32 %call1436, %not1437
  %peers1439 = and i32 %sel1431, %sel1438
  %136 = and i64 %s1424, 4
  %cmp1442 = icmp ne i64 %136, 0
  %call1443 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1442)
  %not.cmp1442 = xor i1 %cmp1442, true
  %not1444 = sext i1 %not.cmp1442 to i32
  %sel1445 = xor i32 %call1443, %not1444
  %peers1446 = and i32 %peers1439, %sel1445
  %137 = and i64 %s1424, 8
  %cmp1449 = icmp ne i64 %137, 0
  %call1450 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1449)
  %not.cmp1449 = xor i1 %cmp1449, true
  %not1451 = sext i1 %not.cmp1449 to i32
  %sel1452 = xor i32 %call1450, %not1451
  %peers1453 = and i32 %peers1446, %sel1452
  %138 = and i64 %s1424, 16
  %cmp1456 = icmp ne i64 %138, 0
  %call1457 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1456)
  %not.cmp1456 = xor i1 %cmp1456, true
  %not1458 = sext i1 %not.cmp1456 to i32
  %sel1459 = xor i32 %call1457, %not1458
  %peers1460 = and i32 %peers1453, %sel1459
  %139 = and i64 %s1424, 32
  %cmp1463 = icmp ne i64 %139, 0
  %call1464 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1463)
  %not.cmp1463 = xor i1 %cmp1463, true
  %not1465 = sext i1 %not.cmp1463 to i32
  %sel1466 = xor i32 %call1464, %not1465
  %peers1467 = and i32 %peers1460, %sel1466
  %140 = and i64 %s1424, 64
  %cmp1470 = icmp ne i64 %140, 0
  %call1471 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1470)
  %not.cmp1470 = xor i1 %cmp1470, true
  %not1472 = sext i1 %not.cmp1470 to i32
  %sel1473 = xor i32 %call1471, %not1472
  %peers1474 = and i32 %peers1467, %sel1473
  %141 = and i64 %s1424, 128
  %cmp1477 = icmp ne i64 %141, 0
  %call1478 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1477)
  %not.cmp1477 = xor i1 %cmp1477, true
  %not1479 = sext i1 %not.cmp1477 to i32
  %sel1480 = xor i32 %call1478, %not1479
  %peers1481 = and i32 %peers1474, %sel1480
  %lt1482 = and i32 %peers1481, %below
  %call1483 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %lt1482)
  %add1485 = or disjoint i64 %digit1425, %mul91
  %p1486 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add1485
  %v1487 = load i32, ptr addrspace(3) %p1486, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1488 = icmp eq i32 %lt1482, 0
  br i1 %cmp1488, label %then1489, label %endif1490

then1489:                                         ; preds = %endif1411
  %call1491 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %peers1481)
  %c1492 = add i32 %call1491, %v1487
  store i32 %c1492, ptr addrspace(3) %p1486, align 4
  br label %endif1490

endif1490:                                        ; preds = %then1489, %endif1411
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  tail call void @llvm.nvvm.barrier0()
  %v1497 = load i32, ptr addrspace(3) %p, align 4
  store i32 0, ptr addrspace(3) %p, align 4
  %v1501 = load i32, ptr addrspace(3) %p6, align 4
  store i32 %v1497, ptr addrspace(3) %p6, align 4
  %running1503 = add i32 %v1501, %v1497
  %v1506 = load i32, ptr addrspace(3) %p8, align 4
  store i32 %running1503, ptr addrspace(3) %p8, align 4
  %running1508 = add i32 %v1506, %running1503
  %v1511 = load i32, ptr addrspace(3) %p10, align 4
  store i32 %running1508, ptr addrspace(3) %p10, align 4
  %running1513 = add i32 %v1511, %running1508
  %v1516 = load i32, ptr addrspace(3) %p12, align 4
  store i32 %running1513, ptr addrspace(3) %p12, align 4
  %running1518 = add i32 %v1516, %running1513
  %v1521 = load i32, ptr addrspace(3) %p14, align 4
  store i32 %running1518, ptr addrspace(3) %p14, align 4
  %running1523 = add i32 %v1521, %running1518
  %v1526 = load i32, ptr addrspace(3) %p16, align 4
  store i32 %running1523, ptr addrspace(3) %p16, align 4
  %running1528 = add i32 %v1526, %running1523
  %v1531 = load i32, ptr addrspace(3) %p18, align 4
  store i32 %running1528, ptr addrspace(3) %p18, align 4
  %running1533 = add i32 %v1531, %running1528
  %call1534 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %running1533, i32 1, i32 0)
  %cmp1535.not = icmp eq i64 %lane, 0
  %sum = select i1 %cmp1535.not, i32 0, i32 %call1534
  %sel1536 = add i32 %sum, %running1533
  %call1537 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %sel1536, i32 2, i32 0)
  %cmp1538 = icmp ugt i64 %lane, 1
  %sum1539 = select i1 %cmp1538, i32 %call1537, i32 0
  %sel1540 = add i32 %sel1536, %sum1539
  %call1541 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %sel1540, i32 4, i32 0)
  %cmp1542 = icmp ugt i64 %lane, 3
  %sum1543 = select i1 %cmp1542, i32 %call1541, i32 0
  %sel1544 = add i32 %sel1540, %sum1543
  %call1545 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %sel1544, i32 8, i32 0)
  %cmp1546 = icmp ugt i64 %lane, 7
  %sum1547 = select i1 %cmp1546, i32 %call1545, i32 0
  %sel1548 = add i32 %sel1544, %sum1547
  %call1549 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %sel1548, i32 16, i32 0)
  %cmp1550 = icmp ugt i64 %lane, 15
  %sum1551 = select i1 %cmp1550, i32 %call1549, i32 0
  %sel1552 = add i32 %sel1548, %sum1551
  %cmp1553 = icmp eq i64 %lane, 31
  br i1 %cmp1553, label %then1554, label %endif1555

then1554:                                         ; preds = %endif1490
  %p1556 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %w
  store i32 %sel1552, ptr addrspace(3) %p1556, align 4
  br label %endif1555

endif1555:                                        ; preds = %then1554, %endif1490
  tail call void @llvm.nvvm.barrier0()
  %start = sub i32 %sel1552, %running1533
  %cmp1557.not = icmp ult i32 %call, 32
  %v1558 = load i32, ptr addrspace(3) @scan.shared.4, align 8
  %start1559 = select i1 %cmp1557.not, i32 0, i32 %v1558
  %sel1560 = add i32 %start, %start1559
  %cmp1561 = icmp ugt i32 %call, 63
  %v1562 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 4), align 4
  %start1563 = select i1 %cmp1561, i32 %v1562, i32 0
  %sel1564 = add i32 %sel1560, %start1563
  %cmp1565 = icmp ugt i32 %call, 95
  %v1566 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 8), align 8
  %start1567 = select i1 %cmp1565, i32 %v1566, i32 0
  %sel1568 = add i32 %sel1564, %start1567
  %cmp1569 = icmp ugt i32 %call, 127
  %v1570 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 12), align 4
  %start1571 = select i1 %cmp1569, i32 %v1570, i32 0
  %sel1572 = add i32 %sel1568, %start1571
  %cmp1573 = icmp ugt i32 %call, 159
  %v1574 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 16), align 8
  %start1575 = select i1 %cmp1573, i32 %v1574, i32 0
  %sel1576 = add i32 %sel1572, %start1575
  %cmp1577 = icmp ugt i32 %call, 191
  %v1578 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 20), align 4
  %start1579 = select i1 %cmp1577, i32 %v1578, i32 0
  %sel1580 = add i32 %sel1576, %start1579
  %cmp1581 = icmp eq i64 %w, 7
  %v1582 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 24), align 8
  %start1583 = select i1 %cmp1581, i32 %v1582, i32 0
  %sel1584 = add i32 %sel1580, %start1583
  %p1589 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %sreg
  store i32 %sel1584, ptr addrspace(3) %p1589, align 4
  %mul1590 = shl nuw nsw i64 %ordinal, 1
  %add1591 = or disjoint i64 %mul1590, 1
  %add1592 = add nuw nsw i64 %mul1590, 2
  %count = zext i32 %running1533 to i64
  %cmp1593.not = icmp eq i32 %v, 0
  %sel1594 = select i1 %cmp1593.not, i64 %add1592, i64 %add1591
  %mul1595 = shl nuw nsw i64 %tile, 8
  %add1596 = or disjoint i64 %mul1595, %sreg
  %142 = getelementptr inbounds i64, ptr addrspace(1) %10, i64 %add1596
  %state = getelementptr inbounds i8, ptr addrspace(1) %142, i64 64
  %f = shl nuw nsw i64 %sel1594, 32
  %word = or disjoint i64 %f, %count
  %address = ptrtoint ptr addrspace(1) %state to i64
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 %word) #5
  br i1 %cmp1593.not, label %repeat.exit, label %repeat.body.preheader

repeat.body.preheader:                            ; preds = %endif1555
  %sub1599 = add nsw i64 %tile, -1
  %invariant.gep = getelementptr i8, ptr addrspace(1) %10, i64 64
  br label %repeat.body

repeat.body:                                      ; preds = %repeat.body.preheader, %repeat.body
  %phi1600 = phi i64 [ %sel1612, %repeat.body ], [ %sub1599, %repeat.body.preheader ]
  %phi1601 = phi i64 [ %sel1610, %repeat.body ], [ 0, %repeat.body.preheader ]
  %mul1602 = shl i64 %phi1600, 8
  %add1603 = or disjoint i64 %mul1602, %sreg
  %gep = getelementptr i64, ptr addrspace(1) %invariant.gep, i64 %add1603
  %address1606 = ptrtoint ptr addrspace(1) %gep to i64
  %143 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address1606) #5
  %flag1607 = lshr i64 %143, 32
  %cmp1608.not.not = icmp ugt i64 %flag1607, %mul1590
  %add1609 = select i1 %cmp1608.not.not, i64 %143, i64 0
  %sel1610 = add i64 %add1609, %phi1601
  %sub1611 = sext i1 %cmp1608.not.not to i64
  %sel1612 = add i64 %phi1600, %sub1611
  %cmp1613.not = icmp ult i64 %flag1607, %add1592
  br i1 %cmp1613.not, label %repeat.body, label %repeat.exit

repeat.exit:                                      ; preds = %repeat.body, %endif1555
  %phi1615 = phi i64 [ 0, %endif1555 ], [ %sel1610, %repeat.body ]
  br i1 %cmp1593.not, label %endif1617, label %then1616

then1616:                                         ; preds = %repeat.exit
  %f1624 = shl nuw nsw i64 %add1592, 32
  %add1622 = add i64 %phi1615, %count
  %v1623 = and i64 %add1622, 4294967295
  %word1625 = or disjoint i64 %v1623, %f1624
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 %word1625) #5
  br label %endif1617

endif1617:                                        ; preds = %then1616, %repeat.exit
  %144 = shl i64 %11, 5
  %mul1627 = and i64 %144, -256
  %add1628 = or disjoint i64 %mul1627, %sreg
  %p1629 = getelementptr inbounds i32, ptr addrspace(1) %9, i64 %add1628
  %v1630 = load i32, ptr addrspace(1) %p1629, align 4
  %145 = trunc i64 %phi1615 to i32
  %146 = sub i32 %145, %sel1584
  %t1634 = add i32 %146, %v1630
  %p1635 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %sreg
  store i32 %t1634, ptr addrspace(3) %p1635, align 4
  tail call void @llvm.nvvm.barrier0()
  %p1636 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %digit
  %v1637 = load i32, ptr addrspace(3) %p1636, align 4
  %v1641 = load i32, ptr addrspace(3) %p93, align 4
  %p1642 = add i32 %call90, %v94
  %rank = add i32 %p1642, %v1637
  %place = add i32 %rank, %v1641
  %place1643 = zext i32 %place to i64
  %p1644 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %digit123
  %v1645 = load i32, ptr addrspace(3) %p1644, align 4
  %v1649 = load i32, ptr addrspace(3) %p184, align 4
  %p1650 = add i32 %call181, %v185
  %rank192 = add i32 %p1650, %v1645
  %place1651 = add i32 %rank192, %v1649
  %place1652 = zext i32 %place1651 to i64
  %p1653 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %digit216
  %v1654 = load i32, ptr addrspace(3) %p1653, align 4
  %v1658 = load i32, ptr addrspace(3) %p277, align 4
  %p1659 = add i32 %call274, %v278
  %rank285 = add i32 %p1659, %v1654
  %place1660 = add i32 %rank285, %v1658
  %place1661 = zext i32 %place1660 to i64
  %p1662 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %digit309
  %v1663 = load i32, ptr addrspace(3) %p1662, align 4
  %v1667 = load i32, ptr addrspace(3) %p370, align 4
  %p1668 = add i32 %call367, %v371
  %rank378 = add i32 %p1668, %v1663
  %place1669 = add i32 %rank378, %v1667
  %place1670 = zext i32 %place1669 to i64
  %p1671 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %digit402
  %v1672 = load i32, ptr addrspace(3) %p1671, align 4
  %v1676 = load i32, ptr addrspace(3) %p463, align 4
  %p1677 = add i32 %call460, %v464
  %rank471 = add i32 %p1677, %v1672
  %place1678 = add i32 %rank471, %v1676
  %place1679 = zext i32 %place1678 to i64
  %p1680 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %digit495
  %v1681 = load i32, ptr addrspace(3) %p1680, align 4
  %v1685 = load i32, ptr addrspace(3) %p556, align 4
  %p1686 = add i32 %call553, %v557
  %rank564 = add i32 %p1686, %v1681
  %place1687 = add i32 %rank564, %v1685
  %place1688 = zext i32 %place1687 to i64
  %p1689 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %digit588
  %v1690 = load i32, ptr addrspace(3) %p1689, align 4
  %v1694 = load i32, ptr addrspace(3) %p649, align 4
  %p1695 = add i32 %call646, %v650
  %rank657 = add i32 %p1695, %v1690
  %place1696 = add i32 %rank657, %v1694
  %place1697 = zext i32 %place1696 to i64
  %p1698 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %digit681
  %v1699 = load i32, ptr addrspace(3) %p1698, align 4
  %v1703 = load i32, ptr addrspace(3) %p742, align 4
  %p1704 = add i32 %call739, %v743
  %rank750 = add i32 %p1704, %v1699
  %place1705 = add i32 %rank750, %v1703
  %place1706 = zext i32 %place1705 to i64
  %p1707 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %digit774
  %v1708 = load i32, ptr addrspace(3) %p1707, align 4
  %v1712 = load i32, ptr addrspace(3) %p835, align 4
  %p1713 = add i32 %call832, %v836
  %rank843 = add i32 %p1713, %v1708
  %place1714 = add i32 %rank843, %v1712
  %place1715 = zext i32 %place1714 to i64
  %p1716 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %digit867
  %v1717 = load i32, ptr addrspace(3) %p1716, align 4
  %v1721 = load i32, ptr addrspace(3) %p928, align 4
  %p1722 = add i32 %call925, %v929
  %rank936 = add i32 %p1722, %v1717
  %place1723 = add i32 %rank936, %v1721
  %place1724 = zext i32 %place1723 to i64
  %p1725 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %digit960
  %v1726 = load i32, ptr addrspace(3) %p1725, align 4
  %v1730 = load i32, ptr addrspace(3) %p1021, align 4
  %p1731 = add i32 %call1018, %v1022
  %rank1029 = add i32 %p1731, %v1726
  %place1732 = add i32 %rank1029, %v1730
  %place1733 = zext i32 %place1732 to i64
  %p1734 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %digit1053
  %v1735 = load i32, ptr addrspace(3) %p1734, align 4
  %v1739 = load i32, ptr addrspace(3) %p1114, align 4
  %p1740 = add i32 %call1111, %v1115
  %rank1122 = add i32 %p1740, %v1735
  %place1741 = add i32 %rank1122, %v1739
  %place1742 = zext i32 %place1741 to i64
  %p1743 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %digit1146
  %v1744 = load i32, ptr addrspace(3) %p1743, align 4
  %v1748 = load i32, ptr addrspace(3) %p1207, align 4
  %p1749 = add i32 %call1204, %v1208
  %rank1215 = add i32 %p1749, %v1744
  %place1750 = add i32 %rank1215, %v1748
  %place1751 = zext i32 %place1750 to i64
  %p1752 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %digit1239
  %v1753 = load i32, ptr addrspace(3) %p1752, align 4
  %v1757 = load i32, ptr addrspace(3) %p1300, align 4
  %p1758 = add i32 %call1297, %v1301
  %rank1308 = add i32 %p1758, %v1753
  %place1759 = add i32 %rank1308, %v1757
  %place1760 = zext i32 %place1759 to i64
  %p1761 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %digit1332
  %v1762 = load i32, ptr addrspace(3) %p1761, align 4
  %v1766 = load i32, ptr addrspace(3) %p1393, align 4
  %p1767 = add i32 %call1390, %v1394
  %rank1401 = add i32 %p1767, %v1762
  %place1768 = add i32 %rank1401, %v1766
  %place1769 = zext i32 %place1768 to i64
  %p1770 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %digit1425
  %v1771 = load i32, ptr addrspace(3) %p1770, align 4
  %v1775 = load i32, ptr addrspace(3) %p1486, align 4
  %p1776 = add i32 %call1483, %v1487
  %rank1494 = add i32 %p1776, %v1771
  %place1777 = add i32 %rank1494, %v1775
  %place1778 = zext i32 %place1777 to i64
  br i1 %cmp24, label %then1779, label %endif1780

then1779:                                         ; preds = %endif1617
  %p1781 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %place1643
  store i32 %phi, ptr addrspace(3) %p1781, align 4
  br label %endif1780

endif1780:                                        ; preds = %then1779, %endif1617
  br i1 %cmp104, label %then1782, label %endif1783

then1782:                                         ; preds = %endif1780
  %p1784 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %place1652
  store i32 %phi119, ptr addrspace(3) %p1784, align 4
  br label %endif1783

endif1783:                                        ; preds = %then1782, %endif1780
  br i1 %cmp197, label %then1785, label %endif1786

then1785:                                         ; preds = %endif1783
  %p1787 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %place1661
  store i32 %phi212, ptr addrspace(3) %p1787, align 4
  br label %endif1786

endif1786:                                        ; preds = %then1785, %endif1783
  br i1 %cmp290, label %then1788, label %endif1789

then1788:                                         ; preds = %endif1786
  %p1790 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %place1670
  store i32 %phi305, ptr addrspace(3) %p1790, align 4
  br label %endif1789

endif1789:                                        ; preds = %then1788, %endif1786
  br i1 %cmp383, label %then1791, label %endif1792

then1791:                                         ; preds = %endif1789
  %p1793 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %place1679
  store i32 %phi398, ptr addrspace(3) %p1793, align 4
  br label %endif1792

endif1792:                                        ; preds = %then1791, %endif1789
  br i1 %cmp476, label %then1794, label %endif1795

then1794:                                         ; preds = %endif1792
  %p1796 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %place1688
  store i32 %phi491, ptr addrspace(3) %p1796, align 4
  br label %endif1795

endif1795:                                        ; preds = %then1794, %endif1792
  br i1 %cmp569, label %then1797, label %endif1798

then1797:                                         ; preds = %endif1795
  %p1799 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %place1697
  store i32 %phi584, ptr addrspace(3) %p1799, align 4
  br label %endif1798

endif1798:                                        ; preds = %then1797, %endif1795
  br i1 %cmp662, label %then1800, label %endif1801

then1800:                                         ; preds = %endif1798
  %p1802 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %place1706
  store i32 %phi677, ptr addrspace(3) %p1802, align 4
  br label %endif1801

endif1801:                                        ; preds = %then1800, %endif1798
  br i1 %cmp755, label %then1803, label %endif1804

then1803:                                         ; preds = %endif1801
  %p1805 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %place1715
  store i32 %phi770, ptr addrspace(3) %p1805, align 4
  br label %endif1804

endif1804:                                        ; preds = %then1803, %endif1801
  br i1 %cmp848, label %then1806, label %endif1807

then1806:                                         ; preds = %endif1804
  %p1808 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %place1724
  store i32 %phi863, ptr addrspace(3) %p1808, align 4
  br label %endif1807

endif1807:                                        ; preds = %then1806, %endif1804
  br i1 %cmp941, label %then1809, label %endif1810

then1809:                                         ; preds = %endif1807
  %p1811 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %place1733
  store i32 %phi956, ptr addrspace(3) %p1811, align 4
  br label %endif1810

endif1810:                                        ; preds = %then1809, %endif1807
  br i1 %cmp1034, label %then1812, label %endif1813

then1812:                                         ; preds = %endif1810
  %p1814 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %place1742
  store i32 %phi1049, ptr addrspace(3) %p1814, align 4
  br label %endif1813

endif1813:                                        ; preds = %then1812, %endif1810
  br i1 %cmp1127, label %then1815, label %endif1816

then1815:                                         ; preds = %endif1813
  %p1817 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %place1751
  store i32 %phi1142, ptr addrspace(3) %p1817, align 4
  br label %endif1816

endif1816:                                        ; preds = %then1815, %endif1813
  br i1 %cmp1220, label %then1818, label %endif1819

then1818:                                         ; preds = %endif1816
  %p1820 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %place1760
  store i32 %phi1235, ptr addrspace(3) %p1820, align 4
  br label %endif1819

endif1819:                                        ; preds = %then1818, %endif1816
  br i1 %cmp1313, label %then1821, label %endif1822

then1821:                                         ; preds = %endif1819
  %p1823 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %place1769
  store i32 %phi1328, ptr addrspace(3) %p1823, align 4
  br label %endif1822

endif1822:                                        ; preds = %then1821, %endif1819
  br i1 %cmp1406, label %then1824, label %endif1825

then1824:                                         ; preds = %endif1822
  %p1826 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %place1778
  store i32 %phi1421, ptr addrspace(3) %p1826, align 4
  br label %endif1825

endif1825:                                        ; preds = %then1824, %endif1822
  tail call void @llvm.nvvm.barrier0()
  %cmp1828 = icmp sgt i64 %sub, %sreg
  %p1829 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %sreg
  %v1830 = load i32, ptr addrspace(3) %p1829, align 4
  %k1831 = zext i32 %v1830 to i64
  %s1832 = lshr i64 %k1831, %11
  br i1 %cmp1828, label %then1834, label %endif1835

then1834:                                         ; preds = %endif1825
  %digit1833 = and i64 %s1832, 255
  %p1836 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit1833
  %v1837 = load i32, ptr addrspace(3) %p1836, align 4
  %to = add i32 %v1837, %call
  %to1839 = zext i32 %to to i64
  %sel1840 = select i1 %cmp1.not, ptr addrspace(1) %4, ptr addrspace(1) %6
  %sel1841 = select i1 %cmp.not, ptr addrspace(1) %sel3, ptr addrspace(1) %sel1840
  %p1842 = getelementptr inbounds i32, ptr addrspace(1) %sel1841, i64 %to1839
  store i32 %v1830, ptr addrspace(1) %p1842, align 4
  br label %endif1835

endif1835:                                        ; preds = %then1834, %endif1825
  %t1843 = trunc i64 %s1832 to i8
  %p1844 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.7, i64 %sreg
  store i8 %t1843, ptr addrspace(3) %p1844, align 1
  %cmp1846 = icmp slt i64 %add5, %call19
  %p1847 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %add5
  %v1848 = load i32, ptr addrspace(3) %p1847, align 4
  %k1849 = zext i32 %v1848 to i64
  %s1850 = lshr i64 %k1849, %11
  br i1 %cmp1846, label %then1852, label %endif1853

then1852:                                         ; preds = %endif1835
  %digit1851 = and i64 %s1850, 255
  %p1854 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit1851
  %v1855 = load i32, ptr addrspace(3) %p1854, align 4
  %t1856 = trunc nuw nsw i64 %add5 to i32
  %to1857 = add i32 %v1855, %t1856
  %to1858 = zext i32 %to1857 to i64
  %sel1859 = select i1 %cmp1.not, ptr addrspace(1) %4, ptr addrspace(1) %6
  %sel1860 = select i1 %cmp.not, ptr addrspace(1) %sel3, ptr addrspace(1) %sel1859
  %p1861 = getelementptr inbounds i32, ptr addrspace(1) %sel1860, i64 %to1858
  store i32 %v1848, ptr addrspace(1) %p1861, align 4
  br label %endif1853

endif1853:                                        ; preds = %then1852, %endif1835
  %t1862 = trunc i64 %s1850 to i8
  %p1863 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.7, i64 %add5
  store i8 %t1862, ptr addrspace(3) %p1863, align 1
  %cmp1865 = icmp slt i64 %add7, %call19
  %p1866 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %add7
  %v1867 = load i32, ptr addrspace(3) %p1866, align 4
  %k1868 = zext i32 %v1867 to i64
  %s1869 = lshr i64 %k1868, %11
  br i1 %cmp1865, label %then1871, label %endif1872

then1871:                                         ; preds = %endif1853
  %digit1870 = and i64 %s1869, 255
  %p1873 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit1870
  %v1874 = load i32, ptr addrspace(3) %p1873, align 4
  %t1875 = trunc nuw nsw i64 %add7 to i32
  %to1876 = add i32 %v1874, %t1875
  %to1877 = zext i32 %to1876 to i64
  %sel1878 = select i1 %cmp1.not, ptr addrspace(1) %4, ptr addrspace(1) %6
  %sel1879 = select i1 %cmp.not, ptr addrspace(1) %sel3, ptr addrspace(1) %sel1878
  %p1880 = getelementptr inbounds i32, ptr addrspace(1) %sel1879, i64 %to1877
  store i32 %v1867, ptr addrspace(1) %p1880, align 4
  br label %endif1872

endif1872:                                        ; preds = %then1871, %endif1853
  %t1881 = trunc i64 %s1869 to i8
  %p1882 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.7, i64 %add7
  store i8 %t1881, ptr addrspace(3) %p1882, align 1
  %cmp1884 = icmp slt i64 %add9, %call19
  %p1885 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %add9
  %v1886 = load i32, ptr addrspace(3) %p1885, align 4
  %k1887 = zext i32 %v1886 to i64
  %s1888 = lshr i64 %k1887, %11
  br i1 %cmp1884, label %then1890, label %endif1891

then1890:                                         ; preds = %endif1872
  %digit1889 = and i64 %s1888, 255
  %p1892 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit1889
  %v1893 = load i32, ptr addrspace(3) %p1892, align 4
  %t1894 = trunc nuw nsw i64 %add9 to i32
  %to1895 = add i32 %v1893, %t1894
  %to1896 = zext i32 %to1895 to i64
  %sel1897 = select i1 %cmp1.not, ptr addrspace(1) %4, ptr addrspace(1) %6
  %sel1898 = select i1 %cmp.not, ptr addrspace(1) %sel3, ptr addrspace(1) %sel1897
  %p1899 = getelementptr inbounds i32, ptr addrspace(1) %sel1898, i64 %to1896
  store i32 %v1886, ptr addrspace(1) %p1899, align 4
  br label %endif1891

endif1891:                                        ; preds = %then1890, %endif1872
  %t1900 = trunc i64 %s1888 to i8
  %p1901 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.7, i64 %add9
  store i8 %t1900, ptr addrspace(3) %p1901, align 1
  %cmp1903 = icmp slt i64 %add11, %call19
  %p1904 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %add11
  %v1905 = load i32, ptr addrspace(3) %p1904, align 4
  %k1906 = zext i32 %v1905 to i64
  %s1907 = lshr i64 %k1906, %11
  br i1 %cmp1903, label %then1909, label %endif1910

then1909:                                         ; preds = %endif1891
  %digit1908 = and i64 %s1907, 255
  %p1911 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit1908
  %v1912 = load i32, ptr addrspace(3) %p1911, align 4
  %t1913 = trunc nuw nsw i64 %add11 to i32
  %to1914 = add i32 %v1912, %t1913
  %to1915 = zext i32 %to1914 to i64
  %sel1916 = select i1 %cmp1.not, ptr addrspace(1) %4, ptr addrspace(1) %6
  %sel1917 = select i1 %cmp.not, ptr addrspace(1) %sel3, ptr addrspace(1) %sel1916
  %p1918 = getelementptr inbounds i32, ptr addrspace(1) %sel1917, i64 %to1915
  store i32 %v1905, ptr addrspace(1) %p1918, align 4
  br label %endif1910

endif1910:                                        ; preds = %then1909, %endif1891
  %t1919 = trunc i64 %s1907 to i8
  %p1920 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.7, i64 %add11
  store i8 %t1919, ptr addrspace(3) %p1920, align 1
  %cmp1922 = icmp slt i64 %add13, %call19
  %p1923 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %add13
  %v1924 = load i32, ptr addrspace(3) %p1923, align 4
  %k1925 = zext i32 %v1924 to i64
  %s1926 = lshr i64 %k1925, %11
  br i1 %cmp1922, label %then1928, label %endif1929

then1928:                                         ; preds = %endif1910
  %digit1927 = and i64 %s1926, 255
  %p1930 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit1927
  %v1931 = load i32, ptr addrspace(3) %p1930, align 4
  %t1932 = trunc nuw nsw i64 %add13 to i32
  %to1933 = add i32 %v1931, %t1932
  %to1934 = zext i32 %to1933 to i64
  %sel1935 = select i1 %cmp1.not, ptr addrspace(1) %4, ptr addrspace(1) %6
  %sel1936 = select i1 %cmp.not, ptr addrspace(1) %sel3, ptr addrspace(1) %sel1935
  %p1937 = getelementptr inbounds i32, ptr addrspace(1) %sel1936, i64 %to1934
  store i32 %v1924, ptr addrspace(1) %p1937, align 4
  br label %endif1929

endif1929:                                        ; preds = %then1928, %endif1910
  %t1938 = trunc i64 %s1926 to i8
  %p1939 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.7, i64 %add13
  store i8 %t1938, ptr addrspace(3) %p1939, align 1
  %cmp1941 = icmp slt i64 %add15, %call19
  %p1942 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %add15
  %v1943 = load i32, ptr addrspace(3) %p1942, align 4
  %k1944 = zext i32 %v1943 to i64
  %s1945 = lshr i64 %k1944, %11
  br i1 %cmp1941, label %then1947, label %endif1948

then1947:                                         ; preds = %endif1929
  %digit1946 = and i64 %s1945, 255
  %p1949 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit1946
  %v1950 = load i32, ptr addrspace(3) %p1949, align 4
  %t1951 = trunc nuw nsw i64 %add15 to i32
  %to1952 = add i32 %v1950, %t1951
  %to1953 = zext i32 %to1952 to i64
  %sel1954 = select i1 %cmp1.not, ptr addrspace(1) %4, ptr addrspace(1) %6
  %sel1955 = select i1 %cmp.not, ptr addrspace(1) %sel3, ptr addrspace(1) %sel1954
  %p1956 = getelementptr inbounds i32, ptr addrspace(1) %sel1955, i64 %to1953
  store i32 %v1943, ptr addrspace(1) %p1956, align 4
  br label %endif1948

endif1948:                                        ; preds = %then1947, %endif1929
  %t1957 = trunc i64 %s1945 to i8
  %p1958 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.7, i64 %add15
  store i8 %t1957, ptr addrspace(3) %p1958, align 1
  %cmp1960 = icmp slt i64 %add17, %call19
  %p1961 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %add17
  %v1962 = load i32, ptr addrspace(3) %p1961, align 4
  %k1963 = zext i32 %v1962 to i64
  %s1964 = lshr i64 %k1963, %11
  br i1 %cmp1960, label %then1966, label %endif1967

then1966:                                         ; preds = %endif1948
  %digit1965 = and i64 %s1964, 255
  %p1968 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit1965
  %v1969 = load i32, ptr addrspace(3) %p1968, align 4
  %t1970 = trunc nuw nsw i64 %add17 to i32
  %to1971 = add i32 %v1969, %t1970
  %to1972 = zext i32 %to1971 to i64
  %sel1973 = select i1 %cmp1.not, ptr addrspace(1) %4, ptr addrspace(1) %6
  %sel1974 = select i1 %cmp.not, ptr addrspace(1) %sel3, ptr addrspace(1) %sel1973
  %p1975 = getelementptr inbounds i32, ptr addrspace(1) %sel1974, i64 %to1972
  store i32 %v1962, ptr addrspace(1) %p1975, align 4
  br label %endif1967

endif1967:                                        ; preds = %then1966, %endif1948
  %t1976 = trunc i64 %s1964 to i8
  %p1977 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.7, i64 %add17
  store i8 %t1976, ptr addrspace(3) %p1977, align 1
  %add1978 = or disjoint i64 %sreg, 2048
  %cmp1979 = icmp slt i64 %add1978, %call19
  %p1980 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %add1978
  %v1981 = load i32, ptr addrspace(3) %p1980, align 4
  %k1982 = zext i32 %v1981 to i64
  %s1983 = lshr i64 %k1982, %11
  br i1 %cmp1979, label %then1985, label %endif1986

then1985:                                         ; preds = %endif1967
  %digit1984 = and i64 %s1983, 255
  %p1987 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit1984
  %v1988 = load i32, ptr addrspace(3) %p1987, align 4
  %t1989 = trunc nuw nsw i64 %add1978 to i32
  %to1990 = add i32 %v1988, %t1989
  %to1991 = zext i32 %to1990 to i64
  %sel1992 = select i1 %cmp1.not, ptr addrspace(1) %4, ptr addrspace(1) %6
  %sel1993 = select i1 %cmp.not, ptr addrspace(1) %sel3, ptr addrspace(1) %sel1992
  %p1994 = getelementptr inbounds i32, ptr addrspace(1) %sel1993, i64 %to1991
  store i32 %v1981, ptr addrspace(1) %p1994, align 4
  br label %endif1986

endif1986:                                        ; preds = %then1985, %endif1967
  %t1995 = trunc i64 %s1983 to i8
  %p1996 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.7, i64 %add1978
  store i8 %t1995, ptr addrspace(3) %p1996, align 1
  %add1997 = or disjoint i64 %sreg, 2304
  %cmp1998 = icmp slt i64 %add1997, %call19
  %p1999 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %add1997
  %v2000 = load i32, ptr addrspace(3) %p1999, align 4
  %k2001 = zext i32 %v2000 to i64
  %s2002 = lshr i64 %k2001, %11
  br i1 %cmp1998, label %then2004, label %endif2005

then2004:                                         ; preds = %endif1986
  %digit2003 = and i64 %s2002, 255
  %p2006 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2003
  %v2007 = load i32, ptr addrspace(3) %p2006, align 4
  %t2008 = trunc nuw nsw i64 %add1997 to i32
  %to2009 = add i32 %v2007, %t2008
  %to2010 = zext i32 %to2009 to i64
  %sel2011 = select i1 %cmp1.not, ptr addrspace(1) %4, ptr addrspace(1) %6
  %sel2012 = select i1 %cmp.not, ptr addrspace(1) %sel3, ptr addrspace(1) %sel2011
  %p2013 = getelementptr inbounds i32, ptr addrspace(1) %sel2012, i64 %to2010
  store i32 %v2000, ptr addrspace(1) %p2013, align 4
  br label %endif2005

endif2005:                                        ; preds = %then2004, %endif1986
  %t2014 = trunc i64 %s2002 to i8
  %p2015 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.7, i64 %add1997
  store i8 %t2014, ptr addrspace(3) %p2015, align 1
  %add2016 = or disjoint i64 %sreg, 2560
  %cmp2017 = icmp slt i64 %add2016, %call19
  %p2018 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %add2016
  %v2019 = load i32, ptr addrspace(3) %p2018, align 4
  %k2020 = zext i32 %v2019 to i64
  %s2021 = lshr i64 %k2020, %11
  br i1 %cmp2017, label %then2023, label %endif2024

then2023:                                         ; preds = %endif2005
  %digit2022 = and i64 %s2021, 255
  %p2025 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2022
  %v2026 = load i32, ptr addrspace(3) %p2025, align 4
  %t2027 = trunc nuw nsw i64 %add2016 to i32
  %to2028 = add i32 %v2026, %t2027
  %to2029 = zext i32 %to2028 to i64
  %sel2030 = select i1 %cmp1.not, ptr addrspace(1) %4, ptr addrspace(1) %6
  %sel2031 = select i1 %cmp.not, ptr addrspace(1) %sel3, ptr addrspace(1) %sel2030
  %p2032 = getelementptr inbounds i32, ptr addrspace(1) %sel2031, i64 %to2029
  store i32 %v2019, ptr addrspace(1) %p2032, align 4
  br label %endif2024

endif2024:                                        ; preds = %then2023, %endif2005
  %t2033 = trunc i64 %s2021 to i8
  %p2034 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.7, i64 %add2016
  store i8 %t2033, ptr addrspace(3) %p2034, align 1
  %add2035 = or disjoint i64 %sreg, 2816
  %cmp2036 = icmp slt i64 %add2035, %call19
  %p2037 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %add2035
  %v2038 = load i32, ptr addrspace(3) %p2037, align 4
  %k2039 = zext i32 %v2038 to i64
  %s2040 = lshr i64 %k2039, %11
  br i1 %cmp2036, label %then2042, label %endif2043

then2042:                                         ; preds = %endif2024
  %digit2041 = and i64 %s2040, 255
  %p2044 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2041
  %v2045 = load i32, ptr addrspace(3) %p2044, align 4
  %t2046 = trunc nuw nsw i64 %add2035 to i32
  %to2047 = add i32 %v2045, %t2046
  %to2048 = zext i32 %to2047 to i64
  %sel2049 = select i1 %cmp1.not, ptr addrspace(1) %4, ptr addrspace(1) %6
  %sel2050 = select i1 %cmp.not, ptr addrspace(1) %sel3, ptr addrspace(1) %sel2049
  %p2051 = getelementptr inbounds i32, ptr addrspace(1) %sel2050, i64 %to2048
  store i32 %v2038, ptr addrspace(1) %p2051, align 4
  br label %endif2043

endif2043:                                        ; preds = %then2042, %endif2024
  %t2052 = trunc i64 %s2040 to i8
  %p2053 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.7, i64 %add2035
  store i8 %t2052, ptr addrspace(3) %p2053, align 1
  %add2054 = or disjoint i64 %sreg, 3072
  %cmp2055 = icmp slt i64 %add2054, %call19
  %p2056 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %add2054
  %v2057 = load i32, ptr addrspace(3) %p2056, align 4
  %k2058 = zext i32 %v2057 to i64
  %s2059 = lshr i64 %k2058, %11
  br i1 %cmp2055, label %then2061, label %endif2062

then2061:                                         ; preds = %endif2043
  %digit2060 = and i64 %s2059, 255
  %p2063 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2060
  %v2064 = load i32, ptr addrspace(3) %p2063, align 4
  %t2065 = trunc nuw nsw i64 %add2054 to i32
  %to2066 = add i32 %v2064, %t2065
  %to2067 = zext i32 %to2066 to i64
  %sel2068 = select i1 %cmp1.not, ptr addrspace(1) %4, ptr addrspace(1) %6
  %sel2069 = select i1 %cmp.not, ptr addrspace(1) %sel3, ptr addrspace(1) %sel2068
  %p2070 = getelementptr inbounds i32, ptr addrspace(1) %sel2069, i64 %to2067
  store i32 %v2057, ptr addrspace(1) %p2070, align 4
  br label %endif2062

endif2062:                                        ; preds = %then2061, %endif2043
  %t2071 = trunc i64 %s2059 to i8
  %p2072 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.7, i64 %add2054
  store i8 %t2071, ptr addrspace(3) %p2072, align 1
  %add2073 = or disjoint i64 %sreg, 3328
  %cmp2074 = icmp slt i64 %add2073, %call19
  %p2075 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %add2073
  %v2076 = load i32, ptr addrspace(3) %p2075, align 4
  %k2077 = zext i32 %v2076 to i64
  %s2078 = lshr i64 %k2077, %11
  br i1 %cmp2074, label %then2080, label %endif2081

then2080:                                         ; preds = %endif2062
  %digit2079 = and i64 %s2078, 255
  %p2082 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2079
  %v2083 = load i32, ptr addrspace(3) %p2082, align 4
  %t2084 = trunc nuw nsw i64 %add2073 to i32
  %to2085 = add i32 %v2083, %t2084
  %to2086 = zext i32 %to2085 to i64
  %sel2087 = select i1 %cmp1.not, ptr addrspace(1) %4, ptr addrspace(1) %6
  %sel2088 = select i1 %cmp.not, ptr addrspace(1) %sel3, ptr addrspace(1) %sel2087
  %p2089 = getelementptr inbounds i32, ptr addrspace(1) %sel2088, i64 %to2086
  store i32 %v2076, ptr addrspace(1) %p2089, align 4
  br label %endif2081

endif2081:                                        ; preds = %then2080, %endif2062
  %t2090 = trunc i64 %s2078 to i8
  %p2091 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.7, i64 %add2073
  store i8 %t2090, ptr addrspace(3) %p2091, align 1
  %add2092 = or disjoint i64 %sreg, 3584
  %cmp2093 = icmp slt i64 %add2092, %call19
  %p2094 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %add2092
  %v2095 = load i32, ptr addrspace(3) %p2094, align 4
  %k2096 = zext i32 %v2095 to i64
  %s2097 = lshr i64 %k2096, %11
  br i1 %cmp2093, label %then2099, label %endif2100

then2099:                                         ; preds = %endif2081
  %digit2098 = and i64 %s2097, 255
  %p2101 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2098
  %v2102 = load i32, ptr addrspace(3) %p2101, align 4
  %t2103 = trunc nuw nsw i64 %add2092 to i32
  %to2104 = add i32 %v2102, %t2103
  %to2105 = zext i32 %to2104 to i64
  %sel2106 = select i1 %cmp1.not, ptr addrspace(1) %4, ptr addrspace(1) %6
  %sel2107 = select i1 %cmp.not, ptr addrspace(1) %sel3, ptr addrspace(1) %sel2106
  %p2108 = getelementptr inbounds i32, ptr addrspace(1) %sel2107, i64 %to2105
  store i32 %v2095, ptr addrspace(1) %p2108, align 4
  br label %endif2100

endif2100:                                        ; preds = %then2099, %endif2081
  %t2109 = trunc i64 %s2097 to i8
  %p2110 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.7, i64 %add2092
  store i8 %t2109, ptr addrspace(3) %p2110, align 1
  %add2111 = or disjoint i64 %sreg, 3840
  %cmp2112 = icmp slt i64 %add2111, %call19
  %p2113 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %add2111
  %v2114 = load i32, ptr addrspace(3) %p2113, align 4
  %k2115 = zext i32 %v2114 to i64
  %s2116 = lshr i64 %k2115, %11
  br i1 %cmp2112, label %then2118, label %endif2119

then2118:                                         ; preds = %endif2100
  %digit2117 = and i64 %s2116, 255
  %p2120 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2117
  %v2121 = load i32, ptr addrspace(3) %p2120, align 4
  %t2122 = trunc nuw nsw i64 %add2111 to i32
  %to2123 = add i32 %v2121, %t2122
  %to2124 = zext i32 %to2123 to i64
  %sel2125 = select i1 %cmp1.not, ptr addrspace(1) %4, ptr addrspace(1) %6
  %sel2126 = select i1 %cmp.not, ptr addrspace(1) %sel3, ptr addrspace(1) %sel2125
  %p2127 = getelementptr inbounds i32, ptr addrspace(1) %sel2126, i64 %to2124
  store i32 %v2114, ptr addrspace(1) %p2127, align 4
  br label %endif2119

endif2119:                                        ; preds = %then2118, %endif2100
  %t2128 = trunc i64 %s2116 to i8
  %p2129 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.7, i64 %add2111
  store i8 %t2128, ptr addrspace(3) %p2129, align 1
  %sel2130 = select i1 %cmp1.not, ptr addrspace(1) %5, ptr addrspace(1) %3
  %sel2131 = select i1 %cmp1.not, ptr addrspace(1) %3, ptr addrspace(1) %5
  tail call void @llvm.nvvm.barrier0()
  br i1 %cmp24, label %then2132, label %endif2133

then2132:                                         ; preds = %endif2119
  br i1 %cmp2, label %then2134, label %else2135

endif2133:                                        ; preds = %endif2136, %endif2119
  br i1 %cmp104, label %then2148, label %endif2149

then2134:                                         ; preds = %then2132
  %sub2137 = add i64 %0, -1
  %call2138 = tail call i64 @llvm.smin.i64(i64 %add23, i64 %sub2137)
  %call2139 = tail call i64 @llvm.smax.i64(i64 %call2138, i64 0)
  %p2140 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2139
  %v2141 = load i32, ptr addrspace(1) %p2140, align 4
  %sitofp2142 = sitofp i32 %v2141 to float
  %fmul2143 = fmul float %sitofp2142, 5.000000e-01
  br label %endif2136

else2135:                                         ; preds = %then2132
  %p2144 = getelementptr inbounds float, ptr addrspace(1) %sel2130, i64 %add23
  %v2145 = load float, ptr addrspace(1) %p2144, align 4
  br label %endif2136

endif2136:                                        ; preds = %else2135, %then2134
  %phi2146 = phi float [ %fmul2143, %then2134 ], [ %v2145, %else2135 ]
  %p2147 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.6, i64 %place1643
  store float %phi2146, ptr addrspace(3) %p2147, align 4
  br label %endif2133

then2148:                                         ; preds = %endif2133
  br i1 %cmp2, label %then2150, label %else2151

endif2149:                                        ; preds = %endif2152, %endif2133
  br i1 %cmp197, label %then2164, label %endif2165

then2150:                                         ; preds = %then2148
  %sub2153 = add i64 %0, -1
  %call2154 = tail call i64 @llvm.smin.i64(i64 %add103, i64 %sub2153)
  %call2155 = tail call i64 @llvm.smax.i64(i64 %call2154, i64 0)
  %p2156 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2155
  %v2157 = load i32, ptr addrspace(1) %p2156, align 4
  %sitofp2158 = sitofp i32 %v2157 to float
  %fmul2159 = fmul float %sitofp2158, 5.000000e-01
  br label %endif2152

else2151:                                         ; preds = %then2148
  %p2160 = getelementptr inbounds float, ptr addrspace(1) %sel2130, i64 %add103
  %v2161 = load float, ptr addrspace(1) %p2160, align 4
  br label %endif2152

endif2152:                                        ; preds = %else2151, %then2150
  %phi2162 = phi float [ %fmul2159, %then2150 ], [ %v2161, %else2151 ]
  %p2163 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.6, i64 %place1652
  store float %phi2162, ptr addrspace(3) %p2163, align 4
  br label %endif2149

then2164:                                         ; preds = %endif2149
  br i1 %cmp2, label %then2166, label %else2167

endif2165:                                        ; preds = %endif2168, %endif2149
  br i1 %cmp290, label %then2180, label %endif2181

then2166:                                         ; preds = %then2164
  %sub2169 = add i64 %0, -1
  %call2170 = tail call i64 @llvm.smin.i64(i64 %add196, i64 %sub2169)
  %call2171 = tail call i64 @llvm.smax.i64(i64 %call2170, i64 0)
  %p2172 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2171
  %v2173 = load i32, ptr addrspace(1) %p2172, align 4
  %sitofp2174 = sitofp i32 %v2173 to float
  %fmul2175 = fmul float %sitofp2174, 5.000000e-01
  br label %endif2168

else2167:                                         ; preds = %then2164
  %p2176 = getelementptr inbounds float, ptr addrspace(1) %sel2130, i64 %add196
  %v2177 = load float, ptr addrspace(1) %p2176, align 4
  br label %endif2168

endif2168:                                        ; preds = %else2167, %then2166
  %phi2178 = phi float [ %fmul2175, %then2166 ], [ %v2177, %else2167 ]
  %p2179 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.6, i64 %place1661
  store float %phi2178, ptr addrspace(3) %p2179, align 4
  br label %endif2165

then2180:                                         ; preds = %endif2165
  br i1 %cmp2, label %then2182, label %else2183

endif2181:                                        ; preds = %endif2184, %endif2165
  br i1 %cmp383, label %then2196, label %endif2197

then2182:                                         ; preds = %then2180
  %sub2185 = add i64 %0, -1
  %call2186 = tail call i64 @llvm.smin.i64(i64 %add289, i64 %sub2185)
  %call2187 = tail call i64 @llvm.smax.i64(i64 %call2186, i64 0)
  %p2188 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2187
  %v2189 = load i32, ptr addrspace(1) %p2188, align 4
  %sitofp2190 = sitofp i32 %v2189 to float
  %fmul2191 = fmul float %sitofp2190, 5.000000e-01
  br label %endif2184

else2183:                                         ; preds = %then2180
  %p2192 = getelementptr inbounds float, ptr addrspace(1) %sel2130, i64 %add289
  %v2193 = load float, ptr addrspace(1) %p2192, align 4
  br label %endif2184

endif2184:                                        ; preds = %else2183, %then2182
  %phi2194 = phi float [ %fmul2191, %then2182 ], [ %v2193, %else2183 ]
  %p2195 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.6, i64 %place1670
  store float %phi2194, ptr addrspace(3) %p2195, align 4
  br label %endif2181

then2196:                                         ; preds = %endif2181
  br i1 %cmp2, label %then2198, label %else2199

endif2197:                                        ; preds = %endif2200, %endif2181
  br i1 %cmp476, label %then2212, label %endif2213

then2198:                                         ; preds = %then2196
  %sub2201 = add i64 %0, -1
  %call2202 = tail call i64 @llvm.smin.i64(i64 %add382, i64 %sub2201)
  %call2203 = tail call i64 @llvm.smax.i64(i64 %call2202, i64 0)
  %p2204 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2203
  %v2205 = load i32, ptr addrspace(1) %p2204, align 4
  %sitofp2206 = sitofp i32 %v2205 to float
  %fmul2207 = fmul float %sitofp2206, 5.000000e-01
  br label %endif2200

else2199:                                         ; preds = %then2196
  %p2208 = getelementptr inbounds float, ptr addrspace(1) %sel2130, i64 %add382
  %v2209 = load float, ptr addrspace(1) %p2208, align 4
  br label %endif2200

endif2200:                                        ; preds = %else2199, %then2198
  %phi2210 = phi float [ %fmul2207, %then2198 ], [ %v2209, %else2199 ]
  %p2211 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.6, i64 %place1679
  store float %phi2210, ptr addrspace(3) %p2211, align 4
  br label %endif2197

then2212:                                         ; preds = %endif2197
  br i1 %cmp2, label %then2214, label %else2215

endif2213:                                        ; preds = %endif2216, %endif2197
  br i1 %cmp569, label %then2228, label %endif2229

then2214:                                         ; preds = %then2212
  %sub2217 = add i64 %0, -1
  %call2218 = tail call i64 @llvm.smin.i64(i64 %add475, i64 %sub2217)
  %call2219 = tail call i64 @llvm.smax.i64(i64 %call2218, i64 0)
  %p2220 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2219
  %v2221 = load i32, ptr addrspace(1) %p2220, align 4
  %sitofp2222 = sitofp i32 %v2221 to float
  %fmul2223 = fmul float %sitofp2222, 5.000000e-01
  br label %endif2216

else2215:                                         ; preds = %then2212
  %p2224 = getelementptr inbounds float, ptr addrspace(1) %sel2130, i64 %add475
  %v2225 = load float, ptr addrspace(1) %p2224, align 4
  br label %endif2216

endif2216:                                        ; preds = %else2215, %then2214
  %phi2226 = phi float [ %fmul2223, %then2214 ], [ %v2225, %else2215 ]
  %p2227 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.6, i64 %place1688
  store float %phi2226, ptr addrspace(3) %p2227, align 4
  br label %endif2213

then2228:                                         ; preds = %endif2213
  br i1 %cmp2, label %then2230, label %else2231

endif2229:                                        ; preds = %endif2232, %endif2213
  br i1 %cmp662, label %then2244, label %endif2245

then2230:                                         ; preds = %then2228
  %sub2233 = add i64 %0, -1
  %call2234 = tail call i64 @llvm.smin.i64(i64 %add568, i64 %sub2233)
  %call2235 = tail call i64 @llvm.smax.i64(i64 %call2234, i64 0)
  %p2236 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2235
  %v2237 = load i32, ptr addrspace(1) %p2236, align 4
  %sitofp2238 = sitofp i32 %v2237 to float
  %fmul2239 = fmul float %sitofp2238, 5.000000e-01
  br label %endif2232

else2231:                                         ; preds = %then2228
  %p2240 = getelementptr inbounds float, ptr addrspace(1) %sel2130, i64 %add568
  %v2241 = load float, ptr addrspace(1) %p2240, align 4
  br label %endif2232

endif2232:                                        ; preds = %else2231, %then2230
  %phi2242 = phi float [ %fmul2239, %then2230 ], [ %v2241, %else2231 ]
  %p2243 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.6, i64 %place1697
  store float %phi2242, ptr addrspace(3) %p2243, align 4
  br label %endif2229

then2244:                                         ; preds = %endif2229
  br i1 %cmp2, label %then2246, label %else2247

endif2245:                                        ; preds = %endif2248, %endif2229
  br i1 %cmp755, label %then2260, label %endif2261

then2246:                                         ; preds = %then2244
  %sub2249 = add i64 %0, -1
  %call2250 = tail call i64 @llvm.smin.i64(i64 %add661, i64 %sub2249)
  %call2251 = tail call i64 @llvm.smax.i64(i64 %call2250, i64 0)
  %p2252 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2251
  %v2253 = load i32, ptr addrspace(1) %p2252, align 4
  %sitofp2254 = sitofp i32 %v2253 to float
  %fmul2255 = fmul float %sitofp2254, 5.000000e-01
  br label %endif2248

else2247:                                         ; preds = %then2244
  %p2256 = getelementptr inbounds float, ptr addrspace(1) %sel2130, i64 %add661
  %v2257 = load float, ptr addrspace(1) %p2256, align 4
  br label %endif2248

endif2248:                                        ; preds = %else2247, %then2246
  %phi2258 = phi float [ %fmul2255, %then2246 ], [ %v2257, %else2247 ]
  %p2259 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.6, i64 %place1706
  store float %phi2258, ptr addrspace(3) %p2259, align 4
  br label %endif2245

then2260:                                         ; preds = %endif2245
  br i1 %cmp2, label %then2262, label %else2263

endif2261:                                        ; preds = %endif2264, %endif2245
  br i1 %cmp848, label %then2276, label %endif2277

then2262:                                         ; preds = %then2260
  %sub2265 = add i64 %0, -1
  %call2266 = tail call i64 @llvm.smin.i64(i64 %add754, i64 %sub2265)
  %call2267 = tail call i64 @llvm.smax.i64(i64 %call2266, i64 0)
  %p2268 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2267
  %v2269 = load i32, ptr addrspace(1) %p2268, align 4
  %sitofp2270 = sitofp i32 %v2269 to float
  %fmul2271 = fmul float %sitofp2270, 5.000000e-01
  br label %endif2264

else2263:                                         ; preds = %then2260
  %p2272 = getelementptr inbounds float, ptr addrspace(1) %sel2130, i64 %add754
  %v2273 = load float, ptr addrspace(1) %p2272, align 4
  br label %endif2264

endif2264:                                        ; preds = %else2263, %then2262
  %phi2274 = phi float [ %fmul2271, %then2262 ], [ %v2273, %else2263 ]
  %p2275 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.6, i64 %place1715
  store float %phi2274, ptr addrspace(3) %p2275, align 4
  br label %endif2261

then2276:                                         ; preds = %endif2261
  br i1 %cmp2, label %then2278, label %else2279

endif2277:                                        ; preds = %endif2280, %endif2261
  br i1 %cmp941, label %then2292, label %endif2293

then2278:                                         ; preds = %then2276
  %sub2281 = add i64 %0, -1
  %call2282 = tail call i64 @llvm.smin.i64(i64 %add847, i64 %sub2281)
  %call2283 = tail call i64 @llvm.smax.i64(i64 %call2282, i64 0)
  %p2284 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2283
  %v2285 = load i32, ptr addrspace(1) %p2284, align 4
  %sitofp2286 = sitofp i32 %v2285 to float
  %fmul2287 = fmul float %sitofp2286, 5.000000e-01
  br label %endif2280

else2279:                                         ; preds = %then2276
  %p2288 = getelementptr inbounds float, ptr addrspace(1) %sel2130, i64 %add847
  %v2289 = load float, ptr addrspace(1) %p2288, align 4
  br label %endif2280

endif2280:                                        ; preds = %else2279, %then2278
  %phi2290 = phi float [ %fmul2287, %then2278 ], [ %v2289, %else2279 ]
  %p2291 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.6, i64 %place1724
  store float %phi2290, ptr addrspace(3) %p2291, align 4
  br label %endif2277

then2292:                                         ; preds = %endif2277
  br i1 %cmp2, label %then2294, label %else2295

endif2293:                                        ; preds = %endif2296, %endif2277
  br i1 %cmp1034, label %then2308, label %endif2309

then2294:                                         ; preds = %then2292
  %sub2297 = add i64 %0, -1
  %call2298 = tail call i64 @llvm.smin.i64(i64 %add940, i64 %sub2297)
  %call2299 = tail call i64 @llvm.smax.i64(i64 %call2298, i64 0)
  %p2300 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2299
  %v2301 = load i32, ptr addrspace(1) %p2300, align 4
  %sitofp2302 = sitofp i32 %v2301 to float
  %fmul2303 = fmul float %sitofp2302, 5.000000e-01
  br label %endif2296

else2295:                                         ; preds = %then2292
  %p2304 = getelementptr inbounds float, ptr addrspace(1) %sel2130, i64 %add940
  %v2305 = load float, ptr addrspace(1) %p2304, align 4
  br label %endif2296

endif2296:                                        ; preds = %else2295, %then2294
  %phi2306 = phi float [ %fmul2303, %then2294 ], [ %v2305, %else2295 ]
  %p2307 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.6, i64 %place1733
  store float %phi2306, ptr addrspace(3) %p2307, align 4
  br label %endif2293

then2308:                                         ; preds = %endif2293
  br i1 %cmp2, label %then2310, label %else2311

endif2309:                                        ; preds = %endif2312, %endif2293
  br i1 %cmp1127, label %then2324, label %endif2325

then2310:                                         ; preds = %then2308
  %sub2313 = add i64 %0, -1
  %call2314 = tail call i64 @llvm.smin.i64(i64 %add1033, i64 %sub2313)
  %call2315 = tail call i64 @llvm.smax.i64(i64 %call2314, i64 0)
  %p2316 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2315
  %v2317 = load i32, ptr addrspace(1) %p2316, align 4
  %sitofp2318 = sitofp i32 %v2317 to float
  %fmul2319 = fmul float %sitofp2318, 5.000000e-01
  br label %endif2312

else2311:                                         ; preds = %then2308
  %p2320 = getelementptr inbounds float, ptr addrspace(1) %sel2130, i64 %add1033
  %v2321 = load float, ptr addrspace(1) %p2320, align 4
  br label %endif2312

endif2312:                                        ; preds = %else2311, %then2310
  %phi2322 = phi float [ %fmul2319, %then2310 ], [ %v2321, %else2311 ]
  %p2323 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.6, i64 %place1742
  store float %phi2322, ptr addrspace(3) %p2323, align 4
  br label %endif2309

then2324:                                         ; preds = %endif2309
  br i1 %cmp2, label %then2326, label %else2327

endif2325:                                        ; preds = %endif2328, %endif2309
  br i1 %cmp1220, label %then2340, label %endif2341

then2326:                                         ; preds = %then2324
  %sub2329 = add i64 %0, -1
  %call2330 = tail call i64 @llvm.smin.i64(i64 %add1126, i64 %sub2329)
  %call2331 = tail call i64 @llvm.smax.i64(i64 %call2330, i64 0)
  %p2332 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2331
  %v2333 = load i32, ptr addrspace(1) %p2332, align 4
  %sitofp2334 = sitofp i32 %v2333 to float
  %fmul2335 = fmul float %sitofp2334, 5.000000e-01
  br label %endif2328

else2327:                                         ; preds = %then2324
  %p2336 = getelementptr inbounds float, ptr addrspace(1) %sel2130, i64 %add1126
  %v2337 = load float, ptr addrspace(1) %p2336, align 4
  br label %endif2328

endif2328:                                        ; preds = %else2327, %then2326
  %phi2338 = phi float [ %fmul2335, %then2326 ], [ %v2337, %else2327 ]
  %p2339 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.6, i64 %place1751
  store float %phi2338, ptr addrspace(3) %p2339, align 4
  br label %endif2325

then2340:                                         ; preds = %endif2325
  br i1 %cmp2, label %then2342, label %else2343

endif2341:                                        ; preds = %endif2344, %endif2325
  br i1 %cmp1313, label %then2356, label %endif2357

then2342:                                         ; preds = %then2340
  %sub2345 = add i64 %0, -1
  %call2346 = tail call i64 @llvm.smin.i64(i64 %add1219, i64 %sub2345)
  %call2347 = tail call i64 @llvm.smax.i64(i64 %call2346, i64 0)
  %p2348 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2347
  %v2349 = load i32, ptr addrspace(1) %p2348, align 4
  %sitofp2350 = sitofp i32 %v2349 to float
  %fmul2351 = fmul float %sitofp2350, 5.000000e-01
  br label %endif2344

else2343:                                         ; preds = %then2340
  %p2352 = getelementptr inbounds float, ptr addrspace(1) %sel2130, i64 %add1219
  %v2353 = load float, ptr addrspace(1) %p2352, align 4
  br label %endif2344

endif2344:                                        ; preds = %else2343, %then2342
  %phi2354 = phi float [ %fmul2351, %then2342 ], [ %v2353, %else2343 ]
  %p2355 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.6, i64 %place1760
  store float %phi2354, ptr addrspace(3) %p2355, align 4
  br label %endif2341

then2356:                                         ; preds = %endif2341
  br i1 %cmp2, label %then2358, label %else2359

endif2357:                                        ; preds = %endif2360, %endif2341
  br i1 %cmp1406, label %then2372, label %endif2373

then2358:                                         ; preds = %then2356
  %sub2361 = add i64 %0, -1
  %call2362 = tail call i64 @llvm.smin.i64(i64 %add1312, i64 %sub2361)
  %call2363 = tail call i64 @llvm.smax.i64(i64 %call2362, i64 0)
  %p2364 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2363
  %v2365 = load i32, ptr addrspace(1) %p2364, align 4
  %sitofp2366 = sitofp i32 %v2365 to float
  %fmul2367 = fmul float %sitofp2366, 5.000000e-01
  br label %endif2360

else2359:                                         ; preds = %then2356
  %p2368 = getelementptr inbounds float, ptr addrspace(1) %sel2130, i64 %add1312
  %v2369 = load float, ptr addrspace(1) %p2368, align 4
  br label %endif2360

endif2360:                                        ; preds = %else2359, %then2358
  %phi2370 = phi float [ %fmul2367, %then2358 ], [ %v2369, %else2359 ]
  %p2371 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.6, i64 %place1769
  store float %phi2370, ptr addrspace(3) %p2371, align 4
  br label %endif2357

then2372:                                         ; preds = %endif2357
  br i1 %cmp2, label %then2374, label %else2375

endif2373:                                        ; preds = %endif2376, %endif2357
  tail call void @llvm.nvvm.barrier0()
  br i1 %cmp1828, label %then2390, label %endif2391

then2374:                                         ; preds = %then2372
  %sub2377 = add i64 %0, -1
  %call2378 = tail call i64 @llvm.smin.i64(i64 %add1405, i64 %sub2377)
  %call2379 = tail call i64 @llvm.smax.i64(i64 %call2378, i64 0)
  %p2380 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2379
  %v2381 = load i32, ptr addrspace(1) %p2380, align 4
  %sitofp2382 = sitofp i32 %v2381 to float
  %fmul2383 = fmul float %sitofp2382, 5.000000e-01
  br label %endif2376

else2375:                                         ; preds = %then2372
  %p2384 = getelementptr inbounds float, ptr addrspace(1) %sel2130, i64 %add1405
  %v2385 = load float, ptr addrspace(1) %p2384, align 4
  br label %endif2376

endif2376:                                        ; preds = %else2375, %then2374
  %phi2386 = phi float [ %fmul2383, %then2374 ], [ %v2385, %else2375 ]
  %p2387 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.6, i64 %place1778
  store float %phi2386, ptr addrspace(3) %p2387, align 4
  br label %endif2373

then2390:                                         ; preds = %endif2373
  %v2393 = load i8, ptr addrspace(3) %p1844, align 1
  %digit2394 = zext i8 %v2393 to i64
  %p2395 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2394
  %v2396 = load i32, ptr addrspace(3) %p2395, align 4
  %to2398 = add i32 %v2396, %call
  %to2399 = zext i32 %to2398 to i64
  %v2401 = load float, ptr addrspace(3) %p1829, align 4
  %p2402 = getelementptr inbounds float, ptr addrspace(1) %sel2131, i64 %to2399
  store float %v2401, ptr addrspace(1) %p2402, align 4
  br label %endif2391

endif2391:                                        ; preds = %then2390, %endif2373
  br i1 %cmp1846, label %then2405, label %endif2406

then2405:                                         ; preds = %endif2391
  %v2408 = load i8, ptr addrspace(3) %p1863, align 1
  %digit2409 = zext i8 %v2408 to i64
  %p2410 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2409
  %v2411 = load i32, ptr addrspace(3) %p2410, align 4
  %t2412 = trunc nuw nsw i64 %add5 to i32
  %to2413 = add i32 %v2411, %t2412
  %to2414 = zext i32 %to2413 to i64
  %v2416 = load float, ptr addrspace(3) %p1847, align 4
  %p2417 = getelementptr inbounds float, ptr addrspace(1) %sel2131, i64 %to2414
  store float %v2416, ptr addrspace(1) %p2417, align 4
  br label %endif2406

endif2406:                                        ; preds = %then2405, %endif2391
  br i1 %cmp1865, label %then2420, label %endif2421

then2420:                                         ; preds = %endif2406
  %v2423 = load i8, ptr addrspace(3) %p1882, align 1
  %digit2424 = zext i8 %v2423 to i64
  %p2425 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2424
  %v2426 = load i32, ptr addrspace(3) %p2425, align 4
  %t2427 = trunc nuw nsw i64 %add7 to i32
  %to2428 = add i32 %v2426, %t2427
  %to2429 = zext i32 %to2428 to i64
  %v2431 = load float, ptr addrspace(3) %p1866, align 4
  %p2432 = getelementptr inbounds float, ptr addrspace(1) %sel2131, i64 %to2429
  store float %v2431, ptr addrspace(1) %p2432, align 4
  br label %endif2421

endif2421:                                        ; preds = %then2420, %endif2406
  br i1 %cmp1884, label %then2435, label %endif2436

then2435:                                         ; preds = %endif2421
  %v2438 = load i8, ptr addrspace(3) %p1901, align 1
  %digit2439 = zext i8 %v2438 to i64
  %p2440 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2439
  %v2441 = load i32, ptr addrspace(3) %p2440, align 4
  %t2442 = trunc nuw nsw i64 %add9 to i32
  %to2443 = add i32 %v2441, %t2442
  %to2444 = zext i32 %to2443 to i64
  %v2446 = load float, ptr addrspace(3) %p1885, align 4
  %p2447 = getelementptr inbounds float, ptr addrspace(1) %sel2131, i64 %to2444
  store float %v2446, ptr addrspace(1) %p2447, align 4
  br label %endif2436

endif2436:                                        ; preds = %then2435, %endif2421
  br i1 %cmp1903, label %then2450, label %endif2451

then2450:                                         ; preds = %endif2436
  %v2453 = load i8, ptr addrspace(3) %p1920, align 1
  %digit2454 = zext i8 %v2453 to i64
  %p2455 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2454
  %v2456 = load i32, ptr addrspace(3) %p2455, align 4
  %t2457 = trunc nuw nsw i64 %add11 to i32
  %to2458 = add i32 %v2456, %t2457
  %to2459 = zext i32 %to2458 to i64
  %v2461 = load float, ptr addrspace(3) %p1904, align 4
  %p2462 = getelementptr inbounds float, ptr addrspace(1) %sel2131, i64 %to2459
  store float %v2461, ptr addrspace(1) %p2462, align 4
  br label %endif2451

endif2451:                                        ; preds = %then2450, %endif2436
  br i1 %cmp1922, label %then2465, label %endif2466

then2465:                                         ; preds = %endif2451
  %v2468 = load i8, ptr addrspace(3) %p1939, align 1
  %digit2469 = zext i8 %v2468 to i64
  %p2470 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2469
  %v2471 = load i32, ptr addrspace(3) %p2470, align 4
  %t2472 = trunc nuw nsw i64 %add13 to i32
  %to2473 = add i32 %v2471, %t2472
  %to2474 = zext i32 %to2473 to i64
  %v2476 = load float, ptr addrspace(3) %p1923, align 4
  %p2477 = getelementptr inbounds float, ptr addrspace(1) %sel2131, i64 %to2474
  store float %v2476, ptr addrspace(1) %p2477, align 4
  br label %endif2466

endif2466:                                        ; preds = %then2465, %endif2451
  br i1 %cmp1941, label %then2480, label %endif2481

then2480:                                         ; preds = %endif2466
  %v2483 = load i8, ptr addrspace(3) %p1958, align 1
  %digit2484 = zext i8 %v2483 to i64
  %p2485 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2484
  %v2486 = load i32, ptr addrspace(3) %p2485, align 4
  %t2487 = trunc nuw nsw i64 %add15 to i32
  %to2488 = add i32 %v2486, %t2487
  %to2489 = zext i32 %to2488 to i64
  %v2491 = load float, ptr addrspace(3) %p1942, align 4
  %p2492 = getelementptr inbounds float, ptr addrspace(1) %sel2131, i64 %to2489
  store float %v2491, ptr addrspace(1) %p2492, align 4
  br label %endif2481

endif2481:                                        ; preds = %then2480, %endif2466
  br i1 %cmp1960, label %then2495, label %endif2496

then2495:                                         ; preds = %endif2481
  %v2498 = load i8, ptr addrspace(3) %p1977, align 1
  %digit2499 = zext i8 %v2498 to i64
  %p2500 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2499
  %v2501 = load i32, ptr addrspace(3) %p2500, align 4
  %t2502 = trunc nuw nsw i64 %add17 to i32
  %to2503 = add i32 %v2501, %t2502
  %to2504 = zext i32 %to2503 to i64
  %v2506 = load float, ptr addrspace(3) %p1961, align 4
  %p2507 = getelementptr inbounds float, ptr addrspace(1) %sel2131, i64 %to2504
  store float %v2506, ptr addrspace(1) %p2507, align 4
  br label %endif2496

endif2496:                                        ; preds = %then2495, %endif2481
  br i1 %cmp1979, label %then2510, label %endif2511

then2510:                                         ; preds = %endif2496
  %v2513 = load i8, ptr addrspace(3) %p1996, align 1
  %digit2514 = zext i8 %v2513 to i64
  %p2515 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2514
  %v2516 = load i32, ptr addrspace(3) %p2515, align 4
  %t2517 = trunc nuw nsw i64 %add1978 to i32
  %to2518 = add i32 %v2516, %t2517
  %to2519 = zext i32 %to2518 to i64
  %v2521 = load float, ptr addrspace(3) %p1980, align 4
  %p2522 = getelementptr inbounds float, ptr addrspace(1) %sel2131, i64 %to2519
  store float %v2521, ptr addrspace(1) %p2522, align 4
  br label %endif2511

endif2511:                                        ; preds = %then2510, %endif2496
  br i1 %cmp1998, label %then2525, label %endif2526

then2525:                                         ; preds = %endif2511
  %v2528 = load i8, ptr addrspace(3) %p2015, align 1
  %digit2529 = zext i8 %v2528 to i64
  %p2530 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2529
  %v2531 = load i32, ptr addrspace(3) %p2530, align 4
  %t2532 = trunc nuw nsw i64 %add1997 to i32
  %to2533 = add i32 %v2531, %t2532
  %to2534 = zext i32 %to2533 to i64
  %v2536 = load float, ptr addrspace(3) %p1999, align 4
  %p2537 = getelementptr inbounds float, ptr addrspace(1) %sel2131, i64 %to2534
  store float %v2536, ptr addrspace(1) %p2537, align 4
  br label %endif2526

endif2526:                                        ; preds = %then2525, %endif2511
  br i1 %cmp2017, label %then2540, label %endif2541

then2540:                                         ; preds = %endif2526
  %v2543 = load i8, ptr addrspace(3) %p2034, align 1
  %digit2544 = zext i8 %v2543 to i64
  %p2545 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2544
  %v2546 = load i32, ptr addrspace(3) %p2545, align 4
  %t2547 = trunc nuw nsw i64 %add2016 to i32
  %to2548 = add i32 %v2546, %t2547
  %to2549 = zext i32 %to2548 to i64
  %v2551 = load float, ptr addrspace(3) %p2018, align 4
  %p2552 = getelementptr inbounds float, ptr addrspace(1) %sel2131, i64 %to2549
  store float %v2551, ptr addrspace(1) %p2552, align 4
  br label %endif2541

endif2541:                                        ; preds = %then2540, %endif2526
  br i1 %cmp2036, label %then2555, label %endif2556

then2555:                                         ; preds = %endif2541
  %v2558 = load i8, ptr addrspace(3) %p2053, align 1
  %digit2559 = zext i8 %v2558 to i64
  %p2560 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2559
  %v2561 = load i32, ptr addrspace(3) %p2560, align 4
  %t2562 = trunc nuw nsw i64 %add2035 to i32
  %to2563 = add i32 %v2561, %t2562
  %to2564 = zext i32 %to2563 to i64
  %v2566 = load float, ptr addrspace(3) %p2037, align 4
  %p2567 = getelementptr inbounds float, ptr addrspace(1) %sel2131, i64 %to2564
  store float %v2566, ptr addrspace(1) %p2567, align 4
  br label %endif2556

endif2556:                                        ; preds = %then2555, %endif2541
  br i1 %cmp2055, label %then2570, label %endif2571

then2570:                                         ; preds = %endif2556
  %v2573 = load i8, ptr addrspace(3) %p2072, align 1
  %digit2574 = zext i8 %v2573 to i64
  %p2575 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2574
  %v2576 = load i32, ptr addrspace(3) %p2575, align 4
  %t2577 = trunc nuw nsw i64 %add2054 to i32
  %to2578 = add i32 %v2576, %t2577
  %to2579 = zext i32 %to2578 to i64
  %v2581 = load float, ptr addrspace(3) %p2056, align 4
  %p2582 = getelementptr inbounds float, ptr addrspace(1) %sel2131, i64 %to2579
  store float %v2581, ptr addrspace(1) %p2582, align 4
  br label %endif2571

endif2571:                                        ; preds = %then2570, %endif2556
  br i1 %cmp2074, label %then2585, label %endif2586

then2585:                                         ; preds = %endif2571
  %v2588 = load i8, ptr addrspace(3) %p2091, align 1
  %digit2589 = zext i8 %v2588 to i64
  %p2590 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2589
  %v2591 = load i32, ptr addrspace(3) %p2590, align 4
  %t2592 = trunc nuw nsw i64 %add2073 to i32
  %to2593 = add i32 %v2591, %t2592
  %to2594 = zext i32 %to2593 to i64
  %v2596 = load float, ptr addrspace(3) %p2075, align 4
  %p2597 = getelementptr inbounds float, ptr addrspace(1) %sel2131, i64 %to2594
  store float %v2596, ptr addrspace(1) %p2597, align 4
  br label %endif2586

endif2586:                                        ; preds = %then2585, %endif2571
  br i1 %cmp2093, label %then2600, label %endif2601

then2600:                                         ; preds = %endif2586
  %v2603 = load i8, ptr addrspace(3) %p2110, align 1
  %digit2604 = zext i8 %v2603 to i64
  %p2605 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2604
  %v2606 = load i32, ptr addrspace(3) %p2605, align 4
  %t2607 = trunc nuw nsw i64 %add2092 to i32
  %to2608 = add i32 %v2606, %t2607
  %to2609 = zext i32 %to2608 to i64
  %v2611 = load float, ptr addrspace(3) %p2094, align 4
  %p2612 = getelementptr inbounds float, ptr addrspace(1) %sel2131, i64 %to2609
  store float %v2611, ptr addrspace(1) %p2612, align 4
  br label %endif2601

endif2601:                                        ; preds = %then2600, %endif2586
  br i1 %cmp2112, label %then2615, label %endif2616

then2615:                                         ; preds = %endif2601
  %v2618 = load i8, ptr addrspace(3) %p2129, align 1
  %digit2619 = zext i8 %v2618 to i64
  %p2620 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2619
  %v2621 = load i32, ptr addrspace(3) %p2620, align 4
  %t2622 = trunc nuw nsw i64 %add2111 to i32
  %to2623 = add i32 %v2621, %t2622
  %to2624 = zext i32 %to2623 to i64
  %v2626 = load float, ptr addrspace(3) %p2113, align 4
  %p2627 = getelementptr inbounds float, ptr addrspace(1) %sel2131, i64 %to2624
  store float %v2626, ptr addrspace(1) %p2627, align 4
  br label %endif2616

endif2616:                                        ; preds = %then2615, %endif2601
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #4

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { norecurse nounwind }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6}

!0 = !{ptr @systole_sort_by_key_u32_f32_elements, !"kernel", i32 1}
!1 = !{ptr @systole_sort_by_key_u32_f32_histogram, !"kernel", i32 1}
!2 = !{ptr @systole_sort_by_key_u32_f32_histogram, !"maxntidx", i32 256}
!3 = !{ptr @systole_sort_by_key_u32_f32_histogram, !"minctasm", i32 2}
!4 = !{ptr @systole_sort_by_key_u32_f32_digit, !"kernel", i32 1}
!5 = !{ptr @systole_sort_by_key_u32_f32_digit, !"maxntidx", i32 256}
!6 = !{ptr @systole_sort_by_key_u32_f32_digit, !"minctasm", i32 2}
