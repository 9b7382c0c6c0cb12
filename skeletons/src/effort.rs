//! How hard LLVM works on a kernel: the compile-time guard.
//!
//! A kernel's scalar functions become straight-line code, one basic block however large the
//! expression, and much of LLVM's work takes time superlinear in the size of a block or of
//! a loop: the SLP vectorizer (nested `select`s), the loop vectorizer's and loop-load
//! elimination's analysis of memory accesses (the taps of a wide stencil), and the targets'
//! code generation at `-O3` (a chain of shared `let`s). So do the skeletons that repeat a
//! function (a stencil's row pieces, a register tile's outputs) and the driver's PTX
//! compiler. Unguarded, programs of 10^4 operations took minutes to compile and programs of
//! 10^5 hours; guarded, every shape of `benches/compile_time.rs` compiles in seconds
//! (`docs/perf/2026-11-25-compile-time.md` and `docs/perf/2026-11-26-compile-time-pieces.md`
//! have the figures).
//!
//! A kernel of more than [`LARGE_KERNEL`] [`operations`] is compiled at [`Effort::Reduced`]:
//!
//! - LLVM's `-O3` pipeline without the vectorizers, loop-load elimination and reassociation
//!   ([`Effort::passes`]), then the target's code generation at `-O0`
//!   ([`Effort::codegen_level`]: fast instruction selection, linear register allocation);
//! - on the GPU, libdevice's math functions called rather than inlined (one copy of `sin`,
//!   not one a use);
//! - a stencil's function generated once: on the CPU every piece of a row through the
//!   boundary rule, on the GPU the naive skeleton, every thread through it (or the shared
//!   window, whose code is a loop and which keeps the full effort); no persistent band.
//!
//! Past [`HUGE_KERNEL`] operations, where even that pipeline's passes (constraint
//! elimination, GVN, instruction combining eight times over) and the code generators take
//! time superlinear in a block's size or in its calls:
//!
//! - a few passes, once each ([`HUGE_PIPELINE`]);
//! - every basic block of more than [`SPLIT_BLOCK`] instructions cut into functions of
//!   about [`PIECE`] instructions ([`split_large_blocks`]), compiled one by one;
//! - on the GPU, the functions left after optimisation made visible: NVPTX's instruction
//!   selection walks every use of an internal function at each of its calls (10^5 chained
//!   `sin`s, 33,000 calls of libdevice's, once cut: 16.4 s of `llc`, 1.7 s visible);
//! - on the GPU, the driver's PTX compiler at `-O0` ([`Effort::ptx_optimisation`]), through
//!   its JIT linker, which compiles the PTX as relocatable code: as a whole program its
//!   time grew with the square of the calls (the same kernel: 20 s and 7 GB, against 1.8 s).
//!
//! A stencil that unrolled would be a huge kernel, whose function combines its taps each
//! through the same expression (a weighted sum of constant weights, a sum of squared
//! differences, a maximum), is computed instead as a loop over a table of its taps
//! ([`TapLoop`]): its code no longer grows with its taps, and it gets the full effort
//! ([`operations`] counts the loop). Where the loop could change the result (a float sum not
//! written in order), it stays unrolled, at the huge kernels' effort.
//!
//! Every other kernel gets [`Effort::Full`], `default<O3>` and code generation at `-O3`:
//! the code it always had (the PTX snapshots of `tests/out/` check it). The threshold sits
//! above the kernels of the test suites and benchmarks (a 15x15 convolution, the largest
//! at the full effort, counts 1,574 operations with its taps) and below the sizes where the
//! SLP vectorizer starts to cost seconds. Large kernels run slower than they would at `-O3`
//! (no vectorized loops; on the GPU, calls and less optimised PTX): the guard trades their
//! speed for a compile time that grows with their size.
//!
//! `default<O3>` cannot be told to leave passes out (LLVM's pipeline aliases set their
//! vectorizers from the level, whatever the pass builder's options say), so the reduced
//! pipeline is LLVM's `-O3` written out pass by pass (`effort/o3.txt`, LLVM 19's
//! `default<O3>` as `opt -print-pipeline-passes` prints it) less those passes. The tests
//! check the text against what `opt` prints and that it makes the same code as
//! `default<O3>`: when LLVM changes, print the pipeline again.

mod split;
mod tap_loop;

use inkwell::OptimizationLevel;
use systole_frontend::ir::{BinOp, Consumer, Expr, Fun, UnOp};
use systole_fusion::{ArrayVar, Input, Kernel};

use crate::kernel::Signature;

pub use split::{MAX_LIVE, PIECE, PiecesFor, SPLIT_BLOCK, split_large_blocks};
pub use tap_loop::TapLoop;

