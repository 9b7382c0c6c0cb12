//! The reference interpreter as a [`Backend`], on fused plans and on unfused programs.

use systole_frontend::interp::interpret_program_with;
use systole_frontend::ir::Program;
use systole_frontend::{ArraysValue, Cancel};
use systole_fusion::Plan;

use crate::{Backend, Error, Executable};

/// Runs programs on the reference interpreter, after fusion: the kernels of the fused plan
/// run one by one with the interpreter's semantics (`systole_fusion::interp`). Slow,
/// simple, and what every compiled backend is compared with.
#[derive(Clone, Copy, Debug, Default)]
pub struct Interpreter;

/// Runs programs on the reference interpreter without fusing them: the traced program node
/// by node (`systole_frontend::interp`), the definition of what every program means.
/// Comparing it with [`Interpreter`] tests fusion.
#[derive(Clone, Copy, Debug, Default)]
pub struct UnfusedInterpreter;

struct Planned(Plan);

impl Executable for Planned {
    fn execute_with(&self, inputs: &[ArraysValue], cancel: &Cancel) -> Result<ArraysValue, Error> {
        Ok(systole_fusion::interp::run_with(&self.0, inputs, cancel)?)
    }
}

struct Unfused(Program);

impl Executable for Unfused {
    fn execute_with(&self, inputs: &[ArraysValue], cancel: &Cancel) -> Result<ArraysValue, Error> {
        Ok(interpret_program_with(&self.0, inputs, cancel)?)
    }
}

impl Backend for Interpreter {
    fn name(&self) -> &str {
        "interpreter"
    }

    fn prepare_plan(&self, plan: &Plan) -> Result<Box<dyn Executable>, Error> {
        Ok(Box::new(Planned(plan.clone())))
    }
}

impl Backend for UnfusedInterpreter {
    fn name(&self) -> &str {
        "unfused interpreter"
    }

    /// Not used: [`Backend::prepare`] is overridden to keep the program unfused.
    fn prepare_plan(&self, plan: &Plan) -> Result<Box<dyn Executable>, Error> {
        Interpreter.prepare_plan(plan)
    }

    fn prepare(&self, program: &Program) -> Result<Box<dyn Executable>, Error> {
        Ok(Box::new(Unfused(program.clone())))
    }
}
