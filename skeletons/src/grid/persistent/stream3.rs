//! Streaming temporal blocking of iterated 3D stencils (2.5D blocking with time skewing, as
//! in EBISU and AN5D): one launch computes `K` steps of an `iterate`'s stencil over a domain
//! of planes, each block streaming along the planes of an x-y tile.
//!
//! ```text
//!   block (tile i, j; chunk c): a tile of 32 x R cells (a thread C cells of a column) whose middle
//!                               (32 - K (bx + ax)) x (R - K (by + ay)) it keeps,
//!                               planes c H - K bz .. c H + H + lag
//!   tick t: stage 0 receives input plane L + t (the next ones already loaded)
//!           stage s receives the plane stage s - 1 computed the tick before
//!           every stage writes the planes of its window its taps read across to shared
//!           memory (two copies, one a tick parity), one block barrier
//!           stage s computes step s + 1 of plane L + t - s (az + 1) - az
//!           stage K - 1's plane is stored where it is the chunk's
//! ```
//!
//! - **Stages in registers.** Each thread holds, for each stage, the last `bz + az + 1`
//!   planes of its cell the stage received (its window); taps along the planes come from
//!   there. Taps across (another row or column) come from shared memory, where each stage
//!   writes the window's planes that such taps read, once a tick: every stage reads the
//!   previous tick's output of the stage before it, so one barrier a tick serves all `K`
//!   stages (the pipeline's lag is `az + 1` planes a stage).
//! - **The tile shrinks**: a stage can trust its cells `K - s` reaches inside the tile; the
//!   last keeps the middle. Tiles overlap by `K` times the taps' reach (the halo, computed
//!   by both); chunks of `H` planes overlap the same way along the planes.
//! - **Traffic**: a launch reads the domain once with the halo and writes it once for `K`
//!   steps ([`Stream3Shape::model`] weighs it against the halo's recomputation, the shared
//!   memory's rate and the launch's fill).
//! - **Boundaries**: clamp and a constant. Across, a tap's shared-memory slot is fixed for
//!   the launch: under clamp the slot of the clamped cell (the tile holds it: a tile that
//!   holds cells past an edge holds the edge), under a constant a flag that selects the
//!   constant; cells past the edges hold garbage no cell inside reads. Along the planes,
//!   stage 0 reads clamped planes (or the constant); under clamp a stage that receives
//!   plane 0 fills its window's older planes with it, and a plane past the last is the
//!   last (the next stage's newest); under a constant, planes past the edges are the
//!   constant. Mirror reflects planes a stage has not received yet, and wrap needs the far
//!   edge: such loops stay host loops.
//! - **Rows a thread** (`C`, [`Stream3Shape::thread_rows`]): a thread computes rows
//!   `C ly .. C ly + C` of its column, each with its own windows. A tap along the column to
//!   another of the thread's rows takes the value from the thread's registers in the tiles
//!   whose rows all lie inside the domain (a branch the whole block takes; the others read
//!   every tap across from shared memory, where the clamped slot may be another row): j3d7pt
//!   reads 3 of its 4 taps across from shared memory at 2 rows a thread, and a block of 512
//!   threads covers a tile of 32 x 32 cells, whose halo is a smaller share than a 32 x 16
//!   tile's.
//! - **The interpreter's values, bit for bit**: every stage applies the stencil function to
//!   the same values in the same order as a launch a step (the taps in their order; a tap
//!   from a register is the value the shared-memory slot holds).
//!
//! The kernel, `{prefix}_stream3`, takes `(input, output, nz, ny, nx, tiles_x, tiles_y,
//! chunks)`: block `b` takes tile `b % tiles_x` across, `b / tiles_x % tiles_y` down, chunk
//! `b / (tiles_x tiles_y)`; blocks of `32 R / C` threads, thread `t` column `t % 32`, rows
//! `C (t / 32) ..`.

use std::fmt;

use inkwell::IntPredicate;
use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::types::BasicType;
use inkwell::values::{IntValue, PointerValue};
use systole_frontend::ir::{Boundary, Consumer, Fun};
use systole_frontend::{ScalarType, Type};
use systole_fusion::{ArrayVar, Kernel};

use super::super::{GpuTarget, Special, sreg};
use super::PersistentLoop;
use crate::lower::{Codegen, FloatOrder, Val, ok};

/// Columns of a tile: a warp's threads, a cell each.
pub const STREAM3_COLUMNS: u32 = 32;

/// The most steps a 3D streaming launch computes that the backend chooses.
pub const MAX_STREAM3_STEPS: u32 = 4;

/// Planes a thread loads ahead of the plane its first stage receives (4: j3d7pt `f32` over
/// 256³ on an H100 ran at 447.8 GCells/s with 4, 434.4 with 1, 435.6 with 2, 441.6 with 6).
const AHEAD: usize = 4;

/// Rows of a tile the backend tries.
const TILE_ROWS: [u32; 3] = [8, 16, 32];

/// The most rows of a tile a thread computes (ptxas 12.9 took 118 to 166 registers a
/// thread for j3d7pt `f32` at 4 rows a thread and 2 steps).
pub const MAX_THREAD_ROWS: u32 = 2;

/// Rows a thread the backend tries.
const THREAD_ROWS: [u32; 2] = [1, 2];

/// The most planes of a chunk the backend tries where a thread computes several rows
/// (j3d7pt `f32` over 256³ at 3 steps, tiles of 32 x 32, 2 rows a thread: 381.8 GCells/s
/// in chunks of 128 planes, 339.4 in chunks of 256; an H100, 2026-11-27).
const MOST_PLANES_ROWS: u32 = 128;

/// Planes of a chunk the backend tries.
const CHUNK_PLANES: [u32; 5] = [16, 32, 64, 128, 256];

/// DRAM bytes a clock a multiprocessor a host loop's sweeps reach on an H100 (as the 2D
/// streaming kernel's model: 3.0 TB/s over 132 multiprocessors at 1.755 GHz).
const BYTES_PER_CLOCK: f64 = 13.0;
/// The bytes a clock a multiprocessor the 3D streaming kernel is taken to move (not
/// measured yet: the 2D kernel's 8.5 and the sweeps' 13 bound it).
const STREAM3_BYTES_PER_CLOCK: f64 = 10.0;
/// Shared-memory words (32 bits) a clock a multiprocessor: 32 banks.
const SHARED_WORDS_PER_CLOCK: f64 = 32.0;
/// Thread instructions a multiprocessor issues a clock (4 schedulers of a warp each).
const ISSUE_PER_CLOCK: f64 = 128.0;
/// Instructions a stage spends on a cell beyond its taps' arithmetic and its shared-memory
/// accesses (the tick's load, store, barrier and indexing, shared among the stages).
const STAGE_OVERHEAD: f64 = 4.0;
/// Shared memory a multiprocessor gives its blocks, bytes (an H100's 228 KiB less 1 KiB a
/// block the system keeps, taken once).
const SHARED_PER_SM: u32 = 227 * 1024;
/// Clocks a tick of a block takes beyond its throughput's (the barrier, the chain of
/// shared-memory accesses and arithmetic of its stages), which other resident blocks hide
/// (taken as over the square of the blocks a multiprocessor holds): fitted to j3d7pt `f32`
/// over 256³ on an H100 (2026-11-27, 10 shapes: 32 x 32 tiles, 1 block, 217 to 440
/// GCells/s, paid about 350 a tick; 16 x 32, 2 blocks, about 90), and taken as over the
/// rows a thread (whose cells' chains interleave: 2 rows a thread, 32 x 32 tiles, 4 steps,
/// 1 block ran at 472.5 GCells/s, the model's 491).
const TICK_LATENCY: f64 = 350.0;
/// The static shared memory a block may have, bytes.
const STATIC_SHARED: u32 = 48 * 1024;
/// The 32-bit registers a thread may spend on its stages' windows.
const HELD_WORDS: u32 = 40;
/// The same where a thread computes several rows (ptxas 12.9 spilled the kernel of a
/// radius-2 star of 2 rows a thread and 3 steps, 38 words, at 128 registers for sm_80).
const HELD_WORDS_ROWS: u32 = 36;
/// The most registers a thread of several rows may take by the model
/// ([`Stream3Shape::registers`]; ptxas 12.9 spilled a radius-2 star of 2 rows a thread at 2
/// steps, 112 by the model, at 128 for sm_80).
const ROWS_REGISTERS: u32 = 96;

