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
  %mul3 = mul i64 %6, %5
  %mul4 = mul i64 %mul3, %7
  %cmp = icmp sgt i64 %mul4, %sreg
  br i1 %cmp, label %then, label %endif

then:                                             ; preds = %entry
  %call1 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg2 = zext nneg i32 %call1 to i64
  %.frozen = freeze i64 %5
  %rest = sdiv i64 %sreg, %.frozen
  %8 = mul i64 %rest, %.frozen
  %tile.x.decomposed = sub i64 %sreg, %8
  %.frozen964 = freeze i64 %6
  %chunk = sdiv i64 %rest, %.frozen964
  %9 = mul i64 %chunk, %.frozen964
  %tile.y.decomposed = sub i64 %rest, %9
  %lx = and i64 %sreg2, 31
  %ly = lshr i64 %sreg2, 5
  %mul5 = mul nuw nsw i64 %tile.x.decomposed, 28
  %sub = add nsw i64 %mul5, -2
  %mul6 = mul nsw i64 %tile.y.decomposed, 28
  %sub7 = add nsw i64 %mul6, -2
  %sub8 = add i64 %4, -1
  %sub9 = add i64 %3, -1
  %add = add nsw i64 %sub, %lx
  %add12 = add nsw i64 %sub7, %ly
  %call13 = tail call i64 @llvm.smin.i64(i64 %add12, i64 %sub9)
  %call14 = tail call i64 @llvm.smax.i64(i64 %call13, i64 0)
  %mul15 = mul i64 %call14, %4
  %call16 = tail call i64 @llvm.smin.i64(i64 %add, i64 %sub8)
  %call17 = tail call i64 @llvm.smax.i64(i64 %call16, i64 0)
  %add18 = add i64 %mul15, %call17
  %cmp19 = icmp sgt i64 %add, -1
  %cmp20 = icmp slt i64 %add, %4
  %within = and i1 %cmp19, %cmp20
  %cmp21 = icmp sgt i64 %add12, -1
  %cmp22 = icmp slt i64 %add12, %3
  %within23 = and i1 %cmp21, %cmp22
  %inside = and i1 %within, %within23
  %10 = add nsw i64 %lx, -2
  %band = icmp ult i64 %10, 28
  %11 = add nsw i32 %call1, -64
  %band28 = icmp ult i32 %11, 896
  %middle = and i1 %band28, %band
  %keep = and i1 %middle, %inside
  %add30 = add nsw i64 %add12, -1
  %sub33 = sub nsw i64 %call17, %sub
  %call34 = tail call i64 @llvm.smin.i64(i64 %add30, i64 %sub9)
  %call35 = tail call i64 @llvm.smax.i64(i64 %call34, i64 0)
  %sub36 = sub nsw i64 %call35, %sub7
  %call37 = tail call i64 @llvm.smin.i64(i64 %sub33, i64 31)
  %call38 = tail call i64 @llvm.smax.i64(i64 %call37, i64 0)
  %call39 = tail call i64 @llvm.smin.i64(i64 %sub36, i64 31)
  %call40 = tail call i64 @llvm.smax.i64(i64 %call39, i64 0)
  %mul41 = shl nuw nsw i64 %call40, 5
  %add42 = add nuw nsw i64 %mul41, %call38
  %add49 = add nsw i64 %add, -1
  %call51 = tail call i64 @llvm.smin.i64(i64 %add49, i64 %sub8)
  %call52 = tail call i64 @llvm.smax.i64(i64 %call51, i64 0)
  %sub53 = sub nsw i64 %call52, %sub
  %sub56 = sub nsw i64 %call14, %sub7
  %call57 = tail call i64 @llvm.smin.i64(i64 %sub53, i64 31)
  %call58 = tail call i64 @llvm.smax.i64(i64 %call57, i64 0)
  %call59 = tail call i64 @llvm.smin.i64(i64 %sub56, i64 31)
  %call60 = tail call i64 @llvm.smax.i64(i64 %call59, i64 0)
  %mul61 = shl nuw nsw i64 %call60, 5
  %add62 = add nuw nsw i64 %mul61, %call58
  %add70 = add nsw i64 %add, 1
  %call72 = tail call i64 @llvm.smin.i64(i64 %add70, i64 %sub8)
  %call73 = tail call i64 @llvm.smax.i64(i64 %call72, i64 0)
  %sub74 = sub nsw i64 %call73, %sub
  %call78 = tail call i64 @llvm.smin.i64(i64 %sub74, i64 31)
  %call79 = tail call i64 @llvm.smax.i64(i64 %call78, i64 0)
  %add83 = add nuw nsw i64 %mul61, %call79
  %add92 = add nsw i64 %add12, 1
  %call96 = tail call i64 @llvm.smin.i64(i64 %add92, i64 %sub9)
  %call97 = tail call i64 @llvm.smax.i64(i64 %call96, i64 0)
  %sub98 = sub nsw i64 %call97, %sub7
  %call101 = tail call i64 @llvm.smin.i64(i64 %sub98, i64 31)
  %call102 = tail call i64 @llvm.smax.i64(i64 %call101, i64 0)
  %mul103 = shl nuw nsw i64 %call102, 5
  %add104 = add nuw nsw i64 %mul103, %call38
  %mul117 = shl nsw i64 %chunk, 6
  %sub118 = sub i64 %2, %mul117
  %call119 = tail call i64 @llvm.smin.i64(i64 %sub118, i64 64)
  %sub120 = add nsw i64 %mul117, -2
  %add121 = add nsw i64 %call119, 5
  %sub123 = add i64 %2, -1
  %call124 = tail call i64 @llvm.smin.i64(i64 %sub120, i64 %sub123)
  %call125 = tail call i64 @llvm.smax.i64(i64 %call124, i64 0)
  %mul126 = mul i64 %call125, %mul
  %12 = getelementptr float, ptr addrspace(1) %0, i64 %mul126
  %p = getelementptr float, ptr addrspace(1) %12, i64 %add18
  %v = load float, ptr addrspace(1) %p, align 4
  %add128 = add nsw i64 %mul117, -1
  %call130 = tail call i64 @llvm.smin.i64(i64 %add128, i64 %sub123)
  %call131 = tail call i64 @llvm.smax.i64(i64 %call130, i64 0)
  %mul132 = mul i64 %call131, %mul
  %13 = getelementptr float, ptr addrspace(1) %0, i64 %mul132
  %p134 = getelementptr float, ptr addrspace(1) %13, i64 %add18
  %v135 = load float, ptr addrspace(1) %p134, align 4
  %call138 = tail call i64 @llvm.smin.i64(i64 %mul117, i64 %sub123)
  %call139 = tail call i64 @llvm.smax.i64(i64 %call138, i64 0)
  %mul140 = mul i64 %call139, %mul
  %14 = getelementptr float, ptr addrspace(1) %0, i64 %mul140
  %p142 = getelementptr float, ptr addrspace(1) %14, i64 %add18
  %v143 = load float, ptr addrspace(1) %p142, align 4
  %add144 = or disjoint i64 %mul117, 1
  %call146 = tail call i64 @llvm.smin.i64(i64 %add144, i64 %sub123)
  %call147 = tail call i64 @llvm.smax.i64(i64 %call146, i64 0)
  %mul148 = mul i64 %call147, %mul
  %15 = getelementptr float, ptr addrspace(1) %0, i64 %mul148
  %p150 = getelementptr float, ptr addrspace(1) %15, i64 %add18
  %v151 = load float, ptr addrspace(1) %p150, align 4
  %add153 = sub i64 5, %mul117
  %call154 = tail call i64 @llvm.smin.i64(i64 %add153, i64 %add121)
  %call155 = tail call i64 @llvm.smax.i64(i64 %call154, i64 0)
  %sub157 = add i64 %sub118, -2
  %call158 = tail call i64 @llvm.smin.i64(i64 %sub157, i64 %add121)
  %call159 = tail call i64 @llvm.smax.i64(i64 %call158, i64 %call155)
  %sub161 = sub nsw i64 %call159, %call155
  %groups.lhs.trunc = trunc nsw i64 %sub161 to i8
  %groups932 = sdiv i8 %groups.lhs.trunc, 6
  %groups.sext = sext i8 %groups932 to i64
  %mul162 = mul nsw i64 %groups.sext, 6
  %add163 = add nsw i64 %mul162, %call155
  %cmp164.not = icmp slt i64 %call154, 1
  br i1 %cmp164.not, label %fold.exit, label %fold.body.preheader

