//! The register tile's shape: what a warp computes and how it walks it ([`RegisterTile`]),
//! the user's override ([`TileShape`]), and the choice of a shape from a stencil's
//! footprint ([`tile_shape`]): the halo in each dimension, the rows a lane holds, the
//! adjacent columns of a lane, and the limits past which a tile would spill.

use std::fmt;

use systole_frontend::Type;
use systole_frontend::ir::StencilInput;
use systole_fusion::Input;

use super::super::weighted::WeightedSum;
use super::lanes::{packed, row_words};
use crate::kernel::{Signature, input_type};

/// The shape of a [`StencilSkeleton::RegisterTile`](super::StencilSkeleton::RegisterTile):
/// what a warp computes and how it walks it (see the module documentation).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RegisterTile {
    /// Outputs a lane computes in one step of its walk, consecutive in the stream dimension.
    pub step: u32,
    /// Outputs a warp computes along the stream dimension, `chunk / step` steps (a multiple
    /// of `step`). When there are several steps, each step's rows are loaded during the step
    /// before it.
    pub chunk: u32,
    /// Rows of the block dimension (between the stream dimension and the innermost) a warp
    /// computes; 1 for rank 2, which has none.
    pub block: u32,
    /// Adjacent columns a lane holds of every row it loads (1, 2, 4, 8 or 16; at most 16
    /// bytes, narrow elements held packed in 32-bit words, see `lanes.rs`): a warp loads
    /// `32 x columns` columns, each lane's with one vector load where the rows are aligned
    /// to it.
    pub columns: u32,
    /// Whether as many warps are launched as the device holds at once, each taking tiles in
    /// turn, all through one copy of the code (each tile's loads checked once: for long
    /// code, value shuffles of many taps); else a warp is launched per tile (the hardware
    /// hands out blocks in tile order, so that the warps at work at any time read
    /// neighbouring rows), and the tiles inside every input have a copy of the code of
    /// their own, with plain loads and stores.
    pub persistent: bool,
    /// Whether the halo columns (the innermost dimension's) are loaded by the first lanes
    /// into registers of their own, a halo column a lane, and moved from there with an
    /// indexed shuffle to the lanes at the warp's edges that read them: tiles then do not
    /// overlap, every lane computes outputs (`32 x columns` columns a warp), in the
    /// [`Entry::WholeTiles`](crate::kernel::Entry::WholeTiles) entry (the `Elements` entry
    /// overlaps its tiles either way, see [`RegisterTile::overlapping`]). Else lanes of the
    /// halo only load, and tiles overlap by the halo. Value shuffles only.
    pub halo_lanes: bool,
    /// The halo before the output in each dimension: the largest `-offset` over every tap
    /// of every input (0 if none is negative).
    pub below: Vec<i64>,
    /// The halo after the output in each dimension: the largest `offset` (0 if none is
    /// positive).
    pub above: Vec<i64>,
    /// How many steps ahead of the step whose window first reads them a walk loads its
    /// rows: 1, each step loading the next step's rows, except SSAM's sums of 64-bit values
    /// over volumes, 2 (twice the bytes of loads in flight a warp, for the registers of a
    /// step's rows more; faster so for j3d27pt `f64`, slower for `f32`, whose tiles keep
    /// more warps, `docs/perf/2026-11-26-j3d27pt.md`). A tile of one step loads its rows
    /// at once.
    pub ahead: u32,
    /// Output columns per warp are a multiple of this: 4 for SSAM's sums of 64-bit values
    /// over volumes whose taps reach a column each way (j3d27pt's), so that tiles start
    /// and end on the 32-byte sectors of the output's rows (a warp then writes whole
    /// sectors, where 30 columns of 8 bytes wrote parts of two); 1 otherwise (see
    /// [`RegisterTile::width`]).
    pub width_multiple: u32,
    /// How many steps past its loads a walk of an inner tile asks the L1 for its rows
    /// (`prefetch.global.L1`, no register held while the line comes): 1 where
    /// [`RegisterTile::width_multiple`] is 4, 0 (none) otherwise. With [`RegisterTile::width_multiple`]
    /// it took j3d27pt `f64` from 144 to 150 GCells/s on the H100; each alone gained at
    /// most 2%, and `f32`'s tiles lost 2-3% to either
    /// (`docs/perf/2026-11-26-j3d27pt.md`).
    pub prefetch: u32,
    /// Whether consecutive warps take the tiles of consecutive rows of the block dimension
    /// (SSAM's sums over volumes; tiles overlapping by the halo): the warps of a thread
    /// block then read the rows of their halo in the L1 where their neighbours loaded
    /// them. Else consecutive warps take the tiles across the innermost dimension, then
    /// along the stream dimension, then across the block dimension, and each warp's halo
    /// rows (2 of 6 at 4 rows a block) come from the L2, the busiest unit of j3d27pt's
    /// tiles: taking rows first took j3d27pt on the H100 from 280.3 to 294.3 GCells/s in
    /// `f32` (304.9 with the border tiles' vector stores) and from 149.6 to 157.2 in `f64`
    /// (`docs/perf/2026-11-27-j3d27pt-tile-order.md`).
    pub rows_first: bool,
}

