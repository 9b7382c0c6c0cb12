//! Skeletons over index ranges: the form kernels take on a multicore CPU.
//!
//! Every kernel becomes a few entry points `void entry(u64 *params, i64 a, i64 b, i64 c,
//! i64 d)`; the host calls them on disjoint chunks from several threads. An entry reads the
//! arrays and extents it needs from the parameter block `params`, whose layout
//! [`ParamLayout`] describes and the host fills in the same order:
//!
//! ```text
//!  arrays read     for each Signature::arrays[k]: its extents (i64), one pointer per leaf
//!  generate        output extents; every output's leaf pointers
//!  fold            input extents; output leaf pointers; partial leaf pointers
//!  scan            input extents; output leaf pointers; totals leaf pointers (exclusive
//!                  scans); partial leaf pointers
//!  permute         input extents; output extents; output leaf pointers; lock table pointer
//!  stencil         every input's extents; output extents; interior lo and hi per
//!                  dimension; output leaf pointers
//! ```
//!
//! | kernel | entries (`a, b, c, d`) |
//! | --- | --- |
//! | generate, stencil, permute | `elements(start, end)`: the row-major positions `start..end` |
//! | fold | `rows(r0, r1)`; `segment(row, j0, j1, p)`: fold1 of a piece of a row into partial `p`; `finish(row, p0, p1)`: seed and partials `p0..p1` into the output |
//! | scan | `rows(r0, r1)`; `segment(row, j0, j1, p)` as for fold, in scan order; `carries(row, p0, p1)`: partials become carry-ins (and the row's total); `scan(row, j0, j1, p)`: a piece of a row from carry-in `p` (`-1`: none) |
//!
//! Rows split into pieces give the three-phase parallel scan (reduce pieces, scan the
//! partials, scan pieces from their carry-in) and the parallel fold of a long row; short
//! rows are folded and scanned whole, one row per iteration.
//!
//! Element-wise loops run row by row over the innermost dimension, so that LLVM sees a
//! plain counted loop it can vectorise. The stencil splits each row into its border (reads
//! through the boundary rule) and its interior (plain reads, no checks).

use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::values::{FunctionValue, IntValue, PointerValue};
use inkwell::{AtomicOrdering, IntPredicate};
use systole_frontend::ir::{BinOp, Boundary, Consumer, Direction, Expr, Fun, StencilInput};
use systole_frontend::{ScalarType, Type};
use systole_fusion::{ArrayVar, Input, Kernel};

use crate::kernel::Signature;
use crate::lower::{ArrayRef, Codegen, FloatOrder, Val, generic_ptr, ok};
use crate::target::Target;

/// The entry points of a compiled kernel (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Entry {
    /// A range of row-major positions of the output (of the input, for permute).
    Elements,
    /// A range of whole rows (fold, scan).
    Rows,
    /// A piece of a row reduced into a partial (fold, scan).
    Segment,
    /// A fold's partials and seed into its output.
    Finish,
    /// A scan's partials into carry-ins.
    Carries,
    /// A piece of a row scanned from a carry-in.
    Scan,
}

impl Entry {
    /// The entry points a kernel has.
    pub fn of(kernel: &Kernel) -> &'static [Entry] {
        match kernel {
            Kernel::Generate { .. } => &[Entry::Elements],
            Kernel::Consumer(Consumer::Fold { .. }) => &[Entry::Rows, Entry::Segment, Entry::Finish],
            Kernel::Consumer(Consumer::Scan { .. }) => {
                &[Entry::Rows, Entry::Segment, Entry::Carries, Entry::Scan]
            }
            Kernel::Consumer(Consumer::Permute { .. } | Consumer::Stencil { .. }) => &[Entry::Elements],
        }
    }

    /// The suffix of the entry's symbol.
    pub fn name(self) -> &'static str {
        match self {
            Entry::Elements => "elements",
            Entry::Rows => "rows",
            Entry::Segment => "segment",
            Entry::Finish => "finish",
            Entry::Carries => "carries",
            Entry::Scan => "scan",
        }
    }
}

/// The symbol of an entry point of the kernel compiled under `prefix`.
pub fn symbol(prefix: &str, entry: Entry) -> String {
    format!("{prefix}_{}", entry.name())
}

/// The signature of every entry point: `extern "C" fn(params, a, b, c, d)`.
pub type EntryFn = unsafe extern "C" fn(*const u64, i64, i64, i64, i64);

/// How a permute combines into its output.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PermuteCombine {
    /// One atomic read-modify-write (`combine` is a plain `+`, `min` or `max` of a scalar).
    Atomic(BinOp),
    /// Under a lock taken per target element (striped over a table of locks).
    Locked,
}

