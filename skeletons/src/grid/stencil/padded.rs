//! A huge stencil's taps read from a padded copy of its input: the compile-time guard of
//! stencils that stay unrolled.
//!
//! A stencil of tens of thousands of taps that no loop computes (its terms unlike each
//! other, more constants than a tap loop's tables, see `effort/tap_loop.rs`) is a huge
//! kernel: one copy of its function, every tap through the boundary rule. Each tap then
//! costs eight instructions before its value (the offset added, clamped on both sides in
//! 64 bits, scaled, added to the base, loaded), and the compile time of the GPU's driver
//! grows with them: 48,000 taps of a 1-D stencil took 19 s on the H100's host.
//!
//! So such a stencil runs in two launches. The first, [`Entry::Pad`], writes its input into a
//! copy padded by the taps' reach on every side, the boundary rule applied once per position
//! of the copy (and a fused producer's element function evaluated once per position, not
//! once per tap). The second, `Elements`, reads every tap from the copy without a check: in
//! each row of taps (all dimensions but the innermost) one pointer, computed once an
//! output, and a tap is one load at a constant offset from it. The copy adds the taps'
//! span in each dimension to the input's extent; a stencil whose span exceeds [`MAX_PAD`]
//! in a dimension, or that reads two inputs or tuples, stays on the checked path.

use std::collections::HashMap;

use inkwell::values::{IntValue, PointerValue};
use systole_frontend::ir::{Consumer, Fun, StencilInput};
use systole_frontend::{ScalarType, Type};
use systole_fusion::{ArrayVar, Input, Kernel};

use super::super::{GpuTarget, PositionFn, each_element};
use crate::codegen::{KernelGen, StencilParams};
use crate::effort::Effort;
#[cfg(doc)]
use crate::kernel::Entry;
use crate::kernel::{Signature, input_type};
use crate::lower::{FloatOrder, Val, ok};

/// The most positions the padding may add to a dimension (the span of the taps' offsets,
/// with the output's own position): past it, the copy could be far larger than the input.
pub const MAX_PAD: i64 = 1 << 16;

/// How a stencil's input is padded (see the module documentation): the reach of its taps
/// on each side, in each dimension.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Padding {
    /// The positions before the input's first in each dimension: minus the least offset, or 0.
    before: Vec<i64>,
    /// The positions after its last: the greatest offset, or 0.
    after: Vec<i64>,
    /// The type of the input's elements.
    elt: ScalarType,
}

impl Padding {
    /// The padding of `sig`'s stencil, if it is a huge kernel (more than
    /// [`HUGE_KERNEL`](crate::effort::HUGE_KERNEL) operations, no tap loop) of one input of
    /// scalars whose taps span at most [`MAX_PAD`] positions in each dimension.
    pub fn of(sig: &Signature) -> Option<Padding> {
        let Kernel::Consumer(Consumer::Stencil { inputs, .. }) = &sig.canonical else { return None };
        let [input] = inputs.as_slice() else { return None };
        if !Effort::of(sig).is_huge() {
            return None;
        }
        let (Type::Scalar(elt), rank) = input_type(&input.input, sig) else { return None };
        if rank == 0 {
            return None;
        }
        let reach = |d: usize| {
            let (least, most) = (input.offsets.iter())
                .fold((0i64, 0i64), |(least, most), off| (least.min(off[d]), most.max(off[d])));
            let span = most.checked_sub(least)?;
            (span <= MAX_PAD).then_some((least.checked_neg()?, most))
        };
        let (before, after) = (0..rank).map(reach).collect::<Option<Vec<_>>>()?.into_iter().unzip();
        Some(Padding { before, after, elt })
    }

    /// The extent of the padded copy of an input of extent `extent`.
    pub fn extent(&self, extent: &[usize]) -> Option<Vec<usize>> {
        (extent.iter().zip(self.before.iter().zip(&self.after)))
            .map(|(&n, (&b, &a))| n.checked_add(usize::try_from(b.checked_add(a)?).ok()?))
            .collect()
    }

