; ModuleID = 'systole_sort_by_key_u32_f32'
source_filename = "systole_sort_by_key_u32_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@scan.shared = internal addrspace(3) global [1024 x i32] undef, align 8
@scan.shared.1 = internal addrspace(3) global [2048 x i32] undef, align 8
@scan.shared.2 = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 8
@scan.shared.3 = internal unnamed_addr addrspace(3) global [8 x i32] undef, align 8
@scan.shared.4 = internal unnamed_addr addrspace(3) global [2048 x i64] undef, align 8
@scan.shared.5.0 = internal unnamed_addr addrspace(3) global i32 undef, align 8
@scan.shared.5.1 = internal unnamed_addr addrspace(3) global i32 undef, align 8

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
  %mul = shl nuw nsw i64 %tile, 12
  %sub = sub i64 %2, %mul
  %call19 = tail call i64 @llvm.smin.i64(i64 %sub, i64 4096)
  %t20 = trunc i64 %call19 to i32
  %sel = select i1 %cmp1.not, ptr addrspace(1) %8, ptr addrspace(1) %7
  %cmp21 = icmp eq i32 %t20, 4096
  %at27 = shl nuw nsw i32 %w, 9
  %at28 = or disjoint i32 %at27, %lane
  %at29 = zext nneg i32 %at28 to i64
  %add30 = or disjoint i64 %mul, %at29
  br i1 %cmp21, label %then22, label %else

then22:                                           ; preds = %endif
  br i1 %cmp2, label %then24, label %else25

else:                                             ; preds = %endif
  %sub351 = add i64 %2, -1
  %call352 = tail call i64 @llvm.smin.i64(i64 %add30, i64 %sub351)
  br i1 %cmp2, label %then343, label %else344

endif23:                                          ; preds = %then343, %else344, %then24, %else25
  %at823.pre-phi = phi i32 [ %at558, %then343 ], [ %at707, %else344 ], [ %at206, %then24 ], [ %at323, %else25 ]
  %at818.pre-phi = phi i32 [ %at544, %then343 ], [ %at698, %else344 ], [ %at194, %then24 ], [ %at316, %else25 ]
  %at813.pre-phi = phi i32 [ %at530, %then343 ], [ %at689, %else344 ], [ %at182, %then24 ], [ %at309, %else25 ]
  %at808.pre-phi = phi i32 [ %at516, %then343 ], [ %at680, %else344 ], [ %at170, %then24 ], [ %at302, %else25 ]
  %at803.pre-phi = phi i32 [ %at502, %then343 ], [ %at671, %else344 ], [ %at158, %then24 ], [ %at295, %else25 ]
  %at798.pre-phi = phi i32 [ %at488, %then343 ], [ %at662, %else344 ], [ %at146, %then24 ], [ %at288, %else25 ]
  %at793.pre-phi = phi i32 [ %at474, %then343 ], [ %at653, %else344 ], [ %at134, %then24 ], [ %at281, %else25 ]
  %at788.pre-phi = phi i32 [ %at460, %then343 ], [ %at644, %else344 ], [ %at122, %then24 ], [ %at274, %else25 ]
  %at783.pre-phi = phi i32 [ %at446, %then343 ], [ %at635, %else344 ], [ %at110, %then24 ], [ %at267, %else25 ]
  %at778.pre-phi = phi i32 [ %at432, %then343 ], [ %at626, %else344 ], [ %at98, %then24 ], [ %at260, %else25 ]
  %at773.pre-phi = phi i32 [ %at418, %then343 ], [ %at617, %else344 ], [ %at86, %then24 ], [ %at253, %else25 ]
  %at768.pre-phi = phi i32 [ %at404, %then343 ], [ %at608, %else344 ], [ %at74, %then24 ], [ %at246, %else25 ]
  %at763.pre-phi = phi i32 [ %at390, %then343 ], [ %at599, %else344 ], [ %at62, %then24 ], [ %at239, %else25 ]
  %at758.pre-phi = phi i32 [ %at376, %then343 ], [ %at590, %else344 ], [ %at50, %then24 ], [ %at232, %else25 ]
  %at753.pre-phi = phi i32 [ %at362, %then343 ], [ %at581, %else344 ], [ %at38, %then24 ], [ %at225, %else25 ]
  %phi730.in = phi ptr addrspace(1) [ %p356, %then343 ], [ %p577, %else344 ], [ %p34, %then24 ], [ %p221, %else25 ]
  %phi731.in = phi ptr addrspace(1) [ %p370, %then343 ], [ %p586, %else344 ], [ %p44, %then24 ], [ %p228, %else25 ]
  %phi732.in = phi ptr addrspace(1) [ %p384, %then343 ], [ %p595, %else344 ], [ %p56, %then24 ], [ %p235, %else25 ]
  %phi733.in = phi ptr addrspace(1) [ %p398, %then343 ], [ %p604, %else344 ], [ %p68, %then24 ], [ %p242, %else25 ]
  %phi734.in = phi ptr addrspace(1) [ %p412, %then343 ], [ %p613, %else344 ], [ %p80, %then24 ], [ %p249, %else25 ]
  %phi735.in = phi ptr addrspace(1) [ %p426, %then343 ], [ %p622, %else344 ], [ %p92, %then24 ], [ %p256, %else25 ]
  %phi736.in = phi ptr addrspace(1) [ %p440, %then343 ], [ %p631, %else344 ], [ %p104, %then24 ], [ %p263, %else25 ]
  %phi737.in = phi ptr addrspace(1) [ %p454, %then343 ], [ %p640, %else344 ], [ %p116, %then24 ], [ %p270, %else25 ]
  %phi738.in = phi ptr addrspace(1) [ %p468, %then343 ], [ %p649, %else344 ], [ %p128, %then24 ], [ %p277, %else25 ]
  %phi739.in = phi ptr addrspace(1) [ %p482, %then343 ], [ %p658, %else344 ], [ %p140, %then24 ], [ %p284, %else25 ]
  %phi740.in = phi ptr addrspace(1) [ %p496, %then343 ], [ %p667, %else344 ], [ %p152, %then24 ], [ %p291, %else25 ]
  %phi741.in = phi ptr addrspace(1) [ %p510, %then343 ], [ %p676, %else344 ], [ %p164, %then24 ], [ %p298, %else25 ]
  %phi742.in = phi ptr addrspace(1) [ %p524, %then343 ], [ %p685, %else344 ], [ %p176, %then24 ], [ %p305, %else25 ]
  %phi743.in = phi ptr addrspace(1) [ %p538, %then343 ], [ %p694, %else344 ], [ %p188, %then24 ], [ %p312, %else25 ]
  %phi744.in = phi ptr addrspace(1) [ %p552, %then343 ], [ %p703, %else344 ], [ %p200, %then24 ], [ %p319, %else25 ]
  %phi745.in = phi ptr addrspace(1) [ %p566, %then343 ], [ %p712, %else344 ], [ %p212, %then24 ], [ %p326, %else25 ]
  %phi745 = load i32, ptr addrspace(1) %phi745.in, align 4
  %phi744 = load i32, ptr addrspace(1) %phi744.in, align 4
  %phi743 = load i32, ptr addrspace(1) %phi743.in, align 4
  %phi742 = load i32, ptr addrspace(1) %phi742.in, align 4
  %phi741 = load i32, ptr addrspace(1) %phi741.in, align 4
  %phi740 = load i32, ptr addrspace(1) %phi740.in, align 4
  %phi739 = load i32, ptr addrspace(1) %phi739.in, align 4
  %phi738 = load i32, ptr addrspace(1) %phi738.in, align 4
  %phi737 = load i32, ptr addrspace(1) %phi737.in, align 4
  %phi736 = load i32, ptr addrspace(1) %phi736.in, align 4
  %phi735 = load i32, ptr addrspace(1) %phi735.in, align 4
  %phi734 = load i32, ptr addrspace(1) %phi734.in, align 4
  %phi733 = load i32, ptr addrspace(1) %phi733.in, align 4
  %phi732 = load i32, ptr addrspace(1) %phi732.in, align 4
  %phi731 = load i32, ptr addrspace(1) %phi731.in, align 4
  %phi730 = load i32, ptr addrspace(1) %phi730.in, align 4
  %cmp749 = icmp slt i32 %at28, %t20
  %sel750 = select i1 %cmp749, i32 %phi730, i32 -1
  %cmp754 = icmp slt i32 %at753.pre-phi, %t20
  %sel755 = select i1 %cmp754, i32 %phi731, i32 -1
  %cmp759 = icmp slt i32 %at758.pre-phi, %t20
  %sel760 = select i1 %cmp759, i32 %phi732, i32 -1
  %cmp764 = icmp slt i32 %at763.pre-phi, %t20
  %sel765 = select i1 %cmp764, i32 %phi733, i32 -1
  %cmp769 = icmp slt i32 %at768.pre-phi, %t20
  %sel770 = select i1 %cmp769, i32 %phi734, i32 -1
  %cmp774 = icmp slt i32 %at773.pre-phi, %t20
  %sel775 = select i1 %cmp774, i32 %phi735, i32 -1
  %cmp779 = icmp slt i32 %at778.pre-phi, %t20
  %sel780 = select i1 %cmp779, i32 %phi736, i32 -1
  %cmp784 = icmp slt i32 %at783.pre-phi, %t20
  %sel785 = select i1 %cmp784, i32 %phi737, i32 -1
  %cmp789 = icmp slt i32 %at788.pre-phi, %t20
  %sel790 = select i1 %cmp789, i32 %phi738, i32 -1
  %cmp794 = icmp slt i32 %at793.pre-phi, %t20
  %sel795 = select i1 %cmp794, i32 %phi739, i32 -1
  %cmp799 = icmp slt i32 %at798.pre-phi, %t20
  %sel800 = select i1 %cmp799, i32 %phi740, i32 -1
  %cmp804 = icmp slt i32 %at803.pre-phi, %t20
  %sel805 = select i1 %cmp804, i32 %phi741, i32 -1
  %cmp809 = icmp slt i32 %at808.pre-phi, %t20
  %sel810 = select i1 %cmp809, i32 %phi742, i32 -1
  %cmp814 = icmp slt i32 %at813.pre-phi, %t20
  %sel815 = select i1 %cmp814, i32 %phi743, i32 -1
  %cmp819 = icmp slt i32 %at818.pre-phi, %t20
  %sel820 = select i1 %cmp819, i32 %phi744, i32 -1
  %cmp824 = icmp slt i32 %at823.pre-phi, %t20
  %sel825 = select i1 %cmp824, i32 %phi745, i32 -1
  %s = lshr i32 %sel750, %t
  %digit = and i32 %s, 255
  %s826 = lshr i32 %sel755, %t
  %digit827 = and i32 %s826, 255
  %s828 = lshr i32 %sel760, %t
  %digit829 = and i32 %s828, 255
  %s830 = lshr i32 %sel765, %t
  %digit831 = and i32 %s830, 255
  %s832 = lshr i32 %sel770, %t
  %digit833 = and i32 %s832, 255
  %s834 = lshr i32 %sel775, %t
  %digit835 = and i32 %s834, 255
  %s836 = lshr i32 %sel780, %t
  %digit837 = and i32 %s836, 255
  %s838 = lshr i32 %sel785, %t
  %digit839 = and i32 %s838, 255
  %s840 = lshr i32 %sel790, %t
  %digit841 = and i32 %s840, 255
  %s842 = lshr i32 %sel795, %t
  %digit843 = and i32 %s842, 255
  %s844 = lshr i32 %sel800, %t
  %digit845 = and i32 %s844, 255
  %s846 = lshr i32 %sel805, %t
  %digit847 = and i32 %s846, 255
  %s848 = lshr i32 %sel810, %t
  %digit849 = and i32 %s848, 255
  %s850 = lshr i32 %sel815, %t
  %digit851 = and i32 %s850, 255
  %s852 = lshr i32 %sel820, %t
  %digit853 = and i32 %s852, 255
  %s854 = lshr i32 %sel825, %t
  %digit855 = and i32 %s854, 255
  %warp = shl nuw nsw i32 %w, 8
  %at856 = or disjoint i32 %digit, %warp
  %22 = zext nneg i32 %at856 to i64
  %counter857 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %22
  %23 = atomicrmw add ptr addrspace(3) %counter857, i32 1 monotonic, align 4
  %at858 = or disjoint i32 %digit827, %warp
  %24 = zext nneg i32 %at858 to i64
  %counter859 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %24
  %25 = atomicrmw add ptr addrspace(3) %counter859, i32 1 monotonic, align 4
  %at860 = or disjoint i32 %digit829, %warp
  %26 = zext nneg i32 %at860 to i64
  %counter861 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %26
  %27 = atomicrmw add ptr addrspace(3) %counter861, i32 1 monotonic, align 4
  %at862 = or disjoint i32 %digit831, %warp
  %28 = zext nneg i32 %at862 to i64
  %counter863 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %28
  %29 = atomicrmw add ptr addrspace(3) %counter863, i32 1 monotonic, align 4
  %at864 = or disjoint i32 %digit833, %warp
  %30 = zext nneg i32 %at864 to i64
  %counter865 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %30
  %31 = atomicrmw add ptr addrspace(3) %counter865, i32 1 monotonic, align 4
  %at866 = or disjoint i32 %digit835, %warp
  %32 = zext nneg i32 %at866 to i64
  %counter867 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %32
  %33 = atomicrmw add ptr addrspace(3) %counter867, i32 1 monotonic, align 4
  %at868 = or disjoint i32 %digit837, %warp
  %34 = zext nneg i32 %at868 to i64
  %counter869 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %34
  %35 = atomicrmw add ptr addrspace(3) %counter869, i32 1 monotonic, align 4
  %at870 = or disjoint i32 %digit839, %warp
  %36 = zext nneg i32 %at870 to i64
  %counter871 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %36
  %37 = atomicrmw add ptr addrspace(3) %counter871, i32 1 monotonic, align 4
  %at872 = or disjoint i32 %digit841, %warp
  %38 = zext nneg i32 %at872 to i64
  %counter873 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %38
  %39 = atomicrmw add ptr addrspace(3) %counter873, i32 1 monotonic, align 4
  %at874 = or disjoint i32 %digit843, %warp
  %40 = zext nneg i32 %at874 to i64
  %counter875 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %40
  %41 = atomicrmw add ptr addrspace(3) %counter875, i32 1 monotonic, align 4
  %at876 = or disjoint i32 %digit845, %warp
  %42 = zext nneg i32 %at876 to i64
  %counter877 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %42
  %43 = atomicrmw add ptr addrspace(3) %counter877, i32 1 monotonic, align 4
  %at878 = or disjoint i32 %digit847, %warp
  %44 = zext nneg i32 %at878 to i64
  %counter879 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %44
  %45 = atomicrmw add ptr addrspace(3) %counter879, i32 1 monotonic, align 4
  %at880 = or disjoint i32 %digit849, %warp
  %46 = zext nneg i32 %at880 to i64
  %counter881 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %46
  %47 = atomicrmw add ptr addrspace(3) %counter881, i32 1 monotonic, align 4
  %at882 = or disjoint i32 %digit851, %warp
  %48 = zext nneg i32 %at882 to i64
  %counter883 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %48
  %49 = atomicrmw add ptr addrspace(3) %counter883, i32 1 monotonic, align 4
  %at884 = or disjoint i32 %digit853, %warp
  %50 = zext nneg i32 %at884 to i64
  %counter885 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %50
  %51 = atomicrmw add ptr addrspace(3) %counter885, i32 1 monotonic, align 4
  %at886 = or disjoint i32 %digit855, %warp
  %52 = zext nneg i32 %at886 to i64
  %counter887 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %52
  %53 = atomicrmw add ptr addrspace(3) %counter887, i32 1 monotonic, align 4
  tail call void @llvm.nvvm.barrier0()
  %mul888 = shl nuw nsw i64 %ordinal, 1
  %add889 = or disjoint i64 %mul888, 1
  %add890 = add nuw nsw i64 %mul888, 2
  %cmp891.not = icmp eq i32 %v, 0
  %v894 = load i32, ptr addrspace(3) %p, align 4
  %v897 = load i32, ptr addrspace(3) %p5, align 4
  %v900 = load i32, ptr addrspace(3) %p7, align 4
  %v903 = load i32, ptr addrspace(3) %p9, align 4
  %v906 = load i32, ptr addrspace(3) %p11, align 4
  %v909 = load i32, ptr addrspace(3) %p13, align 4
  %v912 = load i32, ptr addrspace(3) %p15, align 4
  %v915 = load i32, ptr addrspace(3) %p17, align 4
  %count = add i32 %v897, %v894
  %count916 = add i32 %count, %v900
  %count917 = add i32 %count916, %v903
  %count918 = add i32 %count917, %v906
  %count919 = add i32 %count918, %v909
  %count920 = add i32 %count919, %v912
  %count921 = add i32 %count920, %v915
  %sel922 = select i1 %cmp891.not, i64 %add890, i64 %add889
  %count923 = zext i32 %count921 to i64
  %mul924 = shl nuw nsw i64 %tile, 8
  %add925 = or disjoint i64 %mul924, %14
  %54 = getelementptr inbounds i64, ptr addrspace(1) %10, i64 %add925
  %state = getelementptr inbounds i8, ptr addrspace(1) %54, i64 64
  %f = shl nuw nsw i64 %sel922, 32
  %word = or disjoint i64 %f, %count923
  %address = ptrtoint ptr addrspace(1) %state to i64
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 %word) #5
  %call928 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %count921, i32 1, i32 0)
  %cmp929.not = icmp eq i32 %lane, 0
  %sum = select i1 %cmp929.not, i32 0, i32 %call928
  %sel930 = add i32 %sum, %count921
  %call931 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %sel930, i32 2, i32 0)
  %cmp932 = icmp ugt i32 %lane, 1
  %sum933 = select i1 %cmp932, i32 %call931, i32 0
  %sel934 = add i32 %sel930, %sum933
  %call935 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %sel934, i32 4, i32 0)
  %cmp936 = icmp ugt i32 %lane, 3
  %sum937 = select i1 %cmp936, i32 %call935, i32 0
  %sel938 = add i32 %sel934, %sum937
  %call939 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %sel938, i32 8, i32 0)
  %cmp940 = icmp ugt i32 %lane, 7
  %sum941 = select i1 %cmp940, i32 %call939, i32 0
  %sel942 = add i32 %sel938, %sum941
  %call943 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %sel942, i32 16, i32 0)
  %cmp944 = icmp ugt i32 %lane, 15
  %sum945 = select i1 %cmp944, i32 %call943, i32 0
  %sel946 = add i32 %sel942, %sum945
  %cmp947 = icmp eq i32 %lane, 31
  br i1 %cmp947, label %then948, label %endif949

