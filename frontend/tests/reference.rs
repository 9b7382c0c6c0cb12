//! Property tests: every combinator run on the reference interpreter against a plain-Rust
//! model written here (loops over `Vec`s), over random shapes and values.
//!
//! - Shapes have ranks 1 to 3 where the combinator allows, extents 0 to 7 with empty and
//!   size-1 extents frequent; ranks 4 to 6 too (a `*_ranks_4_to_6` property per combinator),
//!   with extents 0 to 3 so that an array stays below a thousand elements.
//! - Integers (`i32` mostly) span the whole range, so sums and products wrap; they are
//!   compared exactly.
//! - Floats are compared bit for bit (any NaN equal to any NaN): the models combine in the
//!   interpreter's documented order (left to right along a row, sources in row-major order)
//!   and call the same `std` functions, so the results must be identical.
//!
//! A model never calls into the crate beyond building the input arrays; each module says
//! what it checks.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "test code, helpers included: a failed check panics"
)]

use std::fmt;

use proptest::prelude::*;
use systole_frontend::elt::Scalar;
use systole_frontend::prelude::*;
use systole_frontend::{Dim, Innermost, Lower, ScalarElt, SortKey};

/// Cases per property: enough to hit the edge cases (empty rows, size-1 extents, wrapping)
/// while the whole file runs in a few seconds.
const CASES: u32 = 64;

fn config() -> ProptestConfig {
    ProptestConfig::with_cases(CASES)
}

/// The float `min` and `max` of the guide's "Semantics" (IEEE 754-2019 `minimumNumber` and
/// `maximumNumber`): `f64::min`, but with `-0.0` below `+0.0`, which `f64::min` leaves open.
trait MinMaxNumber: Copy {
    fn min_number(self, other: Self) -> Self;
    fn max_number(self, other: Self) -> Self;
}

macro_rules! impl_min_max_number {
    ($($t:ty),*) => {$(
        impl MinMaxNumber for $t {
            fn min_number(self, other: Self) -> Self {
                if self == 0.0 && other == 0.0 { if self.is_sign_negative() { self } else { other } } else { self.min(other) }
            }
            fn max_number(self, other: Self) -> Self {
                if self == 0.0 && other == 0.0 { if self.is_sign_positive() { self } else { other } } else { self.max(other) }
            }
        }
    )*};
}
impl_min_max_number!(f32, f64);

// ----- shapes and indices -------------------------------------------------------------------

fn size<const D: usize>(shape: [usize; D]) -> usize {
    shape.iter().product()
}

/// The index of row-major position `i` (innermost dimension last).
fn unlinear<const D: usize>(shape: [usize; D], mut i: usize) -> [usize; D] {
    let mut ix = [0; D];
    for d in (0..D).rev() {
        ix[d] = i % shape[d];
        i /= shape[d];
    }
    ix
}

/// The row-major position of `ix`.
fn linear<const D: usize>(shape: [usize; D], ix: [usize; D]) -> usize {
    ix.iter().zip(shape).fold(0, |acc, (&i, n)| acc * n + i)
}

/// Every index of `shape`, in row-major order.
fn indices<const D: usize>(shape: [usize; D]) -> impl Iterator<Item = [usize; D]> {
    (0..size(shape)).map(move |i| unlinear(shape, i))
}

/// `ix` if it lies inside `shape`.
fn inside<const D: usize>(shape: [usize; D], ix: [i64; D]) -> Option<[usize; D]> {
    let mut out = [0; D];
    for d in 0..D {
        if ix[d] < 0 || ix[d] >= shape[d] as i64 {
            return None;
        }
        out[d] = ix[d] as usize;
    }
    Some(out)
}

fn intersection<const D: usize>(a: [usize; D], b: [usize; D]) -> [usize; D] {
    std::array::from_fn(|d| a[d].min(b[d]))
}

/// `[.., n]` as the outer shape `[..]` and the row length `n`.
fn split<const D: usize, const E: usize>(shape: [usize; D]) -> ([usize; E], usize) {
    assert_eq!(E + 1, D, "split removes the innermost dimension");
    (std::array::from_fn(|d| shape[d]), shape[D - 1])
}

// ----- model arrays -------------------------------------------------------------------------

/// A host array of the models: a shape and the elements in row-major order.
#[derive(Clone, Debug, PartialEq)]
struct Model<T, const D: usize> {
    shape: [usize; D],
    data: Vec<T>,
}

impl<T: Copy, const D: usize> Model<T, D> {
    fn from_fn(shape: [usize; D], f: impl FnMut([usize; D]) -> T) -> Self {
        Model { shape, data: indices(shape).map(f).collect() }
    }

    fn at(&self, ix: [usize; D]) -> T {
        self.data[linear(self.shape, ix)]
    }

    /// The element at `ix`, or `None` outside the array.
    fn get(&self, ix: [i64; D]) -> Option<T> {
        inside(self.shape, ix).map(|ix| self.at(ix))
    }

    fn map<U: Copy>(&self, mut f: impl FnMut(T) -> U) -> Model<U, D> {
        Model { shape: self.shape, data: self.data.iter().map(|&x| f(x)).collect() }
    }

    /// The rows along the innermost dimension.
    fn rows(&self) -> Vec<&[T]> {
        let n = self.shape[D - 1];
        let count = self.data.len().checked_div(n).unwrap_or_else(|| {
            // rows of length 0: as many as the outer extents say
            self.shape[..D - 1].iter().product()
        });
        (0..count).map(|r| &self.data[r * n..(r + 1) * n]).collect()
    }
}

impl<T: Elt, const D: usize> Model<T, D> {
    fn of(a: &Array<T, D>) -> Self {
        Model { shape: a.shape(), data: a.to_vec() }
    }
}

// ----- exact comparison ---------------------------------------------------------------------

/// Elements compared exactly: integers by value, floats bit for bit with every NaN equal to
/// every other (NaN payloads are not part of the semantics).
trait Exact: Elt {
    type Key: PartialEq + fmt::Debug;
    fn key(self) -> Self::Key;
}

macro_rules! exact_by_value {
    ($($t:ty),*) => {$(
        impl Exact for $t {
            type Key = $t;
            fn key(self) -> $t {
                self
            }
        }
    )*};
}
exact_by_value!(bool, i8, i16, i32, i64, u8, u16, u32, u64);

/// A float compared by its bits (printed as the float).
#[derive(Clone, Copy)]
struct Bits<F>(F);

macro_rules! exact_float {
    ($($t:ty),*) => {$(
        impl PartialEq for Bits<$t> {
            fn eq(&self, other: &Self) -> bool {
                self.0.to_bits() == other.0.to_bits() || (self.0.is_nan() && other.0.is_nan())
            }
        }
        impl fmt::Debug for Bits<$t> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Debug::fmt(&self.0, f)
            }
        }
        impl Exact for $t {
            type Key = Bits<$t>;
            fn key(self) -> Bits<$t> {
                Bits(self)
            }
        }
    )*};
}
exact_float!(f32, f64);

macro_rules! exact_tuple {
    ($($name:ident $idx:tt),+) => {
        impl<$($name: Exact),+> Exact for ($($name,)+) {
            type Key = ($($name::Key,)+);
            fn key(self) -> Self::Key {
                ($(self.$idx.key(),)+)
            }
        }
    };
}
exact_tuple!(A 0, B 1);
exact_tuple!(A 0, B 1, C 2);
exact_tuple!(A 0, B 1, C 2, D 3);
exact_tuple!(A 0, B 1, C 2, D 3, E 4);
exact_tuple!(A 0, B 1, C 2, D 3, E 4, F 5);
exact_tuple!(A 0, B 1, C 2, D 3, E 4, F 5, G 6);
exact_tuple!(A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7);

/// Checks an interpreter result against a model: same shape, same elements.
fn check<T: Exact, const D: usize>(
    what: &str,
    got: &Array<T, D>,
    want: &Model<T, D>,
) -> Result<(), TestCaseError> {
    prop_assert_eq!(got.shape(), want.shape, "{}: shape", what);
    let got: Vec<T::Key> = got.to_vec().into_iter().map(Exact::key).collect();
    let want: Vec<T::Key> = want.data.iter().map(|&x| x.key()).collect();
    prop_assert_eq!(got, want, "{}: elements", what);
    Ok(())
}

/// Checks a result that may be an error against the model's expectation.
fn check_result<T: Exact, const D: usize>(
    what: &str,
    got: Result<Array<T, D>, Error>,
    want: Result<Model<T, D>, Error>,
) -> Result<(), TestCaseError> {
    match (got, want) {
        (Ok(got), Ok(want)) => check(what, &got, &want),
        (Err(got), Err(want)) => {
            prop_assert_eq!(got, want, "{}: error", what);
            Ok(())
        }
        (Ok(got), Err(want)) => {
            Err(TestCaseError::fail(format!("{what}: expected the error `{want}`, got {got:?}")))
        }
        (Err(got), Ok(want)) => {
            Err(TestCaseError::fail(format!("{what}: expected {want:?}, got the error `{got}`")))
        }
    }
}

/// Runs a program that must succeed.
fn run<S: AccValue>(what: &str, program: &S) -> Result<S::Host, TestCaseError> {
    interpret(program).map_err(|e| TestCaseError::fail(format!("{what}: the interpreter failed: {e}")))
}

/// Runs a program that must fail, and returns its error.
fn run_err<S: AccValue>(what: &str, program: &S) -> Result<Error, TestCaseError>
where
    S::Host: fmt::Debug,
{
    match interpret(program) {
        Ok(v) => Err(TestCaseError::fail(format!("{what}: expected an error, got {v:?}"))),
        Err(e) => Ok(e),
    }
}

// ----- strategies ---------------------------------------------------------------------------

/// An extent: often 0 or 1, otherwise up to 7.
fn extent() -> impl Strategy<Value = usize> + Clone {
    prop_oneof![1 => Just(0usize), 2 => Just(1usize), 6 => 2usize..=7]
}

/// A shape of rank `D`: extents from [`extent`] up to rank 3, from 0 to 3 above (a rank-6
/// array of extents up to 7 would hold 117,649 elements).
fn shape<const D: usize>() -> impl Strategy<Value = [usize; D]> + Clone {
    let extent = if D <= 3 {
        extent().boxed()
    } else {
        prop_oneof![1 => Just(0usize), 2 => Just(1usize), 5 => 2usize..=3].boxed()
    };
    prop::array::uniform::<_, D>(extent)
}

/// An array of the given shape.
fn array_with<T: Elt, const D: usize>(
    shape: [usize; D],
    elt: impl Strategy<Value = T> + Clone,
) -> impl Strategy<Value = Array<T, D>> + Clone {
    prop::collection::vec(elt, size(shape))
        .prop_map(move |v| Array::from_vec(shape, v).expect("one value per index"))
}

/// An array of a random shape.
fn array<T: Elt, const D: usize>(
    elt: impl Strategy<Value = T> + Clone + 'static,
) -> impl Strategy<Value = Array<T, D>> {
    shape::<D>().prop_flat_map(move |s| array_with(s, elt.clone()))
}

/// A vector of up to 24 elements (for the scalar operations).
fn vector<T: Elt>(elt: impl Strategy<Value = T> + Clone) -> impl Strategy<Value = Array<T, 1>> {
    prop::collection::vec(elt, 0..=24).prop_map(|v| {
        let n = v.len();
        Array::from_vec([n], v).expect("one value per index")
    })
}

/// An `i32`: small ones, any one (so that arithmetic wraps), and the edges.
fn int() -> impl Strategy<Value = i32> + Clone {
    prop_oneof![
        3 => -100i32..=100,
        3 => any::<i32>(),
        1 => prop::sample::select(vec![i32::MIN, i32::MAX, -1, 0, 1]),
    ]
}

/// An `f64`: ordinary ones, any one, and special values.
fn real() -> impl Strategy<Value = f64> + Clone {
    prop_oneof![
        4 => -1e3f64..1e3,
        2 => any::<f64>(),
        1 => prop::sample::select(vec![
            0.0,
            -0.0,
            1.0,
            -1.5,
            1e300,
            -1e300,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
        ]),
    ]
}

/// A boundary of every kind, the constant drawn from `elt`.
fn boundary<T: Elt>(elt: impl Strategy<Value = T>) -> impl Strategy<Value = Boundary<T>> {
    prop_oneof![
        Just(Boundary::Clamp),
        Just(Boundary::Mirror),
        Just(Boundary::Wrap),
        elt.prop_map(Boundary::Constant),
    ]
}

// ----- creating arrays ----------------------------------------------------------------------

/// `use_array`, `unit`, `fill`, `generate` and `enumerate`: the arrays they describe, built
/// element by element from the index.
mod create {
    use super::*;

    fn check_use<T: Exact, const D: usize>(a: &Array<T, D>) -> Result<(), TestCaseError> {
        let got = run("use_array", &use_array(a))?;
        check("use_array", &got, &Model::of(a))
    }

    fn check_generators<const D: usize>(shape: [usize; D], v: i32, c: i64) -> Result<(), TestCaseError> {
        let got = run("fill", &fill(shape, v))?;
        check("fill", &got, &Model::from_fn(shape, |_| v))?;

        // an order-sensitive function of every component of the index (wrapping)
        let got = run(
            "generate",
            &generate(shape, move |ix: [Exp<i64>; D]| {
                ix.iter().fold(Exp::from(c), |acc, &i| acc * 1_000_003 + i)
            }),
        )?;
        let want = Model::from_fn(shape, |ix| {
            ix.iter().fold(c, |acc, &i| acc.wrapping_mul(1_000_003).wrapping_add(i as i64))
        });
        check("generate", &got, &want)?;

        // tuples of two element types
        let got = run(
            "generate pairs",
            &generate(shape, |ix: [Exp<i64>; D]| (ix[D - 1].cast::<f64>() * 0.5, ix[0].lt(2))),
        )?;
        let want = Model::from_fn(shape, |ix| (ix[D - 1] as f64 * 0.5, ix[0] < 2));
        check("generate pairs", &got, &want)?;

        let got = run("enumerate", &enumerate(shape))?;
        check("enumerate", &got, &Model::from_fn(shape, |ix| linear(shape, ix) as i64))
    }

    proptest! {
        #![proptest_config(config())]

        #[test]
        fn use_array_returns_the_array(
            a1 in array::<i32, 1>(int()),
            a2 in array::<f64, 2>(real()),
            a3 in array::<i32, 3>(int()),
            x in int(),
        ) {
            check_use(&a1)?;
            check_use(&a2)?;
            check_use(&a3)?;
            check_use(&Array::scalar(x))?;
        }

        #[test]
        fn unit_holds_the_value_of_its_expression(x in int(), y in int(), r in real()) {
            let got = run("unit", &unit(Exp::from(x) * y))?;
            prop_assert_eq!(got.shape(), []);
            prop_assert_eq!(got.value(), x.wrapping_mul(y), "unit {} * {}", x, y);
            let got = run("unit f64", &unit(r))?;
            prop_assert_eq!(got.value().key(), r.key());
            let got = run("unit pair", &unit(constant((x, r))))?;
            prop_assert_eq!(got.value().key(), (x, r).key());
        }

        #[test]
        fn fill_generate_and_enumerate_match_their_definitions(
            s1 in shape::<1>(),
            s2 in shape::<2>(),
            s3 in shape::<3>(),
            v in int(),
            c in any::<i64>(),
        ) {
            check_generators(s1, v, c)?;
            check_generators(s2, v, c)?;
            check_generators(s3, v, c)?;
        }

        #[test]
        fn generators_ranks_4_to_6(
            s4 in shape::<4>(),
            s5 in shape::<5>(),
            s6 in shape::<6>(),
            a6 in array::<i32, 6>(int()),
            v in int(),
            c in any::<i64>(),
        ) {
            check_generators(s4, v, c)?;
            check_generators(s5, v, c)?;
            check_generators(s6, v, c)?;
            check_use(&a6)?;
        }
    }
}

// ----- element-wise operations --------------------------------------------------------------

/// `map`, `imap`, `zip_with`, `zip` and `unzip`: one model element per index; two arrays
/// combine over the intersection of their shapes.
mod elementwise {
    use super::*;

    fn check_map<const D: usize>(a: &Array<i32, D>, f: &Array<f64, D>, c: i32) -> Result<(), TestCaseError> {
        let xs = use_array(a);
        let m = Model::of(a);
        let got = run("map", &xs.map(move |x| x * 3 - c))?;
        check("map x * 3 - c", &got, &m.map(|x| x.wrapping_mul(3).wrapping_sub(c)))?;

        let got = run(
            "map to pairs",
            &xs.map(move |x| {
                let mut y = x;
                y += 7;
                (y.max(c), x.lt(c))
            }),
        )?;
        check("map to pairs", &got, &m.map(|x| (x.wrapping_add(7).max(c), x < c)))?;

        let got = run("map f64", &use_array(f).map(|x| x * 0.5 - 3.25))?;
        check("map f64", &got, &Model::of(f).map(|x| x * 0.5 - 3.25))?;

        let got = run(
            "imap",
            &xs.imap(|ix, x| {
                let w = ix.iter().fold(Exp::from(0i64), |acc, &i| acc * 10 + i + 1);
                x + w.cast::<i32>()
            }),
        )?;
        let want = Model::from_fn(m.shape, |ix| {
            let w = ix.iter().fold(0i64, |acc, &i| acc * 10 + i as i64 + 1);
            m.at(ix).wrapping_add(w as i32)
        });
        check("imap", &got, &want)
    }

    fn check_zips<const D: usize>(
        a: &Array<i32, D>,
        b: &Array<i32, D>,
        f: &Array<f64, D>,
    ) -> Result<(), TestCaseError> {
        let (xs, ys, fs) = (use_array(a), use_array(b), use_array(f));
        let (ma, mb, mf) = (Model::of(a), Model::of(b), Model::of(f));
        let ab = intersection(a.shape(), b.shape());
        let af = intersection(a.shape(), f.shape());

        let got = run("zip_with", &xs.zip_with(&ys, |x, y| x * 2 - y))?;
        let want = Model::from_fn(ab, |ix| ma.at(ix).wrapping_mul(2).wrapping_sub(mb.at(ix)));
        check("zip_with x * 2 - y", &got, &want)?;

        // the same array twice
        let got = run("zip_with itself", &xs.zip_with(&xs, |x, y| x - y))?;
        check("zip_with itself", &got, &ma.map(|_| 0))?;

        // two element types
        let got = run("zip_with i32 f64", &xs.zip_with(&fs, |x, y| x.cast::<f64>() * y))?;
        let want = Model::from_fn(af, |ix| ma.at(ix) as f64 * mf.at(ix));
        check("zip_with i32 f64", &got, &want)?;

        let got = run("zip", &xs.zip(&fs))?;
        let pairs = Model::from_fn(af, |ix| (ma.at(ix), mf.at(ix)));
        check("zip", &got, &pairs)?;

        let (l, r) = xs.zip(&fs).unzip();
        let (l, r) = run("unzip of zip", &(l, r))?;
        check("unzip of zip: first", &l, &pairs.map(|p| p.0))?;
        check("unzip of zip: second", &r, &pairs.map(|p| p.1))?;

        // unzip of an array of pairs given by the host
        let host = Array::from_vec(a.shape(), ma.data.iter().map(|&x| (x, x as f64)).collect())
            .expect("one value per index");
        let (l, r) = use_array(&host).unzip();
        let (l, r) = run("unzip", &(l, r))?;
        check("unzip: first", &l, &ma)?;
        check("unzip: second", &r, &ma.map(|x| x as f64))
    }

