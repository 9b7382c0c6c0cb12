; ModuleID = 'systole_scan_f32'
source_filename = "systole_scan_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@scan.shared = internal unnamed_addr addrspace(3) global [2112 x float] undef, align 8
@scan.shared.1 = internal unnamed_addr addrspace(3) global [8448 x float] undef, align 8
@scan.shared.2.0 = internal unnamed_addr addrspace(3) global i32 undef, align 8
@scan.shared.3 = internal unnamed_addr addrspace(3) global [5 x i32] undef, align 8
@scan.shared.4 = internal unnamed_addr addrspace(3) global [5 x float] undef, align 8

; Function Attrs: norecurse nounwind
define void @systole_scan_f32_rows(i64 %0, i64 %1, ptr addrspace(1) noalias nocapture readonly %2, i64 %3, i64 %4, ptr addrspace(1) noalias nocapture writeonly %5, ptr addrspace(1) noalias nocapture readnone %6, ptr addrspace(1) noalias nocapture readnone %7, i64 %8, i64 %9) local_unnamed_addr #0 {
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
  %w = lshr i64 %sreg, 5
  %staging.idx = mul nuw nsw i64 %w, 1056
  %staging = getelementptr inbounds i8, ptr addrspace(3) @scan.shared, i64 %staging.idx
  %cmp13 = icmp slt i64 %warp, %3
  br i1 %cmp13, label %stride.body.preheader, label %stride.exit

stride.body.preheader:                            ; preds = %entry
  %add15 = add i64 %4, 255
  %tiles = sdiv i64 %add15, 256
  %cmp17.not = icmp slt i64 %add15, 256
  %add29 = or disjoint i64 %lane, 32
  %add37 = or disjoint i64 %lane, 64
  %add45 = or disjoint i64 %lane, 96
  %add53 = or disjoint i64 %lane, 128
  %add61 = or disjoint i64 %lane, 160
  %add69 = or disjoint i64 %lane, 192
  %add77 = or disjoint i64 %lane, 224
  %p86 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %lane
  %p88 = getelementptr inbounds i8, ptr addrspace(3) %p86, i64 132
  %p90 = getelementptr inbounds i8, ptr addrspace(3) %p86, i64 264
  %p92 = getelementptr inbounds i8, ptr addrspace(3) %p86, i64 396
  %p94 = getelementptr inbounds i8, ptr addrspace(3) %p86, i64 528
  %p96 = getelementptr inbounds i8, ptr addrspace(3) %p86, i64 660
  %p98 = getelementptr inbounds i8, ptr addrspace(3) %p86, i64 792
  %p100 = getelementptr inbounds i8, ptr addrspace(3) %p86, i64 924
  %pad = lshr i64 %lane, 2
  %mul101 = shl nuw nsw i64 %lane, 3
  %add102 = or disjoint i64 %mul101, %pad
  %p104 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %add102
  %p110 = getelementptr inbounds i8, ptr addrspace(3) %p104, i64 4
  %p116 = getelementptr inbounds i8, ptr addrspace(3) %p104, i64 8
  %p122 = getelementptr inbounds i8, ptr addrspace(3) %p104, i64 12
  %p128 = getelementptr inbounds i8, ptr addrspace(3) %p104, i64 16
  %p134 = getelementptr inbounds i8, ptr addrspace(3) %p104, i64 20
  %p140 = getelementptr inbounds i8, ptr addrspace(3) %p104, i64 24
  %p146 = getelementptr inbounds i8, ptr addrspace(3) %p104, i64 28
  %cmp155.not = icmp eq i64 %lane, 0
  %cmp160 = icmp ugt i64 %lane, 1
  %cmp166 = icmp ugt i64 %lane, 3
  %cmp172 = icmp ugt i64 %lane, 7
  %cmp178 = icmp ugt i64 %lane, 15
  %cmp184 = icmp ne i64 %lane, 0
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %fold.exit
  %i = phi i64 [ %add343, %fold.exit ], [ %warp, %stride.body.preheader ]
  br i1 %cmp17.not, label %fold.exit, label %fold.body.preheader

fold.body.preheader:                              ; preds = %stride.body
  %mul14 = mul i64 %i, %4
  %10 = getelementptr float, ptr addrspace(1) %2, i64 %mul14
  %11 = getelementptr float, ptr addrspace(1) %5, i64 %mul14
  br label %fold.body

stride.exit:                                      ; preds = %fold.exit, %entry
  ret void

fold.body:                                        ; preds = %fold.body.preheader, %endif334
  %i18 = phi i64 [ %add339, %endif334 ], [ 0, %fold.body.preheader ]
  %phi = phi float [ %v249, %endif334 ], [ 0.000000e+00, %fold.body.preheader ]
  %phi19 = phi i1 [ true, %endif334 ], [ false, %fold.body.preheader ]
  %mul20 = shl i64 %i18, 8
  %sub = sub i64 %4, %mul20
  %call21 = tail call i64 @llvm.smin.i64(i64 %sub, i64 256)
  %sub22 = add i64 %call21, -1
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %call24 = tail call i64 @llvm.smin.i64(i64 %lane, i64 %sub22)
  %12 = getelementptr float, ptr addrspace(1) %10, i64 %mul20
  %p = getelementptr float, ptr addrspace(1) %12, i64 %call24
  %v = load float, ptr addrspace(1) %p, align 4
  %call30 = tail call i64 @llvm.smin.i64(i64 %add29, i64 %sub22)
  %p35 = getelementptr float, ptr addrspace(1) %12, i64 %call30
  %v36 = load float, ptr addrspace(1) %p35, align 4
  %call38 = tail call i64 @llvm.smin.i64(i64 %add37, i64 %sub22)
  %p43 = getelementptr float, ptr addrspace(1) %12, i64 %call38
  %v44 = load float, ptr addrspace(1) %p43, align 4
  %call46 = tail call i64 @llvm.smin.i64(i64 %add45, i64 %sub22)
  %p51 = getelementptr float, ptr addrspace(1) %12, i64 %call46
  %v52 = load float, ptr addrspace(1) %p51, align 4
  %call54 = tail call i64 @llvm.smin.i64(i64 %add53, i64 %sub22)
  %p59 = getelementptr float, ptr addrspace(1) %12, i64 %call54
  %v60 = load float, ptr addrspace(1) %p59, align 4
  %call62 = tail call i64 @llvm.smin.i64(i64 %add61, i64 %sub22)
  %p67 = getelementptr float, ptr addrspace(1) %12, i64 %call62
  %v68 = load float, ptr addrspace(1) %p67, align 4
  %call70 = tail call i64 @llvm.smin.i64(i64 %add69, i64 %sub22)
  %p75 = getelementptr float, ptr addrspace(1) %12, i64 %call70
  %v76 = load float, ptr addrspace(1) %p75, align 4
  %call78 = tail call i64 @llvm.smin.i64(i64 %add77, i64 %sub22)
  %p83 = getelementptr float, ptr addrspace(1) %12, i64 %call78
  %v84 = load float, ptr addrspace(1) %p83, align 4
  store float %v, ptr addrspace(3) %p86, align 4
  store float %v36, ptr addrspace(3) %p88, align 4
  store float %v44, ptr addrspace(3) %p90, align 4
  store float %v52, ptr addrspace(3) %p92, align 4
  store float %v60, ptr addrspace(3) %p94, align 4
  store float %v68, ptr addrspace(3) %p96, align 4
  store float %v76, ptr addrspace(3) %p98, align 4
  store float %v84, ptr addrspace(3) %p100, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %v105 = load float, ptr addrspace(3) %p104, align 4
  %v111 = load float, ptr addrspace(3) %p110, align 4
  %v117 = load float, ptr addrspace(3) %p116, align 4
  %v123 = load float, ptr addrspace(3) %p122, align 4
  %v129 = load float, ptr addrspace(3) %p128, align 4
  %v135 = load float, ptr addrspace(3) %p134, align 4
  %v141 = load float, ptr addrspace(3) %p140, align 4
  %v147 = load float, ptr addrspace(3) %p146, align 4
  %fadd = fadd float %v105, %v111
  %fadd148 = fadd float %fadd, %v117
  %fadd149 = fadd float %fadd148, %v123
  %fadd150 = fadd float %fadd149, %v129
  %fadd151 = fadd float %fadd150, %v135
  %fadd152 = fadd float %fadd151, %v141
  %fadd153 = fadd float %fadd152, %v147
  %bits = bitcast float %fadd153 to i32
  %call154 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits, i32 1, i32 0)
  %leaf = bitcast i32 %call154 to float
  %fadd156 = fadd float %fadd153, %leaf
  %sel = select i1 %cmp155.not, float %fadd153, float %fadd156
  %bits157 = bitcast float %sel to i32
  %call158 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits157, i32 2, i32 0)
  %leaf159 = bitcast i32 %call158 to float
  %fadd161 = fadd float %sel, %leaf159
  %sel162 = select i1 %cmp160, float %fadd161, float %sel
  %bits163 = bitcast float %sel162 to i32
  %call164 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits163, i32 4, i32 0)
  %leaf165 = bitcast i32 %call164 to float
  %fadd167 = fadd float %sel162, %leaf165
  %sel168 = select i1 %cmp166, float %fadd167, float %sel162
  %bits169 = bitcast float %sel168 to i32
  %call170 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits169, i32 8, i32 0)
  %leaf171 = bitcast i32 %call170 to float
  %fadd173 = fadd float %sel168, %leaf171
  %sel174 = select i1 %cmp172, float %fadd173, float %sel168
  %bits175 = bitcast float %sel174 to i32
  %call176 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits175, i32 16, i32 0)
  %leaf177 = bitcast i32 %call176 to float
  %fadd179 = fadd float %sel174, %leaf177
  %sel180 = select i1 %cmp178, float %fadd179, float %sel174
  %bits181 = bitcast float %sel180 to i32
  %call182 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits181, i32 1, i32 0)
  %leaf183 = bitcast i32 %call182 to float
  %fadd185 = fadd float %phi, %leaf183
  %sel186 = select i1 %phi19, float %fadd185, float %leaf183
  %sel187 = select i1 %cmp184, float %sel186, float %phi
  %has = or i1 %cmp184, %phi19
  %fadd188 = fadd float %v105, %sel187
  %sel189 = select i1 %has, float %fadd188, float %v105
  store float %sel189, ptr addrspace(3) %p104, align 4
  %fadd195 = fadd float %fadd, %sel187
  %sel196 = select i1 %has, float %fadd195, float %fadd
  store float %sel196, ptr addrspace(3) %p110, align 4
  %fadd202 = fadd float %fadd148, %sel187
  %sel203 = select i1 %has, float %fadd202, float %fadd148
  store float %sel203, ptr addrspace(3) %p116, align 4
  %fadd209 = fadd float %fadd149, %sel187
  %sel210 = select i1 %has, float %fadd209, float %fadd149
  store float %sel210, ptr addrspace(3) %p122, align 4
  %fadd216 = fadd float %fadd150, %sel187
  %sel217 = select i1 %has, float %fadd216, float %fadd150
  store float %sel217, ptr addrspace(3) %p128, align 4
  %fadd223 = fadd float %fadd151, %sel187
  %sel224 = select i1 %has, float %fadd223, float %fadd151
  store float %sel224, ptr addrspace(3) %p134, align 4
  %fadd230 = fadd float %fadd152, %sel187
  %sel231 = select i1 %has, float %fadd230, float %fadd152
  store float %sel231, ptr addrspace(3) %p140, align 4
  %fadd237 = fadd float %fadd153, %sel187
  %sel238 = select i1 %has, float %fadd237, float %fadd153
  store float %sel238, ptr addrspace(3) %p146, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %pad246 = lshr i64 %sub22, 5
  %13 = getelementptr float, ptr addrspace(3) %staging, i64 %sub22
  %p248 = getelementptr float, ptr addrspace(3) %13, i64 %pad246
  %v249 = load float, ptr addrspace(3) %p248, align 4
  %cmp257 = icmp sgt i64 %sub, %lane
  br i1 %cmp257, label %then, label %endif

fold.exit:                                        ; preds = %endif334, %stride.body
  %add343 = add i64 %i, %warp9
  %cmp344 = icmp slt i64 %add343, %3
  br i1 %cmp344, label %stride.body, label %stride.exit

then:                                             ; preds = %fold.body
  %add258 = or disjoint i64 %mul20, %lane
  %p261 = getelementptr float, ptr addrspace(1) %11, i64 %add258
  %v256 = load float, ptr addrspace(3) %p86, align 4
  store float %v256, ptr addrspace(1) %p261, align 4
  br label %endif

endif:                                            ; preds = %then, %fold.body
  %cmp266 = icmp slt i64 %add29, %call21
  br i1 %cmp266, label %then267, label %endif268

then267:                                          ; preds = %endif
  %add269 = or disjoint i64 %mul20, %add29
  %p272 = getelementptr float, ptr addrspace(1) %11, i64 %add269
  %v265 = load float, ptr addrspace(3) %p88, align 4
  store float %v265, ptr addrspace(1) %p272, align 4
  br label %endif268

endif268:                                         ; preds = %then267, %endif
  %cmp277 = icmp slt i64 %add37, %call21
  br i1 %cmp277, label %then278, label %endif279

then278:                                          ; preds = %endif268
  %add280 = or disjoint i64 %mul20, %add37
  %p283 = getelementptr float, ptr addrspace(1) %11, i64 %add280
  %v276 = load float, ptr addrspace(3) %p90, align 4
  store float %v276, ptr addrspace(1) %p283, align 4
  br label %endif279

endif279:                                         ; preds = %then278, %endif268
  %cmp288 = icmp slt i64 %add45, %call21
  br i1 %cmp288, label %then289, label %endif290

then289:                                          ; preds = %endif279
  %add291 = or disjoint i64 %mul20, %add45
  %p294 = getelementptr float, ptr addrspace(1) %11, i64 %add291
  %v287 = load float, ptr addrspace(3) %p92, align 4
  store float %v287, ptr addrspace(1) %p294, align 4
  br label %endif290

endif290:                                         ; preds = %then289, %endif279
  %cmp299 = icmp slt i64 %add53, %call21
  br i1 %cmp299, label %then300, label %endif301

then300:                                          ; preds = %endif290
  %add302 = or disjoint i64 %mul20, %add53
  %p305 = getelementptr float, ptr addrspace(1) %11, i64 %add302
  %v298 = load float, ptr addrspace(3) %p94, align 4
  store float %v298, ptr addrspace(1) %p305, align 4
  br label %endif301

endif301:                                         ; preds = %then300, %endif290
  %cmp310 = icmp slt i64 %add61, %call21
  br i1 %cmp310, label %then311, label %endif312

then311:                                          ; preds = %endif301
  %add313 = or disjoint i64 %mul20, %add61
  %p316 = getelementptr float, ptr addrspace(1) %11, i64 %add313
  %v309 = load float, ptr addrspace(3) %p96, align 4
  store float %v309, ptr addrspace(1) %p316, align 4
  br label %endif312

endif312:                                         ; preds = %then311, %endif301
  %cmp321 = icmp slt i64 %add69, %call21
  br i1 %cmp321, label %then322, label %endif323

then322:                                          ; preds = %endif312
  %add324 = or disjoint i64 %mul20, %add69
  %p327 = getelementptr float, ptr addrspace(1) %11, i64 %add324
  %v320 = load float, ptr addrspace(3) %p98, align 4
  store float %v320, ptr addrspace(1) %p327, align 4
  br label %endif323

endif323:                                         ; preds = %then322, %endif312
  %cmp332 = icmp slt i64 %add77, %call21
  br i1 %cmp332, label %then333, label %endif334

then333:                                          ; preds = %endif323
  %add335 = or disjoint i64 %mul20, %add77
  %p338 = getelementptr float, ptr addrspace(1) %11, i64 %add335
  %v331 = load float, ptr addrspace(3) %p100, align 4
  store float %v331, ptr addrspace(1) %p338, align 4
  br label %endif334

endif334:                                         ; preds = %then333, %endif323
  %add339 = add nuw nsw i64 %i18, 1
  %exitcond.not = icmp eq i64 %add339, %tiles
  br i1 %exitcond.not, label %fold.exit, label %fold.body
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

