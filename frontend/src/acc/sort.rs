//! Sorting vectors: [`Acc::sort`] and [`Acc::sort_by_key`], stable, ascending, with keys of
//! every integer width and floats ([`SortKey`]).
//!
//! Floats are ordered as `f32::total_cmp` orders them (IEEE 754 `totalOrder`): negative
//! NaNs first, then `-inf`, the negative numbers, `-0.0`, `+0.0`, the positive numbers,
//! `+inf`, and positive NaNs last (NaNs among themselves by payload). Rust's `f32::NAN` is a
//! positive NaN; the NaN that x86 computes for `0.0 / 0.0` is a negative one. A NaN a
//! program *computes* takes the sign of the machine that computes it: on the interpreter
//! and the CPU (x86) `0.0 / 0.0` sorts first, on the GPU (whose computed NaNs are positive)
//! last. NaNs that come in with the input keep their bits, and their place, everywhere.
//!
//! # Construction
//!
//! One consumer of the IR, `Consumer::Sort { key, input }`: each key is mapped to an
//! unsigned integer of its width whose order is the key's ([`SortKey::to_radix`]: the sign
//! bit flipped for signed integers; for floats, the bits flipped when the sign is set and
//! the sign flipped otherwise), and the elements are sorted stably by that *radix*. The
//! producer of the sorted vector fuses into the sort (its elements are computed as the
//! sort first reads them). The interpreter sorts with Rust's stable sort; the compiled
//! backends run a least-significant-digit radix sort of 8-bit digits, skipping a digit
//! that is the same in every key (the high bytes of small integers):
//!
//! - the CPU (`systole-cpu`): the compiled kernel writes each element and its radix; then
//!   per digit, per-chunk histograms in parallel, their prefix sums, and a parallel stable
//!   scatter of the keys and the elements;
//! - the GPU (`systole-ptx`, `systole_skeletons::grid::sort`): one pass over the input
//!   counts every digit's histogram, then per digit one kernel (the first reading the
//!   input) ranks each tile's keys in shared memory and finds the tile's offset of every
//!   digit by a decoupled look-back over the tiles before it (CUB's *onesweep*, Adinets and
//!   Merrill 2022), and scatters keys and elements.
//!
//! Where the key is a leaf of the elements of an unsigned type (`sort` of unsigned
//! integers, or `values.zip(&keys).sort_by_key(|p| p.snd())` by them) the compiled sorts do
//! not move that leaf with the elements: the sorted radices are it.
//!
//! Before the native sort this was a one-bit-a-pass radix sort built from `partition`
//! (`docs/perf/2026-11-25-irregular.md`: 0.9 GKeys/s for `u32` on an H100).

use crate::acc::{Acc, fun1};
use crate::array::{Array, Vector};
use crate::elt::{Elt, Int, Num};
use crate::exp::{Exp, select};
use crate::ir::{Consumer, Op};

/// Keys of a sort: the integers and floats, each with an order-preserving map to an
/// unsigned integer of its width, the key's *radix* (`a < b` exactly when `to_radix(a) <
/// to_radix(b)`, floats in the order of `f32::total_cmp`).
pub trait SortKey: Num {
    /// The unsigned integer of the key's width.
    type Radix: Int;
    /// The order-preserving map.
    fn to_radix(key: Exp<Self>) -> Exp<Self::Radix>;
    /// Its inverse.
    fn from_radix(radix: Exp<Self::Radix>) -> Exp<Self>;
}

macro_rules! unsigned_key {
    ($($u:ty),*) => {$(
        impl SortKey for $u {
            type Radix = $u;
            fn to_radix(key: Exp<$u>) -> Exp<$u> {
                key
            }
            fn from_radix(radix: Exp<$u>) -> Exp<$u> {
                radix
            }
        }
    )*};
}
unsigned_key!(u8, u16, u32, u64);

macro_rules! signed_key {
    ($($i:ty => $u:ty),*) => {$(
        /// The sign bit flipped: the most negative key is 0.
        impl SortKey for $i {
            type Radix = $u;
            fn to_radix(key: Exp<$i>) -> Exp<$u> {
                key.cast::<$u>() ^ (1 << (<$u>::BITS - 1))
            }
            fn from_radix(radix: Exp<$u>) -> Exp<$i> {
                (radix ^ (1 << (<$u>::BITS - 1))).cast::<$i>()
            }
        }
    )*};
}
signed_key!(i8 => u8, i16 => u16, i32 => u32, i64 => u64);

