//! The collective operations of the language.
//!
//! Each combinator's documentation gives its meaning in one line (`map f [x0, x1, ..] =
//! [f x0, f x1, ..]`) and an example that runs on the reference interpreter
//! ([`crate::interpret`]). Indices and shapes inside expressions are `i64`s; on the host
//! they are `usize`s. "Innermost dimension" means the last one (the contiguous one).
//!
//! | kind | combinators |
//! | --- | --- |
//! | create | [`use_array`], [`unit()`], [`fill`], [`generate`], [`enumerate`] |
//! | element-wise | [`Acc::map`], [`Acc::imap`], [`Acc::zip_with`], [`Acc::zip`], [`Acc::unzip`]; built on them ([`crate::acc::derived`]): [`Acc::zip_with3`], [`Acc::zip_with4`], [`Acc::zip_with5`], [`Acc::zip3`], [`Acc::unzip3`] |
//! | reduce | [`Acc::fold`], [`Acc::fold1`], [`Acc::fold_all`], [`Acc::fold1_all`], [`Acc::sum`]; built on them: [`Acc::product`], [`Acc::maximum`], [`Acc::minimum`], [`Acc::any`], [`Acc::all`] (all elements), [`Acc::sum_rows`], [`Acc::product_rows`], [`Acc::maximum_rows`], [`Acc::minimum_rows`], [`Acc::any_rows`], [`Acc::all_rows`] (the innermost dimension) |
//! | scan | [`Acc::scan`], [`Acc::scan_right`], [`Acc::scan_exclusive`], [`Acc::scan_exclusive_right`] |
//! | compaction ([`super::compact`]) | [`Acc::filter`], [`Acc::partition`] |
//! | sort ([`super::sort`]) | [`Acc::sort`], [`Acc::sort_by_key`] |
//! | segmented ([`super::segmented`]) | [`Acc::fold_seg`], [`Acc::fold1_seg`], [`Acc::scan_seg`], [`Acc::scan_right_seg`], [`Acc::scan_exclusive_seg`], [`Acc::scan_exclusive_right_seg`], [`Acc::offsets_to_lengths`], [`Acc::lengths_to_offsets`] |
//! | move | [`Acc::permute`], [`Acc::backpermute`], [`Acc::reshape`], [`Acc::flatten`], [`Acc::replicate`], [`Acc::slice`], [`Acc::transpose`], [`Acc::reverse`]; built on them: [`Acc::concat`], [`Acc::concat_on`], [`Acc::take`], [`Acc::drop`] |
//! | neighbourhood | [`Acc::stencil`], [`Acc::stencil2`] |
//! | control | [`iterate`], [`awhile`], [`awhile_at_most`], [`acond`], [`crate::pack`] |

use crate::acc::stencil::{Boundary, Stencil, StencilStrategy, Taps, ir_offsets};
use crate::acc::{Acc, AccRef, AccValue, fun_ix, fun_shape, fun0, fun1, fun2, trace_cond, trace_lam};
use crate::array::{Array, Arrays, ArraysType};
use crate::elt::{Elt, Num, Type};
use crate::exp::tracer;
use crate::exp::{BOOL, Exp, IntoIndex, Lift, index_components, index_raw};
use crate::ir::{Consumer, Direction, Expr, Fun, Op, StencilInput};

// ----- creating arrays ----------------------------------------------------------------------

/// Embeds a host array in a program (Accelerate's `use`). The array is not copied.
///
/// ```
/// use systole_frontend::prelude::*;
///
/// let a = Array::from_vec([3], vec![1, 2, 3]).unwrap();
/// assert_eq!(interpret(&use_array(&a)).unwrap(), a);
/// ```
pub fn use_array<T: Elt, const D: usize>(array: &Array<T, D>) -> Acc<Array<T, D>> {
    Acc::build(Ok(Op::Use(array.data().clone()))).named("use_array")
}

impl<T: Elt, const D: usize> From<&Array<T, D>> for Acc<Array<T, D>> {
    fn from(array: &Array<T, D>) -> Self {
        use_array(array)
    }
}

/// A rank-0 array holding the value of an expression: `unit e = [e]`.
///
/// ```
/// use systole_frontend::prelude::*;
///
/// let u = unit(Exp::from(2.0f32) * 21.0);
/// assert_eq!(interpret(&u).unwrap().value(), 42.0);
/// ```
pub fn unit<T: Elt>(value: impl Into<Exp<T>>) -> Acc<Array<T, 0>> {
    Acc::build(fun0(value).map(Op::Unit))
}

/// An array of the given shape with every element equal to `value`:
/// `fill sh v = [v | ix <- sh]`.
///
/// ```
/// use systole_frontend::prelude::*;
///
/// let ones = fill([2, 3], 1.0f32);
/// assert_eq!(interpret(&ones).unwrap().to_vec(), vec![1.0; 6]);
/// ```
pub fn fill<T: Elt, const D: usize>(shape: impl IntoIndex<D>, value: impl Into<Exp<T>>) -> Acc<Array<T, D>> {
    generate(shape, |_| value.into()).named("fill")
}

/// The array whose element at each index `ix` of `shape` is `f(ix)`:
/// `generate sh f = [f ix | ix <- sh]`.
///
/// ```
/// use systole_frontend::prelude::*;
///
/// let table = generate([3, 4], |[i, j]| i * 10 + j);
/// assert_eq!(interpret(&table).unwrap().to_vec(), vec![0, 1, 2, 3, 10, 11, 12, 13, 20, 21, 22, 23]);
/// ```
pub fn generate<const D: usize, R: Lift>(
    shape: impl IntoIndex<D>,
    f: impl FnOnce([Exp<i64>; D]) -> R,
) -> Acc<Array<R::Elt, D>> {
    Acc::build((|| Ok(Op::Generate { shape: fun_shape(shape)?, f: fun_ix(f)? }))())
}

/// The row-major position of every index: `enumerate sh = [0, 1, .., size sh - 1]` laid
/// out in `sh` (Accelerate's `enumFromN` from 0; `map` it for other starts and steps).
///
/// ```
/// use systole_frontend::prelude::*;
///
/// let e = enumerate([2, 3]);
/// assert_eq!(interpret(&e).unwrap().to_vec(), vec![0, 1, 2, 3, 4, 5]);
/// let odd = enumerate([3]).map(|i| (i * 2 + 1).cast::<f32>());
/// assert_eq!(interpret(&odd).unwrap().to_vec(), vec![1.0, 3.0, 5.0]);
/// ```
pub fn enumerate<const D: usize>(shape: impl IntoIndex<D> + Copy) -> Acc<Array<i64, D>> {
    generate(shape, |ix| {
        let extent = shape.into_index();
        ix.iter().zip(extent).fold(Exp::from(0i64), |lin, (&i, n)| lin * n + i)
    })
    .named("enumerate")
}