define void @systole_scan_f32_chained(i64 %0, i64 %1, ptr addrspace(1) noalias readonly %2, i64 %3, i64 %4, ptr addrspace(1) noalias writeonly %5, ptr addrspace(1) noalias nocapture readnone %6, ptr addrspace(1) noalias %7, i64 %8, i64 %9) local_unnamed_addr {
entry:
  %call = tail call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg = zext nneg i32 %call to i64
  %call6 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %lane = and i64 %sreg, 31
  %cmp = icmp eq i64 %lane, 0
  %mul10 = mul i64 %8, %3
  %w = lshr i64 %sreg, 5
  %staging.idx = mul nuw nsw i64 %w, 8448
  %staging = getelementptr inbounds i8, ptr addrspace(3) @scan.shared.1, i64 %staging.idx
  %10 = shl nuw i32 %call6, 1
  %mul19 = zext i32 %10 to i64
  %cmp20 = icmp sge i64 %mul10, %mul19
  %invariant.gep7725 = getelementptr i8, ptr addrspace(1) %7, i64 8
  %cmp23 = icmp eq i32 %call, 0
  %mul31 = shl nuw nsw i64 %w, 11
  %11 = xor i64 %mul31, -1
  %add3843 = or disjoint i64 %lane, 32
  %add3851 = or disjoint i64 %lane, 64
  %add3859 = or i64 %sreg, 96
  %add3867 = or disjoint i64 %lane, 128
  %add3875 = or disjoint i64 %lane, 160
  %add3883 = or disjoint i64 %lane, 192
  %add3891 = or i64 %sreg, 224
  %add3899 = or disjoint i64 %lane, 256
  %add3907 = or disjoint i64 %lane, 288
  %add3915 = or disjoint i64 %lane, 320
  %add3923 = or i64 %sreg, 352
  %add3931 = or disjoint i64 %lane, 384
  %add3939 = or disjoint i64 %lane, 416
  %add3947 = or disjoint i64 %lane, 448
  %add3955 = or i64 %sreg, 480
  %add3963 = or disjoint i64 %lane, 512
  %add3971 = or disjoint i64 %lane, 544
  %add3979 = or disjoint i64 %lane, 576
  %add3987 = or i64 %sreg, 608
  %add3995 = or disjoint i64 %lane, 640
  %add4003 = or disjoint i64 %lane, 672
  %add4011 = or disjoint i64 %lane, 704
  %add4019 = or i64 %sreg, 736
  %add4027 = or disjoint i64 %lane, 768
  %add4035 = or disjoint i64 %lane, 800
  %add4043 = or disjoint i64 %lane, 832
  %add4051 = or i64 %sreg, 864
  %add4059 = or disjoint i64 %lane, 896
  %add4067 = or disjoint i64 %lane, 928
  %add4075 = or disjoint i64 %lane, 960
  %add4083 = or i64 %sreg, 992
  %add4091 = or disjoint i64 %lane, 1024
  %add4099 = or disjoint i64 %lane, 1056
  %add4107 = or disjoint i64 %lane, 1088
  %add4115 = or i64 %sreg, 1120
  %add4123 = or disjoint i64 %lane, 1152
  %add4131 = or disjoint i64 %lane, 1184
  %add4139 = or disjoint i64 %lane, 1216
  %add4147 = or i64 %sreg, 1248
  %add4155 = or disjoint i64 %lane, 1280
  %add4163 = or disjoint i64 %lane, 1312
  %add4171 = or disjoint i64 %lane, 1344
  %add4179 = or i64 %sreg, 1376
  %add4187 = or disjoint i64 %lane, 1408
  %add4195 = or disjoint i64 %lane, 1440
  %add4203 = or disjoint i64 %lane, 1472
  %add4211 = or i64 %sreg, 1504
  %add4219 = or disjoint i64 %lane, 1536
  %add4227 = or disjoint i64 %lane, 1568
  %add4235 = or disjoint i64 %lane, 1600
  %add4243 = or i64 %sreg, 1632
  %add4251 = or disjoint i64 %lane, 1664
  %add4259 = or disjoint i64 %lane, 1696
  %add4267 = or disjoint i64 %lane, 1728
  %add4275 = or i64 %sreg, 1760
  %add4283 = or disjoint i64 %lane, 1792
  %add4291 = or disjoint i64 %lane, 1824
  %add4299 = or disjoint i64 %lane, 1856
  %add4307 = or i64 %sreg, 1888
  %add4315 = or disjoint i64 %lane, 1920
  %add4323 = or disjoint i64 %lane, 1952
  %add4331 = or disjoint i64 %lane, 1984
  %add4339 = or i64 %sreg, 2016
  %p4348 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %lane
  %p4350 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 132
  %p4352 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 264
  %p4354 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 396
  %p4356 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 528
  %p4358 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 660
  %p4360 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 792
  %p4362 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 924
  %p4364 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 1056
  %p4366 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 1188
  %p4368 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 1320
  %p4370 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 1452
  %p4372 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 1584
  %p4374 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 1716
  %p4376 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 1848
  %p4378 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 1980
  %p4380 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 2112
  %p4382 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 2244
  %p4384 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 2376
  %p4386 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 2508
  %p4388 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 2640
  %p4390 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 2772
  %p4392 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 2904
  %p4394 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 3036
  %p4396 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 3168
  %p4398 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 3300
  %p4400 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 3432
  %p4402 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 3564
  %p4404 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 3696
  %p4406 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 3828
  %p4408 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 3960
  %p4410 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 4092
  %p4412 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %add4099
  %p4414 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 4356
  %p4416 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 4488
  %p4418 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 4620
  %p4420 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 4752
  %p4422 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 4884
  %p4424 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 5016
  %p4426 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 5148
  %p4428 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 5280
  %p4430 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 5412
  %p4432 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 5544
  %p4434 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 5676
  %p4436 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 5808
  %p4438 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 5940
  %p4440 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 6072
  %p4442 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 6204
  %p4444 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 6336
  %p4446 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 6468
  %p4448 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 6600
  %p4450 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 6732
  %p4452 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 6864
  %p4454 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 6996
  %p4456 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 7128
  %p4458 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 7260
  %p4460 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 7392
  %p4462 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 7524
  %p4464 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 7656
  %p4466 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 7788
  %p4468 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 7920
  %p4470 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 8052
  %p4472 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 8184
  %p4474 = getelementptr inbounds i8, ptr addrspace(3) %p4348, i64 8316
  %pad4507 = lshr i64 %lane, 2
  %mul4508 = shl nuw nsw i64 %lane, 3
  %add4509 = or disjoint i64 %mul4508, %pad4507
  %p4511 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %add4509
  %p4517 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 4
  %p4523 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 8
  %p4529 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 12
  %p4535 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 16
  %p4541 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 20
  %p4547 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 24
  %p4553 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 28
  %add4556 = or disjoint i64 %mul4508, 1
  %add4560 = or disjoint i64 %mul4508, 2
  %add4564 = or disjoint i64 %mul4508, 3
  %add4568 = or disjoint i64 %mul4508, 4
  %add4572 = or disjoint i64 %mul4508, 5
  %add4576 = or disjoint i64 %mul4508, 6
  %add4580 = or disjoint i64 %mul4508, 7
  %add4589 = add nuw nsw i64 %lane, 1
  %add4596 = add nuw nsw i64 %lane, 2
  %add4603 = add nuw nsw i64 %lane, 4
  %add4610 = add nuw nsw i64 %lane, 8
  %add4617 = add nuw nsw i64 %lane, 16
  %p4625 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 1056
  %p4631 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 1060
  %p4637 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 1064
  %p4643 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 1068
  %p4649 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 1072
  %p4655 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 1076
  %p4661 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 1080
  %p4667 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 1084
  %p4741 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 2112
  %p4747 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 2116
  %p4753 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 2120
  %p4759 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 2124
  %p4765 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 2128
  %p4771 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 2132
  %p4777 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 2136
  %p4783 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 2140
  %p4857 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 3168
  %p4863 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 3172
  %p4869 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 3176
  %p4875 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 3180
  %p4881 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 3184
  %p4887 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 3188
  %p4893 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 3192
  %p4899 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 3196
  %p4973 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 4224
  %p4979 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 4228
  %p4985 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 4232
  %p4991 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 4236
  %p4997 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 4240
  %p5003 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 4244
  %p5009 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 4248
  %p5015 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 4252
  %p5089 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 5280
  %p5095 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 5284
  %p5101 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 5288
  %p5107 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 5292
  %p5113 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 5296
  %p5119 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 5300
  %p5125 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 5304
  %p5131 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 5308
  %p5205 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 6336
  %p5211 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 6340
  %p5217 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 6344
  %p5223 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 6348
  %p5229 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 6352
  %p5235 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 6356
  %p5241 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 6360
  %p5247 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 6364
  %p5321 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 7392
  %p5327 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 7396
  %p5333 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 7400
  %p5339 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 7404
  %p5345 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 7408
  %p5351 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 7412
  %p5357 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 7416
  %p5363 = getelementptr inbounds i8, ptr addrspace(3) %p4511, i64 7420
  %p5435 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.4, i64 %w
  %p5437 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %w
  %cmp5438 = icmp ult i32 %call, 32
  %cmp5581 = icmp ugt i32 %call, 31
  %cmp5590 = icmp ugt i32 %call, 63
  %cmp5599 = icmp eq i64 %w, 3
  %cmp5669 = icmp ugt i64 %lane, 1
  %cmp5675 = icmp ugt i64 %lane, 3
  %cmp5681 = icmp ugt i64 %lane, 7
  %cmp5687 = icmp ugt i64 %lane, 15
  %later5697 = xor i1 %cmp, true
  %add6903 = or disjoint i64 %add3843, %mul31
  %add6916 = or disjoint i64 %add3851, %mul31
  %add6942 = or disjoint i64 %add3867, %mul31
  %add6955 = or disjoint i64 %add3875, %mul31
  %add6968 = or disjoint i64 %add3883, %mul31
  %add6994 = or disjoint i64 %add3899, %mul31
  %add7007 = or disjoint i64 %add3907, %mul31
  %add7020 = or disjoint i64 %add3915, %mul31
  %add7046 = or disjoint i64 %add3931, %mul31
  %add7059 = or disjoint i64 %add3939, %mul31
  %add7072 = or disjoint i64 %add3947, %mul31
  %add7098 = or disjoint i64 %add3963, %mul31
  %add7111 = or disjoint i64 %add3971, %mul31
  %add7124 = or disjoint i64 %add3979, %mul31
  %add7150 = or disjoint i64 %add3995, %mul31
  %add7163 = or disjoint i64 %add4003, %mul31
  %add7176 = or disjoint i64 %add4011, %mul31
  %add7202 = or disjoint i64 %add4027, %mul31
  %add7215 = or disjoint i64 %add4035, %mul31
  %add7228 = or disjoint i64 %add4043, %mul31
  %add7254 = or disjoint i64 %add4059, %mul31
  %add7267 = or disjoint i64 %add4067, %mul31
  %add7280 = or disjoint i64 %add4075, %mul31
  %add7306 = or disjoint i64 %add4091, %mul31
  %add7319 = or disjoint i64 %add4099, %mul31
  %add7332 = or disjoint i64 %add4107, %mul31
  %add7358 = or disjoint i64 %add4123, %mul31
  %add7371 = or disjoint i64 %add4131, %mul31
  %add7384 = or disjoint i64 %add4139, %mul31
  %add7410 = or disjoint i64 %add4155, %mul31
  %add7423 = or disjoint i64 %add4163, %mul31
  %add7436 = or disjoint i64 %add4171, %mul31
  %add7462 = or disjoint i64 %add4187, %mul31
  %add7475 = or disjoint i64 %add4195, %mul31
  %add7488 = or disjoint i64 %add4203, %mul31
  %add7514 = or disjoint i64 %add4219, %mul31
  %add7527 = or disjoint i64 %add4227, %mul31
  %add7540 = or disjoint i64 %add4235, %mul31
  %add7566 = or disjoint i64 %add4251, %mul31
  %add7579 = or disjoint i64 %add4259, %mul31
  %add7592 = or disjoint i64 %add4267, %mul31
  %add7618 = or disjoint i64 %add4283, %mul31
  %add7631 = or disjoint i64 %add4291, %mul31
  %add7644 = or disjoint i64 %add4299, %mul31
  %add7670 = or disjoint i64 %add4315, %mul31
  %add7683 = or disjoint i64 %add4323, %mul31
  %add7696 = or disjoint i64 %add4331, %mul31
  %add43 = or disjoint i64 %lane, %mul31
  %add57 = or disjoint i64 %mul31, %sreg
  %cmp721.not = icmp eq i64 %lane, 31
  %cmp728 = icmp ult i64 %lane, 30
  %cmp735 = icmp ult i64 %lane, 28
  %cmp742 = icmp ult i64 %lane, 24
  %p1876 = getelementptr inbounds i8, ptr addrspace(3) %staging, i64 1048
  %p2034 = getelementptr inbounds i8, ptr addrspace(3) %staging, i64 2104
  %p2192 = getelementptr inbounds i8, ptr addrspace(3) %staging, i64 3160
  %p2350 = getelementptr inbounds i8, ptr addrspace(3) %staging, i64 4216
  %p2508 = getelementptr inbounds i8, ptr addrspace(3) %staging, i64 5272
  %p2666 = getelementptr inbounds i8, ptr addrspace(3) %staging, i64 6328
  %p2824 = getelementptr inbounds i8, ptr addrspace(3) %staging, i64 7384
  br label %repeat.body

repeat.body:                                      ; preds = %repeat.body.backedge, %entry
  tail call void @llvm.nvvm.barrier0()
  br i1 %cmp23, label %then, label %endif

repeat.exit:                                      ; preds = %endif
  ret void

then:                                             ; preds = %repeat.body
  %12 = atomicrmw add ptr addrspace(1) %7, i32 1 monotonic, align 4
  store i32 %12, ptr addrspace(3) @scan.shared.2.0, align 8
  br label %endif

endif:                                            ; preds = %then, %repeat.body
  tail call void @llvm.nvvm.barrier0()
  %v = load i32, ptr addrspace(3) @scan.shared.2.0, align 8
  %piece = zext i32 %v to i64
  %cmp24 = icmp sgt i64 %mul10, %piece
  br i1 %cmp24, label %then25, label %repeat.exit

then25:                                           ; preds = %endif
  %row = sdiv i64 %piece, %8
  %mul27 = mul i64 %row, %8
  %sub = sub i64 %piece, %mul27
  %mul28 = shl i64 %sub, 13
  %add29 = add i64 %mul28, 8192
  %call30 = tail call i64 @llvm.smin.i64(i64 %add29, i64 %4)
  %sub32 = sub i64 %call30, %mul28
  %cmp33 = icmp eq i64 %sub32, 8192
  br i1 %cmp33, label %piece.whole, label %piece.short

piece.whole:                                      ; preds = %then25
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add38 = or disjoint i64 %mul28, %mul31
  %add39 = or disjoint i64 %add38, %lane
  %mul40 = mul i64 %row, %4
  %add41 = add i64 %mul40, %add39
  %p = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add41
  %v42 = load float, ptr addrspace(1) %p, align 4
  %add44 = or disjoint i64 %add43, %mul28
  %add45 = or disjoint i64 %add44, 32
  %add47 = add i64 %add45, %mul40
  %p48 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add47
  %v49 = load float, ptr addrspace(1) %p48, align 4
  %add52 = or disjoint i64 %add44, 64
  %add54 = add i64 %add52, %mul40
  %p55 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add54
  %v56 = load float, ptr addrspace(1) %p55, align 4
  %add58 = or disjoint i64 %add57, %mul28
  %add59 = or i64 %add58, 96
  %add61 = add i64 %add59, %mul40
  %p62 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add61
  %v63 = load float, ptr addrspace(1) %p62, align 4
  %add66 = or disjoint i64 %add44, 128
  %add68 = add i64 %add66, %mul40
  %p69 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add68
  %v70 = load float, ptr addrspace(1) %p69, align 4
  %add73 = or disjoint i64 %add44, 160
  %add75 = add i64 %add73, %mul40
  %p76 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add75
  %v77 = load float, ptr addrspace(1) %p76, align 4
  %add80 = or disjoint i64 %add44, 192
  %add82 = add i64 %add80, %mul40
  %p83 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add82
  %v84 = load float, ptr addrspace(1) %p83, align 4
  %add87 = or i64 %add58, 224
  %add89 = add i64 %add87, %mul40
  %p90 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add89
  %v91 = load float, ptr addrspace(1) %p90, align 4
  %add94 = or disjoint i64 %add44, 256
  %add96 = add i64 %add94, %mul40
  %p97 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add96
  %v98 = load float, ptr addrspace(1) %p97, align 4
  %add101 = or disjoint i64 %add44, 288
  %add103 = add i64 %add101, %mul40
  %p104 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add103
  %v105 = load float, ptr addrspace(1) %p104, align 4
  %add108 = or disjoint i64 %add44, 320
  %add110 = add i64 %add108, %mul40
  %p111 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add110
  %v112 = load float, ptr addrspace(1) %p111, align 4
  %add115 = or i64 %add58, 352
  %add117 = add i64 %add115, %mul40
  %p118 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add117
  %v119 = load float, ptr addrspace(1) %p118, align 4
  %add122 = or disjoint i64 %add44, 384
  %add124 = add i64 %add122, %mul40
  %p125 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add124
  %v126 = load float, ptr addrspace(1) %p125, align 4
  %add129 = or disjoint i64 %add44, 416
  %add131 = add i64 %add129, %mul40
  %p132 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add131
  %v133 = load float, ptr addrspace(1) %p132, align 4
  %add136 = or disjoint i64 %add44, 448
  %add138 = add i64 %add136, %mul40
  %p139 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add138
  %v140 = load float, ptr addrspace(1) %p139, align 4
  %add143 = or i64 %add58, 480
  %add145 = add i64 %add143, %mul40
  %p146 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add145
  %v147 = load float, ptr addrspace(1) %p146, align 4
  %add150 = or disjoint i64 %add44, 512
  %add152 = add i64 %add150, %mul40
  %p153 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add152
  %v154 = load float, ptr addrspace(1) %p153, align 4
  %add157 = or disjoint i64 %add44, 544
  %add159 = add i64 %add157, %mul40
  %p160 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add159
  %v161 = load float, ptr addrspace(1) %p160, align 4
  %add164 = or disjoint i64 %add44, 576
  %add166 = add i64 %add164, %mul40
  %p167 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add166
  %v168 = load float, ptr addrspace(1) %p167, align 4
  %add171 = or i64 %add58, 608
  %add173 = add i64 %add171, %mul40
  %p174 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add173
  %v175 = load float, ptr addrspace(1) %p174, align 4
  %add178 = or disjoint i64 %add44, 640
  %add180 = add i64 %add178, %mul40
  %p181 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add180
  %v182 = load float, ptr addrspace(1) %p181, align 4
  %add185 = or disjoint i64 %add44, 672
  %add187 = add i64 %add185, %mul40
  %p188 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add187
  %v189 = load float, ptr addrspace(1) %p188, align 4
  %add192 = or disjoint i64 %add44, 704
  %add194 = add i64 %add192, %mul40
  %p195 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add194
  %v196 = load float, ptr addrspace(1) %p195, align 4
  %add199 = or i64 %add58, 736
  %add201 = add i64 %add199, %mul40
  %p202 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add201
  %v203 = load float, ptr addrspace(1) %p202, align 4
  %add206 = or disjoint i64 %add44, 768
  %add208 = add i64 %add206, %mul40
  %p209 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add208
  %v210 = load float, ptr addrspace(1) %p209, align 4
  %add213 = or disjoint i64 %add44, 800
  %add215 = add i64 %add213, %mul40
  %p216 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add215
  %v217 = load float, ptr addrspace(1) %p216, align 4
  %add220 = or disjoint i64 %add44, 832
  %add222 = add i64 %add220, %mul40
  %p223 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add222
  %v224 = load float, ptr addrspace(1) %p223, align 4
  %add227 = or i64 %add58, 864
  %add229 = add i64 %add227, %mul40
  %p230 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add229
  %v231 = load float, ptr addrspace(1) %p230, align 4
  %add234 = or disjoint i64 %add44, 896
  %add236 = add i64 %add234, %mul40
  %p237 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add236
  %v238 = load float, ptr addrspace(1) %p237, align 4
  %add241 = or disjoint i64 %add44, 928
  %add243 = add i64 %add241, %mul40
  %p244 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add243
  %v245 = load float, ptr addrspace(1) %p244, align 4
  %add248 = or disjoint i64 %add44, 960
  %add250 = add i64 %add248, %mul40
  %p251 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add250
  %v252 = load float, ptr addrspace(1) %p251, align 4
  %add255 = or i64 %add58, 992
  %add257 = add i64 %add255, %mul40
  %p258 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add257
  %v259 = load float, ptr addrspace(1) %p258, align 4
  %add262 = or disjoint i64 %add44, 1024
  %add264 = add i64 %add262, %mul40
  %p265 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add264
  %v266 = load float, ptr addrspace(1) %p265, align 4
  %add269 = or disjoint i64 %add7319, %mul28
  %add271 = add i64 %mul40, %add269
  %p272 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add271
  %v273 = load float, ptr addrspace(1) %p272, align 4
  %add276 = or disjoint i64 %add44, 1088
  %add278 = add i64 %add276, %mul40
  %p279 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add278
  %v280 = load float, ptr addrspace(1) %p279, align 4
  %add283 = or i64 %add58, 1120
  %add285 = add i64 %add283, %mul40
  %p286 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add285
  %v287 = load float, ptr addrspace(1) %p286, align 4
  %add290 = or disjoint i64 %add44, 1152
  %add292 = add i64 %add290, %mul40
  %p293 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add292
  %v294 = load float, ptr addrspace(1) %p293, align 4
  %add297 = or disjoint i64 %add44, 1184
  %add299 = add i64 %add297, %mul40
  %p300 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add299
  %v301 = load float, ptr addrspace(1) %p300, align 4
  %add304 = or disjoint i64 %add44, 1216
  %add306 = add i64 %add304, %mul40
  %p307 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add306
  %v308 = load float, ptr addrspace(1) %p307, align 4
  %add311 = or i64 %add58, 1248
  %add313 = add i64 %add311, %mul40
  %p314 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add313
  %v315 = load float, ptr addrspace(1) %p314, align 4
  %add318 = or disjoint i64 %add44, 1280
  %add320 = add i64 %add318, %mul40
  %p321 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add320
  %v322 = load float, ptr addrspace(1) %p321, align 4
  %add325 = or disjoint i64 %add44, 1312
  %add327 = add i64 %add325, %mul40
  %p328 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add327
  %v329 = load float, ptr addrspace(1) %p328, align 4
  %add332 = or disjoint i64 %add44, 1344
  %add334 = add i64 %add332, %mul40
  %p335 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add334
  %v336 = load float, ptr addrspace(1) %p335, align 4
  %add339 = or i64 %add58, 1376
  %add341 = add i64 %add339, %mul40
  %p342 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add341
  %v343 = load float, ptr addrspace(1) %p342, align 4
  %add346 = or disjoint i64 %add44, 1408
  %add348 = add i64 %add346, %mul40
  %p349 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add348
  %v350 = load float, ptr addrspace(1) %p349, align 4
  %add353 = or disjoint i64 %add44, 1440
  %add355 = add i64 %add353, %mul40
  %p356 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add355
  %v357 = load float, ptr addrspace(1) %p356, align 4
  %add360 = or disjoint i64 %add44, 1472
  %add362 = add i64 %add360, %mul40
  %p363 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add362
  %v364 = load float, ptr addrspace(1) %p363, align 4
  %add367 = or i64 %add58, 1504
  %add369 = add i64 %add367, %mul40
  %p370 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add369
  %v371 = load float, ptr addrspace(1) %p370, align 4
  %add374 = or disjoint i64 %add44, 1536
  %add376 = add i64 %add374, %mul40
  %p377 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add376
  %v378 = load float, ptr addrspace(1) %p377, align 4
  %add381 = or disjoint i64 %add44, 1568
  %add383 = add i64 %add381, %mul40
  %p384 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add383
  %v385 = load float, ptr addrspace(1) %p384, align 4
  %add388 = or disjoint i64 %add44, 1600
  %add390 = add i64 %add388, %mul40
  %p391 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add390
  %v392 = load float, ptr addrspace(1) %p391, align 4
  %add395 = or i64 %add58, 1632
  %add397 = add i64 %add395, %mul40
  %p398 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add397
  %v399 = load float, ptr addrspace(1) %p398, align 4
  %add402 = or disjoint i64 %add44, 1664
  %add404 = add i64 %add402, %mul40
  %p405 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add404
  %v406 = load float, ptr addrspace(1) %p405, align 4
  %add409 = or disjoint i64 %add44, 1696
  %add411 = add i64 %add409, %mul40
  %p412 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add411
  %v413 = load float, ptr addrspace(1) %p412, align 4
  %add416 = or disjoint i64 %add44, 1728
  %add418 = add i64 %add416, %mul40
  %p419 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add418
  %v420 = load float, ptr addrspace(1) %p419, align 4
  %add423 = or i64 %add58, 1760
  %add425 = add i64 %add423, %mul40
  %p426 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add425
  %v427 = load float, ptr addrspace(1) %p426, align 4
  %add430 = or disjoint i64 %add44, 1792
  %add432 = add i64 %add430, %mul40
  %p433 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add432
  %v434 = load float, ptr addrspace(1) %p433, align 4
  %add437 = or disjoint i64 %add44, 1824
  %add439 = add i64 %add437, %mul40
  %p440 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add439
  %v441 = load float, ptr addrspace(1) %p440, align 4
  %add444 = or disjoint i64 %add44, 1856
  %add446 = add i64 %add444, %mul40
  %p447 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add446
  %v448 = load float, ptr addrspace(1) %p447, align 4
  %add451 = or i64 %add58, 1888
  %add453 = add i64 %add451, %mul40
  %p454 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add453
  %v455 = load float, ptr addrspace(1) %p454, align 4
  %add458 = or disjoint i64 %add44, 1920
  %add460 = add i64 %add458, %mul40
  %p461 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add460
  %v462 = load float, ptr addrspace(1) %p461, align 4
  %add465 = or disjoint i64 %add44, 1952
  %add467 = add i64 %add465, %mul40
  %p468 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add467
  %v469 = load float, ptr addrspace(1) %p468, align 4
  %add472 = or disjoint i64 %add44, 1984
  %add474 = add i64 %add472, %mul40
  %p475 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add474
  %v476 = load float, ptr addrspace(1) %p475, align 4
  %add479 = or i64 %add58, 2016
  %add481 = add i64 %add479, %mul40
  %p482 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %add481
  %v483 = load float, ptr addrspace(1) %p482, align 4
  store float %v42, ptr addrspace(3) %p4348, align 4
  store float %v49, ptr addrspace(3) %p4350, align 4
  store float %v56, ptr addrspace(3) %p4352, align 4
  store float %v63, ptr addrspace(3) %p4354, align 4
  store float %v70, ptr addrspace(3) %p4356, align 4
  store float %v77, ptr addrspace(3) %p4358, align 4
  store float %v84, ptr addrspace(3) %p4360, align 4
  store float %v91, ptr addrspace(3) %p4362, align 4
  store float %v98, ptr addrspace(3) %p4364, align 4
  store float %v105, ptr addrspace(3) %p4366, align 4
  store float %v112, ptr addrspace(3) %p4368, align 4
  store float %v119, ptr addrspace(3) %p4370, align 4
  store float %v126, ptr addrspace(3) %p4372, align 4
  store float %v133, ptr addrspace(3) %p4374, align 4
  store float %v140, ptr addrspace(3) %p4376, align 4
  store float %v147, ptr addrspace(3) %p4378, align 4
  store float %v154, ptr addrspace(3) %p4380, align 4
  store float %v161, ptr addrspace(3) %p4382, align 4
  store float %v168, ptr addrspace(3) %p4384, align 4
  store float %v175, ptr addrspace(3) %p4386, align 4
  store float %v182, ptr addrspace(3) %p4388, align 4
  store float %v189, ptr addrspace(3) %p4390, align 4
  store float %v196, ptr addrspace(3) %p4392, align 4
  store float %v203, ptr addrspace(3) %p4394, align 4
  store float %v210, ptr addrspace(3) %p4396, align 4
  store float %v217, ptr addrspace(3) %p4398, align 4
  store float %v224, ptr addrspace(3) %p4400, align 4
  store float %v231, ptr addrspace(3) %p4402, align 4
  store float %v238, ptr addrspace(3) %p4404, align 4
  store float %v245, ptr addrspace(3) %p4406, align 4
  store float %v252, ptr addrspace(3) %p4408, align 4
  store float %v259, ptr addrspace(3) %p4410, align 4
  store float %v266, ptr addrspace(3) %p4412, align 4
  store float %v273, ptr addrspace(3) %p4414, align 4
  store float %v280, ptr addrspace(3) %p4416, align 4
  store float %v287, ptr addrspace(3) %p4418, align 4
  store float %v294, ptr addrspace(3) %p4420, align 4
  store float %v301, ptr addrspace(3) %p4422, align 4
  store float %v308, ptr addrspace(3) %p4424, align 4
  store float %v315, ptr addrspace(3) %p4426, align 4
  store float %v322, ptr addrspace(3) %p4428, align 4
  store float %v329, ptr addrspace(3) %p4430, align 4
  store float %v336, ptr addrspace(3) %p4432, align 4
  store float %v343, ptr addrspace(3) %p4434, align 4
  store float %v350, ptr addrspace(3) %p4436, align 4
  store float %v357, ptr addrspace(3) %p4438, align 4
  store float %v364, ptr addrspace(3) %p4440, align 4
  store float %v371, ptr addrspace(3) %p4442, align 4
  store float %v378, ptr addrspace(3) %p4444, align 4
  store float %v385, ptr addrspace(3) %p4446, align 4
  store float %v392, ptr addrspace(3) %p4448, align 4
  store float %v399, ptr addrspace(3) %p4450, align 4
  store float %v406, ptr addrspace(3) %p4452, align 4
  store float %v413, ptr addrspace(3) %p4454, align 4
  store float %v420, ptr addrspace(3) %p4456, align 4
  store float %v427, ptr addrspace(3) %p4458, align 4
  store float %v434, ptr addrspace(3) %p4460, align 4
  store float %v441, ptr addrspace(3) %p4462, align 4
  store float %v448, ptr addrspace(3) %p4464, align 4
  store float %v455, ptr addrspace(3) %p4466, align 4
  store float %v462, ptr addrspace(3) %p4468, align 4
  store float %v469, ptr addrspace(3) %p4470, align 4
  store float %v476, ptr addrspace(3) %p4472, align 4
  store float %v483, ptr addrspace(3) %p4474, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %v648 = load float, ptr addrspace(3) %p4511, align 4
  %v654 = load float, ptr addrspace(3) %p4517, align 4
  %v660 = load float, ptr addrspace(3) %p4523, align 4
  %v666 = load float, ptr addrspace(3) %p4529, align 4
  %v672 = load float, ptr addrspace(3) %p4535, align 4
  %v678 = load float, ptr addrspace(3) %p4541, align 4
  %v684 = load float, ptr addrspace(3) %p4547, align 4
  %v690 = load float, ptr addrspace(3) %p4553, align 4
  %fadd = fadd float %v648, %v654
  %fadd696 = fadd float %fadd, %v660
  %fadd700 = fadd float %fadd696, %v666
  %fadd704 = fadd float %fadd700, %v672
  %fadd708 = fadd float %fadd704, %v678
  %fadd712 = fadd float %fadd708, %v684
  %fadd716 = fadd float %fadd712, %v690
  %bits = bitcast float %fadd716 to i32
  %call719 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits, i32 1, i32 31)
  %leaf = bitcast i32 %call719 to float
  %fadd722 = fadd float %fadd716, %leaf
  %sel723 = select i1 %cmp721.not, float %fadd716, float %fadd722
  %bits724 = bitcast float %sel723 to i32
  %call725 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits724, i32 2, i32 31)
  %leaf726 = bitcast i32 %call725 to float
  %fadd729 = fadd float %sel723, %leaf726
  %sel730 = select i1 %cmp728, float %fadd729, float %sel723
  %bits731 = bitcast float %sel730 to i32
  %call732 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits731, i32 4, i32 31)
  %leaf733 = bitcast i32 %call732 to float
  %fadd736 = fadd float %sel730, %leaf733
  %sel737 = select i1 %cmp735, float %fadd736, float %sel730
  %bits738 = bitcast float %sel737 to i32
  %call739 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits738, i32 8, i32 31)
  %leaf740 = bitcast i32 %call739 to float
  %fadd743 = fadd float %sel737, %leaf740
  %sel744 = select i1 %cmp742, float %fadd743, float %sel737
  %bits745 = bitcast float %sel744 to i32
  %call746 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits745, i32 16, i32 31)
  %v757 = load float, ptr addrspace(3) %p4625, align 4
  %v763 = load float, ptr addrspace(3) %p4631, align 4
  %v769 = load float, ptr addrspace(3) %p4637, align 4
  %v775 = load float, ptr addrspace(3) %p4643, align 4
  %v781 = load float, ptr addrspace(3) %p4649, align 4
  %v787 = load float, ptr addrspace(3) %p4655, align 4
  %v793 = load float, ptr addrspace(3) %p4661, align 4
  %v799 = load float, ptr addrspace(3) %p4667, align 4
  %fadd803 = fadd float %v757, %v763
  %fadd807 = fadd float %fadd803, %v769
  %fadd811 = fadd float %fadd807, %v775
  %fadd815 = fadd float %fadd811, %v781
  %fadd819 = fadd float %fadd815, %v787
  %fadd823 = fadd float %fadd819, %v793
  %fadd827 = fadd float %fadd823, %v799
  %bits831 = bitcast float %fadd827 to i32
  %call832 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits831, i32 1, i32 31)
  %leaf833 = bitcast i32 %call832 to float
  %fadd836 = fadd float %fadd827, %leaf833
  %sel837 = select i1 %cmp721.not, float %fadd827, float %fadd836
  %bits838 = bitcast float %sel837 to i32
  %call839 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits838, i32 2, i32 31)
  %leaf840 = bitcast i32 %call839 to float
  %fadd843 = fadd float %sel837, %leaf840
  %sel844 = select i1 %cmp728, float %fadd843, float %sel837
  %bits845 = bitcast float %sel844 to i32
  %call846 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits845, i32 4, i32 31)
  %leaf847 = bitcast i32 %call846 to float
  %fadd850 = fadd float %sel844, %leaf847
  %sel851 = select i1 %cmp735, float %fadd850, float %sel844
  %bits852 = bitcast float %sel851 to i32
  %call853 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits852, i32 8, i32 31)
  %leaf854 = bitcast i32 %call853 to float
  %fadd857 = fadd float %sel851, %leaf854
  %sel858 = select i1 %cmp742, float %fadd857, float %sel851
  %bits859 = bitcast float %sel858 to i32
  %call860 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits859, i32 16, i32 31)
  %v873 = load float, ptr addrspace(3) %p4741, align 4
  %v879 = load float, ptr addrspace(3) %p4747, align 4
  %v885 = load float, ptr addrspace(3) %p4753, align 4
  %v891 = load float, ptr addrspace(3) %p4759, align 4
  %v897 = load float, ptr addrspace(3) %p4765, align 4
  %v903 = load float, ptr addrspace(3) %p4771, align 4
  %v909 = load float, ptr addrspace(3) %p4777, align 4
  %v915 = load float, ptr addrspace(3) %p4783, align 4
  %fadd919 = fadd float %v873, %v879
  %fadd923 = fadd float %fadd919, %v885
  %fadd927 = fadd float %fadd923, %v891
  %fadd931 = fadd float %fadd927, %v897
  %fadd935 = fadd float %fadd931, %v903
  %fadd939 = fadd float %fadd935, %v909
  %fadd943 = fadd float %fadd939, %v915
  %bits947 = bitcast float %fadd943 to i32
  %call948 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits947, i32 1, i32 31)
  %leaf949 = bitcast i32 %call948 to float
  %fadd952 = fadd float %fadd943, %leaf949
  %sel953 = select i1 %cmp721.not, float %fadd943, float %fadd952
  %bits954 = bitcast float %sel953 to i32
  %call955 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits954, i32 2, i32 31)
  %leaf956 = bitcast i32 %call955 to float
  %fadd959 = fadd float %sel953, %leaf956
  %sel960 = select i1 %cmp728, float %fadd959, float %sel953
  %bits961 = bitcast float %sel960 to i32
  %call962 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits961, i32 4, i32 31)
  %leaf963 = bitcast i32 %call962 to float
  %fadd966 = fadd float %sel960, %leaf963
  %sel967 = select i1 %cmp735, float %fadd966, float %sel960
  %bits968 = bitcast float %sel967 to i32
  %call969 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits968, i32 8, i32 31)
  %leaf970 = bitcast i32 %call969 to float
  %fadd973 = fadd float %sel967, %leaf970
  %sel974 = select i1 %cmp742, float %fadd973, float %sel967
  %bits975 = bitcast float %sel974 to i32
  %call976 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits975, i32 16, i32 31)
  %v989 = load float, ptr addrspace(3) %p4857, align 4
  %v995 = load float, ptr addrspace(3) %p4863, align 4
  %v1001 = load float, ptr addrspace(3) %p4869, align 4
  %v1007 = load float, ptr addrspace(3) %p4875, align 4
  %v1013 = load float, ptr addrspace(3) %p4881, align 4
  %v1019 = load float, ptr addrspace(3) %p4887, align 4
  %v1025 = load float, ptr addrspace(3) %p4893, align 4
  %v1031 = load float, ptr addrspace(3) %p4899, align 4
  %fadd1035 = fadd float %v989, %v995
  %fadd1039 = fadd float %fadd1035, %v1001
  %fadd1043 = fadd float %fadd1039, %v1007
  %fadd1047 = fadd float %fadd1043, %v1013
  %fadd1051 = fadd float %fadd1047, %v1019
  %fadd1055 = fadd float %fadd1051, %v1025
  %fadd1059 = fadd float %fadd1055, %v1031
  %bits1063 = bitcast float %fadd1059 to i32
  %call1064 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1063, i32 1, i32 31)
  %leaf1065 = bitcast i32 %call1064 to float
  %fadd1068 = fadd float %fadd1059, %leaf1065
  %sel1069 = select i1 %cmp721.not, float %fadd1059, float %fadd1068
  %bits1070 = bitcast float %sel1069 to i32
  %call1071 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1070, i32 2, i32 31)
  %leaf1072 = bitcast i32 %call1071 to float
  %fadd1075 = fadd float %sel1069, %leaf1072
  %sel1076 = select i1 %cmp728, float %fadd1075, float %sel1069
  %bits1077 = bitcast float %sel1076 to i32
  %call1078 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1077, i32 4, i32 31)
  %leaf1079 = bitcast i32 %call1078 to float
  %fadd1082 = fadd float %sel1076, %leaf1079
  %sel1083 = select i1 %cmp735, float %fadd1082, float %sel1076
  %bits1084 = bitcast float %sel1083 to i32
  %call1085 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1084, i32 8, i32 31)
  %leaf1086 = bitcast i32 %call1085 to float
  %fadd1089 = fadd float %sel1083, %leaf1086
  %sel1090 = select i1 %cmp742, float %fadd1089, float %sel1083
  %bits1091 = bitcast float %sel1090 to i32
  %call1092 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1091, i32 16, i32 31)
  %v1105 = load float, ptr addrspace(3) %p4973, align 4
  %v1111 = load float, ptr addrspace(3) %p4979, align 4
  %v1117 = load float, ptr addrspace(3) %p4985, align 4
  %v1123 = load float, ptr addrspace(3) %p4991, align 4
  %v1129 = load float, ptr addrspace(3) %p4997, align 4
  %v1135 = load float, ptr addrspace(3) %p5003, align 4
  %v1141 = load float, ptr addrspace(3) %p5009, align 4
  %v1147 = load float, ptr addrspace(3) %p5015, align 4
  %fadd1151 = fadd float %v1105, %v1111
  %fadd1155 = fadd float %fadd1151, %v1117
  %fadd1159 = fadd float %fadd1155, %v1123
  %fadd1163 = fadd float %fadd1159, %v1129
  %fadd1167 = fadd float %fadd1163, %v1135
  %fadd1171 = fadd float %fadd1167, %v1141
  %fadd1175 = fadd float %fadd1171, %v1147
  %bits1179 = bitcast float %fadd1175 to i32
  %call1180 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1179, i32 1, i32 31)
  %leaf1181 = bitcast i32 %call1180 to float
  %fadd1184 = fadd float %fadd1175, %leaf1181
  %sel1185 = select i1 %cmp721.not, float %fadd1175, float %fadd1184
  %bits1186 = bitcast float %sel1185 to i32
  %call1187 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1186, i32 2, i32 31)
  %leaf1188 = bitcast i32 %call1187 to float
  %fadd1191 = fadd float %sel1185, %leaf1188
  %sel1192 = select i1 %cmp728, float %fadd1191, float %sel1185
  %bits1193 = bitcast float %sel1192 to i32
  %call1194 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1193, i32 4, i32 31)
  %leaf1195 = bitcast i32 %call1194 to float
  %fadd1198 = fadd float %sel1192, %leaf1195
  %sel1199 = select i1 %cmp735, float %fadd1198, float %sel1192
  %bits1200 = bitcast float %sel1199 to i32
  %call1201 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1200, i32 8, i32 31)
  %leaf1202 = bitcast i32 %call1201 to float
  %fadd1205 = fadd float %sel1199, %leaf1202
  %sel1206 = select i1 %cmp742, float %fadd1205, float %sel1199
  %bits1207 = bitcast float %sel1206 to i32
  %call1208 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1207, i32 16, i32 31)
  %v1221 = load float, ptr addrspace(3) %p5089, align 4
  %v1227 = load float, ptr addrspace(3) %p5095, align 4
  %v1233 = load float, ptr addrspace(3) %p5101, align 4
  %v1239 = load float, ptr addrspace(3) %p5107, align 4
  %v1245 = load float, ptr addrspace(3) %p5113, align 4
  %v1251 = load float, ptr addrspace(3) %p5119, align 4
  %v1257 = load float, ptr addrspace(3) %p5125, align 4
  %v1263 = load float, ptr addrspace(3) %p5131, align 4
  %fadd1267 = fadd float %v1221, %v1227
  %fadd1271 = fadd float %fadd1267, %v1233
  %fadd1275 = fadd float %fadd1271, %v1239
  %fadd1279 = fadd float %fadd1275, %v1245
  %fadd1283 = fadd float %fadd1279, %v1251
  %fadd1287 = fadd float %fadd1283, %v1257
  %fadd1291 = fadd float %fadd1287, %v1263
  %bits1295 = bitcast float %fadd1291 to i32
  %call1296 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1295, i32 1, i32 31)
  %leaf1297 = bitcast i32 %call1296 to float
  %fadd1300 = fadd float %fadd1291, %leaf1297
  %sel1301 = select i1 %cmp721.not, float %fadd1291, float %fadd1300
  %bits1302 = bitcast float %sel1301 to i32
  %call1303 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1302, i32 2, i32 31)
  %leaf1304 = bitcast i32 %call1303 to float
  %fadd1307 = fadd float %sel1301, %leaf1304
  %sel1308 = select i1 %cmp728, float %fadd1307, float %sel1301
  %bits1309 = bitcast float %sel1308 to i32
  %call1310 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1309, i32 4, i32 31)
  %leaf1311 = bitcast i32 %call1310 to float
  %fadd1314 = fadd float %sel1308, %leaf1311
  %sel1315 = select i1 %cmp735, float %fadd1314, float %sel1308
  %bits1316 = bitcast float %sel1315 to i32
  %call1317 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1316, i32 8, i32 31)
  %leaf1318 = bitcast i32 %call1317 to float
  %fadd1321 = fadd float %sel1315, %leaf1318
  %sel1322 = select i1 %cmp742, float %fadd1321, float %sel1315
  %bits1323 = bitcast float %sel1322 to i32
  %call1324 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1323, i32 16, i32 31)
  %v1337 = load float, ptr addrspace(3) %p5205, align 4
  %v1343 = load float, ptr addrspace(3) %p5211, align 4
  %v1349 = load float, ptr addrspace(3) %p5217, align 4
  %v1355 = load float, ptr addrspace(3) %p5223, align 4
  %v1361 = load float, ptr addrspace(3) %p5229, align 4
  %v1367 = load float, ptr addrspace(3) %p5235, align 4
  %v1373 = load float, ptr addrspace(3) %p5241, align 4
  %v1379 = load float, ptr addrspace(3) %p5247, align 4
  %fadd1383 = fadd float %v1337, %v1343
  %fadd1387 = fadd float %fadd1383, %v1349
  %fadd1391 = fadd float %fadd1387, %v1355
  %fadd1395 = fadd float %fadd1391, %v1361
  %fadd1399 = fadd float %fadd1395, %v1367
  %fadd1403 = fadd float %fadd1399, %v1373
  %fadd1407 = fadd float %fadd1403, %v1379
  %bits1411 = bitcast float %fadd1407 to i32
  %call1412 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1411, i32 1, i32 31)
  %leaf1413 = bitcast i32 %call1412 to float
  %fadd1416 = fadd float %fadd1407, %leaf1413
  %sel1417 = select i1 %cmp721.not, float %fadd1407, float %fadd1416
  %bits1418 = bitcast float %sel1417 to i32
  %call1419 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1418, i32 2, i32 31)
  %leaf1420 = bitcast i32 %call1419 to float
  %fadd1423 = fadd float %sel1417, %leaf1420
  %sel1424 = select i1 %cmp728, float %fadd1423, float %sel1417
  %bits1425 = bitcast float %sel1424 to i32
  %call1426 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1425, i32 4, i32 31)
  %leaf1427 = bitcast i32 %call1426 to float
  %fadd1430 = fadd float %sel1424, %leaf1427
  %sel1431 = select i1 %cmp735, float %fadd1430, float %sel1424
  %bits1432 = bitcast float %sel1431 to i32
  %call1433 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1432, i32 8, i32 31)
  %leaf1434 = bitcast i32 %call1433 to float
  %fadd1437 = fadd float %sel1431, %leaf1434
  %sel1438 = select i1 %cmp742, float %fadd1437, float %sel1431
  %bits1439 = bitcast float %sel1438 to i32
  %call1440 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1439, i32 16, i32 31)
  %v1453 = load float, ptr addrspace(3) %p5321, align 4
  %v1459 = load float, ptr addrspace(3) %p5327, align 4
  %v1465 = load float, ptr addrspace(3) %p5333, align 4
  %v1471 = load float, ptr addrspace(3) %p5339, align 4
  %v1477 = load float, ptr addrspace(3) %p5345, align 4
  %v1483 = load float, ptr addrspace(3) %p5351, align 4
  %v1489 = load float, ptr addrspace(3) %p5357, align 4
  %v1495 = load float, ptr addrspace(3) %p5363, align 4
  %fadd1499 = fadd float %v1453, %v1459
  %fadd1503 = fadd float %fadd1499, %v1465
  %fadd1507 = fadd float %fadd1503, %v1471
  %fadd1511 = fadd float %fadd1507, %v1477
  %fadd1515 = fadd float %fadd1511, %v1483
  %fadd1519 = fadd float %fadd1515, %v1489
  %fadd1523 = fadd float %fadd1519, %v1495
  %bits1527 = bitcast float %fadd1523 to i32
  %call1528 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1527, i32 1, i32 31)
  %leaf1529 = bitcast i32 %call1528 to float
  %fadd1532 = fadd float %fadd1523, %leaf1529
  %sel1533 = select i1 %cmp721.not, float %fadd1523, float %fadd1532
  %bits1534 = bitcast float %sel1533 to i32
  %call1535 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1534, i32 2, i32 31)
  %leaf1536 = bitcast i32 %call1535 to float
  %fadd1539 = fadd float %sel1533, %leaf1536
  %sel1540 = select i1 %cmp728, float %fadd1539, float %sel1533
  %bits1541 = bitcast float %sel1540 to i32
  %call1542 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1541, i32 4, i32 31)
  %leaf1543 = bitcast i32 %call1542 to float
  %fadd1546 = fadd float %sel1540, %leaf1543
  %sel1547 = select i1 %cmp735, float %fadd1546, float %sel1540
  %bits1548 = bitcast float %sel1547 to i32
  %call1549 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1548, i32 8, i32 31)
  %leaf1550 = bitcast i32 %call1549 to float
  %fadd1553 = fadd float %sel1547, %leaf1550
  %sel1554 = select i1 %cmp742, float %fadd1553, float %sel1547
  %bits1555 = bitcast float %sel1554 to i32
  %call1556 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1555, i32 16, i32 31)
  br i1 %cmp, label %then1564, label %endif1565

