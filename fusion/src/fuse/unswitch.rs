//! Loop unswitching: a loop whose step chooses between two computations by a condition that
//! no step changes becomes a choice between two loops, each computing one of them.
//!
//! ```text
//!  awhile c b x0        where every step of b runs  acond k t e,  k reading nothing b computes
//!    ──►  acond (c x0) (acond k (awhile c b[t] x0) (awhile c b[e] x0)) x0
//!  iterate n b x0
//!    ──►  acond (n >= 1) (acond k (iterate n b[t] x0) (iterate n b[e] x0)) x0
//! ```
//!
//! `b[t]` is the step with that `acond` replaced by its `then` branch (copies of the step's
//! nodes, with variables of their own; what the step reads from outside is shared). A loop
//! is unswitched again on an invariant `acond` of either copy (the nested choices of
//! `fold_seg_offsets`: padded, else native, else split), up to [`MAX_VERSIONS`] loops.
//!
//! **Why.** `fold_seg_offsets` (and the segmented folds built like it) picks its
//! construction when the program runs, by the segments' lengths: an `acond` whose condition
//! folds the offsets. In a loop that multiplies by a CSR matrix (a conjugate gradient), the
//! offsets do not change, but placement (module `place`) cannot compute the condition
//! before the loop: it may fail (it reads the offsets' elements) and an `awhile` body may
//! run zero times. So every step recomputed it and chose again, and its `acond` kept the
//! GPU's host loop from replaying its steps as CUDA graphs. Unswitched, the condition is
//! computed once, where the program computes it, and each loop's step holds no `acond`.
//!
//! **Nothing is computed that the program would not compute, nothing fails that would
//! not fail.** Only an `acond` that runs whenever the step does (not inside another
//! `acond`'s branch or a nested loop's body) is taken: the program evaluates `k` at its
//! first step. The outer `acond` on the loop's first test (`c x0`; `n >= 1`) computes `k`
//! only where there is a first step; inside it placement computes `k`'s nodes once, in the
//! block before the loops, which runs whenever they do, and they float out of the loops
//! (they read none of their variables). The first test is computed once more than before
//! (a small kernel for an `awhile`'s condition), so an `awhile` is unswitched only where
//! its condition gives one answer however it is fused: one that computes a float that
//! rounds (a sum, a product, a transcendental function) is left alone, as two kernels may
//! contract or reassociate it differently and disagree near its threshold (a conjugate
//! gradient's `|r|² > tol² && k < n` compares the state's elements and is unswitched);
//! an `awhile_at_most` keeps its limit and
//! its error (a loop of 0 steps at most is left alone: it never evaluates `k`). The loops
//! compute the steps the original computes, in order: results are the same bit for bit.
//!
//! **Size.** Each unswitch copies the loop (the nodes of its step that read its variable,
//! the one branch kept), so a loop becomes at most [`MAX_VERSIONS`] loops, and the pass stops
//! where the program has grown to [`MAX_GROWTH`] times its nodes (nested loops each
//! unswitched multiply their copies).

use std::collections::BTreeSet;

use hashbrown::{HashMap, HashSet};

use systole_frontend::ir::{
    BinOp, Expr, ExprId, Fun, FunBuilder, Lam, Node, NodeId, Op, Program, UnOp, VarId,
};
use systole_frontend::{ArraysType, ScalarType, Type};

/// The most loops one loop of the program becomes: enough for the three constructions of
/// `fold_seg_offsets` (padded, native, split), few enough that a loop's kernels are not
/// compiled many times over (every copy's kernels are compiled, though one runs).
const MAX_VERSIONS: usize = 3;

/// The pass unswitches no more loops once the program has this many times its nodes.
const MAX_GROWTH: usize = 4;

/// The program with its loops unswitched (see the module documentation), or `None` where
/// none is. The loops replaced stay in the program, read by nothing (fusion plans only what
/// the result needs).
pub(super) fn unswitch_loops(program: &Program) -> Option<Program> {
    let loops = program.nodes.iter().any(|n| matches!(n.op, Op::Iterate { .. } | Op::Awhile { .. }));
    if !loops {
        return None;
    }
    let mut b = Builder {
        nodes: Vec::with_capacity(program.nodes.len()),
        free: Vec::with_capacity(program.nodes.len()),
        next_var: first_free_var(program),
        most_nodes: program.nodes.len().saturating_mul(MAX_GROWTH),
        changed: false,
    };
    let mut renamed: Vec<NodeId> = Vec::with_capacity(program.nodes.len());
    for node in &program.nodes {
        let op = node.op.try_map(&mut |c: &NodeId| Ok::<_, std::convert::Infallible>(renamed[c.index()]));
        let Ok(op) = op;
        let is_loop = matches!(op, Op::Iterate { .. } | Op::Awhile { .. });
        let id = b.push(op, node.ty.clone(), node.name);
        renamed.push(if is_loop { b.unswitch(id) } else { id });
    }
    b.changed.then(|| Program {
        nodes: b.nodes,
        result: renamed[program.result.index()],
        inputs: program.inputs.clone(),
    })
}

