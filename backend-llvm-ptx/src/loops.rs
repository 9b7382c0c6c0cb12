//! Loops the GPU runs from the host as CUDA graphs: where an `iterate` or an `awhile` is not
//! one persistent kernel (its body is not a stencil the skeletons run persistently, the
//! domain does not fit, the user chose [`LoopStrategy::Host`](crate::LoopStrategy)), its
//! steps are captured once per run as CUDA graphs (`crate::graph`) and replayed, instead of
//! walking the plan and calling the driver for every kernel of every step.
//!
//! ```text
//!  execute: step 1 (kernel by kernel) ─► run_loop: step 2, its buffers recorded (set 1)
//!     set 0 allocated alike ─► capture A: a step reading set 1, writing set 0
//!                              capture B: a step reading set 0, writing set 1
//!     iterate: replay [A B]^k as one graph, then what is left
//!     awhile (two sets, CUDA 12.4+): one graph of a WHILE node, its body [A B decide]:
//!     passes while both flags go on; one copy of the passes run and the flags after it
//!     awhile (else): a ring of sets 0 .. n-1; graphs of 1, 2, 4 .. k steps, each step
//!     writing the next set and its flag to flags[j]; one copy of the flags after each graph
//! ```
//!
//! (Two sets for a state each step replaces; three for one it passes on unchanged.)
//!
//! - **Buffers.** A captured step must not allocate (captured work does not run, and a
//!   graph that allocates cannot be replayed before it frees). The runner records the
//!   buffers one step asks for (`Arena::Record`; the step runs), allocates a second set of
//!   the same sizes, and captures a step that takes its buffers from one set and a step
//!   that takes them from the other, in the order the step asks for them
//!   (`Arena::Replay`): every step asks for the same buffers in the same order, since its
//!   shapes depend only on shapes ([`graph_replay`]) and the state keeps its shapes. Step A
//!   reads what the recorded step wrote (set 1) and writes set 0; step B reads that and
//!   writes set 1 again, where the recorded step left the state: the two close a cycle,
//!   checked (B leaves the state where the recorded step did, and neither step reads a
//!   buffer of the set it writes), so the pair replays any number of times. A state passed
//!   on unchanged to the next step (`(step(u), u)`) keeps a value two steps: such a loop
//!   records two steps (sets 1 and 2) and cycles through three sets ([`cycle_of`]).
//! - **iterate.** The steps left after the recorded ones are replayed as a graph of whole
//!   cycles, up to [`STEPS_PER_GRAPH`] steps, as many times as it fits, then a graph of one
//!   cycle, then a graph of the steps left, fewer than a cycle ([`Replays`]).
//! - **awhile: speculative steps.** Reading the condition after every step costs a round
//!   trip to the host a step (about 50 µs on an H100 with its copy and wait, as much as a
//!   conjugate-gradient step's kernels). Instead the loop launches a graph of `k`
//!   consecutive steps, each the body and the condition on its result, and the host copies
//!   their flags back with one copy and finds the first step whose condition says stop.
//!   The flags are in a small flag buffer: where the condition's flag is a buffer the step
//!   asks for (a kernel's result, as it is unless the condition returns an array it did
//!   not compute), each set's flag buffer is byte `set` of it (a view), so the steps write
//!   their flags there themselves; else each step's flag is copied (a one-byte device copy
//!   in the graph) to byte `j` for step `j`. The steps after it are wasted work (the kernels of a step
//!   cannot fail: they compute the same as the interpreter on any values), and they must not
//!   overwrite the state of the stop step: the steps write a **ring** of sets of buffers in
//!   turn, large enough that the state of every step of a graph is intact after its last
//!   step ([`Speculation::ring`]: `k + cycle - 2` sets, at least `cycle`, rounded up to a
//!   multiple of `k` so that a graph of `k` steps starts at one of `ring / k` places of the
//!   ring: `k` sets where each step replaces the state, `2k` where a value is passed on
//!   unchanged). The loop returns the stop step's state, so the results are those of the
//!   steps one by one, bit for bit, and stops with `Error::StepLimit` after the
//!   interpreter's step (a graph never runs past the limit: its `k` is cut to the steps
//!   allowed).
//!
//!   `k` doubles from graph to graph, 1, 2, 4 .. up to the longest the ring allows
//!   ([`Speculation::next`]), so a loop that stops early wastes little (at most as many
//!   steps as it kept, and fewer than the longest graph) and a long one launches a graph and
//!   waits once every `most` steps. The longest graph ([`Speculation::of`]) is a power of
//!   two up to [`MOST_SPECULATIVE`] (16) whose ring of sets (a set: the buffers one step
//!   asks for, its state and what it computes on the way) takes at most
//!   [`SPECULATION_BYTES`] (1 GiB): 16 steps for a conjugate gradient on 1024² (about 20 MB
//!   a set), 4 for a state of 256 MB, 1 (a graph a step, in `cycle` sets, as without
//!   speculation) for one of 600 MB; where the ring does not fit in the GPU's memory after
//!   all, the sets allocated decide. Graphs are captured as they are first needed, keyed by
//!   where their state starts and their length (one of each length below the longest,
//!   `ring / most` of the longest): a loop that would need more than a few (its state does
//!   not come round as the ring does) runs as launches. `SYSTOLE_DUMP=launch` prints the
//!   ring, and for each graph its length, the step it starts after and where it stopped.
//!   A loop whose body or condition holds a scalar loop (`while_loop`) takes graphs of one
//!   step: run on a state its condition never allowed, a speculative step's scalar loop
//!   might spin to its bound.
//! - **awhile: a WHILE graph.** Where the driver has conditional graph nodes (CUDA 12.4 and
//!   later, `crate::graph::conditional_nodes`) and the loop's steps write two sets in turn
//!   ([`WHILE_CYCLE`]: each step replaces the state), the host is not asked between steps
//!   at all: a pass of the cycle's two steps A and B, each with its condition writing its
//!   flag as above (flag `j` for step `j`, which writes set `j`), is captured into the body
//!   of a conditional WHILE node (`Device::capture_while`), ended by a one-thread kernel
//!   (`crate::graph::decide_ptx`) that counts the pass and sets the node's condition: go on
//!   where both flags do and the launch has passes left. A condition that returns a flag
//!   the body computed (a part of the state) finds it in the flag buffer too: the recorded
//!   step's flag is copied to its set's byte before the passes, so that a pass leaves the
//!   state where it found it. One launch runs up to [`while_passes`] passes (as many as
//!   write [`WHILE_BYTES`] in their sets, at most [`WHILE_PASSES`]: a launch takes tens of
//!   milliseconds, and a `Cancel` is looked at between launches; fewer where the step limit
//!   is nearer: whole passes only);
//!   the host then reads the passes run and the last pass's flags with one copy, and the
//!   first flag that says stop is the stop step ([`while_stopped`]): its state is in its
//!   set, intact, since the step after it in the pass writes the other set (a ring of
//!   two sets for a pass of two steps: [`Speculation::ring`]). So the loop keeps two sets
//!   instead of a ring of up to 16 (a CG's vectors of 1024² stay in the L2), and one of
//!   sets too large for speculation waits for the host once in 1024 passes instead of at
//!   every step. Steps left before the limit, fewer than a pass, run as launches, then
//!   the limit's error as the interpreter's. A cycle of three sets takes the speculative
//!   graphs: a pass of three steps would overwrite the value its first step passed on
//!   where the condition stopped it. So do loops whose step holds a scalar loop (a step
//!   after the stop runs), and those whose WHILE graph the driver cannot build or refuses
//!   to launch the first time (a node a conditional body may not hold, the deciding
//!   kernel's module rejected: nothing has run, the sets are given back as recorded, and
//!   `SYSTOLE_DUMP=launch` says why).
//!   `SYSTOLE_DUMP=launch` prints the WHILE graph, and for each launch the passes it ran
//!   and the step it stopped after.
//! - **Arrays from before the loop.** A step's shapes may read elements of arrays computed
//!   before the loop (the width of `fold_seg_offsets`'s padded fold, the longest segment,
//!   once fusion has unswitched its choice out of the loop): they cannot change from step to
//!   step, so neither do the buffers a step asks for. Their elements come to the host before
//!   the steps are captured (a copy from the device would end a capture).
//! - **Fallback.** A loop with a step that cannot be captured (a nested loop or
//!   conditional, a shape that reads an element of an array the loop computes, a state that
//!   changes shape, a capture the driver refuses) runs as before, one launch per kernel per
//!   step;
//!   `SYSTOLE_DUMP=launch` says why. `SYSTOLE_GRAPHS=off` (or
//!   `GridOptions::with_graphs(false)`, `systole::Gpu::with_graphs(false)`) turns graphs
//!   off.

use std::cell::Cell;
use std::collections::{HashMap, HashSet};
use std::sync::{Arc, OnceLock};

use systole_frontend::array::ArrayData;
use systole_frontend::interp::awhile_step;
use systole_frontend::ir::{Expr, Fun};
use systole_frontend::{Cancel, Error};
use systole_fusion::interp::{Arrays, LoopRun};
use systole_fusion::{ArrayVar, Check, Input, Kernel, Lambda, Step};

use crate::device::{Device, DeviceBuffer, GpuArray, LoadedBand};
use crate::graph::Graph;
use crate::run::GpuRunner;

/// The most steps of an `iterate` one graph holds (an even number: pairs of steps A B).
/// Enough that a graph's launch (a few microseconds of the host) is small beside its steps,
/// few enough that capturing and instantiating it (the host's walk of the body once a
/// step, then the driver's work a node) stays small beside a loop of that many steps.
pub const STEPS_PER_GRAPH: u64 = 16;

/// The most steps of an `awhile` one speculative graph holds ([`Speculation`]): a power of
/// two, the steps a graph runs before the host reads their flags.
pub const MOST_SPECULATIVE: u64 = 16;

/// The most bytes the sets of buffers of an `awhile`'s speculative steps may take together
/// ([`Speculation::of`]): 1 GiB, small beside a data-centre GPU's memory, and enough for 16
/// steps of a state of 60 MB.
pub const SPECULATION_BYTES: u64 = 1 << 30;

/// The cycles of sets (see [`cycle_of`]) whose `awhile` runs as a WHILE graph: a pass of
/// two steps, each replacing the state, leaves the state of the step a condition stopped at
/// intact (the step after it in the pass writes the other set). With three sets a pass of
/// three steps would overwrite the value the first step passed on, so such loops take the
/// speculative graphs.
pub const WHILE_CYCLE: u64 = 2;

/// The fewest steps left after the recorded ones for an `iterate` to be replayed as graphs:
/// fewer run as launches (capturing costs more than it saves).
pub const MIN_GRAPH_STEPS: i64 = 2;

thread_local! {
    /// The steps of loops this thread has run as replays of CUDA graphs.
    static REPLAYED: Cell<u64> = const { Cell::new(0) };
}

