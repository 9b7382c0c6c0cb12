//! Persistent kernels for iterated stencils (PERKS, Zhang et al.): `iterate(n, u, |u|
//! u.stencil(..))` run as one kernel that keeps the domain on chip for all `n` steps, and an
//! `awhile` that runs such a stencil to a tolerance, its condition computed in the kernel.
//!
//! ```text
//!   block b ──┬── K x reach rows above b R      halo: computed here too, refreshed from
//!             │                                  block b - 1 every K steps
//!             ├── rows b R .. b R + R            its own rows, in registers for all steps
//!             └── K x reach rows below          halo, from block b + 1
//!   each step: every row held is computed from the rows around it (the halo shrinks by the
//!   stencil's reach a step); every K steps the blocks exchange their edge rows through
//!   global memory (the L2 cache), each waiting only for its two neighbours' flags.
//! ```
//!
//! - **The band** ([`BandShape`]): block `b` of a grid of co-resident blocks (a cooperative
//!   launch) owns `R` rows of the domain, every column; lane `l` of warp `w` holds columns
//!   `(32 w + l) C ..` of every row it holds, in registers, for all the steps. Taps across
//!   columns move by shuffles within a warp and through shared memory between warps (each
//!   warp's edge columns, every step, behind a block barrier: [`WarpSync::Block`]). A row
//!   is whole warps (`nx` a multiple of `32 C`): the columns past its edges are then those
//!   of two virtual warps, whose slots in shared memory the first and the last warp fill by
//!   the boundary rule. Where it fits (under clamp, 32-bit elements, at least 2 steps an
//!   exchange, and the registers of the more warps), the warps instead overlap as the blocks do
//!   ([`WarpSync::Overlap`]: `K` times the reach of columns of halo each side, refreshed
//!   only at the exchange), and no warp waits for another between exchanges. Their
//!   exchange comes before each epoch, fused with its first step, whose inner rows (those
//!   that read only the block's own rows) are computed while the exchange's flags and
//!   loads are on their way.
//! - **Rows in shared memory** ([`BandShape::shared`]): where the registers do not hold a
//!   block's rows, an `iterate`'s band under clamp (32-bit elements, overlapping warps)
//!   keeps its inner rows in dynamic shared memory, each thread its own slots, and each
//!   step walks down them through a window of registers (PERKS' caching policy: registers
//!   first, then shared memory), where ptxas would not spill its code: 2048² `f32` on an
//!   H100, 1.95x the streaming kernel (`docs/perf/2026-11-27-band-shared-rows.md`).
//! - **Temporal blocking**: the block also holds `K` times the stencil's reach of rows above
//!   and below its own (the halo), computes them as its own, and the halo it can trust
//!   shrinks by the reach each step; after `K` steps it refreshes them from its neighbours.
//!   A barrier costs about as much as a step's arithmetic on an H100
//!   (`docs/perf/2026-11-25-persistent-kernels.md`): `K` steps a barrier pays it once.
//! - **Boundaries**: rows and columns past the domain's edges are recomputed from the rows
//!   and columns inside after every step, by the stencil's rule (clamp, mirror, constant);
//!   so they are what the rule says they are at every step. Mirror reflects the rows up to
//!   the taps' reach inside an edge, which with one row a block (one step an exchange)
//!   include the neighbour's first: an exchange makes the rows past the edge again from the
//!   rows it read, and a band takes mirror only where the rows reflected are held and
//!   inside the domain. A wrapped boundary would need the far edge's rows, which a band
//!   does not hold: such loops stay host loops.
//! - **Synchronisation**: a block publishes its edge rows, then a flag (a block barrier,
//!   then a release store of the exchange's number by one thread), and reads its
//!   neighbours' rows once their flags say so (acquire loads by two threads of different
//!   warps, volatile reads past the incoherent L1). No sequentially consistent fence
//!   (`membar.gl`): the release store and the acquire loads order what they must, and on an
//!   H100 the `membar.gl` before each release and after each wait cost 15% of an
//!   `iterate`'s time over 1024² (`docs/perf/2026-11-27-band-fences.md`).
//!
//! The loop qualifies ([`persistent_loop`]) when its state is one array of rank 2 and its
//! body is one stencil of that array that reads no other array; the backend decides at run
//! time whether the domain fits ([`BandShape::choose`]), and otherwise streams it
//! ([`StreamShape::choose`]: launches of a kernel of `K` steps each, a warp streaming down a
//! strip of columns with the `K` steps as stages in registers, temporal blocking through
//! DRAM; see the `stream` module) where the model says that is faster than the host loop,
//! else runs the host loop.
//!
//! A loop whose array has rank 3 qualifies the same way, and runs only as launches of the 3D
//! streaming kernel ([`Stream3Shape::choose`]: tiles of planes streamed along the planes,
//! each of `K` steps a stage in registers, 2.5D blocking with time skewing; see the
//! `stream3` module) where the model says that is faster than the host loop: a cube does not
//! fit on chip as a band.
//!
//! ## `awhile`: a stencil to a tolerance
//!
//! An `awhile` qualifies ([`persistent_awhile`]) when it is a stencil run until the change
//! of a step is small: its state is the domain and a rank-0 change, its body the stencil
//! and a fold of the whole domain of `g(new, old)` cell by cell with `max`, `min`, `and` or
//! `or`, its condition a function of the change (the [`Until`]). The kernel then decides
//! itself, after every step, whether to go on:
//!
//! ```text
//!   epoch e (from 0; steps s = e K .. s + K): every M epochs (e % M = 0) the rows it
//!     starts from saved (a checkpoint: global memory, each thread its own cells, copy
//!     e / M % 2)
//!   each step j: rows computed ─► each thread: ⊕ g(new, old) of its own cells
//!                ─► shuffles: its warp's ─► shared memory, slot j
//!   then: the edge rows written, block barrier ─► each in a warp of its own:
//!         thread 0: a release store of e + 1 in the block's rows' flag;
//!         warp 2: its block's change of each step (⊕ the seed) ─► global
//!           `partials[(e + 1) % 8][j][block]`, a release store of e + 1 in its
//!           partials' flag;
//!         two lanes: wait for the neighbours' rows' flags to hold e + 1, warp 1: for
//!           every block's partials' flag to hold e - 1 (acquire)
//!         ─► block barrier ─► every warp: ⊕ of every block's partial of each step of
//!         epoch e - 1 (volatile loads), the halo rows read
//!   decision about epoch e - 1 (two epochs behind, numbering the epochs from 1 as the
//!     kernel does): the first step j whose change fails the condition (or the limit's):
//!     none, go on (epochs e and e + 1 are already done); else stop, and after the loop
//!     compute the steps up to j of epoch e - 1 again from the last checkpoint (the
//!     epochs since with their exchanges, then e - 1's)
//! ```
//!
//! - **Every block agrees**: each reads the same partials and combines them the same way,
//!   so all compute the same change and take the same branch; none stops while another
//!   waits for it.
//! - **The host loop's value, bit for bit**: `max`, `min`, `and` and `or` give the same
//!   result whatever the order of the cells and however often one is combined (so each
//!   partial may start from a cell, and take the seed again). A sum would not: its rounding
//!   depends on the order, and the host loop's fold kernel has an order of its own; such
//!   loops stay host loops. (The one exception: `max` of a `-0.0` and a `0.0` may give
//!   either, as the host loop's fold may.) The same number of steps follows: none where the
//!   condition fails at once, and where `awhile_at_most`'s limit is reached with the
//!   condition still holding, the kernel stops there and says so (the host raises
//!   `Error::StepLimit`).
//! - **No grid-wide wait on the way, the exact step**: the simplest scheme combines the
//!   change after every step, a grid-wide wait every step (about what a step's arithmetic
//!   costs at 1024²). Instead the blocks run `K` steps speculatively, as an `iterate`'s
//!   epoch, with each step's partial in its own slot, and decide about an epoch only at the
//!   end of the one after the next: by then every block has long published it, so the
//!   wait on every block's flag finds them set (a block late by less than two epochs holds
//!   up none), and only the exchange with the two neighbours waits, as in an `iterate`.
//!   (Deciding at the end of the next epoch, one behind, ran at 452-466 GCells/s for
//!   j2d5pt `f32` over 1024² on an H100, against 479-481 two behind:
//!   `docs/perf/2026-11-27-band-fences.md`.) Every block then knows each step's change, and so the first step
//!   after which the host loop would have stopped. The steps past it are dropped: every
//!   `M` epochs (`CHECKPOINT_EPOCHS`, 8) the rows an epoch starts from are saved (two
//!   checkpoints of them; each thread writes its own cells to global memory and reads only
//!   those back: no synchronisation), and where the loop stops the blocks compute the steps
//!   since the last checkpoint before the stop again: its epochs with their exchanges,
//!   waiting for their neighbours as in an `iterate` (every block replays the same epochs),
//!   then the decided epoch's steps up to the stop (at most `M` epochs, once a loop; this
//!   after the loop, where what it needs is not held in registers all along). Saving the
//!   rows every epoch cost about 14% of the time; holding the epochs' first rows in
//!   registers instead would triple the rows held. The steps computed past the stop (two
//!   epochs and a part) are harmless: their arithmetic cannot fail (integer division by
//!   zero gives 0).
//! - **One step an exchange** (where the rows held leave no room for more): the decision is
//!   about the epoch just computed, after a wait on every block's flag, and the rows are
//!   not saved (the stop keeps the step).
//! - Exchanged rows have two epochs: a block writes epoch `e + 2`'s only after its
//!   neighbours have published `e + 1`, that is, have read its epoch `e`'s. Partials have
//!   eight (`PARTIAL_EPOCHS`): a block writes epoch `e`'s once every block has published
//!   its partials of `e - 3`, while one of them may still be reading `e - 5`'s. The rows'
//!   flag goes out before the block's partials are combined, and the partials have flags of
//!   their own, so that neither wait lies behind the other's work and fences
//!   (`docs/perf/2026-11-27-band-edge-rows.md`). The kernel holds more than
//!   an `iterate`'s (each step's change, the saved rows' addresses): it takes more than one
//!   step an exchange only where the rows held take at most 25% of a thread's registers
//!   (19% under mirror; 4 steps for `f32` over 1024², 2 under mirror), and its warps hold
//!   a row between them with a barrier a step ([`WarpSync::Block`]): overlapping them, as
//!   an `iterate`'s, gained nothing at 3 steps an exchange, and 4 do not fit the registers
//!   of the more warps.

