//! Loop unswitching (fusion's module `unswitch`): a loop whose every step runs an `acond`
//! with a condition that reads nothing the step computes becomes an `acond` of two loops,
//! behind a test of the loop's first step. The plans here must hold no `acond` in a loop
//! where one was unswitched, compute the condition once, before the loops, and compute what
//! the program computes, failing where and only where it fails: a loop of no step never
//! computes the condition, a limit stops the loops with the same error.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    reason = "test code, helpers included: a failed check panics"
)]

use systole_frontend::ArraysValue;
use systole_frontend::prelude::*;
use systole_fusion::{Plan, Step};

/// The program's outcome on the reference interpreter and its plan's on the plan
/// interpreter (errors as text), and the plan.
fn both<A: AccValue>(value: &A) -> (Result<ArraysValue, String>, Result<ArraysValue, String>, Plan) {
    let program = trace(value).expect("the program traces");
    let want = interpret_program(&program, &[]).map_err(|e| e.to_string());
    let plan = systole_fusion::plan(&program).expect("the program fuses");
    let got = systole_fusion::interp::run(&plan, &[]).map_err(|e| e.to_string());
    (want, got, plan)
}

/// The plan computes what the program computes (both succeed), and its plan.
fn same<A: AccValue>(value: &A) -> Plan {
    let (want, got, plan) = both(value);
    assert!(want.is_ok(), "the program fails: {want:?}");
    assert_eq!(got, want, "{plan}");
    plan
}

/// For each loop of `plan`, in order: whether its body or condition holds an `acond`.
fn loops_with_aconds(plan: &Plan) -> Vec<bool> {
    let mut out = Vec::new();
    plan.body.visit(&mut |s| {
        if let Step::Iterate { body, .. } | Step::Awhile { body, .. } = s {
            let mut acond = false;
            body.body.visit(&mut |t| acond |= matches!(t, Step::Acond { .. }));
            if let Step::Awhile { cond, .. } = s {
                cond.body.visit(&mut |t| acond |= matches!(t, Step::Acond { .. }));
            }
            out.push(acond);
        }
    });
    out
}

/// The kernels named `name` in `plan`'s loops (their bodies and conditions).
fn in_loops(plan: &Plan, name: &str) -> usize {
    let mut n = 0;
    plan.body.visit(&mut |s| {
        let mut count = |b: &systole_fusion::Block| {
            b.visit(&mut |t| {
                n += usize::from(matches!(t, Step::Kernel { kernel, .. } if kernel.name() == name))
            })
        };
        match s {
            Step::Iterate { body, .. } => count(&body.body),
            Step::Awhile { cond, body, .. } => {
                count(&cond.body);
                count(&body.body);
            }
            _ => {}
        }
    });
    n
}

fn vector(v: Vec<i32>) -> Acc<Vector<i32>> {
    let n = v.len();
    use_array(&Array::from_vec([n], v).unwrap())
}

/// `[5, 9, 2]`: its largest element (a fold) picks the branch, and reading its element 7
/// fails.
fn picker() -> Acc<Vector<i32>> {
    vector(vec![5, 9, 2])
}

/// An `awhile` doubling or incrementing (by `k`, which reads nothing the step computes)
/// until the sum passes 1000.
fn doubling(k: Exp<bool>) -> Acc<Vector<i32>> {
    awhile(
        vector(vec![1, 2, 3]),
        |v| v.sum().map(|s| s.lt(1000)),
        move |v| acond(k, v.map(|x| x * 2), v.map(|x| x + 100)),
    )
}

#[test]
fn an_awhile_with_an_invariant_acond_becomes_two_loops_without_it() {
    for threshold in [8, 10] {
        let largest = picker().fold_all(0, |a, b| a.max(b));
        let plan = same(&doubling(largest.the().gt(threshold)));
        assert_eq!(loops_with_aconds(&plan), vec![false, false], "{plan}");
        // the condition's fold runs once, before the loops
        assert_eq!(in_loops(&plan, "fold"), 2, "only the loops' own sums:\n{plan}");
        assert_eq!(plan.kernel_names().iter().filter(|&&k| k == "fold").count(), 4, "{plan}");
    }
}

#[test]
fn a_condition_the_step_computes_stays_in_the_loop() {
    let r = awhile(
        vector(vec![1, 2, 3]),
        |v| v.sum().map(|s| s.lt(1000)),
        |v| {
            let odd = v.index([0]) % 2;
            acond(odd.eq(1), v.map(|x| x * 2), v.map(|x| x + 1))
        },
    );
    let plan = same(&r);
    assert_eq!(loops_with_aconds(&plan), vec![true], "{plan}");
}