impl RegisterTile {
    pub(crate) fn rank(&self) -> usize {
        self.below.len()
    }

    /// The dimension a warp walks along: the outermost of a rank-2 or rank-3 tile (rows of
    /// a matrix, planes of a volume), the third innermost of higher ranks.
    pub fn stream_dim(&self) -> usize {
        stream_dim(self.rank())
    }

    /// The dimension of which a warp computes [`RegisterTile::block`] rows, between the
    /// stream dimension and the innermost (rank 3 and more).
    pub fn block_dim(&self) -> Option<usize> {
        block_dim(self.rank())
    }

    /// Output columns per warp: the `32 x columns` columns the lanes hold less the halo in
    /// the innermost dimension, a multiple of [`RegisterTile::columns`] (so that every lane
    /// of a tile's first output column starts at a multiple of it) and of
    /// [`RegisterTile::width_multiple`] where that leaves any; all of them where lanes of
    /// the halo hold it ([`RegisterTile::halo_lanes`]).
    pub fn width(&self) -> u32 {
        let (x, v) = (self.rank() - 1, i64::from(self.columns));
        if self.halo_lanes {
            return (32 * v) as u32;
        }
        let width = (32 * v - self.lead() - self.above[x]) / v * v;
        let m = i64::from(self.width_multiple).max(1);
        match m % v == 0 && width >= m {
            true => (width / m * m) as u32,
            false => width as u32,
        }
    }

    /// The columns a warp loads before its first output: the halo below in the innermost
    /// dimension, rounded up to a multiple of [`RegisterTile::columns`] (none where
    /// [`RegisterTile::halo_lanes`] load the halo).
    pub fn lead(&self) -> i64 {
        let (x, v) = (self.rank() - 1, i64::from(self.columns));
        if self.halo_lanes {
            return 0;
        }
        (self.below[x] + v - 1) / v * v
    }

    /// The halo columns of the innermost dimension, before and after a tile's own.
    fn halo_columns(&self) -> i64 {
        let x = self.rank() - 1;
        self.below[x] + self.above[x]
    }

    /// The number of tiles across the innermost dimension of `extent` and along its stream
    /// dimension (the launch's `a` and `b`).
    pub fn blocks(&self, extent: &[usize]) -> (usize, usize) {
        let rank = extent.len();
        (
            extent[rank - 1].div_ceil(self.width() as usize),
            extent[self.stream_dim()].div_ceil(self.chunk as usize),
        )
    }

    /// The tile the `Elements` entry walks: this one with its tiles overlapping by the halo
    /// (lanes of the halo serve the [`Entry::WholeTiles`](crate::kernel::Entry::WholeTiles)
    /// entry only). Where a launch cannot take whole tiles (rows of odd length, narrower
    /// than a tile, or misaligned), the overlapping tiles' kernel has fewer registers than
    /// the border tiles' code with lanes of the halo (`docs/perf/2026-11-25-register-tiles.md`).
    pub fn overlapping(&self) -> RegisterTile {
        RegisterTile { halo_lanes: false, ..self.clone() }
    }

    /// Whether a register tile of value shuffles of this shape may have an
    /// [`Entry::WholeTiles`](crate::kernel::Entry::WholeTiles) entry (`grid::entries` gives
    /// it to those, not to SSAM's): its tiles do not overlap (the lanes' own columns are
    /// the outputs'; see [`RegisterTile::halo_lanes`]) and a warp is launched per tile.
    pub fn has_whole_tiles(&self) -> bool {
        !self.persistent && self.lead() == 0 && i64::from(self.width()) == 32 * i64::from(self.columns)
    }