/// The number of locks of a permute's lock table (a power of two).
pub const PERMUTE_LOCKS: usize = 4096;

/// How `combine` of a permute is applied (see [`PermuteCombine`]).
pub fn permute_combine(combine: &Fun<ArrayVar>) -> PermuteCombine {
    let Some(t) = combine.result_type().as_scalar() else { return PermuteCombine::Locked };
    if t == ScalarType::Bool {
        return PermuteCombine::Locked;
    }
    match combine.node(combine.result()) {
        Expr::Binary(op @ (BinOp::Add | BinOp::Min | BinOp::Max), a, b) => {
            let params = (combine.node(*a), combine.node(*b));
            match params {
                (Expr::Param(0), Expr::Param(1)) | (Expr::Param(1), Expr::Param(0)) => {
                    PermuteCombine::Atomic(*op)
                }
                _ => PermuteCombine::Locked,
            }
        }
        _ => PermuteCombine::Locked,
    }
}

/// The element type and rank of a consumer's input.
pub fn input_type(input: &Input, sig: &Signature) -> (Type, usize) {
    match input {
        Input::Manifest(v) => {
            let t = &sig.types[v.index()];
            (t.elt.clone(), t.rank)
        }
        Input::Delayed(d) => {
            let rank = d.shape.result_type().as_tuple().map_or(0, <[Type]>::len);
            (d.element.result_type().clone(), rank)
        }
    }
}

/// The LLVM module of a kernel: one function per [`Entry`], named [`symbol`]`(prefix, _)`.
/// `sig.canonical` is the kernel generated; `configure` is applied to every entry function
/// (the CPU backend sets `target-cpu` and `target-features`).
pub fn module<'ctx>(
    ctx: &'ctx Context,
    target: &dyn Target,
    sig: &Signature,
    prefix: &str,
    configure: &dyn Fn(FunctionValue<'ctx>),
) -> Module<'ctx> {
    let module = ctx.create_module(prefix);
    let builder = ctx.create_builder();
    for &entry in Entry::of(&sig.canonical) {
        let i64_ = ctx.i64_type();
        let fn_ty = ctx
            .void_type()
            .fn_type(&[generic_ptr(ctx).into(), i64_.into(), i64_.into(), i64_.into(), i64_.into()], false);
        let function = module.add_function(&symbol(prefix, entry), fn_ty, Some(Linkage::External));
        configure(function);
        builder.position_at_end(ctx.append_basic_block(function, "entry"));
        let cg = Codegen { ctx, module: &module, builder: &builder, function, target };
        let mut k = KernelGen::new(&cg, sig);
        k.entry(entry);
        ok(builder.build_return(None));
    }
    module
}

/// Reads the parameter block in order.
struct Params<'ctx> {
    block: PointerValue<'ctx>,
    next: u64,
}

impl<'ctx> Params<'ctx> {
    fn slot(&mut self, cg: &Codegen<'_, 'ctx>) -> PointerValue<'ctx> {
        let i = cg.ctx.i64_type().const_int(self.next, false);
        self.next += 1;
        unsafe { ok(cg.builder.build_in_bounds_gep(cg.ctx.i64_type(), self.block, &[i], "slot")) }
    }

    fn int(&mut self, cg: &Codegen<'_, 'ctx>) -> IntValue<'ctx> {
        let p = self.slot(cg);
        ok(cg.builder.build_load(cg.ctx.i64_type(), p, "param")).into_int_value()
    }

    fn ints(&mut self, cg: &Codegen<'_, 'ctx>, n: usize) -> Vec<IntValue<'ctx>> {
        (0..n).map(|_| self.int(cg)).collect()
    }

    fn ptr(&mut self, cg: &Codegen<'_, 'ctx>) -> PointerValue<'ctx> {
        let p = self.slot(cg);
        ok(cg.builder.build_load(cg.ptr_type(), p, "ptr")).into_pointer_value()
    }

    fn ptrs(&mut self, cg: &Codegen<'_, 'ctx>, n: usize) -> Vec<PointerValue<'ctx>> {
        (0..n).map(|_| self.ptr(cg)).collect()
    }
}

/// What the host writes into a parameter block, in order (the layout of the module
/// documentation). The host builds it with the same walk over the kernel that code
/// generation uses, so the two cannot disagree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParamSlot {
    /// An extent of the `k`-th array read (`Signature::arrays[k]`), dimension `d`.
    ArrayExtent(usize, usize),
    /// Leaf pointer `l` of the `k`-th array read.
    ArrayLeaf(usize, usize),
    /// Dimension `d` of the extent of consumer input `i` (generate: of the output).
    InputExtent(usize, usize),
    /// Dimension `d` of the output's extent.
    OutputExtent(usize),
    /// Leaf `l` of output `o` (a generate's outputs; 0 otherwise).
    OutputLeaf(usize, usize),
    /// Leaf `l` of the totals of an exclusive scan.
    TotalsLeaf(usize),
    /// Leaf `l` of the partials buffer (fold and scan of long rows).
    PartialLeaf(usize),
    /// The permute's lock table ([`PERMUTE_LOCKS`] `u32`s, zero).
    Locks,
    /// The first interior position of a stencil in dimension `d`.
    InteriorLo(usize),
    /// One past the last interior position of a stencil in dimension `d`.
    InteriorHi(usize),
}