then24:                                           ; preds = %then22
  %sub31 = add i64 %0, -1
  %call32 = tail call i64 @llvm.smin.i64(i64 %add30, i64 %sub31)
  %call33 = tail call i64 @llvm.smax.i64(i64 %call32, i64 0)
  %p34 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call33
  %at38 = or disjoint i32 %at28, 32
  %at39 = zext nneg i32 %at38 to i64
  %add40 = or disjoint i64 %mul, %at39
  %call42 = tail call i64 @llvm.smin.i64(i64 %add40, i64 %sub31)
  %call43 = tail call i64 @llvm.smax.i64(i64 %call42, i64 0)
  %p44 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call43
  %at50 = or disjoint i32 %at28, 64
  %at51 = zext nneg i32 %at50 to i64
  %add52 = or disjoint i64 %mul, %at51
  %call54 = tail call i64 @llvm.smin.i64(i64 %add52, i64 %sub31)
  %call55 = tail call i64 @llvm.smax.i64(i64 %call54, i64 0)
  %p56 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call55
  %at62 = or disjoint i32 %at28, 96
  %at63 = zext nneg i32 %at62 to i64
  %add64 = or disjoint i64 %mul, %at63
  %call66 = tail call i64 @llvm.smin.i64(i64 %add64, i64 %sub31)
  %call67 = tail call i64 @llvm.smax.i64(i64 %call66, i64 0)
  %p68 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call67
  %at74 = or disjoint i32 %at28, 128
  %at75 = zext nneg i32 %at74 to i64
  %add76 = or disjoint i64 %mul, %at75
  %call78 = tail call i64 @llvm.smin.i64(i64 %add76, i64 %sub31)
  %call79 = tail call i64 @llvm.smax.i64(i64 %call78, i64 0)
  %p80 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call79
  %at86 = or disjoint i32 %at28, 160
  %at87 = zext nneg i32 %at86 to i64
  %add88 = or disjoint i64 %mul, %at87
  %call90 = tail call i64 @llvm.smin.i64(i64 %add88, i64 %sub31)
  %call91 = tail call i64 @llvm.smax.i64(i64 %call90, i64 0)
  %p92 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call91
  %at98 = or disjoint i32 %at28, 192
  %at99 = zext nneg i32 %at98 to i64
  %add100 = or disjoint i64 %mul, %at99
  %call102 = tail call i64 @llvm.smin.i64(i64 %add100, i64 %sub31)
  %call103 = tail call i64 @llvm.smax.i64(i64 %call102, i64 0)
  %p104 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call103
  %at108 = or disjoint i32 %call, %at27
  %at110 = or i32 %at108, 224
  %at111 = zext nneg i32 %at110 to i64
  %add112 = or disjoint i64 %mul, %at111
  %call114 = tail call i64 @llvm.smin.i64(i64 %add112, i64 %sub31)
  %call115 = tail call i64 @llvm.smax.i64(i64 %call114, i64 0)
  %p116 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call115
  %at122 = or disjoint i32 %at28, 256
  %at123 = zext nneg i32 %at122 to i64
  %add124 = or disjoint i64 %mul, %at123
  %call126 = tail call i64 @llvm.smin.i64(i64 %add124, i64 %sub31)
  %call127 = tail call i64 @llvm.smax.i64(i64 %call126, i64 0)
  %p128 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call127
  %at134 = or disjoint i32 %at28, 288
  %at135 = zext nneg i32 %at134 to i64
  %add136 = or disjoint i64 %mul, %at135
  %call138 = tail call i64 @llvm.smin.i64(i64 %add136, i64 %sub31)
  %call139 = tail call i64 @llvm.smax.i64(i64 %call138, i64 0)
  %p140 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call139
  %at146 = or disjoint i32 %at28, 320
  %at147 = zext nneg i32 %at146 to i64
  %add148 = or disjoint i64 %mul, %at147
  %call150 = tail call i64 @llvm.smin.i64(i64 %add148, i64 %sub31)
  %call151 = tail call i64 @llvm.smax.i64(i64 %call150, i64 0)
  %p152 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call151
  %at158 = or disjoint i32 %at28, 352
  %at159 = zext nneg i32 %at158 to i64
  %add160 = or disjoint i64 %mul, %at159
  %call162 = tail call i64 @llvm.smin.i64(i64 %add160, i64 %sub31)
  %call163 = tail call i64 @llvm.smax.i64(i64 %call162, i64 0)
  %p164 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call163
  %at170 = or disjoint i32 %at28, 384
  %at171 = zext nneg i32 %at170 to i64
  %add172 = or disjoint i64 %mul, %at171
  %call174 = tail call i64 @llvm.smin.i64(i64 %add172, i64 %sub31)
  %call175 = tail call i64 @llvm.smax.i64(i64 %call174, i64 0)
  %p176 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call175
  %at182 = or disjoint i32 %at28, 416
  %at183 = zext nneg i32 %at182 to i64
  %add184 = or disjoint i64 %mul, %at183
  %call186 = tail call i64 @llvm.smin.i64(i64 %add184, i64 %sub31)
  %call187 = tail call i64 @llvm.smax.i64(i64 %call186, i64 0)
  %p188 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call187
  %at194 = or disjoint i32 %at28, 448
  %at195 = zext nneg i32 %at194 to i64
  %add196 = or disjoint i64 %mul, %at195
  %call198 = tail call i64 @llvm.smin.i64(i64 %add196, i64 %sub31)
  %call199 = tail call i64 @llvm.smax.i64(i64 %call198, i64 0)
  %p200 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call199
  %at206 = or i32 %at108, 480
  %at207 = zext nneg i32 %at206 to i64
  %add208 = or disjoint i64 %mul, %at207
  %call210 = tail call i64 @llvm.smin.i64(i64 %add208, i64 %sub31)
  %call211 = tail call i64 @llvm.smax.i64(i64 %call210, i64 0)
  %p212 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call211
  br label %endif23

else25:                                           ; preds = %then22
  %p221 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %add30
  %at225 = or disjoint i32 %at28, 32
  %at226 = zext nneg i32 %at225 to i64
  %add227 = or disjoint i64 %mul, %at226
  %p228 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %add227
  %at232 = or disjoint i32 %at28, 64
  %at233 = zext nneg i32 %at232 to i64
  %add234 = or disjoint i64 %mul, %at233
  %p235 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %add234
  %at239 = or disjoint i32 %at28, 96
  %at240 = zext nneg i32 %at239 to i64
  %add241 = or disjoint i64 %mul, %at240
  %p242 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %add241
  %at246 = or disjoint i32 %at28, 128
  %at247 = zext nneg i32 %at246 to i64
  %add248 = or disjoint i64 %mul, %at247
  %p249 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %add248
  %at253 = or disjoint i32 %at28, 160
  %at254 = zext nneg i32 %at253 to i64
  %add255 = or disjoint i64 %mul, %at254
  %p256 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %add255
  %at260 = or disjoint i32 %at28, 192
  %at261 = zext nneg i32 %at260 to i64
  %add262 = or disjoint i64 %mul, %at261
  %p263 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %add262
  %at265 = or disjoint i32 %call, %at27
  %at267 = or i32 %at265, 224
  %at268 = zext nneg i32 %at267 to i64
  %add269 = or disjoint i64 %mul, %at268
  %p270 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %add269
  %at274 = or disjoint i32 %at28, 256
  %at275 = zext nneg i32 %at274 to i64
  %add276 = or disjoint i64 %mul, %at275
  %p277 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %add276
  %at281 = or disjoint i32 %at28, 288
  %at282 = zext nneg i32 %at281 to i64
  %add283 = or disjoint i64 %mul, %at282
  %p284 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %add283
  %at288 = or disjoint i32 %at28, 320
  %at289 = zext nneg i32 %at288 to i64
  %add290 = or disjoint i64 %mul, %at289
  %p291 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %add290
  %at295 = or disjoint i32 %at28, 352
  %at296 = zext nneg i32 %at295 to i64
  %add297 = or disjoint i64 %mul, %at296
  %p298 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %add297
  %at302 = or disjoint i32 %at28, 384
  %at303 = zext nneg i32 %at302 to i64
  %add304 = or disjoint i64 %mul, %at303
  %p305 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %add304
  %at309 = or disjoint i32 %at28, 416
  %at310 = zext nneg i32 %at309 to i64
  %add311 = or disjoint i64 %mul, %at310
  %p312 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %add311
  %at316 = or disjoint i32 %at28, 448
  %at317 = zext nneg i32 %at316 to i64
  %add318 = or disjoint i64 %mul, %at317
  %p319 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %add318
  %at323 = or i32 %at265, 480
  %at324 = zext nneg i32 %at323 to i64
  %add325 = or disjoint i64 %mul, %at324
  %p326 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %add325
  br label %endif23

