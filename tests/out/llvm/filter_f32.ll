; ModuleID = 'systole_filter_f32'
source_filename = "systole_filter_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@scan.shared.0 = internal unnamed_addr addrspace(3) global i32 undef, align 8
@scan.shared.3 = internal unnamed_addr addrspace(3) global [9 x i32] undef, align 8
@scan.shared.4 = internal unnamed_addr addrspace(3) global [8192 x float] undef, align 8

define void @systole_filter_f32_chained(i64 %0, ptr addrspace(1) noalias nocapture readonly %1, i64 %2, ptr addrspace(1) noalias nocapture writeonly %3, ptr addrspace(1) noalias nocapture writeonly %4, ptr addrspace(1) noalias nocapture readnone %5, ptr addrspace(1) noalias %6, i64 %7, i64 %8) local_unnamed_addr {
entry:
  %call = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg = zext nneg i32 %call to i64
  %call5 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %lane = and i64 %sreg, 31
  %w = lshr i64 %sreg, 5
  %mul11 = shl nuw nsw i64 %w, 10
  %staging = getelementptr inbounds float, ptr addrspace(3) @scan.shared.4, i64 %mul11
  %9 = shl nuw i32 %call5, 1
  %mul14 = zext i32 %9 to i64
  %cmp = icmp sle i64 %mul14, %7
  %invariant.gep1291 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 8
  %cmp17 = icmp eq i32 %call, 0
  %sub = add i64 %2, -1
  %sub32 = add i64 %0, -1
  %add36 = or disjoint i64 %lane, 32
  %add48 = or disjoint i64 %lane, 64
  %add60 = or disjoint i64 %lane, 96
  %add72 = or disjoint i64 %lane, 128
  %add84 = or disjoint i64 %lane, 160
  %add96 = or disjoint i64 %lane, 192
  %add108 = or i64 %sreg, 224
  %add120 = or disjoint i64 %lane, 256
  %add132 = or disjoint i64 %lane, 288
  %add144 = or disjoint i64 %lane, 320
  %add156 = or disjoint i64 %lane, 352
  %add168 = or disjoint i64 %lane, 384
  %add180 = or disjoint i64 %lane, 416
  %add192 = or disjoint i64 %lane, 448
  %add204 = or i64 %sreg, 480
  %add216 = or disjoint i64 %lane, 512
  %add228 = or disjoint i64 %lane, 544
  %add240 = or disjoint i64 %lane, 576
  %add252 = or disjoint i64 %lane, 608
  %add264 = or disjoint i64 %lane, 640
  %add276 = or disjoint i64 %lane, 672
  %add288 = or disjoint i64 %lane, 704
  %add300 = or i64 %sreg, 736
  %add312 = or disjoint i64 %lane, 768
  %add324 = or disjoint i64 %lane, 800
  %add336 = or disjoint i64 %lane, 832
  %add348 = or disjoint i64 %lane, 864
  %add360 = or disjoint i64 %lane, 896
  %add372 = or disjoint i64 %lane, 928
  %add384 = or disjoint i64 %lane, 960
  %add396 = or i64 %sreg, 992
  %lane411 = trunc nuw nsw i64 %lane to i32
  %notmask = shl nsw i32 -1, %lane411
  %below = xor i32 %notmask, -1
  %cmp792 = icmp eq i64 %lane, 0
  %p795 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %w
  %cmp796 = icmp ult i32 %call, 32
  %10 = tail call i64 @llvm.umin.i64(i64 %lane, i64 7)
  %p802 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %10
  %cmp805 = icmp ult i64 %lane, 8
  %cmp810 = icmp ugt i64 %lane, 1
  %cmp814 = icmp ugt i64 %lane, 3
  %cmp818 = icmp ugt i64 %lane, 7
  %cmp822 = icmp ugt i64 %lane, 15
  %p830 = getelementptr inbounds i32, ptr addrspace(3) @scan.shared.3, i64 %lane
  %add879 = add nuw nsw i64 %lane, 1
  %add884 = add nuw nsw i64 %lane, 2
  %add889 = add nuw nsw i64 %lane, 4
  %add894 = add nuw nsw i64 %lane, 8
  %add899 = add nuw nsw i64 %lane, 16
  %sub919 = add nsw i64 %7, -1
  %add1280 = or disjoint i64 %lane, 1024
  br label %repeat.body

repeat.body:                                      ; preds = %repeat.body.backedge, %entry
  tail call void @llvm.nvvm.barrier0()
  br i1 %cmp17, label %then, label %endif

repeat.exit:                                      ; preds = %endif
  ret void

then:                                             ; preds = %repeat.body
  %11 = atomicrmw add ptr addrspace(1) %6, i32 1 monotonic, align 4
  store i32 %11, ptr addrspace(3) @scan.shared.0, align 8
  br label %endif

endif:                                            ; preds = %then, %repeat.body
  tail call void @llvm.nvvm.barrier0()
  %v = load i32, ptr addrspace(3) @scan.shared.0, align 8
  %piece = zext i32 %v to i64
  %cmp18 = icmp slt i64 %piece, %7
  br i1 %cmp18, label %then19, label %repeat.exit

then19:                                           ; preds = %endif
  %mul24 = shl nuw nsw i64 %piece, 13
  %add26 = or disjoint i64 %mul24, %mul11
  %add28 = or disjoint i64 %add26, %lane
  %call29 = tail call i64 @llvm.smin.i64(i64 %add28, i64 %sub)
  %cmp30 = icmp slt i64 %add28, %2
  %call33 = tail call i64 @llvm.smin.i64(i64 %call29, i64 %sub32)
  %call34 = tail call i64 @llvm.smax.i64(i64 %call33, i64 0)
  %p = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call34
  %v35 = load i32, ptr addrspace(1) %p, align 4
  %sitofp = sitofp i32 %v35 to float
  %fmul = fmul float %sitofp, 5.000000e-01
  %add37 = or disjoint i64 %add26, %add36
  %call38 = tail call i64 @llvm.smin.i64(i64 %add37, i64 %sub)
  %cmp39 = icmp slt i64 %add37, %2
  %call42 = tail call i64 @llvm.smin.i64(i64 %call38, i64 %sub32)
  %call43 = tail call i64 @llvm.smax.i64(i64 %call42, i64 0)
  %p44 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call43
  %v45 = load i32, ptr addrspace(1) %p44, align 4
  %sitofp46 = sitofp i32 %v45 to float
  %fmul47 = fmul float %sitofp46, 5.000000e-01
  %add49 = or disjoint i64 %add26, %add48
  %call50 = tail call i64 @llvm.smin.i64(i64 %add49, i64 %sub)
  %cmp51 = icmp slt i64 %add49, %2
  %call54 = tail call i64 @llvm.smin.i64(i64 %call50, i64 %sub32)
  %call55 = tail call i64 @llvm.smax.i64(i64 %call54, i64 0)
  %p56 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call55
  %v57 = load i32, ptr addrspace(1) %p56, align 4
  %sitofp58 = sitofp i32 %v57 to float
  %fmul59 = fmul float %sitofp58, 5.000000e-01
  %add61 = or disjoint i64 %add26, %add60
  %call62 = tail call i64 @llvm.smin.i64(i64 %add61, i64 %sub)
  %cmp63 = icmp slt i64 %add61, %2
  %call66 = tail call i64 @llvm.smin.i64(i64 %call62, i64 %sub32)
  %call67 = tail call i64 @llvm.smax.i64(i64 %call66, i64 0)
  %p68 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call67
  %v69 = load i32, ptr addrspace(1) %p68, align 4
  %sitofp70 = sitofp i32 %v69 to float
  %fmul71 = fmul float %sitofp70, 5.000000e-01
  %add73 = or disjoint i64 %add26, %add72
  %call74 = tail call i64 @llvm.smin.i64(i64 %add73, i64 %sub)
  %cmp75 = icmp slt i64 %add73, %2
  %call78 = tail call i64 @llvm.smin.i64(i64 %call74, i64 %sub32)
  %call79 = tail call i64 @llvm.smax.i64(i64 %call78, i64 0)
  %p80 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call79
  %v81 = load i32, ptr addrspace(1) %p80, align 4
  %sitofp82 = sitofp i32 %v81 to float
  %fmul83 = fmul float %sitofp82, 5.000000e-01
  %add85 = or disjoint i64 %add26, %add84
  %call86 = tail call i64 @llvm.smin.i64(i64 %add85, i64 %sub)
  %cmp87 = icmp slt i64 %add85, %2
  %call90 = tail call i64 @llvm.smin.i64(i64 %call86, i64 %sub32)
  %call91 = tail call i64 @llvm.smax.i64(i64 %call90, i64 0)
  %p92 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call91
  %v93 = load i32, ptr addrspace(1) %p92, align 4
  %sitofp94 = sitofp i32 %v93 to float
  %fmul95 = fmul float %sitofp94, 5.000000e-01
  %add97 = or disjoint i64 %add26, %add96
  %call98 = tail call i64 @llvm.smin.i64(i64 %add97, i64 %sub)
  %cmp99 = icmp slt i64 %add97, %2
  %call102 = tail call i64 @llvm.smin.i64(i64 %call98, i64 %sub32)
  %call103 = tail call i64 @llvm.smax.i64(i64 %call102, i64 0)
  %p104 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call103
  %v105 = load i32, ptr addrspace(1) %p104, align 4
  %sitofp106 = sitofp i32 %v105 to float
  %fmul107 = fmul float %sitofp106, 5.000000e-01
  %add109 = or disjoint i64 %add26, %add108
  %call110 = tail call i64 @llvm.smin.i64(i64 %add109, i64 %sub)
  %cmp111 = icmp slt i64 %add109, %2
  %call114 = tail call i64 @llvm.smin.i64(i64 %call110, i64 %sub32)
  %call115 = tail call i64 @llvm.smax.i64(i64 %call114, i64 0)
  %p116 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call115
  %v117 = load i32, ptr addrspace(1) %p116, align 4
  %sitofp118 = sitofp i32 %v117 to float
  %fmul119 = fmul float %sitofp118, 5.000000e-01
  %add121 = or disjoint i64 %add26, %add120
  %call122 = tail call i64 @llvm.smin.i64(i64 %add121, i64 %sub)
  %cmp123 = icmp slt i64 %add121, %2
  %call126 = tail call i64 @llvm.smin.i64(i64 %call122, i64 %sub32)
  %call127 = tail call i64 @llvm.smax.i64(i64 %call126, i64 0)
  %p128 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call127
  %v129 = load i32, ptr addrspace(1) %p128, align 4
  %sitofp130 = sitofp i32 %v129 to float
  %fmul131 = fmul float %sitofp130, 5.000000e-01
  %add133 = or disjoint i64 %add26, %add132
  %call134 = tail call i64 @llvm.smin.i64(i64 %add133, i64 %sub)
  %cmp135 = icmp slt i64 %add133, %2
  %call138 = tail call i64 @llvm.smin.i64(i64 %call134, i64 %sub32)
  %call139 = tail call i64 @llvm.smax.i64(i64 %call138, i64 0)
  %p140 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call139
  %v141 = load i32, ptr addrspace(1) %p140, align 4
  %sitofp142 = sitofp i32 %v141 to float
  %fmul143 = fmul float %sitofp142, 5.000000e-01
  %add145 = or disjoint i64 %add26, %add144
  %call146 = tail call i64 @llvm.smin.i64(i64 %add145, i64 %sub)
  %cmp147 = icmp slt i64 %add145, %2
  %call150 = tail call i64 @llvm.smin.i64(i64 %call146, i64 %sub32)
  %call151 = tail call i64 @llvm.smax.i64(i64 %call150, i64 0)
  %p152 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call151
  %v153 = load i32, ptr addrspace(1) %p152, align 4
  %sitofp154 = sitofp i32 %v153 to float
  %fmul155 = fmul float %sitofp154, 5.000000e-01
  %add157 = or disjoint i64 %add26, %add156
  %call158 = tail call i64 @llvm.smin.i64(i64 %add157, i64 %sub)
  %cmp159 = icmp slt i64 %add157, %2
  %call162 = tail call i64 @llvm.smin.i64(i64 %call158, i64 %sub32)
  %call163 = tail call i64 @llvm.smax.i64(i64 %call162, i64 0)
  %p164 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call163
  %v165 = load i32, ptr addrspace(1) %p164, align 4
  %sitofp166 = sitofp i32 %v165 to float
  %fmul167 = fmul float %sitofp166, 5.000000e-01
  %add169 = or disjoint i64 %add26, %add168
  %call170 = tail call i64 @llvm.smin.i64(i64 %add169, i64 %sub)
  %cmp171 = icmp slt i64 %add169, %2
  %call174 = tail call i64 @llvm.smin.i64(i64 %call170, i64 %sub32)
  %call175 = tail call i64 @llvm.smax.i64(i64 %call174, i64 0)
  %p176 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call175
  %v177 = load i32, ptr addrspace(1) %p176, align 4
  %sitofp178 = sitofp i32 %v177 to float
  %fmul179 = fmul float %sitofp178, 5.000000e-01
  %add181 = or disjoint i64 %add26, %add180
  %call182 = tail call i64 @llvm.smin.i64(i64 %add181, i64 %sub)
  %cmp183 = icmp slt i64 %add181, %2
  %call186 = tail call i64 @llvm.smin.i64(i64 %call182, i64 %sub32)
  %call187 = tail call i64 @llvm.smax.i64(i64 %call186, i64 0)
  %p188 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call187
  %v189 = load i32, ptr addrspace(1) %p188, align 4
  %sitofp190 = sitofp i32 %v189 to float
  %fmul191 = fmul float %sitofp190, 5.000000e-01
  %add193 = or disjoint i64 %add26, %add192
  %call194 = tail call i64 @llvm.smin.i64(i64 %add193, i64 %sub)
  %cmp195 = icmp slt i64 %add193, %2
  %call198 = tail call i64 @llvm.smin.i64(i64 %call194, i64 %sub32)
  %call199 = tail call i64 @llvm.smax.i64(i64 %call198, i64 0)
  %p200 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call199
  %v201 = load i32, ptr addrspace(1) %p200, align 4
  %sitofp202 = sitofp i32 %v201 to float
  %fmul203 = fmul float %sitofp202, 5.000000e-01
  %add205 = or disjoint i64 %add26, %add204
  %call206 = tail call i64 @llvm.smin.i64(i64 %add205, i64 %sub)
  %cmp207 = icmp slt i64 %add205, %2
  %call210 = tail call i64 @llvm.smin.i64(i64 %call206, i64 %sub32)
  %call211 = tail call i64 @llvm.smax.i64(i64 %call210, i64 0)
  %p212 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call211
  %v213 = load i32, ptr addrspace(1) %p212, align 4
  %sitofp214 = sitofp i32 %v213 to float
  %fmul215 = fmul float %sitofp214, 5.000000e-01
  %add217 = or disjoint i64 %add26, %add216
  %call218 = tail call i64 @llvm.smin.i64(i64 %add217, i64 %sub)
  %cmp219 = icmp slt i64 %add217, %2
  %call222 = tail call i64 @llvm.smin.i64(i64 %call218, i64 %sub32)
  %call223 = tail call i64 @llvm.smax.i64(i64 %call222, i64 0)
  %p224 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call223
  %v225 = load i32, ptr addrspace(1) %p224, align 4
  %sitofp226 = sitofp i32 %v225 to float
  %fmul227 = fmul float %sitofp226, 5.000000e-01
  %add229 = or disjoint i64 %add26, %add228
  %call230 = tail call i64 @llvm.smin.i64(i64 %add229, i64 %sub)
  %cmp231 = icmp slt i64 %add229, %2
  %call234 = tail call i64 @llvm.smin.i64(i64 %call230, i64 %sub32)
  %call235 = tail call i64 @llvm.smax.i64(i64 %call234, i64 0)
  %p236 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call235
  %v237 = load i32, ptr addrspace(1) %p236, align 4
  %sitofp238 = sitofp i32 %v237 to float
  %fmul239 = fmul float %sitofp238, 5.000000e-01
  %add241 = or disjoint i64 %add26, %add240
  %call242 = tail call i64 @llvm.smin.i64(i64 %add241, i64 %sub)
  %cmp243 = icmp slt i64 %add241, %2
  %call246 = tail call i64 @llvm.smin.i64(i64 %call242, i64 %sub32)
  %call247 = tail call i64 @llvm.smax.i64(i64 %call246, i64 0)
  %p248 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call247
  %v249 = load i32, ptr addrspace(1) %p248, align 4
  %sitofp250 = sitofp i32 %v249 to float
  %fmul251 = fmul float %sitofp250, 5.000000e-01
  %add253 = or disjoint i64 %add26, %add252
  %call254 = tail call i64 @llvm.smin.i64(i64 %add253, i64 %sub)
  %cmp255 = icmp slt i64 %add253, %2
  %call258 = tail call i64 @llvm.smin.i64(i64 %call254, i64 %sub32)
  %call259 = tail call i64 @llvm.smax.i64(i64 %call258, i64 0)
  %p260 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call259
  %v261 = load i32, ptr addrspace(1) %p260, align 4
  %sitofp262 = sitofp i32 %v261 to float
  %fmul263 = fmul float %sitofp262, 5.000000e-01
  %add265 = or disjoint i64 %add26, %add264
  %call266 = tail call i64 @llvm.smin.i64(i64 %add265, i64 %sub)
  %cmp267 = icmp slt i64 %add265, %2
  %call270 = tail call i64 @llvm.smin.i64(i64 %call266, i64 %sub32)
  %call271 = tail call i64 @llvm.smax.i64(i64 %call270, i64 0)
  %p272 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call271
  %v273 = load i32, ptr addrspace(1) %p272, align 4
  %sitofp274 = sitofp i32 %v273 to float
  %fmul275 = fmul float %sitofp274, 5.000000e-01
  %add277 = or disjoint i64 %add26, %add276
  %call278 = tail call i64 @llvm.smin.i64(i64 %add277, i64 %sub)
  %cmp279 = icmp slt i64 %add277, %2
  %call282 = tail call i64 @llvm.smin.i64(i64 %call278, i64 %sub32)
  %call283 = tail call i64 @llvm.smax.i64(i64 %call282, i64 0)
  %p284 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call283
  %v285 = load i32, ptr addrspace(1) %p284, align 4
  %sitofp286 = sitofp i32 %v285 to float
  %fmul287 = fmul float %sitofp286, 5.000000e-01
  %add289 = or disjoint i64 %add26, %add288
  %call290 = tail call i64 @llvm.smin.i64(i64 %add289, i64 %sub)
  %cmp291 = icmp slt i64 %add289, %2
  %call294 = tail call i64 @llvm.smin.i64(i64 %call290, i64 %sub32)
  %call295 = tail call i64 @llvm.smax.i64(i64 %call294, i64 0)
  %p296 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call295
  %v297 = load i32, ptr addrspace(1) %p296, align 4
  %sitofp298 = sitofp i32 %v297 to float
  %fmul299 = fmul float %sitofp298, 5.000000e-01
  %add301 = or disjoint i64 %add26, %add300
  %call302 = tail call i64 @llvm.smin.i64(i64 %add301, i64 %sub)
  %cmp303 = icmp slt i64 %add301, %2
  %call306 = tail call i64 @llvm.smin.i64(i64 %call302, i64 %sub32)
  %call307 = tail call i64 @llvm.smax.i64(i64 %call306, i64 0)
  %p308 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call307
  %v309 = load i32, ptr addrspace(1) %p308, align 4
  %sitofp310 = sitofp i32 %v309 to float
  %fmul311 = fmul float %sitofp310, 5.000000e-01
  %add313 = or disjoint i64 %add26, %add312
  %call314 = tail call i64 @llvm.smin.i64(i64 %add313, i64 %sub)
  %cmp315 = icmp slt i64 %add313, %2
  %call318 = tail call i64 @llvm.smin.i64(i64 %call314, i64 %sub32)
  %call319 = tail call i64 @llvm.smax.i64(i64 %call318, i64 0)
  %p320 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call319
  %v321 = load i32, ptr addrspace(1) %p320, align 4
  %sitofp322 = sitofp i32 %v321 to float
  %fmul323 = fmul float %sitofp322, 5.000000e-01
  %add325 = or disjoint i64 %add26, %add324
  %call326 = tail call i64 @llvm.smin.i64(i64 %add325, i64 %sub)
  %cmp327 = icmp slt i64 %add325, %2
  %call330 = tail call i64 @llvm.smin.i64(i64 %call326, i64 %sub32)
  %call331 = tail call i64 @llvm.smax.i64(i64 %call330, i64 0)
  %p332 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call331
  %v333 = load i32, ptr addrspace(1) %p332, align 4
  %sitofp334 = sitofp i32 %v333 to float
  %fmul335 = fmul float %sitofp334, 5.000000e-01
  %add337 = or disjoint i64 %add26, %add336
  %call338 = tail call i64 @llvm.smin.i64(i64 %add337, i64 %sub)
  %cmp339 = icmp slt i64 %add337, %2
  %call342 = tail call i64 @llvm.smin.i64(i64 %call338, i64 %sub32)
  %call343 = tail call i64 @llvm.smax.i64(i64 %call342, i64 0)
  %p344 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call343
  %v345 = load i32, ptr addrspace(1) %p344, align 4
  %sitofp346 = sitofp i32 %v345 to float
  %fmul347 = fmul float %sitofp346, 5.000000e-01
  %add349 = or disjoint i64 %add26, %add348
  %call350 = tail call i64 @llvm.smin.i64(i64 %add349, i64 %sub)
  %cmp351 = icmp slt i64 %add349, %2
  %call354 = tail call i64 @llvm.smin.i64(i64 %call350, i64 %sub32)
  %call355 = tail call i64 @llvm.smax.i64(i64 %call354, i64 0)
  %p356 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call355
  %v357 = load i32, ptr addrspace(1) %p356, align 4
  %sitofp358 = sitofp i32 %v357 to float
  %fmul359 = fmul float %sitofp358, 5.000000e-01
  %add361 = or disjoint i64 %add26, %add360
  %call362 = tail call i64 @llvm.smin.i64(i64 %add361, i64 %sub)
  %cmp363 = icmp slt i64 %add361, %2
  %call366 = tail call i64 @llvm.smin.i64(i64 %call362, i64 %sub32)
  %call367 = tail call i64 @llvm.smax.i64(i64 %call366, i64 0)
  %p368 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call367
  %v369 = load i32, ptr addrspace(1) %p368, align 4
  %sitofp370 = sitofp i32 %v369 to float
  %fmul371 = fmul float %sitofp370, 5.000000e-01
  %add373 = or disjoint i64 %add26, %add372
  %call374 = tail call i64 @llvm.smin.i64(i64 %add373, i64 %sub)
  %cmp375 = icmp slt i64 %add373, %2
  %call378 = tail call i64 @llvm.smin.i64(i64 %call374, i64 %sub32)
  %call379 = tail call i64 @llvm.smax.i64(i64 %call378, i64 0)
  %p380 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call379
  %v381 = load i32, ptr addrspace(1) %p380, align 4
  %sitofp382 = sitofp i32 %v381 to float
  %fmul383 = fmul float %sitofp382, 5.000000e-01
  %add385 = or disjoint i64 %add26, %add384
  %call386 = tail call i64 @llvm.smin.i64(i64 %add385, i64 %sub)
  %cmp387 = icmp slt i64 %add385, %2
  %call390 = tail call i64 @llvm.smin.i64(i64 %call386, i64 %sub32)
  %call391 = tail call i64 @llvm.smax.i64(i64 %call390, i64 0)
  %p392 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call391
  %v393 = load i32, ptr addrspace(1) %p392, align 4
  %sitofp394 = sitofp i32 %v393 to float
  %fmul395 = fmul float %sitofp394, 5.000000e-01
  %add397 = or disjoint i64 %add26, %add396
  %call398 = tail call i64 @llvm.smin.i64(i64 %add397, i64 %sub)
  %cmp399 = icmp slt i64 %add397, %2
  %call402 = tail call i64 @llvm.smin.i64(i64 %call398, i64 %sub32)
  %call403 = tail call i64 @llvm.smax.i64(i64 %call402, i64 0)
  %p404 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call403
  %v405 = load i32, ptr addrspace(1) %p404, align 4
  %sitofp406 = sitofp i32 %v405 to float
  %fmul407 = fmul float %sitofp406, 5.000000e-01
  %fcmp = fcmp olt float %fmul, 2.000000e+01
  %kept = and i1 %cmp30, %fcmp
  %call412 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %kept)
  br i1 %kept, label %then415, label %endif416

