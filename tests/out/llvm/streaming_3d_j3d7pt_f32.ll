; ModuleID = 'systole_streaming_3d_j3d7pt_f32'
source_filename = "systole_streaming_3d_j3d7pt_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@stream3.planes = internal unnamed_addr addrspace(3) global [4096 x float] undef, align 16

define void @systole_streaming_3d_j3d7pt_f32_stream3(ptr addrspace(1) noalias nocapture readonly %0, ptr addrspace(1) noalias %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7) local_unnamed_addr {
entry:
  %mul = mul i64 %4, %3
  %call = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %sreg = zext nneg i32 %call to i64
  %call1 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg2 = zext nneg i32 %call1 to i64
  %mul3 = mul i64 %6, %5
  %mul4 = mul i64 %mul3, %7
  %cmp = icmp sgt i64 %mul4, %sreg
  br i1 %cmp, label %then, label %endif

then:                                             ; preds = %entry
  %.frozen = freeze i64 %5
  %rest = sdiv i64 %sreg, %.frozen
  %8 = mul i64 %rest, %.frozen
  %tile.x.decomposed = sub i64 %sreg, %8
  %.frozen901 = freeze i64 %6
  %chunk = sdiv i64 %rest, %.frozen901
  %9 = mul i64 %chunk, %.frozen901
  %tile.y.decomposed = sub i64 %rest, %9
  %lx = and i64 %sreg2, 31
  %ly = lshr i64 %sreg2, 5
  %mul5 = mul nuw nsw i64 %tile.x.decomposed, 28
  %sub = add nsw i64 %mul5, -2
  %mul6 = mul nsw i64 %tile.y.decomposed, 28
  %sub7 = add nsw i64 %mul6, -2
  %add = add nsw i64 %sub, %lx
  %add8 = add nsw i64 %sub7, %ly
  %sub9 = add i64 %4, -1
  %sub10 = add i64 %3, -1
  %call11 = tail call i64 @llvm.smin.i64(i64 %add8, i64 %sub10)
  %call12 = tail call i64 @llvm.smax.i64(i64 %call11, i64 0)
  %mul13 = mul i64 %call12, %4
  %call14 = tail call i64 @llvm.smin.i64(i64 %add, i64 %sub9)
  %call15 = tail call i64 @llvm.smax.i64(i64 %call14, i64 0)
  %add16 = add i64 %mul13, %call15
  %cmp17 = icmp sgt i64 %add, -1
  %cmp18 = icmp slt i64 %add, %4
  %within = and i1 %cmp17, %cmp18
  %cmp19 = icmp sgt i64 %add8, -1
  %cmp20 = icmp slt i64 %add8, %3
  %within21 = and i1 %cmp19, %cmp20
  %inside = and i1 %within, %within21
  %10 = add nsw i64 %lx, -2
  %band = icmp ult i64 %10, 28
  %11 = add nsw i32 %call1, -64
  %band26 = icmp ult i32 %11, 896
  %middle = and i1 %band26, %band
  %keep = and i1 %middle, %inside
  %add28 = add nsw i64 %add8, -1
  %sub31 = sub nsw i64 %call15, %sub
  %call32 = tail call i64 @llvm.smin.i64(i64 %add28, i64 %sub10)
  %call33 = tail call i64 @llvm.smax.i64(i64 %call32, i64 0)
  %sub34 = sub nsw i64 %call33, %sub7
  %call35 = tail call i64 @llvm.smin.i64(i64 %sub31, i64 31)
  %call36 = tail call i64 @llvm.smax.i64(i64 %call35, i64 0)
  %call37 = tail call i64 @llvm.smin.i64(i64 %sub34, i64 31)
  %call38 = tail call i64 @llvm.smax.i64(i64 %call37, i64 0)
  %mul39 = shl nuw nsw i64 %call38, 5
  %add40 = add nuw nsw i64 %mul39, %call36
  %add47 = add nsw i64 %add, -1
  %call49 = tail call i64 @llvm.smin.i64(i64 %add47, i64 %sub9)
  %call50 = tail call i64 @llvm.smax.i64(i64 %call49, i64 0)
  %sub51 = sub nsw i64 %call50, %sub
  %sub54 = sub nsw i64 %call12, %sub7
  %call55 = tail call i64 @llvm.smin.i64(i64 %sub51, i64 31)
  %call56 = tail call i64 @llvm.smax.i64(i64 %call55, i64 0)
  %call57 = tail call i64 @llvm.smin.i64(i64 %sub54, i64 31)
  %call58 = tail call i64 @llvm.smax.i64(i64 %call57, i64 0)
  %mul59 = shl nuw nsw i64 %call58, 5
  %add60 = add nuw nsw i64 %mul59, %call56
  %add68 = add nsw i64 %add, 1
  %call70 = tail call i64 @llvm.smin.i64(i64 %add68, i64 %sub9)
  %call71 = tail call i64 @llvm.smax.i64(i64 %call70, i64 0)
  %sub72 = sub nsw i64 %call71, %sub
  %call76 = tail call i64 @llvm.smin.i64(i64 %sub72, i64 31)
  %call77 = tail call i64 @llvm.smax.i64(i64 %call76, i64 0)
  %add81 = add nuw nsw i64 %mul59, %call77
  %add90 = add nsw i64 %add8, 1
  %call94 = tail call i64 @llvm.smin.i64(i64 %add90, i64 %sub10)
  %call95 = tail call i64 @llvm.smax.i64(i64 %call94, i64 0)
  %sub96 = sub nsw i64 %call95, %sub7
  %call99 = tail call i64 @llvm.smin.i64(i64 %sub96, i64 31)
  %call100 = tail call i64 @llvm.smax.i64(i64 %call99, i64 0)
  %mul101 = shl nuw nsw i64 %call100, 5
  %add102 = add nuw nsw i64 %mul101, %call36
  %mul110 = shl nsw i64 %chunk, 6
  %sub111 = sub i64 %2, %mul110
  %call112 = tail call i64 @llvm.smin.i64(i64 %sub111, i64 64)
  %sub113 = add nsw i64 %mul110, -2
  %add114 = add nsw i64 %call112, 5
  %sub116 = add i64 %2, -1
  %call117 = tail call i64 @llvm.smin.i64(i64 %sub113, i64 %sub116)
  %call118 = tail call i64 @llvm.smax.i64(i64 %call117, i64 0)
  %mul119 = mul i64 %call118, %mul
  %12 = getelementptr float, ptr addrspace(1) %0, i64 %mul119
  %p = getelementptr float, ptr addrspace(1) %12, i64 %add16
  %v = load float, ptr addrspace(1) %p, align 4
  %add121 = add nsw i64 %mul110, -1
  %call123 = tail call i64 @llvm.smin.i64(i64 %add121, i64 %sub116)
  %call124 = tail call i64 @llvm.smax.i64(i64 %call123, i64 0)
  %mul125 = mul i64 %call124, %mul
  %13 = getelementptr float, ptr addrspace(1) %0, i64 %mul125
  %p127 = getelementptr float, ptr addrspace(1) %13, i64 %add16
  %v128 = load float, ptr addrspace(1) %p127, align 4
  %add130 = sub i64 5, %mul110
  %call131 = tail call i64 @llvm.smin.i64(i64 %add130, i64 %add114)
  %call132 = tail call i64 @llvm.smax.i64(i64 %call131, i64 0)
  %call135 = tail call i64 @llvm.smin.i64(i64 %sub111, i64 %add114)
  %call136 = tail call i64 @llvm.smax.i64(i64 %call135, i64 %call132)
  %sub138 = sub nsw i64 %call136, %call132
  %groups.lhs.trunc = trunc nsw i64 %sub138 to i8
  %groups869 = sdiv i8 %groups.lhs.trunc, 6
  %groups.sext = sext i8 %groups869 to i64
  %mul139 = mul nsw i64 %groups.sext, 6
  %add140 = add nsw i64 %mul139, %call132
  %cmp141.not = icmp slt i64 %call131, 1
  br i1 %cmp141.not, label %fold.exit, label %fold.body.preheader

fold.body.preheader:                              ; preds = %then
  %invariant.gep = getelementptr float, ptr addrspace(1) %0, i64 %add16
  %invariant.gep870 = getelementptr float, ptr addrspace(1) %1, i64 %add16
  br label %fold.body

endif:                                            ; preds = %fold.body756, %fold.exit245, %entry
  ret void

fold.body:                                        ; preds = %fold.body.preheader, %fold.body
  %i = phi i64 [ %add233, %fold.body ], [ 0, %fold.body.preheader ]
  %phi142 = phi float [ %phi143, %fold.body ], [ 0.000000e+00, %fold.body.preheader ]
  %phi143 = phi float [ %phi147, %fold.body ], [ 0.000000e+00, %fold.body.preheader ]
  %phi145 = phi float [ %sel161, %fold.body ], [ 0.000000e+00, %fold.body.preheader ]
  %phi146 = phi float [ %phi149, %fold.body ], [ 0.000000e+00, %fold.body.preheader ]
  %phi147 = phi float [ %phi148, %fold.body ], [ %v, %fold.body.preheader ]
  %phi148 = phi float [ %v158, %fold.body ], [ %v128, %fold.body.preheader ]
  %phi149 = phi float [ %sel198, %fold.body ], [ 0.000000e+00, %fold.body.preheader ]
  %add150 = add i64 %i, %sub113
  %add151 = add i64 %i, %mul110
  %call153 = tail call i64 @llvm.smin.i64(i64 %add151, i64 %sub116)
  %call154 = tail call i64 @llvm.smax.i64(i64 %call153, i64 0)
  %mul155 = mul i64 %call154, %mul
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul155
  %v158 = load float, ptr addrspace(1) %gep, align 4
  %cmp160 = icmp eq i64 %add150, 2
  %sel = select i1 %cmp160, float %phi149, float %phi145
  %sel161 = select i1 %cmp160, float %phi149, float %phi146
  %parity = shl i64 %i, 11
  %mul162 = and i64 %parity, 2048
  %add164 = or disjoint i64 %mul162, %sreg2
  %p165 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add164
  store float %phi143, ptr addrspace(3) %p165, align 4
  %add166 = or disjoint i64 %mul162, 1024
  %add167 = or disjoint i64 %add166, %sreg2
  %p168 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add167
  store float %sel161, ptr addrspace(3) %p168, align 4
  tail call void @llvm.nvvm.barrier0()
  %14 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %mul162
  %p171 = getelementptr inbounds float, ptr addrspace(3) %14, i64 %add40
  %v172 = load float, ptr addrspace(3) %p171, align 4
  %p175 = getelementptr inbounds float, ptr addrspace(3) %14, i64 %add60
  %v176 = load float, ptr addrspace(3) %p175, align 4
  %p179 = getelementptr inbounds float, ptr addrspace(3) %14, i64 %add81
  %v180 = load float, ptr addrspace(3) %p179, align 4
  %p183 = getelementptr inbounds float, ptr addrspace(3) %14, i64 %add102
  %v184 = load float, ptr addrspace(3) %p183, align 4
  %fmul = fmul float %v172, 2.000000e+00
  %fadd = fadd float %phi142, %fmul
  %fmul185 = fmul float %v176, 3.000000e+00
  %fadd186 = fadd float %fadd, %fmul185
  %fmul187 = fmul float %phi143, 4.000000e+00
  %fadd188 = fadd float %fmul187, %fadd186
  %fmul189 = fmul float %v180, 5.000000e+00
  %fadd190 = fadd float %fmul189, %fadd188
  %fmul191 = fmul float %v184, 6.000000e+00
  %fadd192 = fadd float %fmul191, %fadd190
  %fmul193 = fmul float %phi147, 7.000000e+00
  %fadd194 = fadd float %fmul193, %fadd192
  %sub196 = add i64 %add150, -1
  %cmp197.not = icmp slt i64 %sub196, %2
  %sel198 = select i1 %cmp197.not, float %fadd194, float %phi149
  %15 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add166
  %p201 = getelementptr inbounds float, ptr addrspace(3) %15, i64 %add40
  %v202 = load float, ptr addrspace(3) %p201, align 4
  %p205 = getelementptr inbounds float, ptr addrspace(3) %15, i64 %add60
  %v206 = load float, ptr addrspace(3) %p205, align 4
  %p209 = getelementptr inbounds float, ptr addrspace(3) %15, i64 %add81
  %v210 = load float, ptr addrspace(3) %p209, align 4
  %p213 = getelementptr inbounds float, ptr addrspace(3) %15, i64 %add102
  %v214 = load float, ptr addrspace(3) %p213, align 4
  %fmul215 = fmul float %v202, 2.000000e+00
  %fadd216 = fadd float %sel, %fmul215
  %fmul217 = fmul float %v206, 3.000000e+00
  %fadd218 = fadd float %fadd216, %fmul217
  %fmul219 = fmul float %sel161, 4.000000e+00
  %fadd220 = fadd float %fmul219, %fadd218
  %fmul221 = fmul float %v210, 5.000000e+00
  %fadd222 = fadd float %fmul221, %fadd220
  %fmul223 = fmul float %v214, 6.000000e+00
  %fadd224 = fadd float %fmul223, %fadd222
  %fmul225 = fmul float %phi149, 7.000000e+00
  %fadd226 = fadd float %fmul225, %fadd224
  %sub228 = add i64 %add150, -3
  %cmp229 = icmp ugt i64 %i, 4
  %store = and i1 %keep, %cmp229
  %mul230 = mul i64 %sub228, %mul
  %gep871 = getelementptr float, ptr addrspace(1) %invariant.gep870, i64 %mul230
  %address = ptrtoint ptr addrspace(1) %gep871 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address, float %fadd226, i1 %store) #2
  %add233 = add nuw nsw i64 %i, 1
  %exitcond.not = icmp eq i64 %add233, %call131
  br i1 %exitcond.not, label %fold.exit, label %fold.body

