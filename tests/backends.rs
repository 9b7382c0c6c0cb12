//! The `Backend` trait as users meet it: running programs, compiling once and running many
//! times, choosing a backend at run time, and the errors that reach the user.

use pretty_assertions::assert_eq;
use systole::prelude::*;

fn backends() -> Vec<Box<dyn Backend>> {
    vec![Box::new(Interpreter), Box::new(UnfusedInterpreter), Box::new(Cpu::new().unwrap())]
}

#[test]
fn a_boxed_backend_runs_programs_and_tuples_of_results() {
    let xs = use_array(&Array::from_vec([2, 3], vec![1, 2, 3, 4, 5, 6]).unwrap());
    for backend in backends() {
        let (rows, total) = backend.run(&(xs.fold(0, |a, b| a + b), xs.sum())).unwrap();
        assert_eq!(rows.to_vec(), vec![6, 15], "{}", backend.name());
        assert_eq!(total.value(), 21, "{}", backend.name());
    }
}

#[test]
fn a_compiled_function_runs_on_new_inputs_of_any_shape() {
    for backend in backends() {
        let normalise = backend
            .compile(|xs: Acc<Matrix<f64>>| {
                let total = xs.sum();
                xs.map(|x| x / total.the())
            })
            .unwrap();
        for (rows, cols) in [(1, 1), (2, 3), (0, 4)] {
            let xs = Array::from_fn([rows, cols], |[i, j]| (i * cols + j + 1) as f64);
            let total: f64 = xs.to_vec().iter().sum();
            let out = normalise.run(&xs).unwrap();
            assert_eq!(out.shape(), [rows, cols]);
            assert_eq!(out.to_vec(), xs.to_vec().iter().map(|x| x / total).collect::<Vec<_>>());
        }
    }
}

#[test]
fn the_compiled_program_is_printable() {
    let f = Interpreter.compile(|xs: Acc<Vector<i32>>| xs.map(|x| x + 1)).unwrap();
    assert_eq!(
        f.program().to_string(),
        "\\(v0: Array1 i32) ->\nlet a0 = v0\n    a1 = map (\\x0 -> x0 + 1) a0\nin a1"
    );
}

#[test]
fn run_time_errors_name_the_operation_index_and_shape() {
    let xs = use_array(&Array::from_vec([3], vec![1, 2, 3]).unwrap());
    let shifted = generate([3], |[i]| xs.index([i + 1]));
    let err = Interpreter.run(&shifted).unwrap_err();
    assert_eq!(err.to_string(), "index: index [3] is out of bounds for an array of shape [3]");

    let divided = xs.map(|x| 10 / (x - 2));
    let err = Interpreter.run(&divided).unwrap_err();
    assert_eq!(err.to_string(), "integer division by zero: 10 / 0");

    let reshaped = xs.reshape([2, 2]);
    let err = Interpreter.run(&reshaped).unwrap_err();
    assert_eq!(
        err.to_string(),
        "reshape: cannot reshape an array of shape [3] (3 elements) to [2, 2] (4 elements)"
    );
}

#[test]
fn an_expression_used_outside_its_closure_is_a_build_error() {
    let mut kept = None;
    let xs = fill([2], 1.0f32);
    let _ = xs.map(|x| {
        kept = Some(x);
        x
    });
    let stale = kept.unwrap();
    let bad = xs.map(|x| x + stale);
    let err = Interpreter.run(&bad).unwrap_err();
    assert!(err.to_string().starts_with("invalid program: a scalar expression was used outside"), "{err}");
}

/// Runs a small program; with `SYSTOLE_DUMP` set it prints its phases (see the next test).
#[test]
#[ignore = "run by systole_dump_prints_the_phases_to_stderr in a child process"]
fn dump_child() {
    let xs = use_array(&Array::from_vec([3], vec![1.0f32, 2.0, 3.0]).unwrap());
    Interpreter.run(&xs.map(|x| x * 2.0).sum()).unwrap();
}

#[test]
fn systole_dump_prints_the_phases_to_stderr() {
    let out = std::process::Command::new(std::env::current_exe().unwrap())
        .args(["dump_child", "--exact", "--ignored", "--nocapture"])
        .env("SYSTOLE_DUMP", "ir,fused,time")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(stderr.contains("== ir ==\nlet a0 = use Array1 f32 [3]\n    a1 = map"), "{stderr}");
    assert!(stderr.contains("== fused ==\nplan: 1 kernel"), "{stderr}");
    for phase in ["trace", "fusion", "prepare", "run"] {
        assert!(stderr.contains(&format!("systole: {phase} took")), "no {phase} timing in {stderr}");
    }
}
