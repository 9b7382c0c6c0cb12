//! The fused plan: what backends execute.
//!
//! ```text
//!  Plan
//!   ├─ inputs: [ArrayVar]              program inputs, one var per array
//!   └─ body: Block
//!        ├─ steps: [Step]              in order; each binds fresh ArrayVars
//!        │    Use      a0 = host array
//!        │    Kernel   a1, a2 = generate / fold / scan / permute / stencil over Inputs
//!        │    Check    host assertion (reshape sizes)
//!        │    Iterate  a5 = iterate n a1 (\a6 -> Block)
//!        │    Awhile   a7 = awhile (\a8 -> Block) (\a9 -> Block) a1
//!        │    Acond    a10 = acond c Block Block
//!        └─ results: [ArrayVar]
//! ```
//!
//! Every array of a plan is manifest: an `ArrayVar` names one array in memory (tuples of
//! arrays are flattened into several vars). A kernel's inputs are either manifest arrays or
//! [`Delayed`] producers, whose element function reads only manifest arrays. What fusion
//! removes has no representation here: there is no `map`, `backpermute` or `reshape` step,
//! no tuple of arrays and no projection.

use std::fmt;
use std::sync::Arc;

use systole_frontend::array::ArrayData;
use systole_frontend::ir::{Consumer, Fun};
use systole_frontend::{ArraysType, Type};

/// A manifest array of a plan.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ArrayVar(pub u32);

impl fmt::Display for ArrayVar {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "a{}", self.0)
    }
}

impl ArrayVar {
    /// The position as an index (into [`Plan::arrays`]).
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// The type of a manifest array.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ArrayType {
    /// The element type.
    pub elt: Type,
    /// The rank.
    pub rank: usize,
}

impl fmt::Display for ArrayType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Array{} {}", self.rank, self.elt)
    }
}

/// A producer that was not materialised: the extent and the element at each index, as
/// functions that read manifest arrays only.
#[derive(Clone, Debug, PartialEq)]
pub struct Delayed {
    /// A function of no parameters returning the extent (a tuple of `i64`).
    pub shape: Fun<ArrayVar>,
    /// `index -> element`.
    pub element: Fun<ArrayVar>,
    /// The combinator the user wrote for this producer, named by the errors of its shape.
    pub name: &'static str,
}

impl Delayed {
    /// The manifest array this producer reads unchanged, if it is one: shape `shape(a)` and
    /// element `a[ix]`.
    pub fn as_manifest(&self) -> Option<ArrayVar> {
        use systole_frontend::ir::{Expr, ExprId};
        match (self.shape.nodes(), self.element.nodes()) {
            ([Expr::Shape { array: s }], [Expr::Param(0), Expr::Index { array, index: ExprId(0), .. }])
                if s == array =>
            {
                Some(*array)
            }
            _ => None,
        }
    }
}

/// What a kernel reads: a manifest array or a fused producer.
#[derive(Clone, Debug, PartialEq)]
pub enum Input {
    /// An array in memory.
    Manifest(ArrayVar),
    /// A producer computed on the fly at each read.
    Delayed(Delayed),
}

/// One kernel: a manifest operation whose inputs may be delayed.
#[derive(Clone, Debug, PartialEq)]
pub enum Kernel {
    /// The element-wise kernel: for every index of `shape`, output `k` is `outputs[k](ix)`
    /// (several outputs when element-wise kernels were fused horizontally). An output whose
    /// extent is not the kernel's has its own (`extents[k]`), of the kernel's rank and
    /// inside `shape`, or of rank 0 (one element, at index 0 of the kernel, whose shape then
    /// holds index 0): it is computed at the indices inside its extent only, and its
    /// function takes an index of its own rank. Horizontal fusion makes such kernels from
    /// element-wise kernels of extents that differ (a rank-0 one, or vectors that fusion
    /// cannot prove of one length), `shape` the box holding them all.
    Generate {
        /// The extent, a function of no parameters.
        shape: Fun<ArrayVar>,
        /// One function `index -> element` per output.
        outputs: Vec<Fun<ArrayVar>>,
        /// One per output: `None` where the output's extent is `shape`, else its own extent,
        /// a function of no parameters.
        extents: Vec<Option<Fun<ArrayVar>>>,
    },
    /// A fold, scan, permute or stencil.
    Consumer(Consumer<Input, ArrayVar>),
}