mod band;
mod stream;
mod stream3;

use std::fmt;

use systole_frontend::elt::Scalar;
use systole_frontend::ir::{BinOp, Boundary, Consumer, Expr, ExprId, Fun};
use systole_frontend::{ScalarType, Type};
use systole_fusion::{ArrayType, ArrayVar, Check, Input, Kernel, Step};

pub use band::{PARTIAL_EPOCHS, band_module, partial_slots};
pub use stream::{MAX_STREAM_STEPS, STREAM_WARPS, StreamModel, StreamShape, stream_module, stream_qualifies};
pub use stream3::{
    MAX_STREAM3_STEPS, MAX_THREAD_ROWS, STREAM3_COLUMNS, Stream3Model, Stream3Shape, stream3_module,
    stream3_qualifies,
};

use crate::effort::{Effort, TapLoop};
use crate::kernel::Signature;

/// An `iterate` whose body a persistent kernel can run: one stencil of the loop's one
/// array (see the module documentation).
#[derive(Clone, Debug)]
pub struct PersistentLoop {
    /// The body's stencil kernel, its loop variable as array 0.
    pub sig: Signature,
    /// The element type of the domain.
    pub elt: ScalarType,
    /// How far the taps reach before the output (rows, columns): the largest `-offset`.
    pub below: [i64; 2],
    /// How far they reach after it: the largest `offset`.
    pub above: [i64; 2],
    /// The rule for reads past the domain.
    pub boundary: Boundary,
    /// The stencil's taps.
    pub taps: usize,
    /// For a domain of rank 3 (planes, rows, columns): how far the taps reach before and
    /// after the output across planes (`below` and `above` are then the rows' and the
    /// columns'); `None` for rank 2. Only the 3D streaming kernel runs such loops
    /// ([`Stream3Shape`]).
    pub planes: Option<[i64; 2]>,
    /// For an `awhile`: the condition the kernel computes after every step.
    pub until: Option<Until>,
}

/// The condition of an `awhile` a persistent kernel runs (see [`persistent_awhile`]): after
/// a step from `u` to `v`, `change = seed ⊕ g(v[0], u[0]) ⊕ g(v[1], u[1]) ⊕ ...` for an
/// operation `⊕` whose result does not depend on the order or the repetition of its
/// operands, and the loop goes on while `holds(change)`.
#[derive(Clone, Debug)]
pub struct Until {
    /// `g(new, old)`: a cell's contribution to the change, from its value after the step and
    /// before it.
    pub cell: Fun<ArrayVar>,
    /// `⊕`, the fold's function `(acc, x) -> acc`: `max`, `min`, `and` or `or` of its two
    /// parameters.
    pub combine: Fun<ArrayVar>,
    /// The fold's seed (a function of no parameters), if it has one.
    pub seed: Option<Fun<ArrayVar>>,
    /// `holds(change)`: the condition, from the change.
    pub holds: Fun<ArrayVar>,
    /// The element type of the change.
    pub elt: ScalarType,
    /// The position of the domain in the loop's state (the change is the other array).
    pub domain: usize,
    /// Shape functions the host checks before the loop runs: each reads only the shapes of
    /// `arrays` (the state's domain and the body's stencil output, of the same shape), and
    /// `sizes` must have equal sizes, `whole` must be the domain's size.
    pub arrays: [ArrayVar; 2],
    /// Pairs of shapes whose sizes are equal (the body's reshape checks).
    pub sizes: Vec<(Fun<ArrayVar>, Fun<ArrayVar>)>,
    /// The extent of the fold's input: the whole domain, flattened.
    pub whole: Fun<ArrayVar>,
}

impl PersistentLoop {
    /// The float divisions of the stencil's function (each takes registers of its own in
    /// the band kernel's code: [`BandShape::choose`]).
    pub fn divisions(&self) -> usize {
        let Kernel::Consumer(Consumer::Stencil { f, .. }) = &self.sig.canonical else { return 0 };
        (0..f.nodes().len())
            .map(|i| ExprId(i as u32))
            .filter(|&id| {
                matches!(f.node(id), Expr::Binary(BinOp::Div, ..))
                    && f.ty(id).as_scalar().is_some_and(ScalarType::is_float)
            })
            .count()
    }

    /// A key naming the kernel's code: its stencil's, and for an `awhile` its condition's.
    pub fn key(&self) -> String {
        match &self.until {
            None => format!("{}", self.sig.key()),
            Some(u) => format!(
                "{}|until|{:?}|{:?}|{:?}|{:?}|{:?}",
                self.sig.key(),
                u.cell,
                u.combine,
                u.seed,
                u.holds,
                u.elt
            ),
        }
    }
}

/// The most columns a tap may reach across: a lane's taps come from its own columns and
/// its two neighbours' (at least this many columns a lane).
pub const MAX_REACH_COLUMNS: i64 = 4;

/// The persistent form of `step`, an `iterate` of a plan whose arrays have the types
/// `array_type` gives, or why it has none (said in `explain()`).
pub fn persistent_loop(
    step: &Step,
    array_type: &dyn Fn(ArrayVar) -> ArrayType,
) -> Result<PersistentLoop, String> {
    let Step::Iterate { init, body, .. } = step else {
        return Err("not an iterate".into());
    };
    if init.len() != 1 {
        return Err(format!("the loop carries {} arrays; a persistent kernel carries one", init.len()));
    }
    let (param, steps) = (body.params[0], &body.body.steps);
    let [Step::Kernel { outs, kernel, .. }] = steps.as_slice() else {
        return Err(format!("its body has {} steps; a persistent kernel runs one stencil", steps.len()));
    };
    if body.body.results != *outs {
        return Err("its body's result is not its kernel's output".into());
    }
    band_stencil(kernel, param, array_type)
}

