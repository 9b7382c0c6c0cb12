//! `Acc<A>`: array programs as values.
//!
//! An `Acc<Array<T, D>>` is a lazy array computation: building one records an operation
//! (a node of a DAG shared through `Arc`), running it is a backend's job. Combinators are
//! methods (`xs.map(f)`, `xs.fold(0.0, f)`) and free functions (`generate`, `fill`,
//! `iterate`); see the [`combinators`] module for the whole list with the meaning of each.
//!
//! Groups of arrays (a pair of results, the state of an `iterate` over two arrays) are
//! [`AccValue`]s: an `Acc<A>` or a tuple of them, so `iterate(n, (u, v), |(u, v)| ...)`
//! reads naturally.

pub mod combinators;
pub mod compact;
pub mod derived;
pub mod segmented;
pub mod sort;
pub mod stencil;

use std::fmt;
use std::marker::PhantomData;
use std::sync::Arc;
use std::sync::atomic::{AtomicU32, Ordering};

use crate::array::{Array, Arrays, ArraysType};
use crate::elt::{Elt, Type};
use crate::exp::tracer::{self, Raw};
use crate::exp::{Exp, IntoIndex, Lift, index_components, index_raw};
use crate::ir::{Expr, Fun, Lam, Op, VarId};

/// A node of the program under construction.
pub(crate) struct AccNode {
    /// The operation, or why it could not be built.
    pub(crate) op: Result<Op<AccRef>, String>,
    pub(crate) ty: ArraysType,
    /// The combinator the user wrote (`replicate` for a backpermute it built), named by the
    /// run-time errors of this operation.
    pub(crate) name: &'static str,
}

/// An untyped, shared reference to a node of a program under construction. Two references
/// are equal when they point to the same node.
#[derive(Clone)]
pub struct AccRef(pub(crate) Arc<AccNode>);

impl PartialEq for AccRef {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl fmt::Debug for AccRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = self.0.op.as_ref().map_or("invalid", |op| op.name());
        write!(f, "AccRef({name} @ {:p})", Arc::as_ptr(&self.0))
    }
}

impl AccRef {
    /// A node named after its operation (see [`Acc::named`] for combinators built on others).
    pub(crate) fn new(op: Result<Op<AccRef>, String>, ty: ArraysType) -> AccRef {
        let name = op.as_ref().map_or("invalid", Op::name);
        AccRef(Arc::new(AccNode { op, ty, name }))
    }

    pub(crate) fn ty(&self) -> &ArraysType {
        &self.0.ty
    }

    /// See [`Acc::named`].
    pub(crate) fn named(mut self, name: &'static str) -> AccRef {
        if let Some(node) = Arc::get_mut(&mut self.0) {
            node.name = name;
        }
        self
    }
}

impl Drop for AccNode {
    /// Drops long chains of nodes without recursion (a chain of a million `map`s would
    /// otherwise overflow the stack when the last handle goes).
    fn drop(&mut self) {
        let Ok(op) = &mut self.op else { return };
        let mut pending: Vec<Arc<AccNode>> = Vec::new();
        take_children(op, &mut pending);
        while let Some(node) = pending.pop() {
            if let Some(mut inner) = Arc::into_inner(node) {
                if let Ok(op) = &mut inner.op {
                    take_children(op, &mut pending);
                }
            }
        }
    }
}

/// Moves the direct array arguments of `op` that are uniquely owned into `out`.
fn take_children(op: &mut Op<AccRef>, out: &mut Vec<Arc<AccNode>>) {
    // an invalid leaf, whose own drop does nothing
    let placeholder = || AccRef::new(Err(String::new()), ArraysType::Tuple(vec![]));
    let mut take = |r: &mut AccRef| {
        let taken = std::mem::replace(r, placeholder());
        out.push(taken.0);
    };
    match op {
        Op::Tuple(xs) | Op::Map { inputs: xs, .. } => xs.iter_mut().for_each(&mut take),
        Op::Prj { tuple: a, .. } | Op::Backpermute { input: a, .. } | Op::Reshape { input: a, .. } => take(a),
        Op::Iterate { init, body, .. } => {
            take(init);
            take(&mut body.body);
        }
        Op::Awhile { cond, body, init, .. } => {
            take(init);
            take(&mut cond.body);
            take(&mut body.body);
        }
        Op::Acond { then, otherwise, .. } => {
            take(then);
            take(otherwise);
        }
        Op::Consumer(c) => match c {
            crate::ir::Consumer::Fold { input, .. }
            | crate::ir::Consumer::Scan { input, .. }
            | crate::ir::Consumer::Compact { input, .. }
            | crate::ir::Consumer::Sort { input, .. } => take(input),
            crate::ir::Consumer::Permute { input, defaults: other, .. }
            | crate::ir::Consumer::FoldSeg { input, offsets: other, .. } => {
                take(input);
                take(other);
            }
            crate::ir::Consumer::Stencil { inputs, .. } => inputs.iter_mut().for_each(|s| take(&mut s.input)),
        },
        Op::Use(_) | Op::Var(_) | Op::Unit(_) | Op::Generate { .. } => {}
    }
}

