//! The segments `listing` lists: those of more than [`LISTED_SEGMENT`] elements, folded in
//! chunks by warps of the `search` entry where the flag is clear (every other segment
//! short, folded by `listing`), instead of sending the whole fold to the merge path.
//!
//! A lane of `listing` that meets a listed segment leaves it out of its warp's fold and adds
//! it to the list with one atomic add on the list's count word: the entries in the high 32
//! bits, one more, and the chunks in the low, the segment's chunks more (a deterministic
//! function of its length, [`chunking`]: at least [`CHUNK`] elements a chunk, at most
//! [`MOST_CHUNKS`] chunks). The entry the add returns holds the segment, its first chunk
//! (the chunk count before the add) and a counter of its chunks folded, zeroed there: the
//! count word orders the entries by their first chunks. Segments are listed only where the
//! input holds fewer than 2³² elements (the chunks' half of the word cannot carry into the
//! entries'), and an entry past what the launcher allocated for segments that do not
//! overlap (decreasing offsets overlap them) is not written: the lane sets the flag instead.
//!
//! `search`, where the flag is clear, gives each warp a run of consecutive chunks of
//! every entry's: the warp finds its first chunk's entry by bisection among the entries
//! (each the next's or its own from there), folds the chunk's elements ([`WarpFold`], as
//! the fold's pieces), stores the partial, and counts the chunk on its entry's counter;
//! the warp that counts a segment's last chunk folds its partials in order, the seed in
//! front, into the output, as the fold's `one_pass` finishes a row (the same order and
//! fences). The chunks, and so the values, depend only on the offsets: the results are
//! deterministic whatever order the lanes listed the segments in.
//!
//! One segment of 32 M elements among 32 M of one is then a pass of `listing` over the
//! short ones (after `rows` stopped at once at the long one) and a pass of every warp of
//! `search` over the long one, where the merge path ran over the segments and the elements
//! again: 258.2-259.8 GElem/s on an H100 against main's 70.9
//! (`docs/perf/2026-11-28-listing-kernel.md`; 238.7-245.9 with the list inside `rows`,
//! `docs/perf/2026-11-28-listed-segments.md`). A segment longer than `SHORT_ROW` but not
//! listed still sends the fold to the merge path: among short segments, a warp a segment
//! of a few dozen elements would wait on its loads.

use inkwell::values::{IntValue, PointerValue};
use inkwell::{AtomicOrdering, AtomicRMWBinOp, IntPredicate};
use systole_frontend::ir::Fun;
use systole_frontend::{ScalarType, Type};
use systole_fusion::{ArrayVar, Input};

use super::super::fold::{FINISH_TILE, WarpFold, last_piece};
use super::super::{FOLD_TILE, GpuTarget, Warp, is_commutative, volatile_value};
use super::{bisect, load_i64, store_i64};
use crate::codegen::KernelGen;
use crate::lower::{Codegen, Val, ok};

/// The longest segment `listing` folds or sends to the merge path; longer ones it lists.
pub(super) const LISTED_SEGMENT: i64 = 4096;

/// The fewest elements of a listed segment's chunk (but its last).
const CHUNK: i64 = 2048;

/// The most chunks a listed segment is cut into: its partials are folded by one warp.
const MOST_CHUNKS: i64 = 4096;

/// The longest input whose segments are listed: the chunks' count takes the low half of the
/// count word (and a listed segment's length, 32 bits in `chunking`).
pub(super) const LISTED_INPUT_MOST: i64 = u32::MAX as i64;

/// The words of an entry of the list: the segment, its first chunk, and the counter of its
/// chunks folded (a `u32` in the low half).
const ENTRY_WORDS: i64 = 3;

/// The most entries a fold of `n` elements lists (each more than [`LISTED_SEGMENT`]; none
/// where the input is too long to list, `LISTED_INPUT_MOST`).
pub fn fold_seg_listed_most(n: usize) -> usize {
    match n as u64 > LISTED_INPUT_MOST as u64 {
        true => 0,
        false => n / (LISTED_SEGMENT as usize + 1),
    }
}

/// The most chunks the listed segments of a fold of `n` elements hold: each at least
/// `CHUNK` (2048) elements but a segment's last.
pub fn fold_seg_chunks_most(n: usize) -> usize {
    match fold_seg_listed_most(n) {
        0 => 0,
        most => n / CHUNK as usize + most,
    }
}

