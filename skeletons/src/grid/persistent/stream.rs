//! Streaming temporal blocking for domains too large to keep on chip: one launch computes
//! `K` steps of an `iterate`'s stencil, each warp streaming down a strip of columns.
//!
//! ```text
//!   warp (strip s, chunk c): columns s W - K bx .. s W + W + K ax (32 C, C a lane),
//!                            rows    c H - K by .. c H + H + K ay
//!   tick t: load input row L + t (the next one already in flight)
//!           stage 0's window (by + ay + 1 rows) ─► stage 1's row L + t - ay
//!           stage 1's window                    ─► stage 2's row L + t - 2 ay
//!           ...                                 ─► stage K's row L + t - K ay: stored
//!   the valid columns shrink by (bx, ax) a stage; the strip keeps its middle W = 32 C - K (bx + ax)
//! ```
//!
//! - **Stages in registers.** Stage `s` holds the last `by + ay + 1` rows of step `s` it
//!   received (stage 0: the input), `C` columns a lane; each tick it receives one row and
//!   computes the next stage's row `ay` above it, so the `K` steps are a pipeline with a
//!   fixed lag of `ay` rows a stage. Taps across columns come from the lane's own columns
//!   and its two neighbours' (shuffles); the warp's edge lanes read their own value
//!   instead, so the columns a stage can trust shrink by the taps' reach each stage, and
//!   strips overlap by `K (bx + ax)` columns (the halo recomputed). Chunks of `H` rows
//!   overlap by `K (by + ay)` rows the same way.
//! - **Traffic.** A launch reads the domain once (with the halo) and writes it once, for
//!   `K` steps: DRAM traffic falls about `K`-fold against a launch a step, and the
//!   arithmetic grows by the halo's share, `(H + K ry) 32 C / (H W)` ([`StreamShape`]'s
//!   model weighs the two).
//! - **Boundaries.** Rows and columns past the domain's edges are what the rule makes them
//!   at every stage: stage 0 reads clamped coordinates (or the constant); under clamp a
//!   stage that receives the domain's first row fills its window's older rows with it, and
//!   rows past the last are copies of the last; columns past the edges are set from the
//!   edge column (a shuffle) or the constant, in warps that hold them only (a branch the
//!   whole warp takes). Mirror would reflect rows a stage has not received yet, and wrap
//!   the far edge: such loops stay host loops.
//! - **The interpreter's values, bit for bit**: every stage applies the stencil function to
//!   the same values in the same order as a launch a step does.
//!
//! The design is the hand-written `stream` of `benches/cuda/iterated.cu` (792 GCells/s
//! for j2d5pt `f32` over 8192² on an H100, 2.1x the single sweep's DRAM ceiling:
//! `docs/perf/2026-11-25-persistent-kernels.md`), generated for any reach and element.
//!
//! The kernel, `{prefix}_stream`, takes `(input, output, ny, nx, strips, chunks)`: warp
//! `w` of the launch (blocks of [`STREAM_WARPS`] warps) takes strip `w % strips` of chunk
//! `w / strips`, if `w < strips chunks`.

use std::collections::HashMap;
use std::fmt;

use inkwell::IntPredicate;
use inkwell::context::Context;
use inkwell::module::Module;
use inkwell::values::{IntValue, PointerValue};
use systole_frontend::ir::{Boundary, Consumer, Fun};
use systole_frontend::{ScalarType, Type};
use systole_fusion::{ArrayVar, Kernel};

use super::super::{GpuTarget, Shuffle, Special, shuffle_val, sreg};
use super::PersistentLoop;
use crate::lower::{Codegen, FloatOrder, Val, ok};

/// Warps of a block of the streaming kernel (the warps are independent: this only sets
/// the granularity of the launch, and of the blocks a multiprocessor holds: the kernel
/// takes 90 to 170 registers a thread).
pub const STREAM_WARPS: u32 = 4;

/// Input rows a warp loads ahead of the row its first stage receives: a load has two
/// ticks (all the stages' arithmetic of a row, twice) to arrive.
const AHEAD: usize = 2;

/// The most steps a streaming launch computes that the backend chooses (the most measured:
/// 6 steps gave j2d5pt `f32` over 8192² its best rate on an H100).
pub const MAX_STREAM_STEPS: u32 = 6;

/// How a streaming kernel lays out a domain (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StreamShape {
    /// Adjacent columns a lane holds (`C`).
    pub columns: u32,
    /// Steps a launch computes (`K`, the stages).
    pub steps: u32,
    /// Rows of output a warp computes (`H`, a chunk).
    pub rows: u32,
}

/// The reference machine of the model (an H100 SXM): DRAM bytes a clock a multiprocessor
/// (3.0 TB/s over 132 multiprocessors at 1.755 GHz), which a host loop's sweeps reach (95%).
const BYTES_PER_CLOCK: f64 = 13.0;
/// The bytes a clock a multiprocessor the streaming kernel moves: 7.3 to 10.7 in every shape
/// measured on an H100 (`docs/perf/2026-11-26-streaming.md`), where its arithmetic was
/// not what bound it.
const STREAM_BYTES_PER_CLOCK: f64 = 8.5;
/// Cells a clock a multiprocessor of a stencil of 5 taps in `f32` the streaming kernel's
/// stages compute: at least 6.7 measured (j2d5pt, 6 steps a launch, not bound by it); a
/// stencil of `n` taps takes `n / 5` times as long, `f64` twice.
const CELLS_PER_CLOCK_5: f64 = 9.0;
/// The 32-bit registers a thread of the kernel may spend on the rows its stages hold.
const HELD_WORDS: u32 = 96;
/// The warps the model takes a multiprocessor to hold at once of a kernel of `words` held
/// words a thread, `columns` a lane and values of `value_words` 32-bit words: the registers
/// of the words and `60 + 13 C + 20 (w - 1)` more a thread (what ptxas 12.9 allots beyond
/// the rows held for j2d5pt: in `f32` 86 to 88 at 2 columns a lane, 113 at 4; in `f64` 98
/// to 106 at 2, 66 to 70 at 1), in blocks of [`STREAM_WARPS`] warps.
fn resident_warps(words: u32, columns: u32, value_words: u32) -> u32 {
    let per_thread = (words + 60 + 13 * columns + 20 * value_words.saturating_sub(1)).next_multiple_of(8);
    let warps = (65536 / (32 * per_thread)).min(64);
    warps / STREAM_WARPS * STREAM_WARPS
}

