; ModuleID = 'systole_fold_of_generate_zigzag'
source_filename = "systole_fold_of_generate_zigzag"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @systole_fold_of_generate_zigzag_rows(i64 %0, i64 %1, i64 %2, ptr addrspace(1) noalias nocapture writeonly %3, ptr addrspace(1) noalias nocapture readnone %4, i64 %5, i64 %6) local_unnamed_addr {
entry:
  %mul1 = mul i64 %1, %0
  %call = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg = zext nneg i32 %call to i64
  %call2 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %sreg3 = zext nneg i32 %call2 to i64
  %call4 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %sreg5 = zext nneg i32 %call4 to i64
  %mul6 = mul nuw nsw i64 %sreg5, %sreg3
  %add = add nuw nsw i64 %mul6, %sreg
  %warp = lshr i64 %add, 5
  %call7 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %sreg8 = zext nneg i32 %call7 to i64
  %mul9 = mul nuw nsw i64 %sreg3, %sreg8
  %warp10 = lshr i64 %mul9, 5
  %lane = and i64 %sreg, 31
  %cmp = icmp eq i64 %lane, 0
  %cmp11 = icmp slt i64 %warp, %mul1
  br i1 %cmp11, label %stride.body.preheader, label %stride.exit

stride.body.preheader:                            ; preds = %entry
  %cmp13 = icmp ult i64 %mul1, 2147483648
  %call35 = tail call i64 @llvm.smin.i64(i64 %1, i64 32)
  %mul36 = mul i64 %call35, %0
  %cmp37 = icmp eq i64 %mul36, 0
  %cmp39 = icmp eq i64 %mul36, -1
  %icast14 = trunc i64 %0 to i32
  %icast15 = trunc i64 %1 to i32
  %full = sdiv i64 %2, 256
  %cmp70 = icmp sgt i64 %2, 255
  %mul136 = shl nsw i64 %full, 8
  %add138 = or disjoint i64 %mul136, %lane
  %sub139 = add i64 %2, -1
  %call140 = tail call i64 @llvm.smax.i64(i64 %sub139, i64 0)
  %cmp142 = icmp slt i64 %add138, %2
  %call143 = tail call i64 @llvm.smin.i64(i64 %add138, i64 %call140)
  %add149 = or disjoint i64 %add138, 32
  %cmp150 = icmp slt i64 %add149, %2
  %call151 = tail call i64 @llvm.smin.i64(i64 %add149, i64 %call140)
  %add157 = or disjoint i64 %add138, 64
  %cmp158 = icmp slt i64 %add157, %2
  %call159 = tail call i64 @llvm.smin.i64(i64 %add157, i64 %call140)
  %add165 = or disjoint i64 %add138, 96
  %cmp166 = icmp slt i64 %add165, %2
  %call167 = tail call i64 @llvm.smin.i64(i64 %add165, i64 %call140)
  %add173 = or disjoint i64 %add138, 128
  %cmp174 = icmp slt i64 %add173, %2
  %call175 = tail call i64 @llvm.smin.i64(i64 %add173, i64 %call140)
  %add181 = or disjoint i64 %add138, 160
  %cmp182 = icmp slt i64 %add181, %2
  %call183 = tail call i64 @llvm.smin.i64(i64 %add181, i64 %call140)
  %add189 = or disjoint i64 %add138, 192
  %cmp190 = icmp slt i64 %add189, %2
  %call191 = tail call i64 @llvm.smin.i64(i64 %add189, i64 %call140)
  %add197 = or disjoint i64 %add138, 224
  %cmp198 = icmp slt i64 %add197, %2
  %call199 = tail call i64 @llvm.smin.i64(i64 %add197, i64 %call140)
  %has = or i1 %cmp70, %cmp142
  %has211 = or i1 %has, %cmp150
  %has215 = or i1 %cmp158, %has211
  %has219 = or i1 %cmp166, %has215
  %call236 = tail call i64 @llvm.smin.i64(i64 %2, i64 32)
  %call237 = tail call i64 @llvm.smax.i64(i64 %call236, i64 1)
  %add239 = add nuw nsw i64 %lane, 1
  %cmp240 = icmp sgt i64 %call236, %add239
  %add246 = add nuw nsw i64 %lane, 2
  %cmp247 = icmp ult i64 %add246, %call237
  %add253 = add nuw nsw i64 %lane, 4
  %cmp254 = icmp ult i64 %add253, %call237
  %add260 = add nuw nsw i64 %lane, 8
  %cmp261 = icmp ult i64 %add260, %call237
  %cmp271 = icmp sgt i64 %2, 0
  %cmp268 = icmp sgt i64 %2, 16
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %endif275
  %i = phi i64 [ %add276, %endif275 ], [ %warp, %stride.body.preheader ]
  br i1 %cmp13, label %then, label %else

stride.exit:                                      ; preds = %endif275, %entry
  ret void

then:                                             ; preds = %stride.body
  %icast = trunc i64 %i to i32
  %7 = tail call i32 asm "{ .reg .pred %p; setp.lt.u32 %p, $1, $2; selp.b32 $0, $1, $2, %p; }", "=r,r,r"(i32 %icast15, i32 32) #5
  %mul16 = mul i32 %7, %icast14
  %cmp17 = icmp eq i32 %mul16, 0
  %sel = tail call i32 @llvm.umax.i32(i32 %mul16, i32 1)
  %div = udiv i32 %icast, %sel
  %sel18 = select i1 %cmp17, i32 0, i32 %div
  %mul19 = mul i32 %sel18, %7
  %sub = sub i32 %icast15, %mul19
  %8 = tail call i32 asm "{ .reg .pred %p; setp.lt.u32 %p, $1, $2; selp.b32 $0, $1, $2, %p; }", "=r,r,r"(i32 %sub, i32 %7) #5
  %mul20 = mul i32 %sel18, %mul16
  %sub21 = sub i32 %icast, %mul20
  %cmp22 = icmp eq i32 %8, 0
  %sel23 = tail call i32 @llvm.umax.i32(i32 %8, i32 1)
  %div24 = udiv i32 %sub21, %sel23
  %sel25 = select i1 %cmp22, i32 0, i32 %div24
  %mul26 = mul i32 %sel25, %8
  %sub27 = sub i32 %sub21, %mul26
  %and = and i32 %sel25, 1
  %cmp28.not = icmp eq i32 %and, 0
  %9 = xor i32 %sub27, -1
  %sub30 = add i32 %8, %9
  %sel31 = select i1 %cmp28.not, i32 %sub27, i32 %sub30
  %add32 = add i32 %sel31, %mul19
  %icast33 = zext i32 %sel25 to i64
  %icast34 = zext i32 %add32 to i64
  br label %endif

else:                                             ; preds = %stride.body
  %cmp38 = icmp eq i64 %i, -9223372036854775808
  %ovf = and i1 %cmp39, %cmp38
  %bad = or i1 %cmp37, %ovf
  %sel40 = select i1 %bad, i64 1, i64 %mul36
  %div41 = sdiv i64 %i, %sel40
  %sel42 = select i1 %cmp37, i64 0, i64 %div41
  %mul43 = mul i64 %sel42, %call35
  %sub44 = sub i64 %1, %mul43
  %call45 = tail call i64 @llvm.smin.i64(i64 %sub44, i64 %call35)
  %mul46 = mul i64 %sel42, %mul36
  %sub47 = sub i64 %i, %mul46
  %cmp48 = icmp eq i64 %call45, 0
  %cmp49 = icmp eq i64 %sub47, -9223372036854775808
  %cmp50 = icmp eq i64 %call45, -1
  %ovf51 = and i1 %cmp49, %cmp50
  %bad52 = or i1 %cmp48, %ovf51
  %sel53 = select i1 %bad52, i64 1, i64 %call45
  %div54 = sdiv i64 %sub47, %sel53
  %sel55 = select i1 %cmp48, i64 0, i64 %div54
  %mul56 = mul i64 %sel55, %call45
  %sub57 = sub i64 %sub47, %mul56
  %and58 = and i64 %sel55, 1
  %cmp59.not = icmp eq i64 %and58, 0
  %10 = xor i64 %sub57, -1
  %sub61 = add i64 %call45, %10
  %sel62 = select i1 %cmp59.not, i64 %sub57, i64 %sub61
  %add63 = add i64 %sel62, %mul43
  br label %endif

endif:                                            ; preds = %else, %then
  %phi = phi i64 [ %icast33, %then ], [ %sel55, %else ]
  %phi64 = phi i64 [ %icast34, %then ], [ %add63, %else ]
  %mul65 = mul i64 %phi, %1
  %add66 = add i64 %mul65, %phi64
  %q = sdiv i64 %add66, %1
  %mul67 = mul i64 %q, %1
  %sub68 = sub i64 %add66, %mul67
  br i1 %cmp70, label %fold.body, label %fold.exit

fold.body:                                        ; preds = %endif, %fold.body
  %i71 = phi i64 [ %add132, %fold.body ], [ 0, %endif ]
  %phi73 = phi float [ %fadd131, %fold.body ], [ -0.000000e+00, %endif ]
  %mul74 = shl i64 %i71, 8
  %add76 = or disjoint i64 %mul74, %lane
  %mul80 = mul i64 %add76, %q
  %add81 = add i64 %mul80, %sub68
  %sitofp = sitofp i64 %add81 to float
  %add82 = or disjoint i64 %add76, 32
  %mul85 = mul i64 %add82, %q
  %add86 = add i64 %mul85, %sub68
  %sitofp87 = sitofp i64 %add86 to float
  %add88 = or disjoint i64 %add76, 64
  %mul91 = mul i64 %add88, %q
  %add92 = add i64 %mul91, %sub68
  %sitofp93 = sitofp i64 %add92 to float
  %add94 = or disjoint i64 %add76, 96
  %mul97 = mul i64 %add94, %q
  %add98 = add i64 %mul97, %sub68
  %sitofp99 = sitofp i64 %add98 to float
  %add100 = or disjoint i64 %add76, 128
  %mul103 = mul i64 %add100, %q
  %add104 = add i64 %mul103, %sub68
  %sitofp105 = sitofp i64 %add104 to float
  %add106 = or disjoint i64 %add76, 160
  %mul109 = mul i64 %add106, %q
  %add110 = add i64 %mul109, %sub68
  %sitofp111 = sitofp i64 %add110 to float
  %add112 = or disjoint i64 %add76, 192
  %mul115 = mul i64 %add112, %q
  %add116 = add i64 %mul115, %sub68
  %sitofp117 = sitofp i64 %add116 to float
  %add118 = or disjoint i64 %add76, 224
  %mul121 = mul i64 %add118, %q
  %add122 = add i64 %mul121, %sub68
  %sitofp123 = sitofp i64 %add122 to float
  %sel124 = fadd reassoc contract float %phi73, %sitofp
  %fadd125 = fadd reassoc contract float %sel124, %sitofp87
  %fadd126 = fadd reassoc contract float %fadd125, %sitofp93
  %fadd127 = fadd reassoc contract float %fadd126, %sitofp99
  %fadd128 = fadd reassoc contract float %fadd127, %sitofp105
  %fadd129 = fadd reassoc contract float %fadd128, %sitofp111
  %fadd130 = fadd reassoc contract float %fadd129, %sitofp117
  %fadd131 = fadd reassoc contract float %fadd130, %sitofp123
  %add132 = add nuw nsw i64 %i71, 1
  %exitcond.not = icmp eq i64 %add132, %full
  br i1 %exitcond.not, label %fold.exit, label %fold.body

fold.exit:                                        ; preds = %fold.body, %endif
  %fadd205 = phi float [ -0.000000e+00, %endif ], [ %fadd131, %fold.body ]
  %phi134 = phi float [ 0.000000e+00, %endif ], [ %fadd131, %fold.body ]
  %mul146 = mul i64 %q, %call143
  %add147 = add i64 %sub68, %mul146
  %sitofp148 = sitofp i64 %add147 to float
  %mul154 = mul i64 %q, %call151
  %add155 = add i64 %sub68, %mul154
  %sitofp156 = sitofp i64 %add155 to float
  %mul162 = mul i64 %q, %call159
  %add163 = add i64 %sub68, %mul162
  %sitofp164 = sitofp i64 %add163 to float
  %mul170 = mul i64 %q, %call167
  %add171 = add i64 %sub68, %mul170
  %sitofp172 = sitofp i64 %add171 to float
  %mul178 = mul i64 %q, %call175
  %add179 = add i64 %sub68, %mul178
  %sitofp180 = sitofp i64 %add179 to float
  %mul186 = mul i64 %q, %call183
  %add187 = add i64 %sub68, %mul186
  %sitofp188 = sitofp i64 %add187 to float
  %mul194 = mul i64 %q, %call191
  %add195 = add i64 %sub68, %mul194
  %sitofp196 = sitofp i64 %add195 to float
  %mul202 = mul i64 %q, %call199
  %add203 = add i64 %sub68, %mul202
  %sitofp204 = sitofp i64 %add203 to float
  %sel206 = fadd reassoc contract float %fadd205, %sitofp148
  %sel207 = select i1 %cmp142, float %sel206, float %phi134
  %fadd208 = select i1 %has, float %sel207, float -0.000000e+00
  %sel209 = fadd reassoc contract float %fadd208, %sitofp156
  %sel210 = select i1 %cmp150, float %sel209, float %sel207
  %fadd212 = select i1 %has211, float %sel210, float -0.000000e+00
  %sel213 = fadd reassoc contract float %fadd212, %sitofp164
  %sel214 = select i1 %cmp158, float %sel213, float %sel210
  %fadd216 = select i1 %has215, float %sel214, float -0.000000e+00
  %sel217 = fadd reassoc contract float %fadd216, %sitofp172
  %sel218 = select i1 %cmp166, float %sel217, float %sel214
  %fadd220 = select i1 %has219, float %sel218, float -0.000000e+00
  %sel221 = fadd reassoc contract float %fadd220, %sitofp180
  %11 = select i1 %cmp174, float %sel221, float %sel218
  %sel222 = select i1 %has219, float %sel218, float -0.000000e+00
  %fadd224 = select i1 %cmp174, float %sel221, float %sel222
  %sel225 = fadd reassoc contract float %fadd224, %sitofp188
  %12 = select i1 %cmp182, float %sel225, float %11
  %fadd228 = select i1 %cmp182, float %sel225, float %fadd224
  %sel229 = fadd reassoc contract float %fadd228, %sitofp196
  %13 = select i1 %cmp190, float %sel229, float %12
  %fadd232 = select i1 %cmp190, float %sel229, float %fadd228
  %sel233 = fadd reassoc contract float %fadd232, %sitofp204
  %sel234 = select i1 %cmp198, float %sel233, float %13
  %bits = bitcast float %sel234 to i32
  %call238 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits, i32 1, i32 31)
  %leaf = bitcast i32 %call238 to float
  %fadd241 = fadd reassoc contract float %sel234, %leaf
  %sel242 = select i1 %cmp240, float %fadd241, float %sel234
  %bits243 = bitcast float %sel242 to i32
  %call244 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits243, i32 2, i32 31)
  %leaf245 = bitcast i32 %call244 to float
  %fadd248 = fadd reassoc contract float %sel242, %leaf245
  %sel249 = select i1 %cmp247, float %fadd248, float %sel242
  %bits250 = bitcast float %sel249 to i32
  %call251 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits250, i32 4, i32 31)
  %leaf252 = bitcast i32 %call251 to float
  %fadd255 = fadd reassoc contract float %sel249, %leaf252
  %sel256 = select i1 %cmp254, float %fadd255, float %sel249
  %bits257 = bitcast float %sel256 to i32
  %call258 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits257, i32 8, i32 31)
  %leaf259 = bitcast i32 %call258 to float
  %fadd262 = fadd reassoc contract float %sel256, %leaf259
  %sel263 = select i1 %cmp261, float %fadd262, float %sel256
  %bits264 = bitcast float %sel263 to i32
  %call265 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits264, i32 16, i32 31)
  br i1 %cmp, label %then274, label %endif275

