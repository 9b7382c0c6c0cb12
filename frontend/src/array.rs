//! Host arrays: dense, row-major, struct-of-arrays storage.
//!
//! [`Array<T, D>`] is the typed handle users hold; [`ArrayData`] is the untyped storage that
//! programs, the interpreter and the backends pass around. An array of a tuple type keeps
//! one [`Buffer`] per scalar leaf of the type ([`crate::Type::leaves`]), so `Array<(f32,
//! i32), 1>` is a `Vec<f32>` and a `Vec<i32>` of the same length.
//!
//! Layout: the shape is `[usize; D]` with the innermost (contiguous) dimension last, so
//! element `[i, j]` of an `[n, m]` array is at linear position `i * m + j`.

use std::fmt;
use std::marker::PhantomData;
use std::sync::{Arc, OnceLock};

use crate::elt::{Elt, Scalar, ScalarElt, ScalarType, Type, Value};
use crate::error::Error;
use crate::memory::{try_copy, try_vec, try_zeroed};

/// One scalar column of an array's storage.
#[derive(Clone, Debug, PartialEq)]
#[allow(missing_docs)]
pub enum Buffer {
    Bool(Vec<bool>),
    I8(Vec<i8>),
    I16(Vec<i16>),
    I32(Vec<i32>),
    I64(Vec<i64>),
    U8(Vec<u8>),
    U16(Vec<u16>),
    U32(Vec<u32>),
    U64(Vec<u64>),
    F32(Vec<f32>),
    F64(Vec<f64>),
}

/// Applies `$body` to the vector inside a [`Buffer`] whatever its type.
macro_rules! with_buffer {
    ($b:expr, $v:ident => $body:expr) => {
        match $b {
            Buffer::Bool($v) => $body,
            Buffer::I8($v) => $body,
            Buffer::I16($v) => $body,
            Buffer::I32($v) => $body,
            Buffer::I64($v) => $body,
            Buffer::U8($v) => $body,
            Buffer::U16($v) => $body,
            Buffer::U32($v) => $body,
            Buffer::U64($v) => $body,
            Buffer::F32($v) => $body,
            Buffer::F64($v) => $body,
        }
    };
}

/// The [`Buffer`] of scalar type `$ty` holding `$vec`, a vector whose element type each
/// arm infers from its variant.
macro_rules! buffer_of {
    ($ty:expr, $vec:expr) => {
        match $ty {
            ScalarType::Bool => Buffer::Bool($vec),
            ScalarType::I8 => Buffer::I8($vec),
            ScalarType::I16 => Buffer::I16($vec),
            ScalarType::I32 => Buffer::I32($vec),
            ScalarType::I64 => Buffer::I64($vec),
            ScalarType::U8 => Buffer::U8($vec),
            ScalarType::U16 => Buffer::U16($vec),
            ScalarType::U32 => Buffer::U32($vec),
            ScalarType::U64 => Buffer::U64($vec),
            ScalarType::F32 => Buffer::F32($vec),
            ScalarType::F64 => Buffer::F64($vec),
        }
    };
}

impl Buffer {
    /// An empty buffer with room for `capacity` values, or [`Error::OutOfMemory`] naming
    /// `what`.
    pub fn try_with_capacity(ty: ScalarType, capacity: usize, what: &str) -> Result<Buffer, Error> {
        Ok(buffer_of!(ty, try_vec(capacity, what)?))
    }

    /// `len` zeros (`false` for `bool`): the storage a compiled kernel writes into, or
    /// [`Error::OutOfMemory`] naming `what`. Zeroed pages come from the allocator lazily,
    /// so this costs no pass over memory.
    pub fn try_zeroed(ty: ScalarType, len: usize, what: &str) -> Result<Buffer, Error> {
        Ok(buffer_of!(ty, try_zeroed(len, what)?))
    }

    /// A copy of the buffer, or [`Error::OutOfMemory`] naming `what`.
    pub fn try_clone(&self, what: &str) -> Result<Buffer, Error> {
        Ok(match self {
            Buffer::Bool(v) => Buffer::Bool(try_copy(v, what)?),
            Buffer::I8(v) => Buffer::I8(try_copy(v, what)?),
            Buffer::I16(v) => Buffer::I16(try_copy(v, what)?),
            Buffer::I32(v) => Buffer::I32(try_copy(v, what)?),
            Buffer::I64(v) => Buffer::I64(try_copy(v, what)?),
            Buffer::U8(v) => Buffer::U8(try_copy(v, what)?),
            Buffer::U16(v) => Buffer::U16(try_copy(v, what)?),
            Buffer::U32(v) => Buffer::U32(try_copy(v, what)?),
            Buffer::U64(v) => Buffer::U64(try_copy(v, what)?),
            Buffer::F32(v) => Buffer::F32(try_copy(v, what)?),
            Buffer::F64(v) => Buffer::F64(try_copy(v, what)?),
        })
    }

    /// A pointer to the first value, for compiled code that writes the buffer. Writes must
    /// stay within `len()` values and store valid values (`0` or `1` for `bool`).
    pub fn as_mut_ptr(&mut self) -> *mut u8 {
        with_buffer!(self, v => v.as_mut_ptr().cast())
    }

    /// The scalar type of the values.
    pub fn ty(&self) -> ScalarType {
        match self {
            Buffer::Bool(_) => ScalarType::Bool,
            Buffer::I8(_) => ScalarType::I8,
            Buffer::I16(_) => ScalarType::I16,
            Buffer::I32(_) => ScalarType::I32,
            Buffer::I64(_) => ScalarType::I64,
            Buffer::U8(_) => ScalarType::U8,
            Buffer::U16(_) => ScalarType::U16,
            Buffer::U32(_) => ScalarType::U32,
            Buffer::U64(_) => ScalarType::U64,
            Buffer::F32(_) => ScalarType::F32,
            Buffer::F64(_) => ScalarType::F64,
        }
    }

    /// The number of values.
    pub fn len(&self) -> usize {
        with_buffer!(self, v => v.len())
    }

    /// Keeps the first `len` values (all of them if there are fewer): a compaction's
    /// storage, allocated for every element, cut to the elements kept.
    pub fn truncate(&mut self, len: usize) {
        with_buffer!(self, v => v.truncate(len))
    }

    /// Whether there are no values.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The value at `i` (panics when out of range: callers index within the shape).
    pub fn get(&self, i: usize) -> Scalar {
        match self {
            Buffer::Bool(v) => Scalar::Bool(v[i]),
            Buffer::I8(v) => Scalar::I8(v[i]),
            Buffer::I16(v) => Scalar::I16(v[i]),
            Buffer::I32(v) => Scalar::I32(v[i]),
            Buffer::I64(v) => Scalar::I64(v[i]),
            Buffer::U8(v) => Scalar::U8(v[i]),
            Buffer::U16(v) => Scalar::U16(v[i]),
            Buffer::U32(v) => Scalar::U32(v[i]),
            Buffer::U64(v) => Scalar::U64(v[i]),
            Buffer::F32(v) => Scalar::F32(v[i]),
            Buffer::F64(v) => Scalar::F64(v[i]),
        }
    }

    /// Appends a value; [`Error::TypeMismatch`] if its type is not the buffer's.
    pub fn push(&mut self, s: Scalar) -> Result<(), Error> {
        match (self, s) {
            (Buffer::Bool(v), Scalar::Bool(x)) => v.push(x),
            (Buffer::I8(v), Scalar::I8(x)) => v.push(x),
            (Buffer::I16(v), Scalar::I16(x)) => v.push(x),
            (Buffer::I32(v), Scalar::I32(x)) => v.push(x),
            (Buffer::I64(v), Scalar::I64(x)) => v.push(x),
            (Buffer::U8(v), Scalar::U8(x)) => v.push(x),
            (Buffer::U16(v), Scalar::U16(x)) => v.push(x),
            (Buffer::U32(v), Scalar::U32(x)) => v.push(x),
            (Buffer::U64(v), Scalar::U64(x)) => v.push(x),
            (Buffer::F32(v), Scalar::F32(x)) => v.push(x),
            (Buffer::F64(v), Scalar::F64(x)) => v.push(x),
            (b, s) => return Err(scalar_mismatch(b, s)),
        }
        Ok(())
    }