/// The 32-bit registers a value of `lp`'s elements takes.
fn value_words(lp: &PersistentLoop) -> u32 {
    lp.elt.size_bytes().div_ceil(4) as u32
}

/// The fewest warps a multiprocessor must hold at once of a shape the backend chooses: a
/// warp streams its rows one after the other with two in flight, and fewer warps do not
/// keep the DRAM busy. j2d5pt `f64` over 8192² on an H100 (2026-11-26): the shapes ptxas
/// left 8 warps moved 7.5-8.4 bytes a clock a multiprocessor, those of 12 and 16 warps
/// 9.2-10, and 1 column, 6 steps, chunks of 128 rows (16 warps) ran at 583.0 GCells/s
/// against the 528.8 of 2 columns (8 warps) that the model took before it knew.
const MIN_RESIDENT_WARPS: u32 = 12;

/// Rows of a chunk the backend tries.
const CHUNK_ROWS: [u32; 6] = [8, 16, 32, 64, 128, 256];

/// What the model makes of a shape (see [`StreamShape::model`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StreamModel {
    /// DRAM bytes a cell-step.
    pub bytes: f64,
    /// Stencil evaluations a cell-step (1 and the halo's share).
    pub recompute: f64,
    /// The share of the multiprocessors' warp slots the launch keeps busy (its last wave).
    pub fill: f64,
    /// Clocks of a multiprocessor a cell-step: the larger of the traffic's and the
    /// arithmetic's, over the fill.
    pub clocks: f64,
}

impl StreamShape {
    /// A shape of `columns` a lane, `steps` steps a launch and `rows` rows a warp; an error
    /// saying what is wrong where one is 0.
    pub fn new(columns: u32, steps: u32, rows: u32) -> Result<StreamShape, String> {
        if columns == 0 || steps == 0 || rows == 0 {
            return Err(format!(
                "a streaming shape of {columns} columns a lane, {steps} steps, {rows} rows: each at least 1"
            ));
        }
        Ok(StreamShape { columns, steps, rows })
    }

    /// This shape with `steps` steps (the launch of the steps left over).
    pub fn with_steps(self, steps: u32) -> StreamShape {
        StreamShape { steps, ..self }
    }

    /// Columns of output a strip keeps: `32 C - K (bx + ax)`.
    pub fn width(&self, lp: &PersistentLoop) -> i64 {
        32 * i64::from(self.columns) - i64::from(self.steps) * (lp.below[1] + lp.above[1])
    }

    /// Strips over `nx` columns.
    pub fn strips(&self, lp: &PersistentLoop, nx: usize) -> usize {
        nx.div_ceil(self.width(lp).max(1) as usize)
    }

    /// Chunks over `ny` rows.
    pub fn chunks(&self, ny: usize) -> usize {
        ny.div_ceil(self.rows as usize)
    }

    /// Warps of a launch over `ny x nx`.
    pub fn warps(&self, lp: &PersistentLoop, ny: usize, nx: usize) -> usize {
        self.strips(lp, nx) * self.chunks(ny)
    }

    /// Blocks of a launch over `ny x nx`.
    pub fn blocks(&self, lp: &PersistentLoop, ny: usize, nx: usize) -> usize {
        self.warps(lp, ny, nx).div_ceil(STREAM_WARPS as usize)
    }

    /// Registers of 32 bits a thread holds its stages' rows in (and the rows loaded ahead).
    pub fn held_words(&self, lp: &PersistentLoop) -> u32 {
        let window = (lp.below[0] + lp.above[0] + 1) as u32;
        (self.steps * window + AHEAD as u32) * self.columns * value_words(lp)
    }

    /// The warps a multiprocessor holds at once of this shape's kernel, by the model of the
    /// registers ptxas gives it.
    pub fn resident_warps(&self, lp: &PersistentLoop) -> u32 {
        resident_warps(self.held_words(lp), self.columns, value_words(lp))
    }

    /// Whether the shape fits `lp`: a lane's columns cover the taps' reach across, the
    /// strip keeps at least as many columns as its halo each side, and the rows fit the
    /// registers (at most 96 a thread); why not, if it does not.
    pub fn fits(&self, lp: &PersistentLoop) -> Result<(), String> {
        let reach = lp.below[1].max(lp.above[1]);
        if i64::from(self.columns) < reach {
            return Err(format!(
                "{} column(s) a lane, and the taps reach {reach} across: at least as many",
                self.columns
            ));
        }
        let halo = i64::from(self.steps) * reach;
        if self.width(lp) < halo.max(1) {
            return Err(format!(
                "{} steps a launch leave a strip of {} columns {} of halo each side",
                self.steps,
                32 * self.columns,
                halo
            ));
        }
        if self.held_words(lp) > HELD_WORDS {
            return Err(format!(
                "{} steps of {} column(s) a lane hold {} registers a thread, more than {HELD_WORDS}",
                self.steps,
                self.columns,
                self.held_words(lp)
            ));
        }
        Ok(())
    }