then274:                                          ; preds = %fold.exit
  %leaf266 = bitcast i32 %call265 to float
  %fadd269 = fadd reassoc contract float %sel263, %leaf266
  %sel270 = select i1 %cmp268, float %fadd269, float %sel263
  %fadd272 = fadd reassoc contract float %sel270, 0.000000e+00
  %sel273 = select i1 %cmp271, float %fadd272, float 0.000000e+00
  %p = getelementptr inbounds float, ptr addrspace(1) %3, i64 %add66
  store float %sel273, ptr addrspace(1) %p, align 4
  br label %endif275

endif275:                                         ; preds = %then274, %fold.exit
  %add276 = add i64 %i, %warp10
  %cmp277 = icmp slt i64 %add276, %mul1
  br i1 %cmp277, label %stride.body, label %stride.exit
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
declare i64 @llvm.smin.i64(i64, i64) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #1

; Function Attrs: norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite)
define void @systole_fold_of_generate_zigzag_segment(i64 %0, i64 %1, i64 %2, ptr addrspace(1) noalias nocapture readnone %3, ptr addrspace(1) noalias nocapture writeonly %4, i64 %5, i64 %6) local_unnamed_addr #2 {
entry:
  %mul1 = mul i64 %1, %0
  %call = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg = zext nneg i32 %call to i64
  %call2 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %sreg3 = zext nneg i32 %call2 to i64
  %call4 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %sreg5 = zext nneg i32 %call4 to i64
  %mul6 = mul nuw nsw i64 %sreg5, %sreg3
  %add = add nuw nsw i64 %mul6, %sreg
  %warp = lshr i64 %add, 5
  %call7 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %sreg8 = zext nneg i32 %call7 to i64
  %mul9 = mul nuw nsw i64 %sreg3, %sreg8
  %warp10 = lshr i64 %mul9, 5
  %lane = and i64 %sreg, 31
  %cmp = icmp eq i64 %lane, 0
  %mul11 = mul i64 %mul1, %5
  %cmp12 = icmp slt i64 %warp, %mul11
  br i1 %cmp12, label %stride.body.preheader, label %stride.exit

