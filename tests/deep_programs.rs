//! Programs deeper than a native stack, built, fused and run on a thread with a 2 MiB stack
//! (a worker thread's usual size): they end in a value, not a stack overflow.
//!
//! Tracing, fusion, both interpreters and the scalar lowering used to recurse along a
//! program's chains: under 2,000 chained `map`s overflowed such a stack (issue 22, item 2).
//! 100,000 nested `select`s (400,000 operations) run on the interpreters only. Programs of
//! 100,000 operations in the shapes that LLVM's `-O3` took hours on (`tests/large/`) compile
//! on the CPU under the compile-time guard (`systole_skeletons::effort`, issue 22's item 4)
//! and compute what the interpreter does.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "test code, helpers included: a failed check panics"
)]

#[path = "../fusion/tests/support/mod.rs"]
mod support;

#[path = "large/mod.rs"]
mod large;

use support::on_small_stack;
use systole::prelude::*;

const DEPTH: i32 = 100_000;

/// Runs `program` on each backend and returns the results, named.
fn run_on(program: &Acc<Vector<i32>>, backends: Vec<Box<dyn Backend>>) -> Vec<(String, Vec<i32>)> {
    backends
        .iter()
        .map(|b| {
            let out = b.run(program).unwrap_or_else(|e| panic!("{}: {e}", b.name()));
            (b.name().to_string(), out.to_vec())
        })
        .collect()
}

#[test]
fn a_hundred_thousand_chained_maps_run_on_the_interpreters_and_the_cpu() {
    let inputs = vec![1, 2, -3, 4];
    let want: Vec<i32> =
        inputs.iter().map(|&x| (0..DEPTH).fold(x, |x: i32, _| x.wrapping_mul(3).wrapping_add(1))).collect();
    let results = on_small_stack(move || {
        let mut xs = use_array(&Array::from_vec([4], inputs).unwrap());
        for _ in 0..DEPTH {
            xs = xs.map(|x| x * 3 + 1);
        }
        let cpu = Cpu::new().expect("a CPU backend");
        run_on(&xs, vec![Box::new(UnfusedInterpreter), Box::new(Interpreter), Box::new(cpu)])
    });
    for (backend, got) in results {
        assert_eq!(got, want, "{backend}");
    }
}

#[test]
fn a_hundred_thousand_nested_selects_run_on_the_interpreters() {
    let inputs = vec![-5, 0, 7, DEPTH - 1];
    // each level adds 1 where x > k, else subtracts 1
    let want: Vec<i32> =
        inputs.iter().map(|&x| x + (0..DEPTH).map(|k| if x > k { 1 } else { -1 }).sum::<i32>()).collect();
    let results = on_small_stack(move || {
        let xs = use_array(&Array::from_vec([4], inputs).unwrap());
        let nested = xs.map(|x| {
            let mut e = x;
            for k in 0..DEPTH {
                e = select(x.gt(k), e + 1, e - 1);
            }
            e
        });
        run_on(&nested, vec![Box::new(UnfusedInterpreter), Box::new(Interpreter)])
    });
    for (backend, got) in results {
        assert_eq!(got, want, "{backend}");
    }
}

#[test]
fn programs_of_a_hundred_thousand_operations_compile_on_the_cpu() {
    // every shape of one kernel, each cut into functions by the guard (nested selects and
    // a chain of shared lets: the shapes whose compile time grew fastest at -O3; pieces
    // that give several values, through the stack; calls to `sin`); a wide stencil, as a loop
    // over a table of its taps
    for shape in large::Shape::ALL.into_iter().filter(|&s| s != large::Shape::Kernels) {
        let inputs = vec![-5, 0, 7, 1 << 20];
        let results = on_small_stack(move || {
            let xs = use_array(&Array::from_vec([4], inputs).unwrap());
            let program = shape.program(xs, 100_000);
            let cpu = Cpu::new().expect("a CPU backend");
            run_on(&program, vec![Box::new(Interpreter), Box::new(cpu)])
        });
        let [(_, interpreted), (_, compiled)] = &results[..] else { unreachable!() };
        assert_eq!(compiled, interpreted, "{shape:?}");
    }
}

#[test]
fn wide_sums_loop_over_their_taps_and_compute_what_the_interpreter_computes() {
    // stencils of 2,001 to 3,001 taps under every boundary (`tests/large/`: weighted sums,
    // a tree of `max`, widened bytes, squared distances, signed zeros): loops over tables of
    // taps, the interpreter's results bit for bit (floats summed in the function's order)
    let cpu = Cpu::new().expect("a CPU backend");
    large::wide_sums_compute_what_the_interpreter_computes(&cpu, "the CPU");
}

#[test]
fn huge_stencils_of_unlike_terms_compute_what_the_interpreter_computes() {
    // stencils of 2,025 to 3,001 taps whose terms are of two kinds (`tests/large/`), in 1-D,
    // 2-D and 3-D, one with every tap on one side, one of two inputs, one of pairs, under
    // every boundary: huge kernels that the GPU pads (checked here, where it needs no GPU),
    // the CPU unrolls, bit for bit
    let cpu = Cpu::new().expect("a CPU backend");
    large::padded_stencils_compute_what_the_interpreter_computes(&cpu, "the CPU");
}