then415:                                          ; preds = %then19
  %before = and i32 %call412, %below
  %call413 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %before)
  %at414 = zext nneg i32 %call413 to i64
  %p417 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %at414
  store float %fmul, ptr addrspace(3) %p417, align 4
  br label %endif416

endif416:                                         ; preds = %then415, %then19
  %call418 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call412)
  %fcmp420 = fcmp olt float %fmul47, 2.000000e+01
  %kept421 = and i1 %cmp39, %fcmp420
  %call422 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %kept421)
  br i1 %kept421, label %then427, label %endif428

then427:                                          ; preds = %endif416
  %before423 = and i32 %call422, %below
  %call424 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %before423)
  %at425 = add nuw nsw i32 %call424, %call418
  %at426 = zext nneg i32 %at425 to i64
  %p429 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %at426
  store float %fmul47, ptr addrspace(3) %p429, align 4
  br label %endif428

endif428:                                         ; preds = %then427, %endif416
  %call430 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call422)
  %kept431 = add nuw nsw i32 %call430, %call418
  %fcmp432 = fcmp olt float %fmul59, 2.000000e+01
  %kept433 = and i1 %cmp51, %fcmp432
  %call434 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %kept433)
  br i1 %kept433, label %then439, label %endif440

then439:                                          ; preds = %endif428
  %before435 = and i32 %call434, %below
  %call436 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %before435)
  %at437 = add nuw nsw i32 %call436, %kept431
  %at438 = zext nneg i32 %at437 to i64
  %p441 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %at438
  store float %fmul59, ptr addrspace(3) %p441, align 4
  br label %endif440