    /// Overwrites the value at `i`; [`Error::TypeMismatch`] if its type is not the
    /// buffer's, [`Error::IndexOutOfBounds`] if `i` is not below [`Buffer::len`].
    pub fn set(&mut self, i: usize, s: Scalar) -> Result<(), Error> {
        fn set_at<T>(v: &mut [T], i: usize, x: T) -> Result<(), Error> {
            let len = v.len();
            let at = v.get_mut(i).ok_or_else(|| Error::IndexOutOfBounds {
                operation: "Buffer::set",
                index: vec![i64::try_from(i).unwrap_or(i64::MAX)],
                shape: vec![len],
            })?;
            *at = x;
            Ok(())
        }
        match (self, s) {
            (Buffer::Bool(v), Scalar::Bool(x)) => set_at(v, i, x),
            (Buffer::I8(v), Scalar::I8(x)) => set_at(v, i, x),
            (Buffer::I16(v), Scalar::I16(x)) => set_at(v, i, x),
            (Buffer::I32(v), Scalar::I32(x)) => set_at(v, i, x),
            (Buffer::I64(v), Scalar::I64(x)) => set_at(v, i, x),
            (Buffer::U8(v), Scalar::U8(x)) => set_at(v, i, x),
            (Buffer::U16(v), Scalar::U16(x)) => set_at(v, i, x),
            (Buffer::U32(v), Scalar::U32(x)) => set_at(v, i, x),
            (Buffer::U64(v), Scalar::U64(x)) => set_at(v, i, x),
            (Buffer::F32(v), Scalar::F32(x)) => set_at(v, i, x),
            (Buffer::F64(v), Scalar::F64(x)) => set_at(v, i, x),
            (b, s) => Err(scalar_mismatch(b, s)),
        }
    }

    /// The values as raw bytes (native endianness), for backends that read or copy them.
    pub fn as_bytes(&self) -> &[u8] {
        fn bytes<T>(v: &[T]) -> &[u8] {
            // SAFETY: every element type here is plain old data without padding (`bool`
            // is one byte holding 0 or 1), so its bytes may be viewed as `u8`.
            unsafe { std::slice::from_raw_parts(v.as_ptr().cast(), std::mem::size_of_val(v)) }
        }
        with_buffer!(self, v => bytes(v))
    }
}

/// Storing `s` into `b`, whose values are of another type.
fn scalar_mismatch(b: &Buffer, s: Scalar) -> Error {
    Error::TypeMismatch { expected: b.ty().to_string(), found: s.ty().to_string() }
}

/// A copy of an array's elements kept outside host memory (on a GPU), read back to the
/// host only when the host asks for the elements.
///
/// A backend that keeps results on its device returns them as [`ArrayData::on_device`];
/// a backend that uploads a host array remembers the device copy on the array itself
/// ([`ArrayData::remember_device_copy`]), so that the copy lives as long as the array, its
/// views and its clones (or until one of them is written: that one forgets it), and a
/// second run does not upload it again.
pub trait DeviceArray: Send + Sync + fmt::Debug {
    /// Copies the elements back to the host, one buffer per scalar leaf of the element
    /// type, `len` values each.
    fn download(&self, elt: &Type, len: usize) -> Result<Vec<Buffer>, Error>;

    /// The concrete storage, for the backend that made it to recognise it.
    fn as_any(&self) -> &dyn std::any::Any;
}

/// Untyped array storage: a shape, an element type and one buffer per scalar leaf.
///
/// The buffers live on the host, on a device ([`DeviceArray`]), or both: an array computed
/// on a GPU is copied to the host the first time the host reads it
/// ([`ArrayData::buffers`]), and a host array uploaded to a GPU keeps its device copy.
///
/// Invariant (checked by [`ArrayData::new`]): there is one buffer per leaf of `elt`, of
/// that leaf's type, and every buffer holds `shape.iter().product()` values.
#[derive(Clone, Debug)]
pub struct ArrayData {
    shape: Vec<usize>,
    elt: Type,
    /// Shared by the arrays that view the same elements under other shapes
    /// ([`ArrayData::reshaped`]).
    host: OnceLock<Arc<HostBuffers>>,
    /// The device copy, shared with the views of the same elements and the clones of the
    /// array, so that a copy uploaded for one serves all: a view made before the upload
    /// (each run's `flatten` of a host input) finds it there.
    device: Arc<OnceLock<Arc<dyn DeviceArray>>>,
}

impl PartialEq for ArrayData {
    fn eq(&self, other: &ArrayData) -> bool {
        self.shape == other.shape && self.elt == other.elt && self.buffers() == other.buffers()
    }
}

impl ArrayData {
    /// Checks the invariant and builds the array.
    pub fn new(shape: Vec<usize>, elt: Type, buffers: Vec<Buffer>) -> Result<ArrayData, Error> {
        let size = shape_size(&shape)?;
        let leaves = elt.leaves();
        if leaves.len() != buffers.len() {
            return Err(Error::internal(format!(
                "array of {elt} needs {} buffers, got {}",
                leaves.len(),
                buffers.len()
            )));
        }
        for (leaf, b) in leaves.iter().zip(&buffers) {
            if b.ty() != *leaf || b.len() != size {
                return Err(Error::LengthMismatch { shape: shape.clone(), expected: size, actual: b.len() });
            }
        }
        Ok(ArrayData {
            shape,
            elt,
            host: OnceLock::from(Arc::new(HostBuffers(buffers))),
            device: Arc::new(OnceLock::new()),
        })
    }

    /// An array whose elements are on a device only; the host copy is made on first read.
    /// `device` holds one buffer per leaf of `elt`, of `shape`'s size.
    pub fn on_device(shape: Vec<usize>, elt: Type, device: Arc<dyn DeviceArray>) -> Result<ArrayData, Error> {
        shape_size(&shape)?;
        Ok(ArrayData { shape, elt, host: OnceLock::new(), device: Arc::new(OnceLock::from(device)) })
    }

    /// Builds an array from its elements in row-major order: [`Error::TypeMismatch`] if one
    /// is not of type `elt`, [`Error::LengthMismatch`] if they are not `shape`'s number.
    pub fn from_values(shape: Vec<usize>, elt: Type, values: &[Value]) -> Result<ArrayData, Error> {
        /// Appends the leaves of `v` to the next buffers, one each; `false` when there are
        /// fewer buffers than leaves.
        fn push(v: &Value, buffers: &mut std::slice::IterMut<'_, Buffer>) -> Result<bool, Error> {
            match v {
                Value::Scalar(s) => match buffers.next() {
                    Some(b) => b.push(*s).map(|()| true),
                    None => Ok(false),
                },
                Value::Tuple(vs) => {
                    for v in vs {
                        if !push(v, buffers)? {
                            return Ok(false);
                        }
                    }
                    Ok(true)
                }
            }
        }
        let mut buffers = elt_buffers(&elt, &shape, values.len())?;
        for v in values {
            let mut next = buffers.iter_mut();
            if !push(v, &mut next)? || next.next().is_some() {
                return Err(Error::TypeMismatch {
                    expected: format!("values of {elt}"),
                    found: format!("a value of {} scalars", v.leaves().len()),
                });
            }
        }
        ArrayData::new(shape, elt, buffers)
    }

    /// The shape, innermost dimension last.
    pub fn shape(&self) -> &[usize] {
        &self.shape
    }

    /// The element type.
    pub fn elt(&self) -> &Type {
        &self.elt
    }

    /// The buffers, one per scalar leaf of the element type, copied from the device first
    /// if the array is there only.
    ///
    /// # Panics
    ///
    /// If that copy fails (the device failed after computing the array); use
    /// [`ArrayData::try_buffers`] to get the error instead.
    #[track_caller]
    #[expect(clippy::panic, reason = "documented panic; ArrayData::try_buffers returns the error")]
    pub fn buffers(&self) -> &[Buffer] {
        match self.try_buffers() {
            Ok(b) => b,
            Err(e) => panic!("systole: cannot read an array back from the device: {e}"),
        }
    }

    /// The buffers on the host, copying them from the device first if needed.
    #[inline]
    pub fn try_buffers(&self) -> Result<&[Buffer], Error> {
        match self.host.get() {
            Some(b) => Ok(&b.0),
            None => self.download(),
        }
    }

    /// Copies the buffers from the device (the first read of an array a device computed).
    #[cold]
    fn download(&self) -> Result<&[Buffer], Error> {
        let device = self.device.get().ok_or_else(|| Error::internal("an array with no storage"))?;
        let buffers = device.download(&self.elt, self.len())?;
        Ok(&self.host.get_or_init(|| Arc::new(HostBuffers(buffers))).0)
    }

