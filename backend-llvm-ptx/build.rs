//! Hashes the code generator into `SYSTOLE_CODEGEN_HASH` (see the included file).

include!("../skeletons/codegen_hash.rs");
