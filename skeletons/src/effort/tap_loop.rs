//! Wide weighted sums as loops: a stencil whose function is a weighted sum of thousands of
//! taps, each with a constant weight, computed by a loop over a table of its taps rather
//! than by code that names every tap.
//!
//! Unrolled, such a stencil is a huge kernel (more than [`HUGE_KERNEL`] operations): its
//! code grows with its taps (on the GPU, eight PTX instructions a tap), and so does the time
//! every compiler on the way takes. A 1-D stencil of 50,000 taps, 10^5 operations, took
//! 16.8 s from program to loaded kernel on the H100's host, 10.5 s of it in the driver's PTX
//! compiler at `-O0`. As a loop its code is a few dozen instructions whatever the taps, it
//! gets the full effort ([`operations`](super::operations) counts the loop, not the taps),
//! and the taps become data: two constant tables in the module, each tap's offset (`i32`s)
//! and each term's weight, its sign folded in.
//!
//! It applies where the loop computes exactly what the function computes:
//!
//! - the function is `post(⊕ over terms)`, or `post(c ⊕ terms)` from a value `c` that
//!   depends on no tap ([`weighted_sum_from`]), with every weight a constant;
//! - the stencil reads one input (the table holds one input's offsets);
//! - for floats, the function combines its terms in order, each right operand one term
//!   ([`WeightedSum::in_order`]), so that the loop's order is the function's (integers wrap,
//!   and `+`, `max` and `min` of integers are associative and commutative);
//! - every offset fits in an `i32`.
//!
//! Other huge stencils stay unrolled, at the huge kernels' effort. A loop's term is the
//! tap times its weight: `acc - x·w` becomes `acc + x·(-w)` and a term without a weight
//! `x·1`, exactly the same in IEEE arithmetic and in integers that wrap.

use inkwell::module::Linkage;
use inkwell::types::BasicTypeEnum;
use inkwell::values::{BasicValueEnum, IntValue, PointerValue};
use systole_frontend::elt::Scalar;
use systole_frontend::ir::{BinOp, Consumer, Fun, StencilInput};
use systole_frontend::{ScalarType, Type};
use systole_fusion::{ArrayVar, Input, Kernel};

use super::{HUGE_KERNEL, TAP_OPERATIONS, nodes, unrolled_operations};
use crate::codegen::KernelGen;
use crate::grid::{WeightedSum, weighted_sum_from};
use crate::lower::{FloatOrder, Val, ok};

/// The operations a tap loop counts for besides its element function: a tap's read, its
/// offsets' and weight's loads, the multiplication, `⊕` and the loop's counter.
const LOOP_OPERATIONS: usize = TAP_OPERATIONS + 6;

/// The name of the table of a tap loop's offsets in the kernel's module.
const OFFSETS_GLOBAL: &str = "stencil.tap_offsets";

/// The name of the table of a tap loop's weights in the kernel's module.
const WEIGHTS_GLOBAL: &str = "stencil.tap_weights";

/// A stencil computed as a loop over a table of its taps (see the module documentation).
#[derive(Clone, Debug, PartialEq)]
pub struct TapLoop {
    /// `+`, `max` or `min`.
    pub op: BinOp,
    /// The type of the taps, the weights and the sum.
    pub ty: ScalarType,
    /// The terms' offsets, in the order they are combined: term `k`'s offset in dimension
    /// `d` at `k * rank + d`.
    pub offsets: Vec<i32>,
    /// The terms' weights, in the same order, each term's sign folded in.
    pub weights: Vec<Scalar>,
    /// The value the sum starts from, if not its first term: a function of no parameters
    /// ([`WeightedSum::init`]).
    pub init: Option<Fun<ArrayVar>>,
    /// What the function applies to the sum: a function of one parameter, the sum.
    pub post: Fun<ArrayVar>,
}

