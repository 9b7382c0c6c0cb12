; ModuleID = 'systole_sort_by_key_u32_f32'
source_filename = "systole_sort_by_key_u32_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@scan.shared = internal addrspace(3) global [1024 x i32] undef, align 8
@scan.shared.1 = internal addrspace(3) global [2048 x i32] undef, align 8
@scan.shared.2 = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 8
@scan.shared.3 = internal unnamed_addr addrspace(3) global [8 x i32] undef, align 8
@scan.shared.4 = internal unnamed_addr addrspace(3) global [3584 x i64] undef, align 8
@scan.shared.5.0 = internal unnamed_addr addrspace(3) global i32 undef, align 8
@scan.shared.5.1 = internal unnamed_addr addrspace(3) global i32 undef, align 8
@scan.shared.6 = internal unnamed_addr addrspace(3) global [7168 x i8] undef, align 8

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
  %add7 = add i64 %2, 2047
  %chunks358 = lshr i64 %add7, 11
  %call8 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %sreg9 = zext nneg i32 %call8 to i64
  %call10 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %sreg11 = zext nneg i32 %call10 to i64
  %cmp = icmp ugt i64 %chunks358, %sreg9
  br i1 %cmp, label %stride.body.preheader, label %stride.exit

stride.body.preheader:                            ; preds = %entry
  %sub77 = add i64 %2, -1
  %sub80 = add i64 %0, -1
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %endif310
  %i = phi i64 [ %add328, %endif310 ], [ %sreg9, %stride.body.preheader ]
  %mul = shl i64 %i, 11
  %add12 = or disjoint i64 %mul, %sreg
  %mul14 = add i64 %mul, 2048
  %cmp15 = icmp sle i64 %mul14, %2
  br i1 %cmp15, label %then, label %else

stride.exit:                                      ; preds = %endif310, %entry
  tail call void @llvm.nvvm.barrier0()
  %v332 = load i32, ptr addrspace(3) %p, align 4
  %cmp333.not = icmp eq i32 %v332, 0
  br i1 %cmp333.not, label %endif335, label %then334

then:                                             ; preds = %stride.body
  %call18 = tail call i64 @llvm.smin.i64(i64 %add12, i64 %sub80)
  %call19 = tail call i64 @llvm.smax.i64(i64 %call18, i64 0)
  %add21 = or disjoint i64 %add12, 256
  %call23 = tail call i64 @llvm.smin.i64(i64 %add21, i64 %sub80)
  %call24 = tail call i64 @llvm.smax.i64(i64 %call23, i64 0)
  %add29 = or disjoint i64 %add12, 512
  %call31 = tail call i64 @llvm.smin.i64(i64 %add29, i64 %sub80)
  %call32 = tail call i64 @llvm.smax.i64(i64 %call31, i64 0)
  %add37 = or disjoint i64 %add12, 768
  %call39 = tail call i64 @llvm.smin.i64(i64 %add37, i64 %sub80)
  %call40 = tail call i64 @llvm.smax.i64(i64 %call39, i64 0)
  %add45 = or disjoint i64 %add12, 1024
  %call47 = tail call i64 @llvm.smin.i64(i64 %add45, i64 %sub80)
  %call48 = tail call i64 @llvm.smax.i64(i64 %call47, i64 0)
  %add53 = or disjoint i64 %add12, 1280
  %call55 = tail call i64 @llvm.smin.i64(i64 %add53, i64 %sub80)
  %call56 = tail call i64 @llvm.smax.i64(i64 %call55, i64 0)
  %add61 = or disjoint i64 %add12, 1536
  %call63 = tail call i64 @llvm.smin.i64(i64 %add61, i64 %sub80)
  %call64 = tail call i64 @llvm.smax.i64(i64 %call63, i64 0)
  %add69 = or disjoint i64 %add12, 1792
  br label %endif

else:                                             ; preds = %stride.body
  %call79 = tail call i64 @llvm.smin.i64(i64 %add12, i64 %sub77)
  %call81 = tail call i64 @llvm.smin.i64(i64 %call79, i64 %sub80)
  %call82 = tail call i64 @llvm.smax.i64(i64 %call81, i64 0)
  %add87 = or disjoint i64 %add12, 256
  %call88 = tail call i64 @llvm.smin.i64(i64 %add87, i64 %sub77)
  %call90 = tail call i64 @llvm.smin.i64(i64 %call88, i64 %sub80)
  %call91 = tail call i64 @llvm.smax.i64(i64 %call90, i64 0)
  %add96 = or disjoint i64 %add12, 512
  %call97 = tail call i64 @llvm.smin.i64(i64 %add96, i64 %sub77)
  %call99 = tail call i64 @llvm.smin.i64(i64 %call97, i64 %sub80)
  %call100 = tail call i64 @llvm.smax.i64(i64 %call99, i64 0)
  %add105 = or disjoint i64 %add12, 768
  %call106 = tail call i64 @llvm.smin.i64(i64 %add105, i64 %sub77)
  %call108 = tail call i64 @llvm.smin.i64(i64 %call106, i64 %sub80)
  %call109 = tail call i64 @llvm.smax.i64(i64 %call108, i64 0)
  %add114 = or disjoint i64 %add12, 1024
  %call115 = tail call i64 @llvm.smin.i64(i64 %add114, i64 %sub77)
  %call117 = tail call i64 @llvm.smin.i64(i64 %call115, i64 %sub80)
  %call118 = tail call i64 @llvm.smax.i64(i64 %call117, i64 0)
  %add123 = or disjoint i64 %add12, 1280
  %call124 = tail call i64 @llvm.smin.i64(i64 %add123, i64 %sub77)
  %call126 = tail call i64 @llvm.smin.i64(i64 %call124, i64 %sub80)
  %call127 = tail call i64 @llvm.smax.i64(i64 %call126, i64 0)
  %add132 = or disjoint i64 %add12, 1536
  %call133 = tail call i64 @llvm.smin.i64(i64 %add132, i64 %sub77)
  %call135 = tail call i64 @llvm.smin.i64(i64 %call133, i64 %sub80)
  %call136 = tail call i64 @llvm.smax.i64(i64 %call135, i64 0)
  %add141 = or disjoint i64 %add12, 1792
  %call142 = tail call i64 @llvm.smin.i64(i64 %add141, i64 %sub77)
  br label %endif

endif:                                            ; preds = %else, %then
  %call142.sink = phi i64 [ %call142, %else ], [ %add69, %then ]
  %call19.pn = phi i64 [ %call82, %else ], [ %call19, %then ]
  %call24.pn = phi i64 [ %call91, %else ], [ %call24, %then ]
  %call32.pn = phi i64 [ %call100, %else ], [ %call32, %then ]
  %call40.pn = phi i64 [ %call109, %else ], [ %call40, %then ]
  %call48.pn = phi i64 [ %call118, %else ], [ %call48, %then ]
  %call56.pn = phi i64 [ %call127, %else ], [ %call56, %then ]
  %call64.pn = phi i64 [ %call136, %else ], [ %call64, %then ]
  %call144 = tail call i64 @llvm.smin.i64(i64 %call142.sink, i64 %sub80)
  %call145 = tail call i64 @llvm.smax.i64(i64 %call144, i64 0)
  %phi156.in = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call145
  %phi156 = load i32, ptr addrspace(1) %phi156.in, align 4
  %phi155.in = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call64.pn
  %phi155 = load i32, ptr addrspace(1) %phi155.in, align 4
  %phi154.in = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call56.pn
  %phi154 = load i32, ptr addrspace(1) %phi154.in, align 4
  %phi153.in = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call48.pn
  %phi153 = load i32, ptr addrspace(1) %phi153.in, align 4
  %phi152.in = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call40.pn
  %phi152 = load i32, ptr addrspace(1) %phi152.in, align 4
  %phi151.in = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call32.pn
  %phi151 = load i32, ptr addrspace(1) %phi151.in, align 4
  %phi150.in = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call24.pn
  %phi150 = load i32, ptr addrspace(1) %phi150.in, align 4
  %cmp158 = icmp slt i64 %add12, %2
  %inside = or i1 %cmp15, %cmp158
  br i1 %inside, label %then159, label %endif160

then159:                                          ; preds = %endif
  %phi.in = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call19.pn
  %phi = load i32, ptr addrspace(1) %phi.in, align 4
  %k = zext i32 %phi to i64
  %digit = and i64 %k, 255
  %count = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %digit
  %13 = atomicrmw add ptr addrspace(3) %count, i32 1 monotonic, align 4
  %s162 = lshr i64 %k, 8
  %digit163 = and i64 %s162, 255
  %add164 = or disjoint i64 %digit163, 256
  %count165 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %add164
  %14 = atomicrmw add ptr addrspace(3) %count165, i32 1 monotonic, align 4
  %s166 = lshr i64 %k, 16
  %digit167 = and i64 %s166, 255
  %add168 = or disjoint i64 %digit167, 512
  %count169 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %add168
  %15 = atomicrmw add ptr addrspace(3) %count169, i32 1 monotonic, align 4
  %s170 = lshr i64 %k, 24
  %add172 = or disjoint i64 %s170, 768
  %count173 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %add172
  %16 = atomicrmw add ptr addrspace(3) %count173, i32 1 monotonic, align 4
  br label %endif160

endif160:                                         ; preds = %then159, %endif
  %add174 = or disjoint i64 %add12, 256
  %cmp175 = icmp slt i64 %add174, %2
  %inside176 = or i1 %cmp15, %cmp175
  br i1 %inside176, label %then177, label %endif178

then177:                                          ; preds = %endif160
  %k179 = zext i32 %phi150 to i64
  %digit181 = and i64 %k179, 255
  %count183 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %digit181
  %17 = atomicrmw add ptr addrspace(3) %count183, i32 1 monotonic, align 4
  %s184 = lshr i64 %k179, 8
  %digit185 = and i64 %s184, 255
  %add186 = or disjoint i64 %digit185, 256
  %count187 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %add186
  %18 = atomicrmw add ptr addrspace(3) %count187, i32 1 monotonic, align 4
  %s188 = lshr i64 %k179, 16
  %digit189 = and i64 %s188, 255
  %add190 = or disjoint i64 %digit189, 512
  %count191 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %add190
  %19 = atomicrmw add ptr addrspace(3) %count191, i32 1 monotonic, align 4
  %s192 = lshr i64 %k179, 24
  %add194 = or disjoint i64 %s192, 768
  %count195 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %add194
  %20 = atomicrmw add ptr addrspace(3) %count195, i32 1 monotonic, align 4
  br label %endif178

endif178:                                         ; preds = %then177, %endif160
  %add196 = or disjoint i64 %add12, 512
  %cmp197 = icmp slt i64 %add196, %2
  %inside198 = or i1 %cmp15, %cmp197
  br i1 %inside198, label %then199, label %endif200

then199:                                          ; preds = %endif178
  %k201 = zext i32 %phi151 to i64
  %digit203 = and i64 %k201, 255
  %count205 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %digit203
  %21 = atomicrmw add ptr addrspace(3) %count205, i32 1 monotonic, align 4
  %s206 = lshr i64 %k201, 8
  %digit207 = and i64 %s206, 255
  %add208 = or disjoint i64 %digit207, 256
  %count209 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %add208
  %22 = atomicrmw add ptr addrspace(3) %count209, i32 1 monotonic, align 4
  %s210 = lshr i64 %k201, 16
  %digit211 = and i64 %s210, 255
  %add212 = or disjoint i64 %digit211, 512
  %count213 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %add212
  %23 = atomicrmw add ptr addrspace(3) %count213, i32 1 monotonic, align 4
  %s214 = lshr i64 %k201, 24
  %add216 = or disjoint i64 %s214, 768
  %count217 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %add216
  %24 = atomicrmw add ptr addrspace(3) %count217, i32 1 monotonic, align 4
  br label %endif200

endif200:                                         ; preds = %then199, %endif178
  %add218 = or disjoint i64 %add12, 768
  %cmp219 = icmp slt i64 %add218, %2
  %inside220 = or i1 %cmp15, %cmp219
  br i1 %inside220, label %then221, label %endif222

then221:                                          ; preds = %endif200
  %k223 = zext i32 %phi152 to i64
  %digit225 = and i64 %k223, 255
  %count227 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %digit225
  %25 = atomicrmw add ptr addrspace(3) %count227, i32 1 monotonic, align 4
  %s228 = lshr i64 %k223, 8
  %digit229 = and i64 %s228, 255
  %add230 = or disjoint i64 %digit229, 256
  %count231 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %add230
  %26 = atomicrmw add ptr addrspace(3) %count231, i32 1 monotonic, align 4
  %s232 = lshr i64 %k223, 16
  %digit233 = and i64 %s232, 255
  %add234 = or disjoint i64 %digit233, 512
  %count235 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %add234
  %27 = atomicrmw add ptr addrspace(3) %count235, i32 1 monotonic, align 4
  %s236 = lshr i64 %k223, 24
  %add238 = or disjoint i64 %s236, 768
  %count239 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %add238
  %28 = atomicrmw add ptr addrspace(3) %count239, i32 1 monotonic, align 4
  br label %endif222

endif222:                                         ; preds = %then221, %endif200
  %add240 = or disjoint i64 %add12, 1024
  %cmp241 = icmp slt i64 %add240, %2
  %inside242 = or i1 %cmp15, %cmp241
  br i1 %inside242, label %then243, label %endif244

then243:                                          ; preds = %endif222
  %k245 = zext i32 %phi153 to i64
  %digit247 = and i64 %k245, 255
  %count249 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %digit247
  %29 = atomicrmw add ptr addrspace(3) %count249, i32 1 monotonic, align 4
  %s250 = lshr i64 %k245, 8
  %digit251 = and i64 %s250, 255
  %add252 = or disjoint i64 %digit251, 256
  %count253 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %add252
  %30 = atomicrmw add ptr addrspace(3) %count253, i32 1 monotonic, align 4
  %s254 = lshr i64 %k245, 16
  %digit255 = and i64 %s254, 255
  %add256 = or disjoint i64 %digit255, 512
  %count257 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %add256
  %31 = atomicrmw add ptr addrspace(3) %count257, i32 1 monotonic, align 4
  %s258 = lshr i64 %k245, 24
  %add260 = or disjoint i64 %s258, 768
  %count261 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %add260
  %32 = atomicrmw add ptr addrspace(3) %count261, i32 1 monotonic, align 4
  br label %endif244

endif244:                                         ; preds = %then243, %endif222
  %add262 = or disjoint i64 %add12, 1280
  %cmp263 = icmp slt i64 %add262, %2
  %inside264 = or i1 %cmp15, %cmp263
  br i1 %inside264, label %then265, label %endif266

then265:                                          ; preds = %endif244
  %k267 = zext i32 %phi154 to i64
  %digit269 = and i64 %k267, 255
  %count271 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %digit269
  %33 = atomicrmw add ptr addrspace(3) %count271, i32 1 monotonic, align 4
  %s272 = lshr i64 %k267, 8
  %digit273 = and i64 %s272, 255
  %add274 = or disjoint i64 %digit273, 256
  %count275 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %add274
  %34 = atomicrmw add ptr addrspace(3) %count275, i32 1 monotonic, align 4
  %s276 = lshr i64 %k267, 16
  %digit277 = and i64 %s276, 255
  %add278 = or disjoint i64 %digit277, 512
  %count279 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %add278
  %35 = atomicrmw add ptr addrspace(3) %count279, i32 1 monotonic, align 4
  %s280 = lshr i64 %k267, 24
  %add282 = or disjoint i64 %s280, 768
  %count283 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %add282
  %36 = atomicrmw add ptr addrspace(3) %count283, i32 1 monotonic, align 4
  br label %endif266

endif266:                                         ; preds = %then265, %endif244
  %add284 = or disjoint i64 %add12, 1536
  %cmp285 = icmp slt i64 %add284, %2
  %inside286 = or i1 %cmp15, %cmp285
  br i1 %inside286, label %then287, label %endif288

then287:                                          ; preds = %endif266
  %k289 = zext i32 %phi155 to i64
  %digit291 = and i64 %k289, 255
  %count293 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %digit291
  %37 = atomicrmw add ptr addrspace(3) %count293, i32 1 monotonic, align 4
  %s294 = lshr i64 %k289, 8
  %digit295 = and i64 %s294, 255
  %add296 = or disjoint i64 %digit295, 256
  %count297 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %add296
  %38 = atomicrmw add ptr addrspace(3) %count297, i32 1 monotonic, align 4
  %s298 = lshr i64 %k289, 16
  %digit299 = and i64 %s298, 255
  %add300 = or disjoint i64 %digit299, 512
  %count301 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %add300
  %39 = atomicrmw add ptr addrspace(3) %count301, i32 1 monotonic, align 4
  %s302 = lshr i64 %k289, 24
  %add304 = or disjoint i64 %s302, 768
  %count305 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %add304
  %40 = atomicrmw add ptr addrspace(3) %count305, i32 1 monotonic, align 4
  br label %endif288

endif288:                                         ; preds = %then287, %endif266
  %add306 = or disjoint i64 %add12, 1792
  %cmp307 = icmp slt i64 %add306, %2
  %inside308 = or i1 %cmp15, %cmp307
  br i1 %inside308, label %then309, label %endif310

then309:                                          ; preds = %endif288
  %k311 = zext i32 %phi156 to i64
  %digit313 = and i64 %k311, 255
  %count315 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %digit313
  %41 = atomicrmw add ptr addrspace(3) %count315, i32 1 monotonic, align 4
  %s316 = lshr i64 %k311, 8
  %digit317 = and i64 %s316, 255
  %add318 = or disjoint i64 %digit317, 256
  %count319 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %add318
  %42 = atomicrmw add ptr addrspace(3) %count319, i32 1 monotonic, align 4
  %s320 = lshr i64 %k311, 16
  %digit321 = and i64 %s320, 255
  %add322 = or disjoint i64 %digit321, 512
  %count323 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %add322
  %43 = atomicrmw add ptr addrspace(3) %count323, i32 1 monotonic, align 4
  %s324 = lshr i64 %k311, 24
  %add326 = or disjoint i64 %s324, 768
  %count327 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %add326
  %44 = atomicrmw add ptr addrspace(3) %count327, i32 1 monotonic, align 4
  br label %endif310

endif310:                                         ; preds = %then309, %endif288
  %add328 = add i64 %i, %sreg11
  %cmp329 = icmp ult i64 %add328, %chunks358
  br i1 %cmp329, label %stride.body, label %stride.exit

then334:                                          ; preds = %stride.exit
  %count336 = getelementptr inbounds i32, ptr addrspace(1) %9, i64 %sreg
  %45 = atomicrmw add ptr addrspace(1) %count336, i32 %v332 monotonic, align 4
  br label %endif335

endif335:                                         ; preds = %then334, %stride.exit
  %v339 = load i32, ptr addrspace(3) %p2, align 4
  %cmp340.not = icmp eq i32 %v339, 0
  br i1 %cmp340.not, label %endif342, label %then341

then341:                                          ; preds = %endif335
  %count343 = getelementptr inbounds i32, ptr addrspace(1) %9, i64 %add1
  %46 = atomicrmw add ptr addrspace(1) %count343, i32 %v339 monotonic, align 4
  br label %endif342

endif342:                                         ; preds = %then341, %endif335
  %v346 = load i32, ptr addrspace(3) %p4, align 4
  %cmp347.not = icmp eq i32 %v346, 0
  br i1 %cmp347.not, label %endif349, label %then348

then348:                                          ; preds = %endif342
  %count350 = getelementptr inbounds i32, ptr addrspace(1) %9, i64 %add3
  %47 = atomicrmw add ptr addrspace(1) %count350, i32 %v346 monotonic, align 4
  br label %endif349

endif349:                                         ; preds = %then348, %endif342
  %v353 = load i32, ptr addrspace(3) %p6, align 4
  %cmp354.not = icmp eq i32 %v353, 0
  br i1 %cmp354.not, label %endif356, label %then355

then355:                                          ; preds = %endif349
  %count357 = getelementptr inbounds i32, ptr addrspace(1) %9, i64 %add5
  %48 = atomicrmw add ptr addrspace(1) %count357, i32 %v353 monotonic, align 4
  br label %endif356

endif356:                                         ; preds = %then355, %endif349
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