fold.body.preheader:                              ; preds = %then
  %invariant.gep = getelementptr float, ptr addrspace(1) %0, i64 %add18
  %invariant.gep933 = getelementptr float, ptr addrspace(1) %1, i64 %add18
  br label %fold.body

endif:                                            ; preds = %fold.body813, %fold.exit274, %entry
  ret void

fold.body:                                        ; preds = %fold.body.preheader, %fold.body
  %i = phi i64 [ %add260, %fold.body ], [ 0, %fold.body.preheader ]
  %phi165 = phi float [ %phi166, %fold.body ], [ 0.000000e+00, %fold.body.preheader ]
  %phi166 = phi float [ %phi170, %fold.body ], [ 0.000000e+00, %fold.body.preheader ]
  %phi168 = phi float [ %sel188, %fold.body ], [ 0.000000e+00, %fold.body.preheader ]
  %phi169 = phi float [ %phi174, %fold.body ], [ 0.000000e+00, %fold.body.preheader ]
  %phi170 = phi float [ %phi171, %fold.body ], [ %v, %fold.body.preheader ]
  %phi171 = phi float [ %phi172, %fold.body ], [ %v135, %fold.body.preheader ]
  %phi172 = phi float [ %phi173, %fold.body ], [ %v143, %fold.body.preheader ]
  %phi173 = phi float [ %v183, %fold.body ], [ %v151, %fold.body.preheader ]
  %phi174 = phi float [ %sel225, %fold.body ], [ 0.000000e+00, %fold.body.preheader ]
  %add175 = add i64 %i, %sub120
  %add176 = add i64 %add175, 4
  %call178 = tail call i64 @llvm.smin.i64(i64 %add176, i64 %sub123)
  %call179 = tail call i64 @llvm.smax.i64(i64 %call178, i64 0)
  %mul180 = mul i64 %call179, %mul
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %mul180
  %v183 = load float, ptr addrspace(1) %gep, align 4
  %cmp187 = icmp eq i64 %add175, 2
  %sel = select i1 %cmp187, float %phi174, float %phi168
  %sel188 = select i1 %cmp187, float %phi174, float %phi169
  %parity = shl i64 %i, 11
  %mul189 = and i64 %parity, 2048
  %add191 = or disjoint i64 %mul189, %sreg2
  %p192 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add191
  store float %phi166, ptr addrspace(3) %p192, align 4
  %add193 = or disjoint i64 %mul189, 1024
  %add194 = or disjoint i64 %add193, %sreg2
  %p195 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add194
  store float %sel188, ptr addrspace(3) %p195, align 4
  tail call void @llvm.nvvm.barrier0()
  %sub197 = add i64 %add175, -1
  %16 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %mul189
  %p200 = getelementptr inbounds float, ptr addrspace(3) %16, i64 %add42
  %v201 = load float, ptr addrspace(3) %p200, align 4
  %p204 = getelementptr inbounds float, ptr addrspace(3) %16, i64 %add62
  %v205 = load float, ptr addrspace(3) %p204, align 4
  %p208 = getelementptr inbounds float, ptr addrspace(3) %16, i64 %add83
  %v209 = load float, ptr addrspace(3) %p208, align 4
  %p212 = getelementptr inbounds float, ptr addrspace(3) %16, i64 %add104
  %v213 = load float, ptr addrspace(3) %p212, align 4
  %fmul = fmul float %v201, 2.000000e+00
  %fadd = fadd float %phi165, %fmul
  %fmul214 = fmul float %v205, 3.000000e+00
  %fadd215 = fadd float %fadd, %fmul214
  %fmul216 = fmul float %phi166, 4.000000e+00
  %fadd217 = fadd float %fmul216, %fadd215
  %fmul218 = fmul float %v209, 5.000000e+00
  %fadd219 = fadd float %fmul218, %fadd217
  %fmul220 = fmul float %v213, 6.000000e+00
  %fadd221 = fadd float %fmul220, %fadd219
  %fmul222 = fmul float %phi170, 7.000000e+00
  %fadd223 = fadd float %fmul222, %fadd221
  %cmp224.not = icmp slt i64 %sub197, %2
  %sel225 = select i1 %cmp224.not, float %fadd223, float %phi174
  %sub227 = add i64 %add175, -3
  %17 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add193
  %p230 = getelementptr inbounds float, ptr addrspace(3) %17, i64 %add42
  %v231 = load float, ptr addrspace(3) %p230, align 4
  %p234 = getelementptr inbounds float, ptr addrspace(3) %17, i64 %add62
  %v235 = load float, ptr addrspace(3) %p234, align 4
  %p238 = getelementptr inbounds float, ptr addrspace(3) %17, i64 %add83
  %v239 = load float, ptr addrspace(3) %p238, align 4
  %p242 = getelementptr inbounds float, ptr addrspace(3) %17, i64 %add104
  %v243 = load float, ptr addrspace(3) %p242, align 4
  %fmul244 = fmul float %v231, 2.000000e+00
  %fadd245 = fadd float %sel, %fmul244
  %fmul246 = fmul float %v235, 3.000000e+00
  %fadd247 = fadd float %fadd245, %fmul246
  %fmul248 = fmul float %sel188, 4.000000e+00
  %fadd249 = fadd float %fmul248, %fadd247
  %fmul250 = fmul float %v239, 5.000000e+00
  %fadd251 = fadd float %fmul250, %fadd249
  %fmul252 = fmul float %v243, 6.000000e+00
  %fadd253 = fadd float %fmul252, %fadd251
  %fmul254 = fmul float %phi174, 7.000000e+00
  %fadd255 = fadd float %fmul254, %fadd253
  %cmp256 = icmp ugt i64 %i, 4
  %store = and i1 %keep, %cmp256
  %mul257 = mul i64 %sub227, %mul
  %gep934 = getelementptr float, ptr addrspace(1) %invariant.gep933, i64 %mul257
  %address = ptrtoint ptr addrspace(1) %gep934 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address, float %fadd255, i1 %store) #2
  %add260 = add nuw nsw i64 %i, 1
  %exitcond.not = icmp eq i64 %add260, %call154
  br i1 %exitcond.not, label %fold.exit, label %fold.body

