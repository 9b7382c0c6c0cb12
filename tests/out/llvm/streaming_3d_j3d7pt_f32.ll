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
  %.frozen929 = freeze i64 %6
  %chunk = sdiv i64 %rest, %.frozen929
  %9 = mul i64 %chunk, %.frozen929
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
  %call131 = tail call i64 @llvm.smin.i64(i64 %mul110, i64 %sub116)
  %call132 = tail call i64 @llvm.smax.i64(i64 %call131, i64 0)
  %mul133 = mul i64 %call132, %mul
  %14 = getelementptr float, ptr addrspace(1) %0, i64 %mul133
  %p135 = getelementptr float, ptr addrspace(1) %14, i64 %add16
  %v136 = load float, ptr addrspace(1) %p135, align 4
  %add137 = or disjoint i64 %mul110, 1
  %call139 = tail call i64 @llvm.smin.i64(i64 %add137, i64 %sub116)
  %call140 = tail call i64 @llvm.smax.i64(i64 %call139, i64 0)
  %mul141 = mul i64 %call140, %mul
  %15 = getelementptr float, ptr addrspace(1) %0, i64 %mul141
  %p143 = getelementptr float, ptr addrspace(1) %15, i64 %add16
  %v144 = load float, ptr addrspace(1) %p143, align 4
  %add146 = sub i64 5, %mul110
  %call147 = tail call i64 @llvm.smin.i64(i64 %add146, i64 %add114)
  %call148 = tail call i64 @llvm.smax.i64(i64 %call147, i64 0)
  %sub150 = add i64 %sub111, -2
  %call151 = tail call i64 @llvm.smin.i64(i64 %sub150, i64 %add114)
  %call152 = tail call i64 @llvm.smax.i64(i64 %call151, i64 %call148)
  %sub154 = sub nsw i64 %call152, %call148
  %groups.lhs.trunc = trunc nsw i64 %sub154 to i8
  %groups897 = sdiv i8 %groups.lhs.trunc, 6
  %groups.sext = sext i8 %groups897 to i64
  %mul155 = mul nsw i64 %groups.sext, 6
  %add156 = add nsw i64 %mul155, %call148
  %cmp157.not = icmp slt i64 %call147, 1
  br i1 %cmp157.not, label %fold.exit, label %fold.body.preheader

fold.body.preheader:                              ; preds = %then
  %invariant.gep = getelementptr float, ptr addrspace(1) %0, i64 %add16
  %invariant.gep898 = getelementptr float, ptr addrspace(1) %1, i64 %add16
  br label %fold.body

endif:                                            ; preds = %fold.body780, %fold.exit265, %entry
  ret void

