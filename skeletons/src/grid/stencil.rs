//! The straightforward stencil on the GPU: one thread per output element; a thread whose
//! every tap lands inside the inputs (the interior, computed by the host) reads them with
//! plain loads, and only the threads of the border pay for the boundary rule. Warps lie
//! along rows, so only the warps that touch the left or right edge, and the rows near the
//! top and bottom, take the checked path. The CPU's version is in `range.rs` (`stencil`).

use systole_frontend::ir::{Fun, StencilInput};
use systole_fusion::{ArrayVar, Input};

use super::{GpuTarget, each_element};
use crate::codegen::{KernelGen, StencilParams};
use crate::lower::ok;

impl<'ctx> KernelGen<'_, '_, 'ctx> {
    pub(super) fn gpu_stencil(
        &mut self,
        gpu: &dyn GpuTarget,
        f: &Fun<ArrayVar>,
        inputs: &[StencilInput<Input>],
    ) {
        let cg = self.cg;
        let StencilParams { extents, out_extent, lo, hi, out } = self.stencil_params(f, inputs);
        let elt = f.result_type().clone();
        each_element(cg, gpu, &out_extent, &|ix, lin| {
            let interior = self.inside(ix, &lo, &hi);
            let yes = cg.block("interior");
            let no = cg.block("border");
            let done = cg.block("done");
            ok(cg.builder.build_conditional_branch(interior, yes, no));
            for (block, checked) in [(yes, false), (no, true)] {
                cg.builder.position_at_end(block);
                let v = self.stencil_point(f, inputs, &extents, ix, checked);
                cg.store_element(&elt, &out, lin, &v);
                ok(cg.builder.build_unconditional_branch(done));
            }
            cg.builder.position_at_end(done);
        });
    }
}
