//! Evaluating a scalar function, one call per element.
//!
//! The evaluator walks the nodes forward (they are in topological order). Run-time errors
//! are *values* here: a node that fails (an integer division by zero, an out-of-bounds
//! read) holds its error, nodes that read it inherit it, and a `select` that picks the
//! other side drops it. A call fails only when its result (or a loop condition it needed)
//! is an error. This is what makes `select(i.gt(0), xs.index([i - 1]), 0.0)` safe, and it
//! matches the compiled backends, which evaluate both sides of a select.
//!
//! [`Evaluator::as_compiled`] evaluates as compiled code does instead (see the guide's
//! "Semantics"): a division or remainder by zero gives 0, an out-of-bounds read reads the
//! nearest element, a read of an empty array gives 0. Compiled backends evaluate their host
//! steps' functions (counts, conditions, shapes, seeds) so, which keeps a fault inlined into
//! one of them from failing where the same fault in a kernel does not.
//!
//! A loop re-evaluates its range (its state node up to its `While`) once per iteration;
//! see [`crate::ir::Expr::While`]. Loops nested in loops are walked with a stack of the open
//! loops, not by recursion.

use crate::array::{ArrayData, linear_index};
use crate::elt::{Scalar, Value};
use crate::error::Error;
use crate::interp::scalar;
use crate::ir::{Expr, ExprId, Fun};

type Slot = Result<Value, Error>;

/// A loop being run: its state node, its `While` and the iterations done.
struct Open {
    state: usize,
    end: usize,
    iterations: u32,
}

/// A scalar function ready to be called many times: the arrays it reads are resolved once.
pub struct Evaluator<'a, V> {
    fun: &'a Fun<V>,
    arrays: Vec<Option<&'a ArrayData>>,
    slots: Vec<Slot>,
    /// Faults evaluate to compiled code's values, not errors (see [`Evaluator::as_compiled`]).
    defined: bool,
}

impl<'a, V> Evaluator<'a, V> {
    /// Prepares `fun`; `array` gives the value of every array the function reads.
    pub fn new(fun: &'a Fun<V>, mut array: impl FnMut(&V) -> &'a ArrayData) -> Self {
        let arrays = fun.nodes().iter().map(|n| n.array().map(&mut array)).collect();
        Evaluator { fun, arrays, slots: vec![Ok(Value::Tuple(vec![])); fun.nodes().len()], defined: false }
    }

    /// The evaluator evaluating as compiled code does: a division or remainder by zero gives
    /// 0, an out-of-bounds read reads the nearest element (each coordinate clamped), a read
    /// of an empty array gives 0; those are errors otherwise.
    pub fn as_compiled(mut self) -> Self {
        self.defined = true;
        self
    }

    /// Calls the function.
    pub fn call(&mut self, args: &[Value]) -> Result<Value, Error> {
        let n = self.fun.nodes().len();
        self.run(args);
        std::mem::replace(&mut self.slots[n - 1], Ok(Value::Tuple(vec![])))
    }

    fn get(&self, id: ExprId) -> &Slot {
        &self.slots[id.index()]
    }

    /// Evaluates every node, each loop's range once per iteration.
    fn run(&mut self, args: &[Value]) {
        let mut open: Vec<Open> = Vec::new();
        let mut i = 0;
        loop {
            let limit = open.last().map_or(self.fun.nodes().len(), |l| l.end);
            if i < limit {
                i = match *self.fun.node(ExprId(i as u32)) {
                    Expr::LoopState { end } => self.open(i, end.index(), &mut open),
                    _ => {
                        self.slots[i] = self.node(i, args);
                        i + 1
                    }
                };
                continue;
            }
            // the innermost range is done: go round again, or leave the loop
            let Some(top) = open.last_mut() else { return };
            let (state, end) = (top.state, top.end);
            let Expr::While { cond, body, max_iters, .. } = *self.fun.node(ExprId(end as u32)) else {
                unreachable!("checked when the loop was opened")
            };
            let result = match self.get(cond) {
                Err(e) => Err(e.clone()),
                Ok(Value::Scalar(crate::elt::Scalar::Bool(true))) if top.iterations < max_iters => {
                    top.iterations += 1;
                    match self.get(body).clone() {
                        Ok(next) => {
                            self.slots[state] = Ok(next);
                            i = state + 1;
                            continue;
                        }
                        failed => failed,
                    }
                }
                Ok(_) => self.get(ExprId(state as u32)).clone(),
            };
            self.slots[end] = result;
            open.pop();
            i = end + 1;
        }
    }

