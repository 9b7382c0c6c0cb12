//! The fusion pass: [`ir::Program`](systole_frontend::ir::Program) to [`Plan`].
//!
//! ```text
//!  Program ──stencil∘map, unswitch──► Program ──analyse──► live, uses, placement, manifest?
//!                                                   ──emit──► Plan
//!                                                   └─ horizontal fusion ┘
//! ```
//!
//! 1. **Stencil then map.** A `map` whose input is a stencil used only by it becomes the
//!    stencil, with the map's function composed onto the stencil's: the map costs nothing.
//! 2. **Loop unswitching** (module `unswitch`). A loop whose every step runs an `acond` with
//!    a condition that reads nothing the step computes (`fold_seg_offsets`'s choice of its
//!    construction by the offsets, in a CG's loop) becomes `acond` of two loops, one a
//!    branch, behind a test of the loop's first step: the condition is computed once, and
//!    the loops' steps hold no `acond` (a GPU replays such steps as CUDA graphs).
//! 3. **Liveness.** Only nodes the result needs are planned.
//! 4. **Placement** (module `place`). Every node is placed in a block: the top level, the
//!    body or condition of an `iterate`/`awhile`, or a branch of an `acond`. A node goes
//!    where its uses are (the common prefix of their blocks), then floats out of every loop
//!    body whose variable it does not depend on (loop-invariant code motion), but never out
//!    of an `acond` branch: only the chosen branch may run. Placing and hoisting must not
//!    make a program fail that did not: a node that may fail (an integer division, an
//!    `index`, a reshape or `fold1`, a shape that may be negative; see `may_fail`) is placed
//!    only where one of its uses always runs. One read in both branches of an `acond`, or in
//!    a branch and in an `iterate` body that may run zero times, is computed in each of them
//!    (a copy per lazy context), never before them; and it floats out of a body only when
//!    that body always runs (an `awhile` condition, an `iterate` with a constant count ≥ 1).
//! 5. **Manifest or delayed.** Operations that are not producers (use, fold, scan, permute,
//!    stencil, loops, conditionals) are manifest. A producer (generate, map, zip_with,
//!    backpermute, reshape and everything built on them, unit) is *delayed*, i.e. inlined
//!    into every kernel that reads it, unless one of these holds:
//!    - it is needed as an array in memory: a program or loop result, a tuple component, a
//!      loop's initial value, the defaults of a permute;
//!    - recomputing it costs more than materialising it: with `r` the number of times each
//!      element would be computed when inlined (the number of reads per output element,
//!      summed over the readers, multiplied through delayed readers; a stencil reads each
//!      input element once per tap) and `c` the arithmetic of one element (operations on
//!      values; index arithmetic on `i64` is free), it is materialised when
//!      `(r - 1) * c > RECOMPUTE_BUDGET`;
//!    - it is read inside a loop body it does not belong to and costs anything (it would be
//!      recomputed at every iteration).
//!
//!    `RECOMPUTE_BUDGET` is 16 operations per element: materialising costs one write and
//!    one read per element more. On the machines systole targets an element moved through
//!    memory costs the time of tens of arithmetic operations (an H100 moves ~2.8 TB/s and
//!    computes ~60 TFLOP/s in f32: 8 bytes written and read back is ~170 FLOP of time; a
//!    desktop core moves a few GB/s per ~30 GFLOP/s, ~60 FLOP per 8 bytes). 16 keeps a
//!    generous margin: recomputation is chosen only where it is clearly cheaper. Index
//!    transforms (`transpose`, `reverse`, `slice`, `replicate`, `reshape`, `backpermute`
//!    with an affine index) cost 0 and are always fused.
//! 6. **Emission.** Nodes are emitted in order into their block; delayed producers emit
//!    nothing (a `reshape` emits a size check) and are inlined into the functions that read
//!    them: the module `forms` says how, without recursion however long the chain.
//! 7. **Horizontal fusion.** Element-wise kernels of the same block that read a common
//!    array, where the later one does not depend on what lies between them, become one
//!    kernel with several outputs: the common array is read once, and a launch is saved.
//!    Their shapes are the same, or both are vectors (whose lengths fusion cannot prove
//!    equal: a solver's updates of its state); a rank-0 kernel (a loop's counter) joins any
//!    element-wise kernel, common array or not, since a launch of one element costs as
//!    much as a small kernel. Where the extents differ, the kernel runs over a box holding
//!    them all (the larger of each dimension, a rank-0 extent counting as 1) and each
//!    output keeps its own extent (`Kernel::Generate::extents`), written where the index is
//!    inside it; matrices of different shapes stay apart (their box could hold far more
//!    indices than both). Host arrays the later kernel reads that are bound between the two
//!    (`use` steps) move before the first.

