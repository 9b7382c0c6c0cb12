//! Segmented reductions and scans: [`Acc::fold_seg`], [`Acc::fold1_seg`],
//! [`Acc::fold_seg_offsets`], [`Acc::scan_seg`], [`Acc::scan_right_seg`],
//! [`Acc::scan_exclusive_seg`], [`Acc::scan_exclusive_right_seg`], and the conversions
//! between CSR row offsets and segment lengths ([`Acc::offsets_to_lengths`],
//! [`Acc::lengths_to_offsets`]).
//!
//! Segments are given by their lengths, as in Accelerate (`foldSeg`, `scanl1Seg`,
//! `scanl'Seg`, ...): a vector `[l0, l1, ..]` cuts the innermost dimension of every row
//! into consecutive pieces of `l0`, `l1`, ... elements, from its start. The lengths must
//! not add up to more than the innermost extent (reading past it is an out-of-bounds
//! error on the interpreter, a clamped read elsewhere); elements past their sum belong to
//! no segment and are ignored. A negative length counts as 0. Empty segments are allowed
//! everywhere: their fold is the seed, `fold1_seg` of one is an error.
//!
//! The operator must be associative, as for `fold` and `scan`. A seed is combined once
//! with the reduction of the elements, in front from the left (`f z (x0 ⊕ .. ⊕ xk)`) and
//! behind from the right (`f (xk ⊕ .. ⊕ xn-1) z`); it should be the operator's neutral
//! element.
//!
//! # Construction
//!
//! Every operation here is built from `scan_exclusive`, `permute`, `generate` and `scan`,
//! so fusion and every backend run it unchanged. A segmented scan is an ordinary scan of
//! pairs `(flag, value)` under the lifted operator
//!
//! ```text
//! (f1, v1) ⊕ (f2, v2) = (f1 || f2, if f2 { v2 } else { v1 ⊕ v2 })
//! ```
//!
//! which is associative when `⊕` is (Blelloch, "Prefix sums and their applications",
//! 1990): a flag marks the first element of a segment, and the scan restarts there. Right
//! scans mirror it with flags on the last elements. The flags come from the lengths: their
//! exclusive scan gives each segment's start, and a `permute` writes a 1 there.
//!
//! The folds of a **vector by CSR offsets** (`fold_seg_offsets`) are, outside loops, one
//! native consumer of the IR, and inside a loop's body choose, by the lengths when the
//! program runs (an `acond`), between the *padded* fold below (segments of alike lengths)
//! and that consumer, the segmented fold by CSR offsets
//! ([`Consumer::FoldSeg`], [`Acc::fold_seg_csr`]): it reads each element once, keeps the
//! running value in registers, writes one value a segment whatever the lengths, and takes
//! the input's producer fused (a CSR SpMV's products are never stored). The backends balance
//! it by merge path, the GPU after folding short segments a thread each and segments of
//! more than 4096 in chunks (`skeletons/src/grid/fold_seg/`). `fold1_seg_csr` checks for an empty segment first.
//!
//! Where the fold is traced decides whether padding is tried. Padding is chosen by the
//! longest segment: a pass over the offsets and a wait for its value before the padded fold
//! launches. Inside a loop's body (`iterate`, `awhile`), fusion makes the choice once
//! before the loop where the offsets do not change (it unswitches the loop: see
//! `systole-fusion`'s `unswitch`), so padding comes first there, as the cheapest fold of
//! alike lengths. Outside loops the program would pay the pass every run, so the native
//! fold runs alone: the GPU's short segments take a thread each there as the padded fold's
//! rows do. The *split* construction below is for `fold_seg` by lengths; by offsets it
//! lost to the native fold on every input measured, skewed ones included
//! (`docs/perf/2026-11-28-listed-segments.md`).
//!
//! By lengths (`fold_seg`, `fold1_seg`), and of matrices (every row cut the same way), the
//! folds choose between two constructions when the program runs, by the lengths (an
//! `acond`, so only one runs):
//!
//! - *padded*: when the matrix of one row per segment, as wide as the longest segment, has
//!   at most 4 (`PADDING`) times as many entries as there are elements, a `fold` of its
//!   rows, the entries past a segment's end absent (an identity under a lifted operator).
//!   It reads every element once and writes one value per segment: a CSR matrix with rows
//!   of similar lengths (a stencil's, a mesh's) takes this way. Where the seed of
//!   `fold_seg` may pad a segment (`seed_pads`: an idempotent operator, or the seed its
//!   identity, as `+` from 0), the entries past the end are the seed itself: the `fold`
//!   runs on plain values from the seed and its result is the answer, without the pairs,
//!   their flags and a pass that drops them.
//! - *split*: otherwise (skewed lengths: one row of a million elements among a million rows
//!   of one). A segment is *long* when it holds more than `PADDING` times the mean length
//!   plus one, or 16 (the threshold: the GPU folds rows of at most 16 elements a thread a
//!   row); the long ones are found by `filter`, cut into pieces of the threshold (at least
//!   `PIECE` = 8 elements), and the pieces folded as the rows of a padded
//!   matrix of their own; their partials are folded by segment (padded or flat: they are
//!   few). The short segments are the rows of a padded matrix as wide as the longest of
//!   them, where a long segment's row holds its value (found by bisection among the long
//!   ones) and nothing else. Both matrices hold at most about 5 entries an element (plus
//!   one a segment), whatever the lengths.
//!
//! The *flat* construction, the segmented scan read at the last element of each segment,
//! whose work does not depend on the lengths, is left for the pieces' partials when they do
//! not pay padded.
//!
//! Where the segments start comes from the exclusive scan of the lengths; from CSR row
//! offsets ([`Acc::fold_seg_offsets`]) they are the offsets themselves, read where they
//! are used, and no pass runs over them but the longest segment's `fold` inside loops, where
//! the choice of padding needs it. Measured in
//! `docs/perf/2026-11-26-cpu-fold-seg.md`.
//!
//! The split construction reads each element once more or less, but its passes over the
//! segments (the scan of the lengths, the `fold_all` of their longest, the `filter` of the
//! long ones, the short segments' fold reading each start) cost bytes a segment: with
//! twice the segments of alike lengths, skewed lengths of the same total take longer.
//! Measured in `docs/perf/2026-11-27-skewed-segments.md`.
//!
//! The price of the flat construction, against the native segmented fold: the pairs are
//! written and read back once more (a CSR SpMV moves the products through memory instead of
//! keeping them in registers), plus the flags (4 bytes an element, written by a `permute`)
//! and a scan of the lengths. Measured against hand-written code in
//! `docs/perf/2026-11-25-irregular.md`.