    /// Whether the whole tiles' chunks walk the stream dimension in turn up and down: the
    /// even chunks from their first plane to their last, the odd ones from their last to
    /// their first (volumes, rank 3 and more; tiles of several steps). A chunk's first and
    /// last steps read a plane of the halo each, which the chunk before or after it reads
    /// as its own; walking towards each other, two neighbouring chunks read their shared
    /// planes at about the same time (their warps run side by side, see
    /// [`RegisterTile::persistent`]), and the second read finds them in the L2 cache;
    /// walking one way, the chunk after reads them a whole walk later, from memory. Rows of
    /// a matrix (rank 2) walk one way: their chunks are short and a walk's reads fit in the
    /// L2 cache (`docs/perf/2026-11-25-register-tiles.md`).
    pub fn alternates(&self) -> bool {
        self.block_dim().is_some() && self.has_whole_tiles() && self.chunk > self.step
    }

    /// Whether a launch over the output's `extent`, of inputs of `input_extents` (row-major,
    /// the innermost dimension last), may take the
    /// [`Entry::WholeTiles`](crate::kernel::Entry::WholeTiles) entry, given that every
    /// buffer it reads or writes is aligned to 16 bytes: the kernel has it, every row holds
    /// a multiple of the columns a lane holds (vector accesses), and the output's rows are
    /// at least a tile wide (the last tile across them is moved back to end at the extent's
    /// end, computing some outputs of the one before it again) and no longer than any
    /// input's. A tile's rows and planes then read through the boundary rules; its columns
    /// never need to.
    pub fn whole_tiles(&self, extent: &[usize], input_extents: &[Vec<usize>]) -> bool {
        let x = extent.len() - 1;
        let n = self.columns as usize;
        self.has_whole_tiles()
            && extent[x] >= self.width() as usize
            && extent[x] % n == 0
            && input_extents.iter().all(|e| e[x] % n == 0 && e[x] >= extent[x])
    }

    /// The number of tiles of `extent`: a warp each.
    pub fn tiles(&self, extent: &[usize]) -> usize {
        let (columns, chunks) = self.blocks(extent);
        let groups = self.block_dim().map_or(1, |d| extent[d].div_ceil(self.block as usize));
        let outer: usize = extent[..self.stream_dim()].iter().product();
        columns * chunks * groups * outer
    }
}

/// How a register tile walks its outputs, chosen by the user instead of the backend
/// (`systole::Gpu::with_tile_shape`; the fields mean what [`RegisterTile`]'s do): for
/// tuning, and for the benchmark's sweeps. A tile whose rows would not fit in registers
/// under it keeps the backend's own shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TileShape {
    /// Outputs a lane computes in one step, along the stream dimension.
    pub step: u32,
    /// Outputs a warp computes along the stream dimension (a multiple of `step`).
    pub chunk: u32,
    /// Rows of the block dimension a warp computes (rank 3 and more).
    pub block: u32,
    /// Adjacent columns a lane holds (1, 2, 4, 8 or 16); `None`: the backend's choice.
    pub columns: Option<u32>,
    /// Whether lanes of their own hold the halo columns ([`RegisterTile::halo_lanes`]);
    /// `None`: the backend's choice. Value shuffles only: SSAM's partial sums overlap.
    pub halo_lanes: Option<bool>,
}

impl TileShape {
    /// The shape `step, chunk, block` (columns a lane: the backend's choice); an
    /// [`Error::Build`](systole_frontend::Error::Build) if a number is 0 or `chunk` is not a
    /// multiple of `step`.
    pub fn new(step: u32, chunk: u32, block: u32) -> Result<TileShape, systole_frontend::Error> {
        if step == 0 || block == 0 || chunk == 0 || chunk % step != 0 {
            return Err(systole_frontend::Error::Build(format!(
                "a register tile of {chunk} outputs a warp, {step} a step, {block} rows a block: \
                 every number must be positive and the chunk a multiple of the step"
            )));
        }
        Ok(TileShape { step, chunk, block, columns: None, halo_lanes: None })
    }

    /// The shape with `columns` adjacent columns a lane (1, 2, 4, 8 or 16; an
    /// [`Error::Build`](systole_frontend::Error::Build) otherwise). A lane holds at most 16
    /// bytes of a row: wider elements take fewer columns (8 and 16 are for narrow elements,
    /// `u8` to `i16`).
    pub fn with_columns(self, columns: u32) -> Result<TileShape, systole_frontend::Error> {
        if ![1, 2, 4, 8, 16].contains(&columns) {
            return Err(systole_frontend::Error::Build(format!(
                "a register tile's lane holds 1, 2, 4, 8 or 16 adjacent columns, not {columns}"
            )));
        }
        Ok(TileShape { columns: Some(columns), ..self })
    }

