//! Kernels to PTX: the GPU skeletons ([`systole_skeletons::grid`]) generate LLVM IR for the
//! [`NvptxTarget`], libdevice is linked in where a kernel calls a math function, LLVM
//! optimises at `-O3` and its NVPTX backend prints PTX. The CUDA driver then compiles the
//! PTX for the device when the module is loaded ([`crate::device`]).
//!
//! ```text
//!  Signature ──grid::module──► LLVM IR ──(+ libdevice)──► -O3 ──NVPTX──► PTX text
//! ```
//!
//! [`ptx`] needs no GPU: the tests generate every skeleton's PTX for sm_80 and sm_90 and
//! assemble it with `ptxas` in CI.
//!
//! `SYSTOLE_DUMP=llvm` prints each kernel's optimised LLVM IR to stderr, `SYSTOLE_DUMP=ptx`
//! its PTX, `SYSTOLE_DUMP=launch` each launch (`crate::device`).

use std::path::PathBuf;
use std::sync::OnceLock;
use std::time::Instant;

use inkwell::OptimizationLevel;
use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::passes::PassBuilderOptions;
use inkwell::targets::{
    CodeModel, FileType, InitializationConfig, RelocMode, Target as LlvmTarget, TargetMachine, TargetTriple,
};
use systole_frontend::Error;
use systole_frontend::ir::Consumer;
use systole_fusion::Kernel;
use systole_skeletons::Signature;
use systole_skeletons::effort::{Effort, PiecesFor};
use systole_skeletons::grid;
use systole_skeletons::grid::{BandShape, GridOptions, PersistentLoop, Stream3Shape, StreamShape};
use systole_skeletons::kernel::CompilePhases;

use crate::target::NvptxTarget;

/// The passes LLVM's NVPTX target puts at the start of its default pipelines
/// (`NVPTXTargetMachine::registerPassBuilderCallbacks`): a pipeline written out pass by pass
/// ([`Effort::passes`]) must name them, `nvvm-reflect` above all, which resolves
/// libdevice's `__nvvm_reflect` queries.
pub(crate) const NVPTX_START: &str = "function(nvvm-reflect,nvvm-intr-range),";

fn backend_error(message: impl Into<String>) -> Error {
    Error::Backend { backend: "gpu", message: message.into() }
}

/// Whether `SYSTOLE_DUMP` names `phase` (or `all`).
pub(crate) fn dumping(phase: &str) -> bool {
    std::env::var("SYSTOLE_DUMP")
        .map(|v| v.split(',').map(str::trim).any(|p| p == phase || p == "all"))
        .unwrap_or(false)
}

/// LLVM's NVPTX target machine for `target`, its code generation at `level`.
pub(crate) fn machine(target: &NvptxTarget, level: OptimizationLevel) -> Result<TargetMachine, Error> {
    static INIT: OnceLock<()> = OnceLock::new();
    INIT.get_or_init(|| LlvmTarget::initialize_nvptx(&InitializationConfig::default()));
    let triple = TargetTriple::create("nvptx64-nvidia-cuda");
    let llvm = LlvmTarget::from_triple(&triple)
        .map_err(|e| backend_error(format!("this LLVM has no NVPTX backend: {}", e.to_string_lossy())))?;
    llvm.create_target_machine(&triple, &target.cpu(), "", level, RelocMode::Default, CodeModel::Default)
        .ok_or_else(|| backend_error(format!("LLVM cannot generate code for {}", target.cpu())))
}

/// The PTX of a kernel: one `.entry` per [`systole_skeletons::kernel::Entry`], named
/// `symbol(prefix, entry)`.
pub fn ptx(
    target: &NvptxTarget,
    sig: &Signature,
    options: &GridOptions,
    prefix: &str,
) -> Result<String, Error> {
    generate(target, sig, options, prefix, dumping("llvm")).map(|code| code.ptx)
}

/// What [`generate`] makes of a kernel: its PTX and, where asked for, the optimised LLVM IR
/// it was printed from.
pub struct Code {
    /// The optimised LLVM IR, as text (where asked for).
    pub llvm: Option<String>,
    /// The PTX.
    pub ptx: String,
    /// How long generating, optimising and printing it took.
    pub phases: CompilePhases,
}

