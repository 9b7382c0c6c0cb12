//! One tile's walk ([`TileWalk`]): its rows loaded into a ring of register slots
//! ([`Ring`]), its steps walked (each step's rows loaded during the step before, or
//! [`RegisterTile::ahead`] steps before), each
//! step's outputs computed from the window of rows it holds and stored ([`TileStores`]).
//! Which tiles walk how ([`Walk`]) is decided in `tile.rs`; a row of narrow elements is
//! held packed in 32-bit words, and a lane's columns are one vector access only with the
//! proof of alignment `tile.rs` hands an inner or whole tile (`lanes.rs`).

use inkwell::IntPredicate;
use inkwell::values::IntValue;
use systole_frontend::ir::Boundary;
use systole_frontend::{ScalarType, Type};
use systole_fusion::Input;

use super::super::in_range;
use super::lanes::{Aligned, lane_load, lane_store, lane_store_if, pack, row_words};
use super::shape::RegisterTile;
use super::tile::{TileKernel, Window};
use crate::codegen::{KernelGen, boundary_coordinate};
use crate::lower::{Codegen, Val, add_incoming, ok, phi_val};

/// How a register tile reads and stores (see [`TileWalk`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Walk {
    /// Every load inside every input, every output inside the output: plain loads and
    /// stores.
    Inner,
    /// A tile of the [`Entry::WholeTiles`](crate::kernel::Entry::WholeTiles) entry: the
    /// lanes' own columns inside every input and the output, and aligned to their vectors
    /// (the host checked, see [`RegisterTile::whole_tiles`]). A lane's columns are read and
    /// stored as one vector access as in an inner tile; the rows, planes and halo columns
    /// are mapped through the boundary rules (once a tile, a plane once a step) and the
    /// stores checked by row and plane.
    Whole,
    /// Any other tile: every column mapped through the boundary rule on its own, every
    /// store checked.
    Border,
}

/// Where a register tile's lane reads a row (see [`TileWalk`]): its coordinates (the
/// stream dimension's and the innermost left to each load), its part of the row-major
/// position (of column 0), and whether it lies inside the input (a border tile under a
/// constant boundary; else true).
struct RowRead<'ctx> {
    at: Vec<IntValue<'ctx>>,
    part: IntValue<'ctx>,
    inside: IntValue<'ctx>,
}

/// A column a lane reads, and whether it lies inside the input (a border tile's mapped
/// through the boundary rule; true where the rule is not a constant).
type ColumnRead<'ctx> = (IntValue<'ctx>, IntValue<'ctx>);

/// One tile of a register tile whose first output is at `start` (see
/// [`KernelGen::tiled_stencil`]): its rows loaded, its steps walked, its outputs stored.
/// A border tile ([`Walk::Border`]) reads its rows and columns through the inputs'
/// boundary rules and checks each output against the output's extent; an inner tile
/// (every load inside every input) does neither; a whole tile reads its rows, planes
/// and halo columns (lanes of the halo) through the boundary rules, its own columns as
/// an inner tile does, and checks its rows and planes. A tile walking `down` takes its
/// steps in the reverse order, from the chunk's last to its first (see
/// [`RegisterTile::alternates`]).
///
/// A load's row-major position is its row's part (every coordinate but the stream
/// dimension's), computed once a tile, plus its plane's; not the nested products of
/// `linearize` at every load (3D: 8 integer instructions a load on sm_90, and the registers
/// of their partial products). A border tile's loads read where the boundary rule says,
/// each coordinate first clamped to where an output's tap reaches (a lane past the output's
/// edge loads something valid and stores nothing), then mapped on its own (the rules are
/// separable): a row's coordinates once a tile, the plane's once a step.
pub(super) struct TileWalk<'w, 'ctx> {
    generator: &'w KernelGen<'w, 'w, 'ctx>,
    cg: &'w Codegen<'w, 'ctx>,
    kernel: &'w TileKernel<'w, 'ctx>,
    tile: &'w RegisterTile,
    /// The coordinates of the tile's first output.
    start: &'w [IntValue<'ctx>],
    /// Whether rows, planes (and halo columns) are read through the boundary rules: whole
    /// and border tiles.
    mapped: bool,
    /// Whether this is a border tile: every column read through the boundary rule and
    /// every store checked.
    border: bool,
    /// The proof that the lane's columns of manifest inputs and of the output are aligned
    /// vector accesses (inner and whole tiles; see `lanes.rs`): without it, a column at a
    /// time.
    vectors: Option<Aligned>,
    /// A border tile's proof for vector stores predicated on the launch's alignment test
    /// (its `i1`), where it may store a lane's columns as one vector.
    guarded: Option<(Aligned, IntValue<'ctx>)>,
    down: bool,
    /// The first of the columns the lane holds (adjacent; a multiple of their number in an
    /// inner tile).
    first_column: IntValue<'ctx>,
    /// The columns the lane holds.
    columns: Vec<IntValue<'ctx>>,
    /// Each input's rows the lane reads ([`TileKernel::rows`]).
    rows_read: Vec<Vec<RowRead<'ctx>>>,
    /// Each input's columns the lane holds.
    columns_read: Vec<Vec<ColumnRead<'ctx>>>,
    /// Each input's halo column the lane holds, where lanes of the halo load it.
    halo_read: Vec<Option<ColumnRead<'ctx>>>,
    /// Each input's elements a position of the stream dimension apart.
    plane_strides: Vec<IntValue<'ctx>>,
}

