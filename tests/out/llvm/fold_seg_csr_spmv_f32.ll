; ModuleID = 'systole_fold_seg_csr_spmv_f32'
source_filename = "systole_fold_seg_csr_spmv_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@scan.shared = internal unnamed_addr addrspace(3) global [2048 x i32] undef, align 8
@scan.shared.1 = internal unnamed_addr addrspace(3) global [2048 x float] undef, align 8
@scan.shared.2 = internal unnamed_addr addrspace(3) global [2048 x float] undef, align 8

; Function Attrs: norecurse nounwind
define void @systole_fold_seg_csr_spmv_f32_segment(i64 %0, ptr addrspace(1) noalias nocapture readonly %1, i64 %2, i64 %3, ptr addrspace(1) noalias nocapture readonly %4, i64 %5, ptr addrspace(1) noalias nocapture readonly %6, i64 %7, ptr addrspace(1) noalias nocapture writeonly %8, ptr addrspace(1) noalias nocapture writeonly %9, ptr addrspace(1) noalias nocapture writeonly %10, i64 %11, i64 %12) local_unnamed_addr #0 {
entry:
  %call = tail call range(i32 0, 256) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg = zext nneg i32 %call to i64
  %call1 = tail call range(i32 1, 257) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
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
  %sub = add i64 %5, -1
  %call9 = tail call i64 @llvm.smax.i64(i64 %sub, i64 0)
  %v = load i32, ptr addrspace(1) %6, align 4
  %13 = tail call i32 @llvm.smax.i32(i32 %v, i32 0)
  %call10 = zext nneg i32 %13 to i64
  %call11 = tail call i64 @llvm.smin.i64(i64 %call10, i64 %7)
  %14 = tail call i64 @llvm.smax.i64(i64 %sub, i64 1)
  %call13 = add nsw i64 %14, -1
  %p15 = getelementptr inbounds i32, ptr addrspace(1) %6, i64 %14
  %v16 = load i32, ptr addrspace(1) %p15, align 4
  %offset17 = sext i32 %v16 to i64
  %call18 = tail call i64 @llvm.smax.i64(i64 %offset17, i64 %call11)
  %call19 = tail call i64 @llvm.smin.i64(i64 %call18, i64 %7)
  %sub20 = sub i64 %call19, %call11
  %add21 = add i64 %sub20, %call9
  %15 = shl nuw nsw i64 %sreg, 3
  %mul24 = and i64 %15, 1792
  %stage = getelementptr inbounds i32, ptr addrspace(3) @scan.shared, i64 %mul24
  %stage25 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.1, i64 %mul24
  %stage26 = getelementptr inbounds float, ptr addrspace(3) @scan.shared.2, i64 %mul24
  %lane27 = trunc nuw nsw i64 %lane to i32
  %cmp = icmp slt i64 %warp, %11
  br i1 %cmp, label %stride.body.preheader, label %stride.exit

stride.body.preheader:                            ; preds = %entry
  %invariant.gep1207 = getelementptr i8, ptr addrspace(1) %6, i64 4
  %add39 = add nuw nsw i64 %lane, 1
  %p102 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %lane
  %add111 = or disjoint i32 %lane27, 32
  %add112 = or disjoint i32 %lane27, 64
  %add113 = or disjoint i32 %lane27, 96
  %add114 = or disjoint i32 %lane27, 128
  %add115 = or disjoint i32 %lane27, 160
  %add116 = or disjoint i32 %lane27, 192
  %add117 = or disjoint i32 %lane27, 224
  %wide118 = zext nneg i32 %add111 to i64
  %wide125 = zext nneg i32 %add112 to i64
  %wide132 = zext nneg i32 %add113 to i64
  %wide139 = zext nneg i32 %add114 to i64
  %wide146 = zext nneg i32 %add115 to i64
  %wide153 = zext nneg i32 %add116 to i64
  %wide160 = zext nneg i32 %add117 to i64
  %p170 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide118
  %p181 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide125
  %p192 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide132
  %p203 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide139
  %p214 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide146
  %p225 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide153
  %p236 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %wide160
  %sub260 = add i64 %0, -1
  %sub275 = add i64 %2, -1
  %sub278 = add i64 %3, -1
  %p552 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %lane
  %p554 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide118
  %p556 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide125
  %p558 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide132
  %p560 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide139
  %p562 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide146
  %p564 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide153
  %p566 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %wide160
  %mul567 = shl nuw nsw i32 %lane27, 3
  %cmp946 = icmp eq i64 %lane, 0
  %not.cmp946 = xor i1 %cmp946, true
  %cmp964 = icmp ult i64 %lane, 2
  %not.cmp964 = xor i1 %cmp964, true
  %cmp985 = icmp ult i64 %lane, 4
  %not.cmp985 = xor i1 %cmp985, true
  %cmp1006 = icmp ult i64 %lane, 8
  %not.cmp1006 = xor i1 %cmp1006, true
  %cmp1027 = icmp ult i64 %lane, 16
  %not.cmp1027 = xor i1 %cmp1027, true
  %cmp1073 = icmp eq i64 %lane, 31
  %p1092 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %lane
  %invariant.gep1225 = getelementptr float, ptr addrspace(1) %8, i64 %wide118
  %p1110 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide118
  %invariant.gep1227 = getelementptr float, ptr addrspace(1) %8, i64 %wide125
  %p1125 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide125
  %invariant.gep1229 = getelementptr float, ptr addrspace(1) %8, i64 %wide132
  %p1140 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide132
  %invariant.gep1231 = getelementptr float, ptr addrspace(1) %8, i64 %wide139
  %p1155 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide139
  %invariant.gep1233 = getelementptr float, ptr addrspace(1) %8, i64 %wide146
  %p1170 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide146
  %invariant.gep1235 = getelementptr float, ptr addrspace(1) %8, i64 %wide153
  %p1185 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide153
  %invariant.gep1237 = getelementptr float, ptr addrspace(1) %8, i64 %wide160
  %p1200 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %wide160
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %endif1099
  %i = phi i64 [ %add1205, %endif1099 ], [ %warp, %stride.body.preheader ]
  %mul28 = shl i64 %i, 8
  %call29 = tail call i64 @llvm.smin.i64(i64 %mul28, i64 %add21)
  %add30 = add i64 %call29, 256
  %call31 = tail call i64 @llvm.smin.i64(i64 %add30, i64 %add21)
  %sub32 = sub i64 %call29, %sub20
  %call33 = tail call i64 @llvm.smax.i64(i64 %sub32, i64 0)
  %call34 = tail call i64 @llvm.smin.i64(i64 %call29, i64 %call9)
  %cmp35 = icmp slt i64 %call33, %call34
  br i1 %cmp35, label %repeat.body, label %repeat.exit

stride.exit:                                      ; preds = %endif1099, %entry
  ret void

repeat.body:                                      ; preds = %stride.body, %repeat.body
  %phi = phi i64 [ %add59, %repeat.body ], [ %call33, %stride.body ]
  %phi36 = phi i64 [ %call65, %repeat.body ], [ %call34, %stride.body ]
  %reass.sub = sub i64 %phi36, %phi
  %add38 = add i64 %reass.sub, 31
  %step = sdiv i64 %add38, 32
  %mul40 = mul nsw i64 %step, %add39
  %add41 = add i64 %phi, -1
  %sub42 = add i64 %add41, %mul40
  %cmp43 = icmp slt i64 %sub42, %phi36
  %sub44 = add i64 %phi36, -1
  %call45 = tail call i64 @llvm.smin.i64(i64 %sub42, i64 %sub44)
  %gep = getelementptr i32, ptr addrspace(1) %invariant.gep1207, i64 %call45
  %v48 = load i32, ptr addrspace(1) %gep, align 4
  %offset49 = sext i32 %v48 to i64
  %call50 = tail call i64 @llvm.smax.i64(i64 %offset49, i64 %call11)
  %call51 = tail call i64 @llvm.smin.i64(i64 %call50, i64 %7)
  %sub52 = sub i64 %call51, %call11
  %16 = xor i64 %call45, -1
  %sub54 = add i64 %call29, %16
  %cmp55 = icmp sle i64 %sub52, %sub54
  %below = and i1 %cmp43, %cmp55
  %call56 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %below)
  %call57 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call56)
  %c = zext nneg i32 %call57 to i64
  %mul58 = mul nsw i64 %step, %c
  %add59 = add i64 %mul58, %phi
  %add60 = add nuw nsw i64 %c, 1
  %mul61 = mul i64 %add60, %step
  %sub63 = add i64 %add41, %mul61
  %call64 = tail call i64 @llvm.smin.i64(i64 %phi36, i64 %sub63)
  %call65 = tail call i64 @llvm.smax.i64(i64 %call64, i64 %add59)
  %cmp66 = icmp sgt i64 %call64, %add59
  br i1 %cmp66, label %repeat.body, label %repeat.exit

repeat.exit:                                      ; preds = %repeat.body, %stride.body
  %phi67 = phi i64 [ %call33, %stride.body ], [ %add59, %repeat.body ]
  %sub69 = sub i64 %call29, %phi67
  %cmp70 = icmp eq i64 %phi67, 0
  %sub71 = add i64 %phi67, -1
  %call72 = tail call i64 @llvm.smax.i64(i64 %sub71, i64 0)
  %gep1208 = getelementptr i32, ptr addrspace(1) %invariant.gep1207, i64 %call72
  %v75 = load i32, ptr addrspace(1) %gep1208, align 4
  %offset76 = sext i32 %v75 to i64
  %call77 = tail call i64 @llvm.smax.i64(i64 %offset76, i64 %call11)
  %call78 = tail call i64 @llvm.smin.i64(i64 %call77, i64 %7)
  %sub79 = sub i64 %call78, %call11
  %sel = select i1 %cmp70, i64 0, i64 %sub79
  %sub80 = sub i64 %sel, %sub69
  %call81 = tail call i64 @llvm.smax.i64(i64 %sub80, i64 -1)
  %local = trunc i64 %call81 to i32
  %cmp82 = icmp slt i32 %local, 0
  %sub83 = sub i64 %call31, %call29
  %local84 = trunc i64 %sub83 to i32
  %sub85 = sub i64 %call9, %phi67
  %call86 = tail call i64 @llvm.smin.i64(i64 %sub85, i64 257)
  %local87 = trunc i64 %call86 to i32
  %call88 = tail call i32 @llvm.smin.i32(i32 %local87, i32 %local84)
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %add89 = add i64 %sub69, %call11
  %sub90 = sub i64 %7, %add89
  %call91 = tail call i64 @llvm.umin.i64(i64 %sub90, i64 257)
  %add93 = add i64 %phi67, %lane
  %call94 = tail call i64 @llvm.smin.i64(i64 %add93, i64 %call13)
  %gep1210 = getelementptr i32, ptr addrspace(1) %invariant.gep1207, i64 %call94
  %v97 = load i32, ptr addrspace(1) %gep1210, align 4
  %offset98 = sext i32 %v97 to i64
  %sub99 = sub i64 %offset98, %add89
  %call100 = tail call i64 @llvm.umin.i64(i64 %sub99, i64 %call91)
  %local101 = trunc nuw nsw i64 %call100 to i32
  store i32 %local101, ptr addrspace(3) %p102, align 4
  %cmp103 = icmp sgt i32 %call88, %lane27
  %add104 = add nuw nsw i32 %local101, %lane27
  %cmp105 = icmp slt i32 %add104, %local84
  %below106 = and i1 %cmp103, %cmp105
  %call107 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %below106)
  %call108 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call107)
  %cmp110 = icmp eq i32 %call107, -1
  br i1 %cmp110, label %then, label %endif

