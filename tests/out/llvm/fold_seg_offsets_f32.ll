; ModuleID = 'systole_fold_seg_offsets_f32'
source_filename = "systole_fold_seg_offsets_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@scan.shared = internal unnamed_addr addrspace(3) global [3845 x i32] undef, align 8
@scan.shared.1 = internal unnamed_addr addrspace(3) global [3845 x float] undef, align 8
@scan.shared.2 = internal unnamed_addr addrspace(3) global [3845 x float] undef, align 8

define void @systole_fold_seg_offsets_f32_rows(i64 %0, ptr addrspace(1) noalias readonly %1, i64 %2, ptr addrspace(1) noalias nocapture readonly %3, i64 %4, ptr addrspace(1) noalias nocapture writeonly %5, ptr addrspace(1) noalias nocapture readnone %6, ptr addrspace(1) noalias %7, i64 %8, i64 %9) local_unnamed_addr {
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
  %sub = add i64 %2, -1
  %call9 = tail call i64 @llvm.smax.i64(i64 %sub, i64 0)
  %.idx = mul i64 %8, 24
  %10 = getelementptr i8, ptr addrspace(1) %7, i64 %.idx
  %stopped = getelementptr i8, ptr addrspace(1) %10, i64 16
  %cmp = icmp slt i64 %4, 4294967296
  %11 = tail call i64 @llvm.smax.i64(i64 %sub, i64 1)
  %call13 = add nsw i64 %11, -1
  %add14 = add nuw i64 %call9, 63
  %groups = sdiv i64 %add14, 64
  %cmp15 = icmp eq i64 %lane, 0
  %cmp16 = icmp sgt i64 %4, 0
  %cmp17 = icmp slt i64 %warp, %groups
  %address = ptrtoint ptr addrspace(1) %stopped to i64
  %12 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address) #5
  %cmp18 = icmp ne i64 %12, 0
  %call19 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp18)
  %cmp20.not = icmp eq i32 %call19, 0
  %enter = and i1 %cmp17, %cmp20.not
  br i1 %enter, label %repeat.body.preheader, label %repeat.exit

repeat.body.preheader:                            ; preds = %entry
  %long = getelementptr i8, ptr addrspace(1) %10, i64 8
  %call33 = tail call i64 @llvm.smin.i64(i64 %4, i64 2147483647)
  %n = trunc i64 %call33 to i32
  %address80 = ptrtoint ptr addrspace(1) %long to i64
  %cmp83.not = icmp eq i64 %lane, 31
  %cmp88 = icmp ult i64 %lane, 30
  %cmp93 = icmp ult i64 %lane, 28
  %cmp98 = icmp ult i64 %lane, 24
  %cmp103 = icmp ult i64 %lane, 16
  br label %repeat.body

repeat.body:                                      ; preds = %repeat.body.preheader, %endif
  %phi = phi i64 [ %add906, %endif ], [ %warp, %repeat.body.preheader ]
  %13 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address) #5
  %cmp22 = icmp ne i64 %13, 0
  %call23 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp22)
  %mul25 = shl i64 %phi, 6
  %add27 = or disjoint i64 %mul25, %lane
  %cmp28 = icmp slt i64 %add27, %call9
  %call29 = tail call i64 @llvm.smin.i64(i64 %add27, i64 %call13)
  %p = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call29
  %v = load i32, ptr addrspace(1) %p, align 4
  %p31 = getelementptr i8, ptr addrspace(1) %p, i64 4
  %v32 = load i32, ptr addrspace(1) %p31, align 4
  %call34 = tail call i32 @llvm.smax.i32(i32 %v, i32 0)
  %call35 = tail call i32 @llvm.smin.i32(i32 %call34, i32 %n)
  %call36 = tail call i32 @llvm.smax.i32(i32 %v32, i32 %call35)
  %call37 = tail call i32 @llvm.smin.i32(i32 %call36, i32 %n)
  %sub38 = sub i32 %call37, %call35
  %sel = select i1 %cmp28, i32 %sub38, i32 0
  %sub39 = add i32 %call37, -1
  %call40 = tail call i32 @llvm.smax.i32(i32 %sub39, i32 0)
  %add43 = or disjoint i64 %add27, 32
  %cmp44 = icmp slt i64 %add43, %call9
  %call45 = tail call i64 @llvm.smin.i64(i64 %add43, i64 %call13)
  %p46 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call45
  %v47 = load i32, ptr addrspace(1) %p46, align 4
  %p49 = getelementptr i8, ptr addrspace(1) %p46, i64 4
  %v50 = load i32, ptr addrspace(1) %p49, align 4
  %call53 = tail call i32 @llvm.smax.i32(i32 %v47, i32 0)
  %call54 = tail call i32 @llvm.smin.i32(i32 %call53, i32 %n)
  %call55 = tail call i32 @llvm.smax.i32(i32 %v50, i32 %call54)
  %call56 = tail call i32 @llvm.smin.i32(i32 %call55, i32 %n)
  %sub57 = sub i32 %call56, %call54
  %sel58 = select i1 %cmp44, i32 %sub57, i32 0
  %sub59 = add i32 %call56, -1
  %call60 = tail call i32 @llvm.smax.i32(i32 %sub59, i32 0)
  %call61 = tail call i32 @llvm.smax.i32(i32 %sel, i32 %sel58)
  %cmp62 = icmp sgt i32 %call61, 16
  %call63 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp62)
  %cmp64.not = icmp eq i32 %call63, 0
  br i1 %cmp64.not, label %else, label %then

repeat.exit:                                      ; preds = %endif, %entry
  ret void

then:                                             ; preds = %repeat.body
  %cmp65 = icmp sgt i32 %sel, 4096
  %listed = and i1 %cmp, %cmp65
  %cmp66 = icmp sgt i32 %sel, 16
  %left = xor i1 %cmp66, %listed
  %cmp67 = icmp sgt i32 %sel58, 4096
  %listed68 = and i1 %cmp, %cmp67
  %cmp69 = icmp sgt i32 %sel58, 16
  %left71 = xor i1 %cmp69, %listed68
  %unlisted72 = or i1 %left, %left71
  %call73 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %unlisted72)
  br i1 %cmp15, label %then75, label %endif

else:                                             ; preds = %repeat.body
  %call81 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %call61, i32 1, i32 31)
  %call84 = tail call i32 @llvm.smax.i32(i32 %call61, i32 %call81)
  %sel85 = select i1 %cmp83.not, i32 %call61, i32 %call84
  %call86 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel85, i32 2, i32 31)
  %call89 = tail call i32 @llvm.smax.i32(i32 %sel85, i32 %call86)
  %sel90 = select i1 %cmp88, i32 %call89, i32 %sel85
  %call91 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel90, i32 4, i32 31)
  %call94 = tail call i32 @llvm.smax.i32(i32 %sel90, i32 %call91)
  %sel95 = select i1 %cmp93, i32 %call94, i32 %sel90
  %call96 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel95, i32 8, i32 31)
  %call99 = tail call i32 @llvm.smax.i32(i32 %sel95, i32 %call96)
  %sel100 = select i1 %cmp98, i32 %call99, i32 %sel95
  %call101 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel100, i32 16, i32 31)
  %call104 = tail call i32 @llvm.smax.i32(i32 %sel100, i32 %call101)
  %sel105 = select i1 %cmp103, i32 %call104, i32 %sel100
  %call106 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %sel105, i32 0, i32 31)
  br i1 %cmp16, label %then107, label %endif109

endif:                                            ; preds = %endif898, %then903, %then75, %then78, %then
  %add906 = add i64 %phi, %warp8
  %cmp907 = icmp slt i64 %add906, %groups
  %14 = or i32 %call63, %call23
  %quit.not = icmp eq i32 %14, 0
  %again = and i1 %cmp907, %quit.not
  br i1 %again, label %repeat.body, label %repeat.exit

then75:                                           ; preds = %then
  %cmp74.not = icmp eq i32 %call73, 0
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br i1 %cmp74.not, label %endif, label %then78

then78:                                           ; preds = %then75
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address80, i64 1) #5
  br label %endif

then107:                                          ; preds = %else
  %call831 = tail call i32 @llvm.smin.i32(i32 %call35, i32 %call40)
  %wide832 = zext nneg i32 %call831 to i64
  %p835 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide832
  %v836 = load float, ptr addrspace(1) %p835, align 4
  switch i32 %call106, label %else674 [
    i32 0, label %then111
    i32 1, label %then128
    i32 2, label %then146
    i32 3, label %then183
    i32 4, label %then241
    i32 5, label %then319
    i32 6, label %then417
    i32 7, label %then535
    i32 8, label %then673
  ]

endif109.loopexit.unr-lcssa:                      ; preds = %fold.body, %fold.body.preheader
  %sel865.lcssa.ph = phi float [ poison, %fold.body.preheader ], [ %sel865.1, %fold.body ]
  %sel869.lcssa.ph = phi float [ poison, %fold.body.preheader ], [ %sel869.1, %fold.body ]
  %i.unr = phi i64 [ 1, %fold.body.preheader ], [ %add870.1, %fold.body ]
  %phi845.unr = phi float [ %v836, %fold.body.preheader ], [ %sel865.1, %fold.body ]
  %phi846.unr = phi float [ %v843, %fold.body.preheader ], [ %sel869.1, %fold.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %endif109, label %fold.body.epil

fold.body.epil:                                   ; preds = %endif109.loopexit.unr-lcssa
  %j.epil = trunc i64 %i.unr to i32
  %add847.epil = add i32 %call35, %j.epil
  %call848.epil = tail call i32 @llvm.smin.i32(i32 %add847.epil, i32 %call40)
  %wide849.epil = zext i32 %call848.epil to i64
  %p852.epil = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide849.epil
  %v853.epil = load float, ptr addrspace(1) %p852.epil, align 4
  %add855.epil = add i32 %call54, %j.epil
  %call856.epil = tail call i32 @llvm.smin.i32(i32 %add855.epil, i32 %call60)
  %wide857.epil = zext i32 %call856.epil to i64
  %p860.epil = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide857.epil
  %v861.epil = load float, ptr addrspace(1) %p860.epil, align 4
  %cmp863.epil = icmp sgt i32 %sel, %j.epil
  %fadd864.epil = fadd reassoc contract float %phi845.unr, %v853.epil
  %sel865.epil = select i1 %cmp863.epil, float %fadd864.epil, float %phi845.unr
  %cmp867.epil = icmp sgt i32 %sel58, %j.epil
  %fadd868.epil = fadd reassoc contract float %phi846.unr, %v861.epil
  %sel869.epil = select i1 %cmp867.epil, float %fadd868.epil, float %phi846.unr
  br label %endif109

endif109:                                         ; preds = %fold.body.epil, %endif109.loopexit.unr-lcssa, %else674, %then673, %then535, %then417, %then319, %then241, %then183, %then146, %then128, %then111, %else
  %phi892 = phi float [ 0.000000e+00, %else ], [ %v836, %then111 ], [ %v836, %then128 ], [ %sel178, %then146 ], [ %sel233, %then183 ], [ %sel308, %then241 ], [ %sel403, %then319 ], [ %sel518, %then417 ], [ %sel653, %then535 ], [ %sel808, %then673 ], [ %v836, %else674 ], [ %sel865.lcssa.ph, %endif109.loopexit.unr-lcssa ], [ %sel865.epil, %fold.body.epil ]
  %phi893 = phi float [ 0.000000e+00, %else ], [ %v126, %then111 ], [ %v144, %then128 ], [ %sel181, %then146 ], [ %sel239, %then183 ], [ %sel317, %then241 ], [ %sel415, %then319 ], [ %sel533, %then417 ], [ %sel671, %then535 ], [ %sel829, %then673 ], [ %v843, %else674 ], [ %sel869.lcssa.ph, %endif109.loopexit.unr-lcssa ], [ %sel869.epil, %fold.body.epil ]
  br i1 %cmp28, label %then897, label %endif898

then111:                                          ; preds = %then107
  %call121 = tail call i32 @llvm.smin.i32(i32 %call54, i32 %call60)
  %wide122 = zext nneg i32 %call121 to i64
  %p125 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide122
  %v126 = load float, ptr addrspace(1) %p125, align 4
  br label %endif109

then128:                                          ; preds = %then107
  %call139 = tail call i32 @llvm.smin.i32(i32 %call54, i32 %call60)
  %wide140 = zext nneg i32 %call139 to i64
  %p143 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide140
  %v144 = load float, ptr addrspace(1) %p143, align 4
  br label %endif109

then146:                                          ; preds = %then107
  %add156 = add nuw i32 %call35, 1
  %call157 = tail call i32 @llvm.smin.i32(i32 %add156, i32 %call40)
  %wide158 = zext i32 %call157 to i64
  %p161 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide158
  %v162 = load float, ptr addrspace(1) %p161, align 4
  %call164 = tail call i32 @llvm.smin.i32(i32 %call54, i32 %call60)
  %wide165 = zext nneg i32 %call164 to i64
  %p168 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide165
  %v169 = load float, ptr addrspace(1) %p168, align 4
  %add170 = add nuw i32 %call54, 1
  %call171 = tail call i32 @llvm.smin.i32(i32 %add170, i32 %call60)
  %wide172 = zext i32 %call171 to i64
  %p175 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide172
  %v176 = load float, ptr addrspace(1) %p175, align 4
  %cmp177 = icmp sgt i32 %sel, 1
  %fadd = fadd reassoc contract float %v836, %v162
  %sel178 = select i1 %cmp177, float %fadd, float %v836
  %cmp179 = icmp sgt i32 %sel58, 1
  %fadd180 = fadd reassoc contract float %v169, %v176
  %sel181 = select i1 %cmp179, float %fadd180, float %v169
  br label %endif109

then183:                                          ; preds = %then107
  %add193 = add nuw i32 %call35, 1
  %call194 = tail call i32 @llvm.smin.i32(i32 %add193, i32 %call40)
  %wide195 = zext i32 %call194 to i64
  %p198 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide195
  %v199 = load float, ptr addrspace(1) %p198, align 4
  %add200 = add nuw i32 %call35, 2
  %call201 = tail call i32 @llvm.smin.i32(i32 %add200, i32 %call40)
  %wide202 = zext i32 %call201 to i64
  %p205 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide202
  %v206 = load float, ptr addrspace(1) %p205, align 4
  %call208 = tail call i32 @llvm.smin.i32(i32 %call54, i32 %call60)
  %wide209 = zext nneg i32 %call208 to i64
  %p212 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide209
  %v213 = load float, ptr addrspace(1) %p212, align 4
  %add214 = add nuw i32 %call54, 1
  %call215 = tail call i32 @llvm.smin.i32(i32 %add214, i32 %call60)
  %wide216 = zext i32 %call215 to i64
  %p219 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide216
  %v220 = load float, ptr addrspace(1) %p219, align 4
  %add221 = add nuw i32 %call54, 2
  %call222 = tail call i32 @llvm.smin.i32(i32 %add221, i32 %call60)
  %wide223 = zext i32 %call222 to i64
  %p226 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide223
  %v227 = load float, ptr addrspace(1) %p226, align 4
  %cmp228 = icmp sgt i32 %sel, 1
  %fadd229 = fadd reassoc contract float %v836, %v199
  %sel230 = select i1 %cmp228, float %fadd229, float %v836
  %cmp231 = icmp sgt i32 %sel, 2
  %fadd232 = fadd reassoc contract float %v206, %sel230
  %sel233 = select i1 %cmp231, float %fadd232, float %sel230
  %cmp234 = icmp sgt i32 %sel58, 1
  %fadd235 = fadd reassoc contract float %v213, %v220
  %sel236 = select i1 %cmp234, float %fadd235, float %v213
  %cmp237 = icmp sgt i32 %sel58, 2
  %fadd238 = fadd reassoc contract float %v227, %sel236
  %sel239 = select i1 %cmp237, float %fadd238, float %sel236
  br label %endif109

then241:                                          ; preds = %then107
  %add251 = add nuw i32 %call35, 1
  %call252 = tail call i32 @llvm.smin.i32(i32 %add251, i32 %call40)
  %wide253 = zext i32 %call252 to i64
  %p256 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide253
  %v257 = load float, ptr addrspace(1) %p256, align 4
  %add258 = add nuw i32 %call35, 2
  %call259 = tail call i32 @llvm.smin.i32(i32 %add258, i32 %call40)
  %wide260 = zext i32 %call259 to i64
  %p263 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide260
  %v264 = load float, ptr addrspace(1) %p263, align 4
  %add265 = add nuw i32 %call35, 3
  %call266 = tail call i32 @llvm.smin.i32(i32 %add265, i32 %call40)
  %wide267 = zext i32 %call266 to i64
  %p270 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide267
  %v271 = load float, ptr addrspace(1) %p270, align 4
  %call273 = tail call i32 @llvm.smin.i32(i32 %call54, i32 %call60)
  %wide274 = zext nneg i32 %call273 to i64
  %p277 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide274
  %v278 = load float, ptr addrspace(1) %p277, align 4
  %add279 = add nuw i32 %call54, 1
  %call280 = tail call i32 @llvm.smin.i32(i32 %add279, i32 %call60)
  %wide281 = zext i32 %call280 to i64
  %p284 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide281
  %v285 = load float, ptr addrspace(1) %p284, align 4
  %add286 = add nuw i32 %call54, 2
  %call287 = tail call i32 @llvm.smin.i32(i32 %add286, i32 %call60)
  %wide288 = zext i32 %call287 to i64
  %p291 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide288
  %v292 = load float, ptr addrspace(1) %p291, align 4
  %add293 = add nuw i32 %call54, 3
  %call294 = tail call i32 @llvm.smin.i32(i32 %add293, i32 %call60)
  %wide295 = zext i32 %call294 to i64
  %p298 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide295
  %v299 = load float, ptr addrspace(1) %p298, align 4
  %cmp300 = icmp sgt i32 %sel, 1
  %fadd301 = fadd reassoc contract float %v836, %v257
  %sel302 = select i1 %cmp300, float %fadd301, float %v836
  %cmp303 = icmp sgt i32 %sel, 2
  %fadd304 = fadd reassoc contract float %v264, %sel302
  %sel305 = select i1 %cmp303, float %fadd304, float %sel302
  %cmp306 = icmp sgt i32 %sel, 3
  %fadd307 = fadd reassoc contract float %v271, %sel305
  %sel308 = select i1 %cmp306, float %fadd307, float %sel305
  %cmp309 = icmp sgt i32 %sel58, 1
  %fadd310 = fadd reassoc contract float %v278, %v285
  %sel311 = select i1 %cmp309, float %fadd310, float %v278
  %cmp312 = icmp sgt i32 %sel58, 2
  %fadd313 = fadd reassoc contract float %v292, %sel311
  %sel314 = select i1 %cmp312, float %fadd313, float %sel311
  %cmp315 = icmp sgt i32 %sel58, 3
  %fadd316 = fadd reassoc contract float %v299, %sel314
  %sel317 = select i1 %cmp315, float %fadd316, float %sel314
  br label %endif109

then319:                                          ; preds = %then107
  %add329 = add nuw i32 %call35, 1
  %call330 = tail call i32 @llvm.smin.i32(i32 %add329, i32 %call40)
  %wide331 = zext i32 %call330 to i64
  %p334 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide331
  %v335 = load float, ptr addrspace(1) %p334, align 4
  %add336 = add nuw i32 %call35, 2
  %call337 = tail call i32 @llvm.smin.i32(i32 %add336, i32 %call40)
  %wide338 = zext i32 %call337 to i64
  %p341 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide338
  %v342 = load float, ptr addrspace(1) %p341, align 4
  %add343 = add nuw i32 %call35, 3
  %call344 = tail call i32 @llvm.smin.i32(i32 %add343, i32 %call40)
  %wide345 = zext i32 %call344 to i64
  %p348 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide345
  %v349 = load float, ptr addrspace(1) %p348, align 4
  %add350 = add nuw i32 %call35, 4
  %call351 = tail call i32 @llvm.smin.i32(i32 %add350, i32 %call40)
  %wide352 = zext i32 %call351 to i64
  %p355 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide352
  %v356 = load float, ptr addrspace(1) %p355, align 4
  %call358 = tail call i32 @llvm.smin.i32(i32 %call54, i32 %call60)
  %wide359 = zext nneg i32 %call358 to i64
  %p362 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide359
  %v363 = load float, ptr addrspace(1) %p362, align 4
  %add364 = add nuw i32 %call54, 1
  %call365 = tail call i32 @llvm.smin.i32(i32 %add364, i32 %call60)
  %wide366 = zext i32 %call365 to i64
  %p369 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide366
  %v370 = load float, ptr addrspace(1) %p369, align 4
  %add371 = add nuw i32 %call54, 2
  %call372 = tail call i32 @llvm.smin.i32(i32 %add371, i32 %call60)
  %wide373 = zext i32 %call372 to i64
  %p376 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide373
  %v377 = load float, ptr addrspace(1) %p376, align 4
  %add378 = add nuw i32 %call54, 3
  %call379 = tail call i32 @llvm.smin.i32(i32 %add378, i32 %call60)
  %wide380 = zext i32 %call379 to i64
  %p383 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide380
  %v384 = load float, ptr addrspace(1) %p383, align 4
  %add385 = add nuw i32 %call54, 4
  %call386 = tail call i32 @llvm.smin.i32(i32 %add385, i32 %call60)
  %wide387 = zext i32 %call386 to i64
  %p390 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide387
  %v391 = load float, ptr addrspace(1) %p390, align 4
  %cmp392 = icmp sgt i32 %sel, 1
  %fadd393 = fadd reassoc contract float %v836, %v335
  %sel394 = select i1 %cmp392, float %fadd393, float %v836
  %cmp395 = icmp sgt i32 %sel, 2
  %fadd396 = fadd reassoc contract float %v342, %sel394
  %sel397 = select i1 %cmp395, float %fadd396, float %sel394
  %cmp398 = icmp sgt i32 %sel, 3
  %fadd399 = fadd reassoc contract float %v349, %sel397
  %sel400 = select i1 %cmp398, float %fadd399, float %sel397
  %cmp401 = icmp sgt i32 %sel, 4
  %fadd402 = fadd reassoc contract float %v356, %sel400
  %sel403 = select i1 %cmp401, float %fadd402, float %sel400
  %cmp404 = icmp sgt i32 %sel58, 1
  %fadd405 = fadd reassoc contract float %v363, %v370
  %sel406 = select i1 %cmp404, float %fadd405, float %v363
  %cmp407 = icmp sgt i32 %sel58, 2
  %fadd408 = fadd reassoc contract float %v377, %sel406
  %sel409 = select i1 %cmp407, float %fadd408, float %sel406
  %cmp410 = icmp sgt i32 %sel58, 3
  %fadd411 = fadd reassoc contract float %v384, %sel409
  %sel412 = select i1 %cmp410, float %fadd411, float %sel409
  %cmp413 = icmp sgt i32 %sel58, 4
  %fadd414 = fadd reassoc contract float %v391, %sel412
  %sel415 = select i1 %cmp413, float %fadd414, float %sel412
  br label %endif109

then417:                                          ; preds = %then107
  %add427 = add nuw i32 %call35, 1
  %call428 = tail call i32 @llvm.smin.i32(i32 %add427, i32 %call40)
  %wide429 = zext i32 %call428 to i64
  %p432 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide429
  %v433 = load float, ptr addrspace(1) %p432, align 4
  %add434 = add nuw i32 %call35, 2
  %call435 = tail call i32 @llvm.smin.i32(i32 %add434, i32 %call40)
  %wide436 = zext i32 %call435 to i64
  %p439 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide436
  %v440 = load float, ptr addrspace(1) %p439, align 4
  %add441 = add nuw i32 %call35, 3
  %call442 = tail call i32 @llvm.smin.i32(i32 %add441, i32 %call40)
  %wide443 = zext i32 %call442 to i64
  %p446 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide443
  %v447 = load float, ptr addrspace(1) %p446, align 4
  %add448 = add nuw i32 %call35, 4
  %call449 = tail call i32 @llvm.smin.i32(i32 %add448, i32 %call40)
  %wide450 = zext i32 %call449 to i64
  %p453 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide450
  %v454 = load float, ptr addrspace(1) %p453, align 4
  %add455 = add nuw i32 %call35, 5
  %call456 = tail call i32 @llvm.smin.i32(i32 %add455, i32 %call40)
  %wide457 = zext i32 %call456 to i64
  %p460 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide457
  %v461 = load float, ptr addrspace(1) %p460, align 4
  %call463 = tail call i32 @llvm.smin.i32(i32 %call54, i32 %call60)
  %wide464 = zext nneg i32 %call463 to i64
  %p467 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide464
  %v468 = load float, ptr addrspace(1) %p467, align 4
  %add469 = add nuw i32 %call54, 1
  %call470 = tail call i32 @llvm.smin.i32(i32 %add469, i32 %call60)
  %wide471 = zext i32 %call470 to i64
  %p474 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide471
  %v475 = load float, ptr addrspace(1) %p474, align 4
  %add476 = add nuw i32 %call54, 2
  %call477 = tail call i32 @llvm.smin.i32(i32 %add476, i32 %call60)
  %wide478 = zext i32 %call477 to i64
  %p481 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide478
  %v482 = load float, ptr addrspace(1) %p481, align 4
  %add483 = add nuw i32 %call54, 3
  %call484 = tail call i32 @llvm.smin.i32(i32 %add483, i32 %call60)
  %wide485 = zext i32 %call484 to i64
  %p488 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide485
  %v489 = load float, ptr addrspace(1) %p488, align 4
  %add490 = add nuw i32 %call54, 4
  %call491 = tail call i32 @llvm.smin.i32(i32 %add490, i32 %call60)
  %wide492 = zext i32 %call491 to i64
  %p495 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide492
  %v496 = load float, ptr addrspace(1) %p495, align 4
  %add497 = add nuw i32 %call54, 5
  %call498 = tail call i32 @llvm.smin.i32(i32 %add497, i32 %call60)
  %wide499 = zext i32 %call498 to i64
  %p502 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide499
  %v503 = load float, ptr addrspace(1) %p502, align 4
  %cmp504 = icmp sgt i32 %sel, 1
  %fadd505 = fadd reassoc contract float %v836, %v433
  %sel506 = select i1 %cmp504, float %fadd505, float %v836
  %cmp507 = icmp sgt i32 %sel, 2
  %fadd508 = fadd reassoc contract float %v440, %sel506
  %sel509 = select i1 %cmp507, float %fadd508, float %sel506
  %cmp510 = icmp sgt i32 %sel, 3
  %fadd511 = fadd reassoc contract float %v447, %sel509
  %sel512 = select i1 %cmp510, float %fadd511, float %sel509
  %cmp513 = icmp sgt i32 %sel, 4
  %fadd514 = fadd reassoc contract float %v454, %sel512
  %sel515 = select i1 %cmp513, float %fadd514, float %sel512
  %cmp516 = icmp sgt i32 %sel, 5
  %fadd517 = fadd reassoc contract float %v461, %sel515
  %sel518 = select i1 %cmp516, float %fadd517, float %sel515
  %cmp519 = icmp sgt i32 %sel58, 1
  %fadd520 = fadd reassoc contract float %v468, %v475
  %sel521 = select i1 %cmp519, float %fadd520, float %v468
  %cmp522 = icmp sgt i32 %sel58, 2
  %fadd523 = fadd reassoc contract float %v482, %sel521
  %sel524 = select i1 %cmp522, float %fadd523, float %sel521
  %cmp525 = icmp sgt i32 %sel58, 3
  %fadd526 = fadd reassoc contract float %v489, %sel524
  %sel527 = select i1 %cmp525, float %fadd526, float %sel524
  %cmp528 = icmp sgt i32 %sel58, 4
  %fadd529 = fadd reassoc contract float %v496, %sel527
  %sel530 = select i1 %cmp528, float %fadd529, float %sel527
  %cmp531 = icmp sgt i32 %sel58, 5
  %fadd532 = fadd reassoc contract float %v503, %sel530
  %sel533 = select i1 %cmp531, float %fadd532, float %sel530
  br label %endif109

then535:                                          ; preds = %then107
  %add545 = add nuw i32 %call35, 1
  %call546 = tail call i32 @llvm.smin.i32(i32 %add545, i32 %call40)
  %wide547 = zext i32 %call546 to i64
  %p550 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide547
  %v551 = load float, ptr addrspace(1) %p550, align 4
  %add552 = add nuw i32 %call35, 2
  %call553 = tail call i32 @llvm.smin.i32(i32 %add552, i32 %call40)
  %wide554 = zext i32 %call553 to i64
  %p557 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide554
  %v558 = load float, ptr addrspace(1) %p557, align 4
  %add559 = add nuw i32 %call35, 3
  %call560 = tail call i32 @llvm.smin.i32(i32 %add559, i32 %call40)
  %wide561 = zext i32 %call560 to i64
  %p564 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide561
  %v565 = load float, ptr addrspace(1) %p564, align 4
  %add566 = add nuw i32 %call35, 4
  %call567 = tail call i32 @llvm.smin.i32(i32 %add566, i32 %call40)
  %wide568 = zext i32 %call567 to i64
  %p571 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide568
  %v572 = load float, ptr addrspace(1) %p571, align 4
  %add573 = add nuw i32 %call35, 5
  %call574 = tail call i32 @llvm.smin.i32(i32 %add573, i32 %call40)
  %wide575 = zext i32 %call574 to i64
  %p578 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide575
  %v579 = load float, ptr addrspace(1) %p578, align 4
  %add580 = add nuw i32 %call35, 6
  %call581 = tail call i32 @llvm.smin.i32(i32 %add580, i32 %call40)
  %wide582 = zext i32 %call581 to i64
  %p585 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide582
  %v586 = load float, ptr addrspace(1) %p585, align 4
  %call588 = tail call i32 @llvm.smin.i32(i32 %call54, i32 %call60)
  %wide589 = zext nneg i32 %call588 to i64
  %p592 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide589
  %v593 = load float, ptr addrspace(1) %p592, align 4
  %add594 = add nuw i32 %call54, 1
  %call595 = tail call i32 @llvm.smin.i32(i32 %add594, i32 %call60)
  %wide596 = zext i32 %call595 to i64
  %p599 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide596
  %v600 = load float, ptr addrspace(1) %p599, align 4
  %add601 = add nuw i32 %call54, 2
  %call602 = tail call i32 @llvm.smin.i32(i32 %add601, i32 %call60)
  %wide603 = zext i32 %call602 to i64
  %p606 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide603
  %v607 = load float, ptr addrspace(1) %p606, align 4
  %add608 = add nuw i32 %call54, 3
  %call609 = tail call i32 @llvm.smin.i32(i32 %add608, i32 %call60)
  %wide610 = zext i32 %call609 to i64
  %p613 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide610
  %v614 = load float, ptr addrspace(1) %p613, align 4
  %add615 = add nuw i32 %call54, 4
  %call616 = tail call i32 @llvm.smin.i32(i32 %add615, i32 %call60)
  %wide617 = zext i32 %call616 to i64
  %p620 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide617
  %v621 = load float, ptr addrspace(1) %p620, align 4
  %add622 = add nuw i32 %call54, 5
  %call623 = tail call i32 @llvm.smin.i32(i32 %add622, i32 %call60)
  %wide624 = zext i32 %call623 to i64
  %p627 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide624
  %v628 = load float, ptr addrspace(1) %p627, align 4
  %add629 = add nuw i32 %call54, 6
  %call630 = tail call i32 @llvm.smin.i32(i32 %add629, i32 %call60)
  %wide631 = zext i32 %call630 to i64
  %p634 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide631
  %v635 = load float, ptr addrspace(1) %p634, align 4
  %cmp636 = icmp sgt i32 %sel, 1
  %fadd637 = fadd reassoc contract float %v836, %v551
  %sel638 = select i1 %cmp636, float %fadd637, float %v836
  %cmp639 = icmp sgt i32 %sel, 2
  %fadd640 = fadd reassoc contract float %v558, %sel638
  %sel641 = select i1 %cmp639, float %fadd640, float %sel638
  %cmp642 = icmp sgt i32 %sel, 3
  %fadd643 = fadd reassoc contract float %v565, %sel641
  %sel644 = select i1 %cmp642, float %fadd643, float %sel641
  %cmp645 = icmp sgt i32 %sel, 4
  %fadd646 = fadd reassoc contract float %v572, %sel644
  %sel647 = select i1 %cmp645, float %fadd646, float %sel644
  %cmp648 = icmp sgt i32 %sel, 5
  %fadd649 = fadd reassoc contract float %v579, %sel647
  %sel650 = select i1 %cmp648, float %fadd649, float %sel647
  %cmp651 = icmp sgt i32 %sel, 6
  %fadd652 = fadd reassoc contract float %v586, %sel650
  %sel653 = select i1 %cmp651, float %fadd652, float %sel650
  %cmp654 = icmp sgt i32 %sel58, 1
  %fadd655 = fadd reassoc contract float %v593, %v600
  %sel656 = select i1 %cmp654, float %fadd655, float %v593
  %cmp657 = icmp sgt i32 %sel58, 2
  %fadd658 = fadd reassoc contract float %v607, %sel656
  %sel659 = select i1 %cmp657, float %fadd658, float %sel656
  %cmp660 = icmp sgt i32 %sel58, 3
  %fadd661 = fadd reassoc contract float %v614, %sel659
  %sel662 = select i1 %cmp660, float %fadd661, float %sel659
  %cmp663 = icmp sgt i32 %sel58, 4
  %fadd664 = fadd reassoc contract float %v621, %sel662
  %sel665 = select i1 %cmp663, float %fadd664, float %sel662
  %cmp666 = icmp sgt i32 %sel58, 5
  %fadd667 = fadd reassoc contract float %v628, %sel665
  %sel668 = select i1 %cmp666, float %fadd667, float %sel665
  %cmp669 = icmp sgt i32 %sel58, 6
  %fadd670 = fadd reassoc contract float %v635, %sel668
  %sel671 = select i1 %cmp669, float %fadd670, float %sel668
  br label %endif109

then673:                                          ; preds = %then107
  %add683 = add nuw i32 %call35, 1
  %call684 = tail call i32 @llvm.smin.i32(i32 %add683, i32 %call40)
  %wide685 = zext i32 %call684 to i64
  %p688 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide685
  %v689 = load float, ptr addrspace(1) %p688, align 4
  %add690 = add nuw i32 %call35, 2
  %call691 = tail call i32 @llvm.smin.i32(i32 %add690, i32 %call40)
  %wide692 = zext i32 %call691 to i64
  %p695 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide692
  %v696 = load float, ptr addrspace(1) %p695, align 4
  %add697 = add nuw i32 %call35, 3
  %call698 = tail call i32 @llvm.smin.i32(i32 %add697, i32 %call40)
  %wide699 = zext i32 %call698 to i64
  %p702 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide699
  %v703 = load float, ptr addrspace(1) %p702, align 4
  %add704 = add nuw i32 %call35, 4
  %call705 = tail call i32 @llvm.smin.i32(i32 %add704, i32 %call40)
  %wide706 = zext i32 %call705 to i64
  %p709 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide706
  %v710 = load float, ptr addrspace(1) %p709, align 4
  %add711 = add nuw i32 %call35, 5
  %call712 = tail call i32 @llvm.smin.i32(i32 %add711, i32 %call40)
  %wide713 = zext i32 %call712 to i64
  %p716 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide713
  %v717 = load float, ptr addrspace(1) %p716, align 4
  %add718 = add nuw i32 %call35, 6
  %call719 = tail call i32 @llvm.smin.i32(i32 %add718, i32 %call40)
  %wide720 = zext i32 %call719 to i64
  %p723 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide720
  %v724 = load float, ptr addrspace(1) %p723, align 4
  %add725 = add nuw i32 %call35, 7
  %call726 = tail call i32 @llvm.smin.i32(i32 %add725, i32 %call40)
  %wide727 = zext i32 %call726 to i64
  %p730 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide727
  %v731 = load float, ptr addrspace(1) %p730, align 4
  %call733 = tail call i32 @llvm.smin.i32(i32 %call54, i32 %call60)
  %wide734 = zext nneg i32 %call733 to i64
  %p737 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide734
  %v738 = load float, ptr addrspace(1) %p737, align 4
  %add739 = add nuw i32 %call54, 1
  %call740 = tail call i32 @llvm.smin.i32(i32 %add739, i32 %call60)
  %wide741 = zext i32 %call740 to i64
  %p744 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide741
  %v745 = load float, ptr addrspace(1) %p744, align 4
  %add746 = add nuw i32 %call54, 2
  %call747 = tail call i32 @llvm.smin.i32(i32 %add746, i32 %call60)
  %wide748 = zext i32 %call747 to i64
  %p751 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide748
  %v752 = load float, ptr addrspace(1) %p751, align 4
  %add753 = add nuw i32 %call54, 3
  %call754 = tail call i32 @llvm.smin.i32(i32 %add753, i32 %call60)
  %wide755 = zext i32 %call754 to i64
  %p758 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide755
  %v759 = load float, ptr addrspace(1) %p758, align 4
  %add760 = add nuw i32 %call54, 4
  %call761 = tail call i32 @llvm.smin.i32(i32 %add760, i32 %call60)
  %wide762 = zext i32 %call761 to i64
  %p765 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide762
  %v766 = load float, ptr addrspace(1) %p765, align 4
  %add767 = add nuw i32 %call54, 5
  %call768 = tail call i32 @llvm.smin.i32(i32 %add767, i32 %call60)
  %wide769 = zext i32 %call768 to i64
  %p772 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide769
  %v773 = load float, ptr addrspace(1) %p772, align 4
  %add774 = add nuw i32 %call54, 6
  %call775 = tail call i32 @llvm.smin.i32(i32 %add774, i32 %call60)
  %wide776 = zext i32 %call775 to i64
  %p779 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide776
  %v780 = load float, ptr addrspace(1) %p779, align 4
  %add781 = add nuw i32 %call54, 7
  %call782 = tail call i32 @llvm.smin.i32(i32 %add781, i32 %call60)
  %wide783 = zext i32 %call782 to i64
  %p786 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide783
  %v787 = load float, ptr addrspace(1) %p786, align 4
  %cmp788 = icmp sgt i32 %sel, 1
  %fadd789 = fadd reassoc contract float %v836, %v689
  %sel790 = select i1 %cmp788, float %fadd789, float %v836
  %cmp791 = icmp sgt i32 %sel, 2
  %fadd792 = fadd reassoc contract float %v696, %sel790
  %sel793 = select i1 %cmp791, float %fadd792, float %sel790
  %cmp794 = icmp sgt i32 %sel, 3
  %fadd795 = fadd reassoc contract float %v703, %sel793
  %sel796 = select i1 %cmp794, float %fadd795, float %sel793
  %cmp797 = icmp sgt i32 %sel, 4
  %fadd798 = fadd reassoc contract float %v710, %sel796
  %sel799 = select i1 %cmp797, float %fadd798, float %sel796
  %cmp800 = icmp sgt i32 %sel, 5
  %fadd801 = fadd reassoc contract float %v717, %sel799
  %sel802 = select i1 %cmp800, float %fadd801, float %sel799
  %cmp803 = icmp sgt i32 %sel, 6
  %fadd804 = fadd reassoc contract float %v724, %sel802
  %sel805 = select i1 %cmp803, float %fadd804, float %sel802
  %cmp806 = icmp sgt i32 %sel, 7
  %fadd807 = fadd reassoc contract float %v731, %sel805
  %sel808 = select i1 %cmp806, float %fadd807, float %sel805
  %cmp809 = icmp sgt i32 %sel58, 1
  %fadd810 = fadd reassoc contract float %v738, %v745
  %sel811 = select i1 %cmp809, float %fadd810, float %v738
  %cmp812 = icmp sgt i32 %sel58, 2
  %fadd813 = fadd reassoc contract float %v752, %sel811
  %sel814 = select i1 %cmp812, float %fadd813, float %sel811
  %cmp815 = icmp sgt i32 %sel58, 3
  %fadd816 = fadd reassoc contract float %v759, %sel814
  %sel817 = select i1 %cmp815, float %fadd816, float %sel814
  %cmp818 = icmp sgt i32 %sel58, 4
  %fadd819 = fadd reassoc contract float %v766, %sel817
  %sel820 = select i1 %cmp818, float %fadd819, float %sel817
  %cmp821 = icmp sgt i32 %sel58, 5
  %fadd822 = fadd reassoc contract float %v773, %sel820
  %sel823 = select i1 %cmp821, float %fadd822, float %sel820
  %cmp824 = icmp sgt i32 %sel58, 6
  %fadd825 = fadd reassoc contract float %v780, %sel823
  %sel826 = select i1 %cmp824, float %fadd825, float %sel823
  %cmp827 = icmp sgt i32 %sel58, 7
  %fadd828 = fadd reassoc contract float %v787, %sel826
  %sel829 = select i1 %cmp827, float %fadd828, float %sel826
  br label %endif109

else674:                                          ; preds = %then107
  %call838 = tail call i32 @llvm.smin.i32(i32 %call54, i32 %call60)
  %wide839 = zext nneg i32 %call838 to i64
  %p842 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide839
  %v843 = load float, ptr addrspace(1) %p842, align 4
  %cmp844 = icmp sgt i32 %call106, 1
  br i1 %cmp844, label %fold.body.preheader, label %endif109

fold.body.preheader:                              ; preds = %else674
  %narrow = add nsw i32 %call106, -1
  %15 = sext i32 %narrow to i64
  %xtraiter = and i64 %15, 1
  %16 = icmp eq i32 %call106, 2
  br i1 %16, label %endif109.loopexit.unr-lcssa, label %fold.body.preheader.new

fold.body.preheader.new:                          ; preds = %fold.body.preheader
  %unroll_iter = and i64 %15, -2
  br label %fold.body

fold.body:                                        ; preds = %fold.body, %fold.body.preheader.new
  %i = phi i64 [ 1, %fold.body.preheader.new ], [ %add870.1, %fold.body ]
  %phi845 = phi float [ %v836, %fold.body.preheader.new ], [ %sel865.1, %fold.body ]
  %phi846 = phi float [ %v843, %fold.body.preheader.new ], [ %sel869.1, %fold.body ]
  %niter = phi i64 [ 0, %fold.body.preheader.new ], [ %niter.next.1, %fold.body ]
  %j = trunc i64 %i to i32
  %add847 = add i32 %call35, %j
  %call848 = tail call i32 @llvm.smin.i32(i32 %add847, i32 %call40)
  %wide849 = zext i32 %call848 to i64
  %p852 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide849
  %v853 = load float, ptr addrspace(1) %p852, align 4
  %add855 = add i32 %call54, %j
  %call856 = tail call i32 @llvm.smin.i32(i32 %add855, i32 %call60)
  %wide857 = zext i32 %call856 to i64
  %p860 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide857
  %v861 = load float, ptr addrspace(1) %p860, align 4
  %cmp863 = icmp sgt i32 %sel, %j
  %fadd864 = fadd reassoc contract float %phi845, %v853
  %sel865 = select i1 %cmp863, float %fadd864, float %phi845
  %cmp867 = icmp sgt i32 %sel58, %j
  %fadd868 = fadd reassoc contract float %phi846, %v861
  %sel869 = select i1 %cmp867, float %fadd868, float %phi846
  %17 = trunc i64 %i to i32
  %j.1 = add i32 %17, 1
  %add847.1 = add i32 %call35, %j.1
  %call848.1 = tail call i32 @llvm.smin.i32(i32 %add847.1, i32 %call40)
  %wide849.1 = zext i32 %call848.1 to i64
  %p852.1 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide849.1
  %v853.1 = load float, ptr addrspace(1) %p852.1, align 4
  %add855.1 = add i32 %call54, %j.1
  %call856.1 = tail call i32 @llvm.smin.i32(i32 %add855.1, i32 %call60)
  %wide857.1 = zext i32 %call856.1 to i64
  %p860.1 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide857.1
  %v861.1 = load float, ptr addrspace(1) %p860.1, align 4
  %cmp863.1 = icmp sgt i32 %sel, %j.1
  %fadd864.1 = fadd reassoc contract float %sel865, %v853.1
  %sel865.1 = select i1 %cmp863.1, float %fadd864.1, float %sel865
  %cmp867.1 = icmp sgt i32 %sel58, %j.1
  %fadd868.1 = fadd reassoc contract float %sel869, %v861.1
  %sel869.1 = select i1 %cmp867.1, float %fadd868.1, float %sel869
  %add870.1 = add nuw nsw i64 %i, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %endif109.loopexit.unr-lcssa, label %fold.body

then897:                                          ; preds = %endif109
  %p899 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add27
  %cmp894 = icmp sgt i32 %sub38, 0
  %fadd895 = fadd reassoc contract float %phi892, 0.000000e+00
  %sel896 = select i1 %cmp894, float %fadd895, float 0.000000e+00
  store float %sel896, ptr addrspace(1) %p899, align 4
  br label %endif898

endif898:                                         ; preds = %then897, %endif109
  br i1 %cmp44, label %then903, label %endif

then903:                                          ; preds = %endif898
  %p905 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add43
  %cmp900 = icmp sgt i32 %sub57, 0
  %fadd901 = fadd reassoc contract float %phi893, 0.000000e+00
  %sel902 = select i1 %cmp900, float %fadd901, float 0.000000e+00
  store float %sel902, ptr addrspace(1) %p905, align 4
  br label %endif
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #1

define void @systole_fold_seg_offsets_f32_listing(i64 %0, ptr addrspace(1) noalias nocapture readonly %1, i64 %2, ptr addrspace(1) noalias nocapture readonly %3, i64 %4, ptr addrspace(1) noalias nocapture writeonly %5, ptr addrspace(1) noalias nocapture readnone %6, ptr addrspace(1) noalias %7, i64 %8, i64 %9) local_unnamed_addr {
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
  %sub = add i64 %2, -1
  %call9 = tail call i64 @llvm.smax.i64(i64 %sub, i64 0)
  %.idx = mul i64 %8, 24
  %10 = getelementptr i8, ptr addrspace(1) %7, i64 %.idx
  %long = getelementptr i8, ptr addrspace(1) %10, i64 8
  %stopped = getelementptr i8, ptr addrspace(1) %10, i64 16
  %list = getelementptr i8, ptr addrspace(1) %10, i64 24
  %cmp = icmp slt i64 %4, 4294967296
  %11 = tail call i64 @llvm.smax.i64(i64 %sub, i64 1)
  %call13 = add nsw i64 %11, -1
  %add14 = add nuw i64 %call9, 127
  %groups = sdiv i64 %add14, 128
  %cmp15 = icmp eq i64 %lane, 0
  %cmp16 = icmp sgt i64 %4, 0
  %cmp17 = icmp slt i64 %warp, %groups
  %address = ptrtoint ptr addrspace(1) %long to i64
  %12 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address) #5
  %cmp18 = icmp ne i64 %12, 0
  %call19 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp18)
  %cmp20.not = icmp eq i32 %call19, 0
  %enter = and i1 %cmp17, %cmp20.not
  %address21 = ptrtoint ptr addrspace(1) %stopped to i64
  %13 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address21) #5
  %cmp22 = icmp ne i64 %13, 0
  %listing = and i1 %enter, %cmp22
  br i1 %listing, label %repeat.body.preheader, label %repeat.exit

