//! Scalar functions to LLVM IR: every [`Expr`] of a [`Fun`] becomes instructions at the
//! builder's position.
//!
//! Values are [`Val`]s: a scalar LLVM value, or a tuple of them (tuples never reach LLVM as
//! aggregates; they are flattened into their leaves, as arrays store them). A `bool` is an
//! `i1` in registers and a byte in memory. Nodes are lowered in one forward pass; a loop's
//! range is lowered between the loop's head and its test, with a stack of the loops open
//! (no recursion, however deep loops nest).
//!
//! The compiled meaning of the operations the interpreter reports as errors, chosen so that
//! no input makes generated code undefined:
//! - integer division and remainder by zero give 0 (and `MIN / -1` wraps, as in the
//!   interpreter);
//! - reading an array out of bounds reads the nearest element (each coordinate clamped), and
//!   reading an empty array reads 0;
//! - float to integer casts saturate and send NaN to 0 (Rust's `as`).
//!
//! Everything else is exactly the interpreter's: integers wrap, shifts take the amount modulo
//! the width, float `min`/`max` ignore a NaN and put `-0.0` below `+0.0` (IEEE 754-2019
//! `minimumNumber`/`maximumNumber`), `round` rounds half away from zero.
#![expect(
    clippy::expect_used,
    clippy::panic,
    reason = "code generation from a validated plan: functions keep `Fun::check`'s invariants and \
              their types, LLVM's builder fails only when unpositioned and intrinsics are those of \
              LLVM 19, so no user input reaches these panics"
)]

use std::cell::RefCell;

use inkwell::basic_block::BasicBlock;
use inkwell::builder::Builder;
use inkwell::context::Context;
use inkwell::intrinsics::Intrinsic;
use inkwell::module::Module;
use inkwell::types::{BasicType, BasicTypeEnum};
use inkwell::values::{
    BasicMetadataValueEnum, BasicValue, BasicValueEnum, FloatValue, FunctionValue, InstructionValue,
    IntValue, PhiValue, PointerValue,
};
use inkwell::{AddressSpace, FloatPredicate, IntPredicate};
use systole_frontend::elt::Scalar;
use systole_frontend::ir::{BinOp, Expr, ExprId, Fun, UnOp};
use systole_frontend::{ScalarType, Type};
use systole_fusion::ArrayVar;

use crate::target::{MathFn, Target};

/// A value in generated code: a scalar or a tuple of values.
#[derive(Clone, Debug)]
pub enum Val<'ctx> {
    /// An LLVM scalar (`i1` for `bool`).
    Scalar(BasicValueEnum<'ctx>),
    /// A tuple.
    Tuple(Vec<Val<'ctx>>),
}

impl<'ctx> Val<'ctx> {
    /// The scalar, for a value known to be one.
    pub fn scalar(&self) -> BasicValueEnum<'ctx> {
        match self {
            Val::Scalar(v) => *v,
            Val::Tuple(_) => panic!("internal error: a tuple where a scalar was expected"),
        }
    }

    /// The integer, for a value known to be one.
    pub fn int(&self) -> IntValue<'ctx> {
        self.scalar().into_int_value()
    }

    /// The components, for a value known to be a tuple.
    pub fn fields(&self) -> &[Val<'ctx>] {
        match self {
            Val::Tuple(xs) => xs,
            Val::Scalar(_) => panic!("internal error: a scalar where a tuple was expected"),
        }
    }

    /// The scalar leaves, in order.
    pub fn leaves(&self) -> Vec<BasicValueEnum<'ctx>> {
        match self {
            Val::Scalar(v) => vec![*v],
            Val::Tuple(xs) => xs.iter().flat_map(Val::leaves).collect(),
        }
    }

    /// Rebuilds a value of type `ty` from its leaves (the inverse of [`Val::leaves`]).
    pub fn from_leaves(ty: &Type, leaves: &mut impl Iterator<Item = BasicValueEnum<'ctx>>) -> Val<'ctx> {
        match ty {
            Type::Scalar(_) => Val::Scalar(leaves.next().expect("one leaf per scalar")),
            Type::Tuple(ts) => Val::Tuple(ts.iter().map(|t| Val::from_leaves(t, leaves)).collect()),
        }
    }

    /// An index (a tuple of `i64`).
    pub fn index(ix: &[IntValue<'ctx>]) -> Val<'ctx> {
        Val::Tuple(ix.iter().map(|&i| Val::Scalar(i.into())).collect())
    }

    /// The components of an index.
    pub fn to_index(&self) -> Vec<IntValue<'ctx>> {
        self.fields().iter().map(Val::int).collect()
    }
}

/// A manifest array as generated code sees it: its extent and one pointer per leaf.
#[derive(Clone, Debug)]
pub struct ArrayRef<'ctx> {
    /// The extent of each dimension (`i64`).
    pub shape: Vec<IntValue<'ctx>>,
    /// One pointer per scalar leaf of the element type (never dangling: an empty array's
    /// pointers point at zeros, see the module documentation).
    pub leaves: Vec<PointerValue<'ctx>>,
    /// The element type.
    pub elt: Type,
    /// A position the kernel checked lies inside the array (a fold's loop position, after
    /// comparing the loop's bound with the array's size): a linear read at exactly this
    /// value (of a vector, an indexed one too) is a plain load, which LLVM can vectorise;
    /// any other is clamped.
    pub inside: Option<IntValue<'ctx>>,
    /// Whether the position after [`ArrayRef::inside`] lies inside the array too (a fold of
    /// rows reading a vector at the row's number and the next, as CSR offsets are read): a
    /// read of a vector at exactly `inside + 1` is a plain load.
    pub next_inside: bool,
    /// A column `j` such that every read of this vector is at `x + j` for an `x` the kernel
    /// checked keeps `x + j` inside the array (a fold of short rows, [`crate::range`]): a
    /// read of the vector at an `add` of `j` is a plain load.
    pub inside_column: Option<IntValue<'ctx>>,
    /// Where the reads at [`ArrayRef::inside`] (and the next) load from instead
    /// ([`InsideFrom`]).
    pub inside_from: Option<InsideFrom<'ctx>>,
}

/// The reads of an array at [`ArrayRef::inside`] from a base: the leaves advanced to a base
/// position, and `inside`'s distance from it (an `i64` that LLVM knows is a zero-extended
/// `i32`), so that a kernel reading a run of positions from a base (a segmented fold's
/// tile) forms each address with one 32-bit multiply-add instead of 64-bit arithmetic.
#[derive(Clone, Debug)]
pub struct InsideFrom<'ctx> {
    /// The leaves, advanced to the base.
    pub leaves: Vec<PointerValue<'ctx>>,
    /// The position's distance from the base.
    pub local: IntValue<'ctx>,
    /// Whether the reads are streamed past the caches ([`Target::load_streamed`](crate::Target)).
    pub streamed: bool,
}

impl<'ctx> ArrayRef<'ctx> {
    /// The element at [`ArrayRef::inside`] (`lin`), or the one after it where `next`: from
    /// [`ArrayRef::inside_from`] where it is set.
    fn load_inside(&self, cg: &Codegen<'_, 'ctx>, lin: IntValue<'ctx>, next: bool) -> Val<'ctx> {
        match &self.inside_from {
            Some(from) => {
                let at = if next { cg.add(from.local, cg.i64(1)) } else { from.local };
                let mut values = self.elt.leaves().into_iter().zip(&from.leaves).map(|(t, &p)| {
                    match from.streamed.then(|| cg.target.load_streamed(cg, t, p, at)).flatten() {
                        Some(v) => cg.from_memory(t, v),
                        None => cg.load(t, p, at),
                    }
                });
                Val::from_leaves(&self.elt, &mut values)
            }
            None => cg.load_element(self, lin),
        }
    }
}

/// How floating-point operations of a function may be reassociated: `Strict` keeps IEEE
/// order; `Reassociate` lets LLVM reorder (the combining function of a fold or scan, whose
/// order the language leaves open), which is what lets it vectorise a reduction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatOrder {
    /// Operations stay in program order; where the target allows it
    /// ([`Target::fused_multiply_add`]), a multiply and the add or subtract that takes its
    /// product may fuse (LLVM's `contract`), and nothing else moves.
    Strict,
    /// `reassoc` on every float operation.
    Reassociate,
}

