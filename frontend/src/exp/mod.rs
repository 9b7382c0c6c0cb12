//! Scalar expressions: `Exp<T>`, the language of the functions given to combinators.
//!
//! A closure such as `|x| x * 2.0 + 1.0` is called once, with a symbolic `x`; the
//! operations it performs build an expression tree (in a thread-local arena, the `tracer`) that becomes a
//! [`crate::ir::Fun`]. `Exp<T>` is `Copy`: use a value as often as you like, sharing is
//! kept (`let y = x * x; y + y` computes `x * x` once).
//!
//! What an expression can do:
//! - constants: `Exp::from(2.0f32)`, or a plain value where an `Exp` is expected
//!   (`x + 1.0`, `x.max(0.0)`), [`constant`] for tuples;
//! - arithmetic `+ - * / %` and unary `-` on numbers ([`Num`]); integers wrap on overflow,
//!   integer division by zero is a run-time error;
//! - comparisons [`Exp::lt`], [`Exp::le`], [`Exp::gt`], [`Exp::ge`], [`Exp::eq`],
//!   [`Exp::ne`] returning `Exp<bool>`; `&`, `|`, `^`, `!` on `bool` (logic) and integers
//!   (bits); `<<` and `>>` on integers;
//! - [`select`] (if-then-else), [`Exp::cast`] (Rust's `as`), `min`, `max`, `abs`, and on
//!   floats `sqrt`, `exp`, `ln`, `pow`, `sin`, `cos`, `tan`, `atan2`, `floor`, `ceil`,
//!   `round`, `fma`, `to_bits` and `from_bits` (as Rust's);
//! - tuples: build with `Exp::from((a, b))` or [`constant`], take apart with
//!   [`Exp::unpack`];
//! - a bounded loop, [`while_loop`];
//! - reading arrays: [`crate::Acc::index`], [`crate::Acc::shape`], [`crate::Acc::the`].

pub(crate) mod tracer;

use std::fmt;
use std::marker::PhantomData;
use std::ops;

use tracer::Raw;

use crate::acc::AccRef;
use crate::elt::{Elt, Float, Int, Num, ScalarElt, ScalarType, Type, Value};
use crate::ir::{BinOp, Expr, ExprId, UnOp};

/// A scalar expression of type `T`, built while a closure is traced.
///
/// `Exp` is a cheap `Copy` handle. It is only meaningful on the thread and inside the
/// closure that created it; one used elsewhere makes the program invalid (reported as
/// [`crate::Error::Build`] when it runs).
pub struct Exp<T> {
    pub(crate) raw: Raw,
    _t: PhantomData<TypedThreadLocal<T>>,
}

/// Marks `Exp<T>` as producing a `T` and as bound to its thread (`!Send`, `!Sync`): it is a
/// handle into a thread-local arena.
type TypedThreadLocal<T> = (fn() -> T, *const ());

impl<T> Clone for Exp<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for Exp<T> {}

impl<T: Elt> fmt::Debug for Exp<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Exp<{}>#{}", T::ty(), self.raw.id)
    }
}

impl<T: Elt> Exp<T> {
    pub(crate) fn from_raw(raw: Raw) -> Self {
        Exp { raw, _t: PhantomData }
    }

    /// Records a node of type `T` over `children`.
    pub(crate) fn node(children: &[Raw], build: impl FnOnce(&[ExprId]) -> Expr<AccRef>) -> Self {
        Exp::from_raw(tracer::push(children, T::ty(), build))
    }

    /// The IR type of the expression.
    pub fn ty(&self) -> Type {
        T::ty()
    }

    /// Converts between numeric types (and `bool`) with Rust's `as` semantics: integers
    /// wrap, floats truncate toward zero and saturate when converted to integers (NaN
    /// becomes 0), `true` is 1, a number is `true` when it is not zero.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let xs = use_array(&Array::from_vec([3], vec![-1.7f32, 2.5, 300.0]).unwrap());
    /// let ys = xs.map(|x| x.cast::<u8>());
    /// assert_eq!(interpret(&ys).unwrap().to_vec(), vec![0, 2, 255]);
    /// ```
    pub fn cast<U: ScalarElt>(self) -> Exp<U>
    where
        T: ScalarElt,
    {
        Exp::node(&[self.raw], |c| Expr::Cast(U::SCALAR, c[0]))
    }

    /// The bits of a scalar read as another scalar type of the same width (checked by the
    /// callers, which pair the types).
    pub(crate) fn bitcast<U: ScalarElt>(self) -> Exp<U>
    where
        T: ScalarElt,
    {
        Exp::node(&[self.raw], |c| Expr::Bitcast(U::SCALAR, c[0]))
    }

