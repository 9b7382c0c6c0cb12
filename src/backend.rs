//! The [`Backend`] trait: what runs a program, and the compile-once form.
//!
//! ```text
//!  Acc<A> ──trace──► ir::Program ──fusion──► Plan ──prepare_plan──► Box<dyn Executable> ──execute──► A
//! ```
//!
//! A backend implements one object-safe method, [`Backend::prepare_plan`], which turns a
//! fused plan into an [`Executable`]; [`Backend::prepare`] (trace to plan), [`Backend::run`]
//! and [`Backend::compile`] are built on it and work for `Box<dyn Backend>` too, so the
//! backend can be chosen at run time.

use std::fmt;
use std::marker::PhantomData;

use systole_frontend::ir::Program;
use systole_frontend::{AccValue, Arrays, ArraysValue, Cancel};
use systole_fusion::Plan;

use crate::Error;
use crate::pipeline::{fused, phase, traced, traced_fn};

/// A program prepared by a backend, ready to run many times.
pub trait Executable: Send + Sync {
    /// Runs the program on the given inputs (one per input of the program, in order) and
    /// returns its result; stops with `Error::Cancelled` once `cancel` is set (looked at
    /// between kernels and at every step of a loop, see [`Cancel`]).
    fn execute_with(&self, inputs: &[ArraysValue], cancel: &Cancel) -> Result<ArraysValue, Error>;

    /// [`Executable::execute_with`] without a way to cancel.
    fn execute(&self, inputs: &[ArraysValue]) -> Result<ArraysValue, Error> {
        self.execute_with(inputs, &Cancel::new())
    }
}

/// Something that runs array programs: the [`crate::Interpreter`] and the compiled
/// backends.
///
/// ```
/// use systole::prelude::*;
///
/// let xs = use_array(&Array::from_vec([4], vec![1.0f32, 2.0, 3.0, 4.0])?);
/// let backend = Interpreter;
/// let total = backend.run(&xs.map(|x| x * x).sum())?;
/// assert_eq!(total.value(), 30.0);
/// # Ok::<(), systole::Error>(())
/// ```
pub trait Backend {
    /// A short name for messages (`"interpreter"`, `"cpu"`, ...).
    fn name(&self) -> &str;

    /// Prepares a fused plan for running (compiles its kernels, for a compiled backend).
    fn prepare_plan(&self, plan: &Plan) -> Result<Box<dyn Executable>, Error>;

    /// Prepares a traced program: fuses it, then [`Backend::prepare_plan`].
    fn prepare(&self, program: &Program) -> Result<Box<dyn Executable>, Error> {
        let plan = fused(program)?;
        phase("prepare", || self.prepare_plan(&plan))
    }

    /// Runs a program and returns its result on the host.
    fn run<S: AccValue>(&self, program: &S) -> Result<S::Host, Error>
    where
        Self: Sized,
    {
        self.run_with(program, &Cancel::new())
    }

    /// [`Backend::run`], stopping with `Error::Cancelled` once `cancel` is set, from
    /// another thread for instance (see [`Cancel`]; [`Compiled::run_with`] has an example).
    fn run_with<S: AccValue>(&self, program: &S, cancel: &Cancel) -> Result<S::Host, Error>
    where
        Self: Sized,
    {
        let executable = self.prepare(&traced(program)?)?;
        let result = phase("run", || executable.execute_with(&[], cancel))?;
        Ok(S::Host::from_arrays_value(result)?)
    }

    /// Compiles a function of arrays once, to run it many times with new inputs
    /// (Accelerate's `runN`). The parameter is an `Acc` or a tuple of them.
    ///
    /// ```
    /// use systole::prelude::*;
    ///
    /// let saxpy = Interpreter.compile(|(x, y): (Acc<Vector<f32>>, Acc<Vector<f32>>)| {
    ///     x.zip_with(&y, |x, y| x * 2.0 + y)
    /// })?;
    /// for n in [1, 3] {
    ///     let x = Array::from_fn([n], |[i]| i as f32);
    ///     let y = Array::filled([n], 1.0f32);
    ///     let out = saxpy.run(&(x, y))?;
    ///     assert_eq!(out.to_vec(), (0..n).map(|i| 2.0 * i as f32 + 1.0).collect::<Vec<_>>());
    /// }
    /// # Ok::<(), systole::Error>(())
    /// ```
    fn compile<P: AccValue, R: AccValue>(&self, f: impl FnOnce(P) -> R) -> Result<Compiled<P, R>, Error>
    where
        Self: Sized,
    {
        let program = traced_fn(f)?;
        let executable = self.prepare(&program)?;
        Ok(Compiled { program, executable, _t: PhantomData })
    }
}

