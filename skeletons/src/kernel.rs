//! A kernel as code generation sees it: its arrays in a canonical order, and a structural
//! key that names the generated code.
//!
//! Two kernels that differ only in the names (`ArrayVar` numbers) of the arrays they read
//! generate the same code. [`Signature::of`] renames the arrays in the order they first
//! appear and keeps their types; the [`Signature::key`] is a 128-bit hash of that canonical
//! form, the name under which compiled code is cached in memory and on disk.

use std::collections::HashMap;
use std::fmt::Write as _;

use systole_frontend::ir::{Consumer, Fun, StencilInput};
use systole_fusion::{ArrayType, ArrayVar, Delayed, Input, Kernel};

/// The arrays a kernel reads and its canonical form.
#[derive(Clone, Debug)]
pub struct Signature {
    /// The manifest arrays the kernel reads through its functions and inputs, in canonical
    /// order (the order in which the kernel's arguments pass them). A permute's `defaults`
    /// array is not among them unless a function reads it: the host copies it into the
    /// output before the kernel runs.
    pub arrays: Vec<ArrayVar>,
    /// The kernel with array `arrays[k]` renamed to `ArrayVar(k)`.
    pub canonical: Kernel,
    /// The types of the arrays, in the same order.
    pub types: Vec<ArrayType>,
}

impl Signature {
    /// The signature of `kernel`; `ty` gives the type of every array of the plan.
    pub fn of(kernel: &Kernel, ty: impl Fn(ArrayVar) -> ArrayType) -> Signature {
        fn add(arrays: &mut Vec<ArrayVar>, a: ArrayVar) {
            if !arrays.contains(&a) {
                arrays.push(a);
            }
        }
        let mut arrays: Vec<ArrayVar> = Vec::new();
        let funs: Vec<&Fun<ArrayVar>> = match kernel {
            Kernel::Generate { shape, outputs } => std::iter::once(shape).chain(outputs).collect(),
            Kernel::Consumer(c) => {
                for input in c.inputs() {
                    match input {
                        Input::Manifest(v) => add(&mut arrays, *v),
                        Input::Delayed(d) => {
                            d.shape.arrays().chain(d.element.arrays()).for_each(|&a| add(&mut arrays, a))
                        }
                    }
                }
                c.funs()
            }
        };
        funs.into_iter().flat_map(|f| f.arrays()).for_each(|&a| add(&mut arrays, a));
        let rename: HashMap<ArrayVar, ArrayVar> =
            arrays.iter().enumerate().map(|(k, &a)| (a, ArrayVar(k as u32))).collect();
        let canonical = rename_kernel(kernel, &|a| rename.get(&a).copied().unwrap_or(ArrayVar(u32::MAX)));
        let types = arrays.iter().map(|&a| ty(a)).collect();
        Signature { arrays, canonical, types }
    }

    /// The structural key: equal for kernels that generate the same code.
    pub fn key(&self) -> Key {
        let mut text = String::new();
        let _ = write!(text, "{:?}|{:?}", self.canonical, self.types);
        Key(fnv128(text.as_bytes()))
    }

    /// The position of an array among [`Signature::arrays`], in the canonical kernel.
    pub fn position(&self, a: ArrayVar) -> usize {
        self.arrays.iter().position(|&b| b == a).expect("the array is read by the kernel")
    }
}

/// A structural hash of a kernel (see [`Signature::key`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Key(pub u128);

impl std::fmt::Display for Key {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:032x}", self.0)
    }
}

/// FNV-1a, 128 bits: stable across runs, platforms and compiler versions (a disk cache key
/// must be).
pub fn fnv128(bytes: &[u8]) -> u128 {
    const OFFSET: u128 = 0x6c62272e07bb014262b821756295c58d;
    const PRIME: u128 = 0x0000000001000000000000000000013B;
    bytes.iter().fold(OFFSET, |h, &b| (h ^ u128::from(b)).wrapping_mul(PRIME))
}

fn rename_kernel(kernel: &Kernel, f: &dyn Fn(ArrayVar) -> ArrayVar) -> Kernel {
    let fun = |g: &Fun<ArrayVar>| g.map_arrays(|&a| f(a));
    let input = |i: &Input| match i {
        Input::Manifest(v) => Input::Manifest(f(*v)),
        Input::Delayed(d) => Input::Delayed(Delayed { shape: fun(&d.shape), element: fun(&d.element) }),
    };
    match kernel {
        Kernel::Generate { shape, outputs } => {
            Kernel::Generate { shape: fun(shape), outputs: outputs.iter().map(fun).collect() }
        }
        Kernel::Consumer(c) => Kernel::Consumer(match c {
            Consumer::Fold { f: g, seed, input: i } => {
                Consumer::Fold { f: fun(g), seed: seed.as_ref().map(fun), input: input(i) }
            }
            Consumer::Scan { f: g, seed, direction, input: i } => Consumer::Scan {
                f: fun(g),
                seed: seed.as_ref().map(fun),
                direction: *direction,
                input: input(i),
            },
            Consumer::Permute { combine, defaults: _, index, input: i } => Consumer::Permute {
                combine: fun(combine),
                // the defaults are copied by the host; the code does not depend on them
                defaults: ArrayVar(u32::MAX),
                index: fun(index),
                input: input(i),
            },
            Consumer::Stencil { f: g, inputs } => Consumer::Stencil {
                f: fun(g),
                inputs: inputs
                    .iter()
                    .map(|s| StencilInput {
                        input: input(&s.input),
                        offsets: s.offsets.clone(),
                        boundary: s.boundary.clone(),
                    })
                    .collect(),
            },
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use systole_frontend::ir::{Expr, ExprId};
    use systole_frontend::{ScalarType, Type};

    fn read_plus_one(a: ArrayVar) -> Kernel {
        let ix = Type::index(1);
        let f32_ = Type::Scalar(ScalarType::F32);
        let shape = Fun::from_parts(vec![], vec![Expr::Shape { array: a }], vec![ix.clone()]);
        let element = Fun::from_parts(
            vec![ix.clone()],
            vec![
                Expr::Param(0),
                Expr::Index { array: a, index: ExprId(0) },
                Expr::Const(systole_frontend::elt::Scalar::F32(1.0)),
                Expr::Binary(systole_frontend::ir::BinOp::Add, ExprId(1), ExprId(2)),
            ],
            vec![ix, f32_.clone(), f32_.clone(), f32_],
        );
        Kernel::Generate { shape, outputs: vec![element] }
    }

    #[test]
    fn kernels_that_differ_only_in_array_names_have_one_key() {
        let ty = |_| ArrayType { elt: Type::Scalar(ScalarType::F32), rank: 1 };
        let a = Signature::of(&read_plus_one(ArrayVar(3)), ty);
        let b = Signature::of(&read_plus_one(ArrayVar(7)), ty);
        assert_eq!(a.arrays, vec![ArrayVar(3)]);
        assert_eq!(a.key(), b.key());
        let other = |_| ArrayType { elt: Type::Scalar(ScalarType::F32), rank: 2 };
        assert_ne!(a.key(), Signature::of(&read_plus_one(ArrayVar(3)), other).key());
    }

    #[test]
    fn fnv128_is_the_published_function() {
        // FNV-1a 128 of the empty string is the offset basis; of "a", the published value
        assert_eq!(fnv128(b""), 0x6c62272e07bb014262b821756295c58d);
        assert_eq!(fnv128(b"a"), 0xd228cb696f1a8caf78912b704e4a8964);
    }
}
