//! A register tile's lane: the adjacent columns of a row it holds, how it holds them, and
//! the one place that decides whether it reads and writes them as one vector access.
//!
//! **Narrow elements are held packed.** A lane of a `u8`, `i8` or `bool` input holds up to
//! 16 columns of a row, of an `i16` or `u16` input up to 8 (a lane's columns are at most 16
//! bytes, one 128-bit access). Held a column a register, 16 columns of 10 rows would take
//! 160 registers; so a row of such an input is held as the 32-bit words memory holds it
//! ([`row_words`]: 4 words for 16 bytes), and a column is taken out of its word where a tap
//! reads it ([`unpack`]: a shift and a truncation, which ptxas makes one `bfe` or `prmt`).
//! The arithmetic stays in the program's types: a tap is the column's value, of its type.
//! Measured: `docs/perf/2026-11-26-narrow-lanes.md`.
//!
//! **Vector accesses need a proof.** A lane's columns are one vector access (`ld.global.nc.v4`,
//! `st.global.v4`, or two bytes as one 16-bit access) only where the address is a multiple
//! of the whole access: the buffer's
//! base, the row pitch in bytes and the lane's first column. [`lane_load`] and
//! [`lane_store`] take an [`Aligned`], which only two functions make:
//! [`VectorCheck::if_aligned`], inside the branch where the kernel tested every buffer's
//! alignment and every row's length at run time (`Elements`' inner tiles, whose first
//! columns are multiples of the lane's), and [`Aligned::whole_tiles`], for the
//! [`Entry::WholeTiles`](crate::kernel::Entry::WholeTiles) entry, which the host launches
//! only after the same tests ([`RegisterTile::whole_tiles`] and 16-byte buffers). Every
//! other load and store (border tiles, halo columns, delayed inputs) is a scalar access of
//! one column.

use inkwell::values::{BasicValueEnum, IntValue, PointerValue};
use systole_frontend::{ScalarType, Type};

use super::super::GpuTarget;
use super::shape::RegisterTile;
use crate::lower::{Codegen, Val, ok};

/// The scalar type of an input whose lane's columns are held packed in 32-bit words (see
/// the module documentation): a scalar of 1 or 2 bytes whose `columns` fill whole words.
pub(super) fn packed(t: &Type, columns: u32) -> Option<ScalarType> {
    match t {
        Type::Scalar(s) if s.size_bytes() < 4 && (columns as usize * s.size_bytes()) % 4 == 0 => Some(*s),
        _ => None,
    }
}

/// The 32-bit registers a lane holds of a row of `columns` columns of type `t`: packed
/// words, else a register or two a leaf and column.
pub(super) fn row_words(t: &Type, columns: u32) -> usize {
    match packed(t, columns) {
        Some(s) => columns as usize * s.size_bytes() / 4,
        None => columns as usize * t.leaves().iter().map(|l| l.size_bytes().div_ceil(4)).sum::<usize>(),
    }
}

/// Column `c` of a row held as the packed `words` of scalars of type `s`: its value as
/// registers hold it (a `bool` as an `i1`).
pub(super) fn unpack<'ctx>(cg: &Codegen<'_, 'ctx>, s: ScalarType, words: &Val<'ctx>, c: usize) -> Val<'ctx> {
    let b = cg.builder;
    let size = s.size_bytes();
    let per_word = 4 / size;
    let word = words.fields()[c / per_word].scalar().into_int_value();
    let shift = (8 * size * (c % per_word)) as u64;
    let shifted = match shift {
        0 => word,
        _ => ok(b.build_right_shift(word, cg.ctx.i32_type().const_int(shift, false), false, "col")),
    };
    let memory = ok(b.build_int_truncate(shifted, cg.mem_type(s).into_int_type(), "col"));
    Val::Scalar(cg.from_memory(s, memory.into()))
}

/// The packed words of `values` (scalars of type `s` as registers hold them, a column
/// each, in order).
pub(super) fn pack<'ctx>(cg: &Codegen<'_, 'ctx>, s: ScalarType, values: &[Val<'ctx>]) -> Val<'ctx> {
    let b = cg.builder;
    let i32_ = cg.ctx.i32_type();
    let size = s.size_bytes();
    let words = values.chunks(4 / size).map(|part| {
        let mut word = i32_.const_zero();
        for (i, v) in part.iter().enumerate() {
            let memory = cg.to_memory(s, v.scalar()).into_int_value();
            let wide = ok(b.build_int_z_extend(memory, i32_, "col"));
            let wide = match i {
                0 => wide,
                _ => ok(b.build_left_shift(wide, i32_.const_int((8 * size * i) as u64, false), "col")),
            };
            word = ok(b.build_or(word, wide, "word"));
        }
        Val::Scalar(word.into())
    });
    Val::Tuple(words.collect())
}

