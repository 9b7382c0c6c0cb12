//! The NVIDIA GPU backend as a [`Backend`]: kernels compiled by LLVM's NVPTX backend to PTX
//! and run through the CUDA driver (crate `systole-ptx`).

use std::sync::Arc;

use systole_frontend::{ArraysValue, Cancel};
use systole_fusion::Plan;
use systole_ptx::{
    BandShape, Device, GpuBackend, GpuProgram, KernelCompile, LoopShape, LoopStrategy, StartError,
    StencilStrategy, Stream3Shape, StreamShape, ThreadMapping, TileShape,
};

use crate::pipeline::dump;
use crate::{AccValue, Backend, Error, Executable};

/// Runs programs on an NVIDIA GPU (compute capability 7.0 or later).
///
/// Each kernel of the fused plan is generated as PTX for the device's architecture
/// (folds and scans from warp shuffles, permutes from atomics), loaded once per process and
/// launched on one stream. Arrays a program computes stay on the GPU until the host reads
/// them (`to_vec`, `as_slice`, `get`, ...); host arrays a program reads are uploaded once
/// and keep their GPU copy for later runs until they are dropped. The PTX of each kernel is
/// cached on disk like the CPU's code (`SYSTOLE_CACHE_DIR`; checked before it is loaded, see
/// [`crate::Cpu`]), and `SYSTOLE_DUMP=compile`
/// reports where each kernel came from; `SYSTOLE_DUMP=ptx` prints the PTX, and
/// `SYSTOLE_DUMP=launch` each launch (entry point, grid and block).
///
/// Math functions (`exp`, `ln`, `sin`, `cos`, `tan`, `pow`, `atan2`) come from NVIDIA's
/// libdevice: a program that uses them needs the CUDA toolkit (or
/// `pip install nvidia-cuda-nvcc-cu12`, or `SYSTOLE_LIBDEVICE`) on the machine that
/// compiles it. Their results may differ from the CPU's in the last bits.
///
/// ```no_run
/// use systole::prelude::*;
///
/// let gpu = Gpu::new(0)?;
/// let xs = use_array(&Array::from_fn([1 << 20], |[i]| i as f32));
/// let total = gpu.run(&xs.map(|x| x * 2.0).sum())?;
/// println!("{} on {}", total.value(), gpu.device_name());
/// # Ok::<(), systole::Error>(())
/// ```
#[derive(Clone)]
pub struct Gpu {
    backend: GpuBackend,
}

impl std::fmt::Debug for Gpu {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Gpu")
            .field("device", &self.device_name())
            .field("stencil_strategy", &self.stencil_strategy())
            .field("loops", &self.backend.options().loops())
            .field("graphs", &self.backend.options().graphs())
            .field("steps_per_exchange", &self.backend.options().steps_per_exchange())
            .finish()
    }
}

impl Gpu {
    /// The backend of GPU number `device_index` (0 is the first). Without a driver or a
    /// GPU this is [`Error::NoDevice`], which says what is missing.
    pub fn new(device_index: usize) -> Result<Gpu, Error> {
        match GpuBackend::new(device_index) {
            Ok(backend) => Ok(Gpu { backend }),
            Err(StartError::NoDevice(why)) => Err(Error::NoDevice(why)),
            Err(StartError::Failed(e)) => Err(Error::Language(e)),
        }
    }

    /// This GPU, computing stencils with `strategy` (the default,
    /// [`StencilStrategy::Auto`], computes each warp's tile of outputs from rows held in
    /// registers, taps moved between lanes by shuffles, where the stencil's footprint fits;
    /// [`StencilStrategy::Ssam`] moves partial sums instead, faster on most weighted sums
    /// but with float sums reassociated). A strategy applies where it can;
    /// [`Gpu::compile_report`] says which skeleton each stencil got and why. The device, its
    /// stream and its caches are shared with `self`.
    ///
    /// ```no_run
    /// use systole::prelude::*;
    /// use systole::StencilStrategy;
    ///
    /// let gpu = Gpu::new(0)?;
    /// let tiled = gpu.with_stencil_strategy(StencilStrategy::Ssam);
    /// let m = use_array(&Array::from_fn([512, 512], |[i, j]| (i + j) as f32));
    /// let blur = m.stencil(&Stencil::cube(1), Boundary::Clamp, |t| t.values().iter().fold(Exp::from(0.0f32), |a, &x| a + x));
    /// let (a, b) = (gpu.run(&blur)?.to_vec(), tiled.run(&blur)?.to_vec());
    /// assert!(a.iter().zip(&b).all(|(x, y)| (x - y).abs() <= 1e-5 * x.abs().max(1.0)));
    /// for kernel in tiled.compile_report(&explain(&blur)?)? {
    ///     println!("{kernel}"); // stencil ... SSAM partial sums of + (120 columns (4 a lane) x 16 rows per warp, 4 rows a step)
    /// }
    /// # Ok::<(), systole::Error>(())
    /// ```
    pub fn with_stencil_strategy(&self, strategy: StencilStrategy) -> Gpu {
        Gpu { backend: self.backend.with_options(self.backend.options().clone().with_stencil(strategy)) }
    }

