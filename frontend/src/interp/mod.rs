//! The reference interpreter: what every program means.
//!
//! It runs a traced [`Program`] node by node, straightforwardly: every collective operation
//! is a loop over indices in row-major order that calls the scalar [`fun::Evaluator`].
//! Clarity wins over speed; this is the oracle every backend is tested against. Where an
//! operation's result depends on an order (a fold with a non-associative operator, colliding
//! writes in a permute), the interpreter uses the sequential order: left to right along the
//! innermost dimension, sources in row-major order.
//!
//! Sharing: each node is computed once per environment. Nodes inside an `iterate` or
//! `awhile` body (those that depend on the body's variable) are recomputed at every step;
//! the others are computed once.
//!
//! The walk keeps its own stack of tasks instead of recursing from a node into its
//! arguments: a program is as deep as its longest chain of operations (a hundred thousand
//! `map`s, `acond`s nested in each other's branches), which no native stack holds. A node's
//! strict arguments are computed before it; an `acond` computes its condition, then only
//! the chosen branch; a loop runs its body one step at a time, each step a task.

pub mod fun;
pub mod ops;
pub mod scalar;

use std::collections::HashMap;
use std::sync::Arc;

use crate::acc::AccValue;
use crate::array::{ArrayData, Arrays, ArraysType, ArraysValue, linear_index, shape_size, unlinear_index};
use crate::cancel::Cancel;
use crate::elt::{Scalar, Type, Value};
use crate::error::Error;
use crate::ir::{Consumer, Fun, NodeId, Op, Program, VarId};
use crate::trace::trace;

pub use fun::Evaluator;

/// Runs a program on the interpreter and returns its result.
///
/// ```
/// use systole_frontend::prelude::*;
///
/// let xs = use_array(&Array::from_vec([3], vec![1, 2, 3]).unwrap());
/// let total = interpret(&xs.map(|x| x * x).sum()).unwrap();
/// assert_eq!(total.value(), 14);
/// ```
pub fn interpret<S: AccValue>(value: &S) -> Result<S::Host, Error> {
    let program = trace(value)?;
    S::Host::from_arrays_value(interpret_program(&program, &[])?)
}

/// Runs a traced program with the given inputs (one per [`Program::inputs`]).
pub fn interpret_program(program: &Program, inputs: &[ArraysValue]) -> Result<ArraysValue, Error> {
    interpret_program_with(program, inputs, &Cancel::new())
}

/// [`interpret_program`], stopping with [`Error::Cancelled`] once `cancel` is set (looked at
/// before every node is computed and at every step of a loop).
pub fn interpret_program_with(
    program: &Program,
    inputs: &[ArraysValue],
    cancel: &Cancel,
) -> Result<ArraysValue, Error> {
    check_inputs(program, inputs)?;
    let mut frame = Frame::default();
    for ((var, _), value) in program.inputs.iter().zip(inputs) {
        frame.vars.push((*var, value.clone()));
    }
    let mut interp = Interp { program, free: program.free_vars(), frames: vec![frame], cancel };
    interp.run(program.result)
}

/// Checks that the inputs have the program's input types.
pub fn check_inputs(program: &Program, inputs: &[ArraysValue]) -> Result<(), Error> {
    let types: Vec<ArraysType> = program.inputs.iter().map(|(_, t)| t.clone()).collect();
    check_types(&types, inputs)
}

/// Checks that there is one input per type, of that type.
pub fn check_types(types: &[ArraysType], inputs: &[ArraysValue]) -> Result<(), Error> {
    if inputs.len() != types.len() {
        return Err(Error::TypeMismatch {
            expected: format!("{} inputs", types.len()),
            found: format!("{} inputs", inputs.len()),
        });
    }
    for (ty, value) in types.iter().zip(inputs) {
        let found = value.ty();
        if found != *ty {
            return Err(Error::TypeMismatch {
                expected: format!("an input of type {ty}"),
                found: found.to_string(),
            });
        }
    }
    Ok(())
}

#[derive(Default)]
struct Frame {
    vars: Vec<(VarId, ArraysValue)>,
    memo: HashMap<NodeId, ArraysValue>,
}

struct Interp<'p> {
    program: &'p Program,
    free: Vec<Vec<VarId>>,
    frames: Vec<Frame>,
    cancel: &'p Cancel,
}

