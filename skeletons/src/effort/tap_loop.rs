//! Wide stencils as loops: which stencils whose function combines thousands of taps, each
//! through the same expression, are computed by a loop over a table of their taps rather
//! than by code that names every tap (their code is in `codegen/tap_loop.rs`).
//!
//! Unrolled, such a stencil is a huge kernel (more than [`HUGE_KERNEL`] operations): its
//! code grows with its taps, and so does the time every compiler on the way takes (a 1-D
//! weighted sum of 49,999 taps took 16.8 s cold on the H100's host, against 0.7 s as a loop:
//! `docs/perf/2026-11-26-tap-loops.md`). As a loop its code is a few dozen instructions
//! whatever the taps, and it gets the full effort ([`operations`](super::operations) counts
//! the loop, not the taps).
//!
//! The function must be `post(t_0 ⊕ t_1 ⊕ .. ⊕ t_n)`, or `post(c ⊕ t_0 ⊕ ..)` from a value
//! `c` that depends on no tap (a fold from `0.0`), where `⊕` is one of `+` (a term may be
//! subtracted or negated), `*`, `max`, `min`, `&`, `|`, `^`, and every term `t_k` is one
//! expression of one tap and constants, of at most [`MAX_TERM`] nodes, the same for every
//! term but for its constants: `x * w_k`, `(x - c_k).abs()`, `x.cast::<u16>() + c_k`,
//! `x * x`. For term `k` the loop reads the tap's offset, and the term's constants that
//! differ between terms (compared bit for bit: `-0.0` is not `+0.0`; at most [`MAX_TABLES`]
//! of them), from tables in the kernel's module. A term that is its tap alone where the
//! others combine theirs with a constant (the frontend wrote `x` for `x * 1` or `x + 0`)
//! takes that operation's exact identity (`-0.0` for a float `+`), and a subtracted term is
//! the term times -1. Each term computes what the function's does, and the loop combines
//! them in the function's order where the order matters:
//!
//! - floats under `+` and `*` in the function's own grouping: where it combines its terms in
//!   order, `((t_0 ⊕ t_1) ⊕ t_2) ⊕ ..`, each right operand a term (`a - t` is `a + t·(-1)` in
//!   IEEE arithmetic), the loop keeps one running value; where it groups them otherwise (a
//!   pairwise sum, a balanced tree), the loop replays that tree from a table, how many
//!   combinations follow each term in postfix order, keeping the partial results on a small
//!   stack private to the thread (at most [`MAX_STACK`] of them: a tree at most that deep;
//!   no subtraction or negation of a group, whose sign of zero a term's sign cannot carry);
//!   integers wrap, and `max` and `min` (of floats too: `-0.0` below `+0.0`, a NaN ignored),
//!   `&`, `|` and `^` are associative and commutative, so their loop keeps one running value
//!   whatever the grouping;
//! - the stencil reads one input, every offset fits in an `i32`, and the function has no
//!   loop (`while_loop`).
//!
//! Other huge stencils stay unrolled, at the huge kernels' effort (on the GPU reading their
//! taps from a padded copy of their inputs: `grid::Padding`).

use systole_frontend::elt::Scalar;
use systole_frontend::ir::{BinOp, Consumer, Expr, ExprId, Fun, FunBuilder, StencilInput, UnOp};
use systole_frontend::{ScalarType, Type};
use systole_fusion::{ArrayVar, Input, Kernel};

use super::{HUGE_KERNEL, TAP_OPERATIONS, nodes, unrolled_operations};
use crate::taps::{self, Reads};

/// The operations a tap loop counts for besides its term and its element function: a
/// tap's read, its offsets' and constants' loads, `⊕` and the loop's counter.
const LOOP_OPERATIONS: usize = TAP_OPERATIONS + 6;

/// The most constants that may differ between terms, each a table.
const MAX_TABLES: usize = 8;

/// The most nodes of a term.
const MAX_TERM: usize = 64;

/// The most partial results a loop that replays a tree of float `+` or `*` keeps at once: a
/// balanced tree of 50,000 terms keeps 17.
const MAX_STACK: usize = 64;

/// The operations a term costs besides those of [`LOOP_OPERATIONS`] where the loop replays
/// a tree: the table's load, a stack's store, and on average one stack load and `⊕`.
const TREE_OPERATIONS: usize = 4;

