; ModuleID = 'systole_stencil_tile_max5x5_f32'
source_filename = "systole_stencil_tile_max5x5_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @systole_stencil_tile_max5x5_f32_elements(i64 %0, i64 %1, ptr addrspace(1) noalias nocapture readonly %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, ptr addrspace(1) noalias %11, i64 %12, i64 %13) local_unnamed_addr {
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
  %mul9 = mul i64 %13, %12
  %cmp = icmp slt i64 %warp, %mul9
  br i1 %cmp, label %stride.body.preheader, label %stride.exit

stride.body.preheader:                            ; preds = %entry
  %lane = and i64 %sreg, 31
  %sub = add nsw i64 %lane, -2
  %add18 = add i64 %6, 1
  %call21 = tail call i64 @llvm.smax.i64(i64 %4, i64 1)
  %out.lane = icmp ult i64 %sub, 28
  %add38 = add i64 %5, 1
  %call41 = tail call i64 @llvm.smax.i64(i64 %3, i64 1)
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %stride.body
  %i = phi i64 [ %add557, %stride.body ], [ %warp, %stride.body.preheader ]
  %i.frozen = freeze i64 %i
  %.frozen = freeze i64 %12
  %div = udiv i64 %i.frozen, %.frozen
  %14 = mul i64 %div, %.frozen
  %rem.decomposed = sub i64 %i.frozen, %14
  %mul11 = mul i64 %rem.decomposed, 28
  %mul12 = mul i64 %div, 12
  %add14 = add i64 %sub, %mul11
  %call19 = tail call i64 @llvm.smin.i64(i64 %add14, i64 %add18)
  %call20 = tail call i64 @llvm.smax.i64(i64 %call19, i64 -2)
  %r = srem i64 %call20, %call21
  %cmp22 = icmp slt i64 %r, 0
  %add23 = select i1 %cmp22, i64 %4, i64 0
  %sel = add i64 %add23, %r
  %cmp27 = icmp slt i64 %add14, %6
  %sub31 = sub i64 %5, %mul12
  %sub36 = add i64 %mul12, -2
  %call39 = tail call i64 @llvm.smin.i64(i64 %sub36, i64 %add38)
  %call40 = tail call i64 @llvm.smax.i64(i64 %call39, i64 -2)
  %r42 = srem i64 %call40, %call41
  %cmp43 = icmp slt i64 %r42, 0
  %add44 = select i1 %cmp43, i64 %3, i64 0
  %sel45 = add i64 %add44, %r42
  %mul46 = mul i64 %sel45, %4
  %15 = getelementptr float, ptr addrspace(1) %2, i64 %mul46
  %p = getelementptr float, ptr addrspace(1) %15, i64 %sel
  %v = load float, ptr addrspace(1) %p, align 4
  %add49 = add i64 %mul12, -1
  %call51 = tail call i64 @llvm.smin.i64(i64 %add49, i64 %add38)
  %call52 = tail call i64 @llvm.smax.i64(i64 %call51, i64 -2)
  %r54 = srem i64 %call52, %call41
  %cmp55 = icmp slt i64 %r54, 0
  %add56 = select i1 %cmp55, i64 %3, i64 0
  %sel57 = add i64 %add56, %r54
  %mul58 = mul i64 %sel57, %4
  %16 = getelementptr float, ptr addrspace(1) %2, i64 %mul58
  %p61 = getelementptr float, ptr addrspace(1) %16, i64 %sel
  %v62 = load float, ptr addrspace(1) %p61, align 4
  %call65 = tail call i64 @llvm.smin.i64(i64 %mul12, i64 %add38)
  %call66 = tail call i64 @llvm.smax.i64(i64 %call65, i64 -2)
  %r68 = srem i64 %call66, %call41
  %cmp69 = icmp slt i64 %r68, 0
  %add70 = select i1 %cmp69, i64 %3, i64 0
  %sel71 = add i64 %add70, %r68
  %mul72 = mul i64 %sel71, %4
  %17 = getelementptr float, ptr addrspace(1) %2, i64 %mul72
  %p75 = getelementptr float, ptr addrspace(1) %17, i64 %sel
  %v76 = load float, ptr addrspace(1) %p75, align 4
  %add77 = or disjoint i64 %mul12, 1
  %call79 = tail call i64 @llvm.smin.i64(i64 %add77, i64 %add38)
  %call80 = tail call i64 @llvm.smax.i64(i64 %call79, i64 -2)
  %r82 = srem i64 %call80, %call41
  %cmp83 = icmp slt i64 %r82, 0
  %add84 = select i1 %cmp83, i64 %3, i64 0
  %sel85 = add i64 %add84, %r82
  %mul86 = mul i64 %sel85, %4
  %18 = getelementptr float, ptr addrspace(1) %2, i64 %mul86
  %p89 = getelementptr float, ptr addrspace(1) %18, i64 %sel
  %v90 = load float, ptr addrspace(1) %p89, align 4
  %add91 = or disjoint i64 %mul12, 2
  %call93 = tail call i64 @llvm.smin.i64(i64 %add91, i64 %add38)
  %call94 = tail call i64 @llvm.smax.i64(i64 %call93, i64 -2)
  %r96 = srem i64 %call94, %call41
  %cmp97 = icmp slt i64 %r96, 0
  %add98 = select i1 %cmp97, i64 %3, i64 0
  %sel99 = add i64 %add98, %r96
  %mul100 = mul i64 %sel99, %4
  %19 = getelementptr float, ptr addrspace(1) %2, i64 %mul100
  %p103 = getelementptr float, ptr addrspace(1) %19, i64 %sel
  %v104 = load float, ptr addrspace(1) %p103, align 4
  %add105 = or disjoint i64 %mul12, 3
  %call107 = tail call i64 @llvm.smin.i64(i64 %add105, i64 %add38)
  %call108 = tail call i64 @llvm.smax.i64(i64 %call107, i64 -2)
  %r110 = srem i64 %call108, %call41
  %cmp111 = icmp slt i64 %r110, 0
  %add112 = select i1 %cmp111, i64 %3, i64 0
  %sel113 = add i64 %add112, %r110
  %mul114 = mul i64 %sel113, %4
  %20 = getelementptr float, ptr addrspace(1) %2, i64 %mul114
  %p117 = getelementptr float, ptr addrspace(1) %20, i64 %sel
  %v118 = load float, ptr addrspace(1) %p117, align 4
  %add119 = add i64 %mul12, 4
  %call121 = tail call i64 @llvm.smin.i64(i64 %add119, i64 %add38)
  %call122 = tail call i64 @llvm.smax.i64(i64 %call121, i64 -2)
  %r124 = srem i64 %call122, %call41
  %cmp125 = icmp slt i64 %r124, 0
  %add126 = select i1 %cmp125, i64 %3, i64 0
  %sel127 = add i64 %add126, %r124
  %mul128 = mul i64 %sel127, %4
  %21 = getelementptr float, ptr addrspace(1) %2, i64 %mul128
  %p131 = getelementptr float, ptr addrspace(1) %21, i64 %sel
  %v132 = load float, ptr addrspace(1) %p131, align 4
  %add133 = add i64 %mul12, 5
  %call135 = tail call i64 @llvm.smin.i64(i64 %add133, i64 %add38)
  %call136 = tail call i64 @llvm.smax.i64(i64 %call135, i64 -2)
  %r138 = srem i64 %call136, %call41
  %cmp139 = icmp slt i64 %r138, 0
  %add140 = select i1 %cmp139, i64 %3, i64 0
  %sel141 = add i64 %add140, %r138
  %mul142 = mul i64 %sel141, %4
  %22 = getelementptr float, ptr addrspace(1) %2, i64 %mul142
  %p145 = getelementptr float, ptr addrspace(1) %22, i64 %sel
  %v146 = load float, ptr addrspace(1) %p145, align 4
  %add147 = add i64 %mul12, 6
  %call149 = tail call i64 @llvm.smin.i64(i64 %add147, i64 %add38)
  %call150 = tail call i64 @llvm.smax.i64(i64 %call149, i64 -2)
  %r152 = srem i64 %call150, %call41
  %cmp153 = icmp slt i64 %r152, 0
  %add154 = select i1 %cmp153, i64 %3, i64 0
  %sel155 = add i64 %add154, %r152
  %mul156 = mul i64 %sel155, %4
  %23 = getelementptr float, ptr addrspace(1) %2, i64 %mul156
  %p159 = getelementptr float, ptr addrspace(1) %23, i64 %sel
  %v160 = load float, ptr addrspace(1) %p159, align 4
  %add161 = add i64 %mul12, 7
  %call163 = tail call i64 @llvm.smin.i64(i64 %add161, i64 %add38)
  %call164 = tail call i64 @llvm.smax.i64(i64 %call163, i64 -2)
  %r166 = srem i64 %call164, %call41
  %cmp167 = icmp slt i64 %r166, 0
  %add168 = select i1 %cmp167, i64 %3, i64 0
  %sel169 = add i64 %add168, %r166
  %mul170 = mul i64 %sel169, %4
  %24 = getelementptr float, ptr addrspace(1) %2, i64 %mul170
  %p173 = getelementptr float, ptr addrspace(1) %24, i64 %sel
  %v174 = load float, ptr addrspace(1) %p173, align 4
  %add175 = add i64 %mul12, 8
  %call177 = tail call i64 @llvm.smin.i64(i64 %add175, i64 %add38)
  %call178 = tail call i64 @llvm.smax.i64(i64 %call177, i64 -2)
  %r180 = srem i64 %call178, %call41
  %cmp181 = icmp slt i64 %r180, 0
  %add182 = select i1 %cmp181, i64 %3, i64 0
  %sel183 = add i64 %add182, %r180
  %mul184 = mul i64 %sel183, %4
  %25 = getelementptr float, ptr addrspace(1) %2, i64 %mul184
  %p187 = getelementptr float, ptr addrspace(1) %25, i64 %sel
  %v188 = load float, ptr addrspace(1) %p187, align 4
  %add189 = add i64 %mul12, 9
  %call191 = tail call i64 @llvm.smin.i64(i64 %add189, i64 %add38)
  %call192 = tail call i64 @llvm.smax.i64(i64 %call191, i64 -2)
  %r194 = srem i64 %call192, %call41
  %cmp195 = icmp slt i64 %r194, 0
  %add196 = select i1 %cmp195, i64 %3, i64 0
  %sel197 = add i64 %add196, %r194
  %mul198 = mul i64 %sel197, %4
  %26 = getelementptr float, ptr addrspace(1) %2, i64 %mul198
  %p201 = getelementptr float, ptr addrspace(1) %26, i64 %sel
  %v202 = load float, ptr addrspace(1) %p201, align 4
  %add203 = add i64 %mul12, 10
  %call205 = tail call i64 @llvm.smin.i64(i64 %add203, i64 %add38)
  %call206 = tail call i64 @llvm.smax.i64(i64 %call205, i64 -2)
  %r208 = srem i64 %call206, %call41
  %cmp209 = icmp slt i64 %r208, 0
  %add210 = select i1 %cmp209, i64 %3, i64 0
  %sel211 = add i64 %add210, %r208
  %mul212 = mul i64 %sel211, %4
  %27 = getelementptr float, ptr addrspace(1) %2, i64 %mul212
  %p215 = getelementptr float, ptr addrspace(1) %27, i64 %sel
  %v216 = load float, ptr addrspace(1) %p215, align 4
  %add217 = add i64 %mul12, 11
  %call219 = tail call i64 @llvm.smin.i64(i64 %add217, i64 %add38)
  %call220 = tail call i64 @llvm.smax.i64(i64 %call219, i64 -2)
  %r222 = srem i64 %call220, %call41
  %cmp223 = icmp slt i64 %r222, 0
  %add224 = select i1 %cmp223, i64 %3, i64 0
  %sel225 = add i64 %add224, %r222
  %mul226 = mul i64 %sel225, %4
  %28 = getelementptr float, ptr addrspace(1) %2, i64 %mul226
  %p229 = getelementptr float, ptr addrspace(1) %28, i64 %sel
  %v230 = load float, ptr addrspace(1) %p229, align 4
  %add231 = add i64 %mul12, 12
  %call233 = tail call i64 @llvm.smin.i64(i64 %add231, i64 %add38)
  %call234 = tail call i64 @llvm.smax.i64(i64 %call233, i64 -2)
  %r236 = srem i64 %call234, %call41
  %cmp237 = icmp slt i64 %r236, 0
  %add238 = select i1 %cmp237, i64 %3, i64 0
  %sel239 = add i64 %add238, %r236
  %mul240 = mul i64 %sel239, %4
  %29 = getelementptr float, ptr addrspace(1) %2, i64 %mul240
  %p243 = getelementptr float, ptr addrspace(1) %29, i64 %sel
  %v244 = load float, ptr addrspace(1) %p243, align 4
  %add245 = add i64 %mul12, 13
  %call247 = tail call i64 @llvm.smin.i64(i64 %add245, i64 %add38)
  %call248 = tail call i64 @llvm.smax.i64(i64 %call247, i64 -2)
  %r250 = srem i64 %call248, %call41
  %cmp251 = icmp slt i64 %r250, 0
  %add252 = select i1 %cmp251, i64 %3, i64 0
  %sel253 = add i64 %add252, %r250
  %mul254 = mul i64 %sel253, %4
  %30 = getelementptr float, ptr addrspace(1) %2, i64 %mul254
  %p257 = getelementptr float, ptr addrspace(1) %30, i64 %sel
  %v258 = load float, ptr addrspace(1) %p257, align 4
  %bits = bitcast float %v to i32
  %call262 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits, i32 2, i32 0)
  %leaf = bitcast i32 %call262 to float
  %call264 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits, i32 1, i32 0)
  %leaf265 = bitcast i32 %call264 to float
  %call267 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits, i32 1, i32 31)
  %leaf268 = bitcast i32 %call267 to float
  %call270 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits, i32 2, i32 31)
  %leaf271 = bitcast i32 %call270 to float
  %bits272 = bitcast float %v62 to i32
  %call273 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits272, i32 2, i32 0)
  %leaf274 = bitcast i32 %call273 to float
  %call276 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits272, i32 1, i32 0)
  %leaf277 = bitcast i32 %call276 to float
  %call279 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits272, i32 1, i32 31)
  %leaf280 = bitcast i32 %call279 to float
  %call282 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits272, i32 2, i32 31)
  %leaf283 = bitcast i32 %call282 to float
  %bits284 = bitcast float %v76 to i32
  %call285 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits284, i32 2, i32 0)
  %leaf286 = bitcast i32 %call285 to float
  %call288 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits284, i32 1, i32 0)
  %leaf289 = bitcast i32 %call288 to float
  %call291 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits284, i32 1, i32 31)
  %leaf292 = bitcast i32 %call291 to float
  %call294 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits284, i32 2, i32 31)
  %leaf295 = bitcast i32 %call294 to float
  %bits296 = bitcast float %v90 to i32
  %call297 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits296, i32 2, i32 0)
  %leaf298 = bitcast i32 %call297 to float
  %call300 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits296, i32 1, i32 0)
  %leaf301 = bitcast i32 %call300 to float
  %call303 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits296, i32 1, i32 31)
  %leaf304 = bitcast i32 %call303 to float
  %call306 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits296, i32 2, i32 31)
  %leaf307 = bitcast i32 %call306 to float
  %bits308 = bitcast float %v104 to i32
  %call309 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits308, i32 2, i32 0)
  %leaf310 = bitcast i32 %call309 to float
  %call312 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits308, i32 1, i32 0)
  %leaf313 = bitcast i32 %call312 to float
  %call315 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits308, i32 1, i32 31)
  %leaf316 = bitcast i32 %call315 to float
  %call318 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits308, i32 2, i32 31)
  %leaf319 = bitcast i32 %call318 to float
  %31 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float 0.000000e+00, float %leaf) #2
  %32 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %31, float %leaf265) #2
  %33 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %32, float %v) #2
  %34 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %33, float %leaf268) #2
  %35 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %34, float %leaf271) #2
  %36 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %35, float %leaf274) #2
  %37 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %36, float %leaf277) #2
  %38 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %37, float %v62) #2
  %39 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %38, float %leaf280) #2
  %40 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %39, float %leaf283) #2
  %41 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %40, float %leaf286) #2
  %42 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %41, float %leaf289) #2
  %43 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %42, float %v76) #2
  %44 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %43, float %leaf292) #2
  %45 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %44, float %leaf295) #2
  %46 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %45, float %leaf298) #2
  %47 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %46, float %leaf301) #2
  %48 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %47, float %v90) #2
  %49 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %48, float %leaf304) #2
  %50 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %49, float %leaf307) #2
  %51 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %50, float %leaf310) #2
  %52 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %51, float %leaf313) #2
  %53 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %52, float %v104) #2
  %54 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %53, float %leaf316) #2
  %55 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %54, float %leaf319) #2
  %cmp321 = icmp sgt i64 %sub31, 0
  %out.s = and i1 %out.lane, %cmp321
  %mul322 = mul i64 %mul12, %6
  %out.col = and i1 %cmp27, %out.s
  %56 = getelementptr float, ptr addrspace(1) %11, i64 %mul322
  %p325 = getelementptr float, ptr addrspace(1) %56, i64 %add14
  %address = ptrtoint ptr addrspace(1) %p325 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address, float %55, i1 %out.col) #2
  %bits326 = bitcast float %v118 to i32
  %call327 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits326, i32 2, i32 0)
  %leaf328 = bitcast i32 %call327 to float
  %call330 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits326, i32 1, i32 0)
  %leaf331 = bitcast i32 %call330 to float
  %call333 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits326, i32 1, i32 31)
  %leaf334 = bitcast i32 %call333 to float
  %call336 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits326, i32 2, i32 31)
  %leaf337 = bitcast i32 %call336 to float
  %57 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float 0.000000e+00, float %leaf274) #2
  %58 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %57, float %leaf277) #2
  %59 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %58, float %v62) #2
  %60 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %59, float %leaf280) #2
  %61 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %60, float %leaf283) #2
  %62 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %61, float %leaf286) #2
  %63 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %62, float %leaf289) #2
  %64 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %63, float %v76) #2
  %65 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %64, float %leaf292) #2
  %66 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %65, float %leaf295) #2
  %67 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %66, float %leaf298) #2
  %68 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %67, float %leaf301) #2
  %69 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %68, float %v90) #2
  %70 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %69, float %leaf304) #2
  %71 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %70, float %leaf307) #2
  %72 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %71, float %leaf310) #2
  %73 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %72, float %leaf313) #2
  %74 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %73, float %v104) #2
  %75 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %74, float %leaf316) #2
  %76 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %75, float %leaf319) #2
  %77 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %76, float %leaf328) #2
  %78 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %77, float %leaf331) #2
  %79 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %78, float %v118) #2
  %80 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %79, float %leaf334) #2
  %81 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %80, float %leaf337) #2
  %cmp339 = icmp sgt i64 %sub31, 1
  %out.s340 = and i1 %out.lane, %cmp339
  %mul341 = mul i64 %add77, %6
  %out.col343 = and i1 %cmp27, %out.s340
  %82 = getelementptr float, ptr addrspace(1) %11, i64 %mul341
  %p345 = getelementptr float, ptr addrspace(1) %82, i64 %add14
  %address346 = ptrtoint ptr addrspace(1) %p345 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address346, float %81, i1 %out.col343) #2
  %bits347 = bitcast float %v132 to i32
  %call348 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits347, i32 2, i32 0)
  %leaf349 = bitcast i32 %call348 to float
  %call351 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits347, i32 1, i32 0)
  %leaf352 = bitcast i32 %call351 to float
  %call354 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits347, i32 1, i32 31)
  %leaf355 = bitcast i32 %call354 to float
  %call357 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits347, i32 2, i32 31)
  %leaf358 = bitcast i32 %call357 to float
  %83 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float 0.000000e+00, float %leaf286) #2
  %84 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %83, float %leaf289) #2
  %85 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %84, float %v76) #2
  %86 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %85, float %leaf292) #2
  %87 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %86, float %leaf295) #2
  %88 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %87, float %leaf298) #2
  %89 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %88, float %leaf301) #2
  %90 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %89, float %v90) #2
  %91 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %90, float %leaf304) #2
  %92 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %91, float %leaf307) #2
  %93 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %92, float %leaf310) #2
  %94 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %93, float %leaf313) #2
  %95 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %94, float %v104) #2
  %96 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %95, float %leaf316) #2
  %97 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %96, float %leaf319) #2
  %98 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %97, float %leaf328) #2
  %99 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %98, float %leaf331) #2
  %100 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %99, float %v118) #2
  %101 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %100, float %leaf334) #2
  %102 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %101, float %leaf337) #2
  %103 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %102, float %leaf349) #2
  %104 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %103, float %leaf352) #2
  %105 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %104, float %v132) #2
  %106 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %105, float %leaf355) #2
  %107 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %106, float %leaf358) #2
  %cmp360 = icmp sgt i64 %sub31, 2
  %out.s361 = and i1 %out.lane, %cmp360
  %mul362 = mul i64 %add91, %6
  %out.col364 = and i1 %cmp27, %out.s361
  %108 = getelementptr float, ptr addrspace(1) %11, i64 %mul362
  %p366 = getelementptr float, ptr addrspace(1) %108, i64 %add14
  %address367 = ptrtoint ptr addrspace(1) %p366 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address367, float %107, i1 %out.col364) #2
  %bits368 = bitcast float %v146 to i32
  %call369 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits368, i32 2, i32 0)
  %leaf370 = bitcast i32 %call369 to float
  %call372 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits368, i32 1, i32 0)
  %leaf373 = bitcast i32 %call372 to float
  %call375 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits368, i32 1, i32 31)
  %leaf376 = bitcast i32 %call375 to float
  %call378 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits368, i32 2, i32 31)
  %leaf379 = bitcast i32 %call378 to float
  %109 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float 0.000000e+00, float %leaf298) #2
  %110 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %109, float %leaf301) #2
  %111 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %110, float %v90) #2
  %112 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %111, float %leaf304) #2
  %113 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %112, float %leaf307) #2
  %114 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %113, float %leaf310) #2
  %115 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %114, float %leaf313) #2
  %116 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %115, float %v104) #2
  %117 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %116, float %leaf316) #2
  %118 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %117, float %leaf319) #2
  %119 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %118, float %leaf328) #2
  %120 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %119, float %leaf331) #2
  %121 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %120, float %v118) #2
  %122 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %121, float %leaf334) #2
  %123 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %122, float %leaf337) #2
  %124 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %123, float %leaf349) #2
  %125 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %124, float %leaf352) #2
  %126 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %125, float %v132) #2
  %127 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %126, float %leaf355) #2
  %128 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %127, float %leaf358) #2
  %129 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %128, float %leaf370) #2
  %130 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %129, float %leaf373) #2
  %131 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %130, float %v146) #2
  %132 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %131, float %leaf376) #2
  %133 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %132, float %leaf379) #2
  %cmp381 = icmp sgt i64 %sub31, 3
  %out.s382 = and i1 %out.lane, %cmp381
  %mul383 = mul i64 %add105, %6
  %out.col385 = and i1 %cmp27, %out.s382
  %134 = getelementptr float, ptr addrspace(1) %11, i64 %mul383
  %p387 = getelementptr float, ptr addrspace(1) %134, i64 %add14
  %address388 = ptrtoint ptr addrspace(1) %p387 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address388, float %133, i1 %out.col385) #2
  %bits389 = bitcast float %v160 to i32
  %call390 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits389, i32 2, i32 0)
  %leaf391 = bitcast i32 %call390 to float
  %call393 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits389, i32 1, i32 0)
  %leaf394 = bitcast i32 %call393 to float
  %call396 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits389, i32 1, i32 31)
  %leaf397 = bitcast i32 %call396 to float
  %call399 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits389, i32 2, i32 31)
  %leaf400 = bitcast i32 %call399 to float
  %135 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float 0.000000e+00, float %leaf310) #2
  %136 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %135, float %leaf313) #2
  %137 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %136, float %v104) #2
  %138 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %137, float %leaf316) #2
  %139 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %138, float %leaf319) #2
  %140 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %139, float %leaf328) #2
  %141 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %140, float %leaf331) #2
  %142 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %141, float %v118) #2
  %143 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %142, float %leaf334) #2
  %144 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %143, float %leaf337) #2
  %145 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %144, float %leaf349) #2
  %146 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %145, float %leaf352) #2
  %147 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %146, float %v132) #2
  %148 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %147, float %leaf355) #2
  %149 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %148, float %leaf358) #2
  %150 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %149, float %leaf370) #2
  %151 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %150, float %leaf373) #2
  %152 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %151, float %v146) #2
  %153 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %152, float %leaf376) #2
  %154 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %153, float %leaf379) #2
  %155 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %154, float %leaf391) #2
  %156 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %155, float %leaf394) #2
  %157 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %156, float %v160) #2
  %158 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %157, float %leaf397) #2
  %159 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %158, float %leaf400) #2
  %cmp402 = icmp sgt i64 %sub31, 4
  %out.s403 = and i1 %out.lane, %cmp402
  %mul404 = mul i64 %add119, %6
  %out.col406 = and i1 %cmp27, %out.s403
  %160 = getelementptr float, ptr addrspace(1) %11, i64 %mul404
  %p408 = getelementptr float, ptr addrspace(1) %160, i64 %add14
  %address409 = ptrtoint ptr addrspace(1) %p408 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address409, float %159, i1 %out.col406) #2
  %bits410 = bitcast float %v174 to i32
  %call411 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits410, i32 2, i32 0)
  %leaf412 = bitcast i32 %call411 to float
  %call414 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits410, i32 1, i32 0)
  %leaf415 = bitcast i32 %call414 to float
  %call417 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits410, i32 1, i32 31)
  %leaf418 = bitcast i32 %call417 to float
  %call420 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits410, i32 2, i32 31)
  %leaf421 = bitcast i32 %call420 to float
  %161 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float 0.000000e+00, float %leaf328) #2
  %162 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %161, float %leaf331) #2
  %163 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %162, float %v118) #2
  %164 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %163, float %leaf334) #2
  %165 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %164, float %leaf337) #2
  %166 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %165, float %leaf349) #2
  %167 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %166, float %leaf352) #2
  %168 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %167, float %v132) #2
  %169 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %168, float %leaf355) #2
  %170 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %169, float %leaf358) #2
  %171 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %170, float %leaf370) #2
  %172 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %171, float %leaf373) #2
  %173 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %172, float %v146) #2
  %174 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %173, float %leaf376) #2
  %175 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %174, float %leaf379) #2
  %176 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %175, float %leaf391) #2
  %177 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %176, float %leaf394) #2
  %178 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %177, float %v160) #2
  %179 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %178, float %leaf397) #2
  %180 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %179, float %leaf400) #2
  %181 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %180, float %leaf412) #2
  %182 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %181, float %leaf415) #2
  %183 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %182, float %v174) #2
  %184 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %183, float %leaf418) #2
  %185 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %184, float %leaf421) #2
  %cmp423 = icmp sgt i64 %sub31, 5
  %out.s424 = and i1 %out.lane, %cmp423
  %mul425 = mul i64 %add133, %6
  %out.col427 = and i1 %cmp27, %out.s424
  %186 = getelementptr float, ptr addrspace(1) %11, i64 %mul425
  %p429 = getelementptr float, ptr addrspace(1) %186, i64 %add14
  %address430 = ptrtoint ptr addrspace(1) %p429 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address430, float %185, i1 %out.col427) #2
  %bits431 = bitcast float %v188 to i32
  %call432 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits431, i32 2, i32 0)
  %leaf433 = bitcast i32 %call432 to float
  %call435 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits431, i32 1, i32 0)
  %leaf436 = bitcast i32 %call435 to float
  %call438 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits431, i32 1, i32 31)
  %leaf439 = bitcast i32 %call438 to float
  %call441 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits431, i32 2, i32 31)
  %leaf442 = bitcast i32 %call441 to float
  %187 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float 0.000000e+00, float %leaf349) #2
  %188 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %187, float %leaf352) #2
  %189 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %188, float %v132) #2
  %190 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %189, float %leaf355) #2
  %191 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %190, float %leaf358) #2
  %192 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %191, float %leaf370) #2
  %193 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %192, float %leaf373) #2
  %194 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %193, float %v146) #2
  %195 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %194, float %leaf376) #2
  %196 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %195, float %leaf379) #2
  %197 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %196, float %leaf391) #2
  %198 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %197, float %leaf394) #2
  %199 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %198, float %v160) #2
  %200 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %199, float %leaf397) #2
  %201 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %200, float %leaf400) #2
  %202 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %201, float %leaf412) #2
  %203 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %202, float %leaf415) #2
  %204 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %203, float %v174) #2
  %205 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %204, float %leaf418) #2
  %206 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %205, float %leaf421) #2
  %207 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %206, float %leaf433) #2
  %208 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %207, float %leaf436) #2
  %209 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %208, float %v188) #2
  %210 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %209, float %leaf439) #2
  %211 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %210, float %leaf442) #2
  %cmp444 = icmp sgt i64 %sub31, 6
  %out.s445 = and i1 %out.lane, %cmp444
  %mul446 = mul i64 %add147, %6
  %out.col448 = and i1 %cmp27, %out.s445
  %212 = getelementptr float, ptr addrspace(1) %11, i64 %mul446
  %p450 = getelementptr float, ptr addrspace(1) %212, i64 %add14
  %address451 = ptrtoint ptr addrspace(1) %p450 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address451, float %211, i1 %out.col448) #2
  %bits452 = bitcast float %v202 to i32
  %call453 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits452, i32 2, i32 0)
  %leaf454 = bitcast i32 %call453 to float
  %call456 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits452, i32 1, i32 0)
  %leaf457 = bitcast i32 %call456 to float
  %call459 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits452, i32 1, i32 31)
  %leaf460 = bitcast i32 %call459 to float
  %call462 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits452, i32 2, i32 31)
  %leaf463 = bitcast i32 %call462 to float
  %213 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float 0.000000e+00, float %leaf370) #2
  %214 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %213, float %leaf373) #2
  %215 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %214, float %v146) #2
  %216 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %215, float %leaf376) #2
  %217 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %216, float %leaf379) #2
  %218 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %217, float %leaf391) #2
  %219 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %218, float %leaf394) #2
  %220 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %219, float %v160) #2
  %221 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %220, float %leaf397) #2
  %222 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %221, float %leaf400) #2
  %223 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %222, float %leaf412) #2
  %224 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %223, float %leaf415) #2
  %225 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %224, float %v174) #2
  %226 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %225, float %leaf418) #2
  %227 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %226, float %leaf421) #2
  %228 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %227, float %leaf433) #2
  %229 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %228, float %leaf436) #2
  %230 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %229, float %v188) #2
  %231 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %230, float %leaf439) #2
  %232 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %231, float %leaf442) #2
  %233 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %232, float %leaf454) #2
  %234 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %233, float %leaf457) #2
  %235 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %234, float %v202) #2
  %236 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %235, float %leaf460) #2
  %237 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %236, float %leaf463) #2
  %cmp465 = icmp sgt i64 %sub31, 7
  %out.s466 = and i1 %out.lane, %cmp465
  %mul467 = mul i64 %add161, %6
  %out.col469 = and i1 %cmp27, %out.s466
  %238 = getelementptr float, ptr addrspace(1) %11, i64 %mul467
  %p471 = getelementptr float, ptr addrspace(1) %238, i64 %add14
  %address472 = ptrtoint ptr addrspace(1) %p471 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address472, float %237, i1 %out.col469) #2
  %bits473 = bitcast float %v216 to i32
  %call474 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits473, i32 2, i32 0)
  %leaf475 = bitcast i32 %call474 to float
  %call477 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits473, i32 1, i32 0)
  %leaf478 = bitcast i32 %call477 to float
  %call480 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits473, i32 1, i32 31)
  %leaf481 = bitcast i32 %call480 to float
  %call483 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits473, i32 2, i32 31)
  %leaf484 = bitcast i32 %call483 to float
  %239 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float 0.000000e+00, float %leaf391) #2
  %240 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %239, float %leaf394) #2
  %241 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %240, float %v160) #2
  %242 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %241, float %leaf397) #2
  %243 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %242, float %leaf400) #2
  %244 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %243, float %leaf412) #2
  %245 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %244, float %leaf415) #2
  %246 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %245, float %v174) #2
  %247 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %246, float %leaf418) #2
  %248 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %247, float %leaf421) #2
  %249 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %248, float %leaf433) #2
  %250 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %249, float %leaf436) #2
  %251 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %250, float %v188) #2
  %252 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %251, float %leaf439) #2
  %253 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %252, float %leaf442) #2
  %254 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %253, float %leaf454) #2
  %255 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %254, float %leaf457) #2
  %256 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %255, float %v202) #2
  %257 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %256, float %leaf460) #2
  %258 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %257, float %leaf463) #2
  %259 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %258, float %leaf475) #2
  %260 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %259, float %leaf478) #2
  %261 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %260, float %v216) #2
  %262 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %261, float %leaf481) #2
  %263 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %262, float %leaf484) #2
  %cmp486 = icmp sgt i64 %sub31, 8
  %out.s487 = and i1 %out.lane, %cmp486
  %mul488 = mul i64 %add175, %6
  %out.col490 = and i1 %cmp27, %out.s487
  %264 = getelementptr float, ptr addrspace(1) %11, i64 %mul488
  %p492 = getelementptr float, ptr addrspace(1) %264, i64 %add14
  %address493 = ptrtoint ptr addrspace(1) %p492 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address493, float %263, i1 %out.col490) #2
  %bits494 = bitcast float %v230 to i32
  %call495 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits494, i32 2, i32 0)
  %leaf496 = bitcast i32 %call495 to float
  %call498 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits494, i32 1, i32 0)
  %leaf499 = bitcast i32 %call498 to float
  %call501 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits494, i32 1, i32 31)
  %leaf502 = bitcast i32 %call501 to float
  %call504 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits494, i32 2, i32 31)
  %leaf505 = bitcast i32 %call504 to float
  %265 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float 0.000000e+00, float %leaf412) #2
  %266 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %265, float %leaf415) #2
  %267 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %266, float %v174) #2
  %268 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %267, float %leaf418) #2
  %269 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %268, float %leaf421) #2
  %270 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %269, float %leaf433) #2
  %271 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %270, float %leaf436) #2
  %272 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %271, float %v188) #2
  %273 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %272, float %leaf439) #2
  %274 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %273, float %leaf442) #2
  %275 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %274, float %leaf454) #2
  %276 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %275, float %leaf457) #2
  %277 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %276, float %v202) #2
  %278 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %277, float %leaf460) #2
  %279 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %278, float %leaf463) #2
  %280 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %279, float %leaf475) #2
  %281 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %280, float %leaf478) #2
  %282 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %281, float %v216) #2
  %283 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %282, float %leaf481) #2
  %284 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %283, float %leaf484) #2
  %285 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %284, float %leaf496) #2
  %286 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %285, float %leaf499) #2
  %287 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %286, float %v230) #2
  %288 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %287, float %leaf502) #2
  %289 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %288, float %leaf505) #2
  %cmp507 = icmp sgt i64 %sub31, 9
  %out.s508 = and i1 %out.lane, %cmp507
  %mul509 = mul i64 %add189, %6
  %out.col511 = and i1 %cmp27, %out.s508
  %290 = getelementptr float, ptr addrspace(1) %11, i64 %mul509
  %p513 = getelementptr float, ptr addrspace(1) %290, i64 %add14
  %address514 = ptrtoint ptr addrspace(1) %p513 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address514, float %289, i1 %out.col511) #2
  %bits515 = bitcast float %v244 to i32
  %call516 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits515, i32 2, i32 0)
  %leaf517 = bitcast i32 %call516 to float
  %call519 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits515, i32 1, i32 0)
  %leaf520 = bitcast i32 %call519 to float
  %call522 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits515, i32 1, i32 31)
  %leaf523 = bitcast i32 %call522 to float
  %call525 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits515, i32 2, i32 31)
  %leaf526 = bitcast i32 %call525 to float
  %291 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float 0.000000e+00, float %leaf433) #2
  %292 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %291, float %leaf436) #2
  %293 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %292, float %v188) #2
  %294 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %293, float %leaf439) #2
  %295 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %294, float %leaf442) #2
  %296 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %295, float %leaf454) #2
  %297 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %296, float %leaf457) #2
  %298 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %297, float %v202) #2
  %299 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %298, float %leaf460) #2
  %300 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %299, float %leaf463) #2
  %301 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %300, float %leaf475) #2
  %302 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %301, float %leaf478) #2
  %303 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %302, float %v216) #2
  %304 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %303, float %leaf481) #2
  %305 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %304, float %leaf484) #2
  %306 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %305, float %leaf496) #2
  %307 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %306, float %leaf499) #2
  %308 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %307, float %v230) #2
  %309 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %308, float %leaf502) #2
  %310 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %309, float %leaf505) #2
  %311 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %310, float %leaf517) #2
  %312 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %311, float %leaf520) #2
  %313 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %312, float %v244) #2
  %314 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %313, float %leaf523) #2
  %315 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %314, float %leaf526) #2
  %cmp528 = icmp sgt i64 %sub31, 10
  %out.s529 = and i1 %out.lane, %cmp528
  %mul530 = mul i64 %add203, %6
  %out.col532 = and i1 %cmp27, %out.s529
  %316 = getelementptr float, ptr addrspace(1) %11, i64 %mul530
  %p534 = getelementptr float, ptr addrspace(1) %316, i64 %add14
  %address535 = ptrtoint ptr addrspace(1) %p534 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address535, float %315, i1 %out.col532) #2
  %bits536 = bitcast float %v258 to i32
  %call537 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits536, i32 2, i32 0)
  %leaf538 = bitcast i32 %call537 to float
  %call540 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits536, i32 1, i32 0)
  %leaf541 = bitcast i32 %call540 to float
  %call543 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits536, i32 1, i32 31)
  %leaf544 = bitcast i32 %call543 to float
  %call546 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits536, i32 2, i32 31)
  %leaf547 = bitcast i32 %call546 to float
  %317 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float 0.000000e+00, float %leaf454) #2
  %318 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %317, float %leaf457) #2
  %319 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %318, float %v202) #2
  %320 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %319, float %leaf460) #2
  %321 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %320, float %leaf463) #2
  %322 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %321, float %leaf475) #2
  %323 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %322, float %leaf478) #2
  %324 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %323, float %v216) #2
  %325 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %324, float %leaf481) #2
  %326 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %325, float %leaf484) #2
  %327 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %326, float %leaf496) #2
  %328 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %327, float %leaf499) #2
  %329 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %328, float %v230) #2
  %330 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %329, float %leaf502) #2
  %331 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %330, float %leaf505) #2
  %332 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %331, float %leaf517) #2
  %333 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %332, float %leaf520) #2
  %334 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %333, float %v244) #2
  %335 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %334, float %leaf523) #2
  %336 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %335, float %leaf526) #2
  %337 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %336, float %leaf538) #2
  %338 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %337, float %leaf541) #2
  %339 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %338, float %v258) #2
  %340 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %339, float %leaf544) #2
  %341 = tail call float asm "max.f32 $0, $1, $2;", "=f,f,f"(float %340, float %leaf547) #2
  %cmp549 = icmp sgt i64 %sub31, 11
  %out.s550 = and i1 %out.lane, %cmp549
  %mul551 = mul i64 %add217, %6
  %out.col553 = and i1 %cmp27, %out.s550
  %342 = getelementptr float, ptr addrspace(1) %11, i64 %mul551
  %p555 = getelementptr float, ptr addrspace(1) %342, i64 %add14
  %address556 = ptrtoint ptr addrspace(1) %p555 to i64
  tail call void asm sideeffect "@$2 st.global.f32 [$0], $1;", "l,f,b,~{memory}"(i64 %address556, float %341, i1 %out.col553) #2
  %add557 = add i64 %i, %warp8
  %cmp558 = icmp slt i64 %add557, %mul9
  br i1 %cmp558, label %stride.body, label %stride.exit

stride.exit:                                      ; preds = %stride.body, %entry
  ret void
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
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #1

attributes #0 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #2 = { nounwind }

!nvvm.annotations = !{!0}

!0 = !{ptr @systole_stencil_tile_max5x5_f32_elements, !"kernel", i32 1}