repeat.body.preheader:                            ; preds = %entry
  %call35 = tail call i64 @llvm.smin.i64(i64 %4, i64 2147483647)
  %n = trunc i64 %call35 to i32
  %most = sdiv i64 %4, 4097
  %most120 = sdiv i64 %4, 2048
  %add121 = add nsw i64 %most120, %most
  %cmp280.not = icmp eq i64 %lane, 31
  %cmp285 = icmp ult i64 %lane, 30
  %cmp290 = icmp ult i64 %lane, 28
  %cmp295 = icmp ult i64 %lane, 24
  %cmp300 = icmp ult i64 %lane, 16
  br label %repeat.body

repeat.body:                                      ; preds = %repeat.body.preheader, %endif
  %phi = phi i64 [ %add570, %endif ], [ %warp, %repeat.body.preheader ]
  %14 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address) #5
  %cmp24 = icmp ne i64 %14, 0
  %call25 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp24)
  %cmp26 = icmp ne i32 %call25, 0
  %mul27 = shl i64 %phi, 7
  %add29 = or disjoint i64 %mul27, %lane
  %cmp30 = icmp slt i64 %add29, %call9
  %call31 = tail call i64 @llvm.smin.i64(i64 %add29, i64 %call13)
  %p = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call31
  %v = load i32, ptr addrspace(1) %p, align 4
  %p33 = getelementptr i8, ptr addrspace(1) %p, i64 4
  %v34 = load i32, ptr addrspace(1) %p33, align 4
  %call36 = tail call i32 @llvm.smax.i32(i32 %v, i32 0)
  %call37 = tail call i32 @llvm.smin.i32(i32 %call36, i32 %n)
  %call38 = tail call i32 @llvm.smax.i32(i32 %v34, i32 %call37)
  %call39 = tail call i32 @llvm.smin.i32(i32 %call38, i32 %n)
  %sub40 = sub i32 %call39, %call37
  %sel = select i1 %cmp30, i32 %sub40, i32 0
  %sub41 = add i32 %call39, -1
  %call42 = tail call i32 @llvm.smax.i32(i32 %sub41, i32 0)
  %add45 = or disjoint i64 %add29, 32
  %cmp46 = icmp slt i64 %add45, %call9
  %call47 = tail call i64 @llvm.smin.i64(i64 %add45, i64 %call13)
  %p48 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call47
  %v49 = load i32, ptr addrspace(1) %p48, align 4
  %p51 = getelementptr i8, ptr addrspace(1) %p48, i64 4
  %v52 = load i32, ptr addrspace(1) %p51, align 4
  %call55 = tail call i32 @llvm.smax.i32(i32 %v49, i32 0)
  %call56 = tail call i32 @llvm.smin.i32(i32 %call55, i32 %n)
  %call57 = tail call i32 @llvm.smax.i32(i32 %v52, i32 %call56)
  %call58 = tail call i32 @llvm.smin.i32(i32 %call57, i32 %n)
  %sub59 = sub i32 %call58, %call56
  %sel60 = select i1 %cmp46, i32 %sub59, i32 0
  %sub61 = add i32 %call58, -1
  %call62 = tail call i32 @llvm.smax.i32(i32 %sub61, i32 0)
  %add65 = or disjoint i64 %add29, 64
  %cmp66 = icmp slt i64 %add65, %call9
  %call67 = tail call i64 @llvm.smin.i64(i64 %add65, i64 %call13)
  %p68 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call67
  %v69 = load i32, ptr addrspace(1) %p68, align 4
  %p71 = getelementptr i8, ptr addrspace(1) %p68, i64 4
  %v72 = load i32, ptr addrspace(1) %p71, align 4
  %call75 = tail call i32 @llvm.smax.i32(i32 %v69, i32 0)
  %call76 = tail call i32 @llvm.smin.i32(i32 %call75, i32 %n)
  %call77 = tail call i32 @llvm.smax.i32(i32 %v72, i32 %call76)
  %call78 = tail call i32 @llvm.smin.i32(i32 %call77, i32 %n)
  %sub79 = sub i32 %call78, %call76
  %sel80 = select i1 %cmp66, i32 %sub79, i32 0
  %sub81 = add i32 %call78, -1
  %call82 = tail call i32 @llvm.smax.i32(i32 %sub81, i32 0)
  %add85 = or disjoint i64 %add29, 96
  %cmp86 = icmp slt i64 %add85, %call9
  %call87 = tail call i64 @llvm.smin.i64(i64 %add85, i64 %call13)
  %p88 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %call87
  %v89 = load i32, ptr addrspace(1) %p88, align 4
  %p91 = getelementptr i8, ptr addrspace(1) %p88, i64 4
  %v92 = load i32, ptr addrspace(1) %p91, align 4
  %call95 = tail call i32 @llvm.smax.i32(i32 %v89, i32 0)
  %call96 = tail call i32 @llvm.smin.i32(i32 %call95, i32 %n)
  %call97 = tail call i32 @llvm.smax.i32(i32 %v92, i32 %call96)
  %call98 = tail call i32 @llvm.smin.i32(i32 %call97, i32 %n)
  %sub99 = sub i32 %call98, %call96
  %sel100 = select i1 %cmp86, i32 %sub99, i32 0
  %sub101 = add i32 %call98, -1
  %call102 = tail call i32 @llvm.smax.i32(i32 %sub101, i32 0)
  %call103 = tail call i32 @llvm.smax.i32(i32 %sel, i32 %sel60)
  %call104 = tail call i32 @llvm.smax.i32(i32 %call103, i32 %sel80)
  %call105 = tail call i32 @llvm.smax.i32(i32 %call104, i32 %sel100)
  %cmp106 = icmp sgt i32 %call105, 16
  %call107 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp106)
  %cmp108.not = icmp eq i32 %call107, 0
  br i1 %cmp108.not, label %else, label %then

repeat.exit:                                      ; preds = %endif, %entry
  ret void

then:                                             ; preds = %repeat.body
  %cmp109 = icmp sgt i32 %sel, 4096
  %listed = and i1 %cmp, %cmp109
  br i1 %listed, label %then110, label %endif111

else:                                             ; preds = %repeat.body
  %call420 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %call105, i32 1, i32 31)
  %call423 = tail call i32 @llvm.smax.i32(i32 %call105, i32 %call420)
  %sel424 = select i1 %cmp280.not, i32 %call105, i32 %call423
  %call425 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel424, i32 2, i32 31)
  %call428 = tail call i32 @llvm.smax.i32(i32 %sel424, i32 %call425)
  %sel429 = select i1 %cmp285, i32 %call428, i32 %sel424
  %call430 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel429, i32 4, i32 31)
  %call433 = tail call i32 @llvm.smax.i32(i32 %sel429, i32 %call430)
  %sel434 = select i1 %cmp290, i32 %call433, i32 %sel429
  %call435 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel434, i32 8, i32 31)
  %call438 = tail call i32 @llvm.smax.i32(i32 %sel434, i32 %call435)
  %sel439 = select i1 %cmp295, i32 %call438, i32 %sel434
  %call440 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel439, i32 16, i32 31)
  %call443 = tail call i32 @llvm.smax.i32(i32 %sel439, i32 %call440)
  %sel444 = select i1 %cmp300, i32 %call443, i32 %sel439
  %call445 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %sel444, i32 0, i32 31)
  %widest446 = sext i32 %call445 to i64
  br i1 %cmp16, label %then447, label %endif449

endif.sink.split:                                 ; preds = %endif560, %endif412
  %sel265.sink = phi i32 [ %sel265, %endif412 ], [ %sub99, %endif560 ]
  %phi395.sink = phi float [ %phi395, %endif412 ], [ %phi543, %endif560 ]
  %p419 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add85
  %cmp414 = icmp sgt i32 %sel265.sink, 0
  %fadd415 = fadd reassoc contract float %phi395.sink, 0.000000e+00
  %sel416 = select i1 %cmp414, float %fadd415, float 0.000000e+00
  store float %sel416, ptr addrspace(1) %p419, align 4
  br label %endif

endif:                                            ; preds = %endif.sink.split, %endif270, %endif412, %endif560
  %phi568 = phi i1 [ false, %endif560 ], [ false, %endif412 ], [ true, %endif270 ], [ false, %endif.sink.split ]
  %add570 = add i64 %phi, %warp8
  %cmp571 = icmp sge i64 %add570, %groups
  %quit = or i1 %cmp26, %phi568
  %again.not = or i1 %cmp571, %quit
  br i1 %again.not, label %repeat.exit, label %repeat.body

then110:                                          ; preds = %then
  %narrow = add nuw i32 %sel, 4095
  %15 = lshr i32 %narrow, 12
  %16 = tail call i32 @llvm.umax.i32(i32 %15, i32 2048)
  %sub114 = add nsw i32 %sel, -1
  %chunks = udiv i32 %sub114, %16
  %chunks116 = zext nneg i32 %chunks to i64
  %add117 = add nuw nsw i64 %chunks116, 1
  %add118 = add nuw nsw i64 %chunks116, 4294967297
  %17 = atomicrmw add ptr addrspace(1) %list, i64 %add118 monotonic, align 8
  %entry119 = lshr i64 %17, 32
  %first = and i64 %17, 4294967295
  %cmp122 = icmp slt i64 %entry119, %most
  %add123 = add nuw nsw i64 %add117, %first
  %cmp124 = icmp sle i64 %add123, %add121
  %room = and i1 %cmp122, %cmp124
  br i1 %room, label %then125, label %else126

endif111:                                         ; preds = %then125, %else126, %then
  %sel139 = phi i32 [ 0, %then125 ], [ 0, %else126 ], [ %sel, %then ]
  %cmp138 = icmp sgt i32 %sel, 16
  %left = xor i1 %cmp138, %listed
  %cmp140 = icmp sgt i32 %sel60, 4096
  %listed141 = and i1 %cmp, %cmp140
  br i1 %listed141, label %then142, label %endif143

then125:                                          ; preds = %then110
  %.idx580 = mul nuw nsw i64 %entry119, 24
  %18 = getelementptr inbounds i8, ptr addrspace(1) %list, i64 %.idx580
  %p130 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 8
  store i64 %add29, ptr addrspace(1) %p130, align 4
  %p133 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 16
  store i64 %first, ptr addrspace(1) %p133, align 4
  %p136 = getelementptr inbounds i8, ptr addrspace(1) %18, i64 24
  store i64 0, ptr addrspace(1) %p136, align 4
  br label %endif111

else126:                                          ; preds = %then110
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif111

then142:                                          ; preds = %endif111
  %narrow575 = add nuw i32 %sel60, 4095
  %19 = lshr i32 %narrow575, 12
  %20 = tail call i32 @llvm.umax.i32(i32 %19, i32 2048)
  %sub148 = add nsw i32 %sel60, -1
  %chunks151 = udiv i32 %sub148, %20
  %chunks152 = zext nneg i32 %chunks151 to i64
  %add153 = add nuw nsw i64 %chunks152, 1
  %add154 = add nuw nsw i64 %chunks152, 4294967297
  %21 = atomicrmw add ptr addrspace(1) %list, i64 %add154 monotonic, align 8
  %entry155 = lshr i64 %21, 32
  %first156 = and i64 %21, 4294967295
  %cmp160 = icmp slt i64 %entry155, %most
  %add161 = add nuw nsw i64 %add153, %first156
  %cmp162 = icmp sle i64 %add161, %add121
  %room163 = and i1 %cmp160, %cmp162
  br i1 %room163, label %then164, label %else165

endif143:                                         ; preds = %then164, %else165, %endif111
  %sel181 = phi i32 [ 0, %then164 ], [ 0, %else165 ], [ %sel60, %endif111 ]
  %cmp177 = icmp sgt i32 %sel60, 16
  %left179 = xor i1 %cmp177, %listed141
  %unlisted180 = or i1 %left, %left179
  %cmp182 = icmp sgt i32 %sel80, 4096
  %listed183 = and i1 %cmp, %cmp182
  br i1 %listed183, label %then184, label %endif185

then164:                                          ; preds = %then142
  %.idx581 = mul nuw nsw i64 %entry155, 24
  %22 = getelementptr inbounds i8, ptr addrspace(1) %list, i64 %.idx581
  %p169 = getelementptr inbounds i8, ptr addrspace(1) %22, i64 8
  store i64 %add45, ptr addrspace(1) %p169, align 4
  %p172 = getelementptr inbounds i8, ptr addrspace(1) %22, i64 16
  store i64 %first156, ptr addrspace(1) %p172, align 4
  %p175 = getelementptr inbounds i8, ptr addrspace(1) %22, i64 24
  store i64 0, ptr addrspace(1) %p175, align 4
  br label %endif143

else165:                                          ; preds = %then142
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif143

then184:                                          ; preds = %endif143
  %narrow577 = add nuw i32 %sel80, 4095
  %23 = lshr i32 %narrow577, 12
  %24 = tail call i32 @llvm.umax.i32(i32 %23, i32 2048)
  %sub190 = add nsw i32 %sel80, -1
  %chunks193 = udiv i32 %sub190, %24
  %chunks194 = zext nneg i32 %chunks193 to i64
  %add195 = add nuw nsw i64 %chunks194, 1
  %add196 = add nuw nsw i64 %chunks194, 4294967297
  %25 = atomicrmw add ptr addrspace(1) %list, i64 %add196 monotonic, align 8
  %entry197 = lshr i64 %25, 32
  %first198 = and i64 %25, 4294967295
  %cmp202 = icmp slt i64 %entry197, %most
  %add203 = add nuw nsw i64 %add195, %first198
  %cmp204 = icmp sle i64 %add203, %add121
  %room205 = and i1 %cmp202, %cmp204
  br i1 %room205, label %then206, label %else207

endif185:                                         ; preds = %then206, %else207, %endif143
  %sel223 = phi i32 [ 0, %then206 ], [ 0, %else207 ], [ %sel80, %endif143 ]
  %cmp219 = icmp sgt i32 %sel80, 16
  %left221 = xor i1 %cmp219, %listed183
  %unlisted222 = or i1 %unlisted180, %left221
  %cmp224 = icmp sgt i32 %sel100, 4096
  %listed225 = and i1 %cmp, %cmp224
  br i1 %listed225, label %then226, label %endif227

then206:                                          ; preds = %then184
  %.idx582 = mul nuw nsw i64 %entry197, 24
  %26 = getelementptr inbounds i8, ptr addrspace(1) %list, i64 %.idx582
  %p211 = getelementptr inbounds i8, ptr addrspace(1) %26, i64 8
  store i64 %add65, ptr addrspace(1) %p211, align 4
  %p214 = getelementptr inbounds i8, ptr addrspace(1) %26, i64 16
  store i64 %first198, ptr addrspace(1) %p214, align 4
  %p217 = getelementptr inbounds i8, ptr addrspace(1) %26, i64 24
  store i64 0, ptr addrspace(1) %p217, align 4
  br label %endif185

else207:                                          ; preds = %then184
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif185

then226:                                          ; preds = %endif185
  %narrow579 = add nuw i32 %sel100, 4095
  %27 = lshr i32 %narrow579, 12
  %28 = tail call i32 @llvm.umax.i32(i32 %27, i32 2048)
  %sub232 = add nsw i32 %sel100, -1
  %chunks235 = udiv i32 %sub232, %28
  %chunks236 = zext nneg i32 %chunks235 to i64
  %add237 = add nuw nsw i64 %chunks236, 1
  %add238 = add nuw nsw i64 %chunks236, 4294967297
  %29 = atomicrmw add ptr addrspace(1) %list, i64 %add238 monotonic, align 8
  %entry239 = lshr i64 %29, 32
  %first240 = and i64 %29, 4294967295
  %cmp244 = icmp slt i64 %entry239, %most
  %add245 = add nuw nsw i64 %add237, %first240
  %cmp246 = icmp sle i64 %add245, %add121
  %room247 = and i1 %cmp244, %cmp246
  br i1 %room247, label %then248, label %else249

endif227:                                         ; preds = %then248, %else249, %endif185
  %sel265 = phi i32 [ 0, %then248 ], [ 0, %else249 ], [ %sel100, %endif185 ]
  %cmp261 = icmp sgt i32 %sel100, 16
  %left263 = xor i1 %cmp261, %listed225
  %unlisted264 = or i1 %unlisted222, %left263
  %call266 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %unlisted264)
  %cmp267 = icmp ne i32 %call266, 0
  %first268 = and i1 %cmp15, %cmp267
  br i1 %first268, label %then269, label %endif270

then248:                                          ; preds = %then226
  %.idx583 = mul nuw nsw i64 %entry239, 24
  %30 = getelementptr inbounds i8, ptr addrspace(1) %list, i64 %.idx583
  %p253 = getelementptr inbounds i8, ptr addrspace(1) %30, i64 8
  store i64 %add85, ptr addrspace(1) %p253, align 4
  %p256 = getelementptr inbounds i8, ptr addrspace(1) %30, i64 16
  store i64 %first240, ptr addrspace(1) %p256, align 4
  %p259 = getelementptr inbounds i8, ptr addrspace(1) %30, i64 24
  store i64 0, ptr addrspace(1) %p259, align 4
  br label %endif227

else249:                                          ; preds = %then226
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif227

then269:                                          ; preds = %endif227
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 1) #5
  br label %endif270

endif270:                                         ; preds = %then269, %endif227
  br i1 %cmp267, label %endif, label %else273

else273:                                          ; preds = %endif270
  %call275 = tail call i32 @llvm.smax.i32(i32 %sel139, i32 %sel181)
  %call276 = tail call i32 @llvm.smax.i32(i32 %call275, i32 %sel223)
  %call277 = tail call i32 @llvm.smax.i32(i32 %call276, i32 %sel265)
  %call278 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %call277, i32 1, i32 31)
  %call281 = tail call i32 @llvm.smax.i32(i32 %call277, i32 %call278)
  %sel282 = select i1 %cmp280.not, i32 %call277, i32 %call281
  %call283 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel282, i32 2, i32 31)
  %call286 = tail call i32 @llvm.smax.i32(i32 %sel282, i32 %call283)
  %sel287 = select i1 %cmp285, i32 %call286, i32 %sel282
  %call288 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel287, i32 4, i32 31)
  %call291 = tail call i32 @llvm.smax.i32(i32 %sel287, i32 %call288)
  %sel292 = select i1 %cmp290, i32 %call291, i32 %sel287
  %call293 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel292, i32 8, i32 31)
  %call296 = tail call i32 @llvm.smax.i32(i32 %sel292, i32 %call293)
  %sel297 = select i1 %cmp295, i32 %call296, i32 %sel292
  %call298 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel297, i32 16, i32 31)
  %call301 = tail call i32 @llvm.smax.i32(i32 %sel297, i32 %call298)
  %sel302 = select i1 %cmp300, i32 %call301, i32 %sel297
  %call303 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %sel302, i32 0, i32 31)
  %widest = sext i32 %call303 to i64
  br i1 %cmp16, label %then304, label %endif306

then304:                                          ; preds = %else273
  %call308 = tail call i32 @llvm.smin.i32(i32 %call37, i32 %call42)
  %wide309 = zext nneg i32 %call308 to i64
  %p312 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide309
  %v313 = load float, ptr addrspace(1) %p312, align 4
  %call315 = tail call i32 @llvm.smin.i32(i32 %call56, i32 %call62)
  %wide316 = zext nneg i32 %call315 to i64
  %p319 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide316
  %v320 = load float, ptr addrspace(1) %p319, align 4
  %call322 = tail call i32 @llvm.smin.i32(i32 %call76, i32 %call82)
  %wide323 = zext nneg i32 %call322 to i64
  %p326 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide323
  %v327 = load float, ptr addrspace(1) %p326, align 4
  %call329 = tail call i32 @llvm.smin.i32(i32 %call96, i32 %call102)
  %wide330 = zext nneg i32 %call329 to i64
  %p333 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide330
  %v334 = load float, ptr addrspace(1) %p333, align 4
  %cmp335 = icmp sgt i32 %call303, 1
  br i1 %cmp335, label %fold.body, label %endif306

endif306:                                         ; preds = %fold.body, %then304, %else273
  %phi392 = phi float [ 0.000000e+00, %else273 ], [ %v313, %then304 ], [ %sel373, %fold.body ]
  %phi393 = phi float [ 0.000000e+00, %else273 ], [ %v320, %then304 ], [ %sel377, %fold.body ]
  %phi394 = phi float [ 0.000000e+00, %else273 ], [ %v327, %then304 ], [ %sel381, %fold.body ]
  %phi395 = phi float [ 0.000000e+00, %else273 ], [ %v334, %then304 ], [ %sel385, %fold.body ]
  br i1 %cmp30, label %then399, label %endif400

fold.body:                                        ; preds = %then304, %fold.body
  %i = phi i64 [ %add386, %fold.body ], [ 1, %then304 ]
  %phi336 = phi float [ %sel373, %fold.body ], [ %v313, %then304 ]
  %phi337 = phi float [ %sel377, %fold.body ], [ %v320, %then304 ]
  %phi338 = phi float [ %sel381, %fold.body ], [ %v327, %then304 ]
  %phi339 = phi float [ %sel385, %fold.body ], [ %v334, %then304 ]
  %j = trunc i64 %i to i32
  %add340 = add i32 %call37, %j
  %call341 = tail call i32 @llvm.smin.i32(i32 %add340, i32 %call42)
  %wide342 = zext i32 %call341 to i64
  %p345 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide342
  %v346 = load float, ptr addrspace(1) %p345, align 4
  %add348 = add i32 %call56, %j
  %call349 = tail call i32 @llvm.smin.i32(i32 %add348, i32 %call62)
  %wide350 = zext i32 %call349 to i64
  %p353 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide350
  %v354 = load float, ptr addrspace(1) %p353, align 4
  %add356 = add i32 %call76, %j
  %call357 = tail call i32 @llvm.smin.i32(i32 %add356, i32 %call82)
  %wide358 = zext i32 %call357 to i64
  %p361 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide358
  %v362 = load float, ptr addrspace(1) %p361, align 4
  %add364 = add i32 %call96, %j
  %call365 = tail call i32 @llvm.smin.i32(i32 %add364, i32 %call102)
  %wide366 = zext i32 %call365 to i64
  %p369 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide366
  %v370 = load float, ptr addrspace(1) %p369, align 4
  %cmp372 = icmp sgt i32 %sel139, %j
  %fadd = fadd reassoc contract float %phi336, %v346
  %sel373 = select i1 %cmp372, float %fadd, float %phi336
  %cmp375 = icmp sgt i32 %sel181, %j
  %fadd376 = fadd reassoc contract float %phi337, %v354
  %sel377 = select i1 %cmp375, float %fadd376, float %phi337
  %cmp379 = icmp sgt i32 %sel223, %j
  %fadd380 = fadd reassoc contract float %phi338, %v362
  %sel381 = select i1 %cmp379, float %fadd380, float %phi338
  %cmp383 = icmp sgt i32 %sel265, %j
  %fadd384 = fadd reassoc contract float %phi339, %v370
  %sel385 = select i1 %cmp383, float %fadd384, float %phi339
  %add386 = add nuw nsw i64 %i, 1
  %exitcond.not = icmp eq i64 %add386, %widest
  br i1 %exitcond.not, label %endif306, label %fold.body

then399:                                          ; preds = %endif306
  %p401 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add29
  %cmp396 = icmp sgt i32 %sel139, 0
  %fadd397 = fadd reassoc contract float %phi392, 0.000000e+00
  %sel398 = select i1 %cmp396, float %fadd397, float 0.000000e+00
  store float %sel398, ptr addrspace(1) %p401, align 4
  br label %endif400

endif400:                                         ; preds = %then399, %endif306
  br i1 %cmp46, label %then405, label %endif406

then405:                                          ; preds = %endif400
  %p407 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add45
  %cmp402 = icmp sgt i32 %sel181, 0
  %fadd403 = fadd reassoc contract float %phi393, 0.000000e+00
  %sel404 = select i1 %cmp402, float %fadd403, float 0.000000e+00
  store float %sel404, ptr addrspace(1) %p407, align 4
  br label %endif406

endif406:                                         ; preds = %then405, %endif400
  br i1 %cmp66, label %then411, label %endif412

then411:                                          ; preds = %endif406
  %p413 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add65
  %cmp408 = icmp sgt i32 %sel223, 0
  %fadd409 = fadd reassoc contract float %phi394, 0.000000e+00
  %sel410 = select i1 %cmp408, float %fadd409, float 0.000000e+00
  store float %sel410, ptr addrspace(1) %p413, align 4
  br label %endif412

endif412:                                         ; preds = %then411, %endif406
  br i1 %cmp86, label %endif.sink.split, label %endif

then447:                                          ; preds = %else
  %call451 = tail call i32 @llvm.smin.i32(i32 %call37, i32 %call42)
  %wide452 = zext nneg i32 %call451 to i64
  %p455 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide452
  %v456 = load float, ptr addrspace(1) %p455, align 4
  %call458 = tail call i32 @llvm.smin.i32(i32 %call56, i32 %call62)
  %wide459 = zext nneg i32 %call458 to i64
  %p462 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide459
  %v463 = load float, ptr addrspace(1) %p462, align 4
  %call465 = tail call i32 @llvm.smin.i32(i32 %call76, i32 %call82)
  %wide466 = zext nneg i32 %call465 to i64
  %p469 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide466
  %v470 = load float, ptr addrspace(1) %p469, align 4
  %call472 = tail call i32 @llvm.smin.i32(i32 %call96, i32 %call102)
  %wide473 = zext nneg i32 %call472 to i64
  %p476 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide473
  %v477 = load float, ptr addrspace(1) %p476, align 4
  %cmp480 = icmp sgt i32 %call445, 1
  br i1 %cmp480, label %fold.body478, label %endif449

endif449:                                         ; preds = %fold.body478, %then447, %else
  %phi540 = phi float [ 0.000000e+00, %else ], [ %v456, %then447 ], [ %sel521, %fold.body478 ]
  %phi541 = phi float [ 0.000000e+00, %else ], [ %v463, %then447 ], [ %sel525, %fold.body478 ]
  %phi542 = phi float [ 0.000000e+00, %else ], [ %v470, %then447 ], [ %sel529, %fold.body478 ]
  %phi543 = phi float [ 0.000000e+00, %else ], [ %v477, %then447 ], [ %sel533, %fold.body478 ]
  br i1 %cmp30, label %then547, label %endif548

fold.body478:                                     ; preds = %then447, %fold.body478
  %i481 = phi i64 [ %add534, %fold.body478 ], [ 1, %then447 ]
  %phi482 = phi float [ %sel521, %fold.body478 ], [ %v456, %then447 ]
  %phi483 = phi float [ %sel525, %fold.body478 ], [ %v463, %then447 ]
  %phi484 = phi float [ %sel529, %fold.body478 ], [ %v470, %then447 ]
  %phi485 = phi float [ %sel533, %fold.body478 ], [ %v477, %then447 ]
  %j486 = trunc i64 %i481 to i32
  %add487 = add i32 %call37, %j486
  %call488 = tail call i32 @llvm.smin.i32(i32 %add487, i32 %call42)
  %wide489 = zext i32 %call488 to i64
  %p492 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide489
  %v493 = load float, ptr addrspace(1) %p492, align 4
  %add495 = add i32 %call56, %j486
  %call496 = tail call i32 @llvm.smin.i32(i32 %add495, i32 %call62)
  %wide497 = zext i32 %call496 to i64
  %p500 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide497
  %v501 = load float, ptr addrspace(1) %p500, align 4
  %add503 = add i32 %call76, %j486
  %call504 = tail call i32 @llvm.smin.i32(i32 %add503, i32 %call82)
  %wide505 = zext i32 %call504 to i64
  %p508 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide505
  %v509 = load float, ptr addrspace(1) %p508, align 4
  %add511 = add i32 %call96, %j486
  %call512 = tail call i32 @llvm.smin.i32(i32 %add511, i32 %call102)
  %wide513 = zext i32 %call512 to i64
  %p516 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %wide513
  %v517 = load float, ptr addrspace(1) %p516, align 4
  %cmp519 = icmp sgt i32 %sel, %j486
  %fadd520 = fadd reassoc contract float %phi482, %v493
  %sel521 = select i1 %cmp519, float %fadd520, float %phi482
  %cmp523 = icmp sgt i32 %sel60, %j486
  %fadd524 = fadd reassoc contract float %phi483, %v501
  %sel525 = select i1 %cmp523, float %fadd524, float %phi483
  %cmp527 = icmp sgt i32 %sel80, %j486
  %fadd528 = fadd reassoc contract float %phi484, %v509
  %sel529 = select i1 %cmp527, float %fadd528, float %phi484
  %cmp531 = icmp sgt i32 %sel100, %j486
  %fadd532 = fadd reassoc contract float %phi485, %v517
  %sel533 = select i1 %cmp531, float %fadd532, float %phi485
  %add534 = add nuw nsw i64 %i481, 1
  %exitcond584.not = icmp eq i64 %add534, %widest446
  br i1 %exitcond584.not, label %endif449, label %fold.body478

then547:                                          ; preds = %endif449
  %p549 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add29
  %cmp544 = icmp sgt i32 %sub40, 0
  %fadd545 = fadd reassoc contract float %phi540, 0.000000e+00
  %sel546 = select i1 %cmp544, float %fadd545, float 0.000000e+00
  store float %sel546, ptr addrspace(1) %p549, align 4
  br label %endif548

endif548:                                         ; preds = %then547, %endif449
  br i1 %cmp46, label %then553, label %endif554

then553:                                          ; preds = %endif548
  %p555 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add45
  %cmp550 = icmp sgt i32 %sub59, 0
  %fadd551 = fadd reassoc contract float %phi541, 0.000000e+00
  %sel552 = select i1 %cmp550, float %fadd551, float 0.000000e+00
  store float %sel552, ptr addrspace(1) %p555, align 4
  br label %endif554

endif554:                                         ; preds = %then553, %endif548
  br i1 %cmp66, label %then559, label %endif560

