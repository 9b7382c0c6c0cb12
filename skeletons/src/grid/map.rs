//! The element-wise kernel on the GPU: one thread per element of the output (see
//! [`super::each_element`]), every output of a horizontally fused `generate` written by the
//! same thread (an output of an extent of its own where the index is inside it). The CPU's version is in `range.rs` (`generate`).

use inkwell::IntPredicate;
use inkwell::values::IntValue;
use systole_frontend::Type;
use systole_frontend::ir::Fun;
use systole_fusion::ArrayVar;

use super::{GpuTarget, NARROW_POSITIONS, PositionFn, Special, for_stride, sreg};
use crate::codegen::KernelGen;
use crate::lower::{Codegen, Val, ok};

impl KernelGen<'_, '_, '_> {
    pub(super) fn gpu_generate(
        &mut self,
        gpu: &dyn GpuTarget,
        shape: &Fun<ArrayVar>,
        outputs: &[Fun<ArrayVar>],
        extents: &[Option<Fun<ArrayVar>>],
        position: Option<&PositionFn>,
    ) {
        let params = self.generate_params(shape, outputs, extents);
        each_element(self.cg, gpu, &params.extent, position, &|ix, lin| {
            self.generate_at(outputs, &params, ix, lin);
        });
    }
}

/// Calls `body(index, row-major position)` for every index of `extent`, each once, over a
/// grid of up to three dimensions: x runs over the innermost dimension (coalesced), y over
/// the next, z over the rest (the outermost of a rank-3 extent, all the outer ones of a
/// higher rank, taken as one); grid-stride loops cover extents larger than the grid. A
/// rank-0 extent is one element, done by the first thread.
///
/// With a thread mapping's `position` function (rank 2 or 3, see `mapping`), x runs over
/// the `rows x columns` of a plane in the mapping's order and y over the planes.
pub(super) fn each_element<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    gpu: &dyn GpuTarget,
    extent: &[IntValue<'ctx>],
    position: Option<&PositionFn>,
    body: &dyn Fn(&[IntValue<'ctx>], IntValue<'ctx>),
) {
    let rank = extent.len();
    if rank > 3 {
        // the outer dimensions as one: row-major positions are those of the full extent
        let outer = &extent[..rank - 2];
        let planes = outer.iter().skip(1).fold(outer[0], |n, &e| cg.mul(n, e));
        let flat = [planes, extent[rank - 2], extent[rank - 1]];
        each_element(cg, gpu, &flat, position, &|ix, lin| {
            let mut full = cg.delinearize(outer, ix[0]);
            full.extend_from_slice(&ix[1..]);
            body(&full, lin);
        });
        return;
    }
    if let Some(position) = position.filter(|_| (2..=3).contains(&rank)) {
        let (rows, columns) = (extent[rank - 2], extent[rank - 1]);
        let start = cg.add(
            cg.mul(sreg(cg, gpu, Special::Block(0)), sreg(cg, gpu, Special::BlockDim(0))),
            sreg(cg, gpu, Special::Thread(0)),
        );
        let step = cg.mul(sreg(cg, gpu, Special::BlockDim(0)), sreg(cg, gpu, Special::GridDim(0)));
        let plane = |outer: Option<IntValue<'ctx>>| {
            for_stride(cg, start, cg.mul(rows, columns), step, |i| {
                let at = mapped_position(cg, position, i, rows, columns);
                let ix: Vec<IntValue<'ctx>> = outer.into_iter().chain(at).collect();
                body(&ix, cg.linearize(extent, &ix));
            });
        };
        if rank == 3 {
            let step = sreg(cg, gpu, Special::GridDim(1));
            for_stride(cg, sreg(cg, gpu, Special::Block(1)), extent[0], step, |z| plane(Some(z)));
        } else {
            plane(None);
        }
        return;
    }
    if rank == 0 {
        let first = (0..3).fold(cg.ctx.bool_type().const_all_ones(), |acc, d| {
            let t = cg.icmp(IntPredicate::EQ, sreg(cg, gpu, Special::Thread(d)), cg.i64(0));
            let b = cg.icmp(IntPredicate::EQ, sreg(cg, gpu, Special::Block(d)), cg.i64(0));
            ok(cg.builder.build_and(acc, ok(cg.builder.build_and(t, b, "first")), "first"))
        });
        cg.if_then(first, || body(&[], cg.i64(0)));
        return;
    }
    // grid dimension d covers array dimension rank - 1 - d
    let dims = rank.min(3);
    let start = |d: u8| {
        let b = sreg(cg, gpu, Special::Block(d));
        let n = sreg(cg, gpu, Special::BlockDim(d));
        cg.add(cg.mul(b, n), sreg(cg, gpu, Special::Thread(d)))
    };
    let step = |d: u8| cg.mul(sreg(cg, gpu, Special::BlockDim(d)), sreg(cg, gpu, Special::GridDim(d)));
    /// The loops of grid dimensions `dims - 1 - level` down to 0 (outermost first).
    struct Nest<'n, 'a, 'ctx> {
        cg: &'n Codegen<'a, 'ctx>,
        extent: &'n [IntValue<'ctx>],
        dims: usize,
        start: &'n dyn Fn(u8) -> IntValue<'ctx>,
        step: &'n dyn Fn(u8) -> IntValue<'ctx>,
        body: &'n dyn Fn(&[IntValue<'ctx>], IntValue<'ctx>),
    }
    impl<'ctx> Nest<'_, '_, 'ctx> {
        fn level(&self, level: usize, ix: &mut Vec<IntValue<'ctx>>) {
            if level == self.dims {
                (self.body)(ix, self.cg.linearize(self.extent, ix));
                return;
            }
            let d = (self.dims - 1 - level) as u8;
            let axis = self.extent.len() - 1 - d as usize;
            for_stride(self.cg, (self.start)(d), self.extent[axis], (self.step)(d), |i| {
                ix.push(i);
                self.level(level + 1, ix);
                ix.pop();
            });
        }
    }
    let nest = Nest { cg, extent, dims, start: &start, step: &step, body };
    nest.level(0, &mut Vec::with_capacity(rank));
}

/// `[row, column]` of thread `i` over `rows x columns` under a thread mapping's `position`
/// functions (see `mapping`): the 32-bit one where the mapping has one and the extent has
/// at most [`NARROW_POSITIONS`] positions (a branch the whole grid takes the same way).
pub(super) fn mapped_position<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    position: &PositionFn,
    i: IntValue<'ctx>,
    rows: IntValue<'ctx>,
    columns: IntValue<'ctx>,
) -> Vec<IntValue<'ctx>> {
    let no_arrays =
        |_: ArrayVar| -> &crate::lower::ArrayRef<'ctx> { unreachable!("a thread mapping reads no array") };
    let args = [i, rows, columns].map(|v| Val::Scalar(v.into()));
    let at = |f: &Fun<ArrayVar>| cg.lower(f, &args, &no_arrays, crate::lower::FloatOrder::Strict);
    match &position.narrow {
        Some(narrow) => {
            let small = cg.icmp(IntPredicate::SLE, cg.mul(rows, columns), cg.i64(NARROW_POSITIONS));
            cg.if_else_val(small, &Type::index(2), || at(narrow), || at(&position.wide)).to_index()
        }
        None => at(&position.wide).to_index(),
    }
}