piece.short:                                      ; preds = %then25
  %sub3830 = sub i64 %sub32, %mul31
  %call3831 = tail call i64 @llvm.smin.i64(i64 %sub3830, i64 2048)
  %call3832 = tail call i64 @llvm.smax.i64(i64 %call3831, i64 0)
  %sub3834 = add i64 %sub32, %11
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %call3836 = tail call i64 @llvm.smin.i64(i64 %lane, i64 %sub3834)
  %mul3839 = mul i64 %row, %4
  %13 = getelementptr float, ptr addrspace(1) %2, i64 %mul3839
  %14 = getelementptr float, ptr addrspace(1) %13, i64 %mul28
  %15 = getelementptr float, ptr addrspace(1) %14, i64 %mul31
  %p3841 = getelementptr float, ptr addrspace(1) %15, i64 %call3836
  %v3842 = load float, ptr addrspace(1) %p3841, align 4
  %call3844 = tail call i64 @llvm.smin.i64(i64 %add3843, i64 %sub3834)
  %p3849 = getelementptr float, ptr addrspace(1) %15, i64 %call3844
  %v3850 = load float, ptr addrspace(1) %p3849, align 4
  %call3852 = tail call i64 @llvm.smin.i64(i64 %add3851, i64 %sub3834)
  %p3857 = getelementptr float, ptr addrspace(1) %15, i64 %call3852
  %v3858 = load float, ptr addrspace(1) %p3857, align 4
  %call3860 = tail call i64 @llvm.smin.i64(i64 %add3859, i64 %sub3834)
  %p3865 = getelementptr float, ptr addrspace(1) %15, i64 %call3860
  %v3866 = load float, ptr addrspace(1) %p3865, align 4
  %call3868 = tail call i64 @llvm.smin.i64(i64 %add3867, i64 %sub3834)
  %p3873 = getelementptr float, ptr addrspace(1) %15, i64 %call3868
  %v3874 = load float, ptr addrspace(1) %p3873, align 4
  %call3876 = tail call i64 @llvm.smin.i64(i64 %add3875, i64 %sub3834)
  %p3881 = getelementptr float, ptr addrspace(1) %15, i64 %call3876
  %v3882 = load float, ptr addrspace(1) %p3881, align 4
  %call3884 = tail call i64 @llvm.smin.i64(i64 %add3883, i64 %sub3834)
  %p3889 = getelementptr float, ptr addrspace(1) %15, i64 %call3884
  %v3890 = load float, ptr addrspace(1) %p3889, align 4
  %call3892 = tail call i64 @llvm.smin.i64(i64 %add3891, i64 %sub3834)
  %p3897 = getelementptr float, ptr addrspace(1) %15, i64 %call3892
  %v3898 = load float, ptr addrspace(1) %p3897, align 4
  %call3900 = tail call i64 @llvm.smin.i64(i64 %add3899, i64 %sub3834)
  %p3905 = getelementptr float, ptr addrspace(1) %15, i64 %call3900
  %v3906 = load float, ptr addrspace(1) %p3905, align 4
  %call3908 = tail call i64 @llvm.smin.i64(i64 %add3907, i64 %sub3834)
  %p3913 = getelementptr float, ptr addrspace(1) %15, i64 %call3908
  %v3914 = load float, ptr addrspace(1) %p3913, align 4
  %call3916 = tail call i64 @llvm.smin.i64(i64 %add3915, i64 %sub3834)
  %p3921 = getelementptr float, ptr addrspace(1) %15, i64 %call3916
  %v3922 = load float, ptr addrspace(1) %p3921, align 4
  %call3924 = tail call i64 @llvm.smin.i64(i64 %add3923, i64 %sub3834)
  %p3929 = getelementptr float, ptr addrspace(1) %15, i64 %call3924
  %v3930 = load float, ptr addrspace(1) %p3929, align 4
  %call3932 = tail call i64 @llvm.smin.i64(i64 %add3931, i64 %sub3834)
  %p3937 = getelementptr float, ptr addrspace(1) %15, i64 %call3932
  %v3938 = load float, ptr addrspace(1) %p3937, align 4
  %call3940 = tail call i64 @llvm.smin.i64(i64 %add3939, i64 %sub3834)
  %p3945 = getelementptr float, ptr addrspace(1) %15, i64 %call3940
  %v3946 = load float, ptr addrspace(1) %p3945, align 4
  %call3948 = tail call i64 @llvm.smin.i64(i64 %add3947, i64 %sub3834)
  %p3953 = getelementptr float, ptr addrspace(1) %15, i64 %call3948
  %v3954 = load float, ptr addrspace(1) %p3953, align 4
  %call3956 = tail call i64 @llvm.smin.i64(i64 %add3955, i64 %sub3834)
  %p3961 = getelementptr float, ptr addrspace(1) %15, i64 %call3956
  %v3962 = load float, ptr addrspace(1) %p3961, align 4
  %call3964 = tail call i64 @llvm.smin.i64(i64 %add3963, i64 %sub3834)
  %p3969 = getelementptr float, ptr addrspace(1) %15, i64 %call3964
  %v3970 = load float, ptr addrspace(1) %p3969, align 4
  %call3972 = tail call i64 @llvm.smin.i64(i64 %add3971, i64 %sub3834)
  %p3977 = getelementptr float, ptr addrspace(1) %15, i64 %call3972
  %v3978 = load float, ptr addrspace(1) %p3977, align 4
  %call3980 = tail call i64 @llvm.smin.i64(i64 %add3979, i64 %sub3834)
  %p3985 = getelementptr float, ptr addrspace(1) %15, i64 %call3980
  %v3986 = load float, ptr addrspace(1) %p3985, align 4
  %call3988 = tail call i64 @llvm.smin.i64(i64 %add3987, i64 %sub3834)
  %p3993 = getelementptr float, ptr addrspace(1) %15, i64 %call3988
  %v3994 = load float, ptr addrspace(1) %p3993, align 4
  %call3996 = tail call i64 @llvm.smin.i64(i64 %add3995, i64 %sub3834)
  %p4001 = getelementptr float, ptr addrspace(1) %15, i64 %call3996
  %v4002 = load float, ptr addrspace(1) %p4001, align 4
  %call4004 = tail call i64 @llvm.smin.i64(i64 %add4003, i64 %sub3834)
  %p4009 = getelementptr float, ptr addrspace(1) %15, i64 %call4004
  %v4010 = load float, ptr addrspace(1) %p4009, align 4
  %call4012 = tail call i64 @llvm.smin.i64(i64 %add4011, i64 %sub3834)
  %p4017 = getelementptr float, ptr addrspace(1) %15, i64 %call4012
  %v4018 = load float, ptr addrspace(1) %p4017, align 4
  %call4020 = tail call i64 @llvm.smin.i64(i64 %add4019, i64 %sub3834)
  %p4025 = getelementptr float, ptr addrspace(1) %15, i64 %call4020
  %v4026 = load float, ptr addrspace(1) %p4025, align 4
  %call4028 = tail call i64 @llvm.smin.i64(i64 %add4027, i64 %sub3834)
  %p4033 = getelementptr float, ptr addrspace(1) %15, i64 %call4028
  %v4034 = load float, ptr addrspace(1) %p4033, align 4
  %call4036 = tail call i64 @llvm.smin.i64(i64 %add4035, i64 %sub3834)
  %p4041 = getelementptr float, ptr addrspace(1) %15, i64 %call4036
  %v4042 = load float, ptr addrspace(1) %p4041, align 4
  %call4044 = tail call i64 @llvm.smin.i64(i64 %add4043, i64 %sub3834)
  %p4049 = getelementptr float, ptr addrspace(1) %15, i64 %call4044
  %v4050 = load float, ptr addrspace(1) %p4049, align 4
  %call4052 = tail call i64 @llvm.smin.i64(i64 %add4051, i64 %sub3834)
  %p4057 = getelementptr float, ptr addrspace(1) %15, i64 %call4052
  %v4058 = load float, ptr addrspace(1) %p4057, align 4
  %call4060 = tail call i64 @llvm.smin.i64(i64 %add4059, i64 %sub3834)
  %p4065 = getelementptr float, ptr addrspace(1) %15, i64 %call4060
  %v4066 = load float, ptr addrspace(1) %p4065, align 4
  %call4068 = tail call i64 @llvm.smin.i64(i64 %add4067, i64 %sub3834)
  %p4073 = getelementptr float, ptr addrspace(1) %15, i64 %call4068
  %v4074 = load float, ptr addrspace(1) %p4073, align 4
  %call4076 = tail call i64 @llvm.smin.i64(i64 %add4075, i64 %sub3834)
  %p4081 = getelementptr float, ptr addrspace(1) %15, i64 %call4076
  %v4082 = load float, ptr addrspace(1) %p4081, align 4
  %call4084 = tail call i64 @llvm.smin.i64(i64 %add4083, i64 %sub3834)
  %p4089 = getelementptr float, ptr addrspace(1) %15, i64 %call4084
  %v4090 = load float, ptr addrspace(1) %p4089, align 4
  %call4092 = tail call i64 @llvm.smin.i64(i64 %add4091, i64 %sub3834)
  %p4097 = getelementptr float, ptr addrspace(1) %15, i64 %call4092
  %v4098 = load float, ptr addrspace(1) %p4097, align 4
  %call4100 = tail call i64 @llvm.smin.i64(i64 %add4099, i64 %sub3834)
  %p4105 = getelementptr float, ptr addrspace(1) %15, i64 %call4100
  %v4106 = load float, ptr addrspace(1) %p4105, align 4
  %call4108 = tail call i64 @llvm.smin.i64(i64 %add4107, i64 %sub3834)
  %p4113 = getelementptr float, ptr addrspace(1) %15, i64 %call4108
  %v4114 = load float, ptr addrspace(1) %p4113, align 4
  %call4116 = tail call i64 @llvm.smin.i64(i64 %add4115, i64 %sub3834)
  %p4121 = getelementptr float, ptr addrspace(1) %15, i64 %call4116
  %v4122 = load float, ptr addrspace(1) %p4121, align 4
  %call4124 = tail call i64 @llvm.smin.i64(i64 %add4123, i64 %sub3834)
  %p4129 = getelementptr float, ptr addrspace(1) %15, i64 %call4124
  %v4130 = load float, ptr addrspace(1) %p4129, align 4
  %call4132 = tail call i64 @llvm.smin.i64(i64 %add4131, i64 %sub3834)
  %p4137 = getelementptr float, ptr addrspace(1) %15, i64 %call4132
  %v4138 = load float, ptr addrspace(1) %p4137, align 4
  %call4140 = tail call i64 @llvm.smin.i64(i64 %add4139, i64 %sub3834)
  %p4145 = getelementptr float, ptr addrspace(1) %15, i64 %call4140
  %v4146 = load float, ptr addrspace(1) %p4145, align 4
  %call4148 = tail call i64 @llvm.smin.i64(i64 %add4147, i64 %sub3834)
  %p4153 = getelementptr float, ptr addrspace(1) %15, i64 %call4148
  %v4154 = load float, ptr addrspace(1) %p4153, align 4
  %call4156 = tail call i64 @llvm.smin.i64(i64 %add4155, i64 %sub3834)
  %p4161 = getelementptr float, ptr addrspace(1) %15, i64 %call4156
  %v4162 = load float, ptr addrspace(1) %p4161, align 4
  %call4164 = tail call i64 @llvm.smin.i64(i64 %add4163, i64 %sub3834)
  %p4169 = getelementptr float, ptr addrspace(1) %15, i64 %call4164
  %v4170 = load float, ptr addrspace(1) %p4169, align 4
  %call4172 = tail call i64 @llvm.smin.i64(i64 %add4171, i64 %sub3834)
  %p4177 = getelementptr float, ptr addrspace(1) %15, i64 %call4172
  %v4178 = load float, ptr addrspace(1) %p4177, align 4
  %call4180 = tail call i64 @llvm.smin.i64(i64 %add4179, i64 %sub3834)
  %p4185 = getelementptr float, ptr addrspace(1) %15, i64 %call4180
  %v4186 = load float, ptr addrspace(1) %p4185, align 4
  %call4188 = tail call i64 @llvm.smin.i64(i64 %add4187, i64 %sub3834)
  %p4193 = getelementptr float, ptr addrspace(1) %15, i64 %call4188
  %v4194 = load float, ptr addrspace(1) %p4193, align 4
  %call4196 = tail call i64 @llvm.smin.i64(i64 %add4195, i64 %sub3834)
  %p4201 = getelementptr float, ptr addrspace(1) %15, i64 %call4196
  %v4202 = load float, ptr addrspace(1) %p4201, align 4
  %call4204 = tail call i64 @llvm.smin.i64(i64 %add4203, i64 %sub3834)
  %p4209 = getelementptr float, ptr addrspace(1) %15, i64 %call4204
  %v4210 = load float, ptr addrspace(1) %p4209, align 4
  %call4212 = tail call i64 @llvm.smin.i64(i64 %add4211, i64 %sub3834)
  %p4217 = getelementptr float, ptr addrspace(1) %15, i64 %call4212
  %v4218 = load float, ptr addrspace(1) %p4217, align 4
  %call4220 = tail call i64 @llvm.smin.i64(i64 %add4219, i64 %sub3834)
  %p4225 = getelementptr float, ptr addrspace(1) %15, i64 %call4220
  %v4226 = load float, ptr addrspace(1) %p4225, align 4
  %call4228 = tail call i64 @llvm.smin.i64(i64 %add4227, i64 %sub3834)
  %p4233 = getelementptr float, ptr addrspace(1) %15, i64 %call4228
  %v4234 = load float, ptr addrspace(1) %p4233, align 4
  %call4236 = tail call i64 @llvm.smin.i64(i64 %add4235, i64 %sub3834)
  %p4241 = getelementptr float, ptr addrspace(1) %15, i64 %call4236
  %v4242 = load float, ptr addrspace(1) %p4241, align 4
  %call4244 = tail call i64 @llvm.smin.i64(i64 %add4243, i64 %sub3834)
  %p4249 = getelementptr float, ptr addrspace(1) %15, i64 %call4244
  %v4250 = load float, ptr addrspace(1) %p4249, align 4
  %call4252 = tail call i64 @llvm.smin.i64(i64 %add4251, i64 %sub3834)
  %p4257 = getelementptr float, ptr addrspace(1) %15, i64 %call4252
  %v4258 = load float, ptr addrspace(1) %p4257, align 4
  %call4260 = tail call i64 @llvm.smin.i64(i64 %add4259, i64 %sub3834)
  %p4265 = getelementptr float, ptr addrspace(1) %15, i64 %call4260
  %v4266 = load float, ptr addrspace(1) %p4265, align 4
  %call4268 = tail call i64 @llvm.smin.i64(i64 %add4267, i64 %sub3834)
  %p4273 = getelementptr float, ptr addrspace(1) %15, i64 %call4268
  %v4274 = load float, ptr addrspace(1) %p4273, align 4
  %call4276 = tail call i64 @llvm.smin.i64(i64 %add4275, i64 %sub3834)
  %p4281 = getelementptr float, ptr addrspace(1) %15, i64 %call4276
  %v4282 = load float, ptr addrspace(1) %p4281, align 4
  %call4284 = tail call i64 @llvm.smin.i64(i64 %add4283, i64 %sub3834)
  %p4289 = getelementptr float, ptr addrspace(1) %15, i64 %call4284
  %v4290 = load float, ptr addrspace(1) %p4289, align 4
  %call4292 = tail call i64 @llvm.smin.i64(i64 %add4291, i64 %sub3834)
  %p4297 = getelementptr float, ptr addrspace(1) %15, i64 %call4292
  %v4298 = load float, ptr addrspace(1) %p4297, align 4
  %call4300 = tail call i64 @llvm.smin.i64(i64 %add4299, i64 %sub3834)
  %p4305 = getelementptr float, ptr addrspace(1) %15, i64 %call4300
  %v4306 = load float, ptr addrspace(1) %p4305, align 4
  %call4308 = tail call i64 @llvm.smin.i64(i64 %add4307, i64 %sub3834)
  %p4313 = getelementptr float, ptr addrspace(1) %15, i64 %call4308
  %v4314 = load float, ptr addrspace(1) %p4313, align 4
  %call4316 = tail call i64 @llvm.smin.i64(i64 %add4315, i64 %sub3834)
  %p4321 = getelementptr float, ptr addrspace(1) %15, i64 %call4316
  %v4322 = load float, ptr addrspace(1) %p4321, align 4
  %call4324 = tail call i64 @llvm.smin.i64(i64 %add4323, i64 %sub3834)
  %p4329 = getelementptr float, ptr addrspace(1) %15, i64 %call4324
  %v4330 = load float, ptr addrspace(1) %p4329, align 4
  %call4332 = tail call i64 @llvm.smin.i64(i64 %add4331, i64 %sub3834)
  %p4337 = getelementptr float, ptr addrspace(1) %15, i64 %call4332
  %v4338 = load float, ptr addrspace(1) %p4337, align 4
  %call4340 = tail call i64 @llvm.smin.i64(i64 %add4339, i64 %sub3834)
  %p4345 = getelementptr float, ptr addrspace(1) %15, i64 %call4340
  %v4346 = load float, ptr addrspace(1) %p4345, align 4
  store float %v3842, ptr addrspace(3) %p4348, align 4
  store float %v3850, ptr addrspace(3) %p4350, align 4
  store float %v3858, ptr addrspace(3) %p4352, align 4
  store float %v3866, ptr addrspace(3) %p4354, align 4
  store float %v3874, ptr addrspace(3) %p4356, align 4
  store float %v3882, ptr addrspace(3) %p4358, align 4
  store float %v3890, ptr addrspace(3) %p4360, align 4
  store float %v3898, ptr addrspace(3) %p4362, align 4
  store float %v3906, ptr addrspace(3) %p4364, align 4
  store float %v3914, ptr addrspace(3) %p4366, align 4
  store float %v3922, ptr addrspace(3) %p4368, align 4
  store float %v3930, ptr addrspace(3) %p4370, align 4
  store float %v3938, ptr addrspace(3) %p4372, align 4
  store float %v3946, ptr addrspace(3) %p4374, align 4
  store float %v3954, ptr addrspace(3) %p4376, align 4
  store float %v3962, ptr addrspace(3) %p4378, align 4
  store float %v3970, ptr addrspace(3) %p4380, align 4
  store float %v3978, ptr addrspace(3) %p4382, align 4
  store float %v3986, ptr addrspace(3) %p4384, align 4
  store float %v3994, ptr addrspace(3) %p4386, align 4
  store float %v4002, ptr addrspace(3) %p4388, align 4
  store float %v4010, ptr addrspace(3) %p4390, align 4
  store float %v4018, ptr addrspace(3) %p4392, align 4
  store float %v4026, ptr addrspace(3) %p4394, align 4
  store float %v4034, ptr addrspace(3) %p4396, align 4
  store float %v4042, ptr addrspace(3) %p4398, align 4
  store float %v4050, ptr addrspace(3) %p4400, align 4
  store float %v4058, ptr addrspace(3) %p4402, align 4
  store float %v4066, ptr addrspace(3) %p4404, align 4
  store float %v4074, ptr addrspace(3) %p4406, align 4
  store float %v4082, ptr addrspace(3) %p4408, align 4
  store float %v4090, ptr addrspace(3) %p4410, align 4
  store float %v4098, ptr addrspace(3) %p4412, align 4
  store float %v4106, ptr addrspace(3) %p4414, align 4
  store float %v4114, ptr addrspace(3) %p4416, align 4
  store float %v4122, ptr addrspace(3) %p4418, align 4
  store float %v4130, ptr addrspace(3) %p4420, align 4
  store float %v4138, ptr addrspace(3) %p4422, align 4
  store float %v4146, ptr addrspace(3) %p4424, align 4
  store float %v4154, ptr addrspace(3) %p4426, align 4
  store float %v4162, ptr addrspace(3) %p4428, align 4
  store float %v4170, ptr addrspace(3) %p4430, align 4
  store float %v4178, ptr addrspace(3) %p4432, align 4
  store float %v4186, ptr addrspace(3) %p4434, align 4
  store float %v4194, ptr addrspace(3) %p4436, align 4
  store float %v4202, ptr addrspace(3) %p4438, align 4
  store float %v4210, ptr addrspace(3) %p4440, align 4
  store float %v4218, ptr addrspace(3) %p4442, align 4
  store float %v4226, ptr addrspace(3) %p4444, align 4
  store float %v4234, ptr addrspace(3) %p4446, align 4
  store float %v4242, ptr addrspace(3) %p4448, align 4
  store float %v4250, ptr addrspace(3) %p4450, align 4
  store float %v4258, ptr addrspace(3) %p4452, align 4
  store float %v4266, ptr addrspace(3) %p4454, align 4
  store float %v4274, ptr addrspace(3) %p4456, align 4
  store float %v4282, ptr addrspace(3) %p4458, align 4
  store float %v4290, ptr addrspace(3) %p4460, align 4
  store float %v4298, ptr addrspace(3) %p4462, align 4
  store float %v4306, ptr addrspace(3) %p4464, align 4
  store float %v4314, ptr addrspace(3) %p4466, align 4
  store float %v4322, ptr addrspace(3) %p4468, align 4
  store float %v4330, ptr addrspace(3) %p4470, align 4
  store float %v4338, ptr addrspace(3) %p4472, align 4
  store float %v4346, ptr addrspace(3) %p4474, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp4476 = icmp sgt i64 %sub3830, 0
  %16 = tail call i64 @llvm.umin.i64(i64 %call3832, i64 256)
  %17 = tail call i64 @llvm.umax.i64(i64 %16, i64 1)
  %cmp4480 = icmp sgt i64 %sub3830, 256
  %18 = tail call i64 @llvm.umin.i64(i64 %call3832, i64 512)
  %19 = tail call i64 @llvm.umax.i64(i64 %18, i64 257)
  %call4482 = add nsw i64 %19, -256
  %cmp4484 = icmp sgt i64 %sub3830, 512
  %20 = tail call i64 @llvm.umin.i64(i64 %call3832, i64 768)
  %21 = tail call i64 @llvm.umax.i64(i64 %20, i64 513)
  %call4486 = add nsw i64 %21, -512
  %cmp4488 = icmp sgt i64 %sub3830, 768
  %22 = tail call i64 @llvm.umin.i64(i64 %call3832, i64 1024)
  %23 = tail call i64 @llvm.umax.i64(i64 %22, i64 769)
  %call4490 = add nsw i64 %23, -768
  %cmp4492 = icmp sgt i64 %sub3830, 1024
  %24 = tail call i64 @llvm.umin.i64(i64 %call3832, i64 1280)
  %25 = tail call i64 @llvm.umax.i64(i64 %24, i64 1025)
  %call4494 = add nsw i64 %25, -1024
  %cmp4496 = icmp sgt i64 %sub3830, 1280
  %26 = tail call i64 @llvm.umin.i64(i64 %call3832, i64 1536)
  %27 = tail call i64 @llvm.umax.i64(i64 %26, i64 1281)
  %call4498 = add nsw i64 %27, -1280
  %cmp4500 = icmp sgt i64 %sub3830, 1536
  %28 = tail call i64 @llvm.umin.i64(i64 %call3832, i64 1792)
  %29 = tail call i64 @llvm.umax.i64(i64 %28, i64 1537)
  %call4502 = add nsw i64 %29, -1536
  %30 = tail call i64 @llvm.smax.i64(i64 %call3831, i64 1793)
  %call4506 = add nsw i64 %30, -1792
  %v4512 = load float, ptr addrspace(3) %p4511, align 4
  %v4518 = load float, ptr addrspace(3) %p4517, align 4
  %v4524 = load float, ptr addrspace(3) %p4523, align 4
  %v4530 = load float, ptr addrspace(3) %p4529, align 4
  %v4536 = load float, ptr addrspace(3) %p4535, align 4
  %v4542 = load float, ptr addrspace(3) %p4541, align 4
  %v4548 = load float, ptr addrspace(3) %p4547, align 4
  %v4554 = load float, ptr addrspace(3) %p4553, align 4
  %cmp4557 = icmp ugt i64 %16, %add4556
  %fadd4558 = fadd float %v4512, %v4518
  %sel4559 = select i1 %cmp4557, float %fadd4558, float %v4512
  %cmp4561 = icmp ugt i64 %16, %add4560
  %fadd4562 = fadd float %v4524, %sel4559
  %sel4563 = select i1 %cmp4561, float %fadd4562, float %sel4559
  %cmp4565 = icmp ugt i64 %16, %add4564
  %fadd4566 = fadd float %v4530, %sel4563
  %sel4567 = select i1 %cmp4565, float %fadd4566, float %sel4563
  %cmp4569 = icmp ugt i64 %16, %add4568
  %fadd4570 = fadd float %v4536, %sel4567
  %sel4571 = select i1 %cmp4569, float %fadd4570, float %sel4567
  %cmp4573 = icmp ugt i64 %16, %add4572
  %fadd4574 = fadd float %v4542, %sel4571
  %sel4575 = select i1 %cmp4573, float %fadd4574, float %sel4571
  %cmp4577 = icmp ugt i64 %16, %add4576
  %fadd4578 = fadd float %v4548, %sel4575
  %sel4579 = select i1 %cmp4577, float %fadd4578, float %sel4575
  %cmp4581 = icmp ugt i64 %16, %add4580
  %fadd4582 = fadd float %v4554, %sel4579
  %sel4583 = select i1 %cmp4581, float %fadd4582, float %sel4579
  %add4584 = add nuw nsw i64 %17, 7
  %lanes45857713 = lshr i64 %add4584, 3
  %bits4586 = bitcast float %sel4583 to i32
  %call4587 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4586, i32 1, i32 31)
  %leaf4588 = bitcast i32 %call4587 to float
  %cmp4590 = icmp ult i64 %add4589, %lanes45857713
  %fadd4591 = fadd float %sel4583, %leaf4588
  %sel4592 = select i1 %cmp4590, float %fadd4591, float %sel4583
  %bits4593 = bitcast float %sel4592 to i32
  %call4594 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4593, i32 2, i32 31)
  %leaf4595 = bitcast i32 %call4594 to float
  %cmp4597 = icmp ult i64 %add4596, %lanes45857713
  %fadd4598 = fadd float %sel4592, %leaf4595
  %sel4599 = select i1 %cmp4597, float %fadd4598, float %sel4592
  %bits4600 = bitcast float %sel4599 to i32
  %call4601 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4600, i32 4, i32 31)
  %leaf4602 = bitcast i32 %call4601 to float
  %cmp4604 = icmp ult i64 %add4603, %lanes45857713
  %fadd4605 = fadd float %sel4599, %leaf4602
  %sel4606 = select i1 %cmp4604, float %fadd4605, float %sel4599
  %bits4607 = bitcast float %sel4606 to i32
  %call4608 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4607, i32 8, i32 31)
  %leaf4609 = bitcast i32 %call4608 to float
  %cmp4611 = icmp ult i64 %add4610, %lanes45857713
  %fadd4612 = fadd float %sel4606, %leaf4609
  %sel4613 = select i1 %cmp4611, float %fadd4612, float %sel4606
  %bits4614 = bitcast float %sel4613 to i32
  %call4615 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4614, i32 16, i32 31)
  %v4626 = load float, ptr addrspace(3) %p4625, align 4
  %v4632 = load float, ptr addrspace(3) %p4631, align 4
  %v4638 = load float, ptr addrspace(3) %p4637, align 4
  %v4644 = load float, ptr addrspace(3) %p4643, align 4
  %v4650 = load float, ptr addrspace(3) %p4649, align 4
  %v4656 = load float, ptr addrspace(3) %p4655, align 4
  %v4662 = load float, ptr addrspace(3) %p4661, align 4
  %v4668 = load float, ptr addrspace(3) %p4667, align 4
  %cmp4671 = icmp slt i64 %add4556, %call4482
  %fadd4672 = fadd float %v4626, %v4632
  %sel4673 = select i1 %cmp4671, float %fadd4672, float %v4626
  %cmp4675 = icmp slt i64 %add4560, %call4482
  %fadd4676 = fadd float %v4638, %sel4673
  %sel4677 = select i1 %cmp4675, float %fadd4676, float %sel4673
  %cmp4679 = icmp slt i64 %add4564, %call4482
  %fadd4680 = fadd float %v4644, %sel4677
  %sel4681 = select i1 %cmp4679, float %fadd4680, float %sel4677
  %cmp4683 = icmp slt i64 %add4568, %call4482
  %fadd4684 = fadd float %v4650, %sel4681
  %sel4685 = select i1 %cmp4683, float %fadd4684, float %sel4681
  %cmp4687 = icmp slt i64 %add4572, %call4482
  %fadd4688 = fadd float %v4656, %sel4685
  %sel4689 = select i1 %cmp4687, float %fadd4688, float %sel4685
  %cmp4691 = icmp slt i64 %add4576, %call4482
  %fadd4692 = fadd float %v4662, %sel4689
  %sel4693 = select i1 %cmp4691, float %fadd4692, float %sel4689
  %cmp4695 = icmp slt i64 %add4580, %call4482
  %fadd4696 = fadd float %v4668, %sel4693
  %sel4697 = select i1 %cmp4695, float %fadd4696, float %sel4693
  %add4698 = add nsw i64 %19, -249
  %lanes46997714 = lshr i64 %add4698, 3
  %bits4700 = bitcast float %sel4697 to i32
  %call4701 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4700, i32 1, i32 31)
  %leaf4702 = bitcast i32 %call4701 to float
  %cmp4704 = icmp ult i64 %add4589, %lanes46997714
  %fadd4705 = fadd float %sel4697, %leaf4702
  %sel4706 = select i1 %cmp4704, float %fadd4705, float %sel4697
  %bits4707 = bitcast float %sel4706 to i32
  %call4708 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4707, i32 2, i32 31)
  %leaf4709 = bitcast i32 %call4708 to float
  %cmp4711 = icmp ult i64 %add4596, %lanes46997714
  %fadd4712 = fadd float %sel4706, %leaf4709
  %sel4713 = select i1 %cmp4711, float %fadd4712, float %sel4706
  %bits4714 = bitcast float %sel4713 to i32
  %call4715 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4714, i32 4, i32 31)
  %leaf4716 = bitcast i32 %call4715 to float
  %cmp4718 = icmp ult i64 %add4603, %lanes46997714
  %fadd4719 = fadd float %sel4713, %leaf4716
  %sel4720 = select i1 %cmp4718, float %fadd4719, float %sel4713
  %bits4721 = bitcast float %sel4720 to i32
  %call4722 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4721, i32 8, i32 31)
  %leaf4723 = bitcast i32 %call4722 to float
  %cmp4725 = icmp ult i64 %add4610, %lanes46997714
  %fadd4726 = fadd float %sel4720, %leaf4723
  %sel4727 = select i1 %cmp4725, float %fadd4726, float %sel4720
  %bits4728 = bitcast float %sel4727 to i32
  %call4729 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4728, i32 16, i32 31)
  %v4742 = load float, ptr addrspace(3) %p4741, align 4
  %v4748 = load float, ptr addrspace(3) %p4747, align 4
  %v4754 = load float, ptr addrspace(3) %p4753, align 4
  %v4760 = load float, ptr addrspace(3) %p4759, align 4
  %v4766 = load float, ptr addrspace(3) %p4765, align 4
  %v4772 = load float, ptr addrspace(3) %p4771, align 4
  %v4778 = load float, ptr addrspace(3) %p4777, align 4
  %v4784 = load float, ptr addrspace(3) %p4783, align 4
  %cmp4787 = icmp ult i64 %add4556, %call4486
  %fadd4788 = fadd float %v4742, %v4748
  %sel4789 = select i1 %cmp4787, float %fadd4788, float %v4742
  %cmp4791 = icmp ult i64 %add4560, %call4486
  %fadd4792 = fadd float %v4754, %sel4789
  %sel4793 = select i1 %cmp4791, float %fadd4792, float %sel4789
  %cmp4795 = icmp ult i64 %add4564, %call4486
  %fadd4796 = fadd float %v4760, %sel4793
  %sel4797 = select i1 %cmp4795, float %fadd4796, float %sel4793
  %cmp4799 = icmp ult i64 %add4568, %call4486
  %fadd4800 = fadd float %v4766, %sel4797
  %sel4801 = select i1 %cmp4799, float %fadd4800, float %sel4797
  %cmp4803 = icmp ult i64 %add4572, %call4486
  %fadd4804 = fadd float %v4772, %sel4801
  %sel4805 = select i1 %cmp4803, float %fadd4804, float %sel4801
  %cmp4807 = icmp ult i64 %add4576, %call4486
  %fadd4808 = fadd float %v4778, %sel4805
  %sel4809 = select i1 %cmp4807, float %fadd4808, float %sel4805
  %cmp4811 = icmp ult i64 %add4580, %call4486
  %fadd4812 = fadd float %v4784, %sel4809
  %sel4813 = select i1 %cmp4811, float %fadd4812, float %sel4809
  %add4814 = add nsw i64 %21, -505
  %lanes48157715 = lshr i64 %add4814, 3
  %bits4816 = bitcast float %sel4813 to i32
  %call4817 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4816, i32 1, i32 31)
  %leaf4818 = bitcast i32 %call4817 to float
  %cmp4820 = icmp ult i64 %add4589, %lanes48157715
  %fadd4821 = fadd float %sel4813, %leaf4818
  %sel4822 = select i1 %cmp4820, float %fadd4821, float %sel4813
  %bits4823 = bitcast float %sel4822 to i32
  %call4824 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4823, i32 2, i32 31)
  %leaf4825 = bitcast i32 %call4824 to float
  %cmp4827 = icmp ult i64 %add4596, %lanes48157715
  %fadd4828 = fadd float %sel4822, %leaf4825
  %sel4829 = select i1 %cmp4827, float %fadd4828, float %sel4822
  %bits4830 = bitcast float %sel4829 to i32
  %call4831 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4830, i32 4, i32 31)
  %leaf4832 = bitcast i32 %call4831 to float
  %cmp4834 = icmp ult i64 %add4603, %lanes48157715
  %fadd4835 = fadd float %sel4829, %leaf4832
  %sel4836 = select i1 %cmp4834, float %fadd4835, float %sel4829
  %bits4837 = bitcast float %sel4836 to i32
  %call4838 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4837, i32 8, i32 31)
  %leaf4839 = bitcast i32 %call4838 to float
  %cmp4841 = icmp ult i64 %add4610, %lanes48157715
  %fadd4842 = fadd float %sel4836, %leaf4839
  %sel4843 = select i1 %cmp4841, float %fadd4842, float %sel4836
  %bits4844 = bitcast float %sel4843 to i32
  %call4845 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4844, i32 16, i32 31)
  %v4858 = load float, ptr addrspace(3) %p4857, align 4
  %v4864 = load float, ptr addrspace(3) %p4863, align 4
  %v4870 = load float, ptr addrspace(3) %p4869, align 4
  %v4876 = load float, ptr addrspace(3) %p4875, align 4
  %v4882 = load float, ptr addrspace(3) %p4881, align 4
  %v4888 = load float, ptr addrspace(3) %p4887, align 4
  %v4894 = load float, ptr addrspace(3) %p4893, align 4
  %v4900 = load float, ptr addrspace(3) %p4899, align 4
  %cmp4903 = icmp slt i64 %add4556, %call4490
  %fadd4904 = fadd float %v4858, %v4864
  %sel4905 = select i1 %cmp4903, float %fadd4904, float %v4858
  %cmp4907 = icmp slt i64 %add4560, %call4490
  %fadd4908 = fadd float %v4870, %sel4905
  %sel4909 = select i1 %cmp4907, float %fadd4908, float %sel4905
  %cmp4911 = icmp slt i64 %add4564, %call4490
  %fadd4912 = fadd float %v4876, %sel4909
  %sel4913 = select i1 %cmp4911, float %fadd4912, float %sel4909
  %cmp4915 = icmp slt i64 %add4568, %call4490
  %fadd4916 = fadd float %v4882, %sel4913
  %sel4917 = select i1 %cmp4915, float %fadd4916, float %sel4913
  %cmp4919 = icmp slt i64 %add4572, %call4490
  %fadd4920 = fadd float %v4888, %sel4917
  %sel4921 = select i1 %cmp4919, float %fadd4920, float %sel4917
  %cmp4923 = icmp slt i64 %add4576, %call4490
  %fadd4924 = fadd float %v4894, %sel4921
  %sel4925 = select i1 %cmp4923, float %fadd4924, float %sel4921
  %cmp4927 = icmp slt i64 %add4580, %call4490
  %fadd4928 = fadd float %v4900, %sel4925
  %sel4929 = select i1 %cmp4927, float %fadd4928, float %sel4925
  %add4930 = add nsw i64 %23, -761
  %lanes49317716 = lshr i64 %add4930, 3
  %bits4932 = bitcast float %sel4929 to i32
  %call4933 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4932, i32 1, i32 31)
  %leaf4934 = bitcast i32 %call4933 to float
  %cmp4936 = icmp ult i64 %add4589, %lanes49317716
  %fadd4937 = fadd float %sel4929, %leaf4934
  %sel4938 = select i1 %cmp4936, float %fadd4937, float %sel4929
  %bits4939 = bitcast float %sel4938 to i32
  %call4940 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4939, i32 2, i32 31)
  %leaf4941 = bitcast i32 %call4940 to float
  %cmp4943 = icmp ult i64 %add4596, %lanes49317716
  %fadd4944 = fadd float %sel4938, %leaf4941
  %sel4945 = select i1 %cmp4943, float %fadd4944, float %sel4938
  %bits4946 = bitcast float %sel4945 to i32
  %call4947 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4946, i32 4, i32 31)
  %leaf4948 = bitcast i32 %call4947 to float
  %cmp4950 = icmp ult i64 %add4603, %lanes49317716
  %fadd4951 = fadd float %sel4945, %leaf4948
  %sel4952 = select i1 %cmp4950, float %fadd4951, float %sel4945
  %bits4953 = bitcast float %sel4952 to i32
  %call4954 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4953, i32 8, i32 31)
  %leaf4955 = bitcast i32 %call4954 to float
  %cmp4957 = icmp ult i64 %add4610, %lanes49317716
  %fadd4958 = fadd float %sel4952, %leaf4955
  %sel4959 = select i1 %cmp4957, float %fadd4958, float %sel4952
  %bits4960 = bitcast float %sel4959 to i32
  %call4961 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits4960, i32 16, i32 31)
  %v4974 = load float, ptr addrspace(3) %p4973, align 4
  %v4980 = load float, ptr addrspace(3) %p4979, align 4
  %v4986 = load float, ptr addrspace(3) %p4985, align 4
  %v4992 = load float, ptr addrspace(3) %p4991, align 4
  %v4998 = load float, ptr addrspace(3) %p4997, align 4
  %v5004 = load float, ptr addrspace(3) %p5003, align 4
  %v5010 = load float, ptr addrspace(3) %p5009, align 4
  %v5016 = load float, ptr addrspace(3) %p5015, align 4
  %cmp5019 = icmp ult i64 %add4556, %call4494
  %fadd5020 = fadd float %v4974, %v4980
  %sel5021 = select i1 %cmp5019, float %fadd5020, float %v4974
  %cmp5023 = icmp ult i64 %add4560, %call4494
  %fadd5024 = fadd float %v4986, %sel5021
  %sel5025 = select i1 %cmp5023, float %fadd5024, float %sel5021
  %cmp5027 = icmp ult i64 %add4564, %call4494
  %fadd5028 = fadd float %v4992, %sel5025
  %sel5029 = select i1 %cmp5027, float %fadd5028, float %sel5025
  %cmp5031 = icmp ult i64 %add4568, %call4494
  %fadd5032 = fadd float %v4998, %sel5029
  %sel5033 = select i1 %cmp5031, float %fadd5032, float %sel5029
  %cmp5035 = icmp ult i64 %add4572, %call4494
  %fadd5036 = fadd float %v5004, %sel5033
  %sel5037 = select i1 %cmp5035, float %fadd5036, float %sel5033
  %cmp5039 = icmp ult i64 %add4576, %call4494
  %fadd5040 = fadd float %v5010, %sel5037
  %sel5041 = select i1 %cmp5039, float %fadd5040, float %sel5037
  %cmp5043 = icmp ult i64 %add4580, %call4494
  %fadd5044 = fadd float %v5016, %sel5041
  %sel5045 = select i1 %cmp5043, float %fadd5044, float %sel5041
  %add5046 = add nsw i64 %25, -1017
  %lanes50477717 = lshr i64 %add5046, 3
  %bits5048 = bitcast float %sel5045 to i32
  %call5049 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5048, i32 1, i32 31)
  %leaf5050 = bitcast i32 %call5049 to float
  %cmp5052 = icmp ult i64 %add4589, %lanes50477717
  %fadd5053 = fadd float %sel5045, %leaf5050
  %sel5054 = select i1 %cmp5052, float %fadd5053, float %sel5045
  %bits5055 = bitcast float %sel5054 to i32
  %call5056 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5055, i32 2, i32 31)
  %leaf5057 = bitcast i32 %call5056 to float
  %cmp5059 = icmp ult i64 %add4596, %lanes50477717
  %fadd5060 = fadd float %sel5054, %leaf5057
  %sel5061 = select i1 %cmp5059, float %fadd5060, float %sel5054
  %bits5062 = bitcast float %sel5061 to i32
  %call5063 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5062, i32 4, i32 31)
  %leaf5064 = bitcast i32 %call5063 to float
  %cmp5066 = icmp ult i64 %add4603, %lanes50477717
  %fadd5067 = fadd float %sel5061, %leaf5064
  %sel5068 = select i1 %cmp5066, float %fadd5067, float %sel5061
  %bits5069 = bitcast float %sel5068 to i32
  %call5070 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5069, i32 8, i32 31)
  %leaf5071 = bitcast i32 %call5070 to float
  %cmp5073 = icmp ult i64 %add4610, %lanes50477717
  %fadd5074 = fadd float %sel5068, %leaf5071
  %sel5075 = select i1 %cmp5073, float %fadd5074, float %sel5068
  %bits5076 = bitcast float %sel5075 to i32
  %call5077 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5076, i32 16, i32 31)
  %v5090 = load float, ptr addrspace(3) %p5089, align 4
  %v5096 = load float, ptr addrspace(3) %p5095, align 4
  %v5102 = load float, ptr addrspace(3) %p5101, align 4
  %v5108 = load float, ptr addrspace(3) %p5107, align 4
  %v5114 = load float, ptr addrspace(3) %p5113, align 4
  %v5120 = load float, ptr addrspace(3) %p5119, align 4
  %v5126 = load float, ptr addrspace(3) %p5125, align 4
  %v5132 = load float, ptr addrspace(3) %p5131, align 4
  %cmp5135 = icmp slt i64 %add4556, %call4498
  %fadd5136 = fadd float %v5090, %v5096
  %sel5137 = select i1 %cmp5135, float %fadd5136, float %v5090
  %cmp5139 = icmp slt i64 %add4560, %call4498
  %fadd5140 = fadd float %v5102, %sel5137
  %sel5141 = select i1 %cmp5139, float %fadd5140, float %sel5137
  %cmp5143 = icmp slt i64 %add4564, %call4498
  %fadd5144 = fadd float %v5108, %sel5141
  %sel5145 = select i1 %cmp5143, float %fadd5144, float %sel5141
  %cmp5147 = icmp slt i64 %add4568, %call4498
  %fadd5148 = fadd float %v5114, %sel5145
  %sel5149 = select i1 %cmp5147, float %fadd5148, float %sel5145
  %cmp5151 = icmp slt i64 %add4572, %call4498
  %fadd5152 = fadd float %v5120, %sel5149
  %sel5153 = select i1 %cmp5151, float %fadd5152, float %sel5149
  %cmp5155 = icmp slt i64 %add4576, %call4498
  %fadd5156 = fadd float %v5126, %sel5153
  %sel5157 = select i1 %cmp5155, float %fadd5156, float %sel5153
  %cmp5159 = icmp slt i64 %add4580, %call4498
  %fadd5160 = fadd float %v5132, %sel5157
  %sel5161 = select i1 %cmp5159, float %fadd5160, float %sel5157
  %add5162 = add nsw i64 %27, -1273
  %lanes51637718 = lshr i64 %add5162, 3
  %bits5164 = bitcast float %sel5161 to i32
  %call5165 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5164, i32 1, i32 31)
  %leaf5166 = bitcast i32 %call5165 to float
  %cmp5168 = icmp ult i64 %add4589, %lanes51637718
  %fadd5169 = fadd float %sel5161, %leaf5166
  %sel5170 = select i1 %cmp5168, float %fadd5169, float %sel5161
  %bits5171 = bitcast float %sel5170 to i32
  %call5172 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5171, i32 2, i32 31)
  %leaf5173 = bitcast i32 %call5172 to float
  %cmp5175 = icmp ult i64 %add4596, %lanes51637718
  %fadd5176 = fadd float %sel5170, %leaf5173
  %sel5177 = select i1 %cmp5175, float %fadd5176, float %sel5170
  %bits5178 = bitcast float %sel5177 to i32
  %call5179 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5178, i32 4, i32 31)
  %leaf5180 = bitcast i32 %call5179 to float
  %cmp5182 = icmp ult i64 %add4603, %lanes51637718
  %fadd5183 = fadd float %sel5177, %leaf5180
  %sel5184 = select i1 %cmp5182, float %fadd5183, float %sel5177
  %bits5185 = bitcast float %sel5184 to i32
  %call5186 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5185, i32 8, i32 31)
  %leaf5187 = bitcast i32 %call5186 to float
  %cmp5189 = icmp ult i64 %add4610, %lanes51637718
  %fadd5190 = fadd float %sel5184, %leaf5187
  %sel5191 = select i1 %cmp5189, float %fadd5190, float %sel5184
  %bits5192 = bitcast float %sel5191 to i32
  %call5193 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5192, i32 16, i32 31)
  %v5206 = load float, ptr addrspace(3) %p5205, align 4
  %v5212 = load float, ptr addrspace(3) %p5211, align 4
  %v5218 = load float, ptr addrspace(3) %p5217, align 4
  %v5224 = load float, ptr addrspace(3) %p5223, align 4
  %v5230 = load float, ptr addrspace(3) %p5229, align 4
  %v5236 = load float, ptr addrspace(3) %p5235, align 4
  %v5242 = load float, ptr addrspace(3) %p5241, align 4
  %v5248 = load float, ptr addrspace(3) %p5247, align 4
  %cmp5251 = icmp ult i64 %add4556, %call4502
  %fadd5252 = fadd float %v5206, %v5212
  %sel5253 = select i1 %cmp5251, float %fadd5252, float %v5206
  %cmp5255 = icmp ult i64 %add4560, %call4502
  %fadd5256 = fadd float %v5218, %sel5253
  %sel5257 = select i1 %cmp5255, float %fadd5256, float %sel5253
  %cmp5259 = icmp ult i64 %add4564, %call4502
  %fadd5260 = fadd float %v5224, %sel5257
  %sel5261 = select i1 %cmp5259, float %fadd5260, float %sel5257
  %cmp5263 = icmp ult i64 %add4568, %call4502
  %fadd5264 = fadd float %v5230, %sel5261
  %sel5265 = select i1 %cmp5263, float %fadd5264, float %sel5261
  %cmp5267 = icmp ult i64 %add4572, %call4502
  %fadd5268 = fadd float %v5236, %sel5265
  %sel5269 = select i1 %cmp5267, float %fadd5268, float %sel5265
  %cmp5271 = icmp ult i64 %add4576, %call4502
  %fadd5272 = fadd float %v5242, %sel5269
  %sel5273 = select i1 %cmp5271, float %fadd5272, float %sel5269
  %cmp5275 = icmp ult i64 %add4580, %call4502
  %fadd5276 = fadd float %v5248, %sel5273
  %sel5277 = select i1 %cmp5275, float %fadd5276, float %sel5273
  %add5278 = add nsw i64 %29, -1529
  %lanes52797719 = lshr i64 %add5278, 3
  %bits5280 = bitcast float %sel5277 to i32
  %call5281 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5280, i32 1, i32 31)
  %leaf5282 = bitcast i32 %call5281 to float
  %cmp5284 = icmp ult i64 %add4589, %lanes52797719
  %fadd5285 = fadd float %sel5277, %leaf5282
  %sel5286 = select i1 %cmp5284, float %fadd5285, float %sel5277
  %bits5287 = bitcast float %sel5286 to i32
  %call5288 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5287, i32 2, i32 31)
  %leaf5289 = bitcast i32 %call5288 to float
  %cmp5291 = icmp ult i64 %add4596, %lanes52797719
  %fadd5292 = fadd float %sel5286, %leaf5289
  %sel5293 = select i1 %cmp5291, float %fadd5292, float %sel5286
  %bits5294 = bitcast float %sel5293 to i32
  %call5295 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5294, i32 4, i32 31)
  %leaf5296 = bitcast i32 %call5295 to float
  %cmp5298 = icmp ult i64 %add4603, %lanes52797719
  %fadd5299 = fadd float %sel5293, %leaf5296
  %sel5300 = select i1 %cmp5298, float %fadd5299, float %sel5293
  %bits5301 = bitcast float %sel5300 to i32
  %call5302 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5301, i32 8, i32 31)
  %leaf5303 = bitcast i32 %call5302 to float
  %cmp5305 = icmp ult i64 %add4610, %lanes52797719
  %fadd5306 = fadd float %sel5300, %leaf5303
  %sel5307 = select i1 %cmp5305, float %fadd5306, float %sel5300
  %bits5308 = bitcast float %sel5307 to i32
  %call5309 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5308, i32 16, i32 31)
  %v5322 = load float, ptr addrspace(3) %p5321, align 4
  %v5328 = load float, ptr addrspace(3) %p5327, align 4
  %v5334 = load float, ptr addrspace(3) %p5333, align 4
  %v5340 = load float, ptr addrspace(3) %p5339, align 4
  %v5346 = load float, ptr addrspace(3) %p5345, align 4
  %v5352 = load float, ptr addrspace(3) %p5351, align 4
  %v5358 = load float, ptr addrspace(3) %p5357, align 4
  %v5364 = load float, ptr addrspace(3) %p5363, align 4
  %cmp5367 = icmp slt i64 %add4556, %call4506
  %fadd5368 = fadd float %v5322, %v5328
  %sel5369 = select i1 %cmp5367, float %fadd5368, float %v5322
  %cmp5371 = icmp slt i64 %add4560, %call4506
  %fadd5372 = fadd float %v5334, %sel5369
  %sel5373 = select i1 %cmp5371, float %fadd5372, float %sel5369
  %cmp5375 = icmp slt i64 %add4564, %call4506
  %fadd5376 = fadd float %v5340, %sel5373
  %sel5377 = select i1 %cmp5375, float %fadd5376, float %sel5373
  %cmp5379 = icmp slt i64 %add4568, %call4506
  %fadd5380 = fadd float %v5346, %sel5377
  %sel5381 = select i1 %cmp5379, float %fadd5380, float %sel5377
  %cmp5383 = icmp slt i64 %add4572, %call4506
  %fadd5384 = fadd float %v5352, %sel5381
  %sel5385 = select i1 %cmp5383, float %fadd5384, float %sel5381
  %cmp5387 = icmp slt i64 %add4576, %call4506
  %fadd5388 = fadd float %v5358, %sel5385
  %sel5389 = select i1 %cmp5387, float %fadd5388, float %sel5385
  %cmp5391 = icmp slt i64 %add4580, %call4506
  %fadd5392 = fadd float %v5364, %sel5389
  %sel5393 = select i1 %cmp5391, float %fadd5392, float %sel5389
  %add5394 = add nsw i64 %30, -1785
  %lanes53957720 = lshr i64 %add5394, 3
  %bits5396 = bitcast float %sel5393 to i32
  %call5397 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5396, i32 1, i32 31)
  %leaf5398 = bitcast i32 %call5397 to float
  %cmp5400 = icmp ult i64 %add4589, %lanes53957720
  %fadd5401 = fadd float %sel5393, %leaf5398
  %sel5402 = select i1 %cmp5400, float %fadd5401, float %sel5393
  %bits5403 = bitcast float %sel5402 to i32
  %call5404 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5403, i32 2, i32 31)
  %leaf5405 = bitcast i32 %call5404 to float
  %cmp5407 = icmp ult i64 %add4596, %lanes53957720
  %fadd5408 = fadd float %sel5402, %leaf5405
  %sel5409 = select i1 %cmp5407, float %fadd5408, float %sel5402
  %bits5410 = bitcast float %sel5409 to i32
  %call5411 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5410, i32 4, i32 31)
  %leaf5412 = bitcast i32 %call5411 to float
  %cmp5414 = icmp ult i64 %add4603, %lanes53957720
  %fadd5415 = fadd float %sel5409, %leaf5412
  %sel5416 = select i1 %cmp5414, float %fadd5415, float %sel5409
  %bits5417 = bitcast float %sel5416 to i32
  %call5418 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5417, i32 8, i32 31)
  %leaf5419 = bitcast i32 %call5418 to float
  %cmp5421 = icmp ult i64 %add4610, %lanes53957720
  %fadd5422 = fadd float %sel5416, %leaf5419
  %sel5423 = select i1 %cmp5421, float %fadd5422, float %sel5416
  %bits5424 = bitcast float %sel5423 to i32
  %call5425 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5424, i32 16, i32 31)
  br i1 %cmp, label %then5433, label %endif5434

