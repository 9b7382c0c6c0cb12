//! Loops the runner steps on its own, without the host's walk of the plan at every step.
//!
//! A step of a small loop costs the host more than its kernels: evaluating extents,
//! allocating outputs and wrapping them as arrays, filling parameter blocks, binding and
//! recycling the state, for every kernel of every step (at 64², several microseconds a step
//! against one or two of compiled code). Once a loop's body has run, every array of the loop
//! has a value and so a shape; where the state has the shapes the body last ran with, and
//! the loop's shapes depend only on shapes (its blocks hold only kernels and checks whose
//! shape functions read no element), every later step has the same shapes. The runner then
//! builds each kernel's parameter block once ([`Launch`]), with two buffers for each array a
//! kernel of the loop writes, used in turn (a step reads the last step's and writes the
//! other), and runs the rest of the loop itself: at every step it patches the pointers that
//! change, calls the entry points, and reads an `awhile`'s flag from its buffer. A stencil
//! and the fold of its residual run in one pass here too. The final state is wrapped as
//! arrays once, at the end.
//!
//! ```text
//!  execute: step 1 (kernel by kernel) ─► run_loop: launches built once
//!                                         step 2..: cond launches, flag, body launches,
//!                                                   state = results (pointers swapped)
//! ```

use std::sync::Arc;

use systole_frontend::array::{ArrayData, Buffer};
use systole_frontend::interp::awhile_step;
use systole_frontend::ir::{Consumer, Expr, Fun};
use systole_frontend::{Cancel, Error, Type};
use systole_fusion::interp::{Arrays, LoopRun};
use systole_fusion::{ArrayVar, Block, Check, Input, Kernel, Lambda, Plan, Step};
use systole_skeletons::kernel::{Entry, EntryFn, ParamSlot, rows_of, stencil_bounds};

use crate::run::{
    self, CpuRunner, Extra, IntMap, Outputs, PreparedKernel, Reads, RowSplit, fill_with, kernel_id,
    pair_chunks, read_ptr, split_rows,
};

/// The bodies (by address) of the loops whose blocks the runner can step on its own: only
/// generate, stencil and fold kernels, and checks, whose shape functions read no element;
/// every result of the body (and the condition's) the output of one of its kernels, each
/// its own.
pub(crate) fn steppable(plan: &Plan) -> IntMap<usize, ()> {
    let mut loops = IntMap::default();
    plan.body.visit(&mut |step| {
        let (cond, body) = match step {
            Step::Iterate { body, .. } => (None, body),
            Step::Awhile { cond, body, .. } => (Some(cond), body),
            _ => return,
        };
        if cond.is_none_or(|c| lambda_steppable(c, 1)) && lambda_steppable(body, body.params.len()) {
            loops.insert(std::ptr::from_ref(body) as usize, ());
        }
    });
    loops
}

/// Whether `l`'s block holds only steppable kernels and checks, and returns `results`
/// outputs of its kernels, each once.
fn lambda_steppable(l: &Lambda, results: usize) -> bool {
    let block = &l.body;
    let mut outputs: Vec<ArrayVar> = Vec::new();
    for step in &block.steps {
        match step {
            Step::Check(Check::ReshapeSize { from, to, .. }) if shapes_only(from) && shapes_only(to) => {}
            Step::Kernel { outs, kernel, .. } if kernel_steppable(kernel) => outputs.extend(outs),
            _ => return false,
        }
    }
    let mut distinct = block.results.clone();
    distinct.sort_unstable();
    distinct.dedup();
    distinct.len() == block.results.len()
        && distinct.len() == results
        && block.results.iter().all(|r| outputs.contains(r))
}

/// Whether the runner can step `kernel`: a generate, stencil or fold whose shape functions
/// read no element.
fn kernel_steppable(kernel: &Kernel) -> bool {
    let kind = match kernel {
        Kernel::Generate { shape, extents, .. } => {
            shapes_only(shape) && extents.iter().flatten().all(shapes_only)
        }
        Kernel::Consumer(Consumer::Stencil { .. } | Consumer::Fold { .. }) => true,
        Kernel::Consumer(_) => false,
    };
    kind && kernel.inputs().iter().all(|i| match i {
        Input::Manifest(_) => true,
        Input::Delayed(d) => shapes_only(&d.shape),
    })
}

