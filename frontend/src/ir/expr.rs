//! Scalar functions: the body of every `map`, `fold`, `stencil`, ... as a typed DAG.
//!
//! A [`Fun`] owns an arena of [`Expr`] nodes addressed by [`ExprId`]. Children always have
//! smaller ids than their parents, so the arena is in topological order and a forward pass
//! evaluates it. Sharing in the user's closure (`let y = x * x; y + y`) is kept: `y` is one
//! node used twice.
//!
//! Loops: a [`Expr::While`] at position `w` owns the contiguous range of nodes that starts
//! at its [`Expr::LoopState`] node `s` (`s < w`). Every node in `s+1 .. w` was created
//! while tracing the loop's condition and body, and every node that depends on the loop
//! state lies in that range; nodes before `s` are loop invariant. Backends and the
//! interpreter rely on this *loop range* invariant, which [`Fun::check`] verifies.
//!
//! A function may read arrays (`Expr::Index`, `Expr::Shape`); the type parameter `V` is how
//! it names them: an `Acc` handle while the program is built, a node of the program after
//! tracing, a buffer of the fused plan after fusion.

use smallvec::{SmallVec, smallvec};
use std::fmt;

use crate::elt::{Scalar, ScalarType, Type};

/// The position of a node in its function's arena.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ExprId(pub u32);

impl ExprId {
    /// The position as an index.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// Unary scalar operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnOp {
    /// Arithmetic negation (wrapping on integers).
    Neg,
    /// Logical not on `bool`, bitwise not on integers.
    Not,
    /// Absolute value (wrapping on `i*::MIN`).
    Abs,
    /// Square root.
    Sqrt,
    /// `e^x`.
    Exp,
    /// Natural logarithm.
    Ln,
    /// Sine.
    Sin,
    /// Cosine.
    Cos,
    /// Tangent.
    Tan,
    /// Round toward negative infinity.
    Floor,
    /// Round toward positive infinity.
    Ceil,
    /// Round half away from zero (Rust's `f32::round`).
    Round,
}

impl UnOp {
    /// The name used by the printer.
    pub fn name(self) -> &'static str {
        match self {
            UnOp::Neg => "neg",
            UnOp::Not => "not",
            UnOp::Abs => "abs",
            UnOp::Sqrt => "sqrt",
            UnOp::Exp => "exp",
            UnOp::Ln => "ln",
            UnOp::Sin => "sin",
            UnOp::Cos => "cos",
            UnOp::Tan => "tan",
            UnOp::Floor => "floor",
            UnOp::Ceil => "ceil",
            UnOp::Round => "round",
        }
    }
}

/// Binary scalar operations. Both operands have the same type; comparisons return `bool`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    /// `+` (wrapping on integers).
    Add,
    /// `-` (wrapping on integers).
    Sub,
    /// `*` (wrapping on integers).
    Mul,
    /// `/` (truncating on integers; division by zero is an error).
    Div,
    /// `%` (sign of the dividend, as Rust; by zero is an error on integers).
    Rem,
    /// Minimum (for floats, Rust's `f32::min`: a NaN operand is ignored).
    Min,
    /// Maximum (for floats, Rust's `f32::max`).
    Max,
    /// `x^y` on floats.
    Pow,
    /// Four-quadrant arctangent of `y / x` (`y.atan2(x)`).
    Atan2,
    /// Logical and on `bool`, bitwise and on integers.
    And,
    /// Logical or on `bool`, bitwise or on integers.
    Or,
    /// Exclusive or.
    Xor,
    /// Shift left by the right operand modulo the bit width (Rust's `wrapping_shl`).
    Shl,
    /// Shift right (arithmetic on signed types) modulo the bit width.
    Shr,
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
}

impl BinOp {
    /// Whether the result is `bool` regardless of the operand type.
    pub fn is_comparison(self) -> bool {
        matches!(self, BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge)
    }

    /// The infix symbol, or `None` for operations printed as functions.
    pub fn symbol(self) -> Option<&'static str> {
        Some(match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::Rem => "%",
            BinOp::And => "&",
            BinOp::Or => "|",
            BinOp::Xor => "^",
            BinOp::Shl => "<<",
            BinOp::Shr => ">>",
            BinOp::Eq => "==",
            BinOp::Ne => "!=",
            BinOp::Lt => "<",
            BinOp::Le => "<=",
            BinOp::Gt => ">",
            BinOp::Ge => ">=",
            BinOp::Min | BinOp::Max | BinOp::Pow | BinOp::Atan2 => return None,
        })
    }

    /// The name used for operations printed as functions.
    pub fn name(self) -> &'static str {
        match self {
            BinOp::Min => "min",
            BinOp::Max => "max",
            BinOp::Pow => "pow",
            BinOp::Atan2 => "atan2",
            other => other.symbol().unwrap_or("?"),
        }
    }
}

