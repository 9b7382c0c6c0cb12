; ModuleID = 'systole_fold_f32'
source_filename = "systole_fold_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define void @systole_fold_f32_rows(i64 %0, i64 %1, ptr addrspace(1) noalias nocapture readonly %2, i64 %3, i64 %4, ptr addrspace(1) noalias nocapture writeonly %5, ptr addrspace(1) noalias nocapture readnone %6, i64 %7, i64 %8) local_unnamed_addr #0 {
entry:
  %call = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg = zext nneg i32 %call to i64
  %call1 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %sreg2 = zext nneg i32 %call1 to i64
  %call3 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %sreg4 = zext nneg i32 %call3 to i64
  %mul5 = mul nuw nsw i64 %sreg4, %sreg2
  %add = add nuw nsw i64 %mul5, %sreg
  %call6 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %sreg7 = zext nneg i32 %call6 to i64
  %mul8 = mul nuw nsw i64 %sreg2, %sreg7
  %warp9 = lshr i64 %mul8, 5
  %lane = and i64 %sreg, 31
  %cmp = icmp eq i64 %lane, 0
  %cmp10 = icmp slt i64 %4, 17
  br i1 %cmp10, label %then, label %else

then:                                             ; preds = %entry
  %cmp11 = icmp slt i64 %add, %3
  br i1 %cmp11, label %stride.body.preheader, label %endif

stride.body.preheader:                            ; preds = %then
  %cmp12 = icmp sgt i64 %4, 0
  %xtraiter = and i64 %4, 7
  %9 = icmp ult i64 %4, 8
  %unroll_iter = and i64 %4, 9223372036854775800
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br label %stride.body

else:                                             ; preds = %entry
  %warp = lshr i64 %add, 5
  %cmp24 = icmp slt i64 %warp, %3
  br i1 %cmp24, label %stride.body22.preheader, label %endif

stride.body22.preheader:                          ; preds = %else
  %full222 = lshr i64 %4, 8
  %cmp28.not = icmp ugt i64 %4, 255
  %mul87 = and i64 %4, 9223372036854775552
  %add89 = or disjoint i64 %mul87, %lane
  %call91 = add nsw i64 %4, -1
  %cmp93 = icmp ult i64 %add89, %4
  %10 = tail call i64 @llvm.umin.i64(i64 %add89, i64 %call91)
  %add99 = or disjoint i64 %add89, 32
  %cmp100 = icmp ult i64 %add99, %4
  %11 = tail call i64 @llvm.umin.i64(i64 %add99, i64 %call91)
  %add106 = or disjoint i64 %add89, 64
  %cmp107 = icmp ult i64 %add106, %4
  %12 = tail call i64 @llvm.umin.i64(i64 %add106, i64 %call91)
  %add113 = or disjoint i64 %add89, 96
  %cmp114 = icmp ult i64 %add113, %4
  %13 = tail call i64 @llvm.umin.i64(i64 %add113, i64 %call91)
  %add120 = or disjoint i64 %add89, 128
  %cmp121 = icmp ult i64 %add120, %4
  %14 = tail call i64 @llvm.umin.i64(i64 %add120, i64 %call91)
  %add127 = or disjoint i64 %add89, 160
  %cmp128 = icmp ult i64 %add127, %4
  %15 = tail call i64 @llvm.umin.i64(i64 %add127, i64 %call91)
  %add134 = or disjoint i64 %add89, 192
  %cmp135 = icmp ult i64 %add134, %4
  %16 = tail call i64 @llvm.umin.i64(i64 %add134, i64 %call91)
  %add141 = or disjoint i64 %add89, 224
  %cmp142 = icmp ult i64 %add141, %4
  %17 = tail call i64 @llvm.umin.i64(i64 %add141, i64 %call91)
  %18 = tail call i64 @llvm.umin.i64(i64 %4, i64 32)
  %add182 = add nuw nsw i64 %lane, 1
  %cmp183 = icmp ugt i64 %18, %add182
  %add189 = add nuw nsw i64 %lane, 2
  %cmp190 = icmp ult i64 %add189, %18
  %add196 = add nuw nsw i64 %lane, 4
  %cmp197 = icmp ult i64 %add196, %18
  %add203 = add nuw nsw i64 %lane, 8
  %cmp204 = icmp ult i64 %add203, %18
  %add40.peel = or disjoint i64 %lane, 32
  %add45.peel = or disjoint i64 %lane, 64
  %add50.peel = or disjoint i64 %lane, 96
  %add55.peel = or disjoint i64 %lane, 128
  %add60.peel = or disjoint i64 %lane, 160
  %add65.peel = or disjoint i64 %lane, 192
  %add70.peel = or disjoint i64 %lane, 224
  %exitcond.peel.not = icmp eq i64 %full222, 1
  br label %stride.body22

endif:                                            ; preds = %endif218, %fold.exit, %else, %then
  ret void

stride.body:                                      ; preds = %stride.body.preheader, %fold.exit
  %i = phi i64 [ %add20, %fold.exit ], [ %add, %stride.body.preheader ]
  br i1 %cmp12, label %fold.body.preheader, label %fold.exit

fold.body.preheader:                              ; preds = %stride.body
  %mul14 = mul i64 %i, %4
  %19 = getelementptr float, ptr addrspace(1) %2, i64 %mul14
  br i1 %9, label %fold.exit.loopexit.unr-lcssa, label %fold.body

fold.body:                                        ; preds = %fold.body.preheader, %fold.body
  %i13 = phi i64 [ %add16.7, %fold.body ], [ 0, %fold.body.preheader ]
  %phi = phi float [ %fadd.7, %fold.body ], [ 0.000000e+00, %fold.body.preheader ]
  %niter = phi i64 [ %niter.next.7, %fold.body ], [ 0, %fold.body.preheader ]
  %p = getelementptr float, ptr addrspace(1) %19, i64 %i13
  %v = load float, ptr addrspace(1) %p, align 4
  %fadd = fadd reassoc contract float %phi, %v
  %add16 = or disjoint i64 %i13, 1
  %p.1 = getelementptr float, ptr addrspace(1) %19, i64 %add16
  %v.1 = load float, ptr addrspace(1) %p.1, align 4
  %fadd.1 = fadd reassoc contract float %fadd, %v.1
  %add16.1 = or disjoint i64 %i13, 2
  %p.2 = getelementptr float, ptr addrspace(1) %19, i64 %add16.1
  %v.2 = load float, ptr addrspace(1) %p.2, align 4
  %fadd.2 = fadd reassoc contract float %fadd.1, %v.2
  %add16.2 = or disjoint i64 %i13, 3
  %p.3 = getelementptr float, ptr addrspace(1) %19, i64 %add16.2
  %v.3 = load float, ptr addrspace(1) %p.3, align 4
  %fadd.3 = fadd reassoc contract float %fadd.2, %v.3
  %add16.3 = or disjoint i64 %i13, 4
  %p.4 = getelementptr float, ptr addrspace(1) %19, i64 %add16.3
  %v.4 = load float, ptr addrspace(1) %p.4, align 4
  %fadd.4 = fadd reassoc contract float %fadd.3, %v.4
  %add16.4 = or disjoint i64 %i13, 5
  %p.5 = getelementptr float, ptr addrspace(1) %19, i64 %add16.4
  %v.5 = load float, ptr addrspace(1) %p.5, align 4
  %fadd.5 = fadd reassoc contract float %fadd.4, %v.5
  %add16.5 = or disjoint i64 %i13, 6
  %p.6 = getelementptr float, ptr addrspace(1) %19, i64 %add16.5
  %v.6 = load float, ptr addrspace(1) %p.6, align 4
  %fadd.6 = fadd reassoc contract float %fadd.5, %v.6
  %add16.6 = or disjoint i64 %i13, 7
  %p.7 = getelementptr float, ptr addrspace(1) %19, i64 %add16.6
  %v.7 = load float, ptr addrspace(1) %p.7, align 4
  %fadd.7 = fadd reassoc contract float %fadd.6, %v.7
  %add16.7 = add nuw nsw i64 %i13, 8
  %niter.next.7 = add i64 %niter, 8
  %niter.ncmp.7 = icmp eq i64 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %fold.exit.loopexit.unr-lcssa, label %fold.body

fold.exit.loopexit.unr-lcssa:                     ; preds = %fold.body, %fold.body.preheader
  %fadd.lcssa.ph = phi float [ poison, %fold.body.preheader ], [ %fadd.7, %fold.body ]
  %i13.unr = phi i64 [ 0, %fold.body.preheader ], [ %add16.7, %fold.body ]
  %phi.unr = phi float [ 0.000000e+00, %fold.body.preheader ], [ %fadd.7, %fold.body ]
  br i1 %lcmp.mod.not, label %fold.exit, label %fold.body.epil

