//! Every GPU skeleton's PTX, generated without a GPU for sm_80 and sm_90 and assembled by
//! `ptxas` (from the CUDA toolkit or the `nvidia-cuda-nvcc-cu12` wheel): the code must
//! assemble, use no local memory (no spills, no stack), and have the features that matter
//! (the fold and scan shuffle, the chained scan votes and orders its publications, the
//! element-wise kernel has no shuffles, a permute uses atomics).
//!
//! `SYSTOLE_PTXAS_REPORT=1` prints ptxas's resource report of every kernel (with
//! `--nocapture`).
//!
//! Where no `ptxas` is found the assembling step is skipped with a message, unless
//! `SYSTOLE_REQUIRE_PTXAS=1` (CI sets it) makes that a failure.

use std::path::PathBuf;
use std::process::Command;

use systole_frontend::prelude::*;
use systole_frontend::{AccValue, trace, trace_fn};
use systole_fusion::Plan;
use systole_skeletons::Signature;
use systole_skeletons::grid::{self, GridOptions, StencilStrategy, ThreadMapping};
use systole_skeletons::kernel::Entry;

use systole_skeletons::effort::{Effort, HUGE_KERNEL, LARGE_KERNEL, TapLoop, o3_passes};

use crate::compile::{self, NVPTX_START, ptx};
use crate::ptxas::installed;
use crate::target::NvptxTarget;

mod compact;
pub(crate) mod fold_seg;
mod narrow;

/// The PTX of every kernel of `plan` for `arch`, with the kernel's name.
fn kernels_ptx(plan: &Plan, arch: u32, options: &GridOptions) -> Vec<(&'static str, String)> {
    let target = NvptxTarget::new(arch);
    plan.kernels()
        .into_iter()
        .map(|k| {
            let sig = Signature::of(k, |v| plan.array_type(v).clone());
            let text = ptx(&target, &sig, options, &format!("systole_{}", sig.key()))
                .unwrap_or_else(|e| panic!("no PTX for {}: {e}", k.name()));
            (k.name(), text)
        })
        .collect()
}

/// Assembles `text` for `arch` and returns ptxas's resource report.
fn assemble(ptxas: &PathBuf, text: &str, arch: u32, name: &str) -> String {
    // a file of its own per call: tests run in parallel threads and share kernel names
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("systole-ptxas-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(format!("{name}-sm_{arch}-{call}.ptx"));
    let cubin = dir.join(format!("{call}.cubin"));
    std::fs::write(&file, text).unwrap();
    let out = Command::new(ptxas)
        .args([&format!("-arch=sm_{arch}"), "-v", "-o"])
        .arg(&cubin)
        .arg(&file)
        .output()
        .expect("ptxas runs");
    let report = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "ptxas rejected the {name} kernel for sm_{arch}:\n{report}\n{text}");
    // kept only where ptxas failed (the message holds the PTX anyway)
    let _ = std::fs::remove_file(&file);
    let _ = std::fs::remove_file(&cubin);
    report
}

/// Generates and checks a program's kernels; returns (name, PTX) for sm_90.
fn check(program: systole_frontend::ir::Program) -> Vec<(&'static str, String)> {
    check_with(program, &GridOptions::default())
}

/// [`check`] under `options`.
fn check_with(program: systole_frontend::ir::Program, options: &GridOptions) -> Vec<(&'static str, String)> {
    check_stack(program, options, false)
}

/// [`check_with`]; where `large`, for kernels at the reduced effort, spills and stack
/// frames are allowed (thousands of values live at once; a called function's locals).
fn check_stack(
    program: systole_frontend::ir::Program,
    options: &GridOptions,
    large: bool,
) -> Vec<(&'static str, String)> {
    check_frame(program, options, large, 0)
}

/// [`check_stack`], with stack frames of up to `frame` bytes allowed (arrays the kernel
/// keeps in local memory on purpose).
fn check_frame(
    program: systole_frontend::ir::Program,
    options: &GridOptions,
    large: bool,
    frame: usize,
) -> Vec<(&'static str, String)> {
    let plan = systole_fusion::plan(&program).expect("a plan");
    let tool = installed();
    if tool.is_none() {
        assert!(
            std::env::var_os("SYSTOLE_REQUIRE_PTXAS").is_none(),
            "SYSTOLE_REQUIRE_PTXAS is set but no ptxas was found (pip install nvidia-cuda-nvcc-cu12)"
        );
        // straight to the stream: the test harness captures `eprintln!` of passing tests
        let _ = std::io::Write::write_all(
            &mut std::io::stderr(),
            b"SKIPPED assembling PTX: no ptxas (pip install nvidia-cuda-nvcc-cu12, or set CUDA_HOME)\n",
        );
    }
    let mut last = vec![];
    for arch in [80, 90] {
        let kernels = kernels_ptx(&plan, arch, options);
        if let Some(tool) = &tool {
            for (name, text) in &kernels {
                let report = assemble(tool, text, arch, name);
                if std::env::var_os("SYSTOLE_PTXAS_REPORT").is_some() {
                    println!("{name} on sm_{arch}:\n{report}");
                }
                if large {
                    continue;
                }
                assert!(
                    !report.contains("bytes spill")
                        || report.contains("0 bytes spill stores, 0 bytes spill loads"),
                    "the {name} kernel spills registers on sm_{arch}:\n{report}"
                );
                for line in report.lines().filter(|l| l.contains("spill")) {
                    assert!(
                        line.contains("0 bytes spill stores, 0 bytes spill loads"),
                        "{name} on sm_{arch}: {line}"
                    );
                }
                assert!(stack_frame(&report) <= frame, "{name} uses a stack frame on sm_{arch}:\n{report}");
            }
        }
        last = kernels;
    }
    last
}

/// The largest stack frame of the functions of a ptxas report, in bytes.
fn stack_frame(report: &str) -> usize {
    (report.lines())
        .filter_map(|l| l.trim_start().split_once(" bytes stack frame"))
        .filter_map(|(bytes, _)| bytes.parse().ok())
        .max()
        .unwrap_or(0)
}

fn program(p: &impl AccValue) -> systole_frontend::ir::Program {
    trace(p).expect("the program traces")
}

/// The signature of the first kernel of `p`'s fused plan.
fn first_signature(p: &systole_frontend::ir::Program) -> Signature {
    let plan = systole_fusion::plan(p).expect("a plan");
    Signature::of(plan.kernels()[0], |v| plan.array_type(v).clone())
}

fn matrix(r: usize, c: usize) -> Acc<Matrix<f32>> {
    use_array(&Array::from_fn([r, c], |[i, j]| (i * c + j) as f32))
}

#[test]
fn element_wise_kernels_assemble_without_shuffles_or_local_memory() {
    let m = matrix(3, 5);
    let (a, b) = (m.map(|x| x * 2.0 + 1.0), m.map(|x| x.sqrt()));
    let kernels = check(program(&(
        (a, b),
        generate([2, 3, 4], |[i, j, k]| (i + j * k).cast::<f64>()),
        generate([2, 3, 4, 5], |[i, j, k, l]| i * j + k * l),
    )));
    for (name, text) in kernels {
        assert_eq!(name, "generate");
        assert!(text.contains(".entry"), "{text}");
        assert!(!text.contains("shfl.sync"), "an element-wise kernel has no shuffles:\n{text}");
        assert!(!text.contains(".local"), "an element-wise kernel uses no local memory:\n{text}");
    }
}

#[test]
fn folds_reduce_with_shuffle_down_in_every_form() {
    let m = matrix(4, 7);
    let sum = m.fold(0.0, |a, b| a + b); // commutative: lanes accumulate, one tree
    let last = m.fold1(|_, b| b); // not commutative: a tree per tile
    let pairs = m.zip(&m.map(|x| x.cast::<i32>())).fold1(|a, b| {
        let ((x, i), (y, j)) = (a.unpack(), b.unpack());
        Exp::from((x.max(y), i + j))
    });
    for (name, text) in check(program(&(sum, last, pairs))) {
        assert!(name.starts_with("fold"), "{name}");
        assert!(text.contains("shfl.sync.down"), "{text}");
        for entry in ["_rows", "_segment", "_finish"] {
            assert!(text.contains(entry), "the fold has a {entry} entry");
        }
    }
}

/// The text of the entry of `ptx` whose name ends in `suffix` (up to the next entry).
fn entry_text<'t>(ptx: &'t str, suffix: &str) -> &'t str {
    let start = ptx.find(&format!("{suffix}(")).unwrap_or_else(|| panic!("no {suffix} entry:\n{ptx}"));
    let rest = &ptx[start..];
    &rest[..rest[1..].find(".entry").map_or(rest.len(), |e| e + 1)]
}

/// A fold of a whole array to one value (and of few long rows) finishes each row in one
/// kernel, its `one_pass` entry: the warp of a row's last piece (lane 0 orders its partial
/// before counting the piece: `membar.gl`, `atom.add`; the count shared with `shfl.idx`)
/// folds the row's partials read past L1 (`ld.volatile`) and puts the counter back to zero;
/// in every form (commutative, in order, tuples, f64), assembled without spills. The
/// `segment` and `finish` entries stay (for large folds) and count nothing.
#[test]
fn folds_of_whole_arrays_finish_in_one_kernel() {
    let v = use_array(&Array::from_fn([1000], |[i]| i as f32 * 0.5));
    let w = use_array(&Array::from_fn([999], |[i]| i as f64 - 3.0));
    let sum = v.fold_all(0.0, |a, b| a + b);
    let last = v.fold1_all(|_, b| b);
    let pairs = v.zip(&v.map(|x| x.cast::<i32>())).fold1_all(|a, b| {
        let ((x, i), (y, j)) = (a.unpack(), b.unpack());
        Exp::from((x.max(y), i + j))
    });
    let dot = w.zip_with(&w, |a, b| a * b).fold_all(0.0, |a, b| a + b);
    for (name, text) in check(program(&(sum, last, pairs, dot))) {
        assert!(name.starts_with("fold"), "{name}");
        let one = entry_text(&text, "_one_pass");
        for op in
            ["membar.gl", "atom.global.add.u32", "shfl.sync.idx", "ld.volatile.global", "atom.global.exch"]
        {
            assert!(one.contains(op), "{name}: the one-pass entry has no {op}:\n{one}");
        }
        for entry in ["_segment", "_finish"] {
            assert!(!entry_text(&text, entry).contains("atom."), "{name}: the {entry} entry counts");
        }
    }
}

/// Short rows of elements of at most 4 bytes are folded two a thread at once, every read of
/// both rows in one block; wider elements one row a thread: the blocks of the `rows` entry
/// of an `f32` sum read two rows' elements, those of the same sum in `f64` one row's.
#[test]
fn short_rows_of_narrow_elements_are_folded_two_at_once() {
    let f = use_array(&Array::from_fn([100, 5], |[i, j]| (i * 5 + j) as f32));
    let d = use_array(&Array::from_fn([100, 5], |[i, j]| (i * 5 + j) as f64));
    let loads = |kernels: Vec<(&str, String)>, ty: &str| -> usize {
        kernels
            .iter()
            .map(|(_, t)| entry_text(t, "_rows").matches(&format!("ld.global.nc.{ty}")).count())
            .sum()
    };
    let narrow = loads(check(program(&f.fold(0.0, |a, b| a + b))), "f32");
    let wide = loads(check(program(&d.fold(0.0, |a, b| a + b))), "f64");
    // a second row in every block of exact widths (the loops of longer rows stay one a row)
    assert!(wide > 0 && 2 * narrow >= 3 * wide, "f32 rows read {narrow} elements, f64 rows {wide}");
}

#[test]
fn scans_of_every_kind_scan_with_shuffle_up() {
    let m = matrix(3, 9);
    let wide = use_array(&Array::from_fn([3, 9], |[i, j]| (i * 9 + j) as f64));
    let p = (
        (m.scan(|a, b| a + b), m.scan_right(|a, b| a.min(b))),
        (m.scan_exclusive(1.0, |a, b| a * b), m.scan_exclusive_right(0.0, |a, b| a - b)),
        wide.scan(|a, b| a + b),
    );
    for (name, text) in check(program(&p)) {
        assert!(name.starts_with("scan"), "{name}");
        assert!(text.contains("shfl.sync.up"), "{text}");
        assert!(text.contains("st.shared") && text.contains("bar.warp.sync"), "tiles staged:\n{text}");
        // the chained entry: a piece counter, a look-back that votes, ordered publication
        assert!(text.contains("_chained("), "{text}");
        assert!(text.contains("bar.sync"), "a block shares a piece:\n{text}");
        let shape = grid::chain_shape(&systole_frontend::Type::Scalar(systole_frontend::ScalarType::F32));
        assert!(
            text.contains(&format!(".maxntid {}", shape.block()))
                && text.contains(&format!(".minnctapersm {}", shape.blocks_per_sm)),
            "bounded registers:\n{text}"
        );
        assert!(text.contains("atom.global.add.u32"), "the piece counter:\n{text}");
        assert!(text.contains("vote.sync.ballot.b32"), "the look-back's vote:\n{text}");
        for ns in [shape.first_wait_ns, shape.spin_wait_ns] {
            assert!(text.contains(&format!("nanosleep.u32 {ns};")), "the look-back backs off:\n{text}");
        }
        assert!(text.contains("%nctaid.x"), "waits only when blocks take several pieces:\n{text}");
        if text.contains(".f64") {
            // a value of 64 bits: published before its state, read after it
            assert!(text.contains("st.release.gpu.global.u32"), "values before states:\n{text}");
            assert!(text.contains("ld.acquire.gpu.global.u32"), "states before values:\n{text}");
        } else {
            // f32: state and value packed in one word, no fences
            assert!(text.contains("st.relaxed.gpu.global.u64"), "packed publication:\n{text}");
            assert!(text.contains("ld.relaxed.gpu.global.u64"), "packed look-back:\n{text}");
            assert!(!text.contains(".release") && !text.contains(".acquire"), "no fences:\n{text}");
        }
    }
}

