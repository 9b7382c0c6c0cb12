//! SSAM's partial sums (Chen et al., SC'19) in a register tile: where the stencil function
//! is a weighted sum `post(⊕ over taps of w · x)` ([`WeightedSum`]), each column's taps are
//! combined in the lane that holds them and one shuffle per column moves the partial
//! result. Weights that are not constants (a filter read at run time, a scalar parameter)
//! live in constant memory ([`WEIGHTS_GLOBAL`]), evaluated each run by the kernel's
//! [`Entry::Weights`](crate::kernel::Entry::Weights) entry.

use inkwell::IntPredicate;
use inkwell::values::BasicValueEnum;
use systole_frontend::ir::{BinOp, Consumer, Fun, UnOp};
use systole_frontend::{ScalarType, Type};
use systole_fusion::{ArrayVar, Kernel};

use super::super::GpuTarget;
use super::super::weighted::{WeightedSum, weighted_sum};
use super::StencilSkeleton;
use super::tile::{TileKernel, Window, shuffle_by};
use crate::codegen::KernelGen;
use crate::kernel::Signature;
use crate::lower::{FloatOrder, Val, ok};

/// The most bytes of SSAM's weights that are not constants (a filter read at run time) a
/// kernel keeps in constant memory ([`WEIGHTS_GLOBAL`]; 64 KiB a module at most): a 15x15
/// filter of `f64` takes 1800. Held in registers instead, a 9x9 filter of `f32` was slower
/// and a 15x15 one spilled (`docs/perf/2026-11-25-ssam.md`).
pub(super) const MAX_CONSTANT_WEIGHT_BYTES: usize = 32 << 10;

/// The global of a kernel's module, in constant memory, that holds the weights of its SSAM
/// stencil that are not constants, in [`WeightedSum::variable_fields`] order: the
/// [`Entry::Weights`](crate::kernel::Entry::Weights) entry evaluates them into a buffer and
/// the host copies that here before the stencil's launch. The stencil reads each weight
/// where a multiply-add uses it ([`GpuTarget::load_constant`]), so that ptxas for sm_90
/// takes them from uniform registers, not every thread's (`docs/perf/2026-11-25-ssam.md`).
pub const WEIGHTS_GLOBAL: &str = "systole_weights";

/// The type and number of the weights a stencil keeps in constant memory
/// ([`WEIGHTS_GLOBAL`]): an SSAM stencil's that are not constants, if any, and every weight
/// of a shared window (`window.rs`); `None` for other skeletons.
pub fn constant_weights(sig: &Signature, skeleton: Option<&StencilSkeleton>) -> Option<(ScalarType, usize)> {
    let Kernel::Consumer(Consumer::Stencil { f, .. }) = &sig.canonical else {
        return None;
    };
    let sum = weighted_sum(f)?;
    match skeleton {
        Some(StencilSkeleton::Ssam { .. }) => {}
        // the shared window's table holds every weight (see `window.rs`)
        Some(StencilSkeleton::Window(window)) => return Some((sum_type(f, &sum), window.weights())),
        _ => return None,
    }
    let n = sum.variable_weights();
    (n > 0).then(|| (sum_type(f, &sum), n))
}

/// The scalar type of a weighted sum's taps, weights and partial sums.
#[expect(
    clippy::expect_used,
    reason = "SSAM is chosen for weighted sums of scalar taps only (`weighted_sum`)"
)]
pub(super) fn sum_type(f: &Fun<ArrayVar>, sum: &WeightedSum) -> ScalarType {
    f.params()[sum.terms[0].tap].as_scalar().expect("scalar taps")
}

