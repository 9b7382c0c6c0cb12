//! Element types: what an array can hold and what a scalar expression computes.
//!
//! Every array element is a *scalar* ([`ScalarType`]: `bool`, `i8`..`i64`, `u8`..`u64`,
//! `f32`, `f64`) or a *tuple* of elements ([`Type::Tuple`]). Arrays of tuples are stored as
//! a struct of arrays: one buffer per scalar leaf, in left-to-right order (see
//! [`Type::leaves`]).
//!
//! The Rust side of an element type is the [`Elt`] trait; it is sealed, implemented for the
//! scalars and for tuples of up to eight elements. [`Num`], [`Int`] and [`Float`] classify
//! the scalars for the operations that only make sense on some of them.

use std::fmt;

use crate::array::{Buffer, BufferCache};
use crate::error::Error;
use crate::memory::try_vec;

/// The scalar types, the leaves of every element type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ScalarType {
    /// `bool`
    Bool,
    /// `i8`
    I8,
    /// `i16`
    I16,
    /// `i32`
    I32,
    /// `i64`
    I64,
    /// `u8`
    U8,
    /// `u16`
    U16,
    /// `u32`
    U32,
    /// `u64`
    U64,
    /// `f32`
    F32,
    /// `f64`
    F64,
}

impl ScalarType {
    /// All scalar types, in declaration order.
    pub const ALL: [ScalarType; 11] = [
        ScalarType::Bool,
        ScalarType::I8,
        ScalarType::I16,
        ScalarType::I32,
        ScalarType::I64,
        ScalarType::U8,
        ScalarType::U16,
        ScalarType::U32,
        ScalarType::U64,
        ScalarType::F32,
        ScalarType::F64,
    ];

    /// `f32` or `f64`.
    pub fn is_float(self) -> bool {
        matches!(self, ScalarType::F32 | ScalarType::F64)
    }

    /// A signed or unsigned integer type (not `bool`).
    pub fn is_int(self) -> bool {
        !self.is_float() && self != ScalarType::Bool
    }

    /// A signed integer type.
    pub fn is_signed_int(self) -> bool {
        matches!(self, ScalarType::I8 | ScalarType::I16 | ScalarType::I32 | ScalarType::I64)
    }

    /// Size of one value in bytes (`bool` is stored in one byte).
    pub fn size_bytes(self) -> usize {
        match self {
            ScalarType::Bool | ScalarType::I8 | ScalarType::U8 => 1,
            ScalarType::I16 | ScalarType::U16 => 2,
            ScalarType::I32 | ScalarType::U32 | ScalarType::F32 => 4,
            ScalarType::I64 | ScalarType::U64 | ScalarType::F64 => 8,
        }
    }

    /// The Rust name of the type (`"f32"`).
    pub fn name(self) -> &'static str {
        match self {
            ScalarType::Bool => "bool",
            ScalarType::I8 => "i8",
            ScalarType::I16 => "i16",
            ScalarType::I32 => "i32",
            ScalarType::I64 => "i64",
            ScalarType::U8 => "u8",
            ScalarType::U16 => "u16",
            ScalarType::U32 => "u32",
            ScalarType::U64 => "u64",
            ScalarType::F32 => "f32",
            ScalarType::F64 => "f64",
        }
    }
}

impl fmt::Display for ScalarType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The type of an element or of a scalar expression: a scalar or a tuple of types.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    /// One scalar.
    Scalar(ScalarType),
    /// A tuple; the empty tuple is the index type of rank-0 arrays.
    Tuple(Vec<Type>),
}

impl Type {
    /// The type of an index (or shape) of rank `rank`: a tuple of `rank` `i64`s.
    pub fn index(rank: usize) -> Type {
        Type::Tuple(vec![Type::Scalar(ScalarType::I64); rank])
    }

    /// The scalar leaves in storage order (left to right, depth first).
    pub fn leaves(&self) -> Vec<ScalarType> {
        let mut out = Vec::new();
        self.push_leaves(&mut out);
        out
    }

    fn push_leaves(&self, out: &mut Vec<ScalarType>) {
        match self {
            Type::Scalar(s) => out.push(*s),
            Type::Tuple(ts) => ts.iter().for_each(|t| t.push_leaves(out)),
        }
    }

    /// The number of scalar leaves.
    pub fn leaf_count(&self) -> usize {
        match self {
            Type::Scalar(_) => 1,
            Type::Tuple(ts) => ts.iter().map(Type::leaf_count).sum(),
        }
    }