    /// Whether the elements are in host memory (a device array not read yet is not).
    pub fn is_on_host(&self) -> bool {
        self.host.get().is_some()
    }

    /// The device copy, if the array has one.
    pub fn device_copy(&self) -> Option<&Arc<dyn DeviceArray>> {
        self.device.get()
    }

    /// Keeps `copy` as the array's device copy (a backend that uploaded it), unless it has
    /// one already; returns the copy the array keeps.
    pub fn remember_device_copy(&self, copy: Arc<dyn DeviceArray>) -> &Arc<dyn DeviceArray> {
        self.device.get_or_init(|| copy)
    }

    /// The buffers, to take the storage back (a backend recycling memory); `None` for an
    /// array whose elements are on a device only, or shared with a view of them under
    /// another shape.
    pub fn into_buffers(self) -> Option<Vec<Buffer>> {
        self.try_into_buffers().ok()
    }

    /// [`ArrayData::into_buffers`], with the array back when its buffers cannot be taken.
    pub fn try_into_buffers(mut self) -> Result<Vec<Buffer>, ArrayData> {
        let Some(host) = self.host.take() else { return Err(self) };
        match Arc::try_unwrap(host) {
            Ok(mut host) => Ok(std::mem::take(&mut host.0)),
            Err(shared) => {
                self.host = OnceLock::from(shared);
                Err(self)
            }
        }
    }

    /// The buffers on the host, writable: copied from the device first if the array is
    /// there only, copied ([`Error::OutOfMemory`] naming `what`) if another array shares
    /// them, and the device copy forgotten by this array (it would no longer hold these
    /// values; the views and clones that share it keep it).
    pub fn try_buffers_mut(&mut self, what: &str) -> Result<&mut [Buffer], Error> {
        self.try_buffers()?;
        // (the views and clones keep the copy: their elements stay as they are)
        self.device = Arc::new(OnceLock::new());
        let host = self.host.get_mut().ok_or_else(|| Error::internal("an array with no host storage"))?;
        if Arc::get_mut(host).is_none() {
            let copy = host.0.iter().map(|b| b.try_clone(what)).collect::<Result<Vec<_>, _>>()?;
            *host = Arc::new(HostBuffers(copy));
        }
        Arc::get_mut(host)
            .map(|h| h.0.as_mut_slice())
            .ok_or_else(|| Error::internal("a host copy that is still shared"))
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        self.shape.iter().product()
    }

    /// Whether the array has no elements.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The element at linear (row-major) position `i`.
    ///
    /// # Panics
    ///
    /// When `i` is out of range (callers index within the shape), and where
    /// [`ArrayData::buffers`] does.
    #[track_caller]
    #[expect(clippy::expect_used, reason = "ArrayData::new checks one buffer per leaf of the element type")]
    pub fn get_linear(&self, i: usize) -> Value {
        if let (Type::Scalar(_), [b]) = (&self.elt, self.buffers()) {
            return Value::Scalar(b.get(i));
        }
        let mut leaves = self.buffers().iter().map(|b| b.get(i));
        Value::from_leaves(&self.elt, &mut leaves).expect("one buffer per leaf")
    }

    /// All elements in row-major order.
    pub fn values(&self) -> Vec<Value> {
        (0..self.len()).map(|i| self.get_linear(i)).collect()
    }

    /// The same storage under another shape of the same size (on the host, on the device,
    /// or both, as this array), shared, not copied.
    pub fn reshaped(&self, shape: Vec<usize>) -> Result<ArrayData, Error> {
        if shape_size(&shape)? != self.len() {
            return Err(Error::ReshapeMismatch { from: self.shape.clone(), to: shape });
        }
        Ok(ArrayData { shape, elt: self.elt.clone(), host: self.host.clone(), device: self.device.clone() })
    }
}

/// The buffers of an array on the host, shared by the arrays that view them under other
/// shapes. When the last of those is dropped, each large buffer goes to the process-wide
/// [`BufferCache`] instead of back to the allocator.
#[derive(Debug)]
struct HostBuffers(Vec<Buffer>);

impl Drop for HostBuffers {
    fn drop(&mut self) {
        for b in self.0.drain(..) {
            BufferCache::give(b);
        }
    }
}

/// Large host buffers of arrays that were dropped, kept for the next output of the same type
/// and length (a caching allocator, as GPU frameworks have for device memory).
///
/// A fresh buffer costs more than the kernel that fills it: its pages are mapped and zeroed
/// by the kernel on first touch (measured on the development machine: 64 MiB of fresh output
/// took 18 ms to fault in, a stencil over it 5 ms). A program run again and again (a
/// benchmark, a simulation step driven from the host) gets its outputs from here instead.
/// Buffers of at least [`BufferCache::MIN_BYTES`] are kept, at most
/// [`BufferCache::MAX_BYTES`] in all (the oldest go first); [`BufferCache::clear`] gives
/// them back to the allocator.
///
/// ```
/// use systole_frontend::array::{Buffer, BufferCache};
/// use systole_frontend::ScalarType;
///
/// BufferCache::give(Buffer::try_zeroed(ScalarType::F32, 1 << 20, "an example")?);
/// let reused = BufferCache::take(ScalarType::F32, 1 << 20);
/// assert_eq!(reused.map(|b| b.len()), Some(1 << 20));
/// assert!(BufferCache::take(ScalarType::F32, 1 << 20).is_none());
/// # Ok::<(), systole_frontend::Error>(())
/// ```
pub struct BufferCache;

static CACHED: std::sync::Mutex<Vec<Buffer>> = std::sync::Mutex::new(Vec::new());

impl BufferCache {
    /// The smallest buffer kept (1 MiB); smaller ones come from the allocator cheaply.
    pub const MIN_BYTES: usize = 1 << 20;
    /// The most memory kept (1 GiB).
    pub const MAX_BYTES: usize = 1 << 30;

    fn bytes(b: &Buffer) -> usize {
        b.len() * b.ty().size_bytes()
    }

    /// Keeps `buffer` for a later [`BufferCache::take`] if it is large enough (else frees it).
    pub fn give(buffer: Buffer) {
        let bytes = Self::bytes(&buffer);
        if !(Self::MIN_BYTES..=Self::MAX_BYTES).contains(&bytes) {
            return;
        }
        let Ok(mut cached) = CACHED.lock() else { return };
        let mut held: usize = cached.iter().map(Self::bytes).sum();
        while held + bytes > Self::MAX_BYTES && !cached.is_empty() {
            held -= Self::bytes(&cached.remove(0));
        }
        cached.push(buffer);
    }

    /// A kept buffer of `len` elements of type `ty` (its contents are whatever it held).
    pub fn take(ty: ScalarType, len: usize) -> Option<Buffer> {
        if len.saturating_mul(ty.size_bytes()) < Self::MIN_BYTES {
            return None;
        }
        let mut cached = CACHED.lock().ok()?;
        let at = cached.iter().rposition(|b| b.ty() == ty && b.len() == len)?;
        Some(cached.remove(at))
    }

    /// Frees every kept buffer.
    pub fn clear() {
        if let Ok(mut cached) = CACHED.lock() {
            cached.clear();
        }
    }
}

/// The number of elements of a shape, or an error if it overflows `usize`.
pub fn shape_size(shape: &[usize]) -> Result<usize, Error> {
    shape
        .iter()
        .try_fold(1usize, |acc, &n| acc.checked_mul(n))
        .ok_or_else(|| Error::ShapeTooLarge { shape: shape.to_vec() })
}

/// Empty buffers with room for `len` elements of type `elt`, one per leaf, for an array of
/// `shape`; [`Error::OutOfMemory`] when they do not fit.
fn elt_buffers(elt: &Type, shape: &[usize], len: usize) -> Result<Vec<Buffer>, Error> {
    let what = format!("an array of shape {shape:?} of {elt}");
    elt.leaves().into_iter().map(|t| Buffer::try_with_capacity(t, len, &what)).collect()
}

/// The row-major linear position of `index` in `shape`, or `None` if any component is out
/// of bounds.
pub fn linear_index(shape: &[usize], index: &[i64]) -> Option<usize> {
    debug_assert_eq!(shape.len(), index.len());
    let mut lin = 0usize;
    for (&n, &i) in shape.iter().zip(index) {
        if i < 0 || i as u64 >= n as u64 {
            return None;
        }
        lin = lin * n + i as usize;
    }
    Some(lin)
}