stride.body.preheader:                            ; preds = %entry
  %add187 = add nuw nsw i64 %lane, 1
  %add194 = add nuw nsw i64 %lane, 2
  %add201 = add nuw nsw i64 %lane, 4
  %add208 = add nuw nsw i64 %lane, 8
  %add215 = add nuw nsw i64 %lane, 16
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %endif
  %i = phi i64 [ %add219, %endif ], [ %warp, %stride.body.preheader ]
  %row = sdiv i64 %i, %5
  %mul13 = mul i64 %row, %5
  %sub = sub i64 %i, %mul13
  %mul14 = mul i64 %sub, %6
  %add15 = add i64 %mul14, %6
  %call16 = tail call i64 @llvm.smin.i64(i64 %add15, i64 %2)
  %q = sdiv i64 %row, %1
  %mul17 = mul i64 %q, %1
  %sub18 = sub i64 %row, %mul17
  %sub19 = sub i64 %call16, %mul14
  %full = sdiv i64 %sub19, 256
  %cmp20 = icmp sgt i64 %sub19, 255
  %add24 = add i64 %mul14, %lane
  br i1 %cmp20, label %fold.body, label %fold.exit

stride.exit:                                      ; preds = %endif, %entry
  ret void

fold.body:                                        ; preds = %stride.body, %fold.body
  %i21 = phi i64 [ %add80, %fold.body ], [ 0, %stride.body ]
  %phi22 = phi float [ %fadd79, %fold.body ], [ -0.000000e+00, %stride.body ]
  %mul23 = shl i64 %i21, 8
  %add25 = add i64 %add24, %mul23
  %mul29 = mul i64 %add25, %q
  %add30 = add i64 %mul29, %sub18
  %sitofp = sitofp i64 %add30 to float
  %add31 = add i64 %add25, 32
  %mul34 = mul i64 %add31, %q
  %add35 = add i64 %mul34, %sub18
  %sitofp36 = sitofp i64 %add35 to float
  %add37 = add i64 %add25, 64
  %mul40 = mul i64 %add37, %q
  %add41 = add i64 %mul40, %sub18
  %sitofp42 = sitofp i64 %add41 to float
  %add43 = add i64 %add25, 96
  %mul46 = mul i64 %add43, %q
  %add47 = add i64 %mul46, %sub18
  %sitofp48 = sitofp i64 %add47 to float
  %add49 = add i64 %add25, 128
  %mul52 = mul i64 %add49, %q
  %add53 = add i64 %mul52, %sub18
  %sitofp54 = sitofp i64 %add53 to float
  %add55 = add i64 %add25, 160
  %mul58 = mul i64 %add55, %q
  %add59 = add i64 %mul58, %sub18
  %sitofp60 = sitofp i64 %add59 to float
  %add61 = add i64 %add25, 192
  %mul64 = mul i64 %add61, %q
  %add65 = add i64 %mul64, %sub18
  %sitofp66 = sitofp i64 %add65 to float
  %add67 = add i64 %add25, 224
  %mul70 = mul i64 %add67, %q
  %add71 = add i64 %mul70, %sub18
  %sitofp72 = sitofp i64 %add71 to float
  %sel = fadd reassoc contract float %phi22, %sitofp
  %fadd73 = fadd reassoc contract float %sel, %sitofp36
  %fadd74 = fadd reassoc contract float %fadd73, %sitofp42
  %fadd75 = fadd reassoc contract float %fadd74, %sitofp48
  %fadd76 = fadd reassoc contract float %fadd75, %sitofp54
  %fadd77 = fadd reassoc contract float %fadd76, %sitofp60
  %fadd78 = fadd reassoc contract float %fadd77, %sitofp66
  %fadd79 = fadd reassoc contract float %fadd78, %sitofp72
  %add80 = add nuw nsw i64 %i21, 1
  %exitcond.not = icmp eq i64 %add80, %full
  br i1 %exitcond.not, label %fold.exit, label %fold.body