    proptest! {
        #![proptest_config(config())]

        #[test]
        fn map_and_imap_apply_the_function_at_every_index(
            a1 in array::<i32, 1>(int()),
            a2 in array::<i32, 2>(int()),
            a3 in array::<i32, 3>(int()),
            f1 in array::<f64, 1>(real()),
            f2 in array::<f64, 2>(real()),
            f3 in array::<f64, 3>(real()),
            c in int(),
        ) {
            check_map(&a1, &f1, c)?;
            check_map(&a2, &f2, c)?;
            check_map(&a3, &f3, c)?;
        }

        #[test]
        fn zips_cover_the_intersection_of_the_shapes(
            a1 in array::<i32, 1>(int()),
            b1 in array::<i32, 1>(int()),
            f1 in array::<f64, 1>(real()),
            a2 in array::<i32, 2>(int()),
            b2 in array::<i32, 2>(int()),
            f2 in array::<f64, 2>(real()),
            a3 in array::<i32, 3>(int()),
            b3 in array::<i32, 3>(int()),
            f3 in array::<f64, 3>(real()),
        ) {
            check_zips(&a1, &b1, &f1)?;
            check_zips(&a2, &b2, &f2)?;
            check_zips(&a3, &b3, &f3)?;
        }

        #[test]
        fn elementwise_ranks_4_to_6(
            a4 in array::<i32, 4>(int()),
            b4 in array::<i32, 4>(int()),
            f4 in array::<f64, 4>(real()),
            a5 in array::<i32, 5>(int()),
            b5 in array::<i32, 5>(int()),
            f5 in array::<f64, 5>(real()),
            a6 in array::<i32, 6>(int()),
            b6 in array::<i32, 6>(int()),
            f6 in array::<f64, 6>(real()),
            c in int(),
        ) {
            check_map(&a4, &f4, c)?;
            check_map(&a5, &f5, c)?;
            check_map(&a6, &f6, c)?;
            check_zips(&a4, &b4, &f4)?;
            check_zips(&a5, &b5, &f5)?;
            check_zips(&a6, &b6, &f6)?;
        }
    }
}

// ----- reductions ---------------------------------------------------------------------------

/// `fold`, `fold1`, `fold_all`, `fold1_all` and `sum`: left-to-right reductions of every
/// row (of the whole array for the `_all` forms); without a seed an empty row is an
/// `EmptyReduction` error.
mod reduce {
    use super::*;

    /// `f (.. f (f z x0) x1 ..) xn-1` for every row; without a seed the first element is the
    /// start, and an empty row gives `None`.
    fn fold_model<T: Copy, const D: usize, const E: usize>(
        m: &Model<T, D>,
        seed: Option<T>,
        f: fn(T, T) -> T,
    ) -> Option<Model<T, E>> {
        let (outer, _) = split::<D, E>(m.shape);
        let mut data = Vec::new();
        for row in m.rows() {
            data.push(match seed {
                Some(z) => row.iter().fold(z, |acc, &x| f(acc, x)),
                None => {
                    let (&first, rest) = row.split_first()?;
                    rest.iter().fold(first, |acc, &x| f(acc, x))
                }
            });
        }
        Some(Model { shape: outer, data })
    }

    /// The whole array, flattened, folded.
    fn fold_all_model<T: Copy, const D: usize>(
        m: &Model<T, D>,
        seed: Option<T>,
        f: fn(T, T) -> T,
    ) -> Option<T> {
        match seed {
            Some(z) => Some(m.data.iter().fold(z, |acc, &x| f(acc, x))),
            None => {
                let (&first, rest) = m.data.split_first()?;
                Some(rest.iter().fold(first, |acc, &x| f(acc, x)))
            }
        }
    }

    fn check_folds<T: Exact + Num, const D: usize, const E: usize>(
        a: &Array<T, D>,
        seed: T,
        name: &str,
        op: fn(Exp<T>, Exp<T>) -> Exp<T>,
        f: fn(T, T) -> T,
    ) -> Result<(), TestCaseError>
    where
        Dim<D>: Lower<E>,
        Exp<T>: From<T>,
    {
        let xs = use_array(a);
        let m = Model::of(a);
        let what = format!("fold ({name}) of shape {:?}", a.shape());

        let got: Array<T, E> = run(&what, &xs.fold(seed, op))?;
        let want = fold_model::<T, D, E>(&m, Some(seed), f).expect("a seed");
        check(&what, &got, &want)?;

        let what = format!("fold1 ({name}) of shape {:?}", a.shape());
        let got: Result<Array<T, E>, Error> = interpret(&xs.fold1(op));
        let want = fold_model::<T, D, E>(&m, None, f)
            .ok_or(Error::EmptyReduction { operation: "fold1", shape: a.shape().to_vec() });
        check_result(&what, got, want)?;

        let what = format!("fold_all ({name}) of shape {:?}", a.shape());
        let got = run(&what, &xs.fold_all(seed, op))?;
        let want = fold_all_model(&m, Some(seed), f).expect("a seed");
        prop_assert_eq!(got.shape(), []);
        prop_assert_eq!(got.value().key(), want.key(), "{}", what);

        let what = format!("fold1_all ({name}) of shape {:?}", a.shape());
        match (interpret(&xs.fold1_all(op)), fold_all_model(&m, None, f)) {
            (Ok(got), Some(want)) => {
                prop_assert_eq!(got.value().key(), want.key(), "{}", what)
            }
            (Err(e), None) => prop_assert!(
                matches!(e, Error::EmptyReduction { .. }),
                "{}: expected an empty reduction, got `{}`",
                what,
                e
            ),
            (got, want) => {
                return Err(TestCaseError::fail(format!("{what}: got {got:?}, expected {want:?}")));
            }
        }
        Ok(())
    }

    fn check_sums<const D: usize>(a: &Array<i32, D>, f: &Array<f64, D>) -> Result<(), TestCaseError> {
        let got = run("sum i32", &use_array(a).sum())?;
        let want = a.to_vec().into_iter().fold(0i32, i32::wrapping_add);
        prop_assert_eq!(got.value(), want, "sum of {:?}", a);
        let got = run("sum f64", &use_array(f).sum())?;
        let want = f.to_vec().into_iter().fold(0.0f64, |acc, x| acc + x);
        prop_assert_eq!(got.value().key(), want.key(), "sum of {:?}", f);
        Ok(())
    }

    fn check_all_folds<const D: usize, const E: usize>(
        a: &Array<i32, D>,
        f: &Array<f64, D>,
        seed: i32,
        fseed: f64,
    ) -> Result<(), TestCaseError>
    where
        Dim<D>: Lower<E>,
    {
        check_folds::<i32, D, E>(a, seed, "+", |x, y| x + y, i32::wrapping_add)?;
        check_folds::<i32, D, E>(a, seed, "max", |x, y| x.max(y), i32::max)?;
        // not associative: pins the interpreter's left-to-right order and argument order
        check_folds::<i32, D, E>(
            a,
            seed,
            "3 acc - x",
            |x, y| x * 3 - y,
            |x, y| x.wrapping_mul(3).wrapping_sub(y),
        )?;
        check_folds::<f64, D, E>(f, fseed, "+", |x, y| x + y, |x, y| x + y)?;
        check_folds::<f64, D, E>(f, fseed, "min", |x, y| x.min(y), f64::min_number)?;
        check_sums(a, f)
    }

    proptest! {
        #![proptest_config(config())]

        #[test]
        fn folds_reduce_rows_left_to_right(
            a1 in array::<i32, 1>(int()),
            a2 in array::<i32, 2>(int()),
            a3 in array::<i32, 3>(int()),
            f1 in array::<f64, 1>(real()),
            f2 in array::<f64, 2>(real()),
            f3 in array::<f64, 3>(real()),
            seed in int(),
            fseed in real(),
        ) {
            check_all_folds::<1, 0>(&a1, &f1, seed, fseed)?;
            check_all_folds::<2, 1>(&a2, &f2, seed, fseed)?;
            check_all_folds::<3, 2>(&a3, &f3, seed, fseed)?;
        }

        #[test]
        fn folds_ranks_4_to_6(
            a4 in array::<i32, 4>(int()),
            a5 in array::<i32, 5>(int()),
            a6 in array::<i32, 6>(int()),
            f4 in array::<f64, 4>(real()),
            f5 in array::<f64, 5>(real()),
            f6 in array::<f64, 6>(real()),
            seed in int(),
            fseed in real(),
        ) {
            check_all_folds::<4, 3>(&a4, &f4, seed, fseed)?;
            check_all_folds::<5, 4>(&a5, &f5, seed, fseed)?;
            check_all_folds::<6, 5>(&a6, &f6, seed, fseed)?;
        }
    }
}

// ----- scans --------------------------------------------------------------------------------

/// `scan`, `scan_right`, `scan_exclusive` and `scan_exclusive_right`: prefix reductions of
/// every row in the documented order, and the totals of the exclusive forms.
mod scans {
    use super::*;

    /// `[x0, f x0 x1, f (f x0 x1) x2, ..]` for every row.
    fn scan_left<T: Copy, const D: usize>(m: &Model<T, D>, f: fn(T, T) -> T) -> Model<T, D> {
        let mut data = Vec::new();
        for row in m.rows() {
            let mut acc: Option<T> = None;
            for &x in row {
                let v = match acc {
                    None => x,
                    Some(a) => f(a, x),
                };
                data.push(v);
                acc = Some(v);
            }
        }
        Model { shape: m.shape, data }
    }

    /// `[.., f xn-2 xn-1, xn-1]` for every row.
    fn scan_right<T: Copy, const D: usize>(m: &Model<T, D>, f: fn(T, T) -> T) -> Model<T, D> {
        let mut data = Vec::new();
        for row in m.rows() {
            let mut out = row.to_vec();
            for k in (0..row.len().saturating_sub(1)).rev() {
                out[k] = f(row[k], out[k + 1]);
            }
            data.extend(out);
        }
        Model { shape: m.shape, data }
    }

    /// `([z, f z x0, ..], total)` for every row.
    fn scan_exclusive_left<T: Copy, const D: usize, const E: usize>(
        m: &Model<T, D>,
        z: T,
        f: fn(T, T) -> T,
    ) -> (Model<T, D>, Model<T, E>) {
        let (outer, _) = split::<D, E>(m.shape);
        let (mut data, mut totals) = (Vec::new(), Vec::new());
        for row in m.rows() {
            let mut acc = z;
            for &x in row {
                data.push(acc);
                acc = f(acc, x);
            }
            totals.push(acc);
        }
        (Model { shape: m.shape, data }, Model { shape: outer, data: totals })
    }

    /// `([.., f xn-1 z, z], total)` for every row.
    fn scan_exclusive_right<T: Copy, const D: usize, const E: usize>(
        m: &Model<T, D>,
        z: T,
        f: fn(T, T) -> T,
    ) -> (Model<T, D>, Model<T, E>) {
        let (outer, _) = split::<D, E>(m.shape);
        let (mut data, mut totals) = (Vec::new(), Vec::new());
        for row in m.rows() {
            let mut out = vec![z; row.len()];
            let mut acc = z;
            for k in (0..row.len()).rev() {
                out[k] = acc;
                acc = f(row[k], acc);
            }
            data.extend(out);
            totals.push(acc);
        }
        (Model { shape: m.shape, data }, Model { shape: outer, data: totals })
    }

    fn check_scans<T: Exact, const D: usize, const E: usize>(
        a: &Array<T, D>,
        seed: T,
        name: &str,
        op: fn(Exp<T>, Exp<T>) -> Exp<T>,
        f: fn(T, T) -> T,
    ) -> Result<(), TestCaseError>
    where
        Dim<D>: Lower<E>,
        Exp<T>: From<T>,
    {
        let xs = use_array(a);
        let m = Model::of(a);
        let what = |s: &str| format!("{s} ({name}) of shape {:?}", a.shape());

        let got = run(&what("scan"), &xs.scan(op))?;
        check(&what("scan"), &got, &scan_left(&m, f))?;

        let got = run(&what("scan_right"), &xs.scan_right(op))?;
        check(&what("scan_right"), &got, &scan_right(&m, f))?;

        let (scanned, totals) = xs.scan_exclusive::<E, _>(seed, op);
        let (scanned, totals) = run(&what("scan_exclusive"), &(scanned, totals))?;
        let (want, want_totals) = scan_exclusive_left::<T, D, E>(&m, seed, f);
        check(&what("scan_exclusive"), &scanned, &want)?;
        check(&what("scan_exclusive totals"), &totals, &want_totals)?;

        let (scanned, totals) = xs.scan_exclusive_right::<E, _>(seed, op);
        let (scanned, totals) = run(&what("scan_exclusive_right"), &(scanned, totals))?;
        let (want, want_totals) = scan_exclusive_right::<T, D, E>(&m, seed, f);
        check(&what("scan_exclusive_right"), &scanned, &want)?;
        check(&what("scan_exclusive_right totals"), &totals, &want_totals)
    }

    fn check_all_scans<const D: usize, const E: usize>(
        a: &Array<i32, D>,
        f: &Array<f64, D>,
        seed: i32,
        fseed: f64,
    ) -> Result<(), TestCaseError>
    where
        Dim<D>: Lower<E>,
    {
        check_scans::<i32, D, E>(a, seed, "+", |x, y| x + y, i32::wrapping_add)?;
        // not commutative: catches swapped arguments in the right-to-left forms
        check_scans::<i32, D, E>(
            a,
            seed,
            "3 x - y",
            |x, y| x * 3 - y,
            |x, y| x.wrapping_mul(3).wrapping_sub(y),
        )?;
        check_scans::<f64, D, E>(f, fseed, "+", |x, y| x + y, |x, y| x + y)?;
        check_scans::<f64, D, E>(f, fseed, "x / 2 - y", |x, y| x * 0.5 - y, |x, y| x * 0.5 - y)
    }

    proptest! {
        #![proptest_config(config())]

        #[test]
        fn scans_match_their_sequential_definitions(
            a1 in array::<i32, 1>(int()),
            a2 in array::<i32, 2>(int()),
            a3 in array::<i32, 3>(int()),
            f1 in array::<f64, 1>(real()),
            f2 in array::<f64, 2>(real()),
            f3 in array::<f64, 3>(real()),
            seed in int(),
            fseed in real(),
        ) {
            check_all_scans::<1, 0>(&a1, &f1, seed, fseed)?;
            check_all_scans::<2, 1>(&a2, &f2, seed, fseed)?;
            check_all_scans::<3, 2>(&a3, &f3, seed, fseed)?;
        }

        #[test]
        fn scans_ranks_4_to_6(
            a4 in array::<i32, 4>(int()),
            a5 in array::<i32, 5>(int()),
            a6 in array::<i32, 6>(int()),
            f4 in array::<f64, 4>(real()),
            f5 in array::<f64, 5>(real()),
            f6 in array::<f64, 6>(real()),
            seed in int(),
            fseed in real(),
        ) {
            check_all_scans::<4, 3>(&a4, &f4, seed, fseed)?;
            check_all_scans::<5, 4>(&a5, &f5, seed, fseed)?;
            check_all_scans::<6, 5>(&a6, &f6, seed, fseed)?;
        }
    }
}

// ----- segmented operations -----------------------------------------------------------------

/// `fold_seg`, `fold1_seg`, the four segmented scans and the CSR offset helpers: every row
/// cut by the same lengths (empty segments, one segment of everything, lengths adding up to
/// less than the row, negative lengths counting as 0), the seed combined once in front
/// (`f z (x0 ⊕ .. ⊕ xk)`, `f (xk ⊕ .. ⊕ xn) z` from the right), results as long as the sum
/// of the lengths; lengths adding up to more than the row are an out-of-bounds error
/// naming the combinator, and `fold1_seg` of an empty segment an empty reduction.
mod segmented {
    use super::*;

    /// `(start, length)` of every segment, negative lengths as 0.
    fn cuts(lengths: &[i64]) -> Vec<(usize, usize)> {
        let mut start = 0;
        lengths
            .iter()
            .map(|&l| {
                let l = l.max(0) as usize;
                start += l;
                (start - l, l)
            })
            .collect()
    }

    fn with_inner<const D: usize>(shape: [usize; D], inner: usize) -> [usize; D] {
        let mut s = shape;
        s[D - 1] = inner;
        s
    }

    /// The inclusive scan of one segment, from the left or from the right.
    fn scan_piece<T: Copy>(piece: &[T], f: fn(T, T) -> T, right: bool) -> Vec<T> {
        let mut out = piece.to_vec();
        if right {
            for k in (0..piece.len().saturating_sub(1)).rev() {
                out[k] = f(piece[k], out[k + 1]);
            }
        } else {
            for k in 1..piece.len() {
                out[k] = f(out[k - 1], piece[k]);
            }
        }
        out
    }

    /// Inclusive segmented scans, and (with a seed) the exclusive ones with their totals.
    #[allow(clippy::type_complexity)]
    fn seg_model<T: Copy, const D: usize>(
        m: &Model<T, D>,
        lengths: &[i64],
        f: fn(T, T) -> T,
        z: T,
        right: bool,
    ) -> (Model<T, D>, Model<T, D>, Model<T, D>) {
        let segs = cuts(lengths);
        let sum = segs.iter().map(|s| s.1).sum();
        let (mut incl, mut excl, mut totals) = (Vec::new(), Vec::new(), Vec::new());
        for row in m.rows() {
            for &(start, len) in &segs {
                let piece = &row[start..start + len];
                let scanned = scan_piece(piece, f, right);
                for k in 0..len {
                    excl.push(match (right, k) {
                        (false, 0) => z,
                        (false, _) => f(z, scanned[k - 1]),
                        (true, _) if k + 1 == len => z,
                        (true, _) => f(scanned[k + 1], z),
                    });
                }
                totals.push(match (len, right) {
                    (0, _) => z,
                    (_, false) => f(z, scanned[len - 1]),
                    (_, true) => f(scanned[0], z),
                });
                incl.extend(scanned);
            }
        }
        let inner = with_inner(m.shape, sum);
        let per_seg = with_inner(m.shape, segs.len());
        (
            Model { shape: inner, data: incl },
            Model { shape: inner, data: excl },
            Model { shape: per_seg, data: totals },
        )
    }

    /// The fold of every segment without a seed; `None` if one is empty.
    fn fold1_model<T: Copy, const D: usize>(
        m: &Model<T, D>,
        lengths: &[i64],
        f: fn(T, T) -> T,
    ) -> Option<Model<T, D>> {
        let segs = cuts(lengths);
        let mut data = Vec::new();
        for row in m.rows() {
            for &(start, len) in &segs {
                let (&first, rest) = row[start..start + len].split_first()?;
                data.push(rest.iter().fold(first, |acc, &x| f(acc, x)));
            }
        }
        Some(Model { shape: with_inner(m.shape, segs.len()), data })
    }