then559:                                          ; preds = %endif554
  %p561 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %add65
  %cmp556 = icmp sgt i32 %sub79, 0
  %fadd557 = fadd reassoc contract float %phi542, 0.000000e+00
  %sel558 = select i1 %cmp556, float %fadd557, float 0.000000e+00
  store float %sel558, ptr addrspace(1) %p561, align 4
  br label %endif560

endif560:                                         ; preds = %then559, %endif554
  br i1 %cmp86, label %endif.sink.split, label %endif
}

define void @systole_fold_seg_offsets_f32_search(i64 %0, ptr addrspace(1) noalias nocapture readonly %1, i64 %2, ptr addrspace(1) noalias nocapture readonly %3, i64 %4, ptr addrspace(1) noalias nocapture writeonly %5, ptr addrspace(1) noalias %6, ptr addrspace(1) noalias %7, i64 %8, i64 %9) local_unnamed_addr {
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
  %lane = and i64 %sreg, 31
  %sub = add i64 %2, -1
  %call9 = tail call i64 @llvm.smax.i64(i64 %sub, i64 0)
  %.idx = mul i64 %8, 24
  %10 = getelementptr i8, ptr addrspace(1) %7, i64 %.idx
  %long = getelementptr i8, ptr addrspace(1) %10, i64 8
  %list = getelementptr i8, ptr addrspace(1) %10, i64 24
  %address = ptrtoint ptr addrspace(1) %long to i64
  %11 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address) #5
  %cmp.not = icmp eq i64 %11, 0
  br i1 %cmp.not, label %folded, label %merge_path

merge_path:                                       ; preds = %entry
  %v832 = load i32, ptr addrspace(1) %3, align 4
  %12 = tail call i32 @llvm.smax.i32(i32 %v832, i32 0)
  %call834 = zext nneg i32 %12 to i64
  %call835 = tail call i64 @llvm.smin.i64(i64 %call834, i64 %4)
  %13 = tail call i64 @llvm.smax.i64(i64 %sub, i64 1)
  %p839 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %13
  %v840 = load i32, ptr addrspace(1) %p839, align 4
  %offset841 = sext i32 %v840 to i64
  %call842 = tail call i64 @llvm.smax.i64(i64 %offset841, i64 %call835)
  %call843 = tail call i64 @llvm.smin.i64(i64 %call842, i64 %4)
  %sub844 = sub i64 %call843, %call835
  %add845 = add i64 %sub844, %call9
  %add846 = add i64 %8, 1
  %cmp847 = icmp slt i64 %add, %add846
  br i1 %cmp847, label %stride.body.preheader, label %common.ret

stride.body.preheader:                            ; preds = %merge_path
  %invariant.gep = getelementptr i8, ptr addrspace(1) %3, i64 4
  %.idx997 = shl i64 %8, 4
  %14 = getelementptr i8, ptr addrspace(1) %7, i64 %.idx997
  br label %stride.body

folded:                                           ; preds = %entry
  %warp8 = lshr i64 %mul7, 5
  %warp = lshr i64 %add, 5
  %mul12 = shl i64 %8, 1
  %v = load i64, ptr addrspace(1) %list, align 4
  %entries = lshr i64 %v, 32
  %chunks = and i64 %v, 4294967295
  %sub13 = add nsw i64 %warp8, -1
  %add14 = add nsw i64 %sub13, %chunks
  %each = sdiv i64 %add14, %warp8
  %mul15 = mul i64 %each, %warp
  %add16 = add i64 %mul15, %each
  %call17 = tail call i64 @llvm.smin.i64(i64 %add16, i64 %chunks)
  %cmp18 = icmp eq i64 %lane, 0
  %15 = tail call i64 @llvm.umax.i64(i64 %entries, i64 1)
  %call20 = add nsw i64 %15, -1
  %cmp21 = icmp slt i64 %mul15, %call17
  br i1 %cmp21, label %then, label %common.ret

then:                                             ; preds = %folded
  %cmp22.not = icmp ult i64 %v, 4294967296
  br i1 %cmp22.not, label %repeat.exit, label %repeat.body.preheader

repeat.body.preheader:                            ; preds = %then
  %invariant.gep1001 = getelementptr i8, ptr addrspace(1) %10, i64 40
  br label %repeat.body

common.ret:                                       ; preds = %repeat.exit856, %endif282, %merge_path, %folded
  ret void

repeat.body:                                      ; preds = %repeat.body.preheader, %repeat.body
  %phi = phi i64 [ %sel, %repeat.body ], [ 0, %repeat.body.preheader ]
  %phi23 = phi i64 [ %sel31, %repeat.body ], [ %entries, %repeat.body.preheader ]
  %add24 = add i64 %phi23, %phi
  %mid = lshr i64 %add24, 1
  %.idx994 = mul i64 %mid, 24
  %gep1002 = getelementptr i8, ptr addrspace(1) %invariant.gep1001, i64 %.idx994
  %v28 = load i64, ptr addrspace(1) %gep1002, align 4
  %cmp29.not = icmp sgt i64 %v28, %mul15
  %add30 = add nuw i64 %mid, 1
  %sel = select i1 %cmp29.not, i64 %phi, i64 %add30
  %sel31 = select i1 %cmp29.not, i64 %mid, i64 %phi23
  %cmp32 = icmp slt i64 %sel, %sel31
  br i1 %cmp32, label %repeat.body, label %repeat.exit

repeat.exit:                                      ; preds = %repeat.body, %then
  %phi33 = phi i64 [ 0, %then ], [ %sel, %repeat.body ]
  %16 = tail call i64 @llvm.smax.i64(i64 %phi33, i64 1)
  %call36 = add nsw i64 %16, -1
  %invariant.gep1005 = getelementptr i8, ptr addrspace(1) %10, i64 40
  %invariant.gep1007 = getelementptr float, ptr addrspace(1) %1, i64 %lane
  %add235 = add nuw nsw i64 %lane, 1
  %add242 = add nuw nsw i64 %lane, 2
  %add249 = add nuw nsw i64 %lane, 4
  %add256 = add nuw nsw i64 %lane, 8
  %add263 = add nuw nsw i64 %lane, 16
  %17 = getelementptr float, ptr addrspace(1) %6, i64 %mul12
  br label %fold.body

fold.body:                                        ; preds = %repeat.exit, %endif282
  %i = phi i64 [ %mul15, %repeat.exit ], [ %add828, %endif282 ]
  %phi38 = phi i64 [ %call36, %repeat.exit ], [ %sel46, %endif282 ]
  %add39 = add i64 %phi38, 1
  %call40 = tail call i64 @llvm.smin.i64(i64 %add39, i64 %call20)
  %.idx995 = mul i64 %call40, 24
  %gep1006 = getelementptr i8, ptr addrspace(1) %invariant.gep1005, i64 %.idx995
  %v44 = load i64, ptr addrspace(1) %gep1006, align 4
  %cmp45.not = icmp sgt i64 %v44, %i
  %sel46 = select i1 %cmp45.not, i64 %phi38, i64 %call40
  %.idx998 = mul i64 %sel46, 24
  %18 = getelementptr i8, ptr addrspace(1) %list, i64 %.idx998
  %p49 = getelementptr i8, ptr addrspace(1) %18, i64 8
  %v50 = load i64, ptr addrspace(1) %p49, align 4
  %p53 = getelementptr i8, ptr addrspace(1) %18, i64 16
  %v54 = load i64, ptr addrspace(1) %p53, align 4
  %p55 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %v50
  %v56 = load i32, ptr addrspace(1) %p55, align 4
  %19 = tail call i32 @llvm.smax.i32(i32 %v56, i32 0)
  %call57 = zext nneg i32 %19 to i64
  %call58 = tail call i64 @llvm.smin.i64(i64 %call57, i64 %4)
  %p60 = getelementptr i8, ptr addrspace(1) %p55, i64 4
  %v61 = load i32, ptr addrspace(1) %p60, align 4
  %offset62 = sext i32 %v61 to i64
  %call63 = tail call i64 @llvm.smax.i64(i64 %offset62, i64 %call58)
  %call64 = tail call i64 @llvm.smin.i64(i64 %call63, i64 %4)
  %sub65 = sub i64 %call64, %call58
  %add66 = add i64 %sub65, 4095
  %ceil = sdiv i64 %add66, 4096
  %call67 = tail call i64 @llvm.smax.i64(i64 %ceil, i64 2048)
  %20 = trunc i64 %sub65 to i32
  %narrow = add i32 %20, -1
  %narrow69 = trunc i64 %call67 to i32
  %chunks70 = udiv i32 %narrow, %narrow69
  %chunks71 = zext i32 %chunks70 to i64
  %add72 = add nuw nsw i64 %chunks71, 1
  %sub73 = sub i64 %i, %v54
  %mul74 = mul i64 %call67, %sub73
  %add75 = add i64 %mul74, %call58
  %add76 = add i64 %add75, %call67
  %call77 = tail call i64 @llvm.smin.i64(i64 %add76, i64 %call64)
  %sub78 = sub i64 %call77, %add75
  %full = sdiv i64 %sub78, 256
  %cmp81 = icmp sgt i64 %sub78, 255
  br i1 %cmp81, label %fold.body79.preheader, label %fold.exit80

fold.body79.preheader:                            ; preds = %fold.body
  %gep1008 = getelementptr float, ptr addrspace(1) %invariant.gep1007, i64 %add75
  %v92.peel = load float, ptr addrspace(1) %gep1008, align 4
  %p96.peel = getelementptr i8, ptr addrspace(1) %gep1008, i64 128
  %v97.peel = load float, ptr addrspace(1) %p96.peel, align 4
  %p101.peel = getelementptr i8, ptr addrspace(1) %gep1008, i64 256
  %v102.peel = load float, ptr addrspace(1) %p101.peel, align 4
  %p106.peel = getelementptr i8, ptr addrspace(1) %gep1008, i64 384
  %v107.peel = load float, ptr addrspace(1) %p106.peel, align 4
  %p111.peel = getelementptr i8, ptr addrspace(1) %gep1008, i64 512
  %v112.peel = load float, ptr addrspace(1) %p111.peel, align 4
  %p116.peel = getelementptr i8, ptr addrspace(1) %gep1008, i64 640
  %v117.peel = load float, ptr addrspace(1) %p116.peel, align 4
  %p121.peel = getelementptr i8, ptr addrspace(1) %gep1008, i64 768
  %v122.peel = load float, ptr addrspace(1) %p121.peel, align 4
  %p126.peel = getelementptr i8, ptr addrspace(1) %gep1008, i64 896
  %v127.peel = load float, ptr addrspace(1) %p126.peel, align 4
  %fadd129.peel = fadd reassoc contract float %v97.peel, %v92.peel
  %fadd130.peel = fadd reassoc contract float %v102.peel, %fadd129.peel
  %fadd131.peel = fadd reassoc contract float %v107.peel, %fadd130.peel
  %fadd132.peel = fadd reassoc contract float %v112.peel, %fadd131.peel
  %fadd133.peel = fadd reassoc contract float %v117.peel, %fadd132.peel
  %fadd134.peel = fadd reassoc contract float %v122.peel, %fadd133.peel
  %fadd135.peel = fadd reassoc contract float %v127.peel, %fadd134.peel
  %21 = and i64 %sub78, 9223372036854775552
  %exitcond.peel.not = icmp eq i64 %21, 256
  br i1 %exitcond.peel.not, label %fold.exit80, label %fold.body79.preheader1014

fold.body79.preheader1014:                        ; preds = %fold.body79.preheader
  %22 = add nsw i64 %full, -1
  %xtraiter = and i64 %22, 1
  %23 = and i64 %sub78, 9223372036854775552
  %24 = icmp eq i64 %23, 512
  br i1 %24, label %fold.exit80.loopexit.unr-lcssa, label %fold.body79.preheader1014.new

fold.body79.preheader1014.new:                    ; preds = %fold.body79.preheader1014
  %unroll_iter = and i64 %22, -2
  br label %fold.body79

fold.body79:                                      ; preds = %fold.body79, %fold.body79.preheader1014.new
  %i82 = phi i64 [ 1, %fold.body79.preheader1014.new ], [ %add136.1, %fold.body79 ]
  %phi83 = phi float [ %fadd135.peel, %fold.body79.preheader1014.new ], [ %fadd135.1, %fold.body79 ]
  %niter = phi i64 [ 0, %fold.body79.preheader1014.new ], [ %niter.next.1, %fold.body79 ]
  %.idx999 = shl i64 %i82, 10
  %gep1004 = getelementptr i8, ptr addrspace(1) %gep1008, i64 %.idx999
  %v92 = load float, ptr addrspace(1) %gep1004, align 4
  %p96 = getelementptr i8, ptr addrspace(1) %gep1004, i64 128
  %v97 = load float, ptr addrspace(1) %p96, align 4
  %p101 = getelementptr i8, ptr addrspace(1) %gep1004, i64 256
  %v102 = load float, ptr addrspace(1) %p101, align 4
  %p106 = getelementptr i8, ptr addrspace(1) %gep1004, i64 384
  %v107 = load float, ptr addrspace(1) %p106, align 4
  %p111 = getelementptr i8, ptr addrspace(1) %gep1004, i64 512
  %v112 = load float, ptr addrspace(1) %p111, align 4
  %p116 = getelementptr i8, ptr addrspace(1) %gep1004, i64 640
  %v117 = load float, ptr addrspace(1) %p116, align 4
  %p121 = getelementptr i8, ptr addrspace(1) %gep1004, i64 768
  %v122 = load float, ptr addrspace(1) %p121, align 4
  %p126 = getelementptr i8, ptr addrspace(1) %gep1004, i64 896
  %v127 = load float, ptr addrspace(1) %p126, align 4
  %fadd = fadd reassoc contract float %phi83, %v92
  %fadd129 = fadd reassoc contract float %v97, %fadd
  %fadd130 = fadd reassoc contract float %v102, %fadd129
  %fadd131 = fadd reassoc contract float %v107, %fadd130
  %fadd132 = fadd reassoc contract float %v112, %fadd131
  %fadd133 = fadd reassoc contract float %v117, %fadd132
  %fadd134 = fadd reassoc contract float %v122, %fadd133
  %fadd135 = fadd reassoc contract float %v127, %fadd134
  %add136 = shl i64 %i82, 10
  %25 = getelementptr i8, ptr addrspace(1) %gep1008, i64 %add136
  %gep1004.1 = getelementptr i8, ptr addrspace(1) %25, i64 1024
  %v92.1 = load float, ptr addrspace(1) %gep1004.1, align 4
  %p96.1 = getelementptr i8, ptr addrspace(1) %25, i64 1152
  %v97.1 = load float, ptr addrspace(1) %p96.1, align 4
  %p101.1 = getelementptr i8, ptr addrspace(1) %25, i64 1280
  %v102.1 = load float, ptr addrspace(1) %p101.1, align 4
  %p106.1 = getelementptr i8, ptr addrspace(1) %25, i64 1408
  %v107.1 = load float, ptr addrspace(1) %p106.1, align 4
  %p111.1 = getelementptr i8, ptr addrspace(1) %25, i64 1536
  %v112.1 = load float, ptr addrspace(1) %p111.1, align 4
  %p116.1 = getelementptr i8, ptr addrspace(1) %25, i64 1664
  %v117.1 = load float, ptr addrspace(1) %p116.1, align 4
  %p121.1 = getelementptr i8, ptr addrspace(1) %25, i64 1792
  %v122.1 = load float, ptr addrspace(1) %p121.1, align 4
  %p126.1 = getelementptr i8, ptr addrspace(1) %25, i64 1920
  %v127.1 = load float, ptr addrspace(1) %p126.1, align 4
  %fadd.1 = fadd reassoc contract float %fadd135, %v92.1
  %fadd129.1 = fadd reassoc contract float %v97.1, %fadd.1
  %fadd130.1 = fadd reassoc contract float %v102.1, %fadd129.1
  %fadd131.1 = fadd reassoc contract float %v107.1, %fadd130.1
  %fadd132.1 = fadd reassoc contract float %v112.1, %fadd131.1
  %fadd133.1 = fadd reassoc contract float %v117.1, %fadd132.1
  %fadd134.1 = fadd reassoc contract float %v122.1, %fadd133.1
  %fadd135.1 = fadd reassoc contract float %v127.1, %fadd134.1
  %add136.1 = add nuw nsw i64 %i82, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %fold.exit80.loopexit.unr-lcssa, label %fold.body79, !llvm.loop !7

fold.exit80.loopexit.unr-lcssa:                   ; preds = %fold.body79, %fold.body79.preheader1014
  %fadd135.lcssa.ph = phi float [ poison, %fold.body79.preheader1014 ], [ %fadd135.1, %fold.body79 ]
  %i82.unr = phi i64 [ 1, %fold.body79.preheader1014 ], [ %add136.1, %fold.body79 ]
  %phi83.unr = phi float [ %fadd135.peel, %fold.body79.preheader1014 ], [ %fadd135.1, %fold.body79 ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %fold.exit80, label %fold.body79.epil

fold.body79.epil:                                 ; preds = %fold.exit80.loopexit.unr-lcssa
  %.idx999.epil = shl i64 %i82.unr, 10
  %gep1004.epil = getelementptr i8, ptr addrspace(1) %gep1008, i64 %.idx999.epil
  %v92.epil = load float, ptr addrspace(1) %gep1004.epil, align 4
  %p96.epil = getelementptr i8, ptr addrspace(1) %gep1004.epil, i64 128
  %v97.epil = load float, ptr addrspace(1) %p96.epil, align 4
  %p101.epil = getelementptr i8, ptr addrspace(1) %gep1004.epil, i64 256
  %v102.epil = load float, ptr addrspace(1) %p101.epil, align 4
  %p106.epil = getelementptr i8, ptr addrspace(1) %gep1004.epil, i64 384
  %v107.epil = load float, ptr addrspace(1) %p106.epil, align 4
  %p111.epil = getelementptr i8, ptr addrspace(1) %gep1004.epil, i64 512
  %v112.epil = load float, ptr addrspace(1) %p111.epil, align 4
  %p116.epil = getelementptr i8, ptr addrspace(1) %gep1004.epil, i64 640
  %v117.epil = load float, ptr addrspace(1) %p116.epil, align 4
  %p121.epil = getelementptr i8, ptr addrspace(1) %gep1004.epil, i64 768
  %v122.epil = load float, ptr addrspace(1) %p121.epil, align 4
  %p126.epil = getelementptr i8, ptr addrspace(1) %gep1004.epil, i64 896
  %v127.epil = load float, ptr addrspace(1) %p126.epil, align 4
  %fadd.epil = fadd reassoc contract float %phi83.unr, %v92.epil
  %fadd129.epil = fadd reassoc contract float %v97.epil, %fadd.epil
  %fadd130.epil = fadd reassoc contract float %v102.epil, %fadd129.epil
  %fadd131.epil = fadd reassoc contract float %v107.epil, %fadd130.epil
  %fadd132.epil = fadd reassoc contract float %v112.epil, %fadd131.epil
  %fadd133.epil = fadd reassoc contract float %v117.epil, %fadd132.epil
  %fadd134.epil = fadd reassoc contract float %v122.epil, %fadd133.epil
  %fadd135.epil = fadd reassoc contract float %v127.epil, %fadd134.epil
  br label %fold.exit80

fold.exit80:                                      ; preds = %fold.body79.epil, %fold.exit80.loopexit.unr-lcssa, %fold.body79.preheader, %fold.body
  %phi138 = phi float [ 0.000000e+00, %fold.body ], [ %fadd135.peel, %fold.body79.preheader ], [ %fadd135.lcssa.ph, %fold.exit80.loopexit.unr-lcssa ], [ %fadd135.epil, %fold.body79.epil ]
  %mul140 = shl nsw i64 %full, 8
  %add141 = add i64 %add75, %lane
  %add142 = add i64 %add141, %mul140
  %sub143 = add i64 %call77, -1
  %call144 = tail call i64 @llvm.smax.i64(i64 %sub143, i64 %add75)
  %cmp146 = icmp slt i64 %add142, %call77
  %call147 = tail call i64 @llvm.smin.i64(i64 %add142, i64 %call144)
  %p150 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call147
  %v151 = load float, ptr addrspace(1) %p150, align 4
  %add152 = add i64 %add142, 32
  %cmp153 = icmp slt i64 %add152, %call77
  %call154 = tail call i64 @llvm.smin.i64(i64 %add152, i64 %call144)
  %p157 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call154
  %v158 = load float, ptr addrspace(1) %p157, align 4
  %add159 = add i64 %add142, 64
  %cmp160 = icmp slt i64 %add159, %call77
  %call161 = tail call i64 @llvm.smin.i64(i64 %add159, i64 %call144)
  %p164 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call161
  %v165 = load float, ptr addrspace(1) %p164, align 4
  %add166 = add i64 %add142, 96
  %cmp167 = icmp slt i64 %add166, %call77
  %call168 = tail call i64 @llvm.smin.i64(i64 %add166, i64 %call144)
  %p171 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call168
  %v172 = load float, ptr addrspace(1) %p171, align 4
  %add173 = add i64 %add142, 128
  %cmp174 = icmp slt i64 %add173, %call77
  %call175 = tail call i64 @llvm.smin.i64(i64 %add173, i64 %call144)
  %p178 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call175
  %v179 = load float, ptr addrspace(1) %p178, align 4
  %add180 = add i64 %add142, 160
  %cmp181 = icmp slt i64 %add180, %call77
  %call182 = tail call i64 @llvm.smin.i64(i64 %add180, i64 %call144)
  %p185 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call182
  %v186 = load float, ptr addrspace(1) %p185, align 4
  %add187 = add i64 %add142, 192
  %cmp188 = icmp slt i64 %add187, %call77
  %call189 = tail call i64 @llvm.smin.i64(i64 %add187, i64 %call144)
  %p192 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call189
  %v193 = load float, ptr addrspace(1) %p192, align 4
  %add194 = add i64 %add142, 224
  %cmp195 = icmp slt i64 %add194, %call77
  %call196 = tail call i64 @llvm.smin.i64(i64 %add194, i64 %call144)
  %p199 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %call196
  %v200 = load float, ptr addrspace(1) %p199, align 4
  %fadd201 = fadd reassoc contract float %phi138, %v151
  %sel202 = select i1 %cmp81, float %fadd201, float %v151
  %sel203 = select i1 %cmp146, float %sel202, float %phi138
  %has = or i1 %cmp81, %cmp146
  %fadd204 = fadd reassoc contract float %v158, %sel203
  %sel205 = select i1 %has, float %fadd204, float %v158
  %sel206 = select i1 %cmp153, float %sel205, float %sel203
  %has207 = or i1 %has, %cmp153
  %fadd208 = fadd reassoc contract float %v165, %sel206
  %sel209 = select i1 %has207, float %fadd208, float %v165
  %sel210 = select i1 %cmp160, float %sel209, float %sel206
  %has211 = or i1 %cmp160, %has207
  %fadd212 = fadd reassoc contract float %v172, %sel210
  %sel213 = select i1 %has211, float %fadd212, float %v172
  %sel214 = select i1 %cmp167, float %sel213, float %sel210
  %has215 = or i1 %cmp167, %has211
  %fadd216 = fadd reassoc contract float %v179, %sel214
  %sel217 = select i1 %has215, float %fadd216, float %v179
  %sel218 = select i1 %cmp174, float %sel217, float %sel214
  %has219 = or i1 %cmp174, %has215
  %fadd220 = fadd reassoc contract float %v186, %sel218
  %sel221 = select i1 %has219, float %fadd220, float %v186
  %sel222 = select i1 %cmp181, float %sel221, float %sel218
  %has223 = or i1 %cmp181, %has219
  %fadd224 = fadd reassoc contract float %v193, %sel222
  %sel225 = select i1 %has223, float %fadd224, float %v193
  %sel226 = select i1 %cmp188, float %sel225, float %sel222
  %has227 = or i1 %cmp188, %has223
  %fadd228 = fadd reassoc contract float %v200, %sel226
  %sel229 = select i1 %has227, float %fadd228, float %v200
  %sel230 = select i1 %cmp195, float %sel229, float %sel226
  %call232 = tail call i64 @llvm.smin.i64(i64 %sub78, i64 32)
  %call233 = tail call i64 @llvm.smax.i64(i64 %call232, i64 1)
  %bits = bitcast float %sel230 to i32
  %call234 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits, i32 1, i32 31)
  %leaf = bitcast i32 %call234 to float
  %cmp236 = icmp sgt i64 %call232, %add235
  %fadd237 = fadd reassoc contract float %sel230, %leaf
  %sel238 = select i1 %cmp236, float %fadd237, float %sel230
  %bits239 = bitcast float %sel238 to i32
  %call240 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits239, i32 2, i32 31)
  %leaf241 = bitcast i32 %call240 to float
  %cmp243 = icmp ult i64 %add242, %call233
  %fadd244 = fadd reassoc contract float %sel238, %leaf241
  %sel245 = select i1 %cmp243, float %fadd244, float %sel238
  %bits246 = bitcast float %sel245 to i32
  %call247 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits246, i32 4, i32 31)
  %leaf248 = bitcast i32 %call247 to float
  %cmp250 = icmp ult i64 %add249, %call233
  %fadd251 = fadd reassoc contract float %sel245, %leaf248
  %sel252 = select i1 %cmp250, float %fadd251, float %sel245
  %bits253 = bitcast float %sel252 to i32
  %call254 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits253, i32 8, i32 31)
  %leaf255 = bitcast i32 %call254 to float
  %cmp257 = icmp ult i64 %add256, %call233
  %fadd258 = fadd reassoc contract float %sel252, %leaf255
  %sel259 = select i1 %cmp257, float %fadd258, float %sel252
  %bits260 = bitcast float %sel259 to i32
  %call261 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits260, i32 16, i32 31)
  br i1 %cmp18, label %then268, label %endif275

then268:                                          ; preds = %fold.exit80
  %counter = getelementptr i8, ptr addrspace(1) %18, i64 24
  %p270 = getelementptr float, ptr addrspace(1) %17, i64 %i
  %cmp264 = icmp ult i64 %add263, %call233
  %leaf262 = bitcast i32 %call261 to float
  %fadd265 = fadd reassoc contract float %sel259, %leaf262
  %sel266 = select i1 %cmp264, float %fadd265, float %sel259
  store float %sel266, ptr addrspace(1) %p270, align 4
  tail call void @llvm.nvvm.membar.gl()
  %26 = atomicrmw add ptr addrspace(1) %counter, i32 1 monotonic, align 4
  br label %endif275

endif275:                                         ; preds = %fold.exit80, %then268
  %phi277 = phi i32 [ %26, %then268 ], [ 0, %fold.exit80 ]
  %call278 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %phi277, i32 0, i32 31)
  %cmp280 = icmp eq i32 %call278, %chunks70
  br i1 %cmp280, label %then281, label %endif282

then281:                                          ; preds = %endif275
  tail call void @llvm.nvvm.membar.gl()
  %add283 = add i64 %v54, %mul12
  %full285996 = lshr i64 %add72, 10
  %cmp288.not = icmp ugt i32 %chunks70, 1022
  br i1 %cmp288.not, label %fold.body286.preheader, label %fold.exit287

fold.body286.preheader:                           ; preds = %then281
  %27 = getelementptr float, ptr addrspace(1) %6, i64 %add283
  br label %fold.body286

endif282:                                         ; preds = %fold.exit287, %then825, %endif275
  %add828 = add nsw i64 %i, 1
  %cmp829 = icmp slt i64 %add828, %call17
  br i1 %cmp829, label %fold.body, label %common.ret

fold.body286:                                     ; preds = %fold.body286.preheader, %fold.body286
  %i289 = phi i64 [ %add456, %fold.body286 ], [ 0, %fold.body286.preheader ]
  %phi290 = phi float [ %fadd455, %fold.body286 ], [ 0.000000e+00, %fold.body286.preheader ]
  %phi291 = phi i1 [ true, %fold.body286 ], [ false, %fold.body286.preheader ]
  %mul292 = shl i64 %i289, 10
  %add294 = or disjoint i64 %mul292, %lane
  %p297 = getelementptr float, ptr addrspace(1) %27, i64 %add294
  %v298 = load volatile float, ptr addrspace(1) %p297, align 4
  %add299 = or disjoint i64 %add294, 32
  %p301 = getelementptr float, ptr addrspace(1) %27, i64 %add299
  %v302 = load volatile float, ptr addrspace(1) %p301, align 4
  %add303 = or disjoint i64 %add294, 64
  %p305 = getelementptr float, ptr addrspace(1) %27, i64 %add303
  %v306 = load volatile float, ptr addrspace(1) %p305, align 4
  %add307 = or disjoint i64 %add294, 96
  %p309 = getelementptr float, ptr addrspace(1) %27, i64 %add307
  %v310 = load volatile float, ptr addrspace(1) %p309, align 4
  %add311 = or disjoint i64 %add294, 128
  %p313 = getelementptr float, ptr addrspace(1) %27, i64 %add311
  %v314 = load volatile float, ptr addrspace(1) %p313, align 4
  %add315 = or disjoint i64 %add294, 160
  %p317 = getelementptr float, ptr addrspace(1) %27, i64 %add315
  %v318 = load volatile float, ptr addrspace(1) %p317, align 4
  %add319 = or disjoint i64 %add294, 192
  %p321 = getelementptr float, ptr addrspace(1) %27, i64 %add319
  %v322 = load volatile float, ptr addrspace(1) %p321, align 4
  %add323 = or disjoint i64 %add294, 224
  %p325 = getelementptr float, ptr addrspace(1) %27, i64 %add323
  %v326 = load volatile float, ptr addrspace(1) %p325, align 4
  %add327 = or disjoint i64 %add294, 256
  %p329 = getelementptr float, ptr addrspace(1) %27, i64 %add327
  %v330 = load volatile float, ptr addrspace(1) %p329, align 4
  %add331 = or disjoint i64 %add294, 288
  %p333 = getelementptr float, ptr addrspace(1) %27, i64 %add331
  %v334 = load volatile float, ptr addrspace(1) %p333, align 4
  %add335 = or disjoint i64 %add294, 320
  %p337 = getelementptr float, ptr addrspace(1) %27, i64 %add335
  %v338 = load volatile float, ptr addrspace(1) %p337, align 4
  %add339 = or disjoint i64 %add294, 352
  %p341 = getelementptr float, ptr addrspace(1) %27, i64 %add339
  %v342 = load volatile float, ptr addrspace(1) %p341, align 4
  %add343 = or disjoint i64 %add294, 384
  %p345 = getelementptr float, ptr addrspace(1) %27, i64 %add343
  %v346 = load volatile float, ptr addrspace(1) %p345, align 4
  %add347 = or disjoint i64 %add294, 416
  %p349 = getelementptr float, ptr addrspace(1) %27, i64 %add347
  %v350 = load volatile float, ptr addrspace(1) %p349, align 4
  %add351 = or disjoint i64 %add294, 448
  %p353 = getelementptr float, ptr addrspace(1) %27, i64 %add351
  %v354 = load volatile float, ptr addrspace(1) %p353, align 4
  %add355 = or disjoint i64 %add294, 480
  %p357 = getelementptr float, ptr addrspace(1) %27, i64 %add355
  %v358 = load volatile float, ptr addrspace(1) %p357, align 4
  %add359 = or disjoint i64 %add294, 512
  %p361 = getelementptr float, ptr addrspace(1) %27, i64 %add359
  %v362 = load volatile float, ptr addrspace(1) %p361, align 4
  %add363 = or disjoint i64 %add294, 544
  %p365 = getelementptr float, ptr addrspace(1) %27, i64 %add363
  %v366 = load volatile float, ptr addrspace(1) %p365, align 4
  %add367 = or disjoint i64 %add294, 576
  %p369 = getelementptr float, ptr addrspace(1) %27, i64 %add367
  %v370 = load volatile float, ptr addrspace(1) %p369, align 4
  %add371 = or disjoint i64 %add294, 608
  %p373 = getelementptr float, ptr addrspace(1) %27, i64 %add371
  %v374 = load volatile float, ptr addrspace(1) %p373, align 4
  %add375 = or disjoint i64 %add294, 640
  %p377 = getelementptr float, ptr addrspace(1) %27, i64 %add375
  %v378 = load volatile float, ptr addrspace(1) %p377, align 4
  %add379 = or disjoint i64 %add294, 672
  %p381 = getelementptr float, ptr addrspace(1) %27, i64 %add379
  %v382 = load volatile float, ptr addrspace(1) %p381, align 4
  %add383 = or disjoint i64 %add294, 704
  %p385 = getelementptr float, ptr addrspace(1) %27, i64 %add383
  %v386 = load volatile float, ptr addrspace(1) %p385, align 4
  %add387 = or disjoint i64 %add294, 736
  %p389 = getelementptr float, ptr addrspace(1) %27, i64 %add387
  %v390 = load volatile float, ptr addrspace(1) %p389, align 4
  %add391 = or disjoint i64 %add294, 768
  %p393 = getelementptr float, ptr addrspace(1) %27, i64 %add391
  %v394 = load volatile float, ptr addrspace(1) %p393, align 4
  %add395 = or disjoint i64 %add294, 800
  %p397 = getelementptr float, ptr addrspace(1) %27, i64 %add395
  %v398 = load volatile float, ptr addrspace(1) %p397, align 4
  %add399 = or disjoint i64 %add294, 832
  %p401 = getelementptr float, ptr addrspace(1) %27, i64 %add399
  %v402 = load volatile float, ptr addrspace(1) %p401, align 4
  %add403 = or disjoint i64 %add294, 864
  %p405 = getelementptr float, ptr addrspace(1) %27, i64 %add403
  %v406 = load volatile float, ptr addrspace(1) %p405, align 4
  %add407 = or disjoint i64 %add294, 896
  %p409 = getelementptr float, ptr addrspace(1) %27, i64 %add407
  %v410 = load volatile float, ptr addrspace(1) %p409, align 4
  %add411 = or disjoint i64 %add294, 928
  %p413 = getelementptr float, ptr addrspace(1) %27, i64 %add411
  %v414 = load volatile float, ptr addrspace(1) %p413, align 4
  %add415 = or disjoint i64 %add294, 960
  %p417 = getelementptr float, ptr addrspace(1) %27, i64 %add415
  %v418 = load volatile float, ptr addrspace(1) %p417, align 4
  %add419 = or disjoint i64 %add294, 992
  %p421 = getelementptr float, ptr addrspace(1) %27, i64 %add419
  %v422 = load volatile float, ptr addrspace(1) %p421, align 4
  %fadd423 = fadd reassoc contract float %phi290, %v298
  %sel424 = select i1 %phi291, float %fadd423, float %v298
  %fadd425 = fadd reassoc contract float %v302, %sel424
  %fadd426 = fadd reassoc contract float %v306, %fadd425
  %fadd427 = fadd reassoc contract float %v310, %fadd426
  %fadd428 = fadd reassoc contract float %v314, %fadd427
  %fadd429 = fadd reassoc contract float %v318, %fadd428
  %fadd430 = fadd reassoc contract float %v322, %fadd429
  %fadd431 = fadd reassoc contract float %v326, %fadd430
  %fadd432 = fadd reassoc contract float %v330, %fadd431
  %fadd433 = fadd reassoc contract float %v334, %fadd432
  %fadd434 = fadd reassoc contract float %v338, %fadd433
  %fadd435 = fadd reassoc contract float %v342, %fadd434
  %fadd436 = fadd reassoc contract float %v346, %fadd435
  %fadd437 = fadd reassoc contract float %v350, %fadd436
  %fadd438 = fadd reassoc contract float %v354, %fadd437
  %fadd439 = fadd reassoc contract float %v358, %fadd438
  %fadd440 = fadd reassoc contract float %v362, %fadd439
  %fadd441 = fadd reassoc contract float %v366, %fadd440
  %fadd442 = fadd reassoc contract float %v370, %fadd441
  %fadd443 = fadd reassoc contract float %v374, %fadd442
  %fadd444 = fadd reassoc contract float %v378, %fadd443
  %fadd445 = fadd reassoc contract float %v382, %fadd444
  %fadd446 = fadd reassoc contract float %v386, %fadd445
  %fadd447 = fadd reassoc contract float %v390, %fadd446
  %fadd448 = fadd reassoc contract float %v394, %fadd447
  %fadd449 = fadd reassoc contract float %v398, %fadd448
  %fadd450 = fadd reassoc contract float %v402, %fadd449
  %fadd451 = fadd reassoc contract float %v406, %fadd450
  %fadd452 = fadd reassoc contract float %v410, %fadd451
  %fadd453 = fadd reassoc contract float %v414, %fadd452
  %fadd454 = fadd reassoc contract float %v418, %fadd453
  %fadd455 = fadd reassoc contract float %v422, %fadd454
  %add456 = add nuw nsw i64 %i289, 1
  %cmp457 = icmp ult i64 %add456, %full285996
  br i1 %cmp457, label %fold.body286, label %fold.exit287

