//! A compaction on the GPU: one launch of its `chained` entry (see
//! `systole_skeletons::grid`'s `scan/compact.rs`), then the count read back to give the
//! kept elements' vector its length (its storage keeps the input's length).

use std::sync::Arc;

use systole_frontend::array::{ArrayData, Buffer};
use systole_frontend::{Error, ScalarType, Type};
use systole_skeletons::grid::{COMPACT_WARPS, compact_tile};
use systole_skeletons::kernel::{Entry, input_type};

use super::{GpuRunner, PreparedKernel, Slots};

impl GpuRunner<'_> {
    /// Runs a compaction's kernel: its kept elements and their count (rank 0), read back.
    pub(super) fn run_compact(
        &self,
        prepared: &PreparedKernel,
        base: Slots<'_>,
    ) -> Result<Vec<Arc<ArrayData>>, Error> {
        let mut slots: Slots<'_> = base;
        let n = base.input_extents.first().and_then(|e| e.first()).copied().unwrap_or(0);
        if n >= u32::MAX as usize {
            return Err(Error::Backend {
                backend: "gpu",
                message: format!(
                    "a compaction of {n} elements: the GPU counts a compaction's elements in u32s; \
                     compact fewer at a time"
                ),
            });
        }
        let elt = input_type(prepared.sig.canonical.inputs()[0], &prepared.sig).0;
        let i64_ = Type::Scalar(ScalarType::I64);
        let values = self.alloc_array(&elt, n)?;
        let count = self.alloc_array(&i64_, 1)?;
        let partial = self.alloc_array(&i64_, 1)?;
        let tiles = n.div_ceil(compact_tile(&elt));
        if tiles == 0 {
            // the count of an empty vector, which launches nothing (filled after the
            // allocation, which may have poisoned it: `Device::poison_new_arrays`)
            for leaf in &count.leaves {
                self.device.fill(leaf, 0)?;
            }
        }
        // the tile counter, then each tile's state and count packed in 8 bytes
        let states = self.alloc_zeroed(8 * (1 + tiles))?;
        let outs = vec![values, count];
        slots.outs = &outs;
        slots.partial = Some(&partial);
        slots.states = states.ptr();
        if tiles > 0 {
            let params = slots.params(&prepared.layout, tiles as i64, 0);
            self.warps(prepared.code.entry(Entry::Chained)?, tiles * COMPACT_WARPS as usize, &params)?;
        }
        let [values, count] = <[_; 2]>::try_from(outs)
            .map_err(|_| Error::Internal("a compaction without its outputs".into()))?;
        let count = self.out(vec![], &i64_, count)?;
        let kept = match count.try_buffers()?.first() {
            Some(Buffer::I64(v)) => v.first().copied().unwrap_or(0),
            _ => return Err(Error::Internal("a compaction's count is not an i64".into())),
        };
        let kept = usize::try_from(kept)
            .ok()
            .filter(|&k| k <= n)
            .ok_or_else(|| Error::Internal(format!("a compaction of {n} elements kept {kept}")))?;
        Ok(vec![self.out(vec![kept], &elt, values)?, count])
    }
}