/// How a 3D streaming kernel lays out a domain (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Stream3Shape {
    /// Rows of a tile (`R`; a tile has [`STREAM3_COLUMNS`] columns, a thread a cell).
    pub rows: u32,
    /// Steps a launch computes (`K`, the stages).
    pub steps: u32,
    /// Planes of output a block computes (`H`, a chunk).
    pub planes: u32,
    /// Rows of the tile a thread computes (`C`: a column of `C` cells, which take their
    /// taps along the column from each other's registers), dividing `rows`.
    pub thread_rows: u32,
}

/// What the model makes of a shape (see [`Stream3Shape::model`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Stream3Model {
    /// DRAM bytes a cell-step.
    pub bytes: f64,
    /// Stencil evaluations a cell-step (1 and the halo's share).
    pub recompute: f64,
    /// Shared-memory words a cell-step (written and read).
    pub shared: f64,
    /// The share of the multiprocessors' block slots the launch keeps busy (its last wave).
    pub fill: f64,
    /// Clocks of a multiprocessor a cell-step: the largest of the traffic's, the shared
    /// memory's and the arithmetic's, over the fill.
    pub clocks: f64,
}

/// A loop's stencil's taps (`[dz, dy, dx]`, in parameter order).
fn taps(lp: &PersistentLoop) -> Vec<[i64; 3]> {
    match &lp.sig.canonical {
        Kernel::Consumer(Consumer::Stencil { inputs, .. })
            if inputs[0].offsets.iter().all(|o| o.len() == 3) =>
        {
            inputs[0].offsets.iter().map(|o| [o[0], o[1], o[2]]).collect()
        }
        _ => vec![],
    }
}

/// The planes (`dz`, ascending) of the taps that read across (another row or column), and
/// the distinct `(dy, dx)` of those taps.
fn across(lp: &PersistentLoop) -> (Vec<i64>, Vec<(i64, i64)>) {
    let mut planes = vec![];
    let mut offsets = vec![];
    for [dz, dy, dx] in taps(lp) {
        if (dy, dx) != (0, 0) {
            if !planes.contains(&dz) {
                planes.push(dz);
            }
            if !offsets.contains(&(dy, dx)) {
                offsets.push((dy, dx));
            }
        }
    }
    planes.sort_unstable();
    (planes, offsets)
}

/// The 32-bit registers a value of `lp`'s elements takes.
fn value_words(lp: &PersistentLoop) -> u32 {
    lp.elt.size_bytes().div_ceil(4) as u32
}

/// The planes' reach (`bz`, `az`).
fn planes_reach(lp: &PersistentLoop) -> (i64, i64) {
    let [bz, az] = lp.planes.unwrap_or([0, 0]);
    (bz, az)
}

impl Stream3Shape {
    /// A shape of tiles of `rows` rows, `steps` steps a launch and chunks of `planes`
    /// planes; an error saying what is wrong where one is 0 or the tile has more than 32
    /// rows (1024 threads).
    pub fn new(rows: u32, steps: u32, planes: u32) -> Result<Stream3Shape, String> {
        if rows == 0 || steps == 0 || planes == 0 || rows > 32 {
            return Err(format!(
                "a 3D streaming shape of tiles of {rows} rows, {steps} steps, chunks of {planes} planes: \
                 each at least 1, and at most 32 rows (a thread a cell, 1024 a block)"
            ));
        }
        Ok(Stream3Shape { rows, steps, planes, thread_rows: 1 })
    }

    /// This shape with a thread computing `thread_rows` rows of its tile's column; an error
    /// saying why where that is 0, more than [`MAX_THREAD_ROWS`] or does not divide the
    /// tile's rows.
    pub fn with_thread_rows(self, thread_rows: u32) -> Result<Stream3Shape, String> {
        if thread_rows == 0 || thread_rows > MAX_THREAD_ROWS || self.rows % thread_rows != 0 {
            return Err(format!(
                "{thread_rows} rows a thread of a tile of {} rows: at least 1, at most {MAX_THREAD_ROWS}, \
                 dividing the tile's rows",
                self.rows
            ));
        }
        Ok(Stream3Shape { thread_rows, ..self })
    }

    /// This shape with `steps` steps (the launch of the steps left over).
    pub fn with_steps(self, steps: u32) -> Stream3Shape {
        Stream3Shape { steps, ..self }
    }

    /// Threads of a block: [`Stream3Shape::thread_rows`] cells of the tile each.
    pub fn threads(&self) -> u32 {
        STREAM3_COLUMNS * self.rows / self.thread_rows
    }

    /// Cells of a tile.
    pub fn cells(&self) -> u32 {
        STREAM3_COLUMNS * self.rows
    }

    /// Planes a thread loads ahead for each of its cells (`AHEAD` in all, at least 1 a
    /// cell).
    pub fn ahead(&self) -> u32 {
        (AHEAD as u32 / self.thread_rows).max(1)
    }

    /// Rows and columns of output a tile keeps: `R - K (by + ay)`, `32 - K (bx + ax)`.
    pub fn kept(&self, lp: &PersistentLoop) -> [i64; 2] {
        let k = i64::from(self.steps);
        [
            i64::from(self.rows) - k * (lp.below[0] + lp.above[0]),
            i64::from(STREAM3_COLUMNS) - k * (lp.below[1] + lp.above[1]),
        ]
    }

    /// Ticks a block takes beyond its chunk's planes: the halo below (`K bz`) and the
    /// stages' lag (`(K - 1) (az + 1) + az`).
    pub fn lag(&self, lp: &PersistentLoop) -> i64 {
        let (bz, az) = planes_reach(lp);
        let k = i64::from(self.steps);
        k * bz + (k - 1) * (az + 1) + az
    }

    /// Tiles across, tiles down and chunks over a domain of `[nz, ny, nx]`.
    pub fn grid(&self, lp: &PersistentLoop, [nz, ny, nx]: [usize; 3]) -> [usize; 3] {
        let [ky, kx] = self.kept(lp).map(|k| k.max(1) as usize);
        [nx.div_ceil(kx), ny.div_ceil(ky), nz.div_ceil(self.planes as usize)]
    }