/// The persistent form of a body's `kernel` that must be a stencil of the loop's array
/// `param` alone, keeping its element type.
fn band_stencil(
    kernel: &Kernel,
    param: ArrayVar,
    array_type: &dyn Fn(ArrayVar) -> ArrayType,
) -> Result<PersistentLoop, String> {
    let Kernel::Consumer(Consumer::Stencil { f, inputs, .. }) = kernel else {
        return Err(format!("its body is a {}, not a stencil", kernel.name()));
    };
    if inputs.len() != 1 || inputs[0].input != Input::Manifest(param) {
        return Err("its stencil reads something other than the loop's array".into());
    }
    let sig = Signature::of(kernel, array_type);
    if sig.arrays != [param] {
        return Err("its stencil function reads other arrays".into());
    }
    if let effort @ Effort::Reduced { .. } = Effort::of(&sig) {
        return Err(format!("a large kernel ({effort}), whose function a band would repeat"));
    }
    if let Some(tap_loop) = TapLoop::of(kernel) {
        return Err(format!(
            "{} taps in a loop over a table of them, which a band would not hold",
            tap_loop.len()
        ));
    }
    let ty = array_type(param);
    if ty.rank != 2 && ty.rank != 3 {
        return Err(format!(
            "the loop's array has rank {}; persistent kernels are for ranks 2 and 3",
            ty.rank
        ));
    }
    let Some(elt) = ty.elt.as_scalar() else {
        return Err(format!("the loop's elements are {}; persistent kernels hold scalars", ty.elt));
    };
    if f.result_type().as_scalar() != Some(elt) {
        return Err("its stencil changes the element type".into());
    }
    let boundary = inputs[0].boundary.clone();
    if boundary == Boundary::Wrap {
        return Err(match ty.rank {
            3 => "its boundary wraps around, and a tile of a streaming kernel does not hold the far edge",
            _ => "its boundary wraps around, and a band of rows does not hold the far edge",
        }
        .into());
    }
    // (rank 3: the planes' reach apart, `below` and `above` the rows' and the columns')
    let lateral = ty.rank - 2;
    let (mut below, mut above) = ([0i64; 2], [0i64; 2]);
    let mut planes = (ty.rank == 3).then_some([0i64; 2]);
    for off in &inputs[0].offsets {
        for d in 0..2 {
            below[d] = below[d].max(-off[lateral + d]);
            above[d] = above[d].max(off[lateral + d]);
        }
        if let Some(p) = planes.as_mut() {
            p[0] = p[0].max(-off[0]);
            p[1] = p[1].max(off[0]);
        }
    }
    if below[1].max(above[1]) > MAX_REACH_COLUMNS {
        return Err(format!(
            "its taps reach {} columns across; at most {MAX_REACH_COLUMNS}",
            below[1].max(above[1])
        ));
    }
    Ok(PersistentLoop {
        sig,
        elt,
        below,
        above,
        boundary,
        taps: inputs[0].offsets.len(),
        planes,
        until: None,
    })
}

/// The persistent form of `step`, an `awhile` of a plan whose arrays have the types
/// `array_type` gives, or why it has none (said in `explain()`). It has one where the loop
/// is a stencil run to a tolerance, as a user writes it:
///
/// ```text
///   awhile((u, change), |(_, change)| change.map(|d| holds(d)),
///          |(u, _)| { let v = u.stencil(..);
///                     (v, v.zip_with(&u, |a, b| g(a, b)).fold_all(seed, ⊕)) })
/// ```
///
/// - the state is two arrays: the domain (rank 2, scalars) and a rank-0 change (in either
///   order);
/// - the body is one stencil of the domain alone ([`persistent_loop`]'s conditions), and a
///   fold of the whole flattened domain whose element is a function of the stencil's
///   output and the domain at the same position only (`g`: no other array, not the
///   position), with `max`, `min`, `and` or `or` as its function: their result does not
///   depend on the order in which the cells are combined, nor on a value combined twice,
///   so blocks' partials combined across the grid give the host loop's value bit for bit
///   (a sum would not: its rounding depends on the order, and the host loop's fold kernel
///   has its own);
/// - the condition is an element-wise function of the change alone (`holds`).
pub fn persistent_awhile(
    step: &Step,
    array_type: &dyn Fn(ArrayVar) -> ArrayType,
) -> Result<PersistentLoop, String> {
    let Step::Awhile { init, cond, body, .. } = step else {
        return Err("not an awhile".into());
    };
    if init.len() != 2 {
        return Err(format!(
            "the loop carries {} array{}; a persistent awhile carries the domain and its change",
            init.len(),
            if init.len() == 1 { "" } else { "s" }
        ));
    }
    let rank = |v: ArrayVar| array_type(v).rank;
    let domain = match (rank(body.params[0]), rank(body.params[1])) {
        (2, 0) => 0,
        (0, 2) => 1,
        _ => return Err("its state is not a matrix and a rank-0 change".into()),
    };
    let (u, change) = (body.params[domain], body.params[1 - domain]);
    let Some(elt) = array_type(change).elt.as_scalar() else {
        return Err("its change is not a scalar".into());
    };
    // the body: the stencil, the fold of the change, checks of shapes
    let mut stencil = None;
    let mut fold = None;
    let mut sizes = Vec::new();
    for step in &body.body.steps {
        match step {
            Step::Kernel { outs, kernel: kernel @ Kernel::Consumer(Consumer::Stencil { .. }), .. }
                if stencil.is_none() =>
            {
                stencil = Some((outs[0], kernel));
            }
            Step::Kernel { outs, kernel: Kernel::Consumer(Consumer::Fold { f, seed, input }), .. }
                if fold.is_none() =>
            {
                fold = Some((outs[0], f, seed, input));
            }
            Step::Check(Check::ReshapeSize { from, to, .. }) => sizes.push((from.clone(), to.clone())),
            _ => {
                return Err(format!(
                    "its body has {} steps; a persistent awhile runs one stencil and the fold of its change",
                    body.body.steps.len()
                ));
            }
        }
    }
    let (Some((v, kernel)), Some((c, f, seed, input))) = (stencil, fold) else {
        return Err("its body is not a stencil and the fold of its change".into());
    };
    let mut results = [v, v];
    results[1 - domain] = c;
    if body.body.results != results {
        return Err("its body's results are not its stencil's output and the fold's".into());
    }
    let mut lp = band_stencil(kernel, u, array_type)?;
    let combine = order_free(f)?;
    let Input::Delayed(delayed) = input else {
        return Err("its fold reads a whole array, not the change of each cell".into());
    };
    if array_type(c).rank != 0 {
        return Err("its fold is not of the whole domain".into());
    }
    let cell = bind_reads(&delayed.element, &[v, u]).map_err(|why| format!("its change {why}"))?;
    if cell.result_type().as_scalar() != Some(elt) {
        return Err("its fold's element type is not the change's".into());
    }
    let shapes_of = |f: &Fun<ArrayVar>| f.arrays().all(|a| *a == v || *a == u);
    if !shapes_of(&delayed.shape) || !sizes.iter().all(|(a, b)| shapes_of(a) && shapes_of(b)) {
        return Err("its fold's extent reads other arrays".into());
    }
    if seed.as_ref().is_some_and(|s| s.arrays().next().is_some()) {
        return Err("its fold's seed reads arrays".into());
    }
    // the condition: one element-wise function of the change
    let [Step::Kernel { outs, kernel: Kernel::Generate { outputs, .. }, .. }] = cond.body.steps.as_slice()
    else {
        return Err("its condition is not one function of the change".into());
    };
    if cond.body.results != *outs || outputs.len() != 1 {
        return Err("its condition is not one function of the change".into());
    }
    let holds =
        bind_reads(&outputs[0], &[cond.params[1 - domain]]).map_err(|why| format!("its condition {why}"))?;
    lp.until = Some(Until {
        cell,
        combine,
        seed: seed.clone(),
        holds,
        elt,
        domain,
        arrays: [u, v],
        sizes,
        whole: delayed.shape.clone(),
    });
    Ok(lp)
}

/// `f`, a fold's function, where it is `max`, `min`, `and` or `or` of its two parameters:
/// the fold's value is then the same whatever the order of the elements combined or how
/// often one is.
fn order_free(f: &Fun<ArrayVar>) -> Result<Fun<ArrayVar>, String> {
    let param = |id: ExprId| match f.node(id) {
        Expr::Param(p) => Some(*p),
        _ => None,
    };
    match f.node(f.result()) {
        Expr::Binary(BinOp::Max | BinOp::Min | BinOp::And | BinOp::Or, a, b)
            if matches!((param(*a), param(*b)), (Some(0), Some(1)) | (Some(1), Some(0)))
                && f.arrays().next().is_none() =>
        {
            Ok(f.clone())
        }
        _ => Err("its fold's function is not max, min, and or or of its two arguments (a sum, \
                  whose rounding depends on the order of its terms, would not give the host \
                  loop's value)"
            .into()),
    }
}