fold.exit:                                        ; preds = %fold.body, %then
  %phi263 = phi float [ 0.000000e+00, %then ], [ %phi166, %fold.body ]
  %phi264 = phi float [ 0.000000e+00, %then ], [ %phi170, %fold.body ]
  %phi266 = phi float [ 0.000000e+00, %then ], [ %sel188, %fold.body ]
  %phi267 = phi float [ 0.000000e+00, %then ], [ %phi174, %fold.body ]
  %phi268 = phi float [ %v, %then ], [ %phi171, %fold.body ]
  %phi269 = phi float [ %v135, %then ], [ %phi172, %fold.body ]
  %phi270 = phi float [ %v143, %then ], [ %phi173, %fold.body ]
  %phi271 = phi float [ %v151, %then ], [ %v183, %fold.body ]
  %phi272 = phi float [ 0.000000e+00, %then ], [ %sel225, %fold.body ]
  %cmp275 = icmp sgt i64 %sub161, 5
  br i1 %cmp275, label %fold.body273.preheader, label %fold.exit274

fold.body273.preheader:                           ; preds = %fold.exit
  %invariant.gep935 = getelementptr float, ptr addrspace(1) %0, i64 %add18
  %parity301 = shl nuw nsw i64 %call155, 11
  %mul302 = and i64 %parity301, 2048
  %add304 = or disjoint i64 %mul302, %sreg2
  %p305 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add304
  %add306 = or disjoint i64 %mul302, 1024
  %add307 = or disjoint i64 %add306, %sreg2
  %p308 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add307
  %invariant.gep937 = getelementptr float, ptr addrspace(1) %1, i64 %add18
  %18 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %mul302
  %p313 = getelementptr inbounds float, ptr addrspace(3) %18, i64 %add42
  %p317 = getelementptr inbounds float, ptr addrspace(3) %18, i64 %add62
  %p321 = getelementptr inbounds float, ptr addrspace(3) %18, i64 %add83
  %p325 = getelementptr inbounds float, ptr addrspace(3) %18, i64 %add104
  %19 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add306
  %p343 = getelementptr inbounds float, ptr addrspace(3) %19, i64 %add42
  %p347 = getelementptr inbounds float, ptr addrspace(3) %19, i64 %add62
  %p351 = getelementptr inbounds float, ptr addrspace(3) %19, i64 %add83
  %p355 = getelementptr inbounds float, ptr addrspace(3) %19, i64 %add104
  %add546 = or disjoint i64 %mul117, 2
  %20 = shl i64 %call155, 11
  %21 = and i64 %20, 2048
  %22 = xor i64 %21, 2048
  %smax = tail call i64 @llvm.smax.i64(i64 %groups.sext, i64 1)
  %add559 = or disjoint i64 %22, %sreg2
  %p560 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add559
  %add561 = or disjoint i64 %22, 1024
  %add562 = or disjoint i64 %add561, %sreg2
  %p563 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add562
  %23 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %22
  %p568 = getelementptr inbounds float, ptr addrspace(3) %23, i64 %add42
  %p572 = getelementptr inbounds float, ptr addrspace(3) %23, i64 %add62
  %p576 = getelementptr inbounds float, ptr addrspace(3) %23, i64 %add83
  %p580 = getelementptr inbounds float, ptr addrspace(3) %23, i64 %add104
  %24 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add561
  %p598 = getelementptr inbounds float, ptr addrspace(3) %24, i64 %add42
  %p602 = getelementptr inbounds float, ptr addrspace(3) %24, i64 %add62
  %p606 = getelementptr inbounds float, ptr addrspace(3) %24, i64 %add83
  %p610 = getelementptr inbounds float, ptr addrspace(3) %24, i64 %add104
  br label %fold.body273