/// The words of a fold's states from the list's count word on: the count and the entries.
pub fn fold_seg_list_words(n: usize) -> usize {
    1 + ENTRY_WORDS as usize * fold_seg_listed_most(n)
}

/// The elements of each chunk of a listed segment of `len` elements, and its chunks.
fn chunking<'ctx>(cg: &Codegen<'_, 'ctx>, len: IntValue<'ctx>) -> (IntValue<'ctx>, IntValue<'ctx>) {
    let b = cg.builder;
    let ceil = |a: IntValue<'ctx>, d: IntValue<'ctx>| {
        ok(b.build_int_signed_div(cg.add(a, cg.sub(d, cg.i64(1))), d, "ceil"))
    };
    let size = cg.smax(ceil(len, cg.i64(MOST_CHUNKS)), cg.i64(CHUNK));
    // `(len - 1) / size + 1` in 32 bits (a listed segment's length is less than 2³²): a
    // 64-bit division's code held the listing (then in `rows`) at 63 registers, against 52
    // without the list
    let i32_ = cg.ctx.i32_type();
    let narrow = |v: IntValue<'ctx>| ok(b.build_int_truncate(v, i32_, "narrow"));
    let q = ok(b.build_int_unsigned_div(narrow(cg.sub(len, cg.i64(1))), narrow(size), "chunks"));
    let q = ok(b.build_int_z_extend(q, cg.ctx.i64_type(), "chunks"));
    (size, cg.add(q, cg.i64(1)))
}

/// The place of word `k` of entry `e` among the list's words (the count word first).
fn entry_word<'ctx>(cg: &Codegen<'_, 'ctx>, e: IntValue<'ctx>, k: i64) -> IntValue<'ctx> {
    cg.add(cg.mul(e, cg.i64(ENTRY_WORDS)), cg.i64(1 + k))
}

/// The words of a segmented fold's states that `rows` and `listing` read and set: the flag
/// that sends the fold to the merge path, the word `rows` sets where it stops (`listing`
/// runs only where it is set and the flag is not), and the list's count word.
pub(super) struct Words<'ctx> {
    pub flag: PointerValue<'ctx>,
    pub stopped: PointerValue<'ctx>,
    pub list: PointerValue<'ctx>,
}

/// Lists segment `k` of `len` elements (more than [`LISTED_SEGMENT`]) of an input of `n`
/// (less than 2³², so the chunks' count stays in its half of the count word) on the list
/// at `list` (its count word): one atomic add, then its entry. Where the entry or its chunks
/// would pass what the launcher allocated ([`fold_seg_listed_most`],
/// [`fold_seg_chunks_most`]: enough for segments that do not overlap), which only
/// decreasing offsets (overlapping segments) reach, the entry is not written and the flag
/// is set: the merge path folds everything.
pub(super) fn list_segment<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    gpu: &dyn GpuTarget,
    flag: PointerValue<'ctx>,
    list: PointerValue<'ctx>,
    k: IntValue<'ctx>,
    len: IntValue<'ctx>,
    n: IntValue<'ctx>,
) {
    let b = cg.builder;
    let (_, chunks) = chunking(cg, len);
    let add = cg.add(cg.i64(1 << 32), chunks);
    let before = ok(b.build_atomicrmw(AtomicRMWBinOp::Add, list, add, AtomicOrdering::Monotonic));
    let e = ok(b.build_right_shift(before, cg.i64(32), false, "entry"));
    let first = ok(b.build_and(before, cg.i64(0xffff_ffff), "first"));
    let div = |d: i64| ok(b.build_int_signed_div(n, cg.i64(d), "most"));
    let entries_most = div(LISTED_SEGMENT + 1);
    let chunks_most = cg.add(div(CHUNK), entries_most);
    let room = ok(b.build_and(
        cg.icmp(IntPredicate::SLT, e, entries_most),
        cg.icmp(IntPredicate::SLE, cg.add(first, chunks), chunks_most),
        "room",
    ));
    cg.if_else(
        room,
        || {
            store_i64(cg, list, entry_word(cg, e, 0), k);
            store_i64(cg, list, entry_word(cg, e, 1), first);
            store_i64(cg, list, entry_word(cg, e, 2), cg.i64(0));
        },
        || gpu.store_relaxed_u64(cg, flag, cg.i64(1)),
    );
}

