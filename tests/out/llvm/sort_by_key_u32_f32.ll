; ModuleID = 'systole_sort_by_key_u32_f32'
source_filename = "systole_sort_by_key_u32_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@scan.shared = internal addrspace(3) global [1024 x i32] undef, align 8
@scan.shared.1 = internal addrspace(3) global [2048 x i32] undef, align 8
@scan.shared.2 = internal unnamed_addr addrspace(3) global [256 x i32] undef, align 8
@scan.shared.3 = internal unnamed_addr addrspace(3) global [8 x i32] undef, align 8
@scan.shared.4 = internal unnamed_addr addrspace(3) global [3072 x i64] undef, align 8
@scan.shared.5.0 = internal unnamed_addr addrspace(3) global i32 undef, align 8
@scan.shared.5.1 = internal unnamed_addr addrspace(3) global i32 undef, align 8
@scan.shared.6 = internal unnamed_addr addrspace(3) global [6144 x i8] undef, align 8

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
  %mul = mul nuw nsw i64 %tile, 6144
  %sub = sub i64 %2, %mul
  %call19 = tail call i64 @llvm.smin.i64(i64 %sub, i64 6144)
  %t20 = trunc i64 %call19 to i32
  %sel = select i1 %cmp1.not, ptr addrspace(1) %8, ptr addrspace(1) %7
  %cmp21 = icmp eq i32 %t20, 6144
  %at27 = mul nuw nsw i32 %w, 768
  %at28 = or disjoint i32 %at27, %lane
  %at29 = zext nneg i32 %at28 to i64
  br i1 %cmp21, label %then22, label %else

then22:                                           ; preds = %endif
  br i1 %cmp2, label %then24, label %else25

else:                                             ; preds = %endif
  %add510 = add nuw nsw i64 %mul, %at29
  %sub511 = add i64 %2, -1
  %call512 = tail call i64 @llvm.smin.i64(i64 %add510, i64 %sub511)
  br i1 %cmp2, label %then503, label %else504

endif23:                                          ; preds = %then503, %else504, %then24, %else25
  %at1223.pre-phi = phi i32 [ %at830, %then503 ], [ %at1051, %else504 ], [ %at302, %then24 ], [ %at475, %else25 ]
  %at1218.pre-phi = phi i32 [ %at816, %then503 ], [ %at1042, %else504 ], [ %at290, %then24 ], [ %at468, %else25 ]
  %at1213.pre-phi = phi i32 [ %at802, %then503 ], [ %at1033, %else504 ], [ %at278, %then24 ], [ %at461, %else25 ]
  %at1208.pre-phi = phi i32 [ %at788, %then503 ], [ %at1024, %else504 ], [ %at266, %then24 ], [ %at454, %else25 ]
  %at1203.pre-phi = phi i32 [ %at774, %then503 ], [ %at1015, %else504 ], [ %at254, %then24 ], [ %at447, %else25 ]
  %at1198.pre-phi = phi i32 [ %at760, %then503 ], [ %at1006, %else504 ], [ %at242, %then24 ], [ %at440, %else25 ]
  %at1193.pre-phi = phi i32 [ %at746, %then503 ], [ %at997, %else504 ], [ %at230, %then24 ], [ %at433, %else25 ]
  %at1188.pre-phi = phi i32 [ %at732, %then503 ], [ %at988, %else504 ], [ %at218, %then24 ], [ %at426, %else25 ]
  %at1183.pre-phi = phi i32 [ %at718, %then503 ], [ %at979, %else504 ], [ %at206, %then24 ], [ %at419, %else25 ]
  %at1178.pre-phi = phi i32 [ %at704, %then503 ], [ %at970, %else504 ], [ %at194, %then24 ], [ %at412, %else25 ]
  %at1173.pre-phi = phi i32 [ %at690, %then503 ], [ %at961, %else504 ], [ %at182, %then24 ], [ %at405, %else25 ]
  %at1168.pre-phi = phi i32 [ %at676, %then503 ], [ %at952, %else504 ], [ %at170, %then24 ], [ %at398, %else25 ]
  %at1163.pre-phi = phi i32 [ %at662, %then503 ], [ %at943, %else504 ], [ %at158, %then24 ], [ %at391, %else25 ]
  %at1158.pre-phi = phi i32 [ %at648, %then503 ], [ %at934, %else504 ], [ %at146, %then24 ], [ %at384, %else25 ]
  %at1153.pre-phi = phi i32 [ %at634, %then503 ], [ %at925, %else504 ], [ %at134, %then24 ], [ %at377, %else25 ]
  %at1148.pre-phi = phi i32 [ %at620, %then503 ], [ %at916, %else504 ], [ %at122, %then24 ], [ %at370, %else25 ]
  %at1143.pre-phi = phi i32 [ %at606, %then503 ], [ %at907, %else504 ], [ %at110, %then24 ], [ %at363, %else25 ]
  %at1138.pre-phi = phi i32 [ %at592, %then503 ], [ %at898, %else504 ], [ %at98, %then24 ], [ %at356, %else25 ]
  %at1133.pre-phi = phi i32 [ %at578, %then503 ], [ %at889, %else504 ], [ %at86, %then24 ], [ %at349, %else25 ]
  %at1128.pre-phi = phi i32 [ %at564, %then503 ], [ %at880, %else504 ], [ %at74, %then24 ], [ %at342, %else25 ]
  %at1123.pre-phi = phi i32 [ %at550, %then503 ], [ %at871, %else504 ], [ %at62, %then24 ], [ %at335, %else25 ]
  %at1118.pre-phi = phi i32 [ %at536, %then503 ], [ %at862, %else504 ], [ %at50, %then24 ], [ %at328, %else25 ]
  %at1113.pre-phi = phi i32 [ %at522, %then503 ], [ %at853, %else504 ], [ %at38, %then24 ], [ %at321, %else25 ]
  %phi1082.in = phi ptr addrspace(1) [ %p516, %then503 ], [ %p849, %else504 ], [ %p34, %then24 ], [ %p317, %else25 ]
  %phi1083.in = phi ptr addrspace(1) [ %p530, %then503 ], [ %p858, %else504 ], [ %p44, %then24 ], [ %p324, %else25 ]
  %phi1084.in = phi ptr addrspace(1) [ %p544, %then503 ], [ %p867, %else504 ], [ %p56, %then24 ], [ %p331, %else25 ]
  %phi1085.in = phi ptr addrspace(1) [ %p558, %then503 ], [ %p876, %else504 ], [ %p68, %then24 ], [ %p338, %else25 ]
  %phi1086.in = phi ptr addrspace(1) [ %p572, %then503 ], [ %p885, %else504 ], [ %p80, %then24 ], [ %p345, %else25 ]
  %phi1087.in = phi ptr addrspace(1) [ %p586, %then503 ], [ %p894, %else504 ], [ %p92, %then24 ], [ %p352, %else25 ]
  %phi1088.in = phi ptr addrspace(1) [ %p600, %then503 ], [ %p903, %else504 ], [ %p104, %then24 ], [ %p359, %else25 ]
  %phi1089.in = phi ptr addrspace(1) [ %p614, %then503 ], [ %p912, %else504 ], [ %p116, %then24 ], [ %p366, %else25 ]
  %phi1090.in = phi ptr addrspace(1) [ %p628, %then503 ], [ %p921, %else504 ], [ %p128, %then24 ], [ %p373, %else25 ]
  %phi1091.in = phi ptr addrspace(1) [ %p642, %then503 ], [ %p930, %else504 ], [ %p140, %then24 ], [ %p380, %else25 ]
  %phi1092.in = phi ptr addrspace(1) [ %p656, %then503 ], [ %p939, %else504 ], [ %p152, %then24 ], [ %p387, %else25 ]
  %phi1093.in = phi ptr addrspace(1) [ %p670, %then503 ], [ %p948, %else504 ], [ %p164, %then24 ], [ %p394, %else25 ]
  %phi1094.in = phi ptr addrspace(1) [ %p684, %then503 ], [ %p957, %else504 ], [ %p176, %then24 ], [ %p401, %else25 ]
  %phi1095.in = phi ptr addrspace(1) [ %p698, %then503 ], [ %p966, %else504 ], [ %p188, %then24 ], [ %p408, %else25 ]
  %phi1096.in = phi ptr addrspace(1) [ %p712, %then503 ], [ %p975, %else504 ], [ %p200, %then24 ], [ %p415, %else25 ]
  %phi1097.in = phi ptr addrspace(1) [ %p726, %then503 ], [ %p984, %else504 ], [ %p212, %then24 ], [ %p422, %else25 ]
  %phi1098.in = phi ptr addrspace(1) [ %p740, %then503 ], [ %p993, %else504 ], [ %p224, %then24 ], [ %p429, %else25 ]
  %phi1099.in = phi ptr addrspace(1) [ %p754, %then503 ], [ %p1002, %else504 ], [ %p236, %then24 ], [ %p436, %else25 ]
  %phi1100.in = phi ptr addrspace(1) [ %p768, %then503 ], [ %p1011, %else504 ], [ %p248, %then24 ], [ %p443, %else25 ]
  %phi1101.in = phi ptr addrspace(1) [ %p782, %then503 ], [ %p1020, %else504 ], [ %p260, %then24 ], [ %p450, %else25 ]
  %phi1102.in = phi ptr addrspace(1) [ %p796, %then503 ], [ %p1029, %else504 ], [ %p272, %then24 ], [ %p457, %else25 ]
  %phi1103.in = phi ptr addrspace(1) [ %p810, %then503 ], [ %p1038, %else504 ], [ %p284, %then24 ], [ %p464, %else25 ]
  %phi1104.in = phi ptr addrspace(1) [ %p824, %then503 ], [ %p1047, %else504 ], [ %p296, %then24 ], [ %p471, %else25 ]
  %phi1105.in = phi ptr addrspace(1) [ %p838, %then503 ], [ %p1056, %else504 ], [ %p308, %then24 ], [ %p478, %else25 ]
  %phi1105 = load i32, ptr addrspace(1) %phi1105.in, align 4
  %phi1104 = load i32, ptr addrspace(1) %phi1104.in, align 4
  %phi1103 = load i32, ptr addrspace(1) %phi1103.in, align 4
  %phi1102 = load i32, ptr addrspace(1) %phi1102.in, align 4
  %phi1101 = load i32, ptr addrspace(1) %phi1101.in, align 4
  %phi1100 = load i32, ptr addrspace(1) %phi1100.in, align 4
  %phi1099 = load i32, ptr addrspace(1) %phi1099.in, align 4
  %phi1098 = load i32, ptr addrspace(1) %phi1098.in, align 4
  %phi1097 = load i32, ptr addrspace(1) %phi1097.in, align 4
  %phi1096 = load i32, ptr addrspace(1) %phi1096.in, align 4
  %phi1095 = load i32, ptr addrspace(1) %phi1095.in, align 4
  %phi1094 = load i32, ptr addrspace(1) %phi1094.in, align 4
  %phi1093 = load i32, ptr addrspace(1) %phi1093.in, align 4
  %phi1092 = load i32, ptr addrspace(1) %phi1092.in, align 4
  %phi1091 = load i32, ptr addrspace(1) %phi1091.in, align 4
  %phi1090 = load i32, ptr addrspace(1) %phi1090.in, align 4
  %phi1089 = load i32, ptr addrspace(1) %phi1089.in, align 4
  %phi1088 = load i32, ptr addrspace(1) %phi1088.in, align 4
  %phi1087 = load i32, ptr addrspace(1) %phi1087.in, align 4
  %phi1086 = load i32, ptr addrspace(1) %phi1086.in, align 4
  %phi1085 = load i32, ptr addrspace(1) %phi1085.in, align 4
  %phi1084 = load i32, ptr addrspace(1) %phi1084.in, align 4
  %phi1083 = load i32, ptr addrspace(1) %phi1083.in, align 4
  %phi1082 = load i32, ptr addrspace(1) %phi1082.in, align 4
  %cmp1109 = icmp slt i32 %at28, %t20
  %sel1110 = select i1 %cmp1109, i32 %phi1082, i32 -1
  %cmp1114 = icmp slt i32 %at1113.pre-phi, %t20
  %sel1115 = select i1 %cmp1114, i32 %phi1083, i32 -1
  %cmp1119 = icmp slt i32 %at1118.pre-phi, %t20
  %sel1120 = select i1 %cmp1119, i32 %phi1084, i32 -1
  %cmp1124 = icmp slt i32 %at1123.pre-phi, %t20
  %sel1125 = select i1 %cmp1124, i32 %phi1085, i32 -1
  %cmp1129 = icmp slt i32 %at1128.pre-phi, %t20
  %sel1130 = select i1 %cmp1129, i32 %phi1086, i32 -1
  %cmp1134 = icmp slt i32 %at1133.pre-phi, %t20
  %sel1135 = select i1 %cmp1134, i32 %phi1087, i32 -1
  %cmp1139 = icmp slt i32 %at1138.pre-phi, %t20
  %sel1140 = select i1 %cmp1139, i32 %phi1088, i32 -1
  %cmp1144 = icmp slt i32 %at1143.pre-phi, %t20
  %sel1145 = select i1 %cmp1144, i32 %phi1089, i32 -1
  %cmp1149 = icmp slt i32 %at1148.pre-phi, %t20
  %sel1150 = select i1 %cmp1149, i32 %phi1090, i32 -1
  %cmp1154 = icmp slt i32 %at1153.pre-phi, %t20
  %sel1155 = select i1 %cmp1154, i32 %phi1091, i32 -1
  %cmp1159 = icmp slt i32 %at1158.pre-phi, %t20
  %sel1160 = select i1 %cmp1159, i32 %phi1092, i32 -1
  %cmp1164 = icmp slt i32 %at1163.pre-phi, %t20
  %sel1165 = select i1 %cmp1164, i32 %phi1093, i32 -1
  %cmp1169 = icmp slt i32 %at1168.pre-phi, %t20
  %sel1170 = select i1 %cmp1169, i32 %phi1094, i32 -1
  %cmp1174 = icmp slt i32 %at1173.pre-phi, %t20
  %sel1175 = select i1 %cmp1174, i32 %phi1095, i32 -1
  %cmp1179 = icmp slt i32 %at1178.pre-phi, %t20
  %sel1180 = select i1 %cmp1179, i32 %phi1096, i32 -1
  %cmp1184 = icmp slt i32 %at1183.pre-phi, %t20
  %sel1185 = select i1 %cmp1184, i32 %phi1097, i32 -1
  %cmp1189 = icmp slt i32 %at1188.pre-phi, %t20
  %sel1190 = select i1 %cmp1189, i32 %phi1098, i32 -1
  %cmp1194 = icmp slt i32 %at1193.pre-phi, %t20
  %sel1195 = select i1 %cmp1194, i32 %phi1099, i32 -1
  %cmp1199 = icmp slt i32 %at1198.pre-phi, %t20
  %sel1200 = select i1 %cmp1199, i32 %phi1100, i32 -1
  %cmp1204 = icmp slt i32 %at1203.pre-phi, %t20
  %sel1205 = select i1 %cmp1204, i32 %phi1101, i32 -1
  %cmp1209 = icmp slt i32 %at1208.pre-phi, %t20
  %sel1210 = select i1 %cmp1209, i32 %phi1102, i32 -1
  %cmp1214 = icmp slt i32 %at1213.pre-phi, %t20
  %sel1215 = select i1 %cmp1214, i32 %phi1103, i32 -1
  %cmp1219 = icmp slt i32 %at1218.pre-phi, %t20
  %sel1220 = select i1 %cmp1219, i32 %phi1104, i32 -1
  %cmp1224 = icmp slt i32 %at1223.pre-phi, %t20
  %sel1225 = select i1 %cmp1224, i32 %phi1105, i32 -1
  %s = lshr i32 %sel1110, %t
  %digit = and i32 %s, 255
  %s1226 = lshr i32 %sel1115, %t
  %digit1227 = and i32 %s1226, 255
  %s1228 = lshr i32 %sel1120, %t
  %digit1229 = and i32 %s1228, 255
  %s1230 = lshr i32 %sel1125, %t
  %digit1231 = and i32 %s1230, 255
  %s1232 = lshr i32 %sel1130, %t
  %digit1233 = and i32 %s1232, 255
  %s1234 = lshr i32 %sel1135, %t
  %digit1235 = and i32 %s1234, 255
  %s1236 = lshr i32 %sel1140, %t
  %digit1237 = and i32 %s1236, 255
  %s1238 = lshr i32 %sel1145, %t
  %digit1239 = and i32 %s1238, 255
  %s1240 = lshr i32 %sel1150, %t
  %digit1241 = and i32 %s1240, 255
  %s1242 = lshr i32 %sel1155, %t
  %digit1243 = and i32 %s1242, 255
  %s1244 = lshr i32 %sel1160, %t
  %digit1245 = and i32 %s1244, 255
  %s1246 = lshr i32 %sel1165, %t
  %digit1247 = and i32 %s1246, 255
  %s1248 = lshr i32 %sel1170, %t
  %digit1249 = and i32 %s1248, 255
  %s1250 = lshr i32 %sel1175, %t
  %digit1251 = and i32 %s1250, 255
  %s1252 = lshr i32 %sel1180, %t
  %digit1253 = and i32 %s1252, 255
  %s1254 = lshr i32 %sel1185, %t
  %digit1255 = and i32 %s1254, 255
  %s1256 = lshr i32 %sel1190, %t
  %digit1257 = and i32 %s1256, 255
  %s1258 = lshr i32 %sel1195, %t
  %digit1259 = and i32 %s1258, 255
  %s1260 = lshr i32 %sel1200, %t
  %digit1261 = and i32 %s1260, 255
  %s1262 = lshr i32 %sel1205, %t
  %digit1263 = and i32 %s1262, 255
  %s1264 = lshr i32 %sel1210, %t
  %digit1265 = and i32 %s1264, 255
  %s1266 = lshr i32 %sel1215, %t
  %digit1267 = and i32 %s1266, 255
  %s1268 = lshr i32 %sel1220, %t
  %digit1269 = and i32 %s1268, 255
  %s1270 = lshr i32 %sel1225, %t
  %digit1271 = and i32 %s1270, 255
  %warp = shl nuw nsw i32 %w, 8
  %at1272 = or disjoint i32 %digit, %warp
  %22 = zext nneg i32 %at1272 to i64
  %counter1273 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %22
  %23 = atomicrmw add ptr addrspace(3) %counter1273, i32 1 monotonic, align 4
  %at1274 = or disjoint i32 %digit1227, %warp
  %24 = zext nneg i32 %at1274 to i64
  %counter1275 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %24
  %25 = atomicrmw add ptr addrspace(3) %counter1275, i32 1 monotonic, align 4
  %at1276 = or disjoint i32 %digit1229, %warp
  %26 = zext nneg i32 %at1276 to i64
  %counter1277 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %26
  %27 = atomicrmw add ptr addrspace(3) %counter1277, i32 1 monotonic, align 4
  %at1278 = or disjoint i32 %digit1231, %warp
  %28 = zext nneg i32 %at1278 to i64
  %counter1279 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %28
  %29 = atomicrmw add ptr addrspace(3) %counter1279, i32 1 monotonic, align 4
  %at1280 = or disjoint i32 %digit1233, %warp
  %30 = zext nneg i32 %at1280 to i64
  %counter1281 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %30
  %31 = atomicrmw add ptr addrspace(3) %counter1281, i32 1 monotonic, align 4
  %at1282 = or disjoint i32 %digit1235, %warp
  %32 = zext nneg i32 %at1282 to i64
  %counter1283 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %32
  %33 = atomicrmw add ptr addrspace(3) %counter1283, i32 1 monotonic, align 4
  %at1284 = or disjoint i32 %digit1237, %warp
  %34 = zext nneg i32 %at1284 to i64
  %counter1285 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %34
  %35 = atomicrmw add ptr addrspace(3) %counter1285, i32 1 monotonic, align 4
  %at1286 = or disjoint i32 %digit1239, %warp
  %36 = zext nneg i32 %at1286 to i64
  %counter1287 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %36
  %37 = atomicrmw add ptr addrspace(3) %counter1287, i32 1 monotonic, align 4
  %at1288 = or disjoint i32 %digit1241, %warp
  %38 = zext nneg i32 %at1288 to i64
  %counter1289 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %38
  %39 = atomicrmw add ptr addrspace(3) %counter1289, i32 1 monotonic, align 4
  %at1290 = or disjoint i32 %digit1243, %warp
  %40 = zext nneg i32 %at1290 to i64
  %counter1291 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %40
  %41 = atomicrmw add ptr addrspace(3) %counter1291, i32 1 monotonic, align 4
  %at1292 = or disjoint i32 %digit1245, %warp
  %42 = zext nneg i32 %at1292 to i64
  %counter1293 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %42
  %43 = atomicrmw add ptr addrspace(3) %counter1293, i32 1 monotonic, align 4
  %at1294 = or disjoint i32 %digit1247, %warp
  %44 = zext nneg i32 %at1294 to i64
  %counter1295 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %44
  %45 = atomicrmw add ptr addrspace(3) %counter1295, i32 1 monotonic, align 4
  %at1296 = or disjoint i32 %digit1249, %warp
  %46 = zext nneg i32 %at1296 to i64
  %counter1297 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %46
  %47 = atomicrmw add ptr addrspace(3) %counter1297, i32 1 monotonic, align 4
  %at1298 = or disjoint i32 %digit1251, %warp
  %48 = zext nneg i32 %at1298 to i64
  %counter1299 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %48
  %49 = atomicrmw add ptr addrspace(3) %counter1299, i32 1 monotonic, align 4
  %at1300 = or disjoint i32 %digit1253, %warp
  %50 = zext nneg i32 %at1300 to i64
  %counter1301 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %50
  %51 = atomicrmw add ptr addrspace(3) %counter1301, i32 1 monotonic, align 4
  %at1302 = or disjoint i32 %digit1255, %warp
  %52 = zext nneg i32 %at1302 to i64
  %counter1303 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %52
  %53 = atomicrmw add ptr addrspace(3) %counter1303, i32 1 monotonic, align 4
  %at1304 = or disjoint i32 %digit1257, %warp
  %54 = zext nneg i32 %at1304 to i64
  %counter1305 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %54
  %55 = atomicrmw add ptr addrspace(3) %counter1305, i32 1 monotonic, align 4
  %at1306 = or disjoint i32 %digit1259, %warp
  %56 = zext nneg i32 %at1306 to i64
  %counter1307 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %56
  %57 = atomicrmw add ptr addrspace(3) %counter1307, i32 1 monotonic, align 4
  %at1308 = or disjoint i32 %digit1261, %warp
  %58 = zext nneg i32 %at1308 to i64
  %counter1309 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %58
  %59 = atomicrmw add ptr addrspace(3) %counter1309, i32 1 monotonic, align 4
  %at1310 = or disjoint i32 %digit1263, %warp
  %60 = zext nneg i32 %at1310 to i64
  %counter1311 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %60
  %61 = atomicrmw add ptr addrspace(3) %counter1311, i32 1 monotonic, align 4
  %at1312 = or disjoint i32 %digit1265, %warp
  %62 = zext nneg i32 %at1312 to i64
  %counter1313 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %62
  %63 = atomicrmw add ptr addrspace(3) %counter1313, i32 1 monotonic, align 4
  %at1314 = or disjoint i32 %digit1267, %warp
  %64 = zext nneg i32 %at1314 to i64
  %counter1315 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %64
  %65 = atomicrmw add ptr addrspace(3) %counter1315, i32 1 monotonic, align 4
  %at1316 = or disjoint i32 %digit1269, %warp
  %66 = zext nneg i32 %at1316 to i64
  %counter1317 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %66
  %67 = atomicrmw add ptr addrspace(3) %counter1317, i32 1 monotonic, align 4
  %at1318 = or disjoint i32 %digit1271, %warp
  %68 = zext nneg i32 %at1318 to i64
  %counter1319 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %68
  %69 = atomicrmw add ptr addrspace(3) %counter1319, i32 1 monotonic, align 4
  tail call void @llvm.nvvm.barrier0()
  %mul1320 = shl nuw nsw i64 %ordinal, 1
  %add1321 = or disjoint i64 %mul1320, 1
  %add1322 = add nuw nsw i64 %mul1320, 2
  %cmp1323.not = icmp eq i32 %v, 0
  %v1326 = load i32, ptr addrspace(3) %p, align 4
  %v1329 = load i32, ptr addrspace(3) %p5, align 4
  %v1332 = load i32, ptr addrspace(3) %p7, align 4
  %v1335 = load i32, ptr addrspace(3) %p9, align 4
  %v1338 = load i32, ptr addrspace(3) %p11, align 4
  %v1341 = load i32, ptr addrspace(3) %p13, align 4
  %v1344 = load i32, ptr addrspace(3) %p15, align 4
  %v1347 = load i32, ptr addrspace(3) %p17, align 4
  %count = add i32 %v1329, %v1326
  %count1348 = add i32 %count, %v1332
  %count1349 = add i32 %count1348, %v1335
  %count1350 = add i32 %count1349, %v1338
  %count1351 = add i32 %count1350, %v1341
  %count1352 = add i32 %count1351, %v1344
  %count1353 = add i32 %count1352, %v1347
  %sel1354 = select i1 %cmp1323.not, i64 %add1322, i64 %add1321
  %count1355 = zext i32 %count1353 to i64
  %mul1356 = shl nuw nsw i64 %tile, 8
  %add1357 = or disjoint i64 %mul1356, %14
  %70 = getelementptr inbounds i64, ptr addrspace(1) %10, i64 %add1357
  %state = getelementptr inbounds i8, ptr addrspace(1) %70, i64 64
  %f = shl nuw nsw i64 %sel1354, 32
  %word = or disjoint i64 %f, %count1355
  %address = ptrtoint ptr addrspace(1) %state to i64
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 %word) #5
  %call1360 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %count1353, i32 1, i32 0)
  %cmp1361.not = icmp eq i32 %lane, 0
  %sum = select i1 %cmp1361.not, i32 0, i32 %call1360
  %sel1362 = add i32 %sum, %count1353
  %call1363 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %sel1362, i32 2, i32 0)
  %cmp1364 = icmp ugt i32 %lane, 1
  %sum1365 = select i1 %cmp1364, i32 %call1363, i32 0
  %sel1366 = add i32 %sel1362, %sum1365
  %call1367 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %sel1366, i32 4, i32 0)
  %cmp1368 = icmp ugt i32 %lane, 3
  %sum1369 = select i1 %cmp1368, i32 %call1367, i32 0
  %sel1370 = add i32 %sel1366, %sum1369
  %call1371 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %sel1370, i32 8, i32 0)
  %cmp1372 = icmp ugt i32 %lane, 7
  %sum1373 = select i1 %cmp1372, i32 %call1371, i32 0
  %sel1374 = add i32 %sel1370, %sum1373
  %call1375 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %sel1374, i32 16, i32 0)
  %cmp1376 = icmp ugt i32 %lane, 15
  %sum1377 = select i1 %cmp1376, i32 %call1375, i32 0
  %sel1378 = add i32 %sel1374, %sum1377
  %cmp1379 = icmp eq i32 %lane, 31
  br i1 %cmp1379, label %then1380, label %endif1381

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
  %at74 = or disjoint i32 %at28, 128
  %at75 = zext nneg i32 %at74 to i64
  %add76 = add nuw nsw i64 %mul, %at75
  %call78 = tail call i64 @llvm.smin.i64(i64 %add76, i64 %sub31)
  %call79 = tail call i64 @llvm.smax.i64(i64 %call78, i64 0)
  %p80 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call79
  %at86 = or disjoint i32 %at28, 160
  %at87 = zext nneg i32 %at86 to i64
  %add88 = add nuw nsw i64 %mul, %at87
  %call90 = tail call i64 @llvm.smin.i64(i64 %add88, i64 %sub31)
  %call91 = tail call i64 @llvm.smax.i64(i64 %call90, i64 0)
  %p92 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call91
  %at98 = or disjoint i32 %at28, 192
  %at99 = zext nneg i32 %at98 to i64
  %add100 = add nuw nsw i64 %mul, %at99
  %call102 = tail call i64 @llvm.smin.i64(i64 %add100, i64 %sub31)
  %call103 = tail call i64 @llvm.smax.i64(i64 %call102, i64 0)
  %p104 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call103
  %at108 = or disjoint i32 %call, %at27
  %at110 = or i32 %at108, 224
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
  br label %endif23