/// A kernel's optimised LLVM IR (where `keep_llvm`) and its PTX, as [`ptx`] makes them: the
/// code snapshots under `tests/out/` are these texts.
pub fn generate(
    target: &NvptxTarget,
    sig: &Signature,
    options: &GridOptions,
    prefix: &str,
    keep_llvm: bool,
) -> Result<Code, Error> {
    generate_with(target, sig, options, prefix, keep_llvm, None)
}

/// [`generate`], optimised by the pass pipeline `passes` where given instead of the kernel's
/// effort's (the tests compare pipelines).
pub(crate) fn generate_with(
    target: &NvptxTarget,
    sig: &Signature,
    options: &GridOptions,
    prefix: &str,
    keep_llvm: bool,
    passes: Option<&str>,
) -> Result<Code, Error> {
    generate_edited_with(target, sig, options, prefix, (keep_llvm, passes), &|_| {})
}

/// [`generate`]'s PTX of a kernel whose module `edit` changed before it was optimised (the
/// tests fix a parameter to a constant, to see which code LLVM can prove unreachable).
#[cfg(test)]
pub(crate) fn generate_edited(
    target: &NvptxTarget,
    sig: &Signature,
    options: &GridOptions,
    prefix: &str,
    edit: &dyn Fn(&inkwell::module::Module<'_>),
) -> Result<Code, Error> {
    generate_edited_with(target, sig, options, prefix, (false, None), edit)
}

/// [`generate_with`] of a module that `edit` changed before it was optimised.
fn generate_edited_with(
    target: &NvptxTarget,
    sig: &Signature,
    options: &GridOptions,
    prefix: &str,
    (keep_llvm, passes): (bool, Option<&str>),
    edit: &dyn Fn(&inkwell::module::Module<'_>),
) -> Result<Code, Error> {
    if let Kernel::Consumer(Consumer::Scan { input, .. }) = &sig.canonical
        && let Some(why) = grid::scan_unfit(&systole_skeletons::kernel::input_type(input, sig).0)
    {
        return Err(backend_error(why));
    }
    let start = Instant::now();
    // the options say whether multiplies fuse with their adds (`target`'s own setting is
    // the loop kernels')
    let target = &target.with_fused_multiply_add(options.fused_multiply_add_in(sig));
    let effort = options.effort(sig);
    let machine = machine(target, effort.codegen_level())?;
    let ctx = Context::create();
    let module = grid::module(&ctx, target, sig, options, prefix);
    edit(&module);
    let passes = passes.map_or_else(|| effort.passes(NVPTX_START), str::to_string);
    emit(&ctx, (target, &machine), &module, prefix, keep_llvm, start, (effort, &passes))
}

/// The optimised LLVM IR (where `keep_llvm`) and the PTX of a persistent band kernel for the
/// loop `lp` laid out as `shape` (`systole_skeletons::grid::band_module`): one entry,
/// `{prefix}_band`.
pub fn band(
    target: &NvptxTarget,
    lp: &PersistentLoop,
    shape: BandShape,
    prefix: &str,
    unsynchronised: bool,
    keep_llvm: bool,
) -> Result<Code, Error> {
    loop_kernel(target, lp, prefix, keep_llvm, |ctx| {
        grid::band_module(ctx, target, lp, shape, prefix, unsynchronised)
    })
}

/// The optimised LLVM IR (where `keep_llvm`) and the PTX of a streaming kernel for the loop
/// `lp` laid out as `shape` (`systole_skeletons::grid::stream_module`): one entry,
/// `{prefix}_stream`.
pub fn stream(
    target: &NvptxTarget,
    lp: &PersistentLoop,
    shape: StreamShape,
    prefix: &str,
    keep_llvm: bool,
) -> Result<Code, Error> {
    loop_kernel(target, lp, prefix, keep_llvm, |ctx| grid::stream_module(ctx, target, lp, shape, prefix))
}

/// The optimised LLVM IR (where `keep_llvm`) and the PTX of a 3D streaming kernel for the
/// loop `lp` laid out as `shape` (`systole_skeletons::grid::stream3_module`): one entry,
/// `{prefix}_stream3`.
pub fn stream3(
    target: &NvptxTarget,
    lp: &PersistentLoop,
    shape: Stream3Shape,
    prefix: &str,
    keep_llvm: bool,
) -> Result<Code, Error> {
    loop_kernel(target, lp, prefix, keep_llvm, |ctx| grid::stream3_module(ctx, target, lp, shape, prefix))
}

/// The optimised LLVM IR (where `keep_llvm`) and the PTX of the module `build` makes of a
/// loop kernel of `lp` (a band or a streaming kernel), at the effort of `lp`'s signature.
fn loop_kernel(
    target: &NvptxTarget,
    lp: &PersistentLoop,
    prefix: &str,
    keep_llvm: bool,
    build: impl for<'ctx> FnOnce(&'ctx Context) -> Module<'ctx>,
) -> Result<Code, Error> {
    let start = Instant::now();
    let effort = Effort::of(&lp.sig);
    let machine = machine(target, effort.codegen_level())?;
    let ctx = Context::create();
    let module = build(&ctx);
    let passes = effort.passes(NVPTX_START);
    emit(&ctx, (target, &machine), &module, prefix, keep_llvm || dumping("llvm"), start, (effort, &passes))
}

/// Verifies `module`, links libdevice where it calls it, optimises it with `passes` (those
/// of `effort`, LLVM's `-O3` in full or reduced) and prints its PTX (and its optimised IR,
/// where `keep_llvm`). `start` is when generating the module began.
fn emit<'ctx>(
    ctx: &'ctx Context,
    (target, machine): (&NvptxTarget, &TargetMachine),
    module: &Module<'ctx>,
    prefix: &str,
    keep_llvm: bool,
    start: Instant,
    (effort, passes): (Effort, &str),
) -> Result<Code, Error> {
    module.set_triple(&machine.get_triple());
    module.set_data_layout(&machine.get_target_data().get_data_layout());
    systole_skeletons::lower::verify(module)?;
    effort.cut_large_blocks(ctx, module, PiecesFor::Gpu)?;
    link_libdevice(ctx, module)?;
    if effort.is_reduced() {
        call_libdevice(ctx, module);
    }
    // only the kernels are seen from outside: libdevice's functions may be inlined and dropped
    for f in module.get_functions() {
        if f.count_basic_blocks() > 0 && !f.get_name().to_string_lossy().starts_with(prefix) {
            f.set_linkage(Linkage::Internal);
        }
    }
    // globals too, but those the host writes (`grid::WEIGHTS_GLOBAL`), which must keep their
    // name and shape
    for g in module.get_globals() {
        let named = g.get_name().to_string_lossy().starts_with(prefix);
        if !named && g.get_initializer().is_some() && !g.is_externally_initialized() {
            g.set_linkage(Linkage::Internal);
        }
    }
    let generated = Instant::now();
    module
        .run_passes(passes, machine, PassBuilderOptions::create())
        .map_err(|e| backend_error(format!("LLVM's optimiser failed: {}", e.to_string_lossy())))?;
    if effort.is_huge() {
        // NVPTX's code generation asks, at every call of an internal function, whether the
        // function's address is taken, by walking all its uses: a libdevice function
        // called 33,000 times (10^5 chained `sin`s) took 15 s of instruction selection.
        // Visible, the function is never asked about (and its calls keep the ABI's
        // alignment, all a scalar needs); the optimiser has dropped those not called.
        for f in module.get_functions() {
            if f.count_basic_blocks() > 0 && f.get_linkage() == Linkage::Internal {
                f.set_linkage(Linkage::External);
            }
        }
    }
    let optimised = Instant::now();
    let llvm = keep_llvm.then(|| module.print_to_string().to_string_lossy().into_owned());
    if let Some(text) = llvm.as_ref().filter(|_| dumping("llvm")) {
        eprintln!("{text}");
    }
    // a huge kernel's functions printed on threads of their own (`crate::parts`)
    let parts = match effort.is_huge() {
        true => crate::parts::print_in_parts(module, machine, crate::parts::threads(), &|| {
            self::machine(target, effort.codegen_level())
        })?,
        false => None,
    };
    let text = match parts {
        Some(text) => text,
        None => {
            let text = machine
                .write_to_memory_buffer(module, FileType::Assembly)
                .map_err(|e| backend_error(format!("LLVM could not emit PTX: {}", e.to_string_lossy())))?;
            String::from_utf8_lossy(text.as_slice()).trim_end_matches('\0').to_string()
        }
    };
    let phases = CompilePhases {
        generate: generated - start,
        optimise: optimised - generated,
        emit: optimised.elapsed(),
        effort,
    };
    if dumping("ptx") {
        eprintln!("{text}");
    }
    Ok(Code { llvm, ptx: text, phases })
}