fold.exit:                                        ; preds = %fold.body, %stride.body
  %fadd153 = phi float [ -0.000000e+00, %stride.body ], [ %fadd79, %fold.body ]
  %phi82 = phi float [ 0.000000e+00, %stride.body ], [ %fadd79, %fold.body ]
  %mul84 = shl nsw i64 %full, 8
  %add86 = add i64 %add24, %mul84
  %sub87 = add i64 %call16, -1
  %call88 = tail call i64 @llvm.smax.i64(i64 %sub87, i64 %mul14)
  %cmp90 = icmp slt i64 %add86, %call16
  %call91 = tail call i64 @llvm.smin.i64(i64 %add86, i64 %call88)
  %mul94 = mul i64 %call91, %q
  %add95 = add i64 %mul94, %sub18
  %sitofp96 = sitofp i64 %add95 to float
  %add97 = add i64 %add86, 32
  %cmp98 = icmp slt i64 %add97, %call16
  %call99 = tail call i64 @llvm.smin.i64(i64 %add97, i64 %call88)
  %mul102 = mul i64 %call99, %q
  %add103 = add i64 %mul102, %sub18
  %sitofp104 = sitofp i64 %add103 to float
  %add105 = add i64 %add86, 64
  %cmp106 = icmp slt i64 %add105, %call16
  %call107 = tail call i64 @llvm.smin.i64(i64 %add105, i64 %call88)
  %mul110 = mul i64 %call107, %q
  %add111 = add i64 %mul110, %sub18
  %sitofp112 = sitofp i64 %add111 to float
  %add113 = add i64 %add86, 96
  %cmp114 = icmp slt i64 %add113, %call16
  %call115 = tail call i64 @llvm.smin.i64(i64 %add113, i64 %call88)
  %mul118 = mul i64 %call115, %q
  %add119 = add i64 %mul118, %sub18
  %sitofp120 = sitofp i64 %add119 to float
  %add121 = add i64 %add86, 128
  %cmp122 = icmp slt i64 %add121, %call16
  %call123 = tail call i64 @llvm.smin.i64(i64 %add121, i64 %call88)
  %mul126 = mul i64 %call123, %q
  %add127 = add i64 %mul126, %sub18
  %sitofp128 = sitofp i64 %add127 to float
  %add129 = add i64 %add86, 160
  %cmp130 = icmp slt i64 %add129, %call16
  %call131 = tail call i64 @llvm.smin.i64(i64 %add129, i64 %call88)
  %mul134 = mul i64 %call131, %q
  %add135 = add i64 %mul134, %sub18
  %sitofp136 = sitofp i64 %add135 to float
  %add137 = add i64 %add86, 192
  %cmp138 = icmp slt i64 %add137, %call16
  %call139 = tail call i64 @llvm.smin.i64(i64 %add137, i64 %call88)
  %mul142 = mul i64 %call139, %q
  %add143 = add i64 %mul142, %sub18
  %sitofp144 = sitofp i64 %add143 to float
  %add145 = add i64 %add86, 224
  %cmp146 = icmp slt i64 %add145, %call16
  %call147 = tail call i64 @llvm.smin.i64(i64 %add145, i64 %call88)
  %mul150 = mul i64 %call147, %q
  %add151 = add i64 %mul150, %sub18
  %sitofp152 = sitofp i64 %add151 to float
  %sel154 = fadd reassoc contract float %fadd153, %sitofp96
  %sel155 = select i1 %cmp90, float %sel154, float %phi82
  %has = or i1 %cmp20, %cmp90
  %fadd156 = select i1 %has, float %sel155, float -0.000000e+00
  %sel157 = fadd reassoc contract float %fadd156, %sitofp104
  %sel158 = select i1 %cmp98, float %sel157, float %sel155
  %has159 = or i1 %has, %cmp98
  %fadd160 = select i1 %has159, float %sel158, float -0.000000e+00
  %sel161 = fadd reassoc contract float %fadd160, %sitofp112
  %sel162 = select i1 %cmp106, float %sel161, float %sel158
  %has163 = or i1 %cmp106, %has159
  %fadd164 = select i1 %has163, float %sel162, float -0.000000e+00
  %sel165 = fadd reassoc contract float %fadd164, %sitofp120
  %sel166 = select i1 %cmp114, float %sel165, float %sel162
  %has167 = or i1 %cmp114, %has163
  %fadd168 = select i1 %has167, float %sel166, float -0.000000e+00
  %sel169 = fadd reassoc contract float %fadd168, %sitofp128
  %7 = select i1 %cmp122, float %sel169, float %sel166
  %sel170 = select i1 %has167, float %sel166, float -0.000000e+00
  %fadd172 = select i1 %cmp122, float %sel169, float %sel170
  %sel173 = fadd reassoc contract float %fadd172, %sitofp136
  %8 = select i1 %cmp130, float %sel173, float %7
  %fadd176 = select i1 %cmp130, float %sel173, float %fadd172
  %sel177 = fadd reassoc contract float %fadd176, %sitofp144
  %9 = select i1 %cmp138, float %sel177, float %8
  %fadd180 = select i1 %cmp138, float %sel177, float %fadd176
  %sel181 = fadd reassoc contract float %fadd180, %sitofp152
  %sel182 = select i1 %cmp146, float %sel181, float %9
  %call184 = tail call i64 @llvm.smin.i64(i64 %sub19, i64 32)
  %call185 = tail call i64 @llvm.smax.i64(i64 %call184, i64 1)
  %bits = bitcast float %sel182 to i32
  %call186 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits, i32 1, i32 31)
  %leaf = bitcast i32 %call186 to float
  %cmp188 = icmp sgt i64 %call184, %add187
  %fadd189 = fadd reassoc contract float %sel182, %leaf
  %sel190 = select i1 %cmp188, float %fadd189, float %sel182
  %bits191 = bitcast float %sel190 to i32
  %call192 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits191, i32 2, i32 31)
  %leaf193 = bitcast i32 %call192 to float
  %cmp195 = icmp ult i64 %add194, %call185
  %fadd196 = fadd reassoc contract float %sel190, %leaf193
  %sel197 = select i1 %cmp195, float %fadd196, float %sel190
  %bits198 = bitcast float %sel197 to i32
  %call199 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits198, i32 4, i32 31)
  %leaf200 = bitcast i32 %call199 to float
  %cmp202 = icmp ult i64 %add201, %call185
  %fadd203 = fadd reassoc contract float %sel197, %leaf200
  %sel204 = select i1 %cmp202, float %fadd203, float %sel197
  %bits205 = bitcast float %sel204 to i32
  %call206 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits205, i32 8, i32 31)
  %leaf207 = bitcast i32 %call206 to float
  %cmp209 = icmp ult i64 %add208, %call185
  %fadd210 = fadd reassoc contract float %sel204, %leaf207
  %sel211 = select i1 %cmp209, float %fadd210, float %sel204
  %bits212 = bitcast float %sel211 to i32
  %call213 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits212, i32 16, i32 31)
  br i1 %cmp, label %then, label %endif