/// A stencil computed as a loop over a table of its taps (see the module documentation).
#[derive(Clone, Debug, PartialEq)]
pub struct TapLoop {
    /// `+`, `*`, `max`, `min`, `&`, `|` or `^`.
    op: BinOp,
    /// The type of the terms and of what combines them.
    ty: ScalarType,
    /// The rank of the stencil.
    rank: usize,
    /// The terms' tap offsets, in the order the terms are combined: term `k`'s offset in
    /// dimension `d` at `k * rank + d`.
    offsets: Vec<i32>,
    /// A term: a function of the tap and of the constants that differ between terms.
    term: Fun<ArrayVar>,
    /// Those constants: for each, its type and its value in each term.
    constants: Vec<(ScalarType, Vec<Scalar>)>,
    /// Whether each term is subtracted (under `+`), where one is.
    negated: Option<Vec<bool>>,
    /// Where the loop replays the function's tree (floats under `+` and `*` not combined in
    /// order): for each term, how many combinations follow it in postfix order.
    tree: Option<Vec<u32>>,
    /// The value the terms are combined into, if not the first term: a function of no
    /// parameters.
    init: Option<Fun<ArrayVar>>,
    /// What the function applies to the combined terms: a function of one parameter.
    post: Fun<ArrayVar>,
}

impl TapLoop {
    /// The tap loop of `kernel`, if it is a stencil that would otherwise be huge and whose
    /// function a loop computes exactly (see the module documentation).
    pub fn of(kernel: &Kernel) -> Option<TapLoop> {
        let Kernel::Consumer(Consumer::Stencil { f, inputs, .. }) = kernel else { return None };
        if unrolled_operations(kernel) <= HUGE_KERNEL {
            return None;
        }
        let [input] = inputs.as_slice() else { return None };
        Analysis::new(f)?.tap_loop(input)
    }

    /// `+`, `*`, `max`, `min`, `&`, `|` or `^`: what combines the terms.
    pub fn op(&self) -> BinOp {
        self.op
    }

    /// The type of the terms and of what combines them.
    pub fn ty(&self) -> ScalarType {
        self.ty
    }

    /// The rank of the stencil.
    pub fn rank(&self) -> usize {
        self.rank
    }

    /// The terms' tap offsets, in the order the terms are combined: term `k`'s offset in
    /// dimension `d` at `k * rank + d`.
    pub fn offsets(&self) -> &[i32] {
        &self.offsets
    }

    /// A term: a function of the tap and of the constants that differ between terms.
    pub fn term(&self) -> &Fun<ArrayVar> {
        &self.term
    }

    /// The constants that differ between terms: for each, its type and its value in each
    /// term (compared bit for bit: `-0.0` differs from `+0.0`).
    pub fn constants(&self) -> &[(ScalarType, Vec<Scalar>)] {
        &self.constants
    }

    /// Whether each term is subtracted (under `+`), where one is.
    pub fn negated(&self) -> Option<&[bool]> {
        self.negated.as_deref()
    }

    /// Where the loop replays the function's grouping of its terms (floats under `+` and `*`
    /// grouped other than in order): for each term, how many combinations follow it in
    /// postfix order, each of the running value with the partial result below it. The
    /// partial results wait on a stack of at most [`TapLoop::stack`] values.
    pub fn tree(&self) -> Option<&[u32]> {
        self.tree.as_deref()
    }

    /// The most partial results the loop keeps at once where it replays a tree (the value it
    /// starts from among them), 0 where it does not.
    pub fn stack(&self) -> usize {
        self.tree.as_deref().map_or(0, |tree| stack_depth(self.init.is_some(), tree).unwrap_or(0))
    }

    /// The value the terms are combined into, if not the first term: a function of no
    /// parameters.
    pub fn init(&self) -> Option<&Fun<ArrayVar>> {
        self.init.as_ref()
    }

    /// What the function applies to the combined terms: a function of one parameter.
    pub fn post(&self) -> &Fun<ArrayVar> {
        &self.post
    }

    /// The number of terms.
    pub fn len(&self) -> usize {
        self.offsets.len() / self.rank
    }

    /// Whether there are no terms (never: a tap loop has two or more).
    pub fn is_empty(&self) -> bool {
        self.offsets.is_empty()
    }

    /// The operations of `kernel`, whose stencil this loop computes: the loop's, its term's,
    /// its input's element function once, what it starts from and what it applies.
    pub(super) fn operations(&self, kernel: &Kernel) -> usize {
        let element = match kernel {
            Kernel::Consumer(Consumer::Stencil { inputs, .. }) => inputs
                .iter()
                .map(|s| match &s.input {
                    Input::Delayed(d) => nodes(&d.element),
                    Input::Manifest(_) => 0,
                })
                .sum(),
            _ => 0,
        };
        LOOP_OPERATIONS
            + self.tree.as_ref().map_or(0, |_| TREE_OPERATIONS)
            + nodes(&self.term)
            + element
            + nodes(&self.post)
            + self.init.as_ref().map_or(0, nodes)
    }
}

/// A term found: its node (negations taken off), whether it is subtracted, and how many
/// combinations follow it in postfix order.
struct Found {
    node: ExprId,
    tap: u16,
    negated: bool,
    combines: u32,
}