    fn check_seg<T: Exact, I: Int, const D: usize>(
        a: &Array<T, D>,
        lengths: &Array<I, 1>,
        seed: T,
        name: &str,
        op: fn(Exp<T>, Exp<T>) -> Exp<T>,
        f: fn(T, T) -> T,
    ) -> Result<(), TestCaseError>
    where
        Dim<D>: Innermost,
        Exp<T>: From<T>,
    {
        let xs = use_array(a);
        let segs = use_array(lengths);
        let m = Model::of(a);
        let lens: Vec<i64> = lengths.to_vec().into_iter().map(|l| Scalar::to_i64(l.to_scalar())).collect();
        let mut offsets = vec![0i64];
        for &l in &lens {
            offsets.push(offsets[offsets.len() - 1] + l.max(0));
        }
        let offs = use_array(&vec_of(offsets));
        let what = |s: &str| format!("{s} ({name}) of shape {:?} by {lens:?}", a.shape());
        let sum: i64 = lens.iter().map(|&l| l.max(0)).sum();
        let n = a.shape()[D - 1];

        if sum as usize > n {
            // a segment past the end of the row: out of bounds, named after the combinator
            for (op_name, err) in [
                ("fold_seg", interpret(&xs.fold_seg(seed, op, &segs)).map(|_| ())),
                ("fold_seg_offsets", interpret(&xs.fold_seg_offsets(seed, op, &offs)).map(|_| ())),
                ("scan_seg", interpret(&xs.scan_seg(op, &segs)).map(|_| ())),
                ("scan_right_seg", interpret(&xs.scan_right_seg(op, &segs)).map(|_| ())),
                ("scan_exclusive_seg", interpret(&pack(xs.scan_exclusive_seg(seed, op, &segs))).map(|_| ())),
            ] {
                let rows_exist = size(a.shape()) > 0 || (n == 0 && a.shape()[..D - 1].iter().all(|&e| e > 0));
                if rows_exist {
                    prop_assert!(
                        matches!(&err, Err(Error::IndexOutOfBounds { operation, .. }) if *operation == op_name),
                        "{}: {:?}",
                        what(op_name),
                        err
                    );
                }
            }
            return Ok(());
        }

        let (incl, excl, totals) = seg_model(&m, &lens, f, seed, false);
        check(&what("scan_seg"), &run(&what("scan_seg"), &xs.scan_seg(op, &segs))?, &incl)?;
        let (p, t) = run(&what("scan_exclusive_seg"), &xs.scan_exclusive_seg(seed, op, &segs))?;
        check(&what("scan_exclusive_seg"), &p, &excl)?;
        check(&what("scan_exclusive_seg totals"), &t, &totals)?;
        check(&what("fold_seg"), &run(&what("fold_seg"), &xs.fold_seg(seed, op, &segs))?, &totals)?;
        let by_offsets = run(&what("fold_seg_offsets"), &xs.fold_seg_offsets(seed, op, &offs))?;
        check(&what("fold_seg_offsets"), &by_offsets, &totals)?;

        let (incl, excl, totals) = seg_model(&m, &lens, f, seed, true);
        check(&what("scan_right_seg"), &run(&what("scan_right_seg"), &xs.scan_right_seg(op, &segs))?, &incl)?;
        let (p, t) = run(&what("scan_exclusive_right_seg"), &xs.scan_exclusive_right_seg(seed, op, &segs))?;
        check(&what("scan_exclusive_right_seg"), &p, &excl)?;
        check(&what("scan_exclusive_right_seg totals"), &t, &totals)?;

        let got = interpret(&xs.fold1_seg(op, &segs));
        let rows = a.shape()[..D - 1].iter().product::<usize>();
        let want = match fold1_model(&m, &lens, f) {
            Some(model) => Ok(model),
            None => Err(Error::EmptyReduction { operation: "fold1_seg", shape: vec![rows * lens.len(), 0] }),
        };
        check_result(&what("fold1_seg"), got, want)
    }

    /// Segment lengths for rows of `n`: sorted cut points (so empty segments), all of the
    /// row in one segment, or lengths that may run past the row (and negative ones).
    fn lengths(n: usize) -> impl Strategy<Value = Vec<i64>> {
        prop_oneof![
            4 => prop::collection::vec(0..=n, 0..=6).prop_map(|mut cuts| {
                cuts.sort_unstable();
                let mut last = 0;
                cuts.into_iter().map(|c| { let l = (c - last) as i64; last = c; l }).collect()
            }),
            1 => Just(vec![n as i64]),
            1 => prop::collection::vec(-2i64..=4, 0..=5),
        ]
    }

    fn case<T: Elt, const D: usize>(
        elt: impl Strategy<Value = T> + Clone + 'static,
    ) -> impl Strategy<Value = (Array<T, D>, Vec<i64>)> {
        shape::<D>().prop_flat_map(move |s| (array_with(s, elt.clone()), lengths(s[D - 1])))
    }

    fn vec_of<I: Elt>(v: Vec<I>) -> Array<I, 1> {
        let n = v.len();
        Array::from_vec([n], v).expect("one value per index")
    }

    /// Affine maps `x -> a x + b` composed in order (wrapping): associative, not commutative.
    fn compose(p: Exp<(i32, i32)>, q: Exp<(i32, i32)>) -> Exp<(i32, i32)> {
        let ((a1, b1), (a2, b2)) = (p.unpack(), q.unpack());
        Exp::from((a1 * a2, b1 * a2 + b2))
    }

    fn compose_model(p: (i32, i32), q: (i32, i32)) -> (i32, i32) {
        (p.0.wrapping_mul(q.0), p.1.wrapping_mul(q.0).wrapping_add(q.1))
    }

    fn check_all<const D: usize>(
        (a, lens): &(Array<i32, D>, Vec<i64>),
        (f, flens): &(Array<f64, D>, Vec<i64>),
        (p, plens): &(Array<(i32, i32), D>, Vec<i64>),
        seed: i32,
        fseed: f64,
    ) -> Result<(), TestCaseError>
    where
        Dim<D>: Innermost,
    {
        let as_i32 = vec_of(lens.iter().map(|&l| l as i32).collect());
        check_seg(a, &as_i32, seed, "+", |x, y| x + y, i32::wrapping_add)?;
        // seeds that may pad a segment: the fold of plain values, no pairs
        check_seg(a, &as_i32, 0, "+ from 0", |x, y| x + y, i32::wrapping_add)?;
        check_seg(a, &as_i32, 1, "* from 1", |x, y| x * y, i32::wrapping_mul)?;
        check_seg(f, &vec_of(flens.clone()), 0.0, "+ from 0.0", |x, y| x + y, |x, y| x + y)?;
        check_seg(f, &vec_of(flens.clone()), -0.0, "+ from -0.0", |x, y| y + x, |x, y| y + x)?;
        check_seg(a, &vec_of(lens.clone()), seed, "max", |x, y| x.max(y), i32::max)?;
        check_seg(
            f,
            &vec_of(flens.iter().map(|&l| l as i32).collect()),
            fseed,
            "+",
            |x, y| x + y,
            |x, y| x + y,
        )?;
        check_seg(f, &vec_of(flens.clone()), fseed, "min", |x, y| x.min(y), f64::min_number)?;
        check_seg(
            p,
            &vec_of(plens.iter().map(|&l| l.max(0) as u8).collect()),
            (1, 0),
            "compose",
            compose,
            compose_model,
        )
    }

    proptest! {
        #![proptest_config(config())]

        #[test]
        fn segmented_operations_match_their_sequential_definitions(
            a1 in case::<i32, 1>(int()),
            a2 in case::<i32, 2>(int()),
            a3 in case::<i32, 3>(int()),
            f1 in case::<f64, 1>(real()),
            f2 in case::<f64, 2>(real()),
            p1 in case::<(i32, i32), 1>((int(), int())),
            p2 in case::<(i32, i32), 2>((int(), int())),
            seed in int(),
            fseed in real(),
        ) {
            check_all(&a1, &f1, &p1, seed, fseed)?;
            check_all(&a2, &f2, &p2, seed, fseed)?;
            let (f3, fl3) = (Array::from_vec([0, 2, 0], Vec::<f64>::new()).expect("empty"), vec![0, 0]);
            let p3 = (Array::from_vec([1, 1, 0], Vec::<(i32, i32)>::new()).expect("empty"), vec![]);
            check_all(&a3, &(f3, fl3), &p3, seed, fseed)?;
        }

        #[test]
        fn segmented_operations_ranks_4_to_6(
            a4 in case::<i32, 4>(int()),
            f5 in case::<f64, 5>(real()),
            p6 in case::<(i32, i32), 6>((int(), int())),
            seed in int(),
            fseed in real(),
        ) {
            let (f4, fl4) = (Array::from_vec([1, 0, 2, 3], Vec::<f64>::new()).expect("empty"), vec![1, 2]);
            let p4 = (Array::from_vec([0, 1, 1, 2], Vec::<(i32, i32)>::new()).expect("empty"), vec![2]);
            check_all(&a4, &(f4, fl4), &p4, seed, fseed)?;
            let a5 = (Array::from_vec([1, 1, 1, 1, 0], Vec::<i32>::new()).expect("empty"), vec![]);
            let p5 = (Array::from_vec([1, 1, 1, 0, 1], Vec::<(i32, i32)>::new()).expect("empty"), vec![0]);
            check_all(&a5, &f5, &p5, seed, fseed)?;
            let a6 = (Array::from_vec([1, 1, 1, 1, 1, 0], Vec::<i32>::new()).expect("empty"), vec![0]);
            let f6 = (Array::from_vec([0, 1, 1, 1, 1, 1], Vec::<f64>::new()).expect("empty"), vec![1]);
            check_all(&a6, &f6, &p6, seed, fseed)?;
        }

        /// Rows up to 64 long with a long segment among short ones, so that both
        /// constructions of the folds (padded rows when the lengths are alike, the flat
        /// scan when they are not) see every kind of segment.
        #[test]
        fn skewed_and_uniform_segments_fold_alike(
            (a, lens) in (1usize..=4, 0usize..=64).prop_flat_map(|(rows, n)| {
                let short = prop::collection::vec(0i64..=2, 0..=12);
                (array_with([rows, n], int()), short, 0usize..=12, any::<bool>()).prop_map(move |(a, mut short, at, long)| {
                    let used: i64 = short.iter().sum();
                    if long && (used as usize) < n {
                        short.insert(at.min(short.len()), n as i64 - used);
                    }
                    while short.iter().sum::<i64>() as usize > n {
                        short.pop();
                    }
                    (a, short)
                })
            }),
            p in array_with([2, 9], (int(), int())),
            seed in int(),
        ) {
            check_seg(&a, &vec_of(lens.clone()), seed, "+", |x, y| x + y, i32::wrapping_add)?;
            check_seg(&a, &vec_of(lens.iter().map(|&l| l as u16).collect()), seed, "max", |x, y| x.max(y), i32::max)?;
            let plens: Vec<i64> = lens.iter().map(|&l| l.min(3)).collect();
            if plens.iter().sum::<i64>() <= 9 {
                check_seg(&p, &vec_of(plens), (1, 0), "compose", compose, compose_model)?;
            }
        }

        #[test]
        fn csr_offsets_and_lengths_convert_both_ways(lens in prop::collection::vec(0u32..6, 0..=12)) {
            let mut offsets = vec![0u32];
            for &l in &lens {
                offsets.push(offsets.last().expect("a first offset") + l);
            }
            let got = run("lengths_to_offsets", &use_array(&vec_of(lens.clone())).lengths_to_offsets())?;
            prop_assert_eq!(got.to_vec(), offsets.clone());
            let got = run("offsets_to_lengths", &use_array(&vec_of(offsets)).offsets_to_lengths())?;
            prop_assert_eq!(got.to_vec(), lens);
            let none = run("offsets_to_lengths of []", &use_array(&vec_of(Vec::<i64>::new())).offsets_to_lengths())?;
            prop_assert_eq!(none.shape(), [0]);
        }
    }

    #[test]
    fn one_huge_segment_and_many_empty_ones() {
        let n = 10_000;
        let xs = use_array(&vec_of((0..n).map(|i| (i % 7) as i64 - 3).collect()));
        let mut lens = vec![0i64; 500];
        lens[250] = n as i64;
        let segs = use_array(&vec_of(lens));
        let got = interpret(&xs.fold_seg(0, |a, b| a + b, &segs)).expect("fold_seg");
        let total: i64 = (0..n).map(|i| (i % 7) as i64 - 3).sum();
        let want: Vec<i64> = (0..500).map(|k| if k == 250 { total } else { 0 }).collect();
        assert_eq!(got.to_vec(), want);
        let scanned = interpret(&xs.scan_seg(|a, b| a + b, &segs)).expect("scan_seg").to_vec();
        assert_eq!(scanned.last(), Some(&total));
        let mut offsets = vec![0i64; 251];
        offsets.extend(vec![n as i64; 250]);
        let got = interpret(&xs.fold_seg_offsets(0, |a, b| a + b, &use_array(&vec_of(offsets))));
        assert_eq!(got.expect("fold_seg_offsets").to_vec(), want);
    }

    /// Offsets that start past 0 leave the elements before out of every segment; fewer than
    /// two offsets are no segments.
    #[test]
    fn offsets_past_zero_and_no_offsets() {
        let xs = use_array(&vec_of((1..=10).collect::<Vec<i32>>()));
        let offsets = use_array(&vec_of(vec![2u8, 4, 4, 9]));
        let got = interpret(&xs.fold_seg_offsets(0, |a, b| a + b, &offsets)).expect("fold_seg_offsets");
        assert_eq!(got.to_vec(), vec![3 + 4, 0, 5 + 6 + 7 + 8 + 9]);
        let got = interpret(&xs.fold_seg_offsets(100, |a, b| a + b, &offsets)).expect("fold_seg_offsets");
        assert_eq!(got.to_vec(), vec![107, 100, 135]);
        for none in [vec![], vec![7u8]] {
            let got = interpret(&xs.fold_seg_offsets(0, |a, b| a + b, &use_array(&vec_of(none))));
            assert_eq!(got.expect("fold_seg_offsets").shape(), [0]);
        }
        // a last offset below 0: one empty segment (its seed), not an error sizing the
        // segments' arrays
        let negative = use_array(&vec_of(vec![0i64, -1]));
        let got = interpret(&xs.fold_seg_offsets(5, |a, b| a + b, &negative)).expect("fold_seg_offsets");
        assert_eq!(got.to_vec(), vec![5]);
    }
}

// ----- compaction ---------------------------------------------------------------------------

/// `filter` (the kept elements in row-major order and a count per row) and `partition` (the
/// kept elements, then the others, each in order, and the number kept), on every rank, empty
/// arrays, nothing or everything kept, floats with NaNs and pairs.
mod compaction {
    use super::*;

    fn check_compaction<T: Exact, const D: usize, const E: usize>(
        a: &Array<T, D>,
        name: &str,
        pred: fn(Exp<T>) -> Exp<bool>,
        p: fn(T) -> bool,
    ) -> Result<(), TestCaseError>
    where
        Dim<D>: Lower<E>,
    {
        let xs = use_array(a);
        let m = Model::of(a);
        let what = |s: &str| format!("{s} ({name}) of shape {:?}", a.shape());
        let kept: Vec<T> = m.data.iter().copied().filter(|&x| p(x)).collect();
        let (outer, _) = split::<D, E>(m.shape);
        let counts = Model {
            shape: outer,
            data: m.rows().iter().map(|r| r.iter().filter(|&&x| p(x)).count() as i64).collect(),
        };

        let (got, got_counts) = run(&what("filter"), &xs.filter::<E>(pred))?;
        check(&what("filter"), &got, &Model { shape: [kept.len()], data: kept.clone() })?;
        check(&what("filter counts"), &got_counts, &counts)?;

        let (got, got_count) = run(&what("partition"), &xs.partition(pred))?;
        let mut split = kept.clone();
        split.extend(m.data.iter().copied().filter(|&x| !p(x)));
        check(&what("partition"), &got, &Model { shape: [split.len()], data: split })?;
        prop_assert_eq!(got_count.value(), kept.len() as i64, "{}", what("partition count"));
        Ok(())
    }

    fn check_all<const D: usize, const E: usize>(
        a: &Array<i32, D>,
        f: &Array<f64, D>,
        p: &Array<(i32, i32), D>,
    ) -> Result<(), TestCaseError>
    where
        Dim<D>: Lower<E>,
    {
        check_compaction::<i32, D, E>(a, "even", |x| (x % 2).eq(0), |x| x % 2 == 0)?;
        check_compaction::<i32, D, E>(a, "none", |_| Exp::from(false), |_| false)?;
        check_compaction::<i32, D, E>(a, "all", |_| Exp::from(true), |_| true)?;
        check_compaction::<f64, D, E>(f, "x < 1", |x| x.lt(1.0), |x| x < 1.0)?;
        check_compaction::<f64, D, E>(f, "x != x", |x| x.ne(x), |x| x.is_nan())?;
        check_compaction::<(i32, i32), D, E>(p, "a > b", |q| q.fst().gt(q.snd()), |(a, b)| a > b)
    }

    proptest! {
        #![proptest_config(config())]

        #[test]
        fn filter_and_partition_keep_the_order_of_the_elements(
            a1 in array::<i32, 1>(int()),
            a2 in array::<i32, 2>(int()),
            a3 in array::<i32, 3>(int()),
            f1 in array::<f64, 1>(real()),
            f2 in array::<f64, 2>(real()),
            f3 in array::<f64, 3>(real()),
            p1 in array::<(i32, i32), 1>((int(), int())),
            p2 in array::<(i32, i32), 2>((int(), int())),
            p3 in array::<(i32, i32), 3>((int(), int())),
        ) {
            check_all::<1, 0>(&a1, &f1, &p1)?;
            check_all::<2, 1>(&a2, &f2, &p2)?;
            check_all::<3, 2>(&a3, &f3, &p3)?;
        }
    }
}

// ----- sorting ------------------------------------------------------------------------------

/// `sort` and `sort_by_key` against Rust's stable `sort_by_key` (floats by `total_cmp`, so
/// NaNs of either sign, `-0.0` and `+0.0` have their places), keys of every integer width,
/// values of another type, empty vectors; results compared bit for bit.
mod sorting {
    use super::*;

    fn vec_of<T: Elt>(v: Vec<T>) -> Array<T, 1> {
        let n = v.len();
        Array::from_vec([n], v).expect("one value per index")
    }

    /// Keys with few distinct values (so that stability shows) or any value.
    fn keys<T: Elt + fmt::Debug>(
        any: impl Strategy<Value = T> + Clone + 'static,
        few: Vec<T>,
    ) -> impl Strategy<Value = Vec<T>> {
        prop_oneof![
            prop::collection::vec(any, 0..=40),
            prop::collection::vec(prop::sample::select(few), 0..=40),
        ]
    }

    /// A float: anything its bits can be (NaNs of both signs with payloads), or a special.
    fn float_bits() -> impl Strategy<Value = f32> + Clone {
        prop_oneof![
            any::<u32>().prop_map(f32::from_bits),
            -4.0f32..4.0,
            prop::sample::select(vec![
                0.0,
                -0.0,
                f32::INFINITY,
                f32::NEG_INFINITY,
                f32::NAN,
                -f32::NAN,
                f32::MIN_POSITIVE
            ]),
        ]
    }

    fn double_bits() -> impl Strategy<Value = f64> + Clone {
        prop_oneof![
            any::<u64>().prop_map(f64::from_bits),
            real(),
            prop::sample::select(vec![-0.0, f64::NAN, -f64::NAN, f64::from_bits(0x7ff0_0000_0000_0001)]),
        ]
    }

