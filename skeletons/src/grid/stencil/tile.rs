//! The register tile's code: [`KernelGen::tiled_stencil`] gives each warp tiles of outputs
//! (see the parent module), and a [`TileWalk`] walks one tile: it loads the tile's rows
//! into a ring of register slots ([`TileWalk::load_planes`]), walks its steps (each
//! step's rows loaded during the step before), computes each step's outputs from the
//! window of rows it holds (value shuffles here, SSAM's partial sums in `ssam.rs`) and
//! stores them ([`TileStores`]).

use std::collections::HashMap;

use inkwell::IntPredicate;
use inkwell::values::{IntValue, PointerValue};
use systole_frontend::ir::{Fun, StencilInput};
use systole_frontend::{ScalarType, Type};
use systole_fusion::{ArrayVar, Input};

use super::super::weighted::WeightedSum;
use super::super::{GpuTarget, Shuffle, Warp, shuffle_val};
use super::columns::by_columns;
use super::lanes::{Aligned, VECTOR_BYTES, VectorCheck, packed, unpack};
use super::shape::{RegisterTile, halo_rows, plane_rows};
use super::walk::{TileWalk, Walk};
use crate::codegen::{KernelGen, StencilParams};
use crate::kernel::input_type;
use crate::lower::{Codegen, FloatOrder, Val, ok};

/// What every tile of a register-tile kernel shares: the stencil, the tile's shape, SSAM's
/// weighted sum (if the kernel takes partial sums), the rows it loads, the extents and the
/// warp.
#[derive(Clone, Copy)]
pub(super) struct TileKernel<'k, 'ctx> {
    pub(super) gpu: &'k dyn GpuTarget,
    pub(super) f: &'k Fun<ArrayVar>,
    pub(super) inputs: &'k [StencilInput<Input>],
    pub(super) tile: &'k RegisterTile,
    pub(super) sum: Option<&'k WeightedSum>,
    /// Each input's element type.
    pub(super) types: &'k [Type],
    /// Each input's scalar type where a lane holds its columns packed in 32-bit words
    /// ([`packed`]).
    pub(super) packed: &'k [Option<ScalarType>],
    /// Each input's rows a lane loads at a position of the stream dimension ([`plane_rows`]).
    pub(super) rows: &'k [Vec<(Vec<i64>, i64)>],
    /// Each input's rows (indices into `rows`) whose halo columns lanes of the halo hold
    /// ([`halo_rows`]; none unless [`RegisterTile::halo_lanes`]).
    pub(super) halo: &'k [Vec<usize>],
    /// Each input's extent.
    pub(super) extents: &'k [Vec<IntValue<'ctx>>],
    pub(super) out_extent: &'k [IntValue<'ctx>],
    /// The output's buffers, a leaf each.
    pub(super) out: &'k [PointerValue<'ctx>],
    pub(super) warp: &'k Warp<'ctx>,
}

/// One dimension of the tiles' coordinates: the output dimension it counts along, its
/// number of tiles, the outputs a tile takes in it, and how far a tile's loads reach before
/// and after its first output.
#[derive(Clone, Copy)]
struct TileDim<'ctx> {
    dim: usize,
    count: IntValue<'ctx>,
    size: i64,
    before: i64,
    after: i64,
}