endif440:                                         ; preds = %then439, %endif428
  %call442 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call434)
  %kept443 = add nuw nsw i32 %call442, %kept431
  %fcmp444 = fcmp olt float %fmul71, 2.000000e+01
  %kept445 = and i1 %cmp63, %fcmp444
  %call446 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %kept445)
  br i1 %kept445, label %then451, label %endif452

then451:                                          ; preds = %endif440
  %before447 = and i32 %call446, %below
  %call448 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %before447)
  %at449 = add nuw nsw i32 %call448, %kept443
  %at450 = zext nneg i32 %at449 to i64
  %p453 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %at450
  store float %fmul71, ptr addrspace(3) %p453, align 4
  br label %endif452

endif452:                                         ; preds = %then451, %endif440
  %call454 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call446)
  %kept455 = add nuw nsw i32 %call454, %kept443
  %fcmp456 = fcmp olt float %fmul83, 2.000000e+01
  %kept457 = and i1 %cmp75, %fcmp456
  %call458 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %kept457)
  br i1 %kept457, label %then463, label %endif464

then463:                                          ; preds = %endif452
  %before459 = and i32 %call458, %below
  %call460 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %before459)
  %at461 = add nuw nsw i32 %call460, %kept455
  %at462 = zext nneg i32 %at461 to i64
  %p465 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %at462
  store float %fmul83, ptr addrspace(3) %p465, align 4
  br label %endif464

endif464:                                         ; preds = %then463, %endif452
  %call466 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call458)
  %kept467 = add nuw nsw i32 %call466, %kept455
  %fcmp468 = fcmp olt float %fmul95, 2.000000e+01
  %kept469 = and i1 %cmp87, %fcmp468
  %call470 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %kept469)
  br i1 %kept469, label %then475, label %endif476

