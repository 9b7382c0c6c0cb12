//! Conversions between [`Array`] and [`ndarray`]'s arrays (the default-on cargo feature
//! `ndarray`).
//!
//! An ndarray array may be in any memory order: row-major (C), column-major (Fortran), or a
//! sliced view with arbitrary strides. A systole array is always row-major and dense, so a
//! conversion reads the elements in ndarray's logical (row-major) order, whatever the
//! memory order; the `Vec` of an owned ndarray array already in row-major order from the
//! start of its allocation is taken without copying. The other way, [`Array::view`] lends a
//! host array's elements to ndarray without copying, and [`Array::into_ndarray`] gives its
//! storage away (copied only when shared or when the element type is a tuple, which systole
//! stores as one buffer per component).
//!
//! Ranks are those ndarray and systole have in common with a fixed rank, 0 to 6: an
//! `ndarray::Array<T, Ix2>` (`Dim<[usize; 2]>`) converts to and from an `Array<T, 2>`, an
//! `Array4` (`batch x channel x height x width`) to and from an `Array<T, 4>`.

use ndarray::{ArrayBase, ArrayView, Data, Dim, Dimension, IntoDimension};

use crate::array::Array;
use crate::elt::{Elt, ScalarElt};
use crate::error::Error;

impl<T: Elt, const N: usize> Array<T, N>
where
    [usize; N]: IntoDimension<Dim = Dim<[usize; N]>>,
    Dim<[usize; N]>: Dimension,
{
    /// The array holding the elements of an owned ndarray array, in any memory order. An
    /// array of scalars in row-major order from the start of its allocation (what
    /// `ndarray::Array::from_shape_vec`, `zeros` and arithmetic give) keeps the `Vec`
    /// without copying; any other (column-major, sliced, strided, tuples) is copied in
    /// row-major order, in one pass.
    ///
    /// `Array::from(a)` is the same, with a documented panic where this returns
    /// [`Error::OutOfMemory`].
    ///
    /// ```
    /// use ndarray::{ShapeBuilder, s};
    /// use systole_frontend::prelude::*;
    ///
    /// // column-major storage: 1 2 3 / 4 5 6 is stored as 1 4 2 5 3 6
    /// let fortran = ndarray::Array::from_shape_vec((2, 3).f(), vec![1, 4, 2, 5, 3, 6]).unwrap();
    /// let a = Array::<i32, 2>::try_from_ndarray(fortran)?;
    /// assert_eq!(a.to_vec(), [1, 2, 3, 4, 5, 6]);
    ///
    /// // a strided slice: every other column
    /// let grid = ndarray::Array::from_shape_fn((2, 4), |(i, j)| (10 * i + j) as f32);
    /// let columns = Array::<f32, 2>::try_from_ndarray(grid.slice_move(s![.., ..;2]))?;
    /// assert_eq!((columns.shape(), columns.to_vec()), ([2, 2], vec![0.0, 2.0, 10.0, 12.0]));
    /// # Ok::<(), Error>(())
    /// ```
    pub fn try_from_ndarray(a: ndarray::Array<T, Dim<[usize; N]>>) -> Result<Self, Error> {
        let shape = shape_of(a.shape());
        let len = a.len();
        if !a.is_standard_layout() {
            return Self::from_vec(shape, logical_order(&a, len)?);
        }
        // row-major and contiguous: the elements are `len` values from the logical start
        let (mut values, offset) = a.into_raw_vec_and_offset();
        match offset {
            Some(0) | None => {
                values.truncate(len);
                Self::from_vec(shape, values)
            }
            Some(start) => match values.get(start..start + len) {
                Some(elements) => Self::from_slice(shape, elements),
                None => Err(Error::internal("an ndarray array in standard layout outside its vector")),
            },
        }
    }

    /// The array holding a copy of the elements of any ndarray array or view (owned,
    /// borrowed, shared), in row-major order whatever its memory order (a `memcpy` when
    /// the memory order is row-major and contiguous).
    ///
    /// ```
    /// use ndarray::s;
    /// use systole_frontend::prelude::*;
    ///
    /// let grid = ndarray::Array::from_shape_fn((3, 3), |(i, j)| (3 * i + j) as u8);
    /// let transposed = Array::<u8, 2>::try_from_ndarray_ref(&grid.t())?;
    /// assert_eq!(transposed.to_vec(), [0, 3, 6, 1, 4, 7, 2, 5, 8]);
    /// let corner = Array::<u8, 2>::try_from_ndarray_ref(&grid.slice(s![1.., 1..]))?;
    /// assert_eq!(corner.to_vec(), [4, 5, 7, 8]);
    /// # Ok::<(), Error>(())
    /// ```
    pub fn try_from_ndarray_ref<S: Data<Elem = T>>(a: &ArrayBase<S, Dim<[usize; N]>>) -> Result<Self, Error> {
        let shape = shape_of(a.shape());
        match a.as_slice() {
            Some(elements) => Self::from_slice(shape, elements),
            None => Self::from_vec(shape, logical_order(a, a.len())?),
        }
    }

    /// The elements as an owned ndarray array (row-major, `Dim<[usize; N]>`): the storage
    /// of an array of scalars that alone holds it on the host is moved, not copied (as
    /// [`Array::into_vec`]).
    ///
    /// # Panics
    ///
    /// Where [`Array::into_vec`] does: [`Array::try_into_ndarray`] returns the error
    /// instead.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let a = Array::from_fn([2, 3], |[i, j]| (i * 3 + j) as f64);
    /// let n = a.into_ndarray();
    /// assert_eq!(n[[1, 2]], 5.0);
    /// assert_eq!(n.shape(), &[2, 3]);
    /// ```
    #[track_caller]
    #[expect(clippy::panic, reason = "documented panic; Array::try_into_ndarray returns the error")]
    pub fn into_ndarray(self) -> ndarray::Array<T, Dim<[usize; N]>> {
        self.try_into_ndarray().unwrap_or_else(|e| panic!("systole: {e}"))
    }

    /// [`Array::into_ndarray`], with the error of copying the array from its device or of
    /// allocating the copy.
    pub fn try_into_ndarray(self) -> Result<ndarray::Array<T, Dim<[usize; N]>>, Error> {
        let shape = self.shape();
        let values = self.try_into_vec()?;
        ndarray::Array::from_shape_vec(shape, values)
            .map_err(|e| Error::internal(format!("an array's elements do not fill its shape: {e}")))
    }
}