/// One node of a scalar function.
#[derive(Clone, Debug, PartialEq)]
pub enum Expr<V> {
    /// A constant.
    Const(Scalar),
    /// The function's `n`-th parameter.
    Param(u16),
    /// The state of the loop that this node opens; `end` is the position of its
    /// [`Expr::While`].
    LoopState {
        /// The loop's `While` node.
        end: ExprId,
    },
    /// A tuple of values.
    Tuple(Vec<ExprId>),
    /// Component `field` of a tuple.
    Prj {
        /// The tuple.
        tuple: ExprId,
        /// The component, from 0.
        field: usize,
    },
    /// A unary operation.
    Unary(UnOp, ExprId),
    /// A binary operation.
    Binary(BinOp, ExprId, ExprId),
    /// `a * b + c` with one rounding (floats).
    Fma(ExprId, ExprId, ExprId),
    /// `if cond { then } else { otherwise }`; both sides are evaluated, only one is kept
    /// (a side's run-time error is reported only if that side is selected).
    Select {
        /// A `bool`.
        cond: ExprId,
        /// The value when `cond` holds.
        then: ExprId,
        /// The value otherwise.
        otherwise: ExprId,
    },
    /// Numeric conversion with Rust's `as` semantics.
    Cast(ScalarType, ExprId),
    /// The bits of a scalar read as another scalar type of the same width, not `bool`
    /// (`f32::to_bits`, `f32::from_bits`).
    Bitcast(ScalarType, ExprId),
    /// A bounded loop: `state = init; while n < max_iters && cond(state) { state =
    /// body(state); n += 1 }`, the value is the final `state`. `cond` and `body` are nodes in
    /// the loop's range (see the module documentation), the state itself, or loop-invariant
    /// nodes before it (`while_loop(x, |s| s.lt(10), |_| c)` has a constant body).
    While {
        /// The initial state (outside the loop range).
        init: ExprId,
        /// The [`Expr::LoopState`] node that opens the loop range.
        state: ExprId,
        /// The condition, a `bool` computed from the state.
        cond: ExprId,
        /// The next state.
        body: ExprId,
        /// The largest number of times the body runs.
        max_iters: u32,
    },
    /// The element of `array` at a multi-dimensional index (a tuple of `i64`).
    Index {
        /// The array.
        array: V,
        /// The index.
        index: ExprId,
        /// The combinator the user wrote that reads here (`index`, `backpermute`,
        /// `replicate`, ...), which an out-of-bounds error names; `None` for a read fusion
        /// made that is in bounds whenever the read it replaces is, and takes that read's
        /// name ([`crate::ir::FunBuilder::expand`]).
        origin: Option<&'static str>,
    },
    /// The element of `array` at a row-major linear position (an `i64`).
    LinearIndex {
        /// The array.
        array: V,
        /// The position.
        index: ExprId,
        /// As [`Expr::Index`]'s (`linear_index` for the user's reads).
        origin: Option<&'static str>,
    },
    /// The shape of `array`, a tuple of `i64`.
    Shape {
        /// The array.
        array: V,
    },
}

/// The nodes a node reads ([`Expr::children`]): inline up to 4 (every node but a wide tuple),
/// so that the passes that walk a function allocate nothing per node.
///
/// ```
/// use systole_frontend::exp::trace_index_fn;
/// use systole_frontend::ir::{Children, Expr, Fun};
///
/// let f: Fun<()> = trace_index_fn(|[i, n]| [i * n + 1]).unwrap();
/// // the result is a tuple of the one index component: `(i * n + 1)`
/// let reads: Children = f.node(f.result()).children();
/// assert_eq!(reads.len(), 1);
/// assert!(matches!(f.node(reads[0]), Expr::Binary(..)));
/// // no node of this function reads more than 4 others: none of them allocates its list
/// assert!(f.nodes().iter().all(|e| !e.children().spilled()));
/// ```
pub type Children = SmallVec<[ExprId; 4]>;

