//! The AST of closed programs: what the generator draws, before it is built.

use super::approx::Approx;
use super::scalar::{Sty, TEx};
use super::typed::TA;

// ----- the AST ------------------------------------------------------------------------------

/// A binary operation on `i32` (all wrapping; none can fail).
#[derive(Clone, Copy, Debug)]
pub enum BinK {
    Add,
    Sub,
    Mul,
    Min,
    Max,
    Xor,
}

#[derive(Clone, Copy, Debug)]
pub enum Cmp {
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
}

/// An array of the environment read by a scalar expression (the `k`-th most recent binding
/// of that rank, wrapping around).
#[derive(Clone, Copy, Debug)]
pub enum ArrRef {
    V(u8),
    M(u8),
    S(u8),
}

/// A scalar `i32` expression. Its free variables are the function's parameters (`Var`, taken
/// modulo their number) and the components of the index (`Ix`) where there is one; either
/// falls back to the other, then to a constant.
#[derive(Clone, Debug)]
pub enum Ex {
    Var(u8),
    Ix(u8),
    Lit(i32),
    Bin(BinK, Box<Ex>, Box<Ex>),
    Neg(Box<Ex>),
    /// `if a cmp b then t else f`.
    Sel(Cmp, Box<[Ex; 4]>),
    /// `n` rounds of `x = max(x * 3 + k, x - 7)`: 4 operations a round, to cross the
    /// recompute budget.
    Heavy(Box<Ex>, u8),
    /// An element of an environment array, at the position given by the expression (wrapped
    /// into range).
    Read(ArrRef, Box<Ex>),
    /// `while_loop(init, 3, |s| s < 1000, body)`, with `s` as `Var(0)` of the body.
    Loop(Box<Ex>, Box<Ex>),
    /// Remainder by a positive constant.
    Rem(Box<Ex>, i32),
    /// The number of elements of an environment array (reads only its shape).
    Len(ArrRef),
    /// A typed expression (every scalar operation) at type `Sty`, of the parameters and the
    /// index cast there, cast back to `i32`.
    Via(Sty, Box<TEx>),
    /// An element of an environment array at position `p` as it is: out of bounds, or of an
    /// empty array, in a program with faults (wrapped into range otherwise).
    ReadRaw(ArrRef, Box<Ex>),
}

#[derive(Clone, Debug)]
pub enum RedOp {
    Add,
    Max,
    Min,
    /// A function of `(acc, x)`: `Var(0)` and `Var(1)`.
    Custom(Ex),
}

/// A reduction: the operator, the seed, and whether to use the seedless form where rows are
/// known not to be empty.
#[derive(Clone, Debug)]
pub struct Red {
    pub op: RedOp,
    pub seed: i32,
    pub one: bool,
}

#[derive(Clone, Copy, Debug)]
pub enum ScanK {
    Left,
    Right,
    /// The scan of an exclusive scan from the left.
    LeftEx,
    /// The scan of an exclusive scan from the right.
    RightEx,
    /// Both results of an exclusive scan: the totals read inside a map of the scan.
    Both,
}

#[derive(Clone, Copy, Debug)]
pub enum Bnd {
    Clamp,
    Mirror,
    Wrap,
    Const(i32),
}

/// The number of iterations of an `iterate`: a constant (up to 20, 3 in large programs), or
/// computed from data (mod 8).
#[derive(Clone, Debug)]
pub enum Count {
    Lit(u8),
    Data(Box<SA>),
}

/// The source of a permute.
#[derive(Clone, Debug)]
pub enum Src {
    V(VA),
    M(MA),
}

#[derive(Clone, Debug)]
pub enum BpV {
    /// Every other element.
    Evens,
    /// A rotation by `k`.
    Rotate(u8),
    /// The first `k` elements.
    Take(u8),
    /// A data-dependent gather: the index is an expression of `i` (wrapped into range).
    Gather(Ex),
}

#[derive(Clone, Debug)]
pub enum BpM {
    RotateRows(u8),
    DropRow,
    /// Column 0 broadcast along the rows.
    FirstColumn,
    Gather(Ex, Ex),
}

/// What an array of pairs goes through between `zip_with` and `unzip`.
#[derive(Clone, Copy, Debug)]
pub enum PairK {
    Plain,
    /// A map rebuilding each pair from its projections (which simplifies to the identity).
    Rebuild,
    Reverse,
    /// An inclusive scan combining the pairs component-wise.
    Scan,
    /// An iterate whose state is the array of pairs, swapping the components.
    Iterate(u8),
    /// A 3-point stencil over pairs.
    Stencil(Bnd),
}

/// The operation of [`VA::Dyn`].
#[derive(Clone, Debug)]
pub enum DynK {
    /// `backpermute [n'] id`.
    Backpermute,
    /// `generate [n'] (\i -> f(x[i], i))`.
    Generate(Ex),
    /// `reshape [n']` (a size check that reads `s`).
    Reshape,
}