else25:                                           ; preds = %then22
  %71 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %mul
  %p317 = getelementptr inbounds i32, ptr addrspace(1) %71, i64 %at29
  %at321 = or disjoint i32 %at28, 32
  %at322 = zext nneg i32 %at321 to i64
  %p324 = getelementptr inbounds i32, ptr addrspace(1) %71, i64 %at322
  %at328 = or disjoint i32 %at28, 64
  %at329 = zext nneg i32 %at328 to i64
  %p331 = getelementptr inbounds i32, ptr addrspace(1) %71, i64 %at329
  %at335 = or disjoint i32 %at28, 96
  %at336 = zext nneg i32 %at335 to i64
  %p338 = getelementptr inbounds i32, ptr addrspace(1) %71, i64 %at336
  %at342 = or disjoint i32 %at28, 128
  %at343 = zext nneg i32 %at342 to i64
  %p345 = getelementptr inbounds i32, ptr addrspace(1) %71, i64 %at343
  %at349 = or disjoint i32 %at28, 160
  %at350 = zext nneg i32 %at349 to i64
  %p352 = getelementptr inbounds i32, ptr addrspace(1) %71, i64 %at350
  %at356 = or disjoint i32 %at28, 192
  %at357 = zext nneg i32 %at356 to i64
  %p359 = getelementptr inbounds i32, ptr addrspace(1) %71, i64 %at357
  %at361 = or disjoint i32 %call, %at27
  %at363 = or i32 %at361, 224
  %at364 = zext nneg i32 %at363 to i64
  %p366 = getelementptr inbounds i32, ptr addrspace(1) %71, i64 %at364
  %at368 = or disjoint i32 %lane, 256
  %at370 = add nuw nsw i32 %at368, %at27
  %at371 = zext nneg i32 %at370 to i64
  %p373 = getelementptr inbounds i32, ptr addrspace(1) %71, i64 %at371
  %at375 = or disjoint i32 %lane, 288
  %at377 = add nuw nsw i32 %at375, %at27
  %at378 = zext nneg i32 %at377 to i64
  %p380 = getelementptr inbounds i32, ptr addrspace(1) %71, i64 %at378
  %at382 = or disjoint i32 %lane, 320
  %at384 = add nuw nsw i32 %at382, %at27
  %at385 = zext nneg i32 %at384 to i64
  %p387 = getelementptr inbounds i32, ptr addrspace(1) %71, i64 %at385
  %at389 = or disjoint i32 %lane, 352
  %at391 = add nuw nsw i32 %at389, %at27
  %at392 = zext nneg i32 %at391 to i64
  %p394 = getelementptr inbounds i32, ptr addrspace(1) %71, i64 %at392
  %at396 = or disjoint i32 %lane, 384
  %at398 = add nuw nsw i32 %at396, %at27
  %at399 = zext nneg i32 %at398 to i64
  %p401 = getelementptr inbounds i32, ptr addrspace(1) %71, i64 %at399
  %at403 = or disjoint i32 %lane, 416
  %at405 = add nuw nsw i32 %at403, %at27
  %at406 = zext nneg i32 %at405 to i64
  %p408 = getelementptr inbounds i32, ptr addrspace(1) %71, i64 %at406
  %at410 = or disjoint i32 %lane, 448
  %at412 = add nuw nsw i32 %at410, %at27
  %at413 = zext nneg i32 %at412 to i64
  %p415 = getelementptr inbounds i32, ptr addrspace(1) %71, i64 %at413
  %at417 = or i32 %call, 480
  %at419 = add nuw nsw i32 %at27, %at417
  %at420 = zext nneg i32 %at419 to i64
  %p422 = getelementptr inbounds i32, ptr addrspace(1) %71, i64 %at420
  %at424 = or disjoint i32 %lane, 512
  %at426 = add nuw nsw i32 %at424, %at27
  %at427 = zext nneg i32 %at426 to i64
  %p429 = getelementptr inbounds i32, ptr addrspace(1) %71, i64 %at427
  %at431 = or disjoint i32 %lane, 544
  %at433 = add nuw nsw i32 %at431, %at27
  %at434 = zext nneg i32 %at433 to i64
  %p436 = getelementptr inbounds i32, ptr addrspace(1) %71, i64 %at434
  %at438 = or disjoint i32 %lane, 576
  %at440 = add nuw nsw i32 %at438, %at27
  %at441 = zext nneg i32 %at440 to i64
  %p443 = getelementptr inbounds i32, ptr addrspace(1) %71, i64 %at441
  %at445 = or disjoint i32 %lane, 608
  %at447 = add nuw nsw i32 %at445, %at27
  %at448 = zext nneg i32 %at447 to i64
  %p450 = getelementptr inbounds i32, ptr addrspace(1) %71, i64 %at448
  %at452 = or disjoint i32 %lane, 640
  %at454 = add nuw nsw i32 %at452, %at27
  %at455 = zext nneg i32 %at454 to i64
  %p457 = getelementptr inbounds i32, ptr addrspace(1) %71, i64 %at455
  %at459 = or disjoint i32 %lane, 672
  %at461 = add nuw nsw i32 %at459, %at27
  %at462 = zext nneg i32 %at461 to i64
  %p464 = getelementptr inbounds i32, ptr addrspace(1) %71, i64 %at462
  %at466 = or disjoint i32 %lane, 704
  %at468 = add nuw nsw i32 %at466, %at27
  %at469 = zext nneg i32 %at468 to i64
  %p471 = getelementptr inbounds i32, ptr addrspace(1) %71, i64 %at469
  %at473 = or i32 %call, 736
  %at475 = add nuw nsw i32 %at27, %at473
  %at476 = zext nneg i32 %at475 to i64
  %p478 = getelementptr inbounds i32, ptr addrspace(1) %71, i64 %at476
  br label %endif23

then503:                                          ; preds = %else
  %sub513 = add i64 %0, -1
  %call514 = tail call i64 @llvm.smin.i64(i64 %call512, i64 %sub513)
  %call515 = tail call i64 @llvm.smax.i64(i64 %call514, i64 0)
  %p516 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call515
  %at522 = or disjoint i32 %at28, 32
  %at523 = zext nneg i32 %at522 to i64
  %add524 = add nuw nsw i64 %mul, %at523
  %call526 = tail call i64 @llvm.smin.i64(i64 %add524, i64 %sub511)
  %call528 = tail call i64 @llvm.smin.i64(i64 %call526, i64 %sub513)
  %call529 = tail call i64 @llvm.smax.i64(i64 %call528, i64 0)
  %p530 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call529
  %at536 = or disjoint i32 %at28, 64
  %at537 = zext nneg i32 %at536 to i64
  %add538 = add nuw nsw i64 %mul, %at537
  %call540 = tail call i64 @llvm.smin.i64(i64 %add538, i64 %sub511)
  %call542 = tail call i64 @llvm.smin.i64(i64 %call540, i64 %sub513)
  %call543 = tail call i64 @llvm.smax.i64(i64 %call542, i64 0)
  %p544 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call543
  %at550 = or disjoint i32 %at28, 96
  %at551 = zext nneg i32 %at550 to i64
  %add552 = add nuw nsw i64 %mul, %at551
  %call554 = tail call i64 @llvm.smin.i64(i64 %add552, i64 %sub511)
  %call556 = tail call i64 @llvm.smin.i64(i64 %call554, i64 %sub513)
  %call557 = tail call i64 @llvm.smax.i64(i64 %call556, i64 0)
  %p558 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call557
  %at564 = or disjoint i32 %at28, 128
  %at565 = zext nneg i32 %at564 to i64
  %add566 = add nuw nsw i64 %mul, %at565
  %call568 = tail call i64 @llvm.smin.i64(i64 %add566, i64 %sub511)
  %call570 = tail call i64 @llvm.smin.i64(i64 %call568, i64 %sub513)
  %call571 = tail call i64 @llvm.smax.i64(i64 %call570, i64 0)
  %p572 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call571
  %at578 = or disjoint i32 %at28, 160
  %at579 = zext nneg i32 %at578 to i64
  %add580 = add nuw nsw i64 %mul, %at579
  %call582 = tail call i64 @llvm.smin.i64(i64 %add580, i64 %sub511)
  %call584 = tail call i64 @llvm.smin.i64(i64 %call582, i64 %sub513)
  %call585 = tail call i64 @llvm.smax.i64(i64 %call584, i64 0)
  %p586 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call585
  %at592 = or disjoint i32 %at28, 192
  %at593 = zext nneg i32 %at592 to i64
  %add594 = add nuw nsw i64 %mul, %at593
  %call596 = tail call i64 @llvm.smin.i64(i64 %add594, i64 %sub511)
  %call598 = tail call i64 @llvm.smin.i64(i64 %call596, i64 %sub513)
  %call599 = tail call i64 @llvm.smax.i64(i64 %call598, i64 0)
  %p600 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call599
  %at604 = or disjoint i32 %call, %at27
  %at606 = or i32 %at604, 224
  %at607 = zext nneg i32 %at606 to i64
  %add608 = add nuw nsw i64 %mul, %at607
  %call610 = tail call i64 @llvm.smin.i64(i64 %add608, i64 %sub511)
  %call612 = tail call i64 @llvm.smin.i64(i64 %call610, i64 %sub513)
  %call613 = tail call i64 @llvm.smax.i64(i64 %call612, i64 0)
  %p614 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call613
  %at618 = or disjoint i32 %lane, 256
  %at620 = add nuw nsw i32 %at618, %at27
  %at621 = zext nneg i32 %at620 to i64
  %add622 = add nuw nsw i64 %mul, %at621
  %call624 = tail call i64 @llvm.smin.i64(i64 %add622, i64 %sub511)
  %call626 = tail call i64 @llvm.smin.i64(i64 %call624, i64 %sub513)
  %call627 = tail call i64 @llvm.smax.i64(i64 %call626, i64 0)
  %p628 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call627
  %at632 = or disjoint i32 %lane, 288
  %at634 = add nuw nsw i32 %at632, %at27
  %at635 = zext nneg i32 %at634 to i64
  %add636 = add nuw nsw i64 %mul, %at635
  %call638 = tail call i64 @llvm.smin.i64(i64 %add636, i64 %sub511)
  %call640 = tail call i64 @llvm.smin.i64(i64 %call638, i64 %sub513)
  %call641 = tail call i64 @llvm.smax.i64(i64 %call640, i64 0)
  %p642 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call641
  %at646 = or disjoint i32 %lane, 320
  %at648 = add nuw nsw i32 %at646, %at27
  %at649 = zext nneg i32 %at648 to i64
  %add650 = add nuw nsw i64 %mul, %at649
  %call652 = tail call i64 @llvm.smin.i64(i64 %add650, i64 %sub511)
  %call654 = tail call i64 @llvm.smin.i64(i64 %call652, i64 %sub513)
  %call655 = tail call i64 @llvm.smax.i64(i64 %call654, i64 0)
  %p656 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call655
  %at660 = or disjoint i32 %lane, 352
  %at662 = add nuw nsw i32 %at660, %at27
  %at663 = zext nneg i32 %at662 to i64
  %add664 = add nuw nsw i64 %mul, %at663
  %call666 = tail call i64 @llvm.smin.i64(i64 %add664, i64 %sub511)
  %call668 = tail call i64 @llvm.smin.i64(i64 %call666, i64 %sub513)
  %call669 = tail call i64 @llvm.smax.i64(i64 %call668, i64 0)
  %p670 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call669
  %at674 = or disjoint i32 %lane, 384
  %at676 = add nuw nsw i32 %at674, %at27
  %at677 = zext nneg i32 %at676 to i64
  %add678 = add nuw nsw i64 %mul, %at677
  %call680 = tail call i64 @llvm.smin.i64(i64 %add678, i64 %sub511)
  %call682 = tail call i64 @llvm.smin.i64(i64 %call680, i64 %sub513)
  %call683 = tail call i64 @llvm.smax.i64(i64 %call682, i64 0)
  %p684 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call683
  %at688 = or disjoint i32 %lane, 416
  %at690 = add nuw nsw i32 %at688, %at27
  %at691 = zext nneg i32 %at690 to i64
  %add692 = add nuw nsw i64 %mul, %at691
  %call694 = tail call i64 @llvm.smin.i64(i64 %add692, i64 %sub511)
  %call696 = tail call i64 @llvm.smin.i64(i64 %call694, i64 %sub513)
  %call697 = tail call i64 @llvm.smax.i64(i64 %call696, i64 0)
  %p698 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call697
  %at702 = or disjoint i32 %lane, 448
  %at704 = add nuw nsw i32 %at702, %at27
  %at705 = zext nneg i32 %at704 to i64
  %add706 = add nuw nsw i64 %mul, %at705
  %call708 = tail call i64 @llvm.smin.i64(i64 %add706, i64 %sub511)
  %call710 = tail call i64 @llvm.smin.i64(i64 %call708, i64 %sub513)
  %call711 = tail call i64 @llvm.smax.i64(i64 %call710, i64 0)
  %p712 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call711
  %at716 = or i32 %call, 480
  %at718 = add nuw nsw i32 %at27, %at716
  %at719 = zext nneg i32 %at718 to i64
  %add720 = add nuw nsw i64 %mul, %at719
  %call722 = tail call i64 @llvm.smin.i64(i64 %add720, i64 %sub511)
  %call724 = tail call i64 @llvm.smin.i64(i64 %call722, i64 %sub513)
  %call725 = tail call i64 @llvm.smax.i64(i64 %call724, i64 0)
  %p726 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call725
  %at730 = or disjoint i32 %lane, 512
  %at732 = add nuw nsw i32 %at730, %at27
  %at733 = zext nneg i32 %at732 to i64
  %add734 = add nuw nsw i64 %mul, %at733
  %call736 = tail call i64 @llvm.smin.i64(i64 %add734, i64 %sub511)
  %call738 = tail call i64 @llvm.smin.i64(i64 %call736, i64 %sub513)
  %call739 = tail call i64 @llvm.smax.i64(i64 %call738, i64 0)
  %p740 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call739
  %at744 = or disjoint i32 %lane, 544
  %at746 = add nuw nsw i32 %at744, %at27
  %at747 = zext nneg i32 %at746 to i64
  %add748 = add nuw nsw i64 %mul, %at747
  %call750 = tail call i64 @llvm.smin.i64(i64 %add748, i64 %sub511)
  %call752 = tail call i64 @llvm.smin.i64(i64 %call750, i64 %sub513)
  %call753 = tail call i64 @llvm.smax.i64(i64 %call752, i64 0)
  %p754 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call753
  %at758 = or disjoint i32 %lane, 576
  %at760 = add nuw nsw i32 %at758, %at27
  %at761 = zext nneg i32 %at760 to i64
  %add762 = add nuw nsw i64 %mul, %at761
  %call764 = tail call i64 @llvm.smin.i64(i64 %add762, i64 %sub511)
  %call766 = tail call i64 @llvm.smin.i64(i64 %call764, i64 %sub513)
  %call767 = tail call i64 @llvm.smax.i64(i64 %call766, i64 0)
  %p768 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call767
  %at772 = or disjoint i32 %lane, 608
  %at774 = add nuw nsw i32 %at772, %at27
  %at775 = zext nneg i32 %at774 to i64
  %add776 = add nuw nsw i64 %mul, %at775
  %call778 = tail call i64 @llvm.smin.i64(i64 %add776, i64 %sub511)
  %call780 = tail call i64 @llvm.smin.i64(i64 %call778, i64 %sub513)
  %call781 = tail call i64 @llvm.smax.i64(i64 %call780, i64 0)
  %p782 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call781
  %at786 = or disjoint i32 %lane, 640
  %at788 = add nuw nsw i32 %at786, %at27
  %at789 = zext nneg i32 %at788 to i64
  %add790 = add nuw nsw i64 %mul, %at789
  %call792 = tail call i64 @llvm.smin.i64(i64 %add790, i64 %sub511)
  %call794 = tail call i64 @llvm.smin.i64(i64 %call792, i64 %sub513)
  %call795 = tail call i64 @llvm.smax.i64(i64 %call794, i64 0)
  %p796 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call795
  %at800 = or disjoint i32 %lane, 672
  %at802 = add nuw nsw i32 %at800, %at27
  %at803 = zext nneg i32 %at802 to i64
  %add804 = add nuw nsw i64 %mul, %at803
  %call806 = tail call i64 @llvm.smin.i64(i64 %add804, i64 %sub511)
  %call808 = tail call i64 @llvm.smin.i64(i64 %call806, i64 %sub513)
  %call809 = tail call i64 @llvm.smax.i64(i64 %call808, i64 0)
  %p810 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call809
  %at814 = or disjoint i32 %lane, 704
  %at816 = add nuw nsw i32 %at814, %at27
  %at817 = zext nneg i32 %at816 to i64
  %add818 = add nuw nsw i64 %mul, %at817
  %call820 = tail call i64 @llvm.smin.i64(i64 %add818, i64 %sub511)
  %call822 = tail call i64 @llvm.smin.i64(i64 %call820, i64 %sub513)
  %call823 = tail call i64 @llvm.smax.i64(i64 %call822, i64 0)
  %p824 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call823
  %at828 = or i32 %call, 736
  %at830 = add nuw nsw i32 %at27, %at828
  %at831 = zext nneg i32 %at830 to i64
  %add832 = add nuw nsw i64 %mul, %at831
  %call834 = tail call i64 @llvm.smin.i64(i64 %add832, i64 %sub511)
  %call836 = tail call i64 @llvm.smin.i64(i64 %call834, i64 %sub513)
  %call837 = tail call i64 @llvm.smax.i64(i64 %call836, i64 0)
  %p838 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call837
  br label %endif23

