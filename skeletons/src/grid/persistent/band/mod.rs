//! The band kernel's code (see the parent module): one entry, `band`, with the parameters
//! `(input, output, exchange, flags, ny, nx, steps)`: the domain before and after the
//! steps (`ny x nx`, row-major), a buffer for the blocks' edge rows (two epochs of `2 K
//! reach` rows of [`BandShape::held_columns`] a block, each thread's columns at `thread C`:
//! [`Band::publish_rows`]), zeroed `u32` flags (the rows' flag of each block, and for an
//! `awhile` from [`partial_slots`] on its partials' flag), and the number of steps. An
//! `awhile`'s kernel takes the most steps (its limit) as `steps`, and then `(change_in,
//! change_out, partials, control, saved)`: the change before the loop and after it (one
//! element each), [`PARTIAL_EPOCHS`] epochs of `K` 8-byte slots for the blocks' partials
//! ([`partial_slots`] of them a step), two `i64`s it writes (the steps run and whether the
//! condition still held after them), and room for two checkpoints of the rows each block
//! holds (`2 x blocks x held x` [`BandShape::held_columns`] elements) where it takes more
//! than one step an exchange.
//!
//! The rows a thread holds are SSA values carried around the steps' loop (registers once
//! assembled): a step computes new values from old ones, and nothing is moved in memory
//! but the warps' edge columns (shared memory, every step; under `WarpSync::Overlap` every
//! `K` steps, at the exchange) and the blocks' edge rows (global memory, every `K` steps).
//! Under `WarpSync::Overlap` an `iterate`'s exchange comes before each epoch, fused with
//! its first step, whose inner rows hide the exchange's latency
//! ([`Band::exchange_and_step`]); elsewhere (a barrier a step, an `awhile`) it comes after
//! each epoch but the last ([`Band::exchange`]).
//!
//! A band with rows in shared memory ([`BandShape::shared`]) keeps its inner rows in slots
//! of dynamic shared memory instead, each thread its own (a row's slots are the block's
//! lanes' columns in order), and walks down them each step through a window of registers
//! ([`Band::walk`]: one vector load and store a row); at an exchange the warps read each
//! other's columns of those rows straight from the slots ([`Band::read_columns`]).
//!
//! The exchange between blocks is in `exchange.rs`, an `awhile`'s steps to a tolerance in
//! `until.rs`: methods of [`Band`] like the rest.

use std::collections::HashMap;

use inkwell::IntPredicate;
use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::types::BasicType;
use inkwell::values::{BasicValue, BasicValueEnum, IntValue, PointerValue};
use systole_frontend::ir::{Boundary, Consumer, Fun};
use systole_frontend::{ScalarType, Type};
use systole_fusion::{ArrayVar, Kernel};

use super::super::{
    GpuTarget, Shuffle, Special, for_stride, in_range, repeat, shuffle_val, sreg, volatile_value,
};
use super::{BandShape, PersistentLoop, Until, WarpSync};
use crate::lower::{Codegen, FloatOrder, Val, ok};

mod exchange;
mod until;

/// The epochs an `awhile`'s kernel decides behind (with more than one step an exchange):
/// at the end of epoch `e` it decides about `e - 2`, whose partials every block published
/// an epoch before, so that a block late by less than two epochs holds up none (4% faster
/// than deciding about `e - 1` for j2d5pt `f32` over 1024² on an H100).
const DECISION_LAG: i64 = 2;

/// The epochs of partials an `awhile`'s kernel keeps (a power of two): a block writes epoch
/// `e`'s after every block has published `e - 3` (its wait at the end of `e - 1`), while
/// one that has may still read the partials of `e - 5` (it publishes an epoch before it
/// reads the one `DECISION_LAG` before; see `Band::combine_grid`).
pub const PARTIAL_EPOCHS: usize = 8;

/// The epochs between two checkpoints of an `awhile`'s rows (a power of two): the rows an
/// epoch starts from are saved every `CHECKPOINT_EPOCHS` epochs, and where the loop stops
/// the steps since the last checkpoint are computed again (at most this many epochs, once a
/// loop). Saving them every epoch took about 14% of the time
/// (`docs/perf/2026-11-26-persistent-awhile.md`).
const CHECKPOINT_EPOCHS: i64 = 8;

/// The rounds of 32 blocks' partials a lane reads at once (without waiting for one before
/// the next): up to 128 blocks; rounds past them are read one by one.
const UNROLLED_ROUNDS: i64 = 4;

/// The slots of an epoch's step's partials for a grid of `blocks` blocks: one a block, and
/// past the last block as many copies of its partial as make the rounds whole (at least
/// the 4 rounds of 32 a lane reads at once), so that a lane reads its rounds without a
/// bound to check (which would take registers the rows need).
pub fn partial_slots(blocks: usize) -> usize {
    blocks.max(32 * UNROLLED_ROUNDS as usize).next_multiple_of(32)
}

/// The LLVM module of a band kernel for `lp` laid out as `shape`: one kernel, named
/// `{prefix}_band`. `unsynchronised`, for tests only, leaves out the wait for the
/// neighbours' flags (for an `awhile`, every block's) and makes the odd blocks sleep before
/// they publish their rows: the exchange then reads stale rows (what a missing barrier
/// would do), which a test shows.
pub fn band_module<'ctx>(
    ctx: &'ctx Context,
    gpu: &dyn GpuTarget,
    lp: &PersistentLoop,
    shape: BandShape,
    prefix: &str,
    unsynchronised: bool,
) -> Module<'ctx> {
    let module = ctx.create_module(prefix);
    let builder = ctx.create_builder();
    let global = ctx.ptr_type(gpu.global_space());
    let i64_ = ctx.i64_type();
    let mut params: Vec<inkwell::types::BasicMetadataTypeEnum<'ctx>> = vec![
        global.into(),
        global.into(),
        global.into(),
        global.into(),
        i64_.into(),
        i64_.into(),
        i64_.into(),
    ];
    if lp.until.is_some() {
        params.extend([global; 5].map(inkwell::types::BasicMetadataTypeEnum::from));
    }
    let function = module.add_function(
        &format!("{prefix}_band"),
        ctx.void_type().fn_type(&params, false),
        Some(Linkage::External),
    );
    let attribute =
        |name| ctx.create_enum_attribute(inkwell::attributes::Attribute::get_named_enum_kind_id(name), 0);
    for i in 0..4 {
        function.add_attribute(inkwell::attributes::AttributeLoc::Param(i), attribute("noalias"));
    }
    gpu.mark_kernel(&module, function, Some((shape.threads(), 1)));
    builder.position_at_end(ctx.append_basic_block(function, "entry"));
    let cg = Codegen { ctx, module: &module, builder: &builder, function, target: gpu };
    let p: Vec<BasicValueEnum<'ctx>> = function.get_param_iter().collect();
    let band = Band::new(&cg, gpu, lp, shape, unsynchronised);
    let buffers = [
        p[0].into_pointer_value(),
        p[1].into_pointer_value(),
        p[2].into_pointer_value(),
        p[3].into_pointer_value(),
    ];
    let sizes = [p[4].into_int_value(), p[5].into_int_value(), p[6].into_int_value()];
    match &lp.until {
        None => band.generate(buffers, sizes),
        Some(until) => {
            band.generate_until(until, buffers, sizes, [7, 8, 9, 10, 11].map(|i| p[i].into_pointer_value()))
        }
    }
    ok(builder.build_return(None));
    module
}

