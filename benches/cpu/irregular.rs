//! The irregular cases of the CPU suite: a CSR sparse matrix-vector product with `fold_seg`
//! (from the rows' lengths), `fold_seg_offsets` (from the row offsets) and `fold_seg_csr`
//! (the native segmented fold by the offsets),
//! `fold_seg` on uniform and skewed segments, `filter`, `sort` and `sort_by_key`, each next
//! to the same written by hand with rayon (`par_iter().filter().collect()` and a two-pass
//! chunked compaction for `filter`, `par_sort_unstable` and `par_sort_by_key` for the
//! sorts).

use super::*;

/// Side of the 2D Poisson grid of the SpMV (1 M rows, 5.2 M stored elements).
const N_GRID: usize = 1024;
/// Length of the `fold_seg` and `filter` inputs (16 M).
const N_SEG: usize = 16 << 20;
/// Keys sorted (16 M random u32: every digit varies).
const N_SORT: usize = 16 << 20;

/// The 5-point Laplacian of an `m`x`m` grid in CSR form: row lengths, row offsets, columns,
/// values (4 on the diagonal, -1 for each neighbour inside the grid).
struct Csr {
    lengths: Vec<i32>,
    offsets: Vec<usize>,
    cols: Vec<i32>,
    vals: Vec<f64>,
}

fn poisson_2d(m: usize) -> Csr {
    let mut csr = Csr { lengths: vec![], offsets: vec![0], cols: vec![], vals: vec![] };
    for i in 0..m {
        for j in 0..m {
            let start = csr.cols.len();
            let neighbours = [(i > 0, i.wrapping_sub(1), j), (j > 0, i, j.wrapping_sub(1))];
            let after = [(j + 1 < m, i, j + 1), (i + 1 < m, i + 1, j)];
            for (inside, r, c) in neighbours {
                if inside {
                    csr.cols.push((r * m + c) as i32);
                    csr.vals.push(-1.0);
                }
            }
            csr.cols.push((i * m + j) as i32);
            csr.vals.push(4.0);
            for (inside, r, c) in after {
                if inside {
                    csr.cols.push((r * m + c) as i32);
                    csr.vals.push(-1.0);
                }
            }
            csr.lengths.push((csr.cols.len() - start) as i32);
            csr.offsets.push(csr.cols.len());
        }
    }
    csr
}

/// The hand-written CSR SpMV: one row per iteration, rows split among rayon's threads.
fn spmv_rayon(csr: &Csr, x: &[f64], y: &mut [f64]) {
    y.par_iter_mut().enumerate().with_min_len(4096).for_each(|(row, y)| {
        let (start, end) = (csr.offsets[row], csr.offsets[row + 1]);
        *y = csr.vals[start..end].iter().zip(&csr.cols[start..end]).map(|(&v, &c)| v * x[c as usize]).sum();
    });
}

fn vector<T: Elt>(v: Vec<T>) -> Vector<T> {
    let n = v.len();
    Array::from_vec([n], v).expect("input")
}

type CsrInput = (Vector<f64>, Vector<i32>, Vector<i32>, Vector<f64>);

