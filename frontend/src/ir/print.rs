//! The text form of programs and scalar functions, for people and golden tests.
//!
//! ```text
//! let a0 = use Array1 f32 [3]
//!     a1 = map (\x0 -> (x0 * 2.0) + 1.0) a0
//!     a2 = fold (\x0 x1 -> x0 + x1) 0.0 a1
//! in a2
//! ```
//!
//! Array nodes are `a<N>` (their position), array variables `v<N>`, function parameters
//! `x<N>`, shared scalar sub-expressions `e<N>` (let-bound), loop states `s<N>`. Binary
//! operations are fully parenthesised, so the text is unambiguous. Iterate and awhile
//! bodies are printed inside their lambdas.

use std::fmt::{self, Write};

use super::{
    Boundary, Consumer, Direction, Expr, ExprId, Fun, NodeId, Op, Program, StencilInput, UnOp, VarId,
};
use crate::array::ArraysType;
use crate::elt::Type;

// ----- scalar functions -----------------------------------------------------------------

pub(crate) fn fmt_fun<V: fmt::Display>(fun: &Fun<V>, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    f.write_str(&fun_to_string(fun))
}

/// The text of a function: `\x0 x1 -> body`.
pub fn fun_to_string<V: fmt::Display>(fun: &Fun<V>) -> String {
    let printer = FunPrinter::new(fun);
    let mut out = String::from("\\");
    if fun.params().is_empty() {
        out.clear();
    } else {
        for i in 0..fun.params().len() {
            let _ = write!(out, "x{i} ");
        }
        out.push_str("-> ");
    }
    out.push_str(&printer.block(0, fun.nodes().len() - 1, fun.result()));
    out
}

struct FunPrinter<'a, V> {
    fun: &'a Fun<V>,
    shared: Vec<bool>,
    /// For each node, the `While` whose range it is directly in (innermost), if any.
    owner: Vec<Option<usize>>,
}

impl<'a, V: fmt::Display> FunPrinter<'a, V> {
    fn new(fun: &'a Fun<V>) -> Self {
        let uses = fun.use_counts();
        let shared = fun
            .nodes()
            .iter()
            .enumerate()
            .map(|(i, n)| match n {
                Expr::Const(_) | Expr::Param(_) | Expr::LoopState { .. } => false,
                Expr::While { .. } => true,
                _ => uses[i] > 1,
            })
            .collect();
        let mut owner = vec![None; fun.nodes().len()];
        for (w, n) in fun.nodes().iter().enumerate() {
            if let Expr::While { state, .. } = n {
                // ranges nest, and inner loops come first in this order, so the innermost
                // owner is the first one assigned
                for slot in owner.iter_mut().take(w).skip(state.index() + 1) {
                    if slot.is_none() {
                        *slot = Some(w);
                    }
                }
            }
        }
        FunPrinter { fun, shared, owner }
    }

    /// `let` bindings for the shared nodes of the range `lo..hi` owned by `loop_`, then the
    /// expression `result`.
    fn block(&self, lo: usize, hi: usize, result: ExprId) -> String {
        let loop_ = if lo == 0 { None } else { self.owner.get(lo).copied().flatten() };
        let mut out = String::new();
        for i in lo..hi {
            if self.shared[i] && self.owner[i] == loop_ && i != result.index() {
                let _ = write!(out, "let e{i} = {} in ", self.define(i));
            }
        }
        // the result is always defined here: when it is shared, no `let` above defines it
        out.push_str(&self.define(result.index()));
        out
    }

    fn expr(&self, i: usize) -> String {
        if self.shared[i] { format!("e{i}") } else { self.define(i) }
    }

    /// The expression, parenthesised unless it prints as one token or a call.
    fn atom(&self, i: usize) -> String {
        let compound = !self.shared[i]
            && match &self.fun.nodes()[i] {
                Expr::Const(c) => c.to_string().starts_with('-'),
                Expr::Unary(UnOp::Neg | UnOp::Not, _) | Expr::Binary(..) => true,
                Expr::Select { .. } | Expr::Cast(..) | Expr::Bitcast(..) | Expr::While { .. } => true,
                _ => false,
            };
        if compound { format!("({})", self.expr(i)) } else { self.expr(i) }
    }

