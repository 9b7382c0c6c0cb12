//! The core IR: array programs as a DAG of collective operations over scalar functions.
//!
//! ```text
//!  Acc<A> handles (user code)  ──trace──►  Program { nodes: [Node], result }
//!                                            Node = Op<NodeId> + its ArraysType
//!                                            Op   = use | generate | map | fold | ... | iterate
//!                                            Fun<NodeId>: scalar DAG (expr.rs)
//! ```
//!
//! One [`Op`] enum describes every operation; it is parameterised by how it names its
//! array arguments (`A`), so the same enum serves the user's handles while the program is
//! built and the arena of the traced [`Program`]. The collective operations that consume
//! arrays (fold, scan, permute, stencil) are a separate enum, [`Consumer`], parameterised
//! by its *input* type `I` and the type `V` its functions use to name arrays: the fused plan
//! reuses it with delayed inputs.
//!
//! A [`Program`] is an arena of [`Node`]s in topological order (children first), with
//! sharing: a sub-program used twice is one node. Array-level functions (the bodies of
//! `iterate` and `awhile`) are [`Lam`]s whose parameter is an [`Op::Var`] node of the same
//! arena; a node belongs to a lambda's body when it depends on that lambda's variable.
//! Program inputs (of a compiled function) are `Var` nodes too.

mod build;
mod expr;
pub(crate) mod print;

use std::sync::Arc;

pub use build::{ArrayRead, Expander, Expansion, FunBuilder};
pub use expr::{BinOp, Children, Expr, ExprId, Fun, UnOp};
pub use print::{consumer as consumer_to_string, fun_to_string};

use crate::array::{ArrayData, ArraysType};
use crate::elt::Value;

/// The position of a node in a [`Program`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(pub u32);

impl NodeId {
    /// The position as an index.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl std::fmt::Display for NodeId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "a{}", self.0)
    }
}

/// An array-level variable: the parameter of a [`Lam`] or an input of the program.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VarId(pub u32);

impl std::fmt::Display for VarId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "v{}", self.0)
    }
}

/// A function from arrays to arrays: `\var -> body`.
#[derive(Clone, Debug, PartialEq)]
pub struct Lam<A> {
    /// The parameter; the body reads it through an [`Op::Var`] node.
    pub var: VarId,
    /// The result.
    pub body: A,
}

/// The direction of a scan.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// From the first element to the last.
    Left,
    /// From the last element to the first.
    Right,
}

/// What a stencil reads outside its input.
#[derive(Clone, Debug, PartialEq)]
pub enum Boundary {
    /// The nearest element inside (each coordinate clamped to `0..n`).
    Clamp,
    /// The array reflected at its edges, the edge element not repeated (`-1` reads `1`,
    /// `n` reads `n - 2`), periodically for offsets larger than the array.
    Mirror,
    /// The array repeated periodically (`-1` reads `n - 1`).
    Wrap,
    /// A constant value.
    Constant(Value),
}

/// One input of a stencil: the array, the offsets of the taps and the boundary.
#[derive(Clone, Debug, PartialEq)]
pub struct StencilInput<I> {
    /// The array read.
    pub input: I,
    /// One offset per tap, each of the array's rank, relative to the output index.
    pub offsets: Vec<Vec<i64>>,
    /// What reads outside the array return.
    pub boundary: Boundary,
}

