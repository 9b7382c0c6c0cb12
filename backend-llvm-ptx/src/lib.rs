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
//! - [`launch`]: how each entry is launched (block sizes, grids, whole tiles or not, pieces).
//! - [`run`]: running kernels: extents, outputs, parameters, launches.
//! - [`loops`]: loops run from the host, their steps captured once as CUDA graphs and
//!   replayed (where a loop is not one persistent kernel).
//!
//! The facade crate `systole` wraps this as `systole::Gpu`, which implements `Backend`.

pub mod compile;
pub mod device;
mod graph;
pub mod launch;
pub mod loops;
mod parts;
pub mod ptxas;
pub mod run;
mod staging;
pub mod target;

#[cfg(test)]
mod snapshots;
#[cfg(test)]
mod tests;

use std::collections::HashMap;
use std::sync::Arc;

use systole_frontend::{ArraysValue, Cancel, Error};
use systole_fusion::{Plan, Step};
use systole_skeletons::Signature;
use systole_skeletons::kernel::ParamLayout;

pub use device::{Device, FoldSegPath, GpuArray, StartError, TransferRates};
use systole_skeletons::grid;
pub use systole_skeletons::grid::{
    BandShape, GridOptions, IndexMapping, LoopShape, LoopStrategy, PersistentLoop, StencilSkeleton,
    StencilStrategy, Stream3Shape, StreamShape, ThreadMapping, TileShape,
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
            kernels.insert(
                kernel_id(kernel),
                PreparedKernel { sig, layout, code, stencil, mapped, shorter: Default::default() },
            );
        }
        let loops =
            persistent_loops(&plan).into_iter().filter_map(|(id, _, lp)| Some((id, lp.ok()?))).collect();
        let replayable = replayable_loops(&plan);
        let options = self.options.clone();
        Ok(GpuProgram { plan, kernels, loops, replayable, options, device: self.device.clone(), report })
    }
}

/// Every `iterate` and `awhile` of `plan`, by the address of its step, with its persistent
/// form or why it has none (`systole_skeletons::grid::persistent_loop`,
/// `systole_skeletons::grid::persistent_awhile`), and which of the two it is.
fn persistent_loops(plan: &Plan) -> Vec<(usize, &'static str, Result<PersistentLoop, String>)> {
    loop_steps(plan)
        .into_iter()
        .map(|(step, kind)| {
            let array_type = |v| plan.array_type(v).clone();
            let lp = match step {
                Step::Iterate { .. } => grid::persistent_loop(step, &array_type),
                _ => grid::persistent_awhile(step, &array_type),
            };
            (step as *const Step as usize, kind, lp)
        })
        .collect()
}

/// Every `iterate` and `awhile` of `plan`, in plan order, and which of the two it is.
fn loop_steps(plan: &Plan) -> Vec<(&Step, &'static str)> {
    let mut out = Vec::new();
    plan.body.visit(&mut |step| match step {
        Step::Iterate { .. } => out.push((step, "iterate")),
        Step::Awhile { .. } => out.push((step, "awhile")),
        _ => {}
    });
    out
}

/// Whether each loop of `plan` can have its steps replayed as CUDA graphs, or why not
/// ([`loops::graph_replay`]), by the address of its body.
fn replayable_loops(plan: &Plan) -> HashMap<usize, Result<(), String>> {
    let mut out = HashMap::new();
    plan.body.visit(&mut |step| {
        if let Step::Iterate { body, .. } | Step::Awhile { body, .. } = step {
            out.insert(std::ptr::from_ref(body) as usize, loops::graph_replay(step));
        }
    });
    out
}

