//! `permute` on the GPU: one thread per input element sends it to its target and combines
//! it with what is there, correct under any number of collisions:
//!
//! - a plain `+`, `min` or `max` of a 32- or 64-bit scalar is one atomic instruction
//!   (`atom.global.add`, ...; LLVM expands a float `min`/`max` into a compare-and-swap loop);
//! - any other function of a 32- or 64-bit scalar is a compare-and-swap loop: read the
//!   target, combine, swap in the result if the target still holds what was read, else
//!   retry with what it holds now (lock-free);
//! - everything else (tuples, `bool`, 8- and 16-bit integers) takes a lock per target
//!   element from a striped table of [`PERMUTE_LOCKS`] spin locks, and reads and writes the
//!   target with volatile accesses between device-wide memory barriers (`membar.gl`; LLVM 19
//!   cannot lower IR fences or acquire loads for NVPTX). Spinning threads of one warp do not
//!   deadlock the lock holder on sm_70 and later (independent thread scheduling).
//!
//! The CPU's version is in `range.rs` (`permute`).

use inkwell::AtomicOrdering;
use inkwell::values::{BasicValueEnum, IntValue, PointerValue};
use systole_frontend::ScalarType;
use systole_frontend::ir::{Consumer, Fun};
use systole_fusion::{ArrayVar, Input, Kernel};

use super::{GpuTarget, cas_combinable, each_element, volatile_value};
use crate::codegen::{KernelGen, atomic_combine};
use crate::kernel::{PERMUTE_LOCKS, PermuteCombine, input_type, permute_combine, permute_target_rank};
use crate::lower::{Codegen, FloatOrder, Val, ok};

/// How a permute combines into its output on the GPU.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GpuCombine {
    /// One atomic read-modify-write.
    Atomic(systole_frontend::ir::BinOp),
    /// A compare-and-swap loop.
    CompareAndSwap,
    /// Under a per-element lock.
    Locked,
}

/// How `combine` of a permute is applied on the GPU (see the module documentation).
pub fn gpu_combine(combine: &Fun<ArrayVar>) -> GpuCombine {
    let elt = combine.result_type();
    match permute_combine(combine) {
        PermuteCombine::Atomic(op) if cas_combinable(elt) => GpuCombine::Atomic(op),
        _ if cas_combinable(elt) => GpuCombine::CompareAndSwap,
        _ => GpuCombine::Locked,
    }
}

impl<'ctx> KernelGen<'_, '_, 'ctx> {
    #[expect(
        clippy::expect_used,
        reason = "a compare-and-swap combine is chosen for scalar elements only (`cas_combinable`)"
    )]
    pub(super) fn gpu_permute(
        &mut self,
        gpu: &dyn GpuTarget,
        combine: &Fun<ArrayVar>,
        index: &Fun<ArrayVar>,
        input: &Input,
    ) {
        let cg = self.cg;
        let (_, rank) = input_type(input, self.sig);
        let extent = self.params.ints(cg, rank);
        let Kernel::Consumer(c @ Consumer::Permute { .. }) = &self.sig.canonical else { unreachable!() };
        let out_extent = self.params.ints(cg, permute_target_rank(c));
        let elt = combine.result_type().clone();
        let out = self.params.ptrs(cg, elt.leaves().len());
        let locks = self.params.ptr(cg);
        let how = gpu_combine(combine);
        each_element(cg, gpu, &extent, None, &|ix, lin| {
            let (keep, dst) = self.permute_target(index, ix, &out_extent);
            cg.if_then(keep, || {
                let x = self.read_input(input, ix, lin);
                let apply =
                    |old: &Val<'ctx>| self.lower(combine, &[x.clone(), old.clone()], FloatOrder::Strict);
                match how {
                    GpuCombine::Atomic(op) => atomic_combine(cg, op, &elt, out[0], dst, x.scalar()),
                    GpuCombine::CompareAndSwap => {
                        let t = elt.as_scalar().expect("a scalar");
                        compare_and_swap(cg, t, out[0], dst, &|old| apply(&Val::Scalar(old)).scalar());
                    }
                    GpuCombine::Locked => {
                        let slot = ok(cg.builder.build_and(dst, cg.i64(PERMUTE_LOCKS as i64 - 1), "slot"));
                        let i32_ = cg.ctx.i32_type();
                        let lock =
                            unsafe { ok(cg.builder.build_in_bounds_gep(i32_, locks, &[slot], "lock")) };
                        acquire(cg, gpu, lock);
                        let old = volatile_value(cg, &elt, &out, dst, None);
                        let new = apply(&old);
                        volatile_value(cg, &elt, &out, dst, Some(&new));
                        release(cg, gpu, lock);
                    }
                }
            });
        });
    }
}