    fn define(&self, i: usize) -> String {
        let e = |id: &ExprId| self.expr(id.index());
        match &self.fun.nodes()[i] {
            Expr::Const(c) => c.to_string(),
            Expr::Param(p) => format!("x{p}"),
            Expr::LoopState { .. } => format!("s{i}"),
            Expr::Tuple(xs) => {
                let parts = xs.iter().map(e).collect::<Vec<_>>().join(", ");
                // indices and shapes (tuples of i64) print as [i, j]
                if self.fun.types()[i] == Type::index(xs.len()) {
                    format!("[{parts}]")
                } else if xs.len() == 1 {
                    format!("({parts},)")
                } else {
                    format!("({parts})")
                }
            }
            Expr::Prj { tuple, field } => format!("{}.{field}", self.atom(tuple.index())),
            Expr::Unary(UnOp::Neg, a) => format!("-{}", self.atom(a.index())),
            Expr::Unary(UnOp::Not, a) => format!("!{}", self.atom(a.index())),
            Expr::Unary(op, a) => format!("{}({})", op.name(), e(a)),
            Expr::Binary(op, a, b) => match op.symbol() {
                Some(s) => format!("{} {s} {}", self.atom(a.index()), self.atom(b.index())),
                None => format!("{}({}, {})", op.name(), e(a), e(b)),
            },
            Expr::Fma(a, b, c) => format!("fma({}, {}, {})", e(a), e(b), e(c)),
            Expr::Select { cond, then, otherwise } => {
                format!("if {} then {} else {}", e(cond), e(then), e(otherwise))
            }
            Expr::Cast(t, a) => format!("{} as {t}", self.atom(a.index())),
            Expr::Bitcast(t, a) => format!("{} bits as {t}", self.atom(a.index())),
            Expr::While { init, state, cond, body, max_iters } => {
                let s = state.index();
                let range_body = self.block(s + 1, i, *body);
                let range_cond = self.expr(cond.index());
                format!("loop s{s} = {} max {max_iters} {{ while {range_cond} do {range_body} }}", e(init))
            }
            Expr::Index { array, index, .. } => format!("{array}[{}]", strip_brackets(&e(index))),
            Expr::LinearIndex { array, index, .. } => format!("{array}[@{}]", e(index)),
            Expr::Shape { array } => format!("shape({array})"),
        }
    }
}

/// `[i, j]` as `i, j` (so that a read prints as `a[i, j]`).
fn strip_brackets(s: &str) -> &str {
    if s.starts_with('[') && s.ends_with(']') && !s[1..s.len() - 1].contains(['[', ']']) {
        &s[1..s.len() - 1]
    } else {
        s
    }
}

// ----- programs -------------------------------------------------------------------------

pub(crate) fn fmt_program(p: &Program, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    let printer = ProgramPrinter::new(p);
    if !p.inputs.is_empty() {
        let names: Vec<String> = p.inputs.iter().map(|(v, ty)| format!("({v}: {ty})")).collect();
        writeln!(f, "\\{} ->", names.join(" "))?;
    }
    f.write_str(&printer.block(None, p.result, 0))
}

struct ProgramPrinter<'a> {
    p: &'a Program,
    /// For each node, the innermost lambda variable it depends on (its block).
    owner: Vec<Option<VarId>>,
}

impl<'a> ProgramPrinter<'a> {
    fn new(p: &'a Program) -> Self {
        let free = p.free_vars();
        // nesting depth of each bound variable: one more than the deepest variable its
        // binder depends on
        let mut depth: std::collections::HashMap<VarId, usize> = Default::default();
        for (i, node) in p.nodes.iter().enumerate() {
            let outer = free[i].iter().filter_map(|v| depth.get(v)).max().copied().unwrap_or(0);
            for v in node.op.binders() {
                depth.insert(v, outer + 1);
            }
        }
        let owner = free
            .iter()
            .map(|vs| vs.iter().filter(|v| depth.contains_key(v)).max_by_key(|v| depth[v]).copied())
            .collect();
        ProgramPrinter { p, owner }
    }

    fn block(&self, var: Option<VarId>, result: NodeId, indent: usize) -> String {
        let pad = " ".repeat(indent);
        let mut lines = Vec::new();
        for (i, _) in self.p.nodes.iter().enumerate().take(result.index() + 1) {
            if self.owner[i] == var && self.reaches(result, NodeId(i as u32)) {
                lines.push(format!("a{i} = {}", self.node(NodeId(i as u32), indent + 4)));
            }
        }
        let mut out = String::new();
        for (k, line) in lines.iter().enumerate() {
            let _ = writeln!(out, "{pad}{}{line}", if k == 0 { "let " } else { "    " });
        }
        let _ = write!(out, "{pad}in {result}");
        out
    }