else504:                                          ; preds = %else
  %p849 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call512
  %at853 = or disjoint i32 %at28, 32
  %at854 = zext nneg i32 %at853 to i64
  %add855 = add nuw nsw i64 %mul, %at854
  %call857 = tail call i64 @llvm.smin.i64(i64 %add855, i64 %sub511)
  %p858 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call857
  %at862 = or disjoint i32 %at28, 64
  %at863 = zext nneg i32 %at862 to i64
  %add864 = add nuw nsw i64 %mul, %at863
  %call866 = tail call i64 @llvm.smin.i64(i64 %add864, i64 %sub511)
  %p867 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call866
  %at871 = or disjoint i32 %at28, 96
  %at872 = zext nneg i32 %at871 to i64
  %add873 = add nuw nsw i64 %mul, %at872
  %call875 = tail call i64 @llvm.smin.i64(i64 %add873, i64 %sub511)
  %p876 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call875
  %at880 = or disjoint i32 %at28, 128
  %at881 = zext nneg i32 %at880 to i64
  %add882 = add nuw nsw i64 %mul, %at881
  %call884 = tail call i64 @llvm.smin.i64(i64 %add882, i64 %sub511)
  %p885 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call884
  %at889 = or disjoint i32 %at28, 160
  %at890 = zext nneg i32 %at889 to i64
  %add891 = add nuw nsw i64 %mul, %at890
  %call893 = tail call i64 @llvm.smin.i64(i64 %add891, i64 %sub511)
  %p894 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call893
  %at898 = or disjoint i32 %at28, 192
  %at899 = zext nneg i32 %at898 to i64
  %add900 = add nuw nsw i64 %mul, %at899
  %call902 = tail call i64 @llvm.smin.i64(i64 %add900, i64 %sub511)
  %p903 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call902
  %at905 = or disjoint i32 %call, %at27
  %at907 = or i32 %at905, 224
  %at908 = zext nneg i32 %at907 to i64
  %add909 = add nuw nsw i64 %mul, %at908
  %call911 = tail call i64 @llvm.smin.i64(i64 %add909, i64 %sub511)
  %p912 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call911
  %at914 = or disjoint i32 %lane, 256
  %at916 = add nuw nsw i32 %at914, %at27
  %at917 = zext nneg i32 %at916 to i64
  %add918 = add nuw nsw i64 %mul, %at917
  %call920 = tail call i64 @llvm.smin.i64(i64 %add918, i64 %sub511)
  %p921 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call920
  %at923 = or disjoint i32 %lane, 288
  %at925 = add nuw nsw i32 %at923, %at27
  %at926 = zext nneg i32 %at925 to i64
  %add927 = add nuw nsw i64 %mul, %at926
  %call929 = tail call i64 @llvm.smin.i64(i64 %add927, i64 %sub511)
  %p930 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call929
  %at932 = or disjoint i32 %lane, 320
  %at934 = add nuw nsw i32 %at932, %at27
  %at935 = zext nneg i32 %at934 to i64
  %add936 = add nuw nsw i64 %mul, %at935
  %call938 = tail call i64 @llvm.smin.i64(i64 %add936, i64 %sub511)
  %p939 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call938
  %at941 = or disjoint i32 %lane, 352
  %at943 = add nuw nsw i32 %at941, %at27
  %at944 = zext nneg i32 %at943 to i64
  %add945 = add nuw nsw i64 %mul, %at944
  %call947 = tail call i64 @llvm.smin.i64(i64 %add945, i64 %sub511)
  %p948 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call947
  %at950 = or disjoint i32 %lane, 384
  %at952 = add nuw nsw i32 %at950, %at27
  %at953 = zext nneg i32 %at952 to i64
  %add954 = add nuw nsw i64 %mul, %at953
  %call956 = tail call i64 @llvm.smin.i64(i64 %add954, i64 %sub511)
  %p957 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call956
  %at959 = or disjoint i32 %lane, 416
  %at961 = add nuw nsw i32 %at959, %at27
  %at962 = zext nneg i32 %at961 to i64
  %add963 = add nuw nsw i64 %mul, %at962
  %call965 = tail call i64 @llvm.smin.i64(i64 %add963, i64 %sub511)
  %p966 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call965
  %at968 = or disjoint i32 %lane, 448
  %at970 = add nuw nsw i32 %at968, %at27
  %at971 = zext nneg i32 %at970 to i64
  %add972 = add nuw nsw i64 %mul, %at971
  %call974 = tail call i64 @llvm.smin.i64(i64 %add972, i64 %sub511)
  %p975 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call974
  %at977 = or i32 %call, 480
  %at979 = add nuw nsw i32 %at27, %at977
  %at980 = zext nneg i32 %at979 to i64
  %add981 = add nuw nsw i64 %mul, %at980
  %call983 = tail call i64 @llvm.smin.i64(i64 %add981, i64 %sub511)
  %p984 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call983
  %at986 = or disjoint i32 %lane, 512
  %at988 = add nuw nsw i32 %at986, %at27
  %at989 = zext nneg i32 %at988 to i64
  %add990 = add nuw nsw i64 %mul, %at989
  %call992 = tail call i64 @llvm.smin.i64(i64 %add990, i64 %sub511)
  %p993 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call992
  %at995 = or disjoint i32 %lane, 544
  %at997 = add nuw nsw i32 %at995, %at27
  %at998 = zext nneg i32 %at997 to i64
  %add999 = add nuw nsw i64 %mul, %at998
  %call1001 = tail call i64 @llvm.smin.i64(i64 %add999, i64 %sub511)
  %p1002 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1001
  %at1004 = or disjoint i32 %lane, 576
  %at1006 = add nuw nsw i32 %at1004, %at27
  %at1007 = zext nneg i32 %at1006 to i64
  %add1008 = add nuw nsw i64 %mul, %at1007
  %call1010 = tail call i64 @llvm.smin.i64(i64 %add1008, i64 %sub511)
  %p1011 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1010
  %at1013 = or disjoint i32 %lane, 608
  %at1015 = add nuw nsw i32 %at1013, %at27
  %at1016 = zext nneg i32 %at1015 to i64
  %add1017 = add nuw nsw i64 %mul, %at1016
  %call1019 = tail call i64 @llvm.smin.i64(i64 %add1017, i64 %sub511)
  %p1020 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1019
  %at1022 = or disjoint i32 %lane, 640
  %at1024 = add nuw nsw i32 %at1022, %at27
  %at1025 = zext nneg i32 %at1024 to i64
  %add1026 = add nuw nsw i64 %mul, %at1025
  %call1028 = tail call i64 @llvm.smin.i64(i64 %add1026, i64 %sub511)
  %p1029 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1028
  %at1031 = or disjoint i32 %lane, 672
  %at1033 = add nuw nsw i32 %at1031, %at27
  %at1034 = zext nneg i32 %at1033 to i64
  %add1035 = add nuw nsw i64 %mul, %at1034
  %call1037 = tail call i64 @llvm.smin.i64(i64 %add1035, i64 %sub511)
  %p1038 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1037
  %at1040 = or disjoint i32 %lane, 704
  %at1042 = add nuw nsw i32 %at1040, %at27
  %at1043 = zext nneg i32 %at1042 to i64
  %add1044 = add nuw nsw i64 %mul, %at1043
  %call1046 = tail call i64 @llvm.smin.i64(i64 %add1044, i64 %sub511)
  %p1047 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1046
  %at1049 = or i32 %call, 736
  %at1051 = add nuw nsw i32 %at27, %at1049
  %at1052 = zext nneg i32 %at1051 to i64
  %add1053 = add nuw nsw i64 %mul, %at1052
  %call1055 = tail call i64 @llvm.smin.i64(i64 %add1053, i64 %sub511)
  %p1056 = getelementptr inbounds i32, ptr addrspace(1) %sel, i64 %call1055
  br label %endif23

then1380:                                         ; preds = %endif23
  %72 = zext nneg i32 %w to i64
  %p1382 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %72
  store i32 %sel1378, ptr addrspace(3) %p1382, align 4
  br label %endif1381

endif1381:                                        ; preds = %then1380, %endif23
  tail call void @llvm.nvvm.barrier0()
  %start = sub i32 %sel1378, %count1353
  %cmp1383.not = icmp ult i32 %call, 32
  %v1384 = load i32, ptr addrspace(3) @scan.shared.3, align 8
  %start1385 = select i1 %cmp1383.not, i32 0, i32 %v1384
  %sel1386 = add i32 %start, %start1385
  %cmp1387 = icmp ugt i32 %call, 63
  %v1388 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 4), align 4
  %start1389 = select i1 %cmp1387, i32 %v1388, i32 0
  %sel1390 = add i32 %sel1386, %start1389
  %cmp1391 = icmp ugt i32 %call, 95
  %v1392 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 8), align 8
  %start1393 = select i1 %cmp1391, i32 %v1392, i32 0
  %sel1394 = add i32 %sel1390, %start1393
  %cmp1395 = icmp ugt i32 %call, 127
  %v1396 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 12), align 4
  %start1397 = select i1 %cmp1395, i32 %v1396, i32 0
  %sel1398 = add i32 %sel1394, %start1397
  %cmp1399 = icmp ugt i32 %call, 159
  %v1400 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 16), align 8
  %start1401 = select i1 %cmp1399, i32 %v1400, i32 0
  %sel1402 = add i32 %sel1398, %start1401
  %cmp1403 = icmp ugt i32 %call, 191
  %v1404 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 20), align 4
  %start1405 = select i1 %cmp1403, i32 %v1404, i32 0
  %sel1406 = add i32 %sel1402, %start1405
  %cmp1407 = icmp eq i32 %w, 7
  %v1408 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 24), align 8
  %start1409 = select i1 %cmp1407, i32 %v1408, i32 0
  %sel1410 = add i32 %sel1406, %start1409
  store i32 %sel1410, ptr addrspace(3) %p, align 4
  %running = add i32 %sel1410, %v1326
  store i32 %running, ptr addrspace(3) %p5, align 4
  %running1419 = add i32 %running, %v1329
  store i32 %running1419, ptr addrspace(3) %p7, align 4
  %running1422 = add i32 %running1419, %v1332
  store i32 %running1422, ptr addrspace(3) %p9, align 4
  %running1425 = add i32 %running1422, %v1335
  store i32 %running1425, ptr addrspace(3) %p11, align 4
  %running1428 = add i32 %running1425, %v1338
  store i32 %running1428, ptr addrspace(3) %p13, align 4
  %running1431 = add i32 %running1428, %v1341
  store i32 %running1431, ptr addrspace(3) %p15, align 4
  %running1434 = add i32 %running1431, %v1344
  store i32 %running1434, ptr addrspace(3) %p17, align 4
  tail call void @llvm.nvvm.barrier0()
  %notmask = shl nsw i32 -1, %lane
  %lt = xor i32 %notmask, -1
  %v1439 = load i32, ptr addrspace(3) @scan.shared.5.1, align 8
  %s1440 = sub i32 24, %v1439
  %up = shl i32 %sel1110, %s1440
  %digit1441 = lshr i32 %up, 24
  %73 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1441) #5
  %below = and i32 %73, %lt
  %call1442 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below)
  %counter1443 = or disjoint i32 %digit1441, %warp
  %74 = zext nneg i32 %counter1443 to i64
  %p1444 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %74
  %v1445 = load i32, ptr addrspace(3) %p1444, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1446 = icmp eq i32 %below, 0
  br i1 %cmp1446, label %then1447, label %endif1448

then1447:                                         ; preds = %endif1381
  %call1449 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %73)
  %c = add i32 %v1445, %call1449
  store i32 %c, ptr addrspace(3) %p1444, align 4
  br label %endif1448

endif1448:                                        ; preds = %then1447, %endif1381
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank = add i32 %call1442, %v1445
  %75 = sext i32 %rank to i64
  %p1451 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %75
  store i32 %sel1110, ptr addrspace(3) %p1451, align 4
  %up1453 = shl i32 %sel1115, %s1440
  %digit1454 = lshr i32 %up1453, 24
  %76 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1454) #5
  %below1455 = and i32 %76, %lt
  %call1456 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1455)
  %counter1457 = or disjoint i32 %digit1454, %warp
  %77 = zext nneg i32 %counter1457 to i64
  %p1458 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %77
  %v1459 = load i32, ptr addrspace(3) %p1458, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1460 = icmp eq i32 %below1455, 0
  br i1 %cmp1460, label %then1461, label %endif1462

then1461:                                         ; preds = %endif1448
  %call1463 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %76)
  %c1464 = add i32 %v1459, %call1463
  store i32 %c1464, ptr addrspace(3) %p1458, align 4
  br label %endif1462

endif1462:                                        ; preds = %then1461, %endif1448
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1466 = add i32 %call1456, %v1459
  %78 = sext i32 %rank1466 to i64
  %p1467 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %78
  store i32 %sel1115, ptr addrspace(3) %p1467, align 4
  %up1469 = shl i32 %sel1120, %s1440
  %digit1470 = lshr i32 %up1469, 24
  %79 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1470) #5
  %below1471 = and i32 %79, %lt
  %call1472 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1471)
  %counter1473 = or disjoint i32 %digit1470, %warp
  %80 = zext nneg i32 %counter1473 to i64
  %p1474 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %80
  %v1475 = load i32, ptr addrspace(3) %p1474, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1476 = icmp eq i32 %below1471, 0
  br i1 %cmp1476, label %then1477, label %endif1478

then1477:                                         ; preds = %endif1462
  %call1479 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %79)
  %c1480 = add i32 %v1475, %call1479
  store i32 %c1480, ptr addrspace(3) %p1474, align 4
  br label %endif1478

endif1478:                                        ; preds = %then1477, %endif1462
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1482 = add i32 %call1472, %v1475
  %81 = sext i32 %rank1482 to i64
  %p1483 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %81
  store i32 %sel1120, ptr addrspace(3) %p1483, align 4
  %up1485 = shl i32 %sel1125, %s1440
  %digit1486 = lshr i32 %up1485, 24
  %82 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1486) #5
  %below1487 = and i32 %82, %lt
  %call1488 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1487)
  %counter1489 = or disjoint i32 %digit1486, %warp
  %83 = zext nneg i32 %counter1489 to i64
  %p1490 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %83
  %v1491 = load i32, ptr addrspace(3) %p1490, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1492 = icmp eq i32 %below1487, 0
  br i1 %cmp1492, label %then1493, label %endif1494

then1493:                                         ; preds = %endif1478
  %call1495 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %82)
  %c1496 = add i32 %v1491, %call1495
  store i32 %c1496, ptr addrspace(3) %p1490, align 4
  br label %endif1494

endif1494:                                        ; preds = %then1493, %endif1478
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1498 = add i32 %call1488, %v1491
  %84 = sext i32 %rank1498 to i64
  %p1499 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %84
  store i32 %sel1125, ptr addrspace(3) %p1499, align 4
  %up1501 = shl i32 %sel1130, %s1440
  %digit1502 = lshr i32 %up1501, 24
  %85 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1502) #5
  %below1503 = and i32 %85, %lt
  %call1504 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1503)
  %counter1505 = or disjoint i32 %digit1502, %warp
  %86 = zext nneg i32 %counter1505 to i64
  %p1506 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %86
  %v1507 = load i32, ptr addrspace(3) %p1506, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1508 = icmp eq i32 %below1503, 0
  br i1 %cmp1508, label %then1509, label %endif1510

then1509:                                         ; preds = %endif1494
  %call1511 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %85)
  %c1512 = add i32 %v1507, %call1511
  store i32 %c1512, ptr addrspace(3) %p1506, align 4
  br label %endif1510

endif1510:                                        ; preds = %then1509, %endif1494
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1514 = add i32 %call1504, %v1507
  %87 = sext i32 %rank1514 to i64
  %p1515 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %87
  store i32 %sel1130, ptr addrspace(3) %p1515, align 4
  %up1517 = shl i32 %sel1135, %s1440
  %digit1518 = lshr i32 %up1517, 24
  %88 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1518) #5
  %below1519 = and i32 %88, %lt
  %call1520 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1519)
  %counter1521 = or disjoint i32 %digit1518, %warp
  %89 = zext nneg i32 %counter1521 to i64
  %p1522 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %89
  %v1523 = load i32, ptr addrspace(3) %p1522, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1524 = icmp eq i32 %below1519, 0
  br i1 %cmp1524, label %then1525, label %endif1526

then1525:                                         ; preds = %endif1510
  %call1527 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %88)
  %c1528 = add i32 %v1523, %call1527
  store i32 %c1528, ptr addrspace(3) %p1522, align 4
  br label %endif1526

endif1526:                                        ; preds = %then1525, %endif1510
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1530 = add i32 %call1520, %v1523
  %90 = sext i32 %rank1530 to i64
  %p1531 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %90
  store i32 %sel1135, ptr addrspace(3) %p1531, align 4
  %up1533 = shl i32 %sel1140, %s1440
  %digit1534 = lshr i32 %up1533, 24
  %91 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1534) #5
  %below1535 = and i32 %91, %lt
  %call1536 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1535)
  %counter1537 = or disjoint i32 %digit1534, %warp
  %92 = zext nneg i32 %counter1537 to i64
  %p1538 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %92
  %v1539 = load i32, ptr addrspace(3) %p1538, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1540 = icmp eq i32 %below1535, 0
  br i1 %cmp1540, label %then1541, label %endif1542

then1541:                                         ; preds = %endif1526
  %call1543 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %91)
  %c1544 = add i32 %v1539, %call1543
  store i32 %c1544, ptr addrspace(3) %p1538, align 4
  br label %endif1542

endif1542:                                        ; preds = %then1541, %endif1526
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1546 = add i32 %call1536, %v1539
  %93 = sext i32 %rank1546 to i64
  %p1547 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %93
  store i32 %sel1140, ptr addrspace(3) %p1547, align 4
  %up1549 = shl i32 %sel1145, %s1440
  %digit1550 = lshr i32 %up1549, 24
  %94 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1550) #5
  %below1551 = and i32 %94, %lt
  %call1552 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1551)
  %counter1553 = or disjoint i32 %digit1550, %warp
  %95 = zext nneg i32 %counter1553 to i64
  %p1554 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %95
  %v1555 = load i32, ptr addrspace(3) %p1554, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1556 = icmp eq i32 %below1551, 0
  br i1 %cmp1556, label %then1557, label %endif1558

then1557:                                         ; preds = %endif1542
  %call1559 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %94)
  %c1560 = add i32 %v1555, %call1559
  store i32 %c1560, ptr addrspace(3) %p1554, align 4
  br label %endif1558

endif1558:                                        ; preds = %then1557, %endif1542
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1562 = add i32 %call1552, %v1555
  %96 = sext i32 %rank1562 to i64
  %p1563 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %96
  store i32 %sel1145, ptr addrspace(3) %p1563, align 4
  %up1565 = shl i32 %sel1150, %s1440
  %digit1566 = lshr i32 %up1565, 24
  %97 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1566) #5
  %below1567 = and i32 %97, %lt
  %call1568 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1567)
  %counter1569 = or disjoint i32 %digit1566, %warp
  %98 = zext nneg i32 %counter1569 to i64
  %p1570 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %98
  %v1571 = load i32, ptr addrspace(3) %p1570, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1572 = icmp eq i32 %below1567, 0
  br i1 %cmp1572, label %then1573, label %endif1574

