//! Which stencil functions are weighted sums, for SSAM's partial sums (Chen et al., "A
//! Versatile Software Systolic Execution Model for GPU Memory-Bound Kernels", SC'19).
//!
//! A stencil function qualifies when it is `post(⊕ over taps of w_t · x_t)` with `⊕` one of
//! `+`, `max`, `min`, each tap `x_t` used once, directly or multiplied by a weight `w_t`
//! that depends on no tap (a constant, a scalar parameter, an element of a filter array at
//! an index that depends on no tap), and `post` any function of the sum alone (a bias, a
//! fused `map`). Under `+` a term may also be subtracted or negated. Then the taps of one
//! column of the stencil can be combined in the lane that holds them, and only the column's
//! partial result moves between lanes, one shuffle per column instead of one per tap.
//!
//! The partial sums change the order of the operations: integer results are the same,
//! floating-point ones may differ from the interpreter's in the last bits (reassociation).

use systole_frontend::elt::Scalar;
use systole_frontend::ir::{BinOp, Expr, ExprId, Fun, FunBuilder, UnOp};
use systole_frontend::{ScalarType, Type};
use systole_fusion::ArrayVar;

/// A stencil function of the form `post(⊕ over taps of w_t · x_t)` (see the module
/// documentation).
#[derive(Clone, Debug, PartialEq)]
pub struct WeightedSum {
    /// `+`, `max` or `min`.
    pub op: BinOp,
    /// The terms, in the function's order.
    pub terms: Vec<Term>,
    /// The weights: a function of no parameters returning a tuple, one value per weighted
    /// term ([`Term::weight`] indexes it).
    pub weights: Fun<ArrayVar>,
    /// What is applied to the sum: a function of one parameter, the sum.
    pub post: Fun<ArrayVar>,
}

/// One term of a [`WeightedSum`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Term {
    /// The tap (the stencil function's parameter).
    pub tap: usize,
    /// Its weight's position in [`WeightedSum::weights`]' tuple; `None` for a weight of 1.
    pub weight: Option<usize>,
    /// Whether the term is subtracted (under `+` only).
    pub negated: bool,
}

impl WeightedSum {
    /// How many of the weights are not constants.
    pub fn variable_weights(&self) -> usize {
        self.variable_fields().len()
    }

    /// The positions in [`WeightedSum::weights`]' tuple of the weights that are not
    /// constants, in order (where the GPU keeps them in constant memory, see `grid`).
    pub fn variable_fields(&self) -> Vec<usize> {
        match self.weights.node(self.weights.result()) {
            Expr::Tuple(ws) => (ws.iter().enumerate())
                .filter(|&(_, &w)| !matches!(self.weights.node(w), Expr::Const(_)))
                .map(|(i, _)| i)
                .collect(),
            _ => vec![],
        }
    }

    /// A function of no parameters returning the tuple of the weights at `fields` of
    /// [`WeightedSum::weights`]' tuple (in that order): what computes some weights only.
    pub fn some_weights(&self, fields: &[usize]) -> Fun<ArrayVar> {
        let w = &self.weights;
        let all: Vec<ExprId> = match w.node(w.result()) {
            Expr::Tuple(ws) => ws.clone(),
            _ => vec![w.result()],
        };
        let mut b = FunBuilder::new(vec![]);
        let mut map: Vec<ExprId> = Vec::with_capacity(w.nodes().len());
        for (i, e) in w.nodes().iter().enumerate() {
            map.push(b.push(e.map_ids(|c| map[c.index()]), w.types()[i].clone()));
        }
        let picked = fields.iter().map(|&i| map[all[i].index()]).collect();
        let r = b.tuple(picked);
        b.finish(r)
    }

    /// Weight `i` of [`WeightedSum::weights`]' tuple, if it is a constant.
    pub fn constant_weight(&self, i: usize) -> Option<Scalar> {
        match self.weights.node(self.weights.result()) {
            Expr::Tuple(ws) => match self.weights.node(ws[i]) {
                Expr::Const(c) => Some(*c),
                _ => None,
            },
            _ => None,
        }
    }
}

/// `f` as a weighted sum of its taps, if it is one (at least two terms).
pub fn weighted_sum(f: &Fun<ArrayVar>) -> Option<WeightedSum> {
    let nodes = f.nodes();
    if nodes.iter().any(|e| matches!(e, Expr::While { .. } | Expr::LoopState { .. })) {
        return None;
    }
    if !f.params().iter().all(|t| matches!(t.as_scalar(), Some(s) if s != ScalarType::Bool)) {
        return None;
    }
    // whether each node depends on a tap
    let mut tapped = vec![false; nodes.len()];
    for (i, e) in nodes.iter().enumerate() {
        tapped[i] = matches!(e, Expr::Param(_)) || e.children().iter().any(|c| tapped[c.index()]);
    }
    let analysis = Analysis { f, tapped: &tapped };
    // down from the result through `post`, one tap-dependent operand at a time, to the sum
    let mut node = f.result();
    loop {
        if let Some((op, terms)) = analysis.sum_at(node) {
            return Some(analysis.split(node, op, &terms));
        }
        let operands: Vec<ExprId> =
            nodes[node.index()].children().into_iter().filter(|c| tapped[c.index()]).collect();
        let &first = operands.first()?;
        if operands.iter().any(|&c| c != first) {
            return None;
        }
        node = first;
    }
}

