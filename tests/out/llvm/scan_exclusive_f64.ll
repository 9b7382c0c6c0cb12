; ModuleID = 'systole_scan_exclusive_f64'
source_filename = "systole_scan_exclusive_f64"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@scan.shared = internal unnamed_addr addrspace(3) global [2112 x double] undef, align 8
@scan.shared.1 = internal unnamed_addr addrspace(3) global [4224 x double] undef, align 8
@scan.shared.2.0 = internal unnamed_addr addrspace(3) global i32 undef, align 8
@scan.shared.3 = internal unnamed_addr addrspace(3) global [5 x i32] undef, align 8
@scan.shared.4 = internal unnamed_addr addrspace(3) global [5 x double] undef, align 8

; Function Attrs: norecurse nounwind
define void @systole_scan_exclusive_f64_rows(i64 %0, i64 %1, ptr addrspace(1) noalias nocapture readonly %2, i64 %3, i64 %4, ptr addrspace(1) noalias nocapture writeonly %5, ptr addrspace(1) noalias nocapture writeonly %6, ptr addrspace(1) noalias nocapture readnone %7, ptr addrspace(1) noalias nocapture readnone %8, i64 %9, i64 %10) local_unnamed_addr #0 {
entry:
  %call = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg = zext nneg i32 %call to i64
  %call1 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %sreg2 = zext nneg i32 %call1 to i64
  %call3 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %sreg4 = zext nneg i32 %call3 to i64
  %mul5 = mul nuw nsw i64 %sreg4, %sreg2
  %add = add nuw nsw i64 %mul5, %sreg
  %warp = lshr i64 %add, 5
  %call6 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %sreg7 = zext nneg i32 %call6 to i64
  %mul8 = mul nuw nsw i64 %sreg2, %sreg7
  %warp9 = lshr i64 %mul8, 5
  %lane = and i64 %sreg, 31
  %cmp = icmp eq i64 %lane, 0
  %w = lshr i64 %sreg, 5
  %staging.idx = mul nuw nsw i64 %w, 2112
  %staging = getelementptr inbounds i8, ptr addrspace(3) @scan.shared, i64 %staging.idx
  %cmp13 = icmp slt i64 %warp, %3
  br i1 %cmp13, label %stride.body.preheader, label %stride.exit

stride.body.preheader:                            ; preds = %entry
  %add15 = add i64 %4, 255
  %tiles = sdiv i64 %add15, 256
  %cmp17.not = icmp slt i64 %add15, 256
  %invariant.gep = getelementptr i8, ptr addrspace(3) %staging, i64 264
  %invariant.gep418 = getelementptr i8, ptr addrspace(3) %staging, i64 528
  %invariant.gep420 = getelementptr i8, ptr addrspace(3) %staging, i64 792
  %invariant.gep422 = getelementptr i8, ptr addrspace(3) %staging, i64 1056
  %invariant.gep424 = getelementptr i8, ptr addrspace(3) %staging, i64 1320
  %invariant.gep426 = getelementptr i8, ptr addrspace(3) %staging, i64 1584
  %invariant.gep428 = getelementptr i8, ptr addrspace(3) %staging, i64 1848
  %add29 = or disjoint i64 %lane, 32
  %add37 = or disjoint i64 %lane, 64
  %add45 = or disjoint i64 %lane, 96
  %add53 = or disjoint i64 %lane, 128
  %add61 = or disjoint i64 %lane, 160
  %add69 = or disjoint i64 %lane, 192
  %add77 = or disjoint i64 %lane, 224
  %p86 = getelementptr inbounds double, ptr addrspace(3) %staging, i64 %lane
  %p88 = getelementptr inbounds i8, ptr addrspace(3) %p86, i64 264
  %p90 = getelementptr inbounds i8, ptr addrspace(3) %p86, i64 528
  %p92 = getelementptr inbounds i8, ptr addrspace(3) %p86, i64 792
  %p94 = getelementptr inbounds i8, ptr addrspace(3) %p86, i64 1056
  %p96 = getelementptr inbounds i8, ptr addrspace(3) %p86, i64 1320
  %p98 = getelementptr inbounds i8, ptr addrspace(3) %p86, i64 1584
  %p100 = getelementptr inbounds i8, ptr addrspace(3) %p86, i64 1848
  %pad = lshr i64 %lane, 2
  %mul101 = shl nuw nsw i64 %lane, 3
  %add102 = or disjoint i64 %mul101, %pad
  %p104 = getelementptr inbounds double, ptr addrspace(3) %staging, i64 %add102
  %p110 = getelementptr inbounds i8, ptr addrspace(3) %p104, i64 8
  %p116 = getelementptr inbounds i8, ptr addrspace(3) %p104, i64 16
  %p122 = getelementptr inbounds i8, ptr addrspace(3) %p104, i64 24
  %p128 = getelementptr inbounds i8, ptr addrspace(3) %p104, i64 32
  %p134 = getelementptr inbounds i8, ptr addrspace(3) %p104, i64 40
  %p140 = getelementptr inbounds i8, ptr addrspace(3) %p104, i64 48
  %p146 = getelementptr inbounds i8, ptr addrspace(3) %p104, i64 56
  %cmp174 = icmp ugt i64 %lane, 1
  %cmp188 = icmp ugt i64 %lane, 3
  %cmp202 = icmp ugt i64 %lane, 7
  %cmp216 = icmp ugt i64 %lane, 15
  %sub297 = add nsw i64 %lane, -1
  %sel298 = select i1 %cmp, i64 -2, i64 %sub297
  %call301 = tail call i64 @llvm.smax.i64(i64 %sel298, i64 0)
  %p302 = getelementptr inbounds double, ptr addrspace(3) %staging, i64 %call301
  %gep = getelementptr double, ptr addrspace(3) %invariant.gep, i64 %sel298
  %gep419 = getelementptr double, ptr addrspace(3) %invariant.gep418, i64 %sel298
  %gep421 = getelementptr double, ptr addrspace(3) %invariant.gep420, i64 %sel298
  %gep423 = getelementptr double, ptr addrspace(3) %invariant.gep422, i64 %sel298
  %gep425 = getelementptr double, ptr addrspace(3) %invariant.gep424, i64 %sel298
  %gep427 = getelementptr double, ptr addrspace(3) %invariant.gep426, i64 %sel298
  %gep429 = getelementptr double, ptr addrspace(3) %invariant.gep428, i64 %sel298
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %endif414
  %i = phi i64 [ %add416, %endif414 ], [ %warp, %stride.body.preheader ]
  br i1 %cmp17.not, label %fold.exit, label %fold.body.preheader

fold.body.preheader:                              ; preds = %stride.body
  %mul14 = mul i64 %i, %4
  %11 = getelementptr double, ptr addrspace(1) %2, i64 %mul14
  %12 = getelementptr double, ptr addrspace(1) %5, i64 %mul14
  br label %fold.body

stride.exit:                                      ; preds = %endif414, %entry
  ret void

fold.body:                                        ; preds = %fold.body.preheader, %endif404
  %i18 = phi i64 [ %add409, %endif404 ], [ 0, %fold.body.preheader ]
  %phi = phi double [ %v295, %endif404 ], [ 0.000000e+00, %fold.body.preheader ]
  %mul20 = shl i64 %i18, 8
  %sub = sub i64 %4, %mul20
  %call21 = tail call i64 @llvm.smin.i64(i64 %sub, i64 256)
  %sub22 = add i64 %call21, -1
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %call24 = tail call i64 @llvm.smin.i64(i64 %lane, i64 %sub22)
  %13 = getelementptr double, ptr addrspace(1) %11, i64 %mul20
  %p = getelementptr double, ptr addrspace(1) %13, i64 %call24
  %v = load double, ptr addrspace(1) %p, align 8
  %call30 = tail call i64 @llvm.smin.i64(i64 %add29, i64 %sub22)
  %p35 = getelementptr double, ptr addrspace(1) %13, i64 %call30
  %v36 = load double, ptr addrspace(1) %p35, align 8
  %call38 = tail call i64 @llvm.smin.i64(i64 %add37, i64 %sub22)
  %p43 = getelementptr double, ptr addrspace(1) %13, i64 %call38
  %v44 = load double, ptr addrspace(1) %p43, align 8
  %call46 = tail call i64 @llvm.smin.i64(i64 %add45, i64 %sub22)
  %p51 = getelementptr double, ptr addrspace(1) %13, i64 %call46
  %v52 = load double, ptr addrspace(1) %p51, align 8
  %call54 = tail call i64 @llvm.smin.i64(i64 %add53, i64 %sub22)
  %p59 = getelementptr double, ptr addrspace(1) %13, i64 %call54
  %v60 = load double, ptr addrspace(1) %p59, align 8
  %call62 = tail call i64 @llvm.smin.i64(i64 %add61, i64 %sub22)
  %p67 = getelementptr double, ptr addrspace(1) %13, i64 %call62
  %v68 = load double, ptr addrspace(1) %p67, align 8
  %call70 = tail call i64 @llvm.smin.i64(i64 %add69, i64 %sub22)
  %p75 = getelementptr double, ptr addrspace(1) %13, i64 %call70
  %v76 = load double, ptr addrspace(1) %p75, align 8
  %call78 = tail call i64 @llvm.smin.i64(i64 %add77, i64 %sub22)
  %p83 = getelementptr double, ptr addrspace(1) %13, i64 %call78
  %v84 = load double, ptr addrspace(1) %p83, align 8
  store double %v, ptr addrspace(3) %p86, align 8
  store double %v36, ptr addrspace(3) %p88, align 8
  store double %v44, ptr addrspace(3) %p90, align 8
  store double %v52, ptr addrspace(3) %p92, align 8
  store double %v60, ptr addrspace(3) %p94, align 8
  store double %v68, ptr addrspace(3) %p96, align 8
  store double %v76, ptr addrspace(3) %p98, align 8
  store double %v84, ptr addrspace(3) %p100, align 8
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %v105 = load double, ptr addrspace(3) %p104, align 8
  %v111 = load double, ptr addrspace(3) %p110, align 8
  %v117 = load double, ptr addrspace(3) %p116, align 8
  %v123 = load double, ptr addrspace(3) %p122, align 8
  %v129 = load double, ptr addrspace(3) %p128, align 8
  %v135 = load double, ptr addrspace(3) %p134, align 8
  %v141 = load double, ptr addrspace(3) %p140, align 8
  %v147 = load double, ptr addrspace(3) %p146, align 8
  %fadd = fadd double %v105, %v111
  %fadd148 = fadd double %fadd, %v117
  %fadd149 = fadd double %fadd148, %v123
  %fadd150 = fadd double %fadd149, %v129
  %fadd151 = fadd double %fadd150, %v135
  %fadd152 = fadd double %fadd151, %v141
  %fadd153 = fadd double %fadd152, %v147
  %bits = bitcast double %fadd153 to i64
  %lo = trunc i64 %bits to i32
  %hi = lshr i64 %bits, 32
  %hi154 = trunc nuw i64 %hi to i32
  %call155 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo, i32 1, i32 0)
  %call156 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi154, i32 1, i32 0)
  %lo157 = zext i32 %call155 to i64
  %hi158 = zext i32 %call156 to i64
  %hi159 = shl nuw i64 %hi158, 32
  %bits160 = or disjoint i64 %hi159, %lo157
  %leaf = bitcast i64 %bits160 to double
  %fadd162 = fadd double %fadd153, %leaf
  %sel = select i1 %cmp, double %fadd153, double %fadd162
  %bits163 = bitcast double %sel to i64
  %lo164 = trunc i64 %bits163 to i32
  %hi165 = lshr i64 %bits163, 32
  %hi166 = trunc nuw i64 %hi165 to i32
  %call167 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo164, i32 2, i32 0)
  %call168 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi166, i32 2, i32 0)
  %lo169 = zext i32 %call167 to i64
  %hi170 = zext i32 %call168 to i64
  %hi171 = shl nuw i64 %hi170, 32
  %bits172 = or disjoint i64 %hi171, %lo169
  %leaf173 = bitcast i64 %bits172 to double
  %fadd175 = fadd double %sel, %leaf173
  %sel176 = select i1 %cmp174, double %fadd175, double %sel
  %bits177 = bitcast double %sel176 to i64
  %lo178 = trunc i64 %bits177 to i32
  %hi179 = lshr i64 %bits177, 32
  %hi180 = trunc nuw i64 %hi179 to i32
  %call181 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo178, i32 4, i32 0)
  %call182 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi180, i32 4, i32 0)
  %lo183 = zext i32 %call181 to i64
  %hi184 = zext i32 %call182 to i64
  %hi185 = shl nuw i64 %hi184, 32
  %bits186 = or disjoint i64 %hi185, %lo183
  %leaf187 = bitcast i64 %bits186 to double
  %fadd189 = fadd double %sel176, %leaf187
  %sel190 = select i1 %cmp188, double %fadd189, double %sel176
  %bits191 = bitcast double %sel190 to i64
  %lo192 = trunc i64 %bits191 to i32
  %hi193 = lshr i64 %bits191, 32
  %hi194 = trunc nuw i64 %hi193 to i32
  %call195 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo192, i32 8, i32 0)
  %call196 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi194, i32 8, i32 0)
  %lo197 = zext i32 %call195 to i64
  %hi198 = zext i32 %call196 to i64
  %hi199 = shl nuw i64 %hi198, 32
  %bits200 = or disjoint i64 %hi199, %lo197
  %leaf201 = bitcast i64 %bits200 to double
  %fadd203 = fadd double %sel190, %leaf201
  %sel204 = select i1 %cmp202, double %fadd203, double %sel190
  %bits205 = bitcast double %sel204 to i64
  %lo206 = trunc i64 %bits205 to i32
  %hi207 = lshr i64 %bits205, 32
  %hi208 = trunc nuw i64 %hi207 to i32
  %call209 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo206, i32 16, i32 0)
  %call210 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi208, i32 16, i32 0)
  %lo211 = zext i32 %call209 to i64
  %hi212 = zext i32 %call210 to i64
  %hi213 = shl nuw i64 %hi212, 32
  %bits214 = or disjoint i64 %hi213, %lo211
  %leaf215 = bitcast i64 %bits214 to double
  %fadd217 = fadd double %sel204, %leaf215
  %sel218 = select i1 %cmp216, double %fadd217, double %sel204
  %bits219 = bitcast double %sel218 to i64
  %lo220 = trunc i64 %bits219 to i32
  %hi221 = lshr i64 %bits219, 32
  %hi222 = trunc nuw i64 %hi221 to i32
  %call223 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo220, i32 1, i32 0)
  %call224 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi222, i32 1, i32 0)
  %lo225 = zext i32 %call223 to i64
  %hi226 = zext i32 %call224 to i64
  %hi227 = shl nuw i64 %hi226, 32
  %bits228 = or disjoint i64 %hi227, %lo225
  %leaf229 = bitcast i64 %bits228 to double
  %fadd231 = fadd double %phi, %leaf229
  %sel233 = select i1 %cmp, double %phi, double %fadd231
  %fadd234 = fadd double %v105, %sel233
  store double %fadd234, ptr addrspace(3) %p104, align 8
  %fadd241 = fadd double %fadd, %sel233
  store double %fadd241, ptr addrspace(3) %p110, align 8
  %fadd248 = fadd double %fadd148, %sel233
  store double %fadd248, ptr addrspace(3) %p116, align 8
  %fadd255 = fadd double %fadd149, %sel233
  store double %fadd255, ptr addrspace(3) %p122, align 8
  %fadd262 = fadd double %fadd150, %sel233
  store double %fadd262, ptr addrspace(3) %p128, align 8
  %fadd269 = fadd double %fadd151, %sel233
  store double %fadd269, ptr addrspace(3) %p134, align 8
  %fadd276 = fadd double %fadd152, %sel233
  store double %fadd276, ptr addrspace(3) %p140, align 8
  %fadd283 = fadd double %fadd153, %sel233
  store double %fadd283, ptr addrspace(3) %p146, align 8
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %pad292 = lshr i64 %sub22, 5
  %14 = getelementptr double, ptr addrspace(3) %staging, i64 %sub22
  %p294 = getelementptr double, ptr addrspace(3) %14, i64 %pad292
  %v295 = load double, ptr addrspace(3) %p294, align 8
  %cmp306 = icmp sgt i64 %sub, %lane
  br i1 %cmp306, label %then, label %endif

fold.exit:                                        ; preds = %endif404, %stride.body
  %phi411 = phi double [ 0.000000e+00, %stride.body ], [ %v295, %endif404 ]
  br i1 %cmp, label %then413, label %endif414

then:                                             ; preds = %fold.body
  %add307 = or disjoint i64 %mul20, %lane
  %p310 = getelementptr double, ptr addrspace(1) %12, i64 %add307
  %v303 = load double, ptr addrspace(3) %p302, align 8
  %sel305 = select i1 %cmp, double %phi, double %v303
  store double %sel305, ptr addrspace(1) %p310, align 8
  br label %endif

endif:                                            ; preds = %then, %fold.body
  %cmp318 = icmp slt i64 %add29, %call21
  br i1 %cmp318, label %then319, label %endif320

then319:                                          ; preds = %endif
  %add321 = or disjoint i64 %mul20, %add29
  %p324 = getelementptr double, ptr addrspace(1) %12, i64 %add321
  %v315 = load double, ptr addrspace(3) %gep, align 8
  store double %v315, ptr addrspace(1) %p324, align 8
  br label %endif320

endif320:                                         ; preds = %then319, %endif
  %cmp332 = icmp slt i64 %add37, %call21
  br i1 %cmp332, label %then333, label %endif334

then333:                                          ; preds = %endif320
  %add335 = or disjoint i64 %mul20, %add37
  %p338 = getelementptr double, ptr addrspace(1) %12, i64 %add335
  %v329 = load double, ptr addrspace(3) %gep419, align 8
  store double %v329, ptr addrspace(1) %p338, align 8
  br label %endif334

endif334:                                         ; preds = %then333, %endif320
  %cmp346 = icmp slt i64 %add45, %call21
  br i1 %cmp346, label %then347, label %endif348

then347:                                          ; preds = %endif334
  %add349 = or disjoint i64 %mul20, %add45
  %p352 = getelementptr double, ptr addrspace(1) %12, i64 %add349
  %v343 = load double, ptr addrspace(3) %gep421, align 8
  store double %v343, ptr addrspace(1) %p352, align 8
  br label %endif348

endif348:                                         ; preds = %then347, %endif334
  %cmp360 = icmp slt i64 %add53, %call21
  br i1 %cmp360, label %then361, label %endif362

then361:                                          ; preds = %endif348
  %add363 = or disjoint i64 %mul20, %add53
  %p366 = getelementptr double, ptr addrspace(1) %12, i64 %add363
  %v357 = load double, ptr addrspace(3) %gep423, align 8
  store double %v357, ptr addrspace(1) %p366, align 8
  br label %endif362

endif362:                                         ; preds = %then361, %endif348
  %cmp374 = icmp slt i64 %add61, %call21
  br i1 %cmp374, label %then375, label %endif376

then375:                                          ; preds = %endif362
  %add377 = or disjoint i64 %mul20, %add61
  %p380 = getelementptr double, ptr addrspace(1) %12, i64 %add377
  %v371 = load double, ptr addrspace(3) %gep425, align 8
  store double %v371, ptr addrspace(1) %p380, align 8
  br label %endif376

endif376:                                         ; preds = %then375, %endif362
  %cmp388 = icmp slt i64 %add69, %call21
  br i1 %cmp388, label %then389, label %endif390

then389:                                          ; preds = %endif376
  %add391 = or disjoint i64 %mul20, %add69
  %p394 = getelementptr double, ptr addrspace(1) %12, i64 %add391
  %v385 = load double, ptr addrspace(3) %gep427, align 8
  store double %v385, ptr addrspace(1) %p394, align 8
  br label %endif390

endif390:                                         ; preds = %then389, %endif376
  %cmp402 = icmp slt i64 %add77, %call21
  br i1 %cmp402, label %then403, label %endif404

then403:                                          ; preds = %endif390
  %add405 = or disjoint i64 %mul20, %add77
  %p408 = getelementptr double, ptr addrspace(1) %12, i64 %add405
  %v399 = load double, ptr addrspace(3) %gep429, align 8
  store double %v399, ptr addrspace(1) %p408, align 8
  br label %endif404

endif404:                                         ; preds = %then403, %endif390
  %add409 = add nuw nsw i64 %i18, 1
  %exitcond.not = icmp eq i64 %add409, %tiles
  br i1 %exitcond.not, label %fold.exit, label %fold.body

then413:                                          ; preds = %fold.exit
  %p415 = getelementptr inbounds double, ptr addrspace(1) %6, i64 %i
  store double %phi411, ptr addrspace(1) %p415, align 8
  br label %endif414

endif414:                                         ; preds = %then413, %fold.exit
  %add416 = add i64 %i, %warp9
  %cmp417 = icmp slt i64 %add416, %3
  br i1 %cmp417, label %stride.body, label %stride.exit
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

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #3