// ----- control ----------------------------------------------------------------------------

/// Applies `f` to `init` `count` times: `iterate n f x = f (f (.. (f x)))` (no application
/// when `count <= 0`). The state can be one array or a tuple of arrays.
///
/// ```
/// use systole_frontend::prelude::*;
///
/// let x = fill([3], 1i32);
/// let doubled = iterate(4, x, |x| x.map(|v| v * 2));
/// assert_eq!(interpret(&doubled).unwrap().to_vec(), vec![16, 16, 16]);
///
/// // two arrays as the state: a Fibonacci step
/// let (a, _) = iterate(10, (fill([1], 0i64), fill([1], 1i64)), |(a, b)| {
///     (b.clone(), a.zip_with(&b, |x, y| x + y))
/// });
/// assert_eq!(interpret(&a).unwrap().to_vec(), vec![55]);
/// ```
pub fn iterate<S: AccValue>(count: impl Into<Exp<i64>>, init: S, f: impl FnOnce(S) -> S) -> S {
    let count = fun0(count);
    let body = trace_lam(f);
    let op = count.map(|count| Op::Iterate { count, init: init.to_node(), body });
    S::from_node(AccRef::new(op, <S::Host as Arrays>::arrays_type()))
}

/// `while cond(x) { x = body(x) }` from `init`: `cond` computes a rank-0 `bool` array from
/// the state. Runs until the condition fails (possibly forever: [`awhile_at_most`] bounds
/// the steps, and a run given a [`crate::Cancel`] can be stopped from another thread).
///
/// ```
/// use systole_frontend::prelude::*;
///
/// // halve until the sum is below 10
/// let xs = use_array(&Array::from_vec([3], vec![40.0f64, 20.0, 4.0]).unwrap());
/// let small = awhile(xs, |xs| xs.fold_all(0.0, |a, b| a + b).map(|s| s.ge(10.0)), |xs| xs.map(|x| x / 2.0));
/// assert_eq!(interpret(&small).unwrap().to_vec(), vec![5.0, 2.5, 0.5]);
/// ```
pub fn awhile<S: AccValue>(
    init: S,
    cond: impl FnOnce(S) -> Acc<Array<bool, 0>>,
    body: impl FnOnce(S) -> S,
) -> S {
    awhile_limit(None, init, cond, body)
}

/// [`awhile`] that runs `body` at most `limit` times: when the condition still holds after
/// `limit` steps, the run stops with [`Error::StepLimit`](crate::Error::StepLimit), which
/// names the limit (on every backend: the loop runs on the host). A bound for a loop that
/// should end but might not; [`crate::Cancel`] stops a run from outside.
///
/// ```
/// use systole_frontend::prelude::*;
///
/// // the Collatz sequence of 27 takes 111 steps to reach 1
/// let collatz = |limit| {
///     awhile_at_most(limit, unit(Exp::from(27i64)), |n| n.map(|x| x.ne(1)), |n| {
///         n.map(|x| select((x % 2).eq(0), x / 2, 3 * x + 1))
///     })
/// };
/// assert_eq!(interpret(&collatz(111)).unwrap().value(), 1);
/// let err = interpret(&collatz(100)).unwrap_err();
/// assert_eq!(err.to_string(), "awhile: the condition still holds after 100 steps, the limit it was given");
/// ```
pub fn awhile_at_most<S: AccValue>(
    limit: u64,
    init: S,
    cond: impl FnOnce(S) -> Acc<Array<bool, 0>>,
    body: impl FnOnce(S) -> S,
) -> S {
    awhile_limit(Some(limit), init, cond, body)
}

fn awhile_limit<S: AccValue>(
    limit: Option<u64>,
    init: S,
    cond: impl FnOnce(S) -> Acc<Array<bool, 0>>,
    body: impl FnOnce(S) -> S,
) -> S {
    let cond = trace_cond(cond);
    let body = trace_lam(body);
    let op = Op::Awhile { cond, body, init: init.to_node(), limit };
    S::from_node(AccRef::new(Ok(op), <S::Host as Arrays>::arrays_type()))
}

/// Array-level if-then-else: `acond c t e` is `t` when `c` holds, else `e`. Only the chosen
/// branch is computed.
///
/// ```
/// use systole_frontend::prelude::*;
///
/// let xs = use_array(&Array::from_vec([3], vec![3, 1, 2]).unwrap());
/// let total = xs.fold_all(0, |a, b| a + b);
/// let r = acond(total.the().gt(5), xs.map(|x| -x), xs.clone());
/// assert_eq!(interpret(&r).unwrap().to_vec(), vec![-3, -1, -2]);
/// ```
pub fn acond<S: AccValue>(cond: impl Into<Exp<bool>>, then: S, otherwise: S) -> S {
    let op = fun0(cond).map(|cond| Op::Acond { cond, then: then.to_node(), otherwise: otherwise.to_node() });
    S::from_node(AccRef::new(op, <S::Host as Arrays>::arrays_type()))
}

// ----- rank arithmetic ----------------------------------------------------------------------

/// Rank `D`, at the type level: `Dim<D>: Lower<E>` says that `E = D - 1`. Implemented for
/// ranks 1 to 6 (the rank-changing combinators' limit; element-wise ones take any rank).
pub struct Dim<const D: usize>;

/// `E` is one less than the rank: what `fold` and the totals of an exclusive scan return.
/// Ranks 1 to 6 have one:
///
/// ```compile_fail,E0277
/// use systole_frontend::prelude::*;
///
/// let seven = fill([1, 1, 1, 1, 1, 1, 2], 1i32);
/// let rows = seven.fold(0, |a, x| a + x); // error: rank 7 has no fold
/// ```
///
/// ```
/// use systole_frontend::prelude::*;
///
/// // batch x channel x height x width: the sum of every row of pixels
/// let images = generate([2, 3, 4, 5], |[b, c, h, w]| b * 1000 + c * 100 + h * 10 + w);
/// let rows = images.fold(0, |a, x| a + x);
/// let rows = interpret(&rows).unwrap();
/// assert_eq!(rows.shape(), [2, 3, 4]);
/// assert_eq!(rows.get([1, 2, 3]), Some(5 * 1230 + (0 + 1 + 2 + 3 + 4)));
/// ```
#[diagnostic::on_unimplemented(
    message = "`fold`, `fold1` and the exclusive scans take arrays of rank 1 to 6, not `{Self}`",
    label = "no rank one less than this array's",
    note = "the result of a fold of an `Array<T, D>` is an `Array<T, {{D - 1}}>`, for `D` from 1 to 6; reshape an array of more dimensions first (`xs.reshape([a * b, c, ..])`)"
)]
pub trait Lower<const E: usize> {}
impl Lower<0> for Dim<1> {}
impl Lower<1> for Dim<2> {}
impl Lower<2> for Dim<3> {}
impl Lower<3> for Dim<4> {}
impl Lower<4> for Dim<5> {}
impl Lower<5> for Dim<6> {}

