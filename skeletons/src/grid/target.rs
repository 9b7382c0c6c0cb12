//! [`GpuTarget`]: what the GPU skeletons need from the machine beyond scalar lowering (the
//! thread hierarchy, warp shuffles and votes, barriers, memory ordering, read-only and
//! predicated memory accesses, constant memory). The NVPTX backend implements it
//! (`systole_ptx::NvptxTarget`); the skeletons of this module's parent are written against
//! it alone, so they name no NVVM intrinsic.

use inkwell::module::Module;
use inkwell::values::{BasicValueEnum, FunctionValue, IntValue, PointerValue};
use systole_frontend::{ScalarType, Type};

use crate::lower::{Codegen, Val};
use crate::target::Target;

/// A special register of the thread hierarchy (32-bit).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Special {
    /// The thread's index in its block, in dimension 0 (x), 1 (y) or 2 (z).
    Thread(u8),
    /// The block's index in the grid.
    Block(u8),
    /// The block's extent (threads).
    BlockDim(u8),
    /// The grid's extent (blocks).
    GridDim(u8),
}

/// Which lane a warp shuffle reads from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shuffle {
    /// Lane `i - delta` (lanes below `delta` keep their own value).
    Up,
    /// Lane `i + delta` (lanes past the end keep their own value).
    Down,
    /// Lane `delta`.
    Index,
}

/// What GPU skeletons need beyond scalar lowering: the thread hierarchy, warp shuffles and
/// memory ordering. The NVPTX backend implements it (`systole_ptx::NvptxTarget`).
pub trait GpuTarget: Target {
    /// Reads a special register (an `i32`).
    fn special<'ctx>(&self, cg: &Codegen<'_, 'ctx>, reg: Special) -> IntValue<'ctx>;

