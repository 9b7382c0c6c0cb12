//! Delayed producers as functions, and their inlining into the functions that read them.
//!
//! A producer that is not materialised is computed where it is read: `a3[ix]` of a delayed
//! `a3 = map g a2` becomes `g(a2[ix])`. Every producer has three [`Forms`], small functions
//! over its own arguments (other nodes of the program), built once: its shape, its element
//! at an index, and its element at a row-major position. [`translate`] replaces each read
//! of a delayed producer by the matching form, whose own reads of delayed producers are
//! replaced in turn, down to arrays in memory:
//!
//! ```text
//!  kernel reads a3[ix]     a3 = map g a2          a2 = backpermute sh p a1      a1 in memory
//!  ─────────────────►  g(a2[ix])  ─────────────►  g(a1[p(ix)])   stop: a1 is read as it is
//! ```
//!
//! The walk is [`FunBuilder::expand`]'s, which keeps its own stack: a chain of a hundred
//! thousand producers inlines without a deep native stack, and the forms are built once per
//! producer, so the work is the size of what is inlined (caching each producer's whole
//! inlined element instead, as this module once did, costs the square of a chain's length).

use systole_frontend::ir::{
    ArrayRead, BinOp, Consumer, Expansion, Expr, ExprId, Fun, FunBuilder, NodeId, Op, Program,
};
use systole_frontend::{ArraysType, ScalarType, Type};

use crate::plan::{ArrayVar, Delayed};

/// A producer as functions of the arrays it reads (nodes of the program).
pub(crate) struct Forms {
    /// `() -> extent`.
    shape: Fun<NodeId>,
    /// `index -> element`.
    element: Fun<NodeId>,
    /// `row-major position -> element`.
    linear: Fun<NodeId>,
}

/// Where a kernel finds a node: `Some(var)` for an array in memory, `None` for a delayed
/// producer (which then has forms).
pub(crate) type Manifest<'a> = &'a dyn Fn(NodeId) -> Option<ArrayVar>;

/// The rank of an array type.
#[expect(
    clippy::panic,
    reason = "fusion asks for the rank of arrays only: tracing types every node, and a tuple of \
              arrays is only projected or taken apart"
)]
pub(crate) fn rank(ty: &ArraysType) -> usize {
    match ty {
        ArraysType::Array { rank, .. } => *rank,
        ArraysType::Tuple(_) => panic!("internal error: a tuple of arrays where an array is expected"),
    }
}

/// The element type of an array type.
#[expect(
    clippy::panic,
    reason = "fusion asks for the element type of arrays only: tracing types every node, and a \
              tuple of arrays is only projected or taken apart"
)]
pub(crate) fn elt(ty: &ArraysType) -> Type {
    match ty {
        ArraysType::Array { elt, .. } => elt.clone(),
        ArraysType::Tuple(_) => panic!("internal error: a tuple of arrays where an array is expected"),
    }
}

/// For every node, a node whose shape it has whatever the inputs (itself when none other is
/// known): a map, or a stencil, has its inputs' shape when they all have the same one (the
/// intersection of equal shapes). One pass in node order, where a node's arguments come
/// first.
pub(crate) fn shape_sources(p: &Program) -> Vec<NodeId> {
    let mut sources: Vec<NodeId> = Vec::with_capacity(p.nodes.len());
    // the source all `inputs` share, if they share one
    fn common(sources: &[NodeId], mut inputs: impl Iterator<Item = NodeId>) -> Option<NodeId> {
        let first = sources[inputs.next()?.index()];
        inputs.all(|x| sources[x.index()] == first).then_some(first)
    }
    for (i, node) in p.nodes.iter().enumerate() {
        let source = match &node.op {
            Op::Map { inputs, .. } => common(&sources, inputs.iter().copied()),
            Op::Consumer(Consumer::Stencil { inputs, .. }) => {
                common(&sources, inputs.iter().map(|s| s.input))
            }
            _ => None,
        };
        sources.push(source.unwrap_or(NodeId(i as u32)));
    }
    sources
}