/// What the listed segments' chunks fold: the operator and seed, the offsets, the input,
/// its type and length, the output and the partials (a place a chunk, from `partials_at`).
pub(super) struct Listed<'a, 'ctx> {
    pub f: &'a Fun<ArrayVar>,
    pub combine: &'a dyn Fn(&Val<'ctx>, &Val<'ctx>) -> Val<'ctx>,
    pub seed: Option<Val<'ctx>>,
    pub offsets: ArrayVar,
    pub input: &'a Input,
    pub elt: &'a Type,
    pub n: IntValue<'ctx>,
    pub out: &'a [PointerValue<'ctx>],
    pub partial: &'a [PointerValue<'ctx>],
    pub partials_at: IntValue<'ctx>,
}

impl<'ctx> KernelGen<'_, '_, 'ctx> {
    /// The listed segments' chunks, a run of consecutive ones a warp (see the module
    /// documentation); `list` points at the list's count word.
    pub(super) fn gpu_fold_seg_listed(
        &self,
        gpu: &dyn GpuTarget,
        warp: &Warp<'ctx>,
        listed: &Listed<'_, 'ctx>,
        list: PointerValue<'ctx>,
    ) {
        let cg = self.cg;
        let b = cg.builder;
        let Listed { f, combine, ref seed, offsets, input, elt, n, out, partial, partials_at } = *listed;
        let i64_ty = Type::Scalar(ScalarType::I64);
        let count = load_i64(cg, list, cg.i64(0));
        let entries = ok(b.build_right_shift(count, cg.i64(32), false, "entries"));
        let chunks = ok(b.build_and(count, cg.i64(0xffff_ffff), "chunks"));
        let each =
            ok(b.build_int_signed_div(cg.add(chunks, cg.sub(warp.count, cg.i64(1))), warp.count, "each"));
        let c0 = cg.mul(warp.id, each);
        let c1 = cg.smin(cg.add(c0, each), chunks);
        let first_of = |e: IntValue<'ctx>| load_i64(cg, list, entry_word(cg, e, 1));
        let lane0 = cg.icmp(IntPredicate::EQ, warp.lane, cg.i64(0));
        let fold =
            WarpFold { cg, gpu, warp, ty: elt, combine, commutative: is_commutative(f), tile: FOLD_TILE };
        let last_entry = cg.smax(cg.sub(entries, cg.i64(1)), cg.i64(0));
        cg.if_then(cg.icmp(IntPredicate::SLT, c0, c1), || {
            // the entry of the warp's first chunk: the last whose first chunk is not after it
            let after = bisect(cg, cg.i64(0), entries, |e| cg.icmp(IntPredicate::SLE, first_of(e), c0));
            let e0 = cg.smax(cg.sub(after, cg.i64(1)), cg.i64(0));
            let state0 = Val::Scalar(e0.into());
            cg.fold_range(c0, c1, &state0, &i64_ty, |e, c| {
                // the next entry where the chunk is its first (every entry holds a chunk)
                let next = cg.smin(cg.add(e.int(), cg.i64(1)), last_entry);
                let moved = cg.icmp(IntPredicate::SLE, first_of(next), c);
                let e = cg.select(moved, next.into(), e.int().into()).into_int_value();
                let k = load_i64(cg, list, entry_word(cg, e, 0));
                let first = first_of(e);
                let (lo, hi) = self.segment_bounds(offsets, k, n);
                let (size, pieces) = chunking(cg, cg.sub(hi, lo));
                let j0 = cg.add(lo, cg.mul(cg.sub(c, first), size));
                let j1 = cg.smin(cg.add(j0, size), hi);
                let v = self.fold_chunk(&fold, input, n, j0, j1);
                let at = cg.add(partials_at, c);
                cg.if_then(lane0, || cg.store_element(elt, partial, at, &v));
                // the counter, the low half of the entry's third word
                // SAFETY (of the generated code): the launcher allocates every entry's words
                let counter = unsafe {
                    ok(b.build_in_bounds_gep(cg.ctx.i64_type(), list, &[entry_word(cg, e, 2)], "counter"))
                };
                let last = last_piece(cg, gpu, warp, counter, cg.i64(0), pieces);
                cg.if_then(last, || {
                    gpu.memory_barrier(cg);
                    let base = cg.add(partials_at, first);
                    // volatile: past the L1 cache, which is not coherent
                    let read = |p| volatile_value(cg, elt, partial, cg.add(base, p), None);
                    let fold = WarpFold { tile: FINISH_TILE, ..fold };
                    let v = fold.run(cg.i64(0), pieces, &read, seed.clone());
                    cg.if_then(lane0, || cg.store_element(elt, out, k, &v));
                });
                Val::Scalar(e.into())
            });
        });
    }