/// The multi-dimensional index of linear position `i` in `shape` (inverse of
/// [`linear_index`]).
pub fn unlinear_index(shape: &[usize], mut i: usize) -> Vec<i64> {
    let mut ix = vec![0i64; shape.len()];
    for d in (0..shape.len()).rev() {
        let n = shape[d].max(1);
        ix[d] = (i % n) as i64;
        i /= n;
    }
    ix
}

/// A dense array of rank `D` with elements of type `T`, on the host.
///
/// Cloning is cheap (the storage is shared). Build one from a vector
/// ([`Array::from_vec`]) or a function of the index ([`Array::from_fn`]); embed it in a
/// program with [`crate::use_array`]; read it back with [`Array::to_vec`] or
/// [`Array::as_slice`].
///
/// ```
/// use systole_frontend::prelude::*;
///
/// let a = Array::from_fn([2, 3], |[i, j]| (10 * i + j) as i32);
/// assert_eq!(a.shape(), [2, 3]);
/// assert_eq!(a.as_slice(), &[0, 1, 2, 10, 11, 12]);
/// assert_eq!(a.get([1, 2]), Some(12));
/// assert_eq!(a.get([2, 0]), None);
/// ```
pub struct Array<T: Elt, const D: usize> {
    shape: [usize; D],
    data: Arc<ArrayData>,
    _elt: PhantomData<T>,
}

/// A rank-0 array (one element).
pub type Scalar0<T> = Array<T, 0>;
/// A vector.
pub type Vector<T> = Array<T, 1>;
/// A matrix.
pub type Matrix<T> = Array<T, 2>;

impl<T: Elt, const D: usize> Clone for Array<T, D> {
    fn clone(&self) -> Self {
        Array { shape: self.shape, data: self.data.clone(), _elt: PhantomData }
    }
}

impl<T: Elt, const D: usize> Array<T, D> {
    /// Builds an array from its elements in row-major order; the vector's length must be the
    /// product of the shape.
    ///
    /// An array of scalars keeps the vector's memory: nothing is copied. An array of tuples
    /// is stored as one vector per component, so the elements are split once (a pass at
    /// memory speed); [`Array::from_vecs`] takes those vectors without copying.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let a = Array::from_vec([2, 2], vec![1.0f32, 2.0, 3.0, 4.0]).unwrap();
    /// assert_eq!(a.to_vec(), vec![1.0, 2.0, 3.0, 4.0]);
    /// let err = Array::from_vec([2, 3], vec![1.0f32; 5]).unwrap_err();
    /// assert_eq!(err.to_string(), "an array of shape [2, 3] has 6 elements, but 5 were given");
    /// ```
    pub fn from_vec(shape: [usize; D], values: Vec<T>) -> Result<Self, Error> {
        check_length(&shape, values.len())?;
        Self::from_vecs(shape, T::unzip(values, &describe::<T>(&shape))?)
    }

    /// Builds an array from a copy of `values`, in row-major order (a `memcpy` for scalar
    /// element types); the slice's length must be the product of the shape.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let rows = [[1u16, 2, 3], [4, 5, 6]];
    /// let a = Array::from_slice([2, 3], rows.as_flattened())?;
    /// assert_eq!(a.get([1, 0]), Some(4));
    /// assert!(matches!(Array::from_slice([4], &[1u16, 2]), Err(Error::LengthMismatch { .. })));
    /// # Ok::<(), Error>(())
    /// ```
    pub fn from_slice(shape: [usize; D], values: &[T]) -> Result<Self, Error> {
        check_length(&shape, values.len())?;
        Self::from_vecs(shape, T::copy_unzipped(values, &describe::<T>(&shape))?)
    }

    /// Builds an array from its storage, one vector per scalar leaf of the element type
    /// ([`Elt::Vecs`]: the vector itself for scalars, `(Vec<A>, Vec<B>)` for pairs), each in
    /// row-major order and as long as the shape has elements. The vectors are moved, not
    /// copied.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let xs = vec![0.5f64, 1.5, 2.5];
    /// let ids = vec![7u32, 8, 9];
    /// let pairs = Array::<(f64, u32), 1>::from_vecs([3], (xs, ids))?;
    /// assert_eq!(pairs.get([1]), Some((1.5, 8)));
    /// assert_eq!(pairs.as_slices(), (&[0.5, 1.5, 2.5][..], &[7, 8, 9][..]));
    /// // every vector must have the shape's number of elements
    /// let short = Array::<(f64, u32), 1>::from_vecs([3], (vec![1.0; 3], vec![1; 2]));
    /// assert!(matches!(short, Err(Error::LengthMismatch { .. })));
    /// # Ok::<(), Error>(())
    /// ```
    pub fn from_vecs(shape: [usize; D], vecs: T::Vecs) -> Result<Self, Error> {
        let ty = T::ty();
        let mut buffers = Vec::with_capacity(ty.leaf_count());
        T::into_buffers(vecs, &mut buffers);
        Ok(Array::from_parts(shape, ArrayData::new(shape.to_vec(), ty, buffers)?))
    }

    /// Builds an array by calling `f` on every index, in row-major order.
    ///
    /// # Panics
    ///
    /// When the array does not fit in memory ([`Error::OutOfMemory`]) or its number of
    /// elements overflows `usize` ([`Error::ShapeTooLarge`]): [`Array::try_from_fn`]
    /// returns these as errors, for shapes that come from outside the program.
    #[track_caller]
    #[expect(clippy::panic, reason = "documented panic; Array::try_from_fn returns the error")]
    pub fn from_fn(shape: [usize; D], f: impl FnMut([usize; D]) -> T) -> Self {
        Self::try_from_fn(shape, f).unwrap_or_else(|e| panic!("Array::from_fn: {e}"))
    }