then1564:                                         ; preds = %piece.whole
  %leaf747 = bitcast i32 %call746 to float
  %fadd750 = fadd float %fadd743, %leaf747
  %leaf861 = bitcast i32 %call860 to float
  %fadd864 = fadd float %fadd857, %leaf861
  %fadd866 = fadd float %fadd750, %fadd864
  %leaf977 = bitcast i32 %call976 to float
  %fadd980 = fadd float %fadd973, %leaf977
  %fadd982 = fadd float %fadd866, %fadd980
  %leaf1093 = bitcast i32 %call1092 to float
  %fadd1096 = fadd float %fadd1089, %leaf1093
  %fadd1098 = fadd float %fadd982, %fadd1096
  %leaf1209 = bitcast i32 %call1208 to float
  %fadd1212 = fadd float %fadd1205, %leaf1209
  %fadd1214 = fadd float %fadd1098, %fadd1212
  %leaf1325 = bitcast i32 %call1324 to float
  %fadd1328 = fadd float %fadd1321, %leaf1325
  %fadd1330 = fadd float %fadd1214, %fadd1328
  %leaf1441 = bitcast i32 %call1440 to float
  %fadd1444 = fadd float %fadd1437, %leaf1441
  %fadd1446 = fadd float %fadd1330, %fadd1444
  %leaf1557 = bitcast i32 %call1556 to float
  %fadd1560 = fadd float %fadd1553, %leaf1557
  %fadd1562 = fadd float %fadd1446, %fadd1560
  store float %fadd1562, ptr addrspace(3) %p5435, align 4
  store i32 1, ptr addrspace(3) %p5437, align 4
  br label %endif1565

endif1565:                                        ; preds = %then1564, %piece.whole
  tail call void @llvm.nvvm.barrier0()
  br i1 %cmp5438, label %then1569, label %endif1570

then1569:                                         ; preds = %endif1565
  %v1572 = load float, ptr addrspace(3) @scan.shared.4, align 8
  %v1574 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 4), align 4
  %v1575 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 4), align 4
  %cmp1576.not = icmp eq i32 %v1574, 0
  %fadd1577 = fadd float %v1572, %v1575
  %sel1578 = select i1 %cmp1576.not, float %v1572, float %fadd1577
  %v1579 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 8), align 8
  %v1580 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 8), align 8
  %cmp1581.not = icmp eq i32 %v1579, 0
  %fadd1582 = fadd float %sel1578, %v1580
  %sel1583 = select i1 %cmp1581.not, float %sel1578, float %fadd1582
  %v1584 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 12), align 4
  %v1585 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 12), align 4
  %cmp1586.not = icmp eq i32 %v1584, 0
  %fadd1587 = fadd float %sel1583, %v1585
  %sel1588 = select i1 %cmp1586.not, float %sel1583, float %fadd1587
  %cmp1589 = icmp ne i64 %sub, 0
  %publish = and i1 %cmp, %cmp1589
  br i1 %publish, label %then1590, label %endif1591

