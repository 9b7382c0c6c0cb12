//! A band's exchange: the edge rows written to the exchange buffer of the epoch's parity,
//! the neighbours' flags (a release store, acquire loads), their rows read into the halo.

use super::*;

impl<'g, 'a, 'ctx> Band<'g, 'a, 'ctx> {
    /// The exchange after `K` steps (under [`WarpSync::Block`]: an `awhile`'s, or an
    /// `iterate`'s with a barrier a step): the block writes its first `K above` own rows
    /// (for the block before) and its last `K below` (for the block after) to its part of
    /// the exchange buffer of the epoch's parity, then `sync` publishes the epoch in its flag
    /// and waits for its neighbours' flags ([`Band::signal_and_wait`], or every block's for
    /// an `awhile`, [`Band::combine_grid`]), and it reads their rows into its halo.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn exchange(
        &self,
        rows: &Rows<'ctx>,
        buffer: PointerValue<'ctx>,
        epoch: IntValue<'ctx>,
        place: &Place<'ctx>,
        is_top: IntValue<'ctx>,
        is_bottom: IntValue<'ctx>,
        sync: &dyn Fn(),
    ) -> Rows<'ctx> {
        let parity = ok(self.cg.builder.build_and(epoch, self.cg.i64(1), "parity"));
        self.publish_rows(rows, buffer, parity, place);
        sync();
        let out = self.read_rows(rows, buffer, parity, place, [is_top, is_bottom], true);
        // under mirror, where the block owns no more rows than the taps reach (one row a
        // block, one step an exchange), the rows reflected past the domain's top and bottom
        // include the neighbour's first, just read: made again from the rows now whole
        match self.reflects_halo() {
            true => self.boundary_rows(out, is_top, is_bottom, 0..self.held),
            false => out,
        }
    }

    /// Under [`WarpSync::Overlap`], exchange `number` fused with the first step of the
    /// epoch after it (step `s`, computing every row it can): the step's inner rows, those
    /// whose taps read only the block's own rows, are computed while the exchange's latency
    /// runs.
    ///
    /// ```text
    ///   publish the edge rows (global) and the edge columns (shared); bar.sync, flag (signal)
    ///   own rows' halo of columns from the warps beside (shared)
    ///   inner rows, first half          <- the neighbours' flags on their way
    ///   wait for the neighbours' flags; bar.sync; their edge rows' loads issued
    ///   inner rows, second half         <- the loads on their way
    ///   the rows past the domain's edges made again; the rows near the halo (the rest)
    /// ```
    ///
    /// On an H100, j2d5pt `f32` over 1024² ran 13-15% faster than with the exchange after
    /// the epoch (834.5 GCells/s against 723.3 and 740.3); all the inner rows before the
    /// wait gained 7-9%, all after it 10-12% (`docs/perf/2026-11-27-band-exchange.md`). The first and
    /// the last block read a neighbour's rows into the rows past the domain's edges, which
    /// the boundary rule then makes again (selecting the old rows instead would keep them
    /// alive, which spilled).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn exchange_and_step(
        &self,
        rows: &Rows<'ctx>,
        [buffer, flags, columns]: [PointerValue<'ctx>; 3],
        number: IntValue<'ctx>,
        s: IntValue<'ctx>,
        shared: &Shared<'ctx>,
        place: &Place<'ctx>,
        edges: [IntValue<'ctx>; 2],
    ) -> Rows<'ctx> {
        let cg = self.cg;
        let (top, own_end) = (self.top, self.held - self.bottom);
        let (by, ay) = (self.lp.below[0] as usize, self.lp.above[0] as usize);
        let parity = ok(cg.builder.build_and(number, cg.i64(1), "parity"));
        self.rebase(s);
        let fresh = self.fresh(place, s);
        let place = &fresh;
        self.publish_rows(rows, buffer, parity, place);
        self.publish_columns(columns, parity, place, rows);
        let number32 = ok(cg.builder.build_int_truncate(number, cg.ctx.i32_type(), "epoch"));
        self.signal(flags, number32, place);
        let own = self.read_columns(columns, parity, place, rows.clone());
        let own = self.boundary_columns(own, top..own_end, place);
        // (copies of the rows in shared memory that rows in registers read, before the
        // walk down them overwrites them)
        let own = match self.shared.is_empty() {
            true => own,
            false => self.with_fringe(&own),
        };
        let step = |rows: &Rows<'ctx>, range: std::ops::Range<usize>| match range.is_empty() {
            true => rows.clone(),
            false => self.step(rows, s, range, shared, place, edges),
        };
        let inner = (top + by)..(own_end - ay).max(top + by);
        let halo = |own: &Rows<'ctx>| {
            let read = self.read_rows(own, buffer, parity, place, edges, false);
            let read = self.boundary_columns(read, 0..top, place);
            let read = self.boundary_columns(read, own_end..self.held, place);
            self.boundary_rows(read, edges[0], edges[1], 0..self.held)
        };
        // half the inner rows while the flags are on their way, half while the halo's rows
        // are; the rows in shared memory (inner rows) while the halo's rows are: after the
        // wait's barrier, which keeps the walk's writes of their slots from the warps beside
        // still reading them (`Band::read_columns`)
        let mid = match self.shared.is_empty() {
            true => inner.start + inner.len() / 2,
            false => self.shared.start,
        };
        let before = step(&own, inner.start..mid);
        self.wait(flags, number32, place);
        let whole = halo(&own);
        let after = step(&own, mid..inner.end);
        if inner.is_empty() {
            return step(&whole, by..self.held - ay);
        }
        let upper = step(&whole, by..top + by);
        let lower = step(&whole, own_end - ay..self.held - ay);
        let mut out = whole;
        let parts = [
            (inner.start..mid, &before),
            (mid..inner.end, &after),
            (by..top + by, &upper),
            (own_end - ay..self.held - ay, &lower),
        ];
        for (range, from) in parts {
            out[range.clone()].clone_from_slice(&from[range]);
        }
        self.vacate(out)
    }

    /// The block's first `K above` own rows (for the block before) and its last `K below`
    /// (for the block after), written to its part of the exchange buffer's `parity`: each
    /// thread its `C` columns of a row at `thread C` of the buffer's row (of
    /// [`BandShape::held_columns`]), as one vector store ([`Band::store_columns`]), whether it
    /// owns them or not (each place has one writer; the readers of a column read it where
    /// its owner wrote it, [`Band::read_rows`]). Written as before, a scalar store a column
    /// at the domain's column (two 4-byte stores 8 bytes apart at 2 columns a lane, each
    /// touching twice the sectors it used), j2d5pt `f32` over 1024² ran at 836-841
    /// GCells/s in `iterate` and 509 in `awhile` on an H100; so, 875-888 and 566-572
    /// (`docs/perf/2026-11-27-band-edge-rows.md`).
    #[allow(clippy::needless_range_loop)]
    pub(super) fn publish_rows(
        &self,
        rows: &Rows<'ctx>,
        buffer: PointerValue<'ctx>,
        parity: IntValue<'ctx>,
        place: &Place<'ctx>,
    ) {
        let cg = self.cg;
        let b = cg.builder;
        let (top, bottom, own_end) = (self.top, self.bottom, self.held - self.bottom);
        if self.unsynchronised {
            let odd = cg.icmp(IntPredicate::NE, ok(b.build_and(place.block, cg.i64(1), "odd")), cg.i64(0));
            cg.if_then(odd, || self.gpu.sleep(cg, 20_000));
        }
        let writes: Vec<(usize, i64)> = (0..bottom)
            .map(|j| (top + j, j as i64))
            .chain((0..top).map(|j| (own_end - top + j, (bottom + j) as i64)))
            .collect();
        let lane_first = cg.mul(place.thread, cg.i64(self.columns() as i64));
        for (i, slot) in writes {
            let base = self.exchange_row(parity, place.block, slot, place);
            // (a row in shared memory read from its slots)
            let row = match vacant(&rows[i][0]) {
                true => self.load_slot_row(i),
                false => rows[i].clone(),
            };
            self.store_columns(buffer, cg.add(base, lane_first), &row);
        }
    }

    /// The thread's `C` values `row` at positions `at ..` of `buffer` (aligned to `C`
    /// elements): vector stores of at most 16 bytes each (`st.global.v2`, `.v4`).
    pub(super) fn store_columns(&self, buffer: PointerValue<'ctx>, at: IntValue<'ctx>, row: &[Val<'ctx>]) {
        let cg = self.cg;
        let per = self.vector_elements();
        for (j, chunk) in row.chunks(per).enumerate() {
            let at = cg.add(at, cg.i64((j * per) as i64));
            match chunk {
                [one] => cg.store(self.elt, buffer, at, one.scalar()),
                _ => {
                    let values: Vec<BasicValueEnum<'ctx>> = chunk.iter().map(Val::scalar).collect();
                    cg.store_vector(self.elt, buffer, at, &values);
                }
            }
        }
    }

    /// The `C` values at positions `at ..` of `buffer` (aligned to `C` elements): volatile
    /// vector loads of at most 16 bytes each (`ld.volatile.global.v2`, `.v4`), past the
    /// incoherent L1.
    #[expect(
        clippy::expect_used,
        reason = "LLVM's setters fail only on instructions that are not loads, or on alignments not a power of two"
    )]
    pub(super) fn load_columns(&self, buffer: PointerValue<'ctx>, at: IntValue<'ctx>) -> Vec<Val<'ctx>> {
        let cg = self.cg;
        let b = cg.builder;
        let per = self.vector_elements();
        let mt = cg.mem_type(self.elt);
        let mut out = Vec::with_capacity(self.columns());
        for j in (0..self.columns()).step_by(per) {
            let n = per.min(self.columns() - j);
            let p = unsafe { ok(b.build_in_bounds_gep(mt, buffer, &[cg.add(at, cg.i64(j as i64))], "p")) };
            let (ty, align) = match n {
                1 => (mt, self.elt.size_bytes() as u32),
                _ => (cg.mem_vector_type(self.elt, n as u32).into(), (n * self.elt.size_bytes()) as u32),
            };
            let v = ok(b.build_load(ty, p, "row"));
            let load = v.as_instruction_value().expect("a load");
            load.set_volatile(true).expect("a load");
            load.set_alignment(align).expect("a power of two");
            match n {
                1 => out.push(Val::Scalar(cg.from_memory(self.elt, v))),
                _ => out.extend((0..n).map(|e| {
                    let e = cg.ctx.i32_type().const_int(e as u64, false);
                    let x = ok(b.build_extract_element(v.into_vector_value(), e, "column"));
                    Val::Scalar(cg.from_memory(self.elt, x))
                })),
            }
        }
        out
    }

    /// Elements of one vector access to an exchanged row: the lane's `C` columns, in pieces
    /// of at most 16 bytes.
    pub(super) fn vector_elements(&self) -> usize {
        self.columns().min((16 / self.elt.size_bytes()).max(1))
    }

    /// Where the thread reads its columns of a neighbour's exchanged row, relative to its
    /// own place there (`thread C`), given its column `at` within its warp's (`lane C + c`):
    /// a column of the halo left of the warp's own lies `left + right` places before (the
    /// warp before owns it), one right of them `left + right` after; past the domain's
    /// edges (the first warp's left halo, the last warp's right), no warp owns them and the
    /// thread reads its own place (values the boundary rule makes again where a step reads
    /// them). Without overlapping warps every column is the thread's own: 0.
    pub(super) fn halo_shift(&self, place: &Place<'ctx>, at: IntValue<'ctx>) -> IntValue<'ctx> {
        let cg = self.cg;
        let b = cg.builder;
        let Some((left, right, owned)) = self.overlap() else { return cg.i64(0) };
        let w = i64::from(self.shape.warps);
        let before = ok(b.build_and(
            cg.icmp(IntPredicate::SLT, at, cg.i64(left)),
            cg.icmp(IntPredicate::SGT, place.warp, cg.i64(0)),
            "before",
        ));
        let after = ok(b.build_and(
            cg.icmp(IntPredicate::SGE, at, cg.i64(left + owned)),
            cg.icmp(IntPredicate::SLT, place.warp, cg.i64(w - 1)),
            "after",
        ));
        let s = left + right;
        let shift = ok(b.build_select(after, cg.i64(s), cg.i64(0), "shift")).into_int_value();
        ok(b.build_select(before, cg.i64(-s), shift, "shift")).into_int_value()
    }

    /// `rows` with the neighbours' edge rows of the exchange buffer's `parity` in its halo:
    /// block `b - 1`'s last `top` rows, block `b + 1`'s first `bottom` (volatile loads),
    /// each column where its owner wrote it ([`Band::publish_rows`], [`Band::halo_shift`]):
    /// one vector load a row where a lane's columns are all of one warp (always without
    /// overlapping warps, and with them where `K` times the reach each side is a multiple
    /// of `C`), else a load a column. The first and the last block keep their rows past the
    /// domain's edges where `keep_edges`; else they read a neighbour's, and the caller makes
    /// them again.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn read_rows(
        &self,
        rows: &Rows<'ctx>,
        buffer: PointerValue<'ctx>,
        parity: IntValue<'ctx>,
        place: &Place<'ctx>,
        [is_top, is_bottom]: [IntValue<'ctx>; 2],
        keep_edges: bool,
    ) -> Rows<'ctx> {
        let cg = self.cg;
        let (top, bottom, own_end) = (self.top, self.bottom, self.held - self.bottom);
        let elt = Type::Scalar(self.elt);
        let n = self.columns() as i64;
        let mut out = rows.clone();
        let reads: Vec<(usize, IntValue<'ctx>, i64, IntValue<'ctx>)> = (0..top)
            .map(|j| (j, cg.sub(place.block, cg.i64(1)), (bottom + j) as i64, is_top))
            .chain((0..bottom).map(|j| (own_end + j, cg.add(place.block, cg.i64(1)), j as i64, is_bottom)))
            .collect();
        // the lane's places in a row: one vector where its columns are of one warp
        let lane_first = cg.mul(place.lane, cg.i64(n));
        let thread_first = cg.mul(place.thread, cg.i64(n));
        let whole = self.overlap().is_none_or(|(left, right, _)| left % n == 0 && right % n == 0);
        let places: Vec<IntValue<'ctx>> = match whole {
            true => vec![cg.add(thread_first, self.halo_shift(place, lane_first))],
            false => (0..n)
                .map(|c| {
                    let at = cg.add(lane_first, cg.i64(c));
                    cg.add(cg.add(thread_first, cg.i64(c)), self.halo_shift(place, at))
                })
                .collect(),
        };
        for (i, from, slot, none) in reads {
            let from = cg.smax(cg.smin(from, cg.sub(place.blocks, cg.i64(1))), cg.i64(0));
            let base = self.exchange_row(parity, from, slot, place);
            let values: Vec<Val<'ctx>> = match whole {
                true => self.load_columns(buffer, cg.add(base, places[0])),
                false => places
                    .iter()
                    .map(|&p| volatile_value(cg, &elt, &[buffer], cg.add(base, p), None))
                    .collect(),
            };
            for (c, read) in values.into_iter().enumerate() {
                out[i][c] = match keep_edges {
                    true => cg.select_val(none, &rows[i][c], &read),
                    false => read,
                };
            }
        }
        out
    }

    /// Where row `slot` of block `block`'s part of the exchange buffer's `parity` starts
    /// (rows of [`BandShape::held_columns`]).
    pub(super) fn exchange_row(
        &self,
        parity: IntValue<'ctx>,
        block: IntValue<'ctx>,
        slot: i64,
        place: &Place<'ctx>,
    ) -> IntValue<'ctx> {
        let cg = self.cg;
        let per_block = (self.top + self.bottom) as i64;
        let at = cg.add(cg.mul(cg.add(cg.mul(parity, place.blocks), block), cg.i64(per_block)), cg.i64(slot));
        cg.mul(at, cg.i64(i64::from(self.shape.held_columns())))
    }

    /// Publishes `epoch` in the block's flag once its rows are written, and waits until its
    /// neighbours' flags hold it ([`Band::signal`], [`Band::wait`]).
    pub(super) fn signal_and_wait(
        &self,
        flags: PointerValue<'ctx>,
        epoch: IntValue<'ctx>,
        place: &Place<'ctx>,
    ) {
        let epoch32 = ok(self.cg.builder.build_int_truncate(epoch, self.cg.ctx.i32_type(), "epoch"));
        self.signal(flags, epoch32, place);
        self.wait(flags, epoch32, place);
    }

    /// Publishes `epoch` (32 bits) in the block's flag once its rows are written: a block
    /// barrier, then a release store by its first thread.
    pub(super) fn signal(&self, flags: PointerValue<'ctx>, epoch32: IntValue<'ctx>, place: &Place<'ctx>) {
        let (cg, gpu) = (self.cg, self.gpu);
        gpu.block_barrier(cg);
        cg.if_then(cg.icmp(IntPredicate::EQ, place.thread, cg.i64(0)), || {
            gpu.store_release(cg, self.flag(flags, place.block), epoch32);
        });
    }

    /// Waits until the block's neighbours' flags hold `epoch` (32 bits): thread 1 and the
    /// first thread of warp 1 (2 where the block is one warp) spin on acquire loads, each in
    /// its own warp so that the two waits overlap; a block barrier.
    pub(super) fn wait(&self, flags: PointerValue<'ctx>, epoch32: IntValue<'ctx>, place: &Place<'ctx>) {
        if !self.unsynchronised {
            let second = if self.shape.warps > 1 { 32 } else { 2 };
            self.spin_on_neighbours(flags, epoch32, place, [1, second]);
        }
        self.gpu.block_barrier(self.cg);
    }

    /// Threads `t[0]` and `t[1]` spin on acquire loads until the flags of the block before
    /// and of the block after (where there are) hold `epoch` (32 bits).
    pub(super) fn spin_on_neighbours(
        &self,
        flags: PointerValue<'ctx>,
        epoch32: IntValue<'ctx>,
        place: &Place<'ctx>,
        t: [i64; 2],
    ) {
        let (cg, gpu) = (self.cg, self.gpu);
        let b = cg.builder;
        let i32_ = cg.ctx.i32_type();
        for (t, d) in [(t[0], -1i64), (t[1], 1)] {
            let n = cg.add(place.block, cg.i64(d));
            let exists = ok(b.build_and(
                cg.icmp(IntPredicate::SGE, n, cg.i64(0)),
                cg.icmp(IntPredicate::SLT, n, place.blocks),
                "exists",
            ));
            let mine = cg.icmp(IntPredicate::EQ, place.thread, cg.i64(t));
            cg.if_then(ok(b.build_and(mine, exists, "waits")), || {
                let unit = Type::Tuple(vec![]);
                let yes = cg.ctx.bool_type().const_all_ones();
                repeat(cg, yes, &Val::Tuple(vec![]), &unit, |_| {
                    let seen = gpu.load_acquire(cg, self.flag(flags, n));
                    let behind = ok(b.build_int_sub(seen, epoch32, "behind"));
                    let waiting = cg.icmp(IntPredicate::SLT, behind, i32_.const_zero());
                    (Val::Tuple(vec![]), waiting)
                });
            });
        }
    }

    /// Block `block`'s flag.
    pub(super) fn flag(&self, flags: PointerValue<'ctx>, block: IntValue<'ctx>) -> PointerValue<'ctx> {
        let cg = self.cg;
        unsafe { ok(cg.builder.build_in_bounds_gep(cg.ctx.i32_type(), flags, &[block], "flag")) }
    }
}