/// How many steps of loops the calling thread has run as replays of CUDA graphs since it
/// started (a run's loops run on the thread that runs it), counting an `awhile`'s steps up
/// to the one it stops at (not the speculative steps after it). For tests and diagnostics:
/// a loop whose capture fails runs as launches and computes the same, so only this tells
/// whether its steps ran as graphs.
pub fn steps_replayed() -> u64 {
    REPLAYED.get()
}

/// Counts `steps` replayed on this thread.
fn replayed(steps: u64) {
    REPLAYED.set(REPLAYED.get().saturating_add(steps));
}

thread_local! {
    /// The steps of `awhile` loops this thread has run in WHILE graphs.
    static IN_WHILE_GRAPHS: Cell<u64> = const { Cell::new(0) };
    /// Whether this thread's `awhile` loops may run as WHILE graphs
    /// ([`with_speculative_graphs`]).
    static WHILE_GRAPHS: Cell<bool> = const { Cell::new(true) };
}

/// How many steps of `awhile` loops the calling thread has run in launches of WHILE graphs
/// since it started (counted in [`steps_replayed`] too), up to the step each stopped at. For
/// tests and diagnostics, as [`steps_replayed`].
pub fn steps_in_while_graphs() -> u64 {
    IN_WHILE_GRAPHS.get()
}

/// Whether this process's driver runs the WHILE graphs `awhile` loops take (CUDA 12.4 or
/// later; with an older one they take speculative graphs).
pub fn while_graphs_available() -> bool {
    crate::graph::conditional_nodes()
}

/// Runs `f` with the `awhile` loops the calling thread runs taking speculative graphs where
/// they would take a WHILE graph, as with a driver older than conditional nodes: for tests
/// of the speculative graphs. Results are the same either way.
pub fn with_speculative_graphs<R>(f: impl FnOnce() -> R) -> R {
    struct Restore(bool);
    impl Drop for Restore {
        fn drop(&mut self) {
            WHILE_GRAPHS.set(self.0);
        }
    }
    let _restore = Restore(WHILE_GRAPHS.replace(false));
    f()
}

/// Whether `SYSTOLE_GRAPHS` allows CUDA graphs (anything but `off`, `0` or `false`; read once
/// a process).
pub fn graphs_allowed() -> bool {
    static ALLOWED: OnceLock<bool> = OnceLock::new();
    *ALLOWED.get_or_init(|| {
        std::env::var("SYSTOLE_GRAPHS").map_or(true, |v| !matches!(v.trim(), "off" | "0" | "false"))
    })
}

/// Whether the steps of the loop `step` (an `iterate` or an `awhile`) can be captured as a
/// CUDA graph when it runs as a host loop, and why not: its body (and condition) hold only
/// kernels, reshapes and their checks, and every shape they evaluate on the host reads only
/// shapes, or elements of arrays computed before the loop (so a step's shapes, and the
/// buffers it asks for, are the same while the state's shapes are: the padded fold of
/// `fold_seg_offsets`, as wide as the longest segment, in a CG's loop). Whether a run
/// replays it also depends on the state keeping its shapes, and on the steps' buffers
/// closing a cycle (see the module documentation).
pub fn graph_replay(step: &Step) -> Result<(), String> {
    let (cond, body) = match step {
        Step::Iterate { body, .. } => (None, body),
        Step::Awhile { cond, body, .. } => (Some(cond), body),
        _ => return Err("not a loop".into()),
    };
    let lambdas: Vec<&Lambda> = cond.into_iter().chain([body]).collect();
    let inside = loop_arrays(&lambdas);
    for l in &lambdas {
        for s in &l.body.steps {
            match s {
                Step::Kernel { kernel, .. } => kernel_replayable(kernel)?,
                Step::Use { .. } => return Err("its step holds an array from the host".into()),
                Step::Iterate { .. } | Step::Awhile { .. } | Step::Acond { .. } => {
                    return Err("its step holds a loop or a conditional".into());
                }
                Step::Check(_) | Step::View { .. } => {}
            }
            for (shape, what) in host_shapes(s) {
                shapes_only(shape, what, &inside)?;
            }
        }
    }
    Ok(())
}

/// The arrays a loop's `lambdas` (its condition and body) bind or compute: their
/// parameters and their steps' results. Any other array a step reads was computed before
/// the loop, and keeps its elements while the loop runs.
fn loop_arrays(lambdas: &[&Lambda]) -> HashSet<ArrayVar> {
    let mut inside: HashSet<ArrayVar> = HashSet::new();
    for l in lambdas {
        inside.extend(l.params.iter().copied());
        l.body.visit(&mut |s| match s {
            Step::Use { out, .. } | Step::View { out, .. } => {
                inside.insert(*out);
            }
            Step::Kernel { outs, .. }
            | Step::Iterate { outs, .. }
            | Step::Awhile { outs, .. }
            | Step::Acond { outs, .. } => inside.extend(outs.iter().copied()),
            Step::Check(_) => {}
        });
    }
    inside
}

/// The shapes `step` (a step of a loop's lambda, not a loop or a conditional) evaluates on
/// the host, each with what it is the shape of: a `generate`'s, its kernel's delayed
/// inputs', a reshape's.
fn host_shapes(step: &Step) -> Vec<(&Fun<ArrayVar>, &'static str)> {
    match step {
        Step::Kernel { kernel, .. } => {
            let generated = match kernel {
                Kernel::Generate { shape, extents, .. } => std::iter::once(shape)
                    .chain(extents.iter().flatten())
                    .map(|f| (f, kernel.name()))
                    .collect(),
                _ => vec![],
            };
            let delayed = kernel.inputs().into_iter().filter_map(|input| match input {
                Input::Delayed(d) => Some((&d.shape, d.name)),
                _ => None,
            });
            generated.into_iter().chain(delayed).collect()
        }
        Step::Check(Check::ReshapeSize { from, to, .. }) => vec![(from, "a reshape"), (to, "a reshape")],
        Step::View { shape, .. } => vec![(shape, "a reshape")],
        _ => vec![],
    }
}

/// The arrays computed before the loop of `lambdas` whose elements its steps' shapes read
/// on the host ([`graph_replay`]).
fn outer_shape_reads(lambdas: &[&Lambda]) -> Vec<ArrayVar> {
    let inside = loop_arrays(lambdas);
    let mut reads: Vec<ArrayVar> = Vec::new();
    for (shape, _) in lambdas.iter().flat_map(|l| &l.body.steps).flat_map(host_shapes) {
        for n in shape.nodes() {
            if let Expr::Index { array, .. } | Expr::LinearIndex { array, .. } = n
                && !inside.contains(array)
                && !reads.contains(array)
            {
                reads.push(*array);
            }
        }
    }
    reads
}

/// Whether a kernel of `lambda` (a loop's body or condition) holds a scalar loop
/// (`while_loop`): run on a state its condition never allowed (a speculative step past the
/// stop), it may spin to its bound, so such loops take graphs of one step.
fn holds_scalar_loops(lambda: &Lambda) -> bool {
    lambda.body.steps.iter().any(|s| match s {
        Step::Kernel { kernel, .. } => {
            kernel.funs().iter().any(|f| f.nodes().iter().any(|n| matches!(n, Expr::While { .. })))
        }
        _ => false,
    })
}

/// `Ok` where `kernel` can be captured, else why not: a compaction or a sort reads counts
/// back to the host. (Its shapes are checked apart: [`host_shapes`].)
fn kernel_replayable(kernel: &Kernel) -> Result<(), String> {
    if let Kernel::Consumer(systole_frontend::ir::Consumer::Compact { .. }) = kernel {
        // its result's length is its count, read back after it runs
        return Err("its step holds a compaction (filter, partition)".into());
    }
    if let Kernel::Consumer(systole_frontend::ir::Consumer::Sort { .. }) = kernel {
        return Err("its step sorts, which reads its digits' counts back to the host".into());
    }
    Ok(())
}

/// `Ok` where `f` reads no element of an array `inside` the loop (only shapes, and elements
/// of arrays computed before it); else why not, naming `what` it is the shape of.
fn shapes_only(f: &Fun<ArrayVar>, what: &str, inside: &HashSet<ArrayVar>) -> Result<(), String> {
    let reads_inside = f.nodes().iter().any(|n| match n {
        Expr::Index { array, .. } | Expr::LinearIndex { array, .. } => inside.contains(array),
        _ => false,
    });
    match reads_inside {
        false => Ok(()),
        true => {
            Err(format!("the shape of {what} in its step reads an element of an array the loop computes"))
        }
    }
}

/// How the steps of an `iterate` left after the recorded ones are replayed, in cycles of
/// `cycle` steps (one a set of buffers, see [`cycle_of`]): `full` times a graph of
/// `per_graph` steps (whole cycles), then `cycles` times a graph of one cycle, then a graph
/// of the first `tail` steps of a cycle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Replays {
    /// The steps of a cycle.
    pub cycle: u64,
    /// The steps of the largest graph (whole cycles; 0 where there is none).
    pub per_graph: u64,
    /// Its launches.
    pub full: u64,
    /// Launches of the graph of one cycle.
    pub cycles: u64,
    /// The steps of the last graph, fewer than a cycle (0: none).
    pub tail: u64,
}

impl Replays {
    /// The replays of `left` steps in cycles of `cycle` steps (at least 1), in graphs of at
    /// most `most` steps (rounded down to whole cycles, at least one).
    pub fn of(left: u64, cycle: u64, most: u64) -> Replays {
        let cycle = cycle.max(1);
        let most = (most / cycle).max(1) * cycle;
        let per_graph = most.min(left / cycle * cycle);
        let (full, rest) = match per_graph {
            0 => (0, left),
            n => (left / n, left % n),
        };
        // a graph of one cycle is the largest one where it holds one
        let (per_graph, full, cycles) =
            if per_graph == cycle { (0, 0, full + rest / cycle) } else { (per_graph, full, rest / cycle) };
        Replays { cycle, per_graph, full, cycles, tail: rest % cycle }
    }

    /// The steps these replays run.
    pub fn steps(&self) -> u64 {
        self.per_graph * self.full + self.cycle * self.cycles + self.tail
    }
}

/// How many sets of buffers the steps of a loop whose step is `body` write in turn: one
/// more than the most steps a value a step writes stays in the state (a step never writes a
/// set whose buffers it reads). A value written and replaced at the next step stays one
/// step: 2 sets. A state passed on unchanged to the next step, as `(step(u), u)`, keeps the
/// value written two steps before: 3 sets. A value no step writes (a state passed around,
/// `(b, a)`) is in no set.
pub fn cycle_of(body: &Lambda) -> u64 {
    // the parameter each var is (directly or through a reshape), if any
    let mut param_of: HashMap<ArrayVar, usize> =
        body.params.iter().enumerate().map(|(i, &p)| (p, i)).collect();
    for s in &body.body.steps {
        if let Step::View { out, input, .. } = s
            && let Some(&j) = param_of.get(input)
        {
            param_of.insert(*out, j);
        }
    }
    let from: Vec<Option<usize>> = body.body.results.iter().map(|r| param_of.get(r).copied()).collect();
    let mut most = 1;
    for i in 0..from.len() {
        // back along the values passed on to the one a step wrote: a chain longer than the
        // state goes round a cycle of values no step writes
        let (mut stays, mut at) = (1, i);
        while let Some(j) = from.get(at).copied().flatten() {
            stays += 1;
            at = j;
            if stays > from.len() + 1 {
                stays = 0;
                break;
            }
        }
        most = most.max(stays);
    }
    most as u64 + 1
}