    /// `sort_by_key` of (key, position) pairs, so the result shows stability, and `sort` of
    /// the keys, against Rust's, compared through `bits`.
    fn check_sort<K: SortKey, B: PartialEq + fmt::Debug>(
        keys: Vec<K>,
        order: fn(&K, &K) -> std::cmp::Ordering,
        bits: fn(K) -> B,
    ) -> Result<(), TestCaseError> {
        let what = format!("sort of {} {}", keys.len(), std::any::type_name::<K>());
        let mut want = keys.clone();
        want.sort_by(order);
        let got = run(&what, &use_array(&vec_of(keys.clone())).sort())?;
        prop_assert_eq!(
            got.to_vec().into_iter().map(bits).collect::<Vec<_>>(),
            want.into_iter().map(bits).collect::<Vec<_>>(),
            "{}",
            what
        );

        let pairs: Vec<(K, u16)> = keys.iter().enumerate().map(|(i, &k)| (k, i as u16)).collect();
        let mut want = pairs.clone();
        want.sort_by(|a, b| order(&a.0, &b.0));
        let got = run(&what, &use_array(&vec_of(pairs)).sort_by_key(|p| p.fst()))?;
        let got: Vec<(B, u16)> = got.to_vec().into_iter().map(|(k, i)| (bits(k), i)).collect();
        let want: Vec<(B, u16)> = want.into_iter().map(|(k, i)| (bits(k), i)).collect();
        prop_assert_eq!(got, want, "{} by key", what);
        Ok(())
    }

    proptest! {
        // half the cases: a sort runs a pass per bit, up to 64
        #![proptest_config(ProptestConfig::with_cases(CASES / 2))]

        #[test]
        fn sorts_are_rusts_stable_sorts_in_total_order(
            bytes in keys(any::<u8>(), vec![0, 1, 255]),
            small in keys(any::<i8>(), vec![i8::MIN, -1, 0, 1, i8::MAX]),
            shorts in keys(any::<i16>(), vec![-300, 0, 300]),
            words in keys(any::<u16>(), vec![0, 9, u16::MAX]),
            ints in keys(int(), vec![i32::MIN, -5, 0, 5, i32::MAX]),
            uints in keys(any::<u32>(), vec![0, 1 << 31, u32::MAX]),
            longs in keys(any::<i64>(), vec![i64::MIN, -1, 0, i64::MAX]),
            ulongs in keys(any::<u64>(), vec![0, 1 << 63, u64::MAX]),
            singles in keys(float_bits(), vec![0.0, -0.0, f32::NAN, -f32::NAN, 1.0]),
            doubles in keys(double_bits(), vec![0.0, -0.0, f64::NAN, -f64::NAN, -2.0]),
        ) {
            check_sort(bytes, Ord::cmp, |k| k)?;
            check_sort(small, Ord::cmp, |k| k)?;
            check_sort(shorts, Ord::cmp, |k| k)?;
            check_sort(words, Ord::cmp, |k| k)?;
            check_sort(ints, Ord::cmp, |k| k)?;
            check_sort(uints, Ord::cmp, |k| k)?;
            check_sort(longs, Ord::cmp, |k| k)?;
            check_sort(ulongs, Ord::cmp, |k| k)?;
            check_sort(singles, f32::total_cmp, f32::to_bits)?;
            check_sort(doubles, f64::total_cmp, f64::to_bits)?;
        }
    }

    #[test]
    fn a_separate_vector_of_keys_orders_values_of_any_type() {
        let keys = use_array(&vec_of(vec![3.5f64, -1.0, 3.5, f64::NEG_INFINITY, -0.0, 0.0]));
        let values =
            use_array(&vec_of(vec![(1u8, true), (2, false), (3, true), (4, false), (5, true), (6, true)]));
        let (sorted, _) = values.zip(&keys).sort_by_key(|p| p.snd()).unzip();
        let got: Vec<u8> =
            interpret(&sorted).expect("sort_by_key").to_vec().into_iter().map(|v| v.0).collect();
        assert_eq!(got, vec![4, 2, 5, 6, 1, 3]);
    }
}

// ----- permutations -------------------------------------------------------------------------

/// `permute` (random targets with collisions, dropped elements through `Target::when`,
/// `Target::ignore` and targets outside the defaults) and `backpermute` (random sources,
/// reads outside the input are `IndexOutOfBounds` errors).
mod permutation {
    use super::*;

    /// A permute: the source, the defaults, and for every source element (row-major) its
    /// target: `None` to drop it, or an index whose components go from -1 to the extent, so
    /// one step outside on either side.
    #[derive(Clone, Debug)]
    struct PermuteCase<T: Elt, const D: usize, const D2: usize> {
        src: Array<T, D>,
        defaults: Array<T, D2>,
        targets: Vec<Option<[i64; D2]>>,
    }

    fn permute_case<T: Elt, const D: usize, const D2: usize>(
        elt: impl Strategy<Value = T> + Clone + 'static,
    ) -> impl Strategy<Value = PermuteCase<T, D, D2>> {
        (shape::<D>(), shape::<D2>()).prop_flat_map(move |(s, t)| {
            let target =
                prop::option::weighted(0.8, prop::array::uniform::<_, D2>(any::<u16>())).prop_map(move |r| {
                    r.map(|r| std::array::from_fn(|d| (r[d] as usize % (t[d] + 2)) as i64 - 1))
                });
            (array_with(s, elt.clone()), array_with(t, elt.clone()), prop::collection::vec(target, size(s)))
                .prop_map(|(src, defaults, targets)| PermuteCase { src, defaults, targets })
        })
    }

    /// Every kept element combined into its target as `combine(x, old)`, sources in
    /// row-major order.
    fn permute_model<T: Elt, const D: usize, const D2: usize>(
        case: &PermuteCase<T, D, D2>,
        combine: fn(T, T) -> T,
    ) -> Model<T, D2> {
        let src = Model::of(&case.src);
        let mut out = Model::of(&case.defaults);
        for (&x, target) in src.data.iter().zip(&case.targets) {
            if let Some(ix) = target.and_then(|t| inside(out.shape, t)) {
                let lin = linear(out.shape, ix);
                out.data[lin] = combine(x, out.data[lin]);
            }
        }
        out
    }

    fn check_permute<T: Exact, const D: usize, const D2: usize>(
        case: &PermuteCase<T, D, D2>,
        name: &str,
        op: fn(Exp<T>, Exp<T>) -> Exp<T>,
        combine: fn(T, T) -> T,
    ) -> Result<(), TestCaseError> {
        let shape = case.src.shape();
        // the targets, as arrays read by the index function
        let valid = Array::from_vec(shape, case.targets.iter().map(Option::is_some).collect())
            .expect("one target per element");
        let valid = use_array(&valid);
        let components: Vec<Acc<Array<i64, D>>> = (0..D2)
            .map(|d| {
                let c = case.targets.iter().map(|t| t.map_or(0, |t| t[d])).collect();
                use_array(&Array::from_vec(shape, c).expect("one target per element"))
            })
            .collect();
        let program = use_array(&case.src).permute(op, &use_array(&case.defaults), |ix| {
            Target::when(valid.index(ix), std::array::from_fn::<_, D2, _>(|d| components[d].index(ix)))
        });
        let what = format!("permute ({name}) {:?} into {:?}", shape, case.defaults.shape());
        let got = run(&what, &program)?;
        check(&what, &got, &permute_model(case, combine))
    }

    fn check_permutes<const D: usize, const D2: usize>(
        ints: &PermuteCase<i32, D, D2>,
        reals: &PermuteCase<f64, D, D2>,
    ) -> Result<(), TestCaseError> {
        check_permute(ints, "+", |x, old| x + old, i32::wrapping_add)?;
        // not commutative: pins `combine(x, old)` and the row-major order of the interpreter
        check_permute(
            ints,
            "old * 3 + x",
            |x, old| old * 3 + x,
            |x, old| old.wrapping_mul(3).wrapping_add(x),
        )?;
        check_permute(reals, "+", |x, old| x + old, |x, old| x + old)
    }

    /// A backpermute: the input, the shape of the result and, for every element of the
    /// result (row-major), the index it reads. Reads are inside the input except, at
    /// times, one that may be one step outside.
    #[derive(Clone, Debug)]
    struct BackpermuteCase<const D: usize, const D2: usize> {
        src: Array<i32, D>,
        shape: [usize; D2],
        sources: Vec<[i64; D]>,
    }

    fn backpermute_case<const D: usize, const D2: usize>() -> impl Strategy<Value = BackpermuteCase<D, D2>> {
        (shape::<D>(), shape::<D2>()).prop_flat_map(|(s, t)| {
            let n = size(t);
            let source = prop::array::uniform::<_, D>(any::<u16>())
                .prop_map(move |r| std::array::from_fn(|d| (r[d] as usize % s[d].max(1)) as i64));
            let wild = prop::option::weighted(0.3, (0..n.max(1), prop::array::uniform::<_, D>(any::<u16>())));
            (array_with(s, int()), prop::collection::vec(source, n), wild).prop_map(
                move |(src, mut sources, wild)| {
                    if let Some((k, r)) = wild {
                        if k < sources.len() {
                            sources[k] = std::array::from_fn(|d| (r[d] as usize % (s[d] + 2)) as i64 - 1);
                        }
                    }
                    BackpermuteCase { src, shape: t, sources }
                },
            )
        })
    }

    fn check_backpermute<const D: usize, const D2: usize>(
        case: &BackpermuteCase<D, D2>,
    ) -> Result<(), TestCaseError> {
        let components: Vec<Acc<Array<i64, D2>>> = (0..D)
            .map(|d| {
                let c = case.sources.iter().map(|s| s[d]).collect();
                use_array(&Array::from_vec(case.shape, c).expect("one source per element"))
            })
            .collect();
        let program = use_array(&case.src).backpermute(case.shape, |ix: [Exp<i64>; D2]| {
            std::array::from_fn::<_, D, _>(|d| components[d].index(ix))
        });
        let src = Model::of(&case.src);
        let want = match case.sources.iter().find(|&&s| src.get(s).is_none()) {
            Some(bad) => Err(Error::IndexOutOfBounds {
                operation: "backpermute",
                index: bad.to_vec(),
                shape: src.shape.to_vec(),
            }),
            None => Ok(Model {
                shape: case.shape,
                data: case.sources.iter().map(|&s| src.get(s).unwrap()).collect(),
            }),
        };
        let what = format!("backpermute {:?} to {:?}", src.shape, case.shape);
        check_result(&what, interpret(&program), want)
    }

    proptest! {
        #![proptest_config(config())]

        #[test]
        fn permute_combines_colliding_elements_and_drops_the_others(
            i11 in permute_case::<i32, 1, 1>(int()),
            r11 in permute_case::<f64, 1, 1>(real()),
            i21 in permute_case::<i32, 2, 1>(int()),
            r21 in permute_case::<f64, 2, 1>(real()),
            i12 in permute_case::<i32, 1, 2>(int()),
            r12 in permute_case::<f64, 1, 2>(real()),
            i32_ in permute_case::<i32, 3, 2>(int()),
            r32 in permute_case::<f64, 3, 2>(real()),
        ) {
            check_permutes(&i11, &r11)?;
            check_permutes(&i21, &r21)?;
            check_permutes(&i12, &r12)?;
            check_permutes(&i32_, &r32)?;
        }

        #[test]
        fn permute_with_computed_targets(
            src in array::<i32, 2>(int()),
            defaults in array::<i32, 1>(int()),
            a in 0i64..3,
            b in 0i64..4,
        ) {
            let xs = use_array(&src);
            let dflt = use_array(&defaults);
            let m = Model::of(&src);
            let d = Model::of(&defaults);

            // Target::to: row i, column j goes to i * a + j - b (collisions, and
            // targets outside the defaults on both sides)
            let got = run(
                "permute Target::to",
                &xs.permute(|x, old| x + old, &dflt, |[i, j]| Target::to([i * a + j - b])),
            )?;
            let mut want = d.clone();
            for ix in indices(m.shape) {
                let t = ix[0] as i64 * a + ix[1] as i64 - b;
                if let Some([k]) = inside(want.shape, [t]) {
                    want.data[k] = m.at(ix).wrapping_add(want.data[k]);
                }
            }
            check("permute Target::to", &got, &want)?;

            // Target::ignore drops everything
            let got = run(
                "permute Target::ignore",
                &xs.permute(|x, old| x + old, &dflt, |_| Target::<1>::ignore()),
            )?;
            check("permute Target::ignore", &got, &d)?;
        }

        #[test]
        fn backpermute_reads_its_sources(
            c11 in backpermute_case::<1, 1>(),
            c12 in backpermute_case::<1, 2>(),
            c21 in backpermute_case::<2, 1>(),
            c23 in backpermute_case::<2, 3>(),
            c32 in backpermute_case::<3, 2>(),
        ) {
            check_backpermute(&c11)?;
            check_backpermute(&c12)?;
            check_backpermute(&c21)?;
            check_backpermute(&c23)?;
            check_backpermute(&c32)?;
        }

        #[test]
        fn permutes_ranks_4_to_6(
            i44 in permute_case::<i32, 4, 4>(int()),
            r44 in permute_case::<f64, 4, 4>(real()),
            i62 in permute_case::<i32, 6, 2>(int()),
            r62 in permute_case::<f64, 6, 2>(real()),
            i25 in permute_case::<i32, 2, 5>(int()),
            r25 in permute_case::<f64, 2, 5>(real()),
            c44 in backpermute_case::<4, 4>(),
            c56 in backpermute_case::<5, 6>(),
            c64 in backpermute_case::<6, 4>(),
            c16 in backpermute_case::<1, 6>(),
        ) {
            check_permutes(&i44, &r44)?;
            check_permutes(&i62, &r62)?;
            check_permutes(&i25, &r25)?;
            check_backpermute(&c44)?;
            check_backpermute(&c56)?;
            check_backpermute(&c64)?;
            check_backpermute(&c16)?;
        }
    }
}

// ----- shape manipulation -------------------------------------------------------------------

/// `reshape` (same elements, new shape; another size is a `ReshapeMismatch`), `flatten`,
/// `replicate` and `slice` with every kind of specification, `transpose` and `reverse`.
mod reshaping {
    use super::*;

    /// A shape of rank `D2` with `size` elements, the factors of `size` spread over the
    /// dimensions by the bits of `r`.
    fn refactor<const D2: usize>(size: usize, mut r: u64) -> [usize; D2] {
        let mut out = [1usize; D2];
        let mut pick = || {
            let d = (r % D2 as u64) as usize;
            r /= D2 as u64;
            d
        };
        if size == 0 {
            out[pick()] = 0;
            for extent in out.iter_mut().filter(|e| **e != 0) {
                *extent = pick() + 1;
            }
            return out;
        }
        let mut n = size;
        let mut p = 2;
        while n > 1 {
            while n % p == 0 {
                out[pick()] *= p;
                n /= p;
            }
            p += 1;
        }
        out
    }

    fn check_reshape<const D: usize, const D2: usize>(
        a: &Array<i32, D>,
        other: [usize; D2],
        same_size: bool,
        r: u64,
    ) -> Result<(), TestCaseError> {
        let to = if same_size { refactor::<D2>(a.len(), r) } else { other };
        let want = if size(to) == a.len() {
            Ok(Model { shape: to, data: a.to_vec() })
        } else {
            Err(Error::ReshapeMismatch { from: a.shape().to_vec(), to: to.to_vec() })
        };
        let what = format!("reshape {:?} to {:?}", a.shape(), to);
        check_result(&what, interpret(&use_array(a).reshape(to)), want)?;

        let got = run("flatten", &use_array(a).flatten())?;
        check("flatten", &got, &Model { shape: [a.len()], data: a.to_vec() })
    }

    /// `spec[d]` is `None` for `All` (the next dimension of the input) or a count.
    fn replicate_model<const D: usize, const F: usize>(
        m: &Model<i32, D>,
        spec: [Option<usize>; F],
    ) -> Model<i32, F> {
        let mut dims = m.shape.into_iter();
        let shape = spec.map(|c| c.unwrap_or_else(|| dims.next().expect("one All per dimension")));
        Model::from_fn(shape, |ix| {
            let kept: Vec<usize> = spec.iter().zip(ix).filter(|(c, _)| c.is_none()).map(|(_, i)| i).collect();
            m.at(kept.try_into().expect("one All per dimension"))
        })
    }

    /// `spec[d]` is `None` for `All` or the fixed position; `Err` holds the first index
    /// read outside the input.
    fn slice_model<const F: usize, const S: usize>(
        m: &Model<i32, F>,
        spec: [Option<i64>; F],
    ) -> Result<Model<i32, S>, Error> {
        let kept: Vec<usize> = (0..F).filter(|&d| spec[d].is_none()).map(|d| m.shape[d]).collect();
        let shape: [usize; S] = kept.try_into().expect("one All per dimension of the slice");
        let mut data = Vec::new();
        for ix in indices(shape) {
            let mut rest = ix.into_iter();
            let full: [i64; F] =
                spec.map(|c| c.unwrap_or_else(|| rest.next().expect("one index per All") as i64));
            match m.get(full) {
                Some(v) => data.push(v),
                None => {
                    return Err(Error::IndexOutOfBounds {
                        operation: "backpermute",
                        index: full.to_vec(),
                        shape: m.shape.to_vec(),
                    });
                }
            }
        }
        Ok(Model { shape, data })
    }

    /// A slice compared with its model; an error must be an `IndexOutOfBounds` naming the
    /// index read and the input's shape (the operation's name is not checked).
    fn check_slice<const F: usize, const S: usize>(
        a: &Array<i32, F>,
        spec: [Option<i64>; F],
        got: Result<Array<i32, S>, Error>,
    ) -> Result<(), TestCaseError> {
        let what = format!("slice {spec:?} of {:?}", a.shape());
        let want = slice_model::<F, S>(&Model::of(a), spec);
        match (got, want) {
            (
                Err(Error::IndexOutOfBounds { index, shape, .. }),
                Err(Error::IndexOutOfBounds { index: want_index, shape: want_shape, .. }),
            ) => {
                prop_assert_eq!(index, want_index, "{}: index", what);
                prop_assert_eq!(shape, want_shape, "{}: shape", what);
                Ok(())
            }
            (got, want) => check_result(&what, got, want),
        }
    }