define void @systole_sort_by_key_u32_f32_digit(i64 %0, ptr addrspace(1) noalias readonly %1, i64 %2, ptr addrspace(1) noalias %3, ptr addrspace(1) noalias %4, ptr addrspace(1) noalias %5, ptr addrspace(1) noalias %6, ptr addrspace(1) noalias %7, ptr addrspace(1) noalias %8, ptr addrspace(1) noalias nocapture readonly %9, ptr addrspace(1) noalias %10, i64 %11, i64 %12) local_unnamed_addr {
entry:
  %ordinal = and i64 %12, 255
  %odd = and i64 %12, 1
  %cmp1.not = icmp eq i64 %odd, 0
  %cmp2 = icmp eq i64 %ordinal, 0
  %call = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %cmp3 = icmp eq i32 %call, 0
  %t = trunc i64 %11 to i32
  br i1 %cmp3, label %then, label %endif

then:                                             ; preds = %entry
  %counter = getelementptr inbounds i32, ptr addrspace(1) %10, i64 %ordinal
  %13 = atomicrmw add ptr addrspace(1) %counter, i32 1 monotonic, align 4
  store i32 %13, ptr addrspace(3) @scan.shared.5.0, align 8
  store i32 %t, ptr addrspace(3) @scan.shared.5.1, align 8
  br label %endif

endif:                                            ; preds = %entry, %then
  %14 = zext nneg i32 %call to i64
  %p = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %14
  store i32 0, ptr addrspace(3) %p, align 4
  %add4 = or disjoint i32 %call, 256
  %15 = zext nneg i32 %add4 to i64
  %p5 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %15
  store i32 0, ptr addrspace(3) %p5, align 4
  %add6 = or disjoint i32 %call, 512
  %16 = zext nneg i32 %add6 to i64
  %p7 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %16
  store i32 0, ptr addrspace(3) %p7, align 4
  %add8 = or disjoint i32 %call, 768
  %17 = zext nneg i32 %add8 to i64
  %p9 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %17
  store i32 0, ptr addrspace(3) %p9, align 4
  %add10 = or disjoint i32 %call, 1024
  %18 = zext nneg i32 %add10 to i64
  %p11 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %18
  store i32 0, ptr addrspace(3) %p11, align 4
  %add12 = or disjoint i32 %call, 1280
  %19 = zext nneg i32 %add12 to i64
  %p13 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %19
  store i32 0, ptr addrspace(3) %p13, align 4
  %add14 = or disjoint i32 %call, 1536
  %20 = zext nneg i32 %add14 to i64
  %p15 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %20
  store i32 0, ptr addrspace(3) %p15, align 4
  %add16 = or disjoint i32 %call, 1792
  %21 = zext nneg i32 %add16 to i64
  %p17 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %21
  store i32 0, ptr addrspace(3) %p17, align 4
  tail call void @llvm.nvvm.barrier0()
  %v = load i32, ptr addrspace(3) @scan.shared.5.0, align 8
  %tile = zext i32 %v to i64
  %lane = and i32 %call, 31
  %w = lshr i32 %call, 5
  %mul = mul nuw nsw i64 %tile, 7168
  %sub = sub i64 %2, %mul
  %call19 = tail call i64 @llvm.smin.i64(i64 %sub, i64 7168)
  %t20 = trunc i64 %call19 to i32
  %sel = select i1 %cmp1.not, ptr addrspace(1) %8, ptr addrspace(1) %7
  %cmp21 = icmp eq i32 %t20, 7168
  %at27 = mul nuw nsw i32 %w, 896
  %at28 = or disjoint i32 %at27, %lane
  %at29 = zext nneg i32 %at28 to i64
  br i1 %cmp21, label %then22, label %else

then22:                                           ; preds = %endif
  br i1 %cmp2, label %then24, label %else25

else:                                             ; preds = %endif
  %add590 = add nuw nsw i64 %mul, %at29
  %sub591 = add i64 %2, -1
  %call592 = tail call i64 @llvm.smin.i64(i64 %add590, i64 %sub591)
  br i1 %cmp2, label %then583, label %else584

endif23:                                          ; preds = %then583, %else584, %then24, %else25
  %at1423.pre-phi = phi i32 [ %at966, %then583 ], [ %at1223, %else584 ], [ %at350, %then24 ], [ %at551, %else25 ]
  %at1418.pre-phi = phi i32 [ %at952, %then583 ], [ %at1214, %else584 ], [ %at338, %then24 ], [ %at544, %else25 ]
  %at1413.pre-phi = phi i32 [ %at938, %then583 ], [ %at1205, %else584 ], [ %at326, %then24 ], [ %at537, %else25 ]
  %at1408.pre-phi = phi i32 [ %at924, %then583 ], [ %at1196, %else584 ], [ %at314, %then24 ], [ %at530, %else25 ]
  %at1403.pre-phi = phi i32 [ %at910, %then583 ], [ %at1187, %else584 ], [ %at302, %then24 ], [ %at523, %else25 ]
  %at1398.pre-phi = phi i32 [ %at896, %then583 ], [ %at1178, %else584 ], [ %at290, %then24 ], [ %at516, %else25 ]
  %at1393.pre-phi = phi i32 [ %at882, %then583 ], [ %at1169, %else584 ], [ %at278, %then24 ], [ %at509, %else25 ]
  %at1388.pre-phi = phi i32 [ %at868, %then583 ], [ %at1160, %else584 ], [ %at266, %then24 ], [ %at502, %else25 ]
  %at1383.pre-phi = phi i32 [ %at854, %then583 ], [ %at1151, %else584 ], [ %at254, %then24 ], [ %at495, %else25 ]
  %at1378.pre-phi = phi i32 [ %at840, %then583 ], [ %at1142, %else584 ], [ %at242, %then24 ], [ %at488, %else25 ]
  %at1373.pre-phi = phi i32 [ %at826, %then583 ], [ %at1133, %else584 ], [ %at230, %then24 ], [ %at481, %else25 ]
  %at1368.pre-phi = phi i32 [ %at812, %then583 ], [ %at1124, %else584 ], [ %at218, %then24 ], [ %at474, %else25 ]
  %at1363.pre-phi = phi i32 [ %at798, %then583 ], [ %at1115, %else584 ], [ %at206, %then24 ], [ %at467, %else25 ]
  %at1358.pre-phi = phi i32 [ %at784, %then583 ], [ %at1106, %else584 ], [ %at194, %then24 ], [ %at460, %else25 ]
  %at1353.pre-phi = phi i32 [ %at770, %then583 ], [ %at1097, %else584 ], [ %at182, %then24 ], [ %at453, %else25 ]
  %at1348.pre-phi = phi i32 [ %at756, %then583 ], [ %at1088, %else584 ], [ %at170, %then24 ], [ %at446, %else25 ]
  %at1343.pre-phi = phi i32 [ %at742, %then583 ], [ %at1079, %else584 ], [ %at158, %then24 ], [ %at439, %else25 ]
  %at1338.pre-phi = phi i32 [ %at728, %then583 ], [ %at1070, %else584 ], [ %at146, %then24 ], [ %at432, %else25 ]
  %at1333.pre-phi = phi i32 [ %at714, %then583 ], [ %at1061, %else584 ], [ %at134, %then24 ], [ %at425, %else25 ]
  %at1328.pre-phi = phi i32 [ %at700, %then583 ], [ %at1052, %else584 ], [ %at122, %then24 ], [ %at418, %else25 ]
  %at1323.pre-phi = phi i32 [ %at686, %then583 ], [ %at1043, %else584 ], [ %at110, %then24 ], [ %at411, %else25 ]
  %at1318.pre-phi = phi i32 [ %at672, %then583 ], [ %at1034, %else584 ], [ %at98, %then24 ], [ %at404, %else25 ]
  %at1313.pre-phi = phi i32 [ %at658, %then583 ], [ %at1025, %else584 ], [ %at86, %then24 ], [ %at397, %else25 ]
  %at1308.pre-phi = phi i32 [ %at644, %then583 ], [ %at1016, %else584 ], [ %at74, %then24 ], [ %at390, %else25 ]
  %at1303.pre-phi = phi i32 [ %at630, %then583 ], [ %at1007, %else584 ], [ %at62, %then24 ], [ %at383, %else25 ]
  %at1298.pre-phi = phi i32 [ %at616, %then583 ], [ %at998, %else584 ], [ %at50, %then24 ], [ %at376, %else25 ]
  %at1293.pre-phi = phi i32 [ %at602, %then583 ], [ %at989, %else584 ], [ %at38, %then24 ], [ %at369, %else25 ]
  %phi1258.in = phi ptr addrspace(1) [ %p596, %then583 ], [ %p985, %else584 ], [ %p34, %then24 ], [ %p365, %else25 ]
  %phi1259.in = phi ptr addrspace(1) [ %p610, %then583 ], [ %p994, %else584 ], [ %p44, %then24 ], [ %p372, %else25 ]
  %phi1260.in = phi ptr addrspace(1) [ %p624, %then583 ], [ %p1003, %else584 ], [ %p56, %then24 ], [ %p379, %else25 ]
  %phi1261.in = phi ptr addrspace(1) [ %p638, %then583 ], [ %p1012, %else584 ], [ %p68, %then24 ], [ %p386, %else25 ]
  %phi1262.in = phi ptr addrspace(1) [ %p652, %then583 ], [ %p1021, %else584 ], [ %p80, %then24 ], [ %p393, %else25 ]
  %phi1263.in = phi ptr addrspace(1) [ %p666, %then583 ], [ %p1030, %else584 ], [ %p92, %then24 ], [ %p400, %else25 ]
  %phi1264.in = phi ptr addrspace(1) [ %p680, %then583 ], [ %p1039, %else584 ], [ %p104, %then24 ], [ %p407, %else25 ]
  %phi1265.in = phi ptr addrspace(1) [ %p694, %then583 ], [ %p1048, %else584 ], [ %p116, %then24 ], [ %p414, %else25 ]
  %phi1266.in = phi ptr addrspace(1) [ %p708, %then583 ], [ %p1057, %else584 ], [ %p128, %then24 ], [ %p421, %else25 ]
  %phi1267.in = phi ptr addrspace(1) [ %p722, %then583 ], [ %p1066, %else584 ], [ %p140, %then24 ], [ %p428, %else25 ]
  %phi1268.in = phi ptr addrspace(1) [ %p736, %then583 ], [ %p1075, %else584 ], [ %p152, %then24 ], [ %p435, %else25 ]
  %phi1269.in = phi ptr addrspace(1) [ %p750, %then583 ], [ %p1084, %else584 ], [ %p164, %then24 ], [ %p442, %else25 ]
  %phi1270.in = phi ptr addrspace(1) [ %p764, %then583 ], [ %p1093, %else584 ], [ %p176, %then24 ], [ %p449, %else25 ]
  %phi1271.in = phi ptr addrspace(1) [ %p778, %then583 ], [ %p1102, %else584 ], [ %p188, %then24 ], [ %p456, %else25 ]
  %phi1272.in = phi ptr addrspace(1) [ %p792, %then583 ], [ %p1111, %else584 ], [ %p200, %then24 ], [ %p463, %else25 ]
  %phi1273.in = phi ptr addrspace(1) [ %p806, %then583 ], [ %p1120, %else584 ], [ %p212, %then24 ], [ %p470, %else25 ]
  %phi1274.in = phi ptr addrspace(1) [ %p820, %then583 ], [ %p1129, %else584 ], [ %p224, %then24 ], [ %p477, %else25 ]
  %phi1275.in = phi ptr addrspace(1) [ %p834, %then583 ], [ %p1138, %else584 ], [ %p236, %then24 ], [ %p484, %else25 ]
  %phi1276.in = phi ptr addrspace(1) [ %p848, %then583 ], [ %p1147, %else584 ], [ %p248, %then24 ], [ %p491, %else25 ]
  %phi1277.in = phi ptr addrspace(1) [ %p862, %then583 ], [ %p1156, %else584 ], [ %p260, %then24 ], [ %p498, %else25 ]
  %phi1278.in = phi ptr addrspace(1) [ %p876, %then583 ], [ %p1165, %else584 ], [ %p272, %then24 ], [ %p505, %else25 ]
  %phi1279.in = phi ptr addrspace(1) [ %p890, %then583 ], [ %p1174, %else584 ], [ %p284, %then24 ], [ %p512, %else25 ]
  %phi1280.in = phi ptr addrspace(1) [ %p904, %then583 ], [ %p1183, %else584 ], [ %p296, %then24 ], [ %p519, %else25 ]
  %phi1281.in = phi ptr addrspace(1) [ %p918, %then583 ], [ %p1192, %else584 ], [ %p308, %then24 ], [ %p526, %else25 ]
  %phi1282.in = phi ptr addrspace(1) [ %p932, %then583 ], [ %p1201, %else584 ], [ %p320, %then24 ], [ %p533, %else25 ]
  %phi1283.in = phi ptr addrspace(1) [ %p946, %then583 ], [ %p1210, %else584 ], [ %p332, %then24 ], [ %p540, %else25 ]
  %phi1284.in = phi ptr addrspace(1) [ %p960, %then583 ], [ %p1219, %else584 ], [ %p344, %then24 ], [ %p547, %else25 ]
  %phi1285.in = phi ptr addrspace(1) [ %p974, %then583 ], [ %p1228, %else584 ], [ %p356, %then24 ], [ %p554, %else25 ]
  %phi1285 = load i32, ptr addrspace(1) %phi1285.in, align 4
  %phi1284 = load i32, ptr addrspace(1) %phi1284.in, align 4
  %phi1283 = load i32, ptr addrspace(1) %phi1283.in, align 4
  %phi1282 = load i32, ptr addrspace(1) %phi1282.in, align 4
  %phi1281 = load i32, ptr addrspace(1) %phi1281.in, align 4
  %phi1280 = load i32, ptr addrspace(1) %phi1280.in, align 4
  %phi1279 = load i32, ptr addrspace(1) %phi1279.in, align 4
  %phi1278 = load i32, ptr addrspace(1) %phi1278.in, align 4
  %phi1277 = load i32, ptr addrspace(1) %phi1277.in, align 4
  %phi1276 = load i32, ptr addrspace(1) %phi1276.in, align 4
  %phi1275 = load i32, ptr addrspace(1) %phi1275.in, align 4
  %phi1274 = load i32, ptr addrspace(1) %phi1274.in, align 4
  %phi1273 = load i32, ptr addrspace(1) %phi1273.in, align 4
  %phi1272 = load i32, ptr addrspace(1) %phi1272.in, align 4
  %phi1271 = load i32, ptr addrspace(1) %phi1271.in, align 4
  %phi1270 = load i32, ptr addrspace(1) %phi1270.in, align 4
  %phi1269 = load i32, ptr addrspace(1) %phi1269.in, align 4
  %phi1268 = load i32, ptr addrspace(1) %phi1268.in, align 4
  %phi1267 = load i32, ptr addrspace(1) %phi1267.in, align 4
  %phi1266 = load i32, ptr addrspace(1) %phi1266.in, align 4
  %phi1265 = load i32, ptr addrspace(1) %phi1265.in, align 4
  %phi1264 = load i32, ptr addrspace(1) %phi1264.in, align 4
  %phi1263 = load i32, ptr addrspace(1) %phi1263.in, align 4
  %phi1262 = load i32, ptr addrspace(1) %phi1262.in, align 4
  %phi1261 = load i32, ptr addrspace(1) %phi1261.in, align 4
  %phi1260 = load i32, ptr addrspace(1) %phi1260.in, align 4
  %phi1259 = load i32, ptr addrspace(1) %phi1259.in, align 4
  %phi1258 = load i32, ptr addrspace(1) %phi1258.in, align 4
  %cmp1289 = icmp slt i32 %at28, %t20
  %sel1290 = select i1 %cmp1289, i32 %phi1258, i32 -1
  %cmp1294 = icmp slt i32 %at1293.pre-phi, %t20
  %sel1295 = select i1 %cmp1294, i32 %phi1259, i32 -1
  %cmp1299 = icmp slt i32 %at1298.pre-phi, %t20
  %sel1300 = select i1 %cmp1299, i32 %phi1260, i32 -1
  %cmp1304 = icmp slt i32 %at1303.pre-phi, %t20
  %sel1305 = select i1 %cmp1304, i32 %phi1261, i32 -1
  %cmp1309 = icmp slt i32 %at1308.pre-phi, %t20
  %sel1310 = select i1 %cmp1309, i32 %phi1262, i32 -1
  %cmp1314 = icmp slt i32 %at1313.pre-phi, %t20
  %sel1315 = select i1 %cmp1314, i32 %phi1263, i32 -1
  %cmp1319 = icmp slt i32 %at1318.pre-phi, %t20
  %sel1320 = select i1 %cmp1319, i32 %phi1264, i32 -1
  %cmp1324 = icmp slt i32 %at1323.pre-phi, %t20
  %sel1325 = select i1 %cmp1324, i32 %phi1265, i32 -1
  %cmp1329 = icmp slt i32 %at1328.pre-phi, %t20
  %sel1330 = select i1 %cmp1329, i32 %phi1266, i32 -1
  %cmp1334 = icmp slt i32 %at1333.pre-phi, %t20
  %sel1335 = select i1 %cmp1334, i32 %phi1267, i32 -1
  %cmp1339 = icmp slt i32 %at1338.pre-phi, %t20
  %sel1340 = select i1 %cmp1339, i32 %phi1268, i32 -1
  %cmp1344 = icmp slt i32 %at1343.pre-phi, %t20
  %sel1345 = select i1 %cmp1344, i32 %phi1269, i32 -1
  %cmp1349 = icmp slt i32 %at1348.pre-phi, %t20
  %sel1350 = select i1 %cmp1349, i32 %phi1270, i32 -1
  %cmp1354 = icmp slt i32 %at1353.pre-phi, %t20
  %sel1355 = select i1 %cmp1354, i32 %phi1271, i32 -1
  %cmp1359 = icmp slt i32 %at1358.pre-phi, %t20
  %sel1360 = select i1 %cmp1359, i32 %phi1272, i32 -1
  %cmp1364 = icmp slt i32 %at1363.pre-phi, %t20
  %sel1365 = select i1 %cmp1364, i32 %phi1273, i32 -1
  %cmp1369 = icmp slt i32 %at1368.pre-phi, %t20
  %sel1370 = select i1 %cmp1369, i32 %phi1274, i32 -1
  %cmp1374 = icmp slt i32 %at1373.pre-phi, %t20
  %sel1375 = select i1 %cmp1374, i32 %phi1275, i32 -1
  %cmp1379 = icmp slt i32 %at1378.pre-phi, %t20
  %sel1380 = select i1 %cmp1379, i32 %phi1276, i32 -1
  %cmp1384 = icmp slt i32 %at1383.pre-phi, %t20
  %sel1385 = select i1 %cmp1384, i32 %phi1277, i32 -1
  %cmp1389 = icmp slt i32 %at1388.pre-phi, %t20
  %sel1390 = select i1 %cmp1389, i32 %phi1278, i32 -1
  %cmp1394 = icmp slt i32 %at1393.pre-phi, %t20
  %sel1395 = select i1 %cmp1394, i32 %phi1279, i32 -1
  %cmp1399 = icmp slt i32 %at1398.pre-phi, %t20
  %sel1400 = select i1 %cmp1399, i32 %phi1280, i32 -1
  %cmp1404 = icmp slt i32 %at1403.pre-phi, %t20
  %sel1405 = select i1 %cmp1404, i32 %phi1281, i32 -1
  %cmp1409 = icmp slt i32 %at1408.pre-phi, %t20
  %sel1410 = select i1 %cmp1409, i32 %phi1282, i32 -1
  %cmp1414 = icmp slt i32 %at1413.pre-phi, %t20
  %sel1415 = select i1 %cmp1414, i32 %phi1283, i32 -1
  %cmp1419 = icmp slt i32 %at1418.pre-phi, %t20
  %sel1420 = select i1 %cmp1419, i32 %phi1284, i32 -1
  %cmp1424 = icmp slt i32 %at1423.pre-phi, %t20
  %sel1425 = select i1 %cmp1424, i32 %phi1285, i32 -1
  %s = lshr i32 %sel1290, %t
  %digit = and i32 %s, 255
  %s1426 = lshr i32 %sel1295, %t
  %digit1427 = and i32 %s1426, 255
  %s1428 = lshr i32 %sel1300, %t
  %digit1429 = and i32 %s1428, 255
  %s1430 = lshr i32 %sel1305, %t
  %digit1431 = and i32 %s1430, 255
  %s1432 = lshr i32 %sel1310, %t
  %digit1433 = and i32 %s1432, 255
  %s1434 = lshr i32 %sel1315, %t
  %digit1435 = and i32 %s1434, 255
  %s1436 = lshr i32 %sel1320, %t
  %digit1437 = and i32 %s1436, 255
  %s1438 = lshr i32 %sel1325, %t
  %digit1439 = and i32 %s1438, 255
  %s1440 = lshr i32 %sel1330, %t
  %digit1441 = and i32 %s1440, 255
  %s1442 = lshr i32 %sel1335, %t
  %digit1443 = and i32 %s1442, 255
  %s1444 = lshr i32 %sel1340, %t
  %digit1445 = and i32 %s1444, 255
  %s1446 = lshr i32 %sel1345, %t
  %digit1447 = and i32 %s1446, 255
  %s1448 = lshr i32 %sel1350, %t
  %digit1449 = and i32 %s1448, 255
  %s1450 = lshr i32 %sel1355, %t
  %digit1451 = and i32 %s1450, 255
  %s1452 = lshr i32 %sel1360, %t
  %digit1453 = and i32 %s1452, 255
  %s1454 = lshr i32 %sel1365, %t
  %digit1455 = and i32 %s1454, 255
  %s1456 = lshr i32 %sel1370, %t
  %digit1457 = and i32 %s1456, 255
  %s1458 = lshr i32 %sel1375, %t
  %digit1459 = and i32 %s1458, 255
  %s1460 = lshr i32 %sel1380, %t
  %digit1461 = and i32 %s1460, 255
  %s1462 = lshr i32 %sel1385, %t
  %digit1463 = and i32 %s1462, 255
  %s1464 = lshr i32 %sel1390, %t
  %digit1465 = and i32 %s1464, 255
  %s1466 = lshr i32 %sel1395, %t
  %digit1467 = and i32 %s1466, 255
  %s1468 = lshr i32 %sel1400, %t
  %digit1469 = and i32 %s1468, 255
  %s1470 = lshr i32 %sel1405, %t
  %digit1471 = and i32 %s1470, 255
  %s1472 = lshr i32 %sel1410, %t
  %digit1473 = and i32 %s1472, 255
  %s1474 = lshr i32 %sel1415, %t
  %digit1475 = and i32 %s1474, 255
  %s1476 = lshr i32 %sel1420, %t
  %digit1477 = and i32 %s1476, 255
  %s1478 = lshr i32 %sel1425, %t
  %digit1479 = and i32 %s1478, 255
  %warp = shl nuw nsw i32 %w, 8
  %at1480 = or disjoint i32 %digit, %warp
  %22 = zext nneg i32 %at1480 to i64
  %counter1481 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %22
  %23 = atomicrmw add ptr addrspace(3) %counter1481, i32 1 monotonic, align 4
  %at1482 = or disjoint i32 %digit1427, %warp
  %24 = zext nneg i32 %at1482 to i64
  %counter1483 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %24
  %25 = atomicrmw add ptr addrspace(3) %counter1483, i32 1 monotonic, align 4
  %at1484 = or disjoint i32 %digit1429, %warp
  %26 = zext nneg i32 %at1484 to i64
  %counter1485 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %26
  %27 = atomicrmw add ptr addrspace(3) %counter1485, i32 1 monotonic, align 4
  %at1486 = or disjoint i32 %digit1431, %warp
  %28 = zext nneg i32 %at1486 to i64
  %counter1487 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %28
  %29 = atomicrmw add ptr addrspace(3) %counter1487, i32 1 monotonic, align 4
  %at1488 = or disjoint i32 %digit1433, %warp
  %30 = zext nneg i32 %at1488 to i64
  %counter1489 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %30
  %31 = atomicrmw add ptr addrspace(3) %counter1489, i32 1 monotonic, align 4
  %at1490 = or disjoint i32 %digit1435, %warp
  %32 = zext nneg i32 %at1490 to i64
  %counter1491 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %32
  %33 = atomicrmw add ptr addrspace(3) %counter1491, i32 1 monotonic, align 4
  %at1492 = or disjoint i32 %digit1437, %warp
  %34 = zext nneg i32 %at1492 to i64
  %counter1493 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %34
  %35 = atomicrmw add ptr addrspace(3) %counter1493, i32 1 monotonic, align 4
  %at1494 = or disjoint i32 %digit1439, %warp
  %36 = zext nneg i32 %at1494 to i64
  %counter1495 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %36
  %37 = atomicrmw add ptr addrspace(3) %counter1495, i32 1 monotonic, align 4
  %at1496 = or disjoint i32 %digit1441, %warp
  %38 = zext nneg i32 %at1496 to i64
  %counter1497 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %38
  %39 = atomicrmw add ptr addrspace(3) %counter1497, i32 1 monotonic, align 4
  %at1498 = or disjoint i32 %digit1443, %warp
  %40 = zext nneg i32 %at1498 to i64
  %counter1499 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %40
  %41 = atomicrmw add ptr addrspace(3) %counter1499, i32 1 monotonic, align 4
  %at1500 = or disjoint i32 %digit1445, %warp
  %42 = zext nneg i32 %at1500 to i64
  %counter1501 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %42
  %43 = atomicrmw add ptr addrspace(3) %counter1501, i32 1 monotonic, align 4
  %at1502 = or disjoint i32 %digit1447, %warp
  %44 = zext nneg i32 %at1502 to i64
  %counter1503 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %44
  %45 = atomicrmw add ptr addrspace(3) %counter1503, i32 1 monotonic, align 4
  %at1504 = or disjoint i32 %digit1449, %warp
  %46 = zext nneg i32 %at1504 to i64
  %counter1505 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %46
  %47 = atomicrmw add ptr addrspace(3) %counter1505, i32 1 monotonic, align 4
  %at1506 = or disjoint i32 %digit1451, %warp
  %48 = zext nneg i32 %at1506 to i64
  %counter1507 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %48
  %49 = atomicrmw add ptr addrspace(3) %counter1507, i32 1 monotonic, align 4
  %at1508 = or disjoint i32 %digit1453, %warp
  %50 = zext nneg i32 %at1508 to i64
  %counter1509 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %50
  %51 = atomicrmw add ptr addrspace(3) %counter1509, i32 1 monotonic, align 4
  %at1510 = or disjoint i32 %digit1455, %warp
  %52 = zext nneg i32 %at1510 to i64
  %counter1511 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %52
  %53 = atomicrmw add ptr addrspace(3) %counter1511, i32 1 monotonic, align 4
  %at1512 = or disjoint i32 %digit1457, %warp
  %54 = zext nneg i32 %at1512 to i64
  %counter1513 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %54
  %55 = atomicrmw add ptr addrspace(3) %counter1513, i32 1 monotonic, align 4
  %at1514 = or disjoint i32 %digit1459, %warp
  %56 = zext nneg i32 %at1514 to i64
  %counter1515 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %56
  %57 = atomicrmw add ptr addrspace(3) %counter1515, i32 1 monotonic, align 4
  %at1516 = or disjoint i32 %digit1461, %warp
  %58 = zext nneg i32 %at1516 to i64
  %counter1517 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %58
  %59 = atomicrmw add ptr addrspace(3) %counter1517, i32 1 monotonic, align 4
  %at1518 = or disjoint i32 %digit1463, %warp
  %60 = zext nneg i32 %at1518 to i64
  %counter1519 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %60
  %61 = atomicrmw add ptr addrspace(3) %counter1519, i32 1 monotonic, align 4
  %at1520 = or disjoint i32 %digit1465, %warp
  %62 = zext nneg i32 %at1520 to i64
  %counter1521 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %62
  %63 = atomicrmw add ptr addrspace(3) %counter1521, i32 1 monotonic, align 4
  %at1522 = or disjoint i32 %digit1467, %warp
  %64 = zext nneg i32 %at1522 to i64
  %counter1523 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %64
  %65 = atomicrmw add ptr addrspace(3) %counter1523, i32 1 monotonic, align 4
  %at1524 = or disjoint i32 %digit1469, %warp
  %66 = zext nneg i32 %at1524 to i64
  %counter1525 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %66
  %67 = atomicrmw add ptr addrspace(3) %counter1525, i32 1 monotonic, align 4
  %at1526 = or disjoint i32 %digit1471, %warp
  %68 = zext nneg i32 %at1526 to i64
  %counter1527 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %68
  %69 = atomicrmw add ptr addrspace(3) %counter1527, i32 1 monotonic, align 4
  %at1528 = or disjoint i32 %digit1473, %warp
  %70 = zext nneg i32 %at1528 to i64
  %counter1529 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %70
  %71 = atomicrmw add ptr addrspace(3) %counter1529, i32 1 monotonic, align 4
  %at1530 = or disjoint i32 %digit1475, %warp
  %72 = zext nneg i32 %at1530 to i64
  %counter1531 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %72
  %73 = atomicrmw add ptr addrspace(3) %counter1531, i32 1 monotonic, align 4
  %at1532 = or disjoint i32 %digit1477, %warp
  %74 = zext nneg i32 %at1532 to i64
  %counter1533 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %74
  %75 = atomicrmw add ptr addrspace(3) %counter1533, i32 1 monotonic, align 4
  %at1534 = or disjoint i32 %digit1479, %warp
  %76 = zext nneg i32 %at1534 to i64
  %counter1535 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %76
  %77 = atomicrmw add ptr addrspace(3) %counter1535, i32 1 monotonic, align 4
  tail call void @llvm.nvvm.barrier0()
  %mul1536 = shl nuw nsw i64 %ordinal, 1
  %add1537 = or disjoint i64 %mul1536, 1
  %add1538 = add nuw nsw i64 %mul1536, 2
  %cmp1539.not = icmp eq i32 %v, 0
  %v1542 = load i32, ptr addrspace(3) %p, align 4
  %v1545 = load i32, ptr addrspace(3) %p5, align 4
  %v1548 = load i32, ptr addrspace(3) %p7, align 4
  %v1551 = load i32, ptr addrspace(3) %p9, align 4
  %v1554 = load i32, ptr addrspace(3) %p11, align 4
  %v1557 = load i32, ptr addrspace(3) %p13, align 4
  %v1560 = load i32, ptr addrspace(3) %p15, align 4
  %v1563 = load i32, ptr addrspace(3) %p17, align 4
  %count = add i32 %v1545, %v1542
  %count1564 = add i32 %count, %v1548
  %count1565 = add i32 %count1564, %v1551
  %count1566 = add i32 %count1565, %v1554
  %count1567 = add i32 %count1566, %v1557
  %count1568 = add i32 %count1567, %v1560
  %count1569 = add i32 %count1568, %v1563
  %sel1570 = select i1 %cmp1539.not, i64 %add1538, i64 %add1537
  %count1571 = zext i32 %count1569 to i64
  %mul1572 = shl nuw nsw i64 %tile, 8
  %add1573 = or disjoint i64 %mul1572, %14
  %78 = getelementptr inbounds i64, ptr addrspace(1) %10, i64 %add1573
  %state = getelementptr inbounds i8, ptr addrspace(1) %78, i64 64
  %f = shl nuw nsw i64 %sel1570, 32
  %word = or disjoint i64 %f, %count1571
  %address = ptrtoint ptr addrspace(1) %state to i64
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 %word) #5
  %call1576 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %count1569, i32 1, i32 0)
  %cmp1577.not = icmp eq i32 %lane, 0
  %sum = select i1 %cmp1577.not, i32 0, i32 %call1576
  %sel1578 = add i32 %sum, %count1569
  %call1579 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %sel1578, i32 2, i32 0)
  %cmp1580 = icmp ugt i32 %lane, 1
  %sum1581 = select i1 %cmp1580, i32 %call1579, i32 0
  %sel1582 = add i32 %sel1578, %sum1581
  %call1583 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %sel1582, i32 4, i32 0)
  %cmp1584 = icmp ugt i32 %lane, 3
  %sum1585 = select i1 %cmp1584, i32 %call1583, i32 0
  %sel1586 = add i32 %sel1582, %sum1585
  %call1587 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %sel1586, i32 8, i32 0)
  %cmp1588 = icmp ugt i32 %lane, 7
  %sum1589 = select i1 %cmp1588, i32 %call1587, i32 0
  %sel1590 = add i32 %sel1586, %sum1589
  %call1591 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %sel1590, i32 16, i32 0)
  %cmp1592 = icmp ugt i32 %lane, 15
  %sum1593 = select i1 %cmp1592, i32 %call1591, i32 0
  %sel1594 = add i32 %sel1590, %sum1593
  %cmp1595 = icmp eq i32 %lane, 31
  br i1 %cmp1595, label %then1596, label %endif1597

