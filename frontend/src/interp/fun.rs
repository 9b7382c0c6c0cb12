//! Evaluating a scalar function, one call per element.
//!
//! The evaluator walks the nodes forward (they are in topological order). Run-time errors
//! are *values* here: a node that fails (an integer division by zero, an out-of-bounds
//! read) holds its error, nodes that read it inherit it, and a `select` that picks the
//! other side drops it. A call fails only when its result (or a loop condition it needed)
//! is an error. This is what makes `select(i.gt(0), xs.index([i - 1]), 0.0)` safe, and it
//! matches the compiled backends, which evaluate both sides of a select.
//!
//! A loop re-evaluates its range (its state node up to its `While`) once per iteration;
//! see [`crate::ir::Expr::While`].

use crate::array::{ArrayData, linear_index};
use crate::elt::Value;
use crate::error::Error;
use crate::interp::scalar;
use crate::ir::{Expr, ExprId, Fun};

type Slot = Result<Value, Error>;

/// A scalar function ready to be called many times: the arrays it reads are resolved once.
pub struct Evaluator<'a, V> {
    fun: &'a Fun<V>,
    arrays: Vec<Option<&'a ArrayData>>,
    slots: Vec<Slot>,
}

impl<'a, V> Evaluator<'a, V> {
    /// Prepares `fun`; `array` gives the value of every array the function reads.
    pub fn new(fun: &'a Fun<V>, mut array: impl FnMut(&V) -> &'a ArrayData) -> Self {
        let arrays = fun.nodes().iter().map(|n| n.array().map(&mut array)).collect();
        Evaluator { fun, arrays, slots: vec![Ok(Value::Tuple(vec![])); fun.nodes().len()] }
    }

    /// Calls the function.
    pub fn call(&mut self, args: &[Value]) -> Result<Value, Error> {
        let n = self.fun.nodes().len();
        self.range(0, n, args);
        std::mem::replace(&mut self.slots[n - 1], Ok(Value::Tuple(vec![])))
    }

    fn get(&self, id: ExprId) -> &Slot {
        &self.slots[id.index()]
    }

    /// Evaluates nodes `lo..hi`.
    fn range(&mut self, lo: usize, hi: usize, args: &[Value]) {
        let mut i = lo;
        while i < hi {
            if let Expr::LoopState { end } = self.fun.node(ExprId(i as u32)) {
                self.run_loop(i, end.index(), args);
                i = end.index() + 1;
            } else {
                self.slots[i] = self.node(i, args);
                i += 1;
            }
        }
    }

    /// Runs the loop whose state is node `state` and whose `While` is node `end`.
    fn run_loop(&mut self, state: usize, end: usize, args: &[Value]) {
        let Expr::While { init, cond, body, max_iters, .. } = *self.fun.node(ExprId(end as u32)) else {
            self.slots[end] = Err(Error::internal("a loop state does not point at its loop"));
            return;
        };
        let mut current = self.get(init).clone();
        let mut iterations = 0u32;
        loop {
            if current.is_err() {
                break;
            }
            self.slots[state] = current.clone();
            self.range(state + 1, end, args);
            match self.get(cond) {
                Err(e) => {
                    current = Err(e.clone());
                    break;
                }
                Ok(Value::Scalar(crate::elt::Scalar::Bool(true))) if iterations < max_iters => {}
                Ok(_) => break,
            }
            current = self.get(body).clone();
            iterations += 1;
        }
        self.slots[end] = current;
    }

    fn node(&self, i: usize, args: &[Value]) -> Slot {
        let scalar = |id: ExprId| -> Result<crate::elt::Scalar, Error> {
            match self.get(id) {
                Ok(Value::Scalar(s)) => Ok(*s),
                Ok(other) => Err(Error::internal(format!("expected a scalar, found {other}"))),
                Err(e) => Err(e.clone()),
            }
        };
        let value = |id: ExprId| self.get(id).clone();
        let index_value = |id: ExprId| -> Result<Vec<i64>, Error> {
            let v = value(id)?;
            v.to_index().ok_or_else(|| Error::internal(format!("expected an index, found {v}")))
        };
        Ok(match self.fun.node(ExprId(i as u32)) {
            Expr::Const(c) => Value::Scalar(*c),
            Expr::Param(p) => args
                .get(*p as usize)
                .cloned()
                .ok_or_else(|| Error::internal(format!("parameter {p} missing")))?,
            Expr::LoopState { .. } | Expr::While { .. } => {
                return Err(Error::internal("loop nodes are evaluated by their loop"));
            }
            Expr::Tuple(xs) => Value::Tuple(xs.iter().map(|&x| value(x)).collect::<Result<_, _>>()?),
            Expr::Prj { tuple, field } => match value(*tuple)? {
                Value::Tuple(mut vs) if *field < vs.len() => vs.swap_remove(*field),
                other => return Err(Error::internal(format!("projection .{field} of {other}"))),
            },
            Expr::Unary(op, a) => Value::Scalar(scalar::unary(*op, scalar(*a)?)?),
            Expr::Binary(op, a, b) => Value::Scalar(scalar::binary(*op, scalar(*a)?, scalar(*b)?)?),
            Expr::Fma(a, b, c) => Value::Scalar(scalar::fma(scalar(*a)?, scalar(*b)?, scalar(*c)?)?),
            Expr::Select { cond, then, otherwise } => match scalar(*cond)? {
                crate::elt::Scalar::Bool(true) => value(*then)?,
                crate::elt::Scalar::Bool(false) => value(*otherwise)?,
                other => return Err(Error::internal(format!("select on a {}", other.ty()))),
            },
            Expr::Cast(t, a) => Value::Scalar(scalar(*a)?.cast(*t)),
            Expr::Index { index, .. } => {
                let array = self.array(i)?;
                let ix = index_value(*index)?;
                match linear_index(array.shape(), &ix) {
                    Some(lin) => array.get_linear(lin),
                    None => {
                        return Err(Error::IndexOutOfBounds {
                            operation: "index",
                            index: ix,
                            shape: array.shape().to_vec(),
                        });
                    }
                }
            }
            Expr::LinearIndex { index, .. } => {
                let array = self.array(i)?;
                let lin = scalar(*index)?.to_i64();
                if lin < 0 || lin as u64 >= array.len() as u64 {
                    return Err(Error::IndexOutOfBounds {
                        operation: "linear_index",
                        index: vec![lin],
                        shape: array.shape().to_vec(),
                    });
                }
                array.get_linear(lin as usize)
            }
            Expr::Shape { .. } => {
                let shape: Vec<i64> = self.array(i)?.shape().iter().map(|&n| n as i64).collect();
                Value::index(&shape)
            }
        })
    }

    fn array(&self, i: usize) -> Result<&'a ArrayData, Error> {
        self.arrays[i].ok_or_else(|| Error::internal("array read without an array"))
    }
}

/// Evaluates a function of no parameters once.
pub fn eval0<'a, V>(fun: &'a Fun<V>, array: impl FnMut(&V) -> &'a ArrayData) -> Result<Value, Error> {
    Evaluator::new(fun, array).call(&[])
}
