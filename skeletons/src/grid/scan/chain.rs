//! A chained scan's shared state (see the parent module): the piece counter, each piece's
//! state and published values, and the look-back over the pieces before a block's own.

use inkwell::values::{IntValue, PointerValue};
use inkwell::{AtomicOrdering, AtomicRMWBinOp, IntPredicate};
use systole_frontend::{ScalarType, Type};

use super::super::{
    GpuTarget, Shuffle, Special, Warp, repeat, shuffle_val, sreg, volatile_value, warp_reduce,
};
use super::BlockShared;
use crate::lower::{Codegen, Val, ok};

/// A piece's state: its aggregate is published.
pub(super) const AGGREGATE: u64 = 1;
/// A piece's state: its inclusive prefix is published.
pub(super) const PREFIX: u64 = 2;

/// The shared state of a chained scan (see the module documentation): `states` holds the
/// piece counter, then each piece's state (8 bytes a piece, counter included: a packed
/// word, or a `u32` state); `values`, unless packed, each piece's aggregate, then each
/// piece's inclusive prefix (`count` pieces).
pub(super) struct Chain<'w, 'a, 'ctx> {
    pub(super) cg: &'w Codegen<'a, 'ctx>,
    pub(super) gpu: &'w dyn GpuTarget,
    pub(super) warp: &'w Warp<'ctx>,
    pub(super) ty: &'w Type,
    /// `earlier ⊕ later`.
    pub(super) combine: &'w dyn Fn(&Val<'ctx>, &Val<'ctx>) -> Val<'ctx>,
    pub(super) states: PointerValue<'ctx>,
    pub(super) values: &'w [PointerValue<'ctx>],
    pub(super) count: IntValue<'ctx>,
    /// For a 32-bit scalar element, its type: each piece's state and value share a 64-bit
    /// word (state high, value low; Merrill and Garland's packing),
    /// written and read whole, so no fence orders them, and a look-back reads each piece
    /// once. Otherwise `states` holds 32-bit states and `values` the values.
    pub(super) packed: Option<ScalarType>,
    /// Whether the blocks take at least two pieces each: then the look-back sleeps for
    /// `waits`' nanoseconds before its first read and before each read of a window.
    pub(super) contended: IntValue<'ctx>,
    /// [`super::ChainShape`]'s `first_wait_ns` and `spin_wait_ns`.
    pub(super) waits: (u32, u32),
}

