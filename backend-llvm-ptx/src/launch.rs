//! Launch configuration: every decision about how a loaded kernel is launched, apart from
//! running it (`run.rs`) and from the code (`systole_skeletons::grid`), as accelerate-llvm
//! keeps `Analysis/Launch.hs` apart from execution.
//!
//! - **Block sizes** (`entry_block`, [`fullest`]): each entry's block is the multiple of 32, up to
//!   [`MAX_BLOCK`], that keeps the most threads resident (the occupancy API asked for each
//!   size); a chained scan's block is what its code was compiled for.
//! - **Whole tiles or not** ([`WholeTiles::choose`], [`stencil_entry`]): a register tile's
//!   whole tiles hold more registers than its overlapping ones; they are taken where they
//!   keep as many warps resident, or enough warps that one load of each reads
//!   [`ENOUGH_LOAD_BYTES`], or where the user asked for halo lanes; then a launch takes them
//!   where its extents and buffers allow.
//! - **Grids** ([`element_grid`], [`warp_blocks`]): element-wise kernels as a 2D/3D grid of
//!   rows, [`ROWS_PER_THREAD`] rows a thread; warp kernels a warp per item, capped at what
//!   the device holds where the kernel takes items in turn.
//! - **Pieces** ([`split_rows`], [`scan_pieces`]): how few long rows of a fold or a scan are
//!   cut into pieces.
//!
//! Why each rule is what it is: `docs/perf/2026-11-25-launch-configuration.md`.

use cudarc::driver::result;
use cudarc::driver::sys;
use systole_frontend::Error;
use systole_skeletons::grid::{ChainShape, FOLD_TILE, MAX_BLOCK, RegisterTile, StencilSkeleton, TILE};
use systole_skeletons::kernel::Entry;

use crate::device::driver;

/// The bytes one load instruction of each resident warp of a multiprocessor must read
/// together for a memory-bound stencil to keep the memory busy (24 warps of 32 lanes of 2
/// `f32`s): where whole tiles cost warps and leave less than this in flight, the
/// overlapping tiles are faster (`docs/perf/2026-11-25-launch-configuration.md`).
pub const ENOUGH_LOAD_BYTES: u32 = 24 * 32 * 8;

/// How many rows of an element-wise kernel's extent (elements of a rank-1 one) a thread
/// computes: spreads a thread's set-up (parameters, index arithmetic) over several.
pub const ROWS_PER_THREAD: usize = 4;

/// The most threads a block of `f` may have: what its PTX declares (`.maxntid`), else
/// what the device allows.
fn most_threads(f: sys::CUfunction) -> Result<u32, Error> {
    let most = sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK;
    // SAFETY: `f` is a function of a loaded module
    let n = unsafe { result::function::get_function_attribute(f, most) }
        .map_err(driver("a kernel's block size"))?;
    Ok(n as u32)
}

/// How many blocks of `block` threads of `f` a multiprocessor holds at once (at least 1).
fn blocks_per_multiprocessor(f: sys::CUfunction, block: u32) -> Result<u32, Error> {
    // SAFETY: `f` is a function of a loaded module
    let n = unsafe { result::occupancy::max_active_block_per_multiprocessor(f, block as i32, 0) }
        .map_err(driver("occupancy"))?;
    Ok(n.max(1) as u32)
}

/// The block size of `entry`'s function `f` and how many such blocks a multiprocessor
/// holds: for a chained scan, the threads its code declares (`.maxntid`: its shared
/// memory is laid out for them), with as much shared memory as the multiprocessor has;
/// for every other entry the fullest block ([`fullest`]) of at most [`MAX_BLOCK`] threads.
pub(crate) fn entry_block(f: sys::CUfunction, entry: Entry) -> Result<(u32, u32), Error> {
    let most = most_threads(f)?;
    match entry {
        Entry::Chained => {
            let carveout = sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT;
            // SAFETY: `f` is a function of a loaded module
            unsafe { result::function::set_function_attribute(f, carveout, 100) }
                .map_err(driver("shared memory carveout"))?;
            Ok((most, blocks_per_multiprocessor(f, most)?))
        }
        _ => fullest(MAX_BLOCK.min(most), |block| blocks_per_multiprocessor(f, block)),
    }
}

