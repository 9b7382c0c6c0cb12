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
  %mul22 = shl nuw nsw i64 %w, 9
  %add24 = or disjoint i64 %mul22, %lane
  %add25 = or disjoint i64 %add24, %mul
  %sub26 = add i64 %2, -1
  %call27 = tail call i64 @llvm.smin.i64(i64 %add25, i64 %sub26)
  br i1 %cmp2, label %then20, label %else

then20:                                           ; preds = %endif
  %sub29 = add i64 %0, -1
  %call30 = tail call i64 @llvm.smin.i64(i64 %call27, i64 %sub29)
  %call31 = tail call i64 @llvm.smax.i64(i64 %call30, i64 0)
  %p32 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call31
  %add37 = or disjoint i64 %add25, 32
  %call39 = tail call i64 @llvm.smin.i64(i64 %add37, i64 %sub26)
  %call42 = tail call i64 @llvm.smin.i64(i64 %call39, i64 %sub29)
  %call43 = tail call i64 @llvm.smax.i64(i64 %call42, i64 0)
  %p44 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call43
  %add51 = or disjoint i64 %add25, 64
  %call53 = tail call i64 @llvm.smin.i64(i64 %add51, i64 %sub26)
  %call56 = tail call i64 @llvm.smin.i64(i64 %call53, i64 %sub29)
  %call57 = tail call i64 @llvm.smax.i64(i64 %call56, i64 0)
  %p58 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call57
  %add65 = or disjoint i64 %add25, 96
  %call67 = tail call i64 @llvm.smin.i64(i64 %add65, i64 %sub26)
  %call70 = tail call i64 @llvm.smin.i64(i64 %call67, i64 %sub29)
  %call71 = tail call i64 @llvm.smax.i64(i64 %call70, i64 0)
  %p72 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call71
  %add79 = or disjoint i64 %add25, 128
  %call81 = tail call i64 @llvm.smin.i64(i64 %add79, i64 %sub26)
  %call84 = tail call i64 @llvm.smin.i64(i64 %call81, i64 %sub29)
  %call85 = tail call i64 @llvm.smax.i64(i64 %call84, i64 0)
  %p86 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call85
  %add93 = or disjoint i64 %add25, 160
  %call95 = tail call i64 @llvm.smin.i64(i64 %add93, i64 %sub26)
  %call98 = tail call i64 @llvm.smin.i64(i64 %call95, i64 %sub29)
  %call99 = tail call i64 @llvm.smax.i64(i64 %call98, i64 0)
  %p100 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call99
  %add107 = or disjoint i64 %add25, 192
  %call109 = tail call i64 @llvm.smin.i64(i64 %add107, i64 %sub26)
  %call112 = tail call i64 @llvm.smin.i64(i64 %call109, i64 %sub29)
  %call113 = tail call i64 @llvm.smax.i64(i64 %call112, i64 0)
  %p114 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call113
  %add119 = or disjoint i64 %mul22, %sreg
  %add120 = or disjoint i64 %add119, %mul
  %add121 = or i64 %add120, 224
  %call123 = tail call i64 @llvm.smin.i64(i64 %add121, i64 %sub26)
  %call126 = tail call i64 @llvm.smin.i64(i64 %call123, i64 %sub29)
  %call127 = tail call i64 @llvm.smax.i64(i64 %call126, i64 0)
  %p128 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call127
  br label %endif21

else:                                             ; preds = %endif
  %p139 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call27
  %add144 = or disjoint i64 %add25, 32
  %call146 = tail call i64 @llvm.smin.i64(i64 %add144, i64 %sub26)
  %p148 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call146
  %add153 = or disjoint i64 %add25, 64
  %call155 = tail call i64 @llvm.smin.i64(i64 %add153, i64 %sub26)
  %p157 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call155
  %add162 = or disjoint i64 %add25, 96
  %call164 = tail call i64 @llvm.smin.i64(i64 %add162, i64 %sub26)
  %p166 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call164
  %add171 = or disjoint i64 %add25, 128
  %call173 = tail call i64 @llvm.smin.i64(i64 %add171, i64 %sub26)
  %p175 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call173
  %add180 = or disjoint i64 %add25, 160
  %call182 = tail call i64 @llvm.smin.i64(i64 %add180, i64 %sub26)
  %p184 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call182
  %add189 = or disjoint i64 %add25, 192
  %call191 = tail call i64 @llvm.smin.i64(i64 %add189, i64 %sub26)
  %p193 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call191
  %add196 = or disjoint i64 %mul22, %sreg
  %add197 = or disjoint i64 %add196, %mul
  %add198 = or i64 %add197, 224
  %call200 = tail call i64 @llvm.smin.i64(i64 %add198, i64 %sub26)
  %p202 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call200
  br label %endif21

endif21:                                          ; preds = %else, %then20
  %phi.in = phi ptr addrspace(1) [ %p139, %else ], [ %p32, %then20 ]
  %phi204.in = phi ptr addrspace(1) [ %p148, %else ], [ %p44, %then20 ]
  %phi205.in = phi ptr addrspace(1) [ %p157, %else ], [ %p58, %then20 ]
  %phi206.in = phi ptr addrspace(1) [ %p166, %else ], [ %p72, %then20 ]
  %phi207.in = phi ptr addrspace(1) [ %p175, %else ], [ %p86, %then20 ]
  %phi208.in = phi ptr addrspace(1) [ %p184, %else ], [ %p100, %then20 ]
  %phi209.in = phi ptr addrspace(1) [ %p193, %else ], [ %p114, %then20 ]
  %phi210.in = phi ptr addrspace(1) [ %p202, %else ], [ %p128, %then20 ]
  %phi210 = load i32, ptr addrspace(1) %phi210.in, align 4
  %phi209 = load i32, ptr addrspace(1) %phi209.in, align 4
  %phi208 = load i32, ptr addrspace(1) %phi208.in, align 4
  %phi207 = load i32, ptr addrspace(1) %phi207.in, align 4
  %phi206 = load i32, ptr addrspace(1) %phi206.in, align 4
  %phi205 = load i32, ptr addrspace(1) %phi205.in, align 4
  %phi204 = load i32, ptr addrspace(1) %phi204.in, align 4
  %phi = load i32, ptr addrspace(1) %phi.in, align 4
  %cmp217 = icmp slt i64 %add25, %2
  %14 = zext i32 %phi to i64
  %k = select i1 %cmp217, i64 %14, i64 4294967295
  %s = lshr i64 %k, %11
  %digit = and i64 %s, 255
  %b219 = and i64 %s, 1
  %cmp220 = icmp ne i64 %b219, 0
  %call221 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp220)
  %not.cmp220 = xor i1 %cmp220, true
  %not = sext i1 %not.cmp220 to i32
  %sel222 = xor i32 %call221, %not
  %15 = and i64 %s, 2
  %cmp225 = icmp ne i64 %15, 0
  %call226 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp225)
  %not.cmp225 = xor i1 %cmp225, true
  %not227 = sext i1 %not.cmp225 to i32
  %sel228 = xor i32 %call226, %not227
  %peers229 = and i32 %sel222, %sel228
  %16 = and i64 %s, 4
  %cmp232 = icmp ne i64 %16, 0
  %call233 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp232)
  %not.cmp232 = xor i1 %cmp232, true
  %not234 = sext i1 %not.cmp232 to i32
  %sel235 = xor i32 %call233, %not234
  %peers236 = and i32 %peers229, %sel235
  %17 = and i64 %s, 8
  %cmp239 = icmp ne i64 %17, 0
  %call240 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp239)
  %not.cmp239 = xor i1 %cmp239, true
  %not241 = sext i1 %not.cmp239 to i32
  %sel242 = xor i32 %call240, %not241
  %peers243 = and i32 %peers236, %sel242
  %18 = and i64 %s, 16
  %cmp246 = icmp ne i64 %18, 0
  %call247 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp246)
  %not.cmp246 = xor i1 %cmp246, true
  %not248 = sext i1 %not.cmp246 to i32
  %sel249 = xor i32 %call247, %not248
  %peers250 = and i32 %peers243, %sel249
  %19 = and i64 %s, 32
  %cmp253 = icmp ne i64 %19, 0
  %call254 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp253)
  %not.cmp253 = xor i1 %cmp253, true
  %not255 = sext i1 %not.cmp253 to i32
  %sel256 = xor i32 %call254, %not255
  %peers257 = and i32 %peers250, %sel256
  %20 = and i64 %s, 64
  %cmp260 = icmp ne i64 %20, 0
  %call261 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp260)
  %not.cmp260 = xor i1 %cmp260, true
  %not262 = sext i1 %not.cmp260 to i32
  %sel263 = xor i32 %call261, %not262
  %peers264 = and i32 %peers257, %sel263
  %21 = and i64 %s, 128
  %cmp267 = icmp ne i64 %21, 0
  %call268 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp267)
  %not.cmp267 = xor i1 %cmp267, true
  %not269 = sext i1 %not.cmp267 to i32
  %sel270 = xor i32 %call268, %not269
  %peers271 = and i32 %peers264, %sel270
  %lt = and i32 %peers271, %below
  %call272 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %lt)
  %mul273 = shl nuw nsw i64 %w, 8
  %add274 = or disjoint i64 %digit, %mul273
  %p275 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add274
  %v276 = load i32, ptr addrspace(3) %p275, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp277 = icmp eq i32 %lt, 0
  br i1 %cmp277, label %then278, label %endif279

then278:                                          ; preds = %endif21
  %call280 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %peers271)
  %c = add i32 %call280, %v276
  store i32 %c, ptr addrspace(3) %p275, align 4
  br label %endif279

endif279:                                         ; preds = %then278, %endif21
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add285 = or disjoint i64 %add25, 32
  %cmp288 = icmp slt i64 %add285, %2
  %22 = zext i32 %phi204 to i64
  %k290 = select i1 %cmp288, i64 %22, i64 4294967295
  %s291 = lshr i64 %k290, %11
  %digit292 = and i64 %s291, 255
  %b294 = and i64 %s291, 1
  %cmp295 = icmp ne i64 %b294, 0
  %call296 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp295)
  %not.cmp295 = xor i1 %cmp295, true
  %not297 = sext i1 %not.cmp295 to i32
  %sel298 = xor i32 %call296, %not297
  %23 = and i64 %s291, 2
  %cmp302 = icmp ne i64 %23, 0
  %call303 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp302)
  %not.cmp302 = xor i1 %cmp302, true
  %not304 = sext i1 %not.cmp302 to i32
  %sel305 = xor i32 %call303, %not304
  %peers306 = and i32 %sel305, %sel298
  %24 = and i64 %s291, 4
  %cmp309 = icmp ne i64 %24, 0
  %call310 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp309)
  %not.cmp309 = xor i1 %cmp309, true
  %not311 = sext i1 %not.cmp309 to i32
  %sel312 = xor i32 %call310, %not311
  %peers313 = and i32 %peers306, %sel312
  %25 = and i64 %s291, 8
  %cmp316 = icmp ne i64 %25, 0
  %call317 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp316)
  %not.cmp316 = xor i1 %cmp316, true
  %not318 = sext i1 %not.cmp316 to i32
  %sel319 = xor i32 %call317, %not318
  %peers320 = and i32 %peers313, %sel319
  %26 = and i64 %s291, 16
  %cmp323 = icmp ne i64 %26, 0
  %call324 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp323)
  %not.cmp323 = xor i1 %cmp323, true
  %not325 = sext i1 %not.cmp323 to i32
  %sel326 = xor i32 %call324, %not325
  %peers327 = and i32 %peers320, %sel326
  %27 = and i64 %s291, 32
  %cmp330 = icmp ne i64 %27, 0
  %call331 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp330)
  %not.cmp330 = xor i1 %cmp330, true
  %not332 = sext i1 %not.cmp330 to i32
  %sel333 = xor i32 %call331, %not332
  %peers334 = and i32 %peers327, %sel333
  %28 = and i64 %s291, 64
  %cmp337 = icmp ne i64 %28, 0
  %call338 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp337)
  %not.cmp337 = xor i1 %cmp337, true
  %not339 = sext i1 %not.cmp337 to i32
  %sel340 = xor i32 %call338, %not339
  %peers341 = and i32 %peers334, %sel340
  %29 = and i64 %s291, 128
  %cmp344 = icmp ne i64 %29, 0
  %call345 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp344)
  %not.cmp344 = xor i1 %cmp344, true
  %not346 = sext i1 %not.cmp344 to i32
  %sel347 = xor i32 %call345, %not346
  %peers348 = and i32 %peers341, %sel347
  %lt349 = and i32 %peers348, %below
  %call350 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %lt349)
  %add352 = or disjoint i64 %digit292, %mul273
  %p353 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add352
  %v354 = load i32, ptr addrspace(3) %p353, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp355 = icmp eq i32 %lt349, 0
  br i1 %cmp355, label %then356, label %endif357

then356:                                          ; preds = %endif279
  %call358 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %peers348)
  %c359 = add i32 %call358, %v354
  store i32 %c359, ptr addrspace(3) %p353, align 4
  br label %endif357

endif357:                                         ; preds = %then356, %endif279
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add365 = or disjoint i64 %add25, 64
  %cmp368 = icmp slt i64 %add365, %2
  %30 = zext i32 %phi205 to i64
  %k370 = select i1 %cmp368, i64 %30, i64 4294967295
  %s371 = lshr i64 %k370, %11
  %digit372 = and i64 %s371, 255
  %b374 = and i64 %s371, 1
  %cmp375 = icmp ne i64 %b374, 0
  %call376 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp375)
  %not.cmp375 = xor i1 %cmp375, true
  %not377 = sext i1 %not.cmp375 to i32
  %sel378 = xor i32 %call376, %not377
  %31 = and i64 %s371, 2
  %cmp382 = icmp ne i64 %31, 0
  %call383 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp382)
  %not.cmp382 = xor i1 %cmp382, true
  %not384 = sext i1 %not.cmp382 to i32
  %sel385 = xor i32 %call383, %not384
  %peers386 = and i32 %sel385, %sel378
  %32 = and i64 %s371, 4
  %cmp389 = icmp ne i64 %32, 0
  %call390 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp389)
  %not.cmp389 = xor i1 %cmp389, true
  %not391 = sext i1 %not.cmp389 to i32
  %sel392 = xor i32 %call390, %not391
  %peers393 = and i32 %peers386, %sel392
  %33 = and i64 %s371, 8
  %cmp396 = icmp ne i64 %33, 0
  %call397 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp396)
  %not.cmp396 = xor i1 %cmp396, true
  %not398 = sext i1 %not.cmp396 to i32
  %sel399 = xor i32 %call397, %not398
  %peers400 = and i32 %peers393, %sel399
  %34 = and i64 %s371, 16
  %cmp403 = icmp ne i64 %34, 0
  %call404 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp403)
  %not.cmp403 = xor i1 %cmp403, true
  %not405 = sext i1 %not.cmp403 to i32
  %sel406 = xor i32 %call404, %not405
  %peers407 = and i32 %peers400, %sel406
  %35 = and i64 %s371, 32
  %cmp410 = icmp ne i64 %35, 0
  %call411 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp410)
  %not.cmp410 = xor i1 %cmp410, true
  %not412 = sext i1 %not.cmp410 to i32
  %sel413 = xor i32 %call411, %not412
  %peers414 = and i32 %peers407, %sel413
  %36 = and i64 %s371, 64
  %cmp417 = icmp ne i64 %36, 0
  %call418 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp417)
  %not.cmp417 = xor i1 %cmp417, true
  %not419 = sext i1 %not.cmp417 to i32
  %sel420 = xor i32 %call418, %not419
  %peers421 = and i32 %peers414, %sel420
  %37 = and i64 %s371, 128
  %cmp424 = icmp ne i64 %37, 0
  %call425 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp424)
  %not.cmp424 = xor i1 %cmp424, true
  %not426 = sext i1 %not.cmp424 to i32
  %sel427 = xor i32 %call425, %not426
  %peers428 = and i32 %peers421, %sel427
  %lt429 = and i32 %peers428, %below
  %call430 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %lt429)
  %add432 = or disjoint i64 %digit372, %mul273
  %p433 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add432
  %v434 = load i32, ptr addrspace(3) %p433, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp435 = icmp eq i32 %lt429, 0
  br i1 %cmp435, label %then436, label %endif437

then436:                                          ; preds = %endif357
  %call438 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %peers428)
  %c439 = add i32 %call438, %v434
  store i32 %c439, ptr addrspace(3) %p433, align 4
  br label %endif437

endif437:                                         ; preds = %then436, %endif357
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add445 = or disjoint i64 %add25, 96
  %cmp448 = icmp slt i64 %add445, %2
  %38 = zext i32 %phi206 to i64
  %k450 = select i1 %cmp448, i64 %38, i64 4294967295
  %s451 = lshr i64 %k450, %11
  %digit452 = and i64 %s451, 255
  %b454 = and i64 %s451, 1
  %cmp455 = icmp ne i64 %b454, 0
  %call456 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp455)
  %not.cmp455 = xor i1 %cmp455, true
  %not457 = sext i1 %not.cmp455 to i32
  %sel458 = xor i32 %call456, %not457
  %39 = and i64 %s451, 2
  %cmp462 = icmp ne i64 %39, 0
  %call463 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp462)
  %not.cmp462 = xor i1 %cmp462, true
  %not464 = sext i1 %not.cmp462 to i32
  %sel465 = xor i32 %call463, %not464
  %peers466 = and i32 %sel465, %sel458
  %40 = and i64 %s451, 4
  %cmp469 = icmp ne i64 %40, 0
  %call470 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp469)
  %not.cmp469 = xor i1 %cmp469, true
  %not471 = sext i1 %not.cmp469 to i32
  %sel472 = xor i32 %call470, %not471
  %peers473 = and i32 %peers466, %sel472
  %41 = and i64 %s451, 8
  %cmp476 = icmp ne i64 %41, 0
  %call477 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp476)
  %not.cmp476 = xor i1 %cmp476, true
  %not478 = sext i1 %not.cmp476 to i32
  %sel479 = xor i32 %call477, %not478
  %peers480 = and i32 %peers473, %sel479
  %42 = and i64 %s451, 16
  %cmp483 = icmp ne i64 %42, 0
  %call484 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp483)
  %not.cmp483 = xor i1 %cmp483, true
  %not485 = sext i1 %not.cmp483 to i32
  %sel486 = xor i32 %call484, %not485
  %peers487 = and i32 %peers480, %sel486
  %43 = and i64 %s451, 32
  %cmp490 = icmp ne i64 %43, 0
  %call491 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp490)
  %not.cmp490 = xor i1 %cmp490, true
  %not492 = sext i1 %not.cmp490 to i32
  %sel493 = xor i32 %call491, %not492
  %peers494 = and i32 %peers487, %sel493
  %44 = and i64 %s451, 64
  %cmp497 = icmp ne i64 %44, 0
  %call498 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp497)
  %not.cmp497 = xor i1 %cmp497, true
  %not499 = sext i1 %not.cmp497 to i32
  %sel500 = xor i32 %call498, %not499
  %peers501 = and i32 %peers494, %sel500
  %45 = and i64 %s451, 128
  %cmp504 = icmp ne i64 %45, 0
  %call505 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp504)
  %not.cmp504 = xor i1 %cmp504, true
  %not506 = sext i1 %not.cmp504 to i32
  %sel507 = xor i32 %call505, %not506
  %peers508 = and i32 %peers501, %sel507
  %lt509 = and i32 %peers508, %below
  %call510 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %lt509)
  %add512 = or disjoint i64 %digit452, %mul273
  %p513 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add512
  %v514 = load i32, ptr addrspace(3) %p513, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp515 = icmp eq i32 %lt509, 0
  br i1 %cmp515, label %then516, label %endif517