define void @systole_scan_exclusive_f64_chained(i64 %0, i64 %1, ptr addrspace(1) noalias readonly %2, i64 %3, i64 %4, ptr addrspace(1) noalias writeonly %5, ptr addrspace(1) noalias nocapture writeonly %6, ptr addrspace(1) noalias %7, ptr addrspace(1) noalias %8, i64 %9, i64 %10) local_unnamed_addr {
entry:
  %call = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg = zext nneg i32 %call to i64
  %call6 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %lane = and i64 %sreg, 31
  %cmp = icmp eq i64 %lane, 0
  %mul10 = mul i64 %9, %3
  %w = lshr i64 %sreg, 5
  %staging.idx = mul nuw nsw i64 %w, 8448
  %staging = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.1, i64 %staging.idx
  %11 = shl nuw i32 %call6, 1
  %mul19 = zext i32 %11 to i64
  %cmp20 = icmp sge i64 %mul10, %mul19
  %invariant.gep5078 = getelementptr i8, ptr addrspace(1) %8, i64 4
  %invariant.gep5082 = getelementptr i8, ptr addrspace(3) %staging, i64 264
  %invariant.gep5084 = getelementptr i8, ptr addrspace(3) %staging, i64 528
  %invariant.gep5086 = getelementptr i8, ptr addrspace(3) %staging, i64 792
  %invariant.gep5088 = getelementptr i8, ptr addrspace(3) %staging, i64 1056
  %invariant.gep5090 = getelementptr i8, ptr addrspace(3) %staging, i64 1320
  %invariant.gep5092 = getelementptr i8, ptr addrspace(3) %staging, i64 1584
  %invariant.gep5094 = getelementptr i8, ptr addrspace(3) %staging, i64 1848
  %invariant.gep5096 = getelementptr i8, ptr addrspace(3) %staging, i64 2112
  %invariant.gep5098 = getelementptr i8, ptr addrspace(3) %staging, i64 2376
  %invariant.gep5100 = getelementptr i8, ptr addrspace(3) %staging, i64 2640
  %invariant.gep5102 = getelementptr i8, ptr addrspace(3) %staging, i64 2904
  %invariant.gep5104 = getelementptr i8, ptr addrspace(3) %staging, i64 3168
  %invariant.gep5106 = getelementptr i8, ptr addrspace(3) %staging, i64 3432
  %invariant.gep5108 = getelementptr i8, ptr addrspace(3) %staging, i64 3696
  %invariant.gep5110 = getelementptr i8, ptr addrspace(3) %staging, i64 3960
  %invariant.gep5112 = getelementptr i8, ptr addrspace(3) %staging, i64 4224
  %invariant.gep5114 = getelementptr i8, ptr addrspace(3) %staging, i64 4488
  %invariant.gep5116 = getelementptr i8, ptr addrspace(3) %staging, i64 4752
  %invariant.gep5118 = getelementptr i8, ptr addrspace(3) %staging, i64 5016
  %invariant.gep5120 = getelementptr i8, ptr addrspace(3) %staging, i64 5280
  %invariant.gep5122 = getelementptr i8, ptr addrspace(3) %staging, i64 5544
  %invariant.gep5124 = getelementptr i8, ptr addrspace(3) %staging, i64 5808
  %invariant.gep5126 = getelementptr i8, ptr addrspace(3) %staging, i64 6072
  %invariant.gep5128 = getelementptr i8, ptr addrspace(3) %staging, i64 6336
  %invariant.gep5130 = getelementptr i8, ptr addrspace(3) %staging, i64 6600
  %invariant.gep5132 = getelementptr i8, ptr addrspace(3) %staging, i64 6864
  %invariant.gep5134 = getelementptr i8, ptr addrspace(3) %staging, i64 7128
  %invariant.gep5136 = getelementptr i8, ptr addrspace(3) %staging, i64 7392
  %invariant.gep5138 = getelementptr i8, ptr addrspace(3) %staging, i64 7656
  %invariant.gep5140 = getelementptr i8, ptr addrspace(3) %staging, i64 7920
  %invariant.gep5142 = getelementptr i8, ptr addrspace(3) %staging, i64 8184
  %cmp23 = icmp eq i32 %call, 0
  %mul31 = shl nuw nsw i64 %w, 10
  %12 = xor i64 %mul31, -1
  %add2536 = or disjoint i64 %lane, 32
  %add2544 = or disjoint i64 %lane, 64
  %add2552 = or i64 %sreg, 96
  %add2560 = or disjoint i64 %lane, 128
  %add2568 = or disjoint i64 %lane, 160
  %add2576 = or disjoint i64 %lane, 192
  %add2584 = or i64 %sreg, 224
  %add2592 = or disjoint i64 %lane, 256
  %add2600 = or disjoint i64 %lane, 288
  %add2608 = or disjoint i64 %lane, 320
  %add2616 = or i64 %sreg, 352
  %add2624 = or disjoint i64 %lane, 384
  %add2632 = or disjoint i64 %lane, 416
  %add2640 = or disjoint i64 %lane, 448
  %add2648 = or i64 %sreg, 480
  %add2656 = or disjoint i64 %lane, 512
  %add2664 = or disjoint i64 %lane, 544
  %add2672 = or disjoint i64 %lane, 576
  %add2680 = or i64 %sreg, 608
  %add2688 = or disjoint i64 %lane, 640
  %add2696 = or disjoint i64 %lane, 672
  %add2704 = or disjoint i64 %lane, 704
  %add2712 = or i64 %sreg, 736
  %add2720 = or disjoint i64 %lane, 768
  %add2728 = or disjoint i64 %lane, 800
  %add2736 = or disjoint i64 %lane, 832
  %add2744 = or i64 %sreg, 864
  %add2752 = or disjoint i64 %lane, 896
  %add2760 = or disjoint i64 %lane, 928
  %add2768 = or disjoint i64 %lane, 960
  %add2776 = or i64 %sreg, 992
  %p2785 = getelementptr inbounds double, ptr addrspace(3) %staging, i64 %lane
  %p2787 = getelementptr inbounds i8, ptr addrspace(3) %p2785, i64 264
  %p2789 = getelementptr inbounds i8, ptr addrspace(3) %p2785, i64 528
  %p2791 = getelementptr inbounds i8, ptr addrspace(3) %p2785, i64 792
  %p2793 = getelementptr inbounds i8, ptr addrspace(3) %p2785, i64 1056
  %p2795 = getelementptr inbounds i8, ptr addrspace(3) %p2785, i64 1320
  %p2797 = getelementptr inbounds i8, ptr addrspace(3) %p2785, i64 1584
  %p2799 = getelementptr inbounds i8, ptr addrspace(3) %p2785, i64 1848
  %p2801 = getelementptr inbounds i8, ptr addrspace(3) %p2785, i64 2112
  %p2803 = getelementptr inbounds i8, ptr addrspace(3) %p2785, i64 2376
  %p2805 = getelementptr inbounds i8, ptr addrspace(3) %p2785, i64 2640
  %p2807 = getelementptr inbounds i8, ptr addrspace(3) %p2785, i64 2904
  %p2809 = getelementptr inbounds i8, ptr addrspace(3) %p2785, i64 3168
  %p2811 = getelementptr inbounds i8, ptr addrspace(3) %p2785, i64 3432
  %p2813 = getelementptr inbounds i8, ptr addrspace(3) %p2785, i64 3696
  %p2815 = getelementptr inbounds i8, ptr addrspace(3) %p2785, i64 3960
  %p2817 = getelementptr inbounds i8, ptr addrspace(3) %p2785, i64 4224
  %p2819 = getelementptr inbounds i8, ptr addrspace(3) %p2785, i64 4488
  %p2821 = getelementptr inbounds i8, ptr addrspace(3) %p2785, i64 4752
  %p2823 = getelementptr inbounds i8, ptr addrspace(3) %p2785, i64 5016
  %p2825 = getelementptr inbounds i8, ptr addrspace(3) %p2785, i64 5280
  %p2827 = getelementptr inbounds i8, ptr addrspace(3) %p2785, i64 5544
  %p2829 = getelementptr inbounds i8, ptr addrspace(3) %p2785, i64 5808
  %p2831 = getelementptr inbounds i8, ptr addrspace(3) %p2785, i64 6072
  %p2833 = getelementptr inbounds i8, ptr addrspace(3) %p2785, i64 6336
  %p2835 = getelementptr inbounds i8, ptr addrspace(3) %p2785, i64 6600
  %p2837 = getelementptr inbounds i8, ptr addrspace(3) %p2785, i64 6864
  %p2839 = getelementptr inbounds i8, ptr addrspace(3) %p2785, i64 7128
  %p2841 = getelementptr inbounds i8, ptr addrspace(3) %p2785, i64 7392
  %p2843 = getelementptr inbounds i8, ptr addrspace(3) %p2785, i64 7656
  %p2845 = getelementptr inbounds i8, ptr addrspace(3) %p2785, i64 7920
  %p2847 = getelementptr inbounds i8, ptr addrspace(3) %p2785, i64 8184
  %pad2864 = lshr i64 %lane, 2
  %mul2865 = shl nuw nsw i64 %lane, 3
  %add2866 = or disjoint i64 %mul2865, %pad2864
  %p2868 = getelementptr inbounds double, ptr addrspace(3) %staging, i64 %add2866
  %p2874 = getelementptr inbounds i8, ptr addrspace(3) %p2868, i64 8
  %p2880 = getelementptr inbounds i8, ptr addrspace(3) %p2868, i64 16
  %p2886 = getelementptr inbounds i8, ptr addrspace(3) %p2868, i64 24
  %p2892 = getelementptr inbounds i8, ptr addrspace(3) %p2868, i64 32
  %p2898 = getelementptr inbounds i8, ptr addrspace(3) %p2868, i64 40
  %p2904 = getelementptr inbounds i8, ptr addrspace(3) %p2868, i64 48
  %p2910 = getelementptr inbounds i8, ptr addrspace(3) %p2868, i64 56
  %add2913 = or disjoint i64 %mul2865, 1
  %add2917 = or disjoint i64 %mul2865, 2
  %add2921 = or disjoint i64 %mul2865, 3
  %add2925 = or disjoint i64 %mul2865, 4
  %add2929 = or disjoint i64 %mul2865, 5
  %add2933 = or disjoint i64 %mul2865, 6
  %add2937 = or disjoint i64 %mul2865, 7
  %add2954 = add nuw nsw i64 %lane, 1
  %add2969 = add nuw nsw i64 %lane, 2
  %add2984 = add nuw nsw i64 %lane, 4
  %add2999 = add nuw nsw i64 %lane, 8
  %add3014 = add nuw nsw i64 %lane, 16
  %p3022 = getelementptr inbounds i8, ptr addrspace(3) %p2868, i64 2112
  %p3028 = getelementptr inbounds i8, ptr addrspace(3) %p2868, i64 2120
  %p3034 = getelementptr inbounds i8, ptr addrspace(3) %p2868, i64 2128
  %p3040 = getelementptr inbounds i8, ptr addrspace(3) %p2868, i64 2136
  %p3046 = getelementptr inbounds i8, ptr addrspace(3) %p2868, i64 2144
  %p3052 = getelementptr inbounds i8, ptr addrspace(3) %p2868, i64 2152
  %p3058 = getelementptr inbounds i8, ptr addrspace(3) %p2868, i64 2160
  %p3064 = getelementptr inbounds i8, ptr addrspace(3) %p2868, i64 2168
  %p3178 = getelementptr inbounds i8, ptr addrspace(3) %p2868, i64 4224
  %p3184 = getelementptr inbounds i8, ptr addrspace(3) %p2868, i64 4232
  %p3190 = getelementptr inbounds i8, ptr addrspace(3) %p2868, i64 4240
  %p3196 = getelementptr inbounds i8, ptr addrspace(3) %p2868, i64 4248
  %p3202 = getelementptr inbounds i8, ptr addrspace(3) %p2868, i64 4256
  %p3208 = getelementptr inbounds i8, ptr addrspace(3) %p2868, i64 4264
  %p3214 = getelementptr inbounds i8, ptr addrspace(3) %p2868, i64 4272
  %p3220 = getelementptr inbounds i8, ptr addrspace(3) %p2868, i64 4280
  %p3334 = getelementptr inbounds i8, ptr addrspace(3) %p2868, i64 6336
  %p3340 = getelementptr inbounds i8, ptr addrspace(3) %p2868, i64 6344
  %p3346 = getelementptr inbounds i8, ptr addrspace(3) %p2868, i64 6352
  %p3352 = getelementptr inbounds i8, ptr addrspace(3) %p2868, i64 6360
  %p3358 = getelementptr inbounds i8, ptr addrspace(3) %p2868, i64 6368
  %p3364 = getelementptr inbounds i8, ptr addrspace(3) %p2868, i64 6376
  %p3370 = getelementptr inbounds i8, ptr addrspace(3) %p2868, i64 6384
  %p3376 = getelementptr inbounds i8, ptr addrspace(3) %p2868, i64 6392
  %p3488 = getelementptr inbounds double, ptr addrspace(3) @scan.shared.4, i64 %w
  %p3490 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %w
  %cmp3491 = icmp ult i32 %call, 32
  %13 = getelementptr double, ptr addrspace(1) %7, i64 %mul10
  %cmp3689 = icmp ugt i32 %call, 31
  %cmp3698 = icmp ugt i32 %call, 63
  %cmp3707 = icmp eq i64 %w, 3
  %cmp3793 = icmp ugt i64 %lane, 1
  %cmp3807 = icmp ugt i64 %lane, 3
  %cmp3821 = icmp ugt i64 %lane, 7
  %cmp3835 = icmp ugt i64 %lane, 15
  %later3853 = xor i1 %cmp, true
  %sub4547 = add nsw i64 %lane, -1
  %sel4548 = select i1 %cmp, i64 -2, i64 %sub4547
  %call4551 = tail call i64 @llvm.smax.i64(i64 %sel4548, i64 0)
  %p4552 = getelementptr inbounds double, ptr addrspace(3) %staging, i64 %call4551
  %gep5083 = getelementptr double, ptr addrspace(3) %invariant.gep5082, i64 %sel4548
  %add4577 = or disjoint i64 %add2536, %mul31
  %gep5085 = getelementptr double, ptr addrspace(3) %invariant.gep5084, i64 %sel4548
  %add4593 = or disjoint i64 %add2544, %mul31
  %gep5087 = getelementptr double, ptr addrspace(3) %invariant.gep5086, i64 %sel4548
  %gep5089 = getelementptr double, ptr addrspace(3) %invariant.gep5088, i64 %sel4548
  %add4625 = or disjoint i64 %add2560, %mul31
  %gep5091 = getelementptr double, ptr addrspace(3) %invariant.gep5090, i64 %sel4548
  %add4641 = or disjoint i64 %add2568, %mul31
  %gep5093 = getelementptr double, ptr addrspace(3) %invariant.gep5092, i64 %sel4548
  %add4657 = or disjoint i64 %add2576, %mul31
  %gep5095 = getelementptr double, ptr addrspace(3) %invariant.gep5094, i64 %sel4548
  %gep5097 = getelementptr double, ptr addrspace(3) %invariant.gep5096, i64 %sel4548
  %add4689 = or disjoint i64 %add2592, %mul31
  %gep5099 = getelementptr double, ptr addrspace(3) %invariant.gep5098, i64 %sel4548
  %add4705 = or disjoint i64 %add2600, %mul31
  %gep5101 = getelementptr double, ptr addrspace(3) %invariant.gep5100, i64 %sel4548
  %add4721 = or disjoint i64 %add2608, %mul31
  %gep5103 = getelementptr double, ptr addrspace(3) %invariant.gep5102, i64 %sel4548
  %gep5105 = getelementptr double, ptr addrspace(3) %invariant.gep5104, i64 %sel4548
  %add4753 = or disjoint i64 %add2624, %mul31
  %gep5107 = getelementptr double, ptr addrspace(3) %invariant.gep5106, i64 %sel4548
  %add4769 = or disjoint i64 %add2632, %mul31
  %gep5109 = getelementptr double, ptr addrspace(3) %invariant.gep5108, i64 %sel4548
  %add4785 = or disjoint i64 %add2640, %mul31
  %gep5111 = getelementptr double, ptr addrspace(3) %invariant.gep5110, i64 %sel4548
  %gep5113 = getelementptr double, ptr addrspace(3) %invariant.gep5112, i64 %sel4548
  %add4817 = or disjoint i64 %add2656, %mul31
  %gep5115 = getelementptr double, ptr addrspace(3) %invariant.gep5114, i64 %sel4548
  %add4833 = or disjoint i64 %add2664, %mul31
  %gep5117 = getelementptr double, ptr addrspace(3) %invariant.gep5116, i64 %sel4548
  %add4849 = or disjoint i64 %add2672, %mul31
  %gep5119 = getelementptr double, ptr addrspace(3) %invariant.gep5118, i64 %sel4548
  %gep5121 = getelementptr double, ptr addrspace(3) %invariant.gep5120, i64 %sel4548
  %add4881 = or disjoint i64 %add2688, %mul31
  %gep5123 = getelementptr double, ptr addrspace(3) %invariant.gep5122, i64 %sel4548
  %add4897 = or disjoint i64 %add2696, %mul31
  %gep5125 = getelementptr double, ptr addrspace(3) %invariant.gep5124, i64 %sel4548
  %add4913 = or disjoint i64 %add2704, %mul31
  %gep5127 = getelementptr double, ptr addrspace(3) %invariant.gep5126, i64 %sel4548
  %gep5129 = getelementptr double, ptr addrspace(3) %invariant.gep5128, i64 %sel4548
  %add4945 = or disjoint i64 %add2720, %mul31
  %gep5131 = getelementptr double, ptr addrspace(3) %invariant.gep5130, i64 %sel4548
  %add4961 = or disjoint i64 %add2728, %mul31
  %gep5133 = getelementptr double, ptr addrspace(3) %invariant.gep5132, i64 %sel4548
  %add4977 = or disjoint i64 %add2736, %mul31
  %gep5135 = getelementptr double, ptr addrspace(3) %invariant.gep5134, i64 %sel4548
  %gep5137 = getelementptr double, ptr addrspace(3) %invariant.gep5136, i64 %sel4548
  %add5009 = or disjoint i64 %add2752, %mul31
  %gep5139 = getelementptr double, ptr addrspace(3) %invariant.gep5138, i64 %sel4548
  %add5025 = or disjoint i64 %add2760, %mul31
  %gep5141 = getelementptr double, ptr addrspace(3) %invariant.gep5140, i64 %sel4548
  %add5041 = or disjoint i64 %add2768, %mul31
  %gep5143 = getelementptr double, ptr addrspace(3) %invariant.gep5142, i64 %sel4548
  %sub5061 = add i64 %9, -1
  %add5063 = add nuw nsw i64 %mul31, 1024
  %add43 = or disjoint i64 %lane, %mul31
  %add57 = or disjoint i64 %mul31, %sreg
  %cmp423.not = icmp eq i64 %lane, 31
  %cmp438 = icmp ult i64 %lane, 30
  %cmp453 = icmp ult i64 %lane, 28
  %cmp468 = icmp ult i64 %lane, 24
  %p1369 = getelementptr inbounds i8, ptr addrspace(3) %staging, i64 2096
  %p1575 = getelementptr inbounds i8, ptr addrspace(3) %staging, i64 4208
  %p1781 = getelementptr inbounds i8, ptr addrspace(3) %staging, i64 6320
  %p1987 = getelementptr inbounds i8, ptr addrspace(3) %staging, i64 8432
  br label %repeat.body

repeat.body:                                      ; preds = %repeat.body.backedge, %entry
  tail call void @llvm.nvvm.barrier0()
  br i1 %cmp23, label %then, label %endif

repeat.exit:                                      ; preds = %endif
  ret void

then:                                             ; preds = %repeat.body
  %14 = atomicrmw add ptr addrspace(1) %8, i32 1 monotonic, align 4
  store i32 %14, ptr addrspace(3) @scan.shared.2.0, align 8
  br label %endif

endif:                                            ; preds = %then, %repeat.body
  tail call void @llvm.nvvm.barrier0()
  %v = load i32, ptr addrspace(3) @scan.shared.2.0, align 8
  %piece = zext i32 %v to i64
  %cmp24 = icmp sgt i64 %mul10, %piece
  br i1 %cmp24, label %then25, label %repeat.exit

then25:                                           ; preds = %endif
  %row = sdiv i64 %piece, %9
  %mul27 = mul i64 %row, %9
  %sub = sub i64 %piece, %mul27
  %mul28 = shl i64 %sub, 12
  %add29 = add i64 %mul28, 4096
  %call30 = tail call i64 @llvm.smin.i64(i64 %add29, i64 %4)
  %sub32 = sub i64 %call30, %mul28
  %cmp33 = icmp eq i64 %sub32, 4096
  br i1 %cmp33, label %piece.whole, label %piece.short

piece.whole:                                      ; preds = %then25
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add38 = or disjoint i64 %mul28, %mul31
  %add39 = or disjoint i64 %add38, %lane
  %mul40 = mul i64 %row, %4
  %add41 = add i64 %mul40, %add39
  %p = getelementptr inbounds double, ptr addrspace(1) %2, i64 %add41
  %v42 = load double, ptr addrspace(1) %p, align 8
  %add44 = or disjoint i64 %add43, %mul28
  %add45 = or disjoint i64 %add44, 32
  %add47 = add i64 %add45, %mul40
  %p48 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %add47
  %v49 = load double, ptr addrspace(1) %p48, align 8
  %add52 = or disjoint i64 %add44, 64
  %add54 = add i64 %add52, %mul40
  %p55 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %add54
  %v56 = load double, ptr addrspace(1) %p55, align 8
  %add58 = or disjoint i64 %add57, %mul28
  %add59 = or i64 %add58, 96
  %add61 = add i64 %add59, %mul40
  %p62 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %add61
  %v63 = load double, ptr addrspace(1) %p62, align 8
  %add66 = or disjoint i64 %add44, 128
  %add68 = add i64 %add66, %mul40
  %p69 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %add68
  %v70 = load double, ptr addrspace(1) %p69, align 8
  %add73 = or disjoint i64 %add44, 160
  %add75 = add i64 %add73, %mul40
  %p76 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %add75
  %v77 = load double, ptr addrspace(1) %p76, align 8
  %add80 = or disjoint i64 %add44, 192
  %add82 = add i64 %add80, %mul40
  %p83 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %add82
  %v84 = load double, ptr addrspace(1) %p83, align 8
  %add87 = or i64 %add58, 224
  %add89 = add i64 %add87, %mul40
  %p90 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %add89
  %v91 = load double, ptr addrspace(1) %p90, align 8
  %add94 = or disjoint i64 %add44, 256
  %add96 = add i64 %add94, %mul40
  %p97 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %add96
  %v98 = load double, ptr addrspace(1) %p97, align 8
  %add101 = or disjoint i64 %add44, 288
  %add103 = add i64 %add101, %mul40
  %p104 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %add103
  %v105 = load double, ptr addrspace(1) %p104, align 8
  %add108 = or disjoint i64 %add44, 320
  %add110 = add i64 %add108, %mul40
  %p111 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %add110
  %v112 = load double, ptr addrspace(1) %p111, align 8
  %add115 = or i64 %add58, 352
  %add117 = add i64 %add115, %mul40
  %p118 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %add117
  %v119 = load double, ptr addrspace(1) %p118, align 8
  %add122 = or disjoint i64 %add44, 384
  %add124 = add i64 %add122, %mul40
  %p125 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %add124
  %v126 = load double, ptr addrspace(1) %p125, align 8
  %add129 = or disjoint i64 %add44, 416
  %add131 = add i64 %add129, %mul40
  %p132 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %add131
  %v133 = load double, ptr addrspace(1) %p132, align 8
  %add136 = or disjoint i64 %add44, 448
  %add138 = add i64 %add136, %mul40
  %p139 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %add138
  %v140 = load double, ptr addrspace(1) %p139, align 8
  %add143 = or i64 %add58, 480
  %add145 = add i64 %add143, %mul40
  %p146 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %add145
  %v147 = load double, ptr addrspace(1) %p146, align 8
  %add150 = or disjoint i64 %add44, 512
  %add152 = add i64 %add150, %mul40
  %p153 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %add152
  %v154 = load double, ptr addrspace(1) %p153, align 8
  %add157 = or disjoint i64 %add44, 544
  %add159 = add i64 %add157, %mul40
  %p160 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %add159
  %v161 = load double, ptr addrspace(1) %p160, align 8
  %add164 = or disjoint i64 %add44, 576
  %add166 = add i64 %add164, %mul40
  %p167 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %add166
  %v168 = load double, ptr addrspace(1) %p167, align 8
  %add171 = or i64 %add58, 608
  %add173 = add i64 %add171, %mul40
  %p174 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %add173
  %v175 = load double, ptr addrspace(1) %p174, align 8
  %add178 = or disjoint i64 %add44, 640
  %add180 = add i64 %add178, %mul40
  %p181 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %add180
  %v182 = load double, ptr addrspace(1) %p181, align 8
  %add185 = or disjoint i64 %add44, 672
  %add187 = add i64 %add185, %mul40
  %p188 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %add187
  %v189 = load double, ptr addrspace(1) %p188, align 8
  %add192 = or disjoint i64 %add44, 704
  %add194 = add i64 %add192, %mul40
  %p195 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %add194
  %v196 = load double, ptr addrspace(1) %p195, align 8
  %add199 = or i64 %add58, 736
  %add201 = add i64 %add199, %mul40
  %p202 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %add201
  %v203 = load double, ptr addrspace(1) %p202, align 8
  %add206 = or disjoint i64 %add44, 768
  %add208 = add i64 %add206, %mul40
  %p209 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %add208
  %v210 = load double, ptr addrspace(1) %p209, align 8
  %add213 = or disjoint i64 %add44, 800
  %add215 = add i64 %add213, %mul40
  %p216 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %add215
  %v217 = load double, ptr addrspace(1) %p216, align 8
  %add220 = or disjoint i64 %add44, 832
  %add222 = add i64 %add220, %mul40
  %p223 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %add222
  %v224 = load double, ptr addrspace(1) %p223, align 8
  %add227 = or i64 %add58, 864
  %add229 = add i64 %add227, %mul40
  %p230 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %add229
  %v231 = load double, ptr addrspace(1) %p230, align 8
  %add234 = or disjoint i64 %add44, 896
  %add236 = add i64 %add234, %mul40
  %p237 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %add236
  %v238 = load double, ptr addrspace(1) %p237, align 8
  %add241 = or disjoint i64 %add44, 928
  %add243 = add i64 %add241, %mul40
  %p244 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %add243
  %v245 = load double, ptr addrspace(1) %p244, align 8
  %add248 = or disjoint i64 %add44, 960
  %add250 = add i64 %add248, %mul40
  %p251 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %add250
  %v252 = load double, ptr addrspace(1) %p251, align 8
  %add255 = or i64 %add58, 992
  %add257 = add i64 %add255, %mul40
  %p258 = getelementptr inbounds double, ptr addrspace(1) %2, i64 %add257
  %v259 = load double, ptr addrspace(1) %p258, align 8
  store double %v42, ptr addrspace(3) %p2785, align 8
  store double %v49, ptr addrspace(3) %p2787, align 8
  store double %v56, ptr addrspace(3) %p2789, align 8
  store double %v63, ptr addrspace(3) %p2791, align 8
  store double %v70, ptr addrspace(3) %p2793, align 8
  store double %v77, ptr addrspace(3) %p2795, align 8
  store double %v84, ptr addrspace(3) %p2797, align 8
  store double %v91, ptr addrspace(3) %p2799, align 8
  store double %v98, ptr addrspace(3) %p2801, align 8
  store double %v105, ptr addrspace(3) %p2803, align 8
  store double %v112, ptr addrspace(3) %p2805, align 8
  store double %v119, ptr addrspace(3) %p2807, align 8
  store double %v126, ptr addrspace(3) %p2809, align 8
  store double %v133, ptr addrspace(3) %p2811, align 8
  store double %v140, ptr addrspace(3) %p2813, align 8
  store double %v147, ptr addrspace(3) %p2815, align 8
  store double %v154, ptr addrspace(3) %p2817, align 8
  store double %v161, ptr addrspace(3) %p2819, align 8
  store double %v168, ptr addrspace(3) %p2821, align 8
  store double %v175, ptr addrspace(3) %p2823, align 8
  store double %v182, ptr addrspace(3) %p2825, align 8
  store double %v189, ptr addrspace(3) %p2827, align 8
  store double %v196, ptr addrspace(3) %p2829, align 8
  store double %v203, ptr addrspace(3) %p2831, align 8
  store double %v210, ptr addrspace(3) %p2833, align 8
  store double %v217, ptr addrspace(3) %p2835, align 8
  store double %v224, ptr addrspace(3) %p2837, align 8
  store double %v231, ptr addrspace(3) %p2839, align 8
  store double %v238, ptr addrspace(3) %p2841, align 8
  store double %v245, ptr addrspace(3) %p2843, align 8
  store double %v252, ptr addrspace(3) %p2845, align 8
  store double %v259, ptr addrspace(3) %p2847, align 8
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %v344 = load double, ptr addrspace(3) %p2868, align 8
  %v350 = load double, ptr addrspace(3) %p2874, align 8
  %v356 = load double, ptr addrspace(3) %p2880, align 8
  %v362 = load double, ptr addrspace(3) %p2886, align 8
  %v368 = load double, ptr addrspace(3) %p2892, align 8
  %v374 = load double, ptr addrspace(3) %p2898, align 8
  %v380 = load double, ptr addrspace(3) %p2904, align 8
  %v386 = load double, ptr addrspace(3) %p2910, align 8
  %fadd = fadd double %v344, %v350
  %fadd392 = fadd double %fadd, %v356
  %fadd396 = fadd double %fadd392, %v362
  %fadd400 = fadd double %fadd396, %v368
  %fadd404 = fadd double %fadd400, %v374
  %fadd408 = fadd double %fadd404, %v380
  %fadd412 = fadd double %fadd408, %v386
  %bits = bitcast double %fadd412 to i64
  %lo = trunc i64 %bits to i32
  %hi = lshr i64 %bits, 32
  %hi415 = trunc nuw i64 %hi to i32
  %call416 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo, i32 1, i32 31)
  %call417 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi415, i32 1, i32 31)
  %lo418 = zext i32 %call416 to i64
  %hi419 = zext i32 %call417 to i64
  %hi420 = shl nuw i64 %hi419, 32
  %bits421 = or disjoint i64 %hi420, %lo418
  %leaf = bitcast i64 %bits421 to double
  %fadd424 = fadd double %fadd412, %leaf
  %sel425 = select i1 %cmp423.not, double %fadd412, double %fadd424
  %bits426 = bitcast double %sel425 to i64
  %lo427 = trunc i64 %bits426 to i32
  %hi428 = lshr i64 %bits426, 32
  %hi429 = trunc nuw i64 %hi428 to i32
  %call430 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo427, i32 2, i32 31)
  %call431 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi429, i32 2, i32 31)
  %lo432 = zext i32 %call430 to i64
  %hi433 = zext i32 %call431 to i64
  %hi434 = shl nuw i64 %hi433, 32
  %bits435 = or disjoint i64 %hi434, %lo432
  %leaf436 = bitcast i64 %bits435 to double
  %fadd439 = fadd double %sel425, %leaf436
  %sel440 = select i1 %cmp438, double %fadd439, double %sel425
  %bits441 = bitcast double %sel440 to i64
  %lo442 = trunc i64 %bits441 to i32
  %hi443 = lshr i64 %bits441, 32
  %hi444 = trunc nuw i64 %hi443 to i32
  %call445 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo442, i32 4, i32 31)
  %call446 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi444, i32 4, i32 31)
  %lo447 = zext i32 %call445 to i64
  %hi448 = zext i32 %call446 to i64
  %hi449 = shl nuw i64 %hi448, 32
  %bits450 = or disjoint i64 %hi449, %lo447
  %leaf451 = bitcast i64 %bits450 to double
  %fadd454 = fadd double %sel440, %leaf451
  %sel455 = select i1 %cmp453, double %fadd454, double %sel440
  %bits456 = bitcast double %sel455 to i64
  %lo457 = trunc i64 %bits456 to i32
  %hi458 = lshr i64 %bits456, 32
  %hi459 = trunc nuw i64 %hi458 to i32
  %call460 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo457, i32 8, i32 31)
  %call461 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi459, i32 8, i32 31)
  %lo462 = zext i32 %call460 to i64
  %hi463 = zext i32 %call461 to i64
  %hi464 = shl nuw i64 %hi463, 32
  %bits465 = or disjoint i64 %hi464, %lo462
  %leaf466 = bitcast i64 %bits465 to double
  %fadd469 = fadd double %sel455, %leaf466
  %sel470 = select i1 %cmp468, double %fadd469, double %sel455
  %bits471 = bitcast double %sel470 to i64
  %lo472 = trunc i64 %bits471 to i32
  %hi473 = lshr i64 %bits471, 32
  %hi474 = trunc nuw i64 %hi473 to i32
  %call475 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo472, i32 16, i32 31)
  %call476 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi474, i32 16, i32 31)
  %v491 = load double, ptr addrspace(3) %p3022, align 8
  %v497 = load double, ptr addrspace(3) %p3028, align 8
  %v503 = load double, ptr addrspace(3) %p3034, align 8
  %v509 = load double, ptr addrspace(3) %p3040, align 8
  %v515 = load double, ptr addrspace(3) %p3046, align 8
  %v521 = load double, ptr addrspace(3) %p3052, align 8
  %v527 = load double, ptr addrspace(3) %p3058, align 8
  %v533 = load double, ptr addrspace(3) %p3064, align 8
  %fadd537 = fadd double %v491, %v497
  %fadd541 = fadd double %fadd537, %v503
  %fadd545 = fadd double %fadd541, %v509
  %fadd549 = fadd double %fadd545, %v515
  %fadd553 = fadd double %fadd549, %v521
  %fadd557 = fadd double %fadd553, %v527
  %fadd561 = fadd double %fadd557, %v533
  %bits565 = bitcast double %fadd561 to i64
  %lo566 = trunc i64 %bits565 to i32
  %hi567 = lshr i64 %bits565, 32
  %hi568 = trunc nuw i64 %hi567 to i32
  %call569 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo566, i32 1, i32 31)
  %call570 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi568, i32 1, i32 31)
  %lo571 = zext i32 %call569 to i64
  %hi572 = zext i32 %call570 to i64
  %hi573 = shl nuw i64 %hi572, 32
  %bits574 = or disjoint i64 %hi573, %lo571
  %leaf575 = bitcast i64 %bits574 to double
  %fadd578 = fadd double %fadd561, %leaf575
  %sel579 = select i1 %cmp423.not, double %fadd561, double %fadd578
  %bits580 = bitcast double %sel579 to i64
  %lo581 = trunc i64 %bits580 to i32
  %hi582 = lshr i64 %bits580, 32
  %hi583 = trunc nuw i64 %hi582 to i32
  %call584 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo581, i32 2, i32 31)
  %call585 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi583, i32 2, i32 31)
  %lo586 = zext i32 %call584 to i64
  %hi587 = zext i32 %call585 to i64
  %hi588 = shl nuw i64 %hi587, 32
  %bits589 = or disjoint i64 %hi588, %lo586
  %leaf590 = bitcast i64 %bits589 to double
  %fadd593 = fadd double %sel579, %leaf590
  %sel594 = select i1 %cmp438, double %fadd593, double %sel579
  %bits595 = bitcast double %sel594 to i64
  %lo596 = trunc i64 %bits595 to i32
  %hi597 = lshr i64 %bits595, 32
  %hi598 = trunc nuw i64 %hi597 to i32
  %call599 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo596, i32 4, i32 31)
  %call600 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi598, i32 4, i32 31)
  %lo601 = zext i32 %call599 to i64
  %hi602 = zext i32 %call600 to i64
  %hi603 = shl nuw i64 %hi602, 32
  %bits604 = or disjoint i64 %hi603, %lo601
  %leaf605 = bitcast i64 %bits604 to double
  %fadd608 = fadd double %sel594, %leaf605
  %sel609 = select i1 %cmp453, double %fadd608, double %sel594
  %bits610 = bitcast double %sel609 to i64
  %lo611 = trunc i64 %bits610 to i32
  %hi612 = lshr i64 %bits610, 32
  %hi613 = trunc nuw i64 %hi612 to i32
  %call614 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo611, i32 8, i32 31)
  %call615 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi613, i32 8, i32 31)
  %lo616 = zext i32 %call614 to i64
  %hi617 = zext i32 %call615 to i64
  %hi618 = shl nuw i64 %hi617, 32
  %bits619 = or disjoint i64 %hi618, %lo616
  %leaf620 = bitcast i64 %bits619 to double
  %fadd623 = fadd double %sel609, %leaf620
  %sel624 = select i1 %cmp468, double %fadd623, double %sel609
  %bits625 = bitcast double %sel624 to i64
  %lo626 = trunc i64 %bits625 to i32
  %hi627 = lshr i64 %bits625, 32
  %hi628 = trunc nuw i64 %hi627 to i32
  %call629 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo626, i32 16, i32 31)
  %call630 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi628, i32 16, i32 31)
  %v647 = load double, ptr addrspace(3) %p3178, align 8
  %v653 = load double, ptr addrspace(3) %p3184, align 8
  %v659 = load double, ptr addrspace(3) %p3190, align 8
  %v665 = load double, ptr addrspace(3) %p3196, align 8
  %v671 = load double, ptr addrspace(3) %p3202, align 8
  %v677 = load double, ptr addrspace(3) %p3208, align 8
  %v683 = load double, ptr addrspace(3) %p3214, align 8
  %v689 = load double, ptr addrspace(3) %p3220, align 8
  %fadd693 = fadd double %v647, %v653
  %fadd697 = fadd double %fadd693, %v659
  %fadd701 = fadd double %fadd697, %v665
  %fadd705 = fadd double %fadd701, %v671
  %fadd709 = fadd double %fadd705, %v677
  %fadd713 = fadd double %fadd709, %v683
  %fadd717 = fadd double %fadd713, %v689
  %bits721 = bitcast double %fadd717 to i64
  %lo722 = trunc i64 %bits721 to i32
  %hi723 = lshr i64 %bits721, 32
  %hi724 = trunc nuw i64 %hi723 to i32
  %call725 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo722, i32 1, i32 31)
  %call726 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi724, i32 1, i32 31)
  %lo727 = zext i32 %call725 to i64
  %hi728 = zext i32 %call726 to i64
  %hi729 = shl nuw i64 %hi728, 32
  %bits730 = or disjoint i64 %hi729, %lo727
  %leaf731 = bitcast i64 %bits730 to double
  %fadd734 = fadd double %fadd717, %leaf731
  %sel735 = select i1 %cmp423.not, double %fadd717, double %fadd734
  %bits736 = bitcast double %sel735 to i64
  %lo737 = trunc i64 %bits736 to i32
  %hi738 = lshr i64 %bits736, 32
  %hi739 = trunc nuw i64 %hi738 to i32
  %call740 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo737, i32 2, i32 31)
  %call741 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi739, i32 2, i32 31)
  %lo742 = zext i32 %call740 to i64
  %hi743 = zext i32 %call741 to i64
  %hi744 = shl nuw i64 %hi743, 32
  %bits745 = or disjoint i64 %hi744, %lo742
  %leaf746 = bitcast i64 %bits745 to double
  %fadd749 = fadd double %sel735, %leaf746
  %sel750 = select i1 %cmp438, double %fadd749, double %sel735
  %bits751 = bitcast double %sel750 to i64
  %lo752 = trunc i64 %bits751 to i32
  %hi753 = lshr i64 %bits751, 32
  %hi754 = trunc nuw i64 %hi753 to i32
  %call755 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo752, i32 4, i32 31)
  %call756 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi754, i32 4, i32 31)
  %lo757 = zext i32 %call755 to i64
  %hi758 = zext i32 %call756 to i64
  %hi759 = shl nuw i64 %hi758, 32
  %bits760 = or disjoint i64 %hi759, %lo757
  %leaf761 = bitcast i64 %bits760 to double
  %fadd764 = fadd double %sel750, %leaf761
  %sel765 = select i1 %cmp453, double %fadd764, double %sel750
  %bits766 = bitcast double %sel765 to i64
  %lo767 = trunc i64 %bits766 to i32
  %hi768 = lshr i64 %bits766, 32
  %hi769 = trunc nuw i64 %hi768 to i32
  %call770 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo767, i32 8, i32 31)
  %call771 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi769, i32 8, i32 31)
  %lo772 = zext i32 %call770 to i64
  %hi773 = zext i32 %call771 to i64
  %hi774 = shl nuw i64 %hi773, 32
  %bits775 = or disjoint i64 %hi774, %lo772
  %leaf776 = bitcast i64 %bits775 to double
  %fadd779 = fadd double %sel765, %leaf776
  %sel780 = select i1 %cmp468, double %fadd779, double %sel765
  %bits781 = bitcast double %sel780 to i64
  %lo782 = trunc i64 %bits781 to i32
  %hi783 = lshr i64 %bits781, 32
  %hi784 = trunc nuw i64 %hi783 to i32
  %call785 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo782, i32 16, i32 31)
  %call786 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi784, i32 16, i32 31)
  %v803 = load double, ptr addrspace(3) %p3334, align 8
  %v809 = load double, ptr addrspace(3) %p3340, align 8
  %v815 = load double, ptr addrspace(3) %p3346, align 8
  %v821 = load double, ptr addrspace(3) %p3352, align 8
  %v827 = load double, ptr addrspace(3) %p3358, align 8
  %v833 = load double, ptr addrspace(3) %p3364, align 8
  %v839 = load double, ptr addrspace(3) %p3370, align 8
  %v845 = load double, ptr addrspace(3) %p3376, align 8
  %fadd849 = fadd double %v803, %v809
  %fadd853 = fadd double %fadd849, %v815
  %fadd857 = fadd double %fadd853, %v821
  %fadd861 = fadd double %fadd857, %v827
  %fadd865 = fadd double %fadd861, %v833
  %fadd869 = fadd double %fadd865, %v839
  %fadd873 = fadd double %fadd869, %v845
  %bits877 = bitcast double %fadd873 to i64
  %lo878 = trunc i64 %bits877 to i32
  %hi879 = lshr i64 %bits877, 32
  %hi880 = trunc nuw i64 %hi879 to i32
  %call881 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo878, i32 1, i32 31)
  %call882 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi880, i32 1, i32 31)
  %lo883 = zext i32 %call881 to i64
  %hi884 = zext i32 %call882 to i64
  %hi885 = shl nuw i64 %hi884, 32
  %bits886 = or disjoint i64 %hi885, %lo883
  %leaf887 = bitcast i64 %bits886 to double
  %fadd890 = fadd double %fadd873, %leaf887
  %sel891 = select i1 %cmp423.not, double %fadd873, double %fadd890
  %bits892 = bitcast double %sel891 to i64
  %lo893 = trunc i64 %bits892 to i32
  %hi894 = lshr i64 %bits892, 32
  %hi895 = trunc nuw i64 %hi894 to i32
  %call896 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo893, i32 2, i32 31)
  %call897 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi895, i32 2, i32 31)
  %lo898 = zext i32 %call896 to i64
  %hi899 = zext i32 %call897 to i64
  %hi900 = shl nuw i64 %hi899, 32
  %bits901 = or disjoint i64 %hi900, %lo898
  %leaf902 = bitcast i64 %bits901 to double
  %fadd905 = fadd double %sel891, %leaf902
  %sel906 = select i1 %cmp438, double %fadd905, double %sel891
  %bits907 = bitcast double %sel906 to i64
  %lo908 = trunc i64 %bits907 to i32
  %hi909 = lshr i64 %bits907, 32
  %hi910 = trunc nuw i64 %hi909 to i32
  %call911 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo908, i32 4, i32 31)
  %call912 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi910, i32 4, i32 31)
  %lo913 = zext i32 %call911 to i64
  %hi914 = zext i32 %call912 to i64
  %hi915 = shl nuw i64 %hi914, 32
  %bits916 = or disjoint i64 %hi915, %lo913
  %leaf917 = bitcast i64 %bits916 to double
  %fadd920 = fadd double %sel906, %leaf917
  %sel921 = select i1 %cmp453, double %fadd920, double %sel906
  %bits922 = bitcast double %sel921 to i64
  %lo923 = trunc i64 %bits922 to i32
  %hi924 = lshr i64 %bits922, 32
  %hi925 = trunc nuw i64 %hi924 to i32
  %call926 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo923, i32 8, i32 31)
  %call927 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi925, i32 8, i32 31)
  %lo928 = zext i32 %call926 to i64
  %hi929 = zext i32 %call927 to i64
  %hi930 = shl nuw i64 %hi929, 32
  %bits931 = or disjoint i64 %hi930, %lo928
  %leaf932 = bitcast i64 %bits931 to double
  %fadd935 = fadd double %sel921, %leaf932
  %sel936 = select i1 %cmp468, double %fadd935, double %sel921
  %bits937 = bitcast double %sel936 to i64
  %lo938 = trunc i64 %bits937 to i32
  %hi939 = lshr i64 %bits937, 32
  %hi940 = trunc nuw i64 %hi939 to i32
  %call941 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo938, i32 16, i32 31)
  %call942 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi940, i32 16, i32 31)
  br i1 %cmp, label %then954, label %endif955