macro_rules! float_key {
    ($($f:ty => $u:ty),*) => {$(
        /// A negative float (sign set) has all its bits flipped, so that larger magnitudes
        /// come first; a positive one has its sign flipped, so that it comes after every
        /// negative one.
        impl SortKey for $f {
            type Radix = $u;
            fn to_radix(key: Exp<$f>) -> Exp<$u> {
                let bits = key.to_bits();
                let negative = (bits >> (<$u>::BITS - 1) as $u).eq(1);
                bits ^ select(negative, <$u>::MAX, 1 << (<$u>::BITS - 1))
            }
            fn from_radix(radix: Exp<$u>) -> Exp<$f> {
                let was_positive = (radix >> (<$u>::BITS - 1) as $u).eq(1);
                Exp::<$f>::from_bits(radix ^ select(was_positive, 1 << (<$u>::BITS - 1), <$u>::MAX))
            }
        }
    )*};
}
float_key!(f32 => u32, f64 => u64);

/// The sort consumer of `items` by `radix(item)`.
fn radix_sort<E: Elt, U: Int>(
    items: &Acc<Vector<E>>,
    radix: impl FnOnce(Exp<E>) -> Exp<U>,
) -> Acc<Vector<E>> {
    let input = items.node.clone();
    Acc::build(fun1(radix).map(|key| Op::Consumer(Consumer::Sort { key, input })))
}

impl<T: Elt> Acc<Array<T, 1>> {
    /// The elements in ascending order of `key(x)`, equal keys in their order in the vector
    /// (stable): `sort_by_key k xs` is Rust's `xs.sort_by_key(k)` (with floats in the order
    /// of `f32::total_cmp`). Keys are integers of any width or floats ([`SortKey`]);
    /// elements are of any type. An empty vector sorts to an empty vector. For descending
    /// order use a reversed key: `|x| !x` for integer keys (`-x` would wrap the smallest
    /// signed one), `|x| -x` for floats. See the [module documentation](self) for the
    /// construction and its cost.
    ///
    /// On the GPU the host waits for the digits' counts (it reads them back), so a loop that
    /// holds a sort runs from the host, not as CUDA graphs; vectors of 2^32 - 1 elements or
    /// more are an `Error::Backend` (the GPU's sort counts in 32 bits). See `docs/gpu.md`
    /// (Sorts).
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let people = use_array(&Array::from_vec([4], vec![(31u8, 1.5f32), (25, 2.0), (31, 0.5), (19, 9.0)]).unwrap());
    /// let by_age = people.sort_by_key(|p| p.fst());
    /// assert_eq!(interpret(&by_age).unwrap().to_vec(), vec![(19, 9.0), (25, 2.0), (31, 1.5), (31, 0.5)]);
    ///
    /// // descending, equal keys still in their order
    /// let oldest_first = people.sort_by_key(|p| !p.fst());
    /// assert_eq!(interpret(&oldest_first).unwrap().to_vec(), vec![(31, 1.5), (31, 0.5), (25, 2.0), (19, 9.0)]);
    ///
    /// // values sorted by a separate vector of keys
    /// let keys = use_array(&Array::from_vec([3], vec![2.5f64, -1.0, 0.0]).unwrap());
    /// let values = use_array(&Array::from_vec([3], vec!['a' as u8, 'b' as u8, 'c' as u8]).unwrap());
    /// let (sorted, _) = values.zip(&keys).sort_by_key(|p| p.snd()).unzip();
    /// assert_eq!(interpret(&sorted).unwrap().to_vec(), b"bca".to_vec());
    /// ```
    pub fn sort_by_key<K: SortKey>(&self, key: impl FnOnce(Exp<T>) -> Exp<K>) -> Acc<Vector<T>> {
        radix_sort(self, |x| K::to_radix(key(x))).named("sort_by_key")
    }
}

impl<K: SortKey> Acc<Array<K, 1>> {
    /// The elements in ascending order: Rust's `sort` for integers, `sort_by(f32::total_cmp)`
    /// for floats (negative NaNs first, `-0.0` before `+0.0`, positive NaNs last). An empty
    /// vector sorts to an empty vector; for descending order see [`Acc::sort_by_key`], and for
    /// the GPU's wait for the host and its limit of 2^32 - 1 elements as well. See the
    /// [module documentation](self) for the construction and its cost.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let xs = use_array(&Array::from_vec([5], vec![3i16, -7, 0, 3, -32768]).unwrap());
    /// assert_eq!(interpret(&xs.sort()).unwrap().to_vec(), vec![-32768, -7, 0, 3, 3]);
    ///
    /// let fs = use_array(&Array::from_vec([5], vec![1.5f32, f32::NAN, -0.0, f32::NEG_INFINITY, 0.0]).unwrap());
    /// let sorted = interpret(&fs.sort()).unwrap().to_vec();
    /// assert_eq!(sorted[..4].iter().map(|x| x.to_bits()).collect::<Vec<_>>(),
    ///            [f32::NEG_INFINITY, -0.0, 0.0, 1.5].map(f32::to_bits));
    /// assert!(sorted[4].is_nan());
    /// ```
    pub fn sort(&self) -> Acc<Vector<K>> {
        radix_sort(self, K::to_radix).named("sort")
    }
}