then343:                                          ; preds = %else
  %sub353 = add i64 %0, -1
  %call354 = tail call i64 @llvm.smin.i64(i64 %call352, i64 %sub353)
  %call355 = tail call i64 @llvm.smax.i64(i64 %call354, i64 0)
  %p356 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call355
  %at362 = or disjoint i32 %at28, 32
  %at363 = zext nneg i32 %at362 to i64
  %add364 = or disjoint i64 %mul, %at363
  %call366 = tail call i64 @llvm.smin.i64(i64 %add364, i64 %sub351)
  %call368 = tail call i64 @llvm.smin.i64(i64 %call366, i64 %sub353)
  %call369 = tail call i64 @llvm.smax.i64(i64 %call368, i64 0)
  %p370 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call369
  %at376 = or disjoint i32 %at28, 64
  %at377 = zext nneg i32 %at376 to i64
  %add378 = or disjoint i64 %mul, %at377
  %call380 = tail call i64 @llvm.smin.i64(i64 %add378, i64 %sub351)
  %call382 = tail call i64 @llvm.smin.i64(i64 %call380, i64 %sub353)
  %call383 = tail call i64 @llvm.smax.i64(i64 %call382, i64 0)
  %p384 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call383
  %at390 = or disjoint i32 %at28, 96
  %at391 = zext nneg i32 %at390 to i64
  %add392 = or disjoint i64 %mul, %at391
  %call394 = tail call i64 @llvm.smin.i64(i64 %add392, i64 %sub351)
  %call396 = tail call i64 @llvm.smin.i64(i64 %call394, i64 %sub353)
  %call397 = tail call i64 @llvm.smax.i64(i64 %call396, i64 0)
  %p398 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call397
  %at404 = or disjoint i32 %at28, 128
  %at405 = zext nneg i32 %at404 to i64
  %add406 = or disjoint i64 %mul, %at405
  %call408 = tail call i64 @llvm.smin.i64(i64 %add406, i64 %sub351)
  %call410 = tail call i64 @llvm.smin.i64(i64 %call408, i64 %sub353)
  %call411 = tail call i64 @llvm.smax.i64(i64 %call410, i64 0)
  %p412 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call411
  %at418 = or disjoint i32 %at28, 160
  %at419 = zext nneg i32 %at418 to i64
  %add420 = or disjoint i64 %mul, %at419
  %call422 = tail call i64 @llvm.smin.i64(i64 %add420, i64 %sub351)
  %call424 = tail call i64 @llvm.smin.i64(i64 %call422, i64 %sub353)
  %call425 = tail call i64 @llvm.smax.i64(i64 %call424, i64 0)
  %p426 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call425
  %at432 = or disjoint i32 %at28, 192
  %at433 = zext nneg i32 %at432 to i64
  %add434 = or disjoint i64 %mul, %at433
  %call436 = tail call i64 @llvm.smin.i64(i64 %add434, i64 %sub351)
  %call438 = tail call i64 @llvm.smin.i64(i64 %call436, i64 %sub353)
  %call439 = tail call i64 @llvm.smax.i64(i64 %call438, i64 0)
  %p440 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call439
  %at444 = or disjoint i32 %call, %at27
  %at446 = or i32 %at444, 224
  %at447 = zext nneg i32 %at446 to i64
  %add448 = or disjoint i64 %mul, %at447
  %call450 = tail call i64 @llvm.smin.i64(i64 %add448, i64 %sub351)
  %call452 = tail call i64 @llvm.smin.i64(i64 %call450, i64 %sub353)
  %call453 = tail call i64 @llvm.smax.i64(i64 %call452, i64 0)
  %p454 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call453
  %at460 = or disjoint i32 %at28, 256
  %at461 = zext nneg i32 %at460 to i64
  %add462 = or disjoint i64 %mul, %at461
  %call464 = tail call i64 @llvm.smin.i64(i64 %add462, i64 %sub351)
  %call466 = tail call i64 @llvm.smin.i64(i64 %call464, i64 %sub353)
  %call467 = tail call i64 @llvm.smax.i64(i64 %call466, i64 0)
  %p468 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call467
  %at474 = or disjoint i32 %at28, 288
  %at475 = zext nneg i32 %at474 to i64
  %add476 = or disjoint i64 %mul, %at475
  %call478 = tail call i64 @llvm.smin.i64(i64 %add476, i64 %sub351)
  %call480 = tail call i64 @llvm.smin.i64(i64 %call478, i64 %sub353)
  %call481 = tail call i64 @llvm.smax.i64(i64 %call480, i64 0)
  %p482 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call481
  %at488 = or disjoint i32 %at28, 320
  %at489 = zext nneg i32 %at488 to i64
  %add490 = or disjoint i64 %mul, %at489
  %call492 = tail call i64 @llvm.smin.i64(i64 %add490, i64 %sub351)
  %call494 = tail call i64 @llvm.smin.i64(i64 %call492, i64 %sub353)
  %call495 = tail call i64 @llvm.smax.i64(i64 %call494, i64 0)
  %p496 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call495
  %at502 = or disjoint i32 %at28, 352
  %at503 = zext nneg i32 %at502 to i64
  %add504 = or disjoint i64 %mul, %at503
  %call506 = tail call i64 @llvm.smin.i64(i64 %add504, i64 %sub351)
  %call508 = tail call i64 @llvm.smin.i64(i64 %call506, i64 %sub353)
  %call509 = tail call i64 @llvm.smax.i64(i64 %call508, i64 0)
  %p510 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call509
  %at516 = or disjoint i32 %at28, 384
  %at517 = zext nneg i32 %at516 to i64
  %add518 = or disjoint i64 %mul, %at517
  %call520 = tail call i64 @llvm.smin.i64(i64 %add518, i64 %sub351)
  %call522 = tail call i64 @llvm.smin.i64(i64 %call520, i64 %sub353)
  %call523 = tail call i64 @llvm.smax.i64(i64 %call522, i64 0)
  %p524 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call523
  %at530 = or disjoint i32 %at28, 416
  %at531 = zext nneg i32 %at530 to i64
  %add532 = or disjoint i64 %mul, %at531
  %call534 = tail call i64 @llvm.smin.i64(i64 %add532, i64 %sub351)
  %call536 = tail call i64 @llvm.smin.i64(i64 %call534, i64 %sub353)
  %call537 = tail call i64 @llvm.smax.i64(i64 %call536, i64 0)
  %p538 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call537
  %at544 = or disjoint i32 %at28, 448
  %at545 = zext nneg i32 %at544 to i64
  %add546 = or disjoint i64 %mul, %at545
  %call548 = tail call i64 @llvm.smin.i64(i64 %add546, i64 %sub351)
  %call550 = tail call i64 @llvm.smin.i64(i64 %call548, i64 %sub353)
  %call551 = tail call i64 @llvm.smax.i64(i64 %call550, i64 0)
  %p552 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call551
  %at558 = or i32 %at444, 480
  %at559 = zext nneg i32 %at558 to i64
  %add560 = or disjoint i64 %mul, %at559
  %call562 = tail call i64 @llvm.smin.i64(i64 %add560, i64 %sub351)
  %call564 = tail call i64 @llvm.smin.i64(i64 %call562, i64 %sub353)
  %call565 = tail call i64 @llvm.smax.i64(i64 %call564, i64 0)
  %p566 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call565
  br label %endif23

else344:                                          ; preds = %else
  %p577 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call352
  %at581 = or disjoint i32 %at28, 32
  %at582 = zext nneg i32 %at581 to i64
  %add583 = or disjoint i64 %mul, %at582
  %call585 = tail call i64 @llvm.smin.i64(i64 %add583, i64 %sub351)
  %p586 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call585
  %at590 = or disjoint i32 %at28, 64
  %at591 = zext nneg i32 %at590 to i64
  %add592 = or disjoint i64 %mul, %at591
  %call594 = tail call i64 @llvm.smin.i64(i64 %add592, i64 %sub351)
  %p595 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call594
  %at599 = or disjoint i32 %at28, 96
  %at600 = zext nneg i32 %at599 to i64
  %add601 = or disjoint i64 %mul, %at600
  %call603 = tail call i64 @llvm.smin.i64(i64 %add601, i64 %sub351)
  %p604 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call603
  %at608 = or disjoint i32 %at28, 128
  %at609 = zext nneg i32 %at608 to i64
  %add610 = or disjoint i64 %mul, %at609
  %call612 = tail call i64 @llvm.smin.i64(i64 %add610, i64 %sub351)
  %p613 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call612
  %at617 = or disjoint i32 %at28, 160
  %at618 = zext nneg i32 %at617 to i64
  %add619 = or disjoint i64 %mul, %at618
  %call621 = tail call i64 @llvm.smin.i64(i64 %add619, i64 %sub351)
  %p622 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call621
  %at626 = or disjoint i32 %at28, 192
  %at627 = zext nneg i32 %at626 to i64
  %add628 = or disjoint i64 %mul, %at627
  %call630 = tail call i64 @llvm.smin.i64(i64 %add628, i64 %sub351)
  %p631 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call630
  %at633 = or disjoint i32 %call, %at27
  %at635 = or i32 %at633, 224
  %at636 = zext nneg i32 %at635 to i64
  %add637 = or disjoint i64 %mul, %at636
  %call639 = tail call i64 @llvm.smin.i64(i64 %add637, i64 %sub351)
  %p640 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call639
  %at644 = or disjoint i32 %at28, 256
  %at645 = zext nneg i32 %at644 to i64
  %add646 = or disjoint i64 %mul, %at645
  %call648 = tail call i64 @llvm.smin.i64(i64 %add646, i64 %sub351)
  %p649 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call648
  %at653 = or disjoint i32 %at28, 288
  %at654 = zext nneg i32 %at653 to i64
  %add655 = or disjoint i64 %mul, %at654
  %call657 = tail call i64 @llvm.smin.i64(i64 %add655, i64 %sub351)
  %p658 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call657
  %at662 = or disjoint i32 %at28, 320
  %at663 = zext nneg i32 %at662 to i64
  %add664 = or disjoint i64 %mul, %at663
  %call666 = tail call i64 @llvm.smin.i64(i64 %add664, i64 %sub351)
  %p667 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call666
  %at671 = or disjoint i32 %at28, 352
  %at672 = zext nneg i32 %at671 to i64
  %add673 = or disjoint i64 %mul, %at672
  %call675 = tail call i64 @llvm.smin.i64(i64 %add673, i64 %sub351)
  %p676 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call675
  %at680 = or disjoint i32 %at28, 384
  %at681 = zext nneg i32 %at680 to i64
  %add682 = or disjoint i64 %mul, %at681
  %call684 = tail call i64 @llvm.smin.i64(i64 %add682, i64 %sub351)
  %p685 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call684
  %at689 = or disjoint i32 %at28, 416
  %at690 = zext nneg i32 %at689 to i64
  %add691 = or disjoint i64 %mul, %at690
  %call693 = tail call i64 @llvm.smin.i64(i64 %add691, i64 %sub351)
  %p694 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call693
  %at698 = or disjoint i32 %at28, 448
  %at699 = zext nneg i32 %at698 to i64
  %add700 = or disjoint i64 %mul, %at699
  %call702 = tail call i64 @llvm.smin.i64(i64 %add700, i64 %sub351)
  %p703 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call702
  %at707 = or i32 %at633, 480
  %at708 = zext nneg i32 %at707 to i64
  %add709 = or disjoint i64 %mul, %at708
  %call711 = tail call i64 @llvm.smin.i64(i64 %add709, i64 %sub351)
  %p712 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call711
  br label %endif23

then948:                                          ; preds = %endif23
  %55 = zext nneg i32 %w to i64
  %p950 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %55
  store i32 %sel946, ptr addrspace(3) %p950, align 4
  br label %endif949

endif949:                                         ; preds = %then948, %endif23
  tail call void @llvm.nvvm.barrier0()
  %start = sub i32 %sel946, %count921
  %cmp951.not = icmp ult i32 %call, 32
  %v952 = load i32, ptr addrspace(3) @scan.shared.3, align 8
  %start953 = select i1 %cmp951.not, i32 0, i32 %v952
  %sel954 = add i32 %start, %start953
  %cmp955 = icmp ugt i32 %call, 63
  %v956 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 4), align 4
  %start957 = select i1 %cmp955, i32 %v956, i32 0
  %sel958 = add i32 %sel954, %start957
  %cmp959 = icmp ugt i32 %call, 95
  %v960 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 8), align 8
  %start961 = select i1 %cmp959, i32 %v960, i32 0
  %sel962 = add i32 %sel958, %start961
  %cmp963 = icmp ugt i32 %call, 127
  %v964 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 12), align 4
  %start965 = select i1 %cmp963, i32 %v964, i32 0
  %sel966 = add i32 %sel962, %start965
  %cmp967 = icmp ugt i32 %call, 159
  %v968 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 16), align 8
  %start969 = select i1 %cmp967, i32 %v968, i32 0
  %sel970 = add i32 %sel966, %start969
  %cmp971 = icmp ugt i32 %call, 191
  %v972 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 20), align 4
  %start973 = select i1 %cmp971, i32 %v972, i32 0
  %sel974 = add i32 %sel970, %start973
  %cmp975 = icmp eq i32 %w, 7
  %v976 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 24), align 8
  %start977 = select i1 %cmp975, i32 %v976, i32 0
  %sel978 = add i32 %sel974, %start977
  store i32 %sel978, ptr addrspace(3) %p, align 4
  %running = add i32 %sel978, %v894
  store i32 %running, ptr addrspace(3) %p5, align 4
  %running987 = add i32 %running, %v897
  store i32 %running987, ptr addrspace(3) %p7, align 4
  %running990 = add i32 %running987, %v900
  store i32 %running990, ptr addrspace(3) %p9, align 4
  %running993 = add i32 %running990, %v903
  store i32 %running993, ptr addrspace(3) %p11, align 4
  %running996 = add i32 %running993, %v906
  store i32 %running996, ptr addrspace(3) %p13, align 4
  %running999 = add i32 %running996, %v909
  store i32 %running999, ptr addrspace(3) %p15, align 4
  %running1002 = add i32 %running999, %v912
  store i32 %running1002, ptr addrspace(3) %p17, align 4
  tail call void @llvm.nvvm.barrier0()
  %notmask = shl nsw i32 -1, %lane
  %lt = xor i32 %notmask, -1
  %v1007 = load i32, ptr addrspace(3) @scan.shared.5.1, align 8
  %s1008 = sub i32 24, %v1007
  %up = shl i32 %sel750, %s1008
  %digit1009 = lshr i32 %up, 24
  %56 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1009) #5
  %below = and i32 %56, %lt
  %call1010 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below)
  %counter1011 = or disjoint i32 %digit1009, %warp
  %57 = zext nneg i32 %counter1011 to i64
  %p1012 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %57
  %v1013 = load i32, ptr addrspace(3) %p1012, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1014 = icmp eq i32 %below, 0
  br i1 %cmp1014, label %then1015, label %endif1016

then1015:                                         ; preds = %endif949
  %call1017 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %56)
  %c = add i32 %v1013, %call1017
  store i32 %c, ptr addrspace(3) %p1012, align 4
  br label %endif1016

endif1016:                                        ; preds = %then1015, %endif949
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank = add i32 %call1010, %v1013
  %up1020 = shl i32 %sel755, %s1008
  %digit1021 = lshr i32 %up1020, 24
  %58 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1021) #5
  %below1022 = and i32 %58, %lt
  %call1023 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1022)
  %counter1024 = or disjoint i32 %digit1021, %warp
  %59 = zext nneg i32 %counter1024 to i64
  %p1025 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %59
  %v1026 = load i32, ptr addrspace(3) %p1025, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1027 = icmp eq i32 %below1022, 0
  br i1 %cmp1027, label %then1028, label %endif1029

then1028:                                         ; preds = %endif1016
  %call1030 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %58)
  %c1031 = add i32 %v1026, %call1030
  store i32 %c1031, ptr addrspace(3) %p1025, align 4
  br label %endif1029

endif1029:                                        ; preds = %then1028, %endif1016
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1033 = add i32 %call1023, %v1026
  %up1035 = shl i32 %sel760, %s1008
  %digit1036 = lshr i32 %up1035, 24
  %60 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1036) #5
  %below1037 = and i32 %60, %lt
  %call1038 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1037)
  %counter1039 = or disjoint i32 %digit1036, %warp
  %61 = zext nneg i32 %counter1039 to i64
  %p1040 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %61
  %v1041 = load i32, ptr addrspace(3) %p1040, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1042 = icmp eq i32 %below1037, 0
  br i1 %cmp1042, label %then1043, label %endif1044