then1573:                                         ; preds = %endif1558
  %call1575 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %97)
  %c1576 = add i32 %v1571, %call1575
  store i32 %c1576, ptr addrspace(3) %p1570, align 4
  br label %endif1574

endif1574:                                        ; preds = %then1573, %endif1558
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1578 = add i32 %call1568, %v1571
  %99 = sext i32 %rank1578 to i64
  %p1579 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %99
  store i32 %sel1150, ptr addrspace(3) %p1579, align 4
  %up1581 = shl i32 %sel1155, %s1440
  %digit1582 = lshr i32 %up1581, 24
  %100 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1582) #5
  %below1583 = and i32 %100, %lt
  %call1584 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1583)
  %counter1585 = or disjoint i32 %digit1582, %warp
  %101 = zext nneg i32 %counter1585 to i64
  %p1586 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %101
  %v1587 = load i32, ptr addrspace(3) %p1586, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1588 = icmp eq i32 %below1583, 0
  br i1 %cmp1588, label %then1589, label %endif1590

then1589:                                         ; preds = %endif1574
  %call1591 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %100)
  %c1592 = add i32 %v1587, %call1591
  store i32 %c1592, ptr addrspace(3) %p1586, align 4
  br label %endif1590

endif1590:                                        ; preds = %then1589, %endif1574
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1594 = add i32 %call1584, %v1587
  %102 = sext i32 %rank1594 to i64
  %p1595 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %102
  store i32 %sel1155, ptr addrspace(3) %p1595, align 4
  %up1597 = shl i32 %sel1160, %s1440
  %digit1598 = lshr i32 %up1597, 24
  %103 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1598) #5
  %below1599 = and i32 %103, %lt
  %call1600 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1599)
  %counter1601 = or disjoint i32 %digit1598, %warp
  %104 = zext nneg i32 %counter1601 to i64
  %p1602 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %104
  %v1603 = load i32, ptr addrspace(3) %p1602, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1604 = icmp eq i32 %below1599, 0
  br i1 %cmp1604, label %then1605, label %endif1606

then1605:                                         ; preds = %endif1590
  %call1607 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %103)
  %c1608 = add i32 %v1603, %call1607
  store i32 %c1608, ptr addrspace(3) %p1602, align 4
  br label %endif1606

endif1606:                                        ; preds = %then1605, %endif1590
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1610 = add i32 %call1600, %v1603
  %105 = sext i32 %rank1610 to i64
  %p1611 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %105
  store i32 %sel1160, ptr addrspace(3) %p1611, align 4
  %up1613 = shl i32 %sel1165, %s1440
  %digit1614 = lshr i32 %up1613, 24
  %106 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1614) #5
  %below1615 = and i32 %106, %lt
  %call1616 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1615)
  %counter1617 = or disjoint i32 %digit1614, %warp
  %107 = zext nneg i32 %counter1617 to i64
  %p1618 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %107
  %v1619 = load i32, ptr addrspace(3) %p1618, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1620 = icmp eq i32 %below1615, 0
  br i1 %cmp1620, label %then1621, label %endif1622

then1621:                                         ; preds = %endif1606
  %call1623 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %106)
  %c1624 = add i32 %v1619, %call1623
  store i32 %c1624, ptr addrspace(3) %p1618, align 4
  br label %endif1622

endif1622:                                        ; preds = %then1621, %endif1606
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1626 = add i32 %call1616, %v1619
  %108 = sext i32 %rank1626 to i64
  %p1627 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %108
  store i32 %sel1165, ptr addrspace(3) %p1627, align 4
  %up1629 = shl i32 %sel1170, %s1440
  %digit1630 = lshr i32 %up1629, 24
  %109 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1630) #5
  %below1631 = and i32 %109, %lt
  %call1632 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1631)
  %counter1633 = or disjoint i32 %digit1630, %warp
  %110 = zext nneg i32 %counter1633 to i64
  %p1634 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %110
  %v1635 = load i32, ptr addrspace(3) %p1634, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1636 = icmp eq i32 %below1631, 0
  br i1 %cmp1636, label %then1637, label %endif1638

then1637:                                         ; preds = %endif1622
  %call1639 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %109)
  %c1640 = add i32 %v1635, %call1639
  store i32 %c1640, ptr addrspace(3) %p1634, align 4
  br label %endif1638

endif1638:                                        ; preds = %then1637, %endif1622
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1642 = add i32 %call1632, %v1635
  %111 = sext i32 %rank1642 to i64
  %p1643 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %111
  store i32 %sel1170, ptr addrspace(3) %p1643, align 4
  %up1645 = shl i32 %sel1175, %s1440
  %digit1646 = lshr i32 %up1645, 24
  %112 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1646) #5
  %below1647 = and i32 %112, %lt
  %call1648 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1647)
  %counter1649 = or disjoint i32 %digit1646, %warp
  %113 = zext nneg i32 %counter1649 to i64
  %p1650 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %113
  %v1651 = load i32, ptr addrspace(3) %p1650, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1652 = icmp eq i32 %below1647, 0
  br i1 %cmp1652, label %then1653, label %endif1654

then1653:                                         ; preds = %endif1638
  %call1655 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %112)
  %c1656 = add i32 %v1651, %call1655
  store i32 %c1656, ptr addrspace(3) %p1650, align 4
  br label %endif1654

endif1654:                                        ; preds = %then1653, %endif1638
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1658 = add i32 %call1648, %v1651
  %114 = sext i32 %rank1658 to i64
  %p1659 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %114
  store i32 %sel1175, ptr addrspace(3) %p1659, align 4
  %up1661 = shl i32 %sel1180, %s1440
  %digit1662 = lshr i32 %up1661, 24
  %115 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1662) #5
  %below1663 = and i32 %115, %lt
  %call1664 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1663)
  %counter1665 = or disjoint i32 %digit1662, %warp
  %116 = zext nneg i32 %counter1665 to i64
  %p1666 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %116
  %v1667 = load i32, ptr addrspace(3) %p1666, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1668 = icmp eq i32 %below1663, 0
  br i1 %cmp1668, label %then1669, label %endif1670

then1669:                                         ; preds = %endif1654
  %call1671 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %115)
  %c1672 = add i32 %v1667, %call1671
  store i32 %c1672, ptr addrspace(3) %p1666, align 4
  br label %endif1670

endif1670:                                        ; preds = %then1669, %endif1654
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1674 = add i32 %call1664, %v1667
  %117 = sext i32 %rank1674 to i64
  %p1675 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %117
  store i32 %sel1180, ptr addrspace(3) %p1675, align 4
  %up1677 = shl i32 %sel1185, %s1440
  %digit1678 = lshr i32 %up1677, 24
  %118 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1678) #5
  %below1679 = and i32 %118, %lt
  %call1680 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1679)
  %counter1681 = or disjoint i32 %digit1678, %warp
  %119 = zext nneg i32 %counter1681 to i64
  %p1682 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %119
  %v1683 = load i32, ptr addrspace(3) %p1682, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1684 = icmp eq i32 %below1679, 0
  br i1 %cmp1684, label %then1685, label %endif1686

then1685:                                         ; preds = %endif1670
  %call1687 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %118)
  %c1688 = add i32 %v1683, %call1687
  store i32 %c1688, ptr addrspace(3) %p1682, align 4
  br label %endif1686

endif1686:                                        ; preds = %then1685, %endif1670
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1690 = add i32 %call1680, %v1683
  %120 = sext i32 %rank1690 to i64
  %p1691 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %120
  store i32 %sel1185, ptr addrspace(3) %p1691, align 4
  %up1693 = shl i32 %sel1190, %s1440
  %digit1694 = lshr i32 %up1693, 24
  %121 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1694) #5
  %below1695 = and i32 %121, %lt
  %call1696 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1695)
  %counter1697 = or disjoint i32 %digit1694, %warp
  %122 = zext nneg i32 %counter1697 to i64
  %p1698 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %122
  %v1699 = load i32, ptr addrspace(3) %p1698, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1700 = icmp eq i32 %below1695, 0
  br i1 %cmp1700, label %then1701, label %endif1702

then1701:                                         ; preds = %endif1686
  %call1703 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %121)
  %c1704 = add i32 %v1699, %call1703
  store i32 %c1704, ptr addrspace(3) %p1698, align 4
  br label %endif1702

endif1702:                                        ; preds = %then1701, %endif1686
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1706 = add i32 %call1696, %v1699
  %123 = sext i32 %rank1706 to i64
  %p1707 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %123
  store i32 %sel1190, ptr addrspace(3) %p1707, align 4
  %up1709 = shl i32 %sel1195, %s1440
  %digit1710 = lshr i32 %up1709, 24
  %124 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1710) #5
  %below1711 = and i32 %124, %lt
  %call1712 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1711)
  %counter1713 = or disjoint i32 %digit1710, %warp
  %125 = zext nneg i32 %counter1713 to i64
  %p1714 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %125
  %v1715 = load i32, ptr addrspace(3) %p1714, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1716 = icmp eq i32 %below1711, 0
  br i1 %cmp1716, label %then1717, label %endif1718

then1717:                                         ; preds = %endif1702
  %call1719 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %124)
  %c1720 = add i32 %v1715, %call1719
  store i32 %c1720, ptr addrspace(3) %p1714, align 4
  br label %endif1718

endif1718:                                        ; preds = %then1717, %endif1702
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1722 = add i32 %call1712, %v1715
  %126 = sext i32 %rank1722 to i64
  %p1723 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %126
  store i32 %sel1195, ptr addrspace(3) %p1723, align 4
  %up1725 = shl i32 %sel1200, %s1440
  %digit1726 = lshr i32 %up1725, 24
  %127 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1726) #5
  %below1727 = and i32 %127, %lt
  %call1728 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1727)
  %counter1729 = or disjoint i32 %digit1726, %warp
  %128 = zext nneg i32 %counter1729 to i64
  %p1730 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %128
  %v1731 = load i32, ptr addrspace(3) %p1730, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1732 = icmp eq i32 %below1727, 0
  br i1 %cmp1732, label %then1733, label %endif1734

then1733:                                         ; preds = %endif1718
  %call1735 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %127)
  %c1736 = add i32 %v1731, %call1735
  store i32 %c1736, ptr addrspace(3) %p1730, align 4
  br label %endif1734

endif1734:                                        ; preds = %then1733, %endif1718
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1738 = add i32 %call1728, %v1731
  %129 = sext i32 %rank1738 to i64
  %p1739 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %129
  store i32 %sel1200, ptr addrspace(3) %p1739, align 4
  %up1741 = shl i32 %sel1205, %s1440
  %digit1742 = lshr i32 %up1741, 24
  %130 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1742) #5
  %below1743 = and i32 %130, %lt
  %call1744 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1743)
  %counter1745 = or disjoint i32 %digit1742, %warp
  %131 = zext nneg i32 %counter1745 to i64
  %p1746 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %131
  %v1747 = load i32, ptr addrspace(3) %p1746, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1748 = icmp eq i32 %below1743, 0
  br i1 %cmp1748, label %then1749, label %endif1750

then1749:                                         ; preds = %endif1734
  %call1751 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %130)
  %c1752 = add i32 %v1747, %call1751
  store i32 %c1752, ptr addrspace(3) %p1746, align 4
  br label %endif1750

endif1750:                                        ; preds = %then1749, %endif1734
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1754 = add i32 %call1744, %v1747
  %132 = sext i32 %rank1754 to i64
  %p1755 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %132
  store i32 %sel1205, ptr addrspace(3) %p1755, align 4
  %up1757 = shl i32 %sel1210, %s1440
  %digit1758 = lshr i32 %up1757, 24
  %133 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1758) #5
  %below1759 = and i32 %133, %lt
  %call1760 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1759)
  %counter1761 = or disjoint i32 %digit1758, %warp
  %134 = zext nneg i32 %counter1761 to i64
  %p1762 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %134
  %v1763 = load i32, ptr addrspace(3) %p1762, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1764 = icmp eq i32 %below1759, 0
  br i1 %cmp1764, label %then1765, label %endif1766

then1765:                                         ; preds = %endif1750
  %call1767 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %133)
  %c1768 = add i32 %v1763, %call1767
  store i32 %c1768, ptr addrspace(3) %p1762, align 4
  br label %endif1766

endif1766:                                        ; preds = %then1765, %endif1750
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1770 = add i32 %call1760, %v1763
  %135 = sext i32 %rank1770 to i64
  %p1771 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %135
  store i32 %sel1210, ptr addrspace(3) %p1771, align 4
  %up1773 = shl i32 %sel1215, %s1440
  %digit1774 = lshr i32 %up1773, 24
  %136 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1774) #5
  %below1775 = and i32 %136, %lt
  %call1776 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1775)
  %counter1777 = or disjoint i32 %digit1774, %warp
  %137 = zext nneg i32 %counter1777 to i64
  %p1778 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %137
  %v1779 = load i32, ptr addrspace(3) %p1778, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1780 = icmp eq i32 %below1775, 0
  br i1 %cmp1780, label %then1781, label %endif1782

then1781:                                         ; preds = %endif1766
  %call1783 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %136)
  %c1784 = add i32 %v1779, %call1783
  store i32 %c1784, ptr addrspace(3) %p1778, align 4
  br label %endif1782

endif1782:                                        ; preds = %then1781, %endif1766
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1786 = add i32 %call1776, %v1779
  %138 = sext i32 %rank1786 to i64
  %p1787 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %138
  store i32 %sel1215, ptr addrspace(3) %p1787, align 4
  %up1789 = shl i32 %sel1220, %s1440
  %digit1790 = lshr i32 %up1789, 24
  %139 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1790) #5
  %below1791 = and i32 %139, %lt
  %call1792 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1791)
  %counter1793 = or disjoint i32 %digit1790, %warp
  %140 = zext nneg i32 %counter1793 to i64
  %p1794 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %140
  %v1795 = load i32, ptr addrspace(3) %p1794, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1796 = icmp eq i32 %below1791, 0
  br i1 %cmp1796, label %then1797, label %endif1798

then1797:                                         ; preds = %endif1782
  %call1799 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %139)
  %c1800 = add i32 %v1795, %call1799
  store i32 %c1800, ptr addrspace(3) %p1794, align 4
  br label %endif1798

endif1798:                                        ; preds = %then1797, %endif1782
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1802 = add i32 %call1792, %v1795
  %141 = sext i32 %rank1802 to i64
  %p1803 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %141
  store i32 %sel1220, ptr addrspace(3) %p1803, align 4
  %up1805 = shl i32 %sel1225, %s1440
  %digit1806 = lshr i32 %up1805, 24
  %142 = tail call i32 asm sideeffect "{ .reg .pred p; .reg .b32 t, m; and.b32 t, $1, 1; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 $0, p, -1; @!p not.b32 $0, $0; and.b32 t, $1, 2; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 4; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 8; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 16; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 32; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 64; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; and.b32 t, $1, 128; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 m, p, -1; @!p not.b32 m, m; and.b32 $0, $0, m; }", "=r,r"(i32 %digit1806) #5
  %below1807 = and i32 %142, %lt
  %call1808 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %below1807)
  %counter1809 = or disjoint i32 %digit1806, %warp
  %143 = zext nneg i32 %counter1809 to i64
  %p1810 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.1, i64 %143
  %v1811 = load i32, ptr addrspace(3) %p1810, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1812 = icmp eq i32 %below1807, 0
  br i1 %cmp1812, label %then1813, label %endif1814

then1813:                                         ; preds = %endif1798
  %call1815 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %142)
  %c1816 = add i32 %v1811, %call1815
  store i32 %c1816, ptr addrspace(3) %p1810, align 4
  br label %endif1814

endif1814:                                        ; preds = %then1813, %endif1798
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %rank1818 = add i32 %call1808, %v1811
  %144 = sext i32 %rank1818 to i64
  %p1819 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %144
  store i32 %sel1225, ptr addrspace(3) %p1819, align 4
  %sel1820 = select i1 %cmp1.not, ptr addrspace(1) %5, ptr addrspace(1) %3
  %at1831 = zext nneg i32 %at28 to i64
  br i1 %cmp21, label %then1822, label %else1823

then1822:                                         ; preds = %endif1814
  br i1 %cmp2, label %then1825, label %else1826

else1823:                                         ; preds = %endif1814
  %add2315 = add nuw nsw i64 %mul, %at1831
  %sub2316 = add i64 %2, -1
  %call2317 = tail call i64 @llvm.smin.i64(i64 %add2315, i64 %sub2316)
  br i1 %cmp2, label %then2308, label %else2309

endif1824:                                        ; preds = %then2308, %else2309, %then1825, %else1826
  %phi2887 = phi float [ %fmul1839, %then1825 ], [ %v2122, %else1826 ], [ %fmul2324, %then2308 ], [ %v2655, %else2309 ]
  %phi2888 = phi float [ %fmul1851, %then1825 ], [ %v2129, %else1826 ], [ %fmul2338, %then2308 ], [ %v2664, %else2309 ]
  %phi2889 = phi float [ %fmul1863, %then1825 ], [ %v2136, %else1826 ], [ %fmul2352, %then2308 ], [ %v2673, %else2309 ]
  %phi2890 = phi float [ %fmul1875, %then1825 ], [ %v2143, %else1826 ], [ %fmul2366, %then2308 ], [ %v2682, %else2309 ]
  %phi2891 = phi float [ %fmul1887, %then1825 ], [ %v2150, %else1826 ], [ %fmul2380, %then2308 ], [ %v2691, %else2309 ]
  %phi2892 = phi float [ %fmul1899, %then1825 ], [ %v2157, %else1826 ], [ %fmul2394, %then2308 ], [ %v2700, %else2309 ]
  %phi2893 = phi float [ %fmul1911, %then1825 ], [ %v2164, %else1826 ], [ %fmul2408, %then2308 ], [ %v2709, %else2309 ]
  %phi2894 = phi float [ %fmul1923, %then1825 ], [ %v2171, %else1826 ], [ %fmul2422, %then2308 ], [ %v2718, %else2309 ]
  %phi2895 = phi float [ %fmul1935, %then1825 ], [ %v2178, %else1826 ], [ %fmul2436, %then2308 ], [ %v2727, %else2309 ]
  %phi2896 = phi float [ %fmul1947, %then1825 ], [ %v2185, %else1826 ], [ %fmul2450, %then2308 ], [ %v2736, %else2309 ]
  %phi2897 = phi float [ %fmul1959, %then1825 ], [ %v2192, %else1826 ], [ %fmul2464, %then2308 ], [ %v2745, %else2309 ]
  %phi2898 = phi float [ %fmul1971, %then1825 ], [ %v2199, %else1826 ], [ %fmul2478, %then2308 ], [ %v2754, %else2309 ]
  %phi2899 = phi float [ %fmul1983, %then1825 ], [ %v2206, %else1826 ], [ %fmul2492, %then2308 ], [ %v2763, %else2309 ]
  %phi2900 = phi float [ %fmul1995, %then1825 ], [ %v2213, %else1826 ], [ %fmul2506, %then2308 ], [ %v2772, %else2309 ]
  %phi2901 = phi float [ %fmul2007, %then1825 ], [ %v2220, %else1826 ], [ %fmul2520, %then2308 ], [ %v2781, %else2309 ]
  %phi2902 = phi float [ %fmul2019, %then1825 ], [ %v2227, %else1826 ], [ %fmul2534, %then2308 ], [ %v2790, %else2309 ]
  %phi2903 = phi float [ %fmul2031, %then1825 ], [ %v2234, %else1826 ], [ %fmul2548, %then2308 ], [ %v2799, %else2309 ]
  %phi2904 = phi float [ %fmul2043, %then1825 ], [ %v2241, %else1826 ], [ %fmul2562, %then2308 ], [ %v2808, %else2309 ]
  %phi2905 = phi float [ %fmul2055, %then1825 ], [ %v2248, %else1826 ], [ %fmul2576, %then2308 ], [ %v2817, %else2309 ]
  %phi2906 = phi float [ %fmul2067, %then1825 ], [ %v2255, %else1826 ], [ %fmul2590, %then2308 ], [ %v2826, %else2309 ]
  %phi2907 = phi float [ %fmul2079, %then1825 ], [ %v2262, %else1826 ], [ %fmul2604, %then2308 ], [ %v2835, %else2309 ]
  %phi2908 = phi float [ %fmul2091, %then1825 ], [ %v2269, %else1826 ], [ %fmul2618, %then2308 ], [ %v2844, %else2309 ]
  %phi2909 = phi float [ %fmul2103, %then1825 ], [ %v2276, %else1826 ], [ %fmul2632, %then2308 ], [ %v2853, %else2309 ]
  %phi2910 = phi float [ %fmul2115, %then1825 ], [ %v2283, %else1826 ], [ %fmul2646, %then2308 ], [ %v2862, %else2309 ]
  br i1 %cmp1323.not, label %repeat.exit, label %repeat.body.preheader

repeat.body.preheader:                            ; preds = %endif1824
  %sub2911 = add nsw i64 %tile, -1
  %invariant.gep = getelementptr i8, ptr addrspace(1) %10, i64 64
  br label %repeat.body