/// The collective operations that consume arrays. Each reads its input(s) as a whole; after
/// fusion the inputs are delayed producers, which is why the input type `I` and the type
/// `V` that names arrays inside functions are separate parameters.
#[derive(Clone, Debug, PartialEq)]
pub enum Consumer<I, V> {
    /// Reduction of the innermost dimension: `[.., n] -> [..]`. With a seed `z`, a row
    /// `[x0, .., xn-1]` becomes `f(..f(f(z, x0), x1).., xn-1)`; without one (`fold1`) the
    /// row must not be empty. `f` must be associative; compiled backends may reorder.
    Fold {
        /// The combining function `(acc, x) -> acc`.
        f: Fun<V>,
        /// The seed (a function of no parameters), or `None` for `fold1`.
        seed: Option<Fun<V>>,
        /// The array reduced.
        input: I,
    },
    /// Prefix sums along the innermost dimension. Without a seed: inclusive, same shape.
    /// With a seed: exclusive, the result is a pair (the scan, same shape; the totals of
    /// each row, one rank lower).
    Scan {
        /// The combining function (associative).
        f: Fun<V>,
        /// The seed of an exclusive scan, `None` for an inclusive one.
        seed: Option<Fun<V>>,
        /// Which way the scan goes.
        direction: Direction,
        /// The array scanned.
        input: I,
    },
    /// Forward permutation: start from a copy of `defaults`; for each index `ix` of `input`
    /// whose `index(ix)` is `(true, j)` with `j` inside `defaults`, set
    /// `out[j] = combine(input[ix], out[j])`. Targets `(false, _)` or outside are dropped.
    Permute {
        /// `(new, old) -> value`, associative and commutative.
        combine: Fun<V>,
        /// The initial result.
        defaults: V,
        /// `ix -> (bool, target index)`.
        index: Fun<V>,
        /// The values permuted.
        input: I,
    },
    /// A stencil over one or more inputs of the same rank; the result's shape is the
    /// intersection of the inputs' shapes; `f` takes one parameter per tap, inputs in order.
    Stencil {
        /// The stencil function.
        f: Fun<V>,
        /// The inputs with their taps and boundaries.
        inputs: Vec<StencilInput<I>>,
        /// How a GPU should compute this stencil, if the user said (else the backend's
        /// choice).
        strategy: Option<crate::StencilStrategy>,
    },
    /// Stream compaction of a vector: the elements `x` with `pred(x)`, in order, and how
    /// many there are: `compact p xs = ([x | x <- xs, p x], length [x | x <- xs, p x])`, a
    /// pair (a vector; a rank-0 `i64`). The first's length is known only once the
    /// predicate has run: compiled backends allocate the input's length and set the shape
    /// from the count (see `frontend/src/acc/compact.rs`).
    Compact {
        /// `x -> bool`.
        pred: Fun<V>,
        /// The vector compacted (rank 1).
        input: I,
    },
    /// A stable sort of a vector in ascending order of `key(x)`, an unsigned integer (the
    /// key's *radix*, see `SortKey::to_radix`): `[.., n] -> [.., n]` of rank 1, elements
    /// with equal radices in their order in the input.
    Sort {
        /// `x -> radix`, an unsigned integer of 8 to 64 bits.
        key: Fun<V>,
        /// The vector sorted.
        input: I,
    },
    /// Segmented reduction of a vector by CSR offsets: `[o0, .., on]` (a rank-1 `i32` or
    /// `i64` array, manifest) cuts `input` (rank 1) into `n` segments, segment `k` the
    /// elements `o_k .. o_k+1` (none where `o_k+1 <= o_k`), and the result holds one value a
    /// segment (`n` of them; none for fewer than two offsets): `f(..f(f(z, x0), x1).., xm)`
    /// with a seed `z`; without one (`fold1_seg`) the fold of the elements, and an empty
    /// segment is an error on the interpreter (unspecified values elsewhere: the frontend
    /// checks the lengths first, see `frontend/src/acc/segmented.rs`). `f` must be
    /// associative; compiled backends may reassociate but keep the order of the elements.
    /// Offsets outside `0 ..= input length` read out of bounds: an error on the interpreter,
    /// clamped reads (unspecified values) on compiled backends.
    FoldSeg {
        /// The combining function `(acc, x) -> acc`.
        f: Fun<V>,
        /// The seed (a function of no parameters), or `None` for `fold1_seg`.
        seed: Option<Fun<V>>,
        /// The CSR offsets (rank 1, `i32` or `i64`), read as a whole.
        offsets: V,
        /// The vector reduced.
        input: I,
    },
}