endif1570:                                        ; preds = %then1686, %repeat.exit1601, %endif1565
  %v1697 = load i32, ptr addrspace(3) @scan.shared.3, align 8
  %v1698 = load float, ptr addrspace(3) @scan.shared.4, align 8
  %cmp1699 = icmp ne i32 %v1697, 0
  %take = and i1 %cmp5581, %cmp1699
  %sel1703 = select i1 %take, float %v1698, float 0.000000e+00
  %v1704 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 4), align 4
  %v1705 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 4), align 4
  %cmp1706 = icmp ne i32 %v1704, 0
  %take1708 = and i1 %cmp5590, %cmp1706
  %fadd1709 = fadd float %v1698, %v1705
  %sel1710 = select i1 %take, float %fadd1709, float %v1705
  %sel1711 = select i1 %take1708, float %sel1710, float %sel1703
  %has1712 = or i1 %take, %take1708
  %v1713 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 8), align 8
  %v1714 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 8), align 8
  %cmp1715 = icmp ne i32 %v1713, 0
  %take1717 = and i1 %cmp5599, %cmp1715
  %fadd1718 = fadd float %v1714, %sel1711
  %sel1719 = select i1 %has1712, float %fadd1718, float %v1714
  %sel1720 = select i1 %take1717, float %sel1719, float %sel1711
  %has1721 = or i1 %has1712, %take1717
  %v1727 = load float, ptr addrspace(3) %p4511, align 4
  %v1733 = load float, ptr addrspace(3) %p4517, align 4
  %v1739 = load float, ptr addrspace(3) %p4523, align 4
  %v1745 = load float, ptr addrspace(3) %p4529, align 4
  %v1751 = load float, ptr addrspace(3) %p4535, align 4
  %v1757 = load float, ptr addrspace(3) %p4541, align 4
  %v1763 = load float, ptr addrspace(3) %p4547, align 4
  %v1769 = load float, ptr addrspace(3) %p4553, align 4
  %fadd1770 = fadd float %v1727, %v1733
  %fadd1771 = fadd float %fadd1770, %v1739
  %fadd1772 = fadd float %fadd1771, %v1745
  %fadd1773 = fadd float %fadd1772, %v1751
  %fadd1774 = fadd float %fadd1773, %v1757
  %fadd1775 = fadd float %fadd1774, %v1763
  %fadd1776 = fadd float %fadd1775, %v1769
  %bits1777 = bitcast float %fadd1776 to i32
  %call1778 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1777, i32 1, i32 0)
  %leaf1779 = bitcast i32 %call1778 to float
  %fadd1781 = fadd float %fadd1776, %leaf1779
  %sel1782 = select i1 %cmp, float %fadd1776, float %fadd1781
  %bits1783 = bitcast float %sel1782 to i32
  %call1784 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1783, i32 2, i32 0)
  %leaf1785 = bitcast i32 %call1784 to float
  %fadd1787 = fadd float %sel1782, %leaf1785
  %sel1788 = select i1 %cmp5669, float %fadd1787, float %sel1782
  %bits1789 = bitcast float %sel1788 to i32
  %call1790 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1789, i32 4, i32 0)
  %leaf1791 = bitcast i32 %call1790 to float
  %fadd1793 = fadd float %sel1788, %leaf1791
  %sel1794 = select i1 %cmp5675, float %fadd1793, float %sel1788
  %bits1795 = bitcast float %sel1794 to i32
  %call1796 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1795, i32 8, i32 0)
  %leaf1797 = bitcast i32 %call1796 to float
  %fadd1799 = fadd float %sel1794, %leaf1797
  %sel1800 = select i1 %cmp5681, float %fadd1799, float %sel1794
  %bits1801 = bitcast float %sel1800 to i32
  %call1802 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1801, i32 16, i32 0)
  %leaf1803 = bitcast i32 %call1802 to float
  %fadd1805 = fadd float %sel1800, %leaf1803
  %sel1806 = select i1 %cmp5687, float %fadd1805, float %sel1800
  %bits1807 = bitcast float %sel1806 to i32
  %call1808 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1807, i32 1, i32 0)
  %leaf1809 = bitcast i32 %call1808 to float
  %fadd1811 = fadd float %sel1720, %leaf1809
  %sel1812 = select i1 %has1721, float %fadd1811, float %leaf1809
  %sel1813 = select i1 %cmp, float %sel1720, float %sel1812
  %has1815 = or i1 %has1721, %later5697
  %fadd1816 = fadd float %v1727, %sel1813
  %sel1817 = select i1 %has1815, float %fadd1816, float %v1727
  store float %sel1817, ptr addrspace(3) %p4511, align 4
  %fadd1823 = fadd float %fadd1770, %sel1813
  %sel1824 = select i1 %has1815, float %fadd1823, float %fadd1770
  store float %sel1824, ptr addrspace(3) %p4517, align 4
  %fadd1830 = fadd float %fadd1771, %sel1813
  %sel1831 = select i1 %has1815, float %fadd1830, float %fadd1771
  store float %sel1831, ptr addrspace(3) %p4523, align 4
  %fadd1837 = fadd float %fadd1772, %sel1813
  %sel1838 = select i1 %has1815, float %fadd1837, float %fadd1772
  store float %sel1838, ptr addrspace(3) %p4529, align 4
  %fadd1844 = fadd float %fadd1773, %sel1813
  %sel1845 = select i1 %has1815, float %fadd1844, float %fadd1773
  store float %sel1845, ptr addrspace(3) %p4535, align 4
  %fadd1851 = fadd float %fadd1774, %sel1813
  %sel1852 = select i1 %has1815, float %fadd1851, float %fadd1774
  store float %sel1852, ptr addrspace(3) %p4541, align 4
  %fadd1858 = fadd float %fadd1775, %sel1813
  %sel1859 = select i1 %has1815, float %fadd1858, float %fadd1775
  store float %sel1859, ptr addrspace(3) %p4547, align 4
  %fadd1865 = fadd float %fadd1776, %sel1813
  %sel1866 = select i1 %has1815, float %fadd1865, float %fadd1776
  store float %sel1866, ptr addrspace(3) %p4553, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %v1877 = load float, ptr addrspace(3) %p1876, align 8
  %v1885 = load float, ptr addrspace(3) %p4625, align 4
  %v1891 = load float, ptr addrspace(3) %p4631, align 4
  %v1897 = load float, ptr addrspace(3) %p4637, align 4
  %v1903 = load float, ptr addrspace(3) %p4643, align 4
  %v1909 = load float, ptr addrspace(3) %p4649, align 4
  %v1915 = load float, ptr addrspace(3) %p4655, align 4
  %v1921 = load float, ptr addrspace(3) %p4661, align 4
  %v1927 = load float, ptr addrspace(3) %p4667, align 4
  %fadd1928 = fadd float %v1885, %v1891
  %fadd1929 = fadd float %fadd1928, %v1897
  %fadd1930 = fadd float %fadd1929, %v1903
  %fadd1931 = fadd float %fadd1930, %v1909
  %fadd1932 = fadd float %fadd1931, %v1915
  %fadd1933 = fadd float %fadd1932, %v1921
  %fadd1934 = fadd float %fadd1933, %v1927
  %bits1935 = bitcast float %fadd1934 to i32
  %call1936 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1935, i32 1, i32 0)
  %leaf1937 = bitcast i32 %call1936 to float
  %fadd1939 = fadd float %fadd1934, %leaf1937
  %sel1940 = select i1 %cmp, float %fadd1934, float %fadd1939
  %bits1941 = bitcast float %sel1940 to i32
  %call1942 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1941, i32 2, i32 0)
  %leaf1943 = bitcast i32 %call1942 to float
  %fadd1945 = fadd float %sel1940, %leaf1943
  %sel1946 = select i1 %cmp5669, float %fadd1945, float %sel1940
  %bits1947 = bitcast float %sel1946 to i32
  %call1948 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1947, i32 4, i32 0)
  %leaf1949 = bitcast i32 %call1948 to float
  %fadd1951 = fadd float %sel1946, %leaf1949
  %sel1952 = select i1 %cmp5675, float %fadd1951, float %sel1946
  %bits1953 = bitcast float %sel1952 to i32
  %call1954 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1953, i32 8, i32 0)
  %leaf1955 = bitcast i32 %call1954 to float
  %fadd1957 = fadd float %sel1952, %leaf1955
  %sel1958 = select i1 %cmp5681, float %fadd1957, float %sel1952
  %bits1959 = bitcast float %sel1958 to i32
  %call1960 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1959, i32 16, i32 0)
  %leaf1961 = bitcast i32 %call1960 to float
  %fadd1963 = fadd float %sel1958, %leaf1961
  %sel1964 = select i1 %cmp5687, float %fadd1963, float %sel1958
  %bits1965 = bitcast float %sel1964 to i32
  %call1966 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1965, i32 1, i32 0)
  %leaf1967 = bitcast i32 %call1966 to float
  %fadd1969 = fadd float %v1877, %leaf1967
  %sel1971 = select i1 %cmp, float %v1877, float %fadd1969
  %fadd1974 = fadd float %v1885, %sel1971
  store float %fadd1974, ptr addrspace(3) %p4625, align 4
  %fadd1981 = fadd float %fadd1928, %sel1971
  store float %fadd1981, ptr addrspace(3) %p4631, align 4
  %fadd1988 = fadd float %fadd1929, %sel1971
  store float %fadd1988, ptr addrspace(3) %p4637, align 4
  %fadd1995 = fadd float %fadd1930, %sel1971
  store float %fadd1995, ptr addrspace(3) %p4643, align 4
  %fadd2002 = fadd float %fadd1931, %sel1971
  store float %fadd2002, ptr addrspace(3) %p4649, align 4
  %fadd2009 = fadd float %fadd1932, %sel1971
  store float %fadd2009, ptr addrspace(3) %p4655, align 4
  %fadd2016 = fadd float %fadd1933, %sel1971
  store float %fadd2016, ptr addrspace(3) %p4661, align 4
  %fadd2023 = fadd float %fadd1934, %sel1971
  store float %fadd2023, ptr addrspace(3) %p4667, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %v2035 = load float, ptr addrspace(3) %p2034, align 8
  %v2043 = load float, ptr addrspace(3) %p4741, align 4
  %v2049 = load float, ptr addrspace(3) %p4747, align 4
  %v2055 = load float, ptr addrspace(3) %p4753, align 4
  %v2061 = load float, ptr addrspace(3) %p4759, align 4
  %v2067 = load float, ptr addrspace(3) %p4765, align 4
  %v2073 = load float, ptr addrspace(3) %p4771, align 4
  %v2079 = load float, ptr addrspace(3) %p4777, align 4
  %v2085 = load float, ptr addrspace(3) %p4783, align 4
  %fadd2086 = fadd float %v2043, %v2049
  %fadd2087 = fadd float %fadd2086, %v2055
  %fadd2088 = fadd float %fadd2087, %v2061
  %fadd2089 = fadd float %fadd2088, %v2067
  %fadd2090 = fadd float %fadd2089, %v2073
  %fadd2091 = fadd float %fadd2090, %v2079
  %fadd2092 = fadd float %fadd2091, %v2085
  %bits2093 = bitcast float %fadd2092 to i32
  %call2094 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2093, i32 1, i32 0)
  %leaf2095 = bitcast i32 %call2094 to float
  %fadd2097 = fadd float %fadd2092, %leaf2095
  %sel2098 = select i1 %cmp, float %fadd2092, float %fadd2097
  %bits2099 = bitcast float %sel2098 to i32
  %call2100 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2099, i32 2, i32 0)
  %leaf2101 = bitcast i32 %call2100 to float
  %fadd2103 = fadd float %sel2098, %leaf2101
  %sel2104 = select i1 %cmp5669, float %fadd2103, float %sel2098
  %bits2105 = bitcast float %sel2104 to i32
  %call2106 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2105, i32 4, i32 0)
  %leaf2107 = bitcast i32 %call2106 to float
  %fadd2109 = fadd float %sel2104, %leaf2107
  %sel2110 = select i1 %cmp5675, float %fadd2109, float %sel2104
  %bits2111 = bitcast float %sel2110 to i32
  %call2112 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2111, i32 8, i32 0)
  %leaf2113 = bitcast i32 %call2112 to float
  %fadd2115 = fadd float %sel2110, %leaf2113
  %sel2116 = select i1 %cmp5681, float %fadd2115, float %sel2110
  %bits2117 = bitcast float %sel2116 to i32
  %call2118 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2117, i32 16, i32 0)
  %leaf2119 = bitcast i32 %call2118 to float
  %fadd2121 = fadd float %sel2116, %leaf2119
  %sel2122 = select i1 %cmp5687, float %fadd2121, float %sel2116
  %bits2123 = bitcast float %sel2122 to i32
  %call2124 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2123, i32 1, i32 0)
  %leaf2125 = bitcast i32 %call2124 to float
  %fadd2127 = fadd float %v2035, %leaf2125
  %sel2129 = select i1 %cmp, float %v2035, float %fadd2127
  %fadd2132 = fadd float %v2043, %sel2129
  store float %fadd2132, ptr addrspace(3) %p4741, align 4
  %fadd2139 = fadd float %fadd2086, %sel2129
  store float %fadd2139, ptr addrspace(3) %p4747, align 4
  %fadd2146 = fadd float %fadd2087, %sel2129
  store float %fadd2146, ptr addrspace(3) %p4753, align 4
  %fadd2153 = fadd float %fadd2088, %sel2129
  store float %fadd2153, ptr addrspace(3) %p4759, align 4
  %fadd2160 = fadd float %fadd2089, %sel2129
  store float %fadd2160, ptr addrspace(3) %p4765, align 4
  %fadd2167 = fadd float %fadd2090, %sel2129
  store float %fadd2167, ptr addrspace(3) %p4771, align 4
  %fadd2174 = fadd float %fadd2091, %sel2129
  store float %fadd2174, ptr addrspace(3) %p4777, align 4
  %fadd2181 = fadd float %fadd2092, %sel2129
  store float %fadd2181, ptr addrspace(3) %p4783, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %v2193 = load float, ptr addrspace(3) %p2192, align 8
  %v2201 = load float, ptr addrspace(3) %p4857, align 4
  %v2207 = load float, ptr addrspace(3) %p4863, align 4
  %v2213 = load float, ptr addrspace(3) %p4869, align 4
  %v2219 = load float, ptr addrspace(3) %p4875, align 4
  %v2225 = load float, ptr addrspace(3) %p4881, align 4
  %v2231 = load float, ptr addrspace(3) %p4887, align 4
  %v2237 = load float, ptr addrspace(3) %p4893, align 4
  %v2243 = load float, ptr addrspace(3) %p4899, align 4
  %fadd2244 = fadd float %v2201, %v2207
  %fadd2245 = fadd float %fadd2244, %v2213
  %fadd2246 = fadd float %fadd2245, %v2219
  %fadd2247 = fadd float %fadd2246, %v2225
  %fadd2248 = fadd float %fadd2247, %v2231
  %fadd2249 = fadd float %fadd2248, %v2237
  %fadd2250 = fadd float %fadd2249, %v2243
  %bits2251 = bitcast float %fadd2250 to i32
  %call2252 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2251, i32 1, i32 0)
  %leaf2253 = bitcast i32 %call2252 to float
  %fadd2255 = fadd float %fadd2250, %leaf2253
  %sel2256 = select i1 %cmp, float %fadd2250, float %fadd2255
  %bits2257 = bitcast float %sel2256 to i32
  %call2258 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2257, i32 2, i32 0)
  %leaf2259 = bitcast i32 %call2258 to float
  %fadd2261 = fadd float %sel2256, %leaf2259
  %sel2262 = select i1 %cmp5669, float %fadd2261, float %sel2256
  %bits2263 = bitcast float %sel2262 to i32
  %call2264 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2263, i32 4, i32 0)
  %leaf2265 = bitcast i32 %call2264 to float
  %fadd2267 = fadd float %sel2262, %leaf2265
  %sel2268 = select i1 %cmp5675, float %fadd2267, float %sel2262
  %bits2269 = bitcast float %sel2268 to i32
  %call2270 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2269, i32 8, i32 0)
  %leaf2271 = bitcast i32 %call2270 to float
  %fadd2273 = fadd float %sel2268, %leaf2271
  %sel2274 = select i1 %cmp5681, float %fadd2273, float %sel2268
  %bits2275 = bitcast float %sel2274 to i32
  %call2276 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2275, i32 16, i32 0)
  %leaf2277 = bitcast i32 %call2276 to float
  %fadd2279 = fadd float %sel2274, %leaf2277
  %sel2280 = select i1 %cmp5687, float %fadd2279, float %sel2274
  %bits2281 = bitcast float %sel2280 to i32
  %call2282 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2281, i32 1, i32 0)
  %leaf2283 = bitcast i32 %call2282 to float
  %fadd2285 = fadd float %v2193, %leaf2283
  %sel2287 = select i1 %cmp, float %v2193, float %fadd2285
  %fadd2290 = fadd float %v2201, %sel2287
  store float %fadd2290, ptr addrspace(3) %p4857, align 4
  %fadd2297 = fadd float %fadd2244, %sel2287
  store float %fadd2297, ptr addrspace(3) %p4863, align 4
  %fadd2304 = fadd float %fadd2245, %sel2287
  store float %fadd2304, ptr addrspace(3) %p4869, align 4
  %fadd2311 = fadd float %fadd2246, %sel2287
  store float %fadd2311, ptr addrspace(3) %p4875, align 4
  %fadd2318 = fadd float %fadd2247, %sel2287
  store float %fadd2318, ptr addrspace(3) %p4881, align 4
  %fadd2325 = fadd float %fadd2248, %sel2287
  store float %fadd2325, ptr addrspace(3) %p4887, align 4
  %fadd2332 = fadd float %fadd2249, %sel2287
  store float %fadd2332, ptr addrspace(3) %p4893, align 4
  %fadd2339 = fadd float %fadd2250, %sel2287
  store float %fadd2339, ptr addrspace(3) %p4899, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %v2351 = load float, ptr addrspace(3) %p2350, align 8
  %v2359 = load float, ptr addrspace(3) %p4973, align 4
  %v2365 = load float, ptr addrspace(3) %p4979, align 4
  %v2371 = load float, ptr addrspace(3) %p4985, align 4
  %v2377 = load float, ptr addrspace(3) %p4991, align 4
  %v2383 = load float, ptr addrspace(3) %p4997, align 4
  %v2389 = load float, ptr addrspace(3) %p5003, align 4
  %v2395 = load float, ptr addrspace(3) %p5009, align 4
  %v2401 = load float, ptr addrspace(3) %p5015, align 4
  %fadd2402 = fadd float %v2359, %v2365
  %fadd2403 = fadd float %fadd2402, %v2371
  %fadd2404 = fadd float %fadd2403, %v2377
  %fadd2405 = fadd float %fadd2404, %v2383
  %fadd2406 = fadd float %fadd2405, %v2389
  %fadd2407 = fadd float %fadd2406, %v2395
  %fadd2408 = fadd float %fadd2407, %v2401
  %bits2409 = bitcast float %fadd2408 to i32
  %call2410 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2409, i32 1, i32 0)
  %leaf2411 = bitcast i32 %call2410 to float
  %fadd2413 = fadd float %fadd2408, %leaf2411
  %sel2414 = select i1 %cmp, float %fadd2408, float %fadd2413
  %bits2415 = bitcast float %sel2414 to i32
  %call2416 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2415, i32 2, i32 0)
  %leaf2417 = bitcast i32 %call2416 to float
  %fadd2419 = fadd float %sel2414, %leaf2417
  %sel2420 = select i1 %cmp5669, float %fadd2419, float %sel2414
  %bits2421 = bitcast float %sel2420 to i32
  %call2422 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2421, i32 4, i32 0)
  %leaf2423 = bitcast i32 %call2422 to float
  %fadd2425 = fadd float %sel2420, %leaf2423
  %sel2426 = select i1 %cmp5675, float %fadd2425, float %sel2420
  %bits2427 = bitcast float %sel2426 to i32
  %call2428 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2427, i32 8, i32 0)
  %leaf2429 = bitcast i32 %call2428 to float
  %fadd2431 = fadd float %sel2426, %leaf2429
  %sel2432 = select i1 %cmp5681, float %fadd2431, float %sel2426
  %bits2433 = bitcast float %sel2432 to i32
  %call2434 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2433, i32 16, i32 0)
  %leaf2435 = bitcast i32 %call2434 to float
  %fadd2437 = fadd float %sel2432, %leaf2435
  %sel2438 = select i1 %cmp5687, float %fadd2437, float %sel2432
  %bits2439 = bitcast float %sel2438 to i32
  %call2440 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2439, i32 1, i32 0)
  %leaf2441 = bitcast i32 %call2440 to float
  %fadd2443 = fadd float %v2351, %leaf2441
  %sel2445 = select i1 %cmp, float %v2351, float %fadd2443
  %fadd2448 = fadd float %v2359, %sel2445
  store float %fadd2448, ptr addrspace(3) %p4973, align 4
  %fadd2455 = fadd float %fadd2402, %sel2445
  store float %fadd2455, ptr addrspace(3) %p4979, align 4
  %fadd2462 = fadd float %fadd2403, %sel2445
  store float %fadd2462, ptr addrspace(3) %p4985, align 4
  %fadd2469 = fadd float %fadd2404, %sel2445
  store float %fadd2469, ptr addrspace(3) %p4991, align 4
  %fadd2476 = fadd float %fadd2405, %sel2445
  store float %fadd2476, ptr addrspace(3) %p4997, align 4
  %fadd2483 = fadd float %fadd2406, %sel2445
  store float %fadd2483, ptr addrspace(3) %p5003, align 4
  %fadd2490 = fadd float %fadd2407, %sel2445
  store float %fadd2490, ptr addrspace(3) %p5009, align 4
  %fadd2497 = fadd float %fadd2408, %sel2445
  store float %fadd2497, ptr addrspace(3) %p5015, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %v2509 = load float, ptr addrspace(3) %p2508, align 8
  %v2517 = load float, ptr addrspace(3) %p5089, align 4
  %v2523 = load float, ptr addrspace(3) %p5095, align 4
  %v2529 = load float, ptr addrspace(3) %p5101, align 4
  %v2535 = load float, ptr addrspace(3) %p5107, align 4
  %v2541 = load float, ptr addrspace(3) %p5113, align 4
  %v2547 = load float, ptr addrspace(3) %p5119, align 4
  %v2553 = load float, ptr addrspace(3) %p5125, align 4
  %v2559 = load float, ptr addrspace(3) %p5131, align 4
  %fadd2560 = fadd float %v2517, %v2523
  %fadd2561 = fadd float %fadd2560, %v2529
  %fadd2562 = fadd float %fadd2561, %v2535
  %fadd2563 = fadd float %fadd2562, %v2541
  %fadd2564 = fadd float %fadd2563, %v2547
  %fadd2565 = fadd float %fadd2564, %v2553
  %fadd2566 = fadd float %fadd2565, %v2559
  %bits2567 = bitcast float %fadd2566 to i32
  %call2568 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2567, i32 1, i32 0)
  %leaf2569 = bitcast i32 %call2568 to float
  %fadd2571 = fadd float %fadd2566, %leaf2569
  %sel2572 = select i1 %cmp, float %fadd2566, float %fadd2571
  %bits2573 = bitcast float %sel2572 to i32
  %call2574 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2573, i32 2, i32 0)
  %leaf2575 = bitcast i32 %call2574 to float
  %fadd2577 = fadd float %sel2572, %leaf2575
  %sel2578 = select i1 %cmp5669, float %fadd2577, float %sel2572
  %bits2579 = bitcast float %sel2578 to i32
  %call2580 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2579, i32 4, i32 0)
  %leaf2581 = bitcast i32 %call2580 to float
  %fadd2583 = fadd float %sel2578, %leaf2581
  %sel2584 = select i1 %cmp5675, float %fadd2583, float %sel2578
  %bits2585 = bitcast float %sel2584 to i32
  %call2586 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2585, i32 8, i32 0)
  %leaf2587 = bitcast i32 %call2586 to float
  %fadd2589 = fadd float %sel2584, %leaf2587
  %sel2590 = select i1 %cmp5681, float %fadd2589, float %sel2584
  %bits2591 = bitcast float %sel2590 to i32
  %call2592 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2591, i32 16, i32 0)
  %leaf2593 = bitcast i32 %call2592 to float
  %fadd2595 = fadd float %sel2590, %leaf2593
  %sel2596 = select i1 %cmp5687, float %fadd2595, float %sel2590
  %bits2597 = bitcast float %sel2596 to i32
  %call2598 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2597, i32 1, i32 0)
  %leaf2599 = bitcast i32 %call2598 to float
  %fadd2601 = fadd float %v2509, %leaf2599
  %sel2603 = select i1 %cmp, float %v2509, float %fadd2601
  %fadd2606 = fadd float %v2517, %sel2603
  store float %fadd2606, ptr addrspace(3) %p5089, align 4
  %fadd2613 = fadd float %fadd2560, %sel2603
  store float %fadd2613, ptr addrspace(3) %p5095, align 4
  %fadd2620 = fadd float %fadd2561, %sel2603
  store float %fadd2620, ptr addrspace(3) %p5101, align 4
  %fadd2627 = fadd float %fadd2562, %sel2603
  store float %fadd2627, ptr addrspace(3) %p5107, align 4
  %fadd2634 = fadd float %fadd2563, %sel2603
  store float %fadd2634, ptr addrspace(3) %p5113, align 4
  %fadd2641 = fadd float %fadd2564, %sel2603
  store float %fadd2641, ptr addrspace(3) %p5119, align 4
  %fadd2648 = fadd float %fadd2565, %sel2603
  store float %fadd2648, ptr addrspace(3) %p5125, align 4
  %fadd2655 = fadd float %fadd2566, %sel2603
  store float %fadd2655, ptr addrspace(3) %p5131, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %v2667 = load float, ptr addrspace(3) %p2666, align 8
  %v2675 = load float, ptr addrspace(3) %p5205, align 4
  %v2681 = load float, ptr addrspace(3) %p5211, align 4
  %v2687 = load float, ptr addrspace(3) %p5217, align 4
  %v2693 = load float, ptr addrspace(3) %p5223, align 4
  %v2699 = load float, ptr addrspace(3) %p5229, align 4
  %v2705 = load float, ptr addrspace(3) %p5235, align 4
  %v2711 = load float, ptr addrspace(3) %p5241, align 4
  %v2717 = load float, ptr addrspace(3) %p5247, align 4
  %fadd2718 = fadd float %v2675, %v2681
  %fadd2719 = fadd float %fadd2718, %v2687
  %fadd2720 = fadd float %fadd2719, %v2693
  %fadd2721 = fadd float %fadd2720, %v2699
  %fadd2722 = fadd float %fadd2721, %v2705
  %fadd2723 = fadd float %fadd2722, %v2711
  %fadd2724 = fadd float %fadd2723, %v2717
  %bits2725 = bitcast float %fadd2724 to i32
  %call2726 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2725, i32 1, i32 0)
  %leaf2727 = bitcast i32 %call2726 to float
  %fadd2729 = fadd float %fadd2724, %leaf2727
  %sel2730 = select i1 %cmp, float %fadd2724, float %fadd2729
  %bits2731 = bitcast float %sel2730 to i32
  %call2732 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2731, i32 2, i32 0)
  %leaf2733 = bitcast i32 %call2732 to float
  %fadd2735 = fadd float %sel2730, %leaf2733
  %sel2736 = select i1 %cmp5669, float %fadd2735, float %sel2730
  %bits2737 = bitcast float %sel2736 to i32
  %call2738 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2737, i32 4, i32 0)
  %leaf2739 = bitcast i32 %call2738 to float
  %fadd2741 = fadd float %sel2736, %leaf2739
  %sel2742 = select i1 %cmp5675, float %fadd2741, float %sel2736
  %bits2743 = bitcast float %sel2742 to i32
  %call2744 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2743, i32 8, i32 0)
  %leaf2745 = bitcast i32 %call2744 to float
  %fadd2747 = fadd float %sel2742, %leaf2745
  %sel2748 = select i1 %cmp5681, float %fadd2747, float %sel2742
  %bits2749 = bitcast float %sel2748 to i32
  %call2750 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2749, i32 16, i32 0)
  %leaf2751 = bitcast i32 %call2750 to float
  %fadd2753 = fadd float %sel2748, %leaf2751
  %sel2754 = select i1 %cmp5687, float %fadd2753, float %sel2748
  %bits2755 = bitcast float %sel2754 to i32
  %call2756 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2755, i32 1, i32 0)
  %leaf2757 = bitcast i32 %call2756 to float
  %fadd2759 = fadd float %v2667, %leaf2757
  %sel2761 = select i1 %cmp, float %v2667, float %fadd2759
  %fadd2764 = fadd float %v2675, %sel2761
  store float %fadd2764, ptr addrspace(3) %p5205, align 4
  %fadd2771 = fadd float %fadd2718, %sel2761
  store float %fadd2771, ptr addrspace(3) %p5211, align 4
  %fadd2778 = fadd float %fadd2719, %sel2761
  store float %fadd2778, ptr addrspace(3) %p5217, align 4
  %fadd2785 = fadd float %fadd2720, %sel2761
  store float %fadd2785, ptr addrspace(3) %p5223, align 4
  %fadd2792 = fadd float %fadd2721, %sel2761
  store float %fadd2792, ptr addrspace(3) %p5229, align 4
  %fadd2799 = fadd float %fadd2722, %sel2761
  store float %fadd2799, ptr addrspace(3) %p5235, align 4
  %fadd2806 = fadd float %fadd2723, %sel2761
  store float %fadd2806, ptr addrspace(3) %p5241, align 4
  %fadd2813 = fadd float %fadd2724, %sel2761
  store float %fadd2813, ptr addrspace(3) %p5247, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %v2825 = load float, ptr addrspace(3) %p2824, align 8
  %v2833 = load float, ptr addrspace(3) %p5321, align 4
  %v2839 = load float, ptr addrspace(3) %p5327, align 4
  %v2845 = load float, ptr addrspace(3) %p5333, align 4
  %v2851 = load float, ptr addrspace(3) %p5339, align 4
  %v2857 = load float, ptr addrspace(3) %p5345, align 4
  %v2863 = load float, ptr addrspace(3) %p5351, align 4
  %v2869 = load float, ptr addrspace(3) %p5357, align 4
  %v2875 = load float, ptr addrspace(3) %p5363, align 4
  %fadd2876 = fadd float %v2833, %v2839
  %fadd2877 = fadd float %fadd2876, %v2845
  %fadd2878 = fadd float %fadd2877, %v2851
  %fadd2879 = fadd float %fadd2878, %v2857
  %fadd2880 = fadd float %fadd2879, %v2863
  %fadd2881 = fadd float %fadd2880, %v2869
  %fadd2882 = fadd float %fadd2881, %v2875
  %bits2883 = bitcast float %fadd2882 to i32
  %call2884 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2883, i32 1, i32 0)
  %leaf2885 = bitcast i32 %call2884 to float
  %fadd2887 = fadd float %fadd2882, %leaf2885
  %sel2888 = select i1 %cmp, float %fadd2882, float %fadd2887
  %bits2889 = bitcast float %sel2888 to i32
  %call2890 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2889, i32 2, i32 0)
  %leaf2891 = bitcast i32 %call2890 to float
  %fadd2893 = fadd float %sel2888, %leaf2891
  %sel2894 = select i1 %cmp5669, float %fadd2893, float %sel2888
  %bits2895 = bitcast float %sel2894 to i32
  %call2896 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2895, i32 4, i32 0)
  %leaf2897 = bitcast i32 %call2896 to float
  %fadd2899 = fadd float %sel2894, %leaf2897
  %sel2900 = select i1 %cmp5675, float %fadd2899, float %sel2894
  %bits2901 = bitcast float %sel2900 to i32
  %call2902 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2901, i32 8, i32 0)
  %leaf2903 = bitcast i32 %call2902 to float
  %fadd2905 = fadd float %sel2900, %leaf2903
  %sel2906 = select i1 %cmp5681, float %fadd2905, float %sel2900
  %bits2907 = bitcast float %sel2906 to i32
  %call2908 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2907, i32 16, i32 0)
  %leaf2909 = bitcast i32 %call2908 to float
  %fadd2911 = fadd float %sel2906, %leaf2909
  %sel2912 = select i1 %cmp5687, float %fadd2911, float %sel2906
  %bits2913 = bitcast float %sel2912 to i32
  %call2914 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits2913, i32 1, i32 0)
  %leaf2915 = bitcast i32 %call2914 to float
  %fadd2917 = fadd float %v2825, %leaf2915
  %sel2919 = select i1 %cmp, float %v2825, float %fadd2917
  %fadd2922 = fadd float %v2833, %sel2919
  store float %fadd2922, ptr addrspace(3) %p5321, align 4
  %fadd2929 = fadd float %fadd2876, %sel2919
  store float %fadd2929, ptr addrspace(3) %p5327, align 4
  %fadd2936 = fadd float %fadd2877, %sel2919
  store float %fadd2936, ptr addrspace(3) %p5333, align 4
  %fadd2943 = fadd float %fadd2878, %sel2919
  store float %fadd2943, ptr addrspace(3) %p5339, align 4
  %fadd2950 = fadd float %fadd2879, %sel2919
  store float %fadd2950, ptr addrspace(3) %p5345, align 4
  %fadd2957 = fadd float %fadd2880, %sel2919
  store float %fadd2957, ptr addrspace(3) %p5351, align 4
  %fadd2964 = fadd float %fadd2881, %sel2919
  store float %fadd2964, ptr addrspace(3) %p5357, align 4
  %fadd2971 = fadd float %fadd2882, %sel2919
  store float %fadd2971, ptr addrspace(3) %p5363, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  tail call void @llvm.nvvm.barrier0()
  %v2986 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 16), align 8
  %v2987 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 16), align 8
  %cmp2988.not = icmp eq i32 %v2986, 0
  %v3001 = load float, ptr addrspace(3) %p4348, align 4
  %fadd3002 = fadd float %v2987, %v3001
  %sel3003 = select i1 %cmp2988.not, float %v3001, float %fadd3002
  %p3010 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add41
  store float %sel3003, ptr addrspace(1) %p3010, align 4
  %v3014 = load float, ptr addrspace(3) %p4350, align 4
  %fadd3015 = fadd float %v2987, %v3014
  %sel3016 = select i1 %cmp2988.not, float %v3014, float %fadd3015
  %p3023 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add47
  store float %sel3016, ptr addrspace(1) %p3023, align 4
  %v3027 = load float, ptr addrspace(3) %p4352, align 4
  %fadd3028 = fadd float %v2987, %v3027
  %sel3029 = select i1 %cmp2988.not, float %v3027, float %fadd3028
  %p3036 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add54
  store float %sel3029, ptr addrspace(1) %p3036, align 4
  %v3040 = load float, ptr addrspace(3) %p4354, align 4
  %fadd3041 = fadd float %v2987, %v3040
  %sel3042 = select i1 %cmp2988.not, float %v3040, float %fadd3041
  %p3049 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add61
  store float %sel3042, ptr addrspace(1) %p3049, align 4
  %v3053 = load float, ptr addrspace(3) %p4356, align 4
  %fadd3054 = fadd float %v2987, %v3053
  %sel3055 = select i1 %cmp2988.not, float %v3053, float %fadd3054
  %p3062 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add68
  store float %sel3055, ptr addrspace(1) %p3062, align 4
  %v3066 = load float, ptr addrspace(3) %p4358, align 4
  %fadd3067 = fadd float %v2987, %v3066
  %sel3068 = select i1 %cmp2988.not, float %v3066, float %fadd3067
  %p3075 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add75
  store float %sel3068, ptr addrspace(1) %p3075, align 4
  %v3079 = load float, ptr addrspace(3) %p4360, align 4
  %fadd3080 = fadd float %v2987, %v3079
  %sel3081 = select i1 %cmp2988.not, float %v3079, float %fadd3080
  %p3088 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add82
  store float %sel3081, ptr addrspace(1) %p3088, align 4
  %v3092 = load float, ptr addrspace(3) %p4362, align 4
  %fadd3093 = fadd float %v2987, %v3092
  %sel3094 = select i1 %cmp2988.not, float %v3092, float %fadd3093
  %p3101 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add89
  store float %sel3094, ptr addrspace(1) %p3101, align 4
  %v3105 = load float, ptr addrspace(3) %p4364, align 4
  %fadd3106 = fadd float %v2987, %v3105
  %sel3107 = select i1 %cmp2988.not, float %v3105, float %fadd3106
  %p3114 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add96
  store float %sel3107, ptr addrspace(1) %p3114, align 4
  %v3118 = load float, ptr addrspace(3) %p4366, align 4
  %fadd3119 = fadd float %v2987, %v3118
  %sel3120 = select i1 %cmp2988.not, float %v3118, float %fadd3119
  %p3127 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add103
  store float %sel3120, ptr addrspace(1) %p3127, align 4
  %v3131 = load float, ptr addrspace(3) %p4368, align 4
  %fadd3132 = fadd float %v2987, %v3131
  %sel3133 = select i1 %cmp2988.not, float %v3131, float %fadd3132
  %p3140 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add110
  store float %sel3133, ptr addrspace(1) %p3140, align 4
  %v3144 = load float, ptr addrspace(3) %p4370, align 4
  %fadd3145 = fadd float %v2987, %v3144
  %sel3146 = select i1 %cmp2988.not, float %v3144, float %fadd3145
  %p3153 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add117
  store float %sel3146, ptr addrspace(1) %p3153, align 4
  %v3157 = load float, ptr addrspace(3) %p4372, align 4
  %fadd3158 = fadd float %v2987, %v3157
  %sel3159 = select i1 %cmp2988.not, float %v3157, float %fadd3158
  %p3166 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add124
  store float %sel3159, ptr addrspace(1) %p3166, align 4
  %v3170 = load float, ptr addrspace(3) %p4374, align 4
  %fadd3171 = fadd float %v2987, %v3170
  %sel3172 = select i1 %cmp2988.not, float %v3170, float %fadd3171
  %p3179 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add131
  store float %sel3172, ptr addrspace(1) %p3179, align 4
  %v3183 = load float, ptr addrspace(3) %p4376, align 4
  %fadd3184 = fadd float %v2987, %v3183
  %sel3185 = select i1 %cmp2988.not, float %v3183, float %fadd3184
  %p3192 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add138
  store float %sel3185, ptr addrspace(1) %p3192, align 4
  %v3196 = load float, ptr addrspace(3) %p4378, align 4
  %fadd3197 = fadd float %v2987, %v3196
  %sel3198 = select i1 %cmp2988.not, float %v3196, float %fadd3197
  %p3205 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add145
  store float %sel3198, ptr addrspace(1) %p3205, align 4
  %v3209 = load float, ptr addrspace(3) %p4380, align 4
  %fadd3210 = fadd float %v2987, %v3209
  %sel3211 = select i1 %cmp2988.not, float %v3209, float %fadd3210
  %p3218 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add152
  store float %sel3211, ptr addrspace(1) %p3218, align 4
  %v3222 = load float, ptr addrspace(3) %p4382, align 4
  %fadd3223 = fadd float %v2987, %v3222
  %sel3224 = select i1 %cmp2988.not, float %v3222, float %fadd3223
  %p3231 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add159
  store float %sel3224, ptr addrspace(1) %p3231, align 4
  %v3235 = load float, ptr addrspace(3) %p4384, align 4
  %fadd3236 = fadd float %v2987, %v3235
  %sel3237 = select i1 %cmp2988.not, float %v3235, float %fadd3236
  %p3244 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add166
  store float %sel3237, ptr addrspace(1) %p3244, align 4
  %v3248 = load float, ptr addrspace(3) %p4386, align 4
  %fadd3249 = fadd float %v2987, %v3248
  %sel3250 = select i1 %cmp2988.not, float %v3248, float %fadd3249
  %p3257 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add173
  store float %sel3250, ptr addrspace(1) %p3257, align 4
  %v3261 = load float, ptr addrspace(3) %p4388, align 4
  %fadd3262 = fadd float %v2987, %v3261
  %sel3263 = select i1 %cmp2988.not, float %v3261, float %fadd3262
  %p3270 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add180
  store float %sel3263, ptr addrspace(1) %p3270, align 4
  %v3274 = load float, ptr addrspace(3) %p4390, align 4
  %fadd3275 = fadd float %v2987, %v3274
  %sel3276 = select i1 %cmp2988.not, float %v3274, float %fadd3275
  %p3283 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add187
  store float %sel3276, ptr addrspace(1) %p3283, align 4
  %v3287 = load float, ptr addrspace(3) %p4392, align 4
  %fadd3288 = fadd float %v2987, %v3287
  %sel3289 = select i1 %cmp2988.not, float %v3287, float %fadd3288
  %p3296 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add194
  store float %sel3289, ptr addrspace(1) %p3296, align 4
  %v3300 = load float, ptr addrspace(3) %p4394, align 4
  %fadd3301 = fadd float %v2987, %v3300
  %sel3302 = select i1 %cmp2988.not, float %v3300, float %fadd3301
  %p3309 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add201
  store float %sel3302, ptr addrspace(1) %p3309, align 4
  %v3313 = load float, ptr addrspace(3) %p4396, align 4
  %fadd3314 = fadd float %v2987, %v3313
  %sel3315 = select i1 %cmp2988.not, float %v3313, float %fadd3314
  %p3322 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add208
  store float %sel3315, ptr addrspace(1) %p3322, align 4
  %v3326 = load float, ptr addrspace(3) %p4398, align 4
  %fadd3327 = fadd float %v2987, %v3326
  %sel3328 = select i1 %cmp2988.not, float %v3326, float %fadd3327
  %p3335 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add215
  store float %sel3328, ptr addrspace(1) %p3335, align 4
  %v3339 = load float, ptr addrspace(3) %p4400, align 4
  %fadd3340 = fadd float %v2987, %v3339
  %sel3341 = select i1 %cmp2988.not, float %v3339, float %fadd3340
  %p3348 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add222
  store float %sel3341, ptr addrspace(1) %p3348, align 4
  %v3352 = load float, ptr addrspace(3) %p4402, align 4
  %fadd3353 = fadd float %v2987, %v3352
  %sel3354 = select i1 %cmp2988.not, float %v3352, float %fadd3353
  %p3361 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add229
  store float %sel3354, ptr addrspace(1) %p3361, align 4
  %v3365 = load float, ptr addrspace(3) %p4404, align 4
  %fadd3366 = fadd float %v2987, %v3365
  %sel3367 = select i1 %cmp2988.not, float %v3365, float %fadd3366
  %p3374 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add236
  store float %sel3367, ptr addrspace(1) %p3374, align 4
  %v3378 = load float, ptr addrspace(3) %p4406, align 4
  %fadd3379 = fadd float %v2987, %v3378
  %sel3380 = select i1 %cmp2988.not, float %v3378, float %fadd3379
  %p3387 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add243
  store float %sel3380, ptr addrspace(1) %p3387, align 4
  %v3391 = load float, ptr addrspace(3) %p4408, align 4
  %fadd3392 = fadd float %v2987, %v3391
  %sel3393 = select i1 %cmp2988.not, float %v3391, float %fadd3392
  %p3400 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add250
  store float %sel3393, ptr addrspace(1) %p3400, align 4
  %v3404 = load float, ptr addrspace(3) %p4410, align 4
  %fadd3405 = fadd float %v2987, %v3404
  %sel3406 = select i1 %cmp2988.not, float %v3404, float %fadd3405
  %p3413 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add257
  store float %sel3406, ptr addrspace(1) %p3413, align 4
  %v3417 = load float, ptr addrspace(3) %p4412, align 4
  %fadd3418 = fadd float %v2987, %v3417
  %sel3419 = select i1 %cmp2988.not, float %v3417, float %fadd3418
  %p3426 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add264
  store float %sel3419, ptr addrspace(1) %p3426, align 4
  %v3430 = load float, ptr addrspace(3) %p4414, align 4
  %fadd3431 = fadd float %v2987, %v3430
  %sel3432 = select i1 %cmp2988.not, float %v3430, float %fadd3431
  %p3439 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add271
  store float %sel3432, ptr addrspace(1) %p3439, align 4
  %v3443 = load float, ptr addrspace(3) %p4416, align 4
  %fadd3444 = fadd float %v2987, %v3443
  %sel3445 = select i1 %cmp2988.not, float %v3443, float %fadd3444
  %p3452 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add278
  store float %sel3445, ptr addrspace(1) %p3452, align 4
  %v3456 = load float, ptr addrspace(3) %p4418, align 4
  %fadd3457 = fadd float %v2987, %v3456
  %sel3458 = select i1 %cmp2988.not, float %v3456, float %fadd3457
  %p3465 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add285
  store float %sel3458, ptr addrspace(1) %p3465, align 4
  %v3469 = load float, ptr addrspace(3) %p4420, align 4
  %fadd3470 = fadd float %v2987, %v3469
  %sel3471 = select i1 %cmp2988.not, float %v3469, float %fadd3470
  %p3478 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add292
  store float %sel3471, ptr addrspace(1) %p3478, align 4
  %v3482 = load float, ptr addrspace(3) %p4422, align 4
  %fadd3483 = fadd float %v2987, %v3482
  %sel3484 = select i1 %cmp2988.not, float %v3482, float %fadd3483
  %p3491 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add299
  store float %sel3484, ptr addrspace(1) %p3491, align 4
  %v3495 = load float, ptr addrspace(3) %p4424, align 4
  %fadd3496 = fadd float %v2987, %v3495
  %sel3497 = select i1 %cmp2988.not, float %v3495, float %fadd3496
  %p3504 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add306
  store float %sel3497, ptr addrspace(1) %p3504, align 4
  %v3508 = load float, ptr addrspace(3) %p4426, align 4
  %fadd3509 = fadd float %v2987, %v3508
  %sel3510 = select i1 %cmp2988.not, float %v3508, float %fadd3509
  %p3517 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add313
  store float %sel3510, ptr addrspace(1) %p3517, align 4
  %v3521 = load float, ptr addrspace(3) %p4428, align 4
  %fadd3522 = fadd float %v2987, %v3521
  %sel3523 = select i1 %cmp2988.not, float %v3521, float %fadd3522
  %p3530 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add320
  store float %sel3523, ptr addrspace(1) %p3530, align 4
  %v3534 = load float, ptr addrspace(3) %p4430, align 4
  %fadd3535 = fadd float %v2987, %v3534
  %sel3536 = select i1 %cmp2988.not, float %v3534, float %fadd3535
  %p3543 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add327
  store float %sel3536, ptr addrspace(1) %p3543, align 4
  %v3547 = load float, ptr addrspace(3) %p4432, align 4
  %fadd3548 = fadd float %v2987, %v3547
  %sel3549 = select i1 %cmp2988.not, float %v3547, float %fadd3548
  %p3556 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add334
  store float %sel3549, ptr addrspace(1) %p3556, align 4
  %v3560 = load float, ptr addrspace(3) %p4434, align 4
  %fadd3561 = fadd float %v2987, %v3560
  %sel3562 = select i1 %cmp2988.not, float %v3560, float %fadd3561
  %p3569 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add341
  store float %sel3562, ptr addrspace(1) %p3569, align 4
  %v3573 = load float, ptr addrspace(3) %p4436, align 4
  %fadd3574 = fadd float %v2987, %v3573
  %sel3575 = select i1 %cmp2988.not, float %v3573, float %fadd3574
  %p3582 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add348
  store float %sel3575, ptr addrspace(1) %p3582, align 4
  %v3586 = load float, ptr addrspace(3) %p4438, align 4
  %fadd3587 = fadd float %v2987, %v3586
  %sel3588 = select i1 %cmp2988.not, float %v3586, float %fadd3587
  %p3595 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add355
  store float %sel3588, ptr addrspace(1) %p3595, align 4
  %v3599 = load float, ptr addrspace(3) %p4440, align 4
  %fadd3600 = fadd float %v2987, %v3599
  %sel3601 = select i1 %cmp2988.not, float %v3599, float %fadd3600
  %p3608 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add362
  store float %sel3601, ptr addrspace(1) %p3608, align 4
  %v3612 = load float, ptr addrspace(3) %p4442, align 4
  %fadd3613 = fadd float %v2987, %v3612
  %sel3614 = select i1 %cmp2988.not, float %v3612, float %fadd3613
  %p3621 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add369
  store float %sel3614, ptr addrspace(1) %p3621, align 4
  %v3625 = load float, ptr addrspace(3) %p4444, align 4
  %fadd3626 = fadd float %v2987, %v3625
  %sel3627 = select i1 %cmp2988.not, float %v3625, float %fadd3626
  %p3634 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add376
  store float %sel3627, ptr addrspace(1) %p3634, align 4
  %v3638 = load float, ptr addrspace(3) %p4446, align 4
  %fadd3639 = fadd float %v2987, %v3638
  %sel3640 = select i1 %cmp2988.not, float %v3638, float %fadd3639
  %p3647 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add383
  store float %sel3640, ptr addrspace(1) %p3647, align 4
  %v3651 = load float, ptr addrspace(3) %p4448, align 4
  %fadd3652 = fadd float %v2987, %v3651
  %sel3653 = select i1 %cmp2988.not, float %v3651, float %fadd3652
  %p3660 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add390
  store float %sel3653, ptr addrspace(1) %p3660, align 4
  %v3664 = load float, ptr addrspace(3) %p4450, align 4
  %fadd3665 = fadd float %v2987, %v3664
  %sel3666 = select i1 %cmp2988.not, float %v3664, float %fadd3665
  %p3673 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add397
  store float %sel3666, ptr addrspace(1) %p3673, align 4
  %v3677 = load float, ptr addrspace(3) %p4452, align 4
  %fadd3678 = fadd float %v2987, %v3677
  %sel3679 = select i1 %cmp2988.not, float %v3677, float %fadd3678
  %p3686 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add404
  store float %sel3679, ptr addrspace(1) %p3686, align 4
  %v3690 = load float, ptr addrspace(3) %p4454, align 4
  %fadd3691 = fadd float %v2987, %v3690
  %sel3692 = select i1 %cmp2988.not, float %v3690, float %fadd3691
  %p3699 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add411
  store float %sel3692, ptr addrspace(1) %p3699, align 4
  %v3703 = load float, ptr addrspace(3) %p4456, align 4
  %fadd3704 = fadd float %v2987, %v3703
  %sel3705 = select i1 %cmp2988.not, float %v3703, float %fadd3704
  %p3712 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add418
  store float %sel3705, ptr addrspace(1) %p3712, align 4
  %v3716 = load float, ptr addrspace(3) %p4458, align 4
  %fadd3717 = fadd float %v2987, %v3716
  %sel3718 = select i1 %cmp2988.not, float %v3716, float %fadd3717
  %p3725 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add425
  store float %sel3718, ptr addrspace(1) %p3725, align 4
  %v3729 = load float, ptr addrspace(3) %p4460, align 4
  %fadd3730 = fadd float %v2987, %v3729
  %sel3731 = select i1 %cmp2988.not, float %v3729, float %fadd3730
  %p3738 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add432
  store float %sel3731, ptr addrspace(1) %p3738, align 4
  %v3742 = load float, ptr addrspace(3) %p4462, align 4
  %fadd3743 = fadd float %v2987, %v3742
  %sel3744 = select i1 %cmp2988.not, float %v3742, float %fadd3743
  %p3751 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add439
  store float %sel3744, ptr addrspace(1) %p3751, align 4
  %v3755 = load float, ptr addrspace(3) %p4464, align 4
  %fadd3756 = fadd float %v2987, %v3755
  %sel3757 = select i1 %cmp2988.not, float %v3755, float %fadd3756
  %p3764 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add446
  store float %sel3757, ptr addrspace(1) %p3764, align 4
  %v3768 = load float, ptr addrspace(3) %p4466, align 4
  %fadd3769 = fadd float %v2987, %v3768
  %sel3770 = select i1 %cmp2988.not, float %v3768, float %fadd3769
  %p3777 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add453
  store float %sel3770, ptr addrspace(1) %p3777, align 4
  %v3781 = load float, ptr addrspace(3) %p4468, align 4
  %fadd3782 = fadd float %v2987, %v3781
  %sel3783 = select i1 %cmp2988.not, float %v3781, float %fadd3782
  %p3790 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add460
  store float %sel3783, ptr addrspace(1) %p3790, align 4
  %v3794 = load float, ptr addrspace(3) %p4470, align 4
  %fadd3795 = fadd float %v2987, %v3794
  %sel3796 = select i1 %cmp2988.not, float %v3794, float %fadd3795
  %p3803 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add467
  store float %sel3796, ptr addrspace(1) %p3803, align 4
  %v3807 = load float, ptr addrspace(3) %p4472, align 4
  %fadd3808 = fadd float %v2987, %v3807
  %sel3809 = select i1 %cmp2988.not, float %v3807, float %fadd3808
  %p3816 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add474
  store float %sel3809, ptr addrspace(1) %p3816, align 4
  %v3820 = load float, ptr addrspace(3) %p4474, align 4
  %fadd3821 = fadd float %v2987, %v3820
  %sel3822 = select i1 %cmp2988.not, float %v3820, float %fadd3821
  %p3829 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add481
  store float %sel3822, ptr addrspace(1) %p3829, align 4
  br label %repeat.body.backedge

then1590:                                         ; preds = %then1569
  %gep7731 = getelementptr inbounds i64, ptr addrspace(1) %invariant.gep7725, i64 %piece
  %address = ptrtoint ptr addrspace(1) %gep7731 to i64
  %bits1592 = bitcast float %sel1588 to i32
  %bits1593 = zext i32 %bits1592 to i64
  %word = or disjoint i64 %bits1593, 4294967296
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 %word) #5
  br label %endif1591