    proptest! {
        #![proptest_config(config())]

        #[test]
        fn reshape_and_flatten_keep_the_row_major_order(
            a1 in array::<i32, 1>(int()),
            a2 in array::<i32, 2>(int()),
            a3 in array::<i32, 3>(int()),
            s1 in shape::<1>(),
            s2 in shape::<2>(),
            s3 in shape::<3>(),
            same_size in prop::bool::weighted(0.7),
            r in any::<u64>(),
        ) {
            check_reshape(&a1, s2, same_size, r)?;
            check_reshape(&a1, s3, same_size, r)?;
            check_reshape(&a2, s1, same_size, r)?;
            check_reshape(&a2, s2, same_size, r)?;
            check_reshape(&a2, s3, same_size, r)?;
            check_reshape(&a3, s1, same_size, r)?;
            check_reshape(&a3, s3, same_size, r)?;
        }

        #[test]
        fn replicate_copies_along_the_new_dimensions(
            a1 in array::<i32, 1>(int()),
            a2 in array::<i32, 2>(int()),
            a3 in array::<i32, 3>(int()),
            n in 0usize..=3,
            k in 0usize..=3,
        ) {
            let (x1, x2, x3) = (use_array(&a1), use_array(&a2), use_array(&a3));
            let (m1, m2, m3) = (Model::of(&a1), Model::of(&a2), Model::of(&a3));
            macro_rules! case {
                ($x:expr, $m:expr, $spec:expr, [$($c:expr),*]) => {{
                    let what = format!("replicate {} of {:?}", stringify!($spec), $m.shape);
                    let got = run(&what, &$x.replicate($spec))?;
                    check(&what, &got, &replicate_model(&$m, [$($c),*]))?;
                }};
            }
            case!(x1, m1, (All,), [None]);
            case!(x1, m1, (n, All), [Some(n), None]);
            case!(x1, m1, (All, n), [None, Some(n)]);
            case!(x1, m1, (n, k, All), [Some(n), Some(k), None]);
            case!(x1, m1, (n, All, k), [Some(n), None, Some(k)]);
            case!(x1, m1, (All, n, k), [None, Some(n), Some(k)]);
            case!(x2, m2, (All, All), [None, None]);
            case!(x2, m2, (n, All, All), [Some(n), None, None]);
            case!(x2, m2, (All, n, All), [None, Some(n), None]);
            case!(x2, m2, (All, All, n), [None, None, Some(n)]);
            case!(x3, m3, (All, All, All), [None, None, None]);
        }

        #[test]
        fn slice_takes_the_fixed_positions(
            a1 in array::<i32, 1>(int()),
            a2 in array::<i32, 2>(int()),
            a3 in array::<i32, 3>(int()),
            p in prop::array::uniform3(any::<u16>()),
        ) {
            // positions from 0 to the extent: the extent itself reads outside
            let pos = |s: &[usize]| -> [i64; 3] {
                std::array::from_fn(|d| {
                    let extent = s.get(d).copied().unwrap_or(0);
                    (p[d] as usize % (extent + 1)) as i64
                })
            };
            let (x1, x2, x3) = (use_array(&a1), use_array(&a2), use_array(&a3));
            let [i, _, _] = pos(&a1.shape());
            check_slice::<1, 0>(&a1, [Some(i)], interpret(&x1.slice((i,))))?;
            check_slice::<1, 1>(&a1, [None], interpret(&x1.slice((All,))))?;

            let [i, j, _] = pos(&a2.shape());
            check_slice::<2, 1>(&a2, [Some(i), None], interpret(&x2.slice((i, All))))?;
            check_slice::<2, 1>(&a2, [None, Some(j)], interpret(&x2.slice((All, j))))?;
            check_slice::<2, 0>(&a2, [Some(i), Some(j)], interpret(&x2.slice((i, j))))?;
            check_slice::<2, 2>(&a2, [None, None], interpret(&x2.slice((All, All))))?;

            let [i, j, k] = pos(&a3.shape());
            check_slice::<3, 2>(&a3, [Some(i), None, None], interpret(&x3.slice((i, All, All))))?;
            check_slice::<3, 2>(&a3, [None, Some(j), None], interpret(&x3.slice((All, j, All))))?;
            check_slice::<3, 2>(&a3, [None, None, Some(k)], interpret(&x3.slice((All, All, k))))?;
            check_slice::<3, 1>(&a3, [None, Some(j), Some(k)], interpret(&x3.slice((All, j, k))))?;
            check_slice::<3, 1>(&a3, [Some(i), None, Some(k)], interpret(&x3.slice((i, All, k))))?;
            check_slice::<3, 1>(&a3, [Some(i), Some(j), None], interpret(&x3.slice((i, j, All))))?;
            check_slice::<3, 0>(&a3, [Some(i), Some(j), Some(k)], interpret(&x3.slice((i, j, k))))?;
            check_slice::<3, 3>(&a3, [None, None, None], interpret(&x3.slice((All, All, All))))?;
        }

        #[test]
        fn transpose_and_reverse_move_elements(
            a1 in array::<i32, 1>(int()),
            a2 in array::<i32, 2>(int()),
            a3 in array::<i32, 3>(int()),
            f2 in array::<f64, 2>(real()),
        ) {
            let m = Model::of(&a2);
            let got = run("transpose", &use_array(&a2).transpose())?;
            let [r, c] = m.shape;
            check("transpose", &got, &Model::from_fn([c, r], |[i, j]| m.at([j, i])))?;
            let mf = Model::of(&f2);
            let got = run("transpose f64", &use_array(&f2).transpose())?;
            let [r, c] = mf.shape;
            check("transpose f64", &got, &Model::from_fn([c, r], |[i, j]| mf.at([j, i])))?;

            fn reversed<const D: usize>(m: &Model<i32, D>) -> Model<i32, D> {
                Model::from_fn(m.shape, |mut ix| {
                    ix[D - 1] = m.shape[D - 1] - 1 - ix[D - 1];
                    m.at(ix)
                })
            }
            let got = run("reverse", &use_array(&a1).reverse())?;
            check("reverse rank 1", &got, &reversed(&Model::of(&a1)))?;
            let got = run("reverse", &use_array(&a2).reverse())?;
            check("reverse rank 2", &got, &reversed(&m))?;
            let got = run("reverse", &use_array(&a3).reverse())?;
            check("reverse rank 3", &got, &reversed(&Model::of(&a3)))?;
        }

        #[test]
        fn reshaping_ranks_4_to_6(
            a2 in array::<i32, 2>(int()),
            a4 in array::<i32, 4>(int()),
            a5 in array::<i32, 5>(int()),
            a6 in array::<i32, 6>(int()),
            s2 in shape::<2>(),
            s4 in shape::<4>(),
            s6 in shape::<6>(),
            same_size in prop::bool::weighted(0.7),
            r in any::<u64>(),
            n in 0usize..=2,
            k in 0usize..=2,
            p in prop::array::uniform6(any::<u16>()),
        ) {
            check_reshape(&a2, s4, same_size, r)?;
            check_reshape(&a4, s6, same_size, r)?;
            check_reshape(&a5, s2, same_size, r)?;
            check_reshape(&a6, s4, same_size, r)?;

            let (x2, x4, x5) = (use_array(&a2), use_array(&a4), use_array(&a5));
            let (m2, m4, m5) = (Model::of(&a2), Model::of(&a4), Model::of(&a5));
            macro_rules! case {
                ($x:expr, $m:expr, $spec:expr, [$($c:expr),*]) => {{
                    let what = format!("replicate {} of {:?}", stringify!($spec), $m.shape);
                    let got = run(&what, &$x.replicate($spec))?;
                    check(&what, &got, &replicate_model(&$m, [$($c),*]))?;
                }};
            }
            // batch x channel x height x width from a 2-D image
            case!(x2, m2, (n, k, All, All), [Some(n), Some(k), None, None]);
            case!(x2, m2, (All, n, k, All), [None, Some(n), Some(k), None]);
            case!(x4, m4, (All, All, n, All, All), [None, None, Some(n), None, None]);
            case!(x4, m4, (n, All, All, All, k, All), [Some(n), None, None, None, Some(k), None]);
            case!(x5, m5, (All, All, All, All, All, n), [None, None, None, None, None, Some(n)]);
            case!(x4, m4, (All, All, All, All), [None, None, None, None]);

            let pos = |s: &[usize]| -> [i64; 6] {
                std::array::from_fn(|d| {
                    let extent = s.get(d).copied().unwrap_or(0);
                    (p[d] as usize % (extent + 1)) as i64
                })
            };
            let x6 = use_array(&a6);
            let [i, j, k, l, _, _] = pos(&a4.shape());
            check_slice::<4, 3>(&a4, [Some(i), None, None, None], interpret(&x4.slice((i, All, All, All))))?;
            check_slice::<4, 2>(&a4, [None, Some(j), None, Some(l)], interpret(&x4.slice((All, j, All, l))))?;
            check_slice::<4, 0>(&a4, [Some(i), Some(j), Some(k), Some(l)], interpret(&x4.slice((i, j, k, l))))?;
            let [i, _, k, l, m, _] = pos(&a5.shape());
            check_slice::<5, 2>(
                &a5,
                [Some(i), None, Some(k), None, Some(m)],
                interpret(&x5.slice((i, All, k, All, m))),
            )?;
            check_slice::<5, 4>(&a5, [None, None, None, Some(l), None], interpret(&x5.slice((All, All, All, l, All))))?;
            let [i, j, k, l, m, o] = pos(&a6.shape());
            check_slice::<6, 4>(
                &a6,
                [Some(i), None, None, Some(l), None, None],
                interpret(&x6.slice((i, All, All, l, All, All))),
            )?;
            check_slice::<6, 1>(
                &a6,
                [Some(i), Some(j), Some(k), Some(l), Some(m), None],
                interpret(&x6.slice((i, j, k, l, m, All))),
            )?;
            check_slice::<6, 0>(
                &a6,
                [Some(i), Some(j), Some(k), Some(l), Some(m), Some(o)],
                interpret(&x6.slice((i, j, k, l, m, o))),
            )?;
            check_slice::<6, 6>(&a6, [None; 6], interpret(&x6.slice((All, All, All, All, All, All))))?;

            fn reversed<const D: usize>(m: &Model<i32, D>) -> Model<i32, D> {
                Model::from_fn(m.shape, |mut ix| {
                    ix[D - 1] = m.shape[D - 1] - 1 - ix[D - 1];
                    m.at(ix)
                })
            }
            let got = run("reverse", &x6.reverse())?;
            check("reverse rank 6", &got, &reversed(&Model::of(&a6)))?;
        }
    }
}

// ----- stencils -----------------------------------------------------------------------------

/// `stencil` and `stencil2` with random patterns (any offsets up to radius 3, also larger
/// than the array, repeated offsets, `cube` and `star`) under every boundary, against a
/// model that reads each tap following the boundary's documented rule.
mod stencils {
    use super::*;

    /// A stencil pattern as the test describes it.
    #[derive(Clone, Debug)]
    enum Pattern<const D: usize> {
        Offsets(Vec<[i64; D]>),
        Cube(i64),
        Star(i64),
    }

    fn pattern<const D: usize>() -> impl Strategy<Value = Pattern<D>> {
        // the full box of radius 3 is 343 taps in rank 3: keep rank-3 boxes small
        // (and of radius 1 in rank 6, 729): a box of radius 0 from rank 5 on
        let max_radius: i64 = match D {
            0..=2 => 3,
            3 | 4 => 1,
            _ => 0,
        };
        prop_oneof![
            3 => prop::collection::vec(prop::array::uniform::<_, D>(-3i64..=3), 0..=6)
                .prop_map(Pattern::Offsets),
            1 => (0..=max_radius).prop_map(Pattern::Cube),
            1 => (0..=max_radius).prop_map(Pattern::Star),
        ]
    }

    /// Every offset with all components in `-r..=r`, in row-major order (none when `r` is
    /// negative).
    fn cube<const D: usize>(r: i64) -> Vec<[i64; D]> {
        if r < 0 {
            return Vec::new();
        }
        let side = (2 * r + 1) as usize;
        indices([side; D]).map(|ix| ix.map(|i| i as i64 - r)).collect()
    }

    impl<const D: usize> Pattern<D> {
        fn stencil(&self) -> Stencil<D> {
            match self {
                Pattern::Offsets(o) => Stencil::new(o.iter().copied()),
                Pattern::Cube(r) => Stencil::cube(*r),
                Pattern::Star(r) => Stencil::star(*r),
            }
        }

        /// The taps in order, as documented: repeated offsets kept once.
        fn taps(&self) -> Vec<[i64; D]> {
            match self {
                Pattern::Offsets(o) => {
                    let mut out: Vec<[i64; D]> = Vec::new();
                    for x in o {
                        if !out.contains(x) {
                            out.push(*x);
                        }
                    }
                    out
                }
                Pattern::Cube(r) => cube(*r),
                Pattern::Star(r) => {
                    cube(*r).into_iter().filter(|o| o.iter().filter(|&&c| c != 0).count() <= 1).collect()
                }
            }
        }
    }

    /// Reflection at the edges without repeating the edge element.
    fn mirror(mut c: i64, n: i64) -> i64 {
        if n == 1 {
            return 0;
        }
        loop {
            if c < 0 {
                c = -c;
            } else if c >= n {
                c = 2 * (n - 1) - c;
            } else {
                return c;
            }
        }
    }

    /// The value a stencil reads at `ix + offset`.
    fn read<T: Copy, const D: usize>(
        m: &Model<T, D>,
        boundary: &Boundary<T>,
        ix: [usize; D],
        offset: [i64; D],
    ) -> T {
        let mut at = [0usize; D];
        for d in 0..D {
            let n = m.shape[d] as i64;
            let c = ix[d] as i64 + offset[d];
            let c = if (0..n).contains(&c) {
                c
            } else {
                match boundary {
                    Boundary::Clamp => {
                        if c < 0 {
                            0
                        } else {
                            n - 1
                        }
                    }
                    Boundary::Mirror => mirror(c, n),
                    Boundary::Wrap => c.rem_euclid(n),
                    Boundary::Constant(v) => return *v,
                }
            };
            at[d] = c as usize;
        }
        m.at(at)
    }

    fn check_stencil<const D: usize>(
        a: &Array<i32, D>,
        p: &Pattern<D>,
        b: Boundary<i32>,
        f: &Array<f64, D>,
        fb: Boundary<f64>,
    ) -> Result<(), TestCaseError> {
        let st = p.stencil();
        let taps = p.taps();
        prop_assert_eq!(st.offsets(), &taps[..], "the taps of {:?}", p);
        let first = taps.first().copied();

        // i32: an order-sensitive mix of the taps (wrapping), plus the first tap by offset
        let program = use_array(a).stencil(&st, b, move |t| {
            let mix = t.values().iter().fold(Exp::from(0i32), |acc, &v| acc * 31 + v);
            match first {
                Some(o) => mix + t[o] * 7,
                None => mix,
            }
        });
        let m = Model::of(a);
        let want = Model::from_fn(m.shape, |ix| {
            let vals: Vec<i32> = taps.iter().map(|&o| read(&m, &b, ix, o)).collect();
            let mix = vals.iter().fold(0i32, |acc, &v| acc.wrapping_mul(31).wrapping_add(v));
            match vals.first() {
                Some(&v) => mix.wrapping_add(v.wrapping_mul(7)),
                None => mix,
            }
        });
        let what = format!("stencil {:?} {:?} of shape {:?}", p, b, m.shape);
        check(&what, &run(&what, &program)?, &want)?;

        // f64: the same, in floating point
        let program = use_array(f)
            .stencil(&st, fb, |t| t.values().iter().fold(Exp::from(0.0f64), |acc, &v| acc * 0.5 + v));
        let m = Model::of(f);
        let want = Model::from_fn(m.shape, |ix| {
            taps.iter().fold(0.0f64, |acc, &o| acc * 0.5 + read(&m, &fb, ix, o))
        });
        let what = format!("stencil {:?} {:?} of shape {:?}", p, fb, m.shape);
        check(&what, &run(&what, &program)?, &want)
    }

    #[allow(clippy::too_many_arguments)]
    fn check_stencil2<const D: usize>(
        a: &Array<i32, D>,
        pa: &Pattern<D>,
        ba: Boundary<i32>,
        f: &Array<f64, D>,
        pf: &Pattern<D>,
        bf: Boundary<f64>,
    ) -> Result<(), TestCaseError> {
        let (ta, tf) = (pa.taps(), pf.taps());
        let program = use_array(a).stencil2(&pa.stencil(), ba, &use_array(f), &pf.stencil(), bf, |x, y| {
            let acc = x.values().iter().fold(Exp::from(0.0f64), |acc, &v| acc * 0.5 + v.cast::<f64>());
            y.values().iter().fold(acc, |acc, &v| acc * 0.25 + v)
        });
        let (ma, mf) = (Model::of(a), Model::of(f));
        let want = Model::from_fn(intersection(ma.shape, mf.shape), |ix| {
            let acc = ta.iter().fold(0.0f64, |acc, &o| acc * 0.5 + read(&ma, &ba, ix, o) as f64);
            tf.iter().fold(acc, |acc, &o| acc * 0.25 + read(&mf, &bf, ix, o))
        });
        let what =
            format!("stencil2 {:?} {:?} of {:?} and {:?} {:?} of {:?}", pa, ba, ma.shape, pf, bf, mf.shape);
        check(&what, &run(&what, &program)?, &want)
    }

    proptest! {
        #![proptest_config(config())]

        #[test]
        fn stencil_rank_1(
            a in array::<i32, 1>(int()),
            f in array::<f64, 1>(real()),
            p in pattern::<1>(),
            b in boundary(int()),
            fb in boundary(real()),
        ) {
            check_stencil(&a, &p, b, &f, fb)?;
        }

        #[test]
        fn stencil_rank_2(
            a in array::<i32, 2>(int()),
            f in array::<f64, 2>(real()),
            p in pattern::<2>(),
            b in boundary(int()),
            fb in boundary(real()),
        ) {
            check_stencil(&a, &p, b, &f, fb)?;
        }

        #[test]
        fn stencil_rank_3(
            a in array::<i32, 3>(int()),
            f in array::<f64, 3>(real()),
            p in pattern::<3>(),
            b in boundary(int()),
            fb in boundary(real()),
        ) {
            check_stencil(&a, &p, b, &f, fb)?;
        }

        /// `Stencil::cube(r)` is documented as "every offset with all components in
        /// `-radius..=radius`"; for a negative radius no offset qualifies.
        #[test]
        fn cube_offsets_lie_within_the_radius(r in -3i64..=3) {
            let got = Stencil::<1>::cube(r).offsets().to_vec();
            prop_assert_eq!(got, cube::<1>(r), "cube::<1>({})", r);
            let got = Stencil::<2>::cube(r).offsets().to_vec();
            prop_assert_eq!(got, cube::<2>(r), "cube::<2>({})", r);
            let got = Stencil::<3>::cube(r).offsets().to_vec();
            prop_assert_eq!(got, cube::<3>(r), "cube::<3>({})", r);
            if r <= 1 {
                let got = Stencil::<6>::cube(r).offsets().to_vec();
                prop_assert_eq!(got, cube::<6>(r), "cube::<6>({})", r);
            }
        }

        #[test]
        fn stencils_ranks_4_to_6(
            a4 in array::<i32, 4>(int()),
            f4 in array::<f64, 4>(real()),
            p4 in pattern::<4>(),
            pf4 in pattern::<4>(),
            a5 in array::<i32, 5>(int()),
            f5 in array::<f64, 5>(real()),
            p5 in pattern::<5>(),
            a6 in array::<i32, 6>(int()),
            f6 in array::<f64, 6>(real()),
            p6 in pattern::<6>(),
            b in boundary(int()),
            fb in boundary(real()),
        ) {
            check_stencil(&a4, &p4, b, &f4, fb)?;
            check_stencil(&a5, &p5, b, &f5, fb)?;
            check_stencil(&a6, &p6, b, &f6, fb)?;
            check_stencil2(&a4, &p4, b, &f4, &pf4, fb)?;
        }

        #[test]
        fn stencil2_reads_each_input_with_its_own_pattern_and_boundary(
            a1 in array::<i32, 1>(int()),
            f1 in array::<f64, 1>(real()),
            pa1 in pattern::<1>(),
            pf1 in pattern::<1>(),
            a2 in array::<i32, 2>(int()),
            f2 in array::<f64, 2>(real()),
            pa2 in pattern::<2>(),
            pf2 in pattern::<2>(),
            ba in boundary(int()),
            bf in boundary(real()),
        ) {
            check_stencil2(&a1, &pa1, ba, &f1, &pf1, bf)?;
            check_stencil2(&a2, &pa2, ba, &f2, &pf2, bf)?;
        }
    }
}

// ----- rank 0 -------------------------------------------------------------------------------

/// Rank-0 arrays (one element) through the combinators that accept any rank.
mod rank_zero {
    use super::*;

