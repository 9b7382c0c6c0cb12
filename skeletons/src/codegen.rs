//! The state of generating one entry point of one kernel, shared by the CPU skeletons
//! ([`crate::range`]) and the GPU skeletons ([`crate::grid`]): the kernel's parameters, the
//! arrays it reads, and what both read the same way (a consumer's input, a stencil's taps
//! through the boundary rule, a permute's target).
#![expect(
    clippy::expect_used,
    reason = "code generation from a validated plan: a fold's or scan's input has rank 1 or more, \
              and atomic combines are chosen for scalar elements only"
)]

use inkwell::IntPredicate;
use inkwell::values::{BasicValueEnum, IntValue, PointerValue};
use systole_frontend::Type;
use systole_frontend::elt::Scalar;
use systole_frontend::ir::{BinOp, Boundary, Consumer, Direction, Expr, ExprId, Fun, StencilInput};
use systole_fusion::{ArrayVar, Input, Kernel};

use crate::effort::TapLoop;
use crate::kernel::{Signature, input_type};
use crate::lower::{ArrayRef, Codegen, FloatOrder, InsideFrom, Val, ok};

mod tap_loop;

/// A kernel's parameters, read in [`crate::kernel::ParamLayout`] order.
pub(crate) enum Params<'ctx> {
    /// Slots of a parameter block in memory (the CPU), loaded where they are read.
    Block { block: PointerValue<'ctx>, next: u64 },
    /// The function's own parameters (the GPU), one per slot.
    Args { values: Vec<BasicValueEnum<'ctx>>, next: usize },
}

impl<'ctx> Params<'ctx> {
    fn slot(cg: &Codegen<'_, 'ctx>, block: PointerValue<'ctx>, next: &mut u64) -> PointerValue<'ctx> {
        let i = cg.ctx.i64_type().const_int(*next, false);
        *next += 1;
        unsafe { ok(cg.builder.build_in_bounds_gep(cg.ctx.i64_type(), block, &[i], "slot")) }
    }

    fn next_arg(values: &[BasicValueEnum<'ctx>], next: &mut usize) -> BasicValueEnum<'ctx> {
        let v = values[*next];
        *next += 1;
        v
    }

    pub(crate) fn int(&mut self, cg: &Codegen<'_, 'ctx>) -> IntValue<'ctx> {
        match self {
            Params::Block { block, next } => {
                let p = Self::slot(cg, *block, next);
                ok(cg.builder.build_load(cg.ctx.i64_type(), p, "param")).into_int_value()
            }
            Params::Args { values, next } => Self::next_arg(values, next).into_int_value(),
        }
    }

    pub(crate) fn ints(&mut self, cg: &Codegen<'_, 'ctx>, n: usize) -> Vec<IntValue<'ctx>> {
        (0..n).map(|_| self.int(cg)).collect()
    }

    pub(crate) fn ptr(&mut self, cg: &Codegen<'_, 'ctx>) -> PointerValue<'ctx> {
        match self {
            Params::Block { block, next } => {
                let p = Self::slot(cg, *block, next);
                ok(cg.builder.build_load(cg.ptr_type(), p, "ptr")).into_pointer_value()
            }
            Params::Args { values, next } => Self::next_arg(values, next).into_pointer_value(),
        }
    }

    pub(crate) fn ptrs(&mut self, cg: &Codegen<'_, 'ctx>, n: usize) -> Vec<PointerValue<'ctx>> {
        (0..n).map(|_| self.ptr(cg)).collect()
    }
}

/// The parameters of a fold or scan that follow the arrays read ([`crate::kernel::ParamSlot`]
/// order), read by [`KernelGen::row_params`].
pub(crate) struct RowParams<'ctx> {
    /// The input's element type.
    pub elt: Type,
    /// The input's rank.
    pub rank: usize,
    /// The extents of the input's outer dimensions (the rows).
    pub outer: Vec<IntValue<'ctx>>,
    /// The row length.
    pub n: IntValue<'ctx>,
    /// The output's leaf pointers.
    pub out: Vec<PointerValue<'ctx>>,
    /// An exclusive scan's totals (empty otherwise).
    pub totals: Vec<PointerValue<'ctx>>,
    /// The partials' leaf pointers.
    pub partial: Vec<PointerValue<'ctx>>,
    /// A scan's piece counter and states, a fold's rows' counters of pieces
    /// ([`crate::kernel::ParamSlot::PieceStates`]).
    pub states: Option<PointerValue<'ctx>>,
}