then24:                                           ; preds = %then22
  %add30 = add nuw nsw i64 %mul, %at29
  %sub31 = add i64 %0, -1
  %call32 = tail call i64 @llvm.smin.i64(i64 %add30, i64 %sub31)
  %call33 = tail call i64 @llvm.smax.i64(i64 %call32, i64 0)
  %p34 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call33
  %at38 = or disjoint i32 %at28, 32
  %at39 = zext nneg i32 %at38 to i64
  %add40 = add nuw nsw i64 %mul, %at39
  %call42 = tail call i64 @llvm.smin.i64(i64 %add40, i64 %sub31)
  %call43 = tail call i64 @llvm.smax.i64(i64 %call42, i64 0)
  %p44 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call43
  %at50 = or disjoint i32 %at28, 64
  %at51 = zext nneg i32 %at50 to i64
  %add52 = add nuw nsw i64 %mul, %at51
  %call54 = tail call i64 @llvm.smin.i64(i64 %add52, i64 %sub31)
  %call55 = tail call i64 @llvm.smax.i64(i64 %call54, i64 0)
  %p56 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call55
  %at62 = or disjoint i32 %at28, 96
  %at63 = zext nneg i32 %at62 to i64
  %add64 = add nuw nsw i64 %mul, %at63
  %call66 = tail call i64 @llvm.smin.i64(i64 %add64, i64 %sub31)
  %call67 = tail call i64 @llvm.smax.i64(i64 %call66, i64 0)
  %p68 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call67
  %at72 = or disjoint i32 %lane, 128
  %at74 = add nuw nsw i32 %at72, %at27
  %at75 = zext nneg i32 %at74 to i64
  %add76 = add nuw nsw i64 %mul, %at75
  %call78 = tail call i64 @llvm.smin.i64(i64 %add76, i64 %sub31)
  %call79 = tail call i64 @llvm.smax.i64(i64 %call78, i64 0)
  %p80 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call79
  %at84 = or disjoint i32 %lane, 160
  %at86 = add nuw nsw i32 %at84, %at27
  %at87 = zext nneg i32 %at86 to i64
  %add88 = add nuw nsw i64 %mul, %at87
  %call90 = tail call i64 @llvm.smin.i64(i64 %add88, i64 %sub31)
  %call91 = tail call i64 @llvm.smax.i64(i64 %call90, i64 0)
  %p92 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call91
  %at96 = or disjoint i32 %lane, 192
  %at98 = add nuw nsw i32 %at96, %at27
  %at99 = zext nneg i32 %at98 to i64
  %add100 = add nuw nsw i64 %mul, %at99
  %call102 = tail call i64 @llvm.smin.i64(i64 %add100, i64 %sub31)
  %call103 = tail call i64 @llvm.smax.i64(i64 %call102, i64 0)
  %p104 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call103
  %at108 = or i32 %call, 224
  %at110 = add nuw nsw i32 %at27, %at108
  %at111 = zext nneg i32 %at110 to i64
  %add112 = add nuw nsw i64 %mul, %at111
  %call114 = tail call i64 @llvm.smin.i64(i64 %add112, i64 %sub31)
  %call115 = tail call i64 @llvm.smax.i64(i64 %call114, i64 0)
  %p116 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call115
  %at120 = or disjoint i32 %lane, 256
  %at122 = add nuw nsw i32 %at120, %at27
  %at123 = zext nneg i32 %at122 to i64
  %add124 = add nuw nsw i64 %mul, %at123
  %call126 = tail call i64 @llvm.smin.i64(i64 %add124, i64 %sub31)
  %call127 = tail call i64 @llvm.smax.i64(i64 %call126, i64 0)
  %p128 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call127
  %at132 = or disjoint i32 %lane, 288
  %at134 = add nuw nsw i32 %at132, %at27
  %at135 = zext nneg i32 %at134 to i64
  %add136 = add nuw nsw i64 %mul, %at135
  %call138 = tail call i64 @llvm.smin.i64(i64 %add136, i64 %sub31)
  %call139 = tail call i64 @llvm.smax.i64(i64 %call138, i64 0)
  %p140 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call139
  %at144 = or disjoint i32 %lane, 320
  %at146 = add nuw nsw i32 %at144, %at27
  %at147 = zext nneg i32 %at146 to i64
  %add148 = add nuw nsw i64 %mul, %at147
  %call150 = tail call i64 @llvm.smin.i64(i64 %add148, i64 %sub31)
  %call151 = tail call i64 @llvm.smax.i64(i64 %call150, i64 0)
  %p152 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call151
  %at156 = or disjoint i32 %lane, 352
  %at158 = add nuw nsw i32 %at156, %at27
  %at159 = zext nneg i32 %at158 to i64
  %add160 = add nuw nsw i64 %mul, %at159
  %call162 = tail call i64 @llvm.smin.i64(i64 %add160, i64 %sub31)
  %call163 = tail call i64 @llvm.smax.i64(i64 %call162, i64 0)
  %p164 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call163
  %at168 = or disjoint i32 %lane, 384
  %at170 = add nuw nsw i32 %at168, %at27
  %at171 = zext nneg i32 %at170 to i64
  %add172 = add nuw nsw i64 %mul, %at171
  %call174 = tail call i64 @llvm.smin.i64(i64 %add172, i64 %sub31)
  %call175 = tail call i64 @llvm.smax.i64(i64 %call174, i64 0)
  %p176 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call175
  %at180 = or disjoint i32 %lane, 416
  %at182 = add nuw nsw i32 %at180, %at27
  %at183 = zext nneg i32 %at182 to i64
  %add184 = add nuw nsw i64 %mul, %at183
  %call186 = tail call i64 @llvm.smin.i64(i64 %add184, i64 %sub31)
  %call187 = tail call i64 @llvm.smax.i64(i64 %call186, i64 0)
  %p188 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call187
  %at192 = or disjoint i32 %lane, 448
  %at194 = add nuw nsw i32 %at192, %at27
  %at195 = zext nneg i32 %at194 to i64
  %add196 = add nuw nsw i64 %mul, %at195
  %call198 = tail call i64 @llvm.smin.i64(i64 %add196, i64 %sub31)
  %call199 = tail call i64 @llvm.smax.i64(i64 %call198, i64 0)
  %p200 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call199
  %at204 = or i32 %call, 480
  %at206 = add nuw nsw i32 %at27, %at204
  %at207 = zext nneg i32 %at206 to i64
  %add208 = add nuw nsw i64 %mul, %at207
  %call210 = tail call i64 @llvm.smin.i64(i64 %add208, i64 %sub31)
  %call211 = tail call i64 @llvm.smax.i64(i64 %call210, i64 0)
  %p212 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call211
  %at216 = or disjoint i32 %lane, 512
  %at218 = add nuw nsw i32 %at216, %at27
  %at219 = zext nneg i32 %at218 to i64
  %add220 = add nuw nsw i64 %mul, %at219
  %call222 = tail call i64 @llvm.smin.i64(i64 %add220, i64 %sub31)
  %call223 = tail call i64 @llvm.smax.i64(i64 %call222, i64 0)
  %p224 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call223
  %at228 = or disjoint i32 %lane, 544
  %at230 = add nuw nsw i32 %at228, %at27
  %at231 = zext nneg i32 %at230 to i64
  %add232 = add nuw nsw i64 %mul, %at231
  %call234 = tail call i64 @llvm.smin.i64(i64 %add232, i64 %sub31)
  %call235 = tail call i64 @llvm.smax.i64(i64 %call234, i64 0)
  %p236 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call235
  %at240 = or disjoint i32 %lane, 576
  %at242 = add nuw nsw i32 %at240, %at27
  %at243 = zext nneg i32 %at242 to i64
  %add244 = add nuw nsw i64 %mul, %at243
  %call246 = tail call i64 @llvm.smin.i64(i64 %add244, i64 %sub31)
  %call247 = tail call i64 @llvm.smax.i64(i64 %call246, i64 0)
  %p248 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call247
  %at252 = or disjoint i32 %lane, 608
  %at254 = add nuw nsw i32 %at252, %at27
  %at255 = zext nneg i32 %at254 to i64
  %add256 = add nuw nsw i64 %mul, %at255
  %call258 = tail call i64 @llvm.smin.i64(i64 %add256, i64 %sub31)
  %call259 = tail call i64 @llvm.smax.i64(i64 %call258, i64 0)
  %p260 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call259
  %at264 = or disjoint i32 %lane, 640
  %at266 = add nuw nsw i32 %at264, %at27
  %at267 = zext nneg i32 %at266 to i64
  %add268 = add nuw nsw i64 %mul, %at267
  %call270 = tail call i64 @llvm.smin.i64(i64 %add268, i64 %sub31)
  %call271 = tail call i64 @llvm.smax.i64(i64 %call270, i64 0)
  %p272 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call271
  %at276 = or disjoint i32 %lane, 672
  %at278 = add nuw nsw i32 %at276, %at27
  %at279 = zext nneg i32 %at278 to i64
  %add280 = add nuw nsw i64 %mul, %at279
  %call282 = tail call i64 @llvm.smin.i64(i64 %add280, i64 %sub31)
  %call283 = tail call i64 @llvm.smax.i64(i64 %call282, i64 0)
  %p284 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call283
  %at288 = or disjoint i32 %lane, 704
  %at290 = add nuw nsw i32 %at288, %at27
  %at291 = zext nneg i32 %at290 to i64
  %add292 = add nuw nsw i64 %mul, %at291
  %call294 = tail call i64 @llvm.smin.i64(i64 %add292, i64 %sub31)
  %call295 = tail call i64 @llvm.smax.i64(i64 %call294, i64 0)
  %p296 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call295
  %at300 = or i32 %call, 736
  %at302 = add nuw nsw i32 %at27, %at300
  %at303 = zext nneg i32 %at302 to i64
  %add304 = add nuw nsw i64 %mul, %at303
  %call306 = tail call i64 @llvm.smin.i64(i64 %add304, i64 %sub31)
  %call307 = tail call i64 @llvm.smax.i64(i64 %call306, i64 0)
  %p308 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call307
  %at312 = or disjoint i32 %lane, 768
  %at314 = add nuw nsw i32 %at312, %at27
  %at315 = zext nneg i32 %at314 to i64
  %add316 = add nuw nsw i64 %mul, %at315
  %call318 = tail call i64 @llvm.smin.i64(i64 %add316, i64 %sub31)
  %call319 = tail call i64 @llvm.smax.i64(i64 %call318, i64 0)
  %p320 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call319
  %at324 = or disjoint i32 %lane, 800
  %at326 = add nuw nsw i32 %at324, %at27
  %at327 = zext nneg i32 %at326 to i64
  %add328 = add nuw nsw i64 %mul, %at327
  %call330 = tail call i64 @llvm.smin.i64(i64 %add328, i64 %sub31)
  %call331 = tail call i64 @llvm.smax.i64(i64 %call330, i64 0)
  %p332 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call331
  %at336 = or disjoint i32 %lane, 832
  %at338 = add nuw nsw i32 %at336, %at27
  %at339 = zext nneg i32 %at338 to i64
  %add340 = add nuw nsw i64 %mul, %at339
  %call342 = tail call i64 @llvm.smin.i64(i64 %add340, i64 %sub31)
  %call343 = tail call i64 @llvm.smax.i64(i64 %call342, i64 0)
  %p344 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call343
  %at348 = or disjoint i32 %lane, 864
  %at350 = add nuw nsw i32 %at348, %at27
  %at351 = zext nneg i32 %at350 to i64
  %add352 = add nuw nsw i64 %mul, %at351
  %call354 = tail call i64 @llvm.smin.i64(i64 %add352, i64 %sub31)
  %call355 = tail call i64 @llvm.smax.i64(i64 %call354, i64 0)
  %p356 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call355
  br label %endif23

else25:                                           ; preds = %then22
  %79 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %mul
  %p365 = getelementptr inbounds i32, ptr addrspace(1) %79, i64 %at29
  %at369 = or disjoint i32 %at28, 32
  %at370 = zext nneg i32 %at369 to i64
  %p372 = getelementptr inbounds i32, ptr addrspace(1) %79, i64 %at370
  %at376 = or disjoint i32 %at28, 64
  %at377 = zext nneg i32 %at376 to i64
  %p379 = getelementptr inbounds i32, ptr addrspace(1) %79, i64 %at377
  %at383 = or disjoint i32 %at28, 96
  %at384 = zext nneg i32 %at383 to i64
  %p386 = getelementptr inbounds i32, ptr addrspace(1) %79, i64 %at384
  %at388 = or disjoint i32 %lane, 128
  %at390 = add nuw nsw i32 %at388, %at27
  %at391 = zext nneg i32 %at390 to i64
  %p393 = getelementptr inbounds i32, ptr addrspace(1) %79, i64 %at391
  %at395 = or disjoint i32 %lane, 160
  %at397 = add nuw nsw i32 %at395, %at27
  %at398 = zext nneg i32 %at397 to i64
  %p400 = getelementptr inbounds i32, ptr addrspace(1) %79, i64 %at398
  %at402 = or disjoint i32 %lane, 192
  %at404 = add nuw nsw i32 %at402, %at27
  %at405 = zext nneg i32 %at404 to i64
  %p407 = getelementptr inbounds i32, ptr addrspace(1) %79, i64 %at405
  %at409 = or i32 %call, 224
  %at411 = add nuw nsw i32 %at27, %at409
  %at412 = zext nneg i32 %at411 to i64
  %p414 = getelementptr inbounds i32, ptr addrspace(1) %79, i64 %at412
  %at416 = or disjoint i32 %lane, 256
  %at418 = add nuw nsw i32 %at416, %at27
  %at419 = zext nneg i32 %at418 to i64
  %p421 = getelementptr inbounds i32, ptr addrspace(1) %79, i64 %at419
  %at423 = or disjoint i32 %lane, 288
  %at425 = add nuw nsw i32 %at423, %at27
  %at426 = zext nneg i32 %at425 to i64
  %p428 = getelementptr inbounds i32, ptr addrspace(1) %79, i64 %at426
  %at430 = or disjoint i32 %lane, 320
  %at432 = add nuw nsw i32 %at430, %at27
  %at433 = zext nneg i32 %at432 to i64
  %p435 = getelementptr inbounds i32, ptr addrspace(1) %79, i64 %at433
  %at437 = or disjoint i32 %lane, 352
  %at439 = add nuw nsw i32 %at437, %at27
  %at440 = zext nneg i32 %at439 to i64
  %p442 = getelementptr inbounds i32, ptr addrspace(1) %79, i64 %at440
  %at444 = or disjoint i32 %lane, 384
  %at446 = add nuw nsw i32 %at444, %at27
  %at447 = zext nneg i32 %at446 to i64
  %p449 = getelementptr inbounds i32, ptr addrspace(1) %79, i64 %at447
  %at451 = or disjoint i32 %lane, 416
  %at453 = add nuw nsw i32 %at451, %at27
  %at454 = zext nneg i32 %at453 to i64
  %p456 = getelementptr inbounds i32, ptr addrspace(1) %79, i64 %at454
  %at458 = or disjoint i32 %lane, 448
  %at460 = add nuw nsw i32 %at458, %at27
  %at461 = zext nneg i32 %at460 to i64
  %p463 = getelementptr inbounds i32, ptr addrspace(1) %79, i64 %at461
  %at465 = or i32 %call, 480
  %at467 = add nuw nsw i32 %at27, %at465
  %at468 = zext nneg i32 %at467 to i64
  %p470 = getelementptr inbounds i32, ptr addrspace(1) %79, i64 %at468
  %at472 = or disjoint i32 %lane, 512
  %at474 = add nuw nsw i32 %at472, %at27
  %at475 = zext nneg i32 %at474 to i64
  %p477 = getelementptr inbounds i32, ptr addrspace(1) %79, i64 %at475
  %at479 = or disjoint i32 %lane, 544
  %at481 = add nuw nsw i32 %at479, %at27
  %at482 = zext nneg i32 %at481 to i64
  %p484 = getelementptr inbounds i32, ptr addrspace(1) %79, i64 %at482
  %at486 = or disjoint i32 %lane, 576
  %at488 = add nuw nsw i32 %at486, %at27
  %at489 = zext nneg i32 %at488 to i64
  %p491 = getelementptr inbounds i32, ptr addrspace(1) %79, i64 %at489
  %at493 = or disjoint i32 %lane, 608
  %at495 = add nuw nsw i32 %at493, %at27
  %at496 = zext nneg i32 %at495 to i64
  %p498 = getelementptr inbounds i32, ptr addrspace(1) %79, i64 %at496
  %at500 = or disjoint i32 %lane, 640
  %at502 = add nuw nsw i32 %at500, %at27
  %at503 = zext nneg i32 %at502 to i64
  %p505 = getelementptr inbounds i32, ptr addrspace(1) %79, i64 %at503
  %at507 = or disjoint i32 %lane, 672
  %at509 = add nuw nsw i32 %at507, %at27
  %at510 = zext nneg i32 %at509 to i64
  %p512 = getelementptr inbounds i32, ptr addrspace(1) %79, i64 %at510
  %at514 = or disjoint i32 %lane, 704
  %at516 = add nuw nsw i32 %at514, %at27
  %at517 = zext nneg i32 %at516 to i64
  %p519 = getelementptr inbounds i32, ptr addrspace(1) %79, i64 %at517
  %at521 = or i32 %call, 736
  %at523 = add nuw nsw i32 %at27, %at521
  %at524 = zext nneg i32 %at523 to i64
  %p526 = getelementptr inbounds i32, ptr addrspace(1) %79, i64 %at524
  %at528 = or disjoint i32 %lane, 768
  %at530 = add nuw nsw i32 %at528, %at27
  %at531 = zext nneg i32 %at530 to i64
  %p533 = getelementptr inbounds i32, ptr addrspace(1) %79, i64 %at531
  %at535 = or disjoint i32 %lane, 800
  %at537 = add nuw nsw i32 %at535, %at27
  %at538 = zext nneg i32 %at537 to i64
  %p540 = getelementptr inbounds i32, ptr addrspace(1) %79, i64 %at538
  %at542 = or disjoint i32 %lane, 832
  %at544 = add nuw nsw i32 %at542, %at27
  %at545 = zext nneg i32 %at544 to i64
  %p547 = getelementptr inbounds i32, ptr addrspace(1) %79, i64 %at545
  %at549 = or disjoint i32 %lane, 864
  %at551 = add nuw nsw i32 %at549, %at27
  %at552 = zext nneg i32 %at551 to i64
  %p554 = getelementptr inbounds i32, ptr addrspace(1) %79, i64 %at552
  br label %endif23

then583:                                          ; preds = %else
  %sub593 = add i64 %0, -1
  %call594 = tail call i64 @llvm.smin.i64(i64 %call592, i64 %sub593)
  %call595 = tail call i64 @llvm.smax.i64(i64 %call594, i64 0)
  %p596 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call595
  %at602 = or disjoint i32 %at28, 32
  %at603 = zext nneg i32 %at602 to i64
  %add604 = add nuw nsw i64 %mul, %at603
  %call606 = tail call i64 @llvm.smin.i64(i64 %add604, i64 %sub591)
  %call608 = tail call i64 @llvm.smin.i64(i64 %call606, i64 %sub593)
  %call609 = tail call i64 @llvm.smax.i64(i64 %call608, i64 0)
  %p610 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call609
  %at616 = or disjoint i32 %at28, 64
  %at617 = zext nneg i32 %at616 to i64
  %add618 = add nuw nsw i64 %mul, %at617
  %call620 = tail call i64 @llvm.smin.i64(i64 %add618, i64 %sub591)
  %call622 = tail call i64 @llvm.smin.i64(i64 %call620, i64 %sub593)
  %call623 = tail call i64 @llvm.smax.i64(i64 %call622, i64 0)
  %p624 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call623
  %at630 = or disjoint i32 %at28, 96
  %at631 = zext nneg i32 %at630 to i64
  %add632 = add nuw nsw i64 %mul, %at631
  %call634 = tail call i64 @llvm.smin.i64(i64 %add632, i64 %sub591)
  %call636 = tail call i64 @llvm.smin.i64(i64 %call634, i64 %sub593)
  %call637 = tail call i64 @llvm.smax.i64(i64 %call636, i64 0)
  %p638 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call637
  %at642 = or disjoint i32 %lane, 128
  %at644 = add nuw nsw i32 %at642, %at27
  %at645 = zext nneg i32 %at644 to i64
  %add646 = add nuw nsw i64 %mul, %at645
  %call648 = tail call i64 @llvm.smin.i64(i64 %add646, i64 %sub591)
  %call650 = tail call i64 @llvm.smin.i64(i64 %call648, i64 %sub593)
  %call651 = tail call i64 @llvm.smax.i64(i64 %call650, i64 0)
  %p652 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call651
  %at656 = or disjoint i32 %lane, 160
  %at658 = add nuw nsw i32 %at656, %at27
  %at659 = zext nneg i32 %at658 to i64
  %add660 = add nuw nsw i64 %mul, %at659
  %call662 = tail call i64 @llvm.smin.i64(i64 %add660, i64 %sub591)
  %call664 = tail call i64 @llvm.smin.i64(i64 %call662, i64 %sub593)
  %call665 = tail call i64 @llvm.smax.i64(i64 %call664, i64 0)
  %p666 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call665
  %at670 = or disjoint i32 %lane, 192
  %at672 = add nuw nsw i32 %at670, %at27
  %at673 = zext nneg i32 %at672 to i64
  %add674 = add nuw nsw i64 %mul, %at673
  %call676 = tail call i64 @llvm.smin.i64(i64 %add674, i64 %sub591)
  %call678 = tail call i64 @llvm.smin.i64(i64 %call676, i64 %sub593)
  %call679 = tail call i64 @llvm.smax.i64(i64 %call678, i64 0)
  %p680 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call679
  %at684 = or i32 %call, 224
  %at686 = add nuw nsw i32 %at27, %at684
  %at687 = zext nneg i32 %at686 to i64
  %add688 = add nuw nsw i64 %mul, %at687
  %call690 = tail call i64 @llvm.smin.i64(i64 %add688, i64 %sub591)
  %call692 = tail call i64 @llvm.smin.i64(i64 %call690, i64 %sub593)
  %call693 = tail call i64 @llvm.smax.i64(i64 %call692, i64 0)
  %p694 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call693
  %at698 = or disjoint i32 %lane, 256
  %at700 = add nuw nsw i32 %at698, %at27
  %at701 = zext nneg i32 %at700 to i64
  %add702 = add nuw nsw i64 %mul, %at701
  %call704 = tail call i64 @llvm.smin.i64(i64 %add702, i64 %sub591)
  %call706 = tail call i64 @llvm.smin.i64(i64 %call704, i64 %sub593)
  %call707 = tail call i64 @llvm.smax.i64(i64 %call706, i64 0)
  %p708 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call707
  %at712 = or disjoint i32 %lane, 288
  %at714 = add nuw nsw i32 %at712, %at27
  %at715 = zext nneg i32 %at714 to i64
  %add716 = add nuw nsw i64 %mul, %at715
  %call718 = tail call i64 @llvm.smin.i64(i64 %add716, i64 %sub591)
  %call720 = tail call i64 @llvm.smin.i64(i64 %call718, i64 %sub593)
  %call721 = tail call i64 @llvm.smax.i64(i64 %call720, i64 0)
  %p722 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call721
  %at726 = or disjoint i32 %lane, 320
  %at728 = add nuw nsw i32 %at726, %at27
  %at729 = zext nneg i32 %at728 to i64
  %add730 = add nuw nsw i64 %mul, %at729
  %call732 = tail call i64 @llvm.smin.i64(i64 %add730, i64 %sub591)
  %call734 = tail call i64 @llvm.smin.i64(i64 %call732, i64 %sub593)
  %call735 = tail call i64 @llvm.smax.i64(i64 %call734, i64 0)
  %p736 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call735
  %at740 = or disjoint i32 %lane, 352
  %at742 = add nuw nsw i32 %at740, %at27
  %at743 = zext nneg i32 %at742 to i64
  %add744 = add nuw nsw i64 %mul, %at743
  %call746 = tail call i64 @llvm.smin.i64(i64 %add744, i64 %sub591)
  %call748 = tail call i64 @llvm.smin.i64(i64 %call746, i64 %sub593)
  %call749 = tail call i64 @llvm.smax.i64(i64 %call748, i64 0)
  %p750 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call749
  %at754 = or disjoint i32 %lane, 384
  %at756 = add nuw nsw i32 %at754, %at27
  %at757 = zext nneg i32 %at756 to i64
  %add758 = add nuw nsw i64 %mul, %at757
  %call760 = tail call i64 @llvm.smin.i64(i64 %add758, i64 %sub591)
  %call762 = tail call i64 @llvm.smin.i64(i64 %call760, i64 %sub593)
  %call763 = tail call i64 @llvm.smax.i64(i64 %call762, i64 0)
  %p764 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call763
  %at768 = or disjoint i32 %lane, 416
  %at770 = add nuw nsw i32 %at768, %at27
  %at771 = zext nneg i32 %at770 to i64
  %add772 = add nuw nsw i64 %mul, %at771
  %call774 = tail call i64 @llvm.smin.i64(i64 %add772, i64 %sub591)
  %call776 = tail call i64 @llvm.smin.i64(i64 %call774, i64 %sub593)
  %call777 = tail call i64 @llvm.smax.i64(i64 %call776, i64 0)
  %p778 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call777
  %at782 = or disjoint i32 %lane, 448
  %at784 = add nuw nsw i32 %at782, %at27
  %at785 = zext nneg i32 %at784 to i64
  %add786 = add nuw nsw i64 %mul, %at785
  %call788 = tail call i64 @llvm.smin.i64(i64 %add786, i64 %sub591)
  %call790 = tail call i64 @llvm.smin.i64(i64 %call788, i64 %sub593)
  %call791 = tail call i64 @llvm.smax.i64(i64 %call790, i64 0)
  %p792 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call791
  %at796 = or i32 %call, 480
  %at798 = add nuw nsw i32 %at27, %at796
  %at799 = zext nneg i32 %at798 to i64
  %add800 = add nuw nsw i64 %mul, %at799
  %call802 = tail call i64 @llvm.smin.i64(i64 %add800, i64 %sub591)
  %call804 = tail call i64 @llvm.smin.i64(i64 %call802, i64 %sub593)
  %call805 = tail call i64 @llvm.smax.i64(i64 %call804, i64 0)
  %p806 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call805
  %at810 = or disjoint i32 %lane, 512
  %at812 = add nuw nsw i32 %at810, %at27
  %at813 = zext nneg i32 %at812 to i64
  %add814 = add nuw nsw i64 %mul, %at813
  %call816 = tail call i64 @llvm.smin.i64(i64 %add814, i64 %sub591)
  %call818 = tail call i64 @llvm.smin.i64(i64 %call816, i64 %sub593)
  %call819 = tail call i64 @llvm.smax.i64(i64 %call818, i64 0)
  %p820 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call819
  %at824 = or disjoint i32 %lane, 544
  %at826 = add nuw nsw i32 %at824, %at27
  %at827 = zext nneg i32 %at826 to i64
  %add828 = add nuw nsw i64 %mul, %at827
  %call830 = tail call i64 @llvm.smin.i64(i64 %add828, i64 %sub591)
  %call832 = tail call i64 @llvm.smin.i64(i64 %call830, i64 %sub593)
  %call833 = tail call i64 @llvm.smax.i64(i64 %call832, i64 0)
  %p834 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call833
  %at838 = or disjoint i32 %lane, 576
  %at840 = add nuw nsw i32 %at838, %at27
  %at841 = zext nneg i32 %at840 to i64
  %add842 = add nuw nsw i64 %mul, %at841
  %call844 = tail call i64 @llvm.smin.i64(i64 %add842, i64 %sub591)
  %call846 = tail call i64 @llvm.smin.i64(i64 %call844, i64 %sub593)
  %call847 = tail call i64 @llvm.smax.i64(i64 %call846, i64 0)
  %p848 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call847
  %at852 = or disjoint i32 %lane, 608
  %at854 = add nuw nsw i32 %at852, %at27
  %at855 = zext nneg i32 %at854 to i64
  %add856 = add nuw nsw i64 %mul, %at855
  %call858 = tail call i64 @llvm.smin.i64(i64 %add856, i64 %sub591)
  %call860 = tail call i64 @llvm.smin.i64(i64 %call858, i64 %sub593)
  %call861 = tail call i64 @llvm.smax.i64(i64 %call860, i64 0)
  %p862 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call861
  %at866 = or disjoint i32 %lane, 640
  %at868 = add nuw nsw i32 %at866, %at27
  %at869 = zext nneg i32 %at868 to i64
  %add870 = add nuw nsw i64 %mul, %at869
  %call872 = tail call i64 @llvm.smin.i64(i64 %add870, i64 %sub591)
  %call874 = tail call i64 @llvm.smin.i64(i64 %call872, i64 %sub593)
  %call875 = tail call i64 @llvm.smax.i64(i64 %call874, i64 0)
  %p876 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call875
  %at880 = or disjoint i32 %lane, 672
  %at882 = add nuw nsw i32 %at880, %at27
  %at883 = zext nneg i32 %at882 to i64
  %add884 = add nuw nsw i64 %mul, %at883
  %call886 = tail call i64 @llvm.smin.i64(i64 %add884, i64 %sub591)
  %call888 = tail call i64 @llvm.smin.i64(i64 %call886, i64 %sub593)
  %call889 = tail call i64 @llvm.smax.i64(i64 %call888, i64 0)
  %p890 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call889
  %at894 = or disjoint i32 %lane, 704
  %at896 = add nuw nsw i32 %at894, %at27
  %at897 = zext nneg i32 %at896 to i64
  %add898 = add nuw nsw i64 %mul, %at897
  %call900 = tail call i64 @llvm.smin.i64(i64 %add898, i64 %sub591)
  %call902 = tail call i64 @llvm.smin.i64(i64 %call900, i64 %sub593)
  %call903 = tail call i64 @llvm.smax.i64(i64 %call902, i64 0)
  %p904 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call903
  %at908 = or i32 %call, 736
  %at910 = add nuw nsw i32 %at27, %at908
  %at911 = zext nneg i32 %at910 to i64
  %add912 = add nuw nsw i64 %mul, %at911
  %call914 = tail call i64 @llvm.smin.i64(i64 %add912, i64 %sub591)
  %call916 = tail call i64 @llvm.smin.i64(i64 %call914, i64 %sub593)
  %call917 = tail call i64 @llvm.smax.i64(i64 %call916, i64 0)
  %p918 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call917
  %at922 = or disjoint i32 %lane, 768
  %at924 = add nuw nsw i32 %at922, %at27
  %at925 = zext nneg i32 %at924 to i64
  %add926 = add nuw nsw i64 %mul, %at925
  %call928 = tail call i64 @llvm.smin.i64(i64 %add926, i64 %sub591)
  %call930 = tail call i64 @llvm.smin.i64(i64 %call928, i64 %sub593)
  %call931 = tail call i64 @llvm.smax.i64(i64 %call930, i64 0)
  %p932 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call931
  %at936 = or disjoint i32 %lane, 800
  %at938 = add nuw nsw i32 %at936, %at27
  %at939 = zext nneg i32 %at938 to i64
  %add940 = add nuw nsw i64 %mul, %at939
  %call942 = tail call i64 @llvm.smin.i64(i64 %add940, i64 %sub591)
  %call944 = tail call i64 @llvm.smin.i64(i64 %call942, i64 %sub593)
  %call945 = tail call i64 @llvm.smax.i64(i64 %call944, i64 0)
  %p946 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call945
  %at950 = or disjoint i32 %lane, 832
  %at952 = add nuw nsw i32 %at950, %at27
  %at953 = zext nneg i32 %at952 to i64
  %add954 = add nuw nsw i64 %mul, %at953
  %call956 = tail call i64 @llvm.smin.i64(i64 %add954, i64 %sub591)
  %call958 = tail call i64 @llvm.smin.i64(i64 %call956, i64 %sub593)
  %call959 = tail call i64 @llvm.smax.i64(i64 %call958, i64 0)
  %p960 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call959
  %at964 = or disjoint i32 %lane, 864
  %at966 = add nuw nsw i32 %at964, %at27
  %at967 = zext nneg i32 %at966 to i64
  %add968 = add nuw nsw i64 %mul, %at967
  %call970 = tail call i64 @llvm.smin.i64(i64 %add968, i64 %sub591)
  %call972 = tail call i64 @llvm.smin.i64(i64 %call970, i64 %sub593)
  %call973 = tail call i64 @llvm.smax.i64(i64 %call972, i64 0)
  %p974 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call973
  br label %endif23