impl<I, V> Consumer<I, V> {
    /// The operation's name, as printed.
    pub fn name(&self) -> &'static str {
        match self {
            Consumer::Fold { seed: Some(_), .. } => "fold",
            Consumer::Fold { seed: None, .. } => "fold1",
            Consumer::Scan { seed: None, direction: Direction::Left, .. } => "scanl1",
            Consumer::Scan { seed: None, direction: Direction::Right, .. } => "scanr1",
            Consumer::Scan { seed: Some(_), direction: Direction::Left, .. } => "scanl'",
            Consumer::Scan { seed: Some(_), direction: Direction::Right, .. } => "scanr'",
            Consumer::Permute { .. } => "permute",
            Consumer::Stencil { .. } => "stencil",
            Consumer::Compact { .. } => "compact",
            Consumer::Sort { .. } => "sort",
            Consumer::FoldSeg { seed: Some(_), .. } => "fold_seg",
            Consumer::FoldSeg { seed: None, .. } => "fold1_seg",
        }
    }

    /// The inputs, in order.
    pub fn inputs(&self) -> Vec<&I> {
        match self {
            Consumer::Fold { input, .. }
            | Consumer::Scan { input, .. }
            | Consumer::Permute { input, .. }
            | Consumer::Compact { input, .. }
            | Consumer::Sort { input, .. }
            | Consumer::FoldSeg { input, .. } => vec![input],
            Consumer::Stencil { inputs, .. } => inputs.iter().map(|s| &s.input).collect(),
        }
    }

    /// The scalar functions, in order.
    pub fn funs(&self) -> Vec<&Fun<V>> {
        match self {
            Consumer::Fold { f, seed, .. }
            | Consumer::Scan { f, seed, .. }
            | Consumer::FoldSeg { f, seed, .. } => std::iter::once(f).chain(seed.iter()).collect(),
            Consumer::Permute { combine, index, .. } => vec![combine, index],
            Consumer::Stencil { f, .. } => vec![f],
            Consumer::Compact { pred, .. } => vec![pred],
            Consumer::Sort { key, .. } => vec![key],
        }
    }
}

/// One operation of an array program. `A` names array arguments.
#[derive(Clone, Debug, PartialEq)]
pub enum Op<A> {
    /// A host array embedded in the program.
    Use(Arc<ArrayData>),
    /// A variable: a lambda's parameter or a program input.
    Var(VarId),
    /// A tuple of arrays.
    Tuple(Vec<A>),
    /// Component `index` of a tuple of arrays.
    Prj {
        /// The tuple.
        tuple: A,
        /// The component, from 0.
        index: usize,
    },
    /// A rank-0 array holding the value of an expression (a function of no parameters).
    Unit(Fun<A>),
    /// `out[ix] = f(ix)` for every index of `shape` (a function of no parameters returning a
    /// tuple of `i64`).
    Generate {
        /// The extent.
        shape: Fun<A>,
        /// The element function `ix -> value`.
        f: Fun<A>,
    },
    /// `out[ix] = f(in0[ix], in1[ix], ..)` over the intersection of the inputs' shapes
    /// (`map` has one input, `zip_with` two).
    Map {
        /// The element function, one parameter per input.
        f: Fun<A>,
        /// The inputs, all of the same rank.
        inputs: Vec<A>,
    },
    /// `out[ix] = input[index(ix)]` for every index of `shape`.
    Backpermute {
        /// The extent of the result.
        shape: Fun<A>,
        /// `ix -> index into input`.
        index: Fun<A>,
        /// The array read.
        input: A,
    },
    /// The same elements in row-major order under a shape with the same number of elements.
    Reshape {
        /// The new extent.
        shape: Fun<A>,
        /// The array.
        input: A,
    },
    /// A consumer (fold, scan, permute, stencil).
    Consumer(Consumer<A, A>),
    /// `body` applied `count` times to `init` (no application when `count <= 0`).
    Iterate {
        /// The number of applications, an `i64` expression.
        count: Fun<A>,
        /// The initial value.
        init: A,
        /// The step.
        body: Lam<A>,
    },
    /// `while cond(x) { x = body(x) }` starting from `init`; `cond` returns a rank-0 `bool`
    /// array.
    Awhile {
        /// The loop condition.
        cond: Lam<A>,
        /// The step.
        body: Lam<A>,
        /// The initial value.
        init: A,
        /// The most steps: `Error::StepLimit` when the condition holds after that many
        /// (`None`: no limit).
        limit: Option<u64>,
    },
    /// `if cond { then } else { otherwise }` at the array level.
    Acond {
        /// A `bool` expression.
        cond: Fun<A>,
        /// The result when `cond` holds.
        then: A,
        /// The result otherwise.
        otherwise: A,
    },
}