endif1591:                                        ; preds = %then1590, %then1569
  %cmp1597 = icmp sgt i64 %sub, 0
  %wait = and i1 %cmp20, %cmp1597
  br i1 %wait, label %then1598, label %endif1599

then1598:                                         ; preds = %endif1591
  tail call void asm sideeffect "nanosleep.u32 3000;", "~{memory}"() #5
  br label %endif1599

endif1599:                                        ; preds = %then1598, %endif1591
  br i1 %cmp1597, label %repeat.body1600.preheader, label %repeat.exit1601

repeat.body1600.preheader:                        ; preds = %endif1599
  %gep7733 = getelementptr i64, ptr addrspace(1) %invariant.gep7725, i64 %mul27
  br label %repeat.body1600

repeat.body1600:                                  ; preds = %repeat.body1600.preheader, %repeat.exit1609
  %phi = phi float [ %sel1679, %repeat.exit1609 ], [ 0.000000e+00, %repeat.body1600.preheader ]
  %phi1602 = phi i64 [ %sub1603, %repeat.exit1609 ], [ %sub, %repeat.body1600.preheader ]
  %sub1603 = add nsw i64 %phi1602, -32
  %add1604 = add nsw i64 %sub1603, %lane
  %cmp1605 = icmp sgt i64 %add1604, -1
  %call1606 = tail call i64 @llvm.smax.i64(i64 %add1604, i64 0)
  %gep7724 = getelementptr i64, ptr addrspace(1) %gep7733, i64 %call1606
  %address1615 = ptrtoint ptr addrspace(1) %gep7724 to i64
  br label %repeat.body1608

repeat.exit1601:                                  ; preds = %repeat.exit1609, %endif1599
  %phi1682 = phi float [ 0.000000e+00, %endif1599 ], [ %sel1679, %repeat.exit1609 ]
  br i1 %cmp, label %then1686, label %endif1570

repeat.body1608:                                  ; preds = %repeat.body1600, %endif1612
  br i1 %cmp20, label %then1611, label %endif1612

repeat.exit1609:                                  ; preds = %endif1612
  %cmp1625 = icmp eq i32 %sel1617, 2
  %bits1626 = trunc i64 %31 to i32
  %call1628 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1625)
  %call1629 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %call1628, i1 false)
  %nearest = sub nsw i32 31, %call1629
  %cmp1631.not = icmp eq i32 %call1628, 0
  %narrow7721 = select i1 %cmp1631.not, i32 0, i32 %nearest
  %sel1632 = sext i32 %narrow7721 to i64
  %sub1633 = sub nsw i64 32, %phi1602
  %call1634 = tail call i64 @llvm.smax.i64(i64 %sel1632, i64 %sub1633)
  %arg = trunc nsw i64 %call1634 to i32
  %call1636 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1626, i32 %arg, i32 31)
  %leaf1637 = bitcast i32 %call1636 to float
  %sub1638 = sub nsw i64 32, %call1634
  %call1640 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %call1636, i32 1, i32 31)
  %leaf1641 = bitcast i32 %call1640 to float
  %cmp1643 = icmp slt i64 %add4589, %sub1638
  %fadd1644 = fadd float %leaf1637, %leaf1641
  %sel1645 = select i1 %cmp1643, float %fadd1644, float %leaf1637
  %bits1646 = bitcast float %sel1645 to i32
  %call1647 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1646, i32 2, i32 31)
  %leaf1648 = bitcast i32 %call1647 to float
  %cmp1650 = icmp slt i64 %add4596, %sub1638
  %fadd1651 = fadd float %sel1645, %leaf1648
  %sel1652 = select i1 %cmp1650, float %fadd1651, float %sel1645
  %bits1653 = bitcast float %sel1652 to i32
  %call1654 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1653, i32 4, i32 31)
  %leaf1655 = bitcast i32 %call1654 to float
  %cmp1657 = icmp slt i64 %add4603, %sub1638
  %fadd1658 = fadd float %sel1652, %leaf1655
  %sel1659 = select i1 %cmp1657, float %fadd1658, float %sel1652
  %bits1660 = bitcast float %sel1659 to i32
  %call1661 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1660, i32 8, i32 31)
  %leaf1662 = bitcast i32 %call1661 to float
  %cmp1664 = icmp slt i64 %add4610, %sub1638
  %fadd1665 = fadd float %sel1659, %leaf1662
  %sel1666 = select i1 %cmp1664, float %fadd1665, float %sel1659
  %bits1667 = bitcast float %sel1666 to i32
  %call1668 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits1667, i32 16, i32 31)
  %leaf1669 = bitcast i32 %call1668 to float
  %cmp1671 = icmp slt i64 %add4617, %sub1638
  %fadd1672 = fadd float %sel1666, %leaf1669
  %sel1673 = select i1 %cmp1671, float %fadd1672, float %sel1666
  %bits1674 = bitcast float %sel1673 to i32
  %call1675 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits1674, i32 0, i32 31)
  %leaf1676 = bitcast i32 %call1675 to float
  %cmp1677 = icmp eq i64 %phi1602, %sub
  %fadd1678 = fadd float %phi, %leaf1676
  %sel1679 = select i1 %cmp1677, float %leaf1676, float %fadd1678
  %cmp1681 = icmp sgt i64 %phi1602, 32
  %again = and i1 %cmp1681, %cmp1631.not
  br i1 %again, label %repeat.body1600, label %repeat.exit1601

then1611:                                         ; preds = %repeat.body1608
  tail call void asm sideeffect "nanosleep.u32 1000;", "~{memory}"() #5
  br label %endif1612

endif1612:                                        ; preds = %then1611, %repeat.body1608
  %31 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address1615) #5
  %state = lshr i64 %31, 32
  %state1616 = trunc nuw i64 %state to i32
  %sel1617 = select i1 %cmp1605, i32 %state1616, i32 2
  %cmp1618 = icmp eq i32 %sel1617, 0
  %call1619 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp1618)
  %cmp1620.not = icmp eq i32 %call1619, 0
  br i1 %cmp1620.not, label %repeat.exit1609, label %repeat.body1608

then1686:                                         ; preds = %repeat.exit1601
  %fadd1684 = fadd float %sel1588, %phi1682
  %sel1685 = select i1 %cmp1589, float %fadd1684, float %sel1588
  %bits1688 = bitcast float %sel1685 to i32
  %bits1689 = zext i32 %bits1688 to i64
  %word1690 = or disjoint i64 %bits1689, 8589934592
  %gep7735 = getelementptr inbounds i64, ptr addrspace(1) %invariant.gep7725, i64 %piece
  %address1693 = ptrtoint ptr addrspace(1) %gep7735 to i64
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address1693, i64 %word1690) #5
  store float %phi1682, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 16), align 8
  %flag1696 = zext i1 %cmp1589 to i32
  store i32 %flag1696, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 16), align 8
  br label %endif1570

then5433:                                         ; preds = %piece.short
  %cmp4504 = icmp sgt i64 %sub3830, 1792
  %cmp4618 = icmp ult i64 %add4617, %lanes45857713
  %leaf4616 = bitcast i32 %call4615 to float
  %fadd4619 = fadd float %sel4613, %leaf4616
  %sel4620 = select i1 %cmp4618, float %fadd4619, float %sel4613
  %cmp4732 = icmp ult i64 %add4617, %lanes46997714
  %leaf4730 = bitcast i32 %call4729 to float
  %fadd4733 = fadd float %sel4727, %leaf4730
  %sel4734 = select i1 %cmp4732, float %fadd4733, float %sel4727
  %fadd4735 = fadd float %sel4620, %sel4734
  %sel4736 = select i1 %cmp4480, float %fadd4735, float %sel4620
  %cmp4848 = icmp ult i64 %add4617, %lanes48157715
  %leaf4846 = bitcast i32 %call4845 to float
  %fadd4849 = fadd float %sel4843, %leaf4846
  %sel4850 = select i1 %cmp4848, float %fadd4849, float %sel4843
  %fadd4851 = fadd float %sel4736, %sel4850
  %sel4852 = select i1 %cmp4484, float %fadd4851, float %sel4736
  %cmp4964 = icmp ult i64 %add4617, %lanes49317716
  %leaf4962 = bitcast i32 %call4961 to float
  %fadd4965 = fadd float %sel4959, %leaf4962
  %sel4966 = select i1 %cmp4964, float %fadd4965, float %sel4959
  %fadd4967 = fadd float %sel4852, %sel4966
  %sel4968 = select i1 %cmp4488, float %fadd4967, float %sel4852
  %cmp5080 = icmp ult i64 %add4617, %lanes50477717
  %leaf5078 = bitcast i32 %call5077 to float
  %fadd5081 = fadd float %sel5075, %leaf5078
  %sel5082 = select i1 %cmp5080, float %fadd5081, float %sel5075
  %fadd5083 = fadd float %sel4968, %sel5082
  %sel5084 = select i1 %cmp4492, float %fadd5083, float %sel4968
  %cmp5196 = icmp ult i64 %add4617, %lanes51637718
  %leaf5194 = bitcast i32 %call5193 to float
  %fadd5197 = fadd float %sel5191, %leaf5194
  %sel5198 = select i1 %cmp5196, float %fadd5197, float %sel5191
  %fadd5199 = fadd float %sel5084, %sel5198
  %sel5200 = select i1 %cmp4496, float %fadd5199, float %sel5084
  %cmp5312 = icmp ult i64 %add4617, %lanes52797719
  %leaf5310 = bitcast i32 %call5309 to float
  %fadd5313 = fadd float %sel5307, %leaf5310
  %sel5314 = select i1 %cmp5312, float %fadd5313, float %sel5307
  %fadd5315 = fadd float %sel5200, %sel5314
  %sel5316 = select i1 %cmp4500, float %fadd5315, float %sel5200
  %cmp5428 = icmp ult i64 %add4617, %lanes53957720
  %leaf5426 = bitcast i32 %call5425 to float
  %fadd5429 = fadd float %sel5423, %leaf5426
  %sel5430 = select i1 %cmp5428, float %fadd5429, float %sel5423
  %fadd5431 = fadd float %sel5316, %sel5430
  %sel5432 = select i1 %cmp4504, float %fadd5431, float %sel5316
  store float %sel5432, ptr addrspace(3) %p5435, align 4
  %flag5436 = zext i1 %cmp4476 to i32
  store i32 %flag5436, ptr addrspace(3) %p5437, align 4
  br label %endif5434

endif5434:                                        ; preds = %then5433, %piece.short
  tail call void @llvm.nvvm.barrier0()
  br i1 %cmp5438, label %then5439, label %endif5440

then5439:                                         ; preds = %endif5434
  %v5442 = load float, ptr addrspace(3) @scan.shared.4, align 8
  %v5444 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 4), align 4
  %v5445 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 4), align 4
  %cmp5446.not = icmp eq i32 %v5444, 0
  %fadd5447 = fadd float %v5442, %v5445
  %sel5448 = select i1 %cmp5446.not, float %v5442, float %fadd5447
  %v5449 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 8), align 8
  %v5450 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 8), align 8
  %cmp5451.not = icmp eq i32 %v5449, 0
  %fadd5452 = fadd float %sel5448, %v5450
  %sel5453 = select i1 %cmp5451.not, float %sel5448, float %fadd5452
  %v5454 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 12), align 4
  %v5455 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 12), align 4
  %cmp5456.not = icmp eq i32 %v5454, 0
  %fadd5457 = fadd float %sel5453, %v5455
  %sel5458 = select i1 %cmp5456.not, float %sel5453, float %fadd5457
  %cmp5459 = icmp ne i64 %sub, 0
  %publish5461 = and i1 %cmp, %cmp5459
  br i1 %publish5461, label %then5462, label %endif5463

endif5440:                                        ; preds = %then5567, %repeat.exit5476, %endif5434
  %v5578 = load i32, ptr addrspace(3) @scan.shared.3, align 8
  %v5579 = load float, ptr addrspace(3) @scan.shared.4, align 8
  %cmp5580 = icmp ne i32 %v5578, 0
  %take5582 = and i1 %cmp5581, %cmp5580
  %sel5585 = select i1 %take5582, float %v5579, float 0.000000e+00
  %v5587 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 4), align 4
  %v5588 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 4), align 4
  %cmp5589 = icmp ne i32 %v5587, 0
  %take5591 = and i1 %cmp5590, %cmp5589
  %fadd5592 = fadd float %v5579, %v5588
  %sel5593 = select i1 %take5582, float %fadd5592, float %v5588
  %sel5594 = select i1 %take5591, float %sel5593, float %sel5585
  %has5595 = or i1 %take5582, %take5591
  %v5596 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 8), align 8
  %v5597 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 8), align 8
  %cmp5598 = icmp ne i32 %v5596, 0
  %take5600 = and i1 %cmp5599, %cmp5598
  %fadd5601 = fadd float %v5597, %sel5594
  %sel5602 = select i1 %has5595, float %fadd5601, float %v5597
  %sel5603 = select i1 %take5600, float %sel5602, float %sel5594
  %has5604 = or i1 %has5595, %take5600
  %v5610 = load float, ptr addrspace(3) %p4511, align 4
  %v5616 = load float, ptr addrspace(3) %p4517, align 4
  %v5622 = load float, ptr addrspace(3) %p4523, align 4
  %v5628 = load float, ptr addrspace(3) %p4529, align 4
  %v5634 = load float, ptr addrspace(3) %p4535, align 4
  %v5640 = load float, ptr addrspace(3) %p4541, align 4
  %v5646 = load float, ptr addrspace(3) %p4547, align 4
  %v5652 = load float, ptr addrspace(3) %p4553, align 4
  %fadd5653 = fadd float %v5610, %v5616
  %fadd5654 = fadd float %fadd5653, %v5622
  %fadd5655 = fadd float %fadd5654, %v5628
  %fadd5656 = fadd float %fadd5655, %v5634
  %fadd5657 = fadd float %fadd5656, %v5640
  %fadd5658 = fadd float %fadd5657, %v5646
  %fadd5659 = fadd float %fadd5658, %v5652
  %bits5660 = bitcast float %fadd5659 to i32
  %call5661 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5660, i32 1, i32 0)
  %leaf5662 = bitcast i32 %call5661 to float
  %fadd5664 = fadd float %fadd5659, %leaf5662
  %sel5665 = select i1 %cmp, float %fadd5659, float %fadd5664
  %bits5666 = bitcast float %sel5665 to i32
  %call5667 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5666, i32 2, i32 0)
  %leaf5668 = bitcast i32 %call5667 to float
  %fadd5670 = fadd float %sel5665, %leaf5668
  %sel5671 = select i1 %cmp5669, float %fadd5670, float %sel5665
  %bits5672 = bitcast float %sel5671 to i32
  %call5673 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5672, i32 4, i32 0)
  %leaf5674 = bitcast i32 %call5673 to float
  %fadd5676 = fadd float %sel5671, %leaf5674
  %sel5677 = select i1 %cmp5675, float %fadd5676, float %sel5671
  %bits5678 = bitcast float %sel5677 to i32
  %call5679 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5678, i32 8, i32 0)
  %leaf5680 = bitcast i32 %call5679 to float
  %fadd5682 = fadd float %sel5677, %leaf5680
  %sel5683 = select i1 %cmp5681, float %fadd5682, float %sel5677
  %bits5684 = bitcast float %sel5683 to i32
  %call5685 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5684, i32 16, i32 0)
  %leaf5686 = bitcast i32 %call5685 to float
  %fadd5688 = fadd float %sel5683, %leaf5686
  %sel5689 = select i1 %cmp5687, float %fadd5688, float %sel5683
  %bits5690 = bitcast float %sel5689 to i32
  %call5691 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5690, i32 1, i32 0)
  %leaf5692 = bitcast i32 %call5691 to float
  %fadd5694 = fadd float %sel5603, %leaf5692
  %sel5695 = select i1 %has5604, float %fadd5694, float %leaf5692
  %sel5696 = select i1 %cmp, float %sel5603, float %sel5695
  %has5698 = or i1 %has5604, %later5697
  %fadd5699 = fadd float %v5610, %sel5696
  %sel5700 = select i1 %has5698, float %fadd5699, float %v5610
  store float %sel5700, ptr addrspace(3) %p4511, align 4
  %fadd5706 = fadd float %fadd5653, %sel5696
  %sel5707 = select i1 %has5698, float %fadd5706, float %fadd5653
  store float %sel5707, ptr addrspace(3) %p4517, align 4
  %fadd5713 = fadd float %fadd5654, %sel5696
  %sel5714 = select i1 %has5698, float %fadd5713, float %fadd5654
  store float %sel5714, ptr addrspace(3) %p4523, align 4
  %fadd5720 = fadd float %fadd5655, %sel5696
  %sel5721 = select i1 %has5698, float %fadd5720, float %fadd5655
  store float %sel5721, ptr addrspace(3) %p4529, align 4
  %fadd5727 = fadd float %fadd5656, %sel5696
  %sel5728 = select i1 %has5698, float %fadd5727, float %fadd5656
  store float %sel5728, ptr addrspace(3) %p4535, align 4
  %fadd5734 = fadd float %fadd5657, %sel5696
  %sel5735 = select i1 %has5698, float %fadd5734, float %fadd5657
  store float %sel5735, ptr addrspace(3) %p4541, align 4
  %fadd5741 = fadd float %fadd5658, %sel5696
  %sel5742 = select i1 %has5698, float %fadd5741, float %fadd5658
  store float %sel5742, ptr addrspace(3) %p4547, align 4
  %fadd5748 = fadd float %fadd5659, %sel5696
  %sel5749 = select i1 %has5698, float %fadd5748, float %fadd5659
  store float %sel5749, ptr addrspace(3) %p4553, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %sub5755 = add nsw i64 %17, -1
  %pad5757 = lshr i64 %sub5755, 5
  %32 = getelementptr float, ptr addrspace(3) %staging, i64 %sub5755
  %p5759 = getelementptr float, ptr addrspace(3) %32, i64 %pad5757
  %v5760 = load float, ptr addrspace(3) %p5759, align 4
  %sel5761 = select i1 %cmp4476, float %v5760, float %sel5603
  %has5762 = or i1 %cmp4476, %has5604
  %v5768 = load float, ptr addrspace(3) %p4625, align 4
  %v5774 = load float, ptr addrspace(3) %p4631, align 4
  %v5780 = load float, ptr addrspace(3) %p4637, align 4
  %v5786 = load float, ptr addrspace(3) %p4643, align 4
  %v5792 = load float, ptr addrspace(3) %p4649, align 4
  %v5798 = load float, ptr addrspace(3) %p4655, align 4
  %v5804 = load float, ptr addrspace(3) %p4661, align 4
  %v5810 = load float, ptr addrspace(3) %p4667, align 4
  %fadd5811 = fadd float %v5768, %v5774
  %fadd5812 = fadd float %fadd5811, %v5780
  %fadd5813 = fadd float %fadd5812, %v5786
  %fadd5814 = fadd float %fadd5813, %v5792
  %fadd5815 = fadd float %fadd5814, %v5798
  %fadd5816 = fadd float %fadd5815, %v5804
  %fadd5817 = fadd float %fadd5816, %v5810
  %bits5818 = bitcast float %fadd5817 to i32
  %call5819 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5818, i32 1, i32 0)
  %leaf5820 = bitcast i32 %call5819 to float
  %fadd5822 = fadd float %fadd5817, %leaf5820
  %sel5823 = select i1 %cmp, float %fadd5817, float %fadd5822
  %bits5824 = bitcast float %sel5823 to i32
  %call5825 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5824, i32 2, i32 0)
  %leaf5826 = bitcast i32 %call5825 to float
  %fadd5828 = fadd float %sel5823, %leaf5826
  %sel5829 = select i1 %cmp5669, float %fadd5828, float %sel5823
  %bits5830 = bitcast float %sel5829 to i32
  %call5831 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5830, i32 4, i32 0)
  %leaf5832 = bitcast i32 %call5831 to float
  %fadd5834 = fadd float %sel5829, %leaf5832
  %sel5835 = select i1 %cmp5675, float %fadd5834, float %sel5829
  %bits5836 = bitcast float %sel5835 to i32
  %call5837 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5836, i32 8, i32 0)
  %leaf5838 = bitcast i32 %call5837 to float
  %fadd5840 = fadd float %sel5835, %leaf5838
  %sel5841 = select i1 %cmp5681, float %fadd5840, float %sel5835
  %bits5842 = bitcast float %sel5841 to i32
  %call5843 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5842, i32 16, i32 0)
  %leaf5844 = bitcast i32 %call5843 to float
  %fadd5846 = fadd float %sel5841, %leaf5844
  %sel5847 = select i1 %cmp5687, float %fadd5846, float %sel5841
  %bits5848 = bitcast float %sel5847 to i32
  %call5849 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5848, i32 1, i32 0)
  %leaf5850 = bitcast i32 %call5849 to float
  %fadd5852 = fadd float %sel5761, %leaf5850
  %sel5853 = select i1 %has5762, float %fadd5852, float %leaf5850
  %sel5854 = select i1 %cmp, float %sel5761, float %sel5853
  %has5856 = or i1 %has5762, %later5697
  %fadd5857 = fadd float %v5768, %sel5854
  %sel5858 = select i1 %has5856, float %fadd5857, float %v5768
  store float %sel5858, ptr addrspace(3) %p4625, align 4
  %fadd5864 = fadd float %fadd5811, %sel5854
  %sel5865 = select i1 %has5856, float %fadd5864, float %fadd5811
  store float %sel5865, ptr addrspace(3) %p4631, align 4
  %fadd5871 = fadd float %fadd5812, %sel5854
  %sel5872 = select i1 %has5856, float %fadd5871, float %fadd5812
  store float %sel5872, ptr addrspace(3) %p4637, align 4
  %fadd5878 = fadd float %fadd5813, %sel5854
  %sel5879 = select i1 %has5856, float %fadd5878, float %fadd5813
  store float %sel5879, ptr addrspace(3) %p4643, align 4
  %fadd5885 = fadd float %fadd5814, %sel5854
  %sel5886 = select i1 %has5856, float %fadd5885, float %fadd5814
  store float %sel5886, ptr addrspace(3) %p4649, align 4
  %fadd5892 = fadd float %fadd5815, %sel5854
  %sel5893 = select i1 %has5856, float %fadd5892, float %fadd5815
  store float %sel5893, ptr addrspace(3) %p4655, align 4
  %fadd5899 = fadd float %fadd5816, %sel5854
  %sel5900 = select i1 %has5856, float %fadd5899, float %fadd5816
  store float %sel5900, ptr addrspace(3) %p4661, align 4
  %fadd5906 = fadd float %fadd5817, %sel5854
  %sel5907 = select i1 %has5856, float %fadd5906, float %fadd5817
  store float %sel5907, ptr addrspace(3) %p4667, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add5914 = add nsw i64 %19, -1
  %pad5915 = lshr i64 %add5914, 5
  %33 = getelementptr float, ptr addrspace(3) %staging, i64 %add5914
  %p5917 = getelementptr float, ptr addrspace(3) %33, i64 %pad5915
  %v5918 = load float, ptr addrspace(3) %p5917, align 4
  %sel5919 = select i1 %cmp4480, float %v5918, float %sel5761
  %v5926 = load float, ptr addrspace(3) %p4741, align 4
  %v5932 = load float, ptr addrspace(3) %p4747, align 4
  %v5938 = load float, ptr addrspace(3) %p4753, align 4
  %v5944 = load float, ptr addrspace(3) %p4759, align 4
  %v5950 = load float, ptr addrspace(3) %p4765, align 4
  %v5956 = load float, ptr addrspace(3) %p4771, align 4
  %v5962 = load float, ptr addrspace(3) %p4777, align 4
  %v5968 = load float, ptr addrspace(3) %p4783, align 4
  %fadd5969 = fadd float %v5926, %v5932
  %fadd5970 = fadd float %fadd5969, %v5938
  %fadd5971 = fadd float %fadd5970, %v5944
  %fadd5972 = fadd float %fadd5971, %v5950
  %fadd5973 = fadd float %fadd5972, %v5956
  %fadd5974 = fadd float %fadd5973, %v5962
  %fadd5975 = fadd float %fadd5974, %v5968
  %bits5976 = bitcast float %fadd5975 to i32
  %call5977 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5976, i32 1, i32 0)
  %leaf5978 = bitcast i32 %call5977 to float
  %fadd5980 = fadd float %fadd5975, %leaf5978
  %sel5981 = select i1 %cmp, float %fadd5975, float %fadd5980
  %bits5982 = bitcast float %sel5981 to i32
  %call5983 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5982, i32 2, i32 0)
  %leaf5984 = bitcast i32 %call5983 to float
  %fadd5986 = fadd float %sel5981, %leaf5984
  %sel5987 = select i1 %cmp5669, float %fadd5986, float %sel5981
  %bits5988 = bitcast float %sel5987 to i32
  %call5989 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5988, i32 4, i32 0)
  %leaf5990 = bitcast i32 %call5989 to float
  %fadd5992 = fadd float %sel5987, %leaf5990
  %sel5993 = select i1 %cmp5675, float %fadd5992, float %sel5987
  %bits5994 = bitcast float %sel5993 to i32
  %call5995 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits5994, i32 8, i32 0)
  %leaf5996 = bitcast i32 %call5995 to float
  %fadd5998 = fadd float %sel5993, %leaf5996
  %sel5999 = select i1 %cmp5681, float %fadd5998, float %sel5993
  %bits6000 = bitcast float %sel5999 to i32
  %call6001 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6000, i32 16, i32 0)
  %leaf6002 = bitcast i32 %call6001 to float
  %fadd6004 = fadd float %sel5999, %leaf6002
  %sel6005 = select i1 %cmp5687, float %fadd6004, float %sel5999
  %bits6006 = bitcast float %sel6005 to i32
  %call6007 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6006, i32 1, i32 0)
  %leaf6008 = bitcast i32 %call6007 to float
  %fadd6010 = fadd float %sel5919, %leaf6008
  %sel6011 = select i1 %has5762, float %fadd6010, float %leaf6008
  %sel6012 = select i1 %cmp, float %sel5919, float %sel6011
  %fadd6015 = fadd float %v5926, %sel6012
  %sel6016 = select i1 %has5856, float %fadd6015, float %v5926
  store float %sel6016, ptr addrspace(3) %p4741, align 4
  %fadd6022 = fadd float %fadd5969, %sel6012
  %sel6023 = select i1 %has5856, float %fadd6022, float %fadd5969
  store float %sel6023, ptr addrspace(3) %p4747, align 4
  %fadd6029 = fadd float %fadd5970, %sel6012
  %sel6030 = select i1 %has5856, float %fadd6029, float %fadd5970
  store float %sel6030, ptr addrspace(3) %p4753, align 4
  %fadd6036 = fadd float %fadd5971, %sel6012
  %sel6037 = select i1 %has5856, float %fadd6036, float %fadd5971
  store float %sel6037, ptr addrspace(3) %p4759, align 4
  %fadd6043 = fadd float %fadd5972, %sel6012
  %sel6044 = select i1 %has5856, float %fadd6043, float %fadd5972
  store float %sel6044, ptr addrspace(3) %p4765, align 4
  %fadd6050 = fadd float %fadd5973, %sel6012
  %sel6051 = select i1 %has5856, float %fadd6050, float %fadd5973
  store float %sel6051, ptr addrspace(3) %p4771, align 4
  %fadd6057 = fadd float %fadd5974, %sel6012
  %sel6058 = select i1 %has5856, float %fadd6057, float %fadd5974
  store float %sel6058, ptr addrspace(3) %p4777, align 4
  %fadd6064 = fadd float %fadd5975, %sel6012
  %sel6065 = select i1 %has5856, float %fadd6064, float %fadd5975
  store float %sel6065, ptr addrspace(3) %p4783, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add6072 = add nsw i64 %21, -1
  %pad6073 = lshr i64 %add6072, 5
  %34 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %add6072
  %p6075 = getelementptr inbounds float, ptr addrspace(3) %34, i64 %pad6073
  %v6076 = load float, ptr addrspace(3) %p6075, align 4
  %sel6077 = select i1 %cmp4484, float %v6076, float %sel5919
  %v6084 = load float, ptr addrspace(3) %p4857, align 4
  %v6090 = load float, ptr addrspace(3) %p4863, align 4
  %v6096 = load float, ptr addrspace(3) %p4869, align 4
  %v6102 = load float, ptr addrspace(3) %p4875, align 4
  %v6108 = load float, ptr addrspace(3) %p4881, align 4
  %v6114 = load float, ptr addrspace(3) %p4887, align 4
  %v6120 = load float, ptr addrspace(3) %p4893, align 4
  %v6126 = load float, ptr addrspace(3) %p4899, align 4
  %fadd6127 = fadd float %v6084, %v6090
  %fadd6128 = fadd float %fadd6127, %v6096
  %fadd6129 = fadd float %fadd6128, %v6102
  %fadd6130 = fadd float %fadd6129, %v6108
  %fadd6131 = fadd float %fadd6130, %v6114
  %fadd6132 = fadd float %fadd6131, %v6120
  %fadd6133 = fadd float %fadd6132, %v6126
  %bits6134 = bitcast float %fadd6133 to i32
  %call6135 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6134, i32 1, i32 0)
  %leaf6136 = bitcast i32 %call6135 to float
  %fadd6138 = fadd float %fadd6133, %leaf6136
  %sel6139 = select i1 %cmp, float %fadd6133, float %fadd6138
  %bits6140 = bitcast float %sel6139 to i32
  %call6141 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6140, i32 2, i32 0)
  %leaf6142 = bitcast i32 %call6141 to float
  %fadd6144 = fadd float %sel6139, %leaf6142
  %sel6145 = select i1 %cmp5669, float %fadd6144, float %sel6139
  %bits6146 = bitcast float %sel6145 to i32
  %call6147 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6146, i32 4, i32 0)
  %leaf6148 = bitcast i32 %call6147 to float
  %fadd6150 = fadd float %sel6145, %leaf6148
  %sel6151 = select i1 %cmp5675, float %fadd6150, float %sel6145
  %bits6152 = bitcast float %sel6151 to i32
  %call6153 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6152, i32 8, i32 0)
  %leaf6154 = bitcast i32 %call6153 to float
  %fadd6156 = fadd float %sel6151, %leaf6154
  %sel6157 = select i1 %cmp5681, float %fadd6156, float %sel6151
  %bits6158 = bitcast float %sel6157 to i32
  %call6159 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6158, i32 16, i32 0)
  %leaf6160 = bitcast i32 %call6159 to float
  %fadd6162 = fadd float %sel6157, %leaf6160
  %sel6163 = select i1 %cmp5687, float %fadd6162, float %sel6157
  %bits6164 = bitcast float %sel6163 to i32
  %call6165 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6164, i32 1, i32 0)
  %leaf6166 = bitcast i32 %call6165 to float
  %fadd6168 = fadd float %sel6077, %leaf6166
  %sel6169 = select i1 %has5762, float %fadd6168, float %leaf6166
  %sel6170 = select i1 %cmp, float %sel6077, float %sel6169
  %fadd6173 = fadd float %v6084, %sel6170
  %sel6174 = select i1 %has5856, float %fadd6173, float %v6084
  store float %sel6174, ptr addrspace(3) %p4857, align 4
  %fadd6180 = fadd float %fadd6127, %sel6170
  %sel6181 = select i1 %has5856, float %fadd6180, float %fadd6127
  store float %sel6181, ptr addrspace(3) %p4863, align 4
  %fadd6187 = fadd float %fadd6128, %sel6170
  %sel6188 = select i1 %has5856, float %fadd6187, float %fadd6128
  store float %sel6188, ptr addrspace(3) %p4869, align 4
  %fadd6194 = fadd float %fadd6129, %sel6170
  %sel6195 = select i1 %has5856, float %fadd6194, float %fadd6129
  store float %sel6195, ptr addrspace(3) %p4875, align 4
  %fadd6201 = fadd float %fadd6130, %sel6170
  %sel6202 = select i1 %has5856, float %fadd6201, float %fadd6130
  store float %sel6202, ptr addrspace(3) %p4881, align 4
  %fadd6208 = fadd float %fadd6131, %sel6170
  %sel6209 = select i1 %has5856, float %fadd6208, float %fadd6131
  store float %sel6209, ptr addrspace(3) %p4887, align 4
  %fadd6215 = fadd float %fadd6132, %sel6170
  %sel6216 = select i1 %has5856, float %fadd6215, float %fadd6132
  store float %sel6216, ptr addrspace(3) %p4893, align 4
  %fadd6222 = fadd float %fadd6133, %sel6170
  %sel6223 = select i1 %has5856, float %fadd6222, float %fadd6133
  store float %sel6223, ptr addrspace(3) %p4899, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add6230 = add nsw i64 %23, -1
  %pad6231 = lshr i64 %add6230, 5
  %35 = getelementptr float, ptr addrspace(3) %staging, i64 %add6230
  %p6233 = getelementptr float, ptr addrspace(3) %35, i64 %pad6231
  %v6234 = load float, ptr addrspace(3) %p6233, align 4
  %sel6235 = select i1 %cmp4488, float %v6234, float %sel6077
  %v6242 = load float, ptr addrspace(3) %p4973, align 4
  %v6248 = load float, ptr addrspace(3) %p4979, align 4
  %v6254 = load float, ptr addrspace(3) %p4985, align 4
  %v6260 = load float, ptr addrspace(3) %p4991, align 4
  %v6266 = load float, ptr addrspace(3) %p4997, align 4
  %v6272 = load float, ptr addrspace(3) %p5003, align 4
  %v6278 = load float, ptr addrspace(3) %p5009, align 4
  %v6284 = load float, ptr addrspace(3) %p5015, align 4
  %fadd6285 = fadd float %v6242, %v6248
  %fadd6286 = fadd float %fadd6285, %v6254
  %fadd6287 = fadd float %fadd6286, %v6260
  %fadd6288 = fadd float %fadd6287, %v6266
  %fadd6289 = fadd float %fadd6288, %v6272
  %fadd6290 = fadd float %fadd6289, %v6278
  %fadd6291 = fadd float %fadd6290, %v6284
  %bits6292 = bitcast float %fadd6291 to i32
  %call6293 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6292, i32 1, i32 0)
  %leaf6294 = bitcast i32 %call6293 to float
  %fadd6296 = fadd float %fadd6291, %leaf6294
  %sel6297 = select i1 %cmp, float %fadd6291, float %fadd6296
  %bits6298 = bitcast float %sel6297 to i32
  %call6299 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6298, i32 2, i32 0)
  %leaf6300 = bitcast i32 %call6299 to float
  %fadd6302 = fadd float %sel6297, %leaf6300
  %sel6303 = select i1 %cmp5669, float %fadd6302, float %sel6297
  %bits6304 = bitcast float %sel6303 to i32
  %call6305 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6304, i32 4, i32 0)
  %leaf6306 = bitcast i32 %call6305 to float
  %fadd6308 = fadd float %sel6303, %leaf6306
  %sel6309 = select i1 %cmp5675, float %fadd6308, float %sel6303
  %bits6310 = bitcast float %sel6309 to i32
  %call6311 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6310, i32 8, i32 0)
  %leaf6312 = bitcast i32 %call6311 to float
  %fadd6314 = fadd float %sel6309, %leaf6312
  %sel6315 = select i1 %cmp5681, float %fadd6314, float %sel6309
  %bits6316 = bitcast float %sel6315 to i32
  %call6317 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6316, i32 16, i32 0)
  %leaf6318 = bitcast i32 %call6317 to float
  %fadd6320 = fadd float %sel6315, %leaf6318
  %sel6321 = select i1 %cmp5687, float %fadd6320, float %sel6315
  %bits6322 = bitcast float %sel6321 to i32
  %call6323 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6322, i32 1, i32 0)
  %leaf6324 = bitcast i32 %call6323 to float
  %fadd6326 = fadd float %sel6235, %leaf6324
  %sel6327 = select i1 %has5762, float %fadd6326, float %leaf6324
  %sel6328 = select i1 %cmp, float %sel6235, float %sel6327
  %fadd6331 = fadd float %v6242, %sel6328
  %sel6332 = select i1 %has5856, float %fadd6331, float %v6242
  store float %sel6332, ptr addrspace(3) %p4973, align 4
  %fadd6338 = fadd float %fadd6285, %sel6328
  %sel6339 = select i1 %has5856, float %fadd6338, float %fadd6285
  store float %sel6339, ptr addrspace(3) %p4979, align 4
  %fadd6345 = fadd float %fadd6286, %sel6328
  %sel6346 = select i1 %has5856, float %fadd6345, float %fadd6286
  store float %sel6346, ptr addrspace(3) %p4985, align 4
  %fadd6352 = fadd float %fadd6287, %sel6328
  %sel6353 = select i1 %has5856, float %fadd6352, float %fadd6287
  store float %sel6353, ptr addrspace(3) %p4991, align 4
  %fadd6359 = fadd float %fadd6288, %sel6328
  %sel6360 = select i1 %has5856, float %fadd6359, float %fadd6288
  store float %sel6360, ptr addrspace(3) %p4997, align 4
  %fadd6366 = fadd float %fadd6289, %sel6328
  %sel6367 = select i1 %has5856, float %fadd6366, float %fadd6289
  store float %sel6367, ptr addrspace(3) %p5003, align 4
  %fadd6373 = fadd float %fadd6290, %sel6328
  %sel6374 = select i1 %has5856, float %fadd6373, float %fadd6290
  store float %sel6374, ptr addrspace(3) %p5009, align 4
  %fadd6380 = fadd float %fadd6291, %sel6328
  %sel6381 = select i1 %has5856, float %fadd6380, float %fadd6291
  store float %sel6381, ptr addrspace(3) %p5015, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add6388 = add nsw i64 %25, -1
  %pad6389 = lshr i64 %add6388, 5
  %36 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %add6388
  %p6391 = getelementptr inbounds float, ptr addrspace(3) %36, i64 %pad6389
  %v6392 = load float, ptr addrspace(3) %p6391, align 4
  %sel6393 = select i1 %cmp4492, float %v6392, float %sel6235
  %v6400 = load float, ptr addrspace(3) %p5089, align 4
  %v6406 = load float, ptr addrspace(3) %p5095, align 4
  %v6412 = load float, ptr addrspace(3) %p5101, align 4
  %v6418 = load float, ptr addrspace(3) %p5107, align 4
  %v6424 = load float, ptr addrspace(3) %p5113, align 4
  %v6430 = load float, ptr addrspace(3) %p5119, align 4
  %v6436 = load float, ptr addrspace(3) %p5125, align 4
  %v6442 = load float, ptr addrspace(3) %p5131, align 4
  %fadd6443 = fadd float %v6400, %v6406
  %fadd6444 = fadd float %fadd6443, %v6412
  %fadd6445 = fadd float %fadd6444, %v6418
  %fadd6446 = fadd float %fadd6445, %v6424
  %fadd6447 = fadd float %fadd6446, %v6430
  %fadd6448 = fadd float %fadd6447, %v6436
  %fadd6449 = fadd float %fadd6448, %v6442
  %bits6450 = bitcast float %fadd6449 to i32
  %call6451 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6450, i32 1, i32 0)
  %leaf6452 = bitcast i32 %call6451 to float
  %fadd6454 = fadd float %fadd6449, %leaf6452
  %sel6455 = select i1 %cmp, float %fadd6449, float %fadd6454
  %bits6456 = bitcast float %sel6455 to i32
  %call6457 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6456, i32 2, i32 0)
  %leaf6458 = bitcast i32 %call6457 to float
  %fadd6460 = fadd float %sel6455, %leaf6458
  %sel6461 = select i1 %cmp5669, float %fadd6460, float %sel6455
  %bits6462 = bitcast float %sel6461 to i32
  %call6463 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6462, i32 4, i32 0)
  %leaf6464 = bitcast i32 %call6463 to float
  %fadd6466 = fadd float %sel6461, %leaf6464
  %sel6467 = select i1 %cmp5675, float %fadd6466, float %sel6461
  %bits6468 = bitcast float %sel6467 to i32
  %call6469 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6468, i32 8, i32 0)
  %leaf6470 = bitcast i32 %call6469 to float
  %fadd6472 = fadd float %sel6467, %leaf6470
  %sel6473 = select i1 %cmp5681, float %fadd6472, float %sel6467
  %bits6474 = bitcast float %sel6473 to i32
  %call6475 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6474, i32 16, i32 0)
  %leaf6476 = bitcast i32 %call6475 to float
  %fadd6478 = fadd float %sel6473, %leaf6476
  %sel6479 = select i1 %cmp5687, float %fadd6478, float %sel6473
  %bits6480 = bitcast float %sel6479 to i32
  %call6481 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6480, i32 1, i32 0)
  %leaf6482 = bitcast i32 %call6481 to float
  %fadd6484 = fadd float %sel6393, %leaf6482
  %sel6485 = select i1 %has5762, float %fadd6484, float %leaf6482
  %sel6486 = select i1 %cmp, float %sel6393, float %sel6485
  %fadd6489 = fadd float %v6400, %sel6486
  %sel6490 = select i1 %has5856, float %fadd6489, float %v6400
  store float %sel6490, ptr addrspace(3) %p5089, align 4
  %fadd6496 = fadd float %fadd6443, %sel6486
  %sel6497 = select i1 %has5856, float %fadd6496, float %fadd6443
  store float %sel6497, ptr addrspace(3) %p5095, align 4
  %fadd6503 = fadd float %fadd6444, %sel6486
  %sel6504 = select i1 %has5856, float %fadd6503, float %fadd6444
  store float %sel6504, ptr addrspace(3) %p5101, align 4
  %fadd6510 = fadd float %fadd6445, %sel6486
  %sel6511 = select i1 %has5856, float %fadd6510, float %fadd6445
  store float %sel6511, ptr addrspace(3) %p5107, align 4
  %fadd6517 = fadd float %fadd6446, %sel6486
  %sel6518 = select i1 %has5856, float %fadd6517, float %fadd6446
  store float %sel6518, ptr addrspace(3) %p5113, align 4
  %fadd6524 = fadd float %fadd6447, %sel6486
  %sel6525 = select i1 %has5856, float %fadd6524, float %fadd6447
  store float %sel6525, ptr addrspace(3) %p5119, align 4
  %fadd6531 = fadd float %fadd6448, %sel6486
  %sel6532 = select i1 %has5856, float %fadd6531, float %fadd6448
  store float %sel6532, ptr addrspace(3) %p5125, align 4
  %fadd6538 = fadd float %fadd6449, %sel6486
  %sel6539 = select i1 %has5856, float %fadd6538, float %fadd6449
  store float %sel6539, ptr addrspace(3) %p5131, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add6546 = add nsw i64 %27, -1
  %pad6547 = lshr i64 %add6546, 5
  %37 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %add6546
  %p6549 = getelementptr inbounds float, ptr addrspace(3) %37, i64 %pad6547
  %v6550 = load float, ptr addrspace(3) %p6549, align 4
  %sel6551 = select i1 %cmp4496, float %v6550, float %sel6393
  %v6558 = load float, ptr addrspace(3) %p5205, align 4
  %v6564 = load float, ptr addrspace(3) %p5211, align 4
  %v6570 = load float, ptr addrspace(3) %p5217, align 4
  %v6576 = load float, ptr addrspace(3) %p5223, align 4
  %v6582 = load float, ptr addrspace(3) %p5229, align 4
  %v6588 = load float, ptr addrspace(3) %p5235, align 4
  %v6594 = load float, ptr addrspace(3) %p5241, align 4
  %v6600 = load float, ptr addrspace(3) %p5247, align 4
  %fadd6601 = fadd float %v6558, %v6564
  %fadd6602 = fadd float %fadd6601, %v6570
  %fadd6603 = fadd float %fadd6602, %v6576
  %fadd6604 = fadd float %fadd6603, %v6582
  %fadd6605 = fadd float %fadd6604, %v6588
  %fadd6606 = fadd float %fadd6605, %v6594
  %fadd6607 = fadd float %fadd6606, %v6600
  %bits6608 = bitcast float %fadd6607 to i32
  %call6609 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6608, i32 1, i32 0)
  %leaf6610 = bitcast i32 %call6609 to float
  %fadd6612 = fadd float %fadd6607, %leaf6610
  %sel6613 = select i1 %cmp, float %fadd6607, float %fadd6612
  %bits6614 = bitcast float %sel6613 to i32
  %call6615 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6614, i32 2, i32 0)
  %leaf6616 = bitcast i32 %call6615 to float
  %fadd6618 = fadd float %sel6613, %leaf6616
  %sel6619 = select i1 %cmp5669, float %fadd6618, float %sel6613
  %bits6620 = bitcast float %sel6619 to i32
  %call6621 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6620, i32 4, i32 0)
  %leaf6622 = bitcast i32 %call6621 to float
  %fadd6624 = fadd float %sel6619, %leaf6622
  %sel6625 = select i1 %cmp5675, float %fadd6624, float %sel6619
  %bits6626 = bitcast float %sel6625 to i32
  %call6627 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6626, i32 8, i32 0)
  %leaf6628 = bitcast i32 %call6627 to float
  %fadd6630 = fadd float %sel6625, %leaf6628
  %sel6631 = select i1 %cmp5681, float %fadd6630, float %sel6625
  %bits6632 = bitcast float %sel6631 to i32
  %call6633 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6632, i32 16, i32 0)
  %leaf6634 = bitcast i32 %call6633 to float
  %fadd6636 = fadd float %sel6631, %leaf6634
  %sel6637 = select i1 %cmp5687, float %fadd6636, float %sel6631
  %bits6638 = bitcast float %sel6637 to i32
  %call6639 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6638, i32 1, i32 0)
  %leaf6640 = bitcast i32 %call6639 to float
  %fadd6642 = fadd float %sel6551, %leaf6640
  %sel6643 = select i1 %has5762, float %fadd6642, float %leaf6640
  %sel6644 = select i1 %cmp, float %sel6551, float %sel6643
  %fadd6647 = fadd float %v6558, %sel6644
  %sel6648 = select i1 %has5856, float %fadd6647, float %v6558
  store float %sel6648, ptr addrspace(3) %p5205, align 4
  %fadd6654 = fadd float %fadd6601, %sel6644
  %sel6655 = select i1 %has5856, float %fadd6654, float %fadd6601
  store float %sel6655, ptr addrspace(3) %p5211, align 4
  %fadd6661 = fadd float %fadd6602, %sel6644
  %sel6662 = select i1 %has5856, float %fadd6661, float %fadd6602
  store float %sel6662, ptr addrspace(3) %p5217, align 4
  %fadd6668 = fadd float %fadd6603, %sel6644
  %sel6669 = select i1 %has5856, float %fadd6668, float %fadd6603
  store float %sel6669, ptr addrspace(3) %p5223, align 4
  %fadd6675 = fadd float %fadd6604, %sel6644
  %sel6676 = select i1 %has5856, float %fadd6675, float %fadd6604
  store float %sel6676, ptr addrspace(3) %p5229, align 4
  %fadd6682 = fadd float %fadd6605, %sel6644
  %sel6683 = select i1 %has5856, float %fadd6682, float %fadd6605
  store float %sel6683, ptr addrspace(3) %p5235, align 4
  %fadd6689 = fadd float %fadd6606, %sel6644
  %sel6690 = select i1 %has5856, float %fadd6689, float %fadd6606
  store float %sel6690, ptr addrspace(3) %p5241, align 4
  %fadd6696 = fadd float %fadd6607, %sel6644
  %sel6697 = select i1 %has5856, float %fadd6696, float %fadd6607
  store float %sel6697, ptr addrspace(3) %p5247, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add6704 = add nsw i64 %29, -1
  %pad6705 = lshr i64 %add6704, 5
  %38 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %add6704
  %p6707 = getelementptr inbounds float, ptr addrspace(3) %38, i64 %pad6705
  %v6708 = load float, ptr addrspace(3) %p6707, align 4
  %sel6709 = select i1 %cmp4500, float %v6708, float %sel6551
  %v6716 = load float, ptr addrspace(3) %p5321, align 4
  %v6722 = load float, ptr addrspace(3) %p5327, align 4
  %v6728 = load float, ptr addrspace(3) %p5333, align 4
  %v6734 = load float, ptr addrspace(3) %p5339, align 4
  %v6740 = load float, ptr addrspace(3) %p5345, align 4
  %v6746 = load float, ptr addrspace(3) %p5351, align 4
  %v6752 = load float, ptr addrspace(3) %p5357, align 4
  %v6758 = load float, ptr addrspace(3) %p5363, align 4
  %fadd6759 = fadd float %v6716, %v6722
  %fadd6760 = fadd float %fadd6759, %v6728
  %fadd6761 = fadd float %fadd6760, %v6734
  %fadd6762 = fadd float %fadd6761, %v6740
  %fadd6763 = fadd float %fadd6762, %v6746
  %fadd6764 = fadd float %fadd6763, %v6752
  %fadd6765 = fadd float %fadd6764, %v6758
  %bits6766 = bitcast float %fadd6765 to i32
  %call6767 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6766, i32 1, i32 0)
  %leaf6768 = bitcast i32 %call6767 to float
  %fadd6770 = fadd float %fadd6765, %leaf6768
  %sel6771 = select i1 %cmp, float %fadd6765, float %fadd6770
  %bits6772 = bitcast float %sel6771 to i32
  %call6773 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6772, i32 2, i32 0)
  %leaf6774 = bitcast i32 %call6773 to float
  %fadd6776 = fadd float %sel6771, %leaf6774
  %sel6777 = select i1 %cmp5669, float %fadd6776, float %sel6771
  %bits6778 = bitcast float %sel6777 to i32
  %call6779 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6778, i32 4, i32 0)
  %leaf6780 = bitcast i32 %call6779 to float
  %fadd6782 = fadd float %sel6777, %leaf6780
  %sel6783 = select i1 %cmp5675, float %fadd6782, float %sel6777
  %bits6784 = bitcast float %sel6783 to i32
  %call6785 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6784, i32 8, i32 0)
  %leaf6786 = bitcast i32 %call6785 to float
  %fadd6788 = fadd float %sel6783, %leaf6786
  %sel6789 = select i1 %cmp5681, float %fadd6788, float %sel6783
  %bits6790 = bitcast float %sel6789 to i32
  %call6791 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6790, i32 16, i32 0)
  %leaf6792 = bitcast i32 %call6791 to float
  %fadd6794 = fadd float %sel6789, %leaf6792
  %sel6795 = select i1 %cmp5687, float %fadd6794, float %sel6789
  %bits6796 = bitcast float %sel6795 to i32
  %call6797 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits6796, i32 1, i32 0)
  %leaf6798 = bitcast i32 %call6797 to float
  %fadd6800 = fadd float %sel6709, %leaf6798
  %sel6801 = select i1 %has5762, float %fadd6800, float %leaf6798
  %sel6802 = select i1 %cmp, float %sel6709, float %sel6801
  %fadd6805 = fadd float %v6716, %sel6802
  %sel6806 = select i1 %has5856, float %fadd6805, float %v6716
  store float %sel6806, ptr addrspace(3) %p5321, align 4
  %fadd6812 = fadd float %fadd6759, %sel6802
  %sel6813 = select i1 %has5856, float %fadd6812, float %fadd6759
  store float %sel6813, ptr addrspace(3) %p5327, align 4
  %fadd6819 = fadd float %fadd6760, %sel6802
  %sel6820 = select i1 %has5856, float %fadd6819, float %fadd6760
  store float %sel6820, ptr addrspace(3) %p5333, align 4
  %fadd6826 = fadd float %fadd6761, %sel6802
  %sel6827 = select i1 %has5856, float %fadd6826, float %fadd6761
  store float %sel6827, ptr addrspace(3) %p5339, align 4
  %fadd6833 = fadd float %fadd6762, %sel6802
  %sel6834 = select i1 %has5856, float %fadd6833, float %fadd6762
  store float %sel6834, ptr addrspace(3) %p5345, align 4
  %fadd6840 = fadd float %fadd6763, %sel6802
  %sel6841 = select i1 %has5856, float %fadd6840, float %fadd6763
  store float %sel6841, ptr addrspace(3) %p5351, align 4
  %fadd6847 = fadd float %fadd6764, %sel6802
  %sel6848 = select i1 %has5856, float %fadd6847, float %fadd6764
  store float %sel6848, ptr addrspace(3) %p5357, align 4
  %fadd6854 = fadd float %fadd6765, %sel6802
  %sel6855 = select i1 %has5856, float %fadd6854, float %fadd6765
  store float %sel6855, ptr addrspace(3) %p5363, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  tail call void @llvm.nvvm.barrier0()
  %v6869 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 16), align 8
  %v6870 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 16), align 8
  %cmp6871.not = icmp eq i32 %v6869, 0
  %cmp6887 = icmp sgt i64 %sub3830, %lane
  br i1 %cmp6887, label %then6888, label %endif6889

