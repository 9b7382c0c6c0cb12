//! The systole language: element types, scalar expressions (`Exp`), array programs
//! (`Acc`), the core IR they are traced into, and the reference interpreter that defines
//! what every program means.
//!
//! ```text
//!  user code ──► Acc<A> handles ──trace──► ir::Program ──interp──► host arrays
//!   closures over Exp<T>         (DAG, sharing kept)       (reference semantics)
//! ```
//!
//! Most users depend on the `systole` facade, which re-exports this crate's [`prelude`] and
//! adds the compiled backends. A program:
//!
//! ```
//! use systole_frontend::prelude::*;
//!
//! // the sum of squares of the even numbers below 10
//! let xs = enumerate([10]);
//! let evens = xs.map(|x| select((x % 2).eq(0), x * x, 0));
//! assert_eq!(interpret(&evens.sum()).unwrap().value(), 120);
//! ```
//!
//! # Semantics
//!
//! - Arrays are dense and row-major, innermost (last) dimension contiguous; ranks 0 to 6
//!   for every combinator (element-wise ones take any rank); elements are `bool`,
//!   `i8`..`i64`, `u8`..`u64`, `f32`, `f64` and tuples of up to eight of them (stored as a
//!   struct of arrays).
//! - Indices and shapes inside expressions are `i64`; on the host they are `usize`.
//! - `fold` and `scan` work along the innermost dimension; their operator must be
//!   associative, and compiled backends may combine in another order (floating-point sums
//!   then differ by rounding).
//! - Integer arithmetic wraps; shifts take the amount modulo the bit width; casts follow
//!   Rust's `as`.
//! - On the interpreter, integer division by zero, an out-of-bounds read and a `reshape`
//!   that changes the size are errors that name the operation, the index and the shape. The
//!   operation is the combinator the program wrote (`replicate`, `slice`, `fill`,
//!   `fold1_all`, `index`), also when fusion made it part of another kernel.
//!   Compiled backends do not check every read; they promise no crash and no undefined
//!   behaviour, with a result the backend documents.
//! - Both sides of a [`select`] are part of the expression but an error in the side that is
//!   not chosen is not an error.
//!
//! # Misuse
//!
//! Ranks and element types are checked by the Rust compiler. What the types cannot rule
//! out (a scalar expression used outside the closure that created it, an array operation
//! built inside a scalar function, an `iterate` parameter leaked out of its body) is
//! reported as [`Error::Build`] when the program is traced, as is a stencil function that
//! reads [`Taps`] outside its pattern; nothing panics on user input ([`Array::from_fn`] or
//! [`Array::filled`] of an array larger than memory is a documented panic, whose `try_`
//! forms return the error).
//!
//! Every allocation whose size a shape decides, on the host and on a device, is checked
//! before it is made ([`memory`]): an array too large for the machine is
//! [`Error::OutOfMemory`], not an abort.

pub mod acc;
pub mod array;
mod cancel;
pub mod elt;
mod error;
pub mod exp;
#[cfg(feature = "ndarray")]
pub mod interop;
pub mod interp;
pub mod ir;
pub mod memory;
mod trace;

pub use acc::combinators::{
    All, Dim, Fixed, Innermost, Lower, SliceComponent, SliceComponents, SliceSpec, Target, acond, awhile,
    awhile_at_most, enumerate, fill, generate, iterate, unit, use_array,
};
pub use acc::sort::SortKey;
pub use acc::stencil::{Boundary, Stencil, StencilStrategy, Taps};
pub use acc::{Acc, AccRef, AccValue, pack};
pub use array::{Array, Arrays, ArraysType, ArraysValue, Matrix, Scalar0, Vector};
pub use cancel::Cancel;
pub use elt::{Elt, Float, Int, Num, ScalarElt, ScalarType, Type, Value};
pub use error::Error;
pub use exp::{Bits, Exp, IntoIndex, Lift, constant, select, while_loop};
pub use interp::{interpret, interpret_program, interpret_program_with};
/// The ndarray crate this one converts to and from (the `ndarray` feature), re-exported so
/// that the versions match.
#[cfg(feature = "ndarray")]
pub use ndarray;
pub use trace::{trace, trace_fn};

/// Everything needed to write programs: `use systole_frontend::prelude::*;`.
pub mod prelude {
    pub use crate::{
        Acc, AccValue, All, Array, Arrays, Boundary, Cancel, Elt, Error, Exp, Float, Int, IntoIndex, Lift,
        Matrix, Num, Scalar0, ScalarElt, Stencil, Taps, Target, Vector, acond, awhile, awhile_at_most,
        constant, enumerate, fill, generate, interpret, interpret_program, iterate, pack, select, trace,
        trace_fn, unit, use_array, while_loop,
    };
}
