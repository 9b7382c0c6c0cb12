//! The irregular cases of the GPU suite: CSR SpMV with `fold_seg` on the 2D Poisson matrix
//! and a random one with power-law row lengths,
//! `fold_seg` on uniform and skewed segments, `filter`, `sort` and `sort_by_key`, and an
//! iteration of the conjugate-gradient solver of `examples/cg`. Rates are per second of the
//! launches, as the other cases; the SpMV's ceiling counts the bytes of one pass (a value
//! and a column index read per stored element, an offset, an element of `x` and one of `y`
//! per row: `copy / (sizeof(T) + 4 + rows / nnz x (4 + 2 sizeof(T)))`, the model of issue
//! 23's goal, under which cuSPARSE's 184 Gnnz/s on the 4096² Poisson matrix is 64.7%), the
//! others' the bytes they must move.

use super::*;

/// The bytes one pass of `y = A x` moves per stored element of `csr`, of elements of
/// `elt` bytes: each stored element's value and column (4 bytes), and per row its offset (4
/// bytes, `i32`), its element of `x` (read once from memory, however many rows gather it)
/// and its element of `y`.
fn spmv_bytes_per_nnz<T>(csr: &cg::Csr<T>, elt: f64) -> f64 {
    let per_row = 4.0 + 2.0 * elt;
    elt + 4.0 + per_row * csr.rows as f64 / csr.vals.len().max(1) as f64
}

/// The 2D Poisson matrix of an `m`x`m` grid and `x`, as the solver and `fold_seg` take them.
fn poisson<T: Real>(m: usize) -> (cg::Csr<T>, Vector<T>, Vector<i32>, Vector<i32>) {
    let csr = cg::Csr::<T>::poisson_2d(m);
    let (vals, cols, offsets) = csr.arrays();
    (csr, vals, cols, offsets)
}

impl Bench {
    fn push(&mut self, row: Row) {
        self.rows.push(row);
        self.rows.last().unwrap().print();
    }

    /// `y = A x` with `fold_seg` for the 2D Poisson matrix of an `m`x`m` grid.
    pub(super) fn spmv<T: Real + Into<f64>>(&mut self, m: usize)
    where
        Exp<T>: From<T>,
    {
        self.spmv_of(&cg::Csr::<T>::poisson_2d(m), &format!("poisson2d {} {m}^2", T::NAME));
    }

    /// `y = A x` for the random symmetric positive definite matrix of `rows` rows with
    /// power-law row lengths of `examples/cg` (`Csr::power_law`, seed 1; most rows of 3 or
    /// so stored elements, a few of thousands; built alike by `benches/yardsticks/irregular.py`).
    pub(super) fn spmv_power_law<T: Real + Into<f64>>(&mut self, rows: usize)
    where
        Exp<T>: From<T>,
    {
        self.spmv_of(&cg::Csr::<T>::power_law(rows, 1), &format!("powerlaw {} {}M", T::NAME, rows >> 20));
    }

    /// `y = A x` with `fold_seg_offsets` for `csr` (the case named `spmv {what}`).
    fn spmv_of<T: Real + Into<f64>>(&mut self, csr: &cg::Csr<T>, what: &str)
    where
        Exp<T>: From<T>,
    {
        let (vals, cols, offsets) = csr.arrays();
        let x: Vec<f64> = random(csr.rows, 5);
        let input = (
            vals,
            cols,
            offsets,
            Array::from_vec([csr.rows], x.iter().map(|&v| T::of(v)).collect()).unwrap(),
        );
        let f = |(vals, cols, offsets, x): cg::Problem<T>| cg::spmv(&vals, &cols, &offsets, &x);
        let poison = self.poisoner::<T>(csr.rows);
        let (t, cold, cached, out, _) = self.measure(f, &input, &poison);
        drop(poison);
        let x_t: Vec<T> = x.iter().map(|&v| T::of(v)).collect();
        let want: Vec<f64> = csr.products_by_row(&x_t).collect();
        let got: Vec<f64> = out.as_slice().iter().map(|v| v.to()).collect();
        let err = l2_error(&got, &want);
        let (rate, run_rate) = t.rates(csr.nnz());
        self.push(Row {
            name: format!("spmv {what}"),
            rate,
            run_rate,
            unit: "Gnnz/s",
            ceiling: self.copy_gbps / spmv_bytes_per_nnz(csr, std::mem::size_of::<T>() as f64),
            skeleton: "fold_seg_offsets (rows or merge path)".into(),
            cold_ms: cold,
            cached_ms: cached,
            check: format!("{} (L2 {err:.1e})", if err < T::TOLERANCE { "ok" } else { "FAILED" }),
        });
    }

