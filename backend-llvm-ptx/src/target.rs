//! The NVPTX target: how generated code reads the thread hierarchy, shuffles values between
//! lanes, orders memory and calls math functions, and which GPU architecture LLVM compiles
//! for.
//!
//! Every NVVM intrinsic name the backend uses is in [`nvvm`] (they are renamed between
//! LLVM versions, so they stay in one place). Math functions that have no PTX instruction
//! (`exp`, `log`, `sin`, `cos`, `tan`, `pow`, `atan2`) call NVIDIA's libdevice (`__nv_expf`,
//! ...), which [`crate::compile`] links into the module; `sqrt`, `fabs`, `floor`, `ceil`,
//! `round`, `fma` are LLVM intrinsics that NVPTX lowers to single PTX instructions
//! (IEEE-rounded `sqrt.rn`, `div.rn`: no approximate math); float `min`/`max` are PTX
//! written out (`NvptxTarget::float_min_max`). Multiplies and adds stay apart (`mul.rn`,
//! `add.rn`) unless the target's `fused_multiply_add` lets them fuse into `fma.rn` (the
//! user's `GridOptions::with_fused_multiply_add`).
#![expect(
    clippy::expect_used,
    clippy::panic,
    reason = "code generation: every builder call is made at a position (`.expect(BUILDER)`), and \
              the NVVM intrinsics named here are those of LLVM 19; no user input reaches them"
)]

use inkwell::AddressSpace;
use inkwell::module::{Linkage, Module};
use inkwell::types::BasicTypeEnum;
use inkwell::types::FunctionType;
use inkwell::values::{
    BasicMetadataValueEnum, BasicValueEnum, FloatValue, FunctionValue, GlobalValue, IntValue, PointerValue,
};
use systole_frontend::ScalarType;
use systole_skeletons::grid::{GpuTarget, Shuffle, Special};
use systole_skeletons::{Codegen, MathFn, Target};

/// The GPU architectures LLVM 19's NVPTX backend knows, oldest first (sm_70 and later).
pub const KNOWN_ARCHES: &[u32] = &[70, 72, 75, 80, 86, 87, 89, 90];

/// Code for one NVIDIA GPU architecture.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NvptxTarget {
    /// The compute capability compiled for, as `major * 10 + minor` (`90` is `sm_90`).
    pub arch: u32,
    /// Whether a float multiply and the add that takes its product may fuse into one `fma`
    /// ([`Target::fused_multiply_add`]; `GridOptions::with_fused_multiply_add`).
    pub fused_multiply_add: bool,
}

impl NvptxTarget {
    /// The target of `arch` (`90` is `sm_90`), in IEEE order: no fused multiply-adds but
    /// those a program asks for.
    pub fn new(arch: u32) -> NvptxTarget {
        NvptxTarget { arch, fused_multiply_add: false }
    }

    /// This target, fusing float multiplies with the adds that take their products (`on`)
    /// or not.
    pub fn with_fused_multiply_add(&self, on: bool) -> NvptxTarget {
        NvptxTarget { fused_multiply_add: on, ..self.clone() }
    }

    /// The target for a device of compute capability `major.minor`: its own architecture
    /// when LLVM knows it, else the newest known one below it (PTX is forward compatible:
    /// the driver compiles it for the device). `None` below sm_70.
    pub fn for_compute_capability(major: u32, minor: u32) -> Option<NvptxTarget> {
        let cc = major * 10 + minor;
        KNOWN_ARCHES.iter().rev().find(|&&a| a <= cc).map(|&arch| NvptxTarget::new(arch))
    }

    /// The architecture's name (`sm_90`), LLVM's CPU name for it.
    pub fn cpu(&self) -> String {
        format!("sm_{}", self.arch)
    }
}

/// The NVVM intrinsics the backend uses, by what they do.
pub mod nvvm {
    use systole_skeletons::grid::{Shuffle, Special};