    /// Starts the loop whose state is node `state` and whose `While` is node `end`; returns
    /// the next node to evaluate (past the loop when its initial value is an error).
    fn open(&mut self, state: usize, end: usize, open: &mut Vec<Open>) -> usize {
        let Some(Expr::While { init, .. }) = self.fun.nodes().get(end) else {
            // a malformed function (`Fun::check` rejects it): whatever reads the state fails
            self.slots[state] = Err(Error::internal("a loop state does not point at its loop"));
            return state + 1;
        };
        match self.get(*init).clone() {
            Ok(v) => {
                self.slots[state] = Ok(v);
                open.push(Open { state, end, iterations: 0 });
                state + 1
            }
            Err(e) => {
                self.slots[end] = Err(e);
                end + 1
            }
        }
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
            Expr::Binary(op, a, b) => {
                let (x, y) = (scalar(*a)?, scalar(*b)?);
                match scalar::binary(*op, x, y) {
                    Err(Error::DivisionByZero { .. }) if self.defined => Value::Scalar(Scalar::zero(x.ty())),
                    result => Value::Scalar(result?),
                }
            }
            Expr::Fma(a, b, c) => Value::Scalar(scalar::fma(scalar(*a)?, scalar(*b)?, scalar(*c)?)?),
            Expr::Select { cond, then, otherwise } => match scalar(*cond)? {
                crate::elt::Scalar::Bool(true) => value(*then)?,
                crate::elt::Scalar::Bool(false) => value(*otherwise)?,
                other => return Err(Error::internal(format!("select on a {}", other.ty()))),
            },
            Expr::Cast(t, a) => Value::Scalar(scalar(*a)?.cast(*t)),
            Expr::Bitcast(t, a) => {
                let x = scalar(*a)?;
                Value::Scalar(x.bitcast(*t).ok_or_else(|| {
                    Error::internal(format!("bitcast of a {} to {t}, another width", x.ty()))
                })?)
            }
            Expr::Index { index, origin, .. } => {
                let array = self.array(i)?;
                let ix = index_value(*index)?;
                match linear_index(array.shape(), &ix) {
                    Some(lin) => array.get_linear(lin),
                    None if self.defined => nearest(array, &ix),
                    None => {
                        return Err(Error::IndexOutOfBounds {
                            operation: origin.unwrap_or("index"),
                            index: ix,
                            shape: array.shape().to_vec(),
                        });
                    }
                }
            }
            Expr::LinearIndex { index, origin, .. } => {
                let array = self.array(i)?;
                let lin = scalar(*index)?.to_i64();
                if self.defined {
                    return Ok(match array.len() {
                        0 => Value::zero(array.elt()),
                        n => array.get_linear(lin.clamp(0, n as i64 - 1) as usize),
                    });
                }
                if lin < 0 || lin as u64 >= array.len() as u64 {
                    return Err(Error::IndexOutOfBounds {
                        operation: origin.unwrap_or("linear_index"),
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

/// The element of `array` nearest to `ix` (each coordinate clamped into range), or 0 where
/// `array` is empty: what compiled code reads out of bounds.
fn nearest(array: &ArrayData, ix: &[i64]) -> Value {
    if array.is_empty() {
        return Value::zero(array.elt());
    }
    let lin =
        array.shape().iter().zip(ix).fold(0, |lin, (&n, &i)| lin * n + i.clamp(0, n as i64 - 1) as usize);
    array.get_linear(lin)
}

/// Evaluates a function of no parameters once, as compiled code does (see
/// [`Evaluator::as_compiled`]).
pub fn eval0_as_compiled<'a, V>(
    fun: &'a Fun<V>,
    array: impl FnMut(&V) -> &'a ArrayData,
) -> Result<Value, Error> {
    Evaluator::new(fun, array).as_compiled().call(&[])
}

/// Evaluates a function of no parameters once.
pub fn eval0<'a, V>(fun: &'a Fun<V>, array: impl FnMut(&V) -> &'a ArrayData) -> Result<Value, Error> {
    Evaluator::new(fun, array).call(&[])
}