/// The number of operations above which a kernel is compiled with [`Effort::Reduced`].
pub const LARGE_KERNEL: usize = 2_000;

/// The number of operations above which a kernel is huge ([`Effort::is_huge`]): a few
/// passes, its large blocks cut into functions, on the GPU its PTX compiled without
/// optimisation as relocatable code ([`Effort::ptx_optimisation`]).
pub const HUGE_KERNEL: usize = 10_000;

/// LLVM 19's `default<O3>` pipeline, pass by pass, for a target that adds no passes of its
/// own: `opt -passes='default<O3>' -print-pipeline-passes -disable-output` on a module
/// without a target triple, the `verify` that `opt` appends left out.
const O3_PIPELINE: &str = include_str!("effort/o3.txt");

/// The passes a kernel of more than [`HUGE_KERNEL`] operations gets: functions called
/// where they must be inlined, scalars out of the stack, common values shared, instructions
/// combined and blocks simplified, once each, then the functions no one calls dropped (the
/// libdevice functions not called). Its code is straight-line (the kernel's loops are few
/// and short), where the rest of `-O3` finds little: on the 50,000 taps of a stencil (400,000
/// instructions, cut into pieces) `-O3` without the vectorizers took 9 s, `-O1` without them
/// 3.8 s (its passes run several times over), this 1.3 s, for the same object code size.
pub const HUGE_PIPELINE: &str = "always-inline,function(sroa<modify-cfg>,early-cse<>,instcombine<max-iterations=1;no-verify-fixpoint>,simplifycfg),globaldce";

/// The passes of [`O3_PIPELINE`] that [`Effort::Reduced`] leaves out: the SLP vectorizer
/// (superlinear in a block's size); the loop vectorizer and loop-load elimination, whose
/// analysis of a loop's memory accesses takes time quadratic in their number (the taps of a
/// wide stencil); and reassociation, which rewrites a long sum so that all its operands
/// come before its first addition (thousands of values live at once, whose registers the
/// code generators and `ptxas` then take superlinear time to allocate). A large kernel's
/// loop body is rarely worth vectorising anyway.
const LEFT_OUT: [&str; 4] = [
    "slp-vectorizer,",
    "loop-vectorize<no-interleave-forced-only;no-vectorize-forced-only;>,",
    "loop-load-elim,",
    "reassociate,",
];

/// How hard LLVM works on a kernel.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Effort {
    /// `default<O3>` and code generation at `-O3`: every kernel of at most [`LARGE_KERNEL`]
    /// operations.
    #[default]
    Full,
    /// LLVM's `-O3` pipeline without the vectorizers and loop-load elimination, and code
    /// generation at `-O0`: a kernel of more operations, whose compile time would otherwise
    /// grow faster than its size; past [`HUGE_KERNEL`] operations less still
    /// ([`Effort::is_huge`]).
    Reduced {
        /// The kernel's operations.
        operations: usize,
    },
}

impl Effort {
    /// The effort for a kernel of `operations` operations.
    pub fn for_operations(operations: usize) -> Effort {
        if operations > LARGE_KERNEL { Effort::Reduced { operations } } else { Effort::Full }
    }

    /// The effort for the kernel of `sig`.
    pub fn of(sig: &Signature) -> Effort {
        Effort::for_operations(operations(&sig.canonical))
    }

    /// Whether this is [`Effort::Reduced`]: a large kernel.
    pub fn is_reduced(self) -> bool {
        matches!(self, Effort::Reduced { .. })
    }

    /// Whether this is a kernel of more than [`HUGE_KERNEL`] operations: a few passes
    /// ([`HUGE_PIPELINE`]), its large blocks cut into functions ([`split_large_blocks`]), on
    /// the GPU its functions visible and its PTX compiled as relocatable code at `-O0`.
    pub fn is_huge(self) -> bool {
        matches!(self, Effort::Reduced { operations } if operations > HUGE_KERNEL)
    }

