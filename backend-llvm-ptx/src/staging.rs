//! Pinned staging buffers for large copies between host arrays and the GPU.
//!
//! Host arrays live in ordinary (pageable) memory. The driver copies pageable memory
//! through a small pinned buffer of its own, synchronously and a piece at a time, well
//! below the rate the bus gives page-locked memory. A large copy goes through pinned chunks
//! of [`CHUNK`] bytes instead, in turn: on the way up, three ([`UPLOAD_RING`]), the host
//! copying piece `k` into one while the copy engine moves the pieces before it out of the
//! others;
//! on the way down, a ring of [`RING`], the copy engine filling the chunks ahead while the
//! host empties one. An event recorded after each chunk's copy says when the chunk may be reused.
//!
//! The host's side of each piece is copied by several threads: on an H100 machine's host a
//! core reads a large source at about 6 GB/s, a ninth of what the bus moves from pinned
//! memory, so a piece copied by one thread would hold the copy engine back. An upload's
//! pieces are copied by a crew of a thread a core, at most 64 ([`upload_threads`]), that
//! stays awake between pieces; a download's by rayon's
//! threads, a [`SLICE`] each, into the host array with streaming stores
//! ([`copy_parallel`]).
//!
//! Copies below [`MIN_STAGED`] bytes keep the driver's path (their time is the launch of
//! the copy, not its rate), and so does every copy when the pinned chunks cannot be
//! allocated (a machine with little page-locked memory).

use cudarc::driver::{result, sys};
use systole_frontend::Error;

use crate::device::driver;

/// Bytes in one pinned chunk.
pub(crate) const CHUNK: usize = 16 << 20;
/// Pinned chunks a device's staging holds: while the host empties one on the way down, the
/// copy engine has the others to fill. Four rather than two took downloads of 64 MiB from
/// 66-70% of the pinned rate to 78-82% on an H100's host, and of 256 MiB from 69-74% to
/// 73-77%; 1 GiB stayed at 71-75% (docs/perf/2026-11-26-staging-ring.md).
const RING: usize = 4;
/// The chunks an upload goes through, in turn. With the crew ([`Staging::upload`]), three
/// let it copy a piece ahead while the engine still reads two: in runs alternated on one
/// H100 machine's host, 1 GiB went at 65-88% of the pinned rate (mean 79%) against 68-85%
/// (mean 74%) with two, and 256 MiB at 78-82% against 75-78%
/// (docs/perf/2026-11-26-streaming-downloads.md); on rayon's pool, four were no faster than two.
const UPLOAD_RING: usize = 3;
/// Bytes of a chunk one thread copies to or from host memory.
const SLICE: usize = 1 << 20;
/// The smallest copy that is staged (at 4 MiB the driver's pageable path was twice as fast
/// on an H100's host, at 64 MiB half as fast).
pub(crate) const MIN_STAGED: usize = 32 << 20;

/// The ring of pinned chunks and the events that say when each may be reused. Belongs to one
/// device's context; used with it bound, by one copy at a time (the device holds it in a
/// mutex): a download on its caller's thread, an upload by its crew while the caller waits.
pub(crate) struct Staging {
    chunks: [*mut u8; RING],
    done: [sys::CUevent; RING],
}

// SAFETY: the chunks are host memory owned by this value and the events belong to the
// context, which the driver lets any thread use once bound; the device's mutex keeps one
// copy at a time, and an upload's crew writes disjoint parts of a chunk.
unsafe impl Send for Staging {}

impl Staging {
    /// Allocates the chunks and events; the device's context must be bound.
    pub(crate) fn new() -> Result<Staging, Error> {
        let mut staging =
            Staging { chunks: [std::ptr::null_mut(); RING], done: [std::ptr::null_mut(); RING] };
        // a partial allocation is freed by `drop`
        for k in 0..RING {
            // SAFETY: a plain allocation of page-locked host memory
            let p =
                unsafe { result::malloc_host(CHUNK, 0) }.map_err(driver("cannot allocate pinned memory"))?;
            staging.chunks[k] = p.cast();
            staging.done[k] = result::event::create(sys::CUevent_flags::CU_EVENT_DISABLE_TIMING)
                .map_err(driver("cannot create an event"))?;
        }
        Ok(staging)
    }

