//! Conveniences built from the other combinators: zips of three to five arrays,
//! concatenation, `take` and `drop`, and the common reductions (`product`, `maximum`,
//! `minimum`, `any`, `all`, and their forms along the innermost dimension).
//!
//! Each is written with [`Acc::zip_with`], [`Acc::map`], [`crate::generate`],
//! [`Acc::backpermute`], [`Acc::fold`] and [`Acc::fold_all`], so it means what those mean on
//! the interpreter, fuses as they fuse and runs on every backend without code of its own: a
//! `zip_with3` is two element-wise maps that fusion makes one kernel, a `concat` one
//! `generate` reading both inputs, a `maximum` a `fold1_all`.
//!
//! Naming follows [`Acc::sum`]: `product`, `maximum`, `minimum`, `any` and `all` reduce
//! every element to a rank-0 array; their `_rows` forms (`sum_rows`, `product_rows`, ..)
//! reduce the innermost dimension, as [`Acc::fold`] does.

use crate::acc::Acc;
use crate::acc::combinators::{Dim, Fixed, Lower};
use crate::array::Array;
use crate::elt::{Elt, Num};
use crate::exp::{Exp, Lift, select};
use crate::ir::Op;

impl<T: Elt, const D: usize> Acc<Array<T, D>> {
    /// Combines three arrays element by element over the intersection of their shapes:
    /// `zip_with3 f xs ys zs = [f x y z | ...]`.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let a = use_array(&Array::from_vec([3], vec![1.0f32, 2.0, 3.0])?);
    /// let b = use_array(&Array::from_vec([3], vec![10.0f32, 20.0, 30.0])?);
    /// let c = use_array(&Array::from_vec([2], vec![true, false])?);
    /// let picked = a.zip_with3(&b, &c, |x, y, first| select(first, x, y));
    /// assert_eq!(interpret(&picked)?.to_vec(), [1.0, 20.0]);
    /// # Ok::<(), Error>(())
    /// ```
    pub fn zip_with3<U: Elt, V: Elt, R: Lift>(
        &self,
        ys: &Acc<Array<U, D>>,
        zs: &Acc<Array<V, D>>,
        f: impl FnOnce(Exp<T>, Exp<U>, Exp<V>) -> R,
    ) -> Acc<Array<R::Elt, D>> {
        self.zip(ys).zip_with(zs, |xy, z| f(xy.fst(), xy.snd(), z)).named("zip_with3")
    }

    /// Combines four arrays element by element over the intersection of their shapes.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let v = |xs: Vec<i32>| use_array(&Array::from_vec([2], xs).unwrap());
    /// let (a, b, c, d) = (v(vec![1, 2]), v(vec![10, 20]), v(vec![100, 200]), v(vec![1000, 2000]));
    /// let sums = a.zip_with4(&b, &c, &d, |a, b, c, d| a + b + c + d);
    /// assert_eq!(interpret(&sums)?.to_vec(), [1111, 2222]);
    /// # Ok::<(), Error>(())
    /// ```
    pub fn zip_with4<U: Elt, V: Elt, W: Elt, R: Lift>(
        &self,
        ys: &Acc<Array<U, D>>,
        zs: &Acc<Array<V, D>>,
        ws: &Acc<Array<W, D>>,
        f: impl FnOnce(Exp<T>, Exp<U>, Exp<V>, Exp<W>) -> R,
    ) -> Acc<Array<R::Elt, D>> {
        self.zip(ys)
            .zip_with(&zs.zip(ws), |xy, zw| f(xy.fst(), xy.snd(), zw.fst(), zw.snd()))
            .named("zip_with4")
    }

    /// Combines five arrays element by element over the intersection of their shapes.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// // a 5-point weighted sum of five shifted copies of a signal
    /// let xs = generate([6], |[i]| i.cast::<f64>());
    /// let s = |k: i64| xs.backpermute([4], move |[i]| [i + k]);
    /// let smooth = s(0).zip_with5(&s(1), &s(2), &s(1), &s(0), |a, b, c, d, e| (a + 4.0 * b + 6.0 * c + 4.0 * d + e) / 16.0);
    /// assert_eq!(interpret(&smooth)?.to_vec(), [1.25, 2.25, 3.25, 4.25]);
    /// # Ok::<(), Error>(())
    /// ```
    pub fn zip_with5<U: Elt, V: Elt, W: Elt, X: Elt, R: Lift>(
        &self,
        ys: &Acc<Array<U, D>>,
        zs: &Acc<Array<V, D>>,
        ws: &Acc<Array<W, D>>,
        vs: &Acc<Array<X, D>>,
        f: impl FnOnce(Exp<T>, Exp<U>, Exp<V>, Exp<W>, Exp<X>) -> R,
    ) -> Acc<Array<R::Elt, D>> {
        self.zip(ys)
            .zip_with3(&zs.zip(ws), vs, |xy, zw, v| f(xy.fst(), xy.snd(), zw.fst(), zw.snd(), v))
            .named("zip_with5")
    }