fold.body.epil:                                   ; preds = %fold.exit.loopexit.unr-lcssa, %fold.body.epil
  %i13.epil = phi i64 [ %add16.epil, %fold.body.epil ], [ %i13.unr, %fold.exit.loopexit.unr-lcssa ]
  %phi.epil = phi float [ %fadd.epil, %fold.body.epil ], [ %phi.unr, %fold.exit.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %fold.body.epil ], [ 0, %fold.exit.loopexit.unr-lcssa ]
  %p.epil = getelementptr float, ptr addrspace(1) %19, i64 %i13.epil
  %v.epil = load float, ptr addrspace(1) %p.epil, align 4
  %fadd.epil = fadd reassoc contract float %phi.epil, %v.epil
  %add16.epil = add nuw nsw i64 %i13.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %fold.exit, label %fold.body.epil, !llvm.loop !3

fold.exit:                                        ; preds = %fold.exit.loopexit.unr-lcssa, %fold.body.epil, %stride.body
  %phi18 = phi float [ 0.000000e+00, %stride.body ], [ %fadd.lcssa.ph, %fold.exit.loopexit.unr-lcssa ], [ %fadd.epil, %fold.body.epil ]
  %p19 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %i
  store float %phi18, ptr addrspace(1) %p19, align 4
  %add20 = add i64 %i, %mul8
  %cmp21 = icmp slt i64 %add20, %3
  br i1 %cmp21, label %stride.body, label %endif

stride.body22:                                    ; preds = %stride.body22.preheader, %endif218
  %i25 = phi i64 [ %add220, %endif218 ], [ %warp, %stride.body22.preheader ]
  %mul36 = mul i64 %i25, %4
  br i1 %cmp28.not, label %fold.body26.preheader, label %fold.exit27

fold.body26.preheader:                            ; preds = %stride.body22
  %20 = getelementptr float, ptr addrspace(1) %2, i64 %mul36
  %p38.peel = getelementptr float, ptr addrspace(1) %20, i64 %lane
  %v39.peel = load float, ptr addrspace(1) %p38.peel, align 4
  %p43.peel = getelementptr float, ptr addrspace(1) %20, i64 %add40.peel
  %v44.peel = load float, ptr addrspace(1) %p43.peel, align 4
  %p48.peel = getelementptr float, ptr addrspace(1) %20, i64 %add45.peel
  %v49.peel = load float, ptr addrspace(1) %p48.peel, align 4
  %p53.peel = getelementptr float, ptr addrspace(1) %20, i64 %add50.peel
  %v54.peel = load float, ptr addrspace(1) %p53.peel, align 4
  %p58.peel = getelementptr float, ptr addrspace(1) %20, i64 %add55.peel
  %v59.peel = load float, ptr addrspace(1) %p58.peel, align 4
  %p63.peel = getelementptr float, ptr addrspace(1) %20, i64 %add60.peel
  %v64.peel = load float, ptr addrspace(1) %p63.peel, align 4
  %p68.peel = getelementptr float, ptr addrspace(1) %20, i64 %add65.peel
  %v69.peel = load float, ptr addrspace(1) %p68.peel, align 4
  %p73.peel = getelementptr float, ptr addrspace(1) %20, i64 %add70.peel
  %v74.peel = load float, ptr addrspace(1) %p73.peel, align 4
  %fadd76.peel = fadd reassoc contract float %v44.peel, %v39.peel
  %fadd77.peel = fadd reassoc contract float %v49.peel, %fadd76.peel
  %fadd78.peel = fadd reassoc contract float %v54.peel, %fadd77.peel
  %fadd79.peel = fadd reassoc contract float %v59.peel, %fadd78.peel
  %fadd80.peel = fadd reassoc contract float %v64.peel, %fadd79.peel
  %fadd81.peel = fadd reassoc contract float %v69.peel, %fadd80.peel
  %fadd82.peel = fadd reassoc contract float %v74.peel, %fadd81.peel
  br i1 %exitcond.peel.not, label %fold.exit27, label %fold.body26

fold.body26:                                      ; preds = %fold.body26.preheader, %fold.body26
  %i29 = phi i64 [ %add83, %fold.body26 ], [ 1, %fold.body26.preheader ]
  %phi30 = phi float [ %fadd82, %fold.body26 ], [ %fadd82.peel, %fold.body26.preheader ]
  %mul32 = shl i64 %i29, 8
  %add34 = or disjoint i64 %mul32, %lane
  %p38 = getelementptr float, ptr addrspace(1) %20, i64 %add34
  %v39 = load float, ptr addrspace(1) %p38, align 4
  %add40 = or disjoint i64 %add34, 32
  %p43 = getelementptr float, ptr addrspace(1) %20, i64 %add40
  %v44 = load float, ptr addrspace(1) %p43, align 4
  %add45 = or disjoint i64 %add34, 64
  %p48 = getelementptr float, ptr addrspace(1) %20, i64 %add45
  %v49 = load float, ptr addrspace(1) %p48, align 4
  %add50 = or disjoint i64 %add34, 96
  %p53 = getelementptr float, ptr addrspace(1) %20, i64 %add50
  %v54 = load float, ptr addrspace(1) %p53, align 4
  %add55 = or disjoint i64 %add34, 128
  %p58 = getelementptr float, ptr addrspace(1) %20, i64 %add55
  %v59 = load float, ptr addrspace(1) %p58, align 4
  %add60 = or disjoint i64 %add34, 160
  %p63 = getelementptr float, ptr addrspace(1) %20, i64 %add60
  %v64 = load float, ptr addrspace(1) %p63, align 4
  %add65 = or disjoint i64 %add34, 192
  %p68 = getelementptr float, ptr addrspace(1) %20, i64 %add65
  %v69 = load float, ptr addrspace(1) %p68, align 4
  %add70 = or disjoint i64 %add34, 224
  %p73 = getelementptr float, ptr addrspace(1) %20, i64 %add70
  %v74 = load float, ptr addrspace(1) %p73, align 4
  %fadd75 = fadd reassoc contract float %phi30, %v39
  %fadd76 = fadd reassoc contract float %v44, %fadd75
  %fadd77 = fadd reassoc contract float %v49, %fadd76
  %fadd78 = fadd reassoc contract float %v54, %fadd77
  %fadd79 = fadd reassoc contract float %v59, %fadd78
  %fadd80 = fadd reassoc contract float %v64, %fadd79
  %fadd81 = fadd reassoc contract float %v69, %fadd80
  %fadd82 = fadd reassoc contract float %v74, %fadd81
  %add83 = add nuw nsw i64 %i29, 1
  %exitcond.not = icmp eq i64 %add83, %full222
  br i1 %exitcond.not, label %fold.exit27, label %fold.body26, !llvm.loop !5