fold.body:                                        ; preds = %fold.body.preheader, %fold.body
  %i = phi i64 [ %add251, %fold.body ], [ 0, %fold.body.preheader ]
  %phi158 = phi float [ %phi159, %fold.body ], [ 0.000000e+00, %fold.body.preheader ]
  %phi159 = phi float [ %phi163, %fold.body ], [ 0.000000e+00, %fold.body.preheader ]
  %phi161 = phi float [ %sel179, %fold.body ], [ 0.000000e+00, %fold.body.preheader ]
  %phi162 = phi float [ %phi167, %fold.body ], [ 0.000000e+00, %fold.body.preheader ]
  %phi163 = phi float [ %phi164, %fold.body ], [ %v, %fold.body.preheader ]
  %phi164 = phi float [ %phi165, %fold.body ], [ %v128, %fold.body.preheader ]
  %phi165 = phi float [ %phi166, %fold.body ], [ %v136, %fold.body.preheader ]
  %phi166 = phi float [ %v176, %fold.body ], [ %v144, %fold.body.preheader ]
  %phi167 = phi float [ %sel216, %fold.body ], [ 0.000000e+00, %fold.body.preheader ]
  %add168 = add i64 %i, %sub113
  %add169 = add i64 %add168, 4
  %call171 = tail call i64 @llvm.smin.i64(i64 %add169, i64 %sub116)
  %call172 = tail call i64 @llvm.smax.i64(i64 %call171, i64 0)
  %mul173 = mul i64 %call172, %mul
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul173
  %v176 = load float, ptr addrspace(1) %gep, align 4
  %cmp178 = icmp eq i64 %add168, 2
  %sel = select i1 %cmp178, float %phi167, float %phi161
  %sel179 = select i1 %cmp178, float %phi167, float %phi162
  %parity = shl i64 %i, 11
  %mul180 = and i64 %parity, 2048
  %add182 = or disjoint i64 %mul180, %sreg2
  %p183 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add182
  store float %phi159, ptr addrspace(3) %p183, align 4
  %add184 = or disjoint i64 %mul180, 1024
  %add185 = or disjoint i64 %add184, %sreg2
  %p186 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add185
  store float %sel179, ptr addrspace(3) %p186, align 4
  tail call void @llvm.nvvm.barrier0()
  %16 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %mul180
  %p189 = getelementptr inbounds float, ptr addrspace(3) %16, i64 %add40
  %v190 = load float, ptr addrspace(3) %p189, align 4
  %p193 = getelementptr inbounds float, ptr addrspace(3) %16, i64 %add60
  %v194 = load float, ptr addrspace(3) %p193, align 4
  %p197 = getelementptr inbounds float, ptr addrspace(3) %16, i64 %add81
  %v198 = load float, ptr addrspace(3) %p197, align 4
  %p201 = getelementptr inbounds float, ptr addrspace(3) %16, i64 %add102
  %v202 = load float, ptr addrspace(3) %p201, align 4
  %fmul = fmul float %v190, 2.000000e+00
  %fadd = fadd float %phi158, %fmul
  %fmul203 = fmul float %v194, 3.000000e+00
  %fadd204 = fadd float %fadd, %fmul203
  %fmul205 = fmul float %phi159, 4.000000e+00
  %fadd206 = fadd float %fmul205, %fadd204
  %fmul207 = fmul float %v198, 5.000000e+00
  %fadd208 = fadd float %fmul207, %fadd206
  %fmul209 = fmul float %v202, 6.000000e+00
  %fadd210 = fadd float %fmul209, %fadd208
  %fmul211 = fmul float %phi163, 7.000000e+00
  %fadd212 = fadd float %fmul211, %fadd210
  %sub214 = add i64 %add168, -1
  %cmp215.not = icmp slt i64 %sub214, %2
  %sel216 = select i1 %cmp215.not, float %fadd212, float %phi167
  %17 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add184
  %p219 = getelementptr inbounds float, ptr addrspace(3) %17, i64 %add40
  %v220 = load float, ptr addrspace(3) %p219, align 4
  %p223 = getelementptr inbounds float, ptr addrspace(3) %17, i64 %add60
  %v224 = load float, ptr addrspace(3) %p223, align 4
  %p227 = getelementptr inbounds float, ptr addrspace(3) %17, i64 %add81
  %v228 = load float, ptr addrspace(3) %p227, align 4
  %p231 = getelementptr inbounds float, ptr addrspace(3) %17, i64 %add102
  %v232 = load float, ptr addrspace(3) %p231, align 4
  %fmul233 = fmul float %v220, 2.000000e+00
  %fadd234 = fadd float %sel, %fmul233
  %fmul235 = fmul float %v224, 3.000000e+00
  %fadd236 = fadd float %fadd234, %fmul235
  %fmul237 = fmul float %sel179, 4.000000e+00
  %fadd238 = fadd float %fmul237, %fadd236
  %fmul239 = fmul float %v228, 5.000000e+00
  %fadd240 = fadd float %fmul239, %fadd238
  %fmul241 = fmul float %v232, 6.000000e+00
  %fadd242 = fadd float %fmul241, %fadd240
  %fmul243 = fmul float %phi167, 7.000000e+00
  %fadd244 = fadd float %fmul243, %fadd242
  %sub246 = add i64 %add168, -3
  %cmp247 = icmp ugt i64 %i, 4
  %store = and i1 %keep, %cmp247
  %mul248 = mul i64 %sub246, %mul
  %gep899 = getelementptr float, ptr addrspace(1) %invariant.gep898, i64 %mul248
  %address = ptrtoint ptr addrspace(1) %gep899 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address, float %fadd244, i1 %store) #2
  %add251 = add nuw nsw i64 %i, 1
  %exitcond.not = icmp eq i64 %add251, %call147
  br i1 %exitcond.not, label %fold.exit, label %fold.body

fold.exit:                                        ; preds = %fold.body, %then
  %phi254 = phi float [ 0.000000e+00, %then ], [ %phi159, %fold.body ]
  %phi255 = phi float [ 0.000000e+00, %then ], [ %phi163, %fold.body ]
  %phi257 = phi float [ 0.000000e+00, %then ], [ %sel179, %fold.body ]
  %phi258 = phi float [ 0.000000e+00, %then ], [ %phi167, %fold.body ]
  %phi259 = phi float [ %v, %then ], [ %phi164, %fold.body ]
  %phi260 = phi float [ %v128, %then ], [ %phi165, %fold.body ]
  %phi261 = phi float [ %v136, %then ], [ %phi166, %fold.body ]
  %phi262 = phi float [ %v144, %then ], [ %v176, %fold.body ]
  %phi263 = phi float [ 0.000000e+00, %then ], [ %sel216, %fold.body ]
  %cmp266 = icmp sgt i64 %sub154, 5
  br i1 %cmp266, label %fold.body264.preheader, label %fold.exit265