/// Makes libdevice's functions in `module` calls rather than inlined code: a large kernel
/// (at [`Effort::Reduced`]) of many math functions then holds one copy of each, not one per
/// use, whose every copy LLVM and the driver's PTX compiler would otherwise work through
/// (libdevice marks its functions `alwaysinline`).
fn call_libdevice<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>) {
    let always = Attribute::get_named_enum_kind_id("alwaysinline");
    let never = ctx.create_enum_attribute(Attribute::get_named_enum_kind_id("noinline"), 0);
    for f in module.get_functions() {
        if f.count_basic_blocks() > 0 && f.get_name().to_string_lossy().starts_with("__nv_") {
            f.remove_enum_attribute(AttributeLoc::Function, always);
            f.add_attribute(AttributeLoc::Function, never);
        }
    }
}

/// Links NVIDIA's libdevice into `module` if it calls a libdevice function (`__nv_*`).
fn link_libdevice<'ctx>(ctx: &'ctx Context, module: &Module<'ctx>) -> Result<(), Error> {
    let needed = module
        .get_functions()
        .any(|f| f.count_basic_blocks() == 0 && f.get_name().to_string_lossy().starts_with("__nv_"));
    if !needed {
        return Ok(());
    }
    let path = libdevice().ok_or_else(|| {
        backend_error(
            "this kernel calls a math function (exp, log, sin, cos, tan, pow, atan2, a float `%`), which needs \
             NVIDIA's libdevice.10.bc, and none was found: install the CUDA toolkit, or \
             `pip install nvidia-cuda-nvcc-cu12`, or set SYSTOLE_LIBDEVICE to the file",
        )
    })?;
    let lib = Module::parse_bitcode_from_path(path, ctx)
        .map_err(|e| backend_error(format!("cannot read {}: {}", path.display(), e.to_string_lossy())))?;
    lib.set_triple(&module.get_triple());
    lib.set_data_layout(&module.get_data_layout());
    // libdevice asks `__nvvm_reflect("__CUDA_FTZ")`: keep denormals (as the CPU does)
    let i32_ = ctx.i32_type();
    module.add_basic_value_flag(
        "nvvm-reflect-ftz",
        inkwell::module::FlagBehavior::Override,
        i32_.const_zero(),
    );
    module
        .link_in_module(lib)
        .map_err(|e| backend_error(format!("cannot link libdevice: {}", e.to_string_lossy())))
}