then475:                                          ; preds = %endif464
  %before471 = and i32 %call470, %below
  %call472 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %before471)
  %at473 = add nuw nsw i32 %call472, %kept467
  %at474 = zext nneg i32 %at473 to i64
  %p477 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %at474
  store float %fmul95, ptr addrspace(3) %p477, align 4
  br label %endif476

endif476:                                         ; preds = %then475, %endif464
  %call478 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call470)
  %kept479 = add nuw nsw i32 %call478, %kept467
  %fcmp480 = fcmp olt float %fmul107, 2.000000e+01
  %kept481 = and i1 %cmp99, %fcmp480
  %call482 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %kept481)
  br i1 %kept481, label %then487, label %endif488

then487:                                          ; preds = %endif476
  %before483 = and i32 %call482, %below
  %call484 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %before483)
  %at485 = add nuw nsw i32 %call484, %kept479
  %at486 = zext nneg i32 %at485 to i64
  %p489 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %at486
  store float %fmul107, ptr addrspace(3) %p489, align 4
  br label %endif488

endif488:                                         ; preds = %then487, %endif476
  %call490 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call482)
  %kept491 = add nuw nsw i32 %call490, %kept479
  %fcmp492 = fcmp olt float %fmul119, 2.000000e+01
  %kept493 = and i1 %cmp111, %fcmp492
  %call494 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %kept493)
  br i1 %kept493, label %then499, label %endif500

then499:                                          ; preds = %endif488
  %before495 = and i32 %call494, %below
  %call496 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %before495)
  %at497 = add nuw nsw i32 %call496, %kept491
  %at498 = zext nneg i32 %at497 to i64
  %p501 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %at498
  store float %fmul119, ptr addrspace(3) %p501, align 4
  br label %endif500

endif500:                                         ; preds = %then499, %endif488
  %call502 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call494)
  %kept503 = add nuw nsw i32 %call502, %kept491
  %fcmp504 = fcmp olt float %fmul131, 2.000000e+01
  %kept505 = and i1 %cmp123, %fcmp504
  %call506 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %kept505)
  br i1 %kept505, label %then511, label %endif512

then511:                                          ; preds = %endif500
  %before507 = and i32 %call506, %below
  %call508 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %before507)
  %at509 = add nuw nsw i32 %call508, %kept503
  %at510 = zext nneg i32 %at509 to i64
  %p513 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %at510
  store float %fmul131, ptr addrspace(3) %p513, align 4
  br label %endif512

endif512:                                         ; preds = %then511, %endif500
  %call514 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call506)
  %kept515 = add nuw nsw i32 %call514, %kept503
  %fcmp516 = fcmp olt float %fmul143, 2.000000e+01
  %kept517 = and i1 %cmp135, %fcmp516
  %call518 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %kept517)
  br i1 %kept517, label %then523, label %endif524

then523:                                          ; preds = %endif512
  %before519 = and i32 %call518, %below
  %call520 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %before519)
  %at521 = add nuw nsw i32 %call520, %kept515
  %at522 = zext nneg i32 %at521 to i64
  %p525 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %at522
  store float %fmul143, ptr addrspace(3) %p525, align 4
  br label %endif524

endif524:                                         ; preds = %then523, %endif512
  %call526 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call518)
  %kept527 = add nuw nsw i32 %call526, %kept515
  %fcmp528 = fcmp olt float %fmul155, 2.000000e+01
  %kept529 = and i1 %cmp147, %fcmp528
  %call530 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %kept529)
  br i1 %kept529, label %then535, label %endif536

then535:                                          ; preds = %endif524
  %before531 = and i32 %call530, %below
  %call532 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %before531)
  %at533 = add nuw nsw i32 %call532, %kept527
  %at534 = zext nneg i32 %at533 to i64
  %p537 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %at534
  store float %fmul155, ptr addrspace(3) %p537, align 4
  br label %endif536

endif536:                                         ; preds = %then535, %endif524
  %call538 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call530)
  %kept539 = add nuw nsw i32 %call538, %kept527
  %fcmp540 = fcmp olt float %fmul167, 2.000000e+01
  %kept541 = and i1 %cmp159, %fcmp540
  %call542 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %kept541)
  br i1 %kept541, label %then547, label %endif548

then547:                                          ; preds = %endif536
  %before543 = and i32 %call542, %below
  %call544 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %before543)
  %at545 = add nuw nsw i32 %call544, %kept539
  %at546 = zext nneg i32 %at545 to i64
  %p549 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %at546
  store float %fmul167, ptr addrspace(3) %p549, align 4
  br label %endif548

endif548:                                         ; preds = %then547, %endif536
  %call550 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call542)
  %kept551 = add nuw nsw i32 %call550, %kept539
  %fcmp552 = fcmp olt float %fmul179, 2.000000e+01
  %kept553 = and i1 %cmp171, %fcmp552
  %call554 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %kept553)
  br i1 %kept553, label %then559, label %endif560

then559:                                          ; preds = %endif548
  %before555 = and i32 %call554, %below
  %call556 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %before555)
  %at557 = add nuw nsw i32 %call556, %kept551
  %at558 = zext nneg i32 %at557 to i64
  %p561 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %at558
  store float %fmul179, ptr addrspace(3) %p561, align 4
  br label %endif560

endif560:                                         ; preds = %then559, %endif548
  %call562 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call554)
  %kept563 = add nuw nsw i32 %call562, %kept551
  %fcmp564 = fcmp olt float %fmul191, 2.000000e+01
  %kept565 = and i1 %cmp183, %fcmp564
  %call566 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %kept565)
  br i1 %kept565, label %then571, label %endif572

then571:                                          ; preds = %endif560
  %before567 = and i32 %call566, %below
  %call568 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %before567)
  %at569 = add nuw nsw i32 %call568, %kept563
  %at570 = zext nneg i32 %at569 to i64
  %p573 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %at570
  store float %fmul191, ptr addrspace(3) %p573, align 4
  br label %endif572

endif572:                                         ; preds = %then571, %endif560
  %call574 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call566)
  %kept575 = add nuw nsw i32 %call574, %kept563
  %fcmp576 = fcmp olt float %fmul203, 2.000000e+01
  %kept577 = and i1 %cmp195, %fcmp576
  %call578 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %kept577)
  br i1 %kept577, label %then583, label %endif584

then583:                                          ; preds = %endif572
  %before579 = and i32 %call578, %below
  %call580 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %before579)
  %at581 = add nuw nsw i32 %call580, %kept575
  %at582 = zext nneg i32 %at581 to i64
  %p585 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %at582
  store float %fmul203, ptr addrspace(3) %p585, align 4
  br label %endif584

endif584:                                         ; preds = %then583, %endif572
  %call586 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call578)
  %kept587 = add nuw nsw i32 %call586, %kept575
  %fcmp588 = fcmp olt float %fmul215, 2.000000e+01
  %kept589 = and i1 %cmp207, %fcmp588
  %call590 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %kept589)
  br i1 %kept589, label %then595, label %endif596

then595:                                          ; preds = %endif584
  %before591 = and i32 %call590, %below
  %call592 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %before591)
  %at593 = add nuw nsw i32 %call592, %kept587
  %at594 = zext nneg i32 %at593 to i64
  %p597 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %at594
  store float %fmul215, ptr addrspace(3) %p597, align 4
  br label %endif596

endif596:                                         ; preds = %then595, %endif584
  %call598 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call590)
  %kept599 = add nuw nsw i32 %call598, %kept587
  %fcmp600 = fcmp olt float %fmul227, 2.000000e+01
  %kept601 = and i1 %cmp219, %fcmp600
  %call602 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %kept601)
  br i1 %kept601, label %then607, label %endif608

then607:                                          ; preds = %endif596
  %before603 = and i32 %call602, %below
  %call604 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %before603)
  %at605 = add nuw nsw i32 %call604, %kept599
  %at606 = zext nneg i32 %at605 to i64
  %p609 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %at606
  store float %fmul227, ptr addrspace(3) %p609, align 4
  br label %endif608

endif608:                                         ; preds = %then607, %endif596
  %call610 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call602)
  %kept611 = add nuw nsw i32 %call610, %kept599
  %fcmp612 = fcmp olt float %fmul239, 2.000000e+01
  %kept613 = and i1 %cmp231, %fcmp612
  %call614 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %kept613)
  br i1 %kept613, label %then619, label %endif620

then619:                                          ; preds = %endif608
  %before615 = and i32 %call614, %below
  %call616 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %before615)
  %at617 = add nuw nsw i32 %call616, %kept611
  %at618 = zext nneg i32 %at617 to i64
  %p621 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %at618
  store float %fmul239, ptr addrspace(3) %p621, align 4
  br label %endif620

endif620:                                         ; preds = %then619, %endif608
  %call622 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call614)
  %kept623 = add nuw nsw i32 %call622, %kept611
  %fcmp624 = fcmp olt float %fmul251, 2.000000e+01
  %kept625 = and i1 %cmp243, %fcmp624
  %call626 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %kept625)
  br i1 %kept625, label %then631, label %endif632

then631:                                          ; preds = %endif620
  %before627 = and i32 %call626, %below
  %call628 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %before627)
  %at629 = add nuw nsw i32 %call628, %kept623
  %at630 = zext nneg i32 %at629 to i64
  %p633 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %at630
  store float %fmul251, ptr addrspace(3) %p633, align 4
  br label %endif632

endif632:                                         ; preds = %then631, %endif620
  %call634 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call626)
  %kept635 = add nuw nsw i32 %call634, %kept623
  %fcmp636 = fcmp olt float %fmul263, 2.000000e+01
  %kept637 = and i1 %cmp255, %fcmp636
  %call638 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %kept637)
  br i1 %kept637, label %then643, label %endif644