/// How a rank-3 array comes back to rank 2.
#[derive(Clone, Debug)]
pub enum CubeK {
    /// A fold of the innermost dimension (`[r, k, c]` to `[r, k]`).
    Fold(Red),
    /// A reshape to `[r * k, c]`.
    Reshape,
    /// The slice at position `j` of the middle dimension.
    Slice(u8),
    /// The transpose of the two outer dimensions, then the slice at position `i` of the
    /// first.
    Swap(u8),
}

/// A stencil of rank 3: pattern, boundary, function of the taps.
#[derive(Clone, Debug)]
pub struct Stencil3 {
    pub pattern: Vec<(i64, i64, i64)>,
    pub bnd: Bnd,
    pub f: Ex,
}

/// A computation that fails at run time (when `Prog::faults` is set; otherwise its input).
#[derive(Clone, Copy, Debug)]
pub enum FailK {
    /// `fold1` over rows of length 0.
    Fold1Empty,
    /// A backpermute reading one past the end.
    OutOfBounds,
    /// An integer division by zero.
    DivZero,
    /// A reshape to another size.
    Reshape,
    /// A shape with a negative extent.
    Negative,
}

/// A program producing a rank-1 `i32` array.
#[derive(Clone, Debug)]
pub enum VA {
    Ref(u8),
    Use(Vec<i32>),
    /// Pseudo-random data (from the seed) of extent `k`, or, in a large program, of the
    /// `k`-th large extent (see `build::large_extent`).
    Big(u8, u64),
    Gen(usize, Ex),
    Fill(usize, i32),
    Enum(usize),
    Map(Box<VA>, Ex),
    Imap(Box<VA>, Ex),
    Zip(Box<VA>, Box<VA>, Ex),
    ZipSelf(Box<VA>, Ex),
    Rev(Box<VA>),
    Bp(Box<VA>, BpV),
    Row(Box<MA>, u8),
    Col(Box<MA>, u8),
    Flat(Box<MA>),
    FoldRows(Box<MA>, Red),
    Scan(Box<VA>, ScanK, Red),
    Totals(Box<MA>, bool, Red),
    /// Source, defaults, target (a function of the index and, when the flag is set, of the
    /// source's element read in the index function), combine (of `(new, old)`).
    Permute(Box<Src>, Box<VA>, bool, Ex, Ex),
    /// Input, pattern, boundary, function of the taps, optional map after it.
    Stencil(Box<VA>, Vec<i64>, Bnd, Ex, Option<Ex>),
    Stencil2(Box<VA>, Box<VA>, Vec<i64>, Bnd, Vec<i64>, Bnd, Ex),
    /// Count, initial value, body (the loop variable is the most recent `Ref`).
    Iterate(Count, Box<VA>, Box<VA>),
    /// Two arrays of state; the bodies see `Ref(0)` = second, `Ref(1)` = first; the result
    /// is the first, the second, or their difference.
    IterPair(Count, Box<[VA; 4]>, u8),
    /// An `iterate` over a tuple of 3 or 4 arrays (initial values, then bodies; each body
    /// sees the state as the most recent `Ref`s), the result the sum of the components.
    IterTuple(Count, Vec<(VA, VA)>),
    /// Counter start, condition mode (see [`awhile_mode`]), initial value, body.
    Awhile(u8, u8, Box<VA>, Box<VA>),
    /// `acond(s > threshold, then, else)`.
    Acond(Box<SA>, i32, Box<VA>, Box<VA>),
    /// A loop whose step is `acond(s > threshold, then, else)` with `s` computed outside it
    /// (a condition no step changes, which fusion unswitches): the count of an `iterate`, or
    /// an `awhile`'s counter start and mode when the flag is set; `s`, threshold, initial
    /// value, the two branches (each sees the loop variable as the most recent `Ref`).
    Switched(Count, Option<(u8, u8)>, Box<SA>, i32, Box<VA>, Box<[VA; 2]>),
    /// `zip_with` to pairs (functions 0 and 1 of the two elements), then `unzip` and
    /// `zip_with` back (function 2).
    Pairs(Box<VA>, Box<VA>, Box<[Ex; 3]>, PairK),
    /// Through `i64`: a map to `i64`, a scan, a map back.
    Wide(Box<VA>, Ex),
    /// `sort`, or `sort_by_key` by a function of the element (as `u8`, so keys repeat and
    /// the order of equal keys shows, when the flag is set), of the element and its
    /// position carried along and added back.
    Sort(Box<VA>, Option<Ex>, bool),
    /// `fold_seg (+)` of the vector in as many segments as it has elements, skewed: the
    /// first holds half the elements, the next ones 0 or 1 (the low bit of a function of
    /// the element), the rest none; from the seed 0 (padded by the seed) or 1 (pairs) when
    /// the flag is set.
    FoldSeg(Box<VA>, Ex, bool),
    /// An operation whose shape is computed from data: `n + (s ^ s)`, always `n`, but a shape
    /// function that reads the array `s`.
    Dyn(Box<VA>, Box<SA>, DynK),
    /// Through `bool`: `c = map (cmp 0) x` read twice, by a `zip_with` with `y` (a select)
    /// and by a count of its true elements added to every element.
    Mask(Box<VA>, Box<VA>, Cmp),
    /// A compaction by `cmp(f(x), 0)`: `partition` (`true`), or `filter` with the kept
    /// elements followed by `-1 - j` at each position `j` past them (the length stays `n`).
    Compact(Box<VA>, Cmp, Ex, bool),
    /// `let a = x in (p, q) = pack((map f a, map g a)).unpack() in zip_with h p q`: two
    /// element-wise kernels over the same array, both materialised (tuple components), merged
    /// by horizontal fusion.
    Pack(Box<VA>, Box<[Ex; 3]>),
    /// A computation over `x` that fails when the program has faults (`x` otherwise).
    Fail(FailK, Box<VA>),
    /// A program over another element type, cast back to `i32`.
    Typed(Sty, Box<TA>),
    Let(Box<VA>, Box<VA>),
    LetM(Box<MA>, Box<VA>),
    LetS(Box<SA>, Box<VA>),
}