fold.exit287:                                     ; preds = %fold.body286, %then281
  %phi458 = phi float [ 0.000000e+00, %then281 ], [ %fadd455, %fold.body286 ]
  %mul460 = and i64 %add72, 8589933568
  %add462 = or disjoint i64 %mul460, %lane
  %cmp466.not = icmp ugt i64 %add462, %chunks71
  %call467 = tail call i64 @llvm.smin.i64(i64 %add462, i64 %chunks71)
  %28 = getelementptr float, ptr addrspace(1) %6, i64 %add283
  %p469 = getelementptr float, ptr addrspace(1) %28, i64 %call467
  %v470 = load volatile float, ptr addrspace(1) %p469, align 4
  %add471 = or disjoint i64 %add462, 32
  %cmp472.not = icmp ugt i64 %add471, %chunks71
  %call473 = tail call i64 @llvm.smin.i64(i64 %add471, i64 %chunks71)
  %p475 = getelementptr float, ptr addrspace(1) %28, i64 %call473
  %v476 = load volatile float, ptr addrspace(1) %p475, align 4
  %add477 = or disjoint i64 %add462, 64
  %cmp478.not = icmp ugt i64 %add477, %chunks71
  %call479 = tail call i64 @llvm.smin.i64(i64 %add477, i64 %chunks71)
  %p481 = getelementptr float, ptr addrspace(1) %28, i64 %call479
  %v482 = load volatile float, ptr addrspace(1) %p481, align 4
  %add483 = or disjoint i64 %add462, 96
  %cmp484.not = icmp ugt i64 %add483, %chunks71
  %call485 = tail call i64 @llvm.smin.i64(i64 %add483, i64 %chunks71)
  %p487 = getelementptr float, ptr addrspace(1) %28, i64 %call485
  %v488 = load volatile float, ptr addrspace(1) %p487, align 4
  %add489 = or disjoint i64 %add462, 128
  %cmp490.not = icmp ugt i64 %add489, %chunks71
  %call491 = tail call i64 @llvm.smin.i64(i64 %add489, i64 %chunks71)
  %p493 = getelementptr float, ptr addrspace(1) %28, i64 %call491
  %v494 = load volatile float, ptr addrspace(1) %p493, align 4
  %add495 = or disjoint i64 %add462, 160
  %cmp496.not = icmp ugt i64 %add495, %chunks71
  %call497 = tail call i64 @llvm.smin.i64(i64 %add495, i64 %chunks71)
  %p499 = getelementptr float, ptr addrspace(1) %28, i64 %call497
  %v500 = load volatile float, ptr addrspace(1) %p499, align 4
  %add501 = or disjoint i64 %add462, 192
  %cmp502.not = icmp ugt i64 %add501, %chunks71
  %call503 = tail call i64 @llvm.smin.i64(i64 %add501, i64 %chunks71)
  %p505 = getelementptr float, ptr addrspace(1) %28, i64 %call503
  %v506 = load volatile float, ptr addrspace(1) %p505, align 4
  %add507 = or disjoint i64 %add462, 224
  %cmp508.not = icmp ugt i64 %add507, %chunks71
  %call509 = tail call i64 @llvm.smin.i64(i64 %add507, i64 %chunks71)
  %p511 = getelementptr float, ptr addrspace(1) %28, i64 %call509
  %v512 = load volatile float, ptr addrspace(1) %p511, align 4
  %add513 = or disjoint i64 %add462, 256
  %cmp514.not = icmp ugt i64 %add513, %chunks71
  %call515 = tail call i64 @llvm.smin.i64(i64 %add513, i64 %chunks71)
  %p517 = getelementptr float, ptr addrspace(1) %28, i64 %call515
  %v518 = load volatile float, ptr addrspace(1) %p517, align 4
  %add519 = or disjoint i64 %add462, 288
  %cmp520.not = icmp ugt i64 %add519, %chunks71
  %call521 = tail call i64 @llvm.smin.i64(i64 %add519, i64 %chunks71)
  %p523 = getelementptr float, ptr addrspace(1) %28, i64 %call521
  %v524 = load volatile float, ptr addrspace(1) %p523, align 4
  %add525 = or disjoint i64 %add462, 320
  %cmp526.not = icmp ugt i64 %add525, %chunks71
  %call527 = tail call i64 @llvm.smin.i64(i64 %add525, i64 %chunks71)
  %p529 = getelementptr float, ptr addrspace(1) %28, i64 %call527
  %v530 = load volatile float, ptr addrspace(1) %p529, align 4
  %add531 = or disjoint i64 %add462, 352
  %cmp532.not = icmp ugt i64 %add531, %chunks71
  %call533 = tail call i64 @llvm.smin.i64(i64 %add531, i64 %chunks71)
  %p535 = getelementptr float, ptr addrspace(1) %28, i64 %call533
  %v536 = load volatile float, ptr addrspace(1) %p535, align 4
  %add537 = or disjoint i64 %add462, 384
  %cmp538.not = icmp ugt i64 %add537, %chunks71
  %call539 = tail call i64 @llvm.smin.i64(i64 %add537, i64 %chunks71)
  %p541 = getelementptr float, ptr addrspace(1) %28, i64 %call539
  %v542 = load volatile float, ptr addrspace(1) %p541, align 4
  %add543 = or disjoint i64 %add462, 416
  %cmp544.not = icmp ugt i64 %add543, %chunks71
  %call545 = tail call i64 @llvm.smin.i64(i64 %add543, i64 %chunks71)
  %p547 = getelementptr float, ptr addrspace(1) %28, i64 %call545
  %v548 = load volatile float, ptr addrspace(1) %p547, align 4
  %add549 = or disjoint i64 %add462, 448
  %cmp550.not = icmp ugt i64 %add549, %chunks71
  %call551 = tail call i64 @llvm.smin.i64(i64 %add549, i64 %chunks71)
  %p553 = getelementptr float, ptr addrspace(1) %28, i64 %call551
  %v554 = load volatile float, ptr addrspace(1) %p553, align 4
  %add555 = or disjoint i64 %add462, 480
  %cmp556.not = icmp ugt i64 %add555, %chunks71
  %call557 = tail call i64 @llvm.smin.i64(i64 %add555, i64 %chunks71)
  %p559 = getelementptr float, ptr addrspace(1) %28, i64 %call557
  %v560 = load volatile float, ptr addrspace(1) %p559, align 4
  %add561 = or disjoint i64 %add462, 512
  %cmp562.not = icmp ugt i64 %add561, %chunks71
  %call563 = tail call i64 @llvm.smin.i64(i64 %add561, i64 %chunks71)
  %p565 = getelementptr float, ptr addrspace(1) %28, i64 %call563
  %v566 = load volatile float, ptr addrspace(1) %p565, align 4
  %add567 = or disjoint i64 %add462, 544
  %cmp568.not = icmp ugt i64 %add567, %chunks71
  %call569 = tail call i64 @llvm.smin.i64(i64 %add567, i64 %chunks71)
  %p571 = getelementptr float, ptr addrspace(1) %28, i64 %call569
  %v572 = load volatile float, ptr addrspace(1) %p571, align 4
  %add573 = or disjoint i64 %add462, 576
  %cmp574.not = icmp ugt i64 %add573, %chunks71
  %call575 = tail call i64 @llvm.smin.i64(i64 %add573, i64 %chunks71)
  %p577 = getelementptr float, ptr addrspace(1) %28, i64 %call575
  %v578 = load volatile float, ptr addrspace(1) %p577, align 4
  %add579 = or disjoint i64 %add462, 608
  %cmp580.not = icmp ugt i64 %add579, %chunks71
  %call581 = tail call i64 @llvm.smin.i64(i64 %add579, i64 %chunks71)
  %p583 = getelementptr float, ptr addrspace(1) %28, i64 %call581
  %v584 = load volatile float, ptr addrspace(1) %p583, align 4
  %add585 = or disjoint i64 %add462, 640
  %cmp586.not = icmp ugt i64 %add585, %chunks71
  %call587 = tail call i64 @llvm.smin.i64(i64 %add585, i64 %chunks71)
  %p589 = getelementptr float, ptr addrspace(1) %28, i64 %call587
  %v590 = load volatile float, ptr addrspace(1) %p589, align 4
  %add591 = or disjoint i64 %add462, 672
  %cmp592.not = icmp ugt i64 %add591, %chunks71
  %call593 = tail call i64 @llvm.smin.i64(i64 %add591, i64 %chunks71)
  %p595 = getelementptr float, ptr addrspace(1) %28, i64 %call593
  %v596 = load volatile float, ptr addrspace(1) %p595, align 4
  %add597 = or disjoint i64 %add462, 704
  %cmp598.not = icmp ugt i64 %add597, %chunks71
  %call599 = tail call i64 @llvm.smin.i64(i64 %add597, i64 %chunks71)
  %p601 = getelementptr float, ptr addrspace(1) %28, i64 %call599
  %v602 = load volatile float, ptr addrspace(1) %p601, align 4
  %add603 = or disjoint i64 %add462, 736
  %cmp604.not = icmp ugt i64 %add603, %chunks71
  %call605 = tail call i64 @llvm.smin.i64(i64 %add603, i64 %chunks71)
  %p607 = getelementptr float, ptr addrspace(1) %28, i64 %call605
  %v608 = load volatile float, ptr addrspace(1) %p607, align 4
  %add609 = or disjoint i64 %add462, 768
  %cmp610.not = icmp ugt i64 %add609, %chunks71
  %call611 = tail call i64 @llvm.smin.i64(i64 %add609, i64 %chunks71)
  %p613 = getelementptr float, ptr addrspace(1) %28, i64 %call611
  %v614 = load volatile float, ptr addrspace(1) %p613, align 4
  %add615 = or disjoint i64 %add462, 800
  %cmp616.not = icmp ugt i64 %add615, %chunks71
  %call617 = tail call i64 @llvm.smin.i64(i64 %add615, i64 %chunks71)
  %p619 = getelementptr float, ptr addrspace(1) %28, i64 %call617
  %v620 = load volatile float, ptr addrspace(1) %p619, align 4
  %add621 = or disjoint i64 %add462, 832
  %cmp622.not = icmp ugt i64 %add621, %chunks71
  %call623 = tail call i64 @llvm.smin.i64(i64 %add621, i64 %chunks71)
  %p625 = getelementptr float, ptr addrspace(1) %28, i64 %call623
  %v626 = load volatile float, ptr addrspace(1) %p625, align 4
  %add627 = or disjoint i64 %add462, 864
  %cmp628.not = icmp ugt i64 %add627, %chunks71
  %call629 = tail call i64 @llvm.smin.i64(i64 %add627, i64 %chunks71)
  %p631 = getelementptr float, ptr addrspace(1) %28, i64 %call629
  %v632 = load volatile float, ptr addrspace(1) %p631, align 4
  %add633 = or disjoint i64 %add462, 896
  %cmp634.not = icmp ugt i64 %add633, %chunks71
  %call635 = tail call i64 @llvm.smin.i64(i64 %add633, i64 %chunks71)
  %p637 = getelementptr float, ptr addrspace(1) %28, i64 %call635
  %v638 = load volatile float, ptr addrspace(1) %p637, align 4
  %add639 = or disjoint i64 %add462, 928
  %cmp640.not = icmp ugt i64 %add639, %chunks71
  %call641 = tail call i64 @llvm.smin.i64(i64 %add639, i64 %chunks71)
  %p643 = getelementptr float, ptr addrspace(1) %28, i64 %call641
  %v644 = load volatile float, ptr addrspace(1) %p643, align 4
  %add645 = or disjoint i64 %add462, 960
  %cmp646.not = icmp ugt i64 %add645, %chunks71
  %call647 = tail call i64 @llvm.smin.i64(i64 %add645, i64 %chunks71)
  %p649 = getelementptr float, ptr addrspace(1) %28, i64 %call647
  %v650 = load volatile float, ptr addrspace(1) %p649, align 4
  %add651 = or disjoint i64 %add462, 992
  %cmp652.not = icmp ugt i64 %add651, %chunks71
  %call653 = tail call i64 @llvm.smin.i64(i64 %add651, i64 %chunks71)
  %p655 = getelementptr float, ptr addrspace(1) %28, i64 %call653
  %v656 = load volatile float, ptr addrspace(1) %p655, align 4
  %fadd657 = fadd reassoc contract float %phi458, %v470
  %sel658 = select i1 %cmp288.not, float %fadd657, float %v470
  %sel659 = select i1 %cmp466.not, float %phi458, float %sel658
  %fadd661 = fadd reassoc contract float %v476, %sel659
  %sel663 = select i1 %cmp472.not, float %sel659, float %fadd661
  %fadd665 = fadd reassoc contract float %v482, %sel663
  %sel667 = select i1 %cmp478.not, float %sel663, float %fadd665
  %fadd669 = fadd reassoc contract float %v488, %sel667
  %sel671 = select i1 %cmp484.not, float %sel667, float %fadd669
  %fadd673 = fadd reassoc contract float %v494, %sel671
  %sel675 = select i1 %cmp490.not, float %sel671, float %fadd673
  %fadd677 = fadd reassoc contract float %v500, %sel675
  %sel679 = select i1 %cmp496.not, float %sel675, float %fadd677
  %fadd681 = fadd reassoc contract float %v506, %sel679
  %sel683 = select i1 %cmp502.not, float %sel679, float %fadd681
  %fadd685 = fadd reassoc contract float %v512, %sel683
  %sel687 = select i1 %cmp508.not, float %sel683, float %fadd685
  %fadd689 = fadd reassoc contract float %v518, %sel687
  %sel691 = select i1 %cmp514.not, float %sel687, float %fadd689
  %fadd693 = fadd reassoc contract float %v524, %sel691
  %sel695 = select i1 %cmp520.not, float %sel691, float %fadd693
  %fadd697 = fadd reassoc contract float %v530, %sel695
  %sel699 = select i1 %cmp526.not, float %sel695, float %fadd697
  %fadd701 = fadd reassoc contract float %v536, %sel699
  %sel703 = select i1 %cmp532.not, float %sel699, float %fadd701
  %fadd705 = fadd reassoc contract float %v542, %sel703
  %sel707 = select i1 %cmp538.not, float %sel703, float %fadd705
  %fadd709 = fadd reassoc contract float %v548, %sel707
  %sel711 = select i1 %cmp544.not, float %sel707, float %fadd709
  %fadd713 = fadd reassoc contract float %v554, %sel711
  %sel715 = select i1 %cmp550.not, float %sel711, float %fadd713
  %fadd717 = fadd reassoc contract float %v560, %sel715
  %sel719 = select i1 %cmp556.not, float %sel715, float %fadd717
  %fadd721 = fadd reassoc contract float %v566, %sel719
  %sel723 = select i1 %cmp562.not, float %sel719, float %fadd721
  %fadd725 = fadd reassoc contract float %v572, %sel723
  %sel727 = select i1 %cmp568.not, float %sel723, float %fadd725
  %fadd729 = fadd reassoc contract float %v578, %sel727
  %sel731 = select i1 %cmp574.not, float %sel727, float %fadd729
  %fadd733 = fadd reassoc contract float %v584, %sel731
  %sel735 = select i1 %cmp580.not, float %sel731, float %fadd733
  %fadd737 = fadd reassoc contract float %v590, %sel735
  %sel739 = select i1 %cmp586.not, float %sel735, float %fadd737
  %fadd741 = fadd reassoc contract float %v596, %sel739
  %sel743 = select i1 %cmp592.not, float %sel739, float %fadd741
  %fadd745 = fadd reassoc contract float %v602, %sel743
  %sel747 = select i1 %cmp598.not, float %sel743, float %fadd745
  %fadd749 = fadd reassoc contract float %v608, %sel747
  %sel751 = select i1 %cmp604.not, float %sel747, float %fadd749
  %fadd753 = fadd reassoc contract float %v614, %sel751
  %sel755 = select i1 %cmp610.not, float %sel751, float %fadd753
  %fadd757 = fadd reassoc contract float %v620, %sel755
  %sel759 = select i1 %cmp616.not, float %sel755, float %fadd757
  %fadd761 = fadd reassoc contract float %v626, %sel759
  %sel763 = select i1 %cmp622.not, float %sel759, float %fadd761
  %fadd765 = fadd reassoc contract float %v632, %sel763
  %sel767 = select i1 %cmp628.not, float %sel763, float %fadd765
  %fadd769 = fadd reassoc contract float %v638, %sel767
  %sel771 = select i1 %cmp634.not, float %sel767, float %fadd769
  %fadd773 = fadd reassoc contract float %v644, %sel771
  %sel775 = select i1 %cmp640.not, float %sel771, float %fadd773
  %fadd777 = fadd reassoc contract float %v650, %sel775
  %sel779 = select i1 %cmp646.not, float %sel775, float %fadd777
  %fadd781 = fadd reassoc contract float %v656, %sel779
  %sel783 = select i1 %cmp652.not, float %sel779, float %fadd781
  %call785 = tail call i64 @llvm.smin.i64(i64 %add72, i64 32)
  %call786 = tail call i64 @llvm.smax.i64(i64 %call785, i64 1)
  %bits787 = bitcast float %sel783 to i32
  %call788 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits787, i32 1, i32 31)
  %leaf789 = bitcast i32 %call788 to float
  %cmp791 = icmp ugt i64 %call785, %add235
  %fadd792 = fadd reassoc contract float %sel783, %leaf789
  %sel793 = select i1 %cmp791, float %fadd792, float %sel783
  %bits794 = bitcast float %sel793 to i32
  %call795 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits794, i32 2, i32 31)
  %leaf796 = bitcast i32 %call795 to float
  %cmp798 = icmp ult i64 %add242, %call786
  %fadd799 = fadd reassoc contract float %sel793, %leaf796
  %sel800 = select i1 %cmp798, float %fadd799, float %sel793
  %bits801 = bitcast float %sel800 to i32
  %call802 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits801, i32 4, i32 31)
  %leaf803 = bitcast i32 %call802 to float
  %cmp805 = icmp ult i64 %add249, %call786
  %fadd806 = fadd reassoc contract float %sel800, %leaf803
  %sel807 = select i1 %cmp805, float %fadd806, float %sel800
  %bits808 = bitcast float %sel807 to i32
  %call809 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits808, i32 8, i32 31)
  %leaf810 = bitcast i32 %call809 to float
  %cmp812 = icmp ult i64 %add256, %call786
  %fadd813 = fadd reassoc contract float %sel807, %leaf810
  %sel814 = select i1 %cmp812, float %fadd813, float %sel807
  %bits815 = bitcast float %sel814 to i32
  %call816 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits815, i32 16, i32 31)
  br i1 %cmp18, label %then825, label %endif282

then825:                                          ; preds = %fold.exit287
  %p827 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %v50
  %cmp819 = icmp ult i64 %add263, %call786
  %leaf817 = bitcast i32 %call816 to float
  %fadd820 = fadd reassoc contract float %sel814, %leaf817
  %sel821 = select i1 %cmp819, float %fadd820, float %sel814
  %fadd823 = fadd reassoc contract float %sel821, 0.000000e+00
  store float %fadd823, ptr addrspace(1) %p827, align 4
  br label %endif282

stride.body:                                      ; preds = %stride.body.preheader, %repeat.exit856
  %i848 = phi i64 [ %add992, %repeat.exit856 ], [ %add, %stride.body.preheader ]
  %mul849 = mul i64 %i848, 768
  %call850 = tail call i64 @llvm.smin.i64(i64 %mul849, i64 %add845)
  %sub851 = sub i64 %call850, %sub844
  %call852 = tail call i64 @llvm.smax.i64(i64 %sub851, i64 0)
  %call853 = tail call i64 @llvm.smin.i64(i64 %call850, i64 %call9)
  %cmp854 = icmp slt i64 %call852, %call853
  br i1 %cmp854, label %repeat.body855, label %repeat.exit856

repeat.body855:                                   ; preds = %stride.body, %repeat.body855
  %phi857 = phi i64 [ %sel963, %repeat.body855 ], [ %call852, %stride.body ]
  %phi858 = phi i64 [ %sel970, %repeat.body855 ], [ %call853, %stride.body ]
  %sub859 = sub i64 %phi858, %phi857
  %part = lshr i64 %sub859, 3
  %add861 = add i64 %part, %phi857
  %29 = lshr i64 %sub859, 2
  %part863 = and i64 %29, 2305843009213693951
  %add864 = add i64 %part863, %phi857
  %mul865 = mul i64 %sub859, 3
  %part866 = lshr i64 %mul865, 3
  %add867 = add i64 %part866, %phi857
  %30 = lshr i64 %sub859, 1
  %part869 = and i64 %30, 2305843009213693951
  %add870 = add i64 %part869, %phi857
  %mul871 = mul i64 %sub859, 5
  %part872 = lshr i64 %mul871, 3
  %add873 = add i64 %part872, %phi857
  %mul874 = mul i64 %sub859, 6
  %part875 = lshr i64 %mul874, 3
  %add876 = add i64 %part875, %phi857
  %mul877 = mul i64 %sub859, 7
  %part878 = lshr i64 %mul877, 3
  %add879 = add i64 %part878, %phi857
  %add880 = add i64 %add861, 1
  %p881 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add880
  %v882 = load i32, ptr addrspace(1) %p881, align 4
  %offset883 = sext i32 %v882 to i64
  %call884 = tail call i64 @llvm.smax.i64(i64 %offset883, i64 %call835)
  %call885 = tail call i64 @llvm.smin.i64(i64 %call884, i64 %4)
  %sub886 = sub i64 %call885, %call835
  %31 = xor i64 %add861, -1
  %sub888 = add i64 %call850, %31
  %cmp889.not = icmp sgt i64 %sub886, %sub888
  %add890 = add i64 %add864, 1
  %p891 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add890
  %v892 = load i32, ptr addrspace(1) %p891, align 4
  %offset893 = sext i32 %v892 to i64
  %call894 = tail call i64 @llvm.smax.i64(i64 %offset893, i64 %call835)
  %call895 = tail call i64 @llvm.smin.i64(i64 %call894, i64 %4)
  %sub896 = sub i64 %call895, %call835
  %32 = xor i64 %add864, -1
  %sub898 = add i64 %call850, %32
  %cmp899.not = icmp sgt i64 %sub896, %sub898
  %add900 = add i64 %add867, 1
  %p901 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add900
  %v902 = load i32, ptr addrspace(1) %p901, align 4
  %offset903 = sext i32 %v902 to i64
  %call904 = tail call i64 @llvm.smax.i64(i64 %offset903, i64 %call835)
  %call905 = tail call i64 @llvm.smin.i64(i64 %call904, i64 %4)
  %sub906 = sub i64 %call905, %call835
  %33 = xor i64 %add867, -1
  %sub908 = add i64 %call850, %33
  %cmp909.not = icmp sgt i64 %sub906, %sub908
  %add910 = add i64 %add870, 1
  %p911 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add910
  %v912 = load i32, ptr addrspace(1) %p911, align 4
  %offset913 = sext i32 %v912 to i64
  %call914 = tail call i64 @llvm.smax.i64(i64 %offset913, i64 %call835)
  %call915 = tail call i64 @llvm.smin.i64(i64 %call914, i64 %4)
  %sub916 = sub i64 %call915, %call835
  %34 = xor i64 %add870, -1
  %sub918 = add i64 %call850, %34
  %cmp919.not = icmp sgt i64 %sub916, %sub918
  %add920 = add i64 %add873, 1
  %p921 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add920
  %v922 = load i32, ptr addrspace(1) %p921, align 4
  %offset923 = sext i32 %v922 to i64
  %call924 = tail call i64 @llvm.smax.i64(i64 %offset923, i64 %call835)
  %call925 = tail call i64 @llvm.smin.i64(i64 %call924, i64 %4)
  %sub926 = sub i64 %call925, %call835
  %35 = xor i64 %add873, -1
  %sub928 = add i64 %call850, %35
  %cmp929.not = icmp sgt i64 %sub926, %sub928
  %add930 = add i64 %add876, 1
  %p931 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add930
  %v932 = load i32, ptr addrspace(1) %p931, align 4
  %offset933 = sext i32 %v932 to i64
  %call934 = tail call i64 @llvm.smax.i64(i64 %offset933, i64 %call835)
  %call935 = tail call i64 @llvm.smin.i64(i64 %call934, i64 %4)
  %sub936 = sub i64 %call935, %call835
  %36 = xor i64 %add876, -1
  %sub938 = add i64 %call850, %36
  %cmp939.not = icmp sgt i64 %sub936, %sub938
  %add940 = add i64 %add879, 1
  %p941 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %add940
  %v942 = load i32, ptr addrspace(1) %p941, align 4
  %offset943 = sext i32 %v942 to i64
  %call944 = tail call i64 @llvm.smax.i64(i64 %offset943, i64 %call835)
  %call945 = tail call i64 @llvm.smin.i64(i64 %call944, i64 %4)
  %sub946 = sub i64 %call945, %call835
  %37 = xor i64 %add879, -1
  %sub948 = add i64 %call850, %37
  %cmp949.not = icmp sgt i64 %sub946, %sub948
  %sel951 = select i1 %cmp889.not, i64 %phi857, i64 %add880
  %sel953 = select i1 %cmp899.not, i64 %sel951, i64 %add890
  %sel955 = select i1 %cmp909.not, i64 %sel953, i64 %add900
  %sel957 = select i1 %cmp919.not, i64 %sel955, i64 %add910
  %sel959 = select i1 %cmp929.not, i64 %sel957, i64 %add920
  %sel961 = select i1 %cmp939.not, i64 %sel959, i64 %add930
  %sel963 = select i1 %cmp949.not, i64 %sel961, i64 %add940
  %sel964 = select i1 %cmp949.not, i64 %add879, i64 %phi858
  %sel965 = select i1 %cmp939.not, i64 %add876, i64 %sel964
  %sel966 = select i1 %cmp929.not, i64 %add873, i64 %sel965
  %sel967 = select i1 %cmp919.not, i64 %add870, i64 %sel966
  %sel968 = select i1 %cmp909.not, i64 %add867, i64 %sel967
  %sel969 = select i1 %cmp899.not, i64 %add864, i64 %sel968
  %sel970 = select i1 %cmp889.not, i64 %add861, i64 %sel969
  %cmp971 = icmp slt i64 %sel963, %sel970
  br i1 %cmp971, label %repeat.body855, label %repeat.exit856

repeat.exit856:                                   ; preds = %repeat.body855, %stride.body
  %phi972 = phi i64 [ %call852, %stride.body ], [ %sel963, %repeat.body855 ]
  %cmp974 = icmp eq i64 %phi972, 0
  %sub975 = add i64 %phi972, -1
  %call976 = tail call i64 @llvm.smax.i64(i64 %sub975, i64 0)
  %gep = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call976
  %v979 = load i32, ptr addrspace(1) %gep, align 4
  %offset980 = sext i32 %v979 to i64
  %call981 = tail call i64 @llvm.smax.i64(i64 %offset980, i64 %call835)
  %call982 = tail call i64 @llvm.smin.i64(i64 %call981, i64 %4)
  %sub983 = sub i64 %call982, %call835
  %sel984 = select i1 %cmp974, i64 0, i64 %sub983
  %sub985 = sub i64 %call850, %phi972
  %cmp986 = icmp sgt i64 %sub985, %sel984
  %c = zext i1 %cmp986 to i64
  %mul989 = shl i64 %phi972, 1
  %add990 = or disjoint i64 %mul989, %c
  %p991 = getelementptr i64, ptr addrspace(1) %14, i64 %i848
  store i64 %add990, ptr addrspace(1) %p991, align 4
  %add992 = add i64 %i848, %mul7
  %cmp993 = icmp slt i64 %add992, %add846
  br i1 %cmp993, label %stride.body, label %common.ret
}

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #2

define void @systole_fold_seg_offsets_f32_segment(i64 %0, ptr addrspace(1) noalias nocapture readonly %1, i64 %2, ptr addrspace(1) noalias nocapture readonly %3, i64 %4, ptr addrspace(1) noalias nocapture writeonly %5, ptr addrspace(1) noalias nocapture writeonly %6, ptr addrspace(1) noalias %7, i64 %8, i64 %9) local_unnamed_addr {
entry:
  %call1 = tail call range(i32 1, 161) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %sreg2 = zext nneg i32 %call1 to i64
  %call5 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %sreg6 = zext nneg i32 %call5 to i64
  %mul7 = mul nuw nsw i64 %sreg2, %sreg6
  %warp8 = lshr i64 %mul7, 5
  %sub = add i64 %2, -1
  %call9 = tail call i64 @llvm.smax.i64(i64 %sub, i64 0)
  %.idx = mul i64 %8, 24
  %10 = getelementptr i8, ptr addrspace(1) %7, i64 %.idx
  %long = getelementptr i8, ptr addrspace(1) %10, i64 8
  %address = ptrtoint ptr addrspace(1) %long to i64
  %11 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address) #5
  %cmp.not = icmp eq i64 %11, 0
  br i1 %cmp.not, label %common.ret, label %merge_path

merge_path:                                       ; preds = %entry
  %call = tail call range(i32 0, 160) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg = zext nneg i32 %call to i64
  %lane = and i32 %call, 31
  %call3 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %sreg4 = zext nneg i32 %call3 to i64
  %mul = mul nuw nsw i64 %sreg4, %sreg2
  %add = add nuw nsw i64 %mul, %sreg
  %warp = lshr i64 %add, 5
  %v = load i32, ptr addrspace(1) %3, align 4
  %12 = tail call i32 @llvm.smax.i32(i32 %v, i32 0)
  %call12 = zext nneg i32 %12 to i64
  %call13 = tail call i64 @llvm.smin.i64(i64 %call12, i64 %4)
  %13 = tail call i64 @llvm.smax.i64(i64 %sub, i64 1)
  %call15 = add nsw i64 %13, -1
  %p17 = getelementptr inbounds i32, ptr addrspace(1) %3, i64 %13
  %v18 = load i32, ptr addrspace(1) %p17, align 4
  %offset19 = sext i32 %v18 to i64
  %call20 = tail call i64 @llvm.smax.i64(i64 %offset19, i64 %call13)
  %call21 = tail call i64 @llvm.smin.i64(i64 %call20, i64 %4)
  %sub22 = sub i64 %call21, %call13
  %add23 = add i64 %sub22, %call9
  %w = lshr i64 %sreg, 5
  %mul26 = mul nuw nsw i64 %w, 769
  %stage = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %mul26
  %stage27 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.1, i64 %mul26
  %stage28 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.2, i64 %mul26
  %cmp30 = icmp slt i64 %warp, %8
  br i1 %cmp30, label %stride.body.preheader, label %common.ret

stride.body.preheader:                            ; preds = %merge_path
  %.idx2100 = shl i64 %8, 4
  %14 = getelementptr i8, ptr addrspace(1) %7, i64 %.idx2100
  %invariant.gep = getelementptr i8, ptr addrspace(1) %3, i64 4
  %invariant.gep2147 = getelementptr i8, ptr addrspace(3) %stage, i64 -4
  %add61 = or disjoint i32 %lane, 32
  %add62 = or disjoint i32 %lane, 64
  %add63 = or disjoint i32 %lane, 96
  %15 = zext nneg i32 %lane to i64
  %p98 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %15
  %16 = zext nneg i32 %add61 to i64
  %p102 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %16
  %17 = zext nneg i32 %add62 to i64
  %p106 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %17
  %18 = zext nneg i32 %add63 to i64
  %p110 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %18
  %add114 = or disjoint i32 %lane, 128
  %add115 = or disjoint i32 %lane, 160
  %add116 = or disjoint i32 %lane, 192
  %add117 = or i32 %call, 224
  %19 = zext nneg i32 %add114 to i64
  %p153 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %19
  %20 = zext nneg i32 %add115 to i64
  %p157 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %20
  %21 = zext nneg i32 %add116 to i64
  %p161 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %21
  %22 = zext nneg i32 %add117 to i64
  %p165 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %22
  %add169 = or disjoint i32 %lane, 256
  %add170 = or disjoint i32 %lane, 288
  %add171 = or disjoint i32 %lane, 320
  %add172 = or disjoint i32 %lane, 352
  %add173 = or disjoint i32 %lane, 384
  %add174 = or disjoint i32 %lane, 416
  %add175 = or disjoint i32 %lane, 448
  %add176 = or i32 %call, 480
  %23 = zext nneg i32 %add169 to i64
  %p244 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %23
  %24 = zext nneg i32 %add170 to i64
  %p248 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %24
  %25 = zext nneg i32 %add171 to i64
  %p252 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %25
  %26 = zext nneg i32 %add172 to i64
  %p256 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %26
  %27 = zext nneg i32 %add173 to i64
  %p260 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %27
  %28 = zext nneg i32 %add174 to i64
  %p264 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %28
  %29 = zext nneg i32 %add175 to i64
  %p268 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %29
  %30 = zext nneg i32 %add176 to i64
  %p272 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %30
  %add276 = or disjoint i32 %lane, 512
  %add277 = or disjoint i32 %lane, 544
  %add278 = or disjoint i32 %lane, 576
  %add279 = or disjoint i32 %lane, 608
  %add280 = or disjoint i32 %lane, 640
  %add281 = or disjoint i32 %lane, 672
  %add282 = or disjoint i32 %lane, 704
  %add283 = or i32 %call, 736
  %31 = zext nneg i32 %add276 to i64
  %p351 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %31
  %32 = zext nneg i32 %add277 to i64
  %p355 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %32
  %33 = zext nneg i32 %add278 to i64
  %p359 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %33
  %34 = zext nneg i32 %add279 to i64
  %p363 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %34
  %35 = zext nneg i32 %add280 to i64
  %p367 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %35
  %36 = zext nneg i32 %add281 to i64
  %p371 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %36
  %37 = zext nneg i32 %add282 to i64
  %p375 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %37
  %38 = zext nneg i32 %add283 to i64
  %p379 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %38
  %cmp385 = icmp eq i32 %lane, 0
  %p613 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %15
  %p615 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %16
  %p617 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %17
  %p619 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %18
  %p621 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %19
  %p623 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %20
  %p625 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %21
  %p627 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %22
  %p629 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %23
  %p631 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %24
  %p633 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %25
  %p635 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %26
  %p637 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %27
  %p639 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %28
  %p641 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %29
  %p643 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %30
  %p645 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %31
  %p647 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %32
  %p649 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %33
  %p651 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %34
  %p653 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %35
  %p655 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %36
  %p657 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %37
  %p659 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %38
  %mul660 = mul nuw nsw i32 %lane, 24
  %not.cmp1594 = xor i1 %cmp385, true
  %cmp1612 = icmp ult i32 %lane, 2
  %not.cmp1612 = xor i1 %cmp1612, true
  %cmp1633 = icmp ult i32 %lane, 4
  %not.cmp1633 = xor i1 %cmp1633, true
  %cmp1654 = icmp ult i32 %lane, 8
  %not.cmp1654 = xor i1 %cmp1654, true
  %cmp1675 = icmp ult i32 %lane, 16
  %not.cmp1675 = xor i1 %cmp1675, true
  %cmp1720 = icmp eq i32 %lane, 31
  %invariant.gep2149 = getelementptr float, ptr addrspace(1) %5, i64 %15
  %p1739 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %15
  %invariant.gep2151 = getelementptr float, ptr addrspace(1) %5, i64 %16
  %p1754 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %16
  %invariant.gep2153 = getelementptr float, ptr addrspace(1) %5, i64 %17
  %p1769 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %17
  %invariant.gep2155 = getelementptr float, ptr addrspace(1) %5, i64 %18
  %p1784 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %18
  %invariant.gep2157 = getelementptr float, ptr addrspace(1) %5, i64 %19
  %p1802 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %19
  %invariant.gep2159 = getelementptr float, ptr addrspace(1) %5, i64 %20
  %p1817 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %20
  %invariant.gep2161 = getelementptr float, ptr addrspace(1) %5, i64 %21
  %p1832 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %21
  %invariant.gep2163 = getelementptr float, ptr addrspace(1) %5, i64 %22
  %p1847 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %22
  %invariant.gep2165 = getelementptr float, ptr addrspace(1) %5, i64 %23
  %p1865 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %23
  %invariant.gep2167 = getelementptr float, ptr addrspace(1) %5, i64 %24
  %p1880 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %24
  %invariant.gep2169 = getelementptr float, ptr addrspace(1) %5, i64 %25
  %p1895 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %25
  %invariant.gep2171 = getelementptr float, ptr addrspace(1) %5, i64 %26
  %p1910 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %26
  %invariant.gep2173 = getelementptr float, ptr addrspace(1) %5, i64 %27
  %p1925 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %27
  %invariant.gep2175 = getelementptr float, ptr addrspace(1) %5, i64 %28
  %p1940 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %28
  %invariant.gep2177 = getelementptr float, ptr addrspace(1) %5, i64 %29
  %p1955 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %29
  %invariant.gep2179 = getelementptr float, ptr addrspace(1) %5, i64 %30
  %p1970 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %30
  %invariant.gep2181 = getelementptr float, ptr addrspace(1) %5, i64 %31
  %p1988 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %31
  %invariant.gep2183 = getelementptr float, ptr addrspace(1) %5, i64 %32
  %p2003 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %32
  %invariant.gep2185 = getelementptr float, ptr addrspace(1) %5, i64 %33
  %p2018 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %33
  %invariant.gep2187 = getelementptr float, ptr addrspace(1) %5, i64 %34
  %p2033 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %34
  %invariant.gep2189 = getelementptr float, ptr addrspace(1) %5, i64 %35
  %p2048 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %35
  %invariant.gep2191 = getelementptr float, ptr addrspace(1) %5, i64 %36
  %p2063 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %36
  %invariant.gep2193 = getelementptr float, ptr addrspace(1) %5, i64 %37
  %p2078 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %37
  %invariant.gep2195 = getelementptr float, ptr addrspace(1) %5, i64 %38
  %p2093 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %38
  br label %stride.body

common.ret:                                       ; preds = %endif1977, %merge_path, %entry
  ret void

stride.body:                                      ; preds = %stride.body.preheader, %endif1977
  %i = phi i64 [ %add2098, %endif1977 ], [ %warp, %stride.body.preheader ]
  %mul31 = mul i64 %i, 768
  %call32 = tail call i64 @llvm.smin.i64(i64 %mul31, i64 %add23)
  %add33 = add i64 %call32, 768
  %call34 = tail call i64 @llvm.smin.i64(i64 %add33, i64 %add23)
  %p37 = getelementptr i64, ptr addrspace(1) %14, i64 %i
  %v38 = load i64, ptr addrspace(1) %p37, align 4
  %p40 = getelementptr i8, ptr addrspace(1) %p37, i64 8
  %v41 = load i64, ptr addrspace(1) %p40, align 4
  %it = ashr i64 %v38, 1
  %ie = ashr i64 %v41, 1
  %sub42 = sub i64 %call32, %it
  %39 = trunc i64 %v38 to i32
  %local = and i32 %39, 1
  %sub43 = sub nsw i32 0, %local
  %cmp44 = icmp ne i32 %local, 0
  %sub45 = sub i64 %call34, %call32
  %local46 = trunc i64 %sub45 to i32
  %sub47 = sub i64 %call9, %it
  %call48 = tail call i64 @llvm.smin.i64(i64 %sub47, i64 769)
  %local49 = trunc i64 %call48 to i32
  %call50 = tail call i32 @llvm.smin.i32(i32 %local49, i32 %local46)
  %sub51 = sub nsw i64 %ie, %it
  %call52 = tail call i64 @llvm.smin.i64(i64 %sub51, i64 768)
  %call53 = tail call i64 @llvm.smax.i64(i64 %call52, i64 0)
  %local54 = trunc nuw nsw i64 %call53 to i32
  %call55 = tail call i32 @llvm.smin.i32(i32 %local54, i32 %call50)
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add56 = add i64 %sub42, %call13
  %sub57 = sub i64 %4, %add56
  %call58 = tail call i64 @llvm.umin.i64(i64 %sub57, i64 769)
  %cmp59 = icmp sgt i32 %call55, 0
  br i1 %cmp59, label %then, label %endif