then643:                                          ; preds = %endif632
  %before639 = and i32 %call638, %below
  %call640 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %before639)
  %at641 = add nuw nsw i32 %call640, %kept635
  %at642 = zext nneg i32 %at641 to i64
  %p645 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %at642
  store float %fmul263, ptr addrspace(3) %p645, align 4
  br label %endif644

endif644:                                         ; preds = %then643, %endif632
  %call646 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call638)
  %kept647 = add nuw nsw i32 %call646, %kept635
  %fcmp648 = fcmp olt float %fmul275, 2.000000e+01
  %kept649 = and i1 %cmp267, %fcmp648
  %call650 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %kept649)
  br i1 %kept649, label %then655, label %endif656

then655:                                          ; preds = %endif644
  %before651 = and i32 %call650, %below
  %call652 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %before651)
  %at653 = add nuw nsw i32 %call652, %kept647
  %at654 = zext nneg i32 %at653 to i64
  %p657 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %at654
  store float %fmul275, ptr addrspace(3) %p657, align 4
  br label %endif656

endif656:                                         ; preds = %then655, %endif644
  %call658 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call650)
  %kept659 = add nuw nsw i32 %call658, %kept647
  %fcmp660 = fcmp olt float %fmul287, 2.000000e+01
  %kept661 = and i1 %cmp279, %fcmp660
  %call662 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %kept661)
  br i1 %kept661, label %then667, label %endif668

then667:                                          ; preds = %endif656
  %before663 = and i32 %call662, %below
  %call664 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %before663)
  %at665 = add nuw nsw i32 %call664, %kept659
  %at666 = zext nneg i32 %at665 to i64
  %p669 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %at666
  store float %fmul287, ptr addrspace(3) %p669, align 4
  br label %endif668

endif668:                                         ; preds = %then667, %endif656
  %call670 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call662)
  %kept671 = add nuw nsw i32 %call670, %kept659
  %fcmp672 = fcmp olt float %fmul299, 2.000000e+01
  %kept673 = and i1 %cmp291, %fcmp672
  %call674 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %kept673)
  br i1 %kept673, label %then679, label %endif680

then679:                                          ; preds = %endif668
  %before675 = and i32 %call674, %below
  %call676 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %before675)
  %at677 = add nuw nsw i32 %call676, %kept671
  %at678 = zext nneg i32 %at677 to i64
  %p681 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %at678
  store float %fmul299, ptr addrspace(3) %p681, align 4
  br label %endif680

endif680:                                         ; preds = %then679, %endif668
  %call682 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call674)
  %kept683 = add nuw nsw i32 %call682, %kept671
  %fcmp684 = fcmp olt float %fmul311, 2.000000e+01
  %kept685 = and i1 %cmp303, %fcmp684
  %call686 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %kept685)
  br i1 %kept685, label %then691, label %endif692

then691:                                          ; preds = %endif680
  %before687 = and i32 %call686, %below
  %call688 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %before687)
  %at689 = add nuw nsw i32 %call688, %kept683
  %at690 = zext nneg i32 %at689 to i64
  %p693 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %at690
  store float %fmul311, ptr addrspace(3) %p693, align 4
  br label %endif692

endif692:                                         ; preds = %then691, %endif680
  %call694 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call686)
  %kept695 = add nuw nsw i32 %call694, %kept683
  %fcmp696 = fcmp olt float %fmul323, 2.000000e+01
  %kept697 = and i1 %cmp315, %fcmp696
  %call698 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %kept697)
  br i1 %kept697, label %then703, label %endif704

then703:                                          ; preds = %endif692
  %before699 = and i32 %call698, %below
  %call700 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %before699)
  %at701 = add nuw nsw i32 %call700, %kept695
  %at702 = zext nneg i32 %at701 to i64
  %p705 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %at702
  store float %fmul323, ptr addrspace(3) %p705, align 4
  br label %endif704

endif704:                                         ; preds = %then703, %endif692
  %call706 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call698)
  %kept707 = add nuw nsw i32 %call706, %kept695
  %fcmp708 = fcmp olt float %fmul335, 2.000000e+01
  %kept709 = and i1 %cmp327, %fcmp708
  %call710 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %kept709)
  br i1 %kept709, label %then715, label %endif716

then715:                                          ; preds = %endif704
  %before711 = and i32 %call710, %below
  %call712 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %before711)
  %at713 = add nuw nsw i32 %call712, %kept707
  %at714 = zext nneg i32 %at713 to i64
  %p717 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %at714
  store float %fmul335, ptr addrspace(3) %p717, align 4
  br label %endif716

endif716:                                         ; preds = %then715, %endif704
  %call718 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call710)
  %kept719 = add nuw nsw i32 %call718, %kept707
  %fcmp720 = fcmp olt float %fmul347, 2.000000e+01
  %kept721 = and i1 %cmp339, %fcmp720
  %call722 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %kept721)
  br i1 %kept721, label %then727, label %endif728

then727:                                          ; preds = %endif716
  %before723 = and i32 %call722, %below
  %call724 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %before723)
  %at725 = add nuw nsw i32 %call724, %kept719
  %at726 = zext nneg i32 %at725 to i64
  %p729 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %at726
  store float %fmul347, ptr addrspace(3) %p729, align 4
  br label %endif728

endif728:                                         ; preds = %then727, %endif716
  %call730 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call722)
  %kept731 = add nuw nsw i32 %call730, %kept719
  %fcmp732 = fcmp olt float %fmul359, 2.000000e+01
  %kept733 = and i1 %cmp351, %fcmp732
  %call734 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %kept733)
  br i1 %kept733, label %then739, label %endif740

then739:                                          ; preds = %endif728
  %before735 = and i32 %call734, %below
  %call736 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %before735)
  %at737 = add nuw nsw i32 %call736, %kept731
  %at738 = zext nneg i32 %at737 to i64
  %p741 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %at738
  store float %fmul359, ptr addrspace(3) %p741, align 4
  br label %endif740

endif740:                                         ; preds = %then739, %endif728
  %call742 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call734)
  %kept743 = add nuw nsw i32 %call742, %kept731
  %fcmp744 = fcmp olt float %fmul371, 2.000000e+01
  %kept745 = and i1 %cmp363, %fcmp744
  %call746 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %kept745)
  br i1 %kept745, label %then751, label %endif752

then751:                                          ; preds = %endif740
  %before747 = and i32 %call746, %below
  %call748 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %before747)
  %at749 = add nuw nsw i32 %call748, %kept743
  %at750 = zext nneg i32 %at749 to i64
  %p753 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %at750
  store float %fmul371, ptr addrspace(3) %p753, align 4
  br label %endif752

endif752:                                         ; preds = %then751, %endif740
  %call754 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call746)
  %kept755 = add nuw nsw i32 %call754, %kept743
  %fcmp756 = fcmp olt float %fmul383, 2.000000e+01
  %kept757 = and i1 %cmp375, %fcmp756
  %call758 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %kept757)
  br i1 %kept757, label %then763, label %endif764

then763:                                          ; preds = %endif752
  %before759 = and i32 %call758, %below
  %call760 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %before759)
  %at761 = add nuw nsw i32 %call760, %kept755
  %at762 = zext nneg i32 %at761 to i64
  %p765 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %at762
  store float %fmul383, ptr addrspace(3) %p765, align 4
  br label %endif764

endif764:                                         ; preds = %then763, %endif752
  %call766 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call758)
  %kept767 = add nuw nsw i32 %call766, %kept755
  %fcmp768 = fcmp olt float %fmul395, 2.000000e+01
  %kept769 = and i1 %cmp387, %fcmp768
  %call770 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %kept769)
  br i1 %kept769, label %then775, label %endif776

then775:                                          ; preds = %endif764
  %before771 = and i32 %call770, %below
  %call772 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %before771)
  %at773 = add nuw nsw i32 %call772, %kept767
  %at774 = zext nneg i32 %at773 to i64
  %p777 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %at774
  store float %fmul395, ptr addrspace(3) %p777, align 4
  br label %endif776

endif776:                                         ; preds = %then775, %endif764
  %call778 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call770)
  %kept779 = add nuw nsw i32 %call778, %kept767
  %fcmp780 = fcmp olt float %fmul407, 2.000000e+01
  %kept781 = and i1 %cmp399, %fcmp780
  %call782 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %kept781)
  br i1 %kept781, label %then787, label %endif788

then787:                                          ; preds = %endif776
  %before783 = and i32 %call782, %below
  %call784 = tail call range(i32 0, 32) i32 @llvm.ctpop.i32(i32 %before783)
  %at785 = add nuw nsw i32 %call784, %kept779
  %at786 = zext nneg i32 %at785 to i64
  %p789 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %at786
  store float %fmul407, ptr addrspace(3) %p789, align 4
  br label %endif788

endif788:                                         ; preds = %then787, %endif776
  %call790 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call782)
  %kept791 = add nuw nsw i32 %call790, %kept779
  br i1 %cmp792, label %then793, label %endif794

then793:                                          ; preds = %endif788
  store i32 %kept791, ptr addrspace(3) %p795, align 4
  br label %endif794

endif794:                                         ; preds = %then793, %endif788
  tail call void @llvm.nvvm.barrier0()
  br i1 %cmp796, label %then797, label %endif798