    proptest! {
        #![proptest_config(config())]

        #[test]
        fn scalars_behave_as_one_element_arrays(x in int(), y in int(), seed in int()) {
            let (xs, ys) = (use_array(&Array::scalar(x)), use_array(&Array::scalar(y)));
            let one = |v: i32| Model { shape: [], data: vec![v] };
            check("map", &run("map", &xs.map(|v| v * 5))?, &one(x.wrapping_mul(5)))?;
            check(
                "zip_with",
                &run("zip_with", &xs.zip_with(&ys, |a, b| a - b))?,
                &one(x.wrapping_sub(y)),
            )?;
            check(
                "fold_all",
                &run("fold_all", &xs.fold_all(seed, |a, b| a * 3 - b))?,
                &one(seed.wrapping_mul(3).wrapping_sub(x)),
            )?;
            check("fold1_all", &run("fold1_all", &xs.fold1_all(|a, b| a + b))?, &one(x))?;
            check("sum", &run("sum", &xs.sum())?, &one(x))?;
            check("reverse", &run("reverse", &xs.reverse())?, &one(x))?;
            let flat = Model { shape: [1], data: vec![x] };
            check("flatten", &run("flatten", &xs.flatten())?, &flat)?;
            let got = run("reshape", &xs.reshape([1, 1]))?;
            check("reshape", &got, &Model { shape: [1, 1], data: vec![x] })?;
            let got = run("replicate", &xs.replicate((3,)))?;
            check("replicate", &got, &Model { shape: [3], data: vec![x; 3] })?;
            let got = run(
                "stencil",
                &xs.stencil(&Stencil::<0>::cube(2), Boundary::Clamp, |t| t[0] + 1),
            )?;
            check("stencil", &got, &one(x.wrapping_add(1)))?;
            let got = run("generate", &generate([0usize; 0], |[]: [Exp<i64>; 0]| xs.the() ^ y))?;
            check("generate", &got, &one(x ^ y))?;
        }
    }
}

// ----- control flow -------------------------------------------------------------------------

/// `iterate` (single and tuple states, nested, reading outer arrays), `awhile`, `acond`,
/// `select` and `while_loop`, against Rust loops and conditionals.
mod control {
    use super::*;

    fn check_iterate<const D: usize>(
        a: &Array<i32, D>,
        b: &Array<i32, D>,
        n: i64,
        k: i64,
    ) -> Result<(), TestCaseError> {
        let (xs, ys) = (use_array(a), use_array(b));
        let (ma, mb) = (Model::of(a), Model::of(b));
        let steps = n.max(0);

        let got = run("iterate", &iterate(n, xs.clone(), |x| x.map(|v| v * 3 + 1)))?;
        let mut want = ma.clone();
        for _ in 0..steps {
            want = want.map(|v| v.wrapping_mul(3).wrapping_add(1));
        }
        check(&format!("iterate {n} times"), &got, &want)?;

        // reading an array defined outside the body: the shape shrinks to the
        // intersection after the first step
        let got = run(
            "iterate with an outer array",
            &iterate(n, xs.clone(), |x| x.zip_with(&ys, |p, q| p * 2 + q)),
        )?;
        let mut want = ma.clone();
        for _ in 0..steps {
            want = Model::from_fn(intersection(want.shape, mb.shape), |ix| {
                want.at(ix).wrapping_mul(2).wrapping_add(mb.at(ix))
            });
        }
        check(&format!("iterate {n} times with an outer array"), &got, &want)?;

        // a pair of arrays as the state
        let (p, q) = iterate(n, (xs.clone(), ys.clone()), |(p, q)| (q.clone(), p.zip_with(&q, |x, y| x - y)));
        let (p, q) = run("iterate on a pair", &(p, q))?;
        let (mut wp, mut wq) = (ma.clone(), mb.clone());
        for _ in 0..steps {
            let next =
                Model::from_fn(intersection(wp.shape, wq.shape), |ix| wp.at(ix).wrapping_sub(wq.at(ix)));
            (wp, wq) = (wq, next);
        }
        check("iterate on a pair: first", &p, &wp)?;
        check("iterate on a pair: second", &q, &wq)?;

        // nested: the inner body reads the outer state; each outer step multiplies by k + 1
        let got = run(
            "nested iterate",
            &iterate(n, xs, |x| iterate(k, x.clone(), |y| y.zip_with(&x, |p, q| p + q))),
        )?;
        let mut want = ma;
        for _ in 0..steps {
            let x = want.clone();
            for _ in 0..k.max(0) {
                want = Model::from_fn(want.shape, |ix| want.at(ix).wrapping_add(x.at(ix)));
            }
        }
        check(&format!("iterate {n} times iterate {k} times"), &got, &want)
    }

    proptest! {
        #![proptest_config(config())]

        #[test]
        fn iterate_applies_the_body_count_times(
            a1 in array::<i32, 1>(int()),
            b1 in array::<i32, 1>(int()),
            a2 in array::<i32, 2>(int()),
            b2 in array::<i32, 2>(int()),
            a3 in array::<i32, 3>(int()),
            b3 in array::<i32, 3>(int()),
            n in -2i64..=5,
            k in -1i64..=3,
        ) {
            check_iterate(&a1, &b1, n, k)?;
            check_iterate(&a2, &b2, n, k)?;
            check_iterate(&a3, &b3, n, k)?;
        }

        #[test]
        fn awhile_loops_while_the_condition_holds(
            xs in array::<i32, 1>(-50i32..50),
            ps in array::<f64, 2>(0.0f64..1e3),
            limit in 0i64..8,
            bound in -100i64..300,
            target in 1.0f64..100.0,
        ) {
            // a counter and an array as the state; the condition reads both
            let init = (unit(0i64), use_array(&xs));
            let (count, out) = awhile(
                init,
                move |(c, xs)| {
                    let s = xs.map(|x| x.cast::<i64>()).sum();
                    c.zip_with(&s, move |c, s| c.lt(limit).and(s.lt(bound)))
                },
                |(c, xs)| (c.map(|c| c + 1), xs.map(|x| x + x.abs() / 2 + 1)),
            );
            let (count, out) = run("awhile", &(count, out))?;
            let (mut c, mut v) = (0i64, Model::of(&xs));
            while c < limit && v.data.iter().map(|&x| x as i64).sum::<i64>() < bound {
                c += 1;
                v = v.map(|x| x + x.abs() / 2 + 1);
            }
            prop_assert_eq!(count.value(), c, "awhile: steps");
            check("awhile", &out, &v)?;

            // one array as the state: halve until the sum is below the target
            let got = run(
                "awhile halving",
                &awhile(
                    use_array(&ps),
                    move |p| p.fold_all(0.0, |a, b| a + b).map(move |s| s.ge(target)),
                    |p| p.map(|x| x / 2.0),
                ),
            )?;
            let mut want = Model::of(&ps);
            while want.data.iter().fold(0.0, |acc, &x| acc + x) >= target {
                want = want.map(|x| x / 2.0);
            }
            check("awhile halving", &got, &want)?;
        }

        #[test]
        fn acond_picks_one_branch(
            a in array::<i32, 2>(int()),
            b in array::<i32, 2>(int()),
            flag in any::<bool>(),
            c in int(),
        ) {
            let (xs, ys) = (use_array(&a), use_array(&b));
            let (ma, mb) = (Model::of(&a), Model::of(&b));
            let got = run("acond", &acond(flag, xs.map(|x| -x), ys.clone()))?;
            let want = if flag { ma.map(i32::wrapping_neg) } else { mb.clone() };
            check(&format!("acond {flag}"), &got, &want)?;

            // a condition computed from the data
            let total = xs.sum();
            let got = run("acond on data", &acond(total.the().gt(c), xs.clone(), ys.clone()))?;
            let sum = ma.data.iter().fold(0i32, |acc, &x| acc.wrapping_add(x));
            check("acond on data", &got, if sum > c { &ma } else { &mb })?;

            // tuples of arrays
            let (p, q) = acond(flag, (xs.clone(), ys.clone()), (ys, xs));
            let (p, q) = run("acond on pairs", &(p, q))?;
            let (wp, wq) = if flag { (&ma, &mb) } else { (&mb, &ma) };
            check("acond on pairs: first", &p, wp)?;
            check("acond on pairs: second", &q, wq)?;
        }

        #[test]
        fn select_picks_one_side(
            a in array::<i32, 2>(int()),
            f in array::<f64, 1>(real()),
            c in int(),
        ) {
            let got = run("select", &use_array(&a).map(move |x| select(x.gt(c), x * 2, -x)))?;
            let want = Model::of(&a)
                .map(|x| if x > c { x.wrapping_mul(2) } else { x.wrapping_neg() });
            check("select", &got, &want)?;
            let got = run(
                "select method",
                &use_array(&f).map(|x| x.ge(0.0).select(x.sqrt(), x * x)),
            )?;
            let want = Model::of(&f).map(|x| if x >= 0.0 { x.sqrt() } else { x * x });
            check("select method", &got, &want)?;
        }

        #[test]
        fn while_loop_runs_at_most_max_iters_times(
            a in array::<i32, 2>(int()),
            max in 0u32..40,
        ) {
            // Collatz steps from |x| + 1, counted
            let program = use_array(&a).map(move |x| {
                while_loop::<(i64, i32), _>(
                    (x.cast::<i64>().abs() + 1, 0i32),
                    max,
                    |s| s.fst().gt(1),
                    |s| {
                        let (v, n) = s.unpack();
                        (select((v % 2).eq(0), v / 2, v * 3 + 1), n + 1)
                    },
                )
            });
            let got = run("while_loop", &program)?;
            let want = Model::of(&a).map(|x| {
                let (mut v, mut n) = ((x as i64).abs() + 1, 0i32);
                let mut iterations = 0;
                while iterations < max && v > 1 {
                    v = if v % 2 == 0 { v / 2 } else { v.wrapping_mul(3).wrapping_add(1) };
                    n += 1;
                    iterations += 1;
                }
                (v, n)
            });
            check(&format!("while_loop at most {max} times"), &got, &want)?;
        }

        #[test]
        fn nested_while_loops_run_the_inner_loop_at_every_outer_step(
            a in array::<i32, 1>(int()),
            outer_max in 0u32..12,
            inner_max in 0u32..12,
        ) {
            // k counts to |x| % 10; each step adds the inner loop's count to k (at most
            // inner_max), so both loops' bounds and the inner loop's fresh start are seen
            let program = use_array(&a).map(move |x| {
                let n = (x.cast::<i64>() % 10).abs();
                while_loop::<(i64, i64), _>((0i64, 0i64), outer_max, move |s| s.fst().lt(n), move |s| {
                    let (k, total) = s.unpack();
                    let inner = while_loop::<i64, _>(0i64, inner_max, move |j| j.lt(k), |j| j + 1);
                    (k + 1, total + inner)
                })
            });
            let got = run("nested while_loop", &program)?;
            let want = Model::of(&a).map(|x| {
                let n = (x as i64 % 10).abs();
                let (mut k, mut total, mut steps) = (0i64, 0i64, 0);
                while steps < outer_max && k < n {
                    let (mut j, mut inner_steps) = (0i64, 0);
                    while inner_steps < inner_max && j < k {
                        j += 1;
                        inner_steps += 1;
                    }
                    total += j;
                    k += 1;
                    steps += 1;
                }
                (k, total)
            });
            check(&format!("nested while_loop at most {outer_max} x {inner_max} times"), &got, &want)?;
        }
    }
}

// ----- scalar operations --------------------------------------------------------------------

/// Checks an element-wise binary operation on two vectors of the same length.
fn check_binary<T: Exact, R: Exact>(
    name: &str,
    xs: &Array<T, 1>,
    ys: &Array<T, 1>,
    op: fn(Exp<T>, Exp<T>) -> Exp<R>,
    f: fn(T, T) -> R,
) -> Result<(), TestCaseError> {
    let got = run(name, &use_array(xs).zip_with(&use_array(ys), op))?;
    let (mx, my) = (Model::of(xs), Model::of(ys));
    let want = Model::from_fn(intersection(mx.shape, my.shape), |ix| f(mx.at(ix), my.at(ix)));
    check(name, &got, &want)
}

/// Checks an element-wise unary operation.
fn check_unary<T: Exact, R: Exact>(
    name: &str,
    xs: &Array<T, 1>,
    op: fn(Exp<T>) -> Exp<R>,
    f: fn(T) -> R,
) -> Result<(), TestCaseError> {
    let got = run(name, &use_array(xs).map(op))?;
    check(name, &got, &Model::of(xs).map(f))
}

/// Two vectors of the same length.
fn pair_of_vectors<T: Elt>(
    elt: impl Strategy<Value = T> + Clone,
) -> impl Strategy<Value = (Array<T, 1>, Array<T, 1>)> {
    prop::collection::vec((elt.clone(), elt), 0..=24).prop_map(|v| {
        let n = v.len();
        let (x, y): (Vec<T>, Vec<T>) = v.into_iter().unzip();
        (
            Array::from_vec([n], x).expect("one value per index"),
            Array::from_vec([n], y).expect("one value per index"),
        )
    })
}

/// Integer operations: wrapping `+ - *` and negation, division and remainder (wrapping at
/// `MIN / -1`, an error by zero), `min`/`max`/`abs`/`clamp`, shifts by any amount (modulo
/// the bit width), bit operations and comparisons; one module per type (`i32`, `i64`, `u8`).
macro_rules! int_ops {
    ($module:ident, $t:ident) => {
        mod $module {
            use super::*;

            const BITS: i128 = $t::BITS as i128;

            fn value() -> impl Strategy<Value = $t> + Clone {
                prop_oneof![
                    3 => any::<$t>(),
                    2 => (0u8..=20).prop_map(|v| (v as i64 - 10) as $t),
                    1 => prop::sample::select(vec![$t::MIN, $t::MAX, 0, 1, (-1i64) as $t]),
                ]
            }

            /// The shift amount modulo the bit width, as documented.
            fn amount(b: $t) -> u32 {
                (b as i128).rem_euclid(BITS) as u32
            }

            #[allow(unused_comparisons)]
            fn wrapping_abs(a: $t) -> $t {
                if a < 0 { a.wrapping_neg() } else { a }
            }

            proptest! {
                #![proptest_config(config())]

                #[test]
                fn arithmetic_wraps((xs, ys) in pair_of_vectors(value())) {
                    check_binary("+", &xs, &ys, |a, b| a + b, $t::wrapping_add)?;
                    check_binary("-", &xs, &ys, |a, b| a - b, $t::wrapping_sub)?;
                    check_binary("*", &xs, &ys, |a, b| a * b, $t::wrapping_mul)?;
                    check_binary("min", &xs, &ys, |a, b| a.min(b), |a, b| a.min(b))?;
                    check_binary("max", &xs, &ys, |a, b| a.max(b), |a, b| a.max(b))?;
                    check_unary("neg", &xs, |a| -a, $t::wrapping_neg)?;
                    check_unary("abs", &xs, |a| a.abs(), wrapping_abs)?;
                    check_unary("clamp", &xs, |a| a.clamp(3 as $t, 90 as $t), |a| {
                        a.max(3 as $t).min(90 as $t)
                    })?;
                    check_unary("constant on the left", &xs, |a| (7 as $t) - a * (5 as $t), |a| {
                        (7 as $t).wrapping_sub(a.wrapping_mul(5 as $t))
                    })?;
                }

                #[test]
                fn division_and_remainder((xs, ys) in pair_of_vectors(value())) {
                    let what = format!("{:?} / {:?}", xs.to_vec(), ys.to_vec());
                    let pairs: Vec<($t, $t)> = xs.to_vec().into_iter().zip(ys.to_vec()).collect();
                    let zero = pairs.iter().find(|p| p.1 == 0);
                    for (symbol, operation) in [("/", "division"), ("%", "remainder")] {
                        let program = if symbol == "/" {
                            use_array(&xs).zip_with(&use_array(&ys), |a, b| a / b)
                        } else {
                            use_array(&xs).zip_with(&use_array(&ys), |a, b| a % b)
                        };
                        let want = match zero {
                            Some((a, _)) => Err(Error::DivisionByZero {
                                operation,
                                symbol,
                                dividend: a.to_string(),
                            }),
                            None => Ok(Model {
                                shape: [pairs.len()],
                                data: pairs
                                    .iter()
                                    .map(|&(a, b)| {
                                        if symbol == "/" {
                                            a.wrapping_div(b)
                                        } else {
                                            a.wrapping_rem(b)
                                        }
                                    })
                                    .collect(),
                            }),
                        };
                        check_result(&format!("{what} ({symbol})"), interpret(&program), want)?;
                    }
                    // MIN / -1 wraps (for unsigned types: 0 / MAX)
                    let min = Array::from_vec([1], vec![$t::MIN]).expect("one value");
                    let got = run("MIN / -1", &use_array(&min).map(|a| a / ((-1i64) as $t)))?;
                    prop_assert_eq!(got.to_vec(), vec![$t::MIN.wrapping_div((-1i64) as $t)]);
                    let got = run("MIN % -1", &use_array(&min).map(|a| a % ((-1i64) as $t)))?;
                    prop_assert_eq!(got.to_vec(), vec![$t::MIN.wrapping_rem((-1i64) as $t)]);
                }

                #[test]
                fn shifts_take_the_amount_modulo_the_width((xs, ys) in pair_of_vectors(value())) {
                    check_binary("<<", &xs, &ys, |a, b| a << b, |a, b| a << amount(b))?;
                    check_binary(">>", &xs, &ys, |a, b| a >> b, |a, b| a >> amount(b))?;
                    check_unary("<< 3", &xs, |a| a << (3 as $t), |a| a << 3)?;
                }

                #[test]
                fn bit_operations((xs, ys) in pair_of_vectors(value())) {
                    check_binary("&", &xs, &ys, |a, b| a & b, |a, b| a & b)?;
                    check_binary("|", &xs, &ys, |a, b| a | b, |a, b| a | b)?;
                    check_binary("^", &xs, &ys, |a, b| a ^ b, |a, b| a ^ b)?;
                    check_unary("!", &xs, |a| !a, |a| !a)?;
                }

                #[test]
                fn comparisons((xs, ys) in pair_of_vectors(value())) {
                    check_binary("<", &xs, &ys, |a, b| a.lt(b), |a, b| a < b)?;
                    check_binary("<=", &xs, &ys, |a, b| a.le(b), |a, b| a <= b)?;
                    check_binary(">", &xs, &ys, |a, b| a.gt(b), |a, b| a > b)?;
                    check_binary(">=", &xs, &ys, |a, b| a.ge(b), |a, b| a >= b)?;
                    check_binary("==", &xs, &ys, |a, b| a.eq(b), |a, b| a == b)?;
                    check_binary("!=", &xs, &ys, |a, b| a.ne(b), |a, b| a != b)?;
                    // equal operands
                    check_binary("== itself", &xs, &xs, |a, b| a.eq(b), |a, b| a == b)?;
                }
            }
        }
    };
}

int_ops!(i32_ops, i32);
int_ops!(i64_ops, i64);
int_ops!(u8_ops, u8);