then:                                             ; preds = %fold.exit
  %p = getelementptr inbounds float, ptr addrspace(1) %4, i64 %i
  %cmp216 = icmp ult i64 %add215, %call185
  %leaf214 = bitcast i32 %call213 to float
  %fadd217 = fadd reassoc contract float %sel211, %leaf214
  %sel218 = select i1 %cmp216, float %fadd217, float %sel211
  store float %sel218, ptr addrspace(1) %p, align 4
  br label %endif

endif:                                            ; preds = %then, %fold.exit
  %add219 = add i64 %i, %warp10
  %cmp220 = icmp slt i64 %add219, %mul11
  br i1 %cmp220, label %stride.body, label %stride.exit
}

; Function Attrs: norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define void @systole_fold_of_generate_zigzag_finish(i64 %0, i64 %1, i64 %2, ptr addrspace(1) noalias nocapture writeonly %3, ptr addrspace(1) noalias nocapture readonly %4, i64 %5, i64 %6) local_unnamed_addr #3 {
entry:
  %mul1 = mul i64 %1, %0
  %call = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg = zext nneg i32 %call to i64
  %call2 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %sreg3 = zext nneg i32 %call2 to i64
  %call4 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %sreg5 = zext nneg i32 %call4 to i64
  %mul6 = mul nuw nsw i64 %sreg5, %sreg3
  %add = add nuw nsw i64 %mul6, %sreg
  %warp = lshr i64 %add, 5
  %call7 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %sreg8 = zext nneg i32 %call7 to i64
  %mul9 = mul nuw nsw i64 %sreg3, %sreg8
  %warp10 = lshr i64 %mul9, 5
  %lane = and i64 %sreg, 31
  %cmp = icmp eq i64 %lane, 0
  %cmp11 = icmp slt i64 %warp, %mul1
  br i1 %cmp11, label %stride.body.preheader, label %stride.exit