mod place;
mod unswitch;

use hashbrown::HashMap;

use systole_frontend::ir::{
    BinOp, Consumer, Expr, ExprId, Fun, FunBuilder, Lam, NodeId, Op, Program, StencilInput, VarId,
};
use systole_frontend::{ArraysType, ScalarType, Type};

use crate::forms::{self, Forms};
use crate::plan::{ArrayType, ArrayVar, Block, Check, Delayed, Input, Kernel, Lambda, Plan, Step};
use place::{Frame, Path};

/// Operations per element that recomputing a producer may cost before it is materialised
/// (see the module documentation for how it was chosen).
pub const RECOMPUTE_BUDGET: u64 = 16;

/// How many times a read inside a scalar loop is assumed to run.
const LOOP_READ_WEIGHT: u64 = 64;

#[derive(Clone, Copy, Debug, PartialEq)]
enum UseKind {
    /// Reads elements, `weight` per element of the user.
    Element(u64),
    /// Reads only the shape.
    Shape,
    /// Needs the array itself.
    Structural,
}

#[derive(Clone, Debug)]
struct Use {
    user: NodeId,
    kind: UseKind,
    frame: Option<Frame>,
}

fn is_producer<A>(op: &Op<A>) -> bool {
    matches!(
        op,
        Op::Unit(_) | Op::Generate { .. } | Op::Map { .. } | Op::Backpermute { .. } | Op::Reshape { .. }
    )
}

/// The arrays of a value of type `ty`, flattened.
fn flatten(ty: &ArraysType) -> Vec<ArrayType> {
    match ty {
        ArraysType::Array { elt, rank } => vec![ArrayType { elt: elt.clone(), rank: *rank }],
        ArraysType::Tuple(ts) => ts.iter().flat_map(flatten).collect(),
    }
}

/// Fuses a traced program into a plan (unvalidated; [`crate::plan()`] validates).
pub(crate) fn fuse(program: &Program) -> Plan {
    let program = compose_stencil_maps(program);
    let program = unswitch::unswitch_loops(&program).unwrap_or(program);
    Fuser::new(&program).run()
}

// ----- 1. stencil then map ----------------------------------------------------------------

fn compose_stencil_maps(program: &Program) -> Program {
    let mut p = program.clone();
    let mut refs = vec![0u32; p.nodes.len()];
    for node in &p.nodes {
        for c in node.op.children() {
            refs[c.index()] += 1;
        }
    }
    refs[p.result.index()] += 1;
    for m in 0..p.nodes.len() {
        let Op::Map { f: map_f, inputs } = &p.nodes[m].op else { continue };
        let [s] = inputs[..] else { continue };
        let Op::Consumer(Consumer::Stencil { f: stencil_f, inputs: taps, strategy }) = &p.nodes[s.index()].op
        else {
            continue;
        };
        if refs[s.index()] != 1 || map_f.arrays().any(|&a| a == s) {
            continue;
        }
        let mut b = FunBuilder::new(stencil_f.params().to_vec());
        let params: Vec<ExprId> = (0..stencil_f.params().len()).map(|i| b.param(i as u16)).collect();
        let inner = b.inline_same(stencil_f, &params);
        let outer = b.inline_same(map_f, &[inner]);
        let composed =
            Op::Consumer(Consumer::Stencil { f: b.finish(outer), inputs: taps.clone(), strategy: *strategy });
        p.nodes[m].op = composed;
        refs[s.index()] -= 1;
    }
    p
}

// ----- 3-7. analysis and emission ---------------------------------------------------------

struct Fuser<'p> {
    p: &'p Program,
    live: Vec<bool>,
    free: Vec<Vec<VarId>>,
    uses: Vec<Vec<Use>>,
    /// The sites of each node (module `place`).
    placement: Vec<Vec<Path>>,
    may_fail: Vec<bool>,
    manifest: Vec<bool>,
    cost: Vec<u64>,
    /// The vars of each node at each of its sites.
    vars: Vec<Vec<(Path, Vec<ArrayVar>)>>,
    /// The vars of each lambda parameter, by the block of the lambda copy that binds it.
    var_params: HashMap<(VarId, Path), Vec<ArrayVar>>,
    forms: Vec<Option<Forms>>,
    arrays: Vec<ArrayType>,
    blocks: HashMap<Path, Vec<Step>>,
}

