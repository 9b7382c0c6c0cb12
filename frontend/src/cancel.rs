//! Stopping a run from another thread.
//!
//! A [`Cancel`] is a flag shared by clones: a run given one (`systole::Compiled::run_with`,
//! `systole::Backend::run_with`, [`crate::interp::interpret_program_with`]) looks at it
//! between operations (the interpreter: before each node; a compiled plan: before each of
//! its steps, so between kernels) and at every step of an `iterate` or `awhile` (not inside
//! a loop a backend runs as one kernel: a GPU's persistent kernel), and stops
//! with [`Error::Cancelled`] once it is set. A kernel already running finishes first, so a
//! run stops within one kernel's time of the call to [`Cancel::cancel`].
//!
//! ```
//! use systole_frontend::prelude::*;
//! use systole_frontend::Cancel;
//!
//! // a loop whose condition never fails
//! let forever = awhile(unit(Exp::from(0i64)), |s| s.map(|x| x.ge(0)), |s| s.map(|x| x + 1));
//! let program = trace(&forever)?;
//! let cancel = Cancel::new();
//! let stopper = cancel.clone();
//! std::thread::spawn(move || {
//!     std::thread::sleep(std::time::Duration::from_millis(50));
//!     stopper.cancel();
//! });
//! let result = systole_frontend::interp::interpret_program_with(&program, &[], &cancel);
//! assert_eq!(result.unwrap_err(), Error::Cancelled);
//! # Ok::<(), Error>(())
//! ```

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::error::Error;

/// A flag that stops the runs it is given, set from any thread; clones share it.
#[derive(Clone, Debug, Default)]
pub struct Cancel(Arc<AtomicBool>);

impl Cancel {
    /// A flag not set.
    pub fn new() -> Cancel {
        Cancel::default()
    }

    /// Sets the flag: the runs given it stop with [`Error::Cancelled`] at their next check.
    pub fn cancel(&self) {
        self.0.store(true, Ordering::Relaxed);
    }

    /// Whether [`Cancel::cancel`] was called.
    pub fn is_cancelled(&self) -> bool {
        self.0.load(Ordering::Relaxed)
    }

    /// [`Error::Cancelled`] once the flag is set: what a run calls between its operations.
    pub fn check(&self) -> Result<(), Error> {
        if self.is_cancelled() { Err(Error::Cancelled) } else { Ok(()) }
    }
}