impl TapLoop {
    /// The tap loop of `kernel`, if it is a stencil that would otherwise be huge and whose
    /// function a loop computes exactly (see the module documentation).
    pub fn of(kernel: &Kernel) -> Option<TapLoop> {
        let Kernel::Consumer(Consumer::Stencil { f, inputs, .. }) = kernel else { return None };
        if unrolled_operations(kernel) <= HUGE_KERNEL {
            return None;
        }
        let [input] = inputs.as_slice() else { return None };
        TapLoop::of_sum(f, input, &weighted_sum_from(f)?)
    }

    fn of_sum(f: &Fun<ArrayVar>, input: &StencilInput<Input>, sum: &WeightedSum) -> Option<TapLoop> {
        let ty = f.params().first()?.as_scalar()?;
        if sum.variable_weights() > 0 || !(ty.is_int() || sum.in_order) {
            return None;
        }
        let mut offsets = Vec::with_capacity(sum.terms.len() * input.offsets.first()?.len());
        let mut weights = Vec::with_capacity(sum.terms.len());
        for term in &sum.terms {
            for &o in input.offsets.get(term.tap)? {
                offsets.push(i32::try_from(o).ok()?);
            }
            let w = match term.weight {
                Some(i) => sum.constant_weight(i).filter(|w| w.ty() == ty)?,
                None => Scalar::from_i64(ty, 1),
            };
            weights.push(if term.negated { negated(w) } else { w });
        }
        Some(TapLoop { op: sum.op, ty, offsets, weights, init: sum.init.clone(), post: sum.post.clone() })
    }

    /// The number of terms.
    pub fn len(&self) -> usize {
        self.weights.len()
    }

    /// Whether there are no terms (never: a weighted sum has two or more).
    pub fn is_empty(&self) -> bool {
        self.weights.is_empty()
    }

    /// The operations of `kernel`, whose stencil this loop computes: the loop's, its
    /// input's element function once, and what it applies to the sum.
    pub(super) fn operations(&self, kernel: &Kernel) -> usize {
        let element = match kernel {
            Kernel::Consumer(Consumer::Stencil { inputs, .. }) => inputs
                .iter()
                .map(|s| match &s.input {
                    Input::Delayed(d) => nodes(&d.element),
                    Input::Manifest(_) => 0,
                })
                .sum(),
            _ => 0,
        };
        LOOP_OPERATIONS + element + nodes(&self.post) + self.init.as_ref().map_or(0, nodes)
    }
}

/// `-w`, wrapping for integers.
fn negated(w: Scalar) -> Scalar {
    match w {
        Scalar::F32(x) => Scalar::F32(-x),
        Scalar::F64(x) => Scalar::F64(-x),
        _ => Scalar::from_i64(w.ty(), w.to_i64().wrapping_neg()),
    }
}

