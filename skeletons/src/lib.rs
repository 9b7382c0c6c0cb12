//! What both LLVM backends share: scalar functions lowered to LLVM IR, the [`Target`]
//! trait, and the skeletons that turn a fused kernel into code.
//!
//! ```text
//!  fusion::Kernel ──Signature::of──► canonical kernel + key ──range::module──► LLVM module
//!                                                               │ lower: Fun → IR (Codegen)
//!                                                               └ Target: math, address space
//! ```
//!
//! - [`lower`]: every scalar operation's compiled meaning (the module documentation lists
//!   where it differs from the interpreter: no run-time errors in generated code).
//! - [`kernel`]: the arrays a kernel reads in canonical order, and the structural key under
//!   which its code is cached.
//! - [`effort`]: how hard LLVM works on a kernel: a reduced effort for kernels of many
//!   operations, whose compile time would otherwise grow faster than their size.
//! - [`cache`]: the disk cache of compiled code both backends keep, every entry checked
//!   (blake3) before it is loaded.
//! - [`range`]: skeletons over index ranges, the CPU's form (generate, fold, scan,
//!   permute, stencil), with the layout of their parameter block.
//! - [`target`]: the [`Target`] trait.

pub mod cache;
mod codegen;
pub mod effort;
pub mod grid;
pub mod kernel;
pub mod lower;
pub mod range;
mod taps;
pub mod target;

pub use kernel::{Key, Signature};
pub use lower::{ArrayRef, Codegen, FloatOrder, Val};
pub use target::{MathFn, Target};
