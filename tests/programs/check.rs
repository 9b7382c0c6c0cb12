//! The property: a drawn program, traced, fused and run everywhere, computes one value.

use super::build::build;
use super::strategy::prog_strategy;
use super::*;
// ----- the property -------------------------------------------------------------------------

/// Nodes that can become a kernel (everything but `use`, variables, tuples and projections).
pub fn computing_nodes(program: &Program) -> usize {
    program
        .nodes
        .iter()
        .filter(|n| !matches!(n.op, Op::Use(_) | Op::Var(_) | Op::Tuple(_) | Op::Prj { .. }))
        .count()
}

/// A value as text: the shape and the elements of every array.
pub fn show(v: &ArraysValue) -> String {
    match v {
        ArraysValue::Array(a) => {
            let xs: Vec<String> = a.values().iter().map(|x| x.to_string()).collect();
            format!("{:?} [{}]", a.shape(), xs.join(", "))
        }
        ArraysValue::Tuple(vs) => format!("({})", vs.iter().map(show).collect::<Vec<_>>().join(",\n ")),
    }
}

/// What one case did.
pub enum Outcome {
    Same,
    /// The unfused program failed (run-time error): nothing compared.
    UnfusedError,
}

/// Traces, fuses, runs both ways and compares.
pub fn check(program: &Program) -> Result<Outcome, String> {
    check_on(program, None)
}

/// A compiled backend's name and how it runs a plan.
pub type Compiled<'a> = (&'a str, &'a dyn Fn(&Plan) -> Result<ArraysValue, systole_frontend::Error>);

/// [`check`], and with `compiled` the plan runs on that backend too.
pub fn check_on(program: &Program, compiled: Option<Compiled<'_>>) -> Result<Outcome, String> {
    let plan = systole_fusion::plan(program).map_err(|e| format!("plan() failed: {e}\n{program}"))?;
    systole_fusion::validate(&plan).map_err(|e| format!("invalid plan: {e}\n{program}\n{plan}"))?;
    // a node that may fail is copied into each lazy context (an `acond` branch, a loop body)
    // that reads it, up to 16 times; without lazy contexts nothing is copied
    let lazy = program
        .nodes
        .iter()
        .any(|n| matches!(n.op, Op::Acond { .. } | Op::Iterate { .. } | Op::Awhile { .. }));
    let bound = computing_nodes(program) * if lazy { 16 } else { 1 };
    if plan.kernel_count() > bound {
        return Err(format!(
            "{} kernels for {bound} computing nodes\n{program}\n{plan}",
            plan.kernel_count()
        ));
    }
    let Ok(want) = systole_frontend::interpret_program(program, &[]) else {
        return Ok(Outcome::UnfusedError);
    };
    let compare = |what: &str, got: Result<ArraysValue, systole_frontend::Error>| match got {
        Ok(got) if got == want => Ok(()),
        Ok(got) => {
            let (want, got) = (show(&want), show(&got));
            let diff = pretty_assertions::StrComparison::new(&want, &got);
            Err(format!(
                "{what} result differs\nprogram:\n{program}\nplan:\n{plan}\n\
                 unfused:\n{want}\n{what}:\n{got}\n{diff}"
            ))
        }
        Err(e) => Err(format!("{what} failed where the program did not: {e}\n{program}\n{plan}")),
    };
    compare("fused", systole_fusion::interp::run(&plan, &[]))?;
    if let Some((name, run)) = compiled {
        compare(name, run(&plan))?;
    }
    Ok(Outcome::Same)
}

/// Runs the property over `cases` random programs, on `compiled` too if given.
pub fn property(cases: u32, compiled: Option<Compiled<'_>>) {
    // PROPTEST_CASES=100000 searches longer
    let cases = std::env::var("PROPTEST_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(cases);
    let config = ProptestConfig { cases, failure_persistence: None, ..ProptestConfig::default() };
    let mut runner = TestRunner::new(config);
    let (ran, errors) = (Cell::new(0u32), Cell::new(0u32));
    let result = runner.run(&prog_strategy(), |p| {
        let program =
            build(&p).map_err(|e| TestCaseError::fail(format!("the program does not trace: {e}")))?;
        match check_on(&program, compiled).map_err(TestCaseError::fail)? {
            Outcome::Same => {}
            Outcome::UnfusedError => errors.set(errors.get() + 1),
        }
        ran.set(ran.get() + 1);
        Ok(())
    });
    match result {
        Ok(()) => {}
        Err(TestError::Fail(why, p)) => panic!("{why}\nminimal failing program: {p:#?}"),
        Err(e) => panic!("{e}"),
    }
    // only programs with faults fail, and only when a failing computation is needed: about
    // 4% of all programs (a proportion that says something only over enough programs; a
    // dozen, as under compute-sanitizer, can hold two by chance)
    if ran.get() >= 100 {
        assert!(
            errors.get() * 10 <= ran.get(),
            "{} of {} programs failed at run time",
            errors.get(),
            ran.get()
        );
    }
}
