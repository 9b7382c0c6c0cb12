//! The shared window: a wide filter (a weighted sum over a dense box of taps, such as a 15x15
//! convolution) whose code does not grow with the filter's area.
//!
//! SSAM and the register tile unroll every tap of every output of a step: a K x K filter is
//! K² multiply-adds of straight-line code per output, and both LLVM's and `ptxas`'s time grow
//! faster than the code (a 15x15 filter took over 20 s to compile cold). Here a block of
//! `warps` warps computes a tile of 32 columns by `warps · rows` rows:
//!
//! 1. its threads copy the tile's input window (the tile and the filter's halo, read through
//!    the boundary rule) into shared memory, then wait at the block's barrier;
//! 2. each thread computes a column of `rows` outputs, in a loop over the filter's columns
//!    that is not unrolled. An iteration reads the column's K weights from constant memory
//!    (the same for every thread: one broadcast each), then walks the `rows + K - 1` window
//!    values of its column in shared memory, each read once and multiplied into every one of
//!    the thread's outputs whose filter covers it (up to K). An iteration is K weight reads,
//!    `rows + K - 1` shared reads and `rows · K` multiply-adds: the multiply-adds dominate,
//!    and the code is one filter column's, K times smaller than the filter's.
//!
//! The weights, constants included, are evaluated by the kernel's
//! [`Entry::Weights`](crate::kernel::Entry::Weights) entry into a dense table, column after
//! column, that the host copies into the module's constant memory
//! ([`WEIGHTS_GLOBAL`](super::WEIGHTS_GLOBAL)) before the launch; a subtracted term's weight is
//! negated there. Float sums are reassociated (by filter columns) and their terms fused into
//! multiply-adds, as SSAM's are; integer sums wrap as the interpreter's do.
//!
//! It applies to 2D stencils of one input whose function is a `+`-sum of weighted taps
//! covering a dense box, each box offset once, of at most [`MAX_WINDOW_EXTENT`] taps a side.

use inkwell::IntPredicate;
use inkwell::values::{BasicValueEnum, IntValue};
use systole_frontend::ir::{BinOp, Fun, StencilInput, UnOp};
use systole_frontend::{ScalarType, Type};
use systole_fusion::{ArrayVar, Input};

use super::super::scan::shared_array;
use super::super::weighted::WeightedSum;
use super::super::{GpuTarget, Special, sreg};
use super::WEIGHTS_GLOBAL;
use crate::codegen::{KernelGen, StencilParams};
use crate::lower::{FloatOrder, Val, ok};

/// The most taps a side of a filter the shared window takes (its window must fit the
/// shared memory of a block, see [`Window::shared_bytes`]).
pub(super) const MAX_WINDOW_EXTENT: i64 = 33;

/// The most bytes of shared memory a window takes (static shared memory stops at 48 KiB a
/// block; less keeps several blocks on a multiprocessor).
const MAX_WINDOW_BYTES: u64 = 40 << 10;

/// The shape of a shared-window stencil: the filter's box and the block's tile.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Window {
    /// The smallest offset of the filter's box, per dimension (rows, columns).
    pub below: [i64; 2],
    /// The filter's extent, per dimension (rows, columns).
    pub extent: [i64; 2],
    /// The outputs of a thread, down a column.
    pub rows: u32,
    /// The warps of a block, one above the other.
    pub warps: u32,
    /// The bytes of a tap's type.
    pub elt_bytes: u32,
}

impl Window {
    /// The rows of a block's tile of outputs.
    pub fn tile_rows(&self) -> i64 {
        i64::from(self.rows * self.warps)
    }

    /// The block's input window: rows and columns.
    pub fn window(&self) -> (i64, i64) {
        (self.tile_rows() + self.extent[0] - 1, 32 + self.extent[1] - 1)
    }

    /// The bytes of shared memory of a block.
    pub fn shared_bytes(&self) -> u64 {
        let (r, c) = self.window();
        (r * c) as u64 * u64::from(self.elt_bytes)
    }

    /// The weights of the table in constant memory: every tap of the box.
    pub fn weights(&self) -> usize {
        (self.extent[0] * self.extent[1]) as usize
    }

    /// The grid and block of a launch over an output of `extent` (rows, columns); `None` for
    /// an empty output. The grid's y stops at 65,535 blocks: the kernel's loop over tile rows
    /// takes the rest.
    #[allow(clippy::type_complexity)]
    pub fn launch(&self, extent: [usize; 2]) -> Option<((u32, u32, u32), (u32, u32, u32))> {
        let [ny, nx] = extent;
        if ny == 0 || nx == 0 {
            return None;
        }
        let tiles_x = nx.div_ceil(32).min(i32::MAX as usize) as u32;
        let tiles_y = ny.div_ceil(self.tile_rows() as usize).min(65_535) as u32;
        Some(((tiles_x, tiles_y, 1), (32, self.warps, 1)))
    }

