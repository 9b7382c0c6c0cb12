//! Fusion: from a traced [`Program`] to a [`Plan`] of kernels, the form every compiled
//! backend executes.
//!
//! ```text
//!  ir::Program ──plan()──► Plan ──validate──► backends (and interp::run, the reference)
//! ```
//!
//! - Shared sub-programs are computed once and bound to array vars; a sub-program used
//!   once is inlined into its consumer. The plan computes nothing the program does not: a
//!   sub-program that may fail and is read only in lazy contexts (`acond` branches, loop
//!   bodies that may run zero times) is computed inside each of them, not before them.
//! - Producers (`generate`, `map`, `zip_with`, `backpermute`, `reshape`, and everything
//!   built on them: `fill`, `enumerate`, `imap`, `replicate`, `slice`, `transpose`,
//!   `reverse`) fuse with each other and into their consumer (`fold`, `scan`, `permute`,
//!   `stencil`, or an element-wise kernel); a `map` after a `stencil` becomes part of the
//!   stencil.
//! - A producer read by several kernels, or many times by one (a stencil), is materialised
//!   unless recomputing it is cheap: [`RECOMPUTE_BUDGET`] and the module `fuse` say how.
//! - Element-wise kernels over the same array merge into one kernel with several outputs
//!   (of different extents where both are vectors, and a rank-0 kernel joins any).
//!
//! The [`Plan`] type cannot represent what fusion removed: no map, no backpermute, no
//! tuple of arrays. [`validate()`] checks a plan once; [`plan()`] returns only valid plans.
//!
//! ```
//! use systole_frontend::prelude::*;
//!
//! let xs = use_array(&Array::from_vec([4], vec![1.0f32, 2.0, 3.0, 4.0]).unwrap());
//! let sum_of_squares = xs.map(|x| x * x).sum();
//! let plan = systole_fusion::plan(&trace(&sum_of_squares).unwrap()).unwrap();
//! // the map and the reshape to a vector are fused into the fold: one kernel
//! assert_eq!(plan.kernel_names(), vec!["fold"]);
//! ```

mod forms;
mod fuse;
pub mod interp;
pub mod plan;
mod print;
pub mod validate;

pub use fuse::RECOMPUTE_BUDGET;
pub use plan::{ArrayType, ArrayVar, Block, Check, Delayed, Input, Kernel, Lambda, Plan, Step};
pub use validate::{ValidationError, validate};

use systole_frontend::ir::Program;

/// Fuses a traced program into a validated plan. An error is a bug in fusion.
pub fn plan(program: &Program) -> Result<Plan, ValidationError> {
    let plan = fuse::fuse(program);
    validate(&plan)?;
    Ok(plan)
}
