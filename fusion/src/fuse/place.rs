//! Placement: the blocks each node is computed in.
//!
//! A plan's blocks nest: the top level, the body or condition of an `iterate`/`awhile`, a
//! branch of an `acond`. A block is named by its [`Path`], the frames from the top level
//! down. A node is computed in one block or, when it must stay lazy (below), in several: its
//! *sites*, pairwise unrelated (no site is inside another), so every use lies inside exactly
//! one site and reads that copy.
//!
//! 1. **Where the uses are.** A node goes to the common prefix of the blocks of its uses
//!    (each user's sites, with the frame the use enters: `acond c t e` uses `t` in its
//!    `then` frame), but never above a frame that all its uses are inside and that it must
//!    not leave: an `acond` branch (only the chosen branch may run), or the body of a loop
//!    whose variable it reads.
//! 2. **Lazy contexts.** A node that may fail ([`Fuser::fallibility`]: an integer division,
//!    an `index`, a `fold1`, a `reshape`, a shape that may be negative, a loop, ...) is
//!    computed only where the program computes it: its uses below a site must run whenever
//!    the site does ([`Fuser::covers`]): a use in the site's own block, or below a frame that
//!    always runs (an `awhile` condition, an `iterate` body with a constant count of at least
//!    1), or in both branches of an `acond` (one of them runs). When the common prefix of its
//!    uses is not covered, the uses are split by the frame they enter below it, and each
//!    group gets its own site: a `fold1` read in a branch of an `acond` and in an `iterate`
//!    body that may run zero times is computed in both, not before them; one read in both
//!    branches of an `acond` is computed once, before it. A node that cannot fail keeps one
//!    site, the common prefix, and may run where it is not needed (its result is then
//!    unused; it costs time, never a wrong result).
//! 3. **Loop-invariant code motion.** A site then floats out of every loop body and
//!    condition whose variable the node does not read, unless the node may fail and the
//!    frame may run zero times (an `awhile` body, an `iterate` whose count is not a
//!    constant of at least 1). It never floats out of an `acond` branch. (An invariant
//!    `acond` condition that every step computes is taken out of its loop before placement,
//!    by unswitching the loop behind a test of its first step: module `unswitch`.)
//!
//! Copies cost: a node read only in lazy contexts of different `acond`s (or loops) runs in
//! each context that runs, possibly more than once in a run where the unfused program
//! computes it once. That is the price of never failing where the program does not; a node
//! that cannot fail is shared as before. Copies of copies multiply, so a node is given at
//! most [`MAX_COPIES`] sites: past that it is placed as if it could not fail, computed once
//! before the contexts that read it (a known limit: such a program can still fail where its
//! unfused form does not; deferring the errors of that computation to its first read would
//! lift it).

use hashbrown::HashSet;

use systole_frontend::ir::{BinOp, Consumer, Expr, Fun, NodeId, Op, VarId};

use super::Fuser;

/// The most copies of a node that may fail: one read in more lazy contexts than this (that do
/// not cover each other) is computed once, before them, as if it could not fail. Copies of
/// copies multiply (a chain of `acond`s each reading the last in two such contexts doubles
/// them at every link), and this keeps a plan within this factor of its program's size.
const MAX_COPIES: usize = 16;

/// A block a node can be placed in, below the top level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(super) enum Frame {
    /// The body of the `iterate` or `awhile` at this node.
    Body(NodeId),
    /// The condition of the `awhile` at this node.
    Cond(NodeId),
    /// The `then` branch of the `acond` at this node.
    Then(NodeId),
    /// The `else` branch of the `acond` at this node.
    Else(NodeId),
}

/// A block: the frames from the top level down (empty for the top level).
pub(super) type Path = Vec<Frame>;

/// The node whose frame this is.
pub(super) fn node_of(frame: Frame) -> NodeId {
    match frame {
        Frame::Body(n) | Frame::Cond(n) | Frame::Then(n) | Frame::Else(n) => n,
    }
}

/// Whether evaluating `f` may fail: integer division or remainder (by zero), or a read
/// of an array element (out of bounds).
fn fun_may_fail<V>(f: &Fun<V>) -> bool {
    f.nodes().iter().any(|n| match n {
        Expr::Binary(BinOp::Div | BinOp::Rem, a, _) => f.ty(*a).as_scalar().is_some_and(|t| !t.is_float()),
        Expr::Index { .. } | Expr::LinearIndex { .. } => true,
        _ => false,
    })
}

