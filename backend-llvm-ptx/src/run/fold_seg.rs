//! A segmented fold by CSR offsets on the GPU: its `segment` entry over the tiles of merge
//! items, then its `finish` entry (the fixup of segments that span tiles), see
//! `systole_skeletons::grid`'s `fold_seg.rs`. Nothing is read back: loops holding one are
//! captured as CUDA graphs like any other.

use std::sync::Arc;

use systole_frontend::Error;
use systole_frontend::array::ArrayData;
use systole_skeletons::grid::{fold_seg_finish_warps, fold_seg_tile};
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
        let partial = self.alloc_array(&elt, 2 * tiles)?;
        // two words a tile, then the search's word a tile boundary
        let states = self.alloc(16 * tiles.max(1) + 8 * (tiles + 1))?;
        slots.outs = &outs;
        slots.partial = Some(&partial);
        slots.states = states.ptr();
        if tiles > 0 {
            let params = slots.params(&prepared.layout, tiles as i64, 0);
            // a thread a tile boundary
            self.warps(prepared.code.entry(Entry::Search)?, (tiles + 1).div_ceil(32), &params)?;
            self.warps(prepared.code.entry(Entry::Segment)?, tiles, &params)?;
            // a lane a tile
            self.warps(prepared.code.entry(Entry::Finish)?, fold_seg_finish_warps(tiles), &params)?;
        }
        let out =
            outs.into_iter().next().ok_or_else(|| Error::Internal("a kernel without its output".into()))?;
        Ok(vec![self.out(vec![segments], &elt, out)?])
    }
}