    /// Cuts a huge kernel's large blocks into functions ([`split_large_blocks`]), called as
    /// `target` calls them, and verifies the module again where it cut; leaves any other
    /// kernel's module as it is.
    pub fn cut_large_blocks<'ctx>(
        self,
        ctx: &'ctx inkwell::context::Context,
        module: &inkwell::module::Module<'ctx>,
        target: PiecesFor,
    ) -> Result<(), systole_frontend::Error> {
        if self.is_huge() && split_large_blocks(ctx, module, target) > 0 {
            crate::lower::verify(module)?;
        }
        Ok(())
    }

    /// LLVM's pass pipeline at this effort, for `Module::run_passes` with a target machine
    /// whose target puts the passes `target_start` (`""`, or a list ending in a comma) at
    /// the start of its default pipelines: NVPTX's
    /// `function(nvvm-reflect,nvvm-intr-range),`. [`Effort::Full`] is `default<O3>`.
    pub fn passes(self, target_start: &str) -> String {
        match self {
            Effort::Full => "default<O3>".to_string(),
            Effort::Reduced { .. } if self.is_huge() => huge_passes(target_start),
            Effort::Reduced { .. } => o3_passes(target_start, false),
        }
    }

    /// The optimisation level the GPU driver's PTX compiler should work at, where not its
    /// default (4, the most): 0 for a kernel of more than [`HUGE_KERNEL`] operations, whose
    /// PTX `ptxas` would otherwise take time superlinear in its size to optimise. The GPU
    /// backend compiles such a kernel's PTX as relocatable code, through the driver's JIT
    /// linker: compiled as a whole program, its time grew with the square of its calls.
    pub fn ptx_optimisation(self) -> Option<u32> {
        match self {
            Effort::Reduced { .. } if self.is_huge() => Some(0),
            _ => None,
        }
    }

    /// The optimisation level of the target's code generation at this effort.
    pub fn codegen_level(self) -> OptimizationLevel {
        match self {
            Effort::Full => OptimizationLevel::Aggressive,
            Effort::Reduced { .. } => OptimizationLevel::None,
        }
    }
}

/// The pipeline of a kernel of more than [`HUGE_KERNEL`] operations, after `target_start`
/// (see [`Effort::passes`]): [`HUGE_PIPELINE`].
pub fn huge_passes(target_start: &str) -> String {
    format!("{target_start}{HUGE_PIPELINE}")
}

/// LLVM's `-O3` pipeline written out pass by pass, after `target_start` (see
/// [`Effort::passes`]): with `all`, the passes of `default<O3>` (which the backends' tests
/// check), else without the vectorizers and loop-load elimination, the reduced effort's.
pub fn o3_passes(target_start: &str, all: bool) -> String {
    let mut o3 = O3_PIPELINE.trim().to_string();
    if !all {
        for pass in LEFT_OUT {
            o3 = o3.replacen(pass, "", 1);
        }
    }
    format!("{target_start}{o3}")
}

impl std::fmt::Display for Effort {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Effort::Full => write!(f, "-O3"),
            Effort::Reduced { operations } if *operations > HUGE_KERNEL => write!(
                f,
                "{operations} operations: a few passes once, code generation at -O0, large blocks \
                 cut into functions"
            ),
            Effort::Reduced { operations } => {
                write!(f, "{operations} operations: -O3 without vectorizers, code generation at -O0")
            }
        }
    }
}

/// The operations of a kernel: the nodes of its scalar functions (its delayed inputs'
/// included) but constants, parameters, tuples and projections, which generate no code, a
/// math function counting [`MATH_OPERATIONS`]; and for a stencil, [`TAP_OPERATIONS`] for
/// each tap and the element function of a delayed input again for each of its taps (read,
/// and computed, once a tap). A stencil computed as a loop over its taps ([`TapLoop`])
/// counts the loop's operations, not the taps'.
pub fn operations(kernel: &Kernel) -> usize {
    match TapLoop::of(kernel) {
        Some(tap_loop) => tap_loop.operations(kernel),
        None => unrolled_operations(kernel),
    }
}

/// [`operations`] with every tap of a stencil counted.
fn unrolled_operations(kernel: &Kernel) -> usize {
    let functions: usize = kernel.funs().into_iter().map(nodes).sum();
    let taps: usize = match kernel {
        Kernel::Consumer(Consumer::Stencil { inputs, .. }) => inputs
            .iter()
            .map(|s| {
                let element = match &s.input {
                    Input::Delayed(d) => nodes(&d.element),
                    Input::Manifest(_) => 0,
                };
                s.offsets.len() * (TAP_OPERATIONS + element)
            })
            .sum(),
        _ => 0,
    };
    functions + taps
}

/// The operations of a function's nodes (see [`operations`]).
fn nodes(f: &Fun<ArrayVar>) -> usize {
    f.nodes().iter().map(cost).sum()
}

/// The operations one node counts for (see [`operations`]).
fn cost(e: &Expr<ArrayVar>) -> usize {
    match e {
        Expr::Const(_) | Expr::Param(_) | Expr::Tuple(_) | Expr::Prj { .. } => 0,
        Expr::Unary(UnOp::Exp | UnOp::Ln | UnOp::Sin | UnOp::Cos | UnOp::Tan, _)
        | Expr::Binary(BinOp::Pow | BinOp::Atan2, ..) => MATH_OPERATIONS,
        _ => 1,
    }
}

