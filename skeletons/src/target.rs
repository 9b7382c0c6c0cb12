//! The [`Target`] trait: what generated code needs from the machine it runs on.
//!
//! Scalar lowering and the skeletons are written once against this trait. The CPU backend
//! implements it with LLVM's portable intrinsics and the C math library; the GPU backend
//! with libdevice and NVPTX's thread indices, barriers, shuffles and shared memory.

use inkwell::AddressSpace;
use inkwell::values::{BasicValueEnum, FloatValue, IntValue, PointerValue};
use systole_frontend::ScalarType;

use crate::lower::Codegen;

/// A math function LLVM has no single portable lowering for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MathFn {
    /// `e^x`.
    Exp,
    /// Natural logarithm.
    Ln,
    /// Sine.
    Sin,
    /// Cosine.
    Cos,
    /// Tangent.
    Tan,
    /// `x^y`.
    Pow,
    /// `atan2(y, x)`.
    Atan2,
}

impl MathFn {
    /// The C math library's name for the `f64` version (`sin`); the `f32` one adds `f`.
    pub fn libm_name(self) -> &'static str {
        match self {
            MathFn::Exp => "exp",
            MathFn::Ln => "log",
            MathFn::Sin => "sin",
            MathFn::Cos => "cos",
            MathFn::Tan => "tan",
            MathFn::Pow => "pow",
            MathFn::Atan2 => "atan2",
        }
    }
}

/// What differs between the machines kernels are generated for.
pub trait Target {
    /// A short name for messages and cache keys (`"cpu"`, `"nvptx"`).
    fn name(&self) -> &str;

    /// The address space arrays live in (0 on the CPU, 1, global, on NVPTX).
    fn global_space(&self) -> AddressSpace;

    /// Generates `f(args)` for float arguments of one type (`f32` or `f64`).
    fn math<'ctx>(&self, cg: &Codegen<'_, 'ctx>, f: MathFn, args: &[FloatValue<'ctx>]) -> FloatValue<'ctx>;

    /// The minimum (`max` false) or maximum of the integers `a` and `b` (`signed` or not),
    /// where the target needs a form of its own; `None`: LLVM's `llvm.{s,u}{min,max}`.
    fn int_min_max<'ctx>(
        &self,
        _cg: &Codegen<'_, 'ctx>,
        _max: bool,
        _signed: bool,
        _a: IntValue<'ctx>,
        _b: IntValue<'ctx>,
    ) -> Option<IntValue<'ctx>> {
        None
    }

    /// The remainder of the floats `a / b` with the sign of `a` (C's `fmod`, Rust's `%`:
    /// exact), where LLVM's `frem` is not exact on the machine; `None`: `frem`.
    fn float_rem<'ctx>(
        &self,
        _cg: &Codegen<'_, 'ctx>,
        _a: FloatValue<'ctx>,
        _b: FloatValue<'ctx>,
    ) -> Option<FloatValue<'ctx>> {
        None
    }

    /// The minimum (`max` false) or maximum of the floats `a` and `b` with the interpreter's
    /// meaning (IEEE 754-2019 `minimumNumber`/`maximumNumber`: a NaN ignored, `-0.0` below
    /// `+0.0`), where the machine has an instruction for it; `None`: compares and selects.
    fn float_min_max<'ctx>(
        &self,
        _cg: &Codegen<'_, 'ctx>,
        _max: bool,
        _a: FloatValue<'ctx>,
        _b: FloatValue<'ctx>,
    ) -> Option<FloatValue<'ctx>> {
        None
    }

    /// Whether a float multiply whose product an add or a subtract takes may become one
    /// fused multiply-add (one rounding instead of two) where the function's order is
    /// [`FloatOrder::Strict`](crate::lower::FloatOrder): the user's choice, off by default
    /// (results then equal the interpreter's bit for bit).
    fn fused_multiply_add(&self) -> bool {
        false
    }

    /// The scalar `t` at position `lin` of `ptr`, read once by the whole kernel (a segmented
    /// fold's elements, streamed past): where the machine's caches take a hint, one that
    /// evicts it first, so that data read again (the vector a sparse matrix gathers) stays;
    /// `None`: a plain load.
    fn load_streamed<'ctx>(
        &self,
        _cg: &Codegen<'_, 'ctx>,
        _t: ScalarType,
        _ptr: PointerValue<'ctx>,
        _lin: IntValue<'ctx>,
    ) -> Option<BasicValueEnum<'ctx>> {
        None
    }
}