/// A lazy array computation producing a value of type `A` (an [`Array`] or a tuple of
/// arrays). Cloning is cheap and shares the computation.
#[must_use = "array programs are lazy and do nothing until run"]
pub struct Acc<A> {
    pub(crate) node: AccRef,
    _t: PhantomData<fn() -> A>,
}

impl<A> Clone for Acc<A> {
    fn clone(&self) -> Self {
        Acc { node: self.node.clone(), _t: PhantomData }
    }
}

impl<A> fmt::Debug for Acc<A> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Acc({})", self.node.ty())
    }
}

impl<A: Arrays> Acc<A> {
    /// Wraps an untyped node; its type must be `A`'s.
    pub(crate) fn from_node(node: AccRef) -> Self {
        debug_assert_eq!(*node.ty(), A::arrays_type());
        Acc { node, _t: PhantomData }
    }

    /// Records an operation with result type `A` (or the reason it could not be built).
    pub(crate) fn build(op: Result<Op<AccRef>, String>) -> Self {
        Acc::from_node(AccRef::new(op, A::arrays_type()))
    }

    /// This computation, named `name` in its run-time errors: a combinator built on another
    /// (`fill` on `generate`, `replicate` on `backpermute`) names its operation after itself.
    /// Only a node no other handle shares yet can be renamed (one just built); others keep
    /// their name.
    pub(crate) fn named(self, name: &'static str) -> Self {
        Acc { node: self.node.named(name), _t: PhantomData }
    }

    /// The untyped node.
    pub fn node(&self) -> &AccRef {
        &self.node
    }
}

/// Values that hold arrays inside a program: an [`Acc`] or a tuple of up to eight
/// `AccValue`s. They are what `iterate`, `awhile` and `acond` loop over, what a backend
/// runs, and the parameters of a compiled program.
pub trait AccValue: Clone + Sized + 'static {
    /// The host value the computation produces.
    type Host: Arrays;
    /// One node holding the whole value (a tuple node for tuples).
    fn to_node(&self) -> AccRef;
    /// The value read back from a node of type `Self::Host`'s (projections for tuples).
    fn from_node(node: AccRef) -> Self;
}

impl<A: Arrays> AccValue for Acc<A> {
    type Host = A;
    fn to_node(&self) -> AccRef {
        self.node.clone()
    }
    fn from_node(node: AccRef) -> Self {
        Acc::from_node(node)
    }
}

macro_rules! impl_acc_value_tuple {
    ($($name:ident $idx:tt),+) => {
        impl<$($name: AccValue),+> AccValue for ($($name,)+) {
            type Host = ($($name::Host,)+);
            fn to_node(&self) -> AccRef {
                AccRef::new(
                    Ok(Op::Tuple(vec![$(self.$idx.to_node()),+])),
                    <Self::Host as Arrays>::arrays_type(),
                )
            }
            fn from_node(node: AccRef) -> Self {
                ($(
                    $name::from_node(AccRef::new(
                        Ok(Op::Prj { tuple: node.clone(), index: $idx }),
                        <$name::Host as Arrays>::arrays_type(),
                    )),
                )+)
            }
        }
    };
}
impl_acc_value_tuple!(A 0, B 1);
impl_acc_value_tuple!(A 0, B 1, C 2);
impl_acc_value_tuple!(A 0, B 1, C 2, D 3);
impl_acc_value_tuple!(A 0, B 1, C 2, D 3, E 4);
impl_acc_value_tuple!(A 0, B 1, C 2, D 3, E 4, F 5);
impl_acc_value_tuple!(A 0, B 1, C 2, D 3, E 4, F 5, G 6);
impl_acc_value_tuple!(A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7);