    /// Queues the copy of `src` to device address `dst` on `stream`; returns once the last
    /// piece is in pinned memory, so that `src` may go (its last copies may still be reading
    /// the chunks then: whatever uses them next waits for their events, as this does). A crew
    /// of [`upload_threads`] threads does the host's side: each copies its share of every
    /// piece into its chunk, spinning while it waits for the chunk to be free again, and the
    /// last to finish a piece queues its copy to the device. On an error, it waits for the
    /// copies it queued before it returns.
    ///
    /// # Safety
    ///
    /// `dst` holds at least `src.len()` bytes; the context is bound; `stream` is the
    /// device's stream.
    pub(crate) unsafe fn upload(
        &mut self,
        src: &[u8],
        dst: sys::CUdeviceptr,
        stream: sys::CUstream,
    ) -> Result<(), Error> {
        use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
        let ctx = result::ctx::get_current()
            .map_err(driver("no GPU context"))?
            .ok_or_else(|| Error::Internal("a staged upload without a bound context".into()))?
            as usize;
        let threads = upload_threads();
        let pieces = src.len().div_ceil(CHUNK);
        let finished: Vec<AtomicUsize> = (0..pieces).map(|_| AtomicUsize::new(0)).collect();
        let issued: Vec<AtomicBool> = (0..pieces).map(|_| AtomicBool::new(false)).collect();
        let failed = std::sync::Mutex::new(None::<Error>);
        let stop = AtomicBool::new(false);
        // raw pointers cross threads as addresses
        let chunks = self.chunks.map(|c| c as usize);
        let done = self.done.map(|e| e as usize);
        let stream = stream as usize;
        std::thread::scope(|s| {
            for t in 0..threads {
                let (finished, issued, failed, stop) = (&finished, &issued, &failed, &stop);
                let fail = move |e: Error| {
                    stop.store(true, Ordering::Relaxed);
                    failed.lock().unwrap_or_else(|p| p.into_inner()).get_or_insert(e);
                };
                let crew = move || {
                    // a thread that panics stops the others, which would wait for it forever
                    let _stop_on_panic = StopOnPanic(stop);
                    // SAFETY: the caller's context, alive for the upload
                    if let Err(e) = unsafe { result::ctx::set_current(ctx as sys::CUcontext) } {
                        return fail(driver("cannot use the GPU from a copy thread")(e));
                    }
                    for (k, piece) in src.chunks(CHUNK).enumerate() {
                        let b = k % UPLOAD_RING;
                        // the chunk's last copy must be done: piece k - 3's of this upload,
                        // once queued, or the last of whatever used the chunk before
                        if k >= UPLOAD_RING {
                            match wait(stop, || Ok(issued[k - UPLOAD_RING].load(Ordering::Acquire))) {
                                Ok(true) => {}
                                Ok(false) => return,
                                Err(e) => return fail(e),
                            }
                        }
                        // SAFETY: an event of this staging
                        let free = || match unsafe { result::event::query(done[b] as sys::CUevent) } {
                            Ok(()) => Ok(true),
                            Err(e) if e.0 == sys::CUresult::CUDA_ERROR_NOT_READY => Ok(false),
                            Err(e) => Err(driver("a copy to the GPU failed")(e)),
                        };
                        match wait(stop, free) {
                            Ok(true) => {}
                            Ok(false) => return,
                            Err(e) => return fail(e),
                        }
                        let share = piece.len().div_ceil(threads).next_multiple_of(4096);
                        let (from, to) = ((t * share).min(piece.len()), ((t + 1) * share).min(piece.len()));
                        // SAFETY: the chunk holds CHUNK >= piece.len() bytes, no copy reads it
                        // (its event completed after its last copy was queued), and the
                        // threads' ranges are disjoint
                        let into = unsafe {
                            std::slice::from_raw_parts_mut((chunks[b] as *mut u8).add(from), to - from)
                        };
                        into.copy_from_slice(&piece[from..to]);
                        if finished[k].fetch_add(1, Ordering::AcqRel) + 1 == threads {
                            // SAFETY: every thread has copied its share of the piece into the
                            // chunk; `dst` holds the whole of `src`
                            let queued = unsafe {
                                let pinned = std::slice::from_raw_parts(chunks[b] as *const u8, piece.len());
                                result::memcpy_htod_async(
                                    dst + (k * CHUNK) as u64,
                                    pinned,
                                    stream as sys::CUstream,
                                )
                                .and_then(|()| {
                                    result::event::record(done[b] as sys::CUevent, stream as sys::CUstream)
                                })
                            };
                            match queued {
                                Ok(()) => issued[k].store(true, Ordering::Release),
                                Err(e) => return fail(driver("cannot copy an array to the GPU")(e)),
                            }
                        }
                    }
                };
                if let Err(e) = std::thread::Builder::new().spawn_scoped(s, crew) {
                    fail(Error::Backend {
                        backend: "gpu",
                        message: format!("cannot start a copy thread: {e}"),
                    });
                    break;
                }
            }
        });
        if let Some(e) = failed.into_inner().unwrap_or_else(|p| p.into_inner()) {
            // the copies queued may still read the chunks, and their events may not say so
            // SAFETY: the caller's stream
            let _ = unsafe { result::stream::synchronize(stream as sys::CUstream) };
            return Err(e);
        }
        Ok(())
    }