then1043:                                         ; preds = %endif1029
  %call1045 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %60)
  %c1046 = add i32 %v1041, %call1045
  store i32 %c1046, ptr addrspace(3) %p1040, align 4
  br label %endif1044

endif1044:                                        ; preds = %then1043, %endif1029
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1048 = add i32 %call1038, %v1041
  %up1050 = shl i32 %sel765, %s1008
  %digit1051 = lshr i32 %up1050, 24
  %62 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1051) #5
  %below1052 = and i32 %62, %lt
  %call1053 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1052)
  %counter1054 = or disjoint i32 %digit1051, %warp
  %63 = zext nneg i32 %counter1054 to i64
  %p1055 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %63
  %v1056 = load i32, ptr addrspace(3) %p1055, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1057 = icmp eq i32 %below1052, 0
  br i1 %cmp1057, label %then1058, label %endif1059

then1058:                                         ; preds = %endif1044
  %call1060 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %62)
  %c1061 = add i32 %v1056, %call1060
  store i32 %c1061, ptr addrspace(3) %p1055, align 4
  br label %endif1059

endif1059:                                        ; preds = %then1058, %endif1044
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1063 = add i32 %call1053, %v1056
  %up1065 = shl i32 %sel770, %s1008
  %digit1066 = lshr i32 %up1065, 24
  %64 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1066) #5
  %below1067 = and i32 %64, %lt
  %call1068 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1067)
  %counter1069 = or disjoint i32 %digit1066, %warp
  %65 = zext nneg i32 %counter1069 to i64
  %p1070 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %65
  %v1071 = load i32, ptr addrspace(3) %p1070, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1072 = icmp eq i32 %below1067, 0
  br i1 %cmp1072, label %then1073, label %endif1074

then1073:                                         ; preds = %endif1059
  %call1075 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %64)
  %c1076 = add i32 %v1071, %call1075
  store i32 %c1076, ptr addrspace(3) %p1070, align 4
  br label %endif1074

endif1074:                                        ; preds = %then1073, %endif1059
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1078 = add i32 %call1068, %v1071
  %up1080 = shl i32 %sel775, %s1008
  %digit1081 = lshr i32 %up1080, 24
  %66 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1081) #5
  %below1082 = and i32 %66, %lt
  %call1083 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1082)
  %counter1084 = or disjoint i32 %digit1081, %warp
  %67 = zext nneg i32 %counter1084 to i64
  %p1085 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %67
  %v1086 = load i32, ptr addrspace(3) %p1085, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1087 = icmp eq i32 %below1082, 0
  br i1 %cmp1087, label %then1088, label %endif1089

then1088:                                         ; preds = %endif1074
  %call1090 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %66)
  %c1091 = add i32 %v1086, %call1090
  store i32 %c1091, ptr addrspace(3) %p1085, align 4
  br label %endif1089

endif1089:                                        ; preds = %then1088, %endif1074
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1093 = add i32 %call1083, %v1086
  %up1095 = shl i32 %sel780, %s1008
  %digit1096 = lshr i32 %up1095, 24
  %68 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1096) #5
  %below1097 = and i32 %68, %lt
  %call1098 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1097)
  %counter1099 = or disjoint i32 %digit1096, %warp
  %69 = zext nneg i32 %counter1099 to i64
  %p1100 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %69
  %v1101 = load i32, ptr addrspace(3) %p1100, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1102 = icmp eq i32 %below1097, 0
  br i1 %cmp1102, label %then1103, label %endif1104

then1103:                                         ; preds = %endif1089
  %call1105 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %68)
  %c1106 = add i32 %v1101, %call1105
  store i32 %c1106, ptr addrspace(3) %p1100, align 4
  br label %endif1104

endif1104:                                        ; preds = %then1103, %endif1089
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1108 = add i32 %call1098, %v1101
  %up1110 = shl i32 %sel785, %s1008
  %digit1111 = lshr i32 %up1110, 24
  %70 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1111) #5
  %below1112 = and i32 %70, %lt
  %call1113 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1112)
  %counter1114 = or disjoint i32 %digit1111, %warp
  %71 = zext nneg i32 %counter1114 to i64
  %p1115 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %71
  %v1116 = load i32, ptr addrspace(3) %p1115, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1117 = icmp eq i32 %below1112, 0
  br i1 %cmp1117, label %then1118, label %endif1119

then1118:                                         ; preds = %endif1104
  %call1120 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %70)
  %c1121 = add i32 %v1116, %call1120
  store i32 %c1121, ptr addrspace(3) %p1115, align 4
  br label %endif1119

endif1119:                                        ; preds = %then1118, %endif1104
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1123 = add i32 %call1113, %v1116
  %up1125 = shl i32 %sel790, %s1008
  %digit1126 = lshr i32 %up1125, 24
  %72 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1126) #5
  %below1127 = and i32 %72, %lt
  %call1128 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1127)
  %counter1129 = or disjoint i32 %digit1126, %warp
  %73 = zext nneg i32 %counter1129 to i64
  %p1130 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %73
  %v1131 = load i32, ptr addrspace(3) %p1130, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1132 = icmp eq i32 %below1127, 0
  br i1 %cmp1132, label %then1133, label %endif1134

then1133:                                         ; preds = %endif1119
  %call1135 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %72)
  %c1136 = add i32 %v1131, %call1135
  store i32 %c1136, ptr addrspace(3) %p1130, align 4
  br label %endif1134

endif1134:                                        ; preds = %then1133, %endif1119
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1138 = add i32 %call1128, %v1131
  %up1140 = shl i32 %sel795, %s1008
  %digit1141 = lshr i32 %up1140, 24
  %74 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1141) #5
  %below1142 = and i32 %74, %lt
  %call1143 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1142)
  %counter1144 = or disjoint i32 %digit1141, %warp
  %75 = zext nneg i32 %counter1144 to i64
  %p1145 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %75
  %v1146 = load i32, ptr addrspace(3) %p1145, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1147 = icmp eq i32 %below1142, 0
  br i1 %cmp1147, label %then1148, label %endif1149

then1148:                                         ; preds = %endif1134
  %call1150 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %74)
  %c1151 = add i32 %v1146, %call1150
  store i32 %c1151, ptr addrspace(3) %p1145, align 4
  br label %endif1149

endif1149:                                        ; preds = %then1148, %endif1134
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1153 = add i32 %call1143, %v1146
  %up1155 = shl i32 %sel800, %s1008
  %digit1156 = lshr i32 %up1155, 24
  %76 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1156) #5
  %below1157 = and i32 %76, %lt
  %call1158 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1157)
  %counter1159 = or disjoint i32 %digit1156, %warp
  %77 = zext nneg i32 %counter1159 to i64
  %p1160 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %77
  %v1161 = load i32, ptr addrspace(3) %p1160, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1162 = icmp eq i32 %below1157, 0
  br i1 %cmp1162, label %then1163, label %endif1164

then1163:                                         ; preds = %endif1149
  %call1165 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %76)
  %c1166 = add i32 %v1161, %call1165
  store i32 %c1166, ptr addrspace(3) %p1160, align 4
  br label %endif1164

endif1164:                                        ; preds = %then1163, %endif1149
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1168 = add i32 %call1158, %v1161
  %up1170 = shl i32 %sel805, %s1008
  %digit1171 = lshr i32 %up1170, 24
  %78 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1171) #5
  %below1172 = and i32 %78, %lt
  %call1173 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1172)
  %counter1174 = or disjoint i32 %digit1171, %warp
  %79 = zext nneg i32 %counter1174 to i64
  %p1175 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %79
  %v1176 = load i32, ptr addrspace(3) %p1175, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1177 = icmp eq i32 %below1172, 0
  br i1 %cmp1177, label %then1178, label %endif1179

then1178:                                         ; preds = %endif1164
  %call1180 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %78)
  %c1181 = add i32 %v1176, %call1180
  store i32 %c1181, ptr addrspace(3) %p1175, align 4
  br label %endif1179

endif1179:                                        ; preds = %then1178, %endif1164
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1183 = add i32 %call1173, %v1176
  %up1185 = shl i32 %sel810, %s1008
  %digit1186 = lshr i32 %up1185, 24
  %80 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1186) #5
  %below1187 = and i32 %80, %lt
  %call1188 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1187)
  %counter1189 = or disjoint i32 %digit1186, %warp
  %81 = zext nneg i32 %counter1189 to i64
  %p1190 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %81
  %v1191 = load i32, ptr addrspace(3) %p1190, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1192 = icmp eq i32 %below1187, 0
  br i1 %cmp1192, label %then1193, label %endif1194

then1193:                                         ; preds = %endif1179
  %call1195 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %80)
  %c1196 = add i32 %v1191, %call1195
  store i32 %c1196, ptr addrspace(3) %p1190, align 4
  br label %endif1194

endif1194:                                        ; preds = %then1193, %endif1179
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1198 = add i32 %call1188, %v1191
  %up1200 = shl i32 %sel815, %s1008
  %digit1201 = lshr i32 %up1200, 24
  %82 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1201) #5
  %below1202 = and i32 %82, %lt
  %call1203 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1202)
  %counter1204 = or disjoint i32 %digit1201, %warp
  %83 = zext nneg i32 %counter1204 to i64
  %p1205 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %83
  %v1206 = load i32, ptr addrspace(3) %p1205, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1207 = icmp eq i32 %below1202, 0
  br i1 %cmp1207, label %then1208, label %endif1209

then1208:                                         ; preds = %endif1194
  %call1210 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %82)
  %c1211 = add i32 %v1206, %call1210
  store i32 %c1211, ptr addrspace(3) %p1205, align 4
  br label %endif1209

endif1209:                                        ; preds = %then1208, %endif1194
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1213 = add i32 %call1203, %v1206
  %up1215 = shl i32 %sel820, %s1008
  %digit1216 = lshr i32 %up1215, 24
  %84 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1216) #5
  %below1217 = and i32 %84, %lt
  %call1218 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1217)
  %counter1219 = or disjoint i32 %digit1216, %warp
  %85 = zext nneg i32 %counter1219 to i64
  %p1220 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %85
  %v1221 = load i32, ptr addrspace(3) %p1220, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1222 = icmp eq i32 %below1217, 0
  br i1 %cmp1222, label %then1223, label %endif1224

then1223:                                         ; preds = %endif1209
  %call1225 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %84)
  %c1226 = add i32 %v1221, %call1225
  store i32 %c1226, ptr addrspace(3) %p1220, align 4
  br label %endif1224

endif1224:                                        ; preds = %then1223, %endif1209
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1228 = add i32 %call1218, %v1221
  %up1230 = shl i32 %sel825, %s1008
  %digit1231 = lshr i32 %up1230, 24
  %86 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1231) #5
  %below1232 = and i32 %86, %lt
  %call1233 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1232)
  %counter1234 = or disjoint i32 %digit1231, %warp
  %87 = zext nneg i32 %counter1234 to i64
  %p1235 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %87
  %v1236 = load i32, ptr addrspace(3) %p1235, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1237 = icmp eq i32 %below1232, 0
  br i1 %cmp1237, label %then1238, label %endif1239

then1238:                                         ; preds = %endif1224
  %call1240 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %86)
  %c1241 = add i32 %v1236, %call1240
  store i32 %c1241, ptr addrspace(3) %p1235, align 4
  br label %endif1239

endif1239:                                        ; preds = %then1238, %endif1224
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1243 = add i32 %call1233, %v1236
  %88 = sext i32 %rank to i64
  %p1244 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %88
  store i32 %sel750, ptr addrspace(3) %p1244, align 4
  %89 = sext i32 %rank1033 to i64
  %p1245 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %89
  store i32 %sel755, ptr addrspace(3) %p1245, align 4
  %90 = sext i32 %rank1048 to i64
  %p1246 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %90
  store i32 %sel760, ptr addrspace(3) %p1246, align 4
  %91 = sext i32 %rank1063 to i64
  %p1247 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %91
  store i32 %sel765, ptr addrspace(3) %p1247, align 4
  %92 = sext i32 %rank1078 to i64
  %p1248 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %92
  store i32 %sel770, ptr addrspace(3) %p1248, align 4
  %93 = sext i32 %rank1093 to i64
  %p1249 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %93
  store i32 %sel775, ptr addrspace(3) %p1249, align 4
  %94 = sext i32 %rank1108 to i64
  %p1250 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %94
  store i32 %sel780, ptr addrspace(3) %p1250, align 4
  %95 = sext i32 %rank1123 to i64
  %p1251 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %95
  store i32 %sel785, ptr addrspace(3) %p1251, align 4
  %96 = sext i32 %rank1138 to i64
  %p1252 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %96
  store i32 %sel790, ptr addrspace(3) %p1252, align 4
  %97 = sext i32 %rank1153 to i64
  %p1253 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %97
  store i32 %sel795, ptr addrspace(3) %p1253, align 4
  %98 = sext i32 %rank1168 to i64
  %p1254 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %98
  store i32 %sel800, ptr addrspace(3) %p1254, align 4
  %99 = sext i32 %rank1183 to i64
  %p1255 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %99
  store i32 %sel805, ptr addrspace(3) %p1255, align 4
  %100 = sext i32 %rank1198 to i64
  %p1256 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %100
  store i32 %sel810, ptr addrspace(3) %p1256, align 4
  %101 = sext i32 %rank1213 to i64
  %p1257 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %101
  store i32 %sel815, ptr addrspace(3) %p1257, align 4
  %102 = sext i32 %rank1228 to i64
  %p1258 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %102
  store i32 %sel820, ptr addrspace(3) %p1258, align 4
  %103 = sext i32 %rank1243 to i64
  %p1259 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %103
  store i32 %sel825, ptr addrspace(3) %p1259, align 4
  %sel1260 = select i1 %cmp1.not, ptr addrspace(1) %5, ptr addrspace(1) %3
  %at1271 = zext nneg i32 %at28 to i64
  %add1272 = or disjoint i64 %mul, %at1271
  br i1 %cmp21, label %then1262, label %else1263

then1262:                                         ; preds = %endif1239
  br i1 %cmp2, label %then1265, label %else1266

else1263:                                         ; preds = %endif1239
  %sub1596 = add i64 %2, -1
  %call1597 = tail call i64 @llvm.smin.i64(i64 %add1272, i64 %sub1596)
  br i1 %cmp2, label %then1588, label %else1589

