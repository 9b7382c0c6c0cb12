//! Fusion: from a traced [`systole_frontend::ir::Program`] to a plan of kernels.
//!
//! This crate will hold sharing recovery (shared sub-programs become let-bound arrays),
//! producer/consumer fusion (element-wise producers are inlined into the kernels that
//! consume them), and the fused `Plan` type that every compiled backend executes, with its
//! printer and validator. Until then the interpreter runs unfused programs directly.
