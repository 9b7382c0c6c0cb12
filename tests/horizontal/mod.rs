//! Element-wise kernels whose extents differ, which fusion joins horizontally into one kernel
//! over a box holding every output's extent (`Kernel::Generate`'s own extents, each output
//! written inside its own): vectors whose lengths fusion cannot prove equal (an empty one
//! among them), rank-0 kernels riding along vectors and matrices, an empty matrix's box
//! (which holds index 0 all the same), and a rank-0 kernel that vectors join. The programs
//! are built here from the caller's arrays, so that `backends.rs` (every backend, small
//! arrays) and `gpu.rs` (vectors past a grid's reach) test the same fusion.

use pretty_assertions::assert_eq;
use systole::prelude::*;

/// A vector of `i64`s.
pub type Vector = Acc<Array<i64, 1>>;
/// A matrix of `f32`s.
pub type Matrix = Acc<Array<f32, 2>>;
/// A rank-0 array.
pub type Scalar<T> = Acc<Array<T, 0>>;

/// The four programs, each one fold and one horizontally fused `generate`.
pub struct Programs {
    /// `a + s`, `b * s`, `s + 1`, `empty - s` where `s` is the largest of `a` (and 0).
    pub vectors: (Vector, Vector, Scalar<i64>, Vector),
    /// `s * 2`, `b - s`, `a % 4 + s`: a rank-0 kernel first.
    pub first_scalar: (Scalar<i64>, Vector, Vector),
    /// `m * t`, `t - 0.5` where `t` is the largest of `m` (and 0).
    pub matrices: (Matrix, Scalar<f32>),
    /// `flat + u`, `u * 2` where `u` is the largest of the empty `flat` and 1.5.
    pub empty_matrix: (Matrix, Scalar<f32>),
}

impl Programs {
    /// The programs over vectors `a`, `b` and `empty` (of lengths fusion cannot prove
    /// equal), a matrix `m` and a matrix `flat` of no rows. The folds take maxima, which
    /// every backend computes exactly.
    pub fn new(a: &Vector, b: &Vector, empty: &Vector, m: &Matrix, flat: &Matrix) -> Programs {
        let s = a.fold_all(0, |x, y| x.max(y));
        let t = m.fold_all(0.0, |x, y| x.max(y));
        let u = flat.fold_all(1.5, |x, y| x.max(y));
        Programs {
            vectors: (
                a.map(|x| x + s.the()),
                b.map(|x| x * s.the()),
                s.map(|x| x + 1),
                empty.map(|x| x - s.the()),
            ),
            first_scalar: (s.map(|x| x * 2), b.map(|x| x - s.the()), a.map(|x| x % 4 + s.the())),
            matrices: (m.map(|x| x * t.the()), t.map(|x| x - 0.5)),
            empty_matrix: (flat.map(|x| x + u.the()), u.map(|x| x * 2.0)),
        }
    }

    /// Asserts that fusion made each program one fold and one `generate`.
    pub fn assert_fused_horizontally(&self) {
        for (what, plan) in [
            ("vectors", explain(&self.vectors).unwrap()),
            ("a scalar first", explain(&self.first_scalar).unwrap()),
            ("matrices", explain(&self.matrices).unwrap()),
            ("an empty matrix", explain(&self.empty_matrix).unwrap()),
        ] {
            assert_eq!(plan.kernel_names(), ["fold", "generate"], "{what}:\n{plan}");
        }
    }
}
