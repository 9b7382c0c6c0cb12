//! The segmented fold by CSR offsets (`grid`'s `fold_seg.rs`): one kernel with its producer
//! fused in (a CSR SpMV's products are never stored), its `rows` entry without atomics (the
//! list is `listing`'s), a `search` entry (the tiles' starts on
//! the merge path), a `segment` entry that scans across the lanes with shuffles and votes for
//! the first segment end, and a `finish` entry (the fixup); atomics only to count (the
//! listed segments and their chunks), never on values; assembled without
//! spills for scalars, pairs, a non-commutative operator and elements too wide to stage in
//! shared memory.

use systole_frontend::prelude::*;

use super::{check, program};

#[test]
fn segmented_folds_by_offsets_are_one_kernel_of_five_entries_without_spills() {
    let n = 1000usize;
    let xs = use_array(&Array::from_fn([n], |[i]| (i as i64 * 7919) % 1001 - 500));
    let offsets = use_array(&Array::from_fn([101], |[k]| (k as i32 * 10).min(n as i32)));
    let cols = use_array(&Array::from_fn([n], |[i]| (i as i32 * 31) % 500));
    let x = use_array(&Array::from_fn([500], |[i]| i as f32 * 0.5));
    let vals = xs.map(|v| v.cast::<f32>());
    let spmv = vals.zip_with(&cols, |v, c| v * x.index([c.cast::<i64>()]));
    let p = (
        (
            spmv.fold_seg_csr(0.0f32, |a, b| a + b, &offsets),
            xs.map(|v| v.cast::<f64>()).fold_seg_csr(0.0, |a, b| a + b, &offsets),
        ),
        (
            xs.map(|v| (v | 1, v)).fold_seg_csr(
                (1i64, 0i64),
                |p, q| {
                    let ((a1, b1), (a2, b2)) = (p.unpack(), q.unpack());
                    (a1 * a2, b1 * a2 + b2)
                },
                &offsets,
            ),
            xs.map(|v| v.cast::<u8>()).fold_seg_csr(0u8, |a, b| a.max(b), &offsets),
        ),
        // 24 bytes: not staged in shared memory, read where the merge loop takes them
        xs.map(|v| Exp::from((v, v * 3, v | 5))).fold_seg_csr(
            (0i64, i64::MIN, 0i64),
            |p, q| {
                let ((a0, a1, a2), (b0, b1, b2)) = (p.unpack(), q.unpack());
                Exp::from((a0 + b0, a1.max(b1), a2 ^ b2))
            },
            &offsets,
        ),
    );
    let plan = systole_fusion::plan(&program(&p)).expect("a plan");
    let folds = plan.kernel_names().iter().filter(|&&k| k == "fold_seg").count();
    // the producers are fused in: one kernel each
    assert_eq!(folds, 5, "{:?}", plan.kernel_names());
    assert_eq!(plan.kernels().len(), 5, "{:?}", plan.kernel_names());
    let texts: Vec<String> =
        check(program(&p)).into_iter().filter(|(name, _)| *name == "fold_seg").map(|(_, t)| t).collect();
    assert_eq!(texts.len(), 5);
    for text in texts {
        let entries = ["rows", "listing", "search", "segment", "finish"];
        assert!(entries.iter().all(|e| text.contains(&format!("_{e}("))), "five entries:\n{text}");
        // `rows` is the short segments' path alone: it lists nothing
        let rows = text.split(".entry").find(|e| e.contains("_rows(")).unwrap_or_default();
        assert!(!rows.contains("atom."), "`rows` without the list's atomics:\n{rows}");
        assert!(text.contains("shfl.sync.up"), "the scan across the lanes:\n{text}");
        assert!(text.contains("vote.sync.ballot.b32"), "the first segment end:\n{text}");
        // atomics count (the listed segments, their chunks folded), never combine values
        let atomics: Vec<&str> = text.lines().filter(|l| l.contains("atom.")).collect();
        assert!(
            atomics.iter().all(|l| l.contains("atom.global.add.u64") || l.contains("atom.global.add.u32")),
            "atomics only to count:\n{atomics:?}"
        );
    }
}

/// The registers ptxas gives entry `entry` of a report of `assemble`.
fn registers(report: &str, entry: &str) -> Option<u32> {
    let from = report.find(&format!("_{entry}' for"))?;
    let used = report[from..].split_once("Used ")?.1;
    used.split_once(' ')?.0.parse().ok()
}

/// The CG's sparse matrix-vector product (`examples/cg`'s `spmv`, `f32`): `vals[j] *
/// x[cols[j]]` folded by the CSR offsets of `rows` rows of 3 stored elements (also the
/// snapshot `fold_seg_csr_gather_spmv_f32`).
pub(crate) fn gather_spmv(rows: usize) -> Acc<Vector<f32>> {
    let vals = use_array(&Array::from_fn([3 * rows], |[i]| i as f32 * 0.5));
    let x = use_array(&Array::from_fn([rows], |[i]| i as f32));
    let cols = use_array(&Array::from_fn([3 * rows], |[i]| (i * 7 % rows) as i32));
    let offsets = use_array(&Array::from_fn([rows + 1], |[k]| (k * 3) as i32));
    vals.imap(|[k], v| v * x.index([cols.index([k]).cast::<i64>()])).fold_seg_csr(
        0.0f32,
        |a, b| a + b,
        &offsets,
    )
}

/// [`gather_spmv`]: its `rows` entry, the whole SpMV on a matrix of short rows, keeps 56
/// registers or fewer on sm_90, 36 warps a multiprocessor. The list of long segments is off
/// its path: where its code (a 64-bit division, and a second copy of the group's fold in
/// blocks) shared the kernel, `rows` took 63 and ran the 4096² Poisson SpMV 10% slower on an
/// H100 (`docs/perf/2026-11-28-listed-segments.md`).
#[test]
fn the_spmv_rows_keep_their_warps() {
    let Some(tool) = crate::ptxas::installed() else {
        eprintln!("SKIPPED the SpMV's registers: no ptxas (pip install nvidia-cuda-nvcc-cu12)");
        return;
    };
    let (_, text) = check(program(&gather_spmv(340)))
        .into_iter()
        .find(|(name, _)| *name == "fold_seg")
        .expect("the fold");
    let report = super::assemble(&tool, &text, 90, "spmv_rows");
    let used = registers(&report, "rows").unwrap_or_else(|| panic!("no registers for rows:\n{report}"));
    assert!(used <= 56, "rows takes {used} registers, fewer than 36 warps a multiprocessor:\n{report}");
}
