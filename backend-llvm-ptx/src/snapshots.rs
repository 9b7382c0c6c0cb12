//! Snapshots of generated code: the optimised LLVM IR and the PTX (sm_90) of one kernel of
//! each skeleton and entry point, stored under `tests/out/llvm/<case>.ll` and
//! `tests/out/ptx/<case>.ptx` at the workspace's root (naga's `tests/out`, cranelift's
//! `precise-output` filetests).
//!
//! A change to the code generator that changes a kernel fails here with the first lines that
//! differ; `SYSTOLE_BLESS=1 cargo test -p systole-ptx snapshots` rewrites the files (review
//! them with `git diff tests/out`). A refactoring proves itself by leaving every file as it
//! was. A file under `tests/out` that no case writes fails too (a case renamed or removed).
//!
//! Needs no GPU and no `ptxas`: LLVM alone prints both texts.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use systole_frontend::prelude::*;
use systole_frontend::{AccValue, trace};
use systole_skeletons::Signature;
use systole_skeletons::grid::{GridOptions, StencilStrategy, ThreadMapping};

use crate::compile;
use crate::target::NvptxTarget;

/// One snapshot: a kernel of a program under some options.
struct Case {
    name: &'static str,
    program: systole_frontend::ir::Program,
    /// Which kernel of the fused plan (in plan order).
    kernel: usize,
    options: GridOptions,
}

fn case(name: &'static str, program: &impl AccValue) -> Case {
    Case {
        name,
        program: trace(program).expect("the program traces"),
        kernel: 0,
        options: GridOptions::default(),
    }
}

impl Case {
    fn with(self, options: GridOptions) -> Case {
        Case { options, ..self }
    }

    fn stencil(self, strategy: StencilStrategy) -> Case {
        let options = self.options.clone().with_stencil(strategy);
        self.with(options)
    }

    /// The case's kernel's LLVM IR and PTX.
    fn texts(&self) -> (String, String) {
        let plan = systole_fusion::plan(&self.program).expect("a plan");
        let kernel = plan.kernels()[self.kernel];
        let sig = Signature::of(kernel, |v| plan.array_type(v).clone());
        let prefix = format!("systole_{}", self.name);
        let code = compile::generate(&NvptxTarget::new(90), &sig, &self.options, &prefix, true)
            .unwrap_or_else(|e| panic!("{}: {e}", self.name));
        (code.llvm.expect("the LLVM IR was kept"), code.ptx)
    }
}

fn matrix<T: Elt + Copy>(rows: usize, columns: usize, f: impl Fn(usize) -> T) -> Acc<Matrix<T>> {
    use_array(&Array::from_fn([rows, columns], |[i, j]| f(i * columns + j)))
}

fn volume(n: usize) -> Acc<Array<f32, 3>> {
    use_array(&Array::from_fn([n, n + 1, n + 2], |[i, j, k]| (i + j + k) as f32))
}

/// `sum over taps of w_t * x_t` with the weights `1, 2, ...` in the pattern's order.
fn weighted<T: Num, const D: usize>(pattern: &Stencil<D>) -> impl Fn(&Taps<T, D>) -> Exp<T> {
    let offsets = pattern.offsets().to_vec();
    move |t| {
        let terms = offsets.iter().enumerate().map(|(k, &o)| t[o] * constant(T::from_i64(k as i64 + 1)));
        terms.reduce(|a, b| a + b).expect("taps")
    }
}

/// The star of radius `r` in 2D (j2d5pt's pattern at 1, j2d9pt's at 2).
fn star(r: i64) -> Stencil<2> {
    Stencil::new(Stencil::<2>::cube(r).offsets().iter().copied().filter(|o| o[0] * o[1] == 0))
}