then5462:                                         ; preds = %then5439
  %gep7726 = getelementptr inbounds i64, ptr addrspace(1) %invariant.gep7725, i64 %piece
  %address5469 = ptrtoint ptr addrspace(1) %gep7726 to i64
  %bits5464 = bitcast float %sel5458 to i32
  %bits5465 = zext i32 %bits5464 to i64
  %word5466 = or disjoint i64 %bits5465, 4294967296
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address5469, i64 %word5466) #5
  br label %endif5463

endif5463:                                        ; preds = %then5462, %then5439
  %cmp5471 = icmp sgt i64 %sub, 0
  %wait5472 = and i1 %cmp20, %cmp5471
  br i1 %wait5472, label %then5473, label %endif5474

then5473:                                         ; preds = %endif5463
  tail call void asm sideeffect "nanosleep.u32 3000;", "~{memory}"() #5
  br label %endif5474

endif5474:                                        ; preds = %then5473, %endif5463
  br i1 %cmp5471, label %repeat.body5475.preheader, label %repeat.exit5476

repeat.body5475.preheader:                        ; preds = %endif5474
  %gep7728 = getelementptr i64, ptr addrspace(1) %invariant.gep7725, i64 %mul27
  br label %repeat.body5475

repeat.body5475:                                  ; preds = %repeat.body5475.preheader, %repeat.exit5485
  %phi5477 = phi float [ %sel5558, %repeat.exit5485 ], [ 0.000000e+00, %repeat.body5475.preheader ]
  %phi5478 = phi i64 [ %sub5479, %repeat.exit5485 ], [ %sub, %repeat.body5475.preheader ]
  %sub5479 = add nsw i64 %phi5478, -32
  %add5480 = add nsw i64 %sub5479, %lane
  %cmp5481 = icmp sgt i64 %add5480, -1
  %call5482 = tail call i64 @llvm.smax.i64(i64 %add5480, i64 0)
  %gep = getelementptr i64, ptr addrspace(1) %gep7728, i64 %call5482
  %address5491 = ptrtoint ptr addrspace(1) %gep to i64
  br label %repeat.body5484

repeat.exit5476:                                  ; preds = %repeat.exit5485, %endif5474
  %phi5563 = phi float [ 0.000000e+00, %endif5474 ], [ %sel5558, %repeat.exit5485 ]
  br i1 %cmp, label %then5567, label %endif5440

repeat.body5484:                                  ; preds = %repeat.body5475, %endif5488
  br i1 %cmp20, label %then5487, label %endif5488

repeat.exit5485:                                  ; preds = %endif5488
  %cmp5502 = icmp eq i32 %sel5494, 2
  %bits5503 = trunc i64 %39 to i32
  %call5505 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp5502)
  %call5506 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %call5505, i1 false)
  %nearest5507 = sub nsw i32 31, %call5506
  %cmp5509.not = icmp eq i32 %call5505, 0
  %narrow = select i1 %cmp5509.not, i32 0, i32 %nearest5507
  %sel5510 = sext i32 %narrow to i64
  %sub5511 = sub nsw i64 32, %phi5478
  %call5512 = tail call i64 @llvm.smax.i64(i64 %sel5510, i64 %sub5511)
  %arg5513 = trunc nsw i64 %call5512 to i32
  %call5515 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5503, i32 %arg5513, i32 31)
  %leaf5516 = bitcast i32 %call5515 to float
  %sub5517 = sub nsw i64 32, %call5512
  %call5519 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %call5515, i32 1, i32 31)
  %leaf5520 = bitcast i32 %call5519 to float
  %cmp5522 = icmp slt i64 %add4589, %sub5517
  %fadd5523 = fadd float %leaf5516, %leaf5520
  %sel5524 = select i1 %cmp5522, float %fadd5523, float %leaf5516
  %bits5525 = bitcast float %sel5524 to i32
  %call5526 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5525, i32 2, i32 31)
  %leaf5527 = bitcast i32 %call5526 to float
  %cmp5529 = icmp slt i64 %add4596, %sub5517
  %fadd5530 = fadd float %sel5524, %leaf5527
  %sel5531 = select i1 %cmp5529, float %fadd5530, float %sel5524
  %bits5532 = bitcast float %sel5531 to i32
  %call5533 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5532, i32 4, i32 31)
  %leaf5534 = bitcast i32 %call5533 to float
  %cmp5536 = icmp slt i64 %add4603, %sub5517
  %fadd5537 = fadd float %sel5531, %leaf5534
  %sel5538 = select i1 %cmp5536, float %fadd5537, float %sel5531
  %bits5539 = bitcast float %sel5538 to i32
  %call5540 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5539, i32 8, i32 31)
  %leaf5541 = bitcast i32 %call5540 to float
  %cmp5543 = icmp slt i64 %add4610, %sub5517
  %fadd5544 = fadd float %sel5538, %leaf5541
  %sel5545 = select i1 %cmp5543, float %fadd5544, float %sel5538
  %bits5546 = bitcast float %sel5545 to i32
  %call5547 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits5546, i32 16, i32 31)
  %leaf5548 = bitcast i32 %call5547 to float
  %cmp5550 = icmp slt i64 %add4617, %sub5517
  %fadd5551 = fadd float %sel5545, %leaf5548
  %sel5552 = select i1 %cmp5550, float %fadd5551, float %sel5545
  %bits5553 = bitcast float %sel5552 to i32
  %call5554 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %bits5553, i32 0, i32 31)
  %leaf5555 = bitcast i32 %call5554 to float
  %cmp5556 = icmp eq i64 %phi5478, %sub
  %fadd5557 = fadd float %phi5477, %leaf5555
  %sel5558 = select i1 %cmp5556, float %leaf5555, float %fadd5557
  %cmp5560 = icmp sgt i64 %phi5478, 32
  %again5562 = and i1 %cmp5560, %cmp5509.not
  br i1 %again5562, label %repeat.body5475, label %repeat.exit5476

then5487:                                         ; preds = %repeat.body5484
  tail call void asm sideeffect "nanosleep.u32 1000;", "~{memory}"() #5
  br label %endif5488

endif5488:                                        ; preds = %then5487, %repeat.body5484
  %39 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address5491) #5
  %state5492 = lshr i64 %39, 32
  %state5493 = trunc nuw i64 %state5492 to i32
  %sel5494 = select i1 %cmp5481, i32 %state5493, i32 2
  %cmp5495 = icmp eq i32 %sel5494, 0
  %call5496 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp5495)
  %cmp5497.not = icmp eq i32 %call5496, 0
  br i1 %cmp5497.not, label %repeat.exit5485, label %repeat.body5484

then5567:                                         ; preds = %repeat.exit5476
  %fadd5565 = fadd float %sel5458, %phi5563
  %sel5566 = select i1 %cmp5459, float %fadd5565, float %sel5458
  %bits5569 = bitcast float %sel5566 to i32
  %bits5570 = zext i32 %bits5569 to i64
  %word5571 = or disjoint i64 %bits5570, 8589934592
  %gep7729 = getelementptr inbounds i64, ptr addrspace(1) %invariant.gep7725, i64 %piece
  %address5574 = ptrtoint ptr addrspace(1) %gep7729 to i64
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address5574, i64 %word5571) #5
  store float %phi5563, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.4, i64 16), align 8
  %flag5577 = zext i1 %cmp5459 to i32
  store i32 %flag5577, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 16), align 8
  br label %endif5440

then6888:                                         ; preds = %endif5440
  %40 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add6890 = or disjoint i64 %mul28, %mul31
  %add6891 = or disjoint i64 %add6890, %lane
  %p6893 = getelementptr float, ptr addrspace(1) %40, i64 %add6891
  %v6884 = load float, ptr addrspace(3) %p4348, align 4
  %fadd6885 = fadd float %v6870, %v6884
  %sel6886 = select i1 %cmp6871.not, float %v6884, float %fadd6885
  store float %sel6886, ptr addrspace(1) %p6893, align 4
  br label %endif6889

endif6889:                                        ; preds = %then6888, %endif5440
  %cmp6900 = icmp sgt i64 %call3831, %add3843
  br i1 %cmp6900, label %then6901, label %endif6902

then6901:                                         ; preds = %endif6889
  %41 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add6904 = or disjoint i64 %add6903, %mul28
  %p6906 = getelementptr float, ptr addrspace(1) %41, i64 %add6904
  %v6897 = load float, ptr addrspace(3) %p4350, align 4
  %fadd6898 = fadd float %v6870, %v6897
  %sel6899 = select i1 %cmp6871.not, float %v6897, float %fadd6898
  store float %sel6899, ptr addrspace(1) %p6906, align 4
  br label %endif6902

endif6902:                                        ; preds = %then6901, %endif6889
  %cmp6913 = icmp sgt i64 %call3831, %add3851
  br i1 %cmp6913, label %then6914, label %endif6915

then6914:                                         ; preds = %endif6902
  %42 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add6917 = or disjoint i64 %add6916, %mul28
  %p6919 = getelementptr float, ptr addrspace(1) %42, i64 %add6917
  %v6910 = load float, ptr addrspace(3) %p4352, align 4
  %fadd6911 = fadd float %v6870, %v6910
  %sel6912 = select i1 %cmp6871.not, float %v6910, float %fadd6911
  store float %sel6912, ptr addrspace(1) %p6919, align 4
  br label %endif6915

endif6915:                                        ; preds = %then6914, %endif6902
  %cmp6926 = icmp sgt i64 %call3831, %add3859
  br i1 %cmp6926, label %then6927, label %endif6928

then6927:                                         ; preds = %endif6915
  %43 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add6929 = or disjoint i64 %mul28, %mul31
  %add6930 = or disjoint i64 %add6929, %add3859
  %p6932 = getelementptr float, ptr addrspace(1) %43, i64 %add6930
  %v6923 = load float, ptr addrspace(3) %p4354, align 4
  %fadd6924 = fadd float %v6870, %v6923
  %sel6925 = select i1 %cmp6871.not, float %v6923, float %fadd6924
  store float %sel6925, ptr addrspace(1) %p6932, align 4
  br label %endif6928

endif6928:                                        ; preds = %then6927, %endif6915
  %cmp6939 = icmp sgt i64 %call3831, %add3867
  br i1 %cmp6939, label %then6940, label %endif6941

then6940:                                         ; preds = %endif6928
  %44 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add6943 = or disjoint i64 %add6942, %mul28
  %p6945 = getelementptr float, ptr addrspace(1) %44, i64 %add6943
  %v6936 = load float, ptr addrspace(3) %p4356, align 4
  %fadd6937 = fadd float %v6870, %v6936
  %sel6938 = select i1 %cmp6871.not, float %v6936, float %fadd6937
  store float %sel6938, ptr addrspace(1) %p6945, align 4
  br label %endif6941

endif6941:                                        ; preds = %then6940, %endif6928
  %cmp6952 = icmp sgt i64 %call3831, %add3875
  br i1 %cmp6952, label %then6953, label %endif6954

then6953:                                         ; preds = %endif6941
  %45 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add6956 = or disjoint i64 %add6955, %mul28
  %p6958 = getelementptr float, ptr addrspace(1) %45, i64 %add6956
  %v6949 = load float, ptr addrspace(3) %p4358, align 4
  %fadd6950 = fadd float %v6870, %v6949
  %sel6951 = select i1 %cmp6871.not, float %v6949, float %fadd6950
  store float %sel6951, ptr addrspace(1) %p6958, align 4
  br label %endif6954

endif6954:                                        ; preds = %then6953, %endif6941
  %cmp6965 = icmp sgt i64 %call3831, %add3883
  br i1 %cmp6965, label %then6966, label %endif6967

then6966:                                         ; preds = %endif6954
  %46 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add6969 = or disjoint i64 %add6968, %mul28
  %p6971 = getelementptr float, ptr addrspace(1) %46, i64 %add6969
  %v6962 = load float, ptr addrspace(3) %p4360, align 4
  %fadd6963 = fadd float %v6870, %v6962
  %sel6964 = select i1 %cmp6871.not, float %v6962, float %fadd6963
  store float %sel6964, ptr addrspace(1) %p6971, align 4
  br label %endif6967

endif6967:                                        ; preds = %then6966, %endif6954
  %cmp6978 = icmp sgt i64 %call3831, %add3891
  br i1 %cmp6978, label %then6979, label %endif6980

then6979:                                         ; preds = %endif6967
  %47 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add6981 = or disjoint i64 %mul28, %mul31
  %add6982 = or disjoint i64 %add6981, %add3891
  %p6984 = getelementptr float, ptr addrspace(1) %47, i64 %add6982
  %v6975 = load float, ptr addrspace(3) %p4362, align 4
  %fadd6976 = fadd float %v6870, %v6975
  %sel6977 = select i1 %cmp6871.not, float %v6975, float %fadd6976
  store float %sel6977, ptr addrspace(1) %p6984, align 4
  br label %endif6980

endif6980:                                        ; preds = %then6979, %endif6967
  %cmp6991 = icmp sgt i64 %call3831, %add3899
  br i1 %cmp6991, label %then6992, label %endif6993

then6992:                                         ; preds = %endif6980
  %48 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add6995 = or disjoint i64 %add6994, %mul28
  %p6997 = getelementptr float, ptr addrspace(1) %48, i64 %add6995
  %v6988 = load float, ptr addrspace(3) %p4364, align 4
  %fadd6989 = fadd float %v6870, %v6988
  %sel6990 = select i1 %cmp6871.not, float %v6988, float %fadd6989
  store float %sel6990, ptr addrspace(1) %p6997, align 4
  br label %endif6993

endif6993:                                        ; preds = %then6992, %endif6980
  %cmp7004 = icmp sgt i64 %call3831, %add3907
  br i1 %cmp7004, label %then7005, label %endif7006

then7005:                                         ; preds = %endif6993
  %49 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7008 = or disjoint i64 %add7007, %mul28
  %p7010 = getelementptr float, ptr addrspace(1) %49, i64 %add7008
  %v7001 = load float, ptr addrspace(3) %p4366, align 4
  %fadd7002 = fadd float %v6870, %v7001
  %sel7003 = select i1 %cmp6871.not, float %v7001, float %fadd7002
  store float %sel7003, ptr addrspace(1) %p7010, align 4
  br label %endif7006

endif7006:                                        ; preds = %then7005, %endif6993
  %cmp7017 = icmp sgt i64 %call3831, %add3915
  br i1 %cmp7017, label %then7018, label %endif7019

then7018:                                         ; preds = %endif7006
  %50 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7021 = or disjoint i64 %add7020, %mul28
  %p7023 = getelementptr float, ptr addrspace(1) %50, i64 %add7021
  %v7014 = load float, ptr addrspace(3) %p4368, align 4
  %fadd7015 = fadd float %v6870, %v7014
  %sel7016 = select i1 %cmp6871.not, float %v7014, float %fadd7015
  store float %sel7016, ptr addrspace(1) %p7023, align 4
  br label %endif7019

endif7019:                                        ; preds = %then7018, %endif7006
  %cmp7030 = icmp sgt i64 %call3831, %add3923
  br i1 %cmp7030, label %then7031, label %endif7032

then7031:                                         ; preds = %endif7019
  %51 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7033 = or disjoint i64 %mul28, %mul31
  %add7034 = or disjoint i64 %add7033, %add3923
  %p7036 = getelementptr float, ptr addrspace(1) %51, i64 %add7034
  %v7027 = load float, ptr addrspace(3) %p4370, align 4
  %fadd7028 = fadd float %v6870, %v7027
  %sel7029 = select i1 %cmp6871.not, float %v7027, float %fadd7028
  store float %sel7029, ptr addrspace(1) %p7036, align 4
  br label %endif7032

endif7032:                                        ; preds = %then7031, %endif7019
  %cmp7043 = icmp sgt i64 %call3831, %add3931
  br i1 %cmp7043, label %then7044, label %endif7045

then7044:                                         ; preds = %endif7032
  %52 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7047 = or disjoint i64 %add7046, %mul28
  %p7049 = getelementptr float, ptr addrspace(1) %52, i64 %add7047
  %v7040 = load float, ptr addrspace(3) %p4372, align 4
  %fadd7041 = fadd float %v6870, %v7040
  %sel7042 = select i1 %cmp6871.not, float %v7040, float %fadd7041
  store float %sel7042, ptr addrspace(1) %p7049, align 4
  br label %endif7045

endif7045:                                        ; preds = %then7044, %endif7032
  %cmp7056 = icmp sgt i64 %call3831, %add3939
  br i1 %cmp7056, label %then7057, label %endif7058

then7057:                                         ; preds = %endif7045
  %53 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7060 = or disjoint i64 %add7059, %mul28
  %p7062 = getelementptr float, ptr addrspace(1) %53, i64 %add7060
  %v7053 = load float, ptr addrspace(3) %p4374, align 4
  %fadd7054 = fadd float %v6870, %v7053
  %sel7055 = select i1 %cmp6871.not, float %v7053, float %fadd7054
  store float %sel7055, ptr addrspace(1) %p7062, align 4
  br label %endif7058

endif7058:                                        ; preds = %then7057, %endif7045
  %cmp7069 = icmp sgt i64 %call3831, %add3947
  br i1 %cmp7069, label %then7070, label %endif7071