/// A term found: the tap, its weight's node, whether it is subtracted.
type Found = (usize, Option<ExprId>, bool);

struct Analysis<'f> {
    f: &'f Fun<ArrayVar>,
    tapped: &'f [bool],
}

impl Analysis<'_> {
    /// The terms of the sum rooted at `node`, if `node` is a `⊕` of tap-dependent operands
    /// whose leaves are terms, each tap once.
    fn sum_at(&self, node: ExprId) -> Option<(BinOp, Vec<Found>)> {
        let Expr::Binary(op, a, b) = *self.f.node(node) else { return None };
        let op = match op {
            BinOp::Add | BinOp::Sub => BinOp::Add,
            BinOp::Max | BinOp::Min => op,
            _ => return None,
        };
        if !self.tapped[a.index()] || !self.tapped[b.index()] {
            return None;
        }
        let mut terms = Vec::new();
        if !self.collect(node, op, false, &mut terms) {
            return None;
        }
        let mut taps: Vec<usize> = terms.iter().map(|t| t.0).collect();
        taps.sort_unstable();
        taps.dedup();
        (taps.len() == terms.len()).then_some((op, terms))
    }

    /// Appends the terms of `node` under `op` (negated if `negated`), left operands first;
    /// false if `node` is not a sum of terms. The walk keeps a stack of its own: a sum of
    /// 50,000 taps (a program of 10^5 operations) is a chain of operations that deep.
    fn collect(&self, node: ExprId, op: BinOp, negated: bool, out: &mut Vec<Found>) -> bool {
        let free = |e: ExprId| !self.tapped[e.index()];
        let mut stack = vec![(node, negated)];
        while let Some((node, negated)) = stack.pop() {
            match *self.f.node(node) {
                Expr::Param(p) => out.push((p as usize, None, negated)),
                Expr::Binary(BinOp::Mul, a, b) => match (self.f.node(a), self.f.node(b)) {
                    (Expr::Param(p), _) if free(b) => out.push((*p as usize, Some(b), negated)),
                    (_, Expr::Param(p)) if free(a) => out.push((*p as usize, Some(a), negated)),
                    _ => return false,
                },
                Expr::Binary(o, a, b) if o == op => stack.extend([(b, negated), (a, negated)]),
                Expr::Binary(BinOp::Sub, a, b) if op == BinOp::Add => {
                    stack.extend([(b, !negated), (a, negated)])
                }
                Expr::Unary(UnOp::Neg, a) if op == BinOp::Add => stack.push((a, !negated)),
                _ => return false,
            }
        }
        true
    }

    /// The weighted sum rooted at `sum`: `f`'s weights and what `f` applies to the sum.
    fn split(&self, sum: ExprId, op: BinOp, found: &[Found]) -> WeightedSum {
        let mut terms = Vec::new();
        let mut weight_nodes = Vec::new();
        for &(tap, w, negated) in found {
            let weight = w.map(|w| {
                weight_nodes.push(w);
                weight_nodes.len() - 1
            });
            terms.push(Term { tap, weight, negated });
        }
        let weights = self.copy(vec![], None, |b, map| {
            let ws = weight_nodes.iter().map(|w| map[w.index()]).collect();
            b.tuple(ws)
        });
        let post = self.copy(vec![self.f.ty(sum).clone()], Some(sum), |_, map| map[self.f.result().index()]);
        WeightedSum { op, terms, weights, post }
    }

    /// A copy of `f` with parameters `params`, node `sum` (if any) replaced by parameter 0
    /// and `f`'s own parameters by zeros (nothing reachable reads them), returning what
    /// `result` picks.
    #[expect(
        clippy::expect_used,
        reason = "a weighted sum's taps are scalars (`weighted_sum` finds them so)"
    )]
    fn copy(
        &self,
        params: Vec<Type>,
        sum: Option<ExprId>,
        result: impl FnOnce(&mut FunBuilder<ArrayVar>, &[ExprId]) -> ExprId,
    ) -> Fun<ArrayVar> {
        let mut b = FunBuilder::new(params);
        let mut map: Vec<ExprId> = Vec::with_capacity(self.f.nodes().len());
        for (i, e) in self.f.nodes().iter().enumerate() {
            let id = if Some(ExprId(i as u32)) == sum {
                b.param(0)
            } else if let Expr::Param(p) = e {
                let t = self.f.params()[*p as usize].as_scalar().expect("scalar taps");
                b.constant(Scalar::zero(t))
            } else {
                b.push(e.map_ids(|c| map[c.index()]), self.f.types()[i].clone())
            };
            map.push(id);
        }
        let r = result(&mut b, &map);
        b.finish(r)
    }
}