/// The kernels snapshotted (beside the persistent band kernels of `band_case` and
/// `band_shared_case` and the streaming kernel of `stream_case`): every entry point of
/// every skeleton (the sort's by a key that is a leaf of its elements), and the stencil
/// skeleton's variants (naive; the register tile with and without whole tiles, as one
/// copy for warps taking tiles in turn, in 3D walking up and down in turn; SSAM with
/// constant weights, with weights read at run time, in 3D; the shared window).
fn cases() -> Vec<Case> {
    let m = matrix(40, 70, |k| k as f32);
    let m64 = matrix(40, 70, |k| k as f64);
    let ints = use_array(&Array::from_fn([100], |[i]| i as i32));
    let to = |[i]: [Exp<i64>; 1]| Target::to([i % 7]);
    // a 9x3 filter read at run time: SSAM's walked rows (taps over 9 rows), smaller code
    // than a 9x9 one's
    let filter = matrix(9, 3, |k| (k % 5) as f32 * 0.1);
    let tall = Stencil::new(Stencil::<2>::cube(4).offsets().iter().copied().filter(|o| o[1].abs() <= 1));
    let conv = m.stencil(&tall, Boundary::Clamp, |t| {
        t.iter()
            .map(|([dy, dx], v)| v * filter.index([constant(dy + 4), constant(dx + 1)]))
            .reduce(|a, b| a + b)
            .expect("taps")
    });
    let values = |t: &Taps<f32, 2>| t.values().iter().fold(Exp::from(0.0f32), |a, &x| a.max(x));
    vec![
        case("map_f32", &m.map(|x| x * 2.0 + 1.0)),
        case("generate_column_mapping", &generate([33, 70], |[i, j]| (i * j).cast::<f32>()))
            .with(GridOptions::default().with_mapping(ThreadMapping::Column { width: 32 }).unwrap()),
        case("fold_f32", &m.fold(0.0, |a, b| a + b)),
        case("fold1_ordered_f32", &m.fold1(|_, b| b)),
        case(
            "fold_of_generate_zigzag",
            &generate([8, 9, 10], |[i, j, k]| (i * k + j).cast::<f32>()).fold(0.0, |a, b| a + b),
        )
        .with(GridOptions::default().with_mapping(ThreadMapping::Zigzag { width: 32 }).unwrap()),
        case("scan_f32", &m.scan(|a, b| a + b)),
        case("scan_exclusive_f64", &m64.scan_exclusive(0.0, |a, b| a + b)),
        case("permute_atomic_add_i32", &ints.permute(|a, b| a + b, &fill([7], 0i32), to)),
        case(
            "permute_locked_pair",
            &ints.zip(&ints).permute(
                |a, b| {
                    let ((x, y), (u, v)) = (a.unpack(), b.unpack());
                    Exp::from((x + u, y.max(v)))
                },
                &fill([7], (0i32, 0i32)),
                to,
            ),
        ),
        case(
            "fold_seg_csr_spmv_f32",
            &ints
                .map(|x| x.cast::<f32>() * 0.5)
                .zip_with(&ints, |v, c| v * m.index([(c % 40).cast::<i64>(), (c % 70).cast::<i64>()]))
                .fold_seg_csr(0.0f32, |a, b| a + b, &use_array(&Array::from_fn([34], |[k]| (k * 3) as i32))),
        ),
        case("fold_seg_csr_gather_spmv_f32", &crate::tests::fold_seg::gather_spmv(33)),
        // a manifest vector, as `fold_seg_offsets` benches it: every read at a position checked once
        case(
            "fold_seg_offsets_f32",
            &use_array(&Array::from_fn([100], |[i]| i as f32)).fold_seg_offsets(
                0.0f32,
                |a, b| a + b,
                &use_array(&Array::from_fn([34], |[k]| (k * 3) as i32)),
            ),
        ),
        case("filter_f32", &ints.map(|x| x.cast::<f32>() * 0.5).filter(|x| x.lt(20.0)).0),
        case(
            "sort_by_key_u32_f32",
            &ints.map(|x| x.cast::<f32>() * 0.5).zip(&ints.map(|x| x.cast::<u32>())).sort_by_key(|p| p.snd()),
        ),
        case("stencil_naive_j2d5pt_f32", &m.stencil(&star(1), Boundary::Clamp, weighted::<f32, 2>(&star(1))))
            .stencil(StencilStrategy::Naive),
        case("stencil_tile_j2d5pt_f32", &m.stencil(&star(1), Boundary::Clamp, weighted::<f32, 2>(&star(1))))
            .stencil(StencilStrategy::RegisterCache),
        case(
            "stencil_tile_j2d5pt_f64",
            &m64.stencil(&star(1), Boundary::Mirror, weighted::<f64, 2>(&star(1))),
        )
        .stencil(StencilStrategy::RegisterCache),
        case("stencil_tile_j2d9pt_f32", &m.stencil(&star(2), Boundary::Clamp, weighted::<f32, 2>(&star(2))))
            .stencil(StencilStrategy::RegisterCache),
        case("stencil_tile_max5x5_f32", &m.stencil(&Stencil::cube(2), Boundary::Wrap, values))
            .stencil(StencilStrategy::RegisterCache),
        case(
            "stencil_tile_j3d7pt_f32",
            &volume(9).stencil(&Stencil::star(1), Boundary::Clamp, weighted::<f32, 3>(&Stencil::star(1))),
        )
        .stencil(StencilStrategy::RegisterCache),
        case(
            "stencil_ssam_gaussian_f32",
            &m.stencil(&Stencil::cube(2), Boundary::Clamp, weighted::<f32, 2>(&Stencil::cube(2))),
        )
        .stencil(StencilStrategy::Ssam),
        case("stencil_ssam_conv9x3_f32", &conv).stencil(StencilStrategy::Ssam),
        case("stencil_window_conv9x3_f32", &conv).stencil(StencilStrategy::Window),
        case(
            "stencil_ssam_j3d27pt_f32",
            &volume(9).stencil(
                &Stencil::cube(1),
                Boundary::Constant(0.5),
                weighted::<f32, 3>(&Stencil::cube(1)),
            ),
        )
        .stencil(StencilStrategy::Ssam),
    ]
}