    /// Makes triples of three arrays element by element: `zip3 xs ys zs = zip_with3 (,,)`.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let a = use_array(&Array::from_vec([2], vec![1u8, 2])?);
    /// let b = use_array(&Array::from_vec([2], vec![0.5f32, 1.5])?);
    /// let c = use_array(&Array::from_vec([2], vec![true, false])?);
    /// assert_eq!(interpret(&a.zip3(&b, &c))?.to_vec(), [(1, 0.5, true), (2, 1.5, false)]);
    /// # Ok::<(), Error>(())
    /// ```
    pub fn zip3<U: Elt, V: Elt>(
        &self,
        ys: &Acc<Array<U, D>>,
        zs: &Acc<Array<V, D>>,
    ) -> Acc<Array<(T, U, V), D>> {
        self.zip_with3(ys, zs, |x, y, z| (x, y, z)).named("zip3")
    }

    /// Concatenates along the innermost dimension: `concat xs ys` has the elements of `xs`
    /// then those of `ys` in each row (`[.., n] ++ [.., m] = [.., n + m]`); the other
    /// dimensions are the intersection of the two shapes (Accelerate's `++`).
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let xs = use_array(&Array::from_vec([2, 2], vec![1, 2, 3, 4])?);
    /// let ys = use_array(&Array::from_vec([2, 1], vec![10, 20])?);
    /// let joined = interpret(&xs.concat(&ys))?;
    /// assert_eq!((joined.shape(), joined.to_vec()), ([2, 3], vec![1, 2, 10, 3, 4, 20]));
    /// # Ok::<(), Error>(())
    /// ```
    pub fn concat(&self, other: &Self) -> Self {
        self.concat_on(D.saturating_sub(1), other)
    }

    /// Concatenates along dimension `dim` (0 is the outermost, `D - 1` the innermost); the
    /// other dimensions are the intersection of the two shapes. A `dim` of `D` or more is a
    /// build error ([`crate::Error::Build`]).
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let top = generate([1, 3], |[_, j]| j);
    /// let rest = generate([2, 3], |[i, j]| (i + 1) * 10 + j);
    /// let stacked = interpret(&top.concat_on(0, &rest))?;
    /// assert_eq!((stacked.shape(), stacked.to_vec()), ([3, 3], vec![0, 1, 2, 10, 11, 12, 20, 21, 22]));
    /// assert!(matches!(interpret(&top.concat_on(2, &rest)), Err(Error::Build(_))));
    /// # Ok::<(), Error>(())
    /// ```
    pub fn concat_on(&self, dim: usize, other: &Self) -> Self {
        if dim >= D {
            return Acc::build(Err(format!(
                "concat: dimension {dim} of an array of rank {D} (dimensions are numbered from 0, the outermost)"
            )))
            .named("concat");
        }
        // concat xs ys = generate (shape) (\ix -> ix[dim] < n ? xs ! ix : ys ! (ix - n along dim))
        let (xs, ys) = (self.clone(), other.clone());
        let shape = {
            let (xs, ys) = (xs.clone(), ys.clone());
            move || -> [Exp<i64>; D] {
                let (a, b) = (xs.shape(), ys.shape());
                std::array::from_fn(|d| if d == dim { a[d] + b[d] } else { a[d].min(b[d]) })
            }
        };
        Acc::build((|| {
            let f = crate::acc::fun_ix(|ix: [Exp<i64>; D]| {
                let n = xs.shape()[dim];
                let mut shifted = ix;
                shifted[dim] = ix[dim] - n;
                select(ix[dim].lt(n), xs.index(ix), ys.index(shifted))
            })?;
            Ok(Op::Generate { shape: crate::acc::combinators::fun_shape_with(shape)?, f })
        })())
        .named("concat")
    }

    /// The first `n` elements of every row of the innermost dimension (all of them when the
    /// row is shorter, none when `n` is negative): `take n [.., m] = [.., min n m]`.
    /// A rank-0 array has no dimension to take from: a build error.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let m = generate([2, 4], |[i, j]| i * 10 + j);
    /// assert_eq!(interpret(&m.take(3))?.to_vec(), [0, 1, 2, 10, 11, 12]);
    /// assert_eq!(interpret(&m.take(9))?.shape(), [2, 4]);
    /// # Ok::<(), Error>(())
    /// ```
    pub fn take(&self, n: impl Fixed) -> Self {
        self.window("take", n, |len, n| n.max(0).min(len), |_| Exp::from(0i64))
    }

