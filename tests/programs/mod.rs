//! The random program generator shared by the differential tests (`random_programs.rs`
//! on the interpreters and the CPU, `gpu.rs` on the GPU): see `random_programs.rs` for what
//! it covers and why. [`property`] runs it against the unfused interpreter, and on a
//! compiled backend too.

// each test binary uses a part of the module
#![allow(dead_code, unused_imports)]

use std::cell::Cell;

use proptest::collection::vec;
use proptest::prelude::*;
use proptest::strategy::Union;
use proptest::test_runner::{TestCaseError, TestError, TestRunner};
use systole_frontend::ir::{Op, Program};
use systole_frontend::prelude::*;
use systole_frontend::{ArraysValue, Scalar0, Vector};
use systole_fusion::Plan;

pub type V = Acc<Vector<i32>>;
pub type M = Acc<Matrix<i32>>;
pub type S = Acc<Scalar0<i32>>;

/// Cases of the property: enough to find bugs, while the test stays a few seconds long.
pub const CASES: u32 = 2048;

/// Cases of the property on the CPU backend (each compiles its kernels with LLVM).
pub const CPU_CASES: u32 = 256;

/// Levels of array operations in the result (one less in the shared definitions): programs of
/// 20 nodes on average, up to about 100.
pub const DEPTH: u32 = 4;

mod ast;
mod build;
mod check;
mod strategy;

pub use build::vector;
pub use check::*;
pub use strategy::ASSOCIATIVE_ONLY;
