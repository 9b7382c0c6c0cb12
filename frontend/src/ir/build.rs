//! Building scalar functions by hand and inlining functions into each other.
//!
//! Fusion rewrites functions: a read `xs[ix]` of a producer that is not materialised becomes
//! the producer's element function applied to `ix`. [`FunBuilder::inline`] copies a function
//! into the builder at the current position with its parameters bound to given nodes, and
//! hands every array read to a callback that decides what replaces it. Copying in node
//! order keeps children before parents and every loop range contiguous (the invariants of
//! [`Fun`]), because whatever the callback pushes lands at the position of the read.
//! [`FunBuilder::expand`] lets the callback answer with another function to copy in the
//! read's place, whose reads are handed to the callback in turn: one walk with its own
//! stack, however deep producers nest.
//!
//! [`FunBuilder::push`] simplifies as it goes, so that fused functions stay small and
//! readable: constant folding, projections of tuples, `x + 0`, `x * 1` and `x / 1` on
//! integers, a tuple rebuilt from all the projections of another, a select on a constant,
//! and sharing of structurally equal nodes (never of a node inside a loop that has been
//! closed: that node is only computed inside its loop). None of these changes a result
//! (float `x + 0.0` is left alone: it turns `-0.0` into `0.0`).

use hashbrown::HashMap;
use smallvec::{SmallVec, smallvec};
use std::hash::Hash;

use super::{BinOp, Children, Expr, ExprId, Fun, UnOp};
use crate::elt::{Scalar, ScalarType, Type, Value};
use crate::interp::scalar;

/// An array read met while inlining, with its index already translated into the builder.
#[derive(Debug)]
pub enum ArrayRead<'a, W> {
    /// `array[index]`, `index` a tuple of `i64`.
    Index {
        /// The array.
        array: &'a W,
        /// The translated index.
        index: ExprId,
        /// The read's origin ([`Expr::Index`]), inherited from the read this one replaces
        /// where the function gives none.
        origin: Option<&'static str>,
    },
    /// `array[@index]`, `index` an `i64` row-major position.
    LinearIndex {
        /// The array.
        array: &'a W,
        /// The translated position.
        index: ExprId,
        /// As for [`ArrayRead::Index`].
        origin: Option<&'static str>,
    },
    /// `shape(array)`.
    Shape {
        /// The array.
        array: &'a W,
    },
}

/// What replaces an array read met by [`FunBuilder::expand`].
#[derive(Debug)]
pub enum Expansion<'f, W> {
    /// A node already in the builder.
    Node(ExprId),
    /// The result of a function applied to arguments (nodes of the builder); the function's
    /// own reads are expanded in turn.
    Inline(&'f Fun<W>, Vec<ExprId>),
}

/// The callback of [`FunBuilder::expand`]: what replaces a read (of the given type).
pub type Expander<'c, 'f, V, W> =
    dyn FnMut(&mut FunBuilder<V>, ArrayRead<'f, W>, Type) -> Expansion<'f, W> + 'c;

/// A function under construction.
#[derive(Clone, Debug)]
pub struct FunBuilder<V> {
    params: Vec<Type>,
    nodes: Vec<Expr<V>>,
    types: Vec<Type>,
    /// Nodes already built, for sharing: hashbrown's map and an inline key, which took a
    /// third off fusing a large kernel (`docs/perf/2026-11-26-smallvec-hashbrown.md`).
    seen: HashMap<Key<V>, ExprId>,
    /// The ranges of the loops already closed (state, loop).
    closed: Vec<(u32, u32)>,
}

/// A node's structure, floats by their bits, for sharing equal nodes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Key<V> {
    tag: u8,
    words: SmallVec<[u64; 2]>,
    children: Children,
    array: Option<V>,
    ty: Type,
}

fn scalar_bits(s: Scalar) -> u64 {
    match s {
        Scalar::F32(x) => u64::from(x.to_bits()),
        Scalar::F64(x) => x.to_bits(),
        other => other.to_i64() as u64,
    }
}