impl<'ctx> KernelGen<'_, '_, 'ctx> {
    /// The output at `ix` of the stencil `tap_loop` computes, over `input` of extent
    /// `extent`: its taps read through the boundary rule where `checked`, with plain
    /// loads otherwise.
    pub(crate) fn tap_loop_point(
        &self,
        tap_loop: &TapLoop,
        input: &StencilInput<Input>,
        extent: &[IntValue<'ctx>],
        ix: &[IntValue<'ctx>],
        checked: bool,
    ) -> Val<'ctx> {
        let cg = self.cg;
        let (offsets, weights) = self.tap_tables(tap_loop);
        let (ty, rank) = (tap_loop.ty, ix.len() as i64);
        let term = |k: IntValue<'ctx>| -> BasicValueEnum<'ctx> {
            let at: Vec<IntValue<'ctx>> = (0..rank)
                .map(|d| {
                    let slot = cg.add(cg.mul(k, cg.i64(rank)), cg.i64(d));
                    let off = cg.load(ScalarType::I32, offsets, slot).into_int_value();
                    let off = ok(cg.builder.build_int_s_extend(off, cg.ctx.i64_type(), "offset"));
                    cg.add(ix[d as usize], off)
                })
                .collect();
            let x = if checked {
                self.read_boundary(&input.input, extent, &input.boundary, &at)
            } else {
                self.read_input(&input.input, &at, cg.linearize(extent, &at))
            };
            let w = cg.load(ty, weights, k);
            cg.binary(BinOp::Mul, ty, x.scalar(), w, FloatOrder::Strict)
        };
        let first = match &tap_loop.init {
            Some(init) => {
                let init = self.lower(init, &[], FloatOrder::Strict);
                cg.binary(tap_loop.op, ty, init.scalar(), term(cg.i64(0)), FloatOrder::Strict)
            }
            None => term(cg.i64(0)),
        };
        let first = Val::Scalar(first);
        let n = cg.i64(tap_loop.len() as i64);
        let sum = cg.fold_range(cg.i64(1), n, &first, &Type::Scalar(ty), |acc, k| {
            Val::Scalar(cg.binary(tap_loop.op, ty, acc.scalar(), term(k), FloatOrder::Strict))
        });
        self.lower(&tap_loop.post, &[sum], FloatOrder::Strict)
    }

    /// The module's tables of `tap_loop`'s offsets and weights, added on first use.
    fn tap_tables(&self, tap_loop: &TapLoop) -> (PointerValue<'ctx>, PointerValue<'ctx>) {
        let cg = self.cg;
        let table = |name: &str, ty: BasicTypeEnum<'ctx>, values: &dyn Fn() -> Vec<BasicValueEnum<'ctx>>| {
            let global = cg.module.get_global(name).unwrap_or_else(|| {
                let values = values();
                let init = match ty {
                    BasicTypeEnum::FloatType(t) => {
                        t.const_array(&values.iter().map(|v| v.into_float_value()).collect::<Vec<_>>())
                    }
                    _ => ty
                        .into_int_type()
                        .const_array(&values.iter().map(|v| v.into_int_value()).collect::<Vec<_>>()),
                };
                let g = cg.module.add_global(init.get_type(), Some(cg.target.global_space()), name);
                g.set_initializer(&init);
                g.set_constant(true);
                g.set_linkage(Linkage::Internal);
                g
            });
            global.as_pointer_value()
        };
        let offsets = || tap_loop.offsets.iter().map(|&o| cg.constant(Scalar::I32(o))).collect();
        let weights =
            || tap_loop.weights.iter().map(|&w| cg.to_memory(tap_loop.ty, cg.constant(w))).collect();
        (
            table(OFFSETS_GLOBAL, cg.ctx.i32_type().into(), &offsets),
            table(WEIGHTS_GLOBAL, cg.mem_type(tap_loop.ty), &weights),
        )
    }
}

#[cfg(test)]
mod tests {
    use systole_frontend::prelude::*;
    use systole_frontend::trace;

    use super::*;
    use crate::effort::{Effort, LARGE_KERNEL, operations};

    /// The stencil kernel of `program`'s fused plan.
    fn stencil_kernel(program: &impl systole_frontend::AccValue) -> Kernel {
        let plan = systole_fusion::plan(&trace(program).unwrap()).unwrap();
        (plan.kernels().into_iter())
            .find(|k| matches!(k, Kernel::Consumer(Consumer::Stencil { .. })))
            .cloned()
            .expect("a stencil")
    }

    fn line<T: Elt>(n: usize, f: impl Fn(usize) -> T) -> Acc<Vector<T>> {
        use_array(&Array::from_fn([n], |[i]| f(i)))
    }

    /// The taps `-r..=r` of a line.
    fn taps(r: i64) -> Stencil<1> {
        Stencil::new((-r..=r).map(|k| [k]))
    }