    /// Copies `dst.len()` bytes from device address `src` into `dst`, after the work queued
    /// on `stream` before it; returns when they are there.
    ///
    /// # Safety
    ///
    /// `src` holds at least `dst.len()` bytes; the context is bound; `stream` is the
    /// device's stream.
    pub(crate) unsafe fn download(
        &mut self,
        src: sys::CUdeviceptr,
        dst: &mut [u8],
        stream: sys::CUstream,
    ) -> Result<(), Error> {
        let total = dst.len();
        let pieces = total.div_ceil(CHUNK);
        let len = move |k: usize| CHUNK.min(total - k * CHUNK);
        // queues the copy of piece `k` into chunk `k % RING`
        let queue = |chunks: &[*mut u8; RING], done: &[sys::CUevent; RING], k: usize| -> Result<(), Error> {
            let b = k % RING;
            // SAFETY: the chunk holds CHUNK >= len(k) bytes, and no host copy reads it now
            // (piece k - RING, the last in it, was copied out before this is called); `src`
            // holds the whole of `dst` (the caller's promise)
            unsafe {
                let pinned = std::slice::from_raw_parts_mut(chunks[b], len(k));
                result::memcpy_dtoh_async(pinned, src + (k * CHUNK) as u64, stream)
                    .map_err(driver("cannot copy an array from the GPU"))?;
                result::event::record(done[b], stream).map_err(driver("cannot record an event"))
            }
        };
        let copied = (|| {
            for k in 0..pieces.min(RING) {
                queue(&self.chunks, &self.done, k)?;
            }
            for k in 0..pieces {
                let b = k % RING;
                // SAFETY: once the event completes the chunk holds piece `k`, len(k) bytes
                unsafe {
                    result::event::synchronize(self.done[b]).map_err(driver("a copy from the GPU failed"))?;
                    let pinned = std::slice::from_raw_parts(self.chunks[b].cast_const(), len(k));
                    copy_parallel(pinned, &mut dst[k * CHUNK..k * CHUNK + len(k)]);
                }
                // the chunk is free again: the engine fills it with the piece RING on
                if k + RING < pieces {
                    queue(&self.chunks, &self.done, k + RING)?;
                }
            }
            Ok(())
        })();
        if copied.is_err() {
            // the copies queued may still write the chunks, and their events may not say so
            // SAFETY: the caller's stream
            let _ = unsafe { result::stream::synchronize(stream) };
        }
        copied
    }
}

/// `dst.copy_from_slice(src)` with streaming stores ([`copy_streaming`]), a [`SLICE`] a
/// thread on the rayon pool it is called from: a download's pieces, into a host array too
/// large to stay cached, whose lines are then not read before they are written (1 GiB
/// downloads went from 75-77% of the pinned rate to 93-98%, same calls, and 93-100% since;
/// docs/perf/2026-11-26-streaming-downloads.md). An upload's pinned chunk is written
/// through the cache instead, where the copy engine reads it next (streamed, uploads of
/// 1 GiB fell from 72-79% to 59-61%).
fn copy_parallel(src: &[u8], dst: &mut [u8]) {
    use rayon::prelude::*;
    dst.par_chunks_mut(SLICE).zip(src.par_chunks(SLICE)).for_each(|(d, s)| copy_streaming(s, d));
}

/// `dst.copy_from_slice(src)` with stores that bypass the cache (x86-64's `movntdq`; a plain
/// copy elsewhere): the destination's lines are not read before they are written, and the
/// copy does not push the rest of the cache out.
fn copy_streaming(src: &[u8], dst: &mut [u8]) {
    assert_eq!(src.len(), dst.len(), "a copy between slices of unlike lengths");
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{__m128i, _mm_loadu_si128, _mm_sfence, _mm_stream_si128};
        let n = dst.len();
        // plain stores up to the first 16-byte boundary, and past the last 64 bytes
        let head = dst.as_ptr().align_offset(16).min(n);
        let body = (n - head) / 64 * 64;
        dst[..head].copy_from_slice(&src[..head]);
        // SAFETY: `head + body <= n` bytes of both slices; the streaming stores are to
        // 16-byte aligned addresses (past `head`); SSE2 is part of x86-64
        unsafe {
            let s = src.as_ptr().add(head).cast::<__m128i>();
            let d = dst.as_mut_ptr().add(head).cast::<__m128i>();
            for i in (0..body / 16).step_by(4) {
                let (a, b) = (_mm_loadu_si128(s.add(i)), _mm_loadu_si128(s.add(i + 1)));
                let (c, e) = (_mm_loadu_si128(s.add(i + 2)), _mm_loadu_si128(s.add(i + 3)));
                _mm_stream_si128(d.add(i), a);
                _mm_stream_si128(d.add(i + 1), b);
                _mm_stream_si128(d.add(i + 2), c);
                _mm_stream_si128(d.add(i + 3), e);
            }
            // the streamed stores are ordered before anything after the copy
            _mm_sfence();
        }
        dst[head + body..].copy_from_slice(&src[head + body..]);
    }
    #[cfg(not(target_arch = "x86_64"))]
    dst.copy_from_slice(src);
}