then516:                                          ; preds = %endif437
  %call518 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %peers508)
  %c519 = add i32 %call518, %v514
  store i32 %c519, ptr addrspace(3) %p513, align 4
  br label %endif517

endif517:                                         ; preds = %then516, %endif437
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add525 = or disjoint i64 %add25, 128
  %cmp528 = icmp slt i64 %add525, %2
  %46 = zext i32 %phi207 to i64
  %k530 = select i1 %cmp528, i64 %46, i64 4294967295
  %s531 = lshr i64 %k530, %11
  %digit532 = and i64 %s531, 255
  %b534 = and i64 %s531, 1
  %cmp535 = icmp ne i64 %b534, 0
  %call536 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp535)
  %not.cmp535 = xor i1 %cmp535, true
  %not537 = sext i1 %not.cmp535 to i32
  %sel538 = xor i32 %call536, %not537
  %47 = and i64 %s531, 2
  %cmp542 = icmp ne i64 %47, 0
  %call543 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp542)
  %not.cmp542 = xor i1 %cmp542, true
  %not544 = sext i1 %not.cmp542 to i32
  %sel545 = xor i32 %call543, %not544
  %peers546 = and i32 %sel545, %sel538
  %48 = and i64 %s531, 4
  %cmp549 = icmp ne i64 %48, 0
  %call550 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp549)
  %not.cmp549 = xor i1 %cmp549, true
  %not551 = sext i1 %not.cmp549 to i32
  %sel552 = xor i32 %call550, %not551
  %peers553 = and i32 %peers546, %sel552
  %49 = and i64 %s531, 8
  %cmp556 = icmp ne i64 %49, 0
  %call557 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp556)
  %not.cmp556 = xor i1 %cmp556, true
  %not558 = sext i1 %not.cmp556 to i32
  %sel559 = xor i32 %call557, %not558
  %peers560 = and i32 %peers553, %sel559
  %50 = and i64 %s531, 16
  %cmp563 = icmp ne i64 %50, 0
  %call564 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp563)
  %not.cmp563 = xor i1 %cmp563, true
  %not565 = sext i1 %not.cmp563 to i32
  %sel566 = xor i32 %call564, %not565
  %peers567 = and i32 %peers560, %sel566
  %51 = and i64 %s531, 32
  %cmp570 = icmp ne i64 %51, 0
  %call571 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp570)
  %not.cmp570 = xor i1 %cmp570, true
  %not572 = sext i1 %not.cmp570 to i32
  %sel573 = xor i32 %call571, %not572
  %peers574 = and i32 %peers567, %sel573
  %52 = and i64 %s531, 64
  %cmp577 = icmp ne i64 %52, 0
  %call578 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp577)
  %not.cmp577 = xor i1 %cmp577, true
  %not579 = sext i1 %not.cmp577 to i32
  %sel580 = xor i32 %call578, %not579
  %peers581 = and i32 %peers574, %sel580
  %53 = and i64 %s531, 128
  %cmp584 = icmp ne i64 %53, 0
  %call585 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp584)
  %not.cmp584 = xor i1 %cmp584, true
  %not586 = sext i1 %not.cmp584 to i32
  %sel587 = xor i32 %call585, %not586
  %peers588 = and i32 %peers581, %sel587
  %lt589 = and i32 %peers588, %below
  %call590 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %lt589)
  %add592 = or disjoint i64 %digit532, %mul273
  %p593 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add592
  %v594 = load i32, ptr addrspace(3) %p593, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp595 = icmp eq i32 %lt589, 0
  br i1 %cmp595, label %then596, label %endif597

then596:                                          ; preds = %endif517
  %call598 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %peers588)
  %c599 = add i32 %call598, %v594
  store i32 %c599, ptr addrspace(3) %p593, align 4
  br label %endif597

endif597:                                         ; preds = %then596, %endif517
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add605 = or disjoint i64 %add25, 160
  %cmp608 = icmp slt i64 %add605, %2
  %54 = zext i32 %phi208 to i64
  %k610 = select i1 %cmp608, i64 %54, i64 4294967295
  %s611 = lshr i64 %k610, %11
  %digit612 = and i64 %s611, 255
  %b614 = and i64 %s611, 1
  %cmp615 = icmp ne i64 %b614, 0
  %call616 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp615)
  %not.cmp615 = xor i1 %cmp615, true
  %not617 = sext i1 %not.cmp615 to i32
  %sel618 = xor i32 %call616, %not617
  %55 = and i64 %s611, 2
  %cmp622 = icmp ne i64 %55, 0
  %call623 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp622)
  %not.cmp622 = xor i1 %cmp622, true
  %not624 = sext i1 %not.cmp622 to i32
  %sel625 = xor i32 %call623, %not624
  %peers626 = and i32 %sel625, %sel618
  %56 = and i64 %s611, 4
  %cmp629 = icmp ne i64 %56, 0
  %call630 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp629)
  %not.cmp629 = xor i1 %cmp629, true
  %not631 = sext i1 %not.cmp629 to i32
  %sel632 = xor i32 %call630, %not631
  %peers633 = and i32 %peers626, %sel632
  %57 = and i64 %s611, 8
  %cmp636 = icmp ne i64 %57, 0
  %call637 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp636)
  %not.cmp636 = xor i1 %cmp636, true
  %not638 = sext i1 %not.cmp636 to i32
  %sel639 = xor i32 %call637, %not638
  %peers640 = and i32 %peers633, %sel639
  %58 = and i64 %s611, 16
  %cmp643 = icmp ne i64 %58, 0
  %call644 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp643)
  %not.cmp643 = xor i1 %cmp643, true
  %not645 = sext i1 %not.cmp643 to i32
  %sel646 = xor i32 %call644, %not645
  %peers647 = and i32 %peers640, %sel646
  %59 = and i64 %s611, 32
  %cmp650 = icmp ne i64 %59, 0
  %call651 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp650)
  %not.cmp650 = xor i1 %cmp650, true
  %not652 = sext i1 %not.cmp650 to i32
  %sel653 = xor i32 %call651, %not652
  %peers654 = and i32 %peers647, %sel653
  %60 = and i64 %s611, 64
  %cmp657 = icmp ne i64 %60, 0
  %call658 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp657)
  %not.cmp657 = xor i1 %cmp657, true
  %not659 = sext i1 %not.cmp657 to i32
  %sel660 = xor i32 %call658, %not659
  %peers661 = and i32 %peers654, %sel660
  %61 = and i64 %s611, 128
  %cmp664 = icmp ne i64 %61, 0
  %call665 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp664)
  %not.cmp664 = xor i1 %cmp664, true
  %not666 = sext i1 %not.cmp664 to i32
  %sel667 = xor i32 %call665, %not666
  %peers668 = and i32 %peers661, %sel667
  %lt669 = and i32 %peers668, %below
  %call670 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %lt669)
  %add672 = or disjoint i64 %digit612, %mul273
  %p673 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add672
  %v674 = load i32, ptr addrspace(3) %p673, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp675 = icmp eq i32 %lt669, 0
  br i1 %cmp675, label %then676, label %endif677

then676:                                          ; preds = %endif597
  %call678 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %peers668)
  %c679 = add i32 %call678, %v674
  store i32 %c679, ptr addrspace(3) %p673, align 4
  br label %endif677

endif677:                                         ; preds = %then676, %endif597
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add685 = or disjoint i64 %add25, 192
  %cmp688 = icmp slt i64 %add685, %2
  %62 = zext i32 %phi209 to i64
  %k690 = select i1 %cmp688, i64 %62, i64 4294967295
  %s691 = lshr i64 %k690, %11
  %digit692 = and i64 %s691, 255
  %b694 = and i64 %s691, 1
  %cmp695 = icmp ne i64 %b694, 0
  %call696 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp695)
  %not.cmp695 = xor i1 %cmp695, true
  %not697 = sext i1 %not.cmp695 to i32
  %sel698 = xor i32 %call696, %not697
  %63 = and i64 %s691, 2
  %cmp702 = icmp ne i64 %63, 0
  %call703 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp702)
  %not.cmp702 = xor i1 %cmp702, true
  %not704 = sext i1 %not.cmp702 to i32
  %sel705 = xor i32 %call703, %not704
  %peers706 = and i32 %sel705, %sel698
  %64 = and i64 %s691, 4
  %cmp709 = icmp ne i64 %64, 0
  %call710 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp709)
  %not.cmp709 = xor i1 %cmp709, true
  %not711 = sext i1 %not.cmp709 to i32
  %sel712 = xor i32 %call710, %not711
  %peers713 = and i32 %peers706, %sel712
  %65 = and i64 %s691, 8
  %cmp716 = icmp ne i64 %65, 0
  %call717 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp716)
  %not.cmp716 = xor i1 %cmp716, true
  %not718 = sext i1 %not.cmp716 to i32
  %sel719 = xor i32 %call717, %not718
  %peers720 = and i32 %peers713, %sel719
  %66 = and i64 %s691, 16
  %cmp723 = icmp ne i64 %66, 0
  %call724 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp723)
  %not.cmp723 = xor i1 %cmp723, true
  %not725 = sext i1 %not.cmp723 to i32
  %sel726 = xor i32 %call724, %not725
  %peers727 = and i32 %peers720, %sel726
  %67 = and i64 %s691, 32
  %cmp730 = icmp ne i64 %67, 0
  %call731 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp730)
  %not.cmp730 = xor i1 %cmp730, true
  %not732 = sext i1 %not.cmp730 to i32
  %sel733 = xor i32 %call731, %not732
  %peers734 = and i32 %peers727, %sel733
  %68 = and i64 %s691, 64
  %cmp737 = icmp ne i64 %68, 0
  %call738 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp737)
  %not.cmp737 = xor i1 %cmp737, true
  %not739 = sext i1 %not.cmp737 to i32
  %sel740 = xor i32 %call738, %not739
  %peers741 = and i32 %peers734, %sel740
  %69 = and i64 %s691, 128
  %cmp744 = icmp ne i64 %69, 0
  %call745 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp744)
  %not.cmp744 = xor i1 %cmp744, true
  %not746 = sext i1 %not.cmp744 to i32
  %sel747 = xor i32 %call745, %not746
  %peers748 = and i32 %peers741, %sel747
  %lt749 = and i32 %peers748, %below
  %call750 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %lt749)
  %add752 = or disjoint i64 %digit692, %mul273
  %p753 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add752
  %v754 = load i32, ptr addrspace(3) %p753, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp755 = icmp eq i32 %lt749, 0
  br i1 %cmp755, label %then756, label %endif757

then756:                                          ; preds = %endif677
  %call758 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %peers748)
  %c759 = add i32 %call758, %v754
  store i32 %c759, ptr addrspace(3) %p753, align 4
  br label %endif757

endif757:                                         ; preds = %then756, %endif677
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add763 = or disjoint i64 %mul22, %sreg
  %add764 = or disjoint i64 %add763, %mul
  %add765 = or i64 %add764, 224
  %cmp768 = icmp slt i64 %add765, %2
  %70 = zext i32 %phi210 to i64
  %k770 = select i1 %cmp768, i64 %70, i64 4294967295
  %s771 = lshr i64 %k770, %11
  %digit772 = and i64 %s771, 255
  %b774 = and i64 %s771, 1
  %cmp775 = icmp ne i64 %b774, 0
  %call776 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp775)
  %not.cmp775 = xor i1 %cmp775, true
  %not777 = sext i1 %not.cmp775 to i32
  %sel778 = xor i32 %call776, %not777
  %71 = and i64 %s771, 2
  %cmp782 = icmp ne i64 %71, 0
  %call783 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp782)
  %not.cmp782 = xor i1 %cmp782, true
  %not784 = sext i1 %not.cmp782 to i32
  %sel785 = xor i32 %call783, %not784
  %peers786 = and i32 %sel785, %sel778
  %72 = and i64 %s771, 4
  %cmp789 = icmp ne i64 %72, 0
  %call790 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp789)
  %not.cmp789 = xor i1 %cmp789, true
  %not791 = sext i1 %not.cmp789 to i32
  %sel792 = xor i32 %call790, %not791
  %peers793 = and i32 %peers786, %sel792
  %73 = and i64 %s771, 8
  %cmp796 = icmp ne i64 %73, 0
  %call797 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp796)
  %not.cmp796 = xor i1 %cmp796, true
  %not798 = sext i1 %not.cmp796 to i32
  %sel799 = xor i32 %call797, %not798
  %peers800 = and i32 %peers793, %sel799
  %74 = and i64 %s771, 16
  %cmp803 = icmp ne i64 %74, 0
  %call804 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp803)
  %not.cmp803 = xor i1 %cmp803, true
  %not805 = sext i1 %not.cmp803 to i32
  %sel806 = xor i32 %call804, %not805
  %peers807 = and i32 %peers800, %sel806
  %75 = and i64 %s771, 32
  %cmp810 = icmp ne i64 %75, 0
  %call811 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp810)
  %not.cmp810 = xor i1 %cmp810, true
  %not812 = sext i1 %not.cmp810 to i32
  %sel813 = xor i32 %call811, %not812
  %peers814 = and i32 %peers807, %sel813
  %76 = and i64 %s771, 64
  %cmp817 = icmp ne i64 %76, 0
  %call818 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp817)
  %not.cmp817 = xor i1 %cmp817, true
  %not819 = sext i1 %not.cmp817 to i32
  %sel820 = xor i32 %call818, %not819
  %peers821 = and i32 %peers814, %sel820
  %77 = and i64 %s771, 128
  %cmp824 = icmp ne i64 %77, 0
  %call825 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp824)
  %not.cmp824 = xor i1 %cmp824, true
  %not826 = sext i1 %not.cmp824 to i32
  %sel827 = xor i32 %call825, %not826
  %peers828 = and i32 %peers821, %sel827
  %lt829 = and i32 %peers828, %below
  %call830 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %lt829)
  %add832 = or disjoint i64 %digit772, %mul273
  %p833 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add832
  %v834 = load i32, ptr addrspace(3) %p833, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp835 = icmp eq i32 %lt829, 0
  br i1 %cmp835, label %then836, label %endif837

then836:                                          ; preds = %endif757
  %call838 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %peers828)
  %c839 = add i32 %call838, %v834
  store i32 %c839, ptr addrspace(3) %p833, align 4
  br label %endif837

endif837:                                         ; preds = %then836, %endif757
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add848 = or disjoint i64 %add25, 256
  %call850 = tail call i64 @llvm.smin.i64(i64 %add848, i64 %sub26)
  br i1 %cmp2, label %then842, label %else843

then842:                                          ; preds = %endif837
  %sub852 = add i64 %0, -1
  %call853 = tail call i64 @llvm.smin.i64(i64 %call850, i64 %sub852)
  %call854 = tail call i64 @llvm.smax.i64(i64 %call853, i64 0)
  %p855 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call854
  %add862 = or disjoint i64 %add25, 288
  %call864 = tail call i64 @llvm.smin.i64(i64 %add862, i64 %sub26)
  %call867 = tail call i64 @llvm.smin.i64(i64 %call864, i64 %sub852)
  %call868 = tail call i64 @llvm.smax.i64(i64 %call867, i64 0)
  %p869 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call868
  %add876 = or disjoint i64 %add25, 320
  %call878 = tail call i64 @llvm.smin.i64(i64 %add876, i64 %sub26)
  %call881 = tail call i64 @llvm.smin.i64(i64 %call878, i64 %sub852)
  %call882 = tail call i64 @llvm.smax.i64(i64 %call881, i64 0)
  %p883 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call882
  %add890 = or disjoint i64 %add25, 352
  %call892 = tail call i64 @llvm.smin.i64(i64 %add890, i64 %sub26)
  %call895 = tail call i64 @llvm.smin.i64(i64 %call892, i64 %sub852)
  %call896 = tail call i64 @llvm.smax.i64(i64 %call895, i64 0)
  %p897 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call896
  %add904 = or disjoint i64 %add25, 384
  %call906 = tail call i64 @llvm.smin.i64(i64 %add904, i64 %sub26)
  %call909 = tail call i64 @llvm.smin.i64(i64 %call906, i64 %sub852)
  %call910 = tail call i64 @llvm.smax.i64(i64 %call909, i64 0)
  %p911 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call910
  %add918 = or disjoint i64 %add25, 416
  %call920 = tail call i64 @llvm.smin.i64(i64 %add918, i64 %sub26)
  %call923 = tail call i64 @llvm.smin.i64(i64 %call920, i64 %sub852)
  %call924 = tail call i64 @llvm.smax.i64(i64 %call923, i64 0)
  %p925 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call924
  %add932 = or disjoint i64 %add25, 448
  %call934 = tail call i64 @llvm.smin.i64(i64 %add932, i64 %sub26)
  %call937 = tail call i64 @llvm.smin.i64(i64 %call934, i64 %sub852)
  %call938 = tail call i64 @llvm.smax.i64(i64 %call937, i64 0)
  %p939 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call938
  %add946 = or i64 %add764, 480
  %call948 = tail call i64 @llvm.smin.i64(i64 %add946, i64 %sub26)
  %call951 = tail call i64 @llvm.smin.i64(i64 %call948, i64 %sub852)
  %call952 = tail call i64 @llvm.smax.i64(i64 %call951, i64 0)
  %p953 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call952
  br label %endif844