/// The parameter block of a kernel, slot by slot.
pub struct ParamLayout;

impl ParamLayout {
    /// The slots of `sig`'s kernel, in order.
    pub fn of(sig: &Signature) -> Vec<ParamSlot> {
        let mut out = Vec::new();
        for (k, t) in sig.types.iter().enumerate() {
            out.extend((0..t.rank).map(|d| ParamSlot::ArrayExtent(k, d)));
            out.extend((0..t.elt.leaves().len()).map(|l| ParamSlot::ArrayLeaf(k, l)));
        }
        let leaves = |t: &Type| t.leaves().len();
        match &sig.canonical {
            Kernel::Generate { shape, outputs } => {
                let rank = shape.result_type().as_tuple().map_or(0, <[Type]>::len);
                out.extend((0..rank).map(ParamSlot::OutputExtent));
                for (o, f) in outputs.iter().enumerate() {
                    out.extend((0..leaves(f.result_type())).map(|l| ParamSlot::OutputLeaf(o, l)));
                }
            }
            Kernel::Consumer(c) => {
                let inputs = c.inputs();
                match c {
                    Consumer::Fold { .. } | Consumer::Scan { .. } => {
                        let (elt, rank) = input_type(inputs[0], sig);
                        out.extend((0..rank).map(|d| ParamSlot::InputExtent(0, d)));
                        out.extend((0..leaves(&elt)).map(|l| ParamSlot::OutputLeaf(0, l)));
                        if let Consumer::Scan { seed: Some(_), .. } = c {
                            out.extend((0..leaves(&elt)).map(ParamSlot::TotalsLeaf));
                        }
                        out.extend((0..leaves(&elt)).map(ParamSlot::PartialLeaf));
                    }
                    Consumer::Permute { combine, .. } => {
                        let (_, rank) = input_type(inputs[0], sig);
                        out.extend((0..rank).map(|d| ParamSlot::InputExtent(0, d)));
                        let elt = combine.result_type();
                        let out_rank = permute_target_rank(c);
                        out.extend((0..out_rank).map(ParamSlot::OutputExtent));
                        out.extend((0..leaves(elt)).map(|l| ParamSlot::OutputLeaf(0, l)));
                        out.push(ParamSlot::Locks);
                    }
                    Consumer::Stencil { f, .. } => {
                        let mut rank = 0;
                        for (i, input) in inputs.iter().enumerate() {
                            rank = input_type(input, sig).1;
                            out.extend((0..rank).map(|d| ParamSlot::InputExtent(i, d)));
                        }
                        out.extend((0..rank).map(ParamSlot::OutputExtent));
                        out.extend((0..rank).map(ParamSlot::InteriorLo));
                        out.extend((0..rank).map(ParamSlot::InteriorHi));
                        out.extend((0..leaves(f.result_type())).map(|l| ParamSlot::OutputLeaf(0, l)));
                    }
                }
            }
        }
        out
    }
}

/// The rank of a permute's target index.
fn permute_target_rank(c: &Consumer<Input, ArrayVar>) -> usize {
    match c {
        Consumer::Permute { index, .. } => index
            .result_type()
            .as_tuple()
            .and_then(|t| t.get(1))
            .and_then(Type::as_tuple)
            .map_or(0, <[Type]>::len),
        _ => 0,
    }
}

/// Code generation for one entry of one kernel.
struct KernelGen<'g, 'a, 'ctx> {
    cg: &'g Codegen<'a, 'ctx>,
    sig: &'g Signature,
    arrays: Vec<ArrayRef<'ctx>>,
    params: Params<'ctx>,
    a: IntValue<'ctx>,
    b: IntValue<'ctx>,
    c: IntValue<'ctx>,
    d: IntValue<'ctx>,
}

impl<'g, 'a, 'ctx> KernelGen<'g, 'a, 'ctx> {
    fn new(cg: &'g Codegen<'a, 'ctx>, sig: &'g Signature) -> Self {
        let f = cg.function;
        let int = |i: u32| f.get_nth_param(i).expect("entry parameter").into_int_value();
        let block = f.get_nth_param(0).expect("parameter block").into_pointer_value();
        let mut params = Params { block, next: 0 };
        let arrays = sig
            .types
            .iter()
            .map(|t| ArrayRef {
                shape: params.ints(cg, t.rank),
                leaves: params.ptrs(cg, t.elt.leaves().len()),
                elt: t.elt.clone(),
            })
            .collect();
        KernelGen { cg, sig, arrays, params, a: int(1), b: int(2), c: int(3), d: int(4) }
    }