    /// The scalar type, if this is a scalar.
    pub fn as_scalar(&self) -> Option<ScalarType> {
        match self {
            Type::Scalar(s) => Some(*s),
            Type::Tuple(_) => None,
        }
    }

    /// The components, if this is a tuple.
    pub fn as_tuple(&self) -> Option<&[Type]> {
        match self {
            Type::Tuple(ts) => Some(ts),
            Type::Scalar(_) => None,
        }
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Scalar(s) => write!(f, "{s}"),
            Type::Tuple(ts) => {
                f.write_str("(")?;
                for (i, t) in ts.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{t}")?;
                }
                if ts.len() == 1 {
                    f.write_str(",")?;
                }
                f.write_str(")")
            }
        }
    }
}

/// One scalar value, tagged with its type.
#[derive(Clone, Copy, Debug, PartialEq)]
#[allow(missing_docs)]
pub enum Scalar {
    Bool(bool),
    I8(i8),
    I16(i16),
    I32(i32),
    I64(i64),
    U8(u8),
    U16(u16),
    U32(u32),
    U64(u64),
    F32(f32),
    F64(f64),
}

/// Applies `$body` to the payload of a [`Scalar`] whatever its type, binding it to `$x`.
#[macro_export]
#[doc(hidden)]
macro_rules! with_scalar {
    ($s:expr, $x:ident => $body:expr) => {
        match $s {
            $crate::elt::Scalar::Bool($x) => $body,
            $crate::elt::Scalar::I8($x) => $body,
            $crate::elt::Scalar::I16($x) => $body,
            $crate::elt::Scalar::I32($x) => $body,
            $crate::elt::Scalar::I64($x) => $body,
            $crate::elt::Scalar::U8($x) => $body,
            $crate::elt::Scalar::U16($x) => $body,
            $crate::elt::Scalar::U32($x) => $body,
            $crate::elt::Scalar::U64($x) => $body,
            $crate::elt::Scalar::F32($x) => $body,
            $crate::elt::Scalar::F64($x) => $body,
        }
    };
}

/// Like [`with_scalar!`], with a `bool` seen as the `u8` 0 or 1 (for numeric conversions).
macro_rules! with_number {
    ($s:expr, $x:ident => $body:expr) => {
        match $s {
            Scalar::Bool(b) => {
                let $x = b as u8;
                $body
            }
            Scalar::I8($x) => $body,
            Scalar::I16($x) => $body,
            Scalar::I32($x) => $body,
            Scalar::I64($x) => $body,
            Scalar::U8($x) => $body,
            Scalar::U16($x) => $body,
            Scalar::U32($x) => $body,
            Scalar::U64($x) => $body,
            Scalar::F32($x) => $body,
            Scalar::F64($x) => $body,
        }
    };
}

impl Scalar {
    /// The type of the value.
    pub fn ty(&self) -> ScalarType {
        match self {
            Scalar::Bool(_) => ScalarType::Bool,
            Scalar::I8(_) => ScalarType::I8,
            Scalar::I16(_) => ScalarType::I16,
            Scalar::I32(_) => ScalarType::I32,
            Scalar::I64(_) => ScalarType::I64,
            Scalar::U8(_) => ScalarType::U8,
            Scalar::U16(_) => ScalarType::U16,
            Scalar::U32(_) => ScalarType::U32,
            Scalar::U64(_) => ScalarType::U64,
            Scalar::F32(_) => ScalarType::F32,
            Scalar::F64(_) => ScalarType::F64,
        }
    }

    /// The zero of a type (`false` for `bool`).
    pub fn zero(ty: ScalarType) -> Scalar {
        Scalar::from_i64(ty, 0)
    }

    /// Converts an `i64` to a scalar of type `ty` with Rust's `as` semantics.
    pub fn from_i64(ty: ScalarType, v: i64) -> Scalar {
        match ty {
            ScalarType::Bool => Scalar::Bool(v != 0),
            ScalarType::I8 => Scalar::I8(v as i8),
            ScalarType::I16 => Scalar::I16(v as i16),
            ScalarType::I32 => Scalar::I32(v as i32),
            ScalarType::I64 => Scalar::I64(v),
            ScalarType::U8 => Scalar::U8(v as u8),
            ScalarType::U16 => Scalar::U16(v as u16),
            ScalarType::U32 => Scalar::U32(v as u32),
            ScalarType::U64 => Scalar::U64(v as u64),
            ScalarType::F32 => Scalar::F32(v as f32),
            ScalarType::F64 => Scalar::F64(v as f64),
        }
    }