/// The rows a thread holds: `rows[i][c]`, row `i` of the band (`b R - K below .. b R + R +
/// K above`), column `c` of the lane's.
type Rows<'ctx> = Vec<Vec<Val<'ctx>>>;

/// What the band kernel's code is generated from.
struct Band<'g, 'a, 'ctx> {
    cg: &'g Codegen<'a, 'ctx>,
    gpu: &'g dyn GpuTarget,
    lp: &'g PersistentLoop,
    shape: BandShape,
    /// The stencil function and its taps (offsets in parameter order).
    f: Fun<ArrayVar>,
    taps: Vec<[i64; 2]>,
    elt: ScalarType,
    /// Rows held; the first own row; rows of halo above and below.
    held: usize,
    top: usize,
    bottom: usize,
    unsynchronised: bool,
    /// The rows held a thread keeps in shared memory ([`BandShape::shared_rows`]; empty
    /// where the registers hold them all), and where its slots start: row `s0 + r`'s
    /// column `c` at `r T C + c` past it (`T` threads of `C` columns: each row of the
    /// block's lanes contiguous). A slot is its thread's alone: no other thread reads it.
    /// In [`Rows`], such a row holds vacant values ([`vacant`]) but where a step holds a
    /// copy of it.
    shared: std::ops::Range<usize>,
    slots: Option<PointerValue<'ctx>>,
    /// The slots' address as the current step sees it ([`Band::rebase`]).
    base: std::cell::Cell<Option<PointerValue<'ctx>>>,
}

/// A vacant value in [`Rows`]: a cell of a row kept in shared memory.
fn vacancy<'ctx>() -> Val<'ctx> {
    Val::Tuple(vec![])
}

/// Whether `v` is vacant ([`vacancy`]).
fn vacant(v: &Val<'_>) -> bool {
    matches!(v, Val::Tuple(f) if f.is_empty())
}

/// Where a thread is: its block and the blocks, its warp and lane, its first column.
#[derive(Clone, Copy)]
struct Place<'ctx> {
    block: IntValue<'ctx>,
    blocks: IntValue<'ctx>,
    thread: IntValue<'ctx>,
    warp: IntValue<'ctx>,
    lane: IntValue<'ctx>,
    x0: IntValue<'ctx>,
}

/// Shared memory of a step's parity: each warp's first `ax` and last `bx` columns of every
/// row held, for warps `-1 ..= W`: the virtual warps past the domain's edges hold the
/// columns the boundary rule gives there (written by the first and the last warp).
struct Shared<'ctx> {
    base: PointerValue<'ctx>,
    /// Elements of one parity.
    parity: i64,
    /// Elements of one row held: each kind's slot `j` of row `i` is `i per_row + j` past
    /// its slot `j` of row 0, a constant offset from a pointer computed once a step.
    per_row: i64,
}

impl<'g, 'a, 'ctx> Band<'g, 'a, 'ctx> {
    fn new(
        cg: &'g Codegen<'a, 'ctx>,
        gpu: &'g dyn GpuTarget,
        lp: &'g PersistentLoop,
        shape: BandShape,
        unsynchronised: bool,
    ) -> Self {
        let Kernel::Consumer(Consumer::Stencil { f, inputs, .. }) = &lp.sig.canonical else {
            unreachable!("a persistent loop's body is a stencil (persistent_loop)")
        };
        let taps = inputs[0].offsets.iter().map(|o| [o[0], o[1]]).collect();
        let k = shape.steps as usize;
        let (top, bottom) = (k * lp.below[0] as usize, k * lp.above[0] as usize);
        let range = shape.shared_rows(lp);
        let shared = range.start as usize..range.end as usize;
        // the rows in shared memory: dynamic shared memory (more than the 48 KB a kernel's
        // static shared memory may take), the launch's; each thread's slots from `C t`
        let slots = (!shared.is_empty()).then(|| {
            let ty = cg.mem_type(lp.elt).array_type(0);
            let global = cg.module.add_global(ty, Some(gpu.shared_space()), "band_rows");
            global.set_linkage(Linkage::External);
            global.set_alignment(16);
            let thread = sreg(cg, gpu, Special::Thread(0));
            let first = cg.mul(thread, cg.i64(i64::from(shape.columns)));
            let mem = cg.mem_type(lp.elt);
            unsafe { ok(cg.builder.build_in_bounds_gep(mem, global.as_pointer_value(), &[first], "slots")) }
        });
        Band {
            cg,
            gpu,
            lp,
            shape,
            f: f.clone(),
            taps,
            elt: lp.elt,
            held: shape.rows as usize + top + bottom,
            top,
            bottom,
            unsynchronised,
            shared,
            slots,
            base: std::cell::Cell::new(slots),
        }
    }

    /// Step `s`'s address of the thread's slots: the same, but through a copy the optimiser
    /// cannot see through, one a step. Else it would forward a step's stores to the next
    /// step's loads of the same slots (and promote the slots to registers around the loop),
    /// which holds the rows in registers again: j2d5pt `f32` over 2048² spilled 740 bytes
    /// on sm_80.
    fn rebase(&self, s: IntValue<'ctx>) {
        let (cg, gpu) = (self.cg, self.gpu);
        if let Some(slots) = self.slots {
            let zero = cg.sub(gpu.opaque(cg, s), s);
            let mem = cg.mem_type(self.elt);
            self.base.set(Some(unsafe { ok(cg.builder.build_in_bounds_gep(mem, slots, &[zero], "base")) }));
        }
    }