    fn lower(&self, f: &Fun<ArrayVar>, args: &[Val<'ctx>], order: FloatOrder) -> Val<'ctx> {
        let arrays = &self.arrays;
        self.cg.lower(f, args, &|v: ArrayVar| &arrays[v.index()], order)
    }

    fn entry(&mut self, entry: Entry) {
        let kernel = self.sig.canonical.clone();
        match (&kernel, entry) {
            (Kernel::Generate { shape, outputs }, _) => self.generate(shape, outputs),
            (Kernel::Consumer(Consumer::Fold { f, seed, input }), e) => self.fold(e, f, seed.as_ref(), input),
            (Kernel::Consumer(Consumer::Scan { f, seed, direction, input }), e) => {
                self.scan(e, f, seed.as_ref(), *direction, input)
            }
            (Kernel::Consumer(Consumer::Permute { combine, index, input, .. }), _) => {
                self.permute(combine, index, input)
            }
            (Kernel::Consumer(Consumer::Stencil { f, inputs }), _) => self.stencil(f, inputs),
        }
    }

    // ----- generate ------------------------------------------------------------------------

    fn generate(&mut self, shape: &Fun<ArrayVar>, outputs: &[Fun<ArrayVar>]) {
        let cg = self.cg;
        let rank = shape.result_type().as_tuple().map_or(0, <[Type]>::len);
        let extent = self.params.ints(cg, rank);
        let outs: Vec<(Type, Vec<PointerValue<'ctx>>)> = outputs
            .iter()
            .map(|f| (f.result_type().clone(), self.params.ptrs(cg, f.result_type().leaves().len())))
            .collect();
        let (start, end) = (self.a, self.b);
        row_segments(cg, &extent, start, end, &mut |&RowPiece { ref outer, j0, j1, base }| {
            cg.for_range(j0, j1, |j| {
                let ix = full_index(outer, j, rank);
                let lin = cg.add(base, j);
                for (f, (elt, ptrs)) in outputs.iter().zip(&outs) {
                    let v = self.lower(f, &[Val::index(&ix)], FloatOrder::Strict);
                    cg.store_element(elt, ptrs, lin, &v);
                }
            });
        });
    }

    // ----- consumer inputs -----------------------------------------------------------------

    /// The element of `input` at index `ix` (row-major position `lin` when the input is
    /// manifest), `ix` inside the input.
    fn read_input(&self, input: &Input, ix: &[IntValue<'ctx>], lin: IntValue<'ctx>) -> Val<'ctx> {
        match input {
            Input::Manifest(v) => self.cg.load_element(&self.arrays[v.index()], lin),
            Input::Delayed(d) => self.lower(&d.element, &[Val::index(ix)], FloatOrder::Strict),
        }
    }

    /// Element `j` of row `row` (outer index `outer`) of a consumer input of rank `rank`
    /// and row length `n`.
    fn row_element(
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

    // ----- fold ----------------------------------------------------------------------------

    fn fold(&mut self, entry: Entry, f: &Fun<ArrayVar>, seed: Option<&Fun<ArrayVar>>, input: &Input) {
        let cg = self.cg;
        let (elt, rank) = input_type(input, self.sig);
        let extent = self.params.ints(cg, rank);
        let out = self.params.ptrs(cg, elt.leaves().len());
        let partial = self.params.ptrs(cg, elt.leaves().len());
        let (outer_shape, n) = extent.split_at(rank - 1);
        let n = n[0];
        let combine = |acc: &Val<'ctx>, x: &Val<'ctx>| {
            self.lower(f, &[acc.clone(), x.clone()], FloatOrder::Reassociate)
        };
        let x_at = |row, outer: &[IntValue<'ctx>], j| self.row_element(input, rank, n, row, outer, j);
        let seed_val = || seed.map(|s| self.lower(s, &[], FloatOrder::Strict));
        let load = |ptrs: &[PointerValue<'ctx>], i: IntValue<'ctx>| cg.load_value(&elt, ptrs, i);
        match entry {
            Entry::Rows => {
                cg.for_range(self.a, self.b, |row| {
                    let outer = cg.delinearize(outer_shape, row);
                    let (init, from) = match seed_val() {
                        Some(z) => (z, cg.i64(0)),
                        None => (x_at(row, &outer, cg.i64(0)), cg.i64(1)),
                    };
                    let acc =
                        cg.fold_range(from, n, &init, &elt, |acc, j| combine(acc, &x_at(row, &outer, j)));
                    cg.store_element(&elt, &out, row, &acc);
                });
            }
            Entry::Segment => {
                let (row, j0, j1, p) = (self.a, self.b, self.c, self.d);
                let outer = cg.delinearize(outer_shape, row);
                let init = x_at(row, &outer, j0);
                let acc = cg.fold_range(cg.add(j0, cg.i64(1)), j1, &init, &elt, |acc, j| {
                    combine(acc, &x_at(row, &outer, j))
                });
                cg.store_element(&elt, &partial, p, &acc);
            }
            Entry::Finish => {
                let (row, p0, p1) = (self.a, self.b, self.c);
                let first = load(&partial, p0);
                let init = match seed_val() {
                    Some(z) => combine(&z, &first),
                    None => first,
                };
                let acc = cg.fold_range(cg.add(p0, cg.i64(1)), p1, &init, &elt, |acc, p| {
                    combine(acc, &load(&partial, p))
                });
                cg.store_element(&elt, &out, row, &acc);
            }
            _ => unreachable!("fold has no {entry:?} entry"),
        }
    }

    // ----- scan ----------------------------------------------------------------------------

    fn scan(
        &mut self,
        entry: Entry,
        f: &Fun<ArrayVar>,
        seed: Option<&Fun<ArrayVar>>,
        direction: Direction,
        input: &Input,
    ) {
        let cg = self.cg;
        let (elt, rank) = input_type(input, self.sig);
        let extent = self.params.ints(cg, rank);
        let out = self.params.ptrs(cg, elt.leaves().len());
        let totals = if seed.is_some() { self.params.ptrs(cg, elt.leaves().len()) } else { vec![] };
        let partial = self.params.ptrs(cg, elt.leaves().len());
        let (outer_shape, n) = extent.split_at(rank - 1);
        let n = n[0];
        // acc ⊕ x in scan order: f(acc, x) to the left, f(x, acc) to the right
        let combine = |acc: &Val<'ctx>, x: &Val<'ctx>| {
            let args = match direction {
                Direction::Left => [acc.clone(), x.clone()],
                Direction::Right => [x.clone(), acc.clone()],
            };
            self.lower(f, &args, FloatOrder::Strict)
        };
        // the position of the t-th element of [j0, j1) in scan order
        let position = |j0: IntValue<'ctx>, j1: IntValue<'ctx>, t: IntValue<'ctx>| match direction {
            Direction::Left => cg.add(j0, t),
            Direction::Right => cg.sub(cg.sub(j1, cg.i64(1)), t),
        };
        let x_at = |row, outer: &[IntValue<'ctx>], j| self.row_element(input, rank, n, row, outer, j);
        let load = |ptrs: &[PointerValue<'ctx>], i: IntValue<'ctx>| cg.load_value(&elt, ptrs, i);
        // scans positions [j0, j1) of `row` from `carry` (None: inclusive from the first
        // element), writing the outputs; returns the running value after the last element
        let scan_piece =
            |row: IntValue<'ctx>, j0: IntValue<'ctx>, j1: IntValue<'ctx>, carry: Option<Val<'ctx>>| {
                let outer = cg.delinearize(outer_shape, row);
                let base = cg.mul(row, n);
                let len = cg.sub(j1, j0);
                match (seed.is_some(), carry) {
                    (false, carry) => {
                        // inclusive: out[pos] = acc ⊕ x
                        let first_pos = position(j0, j1, cg.i64(0));
                        let x0 = x_at(row, &outer, first_pos);
                        let init = match carry {
                            Some(c) => combine(&c, &x0),
                            None => x0,
                        };
                        cg.store_element(&elt, &out, cg.add(base, first_pos), &init);
                        cg.fold_range(cg.i64(1), len, &init, &elt, |acc, t| {
                            let pos = position(j0, j1, t);
                            let v = combine(acc, &x_at(row, &outer, pos));
                            cg.store_element(&elt, &out, cg.add(base, pos), &v);
                            v
                        })
                    }
                    (true, carry) => {
                        // exclusive: out[pos] = acc, then acc ⊕ x
                        let init = carry.expect("an exclusive scan always has a carry-in");
                        cg.fold_range(cg.i64(0), len, &init, &elt, |acc, t| {
                            let pos = position(j0, j1, t);
                            cg.store_element(&elt, &out, cg.add(base, pos), acc);
                            combine(acc, &x_at(row, &outer, pos))
                        })
                    }
                }
            };
        match entry {
            Entry::Rows => {
                cg.for_range(self.a, self.b, |row| {
                    let carry = seed.map(|s| self.lower(s, &[], FloatOrder::Strict));
                    let nonempty = cg.icmp(IntPredicate::SGT, n, cg.i64(0));
                    if seed.is_some() {
                        let total = scan_piece(row, cg.i64(0), n, carry);
                        cg.store_element(&elt, &totals, row, &total);
                    } else {
                        cg.if_then(nonempty, || {
                            scan_piece(row, cg.i64(0), n, None);
                        });
                    }
                });
            }
            Entry::Segment => {
                let (row, j0, j1, p) = (self.a, self.b, self.c, self.d);
                let outer = cg.delinearize(outer_shape, row);
                let len = cg.sub(j1, j0);
                let init = x_at(row, &outer, position(j0, j1, cg.i64(0)));
                let acc = cg.fold_range(cg.i64(1), len, &init, &elt, |acc, t| {
                    combine(acc, &x_at(row, &outer, position(j0, j1, t)))
                });
                cg.store_element(&elt, &partial, p, &acc);
            }
            Entry::Carries => {
                // pieces p0..p1 are in position order; scan order runs over them forwards
                // (left) or backwards (right); partial[p] becomes piece p's carry-in
                let (row, p0, p1) = (self.a, self.b, self.c);
                let count = cg.sub(p1, p0);
                let piece = |t: IntValue<'ctx>| position(p0, p1, t);
                let (init, from) = match seed {
                    Some(s) => (self.lower(s, &[], FloatOrder::Strict), cg.i64(0)),
                    None => (load(&partial, piece(cg.i64(0))), cg.i64(1)),
                };
                let total = cg.fold_range(from, count, &init, &elt, |carry, t| {
                    let p = piece(t);
                    let own = load(&partial, p);
                    cg.store_element(&elt, &partial, p, carry);
                    combine(carry, &own)
                });
                if seed.is_some() {
                    cg.store_element(&elt, &totals, row, &total);
                }
            }
            Entry::Scan => {
                let (row, j0, j1, p) = (self.a, self.b, self.c, self.d);
                let has_carry = cg.icmp(IntPredicate::SGE, p, cg.i64(0));
                let carry = load(&partial, cg.smax(p, cg.i64(0)));
                if seed.is_some() {
                    scan_piece(row, j0, j1, Some(carry));
                } else {
                    // inclusive: the first piece in scan order has no carry-in
                    let yes = cg.block("carry");
                    let no = cg.block("nocarry");
                    let done = cg.block("done");
                    ok(cg.builder.build_conditional_branch(has_carry, yes, no));
                    cg.builder.position_at_end(yes);
                    scan_piece(row, j0, j1, Some(carry));
                    ok(cg.builder.build_unconditional_branch(done));
                    cg.builder.position_at_end(no);
                    scan_piece(row, j0, j1, None);
                    ok(cg.builder.build_unconditional_branch(done));
                    cg.builder.position_at_end(done);
                }
            }
            _ => unreachable!("scan has no {entry:?} entry"),
        }
    }

    // ----- permute -------------------------------------------------------------------------

    fn permute(&mut self, combine: &Fun<ArrayVar>, index: &Fun<ArrayVar>, input: &Input) {
        let cg = self.cg;
        let (_, rank) = input_type(input, self.sig);
        let extent = self.params.ints(cg, rank);
        let Kernel::Consumer(c) = &self.sig.canonical else { unreachable!() };
        let out_extent = self.params.ints(cg, permute_target_rank(c));
        let elt = combine.result_type().clone();
        let out = self.params.ptrs(cg, elt.leaves().len());
        let locks = self.params.ptr(cg);
        let how = permute_combine(combine);
        row_segments(cg, &extent, self.a, self.b, &mut |&RowPiece { ref outer, j0, j1, base }| {
            cg.for_range(j0, j1, |j| {
                let ix = full_index(outer, j, rank);
                let target = self.lower(index, &[Val::index(&ix)], FloatOrder::Strict);
                let valid = target.fields()[0].int();
                let to = target.fields()[1].to_index();
                let mut inside = valid;
                for (&t, &n) in to.iter().zip(&out_extent) {
                    let ok_lo = cg.icmp(IntPredicate::SGE, t, cg.i64(0));
                    let ok_hi = cg.icmp(IntPredicate::SLT, t, n);
                    inside =
                        ok(cg.builder.build_and(inside, ok(cg.builder.build_and(ok_lo, ok_hi, "in")), "in"));
                }
                cg.if_then(inside, || {
                    let x = self.read_input(input, &ix, cg.add(base, j));
                    let dst = cg.linearize(&out_extent, &to);
                    match how {
                        PermuteCombine::Atomic(op) => atomic_combine(cg, op, &elt, out[0], dst, x.scalar()),
                        PermuteCombine::Locked => {
                            let lock = lock_of(cg, locks, dst);
                            spin_lock(cg, lock);
                            let old = cg.load_value(&elt, &out, dst);
                            let new = self.lower(combine, &[x, old], FloatOrder::Strict);
                            cg.store_element(&elt, &out, dst, &new);
                            unlock(cg, lock);
                        }
                    }
                });
            });
        });
    }

    // ----- stencil -------------------------------------------------------------------------

    fn stencil(&mut self, f: &Fun<ArrayVar>, inputs: &[StencilInput<Input>]) {
        let cg = self.cg;
        let rank = input_type(&inputs[0].input, self.sig).1;
        let extents: Vec<Vec<IntValue<'ctx>>> = inputs.iter().map(|_| self.params.ints(cg, rank)).collect();
        let out_extent = self.params.ints(cg, rank);
        let lo = self.params.ints(cg, rank);
        let hi = self.params.ints(cg, rank);
        let elt = f.result_type().clone();
        let out = self.params.ptrs(cg, elt.leaves().len());
        let point = |ix: &[IntValue<'ctx>], checked: bool| {
            let mut taps = Vec::new();
            for (s, extent) in inputs.iter().zip(&extents) {
                for off in &s.offsets {
                    let at: Vec<IntValue<'ctx>> =
                        ix.iter().zip(off).map(|(&i, &o)| cg.add(i, cg.i64(o))).collect();
                    taps.push(if checked {
                        self.read_boundary(&s.input, extent, &s.boundary, &at)
                    } else {
                        self.read_input(&s.input, &at, cg.linearize(extent, &at))
                    });
                }
            }
            self.lower(f, &taps, FloatOrder::Strict)
        };
        let compute = |outer: &[IntValue<'ctx>],
                       base: IntValue<'ctx>,
                       from: IntValue<'ctx>,
                       to: IntValue<'ctx>,
                       checked: bool| {
            cg.for_range(from, to, |j| {
                let ix = full_index(outer, j, rank);
                let v = point(&ix, checked);
                cg.store_element(&elt, &out, cg.add(base, j), &v);
            });
        };
        row_segments(cg, &out_extent, self.a, self.b, &mut |&RowPiece { ref outer, j0, j1, base }| {
            if rank == 0 {
                compute(outer, base, j0, j1, true);
                return;
            }
            let mut interior_row = cg.ctx.bool_type().const_all_ones();
            for (d, &i) in outer.iter().enumerate() {
                let a = cg.icmp(IntPredicate::SGE, i, lo[d]);
                let b = cg.icmp(IntPredicate::SLT, i, hi[d]);
                interior_row =
                    ok(cg.builder.build_and(interior_row, ok(cg.builder.build_and(a, b, "in")), "in"));
            }
            let yes = cg.block("interior.row");
            let no = cg.block("border.row");
            let done = cg.block("row.done");
            ok(cg.builder.build_conditional_branch(interior_row, yes, no));
            cg.builder.position_at_end(yes);
            let (xlo, xhi) = (lo[rank - 1], hi[rank - 1]);
            let mid_lo = cg.smax(j0, xlo);
            let mid_hi = cg.smax(cg.smin(j1, xhi), mid_lo);
            compute(outer, base, j0, cg.smin(j1, mid_lo), true);
            compute(outer, base, mid_lo, mid_hi, false);
            compute(outer, base, cg.smax(mid_hi, j0), j1, true);
            ok(cg.builder.build_unconditional_branch(done));
            cg.builder.position_at_end(no);
            compute(outer, base, j0, j1, true);
            ok(cg.builder.build_unconditional_branch(done));
            cg.builder.position_at_end(done);
        });
    }

    /// The element of a stencil input at `at`, following the boundary rule outside.
    fn read_boundary(
        &self,
        input: &Input,
        extent: &[IntValue<'ctx>],
        boundary: &Boundary,
        at: &[IntValue<'ctx>],
    ) -> Val<'ctx> {
        let cg = self.cg;
        let b = cg.builder;
        let mapped: Vec<IntValue<'ctx>> = at
            .iter()
            .zip(extent)
            .map(|(&c, &n)| match boundary {
                Boundary::Clamp | Boundary::Constant(_) => cg.clamp_index(c, n),
                Boundary::Wrap => {
                    let r = ok(b.build_int_signed_rem(c, cg.smax(n, cg.i64(1)), "r"));
                    let neg = cg.icmp(IntPredicate::SLT, r, cg.i64(0));
                    cg.select(neg, cg.add(r, n).into(), r.into()).into_int_value()
                }
                Boundary::Mirror => mirror(cg, c, n),
            })
            .collect();
        let v = self.read_input(input, &mapped, cg.linearize(extent, &mapped));
        match boundary {
            Boundary::Constant(k) => {
                let mut inside = cg.ctx.bool_type().const_all_ones();
                for (&c, &n) in at.iter().zip(extent) {
                    let lo = cg.icmp(IntPredicate::SGE, c, cg.i64(0));
                    let hi = cg.icmp(IntPredicate::SLT, c, n);
                    inside = ok(b.build_and(inside, ok(b.build_and(lo, hi, "in")), "in"));
                }
                cg.select_val(inside, &v, &cg.constant_value(k))
            }
            _ => v,
        }
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
fn full_index<'ctx>(outer: &[IntValue<'ctx>], j: IntValue<'ctx>, rank: usize) -> Vec<IntValue<'ctx>> {
    if rank == 0 {
        return vec![];
    }
    outer.iter().copied().chain(std::iter::once(j)).collect()
}

/// A piece of a row: the elements `outer ++ [j]` for `j` in `j0..j1`, at row-major
/// positions `base + j`.
struct RowPiece<'ctx> {
    outer: Vec<IntValue<'ctx>>,
    j0: IntValue<'ctx>,
    j1: IntValue<'ctx>,
    base: IntValue<'ctx>,
}

/// Calls `body(outer index, j0, j1, row base)` for every piece of a row that the row-major
/// positions `start..end` of `extent` cover: positions `base + j0 .. base + j1` are the
/// elements `outer ++ [j]` for `j` in `j0..j1`. A rank-0 extent is one row of one element.
fn row_segments<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    extent: &[IntValue<'ctx>],
    start: IntValue<'ctx>,
    end: IntValue<'ctx>,
    body: &mut dyn FnMut(&RowPiece<'ctx>),
) {
    let b = cg.builder;
    let (outer_shape, n) = match extent.split_last() {
        Some((n, outer)) => (outer, *n),
        None => (&[][..], cg.i64(1)),
    };
    let pre = cg.current();
    let head = cg.block("rows.head");
    let seg = cg.block("rows.segment");
    let exit = cg.block("rows.exit");
    ok(b.build_unconditional_branch(head));
    b.position_at_end(head);
    let lin = ok(b.build_phi(cg.ctx.i64_type(), "lin"));
    lin.add_incoming(&[(&start, pre)]);
    let linv = lin.as_basic_value().into_int_value();
    let more = cg.icmp(IntPredicate::SLT, linv, end);
    ok(b.build_conditional_branch(more, seg, exit));
    b.position_at_end(seg);
    let row = ok(b.build_int_signed_div(linv, n, "row"));
    let base = cg.mul(row, n);
    let j0 = cg.sub(linv, base);
    let j1 = cg.smin(n, cg.add(j0, cg.sub(end, linv)));
    let outer = cg.delinearize(outer_shape, row);
    body(&RowPiece { outer, j0, j1, base });
    let next = cg.add(base, j1);
    lin.add_incoming(&[(&next, cg.current())]);
    ok(b.build_unconditional_branch(head));
    b.position_at_end(exit);
}

/// `out[dst] = op(x, out[dst])` as one atomic instruction.
fn atomic_combine<'ctx>(
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

/// The lock of target position `dst` in the lock table.
fn lock_of<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    locks: PointerValue<'ctx>,
    dst: IntValue<'ctx>,
) -> PointerValue<'ctx> {
    let slot = ok(cg.builder.build_and(dst, cg.i64(PERMUTE_LOCKS as i64 - 1), "lock"));
    unsafe { ok(cg.builder.build_in_bounds_gep(cg.ctx.i32_type(), locks, &[slot], "lockp")) }
}

/// Spins until the lock at `lock` goes from 0 to 1 (acquire).
fn spin_lock<'ctx>(cg: &Codegen<'_, 'ctx>, lock: PointerValue<'ctx>) {
    let b = cg.builder;
    let spin = cg.block("lock.spin");
    let got = cg.block("lock.held");
    ok(b.build_unconditional_branch(spin));
    b.position_at_end(spin);
    let i32_ = cg.ctx.i32_type();
    let r = ok(b.build_cmpxchg(
        lock,
        i32_.const_zero(),
        i32_.const_int(1, false),
        AtomicOrdering::Acquire,
        AtomicOrdering::Monotonic,
    ));
    let success = ok(b.build_extract_value(r, 1, "ok")).into_int_value();
    ok(b.build_conditional_branch(success, got, spin));
    b.position_at_end(got);
}

/// Releases the lock at `lock`.
fn unlock<'ctx>(cg: &Codegen<'_, 'ctx>, lock: PointerValue<'ctx>) {
    let store = ok(cg.builder.build_store(lock, cg.ctx.i32_type().const_zero()));
    store.set_atomic_ordering(AtomicOrdering::Release).expect("an atomic store");
    store.set_alignment(4).expect("an aligned store");
}