/// Generates code into one function: the builder, the target and helpers shared by every
/// skeleton.
pub struct Codegen<'a, 'ctx> {
    /// The LLVM context.
    pub ctx: &'ctx Context,
    /// The module being built.
    pub module: &'a Module<'ctx>,
    /// The builder, positioned where code goes.
    pub builder: &'a Builder<'ctx>,
    /// The function being built.
    pub function: FunctionValue<'ctx>,
    /// What differs between targets.
    pub target: &'a dyn Target,
}

/// Unwraps a builder result: the builder fails only when misused (unpositioned), which is a
/// bug here.
pub(crate) fn ok<T>(r: Result<T, inkwell::builder::BuilderError>) -> T {
    r.expect("internal error: LLVM builder misused")
}

impl<'a, 'ctx> Codegen<'a, 'ctx> {
    /// The type of a scalar in registers (`i1` for `bool`).
    pub fn reg_type(&self, t: ScalarType) -> BasicTypeEnum<'ctx> {
        match t {
            ScalarType::Bool => self.ctx.bool_type().into(),
            _ => self.mem_type(t),
        }
    }

    /// The type of a scalar in memory (`i8` for `bool`).
    pub fn mem_type(&self, t: ScalarType) -> BasicTypeEnum<'ctx> {
        match t {
            ScalarType::Bool | ScalarType::I8 | ScalarType::U8 => self.ctx.i8_type().into(),
            ScalarType::I16 | ScalarType::U16 => self.ctx.i16_type().into(),
            ScalarType::I32 | ScalarType::U32 => self.ctx.i32_type().into(),
            ScalarType::I64 | ScalarType::U64 => self.ctx.i64_type().into(),
            ScalarType::F32 => self.ctx.f32_type().into(),
            ScalarType::F64 => self.ctx.f64_type().into(),
        }
    }

    /// An `i64` constant.
    pub fn i64(&self, v: i64) -> IntValue<'ctx> {
        self.ctx.i64_type().const_int(v as u64, true)
    }

    /// A pointer in the target's global address space.
    pub fn ptr_type(&self) -> inkwell::types::PointerType<'ctx> {
        self.ctx.ptr_type(self.target.global_space())
    }

    /// A constant scalar.
    pub fn constant(&self, c: Scalar) -> BasicValueEnum<'ctx> {
        let t = self.reg_type(c.ty());
        match c {
            Scalar::Bool(b) => self.ctx.bool_type().const_int(b as u64, false).into(),
            Scalar::F32(x) => t.into_float_type().const_float(x as f64).into(),
            Scalar::F64(x) => t.into_float_type().const_float(x).into(),
            // `as i64 as u64` keeps the bits of every integer type; LLVM truncates to the width
            _ => t.into_int_type().const_int(c.to_i64() as u64, false).into(),
        }
    }

    /// A constant value of any type.
    pub fn constant_value(&self, v: &systole_frontend::Value) -> Val<'ctx> {
        match v {
            systole_frontend::Value::Scalar(s) => Val::Scalar(self.constant(*s)),
            systole_frontend::Value::Tuple(vs) => {
                Val::Tuple(vs.iter().map(|v| self.constant_value(v)).collect())
            }
        }
    }

    /// The zero of a type (`false`, `0`, `0.0`, tuples of them).
    pub fn zero(&self, ty: &Type) -> Val<'ctx> {
        match ty {
            Type::Scalar(t) => Val::Scalar(self.reg_type(*t).const_zero()),
            Type::Tuple(ts) => Val::Tuple(ts.iter().map(|t| self.zero(t)).collect()),
        }
    }

    /// Appends a basic block to the function.
    pub fn block(&self, name: &str) -> BasicBlock<'ctx> {
        self.ctx.append_basic_block(self.function, name)
    }

    /// The block the builder is in.
    pub fn current(&self) -> BasicBlock<'ctx> {
        self.builder.get_insert_block().expect("the builder is positioned")
    }

    /// An array of `len` scalars of type `t` private to the thread, for the function's whole
    /// run: allocated in its entry block (a loop that allocated would grow the stack every
    /// iteration), in local memory on the GPU where its positions are not constants.
    pub fn private_array(&self, t: ScalarType, len: u32) -> PointerValue<'ctx> {
        let here = self.current();
        let entry = self.function.get_first_basic_block().expect("a function being built has an entry");
        match entry.get_first_instruction() {
            Some(first) => self.builder.position_before(&first),
            None => self.builder.position_at_end(entry),
        }
        let array = ok(self.builder.build_alloca(self.mem_type(t).array_type(len), "private"));
        self.builder.position_at_end(here);
        array
    }

    /// A call of an LLVM intrinsic overloaded on `types`.
    pub fn intrinsic(
        &self,
        name: &str,
        types: &[BasicTypeEnum<'ctx>],
        args: &[BasicValueEnum<'ctx>],
    ) -> BasicValueEnum<'ctx> {
        let decl = Intrinsic::find(name)
            .and_then(|i| i.get_declaration(self.module, types))
            .unwrap_or_else(|| panic!("internal error: LLVM intrinsic {name} not found"));
        self.call(decl, args)
    }

    /// A call of a function that returns a value.
    pub fn call(&self, f: FunctionValue<'ctx>, args: &[BasicValueEnum<'ctx>]) -> BasicValueEnum<'ctx> {
        let args: Vec<BasicMetadataValueEnum<'ctx>> = args.iter().map(|&a| a.into()).collect();
        ok(self.builder.build_call(f, &args, "call"))
            .try_as_basic_value()
            .basic()
            .expect("internal error: a call returns no value")
    }

    // ----- integers and indices ----------------------------------------------------------

    /// `a + b` (integers of one width, wrapping).
    pub fn add(&self, a: IntValue<'ctx>, b: IntValue<'ctx>) -> IntValue<'ctx> {
        ok(self.builder.build_int_add(a, b, "add"))
    }

    /// `a - b` (integers of one width, wrapping).
    pub fn sub(&self, a: IntValue<'ctx>, b: IntValue<'ctx>) -> IntValue<'ctx> {
        ok(self.builder.build_int_sub(a, b, "sub"))
    }

    /// `a * b` (integers of one width, wrapping).
    pub fn mul(&self, a: IntValue<'ctx>, b: IntValue<'ctx>) -> IntValue<'ctx> {
        ok(self.builder.build_int_mul(a, b, "mul"))
    }

    /// Unsigned `min(a, b)`.
    pub fn umin(&self, a: IntValue<'ctx>, b: IntValue<'ctx>) -> IntValue<'ctx> {
        self.intrinsic("llvm.umin", &[a.get_type().into()], &[a.into(), b.into()]).into_int_value()
    }

    /// Signed `min(a, b)`.
    pub fn smin(&self, a: IntValue<'ctx>, b: IntValue<'ctx>) -> IntValue<'ctx> {
        self.intrinsic("llvm.smin", &[a.get_type().into()], &[a.into(), b.into()]).into_int_value()
    }

    /// Signed `max(a, b)`.
    pub fn smax(&self, a: IntValue<'ctx>, b: IntValue<'ctx>) -> IntValue<'ctx> {
        self.intrinsic("llvm.smax", &[a.get_type().into()], &[a.into(), b.into()]).into_int_value()
    }

    /// A signed comparison.
    pub fn icmp(&self, p: IntPredicate, a: IntValue<'ctx>, b: IntValue<'ctx>) -> IntValue<'ctx> {
        ok(self.builder.build_int_compare(p, a, b, "cmp"))
    }

    /// `c ? a : b` on scalars.
    pub fn select(
        &self,
        c: IntValue<'ctx>,
        a: BasicValueEnum<'ctx>,
        b: BasicValueEnum<'ctx>,
    ) -> BasicValueEnum<'ctx> {
        ok(self.builder.build_select(c, a, b, "sel"))
    }

    /// `c ? a : b` on values of any type, leaf by leaf.
    pub fn select_val(&self, c: IntValue<'ctx>, a: &Val<'ctx>, b: &Val<'ctx>) -> Val<'ctx> {
        match (a, b) {
            (Val::Scalar(x), Val::Scalar(y)) => Val::Scalar(self.select(c, *x, *y)),
            (Val::Tuple(xs), Val::Tuple(ys)) => {
                Val::Tuple(xs.iter().zip(ys).map(|(x, y)| self.select_val(c, x, y)).collect())
            }
            _ => panic!("internal error: select of values of different types"),
        }
    }

    /// The row-major position of `ix` in `shape` (no bounds check).
    pub fn linearize(&self, shape: &[IntValue<'ctx>], ix: &[IntValue<'ctx>]) -> IntValue<'ctx> {
        let mut lin = self.i64(0);
        for (k, (&n, &i)) in shape.iter().zip(ix).enumerate() {
            lin = if k == 0 { i } else { self.add(self.mul(lin, n), i) };
        }
        lin
    }

    /// The index at row-major position `lin` of `shape` (every extent non-zero).
    pub fn delinearize(&self, shape: &[IntValue<'ctx>], mut lin: IntValue<'ctx>) -> Vec<IntValue<'ctx>> {
        let mut ix = vec![self.i64(0); shape.len()];
        for d in (0..shape.len()).rev() {
            if d == 0 {
                ix[0] = lin;
            } else {
                let q = ok(self.builder.build_int_signed_div(lin, shape[d], "q"));
                ix[d] = self.sub(lin, self.mul(q, shape[d]));
                lin = q;
            }
        }
        ix
    }

    /// `i` clamped to `0 ..= n - 1` (to 0 when `n` is 0).
    ///
    /// Where `i` is a narrower integer sign-extended (an `i32` column index cast to `i64`,
    /// as a CSR SpMV gathers), the clamp runs in the narrow width against `n - 1` saturated
    /// to it (the same result: a narrow value never passes a wider bound), and the result
    /// is zero-extended: on the GPU two 32-bit `min`/`max` and a widening multiply-add for
    /// the address instead of four 64-bit compares, four selects and a shift pair
    /// (`docs/perf/2026-11-27-power-law-spmv.md`).
    pub fn clamp_index(&self, i: IntValue<'ctx>, n: IntValue<'ctx>) -> IntValue<'ctx> {
        let last = self.sub(n, self.i64(1));
        if let Some(narrow) = sign_extended(i) {
            let ty = narrow.get_type();
            let top = ty.const_int(u64::MAX >> (65 - ty.get_bit_width()), false);
            let wide_top = ok(self.builder.build_int_s_extend(top, self.ctx.i64_type(), "top"));
            let bound = ok(self.builder.build_int_truncate(self.smin(last, wide_top), ty, "bound"));
            let clamped = self.smax(self.smin(narrow, bound), ty.const_zero());
            return ok(self.builder.build_int_z_extend(clamped, self.ctx.i64_type(), "at"));
        }
        self.smax(self.smin(i, last), self.i64(0))
    }

    // ----- memory ------------------------------------------------------------------------

    /// Scalar `v` of type `t` as memory holds it (a `bool` as an `i8` of 0 or 1).
    pub fn to_memory(&self, t: ScalarType, v: BasicValueEnum<'ctx>) -> BasicValueEnum<'ctx> {
        match t {
            ScalarType::Bool => {
                ok(self.builder.build_int_z_extend(v.into_int_value(), self.ctx.i8_type(), "b")).into()
            }
            _ => v,
        }
    }

    /// Scalar `v` of type `t` as read from memory, as registers hold it (a `bool`: whether
    /// its byte is not 0).
    pub fn from_memory(&self, t: ScalarType, v: BasicValueEnum<'ctx>) -> BasicValueEnum<'ctx> {
        match t {
            ScalarType::Bool => {
                let zero = self.ctx.i8_type().const_zero();
                ok(self.builder.build_int_compare(IntPredicate::NE, v.into_int_value(), zero, "b")).into()
            }
            _ => v,
        }
    }

    /// Loads the scalar of type `t` at position `lin` of `ptr`.
    pub fn load(&self, t: ScalarType, ptr: PointerValue<'ctx>, lin: IntValue<'ctx>) -> BasicValueEnum<'ctx> {
        let mt = self.mem_type(t);
        // SAFETY (of the generated code): callers pass positions inside the buffer.
        let p = unsafe { ok(self.builder.build_in_bounds_gep(mt, ptr, &[lin], "p")) };
        let v = ok(self.builder.build_load(mt, p, "v"));
        self.from_memory(t, v)
    }

    /// Stores scalar `v` of type `t` at position `lin` of `ptr`.
    pub fn store(
        &self,
        t: ScalarType,
        ptr: PointerValue<'ctx>,
        lin: IntValue<'ctx>,
        v: BasicValueEnum<'ctx>,
    ) {
        let mt = self.mem_type(t);
        let p = unsafe { ok(self.builder.build_in_bounds_gep(mt, ptr, &[lin], "p")) };
        ok(self.builder.build_store(p, self.to_memory(t, v)));
    }

    /// The LLVM vector of `n` scalars of type `t` as memory holds them (`bool` as `i8`).
    pub fn mem_vector_type(&self, t: ScalarType, n: u32) -> inkwell::types::VectorType<'ctx> {
        match self.mem_type(t) {
            BasicTypeEnum::IntType(t) => t.vec_type(n),
            BasicTypeEnum::FloatType(t) => t.vec_type(n),
            _ => unreachable!("memory types are integers and floats"),
        }
    }

    /// Stores the scalars `values` of type `t` at positions `lin ..` of `ptr` as one vector
    /// access (`st.v2`, `st.v4` on the GPU). The caller promises that the address of `lin`
    /// is aligned to the whole vector (`values.len()` a power of two).
    pub fn store_vector(
        &self,
        t: ScalarType,
        ptr: PointerValue<'ctx>,
        lin: IntValue<'ctx>,
        values: &[BasicValueEnum<'ctx>],
    ) {
        let mt = self.mem_type(t);
        let n = values.len() as u32;
        let mut v = self.mem_vector_type(t, n).get_undef();
        for (i, &x) in values.iter().enumerate() {
            let at = self.ctx.i32_type().const_int(i as u64, false);
            v = ok(self.builder.build_insert_element(v, self.to_memory(t, x), at, "v"));
        }
        let p = unsafe { ok(self.builder.build_in_bounds_gep(mt, ptr, &[lin], "p")) };
        let store = ok(self.builder.build_store(p, v));
        store.set_alignment(t.size_bytes() as u32 * n).expect("a power of two");
    }

    /// The element at position `lin` of an array (no bounds check).
    pub fn load_element(&self, array: &ArrayRef<'ctx>, lin: IntValue<'ctx>) -> Val<'ctx> {
        self.load_value(&array.elt, &array.leaves, lin)
    }

    /// Loads a value of type `elt` at position `lin` of the buffers `ptrs` (one per leaf).
    pub fn load_value(&self, elt: &Type, ptrs: &[PointerValue<'ctx>], lin: IntValue<'ctx>) -> Val<'ctx> {
        let mut values = elt.leaves().into_iter().zip(ptrs).map(|(t, &p)| self.load(t, p, lin));
        Val::from_leaves(elt, &mut values)
    }

    /// Stores a value of type `elt` at position `lin` of the buffers `ptrs` (one per leaf).
    pub fn store_element(&self, elt: &Type, ptrs: &[PointerValue<'ctx>], lin: IntValue<'ctx>, v: &Val<'ctx>) {
        for ((t, &p), leaf) in elt.leaves().into_iter().zip(ptrs).zip(v.leaves()) {
            self.store(t, p, lin, leaf);
        }
    }

    /// The element of `array` at index `ix`, each coordinate clamped into the array.
    pub fn read_clamped(&self, array: &ArrayRef<'ctx>, ix: &[IntValue<'ctx>]) -> Val<'ctx> {
        let clamped: Vec<IntValue<'ctx>> =
            ix.iter().zip(&array.shape).map(|(&i, &n)| self.clamp_index(i, n)).collect();
        self.load_element(array, self.linearize(&array.shape, &clamped))
    }

    // ----- loops -------------------------------------------------------------------------

    /// `for i in lo..hi { body(i) }`, counting up by one. `body` may add blocks; it returns
    /// with the builder in the block where the iteration ends.
    pub fn for_range(&self, lo: IntValue<'ctx>, hi: IntValue<'ctx>, body: impl FnOnce(IntValue<'ctx>)) {
        let pre = self.current();
        let head = self.block("for.body");
        let exit = self.block("for.exit");
        let any = self.icmp(IntPredicate::SLT, lo, hi);
        ok(self.builder.build_conditional_branch(any, head, exit));
        self.builder.position_at_end(head);
        let i = ok(self.builder.build_phi(self.ctx.i64_type(), "i"));
        i.add_incoming(&[(&lo, pre)]);
        let iv = i.as_basic_value().into_int_value();
        body(iv);
        let next = self.add(iv, self.i64(1));
        i.add_incoming(&[(&next, self.current())]);
        let more = self.icmp(IntPredicate::SLT, next, hi);
        ok(self.builder.build_conditional_branch(more, head, exit));
        self.builder.position_at_end(exit);
    }

    /// A loop carrying a value: `acc = init; for i in lo..hi { acc = step(acc, i) }`,
    /// returning the final `acc` (`init` when the range is empty).
    pub fn fold_range(
        &self,
        lo: IntValue<'ctx>,
        hi: IntValue<'ctx>,
        init: &Val<'ctx>,
        ty: &Type,
        step: impl FnOnce(&Val<'ctx>, IntValue<'ctx>) -> Val<'ctx>,
    ) -> Val<'ctx> {
        let pre = self.current();
        let head = self.block("fold.body");
        let exit = self.block("fold.exit");
        let any = self.icmp(IntPredicate::SLT, lo, hi);
        ok(self.builder.build_conditional_branch(any, head, exit));
        self.builder.position_at_end(head);
        let i = ok(self.builder.build_phi(self.ctx.i64_type(), "i"));
        i.add_incoming(&[(&lo, pre)]);
        let phis = self.phis(ty);
        add_incoming(&phis, init, pre);
        let acc = phi_val(ty, &phis);
        let iv = i.as_basic_value().into_int_value();
        let next_acc = step(&acc, iv);
        let latch = self.current();
        add_incoming(&phis, &next_acc, latch);
        let next = self.add(iv, self.i64(1));
        i.add_incoming(&[(&next, latch)]);
        let more = self.icmp(IntPredicate::SLT, next, hi);
        ok(self.builder.build_conditional_branch(more, head, exit));
        self.builder.position_at_end(exit);
        let out = self.phis(ty);
        add_incoming(&out, init, pre);
        add_incoming(&out, &next_acc, latch);
        phi_val(ty, &out)
    }

    /// One phi per leaf of `ty`, in the current block.
    pub fn phis(&self, ty: &Type) -> Vec<PhiValue<'ctx>> {
        ty.leaves().into_iter().map(|t| ok(self.builder.build_phi(self.reg_type(t), "phi"))).collect()
    }

    /// `if c { then() }`.
    pub fn if_then(&self, c: IntValue<'ctx>, then: impl FnOnce()) {
        let yes = self.block("then");
        let done = self.block("endif");
        ok(self.builder.build_conditional_branch(c, yes, done));
        self.builder.position_at_end(yes);
        then();
        ok(self.builder.build_unconditional_branch(done));
        self.builder.position_at_end(done);
    }

    /// `if c { yes() } else { no() }`, each arm in a block of its own.
    pub fn if_else(&self, c: IntValue<'ctx>, yes: impl FnOnce(), no: impl FnOnce()) {
        self.if_else_val(
            c,
            &Type::Tuple(vec![]),
            || {
                yes();
                Val::Tuple(vec![])
            },
            || {
                no();
                Val::Tuple(vec![])
            },
        );
    }

    /// `if c { yes() } else { no() }` as a value of type `ty`: each arm in a block of its
    /// own, joined by phis.
    pub fn if_else_val(
        &self,
        c: IntValue<'ctx>,
        ty: &Type,
        yes: impl FnOnce() -> Val<'ctx>,
        no: impl FnOnce() -> Val<'ctx>,
    ) -> Val<'ctx> {
        let (then, other, join) = (self.block("then"), self.block("else"), self.block("endif"));
        ok(self.builder.build_conditional_branch(c, then, other));
        self.builder.position_at_end(then);
        let from_then = (yes(), self.current());
        ok(self.builder.build_unconditional_branch(join));
        self.builder.position_at_end(other);
        let from_other = (no(), self.current());
        ok(self.builder.build_unconditional_branch(join));
        self.builder.position_at_end(join);
        let phis = self.phis(ty);
        for (v, block) in [from_then, from_other] {
            add_incoming(&phis, &v, block);
        }
        phi_val(ty, &phis)
    }

    // ----- scalar functions --------------------------------------------------------------

    /// Generates `f(args)` at the builder's position. `array` gives the manifest arrays the
    /// function reads.
    pub fn lower<'r>(
        &self,
        f: &Fun<ArrayVar>,
        args: &[Val<'ctx>],
        array: &dyn Fn(ArrayVar) -> &'r ArrayRef<'ctx>,
        order: FloatOrder,
    ) -> Val<'ctx>
    where
        'ctx: 'r,
    {
        self.lower_lazy(f, &|p| args[p].clone(), array, order)
    }

    /// [`Codegen::lower`] with each argument generated where it is first used, by
    /// `arg(parameter)`: a stencil's taps are loaded next to the operation that consumes
    /// them, not all before the first one (which would hold every tap in a register at once).
    /// Arguments a loop uses are generated before the loop.
    pub fn lower_lazy<'r>(
        &self,
        f: &Fun<ArrayVar>,
        arg: &dyn Fn(usize) -> Val<'ctx>,
        array: &dyn Fn(ArrayVar) -> &'r ArrayRef<'ctx>,
        order: FloatOrder,
    ) -> Val<'ctx>
    where
        'ctx: 'r,
    {
        let reordered = depth_first(f);
        let f = reordered.as_ref().unwrap_or(f);
        let vals = RefCell::new(vec![None; f.nodes().len()]);
        let mut lowering = Lowering { cg: self, f, arg, array, order, vals: &vals };
        lowering.run();
        lowering.get(f.result())
    }

    fn fast(&self, v: impl BasicValue<'ctx>, order: FloatOrder) {
        let Some(inst) = v.as_instruction_value() else { return };
        match order {
            FloatOrder::Reassociate => set_reassoc(inst),
            FloatOrder::Strict if self.target.fused_multiply_add() => set_contract(inst),
            FloatOrder::Strict => {}
        }
    }

    /// IEEE 754-2019 `minimumNumber`/`maximumNumber` of floats, as the interpreter computes
    /// them: a NaN operand ignored, `-0.0` below `+0.0`. The target's instruction where it
    /// has one ([`Target::float_min_max`]: NVPTX's `min`/`max`), otherwise comparisons and
    /// selects, not LLVM's `minnum`/`maxnum`: those leave the sign of equal zeros open, and
    /// LLVM 19's simplifier crashes on `minnum(minnum(x, y), g(x, y, ..))` for another
    /// intrinsic `g` such as `fma` (`foldMinimumMaximumSharedOp`, fixed upstream in December
    /// 2025 by llvm-project#173705), which a program as plain as `x.max(c).max(x.fma(c, y))`
    /// builds.
    fn float_min_max(
        &self,
        max: bool,
        t: ScalarType,
        x: FloatValue<'ctx>,
        y: FloatValue<'ctx>,
    ) -> BasicValueEnum<'ctx> {
        if let Some(v) = self.target.float_min_max(self, max, x, y) {
            return v.into();
        }
        let bld = self.builder;
        let cmp = |p, a, b| ok(bld.build_float_compare(p, a, b, "fcmp"));
        let sel = |c, a: FloatValue<'ctx>, b: FloatValue<'ctx>| {
            self.select(c, a.into(), b.into()).into_float_value()
        };
        // x where it is below (above) y, y otherwise: y where x is NaN or they are equal
        let first = cmp(if max { FloatPredicate::OGT } else { FloatPredicate::OLT }, x, y);
        let pick = sel(first, x, y);
        // x where y is NaN
        let pick = sel(cmp(FloatPredicate::UNO, y, y), x, pick);
        // equal values have equal bits but for the zeros, whose sign bits OR (AND) into -0 (+0)
        let int = if t == ScalarType::F32 { self.ctx.i32_type() } else { self.ctx.i64_type() };
        let (xi, yi) = (ok(bld.build_bit_cast(x, int, "bits")), ok(bld.build_bit_cast(y, int, "bits")));
        let (xi, yi) = (xi.into_int_value(), yi.into_int_value());
        let both = if max { ok(bld.build_and(xi, yi, "and")) } else { ok(bld.build_or(xi, yi, "or")) };
        let zeros = ok(bld.build_bit_cast(both, x.get_type(), "zeros")).into_float_value();
        sel(cmp(FloatPredicate::OEQ, x, y), zeros, pick).into()
    }

    pub(crate) fn unary(
        &self,
        op: UnOp,
        t: ScalarType,
        x: BasicValueEnum<'ctx>,
        order: FloatOrder,
    ) -> BasicValueEnum<'ctx> {
        let ty = self.reg_type(t);
        if t.is_float() {
            let xf = x.into_float_value();
            let simple = |name: &str| self.intrinsic(name, &[ty], &[x]);
            return match op {
                UnOp::Neg => {
                    let v = ok(self.builder.build_float_neg(xf, "neg"));
                    self.fast(v, order);
                    v.into()
                }
                UnOp::Abs => simple("llvm.fabs"),
                UnOp::Sqrt => simple("llvm.sqrt"),
                UnOp::Floor => simple("llvm.floor"),
                UnOp::Ceil => simple("llvm.ceil"),
                UnOp::Round => simple("llvm.round"),
                UnOp::Exp => self.math(MathFn::Exp, &[xf]),
                UnOp::Ln => self.math(MathFn::Ln, &[xf]),
                UnOp::Sin => self.math(MathFn::Sin, &[xf]),
                UnOp::Cos => self.math(MathFn::Cos, &[xf]),
                UnOp::Tan => self.math(MathFn::Tan, &[xf]),
                UnOp::Not => panic!("internal error: `!` on a float"),
            };
        }
        let xi = x.into_int_value();
        match op {
            UnOp::Neg => ok(self.builder.build_int_neg(xi, "neg")).into(),
            UnOp::Not => ok(self.builder.build_not(xi, "not")).into(),
            UnOp::Abs if t.is_signed_int() => {
                self.intrinsic("llvm.abs", &[ty], &[x, self.ctx.bool_type().const_zero().into()])
            }
            UnOp::Abs => x,
            _ => panic!("internal error: {} on an integer", op.name()),
        }
    }

    fn math(&self, f: MathFn, args: &[FloatValue<'ctx>]) -> BasicValueEnum<'ctx> {
        self.target.math(self, f, args).into()
    }

    pub(crate) fn binary(
        &self,
        op: BinOp,
        t: ScalarType,
        a: BasicValueEnum<'ctx>,
        b: BasicValueEnum<'ctx>,
        order: FloatOrder,
    ) -> BasicValueEnum<'ctx> {
        let ty = self.reg_type(t);
        let bld = self.builder;
        if op.is_comparison() {
            return self.compare(op, t, a, b).into();
        }
        if t.is_float() {
            let (x, y) = (a.into_float_value(), b.into_float_value());
            let v: BasicValueEnum<'ctx> = match op {
                BinOp::Add => ok(bld.build_float_add(x, y, "fadd")).into(),
                BinOp::Sub => ok(bld.build_float_sub(x, y, "fsub")).into(),
                BinOp::Mul => ok(bld.build_float_mul(x, y, "fmul")).into(),
                BinOp::Div => ok(bld.build_float_div(x, y, "fdiv")).into(),
                BinOp::Rem => match self.target.float_rem(self, x, y) {
                    Some(v) => v.into(),
                    None => ok(bld.build_float_rem(x, y, "frem")).into(),
                },
                BinOp::Min | BinOp::Max => self.float_min_max(op == BinOp::Max, t, x, y),
                BinOp::Pow => self.math(MathFn::Pow, &[x, y]),
                BinOp::Atan2 => self.math(MathFn::Atan2, &[x, y]),
                _ => panic!("internal error: {} on floats", op.name()),
            };
            self.fast(v, order);
            return v;
        }
        let (x, y) = (a.into_int_value(), b.into_int_value());
        let signed = t.is_signed_int();
        let bits = x.get_type().get_bit_width() as u64;
        let v: IntValue<'ctx> = match op {
            BinOp::Add => ok(bld.build_int_add(x, y, "add")),
            BinOp::Sub => ok(bld.build_int_sub(x, y, "sub")),
            BinOp::Mul => ok(bld.build_int_mul(x, y, "mul")),
            BinOp::Div | BinOp::Rem => self.safe_division(op, signed, x, y),
            BinOp::Min | BinOp::Max => {
                if let Some(v) = self.target.int_min_max(self, op == BinOp::Max, signed, x, y) {
                    return v.into();
                }
                let name = match (op, signed) {
                    (BinOp::Min, true) => "llvm.smin",
                    (BinOp::Min, false) => "llvm.umin",
                    (_, true) => "llvm.smax",
                    (_, false) => "llvm.umax",
                };
                self.intrinsic(name, &[ty], &[a, b]).into_int_value()
            }
            BinOp::And => ok(bld.build_and(x, y, "and")),
            BinOp::Or => ok(bld.build_or(x, y, "or")),
            BinOp::Xor => ok(bld.build_xor(x, y, "xor")),
            BinOp::Shl | BinOp::Shr => {
                let amount = ok(bld.build_and(y, x.get_type().const_int(bits - 1, false), "amt"));
                match op {
                    BinOp::Shl => ok(bld.build_left_shift(x, amount, "shl")),
                    _ => ok(bld.build_right_shift(x, amount, signed, "shr")),
                }
            }
            _ => panic!("internal error: {} on integers", op.name()),
        };
        v.into()
    }

    /// Integer `/` or `%` defined everywhere: by zero gives 0, `MIN / -1` wraps.
    fn safe_division(&self, op: BinOp, signed: bool, x: IntValue<'ctx>, y: IntValue<'ctx>) -> IntValue<'ctx> {
        let bld = self.builder;
        let t = x.get_type();
        let zero = t.const_zero();
        let one = t.const_int(1, false);
        let by_zero = self.icmp(IntPredicate::EQ, y, zero);
        let mut trouble = by_zero;
        if signed {
            let bits = t.get_bit_width();
            let min = t.const_int(1u64 << (bits - 1), false);
            let overflow = ok(bld.build_and(
                self.icmp(IntPredicate::EQ, x, min),
                self.icmp(IntPredicate::EQ, y, t.const_all_ones()),
                "ovf",
            ));
            trouble = ok(bld.build_or(by_zero, overflow, "bad"));
        }
        let divisor = self.select(trouble, one.into(), y.into()).into_int_value();
        let q = match (op, signed) {
            (BinOp::Div, true) => ok(bld.build_int_signed_div(x, divisor, "div")),
            (BinOp::Div, false) => ok(bld.build_int_unsigned_div(x, divisor, "div")),
            (_, true) => ok(bld.build_int_signed_rem(x, divisor, "rem")),
            (_, false) => ok(bld.build_int_unsigned_rem(x, divisor, "rem")),
        };
        // MIN / -1 = x / 1 = MIN (wraps) and MIN % -1 = x % 1 = 0, as `wrapping_div/rem`
        self.select(by_zero, zero.into(), q.into()).into_int_value()
    }

    fn compare(
        &self,
        op: BinOp,
        t: ScalarType,
        a: BasicValueEnum<'ctx>,
        b: BasicValueEnum<'ctx>,
    ) -> IntValue<'ctx> {
        if t.is_float() {
            let p = match op {
                BinOp::Eq => FloatPredicate::OEQ,
                BinOp::Ne => FloatPredicate::UNE,
                BinOp::Lt => FloatPredicate::OLT,
                BinOp::Le => FloatPredicate::OLE,
                BinOp::Gt => FloatPredicate::OGT,
                _ => FloatPredicate::OGE,
            };
            return ok(self.builder.build_float_compare(
                p,
                a.into_float_value(),
                b.into_float_value(),
                "fcmp",
            ));
        }
        let signed = t.is_signed_int();
        let p = match (op, signed) {
            (BinOp::Eq, _) => IntPredicate::EQ,
            (BinOp::Ne, _) => IntPredicate::NE,
            (BinOp::Lt, true) => IntPredicate::SLT,
            (BinOp::Lt, false) => IntPredicate::ULT,
            (BinOp::Le, true) => IntPredicate::SLE,
            (BinOp::Le, false) => IntPredicate::ULE,
            (BinOp::Gt, true) => IntPredicate::SGT,
            (BinOp::Gt, false) => IntPredicate::UGT,
            (_, true) => IntPredicate::SGE,
            (_, false) => IntPredicate::UGE,
        };
        self.icmp(p, a.into_int_value(), b.into_int_value())
    }

    /// Rust's `as` between scalar types.
    pub fn cast(&self, from: ScalarType, to: ScalarType, x: BasicValueEnum<'ctx>) -> BasicValueEnum<'ctx> {
        let bld = self.builder;
        let to_ty = self.reg_type(to);
        if from == to {
            return x;
        }
        if to == ScalarType::Bool {
            return if from.is_float() {
                let zero = x.into_float_value().get_type().const_zero();
                ok(bld.build_float_compare(FloatPredicate::UNE, x.into_float_value(), zero, "tobool")).into()
            } else {
                let zero = x.into_int_value().get_type().const_zero();
                self.icmp(IntPredicate::NE, x.into_int_value(), zero).into()
            };
        }
        match (from.is_float(), to.is_float()) {
            (true, true) => {
                ok(bld.build_float_cast(x.into_float_value(), to_ty.into_float_type(), "fcast")).into()
            }
            (true, false) => {
                let name = if to.is_signed_int() { "llvm.fptosi.sat" } else { "llvm.fptoui.sat" };
                self.intrinsic(name, &[to_ty, x.get_type()], &[x])
            }
            (false, true) => {
                let xi = x.into_int_value();
                let ft = to_ty.into_float_type();
                if from.is_signed_int() {
                    ok(bld.build_signed_int_to_float(xi, ft, "sitofp")).into()
                } else {
                    ok(bld.build_unsigned_int_to_float(xi, ft, "uitofp")).into()
                }
            }
            (false, false) => {
                // bool is unsigned (0 or 1)
                let signed = from.is_signed_int();
                ok(bld.build_int_cast_sign_flag(x.into_int_value(), to_ty.into_int_type(), signed, "icast"))
                    .into()
            }
        }
    }
}