/// Rank `D` has an innermost dimension (`D` is 1 to 6): what the segmented operations
/// ([`Acc::fold_seg`], ...) and [`Acc::filter`] work along.
#[diagnostic::on_unimplemented(
    message = "`{Self}` has no innermost dimension that the segmented operations and `filter` take",
    label = "an array of rank 1 to 6 is needed here",
    note = "segmented folds and scans and `filter` work along the innermost dimension of arrays of rank 1 to 6; reshape a rank-0 array to `[1]`, or an array of more dimensions to fewer"
)]
pub trait Innermost {}
impl Innermost for Dim<1> {}
impl Innermost for Dim<2> {}
impl Innermost for Dim<3> {}
impl Innermost for Dim<4> {}
impl Innermost for Dim<5> {}
impl Innermost for Dim<6> {}

/// The whole of a dimension in a [`Acc::slice`] or [`Acc::replicate`] specification.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct All;

/// A fixed position in a slice specification (the index taken by [`Acc::slice`], the number
/// of copies made by [`Acc::replicate`]): an `Exp<i64>` or a plain integer.
pub trait Fixed: Copy {
    /// The value as an expression.
    fn to_exp(self) -> Exp<i64>;
}

impl Fixed for Exp<i64> {
    fn to_exp(self) -> Exp<i64> {
        self
    }
}

macro_rules! impl_fixed {
    ($($t:ty),*) => {$(
        impl Fixed for $t {
            fn to_exp(self) -> Exp<i64> {
                Exp::from(self as i64)
            }
        }
    )*};
}
impl_fixed!(i64, i32, usize, u32);

/// One component of a slice specification: [`All`] or a [`Fixed`] value.
pub trait SliceComponent: Copy {
    /// `None` for `All`, the fixed value otherwise.
    fn component(self) -> Option<Exp<i64>>;
}

impl SliceComponent for All {
    fn component(self) -> Option<Exp<i64>> {
        None
    }
}

impl<I: Fixed> SliceComponent for I {
    fn component(self) -> Option<Exp<i64>> {
        Some(self.to_exp())
    }
}

/// The components of a slice specification of rank `F`.
pub trait SliceComponents<const F: usize>: Copy {
    /// One entry per dimension of the full array: `None` for `All`.
    fn components(self) -> [Option<Exp<i64>>; F];
}

macro_rules! impl_slice_components {
    ($f:literal: $($name:ident $idx:tt),+) => {
        impl<$($name: SliceComponent),+> SliceComponents<$f> for ($($name,)+) {
            fn components(self) -> [Option<Exp<i64>>; $f] {
                [$(self.$idx.component()),+]
            }
        }
    };
}
impl_slice_components!(1: A 0);
impl_slice_components!(2: A 0, B 1);
impl_slice_components!(3: A 0, B 1, C 2);
impl_slice_components!(4: A 0, B 1, C 2, D 3);
impl_slice_components!(5: A 0, B 1, C 2, D 3, E 4);
impl_slice_components!(6: A 0, B 1, C 2, D 3, E 4, F 5);

/// A slice specification relating a full array of rank `F` to a slice of rank `S` (the
/// number of [`All`] components): a tuple with one component per dimension of the full
/// array, e.g. `(All, 3)` or `(i, All, All)`, for full ranks 1 to 6.
///
/// ```
/// use systole_frontend::prelude::*;
///
/// let images = generate([2, 3, 4, 5], |[b, c, h, w]| b * 1000 + c * 100 + h * 10 + w);
/// // the green channel of every image, then copied into 2 new channels
/// let green = images.slice((All, 1, All, All));
/// let again = green.replicate((All, 2, All, All));
/// let again = interpret(&again).unwrap();
/// assert_eq!(again.shape(), [2, 2, 4, 5]);
/// assert_eq!(again.get([1, 0, 3, 4]), Some(1134));
/// ```
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a slice specification of rank {F}",
    label = "one component per dimension of the full array, {F} here",
    note = "a `slice` or `replicate` specification is a tuple with one component per dimension of the full array (ranks 1 to 6): `All` for a dimension the slice keeps, an integer or an `Exp<i64>` for a fixed one; `slice` takes the input's rank, `replicate` the result's"
)]
pub trait SliceSpec<const F: usize, const S: usize>: SliceComponents<F> {}

/// Implements [`SliceSpec`] for every tuple of rank `$f` whose components are [`All`] or
/// [`Fixed`]: each of the given type parameters becomes `All` or stays a `Fixed` one, and
/// `S` counts the `All`s (`2^F` impls per rank).
macro_rules! impl_slice_specs {
    ($f:literal; [$($c:ty,)*] [$($g:ident)*] [$($s:tt)*];) => {
        impl<$($g: Fixed),*> SliceSpec<$f, { 0 $(+ $s)* }> for ($($c,)*) {}
    };
    ($f:literal; [$($c:ty,)*] [$($g:ident)*] [$($s:tt)*]; $next:ident $($rest:ident)*) => {
        impl_slice_specs!($f; [$($c,)* All,] [$($g)*] [$($s)* 1]; $($rest)*);
        impl_slice_specs!($f; [$($c,)* $next,] [$($g)* $next] [$($s)*]; $($rest)*);
    };
}
impl_slice_specs!(1; [] [] []; I0);
impl_slice_specs!(2; [] [] []; I0 I1);
impl_slice_specs!(3; [] [] []; I0 I1 I2);
impl_slice_specs!(4; [] [] []; I0 I1 I2 I3);
impl_slice_specs!(5; [] [] []; I0 I1 I2 I3 I4);
impl_slice_specs!(6; [] [] []; I0 I1 I2 I3 I4 I5);

/// Each component of a slice specification of rank `F`: its fixed value, or (`Err(k)`) its
/// place `k` among the [`All`]s.
type SliceParts<const F: usize> = [Result<Exp<i64>, usize>; F];