then7070:                                         ; preds = %endif7058
  %54 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7073 = or disjoint i64 %add7072, %mul28
  %p7075 = getelementptr float, ptr addrspace(1) %54, i64 %add7073
  %v7066 = load float, ptr addrspace(3) %p4376, align 4
  %fadd7067 = fadd float %v6870, %v7066
  %sel7068 = select i1 %cmp6871.not, float %v7066, float %fadd7067
  store float %sel7068, ptr addrspace(1) %p7075, align 4
  br label %endif7071

endif7071:                                        ; preds = %then7070, %endif7058
  %cmp7082 = icmp sgt i64 %call3831, %add3955
  br i1 %cmp7082, label %then7083, label %endif7084

then7083:                                         ; preds = %endif7071
  %55 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7085 = or disjoint i64 %mul28, %mul31
  %add7086 = or disjoint i64 %add7085, %add3955
  %p7088 = getelementptr float, ptr addrspace(1) %55, i64 %add7086
  %v7079 = load float, ptr addrspace(3) %p4378, align 4
  %fadd7080 = fadd float %v6870, %v7079
  %sel7081 = select i1 %cmp6871.not, float %v7079, float %fadd7080
  store float %sel7081, ptr addrspace(1) %p7088, align 4
  br label %endif7084

endif7084:                                        ; preds = %then7083, %endif7071
  %cmp7095 = icmp sgt i64 %call3831, %add3963
  br i1 %cmp7095, label %then7096, label %endif7097

then7096:                                         ; preds = %endif7084
  %56 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7099 = or disjoint i64 %add7098, %mul28
  %p7101 = getelementptr float, ptr addrspace(1) %56, i64 %add7099
  %v7092 = load float, ptr addrspace(3) %p4380, align 4
  %fadd7093 = fadd float %v6870, %v7092
  %sel7094 = select i1 %cmp6871.not, float %v7092, float %fadd7093
  store float %sel7094, ptr addrspace(1) %p7101, align 4
  br label %endif7097

endif7097:                                        ; preds = %then7096, %endif7084
  %cmp7108 = icmp sgt i64 %call3831, %add3971
  br i1 %cmp7108, label %then7109, label %endif7110

then7109:                                         ; preds = %endif7097
  %57 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7112 = or disjoint i64 %add7111, %mul28
  %p7114 = getelementptr float, ptr addrspace(1) %57, i64 %add7112
  %v7105 = load float, ptr addrspace(3) %p4382, align 4
  %fadd7106 = fadd float %v6870, %v7105
  %sel7107 = select i1 %cmp6871.not, float %v7105, float %fadd7106
  store float %sel7107, ptr addrspace(1) %p7114, align 4
  br label %endif7110

endif7110:                                        ; preds = %then7109, %endif7097
  %cmp7121 = icmp sgt i64 %call3831, %add3979
  br i1 %cmp7121, label %then7122, label %endif7123

then7122:                                         ; preds = %endif7110
  %58 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7125 = or disjoint i64 %add7124, %mul28
  %p7127 = getelementptr float, ptr addrspace(1) %58, i64 %add7125
  %v7118 = load float, ptr addrspace(3) %p4384, align 4
  %fadd7119 = fadd float %v6870, %v7118
  %sel7120 = select i1 %cmp6871.not, float %v7118, float %fadd7119
  store float %sel7120, ptr addrspace(1) %p7127, align 4
  br label %endif7123

endif7123:                                        ; preds = %then7122, %endif7110
  %cmp7134 = icmp sgt i64 %call3831, %add3987
  br i1 %cmp7134, label %then7135, label %endif7136

then7135:                                         ; preds = %endif7123
  %59 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7137 = or disjoint i64 %mul28, %mul31
  %add7138 = or disjoint i64 %add7137, %add3987
  %p7140 = getelementptr float, ptr addrspace(1) %59, i64 %add7138
  %v7131 = load float, ptr addrspace(3) %p4386, align 4
  %fadd7132 = fadd float %v6870, %v7131
  %sel7133 = select i1 %cmp6871.not, float %v7131, float %fadd7132
  store float %sel7133, ptr addrspace(1) %p7140, align 4
  br label %endif7136

endif7136:                                        ; preds = %then7135, %endif7123
  %cmp7147 = icmp sgt i64 %call3831, %add3995
  br i1 %cmp7147, label %then7148, label %endif7149

then7148:                                         ; preds = %endif7136
  %60 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7151 = or disjoint i64 %add7150, %mul28
  %p7153 = getelementptr float, ptr addrspace(1) %60, i64 %add7151
  %v7144 = load float, ptr addrspace(3) %p4388, align 4
  %fadd7145 = fadd float %v6870, %v7144
  %sel7146 = select i1 %cmp6871.not, float %v7144, float %fadd7145
  store float %sel7146, ptr addrspace(1) %p7153, align 4
  br label %endif7149

endif7149:                                        ; preds = %then7148, %endif7136
  %cmp7160 = icmp sgt i64 %call3831, %add4003
  br i1 %cmp7160, label %then7161, label %endif7162

then7161:                                         ; preds = %endif7149
  %61 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7164 = or disjoint i64 %add7163, %mul28
  %p7166 = getelementptr float, ptr addrspace(1) %61, i64 %add7164
  %v7157 = load float, ptr addrspace(3) %p4390, align 4
  %fadd7158 = fadd float %v6870, %v7157
  %sel7159 = select i1 %cmp6871.not, float %v7157, float %fadd7158
  store float %sel7159, ptr addrspace(1) %p7166, align 4
  br label %endif7162

endif7162:                                        ; preds = %then7161, %endif7149
  %cmp7173 = icmp sgt i64 %call3831, %add4011
  br i1 %cmp7173, label %then7174, label %endif7175

then7174:                                         ; preds = %endif7162
  %62 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7177 = or disjoint i64 %add7176, %mul28
  %p7179 = getelementptr float, ptr addrspace(1) %62, i64 %add7177
  %v7170 = load float, ptr addrspace(3) %p4392, align 4
  %fadd7171 = fadd float %v6870, %v7170
  %sel7172 = select i1 %cmp6871.not, float %v7170, float %fadd7171
  store float %sel7172, ptr addrspace(1) %p7179, align 4
  br label %endif7175

endif7175:                                        ; preds = %then7174, %endif7162
  %cmp7186 = icmp sgt i64 %call3831, %add4019
  br i1 %cmp7186, label %then7187, label %endif7188

then7187:                                         ; preds = %endif7175
  %63 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7189 = or disjoint i64 %mul28, %mul31
  %add7190 = or disjoint i64 %add7189, %add4019
  %p7192 = getelementptr float, ptr addrspace(1) %63, i64 %add7190
  %v7183 = load float, ptr addrspace(3) %p4394, align 4
  %fadd7184 = fadd float %v6870, %v7183
  %sel7185 = select i1 %cmp6871.not, float %v7183, float %fadd7184
  store float %sel7185, ptr addrspace(1) %p7192, align 4
  br label %endif7188

endif7188:                                        ; preds = %then7187, %endif7175
  %cmp7199 = icmp sgt i64 %call3831, %add4027
  br i1 %cmp7199, label %then7200, label %endif7201

then7200:                                         ; preds = %endif7188
  %64 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7203 = or disjoint i64 %add7202, %mul28
  %p7205 = getelementptr float, ptr addrspace(1) %64, i64 %add7203
  %v7196 = load float, ptr addrspace(3) %p4396, align 4
  %fadd7197 = fadd float %v6870, %v7196
  %sel7198 = select i1 %cmp6871.not, float %v7196, float %fadd7197
  store float %sel7198, ptr addrspace(1) %p7205, align 4
  br label %endif7201

endif7201:                                        ; preds = %then7200, %endif7188
  %cmp7212 = icmp sgt i64 %call3831, %add4035
  br i1 %cmp7212, label %then7213, label %endif7214

then7213:                                         ; preds = %endif7201
  %65 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7216 = or disjoint i64 %add7215, %mul28
  %p7218 = getelementptr float, ptr addrspace(1) %65, i64 %add7216
  %v7209 = load float, ptr addrspace(3) %p4398, align 4
  %fadd7210 = fadd float %v6870, %v7209
  %sel7211 = select i1 %cmp6871.not, float %v7209, float %fadd7210
  store float %sel7211, ptr addrspace(1) %p7218, align 4
  br label %endif7214

endif7214:                                        ; preds = %then7213, %endif7201
  %cmp7225 = icmp sgt i64 %call3831, %add4043
  br i1 %cmp7225, label %then7226, label %endif7227

then7226:                                         ; preds = %endif7214
  %66 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7229 = or disjoint i64 %add7228, %mul28
  %p7231 = getelementptr float, ptr addrspace(1) %66, i64 %add7229
  %v7222 = load float, ptr addrspace(3) %p4400, align 4
  %fadd7223 = fadd float %v6870, %v7222
  %sel7224 = select i1 %cmp6871.not, float %v7222, float %fadd7223
  store float %sel7224, ptr addrspace(1) %p7231, align 4
  br label %endif7227

endif7227:                                        ; preds = %then7226, %endif7214
  %cmp7238 = icmp sgt i64 %call3831, %add4051
  br i1 %cmp7238, label %then7239, label %endif7240

then7239:                                         ; preds = %endif7227
  %67 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7241 = or disjoint i64 %mul28, %mul31
  %add7242 = or disjoint i64 %add7241, %add4051
  %p7244 = getelementptr float, ptr addrspace(1) %67, i64 %add7242
  %v7235 = load float, ptr addrspace(3) %p4402, align 4
  %fadd7236 = fadd float %v6870, %v7235
  %sel7237 = select i1 %cmp6871.not, float %v7235, float %fadd7236
  store float %sel7237, ptr addrspace(1) %p7244, align 4
  br label %endif7240

endif7240:                                        ; preds = %then7239, %endif7227
  %cmp7251 = icmp sgt i64 %call3831, %add4059
  br i1 %cmp7251, label %then7252, label %endif7253

then7252:                                         ; preds = %endif7240
  %68 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7255 = or disjoint i64 %add7254, %mul28
  %p7257 = getelementptr float, ptr addrspace(1) %68, i64 %add7255
  %v7248 = load float, ptr addrspace(3) %p4404, align 4
  %fadd7249 = fadd float %v6870, %v7248
  %sel7250 = select i1 %cmp6871.not, float %v7248, float %fadd7249
  store float %sel7250, ptr addrspace(1) %p7257, align 4
  br label %endif7253

endif7253:                                        ; preds = %then7252, %endif7240
  %cmp7264 = icmp sgt i64 %call3831, %add4067
  br i1 %cmp7264, label %then7265, label %endif7266

then7265:                                         ; preds = %endif7253
  %69 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7268 = or disjoint i64 %add7267, %mul28
  %p7270 = getelementptr float, ptr addrspace(1) %69, i64 %add7268
  %v7261 = load float, ptr addrspace(3) %p4406, align 4
  %fadd7262 = fadd float %v6870, %v7261
  %sel7263 = select i1 %cmp6871.not, float %v7261, float %fadd7262
  store float %sel7263, ptr addrspace(1) %p7270, align 4
  br label %endif7266

endif7266:                                        ; preds = %then7265, %endif7253
  %cmp7277 = icmp sgt i64 %call3831, %add4075
  br i1 %cmp7277, label %then7278, label %endif7279

then7278:                                         ; preds = %endif7266
  %70 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7281 = or disjoint i64 %add7280, %mul28
  %p7283 = getelementptr float, ptr addrspace(1) %70, i64 %add7281
  %v7274 = load float, ptr addrspace(3) %p4408, align 4
  %fadd7275 = fadd float %v6870, %v7274
  %sel7276 = select i1 %cmp6871.not, float %v7274, float %fadd7275
  store float %sel7276, ptr addrspace(1) %p7283, align 4
  br label %endif7279

endif7279:                                        ; preds = %then7278, %endif7266
  %cmp7290 = icmp sgt i64 %call3831, %add4083
  br i1 %cmp7290, label %then7291, label %endif7292

then7291:                                         ; preds = %endif7279
  %71 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7293 = or disjoint i64 %mul28, %mul31
  %add7294 = or disjoint i64 %add7293, %add4083
  %p7296 = getelementptr float, ptr addrspace(1) %71, i64 %add7294
  %v7287 = load float, ptr addrspace(3) %p4410, align 4
  %fadd7288 = fadd float %v6870, %v7287
  %sel7289 = select i1 %cmp6871.not, float %v7287, float %fadd7288
  store float %sel7289, ptr addrspace(1) %p7296, align 4
  br label %endif7292

endif7292:                                        ; preds = %then7291, %endif7279
  %cmp7303 = icmp sgt i64 %call3831, %add4091
  br i1 %cmp7303, label %then7304, label %endif7305

then7304:                                         ; preds = %endif7292
  %72 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7307 = or disjoint i64 %add7306, %mul28
  %p7309 = getelementptr float, ptr addrspace(1) %72, i64 %add7307
  %v7300 = load float, ptr addrspace(3) %p4412, align 4
  %fadd7301 = fadd float %v6870, %v7300
  %sel7302 = select i1 %cmp6871.not, float %v7300, float %fadd7301
  store float %sel7302, ptr addrspace(1) %p7309, align 4
  br label %endif7305

endif7305:                                        ; preds = %then7304, %endif7292
  %cmp7316 = icmp sgt i64 %call3831, %add4099
  br i1 %cmp7316, label %then7317, label %endif7318

then7317:                                         ; preds = %endif7305
  %73 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7320 = or disjoint i64 %add7319, %mul28
  %p7322 = getelementptr float, ptr addrspace(1) %73, i64 %add7320
  %v7313 = load float, ptr addrspace(3) %p4414, align 4
  %fadd7314 = fadd float %v6870, %v7313
  %sel7315 = select i1 %cmp6871.not, float %v7313, float %fadd7314
  store float %sel7315, ptr addrspace(1) %p7322, align 4
  br label %endif7318

endif7318:                                        ; preds = %then7317, %endif7305
  %cmp7329 = icmp sgt i64 %call3831, %add4107
  br i1 %cmp7329, label %then7330, label %endif7331

then7330:                                         ; preds = %endif7318
  %74 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7333 = or disjoint i64 %add7332, %mul28
  %p7335 = getelementptr float, ptr addrspace(1) %74, i64 %add7333
  %v7326 = load float, ptr addrspace(3) %p4416, align 4
  %fadd7327 = fadd float %v6870, %v7326
  %sel7328 = select i1 %cmp6871.not, float %v7326, float %fadd7327
  store float %sel7328, ptr addrspace(1) %p7335, align 4
  br label %endif7331

endif7331:                                        ; preds = %then7330, %endif7318
  %cmp7342 = icmp sgt i64 %call3831, %add4115
  br i1 %cmp7342, label %then7343, label %endif7344

then7343:                                         ; preds = %endif7331
  %75 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7345 = or disjoint i64 %mul28, %mul31
  %add7346 = or disjoint i64 %add7345, %add4115
  %p7348 = getelementptr float, ptr addrspace(1) %75, i64 %add7346
  %v7339 = load float, ptr addrspace(3) %p4418, align 4
  %fadd7340 = fadd float %v6870, %v7339
  %sel7341 = select i1 %cmp6871.not, float %v7339, float %fadd7340
  store float %sel7341, ptr addrspace(1) %p7348, align 4
  br label %endif7344

endif7344:                                        ; preds = %then7343, %endif7331
  %cmp7355 = icmp sgt i64 %call3831, %add4123
  br i1 %cmp7355, label %then7356, label %endif7357

then7356:                                         ; preds = %endif7344
  %76 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7359 = or disjoint i64 %add7358, %mul28
  %p7361 = getelementptr float, ptr addrspace(1) %76, i64 %add7359
  %v7352 = load float, ptr addrspace(3) %p4420, align 4
  %fadd7353 = fadd float %v6870, %v7352
  %sel7354 = select i1 %cmp6871.not, float %v7352, float %fadd7353
  store float %sel7354, ptr addrspace(1) %p7361, align 4
  br label %endif7357

endif7357:                                        ; preds = %then7356, %endif7344
  %cmp7368 = icmp sgt i64 %call3831, %add4131
  br i1 %cmp7368, label %then7369, label %endif7370

then7369:                                         ; preds = %endif7357
  %77 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7372 = or disjoint i64 %add7371, %mul28
  %p7374 = getelementptr float, ptr addrspace(1) %77, i64 %add7372
  %v7365 = load float, ptr addrspace(3) %p4422, align 4
  %fadd7366 = fadd float %v6870, %v7365
  %sel7367 = select i1 %cmp6871.not, float %v7365, float %fadd7366
  store float %sel7367, ptr addrspace(1) %p7374, align 4
  br label %endif7370

endif7370:                                        ; preds = %then7369, %endif7357
  %cmp7381 = icmp sgt i64 %call3831, %add4139
  br i1 %cmp7381, label %then7382, label %endif7383

then7382:                                         ; preds = %endif7370
  %78 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7385 = or disjoint i64 %add7384, %mul28
  %p7387 = getelementptr float, ptr addrspace(1) %78, i64 %add7385
  %v7378 = load float, ptr addrspace(3) %p4424, align 4
  %fadd7379 = fadd float %v6870, %v7378
  %sel7380 = select i1 %cmp6871.not, float %v7378, float %fadd7379
  store float %sel7380, ptr addrspace(1) %p7387, align 4
  br label %endif7383

endif7383:                                        ; preds = %then7382, %endif7370
  %cmp7394 = icmp sgt i64 %call3831, %add4147
  br i1 %cmp7394, label %then7395, label %endif7396

then7395:                                         ; preds = %endif7383
  %79 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7397 = or disjoint i64 %mul28, %mul31
  %add7398 = or disjoint i64 %add7397, %add4147
  %p7400 = getelementptr float, ptr addrspace(1) %79, i64 %add7398
  %v7391 = load float, ptr addrspace(3) %p4426, align 4
  %fadd7392 = fadd float %v6870, %v7391
  %sel7393 = select i1 %cmp6871.not, float %v7391, float %fadd7392
  store float %sel7393, ptr addrspace(1) %p7400, align 4
  br label %endif7396

endif7396:                                        ; preds = %then7395, %endif7383
  %cmp7407 = icmp sgt i64 %call3831, %add4155
  br i1 %cmp7407, label %then7408, label %endif7409

then7408:                                         ; preds = %endif7396
  %80 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7411 = or disjoint i64 %add7410, %mul28
  %p7413 = getelementptr float, ptr addrspace(1) %80, i64 %add7411
  %v7404 = load float, ptr addrspace(3) %p4428, align 4
  %fadd7405 = fadd float %v6870, %v7404
  %sel7406 = select i1 %cmp6871.not, float %v7404, float %fadd7405
  store float %sel7406, ptr addrspace(1) %p7413, align 4
  br label %endif7409

endif7409:                                        ; preds = %then7408, %endif7396
  %cmp7420 = icmp sgt i64 %call3831, %add4163
  br i1 %cmp7420, label %then7421, label %endif7422

then7421:                                         ; preds = %endif7409
  %81 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7424 = or disjoint i64 %add7423, %mul28
  %p7426 = getelementptr float, ptr addrspace(1) %81, i64 %add7424
  %v7417 = load float, ptr addrspace(3) %p4430, align 4
  %fadd7418 = fadd float %v6870, %v7417
  %sel7419 = select i1 %cmp6871.not, float %v7417, float %fadd7418
  store float %sel7419, ptr addrspace(1) %p7426, align 4
  br label %endif7422

endif7422:                                        ; preds = %then7421, %endif7409
  %cmp7433 = icmp sgt i64 %call3831, %add4171
  br i1 %cmp7433, label %then7434, label %endif7435

then7434:                                         ; preds = %endif7422
  %82 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7437 = or disjoint i64 %add7436, %mul28
  %p7439 = getelementptr float, ptr addrspace(1) %82, i64 %add7437
  %v7430 = load float, ptr addrspace(3) %p4432, align 4
  %fadd7431 = fadd float %v6870, %v7430
  %sel7432 = select i1 %cmp6871.not, float %v7430, float %fadd7431
  store float %sel7432, ptr addrspace(1) %p7439, align 4
  br label %endif7435

endif7435:                                        ; preds = %then7434, %endif7422
  %cmp7446 = icmp sgt i64 %call3831, %add4179
  br i1 %cmp7446, label %then7447, label %endif7448

then7447:                                         ; preds = %endif7435
  %83 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7449 = or disjoint i64 %mul28, %mul31
  %add7450 = or disjoint i64 %add7449, %add4179
  %p7452 = getelementptr float, ptr addrspace(1) %83, i64 %add7450
  %v7443 = load float, ptr addrspace(3) %p4434, align 4
  %fadd7444 = fadd float %v6870, %v7443
  %sel7445 = select i1 %cmp6871.not, float %v7443, float %fadd7444
  store float %sel7445, ptr addrspace(1) %p7452, align 4
  br label %endif7448

endif7448:                                        ; preds = %then7447, %endif7435
  %cmp7459 = icmp sgt i64 %call3831, %add4187
  br i1 %cmp7459, label %then7460, label %endif7461

then7460:                                         ; preds = %endif7448
  %84 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7463 = or disjoint i64 %add7462, %mul28
  %p7465 = getelementptr float, ptr addrspace(1) %84, i64 %add7463
  %v7456 = load float, ptr addrspace(3) %p4436, align 4
  %fadd7457 = fadd float %v6870, %v7456
  %sel7458 = select i1 %cmp6871.not, float %v7456, float %fadd7457
  store float %sel7458, ptr addrspace(1) %p7465, align 4
  br label %endif7461

endif7461:                                        ; preds = %then7460, %endif7448
  %cmp7472 = icmp sgt i64 %call3831, %add4195
  br i1 %cmp7472, label %then7473, label %endif7474

then7473:                                         ; preds = %endif7461
  %85 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7476 = or disjoint i64 %add7475, %mul28
  %p7478 = getelementptr float, ptr addrspace(1) %85, i64 %add7476
  %v7469 = load float, ptr addrspace(3) %p4438, align 4
  %fadd7470 = fadd float %v6870, %v7469
  %sel7471 = select i1 %cmp6871.not, float %v7469, float %fadd7470
  store float %sel7471, ptr addrspace(1) %p7478, align 4
  br label %endif7474

endif7474:                                        ; preds = %then7473, %endif7461
  %cmp7485 = icmp sgt i64 %call3831, %add4203
  br i1 %cmp7485, label %then7486, label %endif7487

then7486:                                         ; preds = %endif7474
  %86 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7489 = or disjoint i64 %add7488, %mul28
  %p7491 = getelementptr float, ptr addrspace(1) %86, i64 %add7489
  %v7482 = load float, ptr addrspace(3) %p4440, align 4
  %fadd7483 = fadd float %v6870, %v7482
  %sel7484 = select i1 %cmp6871.not, float %v7482, float %fadd7483
  store float %sel7484, ptr addrspace(1) %p7491, align 4
  br label %endif7487

endif7487:                                        ; preds = %then7486, %endif7474
  %cmp7498 = icmp sgt i64 %call3831, %add4211
  br i1 %cmp7498, label %then7499, label %endif7500

then7499:                                         ; preds = %endif7487
  %87 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7501 = or disjoint i64 %mul28, %mul31
  %add7502 = or disjoint i64 %add7501, %add4211
  %p7504 = getelementptr float, ptr addrspace(1) %87, i64 %add7502
  %v7495 = load float, ptr addrspace(3) %p4442, align 4
  %fadd7496 = fadd float %v6870, %v7495
  %sel7497 = select i1 %cmp6871.not, float %v7495, float %fadd7496
  store float %sel7497, ptr addrspace(1) %p7504, align 4
  br label %endif7500

endif7500:                                        ; preds = %then7499, %endif7487
  %cmp7511 = icmp sgt i64 %call3831, %add4219
  br i1 %cmp7511, label %then7512, label %endif7513

then7512:                                         ; preds = %endif7500
  %88 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7515 = or disjoint i64 %add7514, %mul28
  %p7517 = getelementptr float, ptr addrspace(1) %88, i64 %add7515
  %v7508 = load float, ptr addrspace(3) %p4444, align 4
  %fadd7509 = fadd float %v6870, %v7508
  %sel7510 = select i1 %cmp6871.not, float %v7508, float %fadd7509
  store float %sel7510, ptr addrspace(1) %p7517, align 4
  br label %endif7513

endif7513:                                        ; preds = %then7512, %endif7500
  %cmp7524 = icmp sgt i64 %call3831, %add4227
  br i1 %cmp7524, label %then7525, label %endif7526

then7525:                                         ; preds = %endif7513
  %89 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7528 = or disjoint i64 %add7527, %mul28
  %p7530 = getelementptr float, ptr addrspace(1) %89, i64 %add7528
  %v7521 = load float, ptr addrspace(3) %p4446, align 4
  %fadd7522 = fadd float %v6870, %v7521
  %sel7523 = select i1 %cmp6871.not, float %v7521, float %fadd7522
  store float %sel7523, ptr addrspace(1) %p7530, align 4
  br label %endif7526

endif7526:                                        ; preds = %then7525, %endif7513
  %cmp7537 = icmp sgt i64 %call3831, %add4235
  br i1 %cmp7537, label %then7538, label %endif7539

then7538:                                         ; preds = %endif7526
  %90 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7541 = or disjoint i64 %add7540, %mul28
  %p7543 = getelementptr float, ptr addrspace(1) %90, i64 %add7541
  %v7534 = load float, ptr addrspace(3) %p4448, align 4
  %fadd7535 = fadd float %v6870, %v7534
  %sel7536 = select i1 %cmp6871.not, float %v7534, float %fadd7535
  store float %sel7536, ptr addrspace(1) %p7543, align 4
  br label %endif7539

endif7539:                                        ; preds = %then7538, %endif7526
  %cmp7550 = icmp sgt i64 %call3831, %add4243
  br i1 %cmp7550, label %then7551, label %endif7552

then7551:                                         ; preds = %endif7539
  %91 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7553 = or disjoint i64 %mul28, %mul31
  %add7554 = or disjoint i64 %add7553, %add4243
  %p7556 = getelementptr float, ptr addrspace(1) %91, i64 %add7554
  %v7547 = load float, ptr addrspace(3) %p4450, align 4
  %fadd7548 = fadd float %v6870, %v7547
  %sel7549 = select i1 %cmp6871.not, float %v7547, float %fadd7548
  store float %sel7549, ptr addrspace(1) %p7556, align 4
  br label %endif7552

endif7552:                                        ; preds = %then7551, %endif7539
  %cmp7563 = icmp sgt i64 %call3831, %add4251
  br i1 %cmp7563, label %then7564, label %endif7565

then7564:                                         ; preds = %endif7552
  %92 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7567 = or disjoint i64 %add7566, %mul28
  %p7569 = getelementptr float, ptr addrspace(1) %92, i64 %add7567
  %v7560 = load float, ptr addrspace(3) %p4452, align 4
  %fadd7561 = fadd float %v6870, %v7560
  %sel7562 = select i1 %cmp6871.not, float %v7560, float %fadd7561
  store float %sel7562, ptr addrspace(1) %p7569, align 4
  br label %endif7565

endif7565:                                        ; preds = %then7564, %endif7552
  %cmp7576 = icmp sgt i64 %call3831, %add4259
  br i1 %cmp7576, label %then7577, label %endif7578

then7577:                                         ; preds = %endif7565
  %93 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7580 = or disjoint i64 %add7579, %mul28
  %p7582 = getelementptr float, ptr addrspace(1) %93, i64 %add7580
  %v7573 = load float, ptr addrspace(3) %p4454, align 4
  %fadd7574 = fadd float %v6870, %v7573
  %sel7575 = select i1 %cmp6871.not, float %v7573, float %fadd7574
  store float %sel7575, ptr addrspace(1) %p7582, align 4
  br label %endif7578

endif7578:                                        ; preds = %then7577, %endif7565
  %cmp7589 = icmp sgt i64 %call3831, %add4267
  br i1 %cmp7589, label %then7590, label %endif7591

then7590:                                         ; preds = %endif7578
  %94 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7593 = or disjoint i64 %add7592, %mul28
  %p7595 = getelementptr float, ptr addrspace(1) %94, i64 %add7593
  %v7586 = load float, ptr addrspace(3) %p4456, align 4
  %fadd7587 = fadd float %v6870, %v7586
  %sel7588 = select i1 %cmp6871.not, float %v7586, float %fadd7587
  store float %sel7588, ptr addrspace(1) %p7595, align 4
  br label %endif7591

endif7591:                                        ; preds = %then7590, %endif7578
  %cmp7602 = icmp sgt i64 %call3831, %add4275
  br i1 %cmp7602, label %then7603, label %endif7604

then7603:                                         ; preds = %endif7591
  %95 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7605 = or disjoint i64 %mul28, %mul31
  %add7606 = or disjoint i64 %add7605, %add4275
  %p7608 = getelementptr float, ptr addrspace(1) %95, i64 %add7606
  %v7599 = load float, ptr addrspace(3) %p4458, align 4
  %fadd7600 = fadd float %v6870, %v7599
  %sel7601 = select i1 %cmp6871.not, float %v7599, float %fadd7600
  store float %sel7601, ptr addrspace(1) %p7608, align 4
  br label %endif7604

endif7604:                                        ; preds = %then7603, %endif7591
  %cmp7615 = icmp sgt i64 %call3831, %add4283
  br i1 %cmp7615, label %then7616, label %endif7617

then7616:                                         ; preds = %endif7604
  %96 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7619 = or disjoint i64 %add7618, %mul28
  %p7621 = getelementptr float, ptr addrspace(1) %96, i64 %add7619
  %v7612 = load float, ptr addrspace(3) %p4460, align 4
  %fadd7613 = fadd float %v6870, %v7612
  %sel7614 = select i1 %cmp6871.not, float %v7612, float %fadd7613
  store float %sel7614, ptr addrspace(1) %p7621, align 4
  br label %endif7617

endif7617:                                        ; preds = %then7616, %endif7604
  %cmp7628 = icmp sgt i64 %call3831, %add4291
  br i1 %cmp7628, label %then7629, label %endif7630

then7629:                                         ; preds = %endif7617
  %97 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7632 = or disjoint i64 %add7631, %mul28
  %p7634 = getelementptr float, ptr addrspace(1) %97, i64 %add7632
  %v7625 = load float, ptr addrspace(3) %p4462, align 4
  %fadd7626 = fadd float %v6870, %v7625
  %sel7627 = select i1 %cmp6871.not, float %v7625, float %fadd7626
  store float %sel7627, ptr addrspace(1) %p7634, align 4
  br label %endif7630

endif7630:                                        ; preds = %then7629, %endif7617
  %cmp7641 = icmp sgt i64 %call3831, %add4299
  br i1 %cmp7641, label %then7642, label %endif7643

then7642:                                         ; preds = %endif7630
  %98 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7645 = or disjoint i64 %add7644, %mul28
  %p7647 = getelementptr float, ptr addrspace(1) %98, i64 %add7645
  %v7638 = load float, ptr addrspace(3) %p4464, align 4
  %fadd7639 = fadd float %v6870, %v7638
  %sel7640 = select i1 %cmp6871.not, float %v7638, float %fadd7639
  store float %sel7640, ptr addrspace(1) %p7647, align 4
  br label %endif7643

endif7643:                                        ; preds = %then7642, %endif7630
  %cmp7654 = icmp sgt i64 %call3831, %add4307
  br i1 %cmp7654, label %then7655, label %endif7656

then7655:                                         ; preds = %endif7643
  %99 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7657 = or disjoint i64 %mul28, %mul31
  %add7658 = or disjoint i64 %add7657, %add4307
  %p7660 = getelementptr float, ptr addrspace(1) %99, i64 %add7658
  %v7651 = load float, ptr addrspace(3) %p4466, align 4
  %fadd7652 = fadd float %v6870, %v7651
  %sel7653 = select i1 %cmp6871.not, float %v7651, float %fadd7652
  store float %sel7653, ptr addrspace(1) %p7660, align 4
  br label %endif7656

endif7656:                                        ; preds = %then7655, %endif7643
  %cmp7667 = icmp sgt i64 %call3831, %add4315
  br i1 %cmp7667, label %then7668, label %endif7669

then7668:                                         ; preds = %endif7656
  %100 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7671 = or disjoint i64 %add7670, %mul28
  %p7673 = getelementptr float, ptr addrspace(1) %100, i64 %add7671
  %v7664 = load float, ptr addrspace(3) %p4468, align 4
  %fadd7665 = fadd float %v6870, %v7664
  %sel7666 = select i1 %cmp6871.not, float %v7664, float %fadd7665
  store float %sel7666, ptr addrspace(1) %p7673, align 4
  br label %endif7669

endif7669:                                        ; preds = %then7668, %endif7656
  %cmp7680 = icmp sgt i64 %call3831, %add4323
  br i1 %cmp7680, label %then7681, label %endif7682

then7681:                                         ; preds = %endif7669
  %101 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7684 = or disjoint i64 %add7683, %mul28
  %p7686 = getelementptr float, ptr addrspace(1) %101, i64 %add7684
  %v7677 = load float, ptr addrspace(3) %p4470, align 4
  %fadd7678 = fadd float %v6870, %v7677
  %sel7679 = select i1 %cmp6871.not, float %v7677, float %fadd7678
  store float %sel7679, ptr addrspace(1) %p7686, align 4
  br label %endif7682

endif7682:                                        ; preds = %then7681, %endif7669
  %cmp7693 = icmp sgt i64 %call3831, %add4331
  br i1 %cmp7693, label %then7694, label %endif7695

then7694:                                         ; preds = %endif7682
  %102 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7697 = or disjoint i64 %add7696, %mul28
  %p7699 = getelementptr float, ptr addrspace(1) %102, i64 %add7697
  %v7690 = load float, ptr addrspace(3) %p4472, align 4
  %fadd7691 = fadd float %v6870, %v7690
  %sel7692 = select i1 %cmp6871.not, float %v7690, float %fadd7691
  store float %sel7692, ptr addrspace(1) %p7699, align 4
  br label %endif7695

endif7695:                                        ; preds = %then7694, %endif7682
  %cmp7706 = icmp sgt i64 %call3831, %add4339
  br i1 %cmp7706, label %then7707, label %repeat.body.backedge

repeat.body.backedge:                             ; preds = %endif7695, %then7707, %endif1570
  br label %repeat.body

then7707:                                         ; preds = %endif7695
  %103 = getelementptr float, ptr addrspace(1) %5, i64 %mul3839
  %add7709 = or disjoint i64 %mul28, %mul31
  %add7710 = or disjoint i64 %add7709, %add4339
  %p7712 = getelementptr float, ptr addrspace(1) %103, i64 %add7710
  %v7703 = load float, ptr addrspace(3) %p4474, align 4
  %fadd7704 = fadd float %v6870, %v7703
  %sel7705 = select i1 %cmp6871.not, float %v7703, float %fadd7704
  store float %sel7705, ptr addrspace(1) %p7712, align 4
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

!0 = !{ptr @systole_scan_f32_rows, !"kernel", i32 1}
!1 = !{ptr @systole_scan_f32_chained, !"kernel", i32 1}
!2 = !{ptr @systole_scan_f32_chained, !"maxntidx", i32 128}
!3 = !{ptr @systole_scan_f32_chained, !"minctasm", i32 4}
