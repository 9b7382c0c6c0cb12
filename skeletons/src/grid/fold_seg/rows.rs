//! `rows` and `listing`, the first two entries of the GPU's segmented fold by CSR offsets
//! (see the parent module): a thread a segment while the segments are short; `listing`,
//! where `rows` stopped, again with a list for `search` of the segments of more than
//! [`LISTED_SEGMENT`] elements; else a flag that sends the whole fold to the merge path.
//!
//! A warp takes `32 x at_once` consecutive segments a group (`at_once`: four for elements of
//! at most 4 bytes, two for 8, 32 apart; `rows_at_once`), each lane its own: it
//! reads the segments' offsets, and the warp its longest segment (a shuffle tree). Where
//! every segment of the group holds at most [`SHORT_ROW`] elements, each lane folds its
//! segments in order from one block of reads a segment as wide as that longest one (one
//! branch a width up to `EXACT_ROW`, a loop of reads above, or always a loop for a producer
//! too large to copy once a read), all in flight together: positions past a segment's end
//! read its last element again and are left out of the fold; the seed goes in front of the
//! segment's fold (`f(z, x0 ⊕ .. ⊕ xk)`, as the merge path and the interpreter put it), or
//! alone where the segment is empty. A lane's bounds and lengths are in the offsets' width
//! (`segment_bounds_narrow`: 32 bits for `i32` offsets, half the instructions of 64-bit
//! arithmetic; `docs/perf/2026-11-28-narrow-segment-bounds.md`). Where one holds more, `rows`' lane 0 sets its word
//! (`stopped`), and the merge path's flag too where a segment of the group holds more than
//! `SHORT_ROW` but is not one `listing` lists, and the warp stops; every warp reads
//! `stopped` (a ballot of its lanes' reads, so the warp agrees) before its next group and
//! stops where it is set.
//!
//! `listing` returns at once unless `stopped` is set and the flag is not. Else it runs as
//! `rows` from the first group, eight segments a lane for elements of at most 4 bytes (by a
//! loop of reads; `rows_at_once`),
//! but a segment of more than [`LISTED_SEGMENT`] elements counts as empty: its lane
//! lists it (module `listed`) and writes the seed for it (`fold1`: its first element), which
//! `search` writes over; where a segment holds more than `SHORT_ROW` and is not listed, lane
//! 0 sets the merge path's flag and the warp stops, the others at their next group. The
//! listing is a second entry, not a branch of `rows`, so that `rows` is the code it was
//! without a list: with the list in `rows` (and a second copy of the group's fold to keep
//! the short segments' path apart) ptxas gave it 56 registers instead of 52, the same warps
//! a multiprocessor, and the 4096² Poisson SpMV still lost 10% of its rate on an H100
//! (`docs/perf/2026-11-28-listing-kernel.md`).
//!
//! What `rows` and `listing` wrote where the flag ends set, the merge path writes again: the
//! result is the merge path's, whatever they did first. A matrix whose only long segments
//! come last pays a whole pass of `rows` before the merge path finds them (not measured; by
//! estimate at most about twice the merge path's time), and one whose first long segment
//! holds more than 4096 elements a pass of `listing` too.

use inkwell::IntPredicate;
use inkwell::values::{IntValue, PointerValue};
use systole_frontend::{ScalarType, Type};
use systole_fusion::{ArrayVar, Input};

use super::super::fold::{exact_blocks, read_in_blocks};
use super::super::{GpuTarget, SHORT_ROW, Shuffle, Warp, repeat, shuffle_val, warp_reduce};
use super::listed::{LISTED_INPUT_MOST, LISTED_SEGMENT, Words, list_segment};
use super::{NARROW_BYTES, element_bytes};
use crate::codegen::KernelGen;
use crate::lower::{Codegen, Val, ok};

/// The warps `rows` (or `listing`) takes for `segments` segments of `elt`s: a thread folds
/// `rows_at_once` segments at once, each 32 apart, the loads of all in flight together.
pub fn fold_seg_rows_warps(segments: usize, elt: &Type, listing: bool) -> usize {
    segments.div_ceil(32 * rows_at_once(elt, listing) as usize)
}