    /// The value as an `i64` (`as` semantics; floats truncate and saturate).
    pub fn to_i64(self) -> i64 {
        with_number!(self, x => x as i64)
    }

    /// The value as an `f64` (`as` semantics).
    pub fn to_f64(self) -> f64 {
        with_number!(self, x => x as f64)
    }

    /// Converts to type `ty` with Rust's `as` semantics: integers wrap, float to integer
    /// truncates toward zero and saturates (NaN becomes 0), `bool` is 0 or 1 and a number
    /// converts to `bool` as `x != 0`.
    pub fn cast(self, ty: ScalarType) -> Scalar {
        macro_rules! conv {
            ($x:expr) => {
                match ty {
                    ScalarType::Bool => Scalar::Bool($x != 0 as _),
                    ScalarType::I8 => Scalar::I8($x as i8),
                    ScalarType::I16 => Scalar::I16($x as i16),
                    ScalarType::I32 => Scalar::I32($x as i32),
                    ScalarType::I64 => Scalar::I64($x as i64),
                    ScalarType::U8 => Scalar::U8($x as u8),
                    ScalarType::U16 => Scalar::U16($x as u16),
                    ScalarType::U32 => Scalar::U32($x as u32),
                    ScalarType::U64 => Scalar::U64($x as u64),
                    ScalarType::F32 => Scalar::F32($x as f32),
                    ScalarType::F64 => Scalar::F64($x as f64),
                }
            };
        }
        with_number!(self, x => conv!(x))
    }

    /// The same bits read as type `ty` (Rust's `f32::to_bits`, `f32::from_bits` and the
    /// `as` between integers of one width): `None` when `ty` has another width or either
    /// type is `bool`.
    pub fn bitcast(self, ty: ScalarType) -> Option<Scalar> {
        if self.ty() == ScalarType::Bool
            || ty == ScalarType::Bool
            || self.ty().size_bytes() != ty.size_bytes()
        {
            return None;
        }
        let bits = match self {
            Scalar::F32(x) => u64::from(x.to_bits()),
            Scalar::F64(x) => x.to_bits(),
            other => other.to_i64() as u64,
        };
        Some(match ty {
            ScalarType::F32 => Scalar::F32(f32::from_bits(bits as u32)),
            ScalarType::F64 => Scalar::F64(f64::from_bits(bits)),
            int => Scalar::from_i64(int, bits as i64),
        })
    }
}

impl fmt::Display for Scalar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Scalar::F32(x) => fmt_float(f, *x as f64, x.to_string()),
            Scalar::F64(x) => fmt_float(f, *x, x.to_string()),
            other => with_scalar!(other, x => write!(f, "{x}")),
        }
    }
}

/// Prints floats so that they read as floats (`2.0`, not `2`).
fn fmt_float(f: &mut fmt::Formatter<'_>, x: f64, s: String) -> fmt::Result {
    if x.is_finite() && !s.contains(['.', 'e', 'E']) { write!(f, "{s}.0") } else { f.write_str(&s) }
}

/// A value of any element type: a scalar or a tuple of values.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// A scalar.
    Scalar(Scalar),
    /// A tuple.
    Tuple(Vec<Value>),
}

impl Value {
    /// The scalar inside, if this is a scalar.
    pub fn as_scalar(&self) -> Option<Scalar> {
        match self {
            Value::Scalar(s) => Some(*s),
            Value::Tuple(_) => None,
        }
    }

    /// The components, if this is a tuple.
    pub fn as_tuple(&self) -> Option<&[Value]> {
        match self {
            Value::Tuple(vs) => Some(vs),
            Value::Scalar(_) => None,
        }
    }

    /// The zero value of a type (all leaves zero).
    pub fn zero(ty: &Type) -> Value {
        match ty {
            Type::Scalar(s) => Value::Scalar(Scalar::zero(*s)),
            Type::Tuple(ts) => Value::Tuple(ts.iter().map(Value::zero).collect()),
        }
    }

    /// The scalar leaves, in storage order.
    pub fn leaves(&self) -> Vec<Scalar> {
        let mut out = Vec::new();
        self.push_leaves(&mut out);
        out
    }