then:                                             ; preds = %stride.body
  %call64 = tail call i32 @llvm.smin.i32(i32 %lane, i32 %call55)
  %wide = zext nneg i32 %call64 to i64
  %add65 = add nsw i64 %it, %wide
  %call66 = tail call i64 @llvm.smin.i64(i64 %add65, i64 %call15)
  %gep = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call66
  %v69 = load i32, ptr addrspace(1) %gep, align 4
  %offset70 = sext i32 %v69 to i64
  %call71 = tail call i32 @llvm.smin.i32(i32 %add61, i32 %call55)
  %wide72 = zext nneg i32 %call71 to i64
  %add73 = add nsw i64 %it, %wide72
  %call74 = tail call i64 @llvm.smin.i64(i64 %add73, i64 %call15)
  %gep2102 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call74
  %v77 = load i32, ptr addrspace(1) %gep2102, align 4
  %offset78 = sext i32 %v77 to i64
  %call79 = tail call i32 @llvm.smin.i32(i32 %add62, i32 %call55)
  %wide80 = zext nneg i32 %call79 to i64
  %add81 = add nsw i64 %it, %wide80
  %call82 = tail call i64 @llvm.smin.i64(i64 %add81, i64 %call15)
  %gep2104 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call82
  %v85 = load i32, ptr addrspace(1) %gep2104, align 4
  %offset86 = sext i32 %v85 to i64
  %call87 = tail call i32 @llvm.smin.i32(i32 %add63, i32 %call55)
  %wide88 = zext nneg i32 %call87 to i64
  %add89 = add nsw i64 %it, %wide88
  %call90 = tail call i64 @llvm.smin.i64(i64 %add89, i64 %call15)
  %gep2106 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call90
  %v93 = load i32, ptr addrspace(1) %gep2106, align 4
  %offset94 = sext i32 %v93 to i64
  %sub95 = sub i64 %offset70, %add56
  %call96 = tail call i64 @llvm.umin.i64(i64 %sub95, i64 %call58)
  %local97 = trunc nuw nsw i64 %call96 to i32
  store i32 %local97, ptr addrspace(3) %p98, align 4
  %sub99 = sub i64 %offset78, %add56
  %call100 = tail call i64 @llvm.umin.i64(i64 %sub99, i64 %call58)
  %local101 = trunc nuw nsw i64 %call100 to i32
  store i32 %local101, ptr addrspace(3) %p102, align 4
  %sub103 = sub i64 %offset86, %add56
  %call104 = tail call i64 @llvm.umin.i64(i64 %sub103, i64 %call58)
  %local105 = trunc nuw nsw i64 %call104 to i32
  store i32 %local105, ptr addrspace(3) %p106, align 4
  %sub107 = sub i64 %offset94, %add56
  %call108 = tail call i64 @llvm.umin.i64(i64 %sub107, i64 %call58)
  %local109 = trunc nuw nsw i64 %call108 to i32
  store i32 %local109, ptr addrspace(3) %p110, align 4
  br label %endif

endif:                                            ; preds = %then, %stride.body
  %cmp111 = icmp sgt i32 %call55, 128
  br i1 %cmp111, label %then112, label %endif113

then112:                                          ; preds = %endif
  %call118 = tail call i32 @llvm.smin.i32(i32 %add114, i32 %call55)
  %wide119 = zext nneg i32 %call118 to i64
  %add120 = add nsw i64 %it, %wide119
  %call121 = tail call i64 @llvm.smin.i64(i64 %add120, i64 %call15)
  %gep2108 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call121
  %v124 = load i32, ptr addrspace(1) %gep2108, align 4
  %offset125 = sext i32 %v124 to i64
  %call126 = tail call i32 @llvm.smin.i32(i32 %add115, i32 %call55)
  %wide127 = zext nneg i32 %call126 to i64
  %add128 = add nsw i64 %it, %wide127
  %call129 = tail call i64 @llvm.smin.i64(i64 %add128, i64 %call15)
  %gep2110 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call129
  %v132 = load i32, ptr addrspace(1) %gep2110, align 4
  %offset133 = sext i32 %v132 to i64
  %call134 = tail call i32 @llvm.smin.i32(i32 %add116, i32 %call55)
  %wide135 = zext nneg i32 %call134 to i64
  %add136 = add nsw i64 %it, %wide135
  %call137 = tail call i64 @llvm.smin.i64(i64 %add136, i64 %call15)
  %gep2112 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call137
  %v140 = load i32, ptr addrspace(1) %gep2112, align 4
  %offset141 = sext i32 %v140 to i64
  %call142 = tail call i32 @llvm.smin.i32(i32 %add117, i32 %call55)
  %wide143 = zext nneg i32 %call142 to i64
  %add144 = add nsw i64 %it, %wide143
  %call145 = tail call i64 @llvm.smin.i64(i64 %add144, i64 %call15)
  %gep2114 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call145
  %v148 = load i32, ptr addrspace(1) %gep2114, align 4
  %offset149 = sext i32 %v148 to i64
  %sub150 = sub i64 %offset125, %add56
  %call151 = tail call i64 @llvm.umin.i64(i64 %sub150, i64 %call58)
  %local152 = trunc nuw nsw i64 %call151 to i32
  store i32 %local152, ptr addrspace(3) %p153, align 4
  %sub154 = sub i64 %offset133, %add56
  %call155 = tail call i64 @llvm.umin.i64(i64 %sub154, i64 %call58)
  %local156 = trunc nuw nsw i64 %call155 to i32
  store i32 %local156, ptr addrspace(3) %p157, align 4
  %sub158 = sub i64 %offset141, %add56
  %call159 = tail call i64 @llvm.umin.i64(i64 %sub158, i64 %call58)
  %local160 = trunc nuw nsw i64 %call159 to i32
  store i32 %local160, ptr addrspace(3) %p161, align 4
  %sub162 = sub i64 %offset149, %add56
  %call163 = tail call i64 @llvm.umin.i64(i64 %sub162, i64 %call58)
  %local164 = trunc nuw nsw i64 %call163 to i32
  store i32 %local164, ptr addrspace(3) %p165, align 4
  br label %endif113

endif113:                                         ; preds = %then112, %endif
  %cmp166 = icmp sgt i32 %call55, 256
  br i1 %cmp166, label %then167, label %endif168

then167:                                          ; preds = %endif113
  %call177 = tail call i32 @llvm.smin.i32(i32 %add169, i32 %call55)
  %wide178 = zext nneg i32 %call177 to i64
  %add179 = add nsw i64 %it, %wide178
  %call180 = tail call i64 @llvm.smin.i64(i64 %add179, i64 %call15)
  %gep2116 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call180
  %v183 = load i32, ptr addrspace(1) %gep2116, align 4
  %offset184 = sext i32 %v183 to i64
  %call185 = tail call i32 @llvm.smin.i32(i32 %add170, i32 %call55)
  %wide186 = zext nneg i32 %call185 to i64
  %add187 = add nsw i64 %it, %wide186
  %call188 = tail call i64 @llvm.smin.i64(i64 %add187, i64 %call15)
  %gep2118 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call188
  %v191 = load i32, ptr addrspace(1) %gep2118, align 4
  %offset192 = sext i32 %v191 to i64
  %call193 = tail call i32 @llvm.smin.i32(i32 %add171, i32 %call55)
  %wide194 = zext nneg i32 %call193 to i64
  %add195 = add nsw i64 %it, %wide194
  %call196 = tail call i64 @llvm.smin.i64(i64 %add195, i64 %call15)
  %gep2120 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call196
  %v199 = load i32, ptr addrspace(1) %gep2120, align 4
  %offset200 = sext i32 %v199 to i64
  %call201 = tail call i32 @llvm.smin.i32(i32 %add172, i32 %call55)
  %wide202 = zext nneg i32 %call201 to i64
  %add203 = add nsw i64 %it, %wide202
  %call204 = tail call i64 @llvm.smin.i64(i64 %add203, i64 %call15)
  %gep2122 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call204
  %v207 = load i32, ptr addrspace(1) %gep2122, align 4
  %offset208 = sext i32 %v207 to i64
  %call209 = tail call i32 @llvm.smin.i32(i32 %add173, i32 %call55)
  %wide210 = zext nneg i32 %call209 to i64
  %add211 = add nsw i64 %it, %wide210
  %call212 = tail call i64 @llvm.smin.i64(i64 %add211, i64 %call15)
  %gep2124 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call212
  %v215 = load i32, ptr addrspace(1) %gep2124, align 4
  %offset216 = sext i32 %v215 to i64
  %call217 = tail call i32 @llvm.smin.i32(i32 %add174, i32 %call55)
  %wide218 = zext nneg i32 %call217 to i64
  %add219 = add nsw i64 %it, %wide218
  %call220 = tail call i64 @llvm.smin.i64(i64 %add219, i64 %call15)
  %gep2126 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call220
  %v223 = load i32, ptr addrspace(1) %gep2126, align 4
  %offset224 = sext i32 %v223 to i64
  %call225 = tail call i32 @llvm.smin.i32(i32 %add175, i32 %call55)
  %wide226 = zext nneg i32 %call225 to i64
  %add227 = add nsw i64 %it, %wide226
  %call228 = tail call i64 @llvm.smin.i64(i64 %add227, i64 %call15)
  %gep2128 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call228
  %v231 = load i32, ptr addrspace(1) %gep2128, align 4
  %offset232 = sext i32 %v231 to i64
  %call233 = tail call i32 @llvm.smin.i32(i32 %add176, i32 %call55)
  %wide234 = zext nneg i32 %call233 to i64
  %add235 = add nsw i64 %it, %wide234
  %call236 = tail call i64 @llvm.smin.i64(i64 %add235, i64 %call15)
  %gep2130 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call236
  %v239 = load i32, ptr addrspace(1) %gep2130, align 4
  %offset240 = sext i32 %v239 to i64
  %sub241 = sub i64 %offset184, %add56
  %call242 = tail call i64 @llvm.umin.i64(i64 %sub241, i64 %call58)
  %local243 = trunc nuw nsw i64 %call242 to i32
  store i32 %local243, ptr addrspace(3) %p244, align 4
  %sub245 = sub i64 %offset192, %add56
  %call246 = tail call i64 @llvm.umin.i64(i64 %sub245, i64 %call58)
  %local247 = trunc nuw nsw i64 %call246 to i32
  store i32 %local247, ptr addrspace(3) %p248, align 4
  %sub249 = sub i64 %offset200, %add56
  %call250 = tail call i64 @llvm.umin.i64(i64 %sub249, i64 %call58)
  %local251 = trunc nuw nsw i64 %call250 to i32
  store i32 %local251, ptr addrspace(3) %p252, align 4
  %sub253 = sub i64 %offset208, %add56
  %call254 = tail call i64 @llvm.umin.i64(i64 %sub253, i64 %call58)
  %local255 = trunc nuw nsw i64 %call254 to i32
  store i32 %local255, ptr addrspace(3) %p256, align 4
  %sub257 = sub i64 %offset216, %add56
  %call258 = tail call i64 @llvm.umin.i64(i64 %sub257, i64 %call58)
  %local259 = trunc nuw nsw i64 %call258 to i32
  store i32 %local259, ptr addrspace(3) %p260, align 4
  %sub261 = sub i64 %offset224, %add56
  %call262 = tail call i64 @llvm.umin.i64(i64 %sub261, i64 %call58)
  %local263 = trunc nuw nsw i64 %call262 to i32
  store i32 %local263, ptr addrspace(3) %p264, align 4
  %sub265 = sub i64 %offset232, %add56
  %call266 = tail call i64 @llvm.umin.i64(i64 %sub265, i64 %call58)
  %local267 = trunc nuw nsw i64 %call266 to i32
  store i32 %local267, ptr addrspace(3) %p268, align 4
  %sub269 = sub i64 %offset240, %add56
  %call270 = tail call i64 @llvm.umin.i64(i64 %sub269, i64 %call58)
  %local271 = trunc nuw nsw i64 %call270 to i32
  store i32 %local271, ptr addrspace(3) %p272, align 4
  br label %endif168

endif168:                                         ; preds = %then167, %endif113
  %cmp273 = icmp sgt i32 %call55, 512
  br i1 %cmp273, label %then274, label %endif275

then274:                                          ; preds = %endif168
  %call284 = tail call i32 @llvm.smin.i32(i32 %add276, i32 %call55)
  %wide285 = zext nneg i32 %call284 to i64
  %add286 = add nsw i64 %it, %wide285
  %call287 = tail call i64 @llvm.smin.i64(i64 %add286, i64 %call15)
  %gep2132 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call287
  %v290 = load i32, ptr addrspace(1) %gep2132, align 4
  %offset291 = sext i32 %v290 to i64
  %call292 = tail call i32 @llvm.smin.i32(i32 %add277, i32 %call55)
  %wide293 = zext nneg i32 %call292 to i64
  %add294 = add nsw i64 %it, %wide293
  %call295 = tail call i64 @llvm.smin.i64(i64 %add294, i64 %call15)
  %gep2134 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call295
  %v298 = load i32, ptr addrspace(1) %gep2134, align 4
  %offset299 = sext i32 %v298 to i64
  %call300 = tail call i32 @llvm.smin.i32(i32 %add278, i32 %call55)
  %wide301 = zext nneg i32 %call300 to i64
  %add302 = add nsw i64 %it, %wide301
  %call303 = tail call i64 @llvm.smin.i64(i64 %add302, i64 %call15)
  %gep2136 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call303
  %v306 = load i32, ptr addrspace(1) %gep2136, align 4
  %offset307 = sext i32 %v306 to i64
  %call308 = tail call i32 @llvm.smin.i32(i32 %add279, i32 %call55)
  %wide309 = zext nneg i32 %call308 to i64
  %add310 = add nsw i64 %it, %wide309
  %call311 = tail call i64 @llvm.smin.i64(i64 %add310, i64 %call15)
  %gep2138 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call311
  %v314 = load i32, ptr addrspace(1) %gep2138, align 4
  %offset315 = sext i32 %v314 to i64
  %call316 = tail call i32 @llvm.smin.i32(i32 %add280, i32 %call55)
  %wide317 = zext nneg i32 %call316 to i64
  %add318 = add nsw i64 %it, %wide317
  %call319 = tail call i64 @llvm.smin.i64(i64 %add318, i64 %call15)
  %gep2140 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call319
  %v322 = load i32, ptr addrspace(1) %gep2140, align 4
  %offset323 = sext i32 %v322 to i64
  %call324 = tail call i32 @llvm.smin.i32(i32 %add281, i32 %call55)
  %wide325 = zext nneg i32 %call324 to i64
  %add326 = add nsw i64 %it, %wide325
  %call327 = tail call i64 @llvm.smin.i64(i64 %add326, i64 %call15)
  %gep2142 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call327
  %v330 = load i32, ptr addrspace(1) %gep2142, align 4
  %offset331 = sext i32 %v330 to i64
  %call332 = tail call i32 @llvm.smin.i32(i32 %add282, i32 %call55)
  %wide333 = zext nneg i32 %call332 to i64
  %add334 = add nsw i64 %it, %wide333
  %call335 = tail call i64 @llvm.smin.i64(i64 %add334, i64 %call15)
  %gep2144 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call335
  %v338 = load i32, ptr addrspace(1) %gep2144, align 4
  %offset339 = sext i32 %v338 to i64
  %call340 = tail call i32 @llvm.smin.i32(i32 %add283, i32 %call55)
  %wide341 = zext nneg i32 %call340 to i64
  %add342 = add nsw i64 %it, %wide341
  %call343 = tail call i64 @llvm.smin.i64(i64 %add342, i64 %call15)
  %gep2146 = getelementptr i32, ptr addrspace(1) %invariant.gep, i64 %call343
  %v346 = load i32, ptr addrspace(1) %gep2146, align 4
  %offset347 = sext i32 %v346 to i64
  %sub348 = sub i64 %offset291, %add56
  %call349 = tail call i64 @llvm.umin.i64(i64 %sub348, i64 %call58)
  %local350 = trunc nuw nsw i64 %call349 to i32
  store i32 %local350, ptr addrspace(3) %p351, align 4
  %sub352 = sub i64 %offset299, %add56
  %call353 = tail call i64 @llvm.umin.i64(i64 %sub352, i64 %call58)
  %local354 = trunc nuw nsw i64 %call353 to i32
  store i32 %local354, ptr addrspace(3) %p355, align 4
  %sub356 = sub i64 %offset307, %add56
  %call357 = tail call i64 @llvm.umin.i64(i64 %sub356, i64 %call58)
  %local358 = trunc nuw nsw i64 %call357 to i32
  store i32 %local358, ptr addrspace(3) %p359, align 4
  %sub360 = sub i64 %offset315, %add56
  %call361 = tail call i64 @llvm.umin.i64(i64 %sub360, i64 %call58)
  %local362 = trunc nuw nsw i64 %call361 to i32
  store i32 %local362, ptr addrspace(3) %p363, align 4
  %sub364 = sub i64 %offset323, %add56
  %call365 = tail call i64 @llvm.umin.i64(i64 %sub364, i64 %call58)
  %local366 = trunc nuw nsw i64 %call365 to i32
  store i32 %local366, ptr addrspace(3) %p367, align 4
  %sub368 = sub i64 %offset331, %add56
  %call369 = tail call i64 @llvm.umin.i64(i64 %sub368, i64 %call58)
  %local370 = trunc nuw nsw i64 %call369 to i32
  store i32 %local370, ptr addrspace(3) %p371, align 4
  %sub372 = sub i64 %offset339, %add56
  %call373 = tail call i64 @llvm.umin.i64(i64 %sub372, i64 %call58)
  %local374 = trunc nuw nsw i64 %call373 to i32
  store i32 %local374, ptr addrspace(3) %p375, align 4
  %sub376 = sub i64 %offset347, %add56
  %call377 = tail call i64 @llvm.umin.i64(i64 %sub376, i64 %call58)
  %local378 = trunc nuw nsw i64 %call377 to i32
  store i32 %local378, ptr addrspace(3) %p379, align 4
  br label %endif275

endif275:                                         ; preds = %then274, %endif168
  %sub380 = sub i32 %local46, %call55
  %sub381 = sub i64 %sub22, %sub42
  %call382 = tail call i64 @llvm.smin.i64(i64 %sub381, i64 769)
  %local383 = trunc i64 %call382 to i32
  %call384 = tail call i32 @llvm.smin.i32(i32 %sub380, i32 %local383)
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  br i1 %cmp385, label %then386, label %endif387

then386:                                          ; preds = %endif275
  %40 = sext i32 %call55 to i64
  %p388 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %40
  store i32 %call384, ptr addrspace(3) %p388, align 4
  br label %endif387

endif387:                                         ; preds = %then386, %endif275
  %cmp389 = icmp sgt i32 %call384, 0
  br i1 %cmp389, label %then390, label %endif391

then390:                                          ; preds = %endif387
  %sub392 = add nsw i32 %call384, -1
  %call394 = tail call i32 @llvm.smin.i32(i32 %lane, i32 %sub392)
  %m = zext nneg i32 %call394 to i64
  %41 = getelementptr float, ptr addrspace(1) %1, i64 %add56
  %p398 = getelementptr float, ptr addrspace(1) %41, i64 %m
  %v399 = load float, ptr addrspace(1) %p398, align 4
  %call401 = tail call i32 @llvm.smin.i32(i32 %add61, i32 %sub392)
  %m402 = zext nneg i32 %call401 to i64
  %p406 = getelementptr float, ptr addrspace(1) %41, i64 %m402
  %v407 = load float, ptr addrspace(1) %p406, align 4
  %call409 = tail call i32 @llvm.smin.i32(i32 %add62, i32 %sub392)
  %m410 = zext nneg i32 %call409 to i64
  %p414 = getelementptr float, ptr addrspace(1) %41, i64 %m410
  %v415 = load float, ptr addrspace(1) %p414, align 4
  %call417 = tail call i32 @llvm.smin.i32(i32 %add63, i32 %sub392)
  %m418 = zext nneg i32 %call417 to i64
  %p422 = getelementptr float, ptr addrspace(1) %41, i64 %m418
  %v423 = load float, ptr addrspace(1) %p422, align 4
  %call425 = tail call i32 @llvm.smin.i32(i32 %add114, i32 %sub392)
  %m426 = zext nneg i32 %call425 to i64
  %p430 = getelementptr float, ptr addrspace(1) %41, i64 %m426
  %v431 = load float, ptr addrspace(1) %p430, align 4
  %call433 = tail call i32 @llvm.smin.i32(i32 %add115, i32 %sub392)
  %m434 = zext nneg i32 %call433 to i64
  %p438 = getelementptr float, ptr addrspace(1) %41, i64 %m434
  %v439 = load float, ptr addrspace(1) %p438, align 4
  %call441 = tail call i32 @llvm.smin.i32(i32 %add116, i32 %sub392)
  %m442 = zext nneg i32 %call441 to i64
  %p446 = getelementptr float, ptr addrspace(1) %41, i64 %m442
  %v447 = load float, ptr addrspace(1) %p446, align 4
  %call449 = tail call i32 @llvm.smin.i32(i32 %add117, i32 %sub392)
  %m450 = zext nneg i32 %call449 to i64
  %p454 = getelementptr float, ptr addrspace(1) %41, i64 %m450
  %v455 = load float, ptr addrspace(1) %p454, align 4
  %call457 = tail call i32 @llvm.smin.i32(i32 %add169, i32 %sub392)
  %m458 = zext nneg i32 %call457 to i64
  %p462 = getelementptr float, ptr addrspace(1) %41, i64 %m458
  %v463 = load float, ptr addrspace(1) %p462, align 4
  %call465 = tail call i32 @llvm.smin.i32(i32 %add170, i32 %sub392)
  %m466 = zext nneg i32 %call465 to i64
  %p470 = getelementptr float, ptr addrspace(1) %41, i64 %m466
  %v471 = load float, ptr addrspace(1) %p470, align 4
  %call473 = tail call i32 @llvm.smin.i32(i32 %add171, i32 %sub392)
  %m474 = zext nneg i32 %call473 to i64
  %p478 = getelementptr float, ptr addrspace(1) %41, i64 %m474
  %v479 = load float, ptr addrspace(1) %p478, align 4
  %call481 = tail call i32 @llvm.smin.i32(i32 %add172, i32 %sub392)
  %m482 = zext nneg i32 %call481 to i64
  %p486 = getelementptr float, ptr addrspace(1) %41, i64 %m482
  %v487 = load float, ptr addrspace(1) %p486, align 4
  br label %endif391

endif391:                                         ; preds = %endif387, %then390
  %phi = phi float [ %v399, %then390 ], [ 0.000000e+00, %endif387 ]
  %phi488 = phi float [ %v407, %then390 ], [ 0.000000e+00, %endif387 ]
  %phi489 = phi float [ %v415, %then390 ], [ 0.000000e+00, %endif387 ]
  %phi490 = phi float [ %v423, %then390 ], [ 0.000000e+00, %endif387 ]
  %phi491 = phi float [ %v431, %then390 ], [ 0.000000e+00, %endif387 ]
  %phi492 = phi float [ %v439, %then390 ], [ 0.000000e+00, %endif387 ]
  %phi493 = phi float [ %v447, %then390 ], [ 0.000000e+00, %endif387 ]
  %phi494 = phi float [ %v455, %then390 ], [ 0.000000e+00, %endif387 ]
  %phi495 = phi float [ %v463, %then390 ], [ 0.000000e+00, %endif387 ]
  %phi496 = phi float [ %v471, %then390 ], [ 0.000000e+00, %endif387 ]
  %phi497 = phi float [ %v479, %then390 ], [ 0.000000e+00, %endif387 ]
  %phi498 = phi float [ %v487, %then390 ], [ 0.000000e+00, %endif387 ]
  %cmp499 = icmp sgt i32 %call384, 384
  br i1 %cmp499, label %then500, label %endif502

then500:                                          ; preds = %endif391
  %sub503 = add nsw i32 %call384, -1
  %call505 = tail call i32 @llvm.smin.i32(i32 %add173, i32 %sub503)
  %m506 = zext nneg i32 %call505 to i64
  %42 = getelementptr float, ptr addrspace(1) %1, i64 %add56
  %p510 = getelementptr float, ptr addrspace(1) %42, i64 %m506
  %v511 = load float, ptr addrspace(1) %p510, align 4
  %call513 = tail call i32 @llvm.smin.i32(i32 %add174, i32 %sub503)
  %m514 = zext nneg i32 %call513 to i64
  %p518 = getelementptr float, ptr addrspace(1) %42, i64 %m514
  %v519 = load float, ptr addrspace(1) %p518, align 4
  %call521 = tail call i32 @llvm.smin.i32(i32 %add175, i32 %sub503)
  %m522 = zext nneg i32 %call521 to i64
  %p526 = getelementptr float, ptr addrspace(1) %42, i64 %m522
  %v527 = load float, ptr addrspace(1) %p526, align 4
  %call529 = tail call i32 @llvm.smin.i32(i32 %add176, i32 %sub503)
  %m530 = zext nneg i32 %call529 to i64
  %p534 = getelementptr float, ptr addrspace(1) %42, i64 %m530
  %v535 = load float, ptr addrspace(1) %p534, align 4
  %call537 = tail call i32 @llvm.smin.i32(i32 %add276, i32 %sub503)
  %m538 = zext nneg i32 %call537 to i64
  %p542 = getelementptr float, ptr addrspace(1) %42, i64 %m538
  %v543 = load float, ptr addrspace(1) %p542, align 4
  %call545 = tail call i32 @llvm.smin.i32(i32 %add277, i32 %sub503)
  %m546 = zext nneg i32 %call545 to i64
  %p550 = getelementptr float, ptr addrspace(1) %42, i64 %m546
  %v551 = load float, ptr addrspace(1) %p550, align 4
  %call553 = tail call i32 @llvm.smin.i32(i32 %add278, i32 %sub503)
  %m554 = zext nneg i32 %call553 to i64
  %p558 = getelementptr float, ptr addrspace(1) %42, i64 %m554
  %v559 = load float, ptr addrspace(1) %p558, align 4
  %call561 = tail call i32 @llvm.smin.i32(i32 %add279, i32 %sub503)
  %m562 = zext nneg i32 %call561 to i64
  %p566 = getelementptr float, ptr addrspace(1) %42, i64 %m562
  %v567 = load float, ptr addrspace(1) %p566, align 4
  %call569 = tail call i32 @llvm.smin.i32(i32 %add280, i32 %sub503)
  %m570 = zext nneg i32 %call569 to i64
  %p574 = getelementptr float, ptr addrspace(1) %42, i64 %m570
  %v575 = load float, ptr addrspace(1) %p574, align 4
  %call577 = tail call i32 @llvm.smin.i32(i32 %add281, i32 %sub503)
  %m578 = zext nneg i32 %call577 to i64
  %p582 = getelementptr float, ptr addrspace(1) %42, i64 %m578
  %v583 = load float, ptr addrspace(1) %p582, align 4
  %call585 = tail call i32 @llvm.smin.i32(i32 %add282, i32 %sub503)
  %m586 = zext nneg i32 %call585 to i64
  %p590 = getelementptr float, ptr addrspace(1) %42, i64 %m586
  %v591 = load float, ptr addrspace(1) %p590, align 4
  %call593 = tail call i32 @llvm.smin.i32(i32 %add283, i32 %sub503)
  %m594 = zext nneg i32 %call593 to i64
  %p598 = getelementptr float, ptr addrspace(1) %42, i64 %m594
  %v599 = load float, ptr addrspace(1) %p598, align 4
  br label %endif502

endif502:                                         ; preds = %endif391, %then500
  %phi600 = phi float [ %v511, %then500 ], [ 0.000000e+00, %endif391 ]
  %phi601 = phi float [ %v519, %then500 ], [ 0.000000e+00, %endif391 ]
  %phi602 = phi float [ %v527, %then500 ], [ 0.000000e+00, %endif391 ]
  %phi603 = phi float [ %v535, %then500 ], [ 0.000000e+00, %endif391 ]
  %phi604 = phi float [ %v543, %then500 ], [ 0.000000e+00, %endif391 ]
  %phi605 = phi float [ %v551, %then500 ], [ 0.000000e+00, %endif391 ]
  %phi606 = phi float [ %v559, %then500 ], [ 0.000000e+00, %endif391 ]
  %phi607 = phi float [ %v567, %then500 ], [ 0.000000e+00, %endif391 ]
  %phi608 = phi float [ %v575, %then500 ], [ 0.000000e+00, %endif391 ]
  %phi609 = phi float [ %v583, %then500 ], [ 0.000000e+00, %endif391 ]
  %phi610 = phi float [ %v591, %then500 ], [ 0.000000e+00, %endif391 ]
  %phi611 = phi float [ %v599, %then500 ], [ 0.000000e+00, %endif391 ]
  store float %phi, ptr addrspace(3) %p613, align 4
  store float %phi488, ptr addrspace(3) %p615, align 4
  store float %phi489, ptr addrspace(3) %p617, align 4
  store float %phi490, ptr addrspace(3) %p619, align 4
  store float %phi491, ptr addrspace(3) %p621, align 4
  store float %phi492, ptr addrspace(3) %p623, align 4
  store float %phi493, ptr addrspace(3) %p625, align 4
  store float %phi494, ptr addrspace(3) %p627, align 4
  store float %phi495, ptr addrspace(3) %p629, align 4
  store float %phi496, ptr addrspace(3) %p631, align 4
  store float %phi497, ptr addrspace(3) %p633, align 4
  store float %phi498, ptr addrspace(3) %p635, align 4
  store float %phi600, ptr addrspace(3) %p637, align 4
  store float %phi601, ptr addrspace(3) %p639, align 4
  store float %phi602, ptr addrspace(3) %p641, align 4
  store float %phi603, ptr addrspace(3) %p643, align 4
  store float %phi604, ptr addrspace(3) %p645, align 4
  store float %phi605, ptr addrspace(3) %p647, align 4
  store float %phi606, ptr addrspace(3) %p649, align 4
  store float %phi607, ptr addrspace(3) %p651, align 4
  store float %phi608, ptr addrspace(3) %p653, align 4
  store float %phi609, ptr addrspace(3) %p655, align 4
  store float %phi610, ptr addrspace(3) %p657, align 4
  store float %phi611, ptr addrspace(3) %p659, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %call661 = tail call i32 @llvm.smin.i32(i32 %mul660, i32 %local46)
  %add662 = add nsw i32 %call661, 24
  %call663 = tail call i32 @llvm.smin.i32(i32 %add662, i32 %local46)
  %sub664 = sub i32 %call663, %call661
  %sub665 = sub i32 %call661, %call384
  %call666 = tail call i32 @llvm.smax.i32(i32 %sub665, i32 0)
  %call667 = tail call i32 @llvm.smin.i32(i32 %call661, i32 %call55)
  %cmp668 = icmp slt i32 %call666, %call667
  br i1 %cmp668, label %repeat.body, label %repeat.exit

repeat.body:                                      ; preds = %endif502, %repeat.body
  %phi669 = phi i32 [ %sel, %repeat.body ], [ %call666, %endif502 ]
  %phi670 = phi i32 [ %sel677, %repeat.body ], [ %call667, %endif502 ]
  %add671 = add nuw nsw i32 %phi670, %phi669
  %mid = lshr i32 %add671, 1
  %43 = zext nneg i32 %mid to i64
  %p672 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %43
  %v673 = load i32, ptr addrspace(3) %p672, align 4
  %add674 = add i32 %mid, %v673
  %cmp675 = icmp slt i32 %add674, %call661
  %add676 = add nuw nsw i32 %mid, 1
  %sel = select i1 %cmp675, i32 %add676, i32 %phi669
  %sel677 = select i1 %cmp675, i32 %phi670, i32 %mid
  %cmp678 = icmp slt i32 %sel, %sel677
  br i1 %cmp678, label %repeat.body, label %repeat.exit

repeat.exit:                                      ; preds = %repeat.body, %endif502
  %phi679 = phi i32 [ %call666, %endif502 ], [ %sel, %repeat.body ]
  %sub681 = sub i32 %call661, %phi679
  %cmp682 = icmp eq i32 %phi679, 0
  %44 = tail call i32 @llvm.smax.i32(i32 %phi679, i32 1)
  %45 = zext nneg i32 %44 to i64
  %gep2148 = getelementptr i32, ptr addrspace(3) %invariant.gep2147, i64 %45
  %v686 = load i32, ptr addrspace(3) %gep2148, align 4
  %sel687 = select i1 %cmp682, i32 %sub43, i32 %v686
  %cmp688 = icmp sgt i32 %sub681, %sel687
  %46 = zext nneg i32 %phi679 to i64
  %p689 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %46
  %v690 = load i32, ptr addrspace(3) %p689, align 4
  %cmp691 = icmp sgt i32 %sub664, 0
  %cmp692 = icmp slt i32 %sub681, %v690
  %element = and i1 %cmp691, %cmp692
  %end = xor i1 %cmp691, %element
  %47 = sext i32 %sub681 to i64
  %p693 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %47
  %v694 = load float, ptr addrspace(3) %p693, align 4
  %w697 = xor i1 %cmp688, true
  %write = and i1 %end, %w697
  %cmp698 = icmp slt i32 %phi679, %local49
  %in = and i1 %cmp698, %write
  br i1 %in, label %then699, label %endif700

then699:                                          ; preds = %repeat.exit
  %p701 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %46
  store float 0.000000e+00, ptr addrspace(3) %p701, align 4
  br label %endif700

endif700:                                         ; preds = %then699, %repeat.exit
  %step = zext i1 %end to i32
  %add704 = add nuw i32 %phi679, %step
  %step705 = zext i1 %element to i32
  %add706 = add i32 %sub681, %step705
  %48 = sext i32 %add704 to i64
  %p707 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %48
  %v708 = load i32, ptr addrspace(3) %p707, align 4
  %sel709 = select i1 %end, i32 %v708, i32 %v690
  %sel711 = select i1 %element, float %v694, float 0.000000e+00
  %cmp714 = icmp sgt i32 %sub664, 1
  %cmp715 = icmp slt i32 %add706, %sel709
  %element716 = and i1 %cmp714, %cmp715
  %end718 = xor i1 %cmp714, %element716
  %49 = sext i32 %add706 to i64
  %p719 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %49
  %v720 = load float, ptr addrspace(3) %p719, align 4
  %fadd721 = fadd reassoc contract float %v694, %v720
  %sel723 = select i1 %element, float %fadd721, float %v720
  %first = xor i1 %end, true
  %defer724 = and i1 %cmp688, %first
  %w725 = xor i1 %defer724, true
  %cmp727 = icmp slt i32 %add704, %local49
  %50 = and i1 %cmp727, %w725
  %in728 = and i1 %50, %end718
  br i1 %in728, label %then729, label %endif730

then729:                                          ; preds = %endif700
  %p733 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %48
  %fadd731 = fadd reassoc contract float %v694, 0.000000e+00
  %sel732 = select i1 %element, float %fadd731, float 0.000000e+00
  store float %sel732, ptr addrspace(3) %p733, align 4
  br label %endif730

endif730:                                         ; preds = %then729, %endif700
  %keep734 = and i1 %defer724, %end718
  %sel735 = select i1 %keep734, float %sel711, float 0.000000e+00
  %sel736 = and i1 %cmp692, %keep734
  %step737 = zext i1 %end718 to i32
  %add738 = add nuw i32 %add704, %step737
  %step739 = zext i1 %element716 to i32
  %add740 = add i32 %add706, %step739
  %51 = sext i32 %add738 to i64
  %p741 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %51
  %v742 = load i32, ptr addrspace(3) %p741, align 4
  %sel743 = select i1 %end718, i32 %v742, i32 %sel709
  %sel744 = select i1 %end718, float 0.000000e+00, float %sel711
  %sel745 = select i1 %element716, float %sel723, float %sel744
  %sel747 = select i1 %cmp714, i1 %cmp715, i1 %element
  %ended748 = or i1 %end, %end718
  %cmp749 = icmp sgt i32 %sub664, 2
  %cmp750 = icmp slt i32 %add740, %sel743
  %element751 = and i1 %cmp749, %cmp750
  %end753 = xor i1 %cmp749, %element751
  %52 = sext i32 %add740 to i64
  %p754 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %52
  %v755 = load float, ptr addrspace(3) %p754, align 4
  %fadd757 = fadd reassoc contract float %sel745, %v755
  %sel759 = select i1 %sel747, float %fadd757, float %v755
  %first761 = xor i1 %ended748, true
  %defer762 = and i1 %cmp688, %first761
  %w763 = xor i1 %defer762, true
  %cmp765 = icmp slt i32 %add738, %local49
  %53 = and i1 %cmp765, %w763
  %in766 = and i1 %53, %end753
  br i1 %in766, label %then767, label %endif768

then767:                                          ; preds = %endif730
  %p771 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %51
  %fadd769 = fadd reassoc contract float %sel745, 0.000000e+00
  %sel770 = select i1 %sel747, float %fadd769, float 0.000000e+00
  store float %sel770, ptr addrspace(3) %p771, align 4
  br label %endif768

endif768:                                         ; preds = %then767, %endif730
  %keep772 = and i1 %defer762, %end753
  %sel773 = select i1 %keep772, float %sel745, float %sel735
  %sel774 = select i1 %keep772, i1 %sel747, i1 %sel736
  %step775 = zext i1 %end753 to i32
  %add776 = add nuw i32 %add738, %step775
  %step777 = zext i1 %element751 to i32
  %add778 = add i32 %add740, %step777
  %54 = sext i32 %add776 to i64
  %p779 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %54
  %v780 = load i32, ptr addrspace(3) %p779, align 4
  %sel781 = select i1 %end753, i32 %v780, i32 %sel743
  %sel782 = select i1 %end753, float 0.000000e+00, float %sel745
  %sel783 = select i1 %element751, float %sel759, float %sel782
  %sel785 = select i1 %cmp749, i1 %cmp750, i1 %sel747
  %ended786 = or i1 %ended748, %end753
  %cmp787 = icmp sgt i32 %sub664, 3
  %cmp788 = icmp slt i32 %add778, %sel781
  %element789 = and i1 %cmp787, %cmp788
  %end791 = xor i1 %cmp787, %element789
  %55 = sext i32 %add778 to i64
  %p792 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %55
  %v793 = load float, ptr addrspace(3) %p792, align 4
  %fadd795 = fadd reassoc contract float %sel783, %v793
  %sel797 = select i1 %sel785, float %fadd795, float %v793
  %first799 = xor i1 %ended786, true
  %defer800 = and i1 %cmp688, %first799
  %w801 = xor i1 %defer800, true
  %cmp803 = icmp slt i32 %add776, %local49
  %56 = and i1 %cmp803, %w801
  %in804 = and i1 %56, %end791
  br i1 %in804, label %then805, label %endif806

then805:                                          ; preds = %endif768
  %p809 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %54
  %fadd807 = fadd reassoc contract float %sel783, 0.000000e+00
  %sel808 = select i1 %sel785, float %fadd807, float 0.000000e+00
  store float %sel808, ptr addrspace(3) %p809, align 4
  br label %endif806

