//! The text form of a plan: what `explain` shows and what the golden tests store.
//!
//! ```text
//! plan: 2 kernels
//! let a0 = use Array1 f32 [4]
//!     a1 = kernel stencil (\x0 x1 x2 -> ...) [clamp a0 [-1] [0] [1]]
//!     a2 = kernel fold (\x0 x1 -> x0 + x1) (0.0) (delayed (shape(a1)) (\x0 -> a1[x0] * 2.0))
//! in a2
//! ```
//!
//! Host steps (`use`, `check`, `iterate`, `awhile`, `acond`) and kernels (`kernel ...`)
//! are one per line; nested blocks are indented. A delayed input prints its shape and
//! element functions: what the kernel computes on the fly.

use std::fmt::{self, Write};

use systole_frontend::ir::{consumer_to_string, fun_to_string};

use crate::plan::{ArrayVar, Block, Check, Input, Kernel, Lambda, Plan, Step};

impl fmt::Display for Input {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Input::Manifest(v) => write!(f, "{v}"),
            Input::Delayed(d) => {
                write!(f, "(delayed ({}) ({}))", fun_to_string(&d.shape), fun_to_string(&d.element))
            }
        }
    }
}

impl fmt::Display for Kernel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let fun = |g: &systole_frontend::ir::Fun<ArrayVar>| format!("({})", fun_to_string(g));
        match self {
            Kernel::Generate { shape, outputs, extents } => {
                // an output of an extent of its own: `(over EXTENT: ELEMENT)`
                let outs: Vec<String> = outputs
                    .iter()
                    .zip(extents)
                    .map(|(g, own)| match own {
                        Some(own) => format!("(over {}: {})", fun_to_string(own), fun_to_string(g)),
                        None => fun(g),
                    })
                    .collect();
                write!(f, "generate {} {}", fun(shape), outs.join(" "))
            }
            Kernel::Consumer(c) => f.write_str(&consumer_to_string(c, &fun)),
        }
    }
}

fn names(vs: &[ArrayVar]) -> String {
    let v: Vec<String> = vs.iter().map(ToString::to_string).collect();
    if v.len() == 1 { v[0].clone() } else { format!("({})", v.join(", ")) }
}

fn block(out: &mut String, b: &Block, indent: usize) {
    let pad = " ".repeat(indent);
    for (k, step) in b.steps.iter().enumerate() {
        let lead = if k == 0 { "let " } else { "    " };
        let _ = write!(out, "{pad}{lead}");
        match step {
            Step::Use { out: v, data } => {
                let _ = write!(out, "{v} = use {:?} {}", data.shape(), data.elt());
            }
            Step::Kernel { outs, kernel, .. } => {
                let _ = write!(out, "{} = kernel {kernel}", names(outs));
            }
            Step::View { out: v, input, shape } => {
                let _ = write!(out, "{v} = view {input} as ({})", fun_to_string(shape));
            }
            Step::Check(Check::ReshapeSize { from, to, .. }) => {
                let _ = write!(out, "check reshape ({}) to ({})", fun_to_string(from), fun_to_string(to));
            }
            Step::Iterate { outs, count, init, body } => {
                let _ = write!(out, "{} = iterate ({}) {} ", names(outs), fun_to_string(count), names(init));
                lambda(out, body, indent + 4);
            }
            Step::Awhile { outs, init, cond, body, limit } => {
                let _ = write!(out, "{} = awhile ", names(outs));
                if let Some(n) = limit {
                    let _ = write!(out, "(at most {n} steps) ");
                }
                lambda(out, cond, indent + 4);
                out.push(' ');
                lambda(out, body, indent + 4);
                let _ = write!(out, " {}", names(init));
            }
            Step::Acond { outs, cond, then, otherwise } => {
                let _ = writeln!(out, "{} = acond ({}) (", names(outs), fun_to_string(cond));
                block(out, then, indent + 6);
                let _ = writeln!(out, ") (");
                block(out, otherwise, indent + 6);
                out.push(')');
            }
        }
        out.push('\n');
    }
    let _ = write!(out, "{pad}in {}", names(&b.results));
}

fn lambda(out: &mut String, l: &Lambda, indent: usize) {
    let _ = writeln!(out, "(\\{} ->", names(&l.params));
    block(out, &l.body, indent + 2);
    out.push(')');
}

impl fmt::Display for Plan {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.kernel_count();
        writeln!(f, "plan: {n} kernel{}", if n == 1 { "" } else { "s" })?;
        if !self.inputs.is_empty() {
            let ins: Vec<String> = self.inputs.iter().map(|vs| names(vs)).collect();
            writeln!(f, "inputs {}", ins.join(" "))?;
        }
        let mut out = String::new();
        block(&mut out, &self.body, 0);
        f.write_str(&out)
    }
}