#[test]
fn permutes_use_atomics_compare_and_swap_or_locks() {
    let xs = use_array(&Array::from_fn([100], |[i]| i as i32));
    let counts = fill([7], 0i32);
    let to = |[i]: [Exp<i64>; 1]| Target::to([i % 7]);
    let add = xs.permute(|a, b| a + b, &counts, to);
    let other = xs.permute(|a, b| a * 3 + b, &counts, to);
    let floats = xs.map(|x| x.cast::<f64>()).permute(|a, b| a.max(b), &fill([7], 0.0f64), to);
    let pairs = xs.zip(&xs).permute(
        |a, b| {
            let ((x, y), (u, v)) = (a.unpack(), b.unpack());
            Exp::from((x + u, y.max(v)))
        },
        &fill([7], (0i32, 0i32)),
        to,
    );
    let kernels: Vec<_> =
        check(program(&(add, other, floats, pairs))).into_iter().filter(|(n, _)| *n == "permute").collect();
    assert!(kernels[0].1.contains("atom.global.add.u32"), "{}", kernels[0].1);
    assert!(kernels[1].1.contains("atom.global.cas.b32"), "{}", kernels[1].1);
    assert!(kernels[2].1.contains("atom.global.cas.b64"), "{}", kernels[2].1);
    assert!(kernels[3].1.contains("membar.gl"), "a locked permute orders its accesses:\n{}", kernels[3].1);
}

#[test]
fn sorts_of_every_key_width_rank_in_shared_memory_and_look_back() {
    let xs = use_array(&Array::from_fn([1000], |[i]| (i * 7919 % 1001) as u32));
    let bytes = xs.map(|x| x.cast::<u8>()).sort();
    let shorts = xs.map(|x| x.cast::<i16>()).sort();
    let floats = xs.map(|x| x.cast::<f32>() - 500.0).sort();
    let longs = xs.map(|x| x.cast::<f64>()).zip(&xs).sort_by_key(|p| p.fst());
    let pairs = xs.zip(&xs.map(|x| (x.cast::<u8>(), x.cast::<f64>()))).sort_by_key(|p| p.fst());
    let kernels: Vec<_> = check(program(&(xs.sort(), bytes, shorts, floats, longs, pairs)))
        .into_iter()
        .filter(|(n, _)| *n == "sort")
        .collect();
    assert_eq!(kernels.len(), 6);
    for (_, text) in &kernels {
        // the ranks' ballots, the look-back's 64-bit states, the shared counters
        assert!(text.contains("vote.sync.ballot.b32"), "{text}");
        assert!(text.contains("ld.relaxed.gpu.global.u64"), "{text}");
        assert!(text.contains("atom.shared.add.u32"), "{text}");
        assert!(text.contains("_digit("), "{text}");
    }
}

#[test]
fn a_sort_by_an_unsigned_leaf_of_its_elements_leaves_that_leaf_in_place() {
    use systole_frontend::ir::Consumer;
    use systole_fusion::Kernel;
    let leaf = |p: systole_frontend::ir::Program| {
        let sig = first_signature(&p);
        let Kernel::Consumer(Consumer::Sort { key, input }) = &sig.canonical else { panic!("not a sort") };
        grid::sort_key_leaf(key, &systole_skeletons::kernel::input_type(input, &sig).0)
    };
    let keys = use_array(&Array::from_fn([100], |[i]| i as u32 * 7 % 100));
    let values = keys.map(|k| k.cast::<f32>() * 0.5);
    assert_eq!(leaf(program(&keys.sort())), Some(0));
    assert_eq!(leaf(program(&values.zip(&keys).sort_by_key(|p| p.snd()))), Some(1));
    assert_eq!(leaf(program(&keys.zip(&values.zip(&keys)).sort_by_key(|p| p.snd().snd()))), Some(2));
    // a key that is not its own radix, or not a leaf
    assert_eq!(leaf(program(&values.sort())), None);
    assert_eq!(leaf(program(&values.zip(&keys).sort_by_key(|p| p.snd() + 1))), None);
    assert_eq!(leaf(program(&keys.map(|k| k.cast::<i32>()).sort())), None);
}

#[test]
fn stencils_of_every_boundary_and_math_functions_through_libdevice() {
    let m = matrix(5, 6);
    let s = |b| m.stencil(&Stencil::cube(1), b, |t| t[[-1, 0]] + t[[0, 1]] * 2.0 - t[[1, 1]]);
    let p = (
        (s(Boundary::Clamp), s(Boundary::Mirror)),
        (s(Boundary::Wrap), s(Boundary::Constant(0.5))),
        m.map(|x| x.exp() + x.sin() * x.ln().atan2(x) + x.pow(x.cos())),
    );
    for stencil in [StencilStrategy::RegisterCache, StencilStrategy::Ssam, StencilStrategy::Naive] {
        let kernels = check_with(program(&p), &GridOptions::default().with_stencil(stencil));
        assert!(kernels.iter().take(4).all(|(name, _)| *name == "stencil"));
        for (_, text) in kernels.iter().take(4) {
            // the register tile moves taps between lanes; the naive stencil loads them
            let tiled = stencil != StencilStrategy::Naive;
            assert_eq!(text.contains("shfl.sync"), tiled, "{stencil:?}:\n{text}");
        }
        let math = &kernels[4].1;
        assert!(!math.contains("__nv_"), "libdevice is linked in and inlined:\n{math}");
    }
}

/// A register tile's border tiles store the outputs of value shuffles with predicated
/// stores (`GpuTarget::store_if`), one per leaf of any output type (bytes through 16-bit
/// registers), where SSAM's and those of 3D tiles of one column a lane keep their branches.
#[test]
fn border_stores_of_value_shuffles_are_predicated_for_every_type() {
    let m = matrix(40, 70);
    let star = Stencil::star(1);
    let p = (
        (
            m.stencil(&star, Boundary::Clamp, |t| t[[0, 1]].gt(t[[0, -1]])),
            m.stencil(&star, Boundary::Clamp, |t| (t[[1, 0]] * 3.0).cast::<u8>()),
        ),
        m.stencil(&star, Boundary::Mirror, |t| (t[[-1, 0]] * 7.0).cast::<i16>()),
        m.stencil(&star, Boundary::Wrap, |t| {
            ((t[[0, 0]] + t[[1, 0]]).cast::<i64>(), t[[0, 1]].cast::<f64>())
        }),
        m.stencil(&star, Boundary::Constant(1.0), |t| t[[0, 0]] - t[[0, 1]]),
    );
    let predicated = |text: &str, kind: &str| {
        let store = format!("st.global.{kind} [");
        text.lines().any(|l| l.trim_start().starts_with('@') && l.contains(&store))
    };
    let tiled = check_with(program(&p), &GridOptions::default().with_stencil(StencilStrategy::RegisterCache));
    let text: String = tiled.iter().map(|(_, t)| t.as_str()).collect();
    for kind in ["b8", "b16", "b64", "f64", "f32"] {
        assert!(predicated(&text, kind), "no predicated {kind} store:\n{text}");
    }
    let sum = m.stencil(&star, Boundary::Clamp, |t| t[[0, 0]] * 2.0 + t[[1, 0]] - t[[0, -1]]);
    let ssam = check_with(program(&sum), &GridOptions::default().with_stencil(StencilStrategy::Ssam));
    assert!(!predicated(&ssam[0].1, "f32"), "SSAM's stores are branched around:\n{}", ssam[0].1);
    // 3D: predicated at 2 columns a lane (the default), branched around at 1
    let cube = use_array(&Array::from_fn([9, 10, 40], |[i, j, k]| (i * j + k) as f32));
    let solid = program(&cube.stencil(&Stencil::star(1), Boundary::Clamp, |t| t[[0, 0, 1]] - t[[1, 0, 0]]));
    let values = GridOptions::default().with_stencil(StencilStrategy::RegisterCache);
    assert!(predicated(&check_with(solid.clone(), &values)[0].1, "f32"));
    let one = grid::TileShape::new(1, 32, 4).and_then(|t| t.with_columns(1)).unwrap();
    let one_column = check_with(solid, &values.with_tile_shape(Some(one)));
    assert!(!predicated(&one_column[0].1, "f32"), "1 column a lane in 3D: branched");
}

/// SSAM's sums over volumes store predicated (`walk.rs`): a lane of one column a column at a
/// time, a lane of two as one predicated vector in the inner tiles, for 32- and 64-bit
/// sums; no store is branched around (2D SSAM keeps its branches, see above). The 64-bit
/// sums prefetch their rows, the 32-bit ones do not.
#[test]
fn ssam_volumes_store_predicated() {
    let cube = use_array(&Array::from_fn([9, 10, 40], |[i, j, k]| (i * j + k) as f32));
    let doubles = use_array(&Array::from_fn([9, 10, 40], |[i, j, k]| (i * j + k) as f64));
    let box27 = |t: &Taps<f32, 3>| {
        t.iter().map(|(o, x)| x * (o[0] * 9 + o[1] * 3 + o[2] + 14) as f32).reduce(|a, b| a + b)
    };
    let box27d = |t: &Taps<f64, 3>| {
        t.iter().map(|(o, x)| x * (o[0] * 9 + o[1] * 3 + o[2] + 14) as f64).reduce(|a, b| a + b)
    };
    let p = (
        cube.stencil(&Stencil::cube(1), Boundary::Clamp, |t| box27(t).expect("taps")),
        doubles.stencil(&Stencil::cube(1), Boundary::Wrap, |t| box27d(t).expect("taps")),
    );
    let stores = |text: &str, kind: &str| {
        let store = format!("st.global.{kind} [");
        let lines = text.lines().filter(|l| l.contains(&store));
        lines.fold((0, 0), |(p, b), l| if l.trim_start().starts_with('@') { (p + 1, b) } else { (p, b + 1) })
    };
    for columns in [1, 2] {
        let shape = grid::TileShape::new(1, 32, 4).and_then(|t| t.with_columns(columns)).unwrap();
        let options = GridOptions::default().with_stencil(StencilStrategy::Ssam).with_tile_shape(Some(shape));
        let kernels = check_with(program(&p), &options);
        for ((_, text), kind) in kernels.iter().zip(["f32", "f64"]) {
            let (predicated, plain) = stores(text, kind);
            assert!(predicated > 0 && plain == 0, "{columns} columns, {kind}: {predicated} / {plain}");
            let vector = stores(text, &format!("v2.{kind}"));
            assert_eq!(vector.1, 0, "{columns} columns, {kind}: vector stores not predicated");
            assert_eq!(vector.0 > 0, columns == 2, "{columns} columns, {kind}: predicated vector stores");
            // 64-bit sums over volumes prefetch their rows into the L1 (`RegisterTile::prefetch`)
            let prefetches = text.contains("prefetch.global.L1");
            assert_eq!(prefetches, kind == "f64", "{columns} columns, {kind}: prefetches");
        }
    }
}

/// The stencils of the benchmark suite (`benches/gpu_stencils.rs`: stars of radius 1 and 2,
/// boxes of 3, 5, 9 and 15, 3D star and box), in f32 and f64, under `RegisterCache` and
/// `Ssam`: which skeleton each gets, and that none spills (`check`).
#[test]
fn the_benchmark_stencils_get_register_tiles_without_spilling() {
    fn weighted<T: Num, const D: usize>(pattern: &Stencil<D>) -> impl Fn(&Taps<T, D>) -> Exp<T> {
        let offsets = pattern.offsets().to_vec();
        move |t| {
            let terms = offsets.iter().enumerate().map(|(k, &o)| t[o] * constant(T::from_i64(k as i64 + 1)));
            terms.reduce(|a, b| a + b).expect("taps")
        }
    }
    fn skeletons<T: Num + Float>(strategy: StencilStrategy) -> Vec<String> {
        let m = use_array(&Array::from_fn([40, 70], |[i, j]| T::from_i64((i * 70 + j) as i64)));
        let cube = use_array(&Array::from_fn([9, 10, 40], |[i, j, k]| T::from_i64((i + j + k) as i64)));
        let star =
            |r| Stencil::new(Stencil::<2>::cube(r).offsets().iter().copied().filter(|o| o[0] * o[1] == 0));
        let planar =
            [star(1), star(2), Stencil::cube(1), Stencil::cube(2), Stencil::cube(4), Stencil::cube(7)];
        let solid = [Stencil::star(1), Stencil::cube(1)];
        let skeleton = |p: systole_frontend::ir::Program| {
            let _ = check_with(p.clone(), &GridOptions::default().with_stencil(strategy));
            let sig = first_signature(&p);
            grid::stencil_skeleton(&sig, strategy, None).expect("a stencil").to_string()
        };
        let planar =
            planar.iter().map(|p| skeleton(program(&m.stencil(p, Boundary::Clamp, weighted::<T, 2>(p)))));
        let solid =
            solid.iter().map(|p| skeleton(program(&cube.stencil(p, Boundary::Clamp, weighted::<T, 3>(p)))));
        planar.chain(solid).collect()
    }
    // short halos are walked 4 rows a step (64-bit values: 8 rows at once), taller ones
    // too where the taps are few; SSAM's tiles and those of many taps hold their rows at
    // once. A lane holds 2 columns of 2D rows (4 under SSAM's constant weights where the
    // rows fit; 1 where value shuffles of many taps run as one copy of the code) and 2 of 3D
    // value shuffles, 1 under SSAM
    let lanes = |columns: u32, lanes: u32| match lanes {
        1 => format!("{columns} columns"),
        n => format!("{columns} columns ({n} a lane)"),
    };
    // value shuffles of a halo of one column each side: the halo in lanes of their own
    let halo_lanes = || "64 columns (2 a lane, halo in 2 lanes)".to_string();
    let (walked, at_once) = (
        |columns: String, rows| format!("{columns} x {rows} rows per warp, 4 rows a step"),
        |columns: String, rows| format!("{columns} x {rows} rows per warp"),
    );
    // 3D: 32 planes; value shuffles a plane at a time with 2 columns a lane and the halo
    // columns in lanes of their own, 4 rows held (64-bit values and many taps: 2); SSAM's
    // sums a plane at a time, 4 rows, with 2 columns a lane (64-bit values: 1, 28 columns
    // a warp (whole sectors), their rows loaded 2 steps ahead and prefetched a step before),
    // a block's warps on adjacent rows
    let planes = |columns: &str| format!("{columns} x 4 rows x 32 planes per warp, 1 plane a step");
    let paired = |rows| {
        format!(
            "64 columns (2 a lane, halo in 2 lanes) x {rows} rows x 32 planes per warp, 1 plane a step, \
             chunks up and down in turn"
        )
    };
    let many = paired(2);
    let tile = |shape: &String| format!("register tile ({shape})");
    let ssam = |shape: &String| format!("SSAM partial sums of + ({shape})");
    let spills =
        |words| format!("naive stencil ({words} registers of taps per output: a register tile would spill)");
    let f32s = skeletons::<f32>(StencilStrategy::RegisterCache);
    assert_eq!(
        f32s,
        [
            tile(&walked(halo_lanes(), 16)),
            tile(&walked(lanes(60, 2), 32)),
            tile(&walked(halo_lanes(), 16)),
            tile(&at_once(lanes(28, 1), 12)),
            tile(&at_once(lanes(24, 1), 8)),
            spills(225),
            tile(&paired(4)),
            tile(&many)
        ]
    );
    let f64s = skeletons::<f64>(StencilStrategy::RegisterCache);
    assert_eq!(
        f64s,
        [
            tile(&at_once(halo_lanes(), 8)),
            tile(&walked(lanes(60, 2), 32)),
            tile(&at_once(halo_lanes(), 8)),
            tile(&at_once(lanes(28, 1), 12)),
            spills(162),
            spills(450),
            tile(&paired(2)),
            tile(&many)
        ]
    );
    // SSAM takes every weighted sum whose halo fits, the 15x15 box included (constant
    // weights); wide boxes of 64-bit values hold fewer rows
    let ssam_f32 = [
        ssam(&walked(lanes(120, 4), 16)),
        ssam(&at_once(lanes(120, 4), 12)),
        ssam(&walked(lanes(120, 4), 16)),
        ssam(&at_once(lanes(120, 4), 12)),
        ssam(&at_once(lanes(56, 2), 16)),
        ssam(&at_once(lanes(48, 2), 16)),
        ssam(&format!("{}, a block's warps on adjacent rows", planes(&lanes(60, 2)))),
        ssam(&format!("{}, a block's warps on adjacent rows", planes(&lanes(60, 2)))),
    ];
    assert_eq!(skeletons::<f32>(StencilStrategy::Ssam), ssam_f32);
    let wide_planes = format!(
        "{}, rows loaded 2 steps ahead, prefetched into the L1 1 step before, a block's warps on \
             adjacent rows",
        planes(&lanes(28, 1))
    );
    assert_eq!(
        skeletons::<f64>(StencilStrategy::Ssam),
        [
            ssam(&at_once(lanes(60, 2), 8)),
            ssam(&at_once(lanes(60, 2), 12)),
            ssam(&at_once(lanes(60, 2), 8)),
            ssam(&at_once(lanes(60, 2), 12)),
            ssam(&at_once(lanes(56, 2), 8)),
            ssam(&at_once(lanes(48, 2), 4)),
            ssam(&wide_planes),
            ssam(&wide_planes),
        ]
    );
    // `Auto`: the register tile for a few taps, SSAM for weighted sums of more than 16, the
    // shared window for dense boxes wider than 9x9
    let auto = skeletons::<f32>(StencilStrategy::Auto);
    assert_eq!(auto[..3], f32s[..3]);
    assert_eq!(auto[3..5], ssam_f32[3..5]);
    assert!(auto[5].starts_with("shared window (15x15 filter"), "{}", auto[5]);
    assert_eq!((&auto[6], &auto[7]), (&f32s[6], &ssam_f32[7]));
}