/// The block size, a multiple of 32 up to `most`, that keeps the most threads on a
/// multiprocessor, given how many blocks of each size it holds (`per_sm`), and that number
/// of blocks; of sizes that keep as many, the largest. (The occupancy API's own suggestion,
/// up to 1024 threads, cut down to 256 loses warps where registers fit an odd number.)
pub fn fullest(most: u32, per_sm: impl Fn(u32) -> Result<u32, Error>) -> Result<(u32, u32), Error> {
    let mut best = (0, 32, 1);
    for block in (1..=most.max(32) / 32).rev().map(|warps| warps * 32) {
        let blocks = per_sm(block)?;
        if blocks * block > best.0 {
            best = (blocks * block, block, blocks);
        }
    }
    Ok((best.1, best.2))
}

/// The fewest warps a multiprocessor a register tile's launch should have, one a tile
/// (three a scheduler): a domain cut into fewer tiles takes shorter chunks
/// ([`small_domain_chunk`]). j2d5pt `f32` over 1024² took 16 rows a warp, 1024 tiles
/// on the H100's 132 multiprocessors; in a host loop replayed as CUDA graphs it ran at
/// 196.8 GCells/s, at 275.1-284.5 with 8 rows (2048 tiles) and at 257.9 with 4
/// (`docs/perf/2026-11-26-short-chunks.md`).
pub const SMALL_DOMAIN_WARPS: u32 = 12;

/// The chunk a register tile `tile` takes over a domain of `extent` on a device of `sms`
/// multiprocessors: its own, halved while the domain is cut into fewer tiles than
/// [`SMALL_DOMAIN_WARPS`] a multiprocessor and half the chunk is still a whole number of
/// steps. A warp computes a tile: a long chunk over a small domain leaves multiprocessors
/// without enough warps to hide their loads.
pub fn small_domain_chunk(tile: &RegisterTile, extent: &[usize], sms: u32) -> u32 {
    let enough = sms as usize * SMALL_DOMAIN_WARPS as usize;
    // (called at every launch of a register tile: one copy of the tile, not one a halving)
    let mut shorter = tile.clone();
    while shorter.tiles(extent) < enough
        && shorter.chunk / 2 >= tile.step
        && (shorter.chunk / 2) % tile.step == 0
    {
        shorter.chunk /= 2;
    }
    shorter.chunk
}

/// Whether a register tile's launches take its whole tiles (see the module documentation),
/// and why not where it has them and does not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WholeTiles {
    /// Whether launches take the [`Entry::WholeTiles`] entry where the extents and the
    /// buffers' alignment allow ([`stencil_entry`]).
    pub taken: bool,
    /// Why not, in words (the compile report's), where the kernel has whole tiles.
    pub why_not: Option<String>,
}

impl WholeTiles {
    /// The choice, from the warps a multiprocessor holds of a kernel's `whole` tiles' entry
    /// and of its `overlapping` one (`None`: no such entry), the bytes one load of a lane
    /// reads, and the user's choice of `halo_lanes`: taken where the kernel has them and
    /// they keep as many warps as the overlapping tiles or at least [`ENOUGH_LOAD_BYTES`] in
    /// flight, or where the user asked for them.
    pub fn choose(
        whole: Option<u32>,
        overlapping: Option<u32>,
        lane_load_bytes: u32,
        halo_lanes: Option<bool>,
    ) -> WholeTiles {
        let in_flight = |warps: u32| warps * 32 * lane_load_bytes;
        let taken = match (whole, overlapping) {
            (Some(_), _) if halo_lanes == Some(true) => true,
            (Some(whole), Some(overlapping)) => whole >= overlapping || in_flight(whole) >= ENOUGH_LOAD_BYTES,
            (Some(_), None) => true,
            (None, _) => false,
        };
        let why_not = match (whole, overlapping) {
            (Some(whole), Some(overlapping)) if !taken => Some(format!(
                "whole tiles would keep {whole} warps a multiprocessor, these keep {overlapping}, \
                 and a load of every warp of whole tiles would read {} bytes, less than {ENOUGH_LOAD_BYTES}",
                in_flight(whole)
            )),
            _ => None,
        };
        WholeTiles { taken, why_not }
    }
}

/// The entry a launch of a stencil of `skeleton` over the output's `extent`, of inputs of
/// `input_extents`, takes: [`Entry::WholeTiles`] where the kernel has it, the backend
/// `may_take_whole` tiles (every buffer the launch reads or writes is aligned to 16 bytes,
/// and [`WholeTiles::choose`] took them) and
/// [`RegisterTile::whole_tiles`](systole_skeletons::grid::RegisterTile::whole_tiles)
/// allows; else `Elements` (whose tile is [`StencilSkeleton::walked_tile`]'s).
pub fn stencil_entry(
    skeleton: &StencilSkeleton,
    extent: &[usize],
    input_extents: &[Vec<usize>],
    may_take_whole: bool,
) -> Entry {
    match skeleton {
        StencilSkeleton::RegisterTile(tile) if may_take_whole && tile.whole_tiles(extent, input_extents) => {
            Entry::WholeTiles
        }
        _ => Entry::Elements,
    }
}