    /// The window of a 2D stencil of one input, for the weighted sum `sum` of taps of type
    /// `t` at `offsets` (the stencil function's parameters, in order), if it applies (see the
    /// module documentation).
    pub fn of(offsets: &[Vec<i64>], sum: &WeightedSum, t: ScalarType) -> Option<Window> {
        if sum.op != BinOp::Add || offsets.first().is_none_or(|o| o.len() != 2) || t == ScalarType::Bool {
            return None;
        }
        let lo = |d: usize| offsets.iter().map(|o| o[d]).min();
        let hi = |d: usize| offsets.iter().map(|o| o[d]).max();
        let below = [lo(0)?, lo(1)?];
        let extent = [hi(0)? - below[0] + 1, hi(1)? - below[1] + 1];
        if extent.iter().any(|&e| e > MAX_WINDOW_EXTENT) {
            return None;
        }
        // every offset of the box is a term's, once
        let mut seen = vec![false; (extent[0] * extent[1]) as usize];
        for term in &sum.terms {
            let o = &offsets[term.tap];
            let slot = ((o[1] - below[1]) * extent[0] + (o[0] - below[0])) as usize;
            if std::mem::replace(&mut seen[slot], true) {
                return None;
            }
        }
        if !seen.iter().all(|&s| s) {
            return None;
        }
        let elt_bytes = t.size_bytes() as u32;
        // 16 outputs a thread (8 of 8 bytes) keep the multiply-adds far ahead of the reads
        let rows = if elt_bytes > 4 { 8 } else { 16 };
        let window = Window { below, extent, rows, warps: 4, elt_bytes };
        (window.shared_bytes() <= MAX_WINDOW_BYTES).then_some(window)
    }

    /// The table slot of the weight at filter row `jj` and column `ii` (from the box's
    /// corner): column after column.
    fn slot(&self, jj: i64, ii: i64) -> i64 {
        ii * self.extent[0] + jj
    }
}

impl std::fmt::Display for Window {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let [h, w] = self.extent;
        write!(
            f,
            "{h}x{w} filter, 32 columns x {} rows a block, {} outputs a thread, a loop over the filter's columns",
            self.tile_rows(),
            self.rows
        )
    }
}

