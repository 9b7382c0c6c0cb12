//! systole: an embedded array language for Rust, in the style of Haskell's Accelerate.
//!
//! Write a whole array program with collective combinators (`generate`, `map`, `zip_with`,
//! `fold`, `scan`, `permute`, `backpermute`, `stencil`, `iterate`, ...) over scalar
//! expressions [`Exp<T>`]; nothing runs until a [`Backend`] runs it. The program is a value:
//! it can be printed, inspected in tests, and run unchanged on any backend.
//!
//! ```
//! use systole::prelude::*;
//!
//! // one step of a 1D heat equation, then the total heat
//! let u = use_array(&Array::from_vec([5], vec![0.0f64, 0.0, 1.0, 0.0, 0.0])?);
//! let step = |u: Acc<Vector<f64>>| {
//!     u.stencil(&Stencil::new([[-1], [0], [1]]), Boundary::Clamp, |t| {
//!         t[[0]] + 0.25 * (t[[-1]] - 2.0 * t[[0]] + t[[1]])
//!     })
//! };
//! let u1 = iterate(3, u, step);
//! let heat = Interpreter.run(&u1.sum())?;
//! assert!((heat.value() - 1.0).abs() < 1e-12);
//! # Ok::<(), systole::Error>(())
//! ```
//!
//! The pipeline:
//!
//! ```text
//!  user code ──trace──► ir::Program ──fusion──► Plan ──Backend::prepare_plan──► Executable ──execute──► arrays
//! ```
//!
//! [`explain`] shows what fusion made of a program (the kernels a backend runs); set
//! `SYSTOLE_DUMP=ir,fused,time` to print the phases as programs run.
//!
//! A run can be bounded: [`awhile_at_most`] stops a loop after a number of steps with an
//! error naming it, and a [`Cancel`] given to [`Compiled::run_with`] or
//! [`Backend::run_with`] stops a run from another thread (between kernels and loop steps).
//!
//! Backends: [`Cpu`] (kernels compiled by LLVM for this machine, run on all cores), [`Gpu`]
//! (kernels compiled by LLVM to PTX, run on an NVIDIA GPU), [`Interpreter`] (the reference semantics on fused plans) and [`UnfusedInterpreter`] (on
//! the traced program); every compiled backend is tested against the interpreters.
//! [`default_backend`] picks one from `SYSTOLE_BACKEND=interp|cpu|gpu`. The language itself lives in `systole-frontend` and is re-exported here;
//! its crate documentation states the semantics programs can rely on.

mod backend;
mod cpu;
mod gpu;
mod interpreter;
mod pipeline;

pub use backend::{Backend, Compiled, Executable};
pub use cpu::{Cpu, default_backend};
pub use gpu::{Gpu, GpuPlan};
pub use interpreter::{Interpreter, UnfusedInterpreter};
pub use pipeline::{explain, explain_fn};
pub use systole_cpu::{KernelCompile, Source as CompileSource};
/// The ndarray crate `Array` converts to and from (the default-on `ndarray` feature:
/// `Array::from(ndarray_array)`, `Array::view`, `Array::into_ndarray`), re-exported so that
/// the versions match.
#[cfg(feature = "ndarray")]
pub use systole_frontend::ndarray;
pub use systole_frontend::{
    Acc, AccValue, All, Array, Arrays, ArraysType, ArraysValue, Bits, Boundary, Cancel, Elt, Exp, Float, Int,
    IntoIndex, Lift, Matrix, Num, Scalar0, ScalarElt, ScalarType, SortKey, Stencil, Taps, Target, Type,
    Value, Vector, acc, acond, array, awhile, awhile_at_most, constant, elt, enumerate, exp, fill, generate,
    interp, ir, iterate, memory, pack, select, trace, trace_fn, unit, use_array, while_loop,
};
pub use systole_fusion as fusion;
pub use systole_fusion::Plan;
pub use systole_ptx::{
    BandShape, IndexMapping, LoopShape, LoopStrategy, StencilStrategy, Stream3Shape, StreamShape,
    ThreadMapping, TileShape,
};

/// What can go wrong when building or running a program.
///
/// [`Error::Language`] covers the language layer (building programs, host arrays, and the
/// run-time errors of the interpreter); see `systole_frontend::Error` for its variants and
/// which of them mean a bug in the program, a bug in systole, or bad data.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// An error of the language layer or of the interpreter.
    #[error(transparent)]
    Language(#[from] systole_frontend::Error),
    /// Fusion produced an invalid plan: a bug in systole; please report it with the program.
    #[error("internal error (a bug in systole): {0}")]
    InvalidPlan(#[from] systole_fusion::ValidationError),
    /// The GPU backend has no device to run on (no driver, no GPU, or no GPU of that
    /// number); the message says which. [`default_backend`] falls back to the CPU.
    #[error("no GPU: {0}")]
    NoDevice(String),
}

/// Everything needed to write and run programs: `use systole::prelude::*;`.
pub mod prelude {
    pub use crate::{
        Backend, Compiled, Cpu, Gpu, Interpreter, Plan, UnfusedInterpreter, default_backend, explain,
        explain_fn,
    };
    pub use systole_frontend::prelude::*;
}

/// The README's examples, compiled and run as documentation tests.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeExamples;

/// The user guide's examples (`docs/guide.md`), compiled and run as documentation tests.
#[doc = include_str!("../docs/guide.md")]
#[cfg(doctest)]
pub struct GuideExamples;

/// The GPU backend's example (`docs/gpu.md`), compiled and run as a documentation test.
#[doc = include_str!("../docs/gpu.md")]
#[cfg(doctest)]
pub struct GpuDocExamples;