    /// The fold of elements `j0..j1` (not empty, inside the input) by the warp, correct in
    /// lane 0; reads at a position checked once where the input allows.
    fn fold_chunk(
        &self,
        fold: &WarpFold<'_, '_, 'ctx>,
        input: &Input,
        n: IntValue<'ctx>,
        j0: IntValue<'ctx>,
        j1: IntValue<'ctx>,
    ) -> Val<'ctx> {
        let cg = self.cg;
        let zero = cg.i64(0);
        let read = |j| self.row_element(input, 1, n, zero, &[], j);
        match self.positions_checked(input, 1, n) {
            None => fold.run(j0, j1, &read, None),
            Some((inside, fits)) => {
                let read_at = |j| self.row_element_at(input, 1, n, zero, &[], j, Some(&inside));
                cg.if_else_val(
                    fits,
                    fold.ty,
                    || fold.run(j0, j1, &read_at, None),
                    || fold.run(j0, j1, &read, None),
                )
            }
        }
    }
}

#[cfg(test)]
mod tests {
    //! A model of the listing (`listing`) and of `search`'s runs of chunks in plain Rust, as
    //! the generated code computes them (the same chunking, bisection, advance from entry to
    //! entry, and fold of a segment's partials by the warp that counts its last chunk),
    //! checked against a plain fold in order under a non-commutative operator, with the
    //! lanes listing in every order and the warps running in any order: the algorithm and
    //! the launcher's bounds, not the code generation (tests/gpu.rs runs that).

    use std::collections::HashMap;

    use super::{
        CHUNK, LISTED_INPUT_MOST, LISTED_SEGMENT, MOST_CHUNKS, fold_seg_chunks_most, fold_seg_list_words,
        fold_seg_listed_most,
    };

    /// An affine map `x -> a x + b`; composing in order is associative, not commutative.
    type Map = (i64, i64);

    fn compose(p: Map, q: Map) -> Map {
        (p.0.wrapping_mul(q.0), p.1.wrapping_mul(q.0).wrapping_add(q.1))
    }

    /// Element `j` of the input: computed, so a segment of millions needs no memory.
    fn element(j: i64) -> Map {
        let x = (j * 7919) % 1013 - 500;
        (x | 1, x)
    }

    fn fold(range: std::ops::Range<i64>) -> Map {
        range.map(element).fold((1, 0), compose)
    }

    /// `chunking` as the generated code computes it.
    fn chunking(len: i64) -> (i64, i64) {
        let size = ((len + MOST_CHUNKS - 1) / MOST_CHUNKS).max(CHUNK);
        (size, (len + size - 1) / size)
    }

    /// The first `i` in `lo..hi` where `below(i)` is false, as `bisect` finds it.
    fn bisect(lo: i64, hi: i64, below: impl Fn(i64) -> bool) -> i64 {
        let (mut lo, mut hi) = (lo, hi);
        while lo < hi {
            let mid = (lo + hi) >> 1;
            if below(mid) { lo = mid + 1 } else { hi = mid }
        }
        lo
    }

