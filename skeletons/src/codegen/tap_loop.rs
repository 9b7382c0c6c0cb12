//! The code of a stencil computed as a loop over a table of its taps
//! ([`TapLoop`](crate::effort::TapLoop), which says which stencils are): the tables in the
//! kernel's module and the loop, shared by the CPU's stencil and the GPU's naive skeleton
//! ([`KernelGen::stencil_point`]).

use inkwell::module::Linkage;
use inkwell::values::{BasicValueEnum, IntValue, PointerValue};
use systole_frontend::elt::Scalar;
use systole_frontend::ir::{BinOp, StencilInput};
use systole_frontend::{ScalarType, Type};
use systole_fusion::Input;

use super::KernelGen;
use crate::effort::TapLoop;
use crate::lower::{FloatOrder, Val, ok};

/// The name of the table of a tap loop's offsets in the kernel's module.
const OFFSETS_TABLE: &str = "stencil.tap_offsets";

/// The name of the table of a tap loop's constants that differ between terms, `N` its
/// position among them: `stencil.tap_constants.N`.
const CONSTANTS_TABLE: &str = "stencil.tap_constants";

/// The name of the table of a tap loop's signs (1 or -1 a term).
const SIGNS_TABLE: &str = "stencil.tap_signs";

/// The name of the table of how many combinations follow each term, where a tap loop
/// replays a tree ([`TapLoop::tree`]).
const TREE_TABLE: &str = "stencil.tap_tree";

/// The tables of a tap loop in the kernel's module.
struct Tables<'ctx> {
    offsets: PointerValue<'ctx>,
    constants: Vec<PointerValue<'ctx>>,
    signs: Option<PointerValue<'ctx>>,
    tree: Option<PointerValue<'ctx>>,
}