impl<V: Clone + Eq + Hash> Key<V> {
    /// The key of a node that may be shared (not loops).
    fn of(expr: &Expr<V>, ty: &Type) -> Option<Key<V>> {
        let (tag, words, array): (u8, SmallVec<[u64; 2]>, Option<V>) = match expr {
            Expr::Const(c) => (0, smallvec![c.ty() as u64, scalar_bits(*c)], None),
            Expr::Param(p) => (1, smallvec![u64::from(*p)], None),
            Expr::LoopState { .. } | Expr::While { .. } => return None,
            Expr::Tuple(_) => (2, smallvec![], None),
            Expr::Prj { field, .. } => (3, smallvec![*field as u64], None),
            Expr::Unary(op, _) => (4, smallvec![*op as u64], None),
            Expr::Binary(op, _, _) => (5, smallvec![*op as u64], None),
            Expr::Fma(..) => (6, smallvec![], None),
            Expr::Select { .. } => (7, smallvec![], None),
            Expr::Cast(t, _) => (8, smallvec![*t as u64], None),
            Expr::Bitcast(t, _) => (12, smallvec![*t as u64], None),
            Expr::Index { array, .. } => (9, smallvec![], Some(array.clone())),
            Expr::LinearIndex { array, .. } => (10, smallvec![], Some(array.clone())),
            Expr::Shape { array } => (11, smallvec![], Some(array.clone())),
        };
        Some(Key { tag, words, children: expr.children(), array, ty: ty.clone() })
    }
}

impl<V: Clone + Eq + Hash> FunBuilder<V> {
    /// An empty function with the given parameter types.
    pub fn new(params: Vec<Type>) -> Self {
        FunBuilder { params, nodes: Vec::new(), types: Vec::new(), seen: HashMap::new(), closed: Vec::new() }
    }

    fn constant_of(&self, id: ExprId) -> Option<Scalar> {
        match &self.nodes[id.index()] {
            Expr::Const(c) => Some(*c),
            _ => None,
        }
    }

    fn is_int_constant(&self, id: ExprId, v: i64) -> bool {
        self.constant_of(id).is_some_and(|c| c.ty().is_int() && c.to_i64() == v)
    }

    /// A simpler node computing the same value, if there is one.
    fn simplify(&mut self, expr: &Expr<V>) -> Option<ExprId> {
        match *expr {
            Expr::Prj { tuple, field } => match &self.nodes[tuple.index()] {
                Expr::Tuple(xs) => Some(xs[field]),
                _ => None,
            },
            Expr::Tuple(ref xs) => {
                let source = match xs.first().map(|x| &self.nodes[x.index()]) {
                    Some(Expr::Prj { tuple, .. }) => *tuple,
                    _ => return None,
                };
                let whole = xs.iter().enumerate().all(|(i, x)| {
                    matches!(self.nodes[x.index()], Expr::Prj { tuple, field } if tuple == source && field == i)
                }) && self.types[source.index()].as_tuple().map(<[Type]>::len) == Some(xs.len());
                whole.then_some(source)
            }
            Expr::Binary(op, a, b) => {
                if let (Some(x), Some(y)) = (self.constant_of(a), self.constant_of(b)) {
                    // IEEE operations are exact; pow and atan2 are left to the backends
                    if matches!(op, BinOp::Pow | BinOp::Atan2) {
                        return None;
                    }
                    return scalar::binary(op, x, y).ok().map(|c| self.constant(c));
                }
                let float_one = |c: Option<Scalar>| c.is_some_and(|c| c.ty().is_float() && c.to_f64() == 1.0);
                match op {
                    BinOp::Add if self.is_int_constant(b, 0) => Some(a),
                    BinOp::Add if self.is_int_constant(a, 0) => Some(b),
                    BinOp::Sub if self.is_int_constant(b, 0) => Some(a),
                    BinOp::Mul if self.is_int_constant(b, 1) || float_one(self.constant_of(b)) => Some(a),
                    BinOp::Mul if self.is_int_constant(a, 1) || float_one(self.constant_of(a)) => Some(b),
                    BinOp::Div if self.is_int_constant(b, 1) => Some(a),
                    BinOp::Min | BinOp::Max if a == b => Some(a),
                    _ => None,
                }
            }
            Expr::Unary(op, a) => {
                let c = self.constant_of(a)?;
                // math functions are left to the backends, as they evaluate them at run time
                let exact = matches!(op, UnOp::Neg | UnOp::Not | UnOp::Abs);
                exact.then(|| scalar::unary(op, c).ok()).flatten().map(|c| self.constant(c))
            }
            Expr::Cast(t, a) => self.constant_of(a).map(|c| self.constant(c.cast(t))),
            Expr::Bitcast(t, a) => self.constant_of(a).and_then(|c| c.bitcast(t)).map(|c| self.constant(c)),
            Expr::Select { cond, then, otherwise } => match self.constant_of(cond) {
                Some(Scalar::Bool(true)) => Some(then),
                Some(Scalar::Bool(false)) => Some(otherwise),
                _ => (then == otherwise).then_some(then),
            },
            _ => None,
        }
    }