/// The terms of a function, left to right (see [`Analysis::terms`]).
struct Terms {
    found: Vec<Found>,
    /// The value they start from, where the leftmost operand depends on no tap.
    init: Option<ExprId>,
    /// Whether they are combined in order, each right operand a term.
    in_order: bool,
    /// Whether only terms are negated or subtracted, never a group of them.
    signs_on_terms: bool,
}

/// A step of the walk of [`Analysis::terms`]: a node, negated or not, or the combination of
/// the two values the walk finished last.
enum Step {
    Node(ExprId, bool),
    Combine,
}

/// The most partial results a loop replaying `tree` (see [`TapLoop::tree`]) keeps at once,
/// from `init` or not; `None` where the tree does not end with one value.
fn stack_depth(init: bool, tree: &[u32]) -> Option<usize> {
    let (mut depth, mut most) = (usize::from(init), usize::from(init));
    for &combines in tree {
        depth = (depth + 1).checked_sub(combines as usize)?;
        most = most.max(depth);
    }
    (depth == 1).then_some(most)
}

/// A term's expression with its tap as parameter 0 and its constants as parameters 1..,
/// in the order of their nodes, and those constants' values.
struct Shape {
    exprs: Vec<(Expr<ArrayVar>, Type)>,
    constants: Vec<Scalar>,
}

impl Shape {
    /// Whether the expressions are the same, the constants aside.
    fn same_as(&self, other: &Shape) -> bool {
        self.exprs == other.exprs
    }

    /// Where `model` is this term combined at its root with one constant `c` by an
    /// operation `⊗` of which `c` is the identity (`x ⊗ c = x` exactly, so that the function
    /// wrote `x` where the other terms have `x ⊗ c`): this term's constants laid out as the
    /// model's, `c` among them.
    fn completed_as(&self, model: &Shape) -> Option<Vec<Scalar>> {
        let n = self.exprs.len();
        let (Expr::Binary(op, ..), root_ty) = model.exprs.last()? else { return None };
        let op = *op;
        if model.exprs.len() != n + 2 {
            return None;
        }
        let slot_type = |i: usize| model.exprs[i].1.as_scalar();
        // the constant on the right: the term's nodes, the constant, the root
        let mut right = self.exprs.clone();
        right.push((Expr::Param(self.constants.len() as u16 + 1), model.exprs[n].1.clone()));
        right.push((Expr::Binary(op, ExprId(n as u32 - 1), ExprId(n as u32)), root_ty.clone()));
        if right == model.exprs {
            let mut constants = self.constants.clone();
            constants.push(identity(op, slot_type(n)?, false)?);
            return Some(constants);
        }
        // on the left: the constant, the term's nodes (its constants after it), the root
        let mut left = vec![(Expr::Param(1), model.exprs[0].1.clone())];
        left.extend(self.exprs.iter().map(|(e, t)| {
            let e = match *e {
                Expr::Param(p) if p >= 1 => Expr::Param(p + 1),
                ref e => e.map_ids(|c| ExprId(c.0 + 1)),
            };
            (e, t.clone())
        }));
        left.push((Expr::Binary(op, ExprId(0), ExprId(n as u32)), root_ty.clone()));
        if left == model.exprs {
            let mut constants = vec![identity(op, slot_type(0)?, true)?];
            constants.extend_from_slice(&self.constants);
            return Some(constants);
        }
        None
    }
}

/// Whether `a` and `b` are the same value, bit for bit (`-0.0` and `+0.0` differ).
fn same_bits(a: Scalar, b: Scalar) -> bool {
    match (a, b) {
        (Scalar::F32(x), Scalar::F32(y)) => x.to_bits() == y.to_bits(),
        (Scalar::F64(x), Scalar::F64(y)) => x.to_bits() == y.to_bits(),
        _ => a == b,
    }
}

/// The `c` of type `t` for which `x ⊗ c` (`c ⊗ x` where `left`) is exactly `x` for every
/// `x`, if there is one: `-0.0` for a float `+` (`+0.0` would turn `-0.0` into `+0.0`).
fn identity(op: BinOp, t: ScalarType, left: bool) -> Option<Scalar> {
    if t.is_float() {
        let c = match (op, left) {
            (BinOp::Add, _) => -0.0,
            (BinOp::Sub, false) => 0.0,
            (BinOp::Mul, _) | (BinOp::Div, false) => 1.0,
            _ => return None,
        };
        return Some(if t == ScalarType::F32 { Scalar::F32(c as f32) } else { Scalar::F64(c) });
    }
    let c = match (op, left) {
        (BinOp::Add | BinOp::Or | BinOp::Xor, _) | (BinOp::Sub | BinOp::Shl | BinOp::Shr, false) => 0,
        (BinOp::Mul, _) | (BinOp::Div, false) => 1,
        (BinOp::And, _) => -1,
        _ => return None,
    };
    Some(Scalar::from_i64(t, c))
}