/// A slice specification of rank `F` checked against the `S` [`All`] components its
/// [`SliceSpec`] type promises: its parts, and the positions of the `All`s in order. A
/// `SliceSpec` implemented outside this crate may break its promise: `op` then fails to
/// build (`Error::Build`) instead of panicking.
fn slice_parts<const F: usize, const S: usize>(
    spec: impl SliceComponents<F>,
    op: &str,
) -> Result<(SliceParts<F>, [usize; S]), String> {
    let mut kept = 0;
    let parts = spec.components().map(|c| {
        c.ok_or_else(|| {
            kept += 1;
            kept - 1
        })
    });
    let all: Vec<usize> = (0..F).filter(|&d| parts[d].is_err()).collect();
    let all = <[usize; S]>::try_from(all).map_err(|all| {
        format!(
            "{op}: the slice specification has {} `All` components where its `SliceSpec` \
             type promises {S}",
            all.len()
        )
    })?;
    Ok((parts, all))
}

/// The target of one element in a [`Acc::permute`]: an index of the result, or nothing.
pub struct Target<const D: usize> {
    valid: Exp<bool>,
    index: [Exp<i64>; D],
}

impl<const D: usize> Target<D> {
    /// Send the element to `index`.
    pub fn to(index: impl IntoIndex<D>) -> Self {
        Target { valid: Exp::from(true), index: index.into_index() }
    }

    /// Drop the element.
    pub fn ignore() -> Self {
        Target { valid: Exp::from(false), index: [0i64; D].into_index() }
    }

    /// Send the element to `index` when `cond` holds, drop it otherwise. As in [`select`](crate::select),
    /// a run-time error in computing `index` is not an error when `cond` does not hold
    /// (`Target::when(i.gt(0), [xs.index([i - 1])])` is safe).
    pub fn when(cond: Exp<bool>, index: impl IntoIndex<D>) -> Self {
        let index = index.into_index().map(|i| crate::exp::select(cond, i, 0i64));
        Target { valid: cond, index }
    }
}

/// Traces the function of the shape computed by `f` (called inside the trace).
pub(crate) fn fun_shape_with<const D: usize>(
    f: impl FnOnce() -> [Exp<i64>; D],
) -> Result<Fun<AccRef>, String> {
    tracer::trace_fun(&[], |_| index_raw(f()))
}

/// [`generate`] with a shape computed inside its own trace by `shape` (which may read
/// arrays), for combinators built on `generate` whose shape depends on other arrays.
pub(crate) fn generate_with<const D: usize, R: Lift>(
    shape: impl FnOnce() -> [Exp<i64>; D],
    f: impl FnOnce([Exp<i64>; D]) -> R,
) -> Acc<Array<R::Elt, D>> {
    Acc::build((|| Ok(Op::Generate { shape: fun_shape_with(shape)?, f: fun_ix(f)? }))())
}

/// [`Acc::reshape`] to a shape computed inside its own trace by `shape`.
pub(crate) fn reshape_with<T: Elt, const D: usize, const D2: usize>(
    input: &Acc<Array<T, D>>,
    shape: impl FnOnce() -> [Exp<i64>; D2],
) -> Acc<Array<T, D2>> {
    let input = input.node.clone();
    Acc::build(fun_shape_with(shape).map(|shape| Op::Reshape { shape, input }))
}

/// Traces an index transformation `[Exp<i64>; D] -> [Exp<i64>; E]`.
pub(crate) fn fun_ix_to_ix<const D: usize, const E: usize, I: IntoIndex<E>>(
    f: impl FnOnce([Exp<i64>; D]) -> I,
) -> Result<Fun<AccRef>, String> {
    tracer::trace_fun(&[Type::index(D)], |p| index_raw(f(index_components(p[0])).into_index()))
}

/// Traces a function of the values at the taps of several stencil inputs.
fn fun_taps(
    tap_types: &[(Type, usize)],
    f: impl FnOnce(&[tracer::Raw]) -> tracer::Raw,
) -> Result<Fun<AccRef>, String> {
    let params: Vec<Type> = tap_types.iter().flat_map(|(t, n)| std::iter::repeat_n(t.clone(), *n)).collect();
    tracer::trace_fun(&params, f)
}

/// A stencil's input in the IR; an error for an offset beyond [`Stencil::MAX_OFFSET`].
fn stencil_input<T: Elt, const D: usize>(
    input: &Acc<Array<T, D>>,
    pattern: &Stencil<D>,
    boundary: Boundary<T>,
) -> Result<StencilInput<AccRef>, String> {
    Ok(StencilInput { input: input.node.clone(), offsets: ir_offsets(pattern)?, boundary: boundary.to_ir() })
}

// ----- operations on arrays -----------------------------------------------------------------

impl<T: Elt, const D: usize> Acc<Array<T, D>> {
    /// Applies `f` to every element: `map f [x0, x1, ..] = [f x0, f x1, ..]`.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let xs = use_array(&Array::from_vec([3], vec![1.0f32, 2.0, 3.0]).unwrap());
    /// let ys = xs.map(|x| x * 2.0 + 1.0);
    /// assert_eq!(interpret(&ys).unwrap().to_vec(), vec![3.0, 5.0, 7.0]);
    /// ```
    pub fn map<R: Lift>(&self, f: impl FnOnce(Exp<T>) -> R) -> Acc<Array<R::Elt, D>> {
        let input = self.node.clone();
        Acc::build(fun1(f).map(|f| Op::Map { f, inputs: vec![input] }))
    }

    /// Applies `f` to every index and element: `imap f xs = [f ix x | (ix, x) <- xs]`.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let xs = use_array(&Array::from_vec([2, 2], vec![1, 1, 1, 1]).unwrap());
    /// let ys = xs.imap(|[i, j], x| x + i * 10 + j);
    /// assert_eq!(interpret(&ys).unwrap().to_vec(), vec![1, 2, 11, 12]);
    /// ```
    pub fn imap<R: Lift>(&self, f: impl FnOnce([Exp<i64>; D], Exp<T>) -> R) -> Acc<Array<R::Elt, D>> {
        // imap f xs = generate (shape xs) (\ix -> f ix (xs ! ix))
        Acc::build((|| {
            let f = tracer::trace_fun(&[Type::index(D)], |p| {
                let ix = index_components(p[0]);
                f(ix, self.index(ix)).lift().raw
            })?;
            Ok(Op::Generate { shape: fun_shape_with(|| self.shape())?, f })
        })())
        .named("imap")
    }

