; ModuleID = 'systole_generate_column_mapping'
source_filename = "systole_generate_column_mapping"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @systole_generate_column_mapping_elements(i64 %0, i64 %1, ptr addrspace(1) noalias nocapture writeonly %2, i64 %3, i64 %4) local_unnamed_addr {
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
  %mul10 = mul i64 %1, %0
  %cmp = icmp slt i64 %add, %mul10
  br i1 %cmp, label %stride.body.preheader, label %stride.exit

stride.body.preheader:                            ; preds = %entry
  %cmp12 = icmp ult i64 %mul10, 2147483648
  %call30 = tail call i64 @llvm.smin.i64(i64 %1, i64 32)
  %mul31 = mul i64 %call30, %0
  %cmp32 = icmp eq i64 %mul31, 0
  %cmp34 = icmp eq i64 %mul31, -1
  %icast13 = trunc i64 %0 to i32
  %icast14 = trunc i64 %1 to i32
  br label %stride.body

stride.body:                                      ; preds = %stride.body.preheader, %endif
  %i = phi i64 [ %add58, %endif ], [ %add, %stride.body.preheader ]
  br i1 %cmp12, label %then, label %else

stride.exit:                                      ; preds = %endif, %entry
  ret void

then:                                             ; preds = %stride.body
  %icast = trunc i64 %i to i32
  %5 = tail call i32 asm "{ .reg .pred %p; setp.lt.u32 %p, $1, $2; selp.b32 $0, $1, $2, %p; }", "=r,r,r"(i32 %icast14, i32 32) #2
  %mul15 = mul i32 %5, %icast13
  %cmp16 = icmp eq i32 %mul15, 0
  %sel = tail call i32 @llvm.umax.i32(i32 %mul15, i32 1)
  %div = udiv i32 %icast, %sel
  %sel17 = select i1 %cmp16, i32 0, i32 %div
  %mul18 = mul i32 %sel17, %5
  %sub = sub i32 %icast14, %mul18
  %6 = tail call i32 asm "{ .reg .pred %p; setp.lt.u32 %p, $1, $2; selp.b32 $0, $1, $2, %p; }", "=r,r,r"(i32 %sub, i32 %5) #2
  %mul19 = mul i32 %sel17, %mul15
  %sub20 = sub i32 %icast, %mul19
  %cmp21 = icmp eq i32 %6, 0
  %sel22 = tail call i32 @llvm.umax.i32(i32 %6, i32 1)
  %div23 = udiv i32 %sub20, %sel22
  %sel24 = select i1 %cmp21, i32 0, i32 %div23
  %mul25 = mul i32 %sel24, %6
  %sub26 = add i32 %sub20, %mul18
  %add27 = sub i32 %sub26, %mul25
  %icast28 = zext i32 %sel24 to i64
  %icast29 = zext i32 %add27 to i64
  br label %endif

else:                                             ; preds = %stride.body
  %cmp33 = icmp eq i64 %i, -9223372036854775808
  %ovf = and i1 %cmp34, %cmp33
  %bad = or i1 %cmp32, %ovf
  %sel35 = select i1 %bad, i64 1, i64 %mul31
  %div36 = sdiv i64 %i, %sel35
  %sel37 = select i1 %cmp32, i64 0, i64 %div36
  %mul38 = mul i64 %sel37, %call30
  %sub39 = sub i64 %1, %mul38
  %call40 = tail call i64 @llvm.smin.i64(i64 %sub39, i64 %call30)
  %mul41 = mul i64 %sel37, %mul31
  %sub42 = sub i64 %i, %mul41
  %cmp43 = icmp eq i64 %call40, 0
  %cmp44 = icmp eq i64 %sub42, -9223372036854775808
  %cmp45 = icmp eq i64 %call40, -1
  %ovf46 = and i1 %cmp44, %cmp45
  %bad47 = or i1 %cmp43, %ovf46
  %sel48 = select i1 %bad47, i64 1, i64 %call40
  %div49 = sdiv i64 %sub42, %sel48
  %sel50 = select i1 %cmp43, i64 0, i64 %div49
  %mul51 = mul i64 %sel50, %call40
  %sub52 = add i64 %sub42, %mul38
  %add53 = sub i64 %sub52, %mul51
  br label %endif

endif:                                            ; preds = %else, %then
  %phi = phi i64 [ %icast28, %then ], [ %sel50, %else ]
  %phi54 = phi i64 [ %icast29, %then ], [ %add53, %else ]
  %mul55 = mul i64 %phi, %1
  %mul57 = mul i64 %phi54, %phi
  %sitofp = sitofp i64 %mul57 to float
  %7 = getelementptr float, ptr addrspace(1) %2, i64 %mul55
  %p = getelementptr float, ptr addrspace(1) %7, i64 %phi54
  store float %sitofp, ptr addrspace(1) %p, align 4
  %add58 = add i64 %i, %mul9
  %cmp59 = icmp slt i64 %add58, %mul10
  br i1 %cmp59, label %stride.body, label %stride.exit
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.tid.x() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #0

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #1

attributes #0 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }

!nvvm.annotations = !{!0}

!0 = !{ptr @systole_generate_column_mapping_elements, !"kernel", i32 1}
