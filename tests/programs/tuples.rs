//! Arrays of tuples of 2, 3, 4 and 8 components of mixed types (a nested pair among them):
//! made from a typed array, scanned, folded, permuted, stencilled, reversed or iterated, and
//! turned back into that array's type.
//!
//! [`Comp`] is implemented for every numeric type, `bool`, and tuples of `Comp`s, so one
//! generic pipeline ([`tuple_array`]) serves every shape of tuple. Combining two tuples adds
//! their numbers (floats made small integers first, see [`Ty::small`], so that every order of
//! combining gives one answer) and takes the `^` of their `bool`s: associative and
//! commutative, as scans, folds and permutes on compiled backends require.

use proptest::prelude::*;
use systole_frontend::Vector;
use systole_frontend::prelude::*;

use super::scalar::{Lit, Mode, TEx, Ty, tex};
use super::typed::{TBnd, TV, boundary_of};

/// The tuple types, each with the program's type `T` first.
#[derive(Clone, Copy, Debug)]
pub enum TupK {
    /// `(T, i64)`.
    Two,
    /// `(T, f32, u8)`.
    Three,
    /// `(T, (u16, bool), f64, i8)`.
    Four,
    /// `(T, i32, (u16, bool), f64, i8, u64, f32, bool)`: the widest tuple.
    Eight,
}

/// What the array of tuples goes through.
#[derive(Clone, Copy, Debug)]
pub enum TupOp {
    Plain,
    Reverse,
    Scan,
    /// Rows of `k % 4 + 1` folded (`k = 0`: one row of everything).
    Fold(u8),
    /// A 3-point stencil combining the outer taps.
    Stencil(TBnd),
    /// `k % 6` steps of a stencil.
    Iterate(u8),
    /// Into `k % 5 + 1` targets: collisions combine.
    Permute(u8),
}

/// A component of an array of tuples.
pub trait Comp: Elt {
    /// Made from `v`, the `k`-th function of `fs` for the `k`-th leaf.
    fn make<T: Ty>(v: Exp<T>, fs: &[TEx], k: &mut usize, m: Mode) -> Exp<Self>;
    /// Component-wise `+` (numbers) and `^` (`bool`s).
    fn combine(a: Exp<Self>, b: Exp<Self>) -> Exp<Self>;
    /// The leaves, cast to `T`.
    fn leaves<T: Ty>(e: Exp<Self>, out: &mut Vec<Exp<T>>);
    /// A constant made of the literal.
    fn edge(l: Lit) -> Self;
}

impl<S: Ty> Comp for S {
    fn make<T: Ty>(v: Exp<T>, fs: &[TEx], k: &mut usize, m: Mode) -> Exp<S> {
        let f = &fs[*k % fs.len()];
        *k += 1;
        S::small(tex::<S>(f, &[v.cast::<S>()], m))
    }
    fn combine(a: Exp<S>, b: Exp<S>) -> Exp<S> {
        a + b
    }
    fn leaves<T: Ty>(e: Exp<S>, out: &mut Vec<Exp<T>>) {
        out.push(e.cast::<T>());
    }
    fn edge(l: Lit) -> S {
        S::value(l)
    }
}

impl Comp for bool {
    fn make<T: Ty>(v: Exp<T>, fs: &[TEx], k: &mut usize, m: Mode) -> Exp<bool> {
        let f = &fs[*k % fs.len()];
        *k += 1;
        tex::<T>(f, &[v], m).cast::<bool>()
    }
    fn combine(a: Exp<bool>, b: Exp<bool>) -> Exp<bool> {
        a ^ b
    }
    fn leaves<T: Ty>(e: Exp<bool>, out: &mut Vec<Exp<T>>) {
        out.push(e.cast::<T>());
    }
    fn edge(l: Lit) -> bool {
        matches!(l, Lit::Small(k) if k % 2 != 0)
    }
}

macro_rules! comp_tuple {
    ($($name:ident $x:ident $y:ident $idx:tt),+) => {
        impl<$($name: Comp),+> Comp for ($($name,)+) {
            fn make<T: Ty>(v: Exp<T>, fs: &[TEx], k: &mut usize, m: Mode) -> Exp<Self> {
                Exp::from(($($name::make(v, fs, k, m),)+))
            }
            fn combine(a: Exp<Self>, b: Exp<Self>) -> Exp<Self> {
                let ($($x,)+) = a.unpack();
                let ($($y,)+) = b.unpack();
                Exp::from(($($name::combine($x, $y),)+))
            }
            fn leaves<T: Ty>(e: Exp<Self>, out: &mut Vec<Exp<T>>) {
                let ($($x,)+) = e.unpack();
                $($name::leaves($x, out);)+
            }
            fn edge(l: Lit) -> Self {
                ($($name::edge(l),)+)
            }
        }
    };
}

