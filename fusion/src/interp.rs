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
#![expect(
    clippy::expect_used,
    reason = "a validated plan reads only arrays computed before, and `unflatten` rebuilds a value \
              of a type from the arrays a plan computed for that type"
)]

use std::cell::RefCell;
use std::sync::Arc;

use systole_frontend::array::{ArrayData, shape_size};
use systole_frontend::interp::fun::{eval0, eval0_as_compiled};
use systole_frontend::interp::{Evaluator, awhile_step, check_types, ops, to_shape};
use systole_frontend::ir::{Consumer, Expr, Fun};
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

    /// Runs a whole `awhile`, `step` (a [`Step::Awhile`]), from `state`, condition included,
    /// where the runner can do so on its own (a GPU's persistent kernel that computes the
    /// condition itself), and returns its final state: the same number of steps as
    /// [`execute`] would run (none where the condition fails at once) and, past the loop's
    /// limit, `Error::StepLimit`. [`execute`] has looked at its `Cancel` just before. `None`
    /// lets [`execute`] step through the loop.
    fn run_awhile(
        &mut self,
        step: &Step,
        state: &[Arc<ArrayData>],
        arrays: &Arrays<'_>,
    ) -> Option<Result<Vec<Arc<ArrayData>>, Error>> {
        let _ = (step, state, arrays);
        None
    }

    /// Runs the rest of a loop on its own, where the runner can: [`execute`] asks once the
    /// loop's body has run at least once, so that every array of the loop's blocks is bound
    /// in `arrays` to its value in the last step. It looks at `cancel` at every step, and an
    /// `awhile` stops with `Error::StepLimit` as [`execute`] does. Returns the final state;
    /// `None` lets [`execute`] step through the loop, kernel by kernel.
    fn run_loop(
        &mut self,
        run: &LoopRun<'_>,
        state: &[Arc<ArrayData>],
        arrays: &Arrays<'_>,
        cancel: &Cancel,
    ) -> Option<Result<Vec<Arc<ArrayData>>, Error>> {
        let _ = (run, state, arrays, cancel);
        None
    }
}

/// The rest of a loop, as [`KernelRunner::run_loop`] is given it.
pub enum LoopRun<'p> {
    /// An `awhile`.
    Awhile {
        /// The condition.
        cond: &'p Lambda,
        /// The step.
        body: &'p Lambda,
        /// The most steps (`Error::StepLimit` when the condition still holds after them).
        limit: Option<u64>,
        /// The steps done.
        steps: u64,
    },
    /// An `iterate`.
    Iterate {
        /// The step.
        body: &'p Lambda,
        /// The steps left.
        left: i64,
    },
}

/// The arrays computed so far, as a kernel runner sees them.
pub struct Arrays<'e> {
    env: &'e Env<'e>,
    /// The plan's kernel being run, whose shape functions' values are kept from one step of
    /// a loop to the next (see [`Env::shape`]).
    kernel: Option<&'e Kernel>,
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
        // only a function of the plan lives as long as the run, so that its address is its
        // own for as long as a kept value is
        let of_plan = self.kernel.is_some_and(|k| {
            let generate = matches!(k, Kernel::Generate { shape, extents, .. }
                if std::ptr::eq(shape, f) || extents.iter().flatten().any(|e| std::ptr::eq(e, f)));
            generate || k.inputs().iter().any(|i| matches!(i, Input::Delayed(d) if std::ptr::eq(&d.shape, f)))
        });
        if of_plan { self.env.shape(f, operation) } else { to_shape(self.env.eval0(f)?, operation) }
    }

    /// Runs `l`'s block once on `args` (one array per parameter), handing its kernels to
    /// `runner`, and returns its results: a loop's body or condition, stepped by a runner
    /// from [`KernelRunner::run_loop`] (a GPU runner capturing steps as a CUDA graph). The
    /// block sees every array computed so far; what it binds is its own (a copy of the
    /// bindings, dropped when it returns), so `self` is left as it was.
    pub fn run_lambda(
        &self,
        l: &Lambda,
        args: &[Arc<ArrayData>],
        runner: &mut dyn KernelRunner,
    ) -> Result<Vec<Arc<ArrayData>>, Error> {
        let mut env = Env {
            arrays: self.env.arrays.clone(),
            cancel: self.env.cancel,
            shapes: RefCell::default(),
            defined: self.env.defined,
        };
        env.bind(&l.params, args.to_vec(), runner);
        env.block(&l.body, runner)
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
    let mut env = Env {
        arrays: vec![None; plan.arrays.len()],
        cancel,
        shapes: RefCell::default(),
        defined: runner.defines_faults(),
    };
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
    /// What is kept of the value of each shape function of the plan, by its address.
    shapes: RefCell<Vec<(usize, Memo)>>,
}

/// What is kept of a shape function's value.
enum Memo {
    /// Evaluated once (a function a run evaluates once is not worth keeping).
    Seen,
    /// Reads an element: evaluated every time.
    Never,
    /// Its last value.
    Kept(ShapeMemo),
}

impl Memo {
    /// The most shape functions of a run whose values are kept (looked up one by one).
    const MOST: usize = 32;
}