    /// The intrinsic reading a special register.
    pub fn special(reg: Special) -> String {
        let axis = |d: u8| ["x", "y", "z"][d as usize];
        match reg {
            Special::Thread(d) => format!("llvm.nvvm.read.ptx.sreg.tid.{}", axis(d)),
            Special::Block(d) => format!("llvm.nvvm.read.ptx.sreg.ctaid.{}", axis(d)),
            Special::BlockDim(d) => format!("llvm.nvvm.read.ptx.sreg.ntid.{}", axis(d)),
            Special::GridDim(d) => format!("llvm.nvvm.read.ptx.sreg.nctaid.{}", axis(d)),
        }
    }

    /// The `shfl.sync` intrinsic on `i32`, and its `c` operand (clamp and segment mask).
    pub fn shuffle(mode: Shuffle) -> (&'static str, u64) {
        match mode {
            Shuffle::Up => ("llvm.nvvm.shfl.sync.up.i32", 0),
            Shuffle::Down => ("llvm.nvvm.shfl.sync.down.i32", 0x1f),
            Shuffle::Index => ("llvm.nvvm.shfl.sync.idx.i32", 0x1f),
        }
    }

    /// `membar.gl`.
    pub const MEMBAR_GL: &str = "llvm.nvvm.membar.gl";
    /// `bar.sync 0`.
    pub const BARRIER: &str = "llvm.nvvm.barrier0";
    /// `bar.warp.sync` (mask).
    pub const WARP_SYNC: &str = "llvm.nvvm.bar.warp.sync";
    /// `vote.ballot.sync` (mask, predicate).
    pub const BALLOT: &str = "llvm.nvvm.vote.ballot.sync";

    /// `ld.global.nc` of a float or integer scalar or vector (pointer, alignment).
    pub fn load_readonly(float: bool) -> &'static str {
        if float { "llvm.nvvm.ldg.global.f" } else { "llvm.nvvm.ldg.global.i" }
    }
}

/// A call of libdevice's `__nv_{name}` (`__nv_{name}f` for `f32`) on float arguments of
/// one type, declared in the module on first use (linked in by `compile`).
fn libdevice<'ctx>(cg: &Codegen<'_, 'ctx>, name: &str, args: &[FloatValue<'ctx>]) -> FloatValue<'ctx> {
    let ty = args[0].get_type();
    let suffix = if ty == cg.ctx.f32_type() { "f" } else { "" };
    let name = format!("__nv_{name}{suffix}");
    let decl = cg.module.get_function(&name).unwrap_or_else(|| {
        let params: Vec<_> = args.iter().map(|_| ty.into()).collect();
        cg.module.add_function(&name, ty.fn_type(&params, false), Some(Linkage::External))
    });
    let values: Vec<_> = args.iter().map(|&a| a.into()).collect();
    cg.call(decl, &values).into_float_value()
}

impl Target for NvptxTarget {
    fn name(&self) -> &str {
        "nvptx"
    }

    fn fused_multiply_add(&self) -> bool {
        self.fused_multiply_add
    }