    /// [`Array::from_fn`], with an error instead of a panic when the array is too large; the
    /// check comes before anything is allocated or `f` called.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let table = Array::try_from_fn([2, 2], |[i, j]| (i * 2 + j) as u32)?;
    /// assert_eq!(table.to_vec(), vec![0, 1, 2, 3]);
    /// let huge = Array::try_from_fn([1 << 40], |[i]| i as f32);
    /// assert!(matches!(huge, Err(Error::OutOfMemory { .. })));
    /// let overflowing = Array::try_from_fn([1 << 33, 1 << 33], |[i, j]| (i + j) as u64);
    /// assert!(matches!(overflowing, Err(Error::ShapeTooLarge { .. })));
    /// # Ok::<(), Error>(())
    /// ```
    pub fn try_from_fn(shape: [usize; D], mut f: impl FnMut([usize; D]) -> T) -> Result<Self, Error> {
        let size = shape_size(&shape)?;
        let mut vecs = T::vecs_with_capacity(size, &describe::<T>(&shape))?;
        let mut ix = [0usize; D];
        match D.checked_sub(1) {
            _ if size == 0 => {}
            None => T::push(&mut vecs, f(ix)),
            Some(last) => {
                // a tight loop along the innermost dimension, then the next row
                'rows: loop {
                    // the row's index captured by value and its last component found at
                    // compile time, so that the index stays in registers
                    let (row, f) = (ix, &mut f);
                    T::extend_with(&mut vecs, shape[last], move |j| {
                        let mut at = row;
                        if let Some(innermost) = at.last_mut() {
                            *innermost = j;
                        }
                        f(at)
                    });
                    for d in (0..last).rev() {
                        ix[d] += 1;
                        if ix[d] < shape[d] {
                            continue 'rows;
                        }
                        ix[d] = 0;
                    }
                    break;
                }
            }
        }
        Self::from_vecs(shape, vecs)
    }

    /// An array of the given shape with every element equal to `value`.
    ///
    /// # Panics
    ///
    /// As [`Array::from_fn`]; [`Array::try_filled`] returns the error instead.
    #[track_caller]
    #[expect(clippy::panic, reason = "documented panic; Array::try_filled returns the error")]
    pub fn filled(shape: [usize; D], value: T) -> Self {
        Self::try_filled(shape, value).unwrap_or_else(|e| panic!("Array::filled: {e}"))
    }

    /// [`Array::filled`], with an error instead of a panic when the array is too large.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// assert_eq!(Array::try_filled([2], 7u8)?.to_vec(), vec![7, 7]);
    /// let err = Array::try_filled([1 << 40], 0.0f64).unwrap_err();
    /// assert!(err.to_string().starts_with("out of memory: cannot allocate 8796093022208 bytes"), "{err}");
    /// # Ok::<(), Error>(())
    /// ```
    pub fn try_filled(shape: [usize; D], value: T) -> Result<Self, Error> {
        let size = shape_size(&shape)?;
        let mut vecs = T::vecs_with_capacity(size, &describe::<T>(&shape))?;
        T::extend_with(&mut vecs, size, |_| value);
        Self::from_vecs(shape, vecs)
    }

    /// Wraps untyped storage, checking that its type and rank are `T` and `D`.
    pub fn from_data(data: Arc<ArrayData>) -> Result<Self, Error> {
        if *data.elt() != T::ty() || data.shape().len() != D {
            return Err(Error::TypeMismatch {
                expected: ArraysType::Array { elt: T::ty(), rank: D }.to_string(),
                found: ArraysType::Array { elt: data.elt().clone(), rank: data.shape().len() }.to_string(),
            });
        }
        let mut shape = [0usize; D];
        shape.copy_from_slice(data.shape());
        Ok(Array { shape, data, _elt: PhantomData })
    }

    fn from_parts(shape: [usize; D], data: ArrayData) -> Self {
        Array { shape, data: Arc::new(data), _elt: PhantomData }
    }

    /// The shape, innermost dimension last.
    pub fn shape(&self) -> [usize; D] {
        self.shape
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        self.data.len()
    }

    /// Whether the array has no elements.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The element at `index`, or `None` when it is out of bounds.
    ///
    /// # Panics
    ///
    /// An array a GPU computed is copied to the host at its first read; this panics if
    /// that copy fails (the device failed after computing it): [`Array::try_get`] returns
    /// the error instead. So do [`Array::to_vec`], [`Array::value`], [`Array::as_slice`],
    /// `==` and `{:?}`.
    #[track_caller]
    #[expect(clippy::panic, reason = "documented panic; Array::try_get returns the error")]
    pub fn get(&self, index: [usize; D]) -> Option<T> {
        self.try_get(index).unwrap_or_else(|e| panic!("systole: {e}"))
    }

    /// [`Array::get`], with the error of copying the array from its device.
    pub fn try_get(&self, index: [usize; D]) -> Result<Option<T>, Error> {
        let slices = self.try_as_slices()?;
        let mut lin = 0usize;
        for (&i, &n) in index.iter().zip(&self.shape) {
            if i >= n {
                return Ok(None);
            }
            lin = lin * n + i;
        }
        Ok(Some(T::read(slices, lin)))
    }

    /// The storage, one slice per scalar leaf of the element type ([`Elt::Slices`]: a
    /// slice for scalars, `(&[A], &[B])` for pairs), in row-major order, without copying.
    ///
    /// # Panics
    ///
    /// Where [`Array::get`] does: [`Array::try_as_slices`] returns the error instead.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let a = Array::from_vec([2], vec![(1u8, -1.0f32), (2, -2.0)])?;
    /// let (small, floats) = a.as_slices();
    /// assert_eq!((small, floats), (&[1u8, 2][..], &[-1.0f32, -2.0][..]));
    /// # Ok::<(), Error>(())
    /// ```
    #[track_caller]
    #[expect(clippy::panic, reason = "documented panic; Array::try_as_slices returns the error")]
    pub fn as_slices(&self) -> T::Slices<'_> {
        self.try_as_slices().unwrap_or_else(|e| panic!("systole: {e}"))
    }

    /// [`Array::as_slices`], with the error of copying the array from its device.
    pub fn try_as_slices(&self) -> Result<T::Slices<'_>, Error> {
        T::slices(&mut self.data.try_buffers()?.iter()).ok_or_else(storage_mismatch)
    }

    /// All elements in row-major order, copied (a `memcpy` for scalar element types).
    ///
    /// # Panics
    ///
    /// Where [`Array::get`] does: [`Array::try_to_vec`] returns the error instead.
    #[track_caller]
    #[expect(clippy::panic, reason = "documented panic; Array::try_to_vec returns the error")]
    pub fn to_vec(&self) -> Vec<T> {
        self.try_to_vec().unwrap_or_else(|e| panic!("systole: {e}"))
    }

    /// [`Array::to_vec`], with the error of copying the array from its device, or of
    /// allocating the vector.
    pub fn try_to_vec(&self) -> Result<Vec<T>, Error> {
        T::zip(self.try_as_slices()?, self.len(), &describe::<T>(&self.shape))
    }

    /// All elements in row-major order, as a vector. An array of scalars that is the only
    /// holder of its host storage gives that storage back without copying (the vector
    /// [`Array::from_vec`] took, or the memory a backend computed the array in); otherwise
    /// the elements are copied as [`Array::to_vec`] does.
    ///
    /// # Panics
    ///
    /// Where [`Array::get`] does: [`Array::try_into_vec`] returns the error instead.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let values = vec![1i64, 2, 3, 4];
    /// let at = values.as_ptr();
    /// let a = Array::from_vec([2, 2], values)?;
    /// let back = a.into_vec();
    /// assert_eq!(back, [1, 2, 3, 4]);
    /// assert_eq!(back.as_ptr(), at, "no copy");
    /// # Ok::<(), Error>(())
    /// ```
    #[track_caller]
    #[expect(clippy::panic, reason = "documented panic; Array::try_into_vec returns the error")]
    pub fn into_vec(self) -> Vec<T> {
        self.try_into_vec().unwrap_or_else(|e| panic!("systole: {e}"))
    }

    /// [`Array::into_vec`], with the error of copying the array from its device, or of
    /// allocating the vector.
    pub fn try_into_vec(self) -> Result<Vec<T>, Error> {
        let (len, what) = (self.len(), describe::<T>(&self.shape));
        T::into_zipped(self.try_into_vecs()?, len, &what)
    }

    /// The storage, one vector per scalar leaf ([`Elt::Vecs`]), the inverse of
    /// [`Array::from_vecs`]: moved out without copying when this array is the only holder
    /// of its host storage, copied otherwise.
    ///
    /// # Panics
    ///
    /// Where [`Array::get`] does: [`Array::try_into_vecs`] returns the error instead.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let a = Array::from_vec([3], vec![(1u8, true), (2, false), (3, true)])?;
    /// let (counts, flags) = a.into_vecs();
    /// assert_eq!(counts, [1, 2, 3]);
    /// assert_eq!(flags, [true, false, true]);
    /// # Ok::<(), Error>(())
    /// ```
    #[track_caller]
    #[expect(clippy::panic, reason = "documented panic; Array::try_into_vecs returns the error")]
    pub fn into_vecs(self) -> T::Vecs {
        self.try_into_vecs().unwrap_or_else(|e| panic!("systole: {e}"))
    }

    /// [`Array::into_vecs`], with the error of copying the array from its device, or of
    /// allocating the vectors.
    pub fn try_into_vecs(self) -> Result<T::Vecs, Error> {
        let what = describe::<T>(&self.shape);
        let data = match Arc::try_unwrap(self.data) {
            Ok(data) => data,
            Err(shared) => return T::copy_slices(Self::slices_of(&shared)?, &what),
        };
        data.try_buffers()?;
        match data.try_into_buffers() {
            Ok(buffers) => T::from_buffers(&mut buffers.into_iter()).ok_or_else(storage_mismatch),
            Err(shared) => T::copy_slices(Self::slices_of(&shared)?, &what),
        }
    }

    fn slices_of(data: &ArrayData) -> Result<T::Slices<'_>, Error> {
        T::slices(&mut data.try_buffers()?.iter()).ok_or_else(storage_mismatch)
    }

    /// The untyped storage.
    pub fn data(&self) -> &Arc<ArrayData> {
        &self.data
    }
}

impl<T: ScalarElt, const D: usize> Array<T, D> {
    /// The elements in row-major order, without copying (scalar element types only; use
    /// [`Array::as_slices`] for tuples).
    ///
    /// # Panics
    ///
    /// Where [`Array::get`] does: [`Array::try_as_slice`] returns the error instead.
    #[track_caller]
    #[expect(clippy::panic, reason = "documented panic; Array::try_as_slice returns the error")]
    pub fn as_slice(&self) -> &[T] {
        self.try_as_slice().unwrap_or_else(|e| panic!("systole: {e}"))
    }