/// Sets its flag when dropped in a panic: a crew thread's, so that the others stop waiting
/// for it.
struct StopOnPanic<'a>(&'a std::sync::atomic::AtomicBool);

impl Drop for StopOnPanic<'_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.0.store(true, std::sync::atomic::Ordering::Relaxed);
        }
    }
}

/// Spins until `ready` says so (`Ok(true)`), `stop` is set (`Ok(false)`) or `ready` fails:
/// a thousand spins, then a yield each time round, so that a crew larger than the cores does
/// not starve the thread it waits for.
fn wait(
    stop: &std::sync::atomic::AtomicBool,
    mut ready: impl FnMut() -> Result<bool, Error>,
) -> Result<bool, Error> {
    let mut spins = 0u32;
    loop {
        if ready()? {
            return Ok(true);
        }
        if stop.load(std::sync::atomic::Ordering::Relaxed) {
            return Ok(false);
        }
        spins += 1;
        match spins < 1000 {
            true => std::hint::spin_loop(),
            false => std::thread::yield_now(),
        }
    }
}

/// The threads that copy the host's side of an upload: `SYSTOLE_STAGING_THREADS`, or one a
/// core; at most 64. What bounds an upload is how fast the host reads its source: on an H100 machine's
/// 16-core host, 8 threads read 1 GiB at 46-49 GB/s and 16 at 56-77, against the bus's 55.
/// There, uploads of 1 GiB ran at 87-91% of the pinned rate on 16 threads and at 60-86% on
/// 8, in runs alternated in one call (docs/perf/2026-11-26-upload-threads.md; an earlier
/// machine, with the threads of a rayon pool, had favoured 8). They stay awake between
/// pieces: on rayon's pool, which they were before, they slept between pieces, and uploads
/// of 256 MiB ran at 63-77% of the pinned rate against 79-83%
/// (docs/perf/2026-11-26-streaming-downloads.md).
fn upload_threads() -> usize {
    static THREADS: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *THREADS.get_or_init(|| {
        let cores = std::thread::available_parallelism().map_or(2, usize::from);
        let threads = std::env::var("SYSTOLE_STAGING_THREADS").ok().and_then(|t| t.parse().ok());
        threads.unwrap_or(cores).clamp(1, 64)
    })
}

impl Drop for Staging {
    /// Frees the chunks and events; the device drops its staging with its context bound,
    /// after waiting for its stream.
    fn drop(&mut self) {
        for k in 0..RING {
            // SAFETY: allocated by `new` (or null, skipped), freed once, no copy uses them
            // any more (the device synchronised its stream first)
            unsafe {
                if !self.done[k].is_null() {
                    let _ = result::event::destroy(self.done[k]);
                }
                if !self.chunks[k].is_null() {
                    let _ = result::free_host(self.chunks[k].cast());
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{SLICE, copy_parallel, copy_streaming};

    #[test]
    fn streaming_copies_copy_every_byte_at_every_alignment() {
        let src: Vec<u8> = (0..5000u32).map(|i| (i * 7 + i / 251) as u8).collect();
        for (from, len) in [(0, 0), (0, 15), (1, 16), (3, 64), (5, 4000), (0, 5000), (7, 4993), (13, 130)] {
            let mut dst = vec![0xEEu8; len + 48];
            // every distance to a 16-byte boundary, whatever the allocation's alignment
            let aligned = dst.as_ptr().align_offset(16);
            for at in [0, 1, 9, 15].map(|k| aligned + k) {
                dst.fill(0xEE);
                copy_streaming(&src[from..from + len], &mut dst[at..at + len]);
                assert_eq!(&dst[at..at + len], &src[from..from + len], "from {from}, {len} bytes, to {at}");
                assert!(dst[..at].iter().chain(&dst[at + len..]).all(|&b| b == 0xEE), "wrote outside");
            }
        }
    }

    #[test]
    fn a_streamed_piece_of_several_slices_lands_whole() {
        // three slices and a bit, to an unaligned place: each thread's slice starts unaligned
        let len = 3 * SLICE + 7;
        let src: Vec<u8> = (0..len).map(|i| (i % 253) as u8).collect();
        let mut dst = vec![0u8; len + 5];
        copy_parallel(&src, &mut dst[5..]);
        assert!(dst[5..] == src[..] && dst[..5] == [0; 5]);
    }
}