fold.exit:                                        ; preds = %fold.body, %then
  %phi236 = phi float [ 0.000000e+00, %then ], [ %phi143, %fold.body ]
  %phi237 = phi float [ 0.000000e+00, %then ], [ %phi147, %fold.body ]
  %phi239 = phi float [ 0.000000e+00, %then ], [ %sel161, %fold.body ]
  %phi240 = phi float [ 0.000000e+00, %then ], [ %phi149, %fold.body ]
  %phi241 = phi float [ %v, %then ], [ %phi148, %fold.body ]
  %phi242 = phi float [ %v128, %then ], [ %v158, %fold.body ]
  %phi243 = phi float [ 0.000000e+00, %then ], [ %sel198, %fold.body ]
  %cmp246 = icmp sgt i64 %sub138, 5
  br i1 %cmp246, label %fold.body244.preheader, label %fold.exit245

fold.body244.preheader:                           ; preds = %fold.exit
  %invariant.gep872 = getelementptr float, ptr addrspace(1) %0, i64 %add16
  %parity266 = shl nuw nsw i64 %call132, 11
  %mul267 = and i64 %parity266, 2048
  %add269 = or disjoint i64 %mul267, %sreg2
  %p270 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add269
  %add271 = or disjoint i64 %mul267, 1024
  %add272 = or disjoint i64 %add271, %sreg2
  %p273 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add272
  %invariant.gep874 = getelementptr float, ptr addrspace(1) %1, i64 %add16
  %16 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %mul267
  %p276 = getelementptr inbounds float, ptr addrspace(3) %16, i64 %add40
  %p280 = getelementptr inbounds float, ptr addrspace(3) %16, i64 %add60
  %p284 = getelementptr inbounds float, ptr addrspace(3) %16, i64 %add81
  %p288 = getelementptr inbounds float, ptr addrspace(3) %16, i64 %add102
  %17 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add271
  %p306 = getelementptr inbounds float, ptr addrspace(3) %17, i64 %add40
  %p310 = getelementptr inbounds float, ptr addrspace(3) %17, i64 %add60
  %p314 = getelementptr inbounds float, ptr addrspace(3) %17, i64 %add81
  %p318 = getelementptr inbounds float, ptr addrspace(3) %17, i64 %add102
  %add341 = add i64 %mul110, -5
  %18 = shl i64 %call132, 11
  %19 = and i64 %18, 2048
  %20 = xor i64 %19, 2048
  %smax = tail call i64 @llvm.smax.i64(i64 %groups.sext, i64 1)
  %add512 = or disjoint i64 %20, %sreg2
  %p513 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add512
  %add514 = or disjoint i64 %20, 1024
  %add515 = or disjoint i64 %add514, %sreg2
  %p516 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add515
  %21 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %20
  %p519 = getelementptr inbounds float, ptr addrspace(3) %21, i64 %add40
  %p523 = getelementptr inbounds float, ptr addrspace(3) %21, i64 %add60
  %p527 = getelementptr inbounds float, ptr addrspace(3) %21, i64 %add81
  %p531 = getelementptr inbounds float, ptr addrspace(3) %21, i64 %add102
  %22 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add514
  %p549 = getelementptr inbounds float, ptr addrspace(3) %22, i64 %add40
  %p553 = getelementptr inbounds float, ptr addrspace(3) %22, i64 %add60
  %p557 = getelementptr inbounds float, ptr addrspace(3) %22, i64 %add81
  %p561 = getelementptr inbounds float, ptr addrspace(3) %22, i64 %add102
  br label %fold.body244

