//! Which of a stencil function's taps (its parameters) each of its nodes reads: the analysis
//! behind the rewrites that regroup a function by its taps (the tap loops of `effort`, the
//! integer sums by column of `grid::stencil::columns`).

use systole_frontend::ir::{Expr, Fun};
use systole_fusion::ArrayVar;

/// What a node reads of the taps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Reads {
    /// No tap.
    None,
    /// Tap `p` only.
    One(u16),
    /// Several taps.
    Many,
}

impl Reads {
    /// What a node reading both reads.
    fn and(self, other: Reads) -> Reads {
        match (self, other) {
            (Reads::None, r) | (r, Reads::None) => r,
            (Reads::One(a), Reads::One(b)) if a == b => Reads::One(a),
            _ => Reads::Many,
        }
    }
}

/// What each node of `f` reads of the taps, in node order; `None` where `f` has a loop (its
/// state reads what the loop makes of it).
pub(crate) fn reads(f: &Fun<ArrayVar>) -> Option<Vec<Reads>> {
    let mut reads: Vec<Reads> = Vec::with_capacity(f.nodes().len());
    for e in f.nodes() {
        let r = match e {
            Expr::While { .. } | Expr::LoopState { .. } => return None,
            Expr::Param(p) => Reads::One(*p),
            _ => e.children().iter().fold(Reads::None, |r, c| r.and(reads[c.index()])),
        };
        reads.push(r);
    }
    Some(reads)
}