impl<'ctx> Chain<'_, '_, 'ctx> {
    /// The state word of piece `t`.
    fn state(&self, t: IntValue<'ctx>) -> PointerValue<'ctx> {
        let cg = self.cg;
        let at = cg.add(t, cg.i64(1));
        unsafe { ok(cg.builder.build_in_bounds_gep(cg.ctx.i32_type(), self.states, &[at], "state")) }
    }

    /// The next piece in scan order, in every thread of the block (its first thread takes
    /// it from the counter). Starts with a block barrier: the block is done with what it
    /// shares about the piece before.
    pub(super) fn take(&self, shared: &BlockShared<'ctx>) -> IntValue<'ctx> {
        let cg = self.cg;
        let b = cg.builder;
        let i32_ = cg.ctx.i32_type();
        self.gpu.block_barrier(cg);
        let first = cg.icmp(IntPredicate::EQ, sreg(cg, self.gpu, Special::Thread(0)), cg.i64(0));
        cg.if_then(first, || {
            let one = i32_.const_int(1, false);
            let got = ok(b.build_atomicrmw(AtomicRMWBinOp::Add, self.states, one, AtomicOrdering::Monotonic));
            cg.store(ScalarType::I32, shared.ticket, cg.i64(0), got.into());
        });
        self.gpu.block_barrier(cg);
        let ticket = cg.load(ScalarType::I32, shared.ticket, cg.i64(0)).into_int_value();
        ok(b.build_int_z_extend(ticket, cg.ctx.i64_type(), "piece"))
    }

    /// Publishes `v` as piece `t`'s aggregate or prefix (`what`). One lane calls it.
    /// Packed: one 64-bit store of the state and the value together, which needs no
    /// fence; otherwise the value, then the state with release semantics.
    pub(super) fn publish(&self, t: IntValue<'ctx>, v: &Val<'ctx>, what: u64) {
        let cg = self.cg;
        if let Some(leaf) = self.packed {
            let word = ok(cg.builder.build_or(pack(cg, leaf, v), cg.i64((what << 32) as i64), "word"));
            self.gpu.store_relaxed_u64(cg, self.word(t), word);
            return;
        }
        let at = if what == PREFIX { cg.add(self.count, t) } else { t };
        volatile_value(cg, self.ty, self.values, at, Some(v));
        self.gpu.store_release(cg, self.state(t), cg.ctx.i32_type().const_int(what, false));
    }

    /// Piece `t`'s packed word (see [`Chain::packed`]): 64-bit words after the counter's.
    fn word(&self, t: IntValue<'ctx>) -> PointerValue<'ctx> {
        let cg = self.cg;
        let at = cg.add(t, cg.i64(1));
        unsafe { ok(cg.builder.build_in_bounds_gep(cg.ctx.i64_type(), self.states, &[at], "word")) }
    }

    /// Piece `t`'s packed word, read whole past the incoherent L1.
    fn load_word(&self, t: IntValue<'ctx>) -> IntValue<'ctx> {
        self.gpu.load_relaxed_u64(self.cg, self.word(t))
    }

    /// The state in a word the look-back read: the high half of a packed word, else all
    /// of it.
    fn state_of(&self, word: IntValue<'ctx>) -> IntValue<'ctx> {
        let b = self.cg.builder;
        let word = match self.packed {
            Some(_) => ok(b.build_right_shift(word, self.cg.i64(32), false, "state")),
            None => word,
        };
        ok(b.build_int_truncate(word, self.cg.ctx.i32_type(), "state"))
    }

    /// The fold of pieces `0 .. k` of piece `t`'s row (piece `t` is the row's `k`-th), in
    /// every lane; anything when `k == 0`.
    pub(super) fn look_back(&self, t: IntValue<'ctx>, k: IntValue<'ctx>) -> Val<'ctx> {
        let cg = self.cg;
        let b = cg.builder;
        let (gpu, lane, i32_) = (self.gpu, self.warp.lane, cg.ctx.i32_type());
        let row_start = cg.sub(t, k);
        let state_ty = Type::Tuple(vec![self.ty.clone(), Type::Scalar(ScalarType::I64)]);
        let init = Val::Tuple(vec![cg.zero(self.ty), Val::Scalar(k.into())]);
        let later = cg.icmp(IntPredicate::SGT, k, cg.i64(0));
        let (first, spin) = self.waits;
        cg.if_then(ok(b.build_and(later, self.contended, "wait")), || gpu.sleep(cg, first));
        let state = repeat(cg, later, &init, &state_ty, |state| {
            let (acc, end) = (state.fields()[0].clone(), state.fields()[1].int());
            // lane l looks at piece end - 32 + l of the row; lanes before the row's start
            // see a prefix of nothing
            let q = cg.add(cg.sub(end, cg.i64(32)), lane);
            let in_row = cg.icmp(IntPredicate::SGE, q, cg.i64(0));
            let piece = cg.add(row_start, cg.smax(q, cg.i64(0)));
            let prefix = i32_.const_int(PREFIX, false);
            // the piece's state word: its state (and, packed, its value) once not empty
            let word = repeat(
                cg,
                cg.ctx.bool_type().const_all_ones(),
                &Val::Scalar(cg.i64(0).into()),
                &Type::Scalar(ScalarType::I64),
                |_| {
                    cg.if_then(self.contended, || gpu.sleep(cg, spin));
                    let word = match self.packed {
                        Some(_) => self.load_word(piece),
                        None => {
                            let s = gpu.load_acquire(cg, self.state(piece));
                            ok(b.build_int_z_extend(s, cg.ctx.i64_type(), "word"))
                        }
                    };
                    let s = self.state_of(word);
                    let s = cg.select(in_row, s.into(), prefix.into()).into_int_value();
                    let empty = cg.icmp(IntPredicate::EQ, s, i32_.const_zero());
                    let waiting = cg.icmp(IntPredicate::NE, gpu.ballot(cg, empty), i32_.const_zero());
                    (Val::Scalar(word.into()), waiting)
                },
            )
            .int();
            let s = cg.select(in_row, self.state_of(word).into(), prefix.into()).into_int_value();
            let has_prefix = cg.icmp(IntPredicate::EQ, s, prefix);
            let v = match self.packed {
                Some(leaf) => unpack(cg, leaf, word),
                None => {
                    let at = cg.select(has_prefix, cg.add(self.count, piece).into(), piece.into());
                    volatile_value(cg, self.ty, self.values, at.into_int_value(), None)
                }
            };
            // the nearest piece with a prefix (or the row's start) and every piece after it
            let stops = gpu.ballot(cg, has_prefix);
            let clz = cg.intrinsic(
                "llvm.ctlz",
                &[i32_.into()],
                &[stops.into(), cg.ctx.bool_type().const_zero().into()],
            );
            let nearest = ok(b.build_int_sub(i32_.const_int(31, false), clz.into_int_value(), "nearest"));
            let nearest = ok(b.build_int_s_extend(nearest, cg.ctx.i64_type(), "nearest"));
            let any_stop = cg.icmp(IntPredicate::NE, stops, i32_.const_zero());
            let from = cg.smax(
                cg.select(any_stop, nearest.into(), cg.i64(0).into()).into_int_value(),
                cg.sub(cg.i64(32), end),
            );
            let shifted = shuffle_val(cg, gpu, self.ty, &v, Shuffle::Down, from);
            let window = warp_reduce(cg, gpu, self.ty, shifted, lane, cg.sub(cg.i64(32), from), self.combine);
            let window = shuffle_val(cg, gpu, self.ty, &window, Shuffle::Index, cg.i64(0));
            let first = cg.icmp(IntPredicate::EQ, end, k);
            let acc = cg.select_val(first, &window, &(self.combine)(&window, &acc));
            let next = cg.sub(end, cg.i64(32));
            let more = cg.icmp(IntPredicate::SGT, next, cg.i64(0));
            let again = ok(b.build_and(ok(b.build_not(any_stop, "none")), more, "again"));
            (Val::Tuple(vec![acc, Val::Scalar(next.into())]), again)
        });
        state.fields()[0].clone()
    }
}

/// The scalar type of `elt` if a chained scan packs its pieces' states and values in
/// 64-bit words (see [`Chain::packed`]).
pub(super) fn packable(elt: &Type) -> Option<ScalarType> {
    match elt {
        Type::Scalar(t @ (ScalarType::F32 | ScalarType::I32 | ScalarType::U32)) => Some(*t),
        _ => None,
    }
}

/// `v`'s bits in the low half of an `i64`.
fn pack<'ctx>(cg: &Codegen<'_, 'ctx>, leaf: ScalarType, v: &Val<'ctx>) -> IntValue<'ctx> {
    let b = cg.builder;
    let i32_ = cg.ctx.i32_type();
    let bits = match leaf {
        ScalarType::F32 => ok(b.build_bit_cast(v.leaves()[0], i32_, "bits")).into_int_value(),
        _ => v.leaves()[0].into_int_value(),
    };
    ok(b.build_int_z_extend(bits, cg.ctx.i64_type(), "bits"))
}

/// The value whose bits are the low half of `word`.
fn unpack<'ctx>(cg: &Codegen<'_, 'ctx>, leaf: ScalarType, word: IntValue<'ctx>) -> Val<'ctx> {
    let b = cg.builder;
    let bits = ok(b.build_int_truncate(word, cg.ctx.i32_type(), "bits"));
    Val::Scalar(match leaf {
        ScalarType::F32 => ok(b.build_bit_cast(bits, cg.ctx.f32_type(), "v")),
        _ => bits.into(),
    })
}