/// How an `awhile`'s steps run speculatively (see the module documentation): graphs of `k`
/// steps, `k` doubling from 1 up to `most`, through a ring of `sets` sets of buffers, so that
/// the state of every step of a graph is intact when the host reads their flags.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Speculation {
    /// The sets a value stays in the state, plus one ([`cycle_of`]).
    pub cycle: u64,
    /// The most steps of a graph (a power of two; 1: a step a graph, as without speculation).
    pub most: u64,
    /// The sets of buffers of the ring: [`Speculation::ring`] of `most`.
    pub sets: u64,
}

impl Speculation {
    /// The sets of buffers a ring needs for graphs of up to `k` steps of a loop whose steps
    /// write `cycle` sets in turn: a step writes set `s`, the next one set `s + 1` (mod the
    /// ring), and a value a step writes stays in the state `cycle - 1` steps, so the state
    /// of the first step of a graph is intact after its last step where the ring holds
    /// `k + cycle - 2` sets (and a step never writes a set it reads where it holds `cycle`).
    /// Rounded up to a multiple of `k`: a graph of `k` steps then starts at one of
    /// `ring / k` places of the ring, so the loop captures that many graphs of `k` steps
    /// (one where `cycle` is 2: `k` sets; two where it is 3: `2k` sets).
    pub fn ring(cycle: u64, k: u64) -> u64 {
        let (cycle, k) = (cycle.max(2), k.max(1));
        cycle.max(k + cycle - 2).div_ceil(k) * k
    }

    /// The speculation of a loop whose steps write `cycle` sets in turn of `set_bytes` bytes
    /// each: the longest graphs (a power of two up to [`MOST_SPECULATIVE`]) whose ring takes
    /// at most `budget` bytes; graphs of one step (the ring of `cycle` sets a loop without
    /// speculation takes) where none does.
    pub fn of(cycle: u64, set_bytes: u64, budget: u64) -> Speculation {
        let fits = |k: u64| Speculation::ring(cycle, k).saturating_mul(set_bytes) <= budget;
        let mut most = 1;
        while most < MOST_SPECULATIVE && fits(most * 2) {
            most *= 2;
        }
        Speculation { cycle, most, sets: Speculation::ring(cycle, most) }
    }

    /// The steps of the next graph after one of `k` steps (0: the first graph), where
    /// `allowed` more steps may run before the loop's step limit (`None`: no limit): twice
    /// as many, from 1 up to `most`, and no more than allowed (a loop stops at its limit
    /// after the same step as the interpreter).
    pub fn next(&self, k: u64, allowed: Option<u64>) -> u64 {
        let k = (k * 2).clamp(1, self.most);
        allowed.map_or(k, |a| k.min(a))
    }
}

/// Where a runner's buffers come from while it records or captures a loop's step.
pub(crate) enum Arena {
    /// Allocated as they are asked for, and kept in order: a step recorded.
    Record(Vec<Arc<DeviceBuffer>>),
    /// Taken in order from buffers allocated before: a step captured.
    Replay {
        /// The buffers, in the order the recorded step asked for them.
        buffers: Vec<Arc<DeviceBuffer>>,
        /// The next one to give.
        next: usize,
    },
}

impl Arena {
    /// A buffer of `bytes` bytes.
    pub(crate) fn take(&mut self, device: &Arc<Device>, bytes: usize) -> Result<Arc<DeviceBuffer>, Error> {
        match self {
            Arena::Record(kept) => {
                let b = Arc::new(device.alloc(bytes)?);
                kept.push(b.clone());
                Ok(b)
            }
            Arena::Replay { buffers, next } => {
                let b = buffers.get(*next).filter(|b| b.bytes() == bytes).cloned().ok_or_else(|| {
                    Error::Backend {
                        backend: "gpu",
                        message: format!(
                            "a step captured as a CUDA graph asked for {bytes} bytes as its buffer {}, \
                             which the step recorded before did not",
                            *next
                        ),
                    }
                })?;
                *next += 1;
                Ok(b)
            }
        }
    }

    /// The buffers, where every one was taken (a replay that took fewer asked for other
    /// buffers than the step recorded).
    fn buffers(self) -> Result<Vec<Arc<DeviceBuffer>>, Error> {
        match self {
            Arena::Record(kept) => Ok(kept),
            Arena::Replay { buffers, next } if next == buffers.len() => Ok(buffers),
            Arena::Replay { buffers, next } => Err(Error::Backend {
                backend: "gpu",
                message: format!(
                    "a step captured as a CUDA graph asked for {next} buffers, the step recorded {}",
                    buffers.len()
                ),
            }),
        }
    }
}

/// Why a loop runs as launches after all (said under `SYSTOLE_DUMP=launch`).
fn say_launches(kind: &str, why: &str) {
    if crate::compile::dumping("launch") {
        eprintln!("systole: {kind}: one launch a kernel a step ({why})");
    }
}

/// The device addresses of `array`'s leaves (none for a host array).
fn leaf_ptrs(array: &ArrayData) -> Vec<u64> {
    array
        .device_copy()
        .and_then(|c| c.as_any().downcast_ref::<GpuArray>())
        .map_or_else(Vec::new, |g| g.leaves.iter().map(|b| b.ptr()).collect())
}

/// The buffer of the one leaf of `array` (an `awhile`'s flag), if it is on the device.
fn leaf_buffer(array: &ArrayData) -> Option<Arc<DeviceBuffer>> {
    let copy = array.device_copy()?;
    let leaves = &copy.as_any().downcast_ref::<GpuArray>()?.leaves;
    match leaves.as_slice() {
        [one] => Some(one.clone()),
        _ => None,
    }
}

/// The device addresses of every leaf of `state`, in order.
fn state_ptrs(state: &[Arc<ArrayData>]) -> Vec<Vec<u64>> {
    state.iter().map(|a| leaf_ptrs(a)).collect()
}

/// Whether `state` has the shapes and types of `before`.
fn same_shapes(state: &[Arc<ArrayData>], before: &[Arc<ArrayData>]) -> bool {
    state.len() == before.len()
        && state.iter().zip(before).all(|(a, b)| a.shape() == b.shape() && a.elt() == b.elt())
}

/// A loop's step: the body, then (an `awhile`) the condition on its result.
struct LoopStep<'l> {
    body: &'l Lambda,
    cond: Option<&'l Lambda>,
}

/// What one step made: the next state and (an `awhile`) its flag.
struct Stepped {
    state: Vec<Arc<ArrayData>>,
    flag: Option<Arc<ArrayData>>,
}

/// The sets of buffers the steps of a loop take in turn (see [`cycle_of`]).
type Sets = Vec<Vec<Arc<DeviceBuffer>>>;

/// The most graphs an `awhile`'s speculative steps capture: a ring of `sets` sets takes a
/// graph for each length (1, 2, 4 ..) and `sets / most` of the longest; a loop that asks for
/// more (its state's buffers do not come round as the ring's sets do) runs as launches.
const MOST_GRAPHS: usize = 24;

/// The ring of an `awhile`'s speculative steps, while it runs.
struct Ring {
    speculation: Speculation,
    /// The bytes of a set of buffers.
    set_bytes: u64,
    /// A byte for each step of a graph (its condition's flag, copied there), or for each set
    /// of the ring (the flag of the step that wrote the set: `by_set`).
    flags: Arc<DeviceBuffer>,
    /// Whether each set's flag is its byte of `flags` (else each step copies its flag to
    /// byte `j` of `flags`).
    by_set: bool,
    /// The set the next step writes (modulo the ring's sets).
    next_set: u64,
    /// The graphs captured, by the addresses of the state they start from and their steps:
    /// the graph, what each step makes, and the set its first step writes.
    graphs: HashMap<(Vec<Vec<u64>>, u64), Speculative>,
}

/// A graph of an `awhile`'s speculative steps, what each step makes, and the set (modulo
/// the ring's) its first step writes.
type Speculative = (Graph, Vec<Stepped>, u64);

/// `Ok` where the state each step of a graph makes (`made`, step `i` writing
/// `sets[(first + i) % sets.len()]`) is intact once the graph has run: no later step of the
/// graph writes a buffer of it (the ring is large enough, see [`Speculation::ring`]).
fn kept_states(made: &[Stepped], sets: &Sets, first: usize) -> Result<(), Error> {
    let n = sets.len().max(1);
    for (j, stepped) in made.iter().enumerate() {
        let held: Vec<u64> = state_ptrs(&stepped.state).into_iter().flatten().filter(|&p| p != 0).collect();
        for i in j + 1..made.len() {
            let set = sets.get((first + i) % n).ok_or_else(|| Error::Internal("a set lost".into()))?;
            if set.iter().any(|b| b.bytes() > 0 && held.contains(&b.ptr())) {
                return Err(not_replayed(
                    "a step of a speculative graph would overwrite the state of one before",
                ));
            }
        }
    }
    Ok(())
}

/// The bytes of an `awhile`'s flag buffer: one for each set of a ring of up to 64 sets (a
/// larger ring copies each step's flag to byte `j` of its graph instead).
const FLAG_BYTES: usize = 64;

/// The bytes after an `awhile`'s flags in a WHILE graph's flag buffer: two `u64`s, the
/// passes its launch has run and the most it may run ([`crate::graph::decide_ptx`]).
const PASSES_BYTES: usize = 16;

/// The most passes one launch of an `awhile`'s WHILE graph runs ([`while_passes`]).
pub const WHILE_PASSES: u64 = 1024;

/// The bytes the steps of one launch of an `awhile`'s WHILE graph may write in their sets
/// of buffers ([`while_passes`]): 16 GiB, about 10-50 ms of an H100's steps (a step reads
/// more than it writes), so that the host looks at a `Cancel` that often: 390 passes of a
/// conjugate gradient on 1024² (sets of 21 MB), 15 on 4096² `f64` (540 MB).
pub const WHILE_BYTES: u64 = 16 << 30;