    /// `ld.global.nc` with an L2 policy of evict-first and no L1 line (sm_90: PTX 7.8; the
    /// policy made once, `createpolicy`), or `ld.global.cs.nc` (cache-streaming) where the
    /// PTX version has no cache hints (sm_80: LLVM writes PTX 7.0): a segmented fold's
    /// elements pass through L2 without pushing out the vector a sparse matrix gathers.
    /// Bytes take a plain load (PTX has no 8-bit registers).
    fn load_streamed<'ctx>(
        &self,
        cg: &Codegen<'_, 'ctx>,
        t: ScalarType,
        ptr: PointerValue<'ctx>,
        lin: IntValue<'ctx>,
    ) -> Option<BasicValueEnum<'ctx>> {
        if t.size_bytes() == 1 {
            return None;
        }
        let (kind, register) = asm_operand(t);
        // SAFETY (of the generated code): the caller reads inside the array
        let p = unsafe { cg.builder.build_in_bounds_gep(cg.mem_type(t), ptr, &[lin], "p") }.expect(BUILDER);
        let i64_ = cg.ctx.i64_type();
        let address = cg.builder.build_ptr_to_int(p, i64_, "address").expect(BUILDER);
        let value = inkwell::types::BasicType::fn_type(&cg.reg_type(t), &[i64_.into(), i64_.into()], false);
        if self.arch >= 90 {
            // a pure call: LLVM makes the policy once
            let policy = asm(
                cg,
                i64_.fn_type(&[], false),
                "createpolicy.fractional.L2::evict_first.b64 $0, 1.0;",
                "=l",
                &[],
                false,
            )?;
            let text = format!("ld.global.nc.L1::no_allocate.L2::cache_hint.{kind} $0, [$1], $2;");
            return asm(
                cg,
                value,
                &text,
                &format!("={register},l,l"),
                &[address.into(), policy.into()],
                false,
            );
        }
        let value = inkwell::types::BasicType::fn_type(&cg.reg_type(t), &[i64_.into()], false);
        asm(
            cg,
            value,
            &format!("ld.global.cs.nc.{kind} $0, [$1];"),
            &format!("={register},l"),
            &[address.into()],
            false,
        )
    }

    fn global_space(&self) -> AddressSpace {
        AddressSpace::from(1u16)
    }

    fn math<'ctx>(&self, cg: &Codegen<'_, 'ctx>, f: MathFn, args: &[FloatValue<'ctx>]) -> FloatValue<'ctx> {
        libdevice(cg, f.libm_name(), args)
    }

    /// libdevice's `fmod`, which is exact. NVPTX lowers LLVM's `frem` to `a - b trunc(a /
    /// b)`, whose quotient is rounded: `2e9 % 3.0` in `f32` gave a remainder far outside
    /// `(-3, 3)` on an H100 (a random program of the GPU suite, 2026-11-26).
    fn float_rem<'ctx>(
        &self,
        cg: &Codegen<'_, 'ctx>,
        a: FloatValue<'ctx>,
        b: FloatValue<'ctx>,
    ) -> Option<FloatValue<'ctx>> {
        Some(libdevice(cg, "fmod", &[a, b]))
    }

    /// Integers of at most 32 bits on sm_90 and later: a compare and a select, not `max`/
    /// `min`. ptxas (12.9 and 13.0, and the JIT of driver 580.159.04) fuses two 32-bit
    /// maxima or minima into a three-input `VIMNMX3` and drops the negation of an operand:
    /// `max(max(a, -b), -c)` becomes `max(a, b, -c)` (seen in the SASS; on an H100 half the
    /// results of such a program were wrong). A select is not fused. sm_80/sm_89 have no
    /// three-input form and keep LLVM's intrinsics; 64-bit integers are not affected.
    fn int_min_max<'ctx>(
        &self,
        cg: &Codegen<'_, 'ctx>,
        max: bool,
        signed: bool,
        a: IntValue<'ctx>,
        b: IntValue<'ctx>,
    ) -> Option<IntValue<'ctx>> {
        let width = a.get_type().get_bit_width();
        if self.arch < 90 || width > 32 {
            return None;
        }
        let i32_ = cg.ctx.i32_type();
        let widen = |v: IntValue<'ctx>| match (width, signed) {
            (32, _) => v,
            (_, true) => cg.builder.build_int_s_extend(v, i32_, "wide").expect(BUILDER),
            (_, false) => cg.builder.build_int_z_extend(v, i32_, "wide").expect(BUILDER),
        };
        let compare = format!("{}.{}32", if max { "gt" } else { "lt" }, if signed { "s" } else { "u" });
        let text = format!("{{ .reg .pred %p; setp.{compare} %p, $1, $2; selp.b32 $0, $1, $2, %p; }}");
        let ty = i32_.fn_type(&[i32_.into(), i32_.into()], false);
        let v = asm(cg, ty, &text, "=r,r,r", &[widen(a).into(), widen(b).into()], false)?.into_int_value();
        Some(if width == 32 {
            v
        } else {
            cg.builder.build_int_truncate(v, a.get_type(), "narrow").expect(BUILDER)
        })
    }

    /// PTX's `min.f32`/`max.f32` (`.f64`) ignore a NaN operand and order `-0.0` below `+0.0`
    /// whichever operand it is (checked on an H100: `min(+0, -0)` and `min(-0, +0)` are both
    /// `-0`, `max` both `+0`): the interpreter's meaning in one instruction. Written as PTX
    /// (a pure inline-asm call), not as an intrinsic: NVPTX's instruction combiner turns
    /// `llvm.nvvm.fmax.f` into `llvm.maxnum`, on which LLVM 19's simplifier crashes (see
    /// `Codegen::float_min_max`), and which leaves the sign of equal zeros open.
    fn float_min_max<'ctx>(
        &self,
        cg: &Codegen<'_, 'ctx>,
        max: bool,
        a: FloatValue<'ctx>,
        b: FloatValue<'ctx>,
    ) -> Option<FloatValue<'ctx>> {
        let t = if a.get_type() == cg.ctx.f32_type() { ScalarType::F32 } else { ScalarType::F64 };
        let (ptx, reg) = asm_operand(t);
        let text = format!("{}.{ptx} $0, $1, $2;", if max { "max" } else { "min" });
        let ty = a.get_type().fn_type(&[a.get_type().into(), a.get_type().into()], false);
        asm(cg, ty, &text, &format!("={reg},{reg},{reg}"), &[a.into(), b.into()], false)
            .map(|v| v.into_float_value())
    }
}