    /// `fold_seg (+)` of `n` f32 in segments of 4 (`uniform`), or half of them in one
    /// segment and the rest in segments of one (`skewed`), or one segment of 200 in every
    /// 128, the others of one (`mixed`: fewer than 3 elements a segment on average, with
    /// segments too long for a thread and too short to list, which the GPU folds by merge
    /// path); `fold_seg_offsets` of the same segments by their CSR offsets where `offsets`.
    pub(super) fn fold_seg(&mut self, n: usize, kind: &str, offsets: bool) {
        let x = random(n, 9);
        let lens: Vec<i32> = match kind {
            "skewed" => std::iter::once((n / 2) as i32).chain(std::iter::repeat_n(1, n / 2)).collect(),
            "mixed" => {
                let mut lens: Vec<i32> = (0..)
                    .map(|i| if i % 128 == 0 { 200 } else { 1 })
                    .scan(0, |at, l| {
                        *at += l as usize;
                        (*at <= n).then_some(l)
                    })
                    .collect();
                // the last segment takes what is left
                *lens.last_mut().unwrap() += (n - lens.iter().map(|&l| l as usize).sum::<usize>()) as i32;
                lens
            }
            _ => vec![4; n / 4],
        };
        let mut want = Vec::with_capacity(lens.len());
        let mut at = 0;
        for &l in &lens {
            want.push(x[at..at + l as usize].iter().sum::<f64>());
            at += l as usize;
        }
        let segments = lens.len();
        // by offsets: the lengths' running sums, a 0 in front
        let lens: Vec<i32> = match offsets {
            true => std::iter::once(0)
                .chain(lens.iter().scan(0, |at, &l| {
                    *at += l;
                    Some(*at)
                }))
                .collect(),
            false => lens,
        };
        let input = (
            Array::<f32, 1>::from_vec([n], x.iter().map(|&v| v as f32).collect()).unwrap(),
            Array::from_vec([lens.len()], lens).unwrap(),
        );
        let poison = self.poisoner::<f32>(segments);
        let (t, cold, cached, out, _) = self.measure(
            |(xs, lens): (Acc<Vector<f32>>, Acc<Vector<i32>>)| match offsets {
                true => xs.fold_seg_offsets(0.0, |a, b| a + b, &lens),
                false => xs.fold_seg(0.0, |a, b| a + b, &lens),
            },
            &input,
            &poison,
        );
        drop(poison);
        let got: Vec<f64> = out.as_slice().iter().map(|&v| f64::from(v)).collect();
        let err = l2_error(&got, &want);
        let (rate, run_rate) = t.rates(n);
        self.push(Row {
            name: format!("fold_seg{} {kind} f32 {}M", if offsets { "_offsets" } else { "" }, n >> 20),
            rate,
            run_rate,
            unit: "GElem/s",
            ceiling: self.copy_gbps / 4.0,
            skeleton: match (kind, offsets) {
                ("uniform", false) => "padded rows",
                ("uniform", true) => "rows",
                ("skewed", true) => "listing, search",
                (_, true) => "rows, merge path",
                _ => "split",
            }
            .into(),
            cold_ms: cold,
            cached_ms: cached,
            // a segment of n/2 f32 summed in another order than the host's
            check: format!("{} (L2 {err:.1e})", if err < 1e-4 { "ok" } else { "FAILED" }),
        });
    }

    /// `filter (< 0.5)` of `n` f32 (about half kept) where `filter`, and `partition` by the
    /// same predicate where `partition`: the same compaction, twice, then a gather.
    pub(super) fn filter(&mut self, n: usize, filter: bool, partition: bool) {
        let x: Vec<f32> = random(n, 10).into_iter().map(|v| v as f32).collect();
        let want: Vec<f32> = x.iter().copied().filter(|&v| v < 0.5).collect();
        let input = Array::from_vec([n], x).unwrap();
        if filter {
            // reads 4 bytes and writes 2 (half kept) per element
            let row = ("filter", 6.0, "compact: one pass, look-back");
            self.compaction(row, &input, &want, |xs: Acc<Vector<f32>>| xs.filter(|x| x.lt(0.5)).0);
        }
        if partition {
            let rest = input.as_slice().iter().copied().filter(|&v| v >= 0.5);
            let want: Vec<f32> = want.iter().copied().chain(rest).collect();
            // two compactions (4 bytes read, 2 written an element each), then the gather (4
            // read, 4 written)
            let row = ("partition", 20.0, "compact x2, gather");
            self.compaction(row, &input, &want, |xs: Acc<Vector<f32>>| xs.partition(|x| x.lt(0.5)).0);
        }
    }

    /// The row of the compaction `program` of `input` (named `name`, a ceiling of the copy
    /// rate over `bytes` bytes an element, its `skeleton` as printed), checked to be `want`
    /// exactly.
    fn compaction(
        &mut self,
        (name, bytes, skeleton): (&str, f64, &str),
        input: &Array<f32, 1>,
        want: &[f32],
        program: impl Fn(Acc<Vector<f32>>) -> Acc<Vector<f32>> + Clone,
    ) {
        let n = input.as_slice().len();
        let poison = self.poisoner::<f32>(want.len());
        let (t, cold, cached, out, _) = self.measure(program, input, &poison);
        drop(poison);
        let (rate, run_rate) = t.rates(n);
        self.push(Row {
            name: format!("{name} f32 {}M half kept", n >> 20),
            rate,
            run_rate,
            unit: "GElem/s",
            ceiling: self.copy_gbps / bytes,
            skeleton: skeleton.into(),
            cold_ms: cold,
            cached_ms: cached,
            check: if out.as_slice() == want { "ok (exact)" } else { "FAILED" }.into(),
        });
    }