/// Whether `f` reads only shapes (no element), so that its value is the same while they are.
fn shapes_only(f: &Fun<ArrayVar>) -> bool {
    !f.nodes().iter().any(|n| matches!(n, Expr::Index { .. } | Expr::LinearIndex { .. }))
}

/// A value of the loop: the leaf pointers of its current value, and, for an array a kernel
/// of the loop writes, the two sets of buffers it writes in turn.
struct Var {
    cur: Vec<u64>,
    own: Option<Own>,
}

/// The buffers of an array a kernel of the loop writes.
struct Own {
    shape: Vec<usize>,
    elt: Type,
    sets: [Vec<Buffer>; 2],
    /// The set the next step writes.
    next: usize,
}

/// How a launch runs.
enum Run {
    /// `elements` over `0..total`.
    Elements { entry: EntryFn, total: usize },
    /// A fold's rows or pieces.
    Fold(RowSplit),
    /// A stencil over `0..total` with the fold of launch `fold` (the next one, kernel
    /// `fold_id`), in `chunks`.
    Pair { entry: EntryFn, total: usize, fold: usize, fold_id: usize, chunks: Vec<(i64, i64, i64)> },
    /// Run by the stencil before it.
    Paired,
}

/// A kernel of the loop, ready to run at every step.
struct Launch<'k> {
    prepared: &'k PreparedKernel,
    run: Run,
    /// The parameter block, patched before every run.
    params: Vec<u64>,
    /// Slots holding a leaf pointer of a value of the loop: `(slot, var, leaf)`.
    reads: Vec<(usize, ArrayVar, usize)>,
    /// Slots holding a leaf pointer of an output: `(slot, output, leaf)`.
    writes: Vec<(usize, usize, usize)>,
    /// The output vars.
    outs: Vec<ArrayVar>,
    /// Partials of a fold (never read by another kernel).
    _partial: Vec<Buffer>,
    /// The arrays from outside the loop it reads, held while their pointers are in `params`.
    _free: Vec<Arc<ArrayData>>,
}

/// The launches of a block and its results.
struct Steps<'k> {
    launches: Vec<Launch<'k>>,
    results: Vec<ArrayVar>,
}

impl<'p> CpuRunner<'p> {
    /// [`systole_fusion::interp::KernelRunner::run_loop`]: the rest of a steppable loop whose
    /// state has the shapes its body last ran with; `None` otherwise.
    pub(crate) fn step_loop(
        &mut self,
        run: &LoopRun<'_>,
        state: &[Arc<ArrayData>],
        arrays: &Arrays<'_>,
        cancel: &Cancel,
    ) -> Option<Result<Vec<Arc<ArrayData>>, Error>> {
        let (cond, body) = match *run {
            LoopRun::Awhile { cond, body, .. } => (Some(cond), body),
            LoopRun::Iterate { body, .. } => (None, body),
        };
        if !self.loops.contains_key(&(std::ptr::from_ref(body) as usize)) {
            return None;
        }
        // the state has the shapes the blocks last ran with (then every later step has them)
        let same = |l: &Lambda| {
            l.params.len() == state.len()
                && l.params
                    .iter()
                    .zip(state)
                    .all(|(&p, s)| arrays.get(p).is_ok_and(|a| a.shape() == s.shape()))
        };
        if !(cond.is_none_or(same) && same(body)) {
            return None;
        }
        Some(self.run_steps(run, cond, body, state, arrays, cancel))
    }

