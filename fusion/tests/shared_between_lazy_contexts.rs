//! A computation that can fail, read only in lazy contexts (`acond` branches, a loop body
//! that may run zero times), must be computed only where the program computes it. Fusion
//! used to place a node shared by several such contexts at the common prefix of their
//! blocks, before all of them: the plan then computed it eagerly and failed where the
//! program does not (issue 22, item 1; found by the random programs with
//! `PROPTEST_RNG_SEED=1005`, a `fold1` of an empty array read in an `acond` branch not taken
//! and in an `iterate(0, ..)` body). Every program here succeeds on the interpreter; its plan
//! must succeed with the same value, and must not compute the failing node at the top level.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "test code, helpers included: a failed check panics"
)]

use systole_frontend::ArraysValue;
use systole_frontend::prelude::*;
use systole_fusion::{Kernel, Plan, Step};

/// `[3, 0]`: a fold1 of its rows (of length 0) fails, and so does a division by its last
/// element.
fn three_zero() -> Acc<Vector<i32>> {
    use_array(&Array::from_vec([2], vec![3, 0]).unwrap())
}

/// A condition the plan cannot decide before running: false.
fn never(xs: &Acc<Vector<i32>>) -> Exp<bool> {
    xs.sum().the().lt(0)
}

/// The program's value and the plan's, and the plan.
fn both<A: AccValue>(value: &A) -> (ArraysValue, ArraysValue, Plan) {
    let program = trace(value).expect("the program traces");
    let want = interpret_program(&program, &[]).expect("the program succeeds");
    let plan = systole_fusion::plan(&program).expect("the program fuses");
    let got = systole_fusion::interp::run(&plan, &[])
        .unwrap_or_else(|e| panic!("the plan fails where the program does not: {e}\n{program}\n{plan}"));
    (want, got, plan)
}

/// How many top-level steps of `plan` are kernels named `name`.
fn at_top_level(plan: &Plan, name: &str) -> usize {
    plan.body
        .steps
        .iter()
        .filter(|s| matches!(s, Step::Kernel { kernel, .. } if kernel.name() == name))
        .count()
}

/// The plan computes the program's value, and has `expected` top-level kernels named `name`
/// (the failing kernel must not be one of them).
fn check<A: AccValue>(value: &A, name: &str, expected: usize) {
    let (want, got, plan) = both(value);
    assert_eq!(got, want, "{plan}");
    assert_eq!(at_top_level(&plan, name), expected, "the failing {name} was hoisted:\n{plan}");
}

#[test]
fn a_fold1_read_in_two_branches_not_taken() {
    let xs = three_zero();
    let bad = xs.replicate((3, All)).transpose().fold1(|a, b| a + b);
    let c = never(&xs);
    let r = acond(c, bad.map(|x| x + 1), acond(c, bad.map(|x| x + 2), xs.map(|x| x * 10)));
    check(&r, "fold1", 0);
}

#[test]
fn a_division_by_zero_read_in_the_then_and_else_of_two_aconds() {
    let xs = three_zero();
    let bad = xs.map(|x| Exp::from(10) / x).fold(0, |a, b| a + b);
    let c = never(&xs);
    let r = acond(c, bad.clone(), acond(!c, xs.fold(1, |a, b| a * b), bad));
    // the condition's fold only
    check(&r, "fold", 1);
}

#[test]
fn a_fold1_read_in_a_branch_not_taken_and_in_an_iterate_that_runs_zero_times() {
    let xs = three_zero();
    let empty = xs.backpermute([3, 0], |[i, _]| [i]);
    let bad = empty.fold1(|a, b| a + b);
    let r = acond(never(&xs), bad.map(|x| x * 2), fill([3], 1i32));
    let r = iterate(0, r, |v| v.zip_with(&bad, |a, b| a + b));
    check(&r, "fold1", 0);
}

#[test]
fn a_fold1_read_in_an_iterate_and_an_awhile_that_run_zero_times() {
    let xs = three_zero();
    let bad = xs.backpermute([3, 0], |[i, _]| [i]).fold1(|a, b| a + b);
    let r = iterate(0, fill([3], 1i32), |v| v.zip_with(&bad, |a, b| a - b));
    let r = awhile(r, |v| v.sum().map(|s| s.gt(1000)), |v| v.zip_with(&bad, |a, b| a * b));
    check(&r, "fold1", 0);
}

