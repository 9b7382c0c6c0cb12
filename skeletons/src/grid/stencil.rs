//! Stencils on the GPU, in two skeletons; [`stencil_skeleton`] picks one per kernel from the
//! stencil's footprint and the user's [`StencilStrategy`].
//!
//! **Naive.** One thread per output element; a thread whose every tap lands inside the
//! inputs (the interior, computed by the host) reads them with plain loads, and only the
//! threads of the border pay for the boundary rule. Warps lie along rows, so only the warps
//! that touch the left or right edge, and the rows near the top and bottom, take the checked
//! path. Every tap is a load (most hit the L1 cache). The CPU's version is in `range.rs`
//! (`stencil`).
//!
//! **Register tile** (a register cache with value shuffles, after Chen et al., SC'19, and
//! Rawat et al.'s register-first streaming). A warp computes a tile of `rows` outputs in the
//! stream dimension (the second innermost) by `32 - halo` columns (the innermost), a single
//! index in the dimensions outside those. Lane `l` loads one column, `x0 - below + l`, of
//! every row the tile's taps read, once, with a coalesced row load, and keeps it in
//! registers; the output at row `p` takes its tap `(ds, dx)` from the value of row `p + ds`
//! held by lane `l + dx`, moved by a `shfl.sync` (each row's shuffle by `dx` made once and
//! shared by every output that reads it). The lanes of the halo (the first `below` and the
//! last `above`) only load; tiles overlap by the halo. Any stencil function works: the taps
//! are values, not partial sums. Loads per output fall from one per tap to about
//! `(rows + span) / rows` per input row read, and no tap costs an L1 access.
//!
//! A tile whose loads all fall inside every input (checked once per tile) loads plainly;
//! the others load through each input's boundary rule, each coordinate first clamped to the
//! range an output's tap can reach (a lane past the output's edge loads something valid and
//! stores nothing).

use std::collections::HashMap;
use std::fmt;

use inkwell::IntPredicate;
use inkwell::values::BasicValueEnum;
use inkwell::values::IntValue;
pub use systole_frontend::StencilStrategy;
use systole_frontend::Type;
use systole_frontend::ir::{BinOp, Consumer, Fun, StencilInput, UnOp};
use systole_fusion::{ArrayVar, Input, Kernel};

use super::weighted::{WeightedSum, weighted_sum};
use super::{GpuTarget, Shuffle, Warp, each_element, shuffle_val};
use crate::codegen::{KernelGen, StencilParams};
use crate::kernel::{Signature, input_type};
use crate::lower::{FloatOrder, Val, add_incoming, ok, phi_val};

/// What the GPU made of a stencil kernel, and why.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum StencilSkeleton {
    /// One thread per output; the reason the register tile was not used.
    Naive {
        /// Why not the register tile.
        why: String,
    },
    /// A warp per tile of outputs, rows held in registers, taps moved by shuffles.
    RegisterTile(RegisterTile),
    /// The register tile with SSAM's partial sums: a column's weighted taps combined in one
    /// lane, a shuffle per column.
    Ssam {
        /// The tile.
        tile: RegisterTile,
        /// The sum's operator (`+`, `max`, `min`).
        op: BinOp,
    },
}

/// The shape of a [`StencilSkeleton::RegisterTile`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RegisterTile {
    /// Outputs per thread, consecutive in the stream dimension (the second innermost).
    pub rows: u32,
    /// The halo before the output in each dimension: the largest `-offset` over every tap
    /// of every input (0 if none is negative).
    pub below: Vec<i64>,
    /// The halo after the output in each dimension: the largest `offset` (0 if none is
    /// positive).
    pub above: Vec<i64>,
}

impl RegisterTile {
    /// Output columns per warp: 32 lanes less the halo in the innermost dimension.
    pub fn width(&self) -> u32 {
        let x = self.below.len() - 1;
        32 - (self.below[x] + self.above[x]) as u32
    }

    /// The number of tiles across the innermost dimension of `extent` and across its
    /// stream dimension (the launch's `a` and `b`).
    pub fn blocks(&self, extent: &[usize]) -> (usize, usize) {
        let rank = extent.len();
        (extent[rank - 1].div_ceil(self.width() as usize), extent[rank - 2].div_ceil(self.rows as usize))
    }
}

