//! Typed scalar expressions: every scalar operation of the language on every numeric element
//! type, `bool` conditions, and casts between any two types.
//!
//! A [`TEx`] is drawn once, untyped, and built at whatever type its context asks for
//! ([`tex`]). An operation the type lacks becomes a neighbour it has (see [`Ty::un`] and
//! [`Ty::bin`]: on integers `sqrt` becomes `!` and `pow` becomes `<<`; on floats `&` becomes
//! `pow` and `<<` becomes `*`), so that every drawn expression is well typed at every type and
//! shrinks the same way whatever the type. `Cast(t, e)` computes `e` at type `t`, its
//! arguments cast there, and casts the result back: every pair of types, saturating float to
//! integer casts included. Conditions ([`BEx`]) compare, combine with `and`, `or`, `^` and
//! `!`, and turn numbers into `bool` and back.
//!
//! Literals sit where the types have edges ([`Lit`]): small values, `MIN`, `MAX`, ±1, and for
//! floats NaN, ±∞, -0, subnormals, halves (rounding) and values out of every integer's range;
//! and arbitrary bit patterns (NaNs with payloads).
//!
//! Two things depend on where an expression runs ([`Mode`]):
//! - integer `/` and `%` by zero is an error of the interpreter and 0 on compiled backends:
//!   built as written in a program with faults, and otherwise in their defined form,
//!   `select(b == 0, 0, a / b)`, whose side not chosen does not fail;
//! - the math functions that the GPU computes with libdevice (`exp`, `ln`, `sin`, `cos`,
//!   `tan`, `pow`, `atan2`) are used only where the backend promises the interpreter's bits
//!   (the CPU); elsewhere they become exact operations.

use proptest::prelude::*;
use systole_frontend::prelude::*;
use systole_frontend::{Float, Num};

use super::ast::Cmp;

/// A numeric element type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sty {
    I8,
    I16,
    I32,
    I64,
    U8,
    U16,
    U32,
    U64,
    F32,
    F64,
}

/// Every numeric type, in the order [`Sty`] lists them.
pub const STYS: [Sty; 10] =
    [Sty::I8, Sty::I16, Sty::I32, Sty::I64, Sty::U8, Sty::U16, Sty::U32, Sty::U64, Sty::F32, Sty::F64];

/// A unary operation.
#[derive(Clone, Copy, Debug)]
pub enum Un {
    Neg,
    Abs,
    Not,
    Sqrt,
    Exp,
    Ln,
    Sin,
    Cos,
    Tan,
    Floor,
    Ceil,
    Round,
}

/// A binary operation.
#[derive(Clone, Copy, Debug)]
pub enum Bin {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Min,
    Max,
    And,
    Or,
    Xor,
    Shl,
    Shr,
    Pow,
    Atan2,
}

/// A literal, made a value of the type it is built at (see [`Ty::value`]).
#[derive(Clone, Copy, Debug)]
pub enum Lit {
    /// A small integer.
    Small(i8),
    /// The `k`-th value of the type's table of edges.
    Edge(u8),
    /// A bit pattern (truncated to the type's width).
    Bits(u64),
}

/// A scalar expression of a numeric type given by its context.
#[derive(Clone, Debug)]
pub enum TEx {
    /// The `k`-th argument (modulo their number; a literal when there are none).
    Arg(u8),
    Lit(Lit),
    Un(Un, Box<TEx>),
    Bin(Bin, Box<TEx>, Box<TEx>),
    /// `a * b + c` (one rounding on floats).
    Fma(Box<[TEx; 3]>),
    /// `x.clamp(lo, hi)`.
    Clamp(Box<[TEx; 3]>),
    Sel(Box<BEx>, Box<[TEx; 2]>),
    /// Computed at another type, the arguments cast to it, and cast back.
    Cast(Sty, Box<TEx>),
    /// A condition as a number (`true` is 1).
    FromBool(Box<BEx>),
}

/// A logical operation on `bool`s.
#[derive(Clone, Copy, Debug)]
pub enum Logic {
    And,
    Or,
    Xor,
}

/// A condition over numbers of the type of its context.
#[derive(Clone, Debug)]
pub enum BEx {
    Cmp(Cmp, Box<[TEx; 2]>),
    Not(Box<BEx>),
    Logic(Logic, Box<[BEx; 2]>),
    /// A number cast to `bool` (not zero).
    Truth(Box<TEx>),
}

/// How expressions are built where they run (see the module documentation).
#[derive(Clone, Copy, Debug)]
pub struct Mode {
    /// Integer `/` and `%` as written (a division by zero fails on the interpreter), not in
    /// their defined form.
    pub raw_division: bool,
    /// `exp`, `ln`, `sin`, `cos`, `tan`, `pow` and `atan2` as written, not replaced by exact
    /// operations.
    pub math: bool,
}