impl<T: ScalarElt, const N: usize> Array<T, N>
where
    [usize; N]: IntoDimension<Dim = Dim<[usize; N]>>,
    Dim<[usize; N]>: Dimension,
{
    /// The elements as an ndarray view, without copying (scalar element types; a tuple
    /// array is one buffer per component: view those with [`Array::as_slices`]).
    ///
    /// # Panics
    ///
    /// Where [`Array::as_slice`] does: [`Array::try_view`] returns the error instead.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let a = Array::from_fn([2, 3], |[i, j]| (i * 3 + j) as f32);
    /// let v = a.view();
    /// assert_eq!(v[[1, 0]], 3.0);
    /// assert_eq!(v.column(2).to_vec(), [2.0, 5.0]);
    /// assert_eq!(v.sum(), 15.0);
    /// assert_eq!(v.as_ptr(), a.as_slice().as_ptr(), "no copy");
    /// ```
    #[track_caller]
    #[expect(clippy::panic, reason = "documented panic; Array::try_view returns the error")]
    pub fn view(&self) -> ArrayView<'_, T, Dim<[usize; N]>> {
        self.try_view().unwrap_or_else(|e| panic!("systole: {e}"))
    }

    /// [`Array::view`], with the error of copying the array from its device.
    pub fn try_view(&self) -> Result<ArrayView<'_, T, Dim<[usize; N]>>, Error> {
        ArrayView::from_shape(self.shape(), self.try_as_slice()?)
            .map_err(|e| Error::internal(format!("an array's elements do not fill its shape: {e}")))
    }
}

impl<T: Elt, const N: usize> From<ndarray::Array<T, Dim<[usize; N]>>> for Array<T, N>
where
    [usize; N]: IntoDimension<Dim = Dim<[usize; N]>>,
    Dim<[usize; N]>: Dimension,
{
    /// [`Array::try_from_ndarray`]: any memory order, without a copy where the storage
    /// allows it.
    ///
    /// # Panics
    ///
    /// When a copy the conversion needs does not fit in memory: [`Array::try_from_ndarray`]
    /// returns the error instead.
    ///
    /// ```
    /// use ndarray::ShapeBuilder;
    /// use systole_frontend::prelude::*;
    ///
    /// let c_order = ndarray::Array::from_shape_vec((2, 2), vec![1.0f32, 2.0, 3.0, 4.0]).unwrap();
    /// let at = c_order.as_ptr();
    /// let a: Matrix<f32> = c_order.into();
    /// assert_eq!(a.as_slice().as_ptr(), at, "no copy");
    ///
    /// let fortran = ndarray::Array::from_shape_vec((2, 2).f(), vec![1.0f32, 3.0, 2.0, 4.0]).unwrap();
    /// assert_eq!(Matrix::from(fortran), a);
    /// ```
    #[track_caller]
    #[expect(clippy::panic, reason = "documented panic; Array::try_from_ndarray returns the error")]
    fn from(a: ndarray::Array<T, Dim<[usize; N]>>) -> Self {
        Self::try_from_ndarray(a).unwrap_or_else(|e| panic!("systole: converting an ndarray array: {e}"))
    }
}

