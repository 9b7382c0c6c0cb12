//! The thread-local arena that records scalar expressions while closures are traced.
//!
//! `Exp<T>` is `Copy` so that user closures read like ordinary arithmetic (`x * x + x`).
//! It is therefore a handle (position and stamp) into this arena rather than an owned tree.
//!
//! ```text
//!  slots:  [ top-level nodes ... | scope 1 (map closure) ... | scope 2 (nested) ... ]
//!                                  ^ start of scope 1          ^ start of scope 2
//! ```
//!
//! Tracing a closure opens a *scope*: its parameters and every node the closure creates are
//! appended after the scope's start. When the closure returns, the nodes reachable from its
//! result (including nodes of enclosing scopes it captured) are copied out into an owned
//! [`Fun`], and the arena is truncated back to the scope's start. Every slot carries a
//! unique stamp, so a handle that outlived its scope (smuggled out of a closure) no longer
//! matches its slot and is reported as a build error instead of silently reading another
//! node.
//!
//! Nodes created outside any closure (e.g. `a.shape()` at the top level of a program) stay
//! in the arena for the life of the thread; they are few, but a program that builds
//! millions of programs in a loop should build one with [`crate::Acc`] parameters instead
//! and run it many times.

use hashbrown::HashMap;
use std::cell::RefCell;

use crate::acc::AccRef;
use crate::elt::Type;
use crate::ir::{Expr, ExprId, Fun};

/// An untyped handle to a slot of the arena.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Raw {
    pub(crate) id: u32,
    pub(crate) stamp: u32,
}

struct Slot {
    /// The node, or a message saying why it could not be built.
    expr: Result<Expr<AccRef>, String>,
    ty: Type,
    stamp: u32,
    /// The function scope that was innermost when the node was created (0: top level).
    scope: u32,
}

struct Scope {
    id: u32,
    start: usize,
}

#[derive(Default)]
struct Tracer {
    slots: Vec<Slot>,
    next_stamp: u32,
    scopes: Vec<Scope>,
    next_scope: u32,
}

thread_local! {
    static TRACER: RefCell<Tracer> = RefCell::new(Tracer::default());
}

fn with<R>(f: impl FnOnce(&mut Tracer) -> R) -> R {
    TRACER.with(|t| f(&mut t.borrow_mut()))
}

const STALE: &str = "a scalar expression was used outside the closure that created it \
    (for example stored in a variable captured by the closure and read after it returned); \
    build each expression inside the closure that uses it";

impl Tracer {
    fn is_live(&self, r: Raw) -> bool {
        self.slots.get(r.id as usize).is_some_and(|s| s.stamp == r.stamp)
    }

    fn push(&mut self, expr: Result<Expr<AccRef>, String>, ty: Type) -> Raw {
        let stamp = self.next_stamp;
        self.next_stamp = self.next_stamp.wrapping_add(1);
        let id = self.slots.len() as u32;
        let scope = self.scopes.last().map_or(0, |s| s.id);
        self.slots.push(Slot { expr, ty, stamp, scope });
        Raw { id, stamp }
    }
}

/// Records a node whose children are `children` (checked to be live) and returns its handle.
/// `build` receives the children's positions in the same order.
pub(crate) fn push(children: &[Raw], ty: Type, build: impl FnOnce(&[ExprId]) -> Expr<AccRef>) -> Raw {
    with(|t| {
        let expr = if children.iter().all(|&c| t.is_live(c)) {
            let ids: Vec<ExprId> = children.iter().map(|c| ExprId(c.id)).collect();
            Ok(build(&ids))
        } else {
            Err(STALE.to_string())
        };
        t.push(expr, ty)
    })
}

/// Records a node that cannot be built, for the reason `why`: a function whose result uses
/// it fails to trace with that message (a build error of the program).
pub(crate) fn push_invalid(why: String, ty: Type) -> Raw {
    with(|t| t.push(Err(why), ty))
}

/// Records a loop state node (its `end` is fixed by [`finish_loop`]).
pub(crate) fn push_loop_state(ty: Type) -> Raw {
    with(|t| t.push(Ok(Expr::LoopState { end: ExprId(u32::MAX) }), ty))
}

/// Points the loop state `state` at its `While` node `end`.
pub(crate) fn finish_loop(state: Raw, end: Raw) {
    with(|t| {
        if t.is_live(state) && t.is_live(end) {
            if let Ok(Expr::LoopState { end: e }) = &mut t.slots[state.id as usize].expr {
                *e = ExprId(end.id);
            }
        }
    })
}

/// Closes the innermost scope when dropped, also when the user's closure panics.
struct ScopeGuard;

