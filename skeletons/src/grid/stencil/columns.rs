//! Integer sums of a register tile's stencil function regrouped by column ([`by_columns`]),
//! so that the outputs of a lane share their columns' partial sums.
//!
//! A 3x3 box blur written as a fold, `((((x₀₀ + x₀₁) + x₀₂) + x₁₀) + ...)`, costs 8 adds an
//! output; a lane holding 16 columns computes 16 such sums from the same 18 columns of
//! each row. Integer addition wraps and is associative and commutative, so the sum may be
//! taken column by column, `(x₀₀ + x₁₀ + x₂₀) + (x₀₁ + x₁₁ + x₂₁) + ...`, with the same
//! result bit for bit; then output `c`'s sum of column offset `dx` is output `c + 1`'s of
//! `dx - 1`, the same expression of the same values, which LLVM computes once: 2 adds a
//! column and 2 an output. SSAM's partial sums (`ssam.rs`) do this for weighted sums of the
//! taps themselves; this takes any integer sum whose terms each read one tap (a tap
//! widened by a cast, a tap times a weight), under value shuffles. Floating-point sums are
//! left in the program's order.

use std::collections::BTreeMap;

use systole_frontend::Type;
use systole_frontend::ir::{BinOp, Expr, ExprId, Fun, FunBuilder};
use systole_fusion::ArrayVar;

use crate::taps::{self, Reads};

/// `f`, a stencil function whose parameter `p` is a tap at column offset `column[p]`, with
/// every sum of integers of 16 bits or more (`+` of one integer type, over 3 terms or more, each reading one
/// tap or none, across 2 columns or more) summed column by column: each column's terms in
/// the function's order, the columns from the leftmost, then the terms that read no tap.
/// `None` where no sum changes (or `f` has a loop). The result is the same bit for bit
/// (integer addition wraps; see the module documentation).
pub(super) fn by_columns(f: &Fun<ArrayVar>, column: &[i64]) -> Option<Fun<ArrayVar>> {
    let nodes = f.nodes();
    let reads = taps::reads(f)?;
    // (not bytes: LLVM's SLP vectorizer pairs the columns' byte sums into vectors of two
    // bytes, which the NVPTX backend takes apart through a stack frame)
    let integer = |id: ExprId| matches!(&f.types()[id.index()], Type::Scalar(s) if !s.is_float() && s.size_bytes() >= 2);
    let is_sum = |id: ExprId| matches!(nodes[id.index()], Expr::Binary(BinOp::Add, ..)) && integer(id);
    let mut uses = vec![0usize; nodes.len()];
    for n in nodes {
        for c in n.children() {
            uses[c.index()] += 1;
        }
    }
    uses[f.result().index()] += 1;
    // a sum's terms: through the sums of the same type used only by it
    let terms = |root: ExprId| {
        let mut out = Vec::new();
        let mut stack = vec![root];
        while let Some(id) = stack.pop() {
            match nodes[id.index()] {
                Expr::Binary(BinOp::Add, a, b)
                    if id == root
                        || (is_sum(id)
                            && uses[id.index()] == 1
                            && f.types()[id.index()] == f.types()[root.index()]) =>
                {
                    stack.push(b);
                    stack.push(a);
                }
                _ => out.push(id),
            }
        }
        out
    };
    // the sums to regroup (not the terms of a larger one), each its terms by column
    let mut inner = vec![false; nodes.len()];
    let mut regrouped: BTreeMap<usize, (Vec<Vec<ExprId>>, Vec<ExprId>)> = BTreeMap::new();
    for i in (0..nodes.len()).rev() {
        let id = ExprId(i as u32);
        if !is_sum(id) || inner[i] {
            continue;
        }
        let all = terms(id);
        mark_inner(&mut inner, nodes, id, &all);
        if all.len() < 3 || all.iter().any(|t| reads[t.index()] == Reads::Many) {
            continue;
        }
        let mut columns: BTreeMap<i64, Vec<ExprId>> = BTreeMap::new();
        let mut rest = Vec::new();
        for &t in &all {
            match reads[t.index()] {
                Reads::One(p) => columns.entry(column[usize::from(p)]).or_default().push(t),
                _ => rest.push(t),
            }
        }
        if columns.len() >= 2 {
            regrouped.insert(i, (columns.into_values().collect(), rest));
        }
    }
    if regrouped.is_empty() {
        return None;
    }
    let mut b = FunBuilder::new(f.params().to_vec());
    let mut map: Vec<ExprId> = Vec::with_capacity(nodes.len());
    for (i, n) in nodes.iter().enumerate() {
        let ty = f.types()[i].clone();
        let id = match regrouped.get(&i) {
            Some((columns, rest)) => {
                let mut total = None;
                for group in columns {
                    let mut sum = None;
                    for t in group {
                        sum = Some(add(&mut b, sum, map[t.index()], &ty));
                    }
                    if let Some(s) = sum {
                        total = Some(add(&mut b, total, s, &ty));
                    }
                }
                for t in rest {
                    total = Some(add(&mut b, total, map[t.index()], &ty));
                }
                match total {
                    Some(t) => t,
                    None => b.push(n.map_ids(|c| map[c.index()]), ty),
                }
            }
            None => b.push(n.map_ids(|c| map[c.index()]), ty),
        };
        map.push(id);
    }
    Some(b.finish(map[f.result().index()]))
}

/// `x + y` (`y` where there is no `x`).
fn add(b: &mut FunBuilder<ArrayVar>, x: Option<ExprId>, y: ExprId, ty: &Type) -> ExprId {
    match x {
        None => y,
        Some(x) => b.push(Expr::Binary(BinOp::Add, x, y), ty.clone()),
    }
}

