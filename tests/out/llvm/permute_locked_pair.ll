; ModuleID = 'systole_permute_locked_pair'
source_filename = "systole_permute_locked_pair"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write)
define void @systole_permute_locked_pair_elements(i64 %0, ptr addrspace(1) noalias nocapture writeonly %1, ptr addrspace(1) noalias nocapture writeonly %2, i64 %3, i64 %4) local_unnamed_addr #0 {
entry:
  %call = tail call range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %sreg = zext nneg i32 %call to i64
  %call1 = tail call range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %sreg2 = zext nneg i32 %call1 to i64
  %mul = mul nuw nsw i64 %sreg, %sreg2
  %call3 = tail call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %sreg4 = zext nneg i32 %call3 to i64
  %add = add nuw nsw i64 %mul, %sreg4
  %call7 = tail call range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %sreg8 = zext nneg i32 %call7 to i64
  %mul9 = mul nuw nsw i64 %sreg2, %sreg8
  %cmp = icmp slt i64 %add, %0
  br i1 %cmp, label %stride.body, label %stride.exit

stride.body:                                      ; preds = %entry, %stride.body
  %i = phi i64 [ %add11, %stride.body ], [ %add, %entry ]
  %p = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %i
  store i32 0, ptr addrspace(1) %p, align 4
  %p10 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 %i
  store i32 0, ptr addrspace(1) %p10, align 4
  %add11 = add i64 %i, %mul9
  %cmp12 = icmp slt i64 %add11, %0
  br i1 %cmp12, label %stride.body, label %stride.exit

stride.exit:                                      ; preds = %stride.body, %entry
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: write) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!nvvm.annotations = !{!0}

!0 = !{ptr @systole_permute_locked_pair_elements, !"kernel", i32 1}
