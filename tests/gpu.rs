//! The GPU backend against the interpreter: every test here runs a program on `Gpu` and on
//! the reference interpreter and compares (integers exactly; floats within reassociation
//! and libdevice error). One test binary, for the GPU machine:
//!
//! ```text
//! scripts/gpu-pack --test gpu           # here
//! bash .gpu/unpack && .gpu/bin/gpu      # there
//! ```
//!
//! Without a GPU (CI) each test prints `SKIPPED <test>: no GPU on this machine` (past the
//! harness's capture) and passes, except the one that checks how a missing GPU is
//! reported. `SYSTOLE_GPU_CASES` sets the number of random programs (96 by default; fewer
//! under compute-sanitizer, which runs this binary with `memcheck` and `racecheck` on the
//! GPU machine).
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "test code, helpers included: a failed check panics"
)]

mod child;
mod horizontal;
#[path = "large/mod.rs"]
mod large;
#[path = "narrow/mod.rs"]
mod narrow;
mod programs;
mod ranks;
#[path = "volumes/mod.rs"]
mod volumes;

use std::ffi::OsStr;
use std::io::Write as _;
use std::sync::OnceLock;

use proptest::prelude::*;
use systole::prelude::*;
use systole::{ArraysValue, Error, LoopStrategy, StencilStrategy, ThreadMapping, TileShape};

/// The GPU, once per process; `None` (after saying so) where there is none.
fn gpu() -> Option<&'static Gpu> {
    static GPU: OnceLock<Option<Gpu>> = OnceLock::new();
    let gpu = GPU.get_or_init(|| match Gpu::new(0) {
        Ok(g) => {
            eprintln!("running on {} ({:?})", g.device_name(), g.device().compute_capability);
            // results start as garbage, not as the previous run's (right) answer
            g.device().poison_new_arrays(true);
            Some(g)
        }
        Err(Error::NoDevice(why)) => {
            eprintln!("no GPU: {why}");
            None
        }
        Err(e) => panic!("the GPU is there but the backend failed to start: {e}"),
    });
    if gpu.is_none() {
        // once per test (a property asks for every case), straight to the stream: the test
        // harness captures `eprintln!` of passing tests
        static TOLD: std::sync::Mutex<Vec<String>> = std::sync::Mutex::new(Vec::new());
        let test = std::thread::current().name().unwrap_or("a GPU test").to_string();
        let mut told = TOLD.lock().unwrap_or_else(|p| p.into_inner());
        if !told.contains(&test) {
            let _ = writeln!(std::io::stderr(), "SKIPPED {test}: no GPU on this machine");
            told.push(test);
        }
    }
    gpu.as_ref()
}

fn run_on(backend: &dyn Backend, program: &impl AccValue) -> ArraysValue {
    backend.prepare(&trace(program).unwrap()).unwrap().execute(&[]).unwrap()
}

/// Every element of every array, as `f64`s (for float comparisons).
fn floats(v: &ArraysValue) -> Vec<f64> {
    match v {
        ArraysValue::Array(a) => a.values().iter().flat_map(|x| x.leaves()).map(|s| s.to_f64()).collect(),
        ArraysValue::Tuple(vs) => vs.iter().flat_map(floats).collect(),
    }
}

fn shapes(v: &ArraysValue) -> Vec<Vec<usize>> {
    match v {
        ArraysValue::Array(a) => vec![a.shape().to_vec()],
        ArraysValue::Tuple(vs) => vs.iter().flat_map(shapes).collect(),
    }
}

/// The GPU computes exactly what the interpreter computes.
fn same(gpu: &Gpu, program: &impl AccValue) {
    let (want, got) = (run_on(&Interpreter, program), run_on(gpu, program));
    assert_eq!(shapes(&got), shapes(&want));
    assert!(got == want, "the GPU differs from the interpreter");
}

/// The GPU computes what the interpreter computes, each element within `tol` relative to
/// `max(1, |expected|)`.
fn close(gpu: &Gpu, program: &impl AccValue, tol: f64) {
    let (want, got) = (run_on(&Interpreter, program), run_on(gpu, program));
    assert_eq!(shapes(&got), shapes(&want));
    let (w, g) = (floats(&want), floats(&got));
    for (i, (a, b)) in w.iter().zip(&g).enumerate() {
        let ok = (a - b).abs() <= tol * a.abs().max(1.0) || (a.is_nan() && b.is_nan());
        assert!(ok, "element {i}: interpreter {a}, gpu {b} (of {})", w.len());
    }
}

fn pseudo(i: usize) -> f64 {
    // values in [0, 1), never all zero, cheap and reproducible
    ((i as u64).wrapping_mul(2654435761) % 1000003) as f64 / 1000003.0
}

fn matrix<T: Elt>(r: usize, c: usize, f: impl Fn(usize) -> T) -> Acc<Matrix<T>> {
    use_array(&Array::from_fn([r, c], |[i, j]| f(i * c + j)))
}

/// A float remainder is exact, as the interpreter's (C's `fmod`): large quotients (where
/// `a - b trunc(a / b)` in the float type is far off), negative and zero dividends, infinities
/// and NaNs, in `f32` and `f64` (a random program of the suite found `%` inexact on the GPU).
#[test]
fn float_remainders_are_exact() {
    let Some(gpu) = gpu() else { return };
    let specials = [0.0, -0.0, 1.0, -7.5, 3.0, 1e-40, f64::INFINITY, -f64::INFINITY, f64::NAN];
    let value = |k: usize| match k % 3 {
        0 => (pseudo(k) - 0.5) * 4e9,
        1 => (pseudo(k) - 0.5) * 1e30,
        _ => specials[k % specials.len()],
    };
    let divisor = |k: usize| [3.0, -0.7, 1e-3, 6.25e7, 0.0, f64::INFINITY, f64::NAN][k % 7];
    // the same bits, or both NaN (a NaN's payload is not specified)
    let exact = |program: &dyn ProgramOf| {
        let (want, got) = (floats(&program.run(&Interpreter)), floats(&program.run(gpu)));
        assert_eq!(want.len(), got.len());
        for (i, (w, g)) in want.iter().zip(&got).enumerate() {
            let ok = w.to_bits() == g.to_bits() || (w.is_nan() && g.is_nan());
            assert!(ok, "element {i} ({} % {}): interpreter {w:e}, gpu {g:e}", value(i), divisor(i / 3));
        }
    };
    let n = 4096;
    let xs = matrix(1, n, value);
    let ds = matrix(1, n, |k| divisor(k / 3));
    exact(&xs.zip_with(&ds, |x, d| x % d));
    let xs32 = matrix(1, n, |k| value(k) as f32);
    let ds32 = matrix(1, n, |k| divisor(k / 3) as f32);
    exact(&xs32.zip_with(&ds32, |x, d| x % d));
}

#[test]
fn without_a_gpu_the_error_says_so_and_the_default_is_the_cpu() {
    match Gpu::new(0) {
        Err(Error::NoDevice(why)) => {
            assert!(!why.is_empty());
            let backend = default_backend().expect("the default backend falls back to the CPU");
            let xs = use_array(&Array::from_vec([2], vec![1, 2]).unwrap());
            assert_eq!(backend.run(&xs.map(|x| x + 1)).unwrap().to_vec(), vec![2, 3]);
        }
        Ok(_) => match Gpu::new(1000) {
            Err(Error::NoDevice(why)) => assert!(why.contains("GPU 1000"), "{why}"),
            other => panic!("GPU 1000 should not exist: {other:?}"),
        },
        Err(e) => panic!("unexpected error: {e}"),
    }
}