fold.exit27:                                      ; preds = %fold.body26, %fold.body26.preheader, %stride.body22
  %phi85 = phi float [ 0.000000e+00, %stride.body22 ], [ %fadd82.peel, %fold.body26.preheader ], [ %fadd82, %fold.body26 ]
  %21 = getelementptr float, ptr addrspace(1) %2, i64 %mul36
  %p97 = getelementptr float, ptr addrspace(1) %21, i64 %10
  %v98 = load float, ptr addrspace(1) %p97, align 4
  %p104 = getelementptr float, ptr addrspace(1) %21, i64 %11
  %v105 = load float, ptr addrspace(1) %p104, align 4
  %p111 = getelementptr float, ptr addrspace(1) %21, i64 %12
  %v112 = load float, ptr addrspace(1) %p111, align 4
  %p118 = getelementptr float, ptr addrspace(1) %21, i64 %13
  %v119 = load float, ptr addrspace(1) %p118, align 4
  %p125 = getelementptr float, ptr addrspace(1) %21, i64 %14
  %v126 = load float, ptr addrspace(1) %p125, align 4
  %p132 = getelementptr float, ptr addrspace(1) %21, i64 %15
  %v133 = load float, ptr addrspace(1) %p132, align 4
  %p139 = getelementptr float, ptr addrspace(1) %21, i64 %16
  %v140 = load float, ptr addrspace(1) %p139, align 4
  %p146 = getelementptr float, ptr addrspace(1) %21, i64 %17
  %v147 = load float, ptr addrspace(1) %p146, align 4
  %fadd148 = fadd reassoc contract float %phi85, %v98
  %sel149 = select i1 %cmp28.not, float %fadd148, float %v98
  %sel150 = select i1 %cmp93, float %sel149, float %phi85
  %fadd151 = fadd reassoc contract float %v105, %sel150
  %sel153 = select i1 %cmp100, float %fadd151, float %sel150
  %fadd155 = fadd reassoc contract float %v112, %sel153
  %sel157 = select i1 %cmp107, float %fadd155, float %sel153
  %fadd159 = fadd reassoc contract float %v119, %sel157
  %sel161 = select i1 %cmp114, float %fadd159, float %sel157
  %fadd163 = fadd reassoc contract float %v126, %sel161
  %sel165 = select i1 %cmp121, float %fadd163, float %sel161
  %fadd167 = fadd reassoc contract float %v133, %sel165
  %sel169 = select i1 %cmp128, float %fadd167, float %sel165
  %fadd171 = fadd reassoc contract float %v140, %sel169
  %sel173 = select i1 %cmp135, float %fadd171, float %sel169
  %fadd175 = fadd reassoc contract float %v147, %sel173
  %sel177 = select i1 %cmp142, float %fadd175, float %sel173
  %bits = bitcast float %sel177 to i32
  %call181 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits, i32 1, i32 31)
  %leaf = bitcast i32 %call181 to float
  %fadd184 = fadd reassoc contract float %sel177, %leaf
  %sel185 = select i1 %cmp183, float %fadd184, float %sel177
  %bits186 = bitcast float %sel185 to i32
  %call187 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits186, i32 2, i32 31)
  %leaf188 = bitcast i32 %call187 to float
  %fadd191 = fadd reassoc contract float %sel185, %leaf188
  %sel192 = select i1 %cmp190, float %fadd191, float %sel185
  %bits193 = bitcast float %sel192 to i32
  %call194 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits193, i32 4, i32 31)
  %leaf195 = bitcast i32 %call194 to float
  %fadd198 = fadd reassoc contract float %sel192, %leaf195
  %sel199 = select i1 %cmp197, float %fadd198, float %sel192
  %bits200 = bitcast float %sel199 to i32
  %call201 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits200, i32 8, i32 31)
  %leaf202 = bitcast i32 %call201 to float
  %fadd205 = fadd reassoc contract float %sel199, %leaf202
  %sel206 = select i1 %cmp204, float %fadd205, float %sel199
  %bits207 = bitcast float %sel206 to i32
  %call208 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits207, i32 16, i32 31)
  br i1 %cmp, label %then217, label %endif218

then217:                                          ; preds = %fold.exit27
  %leaf209 = bitcast i32 %call208 to float
  %fadd212 = fadd reassoc contract float %sel206, %leaf209
  %fadd215 = fadd reassoc contract float %fadd212, 0.000000e+00
  %p219 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %i25
  store float %fadd215, ptr addrspace(1) %p219, align 4
  br label %endif218

endif218:                                         ; preds = %then217, %fold.exit27
  %add220 = add i64 %i25, %warp9
  %cmp221 = icmp slt i64 %add220, %3
  br i1 %cmp221, label %stride.body22, label %endif
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
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #2

; Function Attrs: norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define void @systole_fold_f32_segment(i64 %0, i64 %1, ptr addrspace(1) noalias nocapture readonly %2, i64 %3, i64 %4, ptr addrspace(1) noalias nocapture readnone %5, ptr addrspace(1) noalias nocapture writeonly %6, i64 %7, i64 %8) local_unnamed_addr #0 {
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
  %mul10 = mul i64 %7, %3
  %cmp11 = icmp slt i64 %warp, %mul10
  br i1 %cmp11, label %stride.body.preheader, label %stride.exit

stride.body.preheader:                            ; preds = %entry
  %add167 = add nuw nsw i64 %lane, 1
  %add174 = add nuw nsw i64 %lane, 2
  %add181 = add nuw nsw i64 %lane, 4
  %add188 = add nuw nsw i64 %lane, 8
  %add195 = add nuw nsw i64 %lane, 16
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %endif
  %i = phi i64 [ %add200, %endif ], [ %warp, %stride.body.preheader ]
  %row = sdiv i64 %i, %7
  %mul12 = mul i64 %row, %7
  %sub = sub i64 %i, %mul12
  %mul13 = mul i64 %sub, %8
  %add14 = add i64 %mul13, %8
  %call15 = tail call i64 @llvm.smin.i64(i64 %add14, i64 %4)
  %sub16 = sub i64 %call15, %mul13
  %full = sdiv i64 %sub16, 256
  %cmp17 = icmp sgt i64 %sub16, 255
  %mul24 = mul i64 %row, %4
  br i1 %cmp17, label %fold.body.preheader, label %fold.exit

fold.body.preheader:                              ; preds = %stride.body
  %9 = getelementptr float, ptr addrspace(1) %2, i64 %mul24
  %10 = getelementptr float, ptr addrspace(1) %9, i64 %mul13
  %invariant.gep = getelementptr float, ptr addrspace(1) %10, i64 %lane
  %v.peel = load float, ptr addrspace(1) %invariant.gep, align 4
  %p29.peel = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 128
  %v30.peel = load float, ptr addrspace(1) %p29.peel, align 4
  %p34.peel = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 256
  %v35.peel = load float, ptr addrspace(1) %p34.peel, align 4
  %p39.peel = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 384
  %v40.peel = load float, ptr addrspace(1) %p39.peel, align 4
  %p44.peel = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 512
  %v45.peel = load float, ptr addrspace(1) %p44.peel, align 4
  %p49.peel = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 640
  %v50.peel = load float, ptr addrspace(1) %p49.peel, align 4
  %p54.peel = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 768
  %v55.peel = load float, ptr addrspace(1) %p54.peel, align 4
  %p59.peel = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 896
  %v60.peel = load float, ptr addrspace(1) %p59.peel, align 4
  %fadd61.peel = fadd reassoc contract float %v30.peel, %v.peel
  %fadd62.peel = fadd reassoc contract float %v35.peel, %fadd61.peel
  %fadd63.peel = fadd reassoc contract float %v40.peel, %fadd62.peel
  %fadd64.peel = fadd reassoc contract float %v45.peel, %fadd63.peel
  %fadd65.peel = fadd reassoc contract float %v50.peel, %fadd64.peel
  %fadd66.peel = fadd reassoc contract float %v55.peel, %fadd65.peel
  %fadd67.peel = fadd reassoc contract float %v60.peel, %fadd66.peel
  %11 = and i64 %sub16, 9223372036854775552
  %exitcond.peel.not = icmp eq i64 %11, 256
  br i1 %exitcond.peel.not, label %fold.exit, label %fold.body.preheader205

fold.body.preheader205:                           ; preds = %fold.body.preheader
  %12 = add nsw i64 %full, -1
  %xtraiter = and i64 %12, 1
  %13 = and i64 %sub16, 9223372036854775552
  %14 = icmp eq i64 %13, 512
  br i1 %14, label %fold.exit.loopexit.unr-lcssa, label %fold.body.preheader205.new

fold.body.preheader205.new:                       ; preds = %fold.body.preheader205
  %unroll_iter = and i64 %12, -2
  br label %fold.body

stride.exit:                                      ; preds = %endif, %entry
  ret void