else843:                                          ; preds = %endif837
  %p964 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call850
  %add969 = or disjoint i64 %add25, 288
  %call971 = tail call i64 @llvm.smin.i64(i64 %add969, i64 %sub26)
  %p973 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call971
  %add978 = or disjoint i64 %add25, 320
  %call980 = tail call i64 @llvm.smin.i64(i64 %add978, i64 %sub26)
  %p982 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call980
  %add987 = or disjoint i64 %add25, 352
  %call989 = tail call i64 @llvm.smin.i64(i64 %add987, i64 %sub26)
  %p991 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call989
  %add996 = or disjoint i64 %add25, 384
  %call998 = tail call i64 @llvm.smin.i64(i64 %add996, i64 %sub26)
  %p1000 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call998
  %add1005 = or disjoint i64 %add25, 416
  %call1007 = tail call i64 @llvm.smin.i64(i64 %add1005, i64 %sub26)
  %p1009 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1007
  %add1014 = or disjoint i64 %add25, 448
  %call1016 = tail call i64 @llvm.smin.i64(i64 %add1014, i64 %sub26)
  %p1018 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1016
  %add1023 = or i64 %add764, 480
  %call1025 = tail call i64 @llvm.smin.i64(i64 %add1023, i64 %sub26)
  %p1027 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1025
  br label %endif844

endif844:                                         ; preds = %else843, %then842
  %phi1029.in = phi ptr addrspace(1) [ %p964, %else843 ], [ %p855, %then842 ]
  %phi1030.in = phi ptr addrspace(1) [ %p973, %else843 ], [ %p869, %then842 ]
  %phi1031.in = phi ptr addrspace(1) [ %p982, %else843 ], [ %p883, %then842 ]
  %phi1032.in = phi ptr addrspace(1) [ %p991, %else843 ], [ %p897, %then842 ]
  %phi1033.in = phi ptr addrspace(1) [ %p1000, %else843 ], [ %p911, %then842 ]
  %phi1034.in = phi ptr addrspace(1) [ %p1009, %else843 ], [ %p925, %then842 ]
  %phi1035.in = phi ptr addrspace(1) [ %p1018, %else843 ], [ %p939, %then842 ]
  %phi1036.in = phi ptr addrspace(1) [ %p1027, %else843 ], [ %p953, %then842 ]
  %phi1036 = load i32, ptr addrspace(1) %phi1036.in, align 4
  %phi1035 = load i32, ptr addrspace(1) %phi1035.in, align 4
  %phi1034 = load i32, ptr addrspace(1) %phi1034.in, align 4
  %phi1033 = load i32, ptr addrspace(1) %phi1033.in, align 4
  %phi1032 = load i32, ptr addrspace(1) %phi1032.in, align 4
  %phi1031 = load i32, ptr addrspace(1) %phi1031.in, align 4
  %phi1030 = load i32, ptr addrspace(1) %phi1030.in, align 4
  %phi1029 = load i32, ptr addrspace(1) %phi1029.in, align 4
  %cmp1043 = icmp slt i64 %add848, %2
  %78 = zext i32 %phi1029 to i64
  %k1045 = select i1 %cmp1043, i64 %78, i64 4294967295
  %s1046 = lshr i64 %k1045, %11
  %digit1047 = and i64 %s1046, 255
  %b1049 = and i64 %s1046, 1
  %cmp1050 = icmp ne i64 %b1049, 0
  %call1051 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1050)
  %not.cmp1050 = xor i1 %cmp1050, true
  %not1052 = sext i1 %not.cmp1050 to i32
  %sel1053 = xor i32 %call1051, %not1052
  %79 = and i64 %s1046, 2
  %cmp1057 = icmp ne i64 %79, 0
  %call1058 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1057)
  %not.cmp1057 = xor i1 %cmp1057, true
  %not1059 = sext i1 %not.cmp1057 to i32
  %sel1060 = xor i32 %call1058, %not1059
  %peers1061 = and i32 %sel1053, %sel1060
  %80 = and i64 %s1046, 4
  %cmp1064 = icmp ne i64 %80, 0
  %call1065 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1064)
  %not.cmp1064 = xor i1 %cmp1064, true
  %not1066 = sext i1 %not.cmp1064 to i32
  %sel1067 = xor i32 %call1065, %not1066
  %peers1068 = and i32 %peers1061, %sel1067
  %81 = and i64 %s1046, 8
  %cmp1071 = icmp ne i64 %81, 0
  %call1072 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1071)
  %not.cmp1071 = xor i1 %cmp1071, true
  %not1073 = sext i1 %not.cmp1071 to i32
  %sel1074 = xor i32 %call1072, %not1073
  %peers1075 = and i32 %peers1068, %sel1074
  %82 = and i64 %s1046, 16
  %cmp1078 = icmp ne i64 %82, 0
  %call1079 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1078)
  %not.cmp1078 = xor i1 %cmp1078, true
  %not1080 = sext i1 %not.cmp1078 to i32
  %sel1081 = xor i32 %call1079, %not1080
  %peers1082 = and i32 %peers1075, %sel1081
  %83 = and i64 %s1046, 32
  %cmp1085 = icmp ne i64 %83, 0
  %call1086 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1085)
  %not.cmp1085 = xor i1 %cmp1085, true
  %not1087 = sext i1 %not.cmp1085 to i32
  %sel1088 = xor i32 %call1086, %not1087
  %peers1089 = and i32 %peers1082, %sel1088
  %84 = and i64 %s1046, 64
  %cmp1092 = icmp ne i64 %84, 0
  %call1093 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1092)
  %not.cmp1092 = xor i1 %cmp1092, true
  %not1094 = sext i1 %not.cmp1092 to i32
  %sel1095 = xor i32 %call1093, %not1094
  %peers1096 = and i32 %peers1089, %sel1095
  %85 = and i64 %s1046, 128
  %cmp1099 = icmp ne i64 %85, 0
  %call1100 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1099)
  %not.cmp1099 = xor i1 %cmp1099, true
  %not1101 = sext i1 %not.cmp1099 to i32
  %sel1102 = xor i32 %call1100, %not1101
  %peers1103 = and i32 %peers1096, %sel1102
  %lt1104 = and i32 %peers1103, %below
  %call1105 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %lt1104)
  %add1107 = or disjoint i64 %digit1047, %mul273
  %p1108 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add1107
  %v1109 = load i32, ptr addrspace(3) %p1108, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1110 = icmp eq i32 %lt1104, 0
  br i1 %cmp1110, label %then1111, label %endif1112

then1111:                                         ; preds = %endif844
  %call1113 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %peers1103)
  %c1114 = add i32 %call1113, %v1109
  store i32 %c1114, ptr addrspace(3) %p1108, align 4
  br label %endif1112

endif1112:                                        ; preds = %then1111, %endif844
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add1120 = or disjoint i64 %add25, 288
  %cmp1123 = icmp slt i64 %add1120, %2
  %86 = zext i32 %phi1030 to i64
  %k1125 = select i1 %cmp1123, i64 %86, i64 4294967295
  %s1126 = lshr i64 %k1125, %11
  %digit1127 = and i64 %s1126, 255
  %b1129 = and i64 %s1126, 1
  %cmp1130 = icmp ne i64 %b1129, 0
  %call1131 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1130)
  %not.cmp1130 = xor i1 %cmp1130, true
  %not1132 = sext i1 %not.cmp1130 to i32
  %sel1133 = xor i32 %call1131, %not1132
  %87 = and i64 %s1126, 2
  %cmp1137 = icmp ne i64 %87, 0
  %call1138 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1137)
  %not.cmp1137 = xor i1 %cmp1137, true
  %not1139 = sext i1 %not.cmp1137 to i32
  %sel1140 = xor i32 %call1138, %not1139
  %peers1141 = and i32 %sel1140, %sel1133
  %88 = and i64 %s1126, 4
  %cmp1144 = icmp ne i64 %88, 0
  %call1145 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1144)
  %not.cmp1144 = xor i1 %cmp1144, true
  %not1146 = sext i1 %not.cmp1144 to i32
  %sel1147 = xor i32 %call1145, %not1146
  %peers1148 = and i32 %peers1141, %sel1147
  %89 = and i64 %s1126, 8
  %cmp1151 = icmp ne i64 %89, 0
  %call1152 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1151)
  %not.cmp1151 = xor i1 %cmp1151, true
  %not1153 = sext i1 %not.cmp1151 to i32
  %sel1154 = xor i32 %call1152, %not1153
  %peers1155 = and i32 %peers1148, %sel1154
  %90 = and i64 %s1126, 16
  %cmp1158 = icmp ne i64 %90, 0
  %call1159 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1158)
  %not.cmp1158 = xor i1 %cmp1158, true
  %not1160 = sext i1 %not.cmp1158 to i32
  %sel1161 = xor i32 %call1159, %not1160
  %peers1162 = and i32 %peers1155, %sel1161
  %91 = and i64 %s1126, 32
  %cmp1165 = icmp ne i64 %91, 0
  %call1166 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1165)
  %not.cmp1165 = xor i1 %cmp1165, true
  %not1167 = sext i1 %not.cmp1165 to i32
  %sel1168 = xor i32 %call1166, %not1167
  %peers1169 = and i32 %peers1162, %sel1168
  %92 = and i64 %s1126, 64
  %cmp1172 = icmp ne i64 %92, 0
  %call1173 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1172)
  %not.cmp1172 = xor i1 %cmp1172, true
  %not1174 = sext i1 %not.cmp1172 to i32
  %sel1175 = xor i32 %call1173, %not1174
  %peers1176 = and i32 %peers1169, %sel1175
  %93 = and i64 %s1126, 128
  %cmp1179 = icmp ne i64 %93, 0
  %call1180 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1179)
  %not.cmp1179 = xor i1 %cmp1179, true
  %not1181 = sext i1 %not.cmp1179 to i32
  %sel1182 = xor i32 %call1180, %not1181
  %peers1183 = and i32 %peers1176, %sel1182
  %lt1184 = and i32 %peers1183, %below
  %call1185 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %lt1184)
  %add1187 = or disjoint i64 %digit1127, %mul273
  %p1188 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add1187
  %v1189 = load i32, ptr addrspace(3) %p1188, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1190 = icmp eq i32 %lt1184, 0
  br i1 %cmp1190, label %then1191, label %endif1192

then1191:                                         ; preds = %endif1112
  %call1193 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %peers1183)
  %c1194 = add i32 %call1193, %v1189
  store i32 %c1194, ptr addrspace(3) %p1188, align 4
  br label %endif1192

endif1192:                                        ; preds = %then1191, %endif1112
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add1200 = or disjoint i64 %add25, 320
  %cmp1203 = icmp slt i64 %add1200, %2
  %94 = zext i32 %phi1031 to i64
  %k1205 = select i1 %cmp1203, i64 %94, i64 4294967295
  %s1206 = lshr i64 %k1205, %11
  %digit1207 = and i64 %s1206, 255
  %b1209 = and i64 %s1206, 1
  %cmp1210 = icmp ne i64 %b1209, 0
  %call1211 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1210)
  %not.cmp1210 = xor i1 %cmp1210, true
  %not1212 = sext i1 %not.cmp1210 to i32
  %sel1213 = xor i32 %call1211, %not1212
  %95 = and i64 %s1206, 2
  %cmp1217 = icmp ne i64 %95, 0
  %call1218 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1217)
  %not.cmp1217 = xor i1 %cmp1217, true
  %not1219 = sext i1 %not.cmp1217 to i32
  %sel1220 = xor i32 %call1218, %not1219
  %peers1221 = and i32 %sel1220, %sel1213
  %96 = and i64 %s1206, 4
  %cmp1224 = icmp ne i64 %96, 0
  %call1225 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1224)
  %not.cmp1224 = xor i1 %cmp1224, true
  %not1226 = sext i1 %not.cmp1224 to i32
  %sel1227 = xor i32 %call1225, %not1226
  %peers1228 = and i32 %peers1221, %sel1227
  %97 = and i64 %s1206, 8
  %cmp1231 = icmp ne i64 %97, 0
  %call1232 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1231)
  %not.cmp1231 = xor i1 %cmp1231, true
  %not1233 = sext i1 %not.cmp1231 to i32
  %sel1234 = xor i32 %call1232, %not1233
  %peers1235 = and i32 %peers1228, %sel1234
  %98 = and i64 %s1206, 16
  %cmp1238 = icmp ne i64 %98, 0
  %call1239 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1238)
  %not.cmp1238 = xor i1 %cmp1238, true
  %not1240 = sext i1 %not.cmp1238 to i32
  %sel1241 = xor i32 %call1239, %not1240
  %peers1242 = and i32 %peers1235, %sel1241
  %99 = and i64 %s1206, 32
  %cmp1245 = icmp ne i64 %99, 0
  %call1246 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1245)
  %not.cmp1245 = xor i1 %cmp1245, true
  %not1247 = sext i1 %not.cmp1245 to i32
  %sel1248 = xor i32 %call1246, %not1247
  %peers1249 = and i32 %peers1242, %sel1248
  %100 = and i64 %s1206, 64
  %cmp1252 = icmp ne i64 %100, 0
  %call1253 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1252)
  %not.cmp1252 = xor i1 %cmp1252, true
  %not1254 = sext i1 %not.cmp1252 to i32
  %sel1255 = xor i32 %call1253, %not1254
  %peers1256 = and i32 %peers1249, %sel1255
  %101 = and i64 %s1206, 128
  %cmp1259 = icmp ne i64 %101, 0
  %call1260 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1259)
  %not.cmp1259 = xor i1 %cmp1259, true
  %not1261 = sext i1 %not.cmp1259 to i32
  %sel1262 = xor i32 %call1260, %not1261
  %peers1263 = and i32 %peers1256, %sel1262
  %lt1264 = and i32 %peers1263, %below
  %call1265 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %lt1264)
  %add1267 = or disjoint i64 %digit1207, %mul273
  %p1268 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add1267
  %v1269 = load i32, ptr addrspace(3) %p1268, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1270 = icmp eq i32 %lt1264, 0
  br i1 %cmp1270, label %then1271, label %endif1272

then1271:                                         ; preds = %endif1192
  %call1273 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %peers1263)
  %c1274 = add i32 %call1273, %v1269
  store i32 %c1274, ptr addrspace(3) %p1268, align 4
  br label %endif1272

endif1272:                                        ; preds = %then1271, %endif1192
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add1280 = or disjoint i64 %add25, 352
  %cmp1283 = icmp slt i64 %add1280, %2
  %102 = zext i32 %phi1032 to i64
  %k1285 = select i1 %cmp1283, i64 %102, i64 4294967295
  %s1286 = lshr i64 %k1285, %11
  %digit1287 = and i64 %s1286, 255
  %b1289 = and i64 %s1286, 1
  %cmp1290 = icmp ne i64 %b1289, 0
  %call1291 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1290)
  %not.cmp1290 = xor i1 %cmp1290, true
  %not1292 = sext i1 %not.cmp1290 to i32
  %sel1293 = xor i32 %call1291, %not1292
  %103 = and i64 %s1286, 2
  %cmp1297 = icmp ne i64 %103, 0
  %call1298 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1297)
  %not.cmp1297 = xor i1 %cmp1297, true
  %not1299 = sext i1 %not.cmp1297 to i32
  %sel1300 = xor i32 %call1298, %not1299
  %peers1301 = and i32 %sel1300, %sel1293
  %104 = and i64 %s1286, 4
  %cmp1304 = icmp ne i64 %104, 0
  %call1305 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1304)
  %not.cmp1304 = xor i1 %cmp1304, true
  %not1306 = sext i1 %not.cmp1304 to i32
  %sel1307 = xor i32 %call1305, %not1306
  %peers1308 = and i32 %peers1301, %sel1307
  %105 = and i64 %s1286, 8
  %cmp1311 = icmp ne i64 %105, 0
  %call1312 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1311)
  %not.cmp1311 = xor i1 %cmp1311, true
  %not1313 = sext i1 %not.cmp1311 to i32
  %sel1314 = xor i32 %call1312, %not1313
  %peers1315 = and i32 %peers1308, %sel1314
  %106 = and i64 %s1286, 16
  %cmp1318 = icmp ne i64 %106, 0
  %call1319 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1318)
  %not.cmp1318 = xor i1 %cmp1318, true
  %not1320 = sext i1 %not.cmp1318 to i32
  %sel1321 = xor i32 %call1319, %not1320
  %peers1322 = and i32 %peers1315, %sel1321
  %107 = and i64 %s1286, 32
  %cmp1325 = icmp ne i64 %107, 0
  %call1326 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1325)
  %not.cmp1325 = xor i1 %cmp1325, true
  %not1327 = sext i1 %not.cmp1325 to i32
  %sel1328 = xor i32 %call1326, %not1327
  %peers1329 = and i32 %peers1322, %sel1328
  %108 = and i64 %s1286, 64
  %cmp1332 = icmp ne i64 %108, 0
  %call1333 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1332)
  %not.cmp1332 = xor i1 %cmp1332, true
  %not1334 = sext i1 %not.cmp1332 to i32
  %sel1335 = xor i32 %call1333, %not1334
  %peers1336 = and i32 %peers1329, %sel1335
  %109 = and i64 %s1286, 128
  %cmp1339 = icmp ne i64 %109, 0
  %call1340 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1339)
  %not.cmp1339 = xor i1 %cmp1339, true
  %not1341 = sext i1 %not.cmp1339 to i32
  %sel1342 = xor i32 %call1340, %not1341
  %peers1343 = and i32 %peers1336, %sel1342
  %lt1344 = and i32 %peers1343, %below
  %call1345 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %lt1344)
  %add1347 = or disjoint i64 %digit1287, %mul273
  %p1348 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add1347
  %v1349 = load i32, ptr addrspace(3) %p1348, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1350 = icmp eq i32 %lt1344, 0
  br i1 %cmp1350, label %then1351, label %endif1352