    /// Blocks of a launch over `extent`.
    pub fn blocks(&self, lp: &PersistentLoop, extent: [usize; 3]) -> usize {
        self.grid(lp, extent).iter().product()
    }

    /// Registers of 32 bits a thread holds its stages' windows in (and the planes loaded
    /// ahead, and the planes each stage passes the next), for each of its cells.
    pub fn held_words(&self, lp: &PersistentLoop) -> u32 {
        let (bz, az) = planes_reach(lp);
        let window = (bz + az + 1) as u32;
        (self.steps * window + self.steps - 1 + self.ahead()) * value_words(lp) * self.thread_rows
    }

    /// Bytes of shared memory a block takes: each stage's planes read across, a tile each,
    /// twice (a copy a tick parity).
    pub fn shared_bytes(&self, lp: &PersistentLoop) -> u32 {
        let planes = across(lp).0.len() as u32;
        2 * self.steps * planes * self.cells() * lp.elt.size_bytes() as u32
    }

    /// The taps across a cell reads from shared memory, on average over a thread's cells:
    /// a tap along the column whose cell the same thread computes comes from its registers
    /// (in the tiles whose rows are all inside the domain).
    pub fn shared_reads(&self, lp: &PersistentLoop) -> f64 {
        let c = i64::from(self.thread_rows);
        taps(lp)
            .iter()
            .filter(|t| (t[1], t[2]) != (0, 0))
            .map(|t| match t[2] {
                0 => 1.0 - (c - t[1].abs()).max(0) as f64 / c as f64,
                _ => 1.0,
            })
            .sum()
    }

    /// The registers a thread of this shape's kernel takes, by a model: the windows, 24
    /// more and 4 a distinct tap across (its slot and flag); where a thread computes several
    /// rows, 20 more, 4 a distinct tap across and row, and at least 72 (88 under a constant
    /// boundary). ptxas 12.9 gave j3d7pt `f32` (4 taps across) 40 registers at 2 steps, 54 to
    /// 62 at 4; a radius-2 star (8 across) at 2 steps spilled at 64; j3d7pt `f32` of 2 rows a
    /// thread fit 64 without spilling at 3 steps for sm_90, not at 1 or 4 steps, nor at 2 for
    /// sm_80 (and 2 blocks of 64 registers ran 4% slower than a block of 4 steps, see
    /// `TICK_LATENCY`).
    pub fn registers(&self, lp: &PersistentLoop) -> u32 {
        let across = 4 * across(lp).1.len() as u32;
        let registers = match self.thread_rows {
            1 => self.held_words(lp) + 24 + across,
            // (ptxas spilled at 64 at 1 and 2 steps, and at 80 under a constant)
            rows => {
                let least = match lp.boundary {
                    Boundary::Constant(_) => 88,
                    _ => 72,
                };
                (self.held_words(lp) + 20 + across * rows).max(least)
            }
        };
        registers.next_multiple_of(8)
    }

    /// The blocks a multiprocessor holds at once of this shape's kernel, by the model of
    /// its registers ([`Stream3Shape::registers`]) and shared memory: 0 where a block's
    /// threads would need more registers than the multiprocessor has.
    pub fn resident_blocks(&self, lp: &PersistentLoop) -> u32 {
        let registers = self.registers(lp);
        let threads = self.threads();
        let by_threads = 2048 / threads;
        let by_registers = 65536 / (threads * registers);
        let by_shared = SHARED_PER_SM / self.shared_bytes(lp).max(1);
        by_threads.min(by_registers).min(by_shared).min(32)
    }

    /// Whether the shape fits `lp`: the tile keeps at least as many rows and columns as its
    /// halo each side, the windows fit the registers, a block fits a multiprocessor; why
    /// not, if it does not.
    pub fn fits(&self, lp: &PersistentLoop) -> Result<(), String> {
        let k = i64::from(self.steps);
        let [ky, kx] = self.kept(lp);
        let (hy, hx) = (k * lp.below[0].max(lp.above[0]), k * lp.below[1].max(lp.above[1]));
        if ky < hy.max(1) || kx < hx.max(1) {
            return Err(format!(
                "{} steps a launch leave a tile of {} x {STREAM3_COLUMNS} cells {ky} x {kx} kept, less than \
                 its halo ({hy} rows, {hx} columns each side)",
                self.steps, self.rows
            ));
        }
        let most = if self.thread_rows > 1 { HELD_WORDS_ROWS } else { HELD_WORDS };
        if self.held_words(lp) > most {
            return Err(format!(
                "{} steps of {} row(s) a thread hold {} registers a thread, more than {most}",
                self.steps,
                self.thread_rows,
                self.held_words(lp)
            ));
        }
        if self.thread_rows > 1 && self.registers(lp) > ROWS_REGISTERS {
            return Err(format!(
                "{} steps of {} rows a thread take {} registers a thread by the model, more than {ROWS_REGISTERS}",
                self.steps,
                self.thread_rows,
                self.registers(lp)
            ));
        }
        if self.shared_bytes(lp) > STATIC_SHARED {
            return Err(format!(
                "{} steps of tiles of {} rows take {} bytes of shared memory, more than a block's {STATIC_SHARED}",
                self.steps,
                self.rows,
                self.shared_bytes(lp)
            ));
        }
        if self.resident_blocks(lp) == 0 {
            return Err(format!(
                "a block of {} threads and {} bytes of shared memory does not fit a multiprocessor",
                self.threads(),
                self.shared_bytes(lp)
            ));
        }
        Ok(())
    }

    /// The model of a launch of this shape over `extent` on `sms` multiprocessors, per
    /// cell-step (one cell advanced one step):
    ///
    /// - DRAM bytes: a block reads `H + lag` planes of its tile and writes `H` of its kept
    ///   cells, for `H` kept cells times `K` cell-steps (the tiles at the domain's far
    ///   edges keep fewer);
    /// - stencil evaluations: each stage computes the whole tile every tick, `(H + lag)`
    ///   tiles over `H` kept ones a useful one;
    /// - shared-memory words: each evaluation writes the planes read across and reads a
    ///   word a tap across;
    /// - clocks: the largest of the bytes over 10 a clock, the words over 32 a clock and the
    ///   evaluations' instructions over 128 a clock (a multiply and an add a tap, `f64` at
    ///   half the rate, a shared-memory access a tap across and a plane written, 4 more:
    ///   j3d7pt `f32` 22 a cell a stage), and 350 clocks a tick a block over the square of
    ///   the blocks a multiprocessor holds (the latency they do not hide), over the
    ///   launch's fill (its blocks over whole waves of the blocks the multiprocessors hold
    ///   at once).
    pub fn model(&self, lp: &PersistentLoop, [nz, ny, nx]: [usize; 3], sms: usize) -> Stream3Model {
        // a chunk's planes, on average (the last chunk may have fewer)
        let h = nz.max(1) as f64 / nz.max(1).div_ceil(self.planes as usize) as f64;
        let k = f64::from(self.steps);
        let [ky, kx] = self.kept(lp).map(|v| v.max(1) as f64);
        let tile = f64::from(self.cells());
        let ticks = h + self.lag(lp) as f64;
        let elt = lp.elt.size_bytes() as f64;
        // the kept cells of the tiles the domain's cells take (the last tile across and
        // down may keep fewer)
        let [tx, ty] = [nx.div_ceil(kx as usize), ny.div_ceil(ky as usize)].map(|t| t.max(1) as f64);
        let kept = h * (nx * ny) as f64 / (tx * ty);
        let bytes = elt * (ticks * tile + kept) / (kept * k);
        let recompute = ticks * tile / kept;
        let (planes, _) = across(lp);
        let reads = self.shared_reads(lp);
        let shared = recompute * (planes.len() as f64 + reads) * f64::from(value_words(lp));
        // a multiply and an add a tap (strict order: no fused multiply-adds), `f64` at half
        // the rate; the shared-memory accesses; the rest
        let wide = if elt > 4.0 { 2.0 } else { 1.0 };
        let per_cell =
            (2.0 * lp.taps as f64 * wide + reads + planes.len() as f64 + STAGE_OVERHEAD) / ISSUE_PER_CLOCK;
        let blocks = self.blocks(lp, [nz, ny, nx]) as f64;
        let resident = f64::from(self.resident_blocks(lp).max(1)) * sms.max(1) as f64;
        let fill = blocks / ((blocks / resident).ceil().max(1.0) * resident);
        // a block's ticks a useful cell-step, each paying the latency the other blocks of
        // its multiprocessor do not hide
        let per_sm = f64::from(self.resident_blocks(lp).max(1));
        let latency = TICK_LATENCY / (per_sm * per_sm * f64::from(self.thread_rows)) * ticks / (kept * k);
        let clocks = ((bytes / STREAM3_BYTES_PER_CLOCK)
            .max(shared / SHARED_WORDS_PER_CLOCK)
            .max(recompute * per_cell)
            + latency)
            / fill;
        Stream3Model { bytes, recompute, shared, fill, clocks }
    }