endif806:                                         ; preds = %then805, %endif768
  %keep810 = and i1 %defer800, %end791
  %sel811 = select i1 %keep810, float %sel783, float %sel773
  %sel812 = select i1 %keep810, i1 %sel785, i1 %sel774
  %step813 = zext i1 %end791 to i32
  %add814 = add nuw i32 %add776, %step813
  %step815 = zext i1 %element789 to i32
  %add816 = add i32 %add778, %step815
  %57 = sext i32 %add814 to i64
  %p817 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %57
  %v818 = load i32, ptr addrspace(3) %p817, align 4
  %sel819 = select i1 %end791, i32 %v818, i32 %sel781
  %sel820 = select i1 %end791, float 0.000000e+00, float %sel783
  %sel821 = select i1 %element789, float %sel797, float %sel820
  %sel823 = select i1 %cmp787, i1 %cmp788, i1 %sel785
  %ended824 = or i1 %ended786, %end791
  %cmp825 = icmp sgt i32 %sub664, 4
  %cmp826 = icmp slt i32 %add816, %sel819
  %element827 = and i1 %cmp825, %cmp826
  %end829 = xor i1 %cmp825, %element827
  %58 = sext i32 %add816 to i64
  %p830 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %58
  %v831 = load float, ptr addrspace(3) %p830, align 4
  %fadd833 = fadd reassoc contract float %sel821, %v831
  %sel835 = select i1 %sel823, float %fadd833, float %v831
  %first837 = xor i1 %ended824, true
  %defer838 = and i1 %cmp688, %first837
  %w839 = xor i1 %defer838, true
  %cmp841 = icmp slt i32 %add814, %local49
  %59 = and i1 %cmp841, %w839
  %in842 = and i1 %59, %end829
  br i1 %in842, label %then843, label %endif844

then843:                                          ; preds = %endif806
  %p847 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %57
  %fadd845 = fadd reassoc contract float %sel821, 0.000000e+00
  %sel846 = select i1 %sel823, float %fadd845, float 0.000000e+00
  store float %sel846, ptr addrspace(3) %p847, align 4
  br label %endif844

endif844:                                         ; preds = %then843, %endif806
  %keep848 = and i1 %defer838, %end829
  %sel849 = select i1 %keep848, float %sel821, float %sel811
  %sel850 = select i1 %keep848, i1 %sel823, i1 %sel812
  %step851 = zext i1 %end829 to i32
  %add852 = add nuw i32 %add814, %step851
  %step853 = zext i1 %element827 to i32
  %add854 = add i32 %add816, %step853
  %60 = sext i32 %add852 to i64
  %p855 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %60
  %v856 = load i32, ptr addrspace(3) %p855, align 4
  %sel857 = select i1 %end829, i32 %v856, i32 %sel819
  %sel858 = select i1 %end829, float 0.000000e+00, float %sel821
  %sel859 = select i1 %element827, float %sel835, float %sel858
  %sel861 = select i1 %cmp825, i1 %cmp826, i1 %sel823
  %ended862 = or i1 %ended824, %end829
  %cmp863 = icmp sgt i32 %sub664, 5
  %cmp864 = icmp slt i32 %add854, %sel857
  %element865 = and i1 %cmp863, %cmp864
  %end867 = xor i1 %cmp863, %element865
  %61 = sext i32 %add854 to i64
  %p868 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %61
  %v869 = load float, ptr addrspace(3) %p868, align 4
  %fadd871 = fadd reassoc contract float %sel859, %v869
  %sel873 = select i1 %sel861, float %fadd871, float %v869
  %first875 = xor i1 %ended862, true
  %defer876 = and i1 %cmp688, %first875
  %w877 = xor i1 %defer876, true
  %cmp879 = icmp slt i32 %add852, %local49
  %62 = and i1 %cmp879, %w877
  %in880 = and i1 %62, %end867
  br i1 %in880, label %then881, label %endif882

then881:                                          ; preds = %endif844
  %p885 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %60
  %fadd883 = fadd reassoc contract float %sel859, 0.000000e+00
  %sel884 = select i1 %sel861, float %fadd883, float 0.000000e+00
  store float %sel884, ptr addrspace(3) %p885, align 4
  br label %endif882

endif882:                                         ; preds = %then881, %endif844
  %keep886 = and i1 %defer876, %end867
  %sel887 = select i1 %keep886, float %sel859, float %sel849
  %sel888 = select i1 %keep886, i1 %sel861, i1 %sel850
  %step889 = zext i1 %end867 to i32
  %add890 = add nuw i32 %add852, %step889
  %step891 = zext i1 %element865 to i32
  %add892 = add i32 %add854, %step891
  %63 = sext i32 %add890 to i64
  %p893 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %63
  %v894 = load i32, ptr addrspace(3) %p893, align 4
  %sel895 = select i1 %end867, i32 %v894, i32 %sel857
  %sel896 = select i1 %end867, float 0.000000e+00, float %sel859
  %sel897 = select i1 %element865, float %sel873, float %sel896
  %sel899 = select i1 %cmp863, i1 %cmp864, i1 %sel861
  %ended900 = or i1 %ended862, %end867
  %cmp901 = icmp sgt i32 %sub664, 6
  %cmp902 = icmp slt i32 %add892, %sel895
  %element903 = and i1 %cmp901, %cmp902
  %end905 = xor i1 %cmp901, %element903
  %64 = sext i32 %add892 to i64
  %p906 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %64
  %v907 = load float, ptr addrspace(3) %p906, align 4
  %fadd909 = fadd reassoc contract float %sel897, %v907
  %sel911 = select i1 %sel899, float %fadd909, float %v907
  %first913 = xor i1 %ended900, true
  %defer914 = and i1 %cmp688, %first913
  %w915 = xor i1 %defer914, true
  %cmp917 = icmp slt i32 %add890, %local49
  %65 = and i1 %cmp917, %w915
  %in918 = and i1 %65, %end905
  br i1 %in918, label %then919, label %endif920

then919:                                          ; preds = %endif882
  %p923 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %63
  %fadd921 = fadd reassoc contract float %sel897, 0.000000e+00
  %sel922 = select i1 %sel899, float %fadd921, float 0.000000e+00
  store float %sel922, ptr addrspace(3) %p923, align 4
  br label %endif920

endif920:                                         ; preds = %then919, %endif882
  %keep924 = and i1 %defer914, %end905
  %sel925 = select i1 %keep924, float %sel897, float %sel887
  %sel926 = select i1 %keep924, i1 %sel899, i1 %sel888
  %step927 = zext i1 %end905 to i32
  %add928 = add nuw i32 %add890, %step927
  %step929 = zext i1 %element903 to i32
  %add930 = add i32 %add892, %step929
  %66 = sext i32 %add928 to i64
  %p931 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %66
  %v932 = load i32, ptr addrspace(3) %p931, align 4
  %sel933 = select i1 %end905, i32 %v932, i32 %sel895
  %sel934 = select i1 %end905, float 0.000000e+00, float %sel897
  %sel935 = select i1 %element903, float %sel911, float %sel934
  %sel937 = select i1 %cmp901, i1 %cmp902, i1 %sel899
  %ended938 = or i1 %ended900, %end905
  %cmp939 = icmp sgt i32 %sub664, 7
  %cmp940 = icmp slt i32 %add930, %sel933
  %element941 = and i1 %cmp939, %cmp940
  %end943 = xor i1 %cmp939, %element941
  %67 = sext i32 %add930 to i64
  %p944 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %67
  %v945 = load float, ptr addrspace(3) %p944, align 4
  %fadd947 = fadd reassoc contract float %sel935, %v945
  %sel949 = select i1 %sel937, float %fadd947, float %v945
  %first951 = xor i1 %ended938, true
  %defer952 = and i1 %cmp688, %first951
  %w953 = xor i1 %defer952, true
  %cmp955 = icmp slt i32 %add928, %local49
  %68 = and i1 %cmp955, %w953
  %in956 = and i1 %68, %end943
  br i1 %in956, label %then957, label %endif958

then957:                                          ; preds = %endif920
  %p961 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %66
  %fadd959 = fadd reassoc contract float %sel935, 0.000000e+00
  %sel960 = select i1 %sel937, float %fadd959, float 0.000000e+00
  store float %sel960, ptr addrspace(3) %p961, align 4
  br label %endif958

endif958:                                         ; preds = %then957, %endif920
  %keep962 = and i1 %defer952, %end943
  %sel963 = select i1 %keep962, float %sel935, float %sel925
  %sel964 = select i1 %keep962, i1 %sel937, i1 %sel926
  %step965 = zext i1 %end943 to i32
  %add966 = add nuw i32 %add928, %step965
  %step967 = zext i1 %element941 to i32
  %add968 = add i32 %add930, %step967
  %69 = sext i32 %add966 to i64
  %p969 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %69
  %v970 = load i32, ptr addrspace(3) %p969, align 4
  %sel971 = select i1 %end943, i32 %v970, i32 %sel933
  %sel972 = select i1 %end943, float 0.000000e+00, float %sel935
  %sel973 = select i1 %element941, float %sel949, float %sel972
  %sel975 = select i1 %cmp939, i1 %cmp940, i1 %sel937
  %ended976 = or i1 %ended938, %end943
  %cmp977 = icmp sgt i32 %sub664, 8
  %cmp978 = icmp slt i32 %add968, %sel971
  %element979 = and i1 %cmp977, %cmp978
  %end981 = xor i1 %cmp977, %element979
  %70 = sext i32 %add968 to i64
  %p982 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %70
  %v983 = load float, ptr addrspace(3) %p982, align 4
  %fadd985 = fadd reassoc contract float %sel973, %v983
  %sel987 = select i1 %sel975, float %fadd985, float %v983
  %first989 = xor i1 %ended976, true
  %defer990 = and i1 %cmp688, %first989
  %w991 = xor i1 %defer990, true
  %cmp993 = icmp slt i32 %add966, %local49
  %71 = and i1 %cmp993, %w991
  %in994 = and i1 %71, %end981
  br i1 %in994, label %then995, label %endif996

then995:                                          ; preds = %endif958
  %p999 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %69
  %fadd997 = fadd reassoc contract float %sel973, 0.000000e+00
  %sel998 = select i1 %sel975, float %fadd997, float 0.000000e+00
  store float %sel998, ptr addrspace(3) %p999, align 4
  br label %endif996

endif996:                                         ; preds = %then995, %endif958
  %keep1000 = and i1 %defer990, %end981
  %sel1001 = select i1 %keep1000, float %sel973, float %sel963
  %sel1002 = select i1 %keep1000, i1 %sel975, i1 %sel964
  %step1003 = zext i1 %end981 to i32
  %add1004 = add nuw i32 %add966, %step1003
  %step1005 = zext i1 %element979 to i32
  %add1006 = add i32 %add968, %step1005
  %72 = sext i32 %add1004 to i64
  %p1007 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %72
  %v1008 = load i32, ptr addrspace(3) %p1007, align 4
  %sel1009 = select i1 %end981, i32 %v1008, i32 %sel971
  %sel1010 = select i1 %end981, float 0.000000e+00, float %sel973
  %sel1011 = select i1 %element979, float %sel987, float %sel1010
  %not.end981 = xor i1 %end981, true
  %sel1012 = and i1 %sel975, %not.end981
  %sel1013 = select i1 %element979, i1 true, i1 %sel1012
  %ended1014 = or i1 %ended976, %end981
  %cmp1015 = icmp sgt i32 %sub664, 9
  %cmp1016 = icmp slt i32 %add1006, %sel1009
  %element1017 = and i1 %cmp1015, %cmp1016
  %end1019 = xor i1 %cmp1015, %element1017
  %73 = sext i32 %add1006 to i64
  %p1020 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %73
  %v1021 = load float, ptr addrspace(3) %p1020, align 4
  %fadd1023 = fadd reassoc contract float %sel1011, %v1021
  %sel1025 = select i1 %sel1013, float %fadd1023, float %v1021
  %first1027 = xor i1 %ended1014, true
  %defer1028 = and i1 %cmp688, %first1027
  %w1029 = xor i1 %defer1028, true
  %cmp1031 = icmp slt i32 %add1004, %local49
  %74 = and i1 %cmp1031, %w1029
  %in1032 = and i1 %74, %end1019
  br i1 %in1032, label %then1033, label %endif1034

then1033:                                         ; preds = %endif996
  %p1037 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %72
  %fadd1035 = fadd reassoc contract float %sel1011, 0.000000e+00
  %sel1036 = select i1 %sel1013, float %fadd1035, float 0.000000e+00
  store float %sel1036, ptr addrspace(3) %p1037, align 4
  br label %endif1034

endif1034:                                        ; preds = %then1033, %endif996
  %keep1038 = and i1 %defer1028, %end1019
  %sel1039 = select i1 %keep1038, float %sel1011, float %sel1001
  %sel1040 = select i1 %keep1038, i1 %sel1013, i1 %sel1002
  %step1041 = zext i1 %end1019 to i32
  %add1042 = add nuw i32 %add1004, %step1041
  %step1043 = zext i1 %element1017 to i32
  %add1044 = add i32 %add1006, %step1043
  %75 = sext i32 %add1042 to i64
  %p1045 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %75
  %v1046 = load i32, ptr addrspace(3) %p1045, align 4
  %sel1047 = select i1 %end1019, i32 %v1046, i32 %sel1009
  %sel1048 = select i1 %end1019, float 0.000000e+00, float %sel1011
  %sel1049 = select i1 %element1017, float %sel1025, float %sel1048
  %not.end1019 = xor i1 %end1019, true
  %sel1050 = select i1 %not.end1019, i1 %sel1013, i1 false
  %sel1051 = select i1 %element1017, i1 true, i1 %sel1050
  %ended1052 = or i1 %ended1014, %end1019
  %cmp1053 = icmp sgt i32 %sub664, 10
  %cmp1054 = icmp slt i32 %add1044, %sel1047
  %element1055 = and i1 %cmp1053, %cmp1054
  %end1057 = xor i1 %cmp1053, %element1055
  %76 = sext i32 %add1044 to i64
  %p1058 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %76
  %v1059 = load float, ptr addrspace(3) %p1058, align 4
  %fadd1061 = fadd reassoc contract float %sel1049, %v1059
  %sel1063 = select i1 %sel1051, float %fadd1061, float %v1059
  %first1065 = xor i1 %ended1052, true
  %defer1066 = and i1 %cmp688, %first1065
  %w1067 = xor i1 %defer1066, true
  %cmp1069 = icmp slt i32 %add1042, %local49
  %77 = and i1 %cmp1069, %w1067
  %in1070 = and i1 %77, %end1057
  br i1 %in1070, label %then1071, label %endif1072

then1071:                                         ; preds = %endif1034
  %p1075 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %75
  %fadd1073 = fadd reassoc contract float %sel1049, 0.000000e+00
  %sel1074 = select i1 %sel1051, float %fadd1073, float 0.000000e+00
  store float %sel1074, ptr addrspace(3) %p1075, align 4
  br label %endif1072

endif1072:                                        ; preds = %then1071, %endif1034
  %keep1076 = and i1 %defer1066, %end1057
  %sel1077 = select i1 %keep1076, float %sel1049, float %sel1039
  %sel1078 = select i1 %keep1076, i1 %sel1051, i1 %sel1040
  %step1079 = zext i1 %end1057 to i32
  %add1080 = add nuw i32 %add1042, %step1079
  %step1081 = zext i1 %element1055 to i32
  %add1082 = add i32 %add1044, %step1081
  %78 = sext i32 %add1080 to i64
  %p1083 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %78
  %v1084 = load i32, ptr addrspace(3) %p1083, align 4
  %sel1085 = select i1 %end1057, i32 %v1084, i32 %sel1047
  %sel1086 = select i1 %end1057, float 0.000000e+00, float %sel1049
  %sel1087 = select i1 %element1055, float %sel1063, float %sel1086
  %not.end1057 = xor i1 %end1057, true
  %sel1088 = select i1 %not.end1057, i1 %sel1051, i1 false
  %sel1089 = select i1 %element1055, i1 true, i1 %sel1088
  %ended1090 = or i1 %ended1052, %end1057
  %cmp1091 = icmp sgt i32 %sub664, 11
  %cmp1092 = icmp slt i32 %add1082, %sel1085
  %element1093 = and i1 %cmp1091, %cmp1092
  %end1095 = xor i1 %cmp1091, %element1093
  %79 = sext i32 %add1082 to i64
  %p1096 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %79
  %v1097 = load float, ptr addrspace(3) %p1096, align 4
  %fadd1099 = fadd reassoc contract float %sel1087, %v1097
  %sel1101 = select i1 %sel1089, float %fadd1099, float %v1097
  %first1103 = xor i1 %ended1090, true
  %defer1104 = and i1 %cmp688, %first1103
  %w1105 = xor i1 %defer1104, true
  %cmp1107 = icmp slt i32 %add1080, %local49
  %80 = and i1 %cmp1107, %w1105
  %in1108 = and i1 %80, %end1095
  br i1 %in1108, label %then1109, label %endif1110

then1109:                                         ; preds = %endif1072
  %p1113 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %78
  %fadd1111 = fadd reassoc contract float %sel1087, 0.000000e+00
  %sel1112 = select i1 %sel1089, float %fadd1111, float 0.000000e+00
  store float %sel1112, ptr addrspace(3) %p1113, align 4
  br label %endif1110

endif1110:                                        ; preds = %then1109, %endif1072
  %keep1114 = and i1 %defer1104, %end1095
  %sel1115 = select i1 %keep1114, float %sel1087, float %sel1077
  %sel1116 = select i1 %keep1114, i1 %sel1089, i1 %sel1078
  %step1117 = zext i1 %end1095 to i32
  %add1118 = add nuw i32 %add1080, %step1117
  %step1119 = zext i1 %element1093 to i32
  %add1120 = add i32 %add1082, %step1119
  %81 = sext i32 %add1118 to i64
  %p1121 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %81
  %v1122 = load i32, ptr addrspace(3) %p1121, align 4
  %sel1123 = select i1 %end1095, i32 %v1122, i32 %sel1085
  %sel1124 = select i1 %end1095, float 0.000000e+00, float %sel1087
  %sel1125 = select i1 %element1093, float %sel1101, float %sel1124
  %not.end1095 = xor i1 %end1095, true
  %sel1126 = select i1 %not.end1095, i1 %sel1089, i1 false
  %sel1127 = select i1 %element1093, i1 true, i1 %sel1126
  %ended1128 = or i1 %ended1090, %end1095
  %cmp1129 = icmp sgt i32 %sub664, 12
  %cmp1130 = icmp slt i32 %add1120, %sel1123
  %element1131 = and i1 %cmp1129, %cmp1130
  %end1133 = xor i1 %cmp1129, %element1131
  %82 = sext i32 %add1120 to i64
  %p1134 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %82
  %v1135 = load float, ptr addrspace(3) %p1134, align 4
  %fadd1137 = fadd reassoc contract float %sel1125, %v1135
  %sel1139 = select i1 %sel1127, float %fadd1137, float %v1135
  %first1141 = xor i1 %ended1128, true
  %defer1142 = and i1 %cmp688, %first1141
  %w1143 = xor i1 %defer1142, true
  %cmp1145 = icmp slt i32 %add1118, %local49
  %83 = and i1 %cmp1145, %w1143
  %in1146 = and i1 %83, %end1133
  br i1 %in1146, label %then1147, label %endif1148

then1147:                                         ; preds = %endif1110
  %p1151 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %81
  %fadd1149 = fadd reassoc contract float %sel1125, 0.000000e+00
  %sel1150 = select i1 %sel1127, float %fadd1149, float 0.000000e+00
  store float %sel1150, ptr addrspace(3) %p1151, align 4
  br label %endif1148

endif1148:                                        ; preds = %then1147, %endif1110
  %keep1152 = and i1 %defer1142, %end1133
  %sel1153 = select i1 %keep1152, float %sel1125, float %sel1115
  %sel1154 = select i1 %keep1152, i1 %sel1127, i1 %sel1116
  %step1155 = zext i1 %end1133 to i32
  %add1156 = add nuw i32 %add1118, %step1155
  %step1157 = zext i1 %element1131 to i32
  %add1158 = add i32 %add1120, %step1157
  %84 = sext i32 %add1156 to i64
  %p1159 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %84
  %v1160 = load i32, ptr addrspace(3) %p1159, align 4
  %sel1161 = select i1 %end1133, i32 %v1160, i32 %sel1123
  %sel1162 = select i1 %end1133, float 0.000000e+00, float %sel1125
  %sel1163 = select i1 %element1131, float %sel1139, float %sel1162
  %not.end1133 = xor i1 %end1133, true
  %sel1164 = select i1 %not.end1133, i1 %sel1127, i1 false
  %sel1165 = select i1 %element1131, i1 true, i1 %sel1164
  %ended1166 = or i1 %ended1128, %end1133
  %cmp1167 = icmp sgt i32 %sub664, 13
  %cmp1168 = icmp slt i32 %add1158, %sel1161
  %element1169 = and i1 %cmp1167, %cmp1168
  %end1171 = xor i1 %cmp1167, %element1169
  %85 = sext i32 %add1158 to i64
  %p1172 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %85
  %v1173 = load float, ptr addrspace(3) %p1172, align 4
  %fadd1175 = fadd reassoc contract float %sel1163, %v1173
  %sel1177 = select i1 %sel1165, float %fadd1175, float %v1173
  %first1179 = xor i1 %ended1166, true
  %defer1180 = and i1 %cmp688, %first1179
  %w1181 = xor i1 %defer1180, true
  %cmp1183 = icmp slt i32 %add1156, %local49
  %86 = and i1 %cmp1183, %w1181
  %in1184 = and i1 %86, %end1171
  br i1 %in1184, label %then1185, label %endif1186

then1185:                                         ; preds = %endif1148
  %p1189 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %84
  %fadd1187 = fadd reassoc contract float %sel1163, 0.000000e+00
  %sel1188 = select i1 %sel1165, float %fadd1187, float 0.000000e+00
  store float %sel1188, ptr addrspace(3) %p1189, align 4
  br label %endif1186

endif1186:                                        ; preds = %then1185, %endif1148
  %keep1190 = and i1 %defer1180, %end1171
  %sel1191 = select i1 %keep1190, float %sel1163, float %sel1153
  %sel1192 = select i1 %keep1190, i1 %sel1165, i1 %sel1154
  %step1193 = zext i1 %end1171 to i32
  %add1194 = add nuw i32 %add1156, %step1193
  %step1195 = zext i1 %element1169 to i32
  %add1196 = add i32 %add1158, %step1195
  %87 = sext i32 %add1194 to i64
  %p1197 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %87
  %v1198 = load i32, ptr addrspace(3) %p1197, align 4
  %sel1199 = select i1 %end1171, i32 %v1198, i32 %sel1161
  %sel1200 = select i1 %end1171, float 0.000000e+00, float %sel1163
  %sel1201 = select i1 %element1169, float %sel1177, float %sel1200
  %not.end1171 = xor i1 %end1171, true
  %sel1202 = select i1 %not.end1171, i1 %sel1165, i1 false
  %sel1203 = select i1 %element1169, i1 true, i1 %sel1202
  %ended1204 = or i1 %ended1166, %end1171
  %cmp1205 = icmp sgt i32 %sub664, 14
  %cmp1206 = icmp slt i32 %add1196, %sel1199
  %element1207 = and i1 %cmp1205, %cmp1206
  %end1209 = xor i1 %cmp1205, %element1207
  %88 = sext i32 %add1196 to i64
  %p1210 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %88
  %v1211 = load float, ptr addrspace(3) %p1210, align 4
  %fadd1213 = fadd reassoc contract float %sel1201, %v1211
  %sel1215 = select i1 %sel1203, float %fadd1213, float %v1211
  %first1217 = xor i1 %ended1204, true
  %defer1218 = and i1 %cmp688, %first1217
  %w1219 = xor i1 %defer1218, true
  %cmp1221 = icmp slt i32 %add1194, %local49
  %89 = and i1 %cmp1221, %w1219
  %in1222 = and i1 %89, %end1209
  br i1 %in1222, label %then1223, label %endif1224

then1223:                                         ; preds = %endif1186
  %p1227 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %87
  %fadd1225 = fadd reassoc contract float %sel1201, 0.000000e+00
  %sel1226 = select i1 %sel1203, float %fadd1225, float 0.000000e+00
  store float %sel1226, ptr addrspace(3) %p1227, align 4
  br label %endif1224

endif1224:                                        ; preds = %then1223, %endif1186
  %keep1228 = and i1 %defer1218, %end1209
  %sel1229 = select i1 %keep1228, float %sel1201, float %sel1191
  %sel1230 = select i1 %keep1228, i1 %sel1203, i1 %sel1192
  %step1231 = zext i1 %end1209 to i32
  %add1232 = add nuw i32 %add1194, %step1231
  %step1233 = zext i1 %element1207 to i32
  %add1234 = add i32 %add1196, %step1233
  %90 = sext i32 %add1232 to i64
  %p1235 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %90
  %v1236 = load i32, ptr addrspace(3) %p1235, align 4
  %sel1237 = select i1 %end1209, i32 %v1236, i32 %sel1199
  %sel1238 = select i1 %end1209, float 0.000000e+00, float %sel1201
  %sel1239 = select i1 %element1207, float %sel1215, float %sel1238
  %not.end1209 = xor i1 %end1209, true
  %sel1240 = select i1 %not.end1209, i1 %sel1203, i1 false
  %sel1241 = select i1 %element1207, i1 true, i1 %sel1240
  %ended1242 = or i1 %ended1204, %end1209
  %cmp1243 = icmp sgt i32 %sub664, 15
  %cmp1244 = icmp slt i32 %add1234, %sel1237
  %element1245 = and i1 %cmp1243, %cmp1244
  %end1247 = xor i1 %cmp1243, %element1245
  %91 = sext i32 %add1234 to i64
  %p1248 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %91
  %v1249 = load float, ptr addrspace(3) %p1248, align 4
  %fadd1251 = fadd reassoc contract float %sel1239, %v1249
  %sel1253 = select i1 %sel1241, float %fadd1251, float %v1249
  %first1255 = xor i1 %ended1242, true
  %defer1256 = and i1 %cmp688, %first1255
  %w1257 = xor i1 %defer1256, true
  %cmp1259 = icmp slt i32 %add1232, %local49
  %92 = and i1 %cmp1259, %w1257
  %in1260 = and i1 %92, %end1247
  br i1 %in1260, label %then1261, label %endif1262

then1261:                                         ; preds = %endif1224
  %p1265 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %90
  %fadd1263 = fadd reassoc contract float %sel1239, 0.000000e+00
  %sel1264 = select i1 %sel1241, float %fadd1263, float 0.000000e+00
  store float %sel1264, ptr addrspace(3) %p1265, align 4
  br label %endif1262

endif1262:                                        ; preds = %then1261, %endif1224
  %keep1266 = and i1 %defer1256, %end1247
  %sel1267 = select i1 %keep1266, float %sel1239, float %sel1229
  %sel1268 = select i1 %keep1266, i1 %sel1241, i1 %sel1230
  %step1269 = zext i1 %end1247 to i32
  %add1270 = add nuw i32 %add1232, %step1269
  %step1271 = zext i1 %element1245 to i32
  %add1272 = add i32 %add1234, %step1271
  %93 = sext i32 %add1270 to i64
  %p1273 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %93
  %v1274 = load i32, ptr addrspace(3) %p1273, align 4
  %sel1275 = select i1 %end1247, i32 %v1274, i32 %sel1237
  %sel1276 = select i1 %end1247, float 0.000000e+00, float %sel1239
  %sel1277 = select i1 %element1245, float %sel1253, float %sel1276
  %not.end1247 = xor i1 %end1247, true
  %sel1278 = select i1 %not.end1247, i1 %sel1241, i1 false
  %sel1279 = select i1 %element1245, i1 true, i1 %sel1278
  %ended1280 = or i1 %ended1242, %end1247
  %cmp1281 = icmp sgt i32 %sub664, 16
  %cmp1282 = icmp slt i32 %add1272, %sel1275
  %element1283 = and i1 %cmp1281, %cmp1282
  %end1285 = xor i1 %cmp1281, %element1283
  %94 = sext i32 %add1272 to i64
  %p1286 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %94
  %v1287 = load float, ptr addrspace(3) %p1286, align 4
  %fadd1289 = fadd reassoc contract float %sel1277, %v1287
  %sel1291 = select i1 %sel1279, float %fadd1289, float %v1287
  %first1293 = xor i1 %ended1280, true
  %defer1294 = and i1 %cmp688, %first1293
  %w1295 = xor i1 %defer1294, true
  %cmp1297 = icmp slt i32 %add1270, %local49
  %95 = and i1 %cmp1297, %w1295
  %in1298 = and i1 %95, %end1285
  br i1 %in1298, label %then1299, label %endif1300

then1299:                                         ; preds = %endif1262
  %p1303 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %93
  %fadd1301 = fadd reassoc contract float %sel1277, 0.000000e+00
  %sel1302 = select i1 %sel1279, float %fadd1301, float 0.000000e+00
  store float %sel1302, ptr addrspace(3) %p1303, align 4
  br label %endif1300

endif1300:                                        ; preds = %then1299, %endif1262
  %keep1304 = and i1 %defer1294, %end1285
  %sel1305 = select i1 %keep1304, float %sel1277, float %sel1267
  %sel1306 = select i1 %keep1304, i1 %sel1279, i1 %sel1268
  %step1307 = zext i1 %end1285 to i32
  %add1308 = add nuw i32 %add1270, %step1307
  %step1309 = zext i1 %element1283 to i32
  %add1310 = add i32 %add1272, %step1309
  %96 = sext i32 %add1308 to i64
  %p1311 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %96
  %v1312 = load i32, ptr addrspace(3) %p1311, align 4
  %sel1313 = select i1 %end1285, i32 %v1312, i32 %sel1275
  %sel1314 = select i1 %end1285, float 0.000000e+00, float %sel1277
  %sel1315 = select i1 %element1283, float %sel1291, float %sel1314
  %not.end1285 = xor i1 %end1285, true
  %sel1316 = select i1 %not.end1285, i1 %sel1279, i1 false
  %sel1317 = select i1 %element1283, i1 true, i1 %sel1316
  %ended1318 = or i1 %ended1280, %end1285
  %cmp1319 = icmp sgt i32 %sub664, 17
  %cmp1320 = icmp slt i32 %add1310, %sel1313
  %element1321 = and i1 %cmp1319, %cmp1320
  %end1323 = xor i1 %cmp1319, %element1321
  %97 = sext i32 %add1310 to i64
  %p1324 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %97
  %v1325 = load float, ptr addrspace(3) %p1324, align 4
  %fadd1327 = fadd reassoc contract float %sel1315, %v1325
  %sel1329 = select i1 %sel1317, float %fadd1327, float %v1325
  %first1331 = xor i1 %ended1318, true
  %defer1332 = and i1 %cmp688, %first1331
  %w1333 = xor i1 %defer1332, true
  %cmp1335 = icmp slt i32 %add1308, %local49
  %98 = and i1 %cmp1335, %w1333
  %in1336 = and i1 %98, %end1323
  br i1 %in1336, label %then1337, label %endif1338

then1337:                                         ; preds = %endif1300
  %p1341 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %96
  %fadd1339 = fadd reassoc contract float %sel1315, 0.000000e+00
  %sel1340 = select i1 %sel1317, float %fadd1339, float 0.000000e+00
  store float %sel1340, ptr addrspace(3) %p1341, align 4
  br label %endif1338

endif1338:                                        ; preds = %then1337, %endif1300
  %keep1342 = and i1 %defer1332, %end1323
  %sel1343 = select i1 %keep1342, float %sel1315, float %sel1305
  %sel1344 = select i1 %keep1342, i1 %sel1317, i1 %sel1306
  %step1345 = zext i1 %end1323 to i32
  %add1346 = add nuw i32 %add1308, %step1345
  %step1347 = zext i1 %element1321 to i32
  %add1348 = add i32 %add1310, %step1347
  %99 = sext i32 %add1346 to i64
  %p1349 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %99
  %v1350 = load i32, ptr addrspace(3) %p1349, align 4
  %sel1351 = select i1 %end1323, i32 %v1350, i32 %sel1313
  %sel1352 = select i1 %end1323, float 0.000000e+00, float %sel1315
  %sel1353 = select i1 %element1321, float %sel1329, float %sel1352
  %not.end1323 = xor i1 %end1323, true
  %sel1354 = select i1 %not.end1323, i1 %sel1317, i1 false
  %sel1355 = select i1 %element1321, i1 true, i1 %sel1354
  %ended1356 = or i1 %ended1318, %end1323
  %cmp1357 = icmp sgt i32 %sub664, 18
  %cmp1358 = icmp slt i32 %add1348, %sel1351
  %element1359 = and i1 %cmp1357, %cmp1358
  %end1361 = xor i1 %cmp1357, %element1359
  %100 = sext i32 %add1348 to i64
  %p1362 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %100
  %v1363 = load float, ptr addrspace(3) %p1362, align 4
  %fadd1365 = fadd reassoc contract float %sel1353, %v1363
  %sel1367 = select i1 %sel1355, float %fadd1365, float %v1363
  %first1369 = xor i1 %ended1356, true
  %defer1370 = and i1 %cmp688, %first1369
  %w1371 = xor i1 %defer1370, true
  %cmp1373 = icmp slt i32 %add1346, %local49
  %101 = and i1 %cmp1373, %w1371
  %in1374 = and i1 %101, %end1361
  br i1 %in1374, label %then1375, label %endif1376

then1375:                                         ; preds = %endif1338
  %p1379 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %99
  %fadd1377 = fadd reassoc contract float %sel1353, 0.000000e+00
  %sel1378 = select i1 %sel1355, float %fadd1377, float 0.000000e+00
  store float %sel1378, ptr addrspace(3) %p1379, align 4
  br label %endif1376

endif1376:                                        ; preds = %then1375, %endif1338
  %keep1380 = and i1 %defer1370, %end1361
  %sel1381 = select i1 %keep1380, float %sel1353, float %sel1343
  %sel1382 = select i1 %keep1380, i1 %sel1355, i1 %sel1344
  %step1383 = zext i1 %end1361 to i32
  %add1384 = add nuw i32 %add1346, %step1383
  %step1385 = zext i1 %element1359 to i32
  %add1386 = add i32 %add1348, %step1385
  %102 = sext i32 %add1384 to i64
  %p1387 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %102
  %v1388 = load i32, ptr addrspace(3) %p1387, align 4
  %sel1389 = select i1 %end1361, i32 %v1388, i32 %sel1351
  %sel1390 = select i1 %end1361, float 0.000000e+00, float %sel1353
  %sel1391 = select i1 %element1359, float %sel1367, float %sel1390
  %not.end1361 = xor i1 %end1361, true
  %sel1392 = select i1 %not.end1361, i1 %sel1355, i1 false
  %sel1393 = select i1 %element1359, i1 true, i1 %sel1392
  %ended1394 = or i1 %ended1356, %end1361
  %cmp1395 = icmp sgt i32 %sub664, 19
  %cmp1396 = icmp slt i32 %add1386, %sel1389
  %element1397 = and i1 %cmp1395, %cmp1396
  %end1399 = xor i1 %cmp1395, %element1397
  %103 = sext i32 %add1386 to i64
  %p1400 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %103
  %v1401 = load float, ptr addrspace(3) %p1400, align 4
  %fadd1403 = fadd reassoc contract float %sel1391, %v1401
  %sel1405 = select i1 %sel1393, float %fadd1403, float %v1401
  %first1407 = xor i1 %ended1394, true
  %defer1408 = and i1 %cmp688, %first1407
  %w1409 = xor i1 %defer1408, true
  %cmp1411 = icmp slt i32 %add1384, %local49
  %104 = and i1 %cmp1411, %w1409
  %in1412 = and i1 %104, %end1399
  br i1 %in1412, label %then1413, label %endif1414

then1413:                                         ; preds = %endif1376
  %p1417 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %102
  %fadd1415 = fadd reassoc contract float %sel1391, 0.000000e+00
  %sel1416 = select i1 %sel1393, float %fadd1415, float 0.000000e+00
  store float %sel1416, ptr addrspace(3) %p1417, align 4
  br label %endif1414

endif1414:                                        ; preds = %then1413, %endif1376
  %keep1418 = and i1 %defer1408, %end1399
  %sel1419 = select i1 %keep1418, float %sel1391, float %sel1381
  %sel1420 = select i1 %keep1418, i1 %sel1393, i1 %sel1382
  %step1421 = zext i1 %end1399 to i32
  %add1422 = add nuw i32 %add1384, %step1421
  %step1423 = zext i1 %element1397 to i32
  %add1424 = add i32 %add1386, %step1423
  %105 = sext i32 %add1422 to i64
  %p1425 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %105
  %v1426 = load i32, ptr addrspace(3) %p1425, align 4
  %sel1427 = select i1 %end1399, i32 %v1426, i32 %sel1389
  %sel1428 = select i1 %end1399, float 0.000000e+00, float %sel1391
  %sel1429 = select i1 %element1397, float %sel1405, float %sel1428
  %not.end1399 = xor i1 %end1399, true
  %sel1430 = select i1 %not.end1399, i1 %sel1393, i1 false
  %sel1431 = select i1 %element1397, i1 true, i1 %sel1430
  %ended1432 = or i1 %ended1394, %end1399
  %cmp1433 = icmp sgt i32 %sub664, 20
  %cmp1434 = icmp slt i32 %add1424, %sel1427
  %element1435 = and i1 %cmp1433, %cmp1434
  %end1437 = xor i1 %cmp1433, %element1435
  %106 = sext i32 %add1424 to i64
  %p1438 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %106
  %v1439 = load float, ptr addrspace(3) %p1438, align 4
  %fadd1441 = fadd reassoc contract float %sel1429, %v1439
  %sel1443 = select i1 %sel1431, float %fadd1441, float %v1439
  %first1445 = xor i1 %ended1432, true
  %defer1446 = and i1 %cmp688, %first1445
  %w1447 = xor i1 %defer1446, true
  %cmp1449 = icmp slt i32 %add1422, %local49
  %107 = and i1 %cmp1449, %w1447
  %in1450 = and i1 %107, %end1437
  br i1 %in1450, label %then1451, label %endif1452

then1451:                                         ; preds = %endif1414
  %p1455 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %105
  %fadd1453 = fadd reassoc contract float %sel1429, 0.000000e+00
  %sel1454 = select i1 %sel1431, float %fadd1453, float 0.000000e+00
  store float %sel1454, ptr addrspace(3) %p1455, align 4
  br label %endif1452