    fn binary<U: Elt>(self, op: BinOp, rhs: Exp<T>) -> Exp<U> {
        Exp::node(&[self.raw, rhs.raw], |c| Expr::Binary(op, c[0], c[1]))
    }

    fn unary(self, op: UnOp) -> Exp<T> {
        Exp::node(&[self.raw], |c| Expr::Unary(op, c[0]))
    }
}

/// A constant expression of any element type, tuples included.
///
/// ```
/// use systole_frontend::prelude::*;
///
/// let pairs = fill([2], constant((1.5f32, 7i32)));
/// assert_eq!(interpret(&pairs).unwrap().to_vec(), vec![(1.5, 7), (1.5, 7)]);
/// ```
pub fn constant<T: Elt>(value: T) -> Exp<T> {
    Exp::from_raw(constant_raw(&value.to_value(), &T::ty()))
}

fn constant_raw(v: &Value, ty: &Type) -> Raw {
    match (v, ty) {
        (Value::Scalar(s), _) => tracer::push(&[], Type::Scalar(s.ty()), |_| Expr::Const(*s)),
        (Value::Tuple(vs), Type::Tuple(ts)) => {
            let parts: Vec<Raw> = vs.iter().zip(ts).map(|(v, t)| constant_raw(v, t)).collect();
            tracer::push(&parts, ty.clone(), |c| Expr::Tuple(c.to_vec()))
        }
        (Value::Tuple(_), Type::Scalar(_)) => unreachable!("a value has its type"),
    }
}

/// A constant of a scalar type: `Exp::from(2.0f32)`, and what lets a plain value stand
/// where an `Exp` is expected.
macro_rules! impl_from_scalar {
    ($($t:ty),*) => {$(
        impl From<$t> for Exp<$t> {
            fn from(v: $t) -> Exp<$t> {
                let s = v.to_scalar();
                Exp::node(&[], |_| Expr::Const(s))
            }
        }
    )*};
}
impl_from_scalar!(bool, i8, i16, i32, i64, u8, u16, u32, u64, f32, f64);

/// Values that become an expression: an `Exp`, a scalar constant, or a tuple of those.
/// Closures given to combinators return a `Lift`, so `|x| (x, x * 2.0)` builds an array of
/// pairs.
#[diagnostic::on_unimplemented(
    message = "a combinator's function returns `{Self}`, which is not a scalar expression",
    label = "not an `Exp`, a constant or a tuple of them",
    note = "return an `Exp<T>` (`x * 2.0`), a constant (`0.0f32`) or a tuple of those (`(x, x.gt(0.0))`); a comparison is a method (`x.gt(0.5)`, not `x > 0.5`) and a choice is `select(cond, a, b)`, not `if`"
)]
pub trait Lift {
    /// The element type of the expression.
    type Elt: Elt;
    /// Builds the expression.
    fn lift(self) -> Exp<Self::Elt>;
}

impl<T: Elt> Lift for Exp<T> {
    type Elt = T;
    fn lift(self) -> Exp<T> {
        self
    }
}

macro_rules! impl_lift_scalar {
    ($($t:ty),*) => {$(
        impl Lift for $t {
            type Elt = $t;
            fn lift(self) -> Exp<$t> {
                Exp::from(self)
            }
        }
    )*};
}
impl_lift_scalar!(bool, i8, i16, i32, i64, u8, u16, u32, u64, f32, f64);

macro_rules! impl_tuple_exp {
    ($($name:ident $x:ident $idx:tt),+) => {
        impl<$($name: Lift),+> Lift for ($($name,)+) {
            type Elt = ($($name::Elt,)+);
            fn lift(self) -> Exp<Self::Elt> {
                let ($($x,)+) = self;
                let parts = [$($x.lift().raw),+];
                Exp::node(&parts, |c| Expr::Tuple(c.to_vec()))
            }
        }

        /// Builds a tuple expression from its components (expressions or constants).
        #[allow(non_camel_case_types)]
        impl<$($name: Elt),+, $($x: Into<Exp<$name>>),+> From<($($x,)+)> for Exp<($($name,)+)> {
            fn from(parts: ($($x,)+)) -> Self {
                let raws = [$(parts.$idx.into().raw),+];
                Exp::node(&raws, |c| Expr::Tuple(c.to_vec()))
            }
        }

        impl<$($name: Elt),+> Exp<($($name,)+)> {
            /// The components of a tuple expression.
            ///
            /// ```
            /// use systole_frontend::prelude::*;
            ///
            /// let pairs = use_array(&Array::from_vec([2], vec![(1i32, 2.0f32), (3, 4.0)]).unwrap());
            /// let sums = pairs.map(|p| {
            ///     let (a, b) = p.unpack();
            ///     a.cast::<f32>() + b
            /// });
            /// assert_eq!(interpret(&sums).unwrap().to_vec(), vec![3.0, 7.0]);
            /// ```
            pub fn unpack(self) -> ($(Exp<$name>,)+) {
                ($(Exp::<$name>::node(&[self.raw], |c| Expr::Prj { tuple: c[0], field: $idx }),)+)
            }
        }
    };
}
impl_tuple_exp!(A a 0, B b 1);
impl_tuple_exp!(A a 0, B b 1, C c 2);
impl_tuple_exp!(A a 0, B b 1, C c 2, D d 3);
impl_tuple_exp!(A a 0, B b 1, C c 2, D d 3, E e 4);
impl_tuple_exp!(A a 0, B b 1, C c 2, D d 3, E e 4, F f 5);
impl_tuple_exp!(A a 0, B b 1, C c 2, D d 3, E e 4, F f 5, G g 6);
impl_tuple_exp!(A a 0, B b 1, C c 2, D d 3, E e 4, F f 5, G g 6, H h 7);