    /// Combines two arrays element by element over the intersection of their shapes:
    /// `zip_with f [x0, x1, ..] [y0, y1, ..] = [f x0 y0, f x1 y1, ..]`.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let xs = use_array(&Array::from_vec([3], vec![1, 2, 3]).unwrap());
    /// let ys = use_array(&Array::from_vec([4], vec![10, 20, 30, 40]).unwrap());
    /// let sums = xs.zip_with(&ys, |x, y| x + y);
    /// assert_eq!(interpret(&sums).unwrap().to_vec(), vec![11, 22, 33]);
    /// ```
    pub fn zip_with<U: Elt, R: Lift>(
        &self,
        other: &Acc<Array<U, D>>,
        f: impl FnOnce(Exp<T>, Exp<U>) -> R,
    ) -> Acc<Array<R::Elt, D>> {
        let inputs = vec![self.node.clone(), other.node.clone()];
        Acc::build(fun2(f).map(|f| Op::Map { f, inputs }))
    }

    /// Pairs two arrays element by element: `zip xs ys = zip_with (,) xs ys`.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let xs = use_array(&Array::from_vec([2], vec![1, 2]).unwrap());
    /// let ys = use_array(&Array::from_vec([2], vec![true, false]).unwrap());
    /// assert_eq!(interpret(&xs.zip(&ys)).unwrap().to_vec(), vec![(1, true), (2, false)]);
    /// ```
    pub fn zip<U: Elt>(&self, other: &Acc<Array<U, D>>) -> Acc<Array<(T, U), D>> {
        self.zip_with(other, |x, y| (x, y)).named("zip")
    }

    /// Reduces the innermost dimension from the left, starting from `seed`:
    /// `fold f z [[x00, x01, ..], ..] = [f (f z x00) x01 .., ..]`. The result has one
    /// dimension less. `f` must be associative (compiled backends reduce in parallel, in an
    /// order of their choosing) and `seed` should be its neutral element.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let m = use_array(&Array::from_vec([2, 3], vec![1, 2, 3, 4, 5, 6]).unwrap());
    /// let row_sums = m.fold(0, |a, b| a + b);
    /// assert_eq!(interpret(&row_sums).unwrap().to_vec(), vec![6, 15]);
    /// ```
    pub fn fold<const E: usize, R: Lift<Elt = T>>(
        &self,
        seed: impl Into<Exp<T>>,
        f: impl FnOnce(Exp<T>, Exp<T>) -> R,
    ) -> Acc<Array<T, E>>
    where
        Dim<D>: Lower<E>,
    {
        let input = self.node.clone();
        Acc::build((|| Ok(Op::Consumer(Consumer::Fold { f: fun2(f)?, seed: Some(fun0(seed)?), input })))())
    }

    /// Reduces the innermost dimension without a seed:
    /// `fold1 f [[x0, x1, x2, ..], ..] = [f (f x0 x1) x2 .., ..]`. A row must not be empty
    /// (an error on the interpreter). `f` must be associative.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let m = use_array(&Array::from_vec([2, 3], vec![3, 9, 4, 7, 1, 8]).unwrap());
    /// let row_max = m.fold1(|a, b| a.max(b));
    /// assert_eq!(interpret(&row_max).unwrap().to_vec(), vec![9, 8]);
    /// ```
    pub fn fold1<const E: usize, R: Lift<Elt = T>>(
        &self,
        f: impl FnOnce(Exp<T>, Exp<T>) -> R,
    ) -> Acc<Array<T, E>>
    where
        Dim<D>: Lower<E>,
    {
        let input = self.node.clone();
        Acc::build(fun2(f).map(|f| Op::Consumer(Consumer::Fold { f, seed: None, input })))
    }

    /// All elements in row-major order, as a vector: `flatten xs = reshape [size xs] xs`.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let m = generate([2, 2], |[i, j]| i * 2 + j);
    /// assert_eq!(interpret(&m.flatten()).unwrap().to_vec(), vec![0, 1, 2, 3]);
    /// ```
    pub fn flatten(&self) -> Acc<Array<T, 1>> {
        let input = self.node.clone();
        Acc::build(fun_shape_with(|| [self.size()]).map(|shape| Op::Reshape { shape, input }))
            .named("flatten")
    }

    /// Reduces all elements to one: `fold_all f z xs = fold f z (flatten xs)`.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let m = use_array(&Array::from_vec([2, 2], vec![1.5f32, 2.5, 3.0, 1.0]).unwrap());
    /// assert_eq!(interpret(&m.fold_all(0.0, |a, b| a + b)).unwrap().value(), 8.0);
    /// ```
    pub fn fold_all<R: Lift<Elt = T>>(
        &self,
        seed: impl Into<Exp<T>>,
        f: impl FnOnce(Exp<T>, Exp<T>) -> R,
    ) -> Acc<Array<T, 0>> {
        self.flatten().fold(seed, f).named("fold_all")
    }

    /// Reduces all elements to one without a seed; the array must not be empty.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let m = use_array(&Array::from_vec([2, 2], vec![4, -2, 9, 3]).unwrap());
    /// assert_eq!(interpret(&m.fold1_all(|a, b| a.min(b))).unwrap().value(), -2);
    /// ```
    pub fn fold1_all<R: Lift<Elt = T>>(&self, f: impl FnOnce(Exp<T>, Exp<T>) -> R) -> Acc<Array<T, 0>> {
        self.flatten().fold1(f).named("fold1_all")
    }

    fn scan_op(
        &self,
        f: Result<Fun<AccRef>, String>,
        seed: Option<Result<Fun<AccRef>, String>>,
        direction: Direction,
        ty: ArraysType,
    ) -> AccRef {
        let input = self.node.clone();
        let op = (|| {
            let seed = seed.transpose()?;
            Ok(Op::Consumer(Consumer::Scan { f: f?, seed, direction, input }))
        })();
        AccRef::new(op, ty)
    }

    /// Inclusive prefix reduction of the innermost dimension from the left:
    /// `scan f [x0, x1, x2, ..] = [x0, f x0 x1, f (f x0 x1) x2, ..]` (Accelerate's
    /// `scanl1`). `f` must be associative.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let xs = use_array(&Array::from_vec([2, 3], vec![1, 2, 3, 4, 5, 6]).unwrap());
    /// assert_eq!(interpret(&xs.scan(|a, b| a + b)).unwrap().to_vec(), vec![1, 3, 6, 4, 9, 15]);
    /// ```
    pub fn scan<R: Lift<Elt = T>>(&self, f: impl FnOnce(Exp<T>, Exp<T>) -> R) -> Acc<Array<T, D>> {
        Acc::from_node(
            self.scan_op(fun2(f), None, Direction::Left, Array::<T, D>::arrays_type()).named("scan"),
        )
    }