    fn run_steps(
        &self,
        run: &LoopRun<'_>,
        cond: Option<&Lambda>,
        body: &Lambda,
        state: &[Arc<ArrayData>],
        arrays: &Arrays<'_>,
        cancel: &Cancel,
    ) -> Result<Vec<Arc<ArrayData>>, Error> {
        let mut vars: IntMap<ArrayVar, Var> = IntMap::default();
        for l in cond.into_iter().chain([body]) {
            for (&p, s) in l.params.iter().zip(state) {
                vars.insert(p, Var { cur: s.buffers().iter().map(read_ptr).collect(), own: None });
            }
        }
        let mut cond = cond.map(|c| self.launches(&c.body, arrays, &mut vars)).transpose()?;
        let mut body_steps = self.launches(&body.body, arrays, &mut vars)?;
        let params: Vec<ArrayVar> = body.params.clone();
        let cond_params: Vec<ArrayVar> = match run {
            LoopRun::Awhile { cond, .. } => cond.params.clone(),
            LoopRun::Iterate { .. } => vec![],
        };
        let (limit, mut steps, mut left) = match *run {
            LoopRun::Awhile { limit, steps, .. } => (limit, steps, i64::MAX),
            LoopRun::Iterate { left, .. } => (None, 0, left),
        };
        let mut stepped = false;
        while left > 0 {
            cancel.check()?;
            if let Some(c) = &mut cond {
                self.step(c, &mut vars)?;
                let flag = c.results.first().and_then(|r| vars.get(r)).and_then(|v| v.cur.first()).copied();
                // SAFETY: the condition's result is a rank-0 bool (one byte, 0 or 1) in a
                // buffer of this loop, written by the launch that just returned
                let holds = flag.is_some_and(|p| unsafe { *(p as *const u8) } != 0);
                if !holds {
                    break;
                }
                awhile_step(limit, steps)?;
            }
            self.step(&mut body_steps, &mut vars)?;
            steps = steps.saturating_add(1);
            left -= 1;
            stepped = true;
            // the results are the next state
            let next: Vec<Vec<u64>> = body_steps
                .results
                .iter()
                .map(|r| vars.get(r).map_or_else(Vec::new, |v| v.cur.clone()))
                .collect();
            for (p, cur) in params.iter().zip(&next).chain(cond_params.iter().zip(&next)) {
                if let Some(v) = vars.get_mut(p) {
                    v.cur.clone_from(cur);
                }
            }
        }
        if !stepped {
            return Ok(state.to_vec());
        }
        // the last results become arrays; every other buffer goes back to the pool
        let mut out = Vec::with_capacity(body_steps.results.len());
        for r in &body_steps.results {
            let own = vars.get_mut(r).and_then(|v| v.own.as_mut()).ok_or_else(|| lost("a loop's result"))?;
            let last = std::mem::take(&mut own.sets[own.next ^ 1]);
            out.push(Arc::new(ArrayData::new(own.shape.clone(), own.elt.clone(), last)?));
        }
        for v in vars.into_values() {
            for set in v.own.into_iter().flat_map(|o| o.sets) {
                self.buffers.put(set);
            }
        }
        Ok(out)
    }