/// Register tiles of the user's shapes (`TileShape`): one output a step, odd steps and
/// chunks, several steps unrolled over the ring of rows (a chunk of 9 rows 3 a step: 4
/// steps' worth of slots), 3D blocks of 2 and 5 rows; each assembles without spilling,
/// with SSAM's partial sums and with value shuffles, and takes the shape asked for.
#[test]
fn register_tiles_of_every_shape_assemble_without_spilling() {
    let m = matrix(40, 70);
    let cube = use_array(&Array::from_fn([9, 10, 40], |[i, j, k]| (i + j + k) as f32));
    let wide = use_array(&Array::from_fn([40, 70], |[i, j]| (i * 70 + j) as f64));
    let p = (
        m.stencil(&Stencil::cube(1), Boundary::Clamp, |t| {
            t.values().iter().enumerate().fold(Exp::from(0.0f32), |a, (k, &x)| a + x * (k + 1) as f32)
        }),
        cube.stencil(&Stencil::star(1), Boundary::Wrap, |t| {
            t.values().iter().enumerate().fold(Exp::from(0.0f32), |a, (k, &x)| a + x * (k + 1) as f32)
        }),
        wide.stencil(&Stencil::star(1), Boundary::Mirror, |t| t[[0, -1]] * 0.5 - t[[1, 0]] + t[[0, 1]]),
    );
    // (step, chunk, block, columns a lane): 64-bit values take at most 2 columns (16 bytes)
    let shapes = [(1, 1, 1, 1), (3, 9, 2, 2), (2, 6, 5, 1), (5, 5, 1, 2), (1, 32, 4, 2), (1, 4, 1, 4)];
    for (step, chunk, block, columns) in shapes {
        let shape = grid::TileShape::new(step, chunk, block).and_then(|s| s.with_columns(columns)).unwrap();
        for strategy in [StencilStrategy::RegisterCache, StencilStrategy::Ssam] {
            let options = GridOptions::default().with_stencil(strategy).with_tile_shape(Some(shape));
            let plan = systole_fusion::plan(&program(&p)).unwrap();
            let kernels = check_with(program(&p), &options);
            for (k, (_, ptx)) in plan.kernels().into_iter().zip(&kernels) {
                let sig = Signature::of(k, |v| plan.array_type(v).clone());
                let tile = options.stencil_skeleton(&sig).and_then(|s| s.tile().cloned()).expect("a tile");
                assert_eq!((tile.step, tile.chunk), (step, chunk), "{strategy:?}");
                if tile.block_dim().is_some() {
                    assert_eq!(tile.block, block);
                }
                let wide = sig.types.iter().any(|t| t.elt.leaves().iter().any(|l| l.size_bytes() == 8));
                assert_eq!(tile.columns, if wide { columns.min(2) } else { columns }, "{strategy:?}");
                // lanes of several columns read their inner tiles' rows as vectors
                if tile.columns > 1 {
                    let vector = format!("ld.global.nc.v{}", tile.columns);
                    assert!(ptx.contains(&vector), "no {vector} ({strategy:?}, {tile})");
                }
            }
        }
    }
}

#[test]
fn a_compiled_function_of_an_iterated_stencil_generates_its_kernels() {
    let plan = trace_fn(|u: Acc<Matrix<f64>>| {
        iterate(3, u, |u| {
            u.stencil(&Stencil::star(1), Boundary::Clamp, |t| t[[0, 0]] * 0.5 + t[[0, 1]] * 0.5)
        })
        .fold_all(0.0, |a, b| a.max(b))
    })
    .expect("traces");
    let names: Vec<&str> = check(plan).iter().map(|(n, _)| *n).collect();
    assert_eq!(names, vec!["stencil", "fold"]);
}

#[test]
fn thread_mappings_remap_element_wise_kernels_naive_stencils_and_folds_of_generate() {
    let m = matrix(33, 70);
    let p = (
        m.map(|x| x * 2.0),
        generate([3, 5, 7], |[i, j, k]| (i * j + k).cast::<f32>()),
        m.stencil(&Stencil::cube(1), Boundary::Clamp, |t| t[[-1, -1]] + t[[1, 1]]),
        (
            m.fold(0.0, |a, b| a + b),
            generate([8, 9, 10], |[i, j, k]| (i * k + j).cast::<f32>()).fold(0.0, |a, b| a + b),
        ),
    );
    for mapping in [ThreadMapping::Column { width: 32 }, ThreadMapping::Zigzag { width: 48 }] {
        // the naive stencil takes the mapping; the register tile keeps its own warps
        let naive = GridOptions::default().with_stencil(StencilStrategy::Naive);
        let options = naive.clone().with_mapping(mapping.clone()).unwrap();
        let kernels = check_with(program(&p), &options);
        let plain = check_with(program(&p), &naive);
        for (k, ((name, mapped), (_, linear))) in kernels.iter().zip(&plain).enumerate() {
            // the fold of a manifest matrix keeps its order; the fold of a generate does not
            let remapped = k != 3;
            assert_eq!(mapped != linear, remapped, "{mapping:?} {name}:\n{mapped}");
            if k == 0 || k == 2 {
                // a remapped 2D kernel is a 1D grid over the plane: no block row index
                assert!(linear.contains("%ctaid.y") && !mapped.contains("%ctaid.y"), "{name}:\n{mapped}");
                // the mapping in 32-bit where the plane has fewer than 2^31 positions
                let narrow = |ptx: &str| ptx.contains(", 2147483647;") || ptx.contains(", 2147483648;");
                assert!(narrow(mapped) && !narrow(linear), "{name}:\n{mapped}");
                assert!(mapped.contains("div.u32"), "{name}:\n{mapped}");
            }
        }
        let tiled = options.clone().with_stencil(StencilStrategy::Auto);
        let plan = systole_fusion::plan(&program(&p)).unwrap();
        for k in plan.kernels() {
            let sig = Signature::of(k, |v| plan.array_type(v).clone());
            let expected = matches!(k.name(), "generate" | "stencil") || k.reads().is_empty();
            assert_eq!(options.position_for(&sig).is_some(), expected, "{}", k.name());
            if k.name() == "stencil" {
                assert!(tiled.position_for(&sig).is_none());
            }
        }
    }
    assert!(GridOptions::default().with_mapping(ThreadMapping::Zigzag { width: 0 }).is_err());
}

#[test]
fn each_kernel_is_described_with_its_skeleton_and_why() {
    let m = matrix(20, 40);
    let line = use_array(&Array::from_fn([50], |[i]| i as f32));
    let p = (
        (
            m.stencil(&Stencil::star(1), Boundary::Clamp, |t| t[[0, -1]] + t[[0, 1]] * 2.0),
            m.stencil(&Stencil::star(1), Boundary::Clamp, |t| t[[0, -1]] * t[[0, 1]]),
        ),
        line.stencil(&Stencil::new([[-1], [1]]), Boundary::Clamp, |t| t[[1]] - t[[-1]]),
        m.map(|x| x + 1.0),
        m.fold(0.0, |a, b| a + b),
    );
    let plan = systole_fusion::plan(&program(&p)).unwrap();
    let options = GridOptions::default()
        .with_stencil(StencilStrategy::Ssam)
        .with_mapping(ThreadMapping::Column { width: 32 })
        .unwrap();
    let described = crate::kernel_skeletons(&plan, &options);
    let text: Vec<String> =
        described.iter().map(|(k, s)| format!("{k}: {}", s.as_deref().unwrap_or("-"))).collect();
    assert_eq!(
        text,
        [
            "stencil: SSAM partial sums of + (120 columns (4 a lane) x 16 rows per warp, 4 rows a step)",
            "stencil: register tile (64 columns (2 a lane, halo in 2 lanes) x 16 rows per warp, 4 rows a step)",
            "stencil: naive stencil (rank 1: a register tile needs rows to stream along)",
            "generate: thread mapping Column { width: 32 }",
            "fold: -",
        ]
    );
    let naive = crate::kernel_skeletons(&plan, &options.clone().with_stencil(StencilStrategy::Naive));
    assert_eq!(
        naive[0].1.as_deref(),
        Some("naive stencil (StencilStrategy::Naive), thread mapping Column { width: 32 }")
    );
    // a stencil's own strategy wins over the backend's, and survives a fused map
    let own = (
        m.stencil(&Stencil::star(1), Boundary::Clamp, |t| t[[0, -1]] + t[[0, 1]])
            .stencil_strategy(StencilStrategy::RegisterCache)
            .map(|x| x * 2.0),
        m.stencil(&Stencil::star(1), Boundary::Clamp, |t| t[[1, 0]] - t[[0, 1]])
            .stencil_strategy(StencilStrategy::Naive),
    );
    let plan = systole_fusion::plan(&program(&own)).unwrap();
    let described: Vec<Option<String>> =
        crate::kernel_skeletons(&plan, &GridOptions::default().with_stencil(StencilStrategy::Ssam))
            .into_iter()
            .map(|(_, s)| s)
            .collect();
    assert_eq!(
        described,
        [
            Some(
                "register tile (64 columns (2 a lane, halo in 2 lanes) x 16 rows per warp, 4 rows a step)"
                    .to_string()
            ),
            Some("naive stencil (StencilStrategy::Naive)".to_string())
        ]
    );
}

#[test]
fn float_maxima_beside_an_fma_of_their_operands_compile_to_ptx_min_and_max() {
    // LLVM 19's simplifier crashed the process on maxnum(maxnum(x, c), fma(x, c, y)), and
    // NVPTX's combiner turns NVVM's fmax into maxnum: float min/max are PTX written out
    // (`NvptxTarget::float_min_max`): generating these kernels crashed before
    let xs = use_array(&Array::from_fn([64], |[i]| i as f32 - 20.0));
    let ys = use_array(&Array::from_fn([64], |[i]| (i as f64).sqrt() - 3.0));
    let f32s = program(&xs.zip_with(&xs, |x, y| x.max(-4.0).max(x.fma(-4.0, y))));
    let f64s = program(&ys.map(|x| x.min(2.5).min(x.fma(2.5, x)).clamp(-1.0, 1.0)));
    for (p, width) in [(f32s, "f32"), (f64s, "f64")] {
        for (_, text) in check(p) {
            assert!(
                text.contains(&format!("max.{width}")) || text.contains(&format!("min.{width}")),
                "{text}"
            );
        }
    }
}

#[test]
fn integer_maxima_on_sm_90_are_selects_that_ptxas_does_not_fuse() {
    // ptxas fuses max(max(a, -b), -c) of i32 into one VIMNMX3 and drops a negation (see
    // `NvptxTarget::int_min_max`); sm_90 gets compares and selects, sm_80 keeps `max`
    let column = |s: i32| use_array(&Array::from_fn([64], move |[i]| i as i32 * s - 500));
    let abc = column(1).zip(&column(7)).zip(&column(13));
    let p = program(&abc.map(|p| {
        let (xy, z) = p.unpack();
        let (x, y) = xy.unpack();
        ((x * -2).max(y * -1).max(z * -1), x.cast::<u16>().min(y.cast::<u16>()))
    }));
    for (_, text) in check(p.clone()) {
        assert!(text.contains("selp.b32") && text.contains("setp.gt.s32"), "{text}");
        assert!(text.contains("setp.lt.u32"), "u16 minimum, widened:\n{text}");
        assert!(!text.contains("max.s32") && !text.contains("min.u16"), "{text}");
    }
    let plan = systole_fusion::plan(&p).expect("a plan");
    for (_, text) in kernels_ptx(&plan, 80, &GridOptions::default()) {
        assert!(text.contains("max.s32") && !text.contains("selp.b32"), "{text}");
    }
}