use crate::acc::combinators::{Dim, Innermost, Target, acond, generate_with, reshape_with, unit};
use crate::acc::{Acc, AccRef, fun0, fun2, in_loop_body};
use crate::array::{Array, Scalar0, Vector};
use crate::elt::{Elt, Int, Scalar, Value};
use crate::exp::{Exp, Lift, constant, select, while_loop};
use crate::ir::{BinOp, Consumer, Expr, Op};

/// Which end of its segments a flag marks.
#[derive(Clone, Copy, PartialEq)]
enum Edge {
    /// The first element: left scans restart there.
    Head,
    /// The last element: right scans restart there.
    Tail,
}

/// The segments of a length vector: lengths as `i64` (negative ones as 0), where each
/// segment starts, and the total length; and the CSR offsets of the segments, where the
/// native segmented fold ([`Consumer::FoldSeg`]) may take them.
struct Layout {
    lens: Acc<Vector<i64>>,
    starts: Acc<Vector<i64>>,
    total: Acc<Scalar0<i64>>,
    /// The offsets `[o0, .., on]` (`i32` or `i64`), one more than the segments.
    offsets: Option<AccRef>,
}

impl Layout {
    /// The layout of lengths: the lengths' exclusive scan gives the starts and the total.
    /// No offsets: by lengths the folds keep their constructions (on the H100 the native
    /// fold of skewed lengths, after a scan that writes 8 bytes a segment of offsets, ran at
    /// 37.7 GElem/s against the split construction's 53.6, before the native fold listed
    /// long segments; not measured since).
    fn of<I: Int>(lengths: &Acc<Vector<I>>) -> Layout {
        let lens = lengths.map(|l| l.cast::<i64>().max(0i64));
        let (starts, total) = lens.scan_exclusive(0i64, |a, b| a + b);
        Layout { lens, starts, total, offsets: None }
    }

    /// The segments of CSR row offsets `[o0, o1, .., on]`: segment `k` starts at `ok` and
    /// holds `ok+1 - ok` elements (none where that is negative), and the total is `on` (0
    /// for no offsets or a negative `on`), where the last segment ends. No pass over the offsets: the lengths
    /// and starts are read from them where they are used.
    fn of_offsets<I: Int>(offsets: &Acc<Vector<I>>) -> Layout {
        let segments = || {
            let [n] = offsets.shape();
            [(n - 1).max(0i64)]
        };
        let at = |k: Exp<i64>| offsets.index([k]).cast::<i64>();
        let lens = generate_with(segments, |[k]| (at(k + 1) - at(k)).max(0i64));
        let starts = generate_with(segments, |[k]| at(k));
        let [n] = offsets.shape();
        // (a last offset below 0 is out of bounds: no total below 0 sizes the arrays)
        let total = unit(select(n.gt(0i64), at(n - 1).max(0i64), 0i64));
        Layout { lens, starts, total, offsets: Some(csr_offsets(offsets)) }
    }

    /// A vector over the segments' total length: 1 at the `edge` of every non-empty
    /// segment, 0 elsewhere. (`i32` with `+` is an atomic add on every backend; no two
    /// segments share an edge.)
    fn flags(&self, edge: Edge) -> Acc<Vector<i32>> {
        let zeros = generate_with(|| [self.total.the()], |_| 0i32);
        self.lens.map(|_| 1i32).permute(
            |a, b| a + b,
            &zeros,
            |[k]| {
                let len = self.lens.index([k]);
                let start = self.starts.index([k]);
                let at = if edge == Edge::Head { start } else { start + len - 1 };
                Target::when(len.gt(0i64), [at])
            },
        )
    }
}

/// An element of a segmented scan: whether it restarts the scan (0 or 1), and its value.
/// The flag is an `i32`, not a `bool`: the GPU's chained scan keeps a pair with a narrow
/// leaf on the stack (a stack frame on sm_80), and 4 bytes an element is what the flags
/// vector holds anyway.
type Flagged<T> = Exp<(i32, T)>;

/// The operator of a segmented scan over [`Flagged`] elements. From the left (`Head`
/// flags) a flag on the right operand, the first element of its segment, drops what comes
/// from its left; from the right (`Tail` flags) a flag on the left operand, the last
/// element of its segment, drops what comes from its right.
fn lifted<T: Elt, R: Lift<Elt = T>>(
    f: &impl Fn(Exp<T>, Exp<T>) -> R,
    edge: Edge,
) -> impl Fn(Flagged<T>, Flagged<T>) -> (Exp<i32>, Exp<T>) + '_ {
    move |a, b| {
        let ((fa, va), (fb, vb)) = (a.unpack(), b.unpack());
        let (restart, kept) = if edge == Edge::Head { (fb, vb) } else { (fa, va) };
        (fa | fb, select(restart.ne(0i32), kept, f(va, vb).lift()))
    }
}

/// The operator of a reduction over [`Flagged`] elements whose flag says whether the
/// element is there (1) or absent (0): absent elements are the identity.
fn present<T: Elt, R: Lift<Elt = T>>(
    f: &impl Fn(Exp<T>, Exp<T>) -> R,
) -> impl Fn(Flagged<T>, Flagged<T>) -> (Exp<i32>, Exp<T>) + '_ {
    move |a, b| {
        let ((fa, va), (fb, vb)) = (a.unpack(), b.unpack());
        let (has_a, has_b) = (fa.ne(0i32), fb.ne(0i32));
        (fa | fb, select(has_a & has_b, f(va, vb).lift(), select(has_a, va, vb)))
    }
}

/// The value of type `T` whose leaves are all zero (`false`), a placeholder where a value is
/// needed but never used.
fn zero_of<T: Elt>() -> Option<T> {
    let leaves = T::ty().leaves().into_iter().map(Scalar::zero);
    Value::from_leaves(&T::ty(), &mut leaves.collect::<Vec<_>>().into_iter()).and_then(|v| T::from_value(&v))
}

/// Whether a segment padded with `seed` to any length keeps the value `fold_seg` gives it:
/// `f` is one commutative operation of its two arguments, and either idempotent (`max`,
/// `min`, `&`, `|`: the value holds the seed once already, repeating it changes nothing) or
/// with the constant `seed` as its identity (`+` and `^` with 0, `*` with 1). A float `+`
/// takes `+0.0` as well as `-0.0`: a sum that holds `+0.0` is never `-0.0`, so adding more
/// `+0.0` to it changes nothing.
fn seed_pads<T: Elt, R: Lift<Elt = T>>(f: &impl Fn(Exp<T>, Exp<T>) -> R, seed: Exp<T>) -> bool {
    let (Ok(f), Ok(z)) = (fun2(|a: Exp<T>, b: Exp<T>| f(a, b)), fun0(seed)) else {
        return false;
    };
    let (nodes, result) = (f.nodes(), f.result().index());
    let (Expr::Binary(op, a, b), Expr::Const(z)) = (&nodes[result], &z.nodes()[z.result().index()]) else {
        return false;
    };
    let operands = (&nodes[a.index()], &nodes[b.index()]);
    if !matches!(operands, (Expr::Param(0), Expr::Param(1)) | (Expr::Param(1), Expr::Param(0))) {
        return false;
    }
    match op {
        BinOp::Max | BinOp::Min | BinOp::And | BinOp::Or => true,
        BinOp::Add | BinOp::Xor => *z == Scalar::zero(z.ty()),
        BinOp::Mul => *z == Scalar::from_i64(z.ty(), 1),
        _ => false,
    }
}