else584:                                          ; preds = %else
  %p985 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call592
  %at989 = or disjoint i32 %at28, 32
  %at990 = zext nneg i32 %at989 to i64
  %add991 = add nuw nsw i64 %mul, %at990
  %call993 = tail call i64 @llvm.smin.i64(i64 %add991, i64 %sub591)
  %p994 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call993
  %at998 = or disjoint i32 %at28, 64
  %at999 = zext nneg i32 %at998 to i64
  %add1000 = add nuw nsw i64 %mul, %at999
  %call1002 = tail call i64 @llvm.smin.i64(i64 %add1000, i64 %sub591)
  %p1003 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1002
  %at1007 = or disjoint i32 %at28, 96
  %at1008 = zext nneg i32 %at1007 to i64
  %add1009 = add nuw nsw i64 %mul, %at1008
  %call1011 = tail call i64 @llvm.smin.i64(i64 %add1009, i64 %sub591)
  %p1012 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1011
  %at1014 = or disjoint i32 %lane, 128
  %at1016 = add nuw nsw i32 %at1014, %at27
  %at1017 = zext nneg i32 %at1016 to i64
  %add1018 = add nuw nsw i64 %mul, %at1017
  %call1020 = tail call i64 @llvm.smin.i64(i64 %add1018, i64 %sub591)
  %p1021 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1020
  %at1023 = or disjoint i32 %lane, 160
  %at1025 = add nuw nsw i32 %at1023, %at27
  %at1026 = zext nneg i32 %at1025 to i64
  %add1027 = add nuw nsw i64 %mul, %at1026
  %call1029 = tail call i64 @llvm.smin.i64(i64 %add1027, i64 %sub591)
  %p1030 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1029
  %at1032 = or disjoint i32 %lane, 192
  %at1034 = add nuw nsw i32 %at1032, %at27
  %at1035 = zext nneg i32 %at1034 to i64
  %add1036 = add nuw nsw i64 %mul, %at1035
  %call1038 = tail call i64 @llvm.smin.i64(i64 %add1036, i64 %sub591)
  %p1039 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1038
  %at1041 = or i32 %call, 224
  %at1043 = add nuw nsw i32 %at27, %at1041
  %at1044 = zext nneg i32 %at1043 to i64
  %add1045 = add nuw nsw i64 %mul, %at1044
  %call1047 = tail call i64 @llvm.smin.i64(i64 %add1045, i64 %sub591)
  %p1048 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1047
  %at1050 = or disjoint i32 %lane, 256
  %at1052 = add nuw nsw i32 %at1050, %at27
  %at1053 = zext nneg i32 %at1052 to i64
  %add1054 = add nuw nsw i64 %mul, %at1053
  %call1056 = tail call i64 @llvm.smin.i64(i64 %add1054, i64 %sub591)
  %p1057 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1056
  %at1059 = or disjoint i32 %lane, 288
  %at1061 = add nuw nsw i32 %at1059, %at27
  %at1062 = zext nneg i32 %at1061 to i64
  %add1063 = add nuw nsw i64 %mul, %at1062
  %call1065 = tail call i64 @llvm.smin.i64(i64 %add1063, i64 %sub591)
  %p1066 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1065
  %at1068 = or disjoint i32 %lane, 320
  %at1070 = add nuw nsw i32 %at1068, %at27
  %at1071 = zext nneg i32 %at1070 to i64
  %add1072 = add nuw nsw i64 %mul, %at1071
  %call1074 = tail call i64 @llvm.smin.i64(i64 %add1072, i64 %sub591)
  %p1075 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1074
  %at1077 = or disjoint i32 %lane, 352
  %at1079 = add nuw nsw i32 %at1077, %at27
  %at1080 = zext nneg i32 %at1079 to i64
  %add1081 = add nuw nsw i64 %mul, %at1080
  %call1083 = tail call i64 @llvm.smin.i64(i64 %add1081, i64 %sub591)
  %p1084 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1083
  %at1086 = or disjoint i32 %lane, 384
  %at1088 = add nuw nsw i32 %at1086, %at27
  %at1089 = zext nneg i32 %at1088 to i64
  %add1090 = add nuw nsw i64 %mul, %at1089
  %call1092 = tail call i64 @llvm.smin.i64(i64 %add1090, i64 %sub591)
  %p1093 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1092
  %at1095 = or disjoint i32 %lane, 416
  %at1097 = add nuw nsw i32 %at1095, %at27
  %at1098 = zext nneg i32 %at1097 to i64
  %add1099 = add nuw nsw i64 %mul, %at1098
  %call1101 = tail call i64 @llvm.smin.i64(i64 %add1099, i64 %sub591)
  %p1102 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1101
  %at1104 = or disjoint i32 %lane, 448
  %at1106 = add nuw nsw i32 %at1104, %at27
  %at1107 = zext nneg i32 %at1106 to i64
  %add1108 = add nuw nsw i64 %mul, %at1107
  %call1110 = tail call i64 @llvm.smin.i64(i64 %add1108, i64 %sub591)
  %p1111 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1110
  %at1113 = or i32 %call, 480
  %at1115 = add nuw nsw i32 %at27, %at1113
  %at1116 = zext nneg i32 %at1115 to i64
  %add1117 = add nuw nsw i64 %mul, %at1116
  %call1119 = tail call i64 @llvm.smin.i64(i64 %add1117, i64 %sub591)
  %p1120 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1119
  %at1122 = or disjoint i32 %lane, 512
  %at1124 = add nuw nsw i32 %at1122, %at27
  %at1125 = zext nneg i32 %at1124 to i64
  %add1126 = add nuw nsw i64 %mul, %at1125
  %call1128 = tail call i64 @llvm.smin.i64(i64 %add1126, i64 %sub591)
  %p1129 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1128
  %at1131 = or disjoint i32 %lane, 544
  %at1133 = add nuw nsw i32 %at1131, %at27
  %at1134 = zext nneg i32 %at1133 to i64
  %add1135 = add nuw nsw i64 %mul, %at1134
  %call1137 = tail call i64 @llvm.smin.i64(i64 %add1135, i64 %sub591)
  %p1138 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1137
  %at1140 = or disjoint i32 %lane, 576
  %at1142 = add nuw nsw i32 %at1140, %at27
  %at1143 = zext nneg i32 %at1142 to i64
  %add1144 = add nuw nsw i64 %mul, %at1143
  %call1146 = tail call i64 @llvm.smin.i64(i64 %add1144, i64 %sub591)
  %p1147 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1146
  %at1149 = or disjoint i32 %lane, 608
  %at1151 = add nuw nsw i32 %at1149, %at27
  %at1152 = zext nneg i32 %at1151 to i64
  %add1153 = add nuw nsw i64 %mul, %at1152
  %call1155 = tail call i64 @llvm.smin.i64(i64 %add1153, i64 %sub591)
  %p1156 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1155
  %at1158 = or disjoint i32 %lane, 640
  %at1160 = add nuw nsw i32 %at1158, %at27
  %at1161 = zext nneg i32 %at1160 to i64
  %add1162 = add nuw nsw i64 %mul, %at1161
  %call1164 = tail call i64 @llvm.smin.i64(i64 %add1162, i64 %sub591)
  %p1165 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1164
  %at1167 = or disjoint i32 %lane, 672
  %at1169 = add nuw nsw i32 %at1167, %at27
  %at1170 = zext nneg i32 %at1169 to i64
  %add1171 = add nuw nsw i64 %mul, %at1170
  %call1173 = tail call i64 @llvm.smin.i64(i64 %add1171, i64 %sub591)
  %p1174 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1173
  %at1176 = or disjoint i32 %lane, 704
  %at1178 = add nuw nsw i32 %at1176, %at27
  %at1179 = zext nneg i32 %at1178 to i64
  %add1180 = add nuw nsw i64 %mul, %at1179
  %call1182 = tail call i64 @llvm.smin.i64(i64 %add1180, i64 %sub591)
  %p1183 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1182
  %at1185 = or i32 %call, 736
  %at1187 = add nuw nsw i32 %at27, %at1185
  %at1188 = zext nneg i32 %at1187 to i64
  %add1189 = add nuw nsw i64 %mul, %at1188
  %call1191 = tail call i64 @llvm.smin.i64(i64 %add1189, i64 %sub591)
  %p1192 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1191
  %at1194 = or disjoint i32 %lane, 768
  %at1196 = add nuw nsw i32 %at1194, %at27
  %at1197 = zext nneg i32 %at1196 to i64
  %add1198 = add nuw nsw i64 %mul, %at1197
  %call1200 = tail call i64 @llvm.smin.i64(i64 %add1198, i64 %sub591)
  %p1201 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1200
  %at1203 = or disjoint i32 %lane, 800
  %at1205 = add nuw nsw i32 %at1203, %at27
  %at1206 = zext nneg i32 %at1205 to i64
  %add1207 = add nuw nsw i64 %mul, %at1206
  %call1209 = tail call i64 @llvm.smin.i64(i64 %add1207, i64 %sub591)
  %p1210 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1209
  %at1212 = or disjoint i32 %lane, 832
  %at1214 = add nuw nsw i32 %at1212, %at27
  %at1215 = zext nneg i32 %at1214 to i64
  %add1216 = add nuw nsw i64 %mul, %at1215
  %call1218 = tail call i64 @llvm.smin.i64(i64 %add1216, i64 %sub591)
  %p1219 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1218
  %at1221 = or disjoint i32 %lane, 864
  %at1223 = add nuw nsw i32 %at1221, %at27
  %at1224 = zext nneg i32 %at1223 to i64
  %add1225 = add nuw nsw i64 %mul, %at1224
  %call1227 = tail call i64 @llvm.smin.i64(i64 %add1225, i64 %sub591)
  %p1228 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1227
  br label %endif23

then1596:                                         ; preds = %endif23
  %80 = zext nneg i32 %w to i64
  %p1598 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %80
  store i32 %sel1594, ptr addrspace(3) %p1598, align 4
  br label %endif1597

endif1597:                                        ; preds = %then1596, %endif23
  tail call void @llvm.nvvm.barrier0()
  %start = sub i32 %sel1594, %count1569
  %cmp1599.not = icmp ult i32 %call, 32
  %v1600 = load i32, ptr addrspace(3) @scan.shared.3, align 8
  %start1601 = select i1 %cmp1599.not, i32 0, i32 %v1600
  %sel1602 = add i32 %start, %start1601
  %cmp1603 = icmp ugt i32 %call, 63
  %v1604 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 4), align 4
  %start1605 = select i1 %cmp1603, i32 %v1604, i32 0
  %sel1606 = add i32 %sel1602, %start1605
  %cmp1607 = icmp ugt i32 %call, 95
  %v1608 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 8), align 8
  %start1609 = select i1 %cmp1607, i32 %v1608, i32 0
  %sel1610 = add i32 %sel1606, %start1609
  %cmp1611 = icmp ugt i32 %call, 127
  %v1612 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 12), align 4
  %start1613 = select i1 %cmp1611, i32 %v1612, i32 0
  %sel1614 = add i32 %sel1610, %start1613
  %cmp1615 = icmp ugt i32 %call, 159
  %v1616 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 16), align 8
  %start1617 = select i1 %cmp1615, i32 %v1616, i32 0
  %sel1618 = add i32 %sel1614, %start1617
  %cmp1619 = icmp ugt i32 %call, 191
  %v1620 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 20), align 4
  %start1621 = select i1 %cmp1619, i32 %v1620, i32 0
  %sel1622 = add i32 %sel1618, %start1621
  %cmp1623 = icmp eq i32 %w, 7
  %v1624 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 24), align 8
  %start1625 = select i1 %cmp1623, i32 %v1624, i32 0
  %sel1626 = add i32 %sel1622, %start1625
  store i32 %sel1626, ptr addrspace(3) %p, align 4
  %running = add i32 %sel1626, %v1542
  store i32 %running, ptr addrspace(3) %p5, align 4
  %running1635 = add i32 %running, %v1545
  store i32 %running1635, ptr addrspace(3) %p7, align 4
  %running1638 = add i32 %running1635, %v1548
  store i32 %running1638, ptr addrspace(3) %p9, align 4
  %running1641 = add i32 %running1638, %v1551
  store i32 %running1641, ptr addrspace(3) %p11, align 4
  %running1644 = add i32 %running1641, %v1554
  store i32 %running1644, ptr addrspace(3) %p13, align 4
  %running1647 = add i32 %running1644, %v1557
  store i32 %running1647, ptr addrspace(3) %p15, align 4
  %running1650 = add i32 %running1647, %v1560
  store i32 %running1650, ptr addrspace(3) %p17, align 4
  tail call void @llvm.nvvm.barrier0()
  %notmask = shl nsw i32 -1, %lane
  %lt = xor i32 %notmask, -1
  %v1655 = load i32, ptr addrspace(3) @scan.shared.5.1, align 8
  %s1656 = sub i32 24, %v1655
  %up = shl i32 %sel1290, %s1656
  %digit1657 = lshr i32 %up, 24
  %81 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1657) #5
  %below = and i32 %81, %lt
  %call1658 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below)
  %counter1659 = or disjoint i32 %digit1657, %warp
  %82 = zext nneg i32 %counter1659 to i64
  %p1660 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %82
  %v1661 = load i32, ptr addrspace(3) %p1660, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1662 = icmp eq i32 %below, 0
  br i1 %cmp1662, label %then1663, label %endif1664

then1663:                                         ; preds = %endif1597
  %call1665 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %81)
  %c = add i32 %v1661, %call1665
  store i32 %c, ptr addrspace(3) %p1660, align 4
  br label %endif1664

endif1664:                                        ; preds = %then1663, %endif1597
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank = add i32 %call1658, %v1661
  %83 = sext i32 %rank to i64
  %p1667 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %83
  store i32 %sel1290, ptr addrspace(3) %p1667, align 4
  %up1669 = shl i32 %sel1295, %s1656
  %digit1670 = lshr i32 %up1669, 24
  %84 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1670) #5
  %below1671 = and i32 %84, %lt
  %call1672 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1671)
  %counter1673 = or disjoint i32 %digit1670, %warp
  %85 = zext nneg i32 %counter1673 to i64
  %p1674 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %85
  %v1675 = load i32, ptr addrspace(3) %p1674, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1676 = icmp eq i32 %below1671, 0
  br i1 %cmp1676, label %then1677, label %endif1678

then1677:                                         ; preds = %endif1664
  %call1679 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %84)
  %c1680 = add i32 %v1675, %call1679
  store i32 %c1680, ptr addrspace(3) %p1674, align 4
  br label %endif1678

endif1678:                                        ; preds = %then1677, %endif1664
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1682 = add i32 %call1672, %v1675
  %86 = sext i32 %rank1682 to i64
  %p1683 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %86
  store i32 %sel1295, ptr addrspace(3) %p1683, align 4
  %up1685 = shl i32 %sel1300, %s1656
  %digit1686 = lshr i32 %up1685, 24
  %87 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1686) #5
  %below1687 = and i32 %87, %lt
  %call1688 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1687)
  %counter1689 = or disjoint i32 %digit1686, %warp
  %88 = zext nneg i32 %counter1689 to i64
  %p1690 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %88
  %v1691 = load i32, ptr addrspace(3) %p1690, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1692 = icmp eq i32 %below1687, 0
  br i1 %cmp1692, label %then1693, label %endif1694

then1693:                                         ; preds = %endif1678
  %call1695 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %87)
  %c1696 = add i32 %v1691, %call1695
  store i32 %c1696, ptr addrspace(3) %p1690, align 4
  br label %endif1694

endif1694:                                        ; preds = %then1693, %endif1678
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1698 = add i32 %call1688, %v1691
  %89 = sext i32 %rank1698 to i64
  %p1699 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %89
  store i32 %sel1300, ptr addrspace(3) %p1699, align 4
  %up1701 = shl i32 %sel1305, %s1656
  %digit1702 = lshr i32 %up1701, 24
  %90 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1702) #5
  %below1703 = and i32 %90, %lt
  %call1704 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1703)
  %counter1705 = or disjoint i32 %digit1702, %warp
  %91 = zext nneg i32 %counter1705 to i64
  %p1706 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %91
  %v1707 = load i32, ptr addrspace(3) %p1706, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1708 = icmp eq i32 %below1703, 0
  br i1 %cmp1708, label %then1709, label %endif1710

then1709:                                         ; preds = %endif1694
  %call1711 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %90)
  %c1712 = add i32 %v1707, %call1711
  store i32 %c1712, ptr addrspace(3) %p1706, align 4
  br label %endif1710

endif1710:                                        ; preds = %then1709, %endif1694
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1714 = add i32 %call1704, %v1707
  %92 = sext i32 %rank1714 to i64
  %p1715 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %92
  store i32 %sel1305, ptr addrspace(3) %p1715, align 4
  %up1717 = shl i32 %sel1310, %s1656
  %digit1718 = lshr i32 %up1717, 24
  %93 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1718) #5
  %below1719 = and i32 %93, %lt
  %call1720 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1719)
  %counter1721 = or disjoint i32 %digit1718, %warp
  %94 = zext nneg i32 %counter1721 to i64
  %p1722 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %94
  %v1723 = load i32, ptr addrspace(3) %p1722, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1724 = icmp eq i32 %below1719, 0
  br i1 %cmp1724, label %then1725, label %endif1726

then1725:                                         ; preds = %endif1710
  %call1727 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %93)
  %c1728 = add i32 %v1723, %call1727
  store i32 %c1728, ptr addrspace(3) %p1722, align 4
  br label %endif1726

endif1726:                                        ; preds = %then1725, %endif1710
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1730 = add i32 %call1720, %v1723
  %95 = sext i32 %rank1730 to i64
  %p1731 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %95
  store i32 %sel1310, ptr addrspace(3) %p1731, align 4
  %up1733 = shl i32 %sel1315, %s1656
  %digit1734 = lshr i32 %up1733, 24
  %96 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1734) #5
  %below1735 = and i32 %96, %lt
  %call1736 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1735)
  %counter1737 = or disjoint i32 %digit1734, %warp
  %97 = zext nneg i32 %counter1737 to i64
  %p1738 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %97
  %v1739 = load i32, ptr addrspace(3) %p1738, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1740 = icmp eq i32 %below1735, 0
  br i1 %cmp1740, label %then1741, label %endif1742

then1741:                                         ; preds = %endif1726
  %call1743 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %96)
  %c1744 = add i32 %v1739, %call1743
  store i32 %c1744, ptr addrspace(3) %p1738, align 4
  br label %endif1742

endif1742:                                        ; preds = %then1741, %endif1726
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1746 = add i32 %call1736, %v1739
  %98 = sext i32 %rank1746 to i64
  %p1747 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %98
  store i32 %sel1315, ptr addrspace(3) %p1747, align 4
  %up1749 = shl i32 %sel1320, %s1656
  %digit1750 = lshr i32 %up1749, 24
  %99 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1750) #5
  %below1751 = and i32 %99, %lt
  %call1752 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1751)
  %counter1753 = or disjoint i32 %digit1750, %warp
  %100 = zext nneg i32 %counter1753 to i64
  %p1754 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %100
  %v1755 = load i32, ptr addrspace(3) %p1754, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1756 = icmp eq i32 %below1751, 0
  br i1 %cmp1756, label %then1757, label %endif1758

then1757:                                         ; preds = %endif1742
  %call1759 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %99)
  %c1760 = add i32 %v1755, %call1759
  store i32 %c1760, ptr addrspace(3) %p1754, align 4
  br label %endif1758

endif1758:                                        ; preds = %then1757, %endif1742
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1762 = add i32 %call1752, %v1755
  %101 = sext i32 %rank1762 to i64
  %p1763 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %101
  store i32 %sel1320, ptr addrspace(3) %p1763, align 4
  %up1765 = shl i32 %sel1325, %s1656
  %digit1766 = lshr i32 %up1765, 24
  %102 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1766) #5
  %below1767 = and i32 %102, %lt
  %call1768 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1767)
  %counter1769 = or disjoint i32 %digit1766, %warp
  %103 = zext nneg i32 %counter1769 to i64
  %p1770 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %103
  %v1771 = load i32, ptr addrspace(3) %p1770, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1772 = icmp eq i32 %below1767, 0
  br i1 %cmp1772, label %then1773, label %endif1774

then1773:                                         ; preds = %endif1758
  %call1775 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %102)
  %c1776 = add i32 %v1771, %call1775
  store i32 %c1776, ptr addrspace(3) %p1770, align 4
  br label %endif1774

endif1774:                                        ; preds = %then1773, %endif1758
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1778 = add i32 %call1768, %v1771
  %104 = sext i32 %rank1778 to i64
  %p1779 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %104
  store i32 %sel1325, ptr addrspace(3) %p1779, align 4
  %up1781 = shl i32 %sel1330, %s1656
  %digit1782 = lshr i32 %up1781, 24
  %105 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1782) #5
  %below1783 = and i32 %105, %lt
  %call1784 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1783)
  %counter1785 = or disjoint i32 %digit1782, %warp
  %106 = zext nneg i32 %counter1785 to i64
  %p1786 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %106
  %v1787 = load i32, ptr addrspace(3) %p1786, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1788 = icmp eq i32 %below1783, 0
  br i1 %cmp1788, label %then1789, label %endif1790

then1789:                                         ; preds = %endif1774
  %call1791 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %105)
  %c1792 = add i32 %v1787, %call1791
  store i32 %c1792, ptr addrspace(3) %p1786, align 4
  br label %endif1790

endif1790:                                        ; preds = %then1789, %endif1774
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1794 = add i32 %call1784, %v1787
  %107 = sext i32 %rank1794 to i64
  %p1795 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %107
  store i32 %sel1330, ptr addrspace(3) %p1795, align 4
  %up1797 = shl i32 %sel1335, %s1656
  %digit1798 = lshr i32 %up1797, 24
  %108 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1798) #5
  %below1799 = and i32 %108, %lt
  %call1800 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1799)
  %counter1801 = or disjoint i32 %digit1798, %warp
  %109 = zext nneg i32 %counter1801 to i64
  %p1802 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %109
  %v1803 = load i32, ptr addrspace(3) %p1802, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1804 = icmp eq i32 %below1799, 0
  br i1 %cmp1804, label %then1805, label %endif1806

then1805:                                         ; preds = %endif1790
  %call1807 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %108)
  %c1808 = add i32 %v1803, %call1807
  store i32 %c1808, ptr addrspace(3) %p1802, align 4
  br label %endif1806

endif1806:                                        ; preds = %then1805, %endif1790
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1810 = add i32 %call1800, %v1803
  %110 = sext i32 %rank1810 to i64
  %p1811 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %110
  store i32 %sel1335, ptr addrspace(3) %p1811, align 4
  %up1813 = shl i32 %sel1340, %s1656
  %digit1814 = lshr i32 %up1813, 24
  %111 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1814) #5
  %below1815 = and i32 %111, %lt
  %call1816 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1815)
  %counter1817 = or disjoint i32 %digit1814, %warp
  %112 = zext nneg i32 %counter1817 to i64
  %p1818 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %112
  %v1819 = load i32, ptr addrspace(3) %p1818, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1820 = icmp eq i32 %below1815, 0
  br i1 %cmp1820, label %then1821, label %endif1822

then1821:                                         ; preds = %endif1806
  %call1823 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %111)
  %c1824 = add i32 %v1819, %call1823
  store i32 %c1824, ptr addrspace(3) %p1818, align 4
  br label %endif1822

endif1822:                                        ; preds = %then1821, %endif1806
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1826 = add i32 %call1816, %v1819
  %113 = sext i32 %rank1826 to i64
  %p1827 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %113
  store i32 %sel1340, ptr addrspace(3) %p1827, align 4
  %up1829 = shl i32 %sel1345, %s1656
  %digit1830 = lshr i32 %up1829, 24
  %114 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1830) #5
  %below1831 = and i32 %114, %lt
  %call1832 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1831)
  %counter1833 = or disjoint i32 %digit1830, %warp
  %115 = zext nneg i32 %counter1833 to i64
  %p1834 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %115
  %v1835 = load i32, ptr addrspace(3) %p1834, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1836 = icmp eq i32 %below1831, 0
  br i1 %cmp1836, label %then1837, label %endif1838

then1837:                                         ; preds = %endif1822
  %call1839 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %114)
  %c1840 = add i32 %v1835, %call1839
  store i32 %c1840, ptr addrspace(3) %p1834, align 4
  br label %endif1838

endif1838:                                        ; preds = %then1837, %endif1822
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1842 = add i32 %call1832, %v1835
  %116 = sext i32 %rank1842 to i64
  %p1843 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %116
  store i32 %sel1345, ptr addrspace(3) %p1843, align 4
  %up1845 = shl i32 %sel1350, %s1656
  %digit1846 = lshr i32 %up1845, 24
  %117 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1846) #5
  %below1847 = and i32 %117, %lt
  %call1848 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1847)
  %counter1849 = or disjoint i32 %digit1846, %warp
  %118 = zext nneg i32 %counter1849 to i64
  %p1850 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %118
  %v1851 = load i32, ptr addrspace(3) %p1850, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1852 = icmp eq i32 %below1847, 0
  br i1 %cmp1852, label %then1853, label %endif1854

then1853:                                         ; preds = %endif1838
  %call1855 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %117)
  %c1856 = add i32 %v1851, %call1855
  store i32 %c1856, ptr addrspace(3) %p1850, align 4
  br label %endif1854

endif1854:                                        ; preds = %then1853, %endif1838
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1858 = add i32 %call1848, %v1851
  %119 = sext i32 %rank1858 to i64
  %p1859 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %119
  store i32 %sel1350, ptr addrspace(3) %p1859, align 4
  %up1861 = shl i32 %sel1355, %s1656
  %digit1862 = lshr i32 %up1861, 24
  %120 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1862) #5
  %below1863 = and i32 %120, %lt
  %call1864 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1863)
  %counter1865 = or disjoint i32 %digit1862, %warp
  %121 = zext nneg i32 %counter1865 to i64
  %p1866 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %121
  %v1867 = load i32, ptr addrspace(3) %p1866, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1868 = icmp eq i32 %below1863, 0
  br i1 %cmp1868, label %then1869, label %endif1870

then1869:                                         ; preds = %endif1854
  %call1871 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %120)
  %c1872 = add i32 %v1867, %call1871
  store i32 %c1872, ptr addrspace(3) %p1866, align 4
  br label %endif1870

endif1870:                                        ; preds = %then1869, %endif1854
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1874 = add i32 %call1864, %v1867
  %122 = sext i32 %rank1874 to i64
  %p1875 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %122
  store i32 %sel1355, ptr addrspace(3) %p1875, align 4
  %up1877 = shl i32 %sel1360, %s1656
  %digit1878 = lshr i32 %up1877, 24
  %123 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1878) #5
  %below1879 = and i32 %123, %lt
  %call1880 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1879)
  %counter1881 = or disjoint i32 %digit1878, %warp
  %124 = zext nneg i32 %counter1881 to i64
  %p1882 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %124
  %v1883 = load i32, ptr addrspace(3) %p1882, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1884 = icmp eq i32 %below1879, 0
  br i1 %cmp1884, label %then1885, label %endif1886

then1885:                                         ; preds = %endif1870
  %call1887 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %123)
  %c1888 = add i32 %v1883, %call1887
  store i32 %c1888, ptr addrspace(3) %p1882, align 4
  br label %endif1886

endif1886:                                        ; preds = %then1885, %endif1870
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1890 = add i32 %call1880, %v1883
  %125 = sext i32 %rank1890 to i64
  %p1891 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %125
  store i32 %sel1360, ptr addrspace(3) %p1891, align 4
  %up1893 = shl i32 %sel1365, %s1656
  %digit1894 = lshr i32 %up1893, 24
  %126 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1894) #5
  %below1895 = and i32 %126, %lt
  %call1896 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1895)
  %counter1897 = or disjoint i32 %digit1894, %warp
  %127 = zext nneg i32 %counter1897 to i64
  %p1898 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %127
  %v1899 = load i32, ptr addrspace(3) %p1898, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1900 = icmp eq i32 %below1895, 0
  br i1 %cmp1900, label %then1901, label %endif1902

then1901:                                         ; preds = %endif1886
  %call1903 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %126)
  %c1904 = add i32 %v1899, %call1903
  store i32 %c1904, ptr addrspace(3) %p1898, align 4
  br label %endif1902

endif1902:                                        ; preds = %then1901, %endif1886
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1906 = add i32 %call1896, %v1899
  %128 = sext i32 %rank1906 to i64
  %p1907 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %128
  store i32 %sel1365, ptr addrspace(3) %p1907, align 4
  %up1909 = shl i32 %sel1370, %s1656
  %digit1910 = lshr i32 %up1909, 24
  %129 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1910) #5
  %below1911 = and i32 %129, %lt
  %call1912 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1911)
  %counter1913 = or disjoint i32 %digit1910, %warp
  %130 = zext nneg i32 %counter1913 to i64
  %p1914 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %130
  %v1915 = load i32, ptr addrspace(3) %p1914, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1916 = icmp eq i32 %below1911, 0
  br i1 %cmp1916, label %then1917, label %endif1918

then1917:                                         ; preds = %endif1902
  %call1919 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %129)
  %c1920 = add i32 %v1915, %call1919
  store i32 %c1920, ptr addrspace(3) %p1914, align 4
  br label %endif1918

endif1918:                                        ; preds = %then1917, %endif1902
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1922 = add i32 %call1912, %v1915
  %131 = sext i32 %rank1922 to i64
  %p1923 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %131
  store i32 %sel1370, ptr addrspace(3) %p1923, align 4
  %up1925 = shl i32 %sel1375, %s1656
  %digit1926 = lshr i32 %up1925, 24
  %132 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1926) #5
  %below1927 = and i32 %132, %lt
  %call1928 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1927)
  %counter1929 = or disjoint i32 %digit1926, %warp
  %133 = zext nneg i32 %counter1929 to i64
  %p1930 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %133
  %v1931 = load i32, ptr addrspace(3) %p1930, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1932 = icmp eq i32 %below1927, 0
  br i1 %cmp1932, label %then1933, label %endif1934

then1933:                                         ; preds = %endif1918
  %call1935 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %132)
  %c1936 = add i32 %v1931, %call1935
  store i32 %c1936, ptr addrspace(3) %p1930, align 4
  br label %endif1934

endif1934:                                        ; preds = %then1933, %endif1918
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1938 = add i32 %call1928, %v1931
  %134 = sext i32 %rank1938 to i64
  %p1939 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %134
  store i32 %sel1375, ptr addrspace(3) %p1939, align 4
  %up1941 = shl i32 %sel1380, %s1656
  %digit1942 = lshr i32 %up1941, 24
  %135 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1942) #5
  %below1943 = and i32 %135, %lt
  %call1944 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1943)
  %counter1945 = or disjoint i32 %digit1942, %warp
  %136 = zext nneg i32 %counter1945 to i64
  %p1946 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %136
  %v1947 = load i32, ptr addrspace(3) %p1946, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1948 = icmp eq i32 %below1943, 0
  br i1 %cmp1948, label %then1949, label %endif1950

