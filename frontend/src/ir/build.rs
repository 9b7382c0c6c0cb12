//! Building scalar functions by hand and inlining functions into each other.
//!
//! Fusion rewrites functions: a read `xs[ix]` of a producer that is not materialised becomes
//! the producer's element function applied to `ix`. [`FunBuilder::inline`] copies a function
//! into the builder at the current position with its parameters bound to given nodes, and
//! hands every array read to a callback that decides what replaces it. Copying in node
//! order keeps children before parents and every loop range contiguous (the invariants of
//! [`Fun`]), because whatever the callback pushes lands at the position of the read.

use super::{BinOp, Expr, ExprId, Fun};
use crate::elt::{Scalar, ScalarType, Type};

/// An array read met while inlining, with its index already translated into the builder.
#[derive(Debug)]
pub enum ArrayRead<'a, W> {
    /// `array[index]`, `index` a tuple of `i64`.
    Index {
        /// The array.
        array: &'a W,
        /// The translated index.
        index: ExprId,
    },
    /// `array[@index]`, `index` an `i64` row-major position.
    LinearIndex {
        /// The array.
        array: &'a W,
        /// The translated position.
        index: ExprId,
    },
    /// `shape(array)`.
    Shape {
        /// The array.
        array: &'a W,
    },
}

/// A function under construction.
#[derive(Clone, Debug)]
pub struct FunBuilder<V> {
    params: Vec<Type>,
    nodes: Vec<Expr<V>>,
    types: Vec<Type>,
}

impl<V: Clone> FunBuilder<V> {
    /// An empty function with the given parameter types.
    pub fn new(params: Vec<Type>) -> Self {
        FunBuilder {
            params,
            nodes: Vec::new(),
            types: Vec::new(),
        }
    }

    /// Appends a node (its children must already be in the builder).
    pub fn push(&mut self, expr: Expr<V>, ty: Type) -> ExprId {
        debug_assert!(expr.children().iter().all(|c| c.index() < self.nodes.len()));
        self.nodes.push(expr);
        self.types.push(ty);
        ExprId(self.nodes.len() as u32 - 1)
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

    /// An `i64` constant.
    pub fn int(&mut self, v: i64) -> ExprId {
        self.constant(Scalar::I64(v))
    }

    /// A binary operation.
    pub fn binary(&mut self, op: BinOp, a: ExprId, b: ExprId) -> ExprId {
        let ty = if op.is_comparison() {
            Type::Scalar(ScalarType::Bool)
        } else {
            self.ty(a).clone()
        };
        self.push(Expr::Binary(op, a, b), ty)
    }

    /// A tuple.
    pub fn tuple(&mut self, parts: Vec<ExprId>) -> ExprId {
        let ty = Type::Tuple(parts.iter().map(|&p| self.ty(p).clone()).collect());
        self.push(Expr::Tuple(parts), ty)
    }

    /// Component `field` of a tuple.
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

    /// `if cond { then } else { otherwise }`.
    pub fn select(&mut self, cond: ExprId, then: ExprId, otherwise: ExprId) -> ExprId {
        let ty = self.ty(then).clone();
        self.push(
            Expr::Select {
                cond,
                then,
                otherwise,
            },
            ty,
        )
    }

    /// Copies `fun` with parameter `i` bound to `args[i]`; every array read is replaced by
    /// what `read` returns. Returns the node holding `fun`'s result.
    pub fn inline<W>(
        &mut self,
        fun: &Fun<W>,
        args: &[ExprId],
        read: &mut dyn FnMut(&mut Self, ArrayRead<'_, W>) -> ExprId,
    ) -> ExprId {
        let mut map: Vec<ExprId> = Vec::with_capacity(fun.nodes().len());
        for (i, node) in fun.nodes().iter().enumerate() {
            let ty = fun.types()[i].clone();
            let m = |c: ExprId| map[c.index()];
            let new = match node {
                Expr::Param(p) => args[*p as usize],
                // the end is fixed when the loop's `While` is copied
                Expr::LoopState { .. } => self.push(
                    Expr::LoopState {
                        end: ExprId(u32::MAX),
                    },
                    ty,
                ),
                Expr::Index { array, index } => read(
                    self,
                    ArrayRead::Index {
                        array,
                        index: m(*index),
                    },
                ),
                Expr::LinearIndex { array, index } => read(
                    self,
                    ArrayRead::LinearIndex {
                        array,
                        index: m(*index),
                    },
                ),
                Expr::Shape { array } => read(self, ArrayRead::Shape { array }),
                other => {
                    let plain: Expr<V> =
                        other.map_array(|_| unreachable!("array reads are handled above"));
                    let id = self.push(plain.map_ids(m), ty);
                    if let Expr::While { state, .. } = other {
                        self.nodes[m(*state).index()] = Expr::LoopState { end: id };
                    }
                    id
                }
            };
            map.push(new);
        }
        *map.last().expect("a function has a result")
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

    #[test]
    fn inlining_substitutes_parameters_and_reads_and_keeps_loops_valid() {
        // f x = loop s = x while s < 10 do s * 2   (with a read of an array in the body)
        let xs = fill([3], 3i64);
        let program =
            trace(&xs.map(|x| while_loop(x, 8, |s| s.lt(10), |s| s * xs.index([0])))).unwrap();
        let crate::ir::Op::Map { f, .. } = &program.node(program.result).op else {
            panic!("a map")
        };

        let mut b = FunBuilder::<u32>::new(vec![Type::Scalar(ScalarType::I64)]);
        let one = b.int(1);
        let p = b.param(0);
        let arg = b.binary(BinOp::Add, p, one);
        let r = b.inline(f, &[arg], &mut |b, read| match read {
            ArrayRead::Index { .. } => b.int(3),
            _ => panic!("only an index read"),
        });
        let g = b.finish(r);
        g.check().unwrap();
        // g x = f (x + 1) with the read replaced by the constant 3
        let out = crate::interp::fun::Evaluator::new(&g, |_| unreachable!())
            .call(&[Value::Scalar(Scalar::I64(1))]);
        assert_eq!(out.unwrap(), Value::Scalar(Scalar::I64(18)));
    }
}