/// How a loop of launches from the host runs under `options` (and `SYSTOLE_GRAPHS`): its
/// steps replayed as CUDA graphs, or one launch a kernel a step, and why.
fn host_loop(step: &Step, options: &GridOptions) -> String {
    match (options.graphs() && loops::graphs_allowed(), loops::graph_replay(step)) {
        (true, Ok(())) => format!(
            "its steps captured as CUDA graphs and replayed ({} steps a graph for an iterate; for \
             an awhile whose steps replace its state, one graph of a WHILE node running passes of \
             two steps until a condition says stop, where the driver has conditional nodes; else \
             graphs of 1, 2, 4 .. up to {} speculative steps, their conditions read after each \
             graph)",
            loops::STEPS_PER_GRAPH,
            loops::MOST_SPECULATIVE
        ),
        (false, _) => "one launch a kernel a step (CUDA graphs turned off)".into(),
        (true, Err(why)) => format!("one launch a kernel a step: {why}"),
    }
}

/// The persistent kernel's shape each `iterate` and `awhile` of `plan` gets under `options`
/// when its domain has the `extent` given, on a device of `sms` multiprocessors, in plan
/// order; why it gets none (and runs as a host loop), if it does not. Needs no GPU.
pub fn loop_shapes(
    plan: &Plan,
    extent: &[usize],
    sms: usize,
    options: &GridOptions,
) -> Vec<Result<BandShape, String>> {
    persistent_loops(plan)
        .into_iter()
        .map(|(_, _, lp)| {
            let lp = lp?;
            match (options.loops(), extent) {
                (LoopStrategy::Host, _) => {
                    Err("LoopStrategy::Host: a loop on the host, its steps replayed as CUDA graphs where \
                     they can be"
                        .into())
                }
                (_, &[ny, nx]) => BandShape::choose(&lp, ny, nx, sms, options.steps_per_exchange())
                    .or_else(|_| BandShape::choose(&lp, ny, nx, sms, None)),
                _ => Err(format!("the state has rank {}; persistent kernels need rank 2", extent.len())),
            }
        })
        .collect()
}

/// How each `iterate` and `awhile` of `plan` runs under `options` when its domain has the
/// `extent` given, on a device of `sms` multiprocessors, in plan order: one persistent
/// kernel ([`loop_shapes`]), else launches of a streaming kernel of several steps each
/// ([`StreamShape::choose`]; first, where the user chose a streaming shape); why neither,
/// if neither (a loop of launches from the host, its steps replayed as CUDA graphs where
/// they can be). Needs no GPU.
pub fn loop_runs(
    plan: &Plan,
    extent: &[usize],
    sms: usize,
    options: &GridOptions,
) -> Vec<Result<LoopShape, String>> {
    persistent_loops(plan)
        .into_iter()
        .zip(loop_shapes(plan, extent, sms, options))
        .map(|((_, _, lp), band)| {
            let lp = lp?;
            if options.loops() == LoopStrategy::Host {
                return band.map(LoopShape::Band);
            }
            if let &[nz, ny, nx] = extent {
                return Stream3Shape::choose(&lp, [nz, ny, nx], sms, options.stream3_shape())
                    .map(LoopShape::Stream3)
                    .map_err(|why| format!("not streamed ({why})"));
            }
            let &[ny, nx] = extent else { return band.map(LoopShape::Band) };
            let stream = StreamShape::choose(&lp, ny, nx, sms, options.stream_shape());
            match (band, stream) {
                // a user's streaming shape runs where it fits, before a band
                (_, Ok(s)) if options.stream_shape().is_some() => Ok(LoopShape::Stream(s)),
                (Ok(b), _) => Ok(LoopShape::Band(b)),
                (Err(_), Ok(s)) => Ok(LoopShape::Stream(s)),
                (Err(band), Err(why)) => Err(format!("no persistent kernel ({band}); not streamed ({why})")),
            }
        })
        .collect()
}

