//! Compaction on the CPU ([`Consumer::Compact`](systole_frontend::ir::Consumer::Compact)):
//! two passes over chunks of the vector, as a hand-written rayon compaction does.
//!
//! ```text
//!  segment(j0, j1, p)    partial[p] = how many of x[j0..j1] satisfy pred
//!  (host)                the partials' exclusive scan: each chunk's offset, and the count
//!  scan(j0, j1, at, end) the kept elements of x[j0..j1] to out[at..end], in order
//! ```
//!
//! The writing pass stores every element at the next free place and moves on only past a
//! kept one, so its loop does not branch on the predicate (a branch that a predicate true
//! for half the elements at random mispredicts every other element); a store is skipped
//! only past the chunk's end in the output, where the next chunk's elements go.
//!
//! The predicate (and the producer fused into the input) runs twice an element, which for
//! a cheap producer costs less than keeping a flag per element: the second pass reads the
//! input again from the cache of the thread that counted its chunk, and nothing else.

use inkwell::IntPredicate;
use systole_frontend::ir::Fun;
use systole_frontend::{ScalarType, Type};
use systole_fusion::{ArrayVar, Input};

use crate::codegen::KernelGen;
use crate::kernel::{Entry, input_type};
use crate::lower::{FloatOrder, Val, ok};

impl<'ctx> KernelGen<'_, '_, 'ctx> {
    /// A compaction's entry: [`Entry::Segment`] counts, [`Entry::Scan`] writes (see the
    /// module documentation).
    pub(crate) fn compact(&mut self, entry: Entry, pred: &Fun<ArrayVar>, input: &Input) {
        let cg = self.cg;
        let (elt, _) = input_type(input, self.sig);
        let _n = self.params.int(cg);
        let out = self.params.ptrs(cg, elt.leaves().len());
        let _count = self.params.ptr(cg);
        let partial = self.params.ptr(cg);
        let _states = self.params.ptr(cg);
        let (j0, j1) = (self.a, self.b);
        let i64_ty = Type::Scalar(ScalarType::I64);
        let zero = Val::Scalar(cg.i64(0).into());
        let kept = |x: &Val<'ctx>| self.lower(pred, std::slice::from_ref(x), FloatOrder::Strict).int();
        match entry {
            Entry::Segment => {
                let total = cg.fold_range(j0, j1, &zero, &i64_ty, |acc, j| {
                    let x = self.read_input(input, &[j], j);
                    let one = ok(cg.builder.build_int_z_extend(kept(&x), cg.ctx.i64_type(), "one"));
                    Val::Scalar(cg.add(acc.int(), one).into())
                });
                cg.store(ScalarType::I64, partial, self.c, total.scalar());
            }
            _ => {
                cg.fold_range(j0, j1, &Val::Scalar(self.c.into()), &i64_ty, |at, j| {
                    let x = self.read_input(input, &[j], j);
                    let keep = kept(&x);
                    let at = at.int();
                    // every element is stored at the next free place, which only a kept
                    // one keeps: no branch on the predicate; the places past the chunk's
                    // own (`d`, its end in the output) belong to the next chunk
                    let mine = cg.icmp(IntPredicate::SLT, at, self.d);
                    cg.if_then(mine, || cg.store_element(&elt, &out, at, &x));
                    let one = ok(cg.builder.build_int_z_extend(keep, cg.ctx.i64_type(), "one"));
                    Val::Scalar(cg.add(at, one).into())
                });
            }
        }
    }
}
