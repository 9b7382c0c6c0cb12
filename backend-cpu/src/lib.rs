//! The multicore CPU backend: every kernel of a fused plan JIT-compiled by LLVM for the host
//! CPU and run in parallel chunks by rayon.
//!
//! ```text
//!  Plan ──prepare──► each kernel: Signature ─► jit (memory / disk / LLVM -O3) ─► entry points
//!   └────execute──► host steps (fusion::interp::execute) ─► CpuRunner: extents, outputs,
//!                                                           parameter block, rayon chunks
//! ```
//!
//! - [`jit`]: compilation and the two caches (in memory, on disk), with a report of where each
//!   kernel's code came from and how long it took.
//! - [`target`]: the host as a `systole_skeletons::Target`.
//! - [`run`]: running kernels on a thread pool; buffers of finished loop iterations are
//!   reused.
//! - `fused`: a stencil and the fold of its residual (an iterative solver's convergence
//!   test) run in one pass over memory.
//!
//! The facade crate `systole` wraps this as `systole::Cpu`, which implements `Backend`.

mod fused;
pub mod jit;
mod loops;
pub mod run;
mod sort;
pub mod target;

use std::sync::Arc;

use systole_frontend::{ArraysValue, Cancel, Error};
use systole_fusion::Plan;
use systole_skeletons::Signature;
use systole_skeletons::kernel::ParamLayout;

use run::{BufferPool, CpuRunner, IntMap, PreparedKernel, kernel_id};
pub use systole_skeletons::kernel::{KernelCompile, Source};

/// A pool of threads that runs compiled plans.
pub struct CpuBackend {
    pool: Arc<rayon::ThreadPool>,
}

impl CpuBackend {
    /// A backend with `threads` worker threads (`None`: one per core).
    pub fn new(threads: Option<usize>) -> Result<CpuBackend, Error> {
        let mut builder = rayon::ThreadPoolBuilder::new().thread_name(|i| format!("systole-cpu-{i}"));
        if let Some(n) = threads {
            builder = builder.num_threads(n.max(1));
        }
        let pool = builder.build().map_err(|e| Error::Backend {
            backend: "cpu",
            message: format!("cannot start worker threads: {e}"),
        })?;
        Ok(CpuBackend { pool: Arc::new(pool) })
    }

    /// The number of worker threads.
    pub fn threads(&self) -> usize {
        self.pool.current_num_threads()
    }

    /// Compiles every kernel of `plan` (or finds it in a cache).
    pub fn prepare(&self, plan: &Plan) -> Result<CpuProgram, Error> {
        let plan = Arc::new(plan.clone());
        let mut kernels = IntMap::default();
        let mut report = Vec::new();
        for kernel in plan.kernels() {
            let sig = Signature::of(kernel, |v| plan.array_type(v).clone());
            let (code, compile) = jit::kernel(&sig)?;
            report.push(compile);
            let layout = ParamLayout::of(&sig);
            kernels.insert(kernel_id(kernel), PreparedKernel { sig, layout, code });
        }
        let (pairs, loops) = (fused::pairs(&plan), loops::steppable(&plan));
        Ok(CpuProgram {
            plan,
            kernels,
            pairs,
            loops,
            pool: self.pool.clone(),
            buffers: BufferPool::default(),
            report,
        })
    }
}

/// A plan whose kernels are compiled, ready to run many times.
pub struct CpuProgram {
    plan: Arc<Plan>,
    kernels: IntMap<usize, PreparedKernel>,
    pairs: IntMap<usize, fused::Pair>,
    loops: IntMap<usize, ()>,
    pool: Arc<rayon::ThreadPool>,
    buffers: BufferPool,
    report: Vec<KernelCompile>,
}

impl CpuProgram {
    /// Runs the plan on `inputs` (one value per program input).
    pub fn run(&self, inputs: &[ArraysValue]) -> Result<ArraysValue, Error> {
        self.run_with(inputs, &Cancel::new())
    }

    /// [`CpuProgram::run`], stopping with `Error::Cancelled` once `cancel` is set (looked at
    /// between kernels and at every step of a loop).
    pub fn run_with(&self, inputs: &[ArraysValue], cancel: &Cancel) -> Result<ArraysValue, Error> {
        let mut runner = CpuRunner {
            kernels: &self.kernels,
            pool: &self.pool,
            buffers: &self.buffers,
            pairs: &self.pairs,
            stash: None,
            loops: &self.loops,
        };
        systole_fusion::interp::execute(&self.plan, inputs, &mut runner, cancel)
    }

    /// Where each kernel's code came from, and how long it took, in plan order.
    pub fn compile_report(&self) -> &[KernelCompile] {
        &self.report
    }
}

/// Plans of small programs, for the tests of the modules that read plans.
#[cfg(test)]
mod testing {
    use systole_frontend::prelude::*;
    use systole_fusion::Plan;

    /// The fused plan of a function of a matrix.
    pub(crate) fn plan_of<R: AccValue>(program: impl FnOnce(Acc<Matrix<f32>>) -> R) -> Plan {
        let traced = systole_frontend::trace_fn(program).expect("traces");
        systole_fusion::plan(&traced).expect("fuses")
    }

    /// A 4-point average, clamped.
    pub(crate) fn step(u: &Acc<Matrix<f32>>) -> Acc<Matrix<f32>> {
        u.stencil(&Stencil::star(1), Boundary::Clamp, |t| {
            (t[[-1, 0]] + t[[1, 0]] + t[[0, -1]] + t[[0, 1]]) * 0.25
        })
    }

    /// A step to a tolerance on the max-norm of its change, in `awhile`.
    pub(crate) fn to_tolerance() -> Plan {
        plan_of(|u| {
            awhile(
                (u, unit(Exp::from(1.0f32))),
                |(_, d)| d.map(|d| d.gt(0.5)),
                |(u, _)| {
                    let s = step(&u);
                    let d = s.zip_with(&u, |a, b| (a - b).abs()).fold_all(0.0, |a, b| a.max(b));
                    (s, d)
                },
            )
        })
    }
}
