//! systole: an embedded array language for Rust. The facade (backends, `Backend` trait)
//! lands in the next commit; for now it re-exports the language.
pub use systole_frontend::*;