then:                                             ; preds = %repeat.exit
  %add119 = add i64 %phi67, %wide118
  %call120 = tail call i64 @llvm.smin.i64(i64 %add119, i64 %call13)
  %gep1212 = getelementptr i32, ptr addrspace(1) %invariant.gep1207, i64 %call120
  %v123 = load i32, ptr addrspace(1) %gep1212, align 4
  %offset124 = sext i32 %v123 to i64
  %add126 = add i64 %phi67, %wide125
  %call127 = tail call i64 @llvm.smin.i64(i64 %add126, i64 %call13)
  %gep1214 = getelementptr i32, ptr addrspace(1) %invariant.gep1207, i64 %call127
  %v130 = load i32, ptr addrspace(1) %gep1214, align 4
  %offset131 = sext i32 %v130 to i64
  %add133 = add i64 %phi67, %wide132
  %call134 = tail call i64 @llvm.smin.i64(i64 %add133, i64 %call13)
  %gep1216 = getelementptr i32, ptr addrspace(1) %invariant.gep1207, i64 %call134
  %v137 = load i32, ptr addrspace(1) %gep1216, align 4
  %offset138 = sext i32 %v137 to i64
  %add140 = add i64 %phi67, %wide139
  %call141 = tail call i64 @llvm.smin.i64(i64 %add140, i64 %call13)
  %gep1218 = getelementptr i32, ptr addrspace(1) %invariant.gep1207, i64 %call141
  %v144 = load i32, ptr addrspace(1) %gep1218, align 4
  %offset145 = sext i32 %v144 to i64
  %add147 = add i64 %phi67, %wide146
  %call148 = tail call i64 @llvm.smin.i64(i64 %add147, i64 %call13)
  %gep1220 = getelementptr i32, ptr addrspace(1) %invariant.gep1207, i64 %call148
  %v151 = load i32, ptr addrspace(1) %gep1220, align 4
  %offset152 = sext i32 %v151 to i64
  %add154 = add i64 %phi67, %wide153
  %call155 = tail call i64 @llvm.smin.i64(i64 %add154, i64 %call13)
  %gep1222 = getelementptr i32, ptr addrspace(1) %invariant.gep1207, i64 %call155
  %v158 = load i32, ptr addrspace(1) %gep1222, align 4
  %offset159 = sext i32 %v158 to i64
  %add161 = add i64 %phi67, %wide160
  %call162 = tail call i64 @llvm.smin.i64(i64 %add161, i64 %call13)
  %gep1224 = getelementptr i32, ptr addrspace(1) %invariant.gep1207, i64 %call162
  %v165 = load i32, ptr addrspace(1) %gep1224, align 4
  %offset166 = sext i32 %v165 to i64
  %sub167 = sub i64 %offset124, %add89
  %call168 = tail call i64 @llvm.umin.i64(i64 %sub167, i64 %call91)
  %local169 = trunc nuw nsw i64 %call168 to i32
  store i32 %local169, ptr addrspace(3) %p170, align 4
  %cmp171 = icmp slt i32 %add111, %call88
  %add172 = add nuw nsw i32 %add111, %local169
  %cmp173 = icmp slt i32 %add172, %local84
  %below174 = and i1 %cmp171, %cmp173
  %call175 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %below174)
  %call176 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call175)
  %sub178 = sub i64 %offset131, %add89
  %call179 = tail call i64 @llvm.umin.i64(i64 %sub178, i64 %call91)
  %local180 = trunc nuw nsw i64 %call179 to i32
  store i32 %local180, ptr addrspace(3) %p181, align 4
  %cmp182 = icmp slt i32 %add112, %call88
  %add183 = add nuw nsw i32 %add112, %local180
  %cmp184 = icmp slt i32 %add183, %local84
  %below185 = and i1 %cmp182, %cmp184
  %call186 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %below185)
  %call187 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call186)
  %add188 = add nuw nsw i32 %call187, %call176
  %sub189 = sub i64 %offset138, %add89
  %call190 = tail call i64 @llvm.umin.i64(i64 %sub189, i64 %call91)
  %local191 = trunc nuw nsw i64 %call190 to i32
  store i32 %local191, ptr addrspace(3) %p192, align 4
  %cmp193 = icmp slt i32 %add113, %call88
  %add194 = add nuw nsw i32 %add113, %local191
  %cmp195 = icmp slt i32 %add194, %local84
  %below196 = and i1 %cmp193, %cmp195
  %call197 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %below196)
  %call198 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call197)
  %add199 = add nuw nsw i32 %add188, %call198
  %sub200 = sub i64 %offset145, %add89
  %call201 = tail call i64 @llvm.umin.i64(i64 %sub200, i64 %call91)
  %local202 = trunc nuw nsw i64 %call201 to i32
  store i32 %local202, ptr addrspace(3) %p203, align 4
  %cmp204 = icmp slt i32 %add114, %call88
  %add205 = add nuw nsw i32 %add114, %local202
  %cmp206 = icmp slt i32 %add205, %local84
  %below207 = and i1 %cmp204, %cmp206
  %call208 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %below207)
  %call209 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call208)
  %add210 = add nuw nsw i32 %add199, %call209
  %sub211 = sub i64 %offset152, %add89
  %call212 = tail call i64 @llvm.umin.i64(i64 %sub211, i64 %call91)
  %local213 = trunc nuw nsw i64 %call212 to i32
  store i32 %local213, ptr addrspace(3) %p214, align 4
  %cmp215 = icmp slt i32 %add115, %call88
  %add216 = add nuw nsw i32 %add115, %local213
  %cmp217 = icmp slt i32 %add216, %local84
  %below218 = and i1 %cmp215, %cmp217
  %call219 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %below218)
  %call220 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call219)
  %add221 = add nuw nsw i32 %add210, %call220
  %sub222 = sub i64 %offset159, %add89
  %call223 = tail call i64 @llvm.umin.i64(i64 %sub222, i64 %call91)
  %local224 = trunc nuw nsw i64 %call223 to i32
  store i32 %local224, ptr addrspace(3) %p225, align 4
  %cmp226 = icmp slt i32 %add116, %call88
  %add227 = add nuw nsw i32 %add116, %local224
  %cmp228 = icmp slt i32 %add227, %local84
  %below229 = and i1 %cmp226, %cmp228
  %call230 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %below229)
  %call231 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call230)
  %add232 = add nuw nsw i32 %add221, %call231
  %sub233 = sub i64 %offset166, %add89
  %call234 = tail call i64 @llvm.umin.i64(i64 %sub233, i64 %call91)
  %local235 = trunc nuw nsw i64 %call234 to i32
  store i32 %local235, ptr addrspace(3) %p236, align 4
  %cmp237 = icmp slt i32 %add117, %call88
  %add238 = add nuw nsw i32 %add117, %local235
  %cmp239 = icmp slt i32 %add238, %local84
  %below240 = and i1 %cmp237, %cmp239
  %call241 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %below240)
  %call242 = tail call range(i32 0, 33) i32 @llvm.ctpop.i32(i32 %call241)
  %add243 = add nuw nsw i32 %add232, %call242
  br label %endif

endif:                                            ; preds = %repeat.exit, %then
  %phi244 = phi i32 [ %add243, %then ], [ 0, %repeat.exit ]
  %add245 = add nuw nsw i32 %phi244, %call108
  %sub246 = sub i32 %local84, %add245
  %sub247 = sub i64 %sub20, %sub69
  %call248 = tail call i64 @llvm.smin.i64(i64 %sub247, i64 257)
  %local249 = trunc i64 %call248 to i32
  %call250 = tail call i32 @llvm.smin.i32(i32 %sub246, i32 %local249)
  %cmp251 = icmp sgt i32 %call250, 0
  br i1 %cmp251, label %then252, label %endif254

then252:                                          ; preds = %endif
  %sub255 = add nsw i32 %call250, -1
  %call257 = tail call i32 @llvm.smin.i32(i32 %lane27, i32 %sub255)
  %wide258 = zext nneg i32 %call257 to i64
  %add259 = add i64 %add89, %wide258
  %call261 = tail call i64 @llvm.smin.i64(i64 %add259, i64 %sub260)
  %call262 = tail call i64 @llvm.smax.i64(i64 %call261, i64 0)
  %p263 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call262
  %v264 = load i32, ptr addrspace(1) %p263, align 4
  %sitofp = sitofp i32 %v264 to float
  %fmul = fmul float %sitofp, 5.000000e-01
  %rem = srem i32 %v264, 40
  %icast = sext i32 %rem to i64
  %rem272 = srem i32 %v264, 70
  %icast274 = sext i32 %rem272 to i64
  %call276 = tail call i64 @llvm.smin.i64(i64 %icast, i64 %sub275)
  %call277 = tail call i64 @llvm.smax.i64(i64 %call276, i64 0)
  %call279 = tail call i64 @llvm.smin.i64(i64 %icast274, i64 %sub278)
  %call280 = tail call i64 @llvm.smax.i64(i64 %call279, i64 0)
  %mul281 = mul i64 %call277, %3
  %17 = getelementptr float, ptr addrspace(1) %4, i64 %mul281
  %p283 = getelementptr float, ptr addrspace(1) %17, i64 %call280
  %v284 = load float, ptr addrspace(1) %p283, align 4
  %fmul285 = fmul float %v284, %fmul
  %call287 = tail call i32 @llvm.smin.i32(i32 %add111, i32 %sub255)
  %wide288 = zext nneg i32 %call287 to i64
  %add289 = add i64 %add89, %wide288
  %call291 = tail call i64 @llvm.smin.i64(i64 %add289, i64 %sub260)
  %call292 = tail call i64 @llvm.smax.i64(i64 %call291, i64 0)
  %p293 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call292
  %v294 = load i32, ptr addrspace(1) %p293, align 4
  %sitofp295 = sitofp i32 %v294 to float
  %fmul296 = fmul float %sitofp295, 5.000000e-01
  %rem301 = srem i32 %v294, 40
  %icast303 = sext i32 %rem301 to i64
  %rem308 = srem i32 %v294, 70
  %icast310 = sext i32 %rem308 to i64
  %call312 = tail call i64 @llvm.smin.i64(i64 %icast303, i64 %sub275)
  %call313 = tail call i64 @llvm.smax.i64(i64 %call312, i64 0)
  %call315 = tail call i64 @llvm.smin.i64(i64 %icast310, i64 %sub278)
  %call316 = tail call i64 @llvm.smax.i64(i64 %call315, i64 0)
  %mul317 = mul i64 %call313, %3
  %18 = getelementptr float, ptr addrspace(1) %4, i64 %mul317
  %p319 = getelementptr float, ptr addrspace(1) %18, i64 %call316
  %v320 = load float, ptr addrspace(1) %p319, align 4
  %fmul321 = fmul float %v320, %fmul296
  %call323 = tail call i32 @llvm.smin.i32(i32 %add112, i32 %sub255)
  %wide324 = zext nneg i32 %call323 to i64
  %add325 = add i64 %add89, %wide324
  %call327 = tail call i64 @llvm.smin.i64(i64 %add325, i64 %sub260)
  %call328 = tail call i64 @llvm.smax.i64(i64 %call327, i64 0)
  %p329 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call328
  %v330 = load i32, ptr addrspace(1) %p329, align 4
  %sitofp331 = sitofp i32 %v330 to float
  %fmul332 = fmul float %sitofp331, 5.000000e-01
  %rem337 = srem i32 %v330, 40
  %icast339 = sext i32 %rem337 to i64
  %rem344 = srem i32 %v330, 70
  %icast346 = sext i32 %rem344 to i64
  %call348 = tail call i64 @llvm.smin.i64(i64 %icast339, i64 %sub275)
  %call349 = tail call i64 @llvm.smax.i64(i64 %call348, i64 0)
  %call351 = tail call i64 @llvm.smin.i64(i64 %icast346, i64 %sub278)
  %call352 = tail call i64 @llvm.smax.i64(i64 %call351, i64 0)
  %mul353 = mul i64 %call349, %3
  %19 = getelementptr float, ptr addrspace(1) %4, i64 %mul353
  %p355 = getelementptr float, ptr addrspace(1) %19, i64 %call352
  %v356 = load float, ptr addrspace(1) %p355, align 4
  %fmul357 = fmul float %v356, %fmul332
  %call359 = tail call i32 @llvm.smin.i32(i32 %add113, i32 %sub255)
  %wide360 = zext nneg i32 %call359 to i64
  %add361 = add i64 %add89, %wide360
  %call363 = tail call i64 @llvm.smin.i64(i64 %add361, i64 %sub260)
  %call364 = tail call i64 @llvm.smax.i64(i64 %call363, i64 0)
  %p365 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call364
  %v366 = load i32, ptr addrspace(1) %p365, align 4
  %sitofp367 = sitofp i32 %v366 to float
  %fmul368 = fmul float %sitofp367, 5.000000e-01
  %rem373 = srem i32 %v366, 40
  %icast375 = sext i32 %rem373 to i64
  %rem380 = srem i32 %v366, 70
  %icast382 = sext i32 %rem380 to i64
  %call384 = tail call i64 @llvm.smin.i64(i64 %icast375, i64 %sub275)
  %call385 = tail call i64 @llvm.smax.i64(i64 %call384, i64 0)
  %call387 = tail call i64 @llvm.smin.i64(i64 %icast382, i64 %sub278)
  %call388 = tail call i64 @llvm.smax.i64(i64 %call387, i64 0)
  %mul389 = mul i64 %call385, %3
  %20 = getelementptr float, ptr addrspace(1) %4, i64 %mul389
  %p391 = getelementptr float, ptr addrspace(1) %20, i64 %call388
  %v392 = load float, ptr addrspace(1) %p391, align 4
  %fmul393 = fmul float %v392, %fmul368
  br label %endif254

endif254:                                         ; preds = %endif, %then252
  %phi394 = phi float [ %fmul285, %then252 ], [ 0.000000e+00, %endif ]
  %phi395 = phi float [ %fmul321, %then252 ], [ 0.000000e+00, %endif ]
  %phi396 = phi float [ %fmul357, %then252 ], [ 0.000000e+00, %endif ]
  %phi397 = phi float [ %fmul393, %then252 ], [ 0.000000e+00, %endif ]
  %cmp398 = icmp sgt i32 %call250, 128
  br i1 %cmp398, label %then399, label %endif401