/// Marks a float instruction as reassociable.
fn set_reassoc(inst: InstructionValue<'_>) {
    use inkwell::values::FastMathFlags;
    // not every value that reaches here is a float operation (a call of a math function
    // through the target may be), and those simply keep strict semantics
    let _ = inst.set_fast_math_flags(FastMathFlags::AllowReassoc | FastMathFlags::AllowContract);
}

/// Lets a float instruction fuse with the multiply or add next to it (`contract`: a
/// multiply-add of one rounding), nothing else.
fn set_contract(inst: InstructionValue<'_>) {
    use inkwell::values::FastMathFlags;
    let _ = inst.set_fast_math_flags(FastMathFlags::AllowContract);
}

/// Adds `v`'s leaves as incoming values of `phis` from `block`.
pub fn add_incoming<'ctx>(phis: &[PhiValue<'ctx>], v: &Val<'ctx>, block: BasicBlock<'ctx>) {
    for (phi, leaf) in phis.iter().zip(v.leaves()) {
        phi.add_incoming(&[(&leaf, block)]);
    }
}

/// The value of type `ty` that `phis` hold.
pub fn phi_val<'ctx>(ty: &Type, phis: &[PhiValue<'ctx>]) -> Val<'ctx> {
    Val::from_leaves(ty, &mut phis.iter().map(|p| p.as_basic_value()))
}