impl<'ctx> KernelGen<'_, '_, 'ctx> {
    /// Computes the outputs of one step of an SSAM tile from its `window` (see
    /// `tile.rs`'s `value_outputs`, which this replaces for weighted sums), calling
    /// `store(p, j, values)` with each output's columns.
    ///
    /// The taps an output reads from another lane are summed in that lane and moved by one
    /// shuffle per lane. In a volume, that lane sums them in one chain over the columns it
    /// holds, and the output's lane sums its own taps onto the moved parts, in one chain of
    /// fused multiply-adds (no separate sum of partial results: 2 instructions fewer an
    /// output of a lane of one column; in 2D that was slower, conv2d 5x5 by 4%,
    /// `docs/perf/2026-11-26-j3d27pt.md`). Output after output, each stored when
    /// computed: in 2D the stores' branches keep ptxas from interleaving the outputs and
    /// holding every output's registers at once (`docs/perf/2026-11-25-ssam.md`); 3D tiles'
    /// stores are predicated (see `walk.rs`).
    #[expect(
        clippy::expect_used,
        reason = "a weighted sum has terms, and each column of taps one at least (`weighted_sum`)"
    )]
    pub(super) fn ssam_outputs(
        &self,
        kernel: &TileKernel<'_, 'ctx>,
        sum: &WeightedSum,
        window: &Window<'_, 'ctx>,
        store: &dyn Fn(i64, i64, &[Val<'ctx>]),
    ) {
        let TileKernel { gpu, f, tile, .. } = *kernel;
        let cg = self.cg;
        let n = i64::from(tile.columns);
        let xd = tile.rank() - 1;
        let t = sum_type(f, sum);
        let op = |a: BasicValueEnum<'ctx>, b| cg.binary(sum.op, t, a, b, FloatOrder::Strict);
        // a float sum's weighted terms are fused multiply-adds (`c + x * w` rounded once;
        // SSAM reassociates the sum anyway)
        let fused = sum.op == BinOp::Add && t.is_float();
        debug_assert!(!tile.halo_lanes, "SSAM's tiles overlap by the halo");
        let mut offsets: Vec<i64> = sum.terms.iter().map(|term| window.taps[term.tap].1[xd]).collect();
        offsets.sort();
        offsets.dedup();
        // the partial result of output `(p, j)`'s taps at column offset `dx`, from
        // column `c` of the rows of the lane computing it
        let partial = |dx: i64, c: i64, p: i64, j: i64, seed: Option<BasicValueEnum<'ctx>>| {
            let mut partial: Option<BasicValueEnum<'ctx>> = seed;
            for term in &sum.terms {
                let (k, off) = window.taps[term.tap];
                if off[xd] != dx {
                    continue;
                }
                let (plane, row, _) = window.tap(p, j, k, off);
                let mut x = window.value(k, plane, row, c).scalar();
                if term.negated && (fused || partial.is_none()) {
                    x = cg.unary(UnOp::Neg, t, x, FloatOrder::Strict);
                }
                let w = term.weight.map(|w| self.weight(gpu, f, sum, w));
                partial = Some(match (partial, w) {
                    (Some(c), Some(w)) if fused => cg.intrinsic("llvm.fma", &[cg.reg_type(t)], &[x, w, c]),
                    (c, w) => {
                        if let Some(w) = w {
                            x = cg.binary(BinOp::Mul, t, x, w, FloatOrder::Strict);
                        }
                        match c {
                            Some(c) if term.negated && !fused => {
                                cg.binary(BinOp::Sub, t, c, x, FloatOrder::Strict)
                            }
                            Some(c) => op(c, x),
                            None => x,
                        }
                    }
                });
            }
            partial.expect("a column has terms")
        };
        // volumes sum a lane's own taps onto the moved parts; 2D sums, where that was slower
        // (conv2d 5x5 by 4%), sum the parts
        let chained = tile.block_dim().is_some();
        for (p, j) in window.outputs() {
            let results: Vec<Val<'ctx>> = (0..n)
                .map(|c| {
                    // the lanes holding the taps, in ascending order
                    let mut lanes: Vec<i64> = offsets.iter().map(|dx| (c + dx).div_euclid(n)).collect();
                    lanes.dedup();
                    if !chained {
                        // each lane's part (a partial result a column, summed), moved, summed
                        let total = (lanes.into_iter())
                            .map(|q| {
                                let held = offsets.iter().filter(|&&dx| (c + dx).div_euclid(n) == q);
                                let part = held
                                    .map(|&dx| partial(dx, (c + dx).rem_euclid(n), p, j, None))
                                    .reduce(op)
                                    .expect("a lane holds a column of taps");
                                match q {
                                    0 => part,
                                    _ => {
                                        shuffle_by(cg, gpu, &Type::Scalar(t), &Val::Scalar(part), q).scalar()
                                    }
                                }
                            })
                            .reduce(op)
                            .expect("a weighted sum has terms");
                        return self.lower(&sum.post, &[Val::Scalar(total)], FloatOrder::Strict);
                    }
                    // the taps that lane `q` (counted from this one) holds, summed there in one
                    // chain over its columns, onto `seed`
                    let lane_sum = |q: i64, seed: Option<BasicValueEnum<'ctx>>| {
                        let held = offsets.iter().filter(|&&dx| (c + dx).div_euclid(n) == q);
                        held.fold(seed, |acc, &dx| Some(partial(dx, (c + dx).rem_euclid(n), p, j, acc)))
                    };
                    // the other lanes' parts, each moved by one shuffle, then the lane's own
                    // taps summed onto them
                    let moved = (lanes.into_iter().filter(|&q| q != 0))
                        .map(|q| {
                            let part = lane_sum(q, None).expect("a lane holds a column of taps");
                            shuffle_by(cg, gpu, &Type::Scalar(t), &Val::Scalar(part), q).scalar()
                        })
                        .reduce(op);
                    let total = lane_sum(0, moved).expect("a weighted sum has terms");
                    self.lower(&sum.post, &[Val::Scalar(total)], FloatOrder::Strict)
                })
                .collect();
            store(p, j, &results);
        }
    }

    /// Weight `i` of SSAM's weighted sum `sum` (of stencil `f`), where it is used: a
    /// constant as it is, another read there from [`WEIGHTS_GLOBAL`] at its constant address.
    #[expect(clippy::expect_used, reason = "`variable_fields` lists every weight that is not a constant")]
    fn weight(
        &self,
        gpu: &dyn GpuTarget,
        f: &Fun<ArrayVar>,
        sum: &WeightedSum,
        i: usize,
    ) -> BasicValueEnum<'ctx> {
        let cg = self.cg;
        if let Some(c) = sum.constant_weight(i) {
            return cg.constant(c);
        }
        let t = sum_type(f, sum);
        let variable = sum.variable_fields();
        let global = cg.module.get_global(WEIGHTS_GLOBAL).unwrap_or_else(|| {
            let ty = inkwell::types::BasicType::array_type(&cg.mem_type(t), variable.len() as u32);
            let g = cg.module.add_global(ty, Some(gpu.constant_space()), WEIGHTS_GLOBAL);
            // written by the host before each launch: LLVM must not assume its initializer
            g.set_initializer(&ty.const_zero());
            g.set_externally_initialized(true);
            g
        });
        let slot = variable.iter().position(|&v| v == i).expect("a variable weight's slot");
        gpu.load_constant(cg, t, global, slot as u32)
    }

    /// The [`Entry::Weights`](crate::kernel::Entry::Weights) entry of an SSAM stencil `f`:
    /// the first thread evaluates the weights that are not constants and stores them, in
    /// [`WeightedSum::variable_fields`] order, into the buffer at address `a`. A shared
    /// window's stores its whole table (`window.rs`).
    #[expect(
        clippy::expect_used,
        reason = "the weights entry exists for SSAM stencils and shared windows only, which are weighted sums"
    )]
    pub(in super::super) fn gpu_stencil_weights(
        &mut self,
        gpu: &dyn GpuTarget,
        f: &Fun<ArrayVar>,
        inputs: &[systole_frontend::ir::StencilInput<systole_fusion::Input>],
        skeleton: Option<&StencilSkeleton>,
    ) {
        let cg = self.cg;
        let sum = weighted_sum(f).expect("an SSAM stencil's weighted sum");
        let t = sum_type(f, &sum);
        if let Some(StencilSkeleton::Window(window)) = skeleton {
            return self.window_weights(gpu, window, &inputs[0].offsets, &sum, t);
        }
        let thread = gpu.special(cg, super::super::Special::Thread(0));
        let block = gpu.special(cg, super::super::Special::Block(0));
        let zero = cg.ctx.i32_type().const_zero();
        let first = ok(cg.builder.build_and(
            cg.icmp(IntPredicate::EQ, thread, zero),
            cg.icmp(IntPredicate::EQ, block, zero),
            "first",
        ));
        let a = self.a;
        cg.if_then(first, || {
            let weights = self.lower(&sum.weights, &[], FloatOrder::Strict);
            let global = cg.ctx.ptr_type(gpu.global_space());
            let buffer = ok(cg.builder.build_int_to_ptr(a, global, "weights"));
            for (slot, i) in sum.variable_fields().into_iter().enumerate() {
                cg.store(t, buffer, cg.i64(slot as i64), weights.fields()[i].scalar());
            }
        });
    }
}