    fn push_leaves(&self, out: &mut Vec<Scalar>) {
        match self {
            Value::Scalar(s) => out.push(*s),
            Value::Tuple(vs) => vs.iter().for_each(|v| v.push_leaves(out)),
        }
    }

    /// Rebuilds a value of type `ty` from its leaves (the inverse of [`Value::leaves`]);
    /// `None` when `leaves` ends before `ty` has all of its leaves.
    pub fn from_leaves(ty: &Type, leaves: &mut impl Iterator<Item = Scalar>) -> Option<Value> {
        Some(match ty {
            Type::Scalar(_) => Value::Scalar(leaves.next()?),
            Type::Tuple(ts) => {
                Value::Tuple(ts.iter().map(|t| Value::from_leaves(t, leaves)).collect::<Option<_>>()?)
            }
        })
    }

    /// An index value: a tuple of `i64`s.
    pub fn index(ix: &[i64]) -> Value {
        Value::Tuple(ix.iter().map(|&i| Value::Scalar(Scalar::I64(i))).collect())
    }

    /// Reads an index value back (`None` if this is not a tuple of `i64`s).
    pub fn to_index(&self) -> Option<Vec<i64>> {
        self.as_tuple()?
            .iter()
            .map(|v| match v {
                Value::Scalar(Scalar::I64(i)) => Some(*i),
                _ => None,
            })
            .collect()
    }
}

impl<T: Elt> From<T> for Value {
    fn from(v: T) -> Value {
        v.to_value()
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Scalar(s) => write!(f, "{s}"),
            Value::Tuple(vs) => {
                f.write_str("(")?;
                for (i, v) in vs.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{v}")?;
                }
                f.write_str(")")
            }
        }
    }
}

pub(crate) mod sealed {
    pub trait Sealed {}
}

