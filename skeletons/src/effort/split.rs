//! Large basic blocks cut into functions: the last part of the compile-time guard.
//!
//! A kernel's scalar code is one basic block, and some of LLVM's work is superlinear in the
//! size of a block or of a function however little the pipeline does: NVPTX's code
//! generation (its proxy-register erasure scans the whole function once a call), the code
//! generators' and `ptxas`'s register allocation. So past [`HUGE_KERNEL`](super::HUGE_KERNEL)
//! operations ([`Effort::is_huge`](super::Effort::is_huge)) a block of more than
//! [`SPLIT_BLOCK`] instructions is cut into pieces of [`PIECE`] instructions, each moved into
//! a function of its own (internal, `noinline`: the inliner would put it back) that takes
//! the values the piece reads from before it and returns those read after it. The block
//! then holds a call a piece, each function is compiled on its own, and the compile time of
//! the kernel grows with its size: 10^5 chained `sin`s took 257 s to PTX whole, 10-17 s cut
//! (the rest of the way to 1.6 s is the calls' visibility, see `backend-llvm-ptx`'s
//! `compile.rs`; `docs/perf/2026-11-26-compile-time-pieces.md`). The pieces run as the block
//! did, less the optimisations that would cross their edges (the kernel's `noalias` and
//! `readonly` parameters among them: no `ld.global.nc`), and a call each: the guard trades
//! the speed of kernels this large for a compile time that stays in seconds.
//!
//! A piece that reads or gives more than [`MAX_LIVE`] values (the leaves of a wide tree,
//! all computed before the first addition) stays where it is. So do the instructions that
//! cannot move between functions (a loop's PHIs, an `alloca`, the stack's intrinsics, a
//! token): pieces are cut from the runs between them.
//!
//! How a piece is called depends on the target ([`PiecesFor`]): on the GPU the functions are
//! `convergent`, as the warp shuffles they may hold are, and return what they give as one
//! aggregate; on the CPU a piece that gives more than one value (or a `bool`) writes them
//! to the caller's stack, because x86's fast instruction selection gives up on a function
//! that returns an aggregate and hands the whole block to SelectionDAG, which took 50 s on
//! the pieces of 10^5 nested `select`s.

use std::collections::{HashMap, HashSet};
use std::ffi::CString;

use inkwell::context::Context;
use inkwell::module::Module;
use llvm_sys::core as llvm;
use llvm_sys::prelude::{LLVMBasicBlockRef, LLVMBuilderRef, LLVMContextRef, LLVMTypeRef, LLVMValueRef};
use llvm_sys::{LLVMLinkage, LLVMOpcode, LLVMTypeKind};

/// The instructions past which a basic block is cut into functions.
pub const SPLIT_BLOCK: usize = 8_000;

/// The instructions of a piece of a cut block (the last piece may hold fewer). Smaller pieces
/// cost NVPTX's instruction selection less where a block calls functions: 10^5 chained `sin`s
/// took 1.63 s to PTX in pieces of 2,000 and 0.90 s in pieces of 500, the other shapes of
/// `tests/large` the same (`docs/perf/2026-11-26-padded-stencils.md`).
pub const PIECE: usize = 500;

/// The most values a piece may read from before it and give to what follows, together.
pub const MAX_LIVE: usize = 64;

/// The target whose code is cut, which decides how pieces are called (see the module
/// documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PiecesFor {
    /// The CPU: several values given through the caller's stack.
    Cpu,
    /// The GPU: `convergent` functions, several values given as an aggregate.
    Gpu,
}

/// Cuts every basic block of more than [`SPLIT_BLOCK`] instructions in `module`'s functions
/// into functions of about [`PIECE`] instructions (see the module documentation), called as
/// `target` calls them best. Returns the number of functions made.
pub fn split_large_blocks<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>, target: PiecesFor) -> usize {
    let functions: Vec<LLVMValueRef> = module.get_functions().map(|f| raw(&f)).collect();
    let mut total = 0;
    for f in functions {
        let mut made = 0;
        // SAFETY: `f` is a function of `module`, alive for the call; the blocks and
        // instructions walked are its own, and every change keeps the module well formed
        // (see `Piece::outline`).
        unsafe {
            let mut block = llvm::LLVMGetFirstBasicBlock(f);
            while !block.is_null() {
                split_block(ctx.raw(), module.as_mut_ptr(), f, block, target, &mut made);
                block = llvm::LLVMGetNextBasicBlock(block);
            }
        }
        total += made;
    }
    total
}