impl<'ctx> KernelGen<'_, '_, 'ctx> {
    /// The register tile (see the module documentation), with SSAM's partial sums when `sum`
    /// is given. The entry's `a` is the number of tiles across the innermost dimension, `b`
    /// along the stream dimension ([`RegisterTile::blocks`]); a warp per tile.
    ///
    /// The tiles whose loads all lie inside every input form a box of tile coordinates,
    /// computed once; they walk their steps with plain loads and stores, the others (the
    /// border) read through the boundary rules (a [`RegisterTile::persistent`] tile has one
    /// copy of the code, the border's, for every tile). The border stays in the same kernel:
    /// a kernel of its own was slower (`docs/perf/2026-11-25-register-tiles.md`).
    pub(super) fn tiled_stencil(
        &mut self,
        gpu: &dyn GpuTarget,
        f: &Fun<ArrayVar>,
        inputs: &[StencilInput<Input>],
        tile: &RegisterTile,
        sum: Option<&WeightedSum>,
        whole_tiles: bool,
    ) {
        let cg = self.cg;
        let b = cg.builder;
        let StencilParams { extents, out_extent, out, .. } = self.stencil_params(f, inputs);
        let rank = out_extent.len();
        let xd = rank - 1;
        let width = i64::from(tile.width());
        let warp = Warp::of(cg, gpu);
        // whether tiles split into inner ones and border ones (not whole tiles, not a warp
        // taking tiles in turn: those have one copy of the code, or one a direction of walk)
        let split = !whole_tiles && !tile.persistent;
        let mut dims = tile_dims(cg, tile, &out_extent, self.a, self.b);
        if split && tile.rows_first && dims.len() > 2 {
            // consecutive warps (a thread block's) take the tiles of consecutive rows of the
            // block dimension, then across the innermost dimension, then along the stream
            // dimension (see `RegisterTile::rows_first`)
            let rows = dims.remove(2);
            dims.insert(0, rows);
        }
        // the tiles whose loads all lie inside every input: from `lo` to `hi` in each
        // coordinate (a box; split tiles only)
        let inner = match split {
            false => Vec::new(),
            true => inner_box(cg, &dims, &extents),
        };
        // a lane of several columns loads and stores them as one vector where every row of
        // every manifest input and of the output starts at a multiple of the vector, in
        // buffers aligned to it (else every tile takes the border's path, a column at a time;
        // split tiles only; a lane of one column is a scalar access, aligned by its type)
        let aligned = VectorCheck::new(match tile.columns {
            1 => cg.ctx.bool_type().const_all_ones(),
            n if split => self.vectors_aligned(f, inputs, &extents, &out_extent, &out, n),
            _ => cg.ctx.bool_type().const_zero(),
        });
        let types: Vec<Type> = inputs.iter().map(|s| input_type(&s.input, self.sig).0).collect();
        let packed: Vec<Option<ScalarType>> = types.iter().map(|t| packed(t, tile.columns)).collect();
        let rows: Vec<Vec<(Vec<i64>, i64)>> =
            inputs.iter().map(|s| plane_rows(s, rank, tile.block)).collect();
        let halo: Vec<Vec<usize>> = inputs
            .iter()
            .map(|s| if tile.halo_lanes { halo_rows(s, rank, tile.block) } else { Vec::new() })
            .collect();
        // value shuffles of integer sums: summed column by column, each column's sum shared
        // by the lane's outputs (`columns.rs`; the same results bit for bit)
        let taps_columns: Vec<i64> = inputs.iter().flat_map(|s| s.offsets.iter().map(|o| o[xd])).collect();
        let regrouped = if sum.is_none() { by_columns(f, &taps_columns) } else { None };
        let kernel = TileKernel {
            gpu,
            f: regrouped.as_ref().unwrap_or(f),
            inputs,
            tile,
            sum,
            types: &types,
            packed: &packed,
            rows: &rows,
            halo: &halo,
            extents: &extents,
            out_extent: &out_extent,
            out: &out,
            warp: &warp,
        };
        let walk_guarded = |c: &[IntValue<'ctx>],
                            walk: Walk,
                            vectors: Option<Aligned>,
                            down: bool,
                            guarded: Option<(Aligned, IntValue<'ctx>)>| {
            let mut start = vec![cg.i64(0); rank];
            for (dim, &c) in dims.iter().zip(c) {
                start[dim.dim] = cg.mul(c, cg.i64(dim.size));
            }
            if walk == Walk::Whole {
                // the last tile across a row ends at the row's end (see
                // `RegisterTile::whole_tiles`)
                start[xd] = cg.smin(start[xd], cg.sub(out_extent[xd], cg.i64(width)));
            }
            TileWalk::new(self, &kernel, &start, walk, vectors, down).with_guarded(guarded).run();
        };
        let walk = |c: &[IntValue<'ctx>], walk: Walk, vectors: Option<Aligned>, down: bool| {
            walk_guarded(c, walk, vectors, down, None)
        };
        // the border tiles of SSAM's volumes of several columns a lane store a lane's
        // columns as one predicated vector where the launch is aligned and they lie inside
        // the output (`TileWalk::with_guarded`): a scalar store a column wrote half of each
        // sector (j3d27pt `f32`: 22.9M sectors stored for 16.8M,
        // `docs/perf/2026-11-27-j3d27pt-tile-order.md`)
        let vector_border = sum.is_some() && tile.block_dim().is_some() && tile.columns > 1;
        // every tile: those of the box with plain loads, the others through the boundary
        let counts: Vec<IntValue<'ctx>> = dims.iter().map(|d| d.count).collect();
        let tiles = counts.iter().skip(1).fold(counts[0], |n, &c| cg.mul(n, c));
        warp.each(cg, tiles, |t| {
            let c = tile_coordinates(cg, t, &counts);
            if whole_tiles {
                let vectors = Aligned::whole_tiles(tile);
                // one copy of the code for every tile (see `Entry::WholeTiles`); in a volume,
                // one a direction: the odd chunks walk down (see `RegisterTile::alternates`)
                match tile.alternates() {
                    true => {
                        let odd = ok(b.build_and(c[1], cg.i64(1), "odd"));
                        let odd = cg.icmp(IntPredicate::NE, odd, cg.i64(0));
                        let (up, down) = (
                            || walk(&c, Walk::Whole, vectors, false),
                            || walk(&c, Walk::Whole, vectors, true),
                        );
                        cg.if_else(odd, down, up);
                    }
                    false => walk(&c, Walk::Whole, vectors, false),
                }
                return;
            }
            if tile.persistent {
                // one copy of the code (a border tile's, see `TileWalk`)
                walk(&c, Walk::Border, None, false);
                return;
            }
            let mut inside = aligned;
            for (&c, &(lo, hi)) in c.iter().zip(&inner) {
                let within = ok(b.build_and(
                    cg.icmp(IntPredicate::SGE, c, lo),
                    cg.icmp(IntPredicate::SLT, c, hi),
                    "within",
                ));
                inside = inside.and(cg, within);
            }
            // vector accesses in the inner tiles where the rows and buffers are aligned to
            // them: the one place that proves it (see `lanes.rs`)
            inside.if_aligned(
                cg,
                |proof| walk(&c, Walk::Inner, Some(proof), false),
                || walk_guarded(&c, Walk::Border, None, false, vector_border.then(|| aligned.guard())),
            );
        });
    }

    /// Whether every row of every manifest input and of the output starts at a multiple of
    /// `n` elements, in buffers aligned to `n` elements: then a lane's `n` columns are one
    /// vector access.
    fn vectors_aligned(
        &self,
        f: &Fun<ArrayVar>,
        inputs: &[StencilInput<Input>],
        extents: &[Vec<IntValue<'ctx>>],
        out_extent: &[IntValue<'ctx>],
        out: &[PointerValue<'ctx>],
        n: u32,
    ) -> IntValue<'ctx> {
        let cg = self.cg;
        let b = cg.builder;
        let xd = out_extent.len() - 1;
        let v = i64::from(n);
        let rows_aligned = |extent: &[IntValue<'ctx>]| {
            cg.icmp(IntPredicate::EQ, ok(b.build_int_signed_rem(extent[xd], cg.i64(v), "rem")), cg.i64(0))
        };
        let buffer_aligned = |p: PointerValue<'ctx>, t: systole_frontend::ScalarType| {
            let address = ok(b.build_ptr_to_int(p, cg.ctx.i64_type(), "address"));
            // (a lane's accesses are of 16 bytes at most, see `lane_store`)
            let bytes = (v * t.size_bytes() as i64).min(VECTOR_BYTES as i64);
            let misaligned = ok(b.build_and(address, cg.i64(bytes - 1), "low"));
            cg.icmp(IntPredicate::EQ, misaligned, cg.i64(0))
        };
        let mut all = rows_aligned(out_extent);
        for (leaf, &p) in f.result_type().leaves().into_iter().zip(out) {
            all = ok(b.build_and(all, buffer_aligned(p, leaf), "aligned"));
        }
        for (s, extent) in inputs.iter().zip(extents) {
            if let Input::Manifest(v) = &s.input {
                let array = &self.arrays[v.index()];
                all = ok(b.build_and(all, rows_aligned(extent), "aligned"));
                for (leaf, &p) in array.elt.leaves().into_iter().zip(&array.leaves) {
                    all = ok(b.build_and(all, buffer_aligned(p, leaf), "aligned"));
                }
            }
        }
        all
    }
}

/// The tiles' coordinates (see [`TileDim`]): across the innermost dimension (`a` tiles),
/// along the stream dimension (`b` chunks), in groups of the block dimension's rows, and a
/// tile a position of each dimension outside the stream dimension (innermost first).
fn tile_dims<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    tile: &RegisterTile,
    out_extent: &[IntValue<'ctx>],
    a: IntValue<'ctx>,
    b: IntValue<'ctx>,
) -> Vec<TileDim<'ctx>> {
    let (xd, sd, bd) = (out_extent.len() - 1, tile.stream_dim(), tile.block_dim());
    let (width, chunk, block) = (i64::from(tile.width()), i64::from(tile.chunk), i64::from(tile.block));
    let lanes = 32 * i64::from(tile.columns);
    let dim = |dim, count, size, before, after| TileDim { dim, count, size, before, after };
    // (whole tiles, the only ones with lanes of the halo, use the sizes alone)
    let mut dims = vec![
        dim(xd, a, width, tile.lead(), lanes - tile.lead()),
        dim(sd, b, chunk, tile.below[sd], chunk + tile.above[sd]),
    ];
    if let Some(d) = bd {
        let groups = ok(cg.builder.build_int_unsigned_div(
            cg.add(out_extent[d], cg.i64(block - 1)),
            cg.i64(block),
            "div",
        ));
        dims.push(dim(d, groups, block, tile.below[d], block + tile.above[d]));
    }
    for d in (0..sd).rev() {
        dims.push(dim(d, out_extent[d], 1, tile.below[d], 1 + tile.above[d]));
    }
    dims
}

/// The box of tile coordinates whose loads all lie inside every input of `extents`: from
/// `lo` to `hi` in each of `dims`.
#[expect(clippy::expect_used, reason = "a stencil kernel has one input at least (fusion builds it from one)")]
fn inner_box<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    dims: &[TileDim<'ctx>],
    extents: &[Vec<IntValue<'ctx>>],
) -> Vec<(IntValue<'ctx>, IntValue<'ctx>)> {
    let b = cg.builder;
    let rank = extents[0].len();
    // every input holds every position below `common` (the loads of an inner tile)
    let common: Vec<IntValue<'ctx>> = (0..rank)
        .map(|d| extents.iter().map(|e| e[d]).reduce(|x, y| cg.smin(x, y)).expect("a stencil has inputs"))
        .collect();
    dims.iter()
        .map(|&TileDim { dim, count, size, before, after }| {
            let lo = cg.i64((before + size - 1) / size);
            let room = cg.sub(common[dim], cg.i64(after));
            let tiles = ok(b.build_int_signed_div(room, cg.i64(size), "div"));
            let hi = cg.smin(count, cg.smax(cg.add(tiles, cg.i64(1)), cg.i64(0)));
            let less = cg.icmp(IntPredicate::SLT, room, cg.i64(0));
            let hi = ok(b.build_select(less, cg.i64(0), hi, "hi")).into_int_value();
            (lo, cg.smax(hi, lo))
        })
        .collect()
}

/// The mixed-radix coordinates of tile `t` over `counts` (the last one unbounded).
fn tile_coordinates<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    t: IntValue<'ctx>,
    counts: &[IntValue<'ctx>],
) -> Vec<IntValue<'ctx>> {
    let b = cg.builder;
    let mut rest = t;
    let last = counts.len() - 1;
    (0..counts.len())
        .map(|k| {
            let c = if k == last { rest } else { ok(b.build_int_unsigned_rem(rest, counts[k], "rem")) };
            rest = ok(b.build_int_unsigned_div(rest, counts[k], "div"));
            c
        })
        .collect()
}

/// The rows a step of a tile holds, as the outputs' taps read them.
pub(super) struct Window<'w, 'ctx> {
    cg: &'w Codegen<'w, 'ctx>,
    kernel: &'w TileKernel<'w, 'ctx>,
    window: &'w Val<'ctx>,
    /// Every tap of every input, in the stencil function's parameter order: its input and
    /// its offsets.
    pub(super) taps: Vec<(usize, &'w [i64])>,
}

impl<'w, 'ctx> Window<'w, 'ctx> {
    pub(super) fn new(
        cg: &'w Codegen<'w, 'ctx>,
        kernel: &'w TileKernel<'w, 'ctx>,
        window: &'w Val<'ctx>,
    ) -> Self {
        let taps = kernel
            .inputs
            .iter()
            .enumerate()
            .flat_map(|(k, s)| s.offsets.iter().map(move |off| (k, off.as_slice())))
            .collect();
        Window { cg, kernel, window, taps }
    }