fold.body273:                                     ; preds = %fold.body273.preheader, %fold.body273
  %i276 = phi i64 [ %add800, %fold.body273 ], [ 0, %fold.body273.preheader ]
  %phi278 = phi float [ %v296, %fold.body273 ], [ %phi263, %fold.body273.preheader ]
  %phi279 = phi float [ %v381, %fold.body273 ], [ %phi264, %fold.body273.preheader ]
  %phi281 = phi float [ %fadd593, %fold.body273 ], [ %phi266, %fold.body273.preheader ]
  %phi282 = phi float [ %fadd678, %fold.body273 ], [ %phi267, %fold.body273.preheader ]
  %phi283 = phi float [ %v466, %fold.body273 ], [ %phi268, %fold.body273.preheader ]
  %phi284 = phi float [ %v551, %fold.body273 ], [ %phi269, %fold.body273.preheader ]
  %phi285 = phi float [ %v636, %fold.body273 ], [ %phi270, %fold.body273.preheader ]
  %phi286 = phi float [ %v721, %fold.body273 ], [ %phi271, %fold.body273.preheader ]
  %phi287 = phi float [ %fadd763, %fold.body273 ], [ %phi272, %fold.body273.preheader ]
  %mul288 = mul nuw nsw i64 %i276, 6
  %add289 = add nuw nsw i64 %mul288, %call155
  %add291 = add i64 %add289, %sub120
  %add292 = add i64 %add291, 4
  %mul293 = mul i64 %add292, %mul
  %gep936 = getelementptr float, ptr addrspace(1) %invariant.gep935, i64 %mul293
  %v296 = load float, ptr addrspace(1) %gep936, align 4
  store float %phi279, ptr addrspace(3) %p305, align 4
  store float %phi282, ptr addrspace(3) %p308, align 4
  tail call void @llvm.nvvm.barrier0()
  %v314 = load float, ptr addrspace(3) %p313, align 4
  %v318 = load float, ptr addrspace(3) %p317, align 4
  %v322 = load float, ptr addrspace(3) %p321, align 4
  %v326 = load float, ptr addrspace(3) %p325, align 4
  %fmul327 = fmul float %v314, 2.000000e+00
  %fadd328 = fadd float %phi278, %fmul327
  %fmul329 = fmul float %v318, 3.000000e+00
  %fadd330 = fadd float %fadd328, %fmul329
  %fmul331 = fmul float %phi279, 4.000000e+00
  %fadd332 = fadd float %fmul331, %fadd330
  %fmul333 = fmul float %v322, 5.000000e+00
  %fadd334 = fadd float %fmul333, %fadd332
  %fmul335 = fmul float %v326, 6.000000e+00
  %fadd336 = fadd float %fmul335, %fadd334
  %fmul337 = fmul float %phi283, 7.000000e+00
  %fadd338 = fadd float %fmul337, %fadd336
  %sub340 = add i64 %add291, -3
  %v344 = load float, ptr addrspace(3) %p343, align 4
  %v348 = load float, ptr addrspace(3) %p347, align 4
  %v352 = load float, ptr addrspace(3) %p351, align 4
  %v356 = load float, ptr addrspace(3) %p355, align 4
  %fmul357 = fmul float %v344, 2.000000e+00
  %fadd358 = fadd float %phi281, %fmul357
  %fmul359 = fmul float %v348, 3.000000e+00
  %fadd360 = fadd float %fadd358, %fmul359
  %fmul361 = fmul float %phi282, 4.000000e+00
  %fadd362 = fadd float %fmul361, %fadd360
  %fmul363 = fmul float %v352, 5.000000e+00
  %fadd364 = fadd float %fmul363, %fadd362
  %fmul365 = fmul float %v356, 6.000000e+00
  %fadd366 = fadd float %fmul365, %fadd364
  %fmul367 = fmul float %phi287, 7.000000e+00
  %fadd368 = fadd float %fmul367, %fadd366
  %cmp369 = icmp ugt i64 %add289, 4
  %store370 = and i1 %keep, %cmp369
  %mul371 = mul i64 %sub340, %mul
  %gep938 = getelementptr float, ptr addrspace(1) %invariant.gep937, i64 %mul371
  %address374 = ptrtoint ptr addrspace(1) %gep938 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address374, float %fadd368, i1 %store370) #2
  %add375 = add nuw nsw i64 %add289, 1
  %add376 = add i64 %add375, %sub120
  %add377 = add i64 %add376, 4
  %mul378 = mul i64 %add377, %mul
  %gep940 = getelementptr float, ptr addrspace(1) %invariant.gep935, i64 %mul378
  %v381 = load float, ptr addrspace(1) %gep940, align 4
  %parity386 = shl i64 %add375, 11
  %mul387 = and i64 %parity386, 2048
  %add389 = or disjoint i64 %mul387, %sreg2
  %p390 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add389
  store float %phi283, ptr addrspace(3) %p390, align 4
  %add391 = or disjoint i64 %mul387, 1024
  %add392 = or disjoint i64 %add391, %sreg2
  %p393 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add392
  store float %phi287, ptr addrspace(3) %p393, align 4
  tail call void @llvm.nvvm.barrier0()
  %25 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %mul387
  %p398 = getelementptr inbounds float, ptr addrspace(3) %25, i64 %add42
  %v399 = load float, ptr addrspace(3) %p398, align 4
  %p402 = getelementptr inbounds float, ptr addrspace(3) %25, i64 %add62
  %v403 = load float, ptr addrspace(3) %p402, align 4
  %p406 = getelementptr inbounds float, ptr addrspace(3) %25, i64 %add83
  %v407 = load float, ptr addrspace(3) %p406, align 4
  %p410 = getelementptr inbounds float, ptr addrspace(3) %25, i64 %add104
  %v411 = load float, ptr addrspace(3) %p410, align 4
  %fmul412 = fmul float %v399, 2.000000e+00
  %fadd413 = fadd float %phi279, %fmul412
  %fmul414 = fmul float %v403, 3.000000e+00
  %fadd415 = fadd float %fadd413, %fmul414
  %fmul416 = fmul float %phi283, 4.000000e+00
  %fadd417 = fadd float %fmul416, %fadd415
  %fmul418 = fmul float %v407, 5.000000e+00
  %fadd419 = fadd float %fmul418, %fadd417
  %fmul420 = fmul float %v411, 6.000000e+00
  %fadd421 = fadd float %fmul420, %fadd419
  %fmul422 = fmul float %phi284, 7.000000e+00
  %fadd423 = fadd float %fmul422, %fadd421
  %sub425 = add i64 %add376, -3
  %26 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add391
  %p428 = getelementptr inbounds float, ptr addrspace(3) %26, i64 %add42
  %v429 = load float, ptr addrspace(3) %p428, align 4
  %p432 = getelementptr inbounds float, ptr addrspace(3) %26, i64 %add62
  %v433 = load float, ptr addrspace(3) %p432, align 4
  %p436 = getelementptr inbounds float, ptr addrspace(3) %26, i64 %add83
  %v437 = load float, ptr addrspace(3) %p436, align 4
  %p440 = getelementptr inbounds float, ptr addrspace(3) %26, i64 %add104
  %v441 = load float, ptr addrspace(3) %p440, align 4
  %fmul442 = fmul float %v429, 2.000000e+00
  %fadd443 = fadd float %phi282, %fmul442
  %fmul444 = fmul float %v433, 3.000000e+00
  %fadd445 = fadd float %fadd443, %fmul444
  %fmul446 = fmul float %phi287, 4.000000e+00
  %fadd447 = fadd float %fmul446, %fadd445
  %fmul448 = fmul float %v437, 5.000000e+00
  %fadd449 = fadd float %fmul448, %fadd447
  %fmul450 = fmul float %v441, 6.000000e+00
  %fadd451 = fadd float %fmul450, %fadd449
  %fmul452 = fmul float %fadd338, 7.000000e+00
  %fadd453 = fadd float %fmul452, %fadd451
  %cmp454 = icmp ugt i64 %add289, 3
  %store455 = and i1 %keep, %cmp454
  %mul456 = mul i64 %sub425, %mul
  %gep942 = getelementptr float, ptr addrspace(1) %invariant.gep937, i64 %mul456
  %address459 = ptrtoint ptr addrspace(1) %gep942 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address459, float %fadd453, i1 %store455) #2
  %add461 = add i64 %add289, %mul117
  %add462 = add i64 %add461, 4
  %mul463 = mul i64 %add462, %mul
  %gep944 = getelementptr float, ptr addrspace(1) %invariant.gep935, i64 %mul463
  %v466 = load float, ptr addrspace(1) %gep944, align 4
  store float %phi284, ptr addrspace(3) %p305, align 4
  store float %fadd338, ptr addrspace(3) %p308, align 4
  tail call void @llvm.nvvm.barrier0()
  %v484 = load float, ptr addrspace(3) %p313, align 4
  %v488 = load float, ptr addrspace(3) %p317, align 4
  %v492 = load float, ptr addrspace(3) %p321, align 4
  %v496 = load float, ptr addrspace(3) %p325, align 4
  %fmul497 = fmul float %v484, 2.000000e+00
  %fadd498 = fadd float %phi283, %fmul497
  %fmul499 = fmul float %v488, 3.000000e+00
  %fadd500 = fadd float %fadd498, %fmul499
  %fmul501 = fmul float %phi284, 4.000000e+00
  %fadd502 = fadd float %fmul501, %fadd500
  %fmul503 = fmul float %v492, 5.000000e+00
  %fadd504 = fadd float %fmul503, %fadd502
  %fmul505 = fmul float %v496, 6.000000e+00
  %fadd506 = fadd float %fmul505, %fadd504
  %fmul507 = fmul float %phi285, 7.000000e+00
  %fadd508 = fadd float %fmul507, %fadd506
  %sub510 = add i64 %add461, -3
  %v514 = load float, ptr addrspace(3) %p343, align 4
  %v518 = load float, ptr addrspace(3) %p347, align 4
  %v522 = load float, ptr addrspace(3) %p351, align 4
  %v526 = load float, ptr addrspace(3) %p355, align 4
  %fmul527 = fmul float %v514, 2.000000e+00
  %fadd528 = fadd float %phi287, %fmul527
  %fmul529 = fmul float %v518, 3.000000e+00
  %fadd530 = fadd float %fadd528, %fmul529
  %fmul531 = fmul float %fadd338, 4.000000e+00
  %fadd532 = fadd float %fmul531, %fadd530
  %fmul533 = fmul float %v522, 5.000000e+00
  %fadd534 = fadd float %fmul533, %fadd532
  %fmul535 = fmul float %v526, 6.000000e+00
  %fadd536 = fadd float %fmul535, %fadd534
  %fmul537 = fmul float %fadd423, 7.000000e+00
  %fadd538 = fadd float %fmul537, %fadd536
  %cmp539 = icmp ugt i64 %add289, 2
  %store540 = and i1 %keep, %cmp539
  %mul541 = mul i64 %sub510, %mul
  %gep946 = getelementptr float, ptr addrspace(1) %invariant.gep937, i64 %mul541
  %address544 = ptrtoint ptr addrspace(1) %gep946 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address544, float %fadd538, i1 %store540) #2
  %add545 = add nuw nsw i64 %add289, 3
  %add547 = add i64 %add546, %add545
  %mul548 = mul i64 %add547, %mul
  %gep948 = getelementptr float, ptr addrspace(1) %invariant.gep935, i64 %mul548
  %v551 = load float, ptr addrspace(1) %gep948, align 4
  store float %phi285, ptr addrspace(3) %p560, align 4
  store float %fadd423, ptr addrspace(3) %p563, align 4
  tail call void @llvm.nvvm.barrier0()
  %v569 = load float, ptr addrspace(3) %p568, align 4
  %v573 = load float, ptr addrspace(3) %p572, align 4
  %v577 = load float, ptr addrspace(3) %p576, align 4
  %v581 = load float, ptr addrspace(3) %p580, align 4
  %fmul582 = fmul float %v569, 2.000000e+00
  %fadd583 = fadd float %phi284, %fmul582
  %fmul584 = fmul float %v573, 3.000000e+00
  %fadd585 = fadd float %fadd583, %fmul584
  %fmul586 = fmul float %phi285, 4.000000e+00
  %fadd587 = fadd float %fmul586, %fadd585
  %fmul588 = fmul float %v577, 5.000000e+00
  %fadd589 = fadd float %fmul588, %fadd587
  %fmul590 = fmul float %v581, 6.000000e+00
  %fadd591 = fadd float %fmul590, %fadd589
  %fmul592 = fmul float %phi286, 7.000000e+00
  %fadd593 = fadd float %fmul592, %fadd591
  %v599 = load float, ptr addrspace(3) %p598, align 4
  %v603 = load float, ptr addrspace(3) %p602, align 4
  %v607 = load float, ptr addrspace(3) %p606, align 4
  %v611 = load float, ptr addrspace(3) %p610, align 4
  %fmul612 = fmul float %v599, 2.000000e+00
  %fadd613 = fadd float %fadd338, %fmul612
  %fmul614 = fmul float %v603, 3.000000e+00
  %fadd615 = fadd float %fadd613, %fmul614
  %fmul616 = fmul float %fadd423, 4.000000e+00
  %fadd617 = fadd float %fmul616, %fadd615
  %fmul618 = fmul float %v607, 5.000000e+00
  %fadd619 = fadd float %fmul618, %fadd617
  %fmul620 = fmul float %v611, 6.000000e+00
  %fadd621 = fadd float %fmul620, %fadd619
  %fmul622 = fmul float %fadd508, 7.000000e+00
  %fadd623 = fadd float %fmul622, %fadd621
  %cmp624 = icmp ugt i64 %add289, 1
  %store625 = and i1 %keep, %cmp624
  %mul626 = mul i64 %add291, %mul
  %gep950 = getelementptr float, ptr addrspace(1) %invariant.gep937, i64 %mul626
  %address629 = ptrtoint ptr addrspace(1) %gep950 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address629, float %fadd623, i1 %store625) #2
  %add630 = add nuw nsw i64 %add289, 4
  %add631 = add i64 %add630, %sub120
  %add632 = add i64 %add631, 4
  %mul633 = mul i64 %add632, %mul
  %gep952 = getelementptr float, ptr addrspace(1) %invariant.gep935, i64 %mul633
  %v636 = load float, ptr addrspace(1) %gep952, align 4
  store float %phi286, ptr addrspace(3) %p305, align 4
  store float %fadd508, ptr addrspace(3) %p308, align 4
  tail call void @llvm.nvvm.barrier0()
  %v654 = load float, ptr addrspace(3) %p313, align 4
  %v658 = load float, ptr addrspace(3) %p317, align 4
  %v662 = load float, ptr addrspace(3) %p321, align 4
  %v666 = load float, ptr addrspace(3) %p325, align 4
  %fmul667 = fmul float %v654, 2.000000e+00
  %fadd668 = fadd float %phi285, %fmul667
  %fmul669 = fmul float %v658, 3.000000e+00
  %fadd670 = fadd float %fadd668, %fmul669
  %fmul671 = fmul float %phi286, 4.000000e+00
  %fadd672 = fadd float %fmul671, %fadd670
  %fmul673 = fmul float %v662, 5.000000e+00
  %fadd674 = fadd float %fmul673, %fadd672
  %fmul675 = fmul float %v666, 6.000000e+00
  %fadd676 = fadd float %fmul675, %fadd674
  %fmul677 = fmul float %v296, 7.000000e+00
  %fadd678 = fadd float %fmul677, %fadd676
  %sub680 = add i64 %add631, -3
  %v684 = load float, ptr addrspace(3) %p343, align 4
  %v688 = load float, ptr addrspace(3) %p347, align 4
  %v692 = load float, ptr addrspace(3) %p351, align 4
  %v696 = load float, ptr addrspace(3) %p355, align 4
  %fmul697 = fmul float %v684, 2.000000e+00
  %fadd698 = fadd float %fadd423, %fmul697
  %fmul699 = fmul float %v688, 3.000000e+00
  %fadd700 = fadd float %fadd698, %fmul699
  %fmul701 = fmul float %fadd508, 4.000000e+00
  %fadd702 = fadd float %fmul701, %fadd700
  %fmul703 = fmul float %v692, 5.000000e+00
  %fadd704 = fadd float %fmul703, %fadd702
  %fmul705 = fmul float %v696, 6.000000e+00
  %fadd706 = fadd float %fmul705, %fadd704
  %fmul707 = fmul float %fadd593, 7.000000e+00
  %fadd708 = fadd float %fmul707, %fadd706
  %cmp709 = icmp ne i64 %add289, 0
  %store710 = and i1 %keep, %cmp709
  %mul711 = mul i64 %sub680, %mul
  %gep954 = getelementptr float, ptr addrspace(1) %invariant.gep937, i64 %mul711
  %address714 = ptrtoint ptr addrspace(1) %gep954 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address714, float %fadd708, i1 %store710) #2
  %add715 = add nuw nsw i64 %add289, 5
  %add716 = add i64 %add715, %sub120
  %add717 = add i64 %add716, 4
  %mul718 = mul i64 %add717, %mul
  %gep956 = getelementptr float, ptr addrspace(1) %invariant.gep935, i64 %mul718
  %v721 = load float, ptr addrspace(1) %gep956, align 4
  %parity726 = shl i64 %add715, 11
  %mul727 = and i64 %parity726, 2048
  %add729 = or disjoint i64 %mul727, %sreg2
  %p730 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add729
  store float %v296, ptr addrspace(3) %p730, align 4
  %add731 = or disjoint i64 %mul727, 1024
  %add732 = or disjoint i64 %add731, %sreg2
  %p733 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add732
  store float %fadd593, ptr addrspace(3) %p733, align 4
  tail call void @llvm.nvvm.barrier0()
  %27 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %mul727
  %p738 = getelementptr inbounds float, ptr addrspace(3) %27, i64 %add42
  %v739 = load float, ptr addrspace(3) %p738, align 4
  %p742 = getelementptr inbounds float, ptr addrspace(3) %27, i64 %add62
  %v743 = load float, ptr addrspace(3) %p742, align 4
  %p746 = getelementptr inbounds float, ptr addrspace(3) %27, i64 %add83
  %v747 = load float, ptr addrspace(3) %p746, align 4
  %p750 = getelementptr inbounds float, ptr addrspace(3) %27, i64 %add104
  %v751 = load float, ptr addrspace(3) %p750, align 4
  %fmul752 = fmul float %v739, 2.000000e+00
  %fadd753 = fadd float %phi286, %fmul752
  %fmul754 = fmul float %v743, 3.000000e+00
  %fadd755 = fadd float %fadd753, %fmul754
  %fmul756 = fmul float %v296, 4.000000e+00
  %fadd757 = fadd float %fmul756, %fadd755
  %fmul758 = fmul float %v747, 5.000000e+00
  %fadd759 = fadd float %fmul758, %fadd757
  %fmul760 = fmul float %v751, 6.000000e+00
  %fadd761 = fadd float %fmul760, %fadd759
  %fmul762 = fmul float %v381, 7.000000e+00
  %fadd763 = fadd float %fmul762, %fadd761
  %sub765 = add i64 %add716, -3
  %28 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add731
  %p768 = getelementptr inbounds float, ptr addrspace(3) %28, i64 %add42
  %v769 = load float, ptr addrspace(3) %p768, align 4
  %p772 = getelementptr inbounds float, ptr addrspace(3) %28, i64 %add62
  %v773 = load float, ptr addrspace(3) %p772, align 4
  %p776 = getelementptr inbounds float, ptr addrspace(3) %28, i64 %add83
  %v777 = load float, ptr addrspace(3) %p776, align 4
  %p780 = getelementptr inbounds float, ptr addrspace(3) %28, i64 %add104
  %v781 = load float, ptr addrspace(3) %p780, align 4
  %fmul782 = fmul float %v769, 2.000000e+00
  %fadd783 = fadd float %fadd508, %fmul782
  %fmul784 = fmul float %v773, 3.000000e+00
  %fadd785 = fadd float %fadd783, %fmul784
  %fmul786 = fmul float %fadd593, 4.000000e+00
  %fadd787 = fadd float %fmul786, %fadd785
  %fmul788 = fmul float %v777, 5.000000e+00
  %fadd789 = fadd float %fmul788, %fadd787
  %fmul790 = fmul float %v781, 6.000000e+00
  %fadd791 = fadd float %fmul790, %fadd789
  %fmul792 = fmul float %fadd678, 7.000000e+00
  %fadd793 = fadd float %fmul792, %fadd791
  %mul796 = mul i64 %sub765, %mul
  %gep958 = getelementptr float, ptr addrspace(1) %invariant.gep937, i64 %mul796
  %address799 = ptrtoint ptr addrspace(1) %gep958 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address799, float %fadd793, i1 %keep) #2
  %add800 = add nuw nsw i64 %i276, 1
  %exitcond963.not = icmp eq i64 %add800, %smax
  br i1 %exitcond963.not, label %fold.exit274, label %fold.body273