    /// Whether node `id` may be read from the current position: not inside a closed loop.
    fn visible(&self, id: ExprId) -> bool {
        !self.closed.iter().any(|&(s, w)| s < id.0 && id.0 < w)
    }

    /// Appends a node (its children must already be in the builder), or returns an existing
    /// node that computes the same value.
    pub fn push(&mut self, expr: Expr<V>, ty: Type) -> ExprId {
        debug_assert!(expr.children().iter().all(|c| c.index() < self.nodes.len()));
        if let Some(simpler) = self.simplify(&expr) {
            return simpler;
        }
        let key = Key::of(&expr, &ty);
        if let Some(&id) = key.as_ref().and_then(|k| self.seen.get(k)) {
            if self.visible(id) {
                return id;
            }
        }
        if let Expr::While { state, .. } = expr {
            self.closed.push((state.0, self.nodes.len() as u32));
        }
        self.nodes.push(expr);
        self.types.push(ty);
        let id = ExprId(self.nodes.len() as u32 - 1);
        if let Some(k) = key {
            self.seen.insert(k, id);
        }
        id
    }

    /// The type of a node.
    pub fn ty(&self, id: ExprId) -> &Type {
        &self.types[id.index()]
    }

    /// The parameter `i`.
    pub fn param(&mut self, i: u16) -> ExprId {
        let ty = self.params[i as usize].clone();
        self.push(Expr::Param(i), ty)
    }

    /// A constant.
    pub fn constant(&mut self, s: Scalar) -> ExprId {
        self.push(Expr::Const(s), Type::Scalar(s.ty()))
    }

    /// A constant value of any type.
    pub fn value(&mut self, v: &Value) -> ExprId {
        match v {
            Value::Scalar(s) => self.constant(*s),
            Value::Tuple(vs) => {
                let parts = vs.iter().map(|v| self.value(v)).collect();
                self.tuple(parts)
            }
        }
    }

    /// An `i64` constant.
    pub fn int(&mut self, v: i64) -> ExprId {
        self.constant(Scalar::I64(v))
    }

    /// A binary operation.
    pub fn binary(&mut self, op: BinOp, a: ExprId, b: ExprId) -> ExprId {
        let ty = if op.is_comparison() { Type::Scalar(ScalarType::Bool) } else { self.ty(a).clone() };
        self.push(Expr::Binary(op, a, b), ty)
    }

    /// A tuple.
    pub fn tuple(&mut self, parts: Vec<ExprId>) -> ExprId {
        let ty = Type::Tuple(parts.iter().map(|&p| self.ty(p).clone()).collect());
        self.push(Expr::Tuple(parts), ty)
    }