/// Where each set's flag is its byte of `flags` (set `s`'s at byte `s`; the sets of
/// `sets` then hold views of `flags` in its place), the place of the flag in a set: where
/// the condition's flag of `recorded` (the last of the steps recorded, the loop's steps
/// writing `cycle` sets in turn) is one of the buffers its step asked for (a buffer of the
/// last recorded set), and the sets fit in the flag bytes. The host then reads them with
/// one copy, and the graphs need no copy a step; else (`None`) each step copies its flag.
fn flags_by_set(
    recorded: &Stepped,
    cycle: u64,
    sets: &mut Sets,
    flags: &Arc<DeviceBuffer>,
) -> Result<Option<usize>, Error> {
    let recorded_flag = recorded.flag.as_deref().and_then(leaf_buffer);
    let slot = recorded_flag.and_then(|f| {
        let last = sets.get(cycle as usize - 1)?;
        last.iter().position(|b| b.bytes() == 1 && b.ptr() == f.ptr())
    });
    match slot {
        Some(i) if sets.len() <= FLAG_BYTES => {
            for (s, set) in sets.iter_mut().enumerate() {
                let view = Arc::new(DeviceBuffer::view(flags, s, 1)?);
                *set.get_mut(i).ok_or_else(|| Error::Internal("a set of other buffers".into()))? = view;
            }
            Ok(Some(i))
        }
        _ => Ok(None),
    }
}

/// `state` with every leaf that is the buffer at `from` replaced by `to` (a buffer of the
/// same bytes and contents).
fn rebased(
    state: &[Arc<ArrayData>],
    from: u64,
    to: &Arc<DeviceBuffer>,
) -> Result<Vec<Arc<ArrayData>>, Error> {
    state
        .iter()
        .map(|a| {
            let leaves =
                a.device_copy().and_then(|c| c.as_any().downcast_ref::<GpuArray>().map(|g| g.leaves.clone()));
            match leaves {
                Some(leaves) if leaves.iter().any(|b| b.ptr() == from) => {
                    let leaves =
                        leaves.into_iter().map(|b| if b.ptr() == from { to.clone() } else { b }).collect();
                    let moved = ArrayData::on_device(
                        a.shape().to_vec(),
                        a.elt().clone(),
                        Arc::new(GpuArray { leaves }),
                    )?;
                    Ok(Arc::new(moved))
                }
                _ => Ok(a.clone()),
            }
        })
        .collect()
}

/// The passes one launch of a WHILE graph runs at most, for passes of `cycle` steps whose
/// sets of buffers take `set_bytes` bytes each: as many as write [`WHILE_BYTES`] in all
/// (tens of milliseconds: a launch is bounded, and a `Cancel` is looked at between
/// launches), from 1 to [`WHILE_PASSES`].
pub fn while_passes(set_bytes: u64, cycle: u64) -> u64 {
    let pass = set_bytes.saturating_mul(cycle).max(1);
    (WHILE_BYTES / pass).clamp(1, WHILE_PASSES)
}

/// The kernel that ends each pass of a WHILE graph's body ([`crate::graph::decide_ptx`])
/// and the addresses it reads: the flags, their count, the passes.
struct Decide {
    kernel: Arc<LoadedBand>,
    flags: u64,
    count: u64,
    passes: u64,
}

/// Why an `awhile`'s WHILE graph did not finish the loop.
enum WhileFailed {
    /// The driver refused its first launch: nothing ran, the loop runs otherwise.
    Refused(Error),
    /// The loop's error.
    Run(Error),
}

impl From<Error> for WhileFailed {
    fn from(e: Error) -> WhileFailed {
        WhileFailed::Run(e)
    }
}

/// An `awhile`'s WHILE graph ([`GpuRunner::while_graph`]).
struct WhileGraph {
    graph: Graph,
    /// What each step of a pass makes (step `j` writes set `j`).
    made: Vec<Stepped>,
    /// The flags (byte `j`: step `j`'s), then the passes ([`PASSES_BYTES`]).
    flags: Arc<DeviceBuffer>,
    /// Whether each set's flag is its byte of `flags` ([`flags_by_set`]).
    by_set: bool,
    /// The bytes of a set of buffers.
    set_bytes: u64,
}

/// The steps a launch of a WHILE graph of at most `most` passes ran, which ran `ran`
/// passes, the last leaving `flags` (byte `j`: the condition after step `j` of the pass),
/// and the step of the last pass whose condition said stop (the first flag 0), if one did:
/// the loop stops after that step, and the steps after it in the pass were wasted work.
/// An error where the numbers cannot be a launch's (no pass, more than allowed, or every
/// flag went on though fewer passes than allowed ran).
pub fn while_stopped(ran: u64, most: u64, flags: &[u8]) -> Result<(u64, Option<usize>), Error> {
    let cycle = flags.len() as u64;
    if ran == 0 || ran > most || cycle == 0 {
        return Err(Error::Internal(format!("a WHILE graph of at most {most} passes ran {ran}")));
    }
    match flags.iter().position(|&f| f == 0) {
        Some(j) => Ok(((ran - 1) * cycle + j as u64 + 1, Some(j))),
        None if ran == most => Ok((ran * cycle, None)),
        None => Err(Error::Internal(format!(
            "a WHILE graph stopped after {ran} of {most} passes, no flag said stop"
        ))),
    }
}

/// An error saying why a loop's steps cannot be replayed after all.
fn not_replayed(why: &str) -> Error {
    Error::Backend { backend: "gpu", message: why.into() }
}