    /// The model's clocks a cell-step of the loop of launches from the host, one sweep a
    /// step (a cell read and written a step, at the DRAM's rate).
    pub fn host_clocks(lp: &PersistentLoop) -> f64 {
        2.0 * lp.elt.size_bytes() as f64 / BYTES_PER_CLOCK
    }

    /// The 3D streaming shape for `lp` over a domain of `extent` on `sms` multiprocessors:
    /// the user's where it fits, else the shape of at most [`MAX_STREAM3_STEPS`] steps whose
    /// model ([`Stream3Shape::model`]) takes the fewest clocks a cell-step, where that is
    /// fewer than the host loop's; why none, if none is (said so that a user can act on it).
    pub fn choose(
        lp: &PersistentLoop,
        extent: [usize; 3],
        sms: usize,
        user: Option<Stream3Shape>,
    ) -> Result<Stream3Shape, String> {
        stream3_qualifies(lp)?;
        if extent.contains(&0) {
            return Err("an empty domain".into());
        }
        if let Some(shape) = user {
            shape.fits(lp).map_err(|why| format!("the 3D streaming shape chosen: {why}"))?;
            return Ok(shape);
        }
        let mut best: Option<(f64, Stream3Shape)> = None;
        for rows in TILE_ROWS {
            for steps in 1..=MAX_STREAM3_STEPS {
                for planes in CHUNK_PLANES {
                    for thread_rows in THREAD_ROWS {
                        let shape = Stream3Shape { rows, steps, planes, thread_rows };
                        if rows % thread_rows != 0 || planes > MOST_PLANES_ROWS || shape.fits(lp).is_err() {
                            continue;
                        }
                        let clocks = shape.model(lp, extent, sms).clocks;
                        if best.is_none_or(|(was, _)| clocks < was * 0.999) {
                            best = Some((clocks, shape));
                        }
                    }
                }
            }
        }
        let Some((clocks, shape)) = best else {
            return Err(format!(
                "no 3D streaming shape fits taps reaching {} row(s) and {} column(s) across",
                lp.below[0].max(lp.above[0]),
                lp.below[1].max(lp.above[1])
            ));
        };
        let host = Self::host_clocks(lp);
        if clocks >= host {
            return Err(format!(
                "the model puts 3D streaming ({shape}) at {clocks:.2} clocks a cell-step, the host loop at \
                 {host:.2}"
            ));
        }
        Ok(shape)
    }
}

impl fmt::Display for Stream3Shape {
    /// `3 steps a launch, tiles of 32 x 32 cells, chunks of 64 planes`, and `, 2 rows a
    /// thread` where a thread computes more than one
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} step{} a launch, tiles of {} x {STREAM3_COLUMNS} cells, chunks of {} planes",
            self.steps,
            if self.steps == 1 { "" } else { "s" },
            self.rows,
            self.planes
        )?;
        match self.thread_rows {
            1 => Ok(()),
            c => write!(f, ", {c} rows a thread"),
        }
    }
}

/// Whether the 3D streaming kernel runs `lp`: an `iterate` of a domain of rank 3 whose
/// boundary is clamp or a constant (mirror reflects planes a stage has not received yet;
/// wrap needs the far edge), whose taps reach at most 4 planes each way.
pub fn stream3_qualifies(lp: &PersistentLoop) -> Result<(), String> {
    let Some([bz, az]) = lp.planes else {
        return Err("a domain of rank 2: the 2D streaming kernel's".into());
    };
    if lp.until.is_some() {
        return Err("an awhile's condition is read every step: no streaming kernel".into());
    }
    if bz.max(az) > 4 {
        return Err(format!("its taps reach {} planes; the 3D streaming kernel holds at most 4", bz.max(az)));
    }
    super::streaming_boundary(lp, "planes", "tile")
}

/// The LLVM module of a 3D streaming kernel of `lp` laid out as `shape`: one kernel, named
/// `{prefix}_stream3` (see the module documentation for its parameters).
pub fn stream3_module<'ctx>(
    ctx: &'ctx Context,
    gpu: &dyn GpuTarget,
    lp: &PersistentLoop,
    shape: Stream3Shape,
    prefix: &str,
) -> Module<'ctx> {
    // (the blocks a multiprocessor holds by the model of the registers: ptxas keeps to them)
    let bounds = (shape.threads(), shape.resident_blocks(lp).max(1));
    super::streaming_module(ctx, gpu, prefix, "stream3", 6, bounds, |cg, io, ints| {
        Stream3::new(cg, gpu, lp, shape).generate(io, ints);
    })
}

/// What the kernel's code is generated from.
struct Stream3<'g, 'a, 'ctx> {
    cg: &'g Codegen<'a, 'ctx>,
    gpu: &'g dyn GpuTarget,
    lp: &'g PersistentLoop,
    f: Fun<ArrayVar>,
    taps: Vec<[i64; 3]>,
    /// The planes read across (`dz`), the distinct offsets across.
    planes_across: Vec<i64>,
    offsets: Vec<(i64, i64)>,
    elt: ScalarType,
    shape: Stream3Shape,
    /// `K`; planes of a stage's window (`bz + az + 1`); the planes' reach.
    k: usize,
    window: usize,
    bz: i64,
    az: i64,
    /// Rows of the tile a thread computes (`C`); planes it loads ahead for each.
    rows: usize,
    ahead: usize,
}

