//! The plan validator: checks once what every backend relies on.
//!
//! - every array var is bound exactly once and read only where it is in scope (after its
//!   step, in its block or a nested one);
//! - every scalar function keeps the invariants of `Fun` (`Fun::check`) and has the
//!   parameter and result types its kernel needs;
//! - kernels, loops and conditionals bind vars of the types their operation produces.
//!
//! A failure is a bug in fusion, never a user error: [`crate::plan()`] validates before
//! returning, and backends trust a plan it returned.

use systole_frontend::ir::{Consumer, Fun};
use systole_frontend::{ArraysType, ScalarType, Type};

use crate::plan::{ArrayType, ArrayVar, Block, Check, Input, Kernel, Lambda, Plan, Step};

/// Why a plan is invalid (a bug in fusion).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("invalid plan: {0}")]
pub struct ValidationError(pub String);

type Result<T = ()> = std::result::Result<T, ValidationError>;

fn fail<T>(msg: impl Into<String>) -> Result<T> {
    Err(ValidationError(msg.into()))
}

/// Checks a plan's invariants.
pub fn validate(plan: &Plan) -> Result {
    let mut v = Validator { plan, bound: vec![false; plan.arrays.len()], scope: Vec::new() };
    let flat_inputs: Vec<ArrayType> = plan.input_types.iter().flat_map(flatten).collect();
    let inputs: Vec<ArrayVar> = plan.inputs.iter().flatten().copied().collect();
    v.types_of(&inputs, &flat_inputs, "the inputs")?;
    for &x in &inputs {
        v.bind(x)?;
    }
    v.block(&plan.body)?;
    v.types_of(&plan.body.results, &flatten(&plan.result_type), "the result")
}

fn flatten(ty: &ArraysType) -> Vec<ArrayType> {
    match ty {
        ArraysType::Array { elt, rank } => vec![ArrayType { elt: elt.clone(), rank: *rank }],
        ArraysType::Tuple(ts) => ts.iter().flat_map(flatten).collect(),
    }
}

struct Validator<'a> {
    plan: &'a Plan,
    bound: Vec<bool>,
    scope: Vec<ArrayVar>,
}