/// The parameters of a stencil that follow the arrays read, read by
/// [`KernelGen::stencil_params`].
pub(crate) struct StencilParams<'ctx> {
    /// Each input's extent.
    pub extents: Vec<Vec<IntValue<'ctx>>>,
    /// The output's extent.
    pub out_extent: Vec<IntValue<'ctx>>,
    /// The interior, `lo[d] .. hi[d]` in each dimension.
    pub lo: Vec<IntValue<'ctx>>,
    /// See `lo`.
    pub hi: Vec<IntValue<'ctx>>,
    /// The output's leaf pointers.
    pub out: Vec<PointerValue<'ctx>>,
}

/// An element-wise kernel's parameters ([`KernelGen::generate_params`]).
pub(crate) struct GenerateParams<'ctx> {
    /// The extent the kernel runs over.
    pub extent: Vec<IntValue<'ctx>>,
    /// Its outputs.
    pub outs: Vec<GenerateOutput<'ctx>>,
}

/// An output of an element-wise kernel.
pub(crate) struct GenerateOutput<'ctx> {
    /// The element type.
    pub elt: Type,
    /// Its own extent, where it is not the kernel's (see `Kernel::Generate`).
    pub own: Option<Vec<IntValue<'ctx>>>,
    /// The leaf pointers.
    pub ptrs: Vec<PointerValue<'ctx>>,
}

/// Code generation for one entry of one kernel.
pub(crate) struct KernelGen<'g, 'a, 'ctx> {
    pub(crate) cg: &'g Codegen<'a, 'ctx>,
    pub(crate) sig: &'g Signature,
    pub(crate) arrays: Vec<ArrayRef<'ctx>>,
    pub(crate) params: Params<'ctx>,
    /// The entry's range arguments (their meaning depends on the entry and the target).
    pub(crate) a: IntValue<'ctx>,
    pub(crate) b: IntValue<'ctx>,
    pub(crate) c: IntValue<'ctx>,
    pub(crate) d: IntValue<'ctx>,
}

impl<'g, 'a, 'ctx> KernelGen<'g, 'a, 'ctx> {
    /// Starts generating: reads the arrays' extents and pointers from `params`, which then
    /// stand at the kernel's own slots. `range` are the entry's four range arguments.
    pub(crate) fn new(
        cg: &'g Codegen<'a, 'ctx>,
        sig: &'g Signature,
        mut params: Params<'ctx>,
        range: [IntValue<'ctx>; 4],
    ) -> Self {
        let arrays = sig
            .types
            .iter()
            .map(|t| ArrayRef {
                shape: params.ints(cg, t.rank),
                leaves: params.ptrs(cg, t.elt.leaves().len()),
                elt: t.elt.clone(),
                inside: None,
                next_inside: false,
                inside_column: None,
                inside_from: None,
            })
            .collect();
        let [a, b, c, d] = range;
        KernelGen { cg, sig, arrays, params, a, b, c, d }
    }

    /// Reads a fold's (`totals == false`) or a scan's parameters.
    pub(crate) fn row_params(&mut self, input: &Input) -> RowParams<'ctx> {
        let cg = self.cg;
        let (elt, rank) = input_type(input, self.sig);
        let (scan, exclusive) = match &self.sig.canonical {
            Kernel::Consumer(Consumer::Scan { seed, .. }) => (true, seed.is_some()),
            _ => (false, false),
        };
        let mut extent = self.params.ints(cg, rank);
        let leaves = elt.leaves().len();
        let out = self.params.ptrs(cg, leaves);
        let totals = if exclusive { self.params.ptrs(cg, leaves) } else { vec![] };
        let partial = self.params.ptrs(cg, leaves);
        let fold = matches!(&self.sig.canonical, Kernel::Consumer(Consumer::Fold { .. }));
        let states = (scan || fold).then(|| self.params.ptr(cg));
        let n = extent.pop().expect("a fold's or scan's input has rank 1 or more");
        RowParams { elt, rank, outer: extent, n, out, totals, partial, states }
    }