piece.short:                                      ; preds = %then25
  %sub2523 = sub i64 %sub32, %mul31
  %call2524 = tail call i64 @llvm.smin.i64(i64 %sub2523, i64 1024)
  %call2525 = tail call i64 @llvm.smax.i64(i64 %call2524, i64 0)
  %sub2527 = add i64 %sub32, %12
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %call2529 = tail call i64 @llvm.smin.i64(i64 %lane, i64 %sub2527)
  %mul2532 = mul i64 %row, %4
  %15 = getelementptr double, ptr addrspace(1) %2, i64 %mul2532
  %16 = getelementptr double, ptr addrspace(1) %15, i64 %mul28
  %17 = getelementptr double, ptr addrspace(1) %16, i64 %mul31
  %p2534 = getelementptr double, ptr addrspace(1) %17, i64 %call2529
  %v2535 = load double, ptr addrspace(1) %p2534, align 8
  %call2537 = tail call i64 @llvm.smin.i64(i64 %add2536, i64 %sub2527)
  %p2542 = getelementptr double, ptr addrspace(1) %17, i64 %call2537
  %v2543 = load double, ptr addrspace(1) %p2542, align 8
  %call2545 = tail call i64 @llvm.smin.i64(i64 %add2544, i64 %sub2527)
  %p2550 = getelementptr double, ptr addrspace(1) %17, i64 %call2545
  %v2551 = load double, ptr addrspace(1) %p2550, align 8
  %call2553 = tail call i64 @llvm.smin.i64(i64 %add2552, i64 %sub2527)
  %p2558 = getelementptr double, ptr addrspace(1) %17, i64 %call2553
  %v2559 = load double, ptr addrspace(1) %p2558, align 8
  %call2561 = tail call i64 @llvm.smin.i64(i64 %add2560, i64 %sub2527)
  %p2566 = getelementptr double, ptr addrspace(1) %17, i64 %call2561
  %v2567 = load double, ptr addrspace(1) %p2566, align 8
  %call2569 = tail call i64 @llvm.smin.i64(i64 %add2568, i64 %sub2527)
  %p2574 = getelementptr double, ptr addrspace(1) %17, i64 %call2569
  %v2575 = load double, ptr addrspace(1) %p2574, align 8
  %call2577 = tail call i64 @llvm.smin.i64(i64 %add2576, i64 %sub2527)
  %p2582 = getelementptr double, ptr addrspace(1) %17, i64 %call2577
  %v2583 = load double, ptr addrspace(1) %p2582, align 8
  %call2585 = tail call i64 @llvm.smin.i64(i64 %add2584, i64 %sub2527)
  %p2590 = getelementptr double, ptr addrspace(1) %17, i64 %call2585
  %v2591 = load double, ptr addrspace(1) %p2590, align 8
  %call2593 = tail call i64 @llvm.smin.i64(i64 %add2592, i64 %sub2527)
  %p2598 = getelementptr double, ptr addrspace(1) %17, i64 %call2593
  %v2599 = load double, ptr addrspace(1) %p2598, align 8
  %call2601 = tail call i64 @llvm.smin.i64(i64 %add2600, i64 %sub2527)
  %p2606 = getelementptr double, ptr addrspace(1) %17, i64 %call2601
  %v2607 = load double, ptr addrspace(1) %p2606, align 8
  %call2609 = tail call i64 @llvm.smin.i64(i64 %add2608, i64 %sub2527)
  %p2614 = getelementptr double, ptr addrspace(1) %17, i64 %call2609
  %v2615 = load double, ptr addrspace(1) %p2614, align 8
  %call2617 = tail call i64 @llvm.smin.i64(i64 %add2616, i64 %sub2527)
  %p2622 = getelementptr double, ptr addrspace(1) %17, i64 %call2617
  %v2623 = load double, ptr addrspace(1) %p2622, align 8
  %call2625 = tail call i64 @llvm.smin.i64(i64 %add2624, i64 %sub2527)
  %p2630 = getelementptr double, ptr addrspace(1) %17, i64 %call2625
  %v2631 = load double, ptr addrspace(1) %p2630, align 8
  %call2633 = tail call i64 @llvm.smin.i64(i64 %add2632, i64 %sub2527)
  %p2638 = getelementptr double, ptr addrspace(1) %17, i64 %call2633
  %v2639 = load double, ptr addrspace(1) %p2638, align 8
  %call2641 = tail call i64 @llvm.smin.i64(i64 %add2640, i64 %sub2527)
  %p2646 = getelementptr double, ptr addrspace(1) %17, i64 %call2641
  %v2647 = load double, ptr addrspace(1) %p2646, align 8
  %call2649 = tail call i64 @llvm.smin.i64(i64 %add2648, i64 %sub2527)
  %p2654 = getelementptr double, ptr addrspace(1) %17, i64 %call2649
  %v2655 = load double, ptr addrspace(1) %p2654, align 8
  %call2657 = tail call i64 @llvm.smin.i64(i64 %add2656, i64 %sub2527)
  %p2662 = getelementptr double, ptr addrspace(1) %17, i64 %call2657
  %v2663 = load double, ptr addrspace(1) %p2662, align 8
  %call2665 = tail call i64 @llvm.smin.i64(i64 %add2664, i64 %sub2527)
  %p2670 = getelementptr double, ptr addrspace(1) %17, i64 %call2665
  %v2671 = load double, ptr addrspace(1) %p2670, align 8
  %call2673 = tail call i64 @llvm.smin.i64(i64 %add2672, i64 %sub2527)
  %p2678 = getelementptr double, ptr addrspace(1) %17, i64 %call2673
  %v2679 = load double, ptr addrspace(1) %p2678, align 8
  %call2681 = tail call i64 @llvm.smin.i64(i64 %add2680, i64 %sub2527)
  %p2686 = getelementptr double, ptr addrspace(1) %17, i64 %call2681
  %v2687 = load double, ptr addrspace(1) %p2686, align 8
  %call2689 = tail call i64 @llvm.smin.i64(i64 %add2688, i64 %sub2527)
  %p2694 = getelementptr double, ptr addrspace(1) %17, i64 %call2689
  %v2695 = load double, ptr addrspace(1) %p2694, align 8
  %call2697 = tail call i64 @llvm.smin.i64(i64 %add2696, i64 %sub2527)
  %p2702 = getelementptr double, ptr addrspace(1) %17, i64 %call2697
  %v2703 = load double, ptr addrspace(1) %p2702, align 8
  %call2705 = tail call i64 @llvm.smin.i64(i64 %add2704, i64 %sub2527)
  %p2710 = getelementptr double, ptr addrspace(1) %17, i64 %call2705
  %v2711 = load double, ptr addrspace(1) %p2710, align 8
  %call2713 = tail call i64 @llvm.smin.i64(i64 %add2712, i64 %sub2527)
  %p2718 = getelementptr double, ptr addrspace(1) %17, i64 %call2713
  %v2719 = load double, ptr addrspace(1) %p2718, align 8
  %call2721 = tail call i64 @llvm.smin.i64(i64 %add2720, i64 %sub2527)
  %p2726 = getelementptr double, ptr addrspace(1) %17, i64 %call2721
  %v2727 = load double, ptr addrspace(1) %p2726, align 8
  %call2729 = tail call i64 @llvm.smin.i64(i64 %add2728, i64 %sub2527)
  %p2734 = getelementptr double, ptr addrspace(1) %17, i64 %call2729
  %v2735 = load double, ptr addrspace(1) %p2734, align 8
  %call2737 = tail call i64 @llvm.smin.i64(i64 %add2736, i64 %sub2527)
  %p2742 = getelementptr double, ptr addrspace(1) %17, i64 %call2737
  %v2743 = load double, ptr addrspace(1) %p2742, align 8
  %call2745 = tail call i64 @llvm.smin.i64(i64 %add2744, i64 %sub2527)
  %p2750 = getelementptr double, ptr addrspace(1) %17, i64 %call2745
  %v2751 = load double, ptr addrspace(1) %p2750, align 8
  %call2753 = tail call i64 @llvm.smin.i64(i64 %add2752, i64 %sub2527)
  %p2758 = getelementptr double, ptr addrspace(1) %17, i64 %call2753
  %v2759 = load double, ptr addrspace(1) %p2758, align 8
  %call2761 = tail call i64 @llvm.smin.i64(i64 %add2760, i64 %sub2527)
  %p2766 = getelementptr double, ptr addrspace(1) %17, i64 %call2761
  %v2767 = load double, ptr addrspace(1) %p2766, align 8
  %call2769 = tail call i64 @llvm.smin.i64(i64 %add2768, i64 %sub2527)
  %p2774 = getelementptr double, ptr addrspace(1) %17, i64 %call2769
  %v2775 = load double, ptr addrspace(1) %p2774, align 8
  %call2777 = tail call i64 @llvm.smin.i64(i64 %add2776, i64 %sub2527)
  %p2782 = getelementptr double, ptr addrspace(1) %17, i64 %call2777
  %v2783 = load double, ptr addrspace(1) %p2782, align 8
  store double %v2535, ptr addrspace(3) %p2785, align 8
  store double %v2543, ptr addrspace(3) %p2787, align 8
  store double %v2551, ptr addrspace(3) %p2789, align 8
  store double %v2559, ptr addrspace(3) %p2791, align 8
  store double %v2567, ptr addrspace(3) %p2793, align 8
  store double %v2575, ptr addrspace(3) %p2795, align 8
  store double %v2583, ptr addrspace(3) %p2797, align 8
  store double %v2591, ptr addrspace(3) %p2799, align 8
  store double %v2599, ptr addrspace(3) %p2801, align 8
  store double %v2607, ptr addrspace(3) %p2803, align 8
  store double %v2615, ptr addrspace(3) %p2805, align 8
  store double %v2623, ptr addrspace(3) %p2807, align 8
  store double %v2631, ptr addrspace(3) %p2809, align 8
  store double %v2639, ptr addrspace(3) %p2811, align 8
  store double %v2647, ptr addrspace(3) %p2813, align 8
  store double %v2655, ptr addrspace(3) %p2815, align 8
  store double %v2663, ptr addrspace(3) %p2817, align 8
  store double %v2671, ptr addrspace(3) %p2819, align 8
  store double %v2679, ptr addrspace(3) %p2821, align 8
  store double %v2687, ptr addrspace(3) %p2823, align 8
  store double %v2695, ptr addrspace(3) %p2825, align 8
  store double %v2703, ptr addrspace(3) %p2827, align 8
  store double %v2711, ptr addrspace(3) %p2829, align 8
  store double %v2719, ptr addrspace(3) %p2831, align 8
  store double %v2727, ptr addrspace(3) %p2833, align 8
  store double %v2735, ptr addrspace(3) %p2835, align 8
  store double %v2743, ptr addrspace(3) %p2837, align 8
  store double %v2751, ptr addrspace(3) %p2839, align 8
  store double %v2759, ptr addrspace(3) %p2841, align 8
  store double %v2767, ptr addrspace(3) %p2843, align 8
  store double %v2775, ptr addrspace(3) %p2845, align 8
  store double %v2783, ptr addrspace(3) %p2847, align 8
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp2849 = icmp sgt i64 %sub2523, 0
  %18 = tail call i64 @llvm.umin.i64(i64 %call2525, i64 256)
  %19 = tail call i64 @llvm.umax.i64(i64 %18, i64 1)
  %cmp2853 = icmp sgt i64 %sub2523, 256
  %20 = tail call i64 @llvm.umin.i64(i64 %call2525, i64 512)
  %21 = tail call i64 @llvm.umax.i64(i64 %20, i64 257)
  %call2855 = add nsw i64 %21, -256
  %cmp2857 = icmp sgt i64 %sub2523, 512
  %22 = tail call i64 @llvm.umin.i64(i64 %call2525, i64 768)
  %23 = tail call i64 @llvm.umax.i64(i64 %22, i64 513)
  %call2859 = add nsw i64 %23, -512
  %cmp2861 = icmp sgt i64 %sub2523, 768
  %24 = tail call i64 @llvm.smax.i64(i64 %call2524, i64 769)
  %call2863 = add nsw i64 %24, -768
  %v2869 = load double, ptr addrspace(3) %p2868, align 8
  %v2875 = load double, ptr addrspace(3) %p2874, align 8
  %v2881 = load double, ptr addrspace(3) %p2880, align 8
  %v2887 = load double, ptr addrspace(3) %p2886, align 8
  %v2893 = load double, ptr addrspace(3) %p2892, align 8
  %v2899 = load double, ptr addrspace(3) %p2898, align 8
  %v2905 = load double, ptr addrspace(3) %p2904, align 8
  %v2911 = load double, ptr addrspace(3) %p2910, align 8
  %cmp2914 = icmp ugt i64 %18, %add2913
  %fadd2915 = fadd double %v2869, %v2875
  %sel2916 = select i1 %cmp2914, double %fadd2915, double %v2869
  %cmp2918 = icmp ugt i64 %18, %add2917
  %fadd2919 = fadd double %v2881, %sel2916
  %sel2920 = select i1 %cmp2918, double %fadd2919, double %sel2916
  %cmp2922 = icmp ugt i64 %18, %add2921
  %fadd2923 = fadd double %v2887, %sel2920
  %sel2924 = select i1 %cmp2922, double %fadd2923, double %sel2920
  %cmp2926 = icmp ugt i64 %18, %add2925
  %fadd2927 = fadd double %v2893, %sel2924
  %sel2928 = select i1 %cmp2926, double %fadd2927, double %sel2924
  %cmp2930 = icmp ugt i64 %18, %add2929
  %fadd2931 = fadd double %v2899, %sel2928
  %sel2932 = select i1 %cmp2930, double %fadd2931, double %sel2928
  %cmp2934 = icmp ugt i64 %18, %add2933
  %fadd2935 = fadd double %v2905, %sel2932
  %sel2936 = select i1 %cmp2934, double %fadd2935, double %sel2932
  %cmp2938 = icmp ugt i64 %18, %add2937
  %fadd2939 = fadd double %v2911, %sel2936
  %sel2940 = select i1 %cmp2938, double %fadd2939, double %sel2936
  %add2941 = add nuw nsw i64 %19, 7
  %lanes29425071 = lshr i64 %add2941, 3
  %bits2943 = bitcast double %sel2940 to i64
  %lo2944 = trunc i64 %bits2943 to i32
  %hi2945 = lshr i64 %bits2943, 32
  %hi2946 = trunc nuw i64 %hi2945 to i32
  %call2947 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo2944, i32 1, i32 31)
  %call2948 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi2946, i32 1, i32 31)
  %lo2949 = zext i32 %call2947 to i64
  %hi2950 = zext i32 %call2948 to i64
  %hi2951 = shl nuw i64 %hi2950, 32
  %bits2952 = or disjoint i64 %hi2951, %lo2949
  %leaf2953 = bitcast i64 %bits2952 to double
  %cmp2955 = icmp ult i64 %add2954, %lanes29425071
  %fadd2956 = fadd double %sel2940, %leaf2953
  %sel2957 = select i1 %cmp2955, double %fadd2956, double %sel2940
  %bits2958 = bitcast double %sel2957 to i64
  %lo2959 = trunc i64 %bits2958 to i32
  %hi2960 = lshr i64 %bits2958, 32
  %hi2961 = trunc nuw i64 %hi2960 to i32
  %call2962 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo2959, i32 2, i32 31)
  %call2963 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi2961, i32 2, i32 31)
  %lo2964 = zext i32 %call2962 to i64
  %hi2965 = zext i32 %call2963 to i64
  %hi2966 = shl nuw i64 %hi2965, 32
  %bits2967 = or disjoint i64 %hi2966, %lo2964
  %leaf2968 = bitcast i64 %bits2967 to double
  %cmp2970 = icmp ult i64 %add2969, %lanes29425071
  %fadd2971 = fadd double %sel2957, %leaf2968
  %sel2972 = select i1 %cmp2970, double %fadd2971, double %sel2957
  %bits2973 = bitcast double %sel2972 to i64
  %lo2974 = trunc i64 %bits2973 to i32
  %hi2975 = lshr i64 %bits2973, 32
  %hi2976 = trunc nuw i64 %hi2975 to i32
  %call2977 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo2974, i32 4, i32 31)
  %call2978 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi2976, i32 4, i32 31)
  %lo2979 = zext i32 %call2977 to i64
  %hi2980 = zext i32 %call2978 to i64
  %hi2981 = shl nuw i64 %hi2980, 32
  %bits2982 = or disjoint i64 %hi2981, %lo2979
  %leaf2983 = bitcast i64 %bits2982 to double
  %cmp2985 = icmp ult i64 %add2984, %lanes29425071
  %fadd2986 = fadd double %sel2972, %leaf2983
  %sel2987 = select i1 %cmp2985, double %fadd2986, double %sel2972
  %bits2988 = bitcast double %sel2987 to i64
  %lo2989 = trunc i64 %bits2988 to i32
  %hi2990 = lshr i64 %bits2988, 32
  %hi2991 = trunc nuw i64 %hi2990 to i32
  %call2992 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo2989, i32 8, i32 31)
  %call2993 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi2991, i32 8, i32 31)
  %lo2994 = zext i32 %call2992 to i64
  %hi2995 = zext i32 %call2993 to i64
  %hi2996 = shl nuw i64 %hi2995, 32
  %bits2997 = or disjoint i64 %hi2996, %lo2994
  %leaf2998 = bitcast i64 %bits2997 to double
  %cmp3000 = icmp ult i64 %add2999, %lanes29425071
  %fadd3001 = fadd double %sel2987, %leaf2998
  %sel3002 = select i1 %cmp3000, double %fadd3001, double %sel2987
  %bits3003 = bitcast double %sel3002 to i64
  %lo3004 = trunc i64 %bits3003 to i32
  %hi3005 = lshr i64 %bits3003, 32
  %hi3006 = trunc nuw i64 %hi3005 to i32
  %call3007 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo3004, i32 16, i32 31)
  %call3008 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi3006, i32 16, i32 31)
  %v3023 = load double, ptr addrspace(3) %p3022, align 8
  %v3029 = load double, ptr addrspace(3) %p3028, align 8
  %v3035 = load double, ptr addrspace(3) %p3034, align 8
  %v3041 = load double, ptr addrspace(3) %p3040, align 8
  %v3047 = load double, ptr addrspace(3) %p3046, align 8
  %v3053 = load double, ptr addrspace(3) %p3052, align 8
  %v3059 = load double, ptr addrspace(3) %p3058, align 8
  %v3065 = load double, ptr addrspace(3) %p3064, align 8
  %cmp3068 = icmp slt i64 %add2913, %call2855
  %fadd3069 = fadd double %v3023, %v3029
  %sel3070 = select i1 %cmp3068, double %fadd3069, double %v3023
  %cmp3072 = icmp slt i64 %add2917, %call2855
  %fadd3073 = fadd double %v3035, %sel3070
  %sel3074 = select i1 %cmp3072, double %fadd3073, double %sel3070
  %cmp3076 = icmp slt i64 %add2921, %call2855
  %fadd3077 = fadd double %v3041, %sel3074
  %sel3078 = select i1 %cmp3076, double %fadd3077, double %sel3074
  %cmp3080 = icmp slt i64 %add2925, %call2855
  %fadd3081 = fadd double %v3047, %sel3078
  %sel3082 = select i1 %cmp3080, double %fadd3081, double %sel3078
  %cmp3084 = icmp slt i64 %add2929, %call2855
  %fadd3085 = fadd double %v3053, %sel3082
  %sel3086 = select i1 %cmp3084, double %fadd3085, double %sel3082
  %cmp3088 = icmp slt i64 %add2933, %call2855
  %fadd3089 = fadd double %v3059, %sel3086
  %sel3090 = select i1 %cmp3088, double %fadd3089, double %sel3086
  %cmp3092 = icmp slt i64 %add2937, %call2855
  %fadd3093 = fadd double %v3065, %sel3090
  %sel3094 = select i1 %cmp3092, double %fadd3093, double %sel3090
  %add3095 = add nsw i64 %21, -249
  %lanes30965072 = lshr i64 %add3095, 3
  %bits3097 = bitcast double %sel3094 to i64
  %lo3098 = trunc i64 %bits3097 to i32
  %hi3099 = lshr i64 %bits3097, 32
  %hi3100 = trunc nuw i64 %hi3099 to i32
  %call3101 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo3098, i32 1, i32 31)
  %call3102 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi3100, i32 1, i32 31)
  %lo3103 = zext i32 %call3101 to i64
  %hi3104 = zext i32 %call3102 to i64
  %hi3105 = shl nuw i64 %hi3104, 32
  %bits3106 = or disjoint i64 %hi3105, %lo3103
  %leaf3107 = bitcast i64 %bits3106 to double
  %cmp3109 = icmp ult i64 %add2954, %lanes30965072
  %fadd3110 = fadd double %sel3094, %leaf3107
  %sel3111 = select i1 %cmp3109, double %fadd3110, double %sel3094
  %bits3112 = bitcast double %sel3111 to i64
  %lo3113 = trunc i64 %bits3112 to i32
  %hi3114 = lshr i64 %bits3112, 32
  %hi3115 = trunc nuw i64 %hi3114 to i32
  %call3116 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo3113, i32 2, i32 31)
  %call3117 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi3115, i32 2, i32 31)
  %lo3118 = zext i32 %call3116 to i64
  %hi3119 = zext i32 %call3117 to i64
  %hi3120 = shl nuw i64 %hi3119, 32
  %bits3121 = or disjoint i64 %hi3120, %lo3118
  %leaf3122 = bitcast i64 %bits3121 to double
  %cmp3124 = icmp ult i64 %add2969, %lanes30965072
  %fadd3125 = fadd double %sel3111, %leaf3122
  %sel3126 = select i1 %cmp3124, double %fadd3125, double %sel3111
  %bits3127 = bitcast double %sel3126 to i64
  %lo3128 = trunc i64 %bits3127 to i32
  %hi3129 = lshr i64 %bits3127, 32
  %hi3130 = trunc nuw i64 %hi3129 to i32
  %call3131 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo3128, i32 4, i32 31)
  %call3132 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi3130, i32 4, i32 31)
  %lo3133 = zext i32 %call3131 to i64
  %hi3134 = zext i32 %call3132 to i64
  %hi3135 = shl nuw i64 %hi3134, 32
  %bits3136 = or disjoint i64 %hi3135, %lo3133
  %leaf3137 = bitcast i64 %bits3136 to double
  %cmp3139 = icmp ult i64 %add2984, %lanes30965072
  %fadd3140 = fadd double %sel3126, %leaf3137
  %sel3141 = select i1 %cmp3139, double %fadd3140, double %sel3126
  %bits3142 = bitcast double %sel3141 to i64
  %lo3143 = trunc i64 %bits3142 to i32
  %hi3144 = lshr i64 %bits3142, 32
  %hi3145 = trunc nuw i64 %hi3144 to i32
  %call3146 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo3143, i32 8, i32 31)
  %call3147 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi3145, i32 8, i32 31)
  %lo3148 = zext i32 %call3146 to i64
  %hi3149 = zext i32 %call3147 to i64
  %hi3150 = shl nuw i64 %hi3149, 32
  %bits3151 = or disjoint i64 %hi3150, %lo3148
  %leaf3152 = bitcast i64 %bits3151 to double
  %cmp3154 = icmp ult i64 %add2999, %lanes30965072
  %fadd3155 = fadd double %sel3141, %leaf3152
  %sel3156 = select i1 %cmp3154, double %fadd3155, double %sel3141
  %bits3157 = bitcast double %sel3156 to i64
  %lo3158 = trunc i64 %bits3157 to i32
  %hi3159 = lshr i64 %bits3157, 32
  %hi3160 = trunc nuw i64 %hi3159 to i32
  %call3161 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo3158, i32 16, i32 31)
  %call3162 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi3160, i32 16, i32 31)
  %v3179 = load double, ptr addrspace(3) %p3178, align 8
  %v3185 = load double, ptr addrspace(3) %p3184, align 8
  %v3191 = load double, ptr addrspace(3) %p3190, align 8
  %v3197 = load double, ptr addrspace(3) %p3196, align 8
  %v3203 = load double, ptr addrspace(3) %p3202, align 8
  %v3209 = load double, ptr addrspace(3) %p3208, align 8
  %v3215 = load double, ptr addrspace(3) %p3214, align 8
  %v3221 = load double, ptr addrspace(3) %p3220, align 8
  %cmp3224 = icmp ult i64 %add2913, %call2859
  %fadd3225 = fadd double %v3179, %v3185
  %sel3226 = select i1 %cmp3224, double %fadd3225, double %v3179
  %cmp3228 = icmp ult i64 %add2917, %call2859
  %fadd3229 = fadd double %v3191, %sel3226
  %sel3230 = select i1 %cmp3228, double %fadd3229, double %sel3226
  %cmp3232 = icmp ult i64 %add2921, %call2859
  %fadd3233 = fadd double %v3197, %sel3230
  %sel3234 = select i1 %cmp3232, double %fadd3233, double %sel3230
  %cmp3236 = icmp ult i64 %add2925, %call2859
  %fadd3237 = fadd double %v3203, %sel3234
  %sel3238 = select i1 %cmp3236, double %fadd3237, double %sel3234
  %cmp3240 = icmp ult i64 %add2929, %call2859
  %fadd3241 = fadd double %v3209, %sel3238
  %sel3242 = select i1 %cmp3240, double %fadd3241, double %sel3238
  %cmp3244 = icmp ult i64 %add2933, %call2859
  %fadd3245 = fadd double %v3215, %sel3242
  %sel3246 = select i1 %cmp3244, double %fadd3245, double %sel3242
  %cmp3248 = icmp ult i64 %add2937, %call2859
  %fadd3249 = fadd double %v3221, %sel3246
  %sel3250 = select i1 %cmp3248, double %fadd3249, double %sel3246
  %add3251 = add nsw i64 %23, -505
  %lanes32525073 = lshr i64 %add3251, 3
  %bits3253 = bitcast double %sel3250 to i64
  %lo3254 = trunc i64 %bits3253 to i32
  %hi3255 = lshr i64 %bits3253, 32
  %hi3256 = trunc nuw i64 %hi3255 to i32
  %call3257 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo3254, i32 1, i32 31)
  %call3258 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi3256, i32 1, i32 31)
  %lo3259 = zext i32 %call3257 to i64
  %hi3260 = zext i32 %call3258 to i64
  %hi3261 = shl nuw i64 %hi3260, 32
  %bits3262 = or disjoint i64 %hi3261, %lo3259
  %leaf3263 = bitcast i64 %bits3262 to double
  %cmp3265 = icmp ult i64 %add2954, %lanes32525073
  %fadd3266 = fadd double %sel3250, %leaf3263
  %sel3267 = select i1 %cmp3265, double %fadd3266, double %sel3250
  %bits3268 = bitcast double %sel3267 to i64
  %lo3269 = trunc i64 %bits3268 to i32
  %hi3270 = lshr i64 %bits3268, 32
  %hi3271 = trunc nuw i64 %hi3270 to i32
  %call3272 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo3269, i32 2, i32 31)
  %call3273 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi3271, i32 2, i32 31)
  %lo3274 = zext i32 %call3272 to i64
  %hi3275 = zext i32 %call3273 to i64
  %hi3276 = shl nuw i64 %hi3275, 32
  %bits3277 = or disjoint i64 %hi3276, %lo3274
  %leaf3278 = bitcast i64 %bits3277 to double
  %cmp3280 = icmp ult i64 %add2969, %lanes32525073
  %fadd3281 = fadd double %sel3267, %leaf3278
  %sel3282 = select i1 %cmp3280, double %fadd3281, double %sel3267
  %bits3283 = bitcast double %sel3282 to i64
  %lo3284 = trunc i64 %bits3283 to i32
  %hi3285 = lshr i64 %bits3283, 32
  %hi3286 = trunc nuw i64 %hi3285 to i32
  %call3287 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo3284, i32 4, i32 31)
  %call3288 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi3286, i32 4, i32 31)
  %lo3289 = zext i32 %call3287 to i64
  %hi3290 = zext i32 %call3288 to i64
  %hi3291 = shl nuw i64 %hi3290, 32
  %bits3292 = or disjoint i64 %hi3291, %lo3289
  %leaf3293 = bitcast i64 %bits3292 to double
  %cmp3295 = icmp ult i64 %add2984, %lanes32525073
  %fadd3296 = fadd double %sel3282, %leaf3293
  %sel3297 = select i1 %cmp3295, double %fadd3296, double %sel3282
  %bits3298 = bitcast double %sel3297 to i64
  %lo3299 = trunc i64 %bits3298 to i32
  %hi3300 = lshr i64 %bits3298, 32
  %hi3301 = trunc nuw i64 %hi3300 to i32
  %call3302 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo3299, i32 8, i32 31)
  %call3303 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi3301, i32 8, i32 31)
  %lo3304 = zext i32 %call3302 to i64
  %hi3305 = zext i32 %call3303 to i64
  %hi3306 = shl nuw i64 %hi3305, 32
  %bits3307 = or disjoint i64 %hi3306, %lo3304
  %leaf3308 = bitcast i64 %bits3307 to double
  %cmp3310 = icmp ult i64 %add2999, %lanes32525073
  %fadd3311 = fadd double %sel3297, %leaf3308
  %sel3312 = select i1 %cmp3310, double %fadd3311, double %sel3297
  %bits3313 = bitcast double %sel3312 to i64
  %lo3314 = trunc i64 %bits3313 to i32
  %hi3315 = lshr i64 %bits3313, 32
  %hi3316 = trunc nuw i64 %hi3315 to i32
  %call3317 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo3314, i32 16, i32 31)
  %call3318 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi3316, i32 16, i32 31)
  %v3335 = load double, ptr addrspace(3) %p3334, align 8
  %v3341 = load double, ptr addrspace(3) %p3340, align 8
  %v3347 = load double, ptr addrspace(3) %p3346, align 8
  %v3353 = load double, ptr addrspace(3) %p3352, align 8
  %v3359 = load double, ptr addrspace(3) %p3358, align 8
  %v3365 = load double, ptr addrspace(3) %p3364, align 8
  %v3371 = load double, ptr addrspace(3) %p3370, align 8
  %v3377 = load double, ptr addrspace(3) %p3376, align 8
  %cmp3380 = icmp slt i64 %add2913, %call2863
  %fadd3381 = fadd double %v3335, %v3341
  %sel3382 = select i1 %cmp3380, double %fadd3381, double %v3335
  %cmp3384 = icmp slt i64 %add2917, %call2863
  %fadd3385 = fadd double %v3347, %sel3382
  %sel3386 = select i1 %cmp3384, double %fadd3385, double %sel3382
  %cmp3388 = icmp slt i64 %add2921, %call2863
  %fadd3389 = fadd double %v3353, %sel3386
  %sel3390 = select i1 %cmp3388, double %fadd3389, double %sel3386
  %cmp3392 = icmp slt i64 %add2925, %call2863
  %fadd3393 = fadd double %v3359, %sel3390
  %sel3394 = select i1 %cmp3392, double %fadd3393, double %sel3390
  %cmp3396 = icmp slt i64 %add2929, %call2863
  %fadd3397 = fadd double %v3365, %sel3394
  %sel3398 = select i1 %cmp3396, double %fadd3397, double %sel3394
  %cmp3400 = icmp slt i64 %add2933, %call2863
  %fadd3401 = fadd double %v3371, %sel3398
  %sel3402 = select i1 %cmp3400, double %fadd3401, double %sel3398
  %cmp3404 = icmp slt i64 %add2937, %call2863
  %fadd3405 = fadd double %v3377, %sel3402
  %sel3406 = select i1 %cmp3404, double %fadd3405, double %sel3402
  %add3407 = add nsw i64 %24, -761
  %lanes34085074 = lshr i64 %add3407, 3
  %bits3409 = bitcast double %sel3406 to i64
  %lo3410 = trunc i64 %bits3409 to i32
  %hi3411 = lshr i64 %bits3409, 32
  %hi3412 = trunc nuw i64 %hi3411 to i32
  %call3413 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo3410, i32 1, i32 31)
  %call3414 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi3412, i32 1, i32 31)
  %lo3415 = zext i32 %call3413 to i64
  %hi3416 = zext i32 %call3414 to i64
  %hi3417 = shl nuw i64 %hi3416, 32
  %bits3418 = or disjoint i64 %hi3417, %lo3415
  %leaf3419 = bitcast i64 %bits3418 to double
  %cmp3421 = icmp ult i64 %add2954, %lanes34085074
  %fadd3422 = fadd double %sel3406, %leaf3419
  %sel3423 = select i1 %cmp3421, double %fadd3422, double %sel3406
  %bits3424 = bitcast double %sel3423 to i64
  %lo3425 = trunc i64 %bits3424 to i32
  %hi3426 = lshr i64 %bits3424, 32
  %hi3427 = trunc nuw i64 %hi3426 to i32
  %call3428 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo3425, i32 2, i32 31)
  %call3429 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi3427, i32 2, i32 31)
  %lo3430 = zext i32 %call3428 to i64
  %hi3431 = zext i32 %call3429 to i64
  %hi3432 = shl nuw i64 %hi3431, 32
  %bits3433 = or disjoint i64 %hi3432, %lo3430
  %leaf3434 = bitcast i64 %bits3433 to double
  %cmp3436 = icmp ult i64 %add2969, %lanes34085074
  %fadd3437 = fadd double %sel3423, %leaf3434
  %sel3438 = select i1 %cmp3436, double %fadd3437, double %sel3423
  %bits3439 = bitcast double %sel3438 to i64
  %lo3440 = trunc i64 %bits3439 to i32
  %hi3441 = lshr i64 %bits3439, 32
  %hi3442 = trunc nuw i64 %hi3441 to i32
  %call3443 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo3440, i32 4, i32 31)
  %call3444 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi3442, i32 4, i32 31)
  %lo3445 = zext i32 %call3443 to i64
  %hi3446 = zext i32 %call3444 to i64
  %hi3447 = shl nuw i64 %hi3446, 32
  %bits3448 = or disjoint i64 %hi3447, %lo3445
  %leaf3449 = bitcast i64 %bits3448 to double
  %cmp3451 = icmp ult i64 %add2984, %lanes34085074
  %fadd3452 = fadd double %sel3438, %leaf3449
  %sel3453 = select i1 %cmp3451, double %fadd3452, double %sel3438
  %bits3454 = bitcast double %sel3453 to i64
  %lo3455 = trunc i64 %bits3454 to i32
  %hi3456 = lshr i64 %bits3454, 32
  %hi3457 = trunc nuw i64 %hi3456 to i32
  %call3458 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo3455, i32 8, i32 31)
  %call3459 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi3457, i32 8, i32 31)
  %lo3460 = zext i32 %call3458 to i64
  %hi3461 = zext i32 %call3459 to i64
  %hi3462 = shl nuw i64 %hi3461, 32
  %bits3463 = or disjoint i64 %hi3462, %lo3460
  %leaf3464 = bitcast i64 %bits3463 to double
  %cmp3466 = icmp ult i64 %add2999, %lanes34085074
  %fadd3467 = fadd double %sel3453, %leaf3464
  %sel3468 = select i1 %cmp3466, double %fadd3467, double %sel3453
  %bits3469 = bitcast double %sel3468 to i64
  %lo3470 = trunc i64 %bits3469 to i32
  %hi3471 = lshr i64 %bits3469, 32
  %hi3472 = trunc nuw i64 %hi3471 to i32
  %call3473 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo3470, i32 16, i32 31)
  %call3474 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi3472, i32 16, i32 31)
  br i1 %cmp, label %then3486, label %endif3487

