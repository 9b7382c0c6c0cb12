//! The narrow element types' cases of the GPU suite (issue 25): a 3x3 box blur of a `u8`
//! image (clamp; the sum widened to `u16`, the result `u8`), a 5-point majority vote on a
//! `bool` mask (mirror) and j2d5pt of `i16` with integer weights (wrapping; wrap). Their
//! ceiling is the single sweep's, `copy / (2 sizeof(T))` cells/s; their results are checked
//! exactly against the same arithmetic on the host.

use super::*;

/// The host's index of `i + d` in `0..n` under clamp, mirror or wrap (the interpreter's
/// rules, `systole::Boundary`; `|d| < n`).
fn at(i: usize, d: i64, n: usize, rule: &str) -> usize {
    let (x, n) = (i as i64 + d, n as i64);
    (match rule {
        "clamp" => x.clamp(0, n - 1),
        "mirror" if x < 0 => -x,
        "mirror" if x >= n => 2 * n - 2 - x,
        "wrap" => x.rem_euclid(n),
        _ => x,
    }) as usize
}

/// `f(read)` at every cell of an `n x n` grid, where `read(di, dj)` is the cell's neighbour
/// under `rule`: the host's reference, row by row in parallel.
fn host<T: Copy + Send + Sync, R: Send>(
    x: &[T],
    n: usize,
    rule: &str,
    f: impl Fn(&dyn Fn(i64, i64) -> T) -> R + Sync,
) -> Vec<R> {
    (0..n * n)
        .into_par_iter()
        .map(|k| {
            let (i, j) = (k / n, k % n);
            f(&|di, dj| x[at(i, di, n, rule) * n + at(j, dj, n, rule)])
        })
        .collect()
}

impl Bench {
    /// Fills `cells` bytes of device memory with `0xa5` and frees them, so that the next
    /// allocation of that size (the output) starts as garbage.
    fn byte_poisoner(&self, cells: usize) -> impl Fn() + 'static {
        let poison = self
            .gpu
            .clone()
            .compile(|n: Acc<Scalar0<i64>>| generate([n.the()], |_| constant(0xa5u8)))
            .unwrap();
        let n = Array::scalar(cells as i64);
        move || drop(poison.run(&n).expect("poison"))
    }

    /// Runs the stencil `f` on `input` (`n x n`), checks its result against `want` exactly,
    /// and prints the row `name`.
    fn narrow_case<T: systole::ScalarElt + Copy + PartialEq>(
        &mut self,
        name: &str,
        n: usize,
        input: Array<T, 2>,
        f: impl Fn(Acc<Array<T, 2>>) -> Acc<Array<T, 2>> + Clone,
        want: Vec<T>,
    ) {
        let bytes = std::mem::size_of::<T>();
        let poison = self.byte_poisoner(n * n * bytes);
        let (t, cold, cached, out, skeleton) = self.measure(f, &input, &poison);
        let wrong = out.as_slice().iter().zip(&want).filter(|(g, w)| g != w).count();
        let check = match wrong {
            0 => "ok (exact)".to_string(),
            _ => format!("FAILED ({wrong} cells differ)"),
        };
        let (rate, run_rate) = t.rates(n * n);
        self.rows.push(Row {
            name: format!("{name} {n}x{n}"),
            rate,
            run_rate,
            unit: "GCells/s",
            ceiling: self.copy_gbps / (2.0 * bytes as f64),
            skeleton,
            cold_ms: cold,
            cached_ms: cached,
            check,
        });
        self.rows.last().unwrap().print();
    }

    /// The 3x3 box blur of an `n x n` `u8` image, clamp: the sum in `u16`, divided by 9.
    pub(super) fn blur_u8(&mut self, n: usize) {
        let x: Vec<u8> = random(n * n, 11).iter().map(|&v| (v * 256.0) as u8).collect();
        let want = host(&x, n, "clamp", |read| {
            let mut sum = 0u16;
            for (di, dj) in (-1..=1).flat_map(|di| (-1..=1).map(move |dj| (di, dj))) {
                sum = sum.wrapping_add(u16::from(read(di, dj)));
            }
            (sum / 9) as u8
        });
        let f = |img: Acc<Matrix<u8>>| {
            img.stencil(&Stencil::cube(1), Boundary::Clamp, |t| {
                let sum = t.values().iter().fold(Exp::from(0u16), |a, &x| a + x.cast::<u16>());
                (sum / 9u16).cast::<u8>()
            })
        };
        self.narrow_case("blur3x3 u8", n, Array::from_vec([n, n], x).unwrap(), f, want);
    }

    /// The 5-point majority vote of an `n x n` `bool` mask, mirror: at least 3 of the 5 set.
    pub(super) fn majority_bool(&mut self, n: usize) {
        let x: Vec<bool> = random(n * n, 12).iter().map(|&v| v < 0.5).collect();
        let star = [(0, 0), (-1, 0), (1, 0), (0, -1), (0, 1)];
        let want = host(&x, n, "mirror", |read| star.iter().filter(|&&(di, dj)| read(di, dj)).count() >= 3);
        let f = |m: Acc<Matrix<bool>>| {
            m.stencil(&Stencil::star(1), Boundary::Mirror, |t| {
                t.values().iter().fold(Exp::from(0u8), |a, &x| a + x.cast::<u8>()).ge(3u8)
            })
        };
        self.narrow_case("majority5 bool", n, Array::from_vec([n, n], x).unwrap(), f, want);
    }

    /// j2d5pt of an `n x n` `i16` field with integer weights, wrap, the arithmetic wrapping.
    pub(super) fn j2d5pt_i16(&mut self, n: usize) {
        let x: Vec<i16> = random(n * n, 13).iter().map(|&v| (v * 65536.0 - 32768.0) as i16).collect();
        let want = host(&x, n, "wrap", |read| {
            let (c, up, down, left, right) = (read(0, 0), read(-1, 0), read(1, 0), read(0, -1), read(0, 1));
            c.wrapping_mul(5)
                .wrapping_add(up.wrapping_mul(3))
                .wrapping_sub(down.wrapping_mul(2))
                .wrapping_add(left.wrapping_mul(7))
                .wrapping_add(right)
        });
        let f = |u: Acc<Matrix<i16>>| {
            u.stencil(&Stencil::star(1), Boundary::Wrap, |t| {
                t[[0, 0]] * 5i16 + t[[-1, 0]] * 3i16 - t[[1, 0]] * 2i16 + t[[0, -1]] * 7i16 + t[[0, 1]]
            })
        };
        self.narrow_case("j2d5pt i16", n, Array::from_vec([n, n], x).unwrap(), f, want);
    }
}