/// `ptr[dst] = f(ptr[dst])` with a compare-and-swap loop on the bits of a 32- or 64-bit
/// scalar of type `t`.
fn compare_and_swap<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    t: ScalarType,
    ptr: PointerValue<'ctx>,
    dst: IntValue<'ctx>,
    f: &dyn Fn(BasicValueEnum<'ctx>) -> BasicValueEnum<'ctx>,
) {
    let b = cg.builder;
    let bits = if t.size_bytes() == 8 { cg.ctx.i64_type() } else { cg.ctx.i32_type() };
    let p = unsafe { ok(b.build_in_bounds_gep(bits, ptr, &[dst], "p")) };
    let first = ok(b.build_load(bits, p, "first")).into_int_value();
    let pre = cg.current();
    let again = cg.block("cas.again");
    let done = cg.block("cas.done");
    ok(b.build_unconditional_branch(again));
    b.position_at_end(again);
    let old = ok(b.build_phi(bits, "old"));
    old.add_incoming(&[(&first, pre)]);
    let old_bits = old.as_basic_value().into_int_value();
    let value = ok(b.build_bit_cast(old_bits, cg.reg_type(t), "oldv"));
    let new = ok(b.build_bit_cast(f(value), bits, "new")).into_int_value();
    let r = ok(b.build_cmpxchg(p, old_bits, new, AtomicOrdering::Monotonic, AtomicOrdering::Monotonic));
    let seen = ok(b.build_extract_value(r, 0, "seen")).into_int_value();
    let swapped = ok(b.build_extract_value(r, 1, "swapped")).into_int_value();
    old.add_incoming(&[(&seen, cg.current())]);
    ok(b.build_conditional_branch(swapped, done, again));
    b.position_at_end(done);
}

/// Spins until the lock goes from 0 to 1, then orders what follows after it.
fn acquire<'ctx>(cg: &Codegen<'_, 'ctx>, gpu: &dyn GpuTarget, lock: PointerValue<'ctx>) {
    let b = cg.builder;
    let spin = cg.block("lock.spin");
    let held = cg.block("lock.held");
    ok(b.build_unconditional_branch(spin));
    b.position_at_end(spin);
    let i32_ = cg.ctx.i32_type();
    let r = ok(b.build_cmpxchg(
        lock,
        i32_.const_zero(),
        i32_.const_int(1, false),
        AtomicOrdering::Monotonic,
        AtomicOrdering::Monotonic,
    ));
    let got = ok(b.build_extract_value(r, 1, "got")).into_int_value();
    ok(b.build_conditional_branch(got, held, spin));
    b.position_at_end(held);
    gpu.memory_barrier(cg);
}

/// Orders what came before, then frees the lock.
fn release<'ctx>(cg: &Codegen<'_, 'ctx>, gpu: &dyn GpuTarget, lock: PointerValue<'ctx>) {
    gpu.memory_barrier(cg);
    let zero = cg.ctx.i32_type().const_zero();
    ok(cg.builder.build_atomicrmw(inkwell::AtomicRMWBinOp::Xchg, lock, zero, AtomicOrdering::Monotonic));
}