impl<V> Expr<V> {
    /// The nodes this node reads, in order.
    pub fn children(&self) -> Children {
        match self {
            Expr::Const(_) | Expr::Param(_) | Expr::LoopState { .. } | Expr::Shape { .. } => smallvec![],
            Expr::Tuple(xs) => xs.iter().copied().collect(),
            Expr::Prj { tuple, .. } => smallvec![*tuple],
            Expr::Unary(_, a) | Expr::Cast(_, a) | Expr::Bitcast(_, a) => smallvec![*a],
            Expr::Binary(_, a, b) => smallvec![*a, *b],
            Expr::Fma(a, b, c) => smallvec![*a, *b, *c],
            Expr::Select { cond, then, otherwise } => smallvec![*cond, *then, *otherwise],
            Expr::While { init, state, cond, body, .. } => smallvec![*init, *state, *cond, *body],
            Expr::Index { index, .. } | Expr::LinearIndex { index, .. } => smallvec![*index],
        }
    }

    /// The same node with its children renamed by `f`.
    pub fn map_ids(&self, mut f: impl FnMut(ExprId) -> ExprId) -> Expr<V>
    where
        V: Clone,
    {
        match self {
            Expr::Const(c) => Expr::Const(*c),
            Expr::Param(p) => Expr::Param(*p),
            Expr::LoopState { end } => Expr::LoopState { end: f(*end) },
            Expr::Tuple(xs) => Expr::Tuple(xs.iter().map(|&x| f(x)).collect()),
            Expr::Prj { tuple, field } => Expr::Prj { tuple: f(*tuple), field: *field },
            Expr::Unary(op, a) => Expr::Unary(*op, f(*a)),
            Expr::Binary(op, a, b) => Expr::Binary(*op, f(*a), f(*b)),
            Expr::Fma(a, b, c) => Expr::Fma(f(*a), f(*b), f(*c)),
            Expr::Select { cond, then, otherwise } => {
                Expr::Select { cond: f(*cond), then: f(*then), otherwise: f(*otherwise) }
            }
            Expr::Cast(t, a) => Expr::Cast(*t, f(*a)),
            Expr::Bitcast(t, a) => Expr::Bitcast(*t, f(*a)),
            Expr::While { init, state, cond, body, max_iters } => Expr::While {
                init: f(*init),
                state: f(*state),
                cond: f(*cond),
                body: f(*body),
                max_iters: *max_iters,
            },
            Expr::Index { array, index, origin } => {
                Expr::Index { array: array.clone(), index: f(*index), origin: *origin }
            }
            Expr::LinearIndex { array, index, origin } => {
                Expr::LinearIndex { array: array.clone(), index: f(*index), origin: *origin }
            }
            Expr::Shape { array } => Expr::Shape { array: array.clone() },
        }
    }

    /// The array this node reads, if any.
    pub fn array(&self) -> Option<&V> {
        match self {
            Expr::Index { array, .. } | Expr::LinearIndex { array, .. } | Expr::Shape { array } => {
                Some(array)
            }
            _ => None,
        }
    }

    /// The same node reading arrays renamed by `f`.
    pub fn map_array<W>(&self, f: impl FnOnce(&V) -> W) -> Expr<W> {
        match self {
            Expr::Index { array, index, origin } => {
                Expr::Index { array: f(array), index: *index, origin: *origin }
            }
            Expr::LinearIndex { array, index, origin } => {
                Expr::LinearIndex { array: f(array), index: *index, origin: *origin }
            }
            Expr::Shape { array } => Expr::Shape { array: f(array) },
            Expr::Const(c) => Expr::Const(*c),
            Expr::Param(p) => Expr::Param(*p),
            Expr::LoopState { end } => Expr::LoopState { end: *end },
            Expr::Tuple(xs) => Expr::Tuple(xs.clone()),
            Expr::Prj { tuple, field } => Expr::Prj { tuple: *tuple, field: *field },
            Expr::Unary(op, a) => Expr::Unary(*op, *a),
            Expr::Binary(op, a, b) => Expr::Binary(*op, *a, *b),
            Expr::Fma(a, b, c) => Expr::Fma(*a, *b, *c),
            Expr::Select { cond, then, otherwise } => {
                Expr::Select { cond: *cond, then: *then, otherwise: *otherwise }
            }
            Expr::Cast(t, a) => Expr::Cast(*t, *a),
            Expr::Bitcast(t, a) => Expr::Bitcast(*t, *a),
            Expr::While { init, state, cond, body, max_iters } => {
                Expr::While { init: *init, state: *state, cond: *cond, body: *body, max_iters: *max_iters }
            }
        }
    }
}

/// A scalar function: typed parameters and a DAG of nodes whose last node is the result.
#[derive(Clone, Debug, PartialEq)]
pub struct Fun<V> {
    params: Vec<Type>,
    nodes: Vec<Expr<V>>,
    types: Vec<Type>,
}

