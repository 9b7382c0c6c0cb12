//! The NVIDIA GPU backend: every kernel of a fused plan compiled by LLVM's NVPTX backend to
//! PTX, loaded and launched through the CUDA driver (cudarc).
//!
//! ```text
//!  Plan ──prepare──► each kernel: Signature ─► PTX (memory / disk / grid skeletons + LLVM -O3)
//!   │                                           ─► CUDA module (the driver compiles it for the GPU)
//!   └────execute──► host steps (fusion::interp::execute) ─► GpuRunner: device arrays, parameters,
//!                                                           launches on one stream
//! ```
//!
//! - [`target`]: NVPTX as a `systole_skeletons::grid::GpuTarget` (thread indices, warp
//!   shuffles, memory barriers, libdevice math), and the architecture compiled for.
//! - [`compile`]: kernels to PTX (needs no GPU: CI checks the PTX with `ptxas`).
//! - [`device`]: the CUDA context, stream, memory (arrays stay on the GPU until the host reads
//!   them) and the module caches.
//! - [`run`]: launching kernels.
//!
//! The facade crate `systole` wraps this as `systole::Gpu`, which implements `Backend`.

pub mod compile;
pub mod device;
pub mod run;
pub mod target;

#[cfg(test)]
mod tests;

use std::collections::HashMap;
use std::sync::Arc;

use systole_frontend::{ArraysValue, Cancel, Error};
use systole_fusion::Plan;
use systole_skeletons::Signature;
use systole_skeletons::kernel::ParamLayout;

pub use device::{Device, GpuArray, StartError};
pub use systole_skeletons::grid::{
    GridOptions, IndexMapping, StencilSkeleton, StencilStrategy, ThreadMapping, TileShape,
};
pub use systole_skeletons::kernel::{KernelCompile, Source};
pub use target::NvptxTarget;

use run::{GpuRunner, PreparedKernel, kernel_id};

/// One GPU that runs compiled plans.
#[derive(Clone, Debug)]
pub struct GpuBackend {
    device: Arc<Device>,
    options: GridOptions,
}

impl GpuBackend {
    /// The backend of GPU number `index`.
    pub fn new(index: usize) -> Result<GpuBackend, StartError> {
        Ok(GpuBackend { device: Device::open(index)?, options: GridOptions::default() })
    }

    /// This backend with other choices of skeleton (the device and its caches are shared).
    pub fn with_options(&self, options: GridOptions) -> GpuBackend {
        GpuBackend { device: self.device.clone(), options }
    }

    /// The choices of skeleton this backend makes.
    pub fn options(&self) -> &GridOptions {
        &self.options
    }

    /// The device.
    pub fn device(&self) -> &Arc<Device> {
        &self.device
    }

    /// Compiles every kernel of `plan` (or finds it in a cache) and loads it on the device.
    pub fn prepare(&self, plan: &Plan) -> Result<GpuProgram, Error> {
        let plan = Arc::new(plan.clone());
        let mut kernels = HashMap::new();
        let mut report = Vec::new();
        for kernel in plan.kernels() {
            let sig = Signature::of(kernel, |v| plan.array_type(v).clone());
            let (code, compile) = self.device.kernel(&sig, &self.options)?;
            report.push(compile);
            let layout = ParamLayout::of(&sig);
            let stencil = self.options.stencil_skeleton(&sig);
            let mapped = self.options.position_for(&sig).is_some();
            kernels.insert(kernel_id(kernel), PreparedKernel { sig, layout, code, stencil, mapped });
        }
        Ok(GpuProgram { plan, kernels, device: self.device.clone(), report })
    }
}

/// What the GPU makes of each kernel of `plan` under `options`, in plan order: the kernel's
/// operation and, where there is a choice, the skeleton and why ([`GridOptions::describe`]).
/// Needs no GPU (what `systole::Gpu::explain` shows).
pub fn kernel_skeletons(plan: &Plan, options: &GridOptions) -> Vec<(&'static str, Option<String>)> {
    plan.kernels()
        .into_iter()
        .map(|k| {
            let sig = Signature::of(k, |v| plan.array_type(v).clone());
            (k.name(), options.describe(&sig))
        })
        .collect()
}

/// A plan whose kernels are loaded on a GPU, ready to run many times.
pub struct GpuProgram {
    plan: Arc<Plan>,
    kernels: HashMap<usize, PreparedKernel>,
    device: Arc<Device>,
    report: Vec<KernelCompile>,
}

impl GpuProgram {
    /// Runs the plan on `inputs` (one value per program input). The results stay on the GPU
    /// until read; this returns once the GPU has computed them (so that its errors are
    /// reported here).
    pub fn run(&self, inputs: &[ArraysValue]) -> Result<ArraysValue, Error> {
        self.run_with(inputs, &Cancel::new())
    }

    /// [`GpuProgram::run`], stopping with `Error::Cancelled` once `cancel` is set (looked at
    /// before each launch is queued and at every step of a loop; what is queued runs).
    pub fn run_with(&self, inputs: &[ArraysValue], cancel: &Cancel) -> Result<ArraysValue, Error> {
        let mut runner = GpuRunner { device: &self.device, kernels: &self.kernels };
        let result = systole_fusion::interp::execute(&self.plan, inputs, &mut runner, cancel)?;
        self.device.synchronize()?;
        Ok(result)
    }

    /// Where each kernel's code came from, and how long it took, in plan order.
    pub fn compile_report(&self) -> &[KernelCompile] {
        &self.report
    }
}