    /// Reads an element-wise kernel's parameters: its extent, then each output's own extent
    /// (where it has one) and leaf pointers.
    pub(crate) fn generate_params(
        &mut self,
        shape: &Fun<ArrayVar>,
        outputs: &[Fun<ArrayVar>],
        extents: &[Option<Fun<ArrayVar>>],
    ) -> GenerateParams<'ctx> {
        let cg = self.cg;
        let rank = |f: &Fun<ArrayVar>| f.result_type().as_tuple().map_or(0, <[Type]>::len);
        let extent = self.params.ints(cg, rank(shape));
        let outs = outputs
            .iter()
            .zip(extents)
            .map(|(f, own)| {
                let own = own.as_ref().map(|e| self.params.ints(cg, rank(e)));
                GenerateOutput {
                    elt: f.result_type().clone(),
                    own,
                    ptrs: self.params.ptrs(cg, f.result_type().leaves().len()),
                }
            })
            .collect();
        GenerateParams { extent, outs }
    }

    /// Computes and stores every output of an element-wise kernel at index `ix` of its
    /// extent (row-major position `lin`): an output of its own extent only where `ix` is
    /// inside it (for one of rank 0, where `ix` is index 0), at its own position.
    pub(crate) fn generate_at(
        &self,
        outputs: &[Fun<ArrayVar>],
        params: &GenerateParams<'ctx>,
        ix: &[IntValue<'ctx>],
        lin: IntValue<'ctx>,
    ) {
        let cg = self.cg;
        for (f, out) in outputs.iter().zip(&params.outs) {
            match &out.own {
                None => {
                    let v = self.lower(f, &[Val::index(ix)], FloatOrder::Strict);
                    cg.store_element(&out.elt, &out.ptrs, lin, &v);
                }
                Some(own) => {
                    let mut inside = cg.ctx.bool_type().const_all_ones();
                    for (d, &i) in ix.iter().enumerate() {
                        let holds = match own.get(d) {
                            Some(&n) => cg.icmp(IntPredicate::SLT, i, n),
                            None => cg.icmp(IntPredicate::EQ, i, cg.i64(0)),
                        };
                        inside = ok(cg.builder.build_and(inside, holds, "inside"));
                    }
                    cg.if_then(inside, || {
                        let at = if own.is_empty() { &[][..] } else { ix };
                        let v = self.lower(f, &[Val::index(at)], FloatOrder::Strict);
                        cg.store_element(&out.elt, &out.ptrs, cg.linearize(own, at), &v);
                    });
                }
            }
        }
    }

    /// Reads a stencil's parameters.
    pub(crate) fn stencil_params(
        &mut self,
        f: &Fun<ArrayVar>,
        inputs: &[StencilInput<Input>],
    ) -> StencilParams<'ctx> {
        let cg = self.cg;
        let rank = input_type(&inputs[0].input, self.sig).1;
        let extents = inputs.iter().map(|_| self.params.ints(cg, rank)).collect();
        let out_extent = self.params.ints(cg, rank);
        let lo = self.params.ints(cg, rank);
        let hi = self.params.ints(cg, rank);
        let out = self.params.ptrs(cg, f.result_type().leaves().len());
        StencilParams { extents, out_extent, lo, hi, out }
    }

    /// `f(args)`, reading the kernel's arrays.
    pub(crate) fn lower(&self, f: &Fun<ArrayVar>, args: &[Val<'ctx>], order: FloatOrder) -> Val<'ctx> {
        let arrays = &self.arrays;
        self.cg.lower(f, args, &|v: ArrayVar| &arrays[v.index()], order)
    }

    /// The element of `input` at index `ix` (row-major position `lin` when the input is
    /// manifest), `ix` inside the input.
    pub(crate) fn read_input(&self, input: &Input, ix: &[IntValue<'ctx>], lin: IntValue<'ctx>) -> Val<'ctx> {
        match input {
            Input::Manifest(v) => self.cg.load_element(&self.arrays[v.index()], lin),
            Input::Delayed(d) => self.lower(&d.element, &[Val::index(ix)], FloatOrder::Strict),
        }
    }

    /// Element `j` of row `row` (outer index `outer`) of a consumer input of rank `rank`
    /// and row length `n`.
    pub(crate) fn row_element(
        &self,
        input: &Input,
        rank: usize,
        n: IntValue<'ctx>,
        row: IntValue<'ctx>,
        outer: &[IntValue<'ctx>],
        j: IntValue<'ctx>,
    ) -> Val<'ctx> {
        let cg = self.cg;
        self.read_input(input, &full_index(outer, j, rank), cg.add(cg.mul(row, n), j))
    }

    /// The reads of a delayed vector `input` at its own position `j` that can be checked
    /// once for every `j` in `0..n`, and the check: an array read at a linear position (a
    /// `fold_all` of a map of arrays of one shape reads `a[@j]` and `b[@j]`) must hold `n`
    /// elements; a vector indexed at `j` (CSR offsets' lengths, `o[j + 1] - o[j]`) must hold
    /// `n` of them, or `n + 1` where it is read at `j + 1` too. `None` where `input` reads
    /// no array so (or is not a delayed vector). Where the check holds, a read at exactly
    /// `j` (or `j + 1`) of those arrays is a plain load ([`KernelGen::row_element_at`]):
    /// clamping two indices into a vector cost a `fold_all` over CSR offsets about 50
    /// instructions an element on the GPU.
    pub(crate) fn positions_checked(
        &self,
        input: &Input,
        rank: usize,
        n: IntValue<'ctx>,
    ) -> Option<(Vec<PositionRead>, IntValue<'ctx>)> {
        let Input::Delayed(d) = input else { return None };
        if rank != 1 {
            return None;
        }
        let reads = position_reads(&d.element, &self.arrays);
        if reads.is_empty() {
            return None;
        }
        let cg = self.cg;
        let fits = reads.iter().fold(cg.ctx.bool_type().const_all_ones(), |all, read| {
            let size = self.arrays[read.array].shape.iter().fold(cg.i64(1), |acc, &e| cg.mul(acc, e));
            let needed = if read.next { cg.add(n, cg.i64(1)) } else { n };
            let fits = cg.icmp(IntPredicate::SLE, needed, size);
            ok(cg.builder.build_and(all, fits, "fits"))
        });
        Some((reads, fits))
    }

    /// [`KernelGen::row_element`], where `inside` lists the reads that position `j` of a
    /// vector (and the next, where listed so) lies inside ([`KernelGen::positions_checked`]).
    #[expect(
        clippy::too_many_arguments,
        reason = "a row's index, its element's and the arrays checked, passed apart"
    )]
    pub(crate) fn row_element_at(
        &self,
        input: &Input,
        rank: usize,
        n: IntValue<'ctx>,
        row: IntValue<'ctx>,
        outer: &[IntValue<'ctx>],
        j: IntValue<'ctx>,
        inside: Option<&[PositionRead]>,
    ) -> Val<'ctx> {
        match (input, inside) {
            (Input::Delayed(d), Some(inside)) => {
                let mut arrays = self.arrays.clone();
                for read in inside {
                    arrays[read.array].inside = Some(j);
                    arrays[read.array].next_inside = read.next;
                }
                self.cg.lower(
                    &d.element,
                    &[Val::index(&[j])],
                    &|v: ArrayVar| &arrays[v.index()],
                    FloatOrder::Strict,
                )
            }
            _ => self.row_element(input, rank, n, row, outer, j),
        }
    }

    /// The element of a vector `input` of `n` elements at position `first + local`
    /// (`local` a zero-extended `i32`), where `inside` lists the reads at the position
    /// checked ([`KernelGen::positions_checked`]): those load from their leaves advanced to
    /// `first` ([`ArrayRef::inside_from`]), each address one 32-bit multiply-add from a
    /// base a run of positions shares (a segmented fold's tile), streamed where `streamed`.
    pub(crate) fn vector_element_from(
        &self,
        input: &Input,
        n: IntValue<'ctx>,
        (first, local): (IntValue<'ctx>, IntValue<'ctx>),
        inside: Option<&[PositionRead]>,
        streamed: bool,
    ) -> Val<'ctx> {
        let cg = self.cg;
        let j = cg.add(first, local);
        match (input, inside) {
            (Input::Delayed(d), Some(inside)) => {
                let mut arrays = self.arrays.clone();
                for read in inside {
                    let a = &mut arrays[read.array];
                    let leaves = a
                        .elt
                        .leaves()
                        .into_iter()
                        .zip(&a.leaves)
                        // SAFETY (of the generated code): `first + local` lies inside the
                        // array, checked once by `positions_checked`
                        .map(|(t, &p)| unsafe {
                            ok(cg.builder.build_in_bounds_gep(cg.mem_type(t), p, &[first], "from"))
                        })
                        .collect();
                    a.inside = Some(j);
                    a.next_inside = read.next;
                    a.inside_from = Some(InsideFrom { leaves, local, streamed });
                }
                cg.lower(
                    &d.element,
                    &[Val::index(&[j])],
                    &|v: ArrayVar| &arrays[v.index()],
                    FloatOrder::Strict,
                )
            }
            _ => self.row_element(input, 1, n, cg.i64(0), &[], j),
        }
    }

    /// `acc ⊕ x` in a scan's order: `f(acc, x)` to the left, `f(x, acc)` to the right.
    pub(crate) fn scan_combine(
        &self,
        f: &Fun<ArrayVar>,
        direction: Direction,
        acc: &Val<'ctx>,
        x: &Val<'ctx>,
    ) -> Val<'ctx> {
        self.scan_combine_in(f, direction, acc, x, FloatOrder::Strict)
    }

    /// [`KernelGen::scan_combine`] with the given freedom to reorder float operations (a
    /// reduction of a scan's piece may reassociate, as a fold does, so that LLVM vectorises
    /// it).
    pub(crate) fn scan_combine_in(
        &self,
        f: &Fun<ArrayVar>,
        direction: Direction,
        acc: &Val<'ctx>,
        x: &Val<'ctx>,
        order: FloatOrder,
    ) -> Val<'ctx> {
        let args = match direction {
            Direction::Left => [acc.clone(), x.clone()],
            Direction::Right => [x.clone(), acc.clone()],
        };
        self.lower(f, &args, order)
    }

    /// The value of a stencil's function at `ix`: every tap of every input read plainly
    /// (`checked == false`, the interior, where every tap is inside its input) or through
    /// the input's boundary rule.
    pub(crate) fn stencil_point(
        &self,
        f: &Fun<ArrayVar>,
        inputs: &[StencilInput<Input>],
        extents: &[Vec<IntValue<'ctx>>],
        ix: &[IntValue<'ctx>],
        checked: bool,
    ) -> Val<'ctx> {
        let cg = self.cg;
        // a wide weighted sum, as a loop over a table of its taps
        if let (Some(tap_loop), [input], [extent]) = (TapLoop::of(&self.sig.canonical), inputs, extents) {
            return self.tap_loop_point(&tap_loop, input, extent, ix, checked);
        }
        let taps: Vec<(&StencilInput<Input>, &[IntValue<'ctx>], &[i64])> = inputs
            .iter()
            .zip(extents)
            .flat_map(|(s, extent)| s.offsets.iter().map(move |off| (s, extent.as_slice(), off.as_slice())))
            .collect();
        // each tap is loaded where the function first uses it
        let tap = |k: usize| {
            let (s, extent, off) = taps[k];
            let at: Vec<IntValue<'ctx>> = ix.iter().zip(off).map(|(&i, &o)| cg.add(i, cg.i64(o))).collect();
            if checked {
                self.read_boundary(&s.input, extent, &s.boundary, &at)
            } else {
                self.read_input(&s.input, &at, cg.linearize(extent, &at))
            }
        };
        let arrays = &self.arrays;
        cg.lower_lazy(f, &tap, &|v: ArrayVar| &arrays[v.index()], FloatOrder::Strict)
    }

    /// Whether every coordinate of `ix` is in `lo[d] .. hi[d]`.
    pub(crate) fn inside(
        &self,
        ix: &[IntValue<'ctx>],
        lo: &[IntValue<'ctx>],
        hi: &[IntValue<'ctx>],
    ) -> IntValue<'ctx> {
        let cg = self.cg;
        let mut inside = cg.ctx.bool_type().const_all_ones();
        for ((&i, &l), &h) in ix.iter().zip(lo).zip(hi) {
            let a = cg.icmp(IntPredicate::SGE, i, l);
            let b = cg.icmp(IntPredicate::SLT, i, h);
            inside = ok(cg.builder.build_and(inside, ok(cg.builder.build_and(a, b, "in")), "in"));
        }
        inside
    }

    /// Where a permute sends the element at `ix`: whether it is kept (the index function's
    /// flag, and the target inside `out_extent`) and the target's row-major position.
    pub(crate) fn permute_target(
        &self,
        index: &Fun<ArrayVar>,
        ix: &[IntValue<'ctx>],
        out_extent: &[IntValue<'ctx>],
    ) -> (IntValue<'ctx>, IntValue<'ctx>) {
        let cg = self.cg;
        let target = self.lower(index, &[Val::index(ix)], FloatOrder::Strict);
        let valid = target.fields()[0].int();
        let to = target.fields()[1].to_index();
        let zeros = vec![cg.i64(0); to.len()];
        let inside = ok(cg.builder.build_and(valid, self.inside(&to, &zeros, out_extent), "keep"));
        (inside, cg.linearize(out_extent, &to))
    }

    /// The element of a stencil input at `at`, following the boundary rule outside.
    pub(crate) fn read_boundary(
        &self,
        input: &Input,
        extent: &[IntValue<'ctx>],
        boundary: &Boundary,
        at: &[IntValue<'ctx>],
    ) -> Val<'ctx> {
        let cg = self.cg;
        let mapped: Vec<IntValue<'ctx>> =
            at.iter().zip(extent).map(|(&c, &n)| boundary_coordinate(cg, boundary, c, n)).collect();
        let v = self.read_input(input, &mapped, cg.linearize(extent, &mapped));
        match boundary {
            Boundary::Constant(k) => {
                let zeros = vec![cg.i64(0); at.len()];
                cg.select_val(self.inside(at, &zeros, extent), &v, &cg.constant_value(k))
            }
            _ => v,
        }
    }
}

/// Where coordinate `c` of an input of extent `n` reads under `boundary` (the rules are
/// separable: each coordinate maps on its own); a constant boundary reads the nearest
/// element, which the caller replaces by the constant (see [`KernelGen::read_boundary`]).
pub(crate) fn boundary_coordinate<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    boundary: &Boundary,
    c: IntValue<'ctx>,
    n: IntValue<'ctx>,
) -> IntValue<'ctx> {
    match boundary {
        Boundary::Clamp | Boundary::Constant(_) => cg.clamp_index(c, n),
        Boundary::Wrap => {
            let r = ok(cg.builder.build_int_signed_rem(c, cg.smax(n, cg.i64(1)), "r"));
            let neg = cg.icmp(IntPredicate::SLT, r, cg.i64(0));
            cg.select(neg, cg.add(r, n).into(), r.into()).into_int_value()
        }
        Boundary::Mirror => mirror(cg, c, n),
    }
}

/// The position of the `t`-th element of `j0..j1` in a scan's order.
pub(crate) fn scan_position<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    direction: Direction,
    j0: IntValue<'ctx>,
    j1: IntValue<'ctx>,
    t: IntValue<'ctx>,
) -> IntValue<'ctx> {
    match direction {
        Direction::Left => cg.add(j0, t),
        Direction::Right => cg.sub(cg.sub(j1, cg.i64(1)), t),
    }
}

/// Reflection without repeating the edge (`interp::ops::mirror`): period `2 (n - 1)`.
fn mirror<'ctx>(cg: &Codegen<'_, 'ctx>, c: IntValue<'ctx>, n: IntValue<'ctx>) -> IntValue<'ctx> {
    let b = cg.builder;
    let period = cg.smax(cg.mul(cg.i64(2), cg.sub(n, cg.i64(1))), cg.i64(1));
    let r = ok(b.build_int_signed_rem(c, period, "r"));
    let neg = cg.icmp(IntPredicate::SLT, r, cg.i64(0));
    let m = cg.select(neg, cg.add(r, period).into(), r.into()).into_int_value();
    let high = cg.icmp(IntPredicate::SGE, m, n);
    let reflected = cg.select(high, cg.sub(period, m).into(), m.into()).into_int_value();
    // n == 1: everything reads 0 (period 1 gives m = 0 already)
    reflected
}

/// `outer ++ [j]`, or `[]` for rank 0.
pub(crate) fn full_index<'ctx>(
    outer: &[IntValue<'ctx>],
    j: IntValue<'ctx>,
    rank: usize,
) -> Vec<IntValue<'ctx>> {
    if rank == 0 {
        return vec![];
    }
    outer.iter().copied().chain(std::iter::once(j)).collect()
}

/// `out[dst] = op(x, out[dst])` as one atomic instruction.
pub(crate) fn atomic_combine<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    op: BinOp,
    elt: &Type,
    out: PointerValue<'ctx>,
    dst: IntValue<'ctx>,
    x: inkwell::values::BasicValueEnum<'ctx>,
) {
    use inkwell::values::AsValueRef;
    use llvm_sys::LLVMAtomicRMWBinOp as Op;
    let t = elt.as_scalar().expect("atomic combine of a scalar");
    let mt = cg.mem_type(t);
    let p = unsafe { ok(cg.builder.build_in_bounds_gep(mt, out, &[dst], "p")) };
    let rmw = match (op, t.is_float(), t.is_signed_int()) {
        (BinOp::Add, false, _) => Op::LLVMAtomicRMWBinOpAdd,
        (BinOp::Add, true, _) => Op::LLVMAtomicRMWBinOpFAdd,
        (BinOp::Min, true, _) => Op::LLVMAtomicRMWBinOpFMin,
        (BinOp::Max, true, _) => Op::LLVMAtomicRMWBinOpFMax,
        (BinOp::Min, false, true) => Op::LLVMAtomicRMWBinOpMin,
        (BinOp::Max, false, true) => Op::LLVMAtomicRMWBinOpMax,
        (BinOp::Min, false, false) => Op::LLVMAtomicRMWBinOpUMin,
        (_, false, false) => Op::LLVMAtomicRMWBinOpUMax,
        _ => unreachable!("atomic combine is +, min or max"),
    };
    // SAFETY: the builder is positioned (a block exists) and the operands are values of
    // this context with matching types.
    unsafe {
        llvm_sys::core::LLVMBuildAtomicRMW(
            cg.builder.as_mut_ptr(),
            rmw,
            p.as_value_ref(),
            x.as_value_ref(),
            llvm_sys::LLVMAtomicOrdering::LLVMAtomicOrderingMonotonic,
            0,
        );
    }
}

/// An array that a delayed vector reads at its own position ([`KernelGen::positions_checked`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct PositionRead {
    /// The array's number in the kernel.
    pub array: usize,
    /// Whether it is read at the position after too (a vector indexed at `j + 1`).
    pub next: bool,
}

