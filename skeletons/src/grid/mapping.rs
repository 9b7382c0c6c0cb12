//! Thread-index mappings: which element of a 2D extent each thread of an element-wise
//! kernel computes (Prasetya, "Improving Performance in Structured GPGPU Workloads via
//! Specialized Thread Schedules", 2022).
//!
//! By default ([`ThreadMapping::Linear`]) the skeletons launch a 2D grid whose x runs along
//! rows: consecutive warps cover a row, then the next. A stencil's or a matrix product's
//! neighbouring reads then come from rows far apart in time, and the cache may have lost
//! them. [`ThreadMapping::Column`] walks the extent in vertical strips `width` columns wide,
//! row by row within a strip (the last strip narrower where `width` does not divide the
//! row), so consecutive threads stay within a small window that the cache holds;
//! [`ThreadMapping::Zigzag`] reverses every other row of a strip, so that a warp that spans
//! two rows of a strip not a multiple of 32 wide reads neighbouring columns.
//!
//! A mapping is a function from a thread's position `i` in launch order to a position
//! `[row, column]`, written with systole's scalar expressions ([`IndexMapping`]), so a user
//! can add one (say, Morton order) without touching the backend. The skeletons launch a 1D
//! grid over `rows x columns` (times the planes of a rank-3 extent) and compute the mapping
//! per element; what depends only on the extent is hoisted out of the grid-stride loop by
//! LLVM, and NVPTX divides 64-bit integers with 32-bit instructions when both operands fit.
//! Element-wise kernels (`generate`, fused `map`s) and the naive stencil apply it to extents
//! of rank 2 and 3.

use std::fmt;
use std::sync::Arc;

use systole_frontend::exp::trace_index_fn;
use systole_frontend::ir::Fun;
use systole_frontend::{Error, Exp, Int, select};
use systole_fusion::ArrayVar;

/// A user-defined thread mapping (see the module documentation).
///
/// ```
/// use systole_frontend::Exp;
/// use systole_skeletons::grid::{IndexMapping, ThreadMapping};
///
/// /// Rows in reverse order (a bijection, like every mapping must be).
/// #[derive(Debug)]
/// struct Upward;
///
/// impl IndexMapping for Upward {
///     fn position(&self, i: Exp<i64>, rows: Exp<i64>, columns: Exp<i64>) -> [Exp<i64>; 2] {
///         [rows - 1 - i / columns, i % columns]
///     }
/// }
///
/// let mapping = ThreadMapping::custom(Upward);
/// assert!(mapping.position_fn().unwrap().is_some());
/// ```
pub trait IndexMapping: fmt::Debug + Send + Sync {
    /// The position `[row, column]` that thread `i` (in launch order) computes in an extent
    /// of `rows x columns`, for `0 <= i < rows * columns`; every position exactly once.
    fn position(&self, i: Exp<i64>, rows: Exp<i64>, columns: Exp<i64>) -> [Exp<i64>; 2];

    /// The same position in 32-bit arithmetic, which the GPU takes for extents of fewer
    /// than 2^31 positions (a GPU has no integer division: a 32-bit one costs about half
    /// the instructions of a 64-bit one). `None` (the default): [`IndexMapping::position`]
    /// for every extent. Where given, it must agree with `position` wherever `rows *
    /// columns < 2^31`.
    fn position_u32(&self, i: Exp<u32>, rows: Exp<u32>, columns: Exp<u32>) -> Option<[Exp<u32>; 2]> {
        let _ = (i, rows, columns);
        None
    }
}

/// A thread mapping's position functions, traced (see [`IndexMapping`]): `wide` computes in
/// 64-bit for every extent, `narrow` (where the mapping has one) in 32-bit for extents of
/// fewer than 2^31 positions. Both take `(i, rows, columns)` as `i64`s and return
/// `[row, column]` as `i64`s.
#[derive(Clone, Debug)]
pub struct PositionFn {
    /// The position for every extent.
    pub wide: Fun<ArrayVar>,
    /// The position computed in 32-bit, for extents of fewer than 2^31 positions.
    pub narrow: Option<Fun<ArrayVar>>,
}

/// The largest extent, in positions, that [`PositionFn::narrow`] maps.
pub const NARROW_POSITIONS: i64 = i32::MAX as i64;

/// Which element each thread of an element-wise kernel computes (per backend:
/// `systole::Gpu::with_thread_mapping`).
#[derive(Clone, Debug, Default)]
pub enum ThreadMapping {
    /// Row after row, the skeletons' own 2D grid (no remapping).
    #[default]
    Linear,
    /// Vertical strips of `width` columns, row by row within a strip.
    Column {
        /// Columns per strip (at least 1).
        width: u32,
    },
    /// As [`ThreadMapping::Column`], every other row of a strip walked right to left.
    Zigzag {
        /// Columns per strip (at least 1).
        width: u32,
    },
    /// A mapping of the user's.
    Custom(Arc<dyn IndexMapping>),
}

