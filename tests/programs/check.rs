//! The property: a drawn program, traced, fused and run everywhere, computes one value; or,
//! where it fails on the interpreter, compiled backends compute its defined form.

use systole_frontend::Error;
use systole_frontend::array::Buffer;

use super::ast::Out;
use super::build::build;
use super::strategy::prog_strategy;
use super::*;

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

/// Whether two values are the same: shapes, types and elements, floats bit for bit except
/// that every NaN is the same NaN (backends need not agree on a NaN's sign or payload).
pub fn same(a: &ArraysValue, b: &ArraysValue) -> bool {
    fn floats<T: Copy + PartialEq>(
        x: &[T],
        y: &[T],
        nan: impl Fn(T) -> bool,
        bits: impl Fn(T) -> u64,
    ) -> bool {
        x.len() == y.len() && x.iter().zip(y).all(|(&p, &q)| bits(p) == bits(q) || (nan(p) && nan(q)))
    }
    match (a, b) {
        (ArraysValue::Array(x), ArraysValue::Array(y)) => {
            x.shape() == y.shape()
                && x.elt() == y.elt()
                && x.buffers().iter().zip(y.buffers()).all(|(p, q)| match (p, q) {
                    (Buffer::F32(p), Buffer::F32(q)) => floats(p, q, f32::is_nan, |v| u64::from(v.to_bits())),
                    (Buffer::F64(p), Buffer::F64(q)) => floats(p, q, f64::is_nan, f64::to_bits),
                    _ => p == q,
                })
        }
        (ArraysValue::Tuple(xs), ArraysValue::Tuple(ys)) => {
            xs.len() == ys.len() && xs.iter().zip(ys).all(|(x, y)| same(x, y))
        }
        _ => false,
    }
}

/// Errors of size (a `reshape` to another size, `fold1` of an empty row, a negative extent):
/// errors on every backend. The others a program can meet at run time (a division by zero,
/// a read out of bounds) are errors of the interpreter only.
pub fn is_size_error(e: &Error) -> bool {
    matches!(e, Error::ReshapeMismatch { .. } | Error::EmptyReduction { .. } | Error::NegativeShape { .. })
}

/// The errors the guide documents for a program's run: the size errors, and on the
/// interpreters a read out of bounds and a division by zero. Anything else (an internal
/// error above all) is a bug.
pub fn is_run_time_error(e: &Error) -> bool {
    is_size_error(e) || matches!(e, Error::IndexOutOfBounds { .. } | Error::DivisionByZero { .. })
}

/// What one case did (the worst of its runs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Outcome {
    /// Every run computed one value everywhere.
    Same,
    /// The program failed on the interpreter (a division by zero, a read out of bounds), and
    /// the fused plan (where it succeeded) and the compiled backend computed its defined form.
    Defined,
    /// The program fails with a size error, on every backend.
    SizeError,
}

/// A plan prepared by a compiled backend: runs it on inputs.
pub type Runner<'a> = Box<dyn Fn(&[ArraysValue]) -> Result<ArraysValue, Error> + 'a>;

/// A compiled backend: its name, and how it prepares a plan (once, for every run of a case).
pub struct Compiled<'a> {
    pub name: &'a str,
    pub prepare: &'a dyn Fn(&Plan) -> Result<Runner<'a>, Error>,
}

/// A case: the program, its defined form (itself when it has no faults; see `build::Env::twin`),
/// and the inputs of each run (one run without inputs for a closed program).
pub struct Case<'a> {
    pub program: &'a Program,
    pub defined: &'a Program,
    pub runs: &'a [Vec<ArraysValue>],
    /// Whether the result is `(r, s, a, c)` with `s`, `a`, `c` float sums that a compiled
    /// backend computes in its own order: compared within the tolerance of
    /// [`super::approx::close_sums`] (the interpreters still agree exactly).
    pub tolerant: bool,
}

/// Traces, fuses, runs both ways and compares.
pub fn check(program: &Program) -> Result<Outcome, String> {
    check_on(program, None)
}