/// A type that can be an array element and the value of a scalar expression.
///
/// Implemented for `bool`, `i8`..`i64`, `u8`..`u64`, `f32`, `f64` and tuples of up to eight
/// `Elt`s (nested tuples too). The trait is sealed: the IR knows exactly these types.
///
/// An array stores one vector per scalar leaf of its element type (a struct of arrays);
/// [`Elt::Vecs`] and [`Elt::Slices`] name that storage in Rust types, so that arrays are
/// built and read with typed loops and moves, not a tagged [`Value`] per element.
///
/// ```
/// use systole_frontend::prelude::*;
///
/// // eight components, one of them a pair: eight vectors in, nine buffers stored
/// type Row = (i32, i64, f64, bool, u8, f32, (i16, u32), i32);
/// let rows = Array::<Row, 1>::from_vecs(
///     [2],
///     (vec![1, 2], vec![3, 4], vec![0.5, 1.5], vec![true, false], vec![5, 6], vec![2.5, 3.5], (vec![7, 8], vec![9, 10]), vec![11, 12]),
/// )?;
/// let total = use_array(&rows).map(|r| {
///     let (a, b, _, _, _, _, p, h) = r.unpack();
///     a.cast::<i64>() + b + p.fst().cast::<i64>() + h.cast::<i64>()
/// });
/// assert_eq!(interpret(&total)?.to_vec(), vec![1 + 3 + 7 + 11, 2 + 4 + 8 + 12]);
/// # Ok::<(), Error>(())
/// ```
///
/// ```compile_fail,E0277
/// use systole_frontend::prelude::*;
///
/// let names = Array::from_vec([1], vec![String::from("x")]); // error: `String` is not an element type of systole arrays
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an element type of systole arrays",
    label = "not an element type",
    note = "elements are `bool`, `i8`..`i64`, `u8`..`u64`, `f32`, `f64` and tuples of up to eight of them (nested tuples too)"
)]
pub trait Elt: Copy + fmt::Debug + PartialEq + Send + Sync + 'static + sealed::Sealed {
    /// The storage of many elements, one vector per scalar leaf: `Vec<T>` for a scalar,
    /// `(Vec<A>, Vec<B>)` for a pair, nested as the tuple is. What
    /// [`Array::from_vecs`](crate::Array::from_vecs) takes and
    /// [`Array::into_vecs`](crate::Array::into_vecs) gives back, without copying.
    type Vecs: fmt::Debug + PartialEq + Send;
    /// [`Elt::Vecs`] borrowed: `&[T]` for a scalar, `(&[A], &[B])` for a pair. What
    /// [`Array::as_slices`](crate::Array::as_slices) returns.
    type Slices<'a>: Copy + fmt::Debug + PartialEq;

    /// The IR type of the element.
    fn ty() -> Type;
    /// Converts to a tagged value.
    fn to_value(self) -> Value;
    /// Converts back from a tagged value of type [`Elt::ty`]; `None` if the value has
    /// another type.
    fn from_value(v: &Value) -> Option<Self>;

    /// Empty vectors with room for `len` elements each ([`Error::OutOfMemory`] naming
    /// `what`); a dropped array's buffers of that length are reused ([`BufferCache`]).
    #[doc(hidden)]
    fn vecs_with_capacity(len: usize, what: &str) -> Result<Self::Vecs, Error>;
    /// Appends `value`'s leaves to `vecs`.
    #[doc(hidden)]
    fn push(vecs: &mut Self::Vecs, value: Self);
    /// Appends `f(0)`, .., `f(n - 1)` (for a scalar, through `Vec::extend` of an iterator of
    /// known length: no capacity check per element).
    #[doc(hidden)]
    fn extend_with(vecs: &mut Self::Vecs, n: usize, f: impl FnMut(usize) -> Self);
    /// Moves the vectors into buffers, appended to `out` in leaf order.
    #[doc(hidden)]
    fn into_buffers(vecs: Self::Vecs, out: &mut Vec<Buffer>);
    /// Moves the next buffers (one per leaf) back into vectors; `None` if one has another
    /// type.
    #[doc(hidden)]
    fn from_buffers(buffers: &mut std::vec::IntoIter<Buffer>) -> Option<Self::Vecs>;
    /// Views the next buffers (one per leaf) as slices; `None` if one has another type.
    #[doc(hidden)]
    fn slices<'a>(buffers: &mut std::slice::Iter<'a, Buffer>) -> Option<Self::Slices<'a>>;
    /// Borrows the vectors.
    #[doc(hidden)]
    fn vecs_as_slices(vecs: &Self::Vecs) -> Self::Slices<'_>;
    /// The element at `i` (panics when `i` is out of range: callers index within the
    /// shape).
    #[doc(hidden)]
    fn read(slices: Self::Slices<'_>, i: usize) -> Self;
    /// Splits elements into one vector per leaf (for a scalar, the vector itself).
    #[doc(hidden)]
    fn unzip(values: Vec<Self>, what: &str) -> Result<Self::Vecs, Error>;
    /// Copies slices into new vectors, at `memcpy` speed.
    #[doc(hidden)]
    fn copy_slices(slices: Self::Slices<'_>, what: &str) -> Result<Self::Vecs, Error>;
    /// Copies `values` into one vector per leaf (a scalar's at `memcpy` speed).
    #[doc(hidden)]
    fn copy_unzipped(values: &[Self], what: &str) -> Result<Self::Vecs, Error>;
    /// The `len` elements of `slices`, in a new vector (a scalar's at `memcpy` speed).
    #[doc(hidden)]
    fn zip(slices: Self::Slices<'_>, len: usize, what: &str) -> Result<Vec<Self>, Error>;
    /// The elements of `vecs` in one vector (for a scalar, the vector itself).
    #[doc(hidden)]
    fn into_zipped(vecs: Self::Vecs, len: usize, what: &str) -> Result<Vec<Self>, Error>;
}

/// A scalar element type: one leaf, stored in one buffer.
///
/// The conversions between a `Vec<T>` and a [`Buffer`] move the vector (no copy): an
/// array built from a vector keeps the vector's memory.
///
/// ```
/// use systole_frontend::ScalarElt;
/// use systole_frontend::array::Buffer;
///
/// let values = vec![1.5f32, 2.5];
/// let at = values.as_ptr();
/// let buffer = f32::into_buffer(values);
/// assert_eq!(f32::slice(&buffer), Some(&[1.5, 2.5][..]));
/// assert_eq!(i32::slice(&buffer), None);
/// let back = f32::from_buffer(buffer).unwrap();
/// assert_eq!(back.as_ptr(), at, "the same memory, not a copy");
/// ```
pub trait ScalarElt: Elt {
    /// The scalar type.
    const SCALAR: ScalarType;
    /// Wraps the value.
    fn to_scalar(self) -> Scalar;
    /// Unwraps a scalar of type [`ScalarElt::SCALAR`].
    fn from_scalar(s: Scalar) -> Option<Self>;
    /// The buffer holding `values` (moved, not copied).
    fn into_buffer(values: Vec<Self>) -> Buffer;
    /// The vector inside `buffer` (moved, not copied), or the buffer back when it holds
    /// values of another type.
    fn from_buffer(buffer: Buffer) -> Result<Vec<Self>, Buffer>;
    /// The values of `buffer`, or `None` when they are of another type.
    fn slice(buffer: &Buffer) -> Option<&[Self]>;
    /// The values of `buffer`, writable, or `None` when they are of another type.
    fn slice_mut(buffer: &mut Buffer) -> Option<&mut [Self]>;
}

/// A vector of `len` values of `T` with room for them, taken from [`BufferCache`] when a
/// dropped array left one of that length (its pages are mapped already), else allocated.
fn scalar_vec<T: ScalarElt>(len: usize, what: &str) -> Result<Vec<T>, Error> {
    if let Some(mut v) = BufferCache::take(T::SCALAR, len).and_then(|b| T::from_buffer(b).ok()) {
        v.clear();
        return Ok(v);
    }
    try_vec(len, what)
}

/// The numeric scalar types (integers and floats, not `bool`): `+ - * /`, `min`, `max`,
/// `abs`, unary minus.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a number: this operation takes integers or floats",
    label = "not a number",
    note = "arithmetic, `min`, `max`, `abs`, `lt`..`ge`, `sum` and `product` take `i8`..`u64`, `f32`, `f64`; for a `bool`, `select(b, 1, 0)` or `b.cast::<i32>()` is a number"
)]
pub trait Num: ScalarElt + PartialOrd {
    /// Converts an `i64` with `as` semantics (used for literals such as `0` and `1`).
    fn from_i64(v: i64) -> Self;
}