    /// Component `field` of a tuple.
    ///
    /// # Panics
    ///
    /// When node `tuple` is not a tuple of more than `field` components: a bug in the caller,
    /// which projects the tuples it built (tracing and fusion, which know every node's type).
    #[track_caller]
    #[expect(clippy::panic, reason = "documented panic; callers project the tuples they built")]
    pub fn prj(&mut self, tuple: ExprId, field: usize) -> ExprId {
        let ty = match self.ty(tuple) {
            Type::Tuple(ts) => ts[field].clone(),
            Type::Scalar(s) => panic!("internal error: projection .{field} of a {s}"),
        };
        self.push(Expr::Prj { tuple, field }, ty)
    }

    /// The components of an index tuple of rank `rank`.
    pub fn components(&mut self, index: ExprId, rank: usize) -> Vec<ExprId> {
        (0..rank).map(|d| self.prj(index, d)).collect()
    }

    /// The row-major position of index components `ix` in `extents`:
    /// `((i0 * n1 + i1) * n2 + i2)`.
    pub fn linearize(&mut self, ix: &[ExprId], extents: &[ExprId]) -> ExprId {
        let Some((&first, rest)) = ix.split_first() else { return self.int(0) };
        let mut lin = first;
        for (&i, &n) in rest.iter().zip(&extents[1..]) {
            let scaled = self.binary(BinOp::Mul, lin, n);
            lin = self.binary(BinOp::Add, scaled, i);
        }
        lin
    }

    /// The index (a tuple) of row-major position `lin` in `extents`, innermost last (the
    /// inverse of [`FunBuilder::linearize`]).
    pub fn delinearize(&mut self, lin: ExprId, extents: &[ExprId]) -> ExprId {
        let mut rest = lin;
        let mut ix = vec![lin; extents.len()];
        for d in (1..extents.len()).rev() {
            ix[d] = self.binary(BinOp::Rem, rest, extents[d]);
            rest = self.binary(BinOp::Div, rest, extents[d]);
        }
        if let Some(first) = ix.first_mut() {
            *first = rest;
        }
        self.tuple(ix)
    }

    /// `if cond { then } else { otherwise }`.
    pub fn select(&mut self, cond: ExprId, then: ExprId, otherwise: ExprId) -> ExprId {
        let ty = self.ty(then).clone();
        self.push(Expr::Select { cond, then, otherwise }, ty)
    }

