//! Errors of the language layer: building programs, host arrays, and running them on the
//! reference interpreter.
//!
//! Variants fall into three groups, said in each variant's documentation:
//! - *user errors at build time* ([`Error::Build`], [`Error::LengthMismatch`]): the
//!   program or the host data is wrong; the message says how to fix it;
//! - *run-time errors* ([`Error::IndexOutOfBounds`], [`Error::DivisionByZero`],
//!   [`Error::ReshapeMismatch`], ...): the program is well formed but its data makes an
//!   operation undefined; the interpreter reports them, compiled backends define a result
//!   instead (see the crate documentation); [`Error::StepLimit`], a bound the program set,
//!   is reported by every backend;
//! - [`Error::Cancelled`]: the user stopped the run;
//! - *resources* ([`Error::OutOfMemory`], [`Error::Backend`]): the program is fine but the
//!   machine cannot run it as it is;
//! - [`Error::Internal`]: a bug in systole; please report it.

use thiserror::Error;

/// What went wrong in the language layer.
#[derive(Clone, Debug, PartialEq, Error)]
#[non_exhaustive]
pub enum Error {
    /// A vector given for an array does not have one element per index (user error).
    #[error("an array of shape {shape:?} has {expected} elements, but {actual} were given")]
    LengthMismatch {
        /// The shape asked for.
        shape: Vec<usize>,
        /// Its number of elements.
        expected: usize,
        /// The number of values given.
        actual: usize,
    },
    /// The number of elements of a shape does not fit in `usize` (user error).
    #[error("the shape {shape:?} has more elements than fit in memory")]
    ShapeTooLarge {
        /// The shape.
        shape: Vec<usize>,
    },
    /// A shape computed by the program has a negative extent (run-time error).
    #[error("{operation}: the shape {shape:?} has a negative extent")]
    NegativeShape {
        /// The operation that computed the shape.
        operation: &'static str,
        /// The shape.
        shape: Vec<i64>,
    },
    /// A value of one type was given where another was expected, e.g. an input of a compiled
    /// program (user error).
    #[error("expected {expected}, found {found}")]
    TypeMismatch {
        /// What was expected.
        expected: String,
        /// What was given.
        found: String,
    },
    /// The program was built in a way the types could not rule out, e.g. a scalar
    /// expression used outside the closure that created it (user error). The message says
    /// what to change.
    #[error("invalid program: {0}")]
    Build(String),
    /// An array read (`index`, `backpermute`, `slice`, ...) outside the array (run-time
    /// error).
    #[error("{operation}: index {index:?} is out of bounds for an array of shape {shape:?}")]
    IndexOutOfBounds {
        /// The operation that read.
        operation: &'static str,
        /// The index read.
        index: Vec<i64>,
        /// The array's shape.
        shape: Vec<usize>,
    },
    /// Integer division or remainder by zero (run-time error).
    #[error("integer {operation} by zero: {dividend} {symbol} 0")]
    DivisionByZero {
        /// `division` or `remainder`.
        operation: &'static str,
        /// `/` or `%`.
        symbol: &'static str,
        /// The left operand, printed.
        dividend: String,
    },
    /// `reshape` to a shape with another number of elements (run-time error).
    #[error("reshape: cannot reshape an array of shape {from:?} ({} elements) to {to:?} ({} elements)",
        from.iter().product::<usize>(), to.iter().product::<usize>())]
    ReshapeMismatch {
        /// The array's shape.
        from: Vec<usize>,
        /// The requested shape.
        to: Vec<usize>,
    },
    /// `fold1` (or `fold1_all`) of an empty row (run-time error): there is no value to
    /// return.
    #[error("{operation}: reduction of an empty row of an array of shape {shape:?} without a seed")]
    EmptyReduction {
        /// The operation.
        operation: &'static str,
        /// The input's shape.
        shape: Vec<usize>,
    },
    /// An `awhile` given a step limit ([`crate::awhile_at_most`]) still had its condition
    /// holding after that many steps (run-time error).
    #[error("{operation}: the condition still holds after {limit} steps, the limit it was given")]
    StepLimit {
        /// The operation (`awhile`).
        operation: &'static str,
        /// The limit.
        limit: u64,
    },
    /// The run was stopped by [`crate::Cancel::cancel`] (from another thread, or before it
    /// started); nothing it computed is returned.
    #[error("the run was cancelled")]
    Cancelled,
    /// An array (or a buffer a backend needs to compute one) is larger than the memory that
    /// can be had: more bytes than fit in an address, more than the machine's memory and
    /// swap together, or more than the allocator (host or device) gives. Checked before
    /// anything is allocated, so nothing is left half done (resource error).
    #[error("out of memory: cannot allocate {bytes} bytes for {what}")]
    OutOfMemory {
        /// The bytes asked for (exact: a product that overflows `usize` is not cut short).
        bytes: u128,
        /// What they were for (an operation's output, a host array, ...).
        what: String,
    },
    /// A backend could not do what was asked of it (no device, a compiler failure, a
    /// resource it could not get); the message says what and how to get around it.
    #[error("{backend} backend: {message}")]
    Backend {
        /// The backend (`"cpu"`, `"gpu"`).
        backend: &'static str,
        /// What went wrong.
        message: String,
    },
    /// A bug in systole, not in the program; please report it with the message.
    #[error("internal error (a bug in systole): {0}")]
    Internal(String),
}

impl Error {
    pub(crate) fn internal(msg: impl Into<String>) -> Error {
        Error::Internal(msg.into())
    }

    /// The same error, naming `operation` where it named `internal`: a run-time error
    /// raised by the operation a combinator is built on (`fold1` under `fold1_all`,
    /// `generate` for a fused `replicate`) names the combinator the user wrote instead.
    /// Other errors are unchanged.
    pub fn naming(mut self, internal: &str, operation: &'static str) -> Error {
        match &mut self {
            Error::NegativeShape { operation: op, .. }
            | Error::IndexOutOfBounds { operation: op, .. }
            | Error::EmptyReduction { operation: op, .. }
                if *op == internal =>
            {
                *op = operation;
            }
            _ => {}
        }
        self
    }
}