fn raw(f: &inkwell::values::FunctionValue<'_>) -> LLVMValueRef {
    use inkwell::values::AsValueRef;
    f.as_value_ref()
}

/// Cuts `block` of function `f` if it is large, counting the functions made of `f` in
/// `made`.
///
/// # Safety
/// `block` is a block of `f`, a function of `module` in `ctx`.
unsafe fn split_block(
    ctx: LLVMContextRef,
    module: llvm_sys::prelude::LLVMModuleRef,
    f: LLVMValueRef,
    block: LLVMBasicBlockRef,
    target: PiecesFor,
    made: &mut usize,
) {
    // SAFETY: the caller's; every instruction walked is one of `block`'s
    unsafe {
        let mut insts = Vec::new();
        let mut inst = llvm::LLVMGetFirstInstruction(block);
        while !inst.is_null() {
            insts.push(inst);
            inst = llvm::LLVMGetNextInstruction(inst);
        }
        let Some(&terminator) = insts.last() else { return };
        if llvm::LLVMIsATerminatorInst(terminator).is_null() || insts.len() <= SPLIT_BLOCK {
            return;
        }
        insts.pop();
        let builder = llvm::LLVMCreateBuilderInContext(ctx);
        // runs of instructions that can move (a loop's PHIs at the block's head cannot),
        // cut into pieces; each piece's call goes before the instruction after it
        let mut start = 0;
        while start < insts.len() {
            if !movable(insts[start]) {
                start += 1;
                continue;
            }
            let run = insts[start..].iter().position(|&i| !movable(i)).map_or(insts.len(), |n| start + n);
            for piece_start in (start..run).step_by(PIECE) {
                let end = (piece_start + PIECE).min(run);
                let next = insts.get(end).copied().unwrap_or(terminator);
                if let Some(piece) = Piece::of(&insts[piece_start..end]) {
                    piece.outline(ctx, module, builder, f, (next, *made), target);
                    *made += 1;
                }
            }
            start = run;
        }
        llvm::LLVMDisposeBuilder(builder);
    }
}

/// A run of instructions of one block that can move into a function of its own.
struct Piece<'a> {
    insts: &'a [LLVMValueRef],
    /// The values the piece reads from before it (instructions and the function's
    /// arguments), in the order first read.
    inputs: Vec<LLVMValueRef>,
    /// The piece's instructions read after it.
    outputs: Vec<LLVMValueRef>,
}