/// A condition that computes a float that rounds (a sum of `f32`s) is left alone: the
/// unswitched loop would compute it twice, in kernels fused apart, which near its threshold
/// could disagree; one of comparisons only (of `f32`s too) is unswitched.
#[test]
fn a_condition_computing_floats_is_not_unswitched() {
    let floats = |sum: bool| {
        let k = picker().fold_all(0, |a, b| a.max(b)).the().gt(8);
        awhile(
            use_array(&Array::from_vec([3], vec![1.0f32, 2.0, 3.0]).unwrap()),
            move |v| match sum {
                true => v.sum().map(|s| s.lt(1000.0)),
                false => v.fold_all(0.0, |a, b| a.max(b)).map(|s| s.lt(1000.0)),
            },
            move |v| acond(k, v.map(|x| x * 2.0), v.map(|x| x + 100.0)),
        )
    };
    assert_eq!(loops_with_aconds(&same(&floats(true))), vec![true]);
    assert_eq!(loops_with_aconds(&same(&floats(false))), vec![false, false]);
}

/// An invariant `acond` that not every step runs (in a branch of another) is left where it
/// is: the program may never compute its condition.
#[test]
fn an_acond_in_a_branch_is_not_unswitched() {
    let bad = picker().index([7]).gt(0);
    let r = awhile(
        vector(vec![1, 2, 3]),
        |v| v.sum().map(|s| s.lt(1000)),
        move |v| {
            let odd = v.index([0]) % 2;
            acond(odd.eq(7), acond(bad, v.map(|x| x * 2), v.map(|x| x * 3)), v.map(|x| x + 1))
        },
    );
    let plan = same(&r);
    assert_eq!(loops_with_aconds(&plan), vec![true], "{plan}");
}

/// A loop of no step never computes its step's condition (which fails here): neither may
/// its plan.
#[test]
fn a_loop_of_no_step_does_not_compute_the_condition() {
    let bad = || picker().index([7]).gt(0);
    let never = awhile(
        vector(vec![1, 2, 3]),
        |v| v.sum().map(|s| s.gt(1000)),
        move |v| acond(bad(), v.map(|x| x * 2), v.map(|x| x + 1)),
    );
    let plan = same(&never);
    assert_eq!(loops_with_aconds(&plan), vec![false, false], "unswitched behind the first test:\n{plan}");
    // the same with a count computed when the program runs, 0
    let zero = picker().index([2]).cast::<i64>() - 2;
    let none =
        iterate(zero, vector(vec![1, 2, 3]), move |v| acond(bad(), v.map(|x| x * 2), v.map(|x| x + 1)));
    let plan = same(&none);
    assert_eq!(loops_with_aconds(&plan), vec![false, false], "{plan}");
    // and where a loop runs, its failing condition fails the plan as it fails the program
    let once = iterate(1, vector(vec![1, 2, 3]), move |v| acond(bad(), v.map(|x| x * 2), v.map(|x| x + 1)));
    let (want, got, plan) = both(&once);
    assert!(want.is_err(), "{want:?}");
    assert_eq!(got, want, "{plan}");
}

/// `awhile_at_most`: the loops keep the limit and stop with the program's error; a limit of
/// no step is left alone (the program never computes the step's condition).
#[test]
fn a_limit_stops_the_loops_with_the_same_error() {
    let largest = || picker().fold_all(0, |a, b| a.max(b)).the().gt(8);
    for limit in [1, 3, 30] {
        let r = awhile_at_most(
            limit,
            vector(vec![1, 2, 3]),
            |v| v.sum().map(|s| s.lt(1000)),
            move |v| acond(largest(), v.map(|x| x * 2), v.map(|x| x + 1)),
        );
        let (want, got, plan) = both(&r);
        assert_eq!(got, want, "limit {limit}: {plan}");
        assert_eq!(want.is_ok(), limit == 30, "limit {limit}: {want:?}");
        assert_eq!(loops_with_aconds(&plan), vec![false, false], "{plan}");
    }
    let bad = picker().index([7]).gt(0);
    let r = awhile_at_most(
        0,
        vector(vec![1, 2, 3]),
        |v| v.sum().map(|s| s.lt(1000)),
        move |v| acond(bad, v.map(|x| x * 2), v.map(|x| x + 1)),
    );
    let (want, got, plan) = both(&r);
    assert!(want.as_ref().is_err_and(|e| e.contains("awhile")), "{want:?}");
    assert_eq!(got, want, "{plan}");
    assert_eq!(loops_with_aconds(&plan), vec![true], "{plan}");
}