/// How much more than the elements a padded reduction may read: segments are reduced as
/// the rows of a matrix as wide as the longest segment when that matrix has at most
/// `PADDING` times as many entries as there are elements (plus one per segment).
const PADDING: i64 = 4;

/// The shortest piece the split construction cuts a long segment into ([`Acc::split`]):
/// pieces as short as a segment's threshold would multiply the pieces (and their
/// bisections) where the mean segment holds less than an element.
const PIECE: i64 = 8;

/// The offsets as a vector of `i32` or `i64`, the types [`Consumer::FoldSeg`] takes (other
/// integer types are cast to `i64`).
fn csr_offsets<I: Int>(offsets: &Acc<Vector<I>>) -> AccRef {
    match I::ty() {
        crate::elt::Type::Scalar(crate::elt::ScalarType::I32 | crate::elt::ScalarType::I64) => {
            offsets.node().clone()
        }
        _ => offsets.map(|o| o.cast::<i64>()).node().clone(),
    }
}

/// What the constructions of the segmented folds choose by.
struct Lengths {
    /// The longest segment (a `fold_all` of `max` over the lengths).
    longest: Exp<i64>,
    /// Segments longer than this are long ([`Acc::split`]): [`PADDING`] times the mean
    /// length plus one, at most [`SHORT`].
    threshold: Exp<i64>,
}

/// The longest segment the split construction keeps short ([`Acc::split`]): the GPU folds
/// rows of at most 16 elements a thread a row, longer ones a warp a row, which is slow for
/// millions of rows of a few elements (`SHORT_ROW` in `skeletons/src/grid/mod.rs`).
const SHORT: i64 = 16;

impl Layout {
    /// The longest segment (one `fold_all` of a scalar `max`: a commutative fold, any order)
    /// and the threshold of the long ones.
    fn lengths(&self) -> Lengths {
        let segments = self.lens.shape()[0];
        let threshold = (self.total.the() * PADDING / segments.max(1i64) + 1).min(SHORT);
        let longest = self.lens.fold_all(0i64, |a, b| a.max(b));
        Lengths { longest: longest.the(), threshold }
    }
}

/// The last position `i` of the non-decreasing vector `sorted` with `sorted[i] <= key`, by
/// bisection (0 when there is none, or when `go` is false: then nothing is read).
fn last_at_most(sorted: &Acc<Vector<i64>>, key: Exp<i64>, go: Exp<bool>) -> Exp<i64> {
    let [n] = sorted.shape();
    let (lo, _) = while_loop(
        (0i64, n),
        64,
        |s| {
            let (lo, hi) = s.unpack();
            go & (hi - lo).gt(1i64)
        },
        |s| {
            let (lo, hi) = s.unpack();
            let mid = lo + (hi - lo) / 2;
            let below = sorted.index([mid]).le(key);
            (select(below, mid, lo), select(below, hi, mid))
        },
    )
    .unpack();
    lo
}