then399:                                          ; preds = %endif254
  %sub402 = add nsw i32 %call250, -1
  %call404 = tail call i32 @llvm.smin.i32(i32 %add114, i32 %sub402)
  %wide405 = zext nneg i32 %call404 to i64
  %add406 = add i64 %add89, %wide405
  %call408 = tail call i64 @llvm.smin.i64(i64 %add406, i64 %sub260)
  %call409 = tail call i64 @llvm.smax.i64(i64 %call408, i64 0)
  %p410 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call409
  %v411 = load i32, ptr addrspace(1) %p410, align 4
  %sitofp412 = sitofp i32 %v411 to float
  %fmul413 = fmul float %sitofp412, 5.000000e-01
  %rem418 = srem i32 %v411, 40
  %icast420 = sext i32 %rem418 to i64
  %rem425 = srem i32 %v411, 70
  %icast427 = sext i32 %rem425 to i64
  %call429 = tail call i64 @llvm.smin.i64(i64 %icast420, i64 %sub275)
  %call430 = tail call i64 @llvm.smax.i64(i64 %call429, i64 0)
  %call432 = tail call i64 @llvm.smin.i64(i64 %icast427, i64 %sub278)
  %call433 = tail call i64 @llvm.smax.i64(i64 %call432, i64 0)
  %mul434 = mul i64 %call430, %3
  %21 = getelementptr float, ptr addrspace(1) %4, i64 %mul434
  %p436 = getelementptr float, ptr addrspace(1) %21, i64 %call433
  %v437 = load float, ptr addrspace(1) %p436, align 4
  %fmul438 = fmul float %v437, %fmul413
  %call440 = tail call i32 @llvm.smin.i32(i32 %add115, i32 %sub402)
  %wide441 = zext nneg i32 %call440 to i64
  %add442 = add i64 %add89, %wide441
  %call444 = tail call i64 @llvm.smin.i64(i64 %add442, i64 %sub260)
  %call445 = tail call i64 @llvm.smax.i64(i64 %call444, i64 0)
  %p446 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call445
  %v447 = load i32, ptr addrspace(1) %p446, align 4
  %sitofp448 = sitofp i32 %v447 to float
  %fmul449 = fmul float %sitofp448, 5.000000e-01
  %rem454 = srem i32 %v447, 40
  %icast456 = sext i32 %rem454 to i64
  %rem461 = srem i32 %v447, 70
  %icast463 = sext i32 %rem461 to i64
  %call465 = tail call i64 @llvm.smin.i64(i64 %icast456, i64 %sub275)
  %call466 = tail call i64 @llvm.smax.i64(i64 %call465, i64 0)
  %call468 = tail call i64 @llvm.smin.i64(i64 %icast463, i64 %sub278)
  %call469 = tail call i64 @llvm.smax.i64(i64 %call468, i64 0)
  %mul470 = mul i64 %call466, %3
  %22 = getelementptr float, ptr addrspace(1) %4, i64 %mul470
  %p472 = getelementptr float, ptr addrspace(1) %22, i64 %call469
  %v473 = load float, ptr addrspace(1) %p472, align 4
  %fmul474 = fmul float %v473, %fmul449
  %call476 = tail call i32 @llvm.smin.i32(i32 %add116, i32 %sub402)
  %wide477 = zext nneg i32 %call476 to i64
  %add478 = add i64 %add89, %wide477
  %call480 = tail call i64 @llvm.smin.i64(i64 %add478, i64 %sub260)
  %call481 = tail call i64 @llvm.smax.i64(i64 %call480, i64 0)
  %p482 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call481
  %v483 = load i32, ptr addrspace(1) %p482, align 4
  %sitofp484 = sitofp i32 %v483 to float
  %fmul485 = fmul float %sitofp484, 5.000000e-01
  %rem490 = srem i32 %v483, 40
  %icast492 = sext i32 %rem490 to i64
  %rem497 = srem i32 %v483, 70
  %icast499 = sext i32 %rem497 to i64
  %call501 = tail call i64 @llvm.smin.i64(i64 %icast492, i64 %sub275)
  %call502 = tail call i64 @llvm.smax.i64(i64 %call501, i64 0)
  %call504 = tail call i64 @llvm.smin.i64(i64 %icast499, i64 %sub278)
  %call505 = tail call i64 @llvm.smax.i64(i64 %call504, i64 0)
  %mul506 = mul i64 %call502, %3
  %23 = getelementptr float, ptr addrspace(1) %4, i64 %mul506
  %p508 = getelementptr float, ptr addrspace(1) %23, i64 %call505
  %v509 = load float, ptr addrspace(1) %p508, align 4
  %fmul510 = fmul float %v509, %fmul485
  %call512 = tail call i32 @llvm.smin.i32(i32 %add117, i32 %sub402)
  %wide513 = zext nneg i32 %call512 to i64
  %add514 = add i64 %add89, %wide513
  %call516 = tail call i64 @llvm.smin.i64(i64 %add514, i64 %sub260)
  %call517 = tail call i64 @llvm.smax.i64(i64 %call516, i64 0)
  %p518 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %call517
  %v519 = load i32, ptr addrspace(1) %p518, align 4
  %sitofp520 = sitofp i32 %v519 to float
  %fmul521 = fmul float %sitofp520, 5.000000e-01
  %rem526 = srem i32 %v519, 40
  %icast528 = sext i32 %rem526 to i64
  %rem533 = srem i32 %v519, 70
  %icast535 = sext i32 %rem533 to i64
  %call537 = tail call i64 @llvm.smin.i64(i64 %icast528, i64 %sub275)
  %call538 = tail call i64 @llvm.smax.i64(i64 %call537, i64 0)
  %call540 = tail call i64 @llvm.smin.i64(i64 %icast535, i64 %sub278)
  %call541 = tail call i64 @llvm.smax.i64(i64 %call540, i64 0)
  %mul542 = mul i64 %call538, %3
  %24 = getelementptr float, ptr addrspace(1) %4, i64 %mul542
  %p544 = getelementptr float, ptr addrspace(1) %24, i64 %call541
  %v545 = load float, ptr addrspace(1) %p544, align 4
  %fmul546 = fmul float %v545, %fmul521
  br label %endif401

endif401:                                         ; preds = %endif254, %then399
  %phi547 = phi float [ %fmul438, %then399 ], [ 0.000000e+00, %endif254 ]
  %phi548 = phi float [ %fmul474, %then399 ], [ 0.000000e+00, %endif254 ]
  %phi549 = phi float [ %fmul510, %then399 ], [ 0.000000e+00, %endif254 ]
  %phi550 = phi float [ %fmul546, %then399 ], [ 0.000000e+00, %endif254 ]
  store float %phi394, ptr addrspace(3) %p552, align 4
  store float %phi395, ptr addrspace(3) %p554, align 4
  store float %phi396, ptr addrspace(3) %p556, align 4
  store float %phi397, ptr addrspace(3) %p558, align 4
  store float %phi547, ptr addrspace(3) %p560, align 4
  store float %phi548, ptr addrspace(3) %p562, align 4
  store float %phi549, ptr addrspace(3) %p564, align 4
  store float %phi550, ptr addrspace(3) %p566, align 4
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %call568 = tail call i32 @llvm.smin.i32(i32 %mul567, i32 %local84)
  %add569 = add nsw i32 %call568, 8
  %call570 = tail call i32 @llvm.smin.i32(i32 %add569, i32 %local84)
  %sub571 = sub i32 %call570, %call568
  %sub572 = sub i32 %call568, %call250
  %call573 = tail call i32 @llvm.smax.i32(i32 %sub572, i32 0)
  %call574 = tail call i32 @llvm.smin.i32(i32 %call568, i32 %add245)
  %cmp575 = icmp slt i32 %call573, %call574
  br i1 %cmp575, label %repeat.body576, label %repeat.exit577

repeat.body576:                                   ; preds = %endif401, %repeat.body576
  %phi578 = phi i32 [ %sel589, %repeat.body576 ], [ %call573, %endif401 ]
  %phi579 = phi i32 [ %sel590, %repeat.body576 ], [ %call574, %endif401 ]
  %add580 = add i32 %phi579, %phi578
  %mid = lshr i32 %add580, 1
  %25 = tail call i32 @llvm.umin.i32(i32 %mid, i32 255)
  %26 = zext nneg i32 %25 to i64
  %p582 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %26
  %v583 = load i32, ptr addrspace(3) %p582, align 4
  %cmp584 = icmp slt i32 %mid, %add245
  %sel585 = select i1 %cmp584, i32 %v583, i32 %call250
  %add586 = add i32 %sel585, %mid
  %cmp587 = icmp slt i32 %add586, %call568
  %add588 = add nuw i32 %mid, 1
  %sel589 = select i1 %cmp587, i32 %add588, i32 %phi578
  %sel590 = select i1 %cmp587, i32 %phi579, i32 %mid
  %cmp591 = icmp slt i32 %sel589, %sel590
  br i1 %cmp591, label %repeat.body576, label %repeat.exit577

repeat.exit577:                                   ; preds = %repeat.body576, %endif401
  %phi592 = phi i32 [ %call573, %endif401 ], [ %sel589, %repeat.body576 ]
  %sub594 = sub i32 %call568, %phi592
  %cmp595 = icmp eq i32 %phi592, 0
  %27 = tail call i32 @llvm.smax.i32(i32 %phi592, i32 1)
  %call597 = add nsw i32 %27, -1
  %28 = tail call i32 @llvm.umin.i32(i32 %call597, i32 255)
  %29 = zext nneg i32 %28 to i64
  %p599 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %29
  %v600 = load i32, ptr addrspace(3) %p599, align 4
  %cmp601.not = icmp sgt i32 %27, %add245
  %sel602 = select i1 %cmp601.not, i32 %call250, i32 %v600
  %sel603 = select i1 %cmp595, i32 %local, i32 %sel602
  %cmp604 = icmp sgt i32 %sub594, %sel603
  %call605 = tail call i32 @llvm.smin.i32(i32 %phi592, i32 255)
  %30 = sext i32 %call605 to i64
  %p606 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %30
  %v607 = load i32, ptr addrspace(3) %p606, align 4
  %cmp608 = icmp slt i32 %phi592, %add245
  %sel609 = select i1 %cmp608, i32 %v607, i32 %call250
  %cmp610 = icmp sgt i32 %sub571, 0
  %cmp611 = icmp slt i32 %sub594, %sel609
  %element = and i1 %cmp610, %cmp611
  %end = xor i1 %cmp610, %element
  %call612 = tail call i32 @llvm.smin.i32(i32 %sub594, i32 255)
  %31 = sext i32 %call612 to i64
  %p613 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %31
  %v614 = load float, ptr addrspace(3) %p613, align 4
  %w617 = xor i1 %cmp604, true
  %write = and i1 %end, %w617
  %cmp618 = icmp slt i32 %phi592, %local87
  %in = and i1 %cmp618, %write
  br i1 %in, label %then619, label %endif620

then619:                                          ; preds = %repeat.exit577
  %p622 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %30
  store float 0.000000e+00, ptr addrspace(3) %p622, align 4
  br label %endif620

endif620:                                         ; preds = %then619, %repeat.exit577
  %step625 = zext i1 %end to i32
  %add626 = add nuw i32 %phi592, %step625
  %step627 = zext i1 %element to i32
  %add628 = add i32 %sub594, %step627
  %call629 = tail call i32 @llvm.smin.i32(i32 %add626, i32 255)
  %32 = sext i32 %call629 to i64
  %p630 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %32
  %v631 = load i32, ptr addrspace(3) %p630, align 4
  %cmp632 = icmp slt i32 %add626, %add245
  %sel633 = select i1 %cmp632, i32 %v631, i32 %call250
  %sel634 = select i1 %end, i32 %sel633, i32 %sel609
  %sel636 = select i1 %element, float %v614, float 0.000000e+00
  %cmp639 = icmp sgt i32 %sub571, 1
  %cmp640 = icmp slt i32 %add628, %sel634
  %element641 = and i1 %cmp639, %cmp640
  %end643 = xor i1 %cmp639, %element641
  %call644 = tail call i32 @llvm.smin.i32(i32 %add628, i32 255)
  %33 = sext i32 %call644 to i64
  %p645 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %33
  %v646 = load float, ptr addrspace(3) %p645, align 4
  %fadd647 = fadd reassoc contract float %v614, %v646
  %sel649 = select i1 %element, float %fadd647, float %v646
  %first = xor i1 %end, true
  %defer650 = and i1 %cmp604, %first
  %w651 = xor i1 %defer650, true
  %cmp653 = icmp slt i32 %add626, %local87
  %34 = and i1 %cmp653, %w651
  %in654 = and i1 %34, %end643
  br i1 %in654, label %then655, label %endif656

then655:                                          ; preds = %endif620
  %p660 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %32
  %fadd657 = fadd reassoc contract float %v614, 0.000000e+00
  %sel658 = select i1 %element, float %fadd657, float 0.000000e+00
  store float %sel658, ptr addrspace(3) %p660, align 4
  br label %endif656

endif656:                                         ; preds = %then655, %endif620
  %keep661 = and i1 %defer650, %end643
  %sel662 = select i1 %keep661, float %sel636, float 0.000000e+00
  %sel663 = and i1 %cmp611, %keep661
  %step664 = zext i1 %end643 to i32
  %add665 = add nuw i32 %add626, %step664
  %step666 = zext i1 %element641 to i32
  %add667 = add i32 %add628, %step666
  %call668 = tail call i32 @llvm.smin.i32(i32 %add665, i32 255)
  %35 = sext i32 %call668 to i64
  %p669 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %35
  %v670 = load i32, ptr addrspace(3) %p669, align 4
  %cmp671 = icmp slt i32 %add665, %add245
  %sel672 = select i1 %cmp671, i32 %v670, i32 %call250
  %sel673 = select i1 %end643, i32 %sel672, i32 %sel634
  %sel674 = select i1 %end643, float 0.000000e+00, float %sel636
  %sel675 = select i1 %element641, float %sel649, float %sel674
  %sel677 = select i1 %cmp639, i1 %cmp640, i1 %element
  %ended678 = or i1 %end, %end643
  %cmp679 = icmp sgt i32 %sub571, 2
  %cmp680 = icmp slt i32 %add667, %sel673
  %element681 = and i1 %cmp679, %cmp680
  %end683 = xor i1 %cmp679, %element681
  %call684 = tail call i32 @llvm.smin.i32(i32 %add667, i32 255)
  %36 = sext i32 %call684 to i64
  %p685 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %36
  %v686 = load float, ptr addrspace(3) %p685, align 4
  %fadd688 = fadd reassoc contract float %sel675, %v686
  %sel690 = select i1 %sel677, float %fadd688, float %v686
  %first692 = xor i1 %ended678, true
  %defer693 = and i1 %cmp604, %first692
  %w694 = xor i1 %defer693, true
  %cmp696 = icmp slt i32 %add665, %local87
  %37 = and i1 %cmp696, %w694
  %in697 = and i1 %37, %end683
  br i1 %in697, label %then698, label %endif699