impl Forms {
    /// The forms of producer `n` (`unit`, `generate`, `map`, `backpermute`, `reshape`);
    /// `sources` are the [`shape_sources`] of the program's nodes.
    #[expect(clippy::panic, reason = "called for the nodes `is_producer` selects only")]
    pub(crate) fn of(p: &Program, n: NodeId, sources: &[NodeId]) -> Forms {
        let (ty, name) = (&p.node(n).ty, p.node(n).name);
        let (rank, elt_ty) = (rank(ty), elt(ty));
        let ix_ty = Type::index(rank);
        let of = |i: NodeId| &p.node(i).ty;
        let build = |params: Vec<Type>, body: &dyn Fn(&mut FunBuilder<NodeId>) -> ExprId| {
            let mut b = FunBuilder::new(params);
            let r = body(&mut b);
            b.finish(r)
        };
        let (shape, element) = match &p.node(n).op {
            Op::Unit(f) => {
                (build(vec![], &|b| b.tuple(vec![])), build(vec![ix_ty.clone()], &|b| b.inline_same(f, &[])))
            }
            Op::Generate { shape, f } => (shape.clone(), f.clone()),
            Op::Map { f, inputs } => {
                // the intersection of the inputs' shapes
                let shape = build(vec![], &|b| {
                    let extents: Vec<Vec<ExprId>> = inputs
                        .iter()
                        .map(|&i| {
                            let sh = b.push(Expr::Shape { array: i }, ix_ty.clone());
                            b.components(sh, rank)
                        })
                        .collect();
                    let least = (0..rank)
                        .map(|d| {
                            extents[1..].iter().fold(extents[0][d], |acc, e| b.binary(BinOp::Min, acc, e[d]))
                        })
                        .collect();
                    b.tuple(least)
                });
                let element = build(vec![ix_ty.clone()], &|b| {
                    let ix = b.param(0);
                    let args: Vec<ExprId> = inputs
                        .iter()
                        .map(|&i| b.push(Expr::Index { array: i, index: ix, origin: None }, elt(of(i))))
                        .collect();
                    b.inline_same(f, &args)
                });
                (shape, element)
            }
            Op::Backpermute { shape, index, input } => {
                let element = build(vec![ix_ty.clone()], &|b| {
                    let ix = b.param(0);
                    let j = b.inline_same(index, &[ix]);
                    // out of bounds, the backpermute (or what the user built on it) is to blame
                    b.push(Expr::Index { array: *input, index: j, origin: Some(name) }, elt(of(*input)))
                });
                (shape.clone(), element)
            }
            Op::Reshape { shape, input } => {
                // the input's element at the same row-major position
                let element = build(vec![ix_ty.clone()], &|b| {
                    let ix = b.param(0);
                    let sh = b.inline_same(shape, &[]);
                    let extents = b.components(sh, rank);
                    let components = b.components(ix, rank);
                    let lin = b.linearize(&components, &extents);
                    b.push(Expr::LinearIndex { array: *input, index: lin, origin: None }, elt(of(*input)))
                });
                (shape.clone(), element)
            }
            other => panic!("internal error: {} is not a producer", other.name()),
        };
        let i64_ = Type::Scalar(ScalarType::I64);
        let linear = match &p.node(n).op {
            // a map of arrays of one shape (one array, or arrays known to have the same
            // shape, as a stencil's result and its input) has that shape: read them at the
            // same position, without turning it into an index (a division a dimension)
            Op::Map { f, inputs }
                if inputs.iter().all(|&i| sources[i.index()] == sources[inputs[0].index()]) =>
            {
                build(vec![i64_], &|b| {
                    let lin = b.param(0);
                    let args: Vec<ExprId> = inputs
                        .iter()
                        .map(|&i| {
                            b.push(Expr::LinearIndex { array: i, index: lin, origin: None }, elt(of(i)))
                        })
                        .collect();
                    b.inline_same(f, &args)
                })
            }
            _ => build(vec![i64_], &|b| {
                let lin = b.param(0);
                let sh = b.push(Expr::Shape { array: n }, ix_ty.clone());
                let extents = b.components(sh, rank);
                let ix = b.delinearize(lin, &extents);
                b.push(Expr::Index { array: n, index: ix, origin: None }, elt_ty.clone())
            }),
        };
        Forms { shape, element, linear }
    }
}

/// `f`, a function of the operation the user wrote as `name`, over arrays in memory: every
/// read of a delayed producer replaced by its forms.
#[expect(
    clippy::expect_used,
    reason = "fusion delays producers only, and builds the forms of every producer"
)]
pub(crate) fn translate(
    f: &Fun<NodeId>,
    name: &'static str,
    forms: &[Option<Forms>],
    manifest: Manifest<'_>,
) -> Fun<ArrayVar> {
    let mut b = FunBuilder::new(f.params().to_vec());
    let args: Vec<ExprId> = (0..f.params().len()).map(|i| b.param(i as u16)).collect();
    let form = |n: &NodeId| {
        forms[n.index()].as_ref().expect("internal error: a delayed node that is not a producer")
    };
    let r = b.expand(f, &args, Some(name), &mut |b, read, ty| match read {
        ArrayRead::Index { array, index, origin } => match manifest(*array) {
            Some(v) => Expansion::Node(b.push(Expr::Index { array: v, index, origin }, ty)),
            None => Expansion::Inline(&form(array).element, vec![index]),
        },
        ArrayRead::LinearIndex { array, index, origin } => match manifest(*array) {
            Some(v) => Expansion::Node(b.push(Expr::LinearIndex { array: v, index, origin }, ty)),
            None => Expansion::Inline(&form(array).linear, vec![index]),
        },
        ArrayRead::Shape { array } => match manifest(*array) {
            Some(v) => Expansion::Node(b.push(Expr::Shape { array: v }, ty)),
            None => Expansion::Inline(&form(array).shape, vec![]),
        },
    });
    b.finish(r)
}

/// Producer `n` as a delayed input, over arrays in memory.
#[expect(
    clippy::expect_used,
    reason = "fusion delays producers only, and builds the forms of every producer"
)]
pub(crate) fn delayed(p: &Program, n: NodeId, forms: &[Option<Forms>], manifest: Manifest<'_>) -> Delayed {
    let own = forms[n.index()].as_ref().expect("internal error: the forms of a node that is not a producer");
    let name = p.node(n).name;
    Delayed {
        shape: translate(&own.shape, name, forms, manifest),
        element: translate(&own.element, name, forms, manifest),
        name,
    }
}

/// The shape of node `n`, over arrays in memory.
pub(crate) fn shape_of(
    p: &Program,
    n: NodeId,
    forms: &[Option<Forms>],
    manifest: Manifest<'_>,
) -> Fun<ArrayVar> {
    let mut b = FunBuilder::new(vec![]);
    let r = b.push(Expr::Shape { array: n }, Type::index(rank(&p.node(n).ty)));
    translate(&b.finish(r), p.node(n).name, forms, manifest)
}