struct Analysis<'f> {
    f: &'f Fun<ArrayVar>,
    taps: Vec<Reads>,
}

impl<'f> Analysis<'f> {
    fn new(f: &'f Fun<ArrayVar>) -> Option<Analysis<'f>> {
        Some(Analysis { f, taps: taps::reads(f)? })
    }

    fn taps(&self, e: ExprId) -> Reads {
        self.taps[e.index()]
    }

    fn tap_loop(&self, input: &StencilInput<Input>) -> Option<TapLoop> {
        let f = self.f;
        let rank = input.offsets.first()?.len();
        if rank == 0 {
            return None;
        }
        // down from the result through `post`, one tap-dependent operand at a time, to the
        // first node that combines two
        let mut node = f.result();
        let (root, op) = loop {
            if self.taps(node) != Reads::Many {
                return None;
            }
            if let Expr::Binary(o, a, b) = *f.node(node)
                && self.taps(a) != Reads::None
                && self.taps(b) != Reads::None
            {
                let op = match o {
                    BinOp::Sub => BinOp::Add,
                    BinOp::Add
                    | BinOp::Mul
                    | BinOp::Max
                    | BinOp::Min
                    | BinOp::And
                    | BinOp::Or
                    | BinOp::Xor => o,
                    _ => return None,
                };
                break (node, op);
            }
            let mut tapped = f.node(node).children().into_iter().filter(|&c| self.taps(c) != Reads::None);
            let first = tapped.next()?;
            if tapped.any(|c| c != first) {
                return None;
            }
            node = first;
        };
        let ty = f.ty(root).as_scalar()?;
        let Terms { found, init, in_order, signs_on_terms } = self.terms(root, op)?;
        let any_order = ty.is_int()
            || ty == ScalarType::Bool
            || matches!(op, BinOp::Max | BinOp::Min | BinOp::And | BinOp::Or | BinOp::Xor);
        if found.len() < 2 {
            return None;
        }
        // floats grouped other than in order: the loop replays the tree
        let tree = if in_order || any_order {
            None
        } else if signs_on_terms {
            let tree: Vec<u32> = found.iter().map(|t| t.combines).collect();
            if stack_depth(init.is_some(), &tree)? > MAX_STACK {
                return None;
            }
            Some(tree)
        } else {
            return None;
        };
        // every term one expression of its tap, the constants aside
        let shapes: Vec<Shape> = found.iter().map(|t| self.shape(t.node)).collect::<Option<_>>()?;
        // (the largest: a term may have left out a constant that changes nothing)
        let model = shapes.iter().max_by_key(|s| s.exprs.len())?;
        let mut values: Vec<Vec<Scalar>> = vec![Vec::with_capacity(found.len()); model.constants.len()];
        for s in &shapes {
            let constants = if s.same_as(model) { s.constants.clone() } else { s.completed_as(model)? };
            for (v, c) in values.iter_mut().zip(constants) {
                v.push(c);
            }
        }
        // the constants that differ between terms become tables, the others stay constants
        // (compared bit for bit: `-0.0` is not `+0.0`)
        let varying: Vec<usize> =
            (0..values.len()).filter(|&i| values[i].iter().any(|&v| !same_bits(v, values[i][0]))).collect();
        if varying.len() > MAX_TABLES {
            return None;
        }
        let term = self.term(model, &values, &varying)?;
        let constants = varying.iter().map(|&i| (values[i][0].ty(), values[i].clone())).collect();
        let mut offsets = Vec::with_capacity(found.len() * rank);
        for t in &found {
            for &o in input.offsets.get(t.tap as usize)? {
                offsets.push(i32::try_from(o).ok()?);
            }
        }
        let negated = found.iter().any(|t| t.negated).then(|| found.iter().map(|t| t.negated).collect());
        let init = init.map(|c| self.copy(vec![], None, c));
        let post = self.copy(vec![Type::Scalar(ty)], Some(root), f.result());
        Some(TapLoop { op, ty, rank, offsets, term, constants, negated, tree, init, post })
    }

    /// The terms combined by `op` at `root`, left to right, each with how many combinations
    /// follow it in postfix order, and the value they start from (the leftmost operand, where
    /// it depends on no tap). The walk keeps a stack of its own: 50,000 terms are a chain of
    /// operations that deep.
    fn terms(&self, root: ExprId, op: BinOp) -> Option<Terms> {
        let f = self.f;
        let (mut found, mut init) = (Vec::<Found>::new(), None);
        let (mut in_order, mut signs_on_terms) = (true, true);
        let mut stack = vec![Step::Node(root, false)];
        while let Some(step) = stack.pop() {
            let (node, negated) = match step {
                Step::Node(node, negated) => (node, negated),
                Step::Combine => {
                    found.last_mut()?.combines += 1;
                    continue;
                }
            };
            match (self.taps(node), f.node(node)) {
                // (a term, or the value the terms start from and the first term)
                (Reads::Many, &Expr::Binary(o, a, b)) | (Reads::One(_), &Expr::Binary(o, a, b))
                    if (o == op || (o == BinOp::Sub && op == BinOp::Add))
                        && (self.taps(node) == Reads::Many
                            || (self.taps(a) == Reads::None && found.is_empty() && init.is_none())) =>
                {
                    in_order &= self.taps(b) != Reads::Many;
                    // -(a + b) is not -a - b where a + b is zero: its sign
                    signs_on_terms &= !(o == BinOp::Sub && self.taps(b) == Reads::Many);
                    stack.push(Step::Combine);
                    stack.push(Step::Node(b, negated ^ (o == BinOp::Sub)));
                    stack.push(Step::Node(a, negated));
                }
                (Reads::Many, &Expr::Unary(UnOp::Neg, a)) if op == BinOp::Add => {
                    (in_order, signs_on_terms) = (false, false);
                    stack.push(Step::Node(a, !negated));
                }
                (Reads::One(tap), _) => {
                    let (mut node, mut negated) = (node, negated);
                    while let (BinOp::Add, &Expr::Unary(UnOp::Neg, a)) = (op, f.node(node)) {
                        (node, negated) = (a, !negated);
                    }
                    found.push(Found { node, tap, negated, combines: 0 });
                }
                (Reads::None, _) if found.is_empty() && init.is_none() && !negated => init = Some(node),
                _ => return None,
            }
        }
        Some(Terms { found, init, in_order, signs_on_terms })
    }

    /// The expression of the term at `node`, if it reads its one tap and constants only, of
    /// at most [`MAX_TERM`] nodes: its nodes in the order a walk from `node` first finishes
    /// them, children left to right (an order that does not depend on where the function
    /// put them: terms share their constants).
    fn shape(&self, node: ExprId) -> Option<Shape> {
        let f = self.f;
        let mut order = Vec::new();
        self.finish_order(node, 0, &mut order)?;
        // (a node's children are finished before it)
        let local = |c: ExprId| order.iter().position(|&n| n == c).map(|i| ExprId(i as u32));
        let mut exprs = Vec::with_capacity(order.len());
        let mut constants = Vec::new();
        for &n in &order {
            let e = match f.node(n) {
                Expr::Param(_) => Expr::Param(0),
                Expr::Const(c) => {
                    constants.push(*c);
                    Expr::Param(constants.len() as u16)
                }
                _ if self.taps(n) == Reads::None => return None,
                e => {
                    let mut children = e.children().into_iter().map(local);
                    if children.any(|c| c.is_none()) {
                        return None;
                    }
                    e.map_ids(|c| local(c).unwrap_or(c))
                }
            };
            exprs.push((e, f.ty(n).clone()));
        }
        Some(Shape { exprs, constants })
    }

    /// Appends `node`'s nodes to `order` after its children's (see [`Analysis::shape`]);
    /// `None` past [`MAX_TERM`] nodes or that depth.
    fn finish_order(&self, node: ExprId, depth: usize, order: &mut Vec<ExprId>) -> Option<()> {
        if order.contains(&node) {
            return Some(());
        }
        if depth >= MAX_TERM || order.len() >= MAX_TERM {
            return None;
        }
        for c in self.f.node(node).children() {
            self.finish_order(c, depth + 1, order)?;
        }
        order.push(node);
        Some(())
    }

    /// The function of a term of `model`'s shape: parameter 0 the tap, then the constants at
    /// positions `varying`; the other constants with their (common) values.
    fn term(&self, model: &Shape, values: &[Vec<Scalar>], varying: &[usize]) -> Option<Fun<ArrayVar>> {
        let tap = model.exprs.iter().find(|(e, _)| *e == Expr::Param(0))?.1.clone();
        let mut params = vec![tap];
        params.extend(varying.iter().map(|&i| Type::Scalar(values[i][0].ty())));
        let mut b = FunBuilder::new(params);
        let mut map: Vec<ExprId> = Vec::with_capacity(model.exprs.len());
        for (e, t) in &model.exprs {
            let id = match *e {
                Expr::Param(0) => b.param(0),
                Expr::Param(p) => {
                    let i = p as usize - 1;
                    match varying.iter().position(|&v| v == i) {
                        Some(slot) => b.param(slot as u16 + 1),
                        None => b.constant(values[i][0]),
                    }
                }
                ref e => b.push(e.map_ids(|c| map[c.index()]), t.clone()),
            };
            map.push(id);
        }
        let result = *map.last()?;
        Some(b.finish(result))
    }

    /// A copy of the function with parameters `params`, node `root` (if any) replaced by
    /// parameter 0 and the taps by zeros (nothing reachable reads them), returning `result`.
    fn copy(&self, params: Vec<Type>, root: Option<ExprId>, result: ExprId) -> Fun<ArrayVar> {
        let f = self.f;
        let mut b = FunBuilder::new(params);
        let mut map: Vec<ExprId> = Vec::with_capacity(f.nodes().len());
        for (i, e) in f.nodes().iter().enumerate() {
            let id = if Some(ExprId(i as u32)) == root {
                b.param(0)
            } else if let Expr::Param(_) = e {
                let zero =
                    f.ty(ExprId(i as u32)).leaves().first().map_or(Scalar::I64(0), |&t| Scalar::zero(t));
                b.constant(zero)
            } else {
                b.push(e.map_ids(|c| map[c.index()]), f.types()[i].clone())
            };
            map.push(id);
        }
        b.finish(map[result.index()])
    }
}

#[cfg(test)]
mod tests {
    use systole_frontend::prelude::*;
    use systole_frontend::trace;