then698:                                          ; preds = %endif656
  %p703 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %35
  %fadd700 = fadd reassoc contract float %sel675, 0.000000e+00
  %sel701 = select i1 %sel677, float %fadd700, float 0.000000e+00
  store float %sel701, ptr addrspace(3) %p703, align 4
  br label %endif699

endif699:                                         ; preds = %then698, %endif656
  %keep704 = and i1 %defer693, %end683
  %sel705 = select i1 %keep704, float %sel675, float %sel662
  %sel706 = select i1 %keep704, i1 %sel677, i1 %sel663
  %step707 = zext i1 %end683 to i32
  %add708 = add nuw i32 %add665, %step707
  %step709 = zext i1 %element681 to i32
  %add710 = add i32 %add667, %step709
  %call711 = tail call i32 @llvm.smin.i32(i32 %add708, i32 255)
  %38 = sext i32 %call711 to i64
  %p712 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %38
  %v713 = load i32, ptr addrspace(3) %p712, align 4
  %cmp714 = icmp slt i32 %add708, %add245
  %sel715 = select i1 %cmp714, i32 %v713, i32 %call250
  %sel716 = select i1 %end683, i32 %sel715, i32 %sel673
  %sel717 = select i1 %end683, float 0.000000e+00, float %sel675
  %sel718 = select i1 %element681, float %sel690, float %sel717
  %sel720 = select i1 %cmp679, i1 %cmp680, i1 %sel677
  %ended721 = or i1 %ended678, %end683
  %cmp722 = icmp sgt i32 %sub571, 3
  %cmp723 = icmp slt i32 %add710, %sel716
  %element724 = and i1 %cmp722, %cmp723
  %end726 = xor i1 %cmp722, %element724
  %call727 = tail call i32 @llvm.smin.i32(i32 %add710, i32 255)
  %39 = sext i32 %call727 to i64
  %p728 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %39
  %v729 = load float, ptr addrspace(3) %p728, align 4
  %fadd731 = fadd reassoc contract float %sel718, %v729
  %sel733 = select i1 %sel720, float %fadd731, float %v729
  %first735 = xor i1 %ended721, true
  %defer736 = and i1 %cmp604, %first735
  %w737 = xor i1 %defer736, true
  %cmp739 = icmp slt i32 %add708, %local87
  %40 = and i1 %cmp739, %w737
  %in740 = and i1 %40, %end726
  br i1 %in740, label %then741, label %endif742

then741:                                          ; preds = %endif699
  %p746 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %38
  %fadd743 = fadd reassoc contract float %sel718, 0.000000e+00
  %sel744 = select i1 %sel720, float %fadd743, float 0.000000e+00
  store float %sel744, ptr addrspace(3) %p746, align 4
  br label %endif742

endif742:                                         ; preds = %then741, %endif699
  %keep747 = and i1 %defer736, %end726
  %sel748 = select i1 %keep747, float %sel718, float %sel705
  %sel749 = select i1 %keep747, i1 %sel720, i1 %sel706
  %step750 = zext i1 %end726 to i32
  %add751 = add nuw i32 %add708, %step750
  %step752 = zext i1 %element724 to i32
  %add753 = add i32 %add710, %step752
  %call754 = tail call i32 @llvm.smin.i32(i32 %add751, i32 255)
  %41 = sext i32 %call754 to i64
  %p755 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %41
  %v756 = load i32, ptr addrspace(3) %p755, align 4
  %cmp757 = icmp slt i32 %add751, %add245
  %sel758 = select i1 %cmp757, i32 %v756, i32 %call250
  %sel759 = select i1 %end726, i32 %sel758, i32 %sel716
  %sel760 = select i1 %end726, float 0.000000e+00, float %sel718
  %sel761 = select i1 %element724, float %sel733, float %sel760
  %sel763 = select i1 %cmp722, i1 %cmp723, i1 %sel720
  %ended764 = or i1 %ended721, %end726
  %cmp765 = icmp sgt i32 %sub571, 4
  %cmp766 = icmp slt i32 %add753, %sel759
  %element767 = and i1 %cmp765, %cmp766
  %end769 = xor i1 %cmp765, %element767
  %call770 = tail call i32 @llvm.smin.i32(i32 %add753, i32 255)
  %42 = sext i32 %call770 to i64
  %p771 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %42
  %v772 = load float, ptr addrspace(3) %p771, align 4
  %fadd774 = fadd reassoc contract float %sel761, %v772
  %sel776 = select i1 %sel763, float %fadd774, float %v772
  %first778 = xor i1 %ended764, true
  %defer779 = and i1 %cmp604, %first778
  %w780 = xor i1 %defer779, true
  %cmp782 = icmp slt i32 %add751, %local87
  %43 = and i1 %cmp782, %w780
  %in783 = and i1 %43, %end769
  br i1 %in783, label %then784, label %endif785

then784:                                          ; preds = %endif742
  %p789 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %41
  %fadd786 = fadd reassoc contract float %sel761, 0.000000e+00
  %sel787 = select i1 %sel763, float %fadd786, float 0.000000e+00
  store float %sel787, ptr addrspace(3) %p789, align 4
  br label %endif785

endif785:                                         ; preds = %then784, %endif742
  %keep790 = and i1 %defer779, %end769
  %sel791 = select i1 %keep790, float %sel761, float %sel748
  %sel792 = select i1 %keep790, i1 %sel763, i1 %sel749
  %step793 = zext i1 %end769 to i32
  %add794 = add nuw i32 %add751, %step793
  %step795 = zext i1 %element767 to i32
  %add796 = add i32 %add753, %step795
  %call797 = tail call i32 @llvm.smin.i32(i32 %add794, i32 255)
  %44 = sext i32 %call797 to i64
  %p798 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %44
  %v799 = load i32, ptr addrspace(3) %p798, align 4
  %cmp800 = icmp slt i32 %add794, %add245
  %sel801 = select i1 %cmp800, i32 %v799, i32 %call250
  %sel802 = select i1 %end769, i32 %sel801, i32 %sel759
  %sel803 = select i1 %end769, float 0.000000e+00, float %sel761
  %sel804 = select i1 %element767, float %sel776, float %sel803
  %sel806 = select i1 %cmp765, i1 %cmp766, i1 %sel763
  %ended807 = or i1 %ended764, %end769
  %cmp808 = icmp sgt i32 %sub571, 5
  %cmp809 = icmp slt i32 %add796, %sel802
  %element810 = and i1 %cmp808, %cmp809
  %end812 = xor i1 %cmp808, %element810
  %call813 = tail call i32 @llvm.smin.i32(i32 %add796, i32 255)
  %45 = sext i32 %call813 to i64
  %p814 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %45
  %v815 = load float, ptr addrspace(3) %p814, align 4
  %fadd817 = fadd reassoc contract float %sel804, %v815
  %sel819 = select i1 %sel806, float %fadd817, float %v815
  %first821 = xor i1 %ended807, true
  %defer822 = and i1 %cmp604, %first821
  %w823 = xor i1 %defer822, true
  %cmp825 = icmp slt i32 %add794, %local87
  %46 = and i1 %cmp825, %w823
  %in826 = and i1 %46, %end812
  br i1 %in826, label %then827, label %endif828

then827:                                          ; preds = %endif785
  %p832 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %44
  %fadd829 = fadd reassoc contract float %sel804, 0.000000e+00
  %sel830 = select i1 %sel806, float %fadd829, float 0.000000e+00
  store float %sel830, ptr addrspace(3) %p832, align 4
  br label %endif828

endif828:                                         ; preds = %then827, %endif785
  %keep833 = and i1 %defer822, %end812
  %sel834 = select i1 %keep833, float %sel804, float %sel791
  %sel835 = select i1 %keep833, i1 %sel806, i1 %sel792
  %step836 = zext i1 %end812 to i32
  %add837 = add nuw i32 %add794, %step836
  %step838 = zext i1 %element810 to i32
  %add839 = add i32 %add796, %step838
  %call840 = tail call i32 @llvm.smin.i32(i32 %add837, i32 255)
  %47 = sext i32 %call840 to i64
  %p841 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %47
  %v842 = load i32, ptr addrspace(3) %p841, align 4
  %cmp843 = icmp slt i32 %add837, %add245
  %sel844 = select i1 %cmp843, i32 %v842, i32 %call250
  %sel845 = select i1 %end812, i32 %sel844, i32 %sel802
  %sel846 = select i1 %end812, float 0.000000e+00, float %sel804
  %sel847 = select i1 %element810, float %sel819, float %sel846
  %sel849 = select i1 %cmp808, i1 %cmp809, i1 %sel806
  %ended850 = or i1 %ended807, %end812
  %cmp851 = icmp sgt i32 %sub571, 6
  %cmp852 = icmp slt i32 %add839, %sel845
  %element853 = and i1 %cmp851, %cmp852
  %end855 = xor i1 %cmp851, %element853
  %call856 = tail call i32 @llvm.smin.i32(i32 %add839, i32 255)
  %48 = sext i32 %call856 to i64
  %p857 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %48
  %v858 = load float, ptr addrspace(3) %p857, align 4
  %fadd860 = fadd reassoc contract float %sel847, %v858
  %sel862 = select i1 %sel849, float %fadd860, float %v858
  %first864 = xor i1 %ended850, true
  %defer865 = and i1 %cmp604, %first864
  %w866 = xor i1 %defer865, true
  %cmp868 = icmp slt i32 %add837, %local87
  %49 = and i1 %cmp868, %w866
  %in869 = and i1 %49, %end855
  br i1 %in869, label %then870, label %endif871

then870:                                          ; preds = %endif828
  %p875 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %47
  %fadd872 = fadd reassoc contract float %sel847, 0.000000e+00
  %sel873 = select i1 %sel849, float %fadd872, float 0.000000e+00
  store float %sel873, ptr addrspace(3) %p875, align 4
  br label %endif871

endif871:                                         ; preds = %then870, %endif828
  %keep876 = and i1 %defer865, %end855
  %sel877 = select i1 %keep876, float %sel847, float %sel834
  %sel878 = select i1 %keep876, i1 %sel849, i1 %sel835
  %step879 = zext i1 %end855 to i32
  %add880 = add nuw i32 %add837, %step879
  %step881 = zext i1 %element853 to i32
  %add882 = add i32 %add839, %step881
  %call883 = tail call i32 @llvm.smin.i32(i32 %add880, i32 255)
  %50 = sext i32 %call883 to i64
  %p884 = getelementptr inbounds i32, ptr addrspace(3) %stage, i64 %50
  %v885 = load i32, ptr addrspace(3) %p884, align 4
  %cmp886 = icmp slt i32 %add880, %add245
  %sel887 = select i1 %cmp886, i32 %v885, i32 %call250
  %sel888 = select i1 %end855, i32 %sel887, i32 %sel845
  %sel889 = select i1 %end855, float 0.000000e+00, float %sel847
  %sel890 = select i1 %element853, float %sel862, float %sel889
  %sel892 = select i1 %cmp851, i1 %cmp852, i1 %sel849
  %ended893 = or i1 %ended850, %end855
  %cmp894 = icmp sgt i32 %sub571, 7
  %cmp895 = icmp slt i32 %add882, %sel888
  %element896 = and i1 %cmp894, %cmp895
  %end898 = xor i1 %cmp894, %element896
  %call899 = tail call i32 @llvm.smin.i32(i32 %add882, i32 255)
  %51 = sext i32 %call899 to i64
  %p900 = getelementptr inbounds float, ptr addrspace(3) %stage25, i64 %51
  %v901 = load float, ptr addrspace(3) %p900, align 4
  %fadd903 = fadd reassoc contract float %sel890, %v901
  %sel905 = select i1 %sel892, float %fadd903, float %v901
  %first907 = xor i1 %ended893, true
  %defer908 = and i1 %cmp604, %first907
  %w909 = xor i1 %defer908, true
  %cmp911 = icmp slt i32 %add880, %local87
  %52 = and i1 %cmp911, %w909
  %in912 = and i1 %52, %end898
  br i1 %in912, label %then913, label %endif914

then913:                                          ; preds = %endif871
  %p918 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %50
  %fadd915 = fadd reassoc contract float %sel890, 0.000000e+00
  %sel916 = select i1 %sel892, float %fadd915, float 0.000000e+00
  store float %sel916, ptr addrspace(3) %p918, align 4
  br label %endif914