    /// `place` as step (or exchange) `v` sees it, where rows are kept in shared memory: the
    /// same values through a copy the optimiser cannot see through, one a step, so that
    /// what a step computes from them (columns' positions, addresses, 64-bit) is computed
    /// again each step rather than held in registers around the loop. At 4 columns a lane
    /// (2048² `f32`) those took about 30 registers more than ptxas's 96 leave the rows;
    /// elsewhere `place` itself.
    fn fresh(&self, place: &Place<'ctx>, v: IntValue<'ctx>) -> Place<'ctx> {
        let (cg, gpu) = (self.cg, self.gpu);
        let z = match self.shared.is_empty() {
            true => return *place,
            false => cg.sub(gpu.opaque(cg, v), v),
        };
        // (the warp, lane and first column computed again from the thread: only the
        // thread, block and blocks live around the loop)
        self.place_of(cg.add(place.thread, z), cg.add(place.block, z), cg.add(place.blocks, z))
    }

    /// Whether row `i` held is kept in shared memory.
    fn is_shared(&self, i: usize) -> bool {
        self.shared.contains(&i)
    }

    /// Where column `c` of row `i` (kept in shared memory) lies past the thread's slots.
    fn slot(&self, i: usize, c: usize) -> IntValue<'ctx> {
        let per_row = i64::from(self.shape.threads()) * self.columns() as i64;
        self.cg.i64((i - self.shared.start) as i64 * per_row + c as i64)
    }

    /// Column `c` of row `i` (kept in shared memory), read from the thread's slot.
    fn load_slot(&self, i: usize, c: usize) -> Val<'ctx> {
        self.load_slot_at(self.slot(i, c))
    }

    /// The element at position `at` past the thread's slots (another thread's slot where
    /// `at` lies past its own: [`Band::read_columns`]).
    fn load_slot_at(&self, at: IntValue<'ctx>) -> Val<'ctx> {
        let Some(slots) = self.base.get() else {
            unreachable!("a band with rows in shared memory has slots")
        };
        Val::Scalar(self.cg.load(self.elt, slots, at))
    }

    /// Writes `v` to column `c` of row `i` (kept in shared memory).
    fn store_slot(&self, i: usize, c: usize, v: &Val<'ctx>) {
        let Some(slots) = self.base.get() else {
            unreachable!("a band with rows in shared memory has slots")
        };
        self.cg.store(self.elt, slots, self.slot(i, c), v.scalar());
    }

    /// Row `i` (kept in shared memory), read from the thread's slots: one vector load of
    /// its `C` columns (`ld.shared.v4` at 4 columns of 32 bits; pieces of 16 bytes).
    #[expect(
        clippy::expect_used,
        reason = "LLVM's setters fail only on instructions that are not loads, or on alignments not a power of two"
    )]
    fn load_slot_row(&self, i: usize) -> Vec<Val<'ctx>> {
        let cg = self.cg;
        let Some(slots) = self.base.get() else {
            unreachable!("a band with rows in shared memory has slots")
        };
        let per = self.vector_elements();
        let mt = cg.mem_type(self.elt);
        let mut out = Vec::with_capacity(self.columns());
        for j in (0..self.columns()).step_by(per) {
            let n = per.min(self.columns() - j);
            if n == 1 {
                out.push(self.load_slot(i, j));
                continue;
            }
            let p = unsafe { ok(cg.builder.build_in_bounds_gep(mt, slots, &[self.slot(i, j)], "slot")) };
            let v = ok(cg.builder.build_load(cg.mem_vector_type(self.elt, n as u32), p, "row"));
            let load = v.as_instruction_value().expect("a load");
            load.set_alignment((n * self.elt.size_bytes()) as u32).expect("a power of two");
            for k in 0..n {
                let at = cg.ctx.i32_type().const_int(k as u64, false);
                let x = ok(cg.builder.build_extract_element(v.into_vector_value(), at, "x"));
                out.push(Val::Scalar(cg.from_memory(self.elt, x)));
            }
        }
        out
    }

    /// Writes `row` to row `i` (kept in shared memory): one vector store of its `C`
    /// columns (pieces of 16 bytes).
    fn store_slot_row(&self, i: usize, row: &[Val<'ctx>]) {
        let cg = self.cg;
        let Some(slots) = self.base.get() else {
            unreachable!("a band with rows in shared memory has slots")
        };
        let per = self.vector_elements();
        for (j, chunk) in row.chunks(per).enumerate() {
            match chunk {
                [one] => self.store_slot(i, j * per, one),
                _ => {
                    let values: Vec<BasicValueEnum<'ctx>> = chunk.iter().map(Val::scalar).collect();
                    cg.store_vector(self.elt, slots, self.slot(i, j * per), &values);
                }
            }
        }
    }

    /// Column `c` of row `i`: the register's, or where the row is kept in shared memory
    /// (vacant in `rows`), read from its slot now.
    fn value(&self, rows: &Rows<'ctx>, i: usize, c: usize) -> Val<'ctx> {
        match vacant(&rows[i][c]) {
            true => self.load_slot(i, c),
            false => rows[i][c].clone(),
        }
    }

    /// `rows` with the rows kept in shared memory vacant.
    fn vacate(&self, mut rows: Rows<'ctx>) -> Rows<'ctx> {
        for i in self.shared.clone() {
            rows[i] = vec![vacancy(); self.columns()];
        }
        rows
    }

    /// The rows carried around the steps' loops (those in registers), flattened.
    fn flat(&self, rows: &Rows<'ctx>) -> Val<'ctx> {
        let kept = rows.iter().enumerate().filter(|(i, _)| !self.is_shared(*i));
        Val::Tuple(kept.flat_map(|(_, row)| row.iter().cloned()).collect())
    }

    /// The rows of a value [`Band::flat`] made, those in shared memory vacant.
    fn unflat(&self, v: &Val<'ctx>) -> Rows<'ctx> {
        let mut fields = v.fields().chunks(self.columns());
        (0..self.held)
            .map(|i| match self.is_shared(i) {
                true => vec![vacancy(); self.columns()],
                false => match fields.next() {
                    Some(row) => row.to_vec(),
                    None => unreachable!("a row of the carried rows"),
                },
            })
            .collect()
    }

    /// The type of [`Band::flat`]'s values.
    fn state_type(&self) -> Type {
        Type::Tuple(vec![Type::Scalar(self.elt); (self.held - self.shared.len()) * self.columns()])
    }

    /// `rows` with the rows in shared memory that rows in registers read (the first `ay` and
    /// the last `by`) read from their slots: a step computes the rows in registers from
    /// these copies, which the walk down the rows in shared memory ([`Band::walk`])
    /// overwrites.
    fn with_fringe(&self, rows: &Rows<'ctx>) -> Rows<'ctx> {
        let mut rows = rows.clone();
        let (by, ay) = (self.lp.below[0] as usize, self.lp.above[0] as usize);
        let (s0, s1) = (self.shared.start, self.shared.end);
        let fringe = (s0..(s0 + ay).min(s1)).chain(s1.saturating_sub(by).max(s0)..s1);
        for i in fringe {
            if vacant(&rows[i][0]) {
                rows[i] = self.load_slot_row(i);
            }
        }
        rows
    }

    /// A step of the rows in shared memory, from `rows` (the rows in registers and the
    /// fringe of those in shared memory before the step, [`Band::with_fringe`]): a walk down
    /// them through a window of registers, each row read from its slots a row before the
    /// rows that read it, computed, its columns past the domain's edges made by the
    /// boundary rule, and written back to its slots (where the rows after it no longer read
    /// it: they read the window's copy).
    fn walk(&self, rows: &Rows<'ctx>, place: &Place<'ctx>) {
        let (by, ay) = (self.lp.below[0] as usize, self.lp.above[0] as usize);
        let (s0, s1) = (self.shared.start, self.shared.end);
        let mut window: Rows<'ctx> = vec![vec![vacancy(); self.columns()]; self.held];
        let fetch = |window: &mut Rows<'ctx>, r: usize| {
            if r < self.held && vacant(&window[r][0]) {
                window[r] = match vacant(&rows[r][0]) {
                    true => self.load_slot_row(r),
                    false => rows[r].clone(),
                };
            }
        };
        for i in s0..s1 {
            // the rows the row reads, and one past them (its loads on their way)
            for r in i.saturating_sub(by)..=i + ay + 1 {
                fetch(&mut window, r);
            }
            let new = self.step_rows(&window, None, place, i..i + 1, 0..0).swap_remove(i);
            let new = self.boundary_columns_of_row(new, place);
            self.store_slot_row(i, &new);
        }
    }

    fn columns(&self) -> usize {
        self.shape.columns as usize
    }

    /// Whether the rows past an edge reflect rows past the block's own (under mirror, where
    /// it owns no more rows than the taps reach: see [`Band::boundary_rows`]).
    fn reflects_halo(&self) -> bool {
        let rows = i64::from(self.shape.rows);
        self.lp.boundary == Boundary::Mirror && self.lp.below[0].max(self.lp.above[0]) >= rows
    }

    /// Columns the taps reach before a column, and after it.
    fn reach_x(&self) -> (i64, i64) {
        (self.lp.below[1], self.lp.above[1])
    }

    /// Under [`WarpSync::Overlap`]: a warp's columns of halo left and right of its own, and
    /// its own columns (warp `w`'s column 0 is the domain's `w owned - left`).
    fn overlap(&self) -> Option<(i64, i64, i64)> {
        let WarpSync::Overlap { .. } = self.shape.sync else { return None };
        let (bx, ax) = self.reach_x();
        let k = i64::from(self.shape.steps);
        let (left, right) = (k * bx, k * ax);
        Some((left, right, 32 * self.columns() as i64 - left - right))
    }

    /// Whether the thread's column `c` is one the thread owns (stores, and publishes to
    /// other blocks): inside the domain, and under [`WarpSync::Overlap`] inside its warp's
    /// own columns.
    fn owns(&self, place: &Place<'ctx>, c: usize, nx: IntValue<'ctx>) -> IntValue<'ctx> {
        let cg = self.cg;
        let inside = in_range(cg, cg.add(place.x0, cg.i64(c as i64)), nx);
        match self.overlap() {
            None => inside,
            Some((left, _, owned)) => {
                let at = cg.add(cg.mul(place.lane, cg.i64(self.columns() as i64)), cg.i64(c as i64 - left));
                let own = ok(cg.builder.build_int_compare(IntPredicate::ULT, at, cg.i64(owned), "own"));
                ok(cg.builder.build_and(inside, own, "owns"))
            }
        }
    }

    /// Under [`WarpSync::Overlap`], the shared memory the warps exchange their columns
    /// through at an exchange (two parities of `left + right` columns of each own row and
    /// warp); `None` under [`WarpSync::Block`].
    fn column_buffer(&self) -> Option<PointerValue<'ctx>> {
        let cg = self.cg;
        self.overlap().map(|(left, right, _)| {
            let per_parity = (left + right) * i64::from(self.shape.warps * self.shape.rows);
            let ty = cg.mem_type(self.elt).array_type((2 * per_parity).max(1) as u32);
            let global = cg.module.add_global(ty, Some(self.gpu.shared_space()), "band.columns");
            global.set_initializer(&ty.get_undef());
            global.set_linkage(Linkage::Internal);
            global.set_alignment(16);
            global.as_pointer_value()
        })
    }

    /// Step `s` (counted from the loop's start) computing the rows of `computed` from
    /// `rows`: under [`WarpSync::Block`] behind the warps' exchange of edge columns and a
    /// block barrier, under [`WarpSync::Overlap`] without either; then the columns and rows
    /// past the domain's edges made again by the boundary rule (`edges`: whether the block
    /// is the first, and the last).
    #[allow(clippy::too_many_arguments)]
    fn step(
        &self,
        rows: &Rows<'ctx>,
        s: IntValue<'ctx>,
        computed: std::ops::Range<usize>,
        shared: &Shared<'ctx>,
        place: &Place<'ctx>,
        [is_top, is_bottom]: [IntValue<'ctx>; 2],
    ) -> Rows<'ctx> {
        let cg = self.cg;
        let parity = ok(cg.builder.build_and(s, cg.i64(1), "parity"));
        // the rows in shared memory (where the step computes them: all or none), walked
        // down first, the rows in registers from copies of those they read
        let (filled, fresh);
        let mut place = place;
        let rows = match self.shared.is_empty() {
            true => rows,
            false => {
                self.rebase(s);
                fresh = self.fresh(place, s);
                place = &fresh;
                filled = self.with_fringe(rows);
                if computed.start <= self.shared.start && self.shared.end <= computed.end {
                    self.walk(&filled, place);
                }
                &filled
            }
        };
        let skip = self.shared.clone();
        let stepped = match self.shape.sync {
            WarpSync::Overlap { .. } => {
                let stepped = self.step_rows(rows, None, place, computed.clone(), skip);
                self.boundary_columns(stepped, computed.clone(), place)
            }
            WarpSync::Block => {
                self.publish_edges(shared, parity, place, rows);
                self.gpu.block_barrier(cg);
                self.step_rows(rows, Some((shared, parity)), place, computed.clone(), skip)
            }
        };
        // (the rows past the edges a step did not compute are read by no later step of the
        // epoch; under `WarpSync::Overlap` the exchange makes them again, else every step
        // makes them all)
        let fixed = match self.shape.sync {
            WarpSync::Overlap { .. } => computed,
            WarpSync::Block => 0..self.held,
        };
        self.vacate(self.boundary_rows(stepped, is_top, is_bottom, fixed))
    }

    fn generate(
        &self,
        [input, output, exchange, flags]: [PointerValue<'ctx>; 4],
        [ny, nx, steps]: [IntValue<'ctx>; 3],
    ) {
        let cg = self.cg;
        let place = self.place();
        let shared = self.shared();
        let columns = self.column_buffer();
        let row0 = cg.sub(cg.mul(place.block, cg.i64(i64::from(self.shape.rows))), cg.i64(self.top as i64));
        let first = self.load_rows(input, &place, row0, ny, nx);
        for i in self.shared.clone() {
            self.store_slot_row(i, &first[i]);
        }
        let first = self.vacate(first);
        let is_top = cg.icmp(IntPredicate::EQ, place.block, cg.i64(0));
        let last_block = cg.sub(place.blocks, cg.i64(1));
        let is_bottom = cg.icmp(IntPredicate::EQ, place.block, last_block);
        // the steps: rows carried around the loops (those in registers)
        let state_ty = self.state_type();
        let flat = |rows: &Rows<'ctx>| self.flat(rows);
        let unflat = |v: &Val<'ctx>| -> Rows<'ctx> { self.unflat(v) };
        // step `s` (global) computing the rows of `computed`
        let step = |rows: &Rows<'ctx>, s: IntValue<'ctx>, computed: std::ops::Range<usize>| {
            self.step(rows, s, computed, &shared, &place, [is_top, is_bottom])
        };
        let (by, ay) = (self.lp.below[0] as usize, self.lp.above[0] as usize);
        let k = i64::from(self.shape.steps);
        // whole epochs of K steps, unrolled: step j after an exchange computes the rows its
        // taps can trust, fewer each step (the halo shrinks by the reach), then the exchange
        // (but after the last step); under `WarpSync::Overlap`, the exchange before each
        // epoch, fused with its first step (`Band::exchange_and_step`)
        let epochs = ok(cg.builder.build_int_signed_div(steps, cg.i64(k), "epochs"));
        let after = cg.fold_range(cg.i64(0), epochs, &flat(&first), &state_ty, |state, e| {
            let mut rows = unflat(state);
            let first_step = match columns {
                // (an exchange before every epoch, the first's too: its rows are those loaded)
                Some(columns) => {
                    let s = cg.mul(e, cg.i64(k));
                    let edges = [is_top, is_bottom];
                    let buffers = [exchange, flags, columns];
                    let number = cg.add(e, cg.i64(1));
                    rows = self.exchange_and_step(&rows, buffers, number, s, &shared, &place, edges);
                    1
                }
                None => 0,
            };
            for j in first_step..k as usize {
                let s = cg.add(cg.mul(e, cg.i64(k)), cg.i64(j as i64));
                rows = step(&rows, s, (j + 1) * by..self.held - (j + 1) * ay);
            }
            if columns.is_some() {
                return flat(&rows);
            }
            let epoch = cg.add(e, cg.i64(1));
            let more = cg.icmp(IntPredicate::SLT, cg.mul(epoch, cg.i64(k)), steps);
            cg.if_else_val(
                more,
                &state_ty,
                || {
                    let sync = || self.signal_and_wait(flags, epoch, &place);
                    flat(&self.exchange(&rows, exchange, epoch, &place, is_top, is_bottom, &sync))
                },
                || flat(&rows),
            )
        });
        // the steps of a last, shorter epoch, each computing every row it can (after an
        // exchange, where the epochs end with none: fused with its first step)
        let done = cg.mul(epochs, cg.i64(k));
        let rest = |from: IntValue<'ctx>, rows: &Val<'ctx>| {
            cg.fold_range(from, steps, rows, &state_ty, |state, s| {
                flat(&step(&unflat(state), s, by..self.held - ay))
            })
        };
        let last = match columns {
            Some(columns) => cg.if_else_val(
                cg.icmp(IntPredicate::SLT, done, steps),
                &state_ty,
                || {
                    let number = cg.add(epochs, cg.i64(1));
                    let buffers = [exchange, flags, columns];
                    let edges = [is_top, is_bottom];
                    let rows = self.exchange_and_step(
                        &unflat(&after),
                        buffers,
                        number,
                        done,
                        &shared,
                        &place,
                        edges,
                    );
                    rest(cg.add(done, cg.i64(1)), &flat(&rows))
                },
                || after.clone(),
            ),
            None => rest(done, &after),
        };
        // (with rows in shared memory, through a place the optimiser cannot see through:
        // else it keeps what the entry computed from it around the loop, and sm_80 spilled
        // it)
        self.store_rows(output, &self.fresh(&place, steps), &unflat(&last), ny, nx);
    }

    /// The thread's block, warp, lane and first column.
    fn place(&self) -> Place<'ctx> {
        let (cg, gpu) = (self.cg, self.gpu);
        let thread = sreg(cg, gpu, Special::Thread(0));
        self.place_of(thread, sreg(cg, gpu, Special::Block(0)), sreg(cg, gpu, Special::GridDim(0)))
    }

    /// The place of thread `thread` of block `block` of `blocks`.
    fn place_of(&self, thread: IntValue<'ctx>, block: IntValue<'ctx>, blocks: IntValue<'ctx>) -> Place<'ctx> {
        let cg = self.cg;
        let b = cg.builder;
        Place {
            block,
            blocks,
            thread,
            warp: ok(b.build_right_shift(thread, cg.i64(5), false, "warp")),
            lane: ok(b.build_and(thread, cg.i64(31), "lane")),
            x0: match self.overlap() {
                Some((hl, _, owned)) => {
                    let warp = ok(b.build_right_shift(thread, cg.i64(5), false, "warp"));
                    let lane = ok(b.build_and(thread, cg.i64(31), "lane"));
                    let first = cg.sub(cg.mul(warp, cg.i64(owned)), cg.i64(hl));
                    cg.add(first, cg.mul(lane, cg.i64(self.columns() as i64)))
                }
                None => cg.mul(thread, cg.i64(self.columns() as i64)),
            },
        }
    }

    /// The shared memory of both parities (see [`Shared`]).
    fn shared(&self) -> Shared<'ctx> {
        let cg = self.cg;
        let (bx, ax) = self.reach_x();
        let per_row = (self.shape.warps as i64 + 2) * (ax + bx);
        let parity = per_row * self.held as i64;
        let ty = cg.mem_type(self.elt).array_type((2 * parity).max(1) as u32);
        let global = cg.module.add_global(ty, Some(self.gpu.shared_space()), "band.edges");
        global.set_initializer(&ty.get_undef());
        global.set_linkage(Linkage::Internal);
        global.set_alignment(16);
        Shared { base: global.as_pointer_value(), parity, per_row }
    }

    /// In the step's `parity` of shared memory, the slot of warp `w`'s (`-1 ..= W`) first
    /// columns (`first`) or last, in row 0: first columns at `(w + 1) ax`, last ones at `(W +
    /// 2) ax + (w + 1) bx`; slot `j` of row `i` is `i per_row + j` past it.
    fn warp_slots(
        &self,
        shared: &Shared<'ctx>,
        parity: IntValue<'ctx>,
        w: IntValue<'ctx>,
        first: bool,
    ) -> PointerValue<'ctx> {
        let cg = self.cg;
        let (bx, ax) = self.reach_x();
        let wp = cg.add(w, cg.i64(1));
        let slot = match first {
            true => cg.mul(wp, cg.i64(ax)),
            false => cg.add(cg.i64((self.shape.warps as i64 + 2) * ax), cg.mul(wp, cg.i64(bx))),
        };
        let at = cg.add(cg.mul(parity, cg.i64(shared.parity)), slot);
        unsafe { ok(cg.builder.build_in_bounds_gep(cg.mem_type(self.elt), shared.base, &[at], "shared")) }
    }

    /// The rows the block holds at the start, read through the boundary rule (rows and
    /// columns past the domain as the rule says; lanes past the domain read its last column).
    fn load_rows(
        &self,
        input: PointerValue<'ctx>,
        place: &Place<'ctx>,
        row0: IntValue<'ctx>,
        ny: IntValue<'ctx>,
        nx: IntValue<'ctx>,
    ) -> Rows<'ctx> {
        let cg = self.cg;
        let boundary = &self.lp.boundary;
        (0..self.held)
            .map(|i| {
                let y = cg.add(row0, cg.i64(i as i64));
                let inside_y = in_range(self.cg, y, ny);
                let my = crate::codegen::boundary_coordinate(cg, boundary, y, ny);
                (0..self.columns())
                    .map(|c| {
                        let x = cg.add(place.x0, cg.i64(c as i64));
                        let inside_x = in_range(self.cg, x, nx);
                        let mx = crate::codegen::boundary_coordinate(cg, boundary, x, nx);
                        let v = Val::Scalar(cg.load(self.elt, input, cg.add(cg.mul(my, nx), mx)));
                        match boundary {
                            Boundary::Constant(k) => {
                                let inside = ok(cg.builder.build_and(inside_y, inside_x, "inside"));
                                cg.select_val(inside, &v, &cg.constant_value(k))
                            }
                            _ => v,
                        }
                    })
                    .collect()
            })
            .collect()
    }

    /// Writes this step's edge columns to shared memory: each warp's first `ax` columns
    /// (lane 0's) and last `bx` (lane 31's) of every row held; and the columns past the
    /// domain's edges, as the boundary rule makes them from the columns inside, in the slots
    /// of the virtual warps `-1` (by warp 0) and `W` (by the last warp).
    fn publish_edges(
        &self,
        shared: &Shared<'ctx>,
        parity: IntValue<'ctx>,
        place: &Place<'ctx>,
        rows: &Rows<'ctx>,
    ) {
        let cg = self.cg;
        let (bx, ax) = self.reach_x();
        let n = self.columns() as i64;
        let w = self.shape.warps as i64;
        let store_rows = |at: PointerValue<'ctx>, j: i64, column: &dyn Fn(&[Val<'ctx>]) -> Val<'ctx>| {
            for (i, row) in rows.iter().enumerate() {
                cg.store(self.elt, at, cg.i64(i as i64 * shared.per_row + j), column(row).scalar());
            }
        };
        let lane0 = cg.icmp(IntPredicate::EQ, place.lane, cg.i64(0));
        cg.if_then(lane0, || {
            let at = self.warp_slots(shared, parity, place.warp, true);
            (0..ax).for_each(|j| store_rows(at, j, &|row| row[j as usize].clone()));
        });
        let lane31 = cg.icmp(IntPredicate::EQ, place.lane, cg.i64(31));
        cg.if_then(lane31, || {
            let at = self.warp_slots(shared, parity, place.warp, false);
            (0..bx).for_each(|j| store_rows(at, j, &|row| row[(n - bx + j) as usize].clone()));
        });
        // past the domain's left edge: columns -bx .. -1 of warp -1, from warp 0's lane 0
        // (a mirrored column bx = n comes from lane 1)
        let ty = Type::Scalar(self.elt);
        let warp0 = cg.icmp(IntPredicate::EQ, place.warp, cg.i64(0));
        cg.if_then(warp0, || {
            let from_next: Vec<Val<'ctx>> = rows
                .iter()
                .map(|row| shuffle_val(cg, self.gpu, &ty, &row[0], Shuffle::Down, cg.i64(1)))
                .collect();
            cg.if_then(lane0, || {
                let at = self.warp_slots(shared, parity, cg.i64(-1), false);
                for j in 0..bx {
                    let column = -bx + j;
                    store_rows_at(self, cg, shared, at, j, rows, &from_next, |row, next| {
                        match &self.lp.boundary {
                            Boundary::Constant(k) => cg.constant_value(k),
                            Boundary::Mirror if -column < n => row[(-column) as usize].clone(),
                            Boundary::Mirror => next.clone(),
                            _ => row[0].clone(),
                        }
                    });
                }
            });
        });
        // past the right edge: columns nx .. nx + ax - 1 of warp W, from the last warp's
        // lane 31 (a mirrored column nx - 1 - n comes from lane 30)
        let last = cg.icmp(IntPredicate::EQ, place.warp, cg.i64(w - 1));
        cg.if_then(last, || {
            let from_before: Vec<Val<'ctx>> = rows
                .iter()
                .map(|row| shuffle_val(cg, self.gpu, &ty, &row[(n - 1) as usize], Shuffle::Up, cg.i64(1)))
                .collect();
            cg.if_then(lane31, || {
                let at = self.warp_slots(shared, parity, cg.i64(w), true);
                for j in 0..ax {
                    // column nx + j mirrors to nx - 2 - j: this lane's column n - 2 - j
                    let mirrored = n - 2 - j;
                    store_rows_at(self, cg, shared, at, j, rows, &from_before, |row, before| {
                        match &self.lp.boundary {
                            Boundary::Constant(k) => cg.constant_value(k),
                            Boundary::Mirror if mirrored >= 0 => row[mirrored as usize].clone(),
                            Boundary::Mirror => before.clone(),
                            _ => row[(n - 1) as usize].clone(),
                        }
                    });
                }
            });
        });
    }

    /// One step: the rows of `computed` (whose taps the block can trust this step: the
    /// band's rows but those at its edges, fewer each step after an exchange) but those of
    /// `skip` (the rows in shared memory, [`Band::walk`]'s), computed from `rows`; the others
    /// kept (stale, they are not read before the exchange refreshes them).
    #[allow(clippy::needless_range_loop)]
    fn step_rows(
        &self,
        rows: &Rows<'ctx>,
        edges: Option<(&Shared<'ctx>, IntValue<'ctx>)>,
        place: &Place<'ctx>,
        computed: std::ops::Range<usize>,
        skip: std::ops::Range<usize>,
    ) -> Rows<'ctx> {
        let cg = self.cg;
        let n = self.columns() as i64;
        let bx = self.reach_x().0;
        let ty = Type::Scalar(self.elt);
        let lane0 = cg.icmp(IntPredicate::EQ, place.lane, cg.i64(0));
        let lane31 = cg.icmp(IntPredicate::EQ, place.lane, cg.i64(31));
        // a column of a neighbouring lane (`q` lanes away, column `cc` of its own): a
        // shuffle, or at the warp's edge the neighbouring warp's column from shared memory
        // (in the step's parity of `edges`; without, as under `WarpSync::Overlap`, the
        // lanes at the warp's edges read columns of the halo they need not trust)
        let slots = edges.map(|(shared, parity)| {
            let before = self.warp_slots(shared, parity, cg.sub(place.warp, cg.i64(1)), false);
            let after = self.warp_slots(shared, parity, cg.add(place.warp, cg.i64(1)), true);
            (before, after, shared.per_row)
        });
        let mut moved: HashMap<(usize, i64, i64), Val<'ctx>> = HashMap::new();
        let mut neighbour = |i: usize, cc: i64, q: i64| -> Val<'ctx> {
            moved
                .entry((i, cc, q))
                .or_insert_with(|| {
                    let (mode, by) = if q > 0 { (Shuffle::Down, q) } else { (Shuffle::Up, -q) };
                    let shuffled = shuffle_val(cg, self.gpu, &ty, &rows[i][cc as usize], mode, cg.i64(by));
                    let Some((before, after, per_row)) = slots else { return shuffled };
                    let row = i as i64 * per_row;
                    let (edge, at, j) = match q {
                        -1 => (lane0, before, row + cc - (n - bx)),
                        _ => (lane31, after, row + cc),
                    };
                    Val::Scalar(self.gpu.load_shared_if(cg, self.elt, at, cg.i64(j), edge, shuffled.scalar()))
                })
                .clone()
        };
        let mut out = rows.clone();
        for i in computed.filter(|i| !skip.contains(i)) {
            for c in 0..n {
                let taps: Vec<Val<'ctx>> = self
                    .taps
                    .iter()
                    .map(|&[dy, dx]| {
                        let r = (i as i64 + dy) as usize;
                        let (q, cc) = ((c + dx).div_euclid(n), (c + dx).rem_euclid(n));
                        if q == 0 { rows[r][cc as usize].clone() } else { neighbour(r, cc, q) }
                    })
                    .collect();
                out[i][c as usize] = cg.lower(
                    &self.f,
                    &taps,
                    &|_| unreachable!("the stencil reads no array"),
                    FloatOrder::Strict,
                );
            }
        }
        out
    }

    /// Under [`WarpSync::Overlap`], the columns past the domain's left edge (the first
    /// warp's) and right edge (the last warp's) up to the taps' reach, in the rows of
    /// `which`, made again by the boundary rule from the columns inside (a shuffle from the
    /// lane that holds the column the rule reads, at a lane and column fixed by the layout).
    /// Columns deeper past an edge may hold anything: only columns past the edge read them,
    /// and those are made again here after every step.
    fn boundary_columns(
        &self,
        rows: Rows<'ctx>,
        which: std::ops::Range<usize>,
        place: &Place<'ctx>,
    ) -> Rows<'ctx> {
        let (cg, gpu) = (self.cg, self.gpu);
        let Some((left, _, owned)) = self.overlap() else { return rows };
        let WarpSync::Overlap { width } = self.shape.sync else { return rows };
        let (n, nx, w) = (self.columns() as i64, i64::from(width), i64::from(self.shape.warps));
        let (bx, ax) = self.reach_x();
        let ty = Type::Scalar(self.elt);
        // (the rows in shared memory, vacant, are not carried: `Band::walk` fixes them)
        let cells = rows.iter().flatten().filter(|v| !vacant(v)).count();
        let rows_ty = Type::Tuple(vec![ty.clone(); cells]);
        let flat =
            |rows: &Rows<'ctx>| Val::Tuple(rows.iter().flatten().filter(|v| !vacant(v)).cloned().collect());
        let unflat = |v: &Val<'ctx>, like: &Rows<'ctx>| -> Rows<'ctx> {
            let mut fields = v.fields().iter();
            like.iter()
                .map(|row| {
                    let mut next = |x: &Val<'ctx>| match vacant(x) {
                        true => x.clone(),
                        false => match fields.next() {
                            Some(v) => v.clone(),
                            None => unreachable!("a field of each value"),
                        },
                    };
                    row.iter().map(&mut next).collect()
                })
                .collect()
        };
        // (the column past the edge, the column inside it the rule reads) as offsets in
        // the warp's columns: warp 0 starts at column -left, the last warp at `x0`
        let x0 = (w - 1) * owned - left;
        let sides: [(i64, Vec<(i64, i64)>); 2] = [
            (
                0,
                (1..=bx)
                    .map(|d| {
                        let from = match self.lp.boundary {
                            Boundary::Mirror => d,
                            _ => 0,
                        };
                        (left - d, left + from)
                    })
                    .collect(),
            ),
            (
                w - 1,
                (1..=ax)
                    .map(|d| {
                        let from = match self.lp.boundary {
                            Boundary::Mirror => nx - 1 - d,
                            _ => nx - 1,
                        };
                        (nx - 1 + d - x0, from - x0)
                    })
                    .collect(),
            ),
        ];
        let mut rows = rows;
        for (warp, fixes) in sides {
            if fixes.is_empty() {
                continue;
            }
            let here = cg.icmp(IntPredicate::EQ, place.warp, cg.i64(warp));
            let fixed = cg.if_else_val(
                here,
                &rows_ty,
                || {
                    let mut out = rows.clone();
                    for i in which.clone().filter(|&i| !vacant(&rows[i][0])) {
                        for &(to, from) in &fixes {
                            let (lane, c) = (to.div_euclid(n), to.rem_euclid(n) as usize);
                            let v = match &self.lp.boundary {
                                Boundary::Constant(k) => cg.constant_value(k),
                                _ => shuffle_val(
                                    cg,
                                    gpu,
                                    &ty,
                                    &rows[i][from.rem_euclid(n) as usize],
                                    Shuffle::Index,
                                    cg.i64(from.div_euclid(n)),
                                ),
                            };
                            let mine = cg.icmp(IntPredicate::EQ, place.lane, cg.i64(lane));
                            out[i][c] = cg.select_val(mine, &v, &out[i][c]);
                        }
                    }
                    flat(&out)
                },
                || flat(&rows),
            );
            rows = unflat(&fixed, &rows);
        }
        rows
    }

    /// [`Band::boundary_columns`] of one row of the walk down the rows in shared memory
    /// ([`Band::walk`]), without branches: every warp computes each column the rule makes
    /// (the column it reads, taken from the same lane where that lane holds it, else
    /// shuffled to it) and keeps it where it is the first warp's (or the last's) at that
    /// lane. Two branches a row, each around a shuffle and a select, cost more than the
    /// selects: at 4 columns a lane and `K` = 3 over 2048², each column past an edge lies
    /// in the lane of the column its rule reads, and a row needs two selects.
    fn boundary_columns_of_row(&self, row: Vec<Val<'ctx>>, place: &Place<'ctx>) -> Vec<Val<'ctx>> {
        let (cg, gpu) = (self.cg, self.gpu);
        let Some((left, _, owned)) = self.overlap() else { return row };
        let WarpSync::Overlap { width } = self.shape.sync else { return row };
        let (n, nx, w) = (self.columns() as i64, i64::from(width), i64::from(self.shape.warps));
        let (bx, ax) = self.reach_x();
        let ty = Type::Scalar(self.elt);
        let x0 = (w - 1) * owned - left;
        let from_of = |d: i64, first: bool| match (&self.lp.boundary, first) {
            (Boundary::Mirror, true) => left + d,
            (_, true) => left,
            (Boundary::Mirror, false) => nx - 1 - d - x0,
            (_, false) => nx - 1 - x0,
        };
        let fixes = (1..=bx)
            .map(|d| (0, left - d, from_of(d, true)))
            .chain((1..=ax).map(|d| (w - 1, nx - 1 + d - x0, from_of(d, false))));
        let mut out = row.clone();
        for (warp, to, from) in fixes {
            let (lane, c) = (to.div_euclid(n), to.rem_euclid(n) as usize);
            let (from_lane, from_c) = (from.div_euclid(n), from.rem_euclid(n) as usize);
            let v = match &self.lp.boundary {
                Boundary::Constant(k) => cg.constant_value(k),
                _ if from_lane == lane => row[from_c].clone(),
                _ => shuffle_val(cg, gpu, &ty, &row[from_c], Shuffle::Index, cg.i64(from_lane)),
            };
            let here = cg.icmp(IntPredicate::EQ, place.warp, cg.i64(warp));
            let mine =
                ok(cg.builder.build_and(here, cg.icmp(IntPredicate::EQ, place.lane, cg.i64(lane)), "edge"));
            out[c] = cg.select_val(mine, &v, &out[c]);
        }
        out
    }

    /// Under [`WarpSync::Overlap`], the columns of the block's own rows the warps beside it
    /// read at an exchange: each warp's first `right` own columns (for the warp before) and
    /// last `left` (for the warp after), in the epoch's `parity` of `columns` (for each
    /// parity, own row and warp, `left + right` slots: the first columns, then the last).
    #[allow(clippy::needless_range_loop)]
    fn publish_columns(
        &self,
        columns: PointerValue<'ctx>,
        parity: IntValue<'ctx>,
        place: &Place<'ctx>,
        rows: &Rows<'ctx>,
    ) {
        let cg = self.cg;
        let Some((left, right, owned)) = self.overlap() else { return };
        let n = self.columns() as i64;
        let lane_first = cg.mul(place.lane, cg.i64(n));
        for c in 0..self.columns() {
            let at = cg.add(lane_first, cg.i64(c as i64));
            // first own columns: offsets left .. left + right; last: owned .. owned + left
            for (start, len, slot) in [(left, right, 0), (owned, left, right)] {
                if len == 0 {
                    continue;
                }
                let j = cg.sub(at, cg.i64(start));
                let inside = ok(cg.builder.build_int_compare(IntPredicate::ULT, j, cg.i64(len), "inside"));
                // (not the rows in shared memory: the warps beside read their slots)
                cg.if_then(inside, || {
                    for i in (self.top..self.held - self.bottom).filter(|&i| !self.is_shared(i)) {
                        let lin = self.column_slot(parity, i, place.warp, cg.add(j, cg.i64(slot)));
                        cg.store(self.elt, columns, lin, rows[i][c].scalar());
                    }
                });
            }
        }
    }

    /// Where slot `j` of warp `warp`'s columns of row `i` (an own row) lies in the epoch's
    /// `parity` of the columns exchanged under [`WarpSync::Overlap`].
    fn column_slot(
        &self,
        parity: IntValue<'ctx>,
        i: usize,
        warp: IntValue<'ctx>,
        j: IntValue<'ctx>,
    ) -> IntValue<'ctx> {
        let cg = self.cg;
        let (left, right, _) = self.overlap().unwrap_or((0, 0, 0));
        let per_warp = left + right;
        let per_row = per_warp * i64::from(self.shape.warps);
        let per_parity = per_row * i64::from(self.shape.rows);
        let row = cg.add(cg.mul(parity, cg.i64(per_parity)), cg.i64((i - self.top) as i64 * per_row));
        cg.add(row, cg.add(cg.mul(warp, cg.i64(per_warp)), j))
    }

    /// Under [`WarpSync::Overlap`], the block's own rows with their halo of columns read
    /// from the warps beside ([`Band::publish_columns`], after the exchange's barriers):
    /// offsets `0 .. left` from the warp before's last own columns, offsets `left + owned ..`
    /// from the warp after's first; the first and the last warp keep the columns past the
    /// domain's edges (made by [`Band::boundary_columns`]). The rows in shared memory read
    /// the neighbours' slots instead (their own columns, which no thread writes until the
    /// walk after the exchange's last barrier; this writes only its halo's).
    #[allow(clippy::needless_range_loop)]
    fn read_columns(
        &self,
        columns: PointerValue<'ctx>,
        parity: IntValue<'ctx>,
        place: &Place<'ctx>,
        rows: Rows<'ctx>,
    ) -> Rows<'ctx> {
        let cg = self.cg;
        let b = cg.builder;
        let Some((left, right, owned)) = self.overlap() else { return rows };
        let n = self.columns() as i64;
        let w = i64::from(self.shape.warps);
        let lane_first = cg.mul(place.lane, cg.i64(n));
        let before = cg.sub(place.warp, cg.i64(1));
        let after = cg.add(place.warp, cg.i64(1));
        let has_before = cg.icmp(IntPredicate::SGT, place.warp, cg.i64(0));
        let has_after = cg.icmp(IntPredicate::SLT, place.warp, cg.i64(w - 1));
        let mut out = rows;
        for c in 0..self.columns() {
            let at = cg.add(lane_first, cg.i64(c as i64));
            // from the warp before: its last own columns, slot right + at
            let from_before =
                ok(b.build_and(cg.icmp(IntPredicate::SLT, at, cg.i64(left)), has_before, "from_before"));
            // from the warp after: its first own columns, slot at - left - owned
            let j_after = cg.sub(at, cg.i64(left + owned));
            let from_after = ok(b.build_and(
                ok(b.build_int_compare(IntPredicate::ULT, j_after, cg.i64(right), "after")),
                has_after,
                "from_after",
            ));
            let j_before = cg.add(at, cg.i64(right));
            // the rows in shared memory: where a column comes in (from one side only), read
            // from the slot of the thread that owns it, `left + right` slots before or after
            // the thread's own (a row's slots are the block's lanes' columns in order); one
            // branch around a load and a store a row
            if !self.shared.is_empty() {
                let moved = ok(b.build_or(from_before, from_after, "moved"));
                let s = left + right;
                let shift = ok(b.build_select(from_before, cg.i64(-s), cg.i64(s), "shift")).into_int_value();
                cg.if_then(moved, || {
                    for i in self.shared.clone() {
                        let v = self.load_slot_at(cg.add(self.slot(i, c), shift));
                        self.store_slot(i, c, &v);
                    }
                });
            }
            for i in (self.top..self.held - self.bottom).filter(|&i| !self.is_shared(i)) {
                let one = self.gpu.load_shared_if(
                    cg,
                    self.elt,
                    columns,
                    self.column_slot(parity, i, before, j_before),
                    from_before,
                    out[i][c].scalar(),
                );
                let two = self.gpu.load_shared_if(
                    cg,
                    self.elt,
                    columns,
                    self.column_slot(parity, i, after, j_after),
                    from_after,
                    one,
                );
                out[i][c] = Val::Scalar(two);
            }
        }
        out
    }

    /// The rows past the domain's top (block 0's first `K below`) and bottom (the last
    /// block's last `K above`) among `which`, recomputed from the rows inside by the
    /// boundary rule. Under [`WarpSync::Overlap`], after a step, only the rows it computed
    /// (those it did not are read by no later step of the epoch: the rows a block can
    /// trust shrink by the reach a step, and the rows past an edge with them), and all of
    /// them after an exchange; else all of them after every step.
    ///
    /// Only the rows that the next step reads into rows inside the domain must be right:
    /// under mirror, the `reach` rows next to an edge, reflections of the `reach` rows
    /// inside it (row `-d` is row `d`). Where a block owns more rows than the reach (always
    /// at more than one step an exchange: it owns at least `K` times the reach), those are
    /// its own rows, computed at every step. Where it owns as many (one step an exchange,
    /// as many rows a block as the reach: one row of a j2d5pt), the last of them is the
    /// neighbour's first row, which the step before an exchange does not compute: the
    /// exchange makes these rows again from the rows it reads ([`Band::exchange`]).
    /// [`BandShape::choose`] keeps the rows reflected held and inside the domain. Rows
    /// deeper past the edge may hold anything: only rows past the edge read them, and those
    /// are made again after every step.
    ///
    /// [`BandShape::choose`]: super::BandShape::choose
    #[allow(clippy::needless_range_loop)]
    fn boundary_rows(
        &self,
        mut rows: Rows<'ctx>,
        is_top: IntValue<'ctx>,
        is_bottom: IntValue<'ctx>,
        which: std::ops::Range<usize>,
    ) -> Rows<'ctx> {
        let cg = self.cg;
        let (top, own_end) = (self.top, self.held - self.bottom);
        let source = |i: usize| -> Option<usize> {
            match self.lp.boundary {
                Boundary::Mirror if i < top => Some(2 * top - i),
                Boundary::Mirror => Some(2 * (own_end - 1) - i),
                Boundary::Constant(_) => None,
                _ if i < top => Some(top),
                _ => Some(own_end - 1),
            }
        };
        let fixed: Vec<(usize, IntValue<'ctx>)> = (0..top)
            .map(|i| (i, is_top))
            .chain((own_end..self.held).map(|i| (i, is_bottom)))
            .filter(|(i, _)| which.contains(i))
            .collect();
        let before = rows.clone();
        for (i, when) in fixed {
            for c in 0..self.columns() {
                let rule = match (&self.lp.boundary, source(i)) {
                    (Boundary::Constant(k), _) => cg.constant_value(k),
                    (_, Some(s)) => before[s.min(self.held - 1)][c].clone(),
                    (_, None) => unreachable!("a rule other than a constant reads a row"),
                };
                rows[i][c] = cg.select_val(when, &rule, &before[i][c]);
            }
        }
        rows
    }

    /// Stores the block's own rows (those inside the domain's columns).
    #[allow(clippy::needless_range_loop)]
    fn store_rows(
        &self,
        output: PointerValue<'ctx>,
        place: &Place<'ctx>,
        rows: &Rows<'ctx>,
        ny: IntValue<'ctx>,
        nx: IntValue<'ctx>,
    ) {
        let cg = self.cg;
        // (the slots' address of the entry, which dominates this)
        self.base.set(self.slots);
        let first = cg.mul(place.block, cg.i64(i64::from(self.shape.rows)));
        for j in 0..self.shape.rows as usize {
            let y = cg.add(first, cg.i64(j as i64));
            for c in 0..self.columns() {
                let x = cg.add(place.x0, cg.i64(c as i64));
                let inside =
                    ok(cg.builder.build_and(self.owns(place, c, nx), in_range(self.cg, y, ny), "inside"));
                let at = cg.add(cg.mul(y, nx), x);
                cg.if_then(inside, || {
                    cg.store(self.elt, output, at, self.value(rows, self.top + j, c).scalar())
                });
            }
        }
    }
}

/// Stores, for every row held, `rule(row, other)` at slot `j` past `at` (see
/// [`Band::publish_edges`]): a column past the domain's edge from the row's columns and a
/// neighbouring lane's (`others[i]`).
#[allow(clippy::too_many_arguments)]
fn store_rows_at<'ctx>(
    band: &Band<'_, '_, 'ctx>,
    cg: &Codegen<'_, 'ctx>,
    shared: &Shared<'ctx>,
    at: PointerValue<'ctx>,
    j: i64,
    rows: &Rows<'ctx>,
    others: &[Val<'ctx>],
    rule: impl Fn(&[Val<'ctx>], &Val<'ctx>) -> Val<'ctx>,
) {
    for (i, (row, other)) in rows.iter().zip(others).enumerate() {
        cg.store(band.elt, at, cg.i64(i as i64 * shared.per_row + j), rule(row, other).scalar());
    }
}