pub fn bench_spmv(c: &mut Criterion, cpu: &Cpu) {
    let csr = poisson_2d(N_GRID);
    let rows = csr.lengths.len();
    let x: Vec<f64> = random(rows, 8).into_iter().map(f64::from).collect();
    let input: CsrInput =
        (vector(csr.vals.clone()), vector(csr.cols.clone()), vector(csr.lengths.clone()), vector(x.clone()));
    type Args = (Acc<Vector<f64>>, Acc<Vector<i32>>, Acc<Vector<i32>>, Acc<Vector<f64>>);
    let products =
        |(vals, cols, _, x): &Args| vals.imap(|[k], v| v * x.index([cols.index([k]).cast::<i64>()]));
    let program =
        compile(cpu, "spmv (fold_seg)", |args: Args| products(&args).fold_seg(0.0, |a, b| a + b, &args.2));
    let by_offsets = compile(cpu, "spmv (fold_seg_offsets)", |(args, offsets): (Args, Acc<Vector<i32>>)| {
        products(&args).fold_seg_offsets(0.0, |a, b| a + b, &offsets)
    });
    // the native segmented fold alone, which `fold_seg_offsets` takes outside loops, and
    // inside loops where padding does not pay
    let native = compile(cpu, "spmv (fold_seg_csr)", |(args, offsets): (Args, Acc<Vector<i32>>)| {
        products(&args).fold_seg_csr(0.0, |a, b| a + b, &offsets)
    });
    let offsets_input = (input.clone(), vector(csr.offsets.iter().map(|&o| o as i32).collect()));
    // the products alone, summed: what any SpMV must read, without the segments
    let gather = compile(cpu, "spmv products (sum)", |args: Args| products(&args).sum());
    let mut y = vec![f64::NAN; rows];
    spmv_rayon(&csr, &x, &mut y);
    let got = program.run(&input).unwrap_or_else(|e| panic!("spmv: systole failed to run: {e}"));
    check("spmv systole vs rayon", got.as_slice(), &y, 1e-12);
    let got = by_offsets.run(&offsets_input).unwrap_or_else(|e| panic!("spmv: systole failed to run: {e}"));
    check("spmv systole (offsets) vs rayon", got.as_slice(), &y, 1e-12);
    let got = native.run(&offsets_input).unwrap_or_else(|e| panic!("spmv: systole failed to run: {e}"));
    check("spmv systole (native) vs rayon", got.as_slice(), &y, 1e-12);
    drop(got);

    let nnz = csr.vals.len() as u64;
    let mut g = c.benchmark_group("spmv");
    g.throughput(Throughput::Elements(nnz));
    let at = Place { group: "spmv", count: nnz, unit: Unit::Elems };
    bench(&mut g, at, "systole", &["rayon"], || program.run(&input).expect("systole run"));
    bench(&mut g, at, "systole_offsets", &["rayon"], || by_offsets.run(&offsets_input).expect("systole run"));
    bench(&mut g, at, "systole_native", &["rayon"], || native.run(&offsets_input).expect("systole run"));
    bench(&mut g, at, "systole_products", &["rayon"], || gather.run(&input).expect("systole run"));
    bench(&mut g, at, "rayon", &[], || spmv_rayon(&csr, &x, &mut y));
    g.finish();
}

/// Segments of 16 M elements: `uniform` of 4 each, `skewed` half of them in one segment and
/// the rest in segments of one.
fn segment_lengths(skewed: bool) -> Vec<i32> {
    if skewed {
        let mut lens = vec![(N_SEG / 2) as i32];
        lens.extend(std::iter::repeat_n(1, N_SEG / 2));
        lens
    } else {
        vec![4; N_SEG / 4]
    }
}

fn fold_seg_rayon(xs: &[f32], offsets: &[usize], out: &mut [f32]) {
    out.par_iter_mut().enumerate().with_min_len(4096).for_each(|(k, o)| {
        *o = xs[offsets[k]..offsets[k + 1]].iter().sum();
    });
}

pub fn bench_fold_seg(c: &mut Criterion, cpu: &Cpu) {
    let xs = vector(random(N_SEG, 9));
    let program = compile(cpu, "fold_seg", |(xs, lens): (Acc<Vector<f32>>, Acc<Vector<i32>>)| {
        xs.fold_seg(0.0, |a, b| a + b, &lens)
    });
    let elems = N_SEG as u64;
    let mut g = c.benchmark_group("fold_seg");
    g.throughput(Throughput::Elements(elems));
    let at = Place { group: "fold_seg", count: elems, unit: Unit::Elems };
    for (skewed, systole, rayon) in
        [(false, "systole_uniform", "rayon_uniform"), (true, "systole_skewed", "rayon_skewed")]
    {
        let lens = segment_lengths(skewed);
        let mut offsets = vec![0usize];
        offsets.extend(lens.iter().scan(0usize, |o, &l| {
            *o += l as usize;
            Some(*o)
        }));
        let mut out = vec![f32::NAN; lens.len()];
        fold_seg_rayon(xs.as_slice(), &offsets, &mut out);
        let reference: Vec<f64> = offsets
            .windows(2)
            .map(|w| xs.as_slice()[w[0]..w[1]].iter().map(|&x| f64::from(x)).sum())
            .collect();
        let input = (xs.clone(), vector(lens));
        let got = program.run(&input).unwrap_or_else(|e| panic!("fold_seg: systole failed to run: {e}"));
        // the skewed case sums 8 M f32 in one segment, in different orders: a looser bound
        check(&format!("{rayon} vs f64 reference"), &out, &reference, 1e-3);
        check(&format!("{systole} vs f64 reference"), got.as_slice(), &reference, 1e-3);
        drop(got);
        let versus: &'static [&'static str] =
            if skewed { &["rayon_skewed", "systole_uniform"] } else { &["rayon_uniform"] };
        bench(&mut g, at, systole, versus, || program.run(&input).expect("systole run"));
        bench(&mut g, at, rayon, &[], || fold_seg_rayon(xs.as_slice(), &offsets, &mut out));
    }
    g.finish();
}