/// A numeric element type as the generator builds it.
pub trait Ty: Num {
    const STY: Sty;
    const FLOAT: bool;
    /// The value of a literal.
    fn value(l: Lit) -> Self;
    fn un(op: Un, x: Exp<Self>, m: Mode) -> Exp<Self>;
    fn bin(op: Bin, a: Exp<Self>, b: Exp<Self>, m: Mode) -> Exp<Self>;
    fn fma(a: Exp<Self>, b: Exp<Self>, c: Exp<Self>) -> Exp<Self>;
    /// `x` made a small integer (`-16..=16`, no `-0`, no NaN) on floats, `x` on integers: the
    /// inputs of float reductions, so that every order of combining them gives one answer.
    fn small(x: Exp<Self>) -> Exp<Self>;
}

/// A literal as an expression of type `T`.
pub fn lit<T: Ty>(l: Lit) -> Exp<T> {
    constant(T::value(l))
}

/// `a cmp b`.
pub fn compare<T: Num>(c: Cmp, a: Exp<T>, b: Exp<T>) -> Exp<bool> {
    match c {
        Cmp::Lt => a.lt(b),
        Cmp::Le => a.le(b),
        Cmp::Gt => a.gt(b),
        Cmp::Ge => a.ge(b),
        Cmp::Eq => a.eq(b),
        Cmp::Ne => a.ne(b),
    }
}

/// `a / b` or `a % b` on integers: as written, or in the defined form of compiled backends.
fn divide<T: Ty>(rem: bool, a: Exp<T>, b: Exp<T>, m: Mode) -> Exp<T> {
    let q = if rem { a % b } else { a / b };
    if m.raw_division { q } else { select(b.eq(lit::<T>(Lit::Small(0))), lit::<T>(Lit::Small(0)), q) }
}

macro_rules! int_ty {
    ($($t:ty => $v:ident),*) => {$(
        impl Ty for $t {
            const STY: Sty = Sty::$v;
            const FLOAT: bool = false;
            fn value(l: Lit) -> $t {
                const EDGES: [$t; 8] = [
                    <$t>::MIN,
                    <$t>::MAX,
                    0,
                    1,
                    -1i64 as $t,
                    <$t>::MIN.wrapping_add(1),
                    <$t>::MAX >> 1,
                    (<$t>::BITS - 1) as $t,
                ];
                match l {
                    Lit::Small(k) => k as $t,
                    Lit::Edge(k) => EDGES[usize::from(k) % EDGES.len()],
                    Lit::Bits(b) => b as $t,
                }
            }
            fn un(op: Un, x: Exp<$t>, _: Mode) -> Exp<$t> {
                match op {
                    Un::Neg | Un::Sin | Un::Cos => -x,
                    Un::Abs | Un::Floor | Un::Ceil => x.abs(),
                    Un::Not | Un::Sqrt | Un::Exp | Un::Ln | Un::Tan | Un::Round => !x,
                }
            }
            fn bin(op: Bin, a: Exp<$t>, b: Exp<$t>, m: Mode) -> Exp<$t> {
                match op {
                    Bin::Add => a + b,
                    Bin::Sub => a - b,
                    Bin::Mul => a * b,
                    Bin::Div => divide(false, a, b, m),
                    Bin::Rem => divide(true, a, b, m),
                    Bin::Min => a.min(b),
                    Bin::Max => a.max(b),
                    Bin::And => a & b,
                    Bin::Or => a | b,
                    Bin::Xor => a ^ b,
                    Bin::Shl | Bin::Pow => a << b,
                    Bin::Shr | Bin::Atan2 => a >> b,
                }
            }
            fn fma(a: Exp<$t>, b: Exp<$t>, c: Exp<$t>) -> Exp<$t> {
                a * b + c
            }
            fn small(x: Exp<$t>) -> Exp<$t> {
                x
            }
        }
    )*};
}

int_ty!(i8 => I8, i16 => I16, i32 => I32, i64 => I64, u8 => U8, u16 => U16, u32 => U32, u64 => U64);

/// The operation a float computes for `op`: the exact neighbours of the math functions
/// unless [`Mode::math`].
fn float_un<T: Float>(op: Un, x: Exp<T>, m: Mode) -> Exp<T> {
    match op {
        Un::Neg => -x,
        Un::Abs => x.abs(),
        Un::Sqrt => x.sqrt(),
        Un::Floor | Un::Not => x.floor(),
        Un::Ceil => x.ceil(),
        Un::Round => x.round(),
        Un::Exp if m.math => x.exp(),
        Un::Ln if m.math => x.ln(),
        Un::Sin if m.math => x.sin(),
        Un::Cos if m.math => x.cos(),
        Un::Tan if m.math => x.tan(),
        Un::Exp | Un::Sin => x.sqrt(),
        Un::Ln | Un::Cos | Un::Tan => x.round(),
    }
}

