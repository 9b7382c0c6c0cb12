//! The multicore CPU backend.
//!
//! This crate will hold the host `Target`, JIT compilation of kernels to native code for
//! the host CPU, and the rayon scheduling of chunks. It is empty until the CPU backend
//! lands.
