//! Conjugate gradient on a sparse matrix in CSR form, as one systole program: the matrix is
//! generated on the host (the 2D Poisson 5-point matrix), the solver is an `awhile` whose
//! body is a sparse matrix-vector product (a gather and a `fold_seg_offsets`), two dot products and
//! three vector updates. Shared by the `cg` example, its test in `tests/backends.rs` and the
//! benchmarks.
#![allow(clippy::expect_used, reason = "example code: a vector of its own length is an array")]

use systole::prelude::*;

/// A sparse matrix in CSR form: row `i` holds the stored elements `offsets[i] ..
/// offsets[i + 1]` (as `fold_seg_offsets` takes them).
pub struct Csr<T> {
    /// The number of rows (and columns).
    pub rows: usize,
    /// Where each row's stored elements start, and after the last row their number.
    pub offsets: Vec<i32>,
    /// The column of each stored element, row after row.
    pub cols: Vec<i32>,
    /// The value of each stored element.
    pub vals: Vec<T>,
}

impl<T: Num> Csr<T> {
    /// The 5-point Laplacian of an `m`x`m` grid with zero (Dirichlet) boundaries: 4 on the
    /// diagonal, -1 for each neighbour inside the grid. Symmetric positive definite.
    pub fn poisson_2d(m: usize) -> Csr<T> {
        let mut csr = Csr { rows: m * m, offsets: vec![0], cols: Vec::new(), vals: Vec::new() };
        for i in 0..m {
            for j in 0..m {
                let mut entry = |r: usize, c: usize, v: i64| {
                    csr.cols.push((r * m + c) as i32);
                    csr.vals.push(T::from_i64(v));
                };
                if i > 0 {
                    entry(i - 1, j, -1);
                }
                if j > 0 {
                    entry(i, j - 1, -1);
                }
                entry(i, j, 4);
                if j + 1 < m {
                    entry(i, j + 1, -1);
                }
                if i + 1 < m {
                    entry(i + 1, j, -1);
                }
                csr.offsets.push(csr.cols.len() as i32);
            }
        }
        csr
    }

    /// A random symmetric positive definite matrix of `n` rows whose row lengths follow a
    /// power law (as a graph's Laplacian of a scale-free graph): row `i` draws `k` partners
    /// at random columns, `k` in `[2^(t+1), 2^(t+2))` with `P(t >= m)` about `2^(-1.5 m)`
    /// (`t` at most `log2(n / 64)`: a few rows of thousands, most of 2 or 3, about 12
    /// stored elements a row once symmetric); each pair `(i, j)` stores `-v` at `(i, j)` and
    /// `(j, i)` (`v` in 1..=4), and the diagonal is the row's off-diagonal magnitudes plus
    /// 1 to 4: strictly diagonally dominant, so positive definite. Rows are sorted by
    /// column and repeated pairs summed (as `scipy.sparse`'s `tocsr`). Every draw is an
    /// integer function of `seed` and a counter (`draw`), so that
    /// `benches/yardsticks/irregular.py` builds the same matrix in NumPy.
    pub fn power_law(n: usize, seed: u64) -> Csr<T> {
        let cap = (n / 64).max(1).ilog2();
        let mut entries: Vec<Vec<(i32, i64)>> = vec![Vec::new(); n];
        let mut edge = 0u64;
        for i in 0..n {
            let t = (2 * draw(seed, 1, i as u64).trailing_zeros() / 3).min(cap);
            let low = 2u64 << t;
            let k = if n < 2 { 0 } else { low + draw(seed, 2, i as u64) % low };
            for _ in 0..k {
                let mut j = (draw(seed, 3, edge) % n as u64) as usize;
                if j == i {
                    j = (i + 1) % n;
                }
                let v = 1 + (draw(seed, 4, edge) % 4) as i64;
                entries[i].push((j as i32, -v));
                entries[j].push((i as i32, -v));
                edge += 1;
            }
        }
        let mut csr = Csr { rows: n, offsets: vec![0], cols: Vec::new(), vals: Vec::new() };
        for (i, row) in entries.iter_mut().enumerate() {
            let extra = 1 + (draw(seed, 5, i as u64) % 4) as i64;
            let diagonal = extra + row.iter().map(|&(_, v)| v.abs()).sum::<i64>();
            row.push((i as i32, diagonal));
            row.sort_unstable_by_key(|&(c, _)| c);
            let mut at = 0;
            while at < row.len() {
                let (c, mut v) = row[at];
                at += 1;
                while at < row.len() && row[at].0 == c {
                    v += row[at].1;
                    at += 1;
                }
                csr.cols.push(c);
                csr.vals.push(T::from_i64(v));
            }
            csr.offsets.push(csr.cols.len() as i32);
        }
        csr
    }

