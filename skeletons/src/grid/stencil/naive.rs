//! The naive stencil: one thread per output element, over the element-wise grid
//! ([`each_element`], thread mappings included). A thread whose every tap lands inside the
//! inputs (the interior, computed by the host) reads them with plain loads; only the
//! threads of the border pay for the boundary rule. Warps lie along rows, so only the
//! warps that touch the left or right edge, and the rows near the top and bottom, take the
//! checked path. Every tap is a load (most hit the L1 cache). A large kernel
//! ([`Effort::Reduced`]) has one copy of the function, every thread through the boundary
//! rule. The CPU's version is in `range.rs` (`stencil`).

use systole_frontend::ir::{Fun, StencilInput};
use systole_fusion::{ArrayVar, Input};

use super::super::{GpuTarget, PositionFn, each_element};
use crate::codegen::{KernelGen, StencilParams};
use crate::effort::Effort;

impl KernelGen<'_, '_, '_> {
    pub(super) fn naive_stencil(
        &mut self,
        gpu: &dyn GpuTarget,
        f: &Fun<ArrayVar>,
        inputs: &[StencilInput<Input>],
        position: Option<&PositionFn>,
    ) {
        let cg = self.cg;
        let StencilParams { extents, out_extent, lo, hi, out } = self.stencil_params(f, inputs);
        let elt = f.result_type().clone();
        each_element(cg, gpu, &out_extent, position, &|ix, lin| {
            let point = |checked: bool| {
                let v = self.stencil_point(f, inputs, &extents, ix, checked);
                cg.store_element(&elt, &out, lin, &v);
            };
            // a large kernel's function is generated once, every tap through its boundary
            // rule (see `crate::effort`)
            if Effort::of(self.sig).is_reduced() {
                point(true);
            } else {
                cg.if_else(self.inside(ix, &lo, &hi), || point(false), || point(true));
            }
        });
    }
}