    /// Copies `fun` with parameter `i` bound to `args[i]`; every array read is replaced by
    /// what `read` returns (it receives the read and its type). Returns the node holding
    /// `fun`'s result.
    pub fn inline<W>(
        &mut self,
        fun: &Fun<W>,
        args: &[ExprId],
        read: &mut dyn FnMut(&mut Self, ArrayRead<'_, W>, Type) -> ExprId,
    ) -> ExprId {
        self.expand(fun, args, None, &mut |b, r, ty| Expansion::Node(read(b, r, ty)))
    }

    /// [`FunBuilder::inline`] where a read may be replaced by another function, itself
    /// expanded the same way: a read of a fused producer becomes the producer's element
    /// function, whose reads may be producers again, to any depth. The walk keeps its own
    /// stack (a chain of a million producers needs no deeper native stack than one), and a
    /// function inlined again with the same arguments where its first copy is still visible
    /// reuses that copy (functions are pure), so a producer read twice at the same index by
    /// each of a chain of producers costs its size once, not twice per level.
    ///
    /// A read without an origin takes the origin of the read its function replaces, and
    /// `origin` in `fun` itself. Reads shared with an equal read (see [`FunBuilder::push`])
    /// keep the first one's origin.
    #[expect(
        clippy::expect_used,
        reason = "the job stack holds the outermost job until it returns, and a function has a \
                  result node (Fun::from_parts asserts it)"
    )]
    pub fn expand<'f, W>(
        &mut self,
        fun: &'f Fun<W>,
        args: &[ExprId],
        origin: Option<&'static str>,
        read: &mut Expander<'_, 'f, V, W>,
    ) -> ExprId {
        /// A function being copied: its arguments, the origin of the read it replaces and the
        /// copies of its nodes so far.
        struct Job<'f, W> {
            fun: &'f Fun<W>,
            args: Vec<ExprId>,
            origin: Option<&'static str>,
            map: Vec<ExprId>,
        }
        let job = |fun: &'f Fun<W>, args: Vec<ExprId>, origin| Job {
            fun,
            args,
            origin,
            map: Vec::with_capacity(fun.nodes().len()),
        };
        let mut jobs = vec![job(fun, args.to_vec(), origin)];
        // the copies of the functions a read was replaced by, by function and arguments
        let mut copied: HashMap<(*const Fun<W>, Vec<ExprId>), ExprId> = HashMap::new();
        loop {
            let top = jobs.last().expect("the outermost job returns its result");
            let i = top.map.len();
            if i == top.fun.nodes().len() {
                let done = jobs.pop().expect("the job just read");
                let result = *done.map.last().expect("a function has a result");
                match jobs.last_mut() {
                    Some(caller) => {
                        copied.insert((std::ptr::from_ref(done.fun), done.args), result);
                        caller.map.push(result);
                    }
                    None => return result,
                }
                continue;
            }
            let (node, ty) = (&top.fun.nodes()[i], top.fun.types()[i].clone());
            let m = |c: ExprId| top.map[c.index()];
            let (expansion, origin) = match node {
                Expr::Param(p) => (Expansion::Node(top.args[*p as usize]), None),
                // the end is fixed when the loop's `While` is copied
                Expr::LoopState { .. } => {
                    (Expansion::Node(self.push(Expr::LoopState { end: ExprId(u32::MAX) }, ty)), None)
                }
                Expr::Index { array, index, origin } => {
                    let origin = origin.or(top.origin);
                    (read(self, ArrayRead::Index { array, index: m(*index), origin }, ty), origin)
                }
                Expr::LinearIndex { array, index, origin } => {
                    let origin = origin.or(top.origin);
                    (read(self, ArrayRead::LinearIndex { array, index: m(*index), origin }, ty), origin)
                }
                Expr::Shape { array } => (read(self, ArrayRead::Shape { array }, ty), None),
                other => {
                    let plain: Expr<V> = other.map_array(|_| unreachable!("array reads are handled above"));
                    let id = self.push(plain.map_ids(m), ty);
                    if let Expr::While { state, .. } = other {
                        self.nodes[m(*state).index()] = Expr::LoopState { end: id };
                    }
                    (Expansion::Node(id), None)
                }
            };
            let new = match expansion {
                Expansion::Node(id) => id,
                Expansion::Inline(f, args) => match copied.get(&(std::ptr::from_ref(f), args.clone())) {
                    Some(&id) if self.visible(id) => id,
                    _ => {
                        // the read's value is the result of this job, pushed when it is done
                        jobs.push(job(f, args, origin));
                        continue;
                    }
                },
            };
            jobs.last_mut().expect("the job just read").map.push(new);
        }
    }

    /// Copies `fun` (reading the same arrays) with parameter `i` bound to `args[i]`.
    pub fn inline_same(&mut self, fun: &Fun<V>, args: &[ExprId]) -> ExprId {
        self.inline(fun, args, &mut |b, read, ty| match read {
            ArrayRead::Index { array, index, origin } => {
                b.push(Expr::Index { array: array.clone(), index, origin }, ty)
            }
            ArrayRead::LinearIndex { array, index, origin } => {
                b.push(Expr::LinearIndex { array: array.clone(), index, origin }, ty)
            }
            ArrayRead::Shape { array } => b.push(Expr::Shape { array: array.clone() }, ty),
        })
    }

    /// The function computing `result`: the nodes it needs, in order.
    pub fn finish(self, result: ExprId) -> Fun<V> {
        let n = result.index() + 1;
        let mut needed = vec![false; n];
        needed[result.index()] = true;
        for i in (0..n).rev() {
            if needed[i] {
                for c in self.nodes[i].children() {
                    needed[c.index()] = true;
                }
            }
        }
        let mut new_id = vec![ExprId(u32::MAX); n];
        let mut nodes = Vec::new();
        let mut types = Vec::new();
        for i in (0..n).filter(|&i| needed[i]) {
            new_id[i] = ExprId(nodes.len() as u32);
            nodes.push(self.nodes[i].clone());
            types.push(self.types[i].clone());
        }
        for node in nodes.iter_mut() {
            // children (and a loop state's forward reference to its loop) are renamed
            *node = node.map_ids(|c| new_id.get(c.index()).copied().unwrap_or(ExprId(u32::MAX)));
        }
        let fun = Fun::from_parts(self.params, nodes, types);
        debug_assert_eq!(fun.check(), Ok(()), "a built function keeps the invariants");
        fun
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Value;
    use crate::prelude::*;

    /// `f_k(x) = f_{k-1}(x) + f_{k-1}(x)` read through `levels` expansions: each level is one
    /// job on the builder's own stack, and the second read of a level reuses the first.
    fn doubling_chain(levels: usize) -> Fun<u32> {
        let i64_ = Type::Scalar(ScalarType::I64);
        // level k reads "array" k - 1 twice at its parameter; array 0 is the parameter itself
        let levels_funs: Vec<Fun<u32>> = (0..levels as u32)
            .map(|k| {
                let mut b = FunBuilder::<u32>::new(vec![i64_.clone()]);
                let x = b.param(0);
                let y = b.push(Expr::Index { array: k, index: x, origin: None }, i64_.clone());
                let z = b.push(Expr::Index { array: k, index: x, origin: None }, i64_.clone());
                let s = b.binary(BinOp::Add, y, z);
                b.finish(s)
            })
            .collect();
        let mut b = FunBuilder::<u32>::new(vec![i64_.clone()]);
        let x = b.param(0);
        let r = b.expand(&levels_funs[levels - 1], &[x], None, &mut |b, read, _| match read {
            ArrayRead::Index { array: 0, index, .. } => Expansion::Node(b.binary(BinOp::Mul, index, index)),
            ArrayRead::Index { array, index, .. } => {
                Expansion::Inline(&levels_funs[*array as usize - 1], vec![index])
            }
            _ => unreachable!("only index reads"),
        });
        b.finish(r)
    }

    #[test]
    fn expansion_walks_a_hundred_thousand_levels_on_a_small_stack_in_linear_size() {
        let f = std::thread::Builder::new()
            .stack_size(256 << 10)
            .spawn(|| doubling_chain(100_000))
            .unwrap()
            .join()
            .expect("no stack overflow");
        // x * x, then one addition per level: the two reads of a level share one copy
        assert_eq!(f.nodes().len(), 2 + 100_000);
        let small = doubling_chain(5);
        let out = crate::interp::fun::Evaluator::new(&small, |_| unreachable!())
            .call(&[Value::Scalar(Scalar::I64(3))]);
        assert_eq!(out.unwrap(), Value::Scalar(Scalar::I64(9 << 5)));
    }

    #[test]
    fn inlining_substitutes_parameters_and_reads_and_keeps_loops_valid() {
        // f x = loop s = x while s < 10 do s * 2   (with a read of an array in the body)
        let xs = fill([3], 3i64);
        let program = trace(&xs.map(|x| while_loop(x, 8, |s| s.lt(10), |s| s * xs.index([0])))).unwrap();
        let crate::ir::Op::Map { f, .. } = &program.node(program.result).op else { panic!("a map") };

        let mut b = FunBuilder::<u32>::new(vec![Type::Scalar(ScalarType::I64)]);
        let one = b.int(1);
        let p = b.param(0);
        let arg = b.binary(BinOp::Add, p, one);
        let r = b.inline(f, &[arg], &mut |b, read, _| match read {
            ArrayRead::Index { .. } => b.int(3),
            _ => panic!("only an index read"),
        });
        let g = b.finish(r);
        g.check().unwrap();
        // g x = f (x + 1) with the read replaced by the constant 3
        let out =
            crate::interp::fun::Evaluator::new(&g, |_| unreachable!()).call(&[Value::Scalar(Scalar::I64(1))]);
        assert_eq!(out.unwrap(), Value::Scalar(Scalar::I64(18)));
    }
}
