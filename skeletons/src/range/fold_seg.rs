//! A segmented fold by CSR offsets on the CPU
//! ([`Consumer::FoldSeg`](systole_frontend::ir::Consumer::FoldSeg)), with the fold's three
//! entries and the row of a fold become a segment `offsets[k] .. offsets[k + 1]`:
//!
//! ```text
//!  rows(k0, k1)             segments k0..k1, each folded whole, in order, the seed in front
//!                           (`f(z, x0 ⊕ .. ⊕ xk)`, the seed alone for an empty one), into out[k]
//!  segment(k, j0, j1, p)    fold1 of elements j0..j1 (inside segment k) into partial p
//!  finish(k, p0, p1)        partials p0..p1 combined in order, the seed in front, into out[k]
//! ```
//!
//! The host (`systole-cpu`'s `fold_seg`) splits the work by merge path: chunks of about
//! equal `segments + elements`, found by bisection on the offsets, each a range of whole
//! segments; a segment longer than a chunk is cut into pieces of its own, folded by
//! `segment` and combined by `finish`. The offsets are clamped into `0 ..= n` where they
//! are read (a segment whose end is before its start is empty), so no read leaves the
//! input whatever the offsets.

use inkwell::IntPredicate;
use inkwell::values::IntValue;
use systole_frontend::ir::Fun;
use systole_fusion::{ArrayVar, Input};

use crate::codegen::{KernelGen, PositionRead, RowParams};
use crate::kernel::Entry;
use crate::lower::{Codegen, FloatOrder, Val, ok};

impl<'ctx> KernelGen<'_, '_, 'ctx> {
    /// Offset `k` of the vector `offsets` as an `i64` (sign-extended from `i32`), no bounds
    /// check.
    pub(crate) fn offset_at(&self, offsets: ArrayVar, k: IntValue<'ctx>) -> IntValue<'ctx> {
        let cg = self.cg;
        let v = cg.load_element(&self.arrays[offsets.index()], k).int();
        if v.get_type().get_bit_width() < 64 {
            ok(cg.builder.build_int_s_extend(v, cg.ctx.i64_type(), "offset"))
        } else {
            v
        }
    }

    /// The elements of segment `k` (`0 <= k < segments`) of an input of length `n`: its
    /// first offset and one past its last, both clamped into `0 ..= n`, the end no less
    /// than the start.
    pub(crate) fn segment_bounds(
        &self,
        offsets: ArrayVar,
        k: IntValue<'ctx>,
        n: IntValue<'ctx>,
    ) -> (IntValue<'ctx>, IntValue<'ctx>) {
        let (lo, hi) = (self.offset_at(offsets, k), self.offset_at(offsets, self.cg.add(k, self.cg.i64(1))));
        clamp_segment(self.cg, lo, hi, n)
    }

    /// [`segment_bounds`](Self::segment_bounds) in the offsets' own width: in 32 bits for
    /// `i32` offsets (clamped into `0 ..= min(n, i32::MAX)`, the same bounds, since no
    /// `i32` offset passes `i32::MAX`), so that a thread's arithmetic on its segments is
    /// not 64-bit (two instructions an operation on a GPU) where its positions fit 32 bits.
    /// Every bound is at least 0 (widen it with a zero extension), but `lo + j` past a
    /// segment's end may pass `i32::MAX`: compare it unsigned.
    pub(crate) fn segment_bounds_narrow(
        &self,
        offsets: ArrayVar,
        k: IntValue<'ctx>,
        n: IntValue<'ctx>,
    ) -> (IntValue<'ctx>, IntValue<'ctx>) {
        let cg = self.cg;
        let at = |k: IntValue<'ctx>| cg.load_element(&self.arrays[offsets.index()], k).int();
        let (lo, hi) = (at(k), at(cg.add(k, cg.i64(1))));
        clamp_segment(cg, lo, hi, n)
    }

    /// The number of segments of `offsets`: one fewer than the offsets, none for fewer
    /// than two.
    pub(crate) fn segment_count(&self, offsets: ArrayVar) -> IntValue<'ctx> {
        let cg = self.cg;
        cg.smax(cg.sub(self.arrays[offsets.index()].shape[0], cg.i64(1)), cg.i64(0))
    }

