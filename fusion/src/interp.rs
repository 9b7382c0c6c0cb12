//! Running a plan: the host steps, shared by every backend that keeps arrays on the host,
//! and the reference interpreter of kernels.
//!
//! [`execute`] walks a plan's steps (`use`, checks, loops, conditionals) and hands each
//! kernel to a [`KernelRunner`]; [`run`] does so with the reference runner, which runs
//! kernels with the same collective operations as the interpreter of programs
//! (`systole_frontend::interp::ops`): a delayed input is computed element by element where
//! the kernel reads it (here: materialised first, which gives the same values). Comparing
//! this with the interpreter of the unfused program is how fusion is tested.

use std::sync::Arc;

use systole_frontend::array::{ArrayData, shape_size};
use systole_frontend::interp::{Evaluator, awhile_step, check_types, fun::eval0, ops, to_shape};
use systole_frontend::ir::{Consumer, Fun};
use systole_frontend::{ArraysType, ArraysValue, Cancel, Error, Value};

use crate::plan::{ArrayVar, Block, Check, Input, Kernel, Plan, Step};

/// Runs the kernels of a plan; [`execute`] does the rest.
pub trait KernelRunner {
    /// Runs one kernel; `arrays` holds every array computed so far. Returns the kernel's
    /// outputs, in order.
    fn run_kernel(&mut self, kernel: &Kernel, arrays: &Arrays<'_>) -> Result<Vec<Arc<ArrayData>>, Error>;

    /// An array the plan no longer refers to (a loop state replaced by the next one): a
    /// runner may take its memory back when nothing else holds it.
    fn recycle(&mut self, array: Arc<ArrayData>) {
        drop(array);
    }

    /// Runs a whole loop, `step` (a [`Step::Iterate`]), for `n` steps from `state`, where
    /// the runner can do so on its own (a GPU's persistent kernel), and returns its final
    /// state; `None` lets [`execute`] step through the loop's body, kernel by kernel.
    fn run_iterate(
        &mut self,
        step: &Step,
        n: i64,
        state: &[Arc<ArrayData>],
        arrays: &Arrays<'_>,
    ) -> Option<Result<Vec<Arc<ArrayData>>, Error>> {
        let _ = (step, n, state, arrays);
        None
    }
}

/// The arrays computed so far, as a kernel runner sees them.
pub struct Arrays<'e> {
    env: &'e Env<'e>,
}

impl Arrays<'_> {
    /// The array bound to `v` (a validated plan reads only arrays computed before).
    pub fn get(&self, v: ArrayVar) -> Result<&Arc<ArrayData>, Error> {
        self.env.arrays[v.index()]
            .as_ref()
            .ok_or_else(|| Error::Internal(format!("{v} read before it is computed")))
    }

    /// Evaluates a function of no parameters (a shape, a count) on the host.
    pub fn eval0(&self, f: &Fun<ArrayVar>) -> Result<Value, Error> {
        self.env.eval0(f)
    }

    /// Evaluates a shape function: non-negative extents, or `Error::NegativeShape` naming
    /// `operation`.
    pub fn shape(&self, f: &Fun<ArrayVar>, operation: &'static str) -> Result<Vec<usize>, Error> {
        self.env.shape(f, operation)
    }

    /// The extent of each input of `kernel` (a manifest array's shape, a delayed producer's
    /// shape function evaluated).
    pub fn input_extents(&self, kernel: &Kernel) -> Result<Vec<Vec<usize>>, Error> {
        kernel
            .inputs()
            .iter()
            .map(|i| match i {
                Input::Manifest(v) => Ok(self.get(*v)?.shape().to_vec()),
                Input::Delayed(d) => self.shape(&d.shape, kernel.name()),
            })
            .collect()
    }
}

/// The reference runner: the interpreter's collective operations.
struct Reference;

impl KernelRunner for Reference {
    fn run_kernel(&mut self, kernel: &Kernel, arrays: &Arrays<'_>) -> Result<Vec<Arc<ArrayData>>, Error> {
        Ok(arrays.env.kernel(kernel)?.into_iter().map(Arc::new).collect())
    }
}

/// Runs a plan with the given inputs (one per program input) on the reference interpreter.
pub fn run(plan: &Plan, inputs: &[ArraysValue]) -> Result<ArraysValue, Error> {
    run_with(plan, inputs, &Cancel::new())
}

/// [`run`], stopping with `Error::Cancelled` once `cancel` is set (see [`execute`]).
pub fn run_with(plan: &Plan, inputs: &[ArraysValue], cancel: &Cancel) -> Result<ArraysValue, Error> {
    execute(plan, inputs, &mut Reference, cancel)
}

