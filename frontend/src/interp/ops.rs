//! The collective operations on evaluated arrays, shared by the interpreter of programs and
//! the interpreter of fused plans (`systole-fusion`).
//!
//! Each takes its inputs as arrays and its scalar functions as closures, and loops in the
//! reference order: indices in row-major order, rows left to right (right to left for the
//! right scans), permute sources in row-major order.

use crate::array::{ArrayData, linear_index, shape_size, unlinear_index};
use crate::elt::{Scalar, Type, Value};
use crate::error::Error;
use crate::ir::{Boundary, Direction};
use crate::memory::try_vec;

/// A scalar function as the operations call it.
pub type ScalarFn<'a> = dyn FnMut(&[Value]) -> Result<Value, Error> + 'a;

/// Room for the values of an array of `shape` as the interpreter holds them (a [`Value`]
/// each), or [`Error::OutOfMemory`] before anything is computed.
pub fn values_for(shape: &[usize]) -> Result<Vec<Value>, Error> {
    try_vec(shape_size(shape)?, &format!("the interpreter's values of an array of shape {shape:?}"))
}

/// `out[ix] = f(ix)` for every index of `shape`.
pub fn generate(shape: Vec<usize>, elt: Type, f: &mut ScalarFn<'_>) -> Result<ArrayData, Error> {
    let mut values = values_for(&shape)?;
    for i in 0..shape_size(&shape)? {
        values.push(f(&[Value::index(&unlinear_index(&shape, i))])?);
    }
    ArrayData::from_values(shape, elt, &values)
}

/// The intersection of several shapes of the same rank.
pub fn intersection<'a>(shapes: impl IntoIterator<Item = &'a [usize]>) -> Vec<usize> {
    let mut it = shapes.into_iter();
    let first = it.next().map(<[usize]>::to_vec).unwrap_or_default();
    it.fold(first, |acc, s| acc.iter().zip(s).map(|(a, b)| *a.min(b)).collect())
}

/// `[.., n]` as (`[..]`, `n`).
fn split_innermost(shape: &[usize]) -> Result<(Vec<usize>, usize), Error> {
    let (n, outer) = shape
        .split_last()
        .ok_or_else(|| Error::internal("a reduction of the innermost dimension of a rank-0 array"))?;
    Ok((outer.to_vec(), *n))
}

/// Folds each row of the innermost dimension, from `seed` or (`fold1`) from the row's
/// first element: `f(acc, x)`.
pub fn fold(input: &ArrayData, seed: Option<Value>, f: &mut ScalarFn<'_>) -> Result<ArrayData, Error> {
    let (outer, n) = split_innermost(input.shape())?;
    let mut values = values_for(&outer)?;
    for row in 0..shape_size(&outer)? {
        let mut xs = (0..n).map(|k| input.get_linear(row * n + k));
        let mut acc = match &seed {
            Some(z) => z.clone(),
            None => xs
                .next()
                .ok_or_else(|| Error::EmptyReduction { operation: "fold1", shape: input.shape().to_vec() })?,
        };
        for x in xs {
            acc = f(&[acc, x])?;
        }
        values.push(acc);
    }
    ArrayData::from_values(outer, input.elt().clone(), &values)
}

/// Folds the segments of a vector cut by CSR `offsets` (`Consumer::FoldSeg`): segment `k`
/// is `input[o_k .. o_k+1]` (empty where `o_k+1 <= o_k`), folded in order from its first
/// element, then the seed in front (`f(seed, x0 ⊕ .. ⊕ xk)`, as the other constructions of
/// `fold_seg` compute it; the seed alone where the segment is empty). An offset outside
/// `0 ..= input length` of a non-empty segment is [`Error::IndexOutOfBounds`]; `fold1_seg` of
/// an empty segment is [`Error::EmptyReduction`].
pub fn fold_seg(
    input: &ArrayData,
    offsets: &ArrayData,
    seed: Option<Value>,
    f: &mut ScalarFn<'_>,
) -> Result<ArrayData, Error> {
    let m = offsets.len();
    let segments = m.saturating_sub(1);
    let at = |k: usize| match offsets.get_linear(k) {
        Value::Scalar(s) if s.ty().is_int() => Ok(s.to_i64()),
        _ => Err(Error::internal("the offsets of a segmented fold are not integers")),
    };
    let n = input.len();
    let mut values = values_for(&[segments])?;
    for k in 0..segments {
        let (lo, hi) = (at(k)?, at(k + 1)?);
        let mut acc = None;
        if hi > lo {
            for j in [lo, hi - 1] {
                if j < 0 || j as u128 >= n as u128 {
                    return Err(Error::IndexOutOfBounds {
                        operation: "fold_seg",
                        index: vec![j],
                        shape: vec![n],
                    });
                }
            }
            for j in lo..hi {
                let x = input.get_linear(j as usize);
                acc = Some(match acc {
                    Some(a) => f(&[a, x])?,
                    None => x,
                });
            }
        }
        let value = match (&seed, acc) {
            (Some(z), Some(a)) => f(&[z.clone(), a])?,
            (Some(z), None) => z.clone(),
            (None, acc) => {
                acc.ok_or_else(|| Error::EmptyReduction { operation: "fold1_seg", shape: vec![n] })?
            }
        };
        values.push(value);
    }
    ArrayData::from_values(vec![segments], input.elt().clone(), &values)
}