impl<A: Elt, B: Elt> Exp<(A, B)> {
    /// The first component of a pair.
    pub fn fst(self) -> Exp<A> {
        self.unpack().0
    }

    /// The second component of a pair.
    pub fn snd(self) -> Exp<B> {
        self.unpack().1
    }
}

// ----- arithmetic -----------------------------------------------------------------------

macro_rules! arith_op {
    ($tr:ident, $method:ident, $assign_tr:ident, $assign:ident, $op:expr, $bound:ident, [$($t:ty),*]) => {
        impl<T: $bound> ops::$tr for Exp<T> {
            type Output = Exp<T>;
            fn $method(self, rhs: Exp<T>) -> Exp<T> {
                self.binary($op, rhs)
            }
        }
        impl<T: $bound> ops::$tr<T> for Exp<T>
        where
            Exp<T>: From<T>,
        {
            type Output = Exp<T>;
            fn $method(self, rhs: T) -> Exp<T> {
                self.binary($op, Exp::from(rhs))
            }
        }
        impl<T: $bound> ops::$assign_tr for Exp<T> {
            fn $assign(&mut self, rhs: Exp<T>) {
                *self = self.binary($op, rhs);
            }
        }
        impl<T: $bound> ops::$assign_tr<T> for Exp<T>
        where
            Exp<T>: From<T>,
        {
            fn $assign(&mut self, rhs: T) {
                *self = self.binary($op, Exp::from(rhs));
            }
        }
        $(
            impl ops::$tr<Exp<$t>> for $t {
                type Output = Exp<$t>;
                fn $method(self, rhs: Exp<$t>) -> Exp<$t> {
                    Exp::from(self).binary($op, rhs)
                }
            }
        )*
    };
}

macro_rules! num_types {
    ($mac:ident, $($args:tt)*) => {
        $mac!($($args)*, [i8, i16, i32, i64, u8, u16, u32, u64, f32, f64]);
    };
}
num_types!(arith_op, Add, add, AddAssign, add_assign, BinOp::Add, Num);
num_types!(arith_op, Sub, sub, SubAssign, sub_assign, BinOp::Sub, Num);
num_types!(arith_op, Mul, mul, MulAssign, mul_assign, BinOp::Mul, Num);
num_types!(arith_op, Div, div, DivAssign, div_assign, BinOp::Div, Num);
num_types!(arith_op, Rem, rem, RemAssign, rem_assign, BinOp::Rem, Num);

/// Never implemented: the bound of the operator impls below, which exist only so that an
/// integer literal mixed with a float expression (`x * 2` for an `x: Exp<f32>`) makes rustc
/// say what to write, instead of listing the operator's impls. systole converts nothing
/// implicitly.
///
/// ```compile_fail,E0277
/// use systole_frontend::prelude::*;
///
/// let xs = use_array(&Array::from_vec([2], vec![1.0f32, 2.0]).unwrap());
/// let doubled = xs.map(|x| x * 2); // error: an `Exp<f32>` is combined with an integer: write a float literal (`2.0`, not `2`)
/// ```
///
/// ```
/// use systole_frontend::prelude::*;
///
/// let xs = use_array(&Array::from_vec([2], vec![1.0f32, 2.0]).unwrap());
/// let doubled = xs.map(|x| x * 2.0 + 1.0);
/// assert_eq!(interpret(&doubled)?.to_vec(), [3.0, 5.0]);
/// let ys = use_array(&Array::from_vec([2], vec![1i32, 2]).unwrap());
/// assert_eq!(interpret(&ys.map(|y| 2 * y + 1))?.to_vec(), [3, 5]); // integers take integer literals
/// # Ok::<(), Error>(())
/// ```
#[diagnostic::on_unimplemented(
    message = "an `Exp<{F}>` is combined with an integer: write a float literal (`2.0`, not `2`)",
    label = "an integer where an `{F}` is expected",
    note = "systole converts nothing implicitly: write `2.0`, or `n.cast::<{F}>()` for an integer expression"
)]
pub trait FloatOperand<F> {}