fold.body244:                                     ; preds = %fold.body244.preheader, %fold.body244
  %i247 = phi i64 [ %add745, %fold.body244 ], [ 0, %fold.body244.preheader ]
  %phi249 = phi float [ %v427, %fold.body244 ], [ %phi236, %fold.body244.preheader ]
  %phi250 = phi float [ %v508, %fold.body244 ], [ %phi237, %fold.body244.preheader ]
  %phi252 = phi float [ %fadd544, %fold.body244 ], [ %phi239, %fold.body244.preheader ]
  %phi253 = phi float [ %fadd625, %fold.body244 ], [ %phi240, %fold.body244.preheader ]
  %phi254 = phi float [ %v589, %fold.body244 ], [ %phi241, %fold.body244.preheader ]
  %phi255 = phi float [ %v670, %fold.body244 ], [ %phi242, %fold.body244.preheader ]
  %phi256 = phi float [ %fadd706, %fold.body244 ], [ %phi243, %fold.body244.preheader ]
  %mul257 = mul nuw nsw i64 %i247, 6
  %add258 = add nuw nsw i64 %mul257, %call132
  %add260 = add i64 %add258, %sub113
  %add261 = add i64 %add258, %mul110
  %mul262 = mul i64 %add261, %mul
  %gep873 = getelementptr float, ptr addrspace(1) %invariant.gep872, i64 %mul262
  %v265 = load float, ptr addrspace(1) %gep873, align 4
  store float %phi250, ptr addrspace(3) %p270, align 4
  store float %phi253, ptr addrspace(3) %p273, align 4
  tail call void @llvm.nvvm.barrier0()
  %v277 = load float, ptr addrspace(3) %p276, align 4
  %v281 = load float, ptr addrspace(3) %p280, align 4
  %v285 = load float, ptr addrspace(3) %p284, align 4
  %v289 = load float, ptr addrspace(3) %p288, align 4
  %fmul290 = fmul float %v277, 2.000000e+00
  %fadd291 = fadd float %phi249, %fmul290
  %fmul292 = fmul float %v281, 3.000000e+00
  %fadd293 = fadd float %fadd291, %fmul292
  %fmul294 = fmul float %phi250, 4.000000e+00
  %fadd295 = fadd float %fmul294, %fadd293
  %fmul296 = fmul float %v285, 5.000000e+00
  %fadd297 = fadd float %fmul296, %fadd295
  %fmul298 = fmul float %v289, 6.000000e+00
  %fadd299 = fadd float %fmul298, %fadd297
  %fmul300 = fmul float %phi254, 7.000000e+00
  %fadd301 = fadd float %fmul300, %fadd299
  %v307 = load float, ptr addrspace(3) %p306, align 4
  %v311 = load float, ptr addrspace(3) %p310, align 4
  %v315 = load float, ptr addrspace(3) %p314, align 4
  %v319 = load float, ptr addrspace(3) %p318, align 4
  %fmul320 = fmul float %v307, 2.000000e+00
  %fadd321 = fadd float %phi252, %fmul320
  %fmul322 = fmul float %v311, 3.000000e+00
  %fadd323 = fadd float %fadd321, %fmul322
  %fmul324 = fmul float %phi253, 4.000000e+00
  %fadd325 = fadd float %fmul324, %fadd323
  %fmul326 = fmul float %v315, 5.000000e+00
  %fadd327 = fadd float %fmul326, %fadd325
  %fmul328 = fmul float %v319, 6.000000e+00
  %fadd329 = fadd float %fmul328, %fadd327
  %fmul330 = fmul float %phi256, 7.000000e+00
  %fadd331 = fadd float %fmul330, %fadd329
  %sub333 = add i64 %add260, -3
  %cmp334 = icmp ugt i64 %add258, 4
  %store335 = and i1 %keep, %cmp334
  %mul336 = mul i64 %sub333, %mul
  %gep875 = getelementptr float, ptr addrspace(1) %invariant.gep874, i64 %mul336
  %address339 = ptrtoint ptr addrspace(1) %gep875 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address339, float %fadd331, i1 %store335) #2
  %add340 = add nuw nsw i64 %add258, 1
  %add342 = add i64 %add340, %mul110
  %mul343 = mul i64 %add342, %mul
  %gep877 = getelementptr float, ptr addrspace(1) %invariant.gep872, i64 %mul343
  %v346 = load float, ptr addrspace(1) %gep877, align 4
  %parity347 = shl i64 %add340, 11
  %mul348 = and i64 %parity347, 2048
  %add350 = or disjoint i64 %mul348, %sreg2
  %p351 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add350
  store float %phi254, ptr addrspace(3) %p351, align 4
  %add352 = or disjoint i64 %mul348, 1024
  %add353 = or disjoint i64 %add352, %sreg2
  %p354 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add353
  store float %phi256, ptr addrspace(3) %p354, align 4
  tail call void @llvm.nvvm.barrier0()
  %23 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %mul348
  %p357 = getelementptr inbounds float, ptr addrspace(3) %23, i64 %add40
  %v358 = load float, ptr addrspace(3) %p357, align 4
  %p361 = getelementptr inbounds float, ptr addrspace(3) %23, i64 %add60
  %v362 = load float, ptr addrspace(3) %p361, align 4
  %p365 = getelementptr inbounds float, ptr addrspace(3) %23, i64 %add81
  %v366 = load float, ptr addrspace(3) %p365, align 4
  %p369 = getelementptr inbounds float, ptr addrspace(3) %23, i64 %add102
  %v370 = load float, ptr addrspace(3) %p369, align 4
  %fmul371 = fmul float %v358, 2.000000e+00
  %fadd372 = fadd float %phi250, %fmul371
  %fmul373 = fmul float %v362, 3.000000e+00
  %fadd374 = fadd float %fadd372, %fmul373
  %fmul375 = fmul float %phi254, 4.000000e+00
  %fadd376 = fadd float %fmul375, %fadd374
  %fmul377 = fmul float %v366, 5.000000e+00
  %fadd378 = fadd float %fmul377, %fadd376
  %fmul379 = fmul float %v370, 6.000000e+00
  %fadd380 = fadd float %fmul379, %fadd378
  %fmul381 = fmul float %phi255, 7.000000e+00
  %fadd382 = fadd float %fmul381, %fadd380
  %24 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add352
  %p387 = getelementptr inbounds float, ptr addrspace(3) %24, i64 %add40
  %v388 = load float, ptr addrspace(3) %p387, align 4
  %p391 = getelementptr inbounds float, ptr addrspace(3) %24, i64 %add60
  %v392 = load float, ptr addrspace(3) %p391, align 4
  %p395 = getelementptr inbounds float, ptr addrspace(3) %24, i64 %add81
  %v396 = load float, ptr addrspace(3) %p395, align 4
  %p399 = getelementptr inbounds float, ptr addrspace(3) %24, i64 %add102
  %v400 = load float, ptr addrspace(3) %p399, align 4
  %fmul401 = fmul float %v388, 2.000000e+00
  %fadd402 = fadd float %phi253, %fmul401
  %fmul403 = fmul float %v392, 3.000000e+00
  %fadd404 = fadd float %fadd402, %fmul403
  %fmul405 = fmul float %phi256, 4.000000e+00
  %fadd406 = fadd float %fmul405, %fadd404
  %fmul407 = fmul float %v396, 5.000000e+00
  %fadd408 = fadd float %fmul407, %fadd406
  %fmul409 = fmul float %v400, 6.000000e+00
  %fadd410 = fadd float %fmul409, %fadd408
  %fmul411 = fmul float %fadd301, 7.000000e+00
  %fadd412 = fadd float %fmul411, %fadd410
  %sub414 = add i64 %add341, %add340
  %cmp415 = icmp ugt i64 %add258, 3
  %store416 = and i1 %keep, %cmp415
  %mul417 = mul i64 %sub414, %mul
  %gep879 = getelementptr float, ptr addrspace(1) %invariant.gep874, i64 %mul417
  %address420 = ptrtoint ptr addrspace(1) %gep879 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address420, float %fadd412, i1 %store416) #2
  %add423 = add i64 %add261, 2
  %mul424 = mul i64 %add423, %mul
  %gep881 = getelementptr float, ptr addrspace(1) %invariant.gep872, i64 %mul424
  %v427 = load float, ptr addrspace(1) %gep881, align 4
  store float %phi255, ptr addrspace(3) %p270, align 4
  store float %fadd301, ptr addrspace(3) %p273, align 4
  tail call void @llvm.nvvm.barrier0()
  %v439 = load float, ptr addrspace(3) %p276, align 4
  %v443 = load float, ptr addrspace(3) %p280, align 4
  %v447 = load float, ptr addrspace(3) %p284, align 4
  %v451 = load float, ptr addrspace(3) %p288, align 4
  %fmul452 = fmul float %v439, 2.000000e+00
  %fadd453 = fadd float %phi254, %fmul452
  %fmul454 = fmul float %v443, 3.000000e+00
  %fadd455 = fadd float %fadd453, %fmul454
  %fmul456 = fmul float %phi255, 4.000000e+00
  %fadd457 = fadd float %fmul456, %fadd455
  %fmul458 = fmul float %v447, 5.000000e+00
  %fadd459 = fadd float %fmul458, %fadd457
  %fmul460 = fmul float %v451, 6.000000e+00
  %fadd461 = fadd float %fmul460, %fadd459
  %fmul462 = fmul float %v265, 7.000000e+00
  %fadd463 = fadd float %fmul462, %fadd461
  %v469 = load float, ptr addrspace(3) %p306, align 4
  %v473 = load float, ptr addrspace(3) %p310, align 4
  %v477 = load float, ptr addrspace(3) %p314, align 4
  %v481 = load float, ptr addrspace(3) %p318, align 4
  %fmul482 = fmul float %v469, 2.000000e+00
  %fadd483 = fadd float %phi256, %fmul482
  %fmul484 = fmul float %v473, 3.000000e+00
  %fadd485 = fadd float %fadd483, %fmul484
  %fmul486 = fmul float %fadd301, 4.000000e+00
  %fadd487 = fadd float %fmul486, %fadd485
  %fmul488 = fmul float %v477, 5.000000e+00
  %fadd489 = fadd float %fmul488, %fadd487
  %fmul490 = fmul float %v481, 6.000000e+00
  %fadd491 = fadd float %fmul490, %fadd489
  %fmul492 = fmul float %fadd382, 7.000000e+00
  %fadd493 = fadd float %fmul492, %fadd491
  %sub495 = add i64 %add261, -3
  %cmp496 = icmp ugt i64 %add258, 2
  %store497 = and i1 %keep, %cmp496
  %mul498 = mul i64 %sub495, %mul
  %gep883 = getelementptr float, ptr addrspace(1) %invariant.gep874, i64 %mul498
  %address501 = ptrtoint ptr addrspace(1) %gep883 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address501, float %fadd493, i1 %store497) #2
  %add502 = add nuw nsw i64 %add258, 3
  %add504 = add i64 %add502, %mul110
  %mul505 = mul i64 %add504, %mul
  %gep885 = getelementptr float, ptr addrspace(1) %invariant.gep872, i64 %mul505
  %v508 = load float, ptr addrspace(1) %gep885, align 4
  store float %v265, ptr addrspace(3) %p513, align 4
  store float %fadd382, ptr addrspace(3) %p516, align 4
  tail call void @llvm.nvvm.barrier0()
  %v520 = load float, ptr addrspace(3) %p519, align 4
  %v524 = load float, ptr addrspace(3) %p523, align 4
  %v528 = load float, ptr addrspace(3) %p527, align 4
  %v532 = load float, ptr addrspace(3) %p531, align 4
  %fmul533 = fmul float %v520, 2.000000e+00
  %fadd534 = fadd float %phi255, %fmul533
  %fmul535 = fmul float %v524, 3.000000e+00
  %fadd536 = fadd float %fadd534, %fmul535
  %fmul537 = fmul float %v265, 4.000000e+00
  %fadd538 = fadd float %fmul537, %fadd536
  %fmul539 = fmul float %v528, 5.000000e+00
  %fadd540 = fadd float %fmul539, %fadd538
  %fmul541 = fmul float %v532, 6.000000e+00
  %fadd542 = fadd float %fmul541, %fadd540
  %fmul543 = fmul float %v346, 7.000000e+00
  %fadd544 = fadd float %fmul543, %fadd542
  %v550 = load float, ptr addrspace(3) %p549, align 4
  %v554 = load float, ptr addrspace(3) %p553, align 4
  %v558 = load float, ptr addrspace(3) %p557, align 4
  %v562 = load float, ptr addrspace(3) %p561, align 4
  %fmul563 = fmul float %v550, 2.000000e+00
  %fadd564 = fadd float %fadd301, %fmul563
  %fmul565 = fmul float %v554, 3.000000e+00
  %fadd566 = fadd float %fadd564, %fmul565
  %fmul567 = fmul float %fadd382, 4.000000e+00
  %fadd568 = fadd float %fmul567, %fadd566
  %fmul569 = fmul float %v558, 5.000000e+00
  %fadd570 = fadd float %fmul569, %fadd568
  %fmul571 = fmul float %v562, 6.000000e+00
  %fadd572 = fadd float %fmul571, %fadd570
  %fmul573 = fmul float %fadd463, 7.000000e+00
  %fadd574 = fadd float %fmul573, %fadd572
  %cmp577 = icmp ugt i64 %add258, 1
  %store578 = and i1 %keep, %cmp577
  %mul579 = mul i64 %add260, %mul
  %gep887 = getelementptr float, ptr addrspace(1) %invariant.gep874, i64 %mul579
  %address582 = ptrtoint ptr addrspace(1) %gep887 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address582, float %fadd574, i1 %store578) #2
  %add583 = add nuw nsw i64 %add258, 4
  %add585 = add i64 %add583, %mul110
  %mul586 = mul i64 %add585, %mul
  %gep889 = getelementptr float, ptr addrspace(1) %invariant.gep872, i64 %mul586
  %v589 = load float, ptr addrspace(1) %gep889, align 4
  store float %v346, ptr addrspace(3) %p270, align 4
  store float %fadd463, ptr addrspace(3) %p273, align 4
  tail call void @llvm.nvvm.barrier0()
  %v601 = load float, ptr addrspace(3) %p276, align 4
  %v605 = load float, ptr addrspace(3) %p280, align 4
  %v609 = load float, ptr addrspace(3) %p284, align 4
  %v613 = load float, ptr addrspace(3) %p288, align 4
  %fmul614 = fmul float %v601, 2.000000e+00
  %fadd615 = fadd float %v265, %fmul614
  %fmul616 = fmul float %v605, 3.000000e+00
  %fadd617 = fadd float %fadd615, %fmul616
  %fmul618 = fmul float %v346, 4.000000e+00
  %fadd619 = fadd float %fmul618, %fadd617
  %fmul620 = fmul float %v609, 5.000000e+00
  %fadd621 = fadd float %fmul620, %fadd619
  %fmul622 = fmul float %v613, 6.000000e+00
  %fadd623 = fadd float %fmul622, %fadd621
  %fmul624 = fmul float %v427, 7.000000e+00
  %fadd625 = fadd float %fmul624, %fadd623
  %v631 = load float, ptr addrspace(3) %p306, align 4
  %v635 = load float, ptr addrspace(3) %p310, align 4
  %v639 = load float, ptr addrspace(3) %p314, align 4
  %v643 = load float, ptr addrspace(3) %p318, align 4
  %fmul644 = fmul float %v631, 2.000000e+00
  %fadd645 = fadd float %fadd382, %fmul644
  %fmul646 = fmul float %v635, 3.000000e+00
  %fadd647 = fadd float %fadd645, %fmul646
  %fmul648 = fmul float %fadd463, 4.000000e+00
  %fadd649 = fadd float %fmul648, %fadd647
  %fmul650 = fmul float %v639, 5.000000e+00
  %fadd651 = fadd float %fmul650, %fadd649
  %fmul652 = fmul float %v643, 6.000000e+00
  %fadd653 = fadd float %fmul652, %fadd651
  %fmul654 = fmul float %fadd544, 7.000000e+00
  %fadd655 = fadd float %fmul654, %fadd653
  %sub657 = add i64 %add341, %add583
  %cmp658 = icmp ne i64 %add258, 0
  %store659 = and i1 %keep, %cmp658
  %mul660 = mul i64 %sub657, %mul
  %gep891 = getelementptr float, ptr addrspace(1) %invariant.gep874, i64 %mul660
  %address663 = ptrtoint ptr addrspace(1) %gep891 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address663, float %fadd655, i1 %store659) #2
  %add664 = add nuw nsw i64 %add258, 5
  %add666 = add i64 %add664, %mul110
  %mul667 = mul i64 %add666, %mul
  %gep893 = getelementptr float, ptr addrspace(1) %invariant.gep872, i64 %mul667
  %v670 = load float, ptr addrspace(1) %gep893, align 4
  %parity671 = shl i64 %add664, 11
  %mul672 = and i64 %parity671, 2048
  %add674 = or disjoint i64 %mul672, %sreg2
  %p675 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add674
  store float %v427, ptr addrspace(3) %p675, align 4
  %add676 = or disjoint i64 %mul672, 1024
  %add677 = or disjoint i64 %add676, %sreg2
  %p678 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add677
  store float %fadd544, ptr addrspace(3) %p678, align 4
  tail call void @llvm.nvvm.barrier0()
  %25 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %mul672
  %p681 = getelementptr inbounds float, ptr addrspace(3) %25, i64 %add40
  %v682 = load float, ptr addrspace(3) %p681, align 4
  %p685 = getelementptr inbounds float, ptr addrspace(3) %25, i64 %add60
  %v686 = load float, ptr addrspace(3) %p685, align 4
  %p689 = getelementptr inbounds float, ptr addrspace(3) %25, i64 %add81
  %v690 = load float, ptr addrspace(3) %p689, align 4
  %p693 = getelementptr inbounds float, ptr addrspace(3) %25, i64 %add102
  %v694 = load float, ptr addrspace(3) %p693, align 4
  %fmul695 = fmul float %v682, 2.000000e+00
  %fadd696 = fadd float %v346, %fmul695
  %fmul697 = fmul float %v686, 3.000000e+00
  %fadd698 = fadd float %fadd696, %fmul697
  %fmul699 = fmul float %v427, 4.000000e+00
  %fadd700 = fadd float %fmul699, %fadd698
  %fmul701 = fmul float %v690, 5.000000e+00
  %fadd702 = fadd float %fmul701, %fadd700
  %fmul703 = fmul float %v694, 6.000000e+00
  %fadd704 = fadd float %fmul703, %fadd702
  %fmul705 = fmul float %v508, 7.000000e+00
  %fadd706 = fadd float %fmul705, %fadd704
  %26 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add676
  %p711 = getelementptr inbounds float, ptr addrspace(3) %26, i64 %add40
  %v712 = load float, ptr addrspace(3) %p711, align 4
  %p715 = getelementptr inbounds float, ptr addrspace(3) %26, i64 %add60
  %v716 = load float, ptr addrspace(3) %p715, align 4
  %p719 = getelementptr inbounds float, ptr addrspace(3) %26, i64 %add81
  %v720 = load float, ptr addrspace(3) %p719, align 4
  %p723 = getelementptr inbounds float, ptr addrspace(3) %26, i64 %add102
  %v724 = load float, ptr addrspace(3) %p723, align 4
  %fmul725 = fmul float %v712, 2.000000e+00
  %fadd726 = fadd float %fadd463, %fmul725
  %fmul727 = fmul float %v716, 3.000000e+00
  %fadd728 = fadd float %fadd726, %fmul727
  %fmul729 = fmul float %fadd544, 4.000000e+00
  %fadd730 = fadd float %fmul729, %fadd728
  %fmul731 = fmul float %v720, 5.000000e+00
  %fadd732 = fadd float %fmul731, %fadd730
  %fmul733 = fmul float %v724, 6.000000e+00
  %fadd734 = fadd float %fmul733, %fadd732
  %fmul735 = fmul float %fadd625, 7.000000e+00
  %fadd736 = fadd float %fmul735, %fadd734
  %gep895 = getelementptr float, ptr addrspace(1) %invariant.gep874, i64 %mul262
  %address744 = ptrtoint ptr addrspace(1) %gep895 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address744, float %fadd736, i1 %keep) #2
  %add745 = add nuw nsw i64 %i247, 1
  %exitcond900.not = icmp eq i64 %add745, %smax
  br i1 %exitcond900.not, label %fold.exit245, label %fold.body244