/// Float operations: arithmetic, `min`/`max` (a NaN operand ignored), `abs`, negation,
/// comparisons and every math function, against the same `std` function on the same type:
/// bit-identical results expected.
macro_rules! float_ops {
    ($module:ident, $t:ident) => {
        mod $module {
            use super::*;

            fn value() -> impl Strategy<Value = $t> + Clone {
                prop_oneof![
                    4 => (-10.0 as $t)..(10.0 as $t),
                    2 => any::<$t>(),
                    1 => prop::sample::select(vec![
                        0.0,
                        -0.0,
                        1.0,
                        -1.0,
                        0.5,
                        -2.5,
                        $t::MAX,
                        $t::MIN_POSITIVE,
                        $t::INFINITY,
                        $t::NEG_INFINITY,
                        $t::NAN,
                    ]),
                ]
            }

            proptest! {
                #![proptest_config(config())]

                #[test]
                fn arithmetic((xs, ys) in pair_of_vectors(value())) {
                    check_binary("+", &xs, &ys, |a, b| a + b, |a, b| a + b)?;
                    check_binary("-", &xs, &ys, |a, b| a - b, |a, b| a - b)?;
                    check_binary("*", &xs, &ys, |a, b| a * b, |a, b| a * b)?;
                    check_binary("/", &xs, &ys, |a, b| a / b, |a, b| a / b)?;
                    check_binary("%", &xs, &ys, |a, b| a % b, |a, b| a % b)?;
                    check_binary("min", &xs, &ys, |a, b| a.min(b), $t::min_number)?;
                    check_binary("max", &xs, &ys, |a, b| a.max(b), $t::max_number)?;
                    check_unary("neg", &xs, |a| -a, |a| -a)?;
                    check_unary("abs", &xs, |a| a.abs(), $t::abs)?;
                    check_unary("x / 0", &xs, |a| a / (0.0 as $t), |a| a / 0.0)?;
                }

                #[test]
                fn math_functions((xs, ys) in pair_of_vectors(value()), zs in vector(value())) {
                    let unary: [(&str, fn(Exp<$t>) -> Exp<$t>, fn($t) -> $t); 11] = [
                        ("sqrt", |a| a.sqrt(), $t::sqrt),
                        ("exp", |a| a.exp(), $t::exp),
                        ("ln", |a| a.ln(), $t::ln),
                        ("sin", |a| a.sin(), $t::sin),
                        ("cos", |a| a.cos(), $t::cos),
                        ("tan", |a| a.tan(), $t::tan),
                        ("floor", |a| a.floor(), $t::floor),
                        ("ceil", |a| a.ceil(), $t::ceil),
                        ("round", |a| a.round(), $t::round),
                        ("abs", |a| a.abs(), $t::abs),
                        ("neg", |a| -a, |a| -a),
                    ];
                    for (name, op, f) in unary {
                        check_unary(name, &xs, op, f)?;
                    }
                    check_binary("pow", &xs, &ys, |a, b| a.pow(b), $t::powf)?;
                    check_binary("atan2", &xs, &ys, |a, b| a.atan2(b), $t::atan2)?;

                    // fma over three vectors (the intersection of their lengths)
                    let (x, y, z) = (use_array(&xs), use_array(&ys), use_array(&zs));
                    let xy = x.zip(&y);
                    let got = run("fma", &xy.zip_with(&z, |p, c| {
                        let (a, b) = p.unpack();
                        a.fma(b, c)
                    }))?;
                    let (mx, my, mz) = (Model::of(&xs), Model::of(&ys), Model::of(&zs));
                    let n = xs.len().min(zs.len());
                    let want = Model::from_fn([n], |ix| mx.at(ix).mul_add(my.at(ix), mz.at(ix)));
                    check("fma", &got, &want)?;
                }

                #[test]
                fn comparisons((xs, ys) in pair_of_vectors(value())) {
                    check_binary("<", &xs, &ys, |a, b| a.lt(b), |a, b| a < b)?;
                    check_binary("<=", &xs, &ys, |a, b| a.le(b), |a, b| a <= b)?;
                    check_binary(">", &xs, &ys, |a, b| a.gt(b), |a, b| a > b)?;
                    check_binary(">=", &xs, &ys, |a, b| a.ge(b), |a, b| a >= b)?;
                    check_binary("==", &xs, &ys, |a, b| a.eq(b), |a, b| a == b)?;
                    check_binary("!=", &xs, &ys, |a, b| a.ne(b), |a, b| a != b)?;
                    // NaN is not equal to itself
                    check_binary("== itself", &xs, &xs, |a, b| a.eq(b), |a, b| a == b)?;
                }
            }
        }
    };
}

float_ops!(f32_ops, f32);
float_ops!(f64_ops, f64);

/// `bool` logic: `& | ^ !`, `and`, `or`, comparisons.
mod bool_ops {
    use super::*;

    proptest! {
        #![proptest_config(config())]

        #[test]
        fn logic((xs, ys) in pair_of_vectors(any::<bool>())) {
            check_binary("&", &xs, &ys, |a, b| a & b, |a, b| a & b)?;
            check_binary("|", &xs, &ys, |a, b| a | b, |a, b| a | b)?;
            check_binary("^", &xs, &ys, |a, b| a ^ b, |a, b| a ^ b)?;
            check_binary("and", &xs, &ys, |a, b| a.and(b), |a, b| a && b)?;
            check_binary("or", &xs, &ys, |a, b| a.or(b), |a, b| a || b)?;
            check_binary("==", &xs, &ys, |a, b| a.eq(b), |a, b| a == b)?;
            check_binary("!=", &xs, &ys, |a, b| a.ne(b), |a, b| a != b)?;
            check_unary("!", &xs, |a| !a, |a| !a)?;
        }
    }
}

/// `cast`: Rust's `as` between every pair of the types tested (integers wrap, floats
/// truncate and saturate, NaN becomes 0), `true` is 1 and a number is `true` when not 0.
mod casts {
    use super::*;

    /// Rust's `as`, with `bool` as documented.
    trait RustAs<U> {
        fn rust_as(self) -> U;
    }

    macro_rules! rust_as {
        ($($from:ty),*) => {$(
            rust_as!(@to $from: i8, i16, i32, i64, u8, u16, u32, u64, f32, f64);
            impl RustAs<bool> for $from {
                fn rust_as(self) -> bool {
                    self != 0 as $from
                }
            }
            impl RustAs<$from> for bool {
                fn rust_as(self) -> $from {
                    self as u8 as $from
                }
            }
        )*};
        (@to $from:ty: $($to:ty),*) => {$(
            impl RustAs<$to> for $from {
                fn rust_as(self) -> $to {
                    self as $to
                }
            }
        )*};
    }
    rust_as!(i8, i16, i32, i64, u8, u16, u32, u64, f32, f64);

    impl RustAs<bool> for bool {
        fn rust_as(self) -> bool {
            self
        }
    }

    fn check_cast<F: Exact + ScalarElt + RustAs<U>, U: Exact + ScalarElt>(
        xs: &Array<F, 1>,
    ) -> Result<(), TestCaseError> {
        let what = format!("cast {} as {}", std::any::type_name::<F>(), std::any::type_name::<U>());
        let got = run(&what, &use_array(xs).map(|x| x.cast::<U>()))?;
        check(&what, &got, &Model::of(xs).map(RustAs::rust_as))
    }

    macro_rules! casts_from {
        ($xs:expr, $from:ty) => {{
            let xs: &Array<$from, 1> = $xs;
            check_cast::<$from, bool>(xs)?;
            check_cast::<$from, i8>(xs)?;
            check_cast::<$from, i16>(xs)?;
            check_cast::<$from, i32>(xs)?;
            check_cast::<$from, i64>(xs)?;
            check_cast::<$from, u8>(xs)?;
            check_cast::<$from, u16>(xs)?;
            check_cast::<$from, u32>(xs)?;
            check_cast::<$from, u64>(xs)?;
            check_cast::<$from, f32>(xs)?;
            check_cast::<$from, f64>(xs)?;
        }};
    }

    fn float32() -> impl Strategy<Value = f32> + Clone {
        prop_oneof![
            any::<f32>(),
            -300.0f32..300.0,
            prop::sample::select(vec![f32::NAN, f32::INFINITY, -0.0, 1e10, -1e10, 0.5, -0.5]),
        ]
    }

    proptest! {
        #![proptest_config(config())]

        #[test]
        fn casts_follow_rust_as(
            ints in vector(int()),
            longs in vector(any::<i64>()),
            bytes in vector(any::<u8>()),
            words in vector(any::<u32>()),
            bools in vector(any::<bool>()),
            reals in vector(real()),
            singles in vector(float32()),
        ) {
            casts_from!(&ints, i32);
            casts_from!(&longs, i64);
            casts_from!(&bytes, u8);
            casts_from!(&words, u32);
            casts_from!(&bools, bool);
            casts_from!(&reals, f64);
            casts_from!(&singles, f32);
        }

        #[test]
        fn float_bits_are_rusts_to_bits_and_from_bits(
            singles in vector(float32()),
            reals in vector(real()),
            words in vector(any::<u32>()),
            longs in vector(any::<u64>()),
        ) {
            let got = run("f32 to_bits", &use_array(&singles).map(|x| x.to_bits()))?;
            check("f32 to_bits", &got, &Model::of(&singles).map(f32::to_bits))?;
            let got = run("f64 to_bits", &use_array(&reals).map(|x| x.to_bits()))?;
            check("f64 to_bits", &got, &Model::of(&reals).map(f64::to_bits))?;
            // NaN payloads kept: compared through the bits
            let got = run("f32 from_bits", &use_array(&words).map(|b| Exp::<f32>::from_bits(b).to_bits()))?;
            check("f32 from_bits", &got, &Model::of(&words))?;
            let got = run("f64 from_bits", &use_array(&longs).map(Exp::<f64>::from_bits))?;
            check("f64 from_bits", &got, &Model::of(&longs).map(f64::from_bits))?;
        }
    }
}

// ----- run-time errors ----------------------------------------------------------------------

/// Run-time errors are `Error` values naming what failed, never panics: integer division by
/// zero, reads outside an array (`index`, `linear_index`, `backpermute`), a `reshape` to
/// another size, `fold1` of an empty row, a negative shape. An error in the side of a
/// `select` (or the branch of an `acond`) that is not chosen is not an error.
mod errors {
    use super::*;

    proptest! {
        #![proptest_config(config())]

        #[test]
        fn integer_division_by_zero(a in array::<i32, 2>(int()), f in array::<f64, 1>(real())) {
            let m = Model::of(&a);
            let first = m.data.first().map(|x| x.to_string());
            for (symbol, operation) in [("/", "division"), ("%", "remainder")] {
                let program = if symbol == "/" {
                    use_array(&a).map(|x| x / 0)
                } else {
                    use_array(&a).map(|x| x % 0)
                };
                let what = format!("x {symbol} 0 over {:?}", m.shape);
                let want = match &first {
                    Some(x) => Err(Error::DivisionByZero {
                        operation,
                        symbol,
                        dividend: x.clone(),
                    }),
                    None => Ok(m.clone()), // nothing is divided
                };
                check_result(&what, interpret(&program), want)?;
            }
            // floats divide by zero without an error
            let got = run("float x / 0", &use_array(&f).map(|x| x / 0.0))?;
            check("float x / 0", &got, &Model::of(&f).map(|x| x / 0.0))?;
        }

        #[test]
        fn index_outside_the_array(
            a in array::<i32, 2>(int()),
            out in shape::<2>(),
            di in -2i64..=2,
            dj in -2i64..=2,
            k in -3i64..=3,
        ) {
            let xs = use_array(&a);
            let m = Model::of(&a);
            // every element reads a shifted neighbour
            let program = generate(out, |[i, j]| xs.index([i + di, j + dj]));
            let reads = indices(out).map(|[i, j]| [i as i64 + di, j as i64 + dj]);
            let mut want = Ok(Vec::new());
            for r in reads {
                match m.get(r) {
                    Some(v) => want.as_mut().unwrap().push(v),
                    None => {
                        want = Err(Error::IndexOutOfBounds {
                            operation: "index",
                            index: r.to_vec(),
                            shape: m.shape.to_vec(),
                        });
                        break;
                    }
                }
            }
            let want = want.map(|data| Model { shape: out, data });
            check_result(&format!("index shifted by {:?}", [di, dj]), interpret(&program), want)?;

            // linear_index: position 2 i + k
            let n = out[0];
            let program = generate([n], |[i]| xs.linear_index(i * 2 + k));
            let mut want = Ok(Vec::new());
            for i in 0..n as i64 {
                let p = 2 * i + k;
                if p < 0 || p >= m.data.len() as i64 {
                    want = Err(Error::IndexOutOfBounds {
                        operation: "linear_index",
                        index: vec![p],
                        shape: m.shape.to_vec(),
                    });
                    break;
                }
                want.as_mut().unwrap().push(m.data[p as usize]);
            }
            let want = want.map(|data| Model { shape: [n], data });
            check_result(&format!("linear_index 2 i + {k}"), interpret(&program), want)?;
        }

        #[test]
        fn backpermute_outside_the_input(
            a in array::<i32, 1>(int()),
            n in 0usize..=9,
            k in -3i64..=3,
        ) {
            let m = Model::of(&a);
            let program = use_array(&a).backpermute([n], |[i]| [i + k]);
            let mut want = Ok(Vec::new());
            for i in 0..n as i64 {
                match m.get([i + k]) {
                    Some(v) => want.as_mut().unwrap().push(v),
                    None => {
                        want = Err(Error::IndexOutOfBounds {
                            operation: "backpermute",
                            index: vec![i + k],
                            shape: m.shape.to_vec(),
                        });
                        break;
                    }
                }
            }
            let want = want.map(|data| Model { shape: [n], data });
            check_result(&format!("backpermute [{n}] by i + {k}"), interpret(&program), want)?;
        }

        #[test]
        fn reshape_to_another_size(a in array::<i32, 2>(int()), to in shape::<3>()) {
            prop_assume!(size(to) != a.len());
            let err = run_err("reshape", &use_array(&a).reshape(to))?;
            prop_assert_eq!(
                err,
                Error::ReshapeMismatch { from: a.shape().to_vec(), to: to.to_vec() }
            );
        }

        #[test]
        fn fold1_of_an_empty_row(outer in shape::<2>()) {
            // rank 3 with empty rows: an error unless there are no rows at all
            let shape = [outer[0], outer[1], 0];
            let a = Array::<i32, 3>::from_vec(shape, vec![]).expect("empty");
            let got = interpret(&use_array(&a).fold1(|x, y| x + y));
            let want = if size(outer) == 0 {
                Ok(Model { shape: outer, data: vec![] })
            } else {
                Err(Error::EmptyReduction { operation: "fold1", shape: shape.to_vec() })
            };
            check_result(&format!("fold1 of shape {shape:?}"), got, want)?;

            let v = Array::<f64, 1>::from_vec([0], vec![]).expect("empty");
            let err = run_err("fold1 of []", &use_array(&v).fold1(|x, y| x + y))?;
            prop_assert_eq!(err, Error::EmptyReduction { operation: "fold1", shape: vec![0] });
            let program = use_array(&a).fold1_all(|x, y| x.max(y));
            let err = run_err("fold1_all of an empty array", &program)?;
            prop_assert!(matches!(err, Error::EmptyReduction { .. }), "fold1_all: {}", err);
        }

        #[test]
        fn negative_shapes(n in -5i64..0, m in 0i64..4) {
            let err = run_err("generate", &generate([m, n], |[i, j]| i + j))?;
            prop_assert_eq!(
                err,
                Error::NegativeShape { operation: "generate", shape: vec![m, n] }
            );
        }

        #[test]
        fn errors_in_the_side_not_chosen_are_not_errors(
            a in array::<i32, 2>(int()),
            v in array::<i32, 1>(int()),
            c in int(),
        ) {
            let xs = use_array(&a);
            let m = Model::of(&a);
            // division by zero on the side not chosen
            let got = run(
                "select guarding a division",
                &xs.map(move |x| select(x.eq(0), c, c / x)),
            )?;
            check(
                "select guarding a division",
                &got,
                &m.map(|x| if x == 0 { c } else { c.wrapping_div(x) }),
            )?;
            let got = run(
                "select guarding a division (method)",
                &xs.map(move |x| x.ne(0).select(c % x, -1)),
            )?;
            check(
                "select guarding a division (method)",
                &got,
                &m.map(|x| if x != 0 { c.wrapping_rem(x) } else { -1 }),
            )?;

            // on the chosen side it is an error (at the first zero in row-major order)
            let program = xs.map(move |x| select(x.eq(0), c / x, c));
            let want = match m.data.iter().find(|&&x| x == 0) {
                Some(_) => Err(Error::DivisionByZero {
                    operation: "division",
                    symbol: "/",
                    dividend: c.to_string(),
                }),
                None => Ok(m.map(|_| c)),
            };
            check_result("select choosing a division by zero", interpret(&program), want)?;

            // a read outside the array on the side not chosen
            let ys = use_array(&v);
            let mv = Model::of(&v);
            let got = run(
                "select guarding a read",
                &generate(mv.shape, |[i]| select(i.gt(0), ys.index([i - 1]), -1)),
            )?;
            let want = Model::from_fn(mv.shape, |[i]| if i > 0 { mv.at([i - 1]) } else { -1 });
            check("select guarding a read", &got, &want)?;

            // a dropped permute target may be computed by a read outside the array
            let shifted = ys.permute(
                |x, old| x + old,
                &fill([mv.shape[0]], 0i32),
                // the index reads ys[i - 1] (always true), out of bounds for i = 0
                |[i]| Target::when(i.gt(0), [select(ys.index([i - 1]).ge(i32::MIN), i - 1, 0i64)]),
            );
            let got = run("permute with a dropped target read outside", &shifted)?;
            let want = Model::from_fn(mv.shape, |[i]| if i + 1 < mv.shape[0] { mv.at([i + 1]) } else { 0 });
            check("permute with a dropped target read outside", &got, &want)?;

            // acond computes only the chosen branch: the other divides by zero
            let bad = fill([3], 1i32).map(|x| x / 0);
            let program = acond(true, xs.clone(), bad.reshape([1, 3]));
            let got = run("acond with a failing branch", &program)?;
            check("acond with a failing branch", &got, &m)?;
        }
    }
}

// ----- conveniences -------------------------------------------------------------------------

/// The combinators built from the others (`acc::derived`): zips of three to five arrays,
/// `unzip3`, `concat` along every dimension, `take`, `drop`, and the reductions `product`,
/// `maximum`, `minimum`, `any`, `all` and their `_rows` forms, against models written from
/// their definitions.
mod conveniences {
    use super::*;