impl<'ctx> KernelGen<'_, '_, 'ctx> {
    /// The shared-window stencil (see the module documentation).
    pub(super) fn window_stencil(
        &mut self,
        gpu: &dyn GpuTarget,
        f: &Fun<ArrayVar>,
        inputs: &[StencilInput<Input>],
        window: &Window,
        sum: &WeightedSum,
        t: ScalarType,
    ) {
        let cg = self.cg;
        let StencilParams { extents, out_extent, out, .. } = self.stencil_params(f, inputs);
        let (input, extent) = (&inputs[0], &extents[0]);
        let (ny, nx) = (out_extent[0], out_extent[1]);
        let (wr, wc) = window.window();
        let [kh, kw] = window.extent;
        let rows = i64::from(window.rows);
        let tile_rows = window.tile_rows();
        let mt = cg.mem_type(t);
        let shared = shared_array(cg, gpu, mt, (wr * wc) as u32);
        let weights = self.weight_table(gpu, window, t);
        let (lane, warp) = (sreg(cg, gpu, Special::Thread(0)), sreg(cg, gpu, Special::Thread(1)));
        let x0 = cg.mul(sreg(cg, gpu, Special::Block(0)), cg.i64(32));
        let tiles_y = ceil_div(cg, ny, tile_rows);
        let first = sreg(cg, gpu, Special::Block(1));
        let stride = sreg(cg, gpu, Special::GridDim(1));
        // this block's tile rows: first, first + stride, ... below tiles_y
        let left = cg.smax(cg.sub(tiles_y, first), cg.i64(0));
        let turns =
            ok(cg.builder.build_int_signed_div(cg.add(left, cg.sub(stride, cg.i64(1))), stride, "turns"));
        let zero = Val::Scalar(identity(cg, t));
        let accs = Type::Tuple(vec![Type::Scalar(t); window.rows as usize]);
        cg.for_range(cg.i64(0), turns, |turn| {
            let y0 = cg.mul(cg.add(first, cg.mul(turn, stride)), cg.i64(tile_rows));
            // 1. the window into shared memory: warp `w` copies rows `w, w + warps, ...`, a
            // lane columns `lane, lane + 32, ...`; plain loads where the whole window is
            // inside the input, else every element through the boundary rule
            let (wy, wx) = (cg.add(y0, cg.i64(window.below[0])), cg.add(x0, cg.i64(window.below[1])));
            let inside = self.inside(
                &[wy, wx],
                &[cg.i64(0), cg.i64(0)],
                &[cg.sub(extent[0], cg.i64(wr - 1)), cg.sub(extent[1], cg.i64(wc - 1))],
            );
            let copy = |checked: bool| {
                let row_turns = (wr - 1) / i64::from(window.warps) + 1;
                cg.for_range(cg.i64(0), cg.i64(row_turns), |k| {
                    let r = cg.add(warp, cg.mul(k, cg.i64(window.warps.into())));
                    cg.if_then(cg.icmp(IntPredicate::SLT, r, cg.i64(wr)), || {
                        for part in 0..(wc - 1) / 32 + 1 {
                            let c = cg.add(lane, cg.i64(32 * part));
                            cg.if_then(cg.icmp(IntPredicate::SLT, c, cg.i64(wc)), || {
                                let ix = [cg.add(wy, r), cg.add(wx, c)];
                                let v = if checked {
                                    self.read_boundary(&input.input, extent, &input.boundary, &ix)
                                } else {
                                    self.read_input(&input.input, &ix, cg.linearize(extent, &ix))
                                };
                                cg.store(t, shared, cg.add(cg.mul(r, cg.i64(wc)), c), v.scalar());
                            });
                        }
                    });
                });
            };
            cg.if_else(inside, || copy(false), || copy(true));
            gpu.block_barrier(cg);
            // 2. this thread's column of outputs, a loop over the filter's columns
            let top = cg.mul(warp, cg.i64(rows));
            let init = Val::Tuple(vec![zero.clone(); window.rows as usize]);
            let sums = cg.fold_range(cg.i64(0), cg.i64(kw), &init, &accs, |acc, ii| {
                let w: Vec<BasicValueEnum<'ctx>> = (0..kh)
                    .map(|jj| cg.load(t, weights, cg.add(cg.mul(ii, cg.i64(kh)), cg.i64(jj))))
                    .collect();
                let mut acc: Vec<BasicValueEnum<'ctx>> = acc.fields().iter().map(Val::scalar).collect();
                let column = cg.add(lane, ii);
                for j in 0..rows + kh - 1 {
                    let v = cg.load(t, shared, cg.add(cg.mul(cg.add(top, cg.i64(j)), cg.i64(wc)), column));
                    for (r, a) in
                        acc.iter_mut().enumerate().take((j + 1) as usize).skip((j - kh + 1).max(0) as usize)
                    {
                        *a = multiply_add(cg, t, v, w[(j - r as i64) as usize], *a);
                    }
                }
                Val::Tuple(acc.into_iter().map(Val::Scalar).collect())
            });
            // 3. the outputs inside the extent, through the sum's `post`
            let x = cg.add(x0, lane);
            for (r, s) in sums.fields().iter().enumerate() {
                let y = cg.add(y0, cg.add(top, cg.i64(r as i64)));
                let inside = ok(cg.builder.build_and(
                    cg.icmp(IntPredicate::SLT, y, ny),
                    cg.icmp(IntPredicate::SLT, x, nx),
                    "inside",
                ));
                cg.if_then(inside, || {
                    let v = self.lower(&sum.post, std::slice::from_ref(s), FloatOrder::Strict);
                    cg.store_element(f.result_type(), &out, cg.add(cg.mul(y, nx), x), &v);
                });
            }
            // the window is read by every warp before the next turn overwrites it
            gpu.block_barrier(cg);
        });
    }

    /// The window's weight table in constant memory ([`WEIGHTS_GLOBAL`]).
    fn weight_table(
        &self,
        gpu: &dyn GpuTarget,
        window: &Window,
        t: ScalarType,
    ) -> inkwell::values::PointerValue<'ctx> {
        let cg = self.cg;
        let ty = inkwell::types::BasicType::array_type(&cg.mem_type(t), window.weights() as u32);
        let g = cg.module.add_global(ty, Some(gpu.constant_space()), WEIGHTS_GLOBAL);
        // written by the host before each launch: LLVM must not assume its initializer
        g.set_initializer(&ty.const_zero());
        g.set_externally_initialized(true);
        g.as_pointer_value()
    }

    /// The [`Entry::Weights`](crate::kernel::Entry::Weights) entry of a shared window: every
    /// weight of `sum` (taps at `offsets`), a subtracted term's negated and an unweighted
    /// one's 1, stored as the table (column after column) into the buffer at address `a`.
    /// Lane `i` of the first block evaluates the filter columns `i, i + 32, ...`, each column
    /// behind its own branch, so that no thread holds the whole filter in registers at once.
    pub(super) fn window_weights(
        &mut self,
        gpu: &dyn GpuTarget,
        window: &Window,
        offsets: &[Vec<i64>],
        sum: &WeightedSum,
        t: ScalarType,
    ) {
        let cg = self.cg;
        let lane = sreg(cg, gpu, Special::Thread(0));
        let first = cg.icmp(IntPredicate::EQ, sreg(cg, gpu, Special::Block(0)), cg.i64(0));
        let buffer = ok(cg.builder.build_int_to_ptr(self.a, cg.ctx.ptr_type(gpu.global_space()), "weights"));
        for ii in 0..window.extent[1] {
            // the terms of filter column `ii`, and the weights they read
            let column: Vec<_> =
                (sum.terms.iter()).filter(|term| offsets[term.tap][1] - window.below[1] == ii).collect();
            let fields: Vec<usize> = column.iter().filter_map(|term| term.weight).collect();
            let mine = cg.icmp(IntPredicate::EQ, lane, cg.i64(ii % 32));
            cg.if_then(ok(cg.builder.build_and(first, mine, "mine")), || {
                let weights = self.lower(&sum.some_weights(&fields), &[], FloatOrder::Strict);
                let mut next = weights.fields().iter();
                for term in &column {
                    let mut w = match term.weight {
                        Some(_) => next.next().map_or_else(|| one(cg, t), Val::scalar),
                        None => one(cg, t),
                    };
                    if term.negated {
                        w = cg.unary(UnOp::Neg, t, w, FloatOrder::Strict);
                    }
                    let o = &offsets[term.tap];
                    let slot = window.slot(o[0] - window.below[0], ii);
                    cg.store(t, buffer, cg.i64(slot), w);
                }
            });
        }
    }
}