/// Scans each row of the innermost dimension. Inclusive without a seed, exclusive with one
/// (then the totals of the rows are returned too). Left scans combine `f(acc, x)`, right
/// scans `f(x, acc)`.
pub fn scan(
    input: &ArrayData,
    seed: Option<Value>,
    direction: Direction,
    f: &mut ScalarFn<'_>,
) -> Result<(ArrayData, Option<ArrayData>), Error> {
    let (outer, n) = split_innermost(input.shape())?;
    let mut out = values_for(input.shape())?;
    out.resize(input.len(), Value::Tuple(vec![]));
    let mut totals = values_for(&outer)?;
    for row in 0..shape_size(&outer)? {
        let order: Vec<usize> = match direction {
            Direction::Left => (0..n).collect(),
            Direction::Right => (0..n).rev().collect(),
        };
        let combine = |f: &mut ScalarFn<'_>, acc: Value, x: Value| match direction {
            Direction::Left => f(&[acc, x]),
            Direction::Right => f(&[x, acc]),
        };
        match &seed {
            None => {
                let mut acc: Option<Value> = None;
                for k in order {
                    let x = input.get_linear(row * n + k);
                    let v = match acc {
                        None => x,
                        Some(a) => combine(f, a, x)?,
                    };
                    out[row * n + k] = v.clone();
                    acc = Some(v);
                }
            }
            Some(z) => {
                let mut acc = z.clone();
                for k in order {
                    out[row * n + k] = acc.clone();
                    acc = combine(f, acc, input.get_linear(row * n + k))?;
                }
                totals.push(acc);
            }
        }
    }
    let scanned = ArrayData::from_values(input.shape().to_vec(), input.elt().clone(), &out)?;
    let totals = match seed {
        Some(_) => Some(ArrayData::from_values(outer, input.elt().clone(), &totals)?),
        None => None,
    };
    Ok((scanned, totals))
}

/// Stream compaction of a vector: the elements `x` with `pred(x)`, in order, and how many
/// there are (a rank-0 `i64`).
pub fn compact(input: &ArrayData, pred: &mut ScalarFn<'_>) -> Result<(ArrayData, ArrayData), Error> {
    let mut kept = values_for(input.shape())?;
    for i in 0..input.len() {
        let x = input.get_linear(i);
        match pred(std::slice::from_ref(&x))? {
            Value::Scalar(Scalar::Bool(true)) => kept.push(x),
            Value::Scalar(Scalar::Bool(false)) => {}
            _ => return Err(Error::internal("a compaction's predicate is not a bool")),
        }
    }
    let count = Value::Scalar(Scalar::I64(kept.len() as i64));
    let kept = ArrayData::from_values(vec![kept.len()], input.elt().clone(), &kept)?;
    Ok((kept, ArrayData::from_values(vec![], Type::Scalar(crate::elt::ScalarType::I64), &[count])?))
}

/// Forward permutation into a copy of `defaults`: `index(ix)` returns `(valid, target)`;
/// `out[target] = combine(input[ix], out[target])` for valid targets inside `defaults`.
pub fn permute(
    input: &ArrayData,
    defaults: &ArrayData,
    index: &mut ScalarFn<'_>,
    combine: &mut ScalarFn<'_>,
) -> Result<ArrayData, Error> {
    let mut out = values_for(defaults.shape())?;
    out.extend((0..defaults.len()).map(|i| defaults.get_linear(i)));
    for i in 0..input.len() {
        let target = index(&[Value::index(&unlinear_index(input.shape(), i))])?;
        let (valid, j) = match target.as_tuple() {
            Some([Value::Scalar(Scalar::Bool(valid)), j]) => (*valid, j.to_index()),
            _ => return Err(Error::internal("permute target is not (bool, index)")),
        };
        let j = j.ok_or_else(|| Error::internal("permute target index"))?;
        if let (true, Some(lin)) = (valid, linear_index(defaults.shape(), &j)) {
            out[lin] = combine(&[input.get_linear(i), out[lin].clone()])?;
        }
    }
    ArrayData::from_values(defaults.shape().to_vec(), defaults.elt().clone(), &out)
}

