//! Compaction: [`Acc::filter`] keeps the elements that satisfy a predicate, [`Acc::partition`]
//! puts them before the others. Both keep the order of the elements (they are stable).
//!
//! # Construction
//!
//! Both are built on one consumer of the IR, [`Consumer::Compact`]: `compact p xs` is the
//! vector of the elements of `xs` that satisfy `p`, in order, and their count. Its input is
//! a producer (a `map`, `generate`, `backpermute` of the array flattened) that fusion
//! computes inside the compaction, so `xs.map(f).filter(p)` reads `xs` once:
//!
//! ```text
//!  filter p xs     = compact p (flatten xs)            the kept elements, their count
//!                    (rank > 1: the count of each row, a fold of p over the rows)
//!  partition p xs  = kept ++ rejected                  a generate reading both
//!                    where (kept, n)     = compact p (flatten xs)
//!                          (rejected, _) = compact (not . p) (flatten xs)
//! ```
//!
//! The kept vector's length is known only once the predicate has run. The interpreter
//! builds it as it goes; a compiled backend allocates the input's length, runs the
//! compaction, reads the count back (one `i64`) and gives the vector that length (the
//! storage beyond it is not part of the array). The backends' kernels:
//!
//! - the CPU: chunks of the vector in parallel, two passes (count each chunk's kept
//!   elements; an exclusive scan of the counts on the host; each chunk writes its kept
//!   elements from its offset), the predicate compiled into both (`skeletons/src/range.rs`);
//! - the GPU: one pass, decoupled look-back as the chained scan: each block counts its
//!   tile's kept elements, gets the count before it from the tiles before, and writes its
//!   kept elements there (`skeletons/src/grid/scan/compact.rs`).
//!
//! Measured in `docs/perf/2026-11-25-irregular.md` (the construction from `scan` and
//! `permute` that came before).

use crate::acc::Acc;
use crate::acc::combinators::{Dim, Lower, generate_with, reshape_with};
use crate::acc::{AccRef, fun1};
use crate::array::{Array, Arrays, Scalar0, Vector};
use crate::elt::Type;
use crate::elt::{Elt, Scalar};
use crate::exp::{Exp, select};
use crate::ir::{Consumer, Expr, Fun, Op, UnOp};

/// `pred` followed by the nodes `node` builds on its result, each of type `ty`.
fn then<V: Clone>(pred: &Fun<V>, node: impl FnOnce(crate::ir::ExprId) -> Vec<Expr<V>>, ty: Type) -> Fun<V> {
    let mut nodes = pred.nodes().to_vec();
    let mut types = pred.types().to_vec();
    let extra = node(pred.result());
    types.extend(extra.iter().map(|_| ty.clone()));
    nodes.extend(extra);
    Fun::from_parts(pred.params().to_vec(), nodes, types)
}

/// `not . pred`.
fn negated<V: Clone>(pred: &Fun<V>) -> Fun<V> {
    then(pred, |r| vec![Expr::Unary(UnOp::Not, r)], Type::Scalar(crate::elt::ScalarType::Bool))
}

/// `if pred(x) { 1 } else { 0 }`, an `i64`.
fn as_count<V: Clone>(pred: &Fun<V>) -> Fun<V> {
    let n = pred.nodes().len() as u32;
    then(
        pred,
        |r| {
            vec![
                Expr::Const(Scalar::I64(1)),
                Expr::Const(Scalar::I64(0)),
                Expr::Select { cond: r, then: crate::ir::ExprId(n), otherwise: crate::ir::ExprId(n + 1) },
            ]
        },
        Type::Scalar(crate::elt::ScalarType::I64),
    )
}

impl<T: Elt> Acc<Vector<T>> {
    /// `compact pred xs` ([`Consumer::Compact`]): the elements that satisfy `pred`, in
    /// order, and how many there are.
    fn compact(
        &self,
        pred: Result<Fun<AccRef>, String>,
        name: &'static str,
    ) -> (Acc<Vector<T>>, Acc<Scalar0<i64>>) {
        let input = self.node.clone();
        let ty = <(Vector<T>, Scalar0<i64>)>::arrays_type();
        let node =
            AccRef::new(pred.map(|pred| Op::Consumer(Consumer::Compact { pred, input })), ty).named(name);
        crate::acc::AccValue::from_node(node)
    }
}