then1351:                                         ; preds = %endif1272
  %call1353 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %peers1343)
  %c1354 = add i32 %call1353, %v1349
  store i32 %c1354, ptr addrspace(3) %p1348, align 4
  br label %endif1352

endif1352:                                        ; preds = %then1351, %endif1272
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add1360 = or disjoint i64 %add25, 384
  %cmp1363 = icmp slt i64 %add1360, %2
  %110 = zext i32 %phi1033 to i64
  %k1365 = select i1 %cmp1363, i64 %110, i64 4294967295
  %s1366 = lshr i64 %k1365, %11
  %digit1367 = and i64 %s1366, 255
  %b1369 = and i64 %s1366, 1
  %cmp1370 = icmp ne i64 %b1369, 0
  %call1371 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1370)
  %not.cmp1370 = xor i1 %cmp1370, true
  %not1372 = sext i1 %not.cmp1370 to i32
  %sel1373 = xor i32 %call1371, %not1372
  %111 = and i64 %s1366, 2
  %cmp1377 = icmp ne i64 %111, 0
  %call1378 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1377)
  %not.cmp1377 = xor i1 %cmp1377, true
  %not1379 = sext i1 %not.cmp1377 to i32
  %sel1380 = xor i32 %call1378, %not1379
  %peers1381 = and i32 %sel1380, %sel1373
  %112 = and i64 %s1366, 4
  %cmp1384 = icmp ne i64 %112, 0
  %call1385 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1384)
  %not.cmp1384 = xor i1 %cmp1384, true
  %not1386 = sext i1 %not.cmp1384 to i32
  %sel1387 = xor i32 %call1385, %not1386
  %peers1388 = and i32 %peers1381, %sel1387
  %113 = and i64 %s1366, 8
  %cmp1391 = icmp ne i64 %113, 0
  %call1392 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1391)
  %not.cmp1391 = xor i1 %cmp1391, true
  %not1393 = sext i1 %not.cmp1391 to i32
  %sel1394 = xor i32 %call1392, %not1393
  %peers1395 = and i32 %peers1388, %sel1394
  %114 = and i64 %s1366, 16
  %cmp1398 = icmp ne i64 %114, 0
  %call1399 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1398)
  %not.cmp1398 = xor i1 %cmp1398, true
  %not1400 = sext i1 %not.cmp1398 to i32
  %sel1401 = xor i32 %call1399, %not1400
  %peers1402 = and i32 %peers1395, %sel1401
  %115 = and i64 %s1366, 32
  %cmp1405 = icmp ne i64 %115, 0
  %call1406 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1405)
  %not.cmp1405 = xor i1 %cmp1405, true
  %not1407 = sext i1 %not.cmp1405 to i32
  %sel1408 = xor i32 %call1406, %not1407
  %peers1409 = and i32 %peers1402, %sel1408
  %116 = and i64 %s1366, 64
  %cmp1412 = icmp ne i64 %116, 0
  %call1413 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1412)
  %not.cmp1412 = xor i1 %cmp1412, true
  %not1414 = sext i1 %not.cmp1412 to i32
  %sel1415 = xor i32 %call1413, %not1414
  %peers1416 = and i32 %peers1409, %sel1415
  %117 = and i64 %s1366, 128
  %cmp1419 = icmp ne i64 %117, 0
  %call1420 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1419)
  %not.cmp1419 = xor i1 %cmp1419, true
  %not1421 = sext i1 %not.cmp1419 to i32
  %sel1422 = xor i32 %call1420, %not1421
  %peers1423 = and i32 %peers1416, %sel1422
  %lt1424 = and i32 %peers1423, %below
  %call1425 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %lt1424)
  %add1427 = or disjoint i64 %digit1367, %mul273
  %p1428 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add1427
  %v1429 = load i32, ptr addrspace(3) %p1428, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1430 = icmp eq i32 %lt1424, 0
  br i1 %cmp1430, label %then1431, label %endif1432

then1431:                                         ; preds = %endif1352
  %call1433 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %peers1423)
  %c1434 = add i32 %call1433, %v1429
  store i32 %c1434, ptr addrspace(3) %p1428, align 4
  br label %endif1432

endif1432:                                        ; preds = %then1431, %endif1352
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add1440 = or disjoint i64 %add25, 416
  %cmp1443 = icmp slt i64 %add1440, %2
  %118 = zext i32 %phi1034 to i64
  %k1445 = select i1 %cmp1443, i64 %118, i64 4294967295
  %s1446 = lshr i64 %k1445, %11
  %digit1447 = and i64 %s1446, 255
  %b1449 = and i64 %s1446, 1
  %cmp1450 = icmp ne i64 %b1449, 0
  %call1451 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1450)
  %not.cmp1450 = xor i1 %cmp1450, true
  %not1452 = sext i1 %not.cmp1450 to i32
  %sel1453 = xor i32 %call1451, %not1452
  %119 = and i64 %s1446, 2
  %cmp1457 = icmp ne i64 %119, 0
  %call1458 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1457)
  %not.cmp1457 = xor i1 %cmp1457, true
  %not1459 = sext i1 %not.cmp1457 to i32
  %sel1460 = xor i32 %call1458, %not1459
  %peers1461 = and i32 %sel1460, %sel1453
  %120 = and i64 %s1446, 4
  %cmp1464 = icmp ne i64 %120, 0
  %call1465 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1464)
  %not.cmp1464 = xor i1 %cmp1464, true
  %not1466 = sext i1 %not.cmp1464 to i32
  %sel1467 = xor i32 %call1465, %not1466
  %peers1468 = and i32 %peers1461, %sel1467
  %121 = and i64 %s1446, 8
  %cmp1471 = icmp ne i64 %121, 0
  %call1472 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1471)
  %not.cmp1471 = xor i1 %cmp1471, true
  %not1473 = sext i1 %not.cmp1471 to i32
  %sel1474 = xor i32 %call1472, %not1473
  %peers1475 = and i32 %peers1468, %sel1474
  %122 = and i64 %s1446, 16
  %cmp1478 = icmp ne i64 %122, 0
  %call1479 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1478)
  %not.cmp1478 = xor i1 %cmp1478, true
  %not1480 = sext i1 %not.cmp1478 to i32
  %sel1481 = xor i32 %call1479, %not1480
  %peers1482 = and i32 %peers1475, %sel1481
  %123 = and i64 %s1446, 32
  %cmp1485 = icmp ne i64 %123, 0
  %call1486 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1485)
  %not.cmp1485 = xor i1 %cmp1485, true
  %not1487 = sext i1 %not.cmp1485 to i32
  %sel1488 = xor i32 %call1486, %not1487
  %peers1489 = and i32 %peers1482, %sel1488
  %124 = and i64 %s1446, 64
  %cmp1492 = icmp ne i64 %124, 0
  %call1493 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1492)
  %not.cmp1492 = xor i1 %cmp1492, true
  %not1494 = sext i1 %not.cmp1492 to i32
  %sel1495 = xor i32 %call1493, %not1494
  %peers1496 = and i32 %peers1489, %sel1495
  %125 = and i64 %s1446, 128
  %cmp1499 = icmp ne i64 %125, 0
  %call1500 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1499)
  %not.cmp1499 = xor i1 %cmp1499, true
  %not1501 = sext i1 %not.cmp1499 to i32
  %sel1502 = xor i32 %call1500, %not1501
  %peers1503 = and i32 %peers1496, %sel1502
  %lt1504 = and i32 %peers1503, %below
  %call1505 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %lt1504)
  %add1507 = or disjoint i64 %digit1447, %mul273
  %p1508 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add1507
  %v1509 = load i32, ptr addrspace(3) %p1508, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1510 = icmp eq i32 %lt1504, 0
  br i1 %cmp1510, label %then1511, label %endif1512

then1511:                                         ; preds = %endif1432
  %call1513 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %peers1503)
  %c1514 = add i32 %call1513, %v1509
  store i32 %c1514, ptr addrspace(3) %p1508, align 4
  br label %endif1512

endif1512:                                        ; preds = %then1511, %endif1432
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add1520 = or disjoint i64 %add25, 448
  %cmp1523 = icmp slt i64 %add1520, %2
  %126 = zext i32 %phi1035 to i64
  %k1525 = select i1 %cmp1523, i64 %126, i64 4294967295
  %s1526 = lshr i64 %k1525, %11
  %digit1527 = and i64 %s1526, 255
  %b1529 = and i64 %s1526, 1
  %cmp1530 = icmp ne i64 %b1529, 0
  %call1531 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1530)
  %not.cmp1530 = xor i1 %cmp1530, true
  %not1532 = sext i1 %not.cmp1530 to i32
  %sel1533 = xor i32 %call1531, %not1532
  %127 = and i64 %s1526, 2
  %cmp1537 = icmp ne i64 %127, 0
  %call1538 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1537)
  %not.cmp1537 = xor i1 %cmp1537, true
  %not1539 = sext i1 %not.cmp1537 to i32
  %sel1540 = xor i32 %call1538, %not1539
  %peers1541 = and i32 %sel1540, %sel1533
  %128 = and i64 %s1526, 4
  %cmp1544 = icmp ne i64 %128, 0
  %call1545 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1544)
  %not.cmp1544 = xor i1 %cmp1544, true
  %not1546 = sext i1 %not.cmp1544 to i32
  %sel1547 = xor i32 %call1545, %not1546
  %peers1548 = and i32 %peers1541, %sel1547
  %129 = and i64 %s1526, 8
  %cmp1551 = icmp ne i64 %129, 0
  %call1552 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1551)
  %not.cmp1551 = xor i1 %cmp1551, true
  %not1553 = sext i1 %not.cmp1551 to i32
  %sel1554 = xor i32 %call1552, %not1553
  %peers1555 = and i32 %peers1548, %sel1554
  %130 = and i64 %s1526, 16
  %cmp1558 = icmp ne i64 %130, 0
  %call1559 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1558)
  %not.cmp1558 = xor i1 %cmp1558, true
  %not1560 = sext i1 %not.cmp1558 to i32
  %sel1561 = xor i32 %call1559, %not1560
  %peers1562 = and i32 %peers1555, %sel1561
  %131 = and i64 %s1526, 32
  %cmp1565 = icmp ne i64 %131, 0
  %call1566 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1565)
  %not.cmp1565 = xor i1 %cmp1565, true
  %not1567 = sext i1 %not.cmp1565 to i32
  %sel1568 = xor i32 %call1566, %not1567
  %peers1569 = and i32 %peers1562, %sel1568
  %132 = and i64 %s1526, 64
  %cmp1572 = icmp ne i64 %132, 0
  %call1573 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1572)
  %not.cmp1572 = xor i1 %cmp1572, true
  %not1574 = sext i1 %not.cmp1572 to i32
  %sel1575 = xor i32 %call1573, %not1574
  %peers1576 = and i32 %peers1569, %sel1575
  %133 = and i64 %s1526, 128
  %cmp1579 = icmp ne i64 %133, 0
  %call1580 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1579)
  %not.cmp1579 = xor i1 %cmp1579, true
  %not1581 = sext i1 %not.cmp1579 to i32
  %sel1582 = xor i32 %call1580, %not1581
  %peers1583 = and i32 %peers1576, %sel1582
  %lt1584 = and i32 %peers1583, %below
  %call1585 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %lt1584)
  %add1587 = or disjoint i64 %digit1527, %mul273
  %p1588 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add1587
  %v1589 = load i32, ptr addrspace(3) %p1588, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1590 = icmp eq i32 %lt1584, 0
  br i1 %cmp1590, label %then1591, label %endif1592

then1591:                                         ; preds = %endif1512
  %call1593 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %peers1583)
  %c1594 = add i32 %call1593, %v1589
  store i32 %c1594, ptr addrspace(3) %p1588, align 4
  br label %endif1592

endif1592:                                        ; preds = %then1591, %endif1512
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add1600 = or i64 %add764, 480
  %cmp1603 = icmp slt i64 %add1600, %2
  %134 = zext i32 %phi1036 to i64
  %k1605 = select i1 %cmp1603, i64 %134, i64 4294967295
  %s1606 = lshr i64 %k1605, %11
  %digit1607 = and i64 %s1606, 255
  %b1609 = and i64 %s1606, 1
  %cmp1610 = icmp ne i64 %b1609, 0
  %call1611 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1610)
  %not.cmp1610 = xor i1 %cmp1610, true
  %not1612 = sext i1 %not.cmp1610 to i32
  %sel1613 = xor i32 %call1611, %not1612
  %135 = and i64 %s1606, 2
  %cmp1617 = icmp ne i64 %135, 0
  %call1618 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1617)
  %not.cmp1617 = xor i1 %cmp1617, true
  %not1619 = sext i1 %not.cmp1617 to i32
  %sel1620 = xor i32 %call1618, %not1619
  %peers1621 = and i32 %sel1620, %sel1613
  %136 = and i64 %s1606, 4
  %cmp1624 = icmp ne i64 %136, 0
  %call1625 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1624)
  %not.cmp1624 = xor i1 %cmp1624, true
  %not1626 = sext i1 %not.cmp1624 to i32
  %sel1627 = xor i32 %call1625, %not1626
  %peers1628 = and i32 %peers1621, %sel1627
  %137 = and i64 %s1606, 8
  %cmp1631 = icmp ne i64 %137, 0
  %call1632 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1631)
  %not.cmp1631 = xor i1 %cmp1631, true
  %not1633 = sext i1 %not.cmp1631 to i32
  %sel1634 = xor i32 %call1632, %not1633
  %peers1635 = and i32 %peers1628, %sel1634
  %138 = and i64 %s1606, 16
  %cmp1638 = icmp ne i64 %138, 0
  %call1639 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1638)
  %not.cmp1638 = xor i1 %cmp1638, true
  %not1640 = sext i1 %not.cmp1638 to i32
  %sel1641 = xor i32 %call1639, %not1640
  %peers1642 = and i32 %peers1635, %sel1641
  %139 = and i64 %s1606, 32
  %cmp1645 = icmp ne i64 %139, 0
  %call1646 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1645)
  %not.cmp1645 = xor i1 %cmp1645, true
  %not1647 = sext i1 %not.cmp1645 to i32
  %sel1648 = xor i32 %call1646, %not1647
  %peers1649 = and i32 %peers1642, %sel1648
  %140 = and i64 %s1606, 64
  %cmp1652 = icmp ne i64 %140, 0
  %call1653 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1652)
  %not.cmp1652 = xor i1 %cmp1652, true
  %not1654 = sext i1 %not.cmp1652 to i32
  %sel1655 = xor i32 %call1653, %not1654
  %peers1656 = and i32 %peers1649, %sel1655
  %141 = and i64 %s1606, 128
  %cmp1659 = icmp ne i64 %141, 0
  %call1660 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1659)
  %not.cmp1659 = xor i1 %cmp1659, true
  %not1661 = sext i1 %not.cmp1659 to i32
  %sel1662 = xor i32 %call1660, %not1661
  %peers1663 = and i32 %peers1656, %sel1662
  %lt1664 = and i32 %peers1663, %below
  %call1665 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %lt1664)
  %add1667 = or disjoint i64 %digit1607, %mul273
  %p1668 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %add1667
  %v1669 = load i32, ptr addrspace(3) %p1668, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1670 = icmp eq i32 %lt1664, 0
  br i1 %cmp1670, label %then1671, label %endif1672

then1671:                                         ; preds = %endif1592
  %call1673 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %peers1663)
  %c1674 = add i32 %call1673, %v1669
  store i32 %c1674, ptr addrspace(3) %p1668, align 4
  br label %endif1672

endif1672:                                        ; preds = %then1671, %endif1592
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  tail call void @llvm.nvvm.barrier0()
  %v1679 = load i32, ptr addrspace(3) %p, align 4
  store i32 0, ptr addrspace(3) %p, align 4
  %v1683 = load i32, ptr addrspace(3) %p6, align 4
  store i32 %v1679, ptr addrspace(3) %p6, align 4
  %running1685 = add i32 %v1683, %v1679
  %v1688 = load i32, ptr addrspace(3) %p8, align 4
  store i32 %running1685, ptr addrspace(3) %p8, align 4
  %running1690 = add i32 %v1688, %running1685
  %v1693 = load i32, ptr addrspace(3) %p10, align 4
  store i32 %running1690, ptr addrspace(3) %p10, align 4
  %running1695 = add i32 %v1693, %running1690
  %v1698 = load i32, ptr addrspace(3) %p12, align 4
  store i32 %running1695, ptr addrspace(3) %p12, align 4
  %running1700 = add i32 %v1698, %running1695
  %v1703 = load i32, ptr addrspace(3) %p14, align 4
  store i32 %running1700, ptr addrspace(3) %p14, align 4
  %running1705 = add i32 %v1703, %running1700
  %v1708 = load i32, ptr addrspace(3) %p16, align 4
  store i32 %running1705, ptr addrspace(3) %p16, align 4
  %running1710 = add i32 %v1708, %running1705
  %v1713 = load i32, ptr addrspace(3) %p18, align 4
  store i32 %running1710, ptr addrspace(3) %p18, align 4
  %running1715 = add i32 %v1713, %running1710
  %call1716 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %running1715, i32 1, i32 0)
  %cmp1717.not = icmp eq i64 %lane, 0
  %sum = select i1 %cmp1717.not, i32 0, i32 %call1716
  %sel1718 = add i32 %sum, %running1715
  %call1719 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %sel1718, i32 2, i32 0)
  %cmp1720 = icmp ugt i64 %lane, 1
  %sum1721 = select i1 %cmp1720, i32 %call1719, i32 0
  %sel1722 = add i32 %sel1718, %sum1721
  %call1723 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %sel1722, i32 4, i32 0)
  %cmp1724 = icmp ugt i64 %lane, 3
  %sum1725 = select i1 %cmp1724, i32 %call1723, i32 0
  %sel1726 = add i32 %sel1722, %sum1725
  %call1727 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %sel1726, i32 8, i32 0)
  %cmp1728 = icmp ugt i64 %lane, 7
  %sum1729 = select i1 %cmp1728, i32 %call1727, i32 0
  %sel1730 = add i32 %sel1726, %sum1729
  %call1731 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %sel1730, i32 16, i32 0)
  %cmp1732 = icmp ugt i64 %lane, 15
  %sum1733 = select i1 %cmp1732, i32 %call1731, i32 0
  %sel1734 = add i32 %sel1730, %sum1733
  %cmp1735 = icmp eq i64 %lane, 31
  br i1 %cmp1735, label %then1736, label %endif1737