/// A block's and a thread's place, computed once.
struct Place<'ctx> {
    /// The thread's cells, rows `C ly + c` of the tile (`ly` the thread's row of threads).
    cells: Vec<Cell<'ctx>>,
    /// The first input plane `L` (the chunk's first less the halo); the ticks.
    first: IntValue<'ctx>,
    ticks: IntValue<'ctx>,
    /// Whether every row of the block's tile is inside the domain (the same for the whole
    /// block): there a tap along the column whose cell the thread computes too reads it
    /// from the thread's registers.
    interior: IntValue<'ctx>,
}

/// One of a thread's cells.
struct Cell<'ctx> {
    /// The cell's offset in a plane, clamped into the domain (its own where the block
    /// stores it); whether the cell is inside the plane; whether it is one the block
    /// stores.
    xy: IntValue<'ctx>,
    inside: IntValue<'ctx>,
    keep: IntValue<'ctx>,
    /// For each offset across: the shared-memory slot the tap reads, and (under a
    /// constant) whether the cell it reads is inside the plane.
    slots: Vec<(IntValue<'ctx>, IntValue<'ctx>)>,
    /// The cell's slot.
    slot: IntValue<'ctx>,
}

/// The stages' windows (`[stage][cell][plane]`, oldest first), the planes loaded ahead
/// (`[cell][plane]`, the next first) and each stage's last output (the next stage's next
/// input; `[stage][cell]`, `K - 1` stages).
struct State<'ctx> {
    windows: Vec<Vec<Vec<Val<'ctx>>>>,
    ahead: Vec<Vec<Val<'ctx>>>,
    carry: Vec<Vec<Val<'ctx>>>,
}

/// The domain's extents and the plane's size, as kernel values.
struct Dims<'ctx> {
    nz: IntValue<'ctx>,
    ny: IntValue<'ctx>,
    nx: IntValue<'ctx>,
    plane: IntValue<'ctx>,
}

impl<'g, 'a, 'ctx> Stream3<'g, 'a, 'ctx> {
    fn new(
        cg: &'g Codegen<'a, 'ctx>,
        gpu: &'g dyn GpuTarget,
        lp: &'g PersistentLoop,
        shape: Stream3Shape,
    ) -> Self {
        let Kernel::Consumer(Consumer::Stencil { f, .. }) = &lp.sig.canonical else {
            unreachable!("a persistent loop's body is a stencil (persistent_loop)")
        };
        let (bz, az) = planes_reach(lp);
        let (planes_across, offsets) = across(lp);
        Stream3 {
            cg,
            gpu,
            lp,
            f: f.clone(),
            taps: taps(lp),
            planes_across,
            offsets,
            elt: lp.elt,
            shape,
            k: shape.steps as usize,
            window: (bz + az + 1) as usize,
            bz,
            az,
            rows: shape.thread_rows as usize,
            ahead: shape.ahead() as usize,
        }
    }

    fn generate(&self, [input, output]: [PointerValue<'ctx>; 2], ints: &[IntValue<'ctx>]) {
        let cg = self.cg;
        let b = cg.builder;
        let [nz, ny, nx, tiles_x, tiles_y, chunks] = [0, 1, 2, 3, 4, 5].map(|i| ints[i]);
        let dims = Dims { nz, ny, nx, plane: cg.mul(ny, nx) };
        let block = sreg(cg, self.gpu, Special::Block(0));
        let thread = sreg(cg, self.gpu, Special::Thread(0));
        let work = cg.mul(cg.mul(tiles_x, tiles_y), chunks);
        let shared = self.shared();
        // (a whole block takes this branch or not)
        cg.if_then(cg.icmp(IntPredicate::SLT, block, work), || {
            let tx = ok(b.build_int_signed_rem(block, tiles_x, "tile.x"));
            let rest = ok(b.build_int_signed_div(block, tiles_x, "rest"));
            let ty = ok(b.build_int_signed_rem(rest, tiles_y, "tile.y"));
            let chunk = ok(b.build_int_signed_div(rest, tiles_y, "chunk"));
            let place = self.place(thread, [tx, ty, chunk], &dims);
            let walk = |registers| self.walk(input, output, shared, &place, &dims, registers);
            match self.along_column() {
                // (the whole block takes one of the branches)
                true => cg.if_else(place.interior, || walk(true), || walk(false)),
                false => walk(false),
            }
        });
    }

    /// Whether a tap across reads a cell of the same thread (a thread computes several rows
    /// and a tap reaches fewer rows along the column).
    fn along_column(&self) -> bool {
        self.offsets.iter().any(|&(dy, dx)| dx == 0 && dy.unsigned_abs() < self.rows as u64)
    }