    /// The shape with the halo columns held by lanes of their own (`true`, tiles side by
    /// side) or by lanes that only load (`false`, tiles overlapping by the halo).
    pub fn with_halo_lanes(self, halo_lanes: bool) -> TileShape {
        TileShape { halo_lanes: Some(halo_lanes), ..self }
    }
}

/// Whether a tile of rank `rank` walking `step` outputs a step in chunks of `chunk`, with
/// SSAM's partial sums or not, of 64-bit values (`wide`) or not, is one of SSAM's walks of
/// 64-bit sums over volumes: those load their rows 2 steps ahead ([`RegisterTile::ahead`]),
/// and where the taps reach a column each way also write whole sectors
/// ([`RegisterTile::width_multiple`]) and ask the L1 for their rows a step before that
/// ([`RegisterTile::prefetch`]).
fn wide_volume_sums(partial_sums: bool, wide: bool, rank: usize, step: u32, chunk: u32) -> bool {
    partial_sums && wide && block_dim(rank).is_some() && chunk > step
}

/// See [`RegisterTile::stream_dim`].
pub(super) fn stream_dim(rank: usize) -> usize {
    if rank >= 3 { rank - 3 } else { rank - 2 }
}

/// See [`RegisterTile::block_dim`].
fn block_dim(rank: usize) -> Option<usize> {
    (rank >= 3).then(|| rank - 2)
}

impl fmt::Display for RegisterTile {
    /// `30 columns x 32 rows per warp, 4 rows a step`; `64 columns (2 a lane, halo in 2
    /// lanes) x 4 rows x 32 planes per warp, 1 plane a step` (rank 3); no steps where the
    /// warp computes its rows at once.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (stream, streams) =
            if self.block_dim().is_some() { ("plane", "planes") } else { ("row", "rows") };
        write!(f, "{} columns", self.width())?;
        let mut notes = Vec::new();
        if self.columns > 1 {
            notes.push(format!("{} a lane", self.columns));
        }
        if self.halo_lanes {
            let n = self.halo_columns();
            notes.push(format!("halo in {n} lane{}", if n == 1 { "" } else { "s" }));
        }
        if !notes.is_empty() {
            write!(f, " ({})", notes.join(", "))?;
        }
        write!(f, " x ")?;
        if self.block_dim().is_some() {
            write!(f, "{} rows x ", self.block)?;
        }
        write!(f, "{} {streams} per warp", self.chunk)?;
        if self.chunk > self.step {
            let unit = if self.step == 1 { stream } else { streams };
            write!(f, ", {} {unit} a step", self.step)?;
        }
        if self.ahead > 1 {
            write!(f, ", rows loaded {} steps ahead", self.ahead)?;
        }
        if self.prefetch > 0 {
            let s = if self.prefetch == 1 { "" } else { "s" };
            write!(f, ", prefetched into the L1 {} step{s} before", self.prefetch)?;
        }
        if self.rows_first {
            write!(f, ", a block's warps on adjacent rows")?;
        }
        Ok(())
    }
}

/// The widest halo (sum of both sides, innermost dimension) a register tile takes: half a
/// warp; wider, most lanes would only load.
const MAX_HALO_COLUMNS: i64 = 16;

/// The most 32-bit registers the tap values of one output may take in a register tile:
/// a thread holds about one output's taps (shuffled) and its loaded rows at once.
pub(super) const MAX_TAP_WORDS: usize = 96;

/// The most 32-bit registers a thread's loaded rows may take (the window of a step and the
/// rows of the next; where no shape fits, the smallest is taken).
const MAX_ROW_WORDS: usize = 64;

/// The most columns of narrow elements a lane unpacks from a step's window of packed rows
/// (`lanes.rs`): each a register while the step's outputs are computed. 2D `u8` lanes of 16
/// columns take 2 rows a step of a 3x3 stencil (64 columns; 4 rows used 255 registers and spilled).
const MAX_UNPACKED: usize = 64;

/// 32-bit registers of a value of type `t`.
fn words(t: &Type) -> usize {
    t.leaves().iter().map(|l| l.size_bytes().div_ceil(4)).sum()
}