    /// How this GPU computes stencils.
    pub fn stencil_strategy(&self) -> StencilStrategy {
        self.backend.options().stencil()
    }

    /// This GPU, walking the register tiles of stencils (`StencilStrategy::Auto`,
    /// `RegisterCache`, `Ssam`) in the `shape` given instead of the one the backend picks
    /// from the stencil's footprint (`None`: the backend's again): a warp computes `chunk`
    /// outputs along the stream dimension (the rows of a matrix, the planes of a volume),
    /// `step` at a time, loading the next step's rows while it computes this one's, and
    /// `block` rows of a volume's second dimension, and (`TileShape::with_columns`) each
    /// lane holds 1, 2, 4, 8 or 16 adjacent columns of every row (loaded and stored as one
    /// vector where rows are aligned to it; at most 16 bytes a lane), and
    /// (`TileShape::with_halo_lanes`) the halo columns sit in lanes of their own, tiles side
    /// by side, or tiles overlap by the halo. A tuning knob: results are the same under
    /// every shape; a shape whose rows would not fit in registers is not taken.
    ///
    /// ```no_run
    /// # use systole::prelude::*;
    /// use systole::TileShape;
    /// let gpu = Gpu::new(0)?;
    /// let deep = gpu.with_tile_shape(Some(TileShape::new(2, 64, 4)?.with_columns(2)?.with_halo_lanes(false)));
    /// let u = use_array(&Array::from_fn([64, 64, 64], |[i, j, k]| (i + j + k) as f32));
    /// let lap = u.stencil(&Stencil::star(1), Boundary::Clamp, |t| t.values().iter().fold(Exp::from(0.0f32), |a, &x| a + x));
    /// assert_eq!(gpu.run(&lap)?.to_vec(), deep.run(&lap)?.to_vec());
    /// # Ok::<(), systole::Error>(())
    /// ```
    pub fn with_tile_shape(&self, shape: Option<TileShape>) -> Gpu {
        Gpu { backend: self.backend.with_options(self.backend.options().clone().with_tile_shape(shape)) }
    }

    /// This GPU, mapping the threads of element-wise kernels (`generate`, fused `map`s) and
    /// of naive stencils of rank 2 and 3 to elements with `mapping` (the default is
    /// [`ThreadMapping::Linear`], the skeletons' own 2D grid). [`ThreadMapping::Column`]
    /// walks vertical strips, [`ThreadMapping::Zigzag`] reverses every other row of a strip,
    /// and [`ThreadMapping::custom`] takes a mapping of your own, written with scalar
    /// expressions ([`IndexMapping`](crate::IndexMapping)). An error if the mapping cannot be traced (a width of
    /// 0). The device, its stream and its caches are shared with `self`.
    ///
    /// ```no_run
    /// use systole::prelude::*;
    /// use systole::ThreadMapping;
    ///
    /// let gpu = Gpu::new(0)?;
    /// let strips = gpu.with_thread_mapping(ThreadMapping::Column { width: 32 })?;
    /// let m = use_array(&Array::from_fn([1024, 1024], |[i, j]| (i * 1024 + j) as f32));
    /// let blur = m.stencil(&Stencil::cube(4), Boundary::Clamp, |t| t.values().iter().fold(Exp::from(0.0f32), |a, &x| a + x));
    /// assert_eq!(gpu.run(&blur)?.to_vec(), strips.run(&blur)?.to_vec());
    /// # Ok::<(), systole::Error>(())
    /// ```
    pub fn with_thread_mapping(&self, mapping: ThreadMapping) -> Result<Gpu, Error> {
        let options = self.backend.options().clone().with_mapping(mapping)?;
        Ok(Gpu { backend: self.backend.with_options(options) })
    }

    /// How this GPU maps threads to elements.
    pub fn thread_mapping(&self) -> &ThreadMapping {
        self.backend.options().mapping()
    }