then954:                                          ; preds = %piece.whole
  %hi478 = zext i32 %call476 to i64
  %hi479 = shl nuw i64 %hi478, 32
  %lo477 = zext i32 %call475 to i64
  %bits480 = or disjoint i64 %hi479, %lo477
  %leaf481 = bitcast i64 %bits480 to double
  %fadd484 = fadd double %fadd469, %leaf481
  %hi632 = zext i32 %call630 to i64
  %hi633 = shl nuw i64 %hi632, 32
  %lo631 = zext i32 %call629 to i64
  %bits634 = or disjoint i64 %hi633, %lo631
  %leaf635 = bitcast i64 %bits634 to double
  %fadd638 = fadd double %fadd623, %leaf635
  %fadd640 = fadd double %fadd484, %fadd638
  %hi788 = zext i32 %call786 to i64
  %hi789 = shl nuw i64 %hi788, 32
  %lo787 = zext i32 %call785 to i64
  %bits790 = or disjoint i64 %hi789, %lo787
  %leaf791 = bitcast i64 %bits790 to double
  %fadd794 = fadd double %fadd779, %leaf791
  %fadd796 = fadd double %fadd640, %fadd794
  %hi944 = zext i32 %call942 to i64
  %hi945 = shl nuw i64 %hi944, 32
  %lo943 = zext i32 %call941 to i64
  %bits946 = or disjoint i64 %hi945, %lo943
  %leaf947 = bitcast i64 %bits946 to double
  %fadd950 = fadd double %fadd935, %leaf947
  %fadd952 = fadd double %fadd796, %fadd950
  store double %fadd952, ptr addrspace(3) %p3488, align 8
  store i32 1, ptr addrspace(3) %p3490, align 4
  br label %endif955

endif955:                                         ; preds = %then954, %piece.whole
  tail call void @llvm.nvvm.barrier0()
  br i1 %cmp3491, label %then959, label %endif960

then959:                                          ; preds = %endif955
  %v962 = load double, ptr addrspace(3) @scan.shared.4, align 8
  %v964 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 4), align 4
  %v965 = load double, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 8), align 8
  %cmp966.not = icmp eq i32 %v964, 0
  %fadd967 = fadd double %v962, %v965
  %sel968 = select i1 %cmp966.not, double %v962, double %fadd967
  %v969 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 8), align 8
  %v970 = load double, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 16), align 8
  %cmp971.not = icmp eq i32 %v969, 0
  %fadd972 = fadd double %sel968, %v970
  %sel973 = select i1 %cmp971.not, double %sel968, double %fadd972
  %v974 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 12), align 4
  %v975 = load double, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 24), align 8
  %cmp976.not = icmp eq i32 %v974, 0
  %fadd977 = fadd double %sel973, %v975
  %sel978 = select i1 %cmp976.not, double %sel973, double %fadd977
  %cmp979 = icmp ne i64 %sub, 0
  %publish = and i1 %cmp, %cmp979
  br i1 %publish, label %then980, label %endif981

