//! A segmented fold by CSR offsets on the CPU: the entries of `systole_skeletons::range`'s
//! `fold_seg`, balanced by merge path. The host cuts `segments + elements` into chunks of
//! about equal cost by bisection on the offsets (chunk `p` starts at the first segment `r`
//! with `r + offsets[r] - offsets[0] >= p * total / chunks`), each chunk a range of whole
//! segments (`rows`); only the last segment of a chunk can be longer than a chunk, and one
//! that is is cut into pieces of a chunk's length (`segment`, a partial each), combined in
//! order with the seed (`finish`). Offsets are clamped into `0 ..= n` as the kernel clamps
//! them; decreasing ones give empty segments and unbalanced (never wrong) chunks. The
//! bisection reads the offsets where they are (`chunks * log(segments)` reads): a clamped
//! copy of them, a serial pass that wrote 8 bytes a segment into fresh memory before any
//! chunk started, cost up to half the fold of a CSR SpMV of 5 elements a row on 2 cores
//! (`docs/perf/2026-11-27-cpu-spmv.md`).

use std::sync::Arc;

use systole_frontend::Error;
use systole_frontend::array::{ArrayData, Buffer};
use systole_skeletons::kernel::Entry;

use super::{Block, CpuRunner, Extra, GRAIN, PreparedKernel, fill, partials};

/// A task of a segmented fold's first phase.
enum Task {
    /// Whole segments `k0..k1`.
    Rows(i64, i64),
    /// Elements `j0..j1` of segment `k` into partial `p`.
    Piece { k: i64, j0: i64, j1: i64, p: i64 },
}

impl CpuRunner<'_> {
    /// Runs a segmented fold's kernel over `offsets` (an array of `i32` or `i64`): one value
    /// a segment.
    pub(super) fn fold_seg(
        &self,
        prepared: &PreparedKernel,
        offsets: &ArrayData,
        read: &[Arc<ArrayData>],
        input_extents: &[Vec<usize>],
    ) -> Result<Vec<Arc<ArrayData>>, Error> {
        let n = input_extents
            .first()
            .and_then(|e| e.first())
            .copied()
            .ok_or_else(|| Error::Internal("a segmented fold without its input's extent".into()))?;
        let offs = match offsets.try_buffers()?.first() {
            Some(Buffer::I64(v)) => Offsets::I64(v, n as i64),
            Some(Buffer::I32(v)) => Offsets::I32(v, n as i64),
            _ => return Err(Error::Internal("a segmented fold's offsets are not i32 or i64".into())),
        };
        let segments = offs.len().saturating_sub(1);
        let elt = prepared.input_elt();
        let mut outs = vec![self.alloc(vec![segments], &elt)?];
        if segments == 0 {
            return outs.into_iter().map(|o| o.into_array()).collect();
        }
        let threads = self.pool.current_num_threads();
        let (tasks, long, pieces) = plan(&offs, threads);
        let mut extra = Extra { partial: partials(&elt, pieces)?, ..Extra::default() };
        let params = fill(prepared, read, input_extents, &[segments], &mut outs, &mut extra);
        let block = Block(params.as_ptr());
        let work = segments + (offs.at(segments) - offs.at(0)).max(0) as usize;
        let spread = self.spread(work);
        let (rows, piece) = (prepared.code.entry(Entry::Rows), prepared.code.entry(Entry::Segment));
        spread.each(&tasks, |task| match *task {
            Task::Rows(k0, k1) => block.call(rows, k0, k1, 0, 0),
            Task::Piece { k, j0, j1, p } => block.call(piece, k, j0, j1, p),
        });
        let finish = prepared.code.entry(Entry::Finish);
        spread.each(&long, |&(k, p0, p1)| block.call(finish, k, p0, p1, 0));
        outs.into_iter().map(|o| o.into_array()).collect()
    }
}

/// A segmented fold's offsets, read in place: offset `r` clamped into `0 ..= n` as the
/// kernel clamps it.
enum Offsets<'a> {
    I32(&'a [i32], i64),
    I64(&'a [i64], i64),
}

impl Offsets<'_> {
    fn len(&self) -> usize {
        match self {
            Offsets::I32(v, _) => v.len(),
            Offsets::I64(v, _) => v.len(),
        }
    }

    /// Offset `r` (`r < len`), clamped into `0 ..= n`.
    fn at(&self, r: usize) -> i64 {
        match *self {
            Offsets::I32(v, n) => i64::from(v[r]).clamp(0, n),
            Offsets::I64(v, n) => v[r].clamp(0, n),
        }
    }
}