    /// `shfl.sync` of an `i32` over the whole warp.
    fn shuffle<'ctx>(
        &self,
        cg: &Codegen<'_, 'ctx>,
        mode: Shuffle,
        value: IntValue<'ctx>,
        lane_or_delta: IntValue<'ctx>,
    ) -> IntValue<'ctx>;

    /// `vote.ballot.sync` over the whole warp: bit `l` of the `i32` result is lane `l`'s
    /// `predicate` (an `i1`).
    fn ballot<'ctx>(&self, cg: &Codegen<'_, 'ctx>, predicate: IntValue<'ctx>) -> IntValue<'ctx>;

    /// The lanes of the warp whose `label` (an `i32`) has the same low `bits` bits as the
    /// calling lane's (an `i32` mask, the calling lane's bit set; the whole warp calls it),
    /// from a ballot a bit (CUB's `MatchAny`: on the H100 a sort ranking with
    /// `match.any.sync` ran at 0.62x the speed of one ranking with ballots).
    fn match_any<'ctx>(&self, cg: &Codegen<'_, 'ctx>, label: IntValue<'ctx>, bits: u32) -> IntValue<'ctx>;

    /// A memory barrier across the device (orders this thread's global memory accesses).
    fn memory_barrier<'ctx>(&self, cg: &Codegen<'_, 'ctx>);

    /// A fence at device scope that makes the relaxed loads before it acquire (`fence.acq_rel.gpu`:
    /// what a release store it reads from published is visible to what this thread, and the
    /// threads that synchronise with it, read afterwards). Lighter than
    /// [`GpuTarget::memory_barrier`], whose `membar.gl` is sequentially consistent.
    fn acquire_fence<'ctx>(&self, cg: &Codegen<'_, 'ctx>);

    /// The address space of memory shared by a block's threads.
    fn shared_space(&self) -> inkwell::AddressSpace;

    /// The address space of constant memory: read-only for a kernel, written by the host
    /// between launches, read through a cache that broadcasts one address to a warp (an
    /// arithmetic instruction can take such a value as an operand, no register held).
    fn constant_space(&self) -> inkwell::AddressSpace;

    /// Waits for every lane of the warp and orders their shared-memory accesses
    /// (`bar.warp.sync`).
    fn warp_sync<'ctx>(&self, cg: &Codegen<'_, 'ctx>);

    /// Waits for every thread of the block and orders their shared-memory accesses
    /// (`bar.sync 0`); every thread must reach it.
    fn block_barrier<'ctx>(&self, cg: &Codegen<'_, 'ctx>);

    /// Loads the `u32` at `ptr` (global) with acquire semantics at device scope: what this
    /// thread reads afterwards was written no earlier than what the store it reads from
    /// released.
    fn load_acquire<'ctx>(&self, cg: &Codegen<'_, 'ctx>, ptr: PointerValue<'ctx>) -> IntValue<'ctx>;

    /// Stores the `u32` `value` at `ptr` (global) with release semantics at device scope:
    /// every memory access of this thread before it is visible to a thread that acquires it.
    fn store_release<'ctx>(&self, cg: &Codegen<'_, 'ctx>, ptr: PointerValue<'ctx>, value: IntValue<'ctx>);

    /// Asks the memory system to bring the line holding the scalar of type `t` at position
    /// `lin` of `ptr` (global, `lin` inside the buffer) into the L1 ahead of a load
    /// (`prefetch.global.L1`): no register waits for it.
    fn prefetch_l1<'ctx>(
        &self,
        cg: &Codegen<'_, 'ctx>,
        t: ScalarType,
        ptr: PointerValue<'ctx>,
        lin: IntValue<'ctx>,
    );

    /// Suspends the calling thread for about `ns` nanoseconds (`nanosleep.u32`, sm_70 and
    /// later; the hardware may wake it anywhere in `0 ..= 2 ns`): a spinning wait that backs
    /// off leaves the memory system to the threads that feed it.
    fn sleep<'ctx>(&self, cg: &Codegen<'_, 'ctx>, ns: u32);

    /// Loads the `u64` at `ptr` (global) whole (one 64-bit access, relaxed at device scope:
    /// past the incoherent L1, never split).
    fn load_relaxed_u64<'ctx>(&self, cg: &Codegen<'_, 'ctx>, ptr: PointerValue<'ctx>) -> IntValue<'ctx>;

    /// Stores the `u64` `value` at `ptr` (global) whole (see [`GpuTarget::load_relaxed_u64`]).
    fn store_relaxed_u64<'ctx>(&self, cg: &Codegen<'_, 'ctx>, ptr: PointerValue<'ctx>, value: IntValue<'ctx>);

    /// The `n` scalars of type `t` at positions `lin .. lin + n` of `ptr` (global memory the
    /// kernel never writes), loaded as one access through the read-only data cache
    /// (`ld.global.nc`, `.v2`, `.v4`). The caller promises that the address of `lin` is
    /// aligned to the whole access (`n` a power of two, at most 16 bytes). LLVM keeps such
    /// a load whole (a vector `load` whose elements are used apart it splits into scalar
    /// loads).
    fn load_readonly<'ctx>(
        &self,
        cg: &Codegen<'_, 'ctx>,
        t: ScalarType,
        ptr: PointerValue<'ctx>,
        lin: IntValue<'ctx>,
        n: u32,
    ) -> Vec<BasicValueEnum<'ctx>>;

    /// Stores the scalar `value` of type `t` at position `lin` of `ptr` (global) where
    /// `predicate` (an `i1`) holds, as one predicated store (`@p st.global`): no branch, so
    /// that the assembler schedules the code around a kernel's checked stores as one block
    /// (`docs/perf/2026-11-25-register-tiles.md`). Where `predicate` is false, `lin` may lie
    /// outside the buffer.
    fn store_if<'ctx>(
        &self,
        cg: &Codegen<'_, 'ctx>,
        t: ScalarType,
        ptr: PointerValue<'ctx>,
        lin: IntValue<'ctx>,
        value: BasicValueEnum<'ctx>,
        predicate: IntValue<'ctx>,
    );

    /// [`GpuTarget::store_if`] of `values`, adjacent scalars of type `t` (2 or 4, at most 16
    /// bytes, not bytes), as one vector store (`@p st.global.v2`) at positions `lin ..` of
    /// `ptr`, aligned to the vector (the caller's proof, see `stencil/lanes.rs`).
    fn store_vector_if<'ctx>(
        &self,
        cg: &Codegen<'_, 'ctx>,
        t: ScalarType,
        ptr: PointerValue<'ctx>,
        lin: IntValue<'ctx>,
        values: &[BasicValueEnum<'ctx>],
        predicate: IntValue<'ctx>,
    );

    /// The scalar of type `t` at position `lin` of `ptr` (shared memory) where `predicate`
    /// (an `i1`) holds, else `otherwise`: one predicated load (`@p ld.shared`), no branch, and
    /// only the lanes whose predicate holds access memory. Not moved across barriers.
    fn load_shared_if<'ctx>(
        &self,
        cg: &Codegen<'_, 'ctx>,
        t: ScalarType,
        ptr: PointerValue<'ctx>,
        lin: IntValue<'ctx>,
        predicate: IntValue<'ctx>,
        otherwise: BasicValueEnum<'ctx>,
    ) -> BasicValueEnum<'ctx>;

    /// [`GpuTarget::store_if`] of a value `v` of type `elt`, a leaf into each of `ptrs`.
    fn store_element_if<'ctx>(
        &self,
        cg: &Codegen<'_, 'ctx>,
        elt: &Type,
        ptrs: &[PointerValue<'ctx>],
        lin: IntValue<'ctx>,
        v: &Val<'ctx>,
        predicate: IntValue<'ctx>,
    ) {
        for ((t, &p), leaf) in elt.leaves().into_iter().zip(ptrs).zip(v.leaves()) {
            self.store_if(cg, t, p, lin, leaf, predicate);
        }
    }

    /// Element `index` of `global`, an array of `t` in constant memory, read at this point
    /// of the code from its constant address, each use its own read (LLVM would read each
    /// element once, hoisted out of every loop, and the assembler would then hold it in a
    /// register for the whole kernel; read where used, ptxas for sm_90 loads it into a
    /// uniform register as the instructions need it).
    fn load_constant<'ctx>(
        &self,
        cg: &Codegen<'_, 'ctx>,
        t: ScalarType,
        global: inkwell::values::GlobalValue<'ctx>,
        index: u32,
    ) -> BasicValueEnum<'ctx>;

    /// `v` (an `i64`) through a copy the optimiser cannot see through (`mov.b64`): the
    /// addresses computed from it are not rewritten by loop strength reduction, which makes
    /// each access of an unrolled loop a 64-bit register of its own (the 3D streaming kernel
    /// of 2 rows a thread took 126 registers so, 77 without).
    fn opaque<'ctx>(&self, cg: &Codegen<'_, 'ctx>, v: IntValue<'ctx>) -> IntValue<'ctx>;

    /// Marks `f` as a kernel entry point.
    ///
    /// `bounds` (threads per block, blocks per multiprocessor) promises the kernel is
    /// launched with at most that many threads and asks the assembler to fit that many
    /// blocks at once (registers permitting).
    fn mark_kernel<'ctx>(&self, module: &Module<'ctx>, f: FunctionValue<'ctx>, bounds: Option<(u32, u32)>);
}