    /// [`Array::as_slice`], with the error of copying the array from its device.
    pub fn try_as_slice(&self) -> Result<&[T], Error> {
        self.data.try_buffers()?.first().and_then(T::slice).ok_or_else(storage_mismatch)
    }

    /// The elements in row-major order, writable in place.
    ///
    /// Arrays share their storage when cloned, reshaped or embedded in a program
    /// ([`crate::use_array`]); writing through this slice changes this array only: storage
    /// that another array or program also holds is copied first (copy on write, as
    /// [`Arc::make_mut`]), and a copy of the array on a device is forgotten (the next run
    /// uploads the new values).
    ///
    /// # Panics
    ///
    /// Where [`Array::get`] does, and when the copy does not fit in memory:
    /// [`Array::try_as_mut_slice`] returns the error instead.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let mut a = Array::from_vec([2, 2], vec![1.0f32, 2.0, 3.0, 4.0])?;
    /// let before = a.clone();
    /// a.as_mut_slice()[3] = 40.0;
    /// assert_eq!(a.to_vec(), [1.0, 2.0, 3.0, 40.0]);
    /// assert_eq!(before.to_vec(), [1.0, 2.0, 3.0, 4.0], "the clone keeps its values");
    /// # Ok::<(), Error>(())
    /// ```
    #[track_caller]
    #[expect(clippy::panic, reason = "documented panic; Array::try_as_mut_slice returns the error")]
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        self.try_as_mut_slice().unwrap_or_else(|e| panic!("systole: {e}"))
    }

    /// [`Array::as_mut_slice`], with the error of copying the array from its device or of
    /// copying shared storage.
    pub fn try_as_mut_slice(&mut self) -> Result<&mut [T], Error> {
        let what = describe::<T>(&self.shape);
        let buffers = Arc::make_mut(&mut self.data).try_buffers_mut(&what)?;
        buffers.first_mut().and_then(T::slice_mut).ok_or_else(storage_mismatch)
    }
}

/// What an array of `shape` of `T`s is called in an out-of-memory error.
fn describe<T: Elt>(shape: &[usize]) -> String {
    format!("an array of shape {shape:?} of {}", T::ty())
}

/// [`Error::LengthMismatch`] unless `len` is the number of elements of `shape`.
fn check_length(shape: &[usize], len: usize) -> Result<(), Error> {
    let expected = shape_size(shape)?;
    if len != expected {
        return Err(Error::LengthMismatch { shape: shape.to_vec(), expected, actual: len });
    }
    Ok(())
}

/// Typed storage that does not match its array's element type: a bug in systole.
fn storage_mismatch() -> Error {
    Error::internal("an array's storage does not match its type")
}

impl<T: Elt> Array<T, 0> {
    /// A rank-0 array holding `value`.
    #[expect(
        clippy::expect_used,
        reason = "from_vec fails on a length mismatch, a shape too large or one out of memory; \
                  a rank-0 shape has one element, of a few bytes"
    )]
    pub fn scalar(value: T) -> Self {
        Self::from_vec([], vec![value]).expect("one value for a rank-0 array")
    }

    /// The single element of a rank-0 array.
    ///
    /// # Panics
    ///
    /// Where [`Array::get`] does: [`Array::try_value`] returns the error instead.
    #[track_caller]
    #[expect(clippy::panic, reason = "documented panic; Array::try_value returns the error")]
    pub fn value(&self) -> T {
        self.try_value().unwrap_or_else(|e| panic!("systole: {e}"))
    }

    /// [`Array::value`], with the error of copying the array from its device.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// assert_eq!(Array::scalar(7u8).try_value()?, 7);
    /// # Ok::<(), Error>(())
    /// ```
    pub fn try_value(&self) -> Result<T, Error> {
        Ok(T::read(self.try_as_slices()?, 0))
    }
}

impl<T: Elt, const D: usize> PartialEq for Array<T, D> {
    fn eq(&self, other: &Self) -> bool {
        self.shape == other.shape && self.as_slices() == other.as_slices()
    }
}

impl<T: Elt, const D: usize> fmt::Debug for Array<T, D> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Array").field("shape", &self.shape).field("values", &self.to_vec()).finish()
    }
}

/// The type of a program's result or of a group of arrays: one array or a tuple of arrays.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ArraysType {
    /// One array of rank `rank` with elements of type `elt`.
    Array {
        /// The element type.
        elt: Type,
        /// The rank.
        rank: usize,
    },
    /// A tuple of arrays.
    Tuple(Vec<ArraysType>),
}

impl fmt::Display for ArraysType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArraysType::Array { elt, rank } => write!(f, "Array{rank} {elt}"),
            ArraysType::Tuple(ts) => {
                f.write_str("(")?;
                for (i, t) in ts.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{t}")?;
                }
                f.write_str(")")
            }
        }
    }
}

/// A value of an [`ArraysType`]: one array or a tuple of them.
#[derive(Clone, Debug, PartialEq)]
pub enum ArraysValue {
    /// One array.
    Array(Arc<ArrayData>),
    /// A tuple of arrays.
    Tuple(Vec<ArraysValue>),
}

impl ArraysValue {
    /// The array, if this is one array.
    pub fn as_array(&self) -> Option<&Arc<ArrayData>> {
        match self {
            ArraysValue::Array(a) => Some(a),
            ArraysValue::Tuple(_) => None,
        }
    }

    /// The type of the value.
    pub fn ty(&self) -> ArraysType {
        match self {
            ArraysValue::Array(a) => ArraysType::Array { elt: a.elt().clone(), rank: a.shape().len() },
            ArraysValue::Tuple(vs) => ArraysType::Tuple(vs.iter().map(ArraysValue::ty).collect()),
        }
    }
}

/// Host values a program can take and return: an [`Array`] or a tuple of up to eight
/// `Arrays`.
pub trait Arrays: Clone + Sized + 'static {
    /// The IR type.
    fn arrays_type() -> ArraysType;
    /// Converts to the untyped form.
    fn to_arrays_value(&self) -> ArraysValue;
    /// Converts back from the untyped form; an error if the value has another type.
    fn from_arrays_value(v: ArraysValue) -> Result<Self, Error>;
}

impl<T: Elt, const D: usize> Arrays for Array<T, D> {
    fn arrays_type() -> ArraysType {
        ArraysType::Array { elt: T::ty(), rank: D }
    }
    fn to_arrays_value(&self) -> ArraysValue {
        ArraysValue::Array(self.data.clone())
    }
    fn from_arrays_value(v: ArraysValue) -> Result<Self, Error> {
        match v {
            ArraysValue::Array(a) => Array::from_data(a),
            other => Err(Error::TypeMismatch {
                expected: Self::arrays_type().to_string(),
                found: other.ty().to_string(),
            }),
        }
    }
}

macro_rules! impl_arrays_tuple {
    ($($name:ident $idx:tt),+) => {
        impl<$($name: Arrays),+> Arrays for ($($name,)+) {
            fn arrays_type() -> ArraysType {
                ArraysType::Tuple(vec![$($name::arrays_type()),+])
            }
            fn to_arrays_value(&self) -> ArraysValue {
                ArraysValue::Tuple(vec![$(self.$idx.to_arrays_value()),+])
            }
            fn from_arrays_value(v: ArraysValue) -> Result<Self, Error> {
                match v {
                    ArraysValue::Tuple(vs) if vs.len() == [$($idx),+].len() => {
                        let mut it = vs.into_iter();
                        Ok(($($name::from_arrays_value(it.next().expect(stringify!($idx)))?,)+))
                    }
                    other => Err(Error::TypeMismatch {
                        expected: Self::arrays_type().to_string(),
                        found: other.ty().to_string(),
                    }),
                }
            }
        }
    };
}

impl_arrays_tuple!(A 0, B 1);
impl_arrays_tuple!(A 0, B 1, C 2);
impl_arrays_tuple!(A 0, B 1, C 2, D 3);
impl_arrays_tuple!(A 0, B 1, C 2, D 3, E 4);
impl_arrays_tuple!(A 0, B 1, C 2, D 3, E 4, F 5);
impl_arrays_tuple!(A 0, B 1, C 2, D 3, E 4, F 5, G 6);
impl_arrays_tuple!(A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7);

#[cfg(test)]
mod tests {
    use super::*;