then797:                                          ; preds = %endif794
  %v803 = load i32, ptr addrspace(3) %p802, align 4
  %sel = select i1 %cmp805, i32 %v803, i32 0
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %call806 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %sel, i32 1, i32 0)
  %sum = add i32 %call806, %sel
  %sel808 = select i1 %cmp792, i32 %v803, i32 %sum
  %call809 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %sel808, i32 2, i32 0)
  %sum811 = select i1 %cmp810, i32 %call809, i32 0
  %sel812 = add i32 %sel808, %sum811
  %call813 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %sel812, i32 4, i32 0)
  %sum815 = select i1 %cmp814, i32 %call813, i32 0
  %sel816 = add i32 %sel812, %sum815
  %call817 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %sel816, i32 8, i32 0)
  %sum819 = select i1 %cmp818, i32 %call817, i32 0
  %sel820 = add i32 %sel816, %sum819
  %call821 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %sel820, i32 16, i32 0)
  %sum823 = select i1 %cmp822, i32 %call821, i32 0
  %sel824 = add i32 %sel820, %sum823
  br i1 %cmp805, label %then828, label %endif829

endif798:                                         ; preds = %endif913, %then921, %endif794
  tail call void @llvm.nvvm.barrier0()
  %v924 = load i32, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 32), align 8
  %v926 = load i32, ptr addrspace(3) %p795, align 4
  %start = add i32 %v926, %v924
  %start927 = zext i32 %start to i64
  %kept928 = zext nneg i32 %kept791 to i64
  %shift = and i64 %start927, 31
  %sub930 = sub nsw i64 %lane, %shift
  %held = icmp ult i64 %sub930, %kept928
  br i1 %held, label %then933, label %endif934

then828:                                          ; preds = %then797
  %exclusive = sub i32 %sel824, %v803
  store i32 %exclusive, ptr addrspace(3) %p830, align 4
  br label %endif829

endif829:                                         ; preds = %then828, %then797
  %call831 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %sel824, i32 31, i32 31)
  %cmp833 = icmp ne i32 %v, 0
  %publish = and i1 %cmp792, %cmp833
  br i1 %publish, label %then834, label %endif835

then834:                                          ; preds = %endif829
  %gep1292 = getelementptr inbounds i64, ptr addrspace(1) %invariant.gep1291, i64 %piece
  %address = ptrtoint ptr addrspace(1) %gep1292 to i64
  %bits = zext i32 %call831 to i64
  %word = or disjoint i64 %bits, 4294967296
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address, i64 %word) #4
  br label %endif835

endif835:                                         ; preds = %then834, %endif829
  %wait = and i1 %cmp, %cmp833
  br i1 %wait, label %then840, label %endif841

then840:                                          ; preds = %endif835
  tail call void asm sideeffect "nanosleep.u32 400;", "~{memory}"() #4
  br label %endif841

endif841:                                         ; preds = %then840, %endif835
  br i1 %cmp833, label %repeat.body842, label %repeat.exit843

repeat.body842:                                   ; preds = %endif841, %repeat.exit851
  %phi = phi i32 [ %sel906, %repeat.exit851 ], [ 0, %endif841 ]
  %phi844 = phi i64 [ %sub845, %repeat.exit851 ], [ %piece, %endif841 ]
  %sub845 = add nsw i64 %phi844, -32
  %add846 = add nsw i64 %sub845, %lane
  %cmp847 = icmp sgt i64 %add846, -1
  %call848 = tail call i64 @llvm.smax.i64(i64 %add846, i64 0)
  %gep = getelementptr inbounds i64, ptr addrspace(1) %invariant.gep1291, i64 %call848
  %address857 = ptrtoint ptr addrspace(1) %gep to i64
  br label %repeat.body850

repeat.exit843:                                   ; preds = %repeat.exit851, %endif841
  %sel911 = phi i32 [ 0, %endif841 ], [ %sel906, %repeat.exit851 ]
  %through = add i32 %sel911, %call831
  br i1 %cmp792, label %then912, label %endif913

repeat.body850:                                   ; preds = %repeat.body842, %endif854
  br i1 %cmp, label %then853, label %endif854

repeat.exit851:                                   ; preds = %endif854
  %cmp867 = icmp eq i32 %sel859, 2
  %bits868 = trunc i64 %12 to i32
  %call869 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp867)
  %call870 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %call869, i1 false)
  %nearest = sub nsw i32 31, %call870
  %cmp872.not = icmp eq i32 %call869, 0
  %narrow = select i1 %cmp872.not, i32 0, i32 %nearest
  %sel873 = sext i32 %narrow to i64
  %sub874 = sub nsw i64 32, %phi844
  %call875 = tail call i64 @llvm.smax.i64(i64 %sel873, i64 %sub874)
  %arg = trunc nsw i64 %call875 to i32
  %call876 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits868, i32 %arg, i32 31)
  %sub877 = sub nsw i64 32, %call875
  %call878 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %call876, i32 1, i32 31)
  %cmp880 = icmp slt i64 %add879, %sub877
  %sum881 = select i1 %cmp880, i32 %call878, i32 0
  %sel882 = add i32 %sum881, %call876
  %call883 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel882, i32 2, i32 31)
  %cmp885 = icmp slt i64 %add884, %sub877
  %sum886 = select i1 %cmp885, i32 %call883, i32 0
  %sel887 = add i32 %sel882, %sum886
  %call888 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel887, i32 4, i32 31)
  %cmp890 = icmp slt i64 %add889, %sub877
  %sum891 = select i1 %cmp890, i32 %call888, i32 0
  %sel892 = add i32 %sel887, %sum891
  %call893 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel892, i32 8, i32 31)
  %cmp895 = icmp slt i64 %add894, %sub877
  %sum896 = select i1 %cmp895, i32 %call893, i32 0
  %sel897 = add i32 %sel892, %sum896
  %call898 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %sel897, i32 16, i32 31)
  %cmp900 = icmp slt i64 %add899, %sub877
  %sum901 = select i1 %cmp900, i32 %call898, i32 0
  %sel902 = add i32 %sel897, %sum901
  %call903 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %sel902, i32 0, i32 31)
  %cmp904 = icmp eq i64 %phi844, %piece
  %sum905 = select i1 %cmp904, i32 0, i32 %phi
  %sel906 = add i32 %call903, %sum905
  %cmp908 = icmp sgt i64 %phi844, 32
  %again = and i1 %cmp908, %cmp872.not
  br i1 %again, label %repeat.body842, label %repeat.exit843

then853:                                          ; preds = %repeat.body850
  tail call void asm sideeffect "nanosleep.u32 200;", "~{memory}"() #4
  br label %endif854

endif854:                                         ; preds = %then853, %repeat.body850
  %12 = tail call i64 asm sideeffect "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}"(i64 %address857) #4
  %state = lshr i64 %12, 32
  %state858 = trunc nuw i64 %state to i32
  %sel859 = select i1 %cmp847, i32 %state858, i32 2
  %cmp860 = icmp eq i32 %sel859, 0
  %call861 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %cmp860)
  %cmp862.not = icmp eq i32 %call861, 0
  br i1 %cmp862.not, label %repeat.exit851, label %repeat.body850

then912:                                          ; preds = %repeat.exit843
  %gep1294 = getelementptr inbounds i64, ptr addrspace(1) %invariant.gep1291, i64 %piece
  %address918 = ptrtoint ptr addrspace(1) %gep1294 to i64
  %bits914 = zext i32 %through to i64
  %word915 = or disjoint i64 %bits914, 8589934592
  tail call void asm sideeffect "st.relaxed.gpu.global.u64 [$0], $1;", "l,l,~{memory}"(i64 %address918, i64 %word915) #4
  store i32 %sel911, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @scan.shared.3, i64 32), align 8
  br label %endif913

endif913:                                         ; preds = %then912, %repeat.exit843
  %cmp920 = icmp eq i64 %sub919, %piece
  %total = and i1 %cmp792, %cmp920
  br i1 %total, label %then921, label %endif798

then921:                                          ; preds = %endif913
  %count = zext i32 %through to i64
  store i64 %count, ptr addrspace(1) %4, align 4
  br label %endif798

then933:                                          ; preds = %endif798
  %13 = getelementptr float, ptr addrspace(1) %3, i64 %sub930
  %p938 = getelementptr float, ptr addrspace(1) %13, i64 %start927
  %p935 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %sub930
  %v936 = load float, ptr addrspace(3) %p935, align 4
  store float %v936, ptr addrspace(1) %p938, align 4
  br label %endif934

endif934:                                         ; preds = %then933, %endif798
  %sub940 = sub nuw nsw i64 %add36, %shift
  %cmp942 = icmp ult i64 %sub940, %kept928
  br i1 %cmp942, label %then944, label %endif945

then944:                                          ; preds = %endif934
  %14 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %sub940
  %p949 = getelementptr inbounds float, ptr addrspace(1) %14, i64 %start927
  %p946 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %sub940
  %v947 = load float, ptr addrspace(3) %p946, align 4
  store float %v947, ptr addrspace(1) %p949, align 4
  br label %endif945

endif945:                                         ; preds = %then944, %endif934
  %sub951 = sub nuw nsw i64 %add48, %shift
  %cmp953 = icmp ult i64 %sub951, %kept928
  br i1 %cmp953, label %then955, label %endif956

then955:                                          ; preds = %endif945
  %15 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %sub951
  %p960 = getelementptr inbounds float, ptr addrspace(1) %15, i64 %start927
  %p957 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %sub951
  %v958 = load float, ptr addrspace(3) %p957, align 4
  store float %v958, ptr addrspace(1) %p960, align 4
  br label %endif956