fold.body264.preheader:                           ; preds = %fold.exit
  %invariant.gep900 = getelementptr float, ptr addrspace(1) %0, i64 %add16
  %parity288 = shl nuw nsw i64 %call148, 11
  %mul289 = and i64 %parity288, 2048
  %add291 = or disjoint i64 %mul289, %sreg2
  %p292 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add291
  %add293 = or disjoint i64 %mul289, 1024
  %add294 = or disjoint i64 %add293, %sreg2
  %p295 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add294
  %invariant.gep902 = getelementptr float, ptr addrspace(1) %1, i64 %add16
  %18 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %mul289
  %p298 = getelementptr inbounds float, ptr addrspace(3) %18, i64 %add40
  %p302 = getelementptr inbounds float, ptr addrspace(3) %18, i64 %add60
  %p306 = getelementptr inbounds float, ptr addrspace(3) %18, i64 %add81
  %p310 = getelementptr inbounds float, ptr addrspace(3) %18, i64 %add102
  %19 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add293
  %p328 = getelementptr inbounds float, ptr addrspace(3) %19, i64 %add40
  %p332 = getelementptr inbounds float, ptr addrspace(3) %19, i64 %add60
  %p336 = getelementptr inbounds float, ptr addrspace(3) %19, i64 %add81
  %p340 = getelementptr inbounds float, ptr addrspace(3) %19, i64 %add102
  %add525 = or disjoint i64 %mul110, 2
  %20 = shl i64 %call148, 11
  %21 = and i64 %20, 2048
  %22 = xor i64 %21, 2048
  %smax = tail call i64 @llvm.smax.i64(i64 %groups.sext, i64 1)
  %add534 = or disjoint i64 %22, %sreg2
  %p535 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add534
  %add536 = or disjoint i64 %22, 1024
  %add537 = or disjoint i64 %add536, %sreg2
  %p538 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add537
  %23 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %22
  %p541 = getelementptr inbounds float, ptr addrspace(3) %23, i64 %add40
  %p545 = getelementptr inbounds float, ptr addrspace(3) %23, i64 %add60
  %p549 = getelementptr inbounds float, ptr addrspace(3) %23, i64 %add81
  %p553 = getelementptr inbounds float, ptr addrspace(3) %23, i64 %add102
  %24 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add536
  %p571 = getelementptr inbounds float, ptr addrspace(3) %24, i64 %add40
  %p575 = getelementptr inbounds float, ptr addrspace(3) %24, i64 %add60
  %p579 = getelementptr inbounds float, ptr addrspace(3) %24, i64 %add81
  %p583 = getelementptr inbounds float, ptr addrspace(3) %24, i64 %add102
  br label %fold.body264

