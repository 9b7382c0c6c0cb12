//! Stencil patterns, boundaries and the taps a stencil function receives.
//!
//! A stencil reads, for every output index `ix`, the input at `ix + offset` for each offset
//! of its [`Stencil`] pattern (any set of offsets, each component within
//! [`Stencil::MAX_OFFSET`]), and combines the values with a function. Reads outside the
//! input follow the [`Boundary`].
//!
//! Building a pattern takes `O(n log n)` for `n` offsets (duplicates are found by sorting),
//! and a pattern too large for memory is an error of the `try_` constructors, not an abort.

use std::cell::OnceCell;
use std::ops;
use std::panic::Location;

use crate::elt::Elt;
use crate::error::Error;
use crate::exp::Exp;
use crate::exp::tracer::{self, Raw};
use crate::ir;
use crate::memory;

/// How the GPU should compute a stencil, as a user asks for it: for every stencil of a
/// backend (`systole::Gpu::with_stencil_strategy`) or for one stencil
/// ([`crate::Acc::stencil_strategy`], which wins). Other backends ignore it. The register
/// tile and SSAM beat the naive skeleton on every benchmark stencil; SSAM reassociates float
/// sums, so the default keeps it for the wide weighted sums where it is much faster
/// (`docs/gpu.md`, `docs/perf/2026-11-25-ssam.md`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum StencilStrategy {
    /// The fastest skeleton measured for the stencil: the register tile where it applies
    /// (results equal to the interpreter's), except for weighted sums of more than 16 taps
    /// (a 5x5 box and wider, a 3x3x3 cube), which take SSAM's partial sums (see
    /// [`StencilStrategy::Ssam`]: float sums reassociated, weighted terms fused into
    /// multiply-adds) and dense filters wider than 9x9, which take the shared window
    /// ([`StencilStrategy::Window`]); the naive skeleton elsewhere. Choose
    /// [`StencilStrategy::RegisterCache`] for results bit for bit equal to the interpreter's.
    #[default]
    Auto,
    /// The naive skeleton for every stencil: one thread per output, a load per tap.
    Naive,
    /// The register tile wherever it applies (rank 2 and more, at most 16 columns of halo,
    /// taps that fit in registers); the naive skeleton elsewhere (and the compile report says
    /// why).
    RegisterCache,
    /// SSAM's partial sums in the register tile where the stencil function is a weighted sum
    /// of its taps (`post(⊕ over taps of w · x)`, see `systole_skeletons::grid::weighted_sum`): each column's taps are combined in the lane that
    /// holds them and one shuffle per column moves the partial result. Floating-point results
    /// may differ from the interpreter's in the last bits (the sum is reassociated by
    /// columns, and a float sum's weighted terms are fused multiply-adds, rounded once).
    /// Elsewhere as [`StencilStrategy::RegisterCache`].
    Ssam,
    /// The shared window where the stencil is 2D, of one input, and its function a `+`-sum of
    /// weighted taps covering a dense box of at most 33 taps a side (a convolution): a
    /// block's input window in shared memory and a loop over the filter's columns, code whose
    /// size (and compile time) grows with the filter's height, not its area. Float results
    /// as [`StencilStrategy::Ssam`]'s (reassociated, fused multiply-adds). Elsewhere as
    /// [`StencilStrategy::Ssam`]. `Auto` takes it for such filters of more than 81 taps.
    Window,
}

/// A stencil pattern of rank `D`: the offsets read around each output index, in order.
///
/// ```
/// use systole_frontend::prelude::*;
///
/// let cross = Stencil::new([[0, -1], [-1, 0], [0, 0], [1, 0], [0, 1]]);
/// assert_eq!(cross.len(), 5);
/// assert_eq!(Stencil::<2>::cube(1).len(), 9);
/// assert_eq!(Stencil::<3>::star(1).len(), 7);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Stencil<const D: usize> {
    offsets: Vec<[i64; D]>,
}