endif956:                                         ; preds = %then955, %endif945
  %sub962 = sub nuw nsw i64 %add60, %shift
  %cmp964 = icmp ult i64 %sub962, %kept928
  br i1 %cmp964, label %then966, label %endif967

then966:                                          ; preds = %endif956
  %16 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %sub962
  %p971 = getelementptr inbounds float, ptr addrspace(1) %16, i64 %start927
  %p968 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %sub962
  %v969 = load float, ptr addrspace(3) %p968, align 4
  store float %v969, ptr addrspace(1) %p971, align 4
  br label %endif967

endif967:                                         ; preds = %then966, %endif956
  %sub973 = sub nuw nsw i64 %add72, %shift
  %cmp975 = icmp ult i64 %sub973, %kept928
  br i1 %cmp975, label %then977, label %endif978

then977:                                          ; preds = %endif967
  %17 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %sub973
  %p982 = getelementptr inbounds float, ptr addrspace(1) %17, i64 %start927
  %p979 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %sub973
  %v980 = load float, ptr addrspace(3) %p979, align 4
  store float %v980, ptr addrspace(1) %p982, align 4
  br label %endif978

endif978:                                         ; preds = %then977, %endif967
  %sub984 = sub nuw nsw i64 %add84, %shift
  %cmp986 = icmp ult i64 %sub984, %kept928
  br i1 %cmp986, label %then988, label %endif989

then988:                                          ; preds = %endif978
  %18 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %sub984
  %p993 = getelementptr inbounds float, ptr addrspace(1) %18, i64 %start927
  %p990 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %sub984
  %v991 = load float, ptr addrspace(3) %p990, align 4
  store float %v991, ptr addrspace(1) %p993, align 4
  br label %endif989

endif989:                                         ; preds = %then988, %endif978
  %sub995 = sub nuw nsw i64 %add96, %shift
  %cmp997 = icmp ult i64 %sub995, %kept928
  br i1 %cmp997, label %then999, label %endif1000

then999:                                          ; preds = %endif989
  %19 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %sub995
  %p1004 = getelementptr inbounds float, ptr addrspace(1) %19, i64 %start927
  %p1001 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %sub995
  %v1002 = load float, ptr addrspace(3) %p1001, align 4
  store float %v1002, ptr addrspace(1) %p1004, align 4
  br label %endif1000

endif1000:                                        ; preds = %then999, %endif989
  %sub1006 = sub nuw nsw i64 %add108, %shift
  %cmp1008 = icmp ult i64 %sub1006, %kept928
  br i1 %cmp1008, label %then1010, label %endif1011

then1010:                                         ; preds = %endif1000
  %20 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %sub1006
  %p1015 = getelementptr inbounds float, ptr addrspace(1) %20, i64 %start927
  %p1012 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %sub1006
  %v1013 = load float, ptr addrspace(3) %p1012, align 4
  store float %v1013, ptr addrspace(1) %p1015, align 4
  br label %endif1011

endif1011:                                        ; preds = %then1010, %endif1000
  %sub1017 = sub nuw nsw i64 %add120, %shift
  %cmp1019 = icmp ult i64 %sub1017, %kept928
  br i1 %cmp1019, label %then1021, label %endif1022

then1021:                                         ; preds = %endif1011
  %21 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %sub1017
  %p1026 = getelementptr inbounds float, ptr addrspace(1) %21, i64 %start927
  %p1023 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %sub1017
  %v1024 = load float, ptr addrspace(3) %p1023, align 4
  store float %v1024, ptr addrspace(1) %p1026, align 4
  br label %endif1022

endif1022:                                        ; preds = %then1021, %endif1011
  %sub1028 = sub nuw nsw i64 %add132, %shift
  %cmp1030 = icmp ult i64 %sub1028, %kept928
  br i1 %cmp1030, label %then1032, label %endif1033

then1032:                                         ; preds = %endif1022
  %22 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %sub1028
  %p1037 = getelementptr inbounds float, ptr addrspace(1) %22, i64 %start927
  %p1034 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %sub1028
  %v1035 = load float, ptr addrspace(3) %p1034, align 4
  store float %v1035, ptr addrspace(1) %p1037, align 4
  br label %endif1033

endif1033:                                        ; preds = %then1032, %endif1022
  %sub1039 = sub nuw nsw i64 %add144, %shift
  %cmp1041 = icmp ult i64 %sub1039, %kept928
  br i1 %cmp1041, label %then1043, label %endif1044

then1043:                                         ; preds = %endif1033
  %23 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %sub1039
  %p1048 = getelementptr inbounds float, ptr addrspace(1) %23, i64 %start927
  %p1045 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %sub1039
  %v1046 = load float, ptr addrspace(3) %p1045, align 4
  store float %v1046, ptr addrspace(1) %p1048, align 4
  br label %endif1044

endif1044:                                        ; preds = %then1043, %endif1033
  %sub1050 = sub nuw nsw i64 %add156, %shift
  %cmp1052 = icmp ult i64 %sub1050, %kept928
  br i1 %cmp1052, label %then1054, label %endif1055

then1054:                                         ; preds = %endif1044
  %24 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %sub1050
  %p1059 = getelementptr inbounds float, ptr addrspace(1) %24, i64 %start927
  %p1056 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %sub1050
  %v1057 = load float, ptr addrspace(3) %p1056, align 4
  store float %v1057, ptr addrspace(1) %p1059, align 4
  br label %endif1055

endif1055:                                        ; preds = %then1054, %endif1044
  %sub1061 = sub nuw nsw i64 %add168, %shift
  %cmp1063 = icmp ult i64 %sub1061, %kept928
  br i1 %cmp1063, label %then1065, label %endif1066

then1065:                                         ; preds = %endif1055
  %25 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %sub1061
  %p1070 = getelementptr inbounds float, ptr addrspace(1) %25, i64 %start927
  %p1067 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %sub1061
  %v1068 = load float, ptr addrspace(3) %p1067, align 4
  store float %v1068, ptr addrspace(1) %p1070, align 4
  br label %endif1066

endif1066:                                        ; preds = %then1065, %endif1055
  %sub1072 = sub nuw nsw i64 %add180, %shift
  %cmp1074 = icmp ult i64 %sub1072, %kept928
  br i1 %cmp1074, label %then1076, label %endif1077

then1076:                                         ; preds = %endif1066
  %26 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %sub1072
  %p1081 = getelementptr inbounds float, ptr addrspace(1) %26, i64 %start927
  %p1078 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %sub1072
  %v1079 = load float, ptr addrspace(3) %p1078, align 4
  store float %v1079, ptr addrspace(1) %p1081, align 4
  br label %endif1077

endif1077:                                        ; preds = %then1076, %endif1066
  %sub1083 = sub nuw nsw i64 %add192, %shift
  %cmp1085 = icmp ult i64 %sub1083, %kept928
  br i1 %cmp1085, label %then1087, label %endif1088

then1087:                                         ; preds = %endif1077
  %27 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %sub1083
  %p1092 = getelementptr inbounds float, ptr addrspace(1) %27, i64 %start927
  %p1089 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %sub1083
  %v1090 = load float, ptr addrspace(3) %p1089, align 4
  store float %v1090, ptr addrspace(1) %p1092, align 4
  br label %endif1088

endif1088:                                        ; preds = %then1087, %endif1077
  %sub1094 = sub nuw nsw i64 %add204, %shift
  %cmp1096 = icmp ult i64 %sub1094, %kept928
  br i1 %cmp1096, label %then1098, label %endif1099

then1098:                                         ; preds = %endif1088
  %28 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %sub1094
  %p1103 = getelementptr inbounds float, ptr addrspace(1) %28, i64 %start927
  %p1100 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %sub1094
  %v1101 = load float, ptr addrspace(3) %p1100, align 4
  store float %v1101, ptr addrspace(1) %p1103, align 4
  br label %endif1099

endif1099:                                        ; preds = %then1098, %endif1088
  %sub1105 = sub nuw nsw i64 %add216, %shift
  %cmp1107 = icmp ult i64 %sub1105, %kept928
  br i1 %cmp1107, label %then1109, label %endif1110

then1109:                                         ; preds = %endif1099
  %29 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %sub1105
  %p1114 = getelementptr inbounds float, ptr addrspace(1) %29, i64 %start927
  %p1111 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %sub1105
  %v1112 = load float, ptr addrspace(3) %p1111, align 4
  store float %v1112, ptr addrspace(1) %p1114, align 4
  br label %endif1110

endif1110:                                        ; preds = %then1109, %endif1099
  %sub1116 = sub nuw nsw i64 %add228, %shift
  %cmp1118 = icmp ult i64 %sub1116, %kept928
  br i1 %cmp1118, label %then1120, label %endif1121

then1120:                                         ; preds = %endif1110
  %30 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %sub1116
  %p1125 = getelementptr inbounds float, ptr addrspace(1) %30, i64 %start927
  %p1122 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %sub1116
  %v1123 = load float, ptr addrspace(3) %p1122, align 4
  store float %v1123, ptr addrspace(1) %p1125, align 4
  br label %endif1121

endif1121:                                        ; preds = %then1120, %endif1110
  %sub1127 = sub nuw nsw i64 %add240, %shift
  %cmp1129 = icmp ult i64 %sub1127, %kept928
  br i1 %cmp1129, label %then1131, label %endif1132