/// Runs a plan's host steps, handing its kernels to `runner`. Before every step (so between
/// kernels) and at every step of a loop it looks at `cancel`, and stops with
/// `Error::Cancelled` once it is set; an `awhile` with a limit stops with
/// `Error::StepLimit` when its condition still holds after that many steps.
pub fn execute(
    plan: &Plan,
    inputs: &[ArraysValue],
    runner: &mut dyn KernelRunner,
    cancel: &Cancel,
) -> Result<ArraysValue, Error> {
    check_types(&plan.input_types, inputs)?;
    let mut env = Env { arrays: vec![None; plan.arrays.len()], cancel };
    for (vars, value) in plan.inputs.iter().zip(inputs) {
        for (&v, a) in vars.iter().zip(flatten(value)) {
            env.arrays[v.index()] = Some(a);
        }
    }
    let results = env.block(&plan.body, runner)?;
    Ok(unflatten(&plan.result_type, &mut results.into_iter()))
}

/// The arrays of a value, in order.
pub fn flatten(value: &ArraysValue) -> Vec<Arc<ArrayData>> {
    match value {
        ArraysValue::Array(a) => vec![a.clone()],
        ArraysValue::Tuple(vs) => vs.iter().flat_map(flatten).collect(),
    }
}

/// Rebuilds a value of type `ty` from its arrays (the inverse of [`flatten`]).
pub fn unflatten(ty: &ArraysType, arrays: &mut impl Iterator<Item = Arc<ArrayData>>) -> ArraysValue {
    match ty {
        ArraysType::Array { .. } => ArraysValue::Array(arrays.next().expect("one array per array type")),
        ArraysType::Tuple(ts) => ArraysValue::Tuple(ts.iter().map(|t| unflatten(t, arrays)).collect()),
    }
}

struct Env<'c> {
    arrays: Vec<Option<Arc<ArrayData>>>,
    cancel: &'c Cancel,
}