/// For every node of a function, whether it lies inside a loop range.
fn in_loop<V>(f: &Fun<V>) -> Vec<bool> {
    let mut inside = vec![false; f.nodes().len()];
    for (w, node) in f.nodes().iter().enumerate() {
        if let Expr::While { state, .. } = node {
            inside[state.index() + 1..w].iter_mut().for_each(|x| *x = true);
        }
    }
    inside
}

/// Arithmetic on values in `f`, in simple-operation units: index arithmetic on `i64` is
/// free, a division or square root counts 4, a transcendental function 8 (roughly their
/// cost in instructions on both CPUs and GPUs), a loop more than the budget.
fn arithmetic(f: &Fun<NodeId>) -> u64 {
    use systole_frontend::ir::{BinOp, UnOp};
    let i64_ = Type::Scalar(ScalarType::I64);
    let weight_unary = |op: &UnOp| match op {
        UnOp::Sqrt => 4,
        UnOp::Exp | UnOp::Ln | UnOp::Sin | UnOp::Cos | UnOp::Tan => 8,
        _ => 1,
    };
    let weight_binary = |op: &BinOp| match op {
        BinOp::Div | BinOp::Rem => 4,
        BinOp::Pow | BinOp::Atan2 => 8,
        _ => 1,
    };
    f.nodes()
        .iter()
        .enumerate()
        .map(|(i, n)| {
            let on_values = f.types()[i] != i64_;
            match n {
                Expr::While { .. } => RECOMPUTE_BUDGET + 1,
                Expr::Binary(op, a, _) if op.is_comparison() => u64::from(*f.ty(*a) != i64_),
                Expr::Binary(op, ..) if on_values => weight_binary(op),
                Expr::Unary(op, _) if on_values => weight_unary(op),
                Expr::Fma(..) | Expr::Select { .. } | Expr::Cast(..) | Expr::Bitcast(..) => {
                    u64::from(on_values)
                }
                _ => 0,
            }
        })
        .sum()
}

impl<'p> Fuser<'p> {
    fn new(p: &'p Program) -> Self {
        let n = p.nodes.len();
        Fuser {
            p,
            live: vec![false; n],
            free: p.free_vars(),
            uses: vec![Vec::new(); n],
            placement: vec![Vec::new(); n],
            may_fail: vec![true; n],
            manifest: vec![true; n],
            cost: vec![0; n],
            vars: vec![Vec::new(); n],
            var_params: HashMap::new(),
            forms: Vec::new(),
            arrays: Vec::new(),
            blocks: HashMap::new(),
        }
    }

    fn run(mut self) -> Plan {
        self.liveness();
        self.collect_uses();
        self.fallibility();
        self.place();
        self.costs();
        self.decide();
        let sources = forms::shape_sources(self.p);
        self.forms = (0..self.p.nodes.len())
            .map(|n| {
                (self.live[n] && is_producer(&self.p.nodes[n].op))
                    .then(|| Forms::of(self.p, NodeId(n as u32), &sources))
            })
            .collect();
        let inputs: Vec<Vec<ArrayVar>> = self
            .p
            .inputs
            .iter()
            .map(|(v, ty)| {
                let vars = self.fresh_all(ty);
                self.var_params.insert((*v, Path::new()), vars.clone());
                vars
            })
            .collect();
        for n in 0..self.p.nodes.len() {
            for site in self.placement[n].clone() {
                self.emit(NodeId(n as u32), &site);
            }
        }
        let mut steps = self.blocks.remove(&Vec::new()).unwrap_or_default();
        horizontal(&mut steps);
        let results = self.vars_of(self.p.result, &[]);
        Plan {
            inputs,
            input_types: self.p.inputs.iter().map(|(_, t)| t.clone()).collect(),
            body: Block { steps, results },
            result_type: self.p.result_type().clone(),
            arrays: self.arrays,
        }
    }

    fn liveness(&mut self) {
        self.live[self.p.result.index()] = true;
        for n in (0..self.p.nodes.len()).rev() {
            if self.live[n] {
                for c in self.p.nodes[n].op.children() {
                    self.live[c.index()] = true;
                }
            }
        }
    }