impl fmt::Display for StencilSkeleton {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StencilSkeleton::Naive { why } => write!(f, "naive stencil ({why})"),
            StencilSkeleton::RegisterTile(t) => {
                write!(f, "register tile ({} rows x {} columns per warp)", t.rows, t.width())
            }
            StencilSkeleton::Ssam { tile, op } => {
                let op = op.symbol().unwrap_or(op.name());
                write!(
                    f,
                    "SSAM partial sums of {op} ({} rows x {} columns per warp)",
                    tile.rows,
                    tile.width()
                )
            }
        }
    }
}

/// The widest halo (sum of both sides, innermost dimension) a register tile takes: half a
/// warp; wider, most lanes would only load.
const MAX_HALO_COLUMNS: i64 = 16;

/// The most 32-bit registers the tap values of one output may take in a register tile:
/// a thread holds about one output's taps (shuffled) and its loaded rows at once.
const MAX_TAP_WORDS: usize = 96;

/// The most 32-bit registers a thread's loaded rows may take (more at every height
/// [`tile_rows`] gives: 4 rows).
const MAX_ROW_WORDS: usize = 64;

/// The most 32-bit registers the loaded rows of a 3D tile taller than 8 rows may take
/// (measured on an H100, f32 at 12 rows: j3d7pt's 38 words 12% faster than at 8 rows,
/// j3d27pt's 42 words 10% slower).
const MAX_TALL_3D_ROW_WORDS: usize = 40;

/// The most 32-bit registers SSAM's weights that are not constants (a filter read at run
/// time) may take: each holds a register for the whole tile.
const MAX_WEIGHT_WORDS: usize = 48;

/// 32-bit registers of a value of type `t`.
fn words(t: &Type) -> usize {
    t.leaves().iter().map(|l| l.size_bytes().div_ceil(4)).sum()
}

/// The skeleton a stencil kernel gets on the GPU under `strategy` (`None` if `sig` is not
/// a stencil). A pure function of the kernel and the strategy: code generation and the
/// launch both ask it, and the kernel caches key on its answer.
pub fn stencil_skeleton(sig: &Signature, strategy: StencilStrategy) -> Option<StencilSkeleton> {
    let Kernel::Consumer(Consumer::Stencil { f, inputs, strategy: chosen }) = &sig.canonical else {
        return None;
    };
    // a strategy given to this stencil wins over the backend's
    let strategy = chosen.unwrap_or(strategy);
    let naive = |why: String| StencilSkeleton::Naive { why };
    let register_tile = || match tile_shape(sig, inputs, false) {
        Ok((tile, tap_words)) if tap_words <= MAX_TAP_WORDS => StencilSkeleton::RegisterTile(tile),
        Ok((_, tap_words)) => {
            naive(format!("{tap_words} registers of taps per output: a register tile would spill"))
        }
        Err(why) => naive(why),
    };
    Some(match strategy {
        StencilStrategy::Naive => naive("StencilStrategy::Naive".into()),
        StencilStrategy::Auto | StencilStrategy::RegisterCache => register_tile(),
        StencilStrategy::Ssam => match (weighted_sum(f), tile_shape(sig, inputs, true)) {
            (Some(sum), Ok((tile, _)))
                if sum.variable_weights() * words(f.result_type()) <= MAX_WEIGHT_WORDS =>
            {
                StencilSkeleton::Ssam { tile, op: sum.op }
            }
            _ => register_tile(),
        },
    })
}

/// The register tile a stencil's footprint allows (with SSAM's partial sums or not), and
/// the 32-bit registers of one output's taps; why none, if none does.
fn tile_shape(
    sig: &Signature,
    inputs: &[StencilInput<Input>],
    partial_sums: bool,
) -> Result<(RegisterTile, usize), String> {
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
    let row_words = |rows: u32| -> usize {
        inputs.iter().map(|s| row_loads(s, rank, rows).len() * words(&input_type(&s.input, sig).0)).sum()
    };
    let rows = tile_rows(below[rank - 2] + above[rank - 2], rank, partial_sums)
        .into_iter()
        .find(|&rows| {
            row_words(rows) <= if rows > 8 && rank >= 3 { MAX_TALL_3D_ROW_WORDS } else { MAX_ROW_WORDS }
        })
        .unwrap_or(4);
    Ok((RegisterTile { rows, below, above }, tap_words))
}