/// `f` (of one parameter, a position) as a function of the elements it reads: parameter `k`
/// the element of `reads[k]` at the position (`a[ix]` or `a[@ix.0]`); or why not (it reads
/// another array, a shape, or uses the position otherwise).
fn bind_reads(f: &Fun<ArrayVar>, reads: &[ArrayVar]) -> Result<Fun<ArrayVar>, String> {
    let nodes = f.nodes();
    let is_param = |id: ExprId| matches!(nodes[id.index()], Expr::Param(0));
    let is_position = |id: ExprId| {
        is_param(id) || matches!(nodes[id.index()], Expr::Prj { tuple, field: 0 } if is_param(tuple))
    };
    let mut out_nodes = Vec::with_capacity(nodes.len());
    let mut types = Vec::with_capacity(nodes.len());
    let mut params: Vec<Type> = reads.iter().map(|_| Type::Tuple(vec![])).collect();
    for (i, node) in nodes.iter().enumerate() {
        let id = ExprId(i as u32);
        let read = |array: &ArrayVar| reads.iter().position(|r| r == array);
        let (node, ty) = match node {
            Expr::Param(_) if is_param(id) => (Expr::Tuple(vec![]), Type::Tuple(vec![])),
            Expr::Prj { .. } if is_position(id) => {
                (Expr::Const(Scalar::I64(0)), Type::Scalar(ScalarType::I64))
            }
            Expr::Index { array, index, .. } | Expr::LinearIndex { array, index, .. } => {
                let whole = match node {
                    Expr::Index { .. } => is_param(*index),
                    _ => is_position(*index) && !is_param(*index),
                };
                match read(array) {
                    Some(k) if whole => {
                        params[k] = f.ty(id).clone();
                        (Expr::Param(k as u16), f.ty(id).clone())
                    }
                    Some(_) => return Err("reads a cell other than its own".into()),
                    None => return Err(format!("reads another array ({array})")),
                }
            }
            Expr::Shape { .. } => return Err("reads a shape (it reads more than the two cells)".into()),
            other if other.children().into_iter().any(is_position) => {
                return Err("depends on the position".into());
            }
            other => (other.clone(), f.ty(id).clone()),
        };
        out_nodes.push(node);
        types.push(ty);
    }
    let g = Fun::from_parts(params, out_nodes, types);
    g.check().map_err(|why| format!("cannot be rebuilt ({why})"))?;
    Ok(g)
}

/// How a persistent band kernel lays a domain out (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BandShape {
    /// Adjacent columns a lane holds.
    pub columns: u32,
    /// Warps of a block: under [`WarpSync::Block`], `32 x columns x warps` is the domain's
    /// columns; under [`WarpSync::Overlap`], as many as cover it with their own columns.
    pub warps: u32,
    /// Rows of the domain a block owns (it divides the domain's rows).
    pub rows: u32,
    /// Steps between two exchanges of halo rows (temporal blocking).
    pub steps: u32,
    /// How a warp gets the columns of the warps beside it.
    pub sync: WarpSync,
    /// Rows of the block's own a thread keeps in shared memory, not in registers (PERKS'
    /// caching policy: registers first, then shared memory; 0 where the registers hold all
    /// of them): its columns of the middle ones ([`BandShape::shared_rows`]), in slots of its
    /// own, which each step walks down through a window of registers
    /// (`docs/perf/2026-11-27-band-shared-rows.md`). Only under [`WarpSync::Overlap`].
    pub shared: u32,
}

/// How the warps of a band get the columns of the warps beside them that their taps read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WarpSync {
    /// The warps hold a row between them: every step, each writes its edge columns to
    /// shared memory and the block waits at a barrier (`bar.sync`).
    Block,
    /// No wait between steps: the warps overlap as the blocks do. Each holds and computes
    /// `K` times the taps' reach of columns left and right of its own (a halo of columns,
    /// whose columns it can trust shrink by the reach a step), and refreshes them from the
    /// warps beside it only at the blocks' exchange, through shared memory between the
    /// exchange's barriers; the first and the last warp make the columns past the domain's
    /// edges by its rule after every step. Warp `w` owns the `32 C - K (reach left + reach
    /// right)` columns from `w` times that; `width` is the domain's columns (the last warp's
    /// edge lies at a lane and column known when the kernel is generated). On an H100,
    /// j2d5pt `f32` over 1024² ran at 639 GCells/s against 552 with a barrier a step
    /// (`docs/perf/2026-11-27-band-warps.md`), and at 834.5 with the exchange fused with
    /// the next step (`docs/perf/2026-11-27-band-exchange.md`). An `iterate`'s only: an `awhile` keeps a
    /// barrier a step (`docs/perf/2026-11-27-awhile-overlap.md`).
    Overlap {
        /// The domain's columns.
        width: u32,
    },
}

/// The share of a thread's registers (those of a multiprocessor, shared by its block's
/// threads) the rows it holds may take, and the share they and 4 registers a tap (a step's
/// taps and arithmetic) may: the most whose kernels ptxas assembles without spilling, for
/// j2d5pt and a star of radius 2, in `f32` and `f64`, on sm_80 and sm_90.
const HELD_SHARE: f64 = 0.37;
const WORKING_SHARE: f64 = 0.6;
/// [`HELD_SHARE`] for an `awhile`'s kernel of more than one step an exchange, which also
/// computes the change of every step and may compute an epoch's steps again: the most
/// without spills for the same cases (4 steps for `f32` over 1024², 16 warps of 128
/// registers), and under mirror, which makes the rows past the edges again at a restart
/// too (2 steps there).
const UNTIL_HELD_SHARE: f64 = 0.25;
/// The registers a float division of the stencil (`div.rn`: a fast path and a slow one)
/// counts for besides the rows in [`UNTIL_HELD_SHARE`]: j2d5pt `f32` divided by 6 over
/// 1024² spills 4 bytes at 4 steps an exchange on sm_90, and none at 3.
const UNTIL_DIVISION_REGISTERS: f64 = 4.0;
const UNTIL_MIRROR_HELD_SHARE: f64 = 0.19;

/// The most shared memory a band's block may take (its rows in shared memory and the
/// warps' exchange of columns): what a block of an sm_80 device (A100) may opt in to; an
/// H100's may take 227 KB.
pub const BAND_SHARED_BYTES: usize = 163 * 1024;

/// The registers a band with rows in shared memory ([`BandShape::shared`]) takes a thread
/// besides the words of rows it holds in registers, where it keeps at most
/// [`SHARED_BAND_ROWS`] rows in shared memory (2 more a row past them). ptxas 12.9
/// assembled j2d5pt `f32` (weighted, and divided) without spilling at most at these
/// registers (`-maxrregcount`, steps of 8; sm_80 and sm_90): 88 with 24 words in
/// registers and 14 rows in shared memory (2048², 4 columns a lane, 2 steps an exchange),
/// 96 with 32 and 14 (3 steps), 104 with 40 and 14 (4 steps), 120 with 40 and 21 (667 x
/// 1024, 4 columns) and with 40 and 27 (899 x 896), 104 with 20 and 21 (667 x 1024, 2
/// columns), 152 with 32 and 30 (2048 x 2048 on 64 blocks, sm_80)
/// (`docs/perf/2026-11-27-band-shared-rows.md`).
const SHARED_BAND_REGISTERS: u32 = 64;
/// See [`SHARED_BAND_REGISTERS`].
const SHARED_BAND_ROWS: u32 = 14;

/// The most steps between exchanges the backend chooses.
pub const MAX_STEPS_PER_EXCHANGE: u32 = 4;

impl BandShape {
    /// Threads of a block.
    pub fn threads(&self) -> u32 {
        32 * self.warps
    }

    /// Rows a block holds: its own and the halo of `steps` steps each side.
    pub fn held(&self, lp: &PersistentLoop) -> u32 {
        self.rows + self.steps * (lp.below[0] + lp.above[0]) as u32
    }

    /// Columns of a row a block holds: the domain's under [`WarpSync::Block`], and under
    /// [`WarpSync::Overlap`] its warps' own and their halo of columns.
    pub fn held_columns(&self) -> u32 {
        self.threads() * self.columns
    }

    /// Registers of 32 bits a thread holds the rows in (those not in shared memory).
    pub fn held_words(&self, lp: &PersistentLoop) -> u32 {
        (self.held(lp) - self.shared) * self.columns * lp.elt.size_bytes().div_ceil(4) as u32
    }

    /// The rows held (numbered from the first row of the halo above) a thread keeps in
    /// shared memory: `shared` of the inner rows, those whose taps read only the block's
    /// own rows, in their middle. The rows the exchange reads into, and the rows next to
    /// them, stay in registers.
    pub fn shared_rows(&self, lp: &PersistentLoop) -> std::ops::Range<u32> {
        let (by, ay) = (lp.below[0] as u32, lp.above[0] as u32);
        let inner = self.rows.saturating_sub(by + ay);
        let start = self.steps * by + by + (inner - self.shared.min(inner)) / 2;
        start..start + self.shared
    }

    /// Bytes of (dynamic) shared memory a block keeps its [`BandShape::shared`] rows in.
    pub fn shared_bytes(&self, lp: &PersistentLoop) -> usize {
        (self.shared * self.columns * self.threads()) as usize * lp.elt.size_bytes()
    }