    fn collect_uses(&mut self) {
        for u in 0..self.p.nodes.len() {
            if !self.live[u] {
                continue;
            }
            let user = NodeId(u as u32);
            let mut add = |n: NodeId, kind: UseKind, frame: Option<Frame>| {
                self.uses[n.index()].push(Use { user, kind, frame });
            };
            let fun = |f: &Fun<NodeId>, add: &mut dyn FnMut(NodeId, UseKind, Option<Frame>)| {
                let looped = in_loop(f);
                for (i, node) in f.nodes().iter().enumerate() {
                    let weight = if looped[i] { LOOP_READ_WEIGHT } else { 1 };
                    match node {
                        Expr::Index { array, .. } | Expr::LinearIndex { array, .. } => {
                            add(*array, UseKind::Element(weight), None)
                        }
                        Expr::Shape { array } => add(*array, UseKind::Shape, None),
                        _ => {}
                    }
                }
            };
            match &self.p.nodes[u].op {
                Op::Use(_) | Op::Var(_) => {}
                Op::Tuple(xs) => xs.iter().for_each(|&x| add(x, UseKind::Structural, None)),
                Op::Prj { tuple, .. } => add(*tuple, UseKind::Structural, None),
                Op::Unit(f) => fun(f, &mut add),
                Op::Generate { shape, f } => {
                    fun(shape, &mut add);
                    fun(f, &mut add);
                }
                Op::Map { f, inputs } => {
                    inputs.iter().for_each(|&i| add(i, UseKind::Element(1), None));
                    fun(f, &mut add);
                }
                Op::Backpermute { shape, index, input } => {
                    add(*input, UseKind::Element(1), None);
                    fun(shape, &mut add);
                    fun(index, &mut add);
                }
                Op::Reshape { shape, input } => {
                    add(*input, UseKind::Element(1), None);
                    fun(shape, &mut add);
                }
                Op::Consumer(c) => {
                    match c {
                        Consumer::Stencil { inputs, .. } => {
                            for s in inputs {
                                add(s.input, UseKind::Element(s.offsets.len().max(1) as u64), None);
                            }
                        }
                        Consumer::Permute { defaults: other, input, .. }
                        | Consumer::FoldSeg { offsets: other, input, .. } => {
                            add(*input, UseKind::Element(1), None);
                            add(*other, UseKind::Structural, None);
                        }
                        Consumer::Fold { input, .. }
                        | Consumer::Scan { input, .. }
                        | Consumer::Compact { input, .. }
                        | Consumer::Sort { input, .. } => add(*input, UseKind::Element(1), None),
                    }
                    c.funs().into_iter().for_each(|f| fun(f, &mut add));
                }
                Op::Iterate { count, init, body } => {
                    fun(count, &mut add);
                    add(*init, UseKind::Structural, None);
                    add(body.body, UseKind::Structural, Some(Frame::Body(user)));
                }
                Op::Awhile { cond, body, init, .. } => {
                    add(*init, UseKind::Structural, None);
                    add(cond.body, UseKind::Structural, Some(Frame::Cond(user)));
                    add(body.body, UseKind::Structural, Some(Frame::Body(user)));
                }
                Op::Acond { cond, then, otherwise } => {
                    fun(cond, &mut add);
                    add(*then, UseKind::Structural, Some(Frame::Then(user)));
                    add(*otherwise, UseKind::Structural, Some(Frame::Else(user)));
                }
            }
        }
    }

    /// The cost of recomputing one element of each producer, inlined producers included.
    fn costs(&mut self) {
        for n in 0..self.p.nodes.len() {
            let op = &self.p.nodes[n].op;
            if !self.live[n] || !is_producer(op) {
                continue;
            }
            let own: u64 = match op {
                Op::Unit(f) | Op::Generate { f, .. } | Op::Map { f, .. } => arithmetic(f),
                Op::Backpermute { index, .. } => arithmetic(index),
                _ => 0,
            };
            let inputs: u64 = op
                .children()
                .into_iter()
                .filter(|c| is_producer(&self.p.node(**c).op))
                .map(|c| self.cost[c.index()])
                .sum();
            self.cost[n] = own.saturating_add(inputs);
        }
    }