    /// Every row of the innermost dimension without its first `n` elements (empty rows when
    /// they are shorter, all of them when `n` is negative): `drop n [.., m] = [.., m - n]`.
    /// A rank-0 array has no dimension to drop from: a build error.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let m = generate([2, 4], |[i, j]| i * 10 + j);
    /// assert_eq!(interpret(&m.drop(3))?.to_vec(), [3, 13]);
    /// assert_eq!(interpret(&m.drop(5))?.shape(), [2, 0]);
    /// # Ok::<(), Error>(())
    /// ```
    pub fn drop(&self, n: impl Fixed) -> Self {
        self.window("drop", n, |len, n| (len - n.max(0)).max(0), |n| n.max(0))
    }

    /// The part of every innermost row that starts at `start(n)` and is `length(len, n)`
    /// long, as a backpermute.
    fn window(
        &self,
        name: &'static str,
        n: impl Fixed,
        length: impl Fn(Exp<i64>, Exp<i64>) -> Exp<i64>,
        start: impl Fn(Exp<i64>) -> Exp<i64>,
    ) -> Self {
        let Some(last) = D.checked_sub(1) else {
            return Acc::build(Err(format!("{name}: a rank-0 array has no dimension to {name} from")))
                .named(name);
        };
        let xs = self.clone();
        let shape = move || {
            let mut shape = xs.shape();
            shape[last] = length(shape[last], n.to_exp());
            shape
        };
        let input = self.node().clone();
        Acc::build((|| {
            let index = crate::acc::combinators::fun_ix_to_ix(|mut ix: [Exp<i64>; D]| {
                ix[last] += start(n.to_exp());
                ix
            })?;
            Ok(Op::Backpermute { shape: crate::acc::combinators::fun_shape_with(shape)?, index, input })
        })())
        .named(name)
    }

    /// Whether `p` holds for some element (`false` for an empty array):
    /// `any p xs = fold_all (||) false (map p xs)`.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let xs = use_array(&Array::from_vec([4], vec![0.5f32, -1.0, 2.0, 0.0])?);
    /// assert!(interpret(&xs.any(|x| x.lt(0.0)))?.value());
    /// assert!(!interpret(&xs.any(|x| x.gt(5.0)))?.value());
    /// # Ok::<(), Error>(())
    /// ```
    pub fn any(&self, p: impl FnOnce(Exp<T>) -> Exp<bool>) -> Acc<Array<bool, 0>> {
        self.map(p).fold_all(false, |a, b| a.or(b)).named("any")
    }

    /// Whether `p` holds for every element (`true` for an empty array):
    /// `all p xs = fold_all (&&) true (map p xs)`.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let xs = use_array(&Array::from_vec([3], vec![2u32, 4, 8])?);
    /// assert!(interpret(&xs.all(|x| (x % 2).eq(0)))?.value());
    /// assert!(!interpret(&xs.all(|x| x.lt(8)))?.value());
    /// # Ok::<(), Error>(())
    /// ```
    pub fn all(&self, p: impl FnOnce(Exp<T>) -> Exp<bool>) -> Acc<Array<bool, 0>> {
        self.map(p).fold_all(true, |a, b| a.and(b)).named("all")
    }

    /// Whether `p` holds for some element of each row of the innermost dimension.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let m = use_array(&Array::from_vec([2, 2], vec![1, -1, 2, 3])?);
    /// assert_eq!(interpret(&m.any_rows(|x| x.lt(0)))?.to_vec(), [true, false]);
    /// # Ok::<(), Error>(())
    /// ```
    pub fn any_rows<const E: usize>(&self, p: impl FnOnce(Exp<T>) -> Exp<bool>) -> Acc<Array<bool, E>>
    where
        Dim<D>: Lower<E>,
    {
        self.map(p).fold(false, |a, b| a.or(b)).named("any")
    }

    /// Whether `p` holds for every element of each row of the innermost dimension.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let m = use_array(&Array::from_vec([2, 2], vec![1, -1, 2, 3])?);
    /// assert_eq!(interpret(&m.all_rows(|x| x.gt(0)))?.to_vec(), [false, true]);
    /// # Ok::<(), Error>(())
    /// ```
    pub fn all_rows<const E: usize>(&self, p: impl FnOnce(Exp<T>) -> Exp<bool>) -> Acc<Array<bool, E>>
    where
        Dim<D>: Lower<E>,
    {
        self.map(p).fold(true, |a, b| a.and(b)).named("all")
    }
}