endif914:                                         ; preds = %then913, %endif871
  %keep919 = and i1 %defer908, %end898
  %sel920 = select i1 %keep919, float %sel890, float %sel877
  %sel921 = select i1 %keep919, i1 %sel892, i1 %sel878
  %step922 = zext i1 %end898 to i32
  %add923 = add nuw i32 %add880, %step922
  %sel932 = select i1 %end898, float 0.000000e+00, float %sel890
  %sel933 = select i1 %element896, float %sel905, float %sel932
  %sel935 = select i1 %cmp894, i1 %cmp895, i1 %sel892
  %ended936 = or i1 %ended893, %end898
  %wide937 = sext i32 %add923 to i64
  %add938 = add i64 %phi67, %wide937
  %wide939 = zext i1 %ended936 to i32
  %call940 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide939, i32 1, i32 0)
  %leaf = trunc i32 %call940 to i1
  %bits = bitcast float %sel933 to i32
  %call941 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits, i32 1, i32 0)
  %leaf942 = bitcast i32 %call941 to float
  %wide943 = zext i1 %sel935 to i32
  %call944 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide943, i32 1, i32 0)
  %leaf945 = trunc i32 %call944 to i1
  %fadd948 = fadd reassoc contract float %sel933, %leaf942
  %sel949 = select i1 %sel935, float %fadd948, float %leaf942
  %sel950 = select i1 %leaf945, float %sel949, float %sel933
  %take.not = or i1 %cmp946, %ended936
  %sel952 = select i1 %take.not, float %sel933, float %sel950
  %not.take.not = xor i1 %take.not, true
  %has951 = select i1 %not.take.not, i1 %leaf945, i1 false
  %sel953 = or i1 %sel935, %has951
  %f = select i1 %not.cmp946, i1 %leaf, i1 false
  %sel954 = or i1 %ended936, %f
  %wide955 = zext i1 %sel954 to i32
  %call956 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide955, i32 2, i32 0)
  %leaf957 = trunc i32 %call956 to i1
  %bits958 = bitcast float %sel952 to i32
  %call959 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits958, i32 2, i32 0)
  %leaf960 = bitcast i32 %call959 to float
  %wide961 = zext i1 %sel953 to i32
  %call962 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide961, i32 2, i32 0)
  %leaf963 = trunc i32 %call962 to i1
  %fadd966 = fadd reassoc contract float %sel952, %leaf960
  %sel967 = select i1 %sel953, float %fadd966, float %leaf960
  %sel968 = select i1 %leaf963, float %sel967, float %sel952
  %take971.not = or i1 %cmp964, %sel954
  %sel972 = select i1 %take971.not, float %sel952, float %sel968
  %not.take971.not = xor i1 %take971.not, true
  %has969 = select i1 %not.take971.not, i1 %leaf963, i1 false
  %sel973 = or i1 %sel953, %has969
  %f974 = select i1 %not.cmp964, i1 %leaf957, i1 false
  %sel975 = or i1 %sel954, %f974
  %wide976 = zext i1 %sel975 to i32
  %call977 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide976, i32 4, i32 0)
  %leaf978 = trunc i32 %call977 to i1
  %bits979 = bitcast float %sel972 to i32
  %call980 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits979, i32 4, i32 0)
  %leaf981 = bitcast i32 %call980 to float
  %wide982 = zext i1 %sel973 to i32
  %call983 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide982, i32 4, i32 0)
  %leaf984 = trunc i32 %call983 to i1
  %fadd987 = fadd reassoc contract float %sel972, %leaf981
  %sel988 = select i1 %sel973, float %fadd987, float %leaf981
  %sel989 = select i1 %leaf984, float %sel988, float %sel972
  %take992.not = or i1 %cmp985, %sel975
  %sel993 = select i1 %take992.not, float %sel972, float %sel989
  %not.take992.not = xor i1 %take992.not, true
  %has990 = select i1 %not.take992.not, i1 %leaf984, i1 false
  %sel994 = or i1 %sel973, %has990
  %f995 = select i1 %not.cmp985, i1 %leaf978, i1 false
  %sel996 = or i1 %sel975, %f995
  %wide997 = zext i1 %sel996 to i32
  %call998 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide997, i32 8, i32 0)
  %leaf999 = trunc i32 %call998 to i1
  %bits1000 = bitcast float %sel993 to i32
  %call1001 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1000, i32 8, i32 0)
  %leaf1002 = bitcast i32 %call1001 to float
  %wide1003 = zext i1 %sel994 to i32
  %call1004 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1003, i32 8, i32 0)
  %leaf1005 = trunc i32 %call1004 to i1
  %fadd1008 = fadd reassoc contract float %sel993, %leaf1002
  %sel1009 = select i1 %sel994, float %fadd1008, float %leaf1002
  %sel1010 = select i1 %leaf1005, float %sel1009, float %sel993
  %take1013.not = or i1 %cmp1006, %sel996
  %sel1014 = select i1 %take1013.not, float %sel993, float %sel1010
  %not.take1013.not = xor i1 %take1013.not, true
  %has1011 = select i1 %not.take1013.not, i1 %leaf1005, i1 false
  %sel1015 = or i1 %sel994, %has1011
  %f1016 = select i1 %not.cmp1006, i1 %leaf999, i1 false
  %sel1017 = or i1 %sel996, %f1016
  %wide1018 = zext i1 %sel1017 to i32
  %call1019 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1018, i32 16, i32 0)
  %leaf1020 = trunc i32 %call1019 to i1
  %bits1021 = bitcast float %sel1014 to i32
  %call1022 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1021, i32 16, i32 0)
  %leaf1023 = bitcast i32 %call1022 to float
  %wide1024 = zext i1 %sel1015 to i32
  %call1025 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1024, i32 16, i32 0)
  %leaf1026 = trunc i32 %call1025 to i1
  %fadd1029 = fadd reassoc contract float %sel1014, %leaf1023
  %sel1030 = select i1 %sel1015, float %fadd1029, float %leaf1023
  %sel1031 = select i1 %leaf1026, float %sel1030, float %sel1014
  %take1034.not = or i1 %cmp1027, %sel1017
  %sel1035 = select i1 %take1034.not, float %sel1014, float %sel1031
  %not.take1034.not = xor i1 %take1034.not, true
  %has1032 = select i1 %not.take1034.not, i1 %leaf1026, i1 false
  %sel1036 = or i1 %sel1015, %has1032
  %f1037 = select i1 %not.cmp1027, i1 %leaf1020, i1 false
  %sel1038 = or i1 %sel1017, %f1037
  %wide1039 = zext i1 %sel1038 to i32
  %call1040 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1039, i32 1, i32 0)
  %bits1042 = bitcast float %sel1035 to i32
  %call1043 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %bits1042, i32 1, i32 0)
  %leaf1044 = bitcast i32 %call1043 to float
  %wide1045 = zext i1 %sel1036 to i32
  %call1046 = tail call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %wide1045, i32 1, i32 0)
  %leaf1047 = trunc i32 %call1046 to i1
  %p1049 = and i1 %not.cmp946, %leaf1047
  %call1050 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %ended936)
  %deferred = and i1 %cmp604, %ended936
  %in1053 = and i1 %cmp618, %deferred
  %fadd1055 = fadd reassoc contract float %sel920, %leaf1044
  %sel1056 = select i1 %sel921, float %fadd1055, float %leaf1044
  %sel1057 = select i1 %p1049, float %sel1056, float %sel920
  %has1058 = or i1 %sel921, %p1049
  br i1 %in1053, label %then1060, label %endif1061

then1060:                                         ; preds = %endif914
  %call1051 = tail call range(i32 0, 33) i32 @llvm.cttz.i32(i32 %call1050, i1 false)
  %cmp1059 = icmp eq i32 %call1051, %lane27
  %tile = and i1 %cmp82, %cmp1059
  br i1 %tile, label %then1062, label %else1063

endif1061:                                        ; preds = %then1062, %else1063, %endif914
  br i1 %cmp1073, label %then1074, label %endif1075

then1062:                                         ; preds = %then1060
  %mul1065 = shl i64 %i, 1
  %add1066 = or disjoint i64 %mul1065, 1
  %p1067 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add1066
  store float %sel1057, ptr addrspace(1) %p1067, align 4
  %flag = zext i1 %has1058 to i64
  %p1068 = getelementptr inbounds i64, ptr addrspace(1) %10, i64 %add1066
  store i64 %flag, ptr addrspace(1) %p1068, align 4
  br label %endif1061

else1063:                                         ; preds = %then1060
  %fadd1069 = fadd reassoc contract float %sel1057, 0.000000e+00
  %sel1070 = select i1 %has1058, float %fadd1069, float 0.000000e+00
  %p1072 = getelementptr inbounds float, ptr addrspace(3) %stage26, i64 %30
  store float %sel1070, ptr addrspace(3) %p1072, align 4
  br label %endif1061

then1074:                                         ; preds = %endif1061
  %mul1076 = shl i64 %i, 1
  %p1081 = getelementptr inbounds i64, ptr addrspace(1) %10, i64 %mul1076
  %mul1079 = shl i64 %add938, 1
  %has1078 = zext i1 %sel1036 to i64
  %add1080 = or disjoint i64 %mul1079, %has1078
  %p1077 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %mul1076
  store float %sel1035, ptr addrspace(1) %p1077, align 4
  store i64 %add1080, ptr addrspace(1) %p1081, align 4
  br label %endif1075

endif1075:                                        ; preds = %then1074, %endif1061
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %cmp1083 = icmp sgt i32 %add245, %lane27
  %first1085 = and i1 %cmp946, %cmp82
  %w1086 = xor i1 %first1085, true
  %w1087 = and i1 %cmp1083, %w1086
  %cmp1088 = icmp slt i32 %lane27, %local87
  %in1089 = and i1 %cmp1088, %w1087
  br i1 %in1089, label %then1090, label %endif1091

then1090:                                         ; preds = %endif1075
  %p1096 = getelementptr inbounds float, ptr addrspace(1) %8, i64 %add93
  %v1093 = load float, ptr addrspace(3) %p1092, align 4
  store float %v1093, ptr addrspace(1) %p1096, align 4
  br label %endif1091

endif1091:                                        ; preds = %then1090, %endif1075
  %cmp1097 = icmp sgt i32 %add245, 32
  br i1 %cmp1097, label %then1098, label %endif1099

then1098:                                         ; preds = %endif1091
  %cmp1101 = icmp slt i32 %add111, %add245
  %cmp1106 = icmp slt i32 %add111, %local87
  %in1107 = and i1 %cmp1106, %cmp1101
  br i1 %in1107, label %then1108, label %endif1109

endif1099:                                        ; preds = %endif1184, %then1198, %endif1091
  %add1205 = add i64 %i, %warp8
  %cmp1206 = icmp slt i64 %add1205, %11
  br i1 %cmp1206, label %stride.body, label %stride.exit

then1108:                                         ; preds = %then1098
  %gep1226 = getelementptr float, ptr addrspace(1) %invariant.gep1225, i64 %phi67
  %v1111 = load float, ptr addrspace(3) %p1110, align 4
  store float %v1111, ptr addrspace(1) %gep1226, align 4
  br label %endif1109

endif1109:                                        ; preds = %then1108, %then1098
  %cmp1116 = icmp slt i32 %add112, %add245
  %cmp1121 = icmp slt i32 %add112, %local87
  %in1122 = and i1 %cmp1121, %cmp1116
  br i1 %in1122, label %then1123, label %endif1124

then1123:                                         ; preds = %endif1109
  %gep1228 = getelementptr float, ptr addrspace(1) %invariant.gep1227, i64 %phi67
  %v1126 = load float, ptr addrspace(3) %p1125, align 4
  store float %v1126, ptr addrspace(1) %gep1228, align 4
  br label %endif1124

endif1124:                                        ; preds = %then1123, %endif1109
  %cmp1131 = icmp slt i32 %add113, %add245
  %cmp1136 = icmp slt i32 %add113, %local87
  %in1137 = and i1 %cmp1136, %cmp1131
  br i1 %in1137, label %then1138, label %endif1139

then1138:                                         ; preds = %endif1124
  %gep1230 = getelementptr float, ptr addrspace(1) %invariant.gep1229, i64 %phi67
  %v1141 = load float, ptr addrspace(3) %p1140, align 4
  store float %v1141, ptr addrspace(1) %gep1230, align 4
  br label %endif1139

endif1139:                                        ; preds = %then1138, %endif1124
  %cmp1146 = icmp slt i32 %add114, %add245
  %cmp1151 = icmp slt i32 %add114, %local87
  %in1152 = and i1 %cmp1151, %cmp1146
  br i1 %in1152, label %then1153, label %endif1154

then1153:                                         ; preds = %endif1139
  %gep1232 = getelementptr float, ptr addrspace(1) %invariant.gep1231, i64 %phi67
  %v1156 = load float, ptr addrspace(3) %p1155, align 4
  store float %v1156, ptr addrspace(1) %gep1232, align 4
  br label %endif1154

endif1154:                                        ; preds = %then1153, %endif1139
  %cmp1161 = icmp slt i32 %add115, %add245
  %cmp1166 = icmp slt i32 %add115, %local87
  %in1167 = and i1 %cmp1166, %cmp1161
  br i1 %in1167, label %then1168, label %endif1169

then1168:                                         ; preds = %endif1154
  %gep1234 = getelementptr float, ptr addrspace(1) %invariant.gep1233, i64 %phi67
  %v1171 = load float, ptr addrspace(3) %p1170, align 4
  store float %v1171, ptr addrspace(1) %gep1234, align 4
  br label %endif1169

endif1169:                                        ; preds = %then1168, %endif1154
  %cmp1176 = icmp slt i32 %add116, %add245
  %cmp1181 = icmp slt i32 %add116, %local87
  %in1182 = and i1 %cmp1181, %cmp1176
  br i1 %in1182, label %then1183, label %endif1184

then1183:                                         ; preds = %endif1169
  %gep1236 = getelementptr float, ptr addrspace(1) %invariant.gep1235, i64 %phi67
  %v1186 = load float, ptr addrspace(3) %p1185, align 4
  store float %v1186, ptr addrspace(1) %gep1236, align 4
  br label %endif1184

endif1184:                                        ; preds = %then1183, %endif1169
  %cmp1191 = icmp slt i32 %add117, %add245
  %cmp1196 = icmp slt i32 %add117, %local87
  %in1197 = and i1 %cmp1196, %cmp1191
  br i1 %in1197, label %then1198, label %endif1099

then1198:                                         ; preds = %endif1184
  %gep1238 = getelementptr float, ptr addrspace(1) %invariant.gep1237, i64 %phi67
  %v1201 = load float, ptr addrspace(3) %p1200, align 4
  store float %v1201, ptr addrspace(1) %gep1238, align 4
  br label %endif1099
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

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define void @systole_fold_seg_csr_spmv_f32_finish(i64 %0, ptr addrspace(1) noalias nocapture readonly %1, i64 %2, i64 %3, ptr addrspace(1) noalias nocapture readonly %4, i64 %5, ptr addrspace(1) noalias nocapture readonly %6, i64 %7, ptr addrspace(1) noalias nocapture writeonly %8, ptr addrspace(1) noalias readonly %9, ptr addrspace(1) noalias nocapture readonly %10, i64 %11, i64 %12) local_unnamed_addr #4 {
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
  %sub = add i64 %5, -1
  %call9 = tail call i64 @llvm.smax.i64(i64 %sub, i64 0)
  %cmp = icmp eq i64 %lane, 0
  %cmp22 = icmp slt i64 %warp, %11
  br i1 %cmp22, label %stride.body.preheader, label %stride.exit