    /// The model of a launch of this shape over `ny x nx` on `sms` multiprocessors, per
    /// cell-step (one cell advanced one step):
    ///
    /// - DRAM bytes: a warp reads `H + K ry` rows of `32 C` cells and writes `H` of `W`,
    ///   for `H W K` cell-steps (`ry = by + ay`);
    /// - stencil evaluations: each stage computes every column of every row it receives,
    ///   `(H + K ry) 32 C / (H W)` a useful one (the halo's recomputation);
    /// - clocks of a multiprocessor: the larger of the bytes over 8.5 a clock (what the
    ///   kernel reached on an H100) and the evaluations over 9 cells a clock (for 5 taps of
    ///   `f32`; more taps, `f64` slower),
    ///   over the launch's fill (the warps it has over whole waves of the warps the
    ///   multiprocessors hold at once: a short last wave leaves them idle).
    pub fn model(&self, lp: &PersistentLoop, ny: usize, nx: usize, sms: usize) -> StreamModel {
        let (h, k, c) =
            (f64::from(self.rows.min(ny.max(1) as u32)), f64::from(self.steps), f64::from(self.columns));
        let w = self.width(lp).max(1) as f64;
        let ry = (lp.below[0] + lp.above[0]) as f64;
        let elt = lp.elt.size_bytes() as f64;
        let bytes = elt * ((h + k * ry) * 32.0 * c + h * w) / (h * w * k);
        let recompute = (h + k * ry) * 32.0 * c / (h * w);
        let per_cell = lp.taps as f64 / 5.0 / CELLS_PER_CLOCK_5 * if elt > 4.0 { 2.0 } else { 1.0 };
        let warps = self.warps(lp, ny, nx) as f64;
        let resident = f64::from(self.resident_warps(lp).max(STREAM_WARPS)) * sms.max(1) as f64;
        let fill = warps / ((warps / resident).ceil().max(1.0) * resident);
        let clocks = (bytes / STREAM_BYTES_PER_CLOCK).max(recompute * per_cell) / fill;
        StreamModel { bytes, recompute, fill, clocks }
    }

    /// The model's clocks a cell-step of the loop of launches from the host, one sweep a
    /// step (a cell read and written a step, at the DRAM's rate).
    pub fn host_clocks(lp: &PersistentLoop) -> f64 {
        2.0 * lp.elt.size_bytes() as f64 / BYTES_PER_CLOCK
    }

    /// The streaming shape for `lp` over a domain of `ny x nx` on `sms` multiprocessors:
    /// the user's where it fits, else the shape of at most [`MAX_STREAM_STEPS`] steps whose
    /// model ([`StreamShape::model`]) takes the fewest clocks a cell-step among those that
    /// leave a multiprocessor at least 12 warps (if any does), where that is
    /// fewer than the host loop's; why none, if none is (said so that a user can act on
    /// it).
    pub fn choose(
        lp: &PersistentLoop,
        ny: usize,
        nx: usize,
        sms: usize,
        user: Option<StreamShape>,
    ) -> Result<StreamShape, String> {
        stream_qualifies(lp)?;
        if ny == 0 || nx == 0 {
            return Err("an empty domain".into());
        }
        if let Some(shape) = user {
            shape.fits(lp).map_err(|why| format!("the streaming shape chosen: {why}"))?;
            return Ok(shape);
        }
        let reach = lp.below[1].max(lp.above[1]).max(1) as u32;
        let mut best: Option<((bool, f64), StreamShape)> = None;
        // 4 columns a lane only where the taps reach that far: they take more registers
        // and measured no faster than 2 (`docs/perf/2026-11-26-streaming.md`)
        let widest = if reach > 2 { 4 } else { 2 };
        for columns in [1u32, 2, 4].into_iter().filter(|&c| c >= reach && c <= widest) {
            for steps in 1..=MAX_STREAM_STEPS {
                for rows in CHUNK_ROWS {
                    let shape = StreamShape { columns, steps, rows };
                    if shape.fits(lp).is_err() {
                        continue;
                    }
                    let clocks = shape.model(lp, ny, nx, sms).clocks;
                    // shapes that leave too few warps resident only where nothing else fits
                    let few = shape.resident_warps(lp) < MIN_RESIDENT_WARPS;
                    let better = |(was_few, was): (bool, f64)| match (few, was_few) {
                        (false, true) => true,
                        (true, false) => false,
                        _ => clocks < was * 0.999,
                    };
                    if best.is_none_or(|(b, _)| better(b)) {
                        best = Some(((few, clocks), shape));
                    }
                }
            }
        }
        let Some(((_, clocks), shape)) = best else {
            return Err(format!("no streaming shape fits taps reaching {reach} column(s) across"));
        };
        let host = Self::host_clocks(lp);
        if clocks >= host {
            return Err(format!(
                "the model puts streaming ({shape}) at {:.2} clocks a cell-step, the host loop at {host:.2}",
                clocks
            ));
        }
        Ok(shape)
    }
}

impl fmt::Display for StreamShape {
    /// `4 steps a launch, 4 columns a lane, chunks of 64 rows`
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} step{} a launch, {} column{} a lane, chunks of {} rows",
            self.steps,
            if self.steps == 1 { "" } else { "s" },
            self.columns,
            if self.columns == 1 { "" } else { "s" },
            self.rows
        )
    }
}