/// The register tile a stencil's footprint allows (with SSAM's partial sums of `sum` or
/// not; of the user's `shape` if one is given), and the 32-bit registers of one output's
/// taps; why none, if none does.
pub(super) fn tile_shape(
    sig: &Signature,
    inputs: &[StencilInput<Input>],
    sum: Option<&WeightedSum>,
    shape: Option<TileShape>,
) -> Result<(RegisterTile, usize), String> {
    let partial_sums = sum.is_some();
    let rank = input_type(&inputs[0].input, sig).1;
    if rank < 2 {
        return Err(format!("rank {rank}: a register tile needs rows to stream along"));
    }
    let mut below = vec![0i64; rank];
    let mut above = vec![0i64; rank];
    for off in inputs.iter().flat_map(|s| &s.offsets) {
        for d in 0..rank {
            below[d] = below[d].max(-off[d]);
            above[d] = above[d].max(off[d]);
        }
    }
    let halo = below[rank - 1] + above[rank - 1];
    if halo > MAX_HALO_COLUMNS {
        return Err(format!("taps span {} columns: most lanes would only load", halo + 1));
    }
    let tap_words: usize = inputs.iter().map(|s| s.offsets.len() * words(&input_type(&s.input, sig).0)).sum();
    let sd = stream_dim(rank);
    let span = below[sd] + above[sd];
    // halo columns in lanes of their own: the user's choice, else where the halo is at
    // most 2 columns (value shuffles only, never in a persistent tile; a halo of 4 was
    // slower so)
    let halo_lanes = |persistent: bool| {
        !partial_sums && !persistent && halo > 0 && shape.and_then(|t| t.halo_lanes).unwrap_or(halo <= 2)
    };
    let wide = inputs.iter().any(|s| input_type(&s.input, sig).0.leaves().iter().any(|l| l.size_bytes() > 4));
    // the registers of the rows a lane holds at once: a step's window, and the rows loaded
    // ahead of it (the next step's, or more, see `wide_volume_sums`; of `columns` columns a lane;
    // a halo column a row where lanes hold the halo is not counted: j3d7pt f64 would then
    // hold 1 row a block, which was slower than 2)
    let held = |(step, chunk, block): (u32, u32, u32), columns: u32| -> usize {
        let ahead = if wide_volume_sums(partial_sums, wide, rank, step, chunk) { 2 } else { 1 };
        let planes = span as usize + step as usize + if chunk > step { ahead * step as usize } else { 0 };
        let words_a_plane: usize = inputs
            .iter()
            .map(|s| plane_rows(s, rank, block).len() * row_words(&input_type(&s.input, sig).0, columns))
            .sum();
        planes * words_a_plane
    };
    // the columns of a step's window a lane of narrow elements unpacks (see `lanes.rs`)
    let unpacked = |(step, _, block): (u32, u32, u32), columns: u32| -> usize {
        let planes = span as usize + step as usize;
        let rows: usize = inputs.iter().map(|s| plane_rows(s, rank, block).len()).sum();
        planes * rows * columns as usize
    };
    let mut candidates: Vec<(u32, u32, u32)> =
        shape.map(|t| (t.step, t.chunk, if rank >= 3 { t.block } else { 1 })).into_iter().collect();
    let shape_columns = shape.and_then(|t| t.columns);
    let taps: usize = inputs.iter().map(|s| s.offsets.len()).sum();
    let run_time_weights = sum.map(WeightedSum::variable_weights);
    let walks_weighted = walks_weighted_rows(rank, span, wide, run_time_weights);
    let narrow = inputs.iter().all(|s| packed(&input_type(&s.input, sig).0, 4).is_some());
    if narrow && rank == 2 {
        // narrow lanes: 4 rows a step, 2 or 1 where a step's window would unpack more than
        // `MAX_UNPACKED` columns (16 `u8` columns a lane take 2 in chunks of 32, 8 `i16` 4
        // in chunks of 16), tried for the widest lanes first (see `first_fits`; the fastest
        // on an H100, `docs/perf/2026-11-26-narrow-lanes.md`)
        candidates.extend([(4, 16, 1), (2, 32, 1), (1, 16, 1)]);
    }
    let narrow_candidates = if narrow && rank == 2 { candidates.len() } else { 0 };
    candidates.extend(tile_shapes(span, rank, run_time_weights, wide, taps));
    // 2D value shuffles of many taps, rows at once: long code, run as one copy by the
    // device's warps taking the tiles in turn (faster so than a warp per tile, see
    // `docs/perf/2026-11-25-register-tiles.md`); such a tile reads through the boundary
    // rules only, a column at a time: a lane holds one
    let persistent =
        |(step, chunk, _): (u32, u32, u32)| !partial_sums && taps > 16 && rank == 2 && chunk == step;
    // the widest lanes (of the user's choice, else of `lane_columns`) whose first shape's rows
    // fit in registers; else the narrowest, with the first shape whose rows fit (or the
    // last); a lane holds at most 16 bytes of a row (one vector access)
    let widest = inputs
        .iter()
        .flat_map(|s| input_type(&s.input, sig).0.leaves())
        .map(|l| l.size_bytes())
        .max()
        .unwrap_or(4) as u32;
    let choices: Vec<u32> = match shape_columns {
        Some(c) => vec![c.min(16 / widest).max(1)],
        None if walks_weighted => vec![2],
        None => lane_columns(rank, widest, run_time_weights),
    };
    let fits = |shape: (u32, u32, u32), columns: u32| {
        let columns = if persistent(shape) { 1 } else { columns };
        held(shape, columns) <= MAX_ROW_WORDS && (!narrow || unpacked(shape, columns) <= MAX_UNPACKED)
    };
    // the widest lanes whose first shape fits; narrow lanes: the widest for which one of
    // the user's and the narrow shapes fits
    let narrow_fits = choices.iter().find_map(|&c| {
        candidates[..narrow_candidates].iter().find(|&&s| !persistent(s) && fits(s, c)).map(|&s| (s, c))
    });
    let first_fits = narrow_fits.or_else(|| {
        choices.iter().find_map(|&c| candidates.first().filter(|&&s| fits(s, c)).map(|&s| (s, c)))
    });
    let (shape, columns) = match first_fits {
        Some(chosen) => chosen,
        None => {
            let c = *choices.last().ok_or("no lane width to choose from")?;
            match candidates.iter().find(|&&s| fits(s, c)) {
                Some(&s) => (s, c),
                // rank 4 and more: the offsets in the outer dimensions multiply the rows a
                // lane holds, and a tile whose rows do not fit spills (a 3x3x3x3 box and a
                // star beside it: 84 registers of rows); the naive skeleton takes it
                None if rank >= 4 => {
                    let smallest = *candidates.last().ok_or("no tile shape to choose from")?;
                    return Err(format!(
                        "rank {rank}: the rows of the smallest register tile take {} registers, \
                         more than {MAX_ROW_WORDS}",
                        held(smallest, c)
                    ));
                }
                None => (*candidates.last().ok_or("no tile shape to choose from")?, c),
            }
        }
    };
    let (step, chunk, block) = shape;
    let columns = if persistent(shape) { 1 } else { columns };
    let persistent = persistent(shape);
    let halo_lanes = halo_lanes(persistent);
    let wide_sums = wide_volume_sums(partial_sums, wide, rank, step, chunk);
    // whole sectors and prefetches where they were measured: every leaf of 8 bytes (the
    // sums, and so the outputs, of 8 bytes), taps reaching a column each way (j3d27pt)
    let x = rank - 1;
    let all_wide =
        inputs.iter().all(|s| input_type(&s.input, sig).0.leaves().iter().all(|l| l.size_bytes() == 8));
    let sector_tiles = wide_sums && all_wide && below[x] <= 1 && above[x] <= 1;
    let tile = RegisterTile {
        step,
        chunk,
        block,
        columns,
        persistent,
        halo_lanes,
        below,
        above,
        ahead: if wide_sums { 2 } else { 1 },
        width_multiple: if sector_tiles { 4 } else { 1 },
        prefetch: u32::from(sector_tiles),
        rows_first: partial_sums && block_dim(rank).is_some(),
    };
    Ok((tile, tap_words))
}