impl GpuTarget for NvptxTarget {
    fn special<'ctx>(&self, cg: &Codegen<'_, 'ctx>, reg: Special) -> IntValue<'ctx> {
        cg.intrinsic(&nvvm::special(reg), &[], &[]).into_int_value()
    }

    fn shuffle<'ctx>(
        &self,
        cg: &Codegen<'_, 'ctx>,
        mode: Shuffle,
        value: IntValue<'ctx>,
        lane_or_delta: IntValue<'ctx>,
    ) -> IntValue<'ctx> {
        let (name, c) = nvvm::shuffle(mode);
        let i32_ = cg.ctx.i32_type();
        let all = i32_.const_all_ones();
        cg.intrinsic(
            name,
            &[],
            &[all.into(), value.into(), lane_or_delta.into(), i32_.const_int(c, false).into()],
        )
        .into_int_value()
    }

    fn ballot<'ctx>(&self, cg: &Codegen<'_, 'ctx>, predicate: IntValue<'ctx>) -> IntValue<'ctx> {
        let all = cg.ctx.i32_type().const_all_ones();
        cg.intrinsic(nvvm::BALLOT, &[], &[all.into(), predicate.into()]).into_int_value()
    }

    fn match_any<'ctx>(&self, cg: &Codegen<'_, 'ctx>, label: IntValue<'ctx>, bits: u32) -> IntValue<'ctx> {
        let i32_ = cg.ctx.i32_type();
        let ty = i32_.fn_type(&[i32_.into()], false);
        // one block, so that each bit's test sets the predicate its ballot and its inversion
        // read (LLVM would test each bit twice, once for a register and once for the ballot;
        // ptxas sets the predicates of 7 bits with one `R2P`): 3 instructions a bit
        let mut text = String::from("{ .reg .pred p; .reg .b32 t, m; ");
        for bit in 0..bits {
            let (target, combine) = if bit == 0 { ("$0", "") } else { ("m", "and.b32 $0, $0, m; ") };
            text.push_str(&format!(
                "and.b32 t, $1, {}; setp.ne.u32 p, t, 0; vote.sync.ballot.b32 {target}, p, -1; \
                 @!p not.b32 {target}, {target}; {combine}",
                1u32 << bit
            ));
        }
        text.push('}');
        // side effects: a warp's lanes must reach it together, so LLVM must not move it
        asm(cg, ty, &text, "=r,r", &[label.into()], true).expect("a match returns its mask").into_int_value()
    }

    fn memory_barrier<'ctx>(&self, cg: &Codegen<'_, 'ctx>) {
        call_void(cg, nvvm::MEMBAR_GL, &[]);
    }

    fn acquire_fence<'ctx>(&self, cg: &Codegen<'_, 'ctx>) {
        let ty = cg.ctx.void_type().fn_type(&[], false);
        asm(cg, ty, "fence.acq_rel.gpu;", "~{memory}", &[], true);
    }

    fn shared_space(&self) -> AddressSpace {
        AddressSpace::from(3u16)
    }

    fn constant_space(&self) -> AddressSpace {
        AddressSpace::from(4u16)
    }

    fn warp_sync<'ctx>(&self, cg: &Codegen<'_, 'ctx>) {
        call_void(cg, nvvm::WARP_SYNC, &[cg.ctx.i32_type().const_all_ones().into()]);
    }

    fn block_barrier<'ctx>(&self, cg: &Codegen<'_, 'ctx>) {
        call_void(cg, nvvm::BARRIER, &[]);
    }

    fn load_acquire<'ctx>(&self, cg: &Codegen<'_, 'ctx>, ptr: PointerValue<'ctx>) -> IntValue<'ctx> {
        let i32_ = cg.ctx.i32_type();
        let address = cg.builder.build_ptr_to_int(ptr, cg.ctx.i64_type(), "address").expect(BUILDER);
        let ty = i32_.fn_type(&[cg.ctx.i64_type().into()], false);
        asm(cg, ty, "ld.acquire.gpu.global.u32 $0, [$1];", "=r,l,~{memory}", &[address.into()], true)
            .expect("a loaded value")
            .into_int_value()
    }

    fn store_release<'ctx>(&self, cg: &Codegen<'_, 'ctx>, ptr: PointerValue<'ctx>, value: IntValue<'ctx>) {
        let address = cg.builder.build_ptr_to_int(ptr, cg.ctx.i64_type(), "address").expect(BUILDER);
        let ty = cg.ctx.void_type().fn_type(&[cg.ctx.i64_type().into(), cg.ctx.i32_type().into()], false);
        asm(
            cg,
            ty,
            "st.release.gpu.global.u32 [$0], $1;",
            "l,r,~{memory}",
            &[address.into(), value.into()],
            true,
        );
    }

    fn opaque<'ctx>(&self, cg: &Codegen<'_, 'ctx>, v: IntValue<'ctx>) -> IntValue<'ctx> {
        let i64_ = cg.ctx.i64_type();
        let ty = i64_.fn_type(&[i64_.into()], false);
        asm(cg, ty, "mov.b64 $0, $1;", "=l,l", &[v.into()], false)
            .expect("a copy returns its value")
            .into_int_value()
    }

    fn sleep<'ctx>(&self, cg: &Codegen<'_, 'ctx>, ns: u32) {
        let ty = cg.ctx.void_type().fn_type(&[], false);
        asm(cg, ty, &format!("nanosleep.u32 {ns};"), "~{memory}", &[], true);
    }

    fn prefetch_l1<'ctx>(
        &self,
        cg: &Codegen<'_, 'ctx>,
        t: ScalarType,
        ptr: PointerValue<'ctx>,
        lin: IntValue<'ctx>,
    ) {
        let i64_ = cg.ctx.i64_type();
        let p =
            unsafe { cg.builder.build_in_bounds_gep(cg.mem_type(t), ptr, &[lin], "p") }.expect("an address");
        let address = cg.builder.build_ptr_to_int(p, i64_, "address").expect(BUILDER);
        let ty = cg.ctx.void_type().fn_type(&[i64_.into()], false);
        asm(cg, ty, "prefetch.global.L1 [$0];", "l", &[address.into()], true);
    }

    fn load_relaxed_u64<'ctx>(&self, cg: &Codegen<'_, 'ctx>, ptr: PointerValue<'ctx>) -> IntValue<'ctx> {
        let i64_ = cg.ctx.i64_type();
        let address = cg.builder.build_ptr_to_int(ptr, i64_, "address").expect(BUILDER);
        let ty = i64_.fn_type(&[i64_.into()], false);
        asm(cg, ty, "ld.relaxed.gpu.global.u64 $0, [$1];", "=l,l,~{memory}", &[address.into()], true)
            .expect("a loaded value")
            .into_int_value()
    }

    fn load_readonly<'ctx>(
        &self,
        cg: &Codegen<'_, 'ctx>,
        t: ScalarType,
        ptr: PointerValue<'ctx>,
        lin: IntValue<'ctx>,
        n: u32,
    ) -> Vec<BasicValueEnum<'ctx>> {
        let mt = cg.mem_type(t);
        let loaded: BasicTypeEnum<'ctx> = if n == 1 { mt } else { cg.mem_vector_type(t, n).into() };
        let p = unsafe { cg.builder.build_in_bounds_gep(mt, ptr, &[lin], "p") }.expect("an address");
        let align = cg.ctx.i32_type().const_int(u64::from(n) * t.size_bytes() as u64, false);
        let v = cg.intrinsic(
            nvvm::load_readonly(t.is_float()),
            &[loaded, p.get_type().into()],
            &[p.into(), align.into()],
        );
        let scalars: Vec<BasicValueEnum<'ctx>> = match n {
            1 => vec![v],
            _ => (0..n)
                .map(|i| {
                    let at = cg.ctx.i32_type().const_int(i.into(), false);
                    cg.builder.build_extract_element(v.into_vector_value(), at, "x").expect("an element")
                })
                .collect(),
        };
        scalars.into_iter().map(|x| cg.from_memory(t, x)).collect()
    }

    fn load_constant<'ctx>(
        &self,
        cg: &Codegen<'_, 'ctx>,
        t: ScalarType,
        global: GlobalValue<'ctx>,
        index: u32,
    ) -> BasicValueEnum<'ctx> {
        // written out, with side effects, so that LLVM keeps each read where it is
        if t.size_bytes() == 1 {
            // bytes: a load as any other (a register of 16 bits would take them)
            return cg.load(t, global.as_pointer_value(), cg.i64(index.into()));
        }
        let (kind, register) = asm_operand(t);
        let offset = index as usize * t.size_bytes();
        let name = global.get_name().to_string_lossy();
        let text = format!("ld.const.{kind} $0, [{name}+{offset}];");
        let ty = inkwell::types::BasicType::fn_type(&cg.reg_type(t), &[], false);
        asm(cg, ty, &text, &format!("={register}"), &[], true).expect("a value")
    }

    fn store_if<'ctx>(
        &self,
        cg: &Codegen<'_, 'ctx>,
        t: ScalarType,
        ptr: PointerValue<'ctx>,
        lin: IntValue<'ctx>,
        value: BasicValueEnum<'ctx>,
        predicate: IntValue<'ctx>,
    ) {
        let b = cg.builder;
        let (kind, register) = asm_operand(t);
        // bytes (`bool` as 0 or 1) go through a 16-bit register: PTX has no 8-bit ones
        let value = match t.size_bytes() {
            1 => {
                b.build_int_z_extend(value.into_int_value(), cg.ctx.i16_type(), "byte").expect(BUILDER).into()
            }
            _ => value,
        };
        // not `inbounds`: a lane that does not store may compute an address past the buffer
        let mt = cg.mem_type(t);
        let p = unsafe { b.build_gep(mt, ptr, &[lin], "p") }.expect(BUILDER);
        let i64_ = cg.ctx.i64_type();
        let address = b.build_ptr_to_int(p, i64_, "address").expect(BUILDER);
        let bool_ = cg.ctx.bool_type();
        let ty = cg.ctx.void_type().fn_type(&[i64_.into(), value.get_type().into(), bool_.into()], false);
        let text = format!("@$2 st.global.{kind} [$0], $1;");
        asm(
            cg,
            ty,
            &text,
            &format!("l,{register},b,~{{memory}}"),
            &[address.into(), value.into(), predicate.into()],
            true,
        );
    }

    fn store_vector_if<'ctx>(
        &self,
        cg: &Codegen<'_, 'ctx>,
        t: ScalarType,
        ptr: PointerValue<'ctx>,
        lin: IntValue<'ctx>,
        values: &[BasicValueEnum<'ctx>],
        predicate: IntValue<'ctx>,
    ) {
        let b = cg.builder;
        let (kind, register) = asm_operand(t);
        debug_assert!(matches!(values.len(), 2 | 4) && t.size_bytes() > 1, "a vector of 2 or 4 scalars");
        let mt = cg.mem_type(t);
        let p = unsafe { b.build_gep(mt, ptr, &[lin], "p") }.expect(BUILDER);
        let i64_ = cg.ctx.i64_type();
        let address = b.build_ptr_to_int(p, i64_, "address").expect(BUILDER);
        let n = values.len();
        let mut params: Vec<inkwell::types::BasicMetadataTypeEnum<'ctx>> = vec![i64_.into()];
        params.extend(values.iter().map(|v| inkwell::types::BasicMetadataTypeEnum::from(v.get_type())));
        params.push(cg.ctx.bool_type().into());
        let ty = cg.ctx.void_type().fn_type(&params, false);
        let operands: Vec<String> = (1..=n).map(|i| format!("${i}")).collect();
        let text = format!("@${} st.global.v{n}.{kind} [$0], {{{}}};", n + 1, operands.join(", "));
        let constraints = std::iter::once("l".to_string())
            .chain(std::iter::repeat_n(register.to_string(), n))
            .chain(["b".to_string(), "~{memory}".to_string()])
            .collect::<Vec<_>>()
            .join(",");
        let mut args: Vec<BasicMetadataValueEnum<'ctx>> = vec![address.into()];
        args.extend(values.iter().map(|&v| BasicMetadataValueEnum::from(v)));
        args.push(predicate.into());
        asm(cg, ty, &text, &constraints, &args, true);
    }

    fn load_shared_if<'ctx>(
        &self,
        cg: &Codegen<'_, 'ctx>,
        t: ScalarType,
        ptr: PointerValue<'ctx>,
        lin: IntValue<'ctx>,
        predicate: IntValue<'ctx>,
        otherwise: BasicValueEnum<'ctx>,
    ) -> BasicValueEnum<'ctx> {
        let b = cg.builder;
        let (kind, register) = asm_operand(t);
        let byte = t.size_bytes() == 1;
        let i16_ = cg.ctx.i16_type();
        // bytes go through a 16-bit register (PTX has no 8-bit ones)
        let otherwise = match byte {
            true => b.build_int_z_extend(otherwise.into_int_value(), i16_, "byte").expect(BUILDER).into(),
            false => otherwise,
        };
        let mt = cg.mem_type(t);
        let p = unsafe { b.build_gep(mt, ptr, &[lin], "p") }.expect(BUILDER);
        let i64_ = cg.ctx.i64_type();
        let address = b.build_ptr_to_int(p, i64_, "address").expect(BUILDER);
        let value_ty = otherwise.get_type();
        let ty = inkwell::types::BasicType::fn_type(
            &value_ty,
            &[i64_.into(), cg.ctx.bool_type().into(), value_ty.into()],
            false,
        );
        let mov = if byte { "b16".to_string() } else { kind.replace('f', "b") };
        let text = format!("mov.{mov} $0, $3; @$2 ld.shared.{kind} $0, [$1];");
        let v = asm(
            cg,
            ty,
            &text,
            &format!("={register},l,b,{register},~{{memory}}"),
            &[address.into(), predicate.into(), otherwise.into()],
            true,
        )
        .expect("a loaded value");
        match byte {
            true => b
                .build_int_truncate(v.into_int_value(), cg.reg_type(t).into_int_type(), "byte")
                .expect(BUILDER)
                .into(),
            false => v,
        }
    }

    fn store_relaxed_u64<'ctx>(
        &self,
        cg: &Codegen<'_, 'ctx>,
        ptr: PointerValue<'ctx>,
        value: IntValue<'ctx>,
    ) {
        let i64_ = cg.ctx.i64_type();
        let address = cg.builder.build_ptr_to_int(ptr, i64_, "address").expect(BUILDER);
        let ty = cg.ctx.void_type().fn_type(&[i64_.into(), i64_.into()], false);
        asm(
            cg,
            ty,
            "st.relaxed.gpu.global.u64 [$0], $1;",
            "l,l,~{memory}",
            &[address.into(), value.into()],
            true,
        );
    }

    fn mark_kernel<'ctx>(&self, module: &Module<'ctx>, f: FunctionValue<'ctx>, bounds: Option<(u32, u32)>) {
        let ctx = module.get_context();
        let annotate = |key: &str, value: u32| {
            let node = ctx.metadata_node(&[
                BasicMetadataValueEnum::PointerValue(f.as_global_value().as_pointer_value()),
                ctx.metadata_string(key).into(),
                ctx.i32_type().const_int(value.into(), false).into(),
            ]);
            module.add_global_metadata("nvvm.annotations", &node).expect("metadata of a kernel");
        };
        annotate("kernel", 1);
        if let Some((threads, blocks)) = bounds {
            annotate("maxntidx", threads);
            annotate("minctasm", blocks);
        }
    }
}