impl<T: Elt, const D: usize> Acc<Array<T, D>> {
    /// The elements that satisfy `pred`, in row-major order, and how many each row along
    /// the innermost dimension kept (Accelerate's `filter`):
    /// `filter p xs = ([x | x <- xs, p x], [length [x | x <- row, p x] | row <- xs])`.
    /// The result's length is known only when the program runs. An empty input keeps
    /// nothing: an empty vector and counts of 0. See the [module documentation](self) for
    /// how it is built and what that costs.
    ///
    /// On the GPU the host waits for the count (it reads it back to size the result), so a
    /// loop that holds a `filter` runs from the host, not as CUDA graphs; inputs of 2^32 - 1
    /// elements or more are an `Error::Backend` (the GPU counts in 32 bits). See
    /// `docs/gpu.md` (Compaction).
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let xs = use_array(&Array::from_vec([6], vec![3, -1, 4, -1, 5, -9]).unwrap());
    /// let (positive, count) = xs.filter(|x| x.gt(0));
    /// assert_eq!(interpret(&positive).unwrap().to_vec(), vec![3, 4, 5]);
    /// assert_eq!(interpret(&count).unwrap().value(), 3);
    ///
    /// // rows of a matrix: the kept elements end to end, a count per row
    /// let m = use_array(&Array::from_vec([2, 3], vec![1.0f32, -2.0, 3.0, -4.0, -5.0, 6.0]).unwrap());
    /// let (kept, per_row) = m.filter(|x| x.lt(0.0));
    /// assert_eq!(interpret(&kept).unwrap().to_vec(), vec![-2.0, -4.0, -5.0]);
    /// assert_eq!(interpret(&per_row).unwrap().to_vec(), vec![1, 2]);
    /// ```
    pub fn filter<const E: usize>(
        &self,
        pred: impl FnOnce(Exp<T>) -> Exp<bool>,
    ) -> (Acc<Vector<T>>, Acc<Array<i64, E>>)
    where
        Dim<D>: Lower<E>,
    {
        let pred = fun1(pred);
        let rows = pred.clone().map(|p| as_count(&p));
        let (kept, count) = self.flatten().compact(pred, "filter");
        let per_row = if D == 1 {
            // one row: its count is the compaction's (E == 0, so no extent is asked for)
            reshape_with(&count, || std::array::from_fn(|_| Exp::from(0i64))).named("filter")
        } else {
            let input = self.node.clone();
            let keep: Acc<Array<i64, D>> = Acc::build(rows.map(|f| Op::Map { f, inputs: vec![input] }));
            keep.fold(0i64, |a, b| a + b).named("filter")
        };
        (kept, per_row)
    }

    /// The elements that satisfy `pred` followed by the others, each group in row-major
    /// order, and the size of the first group:
    /// `partition p xs = ([x | x <- xs, p x] ++ [x | x <- xs, not (p x)], length [x | x <- xs, p x])`
    /// (Futhark's `partition`, in one vector). An empty vector gives an empty vector and a
    /// count of 0. See [`Acc::filter`] for how it is built, and for the host's wait for the
    /// count on the GPU and the GPU's limit of 2^32 - 1 elements, which apply here too.
    ///
    /// It is two compactions (the kept elements, then the others) and a gather of both: on
    /// an H100, 256 M `f32` with half kept ran at 76.4 GElem/s against `filter`'s 377.2 in
    /// the same call, about 5 times the time (`docs/perf/2026-11-27-filter.md`).
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let xs = use_array(&Array::from_vec([6], vec![3, -1, 4, -1, 5, -9]).unwrap());
    /// let (split, count) = xs.partition(|x| x.gt(0));
    /// assert_eq!(interpret(&split).unwrap().to_vec(), vec![3, 4, 5, -1, -1, -9]);
    /// assert_eq!(interpret(&count).unwrap().value(), 3);
    /// ```
    pub fn partition(&self, pred: impl FnOnce(Exp<T>) -> Exp<bool>) -> (Acc<Vector<T>>, Acc<Scalar0<i64>>) {
        let pred = fun1(pred);
        let flat = self.flatten();
        let (kept, count) = flat.compact(pred.clone(), "partition");
        let (rejected, _) = flat.compact(pred.map(|p| negated(&p)), "partition");
        let split = generate_with(
            || [self.size()],
            |[j]| {
                let n = count.the();
                select(
                    j.lt(n),
                    kept.linear_read_as(j, "partition"),
                    rejected.linear_read_as(j - n, "partition"),
                )
            },
        )
        .named("partition");
        (split, count)
    }
}