/// The rows a register tile of a stencil of rank `rank` whose taps span `halo + 1` rows
/// in the stream dimension would have (with SSAM's partial sums or not), best first, if
/// its loaded rows fit in registers. A tile loads `rows + halo` rows for `rows` outputs:
/// the wider the halo, the taller the tile (and a 3D tile's loads of neighbour planes gain
/// as much), except where the taps a value-shuffling tile holds per output are many.
/// Measured on an H100 (copy roofline about 2990 GB/s; GCells/s at 8 / 12 / 16 rows):
/// SSAM j2d5pt f32 (halo 2) 262 / 236 / 232, gaussian 5x5 (halo 4) f32 275 / 282 / 276 and
/// f64 144 / 159 / 149, box9x9 (halo 8) f32 128 / 136 / 143 and f64 69 / 75 / 73; value
/// shuffles: j3d7pt f32 (halo 2, 3D) 168 / 190 / 154, gaussian f64 100 / 111 / -, box9x9 f32
/// 87 / - / 68, conv2d 5x5 141 / 147 / 153, j2d9pt f32 274 / 295 / -. A 3D tile grows only
/// while its rows fit in [`MAX_TALL_3D_ROW_WORDS`].
fn tile_rows(halo: i64, rank: usize, partial_sums: bool) -> Vec<u32> {
    match halo {
        8.. if partial_sums => vec![16, 12, 8],
        8.. => vec![8],
        _ if halo >= 4 || rank >= 3 => vec![12, 8],
        _ => vec![8],
    }
}

/// What a lane of a register tile loads of one input: the rows its taps read, each named by
/// its offsets in the dimensions outside the stream dimension and its position in the
/// stream dimension relative to the tile's first row (sorted, each once).
fn row_loads<I>(s: &StencilInput<I>, rank: usize, rows: u32) -> Vec<(Vec<i64>, i64)> {
    let sd = rank - 2;
    let mut loads: Vec<(Vec<i64>, i64)> = s
        .offsets
        .iter()
        .flat_map(|off| (0..i64::from(rows)).map(move |p| (off[..sd].to_vec(), p + off[sd])))
        .collect();
    loads.sort();
    loads.dedup();
    loads
}

impl<'ctx> KernelGen<'_, '_, 'ctx> {
    pub(super) fn gpu_stencil(
        &mut self,
        gpu: &dyn GpuTarget,
        f: &Fun<ArrayVar>,
        inputs: &[StencilInput<Input>],
        skeleton: &StencilSkeleton,
        position: Option<&Fun<ArrayVar>>,
    ) {
        match skeleton {
            StencilSkeleton::Naive { .. } => self.naive_stencil(gpu, f, inputs, position),
            StencilSkeleton::RegisterTile(tile) => self.tiled_stencil(gpu, f, inputs, tile, None),
            StencilSkeleton::Ssam { tile, .. } => {
                let sum = weighted_sum(f).expect("SSAM is chosen for weighted sums");
                self.tiled_stencil(gpu, f, inputs, tile, Some(&sum))
            }
        }
    }

    fn naive_stencil(
        &mut self,
        gpu: &dyn GpuTarget,
        f: &Fun<ArrayVar>,
        inputs: &[StencilInput<Input>],
        position: Option<&Fun<ArrayVar>>,
    ) {
        let cg = self.cg;
        let StencilParams { extents, out_extent, lo, hi, out } = self.stencil_params(f, inputs);
        let elt = f.result_type().clone();
        each_element(cg, gpu, &out_extent, position, &|ix, lin| {
            let interior = self.inside(ix, &lo, &hi);
            let yes = cg.block("interior");
            let no = cg.block("border");
            let done = cg.block("done");
            ok(cg.builder.build_conditional_branch(interior, yes, no));
            for (block, checked) in [(yes, false), (no, true)] {
                cg.builder.position_at_end(block);
                let v = self.stencil_point(f, inputs, &extents, ix, checked);
                cg.store_element(&elt, &out, lin, &v);
                ok(cg.builder.build_unconditional_branch(done));
            }
            cg.builder.position_at_end(done);
        });
    }