    /// Inclusive prefix reduction of the innermost dimension from the right:
    /// `scan_right f [.., xn-2, xn-1] = [.., f xn-2 xn-1, xn-1]` (Accelerate's `scanr1`).
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let xs = use_array(&Array::from_vec([4], vec![1, 2, 3, 4]).unwrap());
    /// assert_eq!(interpret(&xs.scan_right(|a, b| a + b)).unwrap().to_vec(), vec![10, 9, 7, 4]);
    /// ```
    pub fn scan_right<R: Lift<Elt = T>>(&self, f: impl FnOnce(Exp<T>, Exp<T>) -> R) -> Acc<Array<T, D>> {
        Acc::from_node(
            self.scan_op(fun2(f), None, Direction::Right, Array::<T, D>::arrays_type()).named("scan_right"),
        )
    }

    /// Exclusive prefix reduction of the innermost dimension from the left, with the total of
    /// each row: `scan_exclusive f z [x0, x1, ..] = ([z, f z x0, f (f z x0) x1, ..], total)`
    /// (Accelerate's `scanl'`).
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let xs = use_array(&Array::from_vec([4], vec![1, 2, 3, 4]).unwrap());
    /// let (prefix, total) = xs.scan_exclusive(0, |a, b| a + b);
    /// assert_eq!(interpret(&prefix).unwrap().to_vec(), vec![0, 1, 3, 6]);
    /// assert_eq!(interpret(&total).unwrap().value(), 10);
    /// ```
    pub fn scan_exclusive<const E: usize, R: Lift<Elt = T>>(
        &self,
        seed: impl Into<Exp<T>>,
        f: impl FnOnce(Exp<T>, Exp<T>) -> R,
    ) -> (Acc<Array<T, D>>, Acc<Array<T, E>>)
    where
        Dim<D>: Lower<E>,
    {
        let ty = <(Array<T, D>, Array<T, E>)>::arrays_type();
        AccValue::from_node(
            self.scan_op(fun2(f), Some(fun0(seed)), Direction::Left, ty).named("scan_exclusive"),
        )
    }

    /// Exclusive prefix reduction of the innermost dimension from the right, with the total
    /// of each row: `scan_exclusive_right f z [.., xn-2, xn-1] = ([.., f xn-1 z, z], total)`
    /// (Accelerate's `scanr'`).
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let xs = use_array(&Array::from_vec([4], vec![1, 2, 3, 4]).unwrap());
    /// let (suffix, total) = xs.scan_exclusive_right(0, |a, b| a + b);
    /// assert_eq!(interpret(&suffix).unwrap().to_vec(), vec![9, 7, 4, 0]);
    /// assert_eq!(interpret(&total).unwrap().value(), 10);
    /// ```
    pub fn scan_exclusive_right<const E: usize, R: Lift<Elt = T>>(
        &self,
        seed: impl Into<Exp<T>>,
        f: impl FnOnce(Exp<T>, Exp<T>) -> R,
    ) -> (Acc<Array<T, D>>, Acc<Array<T, E>>)
    where
        Dim<D>: Lower<E>,
    {
        let ty = <(Array<T, D>, Array<T, E>)>::arrays_type();
        AccValue::from_node(
            self.scan_op(fun2(f), Some(fun0(seed)), Direction::Right, ty).named("scan_exclusive_right"),
        )
    }

    /// Forward permutation: every element `x` at index `ix` goes to `index(ix)` of a copy of
    /// `defaults`, combined with what is there as `combine(x, old)`; elements whose target
    /// is [`Target::ignore`] or outside `defaults` are dropped. `combine` must be associative
    /// and commutative (colliding writes happen in an unspecified order).
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// // a histogram of values 0..4
    /// let xs = use_array(&Array::from_vec([6], vec![1, 3, 1, 0, 1, 9]).unwrap());
    /// let counts = fill([4], 0i32);
    /// let hist = xs.map(|_| 1i32).permute(|a, b| a + b, &counts, |[i]| {
    ///     let v = xs.index([i]).cast::<i64>();
    ///     Target::when(v.lt(4), [v])
    /// });
    /// assert_eq!(interpret(&hist).unwrap().to_vec(), vec![1, 3, 0, 1]);
    /// ```
    pub fn permute<const D2: usize, R: Lift<Elt = T>>(
        &self,
        combine: impl FnOnce(Exp<T>, Exp<T>) -> R,
        defaults: &Acc<Array<T, D2>>,
        index: impl FnOnce([Exp<i64>; D]) -> Target<D2>,
    ) -> Acc<Array<T, D2>> {
        let input = self.node.clone();
        let defaults = defaults.node.clone();
        Acc::build((|| {
            let target_ty = Type::Tuple(vec![BOOL, Type::index(D2)]);
            let index = tracer::trace_fun(&[Type::index(D)], |p| {
                let t = index(index_components(p[0]));
                let ix = index_raw(t.index);
                tracer::push(&[t.valid.raw, ix], target_ty.clone(), |c| Expr::Tuple(c.to_vec()))
            })?;
            Ok(Op::Consumer(Consumer::Permute { combine: fun2(combine)?, defaults, index, input }))
        })())
    }

    /// Backward permutation: the array of shape `shape` whose element at `ix` is this
    /// array's element at `index(ix)`: `backpermute sh p xs = [xs ! p ix | ix <- sh]`.
    /// Reading outside this array is a run-time error.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let xs = use_array(&Array::from_vec([6], vec![0, 10, 20, 30, 40, 50]).unwrap());
    /// let evens = xs.backpermute([3], |[i]| [i * 2]);
    /// assert_eq!(interpret(&evens).unwrap().to_vec(), vec![0, 20, 40]);
    /// ```
    pub fn backpermute<const D2: usize, I: IntoIndex<D>>(
        &self,
        shape: impl IntoIndex<D2>,
        index: impl FnOnce([Exp<i64>; D2]) -> I,
    ) -> Acc<Array<T, D2>> {
        let input = self.node.clone();
        Acc::build((|| Ok(Op::Backpermute { shape: fun_shape(shape)?, index: fun_ix_to_ix(index)?, input }))())
    }

    /// The same elements in row-major order under another shape with the same number of
    /// elements (a run-time error otherwise).
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let xs = enumerate([6]);
    /// let m = xs.reshape([2, 3]);
    /// assert_eq!(interpret(&m).unwrap().shape(), [2, 3]);
    /// ```
    pub fn reshape<const D2: usize>(&self, shape: impl IntoIndex<D2>) -> Acc<Array<T, D2>> {
        let input = self.node.clone();
        Acc::build(fun_shape(shape).map(|shape| Op::Reshape { shape, input }))
    }