fn float_bin<T: Float>(op: Bin, a: Exp<T>, b: Exp<T>, m: Mode) -> Exp<T> {
    match op {
        Bin::Add => a + b,
        Bin::Sub | Bin::Xor => a - b,
        Bin::Mul | Bin::Shl => a * b,
        Bin::Div | Bin::Shr => a / b,
        Bin::Rem => a % b,
        Bin::Min | Bin::And => a.min(b),
        Bin::Max | Bin::Or => a.max(b),
        Bin::Pow if m.math => a.pow(b),
        Bin::Atan2 if m.math => a.atan2(b),
        Bin::Pow => a * b,
        Bin::Atan2 => a / b,
    }
}

macro_rules! float_ty {
    ($($t:ident => $v:ident, $bits:ty),*) => {$(
        impl Ty for $t {
            const STY: Sty = Sty::$v;
            const FLOAT: bool = true;
            fn value(l: Lit) -> $t {
                const EDGES: [$t; 16] = [
                    $t::NAN,
                    $t::INFINITY,
                    $t::NEG_INFINITY,
                    -0.0,
                    $t::MIN_POSITIVE,
                    $t::MAX,
                    $t::MIN,
                    $t::EPSILON,
                    0.5,
                    -2.5,
                    0.1,
                    $t::from_bits(1),
                    16_777_217.0,
                    3.0e9,
                    -1.0e19,
                    0.499_999_97,
                ];
                match l {
                    Lit::Small(k) => k as $t,
                    Lit::Edge(k) => EDGES[usize::from(k) % EDGES.len()],
                    Lit::Bits(b) => $t::from_bits(b as $bits),
                }
            }
            fn un(op: Un, x: Exp<$t>, m: Mode) -> Exp<$t> {
                float_un(op, x, m)
            }
            fn bin(op: Bin, a: Exp<$t>, b: Exp<$t>, m: Mode) -> Exp<$t> {
                float_bin(op, a, b, m)
            }
            fn fma(a: Exp<$t>, b: Exp<$t>, c: Exp<$t>) -> Exp<$t> {
                a.fma(b, c)
            }
            fn small(x: Exp<$t>) -> Exp<$t> {
                x.round().max(-16.0).min(16.0) + 0.0
            }
        }
    )*};
}

float_ty!(f32 => F32, u32, f64 => F64, u64);

/// Calls `$body` with `$T` the Rust type of the [`Sty`] `$s`.
macro_rules! at_type {
    ($s:expr, $T:ident => $body:expr) => {
        match $s {
            crate::programs::scalar::Sty::I8 => {
                type $T = i8;
                $body
            }
            crate::programs::scalar::Sty::I16 => {
                type $T = i16;
                $body
            }
            crate::programs::scalar::Sty::I32 => {
                type $T = i32;
                $body
            }
            crate::programs::scalar::Sty::I64 => {
                type $T = i64;
                $body
            }
            crate::programs::scalar::Sty::U8 => {
                type $T = u8;
                $body
            }
            crate::programs::scalar::Sty::U16 => {
                type $T = u16;
                $body
            }
            crate::programs::scalar::Sty::U32 => {
                type $T = u32;
                $body
            }
            crate::programs::scalar::Sty::U64 => {
                type $T = u64;
                $body
            }
            crate::programs::scalar::Sty::F32 => {
                type $T = f32;
                $body
            }
            crate::programs::scalar::Sty::F64 => {
                type $T = f64;
                $body
            }
        }
    };
}
pub(crate) use at_type;

/// `e` built at type `T`, with `args` as its arguments.
pub fn tex<T: Ty>(e: &TEx, args: &[Exp<T>], m: Mode) -> Exp<T> {
    let go = |e: &TEx| tex(e, args, m);
    match e {
        TEx::Arg(k) if args.is_empty() => lit(Lit::Small(*k as i8 + 1)),
        TEx::Arg(k) => args[usize::from(*k) % args.len()],
        TEx::Lit(l) => lit(*l),
        TEx::Un(op, a) => T::un(*op, go(a), m),
        TEx::Bin(op, a, b) => T::bin(*op, go(a), go(b), m),
        TEx::Fma(p) => T::fma(go(&p[0]), go(&p[1]), go(&p[2])),
        TEx::Clamp(p) => go(&p[0]).clamp(go(&p[1]), go(&p[2])),
        TEx::Sel(c, p) => select(bex(c, args, m), go(&p[0]), go(&p[1])),
        TEx::Cast(s, a) => via(*s, a, args, m),
        TEx::FromBool(c) => bex(c, args, m).cast::<T>(),
    }
}