/// The grid and block of an element-wise entry of `block` threads over `extent`: blocks of
/// 32 x (block / 32) threads over the two innermost dimensions (a warp along a row:
/// coalesced), the grid's z over every outer dimension taken as one, each thread
/// [`ROWS_PER_THREAD`] rows (grid-stride loops cover the rest); a `mapped` one (a thread
/// mapping, rank 2 or 3) on a 1D grid over each plane, planes along the grid's y; a rank-0
/// extent, one warp. `None` for an empty extent (nothing to launch).
#[allow(clippy::type_complexity)]
pub fn element_grid(
    extent: &[usize],
    block: u32,
    mapped: bool,
) -> Option<((u32, u32, u32), (u32, u32, u32))> {
    if extent.contains(&0) {
        return None;
    }
    let cap = |v: usize, max: u32| v.min(max as usize).max(1) as u32;
    Some(match extent {
        [outer @ .., ny, nx] if mapped => {
            let planes: usize = outer.iter().product();
            let blocks = (ny * nx).div_ceil(block as usize * ROWS_PER_THREAD);
            ((cap(blocks, i32::MAX as u32), cap(planes, 65535), 1), (block, 1, 1))
        }
        [] => ((1, 1, 1), (32, 1, 1)),
        [n] => {
            let blocks = n.div_ceil(block as usize * ROWS_PER_THREAD);
            ((cap(blocks, i32::MAX as u32), 1, 1), (block, 1, 1))
        }
        [outer @ .., ny, nx] => {
            let by = block / 32;
            let nz: usize = outer.iter().product();
            let gy = ny.div_ceil(by as usize * ROWS_PER_THREAD);
            ((cap(nx.div_ceil(32), i32::MAX as u32), cap(gy, 65535), cap(nz, 65535)), (32, by, 1))
        }
    })
}

/// The blocks of `block` threads of a warp entry with a warp for every one of `items`, at
/// most `most_blocks` of them (the kernel's warp-stride loop takes the rest); `None` for no
/// items.
pub fn warp_blocks(items: usize, block: u32, most_blocks: Option<usize>) -> Option<u32> {
    if items == 0 {
        return None;
    }
    let most = most_blocks.unwrap_or(i32::MAX as usize);
    Some((items * 32).div_ceil(block as usize).min(most).max(1) as u32)
}

/// How the rows of a fold are shared out among warps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RowSplit {
    /// Pieces per row (1: a warp per whole row, the `rows` entry).
    pub pieces: usize,
    /// Elements per piece (the last piece of a row may be shorter; none is empty).
    pub len: usize,
}

/// The most pieces a row of a fold may be cut into for the warp of its last piece to
/// finish it in the same kernel (`Device::fold_counters`): that warp folds the row's
/// partials alone, [`FOLD_TILE`] loads of each lane in flight, 8 rounds of loads from L2
/// for 2048 partials, about as long as the second kernel (`finish`, 32 loads of each lane in
/// flight) and its launch take. A fold of the 1M elements of a conjugate gradient's dot
/// product is 1024 pieces; folds of hundreds of millions, up to twice the warps the
/// device holds, keep the second kernel.
pub const ONE_PASS_PIECES: usize = 2048;

/// How a fold of `rows` rows of `n` elements is cut, on a device that holds `warps` warps of
/// it at once: a warp per row when rows are many or short; otherwise each row in pieces,
/// about two per warp the device holds, each at least `32 x TILE x 4` elements long.
pub fn split_rows(rows: usize, n: usize, warps: usize) -> RowSplit {
    let tile = 32 * TILE.max(FOLD_TILE) as usize;
    if rows * 2 >= warps || n <= 4 * tile {
        return RowSplit { pieces: 1, len: n };
    }
    let wanted = (2 * warps).div_ceil(rows.max(1));
    let len = n.div_ceil(wanted).next_multiple_of(tile).max(4 * tile);
    RowSplit { pieces: n.div_ceil(len), len }
}