impl ThreadMapping {
    /// A mapping of the user's.
    pub fn custom(mapping: impl IndexMapping + 'static) -> ThreadMapping {
        ThreadMapping::Custom(Arc::new(mapping))
    }

    /// The position functions `(i, rows, columns) -> [row, column]`, traced; `None` for
    /// [`ThreadMapping::Linear`]. A strip of width 0 is a build error.
    pub fn position_fn(&self) -> Result<Option<PositionFn>, Error> {
        /// `narrow` traced over `i64`s: the arguments truncated to `u32`, the results
        /// widened back.
        fn narrowed(
            narrow: impl FnOnce(Exp<u32>, Exp<u32>, Exp<u32>) -> Option<[Exp<u32>; 2]>,
        ) -> Result<Option<Fun<ArrayVar>>, Error> {
            let mut given = true;
            let f = trace_index_fn(|[i, rows, columns]| {
                let at = narrow(i.cast(), rows.cast(), columns.cast());
                given = at.is_some();
                at.map_or([i, i], |at| at.map(|x| x.cast()))
            })?;
            Ok(given.then_some(f))
        }
        let strips = |width: u32, zigzag: bool| {
            if width == 0 {
                return Err(Error::Build(
                    "a column or zigzag thread mapping needs a width of at least 1".into(),
                ));
            }
            Ok(PositionFn {
                wide: trace_index_fn(move |[i, rows, columns]| {
                    strip_position(i, rows, columns, i64::from(width), zigzag)
                })?,
                narrow: narrowed(|i, rows, columns| Some(strip_position(i, rows, columns, width, zigzag)))?,
            })
        };
        Ok(Some(match self {
            ThreadMapping::Linear => return Ok(None),
            ThreadMapping::Column { width } => strips(*width, false)?,
            ThreadMapping::Zigzag { width } => strips(*width, true)?,
            ThreadMapping::Custom(m) => PositionFn {
                wide: trace_index_fn(|[i, rows, columns]| m.position(i, rows, columns))?,
                narrow: narrowed(|i, rows, columns| m.position_u32(i, rows, columns))?,
            },
        }))
    }
}

/// The position of thread `i` in vertical strips of `width` columns (equations 4.1-4.7 of
/// the thesis; the zigzag's reversed rows are the odd ones), in `i64` or `u32` arithmetic.
fn strip_position<T: Int>(i: Exp<T>, rows: Exp<T>, columns: Exp<T>, width: T, zigzag: bool) -> [Exp<T>; 2]
where
    Exp<T>: From<T>,
{
    // no wider than the extent (the same positions): in `u32`, `rows * width` must not
    // pass `rows * columns`
    let width = columns.min(width);
    let strip_size = rows * width;
    let strip = i / strip_size;
    let offset = strip * width;
    let strip_width = (columns - offset).min(width);
    let within = i - strip * strip_size;
    let row = within / strip_width;
    let mut column = within - row * strip_width;
    if zigzag {
        let odd = (row & T::from_i64(1)).eq(T::from_i64(1));
        column = select(odd, strip_width - T::from_i64(1) - column, column);
    }
    [row, offset + column]
}

#[cfg(test)]
mod tests {
    use systole_frontend::Value;
    use systole_frontend::elt::Scalar;
    use systole_frontend::interp::Evaluator;

    use super::*;

    /// Every position of `rows x columns`, in thread order (the 64-bit function's, after
    /// checking that the 32-bit one, where there is one, agrees).
    fn positions(mapping: &ThreadMapping, rows: i64, columns: i64) -> Vec<(i64, i64)> {
        let f = mapping.position_fn().unwrap().expect("a remapping");
        let wide = evaluate(&f.wide, rows, columns, 0..rows * columns);
        if let Some(narrow) = &f.narrow {
            assert_eq!(
                evaluate(narrow, rows, columns, 0..rows * columns),
                wide,
                "{mapping:?}: 32-bit and 64-bit positions differ"
            );
        }
        wide
    }

    /// The positions `f` gives the `threads` of `rows x columns`, in their order.
    fn evaluate(
        f: &Fun<ArrayVar>,
        rows: i64,
        columns: i64,
        threads: impl IntoIterator<Item = i64>,
    ) -> Vec<(i64, i64)> {
        let mut eval = Evaluator::new(f, |_| unreachable!("a mapping reads no array"));
        threads
            .into_iter()
            .map(|i| {
                let args = [i, rows, columns].map(|v| Value::Scalar(Scalar::I64(v)));
                let v = eval.call(&args).unwrap();
                let [r, c] = [0, 1].map(|k| match &v {
                    Value::Tuple(parts) => parts[k].as_scalar().unwrap().to_i64(),
                    _ => panic!("an index"),
                });
                (r, c)
            })
            .collect()
    }