macro_rules! impl_unpack {
    ($($name:ident $idx:tt),+) => {
        impl<$($name: Arrays),+> Acc<($($name,)+)> {
            /// The components of a tuple of arrays.
            pub fn unpack(&self) -> ($(Acc<$name>,)+) {
                <($(Acc<$name>,)+) as AccValue>::from_node(self.node.clone())
            }
        }
    };
}
impl_unpack!(A 0, B 1);
impl_unpack!(A 0, B 1, C 2);
impl_unpack!(A 0, B 1, C 2, D 3);
impl_unpack!(A 0, B 1, C 2, D 3, E 4);
impl_unpack!(A 0, B 1, C 2, D 3, E 4, F 5);
impl_unpack!(A 0, B 1, C 2, D 3, E 4, F 5, G 6);
impl_unpack!(A 0, B 1, C 2, D 3, E 4, F 5, G 6, H 7);

/// Packs a tuple of computations into one computation of a tuple of arrays.
///
/// ```
/// use systole_frontend::prelude::*;
///
/// let pair = pack((fill([2], 1i32), unit(2.5f32)));
/// let (ones, half) = interpret(&pair).unwrap();
/// assert_eq!((ones.to_vec(), half.value()), (vec![1, 1], 2.5));
/// ```
pub fn pack<S: AccValue>(value: S) -> Acc<S::Host> {
    Acc::from_node(value.to_node())
}

static NEXT_VAR: AtomicU32 = AtomicU32::new(0);

/// A fresh array variable of type `S`, as the parameter of an array-level function.
pub(crate) fn fresh_var<S: AccValue>() -> (VarId, S) {
    let var = VarId(NEXT_VAR.fetch_add(1, Ordering::Relaxed));
    let node = AccRef::new(Ok(Op::Var(var)), <S::Host as Arrays>::arrays_type());
    (var, S::from_node(node))
}