impl<T: Elt, const D: usize> Acc<Array<T, D>>
where
    Dim<D>: Innermost,
{
    /// How many segments all rows hold together (segments a row times rows).
    fn segment_rows(&self, layout: &Layout) -> Exp<i64> {
        let segments = layout.lens.shape()[0];
        self.shape()[..D - 1].iter().fold(segments, |n, &e| n * e)
    }

    /// The index of element `offset(k)` of the row that holds segment row `r`, where `k` is
    /// the segment's number in its row (`r` is segment `r % segments` of row `r /
    /// segments`; of a vector, segment `r`: no division).
    fn segment_index(
        &self,
        layout: &Layout,
        r: Exp<i64>,
        offset: &dyn Fn(Exp<i64>) -> Exp<i64>,
    ) -> [Exp<i64>; D] {
        let segments = layout.lens.shape()[0];
        let shape = self.shape();
        let mut ix = shape;
        if D > 1 {
            let mut row = r / segments;
            for d in (0..D - 1).rev() {
                ix[d] = row % shape[d];
                row /= shape[d];
            }
        }
        ix[D - 1] = offset(if D == 1 { r } else { r % segments });
        ix
    }

    /// The segments as the rows of a matrix `width` wide: entry `j` of row `r` is
    /// `entry(inside, x)` where `x` is element `j` of segment row `r` ([`Acc::segment_index`])
    /// when `inside` (`j` is less than its length), a clamped read otherwise.
    fn padded<U: Elt>(
        &self,
        layout: &Layout,
        width: Exp<i64>,
        entry: impl Fn(Exp<bool>, Exp<T>) -> Exp<U>,
        name: &'static str,
    ) -> Acc<Array<U, 2>> {
        let (lens, starts) = (&layout.lens, &layout.starts);
        let segments = lens.shape()[0];
        let segment = |r: Exp<i64>| if D == 1 { r } else { r % segments };
        generate_with(
            || [self.segment_rows(layout), width],
            |[r, j]: [Exp<i64>; 2]| {
                let inside = j.lt(lens.index([segment(r)]));
                entry(inside, self.read_as(self.segment_index(layout, r, &|k| starts.index([k]) + j), name))
            },
        )
    }

    /// Whether the padded matrix of [`Acc::padded`] as wide as the `longest` segment pays: it
    /// has at most [`PADDING`] times as many entries as there are elements, plus one a
    /// segment.
    fn padding_pays(layout: &Layout, longest: Exp<i64>) -> Exp<bool> {
        let segments = layout.lens.shape()[0];
        (segments * longest).le(layout.total.the() * PADDING + segments)
    }

    /// The reduction of every segment of every row, row after row: `(1, fold1 f segment)`,
    /// or `(0, dummy)` for an empty segment. One of two constructions runs, chosen by the
    /// lengths when the program runs (an `acond`):
    ///
    /// - *padded*, when the segments are about as long as one another ([`PADDING`]): a
    ///   `fold` over a matrix of one row per segment and as many columns as the longest
    ///   segment, the entries past a segment's end absent. It reads each element once and
    ///   writes one value per segment, as a hand-written loop over rows does.
    /// - otherwise *split* ([`Acc::split`]) where `split`, else *flat*
    ///   ([`Acc::flat_reductions`]).
    fn reductions<R: Lift<Elt = T>>(
        &self,
        layout: &Layout,
        f: &impl Fn(Exp<T>, Exp<T>) -> R,
        dummy: Exp<T>,
        name: &'static str,
        split: bool,
    ) -> Acc<Vector<(i32, T)>> {
        let lengths = layout.lengths();
        let entry = |inside: Exp<bool>, x: Exp<T>| {
            Exp::<(i32, T)>::from((select(inside, 1i32, 0i32), select(inside, x, dummy)))
        };
        let absent = Exp::<(i32, T)>::from((0i32, dummy));
        let padded = self.padded(layout, lengths.longest, entry, name).fold::<1, _>(absent, present(f));
        let other = if split {
            // every piece holds an element: its partial is `(1, v)`
            let pieces = |partials: &Acc<Vector<(i32, T)>>, at: &Layout| {
                partials.map(|p| p.snd()).reductions(at, f, dummy, name, false)
            };
            self.split(layout, &lengths, &entry, absent, &present(f), pieces, name)
        } else {
            self.flat_reductions(layout, f, dummy, name)
        };
        acond(Self::padding_pays(layout, lengths.longest), padded, other)
    }

    /// The *split* construction of the segments' reductions, for skewed lengths: segments
    /// of at most `lengths.threshold` elements (short, at most [`SHORT`]) are the rows of a
    /// padded matrix as wide as the longest of them; the others (long) are cut into pieces of `width =
    /// max(threshold, PIECE)` elements, the pieces are the rows of a padded matrix of their
    /// own, and `pieces(partials, layout)` reduces the pieces' partials by segment (a
    /// segment of `ceil(len / width)` partials each, `layout`). A long segment's row of the
    /// first matrix holds its reduction in column 0 (found by bisection among the long
    /// segments) and `pad` elsewhere.
    ///
    /// `entry(inside, x)` is a matrix entry (`x` when `inside`, else an identity of `g`),
    /// `pad` an identity of `g`, and the rows are folded from `pad` with `g`. The matrices
    /// have at most `PADDING + 1` entries an element (plus one a segment), the pieces at most
    /// `PIECE` an element of a long segment, whatever the lengths.
    #[expect(clippy::too_many_arguments, reason = "the two modes differ in entry, pad, g and pieces")]
    fn split<U: Elt, R: Lift<Elt = U>>(
        &self,
        layout: &Layout,
        lengths: &Lengths,
        entry: &impl Fn(Exp<bool>, Exp<T>) -> Exp<U>,
        pad: Exp<U>,
        g: &impl Fn(Exp<U>, Exp<U>) -> R,
        pieces: impl FnOnce(&Acc<Vector<U>>, &Layout) -> Acc<Vector<U>>,
        name: &'static str,
    ) -> Acc<Vector<U>> {
        let (lens, starts) = (&layout.lens, &layout.starts);
        let segments = lens.shape()[0];
        let segment = move |r: Exp<i64>| if D == 1 { r } else { r % segments };
        let threshold = lengths.threshold;
        let width = threshold.max(PIECE);
        // the long segment rows, in order
        let (long, _) = generate_with(|| [self.segment_rows(layout)], |[r]| r)
            .filter::<0>(|r| lens.index([segment(r)]).gt(threshold));
        let length_of_long = |i: Exp<i64>| lens.index([segment(long.index([i]))]);
        let counts = generate_with(|| long.shape(), |[i]| (length_of_long(i) + width - 1) / width);
        let (first_piece, piece_count) = counts.scan_exclusive(0i64, |a, b| a + b);
        let partials = generate_with(
            || [piece_count.the(), width],
            |[q, j]: [Exp<i64>; 2]| {
                let i = last_at_most(&first_piece, q, constant(true));
                let r = long.index([i]);
                let piece = (q - first_piece.index([i])) * width;
                let inside = (piece + j).lt(lens.index([segment(r)]));
                // past the segment's end, the piece's first element again: no new line read
                let at = piece + select(inside, j, 0i64);
                entry(inside, self.read_as(self.segment_index(layout, r, &|k| starts.index([k]) + at), name))
            },
        )
        .fold::<1, _>(pad, g);
        let by_piece = Layout { lens: counts, starts: first_piece, total: piece_count, offsets: None };
        let long_values = pieces(&partials, &by_piece);
        let short_width = lens.map(move |l| select(l.gt(threshold), 0i64, l)).fold_all(0i64, |a, b| a.max(b));
        generate_with(
            || [self.segment_rows(layout), short_width.the().max(1i64)],
            |[r, j]: [Exp<i64>; 2]| {
                let len = lens.index([segment(r)]);
                let (is_long, first) = (len.gt(threshold), j.eq(0i64));
                let i = last_at_most(&long, r, is_long & first);
                // past the segment's end, its first element again (read, and dropped)
                let inside = j.lt(len);
                let at = select(inside, j, 0i64);
                let x = self.read_as(self.segment_index(layout, r, &|k| starts.index([k]) + at), name);
                select(is_long, select(first, long_values.index([i]), pad), entry(inside, x))
            },
        )
        .fold::<1, _>(pad, g)
    }

    /// The flat construction of [`Acc::reductions`]: the segmented scan of
    /// [`Acc::scan_seg`], read at the last element of each segment. Its work does not depend
    /// on the lengths.
    fn flat_reductions<R: Lift<Elt = T>>(
        &self,
        layout: &Layout,
        f: &impl Fn(Exp<T>, Exp<T>) -> R,
        dummy: Exp<T>,
        name: &'static str,
    ) -> Acc<Vector<(i32, T)>> {
        let (lens, starts) = (&layout.lens, &layout.starts);
        let segments = lens.shape()[0];
        let segment = |r: Exp<i64>| if D == 1 { r } else { r % segments };
        let heads = layout.flags(Edge::Head);
        let scanned = self.pair_scan(layout, &heads, Edge::Head, f, name);
        generate_with(
            || [self.segment_rows(layout)],
            |[r]| {
                let len = lens.index([segment(r)]);
                let at = self.segment_index(layout, r, &|k| starts.index([k]) + len - 1);
                let last = scanned.read_as(at, name).snd();
                (select(len.gt(0i64), 1i32, 0i32), select(len.gt(0i64), last, dummy))
            },
        )
    }

    /// `fold_seg` of the segments of `layout`, one value per segment row: with the seed as
    /// the padding where that pays and the seed may pad ([`seed_pads`]), else through
    /// [`Acc::reductions`]; skewed lengths take the split construction where `split`, else
    /// the flat one.
    fn segment_values<R: Lift<Elt = T>>(
        &self,
        layout: &Layout,
        seed: Exp<T>,
        f: &impl Fn(Exp<T>, Exp<T>) -> R,
        name: &'static str,
        split: bool,
    ) -> Acc<Vector<T>> {
        let with_seed = |p: Exp<(i32, T)>| select(p.fst().ne(0i32), f(seed, p.snd()).lift(), seed);
        if !seed_pads(f, seed) {
            return self.reductions(layout, f, seed, name, split).map(with_seed);
        }
        let lengths = layout.lengths();
        let entry = |inside: Exp<bool>, x: Exp<T>| select(inside, x, seed);
        let padded = self.padded(layout, lengths.longest, entry, name).fold::<1, _>(seed, f);
        let other = if split {
            let pieces =
                |partials: &Acc<Vector<T>>, at: &Layout| partials.segment_values(at, seed, f, name, false);
            self.split(layout, &lengths, &entry, seed, f, pieces, name)
        } else {
            self.flat_reductions(layout, f, seed, name).map(with_seed)
        };
        acond(Self::padding_pays(layout, lengths.longest), padded, other)
    }

    /// `fold_seg` of the segments of `layout` ([`Acc::segment_values`]), in this array's
    /// shape.
    fn fold_segments<R: Lift<Elt = T>>(
        &self,
        layout: &Layout,
        seed: Exp<T>,
        f: &impl Fn(Exp<T>, Exp<T>) -> R,
        name: &'static str,
    ) -> Acc<Array<T, D>> {
        let native = match &layout.offsets {
            Some(offsets) if D == 1 => {
                let (input, offsets) = (self.node().clone(), offsets.clone());
                let native: Acc<Vector<T>> = Acc::build((|| {
                    let f = fun2(|a: Exp<T>, b: Exp<T>| f(a, b))?;
                    Ok(Op::Consumer(Consumer::FoldSeg { f, seed: Some(fun0(seed)?), offsets, input }))
                })())
                .named(name);
                Some(native)
            }
            _ => None,
        };
        let reduced = match native {
            Some(native) => self.padded_or(layout, seed, f, native, name),
            None => self.segment_values(layout, seed, f, name, true),
        };
        reshape_with(&reduced, || self.shape_with_inner(layout.lens.shape()[0])).named(name)
    }

    /// `fold_seg` of a vector: in a loop's body, the padded fold of
    /// [`Acc::segment_values`] where padding pays, else `native` (the native segmented fold
    /// by the layout's offsets); outside loops, `native` alone. Padding is chosen by the
    /// longest segment, a pass over the offsets and a wait for its result every run, which
    /// a loop pays once (the choice is unswitched) and a single fold pays each time, while
    /// `native` needs no such pass (the GPU folds short segments a thread each as the
    /// padded fold does, lists those of thousands of elements for a pass of its own, and
    /// runs its merge path only where it meets one between). The split construction, which
    /// `fold_seg` by lengths takes for skewed lengths, lost to `native` on every input
    /// measured (`docs/perf/2026-11-28-listed-segments.md`).
    fn padded_or<R: Lift<Elt = T>>(
        &self,
        layout: &Layout,
        seed: Exp<T>,
        f: &impl Fn(Exp<T>, Exp<T>) -> R,
        native: Acc<Vector<T>>,
        name: &'static str,
    ) -> Acc<Vector<T>> {
        if !in_loop_body() {
            return native;
        }
        let lengths = layout.lengths();
        let padded = if seed_pads(f, seed) {
            let entry = |inside: Exp<bool>, x: Exp<T>| select(inside, x, seed);
            self.padded(layout, lengths.longest, entry, name).fold::<1, _>(seed, f)
        } else {
            let entry = |inside: Exp<bool>, x: Exp<T>| {
                Exp::<(i32, T)>::from((select(inside, 1i32, 0i32), select(inside, x, seed)))
            };
            let absent = Exp::<(i32, T)>::from((0i32, seed));
            let with_seed = |p: Exp<(i32, T)>| select(p.fst().ne(0i32), f(seed, p.snd()).lift(), seed);
            self.padded(layout, lengths.longest, entry, name).fold::<1, _>(absent, present(f)).map(with_seed)
        };
        let padding_pays = Self::padding_pays(layout, lengths.longest);
        acond(padding_pays, padded, native)
    }

    /// This array's shape with the innermost extent replaced by `inner`.
    fn shape_with_inner(&self, inner: Exp<i64>) -> [Exp<i64>; D] {
        let mut shape = self.shape();
        shape[D - 1] = inner;
        shape
    }

    /// The inclusive segmented scan as `(flag, value)` pairs over the segments' total
    /// length, from the left (head flags) or the right (tail flags).
    fn pair_scan<R: Lift<Elt = T>>(
        &self,
        layout: &Layout,
        flags: &Acc<Vector<i32>>,
        edge: Edge,
        f: &impl Fn(Exp<T>, Exp<T>) -> R,
        name: &'static str,
    ) -> Acc<Array<(i32, T), D>> {
        let pairs = generate_with(
            || self.shape_with_inner(layout.total.the()),
            |ix: [Exp<i64>; D]| (flags.index([ix[D - 1]]), self.read_as(ix, name)),
        );
        match edge {
            Edge::Head => pairs.scan(lifted(f, edge)),
            Edge::Tail => pairs.scan_right(lifted(f, edge)),
        }
    }

    /// One value per segment (per row): `seed` for an empty segment, else `total(v)` of the
    /// scan value `v` at the segment's last (`Head` scans) or first (`Tail`) element.
    fn per_segment(
        &self,
        layout: &Layout,
        scanned: &Acc<Array<(i32, T), D>>,
        edge: Edge,
        seed: Exp<T>,
        total: impl FnOnce(Exp<T>) -> Exp<T>,
        name: &'static str,
    ) -> Acc<Array<T, D>> {
        generate_with(
            || self.shape_with_inner(layout.lens.shape()[0]),
            |ix: [Exp<i64>; D]| {
                let k = ix[D - 1];
                let len = layout.lens.index([k]);
                let start = layout.starts.index([k]);
                let mut at = ix;
                at[D - 1] = if edge == Edge::Head { start + len - 1 } else { start };
                select(len.gt(0i64), total(scanned.read_as(at, name).snd()), seed)
            },
        )
    }

    /// Reduces each segment of the innermost dimension with `f`, the seed in front:
    /// `fold_seg f z xs [l0, l1, ..] = [f z (fold1 f (the first l0 elements)), f z (fold1 f
    /// (the next l1)), ..]` in every row (Accelerate's `foldSeg`). The result has the rank of
    /// `xs` and one innermost element per segment; an empty segment gives `seed`. `f` must
    /// be associative and `seed` should be its neutral element. No segments (an empty
    /// lengths vector) gives an innermost extent of 0. See the [module documentation](self)
    /// for what segments are and what this costs.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let xs = use_array(&Array::from_vec([6], vec![1, 2, 3, 4, 5, 6]).unwrap());
    /// let lengths = use_array(&Array::from_vec([4], vec![2, 0, 3, 1]).unwrap());
    /// let sums = xs.fold_seg(0, |a, b| a + b, &lengths);
    /// assert_eq!(interpret(&sums).unwrap().to_vec(), vec![3, 0, 12, 6]);
    ///
    /// // every row of a matrix, cut the same way
    /// let m = use_array(&Array::from_vec([2, 3], vec![1, 2, 3, 10, 20, 30]).unwrap());
    /// let two = use_array(&Array::from_vec([2], vec![1u32, 2]).unwrap());
    /// assert_eq!(interpret(&m.fold_seg(0, |a, b| a + b, &two)).unwrap().to_vec(), vec![1, 5, 10, 50]);
    /// ```
    pub fn fold_seg<I: Int, R: Lift<Elt = T>>(
        &self,
        seed: impl Into<Exp<T>>,
        f: impl Fn(Exp<T>, Exp<T>) -> R,
        lengths: &Acc<Vector<I>>,
    ) -> Acc<Array<T, D>> {
        self.fold_segments(&Layout::of(lengths), seed.into(), &f, "fold_seg")
    }

    /// [`Acc::fold_seg`] with the segments given by CSR row offsets instead of lengths:
    /// `fold_seg_offsets f z xs [o0, o1, .., on]` reduces elements `o0 .. o1`, then `o1 ..
    /// o2`, .., in every row, `n` values (none for fewer than two offsets). With offsets
    /// that start at 0 it is `fold_seg f z xs (offsets_to_lengths offsets)`; elements
    /// before `o0` belong to no segment. The offsets must not pass the innermost extent:
    /// offsets that do read out of bounds, an error on the interpreter and unspecified
    /// (clamped) values on the compiled backends. The offsets must not decrease: where
    /// `o_k+1 < o_k`, segment `k` is empty on the interpreter and the CPU (the next one
    /// starts at its own offset, so segments may overlap), and the values on the GPU are
    /// unspecified.
    ///
    /// Where the program has the offsets, as a CSR matrix does, this saves the pass that
    /// turns lengths into where each segment starts: the offsets are those starts.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let xs = use_array(&Array::from_vec([6], vec![1, 2, 3, 4, 5, 6]).unwrap());
    /// let offsets = use_array(&Array::from_vec([5], vec![0, 2, 2, 5, 6]).unwrap());
    /// let sums = xs.fold_seg_offsets(0, |a, b| a + b, &offsets);
    /// assert_eq!(interpret(&sums).unwrap().to_vec(), vec![3, 0, 12, 6]);
    /// ```
    pub fn fold_seg_offsets<I: Int, R: Lift<Elt = T>>(
        &self,
        seed: impl Into<Exp<T>>,
        f: impl Fn(Exp<T>, Exp<T>) -> R,
        offsets: &Acc<Vector<I>>,
    ) -> Acc<Array<T, D>> {
        self.fold_segments(&Layout::of_offsets(offsets), seed.into(), &f, "fold_seg_offsets")
    }

    /// `fold1_seg` of a vector by the native segmented fold of the layout's offsets, where
    /// this is a vector and the layout has them (else `None`). An empty segment is checked
    /// for first (a `fold_all` of the lengths) and reported as `fold1` of rows of none
    /// reports it, on every backend; the native fold runs only where there is none.
    fn fold1_native<R: Lift<Elt = T>>(
        &self,
        layout: &Layout,
        f: &impl Fn(Exp<T>, Exp<T>) -> R,
        name: &'static str,
    ) -> Option<Acc<Array<T, D>>> {
        let offsets = layout.offsets.clone().filter(|_| D == 1)?;
        let Some(zero) = zero_of::<T>() else {
            return Some(Acc::build(Err(format!("{name}: no zero of type {}", T::ty()))));
        };
        let input = self.node().clone();
        let reduced: Acc<Array<T, D>> = Acc::build((|| {
            let f = fun2(|a: Exp<T>, b: Exp<T>| f(a, b))?;
            Ok(Op::Consumer(Consumer::FoldSeg { f, seed: None, offsets, input }))
        })())
        .named(name);
        let shortest = layout.lens.fold_all(i64::MAX, |a, b| a.min(b));
        let segments = layout.lens.shape()[0];
        let empty = generate_with(|| [segments, constant(0i64)], |_: [Exp<i64>; 2]| constant(zero))
            .fold1::<1, _>(|a: Exp<T>, b: Exp<T>| f(a, b))
            .named(name);
        let empty = reshape_with(&empty, || self.shape_with_inner(segments)).named(name);
        Some(acond(shortest.the().gt(0i64), reduced, empty).named(name))
    }

    /// Reduces each segment of the innermost dimension without a seed (Accelerate's
    /// `fold1Seg`): as [`Acc::fold_seg`], but an empty segment is a run-time error on
    /// every backend ([`Error::EmptyReduction`](crate::Error::EmptyReduction) naming
    /// `fold1_seg`), as `fold1` of an empty row.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let xs = use_array(&Array::from_vec([5], vec![3, 9, 4, 7, 1]).unwrap());
    /// let lengths = use_array(&Array::from_vec([2], vec![3, 2]).unwrap());
    /// assert_eq!(interpret(&xs.fold1_seg(|a, b| a.max(b), &lengths)).unwrap().to_vec(), vec![9, 7]);
    ///
    /// let with_empty = use_array(&Array::from_vec([3], vec![3, 0, 2]).unwrap());
    /// let err = interpret(&xs.fold1_seg(|a, b| a.max(b), &with_empty)).unwrap_err();
    /// assert!(matches!(err, Error::EmptyReduction { operation: "fold1_seg", .. }), "{err}");
    /// ```
    pub fn fold1_seg<I: Int, R: Lift<Elt = T>>(
        &self,
        f: impl Fn(Exp<T>, Exp<T>) -> R,
        lengths: &Acc<Vector<I>>,
    ) -> Acc<Array<T, D>> {
        let name = "fold1_seg";
        let layout = Layout::of(lengths);
        if let Some(native) = self.fold1_native(&layout, &f, name) {
            return native;
        }
        let Some(zero) = zero_of::<T>() else {
            return Acc::build(Err(format!("{name}: no zero of type {}", T::ty())));
        };
        let reduced = self.reductions(&layout, &f, constant(zero), name, true);
        // The value of each segment is a `fold1` over rows of one element, or of none when a
        // segment is empty: then `fold1` reports the empty reduction, on every backend.
        let shortest = layout.lens.fold_all(i64::MAX, |a, b| a.min(b));
        let values = generate_with(
            || [reduced.shape()[0], shortest.the().min(1i64)],
            |[r, _]: [Exp<i64>; 2]| reduced.index([r]).snd(),
        )
        .fold1::<1, _>(f)
        .named(name);
        reshape_with(&values, || self.shape_with_inner(layout.lens.shape()[0])).named(name)
    }

    /// Inclusive prefix reduction of each segment of the innermost dimension from the left
    /// (Accelerate's `scanl1Seg`): `scan_seg f xs [l0, l1, ..] = scan f (the first l0
    /// elements) ++ scan f (the next l1) ++ ..` in every row. The innermost extent of the
    /// result is the sum of the lengths; empty segments contribute nothing.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let xs = use_array(&Array::from_vec([6], vec![1, 2, 3, 4, 5, 6]).unwrap());
    /// let lengths = use_array(&Array::from_vec([3], vec![2, 0, 4]).unwrap());
    /// assert_eq!(interpret(&xs.scan_seg(|a, b| a + b, &lengths)).unwrap().to_vec(), vec![1, 3, 3, 7, 12, 18]);
    /// ```
    pub fn scan_seg<I: Int, R: Lift<Elt = T>>(
        &self,
        f: impl Fn(Exp<T>, Exp<T>) -> R,
        lengths: &Acc<Vector<I>>,
    ) -> Acc<Array<T, D>> {
        let layout = Layout::of(lengths);
        let heads = layout.flags(Edge::Head);
        self.pair_scan(&layout, &heads, Edge::Head, &f, "scan_seg").map(|p| p.snd()).named("scan_seg")
    }

    /// Inclusive prefix reduction of each segment from the right (Accelerate's
    /// `scanr1Seg`): `scan_right_seg f xs [l0, ..] = scan_right f (the first l0 elements)
    /// ++ ..`. The innermost extent of the result is the sum of the lengths.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let xs = use_array(&Array::from_vec([5], vec![1, 2, 3, 4, 5]).unwrap());
    /// let lengths = use_array(&Array::from_vec([2], vec![2, 3]).unwrap());
    /// assert_eq!(interpret(&xs.scan_right_seg(|a, b| a + b, &lengths)).unwrap().to_vec(), vec![3, 2, 12, 9, 5]);
    /// ```
    pub fn scan_right_seg<I: Int, R: Lift<Elt = T>>(
        &self,
        f: impl Fn(Exp<T>, Exp<T>) -> R,
        lengths: &Acc<Vector<I>>,
    ) -> Acc<Array<T, D>> {
        let layout = Layout::of(lengths);
        let tails = layout.flags(Edge::Tail);
        self.pair_scan(&layout, &tails, Edge::Tail, &f, "scan_right_seg")
            .map(|p| p.snd())
            .named("scan_right_seg")
    }

    /// Exclusive prefix reduction of each segment from the left, with the total of each
    /// segment (Accelerate's `scanl'Seg`): for each segment, `scan_exclusive f z` of its
    /// elements, laid end to end, and the vector of their totals (`z` for an empty
    /// segment). The scan's innermost extent is the sum of the lengths, the totals' is the
    /// number of segments.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let xs = use_array(&Array::from_vec([8], vec![0, 1, 2, 3, 4, 5, 6, 7]).unwrap());
    /// let lengths = use_array(&Array::from_vec([4], vec![1, 4, 0, 3]).unwrap());
    /// let (prefix, totals) = xs.scan_exclusive_seg(0, |a, b| a + b, &lengths);
    /// assert_eq!(interpret(&prefix).unwrap().to_vec(), vec![0, 0, 1, 3, 6, 0, 5, 11]);
    /// assert_eq!(interpret(&totals).unwrap().to_vec(), vec![0, 10, 0, 18]);
    /// ```
    pub fn scan_exclusive_seg<I: Int, R: Lift<Elt = T>>(
        &self,
        seed: impl Into<Exp<T>>,
        f: impl Fn(Exp<T>, Exp<T>) -> R,
        lengths: &Acc<Vector<I>>,
    ) -> (Acc<Array<T, D>>, Acc<Array<T, D>>) {
        self.exclusive_seg(seed.into(), f, lengths, Edge::Head, "scan_exclusive_seg")
    }

    /// Exclusive prefix reduction of each segment from the right, with the total of each
    /// segment (Accelerate's `scanr'Seg`): for each segment, `scan_exclusive_right f z` of
    /// its elements laid end to end, and their totals (`z` for an empty segment).
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let xs = use_array(&Array::from_vec([5], vec![1, 2, 3, 4, 5]).unwrap());
    /// let lengths = use_array(&Array::from_vec([3], vec![2, 0, 3]).unwrap());
    /// let (suffix, totals) = xs.scan_exclusive_right_seg(0, |a, b| a + b, &lengths);
    /// assert_eq!(interpret(&suffix).unwrap().to_vec(), vec![2, 0, 9, 5, 0]);
    /// assert_eq!(interpret(&totals).unwrap().to_vec(), vec![3, 0, 12]);
    /// ```
    pub fn scan_exclusive_right_seg<I: Int, R: Lift<Elt = T>>(
        &self,
        seed: impl Into<Exp<T>>,
        f: impl Fn(Exp<T>, Exp<T>) -> R,
        lengths: &Acc<Vector<I>>,
    ) -> (Acc<Array<T, D>>, Acc<Array<T, D>>) {
        self.exclusive_seg(seed.into(), f, lengths, Edge::Tail, "scan_exclusive_right_seg")
    }

    /// The exclusive segmented scans: from the left (`Head`) the seed goes in front and
    /// each element gets the scan of the one before it, from the right (`Tail`) the seed
    /// goes behind and each element gets the scan of the one after it.
    fn exclusive_seg<I: Int, R: Lift<Elt = T>>(
        &self,
        seed: Exp<T>,
        f: impl Fn(Exp<T>, Exp<T>) -> R,
        lengths: &Acc<Vector<I>>,
        edge: Edge,
        name: &'static str,
    ) -> (Acc<Array<T, D>>, Acc<Array<T, D>>) {
        let layout = Layout::of(lengths);
        let flags = layout.flags(edge);
        let scanned = self.pair_scan(&layout, &flags, edge, &f, name);
        let with_seed = |v: Exp<T>| match edge {
            Edge::Head => f(seed, v).lift(),
            Edge::Tail => f(v, seed).lift(),
        };
        let step = if edge == Edge::Head { -1i64 } else { 1 };
        let scan = generate_with(
            || self.shape_with_inner(layout.total.the()),
            |ix: [Exp<i64>; D]| {
                let mut neighbour = ix;
                neighbour[D - 1] = ix[D - 1] + step;
                let restart = flags.index([ix[D - 1]]).ne(0i32);
                select(restart, seed, with_seed(scanned.read_as(neighbour, name).snd()))
            },
        )
        .named(name);
        let totals = self.per_segment(&layout, &scanned, edge, seed, with_seed, name);
        (scan, totals.named(name))
    }
}