then1949:                                         ; preds = %endif1934
  %call1951 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %135)
  %c1952 = add i32 %v1947, %call1951
  store i32 %c1952, ptr addrspace(3) %p1946, align 4
  br label %endif1950

endif1950:                                        ; preds = %then1949, %endif1934
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1954 = add i32 %call1944, %v1947
  %137 = sext i32 %rank1954 to i64
  %p1955 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %137
  store i32 %sel1380, ptr addrspace(3) %p1955, align 4
  %up1957 = shl i32 %sel1385, %s1656
  %digit1958 = lshr i32 %up1957, 24
  %138 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1958) #5
  %below1959 = and i32 %138, %lt
  %call1960 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1959)
  %counter1961 = or disjoint i32 %digit1958, %warp
  %139 = zext nneg i32 %counter1961 to i64
  %p1962 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %139
  %v1963 = load i32, ptr addrspace(3) %p1962, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1964 = icmp eq i32 %below1959, 0
  br i1 %cmp1964, label %then1965, label %endif1966

then1965:                                         ; preds = %endif1950
  %call1967 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %138)
  %c1968 = add i32 %v1963, %call1967
  store i32 %c1968, ptr addrspace(3) %p1962, align 4
  br label %endif1966

endif1966:                                        ; preds = %then1965, %endif1950
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1970 = add i32 %call1960, %v1963
  %140 = sext i32 %rank1970 to i64
  %p1971 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %140
  store i32 %sel1385, ptr addrspace(3) %p1971, align 4
  %up1973 = shl i32 %sel1390, %s1656
  %digit1974 = lshr i32 %up1973, 24
  %141 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1974) #5
  %below1975 = and i32 %141, %lt
  %call1976 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1975)
  %counter1977 = or disjoint i32 %digit1974, %warp
  %142 = zext nneg i32 %counter1977 to i64
  %p1978 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %142
  %v1979 = load i32, ptr addrspace(3) %p1978, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1980 = icmp eq i32 %below1975, 0
  br i1 %cmp1980, label %then1981, label %endif1982

then1981:                                         ; preds = %endif1966
  %call1983 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %141)
  %c1984 = add i32 %v1979, %call1983
  store i32 %c1984, ptr addrspace(3) %p1978, align 4
  br label %endif1982

endif1982:                                        ; preds = %then1981, %endif1966
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1986 = add i32 %call1976, %v1979
  %143 = sext i32 %rank1986 to i64
  %p1987 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %143
  store i32 %sel1390, ptr addrspace(3) %p1987, align 4
  %up1989 = shl i32 %sel1395, %s1656
  %digit1990 = lshr i32 %up1989, 24
  %144 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1990) #5
  %below1991 = and i32 %144, %lt
  %call1992 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1991)
  %counter1993 = or disjoint i32 %digit1990, %warp
  %145 = zext nneg i32 %counter1993 to i64
  %p1994 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %145
  %v1995 = load i32, ptr addrspace(3) %p1994, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1996 = icmp eq i32 %below1991, 0
  br i1 %cmp1996, label %then1997, label %endif1998

then1997:                                         ; preds = %endif1982
  %call1999 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %144)
  %c2000 = add i32 %v1995, %call1999
  store i32 %c2000, ptr addrspace(3) %p1994, align 4
  br label %endif1998

endif1998:                                        ; preds = %then1997, %endif1982
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank2002 = add i32 %call1992, %v1995
  %146 = sext i32 %rank2002 to i64
  %p2003 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %146
  store i32 %sel1395, ptr addrspace(3) %p2003, align 4
  %up2005 = shl i32 %sel1400, %s1656
  %digit2006 = lshr i32 %up2005, 24
  %147 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit2006) #5
  %below2007 = and i32 %147, %lt
  %call2008 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below2007)
  %counter2009 = or disjoint i32 %digit2006, %warp
  %148 = zext nneg i32 %counter2009 to i64
  %p2010 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %148
  %v2011 = load i32, ptr addrspace(3) %p2010, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp2012 = icmp eq i32 %below2007, 0
  br i1 %cmp2012, label %then2013, label %endif2014

then2013:                                         ; preds = %endif1998
  %call2015 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %147)
  %c2016 = add i32 %v2011, %call2015
  store i32 %c2016, ptr addrspace(3) %p2010, align 4
  br label %endif2014

endif2014:                                        ; preds = %then2013, %endif1998
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank2018 = add i32 %call2008, %v2011
  %149 = sext i32 %rank2018 to i64
  %p2019 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %149
  store i32 %sel1400, ptr addrspace(3) %p2019, align 4
  %up2021 = shl i32 %sel1405, %s1656
  %digit2022 = lshr i32 %up2021, 24
  %150 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit2022) #5
  %below2023 = and i32 %150, %lt
  %call2024 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below2023)
  %counter2025 = or disjoint i32 %digit2022, %warp
  %151 = zext nneg i32 %counter2025 to i64
  %p2026 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %151
  %v2027 = load i32, ptr addrspace(3) %p2026, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp2028 = icmp eq i32 %below2023, 0
  br i1 %cmp2028, label %then2029, label %endif2030

then2029:                                         ; preds = %endif2014
  %call2031 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %150)
  %c2032 = add i32 %v2027, %call2031
  store i32 %c2032, ptr addrspace(3) %p2026, align 4
  br label %endif2030

endif2030:                                        ; preds = %then2029, %endif2014
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank2034 = add i32 %call2024, %v2027
  %152 = sext i32 %rank2034 to i64
  %p2035 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %152
  store i32 %sel1405, ptr addrspace(3) %p2035, align 4
  %up2037 = shl i32 %sel1410, %s1656
  %digit2038 = lshr i32 %up2037, 24
  %153 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit2038) #5
  %below2039 = and i32 %153, %lt
  %call2040 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below2039)
  %counter2041 = or disjoint i32 %digit2038, %warp
  %154 = zext nneg i32 %counter2041 to i64
  %p2042 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %154
  %v2043 = load i32, ptr addrspace(3) %p2042, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp2044 = icmp eq i32 %below2039, 0
  br i1 %cmp2044, label %then2045, label %endif2046

then2045:                                         ; preds = %endif2030
  %call2047 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %153)
  %c2048 = add i32 %v2043, %call2047
  store i32 %c2048, ptr addrspace(3) %p2042, align 4
  br label %endif2046

endif2046:                                        ; preds = %then2045, %endif2030
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank2050 = add i32 %call2040, %v2043
  %155 = sext i32 %rank2050 to i64
  %p2051 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %155
  store i32 %sel1410, ptr addrspace(3) %p2051, align 4
  %up2053 = shl i32 %sel1415, %s1656
  %digit2054 = lshr i32 %up2053, 24
  %156 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit2054) #5
  %below2055 = and i32 %156, %lt
  %call2056 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below2055)
  %counter2057 = or disjoint i32 %digit2054, %warp
  %157 = zext nneg i32 %counter2057 to i64
  %p2058 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %157
  %v2059 = load i32, ptr addrspace(3) %p2058, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp2060 = icmp eq i32 %below2055, 0
  br i1 %cmp2060, label %then2061, label %endif2062

then2061:                                         ; preds = %endif2046
  %call2063 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %156)
  %c2064 = add i32 %v2059, %call2063
  store i32 %c2064, ptr addrspace(3) %p2058, align 4
  br label %endif2062

endif2062:                                        ; preds = %then2061, %endif2046
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank2066 = add i32 %call2056, %v2059
  %158 = sext i32 %rank2066 to i64
  %p2067 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %158
  store i32 %sel1415, ptr addrspace(3) %p2067, align 4
  %up2069 = shl i32 %sel1420, %s1656
  %digit2070 = lshr i32 %up2069, 24
  %159 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit2070) #5
  %below2071 = and i32 %159, %lt
  %call2072 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below2071)
  %counter2073 = or disjoint i32 %digit2070, %warp
  %160 = zext nneg i32 %counter2073 to i64
  %p2074 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %160
  %v2075 = load i32, ptr addrspace(3) %p2074, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp2076 = icmp eq i32 %below2071, 0
  br i1 %cmp2076, label %then2077, label %endif2078

then2077:                                         ; preds = %endif2062
  %call2079 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %159)
  %c2080 = add i32 %v2075, %call2079
  store i32 %c2080, ptr addrspace(3) %p2074, align 4
  br label %endif2078

endif2078:                                        ; preds = %then2077, %endif2062
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank2082 = add i32 %call2072, %v2075
  %161 = sext i32 %rank2082 to i64
  %p2083 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %161
  store i32 %sel1420, ptr addrspace(3) %p2083, align 4
  %up2085 = shl i32 %sel1425, %s1656
  %digit2086 = lshr i32 %up2085, 24
  %162 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit2086) #5
  %below2087 = and i32 %162, %lt
  %call2088 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below2087)
  %counter2089 = or disjoint i32 %digit2086, %warp
  %163 = zext nneg i32 %counter2089 to i64
  %p2090 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %163
  %v2091 = load i32, ptr addrspace(3) %p2090, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp2092 = icmp eq i32 %below2087, 0
  br i1 %cmp2092, label %then2093, label %endif2094

then2093:                                         ; preds = %endif2078
  %call2095 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %162)
  %c2096 = add i32 %v2091, %call2095
  store i32 %c2096, ptr addrspace(3) %p2090, align 4
  br label %endif2094

endif2094:                                        ; preds = %then2093, %endif2078
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank2098 = add i32 %call2088, %v2091
  %164 = sext i32 %rank2098 to i64
  %p2099 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %164
  store i32 %sel1425, ptr addrspace(3) %p2099, align 4
  %sel2100 = select i1 %cmp1.not, ptr addrspace(1) %5, ptr addrspace(1) %3
  %at2111 = zext nneg i32 %at28 to i64
  br i1 %cmp21, label %then2102, label %else2103

then2102:                                         ; preds = %endif2094
  br i1 %cmp2, label %then2105, label %else2106

else2103:                                         ; preds = %endif2094
  %add2675 = add nuw nsw i64 %mul, %at2111
  %sub2676 = add i64 %2, -1
  %call2677 = tail call i64 @llvm.smin.i64(i64 %add2675, i64 %sub2676)
  br i1 %cmp2, label %then2668, label %else2669

endif2104:                                        ; preds = %then2668, %else2669, %then2105, %else2106
  %phi3343 = phi float [ %fmul2119, %then2105 ], [ %v2450, %else2106 ], [ %fmul2684, %then2668 ], [ %v3071, %else2669 ]
  %phi3344 = phi float [ %fmul2131, %then2105 ], [ %v2457, %else2106 ], [ %fmul2698, %then2668 ], [ %v3080, %else2669 ]
  %phi3345 = phi float [ %fmul2143, %then2105 ], [ %v2464, %else2106 ], [ %fmul2712, %then2668 ], [ %v3089, %else2669 ]
  %phi3346 = phi float [ %fmul2155, %then2105 ], [ %v2471, %else2106 ], [ %fmul2726, %then2668 ], [ %v3098, %else2669 ]
  %phi3347 = phi float [ %fmul2167, %then2105 ], [ %v2478, %else2106 ], [ %fmul2740, %then2668 ], [ %v3107, %else2669 ]
  %phi3348 = phi float [ %fmul2179, %then2105 ], [ %v2485, %else2106 ], [ %fmul2754, %then2668 ], [ %v3116, %else2669 ]
  %phi3349 = phi float [ %fmul2191, %then2105 ], [ %v2492, %else2106 ], [ %fmul2768, %then2668 ], [ %v3125, %else2669 ]
  %phi3350 = phi float [ %fmul2203, %then2105 ], [ %v2499, %else2106 ], [ %fmul2782, %then2668 ], [ %v3134, %else2669 ]
  %phi3351 = phi float [ %fmul2215, %then2105 ], [ %v2506, %else2106 ], [ %fmul2796, %then2668 ], [ %v3143, %else2669 ]
  %phi3352 = phi float [ %fmul2227, %then2105 ], [ %v2513, %else2106 ], [ %fmul2810, %then2668 ], [ %v3152, %else2669 ]
  %phi3353 = phi float [ %fmul2239, %then2105 ], [ %v2520, %else2106 ], [ %fmul2824, %then2668 ], [ %v3161, %else2669 ]
  %phi3354 = phi float [ %fmul2251, %then2105 ], [ %v2527, %else2106 ], [ %fmul2838, %then2668 ], [ %v3170, %else2669 ]
  %phi3355 = phi float [ %fmul2263, %then2105 ], [ %v2534, %else2106 ], [ %fmul2852, %then2668 ], [ %v3179, %else2669 ]
  %phi3356 = phi float [ %fmul2275, %then2105 ], [ %v2541, %else2106 ], [ %fmul2866, %then2668 ], [ %v3188, %else2669 ]
  %phi3357 = phi float [ %fmul2287, %then2105 ], [ %v2548, %else2106 ], [ %fmul2880, %then2668 ], [ %v3197, %else2669 ]
  %phi3358 = phi float [ %fmul2299, %then2105 ], [ %v2555, %else2106 ], [ %fmul2894, %then2668 ], [ %v3206, %else2669 ]
  %phi3359 = phi float [ %fmul2311, %then2105 ], [ %v2562, %else2106 ], [ %fmul2908, %then2668 ], [ %v3215, %else2669 ]
  %phi3360 = phi float [ %fmul2323, %then2105 ], [ %v2569, %else2106 ], [ %fmul2922, %then2668 ], [ %v3224, %else2669 ]
  %phi3361 = phi float [ %fmul2335, %then2105 ], [ %v2576, %else2106 ], [ %fmul2936, %then2668 ], [ %v3233, %else2669 ]
  %phi3362 = phi float [ %fmul2347, %then2105 ], [ %v2583, %else2106 ], [ %fmul2950, %then2668 ], [ %v3242, %else2669 ]
  %phi3363 = phi float [ %fmul2359, %then2105 ], [ %v2590, %else2106 ], [ %fmul2964, %then2668 ], [ %v3251, %else2669 ]
  %phi3364 = phi float [ %fmul2371, %then2105 ], [ %v2597, %else2106 ], [ %fmul2978, %then2668 ], [ %v3260, %else2669 ]
  %phi3365 = phi float [ %fmul2383, %then2105 ], [ %v2604, %else2106 ], [ %fmul2992, %then2668 ], [ %v3269, %else2669 ]
  %phi3366 = phi float [ %fmul2395, %then2105 ], [ %v2611, %else2106 ], [ %fmul3006, %then2668 ], [ %v3278, %else2669 ]
  %phi3367 = phi float [ %fmul2407, %then2105 ], [ %v2618, %else2106 ], [ %fmul3020, %then2668 ], [ %v3287, %else2669 ]
  %phi3368 = phi float [ %fmul2419, %then2105 ], [ %v2625, %else2106 ], [ %fmul3034, %then2668 ], [ %v3296, %else2669 ]
  %phi3369 = phi float [ %fmul2431, %then2105 ], [ %v2632, %else2106 ], [ %fmul3048, %then2668 ], [ %v3305, %else2669 ]
  %phi3370 = phi float [ %fmul2443, %then2105 ], [ %v2639, %else2106 ], [ %fmul3062, %then2668 ], [ %v3314, %else2669 ]
  br i1 %cmp1539.not, label %repeat.exit, label %repeat.body.preheader

repeat.body.preheader:                            ; preds = %endif2104
  %sub3371 = add nsw i64 %tile, -1
  %invariant.gep = getelementptr i8, ptr addrspace(1) %10, i64 64
  br label %repeat.body

then2105:                                         ; preds = %then2102
  %add2112 = add nuw nsw i64 %mul, %at2111
  %sub2113 = add i64 %0, -1
  %call2114 = tail call i64 @llvm.smin.i64(i64 %add2112, i64 %sub2113)
  %call2115 = tail call i64 @llvm.smax.i64(i64 %call2114, i64 0)
  %p2116 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2115
  %v2117 = load i32, ptr addrspace(1) %p2116, align 4
  %sitofp2118 = sitofp i32 %v2117 to float
  %fmul2119 = fmul float %sitofp2118, 5.000000e-01
  %at2123 = zext nneg i32 %at1293.pre-phi to i64
  %add2124 = add nuw nsw i64 %mul, %at2123
  %call2126 = tail call i64 @llvm.smin.i64(i64 %add2124, i64 %sub2113)
  %call2127 = tail call i64 @llvm.smax.i64(i64 %call2126, i64 0)
  %p2128 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2127
  %v2129 = load i32, ptr addrspace(1) %p2128, align 4
  %sitofp2130 = sitofp i32 %v2129 to float
  %fmul2131 = fmul float %sitofp2130, 5.000000e-01
  %at2135 = zext nneg i32 %at1298.pre-phi to i64
  %add2136 = add nuw nsw i64 %mul, %at2135
  %call2138 = tail call i64 @llvm.smin.i64(i64 %add2136, i64 %sub2113)
  %call2139 = tail call i64 @llvm.smax.i64(i64 %call2138, i64 0)
  %p2140 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2139
  %v2141 = load i32, ptr addrspace(1) %p2140, align 4
  %sitofp2142 = sitofp i32 %v2141 to float
  %fmul2143 = fmul float %sitofp2142, 5.000000e-01
  %at2147 = zext nneg i32 %at1303.pre-phi to i64
  %add2148 = add nuw nsw i64 %mul, %at2147
  %call2150 = tail call i64 @llvm.smin.i64(i64 %add2148, i64 %sub2113)
  %call2151 = tail call i64 @llvm.smax.i64(i64 %call2150, i64 0)
  %p2152 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2151
  %v2153 = load i32, ptr addrspace(1) %p2152, align 4
  %sitofp2154 = sitofp i32 %v2153 to float
  %fmul2155 = fmul float %sitofp2154, 5.000000e-01
  %at2159 = zext nneg i32 %at1308.pre-phi to i64
  %add2160 = add nuw nsw i64 %mul, %at2159
  %call2162 = tail call i64 @llvm.smin.i64(i64 %add2160, i64 %sub2113)
  %call2163 = tail call i64 @llvm.smax.i64(i64 %call2162, i64 0)
  %p2164 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2163
  %v2165 = load i32, ptr addrspace(1) %p2164, align 4
  %sitofp2166 = sitofp i32 %v2165 to float
  %fmul2167 = fmul float %sitofp2166, 5.000000e-01
  %at2171 = zext nneg i32 %at1313.pre-phi to i64
  %add2172 = add nuw nsw i64 %mul, %at2171
  %call2174 = tail call i64 @llvm.smin.i64(i64 %add2172, i64 %sub2113)
  %call2175 = tail call i64 @llvm.smax.i64(i64 %call2174, i64 0)
  %p2176 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2175
  %v2177 = load i32, ptr addrspace(1) %p2176, align 4
  %sitofp2178 = sitofp i32 %v2177 to float
  %fmul2179 = fmul float %sitofp2178, 5.000000e-01
  %at2183 = zext nneg i32 %at1318.pre-phi to i64
  %add2184 = add nuw nsw i64 %mul, %at2183
  %call2186 = tail call i64 @llvm.smin.i64(i64 %add2184, i64 %sub2113)
  %call2187 = tail call i64 @llvm.smax.i64(i64 %call2186, i64 0)
  %p2188 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2187
  %v2189 = load i32, ptr addrspace(1) %p2188, align 4
  %sitofp2190 = sitofp i32 %v2189 to float
  %fmul2191 = fmul float %sitofp2190, 5.000000e-01
  %at2195 = zext nneg i32 %at1323.pre-phi to i64
  %add2196 = add nuw nsw i64 %mul, %at2195
  %call2198 = tail call i64 @llvm.smin.i64(i64 %add2196, i64 %sub2113)
  %call2199 = tail call i64 @llvm.smax.i64(i64 %call2198, i64 0)
  %p2200 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2199
  %v2201 = load i32, ptr addrspace(1) %p2200, align 4
  %sitofp2202 = sitofp i32 %v2201 to float
  %fmul2203 = fmul float %sitofp2202, 5.000000e-01
  %at2207 = zext nneg i32 %at1328.pre-phi to i64
  %add2208 = add nuw nsw i64 %mul, %at2207
  %call2210 = tail call i64 @llvm.smin.i64(i64 %add2208, i64 %sub2113)
  %call2211 = tail call i64 @llvm.smax.i64(i64 %call2210, i64 0)
  %p2212 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2211
  %v2213 = load i32, ptr addrspace(1) %p2212, align 4
  %sitofp2214 = sitofp i32 %v2213 to float
  %fmul2215 = fmul float %sitofp2214, 5.000000e-01
  %at2219 = zext nneg i32 %at1333.pre-phi to i64
  %add2220 = add nuw nsw i64 %mul, %at2219
  %call2222 = tail call i64 @llvm.smin.i64(i64 %add2220, i64 %sub2113)
  %call2223 = tail call i64 @llvm.smax.i64(i64 %call2222, i64 0)
  %p2224 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2223
  %v2225 = load i32, ptr addrspace(1) %p2224, align 4
  %sitofp2226 = sitofp i32 %v2225 to float
  %fmul2227 = fmul float %sitofp2226, 5.000000e-01
  %at2231 = zext nneg i32 %at1338.pre-phi to i64
  %add2232 = add nuw nsw i64 %mul, %at2231
  %call2234 = tail call i64 @llvm.smin.i64(i64 %add2232, i64 %sub2113)
  %call2235 = tail call i64 @llvm.smax.i64(i64 %call2234, i64 0)
  %p2236 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2235
  %v2237 = load i32, ptr addrspace(1) %p2236, align 4
  %sitofp2238 = sitofp i32 %v2237 to float
  %fmul2239 = fmul float %sitofp2238, 5.000000e-01
  %at2243 = zext nneg i32 %at1343.pre-phi to i64
  %add2244 = add nuw nsw i64 %mul, %at2243
  %call2246 = tail call i64 @llvm.smin.i64(i64 %add2244, i64 %sub2113)
  %call2247 = tail call i64 @llvm.smax.i64(i64 %call2246, i64 0)
  %p2248 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2247
  %v2249 = load i32, ptr addrspace(1) %p2248, align 4
  %sitofp2250 = sitofp i32 %v2249 to float
  %fmul2251 = fmul float %sitofp2250, 5.000000e-01
  %at2255 = zext nneg i32 %at1348.pre-phi to i64
  %add2256 = add nuw nsw i64 %mul, %at2255
  %call2258 = tail call i64 @llvm.smin.i64(i64 %add2256, i64 %sub2113)
  %call2259 = tail call i64 @llvm.smax.i64(i64 %call2258, i64 0)
  %p2260 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2259
  %v2261 = load i32, ptr addrspace(1) %p2260, align 4
  %sitofp2262 = sitofp i32 %v2261 to float
  %fmul2263 = fmul float %sitofp2262, 5.000000e-01
  %at2267 = zext nneg i32 %at1353.pre-phi to i64
  %add2268 = add nuw nsw i64 %mul, %at2267
  %call2270 = tail call i64 @llvm.smin.i64(i64 %add2268, i64 %sub2113)
  %call2271 = tail call i64 @llvm.smax.i64(i64 %call2270, i64 0)
  %p2272 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2271
  %v2273 = load i32, ptr addrspace(1) %p2272, align 4
  %sitofp2274 = sitofp i32 %v2273 to float
  %fmul2275 = fmul float %sitofp2274, 5.000000e-01
  %at2279 = zext nneg i32 %at1358.pre-phi to i64
  %add2280 = add nuw nsw i64 %mul, %at2279
  %call2282 = tail call i64 @llvm.smin.i64(i64 %add2280, i64 %sub2113)
  %call2283 = tail call i64 @llvm.smax.i64(i64 %call2282, i64 0)
  %p2284 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2283
  %v2285 = load i32, ptr addrspace(1) %p2284, align 4
  %sitofp2286 = sitofp i32 %v2285 to float
  %fmul2287 = fmul float %sitofp2286, 5.000000e-01
  %at2291 = zext nneg i32 %at1363.pre-phi to i64
  %add2292 = add nuw nsw i64 %mul, %at2291
  %call2294 = tail call i64 @llvm.smin.i64(i64 %add2292, i64 %sub2113)
  %call2295 = tail call i64 @llvm.smax.i64(i64 %call2294, i64 0)
  %p2296 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2295
  %v2297 = load i32, ptr addrspace(1) %p2296, align 4
  %sitofp2298 = sitofp i32 %v2297 to float
  %fmul2299 = fmul float %sitofp2298, 5.000000e-01
  %at2303 = zext nneg i32 %at1368.pre-phi to i64
  %add2304 = add nuw nsw i64 %mul, %at2303
  %call2306 = tail call i64 @llvm.smin.i64(i64 %add2304, i64 %sub2113)
  %call2307 = tail call i64 @llvm.smax.i64(i64 %call2306, i64 0)
  %p2308 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2307
  %v2309 = load i32, ptr addrspace(1) %p2308, align 4
  %sitofp2310 = sitofp i32 %v2309 to float
  %fmul2311 = fmul float %sitofp2310, 5.000000e-01
  %at2315 = zext nneg i32 %at1373.pre-phi to i64
  %add2316 = add nuw nsw i64 %mul, %at2315
  %call2318 = tail call i64 @llvm.smin.i64(i64 %add2316, i64 %sub2113)
  %call2319 = tail call i64 @llvm.smax.i64(i64 %call2318, i64 0)
  %p2320 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2319
  %v2321 = load i32, ptr addrspace(1) %p2320, align 4
  %sitofp2322 = sitofp i32 %v2321 to float
  %fmul2323 = fmul float %sitofp2322, 5.000000e-01
  %at2327 = zext nneg i32 %at1378.pre-phi to i64
  %add2328 = add nuw nsw i64 %mul, %at2327
  %call2330 = tail call i64 @llvm.smin.i64(i64 %add2328, i64 %sub2113)
  %call2331 = tail call i64 @llvm.smax.i64(i64 %call2330, i64 0)
  %p2332 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2331
  %v2333 = load i32, ptr addrspace(1) %p2332, align 4
  %sitofp2334 = sitofp i32 %v2333 to float
  %fmul2335 = fmul float %sitofp2334, 5.000000e-01
  %at2339 = zext nneg i32 %at1383.pre-phi to i64
  %add2340 = add nuw nsw i64 %mul, %at2339
  %call2342 = tail call i64 @llvm.smin.i64(i64 %add2340, i64 %sub2113)
  %call2343 = tail call i64 @llvm.smax.i64(i64 %call2342, i64 0)
  %p2344 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2343
  %v2345 = load i32, ptr addrspace(1) %p2344, align 4
  %sitofp2346 = sitofp i32 %v2345 to float
  %fmul2347 = fmul float %sitofp2346, 5.000000e-01
  %at2351 = zext nneg i32 %at1388.pre-phi to i64
  %add2352 = add nuw nsw i64 %mul, %at2351
  %call2354 = tail call i64 @llvm.smin.i64(i64 %add2352, i64 %sub2113)
  %call2355 = tail call i64 @llvm.smax.i64(i64 %call2354, i64 0)
  %p2356 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2355
  %v2357 = load i32, ptr addrspace(1) %p2356, align 4
  %sitofp2358 = sitofp i32 %v2357 to float
  %fmul2359 = fmul float %sitofp2358, 5.000000e-01
  %at2363 = zext nneg i32 %at1393.pre-phi to i64
  %add2364 = add nuw nsw i64 %mul, %at2363
  %call2366 = tail call i64 @llvm.smin.i64(i64 %add2364, i64 %sub2113)
  %call2367 = tail call i64 @llvm.smax.i64(i64 %call2366, i64 0)
  %p2368 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2367
  %v2369 = load i32, ptr addrspace(1) %p2368, align 4
  %sitofp2370 = sitofp i32 %v2369 to float
  %fmul2371 = fmul float %sitofp2370, 5.000000e-01
  %at2375 = zext nneg i32 %at1398.pre-phi to i64
  %add2376 = add nuw nsw i64 %mul, %at2375
  %call2378 = tail call i64 @llvm.smin.i64(i64 %add2376, i64 %sub2113)
  %call2379 = tail call i64 @llvm.smax.i64(i64 %call2378, i64 0)
  %p2380 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2379
  %v2381 = load i32, ptr addrspace(1) %p2380, align 4
  %sitofp2382 = sitofp i32 %v2381 to float
  %fmul2383 = fmul float %sitofp2382, 5.000000e-01
  %at2387 = zext nneg i32 %at1403.pre-phi to i64
  %add2388 = add nuw nsw i64 %mul, %at2387
  %call2390 = tail call i64 @llvm.smin.i64(i64 %add2388, i64 %sub2113)
  %call2391 = tail call i64 @llvm.smax.i64(i64 %call2390, i64 0)
  %p2392 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2391
  %v2393 = load i32, ptr addrspace(1) %p2392, align 4
  %sitofp2394 = sitofp i32 %v2393 to float
  %fmul2395 = fmul float %sitofp2394, 5.000000e-01
  %at2399 = zext nneg i32 %at1408.pre-phi to i64
  %add2400 = add nuw nsw i64 %mul, %at2399
  %call2402 = tail call i64 @llvm.smin.i64(i64 %add2400, i64 %sub2113)
  %call2403 = tail call i64 @llvm.smax.i64(i64 %call2402, i64 0)
  %p2404 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2403
  %v2405 = load i32, ptr addrspace(1) %p2404, align 4
  %sitofp2406 = sitofp i32 %v2405 to float
  %fmul2407 = fmul float %sitofp2406, 5.000000e-01
  %at2411 = zext nneg i32 %at1413.pre-phi to i64
  %add2412 = add nuw nsw i64 %mul, %at2411
  %call2414 = tail call i64 @llvm.smin.i64(i64 %add2412, i64 %sub2113)
  %call2415 = tail call i64 @llvm.smax.i64(i64 %call2414, i64 0)
  %p2416 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2415
  %v2417 = load i32, ptr addrspace(1) %p2416, align 4
  %sitofp2418 = sitofp i32 %v2417 to float
  %fmul2419 = fmul float %sitofp2418, 5.000000e-01
  %at2423 = zext nneg i32 %at1418.pre-phi to i64
  %add2424 = add nuw nsw i64 %mul, %at2423
  %call2426 = tail call i64 @llvm.smin.i64(i64 %add2424, i64 %sub2113)
  %call2427 = tail call i64 @llvm.smax.i64(i64 %call2426, i64 0)
  %p2428 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2427
  %v2429 = load i32, ptr addrspace(1) %p2428, align 4
  %sitofp2430 = sitofp i32 %v2429 to float
  %fmul2431 = fmul float %sitofp2430, 5.000000e-01
  %at2435 = zext nneg i32 %at1423.pre-phi to i64
  %add2436 = add nuw nsw i64 %mul, %at2435
  %call2438 = tail call i64 @llvm.smin.i64(i64 %add2436, i64 %sub2113)
  %call2439 = tail call i64 @llvm.smax.i64(i64 %call2438, i64 0)
  %p2440 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2439
  %v2441 = load i32, ptr addrspace(1) %p2440, align 4
  %sitofp2442 = sitofp i32 %v2441 to float
  %fmul2443 = fmul float %sitofp2442, 5.000000e-01
  br label %endif2104