/// A loop whose range is being lowered: its `While` node, state type, blocks and phis.
struct OpenLoop<'ctx> {
    end: usize,
    ty: Type,
    head: BasicBlock<'ctx>,
    again: BasicBlock<'ctx>,
    exit: BasicBlock<'ctx>,
    /// The iterations done.
    count: PhiValue<'ctx>,
    /// The state.
    phis: Vec<PhiValue<'ctx>>,
}

/// Functions of more nodes than this are lowered depth first, the deeper child first, so
/// that a wide tree holds as many values live as it is deep (this module's `depth_first`).
pub const DEPTH_FIRST_NODES: usize = 2_000;

/// `f` with its nodes in the order a depth-first walk from its result finishes them
/// (the deepest child first), where `f` has more than [`DEPTH_FIRST_NODES`] nodes and no loop;
/// `None` otherwise (lowered as it is).
///
/// Nodes are lowered in order, and the order a function was traced in can compute every
/// leaf of a wide expression before the first operation that combines two: a balanced tree
/// of sums over 3,333 loaded taps, so written, held every tap live at once, and ptxas took
/// 10 s over it. Depth first, a tree holds as many values live as it is deep. Smaller
/// functions keep their order (the code of every benchmark kernel is unchanged).
fn depth_first(f: &Fun<ArrayVar>) -> Option<Fun<ArrayVar>> {
    let nodes = f.nodes();
    if nodes.len() <= DEPTH_FIRST_NODES
        || nodes.iter().any(|e| matches!(e, Expr::While { .. } | Expr::LoopState { .. }))
    {
        return None;
    }
    // each node's height: the deeper child of a node is walked first (as Sethi and Ullman
    // order a tree's evaluation), so that a chain is computed before the short operands
    // that join it one by one (a chain of `select`s before each condition)
    let mut height = vec![0u32; nodes.len()];
    for (i, e) in nodes.iter().enumerate() {
        height[i] = 1 + e.children().iter().map(|c| height[c.index()]).max().unwrap_or(0);
    }
    let deepest_first = |n: usize| {
        let mut children: Vec<ExprId> = nodes[n].children().into_iter().collect();
        children.sort_by_key(|c| std::cmp::Reverse(height[c.index()]));
        children
    };
    // an explicit stack: a chain of operations is as deep as it is long
    let mut new_id: Vec<Option<ExprId>> = vec![None; nodes.len()];
    let mut order: Vec<usize> = Vec::with_capacity(nodes.len());
    let root = f.result().index();
    let mut stack: Vec<(usize, Vec<ExprId>, usize)> = vec![(root, deepest_first(root), 0)];
    while let Some((n, children, next)) = stack.last_mut() {
        if let Some(&c) = children.get(*next) {
            *next += 1;
            // (a child is never on the stack already: that would be a cycle)
            if new_id[c.index()].is_none() {
                stack.push((c.index(), deepest_first(c.index()), 0));
            }
            continue;
        }
        let n = *n;
        stack.pop();
        if new_id[n].is_none() {
            new_id[n] = Some(ExprId(order.len() as u32));
            order.push(n);
        }
    }
    let remap = |c: ExprId| new_id[c.index()].unwrap_or(c);
    let exprs = order.iter().map(|&n| nodes[n].map_ids(remap)).collect();
    let types = order.iter().map(|&n| f.types()[n].clone()).collect();
    Some(Fun::from_parts(f.params().to_vec(), exprs, types))
}

