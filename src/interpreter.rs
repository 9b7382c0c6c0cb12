//! The reference interpreter as a [`Backend`].

use systole_frontend::ArraysValue;
use systole_frontend::interp::interpret_program;
use systole_frontend::ir::Program;

use crate::{Backend, Error, Executable};

/// Runs programs on the reference interpreter (`systole_frontend::interp`): slow, simple,
/// and the definition of what every program means.
#[derive(Clone, Copy, Debug, Default)]
pub struct Interpreter;

struct Interpreted(Program);

impl Executable for Interpreted {
    fn execute(&self, inputs: &[ArraysValue]) -> Result<ArraysValue, Error> {
        Ok(interpret_program(&self.0, inputs)?)
    }
}

impl Backend for Interpreter {
    fn name(&self) -> &str {
        "interpreter"
    }

    fn prepare(&self, program: &Program) -> Result<Box<dyn Executable>, Error> {
        Ok(Box::new(Interpreted(program.clone())))
    }
}
