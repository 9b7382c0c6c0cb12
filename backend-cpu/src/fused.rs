//! A stencil and the fold of its residual, run in one pass over memory.
//!
//! A step of an iterative solver computes `s = stencil(u)`, then folds a function of `s` and
//! `u` at each position: the max-norm of `s - u` that decides whether to stop. Run one after
//! the other, the fold reads both arrays back from memory after the stencil has written
//! `s`, a second pass over the domain (at 4096² in `f32`, 128 MiB). Where the plan folds
//! right after the stencil (only checks between) and the fold reads `s` only at its own
//! position, the stencil's kernel runs both, chunk by chunk: the stencil over a chunk of
//! positions, then the fold's `segment` over the same positions while they are in cache,
//! one partial a chunk, then the fold's `finish`. The fold's own step finds its value
//! computed ([`Stash`]), once it has checked that it reads the arrays the value was
//! computed from and folds the same positions; otherwise it runs as usual.
//!
//! ```text
//!  s = stencil(u)          chunk 0: stencil, segment ─► partial 0
//!  check                   chunk 1: stencil, segment ─► partial 1   (chunks in parallel)
//!  r = fold(f(s, u))       ...       finish: partials ─► r  (the seed is in partial 0)
//! ```

use std::sync::Arc;

use systole_frontend::array::ArrayData;
use systole_frontend::ir::{Consumer, Expr, ExprId, Fun};
use systole_fusion::{ArrayVar, Block, Input, Kernel, Plan, Step};

use crate::run::{IntMap, kernel_id};

/// A fold that runs with the stencil before it: its kernel and the stencil's output.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Pair {
    /// The fold ([`kernel_id`]).
    pub(crate) fold: usize,
    /// The stencil's output, which the fold reads.
    pub(crate) out: ArrayVar,
}

/// The stencils of `plan` that run with the fold after them, by stencil ([`kernel_id`]).
pub(crate) fn pairs(plan: &Plan) -> IntMap<usize, Pair> {
    let mut pairs = IntMap::default();
    // blocks nest as deep as the program's loops and conditionals: a stack, not recursion
    let mut blocks: Vec<&Block> = vec![&plan.body];
    while let Some(block) = blocks.pop() {
        for (i, step) in block.steps.iter().enumerate() {
            match step {
                Step::Iterate { body, .. } => blocks.push(&body.body),
                Step::Awhile { cond, body, .. } => blocks.extend([&cond.body, &body.body]),
                Step::Acond { then, otherwise, .. } => blocks.extend([then, otherwise]),
                Step::Kernel {
                    outs, kernel: stencil @ Kernel::Consumer(Consumer::Stencil { .. }), ..
                } => {
                    let next = block.steps[i + 1..].iter().find(|s| !matches!(s, Step::Check(_)));
                    if let (&[out], Some(Step::Kernel { kernel: fold, .. })) = (outs.as_slice(), next)
                        && folds_at_its_position(fold, out)
                    {
                        pairs.insert(kernel_id(stencil), Pair { fold: kernel_id(fold), out });
                    }
                }
                Step::Use { .. } | Step::Kernel { .. } | Step::Check(_) | Step::View { .. } => {}
            }
        }
    }
    pairs
}

/// Whether `kernel` folds a delayed vector whose element reads `out` only at the element's
/// own position (`out[@j]` at position `j`), so that folding the positions of a chunk needs
/// only the chunk of `out` computed so far.
fn folds_at_its_position(kernel: &Kernel, out: ArrayVar) -> bool {
    let Kernel::Consumer(Consumer::Fold { input: Input::Delayed(d), .. }) = kernel else {
        return false;
    };
    let vector = d.shape.result_type().as_tuple().is_some_and(|t| t.len() == 1);
    vector && reads_only_at_position(&d.element, out)
}

/// Whether `element` (`index -> element` of a vector) reads `out` only at `index.0`.
fn reads_only_at_position(element: &Fun<ArrayVar>, out: ArrayVar) -> bool {
    let nodes = element.nodes();
    let position = |i: ExprId| matches!(nodes[i.index()], Expr::Prj { tuple, field: 0 } if matches!(nodes[tuple.index()], Expr::Param(0)));
    nodes.iter().all(|node| match node {
        Expr::LinearIndex { array, index, .. } if *array == out => position(*index),
        Expr::Index { array, .. } => *array != out,
        _ => true,
    })
}

/// The value of a fold computed with the stencil before it, waiting for the fold's step.
pub(crate) struct Stash {
    /// The fold ([`kernel_id`]).
    pub(crate) fold: usize,
    /// The arrays it was computed from, in the order of the fold's signature (held, so that
    /// no other array takes their address before the fold's step compares them).
    pub(crate) read: Vec<Arc<ArrayData>>,
    /// The positions folded.
    pub(crate) n: usize,
    /// The fold's output.
    pub(crate) value: Arc<ArrayData>,
}

impl Stash {
    /// The stashed value, where `fold` is the kernel it belongs to, reading the same arrays
    /// (`read`, in its signature's order) and folding `n` positions.
    pub(crate) fn value_for(
        self,
        fold: &Kernel,
        read: &[Arc<ArrayData>],
        n: &[Vec<usize>],
    ) -> Option<Arc<ArrayData>> {
        let same = self.fold == kernel_id(fold)
            && self.read.len() == read.len()
            && self.read.iter().zip(read).all(|(a, b)| Arc::ptr_eq(a, b))
            && n == [vec![self.n]];
        same.then_some(self.value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{plan_of, step, to_tolerance};

    #[test]
    fn a_stencil_pairs_with_the_fold_of_its_residual() {
        let plan = plan_of(|u| {
            let s = step(&u);
            (s.clone(), s.zip_with(&u, |a, b| (a - b).abs()).fold_all(0.0, |a, b| a.max(b)))
        });
        assert_eq!(pairs(&plan).len(), 1, "{plan}");
        // inside a loop's body too
        let plan = to_tolerance();
        assert_eq!(pairs(&plan).len(), 1, "{plan}");
    }

    #[test]
    fn a_fold_reading_the_stencil_elsewhere_than_its_position_does_not_pair() {
        // the fold reads s shifted by one row: a chunk's fold needs the next chunk's stencil
        let plan = plan_of(|u| {
            let s = step(&u);
            let shifted = s.backpermute(s.shape(), |[i, j]| [(i + 1).min(s.shape()[0] - 1), j]);
            shifted.zip_with(&u, |a, b| a - b).fold_all(0.0, |a, b| a.max(b))
        });
        assert!(pairs(&plan).is_empty(), "{plan}");
        // a fold of rows (a matrix, not a vector) folds positions in another order
        let plan = plan_of(|u| step(&u).zip_with(&u, |a, b| a - b).fold(0.0, |a, b| a.max(b)));
        assert!(pairs(&plan).is_empty(), "{plan}");
    }
}