/// `ceil(a / b)` for `a >= 0`, `b > 0`.
fn ceil_div<'ctx>(cg: &crate::lower::Codegen<'_, 'ctx>, a: IntValue<'ctx>, b: i64) -> IntValue<'ctx> {
    ok(cg.builder.build_int_signed_div(cg.add(a, cg.i64(b - 1)), cg.i64(b), "ceil"))
}

/// `a + v · w`: a fused multiply-add for floats (rounded once), wrapping for integers.
fn multiply_add<'ctx>(
    cg: &crate::lower::Codegen<'_, 'ctx>,
    t: ScalarType,
    v: BasicValueEnum<'ctx>,
    w: BasicValueEnum<'ctx>,
    a: BasicValueEnum<'ctx>,
) -> BasicValueEnum<'ctx> {
    if t.is_float() {
        cg.intrinsic("llvm.fma", &[cg.reg_type(t)], &[v, w, a])
    } else {
        let p = cg.binary(BinOp::Mul, t, v, w, FloatOrder::Strict);
        cg.binary(BinOp::Add, t, a, p, FloatOrder::Strict)
    }
}

/// The sum's starting value: `-0.0` for floats (`-0.0 + x` is `x`, `-0.0` included), 0 for
/// integers.
fn identity<'ctx>(cg: &crate::lower::Codegen<'_, 'ctx>, t: ScalarType) -> BasicValueEnum<'ctx> {
    match t {
        ScalarType::F32 => cg.ctx.f32_type().const_float(-0.0).into(),
        ScalarType::F64 => cg.ctx.f64_type().const_float(-0.0).into(),
        _ => cg.reg_type(t).into_int_type().const_zero().into(),
    }
}

/// 1 of type `t`.
fn one<'ctx>(cg: &crate::lower::Codegen<'_, 'ctx>, t: ScalarType) -> BasicValueEnum<'ctx> {
    match t {
        ScalarType::F32 => cg.ctx.f32_type().const_float(1.0).into(),
        ScalarType::F64 => cg.ctx.f64_type().const_float(1.0).into(),
        _ => cg.reg_type(t).into_int_type().const_int(1, false).into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn conv15() -> Window {
        Window { below: [-7, -7], extent: [15, 15], rows: 16, warps: 4, elt_bytes: 4 }
    }

    #[test]
    fn a_launch_covers_the_output_and_caps_the_grid_rows() {
        let w = conv15();
        assert_eq!(w.tile_rows(), 64);
        assert_eq!(w.window(), (78, 46));
        assert_eq!(w.shared_bytes(), 78 * 46 * 4);
        assert_eq!(w.launch([100, 33]), Some(((2, 2, 1), (32, 4, 1))));
        assert_eq!(w.launch([64, 32]), Some(((1, 1, 1), (32, 4, 1))));
        // more tile rows than a grid's y holds: the kernel's loop takes the rest
        assert_eq!(w.launch([64 * 70_000, 1]), Some(((1, 65_535, 1), (32, 4, 1))));
        assert_eq!(w.launch([0, 5]), None);
        assert_eq!(w.launch([5, 0]), None);
    }

    #[test]
    fn the_weight_table_is_column_after_column() {
        let w = conv15();
        assert_eq!(w.slot(0, 0), 0);
        assert_eq!(w.slot(14, 0), 14);
        assert_eq!(w.slot(0, 1), 15);
        assert_eq!(w.slot(14, 14), 224);
        assert_eq!(w.weights(), 225);
    }
}