    /// The outputs of a step, `(p, j)`: position `p` of the step in the stream dimension,
    /// row `j` of the block.
    pub(super) fn outputs(&self) -> impl Iterator<Item = (i64, i64)> + use<> {
        let (step, block) = (i64::from(self.kernel.tile.step), i64::from(self.kernel.tile.block));
        (0..step).flat_map(move |p| (0..block).map(move |j| (p, j)))
    }

    /// What output `(p, j)`'s tap `off` of input `k` reads: the plane and row of the window,
    /// and its column offset.
    #[expect(
        clippy::expect_used,
        reason = "the rows a tile loads include every row a tap reads (`plane_rows`)"
    )]
    pub(super) fn tap(&self, p: i64, j: i64, k: usize, off: &[i64]) -> (usize, usize, i64) {
        let tile = self.kernel.tile;
        let rank = tile.rank();
        let (xd, sd, bd) = (rank - 1, tile.stream_dim(), tile.block_dim());
        let key = (off[..sd].to_vec(), bd.map_or(0, |d| j + off[d]));
        let row = self.kernel.rows[k].binary_search(&key).expect("every tap's row is loaded");
        ((p + tile.below[sd] + off[sd]) as usize, row, off[xd])
    }

    /// Column `c` of a row the lane holds (taken out of its word where the row is packed).
    pub(super) fn value(&self, k: usize, plane: usize, row: usize, c: i64) -> Val<'ctx> {
        let held = &self.window.fields()[k].fields()[plane].fields()[row];
        match self.kernel.packed[k] {
            Some(s) => unpack(self.cg, s, held, c as usize),
            None => held.fields()[c as usize].clone(),
        }
    }

    /// The halo column of row `row` (lanes of the halo; its index among the rows whose halo
    /// is held, `h`).
    pub(super) fn halo_value(&self, k: usize, plane: usize, h: usize) -> Val<'ctx> {
        self.window.fields()[k].fields()[plane].fields()[self.kernel.rows[k].len() + h].clone()
    }
}