else2106:                                         ; preds = %then2102
  %165 = getelementptr inbounds float, ptr addrspace(1) %sel2100, i64 %mul
  %p2449 = getelementptr inbounds float, ptr addrspace(1) %165, i64 %at2111
  %v2450 = load float, ptr addrspace(1) %p2449, align 4
  %at2454 = zext nneg i32 %at1293.pre-phi to i64
  %p2456 = getelementptr inbounds float, ptr addrspace(1) %165, i64 %at2454
  %v2457 = load float, ptr addrspace(1) %p2456, align 4
  %at2461 = zext nneg i32 %at1298.pre-phi to i64
  %p2463 = getelementptr inbounds float, ptr addrspace(1) %165, i64 %at2461
  %v2464 = load float, ptr addrspace(1) %p2463, align 4
  %at2468 = zext nneg i32 %at1303.pre-phi to i64
  %p2470 = getelementptr inbounds float, ptr addrspace(1) %165, i64 %at2468
  %v2471 = load float, ptr addrspace(1) %p2470, align 4
  %at2475 = zext nneg i32 %at1308.pre-phi to i64
  %p2477 = getelementptr inbounds float, ptr addrspace(1) %165, i64 %at2475
  %v2478 = load float, ptr addrspace(1) %p2477, align 4
  %at2482 = zext nneg i32 %at1313.pre-phi to i64
  %p2484 = getelementptr inbounds float, ptr addrspace(1) %165, i64 %at2482
  %v2485 = load float, ptr addrspace(1) %p2484, align 4
  %at2489 = zext nneg i32 %at1318.pre-phi to i64
  %p2491 = getelementptr inbounds float, ptr addrspace(1) %165, i64 %at2489
  %v2492 = load float, ptr addrspace(1) %p2491, align 4
  %at2496 = zext nneg i32 %at1323.pre-phi to i64
  %p2498 = getelementptr inbounds float, ptr addrspace(1) %165, i64 %at2496
  %v2499 = load float, ptr addrspace(1) %p2498, align 4
  %at2503 = zext nneg i32 %at1328.pre-phi to i64
  %p2505 = getelementptr inbounds float, ptr addrspace(1) %165, i64 %at2503
  %v2506 = load float, ptr addrspace(1) %p2505, align 4
  %at2510 = zext nneg i32 %at1333.pre-phi to i64
  %p2512 = getelementptr inbounds float, ptr addrspace(1) %165, i64 %at2510
  %v2513 = load float, ptr addrspace(1) %p2512, align 4
  %at2517 = zext nneg i32 %at1338.pre-phi to i64
  %p2519 = getelementptr inbounds float, ptr addrspace(1) %165, i64 %at2517
  %v2520 = load float, ptr addrspace(1) %p2519, align 4
  %at2524 = zext nneg i32 %at1343.pre-phi to i64
  %p2526 = getelementptr inbounds float, ptr addrspace(1) %165, i64 %at2524
  %v2527 = load float, ptr addrspace(1) %p2526, align 4
  %at2531 = zext nneg i32 %at1348.pre-phi to i64
  %p2533 = getelementptr inbounds float, ptr addrspace(1) %165, i64 %at2531
  %v2534 = load float, ptr addrspace(1) %p2533, align 4
  %at2538 = zext nneg i32 %at1353.pre-phi to i64
  %p2540 = getelementptr inbounds float, ptr addrspace(1) %165, i64 %at2538
  %v2541 = load float, ptr addrspace(1) %p2540, align 4
  %at2545 = zext nneg i32 %at1358.pre-phi to i64
  %p2547 = getelementptr inbounds float, ptr addrspace(1) %165, i64 %at2545
  %v2548 = load float, ptr addrspace(1) %p2547, align 4
  %at2552 = zext nneg i32 %at1363.pre-phi to i64
  %p2554 = getelementptr inbounds float, ptr addrspace(1) %165, i64 %at2552
  %v2555 = load float, ptr addrspace(1) %p2554, align 4
  %at2559 = zext nneg i32 %at1368.pre-phi to i64
  %p2561 = getelementptr inbounds float, ptr addrspace(1) %165, i64 %at2559
  %v2562 = load float, ptr addrspace(1) %p2561, align 4
  %at2566 = zext nneg i32 %at1373.pre-phi to i64
  %p2568 = getelementptr inbounds float, ptr addrspace(1) %165, i64 %at2566
  %v2569 = load float, ptr addrspace(1) %p2568, align 4
  %at2573 = zext nneg i32 %at1378.pre-phi to i64
  %p2575 = getelementptr inbounds float, ptr addrspace(1) %165, i64 %at2573
  %v2576 = load float, ptr addrspace(1) %p2575, align 4
  %at2580 = zext nneg i32 %at1383.pre-phi to i64
  %p2582 = getelementptr inbounds float, ptr addrspace(1) %165, i64 %at2580
  %v2583 = load float, ptr addrspace(1) %p2582, align 4
  %at2587 = zext nneg i32 %at1388.pre-phi to i64
  %p2589 = getelementptr inbounds float, ptr addrspace(1) %165, i64 %at2587
  %v2590 = load float, ptr addrspace(1) %p2589, align 4
  %at2594 = zext nneg i32 %at1393.pre-phi to i64
  %p2596 = getelementptr inbounds float, ptr addrspace(1) %165, i64 %at2594
  %v2597 = load float, ptr addrspace(1) %p2596, align 4
  %at2601 = zext nneg i32 %at1398.pre-phi to i64
  %p2603 = getelementptr inbounds float, ptr addrspace(1) %165, i64 %at2601
  %v2604 = load float, ptr addrspace(1) %p2603, align 4
  %at2608 = zext nneg i32 %at1403.pre-phi to i64
  %p2610 = getelementptr inbounds float, ptr addrspace(1) %165, i64 %at2608
  %v2611 = load float, ptr addrspace(1) %p2610, align 4
  %at2615 = zext nneg i32 %at1408.pre-phi to i64
  %p2617 = getelementptr inbounds float, ptr addrspace(1) %165, i64 %at2615
  %v2618 = load float, ptr addrspace(1) %p2617, align 4
  %at2622 = zext nneg i32 %at1413.pre-phi to i64
  %p2624 = getelementptr inbounds float, ptr addrspace(1) %165, i64 %at2622
  %v2625 = load float, ptr addrspace(1) %p2624, align 4
  %at2629 = zext nneg i32 %at1418.pre-phi to i64
  %p2631 = getelementptr inbounds float, ptr addrspace(1) %165, i64 %at2629
  %v2632 = load float, ptr addrspace(1) %p2631, align 4
  %at2636 = zext nneg i32 %at1423.pre-phi to i64
  %p2638 = getelementptr inbounds float, ptr addrspace(1) %165, i64 %at2636
  %v2639 = load float, ptr addrspace(1) %p2638, align 4
  br label %endif2104

then2668:                                         ; preds = %else2103
  %sub2678 = add i64 %0, -1
  %call2679 = tail call i64 @llvm.smin.i64(i64 %call2677, i64 %sub2678)
  %call2680 = tail call i64 @llvm.smax.i64(i64 %call2679, i64 0)
  %p2681 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2680
  %v2682 = load i32, ptr addrspace(1) %p2681, align 4
  %sitofp2683 = sitofp i32 %v2682 to float
  %fmul2684 = fmul float %sitofp2683, 5.000000e-01
  %at2688 = zext nneg i32 %at1293.pre-phi to i64
  %add2689 = add nuw nsw i64 %mul, %at2688
  %call2691 = tail call i64 @llvm.smin.i64(i64 %add2689, i64 %sub2676)
  %call2693 = tail call i64 @llvm.smin.i64(i64 %call2691, i64 %sub2678)
  %call2694 = tail call i64 @llvm.smax.i64(i64 %call2693, i64 0)
  %p2695 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2694
  %v2696 = load i32, ptr addrspace(1) %p2695, align 4
  %sitofp2697 = sitofp i32 %v2696 to float
  %fmul2698 = fmul float %sitofp2697, 5.000000e-01
  %at2702 = zext nneg i32 %at1298.pre-phi to i64
  %add2703 = add nuw nsw i64 %mul, %at2702
  %call2705 = tail call i64 @llvm.smin.i64(i64 %add2703, i64 %sub2676)
  %call2707 = tail call i64 @llvm.smin.i64(i64 %call2705, i64 %sub2678)
  %call2708 = tail call i64 @llvm.smax.i64(i64 %call2707, i64 0)
  %p2709 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2708
  %v2710 = load i32, ptr addrspace(1) %p2709, align 4
  %sitofp2711 = sitofp i32 %v2710 to float
  %fmul2712 = fmul float %sitofp2711, 5.000000e-01
  %at2716 = zext nneg i32 %at1303.pre-phi to i64
  %add2717 = add nuw nsw i64 %mul, %at2716
  %call2719 = tail call i64 @llvm.smin.i64(i64 %add2717, i64 %sub2676)
  %call2721 = tail call i64 @llvm.smin.i64(i64 %call2719, i64 %sub2678)
  %call2722 = tail call i64 @llvm.smax.i64(i64 %call2721, i64 0)
  %p2723 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2722
  %v2724 = load i32, ptr addrspace(1) %p2723, align 4
  %sitofp2725 = sitofp i32 %v2724 to float
  %fmul2726 = fmul float %sitofp2725, 5.000000e-01
  %at2730 = zext nneg i32 %at1308.pre-phi to i64
  %add2731 = add nuw nsw i64 %mul, %at2730
  %call2733 = tail call i64 @llvm.smin.i64(i64 %add2731, i64 %sub2676)
  %call2735 = tail call i64 @llvm.smin.i64(i64 %call2733, i64 %sub2678)
  %call2736 = tail call i64 @llvm.smax.i64(i64 %call2735, i64 0)
  %p2737 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2736
  %v2738 = load i32, ptr addrspace(1) %p2737, align 4
  %sitofp2739 = sitofp i32 %v2738 to float
  %fmul2740 = fmul float %sitofp2739, 5.000000e-01
  %at2744 = zext nneg i32 %at1313.pre-phi to i64
  %add2745 = add nuw nsw i64 %mul, %at2744
  %call2747 = tail call i64 @llvm.smin.i64(i64 %add2745, i64 %sub2676)
  %call2749 = tail call i64 @llvm.smin.i64(i64 %call2747, i64 %sub2678)
  %call2750 = tail call i64 @llvm.smax.i64(i64 %call2749, i64 0)
  %p2751 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2750
  %v2752 = load i32, ptr addrspace(1) %p2751, align 4
  %sitofp2753 = sitofp i32 %v2752 to float
  %fmul2754 = fmul float %sitofp2753, 5.000000e-01
  %at2758 = zext nneg i32 %at1318.pre-phi to i64
  %add2759 = add nuw nsw i64 %mul, %at2758
  %call2761 = tail call i64 @llvm.smin.i64(i64 %add2759, i64 %sub2676)
  %call2763 = tail call i64 @llvm.smin.i64(i64 %call2761, i64 %sub2678)
  %call2764 = tail call i64 @llvm.smax.i64(i64 %call2763, i64 0)
  %p2765 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2764
  %v2766 = load i32, ptr addrspace(1) %p2765, align 4
  %sitofp2767 = sitofp i32 %v2766 to float
  %fmul2768 = fmul float %sitofp2767, 5.000000e-01
  %at2772 = zext nneg i32 %at1323.pre-phi to i64
  %add2773 = add nuw nsw i64 %mul, %at2772
  %call2775 = tail call i64 @llvm.smin.i64(i64 %add2773, i64 %sub2676)
  %call2777 = tail call i64 @llvm.smin.i64(i64 %call2775, i64 %sub2678)
  %call2778 = tail call i64 @llvm.smax.i64(i64 %call2777, i64 0)
  %p2779 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2778
  %v2780 = load i32, ptr addrspace(1) %p2779, align 4
  %sitofp2781 = sitofp i32 %v2780 to float
  %fmul2782 = fmul float %sitofp2781, 5.000000e-01
  %at2786 = zext nneg i32 %at1328.pre-phi to i64
  %add2787 = add nuw nsw i64 %mul, %at2786
  %call2789 = tail call i64 @llvm.smin.i64(i64 %add2787, i64 %sub2676)
  %call2791 = tail call i64 @llvm.smin.i64(i64 %call2789, i64 %sub2678)
  %call2792 = tail call i64 @llvm.smax.i64(i64 %call2791, i64 0)
  %p2793 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2792
  %v2794 = load i32, ptr addrspace(1) %p2793, align 4
  %sitofp2795 = sitofp i32 %v2794 to float
  %fmul2796 = fmul float %sitofp2795, 5.000000e-01
  %at2800 = zext nneg i32 %at1333.pre-phi to i64
  %add2801 = add nuw nsw i64 %mul, %at2800
  %call2803 = tail call i64 @llvm.smin.i64(i64 %add2801, i64 %sub2676)
  %call2805 = tail call i64 @llvm.smin.i64(i64 %call2803, i64 %sub2678)
  %call2806 = tail call i64 @llvm.smax.i64(i64 %call2805, i64 0)
  %p2807 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2806
  %v2808 = load i32, ptr addrspace(1) %p2807, align 4
  %sitofp2809 = sitofp i32 %v2808 to float
  %fmul2810 = fmul float %sitofp2809, 5.000000e-01
  %at2814 = zext nneg i32 %at1338.pre-phi to i64
  %add2815 = add nuw nsw i64 %mul, %at2814
  %call2817 = tail call i64 @llvm.smin.i64(i64 %add2815, i64 %sub2676)
  %call2819 = tail call i64 @llvm.smin.i64(i64 %call2817, i64 %sub2678)
  %call2820 = tail call i64 @llvm.smax.i64(i64 %call2819, i64 0)
  %p2821 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2820
  %v2822 = load i32, ptr addrspace(1) %p2821, align 4
  %sitofp2823 = sitofp i32 %v2822 to float
  %fmul2824 = fmul float %sitofp2823, 5.000000e-01
  %at2828 = zext nneg i32 %at1343.pre-phi to i64
  %add2829 = add nuw nsw i64 %mul, %at2828
  %call2831 = tail call i64 @llvm.smin.i64(i64 %add2829, i64 %sub2676)
  %call2833 = tail call i64 @llvm.smin.i64(i64 %call2831, i64 %sub2678)
  %call2834 = tail call i64 @llvm.smax.i64(i64 %call2833, i64 0)
  %p2835 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2834
  %v2836 = load i32, ptr addrspace(1) %p2835, align 4
  %sitofp2837 = sitofp i32 %v2836 to float
  %fmul2838 = fmul float %sitofp2837, 5.000000e-01
  %at2842 = zext nneg i32 %at1348.pre-phi to i64
  %add2843 = add nuw nsw i64 %mul, %at2842
  %call2845 = tail call i64 @llvm.smin.i64(i64 %add2843, i64 %sub2676)
  %call2847 = tail call i64 @llvm.smin.i64(i64 %call2845, i64 %sub2678)
  %call2848 = tail call i64 @llvm.smax.i64(i64 %call2847, i64 0)
  %p2849 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2848
  %v2850 = load i32, ptr addrspace(1) %p2849, align 4
  %sitofp2851 = sitofp i32 %v2850 to float
  %fmul2852 = fmul float %sitofp2851, 5.000000e-01
  %at2856 = zext nneg i32 %at1353.pre-phi to i64
  %add2857 = add nuw nsw i64 %mul, %at2856
  %call2859 = tail call i64 @llvm.smin.i64(i64 %add2857, i64 %sub2676)
  %call2861 = tail call i64 @llvm.smin.i64(i64 %call2859, i64 %sub2678)
  %call2862 = tail call i64 @llvm.smax.i64(i64 %call2861, i64 0)
  %p2863 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2862
  %v2864 = load i32, ptr addrspace(1) %p2863, align 4
  %sitofp2865 = sitofp i32 %v2864 to float
  %fmul2866 = fmul float %sitofp2865, 5.000000e-01
  %at2870 = zext nneg i32 %at1358.pre-phi to i64
  %add2871 = add nuw nsw i64 %mul, %at2870
  %call2873 = tail call i64 @llvm.smin.i64(i64 %add2871, i64 %sub2676)
  %call2875 = tail call i64 @llvm.smin.i64(i64 %call2873, i64 %sub2678)
  %call2876 = tail call i64 @llvm.smax.i64(i64 %call2875, i64 0)
  %p2877 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2876
  %v2878 = load i32, ptr addrspace(1) %p2877, align 4
  %sitofp2879 = sitofp i32 %v2878 to float
  %fmul2880 = fmul float %sitofp2879, 5.000000e-01
  %at2884 = zext nneg i32 %at1363.pre-phi to i64
  %add2885 = add nuw nsw i64 %mul, %at2884
  %call2887 = tail call i64 @llvm.smin.i64(i64 %add2885, i64 %sub2676)
  %call2889 = tail call i64 @llvm.smin.i64(i64 %call2887, i64 %sub2678)
  %call2890 = tail call i64 @llvm.smax.i64(i64 %call2889, i64 0)
  %p2891 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2890
  %v2892 = load i32, ptr addrspace(1) %p2891, align 4
  %sitofp2893 = sitofp i32 %v2892 to float
  %fmul2894 = fmul float %sitofp2893, 5.000000e-01
  %at2898 = zext nneg i32 %at1368.pre-phi to i64
  %add2899 = add nuw nsw i64 %mul, %at2898
  %call2901 = tail call i64 @llvm.smin.i64(i64 %add2899, i64 %sub2676)
  %call2903 = tail call i64 @llvm.smin.i64(i64 %call2901, i64 %sub2678)
  %call2904 = tail call i64 @llvm.smax.i64(i64 %call2903, i64 0)
  %p2905 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2904
  %v2906 = load i32, ptr addrspace(1) %p2905, align 4
  %sitofp2907 = sitofp i32 %v2906 to float
  %fmul2908 = fmul float %sitofp2907, 5.000000e-01
  %at2912 = zext nneg i32 %at1373.pre-phi to i64
  %add2913 = add nuw nsw i64 %mul, %at2912
  %call2915 = tail call i64 @llvm.smin.i64(i64 %add2913, i64 %sub2676)
  %call2917 = tail call i64 @llvm.smin.i64(i64 %call2915, i64 %sub2678)
  %call2918 = tail call i64 @llvm.smax.i64(i64 %call2917, i64 0)
  %p2919 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2918
  %v2920 = load i32, ptr addrspace(1) %p2919, align 4
  %sitofp2921 = sitofp i32 %v2920 to float
  %fmul2922 = fmul float %sitofp2921, 5.000000e-01
  %at2926 = zext nneg i32 %at1378.pre-phi to i64
  %add2927 = add nuw nsw i64 %mul, %at2926
  %call2929 = tail call i64 @llvm.smin.i64(i64 %add2927, i64 %sub2676)
  %call2931 = tail call i64 @llvm.smin.i64(i64 %call2929, i64 %sub2678)
  %call2932 = tail call i64 @llvm.smax.i64(i64 %call2931, i64 0)
  %p2933 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2932
  %v2934 = load i32, ptr addrspace(1) %p2933, align 4
  %sitofp2935 = sitofp i32 %v2934 to float
  %fmul2936 = fmul float %sitofp2935, 5.000000e-01
  %at2940 = zext nneg i32 %at1383.pre-phi to i64
  %add2941 = add nuw nsw i64 %mul, %at2940
  %call2943 = tail call i64 @llvm.smin.i64(i64 %add2941, i64 %sub2676)
  %call2945 = tail call i64 @llvm.smin.i64(i64 %call2943, i64 %sub2678)
  %call2946 = tail call i64 @llvm.smax.i64(i64 %call2945, i64 0)
  %p2947 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2946
  %v2948 = load i32, ptr addrspace(1) %p2947, align 4
  %sitofp2949 = sitofp i32 %v2948 to float
  %fmul2950 = fmul float %sitofp2949, 5.000000e-01
  %at2954 = zext nneg i32 %at1388.pre-phi to i64
  %add2955 = add nuw nsw i64 %mul, %at2954
  %call2957 = tail call i64 @llvm.smin.i64(i64 %add2955, i64 %sub2676)
  %call2959 = tail call i64 @llvm.smin.i64(i64 %call2957, i64 %sub2678)
  %call2960 = tail call i64 @llvm.smax.i64(i64 %call2959, i64 0)
  %p2961 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2960
  %v2962 = load i32, ptr addrspace(1) %p2961, align 4
  %sitofp2963 = sitofp i32 %v2962 to float
  %fmul2964 = fmul float %sitofp2963, 5.000000e-01
  %at2968 = zext nneg i32 %at1393.pre-phi to i64
  %add2969 = add nuw nsw i64 %mul, %at2968
  %call2971 = tail call i64 @llvm.smin.i64(i64 %add2969, i64 %sub2676)
  %call2973 = tail call i64 @llvm.smin.i64(i64 %call2971, i64 %sub2678)
  %call2974 = tail call i64 @llvm.smax.i64(i64 %call2973, i64 0)
  %p2975 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2974
  %v2976 = load i32, ptr addrspace(1) %p2975, align 4
  %sitofp2977 = sitofp i32 %v2976 to float
  %fmul2978 = fmul float %sitofp2977, 5.000000e-01
  %at2982 = zext nneg i32 %at1398.pre-phi to i64
  %add2983 = add nuw nsw i64 %mul, %at2982
  %call2985 = tail call i64 @llvm.smin.i64(i64 %add2983, i64 %sub2676)
  %call2987 = tail call i64 @llvm.smin.i64(i64 %call2985, i64 %sub2678)
  %call2988 = tail call i64 @llvm.smax.i64(i64 %call2987, i64 0)
  %p2989 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2988
  %v2990 = load i32, ptr addrspace(1) %p2989, align 4
  %sitofp2991 = sitofp i32 %v2990 to float
  %fmul2992 = fmul float %sitofp2991, 5.000000e-01
  %at2996 = zext nneg i32 %at1403.pre-phi to i64
  %add2997 = add nuw nsw i64 %mul, %at2996
  %call2999 = tail call i64 @llvm.smin.i64(i64 %add2997, i64 %sub2676)
  %call3001 = tail call i64 @llvm.smin.i64(i64 %call2999, i64 %sub2678)
  %call3002 = tail call i64 @llvm.smax.i64(i64 %call3001, i64 0)
  %p3003 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call3002
  %v3004 = load i32, ptr addrspace(1) %p3003, align 4
  %sitofp3005 = sitofp i32 %v3004 to float
  %fmul3006 = fmul float %sitofp3005, 5.000000e-01
  %at3010 = zext nneg i32 %at1408.pre-phi to i64
  %add3011 = add nuw nsw i64 %mul, %at3010
  %call3013 = tail call i64 @llvm.smin.i64(i64 %add3011, i64 %sub2676)
  %call3015 = tail call i64 @llvm.smin.i64(i64 %call3013, i64 %sub2678)
  %call3016 = tail call i64 @llvm.smax.i64(i64 %call3015, i64 0)
  %p3017 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call3016
  %v3018 = load i32, ptr addrspace(1) %p3017, align 4
  %sitofp3019 = sitofp i32 %v3018 to float
  %fmul3020 = fmul float %sitofp3019, 5.000000e-01
  %at3024 = zext nneg i32 %at1413.pre-phi to i64
  %add3025 = add nuw nsw i64 %mul, %at3024
  %call3027 = tail call i64 @llvm.smin.i64(i64 %add3025, i64 %sub2676)
  %call3029 = tail call i64 @llvm.smin.i64(i64 %call3027, i64 %sub2678)
  %call3030 = tail call i64 @llvm.smax.i64(i64 %call3029, i64 0)
  %p3031 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call3030
  %v3032 = load i32, ptr addrspace(1) %p3031, align 4
  %sitofp3033 = sitofp i32 %v3032 to float
  %fmul3034 = fmul float %sitofp3033, 5.000000e-01
  %at3038 = zext nneg i32 %at1418.pre-phi to i64
  %add3039 = add nuw nsw i64 %mul, %at3038
  %call3041 = tail call i64 @llvm.smin.i64(i64 %add3039, i64 %sub2676)
  %call3043 = tail call i64 @llvm.smin.i64(i64 %call3041, i64 %sub2678)
  %call3044 = tail call i64 @llvm.smax.i64(i64 %call3043, i64 0)
  %p3045 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call3044
  %v3046 = load i32, ptr addrspace(1) %p3045, align 4
  %sitofp3047 = sitofp i32 %v3046 to float
  %fmul3048 = fmul float %sitofp3047, 5.000000e-01
  %at3052 = zext nneg i32 %at1423.pre-phi to i64
  %add3053 = add nuw nsw i64 %mul, %at3052
  %call3055 = tail call i64 @llvm.smin.i64(i64 %add3053, i64 %sub2676)
  %call3057 = tail call i64 @llvm.smin.i64(i64 %call3055, i64 %sub2678)
  %call3058 = tail call i64 @llvm.smax.i64(i64 %call3057, i64 0)
  %p3059 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call3058
  %v3060 = load i32, ptr addrspace(1) %p3059, align 4
  %sitofp3061 = sitofp i32 %v3060 to float
  %fmul3062 = fmul float %sitofp3061, 5.000000e-01
  br label %endif2104