impl<V> Fun<V> {
    /// Builds a function from its parts; the result is the last node. Use [`Fun::check`] to
    /// verify the invariants of a function built by hand.
    pub fn from_parts(params: Vec<Type>, nodes: Vec<Expr<V>>, types: Vec<Type>) -> Fun<V> {
        assert_eq!(nodes.len(), types.len(), "one type per node");
        assert!(!nodes.is_empty(), "a function has at least its result node");
        Fun { params, nodes, types }
    }

    /// The parameter types.
    pub fn params(&self) -> &[Type] {
        &self.params
    }

    /// The nodes, in topological order; the last is the result.
    pub fn nodes(&self) -> &[Expr<V>] {
        &self.nodes
    }

    /// The type of every node.
    pub fn types(&self) -> &[Type] {
        &self.types
    }

    /// The node at `id`.
    pub fn node(&self, id: ExprId) -> &Expr<V> {
        &self.nodes[id.index()]
    }

    /// The type of node `id`.
    pub fn ty(&self, id: ExprId) -> &Type {
        &self.types[id.index()]
    }

    /// The result node.
    pub fn result(&self) -> ExprId {
        ExprId(self.nodes.len() as u32 - 1)
    }

    /// The result type.
    #[expect(clippy::expect_used, reason = "Fun::from_parts asserts a function has a node")]
    pub fn result_type(&self) -> &Type {
        self.types.last().expect("a function has a result node")
    }

    /// The arrays the function reads, in node order (with repetitions).
    pub fn arrays(&self) -> impl Iterator<Item = &V> {
        self.nodes.iter().filter_map(Expr::array)
    }

    /// The same function with its arrays renamed by `f`.
    pub fn map_arrays<W>(&self, mut f: impl FnMut(&V) -> W) -> Fun<W> {
        Fun {
            params: self.params.clone(),
            nodes: self.nodes.iter().map(|n| n.map_array(&mut f)).collect(),
            types: self.types.clone(),
        }
    }

    /// The same function with the origins of its reads dropped: what code generation sees,
    /// so that functions that differ only in the names their errors would give compare
    /// (and hash) equal.
    pub fn without_origins(&self) -> Fun<V>
    where
        V: Clone,
    {
        let nodes = self
            .nodes
            .iter()
            .map(|n| match n {
                Expr::Index { array, index, .. } => {
                    Expr::Index { array: array.clone(), index: *index, origin: None }
                }
                Expr::LinearIndex { array, index, .. } => {
                    Expr::LinearIndex { array: array.clone(), index: *index, origin: None }
                }
                other => other.clone(),
            })
            .collect();
        Fun { params: self.params.clone(), nodes, types: self.types.clone() }
    }

    /// Like [`Fun::map_arrays`] with a fallible renaming.
    pub fn try_map_arrays<W, E>(&self, mut f: impl FnMut(&V) -> Result<W, E>) -> Result<Fun<W>, E> {
        let mut nodes = Vec::with_capacity(self.nodes.len());
        for n in &self.nodes {
            nodes.push(match n.array() {
                Some(a) => {
                    let w = f(a)?;
                    n.map_array(|_| w)
                }
                None => n.map_array(|_| unreachable!("node without an array")),
            });
        }
        Ok(Fun { params: self.params.clone(), nodes, types: self.types.clone() })
    }

    /// For every node, how many nodes read it (the result counts as read once).
    #[expect(clippy::expect_used, reason = "Fun::from_parts asserts a function has a node")]
    pub fn use_counts(&self) -> Vec<u32> {
        let mut uses = vec![0u32; self.nodes.len()];
        for n in &self.nodes {
            // a loop binds its state node rather than reading it
            let bound = match n {
                Expr::While { state, .. } => Some(*state),
                _ => None,
            };
            for c in n.children().into_iter().filter(|&c| Some(c) != bound) {
                uses[c.index()] += 1;
            }
        }
        *uses.last_mut().expect("non-empty") += 1;
        uses
    }