/// [`check`], and with `compiled` the plan runs on that backend too.
pub fn check_on(program: &Program, compiled: Option<&Compiled<'_>>) -> Result<Outcome, String> {
    check_case(&Case { program, defined: program, runs: &[vec![]], tolerant: false }, compiled)
}

/// Fuses the case's program, validates the plan and bounds its kernels, prepares it on
/// `compiled` if given, and checks every run (see [`check_run`]).
pub fn check_case(case: &Case, compiled: Option<&Compiled<'_>>) -> Result<Outcome, String> {
    let program = case.program;
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
    let runner = match compiled {
        Some(c) => Some((
            c.name,
            (c.prepare)(&plan)
                .map_err(|e| format!("{} cannot prepare the plan: {e}\n{program}\n{plan}", c.name))?,
        )),
        None => None,
    };
    let mut outcome = Outcome::Same;
    for (k, inputs) in case.runs.iter().enumerate() {
        let runner = runner.as_ref().map(|(name, run)| (*name, run));
        let o = check_run(case, &plan, inputs, runner).map_err(|why| {
            format!("run {} of {}: {why}\ninputs: {}", k + 1, case.runs.len(), show_inputs(inputs))
        })?;
        outcome = outcome.max(o);
    }
    Ok(outcome)
}

/// Two printed values and where they differ: a character diff where both are short, the
/// first differing line otherwise (a diff of large programs' outputs, hundreds of thousands
/// of elements, needs memory quadratic in their length: 1.4 TB for seed 20261445).
fn show_difference(want: &str, got: &str) -> String {
    const SHORT: usize = 4096;
    if want.len() <= SHORT && got.len() <= SHORT {
        let diff = pretty_assertions::StrComparison::new(want, got);
        return format!("expected:\n{want}\ngot:\n{got}\n{diff}");
    }
    let at = want.bytes().zip(got.bytes()).position(|(a, b)| a != b).unwrap_or(want.len().min(got.len()));
    let around = |s: &str| -> String {
        let (mut from, mut to) = (at.saturating_sub(200), (at + 200).min(s.len()));
        while !s.is_char_boundary(from) {
            from -= 1;
        }
        while !s.is_char_boundary(to) {
            to += 1;
        }
        s[from..to].to_string()
    };
    format!(
        "({} and {} characters printed; they first differ at character {at})\nexpected, around it:\n{}\ngot, around it:\n{}",
        want.len(),
        got.len(),
        around(want),
        around(got)
    )
}

fn show_inputs(inputs: &[ArraysValue]) -> String {
    inputs.iter().map(show).collect::<Vec<_>>().join("; ")
}