then1825:                                         ; preds = %then1822
  %add1832 = add nuw nsw i64 %mul, %at1831
  %sub1833 = add i64 %0, -1
  %call1834 = tail call i64 @llvm.smin.i64(i64 %add1832, i64 %sub1833)
  %call1835 = tail call i64 @llvm.smax.i64(i64 %call1834, i64 0)
  %p1836 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1835
  %v1837 = load i32, ptr addrspace(1) %p1836, align 4
  %sitofp1838 = sitofp i32 %v1837 to float
  %fmul1839 = fmul float %sitofp1838, 5.000000e-01
  %at1843 = zext nneg i32 %at1113.pre-phi to i64
  %add1844 = add nuw nsw i64 %mul, %at1843
  %call1846 = tail call i64 @llvm.smin.i64(i64 %add1844, i64 %sub1833)
  %call1847 = tail call i64 @llvm.smax.i64(i64 %call1846, i64 0)
  %p1848 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1847
  %v1849 = load i32, ptr addrspace(1) %p1848, align 4
  %sitofp1850 = sitofp i32 %v1849 to float
  %fmul1851 = fmul float %sitofp1850, 5.000000e-01
  %at1855 = zext nneg i32 %at1118.pre-phi to i64
  %add1856 = add nuw nsw i64 %mul, %at1855
  %call1858 = tail call i64 @llvm.smin.i64(i64 %add1856, i64 %sub1833)
  %call1859 = tail call i64 @llvm.smax.i64(i64 %call1858, i64 0)
  %p1860 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1859
  %v1861 = load i32, ptr addrspace(1) %p1860, align 4
  %sitofp1862 = sitofp i32 %v1861 to float
  %fmul1863 = fmul float %sitofp1862, 5.000000e-01
  %at1867 = zext nneg i32 %at1123.pre-phi to i64
  %add1868 = add nuw nsw i64 %mul, %at1867
  %call1870 = tail call i64 @llvm.smin.i64(i64 %add1868, i64 %sub1833)
  %call1871 = tail call i64 @llvm.smax.i64(i64 %call1870, i64 0)
  %p1872 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1871
  %v1873 = load i32, ptr addrspace(1) %p1872, align 4
  %sitofp1874 = sitofp i32 %v1873 to float
  %fmul1875 = fmul float %sitofp1874, 5.000000e-01
  %at1879 = zext nneg i32 %at1128.pre-phi to i64
  %add1880 = add nuw nsw i64 %mul, %at1879
  %call1882 = tail call i64 @llvm.smin.i64(i64 %add1880, i64 %sub1833)
  %call1883 = tail call i64 @llvm.smax.i64(i64 %call1882, i64 0)
  %p1884 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1883
  %v1885 = load i32, ptr addrspace(1) %p1884, align 4
  %sitofp1886 = sitofp i32 %v1885 to float
  %fmul1887 = fmul float %sitofp1886, 5.000000e-01
  %at1891 = zext nneg i32 %at1133.pre-phi to i64
  %add1892 = add nuw nsw i64 %mul, %at1891
  %call1894 = tail call i64 @llvm.smin.i64(i64 %add1892, i64 %sub1833)
  %call1895 = tail call i64 @llvm.smax.i64(i64 %call1894, i64 0)
  %p1896 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1895
  %v1897 = load i32, ptr addrspace(1) %p1896, align 4
  %sitofp1898 = sitofp i32 %v1897 to float
  %fmul1899 = fmul float %sitofp1898, 5.000000e-01
  %at1903 = zext nneg i32 %at1138.pre-phi to i64
  %add1904 = add nuw nsw i64 %mul, %at1903
  %call1906 = tail call i64 @llvm.smin.i64(i64 %add1904, i64 %sub1833)
  %call1907 = tail call i64 @llvm.smax.i64(i64 %call1906, i64 0)
  %p1908 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1907
  %v1909 = load i32, ptr addrspace(1) %p1908, align 4
  %sitofp1910 = sitofp i32 %v1909 to float
  %fmul1911 = fmul float %sitofp1910, 5.000000e-01
  %at1915 = zext nneg i32 %at1143.pre-phi to i64
  %add1916 = add nuw nsw i64 %mul, %at1915
  %call1918 = tail call i64 @llvm.smin.i64(i64 %add1916, i64 %sub1833)
  %call1919 = tail call i64 @llvm.smax.i64(i64 %call1918, i64 0)
  %p1920 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1919
  %v1921 = load i32, ptr addrspace(1) %p1920, align 4
  %sitofp1922 = sitofp i32 %v1921 to float
  %fmul1923 = fmul float %sitofp1922, 5.000000e-01
  %at1927 = zext nneg i32 %at1148.pre-phi to i64
  %add1928 = add nuw nsw i64 %mul, %at1927
  %call1930 = tail call i64 @llvm.smin.i64(i64 %add1928, i64 %sub1833)
  %call1931 = tail call i64 @llvm.smax.i64(i64 %call1930, i64 0)
  %p1932 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1931
  %v1933 = load i32, ptr addrspace(1) %p1932, align 4
  %sitofp1934 = sitofp i32 %v1933 to float
  %fmul1935 = fmul float %sitofp1934, 5.000000e-01
  %at1939 = zext nneg i32 %at1153.pre-phi to i64
  %add1940 = add nuw nsw i64 %mul, %at1939
  %call1942 = tail call i64 @llvm.smin.i64(i64 %add1940, i64 %sub1833)
  %call1943 = tail call i64 @llvm.smax.i64(i64 %call1942, i64 0)
  %p1944 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1943
  %v1945 = load i32, ptr addrspace(1) %p1944, align 4
  %sitofp1946 = sitofp i32 %v1945 to float
  %fmul1947 = fmul float %sitofp1946, 5.000000e-01
  %at1951 = zext nneg i32 %at1158.pre-phi to i64
  %add1952 = add nuw nsw i64 %mul, %at1951
  %call1954 = tail call i64 @llvm.smin.i64(i64 %add1952, i64 %sub1833)
  %call1955 = tail call i64 @llvm.smax.i64(i64 %call1954, i64 0)
  %p1956 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1955
  %v1957 = load i32, ptr addrspace(1) %p1956, align 4
  %sitofp1958 = sitofp i32 %v1957 to float
  %fmul1959 = fmul float %sitofp1958, 5.000000e-01
  %at1963 = zext nneg i32 %at1163.pre-phi to i64
  %add1964 = add nuw nsw i64 %mul, %at1963
  %call1966 = tail call i64 @llvm.smin.i64(i64 %add1964, i64 %sub1833)
  %call1967 = tail call i64 @llvm.smax.i64(i64 %call1966, i64 0)
  %p1968 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1967
  %v1969 = load i32, ptr addrspace(1) %p1968, align 4
  %sitofp1970 = sitofp i32 %v1969 to float
  %fmul1971 = fmul float %sitofp1970, 5.000000e-01
  %at1975 = zext nneg i32 %at1168.pre-phi to i64
  %add1976 = add nuw nsw i64 %mul, %at1975
  %call1978 = tail call i64 @llvm.smin.i64(i64 %add1976, i64 %sub1833)
  %call1979 = tail call i64 @llvm.smax.i64(i64 %call1978, i64 0)
  %p1980 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1979
  %v1981 = load i32, ptr addrspace(1) %p1980, align 4
  %sitofp1982 = sitofp i32 %v1981 to float
  %fmul1983 = fmul float %sitofp1982, 5.000000e-01
  %at1987 = zext nneg i32 %at1173.pre-phi to i64
  %add1988 = add nuw nsw i64 %mul, %at1987
  %call1990 = tail call i64 @llvm.smin.i64(i64 %add1988, i64 %sub1833)
  %call1991 = tail call i64 @llvm.smax.i64(i64 %call1990, i64 0)
  %p1992 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call1991
  %v1993 = load i32, ptr addrspace(1) %p1992, align 4
  %sitofp1994 = sitofp i32 %v1993 to float
  %fmul1995 = fmul float %sitofp1994, 5.000000e-01
  %at1999 = zext nneg i32 %at1178.pre-phi to i64
  %add2000 = add nuw nsw i64 %mul, %at1999
  %call2002 = tail call i64 @llvm.smin.i64(i64 %add2000, i64 %sub1833)
  %call2003 = tail call i64 @llvm.smax.i64(i64 %call2002, i64 0)
  %p2004 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2003
  %v2005 = load i32, ptr addrspace(1) %p2004, align 4
  %sitofp2006 = sitofp i32 %v2005 to float
  %fmul2007 = fmul float %sitofp2006, 5.000000e-01
  %at2011 = zext nneg i32 %at1183.pre-phi to i64
  %add2012 = add nuw nsw i64 %mul, %at2011
  %call2014 = tail call i64 @llvm.smin.i64(i64 %add2012, i64 %sub1833)
  %call2015 = tail call i64 @llvm.smax.i64(i64 %call2014, i64 0)
  %p2016 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2015
  %v2017 = load i32, ptr addrspace(1) %p2016, align 4
  %sitofp2018 = sitofp i32 %v2017 to float
  %fmul2019 = fmul float %sitofp2018, 5.000000e-01
  %at2023 = zext nneg i32 %at1188.pre-phi to i64
  %add2024 = add nuw nsw i64 %mul, %at2023
  %call2026 = tail call i64 @llvm.smin.i64(i64 %add2024, i64 %sub1833)
  %call2027 = tail call i64 @llvm.smax.i64(i64 %call2026, i64 0)
  %p2028 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2027
  %v2029 = load i32, ptr addrspace(1) %p2028, align 4
  %sitofp2030 = sitofp i32 %v2029 to float
  %fmul2031 = fmul float %sitofp2030, 5.000000e-01
  %at2035 = zext nneg i32 %at1193.pre-phi to i64
  %add2036 = add nuw nsw i64 %mul, %at2035
  %call2038 = tail call i64 @llvm.smin.i64(i64 %add2036, i64 %sub1833)
  %call2039 = tail call i64 @llvm.smax.i64(i64 %call2038, i64 0)
  %p2040 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2039
  %v2041 = load i32, ptr addrspace(1) %p2040, align 4
  %sitofp2042 = sitofp i32 %v2041 to float
  %fmul2043 = fmul float %sitofp2042, 5.000000e-01
  %at2047 = zext nneg i32 %at1198.pre-phi to i64
  %add2048 = add nuw nsw i64 %mul, %at2047
  %call2050 = tail call i64 @llvm.smin.i64(i64 %add2048, i64 %sub1833)
  %call2051 = tail call i64 @llvm.smax.i64(i64 %call2050, i64 0)
  %p2052 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2051
  %v2053 = load i32, ptr addrspace(1) %p2052, align 4
  %sitofp2054 = sitofp i32 %v2053 to float
  %fmul2055 = fmul float %sitofp2054, 5.000000e-01
  %at2059 = zext nneg i32 %at1203.pre-phi to i64
  %add2060 = add nuw nsw i64 %mul, %at2059
  %call2062 = tail call i64 @llvm.smin.i64(i64 %add2060, i64 %sub1833)
  %call2063 = tail call i64 @llvm.smax.i64(i64 %call2062, i64 0)
  %p2064 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2063
  %v2065 = load i32, ptr addrspace(1) %p2064, align 4
  %sitofp2066 = sitofp i32 %v2065 to float
  %fmul2067 = fmul float %sitofp2066, 5.000000e-01
  %at2071 = zext nneg i32 %at1208.pre-phi to i64
  %add2072 = add nuw nsw i64 %mul, %at2071
  %call2074 = tail call i64 @llvm.smin.i64(i64 %add2072, i64 %sub1833)
  %call2075 = tail call i64 @llvm.smax.i64(i64 %call2074, i64 0)
  %p2076 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2075
  %v2077 = load i32, ptr addrspace(1) %p2076, align 4
  %sitofp2078 = sitofp i32 %v2077 to float
  %fmul2079 = fmul float %sitofp2078, 5.000000e-01
  %at2083 = zext nneg i32 %at1213.pre-phi to i64
  %add2084 = add nuw nsw i64 %mul, %at2083
  %call2086 = tail call i64 @llvm.smin.i64(i64 %add2084, i64 %sub1833)
  %call2087 = tail call i64 @llvm.smax.i64(i64 %call2086, i64 0)
  %p2088 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2087
  %v2089 = load i32, ptr addrspace(1) %p2088, align 4
  %sitofp2090 = sitofp i32 %v2089 to float
  %fmul2091 = fmul float %sitofp2090, 5.000000e-01
  %at2095 = zext nneg i32 %at1218.pre-phi to i64
  %add2096 = add nuw nsw i64 %mul, %at2095
  %call2098 = tail call i64 @llvm.smin.i64(i64 %add2096, i64 %sub1833)
  %call2099 = tail call i64 @llvm.smax.i64(i64 %call2098, i64 0)
  %p2100 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2099
  %v2101 = load i32, ptr addrspace(1) %p2100, align 4
  %sitofp2102 = sitofp i32 %v2101 to float
  %fmul2103 = fmul float %sitofp2102, 5.000000e-01
  %at2107 = zext nneg i32 %at1223.pre-phi to i64
  %add2108 = add nuw nsw i64 %mul, %at2107
  %call2110 = tail call i64 @llvm.smin.i64(i64 %add2108, i64 %sub1833)
  %call2111 = tail call i64 @llvm.smax.i64(i64 %call2110, i64 0)
  %p2112 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2111
  %v2113 = load i32, ptr addrspace(1) %p2112, align 4
  %sitofp2114 = sitofp i32 %v2113 to float
  %fmul2115 = fmul float %sitofp2114, 5.000000e-01
  br label %endif1824

else1826:                                         ; preds = %then1822
  %145 = getelementptr inbounds float, ptr addrspace(1) %sel1820, i64 %mul
  %p2121 = getelementptr inbounds float, ptr addrspace(1) %145, i64 %at1831
  %v2122 = load float, ptr addrspace(1) %p2121, align 4
  %at2126 = zext nneg i32 %at1113.pre-phi to i64
  %p2128 = getelementptr inbounds float, ptr addrspace(1) %145, i64 %at2126
  %v2129 = load float, ptr addrspace(1) %p2128, align 4
  %at2133 = zext nneg i32 %at1118.pre-phi to i64
  %p2135 = getelementptr inbounds float, ptr addrspace(1) %145, i64 %at2133
  %v2136 = load float, ptr addrspace(1) %p2135, align 4
  %at2140 = zext nneg i32 %at1123.pre-phi to i64
  %p2142 = getelementptr inbounds float, ptr addrspace(1) %145, i64 %at2140
  %v2143 = load float, ptr addrspace(1) %p2142, align 4
  %at2147 = zext nneg i32 %at1128.pre-phi to i64
  %p2149 = getelementptr inbounds float, ptr addrspace(1) %145, i64 %at2147
  %v2150 = load float, ptr addrspace(1) %p2149, align 4
  %at2154 = zext nneg i32 %at1133.pre-phi to i64
  %p2156 = getelementptr inbounds float, ptr addrspace(1) %145, i64 %at2154
  %v2157 = load float, ptr addrspace(1) %p2156, align 4
  %at2161 = zext nneg i32 %at1138.pre-phi to i64
  %p2163 = getelementptr inbounds float, ptr addrspace(1) %145, i64 %at2161
  %v2164 = load float, ptr addrspace(1) %p2163, align 4
  %at2168 = zext nneg i32 %at1143.pre-phi to i64
  %p2170 = getelementptr inbounds float, ptr addrspace(1) %145, i64 %at2168
  %v2171 = load float, ptr addrspace(1) %p2170, align 4
  %at2175 = zext nneg i32 %at1148.pre-phi to i64
  %p2177 = getelementptr inbounds float, ptr addrspace(1) %145, i64 %at2175
  %v2178 = load float, ptr addrspace(1) %p2177, align 4
  %at2182 = zext nneg i32 %at1153.pre-phi to i64
  %p2184 = getelementptr inbounds float, ptr addrspace(1) %145, i64 %at2182
  %v2185 = load float, ptr addrspace(1) %p2184, align 4
  %at2189 = zext nneg i32 %at1158.pre-phi to i64
  %p2191 = getelementptr inbounds float, ptr addrspace(1) %145, i64 %at2189
  %v2192 = load float, ptr addrspace(1) %p2191, align 4
  %at2196 = zext nneg i32 %at1163.pre-phi to i64
  %p2198 = getelementptr inbounds float, ptr addrspace(1) %145, i64 %at2196
  %v2199 = load float, ptr addrspace(1) %p2198, align 4
  %at2203 = zext nneg i32 %at1168.pre-phi to i64
  %p2205 = getelementptr inbounds float, ptr addrspace(1) %145, i64 %at2203
  %v2206 = load float, ptr addrspace(1) %p2205, align 4
  %at2210 = zext nneg i32 %at1173.pre-phi to i64
  %p2212 = getelementptr inbounds float, ptr addrspace(1) %145, i64 %at2210
  %v2213 = load float, ptr addrspace(1) %p2212, align 4
  %at2217 = zext nneg i32 %at1178.pre-phi to i64
  %p2219 = getelementptr inbounds float, ptr addrspace(1) %145, i64 %at2217
  %v2220 = load float, ptr addrspace(1) %p2219, align 4
  %at2224 = zext nneg i32 %at1183.pre-phi to i64
  %p2226 = getelementptr inbounds float, ptr addrspace(1) %145, i64 %at2224
  %v2227 = load float, ptr addrspace(1) %p2226, align 4
  %at2231 = zext nneg i32 %at1188.pre-phi to i64
  %p2233 = getelementptr inbounds float, ptr addrspace(1) %145, i64 %at2231
  %v2234 = load float, ptr addrspace(1) %p2233, align 4
  %at2238 = zext nneg i32 %at1193.pre-phi to i64
  %p2240 = getelementptr inbounds float, ptr addrspace(1) %145, i64 %at2238
  %v2241 = load float, ptr addrspace(1) %p2240, align 4
  %at2245 = zext nneg i32 %at1198.pre-phi to i64
  %p2247 = getelementptr inbounds float, ptr addrspace(1) %145, i64 %at2245
  %v2248 = load float, ptr addrspace(1) %p2247, align 4
  %at2252 = zext nneg i32 %at1203.pre-phi to i64
  %p2254 = getelementptr inbounds float, ptr addrspace(1) %145, i64 %at2252
  %v2255 = load float, ptr addrspace(1) %p2254, align 4
  %at2259 = zext nneg i32 %at1208.pre-phi to i64
  %p2261 = getelementptr inbounds float, ptr addrspace(1) %145, i64 %at2259
  %v2262 = load float, ptr addrspace(1) %p2261, align 4
  %at2266 = zext nneg i32 %at1213.pre-phi to i64
  %p2268 = getelementptr inbounds float, ptr addrspace(1) %145, i64 %at2266
  %v2269 = load float, ptr addrspace(1) %p2268, align 4
  %at2273 = zext nneg i32 %at1218.pre-phi to i64
  %p2275 = getelementptr inbounds float, ptr addrspace(1) %145, i64 %at2273
  %v2276 = load float, ptr addrspace(1) %p2275, align 4
  %at2280 = zext nneg i32 %at1223.pre-phi to i64
  %p2282 = getelementptr inbounds float, ptr addrspace(1) %145, i64 %at2280
  %v2283 = load float, ptr addrspace(1) %p2282, align 4
  br label %endif1824