    /// Checks the structural invariants: children before parents, operand types, and the
    /// loop range invariant (module documentation). Returns a description of the first
    /// violation; a violation is a bug in whatever built the function.
    pub fn check(&self) -> Result<(), String> {
        let n = self.nodes.len();
        // depends[i]: the loop-state nodes that node i depends on and that are still open
        let mut depends: Vec<Vec<u32>> = Vec::with_capacity(n);
        for (i, node) in self.nodes.iter().enumerate() {
            for c in node.children() {
                if c.index() >= i {
                    return Err(format!("node {i} reads node {} that is not before it", c.0));
                }
            }
            let ty = &self.types[i];
            let ty_of = |id: ExprId| &self.types[id.index()];
            let ok = match node {
                Expr::Const(c) => *ty == Type::Scalar(c.ty()),
                Expr::Param(p) => self.params.get(*p as usize) == Some(ty),
                Expr::LoopState { end } => match self.nodes.get(end.index()) {
                    Some(Expr::While { state, .. }) => state.index() == i,
                    _ => false,
                },
                Expr::Tuple(xs) => *ty == Type::Tuple(xs.iter().map(|&x| ty_of(x).clone()).collect()),
                Expr::Prj { tuple, field } => {
                    ty_of(*tuple).as_tuple().and_then(|ts| ts.get(*field)) == Some(ty)
                }
                Expr::Unary(_, a) => ty_of(*a) == ty && ty.as_scalar().is_some(),
                Expr::Binary(op, a, b) => {
                    ty_of(*a) == ty_of(*b)
                        && ty_of(*a).as_scalar().is_some()
                        && if op.is_comparison() {
                            *ty == Type::Scalar(ScalarType::Bool)
                        } else {
                            ty_of(*a) == ty
                        }
                }
                Expr::Fma(a, b, c) => ty_of(*a) == ty && ty_of(*b) == ty && ty_of(*c) == ty,
                Expr::Select { cond, then, otherwise } => {
                    *ty_of(*cond) == Type::Scalar(ScalarType::Bool)
                        && ty_of(*then) == ty
                        && ty_of(*otherwise) == ty
                }
                Expr::Cast(t, a) => *ty == Type::Scalar(*t) && ty_of(*a).as_scalar().is_some(),
                Expr::Bitcast(t, a) => {
                    *ty == Type::Scalar(*t)
                        && ty_of(*a).as_scalar().is_some_and(|from| {
                            from != ScalarType::Bool
                                && *t != ScalarType::Bool
                                && from.size_bytes() == t.size_bytes()
                        })
                }
                Expr::While { init, state, cond, body, .. } => {
                    ty_of(*init) == ty
                        && ty_of(*state) == ty
                        && ty_of(*body) == ty
                        && *ty_of(*cond) == Type::Scalar(ScalarType::Bool)
                        && init < state
                }
                Expr::Index { .. } | Expr::LinearIndex { .. } | Expr::Shape { .. } => true,
            };
            if !ok {
                return Err(format!("node {i} is ill-typed: {} : {ty}", self.describe(i)));
            }
            let mut deps: Vec<u32> = Vec::new();
            if let Expr::LoopState { .. } = node {
                deps.push(i as u32);
            }
            let closes = match node {
                Expr::While { state, .. } => Some(state.0),
                _ => None,
            };
            for c in node.children() {
                if Some(c.0) == closes && matches!(node, Expr::While { .. }) {
                    continue;
                }
                for &d in &depends[c.index()] {
                    if Some(d) != closes && !deps.contains(&d) {
                        deps.push(d);
                    }
                }
            }
            if let Expr::While { init, state, .. } = node {
                if depends[init.index()].contains(&state.0) {
                    return Err(format!("node {i}: the loop's initial value reads its own state"));
                }
            }
            for &d in &deps {
                // a node that depends on loop state `d` must lie inside that loop's range
                let Expr::LoopState { end } = &self.nodes[d as usize] else { unreachable!() };
                if i as u32 >= end.0 {
                    return Err(format!(
                        "node {i} uses the state of the loop at node {} outside that loop",
                        end.0
                    ));
                }
            }
            depends.push(deps);
        }
        if !depends[n - 1].is_empty() {
            return Err("the result depends on the state of a loop it is not inside".into());
        }
        Ok(())
    }

    fn describe(&self, i: usize) -> String {
        match &self.nodes[i] {
            Expr::Const(c) => format!("constant {c}"),
            Expr::Param(p) => format!("parameter {p}"),
            Expr::LoopState { .. } => "loop state".into(),
            Expr::Tuple(_) => "tuple".into(),
            Expr::Prj { field, .. } => format!("projection .{field}"),
            Expr::Unary(op, _) => op.name().into(),
            Expr::Binary(op, _, _) => op.name().into(),
            Expr::Fma(..) => "fma".into(),
            Expr::Select { .. } => "select".into(),
            Expr::Cast(t, _) => format!("cast to {t}"),
            Expr::Bitcast(t, _) => format!("bitcast to {t}"),
            Expr::While { .. } => "while".into(),
            Expr::Index { .. } => "index".into(),
            Expr::LinearIndex { .. } => "linear index".into(),
            Expr::Shape { .. } => "shape".into(),
        }
    }
}

impl<V: fmt::Display> fmt::Display for Fun<V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        super::print::fmt_fun(self, f)
    }
}