/// Operator impls whose bound never holds ([`FloatOperand`]): what rustc reports for
/// `Exp<f32> op 2` and `2 op Exp<f32>`. Their bodies cannot run.
macro_rules! integer_literal_with_float {
    ($($tr:ident $method:ident),*) => {$(
        impl<F: Float> ops::$tr<i32> for Exp<F>
        where
            i32: FloatOperand<F>,
        {
            type Output = Exp<F>;
            fn $method(self, _: i32) -> Exp<F> {
                self
            }
        }
        impl<F: Float> ops::$tr<Exp<F>> for i32
        where
            i32: FloatOperand<F>,
        {
            type Output = Exp<F>;
            fn $method(self, rhs: Exp<F>) -> Exp<F> {
                rhs
            }
        }
    )*};
}
integer_literal_with_float!(Add add, Sub sub, Mul mul, Div div, Rem rem);

impl<T: Num> ops::Neg for Exp<T> {
    type Output = Exp<T>;
    fn neg(self) -> Exp<T> {
        self.unary(UnOp::Neg)
    }
}

/// Types with bit operations: the integers (bitwise) and `bool` (logical).
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no bit operations: `&`, `|`, `^`, `!`, `<<` and `>>` take `bool` and integers",
    label = "not `bool` or an integer",
    note = "for `Exp<bool>`, `and`, `or` and `!` are the logical operations"
)]
pub trait Bits: ScalarElt {}
impl Bits for bool {}
impl<T: Int> Bits for T {}

macro_rules! bit_op {
    ($tr:ident, $method:ident, $assign_tr:ident, $assign:ident, $op:expr, $bound:ident, [$($t:ty),*]) => {
        arith_op!($tr, $method, $assign_tr, $assign, $op, $bound, [$($t),*]);
    };
}
macro_rules! bits_types {
    ($mac:ident, $($args:tt)*) => {
        $mac!($($args)*, [bool, i8, i16, i32, i64, u8, u16, u32, u64]);
    };
}
macro_rules! int_types {
    ($mac:ident, $($args:tt)*) => {
        $mac!($($args)*, [i8, i16, i32, i64, u8, u16, u32, u64]);
    };
}
bits_types!(bit_op, BitAnd, bitand, BitAndAssign, bitand_assign, BinOp::And, Bits);
bits_types!(bit_op, BitOr, bitor, BitOrAssign, bitor_assign, BinOp::Or, Bits);
bits_types!(bit_op, BitXor, bitxor, BitXorAssign, bitxor_assign, BinOp::Xor, Bits);
int_types!(bit_op, Shl, shl, ShlAssign, shl_assign, BinOp::Shl, Int);
int_types!(bit_op, Shr, shr, ShrAssign, shr_assign, BinOp::Shr, Int);

impl<T: Bits> ops::Not for Exp<T> {
    type Output = Exp<T>;
    fn not(self) -> Exp<T> {
        self.unary(UnOp::Not)
    }
}

impl<T: Num> std::iter::Sum for Exp<T>
where
    Exp<T>: From<T>,
{
    fn sum<I: Iterator<Item = Exp<T>>>(iter: I) -> Exp<T> {
        iter.reduce(|a, b| a + b).unwrap_or_else(|| Exp::from(T::from_i64(0)))
    }
}

impl<T: Num> std::iter::Product for Exp<T>
where
    Exp<T>: From<T>,
{
    fn product<I: Iterator<Item = Exp<T>>>(iter: I) -> Exp<T> {
        iter.reduce(|a, b| a * b).unwrap_or_else(|| Exp::from(T::from_i64(1)))
    }
}

// ----- comparisons and logic ------------------------------------------------------------