impl<'ctx> KernelGen<'_, '_, 'ctx> {
    /// The output at `ix` of the stencil `tap_loop` computes, over `input` of extent
    /// `extent`: its taps read through the boundary rule where `checked`, with plain
    /// loads otherwise.
    pub(crate) fn tap_loop_point(
        &self,
        tap_loop: &TapLoop,
        input: &StencilInput<Input>,
        extent: &[IntValue<'ctx>],
        ix: &[IntValue<'ctx>],
        checked: bool,
    ) -> Val<'ctx> {
        let cg = self.cg;
        let tables = self.tap_tables(tap_loop);
        let (ty, rank) = (tap_loop.ty(), tap_loop.rank() as i64);
        let term = |k: IntValue<'ctx>| -> BasicValueEnum<'ctx> {
            let at: Vec<IntValue<'ctx>> = (0..rank)
                .map(|d| {
                    let slot = cg.add(cg.mul(k, cg.i64(rank)), cg.i64(d));
                    let off = cg.load(ScalarType::I32, tables.offsets, slot).into_int_value();
                    let off = ok(cg.builder.build_int_s_extend(off, cg.ctx.i64_type(), "offset"));
                    cg.add(ix[d as usize], off)
                })
                .collect();
            let x = if checked {
                self.read_boundary(&input.input, extent, &input.boundary, &at)
            } else {
                self.read_input(&input.input, &at, cg.linearize(extent, &at))
            };
            let mut args = vec![x];
            for ((t, _), &table) in tap_loop.constants().iter().zip(&tables.constants) {
                args.push(Val::Scalar(cg.load(*t, table, k)));
            }
            let v = self.lower(tap_loop.term(), &args, FloatOrder::Strict).scalar();
            match tables.signs {
                Some(signs) => cg.binary(BinOp::Mul, ty, v, cg.load(ty, signs, k), FloatOrder::Strict),
                None => v,
            }
        };
        let n = cg.i64(tap_loop.len() as i64);
        let init = tap_loop.init().map(|init| self.lower(init, &[], FloatOrder::Strict).scalar());
        let combined = match tables.tree {
            None => {
                let first = match init {
                    Some(init) => cg.binary(tap_loop.op(), ty, init, term(cg.i64(0)), FloatOrder::Strict),
                    None => term(cg.i64(0)),
                };
                cg.fold_range(cg.i64(1), n, &Val::Scalar(first), &Type::Scalar(ty), |acc, k| {
                    Val::Scalar(cg.binary(tap_loop.op(), ty, acc.scalar(), term(k), FloatOrder::Strict))
                })
            }
            // the tree in postfix order: each term, then as many combinations of the running
            // value with the partial result below it as the table says, the partial results
            // on a stack
            Some(tree) => {
                let stack = cg.private_array(ty, tap_loop.stack() as u32);
                let height = match init {
                    Some(init) => {
                        cg.store(ty, stack, cg.i64(0), init);
                        cg.i64(1)
                    }
                    None => cg.i64(0),
                };
                let i64_ty = Type::Scalar(ScalarType::I64);
                cg.fold_range(cg.i64(0), n, &Val::Scalar(height.into()), &i64_ty, |height, k| {
                    let height = height.scalar().into_int_value();
                    let combines = cg.load(ScalarType::I32, tree, k).into_int_value();
                    let combines = ok(cg.builder.build_int_s_extend(combines, cg.ctx.i64_type(), "combines"));
                    let below = cg.sub(height, cg.i64(1));
                    let v = cg.fold_range(
                        cg.i64(0),
                        combines,
                        &Val::Scalar(term(k)),
                        &Type::Scalar(ty),
                        |v, j| {
                            let left = cg.load(ty, stack, cg.sub(below, j));
                            Val::Scalar(cg.binary(tap_loop.op(), ty, left, v.scalar(), FloatOrder::Strict))
                        },
                    );
                    let top = cg.sub(height, combines);
                    cg.store(ty, stack, top, v.scalar());
                    Val::Scalar(cg.add(top, cg.i64(1)).into())
                });
                Val::Scalar(cg.load(ty, stack, cg.i64(0)))
            }
        };
        self.lower(tap_loop.post(), &[combined], FloatOrder::Strict)
    }

    /// The module's tables of `tap_loop`, added on first use.
    fn tap_tables(&self, tap_loop: &TapLoop) -> Tables<'ctx> {
        let ty = tap_loop.ty();
        let offsets = || tap_loop.offsets().iter().map(|&o| Scalar::I32(o)).collect();
        let constants = (tap_loop.constants().iter().enumerate())
            .map(|(i, (t, values))| self.table(&format!("{CONSTANTS_TABLE}.{i}"), *t, &|| values.clone()))
            .collect();
        let signs = tap_loop.negated().map(|negated| {
            let (plus, minus) = (Scalar::from_i64(ty, 1), Scalar::from_i64(ty, -1));
            self.table(SIGNS_TABLE, ty, &|| negated.iter().map(|&n| if n { minus } else { plus }).collect())
        });
        let tree = tap_loop.tree().map(|tree| {
            self.table(TREE_TABLE, ScalarType::I32, &|| tree.iter().map(|&c| Scalar::I32(c as i32)).collect())
        });
        Tables { offsets: self.table(OFFSETS_TABLE, ScalarType::I32, &offsets), constants, signs, tree }
    }

    /// The module's constant table `name` of `values` of type `t`, added on first use.
    fn table(&self, name: &str, t: ScalarType, values: &dyn Fn() -> Vec<Scalar>) -> PointerValue<'ctx> {
        let cg = self.cg;
        let global = cg.module.get_global(name).unwrap_or_else(|| {
            let values: Vec<BasicValueEnum<'ctx>> =
                values().into_iter().map(|v| cg.to_memory(t, cg.constant(v))).collect();
            let init = match cg.mem_type(t) {
                inkwell::types::BasicTypeEnum::FloatType(ft) => {
                    ft.const_array(&values.iter().map(|v| v.into_float_value()).collect::<Vec<_>>())
                }
                other => other
                    .into_int_type()
                    .const_array(&values.iter().map(|v| v.into_int_value()).collect::<Vec<_>>()),
            };
            let g = cg.module.add_global(init.get_type(), Some(cg.target.global_space()), name);
            g.set_initializer(&init);
            g.set_constant(true);
            g.set_linkage(Linkage::Internal);
            g
        });
        global.as_pointer_value()
    }
}