    /// Takes a slice: the sub-array at the fixed positions of `spec`, keeping the dimensions
    /// marked [`All`] (Accelerate's `slice`).
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let m = generate([3, 4], |[i, j]| i * 10 + j);
    /// let row1 = m.slice((1, All));
    /// let col2 = m.slice((All, 2));
    /// assert_eq!(interpret(&row1).unwrap().to_vec(), vec![10, 11, 12, 13]);
    /// assert_eq!(interpret(&col2).unwrap().to_vec(), vec![2, 12, 22]);
    /// ```
    pub fn slice<const S: usize, P: SliceSpec<D, S>>(&self, spec: P) -> Acc<Array<T, S>> {
        let input = self.node.clone();
        Acc::build((|| {
            let (parts, all) = slice_parts::<D, S>(spec, "slice")?;
            let shape = fun_shape_with(|| {
                let full = self.shape();
                all.map(|d| full[d])
            })?;
            let index = fun_ix_to_ix(|ix: [Exp<i64>; S]| parts.map(|p| p.unwrap_or_else(|k| ix[k])))?;
            Ok(Op::Backpermute { shape, index, input })
        })())
        .named("slice")
    }

    /// Replicates the array along new dimensions: `spec` has one component per dimension of
    /// the result, [`All`] for the dimensions of this array (in order) and a count for each
    /// new one (Accelerate's `replicate`).
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let v = use_array(&Array::from_vec([3], vec![1, 2, 3]).unwrap());
    /// let rows = v.replicate((2, All)); // two copies of the row
    /// let cols = v.replicate((All, 2)); // each element twice along a new inner dimension
    /// assert_eq!(interpret(&rows).unwrap().to_vec(), vec![1, 2, 3, 1, 2, 3]);
    /// assert_eq!(interpret(&cols).unwrap().to_vec(), vec![1, 1, 2, 2, 3, 3]);
    /// ```
    pub fn replicate<const F: usize, P: SliceSpec<F, D>>(&self, spec: P) -> Acc<Array<T, F>> {
        let input = self.node.clone();
        Acc::build((|| {
            let (parts, all) = slice_parts::<F, D>(spec, "replicate")?;
            let shape = fun_shape_with(|| {
                let kept = self.shape();
                parts.map(|p| p.unwrap_or_else(|k| kept[k]))
            })?;
            let index = fun_ix_to_ix(|ix: [Exp<i64>; F]| all.map(|d| ix[d]))?;
            Ok(Op::Backpermute { shape, index, input })
        })())
        .named("replicate")
    }

    /// Reverses the innermost dimension: `reverse [x0, .., xn-1] = [xn-1, .., x0]`.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let m = generate([2, 3], |[i, j]| i * 10 + j);
    /// assert_eq!(interpret(&m.reverse()).unwrap().to_vec(), vec![2, 1, 0, 12, 11, 10]);
    /// ```
    pub fn reverse(&self) -> Acc<Array<T, D>> {
        let input = self.node.clone();
        Acc::build((|| {
            let shape = fun_shape_with(|| self.shape())?;
            let index = fun_ix_to_ix(|mut ix: [Exp<i64>; D]| {
                if D > 0 {
                    let n = self.shape()[D - 1];
                    ix[D - 1] = n - 1 - ix[D - 1];
                }
                ix
            })?;
            Ok(Op::Backpermute { shape, index, input })
        })())
        .named("reverse")
    }

    /// Applies a stencil: the element at `ix` is `f` of the values at `ix + offset` for each
    /// offset of `pattern`, reads outside the array following `boundary`:
    /// `stencil p b f xs = [f [xs !b (ix + o) | o <- p] | ix <- shape xs]`.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let xs = use_array(&Array::from_vec([5], vec![1.0f32, 2.0, 3.0, 4.0, 5.0]).unwrap());
    /// let blur = xs.stencil(&Stencil::new([[-1], [0], [1]]), Boundary::Clamp, |t| {
    ///     (t[[-1]] + t[[0]] + t[[1]]) / 3.0
    /// });
    /// assert_eq!(interpret(&blur).unwrap().to_vec(), vec![4.0 / 3.0, 2.0, 3.0, 4.0, 14.0 / 3.0]);
    ///
    /// // a 5-point Laplacian with a constant zero outside
    /// let m = fill([3, 3], 1.0f64);
    /// let lap = m.stencil(&Stencil::star(1), Boundary::Constant(0.0), |t| {
    ///     t[[-1, 0]] + t[[1, 0]] + t[[0, -1]] + t[[0, 1]] - t[[0, 0]] * 4.0
    /// });
    /// assert_eq!(interpret(&lap).unwrap().to_vec(), vec![-2.0, -1.0, -2.0, -1.0, 0.0, -1.0, -2.0, -1.0, -2.0]);
    /// ```
    pub fn stencil<R: Lift>(
        &self,
        pattern: &Stencil<D>,
        boundary: Boundary<T>,
        f: impl FnOnce(&Taps<T, D>) -> R,
    ) -> Acc<Array<R::Elt, D>> {
        Acc::build((|| {
            let input = stencil_input(self, pattern, boundary)?;
            let f = fun_taps(&[(T::ty(), pattern.len())], |p| {
                let taps = Taps::new(pattern, p.iter().map(|&r| Exp::from_raw(r)).collect());
                let result = f(&taps).lift().raw;
                taps.checked(result)
            })?;
            Ok(Op::Consumer(Consumer::Stencil { f, inputs: vec![input], strategy: None }))
        })())
    }