endif1264:                                        ; preds = %then1588, %else1589, %then1265, %else1266
  %phi1975 = phi float [ %fmul1279, %then1265 ], [ %v1466, %else1266 ], [ %fmul1604, %then1588 ], [ %v1823, %else1589 ]
  %phi1976 = phi float [ %fmul1291, %then1265 ], [ %v1473, %else1266 ], [ %fmul1618, %then1588 ], [ %v1832, %else1589 ]
  %phi1977 = phi float [ %fmul1303, %then1265 ], [ %v1480, %else1266 ], [ %fmul1632, %then1588 ], [ %v1841, %else1589 ]
  %phi1978 = phi float [ %fmul1315, %then1265 ], [ %v1487, %else1266 ], [ %fmul1646, %then1588 ], [ %v1850, %else1589 ]
  %phi1979 = phi float [ %fmul1327, %then1265 ], [ %v1494, %else1266 ], [ %fmul1660, %then1588 ], [ %v1859, %else1589 ]
  %phi1980 = phi float [ %fmul1339, %then1265 ], [ %v1501, %else1266 ], [ %fmul1674, %then1588 ], [ %v1868, %else1589 ]
  %phi1981 = phi float [ %fmul1351, %then1265 ], [ %v1508, %else1266 ], [ %fmul1688, %then1588 ], [ %v1877, %else1589 ]
  %phi1982 = phi float [ %fmul1363, %then1265 ], [ %v1515, %else1266 ], [ %fmul1702, %then1588 ], [ %v1886, %else1589 ]
  %phi1983 = phi float [ %fmul1375, %then1265 ], [ %v1522, %else1266 ], [ %fmul1716, %then1588 ], [ %v1895, %else1589 ]
  %phi1984 = phi float [ %fmul1387, %then1265 ], [ %v1529, %else1266 ], [ %fmul1730, %then1588 ], [ %v1904, %else1589 ]
  %phi1985 = phi float [ %fmul1399, %then1265 ], [ %v1536, %else1266 ], [ %fmul1744, %then1588 ], [ %v1913, %else1589 ]
  %phi1986 = phi float [ %fmul1411, %then1265 ], [ %v1543, %else1266 ], [ %fmul1758, %then1588 ], [ %v1922, %else1589 ]
  %phi1987 = phi float [ %fmul1423, %then1265 ], [ %v1550, %else1266 ], [ %fmul1772, %then1588 ], [ %v1931, %else1589 ]
  %phi1988 = phi float [ %fmul1435, %then1265 ], [ %v1557, %else1266 ], [ %fmul1786, %then1588 ], [ %v1940, %else1589 ]
  %phi1989 = phi float [ %fmul1447, %then1265 ], [ %v1564, %else1266 ], [ %fmul1800, %then1588 ], [ %v1949, %else1589 ]
  %phi1990 = phi float [ %fmul1459, %then1265 ], [ %v1571, %else1266 ], [ %fmul1814, %then1588 ], [ %v1958, %else1589 ]
  br i1 %cmp891.not, label %repeat.exit, label %repeat.body.preheader

repeat.body.preheader:                            ; preds = %endif1264
  %sub1991 = add nsw i64 %tile, -1
  %invariant.gep = getelementptr i8, ptr addrspace(1) %10, i64 64
  br label %repeat.body

then1265:                                         ; preds = %then1262
  %sub1273 = add i64 %0, -1
  %call1274 = tail call i64 @llvm.smin.i64(i64 %add1272, i64 %sub1273)
  %call1275 = tail call i64 @llvm.smax.i64(i64 %call1274, i64 0)
  %p1276 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1275
  %v1277 = load i32, ptr addrspace(1) %p1276, align 4
  %sitofp1278 = sitofp i32 %v1277 to float
  %fmul1279 = fmul float %sitofp1278, 5.000000e-01
  %at1283 = zext nneg i32 %at753.pre-phi to i64
  %add1284 = or disjoint i64 %mul, %at1283
  %call1286 = tail call i64 @llvm.smin.i64(i64 %add1284, i64 %sub1273)
  %call1287 = tail call i64 @llvm.smax.i64(i64 %call1286, i64 0)
  %p1288 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1287
  %v1289 = load i32, ptr addrspace(1) %p1288, align 4
  %sitofp1290 = sitofp i32 %v1289 to float
  %fmul1291 = fmul float %sitofp1290, 5.000000e-01
  %at1295 = zext nneg i32 %at758.pre-phi to i64
  %add1296 = or disjoint i64 %mul, %at1295
  %call1298 = tail call i64 @llvm.smin.i64(i64 %add1296, i64 %sub1273)
  %call1299 = tail call i64 @llvm.smax.i64(i64 %call1298, i64 0)
  %p1300 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1299
  %v1301 = load i32, ptr addrspace(1) %p1300, align 4
  %sitofp1302 = sitofp i32 %v1301 to float
  %fmul1303 = fmul float %sitofp1302, 5.000000e-01
  %at1307 = zext nneg i32 %at763.pre-phi to i64
  %add1308 = or disjoint i64 %mul, %at1307
  %call1310 = tail call i64 @llvm.smin.i64(i64 %add1308, i64 %sub1273)
  %call1311 = tail call i64 @llvm.smax.i64(i64 %call1310, i64 0)
  %p1312 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1311
  %v1313 = load i32, ptr addrspace(1) %p1312, align 4
  %sitofp1314 = sitofp i32 %v1313 to float
  %fmul1315 = fmul float %sitofp1314, 5.000000e-01
  %at1319 = zext nneg i32 %at768.pre-phi to i64
  %add1320 = or disjoint i64 %mul, %at1319
  %call1322 = tail call i64 @llvm.smin.i64(i64 %add1320, i64 %sub1273)
  %call1323 = tail call i64 @llvm.smax.i64(i64 %call1322, i64 0)
  %p1324 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1323
  %v1325 = load i32, ptr addrspace(1) %p1324, align 4
  %sitofp1326 = sitofp i32 %v1325 to float
  %fmul1327 = fmul float %sitofp1326, 5.000000e-01
  %at1331 = zext nneg i32 %at773.pre-phi to i64
  %add1332 = or disjoint i64 %mul, %at1331
  %call1334 = tail call i64 @llvm.smin.i64(i64 %add1332, i64 %sub1273)
  %call1335 = tail call i64 @llvm.smax.i64(i64 %call1334, i64 0)
  %p1336 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1335
  %v1337 = load i32, ptr addrspace(1) %p1336, align 4
  %sitofp1338 = sitofp i32 %v1337 to float
  %fmul1339 = fmul float %sitofp1338, 5.000000e-01
  %at1343 = zext nneg i32 %at778.pre-phi to i64
  %add1344 = or disjoint i64 %mul, %at1343
  %call1346 = tail call i64 @llvm.smin.i64(i64 %add1344, i64 %sub1273)
  %call1347 = tail call i64 @llvm.smax.i64(i64 %call1346, i64 0)
  %p1348 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1347
  %v1349 = load i32, ptr addrspace(1) %p1348, align 4
  %sitofp1350 = sitofp i32 %v1349 to float
  %fmul1351 = fmul float %sitofp1350, 5.000000e-01
  %at1355 = zext nneg i32 %at783.pre-phi to i64
  %add1356 = or disjoint i64 %mul, %at1355
  %call1358 = tail call i64 @llvm.smin.i64(i64 %add1356, i64 %sub1273)
  %call1359 = tail call i64 @llvm.smax.i64(i64 %call1358, i64 0)
  %p1360 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1359
  %v1361 = load i32, ptr addrspace(1) %p1360, align 4
  %sitofp1362 = sitofp i32 %v1361 to float
  %fmul1363 = fmul float %sitofp1362, 5.000000e-01
  %at1367 = zext nneg i32 %at788.pre-phi to i64
  %add1368 = or disjoint i64 %mul, %at1367
  %call1370 = tail call i64 @llvm.smin.i64(i64 %add1368, i64 %sub1273)
  %call1371 = tail call i64 @llvm.smax.i64(i64 %call1370, i64 0)
  %p1372 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1371
  %v1373 = load i32, ptr addrspace(1) %p1372, align 4
  %sitofp1374 = sitofp i32 %v1373 to float
  %fmul1375 = fmul float %sitofp1374, 5.000000e-01
  %at1379 = zext nneg i32 %at793.pre-phi to i64
  %add1380 = or disjoint i64 %mul, %at1379
  %call1382 = tail call i64 @llvm.smin.i64(i64 %add1380, i64 %sub1273)
  %call1383 = tail call i64 @llvm.smax.i64(i64 %call1382, i64 0)
  %p1384 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1383
  %v1385 = load i32, ptr addrspace(1) %p1384, align 4
  %sitofp1386 = sitofp i32 %v1385 to float
  %fmul1387 = fmul float %sitofp1386, 5.000000e-01
  %at1391 = zext nneg i32 %at798.pre-phi to i64
  %add1392 = or disjoint i64 %mul, %at1391
  %call1394 = tail call i64 @llvm.smin.i64(i64 %add1392, i64 %sub1273)
  %call1395 = tail call i64 @llvm.smax.i64(i64 %call1394, i64 0)
  %p1396 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1395
  %v1397 = load i32, ptr addrspace(1) %p1396, align 4
  %sitofp1398 = sitofp i32 %v1397 to float
  %fmul1399 = fmul float %sitofp1398, 5.000000e-01
  %at1403 = zext nneg i32 %at803.pre-phi to i64
  %add1404 = or disjoint i64 %mul, %at1403
  %call1406 = tail call i64 @llvm.smin.i64(i64 %add1404, i64 %sub1273)
  %call1407 = tail call i64 @llvm.smax.i64(i64 %call1406, i64 0)
  %p1408 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1407
  %v1409 = load i32, ptr addrspace(1) %p1408, align 4
  %sitofp1410 = sitofp i32 %v1409 to float
  %fmul1411 = fmul float %sitofp1410, 5.000000e-01
  %at1415 = zext nneg i32 %at808.pre-phi to i64
  %add1416 = or disjoint i64 %mul, %at1415
  %call1418 = tail call i64 @llvm.smin.i64(i64 %add1416, i64 %sub1273)
  %call1419 = tail call i64 @llvm.smax.i64(i64 %call1418, i64 0)
  %p1420 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1419
  %v1421 = load i32, ptr addrspace(1) %p1420, align 4
  %sitofp1422 = sitofp i32 %v1421 to float
  %fmul1423 = fmul float %sitofp1422, 5.000000e-01
  %at1427 = zext nneg i32 %at813.pre-phi to i64
  %add1428 = or disjoint i64 %mul, %at1427
  %call1430 = tail call i64 @llvm.smin.i64(i64 %add1428, i64 %sub1273)
  %call1431 = tail call i64 @llvm.smax.i64(i64 %call1430, i64 0)
  %p1432 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1431
  %v1433 = load i32, ptr addrspace(1) %p1432, align 4
  %sitofp1434 = sitofp i32 %v1433 to float
  %fmul1435 = fmul float %sitofp1434, 5.000000e-01
  %at1439 = zext nneg i32 %at818.pre-phi to i64
  %add1440 = or disjoint i64 %mul, %at1439
  %call1442 = tail call i64 @llvm.smin.i64(i64 %add1440, i64 %sub1273)
  %call1443 = tail call i64 @llvm.smax.i64(i64 %call1442, i64 0)
  %p1444 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1443
  %v1445 = load i32, ptr addrspace(1) %p1444, align 4
  %sitofp1446 = sitofp i32 %v1445 to float
  %fmul1447 = fmul float %sitofp1446, 5.000000e-01
  %at1451 = zext nneg i32 %at823.pre-phi to i64
  %add1452 = or disjoint i64 %mul, %at1451
  %call1454 = tail call i64 @llvm.smin.i64(i64 %add1452, i64 %sub1273)
  %call1455 = tail call i64 @llvm.smax.i64(i64 %call1454, i64 0)
  %p1456 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1455
  %v1457 = load i32, ptr addrspace(1) %p1456, align 4
  %sitofp1458 = sitofp i32 %v1457 to float
  %fmul1459 = fmul float %sitofp1458, 5.000000e-01
  br label %endif1264

else1266:                                         ; preds = %then1262
  %p1465 = getelementptr inbounds float, ptr addrspace(1) %sel1260, i64 %add1272
  %v1466 = load float, ptr addrspace(1) %p1465, align 4
  %at1470 = zext nneg i32 %at753.pre-phi to i64
  %add1471 = or disjoint i64 %mul, %at1470
  %p1472 = getelementptr inbounds float, ptr addrspace(1) %sel1260, i64 %add1471
  %v1473 = load float, ptr addrspace(1) %p1472, align 4
  %at1477 = zext nneg i32 %at758.pre-phi to i64
  %add1478 = or disjoint i64 %mul, %at1477
  %p1479 = getelementptr inbounds float, ptr addrspace(1) %sel1260, i64 %add1478
  %v1480 = load float, ptr addrspace(1) %p1479, align 4
  %at1484 = zext nneg i32 %at763.pre-phi to i64
  %add1485 = or disjoint i64 %mul, %at1484
  %p1486 = getelementptr inbounds float, ptr addrspace(1) %sel1260, i64 %add1485
  %v1487 = load float, ptr addrspace(1) %p1486, align 4
  %at1491 = zext nneg i32 %at768.pre-phi to i64
  %add1492 = or disjoint i64 %mul, %at1491
  %p1493 = getelementptr inbounds float, ptr addrspace(1) %sel1260, i64 %add1492
  %v1494 = load float, ptr addrspace(1) %p1493, align 4
  %at1498 = zext nneg i32 %at773.pre-phi to i64
  %add1499 = or disjoint i64 %mul, %at1498
  %p1500 = getelementptr inbounds float, ptr addrspace(1) %sel1260, i64 %add1499
  %v1501 = load float, ptr addrspace(1) %p1500, align 4
  %at1505 = zext nneg i32 %at778.pre-phi to i64
  %add1506 = or disjoint i64 %mul, %at1505
  %p1507 = getelementptr inbounds float, ptr addrspace(1) %sel1260, i64 %add1506
  %v1508 = load float, ptr addrspace(1) %p1507, align 4
  %at1512 = zext nneg i32 %at783.pre-phi to i64
  %add1513 = or disjoint i64 %mul, %at1512
  %p1514 = getelementptr inbounds float, ptr addrspace(1) %sel1260, i64 %add1513
  %v1515 = load float, ptr addrspace(1) %p1514, align 4
  %at1519 = zext nneg i32 %at788.pre-phi to i64
  %add1520 = or disjoint i64 %mul, %at1519
  %p1521 = getelementptr inbounds float, ptr addrspace(1) %sel1260, i64 %add1520
  %v1522 = load float, ptr addrspace(1) %p1521, align 4
  %at1526 = zext nneg i32 %at793.pre-phi to i64
  %add1527 = or disjoint i64 %mul, %at1526
  %p1528 = getelementptr inbounds float, ptr addrspace(1) %sel1260, i64 %add1527
  %v1529 = load float, ptr addrspace(1) %p1528, align 4
  %at1533 = zext nneg i32 %at798.pre-phi to i64
  %add1534 = or disjoint i64 %mul, %at1533
  %p1535 = getelementptr inbounds float, ptr addrspace(1) %sel1260, i64 %add1534
  %v1536 = load float, ptr addrspace(1) %p1535, align 4
  %at1540 = zext nneg i32 %at803.pre-phi to i64
  %add1541 = or disjoint i64 %mul, %at1540
  %p1542 = getelementptr inbounds float, ptr addrspace(1) %sel1260, i64 %add1541
  %v1543 = load float, ptr addrspace(1) %p1542, align 4
  %at1547 = zext nneg i32 %at808.pre-phi to i64
  %add1548 = or disjoint i64 %mul, %at1547
  %p1549 = getelementptr inbounds float, ptr addrspace(1) %sel1260, i64 %add1548
  %v1550 = load float, ptr addrspace(1) %p1549, align 4
  %at1554 = zext nneg i32 %at813.pre-phi to i64
  %add1555 = or disjoint i64 %mul, %at1554
  %p1556 = getelementptr inbounds float, ptr addrspace(1) %sel1260, i64 %add1555
  %v1557 = load float, ptr addrspace(1) %p1556, align 4
  %at1561 = zext nneg i32 %at818.pre-phi to i64
  %add1562 = or disjoint i64 %mul, %at1561
  %p1563 = getelementptr inbounds float, ptr addrspace(1) %sel1260, i64 %add1562
  %v1564 = load float, ptr addrspace(1) %p1563, align 4
  %at1568 = zext nneg i32 %at823.pre-phi to i64
  %add1569 = or disjoint i64 %mul, %at1568
  %p1570 = getelementptr inbounds float, ptr addrspace(1) %sel1260, i64 %add1569
  %v1571 = load float, ptr addrspace(1) %p1570, align 4
  br label %endif1264