impl<A> Op<A> {
    /// The operation's name, as printed.
    pub fn name(&self) -> &'static str {
        match self {
            Op::Use(_) => "use",
            Op::Var(_) => "var",
            Op::Tuple(_) => "tuple",
            Op::Prj { .. } => "prj",
            Op::Unit(_) => "unit",
            Op::Generate { .. } => "generate",
            Op::Map { inputs, .. } if inputs.len() == 1 => "map",
            Op::Map { inputs, .. } if inputs.len() == 2 => "zip_with",
            Op::Map { .. } => "zip_with_n",
            Op::Backpermute { .. } => "backpermute",
            Op::Reshape { .. } => "reshape",
            Op::Consumer(c) => c.name(),
            Op::Iterate { .. } => "iterate",
            Op::Awhile { .. } => "awhile",
            Op::Acond { .. } => "acond",
        }
    }

    /// The array arguments: inputs, arrays read by the scalar functions, lambda bodies.
    pub fn children(&self) -> Vec<&A> {
        let mut out: Vec<&A> = Vec::new();
        self.for_each_child(|a| out.push(a));
        out
    }

    fn for_each_child<'a>(&'a self, mut visit: impl FnMut(&'a A)) {
        let fun = |f: &'a Fun<A>, visit: &mut dyn FnMut(&'a A)| f.arrays().for_each(&mut *visit);
        match self {
            Op::Use(_) | Op::Var(_) => {}
            Op::Tuple(xs) => xs.iter().for_each(visit),
            Op::Prj { tuple, .. } => visit(tuple),
            Op::Unit(f) => fun(f, &mut visit),
            Op::Generate { shape, f } => {
                fun(shape, &mut visit);
                fun(f, &mut visit);
            }
            Op::Map { f, inputs } => {
                inputs.iter().for_each(&mut visit);
                fun(f, &mut visit);
            }
            Op::Backpermute { shape, index, input } => {
                visit(input);
                fun(shape, &mut visit);
                fun(index, &mut visit);
            }
            Op::Reshape { shape, input } => {
                visit(input);
                fun(shape, &mut visit);
            }
            Op::Consumer(c) => {
                c.inputs().into_iter().for_each(&mut visit);
                match c {
                    Consumer::Permute { defaults: a, .. } | Consumer::FoldSeg { offsets: a, .. } => visit(a),
                    _ => {}
                }
                c.funs().into_iter().for_each(|f| fun(f, &mut visit));
            }
            Op::Iterate { count, init, body } => {
                fun(count, &mut visit);
                visit(init);
                visit(&body.body);
            }
            Op::Awhile { cond, body, init, .. } => {
                visit(init);
                visit(&cond.body);
                visit(&body.body);
            }
            Op::Acond { cond, then, otherwise } => {
                fun(cond, &mut visit);
                visit(then);
                visit(otherwise);
            }
        }
    }

    /// The same operation with its array arguments renamed by `f` (fallibly).
    pub fn try_map<B, E>(&self, f: &mut impl FnMut(&A) -> Result<B, E>) -> Result<Op<B>, E> {
        let lam = |l: &Lam<A>, f: &mut dyn FnMut(&A) -> Result<B, E>| -> Result<Lam<B>, E> {
            Ok(Lam { var: l.var, body: f(&l.body)? })
        };
        let input = |s: &StencilInput<A>,
                     f: &mut dyn FnMut(&A) -> Result<B, E>|
         -> Result<StencilInput<B>, E> {
            Ok(StencilInput { input: f(&s.input)?, offsets: s.offsets.clone(), boundary: s.boundary.clone() })
        };
        Ok(match self {
            Op::Use(a) => Op::Use(a.clone()),
            Op::Var(v) => Op::Var(*v),
            Op::Tuple(xs) => Op::Tuple(xs.iter().map(&mut *f).collect::<Result<_, _>>()?),
            Op::Prj { tuple, index } => Op::Prj { tuple: f(tuple)?, index: *index },
            Op::Unit(e) => Op::Unit(e.try_map_arrays(&mut *f)?),
            Op::Generate { shape, f: g } => {
                Op::Generate { shape: shape.try_map_arrays(&mut *f)?, f: g.try_map_arrays(&mut *f)? }
            }
            Op::Map { f: g, inputs } => Op::Map {
                f: g.try_map_arrays(&mut *f)?,
                inputs: inputs.iter().map(&mut *f).collect::<Result<_, _>>()?,
            },
            Op::Backpermute { shape, index, input } => Op::Backpermute {
                shape: shape.try_map_arrays(&mut *f)?,
                index: index.try_map_arrays(&mut *f)?,
                input: f(input)?,
            },
            Op::Reshape { shape, input } => {
                Op::Reshape { shape: shape.try_map_arrays(&mut *f)?, input: f(input)? }
            }
            Op::Consumer(c) => Op::Consumer(match c {
                Consumer::Fold { f: g, seed, input } => Consumer::Fold {
                    f: g.try_map_arrays(&mut *f)?,
                    seed: seed.as_ref().map(|s| s.try_map_arrays(&mut *f)).transpose()?,
                    input: f(input)?,
                },
                Consumer::Scan { f: g, seed, direction, input } => Consumer::Scan {
                    f: g.try_map_arrays(&mut *f)?,
                    seed: seed.as_ref().map(|s| s.try_map_arrays(&mut *f)).transpose()?,
                    direction: *direction,
                    input: f(input)?,
                },
                Consumer::Permute { combine, defaults, index, input } => Consumer::Permute {
                    combine: combine.try_map_arrays(&mut *f)?,
                    defaults: f(defaults)?,
                    index: index.try_map_arrays(&mut *f)?,
                    input: f(input)?,
                },
                Consumer::Stencil { f: g, inputs, strategy } => Consumer::Stencil {
                    f: g.try_map_arrays(&mut *f)?,
                    inputs: inputs.iter().map(|s| input(s, &mut *f)).collect::<Result<_, _>>()?,
                    strategy: *strategy,
                },
                Consumer::Compact { pred, input } => {
                    Consumer::Compact { pred: pred.try_map_arrays(&mut *f)?, input: f(input)? }
                }
                Consumer::Sort { key, input } => {
                    Consumer::Sort { key: key.try_map_arrays(&mut *f)?, input: f(input)? }
                }
                Consumer::FoldSeg { f: g, seed, offsets, input } => Consumer::FoldSeg {
                    f: g.try_map_arrays(&mut *f)?,
                    seed: seed.as_ref().map(|s| s.try_map_arrays(&mut *f)).transpose()?,
                    offsets: f(offsets)?,
                    input: f(input)?,
                },
            }),
            Op::Iterate { count, init, body } => Op::Iterate {
                count: count.try_map_arrays(&mut *f)?,
                init: f(init)?,
                body: lam(body, &mut *f)?,
            },
            Op::Awhile { cond, body, init, limit } => Op::Awhile {
                cond: lam(cond, &mut *f)?,
                body: lam(body, &mut *f)?,
                init: f(init)?,
                limit: *limit,
            },
            Op::Acond { cond, then, otherwise } => {
                Op::Acond { cond: cond.try_map_arrays(&mut *f)?, then: f(then)?, otherwise: f(otherwise)? }
            }
        })
    }

    /// The variables this operation binds (lambda parameters).
    pub fn binders(&self) -> Vec<VarId> {
        match self {
            Op::Iterate { body, .. } => vec![body.var],
            Op::Awhile { cond, body, .. } => vec![cond.var, body.var],
            _ => vec![],
        }
    }
}