    use super::*;
    use crate::effort::{Effort, LARGE_KERNEL, operations};

    /// The stencil kernel of `program`'s fused plan.
    fn stencil_kernel(program: &impl systole_frontend::AccValue) -> Kernel {
        let plan = systole_fusion::plan(&trace(program).unwrap()).unwrap();
        (plan.kernels().into_iter())
            .find(|k| matches!(k, Kernel::Consumer(Consumer::Stencil { .. })))
            .cloned()
            .expect("a stencil")
    }

    fn line<T: Elt>(n: usize, f: impl Fn(usize) -> T) -> Acc<Vector<T>> {
        use_array(&Array::from_fn([n], |[i]| f(i)))
    }

    /// The taps `-r..=r` of a line.
    fn taps(r: i64) -> Stencil<1> {
        Stencil::new((-r..=r).map(|k| [k]))
    }

    #[test]
    fn a_float_sum_in_order_from_zero_is_a_loop_with_its_weights_and_signs_in_tables() {
        let xs = line(8, |i| i as f32);
        let wide = xs
            .stencil(&taps(2_000), Boundary::Clamp, |t| {
                t.iter().fold(constant(0.0f32), |s, ([k], x)| if k < 0 { s - x * 2.0 } else { s + x * 3.0 })
            })
            .map(|s| s.sqrt());
        let kernel = stencil_kernel(&wide);
        let tap_loop = TapLoop::of(&kernel).expect("a tap loop");
        assert_eq!((tap_loop.op, tap_loop.ty, tap_loop.len()), (BinOp::Add, ScalarType::F32, 4_001));
        assert_eq!(tap_loop.offsets[..3], [-2_000, -1_999, -1_998]);
        // one weight that differs between terms, and the signs
        let [(ScalarType::F32, weights)] = tap_loop.constants.as_slice() else {
            panic!("{:?}", tap_loop.constants)
        };
        assert_eq!((weights[0], weights[4_000]), (Scalar::F32(2.0), Scalar::F32(3.0)));
        let negated = tap_loop.negated.as_ref().expect("signs");
        assert!(negated[0] && !negated[4_000]);
        assert!(tap_loop.init.is_some(), "from 0.0");
        // the loop's operations, not the taps': the full effort
        assert!(operations(&kernel) < LARGE_KERNEL, "{}", operations(&kernel));
        let sig = crate::Signature::of(&kernel, |_| systole_fusion::ArrayType {
            rank: 1,
            elt: Type::Scalar(ScalarType::F32),
        });
        assert_eq!(Effort::of(&sig), Effort::Full);
    }