/// The state of lowering one function.
struct Lowering<'l, 'a, 'ctx, 'r> {
    cg: &'l Codegen<'a, 'ctx>,
    f: &'l Fun<ArrayVar>,
    arg: &'l dyn Fn(usize) -> Val<'ctx>,
    array: &'l dyn Fn(ArrayVar) -> &'r ArrayRef<'ctx>,
    order: FloatOrder,
    /// The nodes lowered so far (a parameter's when it is first used).
    vals: &'l RefCell<Vec<Option<Val<'ctx>>>>,
}

impl<'ctx> Lowering<'_, '_, 'ctx, '_> {
    fn get(&self, id: ExprId) -> Val<'ctx> {
        if let Some(v) = &self.vals.borrow()[id.index()] {
            return v.clone();
        }
        let Expr::Param(p) = self.f.node(id) else {
            panic!("internal error: children are lowered before their parents");
        };
        let v = (self.arg)(*p as usize);
        self.vals.borrow_mut()[id.index()] = Some(v.clone());
        v
    }

    fn scalar(&self, id: ExprId) -> BasicValueEnum<'ctx> {
        self.get(id).scalar()
    }

    /// Lowers every node in order; a loop's range is lowered between its head and its
    /// test, with a stack of the loops open (loops nest as deep as the function does).
    fn run(&mut self) {
        let mut open: Vec<OpenLoop<'ctx>> = Vec::new();
        let mut i = 0;
        loop {
            let limit = open.last().map_or(self.f.nodes().len(), |l| l.end);
            if i == limit {
                let Some(done) = open.pop() else { return };
                i = done.end + 1;
                self.close_loop(done);
                continue;
            }
            match self.f.nodes()[i] {
                Expr::LoopState { end } => {
                    let opened = self.open_loop(i, end.index());
                    open.push(opened);
                }
                // generated where it is first used
                Expr::Param(_) => {}
                _ => {
                    let v = self.node(i);
                    self.vals.borrow_mut()[i] = Some(v);
                }
            }
            i += 1;
        }
    }

    /// Opens the loop whose state is node `state` and whose `While` is node `end`: the
    /// builder is left in the loop's head, where its range is lowered.
    fn open_loop(&mut self, state: usize, end: usize) -> OpenLoop<'ctx> {
        let Expr::While { init, .. } = self.f.nodes()[end] else {
            panic!("internal error: a loop state that does not point at its loop");
        };
        // the loop's body runs in its own blocks: its arguments come before it
        for (k, e) in self.f.nodes().iter().enumerate() {
            if matches!(e, Expr::Param(_)) {
                self.get(ExprId(k as u32));
            }
        }
        let cg = self.cg;
        let ty = self.f.types()[state].clone();
        let init = self.get(init);
        let pre = cg.current();
        let head = cg.block("while.head");
        let again = cg.block("while.again");
        let exit = cg.block("while.exit");
        ok(cg.builder.build_unconditional_branch(head));
        cg.builder.position_at_end(head);
        let count = ok(cg.builder.build_phi(cg.ctx.i32_type(), "n"));
        count.add_incoming(&[(&cg.ctx.i32_type().const_zero(), pre)]);
        let phis = cg.phis(&ty);
        add_incoming(&phis, &init, pre);
        self.vals.borrow_mut()[state] = Some(phi_val(&ty, &phis));
        OpenLoop { end, ty, head, again, exit, count, phis }
    }

    /// Closes a loop whose range has been lowered: the test, the step back to the head, and
    /// the builder left at the exit, where the loop's value is the state.
    fn close_loop(&mut self, l: OpenLoop<'ctx>) {
        let Expr::While { cond, body, max_iters, .. } = self.f.nodes()[l.end] else {
            panic!("internal error: a loop state that does not point at its loop");
        };
        let cg = self.cg;
        let n = l.count.as_basic_value().into_int_value();
        let below = cg.icmp(IntPredicate::ULT, n, cg.ctx.i32_type().const_int(max_iters as u64, false));
        let go = ok(cg.builder.build_and(self.scalar(cond).into_int_value(), below, "go"));
        ok(cg.builder.build_conditional_branch(go, l.again, l.exit));
        cg.builder.position_at_end(l.again);
        let next = self.get(body);
        add_incoming(&l.phis, &next, l.again);
        l.count.add_incoming(&[(
            &ok(cg.builder.build_int_add(n, cg.ctx.i32_type().const_int(1, false), "n1")),
            l.again,
        )]);
        ok(cg.builder.build_unconditional_branch(l.head));
        cg.builder.position_at_end(l.exit);
        // the exit's only predecessor is the loop test, where the state phis are current
        self.vals.borrow_mut()[l.end] = Some(phi_val(&l.ty, &l.phis));
    }

    fn node(&mut self, i: usize) -> Val<'ctx> {
        let cg = self.cg;
        let scalar_ty = |id: ExprId| self.f.ty(id).as_scalar().expect("a scalar operand");
        match &self.f.nodes()[i] {
            Expr::Const(c) => Val::Scalar(cg.constant(*c)),
            Expr::Param(_) => self.get(ExprId(i as u32)),
            Expr::Tuple(xs) => Val::Tuple(xs.iter().map(|&x| self.get(x)).collect()),
            Expr::Prj { tuple, field } => self.get(*tuple).fields()[*field].clone(),
            Expr::Unary(op, a) => Val::Scalar(cg.unary(*op, scalar_ty(*a), self.scalar(*a), self.order)),
            Expr::Binary(op, a, b) => {
                Val::Scalar(cg.binary(*op, scalar_ty(*a), self.scalar(*a), self.scalar(*b), self.order))
            }
            Expr::Fma(a, b, c) => {
                let ty = cg.reg_type(scalar_ty(*a));
                Val::Scalar(cg.intrinsic(
                    "llvm.fma",
                    &[ty],
                    &[self.scalar(*a), self.scalar(*b), self.scalar(*c)],
                ))
            }
            Expr::Select { cond, then, otherwise } => {
                cg.select_val(self.scalar(*cond).into_int_value(), &self.get(*then), &self.get(*otherwise))
            }
            Expr::Cast(to, a) => Val::Scalar(cg.cast(scalar_ty(*a), *to, self.scalar(*a))),
            Expr::Bitcast(to, a) => {
                let to_ty = cg.reg_type(*to);
                Val::Scalar(ok(cg.builder.build_bit_cast(self.scalar(*a), to_ty, "bits")))
            }
            Expr::Index { array, index, .. } => {
                let a = (self.array)(*array);
                let ix = self.get(*index).to_index();
                // of a vector, the index is the linear position
                if let ([i], Some(at)) = (&ix[..], a.inside) {
                    if *i == at {
                        return a.load_inside(cg, *i, false);
                    }
                    if a.next_inside && is_successor(*i, at) {
                        return a.load_inside(cg, *i, true);
                    }
                }
                if let ([i], Some(j)) = (&ix[..], a.inside_column) {
                    if adds(*i, j) {
                        return cg.load_element(a, *i);
                    }
                }
                cg.read_clamped(a, &ix)
            }
            Expr::LinearIndex { array, index, .. } => {
                let a = (self.array)(*array);
                let lin = self.get(*index).int();
                if a.inside == Some(lin) {
                    return a.load_inside(cg, lin, false);
                }
                let size = a.shape.iter().fold(cg.i64(1), |acc, &n| cg.mul(acc, n));
                cg.load_element(a, cg.clamp_index(lin, size))
            }
            Expr::Shape { array } => Val::index(&(self.array)(*array).shape),
            Expr::LoopState { .. } | Expr::While { .. } => {
                panic!("internal error: loop nodes are lowered by their loop")
            }
        }
    }
}

