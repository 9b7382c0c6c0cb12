//! The host as a [`Target`]: LLVM's portable intrinsics, the C math library for the math
//! functions (called as the interpreter calls it, never folded by LLVM), and the host CPU's
//! name and features, so that LLVM uses the
//! widest vector instructions this machine has.

use inkwell::AddressSpace;
use inkwell::OptimizationLevel;
use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::module::Linkage;
use inkwell::targets::{CodeModel, InitializationConfig, RelocMode, Target as LlvmTarget, TargetMachine};
use inkwell::values::{BasicMetadataValueEnum, FloatValue, FunctionValue};
use systole_skeletons::{Codegen, MathFn, Target};

/// Code for the host CPU.
pub struct HostTarget {
    /// The CPU name LLVM detected (`skylake-avx512`, `znver4`, ...).
    pub cpu: String,
    /// The CPU's features (`+avx2,+fma,...`), and the tuning systole adds
    /// ([`HostTarget::detect`]).
    pub features: String,
}

impl HostTarget {
    /// The host, as LLVM sees it. Initialises LLVM's native target on first use.
    ///
    /// On AMD's CPUs (`znver*`) the vectoriser is told not to use gathers
    /// (`+prefer-no-gather`): it then loads the elements one by one into the vector. A
    /// sparse product's `x[cols[k]]` ran 2.5x faster so on a Zen 5 (`znver5`; `cargo bench
    /// --bench cpu`, docs/perf/2026-11-26-cpu-gathers.md), and a matrix product built from
    /// `generate` 17% slower. `SYSTOLE_CPU_FEATURES` adds LLVM features of the user's own
    /// (`+prefer-no-gather` elsewhere, `-prefer-no-gather` to undo it).
    pub fn detect() -> Result<HostTarget, String> {
        LlvmTarget::initialize_native(&InitializationConfig::default())?;
        let cpu = TargetMachine::get_host_cpu_name().to_string();
        let mut features = TargetMachine::get_host_cpu_features().to_string();
        if cpu.starts_with("znver") {
            features.push_str(",+prefer-no-gather");
        }
        if let Some(extra) = std::env::var("SYSTOLE_CPU_FEATURES").ok().filter(|f| !f.trim().is_empty()) {
            features.push(',');
            features.push_str(extra.trim().trim_start_matches(','));
        }
        Ok(HostTarget { cpu, features })
    }

    /// A target machine for the host at `-O3`.
    pub fn machine(&self) -> Result<TargetMachine, String> {
        self.machine_at(OptimizationLevel::Aggressive)
    }

    /// A target machine for the host whose code generation works at `level`.
    pub fn machine_at(&self, level: OptimizationLevel) -> Result<TargetMachine, String> {
        let triple = TargetMachine::get_default_triple();
        let target = LlvmTarget::from_triple(&triple).map_err(|e| e.to_string())?;
        target
            .create_target_machine(
                &triple,
                &self.cpu,
                &self.features,
                level,
                RelocMode::PIC,
                CodeModel::Default,
            )
            .ok_or_else(|| format!("LLVM cannot generate code for {triple} ({})", self.cpu))
    }

    /// Marks a function as compiled for this CPU.
    pub fn configure(&self, f: FunctionValue<'_>) {
        let ctx = f.get_type().get_context();
        f.add_attribute(AttributeLoc::Function, ctx.create_string_attribute("target-cpu", &self.cpu));
        f.add_attribute(
            AttributeLoc::Function,
            ctx.create_string_attribute("target-features", &self.features),
        );
    }
}

impl Target for HostTarget {
    fn name(&self) -> &str {
        "cpu"
    }

    fn global_space(&self) -> AddressSpace {
        AddressSpace::default()
    }

    /// A call of the C math library's function, marked `nobuiltin` so that LLVM neither
    /// folds it where its arguments are constants (with its own arithmetic, whose last bit
    /// may differ: `atan2f(7, 2^-23)` folded to 1.5707963 where the library, and so the
    /// interpreter, gives 1.5707964) nor turns it into another call. LLVM's intrinsics
    /// (`llvm.exp`, ...) would be folded the same way, so none is used.
    fn math<'ctx>(&self, cg: &Codegen<'_, 'ctx>, f: MathFn, args: &[FloatValue<'ctx>]) -> FloatValue<'ctx> {
        let ty = args[0].get_type();
        let values: Vec<BasicMetadataValueEnum<'ctx>> = args.iter().map(|&a| a.into()).collect();
        let suffix = if ty == cg.ctx.f32_type() { "f" } else { "" };
        let name = format!("{}{suffix}", f.libm_name());
        let decl = cg.module.get_function(&name).unwrap_or_else(|| {
            let params: Vec<_> = args.iter().map(|_| ty.into()).collect();
            cg.module.add_function(&name, ty.fn_type(&params, false), Some(Linkage::External))
        });
        let call = match cg.builder.build_call(decl, &values, "libm") {
            Ok(call) => call,
            Err(e) => unreachable!("internal error: the builder is positioned in a block: {e}"),
        };
        let nobuiltin = Attribute::get_named_enum_kind_id("nobuiltin");
        call.add_attribute(AttributeLoc::Function, cg.ctx.create_enum_attribute(nobuiltin, 0));
        match call.try_as_basic_value().basic() {
            Some(v) => v.into_float_value(),
            None => unreachable!("internal error: a math function returns a value"),
        }
    }
}