impl Kernel {
    /// The element-wise kernel of one output over `shape`.
    pub fn generate(shape: Fun<ArrayVar>, element: Fun<ArrayVar>) -> Kernel {
        Kernel::Generate { shape, outputs: vec![element], extents: vec![None] }
    }

    /// The kernel's operation: `generate`, `fold`, `fold1`, `scanl1`, ..., `permute`,
    /// `stencil`.
    pub fn name(&self) -> &'static str {
        match self {
            Kernel::Generate { .. } => "generate",
            Kernel::Consumer(c) => c.name(),
        }
    }

    /// The inputs (none for `generate`, which reads arrays through its functions).
    pub fn inputs(&self) -> Vec<&Input> {
        match self {
            Kernel::Generate { .. } => vec![],
            Kernel::Consumer(c) => c.inputs(),
        }
    }

    /// Every scalar function of the kernel, delayed inputs' included.
    pub fn funs(&self) -> Vec<&Fun<ArrayVar>> {
        match self {
            Kernel::Generate { shape, outputs, extents } => {
                std::iter::once(shape).chain(outputs).chain(extents.iter().flatten()).collect()
            }
            Kernel::Consumer(c) => {
                let mut out = c.funs();
                for input in c.inputs() {
                    if let Input::Delayed(d) = input {
                        out.push(&d.shape);
                        out.push(&d.element);
                    }
                }
                out
            }
        }
    }

    /// The manifest arrays the kernel reads.
    pub fn reads(&self) -> Vec<ArrayVar> {
        let mut out: Vec<ArrayVar> = self.funs().into_iter().flat_map(|f| f.arrays().copied()).collect();
        if let Kernel::Consumer(c) = self {
            for input in c.inputs() {
                if let Input::Manifest(v) = input {
                    out.push(*v);
                }
            }
            if let Consumer::Permute { defaults: other, .. } | Consumer::FoldSeg { offsets: other, .. } = c {
                out.push(*other);
            }
        }
        out.sort();
        out.dedup();
        out
    }
}

/// A host-side assertion, evaluated before the kernels that rely on it.
#[derive(Clone, Debug, PartialEq)]
pub enum Check {
    /// `reshape`: the two shapes have the same number of elements.
    ReshapeSize {
        /// The shape of the array reshaped.
        from: Fun<ArrayVar>,
        /// The requested shape.
        to: Fun<ArrayVar>,
        /// The combinators the user wrote for the array reshaped and for the reshape, named
        /// by an error of `from` and of `to`.
        names: (&'static str, &'static str),
    },
}

/// An array-level function: parameters and a body.
#[derive(Clone, Debug, PartialEq)]
pub struct Lambda {
    /// The parameters, one var per array.
    pub params: Vec<ArrayVar>,
    /// The body.
    pub body: Block,
}