then2308:                                         ; preds = %else1823
  %sub2318 = add i64 %0, -1
  %call2319 = tail call i64 @llvm.smin.i64(i64 %call2317, i64 %sub2318)
  %call2320 = tail call i64 @llvm.smax.i64(i64 %call2319, i64 0)
  %p2321 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2320
  %v2322 = load i32, ptr addrspace(1) %p2321, align 4
  %sitofp2323 = sitofp i32 %v2322 to float
  %fmul2324 = fmul float %sitofp2323, 5.000000e-01
  %at2328 = zext nneg i32 %at1113.pre-phi to i64
  %add2329 = add nuw nsw i64 %mul, %at2328
  %call2331 = tail call i64 @llvm.smin.i64(i64 %add2329, i64 %sub2316)
  %call2333 = tail call i64 @llvm.smin.i64(i64 %call2331, i64 %sub2318)
  %call2334 = tail call i64 @llvm.smax.i64(i64 %call2333, i64 0)
  %p2335 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2334
  %v2336 = load i32, ptr addrspace(1) %p2335, align 4
  %sitofp2337 = sitofp i32 %v2336 to float
  %fmul2338 = fmul float %sitofp2337, 5.000000e-01
  %at2342 = zext nneg i32 %at1118.pre-phi to i64
  %add2343 = add nuw nsw i64 %mul, %at2342
  %call2345 = tail call i64 @llvm.smin.i64(i64 %add2343, i64 %sub2316)
  %call2347 = tail call i64 @llvm.smin.i64(i64 %call2345, i64 %sub2318)
  %call2348 = tail call i64 @llvm.smax.i64(i64 %call2347, i64 0)
  %p2349 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2348
  %v2350 = load i32, ptr addrspace(1) %p2349, align 4
  %sitofp2351 = sitofp i32 %v2350 to float
  %fmul2352 = fmul float %sitofp2351, 5.000000e-01
  %at2356 = zext nneg i32 %at1123.pre-phi to i64
  %add2357 = add nuw nsw i64 %mul, %at2356
  %call2359 = tail call i64 @llvm.smin.i64(i64 %add2357, i64 %sub2316)
  %call2361 = tail call i64 @llvm.smin.i64(i64 %call2359, i64 %sub2318)
  %call2362 = tail call i64 @llvm.smax.i64(i64 %call2361, i64 0)
  %p2363 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2362
  %v2364 = load i32, ptr addrspace(1) %p2363, align 4
  %sitofp2365 = sitofp i32 %v2364 to float
  %fmul2366 = fmul float %sitofp2365, 5.000000e-01
  %at2370 = zext nneg i32 %at1128.pre-phi to i64
  %add2371 = add nuw nsw i64 %mul, %at2370
  %call2373 = tail call i64 @llvm.smin.i64(i64 %add2371, i64 %sub2316)
  %call2375 = tail call i64 @llvm.smin.i64(i64 %call2373, i64 %sub2318)
  %call2376 = tail call i64 @llvm.smax.i64(i64 %call2375, i64 0)
  %p2377 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2376
  %v2378 = load i32, ptr addrspace(1) %p2377, align 4
  %sitofp2379 = sitofp i32 %v2378 to float
  %fmul2380 = fmul float %sitofp2379, 5.000000e-01
  %at2384 = zext nneg i32 %at1133.pre-phi to i64
  %add2385 = add nuw nsw i64 %mul, %at2384
  %call2387 = tail call i64 @llvm.smin.i64(i64 %add2385, i64 %sub2316)
  %call2389 = tail call i64 @llvm.smin.i64(i64 %call2387, i64 %sub2318)
  %call2390 = tail call i64 @llvm.smax.i64(i64 %call2389, i64 0)
  %p2391 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2390
  %v2392 = load i32, ptr addrspace(1) %p2391, align 4
  %sitofp2393 = sitofp i32 %v2392 to float
  %fmul2394 = fmul float %sitofp2393, 5.000000e-01
  %at2398 = zext nneg i32 %at1138.pre-phi to i64
  %add2399 = add nuw nsw i64 %mul, %at2398
  %call2401 = tail call i64 @llvm.smin.i64(i64 %add2399, i64 %sub2316)
  %call2403 = tail call i64 @llvm.smin.i64(i64 %call2401, i64 %sub2318)
  %call2404 = tail call i64 @llvm.smax.i64(i64 %call2403, i64 0)
  %p2405 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2404
  %v2406 = load i32, ptr addrspace(1) %p2405, align 4
  %sitofp2407 = sitofp i32 %v2406 to float
  %fmul2408 = fmul float %sitofp2407, 5.000000e-01
  %at2412 = zext nneg i32 %at1143.pre-phi to i64
  %add2413 = add nuw nsw i64 %mul, %at2412
  %call2415 = tail call i64 @llvm.smin.i64(i64 %add2413, i64 %sub2316)
  %call2417 = tail call i64 @llvm.smin.i64(i64 %call2415, i64 %sub2318)
  %call2418 = tail call i64 @llvm.smax.i64(i64 %call2417, i64 0)
  %p2419 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2418
  %v2420 = load i32, ptr addrspace(1) %p2419, align 4
  %sitofp2421 = sitofp i32 %v2420 to float
  %fmul2422 = fmul float %sitofp2421, 5.000000e-01
  %at2426 = zext nneg i32 %at1148.pre-phi to i64
  %add2427 = add nuw nsw i64 %mul, %at2426
  %call2429 = tail call i64 @llvm.smin.i64(i64 %add2427, i64 %sub2316)
  %call2431 = tail call i64 @llvm.smin.i64(i64 %call2429, i64 %sub2318)
  %call2432 = tail call i64 @llvm.smax.i64(i64 %call2431, i64 0)
  %p2433 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2432
  %v2434 = load i32, ptr addrspace(1) %p2433, align 4
  %sitofp2435 = sitofp i32 %v2434 to float
  %fmul2436 = fmul float %sitofp2435, 5.000000e-01
  %at2440 = zext nneg i32 %at1153.pre-phi to i64
  %add2441 = add nuw nsw i64 %mul, %at2440
  %call2443 = tail call i64 @llvm.smin.i64(i64 %add2441, i64 %sub2316)
  %call2445 = tail call i64 @llvm.smin.i64(i64 %call2443, i64 %sub2318)
  %call2446 = tail call i64 @llvm.smax.i64(i64 %call2445, i64 0)
  %p2447 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2446
  %v2448 = load i32, ptr addrspace(1) %p2447, align 4
  %sitofp2449 = sitofp i32 %v2448 to float
  %fmul2450 = fmul float %sitofp2449, 5.000000e-01
  %at2454 = zext nneg i32 %at1158.pre-phi to i64
  %add2455 = add nuw nsw i64 %mul, %at2454
  %call2457 = tail call i64 @llvm.smin.i64(i64 %add2455, i64 %sub2316)
  %call2459 = tail call i64 @llvm.smin.i64(i64 %call2457, i64 %sub2318)
  %call2460 = tail call i64 @llvm.smax.i64(i64 %call2459, i64 0)
  %p2461 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2460
  %v2462 = load i32, ptr addrspace(1) %p2461, align 4
  %sitofp2463 = sitofp i32 %v2462 to float
  %fmul2464 = fmul float %sitofp2463, 5.000000e-01
  %at2468 = zext nneg i32 %at1163.pre-phi to i64
  %add2469 = add nuw nsw i64 %mul, %at2468
  %call2471 = tail call i64 @llvm.smin.i64(i64 %add2469, i64 %sub2316)
  %call2473 = tail call i64 @llvm.smin.i64(i64 %call2471, i64 %sub2318)
  %call2474 = tail call i64 @llvm.smax.i64(i64 %call2473, i64 0)
  %p2475 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2474
  %v2476 = load i32, ptr addrspace(1) %p2475, align 4
  %sitofp2477 = sitofp i32 %v2476 to float
  %fmul2478 = fmul float %sitofp2477, 5.000000e-01
  %at2482 = zext nneg i32 %at1168.pre-phi to i64
  %add2483 = add nuw nsw i64 %mul, %at2482
  %call2485 = tail call i64 @llvm.smin.i64(i64 %add2483, i64 %sub2316)
  %call2487 = tail call i64 @llvm.smin.i64(i64 %call2485, i64 %sub2318)
  %call2488 = tail call i64 @llvm.smax.i64(i64 %call2487, i64 0)
  %p2489 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2488
  %v2490 = load i32, ptr addrspace(1) %p2489, align 4
  %sitofp2491 = sitofp i32 %v2490 to float
  %fmul2492 = fmul float %sitofp2491, 5.000000e-01
  %at2496 = zext nneg i32 %at1173.pre-phi to i64
  %add2497 = add nuw nsw i64 %mul, %at2496
  %call2499 = tail call i64 @llvm.smin.i64(i64 %add2497, i64 %sub2316)
  %call2501 = tail call i64 @llvm.smin.i64(i64 %call2499, i64 %sub2318)
  %call2502 = tail call i64 @llvm.smax.i64(i64 %call2501, i64 0)
  %p2503 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2502
  %v2504 = load i32, ptr addrspace(1) %p2503, align 4
  %sitofp2505 = sitofp i32 %v2504 to float
  %fmul2506 = fmul float %sitofp2505, 5.000000e-01
  %at2510 = zext nneg i32 %at1178.pre-phi to i64
  %add2511 = add nuw nsw i64 %mul, %at2510
  %call2513 = tail call i64 @llvm.smin.i64(i64 %add2511, i64 %sub2316)
  %call2515 = tail call i64 @llvm.smin.i64(i64 %call2513, i64 %sub2318)
  %call2516 = tail call i64 @llvm.smax.i64(i64 %call2515, i64 0)
  %p2517 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2516
  %v2518 = load i32, ptr addrspace(1) %p2517, align 4
  %sitofp2519 = sitofp i32 %v2518 to float
  %fmul2520 = fmul float %sitofp2519, 5.000000e-01
  %at2524 = zext nneg i32 %at1183.pre-phi to i64
  %add2525 = add nuw nsw i64 %mul, %at2524
  %call2527 = tail call i64 @llvm.smin.i64(i64 %add2525, i64 %sub2316)
  %call2529 = tail call i64 @llvm.smin.i64(i64 %call2527, i64 %sub2318)
  %call2530 = tail call i64 @llvm.smax.i64(i64 %call2529, i64 0)
  %p2531 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2530
  %v2532 = load i32, ptr addrspace(1) %p2531, align 4
  %sitofp2533 = sitofp i32 %v2532 to float
  %fmul2534 = fmul float %sitofp2533, 5.000000e-01
  %at2538 = zext nneg i32 %at1188.pre-phi to i64
  %add2539 = add nuw nsw i64 %mul, %at2538
  %call2541 = tail call i64 @llvm.smin.i64(i64 %add2539, i64 %sub2316)
  %call2543 = tail call i64 @llvm.smin.i64(i64 %call2541, i64 %sub2318)
  %call2544 = tail call i64 @llvm.smax.i64(i64 %call2543, i64 0)
  %p2545 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2544
  %v2546 = load i32, ptr addrspace(1) %p2545, align 4
  %sitofp2547 = sitofp i32 %v2546 to float
  %fmul2548 = fmul float %sitofp2547, 5.000000e-01
  %at2552 = zext nneg i32 %at1193.pre-phi to i64
  %add2553 = add nuw nsw i64 %mul, %at2552
  %call2555 = tail call i64 @llvm.smin.i64(i64 %add2553, i64 %sub2316)
  %call2557 = tail call i64 @llvm.smin.i64(i64 %call2555, i64 %sub2318)
  %call2558 = tail call i64 @llvm.smax.i64(i64 %call2557, i64 0)
  %p2559 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2558
  %v2560 = load i32, ptr addrspace(1) %p2559, align 4
  %sitofp2561 = sitofp i32 %v2560 to float
  %fmul2562 = fmul float %sitofp2561, 5.000000e-01
  %at2566 = zext nneg i32 %at1198.pre-phi to i64
  %add2567 = add nuw nsw i64 %mul, %at2566
  %call2569 = tail call i64 @llvm.smin.i64(i64 %add2567, i64 %sub2316)
  %call2571 = tail call i64 @llvm.smin.i64(i64 %call2569, i64 %sub2318)
  %call2572 = tail call i64 @llvm.smax.i64(i64 %call2571, i64 0)
  %p2573 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2572
  %v2574 = load i32, ptr addrspace(1) %p2573, align 4
  %sitofp2575 = sitofp i32 %v2574 to float
  %fmul2576 = fmul float %sitofp2575, 5.000000e-01
  %at2580 = zext nneg i32 %at1203.pre-phi to i64
  %add2581 = add nuw nsw i64 %mul, %at2580
  %call2583 = tail call i64 @llvm.smin.i64(i64 %add2581, i64 %sub2316)
  %call2585 = tail call i64 @llvm.smin.i64(i64 %call2583, i64 %sub2318)
  %call2586 = tail call i64 @llvm.smax.i64(i64 %call2585, i64 0)
  %p2587 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2586
  %v2588 = load i32, ptr addrspace(1) %p2587, align 4
  %sitofp2589 = sitofp i32 %v2588 to float
  %fmul2590 = fmul float %sitofp2589, 5.000000e-01
  %at2594 = zext nneg i32 %at1208.pre-phi to i64
  %add2595 = add nuw nsw i64 %mul, %at2594
  %call2597 = tail call i64 @llvm.smin.i64(i64 %add2595, i64 %sub2316)
  %call2599 = tail call i64 @llvm.smin.i64(i64 %call2597, i64 %sub2318)
  %call2600 = tail call i64 @llvm.smax.i64(i64 %call2599, i64 0)
  %p2601 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2600
  %v2602 = load i32, ptr addrspace(1) %p2601, align 4
  %sitofp2603 = sitofp i32 %v2602 to float
  %fmul2604 = fmul float %sitofp2603, 5.000000e-01
  %at2608 = zext nneg i32 %at1213.pre-phi to i64
  %add2609 = add nuw nsw i64 %mul, %at2608
  %call2611 = tail call i64 @llvm.smin.i64(i64 %add2609, i64 %sub2316)
  %call2613 = tail call i64 @llvm.smin.i64(i64 %call2611, i64 %sub2318)
  %call2614 = tail call i64 @llvm.smax.i64(i64 %call2613, i64 0)
  %p2615 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2614
  %v2616 = load i32, ptr addrspace(1) %p2615, align 4
  %sitofp2617 = sitofp i32 %v2616 to float
  %fmul2618 = fmul float %sitofp2617, 5.000000e-01
  %at2622 = zext nneg i32 %at1218.pre-phi to i64
  %add2623 = add nuw nsw i64 %mul, %at2622
  %call2625 = tail call i64 @llvm.smin.i64(i64 %add2623, i64 %sub2316)
  %call2627 = tail call i64 @llvm.smin.i64(i64 %call2625, i64 %sub2318)
  %call2628 = tail call i64 @llvm.smax.i64(i64 %call2627, i64 0)
  %p2629 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2628
  %v2630 = load i32, ptr addrspace(1) %p2629, align 4
  %sitofp2631 = sitofp i32 %v2630 to float
  %fmul2632 = fmul float %sitofp2631, 5.000000e-01
  %at2636 = zext nneg i32 %at1223.pre-phi to i64
  %add2637 = add nuw nsw i64 %mul, %at2636
  %call2639 = tail call i64 @llvm.smin.i64(i64 %add2637, i64 %sub2316)
  %call2641 = tail call i64 @llvm.smin.i64(i64 %call2639, i64 %sub2318)
  %call2642 = tail call i64 @llvm.smax.i64(i64 %call2641, i64 0)
  %p2643 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call2642
  %v2644 = load i32, ptr addrspace(1) %p2643, align 4
  %sitofp2645 = sitofp i32 %v2644 to float
  %fmul2646 = fmul float %sitofp2645, 5.000000e-01
  br label %endif1824

else2309:                                         ; preds = %else1823
  %p2654 = getelementptr inbounds float, ptr addrspace(1) %sel1820, i64 %call2317
  %v2655 = load float, ptr addrspace(1) %p2654, align 4
  %at2659 = zext nneg i32 %at1113.pre-phi to i64
  %add2660 = add nuw nsw i64 %mul, %at2659
  %call2662 = tail call i64 @llvm.smin.i64(i64 %add2660, i64 %sub2316)
  %p2663 = getelementptr inbounds float, ptr addrspace(1) %sel1820, i64 %call2662
  %v2664 = load float, ptr addrspace(1) %p2663, align 4
  %at2668 = zext nneg i32 %at1118.pre-phi to i64
  %add2669 = add nuw nsw i64 %mul, %at2668
  %call2671 = tail call i64 @llvm.smin.i64(i64 %add2669, i64 %sub2316)
  %p2672 = getelementptr inbounds float, ptr addrspace(1) %sel1820, i64 %call2671
  %v2673 = load float, ptr addrspace(1) %p2672, align 4
  %at2677 = zext nneg i32 %at1123.pre-phi to i64
  %add2678 = add nuw nsw i64 %mul, %at2677
  %call2680 = tail call i64 @llvm.smin.i64(i64 %add2678, i64 %sub2316)
  %p2681 = getelementptr inbounds float, ptr addrspace(1) %sel1820, i64 %call2680
  %v2682 = load float, ptr addrspace(1) %p2681, align 4
  %at2686 = zext nneg i32 %at1128.pre-phi to i64
  %add2687 = add nuw nsw i64 %mul, %at2686
  %call2689 = tail call i64 @llvm.smin.i64(i64 %add2687, i64 %sub2316)
  %p2690 = getelementptr inbounds float, ptr addrspace(1) %sel1820, i64 %call2689
  %v2691 = load float, ptr addrspace(1) %p2690, align 4
  %at2695 = zext nneg i32 %at1133.pre-phi to i64
  %add2696 = add nuw nsw i64 %mul, %at2695
  %call2698 = tail call i64 @llvm.smin.i64(i64 %add2696, i64 %sub2316)
  %p2699 = getelementptr inbounds float, ptr addrspace(1) %sel1820, i64 %call2698
  %v2700 = load float, ptr addrspace(1) %p2699, align 4
  %at2704 = zext nneg i32 %at1138.pre-phi to i64
  %add2705 = add nuw nsw i64 %mul, %at2704
  %call2707 = tail call i64 @llvm.smin.i64(i64 %add2705, i64 %sub2316)
  %p2708 = getelementptr inbounds float, ptr addrspace(1) %sel1820, i64 %call2707
  %v2709 = load float, ptr addrspace(1) %p2708, align 4
  %at2713 = zext nneg i32 %at1143.pre-phi to i64
  %add2714 = add nuw nsw i64 %mul, %at2713
  %call2716 = tail call i64 @llvm.smin.i64(i64 %add2714, i64 %sub2316)
  %p2717 = getelementptr inbounds float, ptr addrspace(1) %sel1820, i64 %call2716
  %v2718 = load float, ptr addrspace(1) %p2717, align 4
  %at2722 = zext nneg i32 %at1148.pre-phi to i64
  %add2723 = add nuw nsw i64 %mul, %at2722
  %call2725 = tail call i64 @llvm.smin.i64(i64 %add2723, i64 %sub2316)
  %p2726 = getelementptr inbounds float, ptr addrspace(1) %sel1820, i64 %call2725
  %v2727 = load float, ptr addrspace(1) %p2726, align 4
  %at2731 = zext nneg i32 %at1153.pre-phi to i64
  %add2732 = add nuw nsw i64 %mul, %at2731
  %call2734 = tail call i64 @llvm.smin.i64(i64 %add2732, i64 %sub2316)
  %p2735 = getelementptr inbounds float, ptr addrspace(1) %sel1820, i64 %call2734
  %v2736 = load float, ptr addrspace(1) %p2735, align 4
  %at2740 = zext nneg i32 %at1158.pre-phi to i64
  %add2741 = add nuw nsw i64 %mul, %at2740
  %call2743 = tail call i64 @llvm.smin.i64(i64 %add2741, i64 %sub2316)
  %p2744 = getelementptr inbounds float, ptr addrspace(1) %sel1820, i64 %call2743
  %v2745 = load float, ptr addrspace(1) %p2744, align 4
  %at2749 = zext nneg i32 %at1163.pre-phi to i64
  %add2750 = add nuw nsw i64 %mul, %at2749
  %call2752 = tail call i64 @llvm.smin.i64(i64 %add2750, i64 %sub2316)
  %p2753 = getelementptr inbounds float, ptr addrspace(1) %sel1820, i64 %call2752
  %v2754 = load float, ptr addrspace(1) %p2753, align 4
  %at2758 = zext nneg i32 %at1168.pre-phi to i64
  %add2759 = add nuw nsw i64 %mul, %at2758
  %call2761 = tail call i64 @llvm.smin.i64(i64 %add2759, i64 %sub2316)
  %p2762 = getelementptr inbounds float, ptr addrspace(1) %sel1820, i64 %call2761
  %v2763 = load float, ptr addrspace(1) %p2762, align 4
  %at2767 = zext nneg i32 %at1173.pre-phi to i64
  %add2768 = add nuw nsw i64 %mul, %at2767
  %call2770 = tail call i64 @llvm.smin.i64(i64 %add2768, i64 %sub2316)
  %p2771 = getelementptr inbounds float, ptr addrspace(1) %sel1820, i64 %call2770
  %v2772 = load float, ptr addrspace(1) %p2771, align 4
  %at2776 = zext nneg i32 %at1178.pre-phi to i64
  %add2777 = add nuw nsw i64 %mul, %at2776
  %call2779 = tail call i64 @llvm.smin.i64(i64 %add2777, i64 %sub2316)
  %p2780 = getelementptr inbounds float, ptr addrspace(1) %sel1820, i64 %call2779
  %v2781 = load float, ptr addrspace(1) %p2780, align 4
  %at2785 = zext nneg i32 %at1183.pre-phi to i64
  %add2786 = add nuw nsw i64 %mul, %at2785
  %call2788 = tail call i64 @llvm.smin.i64(i64 %add2786, i64 %sub2316)
  %p2789 = getelementptr inbounds float, ptr addrspace(1) %sel1820, i64 %call2788
  %v2790 = load float, ptr addrspace(1) %p2789, align 4
  %at2794 = zext nneg i32 %at1188.pre-phi to i64
  %add2795 = add nuw nsw i64 %mul, %at2794
  %call2797 = tail call i64 @llvm.smin.i64(i64 %add2795, i64 %sub2316)
  %p2798 = getelementptr inbounds float, ptr addrspace(1) %sel1820, i64 %call2797
  %v2799 = load float, ptr addrspace(1) %p2798, align 4
  %at2803 = zext nneg i32 %at1193.pre-phi to i64
  %add2804 = add nuw nsw i64 %mul, %at2803
  %call2806 = tail call i64 @llvm.smin.i64(i64 %add2804, i64 %sub2316)
  %p2807 = getelementptr inbounds float, ptr addrspace(1) %sel1820, i64 %call2806
  %v2808 = load float, ptr addrspace(1) %p2807, align 4
  %at2812 = zext nneg i32 %at1198.pre-phi to i64
  %add2813 = add nuw nsw i64 %mul, %at2812
  %call2815 = tail call i64 @llvm.smin.i64(i64 %add2813, i64 %sub2316)
  %p2816 = getelementptr inbounds float, ptr addrspace(1) %sel1820, i64 %call2815
  %v2817 = load float, ptr addrspace(1) %p2816, align 4
  %at2821 = zext nneg i32 %at1203.pre-phi to i64
  %add2822 = add nuw nsw i64 %mul, %at2821
  %call2824 = tail call i64 @llvm.smin.i64(i64 %add2822, i64 %sub2316)
  %p2825 = getelementptr inbounds float, ptr addrspace(1) %sel1820, i64 %call2824
  %v2826 = load float, ptr addrspace(1) %p2825, align 4
  %at2830 = zext nneg i32 %at1208.pre-phi to i64
  %add2831 = add nuw nsw i64 %mul, %at2830
  %call2833 = tail call i64 @llvm.smin.i64(i64 %add2831, i64 %sub2316)
  %p2834 = getelementptr inbounds float, ptr addrspace(1) %sel1820, i64 %call2833
  %v2835 = load float, ptr addrspace(1) %p2834, align 4
  %at2839 = zext nneg i32 %at1213.pre-phi to i64
  %add2840 = add nuw nsw i64 %mul, %at2839
  %call2842 = tail call i64 @llvm.smin.i64(i64 %add2840, i64 %sub2316)
  %p2843 = getelementptr inbounds float, ptr addrspace(1) %sel1820, i64 %call2842
  %v2844 = load float, ptr addrspace(1) %p2843, align 4
  %at2848 = zext nneg i32 %at1218.pre-phi to i64
  %add2849 = add nuw nsw i64 %mul, %at2848
  %call2851 = tail call i64 @llvm.smin.i64(i64 %add2849, i64 %sub2316)
  %p2852 = getelementptr inbounds float, ptr addrspace(1) %sel1820, i64 %call2851
  %v2853 = load float, ptr addrspace(1) %p2852, align 4
  %at2857 = zext nneg i32 %at1223.pre-phi to i64
  %add2858 = add nuw nsw i64 %mul, %at2857
  %call2860 = tail call i64 @llvm.smin.i64(i64 %add2858, i64 %sub2316)
  %p2861 = getelementptr inbounds float, ptr addrspace(1) %sel1820, i64 %call2860
  %v2862 = load float, ptr addrspace(1) %p2861, align 4
  br label %endif1824