then1588:                                         ; preds = %else1263
  %sub1598 = add i64 %0, -1
  %call1599 = tail call i64 @llvm.smin.i64(i64 %call1597, i64 %sub1598)
  %call1600 = tail call i64 @llvm.smax.i64(i64 %call1599, i64 0)
  %p1601 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1600
  %v1602 = load i32, ptr addrspace(1) %p1601, align 4
  %sitofp1603 = sitofp i32 %v1602 to float
  %fmul1604 = fmul float %sitofp1603, 5.000000e-01
  %at1608 = zext nneg i32 %at753.pre-phi to i64
  %add1609 = or disjoint i64 %mul, %at1608
  %call1611 = tail call i64 @llvm.smin.i64(i64 %add1609, i64 %sub1596)
  %call1613 = tail call i64 @llvm.smin.i64(i64 %call1611, i64 %sub1598)
  %call1614 = tail call i64 @llvm.smax.i64(i64 %call1613, i64 0)
  %p1615 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1614
  %v1616 = load i32, ptr addrspace(1) %p1615, align 4
  %sitofp1617 = sitofp i32 %v1616 to float
  %fmul1618 = fmul float %sitofp1617, 5.000000e-01
  %at1622 = zext nneg i32 %at758.pre-phi to i64
  %add1623 = or disjoint i64 %mul, %at1622
  %call1625 = tail call i64 @llvm.smin.i64(i64 %add1623, i64 %sub1596)
  %call1627 = tail call i64 @llvm.smin.i64(i64 %call1625, i64 %sub1598)
  %call1628 = tail call i64 @llvm.smax.i64(i64 %call1627, i64 0)
  %p1629 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1628
  %v1630 = load i32, ptr addrspace(1) %p1629, align 4
  %sitofp1631 = sitofp i32 %v1630 to float
  %fmul1632 = fmul float %sitofp1631, 5.000000e-01
  %at1636 = zext nneg i32 %at763.pre-phi to i64
  %add1637 = or disjoint i64 %mul, %at1636
  %call1639 = tail call i64 @llvm.smin.i64(i64 %add1637, i64 %sub1596)
  %call1641 = tail call i64 @llvm.smin.i64(i64 %call1639, i64 %sub1598)
  %call1642 = tail call i64 @llvm.smax.i64(i64 %call1641, i64 0)
  %p1643 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1642
  %v1644 = load i32, ptr addrspace(1) %p1643, align 4
  %sitofp1645 = sitofp i32 %v1644 to float
  %fmul1646 = fmul float %sitofp1645, 5.000000e-01
  %at1650 = zext nneg i32 %at768.pre-phi to i64
  %add1651 = or disjoint i64 %mul, %at1650
  %call1653 = tail call i64 @llvm.smin.i64(i64 %add1651, i64 %sub1596)
  %call1655 = tail call i64 @llvm.smin.i64(i64 %call1653, i64 %sub1598)
  %call1656 = tail call i64 @llvm.smax.i64(i64 %call1655, i64 0)
  %p1657 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1656
  %v1658 = load i32, ptr addrspace(1) %p1657, align 4
  %sitofp1659 = sitofp i32 %v1658 to float
  %fmul1660 = fmul float %sitofp1659, 5.000000e-01
  %at1664 = zext nneg i32 %at773.pre-phi to i64
  %add1665 = or disjoint i64 %mul, %at1664
  %call1667 = tail call i64 @llvm.smin.i64(i64 %add1665, i64 %sub1596)
  %call1669 = tail call i64 @llvm.smin.i64(i64 %call1667, i64 %sub1598)
  %call1670 = tail call i64 @llvm.smax.i64(i64 %call1669, i64 0)
  %p1671 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1670
  %v1672 = load i32, ptr addrspace(1) %p1671, align 4
  %sitofp1673 = sitofp i32 %v1672 to float
  %fmul1674 = fmul float %sitofp1673, 5.000000e-01
  %at1678 = zext nneg i32 %at778.pre-phi to i64
  %add1679 = or disjoint i64 %mul, %at1678
  %call1681 = tail call i64 @llvm.smin.i64(i64 %add1679, i64 %sub1596)
  %call1683 = tail call i64 @llvm.smin.i64(i64 %call1681, i64 %sub1598)
  %call1684 = tail call i64 @llvm.smax.i64(i64 %call1683, i64 0)
  %p1685 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1684
  %v1686 = load i32, ptr addrspace(1) %p1685, align 4
  %sitofp1687 = sitofp i32 %v1686 to float
  %fmul1688 = fmul float %sitofp1687, 5.000000e-01
  %at1692 = zext nneg i32 %at783.pre-phi to i64
  %add1693 = or disjoint i64 %mul, %at1692
  %call1695 = tail call i64 @llvm.smin.i64(i64 %add1693, i64 %sub1596)
  %call1697 = tail call i64 @llvm.smin.i64(i64 %call1695, i64 %sub1598)
  %call1698 = tail call i64 @llvm.smax.i64(i64 %call1697, i64 0)
  %p1699 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1698
  %v1700 = load i32, ptr addrspace(1) %p1699, align 4
  %sitofp1701 = sitofp i32 %v1700 to float
  %fmul1702 = fmul float %sitofp1701, 5.000000e-01
  %at1706 = zext nneg i32 %at788.pre-phi to i64
  %add1707 = or disjoint i64 %mul, %at1706
  %call1709 = tail call i64 @llvm.smin.i64(i64 %add1707, i64 %sub1596)
  %call1711 = tail call i64 @llvm.smin.i64(i64 %call1709, i64 %sub1598)
  %call1712 = tail call i64 @llvm.smax.i64(i64 %call1711, i64 0)
  %p1713 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1712
  %v1714 = load i32, ptr addrspace(1) %p1713, align 4
  %sitofp1715 = sitofp i32 %v1714 to float
  %fmul1716 = fmul float %sitofp1715, 5.000000e-01
  %at1720 = zext nneg i32 %at793.pre-phi to i64
  %add1721 = or disjoint i64 %mul, %at1720
  %call1723 = tail call i64 @llvm.smin.i64(i64 %add1721, i64 %sub1596)
  %call1725 = tail call i64 @llvm.smin.i64(i64 %call1723, i64 %sub1598)
  %call1726 = tail call i64 @llvm.smax.i64(i64 %call1725, i64 0)
  %p1727 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1726
  %v1728 = load i32, ptr addrspace(1) %p1727, align 4
  %sitofp1729 = sitofp i32 %v1728 to float
  %fmul1730 = fmul float %sitofp1729, 5.000000e-01
  %at1734 = zext nneg i32 %at798.pre-phi to i64
  %add1735 = or disjoint i64 %mul, %at1734
  %call1737 = tail call i64 @llvm.smin.i64(i64 %add1735, i64 %sub1596)
  %call1739 = tail call i64 @llvm.smin.i64(i64 %call1737, i64 %sub1598)
  %call1740 = tail call i64 @llvm.smax.i64(i64 %call1739, i64 0)
  %p1741 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1740
  %v1742 = load i32, ptr addrspace(1) %p1741, align 4
  %sitofp1743 = sitofp i32 %v1742 to float
  %fmul1744 = fmul float %sitofp1743, 5.000000e-01
  %at1748 = zext nneg i32 %at803.pre-phi to i64
  %add1749 = or disjoint i64 %mul, %at1748
  %call1751 = tail call i64 @llvm.smin.i64(i64 %add1749, i64 %sub1596)
  %call1753 = tail call i64 @llvm.smin.i64(i64 %call1751, i64 %sub1598)
  %call1754 = tail call i64 @llvm.smax.i64(i64 %call1753, i64 0)
  %p1755 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1754
  %v1756 = load i32, ptr addrspace(1) %p1755, align 4
  %sitofp1757 = sitofp i32 %v1756 to float
  %fmul1758 = fmul float %sitofp1757, 5.000000e-01
  %at1762 = zext nneg i32 %at808.pre-phi to i64
  %add1763 = or disjoint i64 %mul, %at1762
  %call1765 = tail call i64 @llvm.smin.i64(i64 %add1763, i64 %sub1596)
  %call1767 = tail call i64 @llvm.smin.i64(i64 %call1765, i64 %sub1598)
  %call1768 = tail call i64 @llvm.smax.i64(i64 %call1767, i64 0)
  %p1769 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1768
  %v1770 = load i32, ptr addrspace(1) %p1769, align 4
  %sitofp1771 = sitofp i32 %v1770 to float
  %fmul1772 = fmul float %sitofp1771, 5.000000e-01
  %at1776 = zext nneg i32 %at813.pre-phi to i64
  %add1777 = or disjoint i64 %mul, %at1776
  %call1779 = tail call i64 @llvm.smin.i64(i64 %add1777, i64 %sub1596)
  %call1781 = tail call i64 @llvm.smin.i64(i64 %call1779, i64 %sub1598)
  %call1782 = tail call i64 @llvm.smax.i64(i64 %call1781, i64 0)
  %p1783 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1782
  %v1784 = load i32, ptr addrspace(1) %p1783, align 4
  %sitofp1785 = sitofp i32 %v1784 to float
  %fmul1786 = fmul float %sitofp1785, 5.000000e-01
  %at1790 = zext nneg i32 %at818.pre-phi to i64
  %add1791 = or disjoint i64 %mul, %at1790
  %call1793 = tail call i64 @llvm.smin.i64(i64 %add1791, i64 %sub1596)
  %call1795 = tail call i64 @llvm.smin.i64(i64 %call1793, i64 %sub1598)
  %call1796 = tail call i64 @llvm.smax.i64(i64 %call1795, i64 0)
  %p1797 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1796
  %v1798 = load i32, ptr addrspace(1) %p1797, align 4
  %sitofp1799 = sitofp i32 %v1798 to float
  %fmul1800 = fmul float %sitofp1799, 5.000000e-01
  %at1804 = zext nneg i32 %at823.pre-phi to i64
  %add1805 = or disjoint i64 %mul, %at1804
  %call1807 = tail call i64 @llvm.smin.i64(i64 %add1805, i64 %sub1596)
  %call1809 = tail call i64 @llvm.smin.i64(i64 %call1807, i64 %sub1598)
  %call1810 = tail call i64 @llvm.smax.i64(i64 %call1809, i64 0)
  %p1811 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1810
  %v1812 = load i32, ptr addrspace(1) %p1811, align 4
  %sitofp1813 = sitofp i32 %v1812 to float
  %fmul1814 = fmul float %sitofp1813, 5.000000e-01
  br label %endif1264