/// The integer of 8 to 32 bits that `i` sign-extends, where `i` is a `sext` instruction.
fn sign_extended(i: IntValue<'_>) -> Option<IntValue<'_>> {
    let sext = i.as_instruction().filter(|x| x.get_opcode() == inkwell::values::InstructionOpcode::SExt)?;
    let narrow = sext.get_operand(0)?.value()?;
    let narrow = narrow.is_int_value().then(|| narrow.into_int_value())?;
    (8..=32).contains(&narrow.get_type().get_bit_width()).then_some(narrow)
}

/// Whether `i` is an `add` instruction with `j` as an operand.
fn adds<'ctx>(i: IntValue<'ctx>, j: IntValue<'ctx>) -> bool {
    i.as_instruction().filter(|x| x.get_opcode() == inkwell::values::InstructionOpcode::Add).is_some_and(
        |add| {
            (0..2).any(|k| {
                add.get_operand(k)
                    .and_then(|o| o.value())
                    .is_some_and(|o| o.is_int_value() && o.into_int_value() == j)
            })
        },
    )
}

/// Whether `i` is the instruction `at + 1` (or `1 + at`).
fn is_successor<'ctx>(i: IntValue<'ctx>, at: IntValue<'ctx>) -> bool {
    let Some(add) = i.as_instruction().filter(|x| x.get_opcode() == inkwell::values::InstructionOpcode::Add)
    else {
        return false;
    };
    let operand = |k| {
        add.get_operand(k).and_then(|o| o.value()).filter(|o| o.is_int_value()).map(|o| o.into_int_value())
    };
    let one = |v: Option<IntValue<'ctx>>| v.and_then(|v| v.get_zero_extended_constant()) == Some(1);
    let (x, y) = (operand(0), operand(1));
    (x == Some(at) && one(y)) || (y == Some(at) && one(x))
}