#[cfg(test)]
mod tests {
    use systole_frontend::ir::Consumer;
    use systole_frontend::prelude::*;
    use systole_frontend::trace;
    use systole_fusion::Kernel;

    use super::*;

    /// The stencil function of the (only) stencil kernel of `program`.
    fn stencil_fun(program: &impl systole_frontend::AccValue) -> Fun<ArrayVar> {
        let plan = systole_fusion::plan(&trace(program).unwrap()).unwrap();
        plan.kernels()
            .into_iter()
            .find_map(|k| match k {
                Kernel::Consumer(Consumer::Stencil { f, .. }) => Some(f.clone()),
                _ => None,
            })
            .expect("a stencil")
    }

    fn m() -> Acc<Matrix<f32>> {
        use_array(&Array::from_fn([4, 5], |[i, j]| (i * 5 + j) as f32))
    }

    #[test]
    fn weighted_sums_with_a_bias_a_map_and_subtractions_are_found() {
        let s = m()
            .stencil(&Stencil::star(1), Boundary::Clamp, |t| {
                (t[[-1, 0]] * 0.25 + t[[0, -1]] - t[[0, 0]] * 4.0 + t[[0, 1]] - t[[1, 0]] * 0.5 + 1.0).sqrt()
            })
            .map(|x| x * 2.0);
        let w = weighted_sum(&stencil_fun(&s)).expect("a weighted sum");
        assert_eq!(w.op, BinOp::Add);
        let signs: Vec<(usize, bool, bool)> =
            w.terms.iter().map(|t| (t.tap, t.weight.is_some(), t.negated)).collect();
        assert_eq!(
            signs,
            [(0, true, false), (1, false, false), (2, true, true), (3, false, false), (4, true, true)]
        );
        assert_eq!(w.variable_weights(), 0, "constant weights");
        assert_eq!(w.post.params().len(), 1);
    }

    #[test]
    fn a_filter_read_at_constant_indices_is_a_weight_and_max_is_an_operator() {
        let filter = use_array(&Array::from_fn([3, 3], |[i, j]| (i + j) as f32));
        let conv = m().stencil(&Stencil::cube(1), Boundary::Clamp, |t| {
            t.iter()
                .map(|([dy, dx], v)| v * filter.index([constant(dy + 1), constant(dx + 1)]))
                .reduce(|a, b| a + b)
                .unwrap()
        });
        let w = weighted_sum(&stencil_fun(&conv)).expect("a convolution");
        assert_eq!(w.terms.len(), 9);
        assert_eq!(w.variable_weights(), 9);
        let dilate = m().stencil(&Stencil::cube(1), Boundary::Clamp, |t| {
            t.values().iter().copied().reduce(|a, b| a.max(b)).unwrap()
        });
        assert_eq!(weighted_sum(&stencil_fun(&dilate)).expect("a max").op, BinOp::Max);
    }

    #[test]
    fn a_sum_of_twenty_thousand_taps_is_found_on_a_small_stack() {
        // a chain of additions deeper than the stack would allow a recursive walk
        let taps = 20_000i64;
        let found = std::thread::Builder::new()
            .stack_size(256 << 10)
            .spawn(move || {
                let v = use_array(&Array::from_vec([8], vec![1.0f32; 8]).unwrap());
                let wide = v.stencil(&Stencil::new((0..taps).map(|k| [k])), Boundary::Clamp, move |t| {
                    (1..taps).fold(t[[0]], |s, k| s + t[[k]] * (k as f32))
                });
                weighted_sum(&stencil_fun(&wide)).map(|w| {
                    let weighted = w.terms.iter().filter(|t| t.weight.is_some()).count();
                    (w.terms.len(), weighted, w.terms[taps as usize - 1].tap)
                })
            })
            .unwrap()
            .join()
            .expect("no stack overflow");
        // (the weight 1.0 of the second tap is folded away)
        assert_eq!(found, Some((taps as usize, taps as usize - 2, taps as usize - 1)));
    }

    #[test]
    fn other_functions_are_not_weighted_sums() {
        let cases = [
            // a product of taps
            m().stencil(&Stencil::star(1), Boundary::Clamp, |t| t[[0, 0]] * t[[0, 1]] + t[[1, 0]]),
            // a tap used twice
            m().stencil(&Stencil::star(1), Boundary::Clamp, |t| t[[0, 0]] + t[[0, 1]] + t[[0, 0]] * 2.0),
            // a tap outside the sum
            m().stencil(&Stencil::star(1), Boundary::Clamp, |t| (t[[0, 0]] + t[[0, 1]]) * t[[1, 0]]),
            // max under a sum
            m().stencil(&Stencil::star(1), Boundary::Clamp, |t| t[[0, 0]].max(t[[0, 1]]) + t[[1, 0]]),
            // one tap
            m().stencil(&Stencil::new([[0, 0]]), Boundary::Clamp, |t| t[[0, 0]] * 3.0),
        ];
        for s in cases {
            assert_eq!(weighted_sum(&stencil_fun(&s)), None);
        }
    }
}
