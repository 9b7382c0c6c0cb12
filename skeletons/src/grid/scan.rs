//! The scans along the innermost dimension on the GPU, warp by warp (see the module
//! documentation of [`super`]): `rows` gives each warp whole rows; for few long rows, the
//! three-kernel scan: `segment` reduces each piece of a row into a partial (a warp per
//! piece), `carries` scans each row's partials into the pieces' carry-ins (a warp per row;
//! an exclusive scan's row total too), and `scan` scans each piece from its carry-in (a
//! warp per piece). The CPU's version is in `range.rs` (`scan`), with the same entries.

use inkwell::IntPredicate;
use inkwell::values::IntValue;
use systole_frontend::ir::{Direction, Fun};
use systole_frontend::{ScalarType, Type};
use systole_fusion::{ArrayVar, Input};

use super::fold::WarpFold;
use super::{GpuTarget, Shuffle, TILE, Warp, is_commutative, shuffle_val, warp_scan};
use crate::codegen::{KernelGen, RowParams, scan_position};
use crate::kernel::Entry;
use crate::lower::{Codegen, FloatOrder, Val, ok};

impl<'ctx> KernelGen<'_, '_, 'ctx> {
    pub(super) fn gpu_scan(
        &mut self,
        gpu: &dyn GpuTarget,
        entry: Entry,
        f: &Fun<ArrayVar>,
        seed: Option<&Fun<ArrayVar>>,
        direction: Direction,
        input: &Input,
    ) {
        let cg = self.cg;
        let RowParams { elt, rank, outer: outer_shape, n, out, totals, partial } =
            self.row_params(input, seed.is_some());
        let outer_shape = &outer_shape[..];
        let rows = outer_shape.iter().fold(cg.i64(1), |acc, &e| cg.mul(acc, e));
        let combine = |acc: &Val<'ctx>, x: &Val<'ctx>| self.scan_combine(f, direction, acc, x);
        let position = |j0, j1, t| scan_position(cg, direction, j0, j1, t);
        let warp = Warp::of(cg, gpu);
        let lane0 = cg.icmp(IntPredicate::EQ, warp.lane, cg.i64(0));
        let scan = WarpScan { cg, gpu, warp: &warp, ty: &elt, combine: &combine, exclusive: seed.is_some() };
        let seed_or_none = || match seed {
            Some(s) => (self.lower(s, &[], FloatOrder::Strict), cg.ctx.bool_type().const_all_ones()),
            None => (cg.zero(&elt), cg.ctx.bool_type().const_zero()),
        };
        let true_ = cg.ctx.bool_type().const_all_ones();
        match entry {
            Entry::Rows => warp.each(cg, rows, |row| {
                let outer = cg.delinearize(outer_shape, row);
                let base = cg.mul(row, n);
                let (carry, has) = seed_or_none();
                let total = scan.run(
                    n,
                    &|t| position(cg.i64(0), n, t),
                    &|j| self.row_element(input, rank, n, row, &outer, j),
                    &|j, v| cg.store_element(&elt, &out, cg.add(base, j), v),
                    carry,
                    has,
                );
                if seed.is_some() {
                    cg.if_then(lane0, || cg.store_element(&elt, &totals, row, &total));
                }
            }),
            Entry::Segment => {
                let (pieces, len) = (self.a, self.b);
                let fold = WarpFold {
                    cg,
                    gpu,
                    warp: &warp,
                    ty: &elt,
                    combine: &combine,
                    commutative: is_commutative(f),
                };
                warp.each(cg, cg.mul(rows, pieces), |piece| {
                    let (row, j0, j1) = piece_range(cg, piece, pieces, len, n);
                    let outer = cg.delinearize(outer_shape, row);
                    let read = |t| self.row_element(input, rank, n, row, &outer, position(j0, j1, t));
                    let v = fold.run(cg.i64(0), cg.sub(j1, j0), &read, None);
                    cg.if_then(lane0, || cg.store_element(&elt, &partial, piece, &v));
                });
            }
            Entry::Carries => {
                let pieces = self.a;
                // an exclusive scan of the partials in scan order: each becomes its piece's
                // carry-in (for an inclusive scan, the first piece's is never read)
                let carries = WarpScan { exclusive: true, ..scan };
                warp.each(cg, rows, |row| {
                    let base = cg.mul(row, pieces);
                    let (carry, has) = seed_or_none();
                    let total = carries.run(
                        pieces,
                        &|t| position(cg.i64(0), pieces, t),
                        &|p| cg.load_value(&elt, &partial, cg.add(base, p)),
                        &|p, v| cg.store_element(&elt, &partial, cg.add(base, p), v),
                        carry,
                        has,
                    );
                    if seed.is_some() {
                        cg.if_then(lane0, || cg.store_element(&elt, &totals, row, &total));
                    }
                });
            }
            Entry::Scan => {
                let (pieces, len) = (self.a, self.b);
                warp.each(cg, cg.mul(rows, pieces), |piece| {
                    let (row, j0, j1) = piece_range(cg, piece, pieces, len, n);
                    let outer = cg.delinearize(outer_shape, row);
                    let base = cg.mul(row, n);
                    let k = cg.sub(piece, cg.mul(row, pieces));
                    let first_k = match direction {
                        Direction::Left => cg.i64(0),
                        Direction::Right => cg.sub(pieces, cg.i64(1)),
                    };
                    // an inclusive scan's first piece in scan order has no carry-in
                    let has = if seed.is_some() { true_ } else { cg.icmp(IntPredicate::NE, k, first_k) };
                    let carry = cg.load_value(&elt, &partial, piece);
                    scan.run(
                        cg.sub(j1, j0),
                        &|t| position(j0, j1, t),
                        &|j| self.row_element(input, rank, n, row, &outer, j),
                        &|j, v| cg.store_element(&elt, &out, cg.add(base, j), v),
                        carry,
                        has,
                    );
                });
            }
            _ => unreachable!("scan has no {entry:?} entry"),
        }
    }
}