    /// This GPU, running `iterate` and `awhile` loops as `loops` says. By default
    /// ([`LoopStrategy::Auto`]) a loop whose body is one 2D stencil of its one array (for an
    /// `awhile`, a stencil run to a tolerance: see `docs/gpu.md#loops`) runs as one
    /// persistent kernel where the domain fits in the blocks' registers (its rows a
    /// multiple of 32, 64 or 128 columns: whole warps; its rows divided among as many blocks
    /// as the GPU holds at once), and as a loop from the host otherwise (its steps replayed
    /// as CUDA graphs where they can be: [`Gpu::with_graphs`]); [`LoopStrategy::Host`]
    /// always runs loops from the host. Results are the same either way, bit for bit (in
    /// IEEE order: not always under [`Gpu::with_fused_multiply_add`]).
    ///
    /// ```no_run
    /// use systole::prelude::*;
    /// use systole::LoopStrategy;
    ///
    /// let gpu = Gpu::new(0)?;
    /// let u0 = Array::from_fn([1024, 1024], |[i, j]| ((i * 7 + j * 3) % 11) as f32);
    /// let heat = |u: Acc<Matrix<f32>>| {
    ///     iterate(1000, u, |u| {
    ///         u.stencil(&Stencil::star(1), Boundary::Clamp, |t| {
    ///             t[[0, 0]] + 0.2 * (t[[-1, 0]] + t[[1, 0]] + t[[0, -1]] + t[[0, 1]] - 4.0 * t[[0, 0]])
    ///         })
    ///     })
    /// };
    /// let on_chip = gpu.compile(heat)?.run(&u0)?;
    /// let launched = gpu.with_loop_strategy(LoopStrategy::Host).compile(heat)?.run(&u0)?;
    /// assert_eq!(on_chip.to_vec(), launched.to_vec());
    /// # Ok::<(), systole::Error>(())
    /// ```
    pub fn with_loop_strategy(&self, loops: LoopStrategy) -> Gpu {
        Gpu { backend: self.backend.with_options(self.backend.options().clone().with_loops(loops)) }
    }

    /// This GPU, replaying the steps of loops it runs from the host as CUDA graphs (`true`,
    /// the default) or launching every kernel of every step (`false`). Where an `iterate` or
    /// an `awhile` is not one persistent kernel, its steps are captured once a run as CUDA
    /// graphs and replayed (an `iterate` 16 steps a graph, 15 where its state keeps a value two
    /// steps, an `awhile` one step a graph with
    /// its condition, read after each), where its step holds only kernels and reshapes whose
    /// shapes read no element and its state keeps its shapes; `explain` says which way each
    /// loop runs, and `SYSTOLE_DUMP=launch` why one that could not ran as launches. Results
    /// are the same either way, bit for bit. `SYSTOLE_GRAPHS=off` turns graphs off for the
    /// whole process.
    ///
    /// ```no_run
    /// use systole::prelude::*;
    ///
    /// let gpu = Gpu::new(0)?;
    /// let u0 = Array::from_fn([1000, 1000], |[i, j]| ((i * 7 + j * 3) % 11) as f32);
    /// // two stencils and a map a step: not one persistent kernel, a host loop
    /// let smooth = |u: Acc<Matrix<f32>>| {
    ///     iterate(500, u, |u| {
    ///         let v = u.stencil(&Stencil::star(1), Boundary::Clamp, |t| t[[-1, 0]] + t[[1, 0]] + t[[0, 0]]);
    ///         let w = v.stencil(&Stencil::star(1), Boundary::Clamp, |t| t[[0, -1]] + t[[0, 1]] + t[[0, 0]]);
    ///         w.map(|x| x / 9.0)
    ///     })
    /// };
    /// let replayed = gpu.compile(smooth)?.run(&u0)?;
    /// let launched = gpu.with_graphs(false).compile(smooth)?.run(&u0)?;
    /// assert_eq!(replayed.to_vec(), launched.to_vec());
    /// # Ok::<(), systole::Error>(())
    /// ```
    pub fn with_graphs(&self, graphs: bool) -> Gpu {
        Gpu { backend: self.backend.with_options(self.backend.options().clone().with_graphs(graphs)) }
    }