/// `input` (a vector) sorted stably in ascending order of `key(x)`, an unsigned integer
/// (see `Consumer::Sort`).
pub fn sort(input: &ArrayData, key: &mut ScalarFn<'_>) -> Result<ArrayData, Error> {
    let mut keyed: Vec<(u64, usize)> = Vec::with_capacity(input.len());
    for i in 0..input.len() {
        let radix = key(&[input.get_linear(i)])?
            .as_scalar()
            .ok_or_else(|| Error::internal("a sort key that is not a scalar"))?;
        // an unsigned integer of at most 64 bits: its bits are its value
        keyed.push((radix.to_i64() as u64, i));
    }
    keyed.sort_by_key(|&(radix, _)| radix);
    let mut out = values_for(input.shape())?;
    out.extend(keyed.iter().map(|&(_, i)| input.get_linear(i)));
    ArrayData::from_values(input.shape().to_vec(), input.elt().clone(), &out)
}

/// One input of [`stencil`]: the array, the offsets of its taps, its boundary.
pub type StencilRead<'a> = (&'a ArrayData, &'a [Vec<i64>], &'a Boundary);

/// A stencil over the intersection of the inputs' shapes: `f` receives the values at every
/// tap of every input, in order.
pub fn stencil(inputs: &[StencilRead<'_>], elt: Type, f: &mut ScalarFn<'_>) -> Result<ArrayData, Error> {
    let shape = intersection(inputs.iter().map(|(a, _, _)| a.shape()));
    let mut values = values_for(&shape)?;
    let mut args = Vec::new();
    for i in 0..shape_size(&shape)? {
        let ix = unlinear_index(&shape, i);
        args.clear();
        for (array, offsets, boundary) in inputs {
            for off in offsets.iter() {
                args.push(read_boundary(array, boundary, &ix, off));
            }
        }
        values.push(f(&args)?);
    }
    ArrayData::from_values(shape, elt, &values)
}

/// Reads `array` at `ix + offset` following the boundary rule. The coordinates are
/// computed in `i128`, exactly, whatever the offsets (programs' offsets lie within
/// [`crate::Stencil::MAX_OFFSET`], where `i64` is exact too, as compiled code computes).
#[expect(
    clippy::expect_used,
    reason = "each boundary rule maps a coordinate into 0..n; a stencil over an empty array reads nothing"
)]
pub fn read_boundary(array: &ArrayData, boundary: &Boundary, ix: &[i64], offset: &[i64]) -> Value {
    let mut at = Vec::with_capacity(ix.len());
    for ((&i, &o), &n) in ix.iter().zip(offset).zip(array.shape()) {
        let c = i128::from(i) + i128::from(o);
        let n = n as i128;
        let inside = match boundary {
            _ if (0..n).contains(&c) => c,
            Boundary::Clamp => c.clamp(0, n - 1),
            Boundary::Wrap => c.rem_euclid(n),
            Boundary::Mirror => mirror_wide(c, n),
            Boundary::Constant(v) => return v.clone(),
        };
        // inside 0..n, and n is an extent of an array in memory
        at.push(inside as i64);
    }
    array.get_linear(linear_index(array.shape(), &at).expect("boundary rules land inside"))
}

/// Reflection without repeating the edge, periodic with period `2 (n - 1)` (`n >= 1`).
pub fn mirror(c: i64, n: i64) -> i64 {
    mirror_wide(c.into(), n.into()) as i64
}

/// [`mirror`] in `i128`, where no coordinate or period overflows.
fn mirror_wide(c: i128, n: i128) -> i128 {
    if n == 1 {
        return 0;
    }
    let period = 2 * (n - 1);
    let m = c.rem_euclid(period);
    if m >= n { period - m } else { m }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mirror_reflects_without_repeating_the_edge() {
        let got: Vec<i64> = (-4..8).map(|c| mirror(c, 4)).collect();
        assert_eq!(got, vec![2, 3, 2, 1, 0, 1, 2, 3, 2, 1, 0, 1]);
        assert_eq!(mirror(-3, 1), 0);
        // no overflow at the ends of i64
        assert_eq!(mirror(i64::MIN, i64::MAX), mirror_wide(i64::MIN.into(), i64::MAX.into()) as i64);
        assert_eq!(mirror(i64::MAX, 3), 1);
    }

    #[test]
    fn reads_past_the_ends_of_i64_follow_the_boundary_exactly() {
        use crate::elt::ScalarType;
        let a = ArrayData::from_values(
            vec![5],
            Type::Scalar(ScalarType::I32),
            &(0..5).map(Value::from).collect::<Vec<_>>(),
        )
        .unwrap();
        let read = |b: &Boundary, i: i64, o: i64| read_boundary(&a, b, &[i], &[o]);
        assert_eq!(read(&Boundary::Clamp, 4, i64::MAX), Value::from(4));
        assert_eq!(read(&Boundary::Clamp, 0, i64::MIN), Value::from(0));
        // (4 + 2^63 - 1) mod 5 = 1, as 2^63 = 3 mod 5
        assert_eq!(read(&Boundary::Wrap, 4, i64::MAX), Value::from(1));
        assert_eq!(read(&Boundary::Constant(Value::from(-1)), 3, i64::MIN), Value::from(-1));
        assert_eq!(
            read(&Boundary::Mirror, 0, i64::MIN),
            Value::from(mirror_wide(i128::from(i64::MIN), 5) as i32)
        );
    }
}