    #[test]
    fn column_and_zigzag_mappings_visit_every_position_once() {
        for mapping in [
            ThreadMapping::Column { width: 4 },
            ThreadMapping::Zigzag { width: 3 },
            ThreadMapping::Column { width: 64 },
        ] {
            for (rows, columns) in [(1, 1), (5, 7), (6, 4), (3, 100)] {
                let mut seen = positions(&mapping, rows, columns);
                seen.sort_unstable();
                let all: Vec<(i64, i64)> =
                    (0..rows).flat_map(|r| (0..columns).map(move |c| (r, c))).collect();
                assert_eq!(seen, all, "{mapping:?} on {rows}x{columns}");
            }
        }
    }

    #[test]
    fn strips_go_down_before_across_and_zigzag_reverses_odd_rows() {
        let column = positions(&ThreadMapping::Column { width: 2 }, 3, 5);
        assert_eq!(
            column,
            [
                (0, 0),
                (0, 1),
                (1, 0),
                (1, 1),
                (2, 0),
                (2, 1),
                (0, 2),
                (0, 3),
                (1, 2),
                (1, 3),
                (2, 2),
                (2, 3),
                (0, 4),
                (1, 4),
                (2, 4)
            ]
        );
        let zigzag = positions(&ThreadMapping::Zigzag { width: 2 }, 3, 5);
        assert_eq!(&zigzag[..6], [(0, 0), (0, 1), (1, 1), (1, 0), (2, 0), (2, 1)]);
        assert!(ThreadMapping::Column { width: 0 }.position_fn().is_err());
        assert!(ThreadMapping::Linear.position_fn().unwrap().is_none());
    }

    #[test]
    fn the_32_bit_form_holds_where_strips_are_wider_than_the_extent() {
        // 4 294 968 rows of 3 columns in strips 1000 wide: `rows * 1000` does not fit in
        // `u32` (it would wrap to 704), `rows * columns` does
        let (rows, columns) = (4_294_968i64, 3i64);
        for mapping in [ThreadMapping::Column { width: 1000 }, ThreadMapping::Zigzag { width: 1000 }] {
            let f = mapping.position_fn().unwrap().unwrap();
            let at = |g: &Fun<ArrayVar>, i: i64| {
                let [(row, column)] = evaluate(g, rows, columns, [i])[..] else { unreachable!("one thread") };
                [row, column]
            };
            for i in [0, 1, 2, 3, 4, 704, 7_500_001, rows * columns - 1] {
                let (row, column) = (i / columns, i % columns);
                let column = match (&mapping, row % 2) {
                    (ThreadMapping::Zigzag { .. }, 1) => columns - 1 - column,
                    _ => column,
                };
                assert_eq!(at(&f.wide, i), [row, column], "{mapping:?} at {i}");
                assert_eq!(at(f.narrow.as_ref().unwrap(), i), [row, column], "{mapping:?} at {i}, 32-bit");
            }
        }
    }

    #[test]
    fn built_in_mappings_and_custom_ones_that_give_it_have_a_32_bit_form() {
        /// Columns of a row in reverse order, with or without its 32-bit form.
        #[derive(Debug)]
        struct Backwards {
            narrow: bool,
        }
        impl IndexMapping for Backwards {
            fn position(&self, i: Exp<i64>, _rows: Exp<i64>, columns: Exp<i64>) -> [Exp<i64>; 2] {
                [i / columns, columns - 1 - i % columns]
            }
            fn position_u32(&self, i: Exp<u32>, _rows: Exp<u32>, columns: Exp<u32>) -> Option<[Exp<u32>; 2]> {
                self.narrow.then(|| [i / columns, columns - 1 - i % columns])
            }
        }
        let narrow = |m: &ThreadMapping| m.position_fn().unwrap().unwrap().narrow.is_some();
        assert!(narrow(&ThreadMapping::Column { width: 32 }));
        assert!(narrow(&ThreadMapping::Zigzag { width: 32 }));
        assert!(!narrow(&ThreadMapping::custom(Backwards { narrow: false })));
        let custom = ThreadMapping::custom(Backwards { narrow: true });
        assert!(narrow(&custom));
        assert_eq!(positions(&custom, 2, 3), [(0, 2), (0, 1), (0, 0), (1, 2), (1, 1), (1, 0)]);
    }
}