/// The adjacent columns a lane of a register tile of rank `rank` holds by default, the
/// widest first (see [`tile_shape`]), for elements of at most `widest` bytes (a lane's
/// columns are one vector access of at most 16 bytes); `run_time_weights`: under SSAM's
/// partial sums, how many of the weights are not constants. Value shuffles take 2 columns
/// in 3D, SSAM's 3D sums 2 of 32-bit values and 1 of 64-bit ones; 2D rows of 64-bit values
/// 2; SSAM's weights read at run time 4, constant weights 4 where the tile's rows fit, else
/// 2. The fastest measured on an H100 for each kind (`docs/perf/2026-11-25-register-tiles.md`,
/// SSAM's 3D sums `docs/perf/2026-11-26-j3d27pt.md`).
fn lane_columns(rank: usize, widest: u32, run_time_weights: Option<usize>) -> Vec<u32> {
    match run_time_weights {
        // narrow elements, held packed (`lanes.rs`): 16 bytes a lane, else 8 or 4
        _ if widest < 4 => vec![16 / widest, 8 / widest, 4 / widest],
        // value shuffles (predicated border stores); SSAM's 3D sums: 2 of 32-bit values
        // (one shuffle an output), 1 of 64-bit ones
        None if rank >= 3 => vec![2],
        _ if rank >= 3 && widest >= 8 => vec![1],
        _ if rank >= 3 => vec![2],
        _ if widest >= 8 => vec![2],
        // the widest lanes, in shorter tiles if their rows do not fit otherwise (but 15x15:
        // 4 rows of 4 columns spilled)
        Some(1..=128) => vec![4],
        // the widest lanes whose preferred tile fits
        Some(0) => vec![4, 2],
        _ => vec![2],
    }
}