stride.body.preheader:                            ; preds = %entry
  %sub49 = add nsw i64 %11, -1
  %add560 = add nuw nsw i64 %lane, 1
  %add567 = add nuw nsw i64 %lane, 2
  %add574 = add nuw nsw i64 %lane, 4
  %add581 = add nuw nsw i64 %lane, 8
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %endif
  %i = phi i64 [ %add608, %endif ], [ %warp, %stride.body.preheader ]
  %p24.idx = shl i64 %i, 4
  %p24 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p24.idx
  %v25 = load i64, ptr addrspace(1) %p24, align 4
  %key = ashr i64 %v25, 1
  %sub26 = add i64 %i, -1
  %call27 = tail call i64 @llvm.smax.i64(i64 %sub26, i64 0)
  %p29.idx = shl i64 %call27, 4
  %p29 = getelementptr inbounds i8, ptr addrspace(1) %10, i64 %p29.idx
  %v30 = load i64, ptr addrspace(1) %p29, align 4
  %key31 = ashr i64 %v30, 1
  %cmp32 = icmp eq i64 %i, 0
  %cmp33 = icmp ne i64 %key31, %key
  %starts = or i1 %cmp32, %cmp33
  %cmp34 = icmp slt i64 %key, %call9
  %run = and i1 %cmp34, %starts
  br i1 %run, label %then, label %endif

stride.exit:                                      ; preds = %endif, %entry
  ret void

then:                                             ; preds = %stride.body
  %add35 = add nsw i64 %i, 1
  %cmp36 = icmp slt i64 %add35, %11
  br i1 %cmp36, label %repeat.body, label %repeat.exit

endif:                                            ; preds = %fold.exit, %then603, %repeat.exit, %stride.body
  %add608 = add i64 %i, %warp8
  %cmp609 = icmp slt i64 %add608, %11
  br i1 %cmp609, label %stride.body, label %stride.exit

repeat.body:                                      ; preds = %then, %repeat.body
  %phi = phi i64 [ %sel, %repeat.body ], [ %add35, %then ]
  %phi37 = phi i64 [ %sel45, %repeat.body ], [ %11, %then ]
  %add38 = add i64 %phi37, %phi
  %mid = lshr i64 %add38, 1
  %mul39 = and i64 %add38, -2
  %p40 = getelementptr inbounds i64, ptr addrspace(1) %10, i64 %mul39
  %v41 = load i64, ptr addrspace(1) %p40, align 4
  %key42 = ashr i64 %v41, 1
  %cmp43.not = icmp sgt i64 %key42, %key
  %add44 = add nuw i64 %mid, 1
  %sel = select i1 %cmp43.not, i64 %phi, i64 %add44
  %sel45 = select i1 %cmp43.not, i64 %mid, i64 %phi37
  %cmp46 = icmp slt i64 %sel, %sel45
  br i1 %cmp46, label %repeat.body, label %repeat.exit

repeat.exit:                                      ; preds = %repeat.body, %then
  %phi47 = phi i64 [ %add35, %then ], [ %sel, %repeat.body ]
  %call51 = tail call i64 @llvm.smin.i64(i64 %phi47, i64 %sub49)
  %has = and i64 %v25, 1
  %skip = xor i64 %has, 1
  %add56 = add i64 %skip, %i
  %cmp57 = icmp slt i64 %add56, %call51
  br i1 %cmp57, label %then58, label %endif

then58:                                           ; preds = %repeat.exit
  %sub60 = sub i64 %call51, %add56
  %full = sdiv i64 %sub60, 1024
  %cmp61 = icmp sgt i64 %sub60, 1023
  %add66 = add i64 %add56, %lane
  br i1 %cmp61, label %fold.body.preheader, label %fold.exit

fold.body.preheader:                              ; preds = %then58
  %13 = shl i64 %add66, 3
  %p70.peel = getelementptr i8, ptr addrspace(1) %9, i64 %13
  %v71.peel = load float, ptr addrspace(1) %p70.peel, align 4
  %p74.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 256
  %v75.peel = load float, ptr addrspace(1) %p74.peel, align 4
  %p78.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 512
  %v79.peel = load float, ptr addrspace(1) %p78.peel, align 4
  %p82.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 768
  %v83.peel = load float, ptr addrspace(1) %p82.peel, align 4
  %p86.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 1024
  %v87.peel = load float, ptr addrspace(1) %p86.peel, align 4
  %p90.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 1280
  %v91.peel = load float, ptr addrspace(1) %p90.peel, align 4
  %p94.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 1536
  %v95.peel = load float, ptr addrspace(1) %p94.peel, align 4
  %p98.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 1792
  %v99.peel = load float, ptr addrspace(1) %p98.peel, align 4
  %p102.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 2048
  %v103.peel = load float, ptr addrspace(1) %p102.peel, align 4
  %p106.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 2304
  %v107.peel = load float, ptr addrspace(1) %p106.peel, align 4
  %p110.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 2560
  %v111.peel = load float, ptr addrspace(1) %p110.peel, align 4
  %p114.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 2816
  %v115.peel = load float, ptr addrspace(1) %p114.peel, align 4
  %p118.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 3072
  %v119.peel = load float, ptr addrspace(1) %p118.peel, align 4
  %p122.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 3328
  %v123.peel = load float, ptr addrspace(1) %p122.peel, align 4
  %p126.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 3584
  %v127.peel = load float, ptr addrspace(1) %p126.peel, align 4
  %p130.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 3840
  %v131.peel = load float, ptr addrspace(1) %p130.peel, align 4
  %p134.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 4096
  %v135.peel = load float, ptr addrspace(1) %p134.peel, align 4
  %p138.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 4352
  %v139.peel = load float, ptr addrspace(1) %p138.peel, align 4
  %p142.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 4608
  %v143.peel = load float, ptr addrspace(1) %p142.peel, align 4
  %p146.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 4864
  %v147.peel = load float, ptr addrspace(1) %p146.peel, align 4
  %p150.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 5120
  %v151.peel = load float, ptr addrspace(1) %p150.peel, align 4
  %p154.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 5376
  %v155.peel = load float, ptr addrspace(1) %p154.peel, align 4
  %p158.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 5632
  %v159.peel = load float, ptr addrspace(1) %p158.peel, align 4
  %p162.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 5888
  %v163.peel = load float, ptr addrspace(1) %p162.peel, align 4
  %p166.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 6144
  %v167.peel = load float, ptr addrspace(1) %p166.peel, align 4
  %p170.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 6400
  %v171.peel = load float, ptr addrspace(1) %p170.peel, align 4
  %p174.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 6656
  %v175.peel = load float, ptr addrspace(1) %p174.peel, align 4
  %p178.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 6912
  %v179.peel = load float, ptr addrspace(1) %p178.peel, align 4
  %p182.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 7168
  %v183.peel = load float, ptr addrspace(1) %p182.peel, align 4
  %p186.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 7424
  %v187.peel = load float, ptr addrspace(1) %p186.peel, align 4
  %p190.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 7680
  %v191.peel = load float, ptr addrspace(1) %p190.peel, align 4
  %p194.peel = getelementptr i8, ptr addrspace(1) %p70.peel, i64 7936
  %v195.peel = load float, ptr addrspace(1) %p194.peel, align 4
  %fadd197.peel = fadd reassoc contract float %v75.peel, %v71.peel
  %fadd198.peel = fadd reassoc contract float %v79.peel, %fadd197.peel
  %fadd199.peel = fadd reassoc contract float %v83.peel, %fadd198.peel
  %fadd200.peel = fadd reassoc contract float %v87.peel, %fadd199.peel
  %fadd201.peel = fadd reassoc contract float %v91.peel, %fadd200.peel
  %fadd202.peel = fadd reassoc contract float %v95.peel, %fadd201.peel
  %fadd203.peel = fadd reassoc contract float %v99.peel, %fadd202.peel
  %fadd204.peel = fadd reassoc contract float %v103.peel, %fadd203.peel
  %fadd205.peel = fadd reassoc contract float %v107.peel, %fadd204.peel
  %fadd206.peel = fadd reassoc contract float %v111.peel, %fadd205.peel
  %fadd207.peel = fadd reassoc contract float %v115.peel, %fadd206.peel
  %fadd208.peel = fadd reassoc contract float %v119.peel, %fadd207.peel
  %fadd209.peel = fadd reassoc contract float %v123.peel, %fadd208.peel
  %fadd210.peel = fadd reassoc contract float %v127.peel, %fadd209.peel
  %fadd211.peel = fadd reassoc contract float %v131.peel, %fadd210.peel
  %fadd212.peel = fadd reassoc contract float %v135.peel, %fadd211.peel
  %fadd213.peel = fadd reassoc contract float %v139.peel, %fadd212.peel
  %fadd214.peel = fadd reassoc contract float %v143.peel, %fadd213.peel
  %fadd215.peel = fadd reassoc contract float %v147.peel, %fadd214.peel
  %fadd216.peel = fadd reassoc contract float %v151.peel, %fadd215.peel
  %fadd217.peel = fadd reassoc contract float %v155.peel, %fadd216.peel
  %fadd218.peel = fadd reassoc contract float %v159.peel, %fadd217.peel
  %fadd219.peel = fadd reassoc contract float %v163.peel, %fadd218.peel
  %fadd220.peel = fadd reassoc contract float %v167.peel, %fadd219.peel
  %fadd221.peel = fadd reassoc contract float %v171.peel, %fadd220.peel
  %fadd222.peel = fadd reassoc contract float %v175.peel, %fadd221.peel
  %fadd223.peel = fadd reassoc contract float %v179.peel, %fadd222.peel
  %fadd224.peel = fadd reassoc contract float %v183.peel, %fadd223.peel
  %fadd225.peel = fadd reassoc contract float %v187.peel, %fadd224.peel
  %fadd226.peel = fadd reassoc contract float %v191.peel, %fadd225.peel
  %fadd227.peel = fadd reassoc contract float %v195.peel, %fadd226.peel
  %14 = and i64 %sub60, 9223372036854774784
  %exitcond.peel.not = icmp eq i64 %14, 1024
  br i1 %exitcond.peel.not, label %fold.exit, label %fold.body.peel.next

fold.body.peel.next:                              ; preds = %fold.body.preheader
  %invariant.gep = getelementptr i8, ptr addrspace(1) %9, i64 %13
  br label %fold.body