/// Never implemented: the bound of `Exp`'s `PartialEq` and `PartialOrd` impls, which exist
/// only so that `x > 0.5` and `x == 0.5` make rustc say to write `x.gt(0.5)` and
/// `x.eq(0.5)`. Rust's comparison operators return `bool`, so they cannot build an
/// `Exp<bool>`: comparisons are methods ([`Exp::eq`], [`Exp::lt`], ..), and choices are
/// [`select`].
///
/// ```compile_fail,E0277
/// use systole_frontend::prelude::*;
///
/// let xs = use_array(&Array::from_vec([2], vec![0.25f32, 0.75]).unwrap());
/// let big = xs.map(|x| x > 0.5); // error: `Exp` values are compared with methods: write `x.gt(y)` for `x > y`
/// ```
///
/// ```
/// use systole_frontend::prelude::*;
///
/// let xs = use_array(&Array::from_vec([2], vec![0.25f32, 0.75]).unwrap());
/// let big = xs.map(|x| x.gt(0.5));
/// assert_eq!(interpret(&big)?.to_vec(), [false, true]);
/// // the methods take `&self`, so references to expressions compare too
/// let taps = [Exp::from(1.0f32), Exp::from(2.0)];
/// let _above: Vec<Exp<bool>> = taps.iter().map(|t| t.ge(1.5)).collect();
/// # Ok::<(), Error>(())
/// ```
#[diagnostic::on_unimplemented(
    message = "`Exp` values are compared with methods: write `x.gt(y)` for `x > y`",
    label = "a comparison operator on an `Exp`",
    note = "Rust's `==`, `!=`, `<`, `<=`, `>`, `>=` return `bool`, which cannot hold an expression: use `x.eq(y)`, `x.ne(y)`, `x.lt(y)`, `x.le(y)`, `x.gt(y)`, `x.ge(y)` (an `Exp<bool>`), and `select(cond, a, b)` to choose"
)]
pub trait CompareWithMethods {}

impl<T: ScalarElt, R: CompareWithMethods> PartialEq<R> for Exp<T> {
    fn eq(&self, _: &R) -> bool {
        false
    }
}

impl<T: ScalarElt, R: CompareWithMethods> PartialOrd<R> for Exp<T> {
    fn partial_cmp(&self, _: &R) -> Option<std::cmp::Ordering> {
        None
    }
}

impl<T: ScalarElt> Exp<T> {
    /// `self == rhs`.
    pub fn eq(&self, rhs: impl Into<Exp<T>>) -> Exp<bool> {
        self.binary(BinOp::Eq, rhs.into())
    }

    /// `self != rhs`.
    pub fn ne(&self, rhs: impl Into<Exp<T>>) -> Exp<bool> {
        self.binary(BinOp::Ne, rhs.into())
    }
}

impl<T: Num> Exp<T> {
    /// `self < rhs`.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let xs = use_array(&Array::from_vec([4], vec![1, 5, 2, 8]).unwrap());
    /// let small = xs.map(|x| x.lt(3));
    /// assert_eq!(interpret(&small).unwrap().to_vec(), vec![true, false, true, false]);
    /// ```
    pub fn lt(&self, rhs: impl Into<Exp<T>>) -> Exp<bool> {
        self.binary(BinOp::Lt, rhs.into())
    }

    /// `self <= rhs`.
    pub fn le(&self, rhs: impl Into<Exp<T>>) -> Exp<bool> {
        self.binary(BinOp::Le, rhs.into())
    }

    /// `self > rhs`.
    pub fn gt(&self, rhs: impl Into<Exp<T>>) -> Exp<bool> {
        self.binary(BinOp::Gt, rhs.into())
    }

    /// `self >= rhs`.
    pub fn ge(&self, rhs: impl Into<Exp<T>>) -> Exp<bool> {
        self.binary(BinOp::Ge, rhs.into())
    }

    /// The smaller of two numbers. For floats, IEEE 754-2019 `minimumNumber`: a NaN operand
    /// is ignored (as `f32::min`), and `-0.0` is below `+0.0` (where `f32::min` may return
    /// either), on every backend.
    pub fn min(self, rhs: impl Into<Exp<T>>) -> Exp<T> {
        self.binary(BinOp::Min, rhs.into())
    }

    /// The larger of two numbers. For floats, IEEE 754-2019 `maximumNumber`: a NaN operand
    /// is ignored (as `f32::max`), and `+0.0` is above `-0.0`, on every backend.
    pub fn max(self, rhs: impl Into<Exp<T>>) -> Exp<T> {
        self.binary(BinOp::Max, rhs.into())
    }

    /// `self` limited to `lo..=hi` (`self.max(lo).min(hi)`).
    pub fn clamp(self, lo: impl Into<Exp<T>>, hi: impl Into<Exp<T>>) -> Exp<T> {
        self.max(lo).min(hi)
    }

    /// The absolute value (wrapping: `i32::MIN.abs()` is `i32::MIN`).
    pub fn abs(self) -> Exp<T> {
        self.unary(UnOp::Abs)
    }
}

impl Exp<bool> {
    /// Logical and (both sides are evaluated).
    pub fn and(self, rhs: impl Into<Exp<bool>>) -> Exp<bool> {
        self & rhs.into()
    }