/// Whether a shape function may fail or give a negative extent: only constants, shapes of
/// other arrays, sums, products, minima and maxima of them are known not to.
fn shape_may_fail<V>(f: &Fun<V>) -> bool {
    f.nodes().iter().any(|n| match n {
        Expr::Const(c) => c.ty().is_float() || c.to_i64() < 0,
        Expr::Tuple(_) | Expr::Prj { .. } | Expr::Shape { .. } => false,
        Expr::Binary(BinOp::Add | BinOp::Mul | BinOp::Min | BinOp::Max, ..) => false,
        _ => true,
    })
}

/// The longest common prefix of non-empty `paths`.
fn common_prefix(paths: &[Path]) -> Path {
    let mut prefix = paths[0].clone();
    for p in &paths[1..] {
        let same = prefix.iter().zip(p).take_while(|(x, y)| x == y).count();
        prefix.truncate(same);
    }
    prefix
}

impl Fuser<'_> {
    /// `may_fail[n]`: whether computing node `n` (with everything it reads) may raise a
    /// run-time error. Conservative: `true` unless the operation and its functions cannot.
    pub(super) fn fallibility(&mut self) {
        for n in 0..self.p.nodes.len() {
            let op = &self.p.nodes[n].op;
            let own = match op {
                Op::Use(_) | Op::Var(_) | Op::Tuple(_) | Op::Prj { .. } => false,
                Op::Unit(f) | Op::Map { f, .. } => fun_may_fail(f),
                Op::Generate { shape, f } => shape_may_fail(shape) || fun_may_fail(f),
                Op::Consumer(Consumer::Fold { seed: None, .. }) => true,
                // an empty segment of `fold1_seg`, offsets out of bounds
                Op::Consumer(Consumer::FoldSeg { .. }) => true,
                Op::Consumer(c) => c.funs().into_iter().any(fun_may_fail),
                Op::Backpermute { .. } | Op::Reshape { .. } => true,
                Op::Iterate { .. } | Op::Awhile { .. } | Op::Acond { .. } => true,
            };
            self.may_fail[n] = own || op.children().into_iter().any(|c| self.may_fail[c.index()]);
        }
    }

    /// Whether a frame runs at least once whenever its loop runs: an `awhile` condition, or
    /// an `iterate` body with a constant count of at least 1 (never an `acond` branch).
    fn runs_at_least_once(&self, frame: Frame) -> bool {
        match (frame, &self.p.node(node_of(frame)).op) {
            (Frame::Cond(_), Op::Awhile { .. }) => true,
            (Frame::Body(_), Op::Iterate { count, .. }) => {
                matches!(count.node(count.result()), Expr::Const(c) if c.to_i64() >= 1)
            }
            _ => false,
        }
    }

    /// The variable bound by a lambda frame.
    pub(super) fn binder(&self, frame: Frame) -> Option<VarId> {
        match (frame, &self.p.node(node_of(frame)).op) {
            (Frame::Body(_), Op::Iterate { body, .. } | Op::Awhile { body, .. }) => Some(body.var),
            (Frame::Cond(_), Op::Awhile { cond, .. }) => Some(cond.var),
            _ => None,
        }
    }

    /// The sites of every live node (see the module documentation), users before the nodes
    /// they read.
    pub(super) fn place(&mut self) {
        for n in (0..self.p.nodes.len()).rev() {
            if !self.live[n] {
                continue;
            }
            let mut paths: Vec<Path> = Vec::new();
            for u in &self.uses[n] {
                for site in &self.placement[u.user.index()] {
                    let mut path = site.clone();
                    path.extend(u.frame);
                    paths.push(path);
                }
            }
            paths.sort();
            paths.dedup();
            let sites = if n == self.p.result.index() || paths.is_empty() {
                vec![Path::new()]
            } else {
                match self.sites(n, &paths, self.may_fail[n]) {
                    // too many copies: computed once, as if it could not fail (a known limit)
                    sites if sites.len() > MAX_COPIES => self.sites(n, &paths, false),
                    sites => sites,
                }
            };
            self.placement[n] = sites.into_iter().map(|site| self.float(n, site)).collect();
        }
    }

    /// Steps 1 and 2 of the module documentation, for node `n` used in blocks `paths` (sorted),
    /// kept lazy when `lazy` holds.
    fn sites(&self, n: usize, paths: &[Path], lazy: bool) -> Vec<Path> {
        // the frames every use is inside and that `n` must not leave
        let must_stay = |f: &Frame| {
            matches!(f, Frame::Then(_) | Frame::Else(_))
                || self.binder(*f).is_some_and(|v| self.free[n].contains(&v))
        };
        // frames of the common prefix are inside every group's prefix: only the frames below
        // it can be left (the same frame at other depths: copies of a node in two contexts)
        let shared = common_prefix(paths).len();
        let mut inside: HashSet<Frame> = paths[0][shared..].iter().copied().filter(must_stay).collect();
        for p in &paths[1..] {
            if inside.is_empty() {
                break;
            }
            let frames: HashSet<Frame> = p[shared..].iter().copied().collect();
            inside.retain(|f| frames.contains(f));
        }
        let mut sites = Vec::new();
        let mut groups = vec![paths.to_vec()];
        while let Some(group) = groups.pop() {
            let prefix = common_prefix(&group);
            let stays = inside.is_empty() || {
                let frames: HashSet<&Frame> = prefix[shared..].iter().collect();
                inside.iter().all(|f| frames.contains(f))
            };
            // a use in the prefix's own block (no frame left below it) runs whenever the block
            // does, and is inside every frame of `inside`: such a group always stops here
            if stays && (!lazy || self.covers(&group, prefix.len())) {
                sites.push(prefix);
                continue;
            }
            let mut by_next: Vec<(Frame, Vec<Path>)> = Vec::new();
            for p in group {
                let next = p[prefix.len()];
                match by_next.iter_mut().find(|(f, _)| *f == next) {
                    Some((_, g)) => g.push(p),
                    None => by_next.push((next, vec![p])),
                }
            }
            groups.extend(by_next.into_iter().rev().map(|(_, g)| g));
        }
        sites
    }

    /// Whether uses in blocks `paths` (below their common prefix of length `depth`) always run
    /// when that prefix's block does: a use in the block itself, or in a frame that always
    /// runs (an `awhile` condition, an `iterate` with a constant count of at least 1) where
    /// this holds again, or in both branches of an `acond` where it holds in each.
    fn covers(&self, paths: &[Path], depth: usize) -> bool {
        /// A block below the prefix's: whether a use is in it, and the frames below it.
        #[derive(Default)]
        struct Block {
            used: bool,
            below: Vec<(Frame, usize)>,
        }
        let mut blocks = vec![Block::default()];
        for p in paths {
            let mut at = 0;
            for &f in &p[depth..] {
                at = match blocks[at].below.iter().find(|(g, _)| *g == f) {
                    Some(&(_, next)) => next,
                    None => {
                        blocks.push(Block::default());
                        let next = blocks.len() - 1;
                        blocks[at].below.push((f, next));
                        next
                    }
                };
            }
            blocks[at].used = true;
        }
        // a block's frames are added after it: in reverse, every block after those below it
        let mut covered = vec![false; blocks.len()];
        for (i, b) in blocks.iter().enumerate().rev() {
            let branch = |f: Frame| b.below.iter().any(|&(g, j)| g == f && covered[j]);
            covered[i] = b.used
                || b.below.iter().any(|&(f, j)| covered[j] && self.runs_at_least_once(f))
                || b.below.iter().any(|&(f, _)| match f {
                    Frame::Then(a) => branch(Frame::Then(a)) && branch(Frame::Else(a)),
                    _ => false,
                });
        }
        covered[0]
    }

    /// Step 3 of the module documentation: `site` without the loop frames `n` floats out of.
    fn float(&self, n: usize, mut site: Path) -> Path {
        while let Some(&last) = site.last() {
            match self.binder(last) {
                Some(var)
                    if !self.free[n].contains(&var)
                        && (!self.may_fail[n] || self.runs_at_least_once(last)) =>
                {
                    site.pop();
                }
                _ => break,
            }
        }
        site
    }
}