    #[test]
    fn a_float_sum_in_order_from_zero_is_a_loop_with_its_signs_in_the_weights() {
        let xs = line(8, |i| i as f32);
        let wide = xs
            .stencil(&taps(2_000), Boundary::Clamp, |t| {
                t.iter().fold(constant(0.0f32), |s, ([k], x)| if k < 0 { s - x * 2.0 } else { s + x * 3.0 })
            })
            .map(|s| s.sqrt());
        let kernel = stencil_kernel(&wide);
        let tap_loop = TapLoop::of(&kernel).expect("a tap loop");
        assert_eq!((tap_loop.op, tap_loop.ty, tap_loop.len()), (BinOp::Add, ScalarType::F32, 4_001));
        assert_eq!(tap_loop.offsets[..3], [-2_000, -1_999, -1_998]);
        assert_eq!(tap_loop.weights[0], Scalar::F32(-2.0));
        assert_eq!(tap_loop.weights[4_000], Scalar::F32(3.0));
        assert!(tap_loop.init.is_some(), "from 0.0");
        // the loop's operations, not the taps': the full effort
        assert!(operations(&kernel) < LARGE_KERNEL, "{}", operations(&kernel));
        let sig = crate::Signature::of(&kernel, |_| systole_fusion::ArrayType {
            rank: 1,
            elt: Type::Scalar(ScalarType::F32),
        });
        assert_eq!(Effort::of(&sig), Effort::Full);
    }

    #[test]
    fn integers_loop_in_any_order_floats_only_in_the_function_s_order() {
        // a balanced tree of additions
        fn tree<T: Elt>(mut layer: Vec<Exp<T>>) -> Exp<T>
        where
            Exp<T>: std::ops::Add<Output = Exp<T>>,
        {
            while layer.len() > 1 {
                layer = layer.chunks(2).map(|p| if p.len() == 2 { p[0] + p[1] } else { p[0] }).collect();
            }
            layer[0]
        }
        let ints = line(8, |i| i as i32).stencil(&taps(2_000), Boundary::Wrap, |t| {
            tree(t.iter().map(|([k], x)| x * (k as i32 % 5 + 7)).collect())
        });
        let floats = line(8, |i| i as f32).stencil(&taps(2_000), Boundary::Wrap, |t| {
            tree(t.iter().map(|([k], x)| x * (k as f32 % 5.0 + 7.0)).collect())
        });
        assert!(TapLoop::of(&stencil_kernel(&ints)).is_some());
        assert_eq!(TapLoop::of(&stencil_kernel(&floats)), None);
    }

    #[test]
    fn small_stencils_variable_weights_and_two_inputs_stay_unrolled() {
        let xs = line(8, |i| i as f32);
        let weighted = |r: i64| {
            xs.stencil(&taps(r), Boundary::Clamp, move |t| {
                t.iter().map(|([k], x)| x * (k as f32 + 0.5)).reduce(|a, b| a + b).unwrap()
            })
        };
        assert!(TapLoop::of(&stencil_kernel(&weighted(2_000))).is_some());
        // fewer operations than a huge kernel
        assert_eq!(TapLoop::of(&stencil_kernel(&weighted(100))), None);
        // weights read from an array at run time
        let filter = line(4_001, |i| i as f32);
        let variable = xs.stencil(&taps(2_000), Boundary::Clamp, move |t| {
            t.iter().map(|([k], x)| x * filter.index([constant(k + 2_000)])).reduce(|a, b| a + b).unwrap()
        });
        assert_eq!(TapLoop::of(&stencil_kernel(&variable)), None);
        // two inputs
        let two = xs.stencil2(
            &taps(1_000),
            Boundary::Clamp,
            &xs.map(|x| x * 2.0),
            &taps(1_000),
            Boundary::Clamp,
            |a, b| {
                a.iter().chain(b.iter()).map(|([k], x)| x * (k as f32 + 0.5)).reduce(|a, b| a + b).unwrap()
            },
        );
        assert_eq!(TapLoop::of(&stencil_kernel(&two)), None);
    }
}