#[test]
fn a_reshape_of_the_wrong_size_read_in_two_branches_not_taken() {
    let xs = three_zero();
    let bad = xs.reshape([3]);
    let c = never(&xs);
    let r = acond(c, bad.map(|x| x + 1), acond(c, bad.map(|x| x - 1), fill([3], 1i32)));
    let (want, got, plan) = both(&r);
    assert_eq!(got, want, "{plan}");
    let top_check = plan.body.steps.iter().any(|s| matches!(s, Step::Check(_)));
    assert!(!top_check, "the size check was hoisted:\n{plan}");
}

/// A loop read in two lazy contexts is copied into each, with its own parameters; here one
/// copy runs (the branch taken) and the other does not.
#[test]
fn a_loop_read_in_two_lazy_contexts_is_copied_with_its_own_parameters() {
    let xs = three_zero();
    let looped = iterate(2, xs.map(|x| x + 1), |v| v.map(|x| x * 3).reverse());
    let c = never(&xs);
    let r = acond(c, xs.clone(), looped.clone());
    let r = acond(c, looped.map(|x| -x), r);
    let (want, got, plan) = both(&r);
    assert_eq!(got, want, "{plan}");
    let loops = {
        let mut n = 0;
        plan.body.visit(&mut |s| n += usize::from(matches!(s, Step::Iterate { .. })));
        n
    };
    assert_eq!(loops, 2, "one copy of the iterate per branch:\n{plan}");
    assert!(plan.kernels().iter().all(|k| matches!(k, Kernel::Generate { .. } | Kernel::Consumer(_))));
}

/// What cannot fail is still computed once, before the `acond`, when both branches read it.
#[test]
fn a_computation_that_cannot_fail_is_still_shared_by_both_branches() {
    let xs = three_zero();
    let total = xs.map(|x| x * 2).fold(0, |a, b| a + b);
    let r = acond(never(&xs), total.map(|t| t + 1), total.map(|t| t - 1));
    let (want, got, plan) = both(&r);
    assert_eq!(got, want, "{plan}");
    let folds = plan.kernel_names().iter().filter(|&&k| k == "fold").count();
    assert_eq!(folds, 2, "the condition's fold and the shared one:\n{plan}");
}

/// Read in both branches of an `acond`, a node that may fail runs whichever branch is taken:
/// it is computed once, before the `acond`, and nested `acond`s whose two branches are the
/// same array keep one copy (the random programs found 2^k copies of `acond(c, x, x)` nested
/// k deep).
#[test]
fn a_node_read_in_both_branches_is_computed_once_before_them() {
    let xs = fill([3], 4i32);
    let folded = xs.replicate((2, All)).transpose().fold1(|a, b| a + b);
    let c = never(&xs);
    let r = acond(c, folded.map(|x| x + 1), folded.map(|x| x - 1));
    let (want, got, plan) = both(&r);
    assert_eq!(got, want, "{plan}");
    assert_eq!(at_top_level(&plan, "fold1"), 1, "{plan}");

    let mut nested = folded.clone();
    for _ in 0..30 {
        nested = acond(c, nested.clone(), nested);
    }
    let (want, got, plan) = both(&nested);
    assert_eq!(got, want, "{plan}");
    assert_eq!(plan.kernel_names().iter().filter(|&&k| k == "fold1").count(), 1, "{plan}");
}

/// Copies of copies multiply: each link of this chain reads the last in a branch and in a
/// branch of the other branch, which would double the copies of the first `fold1` at every
/// link (2^12 here). A node gets at most 16 copies; past that it is computed once, as before.
#[test]
fn copies_are_bounded_when_they_would_multiply() {
    let xs = fill([3], 4i32);
    let c = never(&xs);
    let mut chain = xs.replicate((2, All)).transpose().fold1(|a, b| a + b);
    for _ in 0..12 {
        chain = acond(c, chain.map(|x| x + 1), acond(c, chain.map(|x| x + 2), xs.clone()));
    }
    let (want, got, plan) = both(&chain);
    assert_eq!(got, want);
    let folds = plan.kernel_names().iter().filter(|&&k| k == "fold1").count();
    assert!((1..=16).contains(&folds), "{folds} copies of the fold1");
    assert!(plan.kernel_count() < 16 * 40, "{} kernels", plan.kernel_count());
}
