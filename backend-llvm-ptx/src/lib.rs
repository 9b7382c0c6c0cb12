//! The NVIDIA GPU backend.
//!
//! This crate will hold the NVPTX `Target`, PTX emission with LLVM 19, and the CUDA
//! runtime through cudarc (context, streams, memory, module cache, launch configuration
//! from the occupancy API, cooperative launch). It is empty until the GPU backend lands.
