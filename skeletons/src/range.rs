//! Skeletons over index ranges: the form kernels take on a multicore CPU.
//!
//! Every kernel becomes a few entry points `void entry(u64 *params, i64 a, i64 b, i64 c,
//! i64 d)`; the host calls them on disjoint chunks from several threads. An entry reads the
//! arrays and extents it needs from the parameter block `params`, whose layout
//! [`ParamLayout`] describes ([`ParamSlot`] draws it) and the host fills in the same order.
//!
//! | kernel | entries (`a, b, c, d`) |
//! | --- | --- |
//! | generate, stencil, permute | `elements(start, end)`: the row-major positions `start..end` |
//! | fold | `rows(r0, r1)`; `segment(row, j0, j1, p)`: fold1 of a piece of a row into partial `p`; `finish(row, p0, p1)`: seed and partials `p0..p1` into the output |
//! | scan | `rows(r0, r1)`; `segment(row, j0, j1, p)` as for fold, in scan order; `carries(row, p0, p1)`: partials become carry-ins (and the row's total); `scan(row, j0, j1, p)`: a piece of a row from carry-in `p` (`-1`: none) |
//! | fold_seg | as fold, a row become segment `k` of the offsets: `rows(k0, k1)`; `segment(k, j0, j1, p)`; `finish(k, p0, p1)` (see `fold_seg`) |
//! | compact | `segment(j0, j1, p)`: how many of `j0..j1` are kept, into partial `p`; `scan(j0, j1, at, end)`: the kept elements of `j0..j1` to `at..end` (see `compact`) |
//!
//! Rows split into pieces give the three-phase parallel scan (reduce pieces, scan the
//! partials, scan pieces from their carry-in) and the parallel fold of a long row; short
//! rows are folded and scanned whole, one row per iteration.
//!
//! Element-wise loops run row by row over the innermost dimension, so that LLVM sees a
//! plain counted loop it can vectorise. The stencil splits each row into its border (reads
//! through the boundary rule) and its interior (plain reads, no checks).

mod compact;
pub(crate) mod fold_seg;

use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::values::{FunctionValue, IntValue, PointerValue};
use inkwell::{AtomicOrdering, IntPredicate};
use systole_frontend::elt::Scalar;
use systole_frontend::ir::{BinOp, Consumer, Direction, Expr, ExprId, Fun, StencilInput};
use systole_frontend::{ScalarType, Type};
use systole_fusion::{ArrayVar, Input, Kernel};

use crate::codegen::{
    KernelGen, Params, PositionRead, RowParams, StencilParams, atomic_combine, full_index, scan_position,
};
use crate::effort::Effort;
use crate::kernel::{
    Entry, PERMUTE_LOCKS, PermuteCombine, Signature, input_type, permute_combine, permute_target_rank, symbol,
};
#[cfg(doc)]
use crate::kernel::{ParamLayout, ParamSlot};
use crate::lower::{ArrayRef, Codegen, FloatOrder, Val, generic_ptr, ok};
use crate::target::Target;

/// The LLVM module of a kernel: one function per [`Entry`], named [`symbol`]`(prefix, _)`.
/// `sig.canonical` is the kernel generated; `configure` is applied to every entry function
/// (the CPU backend sets `target-cpu` and `target-features`).
#[expect(
    clippy::expect_used,
    reason = "the entry function is declared with these five parameters just above"
)]
pub fn module<'ctx>(
    ctx: &'ctx Context,
    target: &dyn Target,
    sig: &Signature,
    prefix: &str,
    configure: &dyn Fn(FunctionValue<'ctx>),
) -> Module<'ctx> {
    let module = ctx.create_module(prefix);
    let builder = ctx.create_builder();
    for &entry in Entry::on_cpu(&sig.canonical) {
        let i64_ = ctx.i64_type();
        let fn_ty = ctx
            .void_type()
            .fn_type(&[generic_ptr(ctx).into(), i64_.into(), i64_.into(), i64_.into(), i64_.into()], false);
        let function = module.add_function(&symbol(prefix, entry), fn_ty, Some(Linkage::External));
        configure(function);
        builder.position_at_end(ctx.append_basic_block(function, "entry"));
        let cg = Codegen { ctx, module: &module, builder: &builder, function, target };
        let int = |i: u32| function.get_nth_param(i).expect("entry parameter").into_int_value();
        let block = function.get_nth_param(0).expect("parameter block").into_pointer_value();
        let params = Params::Block { block, next: 0 };
        let mut k = KernelGen::new(&cg, sig, params, [int(1), int(2), int(3), int(4)]);
        k.entry(entry);
        ok(builder.build_return(None));
    }
    module
}