/// Whether a streaming kernel runs `lp`: an `iterate` (an `awhile` needs its condition
/// every step) whose boundary is clamp or a constant (mirror reflects rows a stage has not
/// received yet; wrap needs the far edge).
pub fn stream_qualifies(lp: &PersistentLoop) -> Result<(), String> {
    if lp.planes.is_some() {
        return Err("a domain of rank 3: the 3D streaming kernel's (Stream3Shape)".into());
    }
    if lp.until.is_some() {
        return Err("an awhile's condition is read every step: no streaming kernel".into());
    }
    super::streaming_boundary(lp, "rows", "strip")
}

/// The LLVM module of a streaming kernel of `lp` laid out as `shape`: one kernel, named
/// `{prefix}_stream` (see the module documentation for its parameters).
pub fn stream_module<'ctx>(
    ctx: &'ctx Context,
    gpu: &dyn GpuTarget,
    lp: &PersistentLoop,
    shape: StreamShape,
    prefix: &str,
) -> Module<'ctx> {
    super::streaming_module(ctx, gpu, prefix, "stream", 4, (32 * STREAM_WARPS, 1), |cg, io, ints| {
        Stream::new(cg, gpu, lp, shape).generate(io, [ints[0], ints[1], ints[2], ints[3]]);
    })
}

/// A row of a lane: its `C` columns.
type Row<'ctx> = Vec<Val<'ctx>>;

/// What the streaming kernel's code is generated from.
struct Stream<'g, 'a, 'ctx> {
    cg: &'g Codegen<'a, 'ctx>,
    gpu: &'g dyn GpuTarget,
    lp: &'g PersistentLoop,
    f: Fun<ArrayVar>,
    /// The taps (`[dy, dx]`, in parameter order).
    taps: Vec<[i64; 2]>,
    elt: ScalarType,
    /// `K`, `C`, `H`; rows of a stage's window (`by + ay + 1`).
    k: usize,
    c: usize,
    rows: i64,
    window: usize,
}

/// A warp's place, computed once.
struct Place<'ctx> {
    /// The warp's first column (may be past the left edge).
    xw: IntValue<'ctx>,
    /// The lane's first column.
    x0: IntValue<'ctx>,
    /// Each column's index clamped into the domain, and whether it is inside.
    xs: Vec<IntValue<'ctx>>,
    inside: Vec<IntValue<'ctx>>,
    /// Whether each column is past the left edge, past the right edge.
    left: Vec<IntValue<'ctx>>,
    right: Vec<IntValue<'ctx>>,
    /// The lane holding the domain's last column, and that column's index in it.
    last_lane: IntValue<'ctx>,
    last_column: IntValue<'ctx>,
    /// Whether each column is one the strip keeps (stored); whether it is in the strip's
    /// middle (kept, in a warp with no column past the domain's edges).
    kept: Vec<IntValue<'ctx>>,
    mine: Vec<IntValue<'ctx>>,
    /// The first input row `L` (the chunk's first row less the halo), the ticks.
    first: IntValue<'ctx>,
    ticks: IntValue<'ctx>,
}

/// The stages' windows (`[stage][row][column]`, oldest row first) and the input rows
/// loaded ahead (the next first).
struct State<'ctx> {
    windows: Vec<Vec<Row<'ctx>>>,
    ahead: Vec<Row<'ctx>>,
}

/// Which rules a tick applies: rows near the domain's top or bottom, columns past its edges.
#[derive(Clone, Copy)]
struct Edges {
    rows: bool,
    columns: bool,
}

impl<'g, 'a, 'ctx> Stream<'g, 'a, 'ctx> {
    fn new(
        cg: &'g Codegen<'a, 'ctx>,
        gpu: &'g dyn GpuTarget,
        lp: &'g PersistentLoop,
        shape: StreamShape,
    ) -> Self {
        let Kernel::Consumer(Consumer::Stencil { f, inputs, .. }) = &lp.sig.canonical else {
            unreachable!("a persistent loop's body is a stencil (persistent_loop)")
        };
        let taps = inputs[0].offsets.iter().map(|o| [o[0], o[1]]).collect();
        Stream {
            cg,
            gpu,
            lp,
            f: f.clone(),
            taps,
            elt: lp.elt,
            k: shape.steps as usize,
            c: shape.columns as usize,
            rows: i64::from(shape.rows),
            window: (lp.below[0] + lp.above[0] + 1) as usize,
        }
    }