    /// A segmented fold's entry (see the module documentation).
    pub(crate) fn fold_seg(
        &mut self,
        entry: Entry,
        f: &Fun<ArrayVar>,
        seed: Option<&Fun<ArrayVar>>,
        offsets: ArrayVar,
        input: &Input,
    ) {
        let cg = self.cg;
        let RowParams { elt, n, out, partial, .. } = self.row_params(input);
        let combine = |acc: &Val<'ctx>, x: &Val<'ctx>| {
            self.lower(f, &[acc.clone(), x.clone()], FloatOrder::Reassociate)
        };
        let seed_val = || seed.map(|s| self.lower(s, &[], FloatOrder::Strict));
        // every position read lies in `0..n` (a piece's `j0..j1` too: the host cuts pieces
        // between offsets it clamped into `0 ..= n`): where the arrays the input reads at
        // its position hold `n` elements, those reads are plain loads (`vals[j]`, `cols[j]`
        // of a CSR SpMV), else clamped
        let x_in = |j: IntValue<'ctx>, inside: Option<&[PositionRead]>| {
            self.row_element_at(input, 1, n, cg.i64(0), &[], j, inside)
        };
        // `fold1_seg` of an empty segment (or of an empty input) reads inside the input: an
        // unspecified value, which the frontend's check of the lengths never lets through
        let last = cg.smax(cg.sub(n, cg.i64(1)), cg.i64(0));
        match entry {
            Entry::Rows => self.with_positions_checked(input, 1, n, &|inside| {
                let x_at = |j| x_in(j, inside);
                let nonempty = cg.icmp(IntPredicate::SGT, n, cg.i64(0));
                cg.for_range(self.a, self.b, |k| {
                    let (lo, hi) = self.segment_bounds(offsets, k, n);
                    // the segment folded from its first element, then the seed in front
                    // (`f(z, x0 ⊕ .. ⊕ xk)`, as every backend folds it): the seed alone where
                    // it is empty, nothing read where the input is
                    let any = cg.icmp(IntPredicate::SLT, lo, hi);
                    let read = ok(cg.builder.build_and(nonempty, any, "read"));
                    let folded = || {
                        let first = x_at(cg.smin(lo, last));
                        cg.fold_range(cg.add(lo, cg.i64(1)), hi, &first, &elt, |acc, j| {
                            combine(acc, &x_at(j))
                        })
                    };
                    let value = match seed_val() {
                        Some(z) => cg.if_else_val(read, &elt, || combine(&z, &folded()), || z.clone()),
                        // `fold1_seg` of an empty segment: unspecified (the frontend checks)
                        None => cg.if_else_val(nonempty, &elt, folded, || cg.zero(&elt)),
                    };
                    cg.store_element(&elt, &out, k, &value);
                });
            }),
            Entry::Segment => self.with_positions_checked(input, 1, n, &|inside| {
                let x_at = |j| x_in(j, inside);
                let (j0, j1, p) = (self.b, self.c, self.d);
                let first = x_at(j0);
                let acc =
                    cg.fold_range(cg.add(j0, cg.i64(1)), j1, &first, &elt, |acc, j| combine(acc, &x_at(j)));
                cg.store_element(&elt, &partial, p, &acc);
            }),
            Entry::Finish => {
                let (k, p0, p1) = (self.a, self.b, self.c);
                let init = cg.load_value(&elt, &partial, p0);
                let acc = cg.fold_range(cg.add(p0, cg.i64(1)), p1, &init, &elt, |acc, p| {
                    combine(acc, &cg.load_value(&elt, &partial, p))
                });
                // the seed in front of the pieces' fold
                let acc = match seed_val() {
                    Some(z) => combine(&z, &acc),
                    None => acc,
                };
                cg.store_element(&elt, &out, k, &acc);
            }
            _ => unreachable!("a segmented fold has no {entry:?} entry"),
        }
    }
}

/// The offsets `lo` and `hi` of a segment (`i32` or `i64`) clamped into `0 ..= n` (an `i64`)
/// in their own width, the end no less than the start: `segment_bounds_narrow`'s arithmetic.
/// In 32 bits the bounds are clamped into `0 ..= min(n, i32::MAX)`, which is the same.
pub(crate) fn clamp_segment<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    lo: IntValue<'ctx>,
    hi: IntValue<'ctx>,
    n: IntValue<'ctx>,
) -> (IntValue<'ctx>, IntValue<'ctx>) {
    let ty = lo.get_type();
    // the frontend gives a segmented fold `i32` or `i64` offsets (`csr_offsets`), so
    // `Segment`'s constants (4096 and below) fit the width
    debug_assert!(matches!(ty.get_bit_width(), 32 | 64), "offsets of {} bits", ty.get_bit_width());
    let n = match ty.get_bit_width() {
        64 => n,
        w => {
            let most = cg.smin(n, cg.i64((1i64 << (w - 1)) - 1));
            ok(cg.builder.build_int_truncate(most, ty, "n"))
        }
    };
    let clamp = |v: IntValue<'ctx>, lo: IntValue<'ctx>| cg.smin(cg.smax(v, lo), n);
    let lo = clamp(lo, ty.const_zero());
    (lo, clamp(hi, lo))
}