    /// A device that lost what it computed.
    #[derive(Debug)]
    struct Lost;

    impl DeviceArray for Lost {
        fn download(&self, _: &Type, _: usize) -> Result<Vec<Buffer>, Error> {
            Err(Error::Backend { backend: "gpu", message: "the device was lost".into() })
        }
        fn as_any(&self) -> &dyn std::any::Any {
            self
        }
    }

    #[test]
    fn reading_an_array_its_device_lost_is_an_error_or_a_documented_panic() {
        let data = ArrayData::on_device(vec![2, 3], Type::Scalar(ScalarType::F32), Arc::new(Lost)).unwrap();
        let lost = Array::<f32, 2>::from_parts([2, 3], data);
        assert!(matches!(lost.try_to_vec(), Err(Error::Backend { .. })));
        assert!(matches!(lost.try_get([0, 0]), Err(Error::Backend { .. })));
        let data = ArrayData::on_device(vec![], Type::Scalar(ScalarType::F32), Arc::new(Lost)).unwrap();
        let lost_value = Array::<f32, 0>::from_parts([], data);
        assert!(matches!(lost_value.try_value(), Err(Error::Backend { .. })));
        let panic =
            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| lost_value.value())).unwrap_err();
        assert!(panic.downcast_ref::<String>().unwrap().contains("the device was lost"));
        assert!(lost.data().try_buffers().is_err());
        let panic = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| lost.to_vec())).unwrap_err();
        let message = panic.downcast_ref::<String>().unwrap();
        assert!(message.contains("the device was lost"), "{message}");
        // the host arrays' forms agree with the panicking ones
        let fine = Array::from_vec([2], vec![1.5f32, 2.5]).unwrap();
        assert_eq!(fine.try_to_vec().unwrap(), fine.to_vec());
        assert_eq!((fine.try_get([1]).unwrap(), fine.try_get([2]).unwrap()), (Some(2.5), None));
    }

    /// A device that holds a copy of the buffers it was given.
    #[derive(Debug)]
    struct Held(Vec<Buffer>);

    impl DeviceArray for Held {
        fn download(&self, _: &Type, _: usize) -> Result<Vec<Buffer>, Error> {
            Ok(self.0.clone())
        }
        fn as_any(&self) -> &dyn std::any::Any {
            self
        }
    }

    #[test]
    fn vectors_move_in_and_out_of_arrays_without_a_copy() {
        let values: Vec<u32> = (0..1000).collect();
        let at = values.as_ptr();
        let a = Array::from_vec([10, 100], values).unwrap();
        assert_eq!(a.as_slice().as_ptr(), at);
        assert_eq!(a.get([3, 7]), Some(307));
        assert_eq!((a.get([10, 0]), a.get([0, 100])), (None, None));
        let back = a.into_vec();
        assert_eq!((back.as_ptr(), back.len(), back[999]), (at, 1000, 999));
        // tuples: one vector per component, moved too
        let (xs, flags) = (vec![1.5f64, 2.5], vec![true, false]);
        let (at_x, at_f) = (xs.as_ptr(), flags.as_ptr());
        let pairs = Array::<(f64, bool), 1>::from_vecs([2], (xs, flags)).unwrap();
        assert_eq!(pairs.to_vec(), [(1.5, true), (2.5, false)]);
        let (xs, flags) = pairs.into_vecs();
        assert_eq!((xs.as_ptr(), flags.as_ptr()), (at_x, at_f));
        // nested tuples nest their vectors
        let nested = Array::<((u8, i16), f32), 1>::from_vecs([1], ((vec![1], vec![-2]), vec![3.0])).unwrap();
        assert_eq!(nested.get([0]), Some(((1, -2), 3.0)));
        assert_eq!(nested.into_vec(), [((1, -2), 3.0)]);
    }

    #[test]
    fn shared_storage_is_copied_not_taken() {
        let a = Array::from_vec([4], vec![1i8, 2, 3, 4]).unwrap();
        let at = a.as_slice().as_ptr();
        let clone = a.clone();
        let copied = a.into_vec();
        assert_ne!(copied.as_ptr(), at, "the clone still holds the storage");
        assert_eq!(copied, clone.to_vec());
        // a view under another shape shares the host buffers
        let view = ArrayData::reshaped(clone.data(), vec![2, 2]).unwrap();
        let copied = clone.into_vec();
        assert_ne!(copied.as_ptr(), at);
        assert_eq!(view.values().len(), 4);
        // the tuple form too
        let pairs = Array::from_vec([2], vec![(1u8, 2u16), (3, 4)]).unwrap();
        let kept = pairs.clone();
        assert_eq!(pairs.into_vecs(), (vec![1, 3], vec![2, 4]));
        assert_eq!(kept.as_slices(), (&[1u8, 3][..], &[2u16, 4][..]));
    }

    #[test]
    fn views_and_clones_share_one_device_copy() {
        // a view made before the upload (as each run's `flatten` of an input is) finds the
        // copy uploaded for another view, and so does the array itself
        let a = ArrayData::new(vec![2, 2], f32::ty(), vec![Buffer::F32(vec![1.0, 2.0, 3.0, 4.0])]).unwrap();
        let (early, clone) = (a.reshaped(vec![4]).unwrap(), a.clone());
        let copy: Arc<dyn DeviceArray> = Arc::new(Held(vec![Buffer::F32(vec![1.0, 2.0, 3.0, 4.0])]));
        early.remember_device_copy(copy.clone());
        let late = a.reshaped(vec![1, 4]).unwrap();
        for (name, d) in [("the array", &a), ("its clone", &clone), ("a later view", &late)] {
            let kept = d.device_copy().unwrap_or_else(|| panic!("{name} has no device copy"));
            assert!(Arc::ptr_eq(kept, &copy), "{name}");
        }
        // writing forgets it for the writer only: the others' elements are unchanged
        let mut written = Array::<f32, 2>::from_parts([2, 2], a);
        written.as_mut_slice()[0] = 5.0;
        assert!(written.data().device_copy().is_none());
        assert!(early.device_copy().is_some() && clone.device_copy().is_some());
    }

    #[test]
    fn writing_in_place_copies_shared_storage_and_forgets_the_device_copy() {
        let mut a = Array::from_vec([3], vec![1.0f32, 2.0, 3.0]).unwrap();
        let at = a.as_slice().as_ptr();
        a.as_mut_slice()[0] = 10.0;
        assert_eq!(a.as_slice().as_ptr(), at, "the only holder writes in place");
        let b = a.clone();
        a.as_mut_slice()[1] = 20.0;
        assert_ne!(a.as_slice().as_ptr(), at);
        assert_eq!((a.to_vec(), b.to_vec()), (vec![10.0, 20.0, 3.0], vec![10.0, 2.0, 3.0]));
        // a device copy would hold the old values: it is forgotten
        a.data().remember_device_copy(Arc::new(Held(vec![Buffer::F32(vec![10.0, 20.0, 3.0])])));
        assert!(a.data().device_copy().is_some());
        a.as_mut_slice()[2] = 30.0;
        assert!(a.data().device_copy().is_none());
        assert_eq!(a.to_vec(), [10.0, 20.0, 30.0]);
        // an array on a device only is copied to the host first
        let data = ArrayData::on_device(
            vec![2],
            Type::Scalar(ScalarType::I32),
            Arc::new(Held(vec![Buffer::I32(vec![5, 6])])),
        )
        .unwrap();
        let mut d = Array::<i32, 1>::from_parts([2], data);
        d.as_mut_slice()[1] = 7;
        assert_eq!((d.to_vec(), d.data().device_copy().is_none()), (vec![5, 7], true));
        let device_only = ArrayData::on_device(
            vec![1],
            Type::Scalar(ScalarType::U64),
            Arc::new(Held(vec![Buffer::U64(vec![9])])),
        )
        .unwrap();
        assert_eq!(Array::<u64, 1>::from_parts([1], device_only).into_vec(), [9]);
        let mut lost = Array::<f32, 1>::from_parts(
            [1],
            ArrayData::on_device(vec![1], f32::ty(), Arc::new(Lost)).unwrap(),
        );
        assert!(matches!(lost.try_as_mut_slice(), Err(Error::Backend { .. })));
        assert!(matches!(lost.clone().try_into_vec(), Err(Error::Backend { .. })));
        assert!(matches!(lost.try_as_slice(), Err(Error::Backend { .. })));
    }

    #[test]
    fn slices_are_copied_and_lengths_checked() {
        let rows = [[1u16, 2], [3, 4], [5, 6]];
        let a = Array::from_slice([3, 2], rows.as_flattened()).unwrap();
        assert_eq!(a.to_vec(), [1, 2, 3, 4, 5, 6]);
        assert_ne!(a.as_slice().as_ptr(), rows.as_flattened().as_ptr());
        let err = Array::from_slice([2, 2], &[1u16; 3]).unwrap_err();
        assert_eq!(err, Error::LengthMismatch { shape: vec![2, 2], expected: 4, actual: 3 });
        let pairs = Array::from_slice([2], &[(1i64, 0.5f32), (2, 1.5)]).unwrap();
        assert_eq!(pairs.as_slices(), (&[1i64, 2][..], &[0.5f32, 1.5][..]));
        assert!(matches!(
            Array::<(u8, u8), 1>::from_vecs([2], (vec![1, 2], vec![3])),
            Err(Error::LengthMismatch { expected: 2, actual: 1, .. })
        ));
        // a buffer a dropped array left behind is reused, whatever it held
        let len = (1 << 20) + 54_321;
        let big: Vec<u16> = (0..len).map(|i| i as u16).collect();
        drop(Array::from_slice([len], &big).unwrap());
        let again = Array::from_slice([len], &big).unwrap();
        assert!(again.as_slice() == big.as_slice());
        let filled = Array::filled([len], 7u16);
        assert!(filled.as_slice().iter().all(|&x| x == 7));
    }

    #[test]
    fn a_dropped_array_leaves_its_large_buffers_to_the_cache_once_no_view_holds_them() {
        // a length no other test uses (the cache is process-wide)
        let len = (1 << 20) + 12_345;
        let data = ArrayData::new(
            vec![len],
            Type::Scalar(ScalarType::I32),
            vec![Buffer::try_zeroed(ScalarType::I32, len, "a test").unwrap()],
        )
        .unwrap();
        let view = data.reshaped(vec![1, len]).unwrap();
        drop(data);
        assert!(BufferCache::take(ScalarType::I32, len).is_none(), "the view still holds the storage");
        assert_eq!(view.shape(), [1, len]);
        drop(view);
        assert_eq!(BufferCache::take(ScalarType::I32, len).map(|b| b.len()), Some(len));
        // small buffers are not kept
        drop(ArrayData::new(
            vec![7],
            Type::Scalar(ScalarType::I32),
            vec![Buffer::try_zeroed(ScalarType::I32, 7, "a test").unwrap()],
        ));
        assert!(BufferCache::take(ScalarType::I32, 7).is_none());
    }

    #[test]
    fn tuple_arrays_are_stored_as_struct_of_arrays() {
        let a = Array::from_vec([3], vec![(1.0f32, 1i32), (2.0, 2), (3.0, 3)]).unwrap();
        let bufs = a.data().buffers();
        assert_eq!(bufs.len(), 2);
        assert_eq!(bufs[0], Buffer::F32(vec![1.0, 2.0, 3.0]));
        assert_eq!(bufs[1], Buffer::I32(vec![1, 2, 3]));
        assert_eq!(a.to_vec()[1], (2.0, 2));
    }

    #[test]
    fn linear_indices_are_row_major_and_checked() {
        assert_eq!(linear_index(&[2, 3], &[1, 2]), Some(5));
        assert_eq!(linear_index(&[2, 3], &[1, 3]), None);
        assert_eq!(linear_index(&[2, 3], &[-1, 0]), None);
        assert_eq!(linear_index(&[], &[]), Some(0));
        assert_eq!(unlinear_index(&[2, 3], 5), vec![1, 2]);
    }

    #[test]
    fn empty_and_rank_zero_arrays() {
        let e = Array::<f64, 2>::from_vec([0, 4], vec![]).unwrap();
        assert!(e.is_empty());
        assert_eq!(e.shape(), [0, 4]);
        let s = Array::scalar(7u16);
        assert_eq!(s.value(), 7);
        assert_eq!(s.shape(), []);
    }

    #[test]
    fn host_arrays_too_large_for_memory_are_errors() {
        let err = Array::try_filled([1 << 40], 1.0f32).unwrap_err();
        assert_eq!(
            err,
            Error::OutOfMemory { bytes: 1 << 42, what: "an array of shape [1099511627776] of f32".into() }
        );
        // tuples: one buffer per leaf, each checked
        assert!(matches!(Array::try_filled([1 << 40], (1u8, 2.0f64)), Err(Error::OutOfMemory { .. })));
        let calls = std::cell::Cell::new(0);
        let err = Array::try_from_fn([1 << 33, 1 << 33], |_| {
            calls.set(calls.get() + 1);
            0i32
        })
        .unwrap_err();
        assert_eq!(err, Error::ShapeTooLarge { shape: vec![1 << 33, 1 << 33] });
        assert!(matches!(Array::<i8, 1>::try_from_fn([1 << 62], |_| 0), Err(Error::OutOfMemory { .. })));
        assert_eq!(calls.get(), 0, "the function is not called before the check");
        // the panicking forms say why
        let panic = std::panic::catch_unwind(|| Array::filled([1 << 40], 0u32)).unwrap_err();
        let message = panic.downcast_ref::<String>().unwrap();
        assert!(
            message.starts_with("Array::filled: out of memory: cannot allocate 4398046511104 bytes"),
            "{message}"
        );
    }

    #[test]
    fn from_fn_visits_every_index_in_row_major_order() {
        let a = Array::from_fn([2, 3, 2], |[i, j, k]| (i * 100 + j * 10 + k) as i32);
        let want: Vec<i32> = (0..2)
            .flat_map(|i| (0..3).flat_map(move |j| (0..2).map(move |k| i * 100 + j * 10 + k)))
            .collect();
        assert_eq!(a.to_vec(), want);
        assert_eq!(Array::from_fn([], |[]| 5u8).to_vec(), vec![5]);
        assert!(Array::from_fn([3, 0], |[i, j]| (i + j) as i64).is_empty());
    }

    #[test]
    fn wrong_type_is_an_error_not_a_panic() {
        let a = Array::from_vec([2], vec![1i32, 2]).unwrap();
        let err = Array::<f32, 1>::from_arrays_value(a.to_arrays_value()).unwrap_err();
        assert!(err.to_string().contains("Array1 f32"), "{err}");
    }

    #[test]
    fn storage_of_the_wrong_type_or_place_is_an_error_not_a_panic() {
        let mut b = Buffer::try_with_capacity(ScalarType::I32, 2, "a test").unwrap();
        b.push(Scalar::I32(1)).unwrap();
        assert_eq!(
            b.push(Scalar::F64(2.0)),
            Err(Error::TypeMismatch { expected: "i32".into(), found: "f64".into() })
        );
        assert_eq!(b.set(0, Scalar::I32(5)), Ok(()));
        assert!(matches!(b.set(0, Scalar::Bool(true)), Err(Error::TypeMismatch { .. })));
        assert_eq!(
            b.set(1, Scalar::I32(6)),
            Err(Error::IndexOutOfBounds { operation: "Buffer::set", index: vec![1], shape: vec![1] })
        );
        assert_eq!(b, Buffer::I32(vec![5]));
        // values that are not of the element type
        let i32_ = Type::Scalar(ScalarType::I32);
        let pair = Value::Tuple(vec![Value::Scalar(Scalar::I32(1)), Value::Scalar(Scalar::I32(2))]);
        let err = ArrayData::from_values(vec![1], i32_.clone(), &[pair]).unwrap_err();
        assert!(matches!(err, Error::TypeMismatch { .. }), "{err}");
        let err = ArrayData::from_values(vec![1], i32_.clone(), &[Value::Scalar(Scalar::U8(1))]).unwrap_err();
        assert!(matches!(err, Error::TypeMismatch { .. }), "{err}");
        let err =
            ArrayData::from_values(vec![2], i32_.clone(), &[Value::Scalar(Scalar::I32(1))]).unwrap_err();
        assert!(matches!(err, Error::LengthMismatch { .. }), "{err}");
        let fine = ArrayData::from_values(vec![1], i32_, &[Value::Scalar(Scalar::I32(3))]).unwrap();
        assert_eq!(fine.values(), vec![Value::Scalar(Scalar::I32(3))]);
    }
}