fold.exit274:                                     ; preds = %fold.body273, %fold.exit
  %phi803 = phi float [ %phi263, %fold.exit ], [ %v296, %fold.body273 ]
  %phi804 = phi float [ %phi264, %fold.exit ], [ %v381, %fold.body273 ]
  %phi806 = phi float [ %phi266, %fold.exit ], [ %fadd593, %fold.body273 ]
  %phi807 = phi float [ %phi267, %fold.exit ], [ %fadd678, %fold.body273 ]
  %phi808 = phi float [ %phi268, %fold.exit ], [ %v466, %fold.body273 ]
  %phi809 = phi float [ %phi269, %fold.exit ], [ %v551, %fold.body273 ]
  %phi810 = phi float [ %phi270, %fold.exit ], [ %v636, %fold.body273 ]
  %phi811 = phi float [ %phi271, %fold.exit ], [ %v721, %fold.body273 ]
  %phi812 = phi float [ %phi272, %fold.exit ], [ %fadd763, %fold.body273 ]
  %cmp815 = icmp slt i64 %add163, %add121
  br i1 %cmp815, label %fold.body813.preheader, label %endif

fold.body813.preheader:                           ; preds = %fold.exit274
  %invariant.gep959 = getelementptr float, ptr addrspace(1) %0, i64 %add18
  %invariant.gep961 = getelementptr float, ptr addrspace(1) %1, i64 %add18
  br label %fold.body813