comp_tuple!(A a1 a2 0, B b1 b2 1);
comp_tuple!(A a1 a2 0, B b1 b2 1, C c1 c2 2);
comp_tuple!(A a1 a2 0, B b1 b2 1, C c1 c2 2, D d1 d2 3);
comp_tuple!(A a1 a2 0, B b1 b2 1, C c1 c2 2, D d1 d2 3, E e1 e2 4, F f1 f2 5, G g1 g2 6, H h1 h2 7);

/// `x` made an array of tuples of kind `kind` (functions `fs`), through `op`, and back to `T`
/// (`back` of the leaves).
pub fn tuple_array<T: Ty>(kind: TupK, x: &TV<T>, fs: &[TEx], op: TupOp, back: &TEx, m: Mode) -> TV<T> {
    match kind {
        TupK::Two => through::<T, (T, i64)>(x, fs, op, back, m),
        TupK::Three => through::<T, (T, f32, u8)>(x, fs, op, back, m),
        TupK::Four => through::<T, (T, (u16, bool), f64, i8)>(x, fs, op, back, m),
        TupK::Eight => through::<T, (T, i32, (u16, bool), f64, i8, u64, f32, bool)>(x, fs, op, back, m),
    }
}

fn through<T: Ty, C: Comp>(x: &TV<T>, fs: &[TEx], op: TupOp, back: &TEx, m: Mode) -> TV<T> {
    let tuples: Acc<Vector<C>> = x.a.map(|v| C::make(v, fs, &mut 0, m));
    let n = x.n;
    let three = Stencil::new([[-1], [0], [1]]);
    let (tuples, n) = match op {
        TupOp::Plain => (tuples, n),
        TupOp::Reverse => (tuples.reverse(), n),
        TupOp::Scan => (tuples.scan(C::combine), n),
        TupOp::Fold(k) => {
            let cols = if k % 5 == 0 { n.max(1) } else { usize::from(k % 5) };
            let rows = n / cols;
            let c = cols as i64;
            let m2 = tuples.backpermute([rows, cols], move |[i, j]| [i * c + j]);
            (m2.fold(constant(C::edge(Lit::Small(0))), C::combine), rows)
        }
        TupOp::Stencil(b) => {
            let b = boundary_of(b, C::edge);
            (tuples.stencil(&three, b, |t| C::combine(t[[-1]], t[[1]])), n)
        }
        TupOp::Iterate(k) => {
            let steps = i64::from(k % 6);
            let looped = iterate(steps, tuples, |w| {
                w.stencil(&three, Boundary::Clamp, |t| C::combine(t[[0]], t[[1]]))
            });
            (looped, n)
        }
        TupOp::Permute(k) => {
            let targets = usize::from(k % 5) + 1;
            let defaults = fill([targets], constant(C::edge(Lit::Small(1))));
            let t = targets as i64;
            (tuples.permute(C::combine, &defaults, move |[i]| Target::to([i % t])), targets)
        }
    };
    let a = tuples.map(|e| {
        let mut leaves = Vec::new();
        C::leaves::<T>(e, &mut leaves);
        tex::<T>(back, &leaves, m)
    });
    TV { a, n }
}

pub fn tup_kind() -> impl Strategy<Value = TupK> + Clone {
    prop_oneof![Just(TupK::Two), Just(TupK::Three), Just(TupK::Four), Just(TupK::Eight)]
}

pub fn tup_op(bnd: impl Strategy<Value = TBnd> + Clone + 'static) -> impl Strategy<Value = TupOp> + Clone {
    prop_oneof![
        1 => Just(TupOp::Plain),
        1 => Just(TupOp::Reverse),
        2 => Just(TupOp::Scan),
        2 => any::<u8>().prop_map(TupOp::Fold),
        2 => bnd.prop_map(TupOp::Stencil),
        1 => any::<u8>().prop_map(TupOp::Iterate),
        2 => any::<u8>().prop_map(TupOp::Permute),
    ]
}