/// The shapes `(step, chunk, block)` ([`RegisterTile`]) a register tile of a stencil of
/// rank `rank` whose taps span `span + 1` positions of the stream dimension may take (with
/// SSAM's partial sums, of `run_time_weights` weights that are not constants, or not:
/// `None`; `wide`: its rows hold 64-bit values), best first; the first whose rows fit in
/// registers is taken. Short halos walk 4 rows a step in chunks of 16 (64-bit values: 8
/// rows at once), halos of 4 rows of few taps 4 rows a step in chunks of 32, wider ones and
/// many taps hold 8 to 16 rows at once; volumes walk 32 planes a warp a plane a step,
/// holding 4 rows of each where they fit. The fastest of `gpu_stencils --tile`
/// sweeps on an H100 (`docs/perf/2026-11-25-register-tiles.md`).
fn tile_shapes(
    span: i64,
    rank: usize,
    run_time_weights: Option<usize>,
    wide: bool,
    taps: usize,
) -> Vec<(u32, u32, u32)> {
    let at_once = |rows: &[u32]| rows.iter().map(|&r| (r, r, 1)).collect();
    let partial_sums = run_time_weights.is_some();
    let few = partial_sums || taps <= 16;
    match span {
        _ if rank >= 3 && few => vec![(1, 32, 4), (1, 32, 2), (1, 32, 1)],
        _ if rank >= 3 => vec![(1, 32, 2), (1, 32, 1)],
        ..=2 if wide => vec![(8, 8, 1), (4, 16, 1), (4, 4, 1)],
        ..=2 => vec![(4, 16, 1), (8, 8, 1), (4, 4, 1)],
        ..=4 if !partial_sums && taps <= 16 => vec![(4, 32, 1), (12, 12, 1), (8, 8, 1), (4, 4, 1)],
        _ if walks_weighted_rows(rank, span, wide, run_time_weights) => {
            vec![(4, 32, 1), (4, 16, 1), (4, 4, 1)]
        }
        8.. if partial_sums => at_once(&[16, 12, 8, 4]),
        8.. => at_once(&[8, 4]),
        _ => at_once(&[12, 8, 4]),
    }
}

/// Whether a 2D SSAM sum of 32-bit values (`!wide`) whose taps span `span + 1` rows, of
/// `run_time_weights` weights read at run time (a filter in constant memory, see
/// [`WEIGHTS_GLOBAL`](super::WEIGHTS_GLOBAL)), walks its rows 4 a step in chunks of 32, in
/// lanes of 2 columns: where it spans 9 rows or more and some weights are read at run time
/// (else its rows are loaded at once, see [`tile_shapes`]). Walked, conv2d 9x9 keeps 12
/// warps a multiprocessor where 8 rows of 4 columns at once keep 10; constant weights and
/// the 5x5 sums are faster at once (`docs/perf/2026-11-25-ssam.md`).
fn walks_weighted_rows(rank: usize, span: i64, wide: bool, run_time_weights: Option<usize>) -> bool {
    rank == 2 && span >= 8 && !wide && run_time_weights.is_some_and(|n| n > 0)
}

/// The rows of one input a lane of a tile of `block` rows (rank 3 and more) loads at each
/// position of the stream dimension: the union over its taps, each row named by its
/// offsets in the dimensions outside the stream dimension and its position in the block
/// dimension relative to the tile's first row (sorted, each once; rank 2: one row).
pub(super) fn plane_rows<I>(s: &StencilInput<I>, rank: usize, block: u32) -> Vec<(Vec<i64>, i64)> {
    let sd = stream_dim(rank);
    let mut rows: Vec<(Vec<i64>, i64)> = s
        .offsets
        .iter()
        .flat_map(|off| {
            (0..i64::from(block))
                .map(move |j| (off[..sd].to_vec(), block_dim(rank).map_or(0, |bd| j + off[bd])))
        })
        .collect();
    rows.sort();
    rows.dedup();
    rows
}