#[test]
fn scans_of_wide_elements_stage_within_shared_memory() {
    // 24 and 48 bytes an element: a block of 8 warps (rows) or 4 (chained) would stage more
    // than 48 KiB, which ptxas rejects; fewer warps and tiles fit
    type Three = (f64, f64, f64);
    let m = use_array(&Array::from_fn([3, 9], |[i, j]| (i * 9 + j) as f64));
    let add3 = |a: Exp<Three>, b: Exp<Three>| {
        let ((a0, a1, a2), (b0, b1, b2)) = (a.unpack(), b.unpack());
        Exp::from((a0 + b0, a1 + b1, a2 + b2))
    };
    let three = m.map(|x| Exp::from((x, x * 2.0, x * 3.0)));
    let six = m.map(|x| Exp::from(((x, x * 2.0, x * 3.0), (x + 1.0, x + 2.0, x + 3.0))));
    let add6 = move |a: Exp<(Three, Three)>, b: Exp<(Three, Three)>| {
        let ((a0, a1), (b0, b1)) = (a.unpack(), b.unpack());
        Exp::from((add3(a0, b0), add3(a1, b1)))
    };
    // 192 bytes: too wide for a block's shared memory, an error that says so
    let wide = six.map(|x| Exp::from((x, x))).map(|x| Exp::from((x, x)));
    let sig = first_signature(&program(&wide.scan(|a, _| a)));
    let err = ptx(&NvptxTarget::new(90), &sig, &GridOptions::default(), "wide").unwrap_err();
    assert!(err.to_string().contains("elements of 192 bytes"), "{err}");
    for (p, rows, chained) in [(program(&three.scan(add3)), 224, 128), (program(&six.scan(add6)), 96, 96)] {
        for (_, text) in check(p) {
            assert!(text.contains(&format!(".maxntid {rows}")), "row scan's block:\n{text}");
            assert!(text.contains(&format!(".maxntid {chained}")), "chained scan's block:\n{text}");
        }
    }
}

/// Value shuffles of a halo of one column each side put the halo in lanes of their own:
/// the kernel has a `whole_tiles` entry beside `elements`, in which every tile loads and
/// stores its own columns as vectors (never a column at a time) and takes its halo columns
/// with indexed shuffles; a wider halo, SSAM and a user's overlapping shape have no such
/// entry.
#[test]
fn tiles_side_by_side_have_a_whole_tiles_entry() {
    let cube = use_array(&Array::from_fn([9, 10, 70], |[i, j, k]| (i * j + k) as f32));
    let star =
        cube.stencil(&Stencil::star(1), Boundary::Mirror, |t| t[[0, 0, 1]] - t[[1, 0, 0]] * t[[0, 0, -1]]);
    let values = GridOptions::default().with_stencil(StencilStrategy::RegisterCache);
    let entries = |p: &systole_frontend::ir::Program, options: &GridOptions| {
        grid::entries(&first_signature(p), options)
    };
    assert_eq!(entries(&program(&star), &values), [Entry::Elements, Entry::WholeTiles]);
    let (_, ptx) = &check_with(program(&star), &values)[0];
    let whole = ptx.split(".entry").find(|e| e.contains("_whole_tiles(")).expect("the whole tiles' entry");
    for feature in ["ld.global.nc.v2.f32", "st.global.v2.f32", "shfl.sync.idx.b32"] {
        assert!(whole.contains(feature), "no {feature} in the whole tiles' entry:\n{whole}");
    }
    assert!(!whole.lines().any(|l| l.trim_start().starts_with("@%p") && l.contains("st.global")));
    assert!(!whole.contains("st.global.f32"), "every store a vector:\n{whole}");
    // the `elements` entry (rows of odd length, narrower than a tile) overlaps its tiles
    let elements = ptx.split(".entry").find(|e| e.contains("_elements(")).expect("the stencil's entry");
    assert!(!elements.contains("shfl.sync.idx"), "no lanes of the halo:\n{elements}");
    let m = matrix(40, 70);
    let wide = m.stencil(&Stencil::star(2), Boundary::Clamp, |t| t[[0, 2]] - t[[0, -2]]);
    assert_eq!(entries(&program(&wide), &values), [Entry::Elements]);
    let sum = m.stencil(&Stencil::star(1), Boundary::Clamp, |t| t[[0, 1]] * 2.0 + t[[0, -1]]);
    let ssam = GridOptions::default().with_stencil(StencilStrategy::Ssam);
    assert_eq!(entries(&program(&sum), &ssam), [Entry::Elements]);
    let overlap = grid::TileShape::new(4, 16, 1).unwrap().with_halo_lanes(false);
    assert_eq!(entries(&program(&sum), &values.clone().with_tile_shape(Some(overlap))), [Entry::Elements]);
    assert_eq!(entries(&program(&sum), &values), [Entry::Elements, Entry::WholeTiles]);
}

/// An SSAM stencil whose weights are read at run time (a 9x9 filter) keeps them in constant
/// memory: its module has a `weights` entry, which alone reads the filter, and the global
/// `systole_weights`, from which the stencil's entry reads each weight where it is used.
#[test]
fn run_time_weights_live_in_constant_memory() {
    let m = matrix(40, 70);
    let w = use_array(&Array::from_fn([9, 9], |[i, j]| (i * 9 + j) as f32));
    let p = m.stencil(&Stencil::cube(4), Boundary::Clamp, |t| {
        t.iter()
            .map(|([dy, dx], v)| v * w.index([constant(dy + 4), constant(dx + 4)]))
            .reduce(|a, b| a + b)
            .unwrap()
    });
    let sig = first_signature(&program(&p));
    let ssam = GridOptions::default().with_stencil(StencilStrategy::Ssam);
    assert_eq!(grid::entries(&sig, &ssam), [Entry::Elements, Entry::Weights]);
    let tiled = GridOptions::default().with_stencil(StencilStrategy::RegisterCache);
    assert_eq!(grid::entries(&sig, &tiled), [Entry::Elements]);
    let (_, ptx) = &check_with(program(&p), &ssam)[0];
    assert!(ptx.contains(".visible .const .align 4 .b8 systole_weights[324]"), "{ptx}");
    let elements = ptx.split(".entry").find(|e| e.contains("_elements(")).expect("the stencil's entry");
    let weights = ptx.split(".entry").find(|e| e.contains("_weights(")).expect("the weights entry");
    assert!(elements.matches("ld.const.f32").count() >= 81, "every weight read from constant memory");
    assert!(weights.matches("st.global.f32").count() == 81, "{weights}");
    // filters of 32-bit values read at run time over 9 rows or more walk their rows in
    // lanes of 2 columns (whatever their width); shorter ones, and 64-bit ones, are loaded at
    // once
    fn skeleton<T: Float + Elt>(taps: Vec<[i64; 2]>) -> String
    where
        Exp<T>: From<T>,
    {
        let (rows, columns) =
            (taps.iter().map(|t| t[0]).max().unwrap(), taps.iter().map(|t| t[1]).max().unwrap());
        let weight = |[dy, dx]: [i64; 2]| constant((dy + rows) * (2 * columns + 1) + dx + columns);
        let filter = use_array(&Array::from_fn([1000], |[i]| T::from_i64(i as i64)));
        let m = use_array(&Array::from_fn([40, 70], |[i, j]| T::from_i64((i + j) as i64)));
        let p = m.stencil(&Stencil::new(taps), Boundary::Clamp, |t| {
            t.iter().map(|(o, v)| v * filter.index([weight(o)])).reduce(|a, b| a + b).unwrap()
        });
        let sig = first_signature(&program(&p));
        GridOptions::default().stencil_skeleton(&sig).unwrap().to_string()
    }
    let boxed = |r: i64, c: i64| -> Vec<[i64; 2]> {
        (-r..=r).flat_map(|dy| (-c..=c).map(move |dx| [dy, dx])).collect()
    };
    let walked = |columns| {
        format!("SSAM partial sums of + ({columns} columns (2 a lane) x 32 rows per warp, 4 rows a step)")
    };
    assert_eq!(skeleton::<f32>(boxed(4, 4)), walked(56));
    assert_eq!(skeleton::<f32>(boxed(4, 1)), walked(60));
    assert_eq!(
        skeleton::<f32>(boxed(2, 2)),
        "SSAM partial sums of + (120 columns (4 a lane) x 12 rows per warp)"
    );
    assert_eq!(
        skeleton::<f64>(boxed(4, 4)),
        "SSAM partial sums of + (56 columns (2 a lane) x 8 rows per warp)"
    );
    // the default skeletons of the benchmark's convolutions (SSAM from 5x5 up) do not spill
    for k in [5i64, 9, 15] {
        let w = use_array(&Array::from_fn([k as usize; 2], |[i, j]| (i + j) as f32));
        let p = m.stencil(&Stencil::cube(k / 2), Boundary::Clamp, |t| {
            let at = |d: i64| constant(d + k / 2);
            t.iter().map(|([dy, dx], v)| v * w.index([at(dy), at(dx)])).reduce(|a, b| a + b).unwrap()
        });
        check(program(&p));
    }
}

#[test]
fn a_register_tile_says_how_many_bytes_a_lane_loads_at_once() {
    // j2d5pt's tile holds 2 columns a lane: 8 bytes a load in f32, 16 in f64 (what the
    // device weighs against the warps whole tiles keep resident)
    fn lane_bytes<T: Float + Elt>(x: T) -> Option<u32>
    where
        Exp<T>: From<T>,
    {
        let m = use_array(&Array::from_fn([64, 64], |[i, j]| if i == j { x } else { T::from_i64(0) }));
        let p = m.stencil(&Stencil::star(1), Boundary::Clamp, |t| {
            t[[0, 0]] * x + t[[1, 0]] + t[[-1, 0]] + t[[0, 1]] + t[[0, -1]]
        });
        let sig = first_signature(&program(&p));
        GridOptions::default().stencil_skeleton(&sig).unwrap().lane_load_bytes(&sig)
    }
    assert_eq!(lane_bytes(0.5f32), Some(8));
    assert_eq!(lane_bytes(0.5f64), Some(16));
}

/// The `iterate` steps of `p`'s fused plan, as a persistent kernel sees them.
fn persistent_loops(p: &systole_frontend::ir::Program) -> Vec<Result<grid::PersistentLoop, String>> {
    persistent_steps(p, false)
}

/// The `iterate` (or, with `awhile`, the `awhile`) steps of `p`'s fused plan, as a
/// persistent kernel sees them.
pub(crate) fn persistent_steps(
    p: &systole_frontend::ir::Program,
    awhile: bool,
) -> Vec<Result<grid::PersistentLoop, String>> {
    let plan = systole_fusion::plan(p).expect("a plan");
    let mut out = Vec::new();
    plan.body.visit(&mut |step| {
        let array_type = |v| plan.array_type(v).clone();
        match step {
            systole_fusion::Step::Iterate { .. } if !awhile => {
                out.push(grid::persistent_loop(step, &array_type))
            }
            systole_fusion::Step::Awhile { .. } if awhile => {
                out.push(grid::persistent_awhile(step, &array_type))
            }
            _ => {}
        }
    });
    out
}

/// The PTX of the band kernel of `lp` laid out as `shape` (for a domain of `ny x nx`) for
/// sm_80 and sm_90: it synchronises through flags (a release store, acquire loads), shuffles
/// and block barriers, and assembles with `ptxas` (where there is one) without spills or
/// stack; `SYSTOLE_PTXAS_REPORT` prints ptxas's report.
fn assemble_band(
    tool: Option<&PathBuf>,
    name: &str,
    lp: &grid::PersistentLoop,
    shape: grid::BandShape,
    [ny, nx]: [usize; 2],
) -> Vec<String> {
    [80, 90]
        .into_iter()
        .map(|arch| {
            let code = crate::compile::band(&NvptxTarget::new(arch), lp, shape, "systole_band", false, false)
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            let text = code.ptx;
            assert!(text.contains("st.release.gpu") && text.contains("ld.acquire.gpu"), "{name}:\n{text}");
            assert!(text.contains("shfl.sync") && text.contains("bar.sync"), "{name}");
            if let Some(tool) = tool {
                let report = assemble(tool, &text, arch, name);
                if std::env::var_os("SYSTOLE_PTXAS_REPORT").is_some() {
                    println!("{name} {ny}x{nx} ({shape}) on sm_{arch}:\n{report}");
                }
                assert_eq!(
                    stack_frame(&report),
                    0,
                    "{name} {ny}x{nx} ({shape}) spills on sm_{arch}:\n{report}"
                );
            }
            text
        })
        .collect()
}

/// Five steps of a j2d5pt (weights 5, 12, 1, 12, 1 over 31) in `T` under `boundary` over
/// a 16 x 16 domain: the loop of the band and streaming kernels' assembly tests.
fn iterated_j2d5pt<T: Float + Elt>(boundary: Boundary<T>) -> systole_frontend::ir::Program {
    let u = use_array(&Array::from_fn([16, 16], |[i, j]| T::from_i64((i * 16 + j) as i64)));
    let star = Stencil::new([[-1, 0], [0, -1], [0, 0], [0, 1], [1, 0]]);
    program(&iterate(5, u, move |u| {
        u.stencil(&star, boundary, |t| {
            (t[[-1, 0]] * constant(T::from_i64(5))
                + t[[0, -1]] * constant(T::from_i64(12))
                + t[[0, 0]]
                + t[[0, 1]] * constant(T::from_i64(12))
                + t[[1, 0]])
                / constant(T::from_i64(31))
        })
    }))
}