    /// Logical or (both sides are evaluated).
    pub fn or(self, rhs: impl Into<Exp<bool>>) -> Exp<bool> {
        self | rhs.into()
    }

    /// `if self { then } else { otherwise }`; see [`select`].
    pub fn select<T: Elt>(self, then: impl Into<Exp<T>>, otherwise: impl Into<Exp<T>>) -> Exp<T> {
        select(self, then, otherwise)
    }
}

/// `if cond { then } else { otherwise }`.
///
/// Both sides are part of the expression; only the chosen one counts. A run-time error in
/// the side not chosen (an integer division by zero, an out-of-bounds `index`) is not an
/// error: `select(i.gt(0), xs.index([i - 1]), 0.0)` is safe.
///
/// ```
/// use systole_frontend::prelude::*;
///
/// let xs = use_array(&Array::from_vec([4], vec![-2.0f32, -0.5, 0.5, 3.0]).unwrap());
/// let relu = xs.map(|x| select(x.gt(0.0), x, 0.0));
/// assert_eq!(interpret(&relu).unwrap().to_vec(), vec![0.0, 0.0, 0.5, 3.0]);
/// ```
pub fn select<T: Elt>(cond: Exp<bool>, then: impl Into<Exp<T>>, otherwise: impl Into<Exp<T>>) -> Exp<T> {
    let (t, o) = (then.into(), otherwise.into());
    Exp::node(&[cond.raw, t.raw, o.raw], |c| Expr::Select { cond: c[0], then: c[1], otherwise: c[2] })
}

// ----- floating point -------------------------------------------------------------------

impl<T: Float> Exp<T> {
    /// Square root (NaN for negative numbers).
    pub fn sqrt(self) -> Exp<T> {
        self.unary(UnOp::Sqrt)
    }

    /// `e^self`.
    pub fn exp(self) -> Exp<T> {
        self.unary(UnOp::Exp)
    }

    /// Natural logarithm.
    pub fn ln(self) -> Exp<T> {
        self.unary(UnOp::Ln)
    }

    /// `self^exponent`.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let xs = use_array(&Array::from_vec([3], vec![1.0f64, 2.0, 3.0]).unwrap());
    /// let cubes = xs.map(|x| x.pow(3.0));
    /// assert_eq!(interpret(&cubes).unwrap().to_vec(), vec![1.0, 8.0, 27.0]);
    /// ```
    pub fn pow(self, exponent: impl Into<Exp<T>>) -> Exp<T> {
        self.binary(BinOp::Pow, exponent.into())
    }

    /// Sine (radians).
    pub fn sin(self) -> Exp<T> {
        self.unary(UnOp::Sin)
    }

    /// Cosine (radians).
    pub fn cos(self) -> Exp<T> {
        self.unary(UnOp::Cos)
    }

    /// Tangent (radians).
    pub fn tan(self) -> Exp<T> {
        self.unary(UnOp::Tan)
    }

    /// The angle of the point `(x, self)`: `self.atan2(x)` as `f32::atan2`.
    pub fn atan2(self, x: impl Into<Exp<T>>) -> Exp<T> {
        self.binary(BinOp::Atan2, x.into())
    }

    /// The largest integer not above `self`.
    pub fn floor(self) -> Exp<T> {
        self.unary(UnOp::Floor)
    }

    /// The smallest integer not below `self`.
    pub fn ceil(self) -> Exp<T> {
        self.unary(UnOp::Ceil)
    }

    /// The nearest integer, half-way cases away from zero.
    pub fn round(self) -> Exp<T> {
        self.unary(UnOp::Round)
    }

    /// `self * a + b` with a single rounding.
    pub fn fma(self, a: impl Into<Exp<T>>, b: impl Into<Exp<T>>) -> Exp<T> {
        let (a, b) = (a.into(), b.into());
        Exp::node(&[self.raw, a.raw, b.raw], |c| Expr::Fma(c[0], c[1], c[2]))
    }
}