then1736:                                         ; preds = %endif1672
  %p1738 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %w
  store i32 %sel1734, ptr addrspace(3) %p1738, align 4
  br label %endif1737

endif1737:                                        ; preds = %then1736, %endif1672
  tail call void @llvm.nvvm.barrier0()
  %start = sub i32 %sel1734, %running1715
  %cmp1739.not = icmp ult i32 %call, 32
  %v1740 = load i32, ptr addrspace(3) @scan.shared.4, align 8
  %start1741 = select i1 %cmp1739.not, i32 0, i32 %v1740
  %sel1742 = add i32 %start, %start1741
  %cmp1743 = icmp ugt i32 %call, 63
  %v1744 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 4), align 4
  %start1745 = select i1 %cmp1743, i32 %v1744, i32 0
  %sel1746 = add i32 %sel1742, %start1745
  %cmp1747 = icmp ugt i32 %call, 95
  %v1748 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 8), align 8
  %start1749 = select i1 %cmp1747, i32 %v1748, i32 0
  %sel1750 = add i32 %sel1746, %start1749
  %cmp1751 = icmp ugt i32 %call, 127
  %v1752 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 12), align 4
  %start1753 = select i1 %cmp1751, i32 %v1752, i32 0
  %sel1754 = add i32 %sel1750, %start1753
  %cmp1755 = icmp ugt i32 %call, 159
  %v1756 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 16), align 8
  %start1757 = select i1 %cmp1755, i32 %v1756, i32 0
  %sel1758 = add i32 %sel1754, %start1757
  %cmp1759 = icmp ugt i32 %call, 191
  %v1760 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 20), align 4
  %start1761 = select i1 %cmp1759, i32 %v1760, i32 0
  %sel1762 = add i32 %sel1758, %start1761
  %cmp1763 = icmp eq i64 %w, 7
  %v1764 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 24), align 8
  %start1765 = select i1 %cmp1763, i32 %v1764, i32 0
  %sel1766 = add i32 %sel1762, %start1765
  %p1771 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %sreg
  store i32 %sel1766, ptr addrspace(3) %p1771, align 4
  %mul1772 = shl nuw nsw i64 %ordinal, 1
  %add1773 = or disjoint i64 %mul1772, 1
  %add1774 = add nuw nsw i64 %mul1772, 2
  %count = zext i32 %running1715 to i64
  %cmp1775.not = icmp eq i32 %v, 0
  %sel1776 = select i1 %cmp1775.not, i64 %add1774, i64 %add1773
  %mul1777 = shl nuw nsw i64 %tile, 8
  %add1778 = or disjoint i64 %mul1777, %sreg
  %142 = getelementptr inbounds i64, ptr addrspace(1) %10, i64 %add1778
  %state = getelementptr inbounds i8, ptr addrspace(1) %142, i64 64
  %f = shl nuw nsw i64 %sel1776, 32
  %word = or disjoint i64 %f, %count
  %address = ptrtoint ptr addrspace(1) %state to i64
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 %word) #5
  br i1 %cmp1775.not, label %repeat.exit, label %repeat.body.preheader

repeat.body.preheader:                            ; preds = %endif1737
  %sub1781 = add nsw i64 %tile, -1
  %invariant.gep = getelementptr i8, ptr addrspace(1) %10, i64 64
  br label %repeat.body

repeat.body:                                      ; preds = %repeat.body.preheader, %repeat.body
  %phi1782 = phi i64 [ %sel1794, %repeat.body ], [ %sub1781, %repeat.body.preheader ]
  %phi1783 = phi i64 [ %sel1792, %repeat.body ], [ 0, %repeat.body.preheader ]
  %mul1784 = shl i64 %phi1782, 8
  %add1785 = or disjoint i64 %mul1784, %sreg
  %gep = getelementptr i64, ptr addrspace(1) %invariant.gep, i64 %add1785
  %address1788 = ptrtoint ptr addrspace(1) %gep to i64
  %143 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address1788) #5
  %flag1789 = lshr i64 %143, 32
  %cmp1790.not.not = icmp ugt i64 %flag1789, %mul1772
  %add1791 = select i1 %cmp1790.not.not, i64 %143, i64 0
  %sel1792 = add i64 %add1791, %phi1783
  %sub1793 = sext i1 %cmp1790.not.not to i64
  %sel1794 = add i64 %phi1782, %sub1793
  %cmp1795.not = icmp ult i64 %flag1789, %add1774
  br i1 %cmp1795.not, label %repeat.body, label %repeat.exit

repeat.exit:                                      ; preds = %repeat.body, %endif1737
  %phi1797 = phi i64 [ 0, %endif1737 ], [ %sel1792, %repeat.body ]
  br i1 %cmp1775.not, label %endif1799, label %then1798

then1798:                                         ; preds = %repeat.exit
  %f1806 = shl nuw nsw i64 %add1774, 32
  %add1804 = add i64 %phi1797, %count
  %v1805 = and i64 %add1804, 4294967295
  %word1807 = or disjoint i64 %v1805, %f1806
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 %word1807) #5
  br label %endif1799

endif1799:                                        ; preds = %then1798, %repeat.exit
  %144 = shl i64 %11, 5
  %mul1809 = and i64 %144, -256
  %add1810 = or disjoint i64 %mul1809, %sreg
  %p1811 = getelementptr inbounds i32, ptr addrspace(1) %9, i64 %add1810
  %v1812 = load i32, ptr addrspace(1) %p1811, align 4
  %145 = trunc i64 %phi1797 to i32
  %146 = sub i32 %145, %sel1766
  %t1816 = add i32 %146, %v1812
  %p1817 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %sreg
  store i32 %t1816, ptr addrspace(3) %p1817, align 4
  tail call void @llvm.nvvm.barrier0()
  %p1818 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %digit
  %v1819 = load i32, ptr addrspace(3) %p1818, align 4
  %v1823 = load i32, ptr addrspace(3) %p275, align 4
  %p1824 = add i32 %call272, %v276
  %rank = add i32 %p1824, %v1819
  %place = add i32 %rank, %v1823
  %place1825 = zext i32 %place to i64
  %p1826 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %digit292
  %v1827 = load i32, ptr addrspace(3) %p1826, align 4
  %v1831 = load i32, ptr addrspace(3) %p353, align 4
  %p1832 = add i32 %call350, %v354
  %rank361 = add i32 %p1832, %v1827
  %place1833 = add i32 %rank361, %v1831
  %place1834 = zext i32 %place1833 to i64
  %p1835 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %digit372
  %v1836 = load i32, ptr addrspace(3) %p1835, align 4
  %v1840 = load i32, ptr addrspace(3) %p433, align 4
  %p1841 = add i32 %call430, %v434
  %rank441 = add i32 %p1841, %v1836
  %place1842 = add i32 %rank441, %v1840
  %place1843 = zext i32 %place1842 to i64
  %p1844 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %digit452
  %v1845 = load i32, ptr addrspace(3) %p1844, align 4
  %v1849 = load i32, ptr addrspace(3) %p513, align 4
  %p1850 = add i32 %call510, %v514
  %rank521 = add i32 %p1850, %v1845
  %place1851 = add i32 %rank521, %v1849
  %place1852 = zext i32 %place1851 to i64
  %p1853 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %digit532
  %v1854 = load i32, ptr addrspace(3) %p1853, align 4
  %v1858 = load i32, ptr addrspace(3) %p593, align 4
  %p1859 = add i32 %call590, %v594
  %rank601 = add i32 %p1859, %v1854
  %place1860 = add i32 %rank601, %v1858
  %place1861 = zext i32 %place1860 to i64
  %p1862 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %digit612
  %v1863 = load i32, ptr addrspace(3) %p1862, align 4
  %v1867 = load i32, ptr addrspace(3) %p673, align 4
  %p1868 = add i32 %call670, %v674
  %rank681 = add i32 %p1868, %v1863
  %place1869 = add i32 %rank681, %v1867
  %place1870 = zext i32 %place1869 to i64
  %p1871 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %digit692
  %v1872 = load i32, ptr addrspace(3) %p1871, align 4
  %v1876 = load i32, ptr addrspace(3) %p753, align 4
  %p1877 = add i32 %call750, %v754
  %rank761 = add i32 %p1877, %v1872
  %place1878 = add i32 %rank761, %v1876
  %place1879 = zext i32 %place1878 to i64
  %p1880 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %digit772
  %v1881 = load i32, ptr addrspace(3) %p1880, align 4
  %v1885 = load i32, ptr addrspace(3) %p833, align 4
  %p1886 = add i32 %call830, %v834
  %rank841 = add i32 %p1886, %v1881
  %place1887 = add i32 %rank841, %v1885
  %place1888 = zext i32 %place1887 to i64
  %p1889 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %digit1047
  %v1890 = load i32, ptr addrspace(3) %p1889, align 4
  %v1894 = load i32, ptr addrspace(3) %p1108, align 4
  %p1895 = add i32 %call1105, %v1109
  %rank1116 = add i32 %p1895, %v1890
  %place1896 = add i32 %rank1116, %v1894
  %place1897 = zext i32 %place1896 to i64
  %p1898 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %digit1127
  %v1899 = load i32, ptr addrspace(3) %p1898, align 4
  %v1903 = load i32, ptr addrspace(3) %p1188, align 4
  %p1904 = add i32 %call1185, %v1189
  %rank1196 = add i32 %p1904, %v1899
  %place1905 = add i32 %rank1196, %v1903
  %place1906 = zext i32 %place1905 to i64
  %p1907 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %digit1207
  %v1908 = load i32, ptr addrspace(3) %p1907, align 4
  %v1912 = load i32, ptr addrspace(3) %p1268, align 4
  %p1913 = add i32 %call1265, %v1269
  %rank1276 = add i32 %p1913, %v1908
  %place1914 = add i32 %rank1276, %v1912
  %place1915 = zext i32 %place1914 to i64
  %p1916 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %digit1287
  %v1917 = load i32, ptr addrspace(3) %p1916, align 4
  %v1921 = load i32, ptr addrspace(3) %p1348, align 4
  %p1922 = add i32 %call1345, %v1349
  %rank1356 = add i32 %p1922, %v1917
  %place1923 = add i32 %rank1356, %v1921
  %place1924 = zext i32 %place1923 to i64
  %p1925 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %digit1367
  %v1926 = load i32, ptr addrspace(3) %p1925, align 4
  %v1930 = load i32, ptr addrspace(3) %p1428, align 4
  %p1931 = add i32 %call1425, %v1429
  %rank1436 = add i32 %p1931, %v1926
  %place1932 = add i32 %rank1436, %v1930
  %place1933 = zext i32 %place1932 to i64
  %p1934 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %digit1447
  %v1935 = load i32, ptr addrspace(3) %p1934, align 4
  %v1939 = load i32, ptr addrspace(3) %p1508, align 4
  %p1940 = add i32 %call1505, %v1509
  %rank1516 = add i32 %p1940, %v1935
  %place1941 = add i32 %rank1516, %v1939
  %place1942 = zext i32 %place1941 to i64
  %p1943 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %digit1527
  %v1944 = load i32, ptr addrspace(3) %p1943, align 4
  %v1948 = load i32, ptr addrspace(3) %p1588, align 4
  %p1949 = add i32 %call1585, %v1589
  %rank1596 = add i32 %p1949, %v1944
  %place1950 = add i32 %rank1596, %v1948
  %place1951 = zext i32 %place1950 to i64
  %p1952 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %digit1607
  %v1953 = load i32, ptr addrspace(3) %p1952, align 4
  %v1957 = load i32, ptr addrspace(3) %p1668, align 4
  %p1958 = add i32 %call1665, %v1669
  %rank1676 = add i32 %p1958, %v1953
  %place1959 = add i32 %rank1676, %v1957
  %place1960 = zext i32 %place1959 to i64
  br i1 %cmp217, label %then1961, label %endif1962

then1961:                                         ; preds = %endif1799
  %p1963 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %place1825
  store i32 %phi, ptr addrspace(3) %p1963, align 4
  br label %endif1962

endif1962:                                        ; preds = %then1961, %endif1799
  br i1 %cmp288, label %then1964, label %endif1965

then1964:                                         ; preds = %endif1962
  %p1966 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %place1834
  store i32 %phi204, ptr addrspace(3) %p1966, align 4
  br label %endif1965

endif1965:                                        ; preds = %then1964, %endif1962
  br i1 %cmp368, label %then1967, label %endif1968

then1967:                                         ; preds = %endif1965
  %p1969 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %place1843
  store i32 %phi205, ptr addrspace(3) %p1969, align 4
  br label %endif1968

endif1968:                                        ; preds = %then1967, %endif1965
  br i1 %cmp448, label %then1970, label %endif1971

then1970:                                         ; preds = %endif1968
  %p1972 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %place1852
  store i32 %phi206, ptr addrspace(3) %p1972, align 4
  br label %endif1971

endif1971:                                        ; preds = %then1970, %endif1968
  br i1 %cmp528, label %then1973, label %endif1974

then1973:                                         ; preds = %endif1971
  %p1975 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %place1861
  store i32 %phi207, ptr addrspace(3) %p1975, align 4
  br label %endif1974

endif1974:                                        ; preds = %then1973, %endif1971
  br i1 %cmp608, label %then1976, label %endif1977

then1976:                                         ; preds = %endif1974
  %p1978 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %place1870
  store i32 %phi208, ptr addrspace(3) %p1978, align 4
  br label %endif1977

endif1977:                                        ; preds = %then1976, %endif1974
  br i1 %cmp688, label %then1979, label %endif1980

then1979:                                         ; preds = %endif1977
  %p1981 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %place1879
  store i32 %phi209, ptr addrspace(3) %p1981, align 4
  br label %endif1980

endif1980:                                        ; preds = %then1979, %endif1977
  br i1 %cmp768, label %then1982, label %endif1983

then1982:                                         ; preds = %endif1980
  %p1984 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %place1888
  store i32 %phi210, ptr addrspace(3) %p1984, align 4
  br label %endif1983

endif1983:                                        ; preds = %then1982, %endif1980
  br i1 %cmp1043, label %then1985, label %endif1986

then1985:                                         ; preds = %endif1983
  %p1987 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %place1897
  store i32 %phi1029, ptr addrspace(3) %p1987, align 4
  br label %endif1986

endif1986:                                        ; preds = %then1985, %endif1983
  br i1 %cmp1123, label %then1988, label %endif1989

then1988:                                         ; preds = %endif1986
  %p1990 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %place1906
  store i32 %phi1030, ptr addrspace(3) %p1990, align 4
  br label %endif1989

endif1989:                                        ; preds = %then1988, %endif1986
  br i1 %cmp1203, label %then1991, label %endif1992

then1991:                                         ; preds = %endif1989
  %p1993 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %place1915
  store i32 %phi1031, ptr addrspace(3) %p1993, align 4
  br label %endif1992

endif1992:                                        ; preds = %then1991, %endif1989
  br i1 %cmp1283, label %then1994, label %endif1995

then1994:                                         ; preds = %endif1992
  %p1996 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %place1924
  store i32 %phi1032, ptr addrspace(3) %p1996, align 4
  br label %endif1995

endif1995:                                        ; preds = %then1994, %endif1992
  br i1 %cmp1363, label %then1997, label %endif1998

then1997:                                         ; preds = %endif1995
  %p1999 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %place1933
  store i32 %phi1033, ptr addrspace(3) %p1999, align 4
  br label %endif1998

endif1998:                                        ; preds = %then1997, %endif1995
  br i1 %cmp1443, label %then2000, label %endif2001

then2000:                                         ; preds = %endif1998
  %p2002 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %place1942
  store i32 %phi1034, ptr addrspace(3) %p2002, align 4
  br label %endif2001

endif2001:                                        ; preds = %then2000, %endif1998
  br i1 %cmp1523, label %then2003, label %endif2004

then2003:                                         ; preds = %endif2001
  %p2005 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %place1951
  store i32 %phi1035, ptr addrspace(3) %p2005, align 4
  br label %endif2004

endif2004:                                        ; preds = %then2003, %endif2001
  br i1 %cmp1603, label %then2006, label %endif2007

then2006:                                         ; preds = %endif2004
  %p2008 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %place1960
  store i32 %phi1036, ptr addrspace(3) %p2008, align 4
  br label %endif2007

endif2007:                                        ; preds = %then2006, %endif2004
  tail call void @llvm.nvvm.barrier0()
  %cmp2010 = icmp sgt i64 %sub, %sreg
  %p2011 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %sreg
  %v2012 = load i32, ptr addrspace(3) %p2011, align 4
  %k2013 = zext i32 %v2012 to i64
  %s2014 = lshr i64 %k2013, %11
  br i1 %cmp2010, label %then2016, label %endif2017

then2016:                                         ; preds = %endif2007
  %digit2015 = and i64 %s2014, 255
  %p2018 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2015
  %v2019 = load i32, ptr addrspace(3) %p2018, align 4
  %to = add i32 %v2019, %call
  %to2021 = zext i32 %to to i64
  %sel2022 = select i1 %cmp1.not, ptr addrspace(1) %4, ptr addrspace(1) %6
  %sel2023 = select i1 %cmp.not, ptr addrspace(1) %sel3, ptr addrspace(1) %sel2022
  %p2024 = getelementptr inbounds i32, ptr addrspace(1) %sel2023, i64 %to2021
  store i32 %v2012, ptr addrspace(1) %p2024, align 4
  br label %endif2017

endif2017:                                        ; preds = %then2016, %endif2007
  %t2025 = trunc i64 %s2014 to i8
  %p2026 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.7, i64 %sreg
  store i8 %t2025, ptr addrspace(3) %p2026, align 1
  %cmp2028 = icmp slt i64 %add5, %call19
  %p2029 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %add5
  %v2030 = load i32, ptr addrspace(3) %p2029, align 4
  %k2031 = zext i32 %v2030 to i64
  %s2032 = lshr i64 %k2031, %11
  br i1 %cmp2028, label %then2034, label %endif2035