/// One run: the program on the reference interpreter, its defined form there, the plan on the
/// plan interpreter and on the compiled backend.
///
/// - The program's defined form computes the program's value where the program succeeds (or
///   the generator is wrong), and fails only with a size error.
/// - The fused plan computes the program's value where the program succeeds; where the
///   program fails it may fail too, or succeed (fusion removed an element that failed) with
///   the defined form's value.
/// - The compiled backend computes the defined form's value; where the defined form fails
///   (a size error) it fails with a size error too, or succeeds with the fused plan's value.
///   Where the fused plan fails with a size error (the program failing too), the compiled
///   backend may fail with it even where the defined form succeeds: plans check sizes where
///   they compute an array, and the interpreter computes only the arrays whose elements it
///   needs (a `reshape` read only by a `generate` of shape `[0]` fails in the plan alone).
/// - Every error is one the guide documents ([`is_run_time_error`]); none is a panic (a
///   panic fails the case).
fn check_run(
    case: &Case,
    plan: &Plan,
    inputs: &[ArraysValue],
    runner: Option<(&str, &Runner)>,
) -> Result<Outcome, String> {
    let (program, defined) = (case.program, case.defined);
    let unfused = systole_frontend::interpret_program(program, inputs);
    let want = if std::ptr::eq(program, defined) {
        unfused.clone()
    } else {
        systole_frontend::interpret_program(defined, inputs)
    };
    let fail = |what: String| format!("{what}\nprogram:\n{program}\nplan:\n{plan}");
    for (what, result) in [("the program", &unfused), ("its defined form", &want)] {
        if let Some(e) = result.as_ref().err().filter(|e| !is_run_time_error(e)) {
            return Err(fail(format!("{what} fails on the interpreter with an undocumented error: {e}")));
        }
    }
    let differ = |what: &str, want: &ArraysValue, got: &ArraysValue| {
        let (want, got) = (show(want), show(got));
        fail(format!("{what} differs\n{}", show_difference(&want, &got)))
    };
    match (&unfused, &want) {
        (Ok(u), Ok(w)) if !same(u, w) => return Err(differ("the defined form (a generator bug)", u, w)),
        (Ok(_), Err(e)) => {
            return Err(fail(format!("the defined form fails where the program does not: {e}")));
        }
        (_, Err(e)) if !is_size_error(e) => return Err(fail(format!("the defined form fails: {e}"))),
        _ => {}
    }
    let fused = systole_fusion::interp::run(plan, inputs);
    if let Some(e) = fused.as_ref().err().filter(|e| !is_run_time_error(e)) {
        return Err(fail(format!("the fused plan fails with an undocumented error: {e}")));
    }
    let agree = |want: &ArraysValue, got: &ArraysValue| {
        if case.tolerant { super::approx::close_sums(want, got) } else { same(want, got) }
    };
    match (&unfused, &fused, &want) {
        (Ok(u), Ok(f), _) if !same(u, f) => return Err(differ("fused", u, f)),
        (Ok(_), Err(e), _) => return Err(fail(format!("fused failed where the program did not: {e}"))),
        (Err(_), Ok(f), Ok(w)) if !same(w, f) => {
            return Err(differ("fused (the program failed; its defined form)", w, f));
        }
        _ => {}
    }
    if let Some((name, run)) = runner {
        match (run(inputs), &want, &fused) {
            (Ok(g), Ok(w), _) if !agree(w, &g) => return Err(differ(name, w, &g)),
            // sizes are checked where the plan computes an array, read or not (the guide's
            // "Fusion"): the plan's size error, where the lazy interpreter needed no element
            (Err(e), Ok(_), Err(f))
                if is_size_error(&e) && std::mem::discriminant(&e) == std::mem::discriminant(f) => {}
            (Err(e), Ok(_), _) => {
                return Err(fail(format!("{name} failed where the defined form did not: {e}")));
            }
            (Err(e), Err(_), _) if !is_size_error(&e) => {
                return Err(fail(format!("{name} failed with another kind of error than a size error: {e}")));
            }
            (Ok(g), Err(_), Ok(f)) if !agree(f, &g) => {
                return Err(differ(&format!("{name} (against fused)"), f, &g));
            }
            (Ok(_), Err(_), Err(e)) if is_size_error(e) => {
                return Err(fail(format!("{name} succeeded where the plan fails with a size error: {e}")));
            }
            _ => {}
        }
    }
    Ok(match (&unfused, &want) {
        (Ok(_), _) => Outcome::Same,
        (Err(_), Ok(_)) => Outcome::Defined,
        (Err(_), Err(_)) => Outcome::SizeError,
    })
}

/// The share of large programs: where a compiled backend runs them (its parallel paths), and
/// a few on the interpreters alone (where a large program costs as much as a hundred small
/// ones and tests nothing new).
const LARGE_COMPILED: f64 = 0.04;
const LARGE_INTERPRETED: f64 = 0.005;