repeat.body:                                      ; preds = %repeat.body.preheader, %repeat.body
  %phi2912 = phi i64 [ %sel2923, %repeat.body ], [ %sub2911, %repeat.body.preheader ]
  %phi2913 = phi i64 [ %sel2921, %repeat.body ], [ 0, %repeat.body.preheader ]
  %mul2914 = shl i64 %phi2912, 8
  %add2915 = or disjoint i64 %mul2914, %14
  %gep = getelementptr i64, ptr addrspace(1) %invariant.gep, i64 %add2915
  %address2918 = ptrtoint ptr addrspace(1) %gep to i64
  %146 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address2918) #5
  %flag = lshr i64 %146, 32
  %cmp2919.not.not = icmp ugt i64 %flag, %mul1320
  %add2920 = select i1 %cmp2919.not.not, i64 %146, i64 0
  %sel2921 = add i64 %add2920, %phi2913
  %sub2922 = sext i1 %cmp2919.not.not to i64
  %sel2923 = add i64 %phi2912, %sub2922
  %cmp2924.not = icmp ult i64 %flag, %add1322
  br i1 %cmp2924.not, label %repeat.body, label %repeat.exit

repeat.exit:                                      ; preds = %repeat.body, %endif1824
  %phi2926 = phi i64 [ 0, %endif1824 ], [ %sel2921, %repeat.body ]
  br i1 %cmp1323.not, label %endif2929, label %then2928

then2928:                                         ; preds = %repeat.exit
  %f2936 = shl nuw nsw i64 %add1322, 32
  %add2934 = add i64 %phi2926, %count1355
  %v2935 = and i64 %add2934, 4294967295
  %word2937 = or disjoint i64 %v2935, %f2936
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 %word2937) #5
  br label %endif2929