/// A variable no node of `program` binds or reads.
fn first_free_var(program: &Program) -> u32 {
    let mut most = program.inputs.iter().map(|(v, _)| v.0).max().unwrap_or(0);
    for node in &program.nodes {
        if let Op::Var(v) = node.op {
            most = most.max(v.0);
        }
        most = node.op.binders().into_iter().map(|v| v.0).fold(most, u32::max);
    }
    most + 1
}

/// What a lambda's variable becomes in a copy of its body.
#[derive(Clone, Copy)]
enum Param {
    /// A variable (a copy of the lambda).
    Var(VarId),
    /// A node (the lambda applied to it).
    Node(NodeId),
}

/// The program being rebuilt: its nodes and their free variables.
struct Builder {
    nodes: Vec<Node>,
    free: Vec<Vec<VarId>>,
    next_var: u32,
    /// No loop is unswitched past this many nodes ([`MAX_GROWTH`]).
    most_nodes: usize,
    /// Whether a loop was unswitched.
    changed: bool,
}

impl Builder {
    /// Appends a node (its children are before it), with its free variables.
    fn push(&mut self, op: Op<NodeId>, ty: ArraysType, name: &'static str) -> NodeId {
        let mut vs: Vec<VarId> = match op {
            Op::Var(v) => vec![v],
            _ => vec![],
        };
        let bound = op.binders();
        for c in op.children() {
            for v in &self.free[c.index()] {
                if !bound.contains(v) && !vs.contains(v) {
                    vs.push(*v);
                }
            }
        }
        vs.sort();
        self.free.push(vs);
        self.nodes.push(Node { op, ty, name });
        NodeId(self.nodes.len() as u32 - 1)
    }

    fn fresh_var(&mut self) -> VarId {
        self.next_var += 1;
        VarId(self.next_var - 1)
    }

    /// The loop at `w` unswitched (a new node), or `w` where it has no invariant `acond`.
    fn unswitch(&mut self, w: NodeId) -> NodeId {
        let node = self.nodes[w.index()].clone();
        match &node.op {
            // no first step: the program never evaluates an `acond` of the step
            Op::Awhile { limit: Some(0), .. } => return w,
            Op::Iterate { count, .. } if never_runs(count) => return w,
            // the first test is computed twice (below, and by the loop): only where it
            // cannot round differently in its two kernels
            Op::Awhile { cond, .. } if self.rounds(cond.var, cond.body) => return w,
            _ => {}
        }
        let mut versions = 1;
        let split = self.split(w, &mut versions);
        if split == w {
            return w;
        }
        self.changed = true;
        let (first, init) = match node.op {
            Op::Awhile { cond, init, .. } => {
                let tested = self.copy(cond.var, cond.body, Param::Node(init), None);
                (Some(rank0_holds(tested)), init)
            }
            Op::Iterate { count, init, .. } => (at_least_once(&count), init),
            _ => return w,
        };
        match first {
            Some(cond) => self.push(Op::Acond { cond, then: split, otherwise: init }, node.ty, node.name),
            // an `iterate` of a constant count of at least 1: its first step runs
            None => split,
        }
    }

    /// The loop at `w`, where it has an invariant `acond`, as `acond k` of its two versions
    /// (each split again), else `w`; `versions` counts the loops.
    fn split(&mut self, w: NodeId, versions: &mut usize) -> NodeId {
        if *versions >= MAX_VERSIONS || self.nodes.len() >= self.most_nodes {
            return w;
        }
        let Some(a) = self.invariant_acond(w) else { return w };
        let Op::Acond { cond, then, otherwise } = self.nodes[a.index()].op.clone() else { return w };
        *versions += 1;
        let then = self.version(w, a, then);
        let otherwise = self.version(w, a, otherwise);
        let then = self.split(then, versions);
        let otherwise = self.split(otherwise, versions);
        let (ty, name) = (self.nodes[w.index()].ty.clone(), self.nodes[a.index()].name);
        self.push(Op::Acond { cond, then, otherwise }, ty, name)
    }