fold.body:                                        ; preds = %fold.body, %fold.body.preheader205.new
  %i18 = phi i64 [ 1, %fold.body.preheader205.new ], [ %add68.1, %fold.body ]
  %phi = phi float [ %fadd67.peel, %fold.body.preheader205.new ], [ %fadd67.1, %fold.body ]
  %niter = phi i64 [ 0, %fold.body.preheader205.new ], [ %niter.next.1, %fold.body ]
  %.idx = shl i64 %i18, 10
  %gep = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %.idx
  %v = load float, ptr addrspace(1) %gep, align 4
  %p29 = getelementptr i8, ptr addrspace(1) %gep, i64 128
  %v30 = load float, ptr addrspace(1) %p29, align 4
  %p34 = getelementptr i8, ptr addrspace(1) %gep, i64 256
  %v35 = load float, ptr addrspace(1) %p34, align 4
  %p39 = getelementptr i8, ptr addrspace(1) %gep, i64 384
  %v40 = load float, ptr addrspace(1) %p39, align 4
  %p44 = getelementptr i8, ptr addrspace(1) %gep, i64 512
  %v45 = load float, ptr addrspace(1) %p44, align 4
  %p49 = getelementptr i8, ptr addrspace(1) %gep, i64 640
  %v50 = load float, ptr addrspace(1) %p49, align 4
  %p54 = getelementptr i8, ptr addrspace(1) %gep, i64 768
  %v55 = load float, ptr addrspace(1) %p54, align 4
  %p59 = getelementptr i8, ptr addrspace(1) %gep, i64 896
  %v60 = load float, ptr addrspace(1) %p59, align 4
  %fadd = fadd reassoc contract float %phi, %v
  %fadd61 = fadd reassoc contract float %v30, %fadd
  %fadd62 = fadd reassoc contract float %v35, %fadd61
  %fadd63 = fadd reassoc contract float %v40, %fadd62
  %fadd64 = fadd reassoc contract float %v45, %fadd63
  %fadd65 = fadd reassoc contract float %v50, %fadd64
  %fadd66 = fadd reassoc contract float %v55, %fadd65
  %fadd67 = fadd reassoc contract float %v60, %fadd66
  %add68 = shl i64 %i18, 10
  %15 = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %add68
  %gep.1 = getelementptr i8, ptr addrspace(1) %15, i64 1024
  %v.1 = load float, ptr addrspace(1) %gep.1, align 4
  %p29.1 = getelementptr i8, ptr addrspace(1) %15, i64 1152
  %v30.1 = load float, ptr addrspace(1) %p29.1, align 4
  %p34.1 = getelementptr i8, ptr addrspace(1) %15, i64 1280
  %v35.1 = load float, ptr addrspace(1) %p34.1, align 4
  %p39.1 = getelementptr i8, ptr addrspace(1) %15, i64 1408
  %v40.1 = load float, ptr addrspace(1) %p39.1, align 4
  %p44.1 = getelementptr i8, ptr addrspace(1) %15, i64 1536
  %v45.1 = load float, ptr addrspace(1) %p44.1, align 4
  %p49.1 = getelementptr i8, ptr addrspace(1) %15, i64 1664
  %v50.1 = load float, ptr addrspace(1) %p49.1, align 4
  %p54.1 = getelementptr i8, ptr addrspace(1) %15, i64 1792
  %v55.1 = load float, ptr addrspace(1) %p54.1, align 4
  %p59.1 = getelementptr i8, ptr addrspace(1) %15, i64 1920
  %v60.1 = load float, ptr addrspace(1) %p59.1, align 4
  %fadd.1 = fadd reassoc contract float %fadd67, %v.1
  %fadd61.1 = fadd reassoc contract float %v30.1, %fadd.1
  %fadd62.1 = fadd reassoc contract float %v35.1, %fadd61.1
  %fadd63.1 = fadd reassoc contract float %v40.1, %fadd62.1
  %fadd64.1 = fadd reassoc contract float %v45.1, %fadd63.1
  %fadd65.1 = fadd reassoc contract float %v50.1, %fadd64.1
  %fadd66.1 = fadd reassoc contract float %v55.1, %fadd65.1
  %fadd67.1 = fadd reassoc contract float %v60.1, %fadd66.1
  %add68.1 = add nuw nsw i64 %i18, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %fold.exit.loopexit.unr-lcssa, label %fold.body, !llvm.loop !7

fold.exit.loopexit.unr-lcssa:                     ; preds = %fold.body, %fold.body.preheader205
  %fadd67.lcssa.ph = phi float [ poison, %fold.body.preheader205 ], [ %fadd67.1, %fold.body ]
  %i18.unr = phi i64 [ 1, %fold.body.preheader205 ], [ %add68.1, %fold.body ]
  %phi.unr = phi float [ %fadd67.peel, %fold.body.preheader205 ], [ %fadd67.1, %fold.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %fold.exit, label %fold.body.epil

fold.body.epil:                                   ; preds = %fold.exit.loopexit.unr-lcssa
  %.idx.epil = shl i64 %i18.unr, 10
  %gep.epil = getelementptr i8, ptr addrspace(1) %invariant.gep, i64 %.idx.epil
  %v.epil = load float, ptr addrspace(1) %gep.epil, align 4
  %p29.epil = getelementptr i8, ptr addrspace(1) %gep.epil, i64 128
  %v30.epil = load float, ptr addrspace(1) %p29.epil, align 4
  %p34.epil = getelementptr i8, ptr addrspace(1) %gep.epil, i64 256
  %v35.epil = load float, ptr addrspace(1) %p34.epil, align 4
  %p39.epil = getelementptr i8, ptr addrspace(1) %gep.epil, i64 384
  %v40.epil = load float, ptr addrspace(1) %p39.epil, align 4
  %p44.epil = getelementptr i8, ptr addrspace(1) %gep.epil, i64 512
  %v45.epil = load float, ptr addrspace(1) %p44.epil, align 4
  %p49.epil = getelementptr i8, ptr addrspace(1) %gep.epil, i64 640
  %v50.epil = load float, ptr addrspace(1) %p49.epil, align 4
  %p54.epil = getelementptr i8, ptr addrspace(1) %gep.epil, i64 768
  %v55.epil = load float, ptr addrspace(1) %p54.epil, align 4
  %p59.epil = getelementptr i8, ptr addrspace(1) %gep.epil, i64 896
  %v60.epil = load float, ptr addrspace(1) %p59.epil, align 4
  %fadd.epil = fadd reassoc contract float %phi.unr, %v.epil
  %fadd61.epil = fadd reassoc contract float %v30.epil, %fadd.epil
  %fadd62.epil = fadd reassoc contract float %v35.epil, %fadd61.epil
  %fadd63.epil = fadd reassoc contract float %v40.epil, %fadd62.epil
  %fadd64.epil = fadd reassoc contract float %v45.epil, %fadd63.epil
  %fadd65.epil = fadd reassoc contract float %v50.epil, %fadd64.epil
  %fadd66.epil = fadd reassoc contract float %v55.epil, %fadd65.epil
  %fadd67.epil = fadd reassoc contract float %v60.epil, %fadd66.epil
  br label %fold.exit

fold.exit:                                        ; preds = %fold.body.epil, %fold.exit.loopexit.unr-lcssa, %fold.body.preheader, %stride.body
  %phi70 = phi float [ 0.000000e+00, %stride.body ], [ %fadd67.peel, %fold.body.preheader ], [ %fadd67.lcssa.ph, %fold.exit.loopexit.unr-lcssa ], [ %fadd67.epil, %fold.body.epil ]
  %mul72 = shl nsw i64 %full, 8
  %add73 = add i64 %mul13, %lane
  %add74 = add i64 %add73, %mul72
  %sub75 = add i64 %call15, -1
  %call76 = tail call i64 @llvm.smax.i64(i64 %sub75, i64 %mul13)
  %cmp78 = icmp slt i64 %add74, %call15
  %call79 = tail call i64 @llvm.smin.i64(i64 %add74, i64 %call76)
  %16 = getelementptr float, ptr addrspace(1) %2, i64 %mul24
  %p82 = getelementptr float, ptr addrspace(1) %16, i64 %call79
  %v83 = load float, ptr addrspace(1) %p82, align 4
  %add84 = add i64 %add74, 32
  %cmp85 = icmp slt i64 %add84, %call15
  %call86 = tail call i64 @llvm.smin.i64(i64 %add84, i64 %call76)
  %p89 = getelementptr float, ptr addrspace(1) %16, i64 %call86
  %v90 = load float, ptr addrspace(1) %p89, align 4
  %add91 = add i64 %add74, 64
  %cmp92 = icmp slt i64 %add91, %call15
  %call93 = tail call i64 @llvm.smin.i64(i64 %add91, i64 %call76)
  %p96 = getelementptr float, ptr addrspace(1) %16, i64 %call93
  %v97 = load float, ptr addrspace(1) %p96, align 4
  %add98 = add i64 %add74, 96
  %cmp99 = icmp slt i64 %add98, %call15
  %call100 = tail call i64 @llvm.smin.i64(i64 %add98, i64 %call76)
  %p103 = getelementptr float, ptr addrspace(1) %16, i64 %call100
  %v104 = load float, ptr addrspace(1) %p103, align 4
  %add105 = add i64 %add74, 128
  %cmp106 = icmp slt i64 %add105, %call15
  %call107 = tail call i64 @llvm.smin.i64(i64 %add105, i64 %call76)
  %p110 = getelementptr float, ptr addrspace(1) %16, i64 %call107
  %v111 = load float, ptr addrspace(1) %p110, align 4
  %add112 = add i64 %add74, 160
  %cmp113 = icmp slt i64 %add112, %call15
  %call114 = tail call i64 @llvm.smin.i64(i64 %add112, i64 %call76)
  %p117 = getelementptr float, ptr addrspace(1) %16, i64 %call114
  %v118 = load float, ptr addrspace(1) %p117, align 4
  %add119 = add i64 %add74, 192
  %cmp120 = icmp slt i64 %add119, %call15
  %call121 = tail call i64 @llvm.smin.i64(i64 %add119, i64 %call76)
  %p124 = getelementptr float, ptr addrspace(1) %16, i64 %call121
  %v125 = load float, ptr addrspace(1) %p124, align 4
  %add126 = add i64 %add74, 224
  %cmp127 = icmp slt i64 %add126, %call15
  %call128 = tail call i64 @llvm.smin.i64(i64 %add126, i64 %call76)
  %p131 = getelementptr float, ptr addrspace(1) %16, i64 %call128
  %v132 = load float, ptr addrspace(1) %p131, align 4
  %fadd133 = fadd reassoc contract float %phi70, %v83
  %sel134 = select i1 %cmp17, float %fadd133, float %v83
  %sel135 = select i1 %cmp78, float %sel134, float %phi70
  %has = or i1 %cmp17, %cmp78
  %fadd136 = fadd reassoc contract float %v90, %sel135
  %sel137 = select i1 %has, float %fadd136, float %v90
  %sel138 = select i1 %cmp85, float %sel137, float %sel135
  %has139 = or i1 %has, %cmp85
  %fadd140 = fadd reassoc contract float %v97, %sel138
  %sel141 = select i1 %has139, float %fadd140, float %v97
  %sel142 = select i1 %cmp92, float %sel141, float %sel138
  %has143 = or i1 %cmp92, %has139
  %fadd144 = fadd reassoc contract float %v104, %sel142
  %sel145 = select i1 %has143, float %fadd144, float %v104
  %sel146 = select i1 %cmp99, float %sel145, float %sel142
  %has147 = or i1 %cmp99, %has143
  %fadd148 = fadd reassoc contract float %v111, %sel146
  %sel149 = select i1 %has147, float %fadd148, float %v111
  %sel150 = select i1 %cmp106, float %sel149, float %sel146
  %has151 = or i1 %cmp106, %has147
  %fadd152 = fadd reassoc contract float %v118, %sel150
  %sel153 = select i1 %has151, float %fadd152, float %v118
  %sel154 = select i1 %cmp113, float %sel153, float %sel150
  %has155 = or i1 %cmp113, %has151
  %fadd156 = fadd reassoc contract float %v125, %sel154
  %sel157 = select i1 %has155, float %fadd156, float %v125
  %sel158 = select i1 %cmp120, float %sel157, float %sel154
  %has159 = or i1 %cmp120, %has155
  %fadd160 = fadd reassoc contract float %v132, %sel158
  %sel161 = select i1 %has159, float %fadd160, float %v132
  %sel162 = select i1 %cmp127, float %sel161, float %sel158
  %call164 = tail call i64 @llvm.smin.i64(i64 %sub16, i64 32)
  %call165 = tail call i64 @llvm.smax.i64(i64 %call164, i64 1)
  %bits = bitcast float %sel162 to i32
  %call166 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits, i32 1, i32 31)
  %leaf = bitcast i32 %call166 to float
  %cmp168 = icmp sgt i64 %call164, %add167
  %fadd169 = fadd reassoc contract float %sel162, %leaf
  %sel170 = select i1 %cmp168, float %fadd169, float %sel162
  %bits171 = bitcast float %sel170 to i32
  %call172 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits171, i32 2, i32 31)
  %leaf173 = bitcast i32 %call172 to float
  %cmp175 = icmp ult i64 %add174, %call165
  %fadd176 = fadd reassoc contract float %sel170, %leaf173
  %sel177 = select i1 %cmp175, float %fadd176, float %sel170
  %bits178 = bitcast float %sel177 to i32
  %call179 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits178, i32 4, i32 31)
  %leaf180 = bitcast i32 %call179 to float
  %cmp182 = icmp ult i64 %add181, %call165
  %fadd183 = fadd reassoc contract float %sel177, %leaf180
  %sel184 = select i1 %cmp182, float %fadd183, float %sel177
  %bits185 = bitcast float %sel184 to i32
  %call186 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits185, i32 8, i32 31)
  %leaf187 = bitcast i32 %call186 to float
  %cmp189 = icmp ult i64 %add188, %call165
  %fadd190 = fadd reassoc contract float %sel184, %leaf187
  %sel191 = select i1 %cmp189, float %fadd190, float %sel184
  %bits192 = bitcast float %sel191 to i32
  %call193 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits192, i32 16, i32 31)
  br i1 %cmp, label %then, label %endif