    /// The register tile (see the module documentation), with SSAM's partial sums when `sum`
    /// is given. The entry's `a` is the number of tiles across the innermost dimension, `b`
    /// across the stream dimension ([`RegisterTile::blocks`]); a warp per tile, warp-stride.
    fn tiled_stencil(
        &mut self,
        gpu: &dyn GpuTarget,
        f: &Fun<ArrayVar>,
        inputs: &[StencilInput<Input>],
        tile: &RegisterTile,
        sum: Option<&WeightedSum>,
    ) {
        let cg = self.cg;
        let b = cg.builder;
        let StencilParams { extents, out_extent, out, .. } = self.stencil_params(f, inputs);
        let rank = out_extent.len();
        let (xd, sd) = (rank - 1, rank - 2);
        let (columns, rows) = (self.a, self.b);
        let width = i64::from(tile.width());
        let warp = Warp::of(cg, gpu);
        let tiles = out_extent[..sd].iter().fold(cg.mul(columns, rows), |n, &e| cg.mul(n, e));
        // every input holds every position below `common` (the loads of an inner tile)
        let common: Vec<IntValue<'ctx>> =
            (0..rank).map(|d| extents.iter().map(|e| e[d]).reduce(|x, y| cg.smin(x, y)).unwrap()).collect();
        let types: Vec<Type> = inputs.iter().map(|s| input_type(&s.input, self.sig).0).collect();
        let loads: Vec<Vec<(Vec<i64>, i64)>> = inputs.iter().map(|s| row_loads(s, rank, tile.rows)).collect();
        let elt = f.result_type().clone();
        warp.each(cg, tiles, |t| {
            let urem = |x, y| ok(b.build_int_unsigned_rem(x, y, "rem"));
            let udiv = |x, y| ok(b.build_int_unsigned_div(x, y, "div"));
            let mut start = vec![cg.i64(0); rank];
            start[xd] = cg.mul(urem(t, columns), cg.i64(width));
            let rest = udiv(t, columns);
            start[sd] = cg.mul(urem(rest, rows), cg.i64(i64::from(tile.rows)));
            let mut rest = udiv(rest, rows);
            for d in (0..sd).rev() {
                if d == 0 {
                    start[0] = rest;
                } else {
                    start[d] = urem(rest, out_extent[d]);
                    rest = udiv(rest, out_extent[d]);
                }
            }
            let column = cg.add(cg.sub(start[xd], cg.i64(tile.below[xd])), warp.lane);
            // the tile's loads, per dimension: first position and one past the last
            let reach = |d: usize| {
                let extra = match d {
                    _ if d == xd => 32 - tile.below[xd],
                    _ if d == sd => i64::from(tile.rows) + tile.above[d],
                    _ => 1 + tile.above[d],
                };
                (cg.sub(start[d], cg.i64(tile.below[d])), cg.add(start[d], cg.i64(extra)))
            };
            let mut inner = cg.ctx.bool_type().const_all_ones();
            for (d, &n) in common.iter().enumerate() {
                let (first, end) = reach(d);
                let fits = ok(b.build_and(
                    cg.icmp(IntPredicate::SGE, first, cg.i64(0)),
                    cg.icmp(IntPredicate::SLE, end, n),
                    "fits",
                ));
                inner = ok(b.build_and(inner, fits, "inner"));
            }
            let position = |outer: &[i64], row: i64| -> Vec<IntValue<'ctx>> {
                let mut at: Vec<IntValue<'ctx>> =
                    outer.iter().zip(&start).map(|(&o, &s)| cg.add(s, cg.i64(o))).collect();
                at.push(cg.add(start[sd], cg.i64(row)));
                at.push(column);
                at
            };
            let load_all = |checked: bool| -> Vec<Vec<Val<'ctx>>> {
                inputs
                    .iter()
                    .zip(&loads)
                    .zip(&extents)
                    .map(|((s, rows), extent)| {
                        rows.iter()
                            .map(|(outer, row)| {
                                let at = position(outer, *row);
                                if !checked {
                                    return self.read_input(&s.input, &at, cg.linearize(extent, &at));
                                }
                                // clamped to where an output's tap can reach, then the rule
                                let at: Vec<IntValue<'ctx>> = (0..rank)
                                    .map(|d| {
                                        let lo = cg.i64(-tile.below[d]);
                                        let hi = cg.add(out_extent[d], cg.i64(tile.above[d] - 1));
                                        cg.smax(cg.smin(at[d], hi), lo)
                                    })
                                    .collect();
                                self.read_boundary(&s.input, extent, &s.boundary, &at)
                            })
                            .collect()
                    })
                    .collect()
            };
            // one branch per tile (uniform across the warp): shuffles come after the join
            let plain = cg.block("tile.inner");
            let border = cg.block("tile.border");
            let join = cg.block("tile.loaded");
            ok(b.build_conditional_branch(inner, plain, border));
            let mut arms = Vec::new();
            for (block, checked) in [(plain, false), (border, true)] {
                b.position_at_end(block);
                let values = load_all(checked);
                arms.push((values, cg.current()));
                ok(b.build_unconditional_branch(join));
            }
            b.position_at_end(join);
            let values: Vec<Vec<Val<'ctx>>> = (0..inputs.len())
                .map(|k| {
                    (0..loads[k].len())
                        .map(|r| {
                            let phis = cg.phis(&types[k]);
                            for (values, block) in &arms {
                                add_incoming(&phis, &values[k][r], *block);
                            }
                            phi_val(&types[k], &phis)
                        })
                        .collect()
                })
                .collect();
            let mut moved: HashMap<(usize, usize, i64), Val<'ctx>> = HashMap::new();
            let weights = sum.map(|w| self.lower(&w.weights, &[], FloatOrder::Strict));
            let store_lane = ok(b.build_and(
                cg.icmp(IntPredicate::SGE, warp.lane, cg.i64(tile.below[xd])),
                cg.icmp(IntPredicate::SLT, warp.lane, cg.i64(tile.below[xd] + width)),
                "out.lane",
            ));
            let store_column =
                ok(b.build_and(store_lane, cg.icmp(IntPredicate::SLT, column, out_extent[xd]), "out.col"));
            // each tap: its input, the row it reads and its column offset
            let tap = |p: i64, k: usize, off: &[i64]| {
                let key = (off[..sd].to_vec(), p + off[sd]);
                (loads[k].binary_search(&key).expect("every tap's row is loaded"), off[xd])
            };
            let taps_in_order: Vec<(usize, &[i64])> = inputs
                .iter()
                .enumerate()
                .flat_map(|(k, s)| s.offsets.iter().map(move |off| (k, off.as_slice())))
                .collect();
            for p in 0..i64::from(tile.rows) {
                let v = match (sum, &weights) {
                    (Some(sum), Some(weights)) => {
                        // SSAM: a partial result per column in the lane holding it, then one
                        // shuffle per column
                        let t = f.params()[sum.terms[0].tap].as_scalar().expect("scalar taps");
                        let op = |a: BasicValueEnum<'ctx>, b| cg.binary(sum.op, t, a, b, FloatOrder::Strict);
                        let mut columns: Vec<(i64, BasicValueEnum<'ctx>)> = Vec::new();
                        for term in &sum.terms {
                            let (k, off) = taps_in_order[term.tap];
                            let (r, dx) = tap(p, k, off);
                            let mut x = values[k][r].scalar();
                            if let Some(w) = term.weight {
                                x = cg.binary(
                                    BinOp::Mul,
                                    t,
                                    x,
                                    weights.fields()[w].scalar(),
                                    FloatOrder::Strict,
                                );
                            }
                            match columns.iter_mut().find(|c| c.0 == dx) {
                                Some(c) if term.negated => {
                                    c.1 = cg.binary(BinOp::Sub, t, c.1, x, FloatOrder::Strict);
                                }
                                Some(c) => c.1 = op(c.1, x),
                                None if term.negated => {
                                    columns.push((dx, cg.unary(UnOp::Neg, t, x, FloatOrder::Strict)));
                                }
                                None => columns.push((dx, x)),
                            }
                        }
                        columns.sort_by_key(|c| c.0);
                        let scalar = Type::Scalar(t);
                        let total = columns
                            .into_iter()
                            .map(|(dx, partial)| {
                                let partial = Val::Scalar(partial);
                                let (mode, by) =
                                    if dx >= 0 { (Shuffle::Down, dx) } else { (Shuffle::Up, -dx) };
                                match dx {
                                    0 => partial.scalar(),
                                    _ => shuffle_val(cg, gpu, &scalar, &partial, mode, cg.i64(by)).scalar(),
                                }
                            })
                            .reduce(op)
                            .expect("a weighted sum has terms");
                        self.lower(&sum.post, &[Val::Scalar(total)], FloatOrder::Strict)
                    }
                    _ => {
                        let mut taps = Vec::new();
                        for &(k, off) in &taps_in_order {
                            let (r, dx) = tap(p, k, off);
                            taps.push(match dx {
                                0 => values[k][r].clone(),
                                _ => moved
                                    .entry((k, r, dx))
                                    .or_insert_with(|| {
                                        let (mode, by) =
                                            if dx > 0 { (Shuffle::Down, dx) } else { (Shuffle::Up, -dx) };
                                        shuffle_val(cg, gpu, &types[k], &values[k][r], mode, cg.i64(by))
                                    })
                                    .clone(),
                            });
                        }
                        self.lower(f, &taps, FloatOrder::Strict)
                    }
                };
                let row = cg.add(start[sd], cg.i64(p));
                let store =
                    ok(b.build_and(store_column, cg.icmp(IntPredicate::SLT, row, out_extent[sd]), "out.row"));
                cg.if_then(store, || {
                    let mut at = start[..sd].to_vec();
                    at.extend([row, column]);
                    cg.store_element(&elt, &out, cg.linearize(&out_extent, &at), &v);
                });
            }
        });
    }
}