    /// The launches of `block`, from the values its arrays had in the last step (`arrays`);
    /// adds the arrays its kernels write to `vars`.
    fn launches(
        &self,
        block: &Block,
        arrays: &Arrays<'_>,
        vars: &mut IntMap<ArrayVar, Var>,
    ) -> Result<Steps<'p>, Error> {
        let kernels: &'p IntMap<usize, PreparedKernel> = self.kernels;
        let mut launches: Vec<Launch<'p>> = Vec::new();
        for step in &block.steps {
            let Step::Kernel { outs, kernel, .. } = step else { continue };
            let prepared =
                kernels.get(&kernel_id(kernel)).ok_or_else(|| lost("a kernel that was not compiled"))?;
            let input_extents = arrays.input_extents(kernel)?;
            let mut owns = Vec::with_capacity(outs.len());
            for &o in outs {
                let last = arrays.get(o)?;
                let (shape, elt) = (last.shape().to_vec(), last.elt().clone());
                let set = || self.alloc(shape.clone(), &elt).map(|out| out.buffers);
                owns.push(Own { sets: [set()?, set()?], next: 0, shape, elt });
            }
            let mut extra = Extra::default();
            let (run, out_extent) = match kernel {
                Kernel::Generate { shape, .. } => {
                    // the extent it runs over (its outputs' have been computed from theirs)
                    let extent = arrays.shape(shape, "generate")?;
                    let total = extent.iter().product();
                    (Run::Elements { entry: prepared.code.entry(Entry::Elements), total }, extent)
                }
                Kernel::Consumer(Consumer::Stencil { inputs, .. }) => {
                    let (extent, lo, hi) = stencil_bounds(inputs, &input_extents)?;
                    extra.interior = (lo, hi);
                    let total = extent.iter().product();
                    let entry = prepared.code.entry(Entry::Elements);
                    let run = match self.pairs.get(&kernel_id(kernel)) {
                        // the fold is the next kernel of the block (checks only between)
                        Some(pair) if total > 0 => Run::Pair {
                            entry,
                            total,
                            fold: launches.len() + 1,
                            fold_id: pair.fold,
                            chunks: pair_chunks(total),
                        },
                        _ => Run::Elements { entry, total },
                    };
                    (run, extent)
                }
                Kernel::Consumer(Consumer::Fold { seed, .. }) => {
                    // with the stencil before it, where it folds the stencil's positions
                    let id = kernel_id(kernel);
                    let paired = launches.last().and_then(|l| match l.run {
                        Run::Pair { fold_id, total, ref chunks, .. }
                            if fold_id == id && input_extents[0] == [total] =>
                        {
                            Some(chunks.len())
                        }
                        _ => None,
                    });
                    if let Some(chunks) = paired {
                        extra.partial = run::partials(&prepared.input_elt(), chunks)?;
                        (Run::Paired, vec![])
                    } else {
                        let (outer, n, rows) = rows_of(&input_extents[0], seed.is_none())?;
                        let split = split_rows(rows, n, self.pool.current_num_threads());
                        extra.partial = self.partials(&split, &prepared.input_elt())?;
                        (Run::Fold(split), outer.to_vec())
                    }
                }
                Kernel::Consumer(_) => return Err(lost("a kernel a loop cannot step")),
            };
            // arrays from outside the loop keep their pointers; the loop's are patched
            let sig = &prepared.sig.arrays;
            let free: Vec<Option<Arc<ArrayData>>> = sig
                .iter()
                .map(
                    |v| if vars.contains_key(v) { Ok(None) } else { arrays.get(*v).map(|a| Some(a.clone())) },
                )
                .collect::<Result<_, _>>()?;
            let shapes: Vec<Vec<usize>> =
                sig.iter().map(|&v| arrays.get(v).map(|a| a.shape().to_vec())).collect::<Result<_, _>>()?;
            let reads = Reads {
                extent: &|k, d| shapes[k][d] as u64,
                leaf: &|k, l| free[k].as_ref().map_or(0, |a| read_ptr(&a.buffers()[l])),
            };
            // output pointers are patched at every step; the block is filled with the first set's
            let mut outputs: Vec<Outputs> = owns
                .iter_mut()
                .map(|o| Outputs {
                    shape: o.shape.clone(),
                    elt: o.elt.clone(),
                    buffers: std::mem::take(&mut o.sets[0]),
                })
                .collect();
            let params = fill_with(prepared, &reads, &input_extents, &out_extent, &mut outputs, &mut extra);
            for (own, out) in owns.iter_mut().zip(outputs) {
                own.sets[0] = out.buffers;
            }
            let mut launch = Launch {
                prepared,
                run,
                params,
                reads: vec![],
                writes: vec![],
                outs: outs.clone(),
                _partial: std::mem::take(&mut extra.partial),
                _free: free.into_iter().flatten().collect(),
            };
            for (slot, p) in prepared.layout.iter().enumerate() {
                match *p {
                    ParamSlot::ArrayLeaf(k, l) if vars.contains_key(&sig[k]) => {
                        launch.reads.push((slot, sig[k], l))
                    }
                    ParamSlot::OutputLeaf(o, l) => launch.writes.push((slot, o, l)),
                    _ => {}
                }
            }
            for (&o, own) in outs.iter().zip(owns) {
                vars.insert(o, Var { cur: vec![], own: Some(own) });
            }
            launches.push(launch);
        }
        // a stencil whose fold did not follow it runs alone
        for i in 0..launches.len() {
            let followed = launches.get(i + 1).is_some_and(|l| matches!(l.run, Run::Paired));
            if let Run::Pair { entry, total, .. } = launches[i].run
                && !followed
            {
                launches[i].run = Run::Elements { entry, total };
            }
        }
        Ok(Steps { launches, results: block.results.clone() })
    }

    /// Runs the launches of one step: each one's outputs go to the set its arrays did not
    /// hold in the last step, and later launches read them there.
    fn step(&self, steps: &mut Steps<'_>, vars: &mut IntMap<ArrayVar, Var>) -> Result<(), Error> {
        for i in 0..steps.launches.len() {
            if matches!(steps.launches[i].run, Run::Paired) {
                continue;
            }
            patch(&mut steps.launches[i], vars)?;
            if let Run::Pair { fold, .. } = steps.launches[i].run {
                let f = steps.launches.get_mut(fold).ok_or_else(|| lost("a stencil's fold"))?;
                patch(f, vars)?;
            }
            let launch = &steps.launches[i];
            let block = run::Block(launch.params.as_ptr());
            match &launch.run {
                Run::Elements { entry, total } => self.elements(block, *entry, *total),
                Run::Fold(split) => self.fold(launch.prepared, block, split),
                Run::Pair { entry, total, fold, chunks, .. } => {
                    let f = &steps.launches[*fold];
                    self.pair((block, *entry, *total), (f.prepared, run::Block(f.params.as_ptr())), chunks);
                }
                Run::Paired => {}
            }
        }
        Ok(())
    }
}