/// Row, first and one-past-last position of a piece: `pieces` per row of `n`, `len` each.
fn piece_range<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    piece: IntValue<'ctx>,
    pieces: IntValue<'ctx>,
    len: IntValue<'ctx>,
    n: IntValue<'ctx>,
) -> (IntValue<'ctx>, IntValue<'ctx>, IntValue<'ctx>) {
    let row = ok(cg.builder.build_int_signed_div(piece, pieces, "row"));
    let k = cg.sub(piece, cg.mul(row, pieces));
    let j0 = cg.mul(k, len);
    (row, j0, cg.smin(cg.add(j0, len), n))
}

/// A warp scanning ranges in order (see [`WarpScan::run`]).
#[derive(Clone, Copy)]
struct WarpScan<'w, 'a, 'ctx> {
    cg: &'w Codegen<'a, 'ctx>,
    gpu: &'w dyn GpuTarget,
    warp: &'w Warp<'ctx>,
    ty: &'w Type,
    /// `earlier ⊕ later`.
    combine: &'w dyn Fn(&Val<'ctx>, &Val<'ctx>) -> Val<'ctx>,
    /// Whether element `t`'s result leaves it out (`carry ⊕ x_0 ⊕ ... ⊕ x_{t-1}`).
    exclusive: bool,
}

impl<'ctx> WarpScan<'_, '_, 'ctx> {
    /// Scans the `len` elements `read(pos(t))`, `t` in `0..len`, from `carry` (when `has`;
    /// otherwise from nothing), writing each result with `write(pos(t), value)`. Returns the
    /// running value after the last element (`carry` for an empty range), in every lane.
    fn run(
        &self,
        len: IntValue<'ctx>,
        pos: &dyn Fn(IntValue<'ctx>) -> IntValue<'ctx>,
        read: &dyn Fn(IntValue<'ctx>) -> Val<'ctx>,
        write: &dyn Fn(IntValue<'ctx>, &Val<'ctx>),
        carry: Val<'ctx>,
        has: IntValue<'ctx>,
    ) -> Val<'ctx> {
        let cg = self.cg;
        let b = cg.builder;
        let lane = self.warp.lane;
        let width = 32 * TILE as i64;
        let tiles = ok(b.build_int_signed_div(cg.add(len, cg.i64(width - 1)), cg.i64(width), "tiles"));
        let tiles = cg.smax(tiles, cg.i64(0));
        let last = cg.sub(len, cg.i64(1));
        let state_ty = Type::Tuple(vec![self.ty.clone(), Type::Scalar(ScalarType::Bool)]);
        let state0 = Val::Tuple(vec![carry, Val::Scalar(has.into())]);
        let is_lane0 = cg.icmp(IntPredicate::EQ, lane, cg.i64(0));
        let state = cg.fold_range(cg.i64(0), tiles, &state0, &state_ty, |state, tile| {
            let (mut carry, mut has) = (state.fields()[0].clone(), state.fields()[1].int());
            let t0 = cg.mul(tile, cg.i64(width));
            let rounds: Vec<(IntValue<'ctx>, IntValue<'ctx>, Val<'ctx>, IntValue<'ctx>)> = (0..TILE as i64)
                .map(|r| {
                    let base = cg.add(t0, cg.i64(32 * r));
                    let t = cg.add(base, lane);
                    let present = cg.icmp(IntPredicate::SLT, t, len);
                    let p = pos(cg.smin(t, last));
                    let count = cg.smax(cg.smin(cg.sub(len, base), cg.i64(32)), cg.i64(0));
                    (present, p, read(p), count)
                })
                .collect();
            let scanned: Vec<Val<'ctx>> = rounds
                .iter()
                .map(|(_, _, x, _)| warp_scan(cg, self.gpu, self.ty, x.clone(), lane, self.combine))
                .collect();
            for ((present, p, _, count), incl) in rounds.iter().zip(&scanned) {
                let with_carry = (self.combine)(&carry, incl);
                let running = cg.select_val(has, &with_carry, incl);
                let result = if self.exclusive {
                    let before = shuffle_val(cg, self.gpu, self.ty, incl, Shuffle::Up, cg.i64(1));
                    let joined = (self.combine)(&carry, &before);
                    let joined = cg.select_val(has, &joined, &before);
                    cg.select_val(is_lane0, &carry, &joined)
                } else {
                    running.clone()
                };
                cg.if_then(*present, || write(*p, &result));
                let nonempty = cg.icmp(IntPredicate::SGT, *count, cg.i64(0));
                let from = cg.smax(cg.sub(*count, cg.i64(1)), cg.i64(0));
                let next = shuffle_val(cg, self.gpu, self.ty, &running, Shuffle::Index, from);
                carry = cg.select_val(nonempty, &next, &carry);
                has = ok(b.build_or(has, nonempty, "has"));
            }
            Val::Tuple(vec![carry, Val::Scalar(has.into())])
        });
        state.fields()[0].clone()
    }
}