    fn generate(
        &self,
        [input, output]: [PointerValue<'ctx>; 2],
        [ny, nx, strips, chunks]: [IntValue<'ctx>; 4],
    ) {
        let cg = self.cg;
        let b = cg.builder;
        let thread = sreg(cg, self.gpu, Special::Thread(0));
        let block = sreg(cg, self.gpu, Special::Block(0));
        let warp = cg.add(
            cg.mul(block, cg.i64(i64::from(STREAM_WARPS))),
            ok(b.build_right_shift(thread, cg.i64(5), false, "warp")),
        );
        let lane = ok(b.build_and(thread, cg.i64(31), "lane"));
        let work = cg.mul(strips, chunks);
        // (a whole warp takes this branch or not)
        cg.if_then(cg.icmp(IntPredicate::SLT, warp, work), || {
            let strip = ok(b.build_int_signed_rem(warp, strips, "strip"));
            let chunk = ok(b.build_int_signed_div(warp, strips, "chunk"));
            let place = self.place(lane, strip, chunk, ny, nx);
            self.walk(input, output, &place, ny, nx);
        });
    }

    /// The rows of a chunk and the columns of a strip a warp takes (see [`Place`]).
    fn place(
        &self,
        lane: IntValue<'ctx>,
        strip: IntValue<'ctx>,
        chunk: IntValue<'ctx>,
        ny: IntValue<'ctx>,
        nx: IntValue<'ctx>,
    ) -> Place<'ctx> {
        let cg = self.cg;
        let b = cg.builder;
        let (k, c) = (self.k as i64, self.c as i64);
        let (bx, ax) = (self.lp.below[1], self.lp.above[1]);
        let (by, ay) = (self.lp.below[0], self.lp.above[0]);
        let w = 32 * c - k * (bx + ax);
        let xw = cg.sub(cg.mul(strip, cg.i64(w)), cg.i64(k * bx));
        let x0 = cg.add(xw, cg.mul(lane, cg.i64(c)));
        let last = cg.sub(nx, cg.i64(1));
        let (mut xs, mut inside, mut left, mut right, mut kept, mut mines) =
            (vec![], vec![], vec![], vec![], vec![], vec![]);
        for j in 0..c {
            let x = cg.add(x0, cg.i64(j));
            xs.push(cg.smax(cg.smin(x, last), cg.i64(0)));
            let l = cg.icmp(IntPredicate::SLT, x, cg.i64(0));
            let r = cg.icmp(IntPredicate::SGT, x, last);
            inside.push(ok(b.build_not(ok(b.build_or(l, r, "out")), "inside")));
            left.push(l);
            right.push(r);
            let local = cg.add(cg.mul(lane, cg.i64(c)), cg.i64(j));
            let mine = ok(b.build_and(
                cg.icmp(IntPredicate::SGE, local, cg.i64(k * bx)),
                cg.icmp(IntPredicate::SLT, local, cg.i64(k * bx + w)),
                "mine",
            ));
            kept.push(ok(b.build_and(mine, cg.icmp(IntPredicate::SLE, x, last), "kept")));
            mines.push(mine);
        }
        // the domain's last column, relative to the warp's first (inside the warp where it
        // has columns past the right edge)
        let rel = cg.smax(cg.smin(cg.sub(last, xw), cg.i64(32 * c - 1)), cg.i64(0));
        let last_lane = ok(b.build_int_signed_div(rel, cg.i64(c), "last.lane"));
        let last_column = ok(b.build_int_signed_rem(rel, cg.i64(c), "last.column"));
        let y0 = cg.mul(chunk, cg.i64(self.rows));
        let h = cg.smin(cg.i64(self.rows), cg.sub(ny, y0));
        let first = cg.sub(y0, cg.i64(k * by));
        let ticks = cg.add(h, cg.i64(k * (by + ay)));
        Place { xw, x0, xs, inside, left, right, last_lane, last_column, kept, mine: mines, first, ticks }
    }

    /// The ticks of a warp: the first (rows near the top), those where no stage is near an
    /// edge (unrolled by a window's rows, so that the windows' rows stay in place), the
    /// last; under a branch on whether the warp holds columns past an edge.
    fn walk(
        &self,
        input: PointerValue<'ctx>,
        output: PointerValue<'ctx>,
        place: &Place<'ctx>,
        ny: IntValue<'ctx>,
        nx: IntValue<'ctx>,
    ) {
        let cg = self.cg;
        let b = cg.builder;
        let (k, ay) = (self.k as i64, self.lp.above[0]);
        let ty = Type::Scalar(self.elt);
        let zero = cg.zero(&ty);
        let init = State {
            windows: vec![vec![vec![zero; self.c]; self.window]; self.k],
            ahead: (0..AHEAD)
                .map(|i| self.load_row(input, place, cg.add(place.first, cg.i64(i as i64)), ny, nx, true))
                .collect(),
        };
        let state_ty = Type::Tuple(vec![ty; (self.k * self.window + AHEAD) * self.c]);
        let init = self.pack(&init);
        let clamp = |v: IntValue<'ctx>| cg.smax(cg.smin(v, place.ticks), cg.i64(0));
        // ticks up to `a` may have a stage receive a row at or above the first (or a row
        // past the top); from `end` the last row loaded ahead may be past the last
        let a = clamp(cg.add(cg.sub(cg.i64(k * ay), place.first), cg.i64(1)));
        let end = cg.smax(clamp(cg.sub(cg.sub(ny, place.first), cg.i64(AHEAD as i64))), a);
        let unroll = self.window as i64;
        let groups = ok(b.build_int_signed_div(cg.sub(end, a), cg.i64(unroll), "groups"));
        let fast_end = cg.add(a, cg.mul(groups, cg.i64(unroll)));
        let last_column = cg.sub(nx, cg.i64(1));
        let edge = ok(b.build_or(
            cg.icmp(IntPredicate::SLT, place.xw, cg.i64(0)),
            cg.icmp(IntPredicate::SGT, cg.add(place.xw, cg.i64(32 * self.c as i64 - 1)), last_column),
            "edge",
        ));
        let ticks = |columns: bool| {
            let tick = |state: &Val<'ctx>, t: IntValue<'ctx>, rows: bool| {
                self.pack(&self.tick(
                    input,
                    output,
                    place,
                    self.unpack(state),
                    t,
                    Edges { rows, columns },
                    ny,
                    nx,
                ))
            };
            let s = cg.fold_range(cg.i64(0), a, &init, &state_ty, |s, t| tick(s, t, true));
            let s = cg.fold_range(cg.i64(0), groups, &s, &state_ty, |s, g| {
                let t0 = cg.add(a, cg.mul(g, cg.i64(unroll)));
                (0..unroll).fold(s.clone(), |s, u| tick(&s, cg.add(t0, cg.i64(u)), false))
            });
            cg.fold_range(fast_end, place.ticks, &s, &state_ty, |s, t| tick(s, t, true));
        };
        cg.if_else(edge, || ticks(true), || ticks(false));
    }

    fn pack(&self, state: &State<'ctx>) -> Val<'ctx> {
        let mut v: Vec<Val<'ctx>> = state.windows.iter().flatten().flatten().cloned().collect();
        v.extend(state.ahead.iter().flatten().cloned());
        Val::Tuple(v)
    }

    fn unpack(&self, v: &Val<'ctx>) -> State<'ctx> {
        let f = v.fields();
        let per_stage = self.window * self.c;
        let windows = (0..self.k)
            .map(|s| f[s * per_stage..(s + 1) * per_stage].chunks(self.c).map(<[_]>::to_vec).collect())
            .collect();
        State { windows, ahead: f[self.k * per_stage..].chunks(self.c).map(<[_]>::to_vec).collect() }
    }

    /// Input row `r` of the lane's columns: read at clamped coordinates (what clamp makes
    /// of rows and columns past the edges), or the constant there; in a warp with no column
    /// past the edges (not `columns`), at the lane's own columns.
    fn load_row(
        &self,
        input: PointerValue<'ctx>,
        place: &Place<'ctx>,
        r: IntValue<'ctx>,
        ny: IntValue<'ctx>,
        nx: IntValue<'ctx>,
        columns: bool,
    ) -> Row<'ctx> {
        let cg = self.cg;
        let b = cg.builder;
        let y = cg.smax(cg.smin(r, cg.sub(ny, cg.i64(1))), cg.i64(0));
        let base = cg.mul(y, nx);
        let row_in = ok(b.build_and(
            cg.icmp(IntPredicate::SGE, r, cg.i64(0)),
            cg.icmp(IntPredicate::SLT, r, ny),
            "row.in",
        ));
        (0..self.c)
            .map(|j| {
                let x = if columns { place.xs[j] } else { cg.add(place.x0, cg.i64(j as i64)) };
                let v = Val::Scalar(cg.load(self.elt, input, cg.add(base, x)));
                match &self.lp.boundary {
                    Boundary::Constant(k) => {
                        let inside = match columns {
                            true => ok(b.build_and(row_in, place.inside[j], "inside")),
                            false => row_in,
                        };
                        cg.select_val(inside, &v, &cg.constant_value(k))
                    }
                    _ => v,
                }
            })
            .collect()
    }

    /// Input row `r`, inside the domain (the ticks away from its top and bottom): its
    /// address a step from the last tick's, which LLVM strength-reduces; in a warp with no
    /// column past the edges (not `columns`), the lane's own columns, at offsets from one
    /// address.
    fn load_inside(
        &self,
        input: PointerValue<'ctx>,
        place: &Place<'ctx>,
        r: IntValue<'ctx>,
        nx: IntValue<'ctx>,
        columns: bool,
    ) -> Row<'ctx> {
        let cg = self.cg;
        let base = cg.mul(r, nx);
        let own = cg.add(base, place.x0);
        (0..self.c)
            .map(|j| match columns {
                true => {
                    let v = Val::Scalar(cg.load(self.elt, input, cg.add(base, place.xs[j])));
                    match &self.lp.boundary {
                        Boundary::Constant(k) => cg.select_val(place.inside[j], &v, &cg.constant_value(k)),
                        _ => v,
                    }
                }
                false => Val::Scalar(cg.load(self.elt, input, cg.add(own, cg.i64(j as i64)))),
            })
            .collect()
    }

    /// Tick `t`: stage 0 receives input row `L + t` and row `L + t + 2` is loaded; each stage `s`
    /// receives the row stage `s - 1` computed, and computes its next stage's row `ay`
    /// above it; stage `K`'s row is stored where it is the chunk's.
    #[allow(clippy::too_many_arguments)]
    fn tick(
        &self,
        input: PointerValue<'ctx>,
        output: PointerValue<'ctx>,
        place: &Place<'ctx>,
        mut state: State<'ctx>,
        t: IntValue<'ctx>,
        edges: Edges,
        ny: IntValue<'ctx>,
        nx: IntValue<'ctx>,
    ) -> State<'ctx> {
        let cg = self.cg;
        let b = cg.builder;
        let (by, ay) = (self.lp.below[0], self.lp.above[0]);
        let r0 = cg.add(place.first, t);
        let mut incoming = state.ahead.remove(0);
        let next = cg.add(r0, cg.i64(AHEAD as i64));
        state.ahead.push(match edges.rows {
            true => self.load_row(input, place, next, ny, nx, edges.columns),
            false => self.load_inside(input, place, next, nx, edges.columns),
        });
        let clamp = matches!(self.lp.boundary, Boundary::Clamp);
        for s in 0..self.k {
            let r = cg.sub(r0, cg.i64(s as i64 * ay));
            let mut window = std::mem::take(&mut state.windows[s]);
            window.remove(0);
            window.push(incoming.clone());
            // clamp: the rows above the first are the first (stage 0 read them so)
            if edges.rows && clamp && s > 0 {
                let is_first = cg.icmp(IntPredicate::EQ, r, cg.i64(0));
                for row in window.iter_mut().take(self.window - 1) {
                    for (v, new) in row.iter_mut().zip(&incoming) {
                        *v = cg.select_val(is_first, new, v);
                    }
                }
            }
            let mut out = self.compute(&window);
            let m = cg.sub(r, cg.i64(ay));
            if edges.rows && s + 1 < self.k {
                match &self.lp.boundary {
                    Boundary::Constant(k) => {
                        let outside = ok(b.build_or(
                            cg.icmp(IntPredicate::SLT, m, cg.i64(0)),
                            cg.icmp(IntPredicate::SGE, m, ny),
                            "outside",
                        ));
                        let k = cg.constant_value(k);
                        out = out.iter().map(|v| cg.select_val(outside, &k, v)).collect();
                    }
                    _ => {
                        // past the last row: the last (the next stage's newest so far)
                        let past = cg.icmp(IntPredicate::SGE, m, ny);
                        let newest = &state.windows[s + 1][self.window - 1];
                        out = out.iter().zip(newest).map(|(v, n)| cg.select_val(past, n, v)).collect();
                    }
                }
            }
            // (stage K's columns past the edges are not stored)
            if edges.columns && s + 1 < self.k {
                out = self.edge_columns(place, out);
            }
            state.windows[s] = window;
            incoming = out;
        }
        // stage K's row r0 - K ay is the chunk's from tick K (by + ay) on
        let k = self.k as i64;
        let stored = cg.icmp(IntPredicate::SGE, t, cg.i64(k * (by + ay)));
        let o = cg.sub(r0, cg.i64(k * ay));
        let base = cg.add(cg.mul(o, nx), place.x0);
        for (j, v) in incoming.iter().enumerate() {
            let kept = if edges.columns { place.kept[j] } else { place.mine[j] };
            let here = ok(b.build_and(stored, kept, "store"));
            cg.if_then(here, || cg.store(self.elt, output, cg.add(base, cg.i64(j as i64)), v.scalar()));
        }
        state
    }