    /// A copy of the loop at `w` whose step has the `acond` at `a` replaced by `branch`.
    fn version(&mut self, w: NodeId, a: NodeId, branch: NodeId) -> NodeId {
        let node = self.nodes[w.index()].clone();
        let op = match node.op {
            Op::Awhile { cond, body, init, limit } => {
                let (cv, bv) = (self.fresh_var(), self.fresh_var());
                let cond = Lam { var: cv, body: self.copy(cond.var, cond.body, Param::Var(cv), None) };
                let body =
                    Lam { var: bv, body: self.copy(body.var, body.body, Param::Var(bv), Some((a, branch))) };
                Op::Awhile { cond, body, init, limit }
            }
            Op::Iterate { count, init, body } => {
                let bv = self.fresh_var();
                let body =
                    Lam { var: bv, body: self.copy(body.var, body.body, Param::Var(bv), Some((a, branch))) };
                Op::Iterate { count, init, body }
            }
            _ => return w,
        };
        self.push(op, node.ty, node.name)
    }

    /// The nodes of the lambda `\var -> body` reachable from `body`: those that read `var`, or
    /// the variable of a loop among them (a nested loop's step), by position.
    fn lambda_nodes(&self, var: VarId, body: NodeId) -> HashSet<NodeId> {
        let mut reach: BTreeSet<NodeId> = BTreeSet::new();
        let mut stack = vec![body];
        while let Some(n) = stack.pop() {
            // a node that reads no variable reads nothing of the lambda, nor do its children
            if !self.free[n.index()].is_empty() && reach.insert(n) {
                stack.extend(self.nodes[n.index()].op.children().into_iter().copied());
            }
        }
        let mut bound: HashSet<VarId> = HashSet::from_iter([var]);
        let mut inside: HashSet<NodeId> = HashSet::new();
        // until no nested loop binds a variable more (one round a level of nesting)
        loop {
            let before = bound.len();
            for &n in &reach {
                if self.free[n.index()].iter().any(|v| bound.contains(v)) && inside.insert(n) {
                    bound.extend(self.nodes[n.index()].op.binders());
                }
            }
            if bound.len() == before {
                return inside;
            }
        }
    }

    /// Whether the condition `\var -> body` computes a float that rounds ([`fun_rounds`]):
    /// its two evaluations of the first state (the unswitched loop's test, then the loop's
    /// own) are kernels fused apart, whose float arithmetic may be contracted or
    /// reassociated differently, and near its threshold the two could disagree (the test
    /// says yes, the loop no: the acond's condition computed where the program never
    /// computes it; or the test no, where the loop ran steps). A condition of comparisons,
    /// integers and the state's elements, as a conjugate gradient's `|r|² > tol² && k < n`,
    /// gives one answer.
    fn rounds(&self, var: VarId, body: NodeId) -> bool {
        self.lambda_nodes(var, body)
            .iter()
            .any(|n| op_funs(&self.nodes[n.index()].op).into_iter().any(fun_rounds))
    }

    /// The first `acond` that every step of the loop at `w` runs (reached from the step's
    /// result other than through a branch of an `acond` or a nested loop's lambda) whose
    /// condition reads no node of the step.
    fn invariant_acond(&self, w: NodeId) -> Option<NodeId> {
        let body = match &self.nodes[w.index()].op {
            Op::Awhile { body, .. } | Op::Iterate { body, .. } => body,
            _ => return None,
        };
        let inside = self.lambda_nodes(body.var, body.body);
        let mut found: Option<NodeId> = None;
        let mut seen: HashSet<NodeId> = HashSet::new();
        let mut stack = vec![body.body];
        while let Some(n) = stack.pop() {
            if !inside.contains(&n) || !seen.insert(n) {
                continue;
            }
            match &self.nodes[n.index()].op {
                Op::Acond { cond, .. } => {
                    if cond.arrays().all(|a| !inside.contains(a)) {
                        found = Some(found.map_or(n, |f| f.min(n)));
                    }
                    stack.extend(cond.arrays().copied());
                }
                Op::Iterate { count, init, .. } => {
                    stack.extend(count.arrays().copied());
                    stack.push(*init);
                }
                Op::Awhile { init, .. } => stack.push(*init),
                op => stack.extend(op.children().into_iter().copied()),
            }
        }
        found
    }

