//! `sort` on the CPU: a parallel least-significant-digit radix sort of 8-bit digits over
//! the radices and elements the kernel's `elements` entry wrote (`systole_skeletons::range`).
//!
//! One parallel pass counts every digit of every radix; a digit with one value in every
//! key (the high bytes of small integers, or every digit of equal keys) is skipped. Each
//! remaining digit, from the lowest, is one stable counting pass over chunks of the input
//! (a few a thread): the chunks count their keys of each digit value in parallel, the
//! counts become each chunk's offsets (by digit value, then chunk), and each chunk scatters
//! its keys and elements to them in parallel, in order, so equal digits keep their order.
//! The scatter goes by blocks of [`BLOCK`] keys: their places are computed once, then the
//! keys and each leaf of the elements are moved, so that a tuple's leaves cost a copy each
//! and no per-element dispatch on their types. Where the key is a leaf of the elements of
//! an unsigned type, its own radix (`sort` of unsigned integers, `sort_by_key(|p| p.snd())`
//! by them: `systole_skeletons::grid::sort_key_leaf`), that leaf does not move: the sorted
//! radices take its place.

use rayon::prelude::*;
use systole_frontend::ScalarType;

/// Keys whose places a scatter computes at a time.
const BLOCK: usize = 2048;

/// A pointer shared by the threads of a pass, each writing places no other writes.
#[derive(Clone, Copy)]
struct Shared(*mut u8);

// SAFETY: the passes write disjoint places through it (each chunk its own offsets) and
// read only what no thread writes in the same pass.
unsafe impl Send for Shared {}
unsafe impl Sync for Shared {}

impl Shared {
    /// The pointer (a method, so that closures capture the `Shared`, not the pointer).
    fn get(self) -> *mut u8 {
        self.0
    }
}

/// One array of a sort: its two buffers (read in one pass, written in the next) and the
/// size of its elements in bytes.
pub(crate) struct Sorted {
    pub(crate) buffers: [*mut u8; 2],
    pub(crate) size: usize,
}

/// Sorts the `n` radices (of type `radix`) in `keys.buffers[0]` and the leaves of the
/// elements in each `leaves[l].buffers[0]` by the radices, stably, using the buffers `[1]`
/// as scratch; returns which buffer (0 or 1) holds the sorted elements. `threads` is the
/// pool's, where `pool` is given (else it runs on the calling thread).
pub(crate) fn radix_sort(
    pool: Option<&rayon::ThreadPool>,
    threads: usize,
    n: usize,
    radix: ScalarType,
    keys: &Sorted,
    leaves: &[Sorted],
) -> usize {
    match radix {
        ScalarType::U8 => sort_by::<u8>(pool, threads, n, keys, leaves),
        ScalarType::U16 => sort_by::<u16>(pool, threads, n, keys, leaves),
        ScalarType::U32 => sort_by::<u32>(pool, threads, n, keys, leaves),
        _ => sort_by::<u64>(pool, threads, n, keys, leaves),
    }
}

/// The unsigned integers a radix can be.
trait Radix: Copy + Send + Sync + 'static {
    /// Its bytes (its digits).
    const BYTES: usize;
    /// Digit `d`, from the least significant.
    fn digit(self, d: usize) -> usize;
}

macro_rules! radix {
    ($($u:ty),*) => {$(
        impl Radix for $u {
            const BYTES: usize = std::mem::size_of::<$u>();
            #[inline(always)]
            fn digit(self, d: usize) -> usize {
                ((u64::from(self) >> (8 * d)) & 0xff) as usize
            }
        }
    )*};
}
radix!(u8, u16, u32, u64);