impl Drop for ScopeGuard {
    fn drop(&mut self) {
        with(|t| {
            if let Some(scope) = t.scopes.pop() {
                t.slots.truncate(scope.start);
            }
        })
    }
}

fn open_scope() -> (ScopeGuard, u32) {
    with(|t| {
        t.next_scope += 1;
        let id = t.next_scope;
        let start = t.slots.len();
        t.scopes.push(Scope { id, start });
        (ScopeGuard, id)
    })
}

/// Runs `body` in a fresh scope; nodes it creates are discarded afterwards. Used around
/// array-level closures (`iterate` bodies) whose scalar expressions are copied into the
/// operations they build.
pub(crate) fn scoped<R>(body: impl FnOnce() -> R) -> R {
    let (_guard, _) = open_scope();
    body()
}

/// Traces a scalar function: creates one parameter node per type in `params`, calls `body`
/// with their handles, and copies the nodes reachable from the result into a [`Fun`].
pub(crate) fn trace_fun(params: &[Type], body: impl FnOnce(&[Raw]) -> Raw) -> Result<Fun<AccRef>, String> {
    let (_guard, scope) = open_scope();
    let raws: Vec<Raw> = params
        .iter()
        .enumerate()
        .map(|(i, ty)| with(|t| t.push(Ok(Expr::Param(i as u16)), ty.clone())))
        .collect();
    let result = body(&raws);
    with(|t| extract(t, result, params.to_vec(), scope))
}

/// Copies the nodes reachable from `result` into an owned function.
fn extract(t: &Tracer, result: Raw, params: Vec<Type>, scope: u32) -> Result<Fun<AccRef>, String> {
    if !t.is_live(result) {
        return Err(STALE.into());
    }
    // reachable nodes, by depth-first search without recursion; only they are visited (the
    // arena may hold many more: top-level expressions stay for the life of the thread)
    let mut new_id: HashMap<u32, u32> = HashMap::new();
    let mut reached: Vec<u32> = vec![result.id];
    let mut stack = vec![result.id];
    new_id.insert(result.id, u32::MAX);
    while let Some(i) = stack.pop() {
        let slot = &t.slots[i as usize];
        let expr = slot.expr.as_ref().map_err(Clone::clone)?;
        if let Expr::Param(_) = expr {
            if slot.scope != scope {
                return Err("a scalar function uses a value from another scalar function: array \
                    operations built inside a scalar function (nested parallelism) are not \
                    supported; build them outside and read their result with `index` or `the`"
                    .into());
            }
        }
        for c in expr.children() {
            if let hashbrown::hash_map::Entry::Vacant(e) = new_id.entry(c.0) {
                e.insert(u32::MAX);
                reached.push(c.0);
                stack.push(c.0);
            }
        }
    }
    // renumber in creation order, which keeps children before parents and loop ranges
    // contiguous
    reached.sort_unstable();
    for (new, &old) in reached.iter().enumerate() {
        new_id.insert(old, new as u32);
    }
    let mut nodes = Vec::with_capacity(reached.len());
    let mut types = Vec::with_capacity(reached.len());
    for &i in &reached {
        let slot = &t.slots[i as usize];
        // checked during the search
        let expr = slot.expr.as_ref().map_err(Clone::clone)?;
        let mut escaped = false;
        let renamed = expr.map_ids(|c| {
            // a loop state's forward reference to its loop is fixed below
            escaped |= c.0 >= i && !matches!(expr, Expr::LoopState { .. });
            ExprId(new_id.get(&c.0).copied().unwrap_or(u32::MAX))
        });
        debug_assert!(!escaped, "children are numbered before their parents");
        nodes.push(renamed);
        types.push(slot.ty.clone());
    }
    // a loop state points forward to its `While`, which had no new number yet when the
    // state was renamed: point each state at the loop that binds it
    let mut state_owner: Vec<(usize, u32)> = Vec::new();
    for (new, node) in nodes.iter().enumerate() {
        if let Expr::While { state, .. } = node {
            state_owner.push((state.index(), new as u32));
        }
    }
    for (state, owner) in state_owner {
        nodes[state] = Expr::LoopState { end: ExprId(owner) };
    }
    if nodes.iter().any(|n| matches!(n, Expr::LoopState { end } if end.0 == u32::MAX)) {
        return Err("the state of a `while_loop` was used outside its loop".into());
    }
    let fun = Fun::from_parts(params, nodes, types);
    fun.check().map_err(|e| {
        if e.contains("loop") {
            format!("the state of a `while_loop` was used outside its loop ({e})")
        } else {
            format!("internal error (a bug in systole): traced function is malformed: {e}")
        }
    })?;
    Ok(fun)
}

#[cfg(test)]
pub(crate) fn live_slots() -> usize {
    with(|t| t.slots.len())
}