    /// The block's tile and chunk and the thread's cells (see [`Place`]).
    fn place(
        &self,
        thread: IntValue<'ctx>,
        [tx, ty, chunk]: [IntValue<'ctx>; 3],
        d: &Dims<'ctx>,
    ) -> Place<'ctx> {
        let cg = self.cg;
        let b = cg.builder;
        let k = self.k as i64;
        let (by, bx) = (self.lp.below[0], self.lp.below[1]);
        let [ky, kx] = self.shape.kept(self.lp);
        let columns = i64::from(STREAM3_COLUMNS);
        let rows = i64::from(self.shape.rows);
        let lx = ok(b.build_and(thread, cg.i64(columns - 1), "lx"));
        let ly = ok(b.build_right_shift(thread, cg.i64(5), false, "ly"));
        let x0 = cg.sub(cg.mul(tx, cg.i64(kx)), cg.i64(k * bx));
        let y0 = cg.sub(cg.mul(ty, cg.i64(ky)), cg.i64(k * by));
        let clamp = |v: IntValue<'ctx>, lo: IntValue<'ctx>, hi: IntValue<'ctx>| cg.smax(cg.smin(v, hi), lo);
        let zero = cg.i64(0);
        let (lastx, lasty) = (cg.sub(d.nx, cg.i64(1)), cg.sub(d.ny, cg.i64(1)));
        let within = |v: IntValue<'ctx>, n: IntValue<'ctx>| {
            ok(b.build_and(cg.icmp(IntPredicate::SGE, v, zero), cg.icmp(IntPredicate::SLT, v, n), "within"))
        };
        let band = |l: IntValue<'ctx>, from: i64, n: i64| {
            ok(b.build_and(
                cg.icmp(IntPredicate::SGE, l, cg.i64(from)),
                cg.icmp(IntPredicate::SLT, l, cg.i64(from + n)),
                "band",
            ))
        };
        let clamped = matches!(self.lp.boundary, Boundary::Clamp);
        let gx = cg.add(x0, lx);
        let cells = (0..self.rows as i64)
            .map(|c| {
                let row = cg.add(cg.mul(ly, cg.i64(self.rows as i64)), cg.i64(c));
                let gy = cg.add(y0, row);
                let xy = cg.add(cg.mul(clamp(gy, zero, lasty), d.nx), clamp(gx, zero, lastx));
                let inside = ok(b.build_and(within(gx, d.nx), within(gy, d.ny), "inside"));
                let middle = ok(b.build_and(band(lx, k * bx, kx), band(row, k * by, ky), "middle"));
                let keep = ok(b.build_and(middle, inside, "keep"));
                let slots = self
                    .offsets
                    .iter()
                    .map(|&(dy, dx)| {
                        let (sx, sy) = (cg.add(gx, cg.i64(dx)), cg.add(gy, cg.i64(dy)));
                        let (cx, cy) = match clamped {
                            // the clamped cell's slot (in the tile where the thread's cell is
                            // one a stage trusts)
                            true => (cg.sub(clamp(sx, zero, lastx), x0), cg.sub(clamp(sy, zero, lasty), y0)),
                            false => (cg.add(lx, cg.i64(dx)), cg.add(row, cg.i64(dy))),
                        };
                        let cx = clamp(cx, zero, cg.i64(columns - 1));
                        let cy = clamp(cy, zero, cg.i64(rows - 1));
                        let slot = cg.add(cg.mul(cy, cg.i64(columns)), cx);
                        (slot, ok(b.build_and(within(sx, d.nx), within(sy, d.ny), "in")))
                    })
                    .collect();
                let slot = cg.add(cg.mul(row, cg.i64(columns)), lx);
                Cell { xy, inside, keep, slots, slot }
            })
            .collect();
        let interior = ok(b.build_and(
            cg.icmp(IntPredicate::SGE, y0, zero),
            cg.icmp(IntPredicate::SLE, cg.add(y0, cg.i64(rows)), d.ny),
            "interior",
        ));
        let z0 = cg.mul(chunk, cg.i64(i64::from(self.shape.planes)));
        let h = cg.smin(cg.i64(i64::from(self.shape.planes)), cg.sub(d.nz, z0));
        let first = cg.sub(z0, cg.i64(k * self.bz));
        let ticks = cg.add(h, cg.i64(self.shape.lag(self.lp)));
        Place { cells, first, ticks, interior }
    }

    /// The ticks of a block: the first (a stage near the first plane), those where no stage
    /// is near an edge (unrolled by a window's planes and the parity, so that the windows
    /// stay in place), the last. `registers`: taps along the column read the thread's own
    /// cells from its registers (the block's tile is interior).
    fn walk(
        &self,
        input: PointerValue<'ctx>,
        output: PointerValue<'ctx>,
        shared: PointerValue<'ctx>,
        place: &Place<'ctx>,
        d: &Dims<'ctx>,
        registers: bool,
    ) {
        let cg = self.cg;
        let b = cg.builder;
        let (k, az) = (self.k as i64, self.az);
        let ty = Type::Scalar(self.elt);
        let zero = cg.zero(&ty);
        let init = State {
            windows: vec![vec![vec![zero.clone(); self.window]; self.rows]; self.k],
            ahead: place
                .cells
                .iter()
                .map(|cell| {
                    (0..self.ahead)
                        .map(|i| {
                            self.load(input, cell, cg.add(place.first, cg.i64(i as i64)), d, (true, None))
                        })
                        .collect()
                })
                .collect(),
            carry: vec![vec![zero; self.rows]; self.k - 1],
        };
        let held = self.rows * (self.k * self.window + self.ahead + self.k - 1);
        let state_ty = Type::Tuple(vec![ty; held]);
        let init = self.pack(&init);
        let clamp = |v: IntValue<'ctx>| cg.smax(cg.smin(v, place.ticks), cg.i64(0));
        // ticks before `a` may have a stage receive a plane at or before the first (or
        // past it); from `end` the plane loaded ahead may be past the last
        let a = clamp(cg.add(cg.sub(cg.i64((k - 1) * (az + 1)), place.first), cg.i64(1)));
        let end = cg.smax(clamp(cg.sub(cg.sub(d.nz, place.first), cg.i64(self.ahead as i64))), a);
        let unroll = if self.window % 2 == 0 { self.window } else { 2 * self.window } as i64;
        let groups = ok(b.build_int_signed_div(cg.sub(end, a), cg.i64(unroll), "groups"));
        let fast_end = cg.add(a, cg.mul(groups, cg.i64(unroll)));
        let tick = |state: &Val<'ctx>, t: IntValue<'ctx>, edges: bool| {
            let state = self.unpack(state);
            self.pack(&self.tick([input, output, shared], place, state, t, (edges, registers), d))
        };
        let s = cg.fold_range(cg.i64(0), a, &init, &state_ty, |s, t| tick(s, t, true));
        let s = cg.fold_range(cg.i64(0), groups, &s, &state_ty, |s, g| {
            let t0 = cg.add(a, cg.mul(g, cg.i64(unroll)));
            (0..unroll).fold(s.clone(), |s, u| tick(&s, cg.add(t0, cg.i64(u)), false))
        });
        cg.fold_range(fast_end, place.ticks, &s, &state_ty, |s, t| tick(s, t, true));
    }

    /// The block's shared memory: `[parity][stage][plane across][cell of the tile]`.
    fn shared(&self) -> PointerValue<'ctx> {
        let cg = self.cg;
        let len = 2 * self.k * self.planes_across.len() * self.shape.cells() as usize;
        let ty = cg.mem_type(self.elt).array_type(len.max(1) as u32);
        let global = cg.module.add_global(ty, Some(self.gpu.shared_space()), "stream3.planes");
        global.set_initializer(&ty.get_undef());
        global.set_linkage(Linkage::Internal);
        global.set_alignment(16);
        global.as_pointer_value()
    }

    fn pack(&self, state: &State<'ctx>) -> Val<'ctx> {
        let mut v: Vec<Val<'ctx>> = state.windows.iter().flatten().flatten().cloned().collect();
        v.extend(state.ahead.iter().flatten().cloned());
        v.extend(state.carry.iter().flatten().cloned());
        Val::Tuple(v)
    }

    fn unpack(&self, v: &Val<'ctx>) -> State<'ctx> {
        let f = v.fields();
        let (w, c) = (self.window, self.rows);
        let windows = (0..self.k)
            .map(|s| (0..c).map(|i| f[(s * c + i) * w..(s * c + i + 1) * w].to_vec()).collect())
            .collect();
        let rest = &f[self.k * c * w..];
        let ahead = (0..c).map(|i| rest[i * self.ahead..(i + 1) * self.ahead].to_vec()).collect();
        let rest = &rest[c * self.ahead..];
        let carry = (0..self.k - 1).map(|s| rest[s * c..(s + 1) * c].to_vec()).collect();
        State { windows, ahead, carry }
    }

    /// Input plane `z` of `cell`: at the clamped plane where `edges` (clamp), or the
    /// constant outside the domain; `at`, where given, the plane's offset (`z` times the
    /// plane's cells, `z` inside the domain).
    fn load(
        &self,
        input: PointerValue<'ctx>,
        cell: &Cell<'ctx>,
        z: IntValue<'ctx>,
        d: &Dims<'ctx>,
        (edges, at): (bool, Option<IntValue<'ctx>>),
    ) -> Val<'ctx> {
        let cg = self.cg;
        let b = cg.builder;
        let at = at.unwrap_or_else(|| {
            let zc = match edges {
                true => cg.smax(cg.smin(z, cg.sub(d.nz, cg.i64(1))), cg.i64(0)),
                false => z,
            };
            cg.mul(zc, d.plane)
        });
        let v = Val::Scalar(cg.load(self.elt, input, cg.add(at, cell.xy)));
        match &self.lp.boundary {
            Boundary::Constant(c) => {
                let inside = match edges {
                    true => {
                        let z_in = ok(b.build_and(
                            cg.icmp(IntPredicate::SGE, z, cg.i64(0)),
                            cg.icmp(IntPredicate::SLT, z, d.nz),
                            "z.in",
                        ));
                        ok(b.build_and(z_in, cell.inside, "in"))
                    }
                    false => cell.inside,
                };
                cg.select_val(inside, &v, &cg.constant_value(c))
            }
            _ => v,
        }
    }

    /// Tick `t` (see the module documentation); `edges`: a stage may be near the first or
    /// the last plane, or the plane loaded ahead past it; `registers`: taps along the
    /// column read the thread's own cells from its registers.
    fn tick(
        &self,
        [input, output, shared]: [PointerValue<'ctx>; 3],
        place: &Place<'ctx>,
        mut state: State<'ctx>,
        t: IntValue<'ctx>,
        (edges, registers): (bool, bool),
        d: &Dims<'ctx>,
    ) -> State<'ctx> {
        let cg = self.cg;
        let b = cg.builder;
        let (bz, az) = (self.bz, self.az);
        let p0 = cg.add(place.first, t);
        let received = |s: usize| cg.sub(p0, cg.i64(s as i64 * (az + 1)));
        let next = cg.add(p0, cg.i64(self.ahead as i64));
        // the offset of plane `p0`, where no stage is near an edge and a thread computes
        // several rows (see `GpuTarget::opaque`: the accesses of the unrolled ticks add it to
        // a cell's offset, not each their own; a thread of one row the assembler keeps in
        // fewer registers without)
        let offset = (!edges && self.rows > 1).then(|| self.gpu.opaque(cg, cg.mul(p0, d.plane)));
        let plane_at = |dz: i64| offset.map(|o| cg.add(o, cg.mul(cg.i64(dz), d.plane)));
        let mut loaded = Vec::with_capacity(self.rows);
        for (ahead, cell) in state.ahead.iter_mut().zip(&place.cells) {
            loaded.push(ahead.remove(0));
            ahead.push(self.load(input, cell, next, d, (edges, plane_at(self.ahead as i64))));
        }
        let clamp = matches!(self.lp.boundary, Boundary::Clamp);
        // every stage receives its plane
        for s in 0..self.k {
            let is_first = cg.icmp(IntPredicate::EQ, received(s), cg.i64(0));
            let incoming = match s {
                0 => loaded.clone(),
                _ => state.carry[s - 1].clone(),
            };
            for (window, incoming) in state.windows[s].iter_mut().zip(incoming) {
                window.remove(0);
                window.push(incoming.clone());
                // clamp: the planes before the first are the first (stage 0 read them so)
                if edges && clamp && s > 0 {
                    for v in window.iter_mut().take(self.window - 1) {
                        *v = cg.select_val(is_first, &incoming, v);
                    }
                }
            }
        }
        // the planes read across, to this tick's parity of shared memory
        let cells = i64::from(self.shape.cells());
        let per_stage = self.planes_across.len() as i64 * cells;
        let parity = cg.mul(ok(b.build_and(t, cg.i64(1), "parity")), cg.i64(self.k as i64 * per_stage));
        let base = |s: usize, l: usize| cg.add(parity, cg.i64(s as i64 * per_stage + l as i64 * cells));
        if !self.planes_across.is_empty() {
            for s in 0..self.k {
                for (l, dz) in self.planes_across.iter().enumerate() {
                    for (c, cell) in place.cells.iter().enumerate() {
                        let v = &state.windows[s][c][(bz + dz) as usize];
                        cg.store(self.elt, shared, cg.add(base(s, l), cell.slot), v.scalar());
                    }
                }
            }
            self.gpu.block_barrier(cg);
        }
        let mut carry = Vec::with_capacity(self.k - 1);
        let rows = self.rows as i64;
        for s in 0..self.k {
            let m = cg.sub(received(s), cg.i64(az));
            let mut outs = Vec::with_capacity(self.rows);
            for (c, cell) in place.cells.iter().enumerate() {
                let window = &state.windows[s][c];
                let taps: Vec<Val<'ctx>> = self
                    .taps
                    .iter()
                    .map(|&[dz, dy, dx]| {
                        let plane = (bz + dz) as usize;
                        if (dy, dx) == (0, 0) {
                            return window[plane].clone();
                        }
                        let along = c as i64 + dy;
                        if registers && dx == 0 && (0..rows).contains(&along) {
                            return state.windows[s][along as usize][plane].clone();
                        }
                        let l = self.planes_across.iter().position(|&p| p == dz).unwrap_or(0);
                        let o = self.offsets.iter().position(|&o| o == (dy, dx)).unwrap_or(0);
                        let (slot, inside) = cell.slots[o];
                        let v = Val::Scalar(cg.load(self.elt, shared, cg.add(base(s, l), slot)));
                        match &self.lp.boundary {
                            Boundary::Constant(c) => cg.select_val(inside, &v, &cg.constant_value(c)),
                            _ => v,
                        }
                    })
                    .collect();
                let mut out = cg.lower(
                    &self.f,
                    &taps,
                    &|_| unreachable!("the stencil reads no array"),
                    FloatOrder::Strict,
                );
                if s + 1 < self.k {
                    if edges {
                        match &self.lp.boundary {
                            Boundary::Constant(c) => {
                                let outside = ok(b.build_or(
                                    cg.icmp(IntPredicate::SLT, m, cg.i64(0)),
                                    cg.icmp(IntPredicate::SGE, m, d.nz),
                                    "outside",
                                ));
                                out = cg.select_val(outside, &cg.constant_value(c), &out);
                            }
                            _ => {
                                // past the last plane: the last (the next stage's newest)
                                let past = cg.icmp(IntPredicate::SGE, m, d.nz);
                                out = cg.select_val(past, &state.windows[s + 1][c][self.window - 1], &out);
                            }
                        }
                    }
                    outs.push(out);
                } else {
                    // stage K's plane is the chunk's from tick `lag` on
                    let stored = cg.icmp(IntPredicate::SGE, t, cg.i64(self.shape.lag(self.lp)));
                    let here = ok(b.build_and(stored, cell.keep, "store"));
                    let plane = plane_at(-(s as i64) * (az + 1) - az).unwrap_or_else(|| cg.mul(m, d.plane));
                    let at = cg.add(plane, cell.xy);
                    self.gpu.store_if(cg, self.elt, output, at, out.scalar(), here);
                }
            }
            if s + 1 < self.k {
                carry.push(outs);
            }
        }
        state.carry = carry;
        state
    }
}

#[cfg(test)]
mod tests {
    use systole_frontend::prelude as user;

    use super::super::tests::loop_of;
    use super::*;

    /// The persistent form of `iterate(3, u, |u| u.stencil(stencil, boundary, ..))` over a
    /// cube of `T`.
    fn lp_of<T: systole_frontend::Num + systole_frontend::Elt>(
        stencil: user::Stencil<3>,
        boundary: user::Boundary<T>,
    ) -> PersistentLoop {
        use systole_frontend::prelude::*;
        let u = use_array(&Array::from_fn([4, 4, 4], |[i, j, k]| T::from_i64((i + j + k) as i64)));
        let p = iterate(3, u, move |u| u.stencil(&stencil, boundary, |t| t.values()[0] + t.values()[1]));
        loop_of(&systole_frontend::trace(&p).unwrap())
    }

    fn j3d7pt<T: systole_frontend::Num + systole_frontend::Elt>() -> PersistentLoop {
        lp_of::<T>(user::Stencil::<3>::star(1), user::Boundary::Clamp)
    }

    #[test]
    fn the_geometry_follows_the_reach() {
        let lp = j3d7pt::<f32>();
        assert_eq!((lp.planes, lp.below, lp.above, lp.taps), (Some([1, 1]), [1, 1], [1, 1], 7));
        let s = Stream3Shape::new(32, 2, 64).unwrap();
        // 32 x 32 threads, 2 steps of one cell each side: 28 x 28 kept
        assert_eq!((s.threads(), s.kept(&lp)), (1024, [28, 28]));
        assert_eq!(s.grid(&lp, [256, 256, 256]), [10, 10, 4]);
        assert_eq!(s.blocks(&lp, [256, 256, 256]), 400);
        // the halo below (2), the lag of stage 1 (2) and its reach above (1)
        assert_eq!(s.lag(&lp), 5);
        // 2 windows of 3 planes, 4 ahead, 1 passed on
        assert_eq!(s.held_words(&lp), 11);
        assert_eq!(s.held_words(&j3d7pt::<f64>()), 22);
        // one plane read across, 2 stages, 2 parities, 1024 cells of 4 bytes
        assert_eq!(s.shared_bytes(&lp), 16384);
        assert_eq!(across(&lp), (vec![0], vec![(-1, 0), (0, -1), (0, 1), (1, 0)]));
        assert!(Stream3Shape::new(0, 2, 64).is_err() && Stream3Shape::new(64, 2, 64).is_err());
        assert_eq!(s.to_string(), "2 steps a launch, tiles of 32 x 32 cells, chunks of 64 planes");
    }

    #[test]
    fn a_thread_of_two_rows_holds_both_and_reads_fewer_taps_from_shared_memory() {
        let lp = j3d7pt::<f32>();
        let one = Stream3Shape::new(32, 3, 64).unwrap();
        let two = one.with_thread_rows(2).unwrap();
        assert_eq!((one.threads(), two.threads(), two.cells(), two.kept(&lp)), (1024, 512, 1024, [26, 26]));
        // 3 windows of 3 planes, 2 passed on and 2 planes ahead, for each of 2 cells
        assert_eq!((one.held_words(&lp), two.held_words(&lp)), (15, 26));
        assert_eq!(one.shared_bytes(&lp), two.shared_bytes(&lp));
        // of the 4 taps across, the one along the column to the other row of the thread
        assert_eq!((one.shared_reads(&lp), two.shared_reads(&lp)), (4.0, 3.0));
        assert!(two.to_string().ends_with(", 2 rows a thread"), "{two}");
        for (rows, thread_rows) in [(32, 0), (32, 3), (32, 4), (5, 2)] {
            assert!(Stream3Shape::new(rows, 3, 64).unwrap().with_thread_rows(thread_rows).is_err());
        }
        // the radius-2 star reads rows 2 away: half of them the thread's own at 2 rows a thread
        let far = lp_of::<f32>(user::Stencil::<3>::star(2), user::Boundary::Clamp);
        assert_eq!(
            Stream3Shape::new(16, 1, 64).unwrap().with_thread_rows(2).unwrap().shared_reads(&far),
            7.0
        );
    }

    #[test]
    fn a_shape_fits_where_the_tile_keeps_cells_and_the_registers_hold_the_windows() {
        let lp = j3d7pt::<f32>();
        // 8 rows, 4 steps: the tile keeps none
        let why = Stream3Shape::new(8, 4, 64).unwrap().fits(&lp).unwrap_err();
        assert!(why.contains("less than its halo"), "{why}");
        assert!(Stream3Shape::new(8, 2, 64).unwrap().fits(&lp).is_ok());
        assert!(Stream3Shape::new(32, 4, 64).unwrap().fits(&lp).is_ok());
        // f64 windows of 4 steps of a radius-2 star: more registers than allowed
        let far = lp_of::<f64>(user::Stencil::<3>::star(2), user::Boundary::Clamp);
        let why = Stream3Shape::new(32, 4, 64).unwrap().fits(&far).unwrap_err();
        assert!(why.contains("registers"), "{why}");
    }

    #[test]
    fn the_model_weighs_traffic_against_recomputation() {
        let lp = j3d7pt::<f32>();
        let m = |r, k, h| Stream3Shape::new(r, k, h).unwrap().model(&lp, [256, 256, 256], 132);
        let one = m(32, 1, 64);
        assert!(one.bytes > 8.0 && one.bytes < 10.0, "{one:?}");
        let (two, three) = (m(32, 2, 64), m(32, 3, 64));
        assert!(two.bytes < one.bytes * 0.6 && three.bytes < two.bytes, "{two:?} {three:?}");
        assert!(three.recompute > two.recompute && two.recompute > one.recompute);
        // taller chunks recompute less of the planes' halo; smaller tiles more of theirs
        assert!(m(32, 2, 128).recompute < two.recompute && m(16, 2, 64).recompute > two.recompute);
        assert!(two.fill > 0.0 && two.fill <= 1.0);
        // the host loop: 8 bytes a cell-step at 13 a clock
        assert!((Stream3Shape::host_clocks(&lp) - 8.0 / 13.0).abs() < 1e-9);
    }

    #[test]
    fn the_backend_streams_large_cubes_and_leaves_small_ones_to_the_host_loop() {
        let lp = j3d7pt::<f32>();
        let s = Stream3Shape::choose(&lp, [256, 256, 256], 132, None).unwrap();
        assert!(s.steps >= 2, "{s}");
        // (the GPU suite runs the backend's choice over 96 x 256 x 256)
        assert!(Stream3Shape::choose(&lp, [96, 256, 256], 132, None).is_ok());
        assert!(s.model(&lp, [256, 256, 256], 132).clocks < Stream3Shape::host_clocks(&lp), "{s}");
        // a cube of a few blocks: the host loop, and why
        let why = Stream3Shape::choose(&lp, [8, 8, 8], 132, None).unwrap_err();
        assert!(why.contains("the host loop at"), "{why}");
        // the user's shape where it fits, and why not where it does not
        let user = Stream3Shape::new(16, 3, 32).unwrap();
        assert_eq!(Stream3Shape::choose(&lp, [8, 8, 8], 132, Some(user)), Ok(user));
        let why = Stream3Shape::choose(&lp, [8, 8, 8], 132, Stream3Shape::new(8, 4, 8).ok()).unwrap_err();
        assert!(why.starts_with("the 3D streaming shape chosen"), "{why}");
        // mirror and wrap do not stream; a constant does; an empty domain has nothing to stream
        let mirror = lp_of::<f32>(user::Stencil::<3>::star(1), user::Boundary::Mirror);
        assert!(Stream3Shape::choose(&mirror, [256; 3], 132, Some(user)).unwrap_err().contains("mirrors"));
        let constant = lp_of::<f32>(user::Stencil::<3>::star(1), user::Boundary::Constant(1.0));
        assert!(Stream3Shape::choose(&constant, [256; 3], 132, None).is_ok());
        assert!(Stream3Shape::choose(&lp, [0, 256, 256], 132, None).unwrap_err().contains("empty"));
        // the 2D kernels do not take a cube
        assert!(super::super::StreamShape::choose(&lp, 256, 256, 132, None).is_err());
        assert!(super::super::BandShape::choose(&lp, 256, 256, 132, None).is_err());
    }
}