fold.exit245:                                     ; preds = %fold.body244, %fold.exit
  %phi748 = phi float [ %phi236, %fold.exit ], [ %v427, %fold.body244 ]
  %phi749 = phi float [ %phi237, %fold.exit ], [ %v508, %fold.body244 ]
  %phi751 = phi float [ %phi239, %fold.exit ], [ %fadd544, %fold.body244 ]
  %phi752 = phi float [ %phi240, %fold.exit ], [ %fadd625, %fold.body244 ]
  %phi753 = phi float [ %phi241, %fold.exit ], [ %v589, %fold.body244 ]
  %phi754 = phi float [ %phi242, %fold.exit ], [ %v670, %fold.body244 ]
  %phi755 = phi float [ %phi243, %fold.exit ], [ %fadd706, %fold.body244 ]
  %cmp758 = icmp slt i64 %add140, %add114
  br i1 %cmp758, label %fold.body756.preheader, label %endif

fold.body756.preheader:                           ; preds = %fold.exit245
  %invariant.gep896 = getelementptr float, ptr addrspace(1) %0, i64 %add16
  %invariant.gep898 = getelementptr float, ptr addrspace(1) %1, i64 %add16
  br label %fold.body756

fold.body756:                                     ; preds = %fold.body756.preheader, %fold.body756
  %i759 = phi i64 [ %add858, %fold.body756 ], [ %add140, %fold.body756.preheader ]
  %phi761 = phi float [ %phi762, %fold.body756 ], [ %phi748, %fold.body756.preheader ]
  %phi762 = phi float [ %phi766, %fold.body756 ], [ %phi749, %fold.body756.preheader ]
  %phi764 = phi float [ %sel781, %fold.body756 ], [ %phi751, %fold.body756.preheader ]
  %phi765 = phi float [ %phi768, %fold.body756 ], [ %phi752, %fold.body756.preheader ]
  %phi766 = phi float [ %phi767, %fold.body756 ], [ %phi753, %fold.body756.preheader ]
  %phi767 = phi float [ %v777, %fold.body756 ], [ %phi754, %fold.body756.preheader ]
  %phi768 = phi float [ %sel821, %fold.body756 ], [ %phi755, %fold.body756.preheader ]
  %add769 = add i64 %i759, %sub113
  %add770 = add i64 %i759, %mul110
  %call772 = tail call i64 @llvm.smin.i64(i64 %add770, i64 %sub116)
  %call773 = tail call i64 @llvm.smax.i64(i64 %call772, i64 0)
  %mul774 = mul i64 %call773, %mul
  %gep897 = getelementptr float, ptr addrspace(1) %invariant.gep896, i64 %mul774
  %v777 = load float, ptr addrspace(1) %gep897, align 4
  %cmp779 = icmp eq i64 %add769, 2
  %sel780 = select i1 %cmp779, float %phi768, float %phi764
  %sel781 = select i1 %cmp779, float %phi768, float %phi765
  %parity782 = shl i64 %i759, 11
  %mul783 = and i64 %parity782, 2048
  %add785 = or disjoint i64 %mul783, %sreg2
  %p786 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add785
  store float %phi762, ptr addrspace(3) %p786, align 4
  %add787 = or disjoint i64 %mul783, 1024
  %add788 = or disjoint i64 %add787, %sreg2
  %p789 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add788
  store float %sel781, ptr addrspace(3) %p789, align 4
  tail call void @llvm.nvvm.barrier0()
  %27 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %mul783
  %p792 = getelementptr inbounds float, ptr addrspace(3) %27, i64 %add40
  %v793 = load float, ptr addrspace(3) %p792, align 4
  %p796 = getelementptr inbounds float, ptr addrspace(3) %27, i64 %add60
  %v797 = load float, ptr addrspace(3) %p796, align 4
  %p800 = getelementptr inbounds float, ptr addrspace(3) %27, i64 %add81
  %v801 = load float, ptr addrspace(3) %p800, align 4
  %p804 = getelementptr inbounds float, ptr addrspace(3) %27, i64 %add102
  %v805 = load float, ptr addrspace(3) %p804, align 4
  %fmul806 = fmul float %v793, 2.000000e+00
  %fadd807 = fadd float %phi761, %fmul806
  %fmul808 = fmul float %v797, 3.000000e+00
  %fadd809 = fadd float %fadd807, %fmul808
  %fmul810 = fmul float %phi762, 4.000000e+00
  %fadd811 = fadd float %fmul810, %fadd809
  %fmul812 = fmul float %v801, 5.000000e+00
  %fadd813 = fadd float %fmul812, %fadd811
  %fmul814 = fmul float %v805, 6.000000e+00
  %fadd815 = fadd float %fmul814, %fadd813
  %fmul816 = fmul float %phi766, 7.000000e+00
  %fadd817 = fadd float %fmul816, %fadd815
  %sub819 = add i64 %add769, -1
  %cmp820.not = icmp slt i64 %sub819, %2
  %sel821 = select i1 %cmp820.not, float %fadd817, float %phi768
  %28 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add787
  %p824 = getelementptr inbounds float, ptr addrspace(3) %28, i64 %add40
  %v825 = load float, ptr addrspace(3) %p824, align 4
  %p828 = getelementptr inbounds float, ptr addrspace(3) %28, i64 %add60
  %v829 = load float, ptr addrspace(3) %p828, align 4
  %p832 = getelementptr inbounds float, ptr addrspace(3) %28, i64 %add81
  %v833 = load float, ptr addrspace(3) %p832, align 4
  %p836 = getelementptr inbounds float, ptr addrspace(3) %28, i64 %add102
  %v837 = load float, ptr addrspace(3) %p836, align 4
  %fmul838 = fmul float %v825, 2.000000e+00
  %fadd839 = fadd float %sel780, %fmul838
  %fmul840 = fmul float %v829, 3.000000e+00
  %fadd841 = fadd float %fadd839, %fmul840
  %fmul842 = fmul float %sel781, 4.000000e+00
  %fadd843 = fadd float %fmul842, %fadd841
  %fmul844 = fmul float %v833, 5.000000e+00
  %fadd845 = fadd float %fmul844, %fadd843
  %fmul846 = fmul float %v837, 6.000000e+00
  %fadd847 = fadd float %fmul846, %fadd845
  %fmul848 = fmul float %phi768, 7.000000e+00
  %fadd849 = fadd float %fmul848, %fadd847
  %sub851 = add i64 %add769, -3
  %cmp852 = icmp sgt i64 %i759, 4
  %store853 = and i1 %keep, %cmp852
  %mul854 = mul i64 %sub851, %mul
  %gep899 = getelementptr float, ptr addrspace(1) %invariant.gep898, i64 %mul854
  %address857 = ptrtoint ptr addrspace(1) %gep899 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address857, float %fadd849, i1 %store853) #2
  %add858 = add nsw i64 %i759, 1
  %cmp859 = icmp slt i64 %add858, %add114
  br i1 %cmp859, label %fold.body756, label %endif
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

attributes #0 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}

!0 = !{ptr @systole_streaming_3d_j3d7pt_f32_stream3, !"kernel", i32 1}
!1 = !{ptr @systole_streaming_3d_j3d7pt_f32_stream3, !"maxntidx", i32 1024}
!2 = !{ptr @systole_streaming_3d_j3d7pt_f32_stream3, !"minctasm", i32 1}