/// The pieces a row of `n` elements of a scan of `rows` rows is cut into, on a device that
/// holds `warps` warps of the chained entry at once: 1 (a warp per row, the `rows` entry)
/// when rows are many or short, else pieces of the chained scan's `shape`.
pub fn scan_pieces(rows: usize, n: usize, warps: usize, shape: &ChainShape) -> usize {
    let len = shape.piece();
    if rows * 2 >= warps || n <= 2 * len { 1 } else { n.div_ceil(len) }
}

#[cfg(test)]
mod tests {
    use systole_skeletons::grid::RegisterTile;
    use systole_skeletons::kernel::Entry;

    use super::*;

    #[test]
    fn whole_tiles_are_taken_where_they_keep_enough_in_flight_or_were_asked_for() {
        let taken = |w, o, bytes, halo| WholeTiles::choose(w, o, bytes, halo).taken;
        // the cases of ENOUGH_LOAD_BYTES: j3d7pt f32, Game of Life f32, j2d5pt f64, a 3x3
        // convolution f32
        assert!(taken(Some(16), Some(16), 8, None));
        assert!(taken(Some(24), Some(32), 8, None));
        assert!(taken(Some(20), Some(24), 16, None));
        assert!(!taken(Some(20), Some(24), 8, None));
        assert!(taken(Some(20), Some(24), 8, Some(true)));
        assert!(!taken(None, Some(24), 8, Some(true)));
        assert!(!taken(None, Some(24), 8, None));
        // the compile report says why not, where there was a choice
        let why = WholeTiles::choose(Some(20), Some(24), 8, None).why_not.expect("a reason");
        assert!(why.contains("20 warps") && why.contains("5120 bytes"), "{why}");
        assert_eq!(WholeTiles::choose(None, Some(24), 8, None).why_not, None);
    }

    #[test]
    fn the_fullest_block_keeps_the_most_threads_and_is_the_largest_of_equals() {
        // the 3x3 convolution's whole tiles: registers for 20 warps a multiprocessor, in
        // whole blocks; 4 blocks of 160 threads keep 640 of them (as do blocks of 128, 64
        // and 32: the largest is taken), 2 blocks of 256 only 512
        let per_sm = |block: u32| Ok(20 / (block / 32));
        assert_eq!(fullest(256, per_sm).unwrap(), (160, 4));
        // every size fits as many threads: the largest
        assert_eq!(fullest(256, |block| Ok(2048 / block)).unwrap(), (256, 8));
        // fewer than a warp asked for: a warp
        assert_eq!(fullest(0, |_| Ok(3)).unwrap(), (32, 3));
        let err =
            fullest(256, |_| Err(Error::Backend { backend: "gpu", message: "occupancy: failed".into() }));
        assert!(err.is_err());
    }

    /// The register tile the skeletons give j3d7pt in `f32`: 2 columns a lane, 4 rows and
    /// 32 planes, the halo in lanes of its own.
    #[test]
    fn small_domains_take_shorter_chunks_down_to_a_step() {
        use systole_frontend::prelude::*;
        let m = use_array(&Array::from_fn([64, 64], |[i, j]| (i + j) as f32));
        let p = m.stencil(&Stencil::star(1), Boundary::Clamp, |t| t[[0, 1]] + t[[1, 0]] - t[[0, 0]]);
        let tile = register_tile(&p);
        // j2d5pt's tile: 64 columns, 16 rows a warp, 4 a step
        assert_eq!((tile.width(), tile.chunk, tile.step), (64, 16, 4), "{tile}");
        // an H100's 132 multiprocessors: 8192² has 65,536 tiles of 16 rows, enough; 1024²
        // 1024, so 8 rows (2048 tiles, at least 12 warps a multiprocessor); 64² stops at a
        // step; a GPU of 4 multiprocessors keeps 1024²'s 16 rows
        assert_eq!(small_domain_chunk(&tile, &[8192, 8192], 132), 16);
        assert_eq!(small_domain_chunk(&tile, &[1024, 1024], 132), 8);
        assert_eq!(small_domain_chunk(&tile, &[64, 64], 132), 4);
        assert_eq!(small_domain_chunk(&tile, &[1024, 1024], 4), 16);
    }

    /// The register tile of the first kernel of `p` (a stencil) under `RegisterCache`.
    fn register_tile(p: &impl systole_frontend::AccValue) -> RegisterTile {
        let plan = systole_fusion::plan(&systole_frontend::trace(p).unwrap()).unwrap();
        let sig = systole_skeletons::Signature::of(plan.kernels()[0], |v| plan.array_type(v).clone());
        let skeleton = systole_skeletons::grid::stencil_skeleton(
            &sig,
            systole_skeletons::grid::StencilStrategy::RegisterCache,
            None,
        );
        skeleton.and_then(|s| s.tile().cloned()).expect("a register tile")
    }