stride.body.preheader:                            ; preds = %entry
  %full = sdiv i64 %5, 256
  %cmp13 = icmp sgt i64 %5, 255
  %mul60 = shl nsw i64 %full, 8
  %add62 = or disjoint i64 %mul60, %lane
  %sub63 = add i64 %5, -1
  %call64 = tail call i64 @llvm.smax.i64(i64 %sub63, i64 0)
  %cmp66 = icmp slt i64 %add62, %5
  %call67 = tail call i64 @llvm.smin.i64(i64 %add62, i64 %call64)
  %add71 = or disjoint i64 %add62, 32
  %cmp72 = icmp slt i64 %add71, %5
  %call73 = tail call i64 @llvm.smin.i64(i64 %add71, i64 %call64)
  %add77 = or disjoint i64 %add62, 64
  %cmp78 = icmp slt i64 %add77, %5
  %call79 = tail call i64 @llvm.smin.i64(i64 %add77, i64 %call64)
  %add83 = or disjoint i64 %add62, 96
  %cmp84 = icmp slt i64 %add83, %5
  %call85 = tail call i64 @llvm.smin.i64(i64 %add83, i64 %call64)
  %add89 = or disjoint i64 %add62, 128
  %cmp90 = icmp slt i64 %add89, %5
  %call91 = tail call i64 @llvm.smin.i64(i64 %add89, i64 %call64)
  %add95 = or disjoint i64 %add62, 160
  %cmp96 = icmp slt i64 %add95, %5
  %call97 = tail call i64 @llvm.smin.i64(i64 %add95, i64 %call64)
  %add101 = or disjoint i64 %add62, 192
  %cmp102 = icmp slt i64 %add101, %5
  %call103 = tail call i64 @llvm.smin.i64(i64 %add101, i64 %call64)
  %add107 = or disjoint i64 %add62, 224
  %cmp108 = icmp slt i64 %add107, %5
  %call109 = tail call i64 @llvm.smin.i64(i64 %add107, i64 %call64)
  %call144 = tail call i64 @llvm.smin.i64(i64 %5, i64 32)
  %call145 = tail call i64 @llvm.smax.i64(i64 %call144, i64 1)
  %add147 = add nuw nsw i64 %lane, 1
  %cmp148 = icmp sgt i64 %call144, %add147
  %add154 = add nuw nsw i64 %lane, 2
  %cmp155 = icmp ult i64 %add154, %call145
  %add161 = add nuw nsw i64 %lane, 4
  %cmp162 = icmp ult i64 %add161, %call145
  %add168 = add nuw nsw i64 %lane, 8
  %cmp169 = icmp ult i64 %add168, %call145
  %cmp179 = icmp sgt i64 %5, 0
  %cmp176 = icmp sgt i64 %5, 16
  %add21.peel = or disjoint i64 %lane, 32
  %add25.peel = or disjoint i64 %lane, 64
  %add29.peel = or disjoint i64 %lane, 96
  %add33.peel = or disjoint i64 %lane, 128
  %add37.peel = or disjoint i64 %lane, 160
  %add41.peel = or disjoint i64 %lane, 192
  %add45.peel = or disjoint i64 %lane, 224
  %7 = and i64 %5, 9223372036854775552
  %exitcond.peel.not = icmp eq i64 %7, 256
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %endif
  %i = phi i64 [ %add183, %endif ], [ %warp, %stride.body.preheader ]
  %mul12 = mul i64 %i, %5
  br i1 %cmp13, label %fold.body.preheader, label %fold.exit