/// Where and whether a tile stores its outputs (see [`TileWalk::stores`]).
struct TileStores<'ctx> {
    /// Whether the lane stores row `j` of the block's outputs.
    rows: Vec<IntValue<'ctx>>,
    /// Whether each of a border tile's columns lies inside the output.
    columns: Vec<Option<IntValue<'ctx>>>,
    /// Each row's part of the outputs' row-major positions.
    parts: Vec<IntValue<'ctx>>,
    /// The output's elements a position of the stream dimension apart.
    stride: IntValue<'ctx>,
    /// Whether a border tile's lane stores its columns as one vector: the launch is
    /// aligned and they all lie inside the output (see [`TileWalk::with_guarded`]).
    vector_lane: Option<(Aligned, IntValue<'ctx>)>,
}

impl<'w, 'ctx> TileWalk<'w, 'ctx> {
    pub(super) fn new(
        generator: &'w KernelGen<'w, 'w, 'ctx>,
        kernel: &'w TileKernel<'w, 'ctx>,
        start: &'w [IntValue<'ctx>],
        walk: Walk,
        vectors: Option<Aligned>,
        down: bool,
    ) -> Self {
        let (cg, tile) = (generator.cg, kernel.tile);
        let xd = start.len() - 1;
        let lanes_columns = i64::from(tile.columns);
        let first_column =
            cg.add(cg.sub(start[xd], cg.i64(tile.lead())), cg.mul(kernel.warp.lane, cg.i64(lanes_columns)));
        let columns: Vec<IntValue<'ctx>> =
            (0..lanes_columns).map(|c| cg.add(first_column, cg.i64(c))).collect();
        debug_assert!(!tile.halo_lanes || walk == Walk::Whole, "only whole tiles have lanes of the halo");
        let mut w = TileWalk {
            generator,
            cg,
            kernel,
            tile,
            start,
            mapped: walk != Walk::Inner,
            border: walk == Walk::Border,
            vectors: vectors.filter(|_| walk != Walk::Border),
            guarded: None,
            down,
            first_column,
            columns,
            rows_read: Vec::new(),
            columns_read: Vec::new(),
            halo_read: Vec::new(),
            plane_strides: Vec::new(),
        };
        let inputs = 0..kernel.inputs.len();
        let rows_read = inputs.clone().map(|k| kernel.rows[k].iter().map(|row| w.row_read(k, row)).collect());
        w.rows_read = rows_read.collect();
        let columns_read =
            inputs.clone().map(|k| w.columns.iter().map(|&x| w.column_read(k, x, w.border)).collect());
        w.columns_read = columns_read.collect();
        let halo_column = w.halo_column();
        w.halo_read = inputs.map(|k| halo_column.map(|x| w.column_read(k, x, w.mapped))).collect();
        let strides =
            kernel.extents.iter().map(|e| e[w.sd() + 1..].iter().fold(cg.i64(1), |n, &x| cg.mul(n, x)));
        w.plane_strides = strides.collect();
        w
    }

    /// The walk whose border tile stores a lane's columns as one vector where `guarded`'s
    /// test (the launch's alignment, its proof's) holds and the columns lie inside the
    /// output (see [`TileWalk::store_step`]); other tiles ignore it.
    pub(super) fn with_guarded(mut self, guarded: Option<(Aligned, IntValue<'ctx>)>) -> Self {
        self.guarded = guarded.filter(|_| self.border);
        self
    }

    /// The stream dimension.
    fn sd(&self) -> usize {
        self.tile.stream_dim()
    }

    /// The innermost dimension.
    fn xd(&self) -> usize {
        self.start.len() - 1
    }

    /// Outputs a lane computes in one step.
    fn step(&self) -> i64 {
        i64::from(self.tile.step)
    }

    /// The boundary's constant of input `k`, if its boundary is one.
    fn constant(&self, k: usize) -> Option<&'w systole_frontend::Value> {
        match &self.kernel.inputs[k].boundary {
            Boundary::Constant(v) => Some(v),
            _ => None,
        }
    }

    /// The coordinate `c` of dimension `d`, clamped to where an output's tap reaches.
    fn reach(&self, d: usize, c: IntValue<'ctx>) -> IntValue<'ctx> {
        let cg = self.cg;
        let hi = cg.add(self.kernel.out_extent[d], cg.i64(self.tile.above[d] - 1));
        cg.smax(cg.smin(c, hi), cg.i64(-self.tile.below[d]))
    }

    /// The coordinates of a load of row `(outer, j)` at position `s` of the stream
    /// dimension, in `column`.
    fn position(
        &self,
        outer: &[i64],
        j: i64,
        s: IntValue<'ctx>,
        column: IntValue<'ctx>,
    ) -> Vec<IntValue<'ctx>> {
        let cg = self.cg;
        let mut at: Vec<IntValue<'ctx>> =
            outer.iter().zip(self.start).map(|(&o, &p)| cg.add(p, cg.i64(o))).collect();
        at.push(s);
        if let Some(d) = self.tile.block_dim() {
            at.push(cg.add(self.start[d], cg.i64(j)));
        }
        at.push(column);
        at
    }

    /// Where the lane reads row `(outer, j)` of input `k`: its coordinates but the stream
    /// dimension's and the innermost, and its part of the row-major position (of column
    /// 0); a whole or border tile's mapped through the boundary rules.
    fn row_read(&self, k: usize, (outer, j): &(Vec<i64>, i64)) -> RowRead<'ctx> {
        let cg = self.cg;
        let extent = &self.kernel.extents[k];
        let (sd, xd) = (self.sd(), self.xd());
        let mut at = self.position(outer, *j, cg.i64(0), cg.i64(0));
        let mut inside = cg.ctx.bool_type().const_all_ones();
        if self.mapped {
            for d in (0..self.start.len()).filter(|&d| d != sd && d != xd) {
                let c = self.reach(d, at[d]);
                if self.constant(k).is_some() {
                    inside = ok(cg.builder.build_and(inside, in_range(self.cg, c, extent[d]), "in"));
                }
                at[d] = boundary_coordinate(cg, &self.kernel.inputs[k].boundary, c, extent[d]);
            }
        }
        RowRead { part: cg.linearize(extent, &at), at, inside }
    }

    /// A column `x` of input `k` the lane reads, and whether it lies inside (mapped through
    /// the boundary rule where `map`).
    fn column_read(&self, k: usize, x: IntValue<'ctx>, map: bool) -> ColumnRead<'ctx> {
        let cg = self.cg;
        if !map {
            return (x, cg.ctx.bool_type().const_all_ones());
        }
        let xd = self.xd();
        let extent = self.kernel.extents[k][xd];
        let c = self.reach(xd, x);
        let inside = match self.constant(k) {
            Some(_) => in_range(self.cg, c, extent),
            None => cg.ctx.bool_type().const_all_ones(),
        };
        (boundary_coordinate(cg, &self.kernel.inputs[k].boundary, c, extent), inside)
    }

    /// The halo column the lane holds where lanes of the halo load it: lane `i` the `i`-th
    /// of those before the tile's own columns, then those after; the lanes past them the
    /// tile's first column (a valid address, a line the warp loads anyway).
    fn halo_column(&self) -> Option<IntValue<'ctx>> {
        let (cg, tile) = (self.cg, self.tile);
        let b = cg.builder;
        let lane = self.kernel.warp.lane;
        tile.halo_lanes.then(|| {
            let (x, width) = (self.start[self.xd()], i64::from(tile.width()));
            let (below, above) = (tile.below[self.xd()], tile.above[self.xd()]);
            let before = cg.add(cg.sub(x, cg.i64(below)), lane);
            let after = cg.add(x, cg.add(lane, cg.i64(width - below)));
            let is_before = cg.icmp(IntPredicate::SLT, lane, cg.i64(below));
            let is_after = cg.icmp(IntPredicate::SLT, lane, cg.i64(below + above));
            let column = ok(b.build_select(is_after, after, x, "halo")).into_int_value();
            ok(b.build_select(is_before, before, column, "halo")).into_int_value()
        })
    }

    /// The planes at `from .. from + n` of the stream dimension: for each input, for each
    /// plane, its rows (each the lane's columns), then the halo column of each row of
    /// [`TileKernel::halo`].
    fn load_planes(&self, from: IntValue<'ctx>, n: i64) -> Val<'ctx> {
        let planes = |k: usize| Val::Tuple((0..n).map(|q| self.load_plane(k, from, q)).collect());
        Val::Tuple((0..self.kernel.inputs.len()).map(planes).collect())
    }

    /// Asks the L1 for the lane's columns of the rows of the planes at `from .. from + n` of
    /// every manifest input, ahead of their loads (an inner tile's: every row inside).
    fn prefetch_planes(&self, from: IntValue<'ctx>, n: i64) {
        let cg = self.cg;
        for (k, input) in self.kernel.inputs.iter().enumerate() {
            let Input::Manifest(v) = &input.input else { continue };
            let array = &self.generator.arrays[v.index()];
            for q in 0..n {
                let part = cg.mul(cg.add(from, cg.i64(q)), self.plane_strides[k]);
                for row in &self.rows_read[k] {
                    let lin = cg.add(cg.add(part, row.part), self.first_column);
                    for (t, &p) in array.elt.leaves().into_iter().zip(&array.leaves) {
                        self.kernel.gpu.prefetch_l1(cg, t, p, lin);
                    }
                }
            }
        }
    }

    /// Plane `from + q` of input `k` (see [`TileWalk::load_planes`]).
    #[expect(
        clippy::expect_used,
        reason = "a tile whose lanes hold the halo reads the halo columns (`halo_read`)"
    )]
    fn load_plane(&self, k: usize, from: IntValue<'ctx>, q: i64) -> Val<'ctx> {
        let cg = self.cg;
        let sd = self.sd();
        let extent = &self.kernel.extents[k];
        let mut at_s = cg.add(from, cg.i64(q));
        let mut inside = cg.ctx.bool_type().const_all_ones();
        if self.mapped {
            let c = self.reach(sd, at_s);
            if self.constant(k).is_some() {
                inside = in_range(self.cg, c, extent[sd]);
            }
            at_s = boundary_coordinate(cg, &self.kernel.inputs[k].boundary, c, extent[sd]);
        }
        let plane = Plane { k, at_s, part: cg.mul(at_s, self.plane_strides[k]), inside };
        let rows = self.rows_read[k].iter().map(|row| self.load_row(&plane, row));
        let halo = self.kernel.halo[k].iter().map(|&r| {
            let column = self.halo_read[k].as_ref().expect("lanes of the halo");
            self.read(&plane, &self.rows_read[k][r], column)
        });
        Val::Tuple(rows.chain(halo).collect())
    }

    /// The lane's columns of `row` in `plane` (packed in words where the input's are, see
    /// `lanes.rs`): an inner or whole tile reads a manifest input's columns as one access.
    fn load_row(&self, plane: &Plane<'ctx>, row: &RowRead<'ctx>) -> Val<'ctx> {
        let (cg, k) = (self.cg, plane.k);
        let packed = self.kernel.packed[k];
        match (&self.kernel.inputs[k].input, self.vectors) {
            (Input::Manifest(v), Some(proof)) if !self.border => {
                let array = &self.generator.arrays[v.index()];
                let lin = cg.add(cg.add(plane.part, row.part), self.first_column);
                let n = self.tile.columns;
                let gpu = self.kernel.gpu;
                let leaves: Vec<Vec<Val<'ctx>>> = (array.elt.leaves().into_iter())
                    .zip(&array.leaves)
                    .map(|(t, &p)| lane_load(proof, cg, gpu, t, p, lin, n, packed.is_some()))
                    .collect();
                // (a tile's own columns, all inside the input)
                let all = cg.ctx.bool_type().const_all_ones();
                if let (Some(s), [words]) = (packed, leaves.as_slice()) {
                    let constant = self.constant(k).map(|value| {
                        let c = cg.constant_value(value);
                        pack(cg, s, &vec![c; n as usize])
                    });
                    return self.or_else(plane, row, all, words[0].clone(), constant);
                }
                let column = |c: usize| {
                    let v = Val::from_leaves(&array.elt, &mut leaves.iter().map(|l| l[c].scalar()));
                    self.or_constant(plane, row, all, v)
                };
                Val::Tuple((0..n as usize).map(column).collect())
            }
            _ => {
                let columns: Vec<Val<'ctx>> =
                    self.columns_read[k].iter().map(|x| self.read(plane, row, x)).collect();
                match packed {
                    Some(s) => pack(cg, s, &columns),
                    None => Val::Tuple(columns),
                }
            }
        }
    }

    /// The element of `row` in `plane` and column `x`.
    fn read(&self, plane: &Plane<'ctx>, row: &RowRead<'ctx>, &(x, x_inside): &ColumnRead<'ctx>) -> Val<'ctx> {
        let cg = self.cg;
        let mut at = row.at.clone();
        at[self.sd()] = plane.at_s;
        at[self.xd()] = x;
        let input = &self.kernel.inputs[plane.k].input;
        let v = self.generator.read_input(input, &at, cg.add(cg.add(plane.part, row.part), x));
        self.or_constant(plane, row, x_inside, v)
    }

    /// `v`, read in `plane`, in `row` and in a column inside the input or not (`x_inside`):
    /// the boundary's constant where a mapped tile read outside the input.
    fn or_constant(
        &self,
        plane: &Plane<'ctx>,
        row: &RowRead<'ctx>,
        x_inside: IntValue<'ctx>,
        v: Val<'ctx>,
    ) -> Val<'ctx> {
        let constant = self.constant(plane.k).map(|value| self.cg.constant_value(value));
        self.or_else(plane, row, x_inside, v, constant)
    }

    /// `v`, read in `plane`, in `row` and in columns inside the input or not (`x_inside`):
    /// `constant` (the boundary's, as `v` holds it) where a mapped tile read outside the
    /// input.
    fn or_else(
        &self,
        plane: &Plane<'ctx>,
        row: &RowRead<'ctx>,
        x_inside: IntValue<'ctx>,
        v: Val<'ctx>,
        constant: Option<Val<'ctx>>,
    ) -> Val<'ctx> {
        let cg = self.cg;
        match constant {
            Some(constant) if self.mapped => {
                let inside = ok(cg.builder.build_and(plane.inside, row.inside, "in"));
                let inside = ok(cg.builder.build_and(inside, x_inside, "in"));
                cg.select_val(inside, &v, &constant)
            }
            _ => v,
        }
    }

    /// Where the tile's outputs go (see [`TileWalk::store_step`]): the lanes that store
    /// (those holding the columns of the tile's outputs, a multiple of the columns a lane,
    /// see [`RegisterTile::width`]), by row of the block (a whole or border tile's rows
    /// checked once a tile), a border tile's columns inside the output, and each row's part
    /// of the row-major position (once a tile).
    fn stores(&self) -> TileStores<'ctx> {
        let (cg, tile, start) = (self.cg, self.tile, self.start);
        let b = cg.builder;
        let (lane, out_extent) = (self.kernel.warp.lane, self.kernel.out_extent);
        let (sd, bd, xd) = (self.sd(), tile.block_dim(), self.xd());
        let (lead, width, columns) = (tile.lead(), i64::from(tile.width()), i64::from(tile.columns));
        let store_lane = ok(b.build_and(
            cg.icmp(IntPredicate::SGE, lane, cg.i64(lead / columns)),
            cg.icmp(IntPredicate::SLT, lane, cg.i64((lead + width) / columns)),
            "out.lane",
        ));
        let rows = (0..i64::from(tile.block))
            .map(|j| match bd {
                Some(d) if self.mapped => {
                    let inside = cg.icmp(IntPredicate::SLT, cg.add(start[d], cg.i64(j)), out_extent[d]);
                    ok(b.build_and(store_lane, inside, "out.row"))
                }
                _ => store_lane,
            })
            .collect();
        let columns = self
            .columns
            .iter()
            .map(|&c| self.border.then(|| cg.icmp(IntPredicate::SLT, c, out_extent[xd])))
            .collect();
        let parts = (0..i64::from(tile.block))
            .map(|j| {
                let mut at = start[..sd].to_vec();
                at.push(cg.i64(0));
                if let Some(d) = bd {
                    at.push(cg.add(start[d], cg.i64(j)));
                }
                at.push(self.first_column);
                cg.linearize(out_extent, &at)
            })
            .collect();
        let stride = out_extent[sd + 1..].iter().fold(cg.i64(1), |n, &x| cg.mul(n, x));
        let vector_lane = self.guarded.map(|(proof, aligned)| {
            let last = cg.add(self.first_column, cg.i64(i64::from(tile.columns) - 1));
            let inside = cg.icmp(IntPredicate::SLT, last, out_extent[xd]);
            let nonnegative = cg.icmp(IntPredicate::SGE, self.first_column, cg.i64(0));
            let inside = ok(b.build_and(inside, nonnegative, "out.lane"));
            (proof, ok(b.build_and(aligned, inside, "out.vector")))
        });
        TileStores { rows, columns, parts, stride, vector_lane }
    }

    /// Stores the outputs of the step at `s`: `store(p, j, values)` stores `values` (a
    /// column each) at position `p` of the step and row `j` of the block. A whole or border
    /// tile checks each step's planes once a step, in 32-bit counts (64-bit comparisons of
    /// every output held more registers).
    ///
    /// The stores made a column at a time (a border tile's, and every tile's where a lane
    /// holds one column) are predicated where the taps are values: a branch around each
    /// kept ptxas from scheduling a step as one block. They stay branched around under 2D
    /// SSAM, where the branches keep ptxas from interleaving the outputs' long sums (see
    /// `ssam.rs`), and in 3D value-shuffle tiles of one column a lane, where that was faster
    /// (`docs/perf/2026-11-25-register-tiles.md`). SSAM's 3D stores are predicated, the
    /// inner tiles' vectors included (`@p st.global.v2`): each branch cost a reconvergence
    /// and a divergence check before the next shuffle, and j3d27pt ran faster without them
    /// (`docs/perf/2026-11-26-j3d27pt.md`). A border tile given the launch's alignment test
    /// ([`TileWalk::with_guarded`]) stores a lane's columns as one predicated vector where
    /// the test holds and they all lie inside the output, else a column at a time.
    fn store_step<'s>(
        &'s self,
        stores: &'s TileStores<'ctx>,
        s: IntValue<'ctx>,
    ) -> impl Fn(i64, i64, &[Val<'ctx>]) + 's {
        let (cg, tile) = (self.cg, self.tile);
        let b = cg.builder;
        let (out_extent, out) = (self.kernel.out_extent, self.kernel.out);
        let sd = self.sd();
        let step = self.step();
        let elt = self.kernel.f.result_type();
        let vector = self.vectors.filter(|_| !self.border && tile.columns > 1);
        let predicated = match self.kernel.sum {
            None => tile.block_dim().is_none() || tile.columns > 1,
            Some(_) => tile.block_dim().is_some(),
        };
        // the planes of this step inside the output (whole and border tiles)
        let planes = self.mapped.then(|| {
            let left = cg.smin(cg.smax(cg.sub(out_extent[sd], s), cg.i64(0)), cg.i64(step));
            ok(b.build_int_truncate(left, cg.ctx.i32_type(), "i32"))
        });
        move |p: i64, j: i64, values: &[Val<'ctx>]| {
            let at_s = cg.add(s, cg.i64(p));
            let mut store = stores.rows[j as usize];
            if let Some(planes) = planes {
                let p = cg.ctx.i32_type().const_int(p as u64, false);
                store = ok(b.build_and(store, cg.icmp(IntPredicate::SLT, p, planes), "out.s"));
            }
            let lin = cg.add(cg.mul(at_s, stores.stride), stores.parts[j as usize]);
            if let Some(proof) = vector {
                match predicated && self.kernel.sum.is_some() {
                    true => lane_store_if(proof, cg, self.kernel.gpu, elt, out, lin, values, store),
                    false => cg.if_then(store, || lane_store(proof, cg, elt, out, lin, values)),
                }
                return;
            }
            let store = match stores.vector_lane.filter(|_| predicated && tile.columns > 1) {
                Some((proof, lane)) => {
                    let vector = ok(b.build_and(store, lane, "out.vector"));
                    lane_store_if(proof, cg, self.kernel.gpu, elt, out, lin, values, vector);
                    let not = ok(b.build_not(lane, "out.scalar"));
                    ok(b.build_and(store, not, "out.scalar"))
                }
                None => store,
            };
            for ((c, v), inside) in values.iter().enumerate().zip(&stores.columns) {
                let store = match inside {
                    Some(inside) => ok(b.build_and(store, *inside, "out.col")),
                    None => store,
                };
                let at = cg.add(lin, cg.i64(c as i64));
                match predicated {
                    true => self.kernel.gpu.store_element_if(cg, elt, out, at, v, store),
                    false => cg.if_then(store, || cg.store_element(elt, out, at, v)),
                }
            }
        }
    }

    /// The steps of this tile: `chunk / step`, fewer at the end of the extent (whole and
    /// border tiles).
    fn steps(&self) -> IntValue<'ctx> {
        let cg = self.cg;
        let step = self.step();
        let most = cg.i64(i64::from(self.tile.chunk) / step);
        if !self.mapped {
            return most;
        }
        let left = cg.sub(self.kernel.out_extent[self.sd()], self.start[self.sd()]);
        let steps =
            ok(cg.builder.build_int_unsigned_div(cg.add(left, cg.i64(step - 1)), cg.i64(step), "div"));
        cg.smin(steps, most)
    }

    /// Walks the tile: loads its first window of rows, then computes its steps' outputs
    /// from the ring of rows (see [`Ring`]), loading each next step's rows first.
    pub(super) fn run(&self) {
        let (cg, tile) = (self.cg, self.tile);
        let sd = self.sd();
        let stores = self.stores();
        let ring = Ring::of(tile, self.kernel.inputs.len(), self.down);
        let steps = self.steps();
        // the first output of the walk's `i`-th step (walking down, from `top`, the last
        // step's)
        let step = self.step();
        let top = self.down.then(|| cg.add(self.start[sd], cg.mul(cg.sub(steps, cg.i64(1)), cg.i64(step))));
        let step_start = |i: IntValue<'ctx>| match top {
            None => cg.add(self.start[sd], cg.mul(i, cg.i64(step))),
            Some(top) => cg.sub(top, cg.mul(i, cg.i64(step))),
        };
        // the first window and the planes loaded ahead of it (walking down, below it)
        let ahead_planes = (ring.first() - ring.held) as i64;
        let lowest = match self.down {
            false => cg.sub(step_start(cg.i64(0)), cg.i64(tile.below[sd])),
            true => cg.sub(step_start(cg.i64(0)), cg.i64(tile.below[sd] + ahead_planes)),
        };
        let first = self.load_planes(lowest, ring.first() as i64);
        let slots = ring.first_slots(cg, &first, &self.slot_type());
        if !ring.streaming {
            // one step: every row loaded at once (the tile has at least one output)
            let window = ring.window(&slots, 0);
            self.outputs(&window, &self.store_step(&stores, self.start[sd]));
            return;
        }
        self.walk_steps(&ring, slots, steps, &stores, &step_start);
    }

    /// A ring slot's type: a plane of each input (its rows, then its halo columns).
    fn slot_type(&self) -> Type {
        let kernel = self.kernel;
        let plane = |k: usize| {
            let columns = self.tile.columns;
            let held = match kernel.packed[k] {
                Some(_) => {
                    Type::Tuple(vec![Type::Scalar(ScalarType::U32); row_words(&kernel.types[k], columns)])
                }
                None => Type::Tuple(vec![kernel.types[k].clone(); columns as usize]),
            };
            let mut fields = vec![held; kernel.rows[k].len()];
            fields.extend(vec![kernel.types[k].clone(); kernel.halo[k].len()]);
            Type::Tuple(fields)
        };
        Type::Tuple((0..kernel.inputs.len()).map(plane).collect())
    }

    /// The loop over the steps of a tile of several, unrolled over the ring's period: each
    /// step loads the next step's planes (those after the window, or before it walking
    /// down) into the slots of planes no longer read, then computes its outputs.
    #[expect(
        clippy::expect_used,
        reason = "a walk's slot holds a tuple of one plane per input (`slot_type`)"
    )]
    fn walk_steps(
        &self,
        ring: &Ring,
        first: Vec<Val<'ctx>>,
        steps: IntValue<'ctx>,
        stores: &TileStores<'ctx>,
        step_start: &dyn Fn(IntValue<'ctx>) -> IntValue<'ctx>,
    ) {
        let (cg, tile) = (self.cg, self.tile);
        let b = cg.builder;
        let (sd, step) = (self.sd(), self.step());
        let inputs = self.kernel.inputs.len();
        let next_ty = Type::Tuple(
            self.slot_type()
                .as_tuple()
                .expect("a plane of each input")
                .iter()
                .map(|plane| Type::Tuple(vec![plane.clone(); step as usize]))
                .collect(),
        );
        let state_ty = Type::Tuple(vec![self.slot_type(); ring.slots]);
        let pre = cg.current();
        let (head, done) = (cg.block("tile.steps"), cg.block("tile.done"));
        ok(b.build_unconditional_branch(head));
        b.position_at_end(head);
        let group = ok(b.build_phi(cg.ctx.i64_type(), "group"));
        let phis = cg.phis(&state_ty);
        add_incoming(&phis, &Val::Tuple(first), pre);
        let mut slots = phi_val(&state_ty, &phis).fields().to_vec();
        let g = group.as_basic_value().into_int_value();
        for u in 0..ring.period {
            let i = cg.add(cg.mul(g, cg.i64(ring.period as i64)), cg.i64(u as i64));
            if u > 0 {
                let go = cg.block("tile.step");
                ok(b.build_conditional_branch(cg.icmp(IntPredicate::SLT, i, steps), go, done));
                b.position_at_end(go);
            }
            let s = step_start(i);
            // the next step's rows, loaded before this step's outputs are computed: the
            // planes after the window, or before it walking down
            let ahead = ring.ahead as i64;
            let more = cg.icmp(IntPredicate::SLT, cg.add(i, cg.i64(ahead)), steps);
            let from = match self.down {
                false => cg.add(s, cg.i64(ahead * step + tile.above[sd])),
                true => cg.sub(s, cg.i64(ahead * step + tile.below[sd])),
            };
            let next = cg.if_else_val(more, &next_ty, || self.load_planes(from, step), || cg.zero(&next_ty));
            // an inner tile asks the L1 for the rows of the step `prefetch` steps past
            // those (see `RegisterTile::prefetch`)
            if tile.prefetch > 0 && !self.mapped && ring.streaming {
                let d = ahead + i64::from(tile.prefetch);
                let later = cg.icmp(IntPredicate::SLT, cg.add(i, cg.i64(d)), steps);
                let from = match self.down {
                    false => cg.add(s, cg.i64(d * step + tile.above[sd])),
                    true => cg.sub(s, cg.i64(d * step + tile.below[sd])),
                };
                cg.if_then(later, || self.prefetch_planes(from, step));
            }
            let window = ring.window(&slots, u);
            ring.fill(&mut slots, u, &next, inputs);
            self.outputs(&window, &self.store_step(stores, s));
        }
        let latch = cg.current();
        let g_next = cg.add(g, cg.i64(1));
        group.add_incoming(&[(&cg.i64(0), pre), (&g_next, latch)]);
        add_incoming(&phis, &Val::Tuple(slots), latch);
        let again = cg.icmp(IntPredicate::SLT, cg.mul(g_next, cg.i64(ring.period as i64)), steps);
        ok(b.build_conditional_branch(again, head, done));
        b.position_at_end(done);
    }

    /// Computes and stores one step's outputs from its `window`: SSAM's partial sums or
    /// value shuffles.
    fn outputs(&self, window: &Val<'ctx>, store: &dyn Fn(i64, i64, &[Val<'ctx>])) {
        let window = Window::new(self.cg, self.kernel, window);
        match self.kernel.sum {
            Some(sum) => self.generator.ssam_outputs(self.kernel, sum, &window, store),
            None => self.generator.value_outputs(self.kernel, &window, store),
        }
    }
}