    /// The blocks of a launch over `rows` rows.
    pub fn blocks(&self, rows: usize) -> usize {
        rows / self.rows as usize
    }

    /// The shape of a band kernel for a domain of `ny x nx` on a device that holds `blocks`
    /// blocks at once (one a multiprocessor), with `steps` steps between exchanges if the
    /// user chose it; why none fits, if none does (said so that a user can act on it).
    ///
    /// - Lanes hold 2 columns where the rows are a multiple of 64 columns up to 2048, else 4
    ///   (a multiple of 128 up to 4096) or 1 (a multiple of 32 up to 1024); at least as
    ///   many as the taps reach across.
    /// - A block owns the fewest rows that divide the domain's rows among the blocks.
    /// - A block exchanges every `K` steps: the most, up to [`MAX_STEPS_PER_EXCHANGE`], whose
    ///   halo a neighbour's rows cover and whose rows take at most 37% of a thread's
    ///   registers (with the taps' working registers, 60%); the user's `K` may take up to
    ///   half of them. An `awhile`'s kernel chooses the same way, but takes more than one
    ///   step an exchange only while its rows take at most 22% of the registers (19% under
    ///   mirror).
    /// - Under mirror, the rows reflected past an edge (as many as the taps reach) must be
    ///   inside the domain and held by the block at the edge: taps that reach rows one way
    ///   only need more own rows than their reach.
    /// - The warps overlap ([`WarpSync::Overlap`], no barrier a step) where the rows, with
    ///   `K` times the reach of columns more a warp and so more warps, still fit the
    ///   registers at the same `K` (`BandShape::overlapped`: 19 warps for an `iterate` over
    ///   1024² `f32`; for an `awhile`, with its stencil's working registers, 18 at `K` = 3);
    ///   else a barrier a step ([`WarpSync::Block`]).
    /// - Where no `K` fits the registers, a band that keeps its inner rows in shared memory
    ///   ([`BandShape::shared`], `BandShape::with_shared_rows`), where its code fits the
    ///   registers ptxas gives without spilling (2048² `f32` on 132 blocks: 17 warps of 4
    ///   columns, 3 steps an exchange, 96 registers).
    pub fn choose(
        lp: &PersistentLoop,
        ny: usize,
        nx: usize,
        blocks: usize,
        steps: Option<u32>,
    ) -> Result<BandShape, String> {
        if lp.planes.is_some() {
            return Err("a domain of rank 3: a band holds rows of a matrix".into());
        }
        let reach = lp.below[1].max(lp.above[1]).max(1) as u32;
        // whole warps of `columns` a lane, at most 32 of them: 2 columns a lane where that
        // divides the row, else 4, else 1
        let columns = [2u32, 4, 1]
            .into_iter()
            .filter(|&c| c >= reach)
            .find(|&c| nx % (32 * c as usize) == 0 && nx / (32 * c as usize) <= 32)
            .ok_or_else(|| {
                let allowed = match reach {
                    1 => "a multiple of 32 columns up to 1024, of 64 up to 2048, or of 128 up to 4096",
                    2 => "a multiple of 64 columns up to 2048, or of 128 up to 4096",
                    _ => "a multiple of 128 columns up to 4096",
                };
                format!(
                    "rows of {nx} columns: a persistent kernel whose taps reach {reach} column{} across \
                     needs rows of {allowed} (whole warps)",
                    if reach == 1 { "" } else { "s" }
                )
            })?;
        if ny == 0 {
            return Err("an empty domain".into());
        }
        let warps = (nx / (32 * columns as usize)) as u32;
        let rows = (1..=ny).find(|r| ny % r == 0 && ny / r <= blocks).ok_or("no rows")? as u32;
        let registers = (65536 / (32 * warps)).min(255) as f64;
        let (by, ay) = (lp.below[0] as u32, lp.above[0] as u32);
        let held = |k: u32| {
            BandShape { columns, warps, rows, steps: k, sync: WarpSync::Block, shared: 0 }.held_words(lp)
                as f64
        };
        let covered = |k: u32| k * by.max(ay) <= rows;
        let share = |k: u32| match (&lp.until, &lp.boundary) {
            (Some(_), Boundary::Mirror) if k > 1 => UNTIL_MIRROR_HELD_SHARE,
            (Some(_), _) if k > 1 => UNTIL_HELD_SHARE,
            _ => HELD_SHARE,
        };
        // (the mirror's share was fitted with a division in)
        let divisions = match (&lp.until, &lp.boundary) {
            (Some(_), b) if *b != Boundary::Mirror => UNTIL_DIVISION_REGISTERS * lp.divisions() as f64,
            _ => 0.0,
        };
        let fits = |k: u32| {
            held(k) + if k > 1 { divisions } else { 0.0 } <= registers * share(k)
                && held(k) + 4.0 * lp.taps as f64 <= registers * WORKING_SHARE
                && covered(k)
        };
        let plural = |n: u32, what: &str| format!("{n} {what}{}", if n == 1 { "" } else { "s" });
        if !covered(1) {
            return Err(format!(
                "the taps reach {} across, more than a block's {} ({ny} rows among at most {blocks} \
                 blocks): a band needs more rows",
                plural(by.max(ay), "row"),
                plural(rows, "row")
            ));
        }
        // under mirror, the rows past an edge reflect the rows inside, up to the taps' reach
        // (`Band::boundary_rows`): once (the domain is taller than the reach), and from rows
        // the block at the edge holds (more own rows than the reach where the taps reach no
        // rows the other way, and no halo on that side)
        if lp.boundary == Boundary::Mirror {
            let reach = by.max(ay);
            if reach as usize >= ny {
                return Err(format!(
                    "the mirror boundary reflects {} past the edges of a domain of {ny} row{}: a band \
                     needs more rows",
                    plural(reach, "row"),
                    if ny == 1 { "" } else { "s" }
                ));
            }
            if by >= rows + ay || ay >= rows + by {
                return Err(format!(
                    "the mirror boundary reflects {} past an edge, which a block of {} whose taps \
                     reach no rows the other way does not hold: a band needs more rows",
                    plural(reach, "row"),
                    plural(rows, "row")
                ));
            }
        }
        let k = match steps {
            Some(0) => return Err("0 steps between exchanges: at least 1".into()),
            Some(k) if !covered(k) => {
                return Err(format!(
                    "{k} steps between exchanges: the halo of {} would pass a neighbour's {}",
                    plural(k * by.max(ay), "row"),
                    plural(rows, "row")
                ));
            }
            Some(k) if held(k) > registers * 0.5 => {
                return Self::with_shared_rows(lp, [ny, nx], rows, blocks, Some(k)).map_err(|not| {
                    format!(
                        "{k} steps between exchanges: the rows held would take more than half a \
                         thread's {registers} registers; nor with rows in shared memory: {not}"
                    )
                });
            }
            Some(k) => k,
            None => match (1..=MAX_STEPS_PER_EXCHANGE).rev().find(|&k| fits(k)) {
                Some(k) => k,
                None => {
                    // registers first, then shared memory (PERKS): the rows past what the
                    // registers hold in shared memory, where they fit there
                    let why = {
                        let prime = if rows as usize == ny && ny > blocks {
                            format!(" ({ny} rows do not divide among {blocks} blocks or fewer)")
                        } else {
                            String::new()
                        };
                        format!(
                            "a block would hold {} of {nx} columns{prime}: more than its registers (at most \
                                 about {} a block of this width)",
                            plural(rows, "row"),
                            (registers * HELD_SHARE
                                / f64::from(columns * (lp.elt.size_bytes().div_ceil(4) as u32)))
                                as u32
                                - (by + ay)
                        )
                    };
                    return Self::with_shared_rows(lp, [ny, nx], rows, blocks, None)
                        .map_err(|not| format!("{why}; nor with rows in shared memory: {not}"));
                }
            },
        };
        let block = BandShape { columns, warps, rows, steps: k, sync: WarpSync::Block, shared: 0 };
        Ok(Self::overlapped(lp, nx, block, steps.is_some()).unwrap_or(block))
    }