fold.body.preheader:                              ; preds = %stride.body
  %8 = getelementptr float, ptr addrspace(1) %4, i64 %mul12
  %p.peel = getelementptr float, ptr addrspace(1) %8, i64 %lane
  %v.peel = load float, ptr addrspace(1) %p.peel, align 4
  %p23.peel = getelementptr float, ptr addrspace(1) %8, i64 %add21.peel
  %v24.peel = load float, ptr addrspace(1) %p23.peel, align 4
  %p27.peel = getelementptr float, ptr addrspace(1) %8, i64 %add25.peel
  %v28.peel = load float, ptr addrspace(1) %p27.peel, align 4
  %p31.peel = getelementptr float, ptr addrspace(1) %8, i64 %add29.peel
  %v32.peel = load float, ptr addrspace(1) %p31.peel, align 4
  %p35.peel = getelementptr float, ptr addrspace(1) %8, i64 %add33.peel
  %v36.peel = load float, ptr addrspace(1) %p35.peel, align 4
  %p39.peel = getelementptr float, ptr addrspace(1) %8, i64 %add37.peel
  %v40.peel = load float, ptr addrspace(1) %p39.peel, align 4
  %p43.peel = getelementptr float, ptr addrspace(1) %8, i64 %add41.peel
  %v44.peel = load float, ptr addrspace(1) %p43.peel, align 4
  %p47.peel = getelementptr float, ptr addrspace(1) %8, i64 %add45.peel
  %v48.peel = load float, ptr addrspace(1) %p47.peel, align 4
  %fadd49.peel = fadd reassoc contract float %v24.peel, %v.peel
  %fadd50.peel = fadd reassoc contract float %v28.peel, %fadd49.peel
  %fadd51.peel = fadd reassoc contract float %v32.peel, %fadd50.peel
  %fadd52.peel = fadd reassoc contract float %v36.peel, %fadd51.peel
  %fadd53.peel = fadd reassoc contract float %v40.peel, %fadd52.peel
  %fadd54.peel = fadd reassoc contract float %v44.peel, %fadd53.peel
  %fadd55.peel = fadd reassoc contract float %v48.peel, %fadd54.peel
  br i1 %exitcond.peel.not, label %fold.exit, label %fold.body

stride.exit:                                      ; preds = %endif, %entry
  ret void

fold.body:                                        ; preds = %fold.body.preheader, %fold.body
  %i14 = phi i64 [ %add56, %fold.body ], [ 1, %fold.body.preheader ]
  %phi = phi float [ %fadd55, %fold.body ], [ %fadd55.peel, %fold.body.preheader ]
  %mul16 = shl i64 %i14, 8
  %add18 = or disjoint i64 %mul16, %lane
  %p = getelementptr float, ptr addrspace(1) %8, i64 %add18
  %v = load float, ptr addrspace(1) %p, align 4
  %add21 = or disjoint i64 %add18, 32
  %p23 = getelementptr float, ptr addrspace(1) %8, i64 %add21
  %v24 = load float, ptr addrspace(1) %p23, align 4
  %add25 = or disjoint i64 %add18, 64
  %p27 = getelementptr float, ptr addrspace(1) %8, i64 %add25
  %v28 = load float, ptr addrspace(1) %p27, align 4
  %add29 = or disjoint i64 %add18, 96
  %p31 = getelementptr float, ptr addrspace(1) %8, i64 %add29
  %v32 = load float, ptr addrspace(1) %p31, align 4
  %add33 = or disjoint i64 %add18, 128
  %p35 = getelementptr float, ptr addrspace(1) %8, i64 %add33
  %v36 = load float, ptr addrspace(1) %p35, align 4
  %add37 = or disjoint i64 %add18, 160
  %p39 = getelementptr float, ptr addrspace(1) %8, i64 %add37
  %v40 = load float, ptr addrspace(1) %p39, align 4
  %add41 = or disjoint i64 %add18, 192
  %p43 = getelementptr float, ptr addrspace(1) %8, i64 %add41
  %v44 = load float, ptr addrspace(1) %p43, align 4
  %add45 = or disjoint i64 %add18, 224
  %p47 = getelementptr float, ptr addrspace(1) %8, i64 %add45
  %v48 = load float, ptr addrspace(1) %p47, align 4
  %fadd = fadd reassoc contract float %phi, %v
  %fadd49 = fadd reassoc contract float %v24, %fadd
  %fadd50 = fadd reassoc contract float %v28, %fadd49
  %fadd51 = fadd reassoc contract float %v32, %fadd50
  %fadd52 = fadd reassoc contract float %v36, %fadd51
  %fadd53 = fadd reassoc contract float %v40, %fadd52
  %fadd54 = fadd reassoc contract float %v44, %fadd53
  %fadd55 = fadd reassoc contract float %v48, %fadd54
  %add56 = add nuw nsw i64 %i14, 1
  %exitcond.not = icmp eq i64 %add56, %full
  br i1 %exitcond.not, label %fold.exit, label %fold.body, !llvm.loop !3