else1589:                                         ; preds = %else1263
  %p1822 = getelementptr inbounds float, ptr addrspace(1) %sel1260, i64 %call1597
  %v1823 = load float, ptr addrspace(1) %p1822, align 4
  %at1827 = zext nneg i32 %at753.pre-phi to i64
  %add1828 = or disjoint i64 %mul, %at1827
  %call1830 = tail call i64 @llvm.smin.i64(i64 %add1828, i64 %sub1596)
  %p1831 = getelementptr inbounds float, ptr addrspace(1) %sel1260, i64 %call1830
  %v1832 = load float, ptr addrspace(1) %p1831, align 4
  %at1836 = zext nneg i32 %at758.pre-phi to i64
  %add1837 = or disjoint i64 %mul, %at1836
  %call1839 = tail call i64 @llvm.smin.i64(i64 %add1837, i64 %sub1596)
  %p1840 = getelementptr inbounds float, ptr addrspace(1) %sel1260, i64 %call1839
  %v1841 = load float, ptr addrspace(1) %p1840, align 4
  %at1845 = zext nneg i32 %at763.pre-phi to i64
  %add1846 = or disjoint i64 %mul, %at1845
  %call1848 = tail call i64 @llvm.smin.i64(i64 %add1846, i64 %sub1596)
  %p1849 = getelementptr inbounds float, ptr addrspace(1) %sel1260, i64 %call1848
  %v1850 = load float, ptr addrspace(1) %p1849, align 4
  %at1854 = zext nneg i32 %at768.pre-phi to i64
  %add1855 = or disjoint i64 %mul, %at1854
  %call1857 = tail call i64 @llvm.smin.i64(i64 %add1855, i64 %sub1596)
  %p1858 = getelementptr inbounds float, ptr addrspace(1) %sel1260, i64 %call1857
  %v1859 = load float, ptr addrspace(1) %p1858, align 4
  %at1863 = zext nneg i32 %at773.pre-phi to i64
  %add1864 = or disjoint i64 %mul, %at1863
  %call1866 = tail call i64 @llvm.smin.i64(i64 %add1864, i64 %sub1596)
  %p1867 = getelementptr inbounds float, ptr addrspace(1) %sel1260, i64 %call1866
  %v1868 = load float, ptr addrspace(1) %p1867, align 4
  %at1872 = zext nneg i32 %at778.pre-phi to i64
  %add1873 = or disjoint i64 %mul, %at1872
  %call1875 = tail call i64 @llvm.smin.i64(i64 %add1873, i64 %sub1596)
  %p1876 = getelementptr inbounds float, ptr addrspace(1) %sel1260, i64 %call1875
  %v1877 = load float, ptr addrspace(1) %p1876, align 4
  %at1881 = zext nneg i32 %at783.pre-phi to i64
  %add1882 = or disjoint i64 %mul, %at1881
  %call1884 = tail call i64 @llvm.smin.i64(i64 %add1882, i64 %sub1596)
  %p1885 = getelementptr inbounds float, ptr addrspace(1) %sel1260, i64 %call1884
  %v1886 = load float, ptr addrspace(1) %p1885, align 4
  %at1890 = zext nneg i32 %at788.pre-phi to i64
  %add1891 = or disjoint i64 %mul, %at1890
  %call1893 = tail call i64 @llvm.smin.i64(i64 %add1891, i64 %sub1596)
  %p1894 = getelementptr inbounds float, ptr addrspace(1) %sel1260, i64 %call1893
  %v1895 = load float, ptr addrspace(1) %p1894, align 4
  %at1899 = zext nneg i32 %at793.pre-phi to i64
  %add1900 = or disjoint i64 %mul, %at1899
  %call1902 = tail call i64 @llvm.smin.i64(i64 %add1900, i64 %sub1596)
  %p1903 = getelementptr inbounds float, ptr addrspace(1) %sel1260, i64 %call1902
  %v1904 = load float, ptr addrspace(1) %p1903, align 4
  %at1908 = zext nneg i32 %at798.pre-phi to i64
  %add1909 = or disjoint i64 %mul, %at1908
  %call1911 = tail call i64 @llvm.smin.i64(i64 %add1909, i64 %sub1596)
  %p1912 = getelementptr inbounds float, ptr addrspace(1) %sel1260, i64 %call1911
  %v1913 = load float, ptr addrspace(1) %p1912, align 4
  %at1917 = zext nneg i32 %at803.pre-phi to i64
  %add1918 = or disjoint i64 %mul, %at1917
  %call1920 = tail call i64 @llvm.smin.i64(i64 %add1918, i64 %sub1596)
  %p1921 = getelementptr inbounds float, ptr addrspace(1) %sel1260, i64 %call1920
  %v1922 = load float, ptr addrspace(1) %p1921, align 4
  %at1926 = zext nneg i32 %at808.pre-phi to i64
  %add1927 = or disjoint i64 %mul, %at1926
  %call1929 = tail call i64 @llvm.smin.i64(i64 %add1927, i64 %sub1596)
  %p1930 = getelementptr inbounds float, ptr addrspace(1) %sel1260, i64 %call1929
  %v1931 = load float, ptr addrspace(1) %p1930, align 4
  %at1935 = zext nneg i32 %at813.pre-phi to i64
  %add1936 = or disjoint i64 %mul, %at1935
  %call1938 = tail call i64 @llvm.smin.i64(i64 %add1936, i64 %sub1596)
  %p1939 = getelementptr inbounds float, ptr addrspace(1) %sel1260, i64 %call1938
  %v1940 = load float, ptr addrspace(1) %p1939, align 4
  %at1944 = zext nneg i32 %at818.pre-phi to i64
  %add1945 = or disjoint i64 %mul, %at1944
  %call1947 = tail call i64 @llvm.smin.i64(i64 %add1945, i64 %sub1596)
  %p1948 = getelementptr inbounds float, ptr addrspace(1) %sel1260, i64 %call1947
  %v1949 = load float, ptr addrspace(1) %p1948, align 4
  %at1953 = zext nneg i32 %at823.pre-phi to i64
  %add1954 = or disjoint i64 %mul, %at1953
  %call1956 = tail call i64 @llvm.smin.i64(i64 %add1954, i64 %sub1596)
  %p1957 = getelementptr inbounds float, ptr addrspace(1) %sel1260, i64 %call1956
  %v1958 = load float, ptr addrspace(1) %p1957, align 4
  br label %endif1264

repeat.body:                                      ; preds = %repeat.body.preheader, %repeat.body
  %phi1992 = phi i64 [ %sel2003, %repeat.body ], [ %sub1991, %repeat.body.preheader ]
  %phi1993 = phi i64 [ %sel2001, %repeat.body ], [ 0, %repeat.body.preheader ]
  %mul1994 = shl i64 %phi1992, 8
  %add1995 = or disjoint i64 %mul1994, %14
  %gep = getelementptr i64, ptr addrspace(1) %invariant.gep, i64 %add1995
  %address1998 = ptrtoint ptr addrspace(1) %gep to i64
  %104 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address1998) #5
  %flag = lshr i64 %104, 32
  %cmp1999.not.not = icmp ugt i64 %flag, %mul888
  %add2000 = select i1 %cmp1999.not.not, i64 %104, i64 0
  %sel2001 = add i64 %add2000, %phi1993
  %sub2002 = sext i1 %cmp1999.not.not to i64
  %sel2003 = add i64 %phi1992, %sub2002
  %cmp2004.not = icmp ult i64 %flag, %add890
  br i1 %cmp2004.not, label %repeat.body, label %repeat.exit

repeat.exit:                                      ; preds = %repeat.body, %endif1264
  %phi2006 = phi i64 [ 0, %endif1264 ], [ %sel2001, %repeat.body ]
  br i1 %cmp891.not, label %endif2009, label %then2008

then2008:                                         ; preds = %repeat.exit
  %f2016 = shl nuw nsw i64 %add890, 32
  %add2014 = add i64 %phi2006, %count923
  %v2015 = and i64 %add2014, 4294967295
  %word2017 = or disjoint i64 %v2015, %f2016
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 %word2017) #5
  br label %endif2009