/// What the GPU makes of each `iterate` and `awhile` of `plan` under `options`, in plan
/// order (each line names which it is): a persistent kernel where the domain fits (decided
/// when it runs), or a host loop, and why; and how a host loop runs (its steps replayed as
/// CUDA graphs, or one launch a kernel a step, and why: [`loops`]). Needs no GPU (what
/// `systole::Gpu::explain` shows).
pub fn loop_skeletons(plan: &Plan, options: &GridOptions) -> Vec<String> {
    persistent_loops(plan)
        .into_iter()
        .zip(loop_steps(plan))
        .map(|((_, kind, lp), (step, _))| {
            let host = host_loop(step, options);
            match (options.loops(), lp) {
                (LoopStrategy::Host, _) => {
                    format!("{kind}: a loop of launches from the host (LoopStrategy::Host), {host}")
                }
                (_, Ok(lp)) if lp.planes.is_some() => {
                    let streamed = match grid::stream3_qualifies(&lp) {
                        Ok(()) => "launches of the 3D streaming kernel of several steps each (temporal \
                                   blocking: tiles of planes streamed along the planes, each step a \
                                   stage in registers) where the model says it is faster (256³ f32 on \
                                   an H100), else "
                            .to_string(),
                        Err(why) => format!("(not streamed: {why}) "),
                    };
                    format!(
                        "{kind}: {streamed}a loop of launches from the host, {host}; its taps reach {} \
                         plane(s), {} row(s) and {} column(s) each way",
                        lp.planes.map_or(0, |[b, a]| b.max(a)),
                        lp.below[0].max(lp.above[0]),
                        lp.below[1].max(lp.above[1])
                    )
                }
                (_, Ok(lp)) => {
                    let how = match &lp.until {
                        None => "the domain kept in registers, halo rows exchanged every few steps",
                        Some(_) => {
                            "the domain kept in registers; every few steps the blocks exchange their \
                             halo rows and combine each step's change across the grid, and all stop at \
                             the first step whose change fails the condition"
                        }
                    };
                    let streamed = match grid::stream_qualifies(&lp) {
                        Ok(()) => "launches of a streaming kernel of several steps each (temporal \
                                   blocking; 8192² f32 on an H100) where the model says it is faster, \
                                   else "
                            .to_string(),
                        Err(why) if lp.until.is_none() => format!("(not streamed: {why}) "),
                        Err(_) => String::new(),
                    };
                    format!(
                        "{kind}: a persistent kernel ({how}) where the domain fits the limits of \
                         docs/gpu.md#loops (1024² f32 on an H100 does), else {streamed}a loop of \
                         launches from the host, {host}; its taps reach {} row(s) and {} column(s) \
                         each way",
                        lp.below[0].max(lp.above[0]),
                        lp.below[1].max(lp.above[1])
                    )
                }
                (_, Err(why)) => format!(
                    "{kind}: a loop of launches from the host, {host}; not one persistent kernel: {why}"
                ),
            }
        })
        .collect()
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
    loops: HashMap<usize, PersistentLoop>,
    /// Whether each loop's steps can be replayed as CUDA graphs ([`replayable_loops`]).
    replayable: HashMap<usize, Result<(), String>>,
    options: GridOptions,
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
    /// before each launch is queued and at every step of a loop; what is queued runs, a
    /// loop run as one persistent kernel is one launch, and a graph of an `iterate`'s steps
    /// ([`loops`]) is one launch of up to [`loops::STEPS_PER_GRAPH`] steps, of an `awhile`'s
    /// up to [`loops::MOST_SPECULATIVE`]).
    pub fn run_with(&self, inputs: &[ArraysValue], cancel: &Cancel) -> Result<ArraysValue, Error> {
        let mut runner = GpuRunner {
            device: &self.device,
            kernels: &self.kernels,
            loops: &self.loops,
            replayable: &self.replayable,
            options: &self.options,
            arena: std::cell::RefCell::new(None),
        };
        let result = systole_fusion::interp::execute(&self.plan, inputs, &mut runner, cancel)?;
        self.device.synchronize()?;
        Ok(result)
    }

    /// Where each kernel's code came from, and how long it took, in plan order.
    pub fn compile_report(&self) -> &[KernelCompile] {
        &self.report
    }
}