fold.exit:                                        ; preds = %fold.body, %fold.body.preheader, %stride.body
  %phi58 = phi float [ 0.000000e+00, %stride.body ], [ %fadd55.peel, %fold.body.preheader ], [ %fadd55, %fold.body ]
  %9 = getelementptr float, ptr addrspace(1) %4, i64 %mul12
  %p69 = getelementptr float, ptr addrspace(1) %9, i64 %call67
  %v70 = load float, ptr addrspace(1) %p69, align 4
  %p75 = getelementptr float, ptr addrspace(1) %9, i64 %call73
  %v76 = load float, ptr addrspace(1) %p75, align 4
  %p81 = getelementptr float, ptr addrspace(1) %9, i64 %call79
  %v82 = load float, ptr addrspace(1) %p81, align 4
  %p87 = getelementptr float, ptr addrspace(1) %9, i64 %call85
  %v88 = load float, ptr addrspace(1) %p87, align 4
  %p93 = getelementptr float, ptr addrspace(1) %9, i64 %call91
  %v94 = load float, ptr addrspace(1) %p93, align 4
  %p99 = getelementptr float, ptr addrspace(1) %9, i64 %call97
  %v100 = load float, ptr addrspace(1) %p99, align 4
  %p105 = getelementptr float, ptr addrspace(1) %9, i64 %call103
  %v106 = load float, ptr addrspace(1) %p105, align 4
  %p111 = getelementptr float, ptr addrspace(1) %9, i64 %call109
  %v112 = load float, ptr addrspace(1) %p111, align 4
  %fadd113 = fadd reassoc contract float %phi58, %v70
  %sel114 = select i1 %cmp13, float %fadd113, float %v70
  %sel115 = select i1 %cmp66, float %sel114, float %phi58
  %fadd116 = fadd reassoc contract float %v76, %sel115
  %sel118 = select i1 %cmp72, float %fadd116, float %sel115
  %fadd120 = fadd reassoc contract float %v82, %sel118
  %sel122 = select i1 %cmp78, float %fadd120, float %sel118
  %fadd124 = fadd reassoc contract float %v88, %sel122
  %sel126 = select i1 %cmp84, float %fadd124, float %sel122
  %fadd128 = fadd reassoc contract float %v94, %sel126
  %sel130 = select i1 %cmp90, float %fadd128, float %sel126
  %fadd132 = fadd reassoc contract float %v100, %sel130
  %sel134 = select i1 %cmp96, float %fadd132, float %sel130
  %fadd136 = fadd reassoc contract float %v106, %sel134
  %sel138 = select i1 %cmp102, float %fadd136, float %sel134
  %fadd140 = fadd reassoc contract float %v112, %sel138
  %sel142 = select i1 %cmp108, float %fadd140, float %sel138
  %bits = bitcast float %sel142 to i32
  %call146 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits, i32 1, i32 31)
  %leaf = bitcast i32 %call146 to float
  %fadd149 = fadd reassoc contract float %sel142, %leaf
  %sel150 = select i1 %cmp148, float %fadd149, float %sel142
  %bits151 = bitcast float %sel150 to i32
  %call152 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits151, i32 2, i32 31)
  %leaf153 = bitcast i32 %call152 to float
  %fadd156 = fadd reassoc contract float %sel150, %leaf153
  %sel157 = select i1 %cmp155, float %fadd156, float %sel150
  %bits158 = bitcast float %sel157 to i32
  %call159 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits158, i32 4, i32 31)
  %leaf160 = bitcast i32 %call159 to float
  %fadd163 = fadd reassoc contract float %sel157, %leaf160
  %sel164 = select i1 %cmp162, float %fadd163, float %sel157
  %bits165 = bitcast float %sel164 to i32
  %call166 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits165, i32 8, i32 31)
  %leaf167 = bitcast i32 %call166 to float
  %fadd170 = fadd reassoc contract float %sel164, %leaf167
  %sel171 = select i1 %cmp169, float %fadd170, float %sel164
  %bits172 = bitcast float %sel171 to i32
  %call173 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits172, i32 16, i32 31)
  br i1 %cmp, label %then, label %endif

then:                                             ; preds = %fold.exit
  %leaf174 = bitcast i32 %call173 to float
  %fadd177 = fadd reassoc contract float %sel171, %leaf174
  %sel178 = select i1 %cmp176, float %fadd177, float %sel171
  %fadd180 = fadd reassoc contract float %sel178, 0.000000e+00
  %sel181 = select i1 %cmp179, float %fadd180, float 0.000000e+00
  %p182 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %i
  store float %sel181, ptr addrspace(1) %p182, align 4
  br label %endif

endif:                                            ; preds = %then, %fold.exit
  %add183 = add i64 %i, %warp10
  %cmp184 = icmp slt i64 %add183, %mul1
  br i1 %cmp184, label %stride.body, label %stride.exit
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #4

attributes #0 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite) }
attributes #3 = { norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}

!0 = !{ptr @systole_fold_of_generate_zigzag_rows, !"kernel", i32 1}
!1 = !{ptr @systole_fold_of_generate_zigzag_segment, !"kernel", i32 1}
!2 = !{ptr @systole_fold_of_generate_zigzag_finish, !"kernel", i32 1}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.peeled.count", i32 1}