impl<const D: usize> Stencil<D> {
    /// The largest magnitude of an offset a stencil may use, in every dimension: `2^48`.
    /// An offset that large already reaches past every element of any array a 64-bit
    /// machine can hold, and within it every coordinate a stencil reads fits in an `i64`
    /// (the interpreter and the compiled backends then compute the same positions). A
    /// stencil with an offset beyond it is an [`Error::Build`] when the
    /// program is traced.
    pub const MAX_OFFSET: i64 = 1 << 48;

    /// A pattern with the given offsets (relative to the output index, innermost dimension
    /// last). The order is the order of the taps given to the stencil function. A repeated
    /// offset is kept once, where it first appears (in `O(n log n)` for `n` offsets).
    pub fn new(offsets: impl IntoIterator<Item = [i64; D]>) -> Self {
        let offsets: Vec<[i64; D]> = offsets.into_iter().collect();
        // a stable sort keeps equal offsets in the order they came: the first of each run
        // is the one kept
        let mut order: Vec<usize> = (0..offsets.len()).collect();
        order.sort_by_key(|&k| offsets[k]);
        let mut keep = vec![false; offsets.len()];
        for (i, &k) in order.iter().enumerate() {
            keep[k] = i == 0 || offsets[order[i - 1]] != offsets[k];
        }
        let offsets = offsets.into_iter().zip(keep).filter_map(|(o, keep)| keep.then_some(o)).collect();
        Stencil { offsets }
    }

    /// Every offset with all components in `-radius..=radius`, in row-major order: the
    /// `(2r+1)^D` box (no offsets for a negative radius).
    ///
    /// # Panics
    ///
    /// When the pattern does not fit in memory (a radius of 10^5 in 2D is 4 * 10^10 taps);
    /// [`Stencil::try_cube`] returns the error.
    #[track_caller]
    #[expect(clippy::panic, reason = "documented panic; Stencil::try_cube returns the error")]
    pub fn cube(radius: i64) -> Self {
        Self::try_cube(radius).unwrap_or_else(|e| panic!("Stencil::cube({radius}): {e}"))
    }

    /// [`Stencil::cube`], with [`Error::OutOfMemory`] when the
    /// pattern does not fit in memory.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// assert_eq!(Stencil::<1>::try_cube(100_000)?.len(), 200_001);
    /// assert!(Stencil::<3>::try_cube(1 << 40).is_err());
    /// # Ok::<(), Error>(())
    /// ```
    pub fn try_cube(radius: i64) -> Result<Self, Error> {
        if radius < 0 {
            return Ok(Stencil { offsets: vec![] });
        }
        let side = 2 * u128::from(radius.unsigned_abs()) + 1;
        let count = side.saturating_pow(D as u32);
        let mut offsets =
            pattern_vec::<D>(count, || format!("the {count} offsets of Stencil::cube({radius})"))?;
        let mut o = [-radius; D];
        // row-major order: the last component counts fastest
        for _ in 0..count {
            offsets.push(o);
            for d in (0..D).rev() {
                if o[d] < radius {
                    o[d] += 1;
                    break;
                }
                o[d] = -radius;
            }
        }
        Ok(Stencil { offsets })
    }

    /// The centre and the offsets along each axis up to `radius`, in row-major order: the
    /// star (cross) of `2 * D * r + 1` taps.
    ///
    /// # Panics
    ///
    /// When the pattern does not fit in memory; [`Stencil::try_star`] returns the error.
    #[track_caller]
    #[expect(clippy::panic, reason = "documented panic; Stencil::try_star returns the error")]
    pub fn star(radius: i64) -> Self {
        Self::try_star(radius).unwrap_or_else(|e| panic!("Stencil::star({radius}): {e}"))
    }

    /// [`Stencil::star`], with [`Error::OutOfMemory`] when the
    /// pattern does not fit in memory.
    pub fn try_star(radius: i64) -> Result<Self, Error> {
        if radius < 0 {
            return Ok(Stencil { offsets: vec![] });
        }
        let count = 2 * D as u128 * u128::from(radius.unsigned_abs()) + 1;
        let mut offsets =
            pattern_vec::<D>(count, || format!("the {count} offsets of Stencil::star({radius})"))?;
        offsets.push([0; D]);
        for d in 0..D {
            for k in (-radius..=radius).filter(|&k| k != 0) {
                let mut o = [0; D];
                o[d] = k;
                offsets.push(o);
            }
        }
        offsets.sort_unstable();
        Ok(Stencil { offsets })
    }

