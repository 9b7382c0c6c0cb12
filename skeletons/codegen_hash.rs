// The build script of both LLVM backends (included by their `build.rs`): hashes the sources
// of code generation (the backend's `src/` and `systole-skeletons`, Rust and the text files
// they include, such as LLVM's pass pipeline) into
// `SYSTOLE_CODEGEN_HASH`, part of the on-disk kernel caches' keys: a change to how code is
// generated must never load code generated the old way.

use std::path::Path;

fn hash_dir(dir: &Path, h: &mut u64) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut paths: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    paths.sort();
    for p in paths {
        if p.is_dir() {
            hash_dir(&p, h);
        } else if p.extension().is_some_and(|e| e == "rs" || e == "txt") {
            for b in std::fs::read(&p).unwrap_or_default() {
                *h = (*h ^ u64::from(b)).wrapping_mul(0x100000001b3);
            }
        }
    }
}

fn main() {
    // where the package is now, not where this script was compiled: a build script built in
    // one checkout and reused by another (a copied target folder) must hash the sources of
    // the checkout it builds
    let root = std::env::var_os("CARGO_MANIFEST_DIR")
        .map_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf(), std::path::PathBuf::from);
    let mut h = 0xcbf29ce484222325u64;
    for dir in [root.join("src"), root.join("../skeletons/src")] {
        println!("cargo:rerun-if-changed={}", dir.display());
        hash_dir(&dir, &mut h);
    }
    println!("cargo:rustc-env=SYSTOLE_CODEGEN_HASH={h:016x}");
}