impl<T: Elt> Acc<Vector<T>> {
    /// [`Acc::fold_seg_offsets`] of a vector as one native segmented reduction
    /// ([`Consumer::FoldSeg`]): segment `k` is `xs[o_k .. o_k+1]` (empty where `o_k+1 <=
    /// o_k`), reduced in order with the seed in front (`f z (fold1 f segment)`, as
    /// [`Acc::fold_seg`]; `seed` for an empty one), one value a segment. The producer of
    /// `xs` is fused into the reduction (a CSR SpMV's products `vals[j] * x[cols[j]]` are
    /// never stored). On the CPU its cost does not depend on the lengths: `segments +
    /// elements` balanced by merge path (CUB's `DeviceSpmv`), each element read once. On the
    /// GPU segments of at most 16 elements are folded a thread each in one pass, which
    /// stops at a longer one. Where it stopped at one of more than 4096 elements, a second
    /// pass folds the short segments again from the first and lists the long ones for a
    /// third, which folds them in chunks of thousands, many warps a segment. A segment of
    /// 17 to 4096 elements sends the whole fold to the merge path, which reads again the
    /// elements the passes before it read.
    ///
    /// Offsets outside `0 ..= length` are an out-of-bounds error on the interpreter and
    /// clamped reads (unspecified values) on compiled backends. The offsets must not
    /// decrease: where `o_k+1 < o_k`, segment `k` is empty on the interpreter and the CPU
    /// (the next one starts at its own offset, so segments may overlap), and the values on
    /// the GPU are unspecified (its merge path needs them sorted). `f` must be associative;
    /// it is never commuted.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let xs = use_array(&Array::from_vec([6], vec![1, 2, 3, 4, 5, 6]).unwrap());
    /// let offsets = use_array(&Array::from_vec([5], vec![0, 2, 2, 5, 6]).unwrap());
    /// let sums = xs.fold_seg_csr(0, |a, b| a + b, &offsets);
    /// assert_eq!(interpret(&sums).unwrap().to_vec(), vec![3, 0, 12, 6]);
    ///
    /// // an offset past the end: on the interpreter an error that names fold_seg_csr
    /// let past = use_array(&Array::from_vec([2], vec![0, 7]).unwrap());
    /// let err = interpret(&xs.fold_seg_csr(0, |a, b| a + b, &past)).unwrap_err();
    /// assert!(matches!(err, Error::IndexOutOfBounds { operation: "fold_seg_csr", .. }), "{err}");
    /// ```
    pub fn fold_seg_csr<I: Int, R: Lift<Elt = T>>(
        &self,
        seed: impl Into<Exp<T>>,
        f: impl Fn(Exp<T>, Exp<T>) -> R,
        offsets: &Acc<Vector<I>>,
    ) -> Acc<Vector<T>> {
        let (input, offsets) = (self.node().clone(), csr_offsets(offsets));
        let seed = seed.into();
        Acc::build((|| {
            let f = fun2(|a: Exp<T>, b: Exp<T>| f(a, b))?;
            Ok(Op::Consumer(Consumer::FoldSeg { f, seed: Some(fun0(seed)?), offsets, input }))
        })())
        .named("fold_seg_csr")
    }