    /// The offsets, in tap order.
    pub fn offsets(&self) -> &[[i64; D]] {
        &self.offsets
    }

    /// The number of taps.
    pub fn len(&self) -> usize {
        self.offsets.len()
    }

    /// Whether the pattern has no taps.
    pub fn is_empty(&self) -> bool {
        self.offsets.is_empty()
    }

    /// The position of `offset` among the taps.
    pub fn position(&self, offset: [i64; D]) -> Option<usize> {
        self.offsets.iter().position(|o| *o == offset)
    }
}

/// Room for `count` offsets of rank `D`, or [`Error::OutOfMemory`] naming `what()`.
fn pattern_vec<const D: usize>(count: u128, what: impl FnOnce() -> String) -> Result<Vec<[i64; D]>, Error> {
    let bytes = count.saturating_mul(size_of::<[i64; D]>() as u128);
    match usize::try_from(count) {
        Ok(count) => memory::try_vec(count, &what()),
        Err(_) => Err(Error::OutOfMemory { bytes, what: what() }),
    }
}

/// The offsets of a pattern as the IR holds them, or why the pattern cannot be used: an
/// offset beyond [`Stencil::MAX_OFFSET`].
pub(crate) fn ir_offsets<const D: usize>(pattern: &Stencil<D>) -> Result<Vec<Vec<i64>>, String> {
    let limit = Stencil::<D>::MAX_OFFSET;
    match pattern.offsets.iter().find(|o| o.iter().any(|c| !(-limit..=limit).contains(c))) {
        Some(o) => Err(format!(
            "stencil: the offset {o:?} lies beyond ±2^48 (Stencil::MAX_OFFSET), past every element of any array"
        )),
        None => Ok(pattern.offsets.iter().map(|o| o.to_vec()).collect()),
    }
}

/// What a stencil reads outside its input (for an array of extent `n` in a dimension).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Boundary<T> {
    /// The nearest element inside: coordinate `-2` reads `0`, `n + 1` reads `n - 1`.
    Clamp,
    /// The input reflected at its edges without repeating the edge element: `-1` reads
    /// `1`, `n` reads `n - 2`; further out the reflection repeats periodically.
    Mirror,
    /// The input repeated periodically: `-1` reads `n - 1`, `n` reads `0`.
    Wrap,
    /// A constant.
    Constant(T),
}

impl<T: Elt> Boundary<T> {
    pub(crate) fn to_ir(self) -> ir::Boundary {
        match self {
            Boundary::Clamp => ir::Boundary::Clamp,
            Boundary::Mirror => ir::Boundary::Mirror,
            Boundary::Wrap => ir::Boundary::Wrap,
            Boundary::Constant(v) => ir::Boundary::Constant(v.to_value()),
        }
    }
}

/// The values a stencil function receives: one expression per tap of the pattern.
///
/// Index by offset (`t[[0, -1]]`) or by tap position (`t[0]`); iterate over
/// `(offset, value)` pairs with [`Taps::iter`]. Indexing by an offset that is not in the
/// pattern, or by a position past its last tap, is a mistake in the program's text: the
/// program is invalid, and tracing or running it returns [`crate::Error::Build`] naming the
/// offset and where the stencil function read it (no panic).
///
/// ```
/// use systole_frontend::prelude::*;
///
/// let xs = fill([4], 1.0f32);
/// let bad = xs.stencil(&Stencil::new([[-1], [0], [1]]), Boundary::Clamp, |t| t[[0]] + t[[2]]);
/// let err = interpret(&bad).unwrap_err();
/// assert!(err.to_string().contains("reads offset [2], which is not in its pattern"), "{err}");
/// ```
pub struct Taps<T, const D: usize> {
    offsets: Vec<[i64; D]>,
    values: Vec<Exp<T>>,
    /// What a read outside the pattern returns: an expression that cannot be built, whose
    /// reason (the first bad read) the stencil function's result then fails with.
    invalid: OnceCell<Exp<T>>,
}

