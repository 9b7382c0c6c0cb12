//! Compaction: [`Acc::filter`] keeps the elements that satisfy a predicate, [`Acc::partition`]
//! puts them before the others. Both keep the order of the elements (they are stable).
//!
//! # Construction
//!
//! Built from `map`, `scan_exclusive`, `permute` and `generate`, so fusion and every backend
//! run them unchanged:
//!
//! ```text
//!  keep[i]  = pred(x[i]) as 0 or 1
//!  pos, n   = scan_exclusive (+) 0 keep          where the kept elements go, and how many
//!  dest[i]  = pos[i] if kept                      (partition: n + i - pos[i] otherwise)
//!  src      = permute (+) zeros [dest[i] <- i]    the inverse: which element lands at j
//!  out[j]   = x[src[j]]                           a gather
//! ```
//!
//! The scatter moves positions, not elements: an `i64` added into zeros is one atomic
//! instruction on every backend whatever the element type, where scattering a tuple would
//! take a lock per element. The price is the gather, and the predicate evaluated by the
//! scan and again by the scatter (fusion materialises `keep` when the predicate is
//! costly). A native compaction (a decoupled look-back scan that writes the kept elements
//! as it goes) would read the input once and write the output once. Measured in
//! `docs/perf/2026-11-25-irregular.md`.

use crate::acc::Acc;
use crate::acc::combinators::{Dim, Lower, Target, generate_with, reshape_with};
use crate::array::{Array, Scalar0, Vector};
use crate::elt::Elt;
use crate::exp::{Exp, select};

/// Where each element goes: its index in the result, or `None` to drop it.
type Destination<'a> = &'a dyn Fn(Exp<i64>) -> Target<1>;

/// Which elements are kept (1 or 0, in row-major order), where the kept ones go (an
/// exclusive scan of the former), and how many there are.
struct Kept {
    keep: Acc<Vector<i64>>,
    pos: Acc<Vector<i64>>,
    count: Acc<Scalar0<i64>>,
}

impl<T: Elt, const D: usize> Acc<Array<T, D>> {
    /// The elements in row-major order sent to `dest(i)` (for the element at position `i`),
    /// in a vector of `size` elements every one of which some element reaches.
    fn scatter_by_position(
        &self,
        size: impl FnOnce() -> Exp<i64>,
        dest: Destination,
        name: &'static str,
    ) -> Acc<Vector<T>> {
        let flat = self.flatten();
        let zeros = generate_with(|| [size()], |_| 0i64);
        let sources = generate_with(|| [flat.size()], |[i]| i).permute(|a, b| a + b, &zeros, |[i]| dest(i));
        generate_with(|| sources.shape(), |[j]| flat.linear_read_as(sources.index([j]), name))
    }

    /// Which elements satisfy `pred` ([`Kept`]).
    fn kept(&self, pred: impl FnOnce(Exp<T>) -> Exp<bool>) -> Kept {
        let keep = self.flatten().map(|x| select(pred(x), 1i64, 0i64));
        let (pos, count) = keep.scan_exclusive(0i64, |a, b| a + b);
        Kept { keep, pos, count }
    }

    /// The elements that satisfy `pred`, in row-major order, and how many each row along
    /// the innermost dimension kept (Accelerate's `filter`):
    /// `filter p xs = ([x | x <- xs, p x], [length [x | x <- row, p x] | row <- xs])`.
    /// The result's length is known only when the program runs. See the [module
    /// documentation](self) for how it is built and what that costs.
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
        let Kept { keep, pos, count } = self.kept(pred);
        let dest = |i: Exp<i64>| Target::when(keep.index([i]).ne(0i64), [pos.index([i])]);
        let kept = self.scatter_by_position(|| count.the(), &dest, "filter").named("filter");
        let per_row = reshape_with(&keep, || self.shape()).fold(0i64, |a, b| a + b).named("filter");
        (kept, per_row)
    }

    /// The elements that satisfy `pred` followed by the others, each group in row-major
    /// order, and the size of the first group:
    /// `partition p xs = ([x | x <- xs, p x] ++ [x | x <- xs, not (p x)], length [x | x <- xs, p x])`
    /// (Futhark's `partition`, in one vector). See [`Acc::filter`] for how it is built.
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
        let Kept { keep, pos, count } = self.kept(pred);
        let dest = |i: Exp<i64>| {
            let p = pos.index([i]);
            Target::to([select(keep.index([i]).ne(0i64), p, count.the() + i - p)])
        };
        let split = self.scatter_by_position(|| self.size(), &dest, "partition").named("partition");
        (split, count)
    }
}
