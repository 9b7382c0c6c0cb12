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
//! in a dimension stays on the checked path. A stencil of several inputs has a copy of each
//! (`Pad` runs once for each, its `b` the input), and an input of tuples a copy of each
//! component, all in one buffer.

use std::collections::HashMap;

use inkwell::IntPredicate;
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
use crate::lower::{FloatOrder, ok};

/// The most positions the padding may add to a dimension (the span of the taps' offsets,
/// with the output's own position): past it, the copy could be far larger than the input.
pub const MAX_PAD: i64 = 1 << 16;

/// The alignment, in bytes, of each copy in the buffer that holds them.
const ALIGN: i64 = 16;

/// How a stencil's inputs are padded (see the module documentation). The copies lie in one
/// buffer, input after input and of each its leaves (a tuple's components) in turn, each
/// starting at a multiple of 16 bytes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Padding {
    inputs: Vec<PaddedInput>,
}

/// The padding of one input: the reach of its taps on each side, in each dimension.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct PaddedInput {
    /// The positions before the input's first in each dimension: minus the least offset, or 0.
    before: Vec<i64>,
    /// The positions after its last: the greatest offset, or 0.
    after: Vec<i64>,
    /// The types of its elements' leaves.
    leaves: Vec<ScalarType>,
}

impl Padding {
    /// The padding of `sig`'s stencil, if it is a huge kernel (more than
    /// [`HUGE_KERNEL`](crate::effort::HUGE_KERNEL) operations, no tap loop) whose taps span
    /// at most [`MAX_PAD`] positions in each dimension of each input.
    pub fn of(sig: &Signature) -> Option<Padding> {
        let Kernel::Consumer(Consumer::Stencil { inputs, .. }) = &sig.canonical else { return None };
        if !Effort::of(sig).is_huge() {
            return None;
        }
        let input = |input: &StencilInput<Input>| {
            let (elt, rank) = input_type(&input.input, sig);
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
            Some(PaddedInput { before, after, leaves: elt.leaves() })
        };
        Some(Padding { inputs: inputs.iter().map(input).collect::<Option<_>>()? })
    }

    /// The number of inputs padded: every input of the stencil.
    pub fn inputs(&self) -> usize {
        self.inputs.len()
    }

    /// The extent of the padded copy of input `input`, of extent `extent`.
    pub fn extent(&self, input: usize, extent: &[usize]) -> Option<Vec<usize>> {
        let p = self.inputs.get(input)?;
        (extent.iter().zip(p.before.iter().zip(&p.after)))
            .map(|(&n, (&b, &a))| n.checked_add(usize::try_from(b.checked_add(a)?).ok()?))
            .collect()
    }

    /// The bytes of the buffer of every copy, for inputs of extents `extents` (`u128::MAX`
    /// past it).
    pub fn bytes(&self, extents: &[Vec<usize>]) -> u128 {
        let align = ALIGN as u128;
        let copy = |p: &PaddedInput, extent: &Vec<usize>| -> Option<u128> {
            let positions = (extent.iter().zip(p.before.iter().zip(&p.after)))
                .try_fold(1u128, |n, (&e, (&b, &a))| n.checked_mul(e as u128 + (b + a) as u128))?;
            (p.leaves.iter()).try_fold(0u128, |bytes, t| {
                let leaf =
                    positions.checked_mul(t.size_bytes() as u128)?.checked_add(align - 1)? / align * align;
                bytes.checked_add(leaf)
            })
        };
        (self.inputs.iter().zip(extents))
            .try_fold(0u128, |bytes, (p, extent)| bytes.checked_add(copy(p, extent)?))
            .unwrap_or(u128::MAX)
    }
}

impl<'ctx> KernelGen<'_, '_, 'ctx> {
    /// Each input's padded extent, from its extent, and the pointers to its copies' leaves
    /// in the buffer at the address the entry's `a` holds.
    fn padded_copies(
        &self,
        gpu: &dyn GpuTarget,
        padding: &Padding,
        extents: &[Vec<IntValue<'ctx>>],
    ) -> Vec<(Vec<IntValue<'ctx>>, Vec<PointerValue<'ctx>>)> {
        let cg = self.cg;
        let buffer = ok(cg.builder.build_int_to_ptr(self.a, cg.ctx.ptr_type(gpu.global_space()), "padded"));
        let mut at = cg.i64(0);
        (padding.inputs.iter().zip(extents))
            .map(|(p, extent)| {
                let padded: Vec<IntValue<'ctx>> = (extent.iter().zip(p.before.iter().zip(&p.after)))
                    .map(|(&n, (&b, &a))| cg.add(n, cg.i64(b + a)))
                    .collect();
                let positions = padded.iter().fold(cg.i64(1), |n, &e| cg.mul(n, e));
                let leaves = (p.leaves.iter())
                    .map(|t| {
                        // SAFETY (of the generated code): the host allocates every copy
                        let leaf =
                            unsafe { ok(cg.builder.build_gep(cg.ctx.i8_type(), buffer, &[at], "copy")) };
                        let end = cg.add(at, cg.mul(positions, cg.i64(t.size_bytes() as i64)));
                        at = ok(cg.builder.build_and(
                            cg.add(end, cg.i64(ALIGN - 1)),
                            cg.i64(-ALIGN),
                            "aligned",
                        ));
                        leaf
                    })
                    .collect();
                (padded, leaves)
            })
            .collect()
    }

    /// [`Entry::Pad`]: every position of the padded copy of the stencil's input `b`, read
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
        let copies = self.padded_copies(gpu, padding, &extents);
        for (i, ((input, extent), (padded, leaves))) in inputs.iter().zip(&extents).zip(&copies).enumerate() {
            let elt = input_type(&input.input, self.sig).0;
            let before = &padding.inputs[i].before;
            cg.if_then(cg.icmp(IntPredicate::EQ, self.b, cg.i64(i as i64)), || {
                each_element(cg, gpu, padded, None, &|p, lin| {
                    let at: Vec<IntValue<'ctx>> =
                        p.iter().zip(before).map(|(&c, &b)| cg.sub(c, cg.i64(b))).collect();
                    let v = self.read_boundary(&input.input, extent, &input.boundary, &at);
                    cg.store_element(&elt, leaves, lin, &v);
                });
            });
        }
    }