/// A node of a program: an operation and the type of its result.
#[derive(Clone, Debug, PartialEq)]
pub struct Node {
    /// The operation.
    pub op: Op<NodeId>,
    /// The type of its result.
    pub ty: ArraysType,
    /// The combinator the user wrote, which run-time errors of this operation name: the
    /// operation's own name ([`Op::name`]), or the combinator built on it (`replicate`,
    /// `slice`, `transpose` for a `backpermute`; `fill` for a `generate`; `fold1_all` for a
    /// `fold1`, ...).
    pub name: &'static str,
}

/// A traced array program: nodes in topological order, the result, and the inputs of a
/// compiled function.
#[derive(Clone, Debug, PartialEq)]
pub struct Program {
    /// The nodes; a node's arguments come before it.
    pub nodes: Vec<Node>,
    /// The result.
    pub result: NodeId,
    /// The program's inputs (empty for a closed program) with their types; the program
    /// reads each through a `Var` node.
    pub inputs: Vec<(VarId, ArraysType)>,
}

impl Program {
    /// The node at `id`.
    pub fn node(&self, id: NodeId) -> &Node {
        &self.nodes[id.index()]
    }

    /// The type of the result.
    pub fn result_type(&self) -> &ArraysType {
        &self.node(self.result).ty
    }

    /// For every node, the variables it depends on (transitively) that are not bound inside
    /// it: a node depending on a lambda's variable is part of that lambda's body.
    pub fn free_vars(&self) -> Vec<Vec<VarId>> {
        let mut free: Vec<Vec<VarId>> = Vec::with_capacity(self.nodes.len());
        for node in &self.nodes {
            let mut vs: Vec<VarId> = match node.op {
                Op::Var(v) => vec![v],
                _ => vec![],
            };
            let bound = node.op.binders();
            for c in node.op.children() {
                for &v in &free[c.index()] {
                    if !bound.contains(&v) && !vs.contains(&v) {
                        vs.push(v);
                    }
                }
            }
            vs.sort();
            free.push(vs);
        }
        free
    }
}

impl std::fmt::Display for Program {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        print::fmt_program(self, f)
    }
}
