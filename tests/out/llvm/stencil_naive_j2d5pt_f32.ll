; ModuleID = 'systole_stencil_naive_j2d5pt_f32'
source_filename = "systole_stencil_naive_j2d5pt_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none)
define void @systole_stencil_naive_j2d5pt_f32_elements(i64 %0, i64 %1, ptr addrspace(1) noalias nocapture readonly %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10, ptr addrspace(1) noalias nocapture writeonly %11, i64 %12, i64 %13) local_unnamed_addr #0 {
entry:
  %call = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %call1 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %narrow = mul nuw nsw i32 %call, %call1
  %call3 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %narrow143 = add nuw nsw i32 %narrow, %call3
  %add = zext nneg i32 %narrow143 to i64
  %call7 = tail call range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %narrow144 = mul nuw nsw i32 %call1, %call7
  %mul9 = zext nneg i32 %narrow144 to i64
  %cmp = icmp slt i64 %add, %5
  br i1 %cmp, label %stride.body.preheader, label %stride.exit

stride.body.preheader:                            ; preds = %entry
  %call10 = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %sreg11 = zext nneg i32 %call10 to i64
  %call12 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %sreg13 = zext nneg i32 %call12 to i64
  %mul14 = mul nuw nsw i64 %sreg11, %sreg13
  %call15 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg16 = zext nneg i32 %call15 to i64
  %add17 = add nuw nsw i64 %mul14, %sreg16
  %call20 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %sreg21 = zext nneg i32 %call20 to i64
  %mul22 = mul nuw nsw i64 %sreg13, %sreg21
  %cmp25 = icmp slt i64 %add17, %6
  %sub = add i64 %3, -1
  %sub75 = add i64 %4, -1
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %stride.exit24
  %i = phi i64 [ %add141, %stride.exit24 ], [ %add, %stride.body.preheader ]
  br i1 %cmp25, label %stride.body23.preheader, label %stride.exit24

stride.body23.preheader:                          ; preds = %stride.body
  %mul27 = mul i64 %i, %6
  %cmp29 = icmp sge i64 %i, %7
  %cmp30 = icmp slt i64 %i, %9
  %in = and i1 %cmp29, %cmp30
  %call73 = tail call i64 @llvm.smin.i64(i64 %i, i64 %sub)
  %call74 = tail call i64 @llvm.smax.i64(i64 %call73, i64 0)
  %mul78 = mul i64 %call74, %4
  %14 = getelementptr float, ptr addrspace(1) %2, i64 %mul78
  %add83 = add i64 %i, -1
  %call86 = tail call i64 @llvm.smin.i64(i64 %add83, i64 %sub)
  %call87 = tail call i64 @llvm.smax.i64(i64 %call86, i64 0)
  %mul91 = mul i64 %call87, %4
  %15 = getelementptr float, ptr addrspace(1) %2, i64 %mul91
  %add124 = add nsw i64 %i, 1
  %call127 = tail call i64 @llvm.smin.i64(i64 %add124, i64 %sub)
  %call128 = tail call i64 @llvm.smax.i64(i64 %call127, i64 0)
  %mul132 = mul i64 %call128, %4
  %16 = getelementptr float, ptr addrspace(1) %2, i64 %mul132
  %mul38 = mul i64 %i, %4
  %17 = getelementptr float, ptr addrspace(1) %2, i64 %mul38
  %mul42 = mul i64 %add83, %4
  %18 = getelementptr float, ptr addrspace(1) %2, i64 %mul42
  %mul64 = mul i64 %add124, %4
  %19 = getelementptr float, ptr addrspace(1) %2, i64 %mul64
  %invariant.gep = getelementptr float, ptr addrspace(1) %11, i64 %mul27
  br label %stride.body23

stride.exit:                                      ; preds = %stride.exit24, %entry
  ret void

stride.body23:                                    ; preds = %stride.body23.preheader, %endif
  %i26 = phi i64 [ %add139, %endif ], [ %add17, %stride.body23.preheader ]
  %cmp32 = icmp sge i64 %i26, %8
  %cmp33 = icmp slt i64 %i26, %10
  %in34 = and i1 %cmp32, %cmp33
  %in35 = and i1 %in, %in34
  br i1 %in35, label %then, label %else