fn array(v: ArraysValue) -> Result<Arc<ArrayData>, Error> {
    match v {
        ArraysValue::Array(a) => Ok(a),
        ArraysValue::Tuple(_) => Err(Error::internal("expected an array, found a tuple of arrays")),
    }
}

fn elt_of(ty: &ArraysType) -> Result<&Type, Error> {
    match ty {
        ArraysType::Array { elt, .. } => Ok(elt),
        ArraysType::Tuple(_) => Err(Error::internal("expected an array type")),
    }
}

/// A step of the interpreter's walk (see the module documentation).
enum Task {
    /// Computes the node unless it is already known.
    Need(NodeId),
    /// The node's strict arguments are known: compute it (a loop or `acond` starts here).
    Compute(NodeId),
    /// The node (an `acond`) is the value of this node (its chosen branch), now known.
    Same(NodeId, NodeId),
    /// `left` more steps of the `iterate` at this node, from `state`.
    Iterate { node: NodeId, left: i64, state: ArraysValue },
    /// A step of the `iterate` at this node is done: the body's value is the next state.
    Iterated { node: NodeId, left: i64 },
    /// Test the condition of the `awhile` at this node on `state`, which `steps` steps made.
    Awhile { node: NodeId, steps: u64, state: ArraysValue },
    /// The condition of the `awhile` at this node is known for `state`.
    Tested { node: NodeId, steps: u64, state: ArraysValue },
    /// Step `steps` of the `awhile` at this node is done: the body's value is the next state.
    Stepped { node: NodeId, steps: u64 },
}