impl<'a> Piece<'a> {
    /// The piece of `insts`, unless it reads or gives more than [`MAX_LIVE`] values or a
    /// value a function cannot take or return.
    ///
    /// # Safety
    /// `insts` are [`movable`] instructions of one block, in order.
    unsafe fn of(insts: &'a [LLVMValueRef]) -> Option<Piece<'a>> {
        // SAFETY: the caller's
        unsafe {
            let inside: HashSet<LLVMValueRef> = insts.iter().copied().collect();
            let mut inputs = Vec::new();
            let mut seen = HashSet::new();
            let mut outputs = Vec::new();
            for &inst in insts {
                for k in 0..llvm::LLVMGetNumOperands(inst) {
                    let op = llvm::LLVMGetOperand(inst, k as u32);
                    let from_before = !llvm::LLVMIsAArgument(op).is_null()
                        || (!llvm::LLVMIsAInstruction(op).is_null() && !inside.contains(&op));
                    if from_before && seen.insert(op) {
                        inputs.push(op);
                    }
                }
                let mut u = llvm::LLVMGetFirstUse(inst);
                while !u.is_null() {
                    if !inside.contains(&llvm::LLVMGetUser(u)) {
                        outputs.push(inst);
                        break;
                    }
                    u = llvm::LLVMGetNextUse(u);
                }
                if inputs.len() + outputs.len() > MAX_LIVE {
                    return None;
                }
            }
            let passable = |v: &LLVMValueRef| passable(llvm::LLVMTypeOf(*v));
            (inputs.iter().all(passable) && outputs.iter().all(passable)).then_some(Piece {
                insts,
                inputs,
                outputs,
            })
        }
    }

    /// Moves the piece into a new function of `module`, the `number`th of `f`, called
    /// before `next` in its block, and reads its outputs from the call's result (or, on
    /// the CPU, from the caller's stack) after it.
    ///
    /// # Safety
    /// `f` is the function of the piece's block, `next` the instruction after the piece.
    unsafe fn outline(
        &self,
        ctx: LLVMContextRef,
        module: llvm_sys::prelude::LLVMModuleRef,
        builder: LLVMBuilderRef,
        f: LLVMValueRef,
        (next, number): (LLVMValueRef, usize),
        target: PiecesFor,
    ) {
        // SAFETY: the caller's; the function made is well formed once its block returns the
        // outputs, and every use of an output outside it then reads the call's result
        unsafe {
            let mut fields: Vec<LLVMTypeRef> = self.outputs.iter().map(|&v| llvm::LLVMTypeOf(v)).collect();
            let aggregate = llvm::LLVMStructTypeInContext(ctx, fields.as_mut_ptr(), fields.len() as u32, 0);
            let through_stack = target == PiecesFor::Cpu
                && (fields.len() > 1
                    || fields.iter().any(|&t| is_int(t) && llvm::LLVMGetIntTypeWidth(t) == 1));
            let ret = match fields[..] {
                _ if through_stack => llvm::LLVMVoidTypeInContext(ctx),
                [] => llvm::LLVMVoidTypeInContext(ctx),
                [one] => one,
                _ => aggregate,
            };
            // the caller's slot for the outputs, in its entry block
            let slot = through_stack.then(|| {
                llvm::LLVMPositionBuilderBefore(
                    builder,
                    llvm::LLVMGetFirstInstruction(llvm::LLVMGetEntryBasicBlock(f)),
                );
                llvm::LLVMBuildAlloca(builder, aggregate, c"piece.outputs".as_ptr())
            });
            let mut args = self.inputs.clone();
            args.extend(slot);
            let mut params: Vec<LLVMTypeRef> = args.iter().map(|&v| llvm::LLVMTypeOf(v)).collect();
            let fn_type = llvm::LLVMFunctionType(ret, params.as_mut_ptr(), params.len() as u32, 0);
            let mut len = 0;
            let name = llvm::LLVMGetValueName2(f, &mut len);
            let name = String::from_utf8_lossy(std::slice::from_raw_parts(name.cast::<u8>(), len));
            // a name PTX takes (no dot) and no other function has: LLVM would make one
            // unique with a dot
            let name = CString::new(format!("{name}_piece{number}")).unwrap_or_default();
            let piece = llvm::LLVMAddFunction(module, name.as_ptr(), fn_type);
            llvm::LLVMSetLinkage(piece, LLVMLinkage::LLVMInternalLinkage);
            copy_string_attributes(f, piece);
            let mut kinds = vec!["noinline", "nounwind"];
            if target == PiecesFor::Gpu {
                kinds.push("convergent");
            }
            for kind in kinds {
                let id = llvm::LLVMGetEnumAttributeKindForName(kind.as_ptr().cast(), kind.len());
                let attribute = llvm::LLVMCreateEnumAttribute(ctx, id, 0);
                llvm::LLVMAddAttributeAtIndex(piece, llvm_sys::LLVMAttributeFunctionIndex, attribute);
            }
            // the instructions, moved in order, reading the parameters for the inputs
            let entry = llvm::LLVMAppendBasicBlockInContext(ctx, piece, c"piece".as_ptr());
            llvm::LLVMPositionBuilderAtEnd(builder, entry);
            let param: HashMap<LLVMValueRef, LLVMValueRef> = self
                .inputs
                .iter()
                .enumerate()
                .map(|(k, &v)| (v, llvm::LLVMGetParam(piece, k as u32)))
                .collect();
            for &inst in self.insts {
                // (inserted under its own name, which the builder would otherwise clear)
                let mut len = 0;
                let name = llvm::LLVMGetValueName2(inst, &mut len);
                let name =
                    CString::new(std::slice::from_raw_parts(name.cast::<u8>(), len)).unwrap_or_default();
                llvm::LLVMInstructionRemoveFromParent(inst);
                llvm::LLVMInsertIntoBuilderWithName(builder, inst, name.as_ptr());
                for k in 0..llvm::LLVMGetNumOperands(inst) {
                    if let Some(&p) = param.get(&llvm::LLVMGetOperand(inst, k as u32)) {
                        llvm::LLVMSetOperand(inst, k as u32, p);
                    }
                }
            }
            let field = |builder, base, k: usize| {
                llvm::LLVMBuildStructGEP2(builder, aggregate, base, k as u32, c"".as_ptr())
            };
            match self.outputs[..] {
                _ if through_stack => {
                    let out = llvm::LLVMGetParam(piece, self.inputs.len() as u32);
                    for (k, &v) in self.outputs.iter().enumerate() {
                        llvm::LLVMBuildStore(builder, v, field(builder, out, k));
                    }
                    llvm::LLVMBuildRetVoid(builder);
                }
                [] => {
                    llvm::LLVMBuildRetVoid(builder);
                }
                [one] => {
                    llvm::LLVMBuildRet(builder, one);
                }
                _ => {
                    let mut result = llvm::LLVMGetPoison(ret);
                    for (k, &v) in self.outputs.iter().enumerate() {
                        result = llvm::LLVMBuildInsertValue(builder, result, v, k as u32, c"".as_ptr());
                    }
                    llvm::LLVMBuildRet(builder, result);
                }
            }
            // the call, and the outputs read where the piece was
            llvm::LLVMPositionBuilderBefore(builder, next);
            let call = llvm::LLVMBuildCall2(
                builder,
                fn_type,
                piece,
                args.as_mut_ptr(),
                args.len() as u32,
                c"".as_ptr(),
            );
            for (k, &v) in self.outputs.iter().enumerate() {
                let value = match (slot, self.outputs.len()) {
                    (Some(slot), _) => {
                        llvm::LLVMBuildLoad2(builder, fields[k], field(builder, slot, k), c"".as_ptr())
                    }
                    (None, 1) => call,
                    (None, _) => llvm::LLVMBuildExtractValue(builder, call, k as u32, c"".as_ptr()),
                };
                replace_uses_outside(v, piece, value);
            }
        }
    }
}

/// Whether `t` is an integer type.
///
/// # Safety
/// `t` is a type.
unsafe fn is_int(t: LLVMTypeRef) -> bool {
    // SAFETY: the caller's
    matches!(unsafe { llvm::LLVMGetTypeKind(t) }, LLVMTypeKind::LLVMIntegerTypeKind)
}

/// The intrinsics whose calls cannot move into another function: they read or change the
/// calling function's frame, arguments or exception state, or describe its locals.
const FRAME_INTRINSICS: [&[u8]; 11] = [
    b"llvm.stack",
    b"llvm.lifetime",
    b"llvm.va_",
    b"llvm.frameaddress",
    b"llvm.returnaddress",
    b"llvm.sponentry",
    b"llvm.localescape",
    b"llvm.localrecover",
    b"llvm.eh.",
    b"llvm.dbg.",
    b"llvm.coro.",
];

/// Whether `inst` can move into another function: not a PHI, an `alloca`, a terminator,
/// an exception pad, a `musttail` call, a call of one of the [`FRAME_INTRINSICS`], nor a
/// token. Inline assembly moves: the PTX systole writes (float minima and maxima, fences,
/// acquire loads) reads only its operands.
///
/// # Safety
/// `inst` is an instruction.
unsafe fn movable(inst: LLVMValueRef) -> bool {
    // SAFETY: the caller's
    unsafe {
        use LLVMOpcode::*;
        match llvm::LLVMGetInstructionOpcode(inst) {
            LLVMPHI | LLVMAlloca | LLVMLandingPad | LLVMCatchPad | LLVMCleanupPad | LLVMVAArg => false,
            LLVMCall => {
                let callee = llvm::LLVMGetCalledValue(inst);
                let mut len = 0;
                let name = llvm::LLVMGetValueName2(callee, &mut len);
                let name = std::slice::from_raw_parts(name.cast::<u8>(), len);
                let frame = FRAME_INTRINSICS.iter().any(|prefix| name.starts_with(prefix));
                let must_tail = matches!(
                    llvm::LLVMGetTailCallKind(inst),
                    llvm_sys::LLVMTailCallKind::LLVMTailCallKindMustTail
                );
                let token =
                    matches!(llvm::LLVMGetTypeKind(llvm::LLVMTypeOf(inst)), LLVMTypeKind::LLVMTokenTypeKind);
                !frame && !must_tail && !token
            }
            _ => llvm::LLVMIsATerminatorInst(inst).is_null(),
        }
    }
}

/// Whether a function can take or return a value of type `t`.
///
/// # Safety
/// `t` is a type.
unsafe fn passable(t: LLVMTypeRef) -> bool {
    use LLVMTypeKind::*;
    // SAFETY: the caller's
    !matches!(
        unsafe { llvm::LLVMGetTypeKind(t) },
        LLVMTokenTypeKind | LLVMMetadataTypeKind | LLVMLabelTypeKind | LLVMVoidTypeKind
    )
}

/// Makes every use of `old` outside the function `inside` read `new`.
///
/// # Safety
/// `old` and `new` are values of the same type; `new` dominates those uses.
unsafe fn replace_uses_outside(old: LLVMValueRef, inside: LLVMValueRef, new: LLVMValueRef) {
    // SAFETY: the caller's
    unsafe {
        let mut users = Vec::new();
        let mut u = llvm::LLVMGetFirstUse(old);
        while !u.is_null() {
            let user = llvm::LLVMGetUser(u);
            if llvm::LLVMGetBasicBlockParent(llvm::LLVMGetInstructionParent(user)) != inside {
                users.push(user);
            }
            u = llvm::LLVMGetNextUse(u);
        }
        for user in users {
            for k in 0..llvm::LLVMGetNumOperands(user) {
                if llvm::LLVMGetOperand(user, k as u32) == old {
                    llvm::LLVMSetOperand(user, k as u32, new);
                }
            }
        }
    }
}

/// Gives `to` the string attributes of the function `from` (the target's CPU and features,
/// the floating-point modes), so that both are compiled alike.
///
/// # Safety
/// Both are functions of one context.
unsafe fn copy_string_attributes(from: LLVMValueRef, to: LLVMValueRef) {
    // SAFETY: the caller's; the buffer holds as many attributes as LLVM counts
    unsafe {
        let index = llvm_sys::LLVMAttributeFunctionIndex;
        let n = llvm::LLVMGetAttributeCountAtIndex(from, index);
        let mut attributes = vec![std::ptr::null_mut(); n as usize];
        llvm::LLVMGetAttributesAtIndex(from, index, attributes.as_mut_ptr());
        for a in attributes {
            if llvm::LLVMIsStringAttribute(a) != 0 {
                llvm::LLVMAddAttributeAtIndex(to, index, a);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use inkwell::IntPredicate;
    use inkwell::context::Context;
    use inkwell::module::Module;
    use inkwell::values::{FunctionValue, IntValue};

    use super::*;

    /// A function `f(x: i32) -> i32` of one block: `n` instructions, each `e * 3 + x` in
    /// turn (a multiplication, then an addition reading the argument).
    fn chain<'ctx>(
        ctx: &'ctx Context,
        module: &Module<'ctx>,
        n: usize,
    ) -> (FunctionValue<'ctx>, IntValue<'ctx>) {
        let i32_ = ctx.i32_type();
        let f = module.add_function("chain", i32_.fn_type(&[i32_.into()], false), None);
        let b = ctx.create_builder();
        b.position_at_end(ctx.append_basic_block(f, "entry"));
        let x = f.get_nth_param(0).unwrap().into_int_value();
        let mut e = x;
        for k in 0..n {
            e = if k % 2 == 0 {
                b.build_int_mul(e, i32_.const_int(3, false), "").unwrap()
            } else {
                b.build_int_add(e, x, "").unwrap()
            };
        }
        b.build_return(Some(&e)).unwrap();
        (f, e)
    }

    fn instructions(f: FunctionValue<'_>) -> Vec<usize> {
        f.get_basic_block_iter().map(|b| b.get_instructions().count()).collect()
    }

    #[test]
    fn a_long_block_is_cut_into_pieces_of_their_own_functions() {
        let ctx = Context::create();
        let module = ctx.create_module("m");
        let n = SPLIT_BLOCK + PIECE / 2 + 1;
        let (f, _) = chain(&ctx, &module, n);
        assert_eq!(split_large_blocks(&ctx, &module, PiecesFor::Cpu), n.div_ceil(PIECE));
        module.verify().unwrap_or_else(|e| panic!("{}", e.to_string_lossy()));
        // the block holds a call a piece and the return; each piece its instructions and
        // its return
        assert_eq!(instructions(f), vec![n.div_ceil(PIECE) + 1]);
        let pieces: Vec<FunctionValue<'_>> =
            module.get_functions().filter(|g| g.get_name().to_bytes().starts_with(b"chain_piece")).collect();
        assert_eq!(pieces.len(), n.div_ceil(PIECE));
        let moved: usize = pieces.iter().map(|&p| instructions(p)[0] - 1).sum();
        assert_eq!(moved, n);
        let attributes = pieces[0].attributes(inkwell::attributes::AttributeLoc::Function);
        assert!(attributes.iter().any(|a| a.is_enum()
            && a.get_enum_kind_id() == inkwell::attributes::Attribute::get_named_enum_kind_id("noinline")));
    }

    #[test]
    fn a_block_of_split_block_instructions_is_left_alone() {
        let ctx = Context::create();
        let module = ctx.create_module("m");
        let (f, _) = chain(&ctx, &module, SPLIT_BLOCK - 1);
        assert_eq!(split_large_blocks(&ctx, &module, PiecesFor::Gpu), 0);
        assert_eq!(instructions(f), vec![SPLIT_BLOCK]);
        // one more (with the return) is cut
        let module = ctx.create_module("n");
        chain(&ctx, &module, SPLIT_BLOCK);
        assert_eq!(split_large_blocks(&ctx, &module, PiecesFor::Gpu), SPLIT_BLOCK.div_ceil(PIECE));
    }

    /// `f(x: i32) -> i32` of one block, three values carried from level to level (two
    /// `i32`s and a `bool`): each piece gives all three, so that its outputs go through the
    /// caller's stack on the CPU and as an aggregate on the GPU, and swapping two of them
    /// changes the result.
    fn three_chains<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>) {
        let i32_ = ctx.i32_type();
        let f = module.add_function("three", i32_.fn_type(&[i32_.into()], false), None);
        let b = ctx.create_builder();
        b.position_at_end(ctx.append_basic_block(f, "entry"));
        let x = f.get_nth_param(0).unwrap().into_int_value();
        let (mut p, mut q) = (x, b.build_int_add(x, i32_.const_int(1, false), "").unwrap());
        let mut flag = b.build_int_compare(IntPredicate::SGT, x, i32_.const_zero(), "").unwrap();
        // five instructions a level
        for _ in 0..(SPLIT_BLOCK + PIECE) / 5 {
            let m = b.build_int_mul(p, i32_.const_int(3, false), "").unwrap();
            p = b.build_int_add(m, q, "").unwrap();
            q = b.build_xor(q, p, "").unwrap();
            let less = b.build_int_compare(IntPredicate::SLT, p, q, "").unwrap();
            flag = b.build_xor(flag, less, "").unwrap();
        }
        let sum = b.build_int_add(p, b.build_int_mul(q, i32_.const_int(7, false), "").unwrap(), "").unwrap();
        let flag = b.build_int_z_extend(flag, i32_, "").unwrap();
        b.build_return(Some(&b.build_int_add(sum, flag, "").unwrap())).unwrap();
    }

    /// `three_chains`'s results for some inputs, compiled by LLVM's JIT for this machine,
    /// after `split` changed the module.
    fn run_three(split: &dyn for<'c> Fn(&'c Context, &Module<'c>)) -> Vec<i32> {
        use inkwell::OptimizationLevel;
        use inkwell::targets::{InitializationConfig, Target};
        Target::initialize_native(&InitializationConfig::default()).expect("the native target");
        let ctx = Context::create();
        let module = ctx.create_module("three");
        three_chains(&ctx, &module);
        split(&ctx, &module);
        module.verify().unwrap_or_else(|e| panic!("{}", e.to_string_lossy()));
        let engine = module.create_jit_execution_engine(OptimizationLevel::None).expect("a JIT");
        // SAFETY: `three` is `i32 (i32)`, defined in the module the engine compiled
        let f = unsafe { engine.get_function::<unsafe extern "C" fn(i32) -> i32>("three") }.expect("three");
        // SAFETY: as above
        [-7, 0, 1, 12345, i32::MIN].iter().map(|&x| unsafe { f.call(x) }).collect()
    }

    #[test]
    fn cut_blocks_compute_what_they_computed_whole() {
        let whole = run_three(&|_, _| {});
        for target in [PiecesFor::Cpu, PiecesFor::Gpu] {
            let cut = run_three(&|ctx, module| {
                // every instruction but the return, in pieces
                let moved = instructions(module.get_function("three").unwrap())[0] - 1;
                assert_eq!(split_large_blocks(ctx, module, target), moved.div_ceil(PIECE));
            });
            assert_eq!(cut, whole, "{target:?}");
        }
    }

    #[test]
    fn values_read_in_later_blocks_come_from_the_calls() {
        // the chain's middle is read by a comparison in the next block and by a PHI after it
        let ctx = Context::create();
        let module = ctx.create_module("m");
        let i32_ = ctx.i32_type();
        let f = module.add_function("branchy", i32_.fn_type(&[i32_.into()], false), None);
        let b = ctx.create_builder();
        let [entry, test, join, other] =
            ["entry", "test", "join", "other"].map(|name| ctx.append_basic_block(f, name));
        b.position_at_end(entry);
        let x = f.get_nth_param(0).unwrap().into_int_value();
        let (mut e, mut middle) = (x, x);
        for k in 0..SPLIT_BLOCK + 10 {
            e = b.build_int_add(e, x, "").unwrap();
            if k == PIECE + 7 {
                middle = e;
            }
        }
        b.build_unconditional_branch(test).unwrap();
        b.position_at_end(test);
        let small = b.build_int_compare(IntPredicate::SLT, middle, e, "").unwrap();
        b.build_conditional_branch(small, join, other).unwrap();
        b.position_at_end(other);
        b.build_return(Some(&x)).unwrap();
        b.position_at_end(join);
        let phi = b.build_phi(i32_, "").unwrap();
        phi.add_incoming(&[(&middle, test)]);
        b.build_return(Some(&phi.as_basic_value())).unwrap();
        assert!(split_large_blocks(&ctx, &module, PiecesFor::Gpu) > 0);
        module.verify().unwrap_or_else(|e| panic!("{}", e.to_string_lossy()));
        let piece = module.get_function("branchy_piece0").unwrap();
        let convergent = inkwell::attributes::Attribute::get_named_enum_kind_id("convergent");
        assert!(piece.get_enum_attribute(inkwell::attributes::AttributeLoc::Function, convergent).is_some());
    }

    #[test]
    fn pieces_that_hold_too_many_values_stay_in_their_block() {
        // the leaves of a sum, all computed before the first addition: any cut holds
        // thousands of values
        let ctx = Context::create();
        let module = ctx.create_module("m");
        let i32_ = ctx.i32_type();
        let f = module.add_function("leaves", i32_.fn_type(&[i32_.into()], false), None);
        let b = ctx.create_builder();
        b.position_at_end(ctx.append_basic_block(f, "entry"));
        let x = f.get_nth_param(0).unwrap().into_int_value();
        let leaves: Vec<IntValue<'_>> = (0..SPLIT_BLOCK)
            .map(|k| b.build_int_mul(x, i32_.const_int(k as u64 + 2, false), "").unwrap())
            .collect();
        let sum = leaves.iter().fold(x, |s, &l| b.build_int_add(s, l, "").unwrap());
        b.build_return(Some(&sum)).unwrap();
        assert_eq!(split_large_blocks(&ctx, &module, PiecesFor::Cpu), 0);
        assert!(module.verify().is_ok());
    }
}