impl<'ctx> KernelGen<'_, '_, 'ctx> {
    fn entry(&mut self, entry: Entry) {
        let kernel = self.sig.canonical.clone();
        match (&kernel, entry) {
            (Kernel::Generate { shape, outputs, extents }, _) => self.generate(shape, outputs, extents),
            (Kernel::Consumer(Consumer::Fold { f, seed, input }), e) => self.fold(e, f, seed.as_ref(), input),
            (Kernel::Consumer(Consumer::Scan { f, seed, direction, input }), e) => {
                self.scan(e, f, seed.as_ref(), *direction, input)
            }
            (Kernel::Consumer(Consumer::Permute { combine, index, input, .. }), _) => {
                self.permute(combine, index, input)
            }
            (Kernel::Consumer(Consumer::Stencil { f, inputs, .. }), _) => self.stencil(f, inputs),
            (Kernel::Consumer(Consumer::Compact { pred, input }), e) => self.compact(e, pred, input),
            (Kernel::Consumer(Consumer::Sort { key, input }), _) => self.sort_elements(key, input),
            (Kernel::Consumer(Consumer::FoldSeg { f, seed, offsets, input }), e) => {
                self.fold_seg(e, f, seed.as_ref(), *offsets, input)
            }
        }
    }

    // ----- sort ----------------------------------------------------------------------------

    /// A sort's elements `a..b` and their radices into its first buffers (output 0 and
    /// sort buffer 0), which the host then sorts (`systole-cpu`'s `sort`).
    fn sort_elements(&mut self, key: &Fun<ArrayVar>, input: &Input) {
        let cg = self.cg;
        let (elt, _) = input_type(input, self.sig);
        let radix = key.result_type().as_scalar().unwrap_or(ScalarType::U64);
        let _extent = self.params.ints(cg, 1);
        let values = self.params.ptrs(cg, elt.leaves().len());
        let _others = self.params.ptrs(cg, elt.leaves().len());
        let keys = self.params.ptr(cg);
        cg.for_range(self.a, self.b, |i| {
            let x = self.read_input(input, &[i], i);
            let r = self.lower(key, std::slice::from_ref(&x), FloatOrder::Strict);
            cg.store(radix, keys, i, r.scalar());
            cg.store_element(&elt, &values, i, &x);
        });
    }

    // ----- generate ------------------------------------------------------------------------

    fn generate(
        &mut self,
        shape: &Fun<ArrayVar>,
        outputs: &[Fun<ArrayVar>],
        extents: &[Option<Fun<ArrayVar>>],
    ) {
        let cg = self.cg;
        let params = self.generate_params(shape, outputs, extents);
        let rank = params.extent.len();
        let (start, end) = (self.a, self.b);
        row_segments(cg, &params.extent, start, end, &mut |&RowPiece { ref outer, j0, j1, base }| {
            cg.for_range(j0, j1, |j| {
                let ix = full_index(outer, j, rank);
                self.generate_at(outputs, &params, &ix, cg.add(base, j));
            });
        });
    }

    // ----- fold ----------------------------------------------------------------------------