    /// A permutation of `0..n` drawn from `seed`.
    fn shuffled(n: usize, seed: u64) -> Vec<usize> {
        let mut k = seed;
        let mut v: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            k = k.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            v.swap(i, (k >> 33) as usize % (i + 1));
        }
        v
    }

    /// Folds the listed segments of `lens` as `listing` lists them (in the order of `seed`)
    /// and `search`'s `warps` fold their chunks (in that order too); checks every listed
    /// segment's value, the seed in front, and the launcher's bounds.
    fn check(lens: &[i64], warps: i64, seed: u64, folded: &mut HashMap<(i64, i64), Map>) {
        let mut fold = |j0: i64, j1: i64| *folded.entry((j0, j1)).or_insert_with(|| fold(j0..j1));
        let mut offsets = vec![0i64];
        for &l in lens {
            offsets.push(offsets[offsets.len() - 1] + l);
        }
        let n = offsets[offsets.len() - 1];
        let z: Map = (3, 5);
        // `rows`: each lane of a listed segment adds one entry and its chunks to the count
        let listed: Vec<usize> = (0..lens.len()).filter(|&k| lens[k] > LISTED_SEGMENT).collect();
        let (mut entries, mut chunks) = (0i64, 0i64);
        let mut list = vec![(0usize, 0i64); fold_seg_listed_most(n as usize)];
        for i in shuffled(listed.len(), seed) {
            let k = listed[i];
            let (_, pieces) = chunking(lens[k]);
            assert!((1..=MOST_CHUNKS).contains(&pieces), "{} elements in {pieces} chunks", lens[k]);
            list[entries as usize] = (k, chunks);
            (entries, chunks) = (entries + 1, chunks + pieces);
        }
        assert!(chunks as usize <= fold_seg_chunks_most(n as usize), "{chunks} chunks of {n} elements");
        // `search`: a run of consecutive chunks a warp
        let each = (chunks + warps - 1) / warps;
        let mut partials: Vec<Option<Map>> = vec![None; chunks as usize];
        let mut counters = vec![0i64; entries as usize];
        let mut out: Vec<Option<Map>> = vec![None; lens.len()];
        for w in shuffled(warps as usize, seed + 1) {
            let c0 = w as i64 * each;
            let c1 = (c0 + each).min(chunks);
            if c0 >= c1 {
                continue;
            }
            let after = bisect(0, entries, |e| list[e as usize].1 <= c0);
            let mut e = (after - 1).max(0);
            let last_entry = (entries - 1).max(0);
            for c in c0..c1 {
                let next = (e + 1).min(last_entry);
                if list[next as usize].1 <= c {
                    e = next;
                }
                let (k, first) = list[e as usize];
                let (lo, hi) = (offsets[k], offsets[k + 1]);
                let (size, pieces) = chunking(hi - lo);
                assert!((first..first + pieces).contains(&c), "chunk {c} outside entry {e}");
                let j0 = lo + (c - first) * size;
                let j1 = (j0 + size).min(hi);
                assert!(j0 < j1, "chunk {c} of segment {k} is empty");
                assert!(partials[c as usize].replace(fold(j0, j1)).is_none(), "chunk {c} folded twice");
                counters[e as usize] += 1;
                if counters[e as usize] == pieces {
                    let parts = (first..first + pieces).map(|p| partials[p as usize].expect("a partial"));
                    out[k] = Some(compose(z, parts.fold((1, 0), compose)));
                }
            }
        }
        for &k in &listed {
            let want = compose(z, fold(offsets[k], offsets[k + 1]));
            assert_eq!(out[k], Some(want), "segment {k} of {} elements", lens[k]);
        }
    }

    #[test]
    fn listed_segments_fold_in_chunks_as_a_plain_fold_does() {
        let long = LISTED_SEGMENT + 1;
        let cases: Vec<Vec<i64>> = vec![
            vec![],
            vec![1, 2, 3],
            vec![long],
            vec![long - 1, long, long + 1, 0, 2 * CHUNK, 2 * CHUNK + 1, 3 * CHUNK - 1],
            // more than `MOST_CHUNKS` chunks of `CHUNK`: longer chunks
            vec![5, MOST_CHUNKS * CHUNK + 1, 7, MOST_CHUNKS * CHUNK * 3 + 12_345],
            (0..300).map(|i| if i % 7 == 3 { long + i * 211 } else { i % 17 }).collect(),
        ];
        for lens in &cases {
            // the folds of the same ranges, once a case
            let mut folded = HashMap::new();
            for warps in [1, 2, 3, 31, 2112] {
                for seed in 0..3 {
                    check(lens, warps, seed, &mut folded);
                }
            }
        }
    }

    /// An input too long to list (`listing` lists nothing there) gets no room for a list or
    /// its chunks, only the count word; one just short enough gets room for both.
    #[test]
    fn inputs_too_long_to_list_get_no_list() {
        let over = LISTED_INPUT_MOST as usize + 1;
        assert_eq!(
            (fold_seg_listed_most(over), fold_seg_chunks_most(over), fold_seg_list_words(over)),
            (0, 0, 1)
        );
        let most = LISTED_INPUT_MOST as usize;
        assert_eq!(fold_seg_listed_most(most), most / (LISTED_SEGMENT as usize + 1));
        assert!(fold_seg_chunks_most(most) > most / CHUNK as usize);
        // too short to hold a listed segment
        assert_eq!(fold_seg_chunks_most(LISTED_SEGMENT as usize), 0);
    }
}
