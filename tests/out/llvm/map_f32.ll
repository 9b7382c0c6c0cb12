; ModuleID = 'systole_map_f32'
source_filename = "systole_map_f32"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define void @systole_map_f32_elements(i64 %0, i64 %1, ptr addrspace(1) noalias nocapture readonly %2, i64 %3, i64 %4, ptr addrspace(1) noalias nocapture writeonly %5, i64 %6, i64 %7) local_unnamed_addr #0 {
entry:
  %call = tail call range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %call1 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %narrow = mul nuw nsw i32 %call, %call1
  %call3 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %narrow41 = add nuw nsw i32 %narrow, %call3
  %add = zext nneg i32 %narrow41 to i64
  %call7 = tail call range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %narrow42 = mul nuw nsw i32 %call1, %call7
  %mul9 = zext nneg i32 %narrow42 to i64
  %cmp = icmp slt i64 %add, %3
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
  %cmp25 = icmp slt i64 %add17, %4
  %sub = add i64 %0, -1
  %sub31 = add i64 %1, -1
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %stride.exit24
  %i = phi i64 [ %add39, %stride.exit24 ], [ %add, %stride.body.preheader ]
  br i1 %cmp25, label %stride.body23.preheader, label %stride.exit24

stride.body23.preheader:                          ; preds = %stride.body
  %mul27 = mul i64 %i, %4
  %call29 = tail call i64 @llvm.smin.i64(i64 %i, i64 %sub)
  %call30 = tail call i64 @llvm.smax.i64(i64 %call29, i64 0)
  %mul34 = mul i64 %call30, %1
  %8 = getelementptr float, ptr addrspace(1) %2, i64 %mul34
  %9 = getelementptr float, ptr addrspace(1) %5, i64 %mul27
  br label %stride.body23

stride.exit:                                      ; preds = %stride.exit24, %entry
  ret void

stride.body23:                                    ; preds = %stride.body23.preheader, %stride.body23
  %i26 = phi i64 [ %add37, %stride.body23 ], [ %add17, %stride.body23.preheader ]
  %call32 = tail call i64 @llvm.smin.i64(i64 %i26, i64 %sub31)
  %call33 = tail call i64 @llvm.smax.i64(i64 %call32, i64 0)
  %p = getelementptr float, ptr addrspace(1) %8, i64 %call33
  %v = load float, ptr addrspace(1) %p, align 4
  %fmul = fmul float %v, 2.000000e+00
  %fadd = fadd float %fmul, 1.000000e+00
  %p36 = getelementptr float, ptr addrspace(1) %9, i64 %i26
  store float %fadd, ptr addrspace(1) %p36, align 4
  %add37 = add i64 %i26, %mul22
  %cmp38 = icmp slt i64 %add37, %4
  br i1 %cmp38, label %stride.body23, label %stride.exit24

stride.exit24:                                    ; preds = %stride.body23, %stride.body
  %add39 = add i64 %i, %mul9
  %cmp40 = icmp slt i64 %add39, %3
  br i1 %cmp40, label %stride.body, label %stride.exit
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

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}

!0 = !{ptr @systole_map_f32_elements, !"kernel", i32 1}