    #[test]
    fn terms_of_one_expression_of_their_tap_are_a_loop() {
        let bytes = line(8, |i| i as u8);
        // a widening sum: the constant 1 is the same for every term, not a table
        let widened = bytes.stencil(&taps(3_000), Boundary::Mirror, |t| {
            t.iter().fold(constant(0u16), |s, (_, x)| s + (x.cast::<u16>() + 1))
        });
        let squares = line(8, |i| i as f32).stencil(&taps(3_000), Boundary::Clamp, |t| {
            t.values().iter().fold(constant(0.0f32), |s, &x| s + x * x)
        });
        let distances = line(8, |i| i as f32).stencil(&taps(3_000), Boundary::Clamp, |t| {
            t.iter().map(|([k], x)| (x - k as f32 * 0.5).abs()).reduce(|a, b| a.max(b)).unwrap()
        });
        for (name, kernel) in [("widened", stencil_kernel(&widened)), ("squares", stencil_kernel(&squares))] {
            let tap_loop = TapLoop::of(&kernel).unwrap_or_else(|| panic!("{name}"));
            assert!(tap_loop.constants.is_empty(), "{name}");
        }
        let tap_loop = TapLoop::of(&stencil_kernel(&distances)).expect("distances");
        assert_eq!((tap_loop.op, tap_loop.constants.len()), (BinOp::Max, 1));
        // a term unlike the others: unrolled
        let mixed = line(8, |i| i as f32).stencil(&taps(3_000), Boundary::Clamp, |t| {
            t.iter().map(|([k], x)| if k == 7 { x.sqrt() } else { x * 2.0 }).reduce(|a, b| a.max(b)).unwrap()
        });
        assert_eq!(TapLoop::of(&stencil_kernel(&mixed)), None);
    }