/// The value of a shape function that reads no element, only shapes: it is the same as
/// long as the arrays it reads have the same shapes. A loop evaluates the same extents, the
/// shapes of delayed inputs and the checks at every step, and evaluating one costs more than
/// a small kernel does.
struct ShapeMemo {
    /// The arrays whose shapes the function reads.
    reads: Vec<ArrayVar>,
    /// Their shapes when `value` was computed.
    shapes: Vec<Option<Vec<usize>>>,
    value: Vec<usize>,
}

impl ShapeMemo {
    /// An empty memo for `f`, or `None` where `f` reads an element.
    fn of(f: &Fun<ArrayVar>) -> Option<ShapeMemo> {
        let mut reads = Vec::new();
        for node in f.nodes() {
            match node {
                Expr::Shape { array } => reads.push(*array),
                Expr::Index { .. } | Expr::LinearIndex { .. } => return None,
                _ => {}
            }
        }
        Some(ShapeMemo { reads, shapes: vec![], value: vec![] })
    }

    /// Whether the arrays it reads still have the shapes `value` was computed from.
    fn holds(&self, env: &Env<'_>) -> bool {
        self.shapes.len() == self.reads.len()
            && self
                .reads
                .iter()
                .zip(&self.shapes)
                .all(|(&v, shape)| env.arrays[v.index()].as_ref().map(|a| a.shape()) == shape.as_deref())
    }
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
    /// `left` more steps of an `iterate` from `state` (`stepped`: after a step of the body).
    Iterate { outs: &'p [ArrayVar], body: &'p Lambda, left: i64, state: Vec<Arc<ArrayData>>, stepped: bool },
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