/// The operations a stencil's tap counts for: the CPU reads a tap in four copies of the
/// stencil function (the pieces of a row before, inside and after the interior, and the
/// rows of the border), each with its boundary rule, so that a stencil's code grows with
/// its taps as much as with its function.
pub const TAP_OPERATIONS: usize = 4;

/// The operations a math function (`exp`, `ln`, `sin`, `cos`, `tan`, `pow`, `atan2`) counts
/// for: on the GPU, libdevice's code for one, inlined at the full effort, is a hundred
/// instructions or more (a kernel of 333 `sin`s took 7 s of CPU time to PTX and through
/// `ptxas`, one of 700 over 20 s).
pub const MATH_OPERATIONS: usize = 8;

#[cfg(test)]
mod tests {
    use systole_frontend::elt::Scalar;
    use systole_frontend::ir::{BinOp, ExprId, UnOp};
    use systole_frontend::{ScalarType, Type};
    use systole_fusion::ArrayVar;

    use super::*;

    #[test]
    fn operations_count_the_nodes_that_generate_code() {
        let a = ArrayVar(0);
        let ix = Type::index(1);
        let i32_ = Type::Scalar(ScalarType::I32);
        let shape = Fun::from_parts(vec![], vec![Expr::Shape { array: a }], vec![ix.clone()]);
        // (a[ix] + 1, a[ix]).0: a read and an addition; the parameter, the constant, the
        // tuple and the projection generate no code
        let element = Fun::from_parts(
            vec![ix.clone()],
            vec![
                Expr::Param(0),
                Expr::Index { array: a, index: ExprId(0), origin: None },
                Expr::Const(Scalar::I32(1)),
                Expr::Binary(BinOp::Add, ExprId(1), ExprId(2)),
                Expr::Tuple(vec![ExprId(3), ExprId(1)]),
                Expr::Prj { tuple: ExprId(4), field: 0 },
            ],
            vec![
                ix.clone(),
                i32_.clone(),
                i32_.clone(),
                i32_.clone(),
                Type::Tuple(vec![i32_.clone(), i32_.clone()]),
                i32_,
            ],
        );
        assert_eq!(operations(&Kernel::generate(shape.clone(), element)), 3);
        // sin(a[ix]) ^ 2: a read, a math function and a power (math too)
        let f32_ = Type::Scalar(ScalarType::F32);
        let math = Fun::from_parts(
            vec![ix.clone()],
            vec![
                Expr::Param(0),
                Expr::Index { array: a, index: ExprId(0), origin: None },
                Expr::Unary(UnOp::Sin, ExprId(1)),
                Expr::Const(Scalar::F32(2.0)),
                Expr::Binary(BinOp::Pow, ExprId(2), ExprId(3)),
            ],
            vec![ix, f32_.clone(), f32_.clone(), f32_.clone(), f32_],
        );
        assert_eq!(operations(&Kernel::generate(shape, math)), 2 + 2 * MATH_OPERATIONS);
    }

    #[test]
    fn a_stencil_s_taps_count_as_operations() {
        use systole_frontend::ir::{Boundary, StencilInput};
        use systole_fusion::Delayed;

        let i32_ = Type::Scalar(ScalarType::I32);
        // t0 + t1 + t2: two operations
        let sum = Fun::from_parts(
            vec![i32_.clone(); 3],
            vec![
                Expr::Param(0),
                Expr::Param(1),
                Expr::Param(2),
                Expr::Binary(BinOp::Add, ExprId(0), ExprId(1)),
                Expr::Binary(BinOp::Add, ExprId(3), ExprId(2)),
            ],
            vec![i32_.clone(); 5],
        );
        let taps = |input| StencilInput {
            input,
            offsets: vec![vec![-1], vec![0], vec![1]],
            boundary: Boundary::Clamp,
        };
        let stencil = |input| {
            Kernel::Consumer(Consumer::Stencil { f: sum.clone(), inputs: vec![taps(input)], strategy: None })
        };
        assert_eq!(operations(&stencil(Input::Manifest(ArrayVar(0)))), 2 + 3 * TAP_OPERATIONS);
        // a delayed input's element (a read and a negation) is computed at every tap
        let ix = Type::index(1);
        let a = ArrayVar(0);
        let negated = Fun::from_parts(
            vec![ix.clone()],
            vec![
                Expr::Param(0),
                Expr::Index { array: a, index: ExprId(0), origin: None },
                Expr::Unary(UnOp::Neg, ExprId(1)),
            ],
            vec![ix.clone(), i32_.clone(), i32_.clone()],
        );
        let shape = Fun::from_parts(vec![], vec![Expr::Shape { array: a }], vec![ix]);
        let delayed = Delayed { shape, element: negated, name: "map" };
        // the delayed input's functions once (shape 1, element 2), and its element at every tap
        assert_eq!(operations(&stencil(Input::Delayed(delayed))), 2 + 3 + 3 * (TAP_OPERATIONS + 2));
    }