    #[test]
    fn integers_loop_in_any_order_floats_replay_the_function_s_tree() {
        // a balanced tree of additions
        fn tree<T: Elt>(mut layer: Vec<Exp<T>>) -> Exp<T>
        where
            Exp<T>: std::ops::Add<Output = Exp<T>>,
        {
            while layer.len() > 1 {
                layer = layer.chunks(2).map(|p| if p.len() == 2 { p[0] + p[1] } else { p[0] }).collect();
            }
            layer[0]
        }
        let ints = line(8, |i| i as i32).stencil(&taps(2_000), Boundary::Wrap, |t| {
            tree(t.iter().map(|([k], x)| x * (k as i32 % 5 + 7)).collect())
        });
        let floats = line(8, |i| i as f32).stencil(&taps(2_000), Boundary::Wrap, |t| {
            tree(t.iter().map(|([k], x)| x * (k as f32 % 5.0 + 7.0)).collect())
        });
        let ints = TapLoop::of(&stencil_kernel(&ints)).expect("ints");
        assert_eq!(ints.tree(), None, "integers: one running value");
        let floats = TapLoop::of(&stencil_kernel(&floats)).expect("floats");
        let tree = floats.tree().expect("floats: the tree replayed");
        // 4,001 terms paired: a combination after every second term, more after every
        // fourth, ..; the last term closes every group still open
        assert_eq!(tree[..8], [0, 1, 0, 2, 0, 1, 0, 3]);
        assert_eq!(tree.iter().sum::<u32>(), 4_000);
        assert_eq!(floats.stack(), 11, "4,001 terms as a balanced tree: 2,047 terms leave 11 groups");
    }

    #[test]
    fn float_trees_replay_their_grouping_unless_a_group_is_negated_or_too_deep() {
        let xs = line(8, |i| i as f32);
        let w = |k: i64| (k % 5) as f32 + 7.0;
        // (c + t_0) + ((t_1 - t_2) + t_3) + ..: the value it starts from, subtracted terms
        let grouped = xs.stencil(&taps(2_000), Boundary::Clamp, move |t| {
            let terms: Vec<Exp<f32>> = t.iter().map(|([k], x)| x * w(k)).collect();
            let groups = terms[1..].chunks(3).map(|g| g.iter().copied().reduce(|a, b| a - b).unwrap());
            groups.fold(constant(0.5f32) + terms[0], |s, g| s + g)
        });
        let tap_loop = TapLoop::of(&stencil_kernel(&grouped)).expect("a tap loop");
        assert!(tap_loop.init().is_some());
        let tree = tap_loop.tree().expect("a tree");
        assert_eq!(tree[..7], [1, 0, 1, 2, 0, 1, 2]);
        assert_eq!(tap_loop.stack(), 2, "the running sum and a group");
        assert_eq!(tap_loop.negated().map(|n| n[..4].to_vec()), Some(vec![false, false, true, true]));
        // a group subtracted: `a - (b + c)` is not `a - b - c` where `b + c` is zero
        let subtracted = xs.stencil(&taps(2_000), Boundary::Clamp, move |t| {
            let terms: Vec<Exp<f32>> = t.iter().map(|([k], x)| x * w(k)).collect();
            let groups = terms.chunks(2).map(|g| g.iter().copied().reduce(|a, b| a + b).unwrap());
            groups.reduce(|s, g| s - g).unwrap()
        });
        assert_eq!(TapLoop::of(&stencil_kernel(&subtracted)), None);
        // grouped from the right: as deep as it is long
        let right = xs.stencil(&taps(2_000), Boundary::Clamp, move |t| {
            t.iter()
                .map(|([k], x)| x * w(k))
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
                .reduce(|s, x| x + s)
                .unwrap()
        });
        assert_eq!(TapLoop::of(&stencil_kernel(&right)), None);
    }

    #[test]
    fn constants_that_differ_in_their_sign_of_zero_are_a_table() {
        // all `+0.0` but one `-0.0`: equal under `==`, not bit for bit
        let xs = line(8, |i| i as f32 + 1.0);
        let zeros = xs.stencil(&taps(2_000), Boundary::Clamp, |t| {
            t.iter().map(|([k], x)| x / if k == 3 { -0.0f32 } else { 0.0 }).reduce(|a, b| a.min(b)).unwrap()
        });
        let tap_loop = TapLoop::of(&stencil_kernel(&zeros)).expect("a tap loop");
        let [(ScalarType::F32, values)] = tap_loop.constants() else { panic!("{:?}", tap_loop.constants()) };
        assert_eq!(values[2_003].to_f64().to_bits(), (-0.0f64).to_bits());
        assert_eq!(values[0].to_f64().to_bits(), 0.0f64.to_bits());
    }