impl<T: Elt, const D: usize> Taps<T, D> {
    pub(crate) fn new(pattern: &Stencil<D>, values: Vec<Exp<T>>) -> Self {
        debug_assert_eq!(pattern.len(), values.len());
        Taps { offsets: pattern.offsets.clone(), values, invalid: OnceCell::new() }
    }

    /// The stencil function's result `result`, or, when the function read outside the
    /// pattern, the invalid expression that makes its tracing fail (also when the bad read
    /// is not used in the result).
    pub(crate) fn checked(&self, result: Raw) -> Raw {
        self.invalid.get().map_or(result, |e| e.raw)
    }

    /// The expression a read outside the pattern returns (see [`Taps`]).
    fn invalid(&self, why: impl FnOnce() -> String) -> &Exp<T> {
        self.invalid.get_or_init(|| Exp::from_raw(tracer::push_invalid(why(), T::ty())))
    }

    /// The value at `offset`, or `None` when the offset is not in the pattern.
    pub fn get(&self, offset: [i64; D]) -> Option<Exp<T>> {
        self.offsets.iter().position(|o| *o == offset).map(|i| self.values[i])
    }

    /// `(offset, value)` for every tap, in pattern order.
    pub fn iter(&self) -> impl Iterator<Item = ([i64; D], Exp<T>)> + '_ {
        self.offsets.iter().copied().zip(self.values.iter().copied())
    }

    /// The values in pattern order.
    pub fn values(&self) -> &[Exp<T>] {
        &self.values
    }

    /// The number of taps.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether there are no taps.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }
}

impl<T: Elt, const D: usize> ops::Index<[i64; D]> for Taps<T, D> {
    type Output = Exp<T>;

    /// The value at `offset`. An offset that is not in the pattern makes the program invalid
    /// (see [`Taps`]); use [`Taps::get`] to test.
    #[track_caller]
    fn index(&self, offset: [i64; D]) -> &Exp<T> {
        match self.offsets.iter().position(|o| *o == offset) {
            Some(i) => &self.values[i],
            None => {
                let at = Location::caller();
                self.invalid(|| {
                    format!(
                        "the stencil function reads offset {offset:?}, which is not in its pattern {:?} \
                         (at {at}); read only the pattern's offsets, or add this one to it",
                        self.offsets
                    )
                })
            }
        }
    }
}

impl<T: Elt, const D: usize> ops::Index<usize> for Taps<T, D> {
    type Output = Exp<T>;