/// Points `launch`'s reads at the current values of the loop's arrays and its outputs at
/// the set they did not hold in the last step, which become their current values (patched
/// once a step: a fold run with its stencil is patched with it, before it).
fn patch(launch: &mut Launch<'_>, vars: &mut IntMap<ArrayVar, Var>) -> Result<(), Error> {
    for &(slot, v, leaf) in &launch.reads {
        launch.params[slot] =
            *vars.get(&v).and_then(|v| v.cur.get(leaf)).ok_or_else(|| lost("an array a loop reads"))?;
    }
    for (o, var) in launch.outs.iter().enumerate() {
        let v = vars.get_mut(var).ok_or_else(|| lost("an array a loop writes"))?;
        let own = v.own.as_mut().ok_or_else(|| lost("an array a loop writes"))?;
        let set = &mut own.sets[own.next];
        v.cur =
            set.iter_mut().map(|b| if b.is_empty() { read_ptr(b) } else { b.as_mut_ptr() as u64 }).collect();
        own.next ^= 1;
        for &(slot, out, leaf) in &launch.writes {
            if out == o {
                launch.params[slot] = v.cur[leaf];
            }
        }
    }
    Ok(())
}

/// An internal error: the loop lost track of `what`.
fn lost(what: &str) -> Error {
    Error::Internal(format!("a loop stepped by the CPU runner lost {what}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{plan_of, step, to_tolerance};
    use systole_frontend::prelude::*;

    #[test]
    fn loops_of_kernels_and_checks_are_steppable() {
        let plan = to_tolerance();
        assert_eq!(steppable(&plan).len(), 1, "{plan}");
        let rows = plan_of(|u| {
            iterate(5, (u.clone(), u.fold(0.0, |a, b| a + b)), |(u, _)| {
                (step(&u), u.fold(0.0, |a, b| a.max(b)))
            })
        });
        assert_eq!(steppable(&rows).len(), 1, "{rows}");
    }

    #[test]
    fn loops_with_scans_nested_loops_or_a_state_passed_through_are_not() {
        let scan = plan_of(|u| iterate(5, u, |u| u.scan(|a, b| a + b)));
        assert!(steppable(&scan).is_empty(), "{scan}");
        // the inner loop is steppable, the outer one (a loop in its body) is not
        let nested = plan_of(|u| iterate(3, u, |u| iterate(4, u, |u| step(&u)).map(|x| x * 0.5)));
        assert_eq!(steppable(&nested).len(), 1, "{nested}");
        // a result that no kernel of the body writes
        let through = plan_of(|u| iterate(3, (u.clone(), u), |(a, b)| (step(&a), b)));
        assert!(steppable(&through).is_empty(), "{through}");
        // an extent that reads an element: the shapes may change at every step
        let sized = plan_of(|_| {
            iterate(3, unit(Exp::from(2i64)), |n| {
                generate([n.the()], |[i]| i).fold_all(0, |a, b| a + b).map(|s| s % 5 + 1)
            })
        });
        assert!(steppable(&sized).is_empty(), "{sized}");
    }
}
