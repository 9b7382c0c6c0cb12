//! The random program generator shared by the differential tests (`random_programs.rs` on
//! the interpreters and the CPU, `gpu.rs` on the GPU). [`property`] draws closed programs,
//! [`open_property`] open ones compiled once and run on several inputs; both run each on the
//! reference interpreter (which defines what it means), fuse it and run the plan on the plan
//! interpreter, and on a compiled backend if given, and compare ([`check_case`]).
//!
//! # What is drawn, and why
//!
//! - **Every combinator** (`ast.rs`, built by `vectors.rs` and `matrices.rs`): `use_array`,
//!   `generate`, `fill`, `enumerate`, `map`, `imap`, `zip_with` (shapes intersect),
//!   `backpermute` (affine and data-dependent), `reverse`, `transpose`, `slice`, `replicate`,
//!   `reshape`, `flatten`, `fold`/`fold1` (`_all` too), the four scans (both results of the
//!   exclusive ones), `permute` (collisions, targets dropped or outside, the source read
//!   again in the index function), `stencil`/`stencil2` of ranks 1, 2 and 3 (random patterns
//!   of up to 9 taps within ±4, empty ones too, every boundary, often a `map` after them),
//!   `unit`, `pack`/`unpack`, `iterate` (0 to 20 steps; states of 1 to 4 arrays; counts
//!   constant or from data), `awhile` (a counter in a tuple state; a fold in the condition; a
//!   `bool` array of the state as the condition), `acond`, scalar `while_loop`s.
//! - **Every element type** (`typed.rs`): programs over each of the ten numeric types, built
//!   from the `i32` programs and cast back into them, with folds, scans, permutes, stencils,
//!   gathers, loops and `bool` masks at that type; arrays of tuples of 2, 3, 4 and 8 components
//!   of mixed types, a nested pair among them (`tuples.rs`); `i64` scans and pairs of `i32`
//!   in the `i32` programs; `bool` as arrays (masks, tuple components scanned, folded,
//!   permuted and stencilled with `^`) and in conditions.
//! - **Every scalar operation** (`scalar.rs`): `+ - * / %`, `min`, `max`, `abs`, `clamp`,
//!   `fma`, negation, the bit operations and shifts, comparisons and logic, `select`, casts
//!   between every pair of types, and the float functions (`sqrt`, `exp`, `ln`, `pow`,
//!   trigonometry, rounding), with literals at the types' edges (NaN, ±∞, -0, subnormals,
//!   `MIN`, `MAX`).
//! - **Sharing** (DAGs): `Let` nodes bind a sub-program that later nodes reach through `Ref`,
//!   top-level definitions are shared by the components of tuple results, `Fan` and `Pack`
//!   map one array several times into materialised results (horizontal fusion), `ZipSelf`
//!   zips an array with itself, and scalar functions read arrays of the environment through
//!   `index`/`linear_index`/`the`, or only their shape (loop variables included).
//! - **Shapes computed from data** (a shape function that reads an array, a reshape whose
//!   size check does), and the recompute budget: `Ex::Heavy` adds long chains of arithmetic,
//!   `Ex::Loop` a scalar loop, so that shared producers are sometimes inlined and sometimes
//!   materialised.
//! - **Extents** from 0 to 6, 0 and 1 frequent; and in one program in 25 (*large* programs),
//!   `Big` leaves of 16,385 to 262,147 elements (`build::LARGE`), so that compiled backends
//!   take their parallel paths: chunks, rows split into pieces (the parallel fold and the
//!   three-phase scan), many short rows, permutes of hundreds of thousands of colliding
//!   writes. Float sums (`approx.rs`) also run over 17 to 40,000 elements, where compiled
//!   backends vectorise them and cut rows into pieces.
//! - **Faults** (a quarter of the programs): integer divisions as written (by zero now and
//!   then), reads out of bounds or of empty arrays (`Ex::ReadRaw`, typed gathers,
//!   `FailK::OutOfBounds`), and size errors (`fold1` of empty rows, a `reshape` to another
//!   size, a negative extent). See *Comparing* below. Reads out of bounds read only arrays
//!   in memory (`build::in_memory_v`): out of bounds of a producer that fusion inlines they
//!   compute the producer's function out of its range, a known bug left to fusion
//!   (`regression_read_out_of_bounds_of_a_fused_producer`, ignored).
//! - **Open programs** (`open.rs`): functions of one to three arrays, of shapes unknown when
//!   they are compiled, compiled once and run on three sets of inputs of different shapes
//!   (empty ones included).
//!
//! # Comparing
//!
//! The builder knows every shape statically, which is how a program without faults stays
//! clear of run-time errors: reads are wrapped into range, `fold1` only sees non-empty rows,
//! `slice` only valid positions, `reshape` only matching sizes, divisions are written
//! `select(b == 0, 0, a / b)`, and a loop body or `acond` branch whose shape differs from the
//! state's is fitted back to it (a clamped backpermute). Such a program must compute the same
//! value everywhere. Values are compared exactly ([`same`]), floats bit for bit (any NaN
//! equal to any NaN): element-wise operations are exact on every backend (the CPU computes
//! math functions with the interpreter's bits; on the GPU, where libdevice may differ in the
//! last bits, [`Config::math`] leaves them out), and the inputs of float reductions, scans
//! and permutes are made small integers first (`scalar::Ty::small`), so that any order of
//! combining gives one answer.
//!
//! Float sums of arbitrary values, whose last bits depend on the order of adding, are the
//! one thing compared within a tolerance, on compiled backends only (`approx.rs` states the
//! bound and why it holds): programs ending in [`ast::Out::Approx`] return each sum with
//! the sum of the terms' magnitudes and their number, and a backend's sum may differ from
//! the interpreter's by `2.1 · c · u · a` (`c` terms, unit roundoff `u`, magnitudes `a`), the
//! worst case of any order of adding. The GPU's math functions (libdevice, within a few
//! ulps) are left out of its programs rather than compared within a tolerance
//! ([`Config::math`]), since their results flow into integers, comparisons and indices.
//!
//! A program with faults is also built in its *defined form* (`build::Env::twin`): each
//! fault written out as what the guide's "Semantics" promises on compiled backends (a
//! division by zero gives 0, a read out of bounds reads the nearest element, a read of an
//! empty array gives 0; size errors stay). The interpreter then says what a compiled backend
//! must compute for the program, even where the program itself fails on the interpreter
//! ([`check_case`] has the rules), but for a size error of the fused plan in an array only
//! computations over empty shapes read (which the interpreter, lazy, never computes: the
//! guide's "Fusion"). Every error must be one the guide documents (a size
//! error anywhere; a read out of bounds or a division by zero on the interpreters,
//! [`is_run_time_error`]); an internal error or a panic fails the case.
//!
//! Reductions and permutes combine in an order of the backend's choosing. Their operators
//! are associative and commutative where that order is the backend's: on the GPU
//! ([`Config::associative_only`]) and in large programs; elsewhere any expression, since the
//! CPU combines small arrays in the interpreter's order.
//!
//! Bugs the properties found are kept as `regression_*` tests in `random_programs.rs`.