    /// Whether `target` is needed to compute `from` (through any argument, lambda bodies
    /// included).
    fn reaches(&self, from: NodeId, target: NodeId) -> bool {
        let mut seen = vec![false; from.index() + 1];
        let mut stack = vec![from];
        while let Some(n) = stack.pop() {
            if n == target {
                return true;
            }
            if n < target || seen[n.index()] {
                continue;
            }
            seen[n.index()] = true;
            stack.extend(self.p.node(n).op.children().into_iter().copied());
        }
        false
    }

    fn lam(&self, var: VarId, body: NodeId, indent: usize) -> String {
        format!("(\\{var} ->\n{})", self.block(Some(var), body, indent + 2))
    }

    fn node(&self, id: NodeId, indent: usize) -> String {
        let node = self.p.node(id);
        let f = |fun: &Fun<NodeId>| format!("({})", fun_to_string(fun));
        let args = |xs: &[NodeId]| xs.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ");
        match &node.op {
            Op::Use(a) => format!("use {} {:?}", array_type(&node.ty), a.shape()),
            Op::Var(v) => v.to_string(),
            Op::Tuple(xs) => {
                format!("({})", xs.iter().map(ToString::to_string).collect::<Vec<_>>().join(", "))
            }
            Op::Prj { tuple, index } => format!("{tuple}.{index}"),
            Op::Unit(e) => format!("unit {}", f(e)),
            Op::Generate { shape, f: g } => format!("generate {} {}", f(shape), f(g)),
            Op::Map { f: g, inputs } => format!("{} {} {}", node.op.name(), f(g), args(inputs)),
            Op::Backpermute { shape, index, input } => {
                format!("backpermute {} {} {input}", f(shape), f(index))
            }
            Op::Reshape { shape, input } => format!("reshape {} {input}", f(shape)),
            Op::Consumer(c) => consumer(c, &f),
            Op::Iterate { count, init, body } => {
                format!("iterate {} {init} {}", f(count), self.lam(body.var, body.body, indent))
            }
            Op::Awhile { cond, body, init, limit } => format!(
                "awhile{} {} {} {init}",
                limit.map_or(String::new(), |n| format!(" (at most {n} steps)")),
                self.lam(cond.var, cond.body, indent),
                self.lam(body.var, body.body, indent)
            ),
            Op::Acond { cond, then, otherwise } => format!("acond {} {then} {otherwise}", f(cond)),
        }
    }
}

/// The text of a consumer operation, with its functions printed by `f` and its inputs by
/// `Display`.
pub fn consumer<I: fmt::Display, V: fmt::Display>(
    c: &Consumer<I, V>,
    f: &dyn Fn(&Fun<V>) -> String,
) -> String {
    match c {
        Consumer::Fold { f: g, seed, input } => match seed {
            Some(z) => format!("fold {} {} {input}", f(g), f(z)),
            None => format!("fold1 {} {input}", f(g)),
        },
        Consumer::Scan { f: g, seed, direction, input } => {
            let dir = match direction {
                Direction::Left => "l",
                Direction::Right => "r",
            };
            match seed {
                Some(z) => format!("scan{dir}' {} {} {input}", f(g), f(z)),
                None => format!("scan{dir}1 {} {input}", f(g)),
            }
        }
        Consumer::Permute { combine, defaults, index, input } => {
            format!("permute {} {defaults} {} {input}", f(combine), f(index))
        }
        Consumer::Stencil { f: g, inputs, strategy } => {
            let ins: Vec<String> = inputs.iter().map(stencil_input).collect();
            let strategy = strategy.map(|s| format!(" ({s:?})")).unwrap_or_default();
            format!("stencil{strategy} {} {}", f(g), ins.join(" "))
        }
        Consumer::Compact { pred, input } => format!("compact {} {input}", f(pred)),
        Consumer::Sort { key, input } => format!("sort {} {input}", f(key)),
        Consumer::FoldSeg { f: g, seed, offsets, input } => match seed {
            Some(z) => format!("fold_seg {} {} {offsets} {input}", f(g), f(z)),
            None => format!("fold1_seg {} {offsets} {input}", f(g)),
        },
    }
}

fn stencil_input<I: fmt::Display>(s: &StencilInput<I>) -> String {
    let boundary = match &s.boundary {
        Boundary::Clamp => "clamp".to_string(),
        Boundary::Mirror => "mirror".to_string(),
        Boundary::Wrap => "wrap".to_string(),
        Boundary::Constant(v) => format!("constant {v}"),
    };
    let offsets: Vec<String> = s
        .offsets
        .iter()
        .map(|o| format!("[{}]", o.iter().map(ToString::to_string).collect::<Vec<_>>().join(",")))
        .collect();
    format!("[{boundary} {} {}]", s.input, offsets.join(" "))
}

fn array_type(ty: &ArraysType) -> String {
    ty.to_string()
}