then:                                             ; preds = %fold.exit
  %p199 = getelementptr inbounds float, ptr addrspace(1) %6, i64 %i
  %cmp196 = icmp ult i64 %add195, %call165
  %leaf194 = bitcast i32 %call193 to float
  %fadd197 = fadd reassoc contract float %sel191, %leaf194
  %sel198 = select i1 %cmp196, float %fadd197, float %sel191
  store float %sel198, ptr addrspace(1) %p199, align 4
  br label %endif

endif:                                            ; preds = %then, %fold.exit
  %add200 = add i64 %i, %warp9
  %cmp201 = icmp slt i64 %add200, %mul10
  br i1 %cmp201, label %stride.body, label %stride.exit
}

; Function Attrs: norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define void @systole_fold_f32_finish(i64 %0, i64 %1, ptr addrspace(1) noalias nocapture readonly %2, i64 %3, i64 %4, ptr addrspace(1) noalias nocapture writeonly %5, ptr addrspace(1) noalias readonly %6, i64 %7, i64 %8) local_unnamed_addr #0 {
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
  %cmp10 = icmp slt i64 %warp, %3
  br i1 %cmp10, label %stride.body.preheader, label %stride.exit

stride.body.preheader:                            ; preds = %entry
  %full = sdiv i64 %7, 1024
  %cmp12 = icmp sgt i64 %7, 1023
  %mul179 = shl nsw i64 %full, 10
  %add181 = or disjoint i64 %mul179, %lane
  %sub182 = add i64 %7, -1
  %call183 = tail call i64 @llvm.smax.i64(i64 %sub182, i64 0)
  %cmp185 = icmp slt i64 %add181, %7
  %call186 = tail call i64 @llvm.smin.i64(i64 %add181, i64 %call183)
  %add190 = or disjoint i64 %add181, 32
  %cmp191 = icmp slt i64 %add190, %7
  %call192 = tail call i64 @llvm.smin.i64(i64 %add190, i64 %call183)
  %add196 = or disjoint i64 %add181, 64
  %cmp197 = icmp slt i64 %add196, %7
  %call198 = tail call i64 @llvm.smin.i64(i64 %add196, i64 %call183)
  %add202 = or disjoint i64 %add181, 96
  %cmp203 = icmp slt i64 %add202, %7
  %call204 = tail call i64 @llvm.smin.i64(i64 %add202, i64 %call183)
  %add208 = or disjoint i64 %add181, 128
  %cmp209 = icmp slt i64 %add208, %7
  %call210 = tail call i64 @llvm.smin.i64(i64 %add208, i64 %call183)
  %add214 = or disjoint i64 %add181, 160
  %cmp215 = icmp slt i64 %add214, %7
  %call216 = tail call i64 @llvm.smin.i64(i64 %add214, i64 %call183)
  %add220 = or disjoint i64 %add181, 192
  %cmp221 = icmp slt i64 %add220, %7
  %call222 = tail call i64 @llvm.smin.i64(i64 %add220, i64 %call183)
  %add226 = or disjoint i64 %add181, 224
  %cmp227 = icmp slt i64 %add226, %7
  %call228 = tail call i64 @llvm.smin.i64(i64 %add226, i64 %call183)
  %add232 = or disjoint i64 %add181, 256
  %cmp233 = icmp slt i64 %add232, %7
  %call234 = tail call i64 @llvm.smin.i64(i64 %add232, i64 %call183)
  %add238 = or disjoint i64 %add181, 288
  %cmp239 = icmp slt i64 %add238, %7
  %call240 = tail call i64 @llvm.smin.i64(i64 %add238, i64 %call183)
  %add244 = or disjoint i64 %add181, 320
  %cmp245 = icmp slt i64 %add244, %7
  %call246 = tail call i64 @llvm.smin.i64(i64 %add244, i64 %call183)
  %add250 = or disjoint i64 %add181, 352
  %cmp251 = icmp slt i64 %add250, %7
  %call252 = tail call i64 @llvm.smin.i64(i64 %add250, i64 %call183)
  %add256 = or disjoint i64 %add181, 384
  %cmp257 = icmp slt i64 %add256, %7
  %call258 = tail call i64 @llvm.smin.i64(i64 %add256, i64 %call183)
  %add262 = or disjoint i64 %add181, 416
  %cmp263 = icmp slt i64 %add262, %7
  %call264 = tail call i64 @llvm.smin.i64(i64 %add262, i64 %call183)
  %add268 = or disjoint i64 %add181, 448
  %cmp269 = icmp slt i64 %add268, %7
  %call270 = tail call i64 @llvm.smin.i64(i64 %add268, i64 %call183)
  %add274 = or disjoint i64 %add181, 480
  %cmp275 = icmp slt i64 %add274, %7
  %call276 = tail call i64 @llvm.smin.i64(i64 %add274, i64 %call183)
  %add280 = or disjoint i64 %add181, 512
  %cmp281 = icmp slt i64 %add280, %7
  %call282 = tail call i64 @llvm.smin.i64(i64 %add280, i64 %call183)
  %add286 = or disjoint i64 %add181, 544
  %cmp287 = icmp slt i64 %add286, %7
  %call288 = tail call i64 @llvm.smin.i64(i64 %add286, i64 %call183)
  %add292 = or disjoint i64 %add181, 576
  %cmp293 = icmp slt i64 %add292, %7
  %call294 = tail call i64 @llvm.smin.i64(i64 %add292, i64 %call183)
  %add298 = or disjoint i64 %add181, 608
  %cmp299 = icmp slt i64 %add298, %7
  %call300 = tail call i64 @llvm.smin.i64(i64 %add298, i64 %call183)
  %add304 = or disjoint i64 %add181, 640
  %cmp305 = icmp slt i64 %add304, %7
  %call306 = tail call i64 @llvm.smin.i64(i64 %add304, i64 %call183)
  %add310 = or disjoint i64 %add181, 672
  %cmp311 = icmp slt i64 %add310, %7
  %call312 = tail call i64 @llvm.smin.i64(i64 %add310, i64 %call183)
  %add316 = or disjoint i64 %add181, 704
  %cmp317 = icmp slt i64 %add316, %7
  %call318 = tail call i64 @llvm.smin.i64(i64 %add316, i64 %call183)
  %add322 = or disjoint i64 %add181, 736
  %cmp323 = icmp slt i64 %add322, %7
  %call324 = tail call i64 @llvm.smin.i64(i64 %add322, i64 %call183)
  %add328 = or disjoint i64 %add181, 768
  %cmp329 = icmp slt i64 %add328, %7
  %call330 = tail call i64 @llvm.smin.i64(i64 %add328, i64 %call183)
  %add334 = or disjoint i64 %add181, 800
  %cmp335 = icmp slt i64 %add334, %7
  %call336 = tail call i64 @llvm.smin.i64(i64 %add334, i64 %call183)
  %add340 = or disjoint i64 %add181, 832
  %cmp341 = icmp slt i64 %add340, %7
  %call342 = tail call i64 @llvm.smin.i64(i64 %add340, i64 %call183)
  %add346 = or disjoint i64 %add181, 864
  %cmp347 = icmp slt i64 %add346, %7
  %call348 = tail call i64 @llvm.smin.i64(i64 %add346, i64 %call183)
  %add352 = or disjoint i64 %add181, 896
  %cmp353 = icmp slt i64 %add352, %7
  %call354 = tail call i64 @llvm.smin.i64(i64 %add352, i64 %call183)
  %add358 = or disjoint i64 %add181, 928
  %cmp359 = icmp slt i64 %add358, %7
  %call360 = tail call i64 @llvm.smin.i64(i64 %add358, i64 %call183)
  %add364 = or disjoint i64 %add181, 960
  %cmp365 = icmp slt i64 %add364, %7
  %call366 = tail call i64 @llvm.smin.i64(i64 %add364, i64 %call183)
  %add370 = or disjoint i64 %add181, 992
  %cmp371 = icmp slt i64 %add370, %7
  %call372 = tail call i64 @llvm.smin.i64(i64 %add370, i64 %call183)
  %call503 = tail call i64 @llvm.smin.i64(i64 %7, i64 32)
  %call504 = tail call i64 @llvm.smax.i64(i64 %call503, i64 1)
  %add506 = add nuw nsw i64 %lane, 1
  %cmp507 = icmp sgt i64 %call503, %add506
  %add513 = add nuw nsw i64 %lane, 2
  %cmp514 = icmp ult i64 %add513, %call504
  %add520 = add nuw nsw i64 %lane, 4
  %cmp521 = icmp ult i64 %add520, %call504
  %add527 = add nuw nsw i64 %lane, 8
  %cmp528 = icmp ult i64 %add527, %call504
  %cmp538 = icmp sgt i64 %7, 0
  %cmp535 = icmp sgt i64 %7, 16
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %endif
  %i = phi i64 [ %add542, %endif ], [ %warp, %stride.body.preheader ]
  %mul11 = mul i64 %i, %7
  br i1 %cmp12, label %fold.body.preheader, label %fold.exit