    fn check_zips<const D: usize>(
        a: &Array<i32, D>,
        b: &Array<i32, D>,
        f: &Array<f64, D>,
        c: &Array<i32, D>,
    ) -> Result<(), TestCaseError> {
        let (xs, ys, fs, cs) = (use_array(a), use_array(b), use_array(f), use_array(c));
        let (ma, mb, mf, mc) = (Model::of(a), Model::of(b), Model::of(f), Model::of(c));
        let abf = intersection(intersection(a.shape(), b.shape()), f.shape());
        let abfc = intersection(abf, c.shape());

        let got = run("zip_with3", &xs.zip_with3(&ys, &fs, |x, y, z| (x - y).cast::<f64>() * z))?;
        let want = Model::from_fn(abf, |ix| ma.at(ix).wrapping_sub(mb.at(ix)) as f64 * mf.at(ix));
        check("zip_with3", &got, &want)?;

        let got =
            run("zip_with4", &xs.zip_with4(&ys, &fs, &cs, |x, y, z, w| (x * 3 - y + w).cast::<f64>() - z))?;
        let want = Model::from_fn(abfc, |ix| {
            ma.at(ix).wrapping_mul(3).wrapping_sub(mb.at(ix)).wrapping_add(mc.at(ix)) as f64 - mf.at(ix)
        });
        check("zip_with4", &got, &want)?;

        // the argument order matters: each argument weighted differently
        let got = run(
            "zip_with5",
            &xs.zip_with5(&ys, &fs, &cs, &xs, |p, q, r, s, t| {
                (p + q * 2 + s * 5 + t * 7).cast::<f64>() + r * 3.0
            }),
        )?;
        let want = Model::from_fn(abfc, |ix| {
            let (p, q, s) = (ma.at(ix), mb.at(ix), mc.at(ix));
            p.wrapping_add(q.wrapping_mul(2)).wrapping_add(s.wrapping_mul(5)).wrapping_add(p.wrapping_mul(7))
                as f64
                + mf.at(ix) * 3.0
        });
        check("zip_with5", &got, &want)?;

        let triples = Model::from_fn(abf, |ix| (ma.at(ix), mb.at(ix), mf.at(ix)));
        let got = run("zip3", &xs.zip3(&ys, &fs))?;
        check("zip3", &got, &triples)?;
        let (p, q, r) = run("unzip3 of zip3", &xs.zip3(&ys, &fs).unzip3())?;
        check("unzip3: first", &p, &triples.map(|t| t.0))?;
        check("unzip3: second", &q, &triples.map(|t| t.1))?;
        check("unzip3: third", &r, &triples.map(|t| t.2))
    }

    /// `xs ++ ys` along `dim`: the other extents intersected.
    fn concat_model<T: Copy, const D: usize>(a: &Model<T, D>, b: &Model<T, D>, dim: usize) -> Model<T, D> {
        let shape =
            std::array::from_fn(
                |d| if d == dim { a.shape[d] + b.shape[d] } else { a.shape[d].min(b.shape[d]) },
            );
        Model::from_fn(shape, |ix| {
            if ix[dim] < a.shape[dim] {
                a.at(ix)
            } else {
                let mut jx = ix;
                jx[dim] -= a.shape[dim];
                b.at(jx)
            }
        })
    }

    /// Every innermost row cut to `start..start + len` by `window(row length)`.
    fn window_model<T: Copy, const D: usize>(
        a: &Model<T, D>,
        window: impl Fn(usize) -> (usize, usize),
    ) -> Model<T, D> {
        let (start, len) = window(a.shape[D - 1]);
        let mut shape = a.shape;
        shape[D - 1] = len;
        Model::from_fn(shape, |mut ix| {
            ix[D - 1] += start;
            a.at(ix)
        })
    }

    fn check_moves<const D: usize>(
        a: &Array<i32, D>,
        b: &Array<i32, D>,
        n: i32,
    ) -> Result<(), TestCaseError> {
        let (xs, ys) = (use_array(a), use_array(b));
        let (ma, mb) = (Model::of(a), Model::of(b));
        let got = run("concat", &xs.concat(&ys))?;
        check("concat", &got, &concat_model(&ma, &mb, D - 1))?;
        for dim in 0..D {
            let what = format!("concat_on({dim})");
            let got = run(&what, &xs.concat_on(dim, &ys))?;
            check(&what, &got, &concat_model(&ma, &mb, dim))?;
        }
        let err = run_err("concat_on(D)", &xs.concat_on(D, &ys))?;
        prop_assert!(matches!(&err, Error::Build(m) if m.contains("concat: dimension")), "{}", err);

        let k = n.max(0) as usize;
        let got = run("take", &xs.take(n))?;
        check(&format!("take {n}"), &got, &window_model(&ma, |len| (0, k.min(len))))?;
        let got = run("drop", &xs.drop(n))?;
        check(&format!("drop {n}"), &got, &window_model(&ma, |len| (k.min(len), len - k.min(len))))?;
        // `take` and `drop` of the same count split every row
        let got = run("take ++ drop", &xs.take(n).concat(&xs.drop(n)))?;
        check("take ++ drop", &got, &ma)
    }

    fn check_reductions<const D: usize, const E: usize>(
        a: &Array<i32, D>,
        f: &Array<f64, D>,
        c: i32,
    ) -> Result<(), TestCaseError>
    where
        Dim<D>: Lower<E>,
    {
        let (xs, fs) = (use_array(a), use_array(f));
        let (ma, mf) = (Model::of(a), Model::of(f));

        let got = run("product i32", &xs.product())?;
        prop_assert_eq!(got.value(), ma.data.iter().fold(1i32, |p, &x| p.wrapping_mul(x)));
        let got = run("product f64", &fs.product())?;
        prop_assert_eq!(got.value().key(), mf.data.iter().fold(1.0f64, |p, &x| p * x).key());

        // maximum and minimum: fold1 from the first element; an empty array has none
        for (name, max) in [("maximum", true), ("minimum", false)] {
            let program = if max { xs.maximum() } else { xs.minimum() };
            let want = ma.data.iter().copied().reduce(|p, x| if max { p.max(x) } else { p.min(x) });
            match (interpret(&program), want) {
                (Ok(got), Some(want)) => prop_assert_eq!(got.value(), want, "{}", name),
                (Err(Error::EmptyReduction { .. }), None) => {}
                (got, want) => {
                    return Err(TestCaseError::fail(format!("{name}: got {got:?}, expected {want:?}")));
                }
            }
            let program = if max { fs.maximum() } else { fs.minimum() };
            // Exp's max and min are f64::max and f64::min, -0.0 below +0.0
            let want =
                mf.data.iter().copied().reduce(|p, x| if max { p.max_number(x) } else { p.min_number(x) });
            match (interpret(&program), want) {
                (Ok(got), Some(want)) => prop_assert_eq!(got.value().key(), want.key(), "{}", name),
                (Err(Error::EmptyReduction { .. }), None) => {}
                (got, want) => {
                    return Err(TestCaseError::fail(format!("{name}: got {got:?}, expected {want:?}")));
                }
            }
        }

        let got = run("any", &xs.any(move |x| x.lt(c)))?;
        prop_assert_eq!(got.value(), ma.data.iter().any(|&x| x < c));
        let got = run("all", &xs.all(move |x| x.lt(c)))?;
        prop_assert_eq!(got.value(), ma.data.iter().all(|&x| x < c));
        let got = run("any f64", &fs.any(|x| x.ne(x)))?;
        prop_assert_eq!(got.value(), mf.data.iter().any(|x| x.is_nan()));

        let (outer, _) = split::<D, E>(ma.shape);
        let rows = |m: &Model<i32, D>, f: &dyn Fn(&[i32]) -> i32| Model {
            shape: outer,
            data: m.rows().into_iter().map(f).collect(),
        };
        let got = run("sum_rows", &xs.sum_rows())?;
        check("sum_rows", &got, &rows(&ma, &|r| r.iter().fold(0, |s, &x| s.wrapping_add(x))))?;
        let got = run("product_rows", &xs.product_rows())?;
        check("product_rows", &got, &rows(&ma, &|r| r.iter().fold(1, |s, &x| s.wrapping_mul(x))))?;
        let got = run("any_rows", &xs.any_rows(move |x| x.ge(c)))?;
        let want =
            Model { shape: outer, data: ma.rows().into_iter().map(|r| r.iter().any(|&x| x >= c)).collect() };
        check("any_rows", &got, &want)?;
        let got = run("all_rows", &xs.all_rows(move |x| x.ge(c)))?;
        let want =
            Model { shape: outer, data: ma.rows().into_iter().map(|r| r.iter().all(|&x| x >= c)).collect() };
        check("all_rows", &got, &want)?;
        let empty_row = ma.rows().iter().any(|r| r.is_empty());
        for (name, max) in [("maximum_rows", true), ("minimum_rows", false)] {
            let program = if max { xs.maximum_rows() } else { xs.minimum_rows() };
            match interpret(&program) {
                Ok(got) => {
                    prop_assert!(!empty_row, "{}: a row is empty, expected an error", name);
                    let want = rows(&ma, &|r| {
                        r.iter().copied().reduce(|p, x| if max { p.max(x) } else { p.min(x) }).unwrap_or(0)
                    });
                    check(name, &got, &want)?;
                }
                Err(e) => {
                    prop_assert!(empty_row && matches!(e, Error::EmptyReduction { .. }), "{}: {}", name, e)
                }
            }
        }
        Ok(())
    }

    proptest! {
        #![proptest_config(config())]

        #[test]
        fn zips_of_three_to_five_arrays_cover_the_intersection(
            a1 in array::<i32, 1>(int()), b1 in array::<i32, 1>(int()),
            f1 in array::<f64, 1>(real()), c1 in array::<i32, 1>(int()),
            a2 in array::<i32, 2>(int()), b2 in array::<i32, 2>(int()),
            f2 in array::<f64, 2>(real()), c2 in array::<i32, 2>(int()),
            a3 in array::<i32, 3>(int()), b3 in array::<i32, 3>(int()),
            f3 in array::<f64, 3>(real()), c3 in array::<i32, 3>(int()),
        ) {
            check_zips(&a1, &b1, &f1, &c1)?;
            check_zips(&a2, &b2, &f2, &c2)?;
            check_zips(&a3, &b3, &f3, &c3)?;
        }

        #[test]
        fn concat_take_and_drop_move_elements(
            a1 in array::<i32, 1>(int()), b1 in array::<i32, 1>(int()),
            a2 in array::<i32, 2>(int()), b2 in array::<i32, 2>(int()),
            a3 in array::<i32, 3>(int()), b3 in array::<i32, 3>(int()),
            n in -2i32..=9,
        ) {
            check_moves(&a1, &b1, n)?;
            check_moves(&a2, &b2, n)?;
            check_moves(&a3, &b3, n)?;
        }

        #[test]
        fn reductions_over_all_elements_and_rows(
            a1 in array::<i32, 1>(int()), f1 in array::<f64, 1>(real()),
            a2 in array::<i32, 2>(int()), f2 in array::<f64, 2>(real()),
            a3 in array::<i32, 3>(int()), f3 in array::<f64, 3>(real()),
            c in int(),
        ) {
            check_reductions::<1, 0>(&a1, &f1, c)?;
            check_reductions::<2, 1>(&a2, &f2, c)?;
            check_reductions::<3, 2>(&a3, &f3, c)?;
        }

        #[test]
        fn conveniences_ranks_4_to_6(
            a4 in array::<i32, 4>(int()), b4 in array::<i32, 4>(int()), f4 in array::<f64, 4>(real()),
            c4 in array::<i32, 4>(int()),
            a5 in array::<i32, 5>(int()), b5 in array::<i32, 5>(int()), f5 in array::<f64, 5>(real()),
            a6 in array::<i32, 6>(int()), b6 in array::<i32, 6>(int()), f6 in array::<f64, 6>(real()),
            c6 in array::<i32, 6>(int()),
            n in -2i32..=4,
            c in int(),
        ) {
            check_zips(&a4, &b4, &f4, &c4)?;
            check_zips(&a6, &b6, &f6, &c6)?;
            check_moves(&a4, &b4, n)?;
            check_moves(&a5, &b5, n)?;
            check_moves(&a6, &b6, n)?;
            check_reductions::<4, 3>(&a4, &f4, c)?;
            check_reductions::<5, 4>(&a5, &f5, c)?;
            check_reductions::<6, 5>(&a6, &f6, c)?;
        }
    }

    #[test]
    fn take_and_drop_of_a_rank_0_array_are_build_errors() {
        let s = unit(Exp::from(1i32));
        for err in [
            interpret(&s.take(1)).unwrap_err(),
            interpret(&s.drop(1)).unwrap_err(),
            interpret(&s.concat(&s)).unwrap_err(),
        ] {
            assert!(matches!(&err, Error::Build(_)), "{err}");
        }
    }
}

// ----- wide tuples --------------------------------------------------------------------------

/// Tuples of up to 8 components: as elements (built, unpacked, mapped, zipped, folded
/// component-wise, from and to eight vectors) and as tuples of arrays (a program's result,
/// `unpack`, a loop's state).
mod wide_tuples {
    use super::*;

    /// Eight components of mixed types, one of them a nested pair.
    type Wide = (i32, i64, f64, bool, u8, f32, (i16, u32), i32);

    fn widen(x: i32) -> Wide {
        (x, x as i64 * 3, x as f64 * 0.5, x < 0, x as u8, x as f32, (x as i16, x as u32), x.wrapping_add(1))
    }

    fn widen_exp(x: Exp<i32>) -> Exp<Wide> {
        Exp::from((
            x,
            x.cast::<i64>() * 3,
            x.cast::<f64>() * 0.5,
            x.lt(0),
            x.cast::<u8>(),
            x.cast::<f32>(),
            Exp::from((x.cast::<i16>(), x.cast::<u32>())),
            x + 1,
        ))
    }

    /// Component-wise wrapping sums of two wide tuples.
    fn add(a: Wide, b: Wide) -> Wide {
        (
            a.0.wrapping_add(b.0),
            a.1.wrapping_add(b.1),
            a.2 + b.2,
            a.3 ^ b.3,
            a.4.wrapping_add(b.4),
            a.5 + b.5,
            (a.6.0.wrapping_add(b.6.0), a.6.1.wrapping_add(b.6.1)),
            a.7.wrapping_add(b.7),
        )
    }

    fn add_exp(a: Exp<Wide>, b: Exp<Wide>) -> Exp<Wide> {
        let (a0, a1, a2, a3, a4, a5, a6, a7) = a.unpack();
        let (b0, b1, b2, b3, b4, b5, b6, b7) = b.unpack();
        let ((a60, a61), (b60, b61)) = (a6.unpack(), b6.unpack());
        Exp::from((
            a0 + b0,
            a1 + b1,
            a2 + b2,
            a3 ^ b3,
            a4 + b4,
            a5 + b5,
            Exp::from((a60 + b60, a61 + b61)),
            a7 + b7,
        ))
    }

    fn check_wide<const D: usize, const E: usize>(
        a: &Array<i32, D>,
        b: &Array<i32, D>,
    ) -> Result<(), TestCaseError>
    where
        Dim<D>: Lower<E>,
    {
        let (xs, ys) = (use_array(a), use_array(b));
        let (ma, mb) = (Model::of(a), Model::of(b));

        let wide = xs.map(widen_exp);
        check("map to 8-tuples", &run("map to 8-tuples", &wide)?, &ma.map(widen))?;

        let got = run("zip_with to 8-tuples", &xs.zip_with(&ys, |x, y| add_exp(widen_exp(x), widen_exp(y))))?;
        let want =
            Model::from_fn(intersection(ma.shape, mb.shape), |ix| add(widen(ma.at(ix)), widen(mb.at(ix))));
        check("zip_with to 8-tuples", &got, &want)?;

        // back to one component: every one of the eight is read
        let got = run(
            "map from 8-tuples",
            &wide.map(|w| {
                let (c0, c1, c2, c3, c4, c5, c6, c7) = w.unpack();
                let (c60, c61) = c6.unpack();
                c0.cast::<f64>()
                    + c1.cast::<f64>()
                    + c2
                    + select(c3, 1.0, 0.0)
                    + c4.cast::<f64>()
                    + c5.cast::<f64>()
                    + c60.cast::<f64>()
                    + c61.cast::<f64>()
                    + c7.cast::<f64>()
            }),
        )?;
        let want = ma.map(|x| {
            let (c0, c1, c2, c3, c4, c5, (c60, c61), c7) = widen(x);
            c0 as f64
                + c1 as f64
                + c2
                + if c3 { 1.0 } else { 0.0 }
                + c4 as f64
                + c5 as f64
                + c60 as f64
                + c61 as f64
                + c7 as f64
        });
        check("map from 8-tuples", &got, &want)?;

        let seed = widen(7);
        let got = run("fold of 8-tuples", &wide.fold(constant(seed), add_exp))?;
        let rows = ma.rows();
        let (outer, _) = split::<D, E>(ma.shape);
        let want = Model {
            shape: outer,
            data: rows.iter().map(|r| r.iter().fold(seed, |acc, &x| add(acc, widen(x)))).collect(),
        };
        check("fold of 8-tuples", &got, &want)?;

        // eight vectors in, eight out
        let w = Array::from_fn(a.shape(), |ix| widen(ma.at(ix)));
        let vecs = w.clone().into_vecs();
        let back = Array::<Wide, D>::from_vecs(a.shape(), vecs).expect("eight vectors of the array's length");
        prop_assert_eq!(
            back.to_vec().into_iter().map(Exact::key).collect::<Vec<_>>(),
            w.to_vec().into_iter().map(Exact::key).collect::<Vec<_>>(),
            "from_vecs of into_vecs"
        );
        check("use_array of 8-tuples", &run("use_array of 8-tuples", &use_array(&w))?, &ma.map(widen))
    }

    proptest! {
        #![proptest_config(config())]

        #[test]
        fn elements_of_eight_components(
            a1 in array::<i32, 1>(int()),
            b1 in array::<i32, 1>(int()),
            a2 in array::<i32, 2>(int()),
            b2 in array::<i32, 2>(int()),
            a4 in array::<i32, 4>(int()),
            b4 in array::<i32, 4>(int()),
        ) {
            check_wide::<1, 0>(&a1, &b1)?;
            check_wide::<2, 1>(&a2, &b2)?;
            check_wide::<4, 3>(&a4, &b4)?;
        }

        #[test]
        fn tuples_of_eight_arrays(a in array::<i32, 2>(int()), n in 0i64..=3) {
            let xs = use_array(&a);
            let m = Model::of(&a);
            let eight = (
                xs.map(|x| x + 1),
                xs.map(|x| x.cast::<f64>()),
                xs.sum(),
                xs.map(|x| x.gt(0)),
                xs.flatten(),
                xs.map(|x| x.cast::<u8>()),
                xs.fold(0, |a, b| a + b),
                xs.clone(),
            );
            let (p, q, r, s, t, u, v, w) = run("a tuple of 8 arrays", &eight)?;
            check("0", &p, &m.map(|x| x.wrapping_add(1)))?;
            check("1", &q, &m.map(|x| x as f64))?;
            prop_assert_eq!(r.value(), a.to_vec().into_iter().fold(0i32, i32::wrapping_add));
            check("3", &s, &m.map(|x| x > 0))?;
            check("4", &t, &Model { shape: [a.len()], data: a.to_vec() })?;
            check("5", &u, &m.map(|x| x as u8))?;
            let rows: Vec<i32> = m.rows().iter().map(|r| r.iter().fold(0i32, |acc, &x| acc.wrapping_add(x))).collect();
            check("6", &v, &Model { shape: [m.shape[0]], data: rows })?;
            check("7", &w, &m)?;

            // packed, unpacked, and a loop over all eight
            let packed = pack(eight.clone());
            let (p2, .., w2) = packed.unpack();
            check("unpack 0", &run("unpack 0", &p2)?, &m.map(|x| x.wrapping_add(1)))?;
            check("unpack 7", &run("unpack 7", &w2)?, &m)?;
            let looped = iterate(n, eight, |(p, q, r, s, t, u, v, w)| (w.clone(), q, r, s, t, u, v, p));
            let (p3, .., w3) = run("iterate over 8 arrays", &looped)?;
            let (first, last) = if n % 2 == 0 { (m.map(|x| x.wrapping_add(1)), m.clone()) } else { (m.clone(), m.map(|x| x.wrapping_add(1))) };
            check("iterate 0", &p3, &first)?;
            check("iterate 7", &w3, &last)?;
        }
    }
}