/// A proof that a lane's columns are one aligned vector access where the code being
/// generated runs (see the module documentation). Made by [`VectorCheck::if_aligned`] and
/// [`Aligned::whole_tiles`] only.
#[derive(Clone, Copy, Debug)]
pub(super) struct Aligned {
    _private: (),
}

impl Aligned {
    /// The proof for the code of the [`Entry::WholeTiles`](crate::kernel::Entry::WholeTiles)
    /// entry: the host launches it only where [`RegisterTile::whole_tiles`] holds (every
    /// row a multiple of the lane's columns long) and every buffer is aligned to 16 bytes,
    /// and a whole tile's lanes start at multiples of their columns.
    pub(super) fn whole_tiles(tile: &RegisterTile) -> Option<Aligned> {
        tile.has_whole_tiles().then_some(Aligned { _private: () })
    }
}

/// The run-time test that makes [`Aligned`]: whether every row of every manifest input and
/// of the output starts at a multiple of a lane's columns, in buffers aligned to the
/// lane's whole access (see `KernelGen::vectors_aligned`), and the conditions the tile
/// adds ([`VectorCheck::and`]).
#[derive(Clone, Copy)]
pub(super) struct VectorCheck<'ctx> {
    holds: IntValue<'ctx>,
}

impl<'ctx> VectorCheck<'ctx> {
    /// The test `holds` (an `i1`) that every buffer and row of a kernel is aligned to the
    /// lane's vectors; constant true where a lane holds one column.
    pub(super) fn new(holds: IntValue<'ctx>) -> Self {
        VectorCheck { holds }
    }

    /// The test and `other` (an `i1`): `other` only narrows where vectors are taken.
    pub(super) fn and(self, cg: &Codegen<'_, 'ctx>, other: IntValue<'ctx>) -> Self {
        VectorCheck { holds: ok(cg.builder.build_and(self.holds, other, "inside")) }
    }

    /// The proof for accesses predicated on the returned test (an `i1`, `@p st.global.v2`):
    /// such an access never runs where the rows or buffers are not aligned.
    pub(super) fn guard(self) -> (Aligned, IntValue<'ctx>) {
        (Aligned { _private: () }, self.holds)
    }

    /// `aligned(proof)` where the test holds, else `otherwise()`.
    pub(super) fn if_aligned(
        self,
        cg: &Codegen<'_, 'ctx>,
        aligned: impl FnOnce(Aligned),
        otherwise: impl FnOnce(),
    ) {
        cg.if_else(self.holds, || aligned(Aligned { _private: () }), otherwise);
    }
}

/// The `n` columns of type `t` at positions `lin .. lin + n` of `ptr` as one vector load
/// (`ld.global.nc`), as the lane holds them: the packed words (`packed`: the input is a
/// scalar of [`packed`] type), else a scalar each as registers hold it.
#[allow(clippy::too_many_arguments)]
pub(super) fn lane_load<'ctx>(
    _proof: Aligned,
    cg: &Codegen<'_, 'ctx>,
    gpu: &dyn GpuTarget,
    t: ScalarType,
    ptr: PointerValue<'ctx>,
    lin: IntValue<'ctx>,
    n: u32,
    packed: bool,
) -> Vec<Val<'ctx>> {
    match packed {
        true => {
            let words = n * t.size_bytes() as u32 / 4;
            let at = words_address(cg, t, ptr, lin);
            let loaded = gpu.load_readonly(cg, ScalarType::U32, at, cg.i64(0), words);
            vec![Val::Tuple(loaded.into_iter().map(Val::Scalar).collect())]
        }
        // two bytes as one 16-bit load (LLVM takes a vector of two apart through the stack)
        false if n == 2 && t.size_bytes() == 1 => {
            let b = cg.builder;
            let at = words_address(cg, t, ptr, lin);
            let half = gpu.load_readonly(cg, ScalarType::U16, at, cg.i64(0), 1)[0].into_int_value();
            let high = ok(b.build_right_shift(half, cg.ctx.i16_type().const_int(8, false), false, "high"));
            [half, high]
                .into_iter()
                .map(|x| {
                    let byte = ok(b.build_int_truncate(x, cg.ctx.i8_type(), "byte"));
                    Val::Scalar(cg.from_memory(t, byte.into()))
                })
                .collect()
        }
        false => gpu.load_readonly(cg, t, ptr, lin, n).into_iter().map(Val::Scalar).collect(),
    }
}

