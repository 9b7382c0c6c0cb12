//! A segmented fold by CSR offsets on the GPU: its `rows` entry (a thread a segment, while
//! the segments are short), then `listing`, which returns at once unless `rows` stopped at
//! a long segment and else does `rows`' work again, listing the segments of more than 4096
//! elements; then `search`, which folds the listed segments in chunks where the flag stayed
//! clear, and else starts the
//! merge path, which runs only where `rows` or `listing` raised its flag (a segment too long for a
//! thread and too short to list): `search`, its `segment` entry over the tiles of merge
//! items and its `finish` entry (the fixup of segments that span tiles), see
//! `systole_skeletons::grid`'s `fold_seg` module. Nothing is read back (but the words, where
//! a test records them: `Device::record_fold_seg_paths`): the flag and the list are read on
//! the GPU, so loops holding one are captured as CUDA graphs like any other.

use std::sync::Arc;

use systole_frontend::Error;
use systole_frontend::array::ArrayData;
use systole_skeletons::grid::{
    fold_seg_chunks_most, fold_seg_finish_warps, fold_seg_list_words, fold_seg_long_word,
    fold_seg_rows_warps, fold_seg_rows_warps_per_sm, fold_seg_tile,
};
use systole_skeletons::kernel::{Entry, input_type};

use super::{GpuRunner, PreparedKernel, Slots};

impl GpuRunner<'_> {
    /// Runs a segmented fold's kernel, whose offsets are the `offsets`-th array it reads:
    /// one value a segment.
    pub(super) fn run_fold_seg(
        &self,
        prepared: &PreparedKernel,
        offsets: usize,
        base: Slots<'_>,
    ) -> Result<Vec<Arc<ArrayData>>, Error> {
        let mut slots: Slots<'_> = base;
        let missing = || Error::Internal("a segmented fold without its input's or offsets' extent".into());
        let n = base.input_extents.first().and_then(|e| e.first()).copied().ok_or_else(missing)?;
        let segments = base
            .read_shapes
            .get(offsets)
            .and_then(|s| s.first())
            .copied()
            .ok_or_else(missing)?
            .saturating_sub(1);
        let elt = input_type(prepared.sig.canonical.inputs()[0], &prepared.sig).0;
        let outs = vec![self.alloc_array(&elt, segments)?];
        // every tile writes its carry-out and its states before `finish` reads them
        let tiles = if segments == 0 { 0 } else { (segments + n).div_ceil(fold_seg_tile(&elt)) };
        // two a tile, then one a chunk of the segments `listing` lists
        let partial = self.alloc_array(&elt, 2 * tiles + fold_seg_chunks_most(n))?;
        // two words a tile, then the search's word a tile boundary, then the flag that
        // sends the fold to the merge path, the word `rows` sets where it stops, then the
        // list of the segments `listing` leaves to `search` (the three words zero before
        // `rows` runs)
        let flag = 8 * fold_seg_long_word(tiles);
        let states = self.alloc(flag + 16 + 8 * fold_seg_list_words(n))?;
        slots.outs = &outs;
        slots.partial = Some(&partial);
        slots.states = states.ptr();
        if tiles > 0 {
            self.device.fill_range(&states, flag, 24, 0)?;
            let params = slots.params(&prepared.layout, tiles as i64, 0);
            // a thread a segment; the merge path's kernels return at once where it folded
            // every segment
            // then, where `rows` stopped, `listing` again over every segment
            for entry in [Entry::Rows, Entry::Listing] {
                let rows = prepared.code.entry(entry)?;
                let per_sm = fold_seg_rows_warps_per_sm(&elt)
                    .map_or(rows.per_sm, |warps| (warps / (rows.block / 32).max(1)).clamp(1, rows.per_sm));
                let most = (self.device.sms * per_sm) as usize;
                let warps = fold_seg_rows_warps(segments, &elt, entry == Entry::Listing);
                self.launch_warps(rows, warps, Some(most), &params)?;
            }
            // a thread a tile boundary, or where the flag is clear warps over the listed
            // segments' chunks: a chunk a warp, up to 16 warps a multiprocessor
            let chunks = fold_seg_chunks_most(n).min(16 * self.device.sms as usize);
            self.warps(prepared.code.entry(Entry::Search)?, (tiles + 1).div_ceil(32).max(chunks), &params)?;
            self.warps(prepared.code.entry(Entry::Segment)?, tiles, &params)?;
            // a lane a tile
            self.warps(prepared.code.entry(Entry::Finish)?, fold_seg_finish_warps(tiles), &params)?;
            self.device.record_fold_seg_path(states.ptr() + flag as u64)?;
        }
        let out =
            outs.into_iter().next().ok_or_else(|| Error::Internal("a kernel without its output".into()))?;
        Ok(vec![self.out(vec![segments], &elt, out)?])
    }
}