/// The workspace's `tests/out`.
fn out_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/out")
}

/// The first lines where `stored` and `now` differ, with a line of context, numbered.
fn first_difference(stored: &str, now: &str) -> String {
    let (a, b): (Vec<&str>, Vec<&str>) = (stored.lines().collect(), now.lines().collect());
    let at = a.iter().zip(&b).position(|(x, y)| x != y).unwrap_or(a.len().min(b.len()));
    let from = at.saturating_sub(1);
    let show = |lines: &[&str], sign: char| {
        let end = (at + 6).min(lines.len());
        (from..end).map(|i| format!("{sign}{:6} {}\n", i + 1, lines[i])).collect::<String>()
    };
    format!(
        "{} lines stored, {} now; first difference at line {}:\n{}{}",
        a.len(),
        b.len(),
        at + 1,
        show(&a, '-'),
        show(&b, '+')
    )
}

/// The loop of ten steps of j2d5pt (`weighted`, clamp) in `f32` over `n x n`, as the band
/// and streaming kernels see it.
fn iterated_j2d5pt_loop(n: usize) -> systole_skeletons::grid::PersistentLoop {
    let u = matrix(n, n, |k| (k % 7) as f32);
    let p = trace(&iterate(10, u, |u| u.stencil(&star(1), Boundary::Clamp, weighted::<f32, 2>(&star(1)))))
        .expect("the program traces");
    the_persistent_loop(&p)
}

/// The persistent form of the one `iterate` of `p`.
fn the_persistent_loop(p: &systole_frontend::ir::Program) -> systole_skeletons::grid::PersistentLoop {
    let mut loops = crate::tests::persistent_steps(p, false);
    assert_eq!(loops.len(), 1, "one iterate");
    loops.remove(0).expect("a persistent loop")
}

/// The persistent band kernel of an iterated j2d5pt in `f32` over 1024² (clamp), in the
/// shape the backend chooses on a device of 132 multiprocessors.
fn band_case() -> (&'static str, String, String) {
    let lp = iterated_j2d5pt_loop(1024);
    let shape = systole_skeletons::grid::BandShape::choose(&lp, 1024, 1024, 132, None).expect("a band");
    let name = "persistent_band_j2d5pt_f32";
    let code = compile::band(&NvptxTarget::new(90), &lp, shape, &format!("systole_{name}"), false, true)
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    (name, code.llvm.expect("the LLVM IR was kept"), code.ptx)
}

