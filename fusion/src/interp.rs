//! Running a plan: the host steps, shared by every backend that keeps arrays on the host,
//! and the reference interpreter of kernels.
//!
//! [`execute`] walks a plan's steps (`use`, checks, loops, conditionals; with a stack of
//! tasks, not by recursion, since blocks nest as deep as the program's `acond`s and loops)
//! and hands each kernel to a [`KernelRunner`]; [`run`] does so with the reference runner, which runs
//! kernels with the same collective operations as the interpreter of programs
//! (`systole_frontend::interp::ops`): a delayed input is computed element by element where
//! the kernel reads it (here: materialised first, which gives the same values). Comparing
//! this with the interpreter of the unfused program is how fusion is tested.

use std::sync::Arc;

use systole_frontend::array::{ArrayData, shape_size};
use systole_frontend::interp::fun::{eval0, eval0_as_compiled};
use systole_frontend::interp::{Evaluator, awhile_step, check_types, ops, to_shape};
use systole_frontend::ir::{Consumer, Fun};
use systole_frontend::{ArraysType, ArraysValue, Cancel, Error, Value};

use crate::plan::{ArrayVar, Block, Check, Input, Kernel, Lambda, Plan, Step};

/// Runs the kernels of a plan; [`execute`] does the rest.
pub trait KernelRunner {
    /// Runs one kernel; `arrays` holds every array computed so far. Returns the kernel's
    /// outputs, in order.
    fn run_kernel(&mut self, kernel: &Kernel, arrays: &Arrays<'_>) -> Result<Vec<Arc<ArrayData>>, Error>;

    /// Whether the runner runs compiled code, which defines a result where the interpreter
    /// reports a run-time error (a division by zero, a read out of bounds; see the guide's
    /// "Semantics"): the host steps' functions (counts, conditions, shapes, seeds) are then
    /// evaluated the same way ([`Evaluator::as_compiled`]), so that a fault inlined into one
    /// of them does not fail where it would not in a kernel.
    fn defines_faults(&self) -> bool {
        false
    }

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
                Input::Delayed(d) => self.shape(&d.shape, d.name),
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
    let mut env = Env { arrays: vec![None; plan.arrays.len()], cancel, defined: runner.defines_faults() };
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
    /// Host functions evaluate faults as compiled code does ([`KernelRunner::defines_faults`]).
    defined: bool,
}

/// The value of the block that ran last.
fn last(done: &mut Vec<Vec<Arc<ArrayData>>>) -> Result<Vec<Arc<ArrayData>>, Error> {
    done.pop().ok_or_else(|| Error::Internal("a block's results read before it ran".into()))
}

/// What is left to do of a run: the walk keeps its own stack of tasks instead of recursing
/// into nested blocks, since blocks nest as deep as the program's `acond`s and loops do.
enum Task<'p> {
    /// Run the steps of a block from this one on; when there are none left, the block's
    /// results are its value.
    Steps(&'p Block, usize),
    /// Bind the value of the block just run (an `acond`'s branch) to these vars.
    Bind(&'p [ArrayVar]),
    /// `left` more steps of an `iterate` from `state`.
    Iterate { outs: &'p [ArrayVar], body: &'p Lambda, left: i64, state: Vec<Arc<ArrayData>> },
    /// A step of an `iterate` ran: its value is the next state.
    Iterated { outs: &'p [ArrayVar], body: &'p Lambda, left: i64 },
    /// Test an `awhile`'s condition on `state`, which `steps` steps made.
    Awhile {
        outs: &'p [ArrayVar],
        cond: &'p Lambda,
        body: &'p Lambda,
        limit: Option<u64>,
        steps: u64,
        state: Vec<Arc<ArrayData>>,
    },
    /// The condition ran on `state`: its value says whether to step again.
    Tested {
        outs: &'p [ArrayVar],
        cond: &'p Lambda,
        body: &'p Lambda,
        limit: Option<u64>,
        steps: u64,
        state: Vec<Arc<ArrayData>>,
    },
    /// A step of an `awhile` ran: its value is the next state.
    Stepped { outs: &'p [ArrayVar], cond: &'p Lambda, body: &'p Lambda, limit: Option<u64>, steps: u64 },
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
        if self.defined { eval0_as_compiled(f, |v| self.lookup(v)) } else { eval0(f, |v| self.lookup(v)) }
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
            Input::Delayed(d) => Ok(Arc::new(self.generate(self.shape(&d.shape, d.name)?, &d.element)?)),
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

    /// Runs block `b` and returns its results, one task at a time (see [`Task`]).
    fn block(&mut self, b: &Block, runner: &mut dyn KernelRunner) -> Result<Vec<Arc<ArrayData>>, Error> {
        let mut tasks = vec![Task::Steps(b, 0)];
        // the results of the blocks run, innermost last
        let mut done: Vec<Vec<Arc<ArrayData>>> = Vec::new();
        while let Some(task) = tasks.pop() {
            match task {
                Task::Steps(block, next) => match block.steps.get(next) {
                    Some(step) => {
                        tasks.push(Task::Steps(block, next + 1));
                        self.step(step, &mut tasks, runner)?;
                    }
                    None => done.push(block.results.iter().map(|&r| self.get(r)).collect::<Result<_, _>>()?),
                },
                Task::Bind(outs) => {
                    let results = last(&mut done)?;
                    self.bind(outs, results, runner);
                }
                Task::Iterate { outs, body, left, state } => {
                    if left <= 0 {
                        self.bind(outs, state, runner);
                    } else {
                        self.cancel.check()?;
                        self.bind(&body.params, state, runner);
                        tasks.extend([
                            Task::Iterated { outs, body, left: left - 1 },
                            Task::Steps(&body.body, 0),
                        ]);
                    }
                }
                Task::Iterated { outs, body, left } => {
                    let state = last(&mut done)?;
                    tasks.push(Task::Iterate { outs, body, left, state });
                }
                Task::Awhile { outs, cond, body, limit, steps, state } => {
                    self.cancel.check()?;
                    self.bind(&cond.params, state.clone(), runner);
                    tasks.extend([
                        Task::Tested { outs, cond, body, limit, steps, state },
                        Task::Steps(&cond.body, 0),
                    ]);
                }
                Task::Tested { outs, cond, body, limit, steps, state } => {
                    let flag = last(&mut done)?;
                    let holds = flag.first().is_some_and(|f| f.get_linear(0) == true.into());
                    if holds {
                        awhile_step(limit, steps)?;
                        self.bind(&body.params, state, runner);
                        let steps = steps.saturating_add(1);
                        tasks.extend([
                            Task::Stepped { outs, cond, body, limit, steps },
                            Task::Steps(&body.body, 0),
                        ]);
                    } else {
                        self.bind(outs, state, runner);
                    }
                }
                Task::Stepped { outs, cond, body, limit, steps } => {
                    let state = last(&mut done)?;
                    tasks.push(Task::Awhile { outs, cond, body, limit, steps, state });
                }
            }
        }
        last(&mut done)
    }

    /// Runs one step; a loop or a conditional pushes the tasks that run its blocks.
    fn step<'p>(
        &mut self,
        step: &'p Step,
        tasks: &mut Vec<Task<'p>>,
        runner: &mut dyn KernelRunner,
    ) -> Result<(), Error> {
        self.cancel.check()?;
        match step {
            Step::Use { out, data } => self.bind(&[*out], vec![data.clone()], runner),
            Step::Check(Check::ReshapeSize { from, to, names: (input, reshape) }) => {
                let (from, to) = (self.shape(from, input)?, self.shape(to, reshape)?);
                if shape_size(&from)? != shape_size(&to)? {
                    return Err(Error::ReshapeMismatch { from, to });
                }
            }
            Step::View { out, input, shape } => {
                let shape = self.shape(shape, "reshape")?;
                let viewed = self.get(*input)?.reshaped(shape)?;
                self.bind(&[*out], vec![Arc::new(viewed)], runner);
            }
            Step::Kernel { outs, kernel, name } => {
                // an error of the kernel's own operation names the combinator the user wrote
                let results = runner
                    .run_kernel(kernel, &Arrays { env: self })
                    .map_err(|e| e.naming(kernel.name(), name))?;
                self.bind(outs, results, runner);
            }
            Step::Iterate { outs, count, init, body } => {
                let left = self.eval0(count)?.as_scalar().map_or(0, |s| s.to_i64());
                let state: Vec<Arc<ArrayData>> =
                    init.iter().map(|&v| self.get(v)).collect::<Result<_, _>>()?;
                // a backend may run the whole loop itself (a persistent kernel)
                match runner.run_iterate(step, left, &state, &Arrays { env: self }) {
                    Some(done) => self.bind(outs, done?, runner),
                    None => tasks.push(Task::Iterate { outs, body, left, state }),
                }
            }
            Step::Awhile { outs, init, cond, body, limit } => {
                let state = init.iter().map(|&v| self.get(v)).collect::<Result<_, _>>()?;
                tasks.push(Task::Awhile { outs, cond, body, limit: *limit, steps: 0, state });
            }
            Step::Acond { outs, cond, then, otherwise } => {
                let chosen = if self.eval0(cond)? == true.into() { then } else { otherwise };
                tasks.extend([Task::Bind(outs), Task::Steps(chosen, 0)]);
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