impl Env<'_> {
    fn get(&self, v: ArrayVar) -> Result<Arc<ArrayData>, Error> {
        self.arrays[v.index()]
            .clone()
            .ok_or_else(|| Error::Internal(format!("{v} read before it is computed")))
    }

    fn lookup(&self, v: &ArrayVar) -> &ArrayData {
        self.arrays[v.index()].as_deref().expect("a validated plan reads only computed arrays")
    }

    fn eval0(&self, f: &Fun<ArrayVar>) -> Result<Value, Error> {
        eval0(f, |v| self.lookup(v))
    }

    fn shape(&self, f: &Fun<ArrayVar>, operation: &'static str) -> Result<Vec<usize>, Error> {
        to_shape(self.eval0(f)?, operation)
    }

    fn evaluator<'a>(&'a self, f: &'a Fun<ArrayVar>) -> Evaluator<'a, ArrayVar> {
        Evaluator::new(f, |v| self.lookup(v))
    }

    fn generate(&self, shape: Vec<usize>, f: &Fun<ArrayVar>) -> Result<ArrayData, Error> {
        let mut ev = self.evaluator(f);
        ops::generate(shape, f.result_type().clone(), &mut |ix| ev.call(ix))
    }

    fn input(&self, input: &Input) -> Result<Arc<ArrayData>, Error> {
        match input {
            Input::Manifest(v) => self.get(*v),
            Input::Delayed(d) => Ok(Arc::new(self.generate(self.shape(&d.shape, "generate")?, &d.element)?)),
        }
    }

    /// Binds `vars`; what they were bound to goes back to the runner.
    fn bind(&mut self, vars: &[ArrayVar], values: Vec<Arc<ArrayData>>, runner: &mut dyn KernelRunner) {
        for (&v, a) in vars.iter().zip(values) {
            if let Some(old) = self.arrays[v.index()].replace(a) {
                runner.recycle(old);
            }
        }
    }

    fn block(&mut self, b: &Block, runner: &mut dyn KernelRunner) -> Result<Vec<Arc<ArrayData>>, Error> {
        for step in &b.steps {
            self.step(step, runner)?;
        }
        b.results.iter().map(|&r| self.get(r)).collect()
    }

    fn step(&mut self, step: &Step, runner: &mut dyn KernelRunner) -> Result<(), Error> {
        self.cancel.check()?;
        match step {
            Step::Use { out, data } => self.bind(&[*out], vec![data.clone()], runner),
            Step::Check(Check::ReshapeSize { from, to }) => {
                let (from, to) = (self.shape(from, "reshape")?, self.shape(to, "reshape")?);
                if shape_size(&from)? != shape_size(&to)? {
                    return Err(Error::ReshapeMismatch { from, to });
                }
            }
            Step::View { out, input, shape } => {
                let shape = self.shape(shape, "reshape")?;
                let viewed = self.get(*input)?.reshaped(shape)?;
                self.bind(&[*out], vec![Arc::new(viewed)], runner);
            }
            Step::Kernel { outs, kernel } => {
                let results = runner.run_kernel(kernel, &Arrays { env: self })?;
                self.bind(outs, results, runner);
            }
            Step::Iterate { outs, count, init, body } => {
                let n = self.eval0(count)?.as_scalar().map_or(0, |s| s.to_i64());
                let mut state: Vec<Arc<ArrayData>> =
                    init.iter().map(|&v| self.get(v)).collect::<Result<_, _>>()?;
                self.cancel.check()?;
                match runner.run_iterate(step, n, &state, &Arrays { env: self }) {
                    Some(done) => state = done?,
                    None => {
                        for _ in 0..n.max(0) {
                            self.cancel.check()?;
                            self.bind(&body.params, state, runner);
                            state = self.block(&body.body, runner)?;
                        }
                    }
                }
                self.bind(outs, state, runner);
            }
            Step::Awhile { outs, init, cond, body, limit } => {
                let mut state: Vec<Arc<ArrayData>> =
                    init.iter().map(|&v| self.get(v)).collect::<Result<_, _>>()?;
                let mut steps = 0u64;
                loop {
                    self.cancel.check()?;
                    self.bind(&cond.params, state.clone(), runner);
                    let flag = self.block(&cond.body, runner)?;
                    if flag[0].get_linear(0) != true.into() {
                        break;
                    }
                    awhile_step(*limit, steps)?;
                    self.bind(&body.params, state, runner);
                    state = self.block(&body.body, runner)?;
                    steps = steps.saturating_add(1);
                }
                self.bind(outs, state, runner);
            }
            Step::Acond { outs, cond, then, otherwise } => {
                let chosen = if self.eval0(cond)? == true.into() { then } else { otherwise };
                let results = self.block(chosen, runner)?;
                self.bind(outs, results, runner);
            }
        }
        Ok(())
    }

    fn kernel(&self, kernel: &Kernel) -> Result<Vec<ArrayData>, Error> {
        match kernel {
            Kernel::Generate { shape, outputs } => {
                let shape = self.shape(shape, "generate")?;
                outputs.iter().map(|f| self.generate(shape.clone(), f)).collect()
            }
            Kernel::Consumer(c) => self.consumer(c),
        }
    }

    fn consumer(&self, c: &Consumer<Input, ArrayVar>) -> Result<Vec<ArrayData>, Error> {
        match c {
            Consumer::Fold { f, seed, input } => {
                let src = self.input(input)?;
                let seed = seed.as_ref().map(|s| self.eval0(s)).transpose()?;
                let mut ev = self.evaluator(f);
                Ok(vec![ops::fold(&src, seed, &mut |a| ev.call(a))?])
            }
            Consumer::Scan { f, seed, direction, input } => {
                let src = self.input(input)?;
                let seed = seed.as_ref().map(|s| self.eval0(s)).transpose()?;
                let mut ev = self.evaluator(f);
                let (scanned, totals) = ops::scan(&src, seed, *direction, &mut |a| ev.call(a))?;
                Ok(std::iter::once(scanned).chain(totals).collect())
            }
            Consumer::Permute { combine, defaults, index, input } => {
                let src = self.input(input)?;
                let defaults = self.get(*defaults)?;
                let (mut idx, mut comb) = (self.evaluator(index), self.evaluator(combine));
                Ok(vec![ops::permute(&src, &defaults, &mut |a| idx.call(a), &mut |a| comb.call(a))?])
            }
            Consumer::Stencil { f, inputs, .. } => {
                let arrays: Vec<Arc<ArrayData>> =
                    inputs.iter().map(|s| self.input(&s.input)).collect::<Result<_, _>>()?;
                let reads: Vec<ops::StencilRead<'_>> = arrays
                    .iter()
                    .zip(inputs)
                    .map(|(a, s)| (&**a, s.offsets.as_slice(), &s.boundary))
                    .collect();
                let mut ev = self.evaluator(f);
                Ok(vec![ops::stencil(&reads, f.result_type().clone(), &mut |a| ev.call(a))?])
            }
        }
    }
}