/// A hand-written compaction in two passes: count the kept elements of each chunk, then each
/// chunk copies its kept elements to its offset in the output.
fn filter_two_pass(xs: &[f32], keep: impl Fn(f32) -> bool + Sync) -> Vec<f32> {
    const CHUNK: usize = 1 << 16;
    let counts: Vec<usize> = xs.par_chunks(CHUNK).map(|c| c.iter().filter(|&&x| keep(x)).count()).collect();
    let mut out = vec![0.0f32; counts.iter().sum()];
    let mut rest = out.as_mut_slice();
    let mut pieces = Vec::with_capacity(counts.len());
    for &n in &counts {
        let (piece, tail) = rest.split_at_mut(n);
        pieces.push(piece);
        rest = tail;
    }
    xs.par_chunks(CHUNK).zip(pieces).for_each(|(c, piece)| {
        for (slot, &x) in piece.iter_mut().zip(c.iter().filter(|&&x| keep(x))) {
            *slot = x;
        }
    });
    out
}

pub fn bench_filter(c: &mut Criterion, cpu: &Cpu) {
    let xs = vector(random(N_SEG, 10));
    let program = compile(cpu, "filter", |xs: Acc<Vector<f32>>| xs.filter(|x| x.lt(0.5)).0);
    let filter_rayon = |xs: &[f32]| xs.par_iter().copied().filter(|&x| x < 0.5).collect::<Vec<f32>>();
    let want = filter_rayon(xs.as_slice());
    let got = program.run(&xs).unwrap_or_else(|e| panic!("filter: systole failed to run: {e}"));
    assert!(got.as_slice() == want.as_slice(), "filter: WRONG RESULT (systole and rayon differ)");
    assert!(filter_two_pass(xs.as_slice(), |x| x < 0.5) == want, "filter: WRONG RESULT (two passes)");
    eprintln!("check: filter: {} of {N_SEG} kept, systole equals rayon", want.len());
    drop(got);

    let elems = N_SEG as u64;
    let mut g = c.benchmark_group("filter");
    g.throughput(Throughput::Elements(elems));
    let at = Place { group: "filter", count: elems, unit: Unit::Elems };
    bench(&mut g, at, "systole", &["rayon", "rayon_two_pass"], || program.run(&xs).expect("systole run"));
    bench(&mut g, at, "rayon", &[], || filter_rayon(xs.as_slice()));
    bench(&mut g, at, "rayon_two_pass", &[], || filter_two_pass(xs.as_slice(), |x| x < 0.5));
    g.finish();
}

pub fn bench_sort(c: &mut Criterion, cpu: &Cpu) {
    let keys: Vec<u32> = random(N_SORT, 11).into_iter().map(|x| (x * 4_294_967_295.0) as u32).collect();
    let values = random(N_SORT, 12);
    let (keys_in, values_in) = (vector(keys.clone()), vector(values.clone()));
    let sort = compile(cpu, "sort u32", |ks: Acc<Vector<u32>>| ks.sort());
    let by_key = compile(cpu, "sort_by_key u32 -> f32", |(ks, vs): (Acc<Vector<u32>>, Acc<Vector<f32>>)| {
        vs.zip(&ks).sort_by_key(|p| p.snd()).unzip().0
    });
    let mut want = keys.clone();
    want.par_sort_unstable();
    let got = sort.run(&keys_in).unwrap_or_else(|e| panic!("sort: systole failed to run: {e}"));
    assert!(got.as_slice() == want.as_slice(), "sort: WRONG RESULT");
    let mut pairs: Vec<(u32, f32)> = keys.iter().copied().zip(values.iter().copied()).collect();
    pairs.par_sort_by_key(|p| p.0);
    let input = (keys_in.clone(), values_in);
    let got = by_key.run(&input).unwrap_or_else(|e| panic!("sort_by_key: systole failed to run: {e}"));
    assert!(got.as_slice().iter().eq(pairs.iter().map(|p| &p.1)), "sort_by_key: WRONG RESULT");
    eprintln!("check: sort and sort_by_key of {N_SORT} u32 keys equal rayon's");

    let elems = N_SORT as u64;
    let mut g = c.benchmark_group("sort");
    g.throughput(Throughput::Elements(elems));
    g.sample_size(10);
    let at = Place { group: "sort", count: elems, unit: Unit::Elems };
    bench(&mut g, at, "systole", &["rayon_unstable"], || sort.run(&keys_in).expect("systole run"));
    bench(&mut g, at, "rayon_unstable", &[], || {
        let mut k = keys.clone();
        k.par_sort_unstable();
        k
    });
    bench(&mut g, at, "systole_by_key", &["rayon_by_key"], || by_key.run(&input).expect("systole run"));
    bench(&mut g, at, "rayon_by_key", &[], || {
        let mut p: Vec<(u32, f32)> = keys.iter().copied().zip(values.iter().copied()).collect();
        p.par_sort_by_key(|p| p.0);
        p
    });
    g.finish();
}