    /// [`Acc::fold_seg_csr`] without a seed (as [`Acc::fold1_seg`]): an empty segment is a
    /// run-time error on every backend ([`Error::EmptyReduction`](crate::Error::EmptyReduction)
    /// naming `fold1_seg`), checked before the reduction runs (a pass over the offsets).
    /// Decreasing offsets (`o_k+1 < o_k`) make segment `k` empty: the same error.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let xs = use_array(&Array::from_vec([5], vec![3, 9, 4, 7, 1]).unwrap());
    /// let offsets = use_array(&Array::from_vec([3], vec![0, 3, 5]).unwrap());
    /// assert_eq!(interpret(&xs.fold1_seg_csr(|a, b| a.max(b), &offsets)).unwrap().to_vec(), vec![9, 7]);
    ///
    /// let with_empty = use_array(&Array::from_vec([4], vec![0, 3, 3, 5]).unwrap());
    /// let err = interpret(&xs.fold1_seg_csr(|a, b| a.max(b), &with_empty)).unwrap_err();
    /// assert!(matches!(err, Error::EmptyReduction { operation: "fold1_seg", .. }), "{err}");
    /// ```
    pub fn fold1_seg_csr<I: Int, R: Lift<Elt = T>>(
        &self,
        f: impl Fn(Exp<T>, Exp<T>) -> R,
        offsets: &Acc<Vector<I>>,
    ) -> Acc<Vector<T>> {
        let native = self.fold1_native(&Layout::of_offsets(offsets), &f, "fold1_seg");
        native.unwrap_or_else(|| Acc::build(Err("fold1_seg: offsets without their layout".into())))
    }
}