/// The PTX type of a memory access to a `t` and the inline-assembly constraint letter of the
/// register that holds it (a byte: a 16-bit register, PTX has no 8-bit ones).
fn asm_operand(t: ScalarType) -> (&'static str, char) {
    match t {
        ScalarType::F32 => ("f32", 'f'),
        ScalarType::F64 => ("f64", 'd'),
        ScalarType::Bool | ScalarType::I8 | ScalarType::U8 => ("b8", 'h'),
        ScalarType::I16 | ScalarType::U16 => ("b16", 'h'),
        ScalarType::I32 | ScalarType::U32 => ("b32", 'r'),
        ScalarType::I64 | ScalarType::U64 => ("b64", 'l'),
    }
}

/// A call of PTX written out (for what LLVM 19's NVPTX backend does not generate from IR:
/// acquire loads, release stores, whole 64-bit relaxed accesses, predicated stores, constant
/// reads where they are used, selects it would turn into `max`), `side_effects` or not (one
/// without is a pure function of its arguments, which LLVM may merge, move or drop); `None`
/// for a `void` one.
fn asm<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    ty: FunctionType<'ctx>,
    text: &str,
    constraints: &str,
    args: &[BasicMetadataValueEnum<'ctx>],
    side_effects: bool,
) -> Option<BasicValueEnum<'ctx>> {
    let code =
        cg.ctx.create_inline_asm(ty, text.into(), constraints.into(), side_effects, false, None, false);
    let call = cg.builder.build_indirect_call(ty, code, args, "").expect(BUILDER);
    call.try_as_basic_value().basic()
}