fold.body264:                                     ; preds = %fold.body264.preheader, %fold.body264
  %i267 = phi i64 [ %add767, %fold.body264 ], [ 0, %fold.body264.preheader ]
  %phi269 = phi float [ %v287, %fold.body264 ], [ %phi254, %fold.body264.preheader ]
  %phi270 = phi float [ %v368, %fold.body264 ], [ %phi255, %fold.body264.preheader ]
  %phi272 = phi float [ %fadd566, %fold.body264 ], [ %phi257, %fold.body264.preheader ]
  %phi273 = phi float [ %fadd647, %fold.body264 ], [ %phi258, %fold.body264.preheader ]
  %phi274 = phi float [ %v449, %fold.body264 ], [ %phi259, %fold.body264.preheader ]
  %phi275 = phi float [ %v530, %fold.body264 ], [ %phi260, %fold.body264.preheader ]
  %phi276 = phi float [ %v611, %fold.body264 ], [ %phi261, %fold.body264.preheader ]
  %phi277 = phi float [ %v692, %fold.body264 ], [ %phi262, %fold.body264.preheader ]
  %phi278 = phi float [ %fadd728, %fold.body264 ], [ %phi263, %fold.body264.preheader ]
  %mul279 = mul nuw nsw i64 %i267, 6
  %add280 = add nuw nsw i64 %mul279, %call148
  %add282 = add i64 %add280, %sub113
  %add283 = add i64 %add282, 4
  %mul284 = mul i64 %add283, %mul
  %gep901 = getelementptr float, ptr addrspace(1) %invariant.gep900, i64 %mul284
  %v287 = load float, ptr addrspace(1) %gep901, align 4
  store float %phi270, ptr addrspace(3) %p292, align 4
  store float %phi273, ptr addrspace(3) %p295, align 4
  tail call void @llvm.nvvm.barrier0()
  %v299 = load float, ptr addrspace(3) %p298, align 4
  %v303 = load float, ptr addrspace(3) %p302, align 4
  %v307 = load float, ptr addrspace(3) %p306, align 4
  %v311 = load float, ptr addrspace(3) %p310, align 4
  %fmul312 = fmul float %v299, 2.000000e+00
  %fadd313 = fadd float %phi269, %fmul312
  %fmul314 = fmul float %v303, 3.000000e+00
  %fadd315 = fadd float %fadd313, %fmul314
  %fmul316 = fmul float %phi270, 4.000000e+00
  %fadd317 = fadd float %fmul316, %fadd315
  %fmul318 = fmul float %v307, 5.000000e+00
  %fadd319 = fadd float %fmul318, %fadd317
  %fmul320 = fmul float %v311, 6.000000e+00
  %fadd321 = fadd float %fmul320, %fadd319
  %fmul322 = fmul float %phi274, 7.000000e+00
  %fadd323 = fadd float %fmul322, %fadd321
  %v329 = load float, ptr addrspace(3) %p328, align 4
  %v333 = load float, ptr addrspace(3) %p332, align 4
  %v337 = load float, ptr addrspace(3) %p336, align 4
  %v341 = load float, ptr addrspace(3) %p340, align 4
  %fmul342 = fmul float %v329, 2.000000e+00
  %fadd343 = fadd float %phi272, %fmul342
  %fmul344 = fmul float %v333, 3.000000e+00
  %fadd345 = fadd float %fadd343, %fmul344
  %fmul346 = fmul float %phi273, 4.000000e+00
  %fadd347 = fadd float %fmul346, %fadd345
  %fmul348 = fmul float %v337, 5.000000e+00
  %fadd349 = fadd float %fmul348, %fadd347
  %fmul350 = fmul float %v341, 6.000000e+00
  %fadd351 = fadd float %fmul350, %fadd349
  %fmul352 = fmul float %phi278, 7.000000e+00
  %fadd353 = fadd float %fmul352, %fadd351
  %sub355 = add i64 %add282, -3
  %cmp356 = icmp ugt i64 %add280, 4
  %store357 = and i1 %keep, %cmp356
  %mul358 = mul i64 %sub355, %mul
  %gep903 = getelementptr float, ptr addrspace(1) %invariant.gep902, i64 %mul358
  %address361 = ptrtoint ptr addrspace(1) %gep903 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address361, float %fadd353, i1 %store357) #2
  %add362 = add nuw nsw i64 %add280, 1
  %add363 = add i64 %add362, %sub113
  %add364 = add i64 %add363, 4
  %mul365 = mul i64 %add364, %mul
  %gep905 = getelementptr float, ptr addrspace(1) %invariant.gep900, i64 %mul365
  %v368 = load float, ptr addrspace(1) %gep905, align 4
  %parity369 = shl i64 %add362, 11
  %mul370 = and i64 %parity369, 2048
  %add372 = or disjoint i64 %mul370, %sreg2
  %p373 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add372
  store float %phi274, ptr addrspace(3) %p373, align 4
  %add374 = or disjoint i64 %mul370, 1024
  %add375 = or disjoint i64 %add374, %sreg2
  %p376 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add375
  store float %phi278, ptr addrspace(3) %p376, align 4
  tail call void @llvm.nvvm.barrier0()
  %25 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %mul370
  %p379 = getelementptr inbounds float, ptr addrspace(3) %25, i64 %add40
  %v380 = load float, ptr addrspace(3) %p379, align 4
  %p383 = getelementptr inbounds float, ptr addrspace(3) %25, i64 %add60
  %v384 = load float, ptr addrspace(3) %p383, align 4
  %p387 = getelementptr inbounds float, ptr addrspace(3) %25, i64 %add81
  %v388 = load float, ptr addrspace(3) %p387, align 4
  %p391 = getelementptr inbounds float, ptr addrspace(3) %25, i64 %add102
  %v392 = load float, ptr addrspace(3) %p391, align 4
  %fmul393 = fmul float %v380, 2.000000e+00
  %fadd394 = fadd float %phi270, %fmul393
  %fmul395 = fmul float %v384, 3.000000e+00
  %fadd396 = fadd float %fadd394, %fmul395
  %fmul397 = fmul float %phi274, 4.000000e+00
  %fadd398 = fadd float %fmul397, %fadd396
  %fmul399 = fmul float %v388, 5.000000e+00
  %fadd400 = fadd float %fmul399, %fadd398
  %fmul401 = fmul float %v392, 6.000000e+00
  %fadd402 = fadd float %fmul401, %fadd400
  %fmul403 = fmul float %phi275, 7.000000e+00
  %fadd404 = fadd float %fmul403, %fadd402
  %26 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add374
  %p409 = getelementptr inbounds float, ptr addrspace(3) %26, i64 %add40
  %v410 = load float, ptr addrspace(3) %p409, align 4
  %p413 = getelementptr inbounds float, ptr addrspace(3) %26, i64 %add60
  %v414 = load float, ptr addrspace(3) %p413, align 4
  %p417 = getelementptr inbounds float, ptr addrspace(3) %26, i64 %add81
  %v418 = load float, ptr addrspace(3) %p417, align 4
  %p421 = getelementptr inbounds float, ptr addrspace(3) %26, i64 %add102
  %v422 = load float, ptr addrspace(3) %p421, align 4
  %fmul423 = fmul float %v410, 2.000000e+00
  %fadd424 = fadd float %phi273, %fmul423
  %fmul425 = fmul float %v414, 3.000000e+00
  %fadd426 = fadd float %fadd424, %fmul425
  %fmul427 = fmul float %phi278, 4.000000e+00
  %fadd428 = fadd float %fmul427, %fadd426
  %fmul429 = fmul float %v418, 5.000000e+00
  %fadd430 = fadd float %fmul429, %fadd428
  %fmul431 = fmul float %v422, 6.000000e+00
  %fadd432 = fadd float %fmul431, %fadd430
  %fmul433 = fmul float %fadd323, 7.000000e+00
  %fadd434 = fadd float %fmul433, %fadd432
  %sub436 = add i64 %add363, -3
  %cmp437 = icmp ugt i64 %add280, 3
  %store438 = and i1 %keep, %cmp437
  %mul439 = mul i64 %sub436, %mul
  %gep907 = getelementptr float, ptr addrspace(1) %invariant.gep902, i64 %mul439
  %address442 = ptrtoint ptr addrspace(1) %gep907 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address442, float %fadd434, i1 %store438) #2
  %add444 = add i64 %add280, %mul110
  %add445 = add i64 %add444, 4
  %mul446 = mul i64 %add445, %mul
  %gep909 = getelementptr float, ptr addrspace(1) %invariant.gep900, i64 %mul446
  %v449 = load float, ptr addrspace(1) %gep909, align 4
  store float %phi275, ptr addrspace(3) %p292, align 4
  store float %fadd323, ptr addrspace(3) %p295, align 4
  tail call void @llvm.nvvm.barrier0()
  %v461 = load float, ptr addrspace(3) %p298, align 4
  %v465 = load float, ptr addrspace(3) %p302, align 4
  %v469 = load float, ptr addrspace(3) %p306, align 4
  %v473 = load float, ptr addrspace(3) %p310, align 4
  %fmul474 = fmul float %v461, 2.000000e+00
  %fadd475 = fadd float %phi274, %fmul474
  %fmul476 = fmul float %v465, 3.000000e+00
  %fadd477 = fadd float %fadd475, %fmul476
  %fmul478 = fmul float %phi275, 4.000000e+00
  %fadd479 = fadd float %fmul478, %fadd477
  %fmul480 = fmul float %v469, 5.000000e+00
  %fadd481 = fadd float %fmul480, %fadd479
  %fmul482 = fmul float %v473, 6.000000e+00
  %fadd483 = fadd float %fmul482, %fadd481
  %fmul484 = fmul float %phi276, 7.000000e+00
  %fadd485 = fadd float %fmul484, %fadd483
  %v491 = load float, ptr addrspace(3) %p328, align 4
  %v495 = load float, ptr addrspace(3) %p332, align 4
  %v499 = load float, ptr addrspace(3) %p336, align 4
  %v503 = load float, ptr addrspace(3) %p340, align 4
  %fmul504 = fmul float %v491, 2.000000e+00
  %fadd505 = fadd float %phi278, %fmul504
  %fmul506 = fmul float %v495, 3.000000e+00
  %fadd507 = fadd float %fadd505, %fmul506
  %fmul508 = fmul float %fadd323, 4.000000e+00
  %fadd509 = fadd float %fmul508, %fadd507
  %fmul510 = fmul float %v499, 5.000000e+00
  %fadd511 = fadd float %fmul510, %fadd509
  %fmul512 = fmul float %v503, 6.000000e+00
  %fadd513 = fadd float %fmul512, %fadd511
  %fmul514 = fmul float %fadd404, 7.000000e+00
  %fadd515 = fadd float %fmul514, %fadd513
  %sub517 = add i64 %add444, -3
  %cmp518 = icmp ugt i64 %add280, 2
  %store519 = and i1 %keep, %cmp518
  %mul520 = mul i64 %sub517, %mul
  %gep911 = getelementptr float, ptr addrspace(1) %invariant.gep902, i64 %mul520
  %address523 = ptrtoint ptr addrspace(1) %gep911 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address523, float %fadd515, i1 %store519) #2
  %add524 = add nuw nsw i64 %add280, 3
  %add526 = add i64 %add525, %add524
  %mul527 = mul i64 %add526, %mul
  %gep913 = getelementptr float, ptr addrspace(1) %invariant.gep900, i64 %mul527
  %v530 = load float, ptr addrspace(1) %gep913, align 4
  store float %phi276, ptr addrspace(3) %p535, align 4
  store float %fadd404, ptr addrspace(3) %p538, align 4
  tail call void @llvm.nvvm.barrier0()
  %v542 = load float, ptr addrspace(3) %p541, align 4
  %v546 = load float, ptr addrspace(3) %p545, align 4
  %v550 = load float, ptr addrspace(3) %p549, align 4
  %v554 = load float, ptr addrspace(3) %p553, align 4
  %fmul555 = fmul float %v542, 2.000000e+00
  %fadd556 = fadd float %phi275, %fmul555
  %fmul557 = fmul float %v546, 3.000000e+00
  %fadd558 = fadd float %fadd556, %fmul557
  %fmul559 = fmul float %phi276, 4.000000e+00
  %fadd560 = fadd float %fmul559, %fadd558
  %fmul561 = fmul float %v550, 5.000000e+00
  %fadd562 = fadd float %fmul561, %fadd560
  %fmul563 = fmul float %v554, 6.000000e+00
  %fadd564 = fadd float %fmul563, %fadd562
  %fmul565 = fmul float %phi277, 7.000000e+00
  %fadd566 = fadd float %fmul565, %fadd564
  %v572 = load float, ptr addrspace(3) %p571, align 4
  %v576 = load float, ptr addrspace(3) %p575, align 4
  %v580 = load float, ptr addrspace(3) %p579, align 4
  %v584 = load float, ptr addrspace(3) %p583, align 4
  %fmul585 = fmul float %v572, 2.000000e+00
  %fadd586 = fadd float %fadd323, %fmul585
  %fmul587 = fmul float %v576, 3.000000e+00
  %fadd588 = fadd float %fadd586, %fmul587
  %fmul589 = fmul float %fadd404, 4.000000e+00
  %fadd590 = fadd float %fmul589, %fadd588
  %fmul591 = fmul float %v580, 5.000000e+00
  %fadd592 = fadd float %fmul591, %fadd590
  %fmul593 = fmul float %v584, 6.000000e+00
  %fadd594 = fadd float %fmul593, %fadd592
  %fmul595 = fmul float %fadd485, 7.000000e+00
  %fadd596 = fadd float %fmul595, %fadd594
  %cmp599 = icmp ugt i64 %add280, 1
  %store600 = and i1 %keep, %cmp599
  %mul601 = mul i64 %add282, %mul
  %gep915 = getelementptr float, ptr addrspace(1) %invariant.gep902, i64 %mul601
  %address604 = ptrtoint ptr addrspace(1) %gep915 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address604, float %fadd596, i1 %store600) #2
  %add605 = add nuw nsw i64 %add280, 4
  %add606 = add i64 %add605, %sub113
  %add607 = add i64 %add606, 4
  %mul608 = mul i64 %add607, %mul
  %gep917 = getelementptr float, ptr addrspace(1) %invariant.gep900, i64 %mul608
  %v611 = load float, ptr addrspace(1) %gep917, align 4
  store float %phi277, ptr addrspace(3) %p292, align 4
  store float %fadd485, ptr addrspace(3) %p295, align 4
  tail call void @llvm.nvvm.barrier0()
  %v623 = load float, ptr addrspace(3) %p298, align 4
  %v627 = load float, ptr addrspace(3) %p302, align 4
  %v631 = load float, ptr addrspace(3) %p306, align 4
  %v635 = load float, ptr addrspace(3) %p310, align 4
  %fmul636 = fmul float %v623, 2.000000e+00
  %fadd637 = fadd float %phi276, %fmul636
  %fmul638 = fmul float %v627, 3.000000e+00
  %fadd639 = fadd float %fadd637, %fmul638
  %fmul640 = fmul float %phi277, 4.000000e+00
  %fadd641 = fadd float %fmul640, %fadd639
  %fmul642 = fmul float %v631, 5.000000e+00
  %fadd643 = fadd float %fmul642, %fadd641
  %fmul644 = fmul float %v635, 6.000000e+00
  %fadd645 = fadd float %fmul644, %fadd643
  %fmul646 = fmul float %v287, 7.000000e+00
  %fadd647 = fadd float %fmul646, %fadd645
  %v653 = load float, ptr addrspace(3) %p328, align 4
  %v657 = load float, ptr addrspace(3) %p332, align 4
  %v661 = load float, ptr addrspace(3) %p336, align 4
  %v665 = load float, ptr addrspace(3) %p340, align 4
  %fmul666 = fmul float %v653, 2.000000e+00
  %fadd667 = fadd float %fadd404, %fmul666
  %fmul668 = fmul float %v657, 3.000000e+00
  %fadd669 = fadd float %fadd667, %fmul668
  %fmul670 = fmul float %fadd485, 4.000000e+00
  %fadd671 = fadd float %fmul670, %fadd669
  %fmul672 = fmul float %v661, 5.000000e+00
  %fadd673 = fadd float %fmul672, %fadd671
  %fmul674 = fmul float %v665, 6.000000e+00
  %fadd675 = fadd float %fmul674, %fadd673
  %fmul676 = fmul float %fadd566, 7.000000e+00
  %fadd677 = fadd float %fmul676, %fadd675
  %sub679 = add i64 %add606, -3
  %cmp680 = icmp ne i64 %add280, 0
  %store681 = and i1 %keep, %cmp680
  %mul682 = mul i64 %sub679, %mul
  %gep919 = getelementptr float, ptr addrspace(1) %invariant.gep902, i64 %mul682
  %address685 = ptrtoint ptr addrspace(1) %gep919 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address685, float %fadd677, i1 %store681) #2
  %add686 = add nuw nsw i64 %add280, 5
  %add687 = add i64 %add686, %sub113
  %add688 = add i64 %add687, 4
  %mul689 = mul i64 %add688, %mul
  %gep921 = getelementptr float, ptr addrspace(1) %invariant.gep900, i64 %mul689
  %v692 = load float, ptr addrspace(1) %gep921, align 4
  %parity693 = shl i64 %add686, 11
  %mul694 = and i64 %parity693, 2048
  %add696 = or disjoint i64 %mul694, %sreg2
  %p697 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add696
  store float %v287, ptr addrspace(3) %p697, align 4
  %add698 = or disjoint i64 %mul694, 1024
  %add699 = or disjoint i64 %add698, %sreg2
  %p700 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add699
  store float %fadd566, ptr addrspace(3) %p700, align 4
  tail call void @llvm.nvvm.barrier0()
  %27 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %mul694
  %p703 = getelementptr inbounds float, ptr addrspace(3) %27, i64 %add40
  %v704 = load float, ptr addrspace(3) %p703, align 4
  %p707 = getelementptr inbounds float, ptr addrspace(3) %27, i64 %add60
  %v708 = load float, ptr addrspace(3) %p707, align 4
  %p711 = getelementptr inbounds float, ptr addrspace(3) %27, i64 %add81
  %v712 = load float, ptr addrspace(3) %p711, align 4
  %p715 = getelementptr inbounds float, ptr addrspace(3) %27, i64 %add102
  %v716 = load float, ptr addrspace(3) %p715, align 4
  %fmul717 = fmul float %v704, 2.000000e+00
  %fadd718 = fadd float %phi277, %fmul717
  %fmul719 = fmul float %v708, 3.000000e+00
  %fadd720 = fadd float %fadd718, %fmul719
  %fmul721 = fmul float %v287, 4.000000e+00
  %fadd722 = fadd float %fmul721, %fadd720
  %fmul723 = fmul float %v712, 5.000000e+00
  %fadd724 = fadd float %fmul723, %fadd722
  %fmul725 = fmul float %v716, 6.000000e+00
  %fadd726 = fadd float %fmul725, %fadd724
  %fmul727 = fmul float %v368, 7.000000e+00
  %fadd728 = fadd float %fmul727, %fadd726
  %28 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add698
  %p733 = getelementptr inbounds float, ptr addrspace(3) %28, i64 %add40
  %v734 = load float, ptr addrspace(3) %p733, align 4
  %p737 = getelementptr inbounds float, ptr addrspace(3) %28, i64 %add60
  %v738 = load float, ptr addrspace(3) %p737, align 4
  %p741 = getelementptr inbounds float, ptr addrspace(3) %28, i64 %add81
  %v742 = load float, ptr addrspace(3) %p741, align 4
  %p745 = getelementptr inbounds float, ptr addrspace(3) %28, i64 %add102
  %v746 = load float, ptr addrspace(3) %p745, align 4
  %fmul747 = fmul float %v734, 2.000000e+00
  %fadd748 = fadd float %fadd485, %fmul747
  %fmul749 = fmul float %v738, 3.000000e+00
  %fadd750 = fadd float %fadd748, %fmul749
  %fmul751 = fmul float %fadd566, 4.000000e+00
  %fadd752 = fadd float %fmul751, %fadd750
  %fmul753 = fmul float %v742, 5.000000e+00
  %fadd754 = fadd float %fmul753, %fadd752
  %fmul755 = fmul float %v746, 6.000000e+00
  %fadd756 = fadd float %fmul755, %fadd754
  %fmul757 = fmul float %fadd647, 7.000000e+00
  %fadd758 = fadd float %fmul757, %fadd756
  %sub760 = add i64 %add687, -3
  %mul763 = mul i64 %sub760, %mul
  %gep923 = getelementptr float, ptr addrspace(1) %invariant.gep902, i64 %mul763
  %address766 = ptrtoint ptr addrspace(1) %gep923 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address766, float %fadd758, i1 %keep) #2
  %add767 = add nuw nsw i64 %i267, 1
  %exitcond928.not = icmp eq i64 %add767, %smax
  br i1 %exitcond928.not, label %fold.exit265, label %fold.body264