#[test]
fn random_programs_compute_what_the_interpreter_computes() {
    let Some(gpu) = gpu() else { return };
    // 96 by default: on the H100 machine 40 cases took 33 s and 256 did not finish in 4
    // minutes (a case's time is mostly compiling its kernels); the whole binary should run
    // in a few minutes
    let cases = std::env::var("SYSTOLE_GPU_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(96);
    let language = |e: Error| match e {
        Error::Language(e) => e,
        other => systole_frontend::Error::Internal(other.to_string()),
    };
    let prepare = |plan: &Plan| -> Result<programs::Runner, systole_frontend::Error> {
        let program = gpu.prepare_plan(plan).map_err(language)?;
        Ok(Box::new(move |inputs: &[systole_frontend::ArraysValue]| {
            program.execute(inputs).map_err(language)
        }))
    };
    // the GPU combines in parallel: only associative (and, for permute, commutative)
    // operators have one answer; its math functions are libdevice's
    let gpu = programs::Compiled { name: "gpu", prepare: &prepare };
    programs::property(programs::Config::GPU, cases, Some(&gpu));
    programs::open_property(programs::Config::GPU, cases / 4, Some(&gpu));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn float_math_matches_within_rounding(r in 0usize..40, c in 0usize..70, seed in 0usize..1000) {
        let Some(gpu) = gpu() else { return Ok(()) };
        let m = matrix(r, c, |i| pseudo(i + seed) as f32 + 0.5);
        let d = matrix(r, c, |i| pseudo(i * 7 + seed) * 3.0 - 1.0);
        // IEEE operations are exact on both sides
        same(gpu, &(m.map(|x| x * 3.0 - x / 7.0 + x.sqrt().floor()), d.map(|x| (x * x + 1.0).sqrt().max(x.abs()))));
        // libdevice's transcendental functions are within a few ulps of the host's
        close(gpu, &(m.map(|x| x.exp() + x.ln() * x.sin() - x.cos().atan2(x) + x.pow(1.5)), d.map(|x| x.tan() * x.exp())), 1e-5);
    }

    #[test]
    fn integer_widths_wrap_and_divide_exactly(n in 0usize..300, seed in 0u64..1000) {
        let Some(gpu) = gpu() else { return Ok(()) };
        let v = |f: fn(u64) -> i64| use_array(&Array::from_fn([n], |[i]| f(i as u64 * 2654435761 + seed)));
        let a = v(|x| (x % 65536) as i64 - 30000);
        // divisors in -8..=8 without 0
        let b = v(|x| if x % 2 == 0 { (x % 8) as i64 + 1 } else { -((x % 8) as i64) - 1 });
        same(gpu, &(
            a.zip_with(&b, |x, y| x * 1_000_003 + x / y - x % y),
            a.map(|x| (x.cast::<i8>() * 3, x.cast::<u16>() / 7, x.cast::<i32>() >> 3, x.cast::<u8>() ^ 0x5a)),
        ));
    }
}

#[test]
fn folds_and_scans_of_short_and_long_rows() {
    let Some(gpu) = gpu() else { return };
    // a row of 9 M: 1152 pieces of a chained scan of 32-bit elements, 2304 of 64-bit ones,
    // each more than one look-back window and, on up to 144 multiprocessors, two pieces a
    // block, so that the look-back waits (`ChainShape::first_wait_ns`); a row of 1 M: 128
    // pieces, no waits
    for (rows, n) in [
        (1, 1),
        (1, 33),
        (3, 1000),
        (1, 1 << 20),
        (1, 9 << 20),
        (2, 300_001),
        (5000, 17),
        (0, 5),
        (4, 0),
        (999, 5),
        (300, 8),
        (77, 9),
        (1000, 16),
    ] {
        let ints = matrix(rows, n, |i| ((i * 7919) % 1001) as i32 - 500);
        same(gpu, &(ints.fold(0, |a, b| a + b), ints.fold(i32::MIN, |a, b| a.max(b))));
        same(gpu, &(ints.scan(|a, b| a + b), ints.scan_right(|a, b| a.min(b))));
        same(gpu, &(ints.scan_exclusive(3, |a, b| a ^ b), ints.scan_exclusive_right(0, |a, b| a + b)));
        // associative but not commutative: affine maps x -> a x + b composed in order
        let maps = ints.map(|x| Exp::from((x | 1, x * 3)));
        let compose = |f: Exp<(i32, i32)>, g: Exp<(i32, i32)>| {
            let ((a1, b1), (a2, b2)) = (f.unpack(), g.unpack());
            Exp::from((a1 * a2, b1 * a2 + b2))
        };
        same(gpu, &(maps.fold(Exp::from((1i32, 0i32)), compose), maps.scan(compose)));
        same(gpu, &maps.scan_exclusive_right(Exp::from((1i32, 0i32)), compose));
        if n > 0 {
            same(gpu, &ints.fold1(|_, b| b));
            let floats = matrix(rows, n, |i| pseudo(i) as f32);
            close(gpu, &(floats.fold(0.0, |a, b| a + b), floats.scan(|a, b| a + b)), 1e-4);
            let doubles = matrix(rows, n, pseudo);
            close(gpu, &(doubles.fold(0.0, |a, b| a + b), doubles.scan_exclusive(0.0, |a, b| a + b)), 1e-10);
        }
    }
    // a vector indexed at the fold's position and the next (CSR offsets' lengths): plain
    // loads where it holds one more element than the fold, else (the interpreter would
    // report the read past its end) the one past it is its last; decreasing offsets make
    // every difference negative but that one
    for n in [1usize, 1000, 3 << 20] {
        let offsets: Vec<i32> = (0..n as i32).map(|k| i32::MAX - 5 * k).collect();
        let os = use_array(&Array::from_vec([n], offsets).unwrap());
        let longest = |len: usize| {
            let os = os.clone();
            generate([len as i64], move |[k]| os.index([k + 1]) - os.index([k]))
                .fold_all(i32::MIN, |a, b| a.max(b))
        };
        same(gpu, &longest(n - 1));
        let (beyond, within) = gpu.run(&(longest(n), longest(n - 1))).unwrap();
        assert_eq!((beyond.value(), within.value()), (0, if n > 1 { -5 } else { i32::MIN }), "{n} offsets");
    }
}

/// Folds of whole arrays cut into pieces finish in one kernel where a row has at most 2048
/// pieces (`one_pass`: the warp of the last piece folds the partials, counting pieces on
/// counters the device keeps at zero): exact on integers (commutative and in order),
/// floats as the interpreter within rounding, four folds in one program and the same
/// program twice giving the same bits (every counter back at zero), around and past the
/// one-pass limit (3 M: two kernels); and a loop of dot products whose steps are replayed
/// as graphs computes bit for bit what its launches compute.
#[test]
fn one_pass_folds_count_their_pieces_and_put_their_counters_back() {
    let Some(gpu) = gpu() else { return };
    for n in [4097, 100_000, 1 << 20, (1 << 20) + 7, 3 << 20] {
        let ints = use_array(&Array::from_fn([n], |[i]| ((i * 7919) % 1001) as i32 - 500));
        let floats = use_array(&Array::from_fn([n], |[i]| pseudo(i) as f32));
        same(
            gpu,
            &(
                ints.fold_all(0, |a, b| a + b),
                ints.fold1_all(|_, b| b),
                ints.fold_all(i32::MIN, |a, b| a.max(b)),
            ),
        );
        // against the interpreter in f64: its f32 sum, one element after the other, is the
        // less exact one (a sum of 1 M squares off by 4e-4, the GPU's tree by 3e-8)
        let doubles = use_array(&Array::from_fn([n], |[i]| pseudo(i)));
        let sums = |xs: &Acc<Vector<f64>>| {
            (xs.fold_all(0.0, |a, b| a + b), xs.zip_with(xs, |a, b| a * b).fold_all(0.0, |a, b| a + b))
        };
        close(gpu, &sums(&doubles), 1e-9);
        let p = (
            floats.fold_all(0.0, |a, b| a + b),
            floats.zip_with(&floats, |a, b| a * b).fold_all(0.0, |a, b| a + b),
        );
        let first = run_on(gpu, &p);
        assert!(run_on(gpu, &p) == first, "{n}: a second run differs");
    }
    let n = 1 << 20;
    let dots = |steps: i64| {
        let x = use_array(&Array::from_fn([n], |[i]| pseudo(i) as f32));
        awhile(
            (x, unit(Exp::from(0i64))),
            move |(_, k)| k.map(move |k| k.lt(steps)),
            move |(x, k)| {
                let d = x.zip_with(&x, |a, b| a * b).fold_all(0.0, |a, b| a + b);
                let m = x.fold_all(0.0, |a, b| a.max(b));
                let s = d.zip_with(&m, move |d, m| d / (n as f32) + m * 0.25);
                (x.map(move |v| v * 0.5 + s.the() * 0.125), k.map(|k| k + 1))
            },
        )
    };
    for steps in [3, 40] {
        let (got, replayed) = replayed_steps(gpu, &dots(steps));
        assert!(replayed > 0, "{steps} steps of dot products not replayed");
        assert!(
            got == run_on(&gpu.with_graphs(false), &dots(steps)),
            "{steps} steps: graphs differ from launches"
        );
    }
    // the interpreter's f32 dot products, summed one element after the other, are off by
    // up to 4e-4 (see above); five steps damp it (x / 2 a step)
    close(gpu, &dots(5), 1e-3);
}

/// Scans of elements so wide (24 and 48 bytes) that their blocks have fewer warps, to stage
/// within shared memory (`grid::scan_warps`): exact on integers.
#[test]
fn scans_of_wide_elements() {
    let Some(gpu) = gpu() else { return };
    type Three = (i64, i64, i64);
    let add3 = |a: Exp<Three>, b: Exp<Three>| {
        let ((a0, a1, a2), (b0, b1, b2)) = (a.unpack(), b.unpack());
        Exp::from((a0 + b0, a1.max(b1), a2 ^ b2))
    };
    let add6 = move |a: Exp<(Three, Three)>, b: Exp<(Three, Three)>| {
        let ((a0, a1), (b0, b1)) = (a.unpack(), b.unpack());
        Exp::from((add3(a0, b0), add3(a1, b1)))
    };
    for (rows, n) in [(3, 1000), (1, 1 << 20), (2, 300_001)] {
        let xs = matrix(rows, n, |i| ((i * 7919) % 1001) as i64 - 500);
        let three = xs.map(|x| Exp::from((x, x * 3, x | 5)));
        same(gpu, &(three.scan(add3), three.scan_exclusive_right(Exp::from((0i64, 0i64, 0i64)), add3)));
        let six = three.map(|t| Exp::from((t, t)));
        same(gpu, &six.scan(add6));
    }
}

/// The GPU under every stencil strategy computes what the interpreter computes: exactly,
/// except the reassociated float sums of SSAM and the shared window (and of `Auto`, which
/// takes them for sums of many taps): within 1e-5 of `max(1, |expected|)`.
fn same_every_strategy(gpu: &Gpu, program: &impl AccValue) {
    let want = run_on(&Interpreter, program);
    let strategies = [
        StencilStrategy::Naive,
        StencilStrategy::RegisterCache,
        StencilStrategy::Ssam,
        StencilStrategy::Window,
        StencilStrategy::Auto,
    ];
    for strategy in strategies {
        let got = run_on(&gpu.with_stencil_strategy(strategy), program);
        assert_eq!(shapes(&got), shapes(&want));
        if matches!(strategy, StencilStrategy::Naive | StencilStrategy::RegisterCache) {
            assert!(got == want, "the GPU's stencil ({strategy:?}) differs from the interpreter");
            continue;
        }
        let (w, g) = (floats(&want), floats(&got));
        for (i, (a, b)) in w.iter().zip(&g).enumerate() {
            let ok = (a - b).abs() <= 1e-5 * a.abs().max(1.0) || (a.is_nan() && b.is_nan());
            assert!(ok, "{strategy:?}, element {i}: interpreter {a}, gpu {b} (of {})", w.len());
        }
    }
}

/// Ranks 4 to 6 through every combinator, and elements of 8-component tuples
/// (`tests/ranks/`), under the naive and register-tile stencils (exactly the interpreter's
/// results) and `Auto` (floats within 1e-5 where a stencil takes SSAM's reassociated sums).
#[test]
fn ranks_4_to_6_and_tuples_of_8_compute_what_the_interpreter_computes() {
    let Some(gpu) = gpu() else { return };
    let execute = |backend: &dyn Backend, name: &str, program: &systole::ir::Program| {
        let run = backend.prepare(program).and_then(|e| e.execute(&[]));
        run.unwrap_or_else(|e| panic!("{name} on {}: {e}", backend.name()))
    };
    for (name, program) in ranks::programs() {
        let want = execute(&Interpreter, &name, &program);
        for strategy in [StencilStrategy::Naive, StencilStrategy::RegisterCache, StencilStrategy::Auto] {
            let got = execute(&gpu.with_stencil_strategy(strategy), &name, &program);
            assert_eq!(shapes(&got), shapes(&want), "{name} ({strategy:?})");
            if strategy != StencilStrategy::Auto {
                assert!(got == want, "{name} ({strategy:?}): the GPU differs from the interpreter");
                continue;
            }
            let (w, g) = (floats(&want), floats(&got));
            for (i, (a, b)) in w.iter().zip(&g).enumerate() {
                let ok = (a - b).abs() <= 1e-5 * a.abs().max(1.0) || (a.is_nan() && b.is_nan());
                assert!(ok, "{name} (Auto), element {i}: interpreter {a}, gpu {b} (of {})", w.len());
            }
        }
    }
}

/// 2D convolutions with a filter read at run time: SSAM keeps the filter's weights in
/// constant memory, evaluated once a run by the kernel's `weights` entry, whether the filter
/// is a host array, a fused producer of one, or computed on the GPU by an earlier kernel.
#[test]
fn convolutions_with_filters_read_at_run_time() {
    let Some(gpu) = gpu() else { return };
    for (r, c) in [(31, 33), (200, 128), (130, 257)] {
        let m = matrix(r, c, |i| pseudo(i) as f32);
        for k in [3usize, 5, 9, 15, 31] {
            let h = (k / 2) as i64;
            // positive weights, multiples of 1/64 below 1/4: their sum on the GPU (whatever
            // its order) is exact, and so equals the interpreter's
            let w = matrix(k, k, |i| ((i * 11) % 16 + 1) as f32 / 64.0);
            let conv = |w: Acc<Matrix<f32>>| {
                m.stencil(&Stencil::cube(h), Boundary::Clamp, move |t| {
                    t.iter()
                        .map(|([dy, dx], v)| v * w.index([constant(dy + h), constant(dx + h)]))
                        .reduce(|a, b| a + b)
                        .unwrap()
                })
            };
            same_every_strategy(gpu, &conv(w.clone()));
            same_every_strategy(gpu, &conv(w.map(|x| x * 0.5 + 0.125)));
            // normalised by a sum the GPU computes first: the weights read its result
            let total = w.map(|x| x.abs()).sum();
            same_every_strategy(gpu, &conv(w.map(move |x| x / total.the())));
        }
    }
}

/// The shared window (a block's input window in shared memory, a loop over the filter's
/// columns) on every boundary, odd shapes, boxes that are not square, unweighted and
/// subtracted terms, integers (exactly, wrapping) and a grid of more tile rows than a grid's
/// y holds.
#[test]
fn shared_windows_compute_what_the_interpreter_computes() {
    let Some(gpu) = gpu() else { return };
    let window = gpu.with_stencil_strategy(StencilStrategy::Window);
    let boxed = |h: i64, w: i64| {
        Stencil::new(
            Stencil::<2>::cube(h.max(w))
                .offsets()
                .iter()
                .copied()
                .filter(|o| o[0].abs() <= h && o[1].abs() <= w),
        )
    };
    fn report(gpu: &Gpu, p: &impl AccValue) -> String {
        let plan = explain(p).unwrap();
        gpu.compile_report(&plan)
            .unwrap()
            .iter()
            .filter_map(|k| k.skeleton.clone())
            .collect::<Vec<_>>()
            .join("; ")
    }
    for (r, c) in [(1, 1), (5, 70), (67, 33), (130, 97)] {
        for (h, w) in [(2, 1), (0, 3), (4, 4), (7, 2)] {
            let pattern = boxed(h, w);
            let ints = matrix(r, c, |i| (i as i32 * 7919) % 1000 - 500);
            for boundary in [Boundary::Clamp, Boundary::Mirror, Boundary::Wrap, Boundary::Constant(3)] {
                // integer weights: exact, and wrapping where the sum overflows
                let p = ints.stencil(&pattern, boundary, move |t| {
                    t.iter()
                        .map(|([dy, dx], v)| v * constant((dy * 31 + dx * 7) as i32 * 1_000_003))
                        .reduce(|a, b| a + b)
                        .unwrap()
                });
                let skeleton = report(&window, &p);
                assert!(skeleton.starts_with("shared window"), "{skeleton}");
                same(&window, &p);
            }
            // unweighted and subtracted terms, a bias after the sum, bytes wrapping
            let bytes = matrix(r, c, |i| (i * 37 % 256) as u8 as i8);
            let p = bytes.stencil(&pattern, Boundary::Mirror, |t| {
                let terms = t.iter().map(|([dy, _], v)| if dy < 0 { -v } else { v });
                terms.reduce(|a, b| a + b).unwrap() + 5
            });
            same(&window, &p);
            let floats = matrix(r, c, pseudo);
            let p = floats.stencil(&pattern, Boundary::Constant(0.25), move |t| {
                t.iter()
                    .map(|([dy, dx], v)| v * constant((dy + 2 * dx) as f64 / 16.0))
                    .reduce(|a, b| a + b)
                    .unwrap()
            });
            close(&window, &p, 1e-12);
        }
    }
    // more tile rows than a grid's y holds: the blocks loop over them
    let tall = matrix(4_200_000, 1, |i| (i % 1000) as i32);
    same(
        &window,
        &tall.stencil(&boxed(1, 1), Boundary::Clamp, |t| {
            t.iter().map(|(_, v)| v).reduce(|a, b| a + b).unwrap()
        }),
    );
}

#[test]
fn stencils_of_every_boundary_on_odd_shapes_of_every_rank() {
    let Some(gpu) = gpu() else { return };
    for (r, c) in [(1, 1), (31, 33), (2, 70), (40, 1), (9, 300), (1000, 1001)] {
        let m = matrix(r, c, |i| pseudo(i) as f32);
        let d = matrix(r, c, |i| pseudo(i * 3));
        let n = matrix(r, c, |i| (pseudo(i * 7) * 2.0) as i32);
        for b in [Boundary::Clamp, Boundary::Mirror, Boundary::Wrap, Boundary::Constant(0.25)] {
            let f = |t: &Taps<f32, 2>| {
                t[[-1, 0]] * 5.0 + t[[0, -1]] * 12.0 + t[[0, 0]] * 15.0 + t[[0, 1]] * 12.0 + t[[1, 0]] * 5.0
            };
            same_every_strategy(gpu, &m.stencil(&Stencil::star(1), b, f));
            let bd = match b {
                Boundary::Constant(_) => Boundary::Constant(0.25f64),
                Boundary::Clamp => Boundary::Clamp,
                Boundary::Mirror => Boundary::Mirror,
                Boundary::Wrap => Boundary::Wrap,
            };
            same_every_strategy(
                gpu,
                &d.stencil(&Stencil::cube(2), bd, |t| {
                    t.values().iter().fold(Exp::from(0.0f64), |a, &x| a + x)
                }),
            );
            // lopsided taps, a fused producer, and a second input with its own pattern
            let lopsided = Stencil::new([[0, 3], [-2, -1], [1, 0], [0, 0]]);
            same_every_strategy(
                gpu,
                &m.map(|x| x * 2.0 - 1.0).stencil2(
                    &lopsided,
                    b,
                    &d,
                    &Stencil::new([[0, -4], [2, 2]]),
                    bd,
                    |u, v| {
                        (u[[0, 3]] - u[[-2, -1]]) * u[[1, 0]]
                            + u[[0, 0]]
                            + (v[[0, -4]] * v[[2, 2]]).cast::<f32>()
                    },
                ),
            );
        }
        // a rule that is not a weighted sum: the Game of Life on integers
        let life = n.stencil(&Stencil::cube(1), Boundary::Wrap, |t| {
            let alive = t[[0, 0]].eq(1);
            let around = t.values().iter().fold(Exp::from(0i32), |a, &x| a + x) - t[[0, 0]];
            select(around.eq(3) | (alive & around.eq(2)), Exp::from(1i32), Exp::from(0i32))
        });
        same_every_strategy(gpu, &life);
        // wide boxes: register tiles up to 9x9, the naive skeleton beyond
        for radius in [4, 7] {
            same_every_strategy(
                gpu,
                &m.stencil(&Stencil::cube(radius), Boundary::Clamp, |t| {
                    t.values().iter().enumerate().fold(Exp::from(0.0f32), |a, (k, &x)| a + x * (k % 5) as f32)
                }),
            );
        }
    }
    let cube = use_array(&Array::from_fn([17, 19, 23], |[i, j, k]| pseudo(i * 1000 + j * 30 + k) as f32));
    for b in [Boundary::Clamp, Boundary::Mirror, Boundary::Wrap, Boundary::Constant(1.0)] {
        same_every_strategy(
            gpu,
            &cube.stencil(&Stencil::star(1), b, |t| {
                t[[0, 0, 0]] * 0.5 - t[[-1, 0, 0]] + t[[0, 1, 0]] * t[[0, 0, -1]]
            }),
        );
        same_every_strategy(
            gpu,
            &cube.stencil(&Stencil::cube(1), b, |t| {
                t.values().iter().fold(Exp::from(0.0f32), |a, &x| a * 0.5 + x)
            }),
        );
    }
    // rank 4: the outer dimensions share the grid's z (and the register tile's outer index)
    let hyper =
        use_array(&Array::from_fn([3, 4, 5, 37], |[a, b, c, d]| ((a * 7 + b * 5 + c * 3 + d) % 23) as i32));
    for b in [Boundary::Clamp, Boundary::Wrap] {
        same_every_strategy(
            gpu,
            &hyper.stencil(
                &Stencil::new([[-1, 1, 0, 0], [0, 0, 0, 1], [0, 0, -1, -2], [1, 0, 1, 0]]),
                b,
                |t| t[[-1, 1, 0, 0]] * 3 - t[[0, 0, 0, 1]] + t[[0, 0, -1, -2]] * t[[1, 0, 1, 0]],
            ),
        );
    }
    same_every_strategy(gpu, &generate([2, 3, 4, 33], |[a, b, c, d]| a * 1000 + b * 100 + c * 10 + d));
    let v = use_array(&Array::from_fn([1001], |[i]| pseudo(i)));
    same_every_strategy(
        gpu,
        &v.stencil(&Stencil::new([[-3], [0], [2]]), Boundary::Mirror, |t| t[[-3]] - t[[2]] * 2.0 + t[[0]]),
    );
}

#[test]
fn register_tiles_of_every_shape_compute_what_the_interpreter_computes() {
    let Some(gpu) = gpu() else { return };
    // (step, chunk, block, columns a lane, halo columns in lanes of their own): one output
    // at a time, odd steps and chunks, steps whose next rows lie past the extent, a warp's
    // whole column at once; lanes of 1, 2 and 4 columns, over rows of odd lengths (every
    // tile through the boundary rules, a column at a time) and of even ones (inner tiles
    // loading and storing vectors; with lanes of the halo, rows at least a tile wide take
    // the whole-tiles entry, its last tile moved back)
    let shapes = [
        (1, 1, 1, 1, false),
        (3, 9, 2, 2, true),
        (2, 6, 3, 4, true),
        (4, 32, 4, 2, false),
        (8, 64, 1, 1, true),
        (1, 32, 5, 2, true),
        (5, 5, 1, 4, false),
        (4, 16, 1, 2, true),
        (1, 32, 4, 2, false),
    ];
    let m = matrix(1000, 77, |i| pseudo(i) as f32);
    let even = matrix(300, 200, |i| pseudo(i * 5) as f32);
    let tall = use_array(&Array::from_fn([70, 9, 40], |[i, j, k]| pseudo(i * 400 + j * 40 + k) as f32));
    // (planes enough for several chunks of the whole tiles' entry: odd chunks walk down,
    // at chunks of 9, 16 and 64 planes the last one is odd and holds fewer steps)
    let wide = use_array(&Array::from_fn([87, 9, 136], |[i, j, k]| pseudo(i * 1400 + j * 136 + k) as f32));
    // a second input with longer rows than the output's, read beside a fused producer
    let wider = matrix(302, 204, |i| pseudo(i * 3) as f32);
    let odd = use_array(&Array::from_fn([17, 19, 23], |[i, j, k]| (i * 31 + j * 7 + k) as i32 % 13));
    let hyper =
        use_array(&Array::from_fn([3, 40, 5, 37], |[a, b, c, d]| ((a * 7 + b * 5 + c * 3 + d) % 23) as i32));
    for (step, chunk, block, columns, halo) in shapes {
        let shape = TileShape::new(step, chunk, block).and_then(|s| s.with_columns(columns)).unwrap();
        let shaped = gpu.with_tile_shape(Some(shape.with_halo_lanes(halo)));
        for b in [Boundary::Clamp, Boundary::Mirror, Boundary::Wrap, Boundary::Constant(-1.5)] {
            same_every_strategy(
                &shaped,
                &wide.stencil(&Stencil::star(1), b, |t| {
                    t[[0, 0, 0]] * 0.5 - t[[-1, 0, 0]] + t[[0, 1, 0]] * t[[0, 0, -1]] + t[[0, 0, 1]] * 0.25
                }),
            );
            same_every_strategy(
                &shaped,
                &even.map(|x| x * 2.0 - 1.0).stencil2(
                    &Stencil::star(1),
                    b,
                    &wider,
                    &Stencil::new([[0, 1], [1, -1]]),
                    b,
                    |u, v| u[[0, -1]] * v[[0, 1]] - u[[1, 0]] + v[[1, -1]] * u[[0, 1]],
                ),
            );
        }
        for b in [Boundary::Clamp, Boundary::Wrap] {
            for m in [&m, &even] {
                same_every_strategy(
                    &shaped,
                    &m.stencil(&Stencil::cube(2), b, |t| {
                        t.values()
                            .iter()
                            .enumerate()
                            .fold(Exp::from(0.0f32), |a, (k, &x)| a + x * (k % 3) as f32)
                    }),
                );
                // a lopsided 3-point row (shuffles of one column up, two down)
                same_every_strategy(
                    &shaped,
                    &m.stencil(&Stencil::new([[0, -1], [0, 2], [1, 0]]), b, |t| {
                        t[[0, -1]] * 2.0 - t[[0, 2]] + t[[1, 0]] * 0.5
                    }),
                );
            }
            same_every_strategy(
                &shaped,
                &tall.stencil(&Stencil::star(1), b, |t| {
                    t[[0, 0, 0]] * 0.5 - t[[-1, 0, 0]] + t[[0, 1, 0]] * t[[0, 0, -1]] + t[[1, 0, 0]] * 0.25
                }),
            );
            let bi = if b == Boundary::Clamp { Boundary::Clamp } else { Boundary::Wrap };
            same_every_strategy(
                &shaped,
                &odd.stencil(&Stencil::cube(1), bi, |t| {
                    t.values().iter().fold(Exp::from(0i32), |a, &x| a * 3 + x)
                }),
            );
            same_every_strategy(
                &shaped,
                &hyper.stencil(
                    &Stencil::new([[-1, 1, 0, 0], [0, 2, 0, 1], [0, 0, -1, -2], [1, -1, 1, 0]]),
                    bi,
                    |t| t[[-1, 1, 0, 0]] * 3 - t[[0, 2, 0, 1]] + t[[0, 0, -1, -2]] * t[[1, -1, 1, 0]],
                ),
            );
        }
    }
    assert!(TileShape::new(4, 30, 1).is_err() && TileShape::new(0, 4, 1).is_err());
    assert!(TileShape::new(4, 32, 1).unwrap().with_columns(3).is_err());
}

#[test]
fn an_array_larger_than_the_gpu_is_out_of_memory_and_the_gpu_still_works() {
    let Some(gpu) = gpu() else { return };
    match gpu.run(&generate([1i64 << 40], |[i]| i)) {
        Err(Error::Language(systole_frontend::Error::OutOfMemory { bytes, what })) => {
            assert_eq!(bytes, 8 << 40, "{what}")
        }
        other => panic!("2^40 i64s on the GPU: {other:?}"),
    }
    let xs = use_array(&Array::from_vec([3], vec![1, 2, 3]).unwrap());
    assert_eq!(gpu.run(&xs.map(|x| x * 2)).unwrap().to_vec(), vec![2, 4, 6]);
}

#[test]
#[ignore = "run by every_corrupt_ptx_cache_entry_is_generated_again in child processes"]
fn corrupt_ptx_child() {
    let Some(gpu) = gpu() else { return };
    let xs = use_array(&Array::from_fn([1000], |[i]| i as i64));
    let (total, prefix) = gpu.run(&(xs.map(|x| x * 3).sum(), xs.scan(|a, b| a + b))).unwrap();
    assert_eq!(total.value(), 3 * 499_500);
    assert_eq!(prefix.to_vec()[999], 499_500);
}

#[test]
fn every_corrupt_ptx_cache_entry_is_generated_again() {
    let Some(_) = gpu() else { return };
    let dir = std::env::temp_dir().join(format!("systole-corrupt-ptx-{}", std::process::id()));
    let run = || {
        let env = [("SYSTOLE_DUMP", OsStr::new("compile")), ("SYSTOLE_CACHE_DIR", dir.as_os_str())];
        let stderr = child::stderr_of("corrupt_ptx_child", &env);
        let lines =
            stderr.lines().filter(|l| l.starts_with("systole: gpu kernel")).map(str::to_owned).collect();
        (lines, stderr)
    };
    child::check_every_corruption(&dir, "ptx", 2, &run);
}

/// Runs a 3D stencil over rows that allow whole tiles (136 columns) and rows that do not
/// (131: odd); with `SYSTOLE_DUMP=launch` it prints which entry each launch took (see the
/// next test).
#[test]
#[ignore = "run by a_launch_takes_whole_tiles_where_the_rows_allow in a child process"]
fn whole_tiles_child() {
    let Some(gpu) = gpu() else { return };
    // halo lanes asked for: the backend's own choice also weighs the registers they cost
    let shape = TileShape::new(1, 32, 4).and_then(|s| s.with_columns(2)).unwrap().with_halo_lanes(true);
    let gpu = &gpu.with_tile_shape(Some(shape));
    for columns in [136, 131] {
        let v =
            use_array(&Array::from_fn([6, 9, columns], |[i, j, k]| pseudo(i * 1400 + j * 140 + k) as f32));
        same(
            gpu,
            &v.stencil(&Stencil::star(1), Boundary::Clamp, |t| t[[0, 0, 1]] - t[[0, 0, -1]] * t[[1, 0, 0]]),
        );
    }
}

#[test]
fn a_launch_takes_whole_tiles_where_the_rows_allow() {
    let Some(_) = gpu() else { return };
    let stderr = child::stderr_of("whole_tiles_child", &[("SYSTOLE_DUMP", OsStr::new("launch"))]);
    // (the dump's other lines are allocations and waits)
    let launches: Vec<&str> = stderr.lines().filter(|l| l.starts_with("systole: launch ")).collect();
    assert_eq!(launches.len(), 2, "{stderr}");
    assert!(launches[0].contains("_whole_tiles grid"), "rows of 136: whole tiles\n{stderr}");
    assert!(launches[1].contains("_elements grid"), "rows of 131: overlapping tiles\n{stderr}");
}

/// Rows in reverse order: a user's own thread mapping.
#[derive(Debug)]
struct Upward;

impl systole::IndexMapping for Upward {
    fn position(&self, i: Exp<i64>, rows: Exp<i64>, columns: Exp<i64>) -> [Exp<i64>; 2] {
        [rows - 1 - i / columns, i % columns]
    }
}

#[test]
fn thread_mappings_compute_what_the_interpreter_computes() {
    let Some(gpu) = gpu() else { return };
    let mappings = [
        ThreadMapping::Column { width: 32 },
        ThreadMapping::Column { width: 7 },
        ThreadMapping::Zigzag { width: 48 },
        ThreadMapping::custom(Upward),
    ];
    for mapping in mappings {
        // the naive stencil is the one that takes a mapping
        let mapped =
            gpu.with_stencil_strategy(StencilStrategy::Naive).with_thread_mapping(mapping.clone()).unwrap();
        for (r, c) in [(1, 1), (31, 33), (1000, 1001)] {
            let m = matrix(r, c, |i| pseudo(i) as f32);
            let program = (
                m.map(|x| x * 3.0 - 1.0),
                m.stencil(&Stencil::cube(4), Boundary::Mirror, |t| {
                    t.values().iter().fold(Exp::from(0.0f32), |a, &x| a + x)
                }),
                generate([3, r, c], |[i, j, k]| (i * 7 + j * 3 + k).cast::<f64>()),
                // a fold over a generate of rank 3: a warp per output, in the mapping's order
                generate([r.min(40), c.min(50), 17], |[i, j, k]| (i * 3 + j * k) % 11).fold(0, |a, b| a + b),
            );
            let (want, got) = (run_on(&Interpreter, &program), run_on(&mapped, &program));
            assert!(got == want, "{mapping:?} on {r}x{c} differs from the interpreter");
        }
    }
}

/// Which skeleton each stencil gets is reported, and a forced strategy is kept to.
#[test]
fn the_compile_report_says_which_stencil_skeleton_each_kernel_got() {
    let Some(gpu) = gpu() else { return };
    let m = matrix(64, 64, |i| pseudo(i) as f32);
    let blur = m.stencil(&Stencil::cube(1), Boundary::Clamp, |t| t[[-1, -1]] + t[[1, 1]]);
    let line = matrix(1, 64, |i| pseudo(i) as f32).reshape([64]).stencil(
        &Stencil::new([[-1], [1]]),
        Boundary::Clamp,
        |t| t[[1]] - t[[-1]],
    );
    let report = |g: &Gpu, p: &dyn Fn() -> systole::Plan| -> String {
        g.compile_report(&p())
            .unwrap()
            .iter()
            .filter(|k| k.kernel == "stencil")
            .map(|k| k.skeleton.clone().unwrap())
            .collect::<Vec<_>>()
            .join("; ")
    };
    let blur_plan = || explain(&blur).unwrap();
    let line_plan = || explain(&line).unwrap();
    assert_eq!(
        report(gpu, &blur_plan),
        "register tile (64 columns (2 a lane, halo in 2 lanes) x 16 rows per warp, 4 rows a step)"
    );
    let naive = gpu.with_stencil_strategy(StencilStrategy::Naive);
    assert_eq!(report(&naive, &blur_plan), "naive stencil (StencilStrategy::Naive)");
    let tiled = gpu.with_stencil_strategy(StencilStrategy::RegisterCache);
    assert_eq!(
        report(&tiled, &blur_plan),
        "register tile (64 columns (2 a lane, halo in 2 lanes) x 16 rows per warp, 4 rows a step)"
    );
    let ssam = gpu.with_stencil_strategy(StencilStrategy::Ssam);
    assert_eq!(
        report(&ssam, &blur_plan),
        "SSAM partial sums of + (120 columns (4 a lane) x 16 rows per warp, 4 rows a step)"
    );
    let explained = ssam.explain(&blur).unwrap().to_string();
    assert!(explained.contains("kernel 0, stencil: SSAM partial sums of +"), "{explained}");
    assert_eq!(
        report(&tiled, &line_plan),
        "naive stencil (rank 1: a register tile needs rows to stream along)"
    );
}

#[test]
fn permutes_with_many_collisions() {
    let Some(gpu) = gpu() else { return };
    let n = 300_000;
    let xs = use_array(&Array::from_fn([n], |[i]| (i % 1000) as i32 - 300));
    let to = |[i]: [Exp<i64>; 1]| Target::when((i % 5).ne(3), [i % 13]);
    let counts = fill([13], 0i32);
    // one atomic instruction
    same(gpu, &(xs.permute(|a, b| a + b, &counts, to), xs.permute(|a, b| a.max(b), &counts, to)));
    let f = xs.map(|x| x.cast::<f64>());
    same(gpu, &f.permute(|a, b| a.min(b), &fill([13], 0.0f64), to));
    // a compare-and-swap loop: a commutative function that is not one instruction
    same(gpu, &xs.permute(|a, b| select(a.gt(b), a, b) ^ 0, &counts, to));
    same(gpu, &xs.map(|x| x.cast::<i64>() * 977).permute(|a, b| a ^ b, &fill([13], 1i64), to));
    // under locks: tuples, bools, narrow integers
    let pairs = xs.zip(&xs.map(|x| x * 2));
    same(
        gpu,
        &pairs.permute(
            |a, b| {
                let ((x, y), (u, v)) = (a.unpack(), b.unpack());
                Exp::from((x + u, y.max(v)))
            },
            &fill([13], (0i32, i32::MIN)),
            to,
        ),
    );
    same(gpu, &xs.map(|x| x.gt(600)).permute(|a, b| a | b, &fill([13], false), to));
    same(gpu, &xs.map(|x| x.cast::<u8>()).permute(|a, b| a + b, &fill([13], 0u8), to));
    // a 2D histogram with floats summed (atomic add; order-dependent rounding)
    let m = matrix(300, 300, |i| pseudo(i) as f32);
    close(gpu, &m.permute(|a, b| a + b, &fill([7, 3], 0.0f32), |[i, j]| Target::to([i % 7, j % 3])), 1e-4);
}

#[test]
fn ranks_zero_to_three_empty_arrays_and_loops() {
    let Some(gpu) = gpu() else { return };
    same(gpu, &unit(Exp::from(41)).map(|x| x + 1));
    same(gpu, &generate([0, 5], |[i, j]| i + j));
    same(gpu, &generate([3, 0, 2], |[i, j, k]| i + j + k));
    same(gpu, &generate([4, 5, 6], |[i, j, k]| (i * 100 + j * 10 + k).cast::<i32>()).fold(0, |a, b| a + b));
    let u = use_array(&Array::from_fn([64, 64], |[i, j]| if i == 32 && j == 32 { 100.0f32 } else { 0.0 }));
    let heat = iterate(50, u, |u| {
        u.stencil(&Stencil::star(1), Boundary::Clamp, |t| {
            t[[0, 0]] + 0.2 * (t[[-1, 0]] + t[[1, 0]] + t[[0, -1]] + t[[0, 1]] - 4.0 * t[[0, 0]])
        })
    });
    close(gpu, &(heat.clone(), heat.fold_all(0.0, |a, b| a.max(b))), 1e-5);
    let count = awhile(
        use_array(&Array::from_vec([3], vec![1, 2, 3]).unwrap()),
        |x: Acc<Vector<i32>>| x.fold_all(0, |a, b| a + b).map(|s| s.lt(1000)),
        |x| x.map(|v| v * 2 + 1),
    );
    same(gpu, &count);
}

#[test]
fn results_stay_on_the_gpu_until_read_and_inputs_are_uploaded_once() {
    let Some(gpu) = gpu() else { return };
    let double = gpu.compile(|x: Acc<Vector<f32>>| x.map(|v| v * 2.0)).unwrap();
    let input = Array::from_fn([1000], |[i]| i as f32);
    let out = double.run(&input).unwrap();
    assert!(!out.data().is_on_host(), "a result is not copied back before it is read");
    assert!(input.data().device_copy().is_some(), "the input keeps its GPU copy");
    let first = format!("{:?}", input.data().device_copy());
    let again = double.run(&input).unwrap();
    assert_eq!(format!("{:?}", input.data().device_copy()), first, "the same copy is used again");
    assert_eq!(out.to_vec(), again.to_vec());
    assert_eq!(out.get([999]), Some(1998.0));
    assert!(out.data().is_on_host(), "read once, the result is on the host");
    // a result fed back as an input is not copied back to the host
    let twice = double.run(&again).unwrap();
    assert_eq!(twice.get([10]), Some(40.0));
    // an input read through a view (`filter` flattens it) keeps the copy uploaded for the
    // view, and the next run reads that copy: one upload, not one a run
    let small = gpu.compile(|m: Acc<Matrix<f32>>| m.filter(|x| x.lt(300.0)).0).unwrap();
    let grid = Array::from_fn([20, 50], |[i, j]| (i * 50 + j) as f32);
    let first = small.run(&grid).unwrap();
    assert!(grid.data().device_copy().is_some(), "the input keeps the copy uploaded for its view");
    let copy = format!("{:?}", grid.data().device_copy());
    let again = small.run(&grid).unwrap();
    assert_eq!(format!("{:?}", grid.data().device_copy()), copy, "the next run reads the same copy");
    assert_eq!(first.to_vec(), again.to_vec());
    assert_eq!(first.to_vec(), (0..300).map(|i| i as f32).collect::<Vec<_>>());
}

/// Arrays of 32 MiB and more go up and down through the pinned staging chunks, their host
/// side copied by the staging's thread pool (`backend-llvm-ptx/src/staging.rs`): odd sizes
/// (a last piece shorter than a chunk) arrive whole, both ways, and so does a tuple whose
/// `f64` leaf (40 MiB) is staged and whose `u8` leaf (5 MiB) takes the driver's path.
#[test]
fn large_arrays_go_up_and_down_through_the_staging_chunks() {
    let Some(gpu) = gpu() else { return };
    let next = gpu.compile(|x: Acc<Vector<u32>>| x.map(|v| v + 1)).unwrap();
    // 25 Mi elements and 3 more: 100 MiB and 12 bytes, six whole 16 MiB pieces and a short
    // one, more than the ring of chunks a download goes through (each chunk filled again)
    let n = (25 << 20) + 3;
    let input = Array::from_fn([n], |[i]| (i as u32).wrapping_mul(2_654_435_761));
    let out = next.run(&input).unwrap().to_vec();
    let wrong = (0..n).filter(|&i| out[i] != (i as u32).wrapping_mul(2_654_435_761).wrapping_add(1)).count();
    assert_eq!(wrong, 0, "{wrong} of {n} elements came back wrong");
    let swap = gpu
        .compile(|x: Acc<Vector<(f64, u8)>>| {
            x.map(|p: Exp<(f64, u8)>| {
                let (a, b) = p.unpack();
                Exp::from((a * 2.0, b ^ 1))
            })
        })
        .unwrap();
    // (the f64 leaf: 72 MiB and 8 bytes, five pieces)
    let m = (9 << 20) + 1;
    let pairs = Array::from_fn([m], |[i]| (i as f64, i as u8));
    let back: Vec<(f64, u8)> = swap.run(&pairs).unwrap().to_vec();
    assert!(back.iter().enumerate().all(|(i, &(a, b))| a == 2.0 * i as f64 && b == (i as u8) ^ 1));
    // three inputs of three whole pieces each, uploaded one after another: an upload returns
    // with its last pieces still in flight (the third not even started), and the next must
    // not write their chunks before the copy engine has read them
    type Words = Acc<Vector<u32>>;
    let mix = gpu
        .compile(|(x, y, z): (Words, Words, Words)| x.zip_with3(&y, &z, |a, b, c| (a ^ b) + c * 3))
        .unwrap();
    // (whether a copy overtakes another depends on timing: fresh arrays, four times; without
    // the rounds this caught 26bbd54's crew, which did not wait, in one run of two)
    let k = 12 << 20;
    for round in 0..4u32 {
        let [x, y, z] = [1u32, 2, 3].map(|s| {
            Array::from_fn([k], move |[i]| (i as u32).wrapping_mul(2_654_435_761) ^ (s + 4 * round))
        });
        let got = mix.run(&(x.clone(), y.clone(), z.clone())).unwrap().to_vec();
        let (x, y, z) = (x.to_vec(), y.to_vec(), z.to_vec());
        let wrong = (0..k).filter(|&i| got[i] != (x[i] ^ y[i]).wrapping_add(z[i].wrapping_mul(3))).count();
        assert_eq!(wrong, 0, "round {round}: {wrong} of {k} elements wrong after three uploads in a row");
    }
}

#[test]
fn a_second_prepare_finds_every_kernel_in_memory() {
    let Some(gpu) = gpu() else { return };
    let plan = explain(
        &matrix(30, 30, |i| i as f32).stencil(&Stencil::cube(1), Boundary::Wrap, |t| t[[1, 1]] - t[[0, 0]]),
    )
    .unwrap();
    gpu.compile_report(&plan).unwrap();
    let again = gpu.compile_report(&plan).unwrap();
    assert!(again.iter().all(|k| k.source == systole::CompileSource::Memory), "{again:?}");
}

/// Found in review on an H100 (driver 580.159.04, CUDA 13.0): the PTX was right (`neg.s32`,
/// `max.s32`), but the driver's compiler fused the two maxima into a three-input `VIMNMX3`
/// and dropped the negation of one operand, so about half the elements came out wrong.
/// Worked around in `NvptxTarget::int_min_max` (32-bit integer minima and maxima are a
/// compare and a select on sm_90), checked in the SASS of ptxas 13.0 offline.
#[test]
fn integer_maxima_of_negated_values() {
    let Some(gpu) = gpu() else { return };
    let n = 4096;
    let column = |seed: usize| {
        use_array(&Array::from_fn([n], move |[i]| (pseudo(i * seed + seed / 2) * 1000.0) as i32 - 500))
    };
    let abc = column(1).zip(&column(7)).zip(&column(13));
    same(
        gpu,
        &abc.map(|p| {
            let (xy, z) = p.unpack();
            let (x, y) = xy.unpack();
            (x * -2).max(y * -1).max(z * -1)
        }),
    );
}

/// `iterate(n, u, |u| u.stencil(..))` over `shape`, a 5-point stencil whose weights sum to
/// 16, divided by 16 (so that values neither blow up nor vanish over many steps), in `T`.
fn heat<T: Num + Elt>(shape: [usize; 2], n: i64, boundary: Boundary<T>) -> impl AccValue<Host = Array<T, 2>> {
    let u = matrix(shape[0], shape[1], |k| T::from_i64((pseudo(k) * 100.0) as i64 % 97));
    let star = Stencil::new([[-1, 0], [0, -1], [0, 0], [0, 1], [1, 0]]);
    iterate(n, u, move |u| {
        u.stencil(&star, boundary, |t| {
            let around = t[[-1, 0]]
                + t[[0, -1]] * constant(T::from_i64(2))
                + t[[0, 1]]
                + t[[1, 0]] * constant(T::from_i64(3));
            (around + t[[0, 0]] * constant(T::from_i64(9))) / constant(T::from_i64(16))
        })
    })
}

/// Iterated 2D stencils run as launches of a streaming kernel (temporal blocking, issue 21)
/// compute exactly what the interpreter computes: forced shapes (`Gpu::with_stream_shape`)
/// of 1, 2 and 4 columns a lane, 1 to 8 steps a launch and chunks of 8 to 128 rows, on odd
/// shapes (1000 x 777, a domain narrower than one strip and with fewer rows than a chunk, a
/// single row, a single column), step counts 0, 1, K - 1, K, K + 1 and 3K + 2, `f32`, `f64`
/// and `i32`, under clamp and a constant; a star of radius 2 and taps reaching one way;
/// the backend's own choice over 2048² (under a constant: under clamp a band keeps rows in
/// shared memory); and mirror, which streams not, as a persistent kernel or a host loop
/// (rows as wide as 8192²'s: the next test). Every case runs, and the failure lists those
/// that differ.
#[test]
fn streaming_loops_compute_what_the_interpreter_computes() {
    let Some(gpu) = gpu() else { return };
    let failed = std::thread::scope(|scope| {
        let mut against = Against::new(scope);
        let mut check = |what: String, gpu: &Gpu, p: &dyn ProgramOf, extent: [usize; 2], streams: bool| {
            let how = gpu.loop_runs(&p.plan(), &extent);
            let streamed = matches!(how.as_slice(), [Ok(systole::LoopShape::Stream(_))]);
            assert_eq!(streamed, streams, "{what}: {how:?}");
            against.check(format!("{what} ({how:?})"), gpu, p);
        };
        // (shapes whose rows fit the registers in f64 too: 4 columns a lane are tried below)
        let shapes: [(u32, u32, u32); 4] = [(2, 6, 128), (2, 3, 16), (1, 1, 8), (1, 8, 32)];
        for (c, k, h) in shapes {
            let forced = gpu.with_stream_shape(Some((c, k, h))).unwrap();
            let k = i64::from(k);
            for extent in [[1000, 777], [5, 40], [1, 300], [300, 1]] {
                for n in [0, 1, k - 1, k, k + 1, 3 * k + 2] {
                    let what = |t: &str, b: &str| format!("C{c} K{k} H{h} {extent:?} x{n} {t} {b}");
                    check(
                        what("f32", "clamp"),
                        &forced,
                        &heat::<f32>(extent, n, Boundary::Clamp),
                        extent,
                        true,
                    );
                    check(
                        what("f32", "constant"),
                        &forced,
                        &heat::<f32>(extent, n, Boundary::Constant(7.5)),
                        extent,
                        true,
                    );
                    // (the interpreter's references of the larger cases take most of the time)
                    if n == 3 * k + 2 || (extent == [1000, 777] && n == k) {
                        check(
                            what("f64", "clamp"),
                            &forced,
                            &heat::<f64>(extent, n, Boundary::Clamp),
                            extent,
                            true,
                        );
                        check(
                            what("f64", "constant"),
                            &forced,
                            &heat::<f64>(extent, n, Boundary::Constant(-2.0)),
                            extent,
                            true,
                        );
                        check(
                            what("i32", "clamp"),
                            &forced,
                            &heat::<i32>(extent, n, Boundary::Clamp),
                            extent,
                            true,
                        );
                    }
                }
            }
        }
        // a star of radius 2 (2 columns a lane at least), and taps reaching up and right only
        let star2 = |n: i64, boundary: Boundary<f32>| {
            iterate(n, matrix(300, 170, |k| pseudo(k) as f32), move |u| {
                u.stencil(&Stencil::star(2), boundary, |t| {
                    t.values()
                        .iter()
                        .enumerate()
                        .fold(Exp::from(0.0f32), |a, (k, &x)| a + x * (0.05 + 0.01 * k as f32))
                })
            })
        };
        let lopsided = |n: i64| {
            iterate(n, matrix(130, 333, |k| pseudo(k) as f32), move |u| {
                u.stencil(&Stencil::new([[-1, 0], [0, 3], [0, 0], [-2, 1]]), Boundary::Clamp, |t| {
                    (t[[-1, 0]] * 3.0 + t[[0, 3]] + t[[0, 0]] * 4.0 + t[[-2, 1]]) / 9.0
                })
            })
        };
        for (c, k, h) in [(2, 2, 16), (4, 3, 32), (4, 1, 8)] {
            let forced = gpu.with_stream_shape(Some((c, k, h))).unwrap();
            for n in [1, 5, 3 * i64::from(k) + 2] {
                let what = format!("radius 2, C{c} K{k} H{h} x{n}");
                check(what.clone() + " clamp", &forced, &star2(n, Boundary::Clamp), [300, 170], true);
                check(what + " constant", &forced, &star2(n, Boundary::Constant(0.5)), [300, 170], true);
            }
        }
        for (c, k, h) in [(4, 2, 16), (4, 5, 64)] {
            let forced = gpu.with_stream_shape(Some((c, k, h))).unwrap();
            for n in [1, 7, 11] {
                check(format!("up and right, C{c} K{k} H{h} x{n}"), &forced, &lopsided(n), [130, 333], true);
            }
        }
        // the backend's own choice over 2048² under a constant: streamed (the band does not
        // fit its registers, and keeps rows in shared memory only under clamp)
        check(
            "2048² constant, the backend's shape".into(),
            gpu,
            &heat::<f32>([2048, 2048], 11, Boundary::Constant(2.0)),
            [2048, 2048],
            true,
        );
        // mirror does not stream: the forced shape gives way (a persistent kernel, a host loop)
        let forced = gpu.with_stream_shape(Some((4, 4, 64))).unwrap();
        check(
            "mirror 128²".into(),
            &forced,
            &heat::<f32>([128, 128], 9, Boundary::Mirror),
            [128, 128],
            false,
        );
        check(
            "mirror 1000 x 777".into(),
            &forced,
            &heat::<f32>([1000, 777], 9, Boundary::Mirror),
            [1000, 777],
            false,
        );
        against.finish()
    });
    assert!(failed.is_empty(), "these differ from the interpreter: {failed:?}");
    assert!(gpu.with_stream_shape(Some((0, 4, 64))).is_err());
}

/// Iterated 2D stencils over rows as wide as 8192²'s stream as the interpreter computes:
/// 300 x 8192 under clamp, 13 steps, in the backend's shape and in the shapes it chooses
/// for 8192² (2 columns a lane, 6 steps, 128 rows for `f32`; 1 column, 6 steps, 128 rows
/// for `f64`, where the register term of its model leaves 12 warps a multiprocessor).
#[test]
fn streaming_loops_over_wide_rows_compute_what_the_interpreter_computes() {
    let Some(gpu) = gpu() else { return };
    let mut failed = Vec::new();
    let f32_shapes = [gpu.clone(), gpu.with_stream_shape(Some((2, 6, 128))).unwrap()];
    let f64_shapes = [gpu.clone(), gpu.with_stream_shape(Some((1, 6, 128))).unwrap()];
    let cases: [(&str, &[Gpu], &dyn ProgramOf); 2] = [
        ("f32", &f32_shapes, &heat::<f32>([300, 8192], 13, Boundary::Clamp)),
        ("f64", &f64_shapes, &heat::<f64>([300, 8192], 13, Boundary::Clamp)),
    ];
    for (t, shapes, p) in cases {
        let want = p.run(&Interpreter);
        for forced in shapes {
            let how = forced.loop_runs(&p.plan(), &[300, 8192]);
            assert!(matches!(how.as_slice(), [Ok(systole::LoopShape::Stream(_))]), "{t}: {how:?}");
            let same = p.run(forced) == want;
            eprintln!("300 x 8192 {t}: {} ({how:?})", if same { "same" } else { "DIFFERS" });
            if !same {
                failed.push(format!("{t} {how:?}"));
            }
        }
    }
    assert!(failed.is_empty(), "these differ from the interpreter: {failed:?}");
}

/// `iterate(n, u, |u| u.stencil(..))` over a cube of `shape`, a 7-point star whose weights
/// sum to 16, divided by 16, in `T`.
fn heat3<T: Num + Elt>(
    shape: [usize; 3],
    n: i64,
    boundary: Boundary<T>,
) -> impl AccValue<Host = Array<T, 3>> {
    let [_, b, c] = shape;
    let u = use_array(&Array::from_fn(shape, |[i, j, k]| {
        T::from_i64((pseudo((i * b + j) * c + k) * 100.0) as i64 % 97)
    }));
    iterate(n, u, move |u| {
        u.stencil(&Stencil::<3>::star(1), boundary, |t| {
            let around = t[[-1, 0, 0]] * constant(T::from_i64(2))
                + t[[0, -1, 0]]
                + t[[0, 0, -1]] * constant(T::from_i64(3))
                + t[[0, 0, 1]]
                + t[[0, 1, 0]] * constant(T::from_i64(2))
                + t[[1, 0, 0]];
            (around + t[[0, 0, 0]] * constant(T::from_i64(6))) / constant(T::from_i64(16))
        })
    })
}

/// Iterated 3D stencils run as launches of the 3D streaming kernel (temporal blocking,
/// issue 21) compute exactly what the interpreter computes: forced shapes
/// (`Gpu::with_stream3_shape`) of tiles of 8 to 32 rows, a row a thread, 1 to 4 steps a
/// launch and chunks of 5 to 64 planes, on odd shapes (37 x 45 x 70: several tiles and
/// chunks, none whole; fewer planes than a chunk; a single plane, row or column), step
/// counts 0, 1, K - 1, K, K + 1, 3K + 2 and 100, `f32`, `f64` and `i32`, under clamp and a
/// constant; a star of radius 2, taps reaching one way and a 27-point cube; and mirror, and
/// a shape that does not fit, which stream not (host loops). Every case runs, and the
/// failure lists those that differ.
#[test]
fn streaming_3d_loops_compute_what_the_interpreter_computes() {
    let Some(gpu) = gpu() else { return };
    let shapes = [(32, 2, 64, 1), (16, 3, 16, 1), (8, 1, 8, 1), (8, 2, 5, 1), (32, 4, 32, 1)];
    // (a radius-2 star keeps no rows of a tile of 16 rows at 3 steps)
    let others = [((16, 2, 8, 1), true, true), ((8, 1, 4, 1), true, true), ((16, 3, 16, 1), false, true)];
    streaming_3d_cases(gpu, &shapes, &others, false);
}

/// The cases of [`streaming_3d_loops_compute_what_the_interpreter_computes`] where a thread
/// computes 2 rows of its tile (taps along the column from its registers in the tiles inside
/// the domain, from shared memory in those at its first and last rows), 1 to 4 steps a
/// launch, and the backend's own choice over 96 x 256 x 256.
#[test]
fn streaming_3d_loops_of_two_rows_a_thread_compute_what_the_interpreter_computes() {
    let Some(gpu) = gpu() else { return };
    let shapes = [(32, 2, 64, 2), (8, 2, 5, 2), (32, 3, 16, 2), (16, 4, 8, 2), (16, 1, 7, 2)];
    // (at 2 rows a thread, the radius-2 star and the cube read so many taps across that the
    // model leaves them 96 registers at 1 step, the cube only)
    let others = [((8, 1, 4, 2), false, true), ((16, 2, 8, 2), false, false), ((16, 3, 16, 2), false, false)];
    streaming_3d_cases(gpu, &shapes, &others, true);
}

/// A 3D streaming shape forced in a test: rows, steps, planes, rows a thread.
type Shape3 = (u32, u32, u32, u32);

/// The cases of the 3D streaming tests: 7-point stencils of `shapes` (rows, steps, planes,
/// rows a thread), the other stencils of `others` (with whether the radius-2 star and the
/// cube stream); the backend's own shape where `chosen`, else mirror and a shape that does
/// not fit.
fn streaming_3d_cases(gpu: &Gpu, shapes: &[Shape3], others: &[(Shape3, bool, bool)], chosen: bool) {
    let failed = std::thread::scope(|scope| {
        let mut against = Against::new(scope);
        let mut check = |what: String, gpu: &Gpu, p: &dyn ProgramOf, extent: [usize; 3], streams: bool| {
            let how = gpu.loop_runs(&p.plan(), &extent);
            let streamed = matches!(how.as_slice(), [Ok(systole::LoopShape::Stream3(_))]);
            assert_eq!(streamed, streams, "{what}: {how:?}");
            against.check(format!("{what} ({how:?})"), gpu, p);
        };
        for &(r, k, h, c) in shapes {
            let forced = gpu.with_stream3_shape(Some((r, k, h, c))).unwrap();
            // in f64 the shared memory of 4 steps of 32 rows (2 x 4 x 1024 x 8 bytes) is more
            // than a block's 48 KiB, and the windows of 3 steps of 2 rows a thread (2 x 13
            // values of 2 words) more than 36 registers: such shapes do not fit, and the loop
            // runs from the host
            let held = if c > 1 { 36 } else { 40 };
            let f64_streams = 2 * k * r * 32 * 8 <= 48 * 1024 && (4 * k - 1 + (4 / c).max(1)) * c * 2 <= held;
            let k = i64::from(k);
            for extent in [[37, 45, 70], [5, 3, 40], [1, 20, 33], [20, 1, 1], [3, 50, 1]] {
                for n in [0, 1, k - 1, k, k + 1, 3 * k + 2] {
                    let what = |t: &str, b: &str| format!("R{r} K{k} H{h} C{c} {extent:?} x{n} {t} {b}");
                    check(
                        what("f32", "clamp"),
                        &forced,
                        &heat3::<f32>(extent, n, Boundary::Clamp),
                        extent,
                        true,
                    );
                    check(
                        what("f32", "constant"),
                        &forced,
                        &heat3::<f32>(extent, n, Boundary::Constant(7.5)),
                        extent,
                        true,
                    );
                    if n == 3 * k + 2 || (extent == [37, 45, 70] && n == k) {
                        check(
                            what("f64", "clamp"),
                            &forced,
                            &heat3::<f64>(extent, n, Boundary::Clamp),
                            extent,
                            f64_streams,
                        );
                        check(
                            what("f64", "constant"),
                            &forced,
                            &heat3::<f64>(extent, n, Boundary::Constant(-2.0)),
                            extent,
                            f64_streams,
                        );
                        check(
                            what("i32", "clamp"),
                            &forced,
                            &heat3::<i32>(extent, n, Boundary::Clamp),
                            extent,
                            true,
                        );
                        check(
                            what("i32", "constant"),
                            &forced,
                            &heat3::<i32>(extent, n, Boundary::Constant(5)),
                            extent,
                            true,
                        );
                    }
                }
            }
            let extent = [37, 45, 70];
            check(
                format!("R{r} K{k} H{h} C{c} {extent:?} x100 f32 clamp"),
                &forced,
                &heat3::<f32>(extent, 100, Boundary::Clamp),
                extent,
                true,
            );
        }
        let cube = |f: fn(usize) -> f32| {
            use_array(&Array::from_fn([19, 40, 35], |[i, j, k]| f((i * 40 + j) * 35 + k)))
        };
        // a star of radius 2, taps reaching one way, the 27-point cube
        let star2 = |n: i64, boundary: Boundary<f32>| {
            iterate(n, cube(|k| pseudo(k) as f32), move |u| {
                u.stencil(&Stencil::<3>::star(2), boundary, |t| {
                    t.values()
                        .iter()
                        .enumerate()
                        .fold(Exp::from(0.0f32), |a, (k, &x)| a + x * (0.05 + 0.01 * k as f32))
                })
            })
        };
        let lopsided = |n: i64| {
            iterate(n, cube(|k| pseudo(k) as f32), move |u| {
                u.stencil(
                    &Stencil::new([[-1, 0, 0], [0, 0, 3], [0, 0, 0], [-2, 1, 0], [0, -1, -1]]),
                    Boundary::Clamp,
                    |t| {
                        (t[[-1, 0, 0]] * 3.0
                            + t[[0, 0, 3]]
                            + t[[0, 0, 0]] * 4.0
                            + t[[-2, 1, 0]]
                            + t[[0, -1, -1]])
                            / 10.0
                    },
                )
            })
        };
        let box27 = |n: i64, boundary: Boundary<f32>| {
            iterate(n, cube(|k| pseudo(k) as f32), move |u| {
                u.stencil(&Stencil::<3>::cube(1), boundary, |t| {
                    t.values()
                        .iter()
                        .enumerate()
                        .fold(Exp::from(0.0f32), |a, (k, &x)| a * 0.5 + x * (0.01 * k as f32))
                })
            })
        };
        let extent = [19, 40, 35];
        for &((r, k, h, c), far, cube_streams) in others {
            let forced = gpu.with_stream3_shape(Some((r, k, h, c))).unwrap();
            for n in [1, 5, 3 * i64::from(k) + 2] {
                let what = format!("R{r} K{k} H{h} C{c} x{n}");
                check(what.clone() + " radius 2 clamp", &forced, &star2(n, Boundary::Clamp), extent, far);
                check(
                    what.clone() + " radius 2 constant",
                    &forced,
                    &star2(n, Boundary::Constant(0.5)),
                    extent,
                    far,
                );
                check(what.clone() + " up one way", &forced, &lopsided(n), extent, true);
                check(
                    what.clone() + " cube clamp",
                    &forced,
                    &box27(n, Boundary::Clamp),
                    extent,
                    cube_streams,
                );
                check(
                    what + " cube constant",
                    &forced,
                    &box27(n, Boundary::Constant(0.25)),
                    extent,
                    cube_streams,
                );
            }
        }
        if chosen {
            // the backend's own choice over 96 x 256 x 256 (a cube of 128³ stays a host loop:
            // the model leaves it to the sweeps)
            let big = [96, 256, 256];
            check(
                "96 x 256 x 256, the backend's shape".into(),
                gpu,
                &heat3::<f32>(big, 7, Boundary::Clamp),
                big,
                true,
            );
        } else {
            // mirror does not stream, nor a shape whose halo eats the tile: host loops
            let forced = gpu.with_stream3_shape(Some((16, 2, 16, 1))).unwrap();
            check(
                "mirror".into(),
                &forced,
                &heat3::<f32>([20, 30, 40], 5, Boundary::Mirror),
                [20, 30, 40],
                false,
            );
            let eaten = gpu.with_stream3_shape(Some((8, 4, 16, 1))).unwrap();
            check(
                "8 rows, 4 steps".into(),
                &eaten,
                &heat3::<f32>([20, 30, 40], 5, Boundary::Clamp),
                [20, 30, 40],
                false,
            );
        }
        against.finish()
    });
    assert!(failed.is_empty(), "differ from the interpreter: {failed:#?}");
}

/// Iterated 2D stencils run as persistent kernels (rows of whole warps, the rows shared
/// out among as many blocks as the GPU holds) compute exactly what the interpreter computes:
/// under each boundary a band takes, in `f32`, `f64` and `i32` (wrapping), a star of radius
/// 2, taps reaching up only, bands of 1 to 8 rows a block (under mirror too), lanes of 1
/// and 2 columns, the backend's and the user's steps between exchanges (overlapping warps
/// whose lanes hold columns of two warps among them), and step counts of
/// 0, 1 and counts that are not a multiple of those steps; 1000 steps against the loop of
/// launches; and shapes a band does not take (odd columns, a prime number of rows larger
/// than the blocks, one row a block of taps reaching up only under mirror) as host loops.
#[test]
fn persistent_loops_compute_what_the_interpreter_computes() {
    let Some(gpu) = gpu() else { return };
    for n in [0, 1, 7] {
        same(gpu, &heat::<f32>([128, 128], n, Boundary::Clamp));
    }
    same(gpu, &heat::<f32>([264, 64], 5, Boundary::Mirror));
    same(gpu, &heat::<f64>([200, 256], 9, Boundary::Constant(0.5)));
    same(gpu, &heat::<i32>([96, 96], 6, Boundary::Clamp));
    let large = heat::<f32>([1024, 1024], 13, Boundary::Clamp);
    let shapes = gpu.loop_shapes(&explain(&large).unwrap(), &[1024, 1024]);
    assert!(matches!(shapes.as_slice(), [Ok(_)]), "1024^2 is not one persistent kernel: {shapes:?}");
    same(gpu, &large);
    for steps in [1, 3] {
        same(
            &gpu.with_steps_per_exchange(Some(steps)).unwrap(),
            &heat::<f32>([512, 512], 11, Boundary::Mirror),
        );
    }
    // overlapping warps of 3 steps an exchange: the lanes at a warp's own columns' edges
    // hold columns of two warps, and read an exchanged row a column at a time
    same(&gpu.with_steps_per_exchange(Some(3)).unwrap(), &heat::<f32>([512, 512], 11, Boundary::Clamp));
    let wide = matrix(256, 128, |k| pseudo(k) as f32);
    same(
        gpu,
        &iterate(7, wide, |u| {
            u.stencil(&Stencil::star(2), Boundary::Clamp, |t| {
                t.values()
                    .iter()
                    .enumerate()
                    .fold(Exp::from(0.0f32), |a, (k, &x)| a + x * (0.05 + 0.01 * k as f32))
            })
        }),
    );
    // one row a block (fewer rows than the GPU's blocks): under mirror, block 0's rows
    // past the top reflect its neighbour's first row, and the last block's past the bottom
    // its neighbour's last (issue 21)
    for (shape, n) in [([64, 64], 7), ([37, 96], 5)] {
        let p = heat::<f32>(shape, n, Boundary::Mirror);
        let shapes = gpu.loop_shapes(&explain(&p).unwrap(), &shape);
        assert!(matches!(shapes.as_slice(), [Ok(s)] if s.rows == 1 && s.steps == 1), "{shapes:?}");
        same(gpu, &p);
    }
    same(gpu, &heat::<f64>([96, 96], 4, Boundary::Mirror));
    same(gpu, &heat::<f32>([64, 64], 6, Boundary::Constant(3.0)));
    // a star of radius 2 over 2 rows a block (100 blocks): as many rows as the reach
    let far = iterate(5, matrix(200, 64, |k| pseudo(k) as f32), |u| {
        u.stencil(&Stencil::star(2), Boundary::Mirror, |t| {
            t.values()
                .iter()
                .enumerate()
                .fold(Exp::from(0.0f32), |a, (k, &x)| a + x * (0.05 + 0.01 * k as f32))
        })
    });
    let shapes = gpu.loop_shapes(&explain(&far).unwrap(), &[200, 64]);
    assert!(matches!(shapes.as_slice(), [Ok(s)] if s.rows == 2 && s.steps == 1), "{shapes:?}");
    same(gpu, &far);
    // taps that reach up only, under mirror: 2 rows a block; one row a block holds no row
    // to reflect (a host loop)
    let upwind = |rows: usize| {
        iterate(6, matrix(rows, 64, |k| pseudo(k) as f32), |u| {
            u.stencil(&Stencil::new([[-1, 0], [0, -1], [0, 0]]), Boundary::Mirror, |t| {
                (t[[-1, 0]] * 3.0 + t[[0, -1]] + t[[0, 0]] * 4.0) / 8.0
            })
        })
    };
    for (rows, persistent) in [(264, true), (64, false)] {
        let shapes = gpu.loop_shapes(&explain(&upwind(rows)).unwrap(), &[rows, 64]);
        assert_eq!(shapes.len(), 1);
        assert_eq!(shapes[0].is_ok(), persistent, "{rows} rows: {shapes:?}");
        same(gpu, &upwind(rows));
    }
    // a number of steps whose halo passes a neighbour's rows gives way to the backend's
    assert!(gpu.with_steps_per_exchange(Some(0)).is_err());
    same(&gpu.with_steps_per_exchange(Some(4)).unwrap(), &heat::<f32>([264, 64], 9, Boundary::Clamp));
    // host loops: 100 columns are not whole warps; 139 rows (a prime) do not divide
    same(gpu, &heat::<f32>([37, 100], 4, Boundary::Clamp));
    same(gpu, &heat::<f32>([139, 64], 4, Boundary::Clamp));
}

/// `Gpu::with_fused_multiply_add`: an element-wise kernel and the loops of iterated stencils
/// with their multiplies fused into their adds (a persistent band over 1024², launches of
/// the streaming kernel over 1000 x 777, the 3D streaming kernel over 37 x 45 x 70) stay
/// within rounding of the interpreter, and do fuse: each differs from the same program in
/// IEEE order somewhere (weights and values that are not small integers, whose products
/// round).
#[test]
fn fused_multiply_adds_stay_within_rounding_of_the_interpreter() {
    let Some(gpu) = gpu() else { return };
    let fused = gpu.with_fused_multiply_add(true);
    assert!(fused.fused_multiply_add() && !gpu.fused_multiply_add());
    let jacobi = |shape: [usize; 2], n: i64| {
        iterate(n, matrix(shape[0], shape[1], |k| pseudo(k) as f32), |u| {
            u.stencil(&Stencil::star(1), Boundary::Clamp, |t| {
                t[[0, 0]] * 0.4 + t[[-1, 0]] * 0.13 + t[[0, -1]] * 0.17 + t[[0, 1]] * 0.16 + t[[1, 0]] * 0.14
            })
        })
    };
    let jacobi3 = |shape: [usize; 3], n: i64| {
        let [_, b, c] = shape;
        let u = use_array(&Array::from_fn(shape, |[i, j, k]| pseudo((i * b + j) * c + k) as f32));
        iterate(n, u, |u| {
            u.stencil(&Stencil::<3>::star(1), Boundary::Clamp, |t| {
                t.values()
                    .iter()
                    .enumerate()
                    .fold(Exp::from(0.0f32), |a, (k, &x)| a + x * (0.1 + 0.01 * k as f32))
            })
        })
    };
    /// `p` on `fused` differs from `p` on `strict` (IEEE order) and is within `tol` of the
    /// interpreter.
    fn fuses(name: &str, strict: &Gpu, fused: &Gpu, p: &impl AccValue, tol: f64) {
        assert_ne!(
            floats(&run_on(strict, p)),
            floats(&run_on(fused, p)),
            "{name}: no multiply fused with its add"
        );
        close(fused, p, tol);
    }
    let runs = |gpu: &Gpu, p: &dyn ProgramOf, extent: &[usize]| gpu.loop_runs(&p.plan(), extent);
    fuses("map", gpu, &fused, &matrix(300, 200, |k| pseudo(k) as f32).map(|x| x * 0.3 + 0.7), 1e-6);
    let band = jacobi([1024, 1024], 20);
    assert!(matches!(runs(&fused, &band, &[1024, 1024]).as_slice(), [Ok(systole::LoopShape::Band(_))]));
    fuses("band", gpu, &fused, &band, 1e-5);
    let streamed = fused.with_stream_shape(Some((2, 6, 128))).unwrap();
    let stream = jacobi([1000, 777], 14);
    assert!(matches!(runs(&streamed, &stream, &[1000, 777]).as_slice(), [Ok(systole::LoopShape::Stream(_))]));
    fuses("stream", &gpu.with_stream_shape(Some((2, 6, 128))).unwrap(), &streamed, &stream, 1e-5);
    let streamed3 = fused.with_stream3_shape(Some((32, 2, 64, 1))).unwrap();
    let stream3 = jacobi3([37, 45, 70], 5);
    assert!(matches!(
        runs(&streamed3, &stream3, &[37, 45, 70]).as_slice(),
        [Ok(systole::LoopShape::Stream3(_))]
    ));
    fuses("stream3", &gpu.with_stream3_shape(Some((32, 2, 64, 1))).unwrap(), &streamed3, &stream3, 1e-5);
}

/// Persistent band kernels that keep a block's inner rows in shared memory
/// (`BandShape::shared`, PERKS' caching policy, where the registers do not hold the rows:
/// issue 21) compute exactly what the interpreter computes, in the shapes the backend
/// chooses for the user's steps an exchange (on these few blocks it would stream by
/// default): 143 x 2048 (13 blocks of 11 rows, 17 warps of 4 columns, 3 steps an
/// exchange), 221 x 1984 (the last warp past the right edge, 3 steps), 899 x 896 (16 warps
/// of 2 columns, 4 steps); 0, 1, K - 1, K, K + 1 and 3K + 2 steps in `f32`, and `i32`,
/// under clamp; what the shape does not take (`f64`, mirror, a constant) runs otherwise,
/// as the interpreter computes. (2048², the backend's own choice: the next test.)
#[test]
fn persistent_loops_with_rows_in_shared_memory_compute_what_the_interpreter_computes() {
    let Some(gpu) = gpu() else { return };
    let failed = std::thread::scope(|scope| {
        let mut against = Against::new(scope);
        let mut check = |what: String, gpu: &Gpu, p: &dyn ProgramOf, extent: [usize; 2], shared: bool| {
            let shapes = gpu.loop_shapes(&p.plan(), &extent);
            let takes = matches!(shapes.as_slice(), [Ok(s)] if s.shared > 0);
            assert_eq!(takes, shared, "{what}: {shapes:?}");
            against.check(format!("{what} ({shapes:?})"), gpu, p);
        };
        for (extent, k) in [([899, 896], 4), ([221, 1984], 3), ([143, 2048], 3)] {
            let gpu = &gpu.with_steps_per_exchange(Some(k)).unwrap();
            for n in [0, 1, 2, 3, 4, 5, 11, 14] {
                check(
                    format!("{extent:?} f32 x{n}"),
                    gpu,
                    &heat::<f32>(extent, n, Boundary::Clamp),
                    extent,
                    true,
                );
            }
            check(format!("{extent:?} i32 x9"), gpu, &heat::<i32>(extent, 9, Boundary::Clamp), extent, true);
            check(format!("{extent:?} f64 x5"), gpu, &heat::<f64>(extent, 5, Boundary::Clamp), extent, false);
            check(
                format!("{extent:?} mirror x5"),
                gpu,
                &heat::<f32>(extent, 5, Boundary::Mirror),
                extent,
                false,
            );
            let constant = heat::<f32>(extent, 5, Boundary::Constant(2.0));
            check(format!("{extent:?} constant x5"), gpu, &constant, extent, false);
        }
        against.finish()
    });
    assert!(failed.is_empty(), "these differ from the interpreter: {failed:?}");
}

/// The band with rows in shared memory over 2048² `f32` (issue 21's goal: on an H100's 132
/// multiprocessors, 128 blocks of 16 rows, 17 warps of 4 columns, 3 steps an exchange, 14
/// rows a block in shared memory; on a device whose blocks take another shape, skipped)
/// computes exactly what the interpreter computes, at 0, 1, 4 and 11 steps; with fused
/// multiply-adds (over 221 x 1984 at 3 steps an exchange), within rounding of the
/// interpreter and not what IEEE order computes.
#[test]
fn the_band_with_rows_in_shared_memory_over_2048_computes_what_the_interpreter_computes() {
    let Some(gpu) = gpu() else { return };
    let wide = heat::<f32>([2048, 2048], 1, Boundary::Clamp);
    let shapes = gpu.loop_shapes(&wide.plan(), &[2048, 2048]);
    if !matches!(shapes.as_slice(), [Ok(s)] if s.shared > 0) {
        eprintln!("skipped: 2048² takes no rows in shared memory on this device ({shapes:?})");
        return;
    }
    let failed = std::thread::scope(|scope| {
        let mut against = Against::new(scope);
        for n in [0, 1, 4, 11] {
            let wide = heat::<f32>([2048, 2048], n, Boundary::Clamp);
            let shapes = gpu.loop_shapes(&wide.plan(), &[2048, 2048]);
            assert!(matches!(shapes.as_slice(), [Ok(s)] if s.shared > 0), "{shapes:?}");
            against.check(format!("2048² f32 x{n} ({shapes:?})"), gpu, &wide);
        }
        against.finish()
    });
    assert!(failed.is_empty(), "these differ from the interpreter: {failed:?}");
    // fused multiply-adds: within rounding of the interpreter, and fused (weights whose
    // products round)
    let fused = gpu.with_fused_multiply_add(true).with_steps_per_exchange(Some(3)).unwrap();
    let gpu = &gpu.with_steps_per_exchange(Some(3)).unwrap();
    let jacobi = iterate(7, matrix(221, 1984, |k| pseudo(k) as f32), |u| {
        u.stencil(&Stencil::star(1), Boundary::Clamp, |t| {
            t[[0, 0]] * 0.4 + t[[-1, 0]] * 0.13 + t[[0, -1]] * 0.17 + t[[0, 1]] * 0.16 + t[[1, 0]] * 0.14
        })
    });
    let shapes = fused.loop_shapes(&jacobi.plan(), &[221, 1984]);
    assert!(matches!(shapes.as_slice(), [Ok(s)] if s.shared > 0), "{shapes:?}");
    assert_ne!(floats(&run_on(gpu, &jacobi)), floats(&run_on(&fused, &jacobi)), "no multiply fused");
    close(&fused, &jacobi, 1e-5);
}

/// A thousand steps, against the loop of launches (kept apart from the test above so that
/// compute-sanitizer can check that one in minutes).
#[test]
fn a_thousand_persistent_steps_match_the_host_loop() {
    let Some(gpu) = gpu() else { return };
    let host = gpu.with_loop_strategy(LoopStrategy::Host);
    let long = heat::<f32>([1024, 1024], 1000, Boundary::Clamp);
    assert!(run_on(gpu, &long) == run_on(&host, &long), "1000 steps differ from the host loop");
}

/// The exchange's synchronisation is what makes the persistent kernel right: the same kernel
/// whose blocks do not wait for their neighbours' flags (and whose odd blocks are slow to
/// publish their rows) reads stale halo rows and computes something else.
#[test]
fn a_persistent_kernel_without_its_barrier_reads_stale_rows() {
    let Some(gpu) = gpu() else { return };
    let program = heat::<f32>([1024, 1024], 40, Boundary::Clamp);
    let want = run_on(&gpu.with_loop_strategy(LoopStrategy::Host), &program);
    assert!(run_on(gpu, &program) == want, "the synchronised kernel differs from the host loop");
    let racy = run_on(&gpu.with_unsynchronised_exchange(), &program);
    assert!(racy != want, "without waiting for its neighbours the kernel still computed the right rows");
}

#[test]
fn large_kernels_compute_what_the_interpreter_computes() {
    // kernels past the compile-time guard's thresholds (`systole_skeletons::effort`): -O3
    // without vectorizers and code generation at -O0 (2,000 operations and more; libdevice
    // called, not inlined), and the driver's PTX compiler at -O0 (past 10,000): the
    // reduced effort changes how fast the code is, not what it computes
    let Some(gpu) = gpu() else { return };
    for (shape, ops) in [
        (large::Shape::Selects, 4_000),
        (large::Shape::Dag, 20_000),
        (large::Shape::Sines, 4_000),
        // (1,200 taps: unrolled; past HUGE_KERNEL a weighted sum is a loop over its taps)
        (large::Shape::Stencil, 2_400),
    ] {
        let xs = use_array(&Array::from_vec([1000], (0..1000).map(|i| i * 37 - 18_000).collect()).unwrap());
        same(gpu, &shape.program(xs, ops));
    }
}

#[test]
fn kernels_of_a_hundred_thousand_operations_compile_in_pieces() {
    // past HUGE_KERNEL (`systole_skeletons::effort`): a few passes, the kernel's block cut
    // into functions, the PTX compiled as relocatable code through the driver's JIT linker
    // at -O0, or assembled by the toolkit's ptxas on every core where one is installed
    // (`systole_ptx::ptxas`); the stencil's 50,000 taps a loop over a table of them. The
    // compile times are printed, not checked (see `benches/compile_time.rs`; cold with
    // SYSTOLE_CACHE_DIR=off and CUDA_CACHE_DISABLE=1)
    let Some(gpu) = gpu() else { return };
    let ptxas = systole_ptx::ptxas::ptxas();
    let mut assembled = 0;
    for shape in large::Shape::ALL.into_iter().filter(|&s| s != large::Shape::Kernels) {
        let xs = use_array(&Array::from_vec([1000], (0..1000).map(|i| i * 37 - 18_000).collect()).unwrap());
        let program = shape.program(xs, 100_000);
        for k in gpu.compile_report(&explain(&program).unwrap()).unwrap() {
            // LLVM's phases; the rest of the time is mostly the driver's PTX compiler
            let llvm = k.phases.map(|p| {
                format!(
                    " (generate {:.2}, optimise {:.2}, emit {:.2})",
                    p.generate.as_secs_f64(),
                    p.optimise.as_secs_f64(),
                    p.emit.as_secs_f64()
                )
            });
            eprintln!(
                "{:<8} {} {:?}: {:.2} s{}",
                shape.name(),
                k.kernel,
                k.source,
                k.time.as_secs_f64(),
                llvm.unwrap_or_default()
            );
            // where a ptxas is installed, a huge kernel compiled now was assembled by it (a
            // ptxas that fails, or an object the driver refuses, leaves it to the driver,
            // which this would catch: SYSTOLE_PTXAS=off to run without)
            if ptxas.is_some() && k.phases.is_some_and(|p| p.effort.is_huge()) {
                assert!(k.assembled_by.is_some(), "{} of {}: the driver compiled it", k.kernel, shape.name());
                assembled += 1;
            }
        }
        same(gpu, &program);
    }
    if let Some(ptxas) = ptxas {
        eprintln!("{assembled} huge kernels assembled by {} ({})", ptxas.path.display(), ptxas.version);
    }
}

#[test]
fn wide_sums_loop_over_their_taps_and_compute_what_the_interpreter_computes() {
    // stencils of 2,001 to 3,001 taps under every boundary (`tests/large/`: weighted sums,
    // a tree of `max`, widened bytes, squared distances, signed zeros): loops over tables of
    // taps, the interpreter's results bit for bit
    let Some(gpu) = gpu() else { return };
    large::wide_sums_compute_what_the_interpreter_computes(gpu, "the GPU");
}

#[test]
fn huge_stencils_read_their_taps_from_a_padded_copy() {
    // stencils of 2,025 to 3,001 taps of two kinds of term (`tests/large/`), 1-D to 3-D, one
    // with every tap on one side, one of two inputs, one of pairs, under every boundary:
    // huge kernels whose taps are loads from padded copies of their inputs
    // (`systole_skeletons::grid::Padding`), the interpreter's results bit for bit
    let Some(gpu) = gpu() else { return };
    large::padded_stencils_compute_what_the_interpreter_computes(gpu, "the GPU");
}

/// The conjugate-gradient solver of `examples/cg`.
#[path = "../examples/cg/solver.rs"]
#[allow(dead_code, reason = "the example uses all of it, this test a part")]
mod cg;

/// The native compaction (one single-pass kernel, `grid`'s `scan/compact.rs`): none, one,
/// all and some kept, every element type and tuples (staged in shared memory, and one too
/// wide to be), lengths around the tiles of 8-byte and of 4-byte elements (a partial last
/// tile, warps of it with nothing), a vector of many tiles (the look-back), against the
/// interpreter and a plain-Rust filter.
#[test]
fn compaction_keeps_what_a_plain_filter_keeps() {
    let Some(gpu) = gpu() else { return };
    let tile_of = |t| systole_skeletons::grid::compact_tile(&systole::Type::Scalar(t));
    let (tile, narrow) = (tile_of(systole::ScalarType::I64), tile_of(systole::ScalarType::F32));
    let lengths = [0usize, 1, 2, tile - 1, tile, tile + 1, 3 * tile + 17, narrow - 1, narrow + 33, 5_000_011];
    for n in lengths {
        let raw: Vec<i64> =
            (0..n as u64).map(|i| (i.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40) as i64).collect();
        let xs = use_array(&Array::from_vec([n], raw.clone()).unwrap());
        let one = (n / 2) as i64;
        // each case named in the failure, with the GPU's error where it returns one
        macro_rules! check {
            ($what:expr, $program:expr) => {{
                let program = trace($program).unwrap();
                let on = |backend: &dyn Backend| backend.prepare(&program).and_then(|p| p.execute(&[]));
                let want =
                    on(&Interpreter).unwrap_or_else(|e| panic!("{}, n = {n}: interpreter: {e}", $what));
                let got = on(gpu).unwrap_or_else(|e| panic!("{}, n = {n}: GPU: {e}", $what));
                assert!(got == want, "{}, n = {n}: the GPU differs from the interpreter", $what);
            }};
        }
        check!("none kept", &pack(xs.filter(|_| Exp::from(false))));
        check!("one kept, pairs", &pack(xs.imap(|[i], x| (i, x)).filter(move |p| p.fst().eq(one))));
        check!("all kept", &pack(xs.filter(|_| Exp::from(true))));
        check!("f64", &pack(xs.map(|x| x.cast::<f64>() * 0.5).filter(|x| x.lt(4e6))));
        check!("f32", &pack(xs.map(|x| x.cast::<f32>()).filter(|x| x.lt(4e6))));
        check!("u8", &pack(xs.map(|x| x.cast::<u8>()).filter(|x| x.lt(100))));
        check!("i16 partition", &pack(xs.map(|x| x.cast::<i16>()).partition(|x| x.lt(0))));
        check!(
            "f32 and u32",
            &pack(xs.map(|x| (x.cast::<f32>(), x.cast::<u32>())).filter(|p| p.snd().lt(1 << 23)))
        );
        check!("bool partition", &pack(xs.map(|x| x.lt(1 << 22)).partition(|b| b)));
        // 24 f64s, 192 bytes: kept in registers, not staged
        let q = |x: Exp<f64>| (x, x + 1.0, x + 2.0, x + 3.0);
        let wide = xs.map(move |x| {
            let x = x.cast::<f64>();
            ((q(x), q(x * 2.0), q(x * 3.0)), (q(x * 4.0), q(x * 5.0), q(x * 6.0)))
        });
        if n < 100_000 {
            check!("192 bytes", &pack(wide.filter(|p| p.fst().unpack().0.unpack().0.lt(4e6))));
        }
        let got = gpu.run(&xs.filter(|x| (x % 5).eq(0)).0).unwrap();
        let want: Vec<i64> = raw.iter().copied().filter(|x| x % 5 == 0).collect();
        assert_eq!(got.to_vec(), want, "n = {n}");
    }
}

/// Segmented folds and scans (padded rows and the flat scan), `filter`, `partition`, the
/// sorts and the CG example's solver compute what the interpreter computes.
#[test]
fn irregular_combinators_compute_what_the_interpreter_computes() {
    let Some(gpu) = gpu() else { return };
    let vector = |v: Vec<i32>| {
        let n = v.len();
        use_array(&Array::from_vec([n], v).unwrap())
    };
    let n: i32 = 300_007;
    let xs = vector((0..n).map(|i| i % 1001 - 500).collect());
    // alike lengths (padded rows), and one long segment among short ones (the flat scan)
    let alike = vector((0..n / 5).map(|i| i % 3 + 4).collect());
    let mut skewed: Vec<i32> = (0..1000).map(|i| i % 4).collect();
    skewed.push(200_000);
    let skewed = vector(skewed);
    for lens in [&alike, &skewed] {
        same(gpu, &xs.fold_seg(7, |a, b| a + b, lens));
        same(gpu, &xs.fold1_seg(|a, b| a.max(b), &lens.map(|l| l.max(1))));
        same(gpu, &(xs.scan_seg(|a, b| a + b, lens), xs.scan_right_seg(|a, b| a.min(b), lens)));
        same(gpu, &pack(xs.scan_exclusive_seg(0, |a, b| a + b, lens)));
        same(gpu, &pack(xs.scan_exclusive_right_seg(1, |a, b| a ^ b, lens)));
        let fs = xs.map(|x| x.cast::<f64>() * 0.125);
        close(gpu, &fs.fold_seg(0.0, |a, b| a + b, lens), 1e-9);
    }
    let m = matrix(70, 301, |i| (i % 97) as i64);
    same(gpu, &m.fold_seg(0, |a, b| a + b, &vector(vec![0, 100, 1, 200])));
    // an empty segment without a seed: the error names fold1_seg
    let err = gpu.run(&xs.fold1_seg(|a, b| a + b, &vector(vec![3, 0]))).unwrap_err();
    assert!(err.to_string().starts_with("fold1_seg: "), "{err}");
    // compaction
    same(gpu, &pack(xs.filter(|x| (x % 3).eq(0))));
    same(gpu, &pack(m.filter(|x| x.gt(50))));
    same(gpu, &pack(xs.map(|x| (x, x.cast::<f32>() * 0.5)).partition(|p| p.fst().lt(0))));
    // sorts: every bit of u32 keys, floats with both zeros and infinities, pairs by key
    let keys = xs.map(|x| x.cast::<u32>() * 2_654_435_761u32);
    same(gpu, &keys.sort());
    let floats =
        xs.map(|x| select(x.eq(7), f32::NEG_INFINITY, select(x.eq(8), -0.0f32, x.cast::<f32>() * 0.25)));
    same(gpu, &floats.sort());
    same(gpu, &keys.zip(&xs).sort_by_key(|p| (p.snd() % 10).cast::<i8>()));
    // conjugate gradient: the same iterations to the same residual
    let csr = cg::Csr::<f64>::poisson_2d(40);
    let (vals, cols, offsets) = csr.arrays();
    let b = Array::filled([csr.rows], 1.0f64);
    let program = cg::solve(
        (use_array(&vals), use_array(&cols), use_array(&offsets), use_array(&b)),
        1e-16 * 1600.0,
        2000,
    );
    let (x, rr, iterations) = Interpreter.run(&program).unwrap();
    let (gx, grr, giterations) = gpu.run(&program).unwrap();
    assert_eq!(giterations.value(), iterations.value());
    assert!(
        (grr.value().sqrt() - rr.value().sqrt()).abs() <= 1e-6 * rr.value().sqrt(),
        "{} vs {}",
        grr.value(),
        rr.value()
    );
    let diff = x.to_vec().iter().zip(gx.to_vec()).map(|(a, b)| (a - b).abs()).fold(0.0f64, f64::max);
    assert!(diff < 1e-10, "x differs by {diff}");
}

/// Element-wise kernels of different extents fused horizontally (the programs of
/// `horizontal`), over vectors past a grid's reach (the grid-stride loops): the
/// interpreter's results, bit for bit.
#[test]
fn kernels_of_different_extents_fused_horizontally_compute_what_the_interpreter_computes() {
    let Some(gpu) = gpu() else { return };
    let vector = |n: usize| use_array(&Array::from_fn([n], |[i]| ((i * 7919) % 1001) as i64 - 500));
    let matrix = |rows: usize, cols: usize| {
        use_array(&Array::from_fn([rows, cols], |[i, j]| ((i * cols + j) % 97) as f32 * 0.25 - 1.0))
    };
    let programs = horizontal::Programs::new(
        &vector(3_000_017),
        &vector(2_999_999),
        &vector(0),
        &matrix(1025, 999),
        &matrix(0, 3),
    );
    programs.assert_fused_horizontally();
    let horizontal::Programs { vectors, first_scalar, matrices, empty_matrix } = &programs;
    same(gpu, vectors);
    same(gpu, first_scalar);
    same(gpu, matrices);
    same(gpu, empty_matrix);
}

/// The conjugate gradient of `examples/cg`: fusion unswitches `fold_seg_offsets`'s choice of
/// construction (by the offsets, which no step changes) out of its `awhile`, so that the loop
/// that runs holds no conditional and its steps are replayed as speculative CUDA graphs
/// (`explain` says so), all but the first two (one launched, one recorded). It computes
/// exactly what the same loop launched kernel by kernel computes, and the interpreter's
/// iterations to rounding: the padded fold (the Poisson matrix) and the native segmented
/// fold (power-law rows), stopping at the tolerance and at the iteration cap. (The
/// power-law solve stops at its cap, early: to the tolerance, its dot products summed in
/// another order stopped one iteration after the interpreter's on an H200, and after 40 its
/// residual, near convergence, differed by more than rounding of a large one.)
#[test]
fn conjugate_gradient_steps_are_replayed_as_speculative_graphs() {
    let Some(gpu) = gpu() else { return };
    let launched = gpu.with_graphs(false);
    let poisson = cg::Csr::<f64>::poisson_2d(40);
    let power_law = cg::Csr::<f64>::power_law(3000, 7);
    for (what, csr, cap) in
        [("poisson", &poisson, 2000), ("poisson, capped", &poisson, 7), ("power law, capped", &power_law, 12)]
    {
        let (vals, cols, offsets) = csr.arrays();
        let b = Array::filled([csr.rows], 1.0f64);
        let program = cg::solve(
            (use_array(&vals), use_array(&cols), use_array(&offsets), use_array(&b)),
            1e-16 * csr.rows as f64,
            cap,
        );
        let plan = gpu.explain(&program).unwrap();
        assert!(
            plan.loops.iter().any(|l| l.contains("captured as CUDA graphs")),
            "{what}: no loop replayed: {:?}",
            plan.loops
        );
        let (x, rr, iterations) = Interpreter.run(&program).unwrap();
        let before = systole_ptx::loops::steps_replayed();
        let got = run_on(gpu, &program);
        let replayed = systole_ptx::loops::steps_replayed() - before;
        let (gx, grr, giterations) =
            <(Vector<f64>, Scalar0<f64>, Scalar0<i64>) as systole::Arrays>::from_arrays_value(got.clone())
                .unwrap();
        assert!(got == run_on(&launched, &program), "{what}: the graphs differ from the launches");
        assert_eq!(giterations.value(), iterations.value(), "{what}");
        assert_eq!(replayed, iterations.value() as u64 - 2, "{what}: steps replayed as graphs");
        assert!((grr.value().sqrt() - rr.value().sqrt()).abs() <= 1e-6 * rr.value().sqrt(), "{what}");
        let diff = x.to_vec().iter().zip(gx.to_vec()).map(|(a, b)| (a - b).abs()).fold(0.0f64, f64::max);
        assert!(diff < 1e-10, "{what}: x differs by {diff}");
    }
}

/// `fold_seg` on skewed lengths (the split construction: short segments as padded rows,
/// long ones cut into pieces whose partials are folded by segment) against the interpreter
/// and a plain fold: one huge segment among a million of one (many pieces, the benchmark's
/// shape), lengths of many scales, segments past a mean below one element, every row of a
/// matrix, seeds that pad and that do not, `fold1_seg`, narrow and float elements.
#[test]
fn skewed_segment_folds_compute_what_the_interpreter_computes() {
    let Some(gpu) = gpu() else { return };
    let vector = |v: Vec<i32>| {
        let n = v.len();
        use_array(&Array::from_vec([n], v).unwrap())
    };
    let n = 1_200_000usize;
    let raw: Vec<i32> = (0..n as i32).map(|i| i % 1001 - 500).collect();
    let xs = vector(raw.clone());
    let huge: Vec<i32> = std::iter::once(600_000).chain(std::iter::repeat_n(1, 600_000)).collect();
    let mut k = 99u64;
    let mut scales = Vec::new();
    let mut left = n as i64;
    while left > 0 {
        k = k.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        let l = [0i64, 1, 1, 2, 3, 7, 30, 200, 5000, 70_000][(k >> 33) as usize % 10].min(left);
        scales.push(l as i32);
        left -= l;
    }
    let sparse: Vec<i32> = (0..100_000).map(|i| if i % 997 == 3 { 1000 + i / 100 } else { 0 }).collect();
    for (what, lens) in [("huge", huge), ("scales", scales), ("sparse", sparse)] {
        let mut sums = Vec::new();
        let mut at = 0usize;
        for &l in &lens {
            sums.push(raw[at..at + l as usize].iter().map(|&x| i64::from(x)).sum::<i64>() as i32);
            at += l as usize;
        }
        let nonempty = vector(lens.iter().copied().filter(|&l| l > 0).collect());
        let lens = vector(lens);
        let got = gpu.run(&xs.fold_seg(0, |a, b| a + b, &lens)).unwrap();
        assert!(got.to_vec() == sums, "{what}: the GPU's sums differ from a plain fold");
        same(gpu, &xs.fold_seg(7, |a, b| a + b, &lens));
        same(gpu, &xs.fold_seg(i32::MIN, |a, b| a.max(b), &lens));
        same(gpu, &xs.map(|x| x.cast::<u8>()).fold_seg(0, |a, b| a ^ b, &lens));
        same(gpu, &xs.fold1_seg(|a, b| a.min(b), &nonempty));
        close(gpu, &xs.map(|x| x.cast::<f32>() * 0.25).fold_seg(0.0, |a, b| a + b, &lens), 1e-5);
        close(gpu, &xs.map(|x| x.cast::<f64>() * 0.125).fold_seg(0.0, |a, b| a + b, &lens), 1e-12);
    }
    let m = matrix(40, 3001, |i| (i % 97) as i64 - 40);
    let skewed = vector(vec![1, 1, 0, 1, 2, 1, 1, 0, 1, 1, 2900, 0, 1, 3, 1, 1]);
    same(gpu, &m.fold_seg(0, |a, b| a + b, &skewed));
    same(gpu, &m.fold_seg(3, |a, b| a + b, &skewed));
    same(gpu, &m.fold1_seg(|a, b| a.max(b), &vector(vec![1, 1, 1, 2, 2900, 1, 3])));
}

/// The native segmented fold by CSR offsets (`fold_seg_csr`: `rows`, then the merge path,
/// `grid`'s `fold_seg.rs`) against the interpreter and a plain fold: sizes around a tile of
/// merge items (`fold_seg_tile`: 768 for elements of at most 4 bytes, 512 for wider ones;
/// 256 was the tile of 8 items a lane) and large ones; segments of 1 to 16 (`rows` alone),
/// the same with a last one of 17 (the merge path over what `rows` wrote), random lengths
/// with empty segments (after a first one of 17 too: the merge path), one huge
/// segment among many of one (thousands of tiles' carry-outs in one fixup run), one segment
/// of every element, segments of many scales, every segment empty, offsets past 0 and
/// before the end; exact integer operators, non-commutative ones (affine maps composed
/// in order, `(first, last)` pairs: the fixup's in-order fold), elements too wide to stage
/// in shared memory, floats (deterministic: two runs agree bit for bit), `fold1_seg_csr`,
/// and a CSR SpMV whose products are the fused producer.
#[test]
fn native_segment_folds_by_offsets_compute_what_the_interpreter_computes() {
    let Some(gpu) = gpu() else { return };
    let vector = |v: Vec<i64>| {
        let n = v.len();
        use_array(&Array::from_vec([n], v).unwrap())
    };
    for n in [0usize, 1, 255, 256, 257, 511, 512, 513, 767, 768, 769, 5000, 1_200_000] {
        let raw: Vec<i64> = (0..n as i64).map(|i| (i * 7919) % 1013 - 500).collect();
        let xs = vector(raw.clone());
        let mut k = 4242u64 + n as u64;
        let mut next = move || {
            k = k.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (k >> 33) as i64
        };
        let to_offsets = |lens: &[i64], start: i64| {
            let mut o = vec![start];
            for &l in lens {
                o.push((o[o.len() - 1] + l).min(n as i64));
            }
            o
        };
        let random: Vec<i64> = (0..n / 4 + 1).map(|_| next() % 9).collect();
        let huge: Vec<i64> = std::iter::once(1i64)
            .chain(std::iter::once(n as i64 / 2))
            .chain(std::iter::repeat_n(1, n / 2))
            .collect();
        let scales: Vec<i64> =
            (0..n / 50 + 1).map(|_| [0i64, 1, 2, 7, 30, 200, 5000, 70_000][next() as usize % 8]).collect();
        // 1 to 16 elements: every segment folded by a thread of `rows` (widths 1 to 16), the
        // merge path not run; and the same with a last segment of 17, which `rows` leaves to
        // the merge path after its warps wrote the others
        let short: Vec<i64> = (0..n / 9 + 1).map(|_| 1 + next() % 16).collect();
        let late: Vec<i64> = short[..short.len() * 7 / 8].iter().copied().chain([17]).collect();
        // short segments (1 to 16) among segments of more than 4096 elements
        // (`LISTED_SEGMENT`), which `listing` lists for `search` to fold in chunks (2048 at
        // least, the last shorter), adding up to `n` (no segment cut at the end); and the same
        // with a segment of exactly 4096 in the middle, which sends every segment to the
        // merge path after the listing
        let mut listed: Vec<i64> = Vec::new();
        let mut left = n as i64;
        for i in 0.. {
            if left == 0 {
                break;
            }
            let long = match i % 97 {
                13 => 4097,
                50 => 6145,
                90 => 4097 + 2048 * (next() % 12) + next() % 3,
                _ => 0,
            };
            let l = if long > 0 && long <= left { long } else { (1 + next() % 16).min(left) };
            listed.push(l);
            left -= l;
        }
        if n >= 1_000_000 {
            assert!(listed.iter().filter(|&&l| l > 4096).count() > 100, "the test lists segments");
        }
        let mid = listed.len() / 2;
        let listed_then_4096: Vec<i64> =
            listed[..mid].iter().chain(&[4096]).chain(&listed[mid..]).copied().collect();
        let mut cases = vec![
            ("listed", to_offsets(&listed, 0)),
            ("listed, then the merge path", to_offsets(&listed_then_4096, 0)),
            ("short", to_offsets(&short, 0)),
            ("late", to_offsets(&late, 0)),
            ("random", to_offsets(&random, 0)),
            ("huge", to_offsets(&huge, 0)),
            ("scales", to_offsets(&scales, 0)),
            ("empty", vec![0; 300]),
            ("none", vec![]),
            // one segment of every element: `n + 1` merge items, a tile's and one either side
            // where `n` is 767 to 769 (`f32`) or 511 to 513 (`i64`)
            ("whole", vec![0, n as i64]),
        ];
        if n > 10 {
            cases.push((
                "inside",
                to_offsets(&random, n as i64 / 7).into_iter().map(|o| o.min(n as i64 - 3)).collect(),
            ));
        }
        // the merge path over short and empty segments: a first segment of 17 sends every
        // segment there (`rows` folds none)
        if n > 17 {
            let then = |lens: &[i64]| [17].iter().chain(lens).copied().collect::<Vec<i64>>();
            cases.push(("random, the merge path", to_offsets(&then(&random), 0)));
            cases.push(("empty, the merge path", to_offsets(&then(&[0; 300]), 0)));
            let inside = to_offsets(&then(&random), n as i64 / 7).into_iter().map(|o| o.min(n as i64 - 3));
            cases.push(("inside, the merge path", inside.collect()));
        }
        for (what, offs) in cases {
            let offsets = vector(offs.clone());
            let narrow =
                use_array(&Array::from_vec([offs.len()], offs.iter().map(|&o| o as i32).collect()).unwrap());
            let sums: Vec<i64> = offs
                .windows(2)
                .map(|w| 3 + raw[w[0] as usize..w[1].max(w[0]) as usize].iter().sum::<i64>())
                .collect();
            let got = gpu.run(&xs.fold_seg_csr(3, |a, b| a + b, &offsets)).unwrap();
            assert!(got.to_vec() == sums, "{what} of {n}: the GPU's sums differ from a plain fold");
            same(gpu, &xs.fold_seg_csr(i64::MIN, |a, b| a.max(b), &narrow));
            same(gpu, &xs.map(|x| x.cast::<u8>()).fold_seg_csr(0u8, |a, b| a ^ b, &offsets));
            same(gpu, &xs.map(|x| x.cast::<i32>()).fold_seg_csr(0, |a, b| a + b, &narrow));
            same(
                gpu,
                &xs.map(|x| (x | 1, x)).fold_seg_csr(
                    (1i64, 0i64),
                    |p, q| {
                        let ((a1, b1), (a2, b2)) = (p.unpack(), q.unpack());
                        (a1 * a2, b1 * a2 + b2)
                    },
                    &offsets,
                ),
            );
            same(
                gpu,
                &xs.map(|x| (x, x)).fold_seg_csr(
                    (i64::MIN, i64::MIN),
                    |p, q| {
                        let ((f1, l1), (f2, l2)) = (p.unpack(), q.unpack());
                        (select(f1.eq(i64::MIN), f2, f1), select(l2.eq(i64::MIN), l1, l2))
                    },
                    &offsets,
                ),
            );
            // 24 bytes: not staged in shared memory, read where the merge loop takes them
            same(
                gpu,
                &xs.map(|x| Exp::from((x, x * 3, x | 5))).fold_seg_csr(
                    (0i64, i64::MIN, 0i64),
                    |p, q| {
                        let ((a0, a1, a2), (b0, b1, b2)) = (p.unpack(), q.unpack());
                        Exp::from((a0 + b0, a1.max(b1), a2 ^ b2))
                    },
                    &offsets,
                ),
            );
            let f32s = xs.map(|x| x.cast::<f32>() * 0.25).fold_seg_csr(0.0f32, |a, b| a + b, &narrow);
            close(gpu, &f32s, 1e-4);
            let (once, again) = (gpu.run(&f32s).unwrap().to_vec(), gpu.run(&f32s).unwrap().to_vec());
            assert!(
                once.iter().zip(&again).all(|(a, b)| a.to_bits() == b.to_bits()),
                "{what} of {n}: two runs differ"
            );
            close(gpu, &xs.map(|x| x.cast::<f64>() * 0.125).fold_seg_csr(0.0, |a, b| a + b, &offsets), 1e-12);
            if offs.windows(2).all(|w| w[1] > w[0]) {
                same(gpu, &xs.fold1_seg_csr(|a, b| a.min(b), &offsets));
            }
        }
    }
    // a CSR SpMV: the products are the fold's fused producer
    let (rows, cols) = (200_000usize, 50_000usize);
    let mut offs = vec![0i32];
    let (mut col, mut val) = (Vec::new(), Vec::new());
    for r in 0..rows {
        let len = if r == 777 { 300_000 } else { (r * 7) % 13 };
        for k in 0..len {
            col.push(((r * 31 + k * 97) % cols) as i32);
            val.push(((r + k) % 13) as f32 - 6.0);
        }
        offs.push(col.len() as i32);
    }
    let x: Vec<f32> = (0..cols).map(|i| (i % 17) as f32 * 0.5 - 3.0).collect();
    let n = col.len();
    let (offsets, cs, vs) = (
        use_array(&Array::from_vec([rows + 1], offs).unwrap()),
        use_array(&Array::from_vec([n], col).unwrap()),
        use_array(&Array::from_vec([n], val).unwrap()),
    );
    let xv = use_array(&Array::from_vec([cols], x).unwrap());
    let y =
        vs.zip_with(&cs, |v, c| v * xv.index([c.cast::<i64>()])).fold_seg_csr(0.0f32, |a, b| a + b, &offsets);
    close(gpu, &y, 1e-4);
}

/// The CSR offsets of segments of `lens` elements: their running sums, a 0 in front.
fn offsets_of(lens: &[usize]) -> Vec<i32> {
    let mut offs = vec![0i32];
    for &l in lens {
        offs.push(offs[offs.len() - 1] + l as i32);
    }
    offs
}

/// A segment longer than `LISTED_SEGMENT` (4096) x `MOST_CHUNKS` (4096) elements, among
/// short ones and two of 4097 (three chunks each, so that runs of chunks cross from one
/// entry to the next whatever order they were listed in): `listing` lists them, and `search`
/// cuts the long one into 4096 chunks of more than 2048 elements (the last shorter), folded
/// by runs of consecutive chunks a warp and each segment's partials by the warp of its last;
/// sums, a non-commutative fold (affine maps composed in order) and `fold1` (no seed)
/// against plain Rust, and two runs alike to the bit.
#[test]
fn a_listed_segment_of_millions_folds_in_chunks() {
    let Some(gpu) = gpu() else { return };
    let huge = 4096 * 4096 + 4097;
    let lens: Vec<usize> =
        [3, 1, huge, 4097, 1, 4097, 16, 5000].into_iter().chain((0..1000).map(|i| 1 + i % 9)).collect();
    let n: usize = lens.iter().sum();
    let raw: Vec<i64> = (0..n as i64).map(|i| (i * 7919) % 1013 - 500).collect();
    let offs = offsets_of(&lens);
    let xs = use_array(&Array::from_vec([n], raw.clone()).unwrap());
    let offsets = use_array(&Array::from_vec([offs.len()], offs.clone()).unwrap());
    let segments = || offs.windows(2).map(|w| &raw[w[0] as usize..w[1] as usize]);
    let sums: Vec<i64> = segments().map(|s| 7 + s.iter().sum::<i64>()).collect();
    let got = gpu.run(&xs.fold_seg_csr(7, |a, b| a + b, &offsets)).unwrap();
    assert!(got.to_vec() == sums, "the GPU's sums differ from a plain fold");
    // `x -> a x + b` composed in order: wrapping, so every element counts
    let compose = |(a1, b1): (i64, i64), (a2, b2): (i64, i64)| {
        (a1.wrapping_mul(a2), b1.wrapping_mul(a2).wrapping_add(b2))
    };
    let maps: Vec<(i64, i64)> =
        segments().map(|s| s.iter().fold((1, 0), |m, &x| compose(m, (x | 1, x)))).collect();
    let affine = xs.map(|x| (x | 1, x)).fold_seg_csr(
        (1i64, 0i64),
        |p, q| {
            let ((a1, b1), (a2, b2)) = (p.unpack(), q.unpack());
            (a1 * a2, b1 * a2 + b2)
        },
        &offsets,
    );
    let got = gpu.run(&affine).unwrap().to_vec();
    assert!(got == maps, "the GPU's compositions differ from a plain fold in order");
    let least: Vec<i64> = segments().map(|s| s.iter().copied().min().expect("no empty segment")).collect();
    let got = gpu.run(&xs.fold1_seg_csr(|a, b| a.min(b), &offsets)).unwrap().to_vec();
    assert!(got == least, "the GPU's least elements differ");
    let f32s = xs.map(|x| x.cast::<f32>() * 0.25).fold_seg_csr(0.0f32, |a, b| a + b, &offsets);
    let (once, again) = (gpu.run(&f32s).unwrap().to_vec(), gpu.run(&f32s).unwrap().to_vec());
    assert!(once.iter().zip(&again).all(|(a, b)| a.to_bits() == b.to_bits()), "two runs differ");
}

/// Which path a segmented fold by offsets takes, by the words its stages leave
/// (`Device::record_fold_seg_paths`), beside its values: short segments folded by `rows`
/// alone; long ones listed by `listing` (empty segments beside them, the listed segments
/// first and last) and folded in chunks by `search`; a segment of 17 to 4096 elements
/// among them sending everything to the merge path (`rows` sets its flag, and `listing`
/// returns at once). Each case in `i64` (a segment a lane in `rows` and `listing`) and in
/// `f32` (two and four), which must take the same path. Every path computes the same
/// values, so only the words show that the list was used. (Not covered: `listing` raising
/// the flag itself, where a group of `rows` holds a segment of more than 4096 and a later
/// one of 17 to 4096 that `rows` does not reach, whose list's count depends on timing.)
#[test]
fn segmented_folds_take_the_path_their_lengths_choose() {
    let Some(gpu) = gpu() else { return };
    // `listed`'s chunking: at least 2048 elements a chunk, at most 4096 chunks
    let chunks = |len: usize| {
        let size = len.div_ceil(4096).max(2048);
        (len - 1) / size + 1
    };
    let cases: [(&str, Vec<usize>, bool, bool); 4] = [
        ("short", (0..5000).map(|i| i % 17).collect(), false, false),
        ("listed", vec![5000, 0, 0, 3, 4097, 0, 1 << 20, 0, 16, 9000], true, false),
        ("listed at the end", (0..3000).map(|i| i % 5).chain([0, 70_000]).collect(), true, false),
        ("one of 17 among them", vec![5000, 0, 17, 4097, 2], true, true),
    ];
    gpu.device().record_fold_seg_paths(true);
    for (what, lens, stopped, merge_path) in cases {
        let n: usize = lens.iter().sum();
        let raw: Vec<i64> = (0..n as i64).map(|i| (i * 7919) % 1013 - 500).collect();
        let offs = offsets_of(&lens);
        let bounds: Vec<(usize, usize)> = offs.windows(2).map(|w| (w[0] as usize, w[1] as usize)).collect();
        let sums: Vec<i64> = bounds.iter().map(|&(lo, hi)| 7 + raw[lo..hi].iter().sum::<i64>()).collect();
        let xs = use_array(&Array::from_vec([n], raw).unwrap());
        let offsets = use_array(&Array::from_vec([offs.len()], offs).unwrap());
        gpu.device().fold_seg_paths();
        let got = gpu.run(&xs.fold_seg_csr(7, |a, b| a + b, &offsets)).unwrap().to_vec();
        let paths = gpu.device().fold_seg_paths();
        assert!(got == sums, "{what}: the GPU's sums differ from a plain fold");
        assert_eq!(paths.len(), 1, "{what}: one segmented fold recorded: {paths:?}");
        let path = paths[0];
        let long: Vec<usize> = lens.iter().copied().filter(|&l| l > 4096).collect();
        // `listing` runs only where `rows` stopped and did not send the fold to the merge
        // path itself (as it does at a segment of 17 to 4096 elements)
        let (listed, chunks) = match stopped && !merge_path {
            true => (long.len() as u32, long.iter().map(|&l| chunks(l) as u32).sum()),
            false => (0, 0),
        };
        assert_eq!(
            (path.stopped, path.merge_path, path.listed, path.chunks),
            (stopped, merge_path, listed, chunks),
            "{what}: {path:?}"
        );
        // elements of 4 bytes: `rows` four segments a lane and `listing` eight, the same path;
        // sums of 0s and 1s below 2^24, exact in any order
        let bits: Vec<f32> = (0..n).map(|i| ((i * 7919) % 1013 % 2) as f32).collect();
        let want: Vec<f32> = bounds.iter().map(|&(lo, hi)| bits[lo..hi].iter().sum::<f32>()).collect();
        let ys = use_array(&Array::from_vec([n], bits).unwrap());
        let got = gpu.run(&ys.fold_seg_csr(0.0f32, |a, b| a + b, &offsets)).unwrap().to_vec();
        assert!(got == want, "{what}, f32: the GPU's sums differ from a plain fold");
        assert_eq!(gpu.device().fold_seg_paths(), vec![path], "{what}, f32: another path");
    }
    gpu.device().record_fold_seg_paths(false);
}

/// The native sort (onesweep, `grid::sort`) against the interpreter: sizes around a tile
/// (4096 keys, 6144 for a sort by a leaf of 4 bytes or fewer, 7168 where other leaves of 4
/// bytes or fewer move with it) and large ones (many tiles looking back), keys of every
/// width (the digits that never vary skipped: small, equal, sorted and reversed keys),
/// floats with NaNs and both zeros compared by their bits, and elements of several types and
/// tuples moving with their keys (stable: equal keys keep their order).
#[test]
fn sorts_compute_what_the_interpreter_computes() {
    let Some(gpu) = gpu() else { return };
    let hash = |i: usize| (i as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 11;
    for n in [0usize, 1, 2, 255, 4095, 4096, 4097, 6143, 6144, 6145, 7167, 7168, 7169, 12_289, 1_000_003] {
        let words = use_array(&Array::from_fn([n], |[i]| hash(i) as u32));
        same(gpu, &words.sort());
        same(gpu, &words.map(|w| w % 1000).sort());
        same(gpu, &words.map(|w| w.cast::<u8>()).sort());
        same(gpu, &words.map(|w| w.cast::<i16>()).sort());
        same(gpu, &words.map(|w| w.cast::<i64>() * -3_000_000_007).sort());
        let equal = words.map(|_| 7u32);
        same(gpu, &equal.sort());
        same(gpu, &equal.zip(&words).sort_by_key(|p| p.fst()));
        let ascending = use_array(&Array::from_fn([n], |[i]| i as u32 * 3));
        same(gpu, &ascending.sort());
        same(gpu, &ascending.map(|x| u32::MAX - x).sort());
        // floats of every sign, with NaNs of both signs, by their bits
        let floats = words.map(|w| {
            let x = w.cast::<f32>() * 0.001 - 2_000.0;
            select(
                (w % 13).eq(0),
                f32::NAN,
                select((w % 13).eq(1), -f32::NAN, select((w % 13).eq(2), -0.0, x)),
            )
        });
        same(gpu, &floats.sort().map(|x| x.to_bits()));
        same(gpu, &floats.map(|x| x.cast::<f64>()).sort().map(|x| x.to_bits()));
        // elements of other types and tuples, by keys with many repeats (stability)
        let values = words.map(|w| (w.cast::<f64>() * 0.5, (w % 3).eq(0), w.cast::<u8>()));
        same(gpu, &values.sort_by_key(|v| v.unpack().2 % 7));
        same(gpu, &values.zip(&words).sort_by_key(|p| (p.snd() % 100).cast::<i32>() - 50));
        // the key a leaf of the elements (it stays in place, the last pass writes it)
        same(gpu, &values.zip(&words.map(|w| w % 1024)).sort_by_key(|p| p.snd()));
        same(gpu, &words.map(|w| w.cast::<f32>()).zip(&words).sort_by_key(|p| p.snd()));
        same(gpu, &words.sort_by_key(|w| (w % 1000).cast::<f32>() * -0.5));
        same(gpu, &words.sort_by_key(|w| (w % 5).cast::<u64>() << 40u64));
    }
}

/// The Jacobi-like `heat` step to a tolerance in `awhile`, as a user writes it: the state is
/// the domain and the max-norm of the last step's change (starting at `start`), and the loop
/// goes on while the change is above `tol` (at most `limit` steps where given). The stencil's
/// weights sum to `keep` sixteenths, so that a change shrinks step after step.
fn to_tolerance<T: Float + Elt>(
    shape: [usize; 2],
    boundary: Boundary<T>,
    keep: i64,
    start: T,
    tol: T,
    limit: Option<u64>,
) -> impl AccValue<Host = (Array<T, 2>, Array<T, 0>)> {
    let u = matrix(shape[0], shape[1], |k| T::from_i64((pseudo(k) * 100.0) as i64 % 97));
    let star = Stencil::new([[-1, 0], [0, -1], [0, 0], [0, 1], [1, 0]]);
    let (start, tol) = (constant(start), constant(tol));
    let cond = move |(_, change): (Acc<Matrix<T>>, Acc<Scalar0<T>>)| change.map(move |d| d.gt(tol));
    let body = move |(u, _): (Acc<Matrix<T>>, Acc<Scalar0<T>>)| {
        let v = u.stencil(&star, boundary, move |t| {
            let around = t[[-1, 0]]
                + t[[0, -1]] * constant(T::from_i64(2))
                + t[[0, 1]]
                + t[[1, 0]] * constant(T::from_i64(3));
            (around + t[[0, 0]] * constant(T::from_i64(keep - 7))) / constant(T::from_i64(16))
        });
        let change = v.zip_with(&u, |a, b| (a - b).abs()).fold_all(constant(T::from_i64(0)), |a, b| a.max(b));
        (v, change)
    };
    let init = (u, unit(start));
    match limit {
        None => awhile(init, cond, body),
        Some(limit) => awhile_at_most(limit, init, cond, body),
    }
}

/// What `backend` makes of `program`: its value, or its error's message.
fn outcome(backend: &dyn Backend, program: &impl AccValue) -> Result<ArraysValue, String> {
    backend.prepare(&trace(program).unwrap()).unwrap().execute(&[]).map_err(|e| e.to_string())
}

/// `awhile` loops to a tolerance run as persistent kernels that compute their condition
/// themselves (`explain` says so) and compute exactly what the interpreter computes and
/// the loop of launches: a condition false at the start (no step), true once (one step),
/// true for tens and about a thousand steps; in `f32` and `f64`, under clamp (mirror and
/// constant: the test below), on shapes whose rows are shared out unevenly (1 to 8 rows a
/// block, lanes of 1 and 2 columns), 1 to 4 steps an exchange with the loop stopping at
/// each step of an epoch under each boundary, the state in either order and a change that
/// is a flag (`or`); `awhile_at_most` stops with its limit's error where the condition
/// still holds after it (inside an epoch too), and not where it fails there.
#[test]
fn persistent_awhile_loops_compute_what_the_interpreter_computes() {
    let Some(gpu) = gpu() else { return };
    let host = gpu.with_loop_strategy(LoopStrategy::Host);
    let check = |what: &str, program: &dyn ProgramOf| {
        // every case but the host loop's is one persistent kernel
        let plan = program.plan();
        let shape = plan.body.steps.iter().find_map(|s| match s {
            systole::fusion::Step::Use { data, .. } if data.shape().len() == 2 => Some(data.shape().to_vec()),
            _ => None,
        });
        let how = gpu.loop_shapes(&plan, &shape.unwrap_or_default());
        assert_eq!(how.len(), 1, "{what}");
        assert_eq!(how[0].is_ok(), !what.starts_with("host loop"), "{what}: {how:?}");
        let want = program.run(&Interpreter);
        assert!(program.run(gpu) == want, "{what}: the persistent awhile differs from the interpreter");
        assert!(program.run(&host) == want, "{what}: the host loop differs from the interpreter");
    };
    let p = to_tolerance::<f32>([128, 128], Boundary::Clamp, 15, 1e6, 1e-3, None);
    let plan = gpu.explain(&p).unwrap();
    assert!(plan.loops[0].starts_with("awhile: a persistent kernel"), "{}", plan.loops[0]);
    let shapes = gpu.loop_shapes(&plan.plan, &[1024, 1024]);
    assert!(matches!(shapes.as_slice(), [Ok(s)] if s.steps == 3), "{shapes:?}");
    // no step (the change starts at 0), one step (any change is below 1000), a few tens
    check("0 steps", &to_tolerance::<f32>([128, 128], Boundary::Clamp, 15, 0.0, 1e-3, None));
    check("1 step", &to_tolerance::<f32>([128, 128], Boundary::Clamp, 15, 1e6, 1e3, None));
    check("tens of steps", &to_tolerance::<f32>([128, 128], Boundary::Clamp, 15, 1e6, 0.5, None));
    // about a thousand steps: the values (about 48) and their change shrink by 15/16 a step
    check("a thousand steps", &to_tolerance::<f32>([64, 64], Boundary::Clamp, 15, 1e6, 1e-27, None));
    check("f64", &to_tolerance::<f64>([200, 128], Boundary::Clamp, 15, 1e6, 1e-2, None));
    check("uneven rows", &to_tolerance::<f32>([264, 64], Boundary::Clamp, 15, 1e6, 1e-2, None));
    check("1000 rows", &to_tolerance::<f32>([1000, 128], Boundary::Clamp, 15, 1e6, 1.0, None));
    // host loops: 100 columns are not whole warps
    check("host loop", &to_tolerance::<f32>([37, 100], Boundary::Clamp, 15, 1e6, 1e-2, None));
    // K steps an exchange (8 rows a block), stopping at each step of an epoch: the steps
    // past the stop are computed and dropped, and the epoch's steps computed again
    for (boundary, tol) in BORDERS.into_iter().flat_map(|b| [8.0, 2.0, 0.7, 0.3, 0.1].map(|t| (b, t))) {
        let p = to_tolerance::<f32>([1024, 32], boundary, 15, 1e6, tol, None);
        let want = run_on(&Interpreter, &p);
        for k in 1..=4 {
            let with_k = gpu.with_steps_per_exchange(Some(k)).unwrap();
            let shapes = with_k.loop_shapes(&explain(&p).unwrap(), &[1024, 32]);
            assert!(matches!(shapes.as_slice(), [Ok(s)] if s.steps == k), "{shapes:?}");
            let what = format!("{boundary:?}, {k} steps an exchange, tolerance {tol}");
            assert!(run_on(&with_k, &p) == want, "{what}: differs");
        }
    }
    for (boundary, limit) in BORDERS.into_iter().flat_map(|b| [1, 2, 3, 5, 6, 7, 8].map(|l| (b, l))) {
        let p = to_tolerance::<f32>([1024, 32], boundary, 15, 1e6, 1e-3, Some(limit));
        let want = outcome(&Interpreter, &p);
        assert!(want.is_err(), "limit {limit}");
        for k in 1..=4 {
            let with_k = gpu.with_steps_per_exchange(Some(k)).unwrap();
            assert_eq!(outcome(&with_k, &p), want, "{boundary:?}, limit {limit}, {k} steps an exchange");
        }
    }
    // the state the other way round, and a change that is a flag
    let m = matrix(128, 64, |k| (pseudo(k) * 50.0) as f32);
    let step = |u: &Acc<Matrix<f32>>| {
        u.stencil(&Stencil::star(1), Boundary::Clamp, |t| {
            (t[[0, -1]] + t[[0, 1]] + t[[-1, 0]] + t[[1, 0]]) * 0.25
        })
    };
    let (c, u) = awhile(
        (unit(Exp::from(f32::INFINITY)), m.clone()),
        |(c, _)| c.map(|d| d.gt(0.2)),
        move |(_, u)| {
            let v = step(&u);
            (v.zip_with(&u, |a, b| (a - b).abs()).fold_all(0.0, |a, b| a.max(b)), v)
        },
    );
    check("change first", &pack((u, c)));
    let flagged = awhile(
        (m, unit(Exp::from(true))),
        |(_, c)| c.map(|c| c),
        move |(u, _)| {
            let v = step(&u);
            let c = v.zip_with(&u, |a, b| (a - b).abs().gt(0.2)).fold_all(Exp::from(false), |a, b| a.or(b));
            (v, c)
        },
    );
    assert!(gpu.explain(&flagged).unwrap().loops[0].starts_with("awhile: a persistent kernel"));
    check("any changed", &flagged);
    // awhile_at_most: the limit's error where the condition still holds after it, on both
    for (limit, fails) in [(0, true), (1, false), (5, false)] {
        let needs_one = to_tolerance::<f32>([128, 128], Boundary::Clamp, 15, 1e6, 1e3, Some(limit));
        let five = to_tolerance::<f32>([128, 128], Boundary::Clamp, 15, 1e6, 1e-3, Some(limit.max(1) * 5));
        for (what, p) in [("needs one", &needs_one), ("needs many", &five)] {
            let want = outcome(&Interpreter, p);
            assert_eq!(outcome(gpu, p), want, "limit {limit}, {what}");
            assert_eq!(outcome(&host, p), want, "limit {limit}, {what} (host loop)");
        }
        let got = outcome(gpu, &needs_one);
        assert_eq!(got.is_err(), fails, "limit {limit}: {:?}", got.err());
    }
    let err = outcome(gpu, &to_tolerance::<f32>([128, 128], Boundary::Clamp, 15, 1e6, 1e-3, Some(25)));
    let err = err.unwrap_err();
    assert!(err.contains("the condition still holds after 25 steps"), "{err}");
}

/// The boundaries a persistent `awhile` takes.
const BORDERS: [Boundary<f32>; 3] = [Boundary::Clamp, Boundary::Mirror, Boundary::Constant(2.0)];

/// `awhile` loops to a tolerance under the mirror and constant boundaries run as persistent
/// kernels and compute exactly what the interpreter computes and the loop of launches: one
/// row a block and one step an exchange (fewer rows than the GPU's blocks, where a block at
/// the top reflects its neighbour's first row: issue 21), 2 and 3 rows a block with as many
/// steps an exchange, odd numbers of rows, lanes of 1 and 2 columns; a condition false at
/// the start, true once, true for tens and about a thousand steps; `f32` and `f64`. Every
/// case runs, and the failure lists those that differ.
#[test]
fn persistent_awhile_loops_under_mirror_and_constant_borders() {
    let Some(gpu) = gpu() else { return };
    let host = gpu.with_loop_strategy(LoopStrategy::Host);
    let mut failed = Vec::new();
    let mut check = |what: String, program: &dyn ProgramOf, shape: [usize; 2]| {
        let plan = program.plan();
        let how = gpu.loop_shapes(&plan, &shape);
        assert!(matches!(how.as_slice(), [Ok(_)]), "{what}: not one persistent kernel: {how:?}");
        let want = program.run(&Interpreter);
        let (got, looped) = (program.run(gpu), program.run(&host));
        eprintln!("{what}: {} ({})", if got == want { "same" } else { "DIFFERS" }, how[0].as_ref().unwrap());
        if got != want {
            failed.push(what.clone());
        }
        assert!(looped == want, "{what}: the host loop differs from the interpreter");
    };
    let cases: [([usize; 2], f32, f32); 7] = [
        // one row a block (64 rows): no step, one, tens, about a thousand
        ([64, 64], 0.0, 1e-2),
        ([64, 64], 1e6, 1e3),
        ([64, 64], 1e6, 0.5),
        ([64, 64], 1e6, 1e-27),
        // 37 rows (one a block), lanes of 1 column; 2 rows a block (2 steps an exchange),
        // 3 rows a block (3 steps an exchange)
        ([37, 96], 1e6, 1e-2),
        ([198, 64], 1e6, 1e-2),
        ([270, 32], 1e6, 0.1),
    ];
    for boundary in [Boundary::Mirror, Boundary::Constant(2.0)] {
        for (shape, start, tol) in cases {
            if matches!(boundary, Boundary::Constant(_)) && tol < 1e-20 {
                // a border of 2.0 keeps the values off 0: the change would not get there
                continue;
            }
            let what = format!("{boundary:?} {shape:?} from {start} to {tol}");
            check(what, &to_tolerance::<f32>(shape, boundary, 15, start, tol, None), shape);
        }
    }
    for boundary in [Boundary::Mirror, Boundary::Constant(0.5)] {
        for shape in [[96, 96], [200, 128]] {
            let what = format!("f64 {boundary:?} {shape:?}");
            check(what, &to_tolerance::<f64>(shape, boundary, 15, 1e6, 1e-2, None), shape);
        }
    }
    assert!(failed.is_empty(), "the persistent awhile differs from the interpreter: {failed:#?}");
}

/// About a thousand steps to a tolerance over 1024², against the loop of launches (the
/// interpreter would take minutes): the stencil dividing by 16 (3 steps an exchange) and
/// multiplying by 1/16 instead (the same values; 4 steps an exchange), stopping after about
/// a thousand steps and after tens.
#[test]
fn a_thousand_persistent_awhile_steps_match_the_host_loop() {
    let Some(gpu) = gpu() else { return };
    let host = gpu.with_loop_strategy(LoopStrategy::Host);
    let long = to_tolerance::<f32>([1024, 1024], Boundary::Clamp, 15, 1e6, 1e-27, None);
    let got = run_on(gpu, &long);
    assert!(got == run_on(&host, &long), "the awhile differs from the host loop");
    for tol in [1e-27, 1e-2, 0.3] {
        let multiplied = multiplied_to_tolerance([1024, 1024], tol);
        let shapes = gpu.loop_shapes(&explain(&multiplied).unwrap(), &[1024, 1024]);
        assert!(
            matches!(shapes.as_slice(), [Ok(s)] if s.to_string().contains("4 steps between exchanges")),
            "{shapes:?}"
        );
        let got = run_on(gpu, &multiplied);
        assert!(
            got == run_on(&host, &multiplied),
            "4 steps an exchange, to {tol}: differs from the host loop"
        );
    }
}

/// [`to_tolerance`]'s loop in `f32` under clamp (weights summing to 15/16), its weights
/// multiplied by 1/16 rather than divided by 16: the same values, and a stencil without a
/// division, whose `awhile` over 1024² overlaps its warps.
fn multiplied_to_tolerance(
    shape: [usize; 2],
    tol: f32,
) -> impl AccValue<Host = (Array<f32, 2>, Array<f32, 0>)> {
    let u = matrix(shape[0], shape[1], |k| ((pseudo(k) * 100.0) as i64 % 97) as f32);
    let star = Stencil::new([[-1, 0], [0, -1], [0, 0], [0, 1], [1, 0]]);
    awhile(
        (u, unit(constant(1e6f32))),
        move |(_, change)| change.map(move |d| d.gt(tol)),
        move |(u, _)| {
            let v = u.stencil(&star, Boundary::Clamp, |t| {
                (t[[-1, 0]] + t[[0, -1]] * 2.0 + t[[0, 1]] + t[[1, 0]] * 3.0 + t[[0, 0]] * 8.0) * 0.0625
            });
            let change = v.zip_with(&u, |a, b| (a - b).abs()).fold_all(0.0, |a, b| a.max(b));
            (v, change)
        },
    )
}

/// The awhile's wait is what makes it right: without it (and with the odd blocks slow to
/// publish their rows and partials) the blocks read stale rows and partials.
#[test]
fn a_persistent_awhile_without_its_wait_computes_something_else() {
    let Some(gpu) = gpu() else { return };
    let program = to_tolerance::<f32>([1024, 1024], Boundary::Clamp, 15, 1e6, 1e-2, None);
    let want = run_on(&gpu.with_loop_strategy(LoopStrategy::Host), &program);
    assert!(run_on(gpu, &program) == want, "the synchronised kernel differs from the host loop");
    let racy = run_on(&gpu.with_unsynchronised_exchange(), &program);
    assert!(racy != want, "without its wait the kernel still computed the host loop's");
}

/// A program whose value can be asked of any backend, its fused plan, and its traced form.
trait ProgramOf {
    fn run(&self, backend: &dyn Backend) -> ArraysValue;
    fn plan(&self) -> systole::Plan;
    fn traced(&self) -> systole::ir::Program;
}

impl<P: AccValue> ProgramOf for P {
    fn run(&self, backend: &dyn Backend) -> ArraysValue {
        run_on(backend, self)
    }

    fn plan(&self) -> systole::Plan {
        explain(self).unwrap()
    }

    fn traced(&self) -> systole::ir::Program {
        trace(self).unwrap()
    }
}

/// Cases compared with the interpreter, its references computed on the other cores while
/// the GPU runs the next cases: the interpreter's runs of the larger cases take most of a
/// test's time, the GPU's are quick. [`Against::check`] runs a program on a GPU at once and
/// hands its interpreter run to a thread of `scope` (as many at a time as there are cores);
/// [`Against::finish`] waits for them all and returns the cases that differ, each printed
/// `same` or `DIFFERS` as it is settled.
struct Against<'scope, 'env> {
    scope: &'scope std::thread::Scope<'scope, 'env>,
    pending:
        std::collections::VecDeque<(String, ArraysValue, std::thread::ScopedJoinHandle<'scope, ArraysValue>)>,
    failed: Vec<String>,
    threads: usize,
}

impl<'scope, 'env> Against<'scope, 'env> {
    fn new(scope: &'scope std::thread::Scope<'scope, 'env>) -> Self {
        let threads = std::thread::available_parallelism().map_or(4, |n| n.get());
        Against { scope, pending: Default::default(), failed: Vec::new(), threads }
    }

    /// Runs `p` on `gpu` now and on the interpreter on another thread; `what` names the case.
    fn check(&mut self, what: String, gpu: &Gpu, p: &dyn ProgramOf) {
        let program = p.traced();
        let got = gpu.prepare(&program).unwrap().execute(&[]).unwrap();
        if self.pending.len() >= self.threads {
            self.settle();
        }
        let reference =
            self.scope.spawn(move || Interpreter.prepare(&program).unwrap().execute(&[]).unwrap());
        self.pending.push_back((what, got, reference));
    }

    /// Compares the oldest pending case with its reference.
    fn settle(&mut self) {
        let Some((what, got, reference)) = self.pending.pop_front() else { return };
        let same = reference.join().expect("the interpreter's run panicked") == got;
        eprintln!("{what}: {}", if same { "same" } else { "DIFFERS" });
        if !same {
            self.failed.push(what);
        }
    }

    /// The cases that differ from the interpreter, once every reference is in.
    fn finish(mut self) -> Vec<String> {
        while !self.pending.is_empty() {
            self.settle();
        }
        self.failed
    }
}

/// Two stencils and a map a step (in `T`): a body of several kernels, which no persistent
/// kernel runs, so a host loop whose steps are replayed as CUDA graphs.
fn two_stencils<T: Float + Elt>(shape: [usize; 2], n: i64) -> Acc<Matrix<T>> {
    let u = matrix(shape[0], shape[1], |k| T::from_i64((pseudo(k) * 1000.0) as i64));
    let quarter = |k: i64| constant(T::from_i64(k)) / constant(T::from_i64(4));
    iterate(n, u, move |u| {
        let v = u.stencil(&Stencil::star(1), Boundary::Clamp, move |t| {
            t[[-1, 0]] * quarter(1) + t[[1, 0]] * quarter(2) + t[[0, 0]] * quarter(1)
        });
        let w = v.stencil(&Stencil::star(1), Boundary::Mirror, move |t| {
            t[[0, -1]] * quarter(1) + t[[0, 1]] * quarter(2) + t[[0, 0]] * quarter(1)
        });
        w.map(move |x| x * quarter(3) + quarter(1))
    })
}

/// What `gpu` computes of `program`, and how many of its loops' steps ran as replays of
/// CUDA graphs (a loop whose capture fails runs as launches and computes the same).
fn replayed_steps(gpu: &Gpu, program: &impl AccValue) -> (ArraysValue, u64) {
    let before = systole_ptx::loops::steps_replayed();
    let got = run_on(gpu, program);
    (got, systole_ptx::loops::steps_replayed() - before)
}

/// `program` on `gpu` computes exactly what the interpreter computes, with `replayed` of its
/// loops' steps run as replays of CUDA graphs.
fn same_replayed(gpu: &Gpu, program: &impl AccValue, replayed: u64, what: &str) {
    let want = run_on(&Interpreter, program);
    let (got, steps) = replayed_steps(gpu, program);
    assert!(got == want, "{what}: the GPU differs from the interpreter");
    assert_eq!(steps, replayed, "{what}: steps replayed as graphs");
}

/// The steps of an `iterate` of `n` steps replayed as graphs: all but the first two (one
/// launched, one recorded), from 4 steps on.
fn iterate_replays(n: i64) -> u64 {
    if n >= 4 { n as u64 - 2 } else { 0 }
}

/// What `gpu.explain` says of the one loop of `program`.
fn loop_line(gpu: &Gpu, program: &impl AccValue) -> String {
    let plan = gpu.explain(program).unwrap();
    assert_eq!(plan.loops.len(), 1, "{:?}", plan.loops);
    plan.loops[0].clone()
}

/// `iterate` loops no persistent kernel runs (two stencils and a map a step; a stencil,
/// a fold whose total the next step reads and a map, in `i32`; a long scan cut into
/// pieces, whose counters must start at zero at every step; a permute, whose locks must; a
/// segmented fold by offsets, whose flag must)
/// have their steps replayed as CUDA graphs (`explain` says so) and compute exactly what
/// the interpreter computes, and what the same loops launched kernel by kernel compute: step
/// counts of 0 to 3 (too few for graphs: launched), and from 4 on counts whose steps left
/// after the first two (one launched, one recorded) fill graphs of 16 steps, of two and of
/// one in every combination.
#[test]
fn iterate_loops_replayed_as_graphs_compute_what_the_interpreter_computes() {
    let Some(gpu) = gpu() else { return };
    let launched = gpu.with_graphs(false);
    let line = loop_line(gpu, &two_stencils::<f32>([37, 100], 9));
    assert!(line.contains("captured as CUDA graphs") && line.contains("not one persistent kernel"), "{line}");
    let off = loop_line(&launched, &two_stencils::<f32>([37, 100], 9));
    assert!(off.contains("CUDA graphs turned off"), "{off}");
    for n in [0, 1, 2, 3, 4, 5, 6, 7, 19, 20, 21, 37, 40] {
        let p = two_stencils::<f32>([37, 100], n);
        same_replayed(gpu, &p, iterate_replays(n), &format!("{n} steps"));
        let (got, none) = replayed_steps(&launched, &p);
        assert!(got == run_on(gpu, &p) && none == 0, "{n} steps: graphs differ from launches");
    }
    same_replayed(gpu, &two_stencils::<f64>([64, 33], 23), 21, "f64");
    // a fold a step whose total the next step reads, wrapping i32 arithmetic
    let folded = |n: i64| {
        let u = matrix(45, 67, |k| (k % 1000) as i32 - 500);
        iterate(n, (u, unit(Exp::from(0i32))), |(u, s)| {
            let s = s.the();
            let v = u.stencil(&Stencil::star(1), Boundary::Wrap, move |t| {
                (t[[0, 1]] + t[[1, 0]]) * 3 - t[[0, 0]] + s % 7
            });
            (v.map(|x| x % 10007), v.fold_all(0i32, |a, b| a + b))
        })
    };
    assert!(loop_line(gpu, &folded(9)).contains("captured as CUDA graphs"));
    for n in [4, 7, 18, 35] {
        same_replayed(gpu, &folded(n), iterate_replays(n), &format!("a fold, {n} steps"));
    }
    // a scan of a row long enough to be cut into pieces (chained, with counters), and a
    // permute (with locks): buffers zeroed at every step of the graph
    let xs = use_array(&Array::from_vec([300_007], (0..300_007).map(|i| i % 1001 - 500).collect()).unwrap());
    let scanned = |n: i64| iterate(n, xs.clone(), |x| x.scan(|a, b| a + b).map(|v| v % 1000 - 3));
    for n in [4, 7] {
        same_replayed(gpu, &scanned(n), iterate_replays(n), &format!("a scan, {n} steps"));
    }
    let hist = |n: i64| {
        let ys =
            use_array(&Array::from_vec([5000], (0..5000).map(|i| i % 61).collect::<Vec<i32>>()).unwrap());
        iterate(n, fill([64], 0i32), move |h| {
            let (h2, ys2) = (h.clone(), ys.clone());
            ys.permute(
                |a, b| a + b,
                &h,
                move |[i]| {
                    let v = (ys2.index([i]) + h2.index([i % 64])).cast::<i64>() % 64;
                    Target::when(v.ge(0), [v])
                },
            )
        })
    };
    for n in [4, 9] {
        same_replayed(gpu, &hist(n), iterate_replays(n), &format!("a permute, {n} steps"));
    }
    // the native segmented fold by offsets in every step, its flag zeroed by a memset of the
    // graph: segments of 1 to 9 (`rows` alone), and a last one of 40 (the merge path after
    // `rows`)
    for long_last in [false, true] {
        let lens: Vec<i32> =
            (0..20_000).map(|i| if long_last && i == 19_999 { 40 } else { (i * 7) % 9 + 1 }).collect();
        let offs: Vec<i32> = std::iter::once(0)
            .chain(lens.iter().scan(0, |at, &l| {
                *at += l;
                Some(*at)
            }))
            .collect();
        let total = offs[offs.len() - 1] as usize;
        let offsets = use_array(&Array::from_vec([offs.len()], offs).unwrap());
        let x0 =
            use_array(&Array::from_vec([total], (0..total as i32).map(|i| i % 101 - 50).collect()).unwrap());
        let folded = |n: i64| {
            let offsets = offsets.clone();
            iterate(n, x0.clone(), move |x| {
                let sums = x.fold_seg_csr(0i32, |a, b| a + b, &offsets);
                x.imap(move |[i], v| (v + sums.index([i % 20_000])) % 1000 - 3)
            })
        };
        for n in [4, 7] {
            same_replayed(
                gpu,
                &folded(n),
                iterate_replays(n),
                &format!("fold_seg_csr ({long_last}), {n} steps"),
            );
        }
    }
}

/// `awhile` loops no persistent kernel runs (two stencils and a map a step, a counter in the
/// state; a condition with a fold of its own) replay each step with its condition as a CUDA
/// graph, read the flag after each, and stop at the interpreter's step: at the start, after
/// 1 to 9 steps (each parity of the graphs A and B), and at `awhile_at_most`'s limit with
/// its error.
#[test]
fn awhile_loops_replayed_as_graphs_compute_what_the_interpreter_computes() {
    let Some(gpu) = gpu() else { return };
    let launched = gpu.with_graphs(false);
    let counted = |stop: i64, limit: Option<u64>| {
        let u = matrix(29, 70, |k| (pseudo(k) * 100.0) as f32);
        let cond = move |(_, k): (Acc<Matrix<f32>>, Acc<Scalar0<i64>>)| k.map(move |k| k.lt(stop));
        let body = |(u, k): (Acc<Matrix<f32>>, Acc<Scalar0<i64>>)| {
            let v = u.stencil(&Stencil::star(1), Boundary::Clamp, |t| (t[[-1, 0]] + t[[1, 0]]) * 0.5);
            let w = v.stencil(&Stencil::star(1), Boundary::Wrap, |t| (t[[0, -1]] + t[[0, 1]]) * 0.5);
            (w.map(|x| x * 0.75 + 1.0), k.map(|k| k + 1))
        };
        let init = (u, unit(Exp::from(0i64)));
        match limit {
            None => awhile(init, cond, body),
            Some(limit) => awhile_at_most(limit, init, cond, body),
        }
    };
    let line = loop_line(gpu, &counted(3, None));
    assert!(line.contains("captured as CUDA graphs"), "{line}");
    for stop in 0..=9 {
        let p = counted(stop, None);
        // the first step launched, the second recorded, the rest replayed one by one
        same_replayed(gpu, &p, (stop as u64).saturating_sub(2), &format!("stop after {stop}"));
        let (got, none) = replayed_steps(&launched, &p);
        assert!(got == run_on(gpu, &p) && none == 0, "{stop} steps: graphs differ from launches");
    }
    for (stop, limit) in [(9, 4), (9, 5), (9, 8), (9, 9), (5, 5), (3, 0)] {
        let p = counted(stop, Some(limit));
        let want = outcome(&Interpreter, &p);
        assert_eq!(outcome(gpu, &p), want, "stop at {stop}, limit {limit}");
        assert_eq!(want.is_err(), stop > limit as i64, "stop at {stop}, limit {limit}");
    }
    // a condition with a fold of its own: halve until the largest element is below `tol`
    let halved = |tol: f64| {
        let xs = use_array(&Array::from_fn([1000], |[i]| pseudo(i) * 1000.0));
        awhile(
            xs,
            move |xs| xs.fold_all(0.0, |a, b| a.max(b)).map(move |m| m.gt(tol)),
            |xs| {
                xs.map(|x| x / 2.0)
                    .stencil(&Stencil::new([[-1], [0]]), Boundary::Clamp, |t| t[[0]] * 0.5 + t[[-1]] * 0.5)
            },
        )
    };
    for tol in [2000.0, 600.0, 100.0, 1.0, 1e-3] {
        same(gpu, &halved(tol));
    }
    assert!(replayed_steps(gpu, &halved(1e-3)).1 > 0, "the halving was not replayed as graphs");
}

/// The step counts an `awhile` is stopped at to test its speculative graphs: before and
/// after the launched and the recorded step, then at, before and after the ends of graphs of
/// 1, 2, 4, 8 and 16 steps (steps 3, 5, 9, 17, 33, 49), inside graphs, and far on.
const SPECULATIVE_STOPS: [i64; 20] = [0, 1, 2, 3, 4, 5, 6, 8, 9, 10, 12, 16, 17, 18, 32, 33, 34, 49, 50, 77];

/// An `awhile` of `stop` steps (at most `limit`) over a state of the shape `kind` names:
/// `"replaced"` (a matrix and a counter, each step replacing both: two sets of buffers),
/// `"passed on"` (`(step(u), u, k)`: the matrix of the step before kept a step, three
/// sets) or `"passed around"` (two arrays no step writes swapped at every step, in no set:
/// their addresses alternate from step to step).
fn speculative_awhile(kind: &'static str, shape: [usize; 2], stop: i64, limit: Option<u64>) -> impl AccValue {
    type S = (Acc<Matrix<f32>>, Acc<Matrix<f32>>, Acc<Matrix<f32>>, Acc<Scalar0<i64>>);
    let u = matrix(shape[0], shape[1], |k| (pseudo(k) * 100.0) as f32);
    let (a, b) =
        (matrix(shape[0], shape[1], |k| pseudo(k + 3) as f32), matrix(shape[0], shape[1], |k| k as f32));
    let cond = move |(_, _, _, k): S| k.map(move |k| k.lt(stop));
    let body = move |(u, a, b, k): S| {
        let v = u.stencil(&Stencil::star(1), Boundary::Clamp, |t| (t[[-1, 0]] + t[[1, 0]]) * 0.5);
        let w = v.zip_with(&a, |x, y| x * 0.75 + y * 0.5 + 1.0);
        match kind {
            "replaced" => (w, a, b, k.map(|k| k + 1)),
            "passed on" => (w.zip_with(&a, |x, y| x - y * 0.25), u, b, k.map(|k| k + 1)),
            _ => (w.zip_with(&b, |x, y| x + y * 0.125), b, a, k.map(|k| k + 1)),
        }
    };
    let init = (u, a, b, unit(Exp::from(0i64)));
    match limit {
        None => awhile(init, cond, body),
        Some(limit) => awhile_at_most(limit, init, cond, body),
    }
}

/// `awhile` loops replayed as speculative graphs (1, 2, 4 .. 16 steps a graph, the flags read
/// after each) stop where the interpreter stops and compute exactly what it computes and what
/// the same loop launched kernel by kernel (`with_graphs(false)`) computes: stopping at step
/// 0, 1, 2, before, at and after the end of each graph, inside graphs, and at step 1000
/// (against the launches), for every state shape the graphs support; the steps kept are those
/// replayed (all but the launched and the recorded one); and `awhile_at_most` stops with the
/// interpreter's `Error::StepLimit` (or none) with limits at, before and after each graph's
/// end, also where the condition's flag is no buffer of the step's (copied, not in place).
///
/// Loops whose steps each replace their state would take a WHILE graph (the test below):
/// here they take speculative graphs, as with a driver older than conditional nodes.
#[test]
fn speculative_awhile_steps_stop_where_the_interpreter_stops() {
    systole_ptx::loops::with_speculative_graphs(speculative_awhile_steps);
}

/// [`speculative_awhile_steps_stop_where_the_interpreter_stops`]'s checks.
fn speculative_awhile_steps() {
    let Some(gpu) = gpu() else { return };
    let in_while = systole_ptx::loops::steps_in_while_graphs();
    let launched = gpu.with_graphs(false);
    let line = loop_line(gpu, &speculative_awhile("replaced", [13, 37], 5, None));
    assert!(line.contains("speculative steps"), "{line}");
    for kind in ["replaced", "passed on", "passed around"] {
        // the first step launched, the second recorded; "passed on" records two
        let before = if kind == "passed on" { 3 } else { 2 };
        for stop in SPECULATIVE_STOPS {
            let p = speculative_awhile(kind, [13, 37], stop, None);
            let what = format!("{kind}, stop after {stop}");
            same_replayed(gpu, &p, (stop as u64).saturating_sub(before), &what);
            let (got, none) = replayed_steps(&launched, &p);
            assert!(got == run_on(gpu, &p) && none == 0, "{what}: graphs differ from launches");
        }
        same(gpu, &speculative_awhile(kind, [3, 5], 1000, None));
        let long = speculative_awhile(kind, [64, 129], 1000, None);
        let (got, replayed) = replayed_steps(gpu, &long);
        assert_eq!(replayed, 1000 - before, "{kind}: 1000 steps");
        assert!(got == run_on(&launched, &long), "{kind}, 1000 steps: graphs differ from launches");
        for limit in [0, 1, 2, 3, 4, 5, 6, 9, 10, 12, 17, 18, 33, 34, 40] {
            for stop in [limit as i64 - 1, limit as i64, limit as i64 + 1, 1000] {
                let p = speculative_awhile(kind, [7, 9], stop, Some(limit));
                let want = outcome(&Interpreter, &p);
                assert_eq!(outcome(gpu, &p), want, "{kind}: stop at {stop}, limit {limit}");
                assert_eq!(want.is_err(), stop > limit as i64, "{kind}: stop at {stop}, limit {limit}");
            }
        }
    }
    // a condition that returns a flag no step writes (in no set of buffers: copied to the
    // flag buffer by each step): it holds until the step limit
    a_flag_no_step_writes_holds_to_the_limit(gpu, &[1, 2, 5, 20, 40]);
    assert_eq!(systole_ptx::loops::steps_in_while_graphs(), in_while, "a WHILE graph ran");
}

/// For each of `limits`, an `awhile_at_most` whose condition returns a flag no step writes
/// (in no set of buffers: each step copies it to the flag buffer) holds until the limit:
/// the limit's error on the interpreter, and the same on `gpu`.
fn a_flag_no_step_writes_holds_to_the_limit(gpu: &Gpu, limits: &[u64]) {
    for &limit in limits {
        let u = matrix(9, 11, |k| pseudo(k) as f32);
        let p = awhile_at_most(
            limit,
            (u, unit(Exp::from(true))),
            |(_, f): (Acc<Matrix<f32>>, Acc<Scalar0<bool>>)| f,
            |(u, f)| (u.map(|x| x * 0.5 + 1.0), f),
        );
        let want = outcome(&Interpreter, &p);
        assert!(want.is_err(), "limit {limit}: {want:?}");
        assert_eq!(outcome(gpu, &p), want, "a flag no step writes, limit {limit}");
    }
}

/// `program` on `gpu`, and how many of its steps ran in WHILE graphs.
fn while_steps(gpu: &Gpu, program: &impl AccValue) -> (ArraysValue, u64) {
    let before = systole_ptx::loops::steps_in_while_graphs();
    let got = run_on(gpu, program);
    (got, systole_ptx::loops::steps_in_while_graphs() - before)
}

/// `awhile` loops whose steps each replace their state (two sets of buffers) run, where the
/// driver has conditional graph nodes, as launches of one CUDA graph of a WHILE node, passes
/// of two steps until a condition says stop, and stop where the interpreter stops with what
/// it computes and what the loop launched kernel by kernel computes: at step 0, 1 and 2 (the
/// launched and the recorded step), at the first and the second step of a pass, far on,
/// and past a launch's most passes (2 048 steps); the steps kept are the WHILE graph's (all
/// but the launched and the recorded one); `awhile_at_most` stops with the interpreter's
/// `Error::StepLimit` (or none), the limit at whole passes and inside one; a flag no step
/// writes (copied to the flag buffer) holds to the limit. Each as the same loop in
/// speculative graphs computes.
#[test]
fn awhile_loops_in_while_graphs_stop_where_the_interpreter_stops() {
    let Some(gpu) = gpu() else { return };
    if !systole_ptx::loops::while_graphs_available() {
        let _ = std::io::Write::write_all(
            &mut std::io::stderr(),
            b"SKIPPED WHILE graphs: the CUDA driver is older than 12.4\n",
        );
        return;
    }
    let launched = gpu.with_graphs(false);
    for kind in ["replaced", "passed around"] {
        for stop in [0, 1, 2, 3, 4, 5, 6, 7, 10, 11, 49, 50] {
            let p = speculative_awhile(kind, [13, 37], stop, None);
            let what = format!("{kind}, stop after {stop}");
            let want = run_on(&Interpreter, &p);
            let (got, steps) = while_steps(gpu, &p);
            assert!(got == want, "{what}: the WHILE graph differs from the interpreter");
            assert_eq!(steps, (stop as u64).saturating_sub(2), "{what}: steps in WHILE graphs");
            let (speculated, _) = systole_ptx::loops::with_speculative_graphs(|| replayed_steps(gpu, &p));
            assert!(speculated == want, "{what}: the speculative graphs differ from the interpreter");
            assert!(run_on(&launched, &p) == want, "{what}: the launches differ from the interpreter");
        }
        // past one launch's passes (1 024 of two steps), both parities
        for stop in [2051, 2052, 2500] {
            let p = speculative_awhile(kind, [64, 129], stop, None);
            let (got, steps) = while_steps(gpu, &p);
            assert_eq!(steps, stop as u64 - 2, "{kind}, {stop} steps");
            assert!(
                got == run_on(&launched, &p),
                "{kind}, {stop} steps: the WHILE graph differs from launches"
            );
        }
        same(gpu, &speculative_awhile(kind, [3, 5], 2051, None));
        for limit in [0, 1, 2, 3, 4, 5, 6, 7, 10, 11, 2050, 2051] {
            for stop in [limit as i64 - 1, limit as i64, limit as i64 + 1, 5000] {
                let p = speculative_awhile(kind, [7, 9], stop, Some(limit));
                let want = outcome(&Interpreter, &p);
                assert_eq!(outcome(gpu, &p), want, "{kind}: stop at {stop}, limit {limit}");
                assert_eq!(want.is_err(), stop > limit as i64, "{kind}: stop at {stop}, limit {limit}");
            }
        }
    }
    let (_, steps) = while_steps(gpu, &speculative_awhile("replaced", [13, 37], 9, None));
    assert_eq!(steps, 7, "not run as a WHILE graph");
    // a condition that returns a flag the body computed (a part of the state, in the set's
    // byte of the flag buffer), stopping at the first and the second step of a pass
    type F = (Acc<Matrix<f32>>, Acc<Scalar0<bool>>, Acc<Scalar0<i64>>);
    for stop in [3, 4, 9, 10, 2051, 2052] {
        let u = matrix(13, 37, |k| (pseudo(k) * 100.0) as f32);
        let p = awhile(
            (u, unit(Exp::from(true)), unit(Exp::from(0i64))),
            |(_, go, _): F| go,
            move |(u, _, k): F| {
                let k = k.map(|k| k + 1);
                (u.map(|x| x * 0.75 + 1.0), k.map(move |k| k.lt(stop)), k)
            },
        );
        let (got, steps) = while_steps(gpu, &p);
        assert!(got == run_on(&Interpreter, &p), "a flag in the state, stop after {stop}: differs");
        assert_eq!(steps, stop as u64 - 2, "a flag in the state, stop after {stop}: steps in WHILE graphs");
    }
    // a state passed on unchanged (three sets) takes speculative graphs
    let (_, steps) = while_steps(gpu, &speculative_awhile("passed on", [13, 37], 9, None));
    assert_eq!(steps, 0, "a state passed on in a WHILE graph");
    // a condition that returns a flag no step writes (copied to the flag buffer by each step)
    a_flag_no_step_writes_holds_to_the_limit(gpu, &[1, 2, 3, 5, 20, 41]);
}

/// A loop whose steps cannot be replayed as graphs (an extent read from an array: the step's
/// shapes may change; said by `explain`) runs as launches, and loops that pass a state on
/// unchanged to the next step (`(step(u), u)`: three sets of buffers, two steps recorded)
/// are replayed, each computing what the interpreter computes.
#[test]
fn loops_that_cannot_be_replayed_run_as_launches() {
    let Some(gpu) = gpu() else { return };
    let sized = iterate(6, unit(Exp::from(3i64)), |n| {
        generate([n.the() % 5 + 1], |[i]| i * 2).fold_all(0i64, |a, b| a + b).map(|s| s % 7 + 1)
    });
    let line = loop_line(gpu, &sized);
    assert!(line.contains("one launch a kernel a step") && line.contains("reads an element"), "{line}");
    same_replayed(gpu, &sized, 0, "an extent read from an array");
    let u = matrix(40, 50, |k| (pseudo(k) * 10.0) as f32);
    let kept = iterate(9, (u.clone(), u), |(u, _)| {
        (u.stencil(&Stencil::star(1), Boundary::Clamp, |t| (t[[0, 1]] + t[[0, -1]] + t[[1, 0]]) * 0.25), u)
    });
    // one step launched, two recorded, six replayed (two cycles of three)
    same_replayed(gpu, &kept, 6, "a state passed on");
    // three sets with graphs of whole cycles, of one cycle and of a tail
    for n in [10, 11, 20, 21] {
        let u = matrix(40, 50, |k| (pseudo(k) * 10.0) as f32);
        let kept = iterate(n, (u.clone(), u), |(u, _)| {
            (u.stencil(&Stencil::star(1), Boundary::Clamp, |t| (t[[0, 1]] - t[[1, 0]]) * 0.5 + t[[0, 0]]), u)
        });
        same_replayed(gpu, &kept, n as u64 - 3, &format!("a state passed on, {n} steps"));
    }
    // shapes that alternate from step to step (the same bytes each way): launched
    let (a, b) = (matrix(30, 40, |k| pseudo(k) as f32), matrix(40, 30, |k| pseudo(k + 7) as f32));
    let swapped = iterate(19, (a, b), |(a, b)| {
        (b.stencil(&Stencil::star(1), Boundary::Clamp, |t| t[[0, 1]] * 0.5 + t[[1, 0]]), a)
    });
    same_replayed(gpu, &swapped, 0, "shapes that alternate");
    let m = matrix(40, 50, |k| (pseudo(k) * 10.0) as f32);
    let kept_awhile = awhile(
        (m.clone(), m),
        |(u, _)| u.fold_all(0.0, |a, b| a.max(b)).map(|m| m.gt(2.0)),
        |(u, _)| (u.stencil(&Stencil::star(1), Boundary::Clamp, |t| (t[[1, 0]] + t[[0, 0]]) * 0.45), u),
    );
    let (got, replayed) = replayed_steps(gpu, &kept_awhile);
    assert!(got == run_on(&Interpreter, &kept_awhile), "a state passed on in an awhile");
    assert!(replayed > 0, "a state passed on in an awhile: not replayed");
}

/// A thousand steps of a body no persistent kernel runs, replayed as graphs, against the same
/// loop launched kernel by kernel (the interpreter would take minutes).
#[test]
fn a_thousand_graph_steps_match_the_launches() {
    let Some(gpu) = gpu() else { return };
    let long = two_stencils::<f32>([1024, 1024], 1000);
    let (got, replayed) = replayed_steps(gpu, &long);
    assert_eq!(replayed, 998);
    assert!(got == run_on(&gpu.with_graphs(false), &long), "graphs differ from launches");
}