impl<T: Elt, const N: usize> From<ArrayView<'_, T, Dim<[usize; N]>>> for Array<T, N>
where
    [usize; N]: IntoDimension<Dim = Dim<[usize; N]>>,
    Dim<[usize; N]>: Dimension,
{
    /// [`Array::try_from_ndarray_ref`]: a copy in row-major order, whatever the view's
    /// strides.
    ///
    /// # Panics
    ///
    /// When the copy does not fit in memory: [`Array::try_from_ndarray_ref`] returns the
    /// error instead.
    ///
    /// ```
    /// use ndarray::s;
    /// use systole_frontend::prelude::*;
    ///
    /// let grid = ndarray::Array::from_shape_fn((4, 4), |(i, j)| (4 * i + j) as i64);
    /// let inner = Matrix::from(grid.slice(s![1..3, 1..3]));
    /// assert_eq!(inner.to_vec(), [5, 6, 9, 10]);
    /// ```
    #[track_caller]
    #[expect(clippy::panic, reason = "documented panic; Array::try_from_ndarray_ref returns the error")]
    fn from(a: ArrayView<'_, T, Dim<[usize; N]>>) -> Self {
        Self::try_from_ndarray_ref(&a).unwrap_or_else(|e| panic!("systole: converting an ndarray view: {e}"))
    }
}

/// A fixed-rank shape from ndarray's slice of it (of length `N` for `Dim<[usize; N]>`).
fn shape_of<const N: usize>(dims: &[usize]) -> [usize; N] {
    let mut shape = [0usize; N];
    for (s, &d) in shape.iter_mut().zip(dims) {
        *s = d;
    }
    shape
}

/// The `len` elements of `a` in row-major (logical) order, whatever its memory order.
fn logical_order<T: Elt, S: Data<Elem = T>, D: Dimension>(
    a: &ArrayBase<S, D>,
    len: usize,
) -> Result<Vec<T>, Error> {
    let mut values = crate::memory::try_vec(len, "the row-major copy of an ndarray array")?;
    values.extend(a.iter().copied());
    Ok(values)
}

#[cfg(test)]
mod tests {
    use ndarray::{ShapeBuilder, s};

    use crate::prelude::*;

    /// The elements of `a` in row-major order, read one index at a time (the reference).
    fn reference<T: Copy>(a: &ndarray::Array3<T>) -> Vec<T> {
        let (p, q, r) = a.dim();
        let mut out = Vec::new();
        for i in 0..p {
            for j in 0..q {
                for k in 0..r {
                    out.push(a[[i, j, k]]);
                }
            }
        }
        out
    }

    #[test]
    fn every_memory_order_converts_in_row_major_order() {
        let values: Vec<i32> = (0..60).collect();
        let c = ndarray::Array::from_shape_vec((3, 4, 5), values.clone()).unwrap();
        let f = ndarray::Array::from_shape_vec((3, 4, 5).f(), values.clone()).unwrap();
        assert!(c.is_standard_layout() && !f.is_standard_layout());
        for (what, n) in [("C", c.clone()), ("Fortran", f.clone())] {
            let want = reference(&n);
            assert_eq!(Array::<i32, 3>::from(n.clone()).to_vec(), want, "{what}, owned");
            assert_eq!(Array::<i32, 3>::from(n.view()).to_vec(), want, "{what}, view");
            // permuted axes, reversed and strided slices, owned and borrowed
            let permuted = n.clone().permuted_axes([2, 0, 1]);
            assert_eq!(Array::<i32, 3>::from(permuted.clone()).to_vec(), reference(&permuted), "{what}");
            let sliced = n.slice(s![1.., ..;-2, 1..4;2]).to_owned();
            let moved = n.clone().slice_move(s![1.., ..;-2, 1..4;2]);
            assert_eq!(moved, sliced);
            let got = Array::<i32, 3>::from(moved);
            assert_eq!((got.shape(), got.to_vec()), ([2, 2, 2], reference(&sliced)), "{what}");
            let view = Array::<i32, 3>::from(n.slice(s![.., 1..3, ..]));
            assert_eq!(view.to_vec(), reference(&n.slice(s![.., 1..3, ..]).to_owned()), "{what}");
        }
        // the first rows cut off an owned C-order array: contiguous, at an offset
        let tail = c.clone().slice_move(s![1.., .., ..]);
        assert!(tail.is_standard_layout());
        assert_eq!(Array::<i32, 3>::from(tail).to_vec(), values[20..]);
        let head = c.slice_move(s![..2, .., ..]);
        assert_eq!(Array::<i32, 3>::from(head).to_vec(), values[..40]);
    }