    /// The [`WarpSync::Overlap`] shape of a loop over rows of `nx` columns with the
    /// [`WarpSync::Block`] shape `block`'s columns a lane, rows a block and steps between
    /// exchanges `K` (`user`: the user's), where it fits: a warp owns `32 C - K (bx + ax)`
    /// columns, `W` warps cover a row, and the rows held must fit the registers of `W`
    /// warps' threads by the same shares as the block's (half of them for the user's `K`).
    /// Fewer steps an exchange to make room would cost more than the barriers saved (an
    /// exchange costs about 2.3 us on an H100, a step's barrier about 0.3). Only under
    /// clamp, for elements of at most 32 bits and at least 2 steps an exchange (the other
    /// cases' kernels spill, or gain nothing).
    fn overlapped(lp: &PersistentLoop, nx: usize, block: BandShape, user: bool) -> Option<BandShape> {
        let BandShape { columns, steps: k, .. } = block;
        // under mirror and a constant the code holds more at once (the rows and columns
        // reflected, the constant's selects): 19 warps of 2 columns at 4 steps spill on
        // sm_80 over 1024² (32 and 4 bytes)
        // with one step an exchange, the exchange's barriers come every step anyway; 64-bit
        // elements take twice the registers (f64 over 1024² spills at 17 warps)
        // an `awhile` keeps a barrier a step: its kernel holds more (each step's change, the
        // decision), and overlapping its warps gained nothing at 3 steps an exchange where 4
        // with a barrier a step fit (`docs/perf/2026-11-27-band-fences.md`)
        if lp.boundary != Boundary::Clamp || k < 2 || lp.elt.size_bytes() > 4 || lp.until.is_some() {
            return None;
        }
        let nx = u32::try_from(nx).ok()?;
        let warps = Self::overlapping_warps(lp, nx, columns, k)?;
        let shape = BandShape { warps, sync: WarpSync::Overlap { width: nx }, ..block };
        let registers = f64::from((65536 / (32 * warps)).min(255));
        let held = f64::from(shape.held_words(lp));
        let working = held + 4.0 * lp.taps as f64;
        let fits = match user {
            true => held <= registers * 0.5 && working <= registers * WORKING_SHARE,
            false => held <= registers * HELD_SHARE && working <= registers * WORKING_SHARE,
        };
        fits.then_some(shape)
    }

    /// The warps that cover a row of `nx` columns under [`WarpSync::Overlap`] at `columns`
    /// a lane and `k` steps an exchange: each owns `32 C - K (bx + ax)` of them (at least
    /// its halo's); `None` where more than 32 would, or the last warp would not hold the
    /// columns its boundary rule reads past the right edge.
    fn overlapping_warps(lp: &PersistentLoop, nx: u32, columns: u32, k: u32) -> Option<u32> {
        let (bx, ax) = (lp.below[1] as u32, lp.above[1] as u32);
        let (left, right) = (k * bx, k * ax);
        let owned = (32 * columns).checked_sub(left + right).filter(|&o| o >= left.max(right).max(1))?;
        let warps = nx.div_ceil(owned);
        // the last warp holds the columns its boundary rule reads past the right edge
        if warps > 32 || (warps - 1) * owned + ax >= nx + left || nx <= bx.max(ax) {
            return None;
        }
        Some(warps)
    }

    /// The shape that keeps some of a block's `rows` own rows (of `nx` columns) in shared
    /// memory ([`BandShape::shared`]), where the registers do not hold them all: PERKS'
    /// caching policy, registers first. The user's steps an exchange (`steps`), else the
    /// most (down to 2), at 2 columns a lane where the overlapping warps cover a row (more
    /// warps hide more latency), else 4, with every inner row in shared memory (the halo and the first
    /// and last own rows in registers); they and the warps' exchange of columns must fit
    /// [`BAND_SHARED_BYTES`], and the registers its code needs ([`SHARED_BAND_REGISTERS`]
    /// besides the words of rows in registers, and 2 a row in shared memory past
    /// [`SHARED_BAND_ROWS`]) those ptxas gives the warps (a quarter of a multiprocessor's
    /// for the warps each of its 4 schedulers runs). Over 2048² `f32` (17 warps of 4
    /// columns, 3 steps an exchange, 96 registers) it ran at 1284.8 GCells/s on an H100
    /// (1406.3 with fused multiply-adds), against the streaming kernel's 659.6 (801.8)
    /// (`docs/perf/2026-11-27-band-shared-rows.md`). Only for an `iterate` under clamp of
    /// elements of at most 32 bits (the [`WarpSync::Overlap`] band's cases), of a stencil
    /// of at most 5 taps reaching one row and one column each way (the measured j2d5pt's),
    /// and, unless the user chose the steps an exchange, over at least half of the device's
    /// `blocks` (else the streaming kernel runs on every multiprocessor).
    fn with_shared_rows(
        lp: &PersistentLoop,
        [ny, nx]: [usize; 2],
        rows: u32,
        blocks: usize,
        steps: Option<u32>,
    ) -> Result<BandShape, String> {
        if lp.until.is_some() {
            return Err("an awhile's band keeps its rows in registers".into());
        }
        // (the register model and the tests are j2d5pt's: a wider stencil's kernel was
        // neither assembled nor run)
        if lp.below.iter().chain(&lp.above).any(|&r| r > 1) || lp.taps > 5 {
            return Err(
                "a band with rows in shared memory takes stencils of at most 5 taps reaching one row and \
                 one column each way"
                    .into(),
            );
        }
        if steps.is_some_and(|k| k < 2) {
            return Err("a band with rows in shared memory takes at least 2 steps between exchanges".into());
        }
        if lp.boundary != Boundary::Clamp {
            return Err("a band with rows in shared memory takes only a clamped boundary".into());
        }
        if lp.elt.size_bytes() > 4 {
            return Err(format!(
                "a band with rows in shared memory holds elements of at most 32 bits, not {}",
                lp.elt
            ));
        }
        // (on fewer blocks than half the multiprocessors, the streaming kernel, which uses
        // them all, is likely faster: unmeasured; the user's steps an exchange take it)
        let used = ny / rows as usize;
        if steps.is_none() && 2 * used < blocks {
            return Err(format!(
                "a band with rows in shared memory would run on {used} blocks, fewer than half the \
                 {blocks} multiprocessors"
            ));
        }
        let nx = u32::try_from(nx).map_err(|_| "too many columns".to_string())?;
        let (by, ay) = (lp.below[0] as u32, lp.above[0] as u32);
        let (bx, ax) = (lp.below[1] as u32, lp.above[1] as u32);
        let reach = bx.max(ax).max(1);
        let inner = rows.saturating_sub(by + ay);
        if inner == 0 {
            return Err("a block's rows are all next to its halo".into());
        }
        let (mut least, mut short) = (None, None);
        let ks = match steps {
            Some(k) => k..=k,
            None => 2..=MAX_STEPS_PER_EXCHANGE,
        };
        for k in ks.rev().filter(|&k| k >= 2 && k * by.max(ay) <= rows) {
            for columns in [2u32, 4].into_iter().filter(|&c| c >= reach) {
                let Some(warps) = Self::overlapping_warps(lp, nx, columns, k) else { continue };
                let sync = WarpSync::Overlap { width: nx };
                let base = BandShape { columns, warps, rows, steps: k, sync, shared: 0 };
                // (what ptxas allots a thread: a multiprocessor's 4 schedulers each hold a
                // quarter of the registers and of the warps, in units of 8 registers)
                let registers = (16384 / (32 * warps.div_ceil(4))).min(255) / 8 * 8;
                // every inner row in shared memory: besides the rows it holds, the band's
                // code takes about `SHARED_BAND_REGISTERS`, and 2 more a row in shared memory
                // past `SHARED_BAND_ROWS` (ptxas, sm_80 and sm_90); inner rows in registers
                // as well spilled
                let shape = BandShape { shared: inner, ..base };
                let need =
                    shape.held_words(lp) + SHARED_BAND_REGISTERS + 2 * inner.saturating_sub(SHARED_BAND_ROWS);
                if need > registers {
                    short = Some((columns, warps, need, registers));
                    continue;
                }
                let columns_bytes = 2 * (k * (bx + ax) * warps * rows) as usize * lp.elt.size_bytes();
                let bytes = shape.shared_bytes(lp) + columns_bytes;
                if bytes <= BAND_SHARED_BYTES {
                    return Ok(shape);
                }
                least = Some(least.map_or(bytes, |b: usize| b.min(bytes)));
            }
        }
        Err(match least {
            Some(bytes) => format!(
                "they would take {} KB of shared memory a block, more than {} KB",
                bytes.div_ceil(1024),
                BAND_SHARED_BYTES / 1024
            ),
            None => match short {
                Some((columns, warps, need, registers)) => format!(
                    "at {columns} columns a lane its code would take about {need} registers a thread, and \
                     {warps} warps get {registers} (it would spill)"
                ),
                None => format!("no overlapping warps cover a row of {nx} columns at 2 to 4 columns a lane"),
            },
        })
    }
}