/// Persistent band kernels (PERKS) of iterated stencils: j2d5pt in f32 and f64 under each
/// boundary a band supports, a radius-2 star and a stencil whose taps reach 2 columns, at
/// the shapes the backend chooses for 1024², 2000 x 1000, 128² (one row a block) and 2048²
/// (with rows in shared memory, `f32` under clamp), and for 899 x 896, 221 x 1984 and 143 x
/// 2048 at the user's 4, 3 and 3 steps an exchange (rows in shared memory): they
/// assemble without spills, use no stack, and synchronise through flags (a release store,
/// acquire loads).
#[test]
fn persistent_band_kernels_assemble_without_spilling() {
    let wide = use_array(&Array::from_fn([16, 16], |[i, j]| (i * j) as f32));
    let u = use_array(&Array::from_fn([16, 16], |[i, j]| (i * 16 + j) as f32));
    let star = Stencil::new([[-1, 0], [0, -1], [0, 0], [0, 1], [1, 0]]);
    let cases = vec![
        // the benchmark's form: weights divided by 49 ahead (multiplications, no division)
        (
            "j2d5pt f32 weighted",
            program(&iterate(5, u, move |u| {
                u.stencil(&star, Boundary::Clamp, |t| {
                    t[[-1, 0]] * (5.0 / 49.0)
                        + t[[0, -1]] * (12.0 / 49.0)
                        + t[[0, 0]] * (15.0 / 49.0)
                        + t[[0, 1]] * (12.0 / 49.0)
                        + t[[1, 0]] * (5.0 / 49.0)
                })
            })),
        ),
        ("j2d5pt f32 clamp", iterated_j2d5pt::<f32>(Boundary::Clamp)),
        ("j2d5pt f32 mirror", iterated_j2d5pt::<f32>(Boundary::Mirror)),
        ("j2d5pt f32 constant", iterated_j2d5pt::<f32>(Boundary::Constant(0.25))),
        ("j2d5pt f64 clamp", iterated_j2d5pt::<f64>(Boundary::Clamp)),
        ("j2d5pt f64 mirror", iterated_j2d5pt::<f64>(Boundary::Mirror)),
        (
            "radius 2 f32",
            program(&iterate(3, wide.clone(), |u| {
                u.stencil(&Stencil::star(2), Boundary::Clamp, |t| {
                    t.values().iter().fold(Exp::from(0.0f32), |a, &x| a + x * 0.1)
                })
            })),
        ),
    ];
    let tool = installed();
    for (name, p) in cases {
        let lp = persistent_loops(&p).remove(0).unwrap_or_else(|why| panic!("{name}: {why}"));
        for (ny, nx) in [(1024, 1024), (2000, 1024), (128, 128), (2048, 2048)] {
            let Ok(shape) = grid::BandShape::choose(&lp, ny, nx, 132, None) else {
                // 16 rows of 64-bit values do not fit in registers, nor a halo of 2 rows
                // beside one: host loops; 2048² keeps rows in shared memory only for `f32`
                // under clamp and a reach of one row
                assert!(
                    (name.contains("f64") && ny == 2000)
                        || (name.contains("radius 2") && ny == 128)
                        || (ny == 2048 && !(name.contains("f32 clamp") || name.contains("weighted"))),
                    "{name} {ny}x{nx}"
                );
                continue;
            };
            assert_eq!(shape.shared > 0, ny == 2048, "{name} {ny}x{nx}: {shape}");
            assemble_band(tool.as_ref(), name, &lp, shape, [ny, nx]);
        }
        // rows in shared memory: the GPU test's shapes (2 columns a lane and 16 warps over
        // 896 columns, 4 columns and 17 warps over 1984 and 2048)
        if name.contains("f32 clamp") || name.contains("weighted") {
            for (ny, nx, k) in [(899, 896, 4), (221, 1984, 3), (143, 2048, 3)] {
                let shape =
                    grid::BandShape::choose(&lp, ny, nx, 132, Some(k)).unwrap_or_else(|why| panic!("{why}"));
                assert!(shape.shared > 0, "{name} {ny}x{nx}: {shape}");
                assemble_band(tool.as_ref(), name, &lp, shape, [ny, nx]);
            }
        }
    }
    // what does not qualify, and why
    let m = matrix(8, 8);
    let two = iterate(2, (m.clone(), m.clone()), |(a, b)| (b, a));
    let why = persistent_loops(&program(&two)).remove(0).unwrap_err();
    assert!(why.contains("carries 2 arrays"), "{why}");
    let wrap = iterate(2, m.clone(), |u| u.stencil(&Stencil::star(1), Boundary::Wrap, |t| t[[0, 1]]));
    assert!(persistent_loops(&program(&wrap)).remove(0).unwrap_err().contains("wraps"));
    let mapped = iterate(2, m.clone(), |u| u.map(|x| x + 1.0));
    assert!(persistent_loops(&program(&mapped)).remove(0).unwrap_err().contains("not a stencil"));
    let other = iterate(2, m.clone(), move |u| {
        u.stencil(&Stencil::star(1), Boundary::Clamp, |t| t[[0, 1]] + m.index([constant(0), constant(0)]))
    });
    assert!(persistent_loops(&program(&other)).remove(0).unwrap_err().contains("other arrays"));
}

/// Five steps of a sum of a star's taps in `T` under clamp over a 16 x 16 domain.
fn iterated_star_sum<T: Num + Elt>() -> systole_frontend::ir::Program {
    let u = use_array(&Array::from_fn([16, 16], |[i, j]| T::from_i64((i * 16 + j) as i64 % 7)));
    let star = Stencil::new([[-1, 0], [0, -1], [0, 0], [0, 1], [1, 0]]);
    program(&iterate(5, u, move |u| {
        u.stencil(&star, Boundary::Clamp, |t| t[[-1, 0]] + t[[0, -1]] + t[[0, 0]] + t[[0, 1]] + t[[1, 0]])
    }))
}

/// A band kernel's exchanged rows move as whole vectors: each thread's `C` columns of a row
/// as one store and one volatile load (`.v2`, `.v4`; pieces of 16 bytes; a byte vector of 4
/// as a 32-bit word), for 1, 2 and 4 columns a lane and elements of 1, 4 and 8 bytes, with
/// a barrier a step and with overlapping warps; where a lane's columns lie on both sides
/// of its warp's own (overlapping warps of 3 steps an exchange, reach 1, 2 columns a
/// lane) the loads are a column each, the stores still vectors. They assemble without
/// spills.
#[test]
fn band_edge_rows_move_as_vectors() {
    let tool = installed();
    let cases: Vec<(&str, systole_frontend::ir::Program)> = vec![
        ("u8", iterated_star_sum::<u8>()),
        ("i32", iterated_star_sum::<i32>()),
        ("f32", iterated_j2d5pt::<f32>(Boundary::Clamp)),
        ("f64", iterated_j2d5pt::<f64>(Boundary::Clamp)),
    ];
    for (name, p) in cases {
        let lp = persistent_loops(&p).remove(0).unwrap_or_else(|why| panic!("{name}: {why}"));
        // 1 column a lane (31 warps), 2 (16 or 19 warps), 4 (32 warps)
        for (ny, nx, steps) in
            [(256, 992, None), (1024, 1024, None), (1024, 1024, Some(3)), (128, 4096, None)]
        {
            if steps.is_some() && lp.elt.size_bytes() > 4 {
                // (overlapping warps hold at most 4 bytes a column)
                continue;
            }
            let Ok(shape) = grid::BandShape::choose(&lp, ny, nx, 132, steps) else {
                // 4 columns of 8 bytes a lane leave no room for the rows
                assert!(name == "f64" && nx == 4096, "{name} {ny}x{nx}");
                continue;
            };
            let c = shape.columns as usize;
            let size = lp.elt.size_bytes();
            let n = c.min(16 / size);
            let kind = match name {
                "u8" if n == 4 => "b32".to_string(),
                "u8" => "b8".to_string(),
                "i32" => "b32".to_string(),
                _ => name.to_string(),
            };
            let vector = |op: &str| match n {
                1 => format!("{op}.{kind}"),
                _ if kind == "b32" && name == "u8" => format!("{op}.b32"),
                _ => format!("{op}.v{n}.{kind}"),
            };
            let misaligned = matches!(shape.sync, grid::WarpSync::Overlap { .. }) && steps == Some(3);
            for text in assemble_band(tool.as_ref(), name, &lp, shape, [ny, nx]) {
                let normal = text.replace(".u8", ".b8").replace(".u32", ".b32").replace(".s32", ".b32");
                let (store, load) = (vector("st.global"), vector("ld.volatile.global"));
                assert!(normal.contains(&store), "{name} {ny}x{nx} ({shape}): no {store}");
                match misaligned {
                    false => assert!(normal.contains(&load), "{name} {ny}x{nx} ({shape}): no {load}"),
                    true => assert!(
                        normal.contains(&format!("ld.volatile.global.{kind}")),
                        "{name} {ny}x{nx} ({shape}): no column loads"
                    ),
                }
            }
        }
    }
}

/// `iterate(5, u, |u| u.stencil(j3d7pt, boundary, ..))` over a cube of `T`: the 7-point
/// star, weights summing to 1.
fn iterated_j3d7pt<T: Num + Elt>(boundary: Boundary<T>) -> systole_frontend::ir::Program {
    let u = use_array(&Array::from_fn([8, 8, 8], |[i, j, k]| T::from_i64((i * 64 + j * 8 + k) as i64)));
    program(&iterate(5, u, move |u| {
        u.stencil(&Stencil::<3>::star(1), boundary, |t| {
            t[[0, 0, 0]] * constant(T::from_i64(2))
                + t[[-1, 0, 0]]
                + t[[1, 0, 0]]
                + t[[0, -1, 0]]
                + t[[0, 1, 0]]
                + t[[0, 0, -1]]
                + t[[0, 0, 1]]
        })
    }))
}

/// 3D streaming kernels (`grid::stream3_module`) of iterated 3D stencils: j3d7pt in f32,
/// f64 and i32 under clamp and a constant, a radius-2 star and a 27-point box, at the
/// shapes the backend chooses for 256³ and 128³, every step count up to theirs and tiles
/// of 32 and 16 rows of 4 and 2 steps, of a row and of 2 rows a thread, where they fit: they assemble without spills or stack, with one block barrier
/// a tick and no shuffles.
#[test]
fn streaming_3d_kernels_assemble_without_spilling() {
    let cube = use_array(&Array::from_fn([8, 8, 8], |[i, j, k]| (i * j + k) as f32));
    let cases = vec![
        ("j3d7pt f32 clamp", iterated_j3d7pt::<f32>(Boundary::Clamp)),
        ("j3d7pt f32 constant", iterated_j3d7pt::<f32>(Boundary::Constant(0.25))),
        ("j3d7pt f64 clamp", iterated_j3d7pt::<f64>(Boundary::Clamp)),
        ("j3d7pt i32 constant", iterated_j3d7pt::<i32>(Boundary::Constant(-3))),
        (
            "radius 2 f32",
            program(&iterate(3, cube.clone(), |u| {
                u.stencil(&Stencil::<3>::star(2), Boundary::Clamp, |t| {
                    t.values().iter().fold(Exp::from(0.0f32), |a, &x| a + x * 0.1)
                })
            })),
        ),
        (
            "box f32",
            program(&iterate(3, cube, |u| {
                u.stencil(&Stencil::<3>::cube(1), Boundary::Clamp, |t| {
                    t.values().iter().fold(Exp::from(0.0f32), |a, &x| a * 0.5 + x)
                })
            })),
        ),
    ];
    let tool = installed();
    for (name, p) in cases {
        let lp = persistent_loops(&p).remove(0).unwrap_or_else(|why| panic!("{name}: {why}"));
        let mut shapes = vec![];
        for n in [256, 128] {
            if let Ok(shape) = grid::Stream3Shape::choose(&lp, [n, n, n], 132, None) {
                shapes.extend((1..=shape.steps).map(|k| shape.with_steps(k)));
            }
        }
        assert!(
            !shapes.is_empty() || !name.starts_with("j3d7pt f32"),
            "{name}: no 3D streaming shape for 256³"
        );
        let most = [(32, 4, 1), (16, 4, 1), (32, 2, 1), (16, 2, 1), (32, 4, 2), (32, 3, 2), (16, 2, 2)]
            .map(|(rows, steps, thread_rows)| grid::Stream3Shape { rows, steps, planes: 64, thread_rows });
        shapes.extend(most);
        shapes.retain(|s| s.fits(&lp).is_ok());
        shapes.dedup();
        assert!(!shapes.is_empty(), "{name}: no 3D streaming shape fits");
        for shape in shapes {
            for arch in [80, 90] {
                let code =
                    crate::compile::stream3(&NvptxTarget::new(arch), &lp, shape, "systole_stream3", false)
                        .unwrap_or_else(|e| panic!("{name}: {e}"));
                let text = code.ptx;
                assert!(text.contains("bar.sync") && text.contains(".shared"), "{name} ({shape})");
                assert!(!text.contains("shfl.sync"), "{name} ({shape})");
                if let Some(tool) = tool.as_ref() {
                    let report = assemble(tool, &text, arch, name);
                    if std::env::var_os("SYSTOLE_PTXAS_REPORT").is_some() {
                        println!("{name} ({shape}) on sm_{arch}:\n{report}");
                    }
                    assert_eq!(stack_frame(&report), 0, "{name} ({shape}) spills on sm_{arch}:\n{report}");
                }
            }
        }
    }
}

/// Streaming kernels (temporal blocking, `grid::stream_module`) of iterated stencils:
/// j2d5pt in f32 and f64 under clamp and a constant, a radius-2 star and a stencil whose
/// taps reach 3 columns and one row one way, at the shapes the backend chooses for 8192²
/// and 2048², the most steps of their columns and the steps left over: they assemble
/// without spills or stack, shuffle, and share no memory.
#[test]
fn streaming_kernels_assemble_without_spilling() {
    let wide = use_array(&Array::from_fn([16, 16], |[i, j]| (i * j) as f32));
    let cases = vec![
        ("j2d5pt f32 clamp", iterated_j2d5pt::<f32>(Boundary::Clamp)),
        ("j2d5pt f32 constant", iterated_j2d5pt::<f32>(Boundary::Constant(0.25))),
        ("j2d5pt f64 clamp", iterated_j2d5pt::<f64>(Boundary::Clamp)),
        ("j2d5pt f64 constant", iterated_j2d5pt::<f64>(Boundary::Constant(-1.0))),
        (
            "radius 2 f32",
            program(&iterate(3, wide.clone(), |u| {
                u.stencil(&Stencil::star(2), Boundary::Clamp, |t| {
                    t.values().iter().fold(Exp::from(0.0f32), |a, &x| a + x * 0.1)
                })
            })),
        ),
        (
            "lopsided f32",
            program(&iterate(3, wide, |u| {
                u.stencil(&Stencil::new([[0, -3], [0, 0], [1, 2], [1, 0]]), Boundary::Clamp, |t| {
                    t.values().iter().fold(Exp::from(0.0f32), |a, &x| a * 0.5 + x)
                })
            })),
        ),
    ];
    let tool = installed();
    for (name, p) in cases {
        let lp = persistent_loops(&p).remove(0).unwrap_or_else(|why| panic!("{name}: {why}"));
        let mut shapes = vec![];
        for n in [8192, 2048] {
            if let Ok(shape) = grid::StreamShape::choose(&lp, n, n, 132, None) {
                shapes.push(shape);
                shapes.push(shape.with_steps(1));
                shapes.push(shape.with_steps(shape.steps.saturating_sub(1).max(1)));
            }
        }
        assert!(!shapes.is_empty(), "{name}: no streaming shape for 8192²");
        let most = (1..=grid::MAX_STREAM_STEPS)
            .rev()
            .map(|k| grid::StreamShape { columns: 4, steps: k, rows: 64 })
            .find(|s| s.fits(&lp).is_ok());
        shapes.extend(most);
        shapes.dedup();
        for shape in shapes {
            for arch in [80, 90] {
                let code =
                    crate::compile::stream(&NvptxTarget::new(arch), &lp, shape, "systole_stream", false)
                        .unwrap_or_else(|e| panic!("{name}: {e}"));
                let text = code.ptx;
                assert!(text.contains("shfl.sync"), "{name} ({shape})");
                assert!(!text.contains(".shared") && !text.contains("bar.sync"), "{name} ({shape})");
                if let Some(tool) = tool.as_ref() {
                    let report = assemble(tool, &text, arch, name);
                    if std::env::var_os("SYSTOLE_PTXAS_REPORT").is_some() {
                        println!("{name} ({shape}) on sm_{arch}:\n{report}");
                    }
                    assert_eq!(stack_frame(&report), 0, "{name} ({shape}) spills on sm_{arch}:\n{report}");
                }
            }
        }
    }
}