/// Stores `values` (a column each, elements of type `elt`) at positions `lin ..` of the
/// buffers `ptrs` (a leaf each) as vector stores of at most 16 bytes (`st.global.v4`),
/// narrow leaves as packed words.
pub(super) fn lane_store<'ctx>(
    _proof: Aligned,
    cg: &Codegen<'_, 'ctx>,
    elt: &Type,
    ptrs: &[PointerValue<'ctx>],
    lin: IntValue<'ctx>,
    values: &[Val<'ctx>],
) {
    let leaves: Vec<Vec<BasicValueEnum<'ctx>>> = values.iter().map(Val::leaves).collect();
    for (i, (t, &p)) in elt.leaves().into_iter().zip(ptrs).enumerate() {
        let column: Vec<BasicValueEnum<'ctx>> = leaves.iter().map(|l| l[i]).collect();
        // pieces of 16 bytes at most (a lane of 16 `u8` columns may compute `f32`s), each
        // at a multiple of its size: `lin` is a multiple of the lane's columns
        let piece = (VECTOR_BYTES / t.size_bytes()).max(1);
        for (j, part) in column.chunks(piece).enumerate() {
            let at = if j == 0 { lin } else { cg.add(lin, cg.i64((j * piece) as i64)) };
            let scalars = || part.iter().map(|&x| Val::Scalar(x)).collect::<Vec<_>>();
            match packed(&Type::Scalar(t), part.len() as u32) {
                Some(_) => {
                    let words = pack(cg, t, &scalars()).leaves();
                    cg.store_vector(ScalarType::U32, words_address(cg, t, p, at), cg.i64(0), &words);
                }
                // two bytes as one 16-bit store (LLVM stores a vector of two through the stack)
                None if part.len() == 2 && t.size_bytes() == 1 => {
                    let word = pack(cg, t, &scalars()).leaves()[0].into_int_value();
                    let half = ok(cg.builder.build_int_truncate(word, cg.ctx.i16_type(), "half"));
                    cg.store_vector(ScalarType::U16, words_address(cg, t, p, at), cg.i64(0), &[half.into()]);
                }
                None => cg.store_vector(t, p, at, part),
            }
        }
    }
}

/// [`lane_store`] where `predicate` holds: predicated vector stores (`@p st.global.v2`, no
/// branch) where every leaf's columns are one vector of 2 or 4 scalars wider than a byte,
/// else the vector stores behind a branch.
#[expect(clippy::too_many_arguments, reason = "lane_store's, with the target and the predicate")]
pub(super) fn lane_store_if<'ctx>(
    proof: Aligned,
    cg: &Codegen<'_, 'ctx>,
    gpu: &dyn GpuTarget,
    elt: &Type,
    ptrs: &[PointerValue<'ctx>],
    lin: IntValue<'ctx>,
    values: &[Val<'ctx>],
    predicate: IntValue<'ctx>,
) {
    let n = values.len();
    let one_vector =
        |t: ScalarType| matches!(n, 2 | 4) && t.size_bytes() > 1 && n * t.size_bytes() <= VECTOR_BYTES;
    if !elt.leaves().into_iter().all(one_vector) {
        return cg.if_then(predicate, || lane_store(proof, cg, elt, ptrs, lin, values));
    }
    let leaves: Vec<Vec<BasicValueEnum<'ctx>>> = values.iter().map(Val::leaves).collect();
    for (i, (t, &p)) in elt.leaves().into_iter().zip(ptrs).enumerate() {
        let column: Vec<BasicValueEnum<'ctx>> = leaves.iter().map(|l| l[i]).collect();
        gpu.store_vector_if(cg, t, p, lin, &column, predicate);
    }
}

/// The widest vector access: 16 bytes (`ld.global.nc.v4.u32`, `st.global.v4.f32`).
pub(super) const VECTOR_BYTES: usize = 16;

/// The address of element `lin` of `ptr`, of elements of type `t`.
fn words_address<'ctx>(
    cg: &Codegen<'_, 'ctx>,
    t: ScalarType,
    ptr: PointerValue<'ctx>,
    lin: IntValue<'ctx>,
) -> PointerValue<'ctx> {
    unsafe { ok(cg.builder.build_in_bounds_gep(cg.mem_type(t), ptr, &[lin], "lane")) }
}