impl Interp<'_> {
    /// The frame whose memo holds `id`: the innermost one binding a variable it depends on.
    fn level(&self, id: NodeId) -> usize {
        self.free[id.index()]
            .iter()
            .filter_map(|v| self.frames.iter().rposition(|f| f.vars.iter().any(|(w, _)| w == v)))
            .max()
            .unwrap_or(0)
    }

    fn known(&self, id: NodeId) -> Option<&ArraysValue> {
        self.frames[self.level(id)].memo.get(&id)
    }

    /// The value of a node already computed.
    fn eval(&self, id: NodeId) -> Result<ArraysValue, Error> {
        self.known(id).cloned().ok_or_else(|| Error::internal(format!("{id} read before it is computed")))
    }

    fn eval_array(&self, id: NodeId) -> Result<Arc<ArrayData>, Error> {
        array(self.eval(id)?)
    }

    fn remember(&mut self, id: NodeId, v: ArraysValue) {
        let level = self.level(id);
        self.frames[level].memo.insert(id, v);
    }

    /// The arguments computed before the node: all of them, except the branches of an
    /// `acond` and the bodies of loops, which the node runs itself.
    fn strict_arguments(&self, id: NodeId) -> Vec<NodeId> {
        match &self.program.node(id).op {
            Op::Acond { cond, .. } => cond.arrays().copied().collect(),
            Op::Iterate { count, init, .. } => count.arrays().copied().chain([*init]).collect(),
            Op::Awhile { init, .. } => vec![*init],
            op => op.children().into_iter().copied().collect(),
        }
    }

    /// Computes node `root` and what it needs, one task at a time.
    fn run(&mut self, root: NodeId) -> Result<ArraysValue, Error> {
        let mut tasks = vec![Task::Need(root)];
        while let Some(task) = tasks.pop() {
            match task {
                Task::Need(id) => {
                    if self.known(id).is_none() {
                        tasks.push(Task::Compute(id));
                        // in reverse, so that arguments are computed in order
                        let args = self.strict_arguments(id);
                        tasks.extend(
                            args.into_iter().rev().filter(|&a| self.known(a).is_none()).map(Task::Need),
                        );
                    }
                }
                Task::Compute(id) => match &self.program.node(id).op {
                    Op::Acond { cond, then, otherwise } => {
                        let c = self.eval0(cond)?;
                        let chosen = if c == Value::Scalar(Scalar::Bool(true)) { *then } else { *otherwise };
                        tasks.extend([Task::Same(id, chosen), Task::Need(chosen)]);
                    }
                    Op::Iterate { count, init, .. } => {
                        let left = self.eval0(count)?.as_scalar().map(Scalar::to_i64).unwrap_or(0);
                        tasks.push(Task::Iterate { node: id, left, state: self.eval(*init)? });
                    }
                    Op::Awhile { init, .. } => {
                        tasks.push(Task::Awhile { node: id, steps: 0, state: self.eval(*init)? })
                    }
                    _ => {
                        self.cancel.check()?;
                        let v = self.compute(id)?;
                        self.remember(id, v);
                    }
                },
                Task::Same(id, branch) => {
                    let v = self.eval(branch)?;
                    self.remember(id, v);
                }
                Task::Iterate { node, left, state } => {
                    let Op::Iterate { body, .. } = &self.program.node(node).op else {
                        return Err(Error::internal("an iterate task on another node"));
                    };
                    if left <= 0 {
                        self.remember(node, state);
                    } else {
                        self.cancel.check()?;
                        self.frames.push(Frame { vars: vec![(body.var, state)], memo: HashMap::new() });
                        tasks.extend([Task::Iterated { node, left: left - 1 }, Task::Need(body.body)]);
                    }
                }
                Task::Iterated { node, left } => {
                    let Op::Iterate { body, .. } = &self.program.node(node).op else {
                        return Err(Error::internal("an iterate task on another node"));
                    };
                    let state = self.eval(body.body)?;
                    self.frames.pop();
                    tasks.push(Task::Iterate { node, left, state });
                }
                Task::Awhile { node, steps, state } => {
                    self.cancel.check()?;
                    let Op::Awhile { cond, .. } = &self.program.node(node).op else {
                        return Err(Error::internal("an awhile task on another node"));
                    };
                    self.frames.push(Frame { vars: vec![(cond.var, state.clone())], memo: HashMap::new() });
                    tasks.extend([Task::Tested { node, steps, state }, Task::Need(cond.body)]);
                }
                Task::Tested { node, steps, state } => {
                    let Op::Awhile { cond, body, limit, .. } = &self.program.node(node).op else {
                        return Err(Error::internal("an awhile task on another node"));
                    };
                    let c = array(self.eval(cond.body)?)?;
                    self.frames.pop();
                    if c.get_linear(0) == Value::Scalar(Scalar::Bool(true)) {
                        awhile_step(*limit, steps)?;
                        self.frames.push(Frame { vars: vec![(body.var, state)], memo: HashMap::new() });
                        let steps = steps.saturating_add(1);
                        tasks.extend([Task::Stepped { node, steps }, Task::Need(body.body)]);
                    } else {
                        self.remember(node, state);
                    }
                }
                Task::Stepped { node, steps } => {
                    let Op::Awhile { body, .. } = &self.program.node(node).op else {
                        return Err(Error::internal("an awhile task on another node"));
                    };
                    let state = self.eval(body.body)?;
                    self.frames.pop();
                    tasks.push(Task::Awhile { node, steps, state });
                }
            }
        }
        self.eval(root)
    }

    /// Evaluates the arrays read by `funs`.
    fn arrays_of(&self, funs: &[&Fun<NodeId>]) -> Result<HashMap<NodeId, Arc<ArrayData>>, Error> {
        let mut out = HashMap::new();
        for f in funs {
            for &a in f.arrays() {
                if let std::collections::hash_map::Entry::Vacant(e) = out.entry(a) {
                    e.insert(array(self.eval(a)?)?);
                }
            }
        }
        Ok(out)
    }

    fn eval0(&self, f: &Fun<NodeId>) -> Result<Value, Error> {
        let arrays = self.arrays_of(&[f])?;
        fun::eval0(f, |a| &arrays[a])
    }

    /// Evaluates a shape function.
    fn shape(&self, f: &Fun<NodeId>, operation: &'static str) -> Result<Vec<usize>, Error> {
        to_shape(self.eval0(f)?, operation)
    }

    /// Computes an operation that is not a loop or an `acond`, its arguments known.
    fn compute(&self, id: NodeId) -> Result<ArraysValue, Error> {
        let node = self.program.node(id);
        let build = |shape: Vec<usize>, values: Vec<Value>| -> Result<ArraysValue, Error> {
            Ok(ArraysValue::Array(Arc::new(ArrayData::from_values(
                shape,
                elt_of(&node.ty)?.clone(),
                &values,
            )?)))
        };
        match &node.op {
            Op::Use(a) => Ok(ArraysValue::Array(a.clone())),
            Op::Var(v) => self
                .frames
                .iter()
                .rev()
                .find_map(|f| f.vars.iter().find(|(w, _)| w == v).map(|(_, x)| x.clone()))
                .ok_or_else(|| Error::internal(format!("unbound variable {v}"))),
            Op::Tuple(xs) => {
                Ok(ArraysValue::Tuple(xs.iter().map(|&x| self.eval(x)).collect::<Result<_, _>>()?))
            }
            Op::Prj { tuple, index } => match self.eval(*tuple)? {
                ArraysValue::Tuple(mut vs) if *index < vs.len() => Ok(vs.swap_remove(*index)),
                _ => Err(Error::internal("projection of a non-tuple")),
            },
            Op::Unit(f) => {
                let v = self.eval0(f)?;
                build(vec![], vec![v])
            }
            Op::Generate { shape, f } => {
                let shape = self.shape(shape, node.name)?;
                let arrays = self.arrays_of(&[f])?;
                let mut ev = Evaluator::new(f, |a| &*arrays[a]);
                let data = ops::generate(shape, elt_of(&node.ty)?.clone(), &mut |ix| ev.call(ix))?;
                Ok(ArraysValue::Array(Arc::new(data)))
            }
            Op::Map { f, inputs } => {
                let ins: Vec<Arc<ArrayData>> =
                    inputs.iter().map(|&i| self.eval_array(i)).collect::<Result<_, _>>()?;
                let shape = ops::intersection(ins.iter().map(|a| a.shape()));
                let arrays = self.arrays_of(&[f])?;
                let mut ev = Evaluator::new(f, |a| &*arrays[a]);
                let mut values = ops::values_for(&shape)?;
                for i in 0..shape_size(&shape)? {
                    let ix = unlinear_index(&shape, i);
                    let args: Vec<Value> = ins
                        .iter()
                        .map(|a| {
                            let at = linear_index(a.shape(), &ix)
                                .ok_or_else(|| Error::internal("map: an index outside the intersection"))?;
                            Ok(a.get_linear(at))
                        })
                        .collect::<Result<_, Error>>()?;
                    values.push(ev.call(&args)?);
                }
                build(shape, values)
            }
            Op::Backpermute { shape, index, input } => {
                let shape = self.shape(shape, node.name)?;
                let src = self.eval_array(*input)?;
                let arrays = self.arrays_of(&[index])?;
                let mut ev = Evaluator::new(index, |a| &*arrays[a]);
                let mut values = ops::values_for(&shape)?;
                for i in 0..shape_size(&shape)? {
                    let target = ev.call(&[Value::index(&unlinear_index(&shape, i))])?;
                    let j = target
                        .to_index()
                        .ok_or_else(|| Error::internal("backpermute index is not an index"))?;
                    match linear_index(src.shape(), &j) {
                        Some(lin) => values.push(src.get_linear(lin)),
                        None => {
                            return Err(Error::IndexOutOfBounds {
                                operation: node.name,
                                index: j,
                                shape: src.shape().to_vec(),
                            });
                        }
                    }
                }
                build(shape, values)
            }
            Op::Reshape { shape, input } => {
                let shape = self.shape(shape, node.name)?;
                let src = self.eval_array(*input)?;
                if shape_size(&shape)? != src.len() {
                    return Err(Error::ReshapeMismatch { from: src.shape().to_vec(), to: shape });
                }
                Ok(ArraysValue::Array(Arc::new(src.reshaped(shape)?)))
            }
            Op::Consumer(c) => self.consumer(node.ty.clone(), c).map_err(|e| e.naming(c.name(), node.name)),
            Op::Iterate { .. } | Op::Awhile { .. } | Op::Acond { .. } => {
                Err(Error::internal("loops and conditionals are run by their tasks"))
            }
        }
    }

    fn consumer(&self, ty: ArraysType, c: &Consumer<NodeId, NodeId>) -> Result<ArraysValue, Error> {
        let one = |a: ArrayData| ArraysValue::Array(Arc::new(a));
        match c {
            Consumer::Fold { f, seed, input } => {
                let src = self.eval_array(*input)?;
                let seed = seed.as_ref().map(|s| self.eval0(s)).transpose()?;
                let arrays = self.arrays_of(&[f])?;
                let mut ev = Evaluator::new(f, |a| &*arrays[a]);
                Ok(one(ops::fold(&src, seed, &mut |args| ev.call(args))?))
            }
            Consumer::Scan { f, seed, direction, input } => {
                let src = self.eval_array(*input)?;
                let seed = seed.as_ref().map(|s| self.eval0(s)).transpose()?;
                let arrays = self.arrays_of(&[f])?;
                let mut ev = Evaluator::new(f, |a| &*arrays[a]);
                let (scanned, totals) = ops::scan(&src, seed, *direction, &mut |args| ev.call(args))?;
                Ok(match totals {
                    Some(t) => ArraysValue::Tuple(vec![one(scanned), one(t)]),
                    None => one(scanned),
                })
            }
            Consumer::Permute { combine, defaults, index, input } => {
                let src = self.eval_array(*input)?;
                let defaults = self.eval_array(*defaults)?;
                let arrays = self.arrays_of(&[combine, index])?;
                let mut comb = Evaluator::new(combine, |a| &*arrays[a]);
                let mut idx = Evaluator::new(index, |a| &*arrays[a]);
                Ok(one(ops::permute(&src, &defaults, &mut |a| idx.call(a), &mut |a| comb.call(a))?))
            }
            Consumer::Stencil { f, inputs, .. } => {
                let arrays_in: Vec<Arc<ArrayData>> =
                    inputs.iter().map(|s| self.eval_array(s.input)).collect::<Result<_, _>>()?;
                let reads: Vec<ops::StencilRead<'_>> = arrays_in
                    .iter()
                    .zip(inputs)
                    .map(|(a, s)| (&**a, s.offsets.as_slice(), &s.boundary))
                    .collect();
                let arrays = self.arrays_of(&[f])?;
                let mut ev = Evaluator::new(f, |a| &*arrays[a]);
                Ok(one(ops::stencil(&reads, elt_of(&ty)?.clone(), &mut |args| ev.call(args))?))
            }
            Consumer::Compact { pred, input } => {
                let src = self.eval_array(*input)?;
                let arrays = self.arrays_of(&[pred])?;
                let mut ev = Evaluator::new(pred, |a| &*arrays[a]);
                let (kept, count) = ops::compact(&src, &mut |args| ev.call(args))?;
                Ok(ArraysValue::Tuple(vec![one(kept), one(count)]))
            }
            Consumer::FoldSeg { f, seed, offsets, input } => {
                let src = self.eval_array(*input)?;
                let offsets = self.eval_array(*offsets)?;
                let seed = seed.as_ref().map(|s| self.eval0(s)).transpose()?;
                let arrays = self.arrays_of(&[f])?;
                let mut ev = Evaluator::new(f, |a| &*arrays[a]);
                Ok(one(ops::fold_seg(&src, &offsets, seed, &mut |args| ev.call(args))?))
            }
            Consumer::Sort { key, input } => {
                let src = self.eval_array(*input)?;
                let arrays = self.arrays_of(&[key])?;
                let mut ev = Evaluator::new(key, |a| &*arrays[a]);
                Ok(one(ops::sort(&src, &mut |args| ev.call(args))?))
            }
        }
    }
}

