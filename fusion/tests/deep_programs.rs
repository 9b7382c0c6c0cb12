//! Programs deeper than a native stack: long chains of producers are fused into one kernel
//! and run on a thread with a 2 MiB stack. Fusion used to inline producers by recursion
//! (under 2,000 `map`s overflowed such a stack) and cached each producer's whole inlined
//! element (the square of the chain's length in time and memory).

use systole_frontend::prelude::*;

const DEPTH: usize = 100_000;

/// Runs `f` on a thread with a 2 MiB stack (a worker thread's usual size).
fn on_small_stack<R: Send + 'static>(f: impl FnOnce() -> R + Send + 'static) -> R {
    std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(f)
        .expect("a thread")
        .join()
        .expect("no stack overflow")
}

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
