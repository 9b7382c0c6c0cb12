//! The multicore CPU backend as a [`Backend`]: kernels compiled to native code by LLVM for
//! this machine's CPU, run on all its cores (crate `systole-cpu`).

use std::sync::Arc;

use systole_cpu::{CpuBackend, CpuProgram, KernelCompile};
use systole_frontend::{ArraysValue, Cancel};
use systole_fusion::Plan;

use crate::pipeline::dump;
use crate::{Backend, Error, Executable};

/// Runs programs on the host's cores with JIT-compiled kernels.
///
/// Compiled kernels are cached in memory and on disk (under the user's cache directory, or
/// `$SYSTOLE_CACHE_DIR`; `SYSTOLE_CACHE_DIR=off` turns the disk cache off), so a program
/// compiles once per machine. Every entry on disk carries a checksum, checked before its
/// code is loaded: one that fails (truncated, overwritten, another kernel's) is deleted and
/// compiled again. The cache folders are created private to the user (0700); one that group
/// or others can write to is not used, with a warning. `SYSTOLE_DUMP=compile` prints, for
/// every kernel, whether its code was compiled, read from disk or found in memory, how long
/// that took, and why a disk entry was deleted.
///
/// ```
/// use systole::prelude::*;
///
/// let cpu = Cpu::new()?;
/// let xs = use_array(&Array::from_fn([1000], |[i]| i as f32));
/// let total = cpu.run(&xs.map(|x| x * 2.0).sum())?;
/// assert_eq!(total.value(), 999_000.0);
/// # Ok::<(), systole::Error>(())
/// ```
#[derive(Clone)]
pub struct Cpu {
    backend: Arc<CpuBackend>,
}

impl std::fmt::Debug for Cpu {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Cpu").field("threads", &self.threads()).finish()
    }
}

impl Cpu {
    /// A backend using every core.
    pub fn new() -> Result<Cpu, Error> {
        Ok(Cpu { backend: Arc::new(CpuBackend::new(None)?) })
    }

    /// A backend using `threads` worker threads (at least 1).
    ///
    /// ```
    /// # use systole::prelude::*;
    /// let one_core = Cpu::with_threads(1)?;
    /// assert_eq!(one_core.threads(), 1);
    /// # Ok::<(), systole::Error>(())
    /// ```
    pub fn with_threads(threads: usize) -> Result<Cpu, Error> {
        Ok(Cpu { backend: Arc::new(CpuBackend::new(Some(threads))?) })
    }

    /// The number of worker threads.
    pub fn threads(&self) -> usize {
        self.backend.threads()
    }

    /// Compiles a plan and reports, per kernel, where its code came from and how long it
    /// took (what `SYSTOLE_DUMP=compile` prints).
    pub fn compile_report(&self, plan: &Plan) -> Result<Vec<KernelCompile>, Error> {
        Ok(self.backend.prepare(plan)?.compile_report().to_vec())
    }
}

struct Program(CpuProgram);

impl Executable for Program {
    fn execute_with(&self, inputs: &[ArraysValue], cancel: &Cancel) -> Result<ArraysValue, Error> {
        Ok(self.0.run_with(inputs, cancel)?)
    }
}

impl Backend for Cpu {
    fn name(&self) -> &str {
        "cpu"
    }

    fn prepare_plan(&self, plan: &Plan) -> Result<Box<dyn Executable>, Error> {
        let program = self.backend.prepare(plan)?;
        if dump().compile {
            for k in program.compile_report() {
                eprintln!("systole: cpu kernel {k}");
            }
        }
        Ok(Box::new(Program(program)))
    }
}

/// The backend `SYSTOLE_BACKEND` names (`interp`, `cpu` or `gpu`), or by default the best one
/// this machine has: the first GPU if there is one, else the CPU. `SYSTOLE_BACKEND=gpu` on a
/// machine without a GPU is [`Error::NoDevice`].
///
/// ```
/// use systole::prelude::*;
///
/// let backend = default_backend()?;
/// let xs = use_array(&Array::from_vec([3], vec![1, 2, 3])?);
/// assert_eq!(backend.run(&xs.map(|x| x * 10))?.to_vec(), vec![10, 20, 30]);
/// # Ok::<(), systole::Error>(())
/// ```
pub fn default_backend() -> Result<Box<dyn Backend>, Error> {
    match std::env::var("SYSTOLE_BACKEND").as_deref().map(str::trim) {
        Ok("interp" | "interpreter") => Ok(Box::new(crate::Interpreter)),
        Ok("cpu") => Ok(Box::new(Cpu::new()?)),
        Ok("gpu") => Ok(Box::new(crate::Gpu::new(0)?)),
        Err(_) | Ok("") => match crate::Gpu::new(0) {
            Ok(gpu) => Ok(Box::new(gpu)),
            Err(_) => Ok(Box::new(Cpu::new()?)),
        },
        Ok(other) => Err(Error::Language(systole_frontend::Error::Build(format!(
            "SYSTOLE_BACKEND={other} names no backend; use interp, cpu or gpu"
        )))),
    }
}