    /// Evaluates shape function `f` of the plan (which outlives the run, so that its address
    /// names it: a backend's own functions go through [`Arrays::shape`]). A function that
    /// reads only shapes has the same value while they are the same: from its second
    /// evaluation on its value is kept ([`Memo`]), and a loop pays for its shapes once.
    fn shape(&self, f: &Fun<ArrayVar>, operation: &'static str) -> Result<Vec<usize>, Error> {
        let key = std::ptr::from_ref(f) as usize;
        let at = self.shapes.borrow().iter().position(|(k, _)| *k == key);
        if let Some(i) = at
            && let Memo::Kept(memo) = &self.shapes.borrow()[i].1
            && memo.holds(self)
        {
            return Ok(memo.value.clone());
        }
        let value = to_shape(self.eval0(f)?, operation)?;
        let mut shapes = self.shapes.borrow_mut();
        let memo = match at {
            Some(i) => &mut shapes[i].1,
            // a plan with more shape functions than this evaluates the others every time
            None if shapes.len() < Memo::MOST => {
                shapes.push((key, Memo::Seen));
                return Ok(value);
            }
            None => return Ok(value),
        };
        if let Memo::Seen = memo {
            *memo = ShapeMemo::of(f).map_or(Memo::Never, Memo::Kept);
        }
        if let Memo::Kept(memo) = memo {
            memo.shapes = memo
                .reads
                .iter()
                .map(|&v| self.arrays[v.index()].as_ref().map(|a| a.shape().to_vec()))
                .collect();
            memo.value.clone_from(&value);
        }
        Ok(value)
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
                Task::Iterate { outs, body, left, state, stepped } => {
                    let run = LoopRun::Iterate { body, left };
                    if left <= 0 {
                        self.bind(outs, state, runner);
                    } else if let Some(done) = stepped
                        .then(|| {
                            runner.run_loop(&run, &state, &Arrays { env: self, kernel: None }, self.cancel)
                        })
                        .flatten()
                    {
                        self.bind(outs, done?, runner);
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
                    tasks.push(Task::Iterate { outs, body, left, state, stepped: true });
                }
                Task::Awhile { outs, cond, body, limit, steps, state } => {
                    self.cancel.check()?;
                    // once the body has run, the runner may step the rest of the loop itself
                    let run = LoopRun::Awhile { cond, body, limit, steps };
                    if steps > 0
                        && let Some(done) =
                            runner.run_loop(&run, &state, &Arrays { env: self, kernel: None }, self.cancel)
                    {
                        self.bind(outs, done?, runner);
                        continue;
                    }
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
                    .run_kernel(kernel, &Arrays { env: self, kernel: Some(kernel) })
                    .map_err(|e| e.naming(kernel.name(), name))?;
                self.bind(outs, results, runner);
            }
            Step::Iterate { outs, count, init, body } => {
                let left = self.eval0(count)?.as_scalar().map_or(0, |s| s.to_i64());
                let state: Vec<Arc<ArrayData>> =
                    init.iter().map(|&v| self.get(v)).collect::<Result<_, _>>()?;
                // a backend may run the whole loop itself (a persistent kernel)
                match runner.run_iterate(step, left, &state, &Arrays { env: self, kernel: None }) {
                    Some(done) => self.bind(outs, done?, runner),
                    None => tasks.push(Task::Iterate { outs, body, left, state, stepped: false }),
                }
            }
            Step::Awhile { outs, init, cond, body, limit } => {
                let state: Vec<Arc<ArrayData>> =
                    init.iter().map(|&v| self.get(v)).collect::<Result<_, _>>()?;
                // a backend may run the whole loop itself, condition included
                match runner.run_awhile(step, &state, &Arrays { env: self, kernel: None }) {
                    Some(done) => self.bind(outs, done?, runner),
                    None => tasks.push(Task::Awhile { outs, cond, body, limit: *limit, steps: 0, state }),
                }
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
            Kernel::Generate { shape, outputs, extents } => {
                let common = self.shape(shape, "generate")?;
                outputs
                    .iter()
                    .zip(extents)
                    .map(|(f, own)| match own {
                        Some(own) => self.generate(self.shape(own, "generate")?, f),
                        None => self.generate(common.clone(), f),
                    })
                    .collect()
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
            Consumer::Compact { pred, input } => {
                let src = self.input(input)?;
                let mut ev = self.evaluator(pred);
                let (kept, count) = ops::compact(&src, &mut |a| ev.call(a))?;
                Ok(vec![kept, count])
            }
            Consumer::FoldSeg { f, seed, offsets, input } => {
                let src = self.input(input)?;
                let offsets = self.get(*offsets)?;
                let seed = seed.as_ref().map(|s| self.eval0(s)).transpose()?;
                let mut ev = self.evaluator(f);
                Ok(vec![ops::fold_seg(&src, &offsets, seed, &mut |a| ev.call(a))?])
            }
            Consumer::Sort { key, input } => {
                let src = self.input(input)?;
                let mut ev = self.evaluator(key);
                Ok(vec![ops::sort(&src, &mut |a| ev.call(a))?])
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use systole_frontend::prelude::{
        AccValue, Array, Boundary, Exp, Stencil, awhile, iterate, trace, unit, use_array,
    };

    use super::*;

    /// The reference runner, stepping the rest of every loop itself through
    /// [`Arrays::run_lambda`] (as a GPU runner steps the loops it captures), counting the
    /// steps it ran so.
    struct Stepper {
        stepped: u64,
    }

    impl KernelRunner for Stepper {
        fn run_kernel(&mut self, kernel: &Kernel, arrays: &Arrays<'_>) -> Result<Vec<Arc<ArrayData>>, Error> {
            Reference.run_kernel(kernel, arrays)
        }

        fn run_loop(
            &mut self,
            run: &LoopRun<'_>,
            state: &[Arc<ArrayData>],
            arrays: &Arrays<'_>,
            cancel: &Cancel,
        ) -> Option<Result<Vec<Arc<ArrayData>>, Error>> {
            let mut state = state.to_vec();
            let step = |runner: &mut Stepper, state: &mut Vec<Arc<ArrayData>>, l: &Lambda| {
                cancel.check()?;
                *state = arrays.run_lambda(l, state, runner)?;
                Ok::<_, Error>(())
            };
            let done = (|| {
                match *run {
                    LoopRun::Iterate { body, left } => {
                        for _ in 0..left {
                            step(self, &mut state, body)?;
                            self.stepped += 1;
                        }
                    }
                    LoopRun::Awhile { cond, body, limit, mut steps } => loop {
                        let flag = arrays.run_lambda(cond, &state, self)?;
                        if flag[0].get_linear(0) != true.into() {
                            break;
                        }
                        awhile_step(limit, steps)?;
                        step(self, &mut state, body)?;
                        steps += 1;
                        self.stepped += 1;
                    },
                }
                Ok(state)
            })();
            Some(done)
        }
    }

    fn both<A: AccValue>(value: &A) -> (ArraysValue, ArraysValue, u64) {
        let plan = crate::plan(&trace(value).expect("traces")).expect("fuses");
        let mut stepper = Stepper { stepped: 0 };
        let stepped = execute(&plan, &[], &mut stepper, &Cancel::new()).expect("runs stepped");
        (run(&plan, &[]).expect("runs"), stepped, stepper.stepped)
    }

    #[test]
    fn a_loop_stepped_through_run_lambda_computes_what_the_walk_computes() {
        let u = use_array(&Array::from_fn([5, 7], |[i, j]| (i * 7 + j) as i64));
        // two kernels and a fold a step, the state a pair; 6 steps, the first walked
        let it = iterate(6, (u.clone(), u.fold_all(0, |a, b| a + b)), |(u, s)| {
            let v = u.stencil(&Stencil::star(1), Boundary::Clamp, |t| t[[0, 1]] + t[[1, 0]] - t[[0, 0]]);
            let s = s.the();
            let w = v.map(move |a| a % 1000 + s % 7);
            (w.clone(), w.fold_all(0, |a, b| a + b))
        });
        let (want, got, stepped) = both(&it);
        assert_eq!(got, want);
        assert_eq!(stepped, 5);
        // an awhile whose condition reads the state: stops after 4 steps
        let aw = awhile(unit(Exp::from(0i64)), |n| n.map(|n| n.lt(4)), |n| n.map(|n| n + 1));
        let (want, got, stepped) = both(&aw);
        assert_eq!(got, want);
        assert_eq!(stepped, 3);
    }
}