    /// This GPU, fusing each float multiply with the add or subtract that takes its product
    /// into one fused multiply-add (`true`: one rounding instead of two, as nvcc, XLA and
    /// Triton do by default), or keeping every float operation in program order (`false`,
    /// the default: results equal the interpreter's and the CPU's bit for bit). Nothing is
    /// reordered either way: `a * b + c * d` may become `fma(a, b, c * d)`, never a sum in
    /// another order. Results may then differ from the interpreter's in the last bits of
    /// each multiply-add. What it buys: a stencil's weighted sum of `n` taps takes `n`
    /// instructions instead of `2n - 1`, which is most of the work of an iterated stencil
    /// on chip (the persistent and streaming kernels of `iterate`: `docs/gpu.md`; figures in
    /// `docs/perf/2026-11-27-fused-multiply-adds.md`). Fused results may also differ between
    /// skeletons and loop strategies (which products fuse depends on the code around them),
    /// and a sort's kernels never fuse. `Exp::fma` asks for one fused multiply-add
    /// explicitly, under either setting.
    ///
    /// ```no_run
    /// use systole::prelude::*;
    ///
    /// let gpu = Gpu::new(0)?;
    /// let u0 = Array::from_fn([1024, 1024], |[i, j]| ((i * 7 + j * 3) % 11) as f32);
    /// let jacobi = |u: Acc<Matrix<f32>>| {
    ///     iterate(1000, u, |u| {
    ///         u.stencil(&Stencil::star(1), Boundary::Clamp, |t| {
    ///             t[[0, 0]] * 0.4 + (t[[-1, 0]] + t[[1, 0]] + t[[0, -1]] + t[[0, 1]]) * 0.15
    ///         })
    ///     })
    /// };
    /// let exact = gpu.compile(jacobi)?.run(&u0)?.to_vec();
    /// let fused = gpu.with_fused_multiply_add(true).compile(jacobi)?.run(&u0)?.to_vec();
    /// assert!(exact.iter().zip(&fused).all(|(x, y)| (x - y).abs() <= 1e-4 * x.abs().max(1.0)));
    /// # Ok::<(), systole::Error>(())
    /// ```
    pub fn with_fused_multiply_add(&self, on: bool) -> Gpu {
        let options = self.backend.options().clone().with_fused_multiply_add(on);
        Gpu { backend: self.backend.with_options(options) }
    }

    /// Whether this GPU fuses float multiplies with their adds
    /// ([`Gpu::with_fused_multiply_add`]).
    pub fn fused_multiply_add(&self) -> bool {
        self.backend.options().fused_multiply_add()
    }

    /// This GPU, its persistent kernels exchanging their halo rows every `steps` steps
    /// (temporal blocking: more steps an exchange, fewer barriers and more halo rows
    /// computed) instead of the backend's choice (`None`). A tuning knob: a number of steps
    /// whose halo does not fit a domain's band (its rows would pass a neighbour's, or take
    /// more than half a thread's registers) gives way to the backend's choice there, and
    /// `SYSTOLE_DUMP=launch` says so; [`Gpu::loop_shapes`] tells beforehand. An
    /// [`Error::Build`](crate::Error) for `Some(0)`.
    ///
    /// ```no_run
    /// use systole::prelude::*;
    ///
    /// let gpu = Gpu::new(0)?.with_steps_per_exchange(Some(2))?;
    /// let u0 = Array::from_fn([1024, 1024], |[i, j]| ((i * 7 + j * 3) % 11) as f64);
    /// let heat = gpu.compile(|u: Acc<Matrix<f64>>| {
    ///     iterate(1000, u, |u| u.stencil(&Stencil::star(1), Boundary::Clamp, |t| {
    ///         (t[[-1, 0]] + t[[1, 0]] + t[[0, -1]] + t[[0, 1]]) * 0.25
    ///     }))
    /// })?;
    /// let u = heat.run(&u0)?;
    /// # Ok::<(), systole::Error>(())
    /// ```
    pub fn with_steps_per_exchange(&self, steps: Option<u32>) -> Result<Gpu, Error> {
        if steps == Some(0) {
            return Err(Error::Language(systole_frontend::Error::Build(
                "a persistent kernel exchanges its halo rows every 1 step or more, not 0".into(),
            )));
        }
        let options = self.backend.options().clone().with_steps_per_exchange(steps);
        Ok(Gpu { backend: self.backend.with_options(options) })
    }