else2669:                                         ; preds = %else2103
  %p3070 = getelementptr inbounds float, ptr addrspace(1) %sel2100, i64 %call2677
  %v3071 = load float, ptr addrspace(1) %p3070, align 4
  %at3075 = zext nneg i32 %at1293.pre-phi to i64
  %add3076 = add nuw nsw i64 %mul, %at3075
  %call3078 = tail call i64 @llvm.smin.i64(i64 %add3076, i64 %sub2676)
  %p3079 = getelementptr inbounds float, ptr addrspace(1) %sel2100, i64 %call3078
  %v3080 = load float, ptr addrspace(1) %p3079, align 4
  %at3084 = zext nneg i32 %at1298.pre-phi to i64
  %add3085 = add nuw nsw i64 %mul, %at3084
  %call3087 = tail call i64 @llvm.smin.i64(i64 %add3085, i64 %sub2676)
  %p3088 = getelementptr inbounds float, ptr addrspace(1) %sel2100, i64 %call3087
  %v3089 = load float, ptr addrspace(1) %p3088, align 4
  %at3093 = zext nneg i32 %at1303.pre-phi to i64
  %add3094 = add nuw nsw i64 %mul, %at3093
  %call3096 = tail call i64 @llvm.smin.i64(i64 %add3094, i64 %sub2676)
  %p3097 = getelementptr inbounds float, ptr addrspace(1) %sel2100, i64 %call3096
  %v3098 = load float, ptr addrspace(1) %p3097, align 4
  %at3102 = zext nneg i32 %at1308.pre-phi to i64
  %add3103 = add nuw nsw i64 %mul, %at3102
  %call3105 = tail call i64 @llvm.smin.i64(i64 %add3103, i64 %sub2676)
  %p3106 = getelementptr inbounds float, ptr addrspace(1) %sel2100, i64 %call3105
  %v3107 = load float, ptr addrspace(1) %p3106, align 4
  %at3111 = zext nneg i32 %at1313.pre-phi to i64
  %add3112 = add nuw nsw i64 %mul, %at3111
  %call3114 = tail call i64 @llvm.smin.i64(i64 %add3112, i64 %sub2676)
  %p3115 = getelementptr inbounds float, ptr addrspace(1) %sel2100, i64 %call3114
  %v3116 = load float, ptr addrspace(1) %p3115, align 4
  %at3120 = zext nneg i32 %at1318.pre-phi to i64
  %add3121 = add nuw nsw i64 %mul, %at3120
  %call3123 = tail call i64 @llvm.smin.i64(i64 %add3121, i64 %sub2676)
  %p3124 = getelementptr inbounds float, ptr addrspace(1) %sel2100, i64 %call3123
  %v3125 = load float, ptr addrspace(1) %p3124, align 4
  %at3129 = zext nneg i32 %at1323.pre-phi to i64
  %add3130 = add nuw nsw i64 %mul, %at3129
  %call3132 = tail call i64 @llvm.smin.i64(i64 %add3130, i64 %sub2676)
  %p3133 = getelementptr inbounds float, ptr addrspace(1) %sel2100, i64 %call3132
  %v3134 = load float, ptr addrspace(1) %p3133, align 4
  %at3138 = zext nneg i32 %at1328.pre-phi to i64
  %add3139 = add nuw nsw i64 %mul, %at3138
  %call3141 = tail call i64 @llvm.smin.i64(i64 %add3139, i64 %sub2676)
  %p3142 = getelementptr inbounds float, ptr addrspace(1) %sel2100, i64 %call3141
  %v3143 = load float, ptr addrspace(1) %p3142, align 4
  %at3147 = zext nneg i32 %at1333.pre-phi to i64
  %add3148 = add nuw nsw i64 %mul, %at3147
  %call3150 = tail call i64 @llvm.smin.i64(i64 %add3148, i64 %sub2676)
  %p3151 = getelementptr inbounds float, ptr addrspace(1) %sel2100, i64 %call3150
  %v3152 = load float, ptr addrspace(1) %p3151, align 4
  %at3156 = zext nneg i32 %at1338.pre-phi to i64
  %add3157 = add nuw nsw i64 %mul, %at3156
  %call3159 = tail call i64 @llvm.smin.i64(i64 %add3157, i64 %sub2676)
  %p3160 = getelementptr inbounds float, ptr addrspace(1) %sel2100, i64 %call3159
  %v3161 = load float, ptr addrspace(1) %p3160, align 4
  %at3165 = zext nneg i32 %at1343.pre-phi to i64
  %add3166 = add nuw nsw i64 %mul, %at3165
  %call3168 = tail call i64 @llvm.smin.i64(i64 %add3166, i64 %sub2676)
  %p3169 = getelementptr inbounds float, ptr addrspace(1) %sel2100, i64 %call3168
  %v3170 = load float, ptr addrspace(1) %p3169, align 4
  %at3174 = zext nneg i32 %at1348.pre-phi to i64
  %add3175 = add nuw nsw i64 %mul, %at3174
  %call3177 = tail call i64 @llvm.smin.i64(i64 %add3175, i64 %sub2676)
  %p3178 = getelementptr inbounds float, ptr addrspace(1) %sel2100, i64 %call3177
  %v3179 = load float, ptr addrspace(1) %p3178, align 4
  %at3183 = zext nneg i32 %at1353.pre-phi to i64
  %add3184 = add nuw nsw i64 %mul, %at3183
  %call3186 = tail call i64 @llvm.smin.i64(i64 %add3184, i64 %sub2676)
  %p3187 = getelementptr inbounds float, ptr addrspace(1) %sel2100, i64 %call3186
  %v3188 = load float, ptr addrspace(1) %p3187, align 4
  %at3192 = zext nneg i32 %at1358.pre-phi to i64
  %add3193 = add nuw nsw i64 %mul, %at3192
  %call3195 = tail call i64 @llvm.smin.i64(i64 %add3193, i64 %sub2676)
  %p3196 = getelementptr inbounds float, ptr addrspace(1) %sel2100, i64 %call3195
  %v3197 = load float, ptr addrspace(1) %p3196, align 4
  %at3201 = zext nneg i32 %at1363.pre-phi to i64
  %add3202 = add nuw nsw i64 %mul, %at3201
  %call3204 = tail call i64 @llvm.smin.i64(i64 %add3202, i64 %sub2676)
  %p3205 = getelementptr inbounds float, ptr addrspace(1) %sel2100, i64 %call3204
  %v3206 = load float, ptr addrspace(1) %p3205, align 4
  %at3210 = zext nneg i32 %at1368.pre-phi to i64
  %add3211 = add nuw nsw i64 %mul, %at3210
  %call3213 = tail call i64 @llvm.smin.i64(i64 %add3211, i64 %sub2676)
  %p3214 = getelementptr inbounds float, ptr addrspace(1) %sel2100, i64 %call3213
  %v3215 = load float, ptr addrspace(1) %p3214, align 4
  %at3219 = zext nneg i32 %at1373.pre-phi to i64
  %add3220 = add nuw nsw i64 %mul, %at3219
  %call3222 = tail call i64 @llvm.smin.i64(i64 %add3220, i64 %sub2676)
  %p3223 = getelementptr inbounds float, ptr addrspace(1) %sel2100, i64 %call3222
  %v3224 = load float, ptr addrspace(1) %p3223, align 4
  %at3228 = zext nneg i32 %at1378.pre-phi to i64
  %add3229 = add nuw nsw i64 %mul, %at3228
  %call3231 = tail call i64 @llvm.smin.i64(i64 %add3229, i64 %sub2676)
  %p3232 = getelementptr inbounds float, ptr addrspace(1) %sel2100, i64 %call3231
  %v3233 = load float, ptr addrspace(1) %p3232, align 4
  %at3237 = zext nneg i32 %at1383.pre-phi to i64
  %add3238 = add nuw nsw i64 %mul, %at3237
  %call3240 = tail call i64 @llvm.smin.i64(i64 %add3238, i64 %sub2676)
  %p3241 = getelementptr inbounds float, ptr addrspace(1) %sel2100, i64 %call3240
  %v3242 = load float, ptr addrspace(1) %p3241, align 4
  %at3246 = zext nneg i32 %at1388.pre-phi to i64
  %add3247 = add nuw nsw i64 %mul, %at3246
  %call3249 = tail call i64 @llvm.smin.i64(i64 %add3247, i64 %sub2676)
  %p3250 = getelementptr inbounds float, ptr addrspace(1) %sel2100, i64 %call3249
  %v3251 = load float, ptr addrspace(1) %p3250, align 4
  %at3255 = zext nneg i32 %at1393.pre-phi to i64
  %add3256 = add nuw nsw i64 %mul, %at3255
  %call3258 = tail call i64 @llvm.smin.i64(i64 %add3256, i64 %sub2676)
  %p3259 = getelementptr inbounds float, ptr addrspace(1) %sel2100, i64 %call3258
  %v3260 = load float, ptr addrspace(1) %p3259, align 4
  %at3264 = zext nneg i32 %at1398.pre-phi to i64
  %add3265 = add nuw nsw i64 %mul, %at3264
  %call3267 = tail call i64 @llvm.smin.i64(i64 %add3265, i64 %sub2676)
  %p3268 = getelementptr inbounds float, ptr addrspace(1) %sel2100, i64 %call3267
  %v3269 = load float, ptr addrspace(1) %p3268, align 4
  %at3273 = zext nneg i32 %at1403.pre-phi to i64
  %add3274 = add nuw nsw i64 %mul, %at3273
  %call3276 = tail call i64 @llvm.smin.i64(i64 %add3274, i64 %sub2676)
  %p3277 = getelementptr inbounds float, ptr addrspace(1) %sel2100, i64 %call3276
  %v3278 = load float, ptr addrspace(1) %p3277, align 4
  %at3282 = zext nneg i32 %at1408.pre-phi to i64
  %add3283 = add nuw nsw i64 %mul, %at3282
  %call3285 = tail call i64 @llvm.smin.i64(i64 %add3283, i64 %sub2676)
  %p3286 = getelementptr inbounds float, ptr addrspace(1) %sel2100, i64 %call3285
  %v3287 = load float, ptr addrspace(1) %p3286, align 4
  %at3291 = zext nneg i32 %at1413.pre-phi to i64
  %add3292 = add nuw nsw i64 %mul, %at3291
  %call3294 = tail call i64 @llvm.smin.i64(i64 %add3292, i64 %sub2676)
  %p3295 = getelementptr inbounds float, ptr addrspace(1) %sel2100, i64 %call3294
  %v3296 = load float, ptr addrspace(1) %p3295, align 4
  %at3300 = zext nneg i32 %at1418.pre-phi to i64
  %add3301 = add nuw nsw i64 %mul, %at3300
  %call3303 = tail call i64 @llvm.smin.i64(i64 %add3301, i64 %sub2676)
  %p3304 = getelementptr inbounds float, ptr addrspace(1) %sel2100, i64 %call3303
  %v3305 = load float, ptr addrspace(1) %p3304, align 4
  %at3309 = zext nneg i32 %at1423.pre-phi to i64
  %add3310 = add nuw nsw i64 %mul, %at3309
  %call3312 = tail call i64 @llvm.smin.i64(i64 %add3310, i64 %sub2676)
  %p3313 = getelementptr inbounds float, ptr addrspace(1) %sel2100, i64 %call3312
  %v3314 = load float, ptr addrspace(1) %p3313, align 4
  br label %endif2104

repeat.body:                                      ; preds = %repeat.body.preheader, %repeat.body
  %phi3372 = phi i64 [ %sel3383, %repeat.body ], [ %sub3371, %repeat.body.preheader ]
  %phi3373 = phi i64 [ %sel3381, %repeat.body ], [ 0, %repeat.body.preheader ]
  %mul3374 = shl i64 %phi3372, 8
  %add3375 = or disjoint i64 %mul3374, %14
  %gep = getelementptr i64, ptr addrspace(1) %invariant.gep, i64 %add3375
  %address3378 = ptrtoint ptr addrspace(1) %gep to i64
  %166 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address3378) #5
  %flag = lshr i64 %166, 32
  %cmp3379.not.not = icmp ugt i64 %flag, %mul1536
  %add3380 = select i1 %cmp3379.not.not, i64 %166, i64 0
  %sel3381 = add i64 %add3380, %phi3373
  %sub3382 = sext i1 %cmp3379.not.not to i64
  %sel3383 = add i64 %phi3372, %sub3382
  %cmp3384.not = icmp ult i64 %flag, %add1538
  br i1 %cmp3384.not, label %repeat.body, label %repeat.exit

repeat.exit:                                      ; preds = %repeat.body, %endif2104
  %phi3386 = phi i64 [ 0, %endif2104 ], [ %sel3381, %repeat.body ]
  br i1 %cmp1539.not, label %endif3389, label %then3388

then3388:                                         ; preds = %repeat.exit
  %f3396 = shl nuw nsw i64 %add1538, 32
  %add3394 = add i64 %phi3386, %count1571
  %v3395 = and i64 %add3394, 4294967295
  %word3397 = or disjoint i64 %v3395, %f3396
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 %word3397) #5
  br label %endif3389