stride.exit24:                                    ; preds = %endif, %stride.body
  %add141 = add i64 %i, %mul9
  %cmp142 = icmp slt i64 %add141, %5
  br i1 %cmp142, label %stride.body, label %stride.exit

then:                                             ; preds = %stride.body23
  %20 = getelementptr float, ptr addrspace(1) %17, i64 %i26
  %p = getelementptr i8, ptr addrspace(1) %20, i64 -4
  %v = load float, ptr addrspace(1) %p, align 4
  %fmul = fmul float %v, 2.000000e+00
  %p44 = getelementptr float, ptr addrspace(1) %18, i64 %i26
  %v45 = load float, ptr addrspace(1) %p44, align 4
  %fadd = fadd float %v45, %fmul
  %v51 = load float, ptr addrspace(1) %20, align 4
  %fmul52 = fmul float %v51, 3.000000e+00
  %fadd53 = fadd float %fadd, %fmul52
  %p58 = getelementptr i8, ptr addrspace(1) %20, i64 4
  %v59 = load float, ptr addrspace(1) %p58, align 4
  %fmul60 = fmul float %v59, 4.000000e+00
  %fadd61 = fadd float %fadd53, %fmul60
  %p66 = getelementptr float, ptr addrspace(1) %19, i64 %i26
  br label %endif

else:                                             ; preds = %stride.body23
  %add72 = add i64 %i26, -1
  %call76 = tail call i64 @llvm.smin.i64(i64 %add72, i64 %sub75)
  %call77 = tail call i64 @llvm.smax.i64(i64 %call76, i64 0)
  %p80 = getelementptr float, ptr addrspace(1) %14, i64 %call77
  %v81 = load float, ptr addrspace(1) %p80, align 4
  %fmul82 = fmul float %v81, 2.000000e+00
  %call89 = tail call i64 @llvm.smin.i64(i64 %i26, i64 %sub75)
  %call90 = tail call i64 @llvm.smax.i64(i64 %call89, i64 0)
  %p93 = getelementptr float, ptr addrspace(1) %15, i64 %call90
  %v94 = load float, ptr addrspace(1) %p93, align 4
  %fadd95 = fadd float %v94, %fmul82
  %p106 = getelementptr float, ptr addrspace(1) %14, i64 %call90
  %v107 = load float, ptr addrspace(1) %p106, align 4
  %fmul108 = fmul float %v107, 3.000000e+00
  %fadd109 = fadd float %fadd95, %fmul108
  %add111 = add nsw i64 %i26, 1
  %call116 = tail call i64 @llvm.smin.i64(i64 %add111, i64 %sub75)
  %call117 = tail call i64 @llvm.smax.i64(i64 %call116, i64 0)
  %p120 = getelementptr float, ptr addrspace(1) %14, i64 %call117
  %v121 = load float, ptr addrspace(1) %p120, align 4
  %fmul122 = fmul float %v121, 4.000000e+00
  %fadd123 = fadd float %fadd109, %fmul122
  %p134 = getelementptr float, ptr addrspace(1) %16, i64 %call90
  br label %endif

endif:                                            ; preds = %else, %then
  %p134.sink = phi ptr addrspace(1) [ %p134, %else ], [ %p66, %then ]
  %fadd123.sink = phi float [ %fadd123, %else ], [ %fadd61, %then ]
  %v135 = load float, ptr addrspace(1) %p134.sink, align 4
  %fmul136 = fmul float %v135, 5.000000e+00
  %fadd137 = fadd float %fadd123.sink, %fmul136
  %gep = getelementptr float, ptr addrspace(1) %invariant.gep, i64 %i26
  store float %fadd137, ptr addrspace(1) %gep, align 4
  %add139 = add i64 %i26, %mul22
  %cmp140 = icmp slt i64 %add139, %6
  br i1 %cmp140, label %stride.body23, label %stride.exit24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

attributes #0 = { nofree norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}

!0 = !{ptr @systole_stencil_naive_j2d5pt_f32_elements, !"kernel", i32 1}