fold.body.preheader:                              ; preds = %stride.body
  %9 = getelementptr float, ptr addrspace(1) %6, i64 %mul11
  br label %fold.body

stride.exit:                                      ; preds = %endif, %entry
  ret void

fold.body:                                        ; preds = %fold.body.preheader, %fold.body
  %i13 = phi i64 [ %add175, %fold.body ], [ 0, %fold.body.preheader ]
  %phi = phi float [ %fadd174, %fold.body ], [ 0.000000e+00, %fold.body.preheader ]
  %phi14 = phi i1 [ true, %fold.body ], [ false, %fold.body.preheader ]
  %mul15 = shl i64 %i13, 10
  %add17 = or disjoint i64 %mul15, %lane
  %p = getelementptr float, ptr addrspace(1) %9, i64 %add17
  %v = load float, ptr addrspace(1) %p, align 4
  %add20 = or disjoint i64 %add17, 32
  %p22 = getelementptr float, ptr addrspace(1) %9, i64 %add20
  %v23 = load float, ptr addrspace(1) %p22, align 4
  %add24 = or disjoint i64 %add17, 64
  %p26 = getelementptr float, ptr addrspace(1) %9, i64 %add24
  %v27 = load float, ptr addrspace(1) %p26, align 4
  %add28 = or disjoint i64 %add17, 96
  %p30 = getelementptr float, ptr addrspace(1) %9, i64 %add28
  %v31 = load float, ptr addrspace(1) %p30, align 4
  %add32 = or disjoint i64 %add17, 128
  %p34 = getelementptr float, ptr addrspace(1) %9, i64 %add32
  %v35 = load float, ptr addrspace(1) %p34, align 4
  %add36 = or disjoint i64 %add17, 160
  %p38 = getelementptr float, ptr addrspace(1) %9, i64 %add36
  %v39 = load float, ptr addrspace(1) %p38, align 4
  %add40 = or disjoint i64 %add17, 192
  %p42 = getelementptr float, ptr addrspace(1) %9, i64 %add40
  %v43 = load float, ptr addrspace(1) %p42, align 4
  %add44 = or disjoint i64 %add17, 224
  %p46 = getelementptr float, ptr addrspace(1) %9, i64 %add44
  %v47 = load float, ptr addrspace(1) %p46, align 4
  %add48 = or disjoint i64 %add17, 256
  %p50 = getelementptr float, ptr addrspace(1) %9, i64 %add48
  %v51 = load float, ptr addrspace(1) %p50, align 4
  %add52 = or disjoint i64 %add17, 288
  %p54 = getelementptr float, ptr addrspace(1) %9, i64 %add52
  %v55 = load float, ptr addrspace(1) %p54, align 4
  %add56 = or disjoint i64 %add17, 320
  %p58 = getelementptr float, ptr addrspace(1) %9, i64 %add56
  %v59 = load float, ptr addrspace(1) %p58, align 4
  %add60 = or disjoint i64 %add17, 352
  %p62 = getelementptr float, ptr addrspace(1) %9, i64 %add60
  %v63 = load float, ptr addrspace(1) %p62, align 4
  %add64 = or disjoint i64 %add17, 384
  %p66 = getelementptr float, ptr addrspace(1) %9, i64 %add64
  %v67 = load float, ptr addrspace(1) %p66, align 4
  %add68 = or disjoint i64 %add17, 416
  %p70 = getelementptr float, ptr addrspace(1) %9, i64 %add68
  %v71 = load float, ptr addrspace(1) %p70, align 4
  %add72 = or disjoint i64 %add17, 448
  %p74 = getelementptr float, ptr addrspace(1) %9, i64 %add72
  %v75 = load float, ptr addrspace(1) %p74, align 4
  %add76 = or disjoint i64 %add17, 480
  %p78 = getelementptr float, ptr addrspace(1) %9, i64 %add76
  %v79 = load float, ptr addrspace(1) %p78, align 4
  %add80 = or disjoint i64 %add17, 512
  %p82 = getelementptr float, ptr addrspace(1) %9, i64 %add80
  %v83 = load float, ptr addrspace(1) %p82, align 4
  %add84 = or disjoint i64 %add17, 544
  %p86 = getelementptr float, ptr addrspace(1) %9, i64 %add84
  %v87 = load float, ptr addrspace(1) %p86, align 4
  %add88 = or disjoint i64 %add17, 576
  %p90 = getelementptr float, ptr addrspace(1) %9, i64 %add88
  %v91 = load float, ptr addrspace(1) %p90, align 4
  %add92 = or disjoint i64 %add17, 608
  %p94 = getelementptr float, ptr addrspace(1) %9, i64 %add92
  %v95 = load float, ptr addrspace(1) %p94, align 4
  %add96 = or disjoint i64 %add17, 640
  %p98 = getelementptr float, ptr addrspace(1) %9, i64 %add96
  %v99 = load float, ptr addrspace(1) %p98, align 4
  %add100 = or disjoint i64 %add17, 672
  %p102 = getelementptr float, ptr addrspace(1) %9, i64 %add100
  %v103 = load float, ptr addrspace(1) %p102, align 4
  %add104 = or disjoint i64 %add17, 704
  %p106 = getelementptr float, ptr addrspace(1) %9, i64 %add104
  %v107 = load float, ptr addrspace(1) %p106, align 4
  %add108 = or disjoint i64 %add17, 736
  %p110 = getelementptr float, ptr addrspace(1) %9, i64 %add108
  %v111 = load float, ptr addrspace(1) %p110, align 4
  %add112 = or disjoint i64 %add17, 768
  %p114 = getelementptr float, ptr addrspace(1) %9, i64 %add112
  %v115 = load float, ptr addrspace(1) %p114, align 4
  %add116 = or disjoint i64 %add17, 800
  %p118 = getelementptr float, ptr addrspace(1) %9, i64 %add116
  %v119 = load float, ptr addrspace(1) %p118, align 4
  %add120 = or disjoint i64 %add17, 832
  %p122 = getelementptr float, ptr addrspace(1) %9, i64 %add120
  %v123 = load float, ptr addrspace(1) %p122, align 4
  %add124 = or disjoint i64 %add17, 864
  %p126 = getelementptr float, ptr addrspace(1) %9, i64 %add124
  %v127 = load float, ptr addrspace(1) %p126, align 4
  %add128 = or disjoint i64 %add17, 896
  %p130 = getelementptr float, ptr addrspace(1) %9, i64 %add128
  %v131 = load float, ptr addrspace(1) %p130, align 4
  %add132 = or disjoint i64 %add17, 928
  %p134 = getelementptr float, ptr addrspace(1) %9, i64 %add132
  %v135 = load float, ptr addrspace(1) %p134, align 4
  %add136 = or disjoint i64 %add17, 960
  %p138 = getelementptr float, ptr addrspace(1) %9, i64 %add136
  %v139 = load float, ptr addrspace(1) %p138, align 4
  %add140 = or disjoint i64 %add17, 992
  %p142 = getelementptr float, ptr addrspace(1) %9, i64 %add140
  %v143 = load float, ptr addrspace(1) %p142, align 4
  %fadd = fadd reassoc contract float %phi, %v
  %sel = select i1 %phi14, float %fadd, float %v
  %fadd144 = fadd reassoc contract float %v23, %sel
  %fadd145 = fadd reassoc contract float %v27, %fadd144
  %fadd146 = fadd reassoc contract float %v31, %fadd145
  %fadd147 = fadd reassoc contract float %v35, %fadd146
  %fadd148 = fadd reassoc contract float %v39, %fadd147
  %fadd149 = fadd reassoc contract float %v43, %fadd148
  %fadd150 = fadd reassoc contract float %v47, %fadd149
  %fadd151 = fadd reassoc contract float %v51, %fadd150
  %fadd152 = fadd reassoc contract float %v55, %fadd151
  %fadd153 = fadd reassoc contract float %v59, %fadd152
  %fadd154 = fadd reassoc contract float %v63, %fadd153
  %fadd155 = fadd reassoc contract float %v67, %fadd154
  %fadd156 = fadd reassoc contract float %v71, %fadd155
  %fadd157 = fadd reassoc contract float %v75, %fadd156
  %fadd158 = fadd reassoc contract float %v79, %fadd157
  %fadd159 = fadd reassoc contract float %v83, %fadd158
  %fadd160 = fadd reassoc contract float %v87, %fadd159
  %fadd161 = fadd reassoc contract float %v91, %fadd160
  %fadd162 = fadd reassoc contract float %v95, %fadd161
  %fadd163 = fadd reassoc contract float %v99, %fadd162
  %fadd164 = fadd reassoc contract float %v103, %fadd163
  %fadd165 = fadd reassoc contract float %v107, %fadd164
  %fadd166 = fadd reassoc contract float %v111, %fadd165
  %fadd167 = fadd reassoc contract float %v115, %fadd166
  %fadd168 = fadd reassoc contract float %v119, %fadd167
  %fadd169 = fadd reassoc contract float %v123, %fadd168
  %fadd170 = fadd reassoc contract float %v127, %fadd169
  %fadd171 = fadd reassoc contract float %v131, %fadd170
  %fadd172 = fadd reassoc contract float %v135, %fadd171
  %fadd173 = fadd reassoc contract float %v139, %fadd172
  %fadd174 = fadd reassoc contract float %v143, %fadd173
  %add175 = add nuw nsw i64 %i13, 1
  %exitcond.not = icmp eq i64 %add175, %full
  br i1 %exitcond.not, label %fold.exit, label %fold.body