impl<'ctx> KernelGen<'_, '_, 'ctx> {
    /// Computes the outputs of one step of a register tile of value shuffles from its
    /// `window`, calling `store(p, j, values)` with the outputs (a column each of those the
    /// lane holds) at position `p` of the step in the stream dimension and row `j` of the
    /// block.
    ///
    /// Column `c` of a lane holding `n` reads its tap at column offset `dx` from column
    /// `(c + dx) mod n` of the lane `(c + dx) div n` lanes away (rounding down): with 2
    /// columns a lane, a 3-point row needs one shuffle up and one down for both outputs. A
    /// column's shuffle by a number of lanes is made once and shared by every output that
    /// reads it. Where lanes of the halo hold the halo columns, the lanes whose shuffle would
    /// pass the warp's edge take the halo column from the lane holding it instead: lane `l`
    /// reads column `(l + q) * n + from` of the tile, which lane `below + (l + q) * n + from`
    /// holds before the tile (`l + q < 0`), or that less `32 * n` after it.
    #[expect(clippy::expect_used, reason = "halo lanes hold every row read at a column offset (`halo_rows`)")]
    pub(super) fn value_outputs(
        &self,
        kernel: &TileKernel<'_, 'ctx>,
        window: &Window<'_, 'ctx>,
        store: &dyn Fn(i64, i64, &[Val<'ctx>]),
    ) {
        let TileKernel { gpu, f, tile, types, halo, warp, .. } = *kernel;
        let cg = self.cg;
        let n = i64::from(tile.columns);
        let xd = tile.rank() - 1;
        let moved_by = |k: usize, plane: usize, row: usize, from: i64, q: i64| {
            let moved = shuffle_by(cg, gpu, &types[k], &window.value(k, plane, row, from), q);
            if !tile.halo_lanes {
                return moved;
            }
            let h = halo[k].binary_search(&row).expect("a row read at a column offset holds its halo");
            let held = window.halo_value(k, plane, h);
            let past = if q > 0 { 32 * n } else { 0 };
            let source = cg.add(cg.mul(warp.lane, cg.i64(n)), cg.i64(tile.below[xd] + q * n + from - past));
            let fetched = shuffle_val(cg, gpu, &types[k], &held, Shuffle::Index, source);
            let edge = match q > 0 {
                true => cg.icmp(IntPredicate::SGE, warp.lane, cg.i64(32 - q)),
                false => cg.icmp(IntPredicate::SLT, warp.lane, cg.i64(-q)),
            };
            cg.select_val(edge, &fetched, &moved)
        };
        let mut moved: HashMap<(usize, usize, usize, i64, i64), Val<'ctx>> = HashMap::new();
        for (p, j) in window.outputs() {
            let mut results = Vec::new();
            for c in 0..n {
                let mut taps = Vec::new();
                for &(k, off) in &window.taps {
                    let (plane, row, dx) = window.tap(p, j, k, off);
                    let (q, from) = ((c + dx).div_euclid(n), (c + dx).rem_euclid(n));
                    taps.push(match q {
                        0 => window.value(k, plane, row, from),
                        _ => moved
                            .entry((k, plane, row, from, q))
                            .or_insert_with(|| moved_by(k, plane, row, from, q))
                            .clone(),
                    });
                }
                results.push(self.lower(f, &taps, FloatOrder::Strict));
            }
            store(p, j, &results);
        }
    }
}

/// The value lane `l + dx` holds, in lane `l` (lanes past the warp's edge get their own).
pub(super) fn shuffle_by<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    gpu: &dyn GpuTarget,
    ty: &Type,
    v: &Val<'ctx>,
    dx: i64,
) -> Val<'ctx> {
    let (mode, by) = if dx > 0 { (Shuffle::Down, dx) } else { (Shuffle::Up, -dx) };
    shuffle_val(cg, gpu, ty, v, mode, cg.i64(by))
}