    /// A copy of the body `body` of the lambda of variable `var`, the variable replaced by
    /// `param`, and the node `replace.0` by `replace.1` where given: the lambda's nodes
    /// reachable from `body` so, each with variables of its own where it binds one; what it
    /// reads from outside is shared.
    fn copy(&mut self, var: VarId, body: NodeId, param: Param, replace: Option<(NodeId, NodeId)>) -> NodeId {
        let inside = self.lambda_nodes(var, body);
        let mut needed: BTreeSet<NodeId> = BTreeSet::new();
        let mut stack = vec![body];
        while let Some(n) = stack.pop() {
            if !inside.contains(&n) || !needed.insert(n) {
                continue;
            }
            match replace {
                Some((from, to)) if from == n => stack.push(to),
                _ => stack.extend(self.nodes[n.index()].op.children().into_iter().copied()),
            }
        }
        let mut vars: HashMap<VarId, VarId> = HashMap::new();
        if let Param::Var(v) = param {
            vars.insert(var, v);
        }
        for &n in &needed {
            for v in self.nodes[n.index()].op.binders() {
                let fresh = self.fresh_var();
                vars.insert(v, fresh);
            }
        }
        let mut copies: HashMap<NodeId, NodeId> = HashMap::new();
        for &n in &needed {
            let copy = match (&self.nodes[n.index()].op, param, replace) {
                (_, _, Some((from, to))) if from == n => copies.get(&to).copied().unwrap_or(to),
                (Op::Var(v), Param::Node(x), _) if *v == var => x,
                (op, ..) => {
                    let op = op.try_map(&mut |c: &NodeId| {
                        Ok::<_, std::convert::Infallible>(copies.get(c).copied().unwrap_or(*c))
                    });
                    let Ok(op) = op;
                    let node = &self.nodes[n.index()];
                    let (ty, name) = (node.ty.clone(), node.name);
                    self.push(rename(op, &vars), ty, name)
                }
            };
            copies.insert(n, copy);
        }
        copies.get(&body).copied().unwrap_or(body)
    }
}

/// `op` with the variables it reads or binds renamed by `vars`.
fn rename(op: Op<NodeId>, vars: &HashMap<VarId, VarId>) -> Op<NodeId> {
    let var = |v: VarId| vars.get(&v).copied().unwrap_or(v);
    match op {
        Op::Var(v) => Op::Var(var(v)),
        Op::Iterate { count, init, body } => {
            Op::Iterate { count, init, body: Lam { var: var(body.var), body: body.body } }
        }
        Op::Awhile { cond, body, init, limit } => Op::Awhile {
            cond: Lam { var: var(cond.var), body: cond.body },
            body: Lam { var: var(body.var), body: body.body },
            init,
            limit,
        },
        op => op,
    }
}

/// The scalar functions of `op`.
fn op_funs(op: &Op<NodeId>) -> Vec<&Fun<NodeId>> {
    match op {
        Op::Unit(f) | Op::Map { f, .. } | Op::Reshape { shape: f, .. } => vec![f],
        Op::Generate { shape, f } => vec![shape, f],
        Op::Backpermute { shape, index, .. } => vec![shape, index],
        Op::Consumer(c) => c.funs(),
        Op::Iterate { count, .. } => vec![count],
        Op::Acond { cond, .. } => vec![cond],
        Op::Use(_) | Op::Var(_) | Op::Tuple(_) | Op::Prj { .. } | Op::Awhile { .. } => vec![],
    }
}

/// Whether `f` computes a float by an operation that rounds (sums, products, quotients,
/// powers, fused multiply-adds, transcendental functions), which two compilations may
/// contract or reassociate differently. Comparisons, `min`, `max`, negation, `abs`,
/// `floor`, `ceil` and `round` of floats are exact.
fn fun_rounds(f: &Fun<NodeId>) -> bool {
    let float = |e: ExprId| f.ty(e).as_scalar().is_some_and(ScalarType::is_float);
    f.nodes().iter().any(|n| match n {
        Expr::Fma(..) => true,
        Expr::Binary(op, a, _) => {
            float(*a)
                && matches!(
                    op,
                    BinOp::Add
                        | BinOp::Sub
                        | BinOp::Mul
                        | BinOp::Div
                        | BinOp::Rem
                        | BinOp::Pow
                        | BinOp::Atan2
                )
        }
        Expr::Unary(op, a) => {
            float(*a)
                && !matches!(op, UnOp::Neg | UnOp::Abs | UnOp::Floor | UnOp::Ceil | UnOp::Round | UnOp::Not)
        }
        _ => false,
    })
}

/// `flag[]`: the value of a rank-0 `bool` array.
fn rank0_holds(flag: NodeId) -> Fun<NodeId> {
    let mut b = FunBuilder::new(vec![]);
    let ix = b.tuple(vec![]);
    let holds = b.push(Expr::Index { array: flag, index: ix, origin: None }, Type::Scalar(ScalarType::Bool));
    b.finish(holds)
}

/// Whether `count` is a constant below 1 (an `iterate` of no step).
fn never_runs(count: &Fun<NodeId>) -> bool {
    matches!(count.node(count.result()), Expr::Const(c) if c.to_i64() < 1)
}

/// `count >= 1`, or `None` where `count` is a constant of at least 1.
fn at_least_once(count: &Fun<NodeId>) -> Option<Fun<NodeId>> {
    if let Expr::Const(c) = count.node(count.result())
        && c.to_i64() >= 1
    {
        return None;
    }
    let mut b = FunBuilder::new(vec![]);
    let n = b.inline_same(count, &[]);
    let one = b.int(1);
    let holds = b.binary(BinOp::Ge, n, one);
    Some(b.finish(holds))
}