impl Validator<'_> {
    fn ty(&self, v: ArrayVar) -> Result<&ArrayType> {
        self.plan.arrays.get(v.index()).map_or_else(|| fail(format!("{v} has no type")), Ok)
    }

    fn bind(&mut self, v: ArrayVar) -> Result {
        match self.bound.get_mut(v.index()) {
            Some(b) if !*b => {
                *b = true;
                self.scope.push(v);
                Ok(())
            }
            Some(_) => fail(format!("{v} is bound twice")),
            None => fail(format!("{v} has no type")),
        }
    }

    fn read(&self, v: ArrayVar, what: &str) -> Result {
        if self.scope.contains(&v) {
            Ok(())
        } else {
            fail(format!("{what} reads {v}, which is not in scope"))
        }
    }

    fn types_of(&self, vs: &[ArrayVar], want: &[ArrayType], what: &str) -> Result {
        let got: Vec<&ArrayType> = vs.iter().map(|&v| self.ty(v)).collect::<Result<_>>()?;
        if got.len() != want.len() || got.iter().zip(want).any(|(g, w)| *g != w) {
            let got: Vec<String> = got.iter().map(ToString::to_string).collect();
            let want: Vec<String> = want.iter().map(ToString::to_string).collect();
            return fail(format!("{what} has types [{}], expected [{}]", got.join(", "), want.join(", ")));
        }
        Ok(())
    }

    fn fun(&self, f: &Fun<ArrayVar>, params: &[Type], result: &Type, what: &str) -> Result {
        f.check().or_else(|e| fail(format!("{what}: {e}")))?;
        if f.params() != params {
            return fail(format!("{what} takes {:?}, expected {params:?}", f.params()));
        }
        if f.result_type() != result {
            return fail(format!("{what} returns {}, expected {result}", f.result_type()));
        }
        for &a in f.arrays() {
            self.read(a, what)?;
        }
        Ok(())
    }

    /// The type of an input, after checking its functions.
    fn input(&self, input: &Input, what: &str) -> Result<ArrayType> {
        match input {
            Input::Manifest(v) => {
                self.read(*v, what)?;
                Ok(self.ty(*v)?.clone())
            }
            Input::Delayed(d) => {
                let rank = match d.shape.result_type() {
                    Type::Tuple(ts) => ts.len(),
                    other => return fail(format!("{what}: a delayed shape of type {other}")),
                };
                self.fun(&d.shape, &[], &Type::index(rank), what)?;
                let elt = d.element.result_type().clone();
                self.fun(&d.element, &[Type::index(rank)], &elt, what)?;
                Ok(ArrayType { elt, rank })
            }
        }
    }

    fn block(&mut self, b: &Block) -> Result {
        let mark = self.scope.len();
        for step in &b.steps {
            self.step(step)?;
        }
        for &r in &b.results {
            self.read(r, "a block result")?;
        }
        // results are checked against their uses by the caller; the block's vars go out of
        // scope, the results are renamed by the step that owns the block
        let _ = mark;
        Ok(())
    }

    fn close(&mut self, mark: usize) {
        self.scope.truncate(mark);
    }

    fn lambda(&mut self, l: &Lambda, params: &[ArrayType], results: &[ArrayType], what: &str) -> Result {
        let mark = self.scope.len();
        self.types_of(&l.params, params, &format!("the parameters of {what}"))?;
        for &p in &l.params {
            self.bind(p)?;
        }
        self.block(&l.body)?;
        self.types_of(&l.body.results, results, &format!("the result of {what}"))?;
        self.close(mark);
        Ok(())
    }

    fn step(&mut self, step: &Step) -> Result {
        match step {
            Step::Use { out, data } => {
                let want = ArrayType { elt: data.elt().clone(), rank: data.shape().len() };
                self.types_of(&[*out], &[want], "a use")?;
                self.bind(*out)
            }
            Step::Check(Check::ReshapeSize { from, to, .. }) => {
                let rank = |f: &Fun<ArrayVar>| f.result_type().as_tuple().map_or(0, <[Type]>::len);
                self.fun(from, &[], &Type::index(rank(from)), "a reshape check")?;
                self.fun(to, &[], &Type::index(rank(to)), "a reshape check")
            }
            Step::View { out, input, shape } => {
                self.read(*input, "a view")?;
                let elt = self.ty(*input)?.elt.clone();
                let rank = shape.result_type().as_tuple().map_or(0, <[Type]>::len);
                self.fun(shape, &[], &Type::index(rank), "a view's shape")?;
                self.types_of(&[*out], &[ArrayType { elt, rank }], "a view")?;
                self.bind(*out)
            }
            Step::Kernel { outs, kernel, .. } => {
                let name = kernel.name();
                let want = self.kernel(kernel)?;
                self.types_of(outs, &want, &format!("the outputs of a {name} kernel"))?;
                outs.iter().try_for_each(|&o| self.bind(o))
            }
            Step::Iterate { outs, count, init, body } => {
                self.fun(count, &[], &Type::Scalar(ScalarType::I64), "an iterate count")?;
                init.iter().try_for_each(|&v| self.read(v, "an iterate"))?;
                let state: Vec<ArrayType> =
                    init.iter().map(|&v| self.ty(v).cloned()).collect::<Result<_>>()?;
                self.lambda(body, &state, &state, "an iterate body")?;
                self.types_of(outs, &state, "the result of an iterate")?;
                outs.iter().try_for_each(|&o| self.bind(o))
            }
            Step::Awhile { outs, init, cond, body, .. } => {
                init.iter().try_for_each(|&v| self.read(v, "an awhile"))?;
                let state: Vec<ArrayType> =
                    init.iter().map(|&v| self.ty(v).cloned()).collect::<Result<_>>()?;
                let flag = ArrayType { elt: Type::Scalar(ScalarType::Bool), rank: 0 };
                self.lambda(cond, &state, &[flag], "an awhile condition")?;
                self.lambda(body, &state, &state, "an awhile body")?;
                self.types_of(outs, &state, "the result of an awhile")?;
                outs.iter().try_for_each(|&o| self.bind(o))
            }
            Step::Acond { outs, cond, then, otherwise } => {
                self.fun(cond, &[], &Type::Scalar(ScalarType::Bool), "an acond condition")?;
                let want: Vec<ArrayType> =
                    outs.iter().map(|&v| self.ty(v).cloned()).collect::<Result<_>>()?;
                for (b, what) in [(then, "then"), (otherwise, "else")] {
                    let mark = self.scope.len();
                    self.block(b)?;
                    self.types_of(&b.results, &want, &format!("the {what} branch of an acond"))?;
                    self.close(mark);
                }
                outs.iter().try_for_each(|&o| self.bind(o))
            }
        }
    }

    /// Checks a kernel and returns the types of its outputs.
    fn kernel(&self, kernel: &Kernel) -> Result<Vec<ArrayType>> {
        match kernel {
            Kernel::Generate { shape, outputs, extents } => {
                if outputs.is_empty() {
                    return fail("a generate kernel without outputs");
                }
                if extents.len() != outputs.len() {
                    return fail(format!(
                        "a generate of {} outputs with {} extents",
                        outputs.len(),
                        extents.len()
                    ));
                }
                let rank = shape.result_type().as_tuple().map_or(0, <[Type]>::len);
                self.fun(shape, &[], &Type::index(rank), "a generate shape")?;
                outputs
                    .iter()
                    .zip(extents)
                    .map(|(f, own)| {
                        let rank = match own {
                            Some(own) => {
                                let own_rank = own.result_type().as_tuple().map_or(0, <[Type]>::len);
                                if own_rank != 0 && own_rank != rank {
                                    return fail(format!(
                                        "a generate output of rank {own_rank} in a kernel of rank {rank}"
                                    ));
                                }
                                self.fun(own, &[], &Type::index(own_rank), "a generate output's extent")?;
                                own_rank
                            }
                            None => rank,
                        };
                        let elt = f.result_type().clone();
                        self.fun(f, &[Type::index(rank)], &elt, "a generate output")?;
                        Ok(ArrayType { elt, rank })
                    })
                    .collect()
            }
            Kernel::Consumer(c) => self.consumer(c),
        }
    }

    fn consumer(&self, c: &Consumer<Input, ArrayVar>) -> Result<Vec<ArrayType>> {
        match c {
            Consumer::Fold { f, seed, input } | Consumer::Scan { f, seed, input, .. } => {
                let what = c.name();
                let t = self.input(input, what)?;
                if t.rank == 0 {
                    return fail(format!("a {what} of a rank-0 array"));
                }
                self.fun(f, &[t.elt.clone(), t.elt.clone()], &t.elt, what)?;
                if let Some(z) = seed {
                    self.fun(z, &[], &t.elt, what)?;
                }
                let lower = ArrayType { elt: t.elt.clone(), rank: t.rank - 1 };
                Ok(match (c, seed) {
                    (Consumer::Fold { .. }, _) => vec![lower],
                    (_, Some(_)) => vec![t, lower],
                    (_, None) => vec![t],
                })
            }
            Consumer::Permute { combine, defaults, index, input } => {
                let t = self.input(input, "a permute")?;
                self.read(*defaults, "a permute")?;
                let d = self.ty(*defaults)?.clone();
                if d.elt != t.elt {
                    return fail("a permute whose defaults and source have different element types");
                }
                let target = Type::Tuple(vec![Type::Scalar(ScalarType::Bool), Type::index(d.rank)]);
                self.fun(index, &[Type::index(t.rank)], &target, "a permute index")?;
                self.fun(combine, &[t.elt.clone(), t.elt.clone()], &t.elt, "a permute combination")?;
                Ok(vec![d])
            }
            Consumer::Stencil { f, inputs, .. } => {
                let mut params = Vec::new();
                let mut rank = None;
                for s in inputs {
                    let t = self.input(&s.input, "a stencil")?;
                    if *rank.get_or_insert(t.rank) != t.rank || s.offsets.iter().any(|o| o.len() != t.rank) {
                        return fail("a stencil whose inputs or offsets have different ranks");
                    }
                    params.extend(std::iter::repeat_n(t.elt.clone(), s.offsets.len()));
                }
                let Some(rank) = rank else { return fail("a stencil without inputs") };
                let elt = f.result_type().clone();
                self.fun(f, &params, &elt, "a stencil function")?;
                Ok(vec![ArrayType { elt, rank }])
            }
            Consumer::Compact { pred, input } => {
                let t = self.input(input, "a compaction")?;
                if t.rank != 1 {
                    return fail(format!("a compaction of a rank-{} array (it takes vectors)", t.rank));
                }
                self.fun(
                    pred,
                    std::slice::from_ref(&t.elt),
                    &Type::Scalar(ScalarType::Bool),
                    "a compaction's predicate",
                )?;
                Ok(vec![t, ArrayType { elt: Type::Scalar(ScalarType::I64), rank: 0 }])
            }
            Consumer::FoldSeg { f, seed, offsets, input } => {
                let what = "a segmented fold";
                let t = self.input(input, what)?;
                if t.rank != 1 {
                    return fail(format!("a segmented fold of a rank-{} array (it takes vectors)", t.rank));
                }
                self.read(*offsets, what)?;
                let o = self.ty(*offsets)?;
                if o.rank != 1 || !matches!(o.elt, Type::Scalar(ScalarType::I32 | ScalarType::I64)) {
                    return fail(format!(
                        "a segmented fold's offsets of type {} and rank {} (a vector of i32 or i64 is needed)",
                        o.elt, o.rank
                    ));
                }
                self.fun(f, &[t.elt.clone(), t.elt.clone()], &t.elt, what)?;
                if let Some(z) = seed {
                    self.fun(z, &[], &t.elt, what)?;
                }
                Ok(vec![t])
            }
            Consumer::Sort { key, input } => {
                let t = self.input(input, "a sort")?;
                if t.rank != 1 {
                    return fail(format!("a sort of a rank-{} array (sorts take vectors)", t.rank));
                }
                let radix = key.result_type().clone();
                if !matches!(
                    radix,
                    Type::Scalar(ScalarType::U8 | ScalarType::U16 | ScalarType::U32 | ScalarType::U64)
                ) {
                    return fail(format!("a sort key of type {radix} (an unsigned integer is needed)"));
                }
                self.fun(key, std::slice::from_ref(&t.elt), &radix, "a sort key")?;
                Ok(vec![t])
            }
        }
    }
}