    /// A stencil over two arrays of the same rank, each with its own pattern and boundary;
    /// the result covers the intersection of their shapes.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let u = use_array(&Array::from_vec([4], vec![1.0f32, 2.0, 4.0, 8.0]).unwrap());
    /// let v = use_array(&Array::from_vec([4], vec![1.0f32, 1.0, 2.0, 2.0]).unwrap());
    /// // forward difference of u, weighted by v at the same point
    /// let d = u.stencil2(&Stencil::new([[0], [1]]), Boundary::Clamp, &v, &Stencil::new([[0]]), Boundary::Clamp,
    ///     |tu, tv| (tu[[1]] - tu[[0]]) * tv[[0]]);
    /// assert_eq!(interpret(&d).unwrap().to_vec(), vec![1.0, 2.0, 8.0, 0.0]);
    /// ```
    #[allow(clippy::too_many_arguments)]
    pub fn stencil2<U: Elt, R: Lift>(
        &self,
        pattern: &Stencil<D>,
        boundary: Boundary<T>,
        other: &Acc<Array<U, D>>,
        other_pattern: &Stencil<D>,
        other_boundary: Boundary<U>,
        f: impl FnOnce(&Taps<T, D>, &Taps<U, D>) -> R,
    ) -> Acc<Array<R::Elt, D>> {
        Acc::build((|| {
            let inputs = vec![
                stencil_input(self, pattern, boundary)?,
                stencil_input(other, other_pattern, other_boundary)?,
            ];
            let f = fun_taps(&[(T::ty(), pattern.len()), (U::ty(), other_pattern.len())], |p| {
                let (a, b) = p.split_at(pattern.len());
                let ta = Taps::new(pattern, a.iter().map(|&r| Exp::from_raw(r)).collect());
                let tb = Taps::new(other_pattern, b.iter().map(|&r| Exp::from_raw(r)).collect());
                let result = f(&ta, &tb).lift().raw;
                tb.checked(ta.checked(result))
            })?;
            Ok(Op::Consumer(Consumer::Stencil { f, inputs, strategy: None }))
        })())
        .named("stencil2")
    }

    /// This stencil, computed on a GPU with `strategy` whatever the backend's own choice
    /// (`systole::Gpu::with_stencil_strategy`); other backends ignore it. A build error on
    /// anything but the result of [`Acc::stencil`] or [`Acc::stencil2`].
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    /// use systole_frontend::StencilStrategy;
    ///
    /// let m = use_array(&Array::from_fn([4, 4], |[i, j]| (i * 4 + j) as f32));
    /// let s = m.stencil(&Stencil::star(1), Boundary::Clamp, |t| t[[0, -1]] + t[[0, 1]]);
    /// let tiled = s.stencil_strategy(StencilStrategy::Ssam);
    /// assert_eq!(interpret(&tiled).unwrap().to_vec(), interpret(&s).unwrap().to_vec());
    /// assert!(trace(&m.map(|x| x + 1.0).stencil_strategy(StencilStrategy::Ssam)).is_err());
    /// ```
    pub fn stencil_strategy(&self, strategy: StencilStrategy) -> Acc<Array<T, D>> {
        let name = self.node.0.name;
        Acc::build(match &self.node.0.op {
            Ok(Op::Consumer(Consumer::Stencil { f, inputs, .. })) => Ok(Op::Consumer(Consumer::Stencil {
                f: f.clone(),
                inputs: inputs.clone(),
                strategy: Some(strategy),
            })),
            Ok(op) => Err(format!("stencil_strategy applies to a stencil, not to a {}", op.name())),
            Err(e) => Err(e.clone()),
        })
        .named(name)
    }
}

impl<T: Elt> Acc<Array<T, 2>> {
    /// Swaps the two dimensions of a matrix: `transpose m = [m ! [j, i] | [i, j] <- [cols, rows]]`.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let m = generate([2, 3], |[i, j]| i * 10 + j);
    /// let t = m.transpose();
    /// let out = interpret(&t).unwrap();
    /// assert_eq!(out.shape(), [3, 2]);
    /// assert_eq!(out.to_vec(), vec![0, 10, 1, 11, 2, 12]);
    /// ```
    pub fn transpose(&self) -> Acc<Array<T, 2>> {
        let input = self.node.clone();
        Acc::build((|| {
            let shape = fun_shape_with(|| {
                let [r, c] = self.shape();
                [c, r]
            })?;
            let index = fun_ix_to_ix(|[i, j]: [Exp<i64>; 2]| [j, i])?;
            Ok(Op::Backpermute { shape, index, input })
        })())
        .named("transpose")
    }
}

impl<A: Elt, B: Elt, const D: usize> Acc<Array<(A, B), D>> {
    /// Splits an array of pairs: `unzip xs = (map fst xs, map snd xs)`.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let ps = use_array(&Array::from_vec([2], vec![(1, 2.0f32), (3, 4.0)]).unwrap());
    /// let (a, b) = ps.unzip();
    /// assert_eq!(interpret(&a).unwrap().to_vec(), vec![1, 3]);
    /// assert_eq!(interpret(&b).unwrap().to_vec(), vec![2.0, 4.0]);
    /// ```
    pub fn unzip(&self) -> (Acc<Array<A, D>>, Acc<Array<B, D>>) {
        (self.map(|p| p.fst()).named("unzip"), self.map(|p| p.snd()).named("unzip"))
    }
}

impl<T: Num, const D: usize> Acc<Array<T, D>> {
    /// The sum of all elements (`fold_all (+) 0`).
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// assert_eq!(interpret(&enumerate([2, 5]).sum()).unwrap().value(), 45);
    /// ```
    pub fn sum(&self) -> Acc<Array<T, 0>>
    where
        Exp<T>: From<T>,
    {
        self.fold_all(T::from_i64(0), |a, b| a + b).named("sum")
    }
}

#[cfg(test)]
mod tests {
    use crate::prelude::*;
    use crate::{SliceComponents, SliceSpec};

    /// A slice specification whose `SliceSpec` rank (2) is not its number of `All`s (1), as
    /// a user may implement one.
    #[derive(Clone, Copy)]
    struct OneAllClaimsTwo;

    impl SliceComponents<2> for OneAllClaimsTwo {
        fn components(self) -> [Option<Exp<i64>>; 2] {
            [None, Some(Exp::from(1i64))]
        }
    }

    impl SliceSpec<2, 2> for OneAllClaimsTwo {}

    #[test]
    fn a_slice_spec_that_breaks_its_promise_is_a_build_error() {
        let m = generate([3, 4], |[i, j]| i * 10 + j);
        let err = interpret(&m.slice(OneAllClaimsTwo)).unwrap_err();
        assert!(
            matches!(&err, Error::Build(m) if m.contains("slice: the slice specification has 1 `All` components where its `SliceSpec` type promises 2")),
            "{err}"
        );
        let err = interpret(&m.replicate(OneAllClaimsTwo)).unwrap_err();
        assert!(matches!(&err, Error::Build(m) if m.contains("replicate:")), "{err}");
        // the specifications systole implements keep working
        let v = generate([3], |[i]| i);
        assert_eq!(interpret(&m.slice((1, All))).unwrap().to_vec(), vec![10, 11, 12, 13]);
        assert_eq!(interpret(&v.replicate((All, 2))).unwrap().to_vec(), vec![0, 0, 1, 1, 2, 2]);
    }
}