then1131:                                         ; preds = %endif1121
  %31 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %sub1127
  %p1136 = getelementptr inbounds float, ptr addrspace(1) %31, i64 %start927
  %p1133 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %sub1127
  %v1134 = load float, ptr addrspace(3) %p1133, align 4
  store float %v1134, ptr addrspace(1) %p1136, align 4
  br label %endif1132

endif1132:                                        ; preds = %then1131, %endif1121
  %sub1138 = sub nuw nsw i64 %add252, %shift
  %cmp1140 = icmp ult i64 %sub1138, %kept928
  br i1 %cmp1140, label %then1142, label %endif1143

then1142:                                         ; preds = %endif1132
  %32 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %sub1138
  %p1147 = getelementptr inbounds float, ptr addrspace(1) %32, i64 %start927
  %p1144 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %sub1138
  %v1145 = load float, ptr addrspace(3) %p1144, align 4
  store float %v1145, ptr addrspace(1) %p1147, align 4
  br label %endif1143

endif1143:                                        ; preds = %then1142, %endif1132
  %sub1149 = sub nuw nsw i64 %add264, %shift
  %cmp1151 = icmp ult i64 %sub1149, %kept928
  br i1 %cmp1151, label %then1153, label %endif1154

then1153:                                         ; preds = %endif1143
  %33 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %sub1149
  %p1158 = getelementptr inbounds float, ptr addrspace(1) %33, i64 %start927
  %p1155 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %sub1149
  %v1156 = load float, ptr addrspace(3) %p1155, align 4
  store float %v1156, ptr addrspace(1) %p1158, align 4
  br label %endif1154

endif1154:                                        ; preds = %then1153, %endif1143
  %sub1160 = sub nuw nsw i64 %add276, %shift
  %cmp1162 = icmp ult i64 %sub1160, %kept928
  br i1 %cmp1162, label %then1164, label %endif1165

then1164:                                         ; preds = %endif1154
  %34 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %sub1160
  %p1169 = getelementptr inbounds float, ptr addrspace(1) %34, i64 %start927
  %p1166 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %sub1160
  %v1167 = load float, ptr addrspace(3) %p1166, align 4
  store float %v1167, ptr addrspace(1) %p1169, align 4
  br label %endif1165

endif1165:                                        ; preds = %then1164, %endif1154
  %sub1171 = sub nuw nsw i64 %add288, %shift
  %cmp1173 = icmp ult i64 %sub1171, %kept928
  br i1 %cmp1173, label %then1175, label %endif1176

then1175:                                         ; preds = %endif1165
  %35 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %sub1171
  %p1180 = getelementptr inbounds float, ptr addrspace(1) %35, i64 %start927
  %p1177 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %sub1171
  %v1178 = load float, ptr addrspace(3) %p1177, align 4
  store float %v1178, ptr addrspace(1) %p1180, align 4
  br label %endif1176

endif1176:                                        ; preds = %then1175, %endif1165
  %sub1182 = sub nuw nsw i64 %add300, %shift
  %cmp1184 = icmp ult i64 %sub1182, %kept928
  br i1 %cmp1184, label %then1186, label %endif1187

then1186:                                         ; preds = %endif1176
  %36 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %sub1182
  %p1191 = getelementptr inbounds float, ptr addrspace(1) %36, i64 %start927
  %p1188 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %sub1182
  %v1189 = load float, ptr addrspace(3) %p1188, align 4
  store float %v1189, ptr addrspace(1) %p1191, align 4
  br label %endif1187

endif1187:                                        ; preds = %then1186, %endif1176
  %sub1193 = sub nuw nsw i64 %add312, %shift
  %cmp1195 = icmp ult i64 %sub1193, %kept928
  br i1 %cmp1195, label %then1197, label %endif1198

then1197:                                         ; preds = %endif1187
  %37 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %sub1193
  %p1202 = getelementptr inbounds float, ptr addrspace(1) %37, i64 %start927
  %p1199 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %sub1193
  %v1200 = load float, ptr addrspace(3) %p1199, align 4
  store float %v1200, ptr addrspace(1) %p1202, align 4
  br label %endif1198

endif1198:                                        ; preds = %then1197, %endif1187
  %sub1204 = sub nuw nsw i64 %add324, %shift
  %cmp1206 = icmp ult i64 %sub1204, %kept928
  br i1 %cmp1206, label %then1208, label %endif1209

then1208:                                         ; preds = %endif1198
  %38 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %sub1204
  %p1213 = getelementptr inbounds float, ptr addrspace(1) %38, i64 %start927
  %p1210 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %sub1204
  %v1211 = load float, ptr addrspace(3) %p1210, align 4
  store float %v1211, ptr addrspace(1) %p1213, align 4
  br label %endif1209

endif1209:                                        ; preds = %then1208, %endif1198
  %sub1215 = sub nuw nsw i64 %add336, %shift
  %cmp1217 = icmp ult i64 %sub1215, %kept928
  br i1 %cmp1217, label %then1219, label %endif1220

then1219:                                         ; preds = %endif1209
  %39 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %sub1215
  %p1224 = getelementptr inbounds float, ptr addrspace(1) %39, i64 %start927
  %p1221 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %sub1215
  %v1222 = load float, ptr addrspace(3) %p1221, align 4
  store float %v1222, ptr addrspace(1) %p1224, align 4
  br label %endif1220

endif1220:                                        ; preds = %then1219, %endif1209
  %sub1226 = sub nuw nsw i64 %add348, %shift
  %cmp1228 = icmp ult i64 %sub1226, %kept928
  br i1 %cmp1228, label %then1230, label %endif1231

then1230:                                         ; preds = %endif1220
  %40 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %sub1226
  %p1235 = getelementptr inbounds float, ptr addrspace(1) %40, i64 %start927
  %p1232 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %sub1226
  %v1233 = load float, ptr addrspace(3) %p1232, align 4
  store float %v1233, ptr addrspace(1) %p1235, align 4
  br label %endif1231

endif1231:                                        ; preds = %then1230, %endif1220
  %sub1237 = sub nuw nsw i64 %add360, %shift
  %cmp1239 = icmp ult i64 %sub1237, %kept928
  br i1 %cmp1239, label %then1241, label %endif1242

then1241:                                         ; preds = %endif1231
  %41 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %sub1237
  %p1246 = getelementptr inbounds float, ptr addrspace(1) %41, i64 %start927
  %p1243 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %sub1237
  %v1244 = load float, ptr addrspace(3) %p1243, align 4
  store float %v1244, ptr addrspace(1) %p1246, align 4
  br label %endif1242

endif1242:                                        ; preds = %then1241, %endif1231
  %sub1248 = sub nuw nsw i64 %add372, %shift
  %cmp1250 = icmp ult i64 %sub1248, %kept928
  br i1 %cmp1250, label %then1252, label %endif1253

then1252:                                         ; preds = %endif1242
  %42 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %sub1248
  %p1257 = getelementptr inbounds float, ptr addrspace(1) %42, i64 %start927
  %p1254 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %sub1248
  %v1255 = load float, ptr addrspace(3) %p1254, align 4
  store float %v1255, ptr addrspace(1) %p1257, align 4
  br label %endif1253

endif1253:                                        ; preds = %then1252, %endif1242
  %sub1259 = sub nuw nsw i64 %add384, %shift
  %cmp1261 = icmp ult i64 %sub1259, %kept928
  br i1 %cmp1261, label %then1263, label %endif1264

then1263:                                         ; preds = %endif1253
  %43 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %sub1259
  %p1268 = getelementptr inbounds float, ptr addrspace(1) %43, i64 %start927
  %p1265 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %sub1259
  %v1266 = load float, ptr addrspace(3) %p1265, align 4
  store float %v1266, ptr addrspace(1) %p1268, align 4
  br label %endif1264

endif1264:                                        ; preds = %then1263, %endif1253
  %sub1270 = sub nuw nsw i64 %add396, %shift
  %cmp1272 = icmp ult i64 %sub1270, %kept928
  br i1 %cmp1272, label %then1274, label %endif1275

then1274:                                         ; preds = %endif1264
  %44 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %sub1270
  %p1279 = getelementptr inbounds float, ptr addrspace(1) %44, i64 %start927
  %p1276 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %sub1270
  %v1277 = load float, ptr addrspace(3) %p1276, align 4
  store float %v1277, ptr addrspace(1) %p1279, align 4
  br label %endif1275

endif1275:                                        ; preds = %then1274, %endif1264
  %sub1281 = sub nuw nsw i64 %add1280, %shift
  %cmp1283 = icmp ult i64 %sub1281, %kept928
  br i1 %cmp1283, label %then1285, label %repeat.body.backedge

then1285:                                         ; preds = %endif1275
  %45 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %sub1281
  %p1290 = getelementptr inbounds float, ptr addrspace(1) %45, i64 %start927
  %p1287 = getelementptr inbounds float, ptr addrspace(3) %staging, i64 %sub1281
  %v1288 = load float, ptr addrspace(3) %p1287, align 4
  store float %v1288, ptr addrspace(1) %p1290, align 4
  br label %repeat.body.backedge

repeat.body.backedge:                             ; preds = %then1285, %endif1275
  br label %repeat.body
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #0

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #0

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #3

attributes #0 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!nvvm.annotations = !{!0, !1, !2}

!0 = !{ptr @systole_filter_f32_chained, !"kernel", i32 1}
!1 = !{ptr @systole_filter_f32_chained, !"maxntidx", i32 256}
!2 = !{ptr @systole_filter_f32_chained, !"minctasm", i32 4}