const BUILDER: &str = "internal error: LLVM builder misused";

/// A call of the NVVM intrinsic `name` that returns nothing (`Codegen::intrinsic` is for
/// those that return a value).
fn call_void<'ctx>(cg: &Codegen<'_, 'ctx>, name: &str, args: &[BasicMetadataValueEnum<'ctx>]) {
    let decl = inkwell::intrinsics::Intrinsic::find(name)
        .and_then(|i| i.get_declaration(cg.module, &[]))
        .unwrap_or_else(|| panic!("internal error: {name} is known to LLVM 19"));
    cg.builder.build_call(decl, args, "").expect(BUILDER);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_device_gets_its_own_architecture_or_the_newest_known_below() {
        assert_eq!(NvptxTarget::for_compute_capability(9, 0).unwrap().cpu(), "sm_90");
        assert_eq!(NvptxTarget::for_compute_capability(8, 6).unwrap().cpu(), "sm_86");
        // Blackwell (10.0, 12.0) is newer than LLVM 19: PTX for sm_90, compiled by the driver
        assert_eq!(NvptxTarget::for_compute_capability(10, 0).unwrap().cpu(), "sm_90");
        assert_eq!(NvptxTarget::for_compute_capability(8, 8).unwrap().cpu(), "sm_87");
        assert!(NvptxTarget::for_compute_capability(6, 1).is_none());
    }
}