endif2009:                                        ; preds = %then2008, %repeat.exit
  %last = and i64 %12, 256
  %cmp.not = icmp eq i64 %last, 0
  %105 = shl i32 %t, 5
  %106 = and i32 %105, -256
  %t2022 = or disjoint i32 %106, %call
  %107 = sext i32 %t2022 to i64
  %p2023 = getelementptr inbounds i32, ptr addrspace(1) %9, i64 %107
  %v2024 = load i32, ptr addrspace(1) %p2023, align 4
  %t2025 = trunc i64 %phi2006 to i32
  %b = sub i32 %t2025, %sel978
  %base = add i32 %b, %v2024
  %p2026 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %14
  store i32 %base, ptr addrspace(3) %p2026, align 4
  tail call void @llvm.nvvm.barrier0()
  %sel2027 = select i1 %cmp1.not, ptr addrspace(1) %7, ptr addrspace(1) %8
  %cmp2029 = icmp slt i32 %call, %t20
  %p2030 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %14
  %v2031 = load i32, ptr addrspace(3) %p2030, align 4
  %s2032 = lshr i32 %v2031, %t
  %digit2033 = and i32 %s2032, 255
  %108 = zext nneg i32 %digit2033 to i64
  %p2034 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %108
  %v2035 = load i32, ptr addrspace(3) %p2034, align 4
  %to = add i32 %v2035, %call
  %to2036 = zext i32 %to to i64
  %sel2037 = select i1 %cmp1.not, ptr addrspace(1) %4, ptr addrspace(1) %6
  %sel2038 = select i1 %cmp.not, ptr addrspace(1) %sel2027, ptr addrspace(1) %sel2037
  %p2039 = getelementptr i32, ptr addrspace(1) %sel2038, i64 %to2036
  %address2040 = ptrtoint ptr addrspace(1) %p2039 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address2040, i32 %v2031, i1 %cmp2029) #5
  %cmp2042 = icmp slt i32 %add4, %t20
  %p2043 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %15
  %v2044 = load i32, ptr addrspace(3) %p2043, align 4
  %s2045 = lshr i32 %v2044, %t
  %digit2046 = and i32 %s2045, 255
  %109 = zext nneg i32 %digit2046 to i64
  %p2047 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %109
  %v2048 = load i32, ptr addrspace(3) %p2047, align 4
  %to2049 = add i32 %v2048, %add4
  %to2050 = zext i32 %to2049 to i64
  %p2053 = getelementptr i32, ptr addrspace(1) %sel2038, i64 %to2050
  %address2054 = ptrtoint ptr addrspace(1) %p2053 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address2054, i32 %v2044, i1 %cmp2042) #5
  %cmp2058 = icmp slt i32 %add6, %t20
  %p2059 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %16
  %v2060 = load i32, ptr addrspace(3) %p2059, align 4
  %s2061 = lshr i32 %v2060, %t
  %digit2062 = and i32 %s2061, 255
  %110 = zext nneg i32 %digit2062 to i64
  %p2063 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %110
  %v2064 = load i32, ptr addrspace(3) %p2063, align 4
  %to2065 = add i32 %v2064, %add6
  %to2066 = zext i32 %to2065 to i64
  %p2069 = getelementptr i32, ptr addrspace(1) %sel2038, i64 %to2066
  %address2070 = ptrtoint ptr addrspace(1) %p2069 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address2070, i32 %v2060, i1 %cmp2058) #5
  %cmp2074 = icmp slt i32 %add8, %t20
  %p2075 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %17
  %v2076 = load i32, ptr addrspace(3) %p2075, align 4
  %s2077 = lshr i32 %v2076, %t
  %digit2078 = and i32 %s2077, 255
  %111 = zext nneg i32 %digit2078 to i64
  %p2079 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %111
  %v2080 = load i32, ptr addrspace(3) %p2079, align 4
  %to2081 = add i32 %v2080, %add8
  %to2082 = zext i32 %to2081 to i64
  %p2085 = getelementptr i32, ptr addrspace(1) %sel2038, i64 %to2082
  %address2086 = ptrtoint ptr addrspace(1) %p2085 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address2086, i32 %v2076, i1 %cmp2074) #5
  %cmp2090 = icmp slt i32 %add10, %t20
  %p2091 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %18
  %v2092 = load i32, ptr addrspace(3) %p2091, align 4
  %s2093 = lshr i32 %v2092, %t
  %digit2094 = and i32 %s2093, 255
  %112 = zext nneg i32 %digit2094 to i64
  %p2095 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %112
  %v2096 = load i32, ptr addrspace(3) %p2095, align 4
  %to2097 = add i32 %v2096, %add10
  %to2098 = zext i32 %to2097 to i64
  %p2101 = getelementptr i32, ptr addrspace(1) %sel2038, i64 %to2098
  %address2102 = ptrtoint ptr addrspace(1) %p2101 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address2102, i32 %v2092, i1 %cmp2090) #5
  %cmp2106 = icmp slt i32 %add12, %t20
  %p2107 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %19
  %v2108 = load i32, ptr addrspace(3) %p2107, align 4
  %s2109 = lshr i32 %v2108, %t
  %digit2110 = and i32 %s2109, 255
  %113 = zext nneg i32 %digit2110 to i64
  %p2111 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %113
  %v2112 = load i32, ptr addrspace(3) %p2111, align 4
  %to2113 = add i32 %v2112, %add12
  %to2114 = zext i32 %to2113 to i64
  %p2117 = getelementptr i32, ptr addrspace(1) %sel2038, i64 %to2114
  %address2118 = ptrtoint ptr addrspace(1) %p2117 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address2118, i32 %v2108, i1 %cmp2106) #5
  %cmp2122 = icmp slt i32 %add14, %t20
  %p2123 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %20
  %v2124 = load i32, ptr addrspace(3) %p2123, align 4
  %s2125 = lshr i32 %v2124, %t
  %digit2126 = and i32 %s2125, 255
  %114 = zext nneg i32 %digit2126 to i64
  %p2127 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %114
  %v2128 = load i32, ptr addrspace(3) %p2127, align 4
  %to2129 = add i32 %v2128, %add14
  %to2130 = zext i32 %to2129 to i64
  %p2133 = getelementptr i32, ptr addrspace(1) %sel2038, i64 %to2130
  %address2134 = ptrtoint ptr addrspace(1) %p2133 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address2134, i32 %v2124, i1 %cmp2122) #5
  %cmp2138 = icmp slt i32 %add16, %t20
  %p2139 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %21
  %v2140 = load i32, ptr addrspace(3) %p2139, align 4
  %s2141 = lshr i32 %v2140, %t
  %digit2142 = and i32 %s2141, 255
  %115 = zext nneg i32 %digit2142 to i64
  %p2143 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %115
  %v2144 = load i32, ptr addrspace(3) %p2143, align 4
  %to2145 = add i32 %v2144, %add16
  %to2146 = zext i32 %to2145 to i64
  %p2149 = getelementptr i32, ptr addrspace(1) %sel2038, i64 %to2146
  %address2150 = ptrtoint ptr addrspace(1) %p2149 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address2150, i32 %v2140, i1 %cmp2138) #5
  %add2153 = or disjoint i32 %call, 2048
  %cmp2154 = icmp slt i32 %add2153, %t20
  %116 = zext nneg i32 %add2153 to i64
  %p2155 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %116
  %v2156 = load i32, ptr addrspace(3) %p2155, align 4
  %s2157 = lshr i32 %v2156, %t
  %digit2158 = and i32 %s2157, 255
  %117 = zext nneg i32 %digit2158 to i64
  %p2159 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %117
  %v2160 = load i32, ptr addrspace(3) %p2159, align 4
  %to2161 = add i32 %v2160, %add2153
  %to2162 = zext i32 %to2161 to i64
  %p2165 = getelementptr i32, ptr addrspace(1) %sel2038, i64 %to2162
  %address2166 = ptrtoint ptr addrspace(1) %p2165 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address2166, i32 %v2156, i1 %cmp2154) #5
  %add2169 = or disjoint i32 %call, 2304
  %cmp2170 = icmp slt i32 %add2169, %t20
  %118 = zext nneg i32 %add2169 to i64
  %p2171 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %118
  %v2172 = load i32, ptr addrspace(3) %p2171, align 4
  %s2173 = lshr i32 %v2172, %t
  %digit2174 = and i32 %s2173, 255
  %119 = zext nneg i32 %digit2174 to i64
  %p2175 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %119
  %v2176 = load i32, ptr addrspace(3) %p2175, align 4
  %to2177 = add i32 %v2176, %add2169
  %to2178 = zext i32 %to2177 to i64
  %p2181 = getelementptr i32, ptr addrspace(1) %sel2038, i64 %to2178
  %address2182 = ptrtoint ptr addrspace(1) %p2181 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address2182, i32 %v2172, i1 %cmp2170) #5
  %add2185 = or disjoint i32 %call, 2560
  %cmp2186 = icmp slt i32 %add2185, %t20
  %120 = zext nneg i32 %add2185 to i64
  %p2187 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %120
  %v2188 = load i32, ptr addrspace(3) %p2187, align 4
  %s2189 = lshr i32 %v2188, %t
  %digit2190 = and i32 %s2189, 255
  %121 = zext nneg i32 %digit2190 to i64
  %p2191 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %121
  %v2192 = load i32, ptr addrspace(3) %p2191, align 4
  %to2193 = add i32 %v2192, %add2185
  %to2194 = zext i32 %to2193 to i64
  %p2197 = getelementptr i32, ptr addrspace(1) %sel2038, i64 %to2194
  %address2198 = ptrtoint ptr addrspace(1) %p2197 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address2198, i32 %v2188, i1 %cmp2186) #5
  %add2201 = or disjoint i32 %call, 2816
  %cmp2202 = icmp slt i32 %add2201, %t20
  %122 = zext nneg i32 %add2201 to i64
  %p2203 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %122
  %v2204 = load i32, ptr addrspace(3) %p2203, align 4
  %s2205 = lshr i32 %v2204, %t
  %digit2206 = and i32 %s2205, 255
  %123 = zext nneg i32 %digit2206 to i64
  %p2207 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %123
  %v2208 = load i32, ptr addrspace(3) %p2207, align 4
  %to2209 = add i32 %v2208, %add2201
  %to2210 = zext i32 %to2209 to i64
  %p2213 = getelementptr i32, ptr addrspace(1) %sel2038, i64 %to2210
  %address2214 = ptrtoint ptr addrspace(1) %p2213 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address2214, i32 %v2204, i1 %cmp2202) #5
  %add2217 = or disjoint i32 %call, 3072
  %cmp2218 = icmp slt i32 %add2217, %t20
  %124 = zext nneg i32 %add2217 to i64
  %p2219 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %124
  %v2220 = load i32, ptr addrspace(3) %p2219, align 4
  %s2221 = lshr i32 %v2220, %t
  %digit2222 = and i32 %s2221, 255
  %125 = zext nneg i32 %digit2222 to i64
  %p2223 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %125
  %v2224 = load i32, ptr addrspace(3) %p2223, align 4
  %to2225 = add i32 %v2224, %add2217
  %to2226 = zext i32 %to2225 to i64
  %p2229 = getelementptr i32, ptr addrspace(1) %sel2038, i64 %to2226
  %address2230 = ptrtoint ptr addrspace(1) %p2229 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address2230, i32 %v2220, i1 %cmp2218) #5
  %add2233 = or disjoint i32 %call, 3328
  %cmp2234 = icmp slt i32 %add2233, %t20
  %126 = zext nneg i32 %add2233 to i64
  %p2235 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %126
  %v2236 = load i32, ptr addrspace(3) %p2235, align 4
  %s2237 = lshr i32 %v2236, %t
  %digit2238 = and i32 %s2237, 255
  %127 = zext nneg i32 %digit2238 to i64
  %p2239 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %127
  %v2240 = load i32, ptr addrspace(3) %p2239, align 4
  %to2241 = add i32 %v2240, %add2233
  %to2242 = zext i32 %to2241 to i64
  %p2245 = getelementptr i32, ptr addrspace(1) %sel2038, i64 %to2242
  %address2246 = ptrtoint ptr addrspace(1) %p2245 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address2246, i32 %v2236, i1 %cmp2234) #5
  %add2249 = or disjoint i32 %call, 3584
  %cmp2250 = icmp slt i32 %add2249, %t20
  %128 = zext nneg i32 %add2249 to i64
  %p2251 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %128
  %v2252 = load i32, ptr addrspace(3) %p2251, align 4
  %s2253 = lshr i32 %v2252, %t
  %digit2254 = and i32 %s2253, 255
  %129 = zext nneg i32 %digit2254 to i64
  %p2255 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %129
  %v2256 = load i32, ptr addrspace(3) %p2255, align 4
  %to2257 = add i32 %v2256, %add2249
  %to2258 = zext i32 %to2257 to i64
  %p2261 = getelementptr i32, ptr addrspace(1) %sel2038, i64 %to2258
  %address2262 = ptrtoint ptr addrspace(1) %p2261 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address2262, i32 %v2252, i1 %cmp2250) #5
  %add2265 = or disjoint i32 %call, 3840
  %cmp2266 = icmp slt i32 %add2265, %t20
  %130 = zext nneg i32 %add2265 to i64
  %p2267 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %130
  %v2268 = load i32, ptr addrspace(3) %p2267, align 4
  %s2269 = lshr i32 %v2268, %t
  %digit2270 = and i32 %s2269, 255
  %131 = zext nneg i32 %digit2270 to i64
  %p2271 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %131
  %v2272 = load i32, ptr addrspace(3) %p2271, align 4
  %to2273 = add i32 %v2272, %add2265
  %to2274 = zext i32 %to2273 to i64
  %p2277 = getelementptr i32, ptr addrspace(1) %sel2038, i64 %to2274
  %address2278 = ptrtoint ptr addrspace(1) %p2277 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address2278, i32 %v2268, i1 %cmp2266) #5
  %sel2281 = select i1 %cmp1.not, ptr addrspace(1) %3, ptr addrspace(1) %5
  tail call void @llvm.nvvm.barrier0()
  store float %phi1975, ptr addrspace(3) %p1244, align 4
  store float %phi1976, ptr addrspace(3) %p1245, align 4
  store float %phi1977, ptr addrspace(3) %p1246, align 4
  store float %phi1978, ptr addrspace(3) %p1247, align 4
  store float %phi1979, ptr addrspace(3) %p1248, align 4
  store float %phi1980, ptr addrspace(3) %p1249, align 4
  store float %phi1981, ptr addrspace(3) %p1250, align 4
  store float %phi1982, ptr addrspace(3) %p1251, align 4
  store float %phi1983, ptr addrspace(3) %p1252, align 4
  store float %phi1984, ptr addrspace(3) %p1253, align 4
  store float %phi1985, ptr addrspace(3) %p1254, align 4
  store float %phi1986, ptr addrspace(3) %p1255, align 4
  store float %phi1987, ptr addrspace(3) %p1256, align 4
  store float %phi1988, ptr addrspace(3) %p1257, align 4
  store float %phi1989, ptr addrspace(3) %p1258, align 4
  store float %phi1990, ptr addrspace(3) %p1259, align 4
  tail call void @llvm.nvvm.barrier0()
  %v2303 = load i32, ptr addrspace(3) %p2034, align 4
  %to2304 = add i32 %v2303, %call
  %to2305 = zext i32 %to2304 to i64
  %v2307 = load float, ptr addrspace(3) %p2030, align 4
  %p2308 = getelementptr float, ptr addrspace(1) %sel2281, i64 %to2305
  %address2309 = ptrtoint ptr addrspace(1) %p2308 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address2309, float %v2307, i1 %cmp2029) #5
  %v2315 = load i32, ptr addrspace(3) %p2047, align 4
  %to2316 = add i32 %v2315, %add4
  %to2317 = zext i32 %to2316 to i64
  %v2319 = load float, ptr addrspace(3) %p2043, align 4
  %p2320 = getelementptr float, ptr addrspace(1) %sel2281, i64 %to2317
  %address2321 = ptrtoint ptr addrspace(1) %p2320 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address2321, float %v2319, i1 %cmp2042) #5
  %v2327 = load i32, ptr addrspace(3) %p2063, align 4
  %to2328 = add i32 %v2327, %add6
  %to2329 = zext i32 %to2328 to i64
  %v2331 = load float, ptr addrspace(3) %p2059, align 4
  %p2332 = getelementptr float, ptr addrspace(1) %sel2281, i64 %to2329
  %address2333 = ptrtoint ptr addrspace(1) %p2332 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address2333, float %v2331, i1 %cmp2058) #5
  %v2339 = load i32, ptr addrspace(3) %p2079, align 4
  %to2340 = add i32 %v2339, %add8
  %to2341 = zext i32 %to2340 to i64
  %v2343 = load float, ptr addrspace(3) %p2075, align 4
  %p2344 = getelementptr float, ptr addrspace(1) %sel2281, i64 %to2341
  %address2345 = ptrtoint ptr addrspace(1) %p2344 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address2345, float %v2343, i1 %cmp2074) #5
  %v2351 = load i32, ptr addrspace(3) %p2095, align 4
  %to2352 = add i32 %v2351, %add10
  %to2353 = zext i32 %to2352 to i64
  %v2355 = load float, ptr addrspace(3) %p2091, align 4
  %p2356 = getelementptr float, ptr addrspace(1) %sel2281, i64 %to2353
  %address2357 = ptrtoint ptr addrspace(1) %p2356 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address2357, float %v2355, i1 %cmp2090) #5
  %v2363 = load i32, ptr addrspace(3) %p2111, align 4
  %to2364 = add i32 %v2363, %add12
  %to2365 = zext i32 %to2364 to i64
  %v2367 = load float, ptr addrspace(3) %p2107, align 4
  %p2368 = getelementptr float, ptr addrspace(1) %sel2281, i64 %to2365
  %address2369 = ptrtoint ptr addrspace(1) %p2368 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address2369, float %v2367, i1 %cmp2106) #5
  %v2375 = load i32, ptr addrspace(3) %p2127, align 4
  %to2376 = add i32 %v2375, %add14
  %to2377 = zext i32 %to2376 to i64
  %v2379 = load float, ptr addrspace(3) %p2123, align 4
  %p2380 = getelementptr float, ptr addrspace(1) %sel2281, i64 %to2377
  %address2381 = ptrtoint ptr addrspace(1) %p2380 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address2381, float %v2379, i1 %cmp2122) #5
  %v2387 = load i32, ptr addrspace(3) %p2143, align 4
  %to2388 = add i32 %v2387, %add16
  %to2389 = zext i32 %to2388 to i64
  %v2391 = load float, ptr addrspace(3) %p2139, align 4
  %p2392 = getelementptr float, ptr addrspace(1) %sel2281, i64 %to2389
  %address2393 = ptrtoint ptr addrspace(1) %p2392 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address2393, float %v2391, i1 %cmp2138) #5
  %v2399 = load i32, ptr addrspace(3) %p2159, align 4
  %to2400 = add i32 %v2399, %add2153
  %to2401 = zext i32 %to2400 to i64
  %v2403 = load float, ptr addrspace(3) %p2155, align 4
  %p2404 = getelementptr float, ptr addrspace(1) %sel2281, i64 %to2401
  %address2405 = ptrtoint ptr addrspace(1) %p2404 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address2405, float %v2403, i1 %cmp2154) #5
  %v2411 = load i32, ptr addrspace(3) %p2175, align 4
  %to2412 = add i32 %v2411, %add2169
  %to2413 = zext i32 %to2412 to i64
  %v2415 = load float, ptr addrspace(3) %p2171, align 4
  %p2416 = getelementptr float, ptr addrspace(1) %sel2281, i64 %to2413
  %address2417 = ptrtoint ptr addrspace(1) %p2416 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address2417, float %v2415, i1 %cmp2170) #5
  %v2423 = load i32, ptr addrspace(3) %p2191, align 4
  %to2424 = add i32 %v2423, %add2185
  %to2425 = zext i32 %to2424 to i64
  %v2427 = load float, ptr addrspace(3) %p2187, align 4
  %p2428 = getelementptr float, ptr addrspace(1) %sel2281, i64 %to2425
  %address2429 = ptrtoint ptr addrspace(1) %p2428 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address2429, float %v2427, i1 %cmp2186) #5
  %v2435 = load i32, ptr addrspace(3) %p2207, align 4
  %to2436 = add i32 %v2435, %add2201
  %to2437 = zext i32 %to2436 to i64
  %v2439 = load float, ptr addrspace(3) %p2203, align 4
  %p2440 = getelementptr float, ptr addrspace(1) %sel2281, i64 %to2437
  %address2441 = ptrtoint ptr addrspace(1) %p2440 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address2441, float %v2439, i1 %cmp2202) #5
  %v2447 = load i32, ptr addrspace(3) %p2223, align 4
  %to2448 = add i32 %v2447, %add2217
  %to2449 = zext i32 %to2448 to i64
  %v2451 = load float, ptr addrspace(3) %p2219, align 4
  %p2452 = getelementptr float, ptr addrspace(1) %sel2281, i64 %to2449
  %address2453 = ptrtoint ptr addrspace(1) %p2452 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address2453, float %v2451, i1 %cmp2218) #5
  %v2459 = load i32, ptr addrspace(3) %p2239, align 4
  %to2460 = add i32 %v2459, %add2233
  %to2461 = zext i32 %to2460 to i64
  %v2463 = load float, ptr addrspace(3) %p2235, align 4
  %p2464 = getelementptr float, ptr addrspace(1) %sel2281, i64 %to2461
  %address2465 = ptrtoint ptr addrspace(1) %p2464 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address2465, float %v2463, i1 %cmp2234) #5
  %v2471 = load i32, ptr addrspace(3) %p2255, align 4
  %to2472 = add i32 %v2471, %add2249
  %to2473 = zext i32 %to2472 to i64
  %v2475 = load float, ptr addrspace(3) %p2251, align 4
  %p2476 = getelementptr float, ptr addrspace(1) %sel2281, i64 %to2473
  %address2477 = ptrtoint ptr addrspace(1) %p2476 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address2477, float %v2475, i1 %cmp2250) #5
  %v2483 = load i32, ptr addrspace(3) %p2271, align 4
  %to2484 = add i32 %v2483, %add2265
  %to2485 = zext i32 %to2484 to i64
  %v2487 = load float, ptr addrspace(3) %p2267, align 4
  %p2488 = getelementptr float, ptr addrspace(1) %sel2281, i64 %to2485
  %address2489 = ptrtoint ptr addrspace(1) %p2488 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address2489, float %v2487, i1 %cmp2266) #5
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
!3 = !{ptr @systole_sort_by_key_u32_f32_histogram, !"minctasm", i32 4}
!4 = !{ptr @systole_sort_by_key_u32_f32_digit, !"kernel", i32 1}
!5 = !{ptr @systole_sort_by_key_u32_f32_digit, !"maxntidx", i32 256}
!6 = !{ptr @systole_sort_by_key_u32_f32_digit, !"minctasm", i32 4}