/// The segments a lane of `rows` (or of `listing`) folds at once: `rows` four for elements of
/// at most 4 bytes and two for elements of at most 8, `listing` eight for elements of at
/// most 4 bytes (by a loop of reads rather than blocks), else one. Measured on an H200 with
/// 32-bit bounds (`docs/perf/2026-11-28-narrow-segment-bounds.md`): `rows` at four (40
/// registers on the `fold_seg_offsets_f32` snapshot) took segments of 4 `f32` from
/// 464-467 to 490 GElem/s and left the 4096² Poisson SpMV `f32` as it was (326-332 Gnnz/s
/// against 327-329; at one, 314); at two the `f64` SpMV from 214 to 223-225; `listing` at
/// eight (70 registers) took one segment of 32 M among 32 M of one from 333-335 to 353-357
/// GElem/s (at two, 304-305). `listing` for wider elements is one, as it was (not
/// measured).
fn rows_at_once(elt: &Type, listing: bool) -> i64 {
    match (element_bytes(elt), listing) {
        (0..=NARROW_BYTES, false) => 4,
        (0..=NARROW_BYTES, true) => 8,
        (0..=8, false) => 2,
        _ => 1,
    }
}

/// The most warps of `rows` the launcher starts a multiprocessor's worth of, where fewer
/// than its registers allow (`None`: as many as they allow): 32 for elements wider than 4
/// bytes. A warp's segments keep their lines in L1 while its lanes read them element by
/// element, so the segments in flight must fit it: the 4096² Poisson SpMV `f64` (32
/// registers, 64 warps a multiprocessor) ran at 147.1 Gnnz/s with 64, 153.6 with 48 and
/// 165.7 with 32 on an H100 (then one segment a lane; two since, not measured again at
/// other caps), where `f32` (then two segments a lane, 40 warps by its registers) lost at
/// 32 (241.5 against 250.0).
pub fn fold_seg_rows_warps_per_sm(elt: &Type) -> Option<u32> {
    (element_bytes(elt) > NARROW_BYTES).then_some(32)
}

/// One of a lane's segments in a group. Its bounds and length are in the offsets' width
/// (`segment_bounds_narrow`: 32 bits for `i32` offsets) and never below 0.
#[derive(Clone, Copy)]
struct Segment<'ctx> {
    /// Its index.
    k: IntValue<'ctx>,
    /// Whether it is one (`k < segments`).
    here: IntValue<'ctx>,
    /// Where its elements start.
    lo: IntValue<'ctx>,
    /// Its elements (0 where it is not one; once the warp has listed it, 0 where it is
    /// listed).
    len: IntValue<'ctx>,
    /// The last position it reads: its last element, or 0 where it is empty and first
    /// (inside the input wherever the warp reads at all).
    top: IntValue<'ctx>,
}

impl<'ctx> Segment<'ctx> {
    /// Segment `k`, one where `here`, of the bounds `lo..hi` (`clamp_segment`'s).
    fn new(
        cg: &Codegen<'_, 'ctx>,
        k: IntValue<'ctx>,
        here: IntValue<'ctx>,
        lo: IntValue<'ctx>,
        hi: IntValue<'ctx>,
    ) -> Segment<'ctx> {
        let (zero, one) = (lo.get_type().const_zero(), lo.get_type().const_int(1, false));
        let len = cg.select(here, cg.sub(hi, lo).into(), zero.into()).into_int_value();
        let top = cg.smax(cg.sub(hi, one), zero);
        Segment { k, here, lo, len, top }
    }

    /// The position (an `i64`) a lane reads for element `j` (less than [`SHORT_ROW`]) of the
    /// segment: `lo + j`, at most `top`. Compared unsigned: where the positions are 32-bit,
    /// `lo + j` may pass `i32::MAX` (`lo` is at most `i32::MAX`, so it does not pass
    /// `u32::MAX`).
    fn at(&self, cg: &Codegen<'_, 'ctx>, j: IntValue<'ctx>) -> IntValue<'ctx> {
        widen(cg, cg.umin(cg.add(self.lo, self.narrow(cg, j)), self.top))
    }

    /// `c` in the width of the segment's positions.
    fn constant(&self, c: i64) -> IntValue<'ctx> {
        self.len.get_type().const_int(c as u64, true)
    }

    /// Whether it holds more than `most` elements.
    fn longer(&self, cg: &Codegen<'_, 'ctx>, most: i64) -> IntValue<'ctx> {
        cg.icmp(IntPredicate::SGT, self.len, self.constant(most))
    }

    /// `j` (at least 0) in the width of the segment's positions.
    fn narrow(&self, cg: &Codegen<'_, 'ctx>, j: IntValue<'ctx>) -> IntValue<'ctx> {
        ok(cg.builder.build_int_cast_sign_flag(j, self.len.get_type(), false, "j"))
    }
}