    fn fold(&mut self, entry: Entry, f: &Fun<ArrayVar>, seed: Option<&Fun<ArrayVar>>, input: &Input) {
        let cg = self.cg;
        let RowParams { elt, rank, outer: outer_shape, n, out, partial, .. } = self.row_params(input);
        let outer_shape = &outer_shape[..];
        let combine = |acc: &Val<'ctx>, x: &Val<'ctx>| {
            self.lower(f, &[acc.clone(), x.clone()], FloatOrder::Reassociate)
        };
        let seed_val = || seed.map(|s| self.lower(s, &[], FloatOrder::Strict));
        let load = |ptrs: &[PointerValue<'ctx>], i: IntValue<'ctx>| cg.load_value(&elt, ptrs, i);
        let lanes = fold_lanes(cg, f, &elt);
        match entry {
            Entry::Rows => self.with_positions_checked(input, rank, n, &|inside| {
                let by_rows = || {
                    cg.for_range(self.a, self.b, |row| {
                        let outer = cg.delinearize(outer_shape, row);
                        let x_at = |j| self.row_element_at(input, rank, n, row, &outer, j, inside);
                        let (init, from) = match seed_val() {
                            Some(z) => (z, cg.i64(0)),
                            None => (x_at(cg.i64(0)), cg.i64(1)),
                        };
                        let acc = self.fold_in_lanes(lanes.as_ref(), from, n, &init, &elt, &x_at, &combine);
                        cg.store_element(&elt, &out, row, &acc);
                    });
                };
                let short_row = match input {
                    _ if lanes.is_some() => SHORT_ROW_LANES,
                    Input::Delayed(_) => SHORT_ROW,
                    Input::Manifest(_) => 0,
                };
                // rows of a matrix (of higher ranks, each element would divide its row's
                // number into the outer index)
                if rank != 2 || short_row == 0 || Effort::of(self.sig).is_reduced() {
                    return by_rows();
                }
                let short = cg.icmp(IntPredicate::SLE, n, cg.i64(short_row));
                let affine = match input {
                    Input::Delayed(d) => affine_reads(&d.element, &self.arrays),
                    Input::Manifest(_) => vec![],
                };
                let across = |lo, hi, rows_inside: bool| {
                    let x_at = |row, j, columns: bool| {
                        let outer = cg.delinearize(outer_shape, row);
                        let column = columns.then_some(j);
                        self.row_element_rows_inside(
                            input,
                            rank,
                            n,
                            row,
                            &outer,
                            j,
                            rows_inside,
                            column,
                            &affine,
                        )
                    };
                    let init = |row| match seed_val() {
                        Some(z) => z,
                        None => x_at(row, cg.i64(0), false),
                    };
                    // the reads at `base + j` lie inside their vectors for every `j < n`
                    let check = |row| {
                        let Input::Delayed(d) = input else { return cg.ctx.bool_type().const_all_ones() };
                        let outer = cg.delinearize(outer_shape, row);
                        let arrays = self.arrays_rows_inside(row, rows_inside);
                        affine.iter().fold(cg.ctx.bool_type().const_all_ones(), |all, &(a, base)| {
                            let f = &d.element;
                            let upto = base.index() + 1;
                            let prefix = Fun::from_parts(
                                f.params().to_vec(),
                                f.nodes()[..upto].to_vec(),
                                f.types()[..upto].to_vec(),
                            );
                            let ix = Val::index(&full_index(&outer, cg.i64(0), rank));
                            let x = cg.lower(
                                &prefix,
                                &[ix],
                                &|v: ArrayVar| &arrays[v.index()],
                                FloatOrder::Strict,
                            );
                            let x = x.int();
                            let low = cg.icmp(IntPredicate::SGE, x, cg.i64(0));
                            // (`x <= len - n`: `x + n` would wrap for a base near `i64::MAX`)
                            let high = cg.icmp(IntPredicate::SLE, x, cg.sub(self.arrays[a].shape[0], n));
                            let both = ok(cg.builder.build_and(low, high, "inside"));
                            ok(cg.builder.build_and(all, both, "inside"))
                        })
                    };
                    let check: Option<&dyn Fn(IntValue<'ctx>) -> IntValue<'ctx>> =
                        (!affine.is_empty()).then_some(&check);
                    let from = cg.i64(if seed.is_some() { 0 } else { 1 });
                    self.fold_across_rows(&elt, &out, (lo, hi), from, n, &init, &x_at, check, &combine);
                };
                let across_split = || {
                    // rows `a..split` and the next lie inside every vector the kernel reads
                    let vectors = self.arrays.iter().filter(|a| a.shape.len() == 1);
                    let last = vectors.fold(None, |m: Option<IntValue<'ctx>>, a| {
                        let last = cg.sub(a.shape[0], cg.i64(1));
                        Some(m.map_or(last, |m| cg.smin(m, last)))
                    });
                    match (last, input) {
                        (Some(last), Input::Delayed(_)) => {
                            let split = cg.smax(self.a, cg.smin(self.b, last));
                            across(self.a, split, true);
                            across(split, self.b, false);
                        }
                        _ => across(self.a, self.b, false),
                    }
                };
                cg.if_else(short, across_split, by_rows);
            }),
            Entry::Segment => self.with_positions_checked(input, rank, n, &|inside| {
                let (row, j0, j1, p) = (self.a, self.b, self.c, self.d);
                let outer = cg.delinearize(outer_shape, row);
                let x_at = |j| self.row_element_at(input, rank, n, row, &outer, j, inside);
                // the seed goes in front of the row's first element, where the interpreter
                // puts it, so that one piece combines in the interpreter's order exactly
                let first = x_at(j0);
                let init = match seed_val() {
                    Some(z) => {
                        cg.select_val(cg.icmp(IntPredicate::EQ, j0, cg.i64(0)), &combine(&z, &first), &first)
                    }
                    None => first,
                };
                let acc = self.fold_in_lanes(
                    lanes.as_ref(),
                    cg.add(j0, cg.i64(1)),
                    j1,
                    &init,
                    &elt,
                    &x_at,
                    &combine,
                );
                cg.store_element(&elt, &partial, p, &acc);
            }),
            Entry::Finish => {
                let (row, p0, p1) = (self.a, self.b, self.c);
                // the seed is in the partial of the piece at the row's start (`Segment`)
                let init = load(&partial, p0);
                let acc = cg.fold_range(cg.add(p0, cg.i64(1)), p1, &init, &elt, |acc, p| {
                    combine(acc, &load(&partial, p))
                });
                cg.store_element(&elt, &out, row, &acc);
            }
            _ => unreachable!("fold has no {entry:?} entry"),
        }
    }

    /// Generates `body(None)`; or, where `input` is a delayed vector whose reads at its
    /// position are checked ([`KernelGen::positions_checked`]), `body(Some(reads))` where
    /// they lie inside their arrays and `body(None)` where they may not: a read of those
    /// arrays at exactly the position needs no clamp
    /// ([`ArrayRef::inside`](crate::lower::ArrayRef::inside)), a plain load that LLVM
    /// vectorises where a clamped one would be a gather.
    pub(crate) fn with_positions_checked(
        &self,
        input: &Input,
        rank: usize,
        n: IntValue<'ctx>,
        body: &dyn Fn(Option<&[PositionRead]>),
    ) {
        match self.positions_checked(input, rank, n) {
            None => body(None),
            Some((reads, fits)) => self.cg.if_else(fits, || body(Some(&reads)), || body(None)),
        }
    }

    /// The fold of positions `lo..hi` into `init`: in one accumulator (`lanes` is `None`),
    /// or in `k` accumulators starting from `identity` (`lanes` is `Some((k, identity))`),
    /// each over every `k`-th position of the whole blocks of `k` positions, then combined
    /// into `init` before the positions left over. Independent accumulators are what LLVM's
    /// SLP vectoriser turns into one vector operation a block (see [`fold_lanes`]).
    #[expect(
        clippy::too_many_arguments,
        reason = "the range, the accumulators and the fold's functions, passed apart"
    )]
    fn fold_in_lanes(
        &self,
        lanes: Option<&(u32, Val<'ctx>)>,
        lo: IntValue<'ctx>,
        hi: IntValue<'ctx>,
        init: &Val<'ctx>,
        elt: &Type,
        x_at: &dyn Fn(IntValue<'ctx>) -> Val<'ctx>,
        combine: &dyn Fn(&Val<'ctx>, &Val<'ctx>) -> Val<'ctx>,
    ) -> Val<'ctx> {
        let cg = self.cg;
        let Some(&(k, ref identity)) = lanes else {
            return cg.fold_range(lo, hi, init, elt, |acc, j| combine(acc, &x_at(j)));
        };
        let len = cg.smax(cg.sub(hi, lo), cg.i64(0));
        let blocks = ok(cg.builder.build_int_unsigned_div(len, cg.i64(k.into()), "blocks"));
        let ty = Type::Tuple(vec![elt.clone(); k as usize]);
        let start = Val::Tuple(vec![identity.clone(); k as usize]);
        let accs = cg.fold_range(cg.i64(0), blocks, &start, &ty, |accs, b| {
            let base = cg.add(lo, cg.mul(b, cg.i64(k.into())));
            let each = accs.fields().iter().enumerate();
            Val::Tuple(each.map(|(l, acc)| combine(acc, &x_at(cg.add(base, cg.i64(l as i64))))).collect())
        });
        let acc = accs.fields().iter().fold(init.clone(), |acc, lane| combine(&acc, lane));
        let rest = cg.add(lo, cg.mul(blocks, cg.i64(k.into())));
        cg.fold_range(rest, hi, &acc, elt, |acc, j| combine(acc, &x_at(j)))
    }

    /// [`KernelGen::row_element`]; where `rows_inside`, the row's number and the next lie
    /// inside every vector the kernel reads, and a read of one at exactly either is a plain
    /// load ([`ArrayRef::inside`](crate::lower::ArrayRef::inside)).
    ///
    /// Where `column` is `Some(j)`, the reads of [`affine_reads`] at `base + j` were checked
    /// to lie inside their vectors and are plain loads too.
    #[expect(
        clippy::too_many_arguments,
        reason = "a row's index, its element's and the reads checked, passed apart"
    )]
    fn row_element_rows_inside(
        &self,
        input: &Input,
        rank: usize,
        n: IntValue<'ctx>,
        row: IntValue<'ctx>,
        outer: &[IntValue<'ctx>],
        j: IntValue<'ctx>,
        rows_inside: bool,
        column: Option<IntValue<'ctx>>,
        affine: &[(usize, ExprId)],
    ) -> Val<'ctx> {
        match input {
            Input::Delayed(d) if rows_inside || column.is_some() => {
                let mut arrays = self.arrays_rows_inside(row, rows_inside);
                for &(a, _) in affine {
                    arrays[a].inside_column = column;
                }
                self.cg.lower(
                    &d.element,
                    &[Val::index(&full_index(outer, j, rank))],
                    &|v: ArrayVar| &arrays[v.index()],
                    FloatOrder::Strict,
                )
            }
            _ => self.row_element(input, rank, n, row, outer, j),
        }
    }

    /// The kernel's arrays, where `rows_inside` with every vector's reads at `row` and
    /// `row + 1` plain loads ([`KernelGen::row_element_rows_inside`]).
    fn arrays_rows_inside(&self, row: IntValue<'ctx>, rows_inside: bool) -> Vec<ArrayRef<'ctx>> {
        let mut arrays = self.arrays.clone();
        if rows_inside {
            for a in arrays.iter_mut().filter(|a| a.shape.len() == 1) {
                a.inside = Some(row);
                a.next_inside = true;
            }
        }
        arrays
    }

    /// The fold of rows `lo..hi` of `n` elements each, [`ROW_BLOCK`] rows
    /// at a time: a running value a row, `init(row)`, kept in a stack array, then element
    /// `j` of every row of the block combined into its row's value, for `j` in `from..n`,
    /// and the values stored to `out`. Each row still combines its elements in order, as
    /// the row-by-row loop does, but the loop over a block's rows is a counted loop over
    /// independent values, which LLVM vectorises where the loop along a row of a few
    /// elements is a chain of dependent operations (see [`SHORT_ROW`]). `x_at(row, j,
    /// columns)` reads element `j` of a row, with the reads at a checked `base + j` as plain
    /// loads where `columns`; where `check(row)` holds for every row of a block, the block
    /// is folded with `columns`.
    #[expect(clippy::too_many_arguments, reason = "a block of rows' bounds, reads and fold, passed apart")]
    fn fold_across_rows(
        &self,
        elt: &Type,
        out: &[PointerValue<'ctx>],
        (lo, hi): (IntValue<'ctx>, IntValue<'ctx>),
        from: IntValue<'ctx>,
        n: IntValue<'ctx>,
        init: &dyn Fn(IntValue<'ctx>) -> Val<'ctx>,
        x_at: &dyn Fn(IntValue<'ctx>, IntValue<'ctx>, bool) -> Val<'ctx>,
        check: Option<&dyn Fn(IntValue<'ctx>) -> IntValue<'ctx>>,
        combine: &dyn Fn(&Val<'ctx>, &Val<'ctx>) -> Val<'ctx>,
    ) {
        let cg = self.cg;
        let values: Vec<PointerValue<'ctx>> =
            elt.leaves().into_iter().map(|t| cg.private_array(t, ROW_BLOCK)).collect();
        let block = cg.i64(ROW_BLOCK.into());
        let rows = cg.sub(hi, lo);
        let blocks = ok(cg.builder.build_int_signed_div(
            cg.add(rows, cg.i64(i64::from(ROW_BLOCK) - 1)),
            block,
            "blocks",
        ));
        cg.for_range(cg.i64(0), blocks, |b| {
            let r0 = cg.add(lo, cg.mul(b, block));
            let count = cg.smin(block, cg.sub(hi, r0));
            cg.for_range(cg.i64(0), count, |l| {
                cg.store_element(elt, &values, l, &init(cg.add(r0, l)));
            });
            let columns = |checked: bool| {
                cg.for_range(from, n, |j| {
                    cg.for_range(cg.i64(0), count, |l| {
                        let acc = cg.load_value(elt, &values, l);
                        let v = combine(&acc, &x_at(cg.add(r0, l), j, checked));
                        cg.store_element(elt, &values, l, &v);
                    });
                });
            };
            match check {
                Some(check) => {
                    let all = cg.ctx.bool_type();
                    let inside = cg.fold_range(
                        cg.i64(0),
                        count,
                        &Val::Scalar(all.const_all_ones().into()),
                        &Type::Scalar(ScalarType::Bool),
                        |acc, l| {
                            let row_ok = check(cg.add(r0, l));
                            Val::Scalar(ok(cg.builder.build_and(acc.int(), row_ok, "inside")).into())
                        },
                    );
                    cg.if_else(inside.int(), || columns(true), || columns(false));
                }
                None => columns(false),
            }
            cg.for_range(cg.i64(0), count, |l| {
                cg.store_element(elt, out, cg.add(r0, l), &cg.load_value(elt, &values, l));
            });
        });
    }

    // ----- scan ----------------------------------------------------------------------------

    #[expect(
        clippy::expect_used,
        reason = "a scan with a seed (exclusive) passes the seed or its piece's carry-in as `carry`"
    )]
    fn scan(
        &mut self,
        entry: Entry,
        f: &Fun<ArrayVar>,
        seed: Option<&Fun<ArrayVar>>,
        direction: Direction,
        input: &Input,
    ) {
        let cg = self.cg;
        let RowParams { elt, rank, outer: outer_shape, n, out, totals, partial, .. } = self.row_params(input);
        let outer_shape = &outer_shape[..];
        let combine = |acc: &Val<'ctx>, x: &Val<'ctx>| self.scan_combine(f, direction, acc, x);
        let position = |j0, j1, t| scan_position(cg, direction, j0, j1, t);
        let x_at = |row, outer: &[IntValue<'ctx>], j| self.row_element(input, rank, n, row, outer, j);
        let load = |ptrs: &[PointerValue<'ctx>], i: IntValue<'ctx>| cg.load_value(&elt, ptrs, i);
        // scans positions [j0, j1) of `row` from `carry` (None: inclusive from the first
        // element), writing the outputs; returns the running value after the last element
        let scan_piece =
            |row: IntValue<'ctx>, j0: IntValue<'ctx>, j1: IntValue<'ctx>, carry: Option<Val<'ctx>>| {
                let outer = cg.delinearize(outer_shape, row);
                let base = cg.mul(row, n);
                let len = cg.sub(j1, j0);
                match (seed.is_some(), carry) {
                    (false, carry) => {
                        // inclusive: out[pos] = acc ⊕ x
                        let first_pos = position(j0, j1, cg.i64(0));
                        let x0 = x_at(row, &outer, first_pos);
                        let init = match carry {
                            Some(c) => combine(&c, &x0),
                            None => x0,
                        };
                        cg.store_element(&elt, &out, cg.add(base, first_pos), &init);
                        cg.fold_range(cg.i64(1), len, &init, &elt, |acc, t| {
                            let pos = position(j0, j1, t);
                            let v = combine(acc, &x_at(row, &outer, pos));
                            cg.store_element(&elt, &out, cg.add(base, pos), &v);
                            v
                        })
                    }
                    (true, carry) => {
                        // exclusive: out[pos] = acc, then acc ⊕ x
                        let init = carry.expect("an exclusive scan always has a carry-in");
                        cg.fold_range(cg.i64(0), len, &init, &elt, |acc, t| {
                            let pos = position(j0, j1, t);
                            cg.store_element(&elt, &out, cg.add(base, pos), acc);
                            combine(acc, &x_at(row, &outer, pos))
                        })
                    }
                }
            };
        match entry {
            Entry::Rows => {
                cg.for_range(self.a, self.b, |row| {
                    let carry = seed.map(|s| self.lower(s, &[], FloatOrder::Strict));
                    let nonempty = cg.icmp(IntPredicate::SGT, n, cg.i64(0));
                    if seed.is_some() {
                        let total = scan_piece(row, cg.i64(0), n, carry);
                        cg.store_element(&elt, &totals, row, &total);
                    } else {
                        cg.if_then(nonempty, || {
                            scan_piece(row, cg.i64(0), n, None);
                        });
                    }
                });
            }
            Entry::Segment => {
                let (row, j0, j1, p) = (self.a, self.b, self.c, self.d);
                let outer = cg.delinearize(outer_shape, row);
                let len = cg.sub(j1, j0);
                let init = x_at(row, &outer, position(j0, j1, cg.i64(0)));
                // a piece's total may be reassociated, like a fold's (vectorised)
                let acc = cg.fold_range(cg.i64(1), len, &init, &elt, |acc, t| {
                    let x = x_at(row, &outer, position(j0, j1, t));
                    self.scan_combine_in(f, direction, acc, &x, FloatOrder::Reassociate)
                });
                cg.store_element(&elt, &partial, p, &acc);
            }
            Entry::Carries => {
                // pieces p0..p1 are in position order; scan order runs over them forwards
                // (left) or backwards (right); partial[p] becomes piece p's carry-in
                let (row, p0, p1) = (self.a, self.b, self.c);
                let count = cg.sub(p1, p0);
                let piece = |t: IntValue<'ctx>| position(p0, p1, t);
                let (init, from) = match seed {
                    Some(s) => (self.lower(s, &[], FloatOrder::Strict), cg.i64(0)),
                    None => (load(&partial, piece(cg.i64(0))), cg.i64(1)),
                };
                let total = cg.fold_range(from, count, &init, &elt, |carry, t| {
                    let p = piece(t);
                    let own = load(&partial, p);
                    cg.store_element(&elt, &partial, p, carry);
                    combine(carry, &own)
                });
                if seed.is_some() {
                    cg.store_element(&elt, &totals, row, &total);
                }
            }
            Entry::Scan => {
                let (row, j0, j1, p) = (self.a, self.b, self.c, self.d);
                let has_carry = cg.icmp(IntPredicate::SGE, p, cg.i64(0));
                let carry = load(&partial, cg.smax(p, cg.i64(0)));
                if seed.is_some() {
                    scan_piece(row, j0, j1, Some(carry));
                } else {
                    // inclusive: the first piece in scan order has no carry-in
                    cg.if_else(
                        has_carry,
                        || {
                            scan_piece(row, j0, j1, Some(carry));
                        },
                        || {
                            scan_piece(row, j0, j1, None);
                        },
                    );
                }
            }
            _ => unreachable!("scan has no {entry:?} entry"),
        }
    }

    // ----- permute -------------------------------------------------------------------------

    fn permute(&mut self, combine: &Fun<ArrayVar>, index: &Fun<ArrayVar>, input: &Input) {
        let cg = self.cg;
        let (_, rank) = input_type(input, self.sig);
        let extent = self.params.ints(cg, rank);
        let Kernel::Consumer(c) = &self.sig.canonical else { unreachable!() };
        let out_extent = self.params.ints(cg, permute_target_rank(c));
        let elt = combine.result_type().clone();
        let out = self.params.ptrs(cg, elt.leaves().len());
        let locks = self.params.ptr(cg);
        let how = permute_combine(combine);
        row_segments(cg, &extent, self.a, self.b, &mut |&RowPiece { ref outer, j0, j1, base }| {
            cg.for_range(j0, j1, |j| {
                let ix = full_index(outer, j, rank);
                let (inside, dst) = self.permute_target(index, &ix, &out_extent);
                cg.if_then(inside, || {
                    let x = self.read_input(input, &ix, cg.add(base, j));
                    match how {
                        PermuteCombine::Atomic(op) => atomic_combine(cg, op, &elt, out[0], dst, x.scalar()),
                        PermuteCombine::Locked => {
                            let lock = lock_of(cg, locks, dst);
                            spin_lock(cg, lock);
                            let old = cg.load_value(&elt, &out, dst);
                            let new = self.lower(combine, &[x, old], FloatOrder::Strict);
                            cg.store_element(&elt, &out, dst, &new);
                            unlock(cg, lock);
                        }
                    }
                });
            });
        });
    }

    // ----- stencil -------------------------------------------------------------------------

    fn stencil(&mut self, f: &Fun<ArrayVar>, inputs: &[StencilInput<Input>]) {
        let cg = self.cg;
        let StencilParams { extents, out_extent, lo, hi, out } = self.stencil_params(f, inputs);
        let rank = out_extent.len();
        let elt = f.result_type().clone();
        let point =
            |ix: &[IntValue<'ctx>], checked: bool| self.stencil_point(f, inputs, &extents, ix, checked);
        let compute = |outer: &[IntValue<'ctx>],
                       base: IntValue<'ctx>,
                       from: IntValue<'ctx>,
                       to: IntValue<'ctx>,
                       checked: bool| {
            cg.for_range(from, to, |j| {
                let ix = full_index(outer, j, rank);
                let v = point(&ix, checked);
                cg.store_element(&elt, &out, cg.add(base, j), &v);
            });
        };
        // a large kernel's function is generated once, every tap through its boundary rule,
        // rather than once a piece of the row (see `crate::effort`)
        let once = Effort::of(self.sig).is_reduced();
        row_segments(cg, &out_extent, self.a, self.b, &mut |&RowPiece { ref outer, j0, j1, base }| {
            if rank == 0 || once {
                compute(outer, base, j0, j1, true);
                return;
            }
            let interior_row = self.inside(outer, &lo, &hi);
            let interior = || {
                let (xlo, xhi) = (lo[rank - 1], hi[rank - 1]);
                let mid_lo = cg.smax(j0, xlo);
                let mid_hi = cg.smax(cg.smin(j1, xhi), mid_lo);
                compute(outer, base, j0, cg.smin(j1, mid_lo), true);
                compute(outer, base, mid_lo, mid_hi, false);
                compute(outer, base, cg.smax(mid_hi, j0), j1, true);
            };
            cg.if_else(interior_row, interior, || compute(outer, base, j0, j1, true));
        });
    }
}

/// The reads of `f` (the element of a fold's delayed matrix, index `(row, j)`) at `base + j`
/// with `base` independent of `j`, of the vectors every read of which is such: `(array,
/// base)`. A block of rows that checks each `base` lies in `0 ..= extent - n` reads them
/// with plain loads. None where `f` has a loop (a prefix of its nodes would cut the loop).
fn affine_reads(f: &Fun<ArrayVar>, arrays: &[ArrayRef<'_>]) -> Vec<(usize, ExprId)> {
    let nodes = f.nodes();
    if nodes.iter().any(|e| matches!(e, Expr::While { .. } | Expr::LoopState { .. })) {
        return vec![];
    }
    let is_j = |e: ExprId| matches!(nodes[e.index()], Expr::Prj { tuple, field: 1 } if nodes[tuple.index()] == Expr::Param(0));
    // whether each node depends on `j`: `j` itself, and the whole index `(row, j)` (a read
    // at it, `m.index([r, j])`, is simplified to a read at the parameter), but not the row
    let mut on_j = vec![false; nodes.len()];
    for (k, e) in nodes.iter().enumerate() {
        on_j[k] = match e {
            Expr::Param(0) => true,
            Expr::Prj { tuple, field } if nodes[tuple.index()] == Expr::Param(0) => *field == 1,
            _ => e.children().iter().any(|c| on_j[c.index()]),
        };
    }
    let base_of = |index: ExprId| {
        let Expr::Tuple(parts) = &nodes[index.index()] else { return None };
        let [e] = parts[..] else { return None };
        match nodes[e.index()] {
            Expr::Binary(BinOp::Add, x, y) if is_j(y) && !on_j[x.index()] => Some(x),
            Expr::Binary(BinOp::Add, x, y) if is_j(x) && !on_j[y.index()] => Some(y),
            _ => None,
        }
    };
    let mut reads: Vec<(usize, ExprId)> = vec![];
    let mut ineligible = vec![false; arrays.len()];
    for e in nodes {
        match e {
            Expr::Index { array, index, .. } if arrays[array.index()].shape.len() == 1 => {
                match base_of(*index) {
                    Some(base) => reads.push((array.index(), base)),
                    None => ineligible[array.index()] = true,
                }
            }
            _ => {}
        }
    }
    reads.retain(|&(a, _)| !ineligible[a]);
    reads
}

/// Rows of a computed (delayed) matrix of at most this many elements are folded
/// [`ROW_BLOCK`] rows at a time ([`KernelGen::fold_across_rows`]); longer ones row by row,
/// where the loop along a row is long enough to vectorise. Rows of a manifest array are
/// folded row by row: their elements are contiguous, and the loop across rows reads them
/// with a stride. Measured in `docs/perf/2026-11-26-cpu-fold-seg.md`.
const SHORT_ROW: i64 = 8;

/// [`SHORT_ROW`] for a float `max` or `min`, which row by row keeps 16 accumulators
/// ([`fold_lanes`]) that cost more than a short row's elements: of manifest arrays too.
const SHORT_ROW_LANES: i64 = 16;

/// How many short rows are folded together: their running values stay in a stack array of
/// this many elements a leaf.
const ROW_BLOCK: u32 = 32;

/// A piece of a row: the elements `outer ++ [j]` for `j` in `j0..j1`, at row-major
/// positions `base + j`.
struct RowPiece<'ctx> {
    outer: Vec<IntValue<'ctx>>,
    j0: IntValue<'ctx>,
    j1: IntValue<'ctx>,
    base: IntValue<'ctx>,
}

/// The accumulators a fold of `f` over `elt` keeps, and the value each starts from: 16,
/// from NaN, where `f` is a float `max` or `min` of its two arguments; `None` (one, from the
/// seed) otherwise. LLVM 19 vectorises a float `max`/`min` reduction only when it may
/// assume no NaNs, which would change what a NaN does; 16 accumulators give it independent
/// operations to vectorise instead. NaN is their identity (`max(NaN, x) = x`, and a fold
/// of only NaNs is NaN, as the interpreter's gives), and `max` and `min` are associative
/// and commutative (`-0.0` below `+0.0` whatever the order), so the result is the
/// one-accumulator fold's.
fn fold_lanes<'ctx>(cg: &Codegen<'_, 'ctx>, f: &Fun<ArrayVar>, elt: &Type) -> Option<(u32, Val<'ctx>)> {
    let nodes = f.nodes();
    let Expr::Binary(BinOp::Max | BinOp::Min, a, b) = &nodes[f.result().index()] else {
        return None;
    };
    let (Expr::Param(pa), Expr::Param(pb)) = (&nodes[a.index()], &nodes[b.index()]) else {
        return None;
    };
    let nan = match elt.as_scalar() {
        Some(ScalarType::F32) => Scalar::F32(f32::NAN),
        Some(ScalarType::F64) => Scalar::F64(f64::NAN),
        _ => return None,
    };
    (pa != pb).then(|| (16, Val::Scalar(cg.constant(nan))))
}

/// Calls `body(outer index, j0, j1, row base)` for every piece of a row that the row-major
/// positions `start..end` of `extent` cover: positions `base + j0 .. base + j1` are the
/// elements `outer ++ [j]` for `j` in `j0..j1`. A rank-0 extent is one row of one element.
fn row_segments<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    extent: &[IntValue<'ctx>],
    start: IntValue<'ctx>,
    end: IntValue<'ctx>,
    body: &mut dyn FnMut(&RowPiece<'ctx>),
) {
    let b = cg.builder;
    let (outer_shape, n) = match extent.split_last() {
        Some((n, outer)) => (outer, *n),
        None => (&[][..], cg.i64(1)),
    };
    let pre = cg.current();
    let head = cg.block("rows.head");
    let seg = cg.block("rows.segment");
    let exit = cg.block("rows.exit");
    ok(b.build_unconditional_branch(head));
    b.position_at_end(head);
    let lin = ok(b.build_phi(cg.ctx.i64_type(), "lin"));
    lin.add_incoming(&[(&start, pre)]);
    let linv = lin.as_basic_value().into_int_value();
    let more = cg.icmp(IntPredicate::SLT, linv, end);
    ok(b.build_conditional_branch(more, seg, exit));
    b.position_at_end(seg);
    let row = ok(b.build_int_signed_div(linv, n, "row"));
    let base = cg.mul(row, n);
    let j0 = cg.sub(linv, base);
    let j1 = cg.smin(n, cg.add(j0, cg.sub(end, linv)));
    let outer = cg.delinearize(outer_shape, row);
    body(&RowPiece { outer, j0, j1, base });
    let next = cg.add(base, j1);
    lin.add_incoming(&[(&next, cg.current())]);
    ok(b.build_unconditional_branch(head));
    b.position_at_end(exit);
}

/// The lock of target position `dst` in the lock table.
fn lock_of<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    locks: PointerValue<'ctx>,
    dst: IntValue<'ctx>,
) -> PointerValue<'ctx> {
    let slot = ok(cg.builder.build_and(dst, cg.i64(PERMUTE_LOCKS as i64 - 1), "lock"));
    unsafe { ok(cg.builder.build_in_bounds_gep(cg.ctx.i32_type(), locks, &[slot], "lockp")) }
}

/// Spins until the lock at `lock` goes from 0 to 1 (acquire).
fn spin_lock<'ctx>(cg: &Codegen<'_, 'ctx>, lock: PointerValue<'ctx>) {
    let b = cg.builder;
    let spin = cg.block("lock.spin");
    let got = cg.block("lock.held");
    ok(b.build_unconditional_branch(spin));
    b.position_at_end(spin);
    let i32_ = cg.ctx.i32_type();
    let r = ok(b.build_cmpxchg(
        lock,
        i32_.const_zero(),
        i32_.const_int(1, false),
        AtomicOrdering::Acquire,
        AtomicOrdering::Monotonic,
    ));
    let success = ok(b.build_extract_value(r, 1, "ok")).into_int_value();
    ok(b.build_conditional_branch(success, got, spin));
    b.position_at_end(got);
}

/// Releases the lock at `lock`.
#[expect(
    clippy::expect_used,
    reason = "LLVM's setters fail only on instructions that are not loads or stores"
)]
fn unlock<'ctx>(cg: &Codegen<'_, 'ctx>, lock: PointerValue<'ctx>) {
    let store = ok(cg.builder.build_store(lock, cg.ctx.i32_type().const_zero()));
    store.set_atomic_ordering(AtomicOrdering::Release).expect("an atomic store");
    store.set_alignment(4).expect("an aligned store");
}