endif2929:                                        ; preds = %then2928, %repeat.exit
  %last = and i64 %12, 256
  %cmp.not = icmp eq i64 %last, 0
  %147 = shl i32 %t, 5
  %148 = and i32 %147, -256
  %t2942 = or disjoint i32 %148, %call
  %149 = sext i32 %t2942 to i64
  %p2943 = getelementptr inbounds i32, ptr addrspace(1) %9, i64 %149
  %v2944 = load i32, ptr addrspace(1) %p2943, align 4
  %t2945 = trunc i64 %phi2926 to i32
  %b = sub i32 %t2945, %sel1410
  %base = add i32 %b, %v2944
  %p2946 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %14
  store i32 %base, ptr addrspace(3) %p2946, align 4
  tail call void @llvm.nvvm.barrier0()
  %sel2947 = select i1 %cmp1.not, ptr addrspace(1) %7, ptr addrspace(1) %8
  %cmp2949 = icmp slt i32 %call, %t20
  %p2950 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %14
  %v2951 = load i32, ptr addrspace(3) %p2950, align 4
  %s2952 = lshr i32 %v2951, %t
  %digit2953 = and i32 %s2952, 255
  %150 = zext nneg i32 %digit2953 to i64
  %p2954 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %150
  %v2955 = load i32, ptr addrspace(3) %p2954, align 4
  %to = add i32 %v2955, %call
  %to2956 = zext i32 %to to i64
  %sel2957 = select i1 %cmp1.not, ptr addrspace(1) %4, ptr addrspace(1) %6
  %sel2958 = select i1 %cmp.not, ptr addrspace(1) %sel2947, ptr addrspace(1) %sel2957
  %p2959 = getelementptr i32, ptr addrspace(1) %sel2958, i64 %to2956
  %address2960 = ptrtoint ptr addrspace(1) %p2959 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address2960, i32 %v2951, i1 %cmp2949) #5
  %d2961 = trunc i32 %s2952 to i8
  %p2962 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %14
  store i8 %d2961, ptr addrspace(3) %p2962, align 1
  %cmp2964 = icmp slt i32 %add4, %t20
  %p2965 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %15
  %v2966 = load i32, ptr addrspace(3) %p2965, align 4
  %s2967 = lshr i32 %v2966, %t
  %digit2968 = and i32 %s2967, 255
  %151 = zext nneg i32 %digit2968 to i64
  %p2969 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %151
  %v2970 = load i32, ptr addrspace(3) %p2969, align 4
  %to2971 = add i32 %v2970, %add4
  %to2972 = zext i32 %to2971 to i64
  %p2975 = getelementptr i32, ptr addrspace(1) %sel2958, i64 %to2972
  %address2976 = ptrtoint ptr addrspace(1) %p2975 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address2976, i32 %v2966, i1 %cmp2964) #5
  %d2977 = trunc i32 %s2967 to i8
  %p2978 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %15
  store i8 %d2977, ptr addrspace(3) %p2978, align 1
  %cmp2980 = icmp slt i32 %add6, %t20
  %p2981 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %16
  %v2982 = load i32, ptr addrspace(3) %p2981, align 4
  %s2983 = lshr i32 %v2982, %t
  %digit2984 = and i32 %s2983, 255
  %152 = zext nneg i32 %digit2984 to i64
  %p2985 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %152
  %v2986 = load i32, ptr addrspace(3) %p2985, align 4
  %to2987 = add i32 %v2986, %add6
  %to2988 = zext i32 %to2987 to i64
  %p2991 = getelementptr i32, ptr addrspace(1) %sel2958, i64 %to2988
  %address2992 = ptrtoint ptr addrspace(1) %p2991 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address2992, i32 %v2982, i1 %cmp2980) #5
  %d2993 = trunc i32 %s2983 to i8
  %p2994 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %16
  store i8 %d2993, ptr addrspace(3) %p2994, align 1
  %cmp2996 = icmp slt i32 %add8, %t20
  %p2997 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %17
  %v2998 = load i32, ptr addrspace(3) %p2997, align 4
  %s2999 = lshr i32 %v2998, %t
  %digit3000 = and i32 %s2999, 255
  %153 = zext nneg i32 %digit3000 to i64
  %p3001 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %153
  %v3002 = load i32, ptr addrspace(3) %p3001, align 4
  %to3003 = add i32 %v3002, %add8
  %to3004 = zext i32 %to3003 to i64
  %p3007 = getelementptr i32, ptr addrspace(1) %sel2958, i64 %to3004
  %address3008 = ptrtoint ptr addrspace(1) %p3007 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3008, i32 %v2998, i1 %cmp2996) #5
  %d3009 = trunc i32 %s2999 to i8
  %p3010 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %17
  store i8 %d3009, ptr addrspace(3) %p3010, align 1
  %cmp3012 = icmp slt i32 %add10, %t20
  %p3013 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %18
  %v3014 = load i32, ptr addrspace(3) %p3013, align 4
  %s3015 = lshr i32 %v3014, %t
  %digit3016 = and i32 %s3015, 255
  %154 = zext nneg i32 %digit3016 to i64
  %p3017 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %154
  %v3018 = load i32, ptr addrspace(3) %p3017, align 4
  %to3019 = add i32 %v3018, %add10
  %to3020 = zext i32 %to3019 to i64
  %p3023 = getelementptr i32, ptr addrspace(1) %sel2958, i64 %to3020
  %address3024 = ptrtoint ptr addrspace(1) %p3023 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3024, i32 %v3014, i1 %cmp3012) #5
  %d3025 = trunc i32 %s3015 to i8
  %p3026 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %18
  store i8 %d3025, ptr addrspace(3) %p3026, align 1
  %cmp3028 = icmp slt i32 %add12, %t20
  %p3029 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %19
  %v3030 = load i32, ptr addrspace(3) %p3029, align 4
  %s3031 = lshr i32 %v3030, %t
  %digit3032 = and i32 %s3031, 255
  %155 = zext nneg i32 %digit3032 to i64
  %p3033 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %155
  %v3034 = load i32, ptr addrspace(3) %p3033, align 4
  %to3035 = add i32 %v3034, %add12
  %to3036 = zext i32 %to3035 to i64
  %p3039 = getelementptr i32, ptr addrspace(1) %sel2958, i64 %to3036
  %address3040 = ptrtoint ptr addrspace(1) %p3039 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3040, i32 %v3030, i1 %cmp3028) #5
  %d3041 = trunc i32 %s3031 to i8
  %p3042 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %19
  store i8 %d3041, ptr addrspace(3) %p3042, align 1
  %cmp3044 = icmp slt i32 %add14, %t20
  %p3045 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %20
  %v3046 = load i32, ptr addrspace(3) %p3045, align 4
  %s3047 = lshr i32 %v3046, %t
  %digit3048 = and i32 %s3047, 255
  %156 = zext nneg i32 %digit3048 to i64
  %p3049 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %156
  %v3050 = load i32, ptr addrspace(3) %p3049, align 4
  %to3051 = add i32 %v3050, %add14
  %to3052 = zext i32 %to3051 to i64
  %p3055 = getelementptr i32, ptr addrspace(1) %sel2958, i64 %to3052
  %address3056 = ptrtoint ptr addrspace(1) %p3055 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3056, i32 %v3046, i1 %cmp3044) #5
  %d3057 = trunc i32 %s3047 to i8
  %p3058 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %20
  store i8 %d3057, ptr addrspace(3) %p3058, align 1
  %cmp3060 = icmp slt i32 %add16, %t20
  %p3061 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %21
  %v3062 = load i32, ptr addrspace(3) %p3061, align 4
  %s3063 = lshr i32 %v3062, %t
  %digit3064 = and i32 %s3063, 255
  %157 = zext nneg i32 %digit3064 to i64
  %p3065 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %157
  %v3066 = load i32, ptr addrspace(3) %p3065, align 4
  %to3067 = add i32 %v3066, %add16
  %to3068 = zext i32 %to3067 to i64
  %p3071 = getelementptr i32, ptr addrspace(1) %sel2958, i64 %to3068
  %address3072 = ptrtoint ptr addrspace(1) %p3071 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3072, i32 %v3062, i1 %cmp3060) #5
  %d3073 = trunc i32 %s3063 to i8
  %p3074 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %21
  store i8 %d3073, ptr addrspace(3) %p3074, align 1
  %add3075 = or disjoint i32 %call, 2048
  %cmp3076 = icmp slt i32 %add3075, %t20
  %158 = zext nneg i32 %add3075 to i64
  %p3077 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %158
  %v3078 = load i32, ptr addrspace(3) %p3077, align 4
  %s3079 = lshr i32 %v3078, %t
  %digit3080 = and i32 %s3079, 255
  %159 = zext nneg i32 %digit3080 to i64
  %p3081 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %159
  %v3082 = load i32, ptr addrspace(3) %p3081, align 4
  %to3083 = add i32 %v3082, %add3075
  %to3084 = zext i32 %to3083 to i64
  %p3087 = getelementptr i32, ptr addrspace(1) %sel2958, i64 %to3084
  %address3088 = ptrtoint ptr addrspace(1) %p3087 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3088, i32 %v3078, i1 %cmp3076) #5
  %d3089 = trunc i32 %s3079 to i8
  %p3090 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %158
  store i8 %d3089, ptr addrspace(3) %p3090, align 1
  %add3091 = or disjoint i32 %call, 2304
  %cmp3092 = icmp slt i32 %add3091, %t20
  %160 = zext nneg i32 %add3091 to i64
  %p3093 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %160
  %v3094 = load i32, ptr addrspace(3) %p3093, align 4
  %s3095 = lshr i32 %v3094, %t
  %digit3096 = and i32 %s3095, 255
  %161 = zext nneg i32 %digit3096 to i64
  %p3097 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %161
  %v3098 = load i32, ptr addrspace(3) %p3097, align 4
  %to3099 = add i32 %v3098, %add3091
  %to3100 = zext i32 %to3099 to i64
  %p3103 = getelementptr i32, ptr addrspace(1) %sel2958, i64 %to3100
  %address3104 = ptrtoint ptr addrspace(1) %p3103 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3104, i32 %v3094, i1 %cmp3092) #5
  %d3105 = trunc i32 %s3095 to i8
  %p3106 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %160
  store i8 %d3105, ptr addrspace(3) %p3106, align 1
  %add3107 = or disjoint i32 %call, 2560
  %cmp3108 = icmp slt i32 %add3107, %t20
  %162 = zext nneg i32 %add3107 to i64
  %p3109 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %162
  %v3110 = load i32, ptr addrspace(3) %p3109, align 4
  %s3111 = lshr i32 %v3110, %t
  %digit3112 = and i32 %s3111, 255
  %163 = zext nneg i32 %digit3112 to i64
  %p3113 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %163
  %v3114 = load i32, ptr addrspace(3) %p3113, align 4
  %to3115 = add i32 %v3114, %add3107
  %to3116 = zext i32 %to3115 to i64
  %p3119 = getelementptr i32, ptr addrspace(1) %sel2958, i64 %to3116
  %address3120 = ptrtoint ptr addrspace(1) %p3119 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3120, i32 %v3110, i1 %cmp3108) #5
  %d3121 = trunc i32 %s3111 to i8
  %p3122 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %162
  store i8 %d3121, ptr addrspace(3) %p3122, align 1
  %add3123 = or disjoint i32 %call, 2816
  %cmp3124 = icmp slt i32 %add3123, %t20
  %164 = zext nneg i32 %add3123 to i64
  %p3125 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %164
  %v3126 = load i32, ptr addrspace(3) %p3125, align 4
  %s3127 = lshr i32 %v3126, %t
  %digit3128 = and i32 %s3127, 255
  %165 = zext nneg i32 %digit3128 to i64
  %p3129 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %165
  %v3130 = load i32, ptr addrspace(3) %p3129, align 4
  %to3131 = add i32 %v3130, %add3123
  %to3132 = zext i32 %to3131 to i64
  %p3135 = getelementptr i32, ptr addrspace(1) %sel2958, i64 %to3132
  %address3136 = ptrtoint ptr addrspace(1) %p3135 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3136, i32 %v3126, i1 %cmp3124) #5
  %d3137 = trunc i32 %s3127 to i8
  %p3138 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %164
  store i8 %d3137, ptr addrspace(3) %p3138, align 1
  %add3139 = or disjoint i32 %call, 3072
  %cmp3140 = icmp slt i32 %add3139, %t20
  %166 = zext nneg i32 %add3139 to i64
  %p3141 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %166
  %v3142 = load i32, ptr addrspace(3) %p3141, align 4
  %s3143 = lshr i32 %v3142, %t
  %digit3144 = and i32 %s3143, 255
  %167 = zext nneg i32 %digit3144 to i64
  %p3145 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %167
  %v3146 = load i32, ptr addrspace(3) %p3145, align 4
  %to3147 = add i32 %v3146, %add3139
  %to3148 = zext i32 %to3147 to i64
  %p3151 = getelementptr i32, ptr addrspace(1) %sel2958, i64 %to3148
  %address3152 = ptrtoint ptr addrspace(1) %p3151 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3152, i32 %v3142, i1 %cmp3140) #5
  %d3153 = trunc i32 %s3143 to i8
  %p3154 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %166
  store i8 %d3153, ptr addrspace(3) %p3154, align 1
  %add3155 = or disjoint i32 %call, 3328
  %cmp3156 = icmp slt i32 %add3155, %t20
  %168 = zext nneg i32 %add3155 to i64
  %p3157 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %168
  %v3158 = load i32, ptr addrspace(3) %p3157, align 4
  %s3159 = lshr i32 %v3158, %t
  %digit3160 = and i32 %s3159, 255
  %169 = zext nneg i32 %digit3160 to i64
  %p3161 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %169
  %v3162 = load i32, ptr addrspace(3) %p3161, align 4
  %to3163 = add i32 %v3162, %add3155
  %to3164 = zext i32 %to3163 to i64
  %p3167 = getelementptr i32, ptr addrspace(1) %sel2958, i64 %to3164
  %address3168 = ptrtoint ptr addrspace(1) %p3167 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3168, i32 %v3158, i1 %cmp3156) #5
  %d3169 = trunc i32 %s3159 to i8
  %p3170 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %168
  store i8 %d3169, ptr addrspace(3) %p3170, align 1
  %add3171 = or disjoint i32 %call, 3584
  %cmp3172 = icmp slt i32 %add3171, %t20
  %170 = zext nneg i32 %add3171 to i64
  %p3173 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %170
  %v3174 = load i32, ptr addrspace(3) %p3173, align 4
  %s3175 = lshr i32 %v3174, %t
  %digit3176 = and i32 %s3175, 255
  %171 = zext nneg i32 %digit3176 to i64
  %p3177 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %171
  %v3178 = load i32, ptr addrspace(3) %p3177, align 4
  %to3179 = add i32 %v3178, %add3171
  %to3180 = zext i32 %to3179 to i64
  %p3183 = getelementptr i32, ptr addrspace(1) %sel2958, i64 %to3180
  %address3184 = ptrtoint ptr addrspace(1) %p3183 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3184, i32 %v3174, i1 %cmp3172) #5
  %d3185 = trunc i32 %s3175 to i8
  %p3186 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %170
  store i8 %d3185, ptr addrspace(3) %p3186, align 1
  %add3187 = or disjoint i32 %call, 3840
  %cmp3188 = icmp slt i32 %add3187, %t20
  %172 = zext nneg i32 %add3187 to i64
  %p3189 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %172
  %v3190 = load i32, ptr addrspace(3) %p3189, align 4
  %s3191 = lshr i32 %v3190, %t
  %digit3192 = and i32 %s3191, 255
  %173 = zext nneg i32 %digit3192 to i64
  %p3193 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %173
  %v3194 = load i32, ptr addrspace(3) %p3193, align 4
  %to3195 = add i32 %v3194, %add3187
  %to3196 = zext i32 %to3195 to i64
  %p3199 = getelementptr i32, ptr addrspace(1) %sel2958, i64 %to3196
  %address3200 = ptrtoint ptr addrspace(1) %p3199 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3200, i32 %v3190, i1 %cmp3188) #5
  %d3201 = trunc i32 %s3191 to i8
  %p3202 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %172
  store i8 %d3201, ptr addrspace(3) %p3202, align 1
  %add3203 = or disjoint i32 %call, 4096
  %cmp3204 = icmp slt i32 %add3203, %t20
  %174 = zext nneg i32 %add3203 to i64
  %p3205 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %174
  %v3206 = load i32, ptr addrspace(3) %p3205, align 4
  %s3207 = lshr i32 %v3206, %t
  %digit3208 = and i32 %s3207, 255
  %175 = zext nneg i32 %digit3208 to i64
  %p3209 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %175
  %v3210 = load i32, ptr addrspace(3) %p3209, align 4
  %to3211 = add i32 %v3210, %add3203
  %to3212 = zext i32 %to3211 to i64
  %p3215 = getelementptr i32, ptr addrspace(1) %sel2958, i64 %to3212
  %address3216 = ptrtoint ptr addrspace(1) %p3215 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3216, i32 %v3206, i1 %cmp3204) #5
  %d3217 = trunc i32 %s3207 to i8
  %p3218 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %174
  store i8 %d3217, ptr addrspace(3) %p3218, align 1
  %add3219 = or disjoint i32 %call, 4352
  %cmp3220 = icmp slt i32 %add3219, %t20
  %176 = zext nneg i32 %add3219 to i64
  %p3221 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %176
  %v3222 = load i32, ptr addrspace(3) %p3221, align 4
  %s3223 = lshr i32 %v3222, %t
  %digit3224 = and i32 %s3223, 255
  %177 = zext nneg i32 %digit3224 to i64
  %p3225 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %177
  %v3226 = load i32, ptr addrspace(3) %p3225, align 4
  %to3227 = add i32 %v3226, %add3219
  %to3228 = zext i32 %to3227 to i64
  %p3231 = getelementptr i32, ptr addrspace(1) %sel2958, i64 %to3228
  %address3232 = ptrtoint ptr addrspace(1) %p3231 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3232, i32 %v3222, i1 %cmp3220) #5
  %d3233 = trunc i32 %s3223 to i8
  %p3234 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %176
  store i8 %d3233, ptr addrspace(3) %p3234, align 1
  %add3235 = or disjoint i32 %call, 4608
  %cmp3236 = icmp slt i32 %add3235, %t20
  %178 = zext nneg i32 %add3235 to i64
  %p3237 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %178
  %v3238 = load i32, ptr addrspace(3) %p3237, align 4
  %s3239 = lshr i32 %v3238, %t
  %digit3240 = and i32 %s3239, 255
  %179 = zext nneg i32 %digit3240 to i64
  %p3241 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %179
  %v3242 = load i32, ptr addrspace(3) %p3241, align 4
  %to3243 = add i32 %v3242, %add3235
  %to3244 = zext i32 %to3243 to i64
  %p3247 = getelementptr i32, ptr addrspace(1) %sel2958, i64 %to3244
  %address3248 = ptrtoint ptr addrspace(1) %p3247 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3248, i32 %v3238, i1 %cmp3236) #5
  %d3249 = trunc i32 %s3239 to i8
  %p3250 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %178
  store i8 %d3249, ptr addrspace(3) %p3250, align 1
  %add3251 = or disjoint i32 %call, 4864
  %cmp3252 = icmp slt i32 %add3251, %t20
  %180 = zext nneg i32 %add3251 to i64
  %p3253 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %180
  %v3254 = load i32, ptr addrspace(3) %p3253, align 4
  %s3255 = lshr i32 %v3254, %t
  %digit3256 = and i32 %s3255, 255
  %181 = zext nneg i32 %digit3256 to i64
  %p3257 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %181
  %v3258 = load i32, ptr addrspace(3) %p3257, align 4
  %to3259 = add i32 %v3258, %add3251
  %to3260 = zext i32 %to3259 to i64
  %p3263 = getelementptr i32, ptr addrspace(1) %sel2958, i64 %to3260
  %address3264 = ptrtoint ptr addrspace(1) %p3263 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3264, i32 %v3254, i1 %cmp3252) #5
  %d3265 = trunc i32 %s3255 to i8
  %p3266 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %180
  store i8 %d3265, ptr addrspace(3) %p3266, align 1
  %add3267 = or disjoint i32 %call, 5120
  %cmp3268 = icmp slt i32 %add3267, %t20
  %182 = zext nneg i32 %add3267 to i64
  %p3269 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %182
  %v3270 = load i32, ptr addrspace(3) %p3269, align 4
  %s3271 = lshr i32 %v3270, %t
  %digit3272 = and i32 %s3271, 255
  %183 = zext nneg i32 %digit3272 to i64
  %p3273 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %183
  %v3274 = load i32, ptr addrspace(3) %p3273, align 4
  %to3275 = add i32 %v3274, %add3267
  %to3276 = zext i32 %to3275 to i64
  %p3279 = getelementptr i32, ptr addrspace(1) %sel2958, i64 %to3276
  %address3280 = ptrtoint ptr addrspace(1) %p3279 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3280, i32 %v3270, i1 %cmp3268) #5
  %d3281 = trunc i32 %s3271 to i8
  %p3282 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %182
  store i8 %d3281, ptr addrspace(3) %p3282, align 1
  %add3283 = or disjoint i32 %call, 5376
  %cmp3284 = icmp slt i32 %add3283, %t20
  %184 = zext nneg i32 %add3283 to i64
  %p3285 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %184
  %v3286 = load i32, ptr addrspace(3) %p3285, align 4
  %s3287 = lshr i32 %v3286, %t
  %digit3288 = and i32 %s3287, 255
  %185 = zext nneg i32 %digit3288 to i64
  %p3289 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %185
  %v3290 = load i32, ptr addrspace(3) %p3289, align 4
  %to3291 = add i32 %v3290, %add3283
  %to3292 = zext i32 %to3291 to i64
  %p3295 = getelementptr i32, ptr addrspace(1) %sel2958, i64 %to3292
  %address3296 = ptrtoint ptr addrspace(1) %p3295 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3296, i32 %v3286, i1 %cmp3284) #5
  %d3297 = trunc i32 %s3287 to i8
  %p3298 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %184
  store i8 %d3297, ptr addrspace(3) %p3298, align 1
  %add3299 = or disjoint i32 %call, 5632
  %cmp3300 = icmp slt i32 %add3299, %t20
  %186 = zext nneg i32 %add3299 to i64
  %p3301 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %186
  %v3302 = load i32, ptr addrspace(3) %p3301, align 4
  %s3303 = lshr i32 %v3302, %t
  %digit3304 = and i32 %s3303, 255
  %187 = zext nneg i32 %digit3304 to i64
  %p3305 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %187
  %v3306 = load i32, ptr addrspace(3) %p3305, align 4
  %to3307 = add i32 %v3306, %add3299
  %to3308 = zext i32 %to3307 to i64
  %p3311 = getelementptr i32, ptr addrspace(1) %sel2958, i64 %to3308
  %address3312 = ptrtoint ptr addrspace(1) %p3311 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3312, i32 %v3302, i1 %cmp3300) #5
  %d3313 = trunc i32 %s3303 to i8
  %p3314 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %186
  store i8 %d3313, ptr addrspace(3) %p3314, align 1
  %add3315 = or disjoint i32 %call, 5888
  %cmp3316 = icmp slt i32 %add3315, %t20
  %188 = zext nneg i32 %add3315 to i64
  %p3317 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.4, i64 %188
  %v3318 = load i32, ptr addrspace(3) %p3317, align 4
  %s3319 = lshr i32 %v3318, %t
  %digit3320 = and i32 %s3319, 255
  %189 = zext nneg i32 %digit3320 to i64
  %p3321 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %189
  %v3322 = load i32, ptr addrspace(3) %p3321, align 4
  %to3323 = add i32 %v3322, %add3315
  %to3324 = zext i32 %to3323 to i64
  %p3327 = getelementptr i32, ptr addrspace(1) %sel2958, i64 %to3324
  %address3328 = ptrtoint ptr addrspace(1) %p3327 to i64
  tail call void asm sideeffect "@$2 st.global.b32 [$0], $1;", "l,r,b,~{memory}"(i64 %address3328, i32 %v3318, i1 %cmp3316) #5
  %d3329 = trunc i32 %s3319 to i8
  %p3330 = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.6, i64 %188
  store i8 %d3329, ptr addrspace(3) %p3330, align 1
  %sel3331 = select i1 %cmp1.not, ptr addrspace(1) %3, ptr addrspace(1) %5
  tail call void @llvm.nvvm.barrier0()
  store float %phi2887, ptr addrspace(3) %p1451, align 4
  store float %phi2888, ptr addrspace(3) %p1467, align 4
  store float %phi2889, ptr addrspace(3) %p1483, align 4
  store float %phi2890, ptr addrspace(3) %p1499, align 4
  store float %phi2891, ptr addrspace(3) %p1515, align 4
  store float %phi2892, ptr addrspace(3) %p1531, align 4
  store float %phi2893, ptr addrspace(3) %p1547, align 4
  store float %phi2894, ptr addrspace(3) %p1563, align 4
  store float %phi2895, ptr addrspace(3) %p1579, align 4
  store float %phi2896, ptr addrspace(3) %p1595, align 4
  store float %phi2897, ptr addrspace(3) %p1611, align 4
  store float %phi2898, ptr addrspace(3) %p1627, align 4
  store float %phi2899, ptr addrspace(3) %p1643, align 4
  store float %phi2900, ptr addrspace(3) %p1659, align 4
  store float %phi2901, ptr addrspace(3) %p1675, align 4
  store float %phi2902, ptr addrspace(3) %p1691, align 4
  store float %phi2903, ptr addrspace(3) %p1707, align 4
  store float %phi2904, ptr addrspace(3) %p1723, align 4
  store float %phi2905, ptr addrspace(3) %p1739, align 4
  store float %phi2906, ptr addrspace(3) %p1755, align 4
  store float %phi2907, ptr addrspace(3) %p1771, align 4
  store float %phi2908, ptr addrspace(3) %p1787, align 4
  store float %phi2909, ptr addrspace(3) %p1803, align 4
  store float %phi2910, ptr addrspace(3) %p1819, align 4
  tail call void @llvm.nvvm.barrier0()
  %v3359 = load i8, ptr addrspace(3) %p2962, align 1
  %190 = zext i8 %v3359 to i64
  %p3361 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %190
  %v3362 = load i32, ptr addrspace(3) %p3361, align 4
  %to3363 = add i32 %v3362, %call
  %to3364 = zext i32 %to3363 to i64
  %v3366 = load float, ptr addrspace(3) %p2950, align 4
  %p3367 = getelementptr float, ptr addrspace(1) %sel3331, i64 %to3364
  %address3368 = ptrtoint ptr addrspace(1) %p3367 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address3368, float %v3366, i1 %cmp2949) #5
  %v3372 = load i8, ptr addrspace(3) %p2978, align 1
  %191 = zext i8 %v3372 to i64
  %p3374 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %191
  %v3375 = load i32, ptr addrspace(3) %p3374, align 4
  %to3376 = add i32 %v3375, %add4
  %to3377 = zext i32 %to3376 to i64
  %v3379 = load float, ptr addrspace(3) %p2965, align 4
  %p3380 = getelementptr float, ptr addrspace(1) %sel3331, i64 %to3377
  %address3381 = ptrtoint ptr addrspace(1) %p3380 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address3381, float %v3379, i1 %cmp2964) #5
  %v3385 = load i8, ptr addrspace(3) %p2994, align 1
  %192 = zext i8 %v3385 to i64
  %p3387 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %192
  %v3388 = load i32, ptr addrspace(3) %p3387, align 4
  %to3389 = add i32 %v3388, %add6
  %to3390 = zext i32 %to3389 to i64
  %v3392 = load float, ptr addrspace(3) %p2981, align 4
  %p3393 = getelementptr float, ptr addrspace(1) %sel3331, i64 %to3390
  %address3394 = ptrtoint ptr addrspace(1) %p3393 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address3394, float %v3392, i1 %cmp2980) #5
  %v3398 = load i8, ptr addrspace(3) %p3010, align 1
  %193 = zext i8 %v3398 to i64
  %p3400 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %193
  %v3401 = load i32, ptr addrspace(3) %p3400, align 4
  %to3402 = add i32 %v3401, %add8
  %to3403 = zext i32 %to3402 to i64
  %v3405 = load float, ptr addrspace(3) %p2997, align 4
  %p3406 = getelementptr float, ptr addrspace(1) %sel3331, i64 %to3403
  %address3407 = ptrtoint ptr addrspace(1) %p3406 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address3407, float %v3405, i1 %cmp2996) #5
  %v3411 = load i8, ptr addrspace(3) %p3026, align 1
  %194 = zext i8 %v3411 to i64
  %p3413 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %194
  %v3414 = load i32, ptr addrspace(3) %p3413, align 4
  %to3415 = add i32 %v3414, %add10
  %to3416 = zext i32 %to3415 to i64
  %v3418 = load float, ptr addrspace(3) %p3013, align 4
  %p3419 = getelementptr float, ptr addrspace(1) %sel3331, i64 %to3416
  %address3420 = ptrtoint ptr addrspace(1) %p3419 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address3420, float %v3418, i1 %cmp3012) #5
  %v3424 = load i8, ptr addrspace(3) %p3042, align 1
  %195 = zext i8 %v3424 to i64
  %p3426 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %195
  %v3427 = load i32, ptr addrspace(3) %p3426, align 4
  %to3428 = add i32 %v3427, %add12
  %to3429 = zext i32 %to3428 to i64
  %v3431 = load float, ptr addrspace(3) %p3029, align 4
  %p3432 = getelementptr float, ptr addrspace(1) %sel3331, i64 %to3429
  %address3433 = ptrtoint ptr addrspace(1) %p3432 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address3433, float %v3431, i1 %cmp3028) #5
  %v3437 = load i8, ptr addrspace(3) %p3058, align 1
  %196 = zext i8 %v3437 to i64
  %p3439 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %196
  %v3440 = load i32, ptr addrspace(3) %p3439, align 4
  %to3441 = add i32 %v3440, %add14
  %to3442 = zext i32 %to3441 to i64
  %v3444 = load float, ptr addrspace(3) %p3045, align 4
  %p3445 = getelementptr float, ptr addrspace(1) %sel3331, i64 %to3442
  %address3446 = ptrtoint ptr addrspace(1) %p3445 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address3446, float %v3444, i1 %cmp3044) #5
  %v3450 = load i8, ptr addrspace(3) %p3074, align 1
  %197 = zext i8 %v3450 to i64
  %p3452 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %197
  %v3453 = load i32, ptr addrspace(3) %p3452, align 4
  %to3454 = add i32 %v3453, %add16
  %to3455 = zext i32 %to3454 to i64
  %v3457 = load float, ptr addrspace(3) %p3061, align 4
  %p3458 = getelementptr float, ptr addrspace(1) %sel3331, i64 %to3455
  %address3459 = ptrtoint ptr addrspace(1) %p3458 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address3459, float %v3457, i1 %cmp3060) #5
  %v3463 = load i8, ptr addrspace(3) %p3090, align 1
  %198 = zext i8 %v3463 to i64
  %p3465 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %198
  %v3466 = load i32, ptr addrspace(3) %p3465, align 4
  %to3467 = add i32 %v3466, %add3075
  %to3468 = zext i32 %to3467 to i64
  %v3470 = load float, ptr addrspace(3) %p3077, align 4
  %p3471 = getelementptr float, ptr addrspace(1) %sel3331, i64 %to3468
  %address3472 = ptrtoint ptr addrspace(1) %p3471 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address3472, float %v3470, i1 %cmp3076) #5
  %v3476 = load i8, ptr addrspace(3) %p3106, align 1
  %199 = zext i8 %v3476 to i64
  %p3478 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %199
  %v3479 = load i32, ptr addrspace(3) %p3478, align 4
  %to3480 = add i32 %v3479, %add3091
  %to3481 = zext i32 %to3480 to i64
  %v3483 = load float, ptr addrspace(3) %p3093, align 4
  %p3484 = getelementptr float, ptr addrspace(1) %sel3331, i64 %to3481
  %address3485 = ptrtoint ptr addrspace(1) %p3484 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address3485, float %v3483, i1 %cmp3092) #5
  %v3489 = load i8, ptr addrspace(3) %p3122, align 1
  %200 = zext i8 %v3489 to i64
  %p3491 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %200
  %v3492 = load i32, ptr addrspace(3) %p3491, align 4
  %to3493 = add i32 %v3492, %add3107
  %to3494 = zext i32 %to3493 to i64
  %v3496 = load float, ptr addrspace(3) %p3109, align 4
  %p3497 = getelementptr float, ptr addrspace(1) %sel3331, i64 %to3494
  %address3498 = ptrtoint ptr addrspace(1) %p3497 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address3498, float %v3496, i1 %cmp3108) #5
  %v3502 = load i8, ptr addrspace(3) %p3138, align 1
  %201 = zext i8 %v3502 to i64
  %p3504 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %201
  %v3505 = load i32, ptr addrspace(3) %p3504, align 4
  %to3506 = add i32 %v3505, %add3123
  %to3507 = zext i32 %to3506 to i64
  %v3509 = load float, ptr addrspace(3) %p3125, align 4
  %p3510 = getelementptr float, ptr addrspace(1) %sel3331, i64 %to3507
  %address3511 = ptrtoint ptr addrspace(1) %p3510 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address3511, float %v3509, i1 %cmp3124) #5
  %v3515 = load i8, ptr addrspace(3) %p3154, align 1
  %202 = zext i8 %v3515 to i64
  %p3517 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %202
  %v3518 = load i32, ptr addrspace(3) %p3517, align 4
  %to3519 = add i32 %v3518, %add3139
  %to3520 = zext i32 %to3519 to i64
  %v3522 = load float, ptr addrspace(3) %p3141, align 4
  %p3523 = getelementptr float, ptr addrspace(1) %sel3331, i64 %to3520
  %address3524 = ptrtoint ptr addrspace(1) %p3523 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address3524, float %v3522, i1 %cmp3140) #5
  %v3528 = load i8, ptr addrspace(3) %p3170, align 1
  %203 = zext i8 %v3528 to i64
  %p3530 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %203
  %v3531 = load i32, ptr addrspace(3) %p3530, align 4
  %to3532 = add i32 %v3531, %add3155
  %to3533 = zext i32 %to3532 to i64
  %v3535 = load float, ptr addrspace(3) %p3157, align 4
  %p3536 = getelementptr float, ptr addrspace(1) %sel3331, i64 %to3533
  %address3537 = ptrtoint ptr addrspace(1) %p3536 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address3537, float %v3535, i1 %cmp3156) #5
  %v3541 = load i8, ptr addrspace(3) %p3186, align 1
  %204 = zext i8 %v3541 to i64
  %p3543 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %204
  %v3544 = load i32, ptr addrspace(3) %p3543, align 4
  %to3545 = add i32 %v3544, %add3171
  %to3546 = zext i32 %to3545 to i64
  %v3548 = load float, ptr addrspace(3) %p3173, align 4
  %p3549 = getelementptr float, ptr addrspace(1) %sel3331, i64 %to3546
  %address3550 = ptrtoint ptr addrspace(1) %p3549 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address3550, float %v3548, i1 %cmp3172) #5
  %v3554 = load i8, ptr addrspace(3) %p3202, align 1
  %205 = zext i8 %v3554 to i64
  %p3556 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %205
  %v3557 = load i32, ptr addrspace(3) %p3556, align 4
  %to3558 = add i32 %v3557, %add3187
  %to3559 = zext i32 %to3558 to i64
  %v3561 = load float, ptr addrspace(3) %p3189, align 4
  %p3562 = getelementptr float, ptr addrspace(1) %sel3331, i64 %to3559
  %address3563 = ptrtoint ptr addrspace(1) %p3562 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address3563, float %v3561, i1 %cmp3188) #5
  %v3567 = load i8, ptr addrspace(3) %p3218, align 1
  %206 = zext i8 %v3567 to i64
  %p3569 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %206
  %v3570 = load i32, ptr addrspace(3) %p3569, align 4
  %to3571 = add i32 %v3570, %add3203
  %to3572 = zext i32 %to3571 to i64
  %v3574 = load float, ptr addrspace(3) %p3205, align 4
  %p3575 = getelementptr float, ptr addrspace(1) %sel3331, i64 %to3572
  %address3576 = ptrtoint ptr addrspace(1) %p3575 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address3576, float %v3574, i1 %cmp3204) #5
  %v3580 = load i8, ptr addrspace(3) %p3234, align 1
  %207 = zext i8 %v3580 to i64
  %p3582 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %207
  %v3583 = load i32, ptr addrspace(3) %p3582, align 4
  %to3584 = add i32 %v3583, %add3219
  %to3585 = zext i32 %to3584 to i64
  %v3587 = load float, ptr addrspace(3) %p3221, align 4
  %p3588 = getelementptr float, ptr addrspace(1) %sel3331, i64 %to3585
  %address3589 = ptrtoint ptr addrspace(1) %p3588 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address3589, float %v3587, i1 %cmp3220) #5
  %v3593 = load i8, ptr addrspace(3) %p3250, align 1
  %208 = zext i8 %v3593 to i64
  %p3595 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %208
  %v3596 = load i32, ptr addrspace(3) %p3595, align 4
  %to3597 = add i32 %v3596, %add3235
  %to3598 = zext i32 %to3597 to i64
  %v3600 = load float, ptr addrspace(3) %p3237, align 4
  %p3601 = getelementptr float, ptr addrspace(1) %sel3331, i64 %to3598
  %address3602 = ptrtoint ptr addrspace(1) %p3601 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address3602, float %v3600, i1 %cmp3236) #5
  %v3606 = load i8, ptr addrspace(3) %p3266, align 1
  %209 = zext i8 %v3606 to i64
  %p3608 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %209
  %v3609 = load i32, ptr addrspace(3) %p3608, align 4
  %to3610 = add i32 %v3609, %add3251
  %to3611 = zext i32 %to3610 to i64
  %v3613 = load float, ptr addrspace(3) %p3253, align 4
  %p3614 = getelementptr float, ptr addrspace(1) %sel3331, i64 %to3611
  %address3615 = ptrtoint ptr addrspace(1) %p3614 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address3615, float %v3613, i1 %cmp3252) #5
  %v3619 = load i8, ptr addrspace(3) %p3282, align 1
  %210 = zext i8 %v3619 to i64
  %p3621 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %210
  %v3622 = load i32, ptr addrspace(3) %p3621, align 4
  %to3623 = add i32 %v3622, %add3267
  %to3624 = zext i32 %to3623 to i64
  %v3626 = load float, ptr addrspace(3) %p3269, align 4
  %p3627 = getelementptr float, ptr addrspace(1) %sel3331, i64 %to3624
  %address3628 = ptrtoint ptr addrspace(1) %p3627 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address3628, float %v3626, i1 %cmp3268) #5
  %v3632 = load i8, ptr addrspace(3) %p3298, align 1
  %211 = zext i8 %v3632 to i64
  %p3634 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %211
  %v3635 = load i32, ptr addrspace(3) %p3634, align 4
  %to3636 = add i32 %v3635, %add3283
  %to3637 = zext i32 %to3636 to i64
  %v3639 = load float, ptr addrspace(3) %p3285, align 4
  %p3640 = getelementptr float, ptr addrspace(1) %sel3331, i64 %to3637
  %address3641 = ptrtoint ptr addrspace(1) %p3640 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address3641, float %v3639, i1 %cmp3284) #5
  %v3645 = load i8, ptr addrspace(3) %p3314, align 1
  %212 = zext i8 %v3645 to i64
  %p3647 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %212
  %v3648 = load i32, ptr addrspace(3) %p3647, align 4
  %to3649 = add i32 %v3648, %add3299
  %to3650 = zext i32 %to3649 to i64
  %v3652 = load float, ptr addrspace(3) %p3301, align 4
  %p3653 = getelementptr float, ptr addrspace(1) %sel3331, i64 %to3650
  %address3654 = ptrtoint ptr addrspace(1) %p3653 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address3654, float %v3652, i1 %cmp3300) #5
  %v3658 = load i8, ptr addrspace(3) %p3330, align 1
  %213 = zext i8 %v3658 to i64
  %p3660 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.2, i64 %213
  %v3661 = load i32, ptr addrspace(3) %p3660, align 4
  %to3662 = add i32 %v3661, %add3315
  %to3663 = zext i32 %to3662 to i64
  %v3665 = load float, ptr addrspace(3) %p3317, align 4
  %p3666 = getelementptr float, ptr addrspace(1) %sel3331, i64 %to3663
  %address3667 = ptrtoint ptr addrspace(1) %p3666 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address3667, float %v3665, i1 %cmp3316) #5
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
!3 = !{ptr @systole_sort_by_key_u32_f32_histogram, !"minctasm", i32 3}
!4 = !{ptr @systole_sort_by_key_u32_f32_digit, !"kernel", i32 1}
!5 = !{ptr @systole_sort_by_key_u32_f32_digit, !"maxntidx", i32 256}
!6 = !{ptr @systole_sort_by_key_u32_f32_digit, !"minctasm", i32 3}
