//! Golden tests of fusion: for each program, the traced IR and the fused plan are stored as
//! text under `tests/golden/<name>.txt`.
//!
//! Each case also asserts in code what matters (the list of kernels) and checks that the
//! fused plan computes what the unfused program computes. A changed plan fails with a diff;
//! `SYSTOLE_BLESS=1 cargo test --test golden` rewrites the files (review them with
//! `git diff tests/golden`).
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "test code, helpers included: a failed check panics"
)]

use std::fmt::Debug;
use std::path::PathBuf;

use systole::prelude::*;

struct Golden {
    bless: bool,
    failures: Vec<String>,
    names: Vec<&'static str>,
}

impl Golden {
    fn new() -> Self {
        Golden { bless: std::env::var_os("SYSTOLE_BLESS").is_some(), failures: vec![], names: vec![] }
    }

    /// Checks one program: its kernels, its result fused and unfused, its golden text.
    fn case<S: AccValue>(&mut self, name: &'static str, program: S, kernels: &[&str])
    where
        S::Host: PartialEq + Debug,
    {
        assert!(!self.names.contains(&name), "two cases named {name}");
        self.names.push(name);
        let ir = trace(&program).unwrap_or_else(|e| panic!("{name}: {e}"));
        let plan = explain(&program).unwrap_or_else(|e| panic!("{name}: {e}"));
        if plan.kernel_names() != kernels {
            self.failures
                .push(format!("{name}: kernels {:?}, expected {kernels:?}\n{plan}", plan.kernel_names()));
        }
        let fused = Interpreter.run(&program);
        let unfused = UnfusedInterpreter.run(&program);
        match (fused, unfused) {
            (Ok(a), Ok(b)) if a == b => {}
            (a, b) => self.failures.push(format!("{name}: fused {a:?} but unfused {b:?}")),
        }
        self.compare(name, &format!("{ir}\n\n{plan}\n"));
    }

    /// Checks the plan of a function of arrays (no inputs to run it on).
    fn function(&mut self, name: &'static str, plan: Result<Plan, systole::Error>, kernels: &[&str]) {
        self.names.push(name);
        let plan = plan.unwrap_or_else(|e| panic!("{name}: {e}"));
        if plan.kernel_names() != kernels {
            self.failures
                .push(format!("{name}: kernels {:?}, expected {kernels:?}\n{plan}", plan.kernel_names()));
        }
        self.compare(name, &format!("{plan}\n"));
    }

    fn compare(&mut self, name: &str, text: &str) {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden").join(format!("{name}.txt"));
        if self.bless {
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(&path, text).unwrap();
            return;
        }
        match std::fs::read_to_string(&path) {
            Ok(stored) if stored == text => {}
            Ok(stored) => self.failures.push(format!(
                "{name}: the plan changed (SYSTOLE_BLESS=1 to accept):\n{}",
                pretty_assertions::StrComparison::new(&stored, text)
            )),
            Err(_) => {
                self.failures.push(format!("{name}: no golden file {} (SYSTOLE_BLESS=1)", path.display()))
            }
        }
    }

    fn finish(self) {
        assert!(
            self.failures.is_empty(),
            "{} golden cases failed:\n\n{}",
            self.failures.len(),
            self.failures.join("\n\n")
        );
    }
}

fn vector(n: usize) -> Acc<Vector<i32>> {
    use_array(&Array::from_fn([n], |[i]| (i as i32 * 7) % 5 - 2))
}

fn matrix(rows: usize, cols: usize) -> Acc<Matrix<f32>> {
    use_array(&Array::from_fn([rows, cols], |[i, j]| ((i * cols + j) % 7) as f32 * 0.5))
}

fn five_point(u: &Acc<Matrix<f32>>) -> Acc<Matrix<f32>> {
    u.stencil(&Stencil::star(1), Boundary::Clamp, |t| {
        (t[[-1, 0]] * 5.0 + t[[0, -1]] * 12.0 + t[[0, 0]] * 15.0 + t[[0, 1]] * 12.0 + t[[1, 0]] * 5.0) / 118.0
    })
}

#[test]
fn fused_plans_match_their_golden_files() {
    let mut g = Golden::new();
    let v = vector(6);
    let m = matrix(4, 5);

    // element-wise producers fuse with each other and into the result
    g.case("map_map", v.map(|x| x + 1).map(|x| x * 2), &["generate"]);
    g.case(
        "generate_fill_enumerate",
        enumerate([3, 4]).zip_with(&fill([3, 4], 10i64), |a, b| a * b),
        &["generate"],
    );
    g.case("zip_with_intersection", v.zip_with(&vector(4), |a, b| a - b), &["generate"]);
    g.case("imap", m.imap(|[i, j], x| x + (i * 10 + j).cast::<f32>()), &["generate"]);
    g.case("zip_unzip", v.zip(&v.map(|x| x * x)).unzip().1, &["generate"]);
    g.case("unit", unit(Exp::from(6i32) * 7), &["generate"]);

    // index transforms are free: they fuse into whatever reads them
    g.case("transpose_reverse", m.transpose().reverse(), &["generate"]);
    g.case(
        "backpermute_chain",
        v.backpermute([3], |[i]| [i * 2]).backpermute([3], |[i]| [2 - i]),
        &["generate"],
    );
    g.case("reshape_slice_replicate", m.reshape([2, 10]).slice((1, All)).replicate((All, 2)), &["generate"]);

    // producers fuse into consumers
    g.case(
        "fold_of_zip_with_of_two_generates",
        generate([3, 4], |[i, j]| (i + j).cast::<f32>())
            .zip_with(&generate([3, 4], |[i, j]| (i * j).cast::<f32>()), |x, y| x * y)
            .fold(0.0, |a, b| a + b),
        &["fold"],
    );
    g.case("fold_all_of_map", m.map(|x| x * x).fold_all(0.0, |a, b| a + b), &["fold"]);
    // a stencil has its input's shape, so a zip of the two is read by position: no division
    // turns the fold's position into an index (the max-norm of a Jacobi step's change)
    let change = five_point(&m).zip_with(&m, |a, b| (a - b).abs()).fold_all(0.0, |a, b| a.max(b));
    let plan = explain(&change).unwrap().to_string();
    let fold = plan.lines().find(|l| l.contains("kernel fold")).unwrap();
    assert!(!fold.contains(" / ") && !fold.contains(" % "), "{plan}");
    g.case("fold_all_of_zip_with_of_a_stencil_and_its_input", change, &["stencil", "fold"]);
    g.case("fold1_of_transpose", m.transpose().fold1(|a, b| a.max(b)), &["fold1"]);
    g.case("scan_inclusive_of_map", v.map(|x| x * 3).scan(|a, b| a + b), &["scanl1"]);
    g.case("scan_right_of_reverse", v.reverse().scan_right(|a, b| a + b), &["scanr1"]);
    // the producer is computed inside the compaction: the input is read once
    g.case("filter_of_map", pack(v.map(|x| x * 3).filter(|x| x.gt(4))), &["compact"]);
    g.case(
        "partition_of_map",
        pack(v.map(|x| x - 2).partition(|x| x.lt(0))),
        &["compact", "compact", "generate"],
    );
    g.case("scan_exclusive_with_total", v.map(|x| x.abs()).scan_exclusive(0, |a, b| a + b), &["scanl'"]);
    g.case("scan_exclusive_right", v.scan_exclusive_right(1, |a, b| a * b), &["scanr'"]);
    g.case(
        "permute_histogram",
        v.map(|_| 1i32).permute(
            |a, b| a + b,
            &fill([5], 0i32),
            |[i]| {
                let bucket = v.index([i]).cast::<i64>() + 2;
                Target::when(bucket.ge(0), [bucket])
            },
        ),
        &["generate", "permute"],
    );

    // stencils: a map after a stencil joins it, cheap producers fuse into the reads, a
    // chain of stencils is one kernel per stencil
    g.case("stencil_then_map", five_point(&m).map(|x| x * 2.0 + 1.0), &["stencil"]);
    // a stencil's own GPU strategy stays with it through fusion
    g.case(
        "stencil_strategy_then_map",
        five_point(&m).stencil_strategy(systole::StencilStrategy::Ssam).map(|x| x * 2.0),
        &["stencil"],
    );
    g.case("stencil_of_cheap_producer", five_point(&m.transpose().map(|x| x + 1.0)), &["stencil"]);
    g.case(
        "stencil_of_expensive_producer",
        five_point(&m.map(|x| (x * 3.0).sqrt() + x.exp() * x.sin())),
        &["generate", "stencil"],
    );
    g.case("stencil_chain", five_point(&five_point(&five_point(&m))), &["stencil", "stencil", "stencil"]);
    g.case(
        "stencil2",
        m.stencil2(
            &Stencil::new([[0, 0], [0, 1]]),
            Boundary::Wrap,
            &m.transpose().transpose(),
            &Stencil::new([[0, 0]]),
            Boundary::Mirror,
            |a, b| (a[[0, 1]] - a[[0, 0]]) * b[[0, 0]],
        ),
        &["stencil"],
    );
    g.case(
        "stencil_boundaries",
        v.stencil(&Stencil::new([[-2], [0], [2]]), Boundary::Constant(100), |t| t[[-2]] + t[[0]] + t[[2]]),
        &["stencil"],
    );

    // sharing: cheap producers are recomputed, expensive ones computed once
    let cheap = m.map(|x| x * 2.0);
    g.case(
        "shared_cheap_producer",
        (cheap.fold(0.0, |a, b| a + b), cheap.transpose()),
        &["fold", "generate"],
    );
    let dear = m.map(|x| (x * x + 1.0).ln() * x.cos() + x.exp().sqrt());
    g.case(
        "shared_expensive_producer",
        (dear.fold(0.0, |a, b| a + b), dear.transpose()),
        &["generate", "fold", "generate"],
    );
    let twice = v.map(|x| x * x);
    g.case("shared_zip_with_self", twice.zip_with(&twice, |a, b| a + b), &["generate"]);

    // horizontal fusion: element-wise kernels over the same array share one pass
    g.case("horizontal", (m.map(|x| x + 1.0), m.map(|x| x * 2.0), m.map(|x| -x)), &["generate"]);
    // vectors whose lengths fusion cannot prove equal, and a rank-0 kernel, in one kernel
    // over a box holding their extents; matrices of different shapes keep apart
    let s = v.sum();
    g.case(
        "horizontal_extents",
        (v.map(|x| x + s.the()), vector(4).map(|x| x * s.the()), s.map(|x| x + 1)),
        &["fold", "generate"],
    );
    let t = m.fold_all(0.0, |a, b| a + b);
    g.case(
        "horizontal_matrices_apart",
        (m.map(|x| x * t.the()), matrix(5, 4).map(|x| x - t.the())),
        &["fold", "generate", "generate"],
    );

    // control: loop-invariant work leaves the loop, branches stay lazy
    g.case("iterate_stencil", iterate(10, m.clone(), |u| five_point(&u).map(|x| x * 0.5)), &["stencil"]);
    let total = m.fold_all(0.0, |a, b| a + b);
    g.case(
        "iterate_hoists_invariant_fold",
        iterate(3, m.clone(), |u| u.map(|x| x / total.the())),
        &["fold", "generate"],
    );
    g.case(
        "iterate_pair",
        iterate(4, (v.clone(), vector(6).map(|x| x.min(0))), |(a, b)| {
            (a.map(|x| x + 1), b.zip_with(&a, |x, y| x + y))
        }),
        // the step's two updates read `a` once, in one kernel over both extents
        &["generate", "generate"],
    );
    g.case(
        "awhile_halving",
        awhile(
            v.map(|x| x * 100),
            |xs| xs.map(|x| x.abs()).fold_all(0, |a, b| a.max(b)).map(|s| s.gt(10)),
            |xs| xs.map(|x| x / 2),
        ),
        // the map after the fold is its own (rank-0) kernel: folds take no post-function
        &["generate", "fold", "generate", "generate"],
    );
    g.case(
        "acond_lazy_branches",
        acond(v.sum().the().gt(0), v.map(|x| x + 1), v.reverse()),
        &["fold", "generate", "generate"],
    );

    // a compiled function's plan reads its inputs
    g.function(
        "function_saxpy",
        explain_fn(|(x, y): (Acc<Vector<f32>>, Acc<Vector<f32>>)| x.zip_with(&y, |a, b| a * 2.0 + b)),
        &["generate"],
    );
    g.function(
        "function_normalise",
        explain_fn(|xs: Acc<Matrix<f64>>| {
            let total = xs.sum();
            xs.map(|x| x / total.the())
        }),
        &["fold", "generate"],
    );

    assert!(g.names.len() >= 25, "at least 25 golden programs");
    g.finish();
}