endif960:                                         ; preds = %repeat.exit989, %then1131, %endif955
  %v1142 = load i32, ptr addrspace(3) @scan.shared.3, align 8
  %v1143 = load double, ptr addrspace(3) @scan.shared.4, align 8
  %cmp1144 = icmp ne i32 %v1142, 0
  %take = and i1 %cmp3689, %cmp1144
  %sel1148 = select i1 %take, double %v1143, double 0.000000e+00
  %v1149 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 4), align 4
  %v1150 = load double, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 8), align 8
  %cmp1151 = icmp ne i32 %v1149, 0
  %take1153 = and i1 %cmp3698, %cmp1151
  %fadd1154 = fadd double %v1143, %v1150
  %sel1155 = select i1 %take, double %fadd1154, double %v1150
  %sel1156 = select i1 %take1153, double %sel1155, double %sel1148
  %has1157 = or i1 %take, %take1153
  %v1158 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 8), align 8
  %v1159 = load double, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 16), align 8
  %cmp1160 = icmp ne i32 %v1158, 0
  %take1162 = and i1 %cmp3707, %cmp1160
  %fadd1163 = fadd double %v1159, %sel1156
  %sel1164 = select i1 %has1157, double %fadd1163, double %v1159
  %sel1165 = select i1 %take1162, double %sel1164, double %sel1156
  %has1166 = or i1 %has1157, %take1162
  %v1172 = load double, ptr addrspace(3) %p2868, align 8
  %v1178 = load double, ptr addrspace(3) %p2874, align 8
  %v1184 = load double, ptr addrspace(3) %p2880, align 8
  %v1190 = load double, ptr addrspace(3) %p2886, align 8
  %v1196 = load double, ptr addrspace(3) %p2892, align 8
  %v1202 = load double, ptr addrspace(3) %p2898, align 8
  %v1208 = load double, ptr addrspace(3) %p2904, align 8
  %v1214 = load double, ptr addrspace(3) %p2910, align 8
  %fadd1215 = fadd double %v1172, %v1178
  %fadd1216 = fadd double %fadd1215, %v1184
  %fadd1217 = fadd double %fadd1216, %v1190
  %fadd1218 = fadd double %fadd1217, %v1196
  %fadd1219 = fadd double %fadd1218, %v1202
  %fadd1220 = fadd double %fadd1219, %v1208
  %fadd1221 = fadd double %fadd1220, %v1214
  %bits1222 = bitcast double %fadd1221 to i64
  %lo1223 = trunc i64 %bits1222 to i32
  %hi1224 = lshr i64 %bits1222, 32
  %hi1225 = trunc nuw i64 %hi1224 to i32
  %call1226 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo1223, i32 1, i32 0)
  %call1227 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi1225, i32 1, i32 0)
  %lo1228 = zext i32 %call1226 to i64
  %hi1229 = zext i32 %call1227 to i64
  %hi1230 = shl nuw i64 %hi1229, 32
  %bits1231 = or disjoint i64 %hi1230, %lo1228
  %leaf1232 = bitcast i64 %bits1231 to double
  %fadd1234 = fadd double %fadd1221, %leaf1232
  %sel1235 = select i1 %cmp, double %fadd1221, double %fadd1234
  %bits1236 = bitcast double %sel1235 to i64
  %lo1237 = trunc i64 %bits1236 to i32
  %hi1238 = lshr i64 %bits1236, 32
  %hi1239 = trunc nuw i64 %hi1238 to i32
  %call1240 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo1237, i32 2, i32 0)
  %call1241 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi1239, i32 2, i32 0)
  %lo1242 = zext i32 %call1240 to i64
  %hi1243 = zext i32 %call1241 to i64
  %hi1244 = shl nuw i64 %hi1243, 32
  %bits1245 = or disjoint i64 %hi1244, %lo1242
  %leaf1246 = bitcast i64 %bits1245 to double
  %fadd1248 = fadd double %sel1235, %leaf1246
  %sel1249 = select i1 %cmp3793, double %fadd1248, double %sel1235
  %bits1250 = bitcast double %sel1249 to i64
  %lo1251 = trunc i64 %bits1250 to i32
  %hi1252 = lshr i64 %bits1250, 32
  %hi1253 = trunc nuw i64 %hi1252 to i32
  %call1254 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo1251, i32 4, i32 0)
  %call1255 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi1253, i32 4, i32 0)
  %lo1256 = zext i32 %call1254 to i64
  %hi1257 = zext i32 %call1255 to i64
  %hi1258 = shl nuw i64 %hi1257, 32
  %bits1259 = or disjoint i64 %hi1258, %lo1256
  %leaf1260 = bitcast i64 %bits1259 to double
  %fadd1262 = fadd double %sel1249, %leaf1260
  %sel1263 = select i1 %cmp3807, double %fadd1262, double %sel1249
  %bits1264 = bitcast double %sel1263 to i64
  %lo1265 = trunc i64 %bits1264 to i32
  %hi1266 = lshr i64 %bits1264, 32
  %hi1267 = trunc nuw i64 %hi1266 to i32
  %call1268 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo1265, i32 8, i32 0)
  %call1269 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi1267, i32 8, i32 0)
  %lo1270 = zext i32 %call1268 to i64
  %hi1271 = zext i32 %call1269 to i64
  %hi1272 = shl nuw i64 %hi1271, 32
  %bits1273 = or disjoint i64 %hi1272, %lo1270
  %leaf1274 = bitcast i64 %bits1273 to double
  %fadd1276 = fadd double %sel1263, %leaf1274
  %sel1277 = select i1 %cmp3821, double %fadd1276, double %sel1263
  %bits1278 = bitcast double %sel1277 to i64
  %lo1279 = trunc i64 %bits1278 to i32
  %hi1280 = lshr i64 %bits1278, 32
  %hi1281 = trunc nuw i64 %hi1280 to i32
  %call1282 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo1279, i32 16, i32 0)
  %call1283 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi1281, i32 16, i32 0)
  %lo1284 = zext i32 %call1282 to i64
  %hi1285 = zext i32 %call1283 to i64
  %hi1286 = shl nuw i64 %hi1285, 32
  %bits1287 = or disjoint i64 %hi1286, %lo1284
  %leaf1288 = bitcast i64 %bits1287 to double
  %fadd1290 = fadd double %sel1277, %leaf1288
  %sel1291 = select i1 %cmp3835, double %fadd1290, double %sel1277
  %bits1292 = bitcast double %sel1291 to i64
  %lo1293 = trunc i64 %bits1292 to i32
  %hi1294 = lshr i64 %bits1292, 32
  %hi1295 = trunc nuw i64 %hi1294 to i32
  %call1296 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo1293, i32 1, i32 0)
  %call1297 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi1295, i32 1, i32 0)
  %lo1298 = zext i32 %call1296 to i64
  %hi1299 = zext i32 %call1297 to i64
  %hi1300 = shl nuw i64 %hi1299, 32
  %bits1301 = or disjoint i64 %hi1300, %lo1298
  %leaf1302 = bitcast i64 %bits1301 to double
  %fadd1304 = fadd double %sel1165, %leaf1302
  %sel1305 = select i1 %has1166, double %fadd1304, double %leaf1302
  %sel1306 = select i1 %cmp, double %sel1165, double %sel1305
  %has1308 = or i1 %has1166, %later3853
  %fadd1309 = fadd double %v1172, %sel1306
  %sel1310 = select i1 %has1308, double %fadd1309, double %v1172
  store double %sel1310, ptr addrspace(3) %p2868, align 8
  %fadd1316 = fadd double %fadd1215, %sel1306
  %sel1317 = select i1 %has1308, double %fadd1316, double %fadd1215
  store double %sel1317, ptr addrspace(3) %p2874, align 8
  %fadd1323 = fadd double %fadd1216, %sel1306
  %sel1324 = select i1 %has1308, double %fadd1323, double %fadd1216
  store double %sel1324, ptr addrspace(3) %p2880, align 8
  %fadd1330 = fadd double %fadd1217, %sel1306
  %sel1331 = select i1 %has1308, double %fadd1330, double %fadd1217
  store double %sel1331, ptr addrspace(3) %p2886, align 8
  %fadd1337 = fadd double %fadd1218, %sel1306
  %sel1338 = select i1 %has1308, double %fadd1337, double %fadd1218
  store double %sel1338, ptr addrspace(3) %p2892, align 8
  %fadd1344 = fadd double %fadd1219, %sel1306
  %sel1345 = select i1 %has1308, double %fadd1344, double %fadd1219
  store double %sel1345, ptr addrspace(3) %p2898, align 8
  %fadd1351 = fadd double %fadd1220, %sel1306
  %sel1352 = select i1 %has1308, double %fadd1351, double %fadd1220
  store double %sel1352, ptr addrspace(3) %p2904, align 8
  %fadd1358 = fadd double %fadd1221, %sel1306
  %sel1359 = select i1 %has1308, double %fadd1358, double %fadd1221
  store double %sel1359, ptr addrspace(3) %p2910, align 8
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %v1370 = load double, ptr addrspace(3) %p1369, align 8
  %v1378 = load double, ptr addrspace(3) %p3022, align 8
  %v1384 = load double, ptr addrspace(3) %p3028, align 8
  %v1390 = load double, ptr addrspace(3) %p3034, align 8
  %v1396 = load double, ptr addrspace(3) %p3040, align 8
  %v1402 = load double, ptr addrspace(3) %p3046, align 8
  %v1408 = load double, ptr addrspace(3) %p3052, align 8
  %v1414 = load double, ptr addrspace(3) %p3058, align 8
  %v1420 = load double, ptr addrspace(3) %p3064, align 8
  %fadd1421 = fadd double %v1378, %v1384
  %fadd1422 = fadd double %fadd1421, %v1390
  %fadd1423 = fadd double %fadd1422, %v1396
  %fadd1424 = fadd double %fadd1423, %v1402
  %fadd1425 = fadd double %fadd1424, %v1408
  %fadd1426 = fadd double %fadd1425, %v1414
  %fadd1427 = fadd double %fadd1426, %v1420
  %bits1428 = bitcast double %fadd1427 to i64
  %lo1429 = trunc i64 %bits1428 to i32
  %hi1430 = lshr i64 %bits1428, 32
  %hi1431 = trunc nuw i64 %hi1430 to i32
  %call1432 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo1429, i32 1, i32 0)
  %call1433 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi1431, i32 1, i32 0)
  %lo1434 = zext i32 %call1432 to i64
  %hi1435 = zext i32 %call1433 to i64
  %hi1436 = shl nuw i64 %hi1435, 32
  %bits1437 = or disjoint i64 %hi1436, %lo1434
  %leaf1438 = bitcast i64 %bits1437 to double
  %fadd1440 = fadd double %fadd1427, %leaf1438
  %sel1441 = select i1 %cmp, double %fadd1427, double %fadd1440
  %bits1442 = bitcast double %sel1441 to i64
  %lo1443 = trunc i64 %bits1442 to i32
  %hi1444 = lshr i64 %bits1442, 32
  %hi1445 = trunc nuw i64 %hi1444 to i32
  %call1446 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo1443, i32 2, i32 0)
  %call1447 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi1445, i32 2, i32 0)
  %lo1448 = zext i32 %call1446 to i64
  %hi1449 = zext i32 %call1447 to i64
  %hi1450 = shl nuw i64 %hi1449, 32
  %bits1451 = or disjoint i64 %hi1450, %lo1448
  %leaf1452 = bitcast i64 %bits1451 to double
  %fadd1454 = fadd double %sel1441, %leaf1452
  %sel1455 = select i1 %cmp3793, double %fadd1454, double %sel1441
  %bits1456 = bitcast double %sel1455 to i64
  %lo1457 = trunc i64 %bits1456 to i32
  %hi1458 = lshr i64 %bits1456, 32
  %hi1459 = trunc nuw i64 %hi1458 to i32
  %call1460 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo1457, i32 4, i32 0)
  %call1461 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi1459, i32 4, i32 0)
  %lo1462 = zext i32 %call1460 to i64
  %hi1463 = zext i32 %call1461 to i64
  %hi1464 = shl nuw i64 %hi1463, 32
  %bits1465 = or disjoint i64 %hi1464, %lo1462
  %leaf1466 = bitcast i64 %bits1465 to double
  %fadd1468 = fadd double %sel1455, %leaf1466
  %sel1469 = select i1 %cmp3807, double %fadd1468, double %sel1455
  %bits1470 = bitcast double %sel1469 to i64
  %lo1471 = trunc i64 %bits1470 to i32
  %hi1472 = lshr i64 %bits1470, 32
  %hi1473 = trunc nuw i64 %hi1472 to i32
  %call1474 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo1471, i32 8, i32 0)
  %call1475 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi1473, i32 8, i32 0)
  %lo1476 = zext i32 %call1474 to i64
  %hi1477 = zext i32 %call1475 to i64
  %hi1478 = shl nuw i64 %hi1477, 32
  %bits1479 = or disjoint i64 %hi1478, %lo1476
  %leaf1480 = bitcast i64 %bits1479 to double
  %fadd1482 = fadd double %sel1469, %leaf1480
  %sel1483 = select i1 %cmp3821, double %fadd1482, double %sel1469
  %bits1484 = bitcast double %sel1483 to i64
  %lo1485 = trunc i64 %bits1484 to i32
  %hi1486 = lshr i64 %bits1484, 32
  %hi1487 = trunc nuw i64 %hi1486 to i32
  %call1488 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo1485, i32 16, i32 0)
  %call1489 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi1487, i32 16, i32 0)
  %lo1490 = zext i32 %call1488 to i64
  %hi1491 = zext i32 %call1489 to i64
  %hi1492 = shl nuw i64 %hi1491, 32
  %bits1493 = or disjoint i64 %hi1492, %lo1490
  %leaf1494 = bitcast i64 %bits1493 to double
  %fadd1496 = fadd double %sel1483, %leaf1494
  %sel1497 = select i1 %cmp3835, double %fadd1496, double %sel1483
  %bits1498 = bitcast double %sel1497 to i64
  %lo1499 = trunc i64 %bits1498 to i32
  %hi1500 = lshr i64 %bits1498, 32
  %hi1501 = trunc nuw i64 %hi1500 to i32
  %call1502 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo1499, i32 1, i32 0)
  %call1503 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi1501, i32 1, i32 0)
  %lo1504 = zext i32 %call1502 to i64
  %hi1505 = zext i32 %call1503 to i64
  %hi1506 = shl nuw i64 %hi1505, 32
  %bits1507 = or disjoint i64 %hi1506, %lo1504
  %leaf1508 = bitcast i64 %bits1507 to double
  %fadd1510 = fadd double %v1370, %leaf1508
  %sel1512 = select i1 %cmp, double %v1370, double %fadd1510
  %fadd1515 = fadd double %v1378, %sel1512
  store double %fadd1515, ptr addrspace(3) %p3022, align 8
  %fadd1522 = fadd double %fadd1421, %sel1512
  store double %fadd1522, ptr addrspace(3) %p3028, align 8
  %fadd1529 = fadd double %fadd1422, %sel1512
  store double %fadd1529, ptr addrspace(3) %p3034, align 8
  %fadd1536 = fadd double %fadd1423, %sel1512
  store double %fadd1536, ptr addrspace(3) %p3040, align 8
  %fadd1543 = fadd double %fadd1424, %sel1512
  store double %fadd1543, ptr addrspace(3) %p3046, align 8
  %fadd1550 = fadd double %fadd1425, %sel1512
  store double %fadd1550, ptr addrspace(3) %p3052, align 8
  %fadd1557 = fadd double %fadd1426, %sel1512
  store double %fadd1557, ptr addrspace(3) %p3058, align 8
  %fadd1564 = fadd double %fadd1427, %sel1512
  store double %fadd1564, ptr addrspace(3) %p3064, align 8
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %v1576 = load double, ptr addrspace(3) %p1575, align 8
  %v1584 = load double, ptr addrspace(3) %p3178, align 8
  %v1590 = load double, ptr addrspace(3) %p3184, align 8
  %v1596 = load double, ptr addrspace(3) %p3190, align 8
  %v1602 = load double, ptr addrspace(3) %p3196, align 8
  %v1608 = load double, ptr addrspace(3) %p3202, align 8
  %v1614 = load double, ptr addrspace(3) %p3208, align 8
  %v1620 = load double, ptr addrspace(3) %p3214, align 8
  %v1626 = load double, ptr addrspace(3) %p3220, align 8
  %fadd1627 = fadd double %v1584, %v1590
  %fadd1628 = fadd double %fadd1627, %v1596
  %fadd1629 = fadd double %fadd1628, %v1602
  %fadd1630 = fadd double %fadd1629, %v1608
  %fadd1631 = fadd double %fadd1630, %v1614
  %fadd1632 = fadd double %fadd1631, %v1620
  %fadd1633 = fadd double %fadd1632, %v1626
  %bits1634 = bitcast double %fadd1633 to i64
  %lo1635 = trunc i64 %bits1634 to i32
  %hi1636 = lshr i64 %bits1634, 32
  %hi1637 = trunc nuw i64 %hi1636 to i32
  %call1638 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo1635, i32 1, i32 0)
  %call1639 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi1637, i32 1, i32 0)
  %lo1640 = zext i32 %call1638 to i64
  %hi1641 = zext i32 %call1639 to i64
  %hi1642 = shl nuw i64 %hi1641, 32
  %bits1643 = or disjoint i64 %hi1642, %lo1640
  %leaf1644 = bitcast i64 %bits1643 to double
  %fadd1646 = fadd double %fadd1633, %leaf1644
  %sel1647 = select i1 %cmp, double %fadd1633, double %fadd1646
  %bits1648 = bitcast double %sel1647 to i64
  %lo1649 = trunc i64 %bits1648 to i32
  %hi1650 = lshr i64 %bits1648, 32
  %hi1651 = trunc nuw i64 %hi1650 to i32
  %call1652 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo1649, i32 2, i32 0)
  %call1653 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi1651, i32 2, i32 0)
  %lo1654 = zext i32 %call1652 to i64
  %hi1655 = zext i32 %call1653 to i64
  %hi1656 = shl nuw i64 %hi1655, 32
  %bits1657 = or disjoint i64 %hi1656, %lo1654
  %leaf1658 = bitcast i64 %bits1657 to double
  %fadd1660 = fadd double %sel1647, %leaf1658
  %sel1661 = select i1 %cmp3793, double %fadd1660, double %sel1647
  %bits1662 = bitcast double %sel1661 to i64
  %lo1663 = trunc i64 %bits1662 to i32
  %hi1664 = lshr i64 %bits1662, 32
  %hi1665 = trunc nuw i64 %hi1664 to i32
  %call1666 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo1663, i32 4, i32 0)
  %call1667 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi1665, i32 4, i32 0)
  %lo1668 = zext i32 %call1666 to i64
  %hi1669 = zext i32 %call1667 to i64
  %hi1670 = shl nuw i64 %hi1669, 32
  %bits1671 = or disjoint i64 %hi1670, %lo1668
  %leaf1672 = bitcast i64 %bits1671 to double
  %fadd1674 = fadd double %sel1661, %leaf1672
  %sel1675 = select i1 %cmp3807, double %fadd1674, double %sel1661
  %bits1676 = bitcast double %sel1675 to i64
  %lo1677 = trunc i64 %bits1676 to i32
  %hi1678 = lshr i64 %bits1676, 32
  %hi1679 = trunc nuw i64 %hi1678 to i32
  %call1680 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo1677, i32 8, i32 0)
  %call1681 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi1679, i32 8, i32 0)
  %lo1682 = zext i32 %call1680 to i64
  %hi1683 = zext i32 %call1681 to i64
  %hi1684 = shl nuw i64 %hi1683, 32
  %bits1685 = or disjoint i64 %hi1684, %lo1682
  %leaf1686 = bitcast i64 %bits1685 to double
  %fadd1688 = fadd double %sel1675, %leaf1686
  %sel1689 = select i1 %cmp3821, double %fadd1688, double %sel1675
  %bits1690 = bitcast double %sel1689 to i64
  %lo1691 = trunc i64 %bits1690 to i32
  %hi1692 = lshr i64 %bits1690, 32
  %hi1693 = trunc nuw i64 %hi1692 to i32
  %call1694 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo1691, i32 16, i32 0)
  %call1695 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi1693, i32 16, i32 0)
  %lo1696 = zext i32 %call1694 to i64
  %hi1697 = zext i32 %call1695 to i64
  %hi1698 = shl nuw i64 %hi1697, 32
  %bits1699 = or disjoint i64 %hi1698, %lo1696
  %leaf1700 = bitcast i64 %bits1699 to double
  %fadd1702 = fadd double %sel1689, %leaf1700
  %sel1703 = select i1 %cmp3835, double %fadd1702, double %sel1689
  %bits1704 = bitcast double %sel1703 to i64
  %lo1705 = trunc i64 %bits1704 to i32
  %hi1706 = lshr i64 %bits1704, 32
  %hi1707 = trunc nuw i64 %hi1706 to i32
  %call1708 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo1705, i32 1, i32 0)
  %call1709 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi1707, i32 1, i32 0)
  %lo1710 = zext i32 %call1708 to i64
  %hi1711 = zext i32 %call1709 to i64
  %hi1712 = shl nuw i64 %hi1711, 32
  %bits1713 = or disjoint i64 %hi1712, %lo1710
  %leaf1714 = bitcast i64 %bits1713 to double
  %fadd1716 = fadd double %v1576, %leaf1714
  %sel1718 = select i1 %cmp, double %v1576, double %fadd1716
  %fadd1721 = fadd double %v1584, %sel1718
  store double %fadd1721, ptr addrspace(3) %p3178, align 8
  %fadd1728 = fadd double %fadd1627, %sel1718
  store double %fadd1728, ptr addrspace(3) %p3184, align 8
  %fadd1735 = fadd double %fadd1628, %sel1718
  store double %fadd1735, ptr addrspace(3) %p3190, align 8
  %fadd1742 = fadd double %fadd1629, %sel1718
  store double %fadd1742, ptr addrspace(3) %p3196, align 8
  %fadd1749 = fadd double %fadd1630, %sel1718
  store double %fadd1749, ptr addrspace(3) %p3202, align 8
  %fadd1756 = fadd double %fadd1631, %sel1718
  store double %fadd1756, ptr addrspace(3) %p3208, align 8
  %fadd1763 = fadd double %fadd1632, %sel1718
  store double %fadd1763, ptr addrspace(3) %p3214, align 8
  %fadd1770 = fadd double %fadd1633, %sel1718
  store double %fadd1770, ptr addrspace(3) %p3220, align 8
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %v1782 = load double, ptr addrspace(3) %p1781, align 8
  %v1790 = load double, ptr addrspace(3) %p3334, align 8
  %v1796 = load double, ptr addrspace(3) %p3340, align 8
  %v1802 = load double, ptr addrspace(3) %p3346, align 8
  %v1808 = load double, ptr addrspace(3) %p3352, align 8
  %v1814 = load double, ptr addrspace(3) %p3358, align 8
  %v1820 = load double, ptr addrspace(3) %p3364, align 8
  %v1826 = load double, ptr addrspace(3) %p3370, align 8
  %v1832 = load double, ptr addrspace(3) %p3376, align 8
  %fadd1833 = fadd double %v1790, %v1796
  %fadd1834 = fadd double %fadd1833, %v1802
  %fadd1835 = fadd double %fadd1834, %v1808
  %fadd1836 = fadd double %fadd1835, %v1814
  %fadd1837 = fadd double %fadd1836, %v1820
  %fadd1838 = fadd double %fadd1837, %v1826
  %fadd1839 = fadd double %fadd1838, %v1832
  %bits1840 = bitcast double %fadd1839 to i64
  %lo1841 = trunc i64 %bits1840 to i32
  %hi1842 = lshr i64 %bits1840, 32
  %hi1843 = trunc nuw i64 %hi1842 to i32
  %call1844 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo1841, i32 1, i32 0)
  %call1845 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi1843, i32 1, i32 0)
  %lo1846 = zext i32 %call1844 to i64
  %hi1847 = zext i32 %call1845 to i64
  %hi1848 = shl nuw i64 %hi1847, 32
  %bits1849 = or disjoint i64 %hi1848, %lo1846
  %leaf1850 = bitcast i64 %bits1849 to double
  %fadd1852 = fadd double %fadd1839, %leaf1850
  %sel1853 = select i1 %cmp, double %fadd1839, double %fadd1852
  %bits1854 = bitcast double %sel1853 to i64
  %lo1855 = trunc i64 %bits1854 to i32
  %hi1856 = lshr i64 %bits1854, 32
  %hi1857 = trunc nuw i64 %hi1856 to i32
  %call1858 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo1855, i32 2, i32 0)
  %call1859 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi1857, i32 2, i32 0)
  %lo1860 = zext i32 %call1858 to i64
  %hi1861 = zext i32 %call1859 to i64
  %hi1862 = shl nuw i64 %hi1861, 32
  %bits1863 = or disjoint i64 %hi1862, %lo1860
  %leaf1864 = bitcast i64 %bits1863 to double
  %fadd1866 = fadd double %sel1853, %leaf1864
  %sel1867 = select i1 %cmp3793, double %fadd1866, double %sel1853
  %bits1868 = bitcast double %sel1867 to i64
  %lo1869 = trunc i64 %bits1868 to i32
  %hi1870 = lshr i64 %bits1868, 32
  %hi1871 = trunc nuw i64 %hi1870 to i32
  %call1872 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo1869, i32 4, i32 0)
  %call1873 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi1871, i32 4, i32 0)
  %lo1874 = zext i32 %call1872 to i64
  %hi1875 = zext i32 %call1873 to i64
  %hi1876 = shl nuw i64 %hi1875, 32
  %bits1877 = or disjoint i64 %hi1876, %lo1874
  %leaf1878 = bitcast i64 %bits1877 to double
  %fadd1880 = fadd double %sel1867, %leaf1878
  %sel1881 = select i1 %cmp3807, double %fadd1880, double %sel1867
  %bits1882 = bitcast double %sel1881 to i64
  %lo1883 = trunc i64 %bits1882 to i32
  %hi1884 = lshr i64 %bits1882, 32
  %hi1885 = trunc nuw i64 %hi1884 to i32
  %call1886 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo1883, i32 8, i32 0)
  %call1887 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi1885, i32 8, i32 0)
  %lo1888 = zext i32 %call1886 to i64
  %hi1889 = zext i32 %call1887 to i64
  %hi1890 = shl nuw i64 %hi1889, 32
  %bits1891 = or disjoint i64 %hi1890, %lo1888
  %leaf1892 = bitcast i64 %bits1891 to double
  %fadd1894 = fadd double %sel1881, %leaf1892
  %sel1895 = select i1 %cmp3821, double %fadd1894, double %sel1881
  %bits1896 = bitcast double %sel1895 to i64
  %lo1897 = trunc i64 %bits1896 to i32
  %hi1898 = lshr i64 %bits1896, 32
  %hi1899 = trunc nuw i64 %hi1898 to i32
  %call1900 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo1897, i32 16, i32 0)
  %call1901 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi1899, i32 16, i32 0)
  %lo1902 = zext i32 %call1900 to i64
  %hi1903 = zext i32 %call1901 to i64
  %hi1904 = shl nuw i64 %hi1903, 32
  %bits1905 = or disjoint i64 %hi1904, %lo1902
  %leaf1906 = bitcast i64 %bits1905 to double
  %fadd1908 = fadd double %sel1895, %leaf1906
  %sel1909 = select i1 %cmp3835, double %fadd1908, double %sel1895
  %bits1910 = bitcast double %sel1909 to i64
  %lo1911 = trunc i64 %bits1910 to i32
  %hi1912 = lshr i64 %bits1910, 32
  %hi1913 = trunc nuw i64 %hi1912 to i32
  %call1914 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo1911, i32 1, i32 0)
  %call1915 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi1913, i32 1, i32 0)
  %lo1916 = zext i32 %call1914 to i64
  %hi1917 = zext i32 %call1915 to i64
  %hi1918 = shl nuw i64 %hi1917, 32
  %bits1919 = or disjoint i64 %hi1918, %lo1916
  %leaf1920 = bitcast i64 %bits1919 to double
  %fadd1922 = fadd double %v1782, %leaf1920
  %sel1924 = select i1 %cmp, double %v1782, double %fadd1922
  %fadd1927 = fadd double %v1790, %sel1924
  store double %fadd1927, ptr addrspace(3) %p3334, align 8
  %fadd1934 = fadd double %fadd1833, %sel1924
  store double %fadd1934, ptr addrspace(3) %p3340, align 8
  %fadd1941 = fadd double %fadd1834, %sel1924
  store double %fadd1941, ptr addrspace(3) %p3346, align 8
  %fadd1948 = fadd double %fadd1835, %sel1924
  store double %fadd1948, ptr addrspace(3) %p3352, align 8
  %fadd1955 = fadd double %fadd1836, %sel1924
  store double %fadd1955, ptr addrspace(3) %p3358, align 8
  %fadd1962 = fadd double %fadd1837, %sel1924
  store double %fadd1962, ptr addrspace(3) %p3364, align 8
  %fadd1969 = fadd double %fadd1838, %sel1924
  store double %fadd1969, ptr addrspace(3) %p3370, align 8
  %fadd1976 = fadd double %fadd1839, %sel1924
  store double %fadd1976, ptr addrspace(3) %p3376, align 8
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %v1988 = load double, ptr addrspace(3) %p1987, align 8
  tail call void @llvm.nvvm.barrier0()
  %v1991 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 16), align 8
  %v1992 = load double, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 32), align 8
  %cmp1993.not = icmp eq i32 %v1991, 0
  %fadd1994 = fadd double %sel1165, %v1992
  %sel1995 = select i1 %cmp1993.not, double %sel1165, double %fadd1994
  %sel1996 = select i1 %has1166, double %sel1995, double %v1992
  %v2007 = load double, ptr addrspace(3) %p4552, align 8
  %fadd2008 = fadd double %v1992, %v2007
  %sel2009 = select i1 %cmp1993.not, double %v2007, double %fadd2008
  %sel2011 = select i1 %cmp, double %sel1996, double %sel2009
  %p2018 = getelementptr inbounds double, ptr addrspace(1) %5, i64 %add41
  store double %sel2011, ptr addrspace(1) %p2018, align 8
  %v2023 = load double, ptr addrspace(3) %gep5083, align 8
  %fadd2024 = fadd double %v1992, %v2023
  %sel2025 = select i1 %cmp1993.not, double %v2023, double %fadd2024
  %p2034 = getelementptr inbounds double, ptr addrspace(1) %5, i64 %add47
  store double %sel2025, ptr addrspace(1) %p2034, align 8
  %v2039 = load double, ptr addrspace(3) %gep5085, align 8
  %fadd2040 = fadd double %v1992, %v2039
  %sel2041 = select i1 %cmp1993.not, double %v2039, double %fadd2040
  %p2050 = getelementptr inbounds double, ptr addrspace(1) %5, i64 %add54
  store double %sel2041, ptr addrspace(1) %p2050, align 8
  %v2055 = load double, ptr addrspace(3) %gep5087, align 8
  %fadd2056 = fadd double %v1992, %v2055
  %sel2057 = select i1 %cmp1993.not, double %v2055, double %fadd2056
  %p2066 = getelementptr inbounds double, ptr addrspace(1) %5, i64 %add61
  store double %sel2057, ptr addrspace(1) %p2066, align 8
  %v2071 = load double, ptr addrspace(3) %gep5089, align 8
  %fadd2072 = fadd double %v1992, %v2071
  %sel2073 = select i1 %cmp1993.not, double %v2071, double %fadd2072
  %p2082 = getelementptr inbounds double, ptr addrspace(1) %5, i64 %add68
  store double %sel2073, ptr addrspace(1) %p2082, align 8
  %v2087 = load double, ptr addrspace(3) %gep5091, align 8
  %fadd2088 = fadd double %v1992, %v2087
  %sel2089 = select i1 %cmp1993.not, double %v2087, double %fadd2088
  %p2098 = getelementptr inbounds double, ptr addrspace(1) %5, i64 %add75
  store double %sel2089, ptr addrspace(1) %p2098, align 8
  %v2103 = load double, ptr addrspace(3) %gep5093, align 8
  %fadd2104 = fadd double %v1992, %v2103
  %sel2105 = select i1 %cmp1993.not, double %v2103, double %fadd2104
  %p2114 = getelementptr inbounds double, ptr addrspace(1) %5, i64 %add82
  store double %sel2105, ptr addrspace(1) %p2114, align 8
  %v2119 = load double, ptr addrspace(3) %gep5095, align 8
  %fadd2120 = fadd double %v1992, %v2119
  %sel2121 = select i1 %cmp1993.not, double %v2119, double %fadd2120
  %p2130 = getelementptr inbounds double, ptr addrspace(1) %5, i64 %add89
  store double %sel2121, ptr addrspace(1) %p2130, align 8
  %v2135 = load double, ptr addrspace(3) %gep5097, align 8
  %fadd2136 = fadd double %v1992, %v2135
  %sel2137 = select i1 %cmp1993.not, double %v2135, double %fadd2136
  %p2146 = getelementptr inbounds double, ptr addrspace(1) %5, i64 %add96
  store double %sel2137, ptr addrspace(1) %p2146, align 8
  %v2151 = load double, ptr addrspace(3) %gep5099, align 8
  %fadd2152 = fadd double %v1992, %v2151
  %sel2153 = select i1 %cmp1993.not, double %v2151, double %fadd2152
  %p2162 = getelementptr inbounds double, ptr addrspace(1) %5, i64 %add103
  store double %sel2153, ptr addrspace(1) %p2162, align 8
  %v2167 = load double, ptr addrspace(3) %gep5101, align 8
  %fadd2168 = fadd double %v1992, %v2167
  %sel2169 = select i1 %cmp1993.not, double %v2167, double %fadd2168
  %p2178 = getelementptr inbounds double, ptr addrspace(1) %5, i64 %add110
  store double %sel2169, ptr addrspace(1) %p2178, align 8
  %v2183 = load double, ptr addrspace(3) %gep5103, align 8
  %fadd2184 = fadd double %v1992, %v2183
  %sel2185 = select i1 %cmp1993.not, double %v2183, double %fadd2184
  %p2194 = getelementptr inbounds double, ptr addrspace(1) %5, i64 %add117
  store double %sel2185, ptr addrspace(1) %p2194, align 8
  %v2199 = load double, ptr addrspace(3) %gep5105, align 8
  %fadd2200 = fadd double %v1992, %v2199
  %sel2201 = select i1 %cmp1993.not, double %v2199, double %fadd2200
  %p2210 = getelementptr inbounds double, ptr addrspace(1) %5, i64 %add124
  store double %sel2201, ptr addrspace(1) %p2210, align 8
  %v2215 = load double, ptr addrspace(3) %gep5107, align 8
  %fadd2216 = fadd double %v1992, %v2215
  %sel2217 = select i1 %cmp1993.not, double %v2215, double %fadd2216
  %p2226 = getelementptr inbounds double, ptr addrspace(1) %5, i64 %add131
  store double %sel2217, ptr addrspace(1) %p2226, align 8
  %v2231 = load double, ptr addrspace(3) %gep5109, align 8
  %fadd2232 = fadd double %v1992, %v2231
  %sel2233 = select i1 %cmp1993.not, double %v2231, double %fadd2232
  %p2242 = getelementptr inbounds double, ptr addrspace(1) %5, i64 %add138
  store double %sel2233, ptr addrspace(1) %p2242, align 8
  %v2247 = load double, ptr addrspace(3) %gep5111, align 8
  %fadd2248 = fadd double %v1992, %v2247
  %sel2249 = select i1 %cmp1993.not, double %v2247, double %fadd2248
  %p2258 = getelementptr inbounds double, ptr addrspace(1) %5, i64 %add145
  store double %sel2249, ptr addrspace(1) %p2258, align 8
  %v2263 = load double, ptr addrspace(3) %gep5113, align 8
  %fadd2264 = fadd double %v1992, %v2263
  %sel2265 = select i1 %cmp1993.not, double %v2263, double %fadd2264
  %p2274 = getelementptr inbounds double, ptr addrspace(1) %5, i64 %add152
  store double %sel2265, ptr addrspace(1) %p2274, align 8
  %v2279 = load double, ptr addrspace(3) %gep5115, align 8
  %fadd2280 = fadd double %v1992, %v2279
  %sel2281 = select i1 %cmp1993.not, double %v2279, double %fadd2280
  %p2290 = getelementptr inbounds double, ptr addrspace(1) %5, i64 %add159
  store double %sel2281, ptr addrspace(1) %p2290, align 8
  %v2295 = load double, ptr addrspace(3) %gep5117, align 8
  %fadd2296 = fadd double %v1992, %v2295
  %sel2297 = select i1 %cmp1993.not, double %v2295, double %fadd2296
  %p2306 = getelementptr inbounds double, ptr addrspace(1) %5, i64 %add166
  store double %sel2297, ptr addrspace(1) %p2306, align 8
  %v2311 = load double, ptr addrspace(3) %gep5119, align 8
  %fadd2312 = fadd double %v1992, %v2311
  %sel2313 = select i1 %cmp1993.not, double %v2311, double %fadd2312
  %p2322 = getelementptr inbounds double, ptr addrspace(1) %5, i64 %add173
  store double %sel2313, ptr addrspace(1) %p2322, align 8
  %v2327 = load double, ptr addrspace(3) %gep5121, align 8
  %fadd2328 = fadd double %v1992, %v2327
  %sel2329 = select i1 %cmp1993.not, double %v2327, double %fadd2328
  %p2338 = getelementptr inbounds double, ptr addrspace(1) %5, i64 %add180
  store double %sel2329, ptr addrspace(1) %p2338, align 8
  %v2343 = load double, ptr addrspace(3) %gep5123, align 8
  %fadd2344 = fadd double %v1992, %v2343
  %sel2345 = select i1 %cmp1993.not, double %v2343, double %fadd2344
  %p2354 = getelementptr inbounds double, ptr addrspace(1) %5, i64 %add187
  store double %sel2345, ptr addrspace(1) %p2354, align 8
  %v2359 = load double, ptr addrspace(3) %gep5125, align 8
  %fadd2360 = fadd double %v1992, %v2359
  %sel2361 = select i1 %cmp1993.not, double %v2359, double %fadd2360
  %p2370 = getelementptr inbounds double, ptr addrspace(1) %5, i64 %add194
  store double %sel2361, ptr addrspace(1) %p2370, align 8
  %v2375 = load double, ptr addrspace(3) %gep5127, align 8
  %fadd2376 = fadd double %v1992, %v2375
  %sel2377 = select i1 %cmp1993.not, double %v2375, double %fadd2376
  %p2386 = getelementptr inbounds double, ptr addrspace(1) %5, i64 %add201
  store double %sel2377, ptr addrspace(1) %p2386, align 8
  %v2391 = load double, ptr addrspace(3) %gep5129, align 8
  %fadd2392 = fadd double %v1992, %v2391
  %sel2393 = select i1 %cmp1993.not, double %v2391, double %fadd2392
  %p2402 = getelementptr inbounds double, ptr addrspace(1) %5, i64 %add208
  store double %sel2393, ptr addrspace(1) %p2402, align 8
  %v2407 = load double, ptr addrspace(3) %gep5131, align 8
  %fadd2408 = fadd double %v1992, %v2407
  %sel2409 = select i1 %cmp1993.not, double %v2407, double %fadd2408
  %p2418 = getelementptr inbounds double, ptr addrspace(1) %5, i64 %add215
  store double %sel2409, ptr addrspace(1) %p2418, align 8
  %v2423 = load double, ptr addrspace(3) %gep5133, align 8
  %fadd2424 = fadd double %v1992, %v2423
  %sel2425 = select i1 %cmp1993.not, double %v2423, double %fadd2424
  %p2434 = getelementptr inbounds double, ptr addrspace(1) %5, i64 %add222
  store double %sel2425, ptr addrspace(1) %p2434, align 8
  %v2439 = load double, ptr addrspace(3) %gep5135, align 8
  %fadd2440 = fadd double %v1992, %v2439
  %sel2441 = select i1 %cmp1993.not, double %v2439, double %fadd2440
  %p2450 = getelementptr inbounds double, ptr addrspace(1) %5, i64 %add229
  store double %sel2441, ptr addrspace(1) %p2450, align 8
  %v2455 = load double, ptr addrspace(3) %gep5137, align 8
  %fadd2456 = fadd double %v1992, %v2455
  %sel2457 = select i1 %cmp1993.not, double %v2455, double %fadd2456
  %p2466 = getelementptr inbounds double, ptr addrspace(1) %5, i64 %add236
  store double %sel2457, ptr addrspace(1) %p2466, align 8
  %v2471 = load double, ptr addrspace(3) %gep5139, align 8
  %fadd2472 = fadd double %v1992, %v2471
  %sel2473 = select i1 %cmp1993.not, double %v2471, double %fadd2472
  %p2482 = getelementptr inbounds double, ptr addrspace(1) %5, i64 %add243
  store double %sel2473, ptr addrspace(1) %p2482, align 8
  %v2487 = load double, ptr addrspace(3) %gep5141, align 8
  %fadd2488 = fadd double %v1992, %v2487
  %sel2489 = select i1 %cmp1993.not, double %v2487, double %fadd2488
  %p2498 = getelementptr inbounds double, ptr addrspace(1) %5, i64 %add250
  store double %sel2489, ptr addrspace(1) %p2498, align 8
  %v2503 = load double, ptr addrspace(3) %gep5143, align 8
  %fadd2504 = fadd double %v1992, %v2503
  %sel2505 = select i1 %cmp1993.not, double %v2503, double %fadd2504
  %p2514 = getelementptr inbounds double, ptr addrspace(1) %5, i64 %add257
  store double %sel2505, ptr addrspace(1) %p2514, align 8
  %cmp2516 = icmp eq i64 %sub, %sub5061
  %25 = and i1 %cmp3707, %cmp2516
  %total2519 = and i1 %cmp, %25
  br i1 %total2519, label %then2520, label %repeat.body.backedge