impl GpuRunner<'_> {
    /// [`systole_fusion::interp::KernelRunner::run_loop`]: the rest of a loop whose steps
    /// [`graph_replay`] allows, replayed as CUDA graphs; `None` where graphs are off, the
    /// loop's step cannot be captured, or too few steps are left.
    pub(crate) fn replay_loop(
        &mut self,
        run: &LoopRun<'_>,
        state: &[Arc<ArrayData>],
        arrays: &Arrays<'_>,
        cancel: &Cancel,
    ) -> Option<Result<Vec<Arc<ArrayData>>, Error>> {
        if !self.options.graphs() || !graphs_allowed() {
            return None;
        }
        let body = match *run {
            LoopRun::Awhile { body, .. } | LoopRun::Iterate { body, .. } => body,
        };
        match self.replayable.get(&(std::ptr::from_ref(body) as usize))? {
            Ok(()) => {}
            Err(why) => {
                say_launches(run_kind(run), why);
                return None;
            }
        }
        // the elements of arrays computed before the loop that its shapes read come to the
        // host before a capture (the steps recorded read them first anyway): a copy from the
        // device while a stream is captured would end the capture
        let lambdas = match *run {
            LoopRun::Awhile { cond, body, .. } => vec![cond, body],
            LoopRun::Iterate { body, .. } => vec![body],
        };
        for v in outer_shape_reads(&lambdas) {
            if let Err(e) = arrays.get(v).and_then(|a| a.try_buffers().map(drop)) {
                return Some(Err(e));
            }
        }
        let cycle = cycle_of(body);
        match *run {
            // the recorded steps, then at least MIN_GRAPH_STEPS
            LoopRun::Iterate { body, left } if left >= cycle as i64 - 1 + MIN_GRAPH_STEPS => {
                Some(self.replay_iterate(body, cycle, left as u64, state, arrays, cancel))
            }
            LoopRun::Iterate { .. } => None,
            LoopRun::Awhile { cond, body, limit, steps } => {
                Some(self.replay_awhile(cond, body, cycle, (limit, steps), state, arrays, cancel))
            }
        }
    }

    /// Runs `step` once from `state` with buffers from `arena` (none: allocated as usual),
    /// and gives the arena back.
    fn step_with(
        &mut self,
        step: &LoopStep<'_>,
        state: &[Arc<ArrayData>],
        arrays: &Arrays<'_>,
        arena: Option<Arena>,
    ) -> (Result<Stepped, Error>, Option<Arena>) {
        *self.arena.borrow_mut() = arena;
        let stepped = (|| {
            let state = arrays.run_lambda(step.body, state, self)?;
            let flag = match step.cond {
                Some(cond) => arrays.run_lambda(cond, &state, self)?.into_iter().next(),
                None => None,
            };
            Ok(Stepped { state, flag })
        })();
        (stepped, self.arena.borrow_mut().take())
    }

    /// Runs `step` once from `state`, recording the buffers it asks for into a new set of
    /// `sets`.
    fn record(
        &mut self,
        step: &LoopStep<'_>,
        state: &[Arc<ArrayData>],
        arrays: &Arrays<'_>,
        sets: &mut Sets,
    ) -> Result<Stepped, Error> {
        let (stepped, arena) = self.step_with(step, state, arrays, Some(Arena::Record(vec![])));
        // the buffers are kept even where the step failed (a failed run drops them)
        sets.push(arena.ok_or_else(|| Error::Internal("a set of buffers lost".into()))?.buffers()?);
        stepped
    }

    /// The first set of `sets` (allocated like the others) where the recorded steps from
    /// `before` to `recorded` kept the state's shapes and asked for the same buffers.
    fn complete_sets(
        &self,
        recorded: &[Arc<ArrayData>],
        before: &[Arc<ArrayData>],
        sets: &mut Sets,
    ) -> Result<(), Error> {
        if !same_shapes(recorded, before) {
            return Err(not_replayed("the state changes shape"));
        }
        let sizes = |s: &Vec<Arc<DeviceBuffer>>| s.iter().map(|b| b.bytes()).collect::<Vec<_>>();
        let first = sets.get(1).map(sizes).ok_or_else(|| Error::Internal("no step recorded".into()))?;
        if sets[1..].iter().any(|s| sizes(s) != first) {
            return Err(not_replayed("the steps recorded asked for different buffers"));
        }
        sets[0] =
            first.iter().map(|&bytes| self.device.alloc(bytes).map(Arc::new)).collect::<Result<_, _>>()?;
        Ok(())
    }

    /// Captures `count` steps from `from` as one graph, step `i` taking its buffers from
    /// `sets[(first + i) % sets.len()]` (an error where it would read one of them: see the
    /// module documentation), and (where `flags` is given: an `awhile`) copying its flag to
    /// byte `i` of `flags`; returns the graph, which holds every buffer of `sets` (and
    /// `flags`), and what each step made. Where `decide` is given, the steps are the body of
    /// a WHILE node, ended by `decide`'s kernel ([`Device::capture_while`]).
    fn capture_steps(
        &mut self,
        step: &LoopStep<'_>,
        from: &[Arc<ArrayData>],
        arrays: &Arrays<'_>,
        sets: &mut Sets,
        (first, count): (usize, u64),
        (flags, decide): (Option<&Arc<DeviceBuffer>>, Option<&Decide>),
    ) -> Result<(Graph, Vec<Stepped>), Error> {
        let device = self.device.clone();
        let mut taken: Vec<Option<Vec<Arc<DeviceBuffer>>>> =
            sets.iter_mut().map(|s| Some(std::mem::take(s))).collect();
        let n = taken.len();
        let mut steps = |handle: Option<u64>| {
            let mut state = from.to_vec();
            let mut made = Vec::with_capacity(count as usize);
            for i in 0..count as usize {
                let set = (first + i) % n;
                let buffers =
                    taken[set].take().ok_or_else(|| Error::Internal("a set of buffers lost".into()))?;
                // a step must not read a buffer of the set it writes (empty buffers all have
                // the same address, and hold nothing)
                let own: Vec<u64> = buffers.iter().filter(|b| b.bytes() > 0).map(|b| b.ptr()).collect();
                if state_ptrs(&state).iter().flatten().any(|p| own.contains(p)) {
                    taken[set] = Some(buffers);
                    return Err(not_replayed("a step would read a buffer it writes"));
                }
                let (stepped, arena) =
                    self.step_with(step, &state, arrays, Some(Arena::Replay { buffers, next: 0 }));
                let buffers = arena.ok_or_else(|| Error::Internal("a set of buffers lost".into()))?.buffers();
                let stepped = stepped?;
                taken[set] = Some(buffers?);
                // every step keeps the state's shapes (a graph's arrays carry the shapes of
                // the steps it captured)
                if !same_shapes(&stepped.state, from) {
                    return Err(not_replayed("the state changes shape from one step to the next"));
                }
                if let Some(flags) = flags {
                    let flag = stepped.flag.as_deref().and_then(leaf_buffer).ok_or_else(|| {
                        not_replayed("the condition's flag of a step is not an array on the GPU")
                    })?;
                    device.copy_to(flags.ptr() + i as u64, &flag, 1)?;
                }
                state.clone_from(&stepped.state);
                made.push(stepped);
            }
            if let (Some(handle), Some(d)) = (handle, decide) {
                device.launch_loaded(&d.kernel, 1, &[handle, d.flags, d.count, d.passes])?;
            }
            match made.is_empty() {
                true => Err(Error::Internal("a graph of no steps".into())),
                false => Ok(made),
            }
        };
        let captured = match decide {
            None => device.capture(|| steps(None)),
            Some(_) => device.capture_while(|handle| steps(Some(handle))),
        };
        for (set, t) in sets.iter_mut().zip(taken) {
            if let Some(t) = t {
                *set = t;
            }
        }
        // the graph holds every buffer its steps use, until it goes
        let (mut graph, made) = captured?;
        graph.hold(sets.iter().flatten().cloned().chain(flags.cloned()));
        Ok((graph, made))
    }

    /// The rest of an `iterate` whose steps write `cycle` sets in turn: `left` steps from
    /// `state`.
    fn replay_iterate(
        &mut self,
        body: &Lambda,
        cycle: u64,
        left: u64,
        state: &[Arc<ArrayData>],
        arrays: &Arrays<'_>,
        cancel: &Cancel,
    ) -> Result<Vec<Arc<ArrayData>>, Error> {
        let step = LoopStep { body, cond: None };
        // the first set is allocated once the others are recorded
        let mut sets: Sets = vec![vec![]];
        let mut recorded = state.to_vec();
        for done in 0..cycle - 1 {
            cancel.check()?;
            match self.record(&step, &recorded, arrays, &mut sets) {
                Ok(stepped) => recorded = stepped.state,
                // the sets of buffers a replay holds do not fit: the launches' buffers may
                Err(Error::OutOfMemory { .. }) => {
                    drop(sets);
                    say_launches("iterate", "its sets of buffers do not fit in the GPU's memory");
                    return self.launch_steps(&step, recorded, left - done, arrays, cancel);
                }
                Err(e) => return Err(e),
            }
        }
        let left = left - (cycle - 1);
        let replays = Replays::of(left, cycle, STEPS_PER_GRAPH);
        let (graphs, ends) = match self.iterate_graphs(&step, &recorded, state, &mut sets, arrays, &replays) {
            Ok(g) => g,
            Err(why) => {
                say_launches("iterate", &why.to_string());
                return self.launch_steps(&step, recorded, left, arrays, cancel);
            }
        };
        if crate::compile::dumping("launch") {
            eprintln!("systole: iterate: {left} steps replayed as CUDA graphs ({replays:?})");
        }
        let [whole, one, tail] = &graphs;
        for (graph, times, steps) in [
            (whole, replays.full, replays.per_graph),
            (one, replays.cycles, replays.cycle),
            (tail, u64::from(replays.tail > 0), replays.tail),
        ] {
            for _ in 0..times {
                cancel.check()?;
                graph.as_ref().ok_or_else(|| Error::Internal("a graph not captured".into()))?.launch()?;
                replayed(steps);
            }
        }
        // whole cycles leave the state where the recorded steps did
        let [cycled, tailed] = ends;
        Ok(if replays.tail > 0 { tailed.unwrap_or(recorded) } else { cycled.unwrap_or(recorded) })
    }

    /// The graphs `replays` needs (of its whole cycles, of one cycle, of its tail), captured
    /// from `recorded`, the state the steps recorded in `sets` made from `before`; and the
    /// states whole cycles and the tail end in.
    #[allow(clippy::type_complexity)]
    fn iterate_graphs(
        &mut self,
        step: &LoopStep<'_>,
        recorded: &[Arc<ArrayData>],
        before: &[Arc<ArrayData>],
        sets: &mut Sets,
        arrays: &Arrays<'_>,
        replays: &Replays,
    ) -> Result<([Option<Graph>; 3], [Option<Vec<Arc<ArrayData>>>; 2]), Error> {
        self.complete_sets(recorded, before, sets)?;
        let wanted = [
            replays.per_graph * u64::from(replays.full > 0),
            replays.cycle * u64::from(replays.cycles > 0),
            replays.tail,
        ];
        let mut graphs: [Option<Graph>; 3] = [None, None, None];
        let mut ends: [Option<Vec<Arc<ArrayData>>>; 2] = [None, None];
        let at = state_ptrs(recorded);
        for (g, &count) in wanted.iter().enumerate() {
            if count == 0 {
                continue;
            }
            let (graph, mut made) =
                self.capture_steps(step, recorded, arrays, sets, (0, count), (None, None))?;
            let last = made.pop().ok_or_else(|| Error::Internal("a graph of no steps".into()))?;
            let whole = count % replays.cycle == 0;
            // after whole cycles the state is where the recorded steps left it
            if whole && state_ptrs(&last.state) != at {
                return Err(not_replayed("a cycle of steps leaves the state elsewhere than it found it"));
            }
            graphs[g] = Some(graph);
            ends[usize::from(!whole)] = Some(last.state);
        }
        Ok((graphs, ends))
    }

    /// `left` steps of `step` from `state`, one launch a kernel a step.
    fn launch_steps(
        &mut self,
        step: &LoopStep<'_>,
        mut state: Vec<Arc<ArrayData>>,
        left: u64,
        arrays: &Arrays<'_>,
        cancel: &Cancel,
    ) -> Result<Vec<Arc<ArrayData>>, Error> {
        for _ in 0..left {
            cancel.check()?;
            state = arrays.run_lambda(step.body, &state, self)?;
        }
        Ok(state)
    }

    /// The rest of an `awhile` whose steps write `cycle` sets in turn, from `state`, after
    /// `steps` steps, with at most `limit`.
    #[allow(clippy::too_many_arguments)]
    fn replay_awhile(
        &mut self,
        cond: &Lambda,
        body: &Lambda,
        cycle: u64,
        (limit, mut steps): (Option<u64>, u64),
        state: &[Arc<ArrayData>],
        arrays: &Arrays<'_>,
        cancel: &Cancel,
    ) -> Result<Vec<Arc<ArrayData>>, Error> {
        let step = LoopStep { body, cond: Some(cond) };
        cancel.check()?;
        let flag = arrays.run_lambda(cond, state, self)?;
        if !self.holds(flag.first())? {
            return Ok(state.to_vec());
        }
        let mut sets: Sets = vec![vec![]];
        let mut recorded = Stepped { state: state.to_vec(), flag: None };
        for _ in 1..cycle {
            awhile_step(limit, steps)?;
            recorded = match self.record(&step, &recorded.state, arrays, &mut sets) {
                Ok(stepped) => stepped,
                // the sets of buffers a replay holds do not fit: the launches' buffers may
                Err(Error::OutOfMemory { .. }) => {
                    drop(sets);
                    say_launches("awhile", "its sets of buffers do not fit in the GPU's memory");
                    return self.launch_awhile(&step, recorded.state, (limit, steps), arrays, cancel);
                }
                Err(e) => return Err(e),
            };
            steps += 1;
            cancel.check()?;
            if !self.holds(recorded.flag.as_ref())? {
                return Ok(recorded.state);
            }
        }
        let scalar_loops = holds_scalar_loops(body) || holds_scalar_loops(cond);
        if cycle == WHILE_CYCLE && !scalar_loops && WHILE_GRAPHS.get() && crate::graph::conditional_nodes() {
            // the sets as recorded, for the speculative graphs where the WHILE graph fails
            // (it puts views of its flag buffer in them)
            let recorded_sets = sets.clone();
            let why = match self.while_graph(&step, &recorded, state, cycle, arrays, &mut sets) {
                Ok(w) => match self.run_while(&step, &w, (limit, steps), arrays, cancel) {
                    Err(WhileFailed::Refused(why)) => why,
                    Err(WhileFailed::Run(e)) => return Err(e),
                    Ok(done) => return Ok(done),
                },
                Err(Error::OutOfMemory { .. }) => {
                    drop(sets);
                    say_launches("awhile", "its sets of buffers do not fit in the GPU's memory");
                    return self.launch_awhile(&step, recorded.state, (limit, steps), arrays, cancel);
                }
                Err(why) => why,
            };
            if crate::compile::dumping("launch") {
                eprintln!("systole: awhile: no WHILE graph ({why}): speculative graphs instead");
            }
            sets = recorded_sets;
        }
        let mut spec = match self.awhile_ring(&recorded, state, (cycle, scalar_loops), &mut sets) {
            Ok(ring) => ring,
            Err(why) => {
                say_launches("awhile", &why.to_string());
                return self.launch_awhile(&step, recorded.state, (limit, steps), arrays, cancel);
            }
        };
        let dumping = crate::compile::dumping("launch");
        if dumping {
            let s = &spec.speculation;
            eprintln!(
                "systole: awhile: its steps replayed as CUDA graphs of 1, 2, 4 .. {} steps, their flags \
                 read after each graph ({}; a ring of {} sets of buffers of {} bytes)",
                s.most,
                if spec.by_set { "each set's in the flag buffer" } else { "copied to the flag buffer" },
                s.sets,
                spec.set_bytes
            );
        }
        let (mut at, mut k) = (recorded, 0);
        loop {
            awhile_step(limit, steps)?;
            k = spec.speculation.next(k, limit.map(|l| l - steps));
            let key = (state_ptrs(&at.state), k);
            if !spec.graphs.contains_key(&key) {
                if spec.graphs.len() >= MOST_GRAPHS {
                    say_launches("awhile", "its steps took more graphs than a ring of buffers should");
                    return self.launch_awhile(&step, at.state, (limit, steps), arrays, cancel);
                }
                let first = (spec.next_set % spec.speculation.sets) as usize;
                // flags in their sets' slots need no copies
                let copies = (!spec.by_set).then_some(&spec.flags);
                let captured = self
                    .capture_steps(&step, &at.state, arrays, &mut sets, (first, k), (copies, None))
                    .and_then(|(graph, made)| kept_states(&made, &sets, first).map(|()| (graph, made)));
                match captured {
                    Ok((graph, made)) => spec.graphs.insert(key.clone(), (graph, made, first as u64)),
                    Err(why) => {
                        say_launches("awhile", &why.to_string());
                        return self.launch_awhile(&step, at.state, (limit, steps), arrays, cancel);
                    }
                };
            }
            let (graph, made, first) =
                spec.graphs.get(&key).ok_or_else(|| Error::Internal("a graph lost".into()))?;
            graph.launch()?;
            // step j's flag: byte j (copied there), or the byte of the set step j wrote
            let ring = spec.speculation.sets as usize;
            let mut flags = [0u8; FLAG_BYTES];
            let read = if spec.by_set { ring } else { k as usize };
            let flags = flags.get_mut(..read).ok_or_else(|| Error::Internal("too many flags".into()))?;
            self.device.read_bytes(spec.flags.ptr(), flags)?;
            cancel.check()?;
            let flag_of = |j: usize| match spec.by_set {
                true => flags.get((*first as usize + j) % ring).copied(),
                false => flags.get(j).copied(),
            };
            // the first step whose condition says stop; the steps after it are wasted work
            let stepped: Vec<u8> = (0..k as usize)
                .map(flag_of)
                .collect::<Option<_>>()
                .ok_or_else(|| Error::Internal("a step's flag lost".into()))?;
            let stop = stepped.iter().position(|&f| f == 0);
            let kept = stop.map_or(k, |j| j as u64 + 1);
            replayed(kept);
            if dumping {
                let said = stop.map_or_else(|| "all went on".into(), |j| format!("stopped after {}", j + 1));
                eprintln!("systole: awhile: a graph of {k} steps after step {steps}: {said}");
            }
            steps += kept;
            spec.next_set = first + kept;
            let last = made.get(kept as usize - 1).ok_or_else(|| Error::Internal("a step lost".into()))?;
            at = Stepped { state: last.state.clone(), flag: last.flag.clone() };
            if stop.is_some() {
                return Ok(at.state);
            }
        }
    }

    /// The ring of an `awhile`'s speculative steps ([`Speculation`]): `sets` (the steps
    /// recorded from `before` to `recorded`, and a first one to allocate) completed to the
    /// ring's sets, and the buffer of its flags. The ring allows graphs of fewer steps where
    /// the longest graphs' ring does not fit in the GPU's memory.
    fn awhile_ring(
        &self,
        recorded: &Stepped,
        before: &[Arc<ArrayData>],
        (cycle, scalar_loops): (u64, bool),
        sets: &mut Sets,
    ) -> Result<Ring, Error> {
        self.complete_sets(&recorded.state, before, sets)?;
        let set_bytes: u64 = sets.get(1).map_or(0, |s| s.iter().map(|b| b.bytes() as u64).sum());
        let mut speculation = Speculation::of(cycle, set_bytes, SPECULATION_BYTES);
        if scalar_loops {
            speculation = Speculation { cycle, most: 1, sets: Speculation::ring(cycle, 1) };
        }
        let sizes: Vec<usize> = sets[0].iter().map(|b| b.bytes()).collect();
        while (sets.len() as u64) < speculation.sets {
            let set: Result<Vec<_>, Error> =
                sizes.iter().map(|&bytes| self.device.alloc(bytes).map(Arc::new)).collect();
            match set {
                Ok(set) => sets.push(set),
                // the ring does not fit: graphs of fewer steps, in the sets that did
                Err(Error::OutOfMemory { .. }) if speculation.most > 1 => {
                    let fits = (1..=speculation.most)
                        .rev()
                        .filter(|k| k.is_power_of_two())
                        .find(|&k| Speculation::ring(cycle, k) <= sets.len() as u64)
                        .unwrap_or(1);
                    speculation = Speculation { cycle, most: fits, sets: Speculation::ring(cycle, fits) };
                    sets.truncate(speculation.sets as usize);
                }
                Err(e) => return Err(e),
            }
        }
        let flags = Arc::new(self.device.alloc(FLAG_BYTES)?);
        let by_set = flags_by_set(recorded, cycle, sets, &flags)?.is_some();
        // the recorded steps wrote sets 1 .. cycle - 1: the next step writes set `cycle`
        Ok(Ring { speculation, set_bytes, flags, by_set, next_set: cycle, graphs: HashMap::new() })
    }

    /// The WHILE graph of an `awhile` whose steps write `cycle` sets in turn: `sets` (the
    /// steps recorded from `before` to `recorded`, and a first one to allocate) completed,
    /// and a pass of `cycle` steps from `recorded` (step `j` writing set `j` and its flag
    /// to byte `j` of the flag buffer) captured as the body of a WHILE node, ended by the
    /// kernel that reads the pass's flags and decides whether another runs. An error
    /// (nothing has run) where the driver cannot build it.
    fn while_graph(
        &mut self,
        step: &LoopStep<'_>,
        recorded: &Stepped,
        before: &[Arc<ArrayData>],
        cycle: u64,
        arrays: &Arrays<'_>,
        sets: &mut Sets,
    ) -> Result<WhileGraph, Error> {
        self.complete_sets(&recorded.state, before, sets)?;
        let flags = Arc::new(self.device.alloc(FLAG_BYTES + PASSES_BYTES)?);
        let slot = flags_by_set(recorded, cycle, sets, &flags)?;
        // the passes start from the recorded state with its flag (where the state holds it:
        // a condition that returns a flag the body computed) moved to the byte of its set in
        // the flag buffer, where the last step of each pass writes it: a pass then leaves the
        // state where it found it
        let start = match slot {
            Some(i) => {
                let flag = recorded.flag.as_deref().and_then(leaf_buffer);
                let view = sets.get(cycle as usize - 1).and_then(|set| set.get(i)).cloned();
                let (Some(flag), Some(view)) = (flag, view) else {
                    return Err(Error::Internal("an awhile's flag lost".into()));
                };
                self.device.copy(&view, &flag)?;
                rebased(&recorded.state, flag.ptr(), &view)?
            }
            None => recorded.state.clone(),
        };
        let by_set = slot.is_some();
        let kernel =
            self.device.small_kernel("while-decide", crate::graph::DECIDE, 1, crate::graph::decide_ptx)?;
        let passes = flags.ptr() + FLAG_BYTES as u64;
        let decide = Decide { kernel, flags: flags.ptr(), count: cycle, passes };
        let copies = (!by_set).then_some(&flags);
        let (graph, made) =
            self.capture_steps(step, &start, arrays, sets, (0, cycle), (copies, Some(&decide)))?;
        kept_states(&made, sets, 0)?;
        // a pass leaves the state where it found it, so passes follow passes
        let last = made.last().ok_or_else(|| Error::Internal("a pass of no steps".into()))?;
        if state_ptrs(&last.state) != state_ptrs(&start) {
            return Err(not_replayed("a cycle of steps leaves the state elsewhere than it found it"));
        }
        let set_bytes: u64 = sets.first().map_or(0, |s| s.iter().map(|b| b.bytes() as u64).sum());
        Ok(WhileGraph { graph, made, flags, by_set, set_bytes })
    }

    /// The rest of an `awhile` from the state the steps recorded left (whose condition
    /// held), after `steps` steps, with at most `limit`: launches of `w` (each of at most
    /// [`while_passes`] passes, fewer where the limit is nearer), the host reading the
    /// passes run and the last pass's flags after each; then the steps left before the
    /// limit, fewer than a pass, as launches. [`WhileFailed::Refused`] where the driver
    /// refuses the first launch (nothing has run).
    fn run_while(
        &mut self,
        step: &LoopStep<'_>,
        w: &WhileGraph,
        (limit, mut steps): (Option<u64>, u64),
        arrays: &Arrays<'_>,
        cancel: &Cancel,
    ) -> Result<Vec<Arc<ArrayData>>, WhileFailed> {
        let cycle = w.made.len() as u64;
        let per_launch = while_passes(w.set_bytes, cycle);
        let dumping = crate::compile::dumping("launch");
        if dumping {
            eprintln!(
                "systole: awhile: its steps replayed as a CUDA graph of a WHILE node, passes of {cycle} \
                 steps until a flag says stop, up to {per_launch} passes a launch ({}; {cycle} sets of \
                 buffers of {} bytes)",
                if w.by_set { "each set's in the flag buffer" } else { "copied to the flag buffer" },
                w.set_bytes
            );
        }
        let passes_at = w.flags.ptr() + FLAG_BYTES as u64;
        let mut first = true;
        loop {
            let most = limit.map_or(per_launch, |l| (l.saturating_sub(steps) / cycle).min(per_launch));
            if most == 0 {
                // fewer steps than a pass before the limit
                let last = w.made.last().ok_or_else(|| Error::Internal("a pass lost".into()))?;
                return Ok(self.launch_awhile(step, last.state.clone(), (limit, steps), arrays, cancel)?);
            }
            // passes run: 0; the most: `most` (two u64s as four u32s, little-endian)
            self.device.write_u32s(passes_at, &[0, 0, most as u32, (most >> 32) as u32])?;
            match w.graph.launch() {
                // refused when queued: nothing ran
                Err(why) if first => return Err(WhileFailed::Refused(why)),
                launched => launched?,
            }
            first = false;
            let mut read = [0u8; FLAG_BYTES + PASSES_BYTES];
            self.device.read_bytes(w.flags.ptr(), &mut read)?;
            cancel.check()?;
            let ran = u64::from_le_bytes(
                read[FLAG_BYTES..FLAG_BYTES + 8].try_into().map_err(|_| Error::Internal("passes".into()))?,
            );
            let flags = read.get(..cycle as usize).ok_or_else(|| Error::Internal("too many flags".into()))?;
            let (done, stop) = while_stopped(ran, most, flags)?;
            replayed(done);
            IN_WHILE_GRAPHS.set(IN_WHILE_GRAPHS.get().saturating_add(done));
            if dumping {
                let said = stop.map_or_else(|| "all went on".into(), |_| format!("stopped after {}", done));
                eprintln!(
                    "systole: awhile: a WHILE graph of up to {most} passes after step {steps}: {ran} \
                     passes, {said}"
                );
            }
            steps += done;
            if let Some(j) = stop {
                let made = w.made.get(j).ok_or_else(|| Error::Internal("a step lost".into()))?;
                return Ok(made.state.clone());
            }
        }
    }

    /// The rest of an `awhile` from `state` (whose condition held), one launch a kernel a step.
    fn launch_awhile(
        &mut self,
        step: &LoopStep<'_>,
        mut state: Vec<Arc<ArrayData>>,
        (limit, mut steps): (Option<u64>, u64),
        arrays: &Arrays<'_>,
        cancel: &Cancel,
    ) -> Result<Vec<Arc<ArrayData>>, Error> {
        loop {
            awhile_step(limit, steps)?;
            state = arrays.run_lambda(step.body, &state, self)?;
            steps += 1;
            cancel.check()?;
            let cond = step.cond.ok_or_else(|| Error::Internal("an awhile without its condition".into()))?;
            let flag = arrays.run_lambda(cond, &state, self)?;
            if !self.holds(flag.first())? {
                return Ok(state);
            }
        }
    }

    /// Whether an `awhile`'s `flag` (a rank-0 `bool` array) is true, read from the device
    /// (not from a host copy the array may keep: a graph's replays rewrite it).
    fn holds(&self, flag: Option<&Arc<ArrayData>>) -> Result<bool, Error> {
        let flag = flag.ok_or_else(|| Error::Internal("an awhile's condition without its flag".into()))?;
        match leaf_ptrs(flag).first() {
            Some(&ptr) => Ok(self.device.read_byte(ptr)? != 0),
            None => Ok(flag.get_linear(0) == true.into()),
        }
    }
}