    #[test]
    fn row_major_vectors_are_moved_and_host_arrays_viewed_without_a_copy() {
        let n = ndarray::Array::from_shape_fn((2, 3), |(i, j)| (i * 3 + j) as f64);
        let at = n.as_ptr();
        let a = Matrix::from(n);
        assert_eq!(a.as_slice().as_ptr(), at);
        let v = a.view();
        assert_eq!((v.as_ptr(), v.dim(), v[[1, 1]]), (at, (2, 3), 4.0));
        let back = a.clone().into_ndarray();
        assert_ne!(back.as_ptr(), at, "the clone `a` still holds the storage: copied");
        let back = a.into_ndarray();
        assert_eq!((back.as_ptr(), back[[0, 2]]), (at, 2.0));
        // ranks 0 and 1, and empty arrays
        assert_eq!(Array::<u8, 0>::from(ndarray::arr0(7u8)).value(), 7);
        assert_eq!(Vector::from(ndarray::Array1::<i16>::zeros(0)).len(), 0);
        let empty = Array::<f32, 2>::from_vec([0, 3], vec![]).unwrap();
        assert_eq!(empty.view().dim(), (0, 3));
        assert_eq!(empty.into_ndarray().shape(), &[0, 3]);
    }

    /// Images (`batch x channel x height x width`) and rank 6, both memory orders, both ways.
    #[test]
    fn ranks_4_and_6_convert_in_row_major_order_both_ways() {
        let values: Vec<i32> = (0..2 * 3 * 4 * 5).collect();
        let c = ndarray::Array::from_shape_vec((2, 3, 4, 5), values.clone()).unwrap();
        let f = ndarray::Array::from_shape_vec((2, 3, 4, 5).f(), values.clone()).unwrap();
        for (what, n) in [("C", c), ("Fortran", f)] {
            let a = Array::<i32, 4>::from(n.clone());
            assert_eq!(a.shape(), [2, 3, 4, 5], "{what}");
            for ix in [[0, 0, 0, 0], [1, 2, 3, 4], [1, 0, 2, 1], [0, 2, 0, 3]] {
                assert_eq!(a.get(ix), Some(n[ix]), "{what} at {ix:?}");
            }
            assert_eq!(a.view(), n.view(), "{what}");
            assert_eq!(a.into_ndarray(), n, "{what}");
        }
        let n6 = ndarray::Array::from_shape_fn((2, 1, 3, 2, 2, 3), |(a, b, c, d, e, f)| {
            [a, b, c, d, e, f].iter().fold(0u32, |acc, &i| acc * 10 + i as u32)
        });
        let f6 = n6.t().to_owned(); // reversed axes: Fortran order
        for (what, n) in [("C", n6), ("Fortran", f6)] {
            let a = Array::<u32, 6>::from(n.clone());
            assert_eq!(a.shape(), <[usize; 6]>::try_from(n.shape()).unwrap(), "{what}");
            assert_eq!(a.to_vec(), n.iter().copied().collect::<Vec<_>>(), "{what}: logical order");
            assert_eq!(a.into_ndarray(), n, "{what}");
        }
    }

    #[test]
    fn tuple_elements_convert_both_ways() {
        let n = ndarray::Array::from_shape_fn((2, 2).f(), |(i, j)| (i as u8, j as f32 * 0.5));
        let a = Matrix::from(n.clone());
        assert_eq!(a.to_vec(), [(0, 0.0), (0, 0.5), (1, 0.0), (1, 0.5)]);
        assert_eq!(a.into_ndarray(), n);
    }
}