/// The integer types: `%`, bit operations and shifts.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an integer type: `%`, bit operations and shifts take integers",
    label = "not an integer",
    note = "cast first: `x.cast::<i32>()` (truncates toward zero, as Rust's `as`)"
)]
pub trait Int: Num {}

/// The floating-point types: `sqrt`, `exp`, `ln`, `pow`, trigonometry, rounding, `fma`.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a floating-point type: this function takes `f32` or `f64`",
    label = "not a float",
    note = "cast first: `x.cast::<f32>().sqrt()`"
)]
pub trait Float: Num {}

macro_rules! impl_scalar {
    ($t:ty, $v:ident) => {
        impl sealed::Sealed for $t {}
        impl Elt for $t {
            type Vecs = Vec<$t>;
            type Slices<'a> = &'a [$t];

            fn ty() -> Type {
                Type::Scalar(ScalarType::$v)
            }
            fn to_value(self) -> Value {
                Value::Scalar(Scalar::$v(self))
            }
            fn from_value(v: &Value) -> Option<Self> {
                match v {
                    Value::Scalar(Scalar::$v(x)) => Some(*x),
                    _ => None,
                }
            }
            fn vecs_with_capacity(len: usize, what: &str) -> Result<Vec<$t>, Error> {
                scalar_vec(len, what)
            }
            #[inline]
            fn push(vecs: &mut Vec<$t>, value: $t) {
                vecs.push(value);
            }
            #[inline]
            fn extend_with(vecs: &mut Vec<$t>, n: usize, f: impl FnMut(usize) -> $t) {
                vecs.extend((0..n).map(f));
            }
            fn into_buffers(vecs: Vec<$t>, out: &mut Vec<Buffer>) {
                out.push(Buffer::$v(vecs));
            }
            fn from_buffers(buffers: &mut std::vec::IntoIter<Buffer>) -> Option<Vec<$t>> {
                <$t>::from_buffer(buffers.next()?).ok()
            }
            fn slices<'a>(buffers: &mut std::slice::Iter<'a, Buffer>) -> Option<&'a [$t]> {
                <$t>::slice(buffers.next()?)
            }
            fn vecs_as_slices(vecs: &Vec<$t>) -> &[$t] {
                vecs
            }
            #[inline]
            fn read(slices: &[$t], i: usize) -> $t {
                slices[i]
            }
            fn unzip(values: Vec<$t>, _: &str) -> Result<Vec<$t>, Error> {
                Ok(values)
            }
            fn copy_slices(slices: &[$t], what: &str) -> Result<Vec<$t>, Error> {
                Self::copy_unzipped(slices, what)
            }
            fn copy_unzipped(values: &[$t], what: &str) -> Result<Vec<$t>, Error> {
                let mut v = scalar_vec(values.len(), what)?;
                v.extend_from_slice(values);
                Ok(v)
            }
            fn zip(slices: &[$t], len: usize, what: &str) -> Result<Vec<$t>, Error> {
                Self::copy_unzipped(&slices[..len], what)
            }
            fn into_zipped(vecs: Vec<$t>, _: usize, _: &str) -> Result<Vec<$t>, Error> {
                Ok(vecs)
            }
        }
        impl ScalarElt for $t {
            const SCALAR: ScalarType = ScalarType::$v;
            fn to_scalar(self) -> Scalar {
                Scalar::$v(self)
            }
            fn from_scalar(s: Scalar) -> Option<Self> {
                match s {
                    Scalar::$v(x) => Some(x),
                    _ => None,
                }
            }
            fn into_buffer(values: Vec<$t>) -> Buffer {
                Buffer::$v(values)
            }
            fn from_buffer(buffer: Buffer) -> Result<Vec<$t>, Buffer> {
                match buffer {
                    Buffer::$v(v) => Ok(v),
                    other => Err(other),
                }
            }
            fn slice(buffer: &Buffer) -> Option<&[$t]> {
                match buffer {
                    Buffer::$v(v) => Some(v),
                    _ => None,
                }
            }
            fn slice_mut(buffer: &mut Buffer) -> Option<&mut [$t]> {
                match buffer {
                    Buffer::$v(v) => Some(v),
                    _ => None,
                }
            }
        }
    };
}