/// Where libdevice is: `$SYSTOLE_LIBDEVICE`, the CUDA toolkit (`$CUDA_HOME`, `$CUDA_PATH`,
/// `/usr/local/cuda`), or the `nvidia-cuda-nvcc-cu12` Python wheel.
pub fn libdevice() -> Option<&'static PathBuf> {
    static PATH: OnceLock<Option<PathBuf>> = OnceLock::new();
    PATH.get_or_init(|| {
        if let Some(p) = std::env::var_os("SYSTOLE_LIBDEVICE") {
            return Some(PathBuf::from(p));
        }
        toolkit_file("nvvm/libdevice/libdevice.10.bc")
    })
    .as_ref()
}

/// `file` (a path under a CUDA toolkit's root) in the first of `$CUDA_HOME`, `$CUDA_PATH`,
/// `/usr/local/cuda` and the `nvidia-cuda-nvcc-cu12` wheel that holds it; Python is asked
/// where the wheel is only when none of the others does.
pub fn toolkit_file(file: &str) -> Option<PathBuf> {
    ["CUDA_HOME", "CUDA_PATH"]
        .iter()
        .filter_map(|v| std::env::var_os(v).map(PathBuf::from))
        .chain([PathBuf::from("/usr/local/cuda")])
        .chain(std::iter::once_with(nvcc_wheel).flatten())
        .map(|root| root.join(file))
        .find(|p| p.is_file())
}

/// The folder of the `nvidia-cuda-nvcc-cu12` wheel, as the machine's Python finds it.
pub fn nvcc_wheel() -> Option<PathBuf> {
    let out = std::process::Command::new("python3")
        .args(["-c", "import nvidia.cuda_nvcc as m; print(list(m.__path__)[0])"])
        .output()
        .ok()?;
    let dir = String::from_utf8(out.stdout).ok()?;
    let dir = PathBuf::from(dir.trim());
    (out.status.success() && dir.is_dir()).then_some(dir)
}