/// `iterate` or `awhile`.
fn run_kind(run: &LoopRun<'_>) -> &'static str {
    match run {
        LoopRun::Iterate { .. } => "iterate",
        LoopRun::Awhile { .. } => "awhile",
    }
}

#[cfg(test)]
mod tests {
    use systole_frontend::prelude::*;
    use systole_fusion::Plan;

    use super::*;
    use crate::{GridOptions, LoopStrategy, loop_skeletons};

    fn plan_of(p: &impl AccValue) -> Plan {
        systole_fusion::plan(&trace(p).expect("traces")).expect("fuses")
    }

    /// Every loop of `plan`, in plan order, and whether its steps can be replayed.
    fn replayable(plan: &Plan) -> Vec<Result<(), String>> {
        let mut out = vec![];
        plan.body.visit(&mut |step| {
            if matches!(step, Step::Iterate { .. } | Step::Awhile { .. }) {
                out.push(graph_replay(step));
            }
        });
        out
    }

    #[test]
    fn loops_of_kernels_are_replayed_and_explain_says_so() {
        let m = use_array(&Array::from_fn([8, 9], |[i, j]| (i * 9 + j) as f32));
        let two = plan_of(&iterate(5, m.clone(), |u| {
            let v = u.stencil(&Stencil::star(1), Boundary::Clamp, |t| t[[-1, 0]] + t[[1, 0]]);
            v.stencil(&Stencil::star(1), Boundary::Mirror, |t| t[[0, -1]] * 0.5).map(|x| x + 1.0)
        }));
        assert_eq!(replayable(&two), vec![Ok(())]);
        let on = loop_skeletons(&two, &GridOptions::default());
        assert!(
            on[0].contains("captured as CUDA graphs") && on[0].contains("not one persistent kernel"),
            "{on:?}"
        );
        let off = loop_skeletons(&two, &GridOptions::default().with_graphs(false));
        assert!(off[0].contains("one launch a kernel a step (CUDA graphs turned off)"), "{off:?}");
        // a stencil then a map is one stencil (the map fused into it): a persistent kernel
        let mapped = plan_of(&iterate(5, m.clone(), |u| {
            u.stencil(&Stencil::star(1), Boundary::Clamp, |t| t[[-1, 0]] + t[[1, 0]] + t[[0, 0]])
                .map(|x| x * 0.5)
        }));
        let line = loop_skeletons(&mapped, &GridOptions::default()).remove(0);
        assert!(line.starts_with("iterate: a persistent kernel"), "{line}");
        // a loop a persistent kernel may run says how it runs where it does not
        let heat = plan_of(&iterate(5, m.clone(), |u| {
            u.stencil(&Stencil::star(1), Boundary::Clamp, |t| t[[-1, 0]] + t[[1, 0]] + t[[0, 0]])
        }));
        let auto = loop_skeletons(&heat, &GridOptions::default());
        assert!(
            auto[0].starts_with("iterate: a persistent kernel") && auto[0].contains("CUDA graphs"),
            "{auto:?}"
        );
        let host = loop_skeletons(&heat, &GridOptions::default().with_loops(LoopStrategy::Host));
        assert!(
            host[0].contains("LoopStrategy::Host") && host[0].contains("captured as CUDA graphs"),
            "{host:?}"
        );
        // an awhile whose condition folds: replayed, the condition with each step
        let halved = plan_of(&awhile(
            m.clone(),
            |u| u.fold_all(0.0, |a, b| a.max(b)).map(|x| x.gt(1.0)),
            |u| u.map(|x| x * 0.5),
        ));
        assert_eq!(replayable(&halved), vec![Ok(())]);
        assert!(loop_skeletons(&halved, &GridOptions::default())[0].contains("for an awhile"));
    }

    #[test]
    fn large_domains_stream_and_explain_says_so() {
        use crate::{LoopShape, loop_runs};
        let heat = |boundary: Boundary<f32>| {
            let m = use_array(&Array::from_fn([8, 8], |[i, j]| (i * 8 + j) as f32));
            plan_of(&iterate(5, m, move |u| {
                u.stencil(&Stencil::star(1), boundary, |t| t[[-1, 0]] + t[[1, 0]] + t[[0, 0]] * 0.5)
            }))
        };
        let (clamp, mirror) = (heat(Boundary::Clamp), heat(Boundary::Mirror));
        let options = GridOptions::default();
        let line = loop_skeletons(&clamp, &options).remove(0);
        assert!(line.contains("streaming kernel of several steps each"), "{line}");
        let line = loop_skeletons(&mirror, &options).remove(0);
        assert!(line.contains("not streamed: its boundary mirrors"), "{line}");
        // 1024² fits a band, 8192² streams, 40 x 100 runs from the host
        let run = |plan: &Plan, n: usize, options: &GridOptions| {
            let extent = if n == 64 { [40, 100] } else { [n, n] };
            loop_runs(plan, &extent, 132, options).remove(0)
        };
        assert!(matches!(run(&clamp, 1024, &options), Ok(LoopShape::Band(_))));
        let Ok(LoopShape::Stream(s)) = run(&clamp, 8192, &options) else { panic!("8192² does not stream") };
        assert!(s.steps >= 2, "{s}");
        assert!(run(&clamp, 64, &options).unwrap_err().contains("not streamed"));
        assert!(run(&mirror, 8192, &options).unwrap_err().contains("mirrors"));
        // a user's shape streams even where a band fits; the host strategy never streams
        let forced = options.clone().with_stream_shape(crate::StreamShape::new(4, 4, 64).ok());
        assert_eq!(
            run(&clamp, 1024, &forced).unwrap().to_string(),
            "streaming kernel: 4 steps a launch, 4 columns a lane, chunks of 64 rows"
        );
        assert!(matches!(run(&mirror, 1024, &forced), Ok(LoopShape::Band(_))));
        assert!(run(&clamp, 8192, &forced.with_loops(LoopStrategy::Host)).is_err());
    }

    #[test]
    fn large_cubes_stream_in_3d_and_explain_says_so() {
        use crate::{LoopShape, loop_runs};
        let heat = |boundary: Boundary<f32>| {
            let m = use_array(&Array::from_fn([4, 4, 4], |[i, j, k]| (i * 16 + j * 4 + k) as f32));
            plan_of(&iterate(5, m, move |u| {
                u.stencil(&Stencil::<3>::star(1), boundary, |t| {
                    t[[-1, 0, 0]] + t[[0, 1, 0]] + t[[0, 0, 0]] * 0.5
                })
            }))
        };
        let (clamp, mirror) = (heat(Boundary::Clamp), heat(Boundary::Mirror));
        let options = GridOptions::default();
        let line = loop_skeletons(&clamp, &options).remove(0);
        assert!(line.contains("3D streaming kernel of several steps each"), "{line}");
        assert!(line.contains("reach 1 plane(s), 1 row(s) and 1 column(s)"), "{line}");
        let line = loop_skeletons(&mirror, &options).remove(0);
        assert!(line.contains("not streamed: its boundary mirrors"), "{line}");
        let run = |plan: &Plan, n: usize, options: &GridOptions| {
            loop_runs(plan, &[n, n, n], 132, options).remove(0)
        };
        let Ok(LoopShape::Stream3(s)) = run(&clamp, 256, &options) else { panic!("256³ does not stream") };
        assert!(s.steps >= 2, "{s}");
        assert!(run(&clamp, 8, &options).unwrap_err().contains("not streamed"));
        assert!(run(&mirror, 256, &options).unwrap_err().contains("mirrors"));
        // a user's shape streams where the model would not; the host strategy never streams
        let forced = options.clone().with_stream3_shape(crate::Stream3Shape::new(16, 2, 8).ok());
        assert_eq!(
            run(&clamp, 8, &forced).unwrap().to_string(),
            "3D streaming kernel: 2 steps a launch, tiles of 16 x 32 cells, chunks of 8 planes"
        );
        assert!(run(&clamp, 256, &forced.with_loops(LoopStrategy::Host)).is_err());
    }

    #[test]
    fn loops_whose_shapes_read_elements_or_that_nest_loops_are_launched() {
        let sized = plan_of(&iterate(6, unit(Exp::from(3i64)), |n| {
            generate([n.the() % 5 + 1], |[i]| i * 2).fold_all(0i64, |a, b| a + b).map(|s| s % 7 + 1)
        }));
        let why = replayable(&sized).remove(0).unwrap_err();
        assert!(why.contains("reads an element"), "{why}");
        let line = loop_skeletons(&sized, &GridOptions::default()).remove(0);
        assert!(line.contains("one launch a kernel a step: the shape"), "{line}");
        // the outer loop holds a loop; the inner one is replayed
        let m = use_array(&Array::from_fn([8, 9], |[i, j]| (i * 9 + j) as f32));
        let nested = plan_of(&iterate(3, m, |u| iterate(4, u, |u| u.map(|x| x + 1.0)).map(|x| x * 0.5)));
        let loops = replayable(&nested);
        assert_eq!(loops.len(), 2);
        assert!(loops[0].as_ref().unwrap_err().contains("a loop or a conditional"), "{loops:?}");
        assert_eq!(loops[1], Ok(()));
    }

    #[test]
    fn replays_cover_every_step_in_whole_cycles_then_one_cycle_then_a_tail() {
        for left in 0..200 {
            for cycle in [1, 2, 3] {
                for most in [1, 2, 3, 4, 16] {
                    let r = Replays::of(left, cycle, most);
                    assert_eq!(r.steps(), left, "{left} {cycle} {most}: {r:?}");
                    assert!(r.per_graph % cycle == 0 && r.per_graph <= most.max(cycle), "{r:?}");
                    // the graph of one cycle takes less than one large graph would, the tail
                    // less than a cycle
                    assert!(r.per_graph == 0 || r.cycle * r.cycles < r.per_graph, "{r:?}");
                    assert_eq!(r.tail, left % cycle, "{r:?}");
                }
            }
        }
        let r = |per_graph, full, cycles, tail| Replays { cycle: 2, per_graph, full, cycles, tail };
        assert_eq!(Replays::of(998, 2, 16), r(16, 62, 3, 0));
        assert_eq!(Replays::of(5, 2, 16), r(4, 1, 0, 1));
        assert_eq!(Replays::of(3, 2, 16), r(0, 0, 1, 1));
        assert_eq!(Replays::of(1, 2, 16), r(0, 0, 0, 1));
        assert_eq!(Replays::of(0, 2, 16), r(0, 0, 0, 0));
        // three sets: graphs of 15 steps
        assert_eq!(
            Replays::of(998, 3, 16),
            Replays { cycle: 3, per_graph: 15, full: 66, cycles: 2, tail: 2 }
        );
    }

    /// Walks the ring of `spec` as an `awhile` does (graphs of 1, 2, 4 .. steps, the first
    /// writing set `cycle`), and checks that no step of a graph overwrites a set holding the
    /// state of a step before it in the graph (a value stays `cycle - 1` steps), nor reads the
    /// set it writes; returns the places of the ring graphs started at, by their steps.
    fn walk(spec: &Speculation, graphs: usize) -> std::collections::BTreeSet<(u64, u64)> {
        let (n, stays) = (spec.sets, spec.cycle - 1);
        let mut started = std::collections::BTreeSet::new();
        let (mut next, mut k) = (spec.cycle, 0);
        for _ in 0..graphs {
            k = spec.next(k, None);
            started.insert((next % n, k));
            for j in 0..k {
                // step j reads the sets of the `stays` steps before it, writes its own
                let writes = (next + j) % n;
                for back in 1..=stays {
                    assert_ne!((next + j + n * 4 - back) % n, writes, "{spec:?}: a step reads its set");
                }
                // the state of each earlier step of the graph: its set and the stays - 1 before
                for i in 0..j {
                    for back in 0..stays {
                        assert_ne!((next + i + n * 4 - back) % n, writes, "{spec:?}: step {i} overwritten");
                    }
                }
            }
            next += k;
        }
        started
    }

    #[test]
    fn speculative_rings_keep_every_steps_state_and_take_few_graphs() {
        for cycle in [2, 3, 4] {
            for k in [1, 2, 3, 4, 8, 16] {
                let ring = Speculation::ring(cycle, k);
                assert!(ring % k == 0 && ring >= cycle && ring >= k + cycle - 2, "{cycle} {k}: {ring}");
                // the smallest such ring
                assert!(ring - k < (k + cycle - 2).max(cycle), "{cycle} {k}: {ring}");
            }
            for budget_sets in [0, 1, 2, 3, 4, 5, 8, 9, 16, 17, 31, 32, 33, 1000] {
                let spec = Speculation::of(cycle, 1000, budget_sets * 1000);
                assert!(spec.most.is_power_of_two() && spec.most <= MOST_SPECULATIVE, "{spec:?}");
                assert_eq!(spec.sets, Speculation::ring(cycle, spec.most));
                // the ring fits the budget, unless it is one step a graph; twice the steps do not
                assert!(spec.most == 1 || spec.sets <= budget_sets, "{spec:?} in {budget_sets} sets");
                assert!(
                    spec.most == MOST_SPECULATIVE || Speculation::ring(cycle, spec.most * 2) > budget_sets,
                    "{spec:?} in {budget_sets} sets"
                );
                let started = walk(&spec, 40);
                // a graph for each length below the longest, and ring / most of the longest
                let longest = started.iter().filter(|&&(_, k)| k == spec.most).count() as u64;
                assert!(longest <= (spec.sets / spec.most).max(1), "{spec:?}: {started:?}");
                assert!(started.len() <= MOST_GRAPHS, "{spec:?}: {started:?}");
            }
        }
        // a small state: graphs of 16 steps, in 16 sets (32 where a state is passed on)
        assert_eq!(
            Speculation::of(2, 20 << 20, SPECULATION_BYTES),
            Speculation { cycle: 2, most: 16, sets: 16 }
        );
        assert_eq!(
            Speculation::of(3, 20 << 20, SPECULATION_BYTES),
            Speculation { cycle: 3, most: 16, sets: 32 }
        );
        // 256 MB a set: 4 sets
        assert_eq!(
            Speculation::of(2, 256 << 20, SPECULATION_BYTES),
            Speculation { cycle: 2, most: 4, sets: 4 }
        );
        // the steps of each graph: doubling, capped by the ring and by the steps allowed
        let spec = Speculation::of(2, 1, SPECULATION_BYTES);
        let mut k = 0;
        let ks: Vec<u64> = (0..7)
            .map(|_| {
                k = spec.next(k, None);
                k
            })
            .collect();
        assert_eq!(ks, [1, 2, 4, 8, 16, 16, 16]);
        assert_eq!(spec.next(8, Some(5)), 5);
        assert_eq!(spec.next(0, Some(1)), 1);
        assert_eq!(Speculation::of(2, 1, SPECULATION_BYTES).next(16, Some(100)), 16);
    }

    #[test]
    fn awhile_bodies_with_scalar_loops_are_not_run_speculatively() {
        let bodies = |plan: &Plan| {
            let mut out = vec![];
            plan.body.visit(&mut |step| {
                if let Step::Awhile { body, cond, .. } = step {
                    out.push(holds_scalar_loops(body) || holds_scalar_loops(cond));
                }
            });
            out
        };
        let xs = use_array(&Array::from_fn([100], |[i]| i as u32 + 1));
        let cond = |x: Acc<Vector<u32>>| x.fold_all(0u32, |a, b| a.max(b)).map(|m| m.gt(1));
        let halved = plan_of(&awhile(xs.clone(), cond, |x| x.map(|v| v / 2)));
        assert_eq!(bodies(&halved), vec![false]);
        let looped = plan_of(&awhile(xs, cond, |x| {
            x.map(|v| {
                let (v, _) = while_loop(
                    (v, 0u32),
                    8,
                    |s| s.fst().gt(1),
                    |s| {
                        let (v, n) = s.unpack();
                        (v / 2, n + 1)
                    },
                )
                .unpack();
                v
            })
        }));
        assert_eq!(bodies(&looped), vec![true]);
    }

    /// The steps a launch of a WHILE graph ran and where it stopped, from the passes it ran
    /// and the last pass's flags: the first flag 0 is the stop step (the steps after it in
    /// the pass wasted), every flag on only where the launch ran all its passes.
    #[test]
    fn a_while_graph_stops_at_the_first_flag_that_says_stop() {
        // a first pass stopped at its first or its second step
        assert_eq!(while_stopped(1, 1024, &[0, 1]).unwrap(), (1, Some(0)));
        assert_eq!(while_stopped(1, 1024, &[1, 0]).unwrap(), (2, Some(1)));
        // the first zero wins: the second step ran on a state the condition stopped at
        assert_eq!(while_stopped(1, 1024, &[0, 0]).unwrap(), (1, Some(0)));
        assert_eq!(while_stopped(7, 1024, &[0, 1]).unwrap(), (13, Some(0)));
        assert_eq!(while_stopped(7, 1024, &[1, 0]).unwrap(), (14, Some(1)));
        // every pass allowed ran, the last one going on (a limit, or the launch's most)
        assert_eq!(while_stopped(5, 5, &[1, 1]).unwrap(), (10, None));
        assert_eq!(while_stopped(5, 5, &[1, 0]).unwrap(), (10, Some(1)));
        // three steps a pass
        assert_eq!(while_stopped(3, 9, &[1, 1, 0]).unwrap(), (9, Some(2)));
        assert_eq!(while_stopped(3, 9, &[1, 0, 1]).unwrap(), (8, Some(1)));
        // no launch can say these
        assert!(while_stopped(0, 4, &[0, 1]).is_err(), "no pass ran");
        assert!(while_stopped(5, 4, &[0, 1]).is_err(), "more passes than allowed");
        assert!(while_stopped(3, 4, &[1, 1]).is_err(), "ended early, no flag said stop");
        assert!(while_stopped(1, 4, &[]).is_err(), "a pass of no steps");
        // a launch writes at most WHILE_BYTES in its sets: hundreds of passes of a CG on
        // 1024² (sets of 21 MB), 15 on 4096² f64 (540 MB); at least one, at most WHILE_PASSES
        assert_eq!(while_passes(21 << 20, 2), (WHILE_BYTES / (42 << 20)));
        assert_eq!(while_passes(540 << 20, 2), 15);
        assert_eq!(while_passes(0, 2), WHILE_PASSES);
        assert_eq!(while_passes(1 << 10, 2), WHILE_PASSES);
        assert_eq!(while_passes(u64::MAX, 2), 1);
        // the stop step's state is the one step `j` of the pass made, in set `j`: the step
        // after it in a pass of two writes the other set
        let spec = Speculation { cycle: WHILE_CYCLE, most: WHILE_CYCLE, sets: WHILE_CYCLE };
        assert_eq!(Speculation::ring(WHILE_CYCLE, WHILE_CYCLE), WHILE_CYCLE, "a pass in its cycle of sets");
        walk(&spec, 8);
    }

    #[test]
    fn a_state_passed_on_unchanged_takes_a_third_set() {
        let lambda = |plan: &Plan| {
            let mut body = None;
            plan.body.visit(&mut |step| {
                if let Step::Iterate { body: b, .. } = step {
                    body = Some(b.clone());
                }
            });
            body.expect("a loop")
        };
        let m = use_array(&Array::from_fn([8, 9], |[i, j]| (i * 9 + j) as f32));
        let step =
            |u: &Acc<Matrix<f32>>| u.stencil(&Stencil::star(1), Boundary::Clamp, |t| t[[-1, 0]] + t[[1, 0]]);
        let one = plan_of(&iterate(5, m.clone(), |u| step(&u)));
        assert_eq!(cycle_of(&lambda(&one)), 2);
        let kept = plan_of(&iterate(5, (m.clone(), m.clone()), |(u, _)| (step(&u), u)));
        assert_eq!(cycle_of(&lambda(&kept)), 3);
        let reshaped = plan_of(&iterate(5, (m.clone(), m.clone()), |(u, _)| {
            (step(&u), u.reshape([9, 8]).reshape([8, 9]))
        }));
        assert_eq!(cycle_of(&lambda(&reshaped)), 3);
        // values no step writes (passed around, or kept) take no set
        let swapped = plan_of(&iterate(5, (m.clone(), m.clone()), |(a, b)| (b, a)));
        assert_eq!(cycle_of(&lambda(&swapped)), 2);
        let through = plan_of(&iterate(5, (m.clone(), m), |(u, b)| (step(&u), b)));
        assert_eq!(cycle_of(&lambda(&through)), 2);
    }
}