impl<I: Int> Acc<Vector<I>> {
    /// The segment lengths of CSR row offsets: `offsets_to_lengths [o0, o1, .., on] =
    /// [o1 - o0, .., on - on-1]`, one fewer element than the offsets (none for fewer than
    /// two). The offsets should not decrease.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let offsets = use_array(&Array::from_vec([4], vec![0, 2, 2, 5]).unwrap());
    /// assert_eq!(interpret(&offsets.offsets_to_lengths()).unwrap().to_vec(), vec![2, 0, 3]);
    /// ```
    pub fn offsets_to_lengths(&self) -> Acc<Vector<I>> {
        generate_with(
            || {
                let [n] = self.shape();
                [(n - 1).max(0i64)]
            },
            |[k]| self.index([k + 1]) - self.index([k]),
        )
        .named("offsets_to_lengths")
    }

    /// The CSR row offsets of segment lengths: `lengths_to_offsets [l0, l1, .., ln-1] =
    /// [0, l0, l0 + l1, .., l0 + .. + ln-1]`, one more element than the lengths.
    ///
    /// The lengths must not be negative. A negative length is added as it is (not counted
    /// as 0, as [`Acc::fold_seg`] counts it), so the offsets decrease there and
    /// `fold_seg_offsets` of them is not `fold_seg` of the lengths.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let lengths = use_array(&Array::from_vec([3], vec![2u32, 0, 3]).unwrap());
    /// assert_eq!(interpret(&lengths.lengths_to_offsets()).unwrap().to_vec(), vec![0, 2, 2, 5]);
    /// ```
    pub fn lengths_to_offsets(&self) -> Acc<Vector<I>>
    where
        Exp<I>: From<I>,
    {
        let (starts, total) = self.scan_exclusive(I::from_i64(0), |a, b| a + b);
        generate_with(
            || {
                let [n] = self.shape();
                [n + 1]
            },
            |[k]| {
                let [n] = starts.shape();
                select(k.lt(n), starts.index([k]), total.the())
            },
        )
        .named("lengths_to_offsets")
    }
}