/// A plane a lane reads (see [`TileWalk::load_plane`]): its input, its coordinate in the
/// stream dimension, its part of the row-major position, and whether it lies inside the
/// input (under a constant boundary).
struct Plane<'ctx> {
    k: usize,
    at_s: IntValue<'ctx>,
    part: IntValue<'ctx>,
    inside: IntValue<'ctx>,
}

/// The ring of register slots a tile's lane holds its planes in: plane `a` of the walk
/// (counted from the tile's first load, upwards, or downwards walking `down`) in slot
/// `a % slots`, so that a loop unrolled over `period` steps names every slot at compile
/// time and a load writes the slot of a plane no longer needed: no register moves between
/// steps, none waiting on a load (a register move of a value still loading waits for it).
/// Beside a step's window the ring holds the rows loaded for the `ahead` steps after it.
struct Ring {
    /// The planes a step's window reads: the stream dimension's span and the step.
    held: usize,
    /// Whether the tile has several steps (else it loads its rows at once).
    streaming: bool,
    slots: usize,
    period: usize,
    step: usize,
    inputs: usize,
    down: bool,
    /// Steps a load runs ahead of the window that first reads it (1: the next step's rows
    /// load during this step).
    ahead: usize,
}

impl Ring {
    fn of(tile: &RegisterTile, inputs: usize, down: bool) -> Ring {
        let sd = tile.stream_dim();
        let (span, step) = ((tile.below[sd] + tile.above[sd]) as usize, tile.step as usize);
        let held = span + step;
        let streaming = tile.chunk > tile.step;
        debug_assert!(streaming || !down, "a tile of one step has no direction");
        let ahead = if streaming { tile.ahead as usize } else { 1 };
        let slots = held + if streaming { ahead * step } else { 0 };
        let period = if streaming { slots / gcd(step, slots) } else { 1 };
        Ring { held, streaming, slots, period, step, inputs, down, ahead }
    }