/// Checks a generated module with LLVM's verifier: a failure is a bug in code generation,
/// reported with the module's IR.
pub fn verify(module: &Module<'_>) -> Result<(), systole_frontend::Error> {
    module.verify().map_err(|e| {
        systole_frontend::Error::Internal(format!(
            "generated LLVM IR does not verify: {}\n{}",
            e.to_string_lossy(),
            module.print_to_string().to_string_lossy()
        ))
    })
}

/// The pointer type of generic (address space 0) memory, for kernel parameter blocks.
pub fn generic_ptr(ctx: &Context) -> inkwell::types::PointerType<'_> {
    ctx.ptr_type(AddressSpace::default())
}

/// The LLVM type of a scalar in registers, without a [`Codegen`].
pub fn basic_type(ctx: &Context, t: ScalarType) -> BasicTypeEnum<'_> {
    match t {
        ScalarType::Bool => ctx.bool_type().into(),
        ScalarType::I8 | ScalarType::U8 => ctx.i8_type().as_basic_type_enum(),
        ScalarType::I16 | ScalarType::U16 => ctx.i16_type().into(),
        ScalarType::I32 | ScalarType::U32 => ctx.i32_type().into(),
        ScalarType::I64 | ScalarType::U64 => ctx.i64_type().into(),
        ScalarType::F32 => ctx.f32_type().into(),
        ScalarType::F64 => ctx.f64_type().into(),
    }
}