    fn halo_lanes() -> RegisterTile {
        use systole_frontend::prelude::*;
        let cube = use_array(&Array::from_fn([9, 10, 40], |[i, j, k]| (i + j + k) as f32));
        let p = cube.stencil(&Stencil::star(1), Boundary::Clamp, |t| t[[0, 0, 1]] - t[[1, 0, 0]]);
        let tile = register_tile(&p);
        assert!(tile.halo_lanes && tile.columns == 2 && tile.block == 4, "{tile}");
        tile
    }

    #[test]
    fn a_launch_takes_whole_tiles_where_it_may_else_overlapping_tiles() {
        let values = StencilSkeleton::RegisterTile(halo_lanes());
        let (extent, inputs) = ([40, 9, 130], vec![vec![40, 9, 130]]);
        assert!(values.has_whole_tiles());
        assert_eq!(stencil_entry(&values, &extent, &inputs, true), Entry::WholeTiles);
        assert_eq!(values.walked_tile(Entry::WholeTiles), Some(halo_lanes()));
        // misaligned buffers, rows of odd length: the `elements` entry, tiles overlapping
        assert_eq!(stencil_entry(&values, &extent, &inputs, false), Entry::Elements);
        assert_eq!(stencil_entry(&values, &[40, 9, 131], &[vec![40, 9, 131]], true), Entry::Elements);
        assert_eq!(values.walked_tile(Entry::Elements), Some(halo_lanes().overlapping()));
        // SSAM's tiles overlap, even with no halo across rows (and have no such entry)
        let flat =
            RegisterTile { halo_lanes: false, below: vec![1, 1, 0], above: vec![1, 1, 0], ..halo_lanes() };
        let ssam = StencilSkeleton::Ssam { tile: flat.clone(), op: systole_frontend::ir::BinOp::Add };
        assert!(flat.has_whole_tiles() && !ssam.has_whole_tiles());
        assert_eq!(stencil_entry(&ssam, &extent, &inputs, true), Entry::Elements);
        assert_eq!(ssam.walked_tile(Entry::Elements), Some(flat));
        let naive = StencilSkeleton::Naive { why: "a test".into(), padding: None };
        assert_eq!(
            (naive.walked_tile(Entry::Elements), stencil_entry(&naive, &extent, &inputs, true)),
            (None, Entry::Elements)
        );
    }

    #[test]
    fn element_grids_cover_rows_a_warp_wide_and_nothing_for_empty_extents() {
        // 1000 x 70 of blocks of 256: warps across 70 columns (3), 8 rows of warps a block, 4
        // rows a thread
        assert_eq!(element_grid(&[1000, 70], 256, false), Some(((3, 32, 1), (32, 8, 1))));
        assert_eq!(element_grid(&[5, 1000, 70], 256, false), Some(((3, 32, 5), (32, 8, 1))));
        assert_eq!(element_grid(&[1000, 70], 256, true), Some(((69, 1, 1), (256, 1, 1))));
        assert_eq!(element_grid(&[], 256, false), Some(((1, 1, 1), (32, 1, 1))));
        assert_eq!(element_grid(&[10, 0], 256, false), None);
        assert_eq!(warp_blocks(0, 128, None), None);
        assert_eq!(warp_blocks(9, 128, None), Some(3));
        assert_eq!(warp_blocks(9000, 128, Some(264)), Some(264));
    }

    #[test]
    fn long_rows_are_cut_into_pieces_and_many_rows_are_not() {
        assert_eq!(split_rows(10_000, 1 << 20, 2000), RowSplit { pieces: 1, len: 1 << 20 });
        let split = split_rows(1, 1 << 28, 2000);
        assert!((3900..=4000).contains(&split.pieces) && split.len % 256 == 0, "{split:?}");
        assert!(split.pieces * split.len >= 1 << 28);
        let shape = systole_skeletons::grid::chain_shape(&systole_frontend::Type::Scalar(
            systole_frontend::ScalarType::F32,
        ));
        assert_eq!(scan_pieces(1, 1000, 2000, &shape), 1);
        assert_eq!(scan_pieces(1, 1 << 28, 2000, &shape), (1usize << 28).div_ceil(shape.piece()));
    }
}