    /// The planes loaded before the first step: its window and the planes of the steps
    /// after it that load ahead.
    fn first(&self) -> usize {
        self.held + (self.ahead - 1) * self.step
    }

    /// Plane `q` of `n` loaded upwards, in the walk's order.
    fn walked(&self, q: usize, n: usize) -> usize {
        if self.down { n - 1 - q } else { q }
    }

    /// The slots holding the first planes (`first`, every input's), the rest empty.
    fn first_slots<'ctx>(&self, cg: &Codegen<'_, 'ctx>, first: &Val<'ctx>, slot_ty: &Type) -> Vec<Val<'ctx>> {
        let n = self.first();
        (0..self.slots)
            .map(|q| match q < n {
                true => Val::Tuple(
                    first.fields().iter().map(|planes| planes.fields()[self.walked(q, n)].clone()).collect(),
                ),
                false => cg.zero(slot_ty),
            })
            .collect()
    }

    /// The window of the `u`-th step of the loop's body: each input's planes, upwards.
    fn window<'ctx>(&self, slots: &[Val<'ctx>], u: usize) -> Val<'ctx> {
        let planes = |k: usize| {
            let plane = |q: usize| {
                slots[(u * self.step + self.walked(q, self.held)) % self.slots].fields()[k].clone()
            };
            Val::Tuple((0..self.held).map(plane).collect())
        };
        Val::Tuple((0..self.inputs).map(planes).collect())
    }

    /// Puts the `next` step's planes (every input's, as loaded upwards) into the slots the
    /// `u`-th step no longer reads.
    fn fill<'ctx>(&self, slots: &mut [Val<'ctx>], u: usize, next: &Val<'ctx>, inputs: usize) {
        for k in 0..self.step {
            let slot = (u * self.step + self.first() + k) % self.slots;
            let plane = self.walked(k, self.step);
            debug_assert_eq!(next.fields().len(), inputs);
            slots[slot] =
                Val::Tuple(next.fields().iter().map(|planes| planes.fields()[plane].clone()).collect());
        }
    }
}

/// The greatest common divisor of `a` and `b`.
fn gcd(a: usize, b: usize) -> usize {
    if b == 0 { a } else { gcd(b, a % b) }
}
