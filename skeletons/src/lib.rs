//! What both LLVM backends share.
//!
//! This crate will hold the lowering of scalar expressions to LLVM IR (through inkwell),
//! the `Target` trait that abstracts thread indices, barriers, warp shuffles, atomics and
//! shared memory, the skeleton catalogue (generate/map, fold, scan, permute, backpermute,
//! the stencil variants including SSAM, iterate) and the thread-index mappings. It is
//! empty until the CPU backend lands.
