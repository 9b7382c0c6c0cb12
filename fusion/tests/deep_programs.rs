//! Programs deeper than a native stack: long chains of producers are fused into one kernel
//! and run on a thread with a 2 MiB stack. Fusion used to inline producers by recursion
//! (under 2,000 `map`s overflowed such a stack) and cached each producer's whole inlined
//! element (the square of the chain's length in time and memory).
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "test code, helpers included: a failed check panics"
)]

mod support;

use support::on_small_stack;
use systole_frontend::prelude::*;

const DEPTH: usize = 100_000;

fn fused<A: AccValue>(value: &A) -> (usize, Vec<i64>) {
    let program = trace(value).expect("the program traces");
    let plan = systole_fusion::plan(&program).expect("the program fuses");
    let out = systole_fusion::interp::run(&plan, &[]).expect("the plan runs");
    let out = Vector::<i64>::from_arrays_value(out).expect("a vector");
    (plan.kernel_count(), out.to_vec())
}

#[test]
fn a_hundred_thousand_chained_maps_fuse_into_one_kernel() {
    let (kernels, out) = on_small_stack(|| {
        let mut xs = use_array(&Array::from_vec([3], vec![1i64, 2, 3]).unwrap());
        for _ in 0..DEPTH {
            xs = xs.map(|x| x + 1);
        }
        fused(&xs)
    });
    assert_eq!(kernels, 1);
    assert_eq!(out, vec![1 + DEPTH as i64, 2 + DEPTH as i64, 3 + DEPTH as i64]);
}

#[test]
fn twenty_thousand_chained_reverses_and_zips_fuse_into_one_kernel() {
    // 20,000 levels: ten times what overflowed, and each level is a dozen index operations
    const LEVELS: usize = 20_000;
    let (kernels, out) = on_small_stack(|| {
        let mut xs = use_array(&Array::from_vec([3], vec![1i64, 2, 3]).unwrap());
        for _ in 0..LEVELS {
            // each level reads the one below twice (at the same index)
            let r = xs.reverse();
            xs = r.zip_with(&r, |a, b| a.max(b) + 1);
        }
        fused(&xs)
    });
    assert_eq!(kernels, 1);
    // an even number of reverses
    let d = LEVELS as i64;
    assert_eq!(out, vec![1 + d, 2 + d, 3 + d]);
}

/// Blocks nested 3,000 deep (each `acond` in the `then` branch of the next) run on the plan
/// interpreter, which used to recurse into nested blocks and overflowed here. (Deeper, the
/// validator's walk of nested blocks is the next recursion; see `fusion::validate`.)
#[test]
fn three_thousand_nested_aconds_run_on_the_plan_interpreter() {
    let (kernels, out) = on_small_stack(|| {
        let ys = use_array(&Array::from_vec([3], vec![1i64, 2, 3]).unwrap());
        let mut xs = ys.clone();
        for _ in 0..3_000 {
            xs = acond(ys.index([0]).ge(0), xs.map(|x| x + 1), ys.map(|x| x - 1));
        }
        fused(&xs)
    });
    assert_eq!(kernels, 6_000);
    assert_eq!(out, vec![3_001, 3_002, 3_003]);
}
