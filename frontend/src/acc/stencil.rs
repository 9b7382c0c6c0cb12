//! Stencil patterns, boundaries and the taps a stencil function receives.
//!
//! A stencil reads, for every output index `ix`, the input at `ix + offset` for each offset
//! of its [`Stencil`] pattern (any set of offsets, of any radius), and combines the values
//! with a function. Reads outside the input follow the [`Boundary`].

use std::ops;

use crate::elt::Elt;
use crate::exp::Exp;
use crate::ir;

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
    /// multiply-adds); the naive skeleton elsewhere. Choose
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
    /// A pattern with the given offsets (relative to the output index, innermost dimension
    /// last). The order is the order of the taps given to the stencil function. A repeated
    /// offset is kept once.
    pub fn new(offsets: impl IntoIterator<Item = [i64; D]>) -> Self {
        let mut out: Vec<[i64; D]> = Vec::new();
        for o in offsets {
            if !out.contains(&o) {
                out.push(o);
            }
        }
        Stencil { offsets: out }
    }

    /// Every offset with all components in `-radius..=radius`, in row-major order: the
    /// `(2r+1)^D` box (no offsets for a negative radius).
    pub fn cube(radius: i64) -> Self {
        if radius < 0 {
            return Stencil { offsets: vec![] };
        }
        let side = (2 * radius + 1) as usize;
        let count = side.pow(D as u32);
        Stencil::new((0..count).map(|mut k| {
            let mut o = [0i64; D];
            for d in (0..D).rev() {
                o[d] = (k % side) as i64 - radius;
                k /= side;
            }
            o
        }))
    }

    /// The centre and the offsets along each axis up to `radius`, in row-major order: the
    /// star (cross) of `2 * D * r + 1` taps.
    pub fn star(radius: i64) -> Self {
        let cube = Stencil::cube(radius);
        Stencil::new(cube.offsets.into_iter().filter(|o| o.iter().filter(|&&c| c != 0).count() <= 1))
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
/// `(offset, value)` pairs with [`Taps::iter`].
pub struct Taps<T, const D: usize> {
    offsets: Vec<[i64; D]>,
    values: Vec<Exp<T>>,
}

impl<T: Elt, const D: usize> Taps<T, D> {
    pub(crate) fn new(pattern: &Stencil<D>, values: Vec<Exp<T>>) -> Self {
        debug_assert_eq!(pattern.len(), values.len());
        Taps { offsets: pattern.offsets.clone(), values }
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

    /// The value at `offset`.
    ///
    /// # Panics
    ///
    /// When `offset` is not one of the pattern's offsets (a mistake in the program's text,
    /// found the first time the stencil is built); use [`Taps::get`] to test.
    #[track_caller]
    fn index(&self, offset: [i64; D]) -> &Exp<T> {
        match self.offsets.iter().position(|o| *o == offset) {
            Some(i) => &self.values[i],
            None => {
                panic!("the stencil reads offset {offset:?}, which is not in its pattern {:?}", self.offsets)
            }
        }
    }
}

impl<T: Elt, const D: usize> ops::Index<usize> for Taps<T, D> {
    type Output = Exp<T>;

    /// The value of tap number `i`, in pattern order.
    #[track_caller]
    fn index(&self, i: usize) -> &Exp<T> {
        &self.values[i]
    }
}