/// `GridOptions::with_fused_multiply_add`: a float multiply and the add that takes its
/// product become one `fma` where the target allows it, and only there: in an element-wise
/// kernel and in the persistent band, streaming and 3D streaming kernels of the benchmark's
/// iterated stencils (j2d5pt weighted as in `benches/gpu_stencils.rs`, j3d7pt), which
/// assemble without spills or stack either way; in IEEE order their multiplies and adds
/// stay `mul.rn` and `add.rn`, which ptxas does not contract.
#[test]
fn fused_multiply_adds_only_where_asked() {
    let u = use_array(&Array::from_fn([16, 16], |[i, j]| (i * 16 + j) as f32));
    let cube = use_array(&Array::from_fn([8, 8, 8], |[i, j, k]| (i * 64 + j * 8 + k) as f32));
    let j2d5pt = program(&iterate(5, u.clone(), |u| {
        u.stencil(&Stencil::star(1), Boundary::Clamp, |t| {
            t[[-1, 0]] * (5.0 / 49.0)
                + t[[0, -1]] * (12.0 / 49.0)
                + t[[0, 0]] * (15.0 / 49.0)
                + t[[0, 1]] * (12.0 / 49.0)
                + t[[1, 0]] * (5.0 / 49.0)
        })
    }));
    let j3d7pt = program(&iterate(5, cube, |u| {
        u.stencil(&Stencil::<3>::star(1), Boundary::Clamp, |t| {
            t.values().iter().fold(Exp::from(0.0f32), |a, &x| a + x * 0.14)
        })
    }));
    let lp = persistent_loops(&j2d5pt).remove(0).expect("a persistent loop");
    let lp3 = persistent_loops(&j3d7pt).remove(0).expect("a persistent loop");
    let band = grid::BandShape::choose(&lp, 1024, 1024, 132, None).expect("a band over 1024²");
    let stream = grid::StreamShape::choose(&lp, 8192, 8192, 132, None).expect("a stream over 8192²");
    let stream3 =
        grid::Stream3Shape::choose(&lp3, [256, 256, 256], 132, None).expect("a 3D stream over 256³");
    let tool = installed();
    for arch in [80, 90] {
        for fma in [false, true] {
            let target = NvptxTarget::new(arch).with_fused_multiply_add(fma);
            let kernels = [
                ("band", compile::band(&target, &lp, band, "systole_band", false, false)),
                ("stream", compile::stream(&target, &lp, stream, "systole_stream", false)),
                ("stream3", compile::stream3(&target, &lp3, stream3, "systole_stream3", false)),
            ];
            for (name, code) in kernels {
                let text = code.unwrap_or_else(|e| panic!("{name}: {e}")).ptx;
                assert_eq!(text.contains("fma.rn.f32"), fma, "{name} on sm_{arch}, fma {fma}");
                assert!(text.contains("mul.rn.f32") || fma, "{name}: multiplies in IEEE order");
                if let Some(tool) = tool.as_ref() {
                    let report = assemble(tool, &text, arch, name);
                    assert_eq!(stack_frame(&report), 0, "{name} (fma {fma}) spills on sm_{arch}:\n{report}");
                }
            }
        }
    }
    // the other kernels take the options' word (whatever the target's): `x * 3 + 1` in
    // f32 and f64 fuses only where asked, and a sort's keys never (its entries each compute
    // every key, and must agree on its digits)
    let v = use_array(&Array::from_fn([64], |[i]| i as f32));
    let w = use_array(&Array::from_fn([64], |[i]| i as f64));
    let programs = [
        ("f32", program(&v.map(|x| x * 3.0 + 1.0))),
        ("f64", program(&w.map(|x| x * 3.0 + 1.0))),
        ("sort", program(&v.map(|x| x * 3.0 + 1.0).sort())),
    ];
    for (name, p) in programs {
        let plan = systole_fusion::plan(&p).expect("a plan");
        for k in plan.kernels() {
            let sig = Signature::of(k, |v| plan.array_type(v).clone());
            for fma in [false, true] {
                let options = GridOptions::default().with_fused_multiply_add(fma);
                let text = ptx(&NvptxTarget::new(90), &sig, &options, "systole_fused").expect("PTX");
                let fused = text.contains("fma.rn.f32") || text.contains("fma.rn.f64");
                assert_eq!(fused, fma && name != "sort", "{name} ({}), fma {fma}:\n{text}", k.name());
            }
        }
    }
}

#[test]
fn the_written_out_o3_pipeline_is_llvm_s_default_o3_for_nvptx() {
    // the reduced effort's pipeline is this text less the SLP vectorizer, after the passes
    // NVPTX puts first (`nvvm-reflect` for libdevice): if LLVM's default<O3> changed, print
    // it again (see `systole_skeletons::effort`)
    let m = matrix(6, 7);
    let p = (
        m.stencil(&Stencil::cube(1), Boundary::Mirror, |t| t[[-1, 0]] + t[[0, 1]] * 2.0 - t[[1, 1]]),
        m.map(|x| x.exp() + x.sin() * x.ln().atan2(x)).sum(),
    );
    let plan = systole_fusion::plan(&program(&p)).expect("a plan");
    let written = o3_passes(NVPTX_START, true);
    let target = NvptxTarget::new(90);
    for k in plan.kernels() {
        let sig = Signature::of(k, |v| plan.array_type(v).clone());
        assert!(!Effort::of(&sig).is_reduced());
        let prefix = format!("systole_{}", sig.key());
        let options = GridOptions::default();
        let alias = compile::generate(&target, &sig, &options, &prefix, false).expect("PTX at default<O3>");
        let text =
            compile::generate_with(&target, &sig, &options, &prefix, false, Some(&written)).expect("PTX");
        assert!(alias.ptx == text.ptx, "{}: the written-out pipeline made other code", k.name());
    }
}

#[test]
fn large_kernels_compile_at_the_reduced_effort_and_assemble() {
    // chained maps calling libdevice (sin), fused into one kernel of more than LARGE_KERNEL
    // operations: its pipeline must resolve libdevice's reflection as default<O3> does
    let xs = use_array(&Array::from_vec([64], (0..64).map(|i| i as f32 / 64.0).collect()).unwrap());
    let chain = (0..LARGE_KERNEL / 3 + 1).fold(xs, |xs, _| xs.map(|x| x.sin() * 0.5 + 0.25));
    let p = program(&chain);
    let sig = first_signature(&p);
    assert!(Effort::of(&sig).is_reduced(), "{:?}", Effort::of(&sig));
    let code =
        compile::generate(&NvptxTarget::new(90), &sig, &GridOptions::default(), "systole_large", false)
            .expect("the large kernel's PTX");
    assert_eq!(code.phases.effort, Effort::of(&sig));
    // libdevice's sin is called, one copy of it rather than one a use, and its reflection
    // queries are resolved
    // (its declaration and its definition)
    let sin = code.ptx.lines().filter(|l| l.contains(".func") && l.contains("__nv_sinf")).count();
    assert!((1..=2).contains(&sin), "{}", code.ptx);
    assert!(code.ptx.matches("call.uni").count() > LARGE_KERNEL / 3, "{}", code.ptx);
    assert!(!code.ptx.contains("nvvm_reflect"), "{}", code.ptx);
    // assembled (the called sin keeps its reduction's array on the stack)
    check_stack(p, &GridOptions::default(), true);
}

#[test]
fn huge_kernels_are_cut_into_functions_and_assemble() {
    // 2 HUGE_KERNEL / 3 chained sines (a sine counts 8 operations): a huge kernel, its few
    // passes, its block cut into functions of about `PIECE` instructions, libdevice's sin
    // and the pieces visible (NVPTX's instruction selection would walk every call of an
    // internal function at each call)
    let xs = use_array(&Array::from_vec([64], (0..64).map(|i| i as f32 / 64.0).collect()).unwrap());
    let chain = (0..2 * HUGE_KERNEL / 3).fold(xs, |xs, _| xs.map(|x| x.sin() * 0.5 + 0.25));
    let p = program(&chain);
    let sig = first_signature(&p);
    assert_eq!(Effort::of(&sig).ptx_optimisation(), Some(0));
    let code = compile::generate(&NvptxTarget::new(90), &sig, &GridOptions::default(), "systole_huge", false)
        .expect("the huge kernel's PTX");
    // (each declared before the kernel and defined after it)
    let pieces =
        code.ptx.lines().filter(|l| l.starts_with(".visible .func") && l.contains("_piece")).count() / 2;
    // a sine, a multiplication and an addition a level (about 20,000 instructions), in
    // pieces of PIECE instructions
    let piece = systole_skeletons::effort::PIECE;
    assert!((16_000 / piece..=24_000 / piece).contains(&pieces), "{pieces} pieces");
    assert!(code.ptx.lines().any(|l| l.starts_with(".visible .func") && l.contains("__nv_sinf(")));
    assert!(!code.ptx.lines().any(|l| l.starts_with(".func")), "an internal function is left");
    check_stack(p, &GridOptions::default(), true);
    // and the toolkit's ptxas assembles it as relocatable code, its functions on every core
    // (`crate::ptxas`): an object holding the kernel and its pieces, for the driver to link
    if let Some(tool) = installed().and_then(|path| crate::ptxas::Ptxas::at(&path)) {
        let object = tool.assemble(code.ptx.as_bytes(), "sm_90", 0).expect("an object");
        assert!(crate::ptxas::is_object(&object), "not an ELF file: {:?}", &object[..16.min(object.len())]);
        let holds = |name: &str| object.windows(name.len()).any(|w| w == name.as_bytes());
        assert!(holds("systole_huge") && holds("_piece") && holds("__nv_sinf"), "symbols missing");
        let said = tool.assemble(b".version 8.5\n.target sm_90\nnot PTX", "sm_90", 0).unwrap_err();
        assert!(said.contains("failed") && said.contains("not"), "{said}");
    }
}

#[test]
fn a_large_stencil_gets_the_naive_skeleton_in_one_copy() {
    // a 5-row stencil of 5 x 121 taps (weighted: SSAM, were it small): more than
    // LARGE_KERNEL operations with its taps (`systole_skeletons::effort::operations`)
    let m = matrix(16, 300);
    let taps = Stencil::new((-2..=2).flat_map(|i| (-60..=60).map(move |j| [i, j])));
    let wide = m.stencil(&taps, Boundary::Clamp, |t| {
        (-2..=2i64)
            .flat_map(|i| (-60..=60i64).map(move |j| (i, j)))
            .fold(constant(0.0f32), |s, (i, j)| s + t[[i, j]] * (1.0 + (i * 3 + j) as f32 / 1000.0))
    });
    let p = program(&wide);
    let sig = first_signature(&p);
    assert!(Effort::of(&sig).is_reduced(), "{:?}", Effort::of(&sig));
    let plan = systole_fusion::plan(&p).unwrap();
    for strategy in [StencilStrategy::Auto, StencilStrategy::Ssam, StencilStrategy::RegisterCache] {
        let described = crate::kernel_skeletons(&plan, &GridOptions::default().with_stencil(strategy));
        let text = described[0].1.as_deref().unwrap_or("-");
        assert!(text.starts_with("naive stencil (a large kernel ("), "{strategy:?}: {text}");
    }
    // one copy of the function: every load through the boundary rule, no interior branch
    let kernels = check_stack(p, &GridOptions::default(), true);
    let loads = kernels[0].1.matches("ld.global").count();
    assert!((605..2 * 605).contains(&loads), "{loads} loads:\n{}", kernels[0].1);
}

#[test]
fn a_large_filter_keeps_the_shared_window_and_the_full_effort() {
    // a 31x31 convolution counts more than LARGE_KERNEL operations with its taps, but the
    // shared window's code is a loop over the filter's columns: no reduced effort on the GPU
    let m = matrix(40, 40);
    let filter = use_array(&Array::from_fn([31, 31], |[i, j]| (i + 2 * j) as f32));
    let conv = m.stencil(&Stencil::cube(15), Boundary::Clamp, move |t| {
        t.iter()
            .map(|([dy, dx], v)| v * filter.index([constant(dy + 15), constant(dx + 15)]))
            .reduce(|a, b| a + b)
            .unwrap()
    });
    let sig = first_signature(&program(&conv));
    assert!(Effort::of(&sig).is_reduced(), "{:?}", Effort::of(&sig));
    for strategy in [StencilStrategy::Auto, StencilStrategy::Window] {
        let options = GridOptions::default().with_stencil(strategy);
        assert!(matches!(options.stencil_skeleton(&sig), Some(grid::StencilSkeleton::Window(_))));
        assert_eq!(options.effort(&sig), Effort::Full);
    }
    // asked for another skeleton, the large kernel is naive, at the reduced effort
    let ssam = GridOptions::default().with_stencil(StencilStrategy::Ssam);
    assert!(matches!(ssam.stencil_skeleton(&sig), Some(grid::StencilSkeleton::Naive { .. })));
    assert!(ssam.effort(&sig).is_reduced());
}