    /// `Elements` of a padded stencil: each output's taps read from the padded copies, a
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
        let copies = self.padded_copies(gpu, padding, &extents);
        let elts: Vec<Type> = inputs.iter().map(|s| input_type(&s.input, self.sig).0).collect();
        // the taps of every input in turn, as the function numbers them
        let taps: Vec<(usize, &[i64])> = (inputs.iter().enumerate())
            .flat_map(|(i, s)| s.offsets.iter().map(move |o| (i, o.as_slice())))
            .collect();
        let elt = f.result_type().clone();
        let arrays = &self.arrays;
        each_element(cg, gpu, &out_extent, position, &|ix, lin| {
            // a pointer to each row of taps: the output's own position in the copy, moved by
            // the row's offsets in every dimension but the innermost
            let mut rows: HashMap<(usize, &[i64]), Vec<PointerValue<'ctx>>> = HashMap::new();
            for (i, (p, (padded, leaves))) in padding.inputs.iter().zip(&copies).enumerate() {
                let rank = p.before.len();
                for off in &inputs[i].offsets {
                    rows.entry((i, &off[..rank - 1])).or_insert_with(|| {
                        let at: Vec<IntValue<'ctx>> = (0..rank)
                            .map(|d| {
                                cg.add(ix[d], cg.i64(p.before[d] + if d + 1 < rank { off[d] } else { 0 }))
                            })
                            .collect();
                        let row = cg.linearize(padded, &at);
                        (p.leaves.iter().zip(leaves))
                            .map(|(&t, &leaf)| {
                                // SAFETY (of the generated code): the row lies inside the copy
                                unsafe {
                                    ok(cg.builder.build_in_bounds_gep(cg.mem_type(t), leaf, &[row], "row"))
                                }
                            })
                            .collect()
                    });
                }
            }
            let tap = |k: usize| {
                let (i, off) = taps[k];
                let (row, last) = off.split_at(off.len() - 1);
                cg.load_value(&elts[i], &rows[&(i, row)], cg.i64(last[0]))
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
        let [input] = padding.inputs.as_slice() else { panic!("{padding:?}") };
        assert_eq!((input.before.as_slice(), input.after.as_slice()), (&[1_000][..], &[2_000][..]));
        assert_eq!(padding.extent(0, &[10]), Some(vec![3_010]));
        assert_eq!(padding.bytes(&[vec![10]]), 3_010 * 4 + 8, "aligned to 16 bytes");
        // every tap ahead: nothing before (the output's own position is in the copy)
        let ahead = Padding::of(&stencil_signature(&mixed(&xs, 1..=3_000))).expect("padded");
        assert_eq!(
            (ahead.inputs[0].before.as_slice(), ahead.inputs[0].after.as_slice()),
            (&[0][..], &[3_000][..])
        );
        // a copy larger than the address space says so in bytes
        assert_eq!(
            padding.bytes(&[vec![usize::MAX]]),
            ((usize::MAX as u128 + 3_000) * 4).next_multiple_of(16)
        );
        assert_eq!(padding.extent(0, &[usize::MAX]), None);
    }

    #[test]
    fn inputs_are_padded_each_leaf_in_turn_but_not_small_or_far_reaching_stencils() {
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
        let two = Padding::of(&stencil_signature(&two)).expect("padded");
        assert_eq!(two.inputs(), 2);
        assert_eq!(two.bytes(&[vec![10], vec![3]]), (3_010 * 4 + 8) + (3_003 * 4 + 4));
        // pairs
        let pairs = xs.zip(&xs).stencil(&line, Boundary::Clamp, |t| {
            t.iter().fold(constant(0), |s, ([k], p)| {
                let (x, y) = (p.fst(), p.snd());
                s + if k % 2 == 0 { x * 3 } else { y ^ 5 }
            })
        });
        let pairs = Padding::of(&stencil_signature(&pairs)).expect("padded");
        assert_eq!(pairs.inputs[0].leaves, [ScalarType::I32, ScalarType::I32]);
        assert_eq!(pairs.bytes(&[vec![10]]), 2 * (3_010 * 4 + 8));
    }
}