    fn decide(&mut self) {
        // factor[n]: how many times each element of n is computed if n is delayed
        let mut factor = vec![0u64; self.p.nodes.len()];
        for n in (0..self.p.nodes.len()).rev() {
            if !self.live[n] {
                continue;
            }
            let mut structural = n == self.p.result.index();
            let mut crosses_loop = false;
            for u in &self.uses[n] {
                let user_factor = if self.manifest[u.user.index()] { 1 } else { factor[u.user.index()] };
                match u.kind {
                    UseKind::Element(w) => {
                        factor[n] = factor[n].saturating_add(w.saturating_mul(user_factor))
                    }
                    UseKind::Structural => structural = true,
                    UseKind::Shape => {}
                }
                for user_site in &self.placement[u.user.index()] {
                    let mut path = user_site.clone();
                    path.extend(u.frame);
                    // the frames between the site of `n` the use reads and the use
                    let own = self.placement[n].iter().find(|s| path.starts_with(s)).map_or(0, Vec::len);
                    crosses_loop |= path[own..].iter().any(|f| matches!(f, Frame::Body(_) | Frame::Cond(_)));
                }
            }
            if is_producer(&self.p.nodes[n].op) {
                let c = self.cost[n];
                let recompute = factor[n].saturating_sub(1).saturating_mul(c) > RECOMPUTE_BUDGET;
                self.manifest[n] =
                    structural || recompute || (crosses_loop && c > 0) || self.is_view(NodeId(n as u32));
            }
        }
    }

    /// Whether `n` is a reshape of an array that is always manifest (a host array, a
    /// parameter, a consumer's or a loop's result, or a view of one): it becomes a
    /// [`Step::View`] of that array, which costs nothing and lets kernels read it plainly (a
    /// delayed reshape reads its input at a clamped linear position, which defeats
    /// vectorisation).
    fn is_view(&self, n: NodeId) -> bool {
        // down a chain of reshapes (a loop: a chain may be as long as the program)
        let mut n = n;
        loop {
            match &self.p.node(n).op {
                Op::Reshape { input, .. } if is_producer(&self.p.node(*input).op) => n = *input,
                Op::Reshape { .. } => return true,
                _ => return false,
            }
        }
    }

    // ----- emission -----------------------------------------------------------------------

    fn fresh(&mut self, ty: ArrayType) -> ArrayVar {
        self.arrays.push(ty);
        ArrayVar(self.arrays.len() as u32 - 1)
    }

    fn fresh_all(&mut self, ty: &ArraysType) -> Vec<ArrayVar> {
        flatten(ty).into_iter().map(|t| self.fresh(t)).collect()
    }