fold.body:                                        ; preds = %fold.body.peel.next, %fold.body
  %i62 = phi i64 [ %add228, %fold.body ], [ 1, %fold.body.peel.next ]
  %phi63 = phi float [ %fadd227, %fold.body ], [ %fadd227.peel, %fold.body.peel.next ]
  %15 = shl i64 %i62, 13
  %gep = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %15
  %v71 = load float, ptr addrspace(1) %gep, align 4
  %p74 = getelementptr i8, ptr addrspace(1) %gep, i64 256
  %v75 = load float, ptr addrspace(1) %p74, align 4
  %p78 = getelementptr i8, ptr addrspace(1) %gep, i64 512
  %v79 = load float, ptr addrspace(1) %p78, align 4
  %p82 = getelementptr i8, ptr addrspace(1) %gep, i64 768
  %v83 = load float, ptr addrspace(1) %p82, align 4
  %p86 = getelementptr i8, ptr addrspace(1) %gep, i64 1024
  %v87 = load float, ptr addrspace(1) %p86, align 4
  %p90 = getelementptr i8, ptr addrspace(1) %gep, i64 1280
  %v91 = load float, ptr addrspace(1) %p90, align 4
  %p94 = getelementptr i8, ptr addrspace(1) %gep, i64 1536
  %v95 = load float, ptr addrspace(1) %p94, align 4
  %p98 = getelementptr i8, ptr addrspace(1) %gep, i64 1792
  %v99 = load float, ptr addrspace(1) %p98, align 4
  %p102 = getelementptr i8, ptr addrspace(1) %gep, i64 2048
  %v103 = load float, ptr addrspace(1) %p102, align 4
  %p106 = getelementptr i8, ptr addrspace(1) %gep, i64 2304
  %v107 = load float, ptr addrspace(1) %p106, align 4
  %p110 = getelementptr i8, ptr addrspace(1) %gep, i64 2560
  %v111 = load float, ptr addrspace(1) %p110, align 4
  %p114 = getelementptr i8, ptr addrspace(1) %gep, i64 2816
  %v115 = load float, ptr addrspace(1) %p114, align 4
  %p118 = getelementptr i8, ptr addrspace(1) %gep, i64 3072
  %v119 = load float, ptr addrspace(1) %p118, align 4
  %p122 = getelementptr i8, ptr addrspace(1) %gep, i64 3328
  %v123 = load float, ptr addrspace(1) %p122, align 4
  %p126 = getelementptr i8, ptr addrspace(1) %gep, i64 3584
  %v127 = load float, ptr addrspace(1) %p126, align 4
  %p130 = getelementptr i8, ptr addrspace(1) %gep, i64 3840
  %v131 = load float, ptr addrspace(1) %p130, align 4
  %p134 = getelementptr i8, ptr addrspace(1) %gep, i64 4096
  %v135 = load float, ptr addrspace(1) %p134, align 4
  %p138 = getelementptr i8, ptr addrspace(1) %gep, i64 4352
  %v139 = load float, ptr addrspace(1) %p138, align 4
  %p142 = getelementptr i8, ptr addrspace(1) %gep, i64 4608
  %v143 = load float, ptr addrspace(1) %p142, align 4
  %p146 = getelementptr i8, ptr addrspace(1) %gep, i64 4864
  %v147 = load float, ptr addrspace(1) %p146, align 4
  %p150 = getelementptr i8, ptr addrspace(1) %gep, i64 5120
  %v151 = load float, ptr addrspace(1) %p150, align 4
  %p154 = getelementptr i8, ptr addrspace(1) %gep, i64 5376
  %v155 = load float, ptr addrspace(1) %p154, align 4
  %p158 = getelementptr i8, ptr addrspace(1) %gep, i64 5632
  %v159 = load float, ptr addrspace(1) %p158, align 4
  %p162 = getelementptr i8, ptr addrspace(1) %gep, i64 5888
  %v163 = load float, ptr addrspace(1) %p162, align 4
  %p166 = getelementptr i8, ptr addrspace(1) %gep, i64 6144
  %v167 = load float, ptr addrspace(1) %p166, align 4
  %p170 = getelementptr i8, ptr addrspace(1) %gep, i64 6400
  %v171 = load float, ptr addrspace(1) %p170, align 4
  %p174 = getelementptr i8, ptr addrspace(1) %gep, i64 6656
  %v175 = load float, ptr addrspace(1) %p174, align 4
  %p178 = getelementptr i8, ptr addrspace(1) %gep, i64 6912
  %v179 = load float, ptr addrspace(1) %p178, align 4
  %p182 = getelementptr i8, ptr addrspace(1) %gep, i64 7168
  %v183 = load float, ptr addrspace(1) %p182, align 4
  %p186 = getelementptr i8, ptr addrspace(1) %gep, i64 7424
  %v187 = load float, ptr addrspace(1) %p186, align 4
  %p190 = getelementptr i8, ptr addrspace(1) %gep, i64 7680
  %v191 = load float, ptr addrspace(1) %p190, align 4
  %p194 = getelementptr i8, ptr addrspace(1) %gep, i64 7936
  %v195 = load float, ptr addrspace(1) %p194, align 4
  %fadd = fadd reassoc contract float %phi63, %v71
  %fadd197 = fadd reassoc contract float %v75, %fadd
  %fadd198 = fadd reassoc contract float %v79, %fadd197
  %fadd199 = fadd reassoc contract float %v83, %fadd198
  %fadd200 = fadd reassoc contract float %v87, %fadd199
  %fadd201 = fadd reassoc contract float %v91, %fadd200
  %fadd202 = fadd reassoc contract float %v95, %fadd201
  %fadd203 = fadd reassoc contract float %v99, %fadd202
  %fadd204 = fadd reassoc contract float %v103, %fadd203
  %fadd205 = fadd reassoc contract float %v107, %fadd204
  %fadd206 = fadd reassoc contract float %v111, %fadd205
  %fadd207 = fadd reassoc contract float %v115, %fadd206
  %fadd208 = fadd reassoc contract float %v119, %fadd207
  %fadd209 = fadd reassoc contract float %v123, %fadd208
  %fadd210 = fadd reassoc contract float %v127, %fadd209
  %fadd211 = fadd reassoc contract float %v131, %fadd210
  %fadd212 = fadd reassoc contract float %v135, %fadd211
  %fadd213 = fadd reassoc contract float %v139, %fadd212
  %fadd214 = fadd reassoc contract float %v143, %fadd213
  %fadd215 = fadd reassoc contract float %v147, %fadd214
  %fadd216 = fadd reassoc contract float %v151, %fadd215
  %fadd217 = fadd reassoc contract float %v155, %fadd216
  %fadd218 = fadd reassoc contract float %v159, %fadd217
  %fadd219 = fadd reassoc contract float %v163, %fadd218
  %fadd220 = fadd reassoc contract float %v167, %fadd219
  %fadd221 = fadd reassoc contract float %v171, %fadd220
  %fadd222 = fadd reassoc contract float %v175, %fadd221
  %fadd223 = fadd reassoc contract float %v179, %fadd222
  %fadd224 = fadd reassoc contract float %v183, %fadd223
  %fadd225 = fadd reassoc contract float %v187, %fadd224
  %fadd226 = fadd reassoc contract float %v191, %fadd225
  %fadd227 = fadd reassoc contract float %v195, %fadd226
  %add228 = add nuw nsw i64 %i62, 1
  %exitcond.not = icmp eq i64 %add228, %full
  br i1 %exitcond.not, label %fold.exit, label %fold.body, !llvm.loop !4