// each test binary uses a part of the module
#![allow(dead_code, unused_imports)]

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

/// Cases of the property on the interpreters: enough to find bugs, while the test stays a
/// few seconds long.
pub const CASES: u32 = 2048;

/// Cases of the property on the CPU backend (each compiles its kernels with LLVM): the
/// programs CI runs per commit (`scripts/fuzz` runs many more).
pub const CPU_CASES: u32 = 1000;

/// Levels of array operations in the result (one less in the shared definitions): programs of
/// 20 nodes on average, up to about 100.
pub const DEPTH: u32 = 4;

/// What a backend promises, and so what the generator may draw for it.
#[derive(Clone, Copy, Debug)]
pub struct Config {
    /// Reductions and permutes use only `+`, `max` and `min` (not any function of two
    /// values, which is in general neither associative nor commutative and has one answer
    /// only where the backend combines in the interpreter's order).
    pub associative_only: bool,
    /// Scalar functions use `exp`, `ln`, `sin`, `cos`, `tan`, `pow` and `atan2` (the backend
    /// computes them with the interpreter's bits).
    pub math: bool,
}

impl Config {
    /// The interpreters and the CPU: small arrays combined in the interpreter's order, math
    /// functions from the same library.
    pub const CPU: Config = Config { associative_only: false, math: true };
    /// The GPU: combines in parallel, math functions from libdevice.
    pub const GPU: Config = Config { associative_only: true, math: false };
}

mod approx;
mod ast;
mod build;
mod check;
mod matrices;
mod open;
mod scalar;
mod strategy;
mod tuples;
mod typed;
mod vectors;

pub use approx::close_sums;
pub use build::vector;
pub use check::*;
pub use open::open_property;
