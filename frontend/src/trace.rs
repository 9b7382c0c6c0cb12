//! From the user's `Acc` handles to an [`ir::Program`](crate::ir::Program).
//!
//! The handles form a DAG shared through `Arc`s; tracing walks it once (without recursion,
//! so long chains are fine), numbering each distinct node once: a sub-program used twice
//! becomes one node read twice. Array variables are renumbered in order of appearance so
//! that equal programs print equally. Build errors recorded in the handles (an expression
//! used outside its closure, ...) are reported here, as is an array variable used outside
//! the function that binds it.

use hashbrown::HashMap;

use crate::acc::{AccNode, AccRef, AccValue, fresh_var};
use crate::array::ArraysType;
use crate::error::Error;
use crate::exp::tracer;
use crate::ir::{Node, NodeId, Op, Program, VarId};

/// Traces a closed program (no inputs).
///
/// ```
/// use systole_frontend::prelude::*;
///
/// let xs = fill([4], 1.0f32);
/// let program = trace(&xs.zip_with(&xs, |a, b| a + b)).unwrap();
/// // the shared `fill` is one node, read twice
/// assert_eq!(program.nodes.len(), 2);
/// ```
pub fn trace<S: AccValue>(value: &S) -> Result<Program, Error> {
    Tracer::default().program(value.to_node(), vec![])
}

/// Traces a function of arrays into a program whose inputs are its parameters, for
/// compiling once and running many times.
///
/// ```
/// use systole_frontend::prelude::*;
///
/// let program = trace_fn(|xs: Acc<Vector<f32>>| xs.map(|x| x + 1.0)).unwrap();
/// assert_eq!(program.inputs.len(), 1);
/// let out = interpret_program(&program, &[Array::from_vec([2], vec![1.0f32, 2.0]).unwrap().to_arrays_value()]).unwrap();
/// assert_eq!(Vector::<f32>::from_arrays_value(out).unwrap().to_vec(), vec![2.0, 3.0]);
/// ```
pub fn trace_fn<P: AccValue, R: AccValue>(f: impl FnOnce(P) -> R) -> Result<Program, Error> {
    let (var, param) = fresh_var::<P>();
    let body = tracer::scoped(|| f(param).to_node());
    Tracer::default().program(body, vec![(var, <P::Host as crate::array::Arrays>::arrays_type())])
}

#[derive(Default)]
struct Tracer {
    ids: HashMap<*const AccNode, NodeId>,
    vars: HashMap<VarId, VarId>,
    nodes: Vec<Node>,
}

impl Tracer {
    fn var(&mut self, v: VarId) -> VarId {
        let next = VarId(self.vars.len() as u32);
        *self.vars.entry(v).or_insert(next)
    }

    fn program(mut self, root: AccRef, inputs: Vec<(VarId, ArraysType)>) -> Result<Program, Error> {
        let inputs: Vec<(VarId, ArraysType)> = inputs.into_iter().map(|(v, ty)| (self.var(v), ty)).collect();
        // iterative post-order: a node is emitted once all its arguments have been
        let mut stack: Vec<(AccRef, bool)> = vec![(root.clone(), false)];
        while let Some((node, expanded)) = stack.pop() {
            let key = std::sync::Arc::as_ptr(&node.0);
            if self.ids.contains_key(&key) {
                continue;
            }
            let op = node.0.op.as_ref().map_err(|msg| Error::Build(msg.clone()))?;
            if expanded {
                let mut missing = false;
                let op = op.try_map(&mut |child: &AccRef| {
                    self.ids.get(&std::sync::Arc::as_ptr(&child.0)).copied().ok_or_else(|| missing = true)
                });
                let Ok(mut op) = op else {
                    debug_assert!(missing);
                    return Err(Error::internal("an argument was not traced before its user"));
                };
                // rename variables in order of appearance
                match &mut op {
                    Op::Var(v) => *v = self.var(*v),
                    Op::Iterate { body, .. } => body.var = self.var(body.var),
                    Op::Awhile { cond, body, .. } => {
                        cond.var = self.var(cond.var);
                        body.var = self.var(body.var);
                    }
                    _ => {}
                }
                let id = NodeId(self.nodes.len() as u32);
                self.nodes.push(Node { op, ty: node.ty().clone(), name: node.0.name });
                self.ids.insert(key, id);
            } else {
                stack.push((node.clone(), true));
                // children pushed in reverse so that they are numbered in order
                let children: Vec<AccRef> = op.children().into_iter().cloned().collect();
                for child in children.into_iter().rev() {
                    if !self.ids.contains_key(&std::sync::Arc::as_ptr(&child.0)) {
                        stack.push((child, false));
                    }
                }
            }
        }
        let result = self.ids[&std::sync::Arc::as_ptr(&root.0)];
        let program = Program { nodes: self.nodes, result, inputs };
        check_scopes(&program)?;
        Ok(program)
    }
}

/// Every variable is used inside the function that binds it (or is an input).
fn check_scopes(program: &Program) -> Result<(), Error> {
    let free = program.free_vars();
    let escaped: Vec<VarId> = free[program.result.index()]
        .iter()
        .filter(|v| !program.inputs.iter().any(|(w, _)| w == *v))
        .copied()
        .collect();
    if escaped.is_empty() {
        Ok(())
    } else {
        Err(Error::Build(
            "an array given to the function of `iterate`, `awhile` or a compiled program was used \
             outside that function (for example stored in a variable and read after it \
             returned); build the whole computation inside the function"
                .into(),
        ))
    }
}

#[cfg(test)]
mod tests {
    use crate::prelude::*;

    #[test]
    fn forty_self_referencing_zips_trace_to_forty_one_nodes_quickly() {
        let mut a = fill([8], 1.0f64);
        for _ in 0..40 {
            a = a.zip_with(&a, |x, y| x + y);
        }
        // shared, the program is 41 nodes; unshared it would be 2^41
        let p = trace(&a).unwrap();
        assert_eq!(p.nodes.len(), 41);
        // the program denotes 2^40 per element, computed with 40 additions per element
        assert_eq!(interpret(&a).unwrap().to_vec(), vec![(1u64 << 40) as f64; 8]);
    }

    #[test]
    fn a_leaked_iterate_parameter_is_a_build_error() {
        let mut leaked = None;
        let x = iterate(3, fill([2], 0i32), |x| {
            leaked = Some(x.clone());
            x.map(|v| v + 1)
        });
        let bad = x.zip_with(&leaked.unwrap(), |a, b| a + b);
        let err = trace(&bad).unwrap_err();
        assert!(err.to_string().contains("outside that function"), "{err}");
    }

    #[test]
    fn long_chains_trace_and_drop_without_overflowing_the_stack() {
        let mut a = fill([1], 0i64);
        for _ in 0..100_000 {
            a = a.map(|x| x + 1);
        }
        let p = trace(&a).unwrap();
        assert_eq!(p.nodes.len(), 100_001);
        drop(p);
        drop(a);
    }
}