/// What an `awhile` whose condition holds checks before its step `steps` (counted from 0):
/// `Error::StepLimit` when it has a limit and has taken that many steps.
pub fn awhile_step(limit: Option<u64>, steps: u64) -> Result<(), Error> {
    match limit {
        Some(limit) if steps >= limit => Err(Error::StepLimit { operation: "awhile", limit }),
        _ => Ok(()),
    }
}

/// The extents an evaluated shape function denotes: an error naming `operation` when one is
/// negative or the total size overflows.
pub fn to_shape(v: Value, operation: &'static str) -> Result<Vec<usize>, Error> {
    let ix = v.to_index().ok_or_else(|| Error::internal(format!("shape is not an index: {v}")))?;
    if ix.iter().any(|&n| n < 0) {
        return Err(Error::NegativeShape { operation, shape: ix });
    }
    let shape: Vec<usize> = ix.iter().map(|&n| n as usize).collect();
    shape_size(&shape)?;
    Ok(shape)
}

#[cfg(test)]
mod tests {
    use crate::prelude::*;

    #[test]
    fn a_hundred_thousand_nested_aconds_and_iterates_run_on_a_small_stack() {
        let out = std::thread::Builder::new()
            .stack_size(2 << 20)
            .spawn(|| {
                let mut xs = fill([2], 0i64);
                for level in 0..100_000 {
                    xs = if level % 2 == 0 {
                        // the previous level is read by the condition and by both branches
                        acond(xs.index([0]).ge(0), xs.map(|x| x + 1), xs.map(|x| x - 1))
                    } else {
                        iterate(1, xs, |v| v.map(|x| x + 1))
                    };
                }
                interpret(&xs).map(|a| a.to_vec())
            })
            .unwrap()
            .join()
            .expect("no stack overflow");
        assert_eq!(out.unwrap(), vec![100_000, 100_000]);
    }
}