then980:                                          ; preds = %then959
  %gep5145 = getelementptr inbounds i32, ptr addrspace(1) %invariant.gep5078, i64 %piece
  %address = ptrtoint ptr addrspace(1) %gep5145 to i64
  %p982 = getelementptr inbounds double, ptr addrspace(1) %7, i64 %piece
  store volatile double %sel978, ptr addrspace(1) %p982, align 8
  tail call void asm sideeffect "st.release.gpu.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %address, i32 1) #5
  br label %endif981

endif981:                                         ; preds = %then980, %then959
  %cmp985 = icmp sgt i64 %sub, 0
  %wait = and i1 %cmp20, %cmp985
  br i1 %wait, label %then986, label %endif987

then986:                                          ; preds = %endif981
  tail call void asm sideeffect "nanosleep.u32 3000;", "~{memory}"() #5
  br label %endif987

endif987:                                         ; preds = %then986, %endif981
  br i1 %cmp985, label %repeat.body988, label %repeat.exit989

repeat.body988:                                   ; preds = %endif987, %repeat.exit997
  %phi = phi double [ %sel1124, %repeat.exit997 ], [ 0.000000e+00, %endif987 ]
  %phi990 = phi i64 [ %sub991, %repeat.exit997 ], [ %sub, %endif987 ]
  %sub991 = add nsw i64 %phi990, -32
  %add992 = add nsw i64 %sub991, %lane
  %cmp993 = icmp sgt i64 %add992, -1
  %call994 = tail call i64 @llvm.smax.i64(i64 %add992, i64 0)
  %add995 = add i64 %call994, %mul27
  %gep5077 = getelementptr i32, ptr addrspace(1) %invariant.gep5078, i64 %add995
  %address1003 = ptrtoint ptr addrspace(1) %gep5077 to i64
  br label %repeat.body996

repeat.exit989:                                   ; preds = %repeat.exit997, %endif987
  %phi1127 = phi double [ 0.000000e+00, %endif987 ], [ %sel1124, %repeat.exit997 ]
  br i1 %cmp, label %then1131, label %endif960

repeat.body996:                                   ; preds = %repeat.body988, %endif1000
  br i1 %cmp20, label %then999, label %endif1000

repeat.exit997:                                   ; preds = %endif1000
  %cmp1012 = icmp eq i32 %sel1005, 2
  %add1013 = select i1 %cmp1012, i64 %mul10, i64 0
  %26 = getelementptr double, ptr addrspace(1) %7, i64 %add995
  %p1015 = getelementptr double, ptr addrspace(1) %26, i64 %add1013
  %v1016 = load volatile double, ptr addrspace(1) %p1015, align 8
  %call1017 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1012)
  %call1018 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %call1017, i1 false)
  %nearest = sub nsw i32 31, %call1018
  %cmp1020.not = icmp eq i32 %call1017, 0
  %narrow5075 = select i1 %cmp1020.not, i32 0, i32 %nearest
  %sel1021 = sext i32 %narrow5075 to i64
  %sub1022 = sub nsw i64 32, %phi990
  %call1023 = tail call i64 @llvm.smax.i64(i64 %sel1021, i64 %sub1022)
  %arg = trunc nsw i64 %call1023 to i32
  %bits1024 = bitcast double %v1016 to i64
  %lo1025 = trunc i64 %bits1024 to i32
  %hi1026 = lshr i64 %bits1024, 32
  %hi1027 = trunc nuw i64 %hi1026 to i32
  %call1028 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo1025, i32 %arg, i32 31)
  %call1029 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi1027, i32 %arg, i32 31)
  %lo1030 = zext i32 %call1028 to i64
  %hi1031 = zext i32 %call1029 to i64
  %hi1032 = shl nuw i64 %hi1031, 32
  %bits1033 = or disjoint i64 %hi1032, %lo1030
  %leaf1034 = bitcast i64 %bits1033 to double
  %sub1035 = sub nsw i64 32, %call1023
  %call1040 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %call1028, i32 1, i32 31)
  %call1041 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %call1029, i32 1, i32 31)
  %lo1042 = zext i32 %call1040 to i64
  %hi1043 = zext i32 %call1041 to i64
  %hi1044 = shl nuw i64 %hi1043, 32
  %bits1045 = or disjoint i64 %hi1044, %lo1042
  %leaf1046 = bitcast i64 %bits1045 to double
  %cmp1048 = icmp slt i64 %add2954, %sub1035
  %fadd1049 = fadd double %leaf1034, %leaf1046
  %sel1050 = select i1 %cmp1048, double %fadd1049, double %leaf1034
  %bits1051 = bitcast double %sel1050 to i64
  %lo1052 = trunc i64 %bits1051 to i32
  %hi1053 = lshr i64 %bits1051, 32
  %hi1054 = trunc nuw i64 %hi1053 to i32
  %call1055 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo1052, i32 2, i32 31)
  %call1056 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi1054, i32 2, i32 31)
  %lo1057 = zext i32 %call1055 to i64
  %hi1058 = zext i32 %call1056 to i64
  %hi1059 = shl nuw i64 %hi1058, 32
  %bits1060 = or disjoint i64 %hi1059, %lo1057
  %leaf1061 = bitcast i64 %bits1060 to double
  %cmp1063 = icmp slt i64 %add2969, %sub1035
  %fadd1064 = fadd double %sel1050, %leaf1061
  %sel1065 = select i1 %cmp1063, double %fadd1064, double %sel1050
  %bits1066 = bitcast double %sel1065 to i64
  %lo1067 = trunc i64 %bits1066 to i32
  %hi1068 = lshr i64 %bits1066, 32
  %hi1069 = trunc nuw i64 %hi1068 to i32
  %call1070 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo1067, i32 4, i32 31)
  %call1071 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi1069, i32 4, i32 31)
  %lo1072 = zext i32 %call1070 to i64
  %hi1073 = zext i32 %call1071 to i64
  %hi1074 = shl nuw i64 %hi1073, 32
  %bits1075 = or disjoint i64 %hi1074, %lo1072
  %leaf1076 = bitcast i64 %bits1075 to double
  %cmp1078 = icmp slt i64 %add2984, %sub1035
  %fadd1079 = fadd double %sel1065, %leaf1076
  %sel1080 = select i1 %cmp1078, double %fadd1079, double %sel1065
  %bits1081 = bitcast double %sel1080 to i64
  %lo1082 = trunc i64 %bits1081 to i32
  %hi1083 = lshr i64 %bits1081, 32
  %hi1084 = trunc nuw i64 %hi1083 to i32
  %call1085 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo1082, i32 8, i32 31)
  %call1086 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi1084, i32 8, i32 31)
  %lo1087 = zext i32 %call1085 to i64
  %hi1088 = zext i32 %call1086 to i64
  %hi1089 = shl nuw i64 %hi1088, 32
  %bits1090 = or disjoint i64 %hi1089, %lo1087
  %leaf1091 = bitcast i64 %bits1090 to double
  %cmp1093 = icmp slt i64 %add2999, %sub1035
  %fadd1094 = fadd double %sel1080, %leaf1091
  %sel1095 = select i1 %cmp1093, double %fadd1094, double %sel1080
  %bits1096 = bitcast double %sel1095 to i64
  %lo1097 = trunc i64 %bits1096 to i32
  %hi1098 = lshr i64 %bits1096, 32
  %hi1099 = trunc nuw i64 %hi1098 to i32
  %call1100 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo1097, i32 16, i32 31)
  %call1101 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi1099, i32 16, i32 31)
  %lo1102 = zext i32 %call1100 to i64
  %hi1103 = zext i32 %call1101 to i64
  %hi1104 = shl nuw i64 %hi1103, 32
  %bits1105 = or disjoint i64 %hi1104, %lo1102
  %leaf1106 = bitcast i64 %bits1105 to double
  %cmp1108 = icmp slt i64 %add3014, %sub1035
  %fadd1109 = fadd double %sel1095, %leaf1106
  %sel1110 = select i1 %cmp1108, double %fadd1109, double %sel1095
  %bits1111 = bitcast double %sel1110 to i64
  %lo1112 = trunc i64 %bits1111 to i32
  %hi1113 = lshr i64 %bits1111, 32
  %hi1114 = trunc nuw i64 %hi1113 to i32
  %call1115 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %lo1112, i32 0, i32 31)
  %call1116 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %hi1114, i32 0, i32 31)
  %lo1117 = zext i32 %call1115 to i64
  %hi1118 = zext i32 %call1116 to i64
  %hi1119 = shl nuw i64 %hi1118, 32
  %bits1120 = or disjoint i64 %hi1119, %lo1117
  %leaf1121 = bitcast i64 %bits1120 to double
  %cmp1122 = icmp eq i64 %phi990, %sub
  %fadd1123 = fadd double %phi, %leaf1121
  %sel1124 = select i1 %cmp1122, double %leaf1121, double %fadd1123
  %cmp1126 = icmp sgt i64 %phi990, 32
  %again = and i1 %cmp1126, %cmp1020.not
  br i1 %again, label %repeat.body988, label %repeat.exit989

then999:                                          ; preds = %repeat.body996
  tail call void asm sideeffect "nanosleep.u32 1000;", "~{memory}"() #5
  br label %endif1000

endif1000:                                        ; preds = %then999, %repeat.body996
  %27 = tail call i32 asm sideeffect "ld.acquire.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %address1003) #5
  %sel1005 = select i1 %cmp993, i32 %27, i32 2
  %cmp1006 = icmp eq i32 %sel1005, 0
  %call1007 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1006)
  %cmp1008.not = icmp eq i32 %call1007, 0
  br i1 %cmp1008.not, label %repeat.exit997, label %repeat.body996

then1131:                                         ; preds = %repeat.exit989
  %fadd1138 = fadd double %phi1127, 0.000000e+00
  %sel1139 = select i1 %cmp979, double %fadd1138, double 0.000000e+00
  %gep5147 = getelementptr inbounds i32, ptr addrspace(1) %invariant.gep5078, i64 %piece
  %address1137 = ptrtoint ptr addrspace(1) %gep5147 to i64
  %p1134 = getelementptr double, ptr addrspace(1) %13, i64 %piece
  %fadd1129 = fadd double %sel978, %phi1127
  %sel1130 = select i1 %cmp979, double %fadd1129, double %sel978
  store volatile double %sel1130, ptr addrspace(1) %p1134, align 8
  tail call void asm sideeffect "st.release.gpu.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %address1137, i32 2) #5
  store double %sel1139, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 32), align 8
  store i32 1, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 16), align 8
  br label %endif960

then2520:                                         ; preds = %endif960
  %p2522 = getelementptr inbounds double, ptr addrspace(1) %6, i64 %row
  %fadd1997 = fadd double %v1988, %v1992
  %sel1998 = select i1 %cmp1993.not, double %v1988, double %fadd1997
  store double %sel1998, ptr addrspace(1) %p2522, align 8
  br label %repeat.body.backedge

then3486:                                         ; preds = %piece.short
  %cmp3015 = icmp ult i64 %add3014, %lanes29425071
  %hi3010 = zext i32 %call3008 to i64
  %hi3011 = shl nuw i64 %hi3010, 32
  %lo3009 = zext i32 %call3007 to i64
  %bits3012 = or disjoint i64 %hi3011, %lo3009
  %leaf3013 = bitcast i64 %bits3012 to double
  %fadd3016 = fadd double %sel3002, %leaf3013
  %sel3017 = select i1 %cmp3015, double %fadd3016, double %sel3002
  %cmp3169 = icmp ult i64 %add3014, %lanes30965072
  %hi3164 = zext i32 %call3162 to i64
  %hi3165 = shl nuw i64 %hi3164, 32
  %lo3163 = zext i32 %call3161 to i64
  %bits3166 = or disjoint i64 %hi3165, %lo3163
  %leaf3167 = bitcast i64 %bits3166 to double
  %fadd3170 = fadd double %sel3156, %leaf3167
  %sel3171 = select i1 %cmp3169, double %fadd3170, double %sel3156
  %fadd3172 = fadd double %sel3017, %sel3171
  %sel3173 = select i1 %cmp2853, double %fadd3172, double %sel3017
  %cmp3325 = icmp ult i64 %add3014, %lanes32525073
  %hi3320 = zext i32 %call3318 to i64
  %hi3321 = shl nuw i64 %hi3320, 32
  %lo3319 = zext i32 %call3317 to i64
  %bits3322 = or disjoint i64 %hi3321, %lo3319
  %leaf3323 = bitcast i64 %bits3322 to double
  %fadd3326 = fadd double %sel3312, %leaf3323
  %sel3327 = select i1 %cmp3325, double %fadd3326, double %sel3312
  %fadd3328 = fadd double %sel3173, %sel3327
  %sel3329 = select i1 %cmp2857, double %fadd3328, double %sel3173
  %cmp3481 = icmp ult i64 %add3014, %lanes34085074
  %hi3476 = zext i32 %call3474 to i64
  %hi3477 = shl nuw i64 %hi3476, 32
  %lo3475 = zext i32 %call3473 to i64
  %bits3478 = or disjoint i64 %hi3477, %lo3475
  %leaf3479 = bitcast i64 %bits3478 to double
  %fadd3482 = fadd double %sel3468, %leaf3479
  %sel3483 = select i1 %cmp3481, double %fadd3482, double %sel3468
  %fadd3484 = fadd double %sel3329, %sel3483
  %sel3485 = select i1 %cmp2861, double %fadd3484, double %sel3329
  store double %sel3485, ptr addrspace(3) %p3488, align 8
  %flag3489 = zext i1 %cmp2849 to i32
  store i32 %flag3489, ptr addrspace(3) %p3490, align 4
  br label %endif3487

endif3487:                                        ; preds = %then3486, %piece.short
  tail call void @llvm.nvvm.barrier0()
  br i1 %cmp3491, label %then3492, label %endif3493

then3492:                                         ; preds = %endif3487
  %v3495 = load double, ptr addrspace(3) @scan.shared.4, align 8
  %v3497 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 4), align 4
  %v3498 = load double, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 8), align 8
  %cmp3499.not = icmp eq i32 %v3497, 0
  %fadd3500 = fadd double %v3495, %v3498
  %sel3501 = select i1 %cmp3499.not, double %v3495, double %fadd3500
  %v3502 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 8), align 8
  %v3503 = load double, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 16), align 8
  %cmp3504.not = icmp eq i32 %v3502, 0
  %fadd3505 = fadd double %sel3501, %v3503
  %sel3506 = select i1 %cmp3504.not, double %sel3501, double %fadd3505
  %v3507 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 12), align 4
  %v3508 = load double, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 24), align 8
  %cmp3509.not = icmp eq i32 %v3507, 0
  %fadd3510 = fadd double %sel3506, %v3508
  %sel3511 = select i1 %cmp3509.not, double %sel3506, double %fadd3510
  %cmp3512 = icmp ne i64 %sub, 0
  %publish3514 = and i1 %cmp, %cmp3512
  br i1 %publish3514, label %then3515, label %endif3516