macro_rules! impl_num {
    ($kind:ident: $($t:ty => $v:ident),*) => {$(
        impl_scalar!($t, $v);
        impl Num for $t {
            fn from_i64(v: i64) -> Self {
                v as $t
            }
        }
        impl $kind for $t {}
    )*};
}

impl_scalar!(bool, Bool);
impl_num!(Int: i8 => I8, i16 => I16, i32 => I32, i64 => I64, u8 => U8, u16 => U16, u32 => U32, u64 => U64);
impl_num!(Float: f32 => F32, f64 => F64);

macro_rules! impl_tuple {
    ($($name:ident $idx:tt),+) => {
        impl<$($name: Elt),+> sealed::Sealed for ($($name,)+) {}
        impl<$($name: Elt),+> Elt for ($($name,)+) {
            type Vecs = ($($name::Vecs,)+);
            type Slices<'a> = ($($name::Slices<'a>,)+);

            fn ty() -> Type {
                Type::Tuple(vec![$($name::ty()),+])
            }
            fn to_value(self) -> Value {
                Value::Tuple(vec![$(self.$idx.to_value()),+])
            }
            fn from_value(v: &Value) -> Option<Self> {
                match v {
                    Value::Tuple(vs) if vs.len() == [$($idx),+].len() => {
                        Some(($($name::from_value(&vs[$idx])?,)+))
                    }
                    _ => None,
                }
            }
            fn vecs_with_capacity(len: usize, what: &str) -> Result<Self::Vecs, Error> {
                Ok(($($name::vecs_with_capacity(len, what)?,)+))
            }
            #[inline]
            fn push(vecs: &mut Self::Vecs, value: Self) {
                $($name::push(&mut vecs.$idx, value.$idx);)+
            }
            #[inline]
            fn extend_with(vecs: &mut Self::Vecs, n: usize, mut f: impl FnMut(usize) -> Self) {
                for i in 0..n {
                    Self::push(vecs, f(i));
                }
            }
            fn into_buffers(vecs: Self::Vecs, out: &mut Vec<Buffer>) {
                $($name::into_buffers(vecs.$idx, out);)+
            }
            fn from_buffers(buffers: &mut std::vec::IntoIter<Buffer>) -> Option<Self::Vecs> {
                Some(($($name::from_buffers(buffers)?,)+))
            }
            fn slices<'a>(buffers: &mut std::slice::Iter<'a, Buffer>) -> Option<Self::Slices<'a>> {
                Some(($($name::slices(buffers)?,)+))
            }
            fn vecs_as_slices(vecs: &Self::Vecs) -> Self::Slices<'_> {
                ($($name::vecs_as_slices(&vecs.$idx),)+)
            }
            #[inline]
            fn read(slices: Self::Slices<'_>, i: usize) -> Self {
                ($($name::read(slices.$idx, i),)+)
            }
            fn unzip(values: Vec<Self>, what: &str) -> Result<Self::Vecs, Error> {
                Self::copy_unzipped(&values, what)
            }
            fn copy_slices(slices: Self::Slices<'_>, what: &str) -> Result<Self::Vecs, Error> {
                Ok(($($name::copy_slices(slices.$idx, what)?,)+))
            }
            fn copy_unzipped(values: &[Self], what: &str) -> Result<Self::Vecs, Error> {
                let mut vecs = Self::vecs_with_capacity(values.len(), what)?;
                for &v in values {
                    Self::push(&mut vecs, v);
                }
                Ok(vecs)
            }
            fn zip(slices: Self::Slices<'_>, len: usize, what: &str) -> Result<Vec<Self>, Error> {
                let mut out = try_vec(len, what)?;
                out.extend((0..len).map(|i| Self::read(slices, i)));
                Ok(out)
            }
            fn into_zipped(vecs: Self::Vecs, len: usize, what: &str) -> Result<Vec<Self>, Error> {
                Self::zip(Self::vecs_as_slices(&vecs), len, what)
            }
        }
    };
}