fold.exit:                                        ; preds = %fold.body, %stride.body
  %phi177 = phi float [ 0.000000e+00, %stride.body ], [ %fadd174, %fold.body ]
  %10 = getelementptr float, ptr addrspace(1) %6, i64 %mul11
  %p188 = getelementptr float, ptr addrspace(1) %10, i64 %call186
  %v189 = load float, ptr addrspace(1) %p188, align 4
  %p194 = getelementptr float, ptr addrspace(1) %10, i64 %call192
  %v195 = load float, ptr addrspace(1) %p194, align 4
  %p200 = getelementptr float, ptr addrspace(1) %10, i64 %call198
  %v201 = load float, ptr addrspace(1) %p200, align 4
  %p206 = getelementptr float, ptr addrspace(1) %10, i64 %call204
  %v207 = load float, ptr addrspace(1) %p206, align 4
  %p212 = getelementptr float, ptr addrspace(1) %10, i64 %call210
  %v213 = load float, ptr addrspace(1) %p212, align 4
  %p218 = getelementptr float, ptr addrspace(1) %10, i64 %call216
  %v219 = load float, ptr addrspace(1) %p218, align 4
  %p224 = getelementptr float, ptr addrspace(1) %10, i64 %call222
  %v225 = load float, ptr addrspace(1) %p224, align 4
  %p230 = getelementptr float, ptr addrspace(1) %10, i64 %call228
  %v231 = load float, ptr addrspace(1) %p230, align 4
  %p236 = getelementptr float, ptr addrspace(1) %10, i64 %call234
  %v237 = load float, ptr addrspace(1) %p236, align 4
  %p242 = getelementptr float, ptr addrspace(1) %10, i64 %call240
  %v243 = load float, ptr addrspace(1) %p242, align 4
  %p248 = getelementptr float, ptr addrspace(1) %10, i64 %call246
  %v249 = load float, ptr addrspace(1) %p248, align 4
  %p254 = getelementptr float, ptr addrspace(1) %10, i64 %call252
  %v255 = load float, ptr addrspace(1) %p254, align 4
  %p260 = getelementptr float, ptr addrspace(1) %10, i64 %call258
  %v261 = load float, ptr addrspace(1) %p260, align 4
  %p266 = getelementptr float, ptr addrspace(1) %10, i64 %call264
  %v267 = load float, ptr addrspace(1) %p266, align 4
  %p272 = getelementptr float, ptr addrspace(1) %10, i64 %call270
  %v273 = load float, ptr addrspace(1) %p272, align 4
  %p278 = getelementptr float, ptr addrspace(1) %10, i64 %call276
  %v279 = load float, ptr addrspace(1) %p278, align 4
  %p284 = getelementptr float, ptr addrspace(1) %10, i64 %call282
  %v285 = load float, ptr addrspace(1) %p284, align 4
  %p290 = getelementptr float, ptr addrspace(1) %10, i64 %call288
  %v291 = load float, ptr addrspace(1) %p290, align 4
  %p296 = getelementptr float, ptr addrspace(1) %10, i64 %call294
  %v297 = load float, ptr addrspace(1) %p296, align 4
  %p302 = getelementptr float, ptr addrspace(1) %10, i64 %call300
  %v303 = load float, ptr addrspace(1) %p302, align 4
  %p308 = getelementptr float, ptr addrspace(1) %10, i64 %call306
  %v309 = load float, ptr addrspace(1) %p308, align 4
  %p314 = getelementptr float, ptr addrspace(1) %10, i64 %call312
  %v315 = load float, ptr addrspace(1) %p314, align 4
  %p320 = getelementptr float, ptr addrspace(1) %10, i64 %call318
  %v321 = load float, ptr addrspace(1) %p320, align 4
  %p326 = getelementptr float, ptr addrspace(1) %10, i64 %call324
  %v327 = load float, ptr addrspace(1) %p326, align 4
  %p332 = getelementptr float, ptr addrspace(1) %10, i64 %call330
  %v333 = load float, ptr addrspace(1) %p332, align 4
  %p338 = getelementptr float, ptr addrspace(1) %10, i64 %call336
  %v339 = load float, ptr addrspace(1) %p338, align 4
  %p344 = getelementptr float, ptr addrspace(1) %10, i64 %call342
  %v345 = load float, ptr addrspace(1) %p344, align 4
  %p350 = getelementptr float, ptr addrspace(1) %10, i64 %call348
  %v351 = load float, ptr addrspace(1) %p350, align 4
  %p356 = getelementptr float, ptr addrspace(1) %10, i64 %call354
  %v357 = load float, ptr addrspace(1) %p356, align 4
  %p362 = getelementptr float, ptr addrspace(1) %10, i64 %call360
  %v363 = load float, ptr addrspace(1) %p362, align 4
  %p368 = getelementptr float, ptr addrspace(1) %10, i64 %call366
  %v369 = load float, ptr addrspace(1) %p368, align 4
  %p374 = getelementptr float, ptr addrspace(1) %10, i64 %call372
  %v375 = load float, ptr addrspace(1) %p374, align 4
  %fadd376 = fadd reassoc contract float %phi177, %v189
  %sel377 = select i1 %cmp12, float %fadd376, float %v189
  %sel378 = select i1 %cmp185, float %sel377, float %phi177
  %fadd379 = fadd reassoc contract float %v195, %sel378
  %sel381 = select i1 %cmp191, float %fadd379, float %sel378
  %fadd383 = fadd reassoc contract float %v201, %sel381
  %sel385 = select i1 %cmp197, float %fadd383, float %sel381
  %fadd387 = fadd reassoc contract float %v207, %sel385
  %sel389 = select i1 %cmp203, float %fadd387, float %sel385
  %fadd391 = fadd reassoc contract float %v213, %sel389
  %sel393 = select i1 %cmp209, float %fadd391, float %sel389
  %fadd395 = fadd reassoc contract float %v219, %sel393
  %sel397 = select i1 %cmp215, float %fadd395, float %sel393
  %fadd399 = fadd reassoc contract float %v225, %sel397
  %sel401 = select i1 %cmp221, float %fadd399, float %sel397
  %fadd403 = fadd reassoc contract float %v231, %sel401
  %sel405 = select i1 %cmp227, float %fadd403, float %sel401
  %fadd407 = fadd reassoc contract float %v237, %sel405
  %sel409 = select i1 %cmp233, float %fadd407, float %sel405
  %fadd411 = fadd reassoc contract float %v243, %sel409
  %sel413 = select i1 %cmp239, float %fadd411, float %sel409
  %fadd415 = fadd reassoc contract float %v249, %sel413
  %sel417 = select i1 %cmp245, float %fadd415, float %sel413
  %fadd419 = fadd reassoc contract float %v255, %sel417
  %sel421 = select i1 %cmp251, float %fadd419, float %sel417
  %fadd423 = fadd reassoc contract float %v261, %sel421
  %sel425 = select i1 %cmp257, float %fadd423, float %sel421
  %fadd427 = fadd reassoc contract float %v267, %sel425
  %sel429 = select i1 %cmp263, float %fadd427, float %sel425
  %fadd431 = fadd reassoc contract float %v273, %sel429
  %sel433 = select i1 %cmp269, float %fadd431, float %sel429
  %fadd435 = fadd reassoc contract float %v279, %sel433
  %sel437 = select i1 %cmp275, float %fadd435, float %sel433
  %fadd439 = fadd reassoc contract float %v285, %sel437
  %sel441 = select i1 %cmp281, float %fadd439, float %sel437
  %fadd443 = fadd reassoc contract float %v291, %sel441
  %sel445 = select i1 %cmp287, float %fadd443, float %sel441
  %fadd447 = fadd reassoc contract float %v297, %sel445
  %sel449 = select i1 %cmp293, float %fadd447, float %sel445
  %fadd451 = fadd reassoc contract float %v303, %sel449
  %sel453 = select i1 %cmp299, float %fadd451, float %sel449
  %fadd455 = fadd reassoc contract float %v309, %sel453
  %sel457 = select i1 %cmp305, float %fadd455, float %sel453
  %fadd459 = fadd reassoc contract float %v315, %sel457
  %sel461 = select i1 %cmp311, float %fadd459, float %sel457
  %fadd463 = fadd reassoc contract float %v321, %sel461
  %sel465 = select i1 %cmp317, float %fadd463, float %sel461
  %fadd467 = fadd reassoc contract float %v327, %sel465
  %sel469 = select i1 %cmp323, float %fadd467, float %sel465
  %fadd471 = fadd reassoc contract float %v333, %sel469
  %sel473 = select i1 %cmp329, float %fadd471, float %sel469
  %fadd475 = fadd reassoc contract float %v339, %sel473
  %sel477 = select i1 %cmp335, float %fadd475, float %sel473
  %fadd479 = fadd reassoc contract float %v345, %sel477
  %sel481 = select i1 %cmp341, float %fadd479, float %sel477
  %fadd483 = fadd reassoc contract float %v351, %sel481
  %sel485 = select i1 %cmp347, float %fadd483, float %sel481
  %fadd487 = fadd reassoc contract float %v357, %sel485
  %sel489 = select i1 %cmp353, float %fadd487, float %sel485
  %fadd491 = fadd reassoc contract float %v363, %sel489
  %sel493 = select i1 %cmp359, float %fadd491, float %sel489
  %fadd495 = fadd reassoc contract float %v369, %sel493
  %sel497 = select i1 %cmp365, float %fadd495, float %sel493
  %fadd499 = fadd reassoc contract float %v375, %sel497
  %sel501 = select i1 %cmp371, float %fadd499, float %sel497
  %bits = bitcast float %sel501 to i32
  %call505 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits, i32 1, i32 31)
  %leaf = bitcast i32 %call505 to float
  %fadd508 = fadd reassoc contract float %sel501, %leaf
  %sel509 = select i1 %cmp507, float %fadd508, float %sel501
  %bits510 = bitcast float %sel509 to i32
  %call511 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits510, i32 2, i32 31)
  %leaf512 = bitcast i32 %call511 to float
  %fadd515 = fadd reassoc contract float %sel509, %leaf512
  %sel516 = select i1 %cmp514, float %fadd515, float %sel509
  %bits517 = bitcast float %sel516 to i32
  %call518 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits517, i32 4, i32 31)
  %leaf519 = bitcast i32 %call518 to float
  %fadd522 = fadd reassoc contract float %sel516, %leaf519
  %sel523 = select i1 %cmp521, float %fadd522, float %sel516
  %bits524 = bitcast float %sel523 to i32
  %call525 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits524, i32 8, i32 31)
  %leaf526 = bitcast i32 %call525 to float
  %fadd529 = fadd reassoc contract float %sel523, %leaf526
  %sel530 = select i1 %cmp528, float %fadd529, float %sel523
  %bits531 = bitcast float %sel530 to i32
  %call532 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %bits531, i32 16, i32 31)
  br i1 %cmp, label %then, label %endif

