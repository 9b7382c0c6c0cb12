//! The element-wise kernel on the GPU: one thread per element of the output (see
//! [`super::each_element`]), every output of a horizontally fused `generate` written by the
//! same thread. The CPU's version is in `range.rs` (`generate`).

use systole_frontend::Type;
use systole_frontend::ir::Fun;
use systole_fusion::ArrayVar;

use super::{GpuTarget, PositionFn, each_element};
use crate::codegen::KernelGen;
use crate::lower::{FloatOrder, Val};

impl KernelGen<'_, '_, '_> {
    pub(super) fn gpu_generate(
        &mut self,
        gpu: &dyn GpuTarget,
        shape: &Fun<ArrayVar>,
        outputs: &[Fun<ArrayVar>],
        position: Option<&PositionFn>,
    ) {
        let cg = self.cg;
        let rank = shape.result_type().as_tuple().map_or(0, <[Type]>::len);
        let extent = self.params.ints(cg, rank);
        let outs: Vec<_> = outputs
            .iter()
            .map(|f| (f.result_type().clone(), self.params.ptrs(cg, f.result_type().leaves().len())))
            .collect();
        each_element(cg, gpu, &extent, position, &|ix, lin| {
            for (f, (elt, ptrs)) in outputs.iter().zip(&outs) {
                let v = self.lower(f, &[Val::index(ix)], FloatOrder::Strict);
                cg.store_element(elt, ptrs, lin, &v);
            }
        });
    }
}