endif1452:                                        ; preds = %then1451, %endif1414
  %keep1456 = and i1 %defer1446, %end1437
  %sel1457 = select i1 %keep1456, float %sel1429, float %sel1419
  %sel1458 = select i1 %keep1456, i1 %sel1431, i1 %sel1420
  %step1459 = zext i1 %end1437 to i32
  %add1460 = add nuw i32 %add1422, %step1459
  %step1461 = zext i1 %element1435 to i32
  %add1462 = add i32 %add1424, %step1461
  %108 = sext i32 %add1460 to i64
  %p1463 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %108
  %v1464 = load i32, ptr addrspace(3) %p1463, align 4
  %sel1465 = select i1 %end1437, i32 %v1464, i32 %sel1427
  %sel1466 = select i1 %end1437, float 0.000000e+00, float %sel1429
  %sel1467 = select i1 %element1435, float %sel1443, float %sel1466
  %not.end1437 = xor i1 %end1437, true
  %sel1468 = select i1 %not.end1437, i1 %sel1431, i1 false
  %sel1469 = select i1 %element1435, i1 true, i1 %sel1468
  %ended1470 = or i1 %ended1432, %end1437
  %cmp1471 = icmp sgt i32 %sub664, 21
  %cmp1472 = icmp slt i32 %add1462, %sel1465
  %element1473 = and i1 %cmp1471, %cmp1472
  %end1475 = xor i1 %cmp1471, %element1473
  %109 = sext i32 %add1462 to i64
  %p1476 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %109
  %v1477 = load float, ptr addrspace(3) %p1476, align 4
  %fadd1479 = fadd reassoc contract float %sel1467, %v1477
  %sel1481 = select i1 %sel1469, float %fadd1479, float %v1477
  %first1483 = xor i1 %ended1470, true
  %defer1484 = and i1 %cmp688, %first1483
  %w1485 = xor i1 %defer1484, true
  %cmp1487 = icmp slt i32 %add1460, %local49
  %110 = and i1 %cmp1487, %w1485
  %in1488 = and i1 %110, %end1475
  br i1 %in1488, label %then1489, label %endif1490

then1489:                                         ; preds = %endif1452
  %p1493 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %108
  %fadd1491 = fadd reassoc contract float %sel1467, 0.000000e+00
  %sel1492 = select i1 %sel1469, float %fadd1491, float 0.000000e+00
  store float %sel1492, ptr addrspace(3) %p1493, align 4
  br label %endif1490

endif1490:                                        ; preds = %then1489, %endif1452
  %keep1494 = and i1 %defer1484, %end1475
  %sel1495 = select i1 %keep1494, float %sel1467, float %sel1457
  %sel1496 = select i1 %keep1494, i1 %sel1469, i1 %sel1458
  %step1497 = zext i1 %end1475 to i32
  %add1498 = add nuw i32 %add1460, %step1497
  %step1499 = zext i1 %element1473 to i32
  %add1500 = add i32 %add1462, %step1499
  %111 = sext i32 %add1498 to i64
  %p1501 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %111
  %v1502 = load i32, ptr addrspace(3) %p1501, align 4
  %sel1503 = select i1 %end1475, i32 %v1502, i32 %sel1465
  %sel1504 = select i1 %end1475, float 0.000000e+00, float %sel1467
  %sel1505 = select i1 %element1473, float %sel1481, float %sel1504
  %not.end1475 = xor i1 %end1475, true
  %sel1506 = select i1 %not.end1475, i1 %sel1469, i1 false
  %sel1507 = select i1 %element1473, i1 true, i1 %sel1506
  %ended1508 = or i1 %ended1470, %end1475
  %cmp1509 = icmp sgt i32 %sub664, 22
  %cmp1510 = icmp slt i32 %add1500, %sel1503
  %element1511 = and i1 %cmp1509, %cmp1510
  %end1513 = xor i1 %cmp1509, %element1511
  %112 = sext i32 %add1500 to i64
  %p1514 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %112
  %v1515 = load float, ptr addrspace(3) %p1514, align 4
  %fadd1517 = fadd reassoc contract float %sel1505, %v1515
  %sel1519 = select i1 %sel1507, float %fadd1517, float %v1515
  %first1521 = xor i1 %ended1508, true
  %defer1522 = and i1 %cmp688, %first1521
  %w1523 = xor i1 %defer1522, true
  %cmp1525 = icmp slt i32 %add1498, %local49
  %113 = and i1 %cmp1525, %w1523
  %in1526 = and i1 %113, %end1513
  br i1 %in1526, label %then1527, label %endif1528

then1527:                                         ; preds = %endif1490
  %p1531 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %111
  %fadd1529 = fadd reassoc contract float %sel1505, 0.000000e+00
  %sel1530 = select i1 %sel1507, float %fadd1529, float 0.000000e+00
  store float %sel1530, ptr addrspace(3) %p1531, align 4
  br label %endif1528

endif1528:                                        ; preds = %then1527, %endif1490
  %keep1532 = and i1 %defer1522, %end1513
  %sel1533 = select i1 %keep1532, float %sel1505, float %sel1495
  %sel1534 = select i1 %keep1532, i1 %sel1507, i1 %sel1496
  %step1535 = zext i1 %end1513 to i32
  %add1536 = add nuw i32 %add1498, %step1535
  %step1537 = zext i1 %element1511 to i32
  %add1538 = add i32 %add1500, %step1537
  %114 = sext i32 %add1536 to i64
  %p1539 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %114
  %v1540 = load i32, ptr addrspace(3) %p1539, align 4
  %sel1541 = select i1 %end1513, i32 %v1540, i32 %sel1503
  %sel1542 = select i1 %end1513, float 0.000000e+00, float %sel1505
  %sel1543 = select i1 %element1511, float %sel1519, float %sel1542
  %not.end1513 = xor i1 %end1513, true
  %sel1544 = select i1 %not.end1513, i1 %sel1507, i1 false
  %sel1545 = select i1 %element1511, i1 true, i1 %sel1544
  %ended1546 = or i1 %ended1508, %end1513
  %cmp1547 = icmp sgt i32 %sub664, 23
  %cmp1548 = icmp slt i32 %add1538, %sel1541
  %element1549 = and i1 %cmp1547, %cmp1548
  %end1551 = xor i1 %cmp1547, %element1549
  %115 = sext i32 %add1538 to i64
  %p1552 = getelementptr inbounds float, ptr addrspace(3) %stage27, i64 %115
  %v1553 = load float, ptr addrspace(3) %p1552, align 4
  %fadd1555 = fadd reassoc contract float %sel1543, %v1553
  %sel1557 = select i1 %sel1545, float %fadd1555, float %v1553
  %first1559 = xor i1 %ended1546, true
  %defer1560 = and i1 %cmp688, %first1559
  %w1561 = xor i1 %defer1560, true
  %cmp1563 = icmp slt i32 %add1536, %local49
  %116 = and i1 %cmp1563, %w1561
  %in1564 = and i1 %116, %end1551
  br i1 %in1564, label %then1565, label %endif1566

then1565:                                         ; preds = %endif1528
  %p1569 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %114
  %fadd1567 = fadd reassoc contract float %sel1543, 0.000000e+00
  %sel1568 = select i1 %sel1545, float %fadd1567, float 0.000000e+00
  store float %sel1568, ptr addrspace(3) %p1569, align 4
  br label %endif1566

endif1566:                                        ; preds = %then1565, %endif1528
  %keep1570 = and i1 %defer1560, %end1551
  %sel1571 = select i1 %keep1570, float %sel1543, float %sel1533
  %sel1572 = select i1 %keep1570, i1 %sel1545, i1 %sel1534
  %step1573 = zext i1 %end1551 to i32
  %add1574 = add nuw i32 %add1536, %step1573
  %sel1580 = select i1 %end1551, float 0.000000e+00, float %sel1543
  %sel1581 = select i1 %element1549, float %sel1557, float %sel1580
  %not.end1551 = xor i1 %end1551, true
  %sel1582 = select i1 %not.end1551, i1 %sel1545, i1 false
  %sel1583 = select i1 %element1549, i1 true, i1 %sel1582
  %ended1584 = or i1 %ended1546, %end1551
  %wide1585 = sext i32 %add1574 to i64
  %add1586 = add nsw i64 %it, %wide1585
  %wide1587 = zext i1 %ended1584 to i32
  %call1588 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1587, i32 1, i32 0)
  %leaf = trunc i32 %call1588 to i1
  %bits = bitcast float %sel1581 to i32
  %call1589 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits, i32 1, i32 0)
  %leaf1590 = bitcast i32 %call1589 to float
  %wide1591 = zext i1 %sel1583 to i32
  %call1592 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1591, i32 1, i32 0)
  %leaf1593 = trunc i32 %call1592 to i1
  %fadd1596 = fadd reassoc contract float %sel1581, %leaf1590
  %sel1597 = select i1 %sel1583, float %fadd1596, float %leaf1590
  %sel1598 = select i1 %leaf1593, float %sel1597, float %sel1581
  %take.not = or i1 %cmp385, %ended1584
  %sel1600 = select i1 %take.not, float %sel1581, float %sel1598
  %not.take.not = xor i1 %take.not, true
  %has1599 = select i1 %not.take.not, i1 %leaf1593, i1 false
  %sel1601 = or i1 %sel1583, %has1599
  %f = select i1 %not.cmp1594, i1 %leaf, i1 false
  %sel1602 = or i1 %ended1584, %f
  %wide1603 = zext i1 %sel1602 to i32
  %call1604 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1603, i32 2, i32 0)
  %leaf1605 = trunc i32 %call1604 to i1
  %bits1606 = bitcast float %sel1600 to i32
  %call1607 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1606, i32 2, i32 0)
  %leaf1608 = bitcast i32 %call1607 to float
  %wide1609 = zext i1 %sel1601 to i32
  %call1610 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1609, i32 2, i32 0)
  %leaf1611 = trunc i32 %call1610 to i1
  %fadd1614 = fadd reassoc contract float %sel1600, %leaf1608
  %sel1615 = select i1 %sel1601, float %fadd1614, float %leaf1608
  %sel1616 = select i1 %leaf1611, float %sel1615, float %sel1600
  %take1619.not = or i1 %cmp1612, %sel1602
  %sel1620 = select i1 %take1619.not, float %sel1600, float %sel1616
  %not.take1619.not = xor i1 %take1619.not, true
  %has1617 = select i1 %not.take1619.not, i1 %leaf1611, i1 false
  %sel1621 = or i1 %sel1601, %has1617
  %f1622 = select i1 %not.cmp1612, i1 %leaf1605, i1 false
  %sel1623 = or i1 %sel1602, %f1622
  %wide1624 = zext i1 %sel1623 to i32
  %call1625 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1624, i32 4, i32 0)
  %leaf1626 = trunc i32 %call1625 to i1
  %bits1627 = bitcast float %sel1620 to i32
  %call1628 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1627, i32 4, i32 0)
  %leaf1629 = bitcast i32 %call1628 to float
  %wide1630 = zext i1 %sel1621 to i32
  %call1631 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1630, i32 4, i32 0)
  %leaf1632 = trunc i32 %call1631 to i1
  %fadd1635 = fadd reassoc contract float %sel1620, %leaf1629
  %sel1636 = select i1 %sel1621, float %fadd1635, float %leaf1629
  %sel1637 = select i1 %leaf1632, float %sel1636, float %sel1620
  %take1640.not = or i1 %cmp1633, %sel1623
  %sel1641 = select i1 %take1640.not, float %sel1620, float %sel1637
  %not.take1640.not = xor i1 %take1640.not, true
  %has1638 = select i1 %not.take1640.not, i1 %leaf1632, i1 false
  %sel1642 = or i1 %sel1621, %has1638
  %f1643 = select i1 %not.cmp1633, i1 %leaf1626, i1 false
  %sel1644 = or i1 %sel1623, %f1643
  %wide1645 = zext i1 %sel1644 to i32
  %call1646 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1645, i32 8, i32 0)
  %leaf1647 = trunc i32 %call1646 to i1
  %bits1648 = bitcast float %sel1641 to i32
  %call1649 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1648, i32 8, i32 0)
  %leaf1650 = bitcast i32 %call1649 to float
  %wide1651 = zext i1 %sel1642 to i32
  %call1652 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1651, i32 8, i32 0)
  %leaf1653 = trunc i32 %call1652 to i1
  %fadd1656 = fadd reassoc contract float %sel1641, %leaf1650
  %sel1657 = select i1 %sel1642, float %fadd1656, float %leaf1650
  %sel1658 = select i1 %leaf1653, float %sel1657, float %sel1641
  %take1661.not = or i1 %cmp1654, %sel1644
  %sel1662 = select i1 %take1661.not, float %sel1641, float %sel1658
  %not.take1661.not = xor i1 %take1661.not, true
  %has1659 = select i1 %not.take1661.not, i1 %leaf1653, i1 false
  %sel1663 = or i1 %sel1642, %has1659
  %f1664 = select i1 %not.cmp1654, i1 %leaf1647, i1 false
  %sel1665 = or i1 %sel1644, %f1664
  %wide1666 = zext i1 %sel1665 to i32
  %call1667 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1666, i32 16, i32 0)
  %leaf1668 = trunc i32 %call1667 to i1
  %bits1669 = bitcast float %sel1662 to i32
  %call1670 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1669, i32 16, i32 0)
  %leaf1671 = bitcast i32 %call1670 to float
  %wide1672 = zext i1 %sel1663 to i32
  %call1673 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1672, i32 16, i32 0)
  %leaf1674 = trunc i32 %call1673 to i1
  %fadd1677 = fadd reassoc contract float %sel1662, %leaf1671
  %sel1678 = select i1 %sel1663, float %fadd1677, float %leaf1671
  %sel1679 = select i1 %leaf1674, float %sel1678, float %sel1662
  %take1682.not = or i1 %cmp1675, %sel1665
  %sel1683 = select i1 %take1682.not, float %sel1662, float %sel1679
  %not.take1682.not = xor i1 %take1682.not, true
  %has1680 = select i1 %not.take1682.not, i1 %leaf1674, i1 false
  %sel1684 = or i1 %sel1663, %has1680
  %f1685 = select i1 %not.cmp1675, i1 %leaf1668, i1 false
  %sel1686 = or i1 %sel1665, %f1685
  %wide1687 = zext i1 %sel1686 to i32
  %call1688 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1687, i32 1, i32 0)
  %bits1690 = bitcast float %sel1683 to i32
  %call1691 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1690, i32 1, i32 0)
  %leaf1692 = bitcast i32 %call1691 to float
  %wide1693 = zext i1 %sel1684 to i32
  %call1694 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1693, i32 1, i32 0)
  %leaf1695 = trunc i32 %call1694 to i1
  %p1697 = and i1 %not.cmp1594, %leaf1695
  %call1698 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %ended1584)
  %deferred = and i1 %cmp688, %ended1584
  %in1701 = and i1 %cmp698, %deferred
  %fadd1703 = fadd reassoc contract float %sel1571, %leaf1692
  %sel1704 = select i1 %sel1572, float %fadd1703, float %leaf1692
  %sel1705 = select i1 %p1697, float %sel1704, float %sel1571
  %has1706 = or i1 %sel1572, %p1697
  br i1 %in1701, label %then1708, label %endif1709

then1708:                                         ; preds = %endif1566
  %call1699 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %call1698, i1 false)
  %cmp1707 = icmp eq i32 %lane, %call1699
  %tile = and i1 %cmp44, %cmp1707
  br i1 %tile, label %then1710, label %else1711

endif1709:                                        ; preds = %then1710, %else1711, %endif1566
  br i1 %cmp1720, label %then1721, label %endif1722

then1710:                                         ; preds = %then1708
  %mul1713 = shl i64 %i, 1
  %add1714 = or disjoint i64 %mul1713, 1
  %p1715 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %add1714
  store float %sel1705, ptr addrspace(1) %p1715, align 4
  %flag = zext i1 %has1706 to i64
  %p1716 = getelementptr inbounds i64, ptr addrspace(1) %7, i64 %add1714
  store i64 %flag, ptr addrspace(1) %p1716, align 4
  br label %endif1709

else1711:                                         ; preds = %then1708
  %fadd1717 = fadd reassoc contract float %sel1705, 0.000000e+00
  %sel1718 = select i1 %has1706, float %fadd1717, float 0.000000e+00
  %p1719 = getelementptr inbounds float, ptr addrspace(3) %stage28, i64 %46
  store float %sel1718, ptr addrspace(3) %p1719, align 4
  br label %endif1709

then1721:                                         ; preds = %endif1709
  %mul1723 = shl i64 %i, 1
  %p1728 = getelementptr inbounds i64, ptr addrspace(1) %7, i64 %mul1723
  %mul1726 = shl i64 %add1586, 1
  %has1725 = zext i1 %sel1684 to i64
  %add1727 = or disjoint i64 %mul1726, %has1725
  %p1724 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %mul1723
  store float %sel1683, ptr addrspace(1) %p1724, align 4
  store i64 %add1727, ptr addrspace(1) %p1728, align 4
  br label %endif1722

endif1722:                                        ; preds = %then1721, %endif1709
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1730 = icmp slt i32 %lane, %call55
  %first1732 = and i1 %cmp385, %cmp44
  %w1733 = xor i1 %first1732, true
  %w1734 = and i1 %cmp1730, %w1733
  %cmp1735 = icmp slt i32 %lane, %local49
  %in1736 = and i1 %cmp1735, %w1734
  br i1 %in1736, label %then1737, label %endif1738

then1737:                                         ; preds = %endif1722
  %gep2150 = getelementptr float, ptr addrspace(1) %invariant.gep2149, i64 %it
  %v1740 = load float, ptr addrspace(3) %p1739, align 4
  store float %v1740, ptr addrspace(1) %gep2150, align 4
  br label %endif1738

endif1738:                                        ; preds = %then1737, %endif1722
  %cmp1745 = icmp slt i32 %add61, %call55
  %cmp1750 = icmp slt i32 %add61, %local49
  %in1751 = and i1 %cmp1750, %cmp1745
  br i1 %in1751, label %then1752, label %endif1753

then1752:                                         ; preds = %endif1738
  %gep2152 = getelementptr float, ptr addrspace(1) %invariant.gep2151, i64 %it
  %v1755 = load float, ptr addrspace(3) %p1754, align 4
  store float %v1755, ptr addrspace(1) %gep2152, align 4
  br label %endif1753

endif1753:                                        ; preds = %then1752, %endif1738
  %cmp1760 = icmp slt i32 %add62, %call55
  %cmp1765 = icmp slt i32 %add62, %local49
  %in1766 = and i1 %cmp1765, %cmp1760
  br i1 %in1766, label %then1767, label %endif1768

then1767:                                         ; preds = %endif1753
  %gep2154 = getelementptr float, ptr addrspace(1) %invariant.gep2153, i64 %it
  %v1770 = load float, ptr addrspace(3) %p1769, align 4
  store float %v1770, ptr addrspace(1) %gep2154, align 4
  br label %endif1768

endif1768:                                        ; preds = %then1767, %endif1753
  %cmp1775 = icmp slt i32 %add63, %call55
  %cmp1780 = icmp slt i32 %add63, %local49
  %in1781 = and i1 %cmp1780, %cmp1775
  br i1 %in1781, label %then1782, label %endif1783

then1782:                                         ; preds = %endif1768
  %gep2156 = getelementptr float, ptr addrspace(1) %invariant.gep2155, i64 %it
  %v1785 = load float, ptr addrspace(3) %p1784, align 4
  store float %v1785, ptr addrspace(1) %gep2156, align 4
  br label %endif1783

endif1783:                                        ; preds = %then1782, %endif1768
  br i1 %cmp111, label %then1790, label %endif1791

then1790:                                         ; preds = %endif1783
  %cmp1793 = icmp slt i32 %add114, %call55
  %cmp1798 = icmp slt i32 %add114, %local49
  %in1799 = and i1 %cmp1798, %cmp1793
  br i1 %in1799, label %then1800, label %endif1801

endif1791:                                        ; preds = %endif1831, %then1845, %endif1783
  br i1 %cmp166, label %then1853, label %endif1854

then1800:                                         ; preds = %then1790
  %gep2158 = getelementptr float, ptr addrspace(1) %invariant.gep2157, i64 %it
  %v1803 = load float, ptr addrspace(3) %p1802, align 4
  store float %v1803, ptr addrspace(1) %gep2158, align 4
  br label %endif1801

endif1801:                                        ; preds = %then1800, %then1790
  %cmp1808 = icmp slt i32 %add115, %call55
  %cmp1813 = icmp slt i32 %add115, %local49
  %in1814 = and i1 %cmp1813, %cmp1808
  br i1 %in1814, label %then1815, label %endif1816

then1815:                                         ; preds = %endif1801
  %gep2160 = getelementptr float, ptr addrspace(1) %invariant.gep2159, i64 %it
  %v1818 = load float, ptr addrspace(3) %p1817, align 4
  store float %v1818, ptr addrspace(1) %gep2160, align 4
  br label %endif1816

endif1816:                                        ; preds = %then1815, %endif1801
  %cmp1823 = icmp slt i32 %add116, %call55
  %cmp1828 = icmp slt i32 %add116, %local49
  %in1829 = and i1 %cmp1828, %cmp1823
  br i1 %in1829, label %then1830, label %endif1831

then1830:                                         ; preds = %endif1816
  %gep2162 = getelementptr float, ptr addrspace(1) %invariant.gep2161, i64 %it
  %v1833 = load float, ptr addrspace(3) %p1832, align 4
  store float %v1833, ptr addrspace(1) %gep2162, align 4
  br label %endif1831

endif1831:                                        ; preds = %then1830, %endif1816
  %cmp1838 = icmp slt i32 %add117, %call55
  %cmp1843 = icmp slt i32 %add117, %local49
  %in1844 = and i1 %cmp1843, %cmp1838
  br i1 %in1844, label %then1845, label %endif1791

then1845:                                         ; preds = %endif1831
  %gep2164 = getelementptr float, ptr addrspace(1) %invariant.gep2163, i64 %it
  %v1848 = load float, ptr addrspace(3) %p1847, align 4
  store float %v1848, ptr addrspace(1) %gep2164, align 4
  br label %endif1791

then1853:                                         ; preds = %endif1791
  %cmp1856 = icmp slt i32 %add169, %call55
  %cmp1861 = icmp slt i32 %add169, %local49
  %in1862 = and i1 %cmp1861, %cmp1856
  br i1 %in1862, label %then1863, label %endif1864

endif1854:                                        ; preds = %endif1954, %then1968, %endif1791
  br i1 %cmp273, label %then1976, label %endif1977

then1863:                                         ; preds = %then1853
  %gep2166 = getelementptr float, ptr addrspace(1) %invariant.gep2165, i64 %it
  %v1866 = load float, ptr addrspace(3) %p1865, align 4
  store float %v1866, ptr addrspace(1) %gep2166, align 4
  br label %endif1864

endif1864:                                        ; preds = %then1863, %then1853
  %cmp1871 = icmp slt i32 %add170, %call55
  %cmp1876 = icmp slt i32 %add170, %local49
  %in1877 = and i1 %cmp1876, %cmp1871
  br i1 %in1877, label %then1878, label %endif1879

then1878:                                         ; preds = %endif1864
  %gep2168 = getelementptr float, ptr addrspace(1) %invariant.gep2167, i64 %it
  %v1881 = load float, ptr addrspace(3) %p1880, align 4
  store float %v1881, ptr addrspace(1) %gep2168, align 4
  br label %endif1879

endif1879:                                        ; preds = %then1878, %endif1864
  %cmp1886 = icmp slt i32 %add171, %call55
  %cmp1891 = icmp slt i32 %add171, %local49
  %in1892 = and i1 %cmp1891, %cmp1886
  br i1 %in1892, label %then1893, label %endif1894

then1893:                                         ; preds = %endif1879
  %gep2170 = getelementptr float, ptr addrspace(1) %invariant.gep2169, i64 %it
  %v1896 = load float, ptr addrspace(3) %p1895, align 4
  store float %v1896, ptr addrspace(1) %gep2170, align 4
  br label %endif1894

endif1894:                                        ; preds = %then1893, %endif1879
  %cmp1901 = icmp slt i32 %add172, %call55
  %cmp1906 = icmp slt i32 %add172, %local49
  %in1907 = and i1 %cmp1906, %cmp1901
  br i1 %in1907, label %then1908, label %endif1909

then1908:                                         ; preds = %endif1894
  %gep2172 = getelementptr float, ptr addrspace(1) %invariant.gep2171, i64 %it
  %v1911 = load float, ptr addrspace(3) %p1910, align 4
  store float %v1911, ptr addrspace(1) %gep2172, align 4
  br label %endif1909

endif1909:                                        ; preds = %then1908, %endif1894
  %cmp1916 = icmp slt i32 %add173, %call55
  %cmp1921 = icmp slt i32 %add173, %local49
  %in1922 = and i1 %cmp1921, %cmp1916
  br i1 %in1922, label %then1923, label %endif1924

then1923:                                         ; preds = %endif1909
  %gep2174 = getelementptr float, ptr addrspace(1) %invariant.gep2173, i64 %it
  %v1926 = load float, ptr addrspace(3) %p1925, align 4
  store float %v1926, ptr addrspace(1) %gep2174, align 4
  br label %endif1924

endif1924:                                        ; preds = %then1923, %endif1909
  %cmp1931 = icmp slt i32 %add174, %call55
  %cmp1936 = icmp slt i32 %add174, %local49
  %in1937 = and i1 %cmp1936, %cmp1931
  br i1 %in1937, label %then1938, label %endif1939

then1938:                                         ; preds = %endif1924
  %gep2176 = getelementptr float, ptr addrspace(1) %invariant.gep2175, i64 %it
  %v1941 = load float, ptr addrspace(3) %p1940, align 4
  store float %v1941, ptr addrspace(1) %gep2176, align 4
  br label %endif1939

endif1939:                                        ; preds = %then1938, %endif1924
  %cmp1946 = icmp slt i32 %add175, %call55
  %cmp1951 = icmp slt i32 %add175, %local49
  %in1952 = and i1 %cmp1951, %cmp1946
  br i1 %in1952, label %then1953, label %endif1954

then1953:                                         ; preds = %endif1939
  %gep2178 = getelementptr float, ptr addrspace(1) %invariant.gep2177, i64 %it
  %v1956 = load float, ptr addrspace(3) %p1955, align 4
  store float %v1956, ptr addrspace(1) %gep2178, align 4
  br label %endif1954

endif1954:                                        ; preds = %then1953, %endif1939
  %cmp1961 = icmp slt i32 %add176, %call55
  %cmp1966 = icmp slt i32 %add176, %local49
  %in1967 = and i1 %cmp1966, %cmp1961
  br i1 %in1967, label %then1968, label %endif1854

then1968:                                         ; preds = %endif1954
  %gep2180 = getelementptr float, ptr addrspace(1) %invariant.gep2179, i64 %it
  %v1971 = load float, ptr addrspace(3) %p1970, align 4
  store float %v1971, ptr addrspace(1) %gep2180, align 4
  br label %endif1854

then1976:                                         ; preds = %endif1854
  %cmp1979 = icmp slt i32 %add276, %call55
  %cmp1984 = icmp slt i32 %add276, %local49
  %in1985 = and i1 %cmp1984, %cmp1979
  br i1 %in1985, label %then1986, label %endif1987

endif1977:                                        ; preds = %endif2077, %then2091, %endif1854
  %add2098 = add i64 %i, %warp8
  %cmp2099 = icmp slt i64 %add2098, %8
  br i1 %cmp2099, label %stride.body, label %common.ret

then1986:                                         ; preds = %then1976
  %gep2182 = getelementptr float, ptr addrspace(1) %invariant.gep2181, i64 %it
  %v1989 = load float, ptr addrspace(3) %p1988, align 4
  store float %v1989, ptr addrspace(1) %gep2182, align 4
  br label %endif1987

endif1987:                                        ; preds = %then1986, %then1976
  %cmp1994 = icmp slt i32 %add277, %call55
  %cmp1999 = icmp slt i32 %add277, %local49
  %in2000 = and i1 %cmp1999, %cmp1994
  br i1 %in2000, label %then2001, label %endif2002

then2001:                                         ; preds = %endif1987
  %gep2184 = getelementptr float, ptr addrspace(1) %invariant.gep2183, i64 %it
  %v2004 = load float, ptr addrspace(3) %p2003, align 4
  store float %v2004, ptr addrspace(1) %gep2184, align 4
  br label %endif2002

endif2002:                                        ; preds = %then2001, %endif1987
  %cmp2009 = icmp slt i32 %add278, %call55
  %cmp2014 = icmp slt i32 %add278, %local49
  %in2015 = and i1 %cmp2014, %cmp2009
  br i1 %in2015, label %then2016, label %endif2017

then2016:                                         ; preds = %endif2002
  %gep2186 = getelementptr float, ptr addrspace(1) %invariant.gep2185, i64 %it
  %v2019 = load float, ptr addrspace(3) %p2018, align 4
  store float %v2019, ptr addrspace(1) %gep2186, align 4
  br label %endif2017

endif2017:                                        ; preds = %then2016, %endif2002
  %cmp2024 = icmp slt i32 %add279, %call55
  %cmp2029 = icmp slt i32 %add279, %local49
  %in2030 = and i1 %cmp2029, %cmp2024
  br i1 %in2030, label %then2031, label %endif2032

then2031:                                         ; preds = %endif2017
  %gep2188 = getelementptr float, ptr addrspace(1) %invariant.gep2187, i64 %it
  %v2034 = load float, ptr addrspace(3) %p2033, align 4
  store float %v2034, ptr addrspace(1) %gep2188, align 4
  br label %endif2032

endif2032:                                        ; preds = %then2031, %endif2017
  %cmp2039 = icmp slt i32 %add280, %call55
  %cmp2044 = icmp slt i32 %add280, %local49
  %in2045 = and i1 %cmp2044, %cmp2039
  br i1 %in2045, label %then2046, label %endif2047

then2046:                                         ; preds = %endif2032
  %gep2190 = getelementptr float, ptr addrspace(1) %invariant.gep2189, i64 %it
  %v2049 = load float, ptr addrspace(3) %p2048, align 4
  store float %v2049, ptr addrspace(1) %gep2190, align 4
  br label %endif2047

endif2047:                                        ; preds = %then2046, %endif2032
  %cmp2054 = icmp slt i32 %add281, %call55
  %cmp2059 = icmp slt i32 %add281, %local49
  %in2060 = and i1 %cmp2059, %cmp2054
  br i1 %in2060, label %then2061, label %endif2062

then2061:                                         ; preds = %endif2047
  %gep2192 = getelementptr float, ptr addrspace(1) %invariant.gep2191, i64 %it
  %v2064 = load float, ptr addrspace(3) %p2063, align 4
  store float %v2064, ptr addrspace(1) %gep2192, align 4
  br label %endif2062

endif2062:                                        ; preds = %then2061, %endif2047
  %cmp2069 = icmp slt i32 %add282, %call55
  %cmp2074 = icmp slt i32 %add282, %local49
  %in2075 = and i1 %cmp2074, %cmp2069
  br i1 %in2075, label %then2076, label %endif2077

then2076:                                         ; preds = %endif2062
  %gep2194 = getelementptr float, ptr addrspace(1) %invariant.gep2193, i64 %it
  %v2079 = load float, ptr addrspace(3) %p2078, align 4
  store float %v2079, ptr addrspace(1) %gep2194, align 4
  br label %endif2077

endif2077:                                        ; preds = %then2076, %endif2062
  %cmp2084 = icmp slt i32 %add283, %call55
  %cmp2089 = icmp slt i32 %add283, %local49
  %in2090 = and i1 %cmp2089, %cmp2084
  br i1 %in2090, label %then2091, label %endif1977

then2091:                                         ; preds = %endif2077
  %gep2196 = getelementptr float, ptr addrspace(1) %invariant.gep2195, i64 %it
  %v2094 = load float, ptr addrspace(3) %p2093, align 4
  store float %v2094, ptr addrspace(1) %gep2196, align 4
  br label %endif1977
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #0

define void @systole_fold_seg_offsets_f32_finish(i64 %0, ptr addrspace(1) noalias nocapture readonly %1, i64 %2, ptr addrspace(1) noalias nocapture readonly %3, i64 %4, ptr addrspace(1) noalias nocapture writeonly %5, ptr addrspace(1) noalias readonly %6, ptr addrspace(1) noalias %7, i64 %8, i64 %9) local_unnamed_addr {
entry:
  %call = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg = zext nneg i32 %call to i64
  %call1 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %sreg2 = zext nneg i32 %call1 to i64
  %call5 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %sreg6 = zext nneg i32 %call5 to i64
  %mul7 = mul nuw nsw i64 %sreg2, %sreg6
  %warp8 = lshr i64 %mul7, 5
  %lane = and i64 %sreg, 31
  %sub = add i64 %2, -1
  %call9 = tail call i64 @llvm.smax.i64(i64 %sub, i64 0)
  %.idx = mul i64 %8, 24
  %10 = getelementptr i8, ptr addrspace(1) %7, i64 %.idx
  %long = getelementptr i8, ptr addrspace(1) %10, i64 8
  %address = ptrtoint ptr addrspace(1) %long to i64
  %11 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address) #5
  %cmp.not = icmp eq i64 %11, 0
  br i1 %cmp.not, label %common.ret, label %merge_path

merge_path:                                       ; preds = %entry
  %call3 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %sreg4 = zext nneg i32 %call3 to i64
  %mul = mul nuw nsw i64 %sreg4, %sreg2
  %add = add nuw nsw i64 %mul, %sreg
  %warp = lshr i64 %add, 5
  %cmp24 = icmp eq i64 %lane, 0
  %sub25 = add i64 %8, -1
  %call26 = tail call i64 @llvm.smax.i64(i64 %sub25, i64 0)
  %add27 = add i64 %8, 31
  %g = lshr i64 %add27, 5
  %cmp28 = icmp ult i64 %warp, %g
  br i1 %cmp28, label %stride.body.preheader, label %common.ret

stride.body.preheader:                            ; preds = %merge_path
  %add611 = add nuw nsw i64 %lane, 1
  %add618 = add nuw nsw i64 %lane, 2
  %add625 = add nuw nsw i64 %lane, 4
  %add632 = add nuw nsw i64 %lane, 8
  br label %stride.body

common.ret:                                       ; preds = %repeat.exit, %merge_path, %entry
  ret void

stride.body:                                      ; preds = %stride.body.preheader, %repeat.exit
  %i = phi i64 [ %add663, %repeat.exit ], [ %warp, %stride.body.preheader ]
  %mul29 = shl i64 %i, 5
  %add30 = or disjoint i64 %mul29, %lane
  %call31 = tail call i64 @llvm.smin.i64(i64 %add30, i64 %call26)
  %cmp33 = icmp slt i64 %add30, %8
  %mul34 = shl i64 %call31, 1
  %p35 = getelementptr inbounds i64, ptr addrspace(1) %7, i64 %mul34
  %v36 = load i64, ptr addrspace(1) %p35, align 4
  %key = ashr i64 %v36, 1
  %sub37 = add i64 %call31, -1
  %call38 = tail call i64 @llvm.smax.i64(i64 %sub37, i64 0)
  %p40.idx = shl i64 %call38, 4
  %p40 = getelementptr inbounds i8, ptr addrspace(1) %7, i64 %p40.idx
  %v41 = load i64, ptr addrspace(1) %p40, align 4
  %key42 = ashr i64 %v41, 1
  %cmp43 = icmp eq i64 %call31, 0
  %cmp44 = icmp ne i64 %key42, %key
  %starts = or i1 %cmp43, %cmp44
  %cmp45 = icmp slt i64 %key, %call9
  %s = and i1 %cmp45, %starts
  %run = and i1 %cmp33, %s
  %add46 = add i64 %call31, 1
  %cmp47 = icmp slt i64 %add30, %call26
  %call48 = tail call i64 @llvm.smin.i64(i64 %add46, i64 %call26)
  %p50.idx = shl i64 %call48, 4
  %p50 = getelementptr inbounds i8, ptr addrspace(1) %7, i64 %p50.idx
  %v51 = load i64, ptr addrspace(1) %p50, align 4
  %key52 = ashr i64 %v51, 1
  %cmp53 = icmp sgt i64 %key52, %key
  %one = and i1 %cmp47, %cmp53
  %has = and i64 %v36, 1
  %cmp57 = icmp ne i64 %has, 0
  %12 = and i1 %cmp57, %one
  %join = and i1 %12, %run
  br i1 %join, label %then, label %endif

then:                                             ; preds = %stride.body
  %p59 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %mul34
  %v60 = load float, ptr addrspace(1) %p59, align 4
  %mul61 = shl i64 %add46, 1
  %add62 = or disjoint i64 %mul61, 1
  %p63 = getelementptr inbounds i64, ptr addrspace(1) %7, i64 %add62
  %v64 = load i64, ptr addrspace(1) %p63, align 4
  %p65 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %add62
  %v66 = load float, ptr addrspace(1) %p65, align 4
  %cmp67.not = icmp eq i64 %v64, 0
  %fadd = fadd reassoc contract float %v60, %v66
  %sel68 = select i1 %cmp67.not, float %v60, float %fadd
  %fadd70 = fadd reassoc contract float %sel68, 0.000000e+00
  %p72 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %key
  store float %fadd70, ptr addrspace(1) %p72, align 4
  br label %endif

endif:                                            ; preds = %then, %stride.body
  %n = xor i1 %one, true
  %long73 = and i1 %run, %n
  %call74 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %long73)
  %cmp75.not = icmp eq i32 %call74, 0
  br i1 %cmp75.not, label %repeat.exit, label %repeat.body

repeat.body:                                      ; preds = %endif, %endif109
  %phi = phi i32 [ %rest, %endif109 ], [ %call74, %endif ]
  %call76 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %phi, i1 true)
  %k = zext nneg i32 %call76 to i64
  %add77 = or disjoint i64 %mul29, %k
  %p79.idx = shl i64 %add77, 4
  %p79 = getelementptr inbounds i8, ptr addrspace(1) %7, i64 %p79.idx
  %v80 = load i64, ptr addrspace(1) %p79, align 4
  %key81 = ashr i64 %v80, 1
  %add82 = add i64 %add77, 1
  %cmp83 = icmp slt i64 %add82, %8
  br i1 %cmp83, label %repeat.body84, label %repeat.exit85

repeat.exit:                                      ; preds = %endif109, %endif
  %add663 = add nuw nsw i64 %i, %warp8
  %cmp664 = icmp ult i64 %add663, %g
  br i1 %cmp664, label %stride.body, label %common.ret