/// The rows of [`plane_rows`]`(s, rank, block)` (their indices there) that a tap with a
/// column offset reads: those whose halo columns lanes of the halo load
/// ([`RegisterTile::halo_lanes`]).
#[expect(
    clippy::expect_used,
    reason = "the rows a tile loads include every row a tap with a column offset reads (`plane_rows`)"
)]
pub(super) fn halo_rows<I>(s: &StencilInput<I>, rank: usize, block: u32) -> Vec<usize> {
    let (sd, xd) = (stream_dim(rank), rank - 1);
    let rows = plane_rows(s, rank, block);
    let mut read: Vec<usize> = s
        .offsets
        .iter()
        .filter(|off| off[xd] != 0)
        .flat_map(|off| {
            (0..i64::from(block))
                .map(move |j| (off[..sd].to_vec(), block_dim(rank).map_or(0, |bd| j + off[bd])))
        })
        .map(|row| rows.binary_search(&row).expect("every tap's row is loaded"))
        .collect();
    read.sort_unstable();
    read.dedup();
    read
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// A 3D tile of 2 columns a lane, 4 rows and 32 planes, the halo in lanes of its own.
    pub(in super::super) fn halo_lanes() -> RegisterTile {
        RegisterTile {
            step: 1,
            chunk: 32,
            block: 4,
            columns: 2,
            persistent: false,
            halo_lanes: true,
            below: vec![1, 1, 1],
            above: vec![1, 1, 1],
            ahead: 1,
            width_multiple: 1,
            prefetch: 0,
            rows_first: false,
        }
    }

    #[test]
    fn widths_round_down_to_their_multiple_where_it_leaves_some() {
        let tile = |columns: u32, halo: i64, width_multiple: u32| RegisterTile {
            step: 1,
            chunk: 32,
            block: 4,
            columns,
            persistent: false,
            halo_lanes: false,
            below: vec![1, 1, halo],
            above: vec![1, 1, halo],
            ahead: 2,
            width_multiple,
            prefetch: 1,
            rows_first: false,
        };
        // j3d27pt f64: 32 - 1 - 1 = 30 columns, 28 on sectors of 4
        assert_eq!((tile(1, 1, 1).width(), tile(1, 1, 4).width()), (30, 28));
        // 2 columns a lane: 64 - 2 - 1 = 61 -> 60, and 60 on multiples of 4
        assert_eq!(tile(2, 1, 4).width(), 60);
        // a multiple no multiple of the lane's columns, or wider than the width: unchanged
        assert_eq!((tile(2, 1, 3).width(), tile(1, 15, 4).width()), (60, 2));
        // lanes of the halo: every lane's columns, whatever the multiple
        let halo = RegisterTile { halo_lanes: true, ..tile(2, 1, 4) };
        assert_eq!(halo.width(), 64);
    }

    #[test]
    fn whole_tiles_need_aligned_rows_at_least_a_tile_wide() {
        let tile = halo_lanes();
        assert_eq!((tile.width(), tile.lead()), (64, 0));
        assert!(tile.has_whole_tiles());
        let input = |e: [usize; 3]| vec![e.to_vec()];
        assert!(tile.whole_tiles(&[32, 4, 64], &input([32, 4, 64])));
        assert!(tile.whole_tiles(&[40, 9, 130], &[vec![40, 9, 130], vec![41, 9, 132]]));
        // rows narrower than a tile, of odd length, or not aligned in an input
        assert!(!tile.whole_tiles(&[40, 9, 62], &input([40, 9, 62])));
        assert!(!tile.whole_tiles(&[40, 9, 131], &input([40, 9, 131])));
        assert!(!tile.whole_tiles(&[40, 9, 130], &[vec![40, 9, 130], vec![40, 9, 133]]));
        // fewer planes than a chunk, fewer rows than a block: their stores are checked
        assert!(tile.whole_tiles(&[31, 9, 130], &input([31, 9, 130])));
        assert!(tile.whole_tiles(&[40, 3, 130], &input([40, 3, 130])));
        // overlapping tiles, or a warp that takes tiles in turn, have no such entry
        // the `elements` entry's tiles overlap
        let overlap = halo_lanes().overlapping();
        assert_eq!(overlap, RegisterTile { halo_lanes: false, ..halo_lanes() });
        assert_eq!((overlap.width(), overlap.lead()), (60, 2));
        assert!(!overlap.has_whole_tiles() && !overlap.whole_tiles(&[32, 4, 64], &input([32, 4, 64])));
        let persistent = RegisterTile { persistent: true, ..halo_lanes() };
        assert!(!persistent.has_whole_tiles());
        // no halo across rows: side by side without lanes of the halo
        let vertical =
            RegisterTile { halo_lanes: false, below: vec![1, 1, 0], above: vec![1, 1, 0], ..halo_lanes() };
        assert!(vertical.has_whole_tiles());
    }
}