fold.exit265:                                     ; preds = %fold.body264, %fold.exit
  %phi770 = phi float [ %phi254, %fold.exit ], [ %v287, %fold.body264 ]
  %phi771 = phi float [ %phi255, %fold.exit ], [ %v368, %fold.body264 ]
  %phi773 = phi float [ %phi257, %fold.exit ], [ %fadd566, %fold.body264 ]
  %phi774 = phi float [ %phi258, %fold.exit ], [ %fadd647, %fold.body264 ]
  %phi775 = phi float [ %phi259, %fold.exit ], [ %v449, %fold.body264 ]
  %phi776 = phi float [ %phi260, %fold.exit ], [ %v530, %fold.body264 ]
  %phi777 = phi float [ %phi261, %fold.exit ], [ %v611, %fold.body264 ]
  %phi778 = phi float [ %phi262, %fold.exit ], [ %v692, %fold.body264 ]
  %phi779 = phi float [ %phi263, %fold.exit ], [ %fadd728, %fold.body264 ]
  %cmp782 = icmp slt i64 %add156, %add114
  br i1 %cmp782, label %fold.body780.preheader, label %endif

fold.body780.preheader:                           ; preds = %fold.exit265
  %invariant.gep924 = getelementptr float, ptr addrspace(1) %0, i64 %add16
  %invariant.gep926 = getelementptr float, ptr addrspace(1) %1, i64 %add16
  br label %fold.body780