    /// `A x` computed on the host in `f64`, row by row.
    pub fn products_by_row<'a>(&'a self, x: &'a [T]) -> impl Iterator<Item = f64> + 'a
    where
        T: Into<f64>,
    {
        self.offsets.windows(2).map(move |row| {
            (row[0] as usize..row[1] as usize)
                .map(|k| self.vals[k].into() * x[self.cols[k] as usize].into())
                .sum()
        })
    }

    /// The number of stored elements.
    pub fn nnz(&self) -> usize {
        self.vals.len()
    }

    /// The matrix as the host arrays the solver takes: values, columns, row offsets.
    pub fn arrays(&self) -> (Vector<T>, Vector<i32>, Vector<i32>) {
        (vector(self.vals.clone()), vector(self.cols.clone()), vector(self.offsets.clone()))
    }

    /// `|b - A x|` computed on the host in `f64`.
    pub fn residual(&self, b: &[T], x: &[T]) -> f64
    where
        T: Into<f64>,
    {
        let mut sum = 0.0;
        for (row, ax) in self.products_by_row(x).enumerate() {
            let d = b[row].into() - ax;
            sum += d * d;
        }
        sum.sqrt()
    }
}

/// The random number `i` of stream `stream` under `seed`: `mix(mix(seed ^ stream) ^ i)`
/// (splitmix64's steps, [`mix`]), simple to compute in NumPy for a whole vector of `i`.
fn draw(seed: u64, stream: u64, i: u64) -> u64 {
    mix(mix(seed ^ stream) ^ i)
}

/// splitmix64: the golden-ratio increment, then two multiply-xorshift rounds.
fn mix(z: u64) -> u64 {
    let z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    let z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn vector<E: Elt>(v: Vec<E>) -> Vector<E> {
    let n = v.len();
    Array::from_vec([n], v).expect("one value per index")
}

/// `A p` for the CSR matrix `(vals, cols, offsets)`: the products of each stored element
/// with the element of `p` in its column, summed by row with `fold_seg_offsets`.
pub fn spmv<T: Num>(
    vals: &Acc<Vector<T>>,
    cols: &Acc<Vector<i32>>,
    offsets: &Acc<Vector<i32>>,
    p: &Acc<Vector<T>>,
) -> Acc<Vector<T>>
where
    Exp<T>: From<T>,
{
    let products = vals.imap(|[k], v| v * p.index([cols.index([k]).cast::<i64>()]));
    products.fold_seg_offsets(T::from_i64(0), |a, b| a + b, offsets)
}

fn dot<T: Num>(a: &Acc<Vector<T>>, b: &Acc<Vector<T>>) -> Acc<Scalar0<T>>
where
    Exp<T>: From<T>,
{
    a.zip_with(b, |x, y| x * y).sum()
}

/// The vectors of an iteration (solution, residual, search direction) and its scalars
/// (the residual's squared norm, the iterations done).
type State<T> = ((Acc<Vector<T>>, Acc<Vector<T>>, Acc<Vector<T>>), (Acc<Scalar0<T>>, Acc<Scalar0<i64>>));

/// The problem `A x = b`: the matrix's values, columns and row offsets, and `b`.
pub type Problem<T> = (Acc<Vector<T>>, Acc<Vector<i32>>, Acc<Vector<i32>>, Acc<Vector<T>>);

/// The solution `x`, the residual's squared norm `|r|²` and the number of iterations.
pub type Solution<T> = (Acc<Vector<T>>, Acc<Scalar0<T>>, Acc<Scalar0<i64>>);

/// Solves `A x = b` from `x = 0` by conjugate gradient until `|r|² <= tolerance²` or after
/// `max_iterations`.
pub fn solve<T: Float>(
    (vals, cols, offsets, b): Problem<T>,
    tolerance_squared: T,
    max_iterations: i64,
) -> Solution<T>
where
    Exp<T>: From<T>,
{
    let zero = T::from_i64(0);
    let init: State<T> = ((b.map(move |_| Exp::from(zero)), b.clone(), b.clone()), (dot(&b, &b), unit(0i64)));
    let ((x, _, _), (rr, k)) = awhile(
        init,
        |(_, (rr, k))| rr.zip_with(&k, move |rr, k| rr.gt(tolerance_squared) & k.lt(max_iterations)),
        |((x, r, p), (rr, k))| {
            let ap = spmv(&vals, &cols, &offsets, &p);
            let alpha = rr.zip_with(&dot(&p, &ap), |a, b| a / b);
            let x = x.zip_with(&p, |x, p| x + alpha.the() * p);
            let r = r.zip_with(&ap, |r, q| r - alpha.the() * q);
            let rr_next = dot(&r, &r);
            let beta = rr_next.zip_with(&rr, |a, b| a / b);
            let p = r.zip_with(&p, |r, p| r + beta.the() * p);
            ((x, r, p), (rr_next, k.map(|k| k + 1)))
        },
    );
    (x, rr, k)
}