    /// `sort` of `n` u32 keys, and `sort_by_key` of f32 values by them.
    pub(super) fn sorts(&mut self, n: usize) {
        let keys: Vec<u32> = random(n, 11).into_iter().map(|v| (v * 4_294_967_295.0) as u32).collect();
        let values: Vec<f32> = random(n, 12).into_iter().map(|v| v as f32).collect();
        // (the references sort on every core: one thread took most of the case's time)
        let mut want = keys.clone();
        want.par_sort_unstable();
        let keys_in = Array::from_vec([n], keys.clone()).unwrap();
        let poison = self.poisoner::<f32>(n);
        let (t, cold, cached, out, _) = self.measure(|ks: Acc<Vector<u32>>| ks.sort(), &keys_in, &poison);
        let (rate, run_rate) = t.rates(n);
        self.push(Row {
            name: format!("sort u32 {}M", n >> 20),
            rate,
            run_rate,
            unit: "GKeys/s",
            // 4 passes of 8-bit digits, each reading and writing every key (as CUB's
            // onesweep); the keys' copy and the histogram's read are not counted
            ceiling: self.copy_gbps / (2.0 * 4.0 * 4.0),
            skeleton: "onesweep radix, 8 bits a pass".into(),
            cold_ms: cold,
            cached_ms: cached,
            check: if out.as_slice() == want.as_slice() { "ok (exact)" } else { "FAILED" }.into(),
        });
        let mut pairs: Vec<(u32, f32)> = keys.iter().copied().zip(values.iter().copied()).collect();
        pairs.par_sort_by_key(|p| p.0);
        let input = (keys_in, Array::from_vec([n], values).unwrap());
        let (t, cold, cached, out, _) = self.measure(
            |(ks, vs): (Acc<Vector<u32>>, Acc<Vector<f32>>)| vs.zip(&ks).sort_by_key(|p| p.snd()).unzip().0,
            &input,
            &poison,
        );
        drop(poison);
        let (rate, run_rate) = t.rates(n);
        let ok = out.as_slice().iter().eq(pairs.iter().map(|p| &p.1));
        self.push(Row {
            name: format!("sort_by_key u32->f32 {}M", n >> 20),
            rate,
            run_rate,
            unit: "GKeys/s",
            // 4 passes, each reading and writing a key and a value (CUB's SortPairs)
            ceiling: self.copy_gbps / (2.0 * 8.0 * 4.0),
            skeleton: "onesweep radix, 8 bits a pass".into(),
            cold_ms: cold,
            cached_ms: cached,
            check: if ok { "ok (exact, stable)" } else { "FAILED" }.into(),
        });
    }

    /// `iterations` iterations of the conjugate-gradient solver on the 2D Poisson matrix of
    /// an `m`x`m` grid (a tolerance of 0, so that every iteration runs).
    pub(super) fn cg<T: Real + Into<f64>>(&mut self, m: usize, iterations: i64)
    where
        Exp<T>: From<T>,
    {
        let (csr, vals, cols, offsets) = poisson::<T>(m);
        let b = Array::filled([csr.rows], T::of(1.0));
        let input = (vals, cols, offsets, b.clone());
        let poison = self.poisoner::<T>(csr.rows);
        let zero = T::of(0.0);
        let (t, cold, cached, (x, rr, done), _) =
            self.measure(move |p: cg::Problem<T>| cg::solve(p, zero, iterations), &input, &poison);
        drop(poison);
        let residual = csr.residual(&b.to_vec(), &x.to_vec()) / (csr.rows as f64).sqrt();
        let kept = rr.value().to().sqrt() / (csr.rows as f64).sqrt();
        // a fixed number of iterations from x = 0 need not have converged (CG's residual
        // is not monotone): the check is that the residual the solver kept is b - Ax's
        let ok = done.value() == iterations
            && residual.is_finite()
            && (residual - kept).abs() < 1e-2 * residual.max(1e-6);
        let (rate, run_rate) = t.rates(csr.nnz() * iterations as usize);
        let per_iteration_us = t.launches * 1e3 / iterations as f64;
        self.push(Row {
            name: format!("cg poisson2d {} {m}^2", T::NAME),
            rate,
            run_rate,
            unit: "Gnnz/s",
            ceiling: self.copy_gbps / spmv_bytes_per_nnz(&csr, std::mem::size_of::<T>() as f64),
            skeleton: format!("{per_iteration_us:.0} us/iteration"),
            cold_ms: cold,
            cached_ms: cached,
            check: format!(
                "{} (|b-Ax|/|b| {residual:.1e}, kept {kept:.1e})",
                if ok { "ok" } else { "FAILED" }
            ),
        });
    }
}