/// The persistent band kernel of an iterated j2d5pt in `f32` over 2048² (clamp), whose
/// blocks keep their inner rows in shared memory (`BandShape::shared`), in the shape the
/// backend chooses on a device of 132 multiprocessors.
fn band_shared_case() -> (&'static str, String, String) {
    let lp = iterated_j2d5pt_loop(64);
    let shape = systole_skeletons::grid::BandShape::choose(&lp, 2048, 2048, 132, None).expect("a band");
    assert!(shape.shared > 0, "{shape}");
    let name = "persistent_band_shared_j2d5pt_f32";
    let code = compile::band(&NvptxTarget::new(90), &lp, shape, &format!("systole_{name}"), false, true)
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    (name, code.llvm.expect("the LLVM IR was kept"), code.ptx)
}

/// The streaming kernel of an iterated j2d5pt in `f32` (clamp) of 4 steps a launch, 4
/// columns a lane and chunks of 64 rows (the hand-written yardstick's best over 8192²).
fn stream_case() -> (&'static str, String, String) {
    let lp = iterated_j2d5pt_loop(64);
    let shape = systole_skeletons::grid::StreamShape::new(4, 4, 64).expect("a shape");
    let name = "streaming_j2d5pt_f32";
    let code = compile::stream(&NvptxTarget::new(90), &lp, shape, &format!("systole_{name}"), true)
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    (name, code.llvm.expect("the LLVM IR was kept"), code.ptx)
}

/// The 3D streaming kernel of an iterated j3d7pt in `f32` (`weighted`, clamp) of 2 steps a
/// launch, tiles of 32 x 32 cells and chunks of 64 planes.
fn stream3_case() -> (&'static str, String, String) {
    let u = use_array(&Array::from_fn([8, 8, 8], |[i, j, k]| ((i * 64 + j * 8 + k) % 7) as f32));
    let pattern = Stencil::<3>::star(1);
    let p =
        trace(&iterate(10, u, move |u| u.stencil(&pattern, Boundary::Clamp, weighted::<f32, 3>(&pattern))))
            .expect("the program traces");
    let lp = the_persistent_loop(&p);
    let shape = systole_skeletons::grid::Stream3Shape::new(32, 2, 64).expect("a shape");
    let name = "streaming_3d_j3d7pt_f32";
    let code = compile::stream3(&NvptxTarget::new(90), &lp, shape, &format!("systole_{name}"), true)
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    (name, code.llvm.expect("the LLVM IR was kept"), code.ptx)
}

#[test]
fn generated_code_matches_the_snapshots() {
    let bless = std::env::var_os("SYSTOLE_BLESS").is_some();
    let dir = out_dir();
    let mut failures = Vec::new();
    let mut written = BTreeSet::new();
    let texts = cases().into_iter().map(|case| {
        let (llvm, ptx) = case.texts();
        (case.name, llvm, ptx)
    });
    for (name, llvm, ptx) in texts.chain([band_case(), band_shared_case(), stream_case(), stream3_case()]) {
        for (kind, ext, text) in [("llvm", "ll", llvm), ("ptx", "ptx", ptx)] {
            let path = dir.join(kind).join(format!("{name}.{ext}"));
            written.insert(path.clone());
            if bless {
                std::fs::create_dir_all(path.parent().expect("a folder")).expect("tests/out is writable");
                std::fs::write(&path, &text).expect("tests/out is writable");
                continue;
            }
            match std::fs::read_to_string(&path) {
                Ok(stored) if stored == text => {}
                Ok(stored) => failures.push(format!(
                    "{}: the {kind} changed; {}",
                    path.display(),
                    first_difference(&stored, &text)
                )),
                Err(_) => failures.push(format!("{}: no snapshot", path.display())),
            }
        }
    }
    for kind in ["llvm", "ptx"] {
        for entry in std::fs::read_dir(dir.join(kind)).into_iter().flatten().flatten() {
            let path = dir.join(kind).join(entry.file_name());
            if !written.contains(&path) {
                match bless {
                    true => std::fs::remove_file(&path).expect("tests/out is writable"),
                    false => failures.push(format!("{}: no case writes this snapshot", path.display())),
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} snapshots differ (`SYSTOLE_BLESS=1 cargo test -p systole-ptx snapshots` to accept, then \
         review `git diff tests/out`):\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}