    /// The bytes of the padded copy of an input of extent `extent` (`u128::MAX` past it).
    pub fn bytes(&self, extent: &[usize]) -> u128 {
        let size = self.elt.size_bytes() as u128;
        (extent.iter().zip(self.before.iter().zip(&self.after)))
            .map(|(&n, (&b, &a))| n as u128 + (b + a) as u128)
            .try_fold(size, |bytes, e| bytes.checked_mul(e))
            .unwrap_or(u128::MAX)
    }
}

impl<'ctx> KernelGen<'_, '_, 'ctx> {
    /// The extent of the padded copy, from the input's extent.
    fn padded_extent(&self, padding: &Padding, extent: &[IntValue<'ctx>]) -> Vec<IntValue<'ctx>> {
        let cg = self.cg;
        (extent.iter().zip(padding.before.iter().zip(&padding.after)))
            .map(|(&n, (&b, &a))| cg.add(n, cg.i64(b + a)))
            .collect()
    }

    /// The padded copy, at the address the entry's `a` holds.
    fn padded_copy(&self, gpu: &dyn GpuTarget) -> PointerValue<'ctx> {
        let cg = self.cg;
        ok(cg.builder.build_int_to_ptr(self.a, cg.ctx.ptr_type(gpu.global_space()), "padded"))
    }

    /// [`Entry::Pad`]: every position of the padded copy of the stencil's input, read
    /// through its boundary rule.
    pub(super) fn pad_stencil_input(
        &mut self,
        gpu: &dyn GpuTarget,
        f: &Fun<ArrayVar>,
        inputs: &[StencilInput<Input>],
        padding: &Padding,
    ) {
        let cg = self.cg;
        let StencilParams { extents, .. } = self.stencil_params(f, inputs);
        let (input, extent) = (&inputs[0], &extents[0]);
        let copy = self.padded_copy(gpu);
        let padded = self.padded_extent(padding, extent);
        each_element(cg, gpu, &padded, None, &|p, lin| {
            let at: Vec<IntValue<'ctx>> =
                p.iter().zip(&padding.before).map(|(&c, &b)| cg.sub(c, cg.i64(b))).collect();
            let v = self.read_boundary(&input.input, extent, &input.boundary, &at);
            cg.store(padding.elt, copy, lin, v.scalar());
        });
    }

    /// `Elements` of a padded stencil: each output's taps read from the padded copy, a
    /// pointer to each row of taps, then a load at a constant offset from it a tap.
    pub(super) fn padded_stencil(
        &mut self,
        gpu: &dyn GpuTarget,
        f: &Fun<ArrayVar>,
        inputs: &[StencilInput<Input>],
        padding: &Padding,
        position: Option<&PositionFn>,
    ) {
        let cg = self.cg;
        let StencilParams { extents, out_extent, out, .. } = self.stencil_params(f, inputs);
        let input = &inputs[0];
        let copy = self.padded_copy(gpu);
        let padded = self.padded_extent(padding, &extents[0]);
        let rank = padded.len();
        // the copy's row-major strides
        let mut strides = vec![cg.i64(1); rank];
        for d in (0..rank - 1).rev() {
            strides[d] = cg.mul(strides[d + 1], padded[d + 1]);
        }
        let elt = f.result_type().clone();
        let arrays = &self.arrays;
        each_element(cg, gpu, &out_extent, position, &|ix, lin| {
            // the output's own position in the copy, then a pointer to each row of taps
            let own = (ix.iter().zip(&padding.before).zip(&strides))
                .fold(cg.i64(0), |s, ((&i, &b), &stride)| cg.add(s, cg.mul(cg.add(i, cg.i64(b)), stride)));
            let mut rows: HashMap<&[i64], PointerValue<'ctx>> = HashMap::new();
            for off in &input.offsets {
                rows.entry(&off[..rank - 1]).or_insert_with(|| {
                    let row = (off[..rank - 1].iter().zip(&strides))
                        .fold(own, |s, (&o, &stride)| cg.add(s, cg.mul(cg.i64(o), stride)));
                    let mt = cg.mem_type(padding.elt);
                    // SAFETY (of the generated code): the row lies inside the copy
                    unsafe { ok(cg.builder.build_in_bounds_gep(mt, copy, &[row], "row")) }
                });
            }
            let tap = |k: usize| {
                let off = &input.offsets[k];
                Val::Scalar(cg.load(padding.elt, rows[&off[..rank - 1]], cg.i64(off[rank - 1])))
            };
            let v = cg.lower_lazy(f, &tap, &|v: ArrayVar| &arrays[v.index()], FloatOrder::Strict);
            cg.store_element(&elt, &out, lin, &v);
        });
    }
}

#[cfg(test)]
mod tests {
    use systole_frontend::prelude::*;
    use systole_frontend::trace;