/// The tasks of a segmented fold over the offsets `offs` (two or more), the long segments
/// `(k, p0, p1)` whose partials `p0..p1` `finish` combines, and the number of partials.
fn plan(offs: &Offsets<'_>, threads: usize) -> (Vec<Task>, Vec<(i64, i64, i64)>, usize) {
    let segments = offs.len() - 1;
    let first = offs.at(0);
    let cost = |r: usize| r as i64 + (offs.at(r) - first).max(0);
    let total = cost(segments).max(1);
    let chunks = (threads * 4).min((total as usize).div_ceil(GRAIN)).max(1) as i64;
    let size = (total / chunks).max(1);
    let mut bounds = vec![0usize];
    for p in 1..chunks {
        let target = p * total / chunks;
        let from = bounds[bounds.len() - 1];
        // the first segment at or after `from` whose cost reaches the target
        let (mut lo, mut hi) = (from, segments);
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            if cost(mid) < target { lo = mid + 1 } else { hi = mid }
        }
        if lo > from {
            bounds.push(lo);
        }
    }
    if bounds[bounds.len() - 1] < segments {
        bounds.push(segments);
    }
    let (mut tasks, mut long, mut pieces) = (Vec::new(), Vec::new(), 0i64);
    for w in bounds.windows(2) {
        let (a, b) = (w[0], w[1]);
        let last = b - 1;
        let (j0, j1) = (offs.at(last), offs.at(b).max(offs.at(last)));
        if j1 - j0 > size.max(GRAIN as i64) && j1 - j0 > 1 {
            if a < last {
                tasks.push(Task::Rows(a as i64, last as i64));
            }
            let len = size.max(GRAIN as i64);
            let p0 = pieces;
            let mut j = j0;
            while j < j1 {
                let end = (j + len).min(j1);
                tasks.push(Task::Piece { k: last as i64, j0: j, j1: end, p: pieces });
                pieces += 1;
                j = end;
            }
            long.push((last as i64, p0, pieces));
        } else {
            tasks.push(Task::Rows(a as i64, b as i64));
        }
    }
    (tasks, long, pieces as usize)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Asserts that `plan` puts every segment of `offs` in exactly one task, or in pieces
    /// that cover its clamped bounds in order.
    fn assert_covers(offs: &Offsets<'_>, threads: usize) {
        let (tasks, long, pieces) = plan(offs, threads);
        let mut seen = vec![0u32; offs.len() - 1];
        let mut pieces_of = std::collections::HashMap::new();
        for t in &tasks {
            match *t {
                Task::Rows(k0, k1) => (k0..k1).for_each(|k| seen[k as usize] += 1),
                Task::Piece { k, j0, j1, p } => pieces_of.entry(k).or_insert_with(Vec::new).push((p, j0, j1)),
            }
        }
        for &(k, p0, p1) in &long {
            seen[k as usize] += 1;
            // the pieces, in the order of their partials, cover the segment end to end
            let mut got = pieces_of.remove(&k).unwrap_or_default();
            got.sort_unstable();
            assert_eq!(got.iter().map(|&(p, _, _)| p).collect::<Vec<_>>(), (p0..p1).collect::<Vec<_>>());
            let (start, end) = (offs.at(k as usize), offs.at(k as usize + 1).max(offs.at(k as usize)));
            let mut at = start;
            for &(_, j0, j1) in &got {
                assert!(j0 == at && j1 > j0, "segment {k}: a piece {j0}..{j1} after {at}");
                at = j1;
            }
            assert_eq!(at, end);
        }
        assert!(pieces_of.is_empty());
        assert!(seen.iter().all(|&s| s == 1), "threads {threads}");
        assert_eq!(long.iter().map(|&(_, p0, p1)| p1 - p0).sum::<i64>(), pieces as i64);
    }

    /// Every segment is in exactly one task, or in pieces that cover it in order.
    #[test]
    fn plans_cover_every_segment_once() {
        let mut offs = vec![0i64];
        for k in 0..10_000i64 {
            let len = if k == 77 { 3_000_000 } else { k % 7 };
            offs.push(offs[offs.len() - 1] + len);
        }
        for threads in [1, 2, 8] {
            assert_covers(&Offsets::I64(&offs, i64::MAX), threads);
        }
    }

    /// Offsets read in place are clamped into `0 ..= n` as the kernel clamps them, and every
    /// segment is planned once whatever the offsets: negative, past the end, decreasing,
    /// over enough segments that the chunks are found by bisection and long ones cut into
    /// pieces.
    #[test]
    fn plans_read_offsets_clamped() {
        let raw: Vec<i32> = vec![-5, 3, 2, 100, 7, 7, 40_000, 9];
        let offs = Offsets::I32(&raw, 20);
        assert_eq!((0..raw.len()).map(|r| offs.at(r)).collect::<Vec<_>>(), vec![0, 3, 2, 20, 7, 7, 20, 9]);
        let wide: Vec<i64> = vec![i64::MIN, 5, i64::MAX];
        let offs64 = Offsets::I64(&wide, 6);
        assert_eq!((0..wide.len()).map(|r| offs64.at(r)).collect::<Vec<_>>(), vec![0, 5, 6]);
        // offsets in no order, a thousand below 0 and 50,000 past the end of 250,000, and
        // the last segment (the last of its chunk) of them all
        let mut scattered: Vec<i32> =
            (0..200_001i64).map(|r| ((r * 7919) % 300_000) as i32 - 1_000).collect();
        (scattered[199_999], scattered[200_000]) = (-7, 260_000);
        let scattered = Offsets::I32(&scattered, 250_000);
        for threads in [1, 2, 8] {
            assert_covers(&offs, threads);
            assert_covers(&scattered, threads);
            let (_, long, _) = plan(&scattered, threads);
            assert!(!long.is_empty(), "threads {threads}: no segment was cut into pieces");
        }
    }
}