then2034:                                         ; preds = %endif2017
  %digit2033 = and i64 %s2032, 255
  %p2036 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2033
  %v2037 = load i32, ptr addrspace(3) %p2036, align 4
  %t2038 = trunc nuw nsw i64 %add5 to i32
  %to2039 = add i32 %v2037, %t2038
  %to2040 = zext i32 %to2039 to i64
  %sel2041 = select i1 %cmp1.not, ptr addrspace(1) %4, ptr addrspace(1) %6
  %sel2042 = select i1 %cmp.not, ptr addrspace(1) %sel3, ptr addrspace(1) %sel2041
  %p2043 = getelementptr inbounds i32, ptr addrspace(1) %sel2042, i64 %to2040
  store i32 %v2030, ptr addrspace(1) %p2043, align 4
  br label %endif2035

endif2035:                                        ; preds = %then2034, %endif2017
  %t2044 = trunc i64 %s2032 to i8
  %p2045 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.7, i64 %add5
  store i8 %t2044, ptr addrspace(3) %p2045, align 1
  %cmp2047 = icmp slt i64 %add7, %call19
  %p2048 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %add7
  %v2049 = load i32, ptr addrspace(3) %p2048, align 4
  %k2050 = zext i32 %v2049 to i64
  %s2051 = lshr i64 %k2050, %11
  br i1 %cmp2047, label %then2053, label %endif2054

then2053:                                         ; preds = %endif2035
  %digit2052 = and i64 %s2051, 255
  %p2055 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2052
  %v2056 = load i32, ptr addrspace(3) %p2055, align 4
  %t2057 = trunc nuw nsw i64 %add7 to i32
  %to2058 = add i32 %v2056, %t2057
  %to2059 = zext i32 %to2058 to i64
  %sel2060 = select i1 %cmp1.not, ptr addrspace(1) %4, ptr addrspace(1) %6
  %sel2061 = select i1 %cmp.not, ptr addrspace(1) %sel3, ptr addrspace(1) %sel2060
  %p2062 = getelementptr inbounds i32, ptr addrspace(1) %sel2061, i64 %to2059
  store i32 %v2049, ptr addrspace(1) %p2062, align 4
  br label %endif2054

endif2054:                                        ; preds = %then2053, %endif2035
  %t2063 = trunc i64 %s2051 to i8
  %p2064 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.7, i64 %add7
  store i8 %t2063, ptr addrspace(3) %p2064, align 1
  %cmp2066 = icmp slt i64 %add9, %call19
  %p2067 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %add9
  %v2068 = load i32, ptr addrspace(3) %p2067, align 4
  %k2069 = zext i32 %v2068 to i64
  %s2070 = lshr i64 %k2069, %11
  br i1 %cmp2066, label %then2072, label %endif2073

then2072:                                         ; preds = %endif2054
  %digit2071 = and i64 %s2070, 255
  %p2074 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2071
  %v2075 = load i32, ptr addrspace(3) %p2074, align 4
  %t2076 = trunc nuw nsw i64 %add9 to i32
  %to2077 = add i32 %v2075, %t2076
  %to2078 = zext i32 %to2077 to i64
  %sel2079 = select i1 %cmp1.not, ptr addrspace(1) %4, ptr addrspace(1) %6
  %sel2080 = select i1 %cmp.not, ptr addrspace(1) %sel3, ptr addrspace(1) %sel2079
  %p2081 = getelementptr inbounds i32, ptr addrspace(1) %sel2080, i64 %to2078
  store i32 %v2068, ptr addrspace(1) %p2081, align 4
  br label %endif2073

endif2073:                                        ; preds = %then2072, %endif2054
  %t2082 = trunc i64 %s2070 to i8
  %p2083 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.7, i64 %add9
  store i8 %t2082, ptr addrspace(3) %p2083, align 1
  %cmp2085 = icmp slt i64 %add11, %call19
  %p2086 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %add11
  %v2087 = load i32, ptr addrspace(3) %p2086, align 4
  %k2088 = zext i32 %v2087 to i64
  %s2089 = lshr i64 %k2088, %11
  br i1 %cmp2085, label %then2091, label %endif2092

then2091:                                         ; preds = %endif2073
  %digit2090 = and i64 %s2089, 255
  %p2093 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2090
  %v2094 = load i32, ptr addrspace(3) %p2093, align 4
  %t2095 = trunc nuw nsw i64 %add11 to i32
  %to2096 = add i32 %v2094, %t2095
  %to2097 = zext i32 %to2096 to i64
  %sel2098 = select i1 %cmp1.not, ptr addrspace(1) %4, ptr addrspace(1) %6
  %sel2099 = select i1 %cmp.not, ptr addrspace(1) %sel3, ptr addrspace(1) %sel2098
  %p2100 = getelementptr inbounds i32, ptr addrspace(1) %sel2099, i64 %to2097
  store i32 %v2087, ptr addrspace(1) %p2100, align 4
  br label %endif2092

endif2092:                                        ; preds = %then2091, %endif2073
  %t2101 = trunc i64 %s2089 to i8
  %p2102 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.7, i64 %add11
  store i8 %t2101, ptr addrspace(3) %p2102, align 1
  %cmp2104 = icmp slt i64 %add13, %call19
  %p2105 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %add13
  %v2106 = load i32, ptr addrspace(3) %p2105, align 4
  %k2107 = zext i32 %v2106 to i64
  %s2108 = lshr i64 %k2107, %11
  br i1 %cmp2104, label %then2110, label %endif2111

then2110:                                         ; preds = %endif2092
  %digit2109 = and i64 %s2108, 255
  %p2112 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2109
  %v2113 = load i32, ptr addrspace(3) %p2112, align 4
  %t2114 = trunc nuw nsw i64 %add13 to i32
  %to2115 = add i32 %v2113, %t2114
  %to2116 = zext i32 %to2115 to i64
  %sel2117 = select i1 %cmp1.not, ptr addrspace(1) %4, ptr addrspace(1) %6
  %sel2118 = select i1 %cmp.not, ptr addrspace(1) %sel3, ptr addrspace(1) %sel2117
  %p2119 = getelementptr inbounds i32, ptr addrspace(1) %sel2118, i64 %to2116
  store i32 %v2106, ptr addrspace(1) %p2119, align 4
  br label %endif2111

endif2111:                                        ; preds = %then2110, %endif2092
  %t2120 = trunc i64 %s2108 to i8
  %p2121 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.7, i64 %add13
  store i8 %t2120, ptr addrspace(3) %p2121, align 1
  %cmp2123 = icmp slt i64 %add15, %call19
  %p2124 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %add15
  %v2125 = load i32, ptr addrspace(3) %p2124, align 4
  %k2126 = zext i32 %v2125 to i64
  %s2127 = lshr i64 %k2126, %11
  br i1 %cmp2123, label %then2129, label %endif2130

then2129:                                         ; preds = %endif2111
  %digit2128 = and i64 %s2127, 255
  %p2131 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2128
  %v2132 = load i32, ptr addrspace(3) %p2131, align 4
  %t2133 = trunc nuw nsw i64 %add15 to i32
  %to2134 = add i32 %v2132, %t2133
  %to2135 = zext i32 %to2134 to i64
  %sel2136 = select i1 %cmp1.not, ptr addrspace(1) %4, ptr addrspace(1) %6
  %sel2137 = select i1 %cmp.not, ptr addrspace(1) %sel3, ptr addrspace(1) %sel2136
  %p2138 = getelementptr inbounds i32, ptr addrspace(1) %sel2137, i64 %to2135
  store i32 %v2125, ptr addrspace(1) %p2138, align 4
  br label %endif2130

endif2130:                                        ; preds = %then2129, %endif2111
  %t2139 = trunc i64 %s2127 to i8
  %p2140 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.7, i64 %add15
  store i8 %t2139, ptr addrspace(3) %p2140, align 1
  %cmp2142 = icmp slt i64 %add17, %call19
  %p2143 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %add17
  %v2144 = load i32, ptr addrspace(3) %p2143, align 4
  %k2145 = zext i32 %v2144 to i64
  %s2146 = lshr i64 %k2145, %11
  br i1 %cmp2142, label %then2148, label %endif2149

then2148:                                         ; preds = %endif2130
  %digit2147 = and i64 %s2146, 255
  %p2150 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2147
  %v2151 = load i32, ptr addrspace(3) %p2150, align 4
  %t2152 = trunc nuw nsw i64 %add17 to i32
  %to2153 = add i32 %v2151, %t2152
  %to2154 = zext i32 %to2153 to i64
  %sel2155 = select i1 %cmp1.not, ptr addrspace(1) %4, ptr addrspace(1) %6
  %sel2156 = select i1 %cmp.not, ptr addrspace(1) %sel3, ptr addrspace(1) %sel2155
  %p2157 = getelementptr inbounds i32, ptr addrspace(1) %sel2156, i64 %to2154
  store i32 %v2144, ptr addrspace(1) %p2157, align 4
  br label %endif2149

endif2149:                                        ; preds = %then2148, %endif2130
  %t2158 = trunc i64 %s2146 to i8
  %p2159 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.7, i64 %add17
  store i8 %t2158, ptr addrspace(3) %p2159, align 1
  %add2160 = or disjoint i64 %sreg, 2048
  %cmp2161 = icmp slt i64 %add2160, %call19
  %p2162 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %add2160
  %v2163 = load i32, ptr addrspace(3) %p2162, align 4
  %k2164 = zext i32 %v2163 to i64
  %s2165 = lshr i64 %k2164, %11
  br i1 %cmp2161, label %then2167, label %endif2168

then2167:                                         ; preds = %endif2149
  %digit2166 = and i64 %s2165, 255
  %p2169 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2166
  %v2170 = load i32, ptr addrspace(3) %p2169, align 4
  %t2171 = trunc nuw nsw i64 %add2160 to i32
  %to2172 = add i32 %v2170, %t2171
  %to2173 = zext i32 %to2172 to i64
  %sel2174 = select i1 %cmp1.not, ptr addrspace(1) %4, ptr addrspace(1) %6
  %sel2175 = select i1 %cmp.not, ptr addrspace(1) %sel3, ptr addrspace(1) %sel2174
  %p2176 = getelementptr inbounds i32, ptr addrspace(1) %sel2175, i64 %to2173
  store i32 %v2163, ptr addrspace(1) %p2176, align 4
  br label %endif2168

endif2168:                                        ; preds = %then2167, %endif2149
  %t2177 = trunc i64 %s2165 to i8
  %p2178 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.7, i64 %add2160
  store i8 %t2177, ptr addrspace(3) %p2178, align 1
  %add2179 = or disjoint i64 %sreg, 2304
  %cmp2180 = icmp slt i64 %add2179, %call19
  %p2181 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %add2179
  %v2182 = load i32, ptr addrspace(3) %p2181, align 4
  %k2183 = zext i32 %v2182 to i64
  %s2184 = lshr i64 %k2183, %11
  br i1 %cmp2180, label %then2186, label %endif2187

then2186:                                         ; preds = %endif2168
  %digit2185 = and i64 %s2184, 255
  %p2188 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2185
  %v2189 = load i32, ptr addrspace(3) %p2188, align 4
  %t2190 = trunc nuw nsw i64 %add2179 to i32
  %to2191 = add i32 %v2189, %t2190
  %to2192 = zext i32 %to2191 to i64
  %sel2193 = select i1 %cmp1.not, ptr addrspace(1) %4, ptr addrspace(1) %6
  %sel2194 = select i1 %cmp.not, ptr addrspace(1) %sel3, ptr addrspace(1) %sel2193
  %p2195 = getelementptr inbounds i32, ptr addrspace(1) %sel2194, i64 %to2192
  store i32 %v2182, ptr addrspace(1) %p2195, align 4
  br label %endif2187

endif2187:                                        ; preds = %then2186, %endif2168
  %t2196 = trunc i64 %s2184 to i8
  %p2197 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.7, i64 %add2179
  store i8 %t2196, ptr addrspace(3) %p2197, align 1
  %add2198 = or disjoint i64 %sreg, 2560
  %cmp2199 = icmp slt i64 %add2198, %call19
  %p2200 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %add2198
  %v2201 = load i32, ptr addrspace(3) %p2200, align 4
  %k2202 = zext i32 %v2201 to i64
  %s2203 = lshr i64 %k2202, %11
  br i1 %cmp2199, label %then2205, label %endif2206

then2205:                                         ; preds = %endif2187
  %digit2204 = and i64 %s2203, 255
  %p2207 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2204
  %v2208 = load i32, ptr addrspace(3) %p2207, align 4
  %t2209 = trunc nuw nsw i64 %add2198 to i32
  %to2210 = add i32 %v2208, %t2209
  %to2211 = zext i32 %to2210 to i64
  %sel2212 = select i1 %cmp1.not, ptr addrspace(1) %4, ptr addrspace(1) %6
  %sel2213 = select i1 %cmp.not, ptr addrspace(1) %sel3, ptr addrspace(1) %sel2212
  %p2214 = getelementptr inbounds i32, ptr addrspace(1) %sel2213, i64 %to2211
  store i32 %v2201, ptr addrspace(1) %p2214, align 4
  br label %endif2206

endif2206:                                        ; preds = %then2205, %endif2187
  %t2215 = trunc i64 %s2203 to i8
  %p2216 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.7, i64 %add2198
  store i8 %t2215, ptr addrspace(3) %p2216, align 1
  %add2217 = or disjoint i64 %sreg, 2816
  %cmp2218 = icmp slt i64 %add2217, %call19
  %p2219 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %add2217
  %v2220 = load i32, ptr addrspace(3) %p2219, align 4
  %k2221 = zext i32 %v2220 to i64
  %s2222 = lshr i64 %k2221, %11
  br i1 %cmp2218, label %then2224, label %endif2225

then2224:                                         ; preds = %endif2206
  %digit2223 = and i64 %s2222, 255
  %p2226 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2223
  %v2227 = load i32, ptr addrspace(3) %p2226, align 4
  %t2228 = trunc nuw nsw i64 %add2217 to i32
  %to2229 = add i32 %v2227, %t2228
  %to2230 = zext i32 %to2229 to i64
  %sel2231 = select i1 %cmp1.not, ptr addrspace(1) %4, ptr addrspace(1) %6
  %sel2232 = select i1 %cmp.not, ptr addrspace(1) %sel3, ptr addrspace(1) %sel2231
  %p2233 = getelementptr inbounds i32, ptr addrspace(1) %sel2232, i64 %to2230
  store i32 %v2220, ptr addrspace(1) %p2233, align 4
  br label %endif2225

endif2225:                                        ; preds = %then2224, %endif2206
  %t2234 = trunc i64 %s2222 to i8
  %p2235 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.7, i64 %add2217
  store i8 %t2234, ptr addrspace(3) %p2235, align 1
  %add2236 = or disjoint i64 %sreg, 3072
  %cmp2237 = icmp slt i64 %add2236, %call19
  %p2238 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %add2236
  %v2239 = load i32, ptr addrspace(3) %p2238, align 4
  %k2240 = zext i32 %v2239 to i64
  %s2241 = lshr i64 %k2240, %11
  br i1 %cmp2237, label %then2243, label %endif2244

then2243:                                         ; preds = %endif2225
  %digit2242 = and i64 %s2241, 255
  %p2245 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2242
  %v2246 = load i32, ptr addrspace(3) %p2245, align 4
  %t2247 = trunc nuw nsw i64 %add2236 to i32
  %to2248 = add i32 %v2246, %t2247
  %to2249 = zext i32 %to2248 to i64
  %sel2250 = select i1 %cmp1.not, ptr addrspace(1) %4, ptr addrspace(1) %6
  %sel2251 = select i1 %cmp.not, ptr addrspace(1) %sel3, ptr addrspace(1) %sel2250
  %p2252 = getelementptr inbounds i32, ptr addrspace(1) %sel2251, i64 %to2249
  store i32 %v2239, ptr addrspace(1) %p2252, align 4
  br label %endif2244

endif2244:                                        ; preds = %then2243, %endif2225
  %t2253 = trunc i64 %s2241 to i8
  %p2254 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.7, i64 %add2236
  store i8 %t2253, ptr addrspace(3) %p2254, align 1
  %add2255 = or disjoint i64 %sreg, 3328
  %cmp2256 = icmp slt i64 %add2255, %call19
  %p2257 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %add2255
  %v2258 = load i32, ptr addrspace(3) %p2257, align 4
  %k2259 = zext i32 %v2258 to i64
  %s2260 = lshr i64 %k2259, %11
  br i1 %cmp2256, label %then2262, label %endif2263

then2262:                                         ; preds = %endif2244
  %digit2261 = and i64 %s2260, 255
  %p2264 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2261
  %v2265 = load i32, ptr addrspace(3) %p2264, align 4
  %t2266 = trunc nuw nsw i64 %add2255 to i32
  %to2267 = add i32 %v2265, %t2266
  %to2268 = zext i32 %to2267 to i64
  %sel2269 = select i1 %cmp1.not, ptr addrspace(1) %4, ptr addrspace(1) %6
  %sel2270 = select i1 %cmp.not, ptr addrspace(1) %sel3, ptr addrspace(1) %sel2269
  %p2271 = getelementptr inbounds i32, ptr addrspace(1) %sel2270, i64 %to2268
  store i32 %v2258, ptr addrspace(1) %p2271, align 4
  br label %endif2263

endif2263:                                        ; preds = %then2262, %endif2244
  %t2272 = trunc i64 %s2260 to i8
  %p2273 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.7, i64 %add2255
  store i8 %t2272, ptr addrspace(3) %p2273, align 1
  %add2274 = or disjoint i64 %sreg, 3584
  %cmp2275 = icmp slt i64 %add2274, %call19
  %p2276 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %add2274
  %v2277 = load i32, ptr addrspace(3) %p2276, align 4
  %k2278 = zext i32 %v2277 to i64
  %s2279 = lshr i64 %k2278, %11
  br i1 %cmp2275, label %then2281, label %endif2282