/// How the GPU runs an `iterate` a persistent kernel could: one band kernel, or launches
/// of a streaming kernel of several steps each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LoopShape {
    /// One persistent kernel of this shape (the domain on chip).
    Band(BandShape),
    /// Launches of a streaming kernel of this shape (temporal blocking through DRAM).
    Stream(StreamShape),
    /// Launches of the 3D streaming kernel of this shape (a domain of rank 3).
    Stream3(Stream3Shape),
}

impl fmt::Display for LoopShape {
    /// `persistent kernel: ...` or `streaming kernel: ...`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoopShape::Band(b) => write!(f, "persistent kernel: {b}"),
            LoopShape::Stream(s) => write!(f, "streaming kernel: {s}"),
            LoopShape::Stream3(s) => write!(f, "3D streaming kernel: {s}"),
        }
    }
}

impl fmt::Display for BandShape {
    /// `8 rows a block of 16 warps, 2 columns a lane, 4 steps between exchanges`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} row{} a block of {} warps, {} column{} a lane, {} step{} between exchanges",
            self.rows,
            if self.rows == 1 { "" } else { "s" },
            self.warps,
            self.columns,
            if self.columns == 1 { "" } else { "s" },
            self.steps,
            if self.steps == 1 { "" } else { "s" }
        )?;
        match self.sync {
            WarpSync::Block => {}
            WarpSync::Overlap { width } => write!(
                f,
                ", warps overlapping by their halo of columns ({} computed for {width}; no wait between \
                 steps)",
                self.threads() * self.columns
            )?,
        }
        match self.shared {
            0 => Ok(()),
            n => write!(f, ", {n} own row{} in shared memory", if n == 1 { "" } else { "s" }),
        }
    }
}

/// The LLVM module of a streaming kernel (2D or 3D), one kernel named `{prefix}_{entry}`
/// taking `(input, output, ints..)`, `ints` 64-bit integers, both pointers `noalias`, run by
/// blocks of `bounds.0` threads, `bounds.1` a multiprocessor; `body` generates its code from
/// the two pointers and the integers.
fn streaming_module<'ctx>(
    ctx: &'ctx inkwell::context::Context,
    gpu: &dyn super::GpuTarget,
    prefix: &str,
    entry: &str,
    ints: usize,
    bounds: (u32, u32),
    body: impl FnOnce(
        &crate::lower::Codegen<'_, 'ctx>,
        [inkwell::values::PointerValue<'ctx>; 2],
        &[inkwell::values::IntValue<'ctx>],
    ),
) -> inkwell::module::Module<'ctx> {
    let module = ctx.create_module(prefix);
    let builder = ctx.create_builder();
    let global = ctx.ptr_type(gpu.global_space());
    let mut params: Vec<inkwell::types::BasicMetadataTypeEnum<'ctx>> = vec![global.into(), global.into()];
    params.extend(std::iter::repeat_n(inkwell::types::BasicMetadataTypeEnum::from(ctx.i64_type()), ints));
    let function = module.add_function(
        &format!("{prefix}_{entry}"),
        ctx.void_type().fn_type(&params, false),
        Some(inkwell::module::Linkage::External),
    );
    let attribute =
        |name| ctx.create_enum_attribute(inkwell::attributes::Attribute::get_named_enum_kind_id(name), 0);
    for i in 0..2 {
        function.add_attribute(inkwell::attributes::AttributeLoc::Param(i), attribute("noalias"));
    }
    gpu.mark_kernel(&module, function, Some(bounds));
    builder.position_at_end(ctx.append_basic_block(function, "entry"));
    let cg = crate::lower::Codegen { ctx, module: &module, builder: &builder, function, target: gpu };
    let p: Vec<_> = function.get_param_iter().collect();
    let ints: Vec<inkwell::values::IntValue<'ctx>> = p[2..].iter().map(|v| v.into_int_value()).collect();
    body(&cg, [p[0].into_pointer_value(), p[1].into_pointer_value()], &ints);
    crate::lower::ok(builder.build_return(None));
    module
}

/// Whether a streaming kernel takes `lp`'s boundary: clamp or a constant. Mirror reflects
/// `cells` (rows, planes) a streaming stage has not received yet; a wrapped boundary needs
/// the far edge, which a `holder` (strip, tile) does not hold.
fn streaming_boundary(lp: &PersistentLoop, cells: &str, holder: &str) -> Result<(), String> {
    match lp.boundary {
        Boundary::Clamp | Boundary::Constant(_) => Ok(()),
        Boundary::Mirror => Err(format!(
            "its boundary mirrors, which reflects {cells} a streaming stage has not received yet"
        )),
        Boundary::Wrap => {
            Err(format!("its boundary wraps around, and a {holder} does not hold the far edge"))
        }
    }
}

#[cfg(test)]
mod tests {
    use systole_frontend::ScalarType;
    use systole_frontend::prelude as user;

    use super::*;

    /// The persistent form of `iterate(3, u, |u| u.stencil(star, ..))` over a matrix of
    /// `T`, the star of radius `r`.
    fn lp<T: systole_frontend::Num + systole_frontend::Elt>(r: i64) -> PersistentLoop {
        lp_of::<T>(user::Stencil::<2>::star(r), user::Boundary::Clamp)
    }

    /// The persistent form of `iterate(3, u, |u| u.stencil(stencil, boundary, ..))` over a
    /// matrix of `T` (the streaming kernel's tests take it too).
    pub(super) fn lp_of<T: systole_frontend::Num + systole_frontend::Elt>(
        stencil: user::Stencil<2>,
        boundary: user::Boundary<T>,
    ) -> PersistentLoop {
        use systole_frontend::prelude::*;
        let u = use_array(&Array::from_fn([4, 4], |[i, j]| T::from_i64((i + j) as i64)));
        let p = iterate(3, u, move |u| u.stencil(&stencil, boundary, |t| t.values()[0] + t.values()[1]));
        loop_of(&systole_frontend::trace(&p).unwrap())
    }

    /// The persistent form of `program`'s (first) `iterate`.
    pub(super) fn loop_of(program: &systole_frontend::ir::Program) -> PersistentLoop {
        let plan = systole_fusion::plan(program).unwrap();
        let mut found = None;
        plan.body.visit(&mut |step| {
            if let Step::Iterate { .. } = step {
                found = Some(persistent_loop(step, &|v| plan.array_type(v).clone()));
            }
        });
        found.expect("an iterate").expect("a persistent loop")
    }