repeat.body84:                                    ; preds = %repeat.body, %repeat.body84
  %phi86 = phi i64 [ %sel95, %repeat.body84 ], [ %add82, %repeat.body ]
  %phi87 = phi i64 [ %sel96, %repeat.body84 ], [ %8, %repeat.body ]
  %add88 = add i64 %phi87, %phi86
  %mid = lshr i64 %add88, 1
  %mul89 = and i64 %add88, -2
  %p90 = getelementptr inbounds i64, ptr addrspace(1) %7, i64 %mul89
  %v91 = load i64, ptr addrspace(1) %p90, align 4
  %key92 = ashr i64 %v91, 1
  %cmp93.not = icmp sgt i64 %key92, %key81
  %add94 = add nuw i64 %mid, 1
  %sel95 = select i1 %cmp93.not, i64 %phi86, i64 %add94
  %sel96 = select i1 %cmp93.not, i64 %mid, i64 %phi87
  %cmp97 = icmp slt i64 %sel95, %sel96
  br i1 %cmp97, label %repeat.body84, label %repeat.exit85

repeat.exit85:                                    ; preds = %repeat.body84, %repeat.body
  %phi98 = phi i64 [ %add82, %repeat.body ], [ %sel95, %repeat.body84 ]
  %call100 = tail call i64 @llvm.smin.i64(i64 %phi98, i64 %call26)
  %has104 = and i64 %v80, 1
  %skip = xor i64 %has104, 1
  %add106 = add i64 %add77, %skip
  %cmp107 = icmp slt i64 %add106, %call100
  br i1 %cmp107, label %then108, label %endif109

then108:                                          ; preds = %repeat.exit85
  %sub110 = sub i64 %call100, %add106
  %full = sdiv i64 %sub110, 1024
  %cmp111 = icmp sgt i64 %sub110, 1023
  %add116 = add i64 %add106, %lane
  br i1 %cmp111, label %fold.body.preheader, label %fold.exit

fold.body.preheader:                              ; preds = %then108
  %13 = shl i64 %add116, 3
  %p120.peel = getelementptr i8, ptr addrspace(1) %6, i64 %13
  %v121.peel = load float, ptr addrspace(1) %p120.peel, align 4
  %p124.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 256
  %v125.peel = load float, ptr addrspace(1) %p124.peel, align 4
  %p128.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 512
  %v129.peel = load float, ptr addrspace(1) %p128.peel, align 4
  %p132.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 768
  %v133.peel = load float, ptr addrspace(1) %p132.peel, align 4
  %p136.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 1024
  %v137.peel = load float, ptr addrspace(1) %p136.peel, align 4
  %p140.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 1280
  %v141.peel = load float, ptr addrspace(1) %p140.peel, align 4
  %p144.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 1536
  %v145.peel = load float, ptr addrspace(1) %p144.peel, align 4
  %p148.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 1792
  %v149.peel = load float, ptr addrspace(1) %p148.peel, align 4
  %p152.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 2048
  %v153.peel = load float, ptr addrspace(1) %p152.peel, align 4
  %p156.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 2304
  %v157.peel = load float, ptr addrspace(1) %p156.peel, align 4
  %p160.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 2560
  %v161.peel = load float, ptr addrspace(1) %p160.peel, align 4
  %p164.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 2816
  %v165.peel = load float, ptr addrspace(1) %p164.peel, align 4
  %p168.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 3072
  %v169.peel = load float, ptr addrspace(1) %p168.peel, align 4
  %p172.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 3328
  %v173.peel = load float, ptr addrspace(1) %p172.peel, align 4
  %p176.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 3584
  %v177.peel = load float, ptr addrspace(1) %p176.peel, align 4
  %p180.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 3840
  %v181.peel = load float, ptr addrspace(1) %p180.peel, align 4
  %p184.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 4096
  %v185.peel = load float, ptr addrspace(1) %p184.peel, align 4
  %p188.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 4352
  %v189.peel = load float, ptr addrspace(1) %p188.peel, align 4
  %p192.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 4608
  %v193.peel = load float, ptr addrspace(1) %p192.peel, align 4
  %p196.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 4864
  %v197.peel = load float, ptr addrspace(1) %p196.peel, align 4
  %p200.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 5120
  %v201.peel = load float, ptr addrspace(1) %p200.peel, align 4
  %p204.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 5376
  %v205.peel = load float, ptr addrspace(1) %p204.peel, align 4
  %p208.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 5632
  %v209.peel = load float, ptr addrspace(1) %p208.peel, align 4
  %p212.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 5888
  %v213.peel = load float, ptr addrspace(1) %p212.peel, align 4
  %p216.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 6144
  %v217.peel = load float, ptr addrspace(1) %p216.peel, align 4
  %p220.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 6400
  %v221.peel = load float, ptr addrspace(1) %p220.peel, align 4
  %p224.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 6656
  %v225.peel = load float, ptr addrspace(1) %p224.peel, align 4
  %p228.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 6912
  %v229.peel = load float, ptr addrspace(1) %p228.peel, align 4
  %p232.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 7168
  %v233.peel = load float, ptr addrspace(1) %p232.peel, align 4
  %p236.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 7424
  %v237.peel = load float, ptr addrspace(1) %p236.peel, align 4
  %p240.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 7680
  %v241.peel = load float, ptr addrspace(1) %p240.peel, align 4
  %p244.peel = getelementptr i8, ptr addrspace(1) %p120.peel, i64 7936
  %v245.peel = load float, ptr addrspace(1) %p244.peel, align 4
  %fadd248.peel = fadd reassoc contract float %v125.peel, %v121.peel
  %fadd249.peel = fadd reassoc contract float %v129.peel, %fadd248.peel
  %fadd250.peel = fadd reassoc contract float %v133.peel, %fadd249.peel
  %fadd251.peel = fadd reassoc contract float %v137.peel, %fadd250.peel
  %fadd252.peel = fadd reassoc contract float %v141.peel, %fadd251.peel
  %fadd253.peel = fadd reassoc contract float %v145.peel, %fadd252.peel
  %fadd254.peel = fadd reassoc contract float %v149.peel, %fadd253.peel
  %fadd255.peel = fadd reassoc contract float %v153.peel, %fadd254.peel
  %fadd256.peel = fadd reassoc contract float %v157.peel, %fadd255.peel
  %fadd257.peel = fadd reassoc contract float %v161.peel, %fadd256.peel
  %fadd258.peel = fadd reassoc contract float %v165.peel, %fadd257.peel
  %fadd259.peel = fadd reassoc contract float %v169.peel, %fadd258.peel
  %fadd260.peel = fadd reassoc contract float %v173.peel, %fadd259.peel
  %fadd261.peel = fadd reassoc contract float %v177.peel, %fadd260.peel
  %fadd262.peel = fadd reassoc contract float %v181.peel, %fadd261.peel
  %fadd263.peel = fadd reassoc contract float %v185.peel, %fadd262.peel
  %fadd264.peel = fadd reassoc contract float %v189.peel, %fadd263.peel
  %fadd265.peel = fadd reassoc contract float %v193.peel, %fadd264.peel
  %fadd266.peel = fadd reassoc contract float %v197.peel, %fadd265.peel
  %fadd267.peel = fadd reassoc contract float %v201.peel, %fadd266.peel
  %fadd268.peel = fadd reassoc contract float %v205.peel, %fadd267.peel
  %fadd269.peel = fadd reassoc contract float %v209.peel, %fadd268.peel
  %fadd270.peel = fadd reassoc contract float %v213.peel, %fadd269.peel
  %fadd271.peel = fadd reassoc contract float %v217.peel, %fadd270.peel
  %fadd272.peel = fadd reassoc contract float %v221.peel, %fadd271.peel
  %fadd273.peel = fadd reassoc contract float %v225.peel, %fadd272.peel
  %fadd274.peel = fadd reassoc contract float %v229.peel, %fadd273.peel
  %fadd275.peel = fadd reassoc contract float %v233.peel, %fadd274.peel
  %fadd276.peel = fadd reassoc contract float %v237.peel, %fadd275.peel
  %fadd277.peel = fadd reassoc contract float %v241.peel, %fadd276.peel
  %fadd278.peel = fadd reassoc contract float %v245.peel, %fadd277.peel
  %14 = and i64 %sub110, 9223372036854774784
  %exitcond.peel.not = icmp eq i64 %14, 1024
  br i1 %exitcond.peel.not, label %fold.exit, label %fold.body.peel.next

fold.body.peel.next:                              ; preds = %fold.body.preheader
  %invariant.gep = getelementptr i8, ptr addrspace(1) %6, i64 %13
  br label %fold.body

endif109:                                         ; preds = %fold.exit, %then655, %repeat.exit85
  %sub660 = add i32 %phi, -1
  %rest = and i32 %sub660, %phi
  %cmp661.not = icmp eq i32 %rest, 0
  br i1 %cmp661.not, label %repeat.exit, label %repeat.body

fold.body:                                        ; preds = %fold.body.peel.next, %fold.body
  %i112 = phi i64 [ %add279, %fold.body ], [ 1, %fold.body.peel.next ]
  %phi113 = phi float [ %fadd278, %fold.body ], [ %fadd278.peel, %fold.body.peel.next ]
  %15 = shl i64 %i112, 13
  %gep = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %15
  %v121 = load float, ptr addrspace(1) %gep, align 4
  %p124 = getelementptr i8, ptr addrspace(1) %gep, i64 256
  %v125 = load float, ptr addrspace(1) %p124, align 4
  %p128 = getelementptr i8, ptr addrspace(1) %gep, i64 512
  %v129 = load float, ptr addrspace(1) %p128, align 4
  %p132 = getelementptr i8, ptr addrspace(1) %gep, i64 768
  %v133 = load float, ptr addrspace(1) %p132, align 4
  %p136 = getelementptr i8, ptr addrspace(1) %gep, i64 1024
  %v137 = load float, ptr addrspace(1) %p136, align 4
  %p140 = getelementptr i8, ptr addrspace(1) %gep, i64 1280
  %v141 = load float, ptr addrspace(1) %p140, align 4
  %p144 = getelementptr i8, ptr addrspace(1) %gep, i64 1536
  %v145 = load float, ptr addrspace(1) %p144, align 4
  %p148 = getelementptr i8, ptr addrspace(1) %gep, i64 1792
  %v149 = load float, ptr addrspace(1) %p148, align 4
  %p152 = getelementptr i8, ptr addrspace(1) %gep, i64 2048
  %v153 = load float, ptr addrspace(1) %p152, align 4
  %p156 = getelementptr i8, ptr addrspace(1) %gep, i64 2304
  %v157 = load float, ptr addrspace(1) %p156, align 4
  %p160 = getelementptr i8, ptr addrspace(1) %gep, i64 2560
  %v161 = load float, ptr addrspace(1) %p160, align 4
  %p164 = getelementptr i8, ptr addrspace(1) %gep, i64 2816
  %v165 = load float, ptr addrspace(1) %p164, align 4
  %p168 = getelementptr i8, ptr addrspace(1) %gep, i64 3072
  %v169 = load float, ptr addrspace(1) %p168, align 4
  %p172 = getelementptr i8, ptr addrspace(1) %gep, i64 3328
  %v173 = load float, ptr addrspace(1) %p172, align 4
  %p176 = getelementptr i8, ptr addrspace(1) %gep, i64 3584
  %v177 = load float, ptr addrspace(1) %p176, align 4
  %p180 = getelementptr i8, ptr addrspace(1) %gep, i64 3840
  %v181 = load float, ptr addrspace(1) %p180, align 4
  %p184 = getelementptr i8, ptr addrspace(1) %gep, i64 4096
  %v185 = load float, ptr addrspace(1) %p184, align 4
  %p188 = getelementptr i8, ptr addrspace(1) %gep, i64 4352
  %v189 = load float, ptr addrspace(1) %p188, align 4
  %p192 = getelementptr i8, ptr addrspace(1) %gep, i64 4608
  %v193 = load float, ptr addrspace(1) %p192, align 4
  %p196 = getelementptr i8, ptr addrspace(1) %gep, i64 4864
  %v197 = load float, ptr addrspace(1) %p196, align 4
  %p200 = getelementptr i8, ptr addrspace(1) %gep, i64 5120
  %v201 = load float, ptr addrspace(1) %p200, align 4
  %p204 = getelementptr i8, ptr addrspace(1) %gep, i64 5376
  %v205 = load float, ptr addrspace(1) %p204, align 4
  %p208 = getelementptr i8, ptr addrspace(1) %gep, i64 5632
  %v209 = load float, ptr addrspace(1) %p208, align 4
  %p212 = getelementptr i8, ptr addrspace(1) %gep, i64 5888
  %v213 = load float, ptr addrspace(1) %p212, align 4
  %p216 = getelementptr i8, ptr addrspace(1) %gep, i64 6144
  %v217 = load float, ptr addrspace(1) %p216, align 4
  %p220 = getelementptr i8, ptr addrspace(1) %gep, i64 6400
  %v221 = load float, ptr addrspace(1) %p220, align 4
  %p224 = getelementptr i8, ptr addrspace(1) %gep, i64 6656
  %v225 = load float, ptr addrspace(1) %p224, align 4
  %p228 = getelementptr i8, ptr addrspace(1) %gep, i64 6912
  %v229 = load float, ptr addrspace(1) %p228, align 4
  %p232 = getelementptr i8, ptr addrspace(1) %gep, i64 7168
  %v233 = load float, ptr addrspace(1) %p232, align 4
  %p236 = getelementptr i8, ptr addrspace(1) %gep, i64 7424
  %v237 = load float, ptr addrspace(1) %p236, align 4
  %p240 = getelementptr i8, ptr addrspace(1) %gep, i64 7680
  %v241 = load float, ptr addrspace(1) %p240, align 4
  %p244 = getelementptr i8, ptr addrspace(1) %gep, i64 7936
  %v245 = load float, ptr addrspace(1) %p244, align 4
  %fadd246 = fadd reassoc contract float %phi113, %v121
  %fadd248 = fadd reassoc contract float %v125, %fadd246
  %fadd249 = fadd reassoc contract float %v129, %fadd248
  %fadd250 = fadd reassoc contract float %v133, %fadd249
  %fadd251 = fadd reassoc contract float %v137, %fadd250
  %fadd252 = fadd reassoc contract float %v141, %fadd251
  %fadd253 = fadd reassoc contract float %v145, %fadd252
  %fadd254 = fadd reassoc contract float %v149, %fadd253
  %fadd255 = fadd reassoc contract float %v153, %fadd254
  %fadd256 = fadd reassoc contract float %v157, %fadd255
  %fadd257 = fadd reassoc contract float %v161, %fadd256
  %fadd258 = fadd reassoc contract float %v165, %fadd257
  %fadd259 = fadd reassoc contract float %v169, %fadd258
  %fadd260 = fadd reassoc contract float %v173, %fadd259
  %fadd261 = fadd reassoc contract float %v177, %fadd260
  %fadd262 = fadd reassoc contract float %v181, %fadd261
  %fadd263 = fadd reassoc contract float %v185, %fadd262
  %fadd264 = fadd reassoc contract float %v189, %fadd263
  %fadd265 = fadd reassoc contract float %v193, %fadd264
  %fadd266 = fadd reassoc contract float %v197, %fadd265
  %fadd267 = fadd reassoc contract float %v201, %fadd266
  %fadd268 = fadd reassoc contract float %v205, %fadd267
  %fadd269 = fadd reassoc contract float %v209, %fadd268
  %fadd270 = fadd reassoc contract float %v213, %fadd269
  %fadd271 = fadd reassoc contract float %v217, %fadd270
  %fadd272 = fadd reassoc contract float %v221, %fadd271
  %fadd273 = fadd reassoc contract float %v225, %fadd272
  %fadd274 = fadd reassoc contract float %v229, %fadd273
  %fadd275 = fadd reassoc contract float %v233, %fadd274
  %fadd276 = fadd reassoc contract float %v237, %fadd275
  %fadd277 = fadd reassoc contract float %v241, %fadd276
  %fadd278 = fadd reassoc contract float %v245, %fadd277
  %add279 = add nuw nsw i64 %i112, 1
  %exitcond.not = icmp eq i64 %add279, %full
  br i1 %exitcond.not, label %fold.exit, label %fold.body, !llvm.loop !9

fold.exit:                                        ; preds = %fold.body, %fold.body.preheader, %then108
  %phi281 = phi float [ 0.000000e+00, %then108 ], [ %fadd278.peel, %fold.body.preheader ], [ %fadd278, %fold.body ]
  %mul283 = shl nsw i64 %full, 10
  %add285 = add i64 %add116, %mul283
  %sub286 = add i64 %call100, -1
  %call287 = tail call i64 @llvm.smax.i64(i64 %sub286, i64 %add106)
  %cmp289 = icmp slt i64 %add285, %call100
  %call290 = tail call i64 @llvm.smin.i64(i64 %add285, i64 %call287)
  %p292.idx = shl i64 %call290, 3
  %p292 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p292.idx
  %v293 = load float, ptr addrspace(1) %p292, align 4
  %add294 = add i64 %add285, 32
  %cmp295 = icmp slt i64 %add294, %call100
  %call296 = tail call i64 @llvm.smin.i64(i64 %add294, i64 %call287)
  %p298.idx = shl i64 %call296, 3
  %p298 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p298.idx
  %v299 = load float, ptr addrspace(1) %p298, align 4
  %add300 = add i64 %add285, 64
  %cmp301 = icmp slt i64 %add300, %call100
  %call302 = tail call i64 @llvm.smin.i64(i64 %add300, i64 %call287)
  %p304.idx = shl i64 %call302, 3
  %p304 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p304.idx
  %v305 = load float, ptr addrspace(1) %p304, align 4
  %add306 = add i64 %add285, 96
  %cmp307 = icmp slt i64 %add306, %call100
  %call308 = tail call i64 @llvm.smin.i64(i64 %add306, i64 %call287)
  %p310.idx = shl i64 %call308, 3
  %p310 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p310.idx
  %v311 = load float, ptr addrspace(1) %p310, align 4
  %add312 = add i64 %add285, 128
  %cmp313 = icmp slt i64 %add312, %call100
  %call314 = tail call i64 @llvm.smin.i64(i64 %add312, i64 %call287)
  %p316.idx = shl i64 %call314, 3
  %p316 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p316.idx
  %v317 = load float, ptr addrspace(1) %p316, align 4
  %add318 = add i64 %add285, 160
  %cmp319 = icmp slt i64 %add318, %call100
  %call320 = tail call i64 @llvm.smin.i64(i64 %add318, i64 %call287)
  %p322.idx = shl i64 %call320, 3
  %p322 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p322.idx
  %v323 = load float, ptr addrspace(1) %p322, align 4
  %add324 = add i64 %add285, 192
  %cmp325 = icmp slt i64 %add324, %call100
  %call326 = tail call i64 @llvm.smin.i64(i64 %add324, i64 %call287)
  %p328.idx = shl i64 %call326, 3
  %p328 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p328.idx
  %v329 = load float, ptr addrspace(1) %p328, align 4
  %add330 = add i64 %add285, 224
  %cmp331 = icmp slt i64 %add330, %call100
  %call332 = tail call i64 @llvm.smin.i64(i64 %add330, i64 %call287)
  %p334.idx = shl i64 %call332, 3
  %p334 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p334.idx
  %v335 = load float, ptr addrspace(1) %p334, align 4
  %add336 = add i64 %add285, 256
  %cmp337 = icmp slt i64 %add336, %call100
  %call338 = tail call i64 @llvm.smin.i64(i64 %add336, i64 %call287)
  %p340.idx = shl i64 %call338, 3
  %p340 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p340.idx
  %v341 = load float, ptr addrspace(1) %p340, align 4
  %add342 = add i64 %add285, 288
  %cmp343 = icmp slt i64 %add342, %call100
  %call344 = tail call i64 @llvm.smin.i64(i64 %add342, i64 %call287)
  %p346.idx = shl i64 %call344, 3
  %p346 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p346.idx
  %v347 = load float, ptr addrspace(1) %p346, align 4
  %add348 = add i64 %add285, 320
  %cmp349 = icmp slt i64 %add348, %call100
  %call350 = tail call i64 @llvm.smin.i64(i64 %add348, i64 %call287)
  %p352.idx = shl i64 %call350, 3
  %p352 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p352.idx
  %v353 = load float, ptr addrspace(1) %p352, align 4
  %add354 = add i64 %add285, 352
  %cmp355 = icmp slt i64 %add354, %call100
  %call356 = tail call i64 @llvm.smin.i64(i64 %add354, i64 %call287)
  %p358.idx = shl i64 %call356, 3
  %p358 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p358.idx
  %v359 = load float, ptr addrspace(1) %p358, align 4
  %add360 = add i64 %add285, 384
  %cmp361 = icmp slt i64 %add360, %call100
  %call362 = tail call i64 @llvm.smin.i64(i64 %add360, i64 %call287)
  %p364.idx = shl i64 %call362, 3
  %p364 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p364.idx
  %v365 = load float, ptr addrspace(1) %p364, align 4
  %add366 = add i64 %add285, 416
  %cmp367 = icmp slt i64 %add366, %call100
  %call368 = tail call i64 @llvm.smin.i64(i64 %add366, i64 %call287)
  %p370.idx = shl i64 %call368, 3
  %p370 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p370.idx
  %v371 = load float, ptr addrspace(1) %p370, align 4
  %add372 = add i64 %add285, 448
  %cmp373 = icmp slt i64 %add372, %call100
  %call374 = tail call i64 @llvm.smin.i64(i64 %add372, i64 %call287)
  %p376.idx = shl i64 %call374, 3
  %p376 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p376.idx
  %v377 = load float, ptr addrspace(1) %p376, align 4
  %add378 = add i64 %add285, 480
  %cmp379 = icmp slt i64 %add378, %call100
  %call380 = tail call i64 @llvm.smin.i64(i64 %add378, i64 %call287)
  %p382.idx = shl i64 %call380, 3
  %p382 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p382.idx
  %v383 = load float, ptr addrspace(1) %p382, align 4
  %add384 = add i64 %add285, 512
  %cmp385 = icmp slt i64 %add384, %call100
  %call386 = tail call i64 @llvm.smin.i64(i64 %add384, i64 %call287)
  %p388.idx = shl i64 %call386, 3
  %p388 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p388.idx
  %v389 = load float, ptr addrspace(1) %p388, align 4
  %add390 = add i64 %add285, 544
  %cmp391 = icmp slt i64 %add390, %call100
  %call392 = tail call i64 @llvm.smin.i64(i64 %add390, i64 %call287)
  %p394.idx = shl i64 %call392, 3
  %p394 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p394.idx
  %v395 = load float, ptr addrspace(1) %p394, align 4
  %add396 = add i64 %add285, 576
  %cmp397 = icmp slt i64 %add396, %call100
  %call398 = tail call i64 @llvm.smin.i64(i64 %add396, i64 %call287)
  %p400.idx = shl i64 %call398, 3
  %p400 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p400.idx
  %v401 = load float, ptr addrspace(1) %p400, align 4
  %add402 = add i64 %add285, 608
  %cmp403 = icmp slt i64 %add402, %call100
  %call404 = tail call i64 @llvm.smin.i64(i64 %add402, i64 %call287)
  %p406.idx = shl i64 %call404, 3
  %p406 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p406.idx
  %v407 = load float, ptr addrspace(1) %p406, align 4
  %add408 = add i64 %add285, 640
  %cmp409 = icmp slt i64 %add408, %call100
  %call410 = tail call i64 @llvm.smin.i64(i64 %add408, i64 %call287)
  %p412.idx = shl i64 %call410, 3
  %p412 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p412.idx
  %v413 = load float, ptr addrspace(1) %p412, align 4
  %add414 = add i64 %add285, 672
  %cmp415 = icmp slt i64 %add414, %call100
  %call416 = tail call i64 @llvm.smin.i64(i64 %add414, i64 %call287)
  %p418.idx = shl i64 %call416, 3
  %p418 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p418.idx
  %v419 = load float, ptr addrspace(1) %p418, align 4
  %add420 = add i64 %add285, 704
  %cmp421 = icmp slt i64 %add420, %call100
  %call422 = tail call i64 @llvm.smin.i64(i64 %add420, i64 %call287)
  %p424.idx = shl i64 %call422, 3
  %p424 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p424.idx
  %v425 = load float, ptr addrspace(1) %p424, align 4
  %add426 = add i64 %add285, 736
  %cmp427 = icmp slt i64 %add426, %call100
  %call428 = tail call i64 @llvm.smin.i64(i64 %add426, i64 %call287)
  %p430.idx = shl i64 %call428, 3
  %p430 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p430.idx
  %v431 = load float, ptr addrspace(1) %p430, align 4
  %add432 = add i64 %add285, 768
  %cmp433 = icmp slt i64 %add432, %call100
  %call434 = tail call i64 @llvm.smin.i64(i64 %add432, i64 %call287)
  %p436.idx = shl i64 %call434, 3
  %p436 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p436.idx
  %v437 = load float, ptr addrspace(1) %p436, align 4
  %add438 = add i64 %add285, 800
  %cmp439 = icmp slt i64 %add438, %call100
  %call440 = tail call i64 @llvm.smin.i64(i64 %add438, i64 %call287)
  %p442.idx = shl i64 %call440, 3
  %p442 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p442.idx
  %v443 = load float, ptr addrspace(1) %p442, align 4
  %add444 = add i64 %add285, 832
  %cmp445 = icmp slt i64 %add444, %call100
  %call446 = tail call i64 @llvm.smin.i64(i64 %add444, i64 %call287)
  %p448.idx = shl i64 %call446, 3
  %p448 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p448.idx
  %v449 = load float, ptr addrspace(1) %p448, align 4
  %add450 = add i64 %add285, 864
  %cmp451 = icmp slt i64 %add450, %call100
  %call452 = tail call i64 @llvm.smin.i64(i64 %add450, i64 %call287)
  %p454.idx = shl i64 %call452, 3
  %p454 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p454.idx
  %v455 = load float, ptr addrspace(1) %p454, align 4
  %add456 = add i64 %add285, 896
  %cmp457 = icmp slt i64 %add456, %call100
  %call458 = tail call i64 @llvm.smin.i64(i64 %add456, i64 %call287)
  %p460.idx = shl i64 %call458, 3
  %p460 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p460.idx
  %v461 = load float, ptr addrspace(1) %p460, align 4
  %add462 = add i64 %add285, 928
  %cmp463 = icmp slt i64 %add462, %call100
  %call464 = tail call i64 @llvm.smin.i64(i64 %add462, i64 %call287)
  %p466.idx = shl i64 %call464, 3
  %p466 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p466.idx
  %v467 = load float, ptr addrspace(1) %p466, align 4
  %add468 = add i64 %add285, 960
  %cmp469 = icmp slt i64 %add468, %call100
  %call470 = tail call i64 @llvm.smin.i64(i64 %add468, i64 %call287)
  %p472.idx = shl i64 %call470, 3
  %p472 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p472.idx
  %v473 = load float, ptr addrspace(1) %p472, align 4
  %add474 = add i64 %add285, 992
  %cmp475 = icmp slt i64 %add474, %call100
  %call476 = tail call i64 @llvm.smin.i64(i64 %add474, i64 %call287)
  %p478.idx = shl i64 %call476, 3
  %p478 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 %p478.idx
  %v479 = load float, ptr addrspace(1) %p478, align 4
  %fadd480 = fadd reassoc contract float %phi281, %v293
  %sel481 = select i1 %cmp111, float %fadd480, float %v293
  %sel482 = select i1 %cmp289, float %sel481, float %phi281
  %has483 = or i1 %cmp111, %cmp289
  %fadd484 = fadd reassoc contract float %v299, %sel482
  %sel485 = select i1 %has483, float %fadd484, float %v299
  %sel486 = select i1 %cmp295, float %sel485, float %sel482
  %has487 = or i1 %has483, %cmp295
  %fadd488 = fadd reassoc contract float %v305, %sel486
  %sel489 = select i1 %has487, float %fadd488, float %v305
  %sel490 = select i1 %cmp301, float %sel489, float %sel486
  %has491 = or i1 %cmp301, %has487
  %fadd492 = fadd reassoc contract float %v311, %sel490
  %sel493 = select i1 %has491, float %fadd492, float %v311
  %sel494 = select i1 %cmp307, float %sel493, float %sel490
  %has495 = or i1 %cmp307, %has491
  %fadd496 = fadd reassoc contract float %v317, %sel494
  %sel497 = select i1 %has495, float %fadd496, float %v317
  %sel498 = select i1 %cmp313, float %sel497, float %sel494
  %has499 = or i1 %cmp313, %has495
  %fadd500 = fadd reassoc contract float %v323, %sel498
  %sel501 = select i1 %has499, float %fadd500, float %v323
  %sel502 = select i1 %cmp319, float %sel501, float %sel498
  %has503 = or i1 %cmp319, %has499
  %fadd504 = fadd reassoc contract float %v329, %sel502
  %sel505 = select i1 %has503, float %fadd504, float %v329
  %sel506 = select i1 %cmp325, float %sel505, float %sel502
  %has507 = or i1 %cmp325, %has503
  %fadd508 = fadd reassoc contract float %v335, %sel506
  %sel509 = select i1 %has507, float %fadd508, float %v335
  %sel510 = select i1 %cmp331, float %sel509, float %sel506
  %has511 = or i1 %cmp331, %has507
  %fadd512 = fadd reassoc contract float %v341, %sel510
  %sel513 = select i1 %has511, float %fadd512, float %v341
  %sel514 = select i1 %cmp337, float %sel513, float %sel510
  %has515 = or i1 %cmp337, %has511
  %fadd516 = fadd reassoc contract float %v347, %sel514
  %sel517 = select i1 %has515, float %fadd516, float %v347
  %sel518 = select i1 %cmp343, float %sel517, float %sel514
  %has519 = or i1 %cmp343, %has515
  %fadd520 = fadd reassoc contract float %v353, %sel518
  %sel521 = select i1 %has519, float %fadd520, float %v353
  %sel522 = select i1 %cmp349, float %sel521, float %sel518
  %has523 = or i1 %cmp349, %has519
  %fadd524 = fadd reassoc contract float %v359, %sel522
  %sel525 = select i1 %has523, float %fadd524, float %v359
  %sel526 = select i1 %cmp355, float %sel525, float %sel522
  %has527 = or i1 %cmp355, %has523
  %fadd528 = fadd reassoc contract float %v365, %sel526
  %sel529 = select i1 %has527, float %fadd528, float %v365
  %sel530 = select i1 %cmp361, float %sel529, float %sel526
  %has531 = or i1 %cmp361, %has527
  %fadd532 = fadd reassoc contract float %v371, %sel530
  %sel533 = select i1 %has531, float %fadd532, float %v371
  %sel534 = select i1 %cmp367, float %sel533, float %sel530
  %has535 = or i1 %cmp367, %has531
  %fadd536 = fadd reassoc contract float %v377, %sel534
  %sel537 = select i1 %has535, float %fadd536, float %v377
  %sel538 = select i1 %cmp373, float %sel537, float %sel534
  %has539 = or i1 %cmp373, %has535
  %fadd540 = fadd reassoc contract float %v383, %sel538
  %sel541 = select i1 %has539, float %fadd540, float %v383
  %sel542 = select i1 %cmp379, float %sel541, float %sel538
  %has543 = or i1 %cmp379, %has539
  %fadd544 = fadd reassoc contract float %v389, %sel542
  %sel545 = select i1 %has543, float %fadd544, float %v389
  %sel546 = select i1 %cmp385, float %sel545, float %sel542
  %has547 = or i1 %cmp385, %has543
  %fadd548 = fadd reassoc contract float %v395, %sel546
  %sel549 = select i1 %has547, float %fadd548, float %v395
  %sel550 = select i1 %cmp391, float %sel549, float %sel546
  %has551 = or i1 %cmp391, %has547
  %fadd552 = fadd reassoc contract float %v401, %sel550
  %sel553 = select i1 %has551, float %fadd552, float %v401
  %sel554 = select i1 %cmp397, float %sel553, float %sel550
  %has555 = or i1 %cmp397, %has551
  %fadd556 = fadd reassoc contract float %v407, %sel554
  %sel557 = select i1 %has555, float %fadd556, float %v407
  %sel558 = select i1 %cmp403, float %sel557, float %sel554
  %has559 = or i1 %cmp403, %has555
  %fadd560 = fadd reassoc contract float %v413, %sel558
  %sel561 = select i1 %has559, float %fadd560, float %v413
  %sel562 = select i1 %cmp409, float %sel561, float %sel558
  %has563 = or i1 %cmp409, %has559
  %fadd564 = fadd reassoc contract float %v419, %sel562
  %sel565 = select i1 %has563, float %fadd564, float %v419
  %sel566 = select i1 %cmp415, float %sel565, float %sel562
  %has567 = or i1 %cmp415, %has563
  %fadd568 = fadd reassoc contract float %v425, %sel566
  %sel569 = select i1 %has567, float %fadd568, float %v425
  %sel570 = select i1 %cmp421, float %sel569, float %sel566
  %has571 = or i1 %cmp421, %has567
  %fadd572 = fadd reassoc contract float %v431, %sel570
  %sel573 = select i1 %has571, float %fadd572, float %v431
  %sel574 = select i1 %cmp427, float %sel573, float %sel570
  %has575 = or i1 %cmp427, %has571
  %fadd576 = fadd reassoc contract float %v437, %sel574
  %sel577 = select i1 %has575, float %fadd576, float %v437
  %sel578 = select i1 %cmp433, float %sel577, float %sel574
  %has579 = or i1 %cmp433, %has575
  %fadd580 = fadd reassoc contract float %v443, %sel578
  %sel581 = select i1 %has579, float %fadd580, float %v443
  %sel582 = select i1 %cmp439, float %sel581, float %sel578
  %has583 = or i1 %cmp439, %has579
  %fadd584 = fadd reassoc contract float %v449, %sel582
  %sel585 = select i1 %has583, float %fadd584, float %v449
  %sel586 = select i1 %cmp445, float %sel585, float %sel582
  %has587 = or i1 %cmp445, %has583
  %fadd588 = fadd reassoc contract float %v455, %sel586
  %sel589 = select i1 %has587, float %fadd588, float %v455
  %sel590 = select i1 %cmp451, float %sel589, float %sel586
  %has591 = or i1 %cmp451, %has587
  %fadd592 = fadd reassoc contract float %v461, %sel590
  %sel593 = select i1 %has591, float %fadd592, float %v461
  %sel594 = select i1 %cmp457, float %sel593, float %sel590
  %has595 = or i1 %cmp457, %has591
  %fadd596 = fadd reassoc contract float %v467, %sel594
  %sel597 = select i1 %has595, float %fadd596, float %v467
  %sel598 = select i1 %cmp463, float %sel597, float %sel594
  %has599 = or i1 %cmp463, %has595
  %fadd600 = fadd reassoc contract float %v473, %sel598
  %sel601 = select i1 %has599, float %fadd600, float %v473
  %sel602 = select i1 %cmp469, float %sel601, float %sel598
  %has603 = or i1 %cmp469, %has599
  %fadd604 = fadd reassoc contract float %v479, %sel602
  %sel605 = select i1 %has603, float %fadd604, float %v479
  %sel606 = select i1 %cmp475, float %sel605, float %sel602
  %call608 = tail call i64 @llvm.smin.i64(i64 %sub110, i64 32)
  %call609 = tail call i64 @llvm.smax.i64(i64 %call608, i64 1)
  %bits = bitcast float %sel606 to i32
  %call610 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits, i32 1, i32 31)
  %leaf = bitcast i32 %call610 to float
  %cmp612 = icmp sgt i64 %call608, %add611
  %fadd613 = fadd reassoc contract float %sel606, %leaf
  %sel614 = select i1 %cmp612, float %fadd613, float %sel606
  %bits615 = bitcast float %sel614 to i32
  %call616 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits615, i32 2, i32 31)
  %leaf617 = bitcast i32 %call616 to float
  %cmp619 = icmp ult i64 %add618, %call609
  %fadd620 = fadd reassoc contract float %sel614, %leaf617
  %sel621 = select i1 %cmp619, float %fadd620, float %sel614
  %bits622 = bitcast float %sel621 to i32
  %call623 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits622, i32 4, i32 31)
  %leaf624 = bitcast i32 %call623 to float
  %cmp626 = icmp ult i64 %add625, %call609
  %fadd627 = fadd reassoc contract float %sel621, %leaf624
  %sel628 = select i1 %cmp626, float %fadd627, float %sel621
  %bits629 = bitcast float %sel628 to i32
  %call630 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits629, i32 8, i32 31)
  %leaf631 = bitcast i32 %call630 to float
  %cmp633 = icmp ult i64 %add632, %call609
  %fadd634 = fadd reassoc contract float %sel628, %leaf631
  %sel635 = select i1 %cmp633, float %fadd634, float %sel628
  %bits636 = bitcast float %sel635 to i32
  %call637 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits636, i32 16, i32 31)
  br i1 %cmp24, label %then655, label %endif109

then655:                                          ; preds = %fold.exit
  %mul643 = shl i64 %call100, 1
  %add644 = or disjoint i64 %mul643, 1
  %p645 = getelementptr inbounds i64, ptr addrspace(1) %7, i64 %add644
  %v646 = load i64, ptr addrspace(1) %p645, align 4
  %cmp649.not = icmp eq i64 %v646, 0
  %cmp640 = icmp sgt i64 %sub110, 16
  %leaf638 = bitcast i32 %call637 to float
  %fadd641 = fadd reassoc contract float %sel635, %leaf638
  %sel642 = select i1 %cmp640, float %fadd641, float %sel635
  %p647 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %add644
  %v648 = load float, ptr addrspace(1) %p647, align 4
  %fadd651 = fadd reassoc contract float %sel642, %v648
  %sel653 = select i1 %cmp649.not, float %sel642, float %fadd651
  %fadd657 = fadd reassoc contract float %sel653, 0.000000e+00
  %p659 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %key81
  store float %fadd657, ptr addrspace(1) %p659, align 4
  br label %endif109
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #4

attributes #0 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { nocallback nounwind }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!nvvm.annotations = !{!0, !1, !2, !3, !4, !5, !6}

!0 = !{ptr @systole_fold_seg_offsets_f32_rows, !"kernel", i32 1}
!1 = !{ptr @systole_fold_seg_offsets_f32_listing, !"kernel", i32 1}
!2 = !{ptr @systole_fold_seg_offsets_f32_search, !"kernel", i32 1}
!3 = !{ptr @systole_fold_seg_offsets_f32_segment, !"kernel", i32 1}
!4 = !{ptr @systole_fold_seg_offsets_f32_segment, !"maxntidx", i32 160}
!5 = !{ptr @systole_fold_seg_offsets_f32_segment, !"minctasm", i32 3}
!6 = !{ptr @systole_fold_seg_offsets_f32_finish, !"kernel", i32 1}
!7 = distinct !{!7, !8}
!8 = !{!"llvm.loop.peeled.count", i32 1}
!9 = distinct !{!9, !8}