    #[test]
    fn a_plain_tap_among_terms_with_a_constant_on_the_left_takes_its_identity() {
        // `c + x` for every tap but the first, written `x`: the constant on the left is 0
        let ints = line(8, |i| i as i32).stencil(&taps(2_000), Boundary::Clamp, |t| {
            t.iter()
                .map(|([k], x)| if k == -2_000 { x } else { constant(k as i32 % 5 + 1) + x })
                .reduce(|a, b| a.max(b))
                .unwrap()
        });
        let tap_loop = TapLoop::of(&stencil_kernel(&ints)).expect("a tap loop");
        let [(ScalarType::I32, values)] = tap_loop.constants() else { panic!("{:?}", tap_loop.constants()) };
        assert_eq!((values[0], values[1]), (Scalar::I32(0), Scalar::I32(-1_999 % 5 + 1)));
    }

    #[test]
    fn sums_that_a_loop_would_change_stay_unrolled() {
        let floats = line(8, |i| i as f32);
        // a float sum under a negation: -(a + b) is not -a - b where a + b is zero
        let negated = floats.stencil(&taps(2_000), Boundary::Clamp, |t| {
            let (a, b) = t.values().split_at(2_000);
            let sum = |v: &[Exp<f32>]| v.iter().copied().reduce(|s, x| s + x * 2.0).unwrap();
            -(sum(a)) + sum(b)
        });
        assert_eq!(TapLoop::of(&stencil_kernel(&negated)), None);
        // an offset past an i32
        let far = floats.stencil(&Stencil::new((0..4_000i64).map(|k| [k << 20])), Boundary::Clamp, |t| {
            t.values().iter().copied().reduce(|s, x| s + x * 2.0).unwrap()
        });
        assert_eq!(TapLoop::of(&stencil_kernel(&far)), None);
        // more constants that differ between terms than there are tables (as many: a loop)
        let scaled = |tables: i64| {
            floats.stencil(&taps(2_000), Boundary::Clamp, move |t| {
                let c = |k: i64, j: i64| (k * 31 + j) as f32 + 0.5;
                t.iter()
                    .map(|([k], x)| (0..tables).fold(x, |e, j| e * c(k, j)))
                    .reduce(|a, b| a.max(b))
                    .unwrap()
            })
        };
        let most = TapLoop::of(&stencil_kernel(&scaled(MAX_TABLES as i64))).expect("a tap loop");
        assert_eq!(most.constants().len(), MAX_TABLES);
        assert_eq!(TapLoop::of(&stencil_kernel(&scaled(MAX_TABLES as i64 + 1))), None);
        // a loop in the function
        let looping = floats.stencil(&taps(2_000), Boundary::Clamp, |t| {
            let s = t.values().iter().copied().reduce(|s, x| s.max(x * 2.0)).unwrap();
            while_loop(s, 10, |s: Exp<f32>| s.lt(100.0), |s| s * 2.0)
        });
        assert_eq!(TapLoop::of(&stencil_kernel(&looping)), None);
    }

    #[test]
    fn small_stencils_variable_weights_and_two_inputs_stay_unrolled() {
        let xs = line(8, |i| i as f32);
        let weighted = |r: i64| {
            xs.stencil(&taps(r), Boundary::Clamp, move |t| {
                t.iter().map(|([k], x)| x * (k as f32 + 0.5)).reduce(|a, b| a + b).unwrap()
            })
        };
        assert!(TapLoop::of(&stencil_kernel(&weighted(2_000))).is_some());
        // fewer operations than a huge kernel
        assert_eq!(TapLoop::of(&stencil_kernel(&weighted(100))), None);
        // weights read from an array at run time
        let filter = line(4_001, |i| i as f32);
        let variable = xs.stencil(&taps(2_000), Boundary::Clamp, move |t| {
            t.iter().map(|([k], x)| x * filter.index([constant(k + 2_000)])).reduce(|a, b| a + b).unwrap()
        });
        assert_eq!(TapLoop::of(&stencil_kernel(&variable)), None);
        // two inputs
        let two = xs.stencil2(
            &taps(1_000),
            Boundary::Clamp,
            &xs.map(|x| x * 2.0),
            &taps(1_000),
            Boundary::Clamp,
            |a, b| {
                a.iter().chain(b.iter()).map(|([k], x)| x * (k as f32 + 0.5)).reduce(|a, b| a + b).unwrap()
            },
        );
        assert_eq!(TapLoop::of(&stencil_kernel(&two)), None);
    }
}