#[test]
fn a_wide_weighted_sum_is_a_loop_over_a_table_of_its_taps() {
    // 20,001 taps of constant weights, more than HUGE_KERNEL operations unrolled: a loop
    // over two tables (offsets and weights), at the full effort, whose code does not grow
    // with the taps
    let xs = use_array(&Array::from_vec([100], (0..100).map(|i| i as f32).collect()).unwrap());
    let wide = xs.stencil(&Stencil::new((-10_000..=10_000).map(|k| [k])), Boundary::Mirror, |t| {
        (-10_000..=10_000i64).fold(constant(0.0f32), |s, k| s + t[[k]] * (1.0 + (k % 7) as f32))
    });
    let p = program(&wide);
    let sig = first_signature(&p);
    assert!(TapLoop::of(&sig.canonical).is_some());
    assert_eq!(Effort::of(&sig), Effort::Full);
    let plan = systole_fusion::plan(&p).unwrap();
    for strategy in [StencilStrategy::Auto, StencilStrategy::Ssam, StencilStrategy::RegisterCache] {
        let described = crate::kernel_skeletons(&plan, &GridOptions::default().with_stencil(strategy));
        let text = described[0].1.as_deref().unwrap_or("-");
        assert_eq!(text, "naive stencil (20001 taps, a loop over a table of them)");
    }
    let kernels = check_stack(p, &GridOptions::default(), false);
    let ptx = &kernels[0].1;
    // the tables: 20,001 offsets and weights of 4 bytes, as data
    assert!(ptx.contains(".global .align 4 .b8 stencil_$_tap_offsets[80004]"), "{}", &ptx[..2000]);
    assert!(ptx.contains(".global .align 4 .b8 stencil_$_tap_constants_$_0[80004]"), "{}", &ptx[..2000]);
    // a loop in the interior, another through the boundary rule: a few loads each
    let loads = ptx.matches("ld.global").count();
    assert!(loads < 40, "{loads} loads");
}

#[test]
fn a_wide_pairwise_sum_replays_its_tree_from_a_table() {
    // 20,001 taps of f32 summed pairwise: a loop that keeps the tree's partial results on a
    // stack of its own (12 deep at most), in local memory, not spilled registers
    let xs = use_array(&Array::from_vec([100], (0..100).map(|i| i as f32).collect()).unwrap());
    let wide = xs.stencil(&Stencil::new((-10_000..=10_000).map(|k| [k])), Boundary::Clamp, |t| {
        let mut layer: Vec<Exp<f32>> = t.iter().map(|([k], x)| x * (1.0 + (k % 7) as f32)).collect();
        while layer.len() > 1 {
            layer = layer.chunks(2).map(|p| if p.len() == 2 { p[0] + p[1] } else { p[0] }).collect();
        }
        layer[0]
    });
    let p = program(&wide);
    let sig = first_signature(&p);
    let tap_loop = TapLoop::of(&sig.canonical).expect("a tap loop");
    assert!(tap_loop.tree().is_some());
    assert!(tap_loop.stack() <= 15, "{}", tap_loop.stack());
    assert_eq!(Effort::of(&sig), Effort::Full);
    let plan = systole_fusion::plan(&p).unwrap();
    let described = crate::kernel_skeletons(&plan, &GridOptions::default());
    let text = described[0].1.as_deref().unwrap_or("-");
    assert_eq!(text, "naive stencil (20001 taps, a loop over a table of them, replaying their tree)");
    // (a stack in each of the two loops, interior and border)
    let kernels = check_frame(p, &GridOptions::default(), false, 2 * 4 * tap_loop.stack());
    let ptx = &kernels[0].1;
    assert!(ptx.contains(".global .align 4 .b8 stencil_$_tap_tree[80004]"), "{}", &ptx[..2000]);
    // the stack: stores and loads of local memory, in each of the two loops
    assert!(ptx.contains("st.local.f32") && ptx.contains("ld.local.f32"), "{ptx}");
    let loads = ptx.matches("ld.global").count();
    assert!(loads < 40, "{loads} loads");
}

#[test]
fn a_huge_stencil_reads_its_taps_from_a_padded_copy_at_constant_offsets() {
    // 41 x 41 taps whose terms are of two kinds (no tap loop), a huge kernel: a `pad` entry
    // writes the input padded by 20 on every side through the boundary rule, and `elements`
    // reads each tap with one load at a constant offset from its row, no boundary's clamps
    let m = matrix(40, 40);
    let square = Stencil::new((-20..=20i64).flat_map(|i| (-20..=20i64).map(move |j| [i, j])));
    let mixed = m.stencil(&square, Boundary::Mirror, |t| {
        t.iter().fold(constant(0.0f32), |s, ([i, j], x)| {
            let w = 1.0 + (i * 41 + j).rem_euclid(11) as f32;
            s + if (i + j) % 2 == 0 { x * w } else { x.abs() * w }
        })
    });
    let p = program(&mixed);
    let sig = first_signature(&p);
    assert!(TapLoop::of(&sig.canonical).is_none());
    let padding = grid::Padding::of(&sig).expect("a padded stencil");
    assert_eq!(padding.extent(0, &[40, 40]), Some(vec![80, 80]));
    assert_eq!(padding.bytes(&[vec![40, 40]]), 80 * 80 * 4);
    let options = GridOptions::default();
    assert_eq!(grid::entries(&sig, &options), [Entry::Elements, Entry::Pad]);
    let described = options.stencil_skeleton(&sig).expect("a skeleton").to_string();
    assert!(described.ends_with("its taps read from a padded copy of its input)"), "{described}");
    let kernels = check_stack(p, &options, true);
    let ptx = &kernels[0].1;
    let (elements, pad) =
        ptx.split_once(".entry").and_then(|(_, rest)| rest.split_once(".entry")).expect("2 entries");
    assert!(pad.contains("_pad("), "{}", &pad[..200]);
    // a load a tap, at an immediate offset from one of 41 rows; the boundary only in `pad`
    let loads = elements.matches("ld.global.f32").count();
    assert!((41 * 41..41 * 41 + 10).contains(&loads), "{loads} loads");
    assert!(elements.contains("+-80];") && elements.contains("+80];"), "taps at constant offsets");
    assert!(
        !elements.contains("rem.s64") && pad.contains("rem.s64"),
        "the mirror's reflection in `pad` only"
    );
}

/// The `awhile` steps of `p`'s fused plan, as a persistent kernel sees them.
fn persistent_awhiles(p: &systole_frontend::ir::Program) -> Vec<Result<grid::PersistentLoop, String>> {
    persistent_steps(p, true)
}

/// A Jacobi of `T` to a tolerance, as a user writes it: the state the domain and the
/// max-norm of the last step's change (`change_first`: in the other order), the condition
/// `change > tol`.
fn jacobi_to_tolerance<T: Float + Elt>(
    boundary: Boundary<T>,
    change_first: bool,
) -> systole_frontend::ir::Program {
    let u = use_array(&Array::from_fn([16, 16], |[i, j]| T::from_i64((i * 16 + j) as i64)));
    let step = move |u: &Acc<Matrix<T>>| {
        u.stencil(&Stencil::star(1), boundary, |t| {
            (t[[-1, 0]] + t[[0, -1]] + t[[0, 0]] * constant(T::from_i64(2)) + t[[0, 1]] + t[[1, 0]])
                / constant(T::from_i64(6))
        })
    };
    let change = |v: &Acc<Matrix<T>>, u: &Acc<Matrix<T>>| {
        v.zip_with(u, |a, b| (a - b).abs()).fold_all(constant(T::from_i64(0)), |a, b| a.max(b))
    };
    let tol = constant(T::from_i64(1)) / constant(T::from_i64(1000));
    let infinity = unit(constant(T::from_i64(1_000_000)));
    if change_first {
        let (c, u) = awhile(
            (infinity, u),
            move |(c, _)| c.map(move |d| d.gt(tol)),
            move |(_, u)| {
                let v = step(&u);
                (change(&v, &u), v)
            },
        );
        program(&pack((u, c)))
    } else {
        program(&awhile(
            (u, infinity),
            move |(_, c)| c.map(move |d| d.gt(tol)),
            move |(u, _)| {
                let v = step(&u);
                let c = change(&v, &u);
                (v, c)
            },
        ))
    }
}

/// Persistent kernels of `awhile` loops (a stencil to a tolerance): j2d5pt-like in f32 and
/// f64 under each boundary a band supports (and the benchmark's form, weights divided
/// ahead), the state in either order, a change that is a flag (`or` of `|v - u| > tol`), at
/// the shapes the backend chooses for 1024² (overlapping warps where the stencil does not
/// divide), 2000 x 1024 and 128² (one row a block) and at one step an exchange: they
/// assemble without spills, use no stack and synchronise through flags; which `awhile`
/// loops qualify, and why the others do not.
#[test]
fn persistent_awhile_kernels_assemble_without_spilling() {
    let m = matrix(16, 16);
    let any_changed = awhile(
        (m.clone(), unit(constant(true))),
        |(_, c)| c.map(|c| c),
        |(u, _)| {
            let v = u.stencil(&Stencil::star(1), Boundary::Clamp, |t| (t[[0, -1]] + t[[0, 1]]) * 0.5);
            let c = v.zip_with(&u, |a, b| (a - b).abs().gt(1e-3)).fold_all(constant(false), |a, b| a.or(b));
            (v, c)
        },
    );
    // the benchmark's form: weights divided ahead (multiplications, no division)
    let u = use_array(&Array::from_fn([16, 16], |[i, j]| (i * 16 + j) as f32));
    let star = Stencil::new([[-1, 0], [0, -1], [0, 0], [0, 1], [1, 0]]);
    let weighted = awhile(
        (u, unit(constant(f32::INFINITY))),
        |(_, c)| c.map(|d| d.gt(1e-3)),
        move |(u, _)| {
            let v = u.stencil(&star, Boundary::Clamp, |t| {
                t[[-1, 0]] * (5.0 / 49.0)
                    + t[[0, -1]] * (12.0 / 49.0)
                    + t[[0, 0]] * (15.0 / 49.0)
                    + t[[0, 1]] * (12.0 / 49.0)
                    + t[[1, 0]] * (5.0 / 49.0)
            });
            let c = v.zip_with(&u, |a, b| (a - b).abs()).fold_all(0.0, |a, b| a.max(b));
            (v, c)
        },
    );
    let cases = vec![
        ("awhile f32 weighted", program(&weighted)),
        ("awhile f32 clamp", jacobi_to_tolerance::<f32>(Boundary::Clamp, false)),
        ("awhile f32 mirror", jacobi_to_tolerance::<f32>(Boundary::Mirror, false)),
        ("awhile f32 constant", jacobi_to_tolerance::<f32>(Boundary::Constant(0.25), true)),
        ("awhile f64 clamp", jacobi_to_tolerance::<f64>(Boundary::Clamp, true)),
        ("awhile f64 constant", jacobi_to_tolerance::<f64>(Boundary::Constant(0.5), false)),
        ("awhile f32 any changed", program(&any_changed)),
    ];
    let tool = installed();
    for (name, p) in cases {
        let lp = persistent_awhiles(&p).remove(0).unwrap_or_else(|why| panic!("{name}: {why}"));
        assert!(lp.until.is_some(), "{name}");
        // (128 x 128: one row a block, one step an exchange)
        for (ny, nx, steps) in
            [(1024, 1024, None), (1024, 1024, Some(1)), (2000, 1024, None), (128, 128, None)]
        {
            if steps.is_some() && lp.elt.size_bytes() > 4 {
                // (overlapping warps hold at most 4 bytes a column)
                continue;
            }
            let Ok(shape) = grid::BandShape::choose(&lp, ny, nx, 132, steps) else {
                // 16 rows of 64-bit values do not fit in registers: a host loop
                assert!(name.contains("f64") && ny == 2000, "{name} {ny}x{nx}");
                continue;
            };
            // 4 steps an exchange for f32 over 1024², 3 where the stencil divides, 2 under
            // mirror
            if ny == 1024 && steps.is_none() {
                let want = match name {
                    _ if name.contains("f64") => 1,
                    _ if name.contains("mirror") => 2,
                    "awhile f32 weighted" | "awhile f32 any changed" => 4,
                    _ => 3,
                };
                assert_eq!(shape.steps, want, "{name}");
            }
            if ny == 128 {
                assert_eq!((shape.rows, shape.steps), (1, 1), "{name}");
            }
            // an awhile's warps keep a barrier a step (16 of them over 1024 columns)
            assert_eq!(shape.sync, grid::WarpSync::Block, "{name}: {shape}");
            if (ny, nx) == (1024, 1024) {
                assert_eq!(shape.warps, 16, "{name}");
            }
            for text in assemble_band(tool.as_ref(), name, &lp, shape, [ny, nx]) {
                assert!(text.contains("ld.volatile.global"), "{name}: the partials read past L1");
            }
        }
    }
    // what does not qualify, and why
    let why = |p: &dyn Fn() -> systole_frontend::ir::Program| persistent_awhiles(&p()).remove(0).unwrap_err();
    let step = |u: &Acc<Matrix<f32>>| {
        u.stencil(&Stencil::star(1), Boundary::Clamp, |t| (t[[0, -1]] + t[[0, 1]]) * 0.5)
    };
    // the state alone, the condition computing its own stencil
    let alone = why(&|| {
        program(&awhile(
            m.clone(),
            move |u| {
                step(&u).zip_with(&u, |a, b| (a - b).abs()).fold_all(0.0, |a, b| a.max(b)).map(|d| d.gt(0.1))
            },
            move |u| step(&u),
        ))
    });
    assert!(alone.contains("carries 1 array;"), "{alone}");
    // a sum: its rounding depends on the order
    let sum = why(&|| {
        program(&awhile(
            (m.clone(), unit(constant(1.0f32))),
            |(_, c)| c.map(|d| d.gt(0.1)),
            move |(u, _)| {
                let v = step(&u);
                let c = v.zip_with(&u, |a, b| (a - b).abs()).fold_all(0.0, |a, b| a + b);
                (v, c)
            },
        ))
    });
    assert!(sum.contains("not max, min, and or or"), "{sum}");
    // a change of a cell that reads another array (weights); one of `v` and `u` at the
    // cell, however computed, qualifies
    let weights = matrix(16, 16);
    let weighted = why(&|| {
        let weights = weights.clone();
        program(&awhile(
            (m.clone(), unit(constant(1.0f32))),
            |(_, c)| c.map(|d| d.gt(0.1)),
            move |(u, _)| {
                let v = step(&u);
                let d = v.zip_with(&u, |a, b| (a - b).abs()).zip_with(&weights, |d, w| d * w);
                (v, d.fold_all(0.0, |a, b| a.max(b)))
            },
        ))
    });
    assert!(weighted.contains("its change reads"), "{weighted}");
    let doubled = awhile(
        (m.clone(), unit(constant(1.0f32))),
        |(_, c)| c.map(|d| d.gt(0.1)),
        move |(u, _)| {
            let v = step(&u);
            let c = v.zip_with(&u.map(|x| x * 2.0), |a, b| (a - b).abs()).fold_all(0.0, |a, b| a.max(b));
            (v, c)
        },
    );
    assert!(persistent_awhiles(&program(&doubled)).remove(0).is_ok());
    // a condition reading the domain
    let reads = why(&|| {
        program(&awhile(
            (m.clone(), unit(constant(1.0f32))),
            |(u, c)| c.zip_with(&u.fold_all(0.0, |a, b| a.max(b)), |d, t| d.gt(t)),
            move |(u, _)| {
                let v = step(&u);
                let c = v.zip_with(&u, |a, b| (a - b).abs()).fold_all(0.0, |a, b| a.max(b));
                (v, c)
            },
        ))
    });
    assert!(reads.contains("its condition"), "{reads}");
    // a body of two stencils
    let two = why(&|| {
        program(&awhile(
            (m.clone(), unit(constant(1.0f32))),
            |(_, c)| c.map(|d| d.gt(0.1)),
            move |(u, _)| {
                let v = step(&step(&u));
                let c = v.zip_with(&u, |a, b| (a - b).abs()).fold_all(0.0, |a, b| a.max(b));
                (v, c)
            },
        ))
    });
    assert!(two.contains("steps"), "{two}");
}