std::thread_local! {
    /// How many loop bodies (`iterate`, `awhile`) the thread is tracing, one inside another.
    static LOOP_BODIES: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

/// Counts a loop body traced for as long as it lives ([`in_loop_body`]).
struct LoopBody;

impl LoopBody {
    fn enter() -> LoopBody {
        LOOP_BODIES.with(|d| d.set(d.get() + 1));
        LoopBody
    }
}

impl Drop for LoopBody {
    fn drop(&mut self) {
        LOOP_BODIES.with(|d| d.set(d.get().saturating_sub(1)));
    }
}

/// Whether the calling combinator is traced inside the body of a loop (`iterate`,
/// `awhile`): a choice among constructions by a condition the loop does not change is made
/// once before the loop there (fusion unswitches the loop, where it can), and every time
/// the program runs elsewhere, so the cheapest construction to choose may differ. An
/// `awhile`'s condition does not count: fusion does not unswitch it.
pub(crate) fn in_loop_body() -> bool {
    LOOP_BODIES.with(|d| d.get() > 0)
}

/// Traces the body of a loop into a lambda ([`in_loop_body`] while it runs).
pub(crate) fn trace_lam<S: AccValue, R: AccValue>(f: impl FnOnce(S) -> R) -> Lam<AccRef> {
    let _inside = LoopBody::enter();
    trace_cond(f)
}

/// Traces an array-level function (an `awhile`'s condition) into a lambda.
pub(crate) fn trace_cond<S: AccValue, R: AccValue>(f: impl FnOnce(S) -> R) -> Lam<AccRef> {
    let (var, param) = fresh_var::<S>();
    let body = tracer::scoped(|| f(param).to_node());
    Lam { var, body }
}

// ----- scalar functions given to combinators ----------------------------------------------

/// Traces a function of one element.
pub(crate) fn fun1<T: Elt, R: Lift>(f: impl FnOnce(Exp<T>) -> R) -> Result<Fun<AccRef>, String> {
    tracer::trace_fun(&[T::ty()], |p| f(Exp::from_raw(p[0])).lift().raw)
}

/// Traces a function of two elements.
pub(crate) fn fun2<T: Elt, U: Elt, R: Lift>(
    f: impl FnOnce(Exp<T>, Exp<U>) -> R,
) -> Result<Fun<AccRef>, String> {
    tracer::trace_fun(&[T::ty(), U::ty()], |p| f(Exp::from_raw(p[0]), Exp::from_raw(p[1])).lift().raw)
}

/// Traces a function of an index of rank `D` (one parameter, a tuple of `i64`).
pub(crate) fn fun_ix<const D: usize, R: Lift>(
    f: impl FnOnce([Exp<i64>; D]) -> R,
) -> Result<Fun<AccRef>, String> {
    tracer::trace_fun(&[Type::index(D)], |p| f(index_components(p[0])).lift().raw)
}

/// The function of no parameters computing `e`.
/// The value is converted inside the function's scope, so a constant leaves nothing behind.
pub(crate) fn fun0<T: Elt>(e: impl Into<Exp<T>>) -> Result<Fun<AccRef>, String> {
    tracer::trace_fun(&[], |_| e.into().raw)
}

/// The function of no parameters computing a shape.
pub(crate) fn fun_shape<const D: usize>(shape: impl IntoIndex<D>) -> Result<Fun<AccRef>, String> {
    tracer::trace_fun(&[], |_| index_raw(shape.into_index()))
}

// ----- reading arrays in scalar expressions ------------------------------------------------

impl<T: Elt, const D: usize> Acc<Array<T, D>> {
    /// The element at `index`, inside a scalar expression (Accelerate's `!`). Reading outside
    /// the array is a run-time error on the interpreter.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let xs = use_array(&Array::from_vec([4], vec![10, 20, 30, 40]).unwrap());
    /// // reverse by reading
    /// let ys = generate([4], |[i]| xs.index([3 - i]));
    /// assert_eq!(interpret(&ys).unwrap().to_vec(), vec![40, 30, 20, 10]);
    /// ```
    pub fn index(&self, index: impl IntoIndex<D>) -> Exp<T> {
        let ix = index_raw(index.into_index());
        let array = self.node.clone();
        Exp::node(&[ix], move |c| Expr::Index { array, index: c[0], origin: Some("index") })
    }

    /// The element at row-major position `i`, inside a scalar expression.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let m = use_array(&Array::from_vec([2, 2], vec![1, 2, 3, 4]).unwrap());
    /// let diagonal = generate([2], |[i]| m.linear_index(i * 3));
    /// assert_eq!(interpret(&diagonal).unwrap().to_vec(), vec![1, 4]);
    /// ```
    pub fn linear_index(&self, i: impl Into<Exp<i64>>) -> Exp<T> {
        let i = i.into();
        let array = self.node.clone();
        Exp::node(&[i.raw], move |c| Expr::LinearIndex { array, index: c[0], origin: Some("linear_index") })
    }

    /// [`Acc::index`] whose out-of-bounds error names `origin`, the combinator that reads.
    pub(crate) fn read_as(&self, index: [Exp<i64>; D], origin: &'static str) -> Exp<T> {
        let ix = index_raw(index);
        let array = self.node.clone();
        Exp::node(&[ix], move |c| Expr::Index { array, index: c[0], origin: Some(origin) })
    }

    /// [`Acc::linear_index`] whose out-of-bounds error names `origin`.
    pub(crate) fn linear_read_as(&self, i: Exp<i64>, origin: &'static str) -> Exp<T> {
        let array = self.node.clone();
        Exp::node(&[i.raw], move |c| Expr::LinearIndex { array, index: c[0], origin: Some(origin) })
    }

    /// The shape of the array, inside a scalar expression.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let xs = use_array(&Array::from_vec([2, 3], vec![1.0f32; 6]).unwrap());
    /// let [rows, cols] = xs.shape();
    /// let dims = generate([2], |[i]| select(i.eq(0), rows, cols));
    /// assert_eq!(interpret(&dims).unwrap().to_vec(), vec![2, 3]);
    /// ```
    pub fn shape(&self) -> [Exp<i64>; D] {
        index_components(self.shape_raw())
    }

    pub(crate) fn shape_raw(&self) -> Raw {
        let array = self.node.clone();
        tracer::push(&[], Type::index(D), move |_| Expr::Shape { array })
    }

    /// The number of elements, inside a scalar expression.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let m = fill([3, 4], 0.5f32);
    /// let mean = m.sum().map(|s| s / m.size().cast::<f32>());
    /// assert_eq!(interpret(&mean).unwrap().value(), 0.5);
    /// ```
    pub fn size(&self) -> Exp<i64> {
        self.shape().into_iter().fold(Exp::from(1i64), |acc, n| acc * n)
    }
}

impl<T: Elt> Acc<Array<T, 0>> {
    /// The single element of a rank-0 array, inside a scalar expression.
    ///
    /// ```
    /// use systole_frontend::prelude::*;
    ///
    /// let xs = use_array(&Array::from_vec([3], vec![1.0f32, 2.0, 3.0]).unwrap());
    /// let total = xs.fold_all(0.0, |a, b| a + b);
    /// let shares = xs.map(|x| x / total.the());
    /// assert_eq!(interpret(&shares).unwrap().to_vec(), vec![1.0 / 6.0, 2.0 / 6.0, 0.5]);
    /// ```
    pub fn the(&self) -> Exp<T> {
        self.index([0i64; 0])
    }
}