fold.body813:                                     ; preds = %fold.body813.preheader, %fold.body813
  %i816 = phi i64 [ %add919, %fold.body813 ], [ %add163, %fold.body813.preheader ]
  %phi818 = phi float [ %phi819, %fold.body813 ], [ %phi803, %fold.body813.preheader ]
  %phi819 = phi float [ %phi823, %fold.body813 ], [ %phi804, %fold.body813.preheader ]
  %phi821 = phi float [ %sel842, %fold.body813 ], [ %phi806, %fold.body813.preheader ]
  %phi822 = phi float [ %phi827, %fold.body813 ], [ %phi807, %fold.body813.preheader ]
  %phi823 = phi float [ %phi824, %fold.body813 ], [ %phi808, %fold.body813.preheader ]
  %phi824 = phi float [ %phi825, %fold.body813 ], [ %phi809, %fold.body813.preheader ]
  %phi825 = phi float [ %phi826, %fold.body813 ], [ %phi810, %fold.body813.preheader ]
  %phi826 = phi float [ %v836, %fold.body813 ], [ %phi811, %fold.body813.preheader ]
  %phi827 = phi float [ %sel882, %fold.body813 ], [ %phi812, %fold.body813.preheader ]
  %add828 = add i64 %i816, %sub120
  %add829 = add i64 %add828, 4
  %call831 = tail call i64 @llvm.smin.i64(i64 %add829, i64 %sub123)
  %call832 = tail call i64 @llvm.smax.i64(i64 %call831, i64 0)
  %mul833 = mul i64 %call832, %mul
  %gep960 = getelementptr float, ptr addrspace(1) %invariant.gep959, i64 %mul833
  %v836 = load float, ptr addrspace(1) %gep960, align 4
  %cmp840 = icmp eq i64 %add828, 2
  %sel841 = select i1 %cmp840, float %phi827, float %phi821
  %sel842 = select i1 %cmp840, float %phi827, float %phi822
  %parity843 = shl i64 %i816, 11
  %mul844 = and i64 %parity843, 2048
  %add846 = or disjoint i64 %mul844, %sreg2
  %p847 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add846
  store float %phi819, ptr addrspace(3) %p847, align 4
  %add848 = or disjoint i64 %mul844, 1024
  %add849 = or disjoint i64 %add848, %sreg2
  %p850 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add849
  store float %sel842, ptr addrspace(3) %p850, align 4
  tail call void @llvm.nvvm.barrier0()
  %sub852 = add i64 %add828, -1
  %29 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %mul844
  %p855 = getelementptr inbounds float, ptr addrspace(3) %29, i64 %add42
  %v856 = load float, ptr addrspace(3) %p855, align 4
  %p859 = getelementptr inbounds float, ptr addrspace(3) %29, i64 %add62
  %v860 = load float, ptr addrspace(3) %p859, align 4
  %p863 = getelementptr inbounds float, ptr addrspace(3) %29, i64 %add83
  %v864 = load float, ptr addrspace(3) %p863, align 4
  %p867 = getelementptr inbounds float, ptr addrspace(3) %29, i64 %add104
  %v868 = load float, ptr addrspace(3) %p867, align 4
  %fmul869 = fmul float %v856, 2.000000e+00
  %fadd870 = fadd float %phi818, %fmul869
  %fmul871 = fmul float %v860, 3.000000e+00
  %fadd872 = fadd float %fadd870, %fmul871
  %fmul873 = fmul float %phi819, 4.000000e+00
  %fadd874 = fadd float %fmul873, %fadd872
  %fmul875 = fmul float %v864, 5.000000e+00
  %fadd876 = fadd float %fmul875, %fadd874
  %fmul877 = fmul float %v868, 6.000000e+00
  %fadd878 = fadd float %fmul877, %fadd876
  %fmul879 = fmul float %phi823, 7.000000e+00
  %fadd880 = fadd float %fmul879, %fadd878
  %cmp881.not = icmp slt i64 %sub852, %2
  %sel882 = select i1 %cmp881.not, float %fadd880, float %phi827
  %sub884 = add i64 %add828, -3
  %30 = getelementptr inbounds float, ptr addrspace(3) @stream3.planes, i64 %add848
  %p887 = getelementptr inbounds float, ptr addrspace(3) %30, i64 %add42
  %v888 = load float, ptr addrspace(3) %p887, align 4
  %p891 = getelementptr inbounds float, ptr addrspace(3) %30, i64 %add62
  %v892 = load float, ptr addrspace(3) %p891, align 4
  %p895 = getelementptr inbounds float, ptr addrspace(3) %30, i64 %add83
  %v896 = load float, ptr addrspace(3) %p895, align 4
  %p899 = getelementptr inbounds float, ptr addrspace(3) %30, i64 %add104
  %v900 = load float, ptr addrspace(3) %p899, align 4
  %fmul901 = fmul float %v888, 2.000000e+00
  %fadd902 = fadd float %sel841, %fmul901
  %fmul903 = fmul float %v892, 3.000000e+00
  %fadd904 = fadd float %fadd902, %fmul903
  %fmul905 = fmul float %sel842, 4.000000e+00
  %fadd906 = fadd float %fmul905, %fadd904
  %fmul907 = fmul float %v896, 5.000000e+00
  %fadd908 = fadd float %fmul907, %fadd906
  %fmul909 = fmul float %v900, 6.000000e+00
  %fadd910 = fadd float %fmul909, %fadd908
  %fmul911 = fmul float %phi827, 7.000000e+00
  %fadd912 = fadd float %fmul911, %fadd910
  %cmp913 = icmp sgt i64 %i816, 4
  %store914 = and i1 %keep, %cmp913
  %mul915 = mul i64 %sub884, %mul
  %gep962 = getelementptr float, ptr addrspace(1) %invariant.gep961, i64 %mul915
  %address918 = ptrtoint ptr addrspace(1) %gep962 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address918, float %fadd912, i1 %store914) #2
  %add919 = add nsw i64 %i816, 1
  %cmp920 = icmp slt i64 %add919, %add121
  br i1 %cmp920, label %fold.body813, label %endif
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