/// Convolutions with filters read at run time, up to 31x31, in f32, f64 and i32: `Auto` takes
/// the shared window for those wider than 9x9 (SSAM up to 9x9), `Window` for every dense box;
/// neither the stencil nor its weights entry spills (`check`), and the stencil's code is one
/// filter column's (its size grows with the filter's height, not its area).
#[test]
fn wide_filters_take_the_shared_window_without_spilling() {
    fn conv<T: Num>(k: usize, w: usize) -> systole_frontend::ir::Program {
        let (h, r) = ((k / 2) as i64, (w / 2) as i64);
        let m = use_array(&Array::from_fn([50, 70], |[i, j]| T::from_i64((i * 70 + j) as i64)));
        let filter = use_array(&Array::from_fn([k, w], |[i, j]| T::from_i64((i + 2 * j) as i64)));
        let pattern = Stencil::new(
            Stencil::<2>::cube(h.max(r))
                .offsets()
                .iter()
                .copied()
                .filter(|o| o[0].abs() <= h && o[1].abs() <= r),
        );
        program(&m.stencil(&pattern, Boundary::Mirror, move |t| {
            t.iter()
                .map(|([dy, dx], v)| v * filter.index([constant(dy + h), constant(dx + r)]))
                .reduce(|a, b| a + b)
                .expect("taps")
        }))
    }
    let skeleton = |p: &systole_frontend::ir::Program, strategy| {
        let kernels = check_with(p.clone(), &GridOptions::default().with_stencil(strategy));
        // the stencil's entry (the module's weights entry apart)
        let text = &kernels[0].1;
        let entries: Vec<&str> = text.split(".entry").collect();
        let stencil = entries.iter().find(|e| e.contains("_elements(")).expect("the elements entry");
        let ptx_lines = stencil.lines().count();
        (
            grid::stencil_skeleton(&first_signature(p), strategy, None).expect("a stencil").to_string(),
            ptx_lines,
        )
    };
    let window = |k: usize, w: usize, tile: u32| {
        format!(
            "shared window ({k}x{w} filter, 32 columns x {tile} rows a block, {} outputs a thread, \
             a loop over the filter's columns)",
            tile / 4
        )
    };
    for (k, w) in [(15, 15), (31, 31), (5, 3)] {
        let (f32s, lines) = skeleton(&conv::<f32>(k, w), StencilStrategy::Window);
        assert_eq!(f32s, window(k, w, 64));
        // (SSAM's code unrolls every tap: tens of thousands of lines at 9x9)
        assert!(lines < 400 + 40 * k, "{k}x{w}: {lines} lines of PTX");
        assert_eq!(skeleton(&conv::<f64>(k, w), StencilStrategy::Window).0, window(k, w, 32));
        assert_eq!(skeleton(&conv::<i32>(k, w), StencilStrategy::Window).0, window(k, w, 64));
    }
    assert_eq!(skeleton(&conv::<f32>(15, 15), StencilStrategy::Auto).0, window(15, 15, 64));
    assert!(skeleton(&conv::<f32>(9, 9), StencilStrategy::Auto).0.starts_with("SSAM"));
    // wider than 33 taps a side: SSAM's (whose code unrolls every tap)
    let too_wide = conv::<f32>(35, 3);
    let sig = first_signature(&too_wide);
    assert!(
        grid::stencil_skeleton(&sig, StencilStrategy::Window, None).unwrap().to_string().starts_with("SSAM")
    );
}

/// The irregular combinators, built on scans, permutes and gathers, compile for the GPU.
/// Segmented folds and scans of `f64` (flags scattered with an atomic add, `(i32, f64)`
/// pairs scanned with shuffles) and the radix sort (positions scattered with an atomic
/// add, float keys through their bits) have no spills or stack. The others assemble, with
/// spills of the chained scan under its register bound: `(i32, f32)` pairs whose producer
/// reads two arrays spill 64 bytes on sm_90 (a pair read from one array does not), and the
/// `i64` exclusive scan of a fused float comparison that `filter` and `partition` run
/// spills 8 bytes on sm_90, as the same scan written by hand does.
#[test]
fn irregular_combinators_assemble() {
    let xs = use_array(&Array::from_fn([1000], |[i]| i as f32 * 0.5));
    let lengths = use_array(&Array::from_fn([40], |[i]| (i % 7) as i32 * 5));
    let m = use_array(&Array::from_fn([3, 100], |[i, j]| (i * 100 + j) as f64));
    let p = (
        (m.fold_seg(0.0, |a, b| a + b, &lengths), m.fold1_seg(|a, b| a.max(b), &lengths.map(|l| l.min(2)))),
        (m.scan_seg(|a, b| a * b, &lengths), pack(m.scan_exclusive_right_seg(1.0, |a, b| a - b, &lengths))),
        (xs.sort(), xs.map(|x| (x.cast::<i16>(), x)).sort_by_key(|p| p.snd())),
    );
    let kernels = check(program(&p));
    let atomic_adds = kernels.iter().filter(|(_, t)| t.contains("atom.global.add.u")).count();
    assert!(atomic_adds >= 3, "flags and positions scattered with atomic adds: {atomic_adds}");
    assert!(kernels.iter().any(|(name, t)| name.starts_with("scan") && t.contains("shfl.sync.up")), "scans");
    let spilling = program(&(
        (xs.fold_seg(0.0, |a, b| a + b, &lengths), xs.scan_right_seg(|a, b| a.min(b), &lengths)),
        (pack(xs.filter(|x| x.gt(10.0))), pack(m.partition(|x| x.lt(3.0)))),
    ));
    let plan = systole_fusion::plan(&spilling).expect("a plan");
    for arch in [80, 90] {
        for (name, text) in kernels_ptx(&plan, arch, &GridOptions::default()) {
            if let Some(tool) = installed() {
                assemble(&tool, &text, arch, name);
            }
        }
    }
}

/// Programs of ranks 4 and 6 through every skeleton, and elements of 8-component tuples,
/// assemble without local memory: element-wise kernels (the outer dimensions as one grid
/// dimension), folds and scans of the innermost dimension, gathers, permutes with atomics
/// and locks, and stencils under every strategy (a register tile where one applies, the
/// naive skeleton elsewhere; the compile report says which).
#[test]
fn ranks_4_and_6_and_tuples_of_8_assemble_on_every_skeleton() {
    let s4 = [2, 3, 9, 40];
    let img = use_array(&Array::from_fn(s4, |[b, c, h, w]| (((b * 3 + c) * 9 + h) * 40 + w) as f32 * 0.01));
    let ints = generate(s4, |[b, c, h, w]| (b * 7 + c * 5 + h * 3 + w).cast::<i32>());
    let s6 = [2, 2, 3, 2, 5, 33];
    let t6 = use_array(&Array::from_fn(s6, |ix| ix.iter().fold(0, |a, &i| a * 7 + i) as f64));
    let wide = ints.map(|x| {
        Exp::from((
            x,
            x.cast::<i64>(),
            x.cast::<f64>(),
            x.gt(0),
            x.cast::<u8>(),
            x.cast::<f32>(),
            Exp::from((x.cast::<i16>(), x.cast::<u32>())),
            x * 2,
        ))
    });
    type Wide = (i32, i64, f64, bool, u8, f32, (i16, u32), i32);
    let add8 = |a: Exp<Wide>, b: Exp<Wide>| {
        let (a0, a1, a2, a3, a4, a5, a6, a7) = a.unpack();
        let (b0, b1, b2, b3, b4, b5, b6, b7) = b.unpack();
        let ((a60, a61), (b60, b61)) = (a6.unpack(), b6.unpack());
        Exp::from((
            a0 + b0,
            a1 + b1,
            a2 + b2,
            a3 | b3,
            a4 + b4,
            a5 + b5,
            Exp::from((a60 + b60, a61 + b61)),
            a7 + b7,
        ))
    };
    let p = (
        (
            img.map(|x| x * 2.0 + 1.0),
            img.zip_with(&ints, |x, n| x * n.cast::<f32>()),
            generate(s6, |[a, b, c, d, e, f]| a * 100_000 + b * 10_000 + c * 1000 + d * 100 + e * 10 + f),
            t6.map(|x| x.sqrt()),
        ),
        (
            img.fold(0.0, |a, b| a + b),
            t6.fold1(|a, b| a.max(b)),
            ints.scan(|a, b| a + b),
            pack(t6.scan_exclusive_right(0.0, |a, b| a + b)),
        ),
        (
            img.backpermute([2, 9, 40, 3], |[b, h, w, c]| [b, c, h, w]),
            ints.permute(|a, b| a + b, &fill([2, 9, 40], 0i32), |[b, _, h, w]| Target::to([b, h, w])),
            t6.permute(|a, b| a * b, &fill([2, 33], 1.0f64), |[a, _, _, _, _, f]| Target::to([a, f])),
        ),
        (
            img.slice((All, 1, All, All)),
            t6.slice((1, All, 2, All, All, All)),
            img.slice((0, All, All, 3)).replicate((2, All, All, 4)),
            t6.reshape([4, 6, 10, 33]).map(|x| x + 1.0),
        ),
        (wide.clone(), wide.fold(constant((0, 0i64, 0.0, false, 0u8, 0.0f32, (0i16, 0u32), 0)), add8)),
    );
    let kernels = check(program(&p));
    assert!(kernels.len() >= 10, "{:?}", kernels.iter().map(|(n, _)| n).collect::<Vec<_>>());
    assert!(kernels.iter().any(|(n, t)| n.starts_with("fold") && t.contains("shfl.sync.down")));
    assert!(kernels.iter().any(|(n, t)| n.starts_with("scan") && t.contains("shfl.sync.up")));

    let stencils = (
        img.stencil(&Stencil::star(1), Boundary::Clamp, |t| {
            t[[0, 0, 0, 0]] * 4.0 - t[[0, 0, -1, 0]] - t[[0, 0, 1, 0]] - t[[0, 0, 0, -1]] - t[[0, 0, 0, 1]]
                + t[[1, 0, 0, 0]] * t[[0, -1, 0, 0]]
        }),
        t6.stencil(&Stencil::star(1), Boundary::Wrap, |t| {
            t.values().iter().fold(Exp::from(0.0f64), |acc, &v| acc * 0.5 + v)
        }),
        img.stencil2(
            &Stencil::cube(1),
            Boundary::Mirror,
            &ints,
            &Stencil::star(1),
            Boundary::Constant(7),
            |x, n| {
                x.values().iter().fold(Exp::from(0.0f32), |acc, &v| acc + v) + n[[0, 0, 1, 0]].cast::<f32>()
            },
        ),
    );
    let plan = systole_fusion::plan(&program(&stencils)).unwrap();
    for strategy in [
        StencilStrategy::Auto,
        StencilStrategy::Naive,
        StencilStrategy::RegisterCache,
        StencilStrategy::Ssam,
        StencilStrategy::Window,
    ] {
        let options = GridOptions::default().with_stencil(strategy);
        for (name, skeleton) in crate::kernel_skeletons(&plan, &options) {
            assert_eq!(name, "stencil");
            let skeleton = skeleton.unwrap_or_default();
            assert!(
                skeleton.starts_with("naive stencil") || skeleton.starts_with("register tile"),
                "{strategy:?}: {skeleton}"
            );
        }
        check_with(program(&stencils), &options);
    }
    // a 3x3x3x3 box beside a star: the rows of any tile would spill, the naive skeleton says so
    let described = crate::kernel_skeletons(&plan, &GridOptions::default());
    let why = described[2].1.as_deref().unwrap_or_default();
    assert!(why.starts_with("naive stencil (rank 4: the rows of the smallest register tile take"), "{why}");
}

/// The kernel that ends each pass of an `awhile`'s WHILE graph (hand-written PTX that calls
/// the driver's `cudaGraphSetConditional`, no device runtime library linked) assembles for
/// each architecture systole generates for.
#[test]
fn the_while_graphs_deciding_kernel_assembles() {
    for arch in [70, 80, 90] {
        let text = crate::graph::decide_ptx(&NvptxTarget::new(arch));
        assert!(text.contains("call.uni cudaGraphSetConditional"), "{text}");
        assert!(text.contains(&format!(".entry {}(", crate::graph::DECIDE)), "{text}");
        match installed() {
            Some(tool) => {
                assemble(&tool, &text, arch, "while_decide");
            }
            None => assert!(
                std::env::var_os("SYSTOLE_REQUIRE_PTXAS").is_none(),
                "SYSTOLE_REQUIRE_PTXAS is set but no ptxas was found (pip install nvidia-cuda-nvcc-cu12)"
            ),
        }
    }
}