fold.body780:                                     ; preds = %fold.body780.preheader, %fold.body780
  %i783 = phi i64 [ %add884, %fold.body780 ], [ %add156, %fold.body780.preheader ]
  %phi785 = phi float [ %phi786, %fold.body780 ], [ %phi770, %fold.body780.preheader ]
  %phi786 = phi float [ %phi790, %fold.body780 ], [ %phi771, %fold.body780.preheader ]
  %phi788 = phi float [ %sel807, %fold.body780 ], [ %phi773, %fold.body780.preheader ]
  %phi789 = phi float [ %phi794, %fold.body780 ], [ %phi774, %fold.body780.preheader ]
  %phi790 = phi float [ %phi791, %fold.body780 ], [ %phi775, %fold.body780.preheader ]
  %phi791 = phi float [ %phi792, %fold.body780 ], [ %phi776, %fold.body780.preheader ]
  %phi792 = phi float [ %phi793, %fold.body780 ], [ %phi777, %fold.body780.preheader ]
  %phi793 = phi float [ %v803, %fold.body780 ], [ %phi778, %fold.body780.preheader ]
  %phi794 = phi float [ %sel847, %fold.body780 ], [ %phi779, %fold.body780.preheader ]
  %add795 = add i64 %i783, %sub113
  %add796 = add i64 %add795, 4
  %call798 = tail call i64 @llvm.smin.i64(i64 %add796, i64 %sub116)
  %call799 = tail call i64 @llvm.smax.i64(i64 %call798, i64 0)
  %mul800 = mul i64 %call799, %mul
  %gep925 = getelementptr float, ptr addrspace(1) %invariant.gep924, i64 %mul800
  %v803 = load float, ptr addrspace(1) %gep925, align 4
  %cmp805 = icmp eq i64 %add795, 2
  %sel806 = select i1 %cmp805, float %phi794, float %phi788
  %sel807 = select i1 %cmp805, float %phi794, float %phi789
  %parity808 = shl i64 %i783, 11
  %mul809 = and i64 %parity808, 2048
  %add811 = or disjoint i64 %mul809, %sreg2
  %p812 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add811
  store float %phi786, ptr addrspace(3) %p812, align 4
  %add813 = or disjoint i64 %mul809, 1024
  %add814 = or disjoint i64 %add813, %sreg2
  %p815 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add814
  store float %sel807, ptr addrspace(3) %p815, align 4
  tail call void @llvm.nvvm.barrier0()
  %29 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %mul809
  %p818 = getelementptr inbounds float, ptr addrspace(3) %29, i64 %add40
  %v819 = load float, ptr addrspace(3) %p818, align 4
  %p822 = getelementptr inbounds float, ptr addrspace(3) %29, i64 %add60
  %v823 = load float, ptr addrspace(3) %p822, align 4
  %p826 = getelementptr inbounds float, ptr addrspace(3) %29, i64 %add81
  %v827 = load float, ptr addrspace(3) %p826, align 4
  %p830 = getelementptr inbounds float, ptr addrspace(3) %29, i64 %add102
  %v831 = load float, ptr addrspace(3) %p830, align 4
  %fmul832 = fmul float %v819, 2.000000e+00
  %fadd833 = fadd float %phi785, %fmul832
  %fmul834 = fmul float %v823, 3.000000e+00
  %fadd835 = fadd float %fadd833, %fmul834
  %fmul836 = fmul float %phi786, 4.000000e+00
  %fadd837 = fadd float %fmul836, %fadd835
  %fmul838 = fmul float %v827, 5.000000e+00
  %fadd839 = fadd float %fmul838, %fadd837
  %fmul840 = fmul float %v831, 6.000000e+00
  %fadd841 = fadd float %fmul840, %fadd839
  %fmul842 = fmul float %phi790, 7.000000e+00
  %fadd843 = fadd float %fmul842, %fadd841
  %sub845 = add i64 %add795, -1
  %cmp846.not = icmp slt i64 %sub845, %2
  %sel847 = select i1 %cmp846.not, float %fadd843, float %phi794
  %30 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add813
  %p850 = getelementptr inbounds float, ptr addrspace(3) %30, i64 %add40
  %v851 = load float, ptr addrspace(3) %p850, align 4
  %p854 = getelementptr inbounds float, ptr addrspace(3) %30, i64 %add60
  %v855 = load float, ptr addrspace(3) %p854, align 4
  %p858 = getelementptr inbounds float, ptr addrspace(3) %30, i64 %add81
  %v859 = load float, ptr addrspace(3) %p858, align 4
  %p862 = getelementptr inbounds float, ptr addrspace(3) %30, i64 %add102
  %v863 = load float, ptr addrspace(3) %p862, align 4
  %fmul864 = fmul float %v851, 2.000000e+00
  %fadd865 = fadd float %sel806, %fmul864
  %fmul866 = fmul float %v855, 3.000000e+00
  %fadd867 = fadd float %fadd865, %fmul866
  %fmul868 = fmul float %sel807, 4.000000e+00
  %fadd869 = fadd float %fmul868, %fadd867
  %fmul870 = fmul float %v859, 5.000000e+00
  %fadd871 = fadd float %fmul870, %fadd869
  %fmul872 = fmul float %v863, 6.000000e+00
  %fadd873 = fadd float %fmul872, %fadd871
  %fmul874 = fmul float %phi794, 7.000000e+00
  %fadd875 = fadd float %fmul874, %fadd873
  %sub877 = add i64 %add795, -3
  %cmp878 = icmp sgt i64 %i783, 4
  %store879 = and i1 %keep, %cmp878
  %mul880 = mul i64 %sub877, %mul
  %gep927 = getelementptr float, ptr addrspace(1) %invariant.gep926, i64 %mul880
  %address883 = ptrtoint ptr addrspace(1) %gep927 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address883, float %fadd875, i1 %store879) #2
  %add884 = add nsw i64 %i783, 1
  %cmp885 = icmp slt i64 %add884, %add114
  br i1 %cmp885, label %fold.body780, label %endif
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