/// `e` built at type `s` from `args` cast there, cast back to `T`.
pub fn via<T: Ty>(s: Sty, e: &TEx, args: &[Exp<T>], m: Mode) -> Exp<T> {
    at_type!(s, S => {
        let inner: Vec<Exp<S>> = args.iter().map(|a| a.cast::<S>()).collect();
        tex::<S>(e, &inner, m).cast::<T>()
    })
}

/// The condition `c` over numbers of type `T`.
pub fn bex<T: Ty>(c: &BEx, args: &[Exp<T>], m: Mode) -> Exp<bool> {
    match c {
        BEx::Cmp(op, p) => compare(*op, tex(&p[0], args, m), tex(&p[1], args, m)),
        BEx::Not(a) => !bex(a, args, m),
        BEx::Logic(op, p) => {
            let (a, b) = (bex(&p[0], args, m), bex(&p[1], args, m));
            match op {
                Logic::And => a.and(b),
                Logic::Or => a.or(b),
                Logic::Xor => a ^ b,
            }
        }
        BEx::Truth(a) => tex(a, args, m).cast::<bool>(),
    }
}

// ----- strategies ---------------------------------------------------------------------------

pub fn sty_strategy() -> impl Strategy<Value = Sty> + Clone {
    (0..STYS.len()).prop_map(|k| STYS[k])
}

pub fn cmp_strategy() -> impl Strategy<Value = Cmp> + Clone {
    prop_oneof![Just(Cmp::Lt), Just(Cmp::Le), Just(Cmp::Gt), Just(Cmp::Ge), Just(Cmp::Eq), Just(Cmp::Ne)]
}

pub fn lit_strategy() -> impl Strategy<Value = Lit> + Clone {
    prop_oneof![6 => (-8i8..8).prop_map(Lit::Small), 3 => any::<u8>().prop_map(Lit::Edge), 1 => any::<u64>().prop_map(Lit::Bits)]
}

fn un_strategy() -> impl Strategy<Value = Un> + Clone {
    use Un::*;
    let all = [Neg, Abs, Not, Sqrt, Exp, Ln, Sin, Cos, Tan, Floor, Ceil, Round];
    (0..all.len()).prop_map(move |k| all[k])
}

fn bin_strategy() -> impl Strategy<Value = Bin> + Clone {
    use Bin::*;
    let all = [Add, Sub, Mul, Div, Rem, Min, Max, And, Or, Xor, Shl, Shr, Pow, Atan2];
    (0..all.len()).prop_map(move |k| all[k])
}

fn bx<T>(t: T) -> Box<T> {
    Box::new(t)
}

/// A condition over expressions drawn by `e`.
pub fn bex_strategy(e: BoxedStrategy<TEx>) -> impl Strategy<Value = BEx> + Clone {
    let cmp = (cmp_strategy(), e.clone(), e.clone()).prop_map(|(c, a, b)| BEx::Cmp(c, bx([a, b])));
    let logic = prop_oneof![Just(Logic::And), Just(Logic::Or), Just(Logic::Xor)];
    prop_oneof![
        5 => cmp.clone(),
        1 => cmp.clone().prop_map(|c| BEx::Not(bx(c))),
        1 => (logic, cmp.clone(), cmp).prop_map(|(l, a, b)| BEx::Logic(l, bx([a, b]))),
        1 => e.prop_map(|a| BEx::Truth(bx(a))),
    ]
}

/// Expressions of up to 4 levels and about 20 nodes.
pub fn tex_strategy() -> BoxedStrategy<TEx> {
    let leaf = prop_oneof![3 => (0u8..4).prop_map(TEx::Arg), 2 => lit_strategy().prop_map(TEx::Lit)];
    leaf.prop_recursive(4, 20, 3, |inner| {
        let inner = inner.boxed();
        prop_oneof![
            3 => (un_strategy(), inner.clone()).prop_map(|(op, a)| TEx::Un(op, bx(a))),
            8 => (bin_strategy(), inner.clone(), inner.clone()).prop_map(|(op, a, b)| TEx::Bin(op, bx(a), bx(b))),
            1 => (inner.clone(), inner.clone(), inner.clone()).prop_map(|(a, b, c)| TEx::Fma(bx([a, b, c]))),
            1 => (inner.clone(), inner.clone(), inner.clone()).prop_map(|(a, b, c)| TEx::Clamp(bx([a, b, c]))),
            2 => (bex_strategy(inner.clone()), inner.clone(), inner.clone())
                .prop_map(|(c, a, b)| TEx::Sel(bx(c), bx([a, b]))),
            3 => (sty_strategy(), inner.clone()).prop_map(|(s, a)| TEx::Cast(s, bx(a))),
            1 => bex_strategy(inner).prop_map(|c| TEx::FromBool(bx(c))),
        ]
    })
    .boxed()
}