then2281:                                         ; preds = %endif2263
  %digit2280 = and i64 %s2279, 255
  %p2283 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2280
  %v2284 = load i32, ptr addrspace(3) %p2283, align 4
  %t2285 = trunc nuw nsw i64 %add2274 to i32
  %to2286 = add i32 %v2284, %t2285
  %to2287 = zext i32 %to2286 to i64
  %sel2288 = select i1 %cmp1.not, ptr addrspace(1) %4, ptr addrspace(1) %6
  %sel2289 = select i1 %cmp.not, ptr addrspace(1) %sel3, ptr addrspace(1) %sel2288
  %p2290 = getelementptr inbounds i32, ptr addrspace(1) %sel2289, i64 %to2287
  store i32 %v2277, ptr addrspace(1) %p2290, align 4
  br label %endif2282

endif2282:                                        ; preds = %then2281, %endif2263
  %t2291 = trunc i64 %s2279 to i8
  %p2292 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.7, i64 %add2274
  store i8 %t2291, ptr addrspace(3) %p2292, align 1
  %add2293 = or disjoint i64 %sreg, 3840
  %cmp2294 = icmp slt i64 %add2293, %call19
  %p2295 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.6, i64 %add2293
  %v2296 = load i32, ptr addrspace(3) %p2295, align 4
  %k2297 = zext i32 %v2296 to i64
  %s2298 = lshr i64 %k2297, %11
  br i1 %cmp2294, label %then2300, label %endif2301

then2300:                                         ; preds = %endif2282
  %digit2299 = and i64 %s2298, 255
  %p2302 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2299
  %v2303 = load i32, ptr addrspace(3) %p2302, align 4
  %t2304 = trunc nuw nsw i64 %add2293 to i32
  %to2305 = add i32 %v2303, %t2304
  %to2306 = zext i32 %to2305 to i64
  %sel2307 = select i1 %cmp1.not, ptr addrspace(1) %4, ptr addrspace(1) %6
  %sel2308 = select i1 %cmp.not, ptr addrspace(1) %sel3, ptr addrspace(1) %sel2307
  %p2309 = getelementptr inbounds i32, ptr addrspace(1) %sel2308, i64 %to2306
  store i32 %v2296, ptr addrspace(1) %p2309, align 4
  br label %endif2301

endif2301:                                        ; preds = %then2300, %endif2282
  %t2310 = trunc i64 %s2298 to i8
  %p2311 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.7, i64 %add2293
  store i8 %t2310, ptr addrspace(3) %p2311, align 1
  %sel2312 = select i1 %cmp1.not, ptr addrspace(1) %5, ptr addrspace(1) %3
  %sel2313 = select i1 %cmp1.not, ptr addrspace(1) %3, ptr addrspace(1) %5
  tail call void @llvm.nvvm.barrier0()
  br i1 %cmp217, label %then2314, label %endif2315

then2314:                                         ; preds = %endif2301
  br i1 %cmp2, label %then2316, label %else2317

endif2315:                                        ; preds = %endif2318, %endif2301
  br i1 %cmp288, label %then2330, label %endif2331

then2316:                                         ; preds = %then2314
  %sub2319 = add i64 %0, -1
  %call2320 = tail call i64 @llvm.smin.i64(i64 %add25, i64 %sub2319)
  %call2321 = tail call i64 @llvm.smax.i64(i64 %call2320, i64 0)
  %p2322 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2321
  %v2323 = load i32, ptr addrspace(1) %p2322, align 4
  %sitofp2324 = sitofp i32 %v2323 to float
  %fmul2325 = fmul float %sitofp2324, 5.000000e-01
  br label %endif2318

else2317:                                         ; preds = %then2314
  %p2326 = getelementptr inbounds float, ptr addrspace(1) %sel2312, i64 %add25
  %v2327 = load float, ptr addrspace(1) %p2326, align 4
  br label %endif2318

endif2318:                                        ; preds = %else2317, %then2316
  %phi2328 = phi float [ %fmul2325, %then2316 ], [ %v2327, %else2317 ]
  %p2329 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.6, i64 %place1825
  store float %phi2328, ptr addrspace(3) %p2329, align 4
  br label %endif2315

then2330:                                         ; preds = %endif2315
  br i1 %cmp2, label %then2332, label %else2333

endif2331:                                        ; preds = %endif2334, %endif2315
  br i1 %cmp368, label %then2346, label %endif2347

then2332:                                         ; preds = %then2330
  %sub2335 = add i64 %0, -1
  %call2336 = tail call i64 @llvm.smin.i64(i64 %add285, i64 %sub2335)
  %call2337 = tail call i64 @llvm.smax.i64(i64 %call2336, i64 0)
  %p2338 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2337
  %v2339 = load i32, ptr addrspace(1) %p2338, align 4
  %sitofp2340 = sitofp i32 %v2339 to float
  %fmul2341 = fmul float %sitofp2340, 5.000000e-01
  br label %endif2334

else2333:                                         ; preds = %then2330
  %p2342 = getelementptr inbounds float, ptr addrspace(1) %sel2312, i64 %add285
  %v2343 = load float, ptr addrspace(1) %p2342, align 4
  br label %endif2334

endif2334:                                        ; preds = %else2333, %then2332
  %phi2344 = phi float [ %fmul2341, %then2332 ], [ %v2343, %else2333 ]
  %p2345 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.6, i64 %place1834
  store float %phi2344, ptr addrspace(3) %p2345, align 4
  br label %endif2331

then2346:                                         ; preds = %endif2331
  br i1 %cmp2, label %then2348, label %else2349

endif2347:                                        ; preds = %endif2350, %endif2331
  br i1 %cmp448, label %then2362, label %endif2363

then2348:                                         ; preds = %then2346
  %sub2351 = add i64 %0, -1
  %call2352 = tail call i64 @llvm.smin.i64(i64 %add365, i64 %sub2351)
  %call2353 = tail call i64 @llvm.smax.i64(i64 %call2352, i64 0)
  %p2354 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2353
  %v2355 = load i32, ptr addrspace(1) %p2354, align 4
  %sitofp2356 = sitofp i32 %v2355 to float
  %fmul2357 = fmul float %sitofp2356, 5.000000e-01
  br label %endif2350

else2349:                                         ; preds = %then2346
  %p2358 = getelementptr inbounds float, ptr addrspace(1) %sel2312, i64 %add365
  %v2359 = load float, ptr addrspace(1) %p2358, align 4
  br label %endif2350

endif2350:                                        ; preds = %else2349, %then2348
  %phi2360 = phi float [ %fmul2357, %then2348 ], [ %v2359, %else2349 ]
  %p2361 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.6, i64 %place1843
  store float %phi2360, ptr addrspace(3) %p2361, align 4
  br label %endif2347

then2362:                                         ; preds = %endif2347
  br i1 %cmp2, label %then2364, label %else2365

endif2363:                                        ; preds = %endif2366, %endif2347
  br i1 %cmp528, label %then2378, label %endif2379

then2364:                                         ; preds = %then2362
  %sub2367 = add i64 %0, -1
  %call2368 = tail call i64 @llvm.smin.i64(i64 %add445, i64 %sub2367)
  %call2369 = tail call i64 @llvm.smax.i64(i64 %call2368, i64 0)
  %p2370 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2369
  %v2371 = load i32, ptr addrspace(1) %p2370, align 4
  %sitofp2372 = sitofp i32 %v2371 to float
  %fmul2373 = fmul float %sitofp2372, 5.000000e-01
  br label %endif2366

else2365:                                         ; preds = %then2362
  %p2374 = getelementptr inbounds float, ptr addrspace(1) %sel2312, i64 %add445
  %v2375 = load float, ptr addrspace(1) %p2374, align 4
  br label %endif2366

endif2366:                                        ; preds = %else2365, %then2364
  %phi2376 = phi float [ %fmul2373, %then2364 ], [ %v2375, %else2365 ]
  %p2377 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.6, i64 %place1852
  store float %phi2376, ptr addrspace(3) %p2377, align 4
  br label %endif2363

then2378:                                         ; preds = %endif2363
  br i1 %cmp2, label %then2380, label %else2381

endif2379:                                        ; preds = %endif2382, %endif2363
  br i1 %cmp608, label %then2394, label %endif2395

then2380:                                         ; preds = %then2378
  %sub2383 = add i64 %0, -1
  %call2384 = tail call i64 @llvm.smin.i64(i64 %add525, i64 %sub2383)
  %call2385 = tail call i64 @llvm.smax.i64(i64 %call2384, i64 0)
  %p2386 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2385
  %v2387 = load i32, ptr addrspace(1) %p2386, align 4
  %sitofp2388 = sitofp i32 %v2387 to float
  %fmul2389 = fmul float %sitofp2388, 5.000000e-01
  br label %endif2382

else2381:                                         ; preds = %then2378
  %p2390 = getelementptr inbounds float, ptr addrspace(1) %sel2312, i64 %add525
  %v2391 = load float, ptr addrspace(1) %p2390, align 4
  br label %endif2382

endif2382:                                        ; preds = %else2381, %then2380
  %phi2392 = phi float [ %fmul2389, %then2380 ], [ %v2391, %else2381 ]
  %p2393 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.6, i64 %place1861
  store float %phi2392, ptr addrspace(3) %p2393, align 4
  br label %endif2379

then2394:                                         ; preds = %endif2379
  br i1 %cmp2, label %then2396, label %else2397

endif2395:                                        ; preds = %endif2398, %endif2379
  br i1 %cmp688, label %then2410, label %endif2411

then2396:                                         ; preds = %then2394
  %sub2399 = add i64 %0, -1
  %call2400 = tail call i64 @llvm.smin.i64(i64 %add605, i64 %sub2399)
  %call2401 = tail call i64 @llvm.smax.i64(i64 %call2400, i64 0)
  %p2402 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2401
  %v2403 = load i32, ptr addrspace(1) %p2402, align 4
  %sitofp2404 = sitofp i32 %v2403 to float
  %fmul2405 = fmul float %sitofp2404, 5.000000e-01
  br label %endif2398

else2397:                                         ; preds = %then2394
  %p2406 = getelementptr inbounds float, ptr addrspace(1) %sel2312, i64 %add605
  %v2407 = load float, ptr addrspace(1) %p2406, align 4
  br label %endif2398

endif2398:                                        ; preds = %else2397, %then2396
  %phi2408 = phi float [ %fmul2405, %then2396 ], [ %v2407, %else2397 ]
  %p2409 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.6, i64 %place1870
  store float %phi2408, ptr addrspace(3) %p2409, align 4
  br label %endif2395

then2410:                                         ; preds = %endif2395
  br i1 %cmp2, label %then2412, label %else2413

endif2411:                                        ; preds = %endif2414, %endif2395
  br i1 %cmp768, label %then2426, label %endif2427

then2412:                                         ; preds = %then2410
  %sub2415 = add i64 %0, -1
  %call2416 = tail call i64 @llvm.smin.i64(i64 %add685, i64 %sub2415)
  %call2417 = tail call i64 @llvm.smax.i64(i64 %call2416, i64 0)
  %p2418 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2417
  %v2419 = load i32, ptr addrspace(1) %p2418, align 4
  %sitofp2420 = sitofp i32 %v2419 to float
  %fmul2421 = fmul float %sitofp2420, 5.000000e-01
  br label %endif2414

else2413:                                         ; preds = %then2410
  %p2422 = getelementptr inbounds float, ptr addrspace(1) %sel2312, i64 %add685
  %v2423 = load float, ptr addrspace(1) %p2422, align 4
  br label %endif2414

endif2414:                                        ; preds = %else2413, %then2412
  %phi2424 = phi float [ %fmul2421, %then2412 ], [ %v2423, %else2413 ]
  %p2425 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.6, i64 %place1879
  store float %phi2424, ptr addrspace(3) %p2425, align 4
  br label %endif2411

then2426:                                         ; preds = %endif2411
  br i1 %cmp2, label %then2428, label %else2429

endif2427:                                        ; preds = %endif2430, %endif2411
  br i1 %cmp1043, label %then2442, label %endif2443

then2428:                                         ; preds = %then2426
  %sub2431 = add i64 %0, -1
  %call2432 = tail call i64 @llvm.smin.i64(i64 %add765, i64 %sub2431)
  %call2433 = tail call i64 @llvm.smax.i64(i64 %call2432, i64 0)
  %p2434 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2433
  %v2435 = load i32, ptr addrspace(1) %p2434, align 4
  %sitofp2436 = sitofp i32 %v2435 to float
  %fmul2437 = fmul float %sitofp2436, 5.000000e-01
  br label %endif2430

else2429:                                         ; preds = %then2426
  %p2438 = getelementptr inbounds float, ptr addrspace(1) %sel2312, i64 %add765
  %v2439 = load float, ptr addrspace(1) %p2438, align 4
  br label %endif2430

endif2430:                                        ; preds = %else2429, %then2428
  %phi2440 = phi float [ %fmul2437, %then2428 ], [ %v2439, %else2429 ]
  %p2441 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.6, i64 %place1888
  store float %phi2440, ptr addrspace(3) %p2441, align 4
  br label %endif2427

then2442:                                         ; preds = %endif2427
  br i1 %cmp2, label %then2444, label %else2445

endif2443:                                        ; preds = %endif2446, %endif2427
  br i1 %cmp1123, label %then2458, label %endif2459

then2444:                                         ; preds = %then2442
  %sub2447 = add i64 %0, -1
  %call2448 = tail call i64 @llvm.smin.i64(i64 %add848, i64 %sub2447)
  %call2449 = tail call i64 @llvm.smax.i64(i64 %call2448, i64 0)
  %p2450 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2449
  %v2451 = load i32, ptr addrspace(1) %p2450, align 4
  %sitofp2452 = sitofp i32 %v2451 to float
  %fmul2453 = fmul float %sitofp2452, 5.000000e-01
  br label %endif2446

else2445:                                         ; preds = %then2442
  %p2454 = getelementptr inbounds float, ptr addrspace(1) %sel2312, i64 %add848
  %v2455 = load float, ptr addrspace(1) %p2454, align 4
  br label %endif2446

endif2446:                                        ; preds = %else2445, %then2444
  %phi2456 = phi float [ %fmul2453, %then2444 ], [ %v2455, %else2445 ]
  %p2457 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.6, i64 %place1897
  store float %phi2456, ptr addrspace(3) %p2457, align 4
  br label %endif2443

then2458:                                         ; preds = %endif2443
  br i1 %cmp2, label %then2460, label %else2461

endif2459:                                        ; preds = %endif2462, %endif2443
  br i1 %cmp1203, label %then2474, label %endif2475

then2460:                                         ; preds = %then2458
  %sub2463 = add i64 %0, -1
  %call2464 = tail call i64 @llvm.smin.i64(i64 %add1120, i64 %sub2463)
  %call2465 = tail call i64 @llvm.smax.i64(i64 %call2464, i64 0)
  %p2466 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2465
  %v2467 = load i32, ptr addrspace(1) %p2466, align 4
  %sitofp2468 = sitofp i32 %v2467 to float
  %fmul2469 = fmul float %sitofp2468, 5.000000e-01
  br label %endif2462

else2461:                                         ; preds = %then2458
  %p2470 = getelementptr inbounds float, ptr addrspace(1) %sel2312, i64 %add1120
  %v2471 = load float, ptr addrspace(1) %p2470, align 4
  br label %endif2462

endif2462:                                        ; preds = %else2461, %then2460
  %phi2472 = phi float [ %fmul2469, %then2460 ], [ %v2471, %else2461 ]
  %p2473 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.6, i64 %place1906
  store float %phi2472, ptr addrspace(3) %p2473, align 4
  br label %endif2459

then2474:                                         ; preds = %endif2459
  br i1 %cmp2, label %then2476, label %else2477

endif2475:                                        ; preds = %endif2478, %endif2459
  br i1 %cmp1283, label %then2490, label %endif2491

then2476:                                         ; preds = %then2474
  %sub2479 = add i64 %0, -1
  %call2480 = tail call i64 @llvm.smin.i64(i64 %add1200, i64 %sub2479)
  %call2481 = tail call i64 @llvm.smax.i64(i64 %call2480, i64 0)
  %p2482 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2481
  %v2483 = load i32, ptr addrspace(1) %p2482, align 4
  %sitofp2484 = sitofp i32 %v2483 to float
  %fmul2485 = fmul float %sitofp2484, 5.000000e-01
  br label %endif2478

else2477:                                         ; preds = %then2474
  %p2486 = getelementptr inbounds float, ptr addrspace(1) %sel2312, i64 %add1200
  %v2487 = load float, ptr addrspace(1) %p2486, align 4
  br label %endif2478

endif2478:                                        ; preds = %else2477, %then2476
  %phi2488 = phi float [ %fmul2485, %then2476 ], [ %v2487, %else2477 ]
  %p2489 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.6, i64 %place1915
  store float %phi2488, ptr addrspace(3) %p2489, align 4
  br label %endif2475

then2490:                                         ; preds = %endif2475
  br i1 %cmp2, label %then2492, label %else2493

endif2491:                                        ; preds = %endif2494, %endif2475
  br i1 %cmp1363, label %then2506, label %endif2507

then2492:                                         ; preds = %then2490
  %sub2495 = add i64 %0, -1
  %call2496 = tail call i64 @llvm.smin.i64(i64 %add1280, i64 %sub2495)
  %call2497 = tail call i64 @llvm.smax.i64(i64 %call2496, i64 0)
  %p2498 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2497
  %v2499 = load i32, ptr addrspace(1) %p2498, align 4
  %sitofp2500 = sitofp i32 %v2499 to float
  %fmul2501 = fmul float %sitofp2500, 5.000000e-01
  br label %endif2494

else2493:                                         ; preds = %then2490
  %p2502 = getelementptr inbounds float, ptr addrspace(1) %sel2312, i64 %add1280
  %v2503 = load float, ptr addrspace(1) %p2502, align 4
  br label %endif2494

endif2494:                                        ; preds = %else2493, %then2492
  %phi2504 = phi float [ %fmul2501, %then2492 ], [ %v2503, %else2493 ]
  %p2505 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.6, i64 %place1924
  store float %phi2504, ptr addrspace(3) %p2505, align 4
  br label %endif2491