/// Nested invariant `acond`s are unswitched again, up to 3 loops; a tuple state and an
/// `iterate` of a constant count (no test of its first step) as well.
#[test]
fn nested_conditions_give_at_most_three_loops() {
    let largest = picker().fold_all(0, |a, b| a.max(b)).the();
    for threshold in [1, 4, 6, 8, 10] {
        let r = iterate(5, (vector(vec![1, 2, 3]), unit(Exp::from(0i32))), move |(v, n)| {
            let step = acond(
                largest.gt(threshold),
                v.map(|x| x * 2),
                acond(
                    largest.gt(threshold - 3),
                    v.map(|x| x + 1),
                    acond(
                        largest.gt(threshold - 5),
                        v.map(|x| x - 1),
                        acond(largest.gt(2), v.reverse(), v.clone()),
                    ),
                ),
            );
            (step, n.map(|n| n + 1))
        });
        let plan = same(&r);
        let loops = loops_with_aconds(&plan);
        assert!(!plan.body.steps.iter().any(|s| matches!(s, Step::Iterate { .. })), "{plan}");
        // the first two loops hold no acond, the last the choices left
        assert_eq!(loops, vec![false, false, true], "{plan}");
    }
}

/// A segmented fold by CSR offsets in a loop (a CG's sparse matrix-vector product): its
/// choice of construction by the offsets is made once, the padded construction's loop holds
/// no `acond`, and every construction computes the program's value.
#[test]
fn a_segmented_fold_by_offsets_in_a_loop_chooses_once() {
    let alike: Vec<i32> = (0..=40).map(|i| i * 3).collect();
    let native: Vec<i32> =
        [0].into_iter().chain((1..=40).map(|i| if i == 40 { 400 } else { i * 5 })).collect();
    let skewed: Vec<i32> = [0].into_iter().chain((1..=40).map(|i| if i == 40 { 139 } else { i })).collect();
    for offsets in [alike, native, skewed] {
        let total = *offsets.last().unwrap() as usize;
        let offsets = vector(offsets);
        let xs = vector((0..total as i32).map(|i| i % 7 - 3).collect());
        let r = awhile(
            (xs.clone(), unit(Exp::from(0i64))),
            |(_, k)| k.map(|k| k.lt(4)),
            move |(p, k)| {
                let products = xs.imap(|[i], x| x * p.index([(i * 7) % p.shape()[0]]) % 1000);
                let sums = products.fold_seg_offsets(0, |a, b| a + b, &offsets);
                let p = p.imap(move |[i], x| x + sums.index([i % sums.shape()[0]]));
                (p, k.map(|k| k + 1))
            },
        );
        let plan = same(&r);
        let loops = loops_with_aconds(&plan);
        assert_eq!(loops.len(), 2, "padded, native:\n{plan}");
        assert!(!loops[0], "the padded construction's loop holds no acond:\n{plan}");
    }
}

/// Outside loops, `fold_seg_offsets` is the native segmented fold alone, whatever the
/// lengths: no `fold_all` of the lengths runs before it (as one does to choose padding,
/// which a loop unswitches and a single fold would pay every run), and no choice is made.
#[test]
fn a_segmented_fold_by_offsets_outside_loops_is_the_native_fold_alone() {
    let alike: Vec<i32> = (0..=40).map(|i| i * 5).collect();
    let skewed: Vec<i32> = [0].into_iter().chain((1..=40).map(|i| if i == 40 { 139 } else { i })).collect();
    let ones: Vec<i32> = (0..=40).collect();
    // 5 elements a segment, 3.5 with one long one, and 1
    for offsets in [alike, skewed, ones] {
        let total = *offsets.last().unwrap() as usize;
        let xs = vector((0..total as i32).map(|i| i % 7 - 3).collect());
        let plan = same(&xs.fold_seg_offsets(0, |a, b| a + b, &vector(offsets)));
        let chooses = plan.body.steps.iter().any(|s| matches!(s, Step::Acond { .. }));
        assert!(!chooses, "no choice of construction:\n{plan}");
        let names: Vec<_> = plan.body.kernels().iter().map(|k| k.name()).collect();
        assert_eq!(names, ["fold_seg"], "{plan}");
    }
}