/// A program producing a rank-2 `i32` array.
#[derive(Clone, Debug)]
pub enum MA {
    Ref(u8),
    Use(usize, usize, Vec<i32>),
    /// Pseudo-random data: a small shape, or in a large program the `k`-th large shape.
    Big(u8, u64),
    Gen(usize, usize, Ex),
    Fill(usize, usize, i32),
    Enum(usize, usize),
    Map(Box<MA>, Ex),
    Imap(Box<MA>, Ex),
    Zip(Box<MA>, Box<MA>, Ex),
    ZipSelf(Box<MA>, Ex),
    Transpose(Box<MA>),
    Rev(Box<MA>),
    Bp(Box<MA>, BpM),
    RepRows(Box<VA>, u8),
    RepCols(Box<VA>, u8),
    /// Trimmed to a multiple of `k` and reshaped to `[k, n / k]` (or `[n / k, k]`).
    Reshape(Box<VA>, u8, bool),
    /// Reshaped to `[cols, rows]`.
    ReshapeT(Box<MA>),
    /// `flatten`, `map`, `reshape` back.
    FlatMap(Box<MA>, Ex),
    /// `generate` reading two vectors through `index`.
    Outer(Box<VA>, Box<VA>, Ex),
    Scan(Box<MA>, ScanK, Red),
    /// Source, defaults, read flag, target row, target column, combine.
    Permute(Box<Src>, Box<MA>, bool, Box<[Ex; 3]>),
    Stencil(Box<MA>, Vec<(i64, i64)>, Bnd, Ex, Option<Ex>),
    Stencil2(Box<MA>, Box<MA>, Vec<(i64, i64)>, Bnd, Vec<(i64, i64)>, Bnd, Ex),
    Iterate(Count, Box<MA>, Box<MA>),
    Awhile(u8, u8, Box<MA>, Box<MA>),
    Acond(Box<SA>, i32, Box<MA>, Box<MA>),
    Pack(Box<MA>, Box<[Ex; 3]>),
    /// Through rank 3: `replicate (All, k, All)`, an `imap` of the 3-d index, maybe a
    /// stencil, then back to rank 2 (see [`CubeK`]).
    Cube(Box<MA>, u8, Ex, Option<Box<Stencil3>>, CubeK),
    Let(Box<MA>, Box<MA>),
    LetV(Box<VA>, Box<MA>),
}

/// A program producing a rank-0 `i32` array.
#[derive(Clone, Debug)]
pub enum SA {
    Ref(u8),
    Unit(Ex),
    Fold(Box<VA>, Red),
    FoldAll(Box<MA>, Red),
    Total(Box<VA>, bool, Red),
    At(Box<VA>, u8),
}

#[derive(Clone, Debug)]
pub enum Def {
    V(VA),
    M(MA),
    S(SA),
}

#[derive(Clone, Debug)]
pub enum Out {
    V(VA),
    M(MA),
    S(SA),
    VV(VA, VA),
    VM(VA, MA),
    Triple(VA, MA, SA),
    /// Maps of one shared array: a tuple of two to four results.
    Fan(VA, Vec<Ex>),
    /// A program over another element type, and an `i32` one.
    Typed(Sty, TA, VA),
    FanM(MA, Ex, Ex),
    /// An `i32` program, and float sums compared within a tolerance (`approx.rs`).
    Approx(VA, Approx),
}

/// A whole program: shared definitions (each sees the earlier ones), then the result.
/// With `faults`, [`VA::Fail`] builds computations that fail at run time, and loops run at
/// least once (see [`count`]).
#[derive(Clone, Debug)]
pub struct Prog {
    pub faults: bool,
    /// Whether `Big` leaves have large extents (tens to hundreds of thousands of elements).
    pub large: bool,
    pub defs: Vec<Def>,
    pub out: Out,
}