then2506:                                         ; preds = %endif2491
  br i1 %cmp2, label %then2508, label %else2509

endif2507:                                        ; preds = %endif2510, %endif2491
  br i1 %cmp1443, label %then2522, label %endif2523

then2508:                                         ; preds = %then2506
  %sub2511 = add i64 %0, -1
  %call2512 = tail call i64 @llvm.smin.i64(i64 %add1360, i64 %sub2511)
  %call2513 = tail call i64 @llvm.smax.i64(i64 %call2512, i64 0)
  %p2514 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2513
  %v2515 = load i32, ptr addrspace(1) %p2514, align 4
  %sitofp2516 = sitofp i32 %v2515 to float
  %fmul2517 = fmul float %sitofp2516, 5.000000e-01
  br label %endif2510

else2509:                                         ; preds = %then2506
  %p2518 = getelementptr inbounds float, ptr addrspace(1) %sel2312, i64 %add1360
  %v2519 = load float, ptr addrspace(1) %p2518, align 4
  br label %endif2510

endif2510:                                        ; preds = %else2509, %then2508
  %phi2520 = phi float [ %fmul2517, %then2508 ], [ %v2519, %else2509 ]
  %p2521 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.6, i64 %place1933
  store float %phi2520, ptr addrspace(3) %p2521, align 4
  br label %endif2507

then2522:                                         ; preds = %endif2507
  br i1 %cmp2, label %then2524, label %else2525

endif2523:                                        ; preds = %endif2526, %endif2507
  br i1 %cmp1523, label %then2538, label %endif2539

then2524:                                         ; preds = %then2522
  %sub2527 = add i64 %0, -1
  %call2528 = tail call i64 @llvm.smin.i64(i64 %add1440, i64 %sub2527)
  %call2529 = tail call i64 @llvm.smax.i64(i64 %call2528, i64 0)
  %p2530 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2529
  %v2531 = load i32, ptr addrspace(1) %p2530, align 4
  %sitofp2532 = sitofp i32 %v2531 to float
  %fmul2533 = fmul float %sitofp2532, 5.000000e-01
  br label %endif2526

else2525:                                         ; preds = %then2522
  %p2534 = getelementptr inbounds float, ptr addrspace(1) %sel2312, i64 %add1440
  %v2535 = load float, ptr addrspace(1) %p2534, align 4
  br label %endif2526

endif2526:                                        ; preds = %else2525, %then2524
  %phi2536 = phi float [ %fmul2533, %then2524 ], [ %v2535, %else2525 ]
  %p2537 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.6, i64 %place1942
  store float %phi2536, ptr addrspace(3) %p2537, align 4
  br label %endif2523

then2538:                                         ; preds = %endif2523
  br i1 %cmp2, label %then2540, label %else2541

endif2539:                                        ; preds = %endif2542, %endif2523
  br i1 %cmp1603, label %then2554, label %endif2555

then2540:                                         ; preds = %then2538
  %sub2543 = add i64 %0, -1
  %call2544 = tail call i64 @llvm.smin.i64(i64 %add1520, i64 %sub2543)
  %call2545 = tail call i64 @llvm.smax.i64(i64 %call2544, i64 0)
  %p2546 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2545
  %v2547 = load i32, ptr addrspace(1) %p2546, align 4
  %sitofp2548 = sitofp i32 %v2547 to float
  %fmul2549 = fmul float %sitofp2548, 5.000000e-01
  br label %endif2542

else2541:                                         ; preds = %then2538
  %p2550 = getelementptr inbounds float, ptr addrspace(1) %sel2312, i64 %add1520
  %v2551 = load float, ptr addrspace(1) %p2550, align 4
  br label %endif2542

endif2542:                                        ; preds = %else2541, %then2540
  %phi2552 = phi float [ %fmul2549, %then2540 ], [ %v2551, %else2541 ]
  %p2553 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.6, i64 %place1951
  store float %phi2552, ptr addrspace(3) %p2553, align 4
  br label %endif2539

then2554:                                         ; preds = %endif2539
  br i1 %cmp2, label %then2556, label %else2557

endif2555:                                        ; preds = %endif2558, %endif2539
  tail call void @llvm.nvvm.barrier0()
  br i1 %cmp2010, label %then2572, label %endif2573

then2556:                                         ; preds = %then2554
  %sub2559 = add i64 %0, -1
  %call2560 = tail call i64 @llvm.smin.i64(i64 %add1600, i64 %sub2559)
  %call2561 = tail call i64 @llvm.smax.i64(i64 %call2560, i64 0)
  %p2562 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2561
  %v2563 = load i32, ptr addrspace(1) %p2562, align 4
  %sitofp2564 = sitofp i32 %v2563 to float
  %fmul2565 = fmul float %sitofp2564, 5.000000e-01
  br label %endif2558

else2557:                                         ; preds = %then2554
  %p2566 = getelementptr inbounds float, ptr addrspace(1) %sel2312, i64 %add1600
  %v2567 = load float, ptr addrspace(1) %p2566, align 4
  br label %endif2558

endif2558:                                        ; preds = %else2557, %then2556
  %phi2568 = phi float [ %fmul2565, %then2556 ], [ %v2567, %else2557 ]
  %p2569 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.6, i64 %place1960
  store float %phi2568, ptr addrspace(3) %p2569, align 4
  br label %endif2555

then2572:                                         ; preds = %endif2555
  %v2575 = load i8, ptr addrspace(3) %p2026, align 1
  %digit2576 = zext i8 %v2575 to i64
  %p2577 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2576
  %v2578 = load i32, ptr addrspace(3) %p2577, align 4
  %to2580 = add i32 %v2578, %call
  %to2581 = zext i32 %to2580 to i64
  %v2583 = load float, ptr addrspace(3) %p2011, align 4
  %p2584 = getelementptr inbounds float, ptr addrspace(1) %sel2313, i64 %to2581
  store float %v2583, ptr addrspace(1) %p2584, align 4
  br label %endif2573

endif2573:                                        ; preds = %then2572, %endif2555
  br i1 %cmp2028, label %then2587, label %endif2588

then2587:                                         ; preds = %endif2573
  %v2590 = load i8, ptr addrspace(3) %p2045, align 1
  %digit2591 = zext i8 %v2590 to i64
  %p2592 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2591
  %v2593 = load i32, ptr addrspace(3) %p2592, align 4
  %t2594 = trunc nuw nsw i64 %add5 to i32
  %to2595 = add i32 %v2593, %t2594
  %to2596 = zext i32 %to2595 to i64
  %v2598 = load float, ptr addrspace(3) %p2029, align 4
  %p2599 = getelementptr inbounds float, ptr addrspace(1) %sel2313, i64 %to2596
  store float %v2598, ptr addrspace(1) %p2599, align 4
  br label %endif2588

endif2588:                                        ; preds = %then2587, %endif2573
  br i1 %cmp2047, label %then2602, label %endif2603

then2602:                                         ; preds = %endif2588
  %v2605 = load i8, ptr addrspace(3) %p2064, align 1
  %digit2606 = zext i8 %v2605 to i64
  %p2607 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2606
  %v2608 = load i32, ptr addrspace(3) %p2607, align 4
  %t2609 = trunc nuw nsw i64 %add7 to i32
  %to2610 = add i32 %v2608, %t2609
  %to2611 = zext i32 %to2610 to i64
  %v2613 = load float, ptr addrspace(3) %p2048, align 4
  %p2614 = getelementptr inbounds float, ptr addrspace(1) %sel2313, i64 %to2611
  store float %v2613, ptr addrspace(1) %p2614, align 4
  br label %endif2603

endif2603:                                        ; preds = %then2602, %endif2588
  br i1 %cmp2066, label %then2617, label %endif2618

then2617:                                         ; preds = %endif2603
  %v2620 = load i8, ptr addrspace(3) %p2083, align 1
  %digit2621 = zext i8 %v2620 to i64
  %p2622 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2621
  %v2623 = load i32, ptr addrspace(3) %p2622, align 4
  %t2624 = trunc nuw nsw i64 %add9 to i32
  %to2625 = add i32 %v2623, %t2624
  %to2626 = zext i32 %to2625 to i64
  %v2628 = load float, ptr addrspace(3) %p2067, align 4
  %p2629 = getelementptr inbounds float, ptr addrspace(1) %sel2313, i64 %to2626
  store float %v2628, ptr addrspace(1) %p2629, align 4
  br label %endif2618

endif2618:                                        ; preds = %then2617, %endif2603
  br i1 %cmp2085, label %then2632, label %endif2633

then2632:                                         ; preds = %endif2618
  %v2635 = load i8, ptr addrspace(3) %p2102, align 1
  %digit2636 = zext i8 %v2635 to i64
  %p2637 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2636
  %v2638 = load i32, ptr addrspace(3) %p2637, align 4
  %t2639 = trunc nuw nsw i64 %add11 to i32
  %to2640 = add i32 %v2638, %t2639
  %to2641 = zext i32 %to2640 to i64
  %v2643 = load float, ptr addrspace(3) %p2086, align 4
  %p2644 = getelementptr inbounds float, ptr addrspace(1) %sel2313, i64 %to2641
  store float %v2643, ptr addrspace(1) %p2644, align 4
  br label %endif2633

endif2633:                                        ; preds = %then2632, %endif2618
  br i1 %cmp2104, label %then2647, label %endif2648

then2647:                                         ; preds = %endif2633
  %v2650 = load i8, ptr addrspace(3) %p2121, align 1
  %digit2651 = zext i8 %v2650 to i64
  %p2652 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2651
  %v2653 = load i32, ptr addrspace(3) %p2652, align 4
  %t2654 = trunc nuw nsw i64 %add13 to i32
  %to2655 = add i32 %v2653, %t2654
  %to2656 = zext i32 %to2655 to i64
  %v2658 = load float, ptr addrspace(3) %p2105, align 4
  %p2659 = getelementptr inbounds float, ptr addrspace(1) %sel2313, i64 %to2656
  store float %v2658, ptr addrspace(1) %p2659, align 4
  br label %endif2648

endif2648:                                        ; preds = %then2647, %endif2633
  br i1 %cmp2123, label %then2662, label %endif2663

then2662:                                         ; preds = %endif2648
  %v2665 = load i8, ptr addrspace(3) %p2140, align 1
  %digit2666 = zext i8 %v2665 to i64
  %p2667 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2666
  %v2668 = load i32, ptr addrspace(3) %p2667, align 4
  %t2669 = trunc nuw nsw i64 %add15 to i32
  %to2670 = add i32 %v2668, %t2669
  %to2671 = zext i32 %to2670 to i64
  %v2673 = load float, ptr addrspace(3) %p2124, align 4
  %p2674 = getelementptr inbounds float, ptr addrspace(1) %sel2313, i64 %to2671
  store float %v2673, ptr addrspace(1) %p2674, align 4
  br label %endif2663

endif2663:                                        ; preds = %then2662, %endif2648
  br i1 %cmp2142, label %then2677, label %endif2678

then2677:                                         ; preds = %endif2663
  %v2680 = load i8, ptr addrspace(3) %p2159, align 1
  %digit2681 = zext i8 %v2680 to i64
  %p2682 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2681
  %v2683 = load i32, ptr addrspace(3) %p2682, align 4
  %t2684 = trunc nuw nsw i64 %add17 to i32
  %to2685 = add i32 %v2683, %t2684
  %to2686 = zext i32 %to2685 to i64
  %v2688 = load float, ptr addrspace(3) %p2143, align 4
  %p2689 = getelementptr inbounds float, ptr addrspace(1) %sel2313, i64 %to2686
  store float %v2688, ptr addrspace(1) %p2689, align 4
  br label %endif2678

endif2678:                                        ; preds = %then2677, %endif2663
  br i1 %cmp2161, label %then2692, label %endif2693

then2692:                                         ; preds = %endif2678
  %v2695 = load i8, ptr addrspace(3) %p2178, align 1
  %digit2696 = zext i8 %v2695 to i64
  %p2697 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2696
  %v2698 = load i32, ptr addrspace(3) %p2697, align 4
  %t2699 = trunc nuw nsw i64 %add2160 to i32
  %to2700 = add i32 %v2698, %t2699
  %to2701 = zext i32 %to2700 to i64
  %v2703 = load float, ptr addrspace(3) %p2162, align 4
  %p2704 = getelementptr inbounds float, ptr addrspace(1) %sel2313, i64 %to2701
  store float %v2703, ptr addrspace(1) %p2704, align 4
  br label %endif2693

endif2693:                                        ; preds = %then2692, %endif2678
  br i1 %cmp2180, label %then2707, label %endif2708

then2707:                                         ; preds = %endif2693
  %v2710 = load i8, ptr addrspace(3) %p2197, align 1
  %digit2711 = zext i8 %v2710 to i64
  %p2712 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2711
  %v2713 = load i32, ptr addrspace(3) %p2712, align 4
  %t2714 = trunc nuw nsw i64 %add2179 to i32
  %to2715 = add i32 %v2713, %t2714
  %to2716 = zext i32 %to2715 to i64
  %v2718 = load float, ptr addrspace(3) %p2181, align 4
  %p2719 = getelementptr inbounds float, ptr addrspace(1) %sel2313, i64 %to2716
  store float %v2718, ptr addrspace(1) %p2719, align 4
  br label %endif2708

endif2708:                                        ; preds = %then2707, %endif2693
  br i1 %cmp2199, label %then2722, label %endif2723

then2722:                                         ; preds = %endif2708
  %v2725 = load i8, ptr addrspace(3) %p2216, align 1
  %digit2726 = zext i8 %v2725 to i64
  %p2727 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2726
  %v2728 = load i32, ptr addrspace(3) %p2727, align 4
  %t2729 = trunc nuw nsw i64 %add2198 to i32
  %to2730 = add i32 %v2728, %t2729
  %to2731 = zext i32 %to2730 to i64
  %v2733 = load float, ptr addrspace(3) %p2200, align 4
  %p2734 = getelementptr inbounds float, ptr addrspace(1) %sel2313, i64 %to2731
  store float %v2733, ptr addrspace(1) %p2734, align 4
  br label %endif2723

endif2723:                                        ; preds = %then2722, %endif2708
  br i1 %cmp2218, label %then2737, label %endif2738

then2737:                                         ; preds = %endif2723
  %v2740 = load i8, ptr addrspace(3) %p2235, align 1
  %digit2741 = zext i8 %v2740 to i64
  %p2742 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2741
  %v2743 = load i32, ptr addrspace(3) %p2742, align 4
  %t2744 = trunc nuw nsw i64 %add2217 to i32
  %to2745 = add i32 %v2743, %t2744
  %to2746 = zext i32 %to2745 to i64
  %v2748 = load float, ptr addrspace(3) %p2219, align 4
  %p2749 = getelementptr inbounds float, ptr addrspace(1) %sel2313, i64 %to2746
  store float %v2748, ptr addrspace(1) %p2749, align 4
  br label %endif2738

endif2738:                                        ; preds = %then2737, %endif2723
  br i1 %cmp2237, label %then2752, label %endif2753

then2752:                                         ; preds = %endif2738
  %v2755 = load i8, ptr addrspace(3) %p2254, align 1
  %digit2756 = zext i8 %v2755 to i64
  %p2757 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2756
  %v2758 = load i32, ptr addrspace(3) %p2757, align 4
  %t2759 = trunc nuw nsw i64 %add2236 to i32
  %to2760 = add i32 %v2758, %t2759
  %to2761 = zext i32 %to2760 to i64
  %v2763 = load float, ptr addrspace(3) %p2238, align 4
  %p2764 = getelementptr inbounds float, ptr addrspace(1) %sel2313, i64 %to2761
  store float %v2763, ptr addrspace(1) %p2764, align 4
  br label %endif2753

endif2753:                                        ; preds = %then2752, %endif2738
  br i1 %cmp2256, label %then2767, label %endif2768

then2767:                                         ; preds = %endif2753
  %v2770 = load i8, ptr addrspace(3) %p2273, align 1
  %digit2771 = zext i8 %v2770 to i64
  %p2772 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2771
  %v2773 = load i32, ptr addrspace(3) %p2772, align 4
  %t2774 = trunc nuw nsw i64 %add2255 to i32
  %to2775 = add i32 %v2773, %t2774
  %to2776 = zext i32 %to2775 to i64
  %v2778 = load float, ptr addrspace(3) %p2257, align 4
  %p2779 = getelementptr inbounds float, ptr addrspace(1) %sel2313, i64 %to2776
  store float %v2778, ptr addrspace(1) %p2779, align 4
  br label %endif2768

endif2768:                                        ; preds = %then2767, %endif2753
  br i1 %cmp2275, label %then2782, label %endif2783

then2782:                                         ; preds = %endif2768
  %v2785 = load i8, ptr addrspace(3) %p2292, align 1
  %digit2786 = zext i8 %v2785 to i64
  %p2787 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2786
  %v2788 = load i32, ptr addrspace(3) %p2787, align 4
  %t2789 = trunc nuw nsw i64 %add2274 to i32
  %to2790 = add i32 %v2788, %t2789
  %to2791 = zext i32 %to2790 to i64
  %v2793 = load float, ptr addrspace(3) %p2276, align 4
  %p2794 = getelementptr inbounds float, ptr addrspace(1) %sel2313, i64 %to2791
  store float %v2793, ptr addrspace(1) %p2794, align 4
  br label %endif2783

endif2783:                                        ; preds = %then2782, %endif2768
  br i1 %cmp2294, label %then2797, label %endif2798

then2797:                                         ; preds = %endif2783
  %v2800 = load i8, ptr addrspace(3) %p2311, align 1
  %digit2801 = zext i8 %v2800 to i64
  %p2802 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %digit2801
  %v2803 = load i32, ptr addrspace(3) %p2802, align 4
  %t2804 = trunc nuw nsw i64 %add2293 to i32
  %to2805 = add i32 %v2803, %t2804
  %to2806 = zext i32 %to2805 to i64
  %v2808 = load float, ptr addrspace(3) %p2295, align 4
  %p2809 = getelementptr inbounds float, ptr addrspace(1) %sel2313, i64 %to2806
  store float %v2808, ptr addrspace(1) %p2809, align 4
  br label %endif2798

endif2798:                                        ; preds = %then2797, %endif2783
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