    /// The vars of node `n` as read from block `at`: those of its site that holds `at`.
    #[expect(
        clippy::panic,
        reason = "placement emits a node at a site that holds each of its readers, before them"
    )]
    fn vars_of(&self, n: NodeId, at: &[Frame]) -> Vec<ArrayVar> {
        self.vars[n.index()]
            .iter()
            .find(|(site, _)| at.starts_with(site))
            .map(|(_, vars)| vars.clone())
            .unwrap_or_else(|| panic!("internal error: {n} read from {at:?} where it is not computed"))
    }

    fn var1(&self, n: NodeId, at: &[Frame]) -> ArrayVar {
        let vs = self.vars_of(n, at);
        assert_eq!(vs.len(), 1, "internal error: {n} is not one array");
        vs[0]
    }

    fn push(&mut self, site: &[Frame], step: Step) {
        self.blocks.entry(site.to_vec()).or_default().push(step);
    }

    /// The block of frame `frame` of the node emitted at `site`, returning `result`.
    fn take_block(&mut self, site: &[Frame], frame: Frame, result: NodeId) -> Block {
        let path = [site, &[frame]].concat();
        let mut steps = self.blocks.remove(&path).unwrap_or_default();
        horizontal(&mut steps);
        Block { steps, results: self.vars_of(result, &path) }
    }

    fn lambda(&mut self, n: NodeId, site: &[Frame], frame: Frame, lam: &Lam<NodeId>) -> Lambda {
        let params = self.params(lam.var, [site, &[frame]].concat(), &self.p.node(n).ty.clone());
        Lambda { params, body: self.take_block(site, frame, lam.body) }
    }

    /// The vars of a lambda's (or input's) parameter, in the copy of the lambda whose block
    /// is `binder` (the top level for an input).
    fn params(&mut self, var: VarId, binder: Path, ty: &ArraysType) -> Vec<ArrayVar> {
        if let Some(vs) = self.var_params.get(&(var, binder.clone())) {
            return vs.clone();
        }
        let vs = self.fresh_all(ty);
        self.var_params.insert((var, binder), vs.clone());
        vs
    }

    /// The block of the lambda copy binding `var` around `site` (the top level for an input).
    fn binder_path(&self, var: VarId, site: &[Frame]) -> Path {
        match site.iter().rposition(|&f| self.binder(f) == Some(var)) {
            Some(i) => site[..=i].to_vec(),
            None => Path::new(),
        }
    }

    /// Emits node `n` at one of its sites.
    #[expect(clippy::panic, reason = "tracing types the projections of tuples of arrays: the tuple is one")]
    fn emit(&mut self, n: NodeId, site: &[Frame]) {
        let node = self.p.node(n);
        let vars: Vec<ArrayVar> = match &node.op {
            Op::Use(data) => {
                let out = self.fresh(flatten(&node.ty).remove(0));
                self.push(site, Step::Use { out, data: data.clone() });
                vec![out]
            }
            Op::Var(v) => self.params(*v, self.binder_path(*v, site), &node.ty),
            Op::Tuple(xs) => xs.iter().flat_map(|&x| self.vars_of(x, site)).collect(),
            Op::Prj { tuple, index } => {
                let ArraysType::Tuple(parts) = &self.p.node(*tuple).ty else {
                    panic!("internal error: projection of a non-tuple")
                };
                let start: usize = parts[..*index].iter().map(|t| flatten(t).len()).sum();
                let len = flatten(&parts[*index]).len();
                self.vars_of(*tuple, site)[start..start + len].to_vec()
            }
            op if is_producer(op) => {
                if let Op::Reshape { shape, input } = op {
                    let from = self.shape_fun(*input, site);
                    let to = self.translate(shape, n, site);
                    if from != to {
                        let names = (self.p.node(*input).name, node.name);
                        self.push(site, Step::Check(Check::ReshapeSize { from, to, names }));
                    }
                }
                if let Op::Reshape { shape, input } = op
                    && self.is_view(n)
                {
                    let out = self.fresh(flatten(&node.ty).remove(0));
                    let (input, shape) = (self.var1(*input, site), self.translate(shape, n, site));
                    self.push(site, Step::View { out, input, shape });
                    vec![out]
                } else if self.manifest[n.index()] {
                    let d = self.delayed_form(n, site);
                    match d.as_manifest() {
                        // a producer that only reads an array unchanged is that array
                        Some(v) => vec![v],
                        None => {
                            let out = self.fresh(flatten(&node.ty).remove(0));
                            let kernel = Kernel::generate(d.shape, d.element);
                            self.push(site, Step::Kernel { outs: vec![out], kernel, name: node.name });
                            vec![out]
                        }
                    }
                } else {
                    vec![]
                }
            }
            Op::Consumer(c) => {
                let kernel = Kernel::Consumer(self.consumer(c, n, site));
                let outs = self.fresh_all(&node.ty);
                self.push(site, Step::Kernel { outs: outs.clone(), kernel, name: node.name });
                outs
            }
            Op::Iterate { count, init, body } => {
                let count = self.translate(count, n, site);
                let init = self.vars_of(*init, site);
                let body = self.lambda(n, site, Frame::Body(n), body);
                let outs = self.fresh_all(&node.ty);
                self.push(site, Step::Iterate { outs: outs.clone(), count, init, body });
                outs
            }
            Op::Awhile { cond, body, init, limit } => {
                let init = self.vars_of(*init, site);
                let cond = self.lambda(n, site, Frame::Cond(n), cond);
                let body = self.lambda(n, site, Frame::Body(n), body);
                let outs = self.fresh_all(&node.ty);
                self.push(site, Step::Awhile { outs: outs.clone(), init, cond, body, limit: *limit });
                outs
            }
            Op::Acond { cond, then, otherwise } => {
                let cond = self.translate(cond, n, site);
                let then = self.take_block(site, Frame::Then(n), *then);
                let otherwise = self.take_block(site, Frame::Else(n), *otherwise);
                let outs = self.fresh_all(&node.ty);
                self.push(site, Step::Acond { outs: outs.clone(), cond, then, otherwise });
                outs
            }
            _ => unreachable!("every operation is handled above"),
        };
        self.vars[n.index()].push((site.to_vec(), vars));
    }

    fn input(&self, n: NodeId, at: &[Frame]) -> Input {
        if self.manifest[n.index()] {
            return Input::Manifest(self.var1(n, at));
        }
        let d = self.delayed_form(n, at);
        match d.as_manifest() {
            Some(v) => Input::Manifest(v),
            None => Input::Delayed(d),
        }
    }

    fn consumer(&self, c: &Consumer<NodeId, NodeId>, n: NodeId, at: &[Frame]) -> Consumer<Input, ArrayVar> {
        match c {
            Consumer::Fold { f, seed, input } => Consumer::Fold {
                f: self.translate(f, n, at),
                seed: seed.as_ref().map(|s| self.translate(s, n, at)),
                input: self.input(*input, at),
            },
            Consumer::Scan { f, seed, direction, input } => Consumer::Scan {
                f: self.translate(f, n, at),
                seed: seed.as_ref().map(|s| self.translate(s, n, at)),
                direction: *direction,
                input: self.input(*input, at),
            },
            Consumer::Permute { combine, defaults, index, input } => Consumer::Permute {
                combine: self.translate(combine, n, at),
                defaults: self.var1(*defaults, at),
                index: self.translate(index, n, at),
                input: self.input(*input, at),
            },
            Consumer::Stencil { f, inputs, strategy } => Consumer::Stencil {
                strategy: *strategy,
                f: self.translate(f, n, at),
                inputs: inputs
                    .iter()
                    .map(|s| StencilInput {
                        input: self.input(s.input, at),
                        offsets: s.offsets.clone(),
                        boundary: s.boundary.clone(),
                    })
                    .collect(),
            },
            Consumer::Compact { pred, input } => {
                Consumer::Compact { pred: self.translate(pred, n, at), input: self.input(*input, at) }
            }
            Consumer::Sort { key, input } => {
                Consumer::Sort { key: self.translate(key, n, at), input: self.input(*input, at) }
            }
            Consumer::FoldSeg { f, seed, offsets, input } => Consumer::FoldSeg {
                f: self.translate(f, n, at),
                seed: seed.as_ref().map(|s| self.translate(s, n, at)),
                offsets: self.var1(*offsets, at),
                input: self.input(*input, at),
            },
        }
    }

    // ----- functions over manifest arrays ---------------------------------------------------

    /// Where kernels of block `at` find each node: `Some` for an array in memory, `None`
    /// when delayed.
    fn manifest_var(&self, n: NodeId, at: &[Frame]) -> Option<ArrayVar> {
        self.manifest[n.index()].then(|| self.var1(n, at))
    }

    /// `f`, a function of node `n`, in block `at`, with its reads of delayed producers
    /// inlined.
    fn translate(&self, f: &Fun<NodeId>, n: NodeId, at: &[Frame]) -> Fun<ArrayVar> {
        forms::translate(f, self.p.node(n).name, &self.forms, &|n| self.manifest_var(n, at))
    }

    /// The delayed form of producer `n` (whether or not it is materialised) in block `at`.
    fn delayed_form(&self, n: NodeId, at: &[Frame]) -> Delayed {
        forms::delayed(self.p, n, &self.forms, &|n| self.manifest_var(n, at))
    }

    /// The shape of node `n` in block `at`.
    fn shape_fun(&self, n: NodeId, at: &[Frame]) -> Fun<ArrayVar> {
        forms::shape_of(self.p, n, &self.forms, &|n| self.manifest_var(n, at))
    }
}