    #[test]
    fn kernels_above_the_threshold_get_the_reduced_effort() {
        assert_eq!(Effort::for_operations(0), Effort::Full);
        assert_eq!(Effort::for_operations(LARGE_KERNEL), Effort::Full);
        assert_eq!(
            Effort::for_operations(LARGE_KERNEL + 1),
            Effort::Reduced { operations: LARGE_KERNEL + 1 }
        );
        assert_eq!(Effort::Full.codegen_level(), OptimizationLevel::Aggressive);
        assert_eq!(Effort::for_operations(100_000).codegen_level(), OptimizationLevel::None);
        assert!(!Effort::Full.is_reduced() && Effort::for_operations(LARGE_KERNEL + 1).is_reduced());
        // the driver's PTX compiler at its default but for the largest kernels
        assert_eq!(Effort::Full.ptx_optimisation(), None);
        assert_eq!(Effort::for_operations(HUGE_KERNEL).ptx_optimisation(), None);
        assert_eq!(Effort::for_operations(HUGE_KERNEL + 1).ptx_optimisation(), Some(0));
    }

    #[test]
    fn the_full_effort_is_llvm_s_own_o3() {
        // what every kernel of the test suites gets: the pipeline alias, unchanged
        assert_eq!(Effort::Full.passes("function(nvvm-reflect,nvvm-intr-range),"), "default<O3>");
    }

    #[test]
    fn the_reduced_pipeline_is_o3_without_the_vectorizers() {
        let all = o3_passes("", true);
        let without = Effort::for_operations(LARGE_KERNEL + 1).passes("");
        for pass in ["slp-vectorizer", "loop-vectorize", "loop-load-elim", "reassociate"] {
            assert_eq!(all.matches(pass).count(), 1, "{pass} in {all}");
            assert!(!without.contains(pass), "{pass} in {without}");
        }
        assert_eq!(all.len() - without.len(), LEFT_OUT.iter().map(|p| p.len()).sum::<usize>());
        // the rest of -O3 is there: the inliner, GVN, unrolling
        for pass in ["inline", "gvn", "instcombine", "loop-unroll<O3>"] {
            assert!(without.contains(pass), "no {pass} in {without}");
        }
        // a target's own passes come first; the text is one line, as LLVM parses it
        let nvptx = Effort::for_operations(LARGE_KERNEL + 1).passes("function(nvvm-reflect),");
        assert!(nvptx.starts_with("function(nvvm-reflect),annotation2metadata,"), "{nvptx}");
        assert!(!all.contains('\n') && !all.ends_with(','));
    }

    #[test]
    fn huge_kernels_get_a_few_passes_once() {
        let start = "function(nvvm-reflect),";
        assert_eq!(Effort::for_operations(HUGE_KERNEL + 1).passes(start), format!("{start}{HUGE_PIPELINE}"));
        // a large kernel that is not huge keeps -O3 less the vectorizers
        assert_eq!(Effort::for_operations(HUGE_KERNEL).passes(""), o3_passes("", false));
    }

    #[test]
    fn the_written_out_pipeline_is_what_llvm_19_prints_for_o3() {
        // LLVM's `opt` beside the libraries llvm-sys links (`.cargo/config.toml`)
        let Some(opt) = std::env::var_os("LLVM_SYS_191_PREFIX")
            .map(|p| std::path::PathBuf::from(p).join("bin/opt"))
            .filter(|p| p.is_file())
        else {
            eprintln!("skipped: no LLVM 19 `opt` under $LLVM_SYS_191_PREFIX");
            return;
        };
        let out = std::process::Command::new(&opt)
            .args(["-passes=default<O3>", "-print-pipeline-passes", "-disable-output", "/dev/null"])
            .output()
            .expect("opt runs");
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let printed = String::from_utf8_lossy(&out.stdout);
        // `opt` verifies the module after the pipeline
        assert_eq!(
            printed.trim().strip_suffix(",verify"),
            Some(o3_passes("", true).as_str()),
            "LLVM's default<O3> changed: write it to skeletons/src/effort/o3.txt again"
        );
    }
}