endif3493:                                        ; preds = %repeat.exit3527, %then3675, %endif3487
  %v3686 = load i32, ptr addrspace(3) @scan.shared.3, align 8
  %v3687 = load double, ptr addrspace(3) @scan.shared.4, align 8
  %cmp3688 = icmp ne i32 %v3686, 0
  %take3690 = and i1 %cmp3689, %cmp3688
  %sel3693 = select i1 %take3690, double %v3687, double 0.000000e+00
  %v3695 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 4), align 4
  %v3696 = load double, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 8), align 8
  %cmp3697 = icmp ne i32 %v3695, 0
  %take3699 = and i1 %cmp3698, %cmp3697
  %fadd3700 = fadd double %v3687, %v3696
  %sel3701 = select i1 %take3690, double %fadd3700, double %v3696
  %sel3702 = select i1 %take3699, double %sel3701, double %sel3693
  %has3703 = or i1 %take3690, %take3699
  %v3704 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 8), align 8
  %v3705 = load double, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 16), align 8
  %cmp3706 = icmp ne i32 %v3704, 0
  %take3708 = and i1 %cmp3707, %cmp3706
  %fadd3709 = fadd double %v3705, %sel3702
  %sel3710 = select i1 %has3703, double %fadd3709, double %v3705
  %sel3711 = select i1 %take3708, double %sel3710, double %sel3702
  %has3712 = or i1 %has3703, %take3708
  %v3718 = load double, ptr addrspace(3) %p2868, align 8
  %v3724 = load double, ptr addrspace(3) %p2874, align 8
  %v3730 = load double, ptr addrspace(3) %p2880, align 8
  %v3736 = load double, ptr addrspace(3) %p2886, align 8
  %v3742 = load double, ptr addrspace(3) %p2892, align 8
  %v3748 = load double, ptr addrspace(3) %p2898, align 8
  %v3754 = load double, ptr addrspace(3) %p2904, align 8
  %v3760 = load double, ptr addrspace(3) %p2910, align 8
  %fadd3761 = fadd double %v3718, %v3724
  %fadd3762 = fadd double %fadd3761, %v3730
  %fadd3763 = fadd double %fadd3762, %v3736
  %fadd3764 = fadd double %fadd3763, %v3742
  %fadd3765 = fadd double %fadd3764, %v3748
  %fadd3766 = fadd double %fadd3765, %v3754
  %fadd3767 = fadd double %fadd3766, %v3760
  %bits3768 = bitcast double %fadd3767 to i64
  %lo3769 = trunc i64 %bits3768 to i32
  %hi3770 = lshr i64 %bits3768, 32
  %hi3771 = trunc nuw i64 %hi3770 to i32
  %call3772 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo3769, i32 1, i32 0)
  %call3773 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi3771, i32 1, i32 0)
  %lo3774 = zext i32 %call3772 to i64
  %hi3775 = zext i32 %call3773 to i64
  %hi3776 = shl nuw i64 %hi3775, 32
  %bits3777 = or disjoint i64 %hi3776, %lo3774
  %leaf3778 = bitcast i64 %bits3777 to double
  %fadd3780 = fadd double %fadd3767, %leaf3778
  %sel3781 = select i1 %cmp, double %fadd3767, double %fadd3780
  %bits3782 = bitcast double %sel3781 to i64
  %lo3783 = trunc i64 %bits3782 to i32
  %hi3784 = lshr i64 %bits3782, 32
  %hi3785 = trunc nuw i64 %hi3784 to i32
  %call3786 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo3783, i32 2, i32 0)
  %call3787 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi3785, i32 2, i32 0)
  %lo3788 = zext i32 %call3786 to i64
  %hi3789 = zext i32 %call3787 to i64
  %hi3790 = shl nuw i64 %hi3789, 32
  %bits3791 = or disjoint i64 %hi3790, %lo3788
  %leaf3792 = bitcast i64 %bits3791 to double
  %fadd3794 = fadd double %sel3781, %leaf3792
  %sel3795 = select i1 %cmp3793, double %fadd3794, double %sel3781
  %bits3796 = bitcast double %sel3795 to i64
  %lo3797 = trunc i64 %bits3796 to i32
  %hi3798 = lshr i64 %bits3796, 32
  %hi3799 = trunc nuw i64 %hi3798 to i32
  %call3800 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo3797, i32 4, i32 0)
  %call3801 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi3799, i32 4, i32 0)
  %lo3802 = zext i32 %call3800 to i64
  %hi3803 = zext i32 %call3801 to i64
  %hi3804 = shl nuw i64 %hi3803, 32
  %bits3805 = or disjoint i64 %hi3804, %lo3802
  %leaf3806 = bitcast i64 %bits3805 to double
  %fadd3808 = fadd double %sel3795, %leaf3806
  %sel3809 = select i1 %cmp3807, double %fadd3808, double %sel3795
  %bits3810 = bitcast double %sel3809 to i64
  %lo3811 = trunc i64 %bits3810 to i32
  %hi3812 = lshr i64 %bits3810, 32
  %hi3813 = trunc nuw i64 %hi3812 to i32
  %call3814 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo3811, i32 8, i32 0)
  %call3815 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi3813, i32 8, i32 0)
  %lo3816 = zext i32 %call3814 to i64
  %hi3817 = zext i32 %call3815 to i64
  %hi3818 = shl nuw i64 %hi3817, 32
  %bits3819 = or disjoint i64 %hi3818, %lo3816
  %leaf3820 = bitcast i64 %bits3819 to double
  %fadd3822 = fadd double %sel3809, %leaf3820
  %sel3823 = select i1 %cmp3821, double %fadd3822, double %sel3809
  %bits3824 = bitcast double %sel3823 to i64
  %lo3825 = trunc i64 %bits3824 to i32
  %hi3826 = lshr i64 %bits3824, 32
  %hi3827 = trunc nuw i64 %hi3826 to i32
  %call3828 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo3825, i32 16, i32 0)
  %call3829 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi3827, i32 16, i32 0)
  %lo3830 = zext i32 %call3828 to i64
  %hi3831 = zext i32 %call3829 to i64
  %hi3832 = shl nuw i64 %hi3831, 32
  %bits3833 = or disjoint i64 %hi3832, %lo3830
  %leaf3834 = bitcast i64 %bits3833 to double
  %fadd3836 = fadd double %sel3823, %leaf3834
  %sel3837 = select i1 %cmp3835, double %fadd3836, double %sel3823
  %bits3838 = bitcast double %sel3837 to i64
  %lo3839 = trunc i64 %bits3838 to i32
  %hi3840 = lshr i64 %bits3838, 32
  %hi3841 = trunc nuw i64 %hi3840 to i32
  %call3842 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo3839, i32 1, i32 0)
  %call3843 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi3841, i32 1, i32 0)
  %lo3844 = zext i32 %call3842 to i64
  %hi3845 = zext i32 %call3843 to i64
  %hi3846 = shl nuw i64 %hi3845, 32
  %bits3847 = or disjoint i64 %hi3846, %lo3844
  %leaf3848 = bitcast i64 %bits3847 to double
  %fadd3850 = fadd double %sel3711, %leaf3848
  %sel3851 = select i1 %has3712, double %fadd3850, double %leaf3848
  %sel3852 = select i1 %cmp, double %sel3711, double %sel3851
  %has3854 = or i1 %has3712, %later3853
  %fadd3855 = fadd double %v3718, %sel3852
  %sel3856 = select i1 %has3854, double %fadd3855, double %v3718
  store double %sel3856, ptr addrspace(3) %p2868, align 8
  %fadd3862 = fadd double %fadd3761, %sel3852
  %sel3863 = select i1 %has3854, double %fadd3862, double %fadd3761
  store double %sel3863, ptr addrspace(3) %p2874, align 8
  %fadd3869 = fadd double %fadd3762, %sel3852
  %sel3870 = select i1 %has3854, double %fadd3869, double %fadd3762
  store double %sel3870, ptr addrspace(3) %p2880, align 8
  %fadd3876 = fadd double %fadd3763, %sel3852
  %sel3877 = select i1 %has3854, double %fadd3876, double %fadd3763
  store double %sel3877, ptr addrspace(3) %p2886, align 8
  %fadd3883 = fadd double %fadd3764, %sel3852
  %sel3884 = select i1 %has3854, double %fadd3883, double %fadd3764
  store double %sel3884, ptr addrspace(3) %p2892, align 8
  %fadd3890 = fadd double %fadd3765, %sel3852
  %sel3891 = select i1 %has3854, double %fadd3890, double %fadd3765
  store double %sel3891, ptr addrspace(3) %p2898, align 8
  %fadd3897 = fadd double %fadd3766, %sel3852
  %sel3898 = select i1 %has3854, double %fadd3897, double %fadd3766
  store double %sel3898, ptr addrspace(3) %p2904, align 8
  %fadd3904 = fadd double %fadd3767, %sel3852
  %sel3905 = select i1 %has3854, double %fadd3904, double %fadd3767
  store double %sel3905, ptr addrspace(3) %p2910, align 8
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %sub3911 = add nsw i64 %19, -1
  %pad3913 = lshr i64 %sub3911, 5
  %28 = getelementptr double, ptr addrspace(3) %staging, i64 %sub3911
  %p3915 = getelementptr double, ptr addrspace(3) %28, i64 %pad3913
  %v3916 = load double, ptr addrspace(3) %p3915, align 8
  %sel3917 = select i1 %cmp2849, double %v3916, double %sel3711
  %has3918 = or i1 %cmp2849, %has3712
  %v3924 = load double, ptr addrspace(3) %p3022, align 8
  %v3930 = load double, ptr addrspace(3) %p3028, align 8
  %v3936 = load double, ptr addrspace(3) %p3034, align 8
  %v3942 = load double, ptr addrspace(3) %p3040, align 8
  %v3948 = load double, ptr addrspace(3) %p3046, align 8
  %v3954 = load double, ptr addrspace(3) %p3052, align 8
  %v3960 = load double, ptr addrspace(3) %p3058, align 8
  %v3966 = load double, ptr addrspace(3) %p3064, align 8
  %fadd3967 = fadd double %v3924, %v3930
  %fadd3968 = fadd double %fadd3967, %v3936
  %fadd3969 = fadd double %fadd3968, %v3942
  %fadd3970 = fadd double %fadd3969, %v3948
  %fadd3971 = fadd double %fadd3970, %v3954
  %fadd3972 = fadd double %fadd3971, %v3960
  %fadd3973 = fadd double %fadd3972, %v3966
  %bits3974 = bitcast double %fadd3973 to i64
  %lo3975 = trunc i64 %bits3974 to i32
  %hi3976 = lshr i64 %bits3974, 32
  %hi3977 = trunc nuw i64 %hi3976 to i32
  %call3978 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo3975, i32 1, i32 0)
  %call3979 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi3977, i32 1, i32 0)
  %lo3980 = zext i32 %call3978 to i64
  %hi3981 = zext i32 %call3979 to i64
  %hi3982 = shl nuw i64 %hi3981, 32
  %bits3983 = or disjoint i64 %hi3982, %lo3980
  %leaf3984 = bitcast i64 %bits3983 to double
  %fadd3986 = fadd double %fadd3973, %leaf3984
  %sel3987 = select i1 %cmp, double %fadd3973, double %fadd3986
  %bits3988 = bitcast double %sel3987 to i64
  %lo3989 = trunc i64 %bits3988 to i32
  %hi3990 = lshr i64 %bits3988, 32
  %hi3991 = trunc nuw i64 %hi3990 to i32
  %call3992 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo3989, i32 2, i32 0)
  %call3993 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi3991, i32 2, i32 0)
  %lo3994 = zext i32 %call3992 to i64
  %hi3995 = zext i32 %call3993 to i64
  %hi3996 = shl nuw i64 %hi3995, 32
  %bits3997 = or disjoint i64 %hi3996, %lo3994
  %leaf3998 = bitcast i64 %bits3997 to double
  %fadd4000 = fadd double %sel3987, %leaf3998
  %sel4001 = select i1 %cmp3793, double %fadd4000, double %sel3987
  %bits4002 = bitcast double %sel4001 to i64
  %lo4003 = trunc i64 %bits4002 to i32
  %hi4004 = lshr i64 %bits4002, 32
  %hi4005 = trunc nuw i64 %hi4004 to i32
  %call4006 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo4003, i32 4, i32 0)
  %call4007 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi4005, i32 4, i32 0)
  %lo4008 = zext i32 %call4006 to i64
  %hi4009 = zext i32 %call4007 to i64
  %hi4010 = shl nuw i64 %hi4009, 32
  %bits4011 = or disjoint i64 %hi4010, %lo4008
  %leaf4012 = bitcast i64 %bits4011 to double
  %fadd4014 = fadd double %sel4001, %leaf4012
  %sel4015 = select i1 %cmp3807, double %fadd4014, double %sel4001
  %bits4016 = bitcast double %sel4015 to i64
  %lo4017 = trunc i64 %bits4016 to i32
  %hi4018 = lshr i64 %bits4016, 32
  %hi4019 = trunc nuw i64 %hi4018 to i32
  %call4020 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo4017, i32 8, i32 0)
  %call4021 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi4019, i32 8, i32 0)
  %lo4022 = zext i32 %call4020 to i64
  %hi4023 = zext i32 %call4021 to i64
  %hi4024 = shl nuw i64 %hi4023, 32
  %bits4025 = or disjoint i64 %hi4024, %lo4022
  %leaf4026 = bitcast i64 %bits4025 to double
  %fadd4028 = fadd double %sel4015, %leaf4026
  %sel4029 = select i1 %cmp3821, double %fadd4028, double %sel4015
  %bits4030 = bitcast double %sel4029 to i64
  %lo4031 = trunc i64 %bits4030 to i32
  %hi4032 = lshr i64 %bits4030, 32
  %hi4033 = trunc nuw i64 %hi4032 to i32
  %call4034 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo4031, i32 16, i32 0)
  %call4035 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi4033, i32 16, i32 0)
  %lo4036 = zext i32 %call4034 to i64
  %hi4037 = zext i32 %call4035 to i64
  %hi4038 = shl nuw i64 %hi4037, 32
  %bits4039 = or disjoint i64 %hi4038, %lo4036
  %leaf4040 = bitcast i64 %bits4039 to double
  %fadd4042 = fadd double %sel4029, %leaf4040
  %sel4043 = select i1 %cmp3835, double %fadd4042, double %sel4029
  %bits4044 = bitcast double %sel4043 to i64
  %lo4045 = trunc i64 %bits4044 to i32
  %hi4046 = lshr i64 %bits4044, 32
  %hi4047 = trunc nuw i64 %hi4046 to i32
  %call4048 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo4045, i32 1, i32 0)
  %call4049 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi4047, i32 1, i32 0)
  %lo4050 = zext i32 %call4048 to i64
  %hi4051 = zext i32 %call4049 to i64
  %hi4052 = shl nuw i64 %hi4051, 32
  %bits4053 = or disjoint i64 %hi4052, %lo4050
  %leaf4054 = bitcast i64 %bits4053 to double
  %fadd4056 = fadd double %sel3917, %leaf4054
  %sel4057 = select i1 %has3918, double %fadd4056, double %leaf4054
  %sel4058 = select i1 %cmp, double %sel3917, double %sel4057
  %has4060 = or i1 %has3918, %later3853
  %fadd4061 = fadd double %v3924, %sel4058
  %sel4062 = select i1 %has4060, double %fadd4061, double %v3924
  store double %sel4062, ptr addrspace(3) %p3022, align 8
  %fadd4068 = fadd double %fadd3967, %sel4058
  %sel4069 = select i1 %has4060, double %fadd4068, double %fadd3967
  store double %sel4069, ptr addrspace(3) %p3028, align 8
  %fadd4075 = fadd double %fadd3968, %sel4058
  %sel4076 = select i1 %has4060, double %fadd4075, double %fadd3968
  store double %sel4076, ptr addrspace(3) %p3034, align 8
  %fadd4082 = fadd double %fadd3969, %sel4058
  %sel4083 = select i1 %has4060, double %fadd4082, double %fadd3969
  store double %sel4083, ptr addrspace(3) %p3040, align 8
  %fadd4089 = fadd double %fadd3970, %sel4058
  %sel4090 = select i1 %has4060, double %fadd4089, double %fadd3970
  store double %sel4090, ptr addrspace(3) %p3046, align 8
  %fadd4096 = fadd double %fadd3971, %sel4058
  %sel4097 = select i1 %has4060, double %fadd4096, double %fadd3971
  store double %sel4097, ptr addrspace(3) %p3052, align 8
  %fadd4103 = fadd double %fadd3972, %sel4058
  %sel4104 = select i1 %has4060, double %fadd4103, double %fadd3972
  store double %sel4104, ptr addrspace(3) %p3058, align 8
  %fadd4110 = fadd double %fadd3973, %sel4058
  %sel4111 = select i1 %has4060, double %fadd4110, double %fadd3973
  store double %sel4111, ptr addrspace(3) %p3064, align 8
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add4118 = add nsw i64 %21, -1
  %pad4119 = lshr i64 %add4118, 5
  %29 = getelementptr double, ptr addrspace(3) %staging, i64 %add4118
  %p4121 = getelementptr double, ptr addrspace(3) %29, i64 %pad4119
  %v4122 = load double, ptr addrspace(3) %p4121, align 8
  %sel4123 = select i1 %cmp2853, double %v4122, double %sel3917
  %v4130 = load double, ptr addrspace(3) %p3178, align 8
  %v4136 = load double, ptr addrspace(3) %p3184, align 8
  %v4142 = load double, ptr addrspace(3) %p3190, align 8
  %v4148 = load double, ptr addrspace(3) %p3196, align 8
  %v4154 = load double, ptr addrspace(3) %p3202, align 8
  %v4160 = load double, ptr addrspace(3) %p3208, align 8
  %v4166 = load double, ptr addrspace(3) %p3214, align 8
  %v4172 = load double, ptr addrspace(3) %p3220, align 8
  %fadd4173 = fadd double %v4130, %v4136
  %fadd4174 = fadd double %fadd4173, %v4142
  %fadd4175 = fadd double %fadd4174, %v4148
  %fadd4176 = fadd double %fadd4175, %v4154
  %fadd4177 = fadd double %fadd4176, %v4160
  %fadd4178 = fadd double %fadd4177, %v4166
  %fadd4179 = fadd double %fadd4178, %v4172
  %bits4180 = bitcast double %fadd4179 to i64
  %lo4181 = trunc i64 %bits4180 to i32
  %hi4182 = lshr i64 %bits4180, 32
  %hi4183 = trunc nuw i64 %hi4182 to i32
  %call4184 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo4181, i32 1, i32 0)
  %call4185 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi4183, i32 1, i32 0)
  %lo4186 = zext i32 %call4184 to i64
  %hi4187 = zext i32 %call4185 to i64
  %hi4188 = shl nuw i64 %hi4187, 32
  %bits4189 = or disjoint i64 %hi4188, %lo4186
  %leaf4190 = bitcast i64 %bits4189 to double
  %fadd4192 = fadd double %fadd4179, %leaf4190
  %sel4193 = select i1 %cmp, double %fadd4179, double %fadd4192
  %bits4194 = bitcast double %sel4193 to i64
  %lo4195 = trunc i64 %bits4194 to i32
  %hi4196 = lshr i64 %bits4194, 32
  %hi4197 = trunc nuw i64 %hi4196 to i32
  %call4198 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo4195, i32 2, i32 0)
  %call4199 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi4197, i32 2, i32 0)
  %lo4200 = zext i32 %call4198 to i64
  %hi4201 = zext i32 %call4199 to i64
  %hi4202 = shl nuw i64 %hi4201, 32
  %bits4203 = or disjoint i64 %hi4202, %lo4200
  %leaf4204 = bitcast i64 %bits4203 to double
  %fadd4206 = fadd double %sel4193, %leaf4204
  %sel4207 = select i1 %cmp3793, double %fadd4206, double %sel4193
  %bits4208 = bitcast double %sel4207 to i64
  %lo4209 = trunc i64 %bits4208 to i32
  %hi4210 = lshr i64 %bits4208, 32
  %hi4211 = trunc nuw i64 %hi4210 to i32
  %call4212 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo4209, i32 4, i32 0)
  %call4213 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi4211, i32 4, i32 0)
  %lo4214 = zext i32 %call4212 to i64
  %hi4215 = zext i32 %call4213 to i64
  %hi4216 = shl nuw i64 %hi4215, 32
  %bits4217 = or disjoint i64 %hi4216, %lo4214
  %leaf4218 = bitcast i64 %bits4217 to double
  %fadd4220 = fadd double %sel4207, %leaf4218
  %sel4221 = select i1 %cmp3807, double %fadd4220, double %sel4207
  %bits4222 = bitcast double %sel4221 to i64
  %lo4223 = trunc i64 %bits4222 to i32
  %hi4224 = lshr i64 %bits4222, 32
  %hi4225 = trunc nuw i64 %hi4224 to i32
  %call4226 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo4223, i32 8, i32 0)
  %call4227 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi4225, i32 8, i32 0)
  %lo4228 = zext i32 %call4226 to i64
  %hi4229 = zext i32 %call4227 to i64
  %hi4230 = shl nuw i64 %hi4229, 32
  %bits4231 = or disjoint i64 %hi4230, %lo4228
  %leaf4232 = bitcast i64 %bits4231 to double
  %fadd4234 = fadd double %sel4221, %leaf4232
  %sel4235 = select i1 %cmp3821, double %fadd4234, double %sel4221
  %bits4236 = bitcast double %sel4235 to i64
  %lo4237 = trunc i64 %bits4236 to i32
  %hi4238 = lshr i64 %bits4236, 32
  %hi4239 = trunc nuw i64 %hi4238 to i32
  %call4240 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo4237, i32 16, i32 0)
  %call4241 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi4239, i32 16, i32 0)
  %lo4242 = zext i32 %call4240 to i64
  %hi4243 = zext i32 %call4241 to i64
  %hi4244 = shl nuw i64 %hi4243, 32
  %bits4245 = or disjoint i64 %hi4244, %lo4242
  %leaf4246 = bitcast i64 %bits4245 to double
  %fadd4248 = fadd double %sel4235, %leaf4246
  %sel4249 = select i1 %cmp3835, double %fadd4248, double %sel4235
  %bits4250 = bitcast double %sel4249 to i64
  %lo4251 = trunc i64 %bits4250 to i32
  %hi4252 = lshr i64 %bits4250, 32
  %hi4253 = trunc nuw i64 %hi4252 to i32
  %call4254 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo4251, i32 1, i32 0)
  %call4255 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi4253, i32 1, i32 0)
  %lo4256 = zext i32 %call4254 to i64
  %hi4257 = zext i32 %call4255 to i64
  %hi4258 = shl nuw i64 %hi4257, 32
  %bits4259 = or disjoint i64 %hi4258, %lo4256
  %leaf4260 = bitcast i64 %bits4259 to double
  %fadd4262 = fadd double %sel4123, %leaf4260
  %sel4263 = select i1 %has3918, double %fadd4262, double %leaf4260
  %sel4264 = select i1 %cmp, double %sel4123, double %sel4263
  %fadd4267 = fadd double %v4130, %sel4264
  %sel4268 = select i1 %has4060, double %fadd4267, double %v4130
  store double %sel4268, ptr addrspace(3) %p3178, align 8
  %fadd4274 = fadd double %fadd4173, %sel4264
  %sel4275 = select i1 %has4060, double %fadd4274, double %fadd4173
  store double %sel4275, ptr addrspace(3) %p3184, align 8
  %fadd4281 = fadd double %fadd4174, %sel4264
  %sel4282 = select i1 %has4060, double %fadd4281, double %fadd4174
  store double %sel4282, ptr addrspace(3) %p3190, align 8
  %fadd4288 = fadd double %fadd4175, %sel4264
  %sel4289 = select i1 %has4060, double %fadd4288, double %fadd4175
  store double %sel4289, ptr addrspace(3) %p3196, align 8
  %fadd4295 = fadd double %fadd4176, %sel4264
  %sel4296 = select i1 %has4060, double %fadd4295, double %fadd4176
  store double %sel4296, ptr addrspace(3) %p3202, align 8
  %fadd4302 = fadd double %fadd4177, %sel4264
  %sel4303 = select i1 %has4060, double %fadd4302, double %fadd4177
  store double %sel4303, ptr addrspace(3) %p3208, align 8
  %fadd4309 = fadd double %fadd4178, %sel4264
  %sel4310 = select i1 %has4060, double %fadd4309, double %fadd4178
  store double %sel4310, ptr addrspace(3) %p3214, align 8
  %fadd4316 = fadd double %fadd4179, %sel4264
  %sel4317 = select i1 %has4060, double %fadd4316, double %fadd4179
  store double %sel4317, ptr addrspace(3) %p3220, align 8
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add4324 = add nsw i64 %23, -1
  %pad4325 = lshr i64 %add4324, 5
  %30 = getelementptr inbounds double, ptr addrspace(3) %staging, i64 %add4324
  %p4327 = getelementptr inbounds double, ptr addrspace(3) %30, i64 %pad4325
  %v4328 = load double, ptr addrspace(3) %p4327, align 8
  %sel4329 = select i1 %cmp2857, double %v4328, double %sel4123
  %v4336 = load double, ptr addrspace(3) %p3334, align 8
  %v4342 = load double, ptr addrspace(3) %p3340, align 8
  %v4348 = load double, ptr addrspace(3) %p3346, align 8
  %v4354 = load double, ptr addrspace(3) %p3352, align 8
  %v4360 = load double, ptr addrspace(3) %p3358, align 8
  %v4366 = load double, ptr addrspace(3) %p3364, align 8
  %v4372 = load double, ptr addrspace(3) %p3370, align 8
  %v4378 = load double, ptr addrspace(3) %p3376, align 8
  %fadd4379 = fadd double %v4336, %v4342
  %fadd4380 = fadd double %fadd4379, %v4348
  %fadd4381 = fadd double %fadd4380, %v4354
  %fadd4382 = fadd double %fadd4381, %v4360
  %fadd4383 = fadd double %fadd4382, %v4366
  %fadd4384 = fadd double %fadd4383, %v4372
  %fadd4385 = fadd double %fadd4384, %v4378
  %bits4386 = bitcast double %fadd4385 to i64
  %lo4387 = trunc i64 %bits4386 to i32
  %hi4388 = lshr i64 %bits4386, 32
  %hi4389 = trunc nuw i64 %hi4388 to i32
  %call4390 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo4387, i32 1, i32 0)
  %call4391 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi4389, i32 1, i32 0)
  %lo4392 = zext i32 %call4390 to i64
  %hi4393 = zext i32 %call4391 to i64
  %hi4394 = shl nuw i64 %hi4393, 32
  %bits4395 = or disjoint i64 %hi4394, %lo4392
  %leaf4396 = bitcast i64 %bits4395 to double
  %fadd4398 = fadd double %fadd4385, %leaf4396
  %sel4399 = select i1 %cmp, double %fadd4385, double %fadd4398
  %bits4400 = bitcast double %sel4399 to i64
  %lo4401 = trunc i64 %bits4400 to i32
  %hi4402 = lshr i64 %bits4400, 32
  %hi4403 = trunc nuw i64 %hi4402 to i32
  %call4404 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo4401, i32 2, i32 0)
  %call4405 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi4403, i32 2, i32 0)
  %lo4406 = zext i32 %call4404 to i64
  %hi4407 = zext i32 %call4405 to i64
  %hi4408 = shl nuw i64 %hi4407, 32
  %bits4409 = or disjoint i64 %hi4408, %lo4406
  %leaf4410 = bitcast i64 %bits4409 to double
  %fadd4412 = fadd double %sel4399, %leaf4410
  %sel4413 = select i1 %cmp3793, double %fadd4412, double %sel4399
  %bits4414 = bitcast double %sel4413 to i64
  %lo4415 = trunc i64 %bits4414 to i32
  %hi4416 = lshr i64 %bits4414, 32
  %hi4417 = trunc nuw i64 %hi4416 to i32
  %call4418 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo4415, i32 4, i32 0)
  %call4419 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi4417, i32 4, i32 0)
  %lo4420 = zext i32 %call4418 to i64
  %hi4421 = zext i32 %call4419 to i64
  %hi4422 = shl nuw i64 %hi4421, 32
  %bits4423 = or disjoint i64 %hi4422, %lo4420
  %leaf4424 = bitcast i64 %bits4423 to double
  %fadd4426 = fadd double %sel4413, %leaf4424
  %sel4427 = select i1 %cmp3807, double %fadd4426, double %sel4413
  %bits4428 = bitcast double %sel4427 to i64
  %lo4429 = trunc i64 %bits4428 to i32
  %hi4430 = lshr i64 %bits4428, 32
  %hi4431 = trunc nuw i64 %hi4430 to i32
  %call4432 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo4429, i32 8, i32 0)
  %call4433 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi4431, i32 8, i32 0)
  %lo4434 = zext i32 %call4432 to i64
  %hi4435 = zext i32 %call4433 to i64
  %hi4436 = shl nuw i64 %hi4435, 32
  %bits4437 = or disjoint i64 %hi4436, %lo4434
  %leaf4438 = bitcast i64 %bits4437 to double
  %fadd4440 = fadd double %sel4427, %leaf4438
  %sel4441 = select i1 %cmp3821, double %fadd4440, double %sel4427
  %bits4442 = bitcast double %sel4441 to i64
  %lo4443 = trunc i64 %bits4442 to i32
  %hi4444 = lshr i64 %bits4442, 32
  %hi4445 = trunc nuw i64 %hi4444 to i32
  %call4446 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo4443, i32 16, i32 0)
  %call4447 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi4445, i32 16, i32 0)
  %lo4448 = zext i32 %call4446 to i64
  %hi4449 = zext i32 %call4447 to i64
  %hi4450 = shl nuw i64 %hi4449, 32
  %bits4451 = or disjoint i64 %hi4450, %lo4448
  %leaf4452 = bitcast i64 %bits4451 to double
  %fadd4454 = fadd double %sel4441, %leaf4452
  %sel4455 = select i1 %cmp3835, double %fadd4454, double %sel4441
  %bits4456 = bitcast double %sel4455 to i64
  %lo4457 = trunc i64 %bits4456 to i32
  %hi4458 = lshr i64 %bits4456, 32
  %hi4459 = trunc nuw i64 %hi4458 to i32
  %call4460 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %lo4457, i32 1, i32 0)
  %call4461 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %hi4459, i32 1, i32 0)
  %lo4462 = zext i32 %call4460 to i64
  %hi4463 = zext i32 %call4461 to i64
  %hi4464 = shl nuw i64 %hi4463, 32
  %bits4465 = or disjoint i64 %hi4464, %lo4462
  %leaf4466 = bitcast i64 %bits4465 to double
  %fadd4468 = fadd double %sel4329, %leaf4466
  %sel4469 = select i1 %has3918, double %fadd4468, double %leaf4466
  %sel4470 = select i1 %cmp, double %sel4329, double %sel4469
  %fadd4473 = fadd double %v4336, %sel4470
  %sel4474 = select i1 %has4060, double %fadd4473, double %v4336
  store double %sel4474, ptr addrspace(3) %p3334, align 8
  %fadd4480 = fadd double %fadd4379, %sel4470
  %sel4481 = select i1 %has4060, double %fadd4480, double %fadd4379
  store double %sel4481, ptr addrspace(3) %p3340, align 8
  %fadd4487 = fadd double %fadd4380, %sel4470
  %sel4488 = select i1 %has4060, double %fadd4487, double %fadd4380
  store double %sel4488, ptr addrspace(3) %p3346, align 8
  %fadd4494 = fadd double %fadd4381, %sel4470
  %sel4495 = select i1 %has4060, double %fadd4494, double %fadd4381
  store double %sel4495, ptr addrspace(3) %p3352, align 8
  %fadd4501 = fadd double %fadd4382, %sel4470
  %sel4502 = select i1 %has4060, double %fadd4501, double %fadd4382
  store double %sel4502, ptr addrspace(3) %p3358, align 8
  %fadd4508 = fadd double %fadd4383, %sel4470
  %sel4509 = select i1 %has4060, double %fadd4508, double %fadd4383
  store double %sel4509, ptr addrspace(3) %p3364, align 8
  %fadd4515 = fadd double %fadd4384, %sel4470
  %sel4516 = select i1 %has4060, double %fadd4515, double %fadd4384
  store double %sel4516, ptr addrspace(3) %p3370, align 8
  %fadd4522 = fadd double %fadd4385, %sel4470
  %sel4523 = select i1 %has4060, double %fadd4522, double %fadd4385
  store double %sel4523, ptr addrspace(3) %p3376, align 8
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add4530 = add nsw i64 %24, -1
  %pad4531 = lshr i64 %add4530, 5
  %31 = getelementptr double, ptr addrspace(3) %staging, i64 %add4530
  %p4533 = getelementptr double, ptr addrspace(3) %31, i64 %pad4531
  %v4534 = load double, ptr addrspace(3) %p4533, align 8
  %sel4535 = select i1 %cmp2861, double %v4534, double %sel4329
  tail call void @llvm.nvvm.barrier0()
  %v4537 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 16), align 8
  %v4538 = load double, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 32), align 8
  %cmp4539.not = icmp eq i32 %v4537, 0
  %fadd4543 = fadd double %sel4535, %v4538
  %sel4544 = select i1 %cmp4539.not, double %sel4535, double %fadd4543
  %cmp4558 = icmp sgt i64 %sub2523, %lane
  br i1 %cmp4558, label %then4559, label %endif4560

then3515:                                         ; preds = %then3492
  %gep5079 = getelementptr inbounds i32, ptr addrspace(1) %invariant.gep5078, i64 %piece
  %address3520 = ptrtoint ptr addrspace(1) %gep5079 to i64
  %p3517 = getelementptr inbounds double, ptr addrspace(1) %7, i64 %piece
  store volatile double %sel3511, ptr addrspace(1) %p3517, align 8
  tail call void asm sideeffect "st.release.gpu.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %address3520, i32 1) #5
  br label %endif3516

endif3516:                                        ; preds = %then3515, %then3492
  %cmp3522 = icmp sgt i64 %sub, 0
  %wait3523 = and i1 %cmp20, %cmp3522
  br i1 %wait3523, label %then3524, label %endif3525

then3524:                                         ; preds = %endif3516
  tail call void asm sideeffect "nanosleep.u32 3000;", "~{memory}"() #5
  br label %endif3525

endif3525:                                        ; preds = %then3524, %endif3516
  br i1 %cmp3522, label %repeat.body3526, label %repeat.exit3527

repeat.body3526:                                  ; preds = %endif3525, %repeat.exit3536
  %phi3528 = phi double [ %sel3666, %repeat.exit3536 ], [ 0.000000e+00, %endif3525 ]
  %phi3529 = phi i64 [ %sub3530, %repeat.exit3536 ], [ %sub, %endif3525 ]
  %sub3530 = add nsw i64 %phi3529, -32
  %add3531 = add nsw i64 %sub3530, %lane
  %cmp3532 = icmp sgt i64 %add3531, -1
  %call3533 = tail call i64 @llvm.smax.i64(i64 %add3531, i64 0)
  %add3534 = add i64 %call3533, %mul27
  %gep = getelementptr i32, ptr addrspace(1) %invariant.gep5078, i64 %add3534
  %address3542 = ptrtoint ptr addrspace(1) %gep to i64
  br label %repeat.body3535

repeat.exit3527:                                  ; preds = %repeat.exit3536, %endif3525
  %phi3671 = phi double [ 0.000000e+00, %endif3525 ], [ %sel3666, %repeat.exit3536 ]
  br i1 %cmp, label %then3675, label %endif3493

repeat.body3535:                                  ; preds = %repeat.body3526, %endif3539
  br i1 %cmp20, label %then3538, label %endif3539

repeat.exit3536:                                  ; preds = %endif3539
  %cmp3552 = icmp eq i32 %sel3545, 2
  %add3553 = select i1 %cmp3552, i64 %mul10, i64 0
  %32 = getelementptr double, ptr addrspace(1) %7, i64 %add3534
  %p3555 = getelementptr double, ptr addrspace(1) %32, i64 %add3553
  %v3556 = load volatile double, ptr addrspace(1) %p3555, align 8
  %call3557 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp3552)
  %call3558 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %call3557, i1 false)
  %nearest3559 = sub nsw i32 31, %call3558
  %cmp3561.not = icmp eq i32 %call3557, 0
  %narrow = select i1 %cmp3561.not, i32 0, i32 %nearest3559
  %sel3562 = sext i32 %narrow to i64
  %sub3563 = sub nsw i64 32, %phi3529
  %call3564 = tail call i64 @llvm.smax.i64(i64 %sel3562, i64 %sub3563)
  %arg3565 = trunc nsw i64 %call3564 to i32
  %bits3566 = bitcast double %v3556 to i64
  %lo3567 = trunc i64 %bits3566 to i32
  %hi3568 = lshr i64 %bits3566, 32
  %hi3569 = trunc nuw i64 %hi3568 to i32
  %call3570 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo3567, i32 %arg3565, i32 31)
  %call3571 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi3569, i32 %arg3565, i32 31)
  %lo3572 = zext i32 %call3570 to i64
  %hi3573 = zext i32 %call3571 to i64
  %hi3574 = shl nuw i64 %hi3573, 32
  %bits3575 = or disjoint i64 %hi3574, %lo3572
  %leaf3576 = bitcast i64 %bits3575 to double
  %sub3577 = sub nsw i64 32, %call3564
  %call3582 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %call3570, i32 1, i32 31)
  %call3583 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %call3571, i32 1, i32 31)
  %lo3584 = zext i32 %call3582 to i64
  %hi3585 = zext i32 %call3583 to i64
  %hi3586 = shl nuw i64 %hi3585, 32
  %bits3587 = or disjoint i64 %hi3586, %lo3584
  %leaf3588 = bitcast i64 %bits3587 to double
  %cmp3590 = icmp slt i64 %add2954, %sub3577
  %fadd3591 = fadd double %leaf3576, %leaf3588
  %sel3592 = select i1 %cmp3590, double %fadd3591, double %leaf3576
  %bits3593 = bitcast double %sel3592 to i64
  %lo3594 = trunc i64 %bits3593 to i32
  %hi3595 = lshr i64 %bits3593, 32
  %hi3596 = trunc nuw i64 %hi3595 to i32
  %call3597 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo3594, i32 2, i32 31)
  %call3598 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi3596, i32 2, i32 31)
  %lo3599 = zext i32 %call3597 to i64
  %hi3600 = zext i32 %call3598 to i64
  %hi3601 = shl nuw i64 %hi3600, 32
  %bits3602 = or disjoint i64 %hi3601, %lo3599
  %leaf3603 = bitcast i64 %bits3602 to double
  %cmp3605 = icmp slt i64 %add2969, %sub3577
  %fadd3606 = fadd double %sel3592, %leaf3603
  %sel3607 = select i1 %cmp3605, double %fadd3606, double %sel3592
  %bits3608 = bitcast double %sel3607 to i64
  %lo3609 = trunc i64 %bits3608 to i32
  %hi3610 = lshr i64 %bits3608, 32
  %hi3611 = trunc nuw i64 %hi3610 to i32
  %call3612 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo3609, i32 4, i32 31)
  %call3613 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi3611, i32 4, i32 31)
  %lo3614 = zext i32 %call3612 to i64
  %hi3615 = zext i32 %call3613 to i64
  %hi3616 = shl nuw i64 %hi3615, 32
  %bits3617 = or disjoint i64 %hi3616, %lo3614
  %leaf3618 = bitcast i64 %bits3617 to double
  %cmp3620 = icmp slt i64 %add2984, %sub3577
  %fadd3621 = fadd double %sel3607, %leaf3618
  %sel3622 = select i1 %cmp3620, double %fadd3621, double %sel3607
  %bits3623 = bitcast double %sel3622 to i64
  %lo3624 = trunc i64 %bits3623 to i32
  %hi3625 = lshr i64 %bits3623, 32
  %hi3626 = trunc nuw i64 %hi3625 to i32
  %call3627 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo3624, i32 8, i32 31)
  %call3628 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi3626, i32 8, i32 31)
  %lo3629 = zext i32 %call3627 to i64
  %hi3630 = zext i32 %call3628 to i64
  %hi3631 = shl nuw i64 %hi3630, 32
  %bits3632 = or disjoint i64 %hi3631, %lo3629
  %leaf3633 = bitcast i64 %bits3632 to double
  %cmp3635 = icmp slt i64 %add2999, %sub3577
  %fadd3636 = fadd double %sel3622, %leaf3633
  %sel3637 = select i1 %cmp3635, double %fadd3636, double %sel3622
  %bits3638 = bitcast double %sel3637 to i64
  %lo3639 = trunc i64 %bits3638 to i32
  %hi3640 = lshr i64 %bits3638, 32
  %hi3641 = trunc nuw i64 %hi3640 to i32
  %call3642 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %lo3639, i32 16, i32 31)
  %call3643 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %hi3641, i32 16, i32 31)
  %lo3644 = zext i32 %call3642 to i64
  %hi3645 = zext i32 %call3643 to i64
  %hi3646 = shl nuw i64 %hi3645, 32
  %bits3647 = or disjoint i64 %hi3646, %lo3644
  %leaf3648 = bitcast i64 %bits3647 to double
  %cmp3650 = icmp slt i64 %add3014, %sub3577
  %fadd3651 = fadd double %sel3637, %leaf3648
  %sel3652 = select i1 %cmp3650, double %fadd3651, double %sel3637
  %bits3653 = bitcast double %sel3652 to i64
  %lo3654 = trunc i64 %bits3653 to i32
  %hi3655 = lshr i64 %bits3653, 32
  %hi3656 = trunc nuw i64 %hi3655 to i32
  %call3657 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %lo3654, i32 0, i32 31)
  %call3658 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %hi3656, i32 0, i32 31)
  %lo3659 = zext i32 %call3657 to i64
  %hi3660 = zext i32 %call3658 to i64
  %hi3661 = shl nuw i64 %hi3660, 32
  %bits3662 = or disjoint i64 %hi3661, %lo3659
  %leaf3663 = bitcast i64 %bits3662 to double
  %cmp3664 = icmp eq i64 %phi3529, %sub
  %fadd3665 = fadd double %phi3528, %leaf3663
  %sel3666 = select i1 %cmp3664, double %leaf3663, double %fadd3665
  %cmp3668 = icmp sgt i64 %phi3529, 32
  %again3670 = and i1 %cmp3668, %cmp3561.not
  br i1 %again3670, label %repeat.body3526, label %repeat.exit3527

