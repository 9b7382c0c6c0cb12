//! A compaction on the CPU: the two passes of `systole_skeletons::range`'s compaction over
//! chunks of the vector, the counts' exclusive scan on the host between them.

use std::sync::Arc;

use systole_frontend::array::{ArrayData, Buffer};
use systole_frontend::{Error, ScalarType, Type};
use systole_skeletons::kernel::Entry;

use super::{Block, CpuRunner, Extra, PreparedKernel, chunks, fill};

impl CpuRunner<'_> {
    /// Runs a compaction's kernel: its kept elements (a vector as long as their count) and
    /// the count (rank 0).
    pub(super) fn compact(
        &self,
        prepared: &PreparedKernel,
        read: &[Arc<ArrayData>],
        input_extents: &[Vec<usize>],
    ) -> Result<Vec<Arc<ArrayData>>, Error> {
        let n = input_extents.first().and_then(|e| e.first()).copied().unwrap_or(0);
        let elt = prepared.input_elt();
        let i64_ = Type::Scalar(ScalarType::I64);
        let mut outs = vec![self.alloc(vec![n], &elt)?, self.alloc(vec![], &i64_)?];
        let pieces = chunks(n, self.pool.current_num_threads());
        let partial =
            Buffer::try_zeroed(ScalarType::I64, pieces.len(), "the counts of a compaction's chunks")?;
        let mut extra = Extra { partial: vec![partial], ..Extra::default() };
        let params = fill(prepared, read, input_extents, &[n], &mut outs, &mut extra);
        let block = Block(params.as_ptr());
        let spread = self.spread(n);
        let count = prepared.code.entry(Entry::Segment);
        let numbered: Vec<(usize, (usize, usize))> = pieces.iter().copied().enumerate().collect();
        spread.each(&numbered, |&(k, (s, e))| block.call(count, s as i64, e as i64, k as i64, 0));
        let Some(Buffer::I64(counts)) = extra.partial.first() else {
            return Err(Error::Internal("a compaction without its counts".into()));
        };
        let mut offsets = Vec::with_capacity(pieces.len());
        let mut total = 0i64;
        for (&(s, e), &c) in pieces.iter().zip(counts) {
            offsets.push((s as i64, e as i64, total, total + c));
            total += c;
        }
        let write = prepared.code.entry(Entry::Scan);
        spread.each(&offsets, |&(s, e, at, end)| block.call(write, s, e, at, end));
        let kept = usize::try_from(total).map_err(|_| Error::Internal("a negative count".into()))?;
        let [values, number] = <[_; 2]>::try_from(outs)
            .map_err(|_| Error::Internal("a compaction without its two outputs".into()))?;
        let mut values = values;
        values.shape = vec![kept];
        values.buffers.iter_mut().for_each(|b| b.truncate(kept));
        let mut number = number;
        number.buffers = vec![Buffer::I64(vec![total])];
        Ok(vec![values.into_array()?, number.into_array()?])
    }
}