/// One step of a block.
#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    /// `out` is a host array.
    Use {
        /// The var bound.
        out: ArrayVar,
        /// The data.
        data: Arc<ArrayData>,
    },
    /// `outs` are the kernel's outputs (one per output of a `generate`, two for an
    /// exclusive scan, one otherwise).
    Kernel {
        /// The vars bound.
        outs: Vec<ArrayVar>,
        /// The kernel.
        kernel: Kernel,
        /// The combinator the user wrote (`replicate`, `fold1_all`, ...), which the kernel's
        /// errors name instead of its operation ([`Kernel::name`]).
        name: &'static str,
    },
    /// A host assertion.
    Check(Check),
    /// `out` is `input`'s elements under another shape of the same size (a `reshape` of a
    /// manifest array, its size checked before): the storage is shared, nothing is copied,
    /// and kernels read `out` as a manifest array (no index arithmetic, no clamps).
    View {
        /// The var bound.
        out: ArrayVar,
        /// The array viewed.
        input: ArrayVar,
        /// The new shape, a function of no parameters.
        shape: Fun<ArrayVar>,
    },
    /// `outs = body^count(init)`.
    Iterate {
        /// The vars bound (the final state).
        outs: Vec<ArrayVar>,
        /// The number of steps, an `i64` function of no parameters.
        count: Fun<ArrayVar>,
        /// The initial state.
        init: Vec<ArrayVar>,
        /// The step.
        body: Lambda,
    },
    /// `outs = (while cond(x) { x = body(x) })` from `init`.
    Awhile {
        /// The vars bound (the final state).
        outs: Vec<ArrayVar>,
        /// The initial state.
        init: Vec<ArrayVar>,
        /// The condition; its block returns one rank-0 `bool` array.
        cond: Lambda,
        /// The step.
        body: Lambda,
        /// The most steps: `Error::StepLimit` when the condition holds after that many
        /// (`None`: no limit).
        limit: Option<u64>,
    },
    /// `outs = if cond { then } else { otherwise }`; only the chosen block runs.
    Acond {
        /// The vars bound.
        outs: Vec<ArrayVar>,
        /// A `bool` function of no parameters.
        cond: Fun<ArrayVar>,
        /// The block run when `cond` holds.
        then: Block,
        /// The block run otherwise.
        otherwise: Block,
    },
}

/// A sequence of steps and the arrays it returns.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Block {
    /// The steps, in order.
    pub steps: Vec<Step>,
    /// The result.
    pub results: Vec<ArrayVar>,
}

impl Block {
    /// Every kernel of the block and of the blocks nested in it, in order.
    pub fn kernels(&self) -> Vec<&Kernel> {
        let mut out = Vec::new();
        self.visit(&mut |step| {
            if let Step::Kernel { kernel, .. } = step {
                out.push(kernel);
            }
        });
        out
    }

    /// Calls `f` on every step, nested blocks included, in order.
    pub fn visit<'a>(&'a self, f: &mut dyn FnMut(&'a Step)) {
        for step in &self.steps {
            f(step);
            match step {
                Step::Iterate { body, .. } => body.body.visit(f),
                Step::Awhile { cond, body, .. } => {
                    cond.body.visit(f);
                    body.body.visit(f);
                }
                Step::Acond { then, otherwise, .. } => {
                    then.visit(f);
                    otherwise.visit(f);
                }
                Step::Use { .. } | Step::Kernel { .. } | Step::Check(_) | Step::View { .. } => {}
            }
        }
    }
}

/// A fused program: what backends run.
#[derive(Clone, Debug, PartialEq)]
pub struct Plan {
    /// The program's inputs, each flattened into its arrays.
    pub inputs: Vec<Vec<ArrayVar>>,
    /// The types of the program's inputs.
    pub input_types: Vec<ArraysType>,
    /// The body.
    pub body: Block,
    /// The type of the result (to rebuild tuples from [`Block::results`]).
    pub result_type: ArraysType,
    /// The type of every array var, indexed by [`ArrayVar::index`].
    pub arrays: Vec<ArrayType>,
}

impl Plan {
    /// Every kernel, nested blocks included, in order.
    pub fn kernels(&self) -> Vec<&Kernel> {
        self.body.kernels()
    }

    /// The number of kernels.
    pub fn kernel_count(&self) -> usize {
        self.kernels().len()
    }

    /// The operation of every kernel, in order (`["stencil", "fold"]`).
    pub fn kernel_names(&self) -> Vec<&'static str> {
        self.kernels().iter().map(|k| k.name()).collect()
    }

    /// The arrays computed by kernels (materialised), in order.
    pub fn materialised(&self) -> Vec<ArrayVar> {
        let mut out = Vec::new();
        self.body.visit(&mut |step| {
            if let Step::Kernel { outs, .. } = step {
                out.extend(outs.iter().copied());
            }
        });
        out
    }

    /// The type of an array var.
    pub fn array_type(&self, v: ArrayVar) -> &ArrayType {
        &self.arrays[v.index()]
    }
}