/// The bits of floats, as `f32::to_bits` and `f32::from_bits`.
macro_rules! impl_float_bits {
    ($($f:ty => $u:ty),*) => {$(
        impl Exp<$f> {
            #[doc = concat!("The bits of the float, as `", stringify!($f), "::to_bits`: ",
                "IEEE 754 sign, exponent and significand, NaN payloads kept.")]
            ///
            /// ```
            /// use systole_frontend::prelude::*;
            ///
            /// let xs = use_array(&Array::from_vec([3], vec![1.0f32, -0.0, f32::INFINITY]).unwrap());
            /// let bits = xs.map(|x| x.to_bits());
            /// assert_eq!(interpret(&bits).unwrap().to_vec(), vec![0x3f80_0000, 0x8000_0000, 0x7f80_0000]);
            /// ```
            pub fn to_bits(self) -> Exp<$u> {
                self.bitcast()
            }

            #[doc = concat!("The float with these bits, as `", stringify!($f), "::from_bits`.")]
            ///
            /// ```
            /// use systole_frontend::prelude::*;
            ///
            /// let bits = use_array(&Array::from_vec([2], vec![0x4049_0fdbu32, 0xbf80_0000]).unwrap());
            /// let xs = bits.map(Exp::<f32>::from_bits);
            /// assert_eq!(interpret(&xs).unwrap().to_vec(), vec![std::f32::consts::PI, -1.0]);
            /// ```
            pub fn from_bits(bits: Exp<$u>) -> Exp<$f> {
                bits.bitcast()
            }
        }
    )*};
}
impl_float_bits!(f32 => u32, f64 => u64);

// ----- loops ----------------------------------------------------------------------------

/// A bounded loop: starting from `init`, replace the state by `body(state)` while
/// `cond(state)` holds, at most `max_iters` times; the value is the final state.
///
/// The bound makes every expression terminate (on the GPU too). The state can be a tuple.
///
/// ```
/// use systole_frontend::prelude::*;
///
/// // the number of halvings that bring x to 1 or below (at most 64)
/// let xs = use_array(&Array::from_vec([3], vec![1u32, 8, 1000]).unwrap());
/// let steps = xs.map(|x| {
///     let (_, n) = while_loop((x, 0u32), 64, |s| s.fst().gt(1), |s| {
///         let (v, n) = s.unpack();
///         (v / 2, n + 1)
///     })
///     .unpack();
///     n
/// });
/// assert_eq!(interpret(&steps).unwrap().to_vec(), vec![0, 3, 9]);
/// ```
pub fn while_loop<T: Elt, R: Into<Exp<T>>>(
    init: impl Into<Exp<T>>,
    max_iters: u32,
    cond: impl FnOnce(Exp<T>) -> Exp<bool>,
    body: impl FnOnce(Exp<T>) -> R,
) -> Exp<T> {
    let init = init.into();
    let state = Exp::<T>::from_raw(tracer::push_loop_state(T::ty()));
    let c = cond(state);
    let b = body(state).into();
    let w = Exp::<T>::node(&[init.raw, state.raw, c.raw, b.raw], |ids| Expr::While {
        init: ids[0],
        state: ids[1],
        cond: ids[2],
        body: ids[3],
        max_iters,
    });
    tracer::finish_loop(state.raw, w.raw);
    w
}

// ----- indices --------------------------------------------------------------------------

/// Values that can be an index or a shape of rank `D`: `[Exp<i64>; D]` as given to
/// `generate` closures, or arrays of plain integers.
///
/// An index of the wrong rank is a compile-time error that says so:
///
/// ```compile_fail,E0277
/// use systole_frontend::prelude::*;
///
/// let m = generate([2, 3], |[i, j]| i * 10 + j);
/// let first_column = generate([2], |[i]| m.index([i])); // error: `[Exp<i64>; 1]` is not an index or shape of rank 2
/// ```
///
/// ```
/// use systole_frontend::prelude::*;
///
/// let m = generate([2, 3], |[i, j]| i * 10 + j);
/// let first_column = generate([2], |[i]| m.index([i, Exp::from(0i64)]));
/// assert_eq!(interpret(&first_column)?.to_vec(), [0, 10]);
/// # Ok::<(), Error>(())
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an index or shape of rank {D}",
    label = "expected {D} components",
    note = "an index or shape of rank {D} is an array of {D} components, outermost first: `[i, j]` of `Exp<i64>` for rank 2, or plain integers (`[2, 3]`); an array's rank is the `D` of `Array<T, D>`"
)]
pub trait IntoIndex<const D: usize> {
    /// The components as expressions.
    fn into_index(self) -> [Exp<i64>; D];
}

impl<const D: usize> IntoIndex<D> for [Exp<i64>; D] {
    fn into_index(self) -> [Exp<i64>; D] {
        self
    }
}

macro_rules! impl_into_index {
    ($($t:ty),*) => {$(
        impl<const D: usize> IntoIndex<D> for [$t; D] {
            fn into_index(self) -> [Exp<i64>; D] {
                self.map(|i| Exp::from(i as i64))
            }
        }
    )*};
}
impl_into_index!(i64, i32, usize, u32);

/// A tuple node holding the components of an index.
pub(crate) fn index_raw<const D: usize>(ix: [Exp<i64>; D]) -> Raw {
    let raws = ix.map(|e| e.raw);
    tracer::push(&raws, Type::index(D), |c| Expr::Tuple(c.to_vec()))
}