then:                                             ; preds = %fold.exit
  %leaf533 = bitcast i32 %call532 to float
  %fadd536 = fadd reassoc contract float %sel530, %leaf533
  %sel537 = select i1 %cmp535, float %fadd536, float %sel530
  %fadd539 = fadd reassoc contract float %sel537, 0.000000e+00
  %sel540 = select i1 %cmp538, float %fadd539, float 0.000000e+00
  %p541 = getelementptr inbounds float, ptr addrspace(1) %5, i64 %i
  store float %sel540, ptr addrspace(1) %p541, align 4
  br label %endif

endif:                                            ; preds = %then, %fold.exit
  %add542 = add i64 %i, %warp9
  %cmp543 = icmp slt i64 %add542, %3
  br i1 %cmp543, label %stride.body, label %stride.exit
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #3

attributes #0 = { norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0, !1, !2}

!0 = !{ptr @systole_fold_f32_rows, !"kernel", i32 1}
!1 = !{ptr @systole_fold_f32_segment, !"kernel", i32 1}
!2 = !{ptr @systole_fold_f32_finish, !"kernel", i32 1}
!3 = distinct !{!3, !4}
!4 = !{!"llvm.loop.unroll.disable"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.peeled.count", i32 1}
!7 = distinct !{!7, !6}