    /// How each `iterate` and `awhile` of `plan` runs when its domain has the `extent` given
    /// (one extent for every loop of the plan), in plan order: the persistent kernel's shape, or why it
    /// runs as launches from the host. The plan is [`explain`](crate::explain)'s (or
    /// [`explain_fn`](crate::explain_fn)'s, or `Compiled::plan`). One more check is made when
    /// the loop runs: that the GPU holds every block of the kernel at once (its registers
    /// permitting), which it does for the shapes this returns unless ptxas allots more
    /// registers than the backend planned for.
    ///
    /// ```no_run
    /// use systole::prelude::*;
    ///
    /// let gpu = Gpu::new(0)?;
    /// let plan = explain_fn(|u: Acc<Matrix<f32>>| {
    ///     iterate(100, u, |u| u.stencil(&Stencil::star(1), Boundary::Clamp, |t| t[[0, 0]] * 0.5 + t[[0, 1]] * 0.5))
    /// })?;
    /// for how in gpu.loop_shapes(&plan, &[1024, 1024]) {
    ///     match how {
    ///         Ok(shape) => println!("persistent kernel: {shape}"),
    ///         Err(why) => println!("host loop: {why}"),
    ///     }
    /// }
    /// # Ok::<(), systole::Error>(())
    /// ```
    pub fn loop_shapes(&self, plan: &Plan, extent: &[usize]) -> Vec<Result<BandShape, String>> {
        systole_ptx::loop_shapes(plan, extent, self.device().sms as usize, self.backend.options())
    }

    /// How each `iterate` and `awhile` of `plan` runs when its domain has `extent`, in plan
    /// order: one persistent kernel ([`Gpu::loop_shapes`]), or, where the domain does not
    /// fit on chip, launches of a streaming kernel of several steps each (temporal
    /// blocking; [`Gpu::with_stream_shape`]); why neither, if neither (a loop of launches
    /// from the host).
    ///
    /// ```no_run
    /// use systole::prelude::*;
    ///
    /// let gpu = Gpu::new(0)?;
    /// let plan = explain_fn(|u: Acc<Matrix<f32>>| {
    ///     iterate(100, u, |u| u.stencil(&Stencil::star(1), Boundary::Clamp, |t| t[[0, 0]] * 0.5 + t[[0, 1]] * 0.5))
    /// })?;
    /// for how in gpu.loop_runs(&plan, &[8192, 8192]) {
    ///     match how {
    ///         Ok(shape) => println!("{shape}"), // "streaming kernel: 4 steps a launch, ..."
    ///         Err(why) => println!("host loop: {why}"),
    ///     }
    /// }
    /// # Ok::<(), systole::Error>(())
    /// ```
    pub fn loop_runs(&self, plan: &Plan, extent: &[usize]) -> Vec<Result<LoopShape, String>> {
        systole_ptx::loop_runs(plan, extent, self.device().sms as usize, self.backend.options())
    }

    /// This backend with loops that a streaming kernel can run (an `iterate` of one 2D
    /// stencil, clamp or constant boundary) run by launches of one of `shape` wherever it
    /// fits, even where the domain would fit one persistent kernel (`None`: the backend's
    /// choice); an error saying why where `shape` has a 0. `shape` is `(columns, steps,
    /// rows)`: columns a lane, steps a launch and rows a warp's chunk. Where the shape does
    /// not fit a loop (its rows would take too many registers), that loop runs as before;
    /// [`Gpu::loop_runs`] and `explain()` say why.
    pub fn with_stream_shape(&self, shape: Option<(u32, u32, u32)>) -> Result<Gpu, Error> {
        let shape = match shape {
            Some((columns, steps, rows)) => Some(
                StreamShape::new(columns, steps, rows)
                    .map_err(|why| Error::Language(systole_frontend::Error::Build(why)))?,
            ),
            None => None,
        };
        let options = self.backend.options().clone().with_stream_shape(shape);
        Ok(Gpu { backend: self.backend.with_options(options) })
    }

    /// This backend with `iterate` loops of one 3D stencil that the 3D streaming kernel can
    /// run (clamp or constant boundary) run by launches of one of `shape` wherever it fits
    /// (`None`: the backend's choice, or the host loop where its model prefers that); an
    /// error saying why where `shape` has a 0 or more than 32 rows, or rows a thread that do
    /// not divide the tile's. `shape` is `(rows, steps, planes, thread_rows)`: rows of a
    /// block's tile (of 32 columns), steps a launch, planes of a block's chunk and rows of
    /// the tile a thread computes (1 or 2). Where the shape does not fit a loop (its halo
    /// would eat the tile, its windows take too many registers), that loop runs as a host
    /// loop; [`Gpu::loop_runs`] says why.
    pub fn with_stream3_shape(&self, shape: Option<(u32, u32, u32, u32)>) -> Result<Gpu, Error> {
        let shape = match shape {
            Some((rows, steps, planes, thread_rows)) => Some(
                Stream3Shape::new(rows, steps, planes)
                    .and_then(|s| s.with_thread_rows(thread_rows))
                    .map_err(|why| Error::Language(systole_frontend::Error::Build(why)))?,
            ),
            None => None,
        };
        let options = self.backend.options().clone().with_stream3_shape(shape);
        Ok(Gpu { backend: self.backend.with_options(options) })
    }