/// The components of an index-typed node.
pub(crate) fn index_components<const D: usize>(raw: Raw) -> [Exp<i64>; D] {
    std::array::from_fn(|d| Exp::node(&[raw], |c| Expr::Prj { tuple: c[0], field: d }))
}

/// Traces a function of `N` `i64`s to an index of rank `M` that reads no array, such as a
/// GPU thread mapping's position function: one `i64` parameter per argument, the result a
/// tuple of `M` `i64`s. `V` names arrays in the result's type, which reads none.
///
/// ```
/// use systole_frontend::exp::trace_index_fn;
/// use systole_frontend::ir::Fun;
///
/// // row and column of position `i` of a row-major `rows x columns` extent
/// let f: Fun<()> = trace_index_fn(|[i, _rows, columns]| [i / columns, i % columns]).unwrap();
/// assert_eq!(f.params().len(), 3);
/// assert!(trace_index_fn::<1, 1, ()>(|[i]| [i * 2]).is_ok());
/// ```
pub fn trace_index_fn<const N: usize, const M: usize, V>(
    f: impl FnOnce([Exp<i64>; N]) -> [Exp<i64>; M],
) -> Result<crate::ir::Fun<V>, crate::Error> {
    let params = vec![Type::Scalar(ScalarType::I64); N];
    let fun = tracer::trace_fun(&params, |p| index_raw(f(std::array::from_fn(|k| Exp::from_raw(p[k])))))
        .map_err(crate::Error::Build)?;
    fun.try_map_arrays(|_| {
        Err(crate::Error::Build(
            "an index function reads an array: it may only compute with its arguments".into(),
        ))
    })
}

/// The bool scalar type, for building conditions by hand.
pub(crate) const BOOL: Type = Type::Scalar(ScalarType::Bool);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::Fun;

    fn trace1<T: Elt, R: Elt>(f: impl FnOnce(Exp<T>) -> Exp<R>) -> Result<Fun<AccRef>, String> {
        tracer::trace_fun(&[T::ty()], |p| f(Exp::from_raw(p[0])).raw)
    }

    #[test]
    fn sharing_is_kept_and_scopes_are_released() {
        let before = tracer::live_slots();
        let f = trace1(|x: Exp<f32>| {
            let y = x * x;
            y + y
        })
        .unwrap();
        // param, x*x, y+y
        assert_eq!(f.nodes().len(), 3);
        assert_eq!(f.use_counts(), vec![2, 2, 1]);
        assert_eq!(tracer::live_slots(), before);
    }

    #[test]
    fn an_expression_smuggled_out_of_its_closure_is_an_error() {
        let mut smuggled = None;
        trace1(|x: Exp<f32>| {
            smuggled = Some(x * 2.0);
            x
        })
        .unwrap();
        let leaked = smuggled.unwrap();
        let err = trace1(|x: Exp<f32>| x + leaked).unwrap_err();
        assert!(err.contains("outside the closure that created it"), "{err}");
    }

    #[test]
    fn loop_state_cannot_escape_its_loop() {
        let err = trace1(|x: Exp<i32>| {
            let mut escaped = None;
            let w = while_loop(
                x,
                10,
                |s| s.lt(5),
                |s| {
                    escaped = Some(s);
                    s + 1
                },
            );
            w + escaped.unwrap()
        })
        .unwrap_err();
        assert!(err.contains("outside its loop"), "{err}");
    }

    #[test]
    fn loops_keep_their_range_contiguous() {
        let f = trace1(|x: Exp<i32>| {
            let k = x * 3; // loop invariant, created before the loop
            while_loop(0, 100, |s| s.lt(k), |s| s + x) + 1
        })
        .unwrap();
        f.check().unwrap();
        let w = f.nodes().iter().position(|n| matches!(n, Expr::While { .. })).unwrap();
        let s = f.nodes().iter().position(|n| matches!(n, Expr::LoopState { .. })).unwrap();
        assert!(s < w);
        assert_eq!(f.nodes()[s], Expr::LoopState { end: ExprId(w as u32) });
    }

    #[test]
    fn literals_infer_their_type_from_the_expression() {
        let f = trace1(|x: Exp<f64>| (2.0 * x + 1.0).max(0.0).min(x)).unwrap();
        assert!(f.types().iter().all(|t| *t == Type::Scalar(ScalarType::F64)));
        let g = trace1(|i: Exp<i64>| (i << 2) % 3 + 1).unwrap();
        assert_eq!(*g.result_type(), Type::Scalar(ScalarType::I64));
    }
}