/// The arrays `f`, the element of a delayed vector, reads at its position `j`: every array
/// read at a linear position (the lowering loads plainly only at exactly `j`), and every
/// vector indexed at `j` or `j + 1`, with whether at `j + 1`.
fn position_reads(f: &Fun<ArrayVar>, arrays: &[ArrayRef<'_>]) -> Vec<PositionRead> {
    let nodes = f.nodes();
    // the position: the index parameter's only component (or the parameter itself)
    let is_j = |e: ExprId| match &nodes[e.index()] {
        Expr::Prj { tuple, field: 0 } => nodes[tuple.index()] == Expr::Param(0),
        _ => false,
    };
    let is_one = |e: ExprId| nodes[e.index()] == Expr::Const(Scalar::I64(1));
    // `Some(next)` for an index at `j` (`false`) or `j + 1` (`true`)
    let at = |index: ExprId| -> Option<bool> {
        if nodes[index.index()] == Expr::Param(0) {
            return Some(false);
        }
        let Expr::Tuple(parts) = &nodes[index.index()] else { return None };
        let [e] = parts[..] else { return None };
        match nodes[e.index()] {
            _ if is_j(e) => Some(false),
            Expr::Binary(BinOp::Add, x, y) if (is_j(x) && is_one(y)) || (is_one(x) && is_j(y)) => Some(true),
            _ => None,
        }
    };
    let mut reads: Vec<PositionRead> = vec![];
    let mut note = |array: usize, next: bool| match reads.iter_mut().find(|r| r.array == array) {
        Some(read) => read.next |= next,
        None => reads.push(PositionRead { array, next }),
    };
    for e in nodes {
        match e {
            Expr::LinearIndex { array, .. } => note(array.index(), false),
            Expr::Index { array, index, .. } if arrays[array.index()].shape.len() == 1 => {
                if let Some(next) = at(*index) {
                    note(array.index(), next);
                }
            }
            _ => {}
        }
    }
    reads.sort_unstable_by_key(|r| r.array);
    reads
}