    use super::*;

    /// The signature of the stencil kernel of `program`'s fused plan.
    fn stencil_signature(program: &impl systole_frontend::AccValue) -> Signature {
        let plan = systole_fusion::plan(&trace(program).unwrap()).unwrap();
        let kernel = (plan.kernels().into_iter())
            .find(|k| matches!(k, Kernel::Consumer(Consumer::Stencil { .. })))
            .expect("a stencil");
        Signature::of(kernel, |v| plan.array_type(v).clone())
    }

    /// `x * w` and `x ^ w` in turn over `offsets`: no tap loop.
    fn mixed(xs: &Acc<Vector<i32>>, offsets: impl Iterator<Item = i64>) -> Acc<Vector<i32>> {
        let offsets: Vec<i64> = offsets.collect();
        xs.stencil(&Stencil::new(offsets.iter().map(|&k| [k])), Boundary::Clamp, move |t| {
            t.iter().fold(constant(0), |s, ([k], x)| s + if k % 2 == 0 { x * 3 } else { x ^ 5 })
        })
    }

    #[test]
    fn huge_stencils_of_one_input_of_scalars_are_padded_by_their_reach() {
        let xs = use_array(&Array::from_fn([10], |[i]| i as i32));
        // taps from -1,000 to 2,000: 1,000 positions before the input, 2,000 after
        let padding = Padding::of(&stencil_signature(&mixed(&xs, -1_000..=2_000))).expect("padded");
        assert_eq!((padding.before.as_slice(), padding.after.as_slice()), (&[1_000][..], &[2_000][..]));
        assert_eq!(padding.extent(&[10]), Some(vec![3_010]));
        assert_eq!(padding.bytes(&[10]), 3_010 * 4);
        // every tap ahead: nothing before (the output's own position is in the copy)
        let ahead = Padding::of(&stencil_signature(&mixed(&xs, 1..=3_000))).expect("padded");
        assert_eq!((ahead.before.as_slice(), ahead.after.as_slice()), (&[0][..], &[3_000][..]));
        // a copy larger than the address space says so in bytes
        assert_eq!(padding.bytes(&[usize::MAX]), (usize::MAX as u128 + 3_000) * 4);
        assert_eq!(padding.extent(&[usize::MAX]), None);
    }

    #[test]
    fn small_far_reaching_two_input_and_tuple_stencils_are_not_padded() {
        let xs = use_array(&Array::from_fn([10], |[i]| i as i32));
        // not huge
        assert_eq!(Padding::of(&stencil_signature(&mixed(&xs, -100..=100))), None);
        // a span past MAX_PAD
        let far = (-1_500..=1_500).chain([MAX_PAD]);
        assert_eq!(Padding::of(&stencil_signature(&mixed(&xs, far))), None);
        // two inputs
        let line = Stencil::new((-1_500..=1_500i64).map(|k| [k]));
        let two = xs.stencil2(&line, Boundary::Clamp, &xs, &line, Boundary::Clamp, |a, b| {
            a.iter()
                .zip(b.iter())
                .fold(constant(0), |s, (([k], x), (_, y))| s + if k % 2 == 0 { x * y } else { x ^ y })
        });
        assert_eq!(Padding::of(&stencil_signature(&two)), None);
        // pairs
        let pairs = xs.zip(&xs).stencil(&line, Boundary::Clamp, |t| {
            t.iter().fold(constant(0), |s, ([k], p)| {
                let (x, y) = (p.fst(), p.snd());
                s + if k % 2 == 0 { x * 3 } else { y ^ 5 }
            })
        });
        assert_eq!(Padding::of(&stencil_signature(&pairs)), None);
    }
}