    /// For tests of the persistent kernels' exchange only: blocks that do not wait for
    /// their neighbours, and odd blocks slow to publish their rows.
    #[doc(hidden)]
    pub fn with_unsynchronised_exchange(&self) -> Gpu {
        Gpu {
            backend: self.backend.with_options(self.backend.options().clone().with_unsynchronised_exchange()),
        }
    }

    /// The fused plan of `program` and, for each of its kernels, the skeleton this GPU gives
    /// it where there is a choice, and why (a stencil's strategy, a thread mapping).
    /// Compiles nothing.
    ///
    /// ```no_run
    /// use systole::prelude::*;
    /// use systole::StencilStrategy;
    ///
    /// let gpu = Gpu::new(0)?.with_stencil_strategy(StencilStrategy::Ssam);
    /// let m = use_array(&Array::from_fn([512, 512], |[i, j]| (i + j) as f32));
    /// let smooth = m.stencil(&Stencil::star(1), Boundary::Clamp, |t| (t[[0, -1]] + t[[0, 1]]) * 0.5);
    /// println!("{}", gpu.explain(&smooth)?);
    /// // ...the plan...
    /// // kernel 0, stencil: SSAM partial sums of + (120 columns (4 a lane) x 16 rows per warp, 4 rows a step)
    /// # Ok::<(), systole::Error>(())
    /// ```
    pub fn explain<S: AccValue>(&self, program: &S) -> Result<GpuPlan, Error> {
        let plan = crate::explain(program)?;
        let kernels = systole_ptx::kernel_skeletons(&plan, self.backend.options())
            .into_iter()
            .map(|(kernel, skeleton)| (kernel, skeleton.unwrap_or_else(|| "its only skeleton".into())))
            .collect();
        let loops = systole_ptx::loop_skeletons(&plan, self.backend.options());
        Ok(GpuPlan { plan, kernels, loops })
    }

    /// The device's name (`NVIDIA H100 80GB HBM3`).
    pub fn device_name(&self) -> &str {
        &self.backend.device().name
    }

    /// The device.
    pub fn device(&self) -> &Arc<Device> {
        self.backend.device()
    }

    /// Compiles a plan and reports, per kernel, where its code came from and how long it
    /// took (what `SYSTOLE_DUMP=compile` prints).
    pub fn compile_report(&self, plan: &Plan) -> Result<Vec<KernelCompile>, Error> {
        Ok(self.backend.prepare(plan)?.compile_report().to_vec())
    }
}

/// A fused plan and what a GPU makes of each of its kernels ([`Gpu::explain`]).
#[derive(Debug)]
pub struct GpuPlan {
    /// The fused plan.
    pub plan: Plan,
    /// Each kernel's operation and skeleton, in plan order.
    pub kernels: Vec<(&'static str, String)>,
    /// How each `iterate` and `awhile` runs, in plan order (`iterate: ...`, `awhile: ...`).
    pub loops: Vec<String>,
}

impl std::fmt::Display for GpuPlan {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "{}", self.plan)?;
        for (k, (kernel, skeleton)) in self.kernels.iter().enumerate() {
            writeln!(f, "kernel {k}, {kernel}: {skeleton}")?;
        }
        for (k, how) in self.loops.iter().enumerate() {
            writeln!(f, "loop {k}, {how}")?;
        }
        Ok(())
    }
}

struct Program(GpuProgram);

impl Executable for Program {
    fn execute_with(&self, inputs: &[ArraysValue], cancel: &Cancel) -> Result<ArraysValue, Error> {
        Ok(self.0.run_with(inputs, cancel)?)
    }
}

impl Backend for Gpu {
    fn name(&self) -> &str {
        "gpu"
    }

    fn prepare_plan(&self, plan: &Plan) -> Result<Box<dyn Executable>, Error> {
        let program = self.backend.prepare(plan)?;
        if dump().compile {
            for k in program.compile_report() {
                eprintln!("systole: gpu kernel {k}");
            }
        }
        Ok(Box::new(Program(program)))
    }
}