#[cfg(test)]
mod tests {
    use systole_frontend::ScalarType;
    use systole_frontend::elt::Scalar;
    use systole_frontend::ir::BinOp;

    use super::*;

    /// The most values of `f` computed and still to be read, over its nodes in order.
    fn most_live(f: &Fun<ArrayVar>) -> usize {
        let mut last_use = vec![0; f.nodes().len()];
        for (i, e) in f.nodes().iter().enumerate() {
            for c in e.children() {
                last_use[c.index()] = i;
            }
        }
        (0..f.nodes().len()).map(|i| (0..i).filter(|&j| last_use[j] > i).count()).max().unwrap_or(0)
    }

    #[test]
    fn a_wide_tree_is_lowered_depth_first_deeper_child_first() {
        // 1,024 products of a parameter, then their balanced tree of sums, in that order
        let f32_ = Type::Scalar(ScalarType::F32);
        let (mut nodes, mut types) = (vec![Expr::Param(0)], vec![f32_.clone()]);
        let mut layer: Vec<ExprId> = (0..1_024)
            .map(|k| {
                nodes.push(Expr::Const(Scalar::F32(k as f32)));
                nodes.push(Expr::Binary(BinOp::Mul, ExprId(0), ExprId(nodes.len() as u32 - 1)));
                types.extend([f32_.clone(), f32_.clone()]);
                ExprId(nodes.len() as u32 - 1)
            })
            .collect();
        while layer.len() > 1 {
            layer = layer
                .chunks(2)
                .map(|p| {
                    nodes.push(Expr::Binary(BinOp::Add, p[0], p[1]));
                    types.push(f32_.clone());
                    ExprId(nodes.len() as u32 - 1)
                })
                .collect();
        }
        let wide = Fun::from_parts(vec![f32_], nodes, types);
        assert!(wide.nodes().len() > DEPTH_FIRST_NODES);
        assert!(most_live(&wide) >= 1_024, "traced order: every product before the first sum");
        let deep = depth_first(&wide).expect("reordered");
        assert_eq!(deep.nodes().len(), wide.nodes().len());
        // a tree of depth 10: a few values a level (the parameter, a pending sum and its
        // product) held at once
        assert!(most_live(&deep) <= 3 * 11, "{} values live", most_live(&deep));
        // small functions keep their order
        let small = Fun::from_parts(
            vec![Type::Scalar(ScalarType::F32)],
            vec![Expr::Param(0), Expr::Binary(BinOp::Add, ExprId(0), ExprId(0))],
            vec![Type::Scalar(ScalarType::F32), Type::Scalar(ScalarType::F32)],
        );
        assert!(depth_first(&small).is_none());
    }
}