/// Runs the property over `cases` random programs drawn for `cfg`, on `compiled` too if given.
pub fn property(cfg: Config, cases: u32, compiled: Option<&Compiled<'_>>) {
    let tally = Tally::default();
    let large = if compiled.is_some() { LARGE_COMPILED } else { LARGE_INTERPRETED };
    run_cases(cases, &prog_strategy(large), |p| {
        let program = build(p, cfg, false).map_err(|e| format!("the program does not trace: {e}"))?;
        let defined = if p.faults {
            build(p, cfg, true).map_err(|e| format!("the defined form does not trace: {e}"))?
        } else {
            program.clone()
        };
        let tolerant = matches!(p.out, Out::Approx(..));
        let case = Case { program: &program, defined: &defined, runs: &[vec![]], tolerant };
        let outcome = check_case(&case, compiled)?;
        tally.add(outcome);
        Ok(())
    });
    let [_, defined, size] = tally.report("programs");
    let ran = tally.ran();
    // only programs with faults fail (a quarter of them); most of those meet a division by zero
    // or a read out of bounds, which compiled backends define; size errors stay a minority
    // (proportions that say something only over enough programs; a dozen, as under
    // compute-sanitizer, can hold two by chance). About 3% of programs meet a defined fault:
    // the bound is a sixth of that, which a generator that still draws faults misses once in
    // tens of thousands of runs of 500 (it was 2%, and 9 of 500 happened: seed 20261287)
    if ran >= 100 {
        assert!(size * 10 <= ran, "{size} of {ran} programs failed with a size error");
        assert!(defined * 200 >= ran, "only {defined} of {ran} programs met a fault with a defined result");
    }
}

/// The outcomes of the cases a property checked (shrinking included), printed at its end.
#[derive(Default)]
pub struct Tally(std::cell::Cell<[u32; 3]>);

impl Tally {
    pub fn add(&self, outcome: Outcome) {
        let mut counts = self.0.get();
        counts[outcome as usize] += 1;
        self.0.set(counts);
    }

    pub fn ran(&self) -> u32 {
        self.0.get().iter().sum()
    }

    /// Prints the counts (`scripts/fuzz` reads the line) and returns them.
    pub fn report(&self, what: &str) -> [u32; 3] {
        let [same, defined, size] = self.0.get();
        eprintln!(
            "{} {what}: {same} computed one value, {defined} a defined form, {size} a size error",
            self.ran()
        );
        [same, defined, size]
    }
}

/// The seed of a run that does not set `PROPTEST_RNG_SEED`.
pub const DEFAULT_SEED: u64 = 20_261_126;

/// Runs `check` on `cases` values of `strategy` (`PROPTEST_CASES` overrides the number,
/// `PROPTEST_RNG_SEED` sets the seed, [`DEFAULT_SEED`] otherwise), panicking with the
/// minimal failing value and the seed and number of cases that draw it again.
/// `SYSTOLE_FUZZ_SHOW=1` prints each value before it is checked (to find one that crashes).
///
/// The seed is fixed unless asked for, so that a test run is reproducible and a commit's CI
/// run passes or fails for what the commit changed; `scripts/fuzz` explores other seeds.
pub fn run_cases<T: std::fmt::Debug>(
    cases: u32,
    strategy: &impl Strategy<Value = T>,
    check: impl Fn(&T) -> Result<(), String>,
) {
    use proptest::test_runner::RngSeed;
    let cases = std::env::var("PROPTEST_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(cases);
    let mut config = ProptestConfig { cases, failure_persistence: None, ..ProptestConfig::default() };
    let seed = match config.rng_seed {
        RngSeed::Fixed(seed) => seed,
        RngSeed::Random => DEFAULT_SEED,
    };
    config.rng_seed = RngSeed::Fixed(seed);
    let again = format!("PROPTEST_RNG_SEED={seed} PROPTEST_CASES={cases} draws it again");
    let mut runner = TestRunner::new(config);
    // a crash (a signal) prints nothing of the case: `SYSTOLE_FUZZ_SHOW=1` prints each case
    // before it runs, so that the last one printed is the one that crashed
    let show = std::env::var_os("SYSTOLE_FUZZ_SHOW").is_some();
    let check = |p: T| {
        if show {
            eprintln!("case: {p:?}");
        }
        check(&p).map_err(TestCaseError::fail)
    };
    match runner.run(strategy, check) {
        Ok(()) => {}
        Err(TestError::Fail(why, p)) => panic!("{why}\nminimal failing case ({again}): {p:#?}"),
        Err(e) => panic!("{e} ({again})"),
    }
}