endif3389:                                        ; preds = %then3388, %repeat.exit
  %last = and i64 %12, 256
  %cmp.not = icmp eq i64 %last, 0
  %167 = shl i32 %t, 5
  %168 = and i32 %167, -256
  %t3402 = or disjoint i32 %168, %call
  %169 = sext i32 %t3402 to i64
  %p3403 = getelementptr inbounds i32, ptr addrspace(1) %9, i64 %169
  %v3404 = load i32, ptr addrspace(1) %p3403, align 4
  %t3405 = trunc i64 %phi3386 to i32
  %b = sub i32 %t3405, %sel1626
  %base = add i32 %b, %v3404
  %p3406 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %14
  store i32 %base, ptr addrspace(3) %p3406, align 4
  tail call void @llvm.nvvm.barrier0()
  %sel3407 = select i1 %cmp1.not, ptr addrspace(1) %7, ptr addrspace(1) %8
  %cmp3409 = icmp slt i32 %call, %t20
  %p3410 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %14
  %v3411 = load i32, ptr addrspace(3) %p3410, align 4
  %s3412 = lshr i32 %v3411, %t
  %digit3413 = and i32 %s3412, 255
  %170 = zext nneg i32 %digit3413 to i64
  %p3414 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %170
  %v3415 = load i32, ptr addrspace(3) %p3414, align 4
  %to = add i32 %v3415, %call
  %to3416 = zext i32 %to to i64
  %sel3417 = select i1 %cmp1.not, ptr addrspace(1) %4, ptr addrspace(1) %6
  %sel3418 = select i1 %cmp.not, ptr addrspace(1) %sel3407, ptr addrspace(1) %sel3417
  %p3419 = getelementptr i32, ptr addrspace(1) %sel3418, i64 %to3416
  %address3420 = ptrtoint ptr addrspace(1) %p3419 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3420, i32 %v3411, i1 %cmp3409) #5
  %d3421 = trunc i32 %s3412 to i8
  %p3422 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %14
  store i8 %d3421, ptr addrspace(3) %p3422, align 1
  %cmp3424 = icmp slt i32 %add4, %t20
  %p3425 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %15
  %v3426 = load i32, ptr addrspace(3) %p3425, align 4
  %s3427 = lshr i32 %v3426, %t
  %digit3428 = and i32 %s3427, 255
  %171 = zext nneg i32 %digit3428 to i64
  %p3429 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %171
  %v3430 = load i32, ptr addrspace(3) %p3429, align 4
  %to3431 = add i32 %v3430, %add4
  %to3432 = zext i32 %to3431 to i64
  %p3435 = getelementptr i32, ptr addrspace(1) %sel3418, i64 %to3432
  %address3436 = ptrtoint ptr addrspace(1) %p3435 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3436, i32 %v3426, i1 %cmp3424) #5
  %d3437 = trunc i32 %s3427 to i8
  %p3438 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %15
  store i8 %d3437, ptr addrspace(3) %p3438, align 1
  %cmp3440 = icmp slt i32 %add6, %t20
  %p3441 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %16
  %v3442 = load i32, ptr addrspace(3) %p3441, align 4
  %s3443 = lshr i32 %v3442, %t
  %digit3444 = and i32 %s3443, 255
  %172 = zext nneg i32 %digit3444 to i64
  %p3445 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %172
  %v3446 = load i32, ptr addrspace(3) %p3445, align 4
  %to3447 = add i32 %v3446, %add6
  %to3448 = zext i32 %to3447 to i64
  %p3451 = getelementptr i32, ptr addrspace(1) %sel3418, i64 %to3448
  %address3452 = ptrtoint ptr addrspace(1) %p3451 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3452, i32 %v3442, i1 %cmp3440) #5
  %d3453 = trunc i32 %s3443 to i8
  %p3454 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %16
  store i8 %d3453, ptr addrspace(3) %p3454, align 1
  %cmp3456 = icmp slt i32 %add8, %t20
  %p3457 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %17
  %v3458 = load i32, ptr addrspace(3) %p3457, align 4
  %s3459 = lshr i32 %v3458, %t
  %digit3460 = and i32 %s3459, 255
  %173 = zext nneg i32 %digit3460 to i64
  %p3461 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %173
  %v3462 = load i32, ptr addrspace(3) %p3461, align 4
  %to3463 = add i32 %v3462, %add8
  %to3464 = zext i32 %to3463 to i64
  %p3467 = getelementptr i32, ptr addrspace(1) %sel3418, i64 %to3464
  %address3468 = ptrtoint ptr addrspace(1) %p3467 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3468, i32 %v3458, i1 %cmp3456) #5
  %d3469 = trunc i32 %s3459 to i8
  %p3470 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %17
  store i8 %d3469, ptr addrspace(3) %p3470, align 1
  %cmp3472 = icmp slt i32 %add10, %t20
  %p3473 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %18
  %v3474 = load i32, ptr addrspace(3) %p3473, align 4
  %s3475 = lshr i32 %v3474, %t
  %digit3476 = and i32 %s3475, 255
  %174 = zext nneg i32 %digit3476 to i64
  %p3477 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %174
  %v3478 = load i32, ptr addrspace(3) %p3477, align 4
  %to3479 = add i32 %v3478, %add10
  %to3480 = zext i32 %to3479 to i64
  %p3483 = getelementptr i32, ptr addrspace(1) %sel3418, i64 %to3480
  %address3484 = ptrtoint ptr addrspace(1) %p3483 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3484, i32 %v3474, i1 %cmp3472) #5
  %d3485 = trunc i32 %s3475 to i8
  %p3486 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %18
  store i8 %d3485, ptr addrspace(3) %p3486, align 1
  %cmp3488 = icmp slt i32 %add12, %t20
  %p3489 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %19
  %v3490 = load i32, ptr addrspace(3) %p3489, align 4
  %s3491 = lshr i32 %v3490, %t
  %digit3492 = and i32 %s3491, 255
  %175 = zext nneg i32 %digit3492 to i64
  %p3493 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %175
  %v3494 = load i32, ptr addrspace(3) %p3493, align 4
  %to3495 = add i32 %v3494, %add12
  %to3496 = zext i32 %to3495 to i64
  %p3499 = getelementptr i32, ptr addrspace(1) %sel3418, i64 %to3496
  %address3500 = ptrtoint ptr addrspace(1) %p3499 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3500, i32 %v3490, i1 %cmp3488) #5
  %d3501 = trunc i32 %s3491 to i8
  %p3502 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %19
  store i8 %d3501, ptr addrspace(3) %p3502, align 1
  %cmp3504 = icmp slt i32 %add14, %t20
  %p3505 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %20
  %v3506 = load i32, ptr addrspace(3) %p3505, align 4
  %s3507 = lshr i32 %v3506, %t
  %digit3508 = and i32 %s3507, 255
  %176 = zext nneg i32 %digit3508 to i64
  %p3509 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %176
  %v3510 = load i32, ptr addrspace(3) %p3509, align 4
  %to3511 = add i32 %v3510, %add14
  %to3512 = zext i32 %to3511 to i64
  %p3515 = getelementptr i32, ptr addrspace(1) %sel3418, i64 %to3512
  %address3516 = ptrtoint ptr addrspace(1) %p3515 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3516, i32 %v3506, i1 %cmp3504) #5
  %d3517 = trunc i32 %s3507 to i8
  %p3518 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %20
  store i8 %d3517, ptr addrspace(3) %p3518, align 1
  %cmp3520 = icmp slt i32 %add16, %t20
  %p3521 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %21
  %v3522 = load i32, ptr addrspace(3) %p3521, align 4
  %s3523 = lshr i32 %v3522, %t
  %digit3524 = and i32 %s3523, 255
  %177 = zext nneg i32 %digit3524 to i64
  %p3525 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %177
  %v3526 = load i32, ptr addrspace(3) %p3525, align 4
  %to3527 = add i32 %v3526, %add16
  %to3528 = zext i32 %to3527 to i64
  %p3531 = getelementptr i32, ptr addrspace(1) %sel3418, i64 %to3528
  %address3532 = ptrtoint ptr addrspace(1) %p3531 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3532, i32 %v3522, i1 %cmp3520) #5
  %d3533 = trunc i32 %s3523 to i8
  %p3534 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %21
  store i8 %d3533, ptr addrspace(3) %p3534, align 1
  %add3535 = or disjoint i32 %call, 2048
  %cmp3536 = icmp slt i32 %add3535, %t20
  %178 = zext nneg i32 %add3535 to i64
  %p3537 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %178
  %v3538 = load i32, ptr addrspace(3) %p3537, align 4
  %s3539 = lshr i32 %v3538, %t
  %digit3540 = and i32 %s3539, 255
  %179 = zext nneg i32 %digit3540 to i64
  %p3541 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %179
  %v3542 = load i32, ptr addrspace(3) %p3541, align 4
  %to3543 = add i32 %v3542, %add3535
  %to3544 = zext i32 %to3543 to i64
  %p3547 = getelementptr i32, ptr addrspace(1) %sel3418, i64 %to3544
  %address3548 = ptrtoint ptr addrspace(1) %p3547 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3548, i32 %v3538, i1 %cmp3536) #5
  %d3549 = trunc i32 %s3539 to i8
  %p3550 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %178
  store i8 %d3549, ptr addrspace(3) %p3550, align 1
  %add3551 = or disjoint i32 %call, 2304
  %cmp3552 = icmp slt i32 %add3551, %t20
  %180 = zext nneg i32 %add3551 to i64
  %p3553 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %180
  %v3554 = load i32, ptr addrspace(3) %p3553, align 4
  %s3555 = lshr i32 %v3554, %t
  %digit3556 = and i32 %s3555, 255
  %181 = zext nneg i32 %digit3556 to i64
  %p3557 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %181
  %v3558 = load i32, ptr addrspace(3) %p3557, align 4
  %to3559 = add i32 %v3558, %add3551
  %to3560 = zext i32 %to3559 to i64
  %p3563 = getelementptr i32, ptr addrspace(1) %sel3418, i64 %to3560
  %address3564 = ptrtoint ptr addrspace(1) %p3563 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3564, i32 %v3554, i1 %cmp3552) #5
  %d3565 = trunc i32 %s3555 to i8
  %p3566 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %180
  store i8 %d3565, ptr addrspace(3) %p3566, align 1
  %add3567 = or disjoint i32 %call, 2560
  %cmp3568 = icmp slt i32 %add3567, %t20
  %182 = zext nneg i32 %add3567 to i64
  %p3569 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %182
  %v3570 = load i32, ptr addrspace(3) %p3569, align 4
  %s3571 = lshr i32 %v3570, %t
  %digit3572 = and i32 %s3571, 255
  %183 = zext nneg i32 %digit3572 to i64
  %p3573 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %183
  %v3574 = load i32, ptr addrspace(3) %p3573, align 4
  %to3575 = add i32 %v3574, %add3567
  %to3576 = zext i32 %to3575 to i64
  %p3579 = getelementptr i32, ptr addrspace(1) %sel3418, i64 %to3576
  %address3580 = ptrtoint ptr addrspace(1) %p3579 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3580, i32 %v3570, i1 %cmp3568) #5
  %d3581 = trunc i32 %s3571 to i8
  %p3582 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %182
  store i8 %d3581, ptr addrspace(3) %p3582, align 1
  %add3583 = or disjoint i32 %call, 2816
  %cmp3584 = icmp slt i32 %add3583, %t20
  %184 = zext nneg i32 %add3583 to i64
  %p3585 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %184
  %v3586 = load i32, ptr addrspace(3) %p3585, align 4
  %s3587 = lshr i32 %v3586, %t
  %digit3588 = and i32 %s3587, 255
  %185 = zext nneg i32 %digit3588 to i64
  %p3589 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %185
  %v3590 = load i32, ptr addrspace(3) %p3589, align 4
  %to3591 = add i32 %v3590, %add3583
  %to3592 = zext i32 %to3591 to i64
  %p3595 = getelementptr i32, ptr addrspace(1) %sel3418, i64 %to3592
  %address3596 = ptrtoint ptr addrspace(1) %p3595 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3596, i32 %v3586, i1 %cmp3584) #5
  %d3597 = trunc i32 %s3587 to i8
  %p3598 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %184
  store i8 %d3597, ptr addrspace(3) %p3598, align 1
  %add3599 = or disjoint i32 %call, 3072
  %cmp3600 = icmp slt i32 %add3599, %t20
  %186 = zext nneg i32 %add3599 to i64
  %p3601 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %186
  %v3602 = load i32, ptr addrspace(3) %p3601, align 4
  %s3603 = lshr i32 %v3602, %t
  %digit3604 = and i32 %s3603, 255
  %187 = zext nneg i32 %digit3604 to i64
  %p3605 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %187
  %v3606 = load i32, ptr addrspace(3) %p3605, align 4
  %to3607 = add i32 %v3606, %add3599
  %to3608 = zext i32 %to3607 to i64
  %p3611 = getelementptr i32, ptr addrspace(1) %sel3418, i64 %to3608
  %address3612 = ptrtoint ptr addrspace(1) %p3611 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3612, i32 %v3602, i1 %cmp3600) #5
  %d3613 = trunc i32 %s3603 to i8
  %p3614 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %186
  store i8 %d3613, ptr addrspace(3) %p3614, align 1
  %add3615 = or disjoint i32 %call, 3328
  %cmp3616 = icmp slt i32 %add3615, %t20
  %188 = zext nneg i32 %add3615 to i64
  %p3617 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %188
  %v3618 = load i32, ptr addrspace(3) %p3617, align 4
  %s3619 = lshr i32 %v3618, %t
  %digit3620 = and i32 %s3619, 255
  %189 = zext nneg i32 %digit3620 to i64
  %p3621 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %189
  %v3622 = load i32, ptr addrspace(3) %p3621, align 4
  %to3623 = add i32 %v3622, %add3615
  %to3624 = zext i32 %to3623 to i64
  %p3627 = getelementptr i32, ptr addrspace(1) %sel3418, i64 %to3624
  %address3628 = ptrtoint ptr addrspace(1) %p3627 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3628, i32 %v3618, i1 %cmp3616) #5
  %d3629 = trunc i32 %s3619 to i8
  %p3630 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %188
  store i8 %d3629, ptr addrspace(3) %p3630, align 1
  %add3631 = or disjoint i32 %call, 3584
  %cmp3632 = icmp slt i32 %add3631, %t20
  %190 = zext nneg i32 %add3631 to i64
  %p3633 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %190
  %v3634 = load i32, ptr addrspace(3) %p3633, align 4
  %s3635 = lshr i32 %v3634, %t
  %digit3636 = and i32 %s3635, 255
  %191 = zext nneg i32 %digit3636 to i64
  %p3637 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %191
  %v3638 = load i32, ptr addrspace(3) %p3637, align 4
  %to3639 = add i32 %v3638, %add3631
  %to3640 = zext i32 %to3639 to i64
  %p3643 = getelementptr i32, ptr addrspace(1) %sel3418, i64 %to3640
  %address3644 = ptrtoint ptr addrspace(1) %p3643 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3644, i32 %v3634, i1 %cmp3632) #5
  %d3645 = trunc i32 %s3635 to i8
  %p3646 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %190
  store i8 %d3645, ptr addrspace(3) %p3646, align 1
  %add3647 = or disjoint i32 %call, 3840
  %cmp3648 = icmp slt i32 %add3647, %t20
  %192 = zext nneg i32 %add3647 to i64
  %p3649 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %192
  %v3650 = load i32, ptr addrspace(3) %p3649, align 4
  %s3651 = lshr i32 %v3650, %t
  %digit3652 = and i32 %s3651, 255
  %193 = zext nneg i32 %digit3652 to i64
  %p3653 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %193
  %v3654 = load i32, ptr addrspace(3) %p3653, align 4
  %to3655 = add i32 %v3654, %add3647
  %to3656 = zext i32 %to3655 to i64
  %p3659 = getelementptr i32, ptr addrspace(1) %sel3418, i64 %to3656
  %address3660 = ptrtoint ptr addrspace(1) %p3659 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3660, i32 %v3650, i1 %cmp3648) #5
  %d3661 = trunc i32 %s3651 to i8
  %p3662 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %192
  store i8 %d3661, ptr addrspace(3) %p3662, align 1
  %add3663 = or disjoint i32 %call, 4096
  %cmp3664 = icmp slt i32 %add3663, %t20
  %194 = zext nneg i32 %add3663 to i64
  %p3665 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %194
  %v3666 = load i32, ptr addrspace(3) %p3665, align 4
  %s3667 = lshr i32 %v3666, %t
  %digit3668 = and i32 %s3667, 255
  %195 = zext nneg i32 %digit3668 to i64
  %p3669 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %195
  %v3670 = load i32, ptr addrspace(3) %p3669, align 4
  %to3671 = add i32 %v3670, %add3663
  %to3672 = zext i32 %to3671 to i64
  %p3675 = getelementptr i32, ptr addrspace(1) %sel3418, i64 %to3672
  %address3676 = ptrtoint ptr addrspace(1) %p3675 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3676, i32 %v3666, i1 %cmp3664) #5
  %d3677 = trunc i32 %s3667 to i8
  %p3678 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %194
  store i8 %d3677, ptr addrspace(3) %p3678, align 1
  %add3679 = or disjoint i32 %call, 4352
  %cmp3680 = icmp slt i32 %add3679, %t20
  %196 = zext nneg i32 %add3679 to i64
  %p3681 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %196
  %v3682 = load i32, ptr addrspace(3) %p3681, align 4
  %s3683 = lshr i32 %v3682, %t
  %digit3684 = and i32 %s3683, 255
  %197 = zext nneg i32 %digit3684 to i64
  %p3685 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %197
  %v3686 = load i32, ptr addrspace(3) %p3685, align 4
  %to3687 = add i32 %v3686, %add3679
  %to3688 = zext i32 %to3687 to i64
  %p3691 = getelementptr i32, ptr addrspace(1) %sel3418, i64 %to3688
  %address3692 = ptrtoint ptr addrspace(1) %p3691 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3692, i32 %v3682, i1 %cmp3680) #5
  %d3693 = trunc i32 %s3683 to i8
  %p3694 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %196
  store i8 %d3693, ptr addrspace(3) %p3694, align 1
  %add3695 = or disjoint i32 %call, 4608
  %cmp3696 = icmp slt i32 %add3695, %t20
  %198 = zext nneg i32 %add3695 to i64
  %p3697 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %198
  %v3698 = load i32, ptr addrspace(3) %p3697, align 4
  %s3699 = lshr i32 %v3698, %t
  %digit3700 = and i32 %s3699, 255
  %199 = zext nneg i32 %digit3700 to i64
  %p3701 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %199
  %v3702 = load i32, ptr addrspace(3) %p3701, align 4
  %to3703 = add i32 %v3702, %add3695
  %to3704 = zext i32 %to3703 to i64
  %p3707 = getelementptr i32, ptr addrspace(1) %sel3418, i64 %to3704
  %address3708 = ptrtoint ptr addrspace(1) %p3707 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3708, i32 %v3698, i1 %cmp3696) #5
  %d3709 = trunc i32 %s3699 to i8
  %p3710 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %198
  store i8 %d3709, ptr addrspace(3) %p3710, align 1
  %add3711 = or disjoint i32 %call, 4864
  %cmp3712 = icmp slt i32 %add3711, %t20
  %200 = zext nneg i32 %add3711 to i64
  %p3713 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %200
  %v3714 = load i32, ptr addrspace(3) %p3713, align 4
  %s3715 = lshr i32 %v3714, %t
  %digit3716 = and i32 %s3715, 255
  %201 = zext nneg i32 %digit3716 to i64
  %p3717 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %201
  %v3718 = load i32, ptr addrspace(3) %p3717, align 4
  %to3719 = add i32 %v3718, %add3711
  %to3720 = zext i32 %to3719 to i64
  %p3723 = getelementptr i32, ptr addrspace(1) %sel3418, i64 %to3720
  %address3724 = ptrtoint ptr addrspace(1) %p3723 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3724, i32 %v3714, i1 %cmp3712) #5
  %d3725 = trunc i32 %s3715 to i8
  %p3726 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %200
  store i8 %d3725, ptr addrspace(3) %p3726, align 1
  %add3727 = or disjoint i32 %call, 5120
  %cmp3728 = icmp slt i32 %add3727, %t20
  %202 = zext nneg i32 %add3727 to i64
  %p3729 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %202
  %v3730 = load i32, ptr addrspace(3) %p3729, align 4
  %s3731 = lshr i32 %v3730, %t
  %digit3732 = and i32 %s3731, 255
  %203 = zext nneg i32 %digit3732 to i64
  %p3733 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %203
  %v3734 = load i32, ptr addrspace(3) %p3733, align 4
  %to3735 = add i32 %v3734, %add3727
  %to3736 = zext i32 %to3735 to i64
  %p3739 = getelementptr i32, ptr addrspace(1) %sel3418, i64 %to3736
  %address3740 = ptrtoint ptr addrspace(1) %p3739 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3740, i32 %v3730, i1 %cmp3728) #5
  %d3741 = trunc i32 %s3731 to i8
  %p3742 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %202
  store i8 %d3741, ptr addrspace(3) %p3742, align 1
  %add3743 = or disjoint i32 %call, 5376
  %cmp3744 = icmp slt i32 %add3743, %t20
  %204 = zext nneg i32 %add3743 to i64
  %p3745 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %204
  %v3746 = load i32, ptr addrspace(3) %p3745, align 4
  %s3747 = lshr i32 %v3746, %t
  %digit3748 = and i32 %s3747, 255
  %205 = zext nneg i32 %digit3748 to i64
  %p3749 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %205
  %v3750 = load i32, ptr addrspace(3) %p3749, align 4
  %to3751 = add i32 %v3750, %add3743
  %to3752 = zext i32 %to3751 to i64
  %p3755 = getelementptr i32, ptr addrspace(1) %sel3418, i64 %to3752
  %address3756 = ptrtoint ptr addrspace(1) %p3755 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3756, i32 %v3746, i1 %cmp3744) #5
  %d3757 = trunc i32 %s3747 to i8
  %p3758 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %204
  store i8 %d3757, ptr addrspace(3) %p3758, align 1
  %add3759 = or disjoint i32 %call, 5632
  %cmp3760 = icmp slt i32 %add3759, %t20
  %206 = zext nneg i32 %add3759 to i64
  %p3761 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %206
  %v3762 = load i32, ptr addrspace(3) %p3761, align 4
  %s3763 = lshr i32 %v3762, %t
  %digit3764 = and i32 %s3763, 255
  %207 = zext nneg i32 %digit3764 to i64
  %p3765 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %207
  %v3766 = load i32, ptr addrspace(3) %p3765, align 4
  %to3767 = add i32 %v3766, %add3759
  %to3768 = zext i32 %to3767 to i64
  %p3771 = getelementptr i32, ptr addrspace(1) %sel3418, i64 %to3768
  %address3772 = ptrtoint ptr addrspace(1) %p3771 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3772, i32 %v3762, i1 %cmp3760) #5
  %d3773 = trunc i32 %s3763 to i8
  %p3774 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %206
  store i8 %d3773, ptr addrspace(3) %p3774, align 1
  %add3775 = or disjoint i32 %call, 5888
  %cmp3776 = icmp slt i32 %add3775, %t20
  %208 = zext nneg i32 %add3775 to i64
  %p3777 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %208
  %v3778 = load i32, ptr addrspace(3) %p3777, align 4
  %s3779 = lshr i32 %v3778, %t
  %digit3780 = and i32 %s3779, 255
  %209 = zext nneg i32 %digit3780 to i64
  %p3781 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %209
  %v3782 = load i32, ptr addrspace(3) %p3781, align 4
  %to3783 = add i32 %v3782, %add3775
  %to3784 = zext i32 %to3783 to i64
  %p3787 = getelementptr i32, ptr addrspace(1) %sel3418, i64 %to3784
  %address3788 = ptrtoint ptr addrspace(1) %p3787 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3788, i32 %v3778, i1 %cmp3776) #5
  %d3789 = trunc i32 %s3779 to i8
  %p3790 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %208
  store i8 %d3789, ptr addrspace(3) %p3790, align 1
  %add3791 = or disjoint i32 %call, 6144
  %cmp3792 = icmp slt i32 %add3791, %t20
  %210 = zext nneg i32 %add3791 to i64
  %p3793 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %210
  %v3794 = load i32, ptr addrspace(3) %p3793, align 4
  %s3795 = lshr i32 %v3794, %t
  %digit3796 = and i32 %s3795, 255
  %211 = zext nneg i32 %digit3796 to i64
  %p3797 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %211
  %v3798 = load i32, ptr addrspace(3) %p3797, align 4
  %to3799 = add i32 %v3798, %add3791
  %to3800 = zext i32 %to3799 to i64
  %p3803 = getelementptr i32, ptr addrspace(1) %sel3418, i64 %to3800
  %address3804 = ptrtoint ptr addrspace(1) %p3803 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3804, i32 %v3794, i1 %cmp3792) #5
  %d3805 = trunc i32 %s3795 to i8
  %p3806 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %210
  store i8 %d3805, ptr addrspace(3) %p3806, align 1
  %add3807 = or disjoint i32 %call, 6400
  %cmp3808 = icmp slt i32 %add3807, %t20
  %212 = zext nneg i32 %add3807 to i64
  %p3809 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %212
  %v3810 = load i32, ptr addrspace(3) %p3809, align 4
  %s3811 = lshr i32 %v3810, %t
  %digit3812 = and i32 %s3811, 255
  %213 = zext nneg i32 %digit3812 to i64
  %p3813 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %213
  %v3814 = load i32, ptr addrspace(3) %p3813, align 4
  %to3815 = add i32 %v3814, %add3807
  %to3816 = zext i32 %to3815 to i64
  %p3819 = getelementptr i32, ptr addrspace(1) %sel3418, i64 %to3816
  %address3820 = ptrtoint ptr addrspace(1) %p3819 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3820, i32 %v3810, i1 %cmp3808) #5
  %d3821 = trunc i32 %s3811 to i8
  %p3822 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %212
  store i8 %d3821, ptr addrspace(3) %p3822, align 1
  %add3823 = or disjoint i32 %call, 6656
  %cmp3824 = icmp slt i32 %add3823, %t20
  %214 = zext nneg i32 %add3823 to i64
  %p3825 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %214
  %v3826 = load i32, ptr addrspace(3) %p3825, align 4
  %s3827 = lshr i32 %v3826, %t
  %digit3828 = and i32 %s3827, 255
  %215 = zext nneg i32 %digit3828 to i64
  %p3829 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %215
  %v3830 = load i32, ptr addrspace(3) %p3829, align 4
  %to3831 = add i32 %v3830, %add3823
  %to3832 = zext i32 %to3831 to i64
  %p3835 = getelementptr i32, ptr addrspace(1) %sel3418, i64 %to3832
  %address3836 = ptrtoint ptr addrspace(1) %p3835 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3836, i32 %v3826, i1 %cmp3824) #5
  %d3837 = trunc i32 %s3827 to i8
  %p3838 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %214
  store i8 %d3837, ptr addrspace(3) %p3838, align 1
  %add3839 = or disjoint i32 %call, 6912
  %cmp3840 = icmp slt i32 %add3839, %t20
  %216 = zext nneg i32 %add3839 to i64
  %p3841 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %216
  %v3842 = load i32, ptr addrspace(3) %p3841, align 4
  %s3843 = lshr i32 %v3842, %t
  %digit3844 = and i32 %s3843, 255
  %217 = zext nneg i32 %digit3844 to i64
  %p3845 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %217
  %v3846 = load i32, ptr addrspace(3) %p3845, align 4
  %to3847 = add i32 %v3846, %add3839
  %to3848 = zext i32 %to3847 to i64
  %p3851 = getelementptr i32, ptr addrspace(1) %sel3418, i64 %to3848
  %address3852 = ptrtoint ptr addrspace(1) %p3851 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3852, i32 %v3842, i1 %cmp3840) #5
  %d3853 = trunc i32 %s3843 to i8
  %p3854 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %216
  store i8 %d3853, ptr addrspace(3) %p3854, align 1
  %sel3855 = select i1 %cmp1.not, ptr addrspace(1) %3, ptr addrspace(1) %5
  tail call void @llvm.nvvm.barrier0()
  store float %phi3343, ptr addrspace(3) %p1667, align 4
  store float %phi3344, ptr addrspace(3) %p1683, align 4
  store float %phi3345, ptr addrspace(3) %p1699, align 4
  store float %phi3346, ptr addrspace(3) %p1715, align 4
  store float %phi3347, ptr addrspace(3) %p1731, align 4
  store float %phi3348, ptr addrspace(3) %p1747, align 4
  store float %phi3349, ptr addrspace(3) %p1763, align 4
  store float %phi3350, ptr addrspace(3) %p1779, align 4
  store float %phi3351, ptr addrspace(3) %p1795, align 4
  store float %phi3352, ptr addrspace(3) %p1811, align 4
  store float %phi3353, ptr addrspace(3) %p1827, align 4
  store float %phi3354, ptr addrspace(3) %p1843, align 4
  store float %phi3355, ptr addrspace(3) %p1859, align 4
  store float %phi3356, ptr addrspace(3) %p1875, align 4
  store float %phi3357, ptr addrspace(3) %p1891, align 4
  store float %phi3358, ptr addrspace(3) %p1907, align 4
  store float %phi3359, ptr addrspace(3) %p1923, align 4
  store float %phi3360, ptr addrspace(3) %p1939, align 4
  store float %phi3361, ptr addrspace(3) %p1955, align 4
  store float %phi3362, ptr addrspace(3) %p1971, align 4
  store float %phi3363, ptr addrspace(3) %p1987, align 4
  store float %phi3364, ptr addrspace(3) %p2003, align 4
  store float %phi3365, ptr addrspace(3) %p2019, align 4
  store float %phi3366, ptr addrspace(3) %p2035, align 4
  store float %phi3367, ptr addrspace(3) %p2051, align 4
  store float %phi3368, ptr addrspace(3) %p2067, align 4
  store float %phi3369, ptr addrspace(3) %p2083, align 4
  store float %phi3370, ptr addrspace(3) %p2099, align 4
  tail call void @llvm.nvvm.barrier0()
  %v3887 = load i8, ptr addrspace(3) %p3422, align 1
  %218 = zext i8 %v3887 to i64
  %p3889 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %218
  %v3890 = load i32, ptr addrspace(3) %p3889, align 4
  %to3891 = add i32 %v3890, %call
  %to3892 = zext i32 %to3891 to i64
  %v3894 = load float, ptr addrspace(3) %p3410, align 4
  %p3895 = getelementptr float, ptr addrspace(1) %sel3855, i64 %to3892
  %address3896 = ptrtoint ptr addrspace(1) %p3895 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address3896, float %v3894, i1 %cmp3409) #5
  %v3900 = load i8, ptr addrspace(3) %p3438, align 1
  %219 = zext i8 %v3900 to i64
  %p3902 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %219
  %v3903 = load i32, ptr addrspace(3) %p3902, align 4
  %to3904 = add i32 %v3903, %add4
  %to3905 = zext i32 %to3904 to i64
  %v3907 = load float, ptr addrspace(3) %p3425, align 4
  %p3908 = getelementptr float, ptr addrspace(1) %sel3855, i64 %to3905
  %address3909 = ptrtoint ptr addrspace(1) %p3908 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address3909, float %v3907, i1 %cmp3424) #5
  %v3913 = load i8, ptr addrspace(3) %p3454, align 1
  %220 = zext i8 %v3913 to i64
  %p3915 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %220
  %v3916 = load i32, ptr addrspace(3) %p3915, align 4
  %to3917 = add i32 %v3916, %add6
  %to3918 = zext i32 %to3917 to i64
  %v3920 = load float, ptr addrspace(3) %p3441, align 4
  %p3921 = getelementptr float, ptr addrspace(1) %sel3855, i64 %to3918
  %address3922 = ptrtoint ptr addrspace(1) %p3921 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address3922, float %v3920, i1 %cmp3440) #5
  %v3926 = load i8, ptr addrspace(3) %p3470, align 1
  %221 = zext i8 %v3926 to i64
  %p3928 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %221
  %v3929 = load i32, ptr addrspace(3) %p3928, align 4
  %to3930 = add i32 %v3929, %add8
  %to3931 = zext i32 %to3930 to i64
  %v3933 = load float, ptr addrspace(3) %p3457, align 4
  %p3934 = getelementptr float, ptr addrspace(1) %sel3855, i64 %to3931
  %address3935 = ptrtoint ptr addrspace(1) %p3934 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address3935, float %v3933, i1 %cmp3456) #5
  %v3939 = load i8, ptr addrspace(3) %p3486, align 1
  %222 = zext i8 %v3939 to i64
  %p3941 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %222
  %v3942 = load i32, ptr addrspace(3) %p3941, align 4
  %to3943 = add i32 %v3942, %add10
  %to3944 = zext i32 %to3943 to i64
  %v3946 = load float, ptr addrspace(3) %p3473, align 4
  %p3947 = getelementptr float, ptr addrspace(1) %sel3855, i64 %to3944
  %address3948 = ptrtoint ptr addrspace(1) %p3947 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address3948, float %v3946, i1 %cmp3472) #5
  %v3952 = load i8, ptr addrspace(3) %p3502, align 1
  %223 = zext i8 %v3952 to i64
  %p3954 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %223
  %v3955 = load i32, ptr addrspace(3) %p3954, align 4
  %to3956 = add i32 %v3955, %add12
  %to3957 = zext i32 %to3956 to i64
  %v3959 = load float, ptr addrspace(3) %p3489, align 4
  %p3960 = getelementptr float, ptr addrspace(1) %sel3855, i64 %to3957
  %address3961 = ptrtoint ptr addrspace(1) %p3960 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address3961, float %v3959, i1 %cmp3488) #5
  %v3965 = load i8, ptr addrspace(3) %p3518, align 1
  %224 = zext i8 %v3965 to i64
  %p3967 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %224
  %v3968 = load i32, ptr addrspace(3) %p3967, align 4
  %to3969 = add i32 %v3968, %add14
  %to3970 = zext i32 %to3969 to i64
  %v3972 = load float, ptr addrspace(3) %p3505, align 4
  %p3973 = getelementptr float, ptr addrspace(1) %sel3855, i64 %to3970
  %address3974 = ptrtoint ptr addrspace(1) %p3973 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address3974, float %v3972, i1 %cmp3504) #5
  %v3978 = load i8, ptr addrspace(3) %p3534, align 1
  %225 = zext i8 %v3978 to i64
  %p3980 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %225
  %v3981 = load i32, ptr addrspace(3) %p3980, align 4
  %to3982 = add i32 %v3981, %add16
  %to3983 = zext i32 %to3982 to i64
  %v3985 = load float, ptr addrspace(3) %p3521, align 4
  %p3986 = getelementptr float, ptr addrspace(1) %sel3855, i64 %to3983
  %address3987 = ptrtoint ptr addrspace(1) %p3986 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address3987, float %v3985, i1 %cmp3520) #5
  %v3991 = load i8, ptr addrspace(3) %p3550, align 1
  %226 = zext i8 %v3991 to i64
  %p3993 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %226
  %v3994 = load i32, ptr addrspace(3) %p3993, align 4
  %to3995 = add i32 %v3994, %add3535
  %to3996 = zext i32 %to3995 to i64
  %v3998 = load float, ptr addrspace(3) %p3537, align 4
  %p3999 = getelementptr float, ptr addrspace(1) %sel3855, i64 %to3996
  %address4000 = ptrtoint ptr addrspace(1) %p3999 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address4000, float %v3998, i1 %cmp3536) #5
  %v4004 = load i8, ptr addrspace(3) %p3566, align 1
  %227 = zext i8 %v4004 to i64
  %p4006 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %227
  %v4007 = load i32, ptr addrspace(3) %p4006, align 4
  %to4008 = add i32 %v4007, %add3551
  %to4009 = zext i32 %to4008 to i64
  %v4011 = load float, ptr addrspace(3) %p3553, align 4
  %p4012 = getelementptr float, ptr addrspace(1) %sel3855, i64 %to4009
  %address4013 = ptrtoint ptr addrspace(1) %p4012 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address4013, float %v4011, i1 %cmp3552) #5
  %v4017 = load i8, ptr addrspace(3) %p3582, align 1
  %228 = zext i8 %v4017 to i64
  %p4019 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %228
  %v4020 = load i32, ptr addrspace(3) %p4019, align 4
  %to4021 = add i32 %v4020, %add3567
  %to4022 = zext i32 %to4021 to i64
  %v4024 = load float, ptr addrspace(3) %p3569, align 4
  %p4025 = getelementptr float, ptr addrspace(1) %sel3855, i64 %to4022
  %address4026 = ptrtoint ptr addrspace(1) %p4025 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address4026, float %v4024, i1 %cmp3568) #5
  %v4030 = load i8, ptr addrspace(3) %p3598, align 1
  %229 = zext i8 %v4030 to i64
  %p4032 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %229
  %v4033 = load i32, ptr addrspace(3) %p4032, align 4
  %to4034 = add i32 %v4033, %add3583
  %to4035 = zext i32 %to4034 to i64
  %v4037 = load float, ptr addrspace(3) %p3585, align 4
  %p4038 = getelementptr float, ptr addrspace(1) %sel3855, i64 %to4035
  %address4039 = ptrtoint ptr addrspace(1) %p4038 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address4039, float %v4037, i1 %cmp3584) #5
  %v4043 = load i8, ptr addrspace(3) %p3614, align 1
  %230 = zext i8 %v4043 to i64
  %p4045 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %230
  %v4046 = load i32, ptr addrspace(3) %p4045, align 4
  %to4047 = add i32 %v4046, %add3599
  %to4048 = zext i32 %to4047 to i64
  %v4050 = load float, ptr addrspace(3) %p3601, align 4
  %p4051 = getelementptr float, ptr addrspace(1) %sel3855, i64 %to4048
  %address4052 = ptrtoint ptr addrspace(1) %p4051 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address4052, float %v4050, i1 %cmp3600) #5
  %v4056 = load i8, ptr addrspace(3) %p3630, align 1
  %231 = zext i8 %v4056 to i64
  %p4058 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %231
  %v4059 = load i32, ptr addrspace(3) %p4058, align 4
  %to4060 = add i32 %v4059, %add3615
  %to4061 = zext i32 %to4060 to i64
  %v4063 = load float, ptr addrspace(3) %p3617, align 4
  %p4064 = getelementptr float, ptr addrspace(1) %sel3855, i64 %to4061
  %address4065 = ptrtoint ptr addrspace(1) %p4064 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address4065, float %v4063, i1 %cmp3616) #5
  %v4069 = load i8, ptr addrspace(3) %p3646, align 1
  %232 = zext i8 %v4069 to i64
  %p4071 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %232
  %v4072 = load i32, ptr addrspace(3) %p4071, align 4
  %to4073 = add i32 %v4072, %add3631
  %to4074 = zext i32 %to4073 to i64
  %v4076 = load float, ptr addrspace(3) %p3633, align 4
  %p4077 = getelementptr float, ptr addrspace(1) %sel3855, i64 %to4074
  %address4078 = ptrtoint ptr addrspace(1) %p4077 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address4078, float %v4076, i1 %cmp3632) #5
  %v4082 = load i8, ptr addrspace(3) %p3662, align 1
  %233 = zext i8 %v4082 to i64
  %p4084 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %233
  %v4085 = load i32, ptr addrspace(3) %p4084, align 4
  %to4086 = add i32 %v4085, %add3647
  %to4087 = zext i32 %to4086 to i64
  %v4089 = load float, ptr addrspace(3) %p3649, align 4
  %p4090 = getelementptr float, ptr addrspace(1) %sel3855, i64 %to4087
  %address4091 = ptrtoint ptr addrspace(1) %p4090 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address4091, float %v4089, i1 %cmp3648) #5
  %v4095 = load i8, ptr addrspace(3) %p3678, align 1
  %234 = zext i8 %v4095 to i64
  %p4097 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %234
  %v4098 = load i32, ptr addrspace(3) %p4097, align 4
  %to4099 = add i32 %v4098, %add3663
  %to4100 = zext i32 %to4099 to i64
  %v4102 = load float, ptr addrspace(3) %p3665, align 4
  %p4103 = getelementptr float, ptr addrspace(1) %sel3855, i64 %to4100
  %address4104 = ptrtoint ptr addrspace(1) %p4103 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address4104, float %v4102, i1 %cmp3664) #5
  %v4108 = load i8, ptr addrspace(3) %p3694, align 1
  %235 = zext i8 %v4108 to i64
  %p4110 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %235
  %v4111 = load i32, ptr addrspace(3) %p4110, align 4
  %to4112 = add i32 %v4111, %add3679
  %to4113 = zext i32 %to4112 to i64
  %v4115 = load float, ptr addrspace(3) %p3681, align 4
  %p4116 = getelementptr float, ptr addrspace(1) %sel3855, i64 %to4113
  %address4117 = ptrtoint ptr addrspace(1) %p4116 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address4117, float %v4115, i1 %cmp3680) #5
  %v4121 = load i8, ptr addrspace(3) %p3710, align 1
  %236 = zext i8 %v4121 to i64
  %p4123 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %236
  %v4124 = load i32, ptr addrspace(3) %p4123, align 4
  %to4125 = add i32 %v4124, %add3695
  %to4126 = zext i32 %to4125 to i64
  %v4128 = load float, ptr addrspace(3) %p3697, align 4
  %p4129 = getelementptr float, ptr addrspace(1) %sel3855, i64 %to4126
  %address4130 = ptrtoint ptr addrspace(1) %p4129 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address4130, float %v4128, i1 %cmp3696) #5
  %v4134 = load i8, ptr addrspace(3) %p3726, align 1
  %237 = zext i8 %v4134 to i64
  %p4136 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %237
  %v4137 = load i32, ptr addrspace(3) %p4136, align 4
  %to4138 = add i32 %v4137, %add3711
  %to4139 = zext i32 %to4138 to i64
  %v4141 = load float, ptr addrspace(3) %p3713, align 4
  %p4142 = getelementptr float, ptr addrspace(1) %sel3855, i64 %to4139
  %address4143 = ptrtoint ptr addrspace(1) %p4142 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address4143, float %v4141, i1 %cmp3712) #5
  %v4147 = load i8, ptr addrspace(3) %p3742, align 1
  %238 = zext i8 %v4147 to i64
  %p4149 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %238
  %v4150 = load i32, ptr addrspace(3) %p4149, align 4
  %to4151 = add i32 %v4150, %add3727
  %to4152 = zext i32 %to4151 to i64
  %v4154 = load float, ptr addrspace(3) %p3729, align 4
  %p4155 = getelementptr float, ptr addrspace(1) %sel3855, i64 %to4152
  %address4156 = ptrtoint ptr addrspace(1) %p4155 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address4156, float %v4154, i1 %cmp3728) #5
  %v4160 = load i8, ptr addrspace(3) %p3758, align 1
  %239 = zext i8 %v4160 to i64
  %p4162 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %239
  %v4163 = load i32, ptr addrspace(3) %p4162, align 4
  %to4164 = add i32 %v4163, %add3743
  %to4165 = zext i32 %to4164 to i64
  %v4167 = load float, ptr addrspace(3) %p3745, align 4
  %p4168 = getelementptr float, ptr addrspace(1) %sel3855, i64 %to4165
  %address4169 = ptrtoint ptr addrspace(1) %p4168 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address4169, float %v4167, i1 %cmp3744) #5
  %v4173 = load i8, ptr addrspace(3) %p3774, align 1
  %240 = zext i8 %v4173 to i64
  %p4175 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %240
  %v4176 = load i32, ptr addrspace(3) %p4175, align 4
  %to4177 = add i32 %v4176, %add3759
  %to4178 = zext i32 %to4177 to i64
  %v4180 = load float, ptr addrspace(3) %p3761, align 4
  %p4181 = getelementptr float, ptr addrspace(1) %sel3855, i64 %to4178
  %address4182 = ptrtoint ptr addrspace(1) %p4181 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address4182, float %v4180, i1 %cmp3760) #5
  %v4186 = load i8, ptr addrspace(3) %p3790, align 1
  %241 = zext i8 %v4186 to i64
  %p4188 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %241
  %v4189 = load i32, ptr addrspace(3) %p4188, align 4
  %to4190 = add i32 %v4189, %add3775
  %to4191 = zext i32 %to4190 to i64
  %v4193 = load float, ptr addrspace(3) %p3777, align 4
  %p4194 = getelementptr float, ptr addrspace(1) %sel3855, i64 %to4191
  %address4195 = ptrtoint ptr addrspace(1) %p4194 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address4195, float %v4193, i1 %cmp3776) #5
  %v4199 = load i8, ptr addrspace(3) %p3806, align 1
  %242 = zext i8 %v4199 to i64
  %p4201 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %242
  %v4202 = load i32, ptr addrspace(3) %p4201, align 4
  %to4203 = add i32 %v4202, %add3791
  %to4204 = zext i32 %to4203 to i64
  %v4206 = load float, ptr addrspace(3) %p3793, align 4
  %p4207 = getelementptr float, ptr addrspace(1) %sel3855, i64 %to4204
  %address4208 = ptrtoint ptr addrspace(1) %p4207 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address4208, float %v4206, i1 %cmp3792) #5
  %v4212 = load i8, ptr addrspace(3) %p3822, align 1
  %243 = zext i8 %v4212 to i64
  %p4214 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %243
  %v4215 = load i32, ptr addrspace(3) %p4214, align 4
  %to4216 = add i32 %v4215, %add3807
  %to4217 = zext i32 %to4216 to i64
  %v4219 = load float, ptr addrspace(3) %p3809, align 4
  %p4220 = getelementptr float, ptr addrspace(1) %sel3855, i64 %to4217
  %address4221 = ptrtoint ptr addrspace(1) %p4220 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address4221, float %v4219, i1 %cmp3808) #5
  %v4225 = load i8, ptr addrspace(3) %p3838, align 1
  %244 = zext i8 %v4225 to i64
  %p4227 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %244
  %v4228 = load i32, ptr addrspace(3) %p4227, align 4
  %to4229 = add i32 %v4228, %add3823
  %to4230 = zext i32 %to4229 to i64
  %v4232 = load float, ptr addrspace(3) %p3825, align 4
  %p4233 = getelementptr float, ptr addrspace(1) %sel3855, i64 %to4230
  %address4234 = ptrtoint ptr addrspace(1) %p4233 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address4234, float %v4232, i1 %cmp3824) #5
  %v4238 = load i8, ptr addrspace(3) %p3854, align 1
  %245 = zext i8 %v4238 to i64
  %p4240 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %245
  %v4241 = load i32, ptr addrspace(3) %p4240, align 4
  %to4242 = add i32 %v4241, %add3839
  %to4243 = zext i32 %to4242 to i64
  %v4245 = load float, ptr addrspace(3) %p3841, align 4
  %p4246 = getelementptr float, ptr addrspace(1) %sel3855, i64 %to4243
  %address4247 = ptrtoint ptr addrspace(1) %p4246 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address4247, float %v4245, i1 %cmp3840) #5
  ret void
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #3

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