impl<A: Elt, B: Elt, C: Elt, const D: usize> Acc<Array<(A, B, C), D>> {
    /// Splits an array of triples: `unzip3 xs = (map fst3 xs, map snd3 xs, map thd3 xs)`.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let ts = use_array(&Array::from_vec([2], vec![(1i8, 2u16, 3.0f64), (4, 5, 6.0)])?);
    /// let (a, b, c) = ts.unzip3();
    /// assert_eq!(interpret(&a)?.to_vec(), [1, 4]);
    /// assert_eq!(interpret(&b)?.to_vec(), [2, 5]);
    /// assert_eq!(interpret(&c)?.to_vec(), [3.0, 6.0]);
    /// # Ok::<(), Error>(())
    /// ```
    #[expect(clippy::type_complexity, reason = "the three arrays, as `unzip` returns two")]
    pub fn unzip3(&self) -> (Acc<Array<A, D>>, Acc<Array<B, D>>, Acc<Array<C, D>>) {
        (
            self.map(|t| t.unpack().0).named("unzip3"),
            self.map(|t| t.unpack().1).named("unzip3"),
            self.map(|t| t.unpack().2).named("unzip3"),
        )
    }
}

impl<T: Num, const D: usize> Acc<Array<T, D>>
where
    Exp<T>: From<T>,
{
    /// The product of all elements (`fold_all (*) 1`; 1 for an empty array).
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let xs = use_array(&Array::from_vec([2, 2], vec![1.5f64, 2.0, -1.0, 4.0])?);
    /// assert_eq!(interpret(&xs.product())?.value(), -12.0);
    /// # Ok::<(), Error>(())
    /// ```
    pub fn product(&self) -> Acc<Array<T, 0>> {
        self.fold_all(T::from_i64(1), |a, b| a * b).named("product")
    }

    /// The largest element (`fold1_all max`). The array must not be empty: an error on the
    /// interpreter, as [`Acc::fold1_all`].
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let xs = use_array(&Array::from_vec([2, 2], vec![3, 9, -4, 7])?);
    /// assert_eq!(interpret(&xs.maximum())?.value(), 9);
    /// # Ok::<(), Error>(())
    /// ```
    pub fn maximum(&self) -> Acc<Array<T, 0>> {
        self.fold1_all(|a, b| a.max(b)).named("maximum")
    }

    /// The smallest element (`fold1_all min`). The array must not be empty: an error on
    /// the interpreter, as [`Acc::fold1_all`].
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let xs = use_array(&Array::from_vec([2, 2], vec![3, 9, -4, 7])?);
    /// assert_eq!(interpret(&xs.minimum())?.value(), -4);
    /// # Ok::<(), Error>(())
    /// ```
    pub fn minimum(&self) -> Acc<Array<T, 0>> {
        self.fold1_all(|a, b| a.min(b)).named("minimum")
    }

    /// The sum of each row of the innermost dimension (`fold (+) 0`).
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let m = use_array(&Array::from_vec([2, 3], vec![1, 2, 3, 4, 5, 6])?);
    /// assert_eq!(interpret(&m.sum_rows())?.to_vec(), [6, 15]);
    /// # Ok::<(), Error>(())
    /// ```
    pub fn sum_rows<const E: usize>(&self) -> Acc<Array<T, E>>
    where
        Dim<D>: Lower<E>,
    {
        self.fold(T::from_i64(0), |a, b| a + b).named("sum")
    }

    /// The product of each row of the innermost dimension (`fold (*) 1`).
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let m = use_array(&Array::from_vec([2, 3], vec![1, 2, 3, 4, 5, 6])?);
    /// assert_eq!(interpret(&m.product_rows())?.to_vec(), [6, 120]);
    /// # Ok::<(), Error>(())
    /// ```
    pub fn product_rows<const E: usize>(&self) -> Acc<Array<T, E>>
    where
        Dim<D>: Lower<E>,
    {
        self.fold(T::from_i64(1), |a, b| a * b).named("product")
    }

    /// The largest element of each row of the innermost dimension (`fold1 max`); a row must
    /// not be empty.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let m = use_array(&Array::from_vec([2, 3], vec![1.0f32, 7.0, 3.0, -4.0, -5.0, -6.0])?);
    /// assert_eq!(interpret(&m.maximum_rows())?.to_vec(), [7.0, -4.0]);
    /// # Ok::<(), Error>(())
    /// ```
    pub fn maximum_rows<const E: usize>(&self) -> Acc<Array<T, E>>
    where
        Dim<D>: Lower<E>,
    {
        self.fold1(|a, b| a.max(b)).named("maximum")
    }

    /// The smallest element of each row of the innermost dimension (`fold1 min`); a row must
    /// not be empty.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let m = use_array(&Array::from_vec([2, 3], vec![1.0f32, 7.0, 3.0, -4.0, -5.0, -6.0])?);
    /// assert_eq!(interpret(&m.minimum_rows())?.to_vec(), [1.0, -6.0]);
    /// # Ok::<(), Error>(())
    /// ```
    pub fn minimum_rows<const E: usize>(&self) -> Acc<Array<T, E>>
    where
        Dim<D>: Lower<E>,
    {
        self.fold1(|a, b| a.min(b)).named("minimum")
    }
}