// ----- 7. horizontal fusion -----------------------------------------------------------------

/// Merges element-wise kernels (see the module documentation): `j` into the first kernel `i`
/// before it that it may join ([`joins`]), where nothing `j` reads is computed between them
/// (host arrays it reads that are bound between them, `use` steps, move before `i`).
fn horizontal(steps: &mut Vec<Step>) {
    let mut j = 0;
    while j < steps.len() {
        let merged = generate_parts(&steps[j]).and_then(|(shape_j, reads_j)| {
            (0..j).find_map(|i| {
                let (shape_i, reads_i) = generate_parts(&steps[i])?;
                if step_outs(&steps[i]).len() + step_outs(&steps[j]).len() > HORIZONTAL_OUTPUTS {
                    return None;
                }
                let computed_between = steps[i..j]
                    .iter()
                    .filter(|s| !matches!(s, Step::Use { .. }))
                    .flat_map(step_outs)
                    .any(|v| reads_j.contains(&v));
                if computed_between {
                    return None;
                }
                joins(shape_i, &reads_i, shape_j, &reads_j).map(|merged| (i, merged))
            })
        });
        match merged {
            Some((mut i, joined)) => {
                let reads_j = generate_parts(&steps[j]).map(|(_, reads)| reads).unwrap_or_default();
                let mut k = i + 1;
                while k < j {
                    if matches!(&steps[k], Step::Use { out, .. } if reads_j.contains(out)) {
                        let used = steps.remove(k);
                        steps.insert(i, used);
                        i += 1;
                    }
                    k += 1;
                }
                let Step::Kernel {
                    outs, kernel: Kernel::Generate { shape: shape_j, outputs, extents }, ..
                } = steps.remove(j)
                else {
                    unreachable!("checked by generate_parts")
                };
                let Step::Kernel {
                    outs: into_outs,
                    kernel: Kernel::Generate { shape: shape_i, outputs: into, extents: into_extents },
                    ..
                } = &mut steps[i]
                else {
                    unreachable!("checked by generate_parts")
                };
                if let Some(joined) = joined {
                    // every output keeps its extent: the kernel's becomes the box
                    for own in into_extents.iter_mut().filter(|e| e.is_none()) {
                        *own = Some(shape_i.clone());
                    }
                    *shape_i = joined;
                    into_extents.extend(extents.into_iter().map(|own| own.or_else(|| Some(shape_j.clone()))));
                } else {
                    into_extents.extend(extents);
                }
                into_outs.extend(outs);
                into.extend(outputs);
            }
            None => j += 1,
        }
    }
}