fn sort_by<K: Radix>(
    pool: Option<&rayon::ThreadPool>,
    threads: usize,
    n: usize,
    keys: &Sorted,
    leaves: &[Sorted],
) -> usize {
    let chunks = if pool.is_some() { (threads * 4).min(n.div_ceil(BLOCK)).max(1) } else { 1 };
    let len = n.div_ceil(chunks).max(1);
    let ranges: Vec<(usize, usize)> =
        (0..chunks).map(|c| ((c * len).min(n), ((c + 1) * len).min(n))).collect();
    let key_bufs = [Shared(keys.buffers[0]), Shared(keys.buffers[1])];
    let keys_at = |b: usize| key_bufs[b].get() as *const K;
    // every digit's counts, to skip the digits that never vary
    let totals = {
        let count_all = |&(s, e): &(usize, usize)| {
            let mut c = vec![0usize; K::BYTES * 256];
            // SAFETY: buffer 0 holds `n` keys; `s..e` lies inside.
            let ks = unsafe { std::slice::from_raw_parts(keys_at(0).add(s), e - s) };
            for &k in ks {
                for d in 0..K::BYTES {
                    c[d * 256 + k.digit(d)] += 1;
                }
            }
            c
        };
        let parts: Vec<Vec<usize>> = match pool {
            Some(p) => p.install(|| ranges.par_iter().map(count_all).collect()),
            None => ranges.iter().map(count_all).collect(),
        };
        let mut all = vec![0usize; K::BYTES * 256];
        for part in parts {
            all.iter_mut().zip(part).for_each(|(a, b)| *a += b);
        }
        all
    };
    let mut src = 0;
    for d in 0..K::BYTES {
        if totals[d * 256..(d + 1) * 256].contains(&n) {
            continue;
        }
        let count = |&(s, e): &(usize, usize)| {
            let mut c = [0usize; 256];
            // SAFETY: buffer `src` holds `n` keys; `s..e` lies inside.
            let ks = unsafe { std::slice::from_raw_parts(keys_at(src).add(s), e - s) };
            ks.iter().for_each(|k| c[k.digit(d)] += 1);
            c
        };
        let counts: Vec<[usize; 256]> = match pool {
            Some(p) => p.install(|| ranges.par_iter().map(count).collect()),
            None => ranges.iter().map(count).collect(),
        };
        // chunk c's keys of digit v go after every chunk's smaller digits and the earlier
        // chunks' v
        let mut offsets = vec![[0usize; 256]; chunks];
        let mut at = 0;
        for v in 0..256 {
            for c in 0..chunks {
                offsets[c][v] = at;
                at += counts[c][v];
            }
        }
        let dst = 1 - src;
        let leaf_bufs: Vec<(Shared, Shared, usize)> =
            leaves.iter().map(|p| (Shared(p.buffers[src]), Shared(p.buffers[dst]), p.size)).collect();
        let (from_keys, to_keys) = (key_bufs[src], key_bufs[dst]);
        let scatter = |(&(s, e), offsets): (&(usize, usize), &[usize; 256])| {
            let mut next = *offsets;
            let mut places = [0usize; BLOCK];
            let (from, to) = (from_keys.get() as *const K, to_keys.get() as *mut K);
            let mut b0 = s;
            while b0 < e {
                let b1 = (b0 + BLOCK).min(e);
                for (i, place) in (b0..b1).zip(places.iter_mut()) {
                    // SAFETY: `i < n`; `next[v]` stays below the end of digit v's run of
                    // this chunk, inside `0..n`, and no other chunk writes there.
                    unsafe {
                        let k = *from.add(i);
                        let v = k.digit(d);
                        *place = next[v];
                        next[v] += 1;
                        *to.add(*place) = k;
                    }
                }
                for &(lf, lt, size) in &leaf_bufs {
                    move_leaf(lf.get(), lt.get(), size, b0, &places[..b1 - b0]);
                }
                b0 = b1;
            }
        };
        match pool {
            Some(p) => p.install(|| ranges.par_iter().zip(offsets.par_iter()).for_each(scatter)),
            None => ranges.iter().zip(offsets.iter()).for_each(scatter),
        }
        src = dst;
    }
    src
}

/// Moves elements `b0..` of a leaf of `size` bytes from `from` to `places` in `to`.
fn move_leaf(from: *mut u8, to: *mut u8, size: usize, b0: usize, places: &[usize]) {
    fn typed<T: Copy>(from: *mut u8, to: *mut u8, b0: usize, places: &[usize]) {
        let (from, to) = (from as *const T, to as *mut T);
        for (i, &p) in places.iter().enumerate() {
            // SAFETY: as for the keys (see `sort_by`): inside, and this chunk's places only.
            unsafe { *to.add(p) = *from.add(b0 + i) };
        }
    }
    match size {
        1 => typed::<u8>(from, to, b0, places),
        2 => typed::<u16>(from, to, b0, places),
        4 => typed::<u32>(from, to, b0, places),
        _ => typed::<u64>(from, to, b0, places),
    }
}