impl<B: Backend + ?Sized> Backend for Box<B> {
    fn name(&self) -> &str {
        (**self).name()
    }

    fn prepare_plan(&self, plan: &Plan) -> Result<Box<dyn Executable>, Error> {
        (**self).prepare_plan(plan)
    }

    fn prepare(&self, program: &Program) -> Result<Box<dyn Executable>, Error> {
        (**self).prepare(program)
    }
}

impl<B: Backend + ?Sized> Backend for &B {
    fn name(&self) -> &str {
        (**self).name()
    }

    fn prepare_plan(&self, plan: &Plan) -> Result<Box<dyn Executable>, Error> {
        (**self).prepare_plan(plan)
    }

    fn prepare(&self, program: &Program) -> Result<Box<dyn Executable>, Error> {
        (**self).prepare(program)
    }
}

/// A function of arrays compiled by a backend: [`Compiled::run`] it on host inputs as many
/// times as needed.
pub struct Compiled<P: AccValue, R: AccValue> {
    program: Program,
    executable: Box<dyn Executable>,
    _t: PhantomData<fn(P) -> R>,
}

impl<P: AccValue, R: AccValue> Compiled<P, R> {
    /// Runs the function on `input` (an array, or a tuple of arrays for a tuple parameter).
    pub fn run(&self, input: &P::Host) -> Result<R::Host, Error> {
        self.run_with(input, &Cancel::new())
    }

    /// [`Compiled::run`], stopping with `Error::Cancelled` once `cancel` is set: from
    /// another thread, for a run that takes too long or is no longer wanted. The run looks
    /// at it between kernels and at every step of an `iterate` or `awhile` (an `iterate` the GPU
    /// runs as one persistent kernel is one launch, looked at only before it starts).
    ///
    /// ```
    /// use std::time::Duration;
    /// use systole::prelude::*;
    ///
    /// // counts up until it reaches the input: forever, for a negative one
    /// let count_to = Cpu::new()?.compile(|n: Acc<Scalar0<i64>>| {
    ///     awhile(unit(Exp::from(0i64)), move |i| i.zip_with(&n, |i, n| i.ne(n)), |i| i.map(|i| i + 1))
    /// })?;
    /// assert_eq!(count_to.run(&Array::scalar(1000))?.value(), 1000);
    /// let cancel = Cancel::new();
    /// let stop = cancel.clone();
    /// std::thread::spawn(move || {
    ///     std::thread::sleep(Duration::from_millis(100));
    ///     stop.cancel();
    /// });
    /// let err = count_to.run_with(&Array::scalar(-1), &cancel).unwrap_err();
    /// assert_eq!(err.to_string(), "the run was cancelled");
    /// # Ok::<(), systole::Error>(())
    /// ```
    pub fn run_with(&self, input: &P::Host, cancel: &Cancel) -> Result<R::Host, Error> {
        let result = phase("run", || self.executable.execute_with(&[input.to_arrays_value()], cancel))?;
        Ok(R::Host::from_arrays_value(result)?)
    }

    /// The traced program (printable with `{}`).
    pub fn program(&self) -> &Program {
        &self.program
    }

    /// The fused plan that was compiled (printable with `{}`).
    pub fn plan(&self) -> Result<Plan, Error> {
        Ok(systole_fusion::plan(&self.program)?)
    }
}

impl<P: AccValue, R: AccValue> fmt::Debug for Compiled<P, R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Compiled").field("program", &self.program.to_string()).finish_non_exhaustive()
    }
}