    /// The stencil of a stage's `window` (rows `m - by ..= m + ay`) at each of the lane's
    /// columns: taps across columns from the neighbouring lanes by shuffles (the warp's
    /// edge lanes read their own, in the halo the stages give up).
    fn compute(&self, window: &[Row<'ctx>]) -> Row<'ctx> {
        let cg = self.cg;
        let ty = Type::Scalar(self.elt);
        let n = self.c as i64;
        let by = self.lp.below[0];
        let mut moved: HashMap<(usize, i64, i64), Val<'ctx>> = HashMap::new();
        (0..n)
            .map(|c| {
                let taps: Vec<Val<'ctx>> = self
                    .taps
                    .iter()
                    .map(|&[dy, dx]| {
                        let i = (by + dy) as usize;
                        let (q, cc) = ((c + dx).div_euclid(n), (c + dx).rem_euclid(n));
                        match q {
                            0 => window[i][cc as usize].clone(),
                            _ => moved
                                .entry((i, cc, q))
                                .or_insert_with(|| {
                                    let (mode, by) =
                                        if q > 0 { (Shuffle::Down, q) } else { (Shuffle::Up, -q) };
                                    shuffle_val(cg, self.gpu, &ty, &window[i][cc as usize], mode, cg.i64(by))
                                })
                                .clone(),
                        }
                    })
                    .collect();
                cg.lower(&self.f, &taps, &|_| unreachable!("the stencil reads no array"), FloatOrder::Strict)
            })
            .collect()
    }

    /// A stage's row with its columns past the domain's edges made by the rule: clamp, the
    /// edge column's value (column 0 is at a fixed place of strip 0; the last column's lane
    /// and place were computed once), or the constant.
    fn edge_columns(&self, place: &Place<'ctx>, out: Row<'ctx>) -> Row<'ctx> {
        let cg = self.cg;
        let ty = Type::Scalar(self.elt);
        match &self.lp.boundary {
            Boundary::Constant(k) => {
                let k = cg.constant_value(k);
                out.iter().zip(&place.inside).map(|(v, &inside)| cg.select_val(inside, v, &k)).collect()
            }
            _ => {
                let halo = self.k as i64 * self.lp.below[1];
                let (lane0, column0) = (halo / self.c as i64, (halo % self.c as i64) as usize);
                let first = shuffle_val(cg, self.gpu, &ty, &out[column0], Shuffle::Index, cg.i64(lane0));
                let pick = (1..self.c).fold(out[0].clone(), |acc, j| {
                    let here = cg.icmp(IntPredicate::EQ, place.last_column, cg.i64(j as i64));
                    cg.select_val(here, &out[j], &acc)
                });
                let last = shuffle_val(cg, self.gpu, &ty, &pick, Shuffle::Index, place.last_lane);
                out.iter()
                    .enumerate()
                    .map(|(j, v)| {
                        let v = cg.select_val(place.right[j], &last, v);
                        cg.select_val(place.left[j], &first, &v)
                    })
                    .collect()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use systole_frontend::prelude as user;

    use super::super::tests::lp_of;
    use super::*;

    fn j2d5pt<T: systole_frontend::Num + systole_frontend::Elt>() -> PersistentLoop {
        lp_of::<T>(user::Stencil::<2>::star(1), user::Boundary::Clamp)
    }

    #[test]
    fn the_geometry_follows_the_reach() {
        let lp = j2d5pt::<f32>();
        let s = StreamShape::new(4, 4, 64).unwrap();
        // 128 columns a warp, 4 steps of one column each side: 120 kept
        assert_eq!(s.width(&lp), 120);
        assert_eq!((s.strips(&lp, 8192), s.chunks(8192)), (69, 128));
        assert_eq!(s.warps(&lp, 8192, 8192), 69 * 128);
        assert_eq!(s.blocks(&lp, 8192, 8192), (69 * 128usize).div_ceil(STREAM_WARPS as usize));
        // 4 windows of 3 rows and the 2 rows ahead, 4 columns
        assert_eq!(s.held_words(&lp), 56);
        assert_eq!(s.with_steps(1).width(&lp), 126);
        // f64 takes two registers a value
        assert_eq!(s.held_words(&j2d5pt::<f64>()), 112);
        let far = lp_of::<f32>(user::Stencil::<2>::star(2), user::Boundary::Clamp);
        assert_eq!(StreamShape::new(2, 3, 16).unwrap().width(&far), 64 - 12);
        assert!(StreamShape::new(0, 3, 16).is_err());
    }

    #[test]
    fn a_shape_fits_where_the_lanes_cover_the_reach_and_the_registers_hold_the_rows() {
        let far = lp_of::<f32>(user::Stencil::<2>::star(2), user::Boundary::Clamp);
        let why = StreamShape::new(1, 2, 16).unwrap().fits(&far).unwrap_err();
        assert!(why.contains("reach 2 across"), "{why}");
        assert!(StreamShape::new(2, 2, 16).unwrap().fits(&far).is_ok());
        // 8 steps of 4 columns of f64: more registers than the stages may take
        let why = StreamShape::new(4, 8, 64).unwrap().fits(&j2d5pt::<f64>()).unwrap_err();
        assert!(why.contains("more than 96"), "{why}");
        // a strip whose halo eats it
        let wide = lp_of::<f32>(user::Stencil::new([[0, -4], [0, 0], [0, 4]]), user::Boundary::Clamp);
        let why = StreamShape::new(4, 12, 64).unwrap().fits(&wide).unwrap_err();
        assert!(why.contains("of halo each side"), "{why}");
    }

    #[test]
    fn the_model_weighs_traffic_against_recomputation() {
        let lp = j2d5pt::<f32>();
        let m = |c, k, h| StreamShape::new(c, k, h).unwrap().model(&lp, 8192, 8192, 132);
        // one step a launch reads and writes a cell a step, and a little halo
        let one = m(4, 1, 64);
        assert!(one.bytes > 8.0 && one.bytes < 9.0, "{one:?}");
        // more steps: less traffic a cell-step, more recomputation
        let (four, eight) = (m(4, 4, 64), m(4, 8, 64));
        assert!(four.bytes < one.bytes / 3.0 && eight.bytes < four.bytes, "{four:?} {eight:?}");
        assert!(four.recompute > one.recompute && eight.recompute > four.recompute);
        // taller chunks recompute less of their halo
        assert!(m(4, 4, 256).recompute < four.recompute);
        // a short last wave leaves the machine idle
        assert!(m(4, 4, 64).fill <= 1.0);
        assert!(StreamShape::new(4, 4, 64).unwrap().model(&lp, 2048, 2048, 132).fill < 0.5);
    }

    #[test]
    fn the_backend_streams_large_domains_and_leaves_small_ones_to_the_host_loop() {
        let lp = j2d5pt::<f32>();
        let s = StreamShape::choose(&lp, 8192, 8192, 132, None).unwrap();
        // several steps a launch, and faster than the host loop by the model
        assert!(s.steps >= 2, "{s}");
        assert!(s.model(&lp, 8192, 8192, 132).clocks < StreamShape::host_clocks(&lp) / 2.0, "{s}");
        let f64s = StreamShape::choose(&j2d5pt::<f64>(), 8192, 8192, 132, None).unwrap();
        assert!(f64s.steps >= 2 && f64s.fits(&j2d5pt::<f64>()).is_ok(), "{f64s}");
        // every shape chosen leaves a multiprocessor enough warps: 2 columns of 6 steps in
        // `f64` take 180 registers a thread (8 warps), 1 column 106 (16)
        for (lp, n) in [(j2d5pt::<f32>(), 8192), (j2d5pt::<f32>(), 2048), (j2d5pt::<f64>(), 8192)] {
            let s = StreamShape::choose(&lp, n, n, 132, None).unwrap();
            assert!(s.resident_warps(&lp) >= MIN_RESIDENT_WARPS, "{s}");
        }
        assert!(StreamShape::new(2, 6, 64).unwrap().resident_warps(&j2d5pt::<f64>()) < MIN_RESIDENT_WARPS);
        assert_eq!(StreamShape::new(2, 6, 128).unwrap().resident_warps(&lp), 16);
        assert_eq!((f64s.columns, f64s.steps), (1, 6), "{f64s}");
        // a domain of a few warps: the host loop
        let why = StreamShape::choose(&lp, 64, 64, 132, None).unwrap_err();
        assert!(why.contains("the host loop at"), "{why}");
        // the user's shape where it fits, and why not where it does not
        let user = StreamShape::new(4, 4, 64).unwrap();
        assert_eq!(StreamShape::choose(&lp, 64, 64, 132, Some(user)), Ok(user));
        let why =
            StreamShape::choose(&j2d5pt::<f64>(), 64, 64, 132, StreamShape::new(4, 8, 64).ok()).unwrap_err();
        assert!(why.starts_with("the streaming shape chosen"), "{why}");
        // mirror and wrap do not stream; an empty domain has nothing to stream
        let mirror = lp_of::<f32>(user::Stencil::<2>::star(1), user::Boundary::Mirror);
        let why = StreamShape::choose(&mirror, 8192, 8192, 132, Some(user)).unwrap_err();
        assert!(why.contains("mirrors"), "{why}");
        assert!(StreamShape::choose(&lp, 0, 8192, 132, None).unwrap_err().contains("empty"));
        let constant = lp_of::<f32>(user::Stencil::<2>::star(1), user::Boundary::Constant(1.0));
        assert!(StreamShape::choose(&constant, 8192, 8192, 132, None).is_ok());
        assert_eq!(user.to_string(), "4 steps a launch, 4 columns a lane, chunks of 64 rows");
    }
}