/// `v` (at least 0) as an `i64`.
fn widen<'ctx>(cg: &Codegen<'_, 'ctx>, v: IntValue<'ctx>) -> IntValue<'ctx> {
    ok(cg.builder.build_int_cast_sign_flag(v, cg.ctx.i64_type(), false, "wide"))
}

/// What `rows` folds: the fold's operator and seed, the offsets and their count, and the
/// input, its type, length and output.
pub(super) struct RowsFold<'a, 'ctx> {
    pub combine: &'a dyn Fn(&Val<'ctx>, &Val<'ctx>) -> Val<'ctx>,
    pub seed: Option<Val<'ctx>>,
    pub offsets: ArrayVar,
    pub segments: IntValue<'ctx>,
    pub input: &'a Input,
    pub elt: &'a Type,
    pub n: IntValue<'ctx>,
    pub out: &'a [PointerValue<'ctx>],
}

impl<'ctx> KernelGen<'_, '_, 'ctx> {
    /// A segmented fold's `rows` (see the module documentation), or where `listing` its
    /// `listing` entry, with the words of the states they read and set.
    pub(super) fn gpu_fold_seg_rows(
        &self,
        gpu: &dyn GpuTarget,
        warp: &Warp<'ctx>,
        fold: &RowsFold<'_, 'ctx>,
        words: &Words<'ctx>,
        listing: bool,
    ) {
        let cg = self.cg;
        let b = cg.builder;
        let RowsFold { combine, ref seed, offsets, segments, input, elt, n, out } = *fold;
        let (i32_, i64_ty) = (Type::Scalar(ScalarType::I32), Type::Scalar(ScalarType::I64));
        // the word a warp stops at: `rows`' own, `listing`'s the merge path's flag
        let flag = if listing { words.flag } else { words.stopped };
        // segments are listed where the input's length fits the count word's half
        let lists = cg.icmp(IntPredicate::SLE, n, cg.i64(LISTED_INPUT_MOST));
        // whether segment `s` is listed (by `listing`)
        let listed = |s: &Segment<'ctx>| ok(b.build_and(s.longer(cg, LISTED_SEGMENT), lists, "listed"));
        // whether segment `s`, `listed` or not, is too long for a thread and not listed
        let left = |s: &Segment<'ctx>, listed: IntValue<'ctx>| {
            ok(b.build_and(s.longer(cg, SHORT_ROW), ok(b.build_not(listed, "kept")), "left"))
        };
        // whether any lane of the warp holds `p`
        let any =
            |p: IntValue<'ctx>| cg.icmp(IntPredicate::NE, gpu.ballot(cg, p), cg.ctx.i32_type().const_zero());
        let last = cg.smax(cg.sub(segments, cg.i64(1)), cg.i64(0));
        let at_once = rows_at_once(elt, listing) as usize;
        let per_warp = 32 * at_once as i64;
        let groups =
            ok(b.build_int_signed_div(cg.add(segments, cg.i64(per_warp - 1)), cg.i64(per_warp), "groups"));
        // the flag as the whole warp sees it: set where any lane read it set
        let raised = || any(cg.icmp(IntPredicate::NE, gpu.load_relaxed_u64(cg, flag), cg.i64(0)));
        let lane0 = cg.icmp(IntPredicate::EQ, warp.lane, cg.i64(0));
        let max = |a: &Val<'ctx>, b: &Val<'ctx>| Val::Scalar(cg.smax(a.int(), b.int()).into());
        // a segment's value starts at its first element (read even where it is empty, its
        // value then the seed's): none where the input is empty, where every segment's value
        // is the seed (and `fold1_seg`'s, of empty segments, unspecified: 0)
        let reads_any = cg.icmp(IntPredicate::SGT, n, cg.i64(0));
        let empty = || seed.clone().unwrap_or_else(|| cg.zero(elt));
        // the seed in front of a segment's elements folded (`f(z, x0 ⊕ .. ⊕ xk)`, as the
        // merge path and the interpreter fold it), or alone where the segment is empty
        let with_seed = |s: &Segment<'ctx>, v: Val<'ctx>| match seed {
            Some(z) => cg.select_val(s.longer(cg, 0), &combine(z, &v), z),
            None => v,
        };
        // a block of reads copies the producer once a read: large ones by a loop
        // (`listing` by a loop: see `rows_at_once`)
        let blocks = read_in_blocks(input) && !listing;
        self.with_positions_checked(input, 1, n, &|inside| {
            let read = |j: IntValue<'ctx>| self.row_element_at(input, 1, n, cg.i64(0), &[], j, inside);
            let enter = cg.icmp(IntPredicate::SLT, warp.id, groups);
            let enter = ok(b.build_and(enter, ok(b.build_not(raised(), "quiet")), "enter"));
            // `listing` runs only where `rows` stopped and did not set the merge path's flag
            let enter = match listing {
                false => enter,
                true => {
                    let stopped = gpu.load_relaxed_u64(cg, words.stopped);
                    let stopped = cg.icmp(IntPredicate::NE, stopped, cg.i64(0));
                    ok(b.build_and(enter, stopped, "listing"))
                }
            };
            repeat(cg, enter, &Val::Scalar(warp.id.into()), &i64_ty, |g| {
                let g = g.int();
                // read before the segments' loads, looked at after them
                let stop = raised();
                let rows: Vec<Segment<'ctx>> = (0..at_once as i64)
                    .map(|r| {
                        let k = cg.add(cg.mul(g, cg.i64(per_warp)), cg.add(warp.lane, cg.i64(32 * r)));
                        let here = cg.icmp(IntPredicate::SLT, k, segments);
                        let (lo, hi) = self.segment_bounds_narrow(offsets, cg.smin(k, last), n);
                        Segment::new(cg, k, here, lo, hi)
                    })
                    .collect();
                let longest =
                    |rows: &[Segment<'ctx>]| rows.iter().skip(1).fold(rows[0].len, |m, r| cg.smax(m, r.len));
                let longest_here = longest(&rows);
                let long = cg.icmp(IntPredicate::SGT, longest_here, rows[0].constant(SHORT_ROW));
                let any_long = any(long);
                // the group's fold of segments of at most `longest` elements (in blocks of
                // reads where `blocks`, else by a loop): in `listing`, twice in the code, where
                // no lane holds a longer segment and, by a loop (a group holding a listed
                // segment is rare: little code), after the warp listed those of more than
                // `LISTED_SEGMENT` (their lengths 0 there, their values the seed's, which
                // `search` writes over) where no other remains (else the warp raises the flag)
                let fold_group = |rows: &[Segment<'ctx>], longest: IntValue<'ctx>, blocks: bool| {
                    // the warp's longest segment (at most `SHORT_ROW` here: in 32 bits)
                    let longest = ok(b.build_int_cast_sign_flag(longest, cg.ctx.i32_type(), false, "len"));
                    let widest =
                        warp_reduce(cg, gpu, &i32_, Val::Scalar(longest.into()), warp.lane, cg.i64(32), &max);
                    let widest = shuffle_val(cg, gpu, &i32_, &widest, Shuffle::Index, cg.i64(0)).int();
                    let widest = ok(b.build_int_s_extend(widest, cg.ctx.i64_type(), "widest"));
                    let fold_in = |acc: &Val<'ctx>, s: &Segment<'ctx>, j: IntValue<'ctx>, x: &Val<'ctx>| {
                        let inside = cg.icmp(IntPredicate::SLT, s.narrow(cg, j), s.len);
                        cg.select_val(inside, &combine(acc, x), acc)
                    };
                    let all = Type::Tuple(vec![elt.clone(); at_once]);
                    // every segment's reads of the block first, in flight together (at
                    // least its first element)
                    let block = |width: i64| {
                        let width = width.max(1);
                        let xs: Vec<Vec<Val<'ctx>>> = rows
                            .iter()
                            .map(|s| (0..width).map(|j| read(s.at(cg, cg.i64(j)))).collect())
                            .collect();
                        let values = rows.iter().zip(&xs).map(|(s, xs)| {
                            (1..width)
                                .fold(xs[0].clone(), |acc, j| fold_in(&acc, s, cg.i64(j), &xs[j as usize]))
                        });
                        Val::Tuple(values.collect())
                    };
                    let by_loop = || {
                        let init = rows.iter().map(|s| read(s.at(cg, cg.i64(0)))).collect();
                        cg.fold_range(cg.i64(1), widest, &Val::Tuple(init), &all, |acc, j| {
                            let xs: Vec<Val<'ctx>> = rows.iter().map(|s| read(s.at(cg, j))).collect();
                            let values = rows.iter().zip(acc.fields()).zip(&xs);
                            Val::Tuple(values.map(|((s, acc), x)| fold_in(acc, s, j, x)).collect())
                        })
                    };
                    let folded = || match blocks {
                        true => exact_blocks(cg, widest, &all, 0, &block, &by_loop),
                        false => by_loop(),
                    };
                    let values =
                        cg.if_else_val(reads_any, &all, folded, || Val::Tuple(vec![empty(); at_once]));
                    for (s, v) in rows.iter().zip(values.fields()) {
                        let v = with_seed(s, v.clone());
                        cg.if_then(s.here, || cg.store_element(elt, out, s.k, &v));
                    }
                };
                // where the warp stops: `rows` at a long segment (and so does every other),
                // `listing` where it raised the flag
                let quit_here = match listing {
                    false => {
                        // a long segment that `listing` would not list: the merge path's
                        // flag too, so that `listing` returns at once
                        let stop_here = || {
                            let unlisted = rows.iter().fold(cg.ctx.bool_type().const_zero(), |u, s| {
                                ok(b.build_or(u, left(s, listed(s)), "unlisted"))
                            });
                            let merge = any(unlisted);
                            cg.if_then(lane0, || {
                                gpu.store_relaxed_u64(cg, flag, cg.i64(1));
                                cg.if_then(merge, || gpu.store_relaxed_u64(cg, words.flag, cg.i64(1)));
                            });
                        };
                        cg.if_else(any_long, stop_here, || fold_group(&rows, longest_here, blocks));
                        any_long
                    }
                    true => {
                        // 1 where the warp raised the flag
                        let raised_here = cg.if_else_val(
                            any_long,
                            &i64_ty,
                            || {
                                let mut kept = Vec::with_capacity(at_once);
                                let mut unlisted = cg.ctx.bool_type().const_zero();
                                for s in &rows {
                                    let listed = listed(s);
                                    cg.if_then(listed, || {
                                        list_segment(cg, gpu, flag, words.list, s.k, widen(cg, s.len), n)
                                    });
                                    unlisted = ok(b.build_or(unlisted, left(s, listed), "unlisted"));
                                    kept.push(Segment {
                                        len: cg
                                            .select(listed, s.constant(0).into(), s.len.into())
                                            .into_int_value(),
                                        ..*s
                                    });
                                }
                                let raise = any(unlisted);
                                let first = ok(b.build_and(raise, lane0, "first"));
                                cg.if_then(first, || gpu.store_relaxed_u64(cg, flag, cg.i64(1)));
                                cg.if_else(raise, || {}, || fold_group(&kept, longest(&kept), false));
                                Val::Scalar(
                                    ok(b.build_int_z_extend(raise, cg.ctx.i64_type(), "raised")).into(),
                                )
                            },
                            || {
                                fold_group(&rows, longest_here, blocks);
                                Val::Scalar(cg.i64(0).into())
                            },
                        );
                        cg.icmp(IntPredicate::NE, raised_here.int(), cg.i64(0))
                    }
                };
                let next = cg.add(g, warp.count);
                let again = cg.icmp(IntPredicate::SLT, next, groups);
                let quit = ok(b.build_or(quit_here, stop, "quit"));
                (Val::Scalar(next.into()), ok(b.build_and(again, ok(b.build_not(quit, "go")), "again")))
            });
        });
    }
}

#[cfg(test)]
mod tests {
    //! A lane's bounds and reads (`clamp_segment`, `Segment::new`, `Segment::at`), in the
    //! offsets' width, against the same arithmetic in `i64`, compiled by LLVM's JIT for this
    //! machine: offsets below 0, decreasing, past `n` and near `i32::MAX`, inputs of up to
    //! 2⁴⁰ elements (none of which a GPU test reaches).

    use inkwell::context::Context;
    use inkwell::values::FloatValue;
    use inkwell::{AddressSpace, OptimizationLevel};

    use super::{SHORT_ROW, Segment};
    use crate::lower::Codegen;
    use crate::range::fold_seg::clamp_segment;
    use crate::target::{MathFn, Target};

    /// A target for arithmetic alone.
    struct Arithmetic;

    impl Target for Arithmetic {
        fn name(&self) -> &str {
            "arithmetic"
        }

        fn global_space(&self) -> AddressSpace {
            AddressSpace::default()
        }

        fn math<'ctx>(&self, _: &Codegen<'_, 'ctx>, _: MathFn, _: &[FloatValue<'ctx>]) -> FloatValue<'ctx> {
            unreachable!("no float here")
        }
    }

    /// For offsets of `bits` (their values given as `i64`s) and an input of `n`: the length
    /// (`j` of -1) or the position read for element `j`, as the kernels compute them.
    type Probe = unsafe extern "C" fn(i64, i64, i64, i64) -> i64;

    /// `(lo, hi, n, j)` of every case, what the JIT computed, and what `i64` arithmetic does.
    fn compare(bits: u32, offsets: &[i64], sizes: &[i64]) {
        inkwell::targets::Target::initialize_native(&Default::default()).expect("the native target");
        let ctx = Context::create();
        let module = ctx.create_module("segments");
        let builder = ctx.create_builder();
        let i64_ = ctx.i64_type();
        let function = module.add_function("probe", i64_.fn_type(&[i64_.into(); 4], false), None);
        builder.position_at_end(ctx.append_basic_block(function, "entry"));
        let cg = Codegen { ctx: &ctx, module: &module, builder: &builder, function, target: &Arithmetic };
        let arg = |i| function.get_nth_param(i).expect("a parameter").into_int_value();
        let width = if bits == 32 { ctx.i32_type() } else { i64_ };
        let narrow = |v| builder.build_int_truncate_or_bit_cast(v, width, "offset").expect("a cast");
        let (lo, hi) = clamp_segment(&cg, narrow(arg(0)), narrow(arg(1)), arg(2));
        let segment = Segment::new(&cg, cg.i64(0), ctx.bool_type().const_all_ones(), lo, hi);
        let j = arg(3);
        let length = builder.build_int_s_extend_or_bit_cast(segment.len, i64_, "len").expect("a cast");
        let whole = cg.icmp(inkwell::IntPredicate::SLT, j, cg.i64(0));
        let at = segment.at(&cg, cg.smax(j, cg.i64(0)));
        let out = cg.select(whole, length.into(), at.into());
        builder.build_return(Some(&out)).expect("a return");
        module.verify().unwrap_or_else(|e| panic!("{}", e.to_string_lossy()));
        let engine = module.create_jit_execution_engine(OptimizationLevel::Default).expect("a JIT");
        // SAFETY: `probe` is `i64 (i64, i64, i64, i64)`, defined in the module the engine compiled
        let probe = unsafe { engine.get_function::<Probe>("probe") }.expect("probe");
        for &n in sizes {
            for &o0 in offsets {
                for &o1 in offsets {
                    // the bounds in `i64`, as `segment_bounds` clamps them
                    let lo = o0.max(0).min(n);
                    let hi = o1.max(lo).min(n);
                    let top = (hi - 1).max(0);
                    for j in -1..SHORT_ROW {
                        let want = if j < 0 { hi - lo } else { (lo + j).min(top) };
                        // SAFETY: as above
                        let got = unsafe { probe.call(o0, o1, n, j) };
                        assert_eq!(got, want, "{bits}-bit offsets {o0}, {o1} of {n} elements, j {j}");
                    }
                }
            }
        }
    }

    #[test]
    fn narrow_bounds_and_reads_are_those_of_i64_arithmetic() {
        let max = i32::MAX as i64;
        let sizes = [0, 1, 10, max - 16, max - 1, max, max + 5, 1 << 40];
        let narrow = [i32::MIN as i64, -5, 0, 1, 7, 9, max - 20, max - 15, max - 3, max];
        compare(32, &narrow, &sizes);
        let wide = [i64::MIN, -5, 0, 1, 7, max - 3, max, max + 9, (1 << 40) - 2, 1 << 41];
        compare(64, &wide, &sizes);
    }
}
