//! An `awhile`'s band: the steps to a tolerance, each block's change folded after every
//! step, every block's partials combined at each exchange so that all blocks agree on where
//! the loop stops (see the parent module).

use super::*;

impl<'g, 'a, 'ctx> Band<'g, 'a, 'ctx> {
    /// The steps of an `awhile` (see the parent module), `K` at a time: while `holds(change)`
    /// and fewer than `limit` steps ran, an epoch saves the rows it starts from (where `K` >
    /// 1, every [`CHECKPOINT_EPOCHS`] epochs), computes `K` steps as an `iterate`'s epoch
    /// does and the change of the block's own cells at each, and exchanges its halo rows
    /// with a wait for every block's flag ([`Band::combine_grid`]): every block then reads
    /// every block's partials and combines them the same way, so that all agree on each
    /// step's change and on where the host loop would have stopped. After the loop the
    /// blocks compute the steps up to there again from the last checkpoint before it. The
    /// final change goes to `change_out`, and the
    /// steps run and whether the condition still holds (the host's `Error::StepLimit`) to
    /// `control`.
    pub(super) fn generate_until(
        &self,
        until: &Until,
        [input, output, exchange, flags]: [PointerValue<'ctx>; 4],
        [ny, nx, limit]: [IntValue<'ctx>; 3],
        [change_in, change_out, partials, control, saved]: [PointerValue<'ctx>; 5],
    ) {
        let (cg, gpu) = (self.cg, self.gpu);
        let b = cg.builder;
        let k = self.shape.steps as usize;
        let place = self.place();
        let shared = self.shared();
        let slots = {
            let ty = cg.mem_type(until.elt).array_type(self.shape.warps * k as u32);
            let global = cg.module.add_global(ty, Some(gpu.shared_space()), "band.partials");
            global.set_initializer(&ty.get_undef());
            global.set_linkage(Linkage::Internal);
            global.set_alignment(16);
            global.as_pointer_value()
        };
        let row0 = cg.sub(cg.mul(place.block, cg.i64(i64::from(self.shape.rows))), cg.i64(self.top as i64));
        let first = self.load_rows(input, &place, row0, ny, nx);
        let is_top = cg.icmp(IntPredicate::EQ, place.block, cg.i64(0));
        let is_bottom = cg.icmp(IntPredicate::EQ, place.block, cg.sub(place.blocks, cg.i64(1)));
        let change_ty = Type::Scalar(until.elt);
        let no_arrays = |_| -> &crate::lower::ArrayRef<'ctx> { unreachable!("the condition reads no array") };
        let holds = |change: &Val<'ctx>| {
            cg.lower(&until.holds, std::slice::from_ref(change), &no_arrays, FloatOrder::Strict)
                .scalar()
                .into_int_value()
        };
        let combine = |a: &Val<'ctx>, x: &Val<'ctx>| {
            cg.lower(&until.combine, &[a.clone(), x.clone()], &no_arrays, FloatOrder::Strict)
        };
        let change0 = Val::Scalar(cg.load(until.elt, change_in, cg.i64(0)));
        let cells = self.held * self.columns();
        let rows_ty = Type::Tuple(vec![Type::Scalar(self.elt); cells]);
        let mut fields = vec![Type::Scalar(self.elt); cells];
        fields.extend([change_ty.clone(), Type::Scalar(ScalarType::I64)]);
        let state_ty = Type::Tuple(fields);
        let flat = |rows: &Rows<'ctx>| Val::Tuple(rows.iter().flatten().cloned().collect());
        let unflat = |v: &Val<'ctx>| -> Rows<'ctx> {
            v.fields()[..cells].chunks(self.columns()).map(<[_]>::to_vec).collect()
        };
        let pack = |rows: &Rows<'ctx>, change: Val<'ctx>, s: IntValue<'ctx>| {
            let mut v: Vec<Val<'ctx>> = rows.iter().flatten().cloned().collect();
            v.extend([change, Val::Scalar(s.into())]);
            Val::Tuple(v)
        };
        let unpack = |v: &Val<'ctx>| -> (Rows<'ctx>, Val<'ctx>, IntValue<'ctx>) {
            let f = v.fields();
            (unflat(v), f[cells].clone(), f[cells + 1].scalar().into_int_value())
        };
        // step `s` (global) computing the rows of `computed`
        let step = |rows: &Rows<'ctx>, s: IntValue<'ctx>, computed: std::ops::Range<usize>| {
            self.step(rows, s, computed, &shared, &place, [is_top, is_bottom])
        };
        // the thread's saved rows: its columns of the block's rows held, row by row, in the
        // copy of the epoch's parity (a row of the block's threads' columns: the domain's
        // under `WarpSync::Block`)
        let width = cg.i64(i64::from(self.shape.held_columns()));
        let lane_x = cg.mul(place.thread, cg.i64(self.columns() as i64));
        let saved_at = |copy: IntValue<'ctx>, i: usize, c: usize| {
            let row = cg.add(
                cg.mul(cg.add(cg.mul(copy, place.blocks), place.block), cg.i64(self.held as i64)),
                cg.i64(i as i64),
            );
            cg.add(cg.mul(row, width), cg.add(lane_x, cg.i64(c as i64)))
        };
        let enter = ok(b.build_and(holds(&change0), cg.icmp(IntPredicate::SLT, cg.i64(0), limit), "enter"));
        let (by, ay) = (self.lp.below[0] as usize, self.lp.above[0] as usize);
        let lane0 = cg.icmp(IntPredicate::EQ, place.lane, cg.i64(0));
        // with more than one step an epoch, the decision about an epoch waits for the end of
        // the one after the next (see `combine_grid`); with one, the rows would not fit twice
        let lag = match k {
            1 => 0,
            _ => DECISION_LAG,
        };
        // epoch `e`'s checkpoint: how many epochs before its start the last one was taken
        // (0: it starts from one), and the copy that holds it
        let checkpoint_of = |e: IntValue<'ctx>| {
            let since = cg.sub(e, cg.i64(1));
            let back = ok(b.build_and(since, cg.i64(CHECKPOINT_EPOCHS - 1), "back"));
            let shift = cg.i64(i64::from(CHECKPOINT_EPOCHS.ilog2()));
            let copy =
                ok(b.build_and(ok(b.build_right_shift(since, shift, false, "copy")), cg.i64(1), "copy"));
            (back, copy)
        };
        let last = repeat(cg, enter, &pack(&first, change0, cg.i64(0)), &state_ty, |state| {
            // `s`: the steps before this epoch, all of them kept unless the decision about
            // the epoch before says otherwise
            let (start, _, s) = unpack(state);
            let epoch = cg.add(ok(b.build_int_signed_div(s, cg.i64(k as i64), "epoch")), cg.i64(1));
            // a checkpoint every `CHECKPOINT_EPOCHS` epochs (epochs 1, 1 + M, ...), in copy
            // `(e - 1) / M % 2`
            if lag > 0 {
                let (back, copy) = checkpoint_of(epoch);
                let checkpoint = cg.icmp(IntPredicate::EQ, back, cg.i64(0));
                cg.if_then(checkpoint, || {
                    for (i, row) in start.iter().enumerate() {
                        for (c, v) in row.iter().enumerate() {
                            cg.store(self.elt, saved, saved_at(copy, i, c), v.scalar());
                        }
                    }
                });
            }
            // K steps, each computing the rows it can trust (as an iterate's epoch), and the
            // change of the thread's own cells at each; the warp's in slot `j W + warp`
            let mut rows = start.clone();
            for j in 0..k {
                let stepped = self.step(
                    &rows,
                    cg.add(s, cg.i64(j as i64)),
                    (j + 1) * by..self.held - (j + 1) * ay,
                    &shared,
                    &place,
                    [is_top, is_bottom],
                );
                let partial = self.own_change(until, &stepped, &rows, &combine);
                let warp_total = self.warp_combine(&partial, &change_ty, &combine);
                let slot = cg.add(cg.i64((j as u32 * self.shape.warps) as i64), place.warp);
                cg.if_then(lane0, || cg.store(until.elt, slots, slot, warp_total.scalar()));
                rows = stepped;
            }
            let decided = cg.sub(epoch, cg.i64(lag));
            let sync =
                || self.combine_grid(until, slots, partials, flags, [epoch, decided], &place, &combine);
            let next = self.exchange(&rows, exchange, epoch, &place, is_top, is_bottom, &sync);
            // the decision about the epoch `lag` before (this one without the lag; every block
            // has published it): each step's change, every block's partial, read by every warp
            // (each lane some, then across lanes)
            let changes: Vec<Val<'ctx>> = self.grid_changes(until, partials, decided, &place, &combine);
            let (change, steps, again) = self.decide(&holds, &changes, [s, epoch, limit], lag);
            (pack(&next, change, steps), again)
        });
        let (rows, change, s) = unpack(&last);
        // Where the loop ran, it computed past its last step (an epoch and a part): the rows
        // after `s` steps again, from the last checkpoint at or before the start of the
        // epoch `d` of step `s` (epochs from 1): its epochs before `d` with their exchanges
        // (every block replays them, waiting for its neighbours as an iterate does; the
        // exchanges number on from the loop's last, `d + 1`), then `d`'s first steps. (After
        // the loop rather than inside it, where the values it needs would be kept in
        // registers all along. Without the lag the rows are the last step's.)
        let rows = match lag {
            0 => rows,
            _ => {
                let ran = cg.icmp(IntPredicate::SGT, s, cg.i64(0));
                unflat(&cg.if_else_val(
                    ran,
                    &rows_ty,
                    || {
                        let kk = cg.i64(k as i64);
                        let d = cg.add(ok(b.build_int_signed_div(cg.sub(s, cg.i64(1)), kk, "d")), cg.i64(1));
                        let s_d = cg.mul(cg.sub(d, cg.i64(1)), kk);
                        let (back, copy) = checkpoint_of(d);
                        let from = cg.sub(s_d, cg.mul(back, kk));
                        let restored: Rows<'ctx> = (0..self.held)
                            .map(|i| {
                                (0..self.columns())
                                    .map(|c| Val::Scalar(cg.load(self.elt, saved, saved_at(copy, i, c))))
                                    .collect()
                            })
                            .collect();
                        let replayed = cg.fold_range(cg.i64(0), back, &flat(&restored), &rows_ty, |v, q| {
                            let mut rows = unflat(v);
                            let first = cg.add(from, cg.mul(q, kk));
                            for j in 0..k {
                                let range = (j + 1) * by..self.held - (j + 1) * ay;
                                rows = step(&rows, cg.add(first, cg.i64(j as i64)), range);
                            }
                            let number = cg.add(d, cg.add(q, cg.i64(lag + 1)));
                            let sync = || self.signal_and_wait(flags, number, &place);
                            flat(&self.exchange(&rows, exchange, number, &place, is_top, is_bottom, &sync))
                        });
                        cg.fold_range(s_d, s, &replayed, &rows_ty, |v, j| {
                            flat(&step(&unflat(v), j, by..self.held - ay))
                        })
                    },
                    || flat(&rows),
                ))
            }
        };
        // (with more than one step an exchange, the rows' places computed again from a
        // block number the optimiser cannot see through: reusing the ones of the start
        // would hold them across the loop, which spills on sm_80 at 4 steps an exchange)
        let place = match lag {
            0 => place,
            _ => Place { block: gpu.opaque(cg, place.block), ..place },
        };
        self.store_rows(output, &place, &rows, ny, nx);
        let first_thread =
            ok(b.build_and(is_top, cg.icmp(IntPredicate::EQ, place.thread, cg.i64(0)), "first"));
        let still = holds(&change);
        cg.if_then(first_thread, || {
            cg.store(until.elt, change_out, cg.i64(0), change.scalar());
            cg.store(ScalarType::I64, control, cg.i64(0), s.into());
            let still = ok(b.build_int_z_extend(still, cg.ctx.i64_type(), "holds"));
            cg.store(ScalarType::I64, control, cg.i64(1), still.into());
        });
    }

    /// An `awhile`'s decision about epoch `epoch - lag` from each of its steps' `changes`
    /// (`s`: the steps before `epoch`): the steps the host loop would have run of it, up to
    /// the first whose change fails the condition (`holds`), and at most the `limit`'s; the
    /// change, the steps kept in all, and whether to go on.
    pub(super) fn decide(
        &self,
        holds: &dyn Fn(&Val<'ctx>) -> IntValue<'ctx>,
        changes: &[Val<'ctx>],
        [s, epoch, limit]: [IntValue<'ctx>; 3],
        lag: i64,
    ) -> (Val<'ctx>, IntValue<'ctx>, IntValue<'ctx>) {
        let cg = self.cg;
        let b = cg.builder;
        let k = self.shape.steps as usize;
        let s = cg.sub(s, cg.i64(lag * k as i64));
        let mut kept = cg.i64(k as i64);
        let mut change = changes[k - 1].clone();
        for j in (0..k - 1).rev() {
            let fails = ok(b.build_not(holds(&changes[j]), "fails"));
            kept = cg
                .select_val(fails, &Val::Scalar(cg.i64(j as i64 + 1).into()), &Val::Scalar(kept.into()))
                .scalar()
                .into_int_value();
            change = cg.select_val(fails, &changes[j], &change);
        }
        let left = cg.sub(limit, s);
        let limited = cg.icmp(IntPredicate::SLT, left, kept);
        // (`left` >= 1: the loop ran that epoch because steps were left)
        for (j, c) in changes.iter().enumerate().take(k - 1) {
            let here =
                ok(b.build_and(limited, cg.icmp(IntPredicate::EQ, left, cg.i64(j as i64 + 1)), "here"));
            change = cg.select_val(here, c, &change);
        }
        let kept = cg.smin(kept, left);
        let again =
            ok(b.build_and(holds(&change), cg.icmp(IntPredicate::SLT, cg.add(s, kept), limit), "again"));
        let again = ok(b.build_and(again, cg.icmp(IntPredicate::EQ, kept, cg.i64(k as i64)), "again"));
        // the first epoch has no epoch before it to decide about
        let again = match lag {
            0 => again,
            _ => ok(b.build_or(again, cg.icmp(IntPredicate::SLE, epoch, cg.i64(lag)), "again")),
        };
        let kept = cg
            .select_val(again, &Val::Scalar(cg.i64((1 + lag) * k as i64).into()), &Val::Scalar(kept.into()))
            .scalar()
            .into_int_value();
        (change, cg.add(s, kept), again)
    }

    /// A step's change over the thread's own cells: `g(new, old)` of every cell of its own
    /// rows, combined (an `awhile`'s warps hold a row between them, [`WarpSync::Block`], so
    /// every column a lane holds is its own).
    pub(super) fn own_change(
        &self,
        until: &Until,
        new: &Rows<'ctx>,
        old: &Rows<'ctx>,
        combine: &dyn Fn(&Val<'ctx>, &Val<'ctx>) -> Val<'ctx>,
    ) -> Val<'ctx> {
        let cg = self.cg;
        let no_arrays = |_| -> &crate::lower::ArrayRef<'ctx> { unreachable!("the change reads no array") };
        let cells = (self.top..self.held - self.bottom).flat_map(|i| new[i].iter().zip(&old[i]));
        let changes = cells
            .map(|(a, b)| cg.lower(&until.cell, &[a.clone(), b.clone()], &no_arrays, FloatOrder::Strict));
        let Some(change) = changes.reduce(|acc, x| combine(&acc, &x)) else {
            unreachable!("a block owns at least one row")
        };
        change
    }

    /// `v` combined across the warp's lanes: lane 0 gets all of them (the others some; a
    /// lane past the warp's end gives its own value again, which `combine` ignores).
    pub(super) fn warp_combine(
        &self,
        v: &Val<'ctx>,
        ty: &Type,
        combine: &dyn Fn(&Val<'ctx>, &Val<'ctx>) -> Val<'ctx>,
    ) -> Val<'ctx> {
        let cg = self.cg;
        [16i64, 8, 4, 2, 1].into_iter().fold(v.clone(), |acc, d| {
            let other = shuffle_val(cg, self.gpu, ty, &acc, Shuffle::Down, cg.i64(d));
            combine(&acc, &other)
        })
    }

    /// An `awhile`'s wait at the end of epoch `epoch` of `K` steps, once the block's edge
    /// rows are written, after a block barrier, each part in a warp of its own (warps 0 to
    /// 4, modulo the block's), so that none waits for another's fences:
    ///
    /// - thread 0 publishes `epoch` in the block's rows' flag (a release store) at once;
    /// - warp 2 combines the warps' partials of each step (in `slots`) and the fold's seed
    ///   into the block's ([`Band::block_partials`]), writes them to `partials`
    ///   ([`PARTIAL_EPOCHS`] epochs of [`partial_slots`] slots a step; the last block its
    ///   copies past it too), and publishes `epoch` in the block's partials' flag (the
    ///   flags' second half, from [`partial_slots`]);
    /// - lane 1 of warp 3 and lane 2 of warp 4 wait until the neighbours' rows' flags hold
    ///   `epoch` (their rows of this epoch, as an `iterate`'s exchange does);
    /// - the lanes of warp 1 wait until every block's partials' flag holds `decided`, the
    ///   epoch whose partials the decision reads (`epoch - 2` where the decision lags
    ///   [`DECISION_LAG`] epochs behind: a block late by less than two epochs then holds up
    ///   none), each lane some blocks: the flags of its first 4 rounds of 32 read at once
    ///   (volatile loads; the flags past the last block are zero and not waited for), each
    ///   block still behind spun on (acquire loads), an acquire fence (the volatile loads
    ///   that found a flag set acquire through it);
    ///
    /// and a block barrier lets the block read them. (With one flag published after the
    /// partials and every part in warp 0, each behind the one before and its fences, j2d5pt
    /// `f32` over 1024² ran at 515.3 GCells/s on an H100; so, 566.0-582.6:
    /// `docs/perf/2026-11-27-band-edge-rows.md`.)
    #[allow(clippy::too_many_arguments)]
    pub(super) fn combine_grid(
        &self,
        until: &Until,
        slots: PointerValue<'ctx>,
        partials: PointerValue<'ctx>,
        flags: PointerValue<'ctx>,
        [epoch, decided]: [IntValue<'ctx>; 2],
        place: &Place<'ctx>,
        combine: &dyn Fn(&Val<'ctx>, &Val<'ctx>) -> Val<'ctx>,
    ) {
        let (cg, gpu) = (self.cg, self.gpu);
        let b = cg.builder;
        let i32_ = cg.ctx.i32_type();
        let decided32 = ok(b.build_int_truncate(decided, i32_, "decided"));
        let end = self.partial_slots(place);
        let flag =
            |block: IntValue<'ctx>| unsafe { ok(b.build_in_bounds_gep(i32_, flags, &[block], "flag")) };
        let partial_flag = |block: IntValue<'ctx>| flag(cg.add(end, block));
        let epoch32 = ok(b.build_int_truncate(epoch, i32_, "epoch"));
        gpu.block_barrier(cg);
        cg.if_then(cg.icmp(IntPredicate::EQ, place.thread, cg.i64(0)), || {
            gpu.store_release(cg, flag(place.block), epoch32);
        });
        // warp 2: the block's partials; lane 0 writes them, and in the last block the lanes
        // their copies past it (`partial_slots`: at most `UNROLLED_ROUNDS` a lane where the
        // blocks are fewer than 32 of them, one past more); the warp synchronised, then lane 0
        // publishes the epoch in the partials' flag (its release store orders the lanes'
        // writes, which the warp's barrier ordered before it)
        let lane0 = cg.icmp(IntPredicate::EQ, place.lane, cg.i64(0));
        let last = cg.icmp(IntPredicate::EQ, place.block, cg.sub(place.blocks, cg.i64(1)));
        // which warp does what: each part in a warp of its own where the block has 5
        let role = |r: u32| i64::from(r % self.shape.warps);
        cg.if_then(cg.icmp(IntPredicate::EQ, place.warp, cg.i64(role(2))), || {
            let copies = |j: usize, block: &Val<'ctx>| {
                for q in 0..UNROLLED_ROUNDS {
                    let copy = cg.add(cg.add(place.blocks, place.lane), cg.i64(32 * q));
                    let copies = ok(b.build_and(last, cg.icmp(IntPredicate::SLT, copy, end), "copies"));
                    cg.if_then(copies, || {
                        cg.store(until.elt, partials, self.partial_at(epoch, j, copy, place), block.scalar());
                    });
                }
            };
            self.block_partials(until, [slots, partials], epoch, place, combine, &copies);
            gpu.warp_sync(cg);
            cg.if_then(lane0, || gpu.store_release(cg, partial_flag(place.block), epoch32));
        });
        if !self.unsynchronised {
            // the neighbours' rows, waited for by lanes 1 and 2 of two other warps
            self.spin_on_neighbours(flags, epoch32, place, [32 * role(3) + 1, 32 * role(4) + 2]);
        }
        let waits = match self.unsynchronised {
            true => cg.ctx.bool_type().const_zero(),
            false => cg.icmp(IntPredicate::EQ, place.warp, cg.i64(role(1))),
        };
        let behind = |seen: IntValue<'ctx>| {
            let behind = ok(b.build_int_sub(seen, decided32, "behind"));
            cg.icmp(IntPredicate::SLT, behind, i32_.const_zero())
        };
        // until block `other`'s flag holds what this block waits for
        let spin = |other: IntValue<'ctx>| {
            let unit = Type::Tuple(vec![]);
            let yes = cg.ctx.bool_type().const_all_ones();
            repeat(cg, yes, &Val::Tuple(vec![]), &unit, |_| {
                let seen = gpu.load_acquire(cg, partial_flag(other));
                (Val::Tuple(vec![]), behind(seen))
            });
        };
        cg.if_then(waits, || {
            // the flags of the first rounds of 32 blocks read at once (volatile loads: the
            // flags past the last block are there, and zero), then each block behind waited
            // for; the blocks past them one after another; the fence after the reads
            // orders what they published before what this block reads next
            let first = UNROLLED_ROUNDS;
            let flag_ty = Type::Scalar(ScalarType::I32);
            let base = flag(end);
            let seen: Vec<(IntValue<'ctx>, IntValue<'ctx>)> = (0..first)
                .map(|r| {
                    let other = cg.add(place.lane, cg.i64(32 * r));
                    (other, volatile_value(cg, &flag_ty, &[base], other, None).scalar().into_int_value())
                })
                .collect();
            for (other, seen) in seen {
                let counts = ok(b.build_and(
                    cg.icmp(IntPredicate::SLT, other, place.blocks),
                    cg.icmp(IntPredicate::NE, other, place.block),
                    "counts",
                ));
                cg.if_then(ok(b.build_and(counts, behind(seen), "waits")), || spin(other));
            }
            let from = cg.add(place.lane, cg.i64(32 * first));
            for_stride(cg, from, place.blocks, cg.i64(32), |other| {
                cg.if_then(cg.icmp(IntPredicate::NE, other, place.block), || spin(other));
            });
            gpu.acquire_fence(cg);
        });
        gpu.block_barrier(cg);
    }

    /// One warp's combination of the warps' partials of each step of the epoch (in `slots`,
    /// slot `j W + w`) and the fold's seed into the block's, each lane all of them in turn:
    /// lane 0 writes the block's own slots in `partials` (for epoch `epoch`), and
    /// `copies(j, value)` is called with step `j`'s value. (The lanes sharing the work, a
    /// group of `32 / K` lanes a step and 3 shuffles, ran 2-3% slower for j2d5pt `f32` over
    /// 1024² on an H100: `docs/perf/2026-11-27-band-edge-rows.md`; the warp does this off
    /// the waits' path.)
    pub(super) fn block_partials(
        &self,
        until: &Until,
        [slots, partials]: [PointerValue<'ctx>; 2],
        epoch: IntValue<'ctx>,
        place: &Place<'ctx>,
        combine: &dyn Fn(&Val<'ctx>, &Val<'ctx>) -> Val<'ctx>,
        copies: &dyn Fn(usize, &Val<'ctx>),
    ) {
        let cg = self.cg;
        let warps = i64::from(self.shape.warps);
        let no_arrays = |_| -> &crate::lower::ArrayRef<'ctx> { unreachable!("a seed reads no array") };
        let lane0 = cg.icmp(IntPredicate::EQ, place.lane, cg.i64(0));
        for j in 0..self.shape.steps as usize {
            let load = |w: i64| Val::Scalar(cg.load(until.elt, slots, cg.i64(j as i64 * warps + w)));
            let mut block = (1..warps).fold(load(0), |acc, w| combine(&acc, &load(w)));
            if let Some(seed) = &until.seed {
                block = combine(&cg.lower(seed, &[], &no_arrays, FloatOrder::Strict), &block);
            }
            cg.if_then(lane0, || {
                let at = self.partial_at(epoch, j, place.block, place);
                cg.store(until.elt, partials, at, block.scalar());
            });
            copies(j, &block);
        }
    }

    /// Where block `block`'s partial of step `j` of epoch `epoch` goes in `partials`.
    pub(super) fn partial_at(
        &self,
        epoch: IntValue<'ctx>,
        j: usize,
        block: IntValue<'ctx>,
        place: &Place<'ctx>,
    ) -> IntValue<'ctx> {
        let cg = self.cg;
        let which = ok(cg.builder.build_and(epoch, cg.i64(PARTIAL_EPOCHS as i64 - 1), "which"));
        let slot = cg.add(cg.mul(which, cg.i64(i64::from(self.shape.steps))), cg.i64(j as i64));
        cg.add(cg.mul(slot, self.partial_slots(place)), block)
    }

    /// [`partial_slots`] of the launch's blocks.
    pub(super) fn partial_slots(&self, place: &Place<'ctx>) -> IntValue<'ctx> {
        let cg = self.cg;
        let b = cg.builder;
        let least = cg.smax(place.blocks, cg.i64(32 * UNROLLED_ROUNDS));
        let rounds = ok(b.build_right_shift(cg.add(least, cg.i64(31)), cg.i64(5), false, "rounds"));
        ok(b.build_left_shift(rounds, cg.i64(5), "slots"))
    }

    /// The change of each step of epoch `epoch` over the whole domain: every block's
    /// partial combined, the same value in every lane. Each lane reads the partials of
    /// blocks `lane`, `lane + 32`, ..., the first [`UNROLLED_ROUNDS`] of them at once (a
    /// lane past the last block reads a copy of the last block's, which `combine` ignores:
    /// [`partial_slots`]), the rounds past them in one loop for every step, then combines
    /// them across the warp.
    pub(super) fn grid_changes(
        &self,
        until: &Until,
        partials: PointerValue<'ctx>,
        epoch: IntValue<'ctx>,
        place: &Place<'ctx>,
        combine: &dyn Fn(&Val<'ctx>, &Val<'ctx>) -> Val<'ctx>,
    ) -> Vec<Val<'ctx>> {
        let (cg, gpu) = (self.cg, self.gpu);
        let k = self.shape.steps as usize;
        let change_ty = Type::Scalar(until.elt);
        // (past the last block, copies of its partial: `partial_slots`)
        let read = |round: IntValue<'ctx>, j: usize| {
            let block = cg.add(place.lane, cg.mul(round, cg.i64(32)));
            volatile_value(cg, &change_ty, &[partials], self.partial_at(epoch, j, block, place), None)
        };
        let mine: Vec<Val<'ctx>> = (0..k)
            .map(|j| {
                let first = read(cg.i64(0), j);
                (1..UNROLLED_ROUNDS).fold(first, |acc, r| combine(&acc, &read(cg.i64(r), j)))
            })
            .collect();
        let rounds =
            ok(cg.builder.build_right_shift(cg.add(place.blocks, cg.i64(31)), cg.i64(5), false, "rounds"));
        let all_ty = Type::Tuple(vec![change_ty.clone(); k]);
        let mine = cg.fold_range(cg.i64(UNROLLED_ROUNDS), rounds, &Val::Tuple(mine), &all_ty, |acc, r| {
            Val::Tuple((0..k).map(|j| combine(&acc.fields()[j], &read(r, j))).collect())
        });
        let totals: Vec<Val<'ctx>> =
            mine.fields().iter().map(|v| self.warp_combine(v, &change_ty, combine)).collect();
        totals.iter().map(|t| shuffle_val(cg, gpu, &change_ty, t, Shuffle::Index, cg.i64(0))).collect()
    }
}