fold.exit:                                        ; preds = %fold.body, %fold.body.preheader, %then58
  %phi230 = phi float [ 0.000000e+00, %then58 ], [ %fadd227.peel, %fold.body.preheader ], [ %fadd227, %fold.body ]
  %mul232 = shl nsw i64 %full, 10
  %add234 = add i64 %add66, %mul232
  %sub235 = add i64 %call51, -1
  %call236 = tail call i64 @llvm.smax.i64(i64 %sub235, i64 %add56)
  %cmp238 = icmp slt i64 %add234, %call51
  %call239 = tail call i64 @llvm.smin.i64(i64 %add234, i64 %call236)
  %p241.idx = shl i64 %call239, 3
  %p241 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p241.idx
  %v242 = load float, ptr addrspace(1) %p241, align 4
  %add243 = add i64 %add234, 32
  %cmp244 = icmp slt i64 %add243, %call51
  %call245 = tail call i64 @llvm.smin.i64(i64 %add243, i64 %call236)
  %p247.idx = shl i64 %call245, 3
  %p247 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p247.idx
  %v248 = load float, ptr addrspace(1) %p247, align 4
  %add249 = add i64 %add234, 64
  %cmp250 = icmp slt i64 %add249, %call51
  %call251 = tail call i64 @llvm.smin.i64(i64 %add249, i64 %call236)
  %p253.idx = shl i64 %call251, 3
  %p253 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p253.idx
  %v254 = load float, ptr addrspace(1) %p253, align 4
  %add255 = add i64 %add234, 96
  %cmp256 = icmp slt i64 %add255, %call51
  %call257 = tail call i64 @llvm.smin.i64(i64 %add255, i64 %call236)
  %p259.idx = shl i64 %call257, 3
  %p259 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p259.idx
  %v260 = load float, ptr addrspace(1) %p259, align 4
  %add261 = add i64 %add234, 128
  %cmp262 = icmp slt i64 %add261, %call51
  %call263 = tail call i64 @llvm.smin.i64(i64 %add261, i64 %call236)
  %p265.idx = shl i64 %call263, 3
  %p265 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p265.idx
  %v266 = load float, ptr addrspace(1) %p265, align 4
  %add267 = add i64 %add234, 160
  %cmp268 = icmp slt i64 %add267, %call51
  %call269 = tail call i64 @llvm.smin.i64(i64 %add267, i64 %call236)
  %p271.idx = shl i64 %call269, 3
  %p271 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p271.idx
  %v272 = load float, ptr addrspace(1) %p271, align 4
  %add273 = add i64 %add234, 192
  %cmp274 = icmp slt i64 %add273, %call51
  %call275 = tail call i64 @llvm.smin.i64(i64 %add273, i64 %call236)
  %p277.idx = shl i64 %call275, 3
  %p277 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p277.idx
  %v278 = load float, ptr addrspace(1) %p277, align 4
  %add279 = add i64 %add234, 224
  %cmp280 = icmp slt i64 %add279, %call51
  %call281 = tail call i64 @llvm.smin.i64(i64 %add279, i64 %call236)
  %p283.idx = shl i64 %call281, 3
  %p283 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p283.idx
  %v284 = load float, ptr addrspace(1) %p283, align 4
  %add285 = add i64 %add234, 256
  %cmp286 = icmp slt i64 %add285, %call51
  %call287 = tail call i64 @llvm.smin.i64(i64 %add285, i64 %call236)
  %p289.idx = shl i64 %call287, 3
  %p289 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p289.idx
  %v290 = load float, ptr addrspace(1) %p289, align 4
  %add291 = add i64 %add234, 288
  %cmp292 = icmp slt i64 %add291, %call51
  %call293 = tail call i64 @llvm.smin.i64(i64 %add291, i64 %call236)
  %p295.idx = shl i64 %call293, 3
  %p295 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p295.idx
  %v296 = load float, ptr addrspace(1) %p295, align 4
  %add297 = add i64 %add234, 320
  %cmp298 = icmp slt i64 %add297, %call51
  %call299 = tail call i64 @llvm.smin.i64(i64 %add297, i64 %call236)
  %p301.idx = shl i64 %call299, 3
  %p301 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p301.idx
  %v302 = load float, ptr addrspace(1) %p301, align 4
  %add303 = add i64 %add234, 352
  %cmp304 = icmp slt i64 %add303, %call51
  %call305 = tail call i64 @llvm.smin.i64(i64 %add303, i64 %call236)
  %p307.idx = shl i64 %call305, 3
  %p307 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p307.idx
  %v308 = load float, ptr addrspace(1) %p307, align 4
  %add309 = add i64 %add234, 384
  %cmp310 = icmp slt i64 %add309, %call51
  %call311 = tail call i64 @llvm.smin.i64(i64 %add309, i64 %call236)
  %p313.idx = shl i64 %call311, 3
  %p313 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p313.idx
  %v314 = load float, ptr addrspace(1) %p313, align 4
  %add315 = add i64 %add234, 416
  %cmp316 = icmp slt i64 %add315, %call51
  %call317 = tail call i64 @llvm.smin.i64(i64 %add315, i64 %call236)
  %p319.idx = shl i64 %call317, 3
  %p319 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p319.idx
  %v320 = load float, ptr addrspace(1) %p319, align 4
  %add321 = add i64 %add234, 448
  %cmp322 = icmp slt i64 %add321, %call51
  %call323 = tail call i64 @llvm.smin.i64(i64 %add321, i64 %call236)
  %p325.idx = shl i64 %call323, 3
  %p325 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p325.idx
  %v326 = load float, ptr addrspace(1) %p325, align 4
  %add327 = add i64 %add234, 480
  %cmp328 = icmp slt i64 %add327, %call51
  %call329 = tail call i64 @llvm.smin.i64(i64 %add327, i64 %call236)
  %p331.idx = shl i64 %call329, 3
  %p331 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p331.idx
  %v332 = load float, ptr addrspace(1) %p331, align 4
  %add333 = add i64 %add234, 512
  %cmp334 = icmp slt i64 %add333, %call51
  %call335 = tail call i64 @llvm.smin.i64(i64 %add333, i64 %call236)
  %p337.idx = shl i64 %call335, 3
  %p337 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p337.idx
  %v338 = load float, ptr addrspace(1) %p337, align 4
  %add339 = add i64 %add234, 544
  %cmp340 = icmp slt i64 %add339, %call51
  %call341 = tail call i64 @llvm.smin.i64(i64 %add339, i64 %call236)
  %p343.idx = shl i64 %call341, 3
  %p343 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p343.idx
  %v344 = load float, ptr addrspace(1) %p343, align 4
  %add345 = add i64 %add234, 576
  %cmp346 = icmp slt i64 %add345, %call51
  %call347 = tail call i64 @llvm.smin.i64(i64 %add345, i64 %call236)
  %p349.idx = shl i64 %call347, 3
  %p349 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p349.idx
  %v350 = load float, ptr addrspace(1) %p349, align 4
  %add351 = add i64 %add234, 608
  %cmp352 = icmp slt i64 %add351, %call51
  %call353 = tail call i64 @llvm.smin.i64(i64 %add351, i64 %call236)
  %p355.idx = shl i64 %call353, 3
  %p355 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p355.idx
  %v356 = load float, ptr addrspace(1) %p355, align 4
  %add357 = add i64 %add234, 640
  %cmp358 = icmp slt i64 %add357, %call51
  %call359 = tail call i64 @llvm.smin.i64(i64 %add357, i64 %call236)
  %p361.idx = shl i64 %call359, 3
  %p361 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p361.idx
  %v362 = load float, ptr addrspace(1) %p361, align 4
  %add363 = add i64 %add234, 672
  %cmp364 = icmp slt i64 %add363, %call51
  %call365 = tail call i64 @llvm.smin.i64(i64 %add363, i64 %call236)
  %p367.idx = shl i64 %call365, 3
  %p367 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p367.idx
  %v368 = load float, ptr addrspace(1) %p367, align 4
  %add369 = add i64 %add234, 704
  %cmp370 = icmp slt i64 %add369, %call51
  %call371 = tail call i64 @llvm.smin.i64(i64 %add369, i64 %call236)
  %p373.idx = shl i64 %call371, 3
  %p373 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p373.idx
  %v374 = load float, ptr addrspace(1) %p373, align 4
  %add375 = add i64 %add234, 736
  %cmp376 = icmp slt i64 %add375, %call51
  %call377 = tail call i64 @llvm.smin.i64(i64 %add375, i64 %call236)
  %p379.idx = shl i64 %call377, 3
  %p379 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p379.idx
  %v380 = load float, ptr addrspace(1) %p379, align 4
  %add381 = add i64 %add234, 768
  %cmp382 = icmp slt i64 %add381, %call51
  %call383 = tail call i64 @llvm.smin.i64(i64 %add381, i64 %call236)
  %p385.idx = shl i64 %call383, 3
  %p385 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p385.idx
  %v386 = load float, ptr addrspace(1) %p385, align 4
  %add387 = add i64 %add234, 800
  %cmp388 = icmp slt i64 %add387, %call51
  %call389 = tail call i64 @llvm.smin.i64(i64 %add387, i64 %call236)
  %p391.idx = shl i64 %call389, 3
  %p391 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p391.idx
  %v392 = load float, ptr addrspace(1) %p391, align 4
  %add393 = add i64 %add234, 832
  %cmp394 = icmp slt i64 %add393, %call51
  %call395 = tail call i64 @llvm.smin.i64(i64 %add393, i64 %call236)
  %p397.idx = shl i64 %call395, 3
  %p397 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p397.idx
  %v398 = load float, ptr addrspace(1) %p397, align 4
  %add399 = add i64 %add234, 864
  %cmp400 = icmp slt i64 %add399, %call51
  %call401 = tail call i64 @llvm.smin.i64(i64 %add399, i64 %call236)
  %p403.idx = shl i64 %call401, 3
  %p403 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p403.idx
  %v404 = load float, ptr addrspace(1) %p403, align 4
  %add405 = add i64 %add234, 896
  %cmp406 = icmp slt i64 %add405, %call51
  %call407 = tail call i64 @llvm.smin.i64(i64 %add405, i64 %call236)
  %p409.idx = shl i64 %call407, 3
  %p409 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p409.idx
  %v410 = load float, ptr addrspace(1) %p409, align 4
  %add411 = add i64 %add234, 928
  %cmp412 = icmp slt i64 %add411, %call51
  %call413 = tail call i64 @llvm.smin.i64(i64 %add411, i64 %call236)
  %p415.idx = shl i64 %call413, 3
  %p415 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p415.idx
  %v416 = load float, ptr addrspace(1) %p415, align 4
  %add417 = add i64 %add234, 960
  %cmp418 = icmp slt i64 %add417, %call51
  %call419 = tail call i64 @llvm.smin.i64(i64 %add417, i64 %call236)
  %p421.idx = shl i64 %call419, 3
  %p421 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p421.idx
  %v422 = load float, ptr addrspace(1) %p421, align 4
  %add423 = add i64 %add234, 992
  %cmp424 = icmp slt i64 %add423, %call51
  %call425 = tail call i64 @llvm.smin.i64(i64 %add423, i64 %call236)
  %p427.idx = shl i64 %call425, 3
  %p427 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 %p427.idx
  %v428 = load float, ptr addrspace(1) %p427, align 4
  %fadd429 = fadd reassoc contract float %phi230, %v242
  %sel430 = select i1 %cmp61, float %fadd429, float %v242
  %sel431 = select i1 %cmp238, float %sel430, float %phi230
  %has432 = or i1 %cmp61, %cmp238
  %fadd433 = fadd reassoc contract float %v248, %sel431
  %sel434 = select i1 %has432, float %fadd433, float %v248
  %sel435 = select i1 %cmp244, float %sel434, float %sel431
  %has436 = or i1 %has432, %cmp244
  %fadd437 = fadd reassoc contract float %v254, %sel435
  %sel438 = select i1 %has436, float %fadd437, float %v254
  %sel439 = select i1 %cmp250, float %sel438, float %sel435
  %has440 = or i1 %cmp250, %has436
  %fadd441 = fadd reassoc contract float %v260, %sel439
  %sel442 = select i1 %has440, float %fadd441, float %v260
  %sel443 = select i1 %cmp256, float %sel442, float %sel439
  %has444 = or i1 %cmp256, %has440
  %fadd445 = fadd reassoc contract float %v266, %sel443
  %sel446 = select i1 %has444, float %fadd445, float %v266
  %sel447 = select i1 %cmp262, float %sel446, float %sel443
  %has448 = or i1 %cmp262, %has444
  %fadd449 = fadd reassoc contract float %v272, %sel447
  %sel450 = select i1 %has448, float %fadd449, float %v272
  %sel451 = select i1 %cmp268, float %sel450, float %sel447
  %has452 = or i1 %cmp268, %has448
  %fadd453 = fadd reassoc contract float %v278, %sel451
  %sel454 = select i1 %has452, float %fadd453, float %v278
  %sel455 = select i1 %cmp274, float %sel454, float %sel451
  %has456 = or i1 %cmp274, %has452
  %fadd457 = fadd reassoc contract float %v284, %sel455
  %sel458 = select i1 %has456, float %fadd457, float %v284
  %sel459 = select i1 %cmp280, float %sel458, float %sel455
  %has460 = or i1 %cmp280, %has456
  %fadd461 = fadd reassoc contract float %v290, %sel459
  %sel462 = select i1 %has460, float %fadd461, float %v290
  %sel463 = select i1 %cmp286, float %sel462, float %sel459
  %has464 = or i1 %cmp286, %has460
  %fadd465 = fadd reassoc contract float %v296, %sel463
  %sel466 = select i1 %has464, float %fadd465, float %v296
  %sel467 = select i1 %cmp292, float %sel466, float %sel463
  %has468 = or i1 %cmp292, %has464
  %fadd469 = fadd reassoc contract float %v302, %sel467
  %sel470 = select i1 %has468, float %fadd469, float %v302
  %sel471 = select i1 %cmp298, float %sel470, float %sel467
  %has472 = or i1 %cmp298, %has468
  %fadd473 = fadd reassoc contract float %v308, %sel471
  %sel474 = select i1 %has472, float %fadd473, float %v308
  %sel475 = select i1 %cmp304, float %sel474, float %sel471
  %has476 = or i1 %cmp304, %has472
  %fadd477 = fadd reassoc contract float %v314, %sel475
  %sel478 = select i1 %has476, float %fadd477, float %v314
  %sel479 = select i1 %cmp310, float %sel478, float %sel475
  %has480 = or i1 %cmp310, %has476
  %fadd481 = fadd reassoc contract float %v320, %sel479
  %sel482 = select i1 %has480, float %fadd481, float %v320
  %sel483 = select i1 %cmp316, float %sel482, float %sel479
  %has484 = or i1 %cmp316, %has480
  %fadd485 = fadd reassoc contract float %v326, %sel483
  %sel486 = select i1 %has484, float %fadd485, float %v326
  %sel487 = select i1 %cmp322, float %sel486, float %sel483
  %has488 = or i1 %cmp322, %has484
  %fadd489 = fadd reassoc contract float %v332, %sel487
  %sel490 = select i1 %has488, float %fadd489, float %v332
  %sel491 = select i1 %cmp328, float %sel490, float %sel487
  %has492 = or i1 %cmp328, %has488
  %fadd493 = fadd reassoc contract float %v338, %sel491
  %sel494 = select i1 %has492, float %fadd493, float %v338
  %sel495 = select i1 %cmp334, float %sel494, float %sel491
  %has496 = or i1 %cmp334, %has492
  %fadd497 = fadd reassoc contract float %v344, %sel495
  %sel498 = select i1 %has496, float %fadd497, float %v344
  %sel499 = select i1 %cmp340, float %sel498, float %sel495
  %has500 = or i1 %cmp340, %has496
  %fadd501 = fadd reassoc contract float %v350, %sel499
  %sel502 = select i1 %has500, float %fadd501, float %v350
  %sel503 = select i1 %cmp346, float %sel502, float %sel499
  %has504 = or i1 %cmp346, %has500
  %fadd505 = fadd reassoc contract float %v356, %sel503
  %sel506 = select i1 %has504, float %fadd505, float %v356
  %sel507 = select i1 %cmp352, float %sel506, float %sel503
  %has508 = or i1 %cmp352, %has504
  %fadd509 = fadd reassoc contract float %v362, %sel507
  %sel510 = select i1 %has508, float %fadd509, float %v362
  %sel511 = select i1 %cmp358, float %sel510, float %sel507
  %has512 = or i1 %cmp358, %has508
  %fadd513 = fadd reassoc contract float %v368, %sel511
  %sel514 = select i1 %has512, float %fadd513, float %v368
  %sel515 = select i1 %cmp364, float %sel514, float %sel511
  %has516 = or i1 %cmp364, %has512
  %fadd517 = fadd reassoc contract float %v374, %sel515
  %sel518 = select i1 %has516, float %fadd517, float %v374
  %sel519 = select i1 %cmp370, float %sel518, float %sel515
  %has520 = or i1 %cmp370, %has516
  %fadd521 = fadd reassoc contract float %v380, %sel519
  %sel522 = select i1 %has520, float %fadd521, float %v380
  %sel523 = select i1 %cmp376, float %sel522, float %sel519
  %has524 = or i1 %cmp376, %has520
  %fadd525 = fadd reassoc contract float %v386, %sel523
  %sel526 = select i1 %has524, float %fadd525, float %v386
  %sel527 = select i1 %cmp382, float %sel526, float %sel523
  %has528 = or i1 %cmp382, %has524
  %fadd529 = fadd reassoc contract float %v392, %sel527
  %sel530 = select i1 %has528, float %fadd529, float %v392
  %sel531 = select i1 %cmp388, float %sel530, float %sel527
  %has532 = or i1 %cmp388, %has528
  %fadd533 = fadd reassoc contract float %v398, %sel531
  %sel534 = select i1 %has532, float %fadd533, float %v398
  %sel535 = select i1 %cmp394, float %sel534, float %sel531
  %has536 = or i1 %cmp394, %has532
  %fadd537 = fadd reassoc contract float %v404, %sel535
  %sel538 = select i1 %has536, float %fadd537, float %v404
  %sel539 = select i1 %cmp400, float %sel538, float %sel535
  %has540 = or i1 %cmp400, %has536
  %fadd541 = fadd reassoc contract float %v410, %sel539
  %sel542 = select i1 %has540, float %fadd541, float %v410
  %sel543 = select i1 %cmp406, float %sel542, float %sel539
  %has544 = or i1 %cmp406, %has540
  %fadd545 = fadd reassoc contract float %v416, %sel543
  %sel546 = select i1 %has544, float %fadd545, float %v416
  %sel547 = select i1 %cmp412, float %sel546, float %sel543
  %has548 = or i1 %cmp412, %has544
  %fadd549 = fadd reassoc contract float %v422, %sel547
  %sel550 = select i1 %has548, float %fadd549, float %v422
  %sel551 = select i1 %cmp418, float %sel550, float %sel547
  %has552 = or i1 %cmp418, %has548
  %fadd553 = fadd reassoc contract float %v428, %sel551
  %sel554 = select i1 %has552, float %fadd553, float %v428
  %sel555 = select i1 %cmp424, float %sel554, float %sel551
  %call557 = tail call i64 @llvm.smin.i64(i64 %sub60, i64 32)
  %call558 = tail call i64 @llvm.smax.i64(i64 %call557, i64 1)
  %bits = bitcast float %sel555 to i32
  %call559 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits, i32 1, i32 31)
  %leaf = bitcast i32 %call559 to float
  %cmp561 = icmp sgt i64 %call557, %add560
  %fadd562 = fadd reassoc contract float %sel555, %leaf
  %sel563 = select i1 %cmp561, float %fadd562, float %sel555
  %bits564 = bitcast float %sel563 to i32
  %call565 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits564, i32 2, i32 31)
  %leaf566 = bitcast i32 %call565 to float
  %cmp568 = icmp ult i64 %add567, %call558
  %fadd569 = fadd reassoc contract float %sel563, %leaf566
  %sel570 = select i1 %cmp568, float %fadd569, float %sel563
  %bits571 = bitcast float %sel570 to i32
  %call572 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits571, i32 4, i32 31)
  %leaf573 = bitcast i32 %call572 to float
  %cmp575 = icmp ult i64 %add574, %call558
  %fadd576 = fadd reassoc contract float %sel570, %leaf573
  %sel577 = select i1 %cmp575, float %fadd576, float %sel570
  %bits578 = bitcast float %sel577 to i32
  %call579 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits578, i32 8, i32 31)
  %leaf580 = bitcast i32 %call579 to float
  %cmp582 = icmp ult i64 %add581, %call558
  %fadd583 = fadd reassoc contract float %sel577, %leaf580
  %sel584 = select i1 %cmp582, float %fadd583, float %sel577
  %bits585 = bitcast float %sel584 to i32
  %call586 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits585, i32 16, i32 31)
  br i1 %cmp, label %then603, label %endif

then603:                                          ; preds = %fold.exit
  %mul592 = shl i64 %call51, 1
  %add593 = or disjoint i64 %mul592, 1
  %p596 = getelementptr inbounds i64, ptr addrspace(1) %10, i64 %add593
  %v597 = load i64, ptr addrspace(1) %p596, align 4
  %cmp598.not = icmp eq i64 %v597, 0
  %cmp589 = icmp sgt i64 %sub60, 16
  %leaf587 = bitcast i32 %call586 to float
  %fadd590 = fadd reassoc contract float %sel584, %leaf587
  %sel591 = select i1 %cmp589, float %fadd590, float %sel584
  %p594 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %add593
  %v595 = load float, ptr addrspace(1) %p594, align 4
  %fadd599 = fadd reassoc contract float %sel591, %v595
  %sel601 = select i1 %cmp598.not, float %sel591, float %fadd599
  %fadd605 = fadd reassoc contract float %sel601, 0.000000e+00
  %p607 = getelementptr inbounds float, ptr addrspace(1) %8, i64 %key
  store float %fadd605, ptr addrspace(1) %p607, align 4
  br label %endif
}

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #5

attributes #0 = { norecurse nounwind }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2, !3}

!0 = !{ptr @systole_fold_seg_csr_spmv_f32_segment, !"kernel", i32 1}
!1 = !{ptr @systole_fold_seg_csr_spmv_f32_segment, !"maxntidx", i32 256}
!2 = !{ptr @systole_fold_seg_csr_spmv_f32_segment, !"minctasm", i32 4}
!3 = !{ptr @systole_fold_seg_csr_spmv_f32_finish, !"kernel", i32 1}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.peeled.count", i32 1}