/// Marks the sums between `root` and its `terms` (exclusive) as inner: they are regrouped
/// with it.
fn mark_inner(inner: &mut [bool], nodes: &[Expr<ArrayVar>], root: ExprId, terms: &[ExprId]) {
    let mut stack = vec![root];
    while let Some(id) = stack.pop() {
        if terms.contains(&id) {
            continue;
        }
        if id != root {
            inner[id.index()] = true;
        }
        if let Expr::Binary(BinOp::Add, a, c) = nodes[id.index()] {
            stack.push(a);
            stack.push(c);
        }
    }
}

#[cfg(test)]
mod tests {
    use systole_frontend::elt::{Scalar, Value};
    use systole_frontend::interp::Evaluator;
    use systole_frontend::ir::Consumer;
    use systole_frontend::prelude::*;
    use systole_frontend::trace;
    use systole_fusion::Kernel;

    use super::*;

    /// The stencil function of the stencil kernel of `program`, and its taps' column offsets.
    fn stencil_fun(program: &impl systole_frontend::AccValue) -> (Fun<ArrayVar>, Vec<i64>) {
        let plan = systole_fusion::plan(&trace(program).unwrap()).unwrap();
        plan.kernels()
            .into_iter()
            .find_map(|k| match k {
                Kernel::Consumer(Consumer::Stencil { f, inputs, .. }) => {
                    let columns =
                        inputs.iter().flat_map(|s| s.offsets.iter().map(|o| o[o.len() - 1])).collect();
                    Some((f.clone(), columns))
                }
                _ => None,
            })
            .expect("a stencil")
    }

    /// `f` and `g` called on the same `taps`.
    fn both(f: &Fun<ArrayVar>, g: &Fun<ArrayVar>, taps: &[Value]) -> (Value, Value) {
        let call = |h: &Fun<ArrayVar>| Evaluator::new(h, |_| panic!("no arrays")).call(taps).unwrap();
        (call(f), call(g))
    }

    #[test]
    fn integer_sums_are_regrouped_by_column_with_the_same_results() {
        let img = use_array(&Array::from_fn([4, 5], |[i, j]| (i * 5 + j) as u8));
        // the benchmark's blur: 9 terms in 3 columns, widened to u16, then divided
        let blur = img.stencil(&Stencil::cube(1), Boundary::Clamp, |t| {
            let sum = t.values().iter().fold(Exp::from(0u16), |a, &x| a + x.cast::<u16>());
            (sum / 9u16).cast::<u8>()
        });
        let (f, columns) = stencil_fun(&blur);
        let g = by_columns(&f, &columns).expect("the blur's sum is regrouped");
        // the first sum of the regrouped function is of two terms of the leftmost column
        let first = g.nodes().iter().find_map(|n| match n {
            Expr::Binary(BinOp::Add, a, b) => Some((*a, *b)),
            _ => None,
        });
        let (a, b) = first.expect("a sum");
        let column_of = |id: ExprId| {
            let mut id = id;
            loop {
                match g.node(id) {
                    Expr::Param(p) => return columns[usize::from(*p)],
                    n => id = n.children()[0],
                }
            }
        };
        assert_eq!((column_of(a), column_of(b)), (-1, -1));
        // the same results, sums that wrap included
        let mut state = 12345u64;
        for _ in 0..2000 {
            let taps: Vec<Value> = (0..9)
                .map(|_| {
                    state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                    Value::Scalar(Scalar::U8((state >> 56) as u8))
                })
                .collect();
            let (want, got) = both(&f, &g, &taps);
            assert_eq!(got, want);
        }
        let words =
            use_array(&Array::from_fn([4, 5], |[i, j]| ((i * 5 + j) as i32).wrapping_mul(1_000_000_007)));
        let wrapping = words.stencil(&Stencil::cube(1), Boundary::Clamp, |t| {
            t[[0, 1]] * 3 + t[[1, -1]] + t[[0, 0]] * -7 + t[[-1, -1]] + 5 + t[[1, 1]]
        });
        let (f, columns) = stencil_fun(&wrapping);
        let g = by_columns(&f, &columns).expect("regrouped");
        for k in 0..500i32 {
            let taps: Vec<Value> = (0..9i32)
                .map(|i| Value::Scalar(Scalar::I32(k.wrapping_mul(i.wrapping_mul(715_827_883) | 1))))
                .collect();
            let (want, got) = both(&f, &g, &taps);
            assert_eq!(got, want);
        }
    }

    #[test]
    fn float_sums_byte_sums_and_sums_of_one_column_are_left_alone() {
        let m = use_array(&Array::from_fn([4, 5], |[i, j]| (i * 5 + j) as f32));
        let (f, columns) = stencil_fun(&m.stencil(&Stencil::cube(1), Boundary::Clamp, |t| {
            t.values().iter().fold(Exp::from(0.0f32), |a, &x| a + x)
        }));
        assert!(by_columns(&f, &columns).is_none());
        let bytes = use_array(&Array::from_fn([4, 5], |[i, j]| (i * 5 + j) as u8));
        let (f, columns) = stencil_fun(&bytes.stencil(&Stencil::cube(1), Boundary::Clamp, |t| {
            t.values().iter().fold(Exp::from(0u8), |a, &x| a + x)
        }));
        assert!(by_columns(&f, &columns).is_none());
        let n = use_array(&Array::from_fn([4, 5], |[i, j]| (i * 5 + j) as i16));
        let vertical = Stencil::new([[-1, 0], [0, 0], [1, 0]]);
        let (f, columns) =
            stencil_fun(&n.stencil(&vertical, Boundary::Clamp, |t| t[[-1, 0]] + t[[0, 0]] + t[[1, 0]]));
        assert!(by_columns(&f, &columns).is_none());
    }
}