    /// The value of tap number `i`, in pattern order. A position past the last tap makes the
    /// program invalid (see [`Taps`]).
    #[track_caller]
    fn index(&self, i: usize) -> &Exp<T> {
        match self.values.get(i) {
            Some(v) => v,
            None => {
                let at = Location::caller();
                let n = self.values.len();
                self.invalid(|| {
                    format!("the stencil function reads tap {i} of a pattern of {n} taps (at {at})")
                })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::prelude::*;

    /// The build error `program` fails to trace with.
    fn build_error<A: AccValue>(program: &A) -> String {
        match trace(program) {
            Err(Error::Build(why)) => why,
            other => panic!("expected a build error, got {other:?}"),
        }
    }

    #[test]
    fn reading_taps_outside_the_pattern_is_a_build_error_naming_the_read() {
        let xs = fill([5], 1i32);
        let cross = Stencil::new([[-1], [0], [1]]);
        let offset = xs.stencil(&cross, Boundary::Clamp, |t| t[[0]] + t[[3]]);
        let why = build_error(&offset);
        assert!(why.contains("reads offset [3], which is not in its pattern [[-1], [0], [1]]"), "{why}");
        assert!(why.contains(file!()), "the message says where: {why}");

        let position = xs.stencil(&cross, Boundary::Clamp, |t| t[0] + t[3]);
        let why = build_error(&position);
        assert!(why.contains("reads tap 3 of a pattern of 3 taps"), "{why}");

        // a bad read whose value is not used is still the mistake it is
        let unused = xs.stencil(&cross, Boundary::Clamp, |t| {
            let _ = t[[7]];
            t[[0]]
        });
        assert!(build_error(&unused).contains("offset [7]"));

        // the second pattern of a stencil2
        let both =
            xs.stencil2(&cross, Boundary::Clamp, &xs, &Stencil::new([[0]]), Boundary::Clamp, |a, b| {
                a[[1]] + b[[1]]
            });
        assert!(build_error(&both).contains("reads offset [1], which is not in its pattern [[0]]"));

        // and the programs within the pattern still run
        let fine = xs.stencil(&cross, Boundary::Clamp, |t| t[[-1]] + t[2]);
        assert_eq!(interpret(&fine).unwrap().to_vec(), vec![2; 5]);
    }

    #[test]
    fn a_repeated_offset_is_kept_where_it_first_appears() {
        let s = Stencil::new([[1, 0], [0, 0], [1, 0], [-1, 2], [0, 0], [-1, 2]]);
        assert_eq!(s.offsets(), &[[1, 0], [0, 0], [-1, 2]]);
        // many offsets, each four times: sorted, not compared pairwise
        let many = Stencil::new((0..400_000i64).map(|k| [(k * 7919) % 100_000]));
        assert_eq!(many.len(), 100_000);
        assert_eq!(&many.offsets()[..3], &[[0], [7919], [15838]]);
    }

    #[test]
    fn cubes_and_stars_are_in_row_major_order() {
        let cube = Stencil::<2>::cube(1);
        let want: Vec<[i64; 2]> = (-1..=1).flat_map(|i| (-1..=1).map(move |j| [i, j])).collect();
        assert_eq!(cube.offsets(), &want[..]);
        let star = Stencil::<3>::star(1);
        let want: Vec<[i64; 3]> = want_star();
        assert_eq!(star.offsets(), &want[..]);
        assert_eq!(
            Stencil::<2>::star(2).offsets(),
            &[[-2, 0], [-1, 0], [0, -2], [0, -1], [0, 0], [0, 1], [0, 2], [1, 0], [2, 0]]
        );
        assert!(Stencil::<2>::cube(-1).is_empty() && Stencil::<2>::star(-3).is_empty());
        assert_eq!(Stencil::<0>::cube(3).len(), 1);
    }

    /// The 3D star of radius 1 as the cube filtered: what `star` meant before it was built
    /// directly.
    fn want_star() -> Vec<[i64; 3]> {
        Stencil::<3>::cube(1)
            .offsets()
            .iter()
            .copied()
            .filter(|o| o.iter().filter(|&&c| c != 0).count() <= 1)
            .collect()
    }

    #[test]
    fn large_patterns_are_built_quickly_or_refused() {
        let wide = Stencil::<1>::cube(100_000);
        assert_eq!(wide.len(), 200_001);
        assert_eq!((wide.offsets()[0], wide.offsets()[200_000]), ([-100_000], [100_000]));
        assert_eq!(Stencil::<3>::star(100_000).len(), 600_001);
        // 4 * 10^10 taps, and more than u128 counts
        assert!(matches!(Stencil::<2>::try_cube(100_000), Err(Error::OutOfMemory { .. })));
        assert!(matches!(Stencil::<3>::try_cube(i64::MAX), Err(Error::OutOfMemory { .. })));
        assert!(matches!(Stencil::<3>::try_star(i64::MAX), Err(Error::OutOfMemory { .. })));
    }

    #[test]
    fn offsets_beyond_the_limit_are_refused() {
        let max = Stencil::<2>::MAX_OFFSET;
        assert!(ir_offsets(&Stencil::new([[max, -max], [0, 0]])).is_ok());
        for bad in [[max + 1, 0], [0, -max - 1], [i64::MIN, 0], [0, i64::MAX]] {
            let err = ir_offsets(&Stencil::new([[0, 0], bad])).unwrap_err();
            assert!(err.contains(&format!("{bad:?}")) && err.contains("MAX_OFFSET"), "{err}");
        }
    }
}