/// The most outputs horizontal fusion gives one kernel: each output is parameters of the
/// kernel (its pointers, and its extent where it has its own), and a GPU kernel's
/// parameters are limited (4 KiB), while a launch saved is worth the same whatever the
/// kernel's size.
const HORIZONTAL_OUTPUTS: usize = 16;

/// Whether an element-wise kernel over `shape_j` may join one over `shape_i`: `Some(None)`
/// where their shapes are the same and they read a common array (read once);
/// `Some(Some(box))` where one of them is of rank 0 (one element, a launch saved: any two
/// may join) or both of rank 1 read a common array (vectors whose lengths fusion cannot
/// prove equal, as a solver's updates of its state), the joined kernel running over `box`,
/// which holds both extents (a box of extents of rank 2 or more could hold many more
/// indices than both: those keep apart). `None` otherwise.
fn joins(
    shape_i: &Fun<ArrayVar>,
    reads_i: &[ArrayVar],
    shape_j: &Fun<ArrayVar>,
    reads_j: &[ArrayVar],
) -> Option<Option<Fun<ArrayVar>>> {
    let common = reads_i.iter().any(|v| reads_j.contains(v));
    let (rank_i, rank_j) = (rank_of(shape_i), rank_of(shape_j));
    if shape_i == shape_j {
        return (common || rank_i == 0).then_some(None);
    }
    let joins = rank_i == 0 || rank_j == 0 || (rank_i == 1 && rank_j == 1 && common);
    joins.then(|| Some(bounding_box(shape_i, shape_j)))
}

/// The rank of an extent function.
fn rank_of(shape: &Fun<ArrayVar>) -> usize {
    shape.result_type().as_tuple().map_or(0, <[Type]>::len)
}

/// The extent holding the indices of extents `a` and `b` (each of rank 0 or the other's),
/// dimension by dimension the larger; a rank-0 extent's one element is index 0, so it
/// counts as 1 in every dimension.
fn bounding_box(a: &Fun<ArrayVar>, b: &Fun<ArrayVar>) -> Fun<ArrayVar> {
    let (rank_a, rank_b) = (rank_of(a), rank_of(b));
    let rank = rank_a.max(rank_b);
    let mut fb = FunBuilder::new(vec![]);
    let one = fb.int(1);
    let dims = |f: &Fun<ArrayVar>, r: usize, fb: &mut FunBuilder<ArrayVar>| match r {
        0 => vec![one; rank],
        _ => {
            let e = fb.inline_same(f, &[]);
            fb.components(e, r)
        }
    };
    let (da, db) = (dims(a, rank_a, &mut fb), dims(b, rank_b, &mut fb));
    let joined: Vec<ExprId> = da.into_iter().zip(db).map(|(x, y)| fb.binary(BinOp::Max, x, y)).collect();
    let t = fb.tuple(joined);
    fb.finish(t)
}

/// The shape and the arrays read by an element-wise kernel step.
fn generate_parts(step: &Step) -> Option<(&Fun<ArrayVar>, Vec<ArrayVar>)> {
    match step {
        Step::Kernel { kernel: k @ Kernel::Generate { shape, .. }, .. } => Some((shape, k.reads())),
        _ => None,
    }
}

fn step_outs(step: &Step) -> Vec<ArrayVar> {
    match step {
        Step::Use { out, .. } | Step::View { out, .. } => vec![*out],
        Step::Kernel { outs, .. }
        | Step::Iterate { outs, .. }
        | Step::Awhile { outs, .. }
        | Step::Acond { outs, .. } => outs.clone(),
        Step::Check(_) => vec![],
    }
}