impl_tuple!(A 0, B 1);
impl_tuple!(A 0, B 1, C 2);
impl_tuple!(A 0, B 1, C 2, D 3);
impl_tuple!(A 0, B 1, C 2, D 3, E 4);
impl_tuple!(A 0, B 1, C 2, D 3, E 4, F 5);
impl_tuple!(A 0, B 1, C 2, D 3, E 4, F 5, G 6);
impl_tuple!(A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tuple_types_flatten_to_leaves_in_order() {
        let t = <(f32, (i32, bool), u8)>::ty();
        assert_eq!(t.leaves(), vec![ScalarType::F32, ScalarType::I32, ScalarType::Bool, ScalarType::U8]);
        assert_eq!(t.to_string(), "(f32, (i32, bool), u8)");
        let v = (1.5f32, (-2i32, true), 7u8).to_value();
        let back = Value::from_leaves(&t, &mut v.leaves().into_iter()).expect("enough leaves");
        assert_eq!(back, v);
        assert_eq!(<(f32, (i32, bool), u8)>::from_value(&back), Some((1.5, (-2, true), 7)));
        // too few leaves is `None`, not a panic
        assert_eq!(Value::from_leaves(&t, &mut v.leaves().into_iter().take(3)), None);
    }

    #[test]
    fn casts_follow_rust_as() {
        assert_eq!(Scalar::F32(-1.7).cast(ScalarType::I32), Scalar::I32(-1));
        assert_eq!(Scalar::F64(f64::NAN).cast(ScalarType::I64), Scalar::I64(0));
        assert_eq!(Scalar::F64(1e30).cast(ScalarType::I8), Scalar::I8(i8::MAX));
        assert_eq!(Scalar::I32(300).cast(ScalarType::U8), Scalar::U8(44));
        assert_eq!(Scalar::Bool(true).cast(ScalarType::F32), Scalar::F32(1.0));
        assert_eq!(Scalar::I8(-3).cast(ScalarType::Bool), Scalar::Bool(true));
        assert_eq!(Scalar::F32(0.0).cast(ScalarType::Bool), Scalar::Bool(false));
    }

    #[test]
    fn bitcasts_keep_the_bits_of_one_width() {
        assert_eq!(Scalar::F32(-0.0).bitcast(ScalarType::U32), Some(Scalar::U32(0x8000_0000)));
        assert_eq!(
            Scalar::U64(f64::NAN.to_bits()).bitcast(ScalarType::F64).map(|s| s.to_f64().is_nan()),
            Some(true)
        );
        assert_eq!(Scalar::I16(-1).bitcast(ScalarType::U16), Some(Scalar::U16(u16::MAX)));
        // a NaN's payload survives the round trip
        let nan = Scalar::I32(-7).bitcast(ScalarType::F32).and_then(|f| f.bitcast(ScalarType::I32));
        assert_eq!(nan, Some(Scalar::I32(-7)));
        assert_eq!(Scalar::F32(1.0).bitcast(ScalarType::U64), None);
        assert_eq!(Scalar::Bool(true).bitcast(ScalarType::U8), None);
    }

    #[test]
    fn floats_print_as_floats() {
        assert_eq!(Scalar::F32(2.0).to_string(), "2.0");
        assert_eq!(Scalar::F64(0.25).to_string(), "0.25");
        assert_eq!(Scalar::F64(f64::INFINITY).to_string(), "inf");
        assert_eq!(Scalar::I32(-4).to_string(), "-4");
    }
}