then3538:                                         ; preds = %repeat.body3535
  tail call void asm sideeffect "nanosleep.u32 1000;", "~{memory}"() #5
  br label %endif3539

endif3539:                                        ; preds = %then3538, %repeat.body3535
  %33 = tail call i32 asm sideeffect "ld.acquire.gpu.global.u32 $0, [$1];", "=r,l,~{memory}"(i64 %address3542) #5
  %sel3545 = select i1 %cmp3532, i32 %33, i32 2
  %cmp3546 = icmp eq i32 %sel3545, 0
  %call3547 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp3546)
  %cmp3548.not = icmp eq i32 %call3547, 0
  br i1 %cmp3548.not, label %repeat.exit3536, label %repeat.body3535

then3675:                                         ; preds = %repeat.exit3527
  %fadd3682 = fadd double %phi3671, 0.000000e+00
  %sel3683 = select i1 %cmp3512, double %fadd3682, double 0.000000e+00
  %gep5081 = getelementptr inbounds i32, ptr addrspace(1) %invariant.gep5078, i64 %piece
  %address3681 = ptrtoint ptr addrspace(1) %gep5081 to i64
  %p3678 = getelementptr double, ptr addrspace(1) %13, i64 %piece
  %fadd3673 = fadd double %sel3511, %phi3671
  %sel3674 = select i1 %cmp3512, double %fadd3673, double %sel3511
  store volatile double %sel3674, ptr addrspace(1) %p3678, align 8
  tail call void asm sideeffect "st.release.gpu.global.u32 [$0], $1;", "l,r,~{memory}"(i64 %address3681, i32 2) #5
  store double %sel3683, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 32), align 8
  store i32 1, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 16), align 8
  br label %endif3493

then4559:                                         ; preds = %endif3493
  %fadd4540 = fadd double %sel3711, %v4538
  %sel4541 = select i1 %cmp4539.not, double %sel3711, double %fadd4540
  %sel4542 = select i1 %has3712, double %sel4541, double %v4538
  %v4553 = load double, ptr addrspace(3) %p4552, align 8
  %fadd4554 = fadd double %v4538, %v4553
  %sel4555 = select i1 %cmp4539.not, double %v4553, double %fadd4554
  %sel4557 = select i1 %cmp, double %sel4542, double %sel4555
  %add4561 = or disjoint i64 %mul28, %mul31
  %add4562 = or disjoint i64 %add4561, %lane
  %34 = getelementptr double, ptr addrspace(1) %5, i64 %mul2532
  %p4564 = getelementptr double, ptr addrspace(1) %34, i64 %add4562
  store double %sel4557, ptr addrspace(1) %p4564, align 8
  br label %endif4560

endif4560:                                        ; preds = %then4559, %endif3493
  %cmp4574 = icmp sgt i64 %call2524, %add2536
  br i1 %cmp4574, label %then4575, label %endif4576

then4575:                                         ; preds = %endif4560
  %v4569 = load double, ptr addrspace(3) %gep5083, align 8
  %fadd4570 = fadd double %v4538, %v4569
  %sel4571 = select i1 %cmp4539.not, double %v4569, double %fadd4570
  %add4578 = or disjoint i64 %add4577, %mul28
  %35 = getelementptr double, ptr addrspace(1) %5, i64 %mul2532
  %p4580 = getelementptr double, ptr addrspace(1) %35, i64 %add4578
  store double %sel4571, ptr addrspace(1) %p4580, align 8
  br label %endif4576

endif4576:                                        ; preds = %then4575, %endif4560
  %cmp4590 = icmp sgt i64 %call2524, %add2544
  br i1 %cmp4590, label %then4591, label %endif4592

then4591:                                         ; preds = %endif4576
  %v4585 = load double, ptr addrspace(3) %gep5085, align 8
  %fadd4586 = fadd double %v4538, %v4585
  %sel4587 = select i1 %cmp4539.not, double %v4585, double %fadd4586
  %add4594 = or disjoint i64 %add4593, %mul28
  %36 = getelementptr double, ptr addrspace(1) %5, i64 %mul2532
  %p4596 = getelementptr double, ptr addrspace(1) %36, i64 %add4594
  store double %sel4587, ptr addrspace(1) %p4596, align 8
  br label %endif4592

endif4592:                                        ; preds = %then4591, %endif4576
  %cmp4606 = icmp sgt i64 %call2524, %add2552
  br i1 %cmp4606, label %then4607, label %endif4608

then4607:                                         ; preds = %endif4592
  %v4601 = load double, ptr addrspace(3) %gep5087, align 8
  %fadd4602 = fadd double %v4538, %v4601
  %sel4603 = select i1 %cmp4539.not, double %v4601, double %fadd4602
  %add4609 = or disjoint i64 %mul28, %mul31
  %add4610 = or disjoint i64 %add4609, %add2552
  %37 = getelementptr double, ptr addrspace(1) %5, i64 %mul2532
  %p4612 = getelementptr double, ptr addrspace(1) %37, i64 %add4610
  store double %sel4603, ptr addrspace(1) %p4612, align 8
  br label %endif4608

endif4608:                                        ; preds = %then4607, %endif4592
  %cmp4622 = icmp sgt i64 %call2524, %add2560
  br i1 %cmp4622, label %then4623, label %endif4624

then4623:                                         ; preds = %endif4608
  %v4617 = load double, ptr addrspace(3) %gep5089, align 8
  %fadd4618 = fadd double %v4538, %v4617
  %sel4619 = select i1 %cmp4539.not, double %v4617, double %fadd4618
  %add4626 = or disjoint i64 %add4625, %mul28
  %38 = getelementptr double, ptr addrspace(1) %5, i64 %mul2532
  %p4628 = getelementptr double, ptr addrspace(1) %38, i64 %add4626
  store double %sel4619, ptr addrspace(1) %p4628, align 8
  br label %endif4624

endif4624:                                        ; preds = %then4623, %endif4608
  %cmp4638 = icmp sgt i64 %call2524, %add2568
  br i1 %cmp4638, label %then4639, label %endif4640

then4639:                                         ; preds = %endif4624
  %v4633 = load double, ptr addrspace(3) %gep5091, align 8
  %fadd4634 = fadd double %v4538, %v4633
  %sel4635 = select i1 %cmp4539.not, double %v4633, double %fadd4634
  %add4642 = or disjoint i64 %add4641, %mul28
  %39 = getelementptr double, ptr addrspace(1) %5, i64 %mul2532
  %p4644 = getelementptr double, ptr addrspace(1) %39, i64 %add4642
  store double %sel4635, ptr addrspace(1) %p4644, align 8
  br label %endif4640

endif4640:                                        ; preds = %then4639, %endif4624
  %cmp4654 = icmp sgt i64 %call2524, %add2576
  br i1 %cmp4654, label %then4655, label %endif4656

then4655:                                         ; preds = %endif4640
  %v4649 = load double, ptr addrspace(3) %gep5093, align 8
  %fadd4650 = fadd double %v4538, %v4649
  %sel4651 = select i1 %cmp4539.not, double %v4649, double %fadd4650
  %add4658 = or disjoint i64 %add4657, %mul28
  %40 = getelementptr double, ptr addrspace(1) %5, i64 %mul2532
  %p4660 = getelementptr double, ptr addrspace(1) %40, i64 %add4658
  store double %sel4651, ptr addrspace(1) %p4660, align 8
  br label %endif4656

endif4656:                                        ; preds = %then4655, %endif4640
  %cmp4670 = icmp sgt i64 %call2524, %add2584
  br i1 %cmp4670, label %then4671, label %endif4672

then4671:                                         ; preds = %endif4656
  %v4665 = load double, ptr addrspace(3) %gep5095, align 8
  %fadd4666 = fadd double %v4538, %v4665
  %sel4667 = select i1 %cmp4539.not, double %v4665, double %fadd4666
  %add4673 = or disjoint i64 %mul28, %mul31
  %add4674 = or disjoint i64 %add4673, %add2584
  %41 = getelementptr double, ptr addrspace(1) %5, i64 %mul2532
  %p4676 = getelementptr double, ptr addrspace(1) %41, i64 %add4674
  store double %sel4667, ptr addrspace(1) %p4676, align 8
  br label %endif4672

endif4672:                                        ; preds = %then4671, %endif4656
  %cmp4686 = icmp sgt i64 %call2524, %add2592
  br i1 %cmp4686, label %then4687, label %endif4688

then4687:                                         ; preds = %endif4672
  %v4681 = load double, ptr addrspace(3) %gep5097, align 8
  %fadd4682 = fadd double %v4538, %v4681
  %sel4683 = select i1 %cmp4539.not, double %v4681, double %fadd4682
  %add4690 = or disjoint i64 %add4689, %mul28
  %42 = getelementptr double, ptr addrspace(1) %5, i64 %mul2532
  %p4692 = getelementptr double, ptr addrspace(1) %42, i64 %add4690
  store double %sel4683, ptr addrspace(1) %p4692, align 8
  br label %endif4688

endif4688:                                        ; preds = %then4687, %endif4672
  %cmp4702 = icmp sgt i64 %call2524, %add2600
  br i1 %cmp4702, label %then4703, label %endif4704

then4703:                                         ; preds = %endif4688
  %v4697 = load double, ptr addrspace(3) %gep5099, align 8
  %fadd4698 = fadd double %v4538, %v4697
  %sel4699 = select i1 %cmp4539.not, double %v4697, double %fadd4698
  %add4706 = or disjoint i64 %add4705, %mul28
  %43 = getelementptr double, ptr addrspace(1) %5, i64 %mul2532
  %p4708 = getelementptr double, ptr addrspace(1) %43, i64 %add4706
  store double %sel4699, ptr addrspace(1) %p4708, align 8
  br label %endif4704

endif4704:                                        ; preds = %then4703, %endif4688
  %cmp4718 = icmp sgt i64 %call2524, %add2608
  br i1 %cmp4718, label %then4719, label %endif4720

then4719:                                         ; preds = %endif4704
  %v4713 = load double, ptr addrspace(3) %gep5101, align 8
  %fadd4714 = fadd double %v4538, %v4713
  %sel4715 = select i1 %cmp4539.not, double %v4713, double %fadd4714
  %add4722 = or disjoint i64 %add4721, %mul28
  %44 = getelementptr double, ptr addrspace(1) %5, i64 %mul2532
  %p4724 = getelementptr double, ptr addrspace(1) %44, i64 %add4722
  store double %sel4715, ptr addrspace(1) %p4724, align 8
  br label %endif4720

endif4720:                                        ; preds = %then4719, %endif4704
  %cmp4734 = icmp sgt i64 %call2524, %add2616
  br i1 %cmp4734, label %then4735, label %endif4736

then4735:                                         ; preds = %endif4720
  %v4729 = load double, ptr addrspace(3) %gep5103, align 8
  %fadd4730 = fadd double %v4538, %v4729
  %sel4731 = select i1 %cmp4539.not, double %v4729, double %fadd4730
  %add4737 = or disjoint i64 %mul28, %mul31
  %add4738 = or disjoint i64 %add4737, %add2616
  %45 = getelementptr double, ptr addrspace(1) %5, i64 %mul2532
  %p4740 = getelementptr double, ptr addrspace(1) %45, i64 %add4738
  store double %sel4731, ptr addrspace(1) %p4740, align 8
  br label %endif4736

endif4736:                                        ; preds = %then4735, %endif4720
  %cmp4750 = icmp sgt i64 %call2524, %add2624
  br i1 %cmp4750, label %then4751, label %endif4752

then4751:                                         ; preds = %endif4736
  %v4745 = load double, ptr addrspace(3) %gep5105, align 8
  %fadd4746 = fadd double %v4538, %v4745
  %sel4747 = select i1 %cmp4539.not, double %v4745, double %fadd4746
  %add4754 = or disjoint i64 %add4753, %mul28
  %46 = getelementptr double, ptr addrspace(1) %5, i64 %mul2532
  %p4756 = getelementptr double, ptr addrspace(1) %46, i64 %add4754
  store double %sel4747, ptr addrspace(1) %p4756, align 8
  br label %endif4752

endif4752:                                        ; preds = %then4751, %endif4736
  %cmp4766 = icmp sgt i64 %call2524, %add2632
  br i1 %cmp4766, label %then4767, label %endif4768

then4767:                                         ; preds = %endif4752
  %v4761 = load double, ptr addrspace(3) %gep5107, align 8
  %fadd4762 = fadd double %v4538, %v4761
  %sel4763 = select i1 %cmp4539.not, double %v4761, double %fadd4762
  %add4770 = or disjoint i64 %add4769, %mul28
  %47 = getelementptr double, ptr addrspace(1) %5, i64 %mul2532
  %p4772 = getelementptr double, ptr addrspace(1) %47, i64 %add4770
  store double %sel4763, ptr addrspace(1) %p4772, align 8
  br label %endif4768

endif4768:                                        ; preds = %then4767, %endif4752
  %cmp4782 = icmp sgt i64 %call2524, %add2640
  br i1 %cmp4782, label %then4783, label %endif4784

then4783:                                         ; preds = %endif4768
  %v4777 = load double, ptr addrspace(3) %gep5109, align 8
  %fadd4778 = fadd double %v4538, %v4777
  %sel4779 = select i1 %cmp4539.not, double %v4777, double %fadd4778
  %add4786 = or disjoint i64 %add4785, %mul28
  %48 = getelementptr double, ptr addrspace(1) %5, i64 %mul2532
  %p4788 = getelementptr double, ptr addrspace(1) %48, i64 %add4786
  store double %sel4779, ptr addrspace(1) %p4788, align 8
  br label %endif4784

endif4784:                                        ; preds = %then4783, %endif4768
  %cmp4798 = icmp sgt i64 %call2524, %add2648
  br i1 %cmp4798, label %then4799, label %endif4800

then4799:                                         ; preds = %endif4784
  %v4793 = load double, ptr addrspace(3) %gep5111, align 8
  %fadd4794 = fadd double %v4538, %v4793
  %sel4795 = select i1 %cmp4539.not, double %v4793, double %fadd4794
  %add4801 = or disjoint i64 %mul28, %mul31
  %add4802 = or disjoint i64 %add4801, %add2648
  %49 = getelementptr double, ptr addrspace(1) %5, i64 %mul2532
  %p4804 = getelementptr double, ptr addrspace(1) %49, i64 %add4802
  store double %sel4795, ptr addrspace(1) %p4804, align 8
  br label %endif4800

endif4800:                                        ; preds = %then4799, %endif4784
  %cmp4814 = icmp sgt i64 %call2524, %add2656
  br i1 %cmp4814, label %then4815, label %endif4816

then4815:                                         ; preds = %endif4800
  %v4809 = load double, ptr addrspace(3) %gep5113, align 8
  %fadd4810 = fadd double %v4538, %v4809
  %sel4811 = select i1 %cmp4539.not, double %v4809, double %fadd4810
  %add4818 = or disjoint i64 %add4817, %mul28
  %50 = getelementptr double, ptr addrspace(1) %5, i64 %mul2532
  %p4820 = getelementptr double, ptr addrspace(1) %50, i64 %add4818
  store double %sel4811, ptr addrspace(1) %p4820, align 8
  br label %endif4816

endif4816:                                        ; preds = %then4815, %endif4800
  %cmp4830 = icmp sgt i64 %call2524, %add2664
  br i1 %cmp4830, label %then4831, label %endif4832

then4831:                                         ; preds = %endif4816
  %v4825 = load double, ptr addrspace(3) %gep5115, align 8
  %fadd4826 = fadd double %v4538, %v4825
  %sel4827 = select i1 %cmp4539.not, double %v4825, double %fadd4826
  %add4834 = or disjoint i64 %add4833, %mul28
  %51 = getelementptr double, ptr addrspace(1) %5, i64 %mul2532
  %p4836 = getelementptr double, ptr addrspace(1) %51, i64 %add4834
  store double %sel4827, ptr addrspace(1) %p4836, align 8
  br label %endif4832

endif4832:                                        ; preds = %then4831, %endif4816
  %cmp4846 = icmp sgt i64 %call2524, %add2672
  br i1 %cmp4846, label %then4847, label %endif4848

then4847:                                         ; preds = %endif4832
  %v4841 = load double, ptr addrspace(3) %gep5117, align 8
  %fadd4842 = fadd double %v4538, %v4841
  %sel4843 = select i1 %cmp4539.not, double %v4841, double %fadd4842
  %add4850 = or disjoint i64 %add4849, %mul28
  %52 = getelementptr double, ptr addrspace(1) %5, i64 %mul2532
  %p4852 = getelementptr double, ptr addrspace(1) %52, i64 %add4850
  store double %sel4843, ptr addrspace(1) %p4852, align 8
  br label %endif4848

endif4848:                                        ; preds = %then4847, %endif4832
  %cmp4862 = icmp sgt i64 %call2524, %add2680
  br i1 %cmp4862, label %then4863, label %endif4864

then4863:                                         ; preds = %endif4848
  %v4857 = load double, ptr addrspace(3) %gep5119, align 8
  %fadd4858 = fadd double %v4538, %v4857
  %sel4859 = select i1 %cmp4539.not, double %v4857, double %fadd4858
  %add4865 = or disjoint i64 %mul28, %mul31
  %add4866 = or disjoint i64 %add4865, %add2680
  %53 = getelementptr double, ptr addrspace(1) %5, i64 %mul2532
  %p4868 = getelementptr double, ptr addrspace(1) %53, i64 %add4866
  store double %sel4859, ptr addrspace(1) %p4868, align 8
  br label %endif4864

endif4864:                                        ; preds = %then4863, %endif4848
  %cmp4878 = icmp sgt i64 %call2524, %add2688
  br i1 %cmp4878, label %then4879, label %endif4880

then4879:                                         ; preds = %endif4864
  %v4873 = load double, ptr addrspace(3) %gep5121, align 8
  %fadd4874 = fadd double %v4538, %v4873
  %sel4875 = select i1 %cmp4539.not, double %v4873, double %fadd4874
  %add4882 = or disjoint i64 %add4881, %mul28
  %54 = getelementptr double, ptr addrspace(1) %5, i64 %mul2532
  %p4884 = getelementptr double, ptr addrspace(1) %54, i64 %add4882
  store double %sel4875, ptr addrspace(1) %p4884, align 8
  br label %endif4880

endif4880:                                        ; preds = %then4879, %endif4864
  %cmp4894 = icmp sgt i64 %call2524, %add2696
  br i1 %cmp4894, label %then4895, label %endif4896

then4895:                                         ; preds = %endif4880
  %v4889 = load double, ptr addrspace(3) %gep5123, align 8
  %fadd4890 = fadd double %v4538, %v4889
  %sel4891 = select i1 %cmp4539.not, double %v4889, double %fadd4890
  %add4898 = or disjoint i64 %add4897, %mul28
  %55 = getelementptr double, ptr addrspace(1) %5, i64 %mul2532
  %p4900 = getelementptr double, ptr addrspace(1) %55, i64 %add4898
  store double %sel4891, ptr addrspace(1) %p4900, align 8
  br label %endif4896

endif4896:                                        ; preds = %then4895, %endif4880
  %cmp4910 = icmp sgt i64 %call2524, %add2704
  br i1 %cmp4910, label %then4911, label %endif4912

then4911:                                         ; preds = %endif4896
  %v4905 = load double, ptr addrspace(3) %gep5125, align 8
  %fadd4906 = fadd double %v4538, %v4905
  %sel4907 = select i1 %cmp4539.not, double %v4905, double %fadd4906
  %add4914 = or disjoint i64 %add4913, %mul28
  %56 = getelementptr double, ptr addrspace(1) %5, i64 %mul2532
  %p4916 = getelementptr double, ptr addrspace(1) %56, i64 %add4914
  store double %sel4907, ptr addrspace(1) %p4916, align 8
  br label %endif4912

endif4912:                                        ; preds = %then4911, %endif4896
  %cmp4926 = icmp sgt i64 %call2524, %add2712
  br i1 %cmp4926, label %then4927, label %endif4928

then4927:                                         ; preds = %endif4912
  %v4921 = load double, ptr addrspace(3) %gep5127, align 8
  %fadd4922 = fadd double %v4538, %v4921
  %sel4923 = select i1 %cmp4539.not, double %v4921, double %fadd4922
  %add4929 = or disjoint i64 %mul28, %mul31
  %add4930 = or disjoint i64 %add4929, %add2712
  %57 = getelementptr double, ptr addrspace(1) %5, i64 %mul2532
  %p4932 = getelementptr double, ptr addrspace(1) %57, i64 %add4930
  store double %sel4923, ptr addrspace(1) %p4932, align 8
  br label %endif4928

endif4928:                                        ; preds = %then4927, %endif4912
  %cmp4942 = icmp sgt i64 %call2524, %add2720
  br i1 %cmp4942, label %then4943, label %endif4944

then4943:                                         ; preds = %endif4928
  %v4937 = load double, ptr addrspace(3) %gep5129, align 8
  %fadd4938 = fadd double %v4538, %v4937
  %sel4939 = select i1 %cmp4539.not, double %v4937, double %fadd4938
  %add4946 = or disjoint i64 %add4945, %mul28
  %58 = getelementptr double, ptr addrspace(1) %5, i64 %mul2532
  %p4948 = getelementptr double, ptr addrspace(1) %58, i64 %add4946
  store double %sel4939, ptr addrspace(1) %p4948, align 8
  br label %endif4944

endif4944:                                        ; preds = %then4943, %endif4928
  %cmp4958 = icmp sgt i64 %call2524, %add2728
  br i1 %cmp4958, label %then4959, label %endif4960

then4959:                                         ; preds = %endif4944
  %v4953 = load double, ptr addrspace(3) %gep5131, align 8
  %fadd4954 = fadd double %v4538, %v4953
  %sel4955 = select i1 %cmp4539.not, double %v4953, double %fadd4954
  %add4962 = or disjoint i64 %add4961, %mul28
  %59 = getelementptr double, ptr addrspace(1) %5, i64 %mul2532
  %p4964 = getelementptr double, ptr addrspace(1) %59, i64 %add4962
  store double %sel4955, ptr addrspace(1) %p4964, align 8
  br label %endif4960

endif4960:                                        ; preds = %then4959, %endif4944
  %cmp4974 = icmp sgt i64 %call2524, %add2736
  br i1 %cmp4974, label %then4975, label %endif4976

then4975:                                         ; preds = %endif4960
  %v4969 = load double, ptr addrspace(3) %gep5133, align 8
  %fadd4970 = fadd double %v4538, %v4969
  %sel4971 = select i1 %cmp4539.not, double %v4969, double %fadd4970
  %add4978 = or disjoint i64 %add4977, %mul28
  %60 = getelementptr double, ptr addrspace(1) %5, i64 %mul2532
  %p4980 = getelementptr double, ptr addrspace(1) %60, i64 %add4978
  store double %sel4971, ptr addrspace(1) %p4980, align 8
  br label %endif4976

endif4976:                                        ; preds = %then4975, %endif4960
  %cmp4990 = icmp sgt i64 %call2524, %add2744
  br i1 %cmp4990, label %then4991, label %endif4992

then4991:                                         ; preds = %endif4976
  %v4985 = load double, ptr addrspace(3) %gep5135, align 8
  %fadd4986 = fadd double %v4538, %v4985
  %sel4987 = select i1 %cmp4539.not, double %v4985, double %fadd4986
  %add4993 = or disjoint i64 %mul28, %mul31
  %add4994 = or disjoint i64 %add4993, %add2744
  %61 = getelementptr double, ptr addrspace(1) %5, i64 %mul2532
  %p4996 = getelementptr double, ptr addrspace(1) %61, i64 %add4994
  store double %sel4987, ptr addrspace(1) %p4996, align 8
  br label %endif4992

endif4992:                                        ; preds = %then4991, %endif4976
  %cmp5006 = icmp sgt i64 %call2524, %add2752
  br i1 %cmp5006, label %then5007, label %endif5008

then5007:                                         ; preds = %endif4992
  %v5001 = load double, ptr addrspace(3) %gep5137, align 8
  %fadd5002 = fadd double %v4538, %v5001
  %sel5003 = select i1 %cmp4539.not, double %v5001, double %fadd5002
  %add5010 = or disjoint i64 %add5009, %mul28
  %62 = getelementptr double, ptr addrspace(1) %5, i64 %mul2532
  %p5012 = getelementptr double, ptr addrspace(1) %62, i64 %add5010
  store double %sel5003, ptr addrspace(1) %p5012, align 8
  br label %endif5008

endif5008:                                        ; preds = %then5007, %endif4992
  %cmp5022 = icmp sgt i64 %call2524, %add2760
  br i1 %cmp5022, label %then5023, label %endif5024

then5023:                                         ; preds = %endif5008
  %v5017 = load double, ptr addrspace(3) %gep5139, align 8
  %fadd5018 = fadd double %v4538, %v5017
  %sel5019 = select i1 %cmp4539.not, double %v5017, double %fadd5018
  %add5026 = or disjoint i64 %add5025, %mul28
  %63 = getelementptr double, ptr addrspace(1) %5, i64 %mul2532
  %p5028 = getelementptr double, ptr addrspace(1) %63, i64 %add5026
  store double %sel5019, ptr addrspace(1) %p5028, align 8
  br label %endif5024

endif5024:                                        ; preds = %then5023, %endif5008
  %cmp5038 = icmp sgt i64 %call2524, %add2768
  br i1 %cmp5038, label %then5039, label %endif5040

then5039:                                         ; preds = %endif5024
  %v5033 = load double, ptr addrspace(3) %gep5141, align 8
  %fadd5034 = fadd double %v4538, %v5033
  %sel5035 = select i1 %cmp4539.not, double %v5033, double %fadd5034
  %add5042 = or disjoint i64 %add5041, %mul28
  %64 = getelementptr double, ptr addrspace(1) %5, i64 %mul2532
  %p5044 = getelementptr double, ptr addrspace(1) %64, i64 %add5042
  store double %sel5035, ptr addrspace(1) %p5044, align 8
  br label %endif5040

endif5040:                                        ; preds = %then5039, %endif5024
  %cmp5054 = icmp sgt i64 %call2524, %add2776
  br i1 %cmp5054, label %then5055, label %endif5056

then5055:                                         ; preds = %endif5040
  %v5049 = load double, ptr addrspace(3) %gep5143, align 8
  %fadd5050 = fadd double %v4538, %v5049
  %sel5051 = select i1 %cmp4539.not, double %v5049, double %fadd5050
  %add5057 = or disjoint i64 %mul28, %mul31
  %add5058 = or disjoint i64 %add5057, %add2776
  %65 = getelementptr double, ptr addrspace(1) %5, i64 %mul2532
  %p5060 = getelementptr double, ptr addrspace(1) %65, i64 %add5058
  store double %sel5051, ptr addrspace(1) %p5060, align 8
  br label %endif5056

endif5056:                                        ; preds = %then5055, %endif5040
  %cmp5062 = icmp eq i64 %sub, %sub5061
  %cmp5064 = icmp sge i64 %add5063, %sub32
  %66 = and i1 %cmp5062, %cmp5064
  %67 = and i1 %66, %cmp2849
  %total5067 = and i1 %cmp, %67
  br i1 %total5067, label %then5068, label %repeat.body.backedge

repeat.body.backedge:                             ; preds = %endif5056, %then5068, %endif960, %then2520
  br label %repeat.body

then5068:                                         ; preds = %endif5056
  %p5070 = getelementptr inbounds double, ptr addrspace(1) %6, i64 %row
  store double %sel4544, ptr addrspace(1) %p5070, align 8
  br label %repeat.body.backedge
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #4

attributes #0 = { norecurse nounwind }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!nvvm.annotations = !{!0, !1, !2, !3}

!0 = !{ptr @systole_scan_exclusive_f64_rows, !"kernel", i32 1}
!1 = !{ptr @systole_scan_exclusive_f64_chained, !"kernel", i32 1}
!2 = !{ptr @systole_scan_exclusive_f64_chained, !"maxntidx", i32 128}
!3 = !{ptr @systole_scan_exclusive_f64_chained, !"minctasm", i32 4}