    #[test]
    fn the_band_shape_follows_the_domain_and_the_registers() {
        let j2d5pt = lp::<f32>(1);
        assert_eq!(
            (j2d5pt.below, j2d5pt.above, j2d5pt.taps, j2d5pt.elt),
            ([1, 1], [1, 1], 5, ScalarType::F32)
        );
        // 1024^2 f32 on 132 blocks: 8 rows a block (128 blocks), 2 columns a lane, 4 steps
        // an exchange: 16 rows of 2 columns held; the warps overlap by 4 columns each side,
        // 56 columns their own, 19 of them (32 of 107 registers)
        let shape = BandShape::choose(&j2d5pt, 1024, 1024, 132, None).unwrap();
        let overlap = WarpSync::Overlap { width: 1024 };
        assert_eq!(shape, BandShape { columns: 2, warps: 19, rows: 8, steps: 4, sync: overlap, shared: 0 });
        assert!(shape.to_string().contains("1216 computed for 1024"), "{shape}");
        // where the halo's columns do not fit the registers left, or under mirror, a
        // barrier a step: 16 warps of a row
        let block = BandShape::choose(&j2d5pt, 2000, 1024, 132, None).unwrap();
        assert_eq!((block.warps, block.sync), (16, WarpSync::Block));
        let mirror = lp_of::<f32>(user::Stencil::<2>::star(1), user::Boundary::Mirror);
        assert_eq!(BandShape::choose(&mirror, 1024, 1024, 132, None).unwrap().sync, WarpSync::Block);
        assert_eq!((shape.held(&j2d5pt), shape.blocks(1024)), (16, 128));
        // 2048^2: 16 rows of 2048 columns a block are more than half its registers: the
        // inner 14 in shared memory (122 KB), 4 columns a lane (2 would take more than 32
        // overlapping warps), 3 steps an exchange and 17 warps, whose 96 registers a thread
        // hold the 32 words of rows in registers and the code (at 4 steps, 40 words: more)
        let wide = BandShape::choose(&j2d5pt, 2048, 2048, 132, None).unwrap();
        let overlap = WarpSync::Overlap { width: 2048 };
        assert_eq!(wide, BandShape { columns: 4, warps: 17, rows: 16, steps: 3, sync: overlap, shared: 14 });
        assert_eq!((wide.held_words(&j2d5pt), wide.shared_bytes(&j2d5pt)), (32, 14 * 4 * 4 * 544));
        assert_eq!(BandShape::choose(&j2d5pt, 2048, 2048, 132, Some(2)).unwrap().shared, 14);
        let why = BandShape::choose(&j2d5pt, 2048, 2048, 132, Some(4)).unwrap_err();
        assert!(why.contains("would take about 104 registers a thread, and 18 warps get 96"), "{why}");
        // on 64 blocks (an A100's 108 multiprocessors), 32 rows a block: 30 in shared
        // memory would pass the registers
        let why = BandShape::choose(&j2d5pt, 2048, 2048, 108, None).unwrap_err();
        assert!(why.contains("registers a thread, and 17 warps get 96"), "{why}");
        // one step an exchange, or a stencil that reaches 2 rows, do not take it: said so
        let why = BandShape::choose(&j2d5pt, 2048, 2048, 132, Some(1)).unwrap_err();
        assert!(why.contains("at least 2 steps between exchanges"), "{why}");
        let why = BandShape::choose(&lp::<f32>(2), 2048, 2048, 132, None).unwrap_err();
        assert!(why.contains("at most 5 taps reaching one row and one column"), "{why}");
        // taller blocks of narrower rows: 899 rows of 896 columns are 31 blocks of 29 rows,
        // which the registers do not hold: on 31 of 132 multiprocessors the stream runs;
        // with the user's 4 steps an exchange, the inner 27 in shared memory (108 KB), the
        // halo and the first and last rows in registers (20 words, and 90 registers more,
        // of the 128 of 16 warps), 2 columns a lane
        let why = BandShape::choose(&j2d5pt, 899, 896, 132, None).unwrap_err();
        assert!(why.contains("would run on 31 blocks, fewer than half the 132"), "{why}");
        let tall = BandShape::choose(&j2d5pt, 899, 896, 132, Some(4)).unwrap();
        let overlap = WarpSync::Overlap { width: 896 };
        assert_eq!(tall, BandShape { columns: 2, warps: 16, rows: 29, steps: 4, sync: overlap, shared: 27 });
        let sizes = (tall.shared_rows(&j2d5pt), tall.held_words(&j2d5pt), tall.shared_bytes(&j2d5pt));
        assert_eq!(sizes, (5..32, 20, 27 * 2 * 4 * 512));
        assert!(tall.to_string().contains("27 own rows in shared memory"), "{tall}");
        // (at 899 x 864 the user's 4 steps fit the registers of 27 warps of 1 column: no rows
        // in shared memory) 221 x 1984 (13 rows a block) at 3 steps: 4 columns, 17 warps,
        // the last past the right edge
        let short = BandShape::choose(&j2d5pt, 221, 1984, 132, Some(3)).unwrap();
        assert_eq!((short.columns, short.warps, short.steps, short.shared), (4, 17, 3, 11));
        // not for 64-bit elements, nor under mirror: said so
        let why = BandShape::choose(&lp::<f64>(1), 899, 896, 132, None).unwrap_err();
        assert!(
            why.contains("nor with rows in shared memory: a band with rows in shared memory holds"),
            "{why}"
        );
        let why = BandShape::choose(&mirror, 899, 896, 132, None).unwrap_err();
        assert!(why.contains("takes only a clamped boundary"), "{why}");
        // 4096^2: 32 rows a block, whose overlapping warps of 4 columns are more than 32
        let why = BandShape::choose(&j2d5pt, 4096, 4096, 132, None).unwrap_err();
        assert!(why.contains("no overlapping warps cover a row of 4096 columns"), "{why}");
        // 2000 x 1024: 16 rows a block
        let shape = BandShape::choose(&j2d5pt, 2000, 1024, 132, None).unwrap();
        assert_eq!((shape.rows, shape.steps, shape.held(&j2d5pt)), (16, 3, 22));
        // f64 takes twice the registers: 1 step (2 where the user asks); a reach of 2 rows,
        // fewer steps
        let f64s = BandShape::choose(&lp::<f64>(1), 1024, 1024, 132, None).unwrap();
        assert_eq!((f64s.rows, f64s.steps), (8, 1));
        assert_eq!(BandShape::choose(&lp::<f64>(1), 1024, 1024, 132, Some(2)).unwrap().steps, 2);
        let far = lp::<f32>(2);
        assert_eq!((far.below, far.taps), ([2, 2], 9));
        assert_eq!(BandShape::choose(&far, 1024, 1024, 132, None).unwrap().steps, 3);
        // the user's steps, where they fit; a halo past the neighbour's rows does not
        assert_eq!(BandShape::choose(&j2d5pt, 1024, 1024, 132, Some(2)).unwrap().steps, 2);
        let why = BandShape::choose(&j2d5pt, 1024, 1024, 132, Some(9)).unwrap_err();
        assert!(why.contains("9 rows would pass a neighbour's 8 rows"), "{why}");
        assert!(BandShape::choose(&j2d5pt, 1024, 1024, 132, Some(0)).unwrap_err().contains("at least 1"));
        // a halo taller than a block's rows: said so
        let why = BandShape::choose(&lp::<f32>(2), 128, 128, 132, None).unwrap_err();
        assert!(why.contains("reach 2 rows across, more than a block's 1 row"), "{why}");
        // rows that are not whole warps, said with what would do
        let why = BandShape::choose(&j2d5pt, 1024, 1000, 132, None).unwrap_err();
        assert!(why.contains("of 32 columns up to 1024"), "{why}");
        // 1009 rows (a prime): a block would take them all
        let why = BandShape::choose(&j2d5pt, 1009, 1024, 132, None).unwrap_err();
        assert!(why.contains("do not divide"), "{why}");
        // rows that do not divide among the blocks, or are not whole warps; domains too
        // wide or too large
        assert_eq!(BandShape::choose(&j2d5pt, 1000, 1024, 132, None).unwrap().rows, 8);

        assert_eq!(BandShape::choose(&j2d5pt, 1024, 128, 132, None).unwrap().columns, 2);
        assert_eq!(BandShape::choose(&j2d5pt, 1024, 32, 132, None).unwrap().columns, 1);
        assert!(BandShape::choose(&j2d5pt, 8192, 8192, 132, None).is_err());
        assert!(BandShape::choose(&j2d5pt, 4096, 4096, 132, None).is_err());
    }

    /// Under mirror, the rows reflected past an edge must be held by the block at the edge
    /// and inside the domain (`Band::boundary_rows`).
    #[test]
    fn a_mirror_band_holds_the_rows_it_reflects() {
        use user::{Boundary, Stencil};
        let mirror = lp_of::<f32>(Stencil::<2>::star(1), Boundary::Mirror);
        // one row a block, one step an exchange: the rows reflected include the
        // neighbour's first, held in the halo (and made again after an exchange)
        let shape = BandShape::choose(&mirror, 64, 64, 132, None).unwrap();
        assert_eq!((shape.rows, shape.steps), (1, 1));
        assert_eq!(BandShape::choose(&mirror, 264, 64, 132, None).unwrap().steps, 2);
        // a domain of one row reflects past both edges at once; two rows are enough
        let why = BandShape::choose(&mirror, 1, 64, 132, None).unwrap_err();
        assert!(why.contains("reflects 1 row past the edges of a domain of 1 row"), "{why}");
        assert!(BandShape::choose(&mirror, 2, 64, 132, None).is_ok());
        // taps that reach up only: a block holds no rows below its own, and must own more
        // rows than the reach; under clamp it need not
        let up = Stencil::new([[-1, 0], [0, 0], [0, 1]]);
        let upwind = lp_of::<f32>(up.clone(), Boundary::Mirror);
        assert_eq!((upwind.below[0], upwind.above[0]), (1, 0));
        let why = BandShape::choose(&upwind, 64, 64, 132, None).unwrap_err();
        assert!(why.contains("reflects 1 row past an edge, which a block of 1 row"), "{why}");
        assert_eq!(BandShape::choose(&upwind, 264, 64, 132, None).unwrap().rows, 2);
        assert!(BandShape::choose(&lp_of::<f32>(up, Boundary::Clamp), 64, 64, 132, None).is_ok());
        let down = lp_of::<f32>(Stencil::new([[1, 0], [0, 0]]), Boundary::Mirror);
        assert!(BandShape::choose(&down, 64, 64, 132, None).is_err());
        // constant reflects nothing
        let constant = lp_of::<f32>(Stencil::new([[-1, 0], [0, 0]]), Boundary::Constant(1.0));
        assert!(BandShape::choose(&constant, 1, 64, 132, None).is_ok());
    }
}
